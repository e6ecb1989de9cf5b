/**
 * The check of the image engine: a current screenshot against the image
 * baseline, as SSIM outside the mask, for the whole page or for each of
 * the page's image regions; alert below `image_similarity`. Pure and
 * synchronous, so the worker can run it on any thread.
 *
 * @since 0.1.0
 */
import type { ImageRegion } from "@defmon/core/domain/Settings"
import { align, type Alignment, rowHashes } from "./Align.js"
import * as Diff from "./Diff.js"
import type { ImageBaseline } from "./ImageBaseline.js"
import * as Mask from "./Mask.js"
import * as Png from "./Png.js"
import { type Box, compareAligned, luma, similarity, type Tally, tally } from "./Ssim.js"

/**
 * A rectangle of the page in CSS px (of the 1280 px wide viewport).
 *
 * @since 0.1.0
 */
export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * A webpage's image region as a rectangle.
 *
 * @since 0.1.0
 */
export const fromImageRegion = (r: Pick<ImageRegion, "coord_x" | "coord_y" | "coord_w" | "coord_h">): Rect => ({
  x: r.coord_x,
  y: r.coord_y,
  width: r.coord_w,
  height: r.coord_h
})

/**
 * What the check reads of the page's settings.
 *
 * @since 0.1.0
 */
export interface CheckSettings {
  /** `image_similarity`: alert below this, percent */
  readonly threshold: number
  /** `image_regions`; empty = the whole page */
  readonly regions: ReadonlyArray<Rect>
}

/**
 * Options of a check.
 *
 * @since 0.1.0
 */
export interface CheckOptions {
  /** when to draw the diff image (default: when the check breaches) */
  readonly diff?: "breach" | "always" | "never"
  /** the height (CSS px) of one screen of the page; the page is as similar as its least similar screen (default 800) */
  readonly screenHeight?: number
}

/**
 * The current page, as rendered.
 *
 * @since 0.1.0
 */
export interface Current {
  readonly image: Png.Rgba
  readonly scale: number
  /** CSS px */
  readonly pageHeight: number
}

/**
 * A finding of the image engine (the shape of every engine's findings).
 *
 * @since 0.1.0
 */
export interface ImageFinding {
  readonly engine: "image"
  readonly check: "page_similarity" | "region_similarity" | "region_outside" | "page_height"
  readonly breach: boolean
  readonly message: string
  readonly [detail: string]: unknown
}

/**
 * The similarity of one compared area: the whole page (`region: null`) or
 * a region; `similarity` is `null` for a region that could not be compared.
 *
 * @since 0.1.0
 */
export interface AreaResult {
  readonly region: Rect | null
  readonly similarity: number | null
  readonly breach: boolean
  /** for the whole page: the least similar screen (CSS px) */
  readonly screen?: Rect
}

/**
 * The diff image of a check.
 *
 * @since 0.1.0
 */
export interface DiffImage {
  readonly png: Uint8Array
  readonly sha256: string
  readonly width: number
  readonly height: number
}

/**
 * The result of a check: plain data (the diff PNG as bytes).
 *
 * @since 0.1.0
 */
export interface ImageCheck {
  readonly alert: boolean
  /** the lowest similarity of the compared areas, percent */
  readonly similarity: number
  readonly areas: ReadonlyArray<AreaResult>
  readonly findings: ReadonlyArray<ImageFinding>
  /** CSS px page heights */
  readonly pageHeight: { readonly baseline: number; readonly current: number }
  /** what changed, as a box of the current page in CSS px (when a diff was drawn) */
  readonly changed: Rect | null
  readonly diff: DiffImage | null
}

const percent = (x: number) => Math.round(x * 10_000) / 100
const css = (b: Box, scale: number): Rect => ({
  x: Math.floor(b.x / scale),
  y: Math.floor(b.y / scale),
  width: Math.ceil(b.width / scale),
  height: Math.ceil(b.height / scale)
})
const describe = (r: Rect) => `${r.width}x${r.height} at (${r.x}, ${r.y})`

/**
 * Compares a current screenshot with the baseline's reference. The rows of
 * the current page are first aligned to the reference (content inserted or
 * removed above a spot does not make everything below it differ); removed
 * content counts as dissimilar area, inserted content half (see
 * `Ssim.Tally`). Without regions, the page is as similar as its least
 * similar screen (`screenHeight`), so a change is weighed against what a
 * visitor sees at once, however long the page. A page taller or shorter
 * than every sample gets a `page_height` finding (context, no breach); a
 * region that fits the baseline but not the current page breaches.
 *
 * @since 0.1.0
 */
export const check = (
  baseline: ImageBaseline,
  reference: Png.Rgba,
  current: Current,
  settings: CheckSettings,
  options: CheckOptions = {}
): ImageCheck => {
  const mask = Mask.load(baseline.mask)
  if (mask.cols !== Math.ceil(reference.width / Mask.BLOCK) || mask.rows !== Math.ceil(reference.height / Mask.BLOCK)) {
    throw new Error("the image baseline's mask does not match its reference screenshot")
  }
  if (current.scale !== baseline.scale) throw new Error(`the page was rendered at scale ${current.scale}, its baseline at ${baseline.scale}`)
  const scale = baseline.scale
  const cur = current.image
  const full = align(rowHashes(reference), rowHashes(cur))
  const { alignment, limit } = untruncated(full, reference.height, baseline.truncated, current.pageHeight * scale > cur.height)
  const la = luma(reference)
  const lb = luma(cur)
  const findings: Array<ImageFinding> = []
  const areas: Array<AreaResult> = []
  const compared: Array<Box> = []

  if (settings.regions.length === 0) {
    const screen = Math.max(1, Math.round((options.screenHeight ?? 800) * scale))
    const screens = Math.max(1, Math.floor(reference.height / screen) + (reference.height % screen >= screen / 2 ? 1 : 0))
    const tallies: Array<Tally> = Array.from({ length: screens }, tally)
    const box = { x: 0, y: 0, width: reference.width, height: limit }
    compareAligned(la, lb, alignment, mask, box, tallies, (row) => Math.min(screens - 1, Math.floor(row / screen)), true)
    let worst = 0
    for (let i = 1; i < screens; i++) if (similarity(tallies[i]!) < similarity(tallies[worst]!)) worst = i
    const value = percent(similarity(tallies[worst]!))
    const y0 = worst * screen
    const y1 = worst === screens - 1 ? reference.height : y0 + screen
    const area = { region: null, similarity: value, breach: value < settings.threshold, screen: css({ x: 0, y: y0, width: reference.width, height: y1 - y0 }, scale) }
    areas.push(area)
    findings.push({
      engine: "image",
      check: "page_similarity",
      breach: area.breach,
      message: screens === 1
        ? `the page is ${value}% similar to its baseline (threshold ${settings.threshold}%)`
        : `the page is ${value}% similar to its baseline in its least similar screen, ${describe(area.screen)} (threshold ${settings.threshold}%)`,
      similarity: value,
      threshold: settings.threshold,
      region: null,
      screen: area.screen
    })
  }

  for (const region of settings.regions) {
    const x0 = Math.round(region.x * scale)
    const y0 = Math.round(region.y * scale)
    const x1 = Math.min(reference.width, Math.round((region.x + region.width) * scale))
    const y1 = Math.min(limit, Math.round((region.y + region.height) * scale))
    if (x1 - x0 <= 0 || y1 - y0 <= 0) {
      areas.push({ region, similarity: null, breach: false })
      findings.push({
        engine: "image",
        check: "region_outside",
        breach: false,
        message: `region ${describe(region)} lies outside the baseline screenshot (${reference.width / scale}x${reference.height / scale}): not compared`,
        region
      })
      continue
    }
    const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
    if (x1 > cur.width || y1 > cur.height) {
      areas.push({ region, similarity: null, breach: true })
      findings.push({
        engine: "image",
        check: "region_outside",
        breach: true,
        message: `region ${describe(region)} no longer fits the page (now ${cur.width / scale}x${current.pageHeight})`,
        region,
        page: { width: cur.width / scale, height: current.pageHeight }
      })
      continue
    }
    const t = tally()
    compareAligned(la, lb, alignment, mask, box, [t], () => 0, false)
    const value = percent(similarity(t))
    const breach = value < settings.threshold
    compared.push(box)
    areas.push({ region, similarity: value, breach })
    findings.push({
      engine: "image",
      check: "region_similarity",
      breach,
      message: `region ${describe(region)} is ${value}% similar to its baseline (threshold ${settings.threshold}%)`,
      similarity: value,
      threshold: settings.threshold,
      region
    })
  }

  const baseHeight = baseline.pageHeight
  if (current.pageHeight < baseHeight.min - Mask.BLOCK || current.pageHeight > baseHeight.max + Mask.BLOCK) {
    findings.push({
      engine: "image",
      check: "page_height",
      breach: false,
      message: `the page is ${current.pageHeight} px high; its baseline samples were ${baseHeight.min === baseHeight.max ? baseHeight.min : `${baseHeight.min} to ${baseHeight.max}`} px`,
      baseline: baseHeight,
      current: current.pageHeight
    })
  }

  const alert = findings.some((f) => f.breach)
  const when = options.diff ?? "breach"
  let diff: DiffImage | null = null
  let changed: Rect | null = null
  if (when === "always" || (when === "breach" && alert)) {
    const d = Diff.make(reference, cur, full, mask, compared)
    const png = Png.encode(d.image)
    diff = { png, sha256: Png.sha256(png), width: d.image.width, height: d.image.height }
    changed = d.changed === null ? null : css(d.changed, scale)
  }
  const scored = areas.flatMap((a) => (a.similarity === null ? [] : [a.similarity]))
  return {
    alert,
    similarity: scored.length === 0 ? 100 : Math.min(...scored),
    areas,
    findings: diff === null ? findings : findings.map((f) => (f.breach ? { ...f, diff: diff.sha256, ...(f.region === null && changed !== null ? { changed } : {}) } : f)),
    pageHeight: { baseline: Math.round(reference.height / scale), current: current.pageHeight },
    changed,
    diff
  }
}

// Content pushed below the height cap by content inserted above is not
// removed: when the current page was cut, the last run of removed reference
// rows is not compared, with everything after it, if nothing but identical
// rows follows it (blank rows at the end may pair by chance) and inserted
// rows can account for it. Content below a reference cut at the cap is not
// inserted.
const untruncated = (
  a: Alignment,
  referenceHeight: number,
  referenceCut: boolean,
  currentCut: boolean
): { readonly alignment: Alignment; readonly limit: number } => {
  let limit = referenceHeight
  if (currentCut) {
    let y = referenceHeight - 1
    while (y >= 0 && a.partner[y] !== -1 && a.same[y] === 1) y--
    if (y >= 0 && a.partner[y] === -1) {
      let start = y
      while (start > 0 && a.partner[start - 1] === -1) start--
      const inserted = a.inserted.reduce((n, i) => n + i.count, 0)
      if (y + 1 - start <= inserted) limit = start
    }
  }
  const inserted = referenceCut ? a.inserted.filter((i) => i.at < referenceHeight) : a.inserted
  return { alignment: { partner: a.partner, same: a.same, inserted }, limit }
}

/**
 * The image part of a baseline: the reference screenshot (the first
 * sample, kept by its content address) and the mask of what differed
 * between the samples. A plain serialisable value, stored with the
 * baseline; the reference PNG is stored apart, under its address.
 *
 * @since 0.1.0
 */
import type { Screenshot } from "@defmon/core/ports/Renderer"
import { align, rowHashes } from "./Align.js"
import * as Mask from "./Mask.js"
import * as Png from "./Png.js"

/**
 * The baseline data of the image engine.
 *
 * @since 0.1.0
 */
export interface ImageBaseline {
  /** SHA-256 (hex) of the reference screenshot's PNG */
  readonly reference: string
  /** the reference's size in device px */
  readonly width: number
  readonly height: number
  /** device px per CSS px */
  readonly scale: number
  /** the page heights (CSS px) the samples had */
  readonly pageHeight: { readonly min: number; readonly max: number }
  /** the reference was cut at the height cap */
  readonly truncated: boolean
  readonly samples: number
  readonly mask: Mask.StoredMask
  /** percent of the reference left out of comparisons by the mask */
  readonly maskedPercent: number
}

/**
 * What the baseline reads of a screenshot.
 *
 * @since 0.1.0
 */
export type Sample = Pick<Screenshot, "png" | "scale" | "pageHeight">

// Marks the blocks of reference row `y` where current row `p` has any
// different pixel.
const markRow = (mask: Mask.BlockMask, a: Uint32Array, b: Uint32Array, width: number, y: number, p: number) => {
  const r = Math.floor(y / Mask.BLOCK)
  for (let c = 0; c < mask.cols; c++) {
    if (mask.bits[r * mask.cols + c] === 1) continue
    const x1 = Math.min(width, (c + 1) * Mask.BLOCK)
    for (let x = c * Mask.BLOCK; x < x1; x++) {
      if (a[y * width + x] !== b[p * width + x]) {
        mask.bits[r * mask.cols + c] = 1
        break
      }
    }
  }
}

/**
 * Builds the image baseline from screenshots of the same page taken a few
 * seconds apart: the first is the reference; every block that differs in
 * another sample (after vertical alignment, so content of varying height
 * does not mask the rest of the page) is masked, then the mask grows by
 * one block.
 *
 * @since 0.1.0
 */
export const build = (samples: ReadonlyArray<Sample>): { readonly baseline: ImageBaseline; readonly reference: Png.Rgba } => {
  if (samples.length === 0) throw new Error("an image baseline needs at least one screenshot")
  const first = samples[0]!
  const reference = Png.decode(first.png)
  const refPixels = Png.words(reference)
  const refRows = rowHashes(reference)
  const mask = Mask.empty(reference.width, reference.height)
  for (const sample of samples.slice(1)) {
    if (sample.scale !== first.scale) throw new Error("baseline screenshots have different scales")
    const img = Png.decode(sample.png)
    if (img.width !== reference.width) throw new Error("baseline screenshots have different widths")
    const imgPixels = Png.words(img)
    const alignment = align(refRows, rowHashes(img))
    for (let y = 0; y < reference.height; y++) {
      const p = alignment.partner[y]!
      if (p === -1) Mask.mark(mask, 0, y, reference.width, y + 1)
      else if (alignment.same[y] !== 1) markRow(mask, refPixels, imgPixels, reference.width, y, p)
    }
    // content of varying height: the rows around where it was inserted
    for (const ins of alignment.inserted) Mask.mark(mask, 0, ins.at - 1, reference.width, ins.at + 1)
  }
  const dilated = Mask.dilate(mask, 1)
  const heights = samples.map((s) => s.pageHeight)
  return {
    reference,
    baseline: {
      reference: Png.sha256(first.png),
      width: reference.width,
      height: reference.height,
      scale: first.scale,
      pageHeight: { min: Math.min(...heights), max: Math.max(...heights) },
      truncated: first.pageHeight * first.scale > reference.height,
      samples: samples.length,
      mask: Mask.store(dilated),
      maskedPercent: Math.round(Mask.coverage(dilated) * 10_000) / 100
    }
  }
}

/**
 * SSIM as `image-ssim` computes it (8 x 8 windows side by side, luma with
 * Rec. 709 weights times alpha, K1 = 0.01, K2 = 0.03, sample variance),
 * without its per-window allocations, and with what the image engine needs
 * on top: windows left out by a mask, rows paired by an alignment, and a
 * rectangle. For two images of the same size, no mask and rows paired by
 * position it returns `image-ssim`'s value (tested to 1e-9), except that a
 * 1-pixel corner window (NaN there: a variance over 0 degrees of freedom)
 * is left out.
 *
 * @since 0.1.0
 */
import type { Alignment } from "./Align.js"
import type { BlockMask } from "./Mask.js"
import { BLOCK } from "./Mask.js"
import type { Rgba } from "./Png.js"

/**
 * A luma plane (one float per pixel).
 *
 * @since 0.1.0
 */
export interface Luma {
  readonly width: number
  readonly height: number
  readonly data: Float32Array
}

/**
 * The luma of an RGBA image, as `image-ssim` computes it.
 *
 * @since 0.1.0
 */
export const luma = (img: Rgba): Luma => {
  const n = img.width * img.height
  const out = new Float32Array(n)
  const d = img.data
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    out[p] = (d[i]! * 0.212655 + d[i + 1]! * 0.715158 + d[i + 2]! * 0.072187) * (d[i + 3]! / 255)
  }
  return { width: img.width, height: img.height, data: out }
}

const L = 255
const C1 = (0.01 * L) ** 2
const C2 = (0.03 * L) ** 2

/**
 * The SSIM of one window: `w` columns from `x` of the reference rows
 * `ra[0..h)` and the current rows `rb[0..h)`.
 *
 * @since 0.1.0
 */
export const windowSsim = (
  a: Luma,
  b: Luma,
  ra: ArrayLike<number>,
  rb: ArrayLike<number>,
  h: number,
  x: number,
  w: number
): number => {
  const da = a.data
  const db = b.data
  const n = w * h
  let s1 = 0
  let s2 = 0
  for (let k = 0; k < h; k++) {
    let i = ra[k]! * a.width + x
    let j = rb[k]! * b.width + x
    const end = i + w
    for (; i < end; i++, j++) {
      s1 += da[i]!
      s2 += db[j]!
    }
  }
  const m1 = s1 / n
  const m2 = s2 / n
  let sx = 0
  let sy = 0
  let sxy = 0
  for (let k = 0; k < h; k++) {
    let i = ra[k]! * a.width + x
    let j = rb[k]! * b.width + x
    const end = i + w
    for (; i < end; i++, j++) {
      const u = da[i]! - m1
      const v = db[j]! - m2
      sx += u * u
      sy += v * v
      sxy += u * v
    }
  }
  const d = n - 1
  sx /= d
  sy /= d
  sxy /= d
  return ((2 * m1 * m2 + C1) * (2 * sxy + C2)) / ((m1 * m1 + m2 * m2 + C1) * (sx + sy + C2))
}

/**
 * The mean SSIM of two images of the same size, nothing masked: what
 * `image-ssim`'s `compare(a, b).ssim` returns.
 *
 * @since 0.1.0
 */
export const ssim = (a: Luma, b: Luma): number => {
  if (a.width !== b.width || a.height !== b.height) throw new Error("images have different sizes")
  const rows = new Int32Array(BLOCK)
  let sum = 0
  let windows = 0
  for (let y = 0; y < a.height; y += BLOCK) {
    const h = Math.min(BLOCK, a.height - y)
    for (let k = 0; k < h; k++) rows[k] = y + k
    for (let x = 0; x < a.width; x += BLOCK) {
      const w = Math.min(BLOCK, a.width - x)
      if (w * h < 2) continue
      sum += windowSsim(a, b, rows, rows, h, x, w)
      windows++
    }
  }
  return windows === 0 ? 1 : sum / windows
}

/**
 * A rectangle in device pixels.
 *
 * @since 0.1.0
 */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * What a comparison of one area adds up: the SSIM of its windows, and the
 * area (in window units) of removed content, which counts as completely
 * dissimilar, and of inserted content, which counts half: what the visitor
 * saw before is all still there, only moved (a news item on top), while
 * covered or removed content is gone (an overlay). Measured on corpus
 * pages (`pnpm bench:image-accuracy`): three news items inserted on top
 * leave the first screen 91% similar at full weight, a 150 px overlay
 * banner 86%; at half weight the news items stay above 95%.
 *
 * @since 0.1.0
 */
export interface Tally {
  sum: number
  windows: number
  masked: number
  removed: number
  inserted: number
}

/**
 * A fresh tally.
 *
 * @since 0.1.0
 */
export const tally = (): Tally => ({ sum: 0, windows: 0, masked: 0, removed: 0, inserted: 0 })

/**
 * The similarity (0..1) of a tally; an area with nothing left to compare
 * (all masked) is similar.
 *
 * @since 0.1.0
 */
export const similarity = (t: Tally): number => {
  const total = t.windows + t.removed + t.inserted
  return total === 0 ? 1 : Math.max(0, (t.sum + t.inserted / 2) / total)
}

const maskedRow = (mask: BlockMask, y: number, c0: number, c1: number): boolean => {
  const r = Math.floor(y / BLOCK)
  if (r >= mask.rows) return false
  for (let c = c0; c < c1; c++) if (mask.bits[r * mask.cols + c] !== 1) return false
  return true
}

const maskedWindow = (mask: BlockMask, rows: ArrayLike<number>, h: number, x: number, w: number): boolean => {
  const c0 = Math.floor(x / BLOCK)
  const c1 = Math.min(mask.cols, Math.ceil((x + w) / BLOCK))
  let last = -1
  for (let k = 0; k < h; k++) {
    const r = Math.floor(rows[k]! / BLOCK)
    if (r === last || r >= mask.rows) continue
    last = r
    for (let c = c0; c < c1; c++) if (mask.bits[r * mask.cols + c] === 1) return true
  }
  return false
}

/**
 * Compares the area `box` of the reference (device px) with the current
 * rows the alignment pairs with it. Windows start at the box's corner and
 * follow the paired rows; a window touching a masked block is left out; a
 * window whose rows are all identical is similar without computing it.
 * Removed rows and rows inserted inside the box are tallied apart (see
 * `Tally`), unless they sit in a masked band (content of varying height); content
 * inserted at the box's top or bottom edge counts only for the whole page
 * (`wholePage`). `bandOf` splits the tally by reference row (screens of
 * the page).
 *
 * @since 0.1.0
 */
export const compareAligned = (
  a: Luma,
  b: Luma,
  alignment: Alignment,
  mask: BlockMask,
  box: Box,
  tallies: ReadonlyArray<Tally>,
  bandOf: (referenceRow: number) => number,
  wholePage: boolean
): void => {
  const x0 = box.x
  const x1 = Math.min(box.x + box.width, a.width, b.width)
  if (x1 <= x0) return
  const y1 = Math.min(box.y + box.height, a.height)
  const c0 = Math.floor(x0 / BLOCK)
  const c1 = Math.min(mask.cols, Math.ceil(x1 / BLOCK))
  const width = x1 - x0
  const area = BLOCK * BLOCK
  const ra = new Int32Array(BLOCK)
  const rb = new Int32Array(BLOCK)
  let h = 0
  let allSame = true
  const flush = () => {
    const t = tallies[bandOf(ra[0]!)]!
    for (let x = x0; x < x1; x += BLOCK) {
      const w = Math.min(BLOCK, x1 - x)
      if (w * h < 2) continue
      if (maskedWindow(mask, ra, h, x, w)) {
        t.masked++
        continue
      }
      t.windows++
      t.sum += allSame ? 1 : windowSsim(a, b, ra, rb, h, x, w)
    }
    h = 0
    allSame = true
  }
  for (let y = box.y; y < y1; y++) {
    const p = alignment.partner[y]!
    if (p === -1) {
      if (!maskedRow(mask, y, c0, c1)) tallies[bandOf(y)]!.removed += width / area
      continue
    }
    ra[h] = y
    rb[h] = p
    if (alignment.same[y] !== 1) allSame = false
    h++
    if (h === BLOCK) flush()
  }
  if (h > 0) flush()
  for (const ins of alignment.inserted) {
    if (wholePage ? ins.at > y1 : ins.at <= box.y || ins.at >= y1) continue
    const above = ins.at - 1
    const volatile = (above >= 0 && maskedRow(mask, above, c0, c1)) || (ins.at < a.height && maskedRow(mask, ins.at, c0, c1))
    if (!volatile) tallies[bandOf(Math.min(ins.at, a.height - 1))]!.inserted += (ins.count * width) / area
  }
}

/**
 * The volatility mask of a baseline: blocks of the reference screenshot
 * (8 x 8 device px, the SSIM window) where the baseline samples differed
 * (carousels, ads, clocks). Masked blocks are left out of the comparison.
 * In memory it is one byte per block; stored as run lengths.
 *
 * @since 0.1.0
 */

/**
 * The block size in device pixels: the SSIM window, so a masked block is
 * exactly one window of the page grid.
 *
 * @since 0.1.0
 */
export const BLOCK = 8

/**
 * A mask in memory: `bits[row * cols + col]` is 1 for a masked block.
 *
 * @since 0.1.0
 */
export interface BlockMask {
  readonly cols: number
  readonly rows: number
  readonly bits: Uint8Array
}

/**
 * A mask as stored with the baseline: alternating run lengths of unmasked
 * and masked blocks, row by row, starting with an unmasked run (possibly 0).
 *
 * @since 0.1.0
 */
export interface StoredMask {
  readonly block: number
  readonly cols: number
  readonly rows: number
  readonly runs: ReadonlyArray<number>
}

/**
 * An empty mask covering an image of `width x height` device px.
 *
 * @since 0.1.0
 */
export const empty = (width: number, height: number): BlockMask => {
  const cols = Math.ceil(width / BLOCK)
  const rows = Math.ceil(height / BLOCK)
  return { cols, rows, bits: new Uint8Array(cols * rows) }
}

/**
 * Whether the block containing device pixel `(x, y)` is masked (outside
 * the mask = not masked).
 *
 * @since 0.1.0
 */
export const at = (mask: BlockMask, x: number, y: number): boolean => {
  const c = Math.floor(x / BLOCK)
  const r = Math.floor(y / BLOCK)
  return c >= 0 && r >= 0 && c < mask.cols && r < mask.rows && mask.bits[r * mask.cols + c] === 1
}

/**
 * Marks the blocks covering device pixels `[x0, x1) x [y0, y1)`.
 *
 * @since 0.1.0
 */
export const mark = (mask: BlockMask, x0: number, y0: number, x1: number, y1: number): void => {
  const c0 = Math.max(0, Math.floor(x0 / BLOCK))
  const c1 = Math.min(mask.cols, Math.ceil(x1 / BLOCK))
  const r0 = Math.max(0, Math.floor(y0 / BLOCK))
  const r1 = Math.min(mask.rows, Math.ceil(y1 / BLOCK))
  for (let r = r0; r < r1; r++) mask.bits.fill(1, r * mask.cols + c0, r * mask.cols + c1)
}

/**
 * Grows every masked area by `n` blocks in each direction: what differed
 * between a few samples (a carousel's text) is usually surrounded by more
 * of the same element.
 *
 * @since 0.1.0
 */
export const dilate = (mask: BlockMask, n = 1): BlockMask => {
  const { cols, rows, bits } = mask
  const out = new Uint8Array(bits.length)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (bits[r * cols + c] !== 1) continue
      const r0 = Math.max(0, r - n)
      const r1 = Math.min(rows - 1, r + n)
      const c0 = Math.max(0, c - n)
      const c1 = Math.min(cols - 1, c + n)
      for (let rr = r0; rr <= r1; rr++) out.fill(1, rr * cols + c0, rr * cols + c1 + 1)
    }
  }
  return { cols, rows, bits: out }
}

/**
 * The fraction of blocks that are masked.
 *
 * @since 0.1.0
 */
export const coverage = (mask: BlockMask): number => {
  let n = 0
  for (let i = 0; i < mask.bits.length; i++) n += mask.bits[i]!
  return mask.bits.length === 0 ? 0 : n / mask.bits.length
}

/**
 * Run-length encodes a mask for storage.
 *
 * @since 0.1.0
 */
export const store = (mask: BlockMask): StoredMask => {
  const runs: Array<number> = []
  let value = 0
  let length = 0
  for (let i = 0; i < mask.bits.length; i++) {
    if (mask.bits[i] === value) {
      length++
    } else {
      runs.push(length)
      value = mask.bits[i]!
      length = 1
    }
  }
  // a trailing unmasked run is implied
  if (value === 1) runs.push(length)
  return { block: BLOCK, cols: mask.cols, rows: mask.rows, runs }
}

/**
 * Decodes a stored mask; a mask of another block size or a damaged one is
 * refused (the caller rebuilds the baseline).
 *
 * @since 0.1.0
 */
export const load = (stored: StoredMask): BlockMask => {
  if (stored.block !== BLOCK) throw new Error(`mask block size ${stored.block} is not ${BLOCK}`)
  const bits = new Uint8Array(stored.cols * stored.rows)
  let i = 0
  let value = 0
  for (const run of stored.runs) {
    if (!Number.isInteger(run) || run < 0 || i + run > bits.length) throw new Error("damaged mask")
    if (value === 1) bits.fill(1, i, i + run)
    i += run
    value ^= 1
  }
  return { cols: stored.cols, rows: stored.rows, bits }
}

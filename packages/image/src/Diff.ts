/**
 * The diff image of a check: the current screenshot faded to grey, with
 * the pixels that differ from the baseline in red, inserted content tinted
 * red, the place of removed content marked by a magenta line, masked
 * (volatile) blocks tinted blue and the compared regions outlined in
 * orange.
 *
 * @since 0.1.0
 */
import type { Alignment } from "./Align.js"
import * as Mask from "./Mask.js"
import type { Rgba } from "./Png.js"
import type { Box } from "./Ssim.js"

/**
 * A pixel differs when one of its channels differs by more than this
 * (anti-aliasing noise stays grey).
 *
 * @since 0.1.0
 */
export const PIXEL_TOLERANCE = 24

/**
 * The diff image and the bounding box (device px of the current
 * screenshot) of what changed, or `null` when nothing did.
 *
 * @since 0.1.0
 */
export const make = (
  reference: Rgba,
  current: Rgba,
  alignment: Alignment,
  mask: Mask.BlockMask,
  regions: ReadonlyArray<Box>
): { readonly image: Rgba; readonly changed: Box | null } => {
  const { width, height } = current
  const out = new Uint8Array(width * height * 4)
  const back = new Int32Array(height).fill(-1)
  const same = new Uint8Array(height)
  for (let y = 0; y < reference.height; y++) {
    const p = alignment.partner[y]!
    if (p !== -1) {
      back[p] = y
      same[p] = alignment.same[y]!
    }
  }
  const a = reference.data
  const b = current.data
  let minX = width
  let minY = height
  let maxX = -1
  let maxY = -1
  const hit = (x: number, y: number) => {
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  for (let y = 0; y < height; y++) {
    const ry = back[y]!
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const grey = b[i]! * 0.299 + b[i + 1]! * 0.587 + b[i + 2]! * 0.114
      const faded = 255 - (255 - grey) * 0.35
      let r = faded
      let g = faded
      let bl = faded
      if (ry === -1) {
        r = 255
        g = faded * 0.6
        bl = faded * 0.6
        hit(x, y)
      } else if (same[y] !== 1) {
        if (Mask.at(mask, x, ry)) {
          bl = 255
          r = faded * 0.8
          g = faded * 0.9
        } else {
          const j = (ry * reference.width + x) * 4
          const d = Math.max(Math.abs(a[j]! - b[i]!), Math.abs(a[j + 1]! - b[i + 1]!), Math.abs(a[j + 2]! - b[i + 2]!))
          if (d > PIXEL_TOLERANCE) {
            r = 255
            g = 0
            bl = 0
            hit(x, y)
          }
        }
      } else if (Mask.at(mask, x, ry)) {
        bl = 255
        r = faded * 0.8
        g = faded * 0.9
      }
      out[i] = r
      out[i + 1] = g
      out[i + 2] = bl
      out[i + 3] = 255
    }
  }
  const paint = (x0: number, y0: number, x1: number, y1: number, rgb: readonly [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        const i = (y * width + x) * 4
        out[i] = rgb[0]
        out[i + 1] = rgb[1]
        out[i + 2] = rgb[2]
      }
    }
  }
  // where removed content used to be
  for (let y = 0; y < reference.height; y++) {
    if (alignment.partner[y] !== -1 || (y > 0 && alignment.partner[y - 1] === -1)) continue
    // row y starts a removed run, so row y - 1 has a partner
    const at = Math.min(height - 1, y === 0 ? 0 : alignment.partner[y - 1]! + 1)
    paint(0, at - 1, width, at + 1, [255, 0, 255])
    hit(0, at)
    hit(width - 1, at)
  }
  for (const r of regions) {
    const x1 = r.x + r.width
    const y1 = r.y + r.height
    paint(r.x - 2, r.y - 2, x1 + 2, r.y, [255, 140, 0])
    paint(r.x - 2, y1, x1 + 2, y1 + 2, [255, 140, 0])
    paint(r.x - 2, r.y, r.x, y1, [255, 140, 0])
    paint(x1, r.y, x1 + 2, y1, [255, 140, 0])
  }
  return {
    image: { width, height, data: out },
    changed: maxX === -1 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
  }
}

import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import ImageSSIM from "image-ssim"
import { align, byPosition, rowHashes } from "../src/Align.js"
import * as Mask from "../src/Mask.js"
import type { Rgba } from "../src/Png.js"
import * as Ssim from "../src/Ssim.js"
import { copy, fill, page } from "./images.js"

const arbImage = (width: number, height: number) =>
  fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }).map((data): Rgba => {
    for (let i = 3; i < data.length; i += 4) data[i] = 255
    return { width, height, data }
  })

const pair = fc
  .tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 2, max: 40 }))
  // a 1x1 corner window is NaN in image-ssim (variance over n - 1 = 0 pixels); we leave it out
  .filter(([w, h]) => !(w % 8 === 1 && h % 8 === 1))
  .chain(([w, h]) => fc.tuple(arbImage(w, h), arbImage(w, h)))

const bare = (img: Rgba) => ImageSSIM.compare({ data: img.data, width: img.width, height: img.height, channels: 4 }, { data: img.data, width: img.width, height: img.height, channels: 4 })

describe("Ssim", () => {
  it("computes image-ssim's value", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const expected = ImageSSIM.compare(
          { data: a.data, width: a.width, height: a.height, channels: 4 },
          { data: b.data, width: b.width, height: b.height, channels: 4 }
        ).ssim
        expect(Math.abs(Ssim.ssim(Ssim.luma(a), Ssim.luma(b)) - expected)).toBeLessThan(1e-9)
      }),
      { numRuns: 200 }
    )
    const a = page(200)
    expect(Ssim.ssim(Ssim.luma(a), Ssim.luma(a))).toBeCloseTo(bare(a).ssim, 12)
  })

  it("compareAligned over rows paired by position and nothing masked is plain SSIM", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const t = Ssim.tally()
        const box = { x: 0, y: 0, width: a.width, height: a.height }
        Ssim.compareAligned(Ssim.luma(a), Ssim.luma(b), byPosition(rowHashes(a), rowHashes(b)), Mask.empty(a.width, a.height), box, [t], () => 0, true)
        expect(Math.abs(Ssim.similarity(t) - Math.max(0, Ssim.ssim(Ssim.luma(a), Ssim.luma(b))))).toBeLessThan(1e-9)
      }),
      { numRuns: 100 }
    )
  })

  it("leaves masked windows out", () => {
    const a = page(400)
    const b = copy(a)
    fill(b, 100, 100, 50, 30, [200, 0, 0])
    const mask = Mask.empty(a.width, a.height)
    const box = { x: 0, y: 0, width: a.width, height: a.height }
    const run = (m: Mask.BlockMask) => {
      const t = Ssim.tally()
      Ssim.compareAligned(Ssim.luma(a), Ssim.luma(b), align(rowHashes(a), rowHashes(b)), m, box, [t], () => 0, true)
      return t
    }
    expect(Ssim.similarity(run(mask))).toBeLessThan(0.999)
    Mask.mark(mask, 100, 100, 150, 130)
    const masked = run(mask)
    expect(Ssim.similarity(masked)).toBe(1)
    expect(masked.masked).toBeGreaterThan(0)
  })

  it("counts inserted rows as half-dissimilar area and compares the rest in place", () => {
    const a = page(800)
    const band = page(48, 99)
    const rows = { ...band, height: 48 }
    const data = new Uint8Array((a.height + 48) * a.width * 4)
    data.set(a.data.subarray(0, 200 * a.width * 4))
    data.set(rows.data, 200 * a.width * 4)
    data.set(a.data.subarray(200 * a.width * 4), 248 * a.width * 4)
    const b = { width: a.width, height: a.height + 48, data }
    const t = Ssim.tally()
    const box = { x: 0, y: 0, width: a.width, height: a.height }
    Ssim.compareAligned(Ssim.luma(a), Ssim.luma(b), align(rowHashes(a), rowHashes(b)), Mask.empty(a.width, a.height), box, [t], () => 0, true)
    // 48 inserted rows beside 800 unchanged ones, counted half
    expect(t.inserted).toBeCloseTo((48 * 1280) / 64, 6)
    expect(Ssim.similarity(t)).toBeCloseTo((800 + 24) / 848, 2)
    const naive = Ssim.tally()
    Ssim.compareAligned(Ssim.luma(a), Ssim.luma(b), byPosition(rowHashes(a), rowHashes(b)), Mask.empty(a.width, a.height), box, [naive], () => 0, true)
    expect(Ssim.similarity(naive)).toBeLessThan(0.7)
  })
})

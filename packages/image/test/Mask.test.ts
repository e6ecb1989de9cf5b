import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Mask from "../src/Mask.js"

describe("Mask", () => {
  it("stores as run lengths and loads back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((cols) =>
          fc.integer({ min: 1, max: 30 }).chain((rows) =>
            fc.array(fc.boolean(), { minLength: cols * rows, maxLength: cols * rows }).map((b) => ({ cols, rows, bits: Uint8Array.from(b, Number) }))
          )
        ),
        (mask) => {
          const stored = Mask.store(mask)
          expect(JSON.parse(JSON.stringify(stored))).toEqual(stored)
          expect(Mask.load(stored)).toEqual(mask)
        }
      )
    )
    expect(Mask.store(Mask.empty(1280, 2000)).runs).toEqual([])
  })

  it("refuses a damaged mask or another block size", () => {
    expect(() => Mask.load({ block: 8, cols: 2, rows: 2, runs: [1, 9] })).toThrow("damaged mask")
    expect(() => Mask.load({ block: 16, cols: 2, rows: 2, runs: [] })).toThrow("block size")
  })

  it("marks the blocks a pixel rectangle touches and dilates by one block", () => {
    const m = Mask.empty(80, 80)
    Mask.mark(m, 20, 20, 21, 21)
    expect(Mask.at(m, 16, 16) && Mask.at(m, 23, 23)).toBe(true)
    expect(Mask.at(m, 24, 20) || Mask.at(m, 15, 20)).toBe(false)
    const d = Mask.dilate(m)
    expect(Mask.at(d, 8, 8) && Mask.at(d, 31, 31)).toBe(true)
    expect(Mask.at(d, 32, 20) || Mask.at(d, 7, 20)).toBe(false)
    expect(Mask.coverage(d)).toBeCloseTo(9 / 100, 9)
  })
})

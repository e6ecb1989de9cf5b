import { describe, expect, it } from "@effect/vitest"
import { align, rowHashes } from "../src/Align.js"
import { blank, copy, fill, insertRows, page } from "./images.js"

describe("Align", () => {
  it("pairs identical pages row by row", () => {
    const a = page(600)
    const al = align(rowHashes(a), rowHashes(copy(a)))
    expect(Array.from(al.partner)).toEqual(Array.from({ length: 600 }, (_, i) => i))
    expect(al.same.every((s) => s === 1)).toBe(true)
    expect(al.inserted).toEqual([])
  })

  it("finds content inserted near the top and pairs everything below with its shifted rows", () => {
    const a = page(1000)
    const banner = blank(1280, 60, [30, 90, 200])
    const b = insertRows(a, 104, banner)
    const al = align(rowHashes(a), rowHashes(b))
    expect(al.inserted).toEqual([{ at: 104, from: 104, count: 60 }])
    for (let y = 0; y < 1000; y++) expect(al.partner[y]).toBe(y < 104 ? y : y + 60)
    expect(al.same.every((s) => s === 1)).toBe(true)
  })

  it("finds removed content", () => {
    const a = page(1000)
    const b = insertRows(a, 0, blank(1280, 0))
    const cut = { width: 1280, height: 1000 - 48, data: new Uint8Array([...b.data.subarray(0, 200 * 1280 * 4), ...b.data.subarray(248 * 1280 * 4)]) }
    const al = align(rowHashes(a), rowHashes(cut))
    const removed = Array.from(al.partner).flatMap((p, y) => (p === -1 ? [y] : []))
    expect(removed.length).toBe(48)
    expect(al.partner[300]).toBe(252)
  })

  it("pairs a replaced block row by row", () => {
    const a = page(600)
    const b = copy(a)
    fill(b, 0, 200, 1280, 100, [0, 0, 0])
    const al = align(rowHashes(a), rowHashes(b))
    expect(al.inserted).toEqual([])
    for (let y = 200; y < 300; y++) {
      expect(al.partner[y]).toBe(y)
      expect(al.same[y]).toBe(0)
    }
  })
})

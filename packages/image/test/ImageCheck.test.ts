import { describe, expect, it } from "@effect/vitest"
import * as ImageBaseline from "../src/ImageBaseline.js"
import * as ImageCheck from "../src/ImageCheck.js"
import * as Png from "../src/Png.js"
import { blank, copy, fill, insertRows, page, text } from "./images.js"

const shot = (img: Png.Rgba) => ({ png: Png.encode(img), scale: 1, pageHeight: img.height })
const current = (img: Png.Rgba) => ({ image: img, scale: 1, pageHeight: img.height })
const whole = { threshold: 95, regions: [] }

const slides: ReadonlyArray<readonly [number, number, number]> = [[200, 40, 40], [40, 160, 40], [40, 40, 200], [200, 200, 40]]

// A page with a "carousel" box whose picture differs per sample.
const carouselPage = (slide: number) => {
  const img = page(1600)
  fill(img, 200, 300, 600, 240, slides[slide % 4]!)
  fill(img, 240 + 40 * slide, 480, 200, 30, [255, 255, 255])
  return img
}

describe("ImageBaseline", () => {
  it("masks what differs between the samples, and stays a plain JSON value", () => {
    const { baseline, reference } = ImageBaseline.build([0, 1, 2].map((n) => shot(carouselPage(n))))
    expect(JSON.parse(JSON.stringify(baseline))).toEqual(baseline)
    expect(baseline.reference).toBe(Png.sha256(shot(carouselPage(0)).png))
    expect(reference.height).toBe(1600)
    // the 600x240 box (blocks 25..99 x 37..67) plus one block around it, of a 1280x1600 page
    expect(baseline.maskedPercent).toBeCloseTo(((77 * 33 * 64) / (1280 * 1600)) * 100, 1)
  })

  it("does not mask the page below content of varying height", () => {
    const a = page(1200)
    const b = insertRows(a, 200, blank(1280, 40, [90, 90, 90]))
    const { baseline } = ImageBaseline.build([shot(a), shot(b)])
    expect(baseline.maskedPercent).toBeLessThan(3)
    expect(baseline.pageHeight).toEqual({ min: 1200, max: 1240 })
  })
})

describe("ImageCheck", () => {
  const carousel = ImageBaseline.build([0, 1, 2].map((n) => shot(carouselPage(n))))

  it("a page like its baseline is 100% similar; another slide of the carousel is masked", () => {
    const same = ImageCheck.check(carousel.baseline, carousel.reference, current(carouselPage(0)), whole)
    expect(same.similarity).toBe(100)
    expect(same.alert).toBe(false)
    expect(same.diff).toBeNull()
    const otherSlide = ImageCheck.check(carousel.baseline, carousel.reference, current(carouselPage(3)), whole)
    expect(otherSlide.similarity).toBe(100)
    expect(otherSlide.alert).toBe(false)
  })

  it("alerts below the threshold with a diff image and the changed box", () => {
    const defaced = carouselPage(0)
    fill(defaced, 0, 0, 1280, 700, [0, 0, 0])
    const r = ImageCheck.check(carousel.baseline, carousel.reference, current(defaced), whole)
    expect(r.alert).toBe(true)
    expect(r.similarity).toBeLessThan(50)
    const f = r.findings.find((x) => x.check === "page_similarity")!
    expect(f.breach).toBe(true)
    expect(f.diff).toBe(r.diff!.sha256)
    const diff = Png.decode(r.diff!.png)
    expect([diff.width, diff.height]).toEqual([1280, 1600])
    // changed pixels are red
    const i = (100 * 1280 + 640) * 4
    expect([diff.data[i], diff.data[i + 1], diff.data[i + 2]]).toEqual([255, 0, 0])
    expect(r.changed).toEqual({ x: 0, y: 0, width: 1280, height: 700 })
  })

  it("a change confined to one screen of a long page counts as much as on a short page", () => {
    const long = page(4000)
    const b = ImageBaseline.build([shot(long)])
    const changed = copy(long)
    fill(changed, 0, 3300, 1280, 300, [0, 0, 0])
    const r = ImageCheck.check(b.baseline, b.reference, current(changed), whole)
    expect(r.alert).toBe(true)
    expect(r.areas[0]!.screen).toEqual({ x: 0, y: 3200, width: 1280, height: 800 })
  })

  it("content inserted near the top costs its own area, not the rest of the page", () => {
    const a = page(2400)
    const b = ImageBaseline.build([shot(a)])
    const shifted = insertRows(a, 400, blank(1280, 24, [250, 250, 250]))
    text(shifted, 400, 1, 77)
    const r = ImageCheck.check(b.baseline, b.reference, current(shifted), whole)
    expect(r.similarity).toBeGreaterThan(95)
    expect(r.findings.map((f) => f.check)).toEqual(["page_similarity", "page_height"])
    expect(r.findings[1]!.breach).toBe(false)
  })

  it("content pushed below the height cap is not removed content", () => {
    // a page cut at the cap, ending in blank rows; the current one has 48 rows more on top
    const a = blank(1280, 8000)
    text(a, 8, 300, 3)
    const b = ImageBaseline.build([{ png: Png.encode(a), scale: 1, pageHeight: 9000 }])
    const band = blank(1280, 48, [250, 250, 250])
    text(band, 12, 1, 5)
    const shifted = insertRows(a, 104, band)
    const cut = { width: 1280, height: 8000, data: shifted.data.slice(0, 1280 * 8000 * 4) }
    const r = ImageCheck.check(b.baseline, b.reference, { image: cut, scale: 1, pageHeight: 9048 }, whole)
    // only the inserted band counts (half), in the first screen
    expect(r.similarity).toBeGreaterThan(96)
    expect(r.areas[0]!.screen!.y).toBe(0)
  })

  it("compares only the regions: a change outside them does not alert, one inside does", () => {
    const a = page(1600)
    const b = ImageBaseline.build([shot(a)])
    const regions = { threshold: 95, regions: [{ x: 0, y: 0, width: 1280, height: 200 }, { x: 640, y: 800, width: 640, height: 400 }] }
    const outside = copy(a)
    fill(outside, 0, 400, 600, 300, [0, 0, 0])
    const r1 = ImageCheck.check(b.baseline, b.reference, current(outside), regions)
    expect(r1.alert).toBe(false)
    expect(r1.areas.map((x) => x.similarity)).toEqual([100, 100])
    const inside = copy(a)
    fill(inside, 700, 900, 200, 100, [0, 0, 0])
    const r2 = ImageCheck.check(b.baseline, b.reference, current(inside), regions)
    expect(r2.alert).toBe(true)
    expect(r2.areas.map((x) => x.breach)).toEqual([false, true])
    expect(r2.findings.filter((f) => f.breach).map((f) => f.region)).toEqual([{ x: 640, y: 800, width: 640, height: 400 }])
  })

  it("a region that no longer fits the page is a finding; one outside the baseline is only reported", () => {
    const a = page(1600)
    const b = ImageBaseline.build([shot(a)])
    const short = { width: 1280, height: 900, data: a.data.slice(0, 1280 * 900 * 4) }
    const r = ImageCheck.check(b.baseline, b.reference, current(short), {
      threshold: 95,
      regions: [{ x: 0, y: 0, width: 1280, height: 100 }, { x: 0, y: 1000, width: 300, height: 300 }, { x: 0, y: 5000, width: 100, height: 100 }]
    })
    expect(r.findings.map((f) => [f.check, f.breach])).toEqual([
      ["region_similarity", false],
      ["region_outside", true],
      ["region_outside", false],
      ["page_height", false]
    ])
    expect(r.alert).toBe(true)
    expect(r.areas.map((x) => x.similarity)).toEqual([100, null, null])
  })

  it("refuses a baseline rendered at another scale", () => {
    const a = page(800)
    const b = ImageBaseline.build([shot(a)])
    expect(() => ImageCheck.check(b.baseline, b.reference, { image: a, scale: 2, pageHeight: 400 }, whole)).toThrow("scale")
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as PageFarm from "@defmon/testing/PageFarm"
import { ManagedRuntime } from "effect"
import { afterAll, beforeAll } from "vitest"
import { chromiumRuns } from "./chromium.js"
import * as ChromiumRenderer from "../src/ChromiumRenderer.js"
import * as ImageEngine from "../src/ImageEngine.js"
import { serve, type TestServer } from "./server.js"

const shop = (style: string, header = "Tool shop", body = "Hand tools and power tools since 1987.") => `<!doctype html>
<html><head><title>Tool shop</title><style>${style}</style></head>
<body style="margin:0;font:16px/1.5 sans-serif">
<div style="height:120px;background:#246;color:#fff;padding:20px"><h1 style="margin:0">${header}</h1></div>
<div style="padding:20px"><p>${body}</p>
${Array.from({ length: 30 }, (_, i) => `<p>Item ${i + 1}: a hammer, a saw, a drill, a chisel, a plane and a level, all tested in our own workshop.</p>`).join("\n")}
</div></body></html>`

const plain = "h1 { letter-spacing: 1px }"
const overlay = `h1 { letter-spacing: 1px }
body::after { content: "Hacked by x0r"; position: fixed; inset: 0; background: #000; color: #f00;
  font: bold 64px sans-serif; display: flex; align-items: center; justify-content: center; z-index: 99999 }`
const inverted = "h1 { letter-spacing: 1px } html { filter: invert(1) hue-rotate(180deg) }"

let farm: PageFarm.PageFarm
let carousel: TestServer
let runtime: ManagedRuntime.ManagedRuntime<any, never>

describe.skipIf(!chromiumRuns("image engine"))("the image engine in Chromium", () => {
  beforeAll(async () => {
    farm = await PageFarm.start({ pages: { "/shop": shop(plain) } })
    // a carousel that shows the next slide on every request, as many sites rotate banners per visit
    let n = 0
    const colours = ["#c33", "#3a3", "#33c", "#cc3"]
    carousel = await serve("127.0.0.1", (_req, res) => {
      const slide = n++ % 4
      res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><html><body style="margin:0;font:16px sans-serif">
  <h1 style="margin:20px">Welcome</h1>
  <div style="margin:20px;width:600px;height:240px;background:${colours[slide]};color:#fff;font-size:32px;padding:20px">Offer ${slide + 1}: ${["tents", "boots", "stoves", "maps"][slide]}</div>
  ${Array.from({ length: 20 }, (_, i) => `<p style="margin:20px">Paragraph ${i}: the same text on every visit of this page.</p>`).join("")}
  </body></html>`)
    })
    runtime = ManagedRuntime.make(ChromiumRenderer.layer({ allowHosts: ["127.0.0.1"], settleMs: 1000 }))
  })

  afterAll(async () => {
    await runtime.dispose()
    await Promise.all([farm.close(), carousel.close()])
  })

  const whole = { threshold: 95, regions: [] }

  it("flags CSS-only defacements: an overlay drawn by a stylesheet, an inverted page", async () => {
    farm.set("/css", shop(plain))
    const url = farm.url("/css")
    const ref = await runtime.runPromise(ImageEngine.baseline([url, url, url]))
    expect(ref.baseline.maskedPercent).toBe(0)
    const same = await runtime.runPromise(ImageEngine.check(url, ref, whole))
    expect(same.result).toMatchObject({ alert: false, similarity: 100, diff: null })
    // the overlay covers the page; the inverted page keeps its white canvas but its text turns white
    for (const [css, below] of [[overlay, 5], [inverted, 90]] as const) {
      farm.set("/css", shop(css))
      const { result } = await runtime.runPromise(ImageEngine.check(url, ref, whole))
      expect(result.alert).toBe(true)
      expect(result.similarity).toBeLessThan(below)
      expect(result.findings[0]).toMatchObject({ engine: "image", check: "page_similarity", breach: true, diff: result.diff!.sha256 })
    }
  })

  it("does not alarm on a rotating carousel or a clock: the baseline samples mask them", async () => {
    const url = carousel.url("/")
    const ref = await runtime.runPromise(ImageEngine.baseline([url, url, url]))
    expect(ref.baseline.maskedPercent).toBeGreaterThan(5)
    const { result } = await runtime.runPromise(ImageEngine.check(url, ref, whole))
    expect(result.alert).toBe(false)
    expect(result.similarity).toBeGreaterThan(99)
    farm.set("/clock", shop(plain))
    farm.volatile("/clock", true)
    const clock = farm.url("/clock")
    const clockRef = await runtime.runPromise(ImageEngine.baseline([clock, clock, clock]))
    expect(clockRef.baseline.maskedPercent).toBeGreaterThan(0)
    expect((await runtime.runPromise(ImageEngine.check(clock, clockRef, whole))).result.alert).toBe(false)
  })

  it("with regions: a change outside them does not alarm, one inside does, one outside the page is a finding", async () => {
    const url = farm.url("/shop")
    const ref = await runtime.runPromise(ImageEngine.baseline([url]))
    // the site's name in the header
    const header = { threshold: 95, regions: [{ x: 0, y: 0, width: 400, height: 80 }] }
    farm.set("/shop", shop(plain, "Tool shop", "Closed on Monday for stocktaking, open again on Tuesday at nine."))
    const outside = await runtime.runPromise(ImageEngine.check(url, ref, header))
    expect(outside.result.alert).toBe(false)
    expect(outside.result.similarity).toBe(100)
    // the same change without regions is seen
    expect((await runtime.runPromise(ImageEngine.check(url, ref, whole))).result.similarity).toBeLessThan(100)
    farm.set("/shop", shop(plain, "Owned by x0r"))
    const inside = await runtime.runPromise(ImageEngine.check(url, ref, header))
    expect(inside.result.alert).toBe(true)
    expect(inside.result.findings.find((f) => f.breach)).toMatchObject({ check: "region_similarity", region: header.regions[0] })
    farm.set("/shop", `<!doctype html><html><body><h1>Tool shop</h1></body></html>`)
    const short = await runtime.runPromise(ImageEngine.check(url, ref, { threshold: 95, regions: [{ x: 0, y: 1200, width: 600, height: 200 }] }))
    expect(short.result.findings.map((f) => [f.check, f.breach])).toContainEqual(["region_outside", true])
  })
})

/**
 * pnpm bench:render — the image engine, in one run:
 * 1. pages rendered per second from the loopback page farm by the Chromium
 *    renderer (pool of PAGES_AT_ONCE contexts, guard, proxy, settle), beside
 *    a bare Playwright loop on the same pages and the same browser build
 *    (new context, goto until `load`, full-page screenshot, nothing else);
 * 2. milliseconds to compare two 1280x2000 screenshots: bare `image-ssim`,
 *    defmon's SSIM on the same images, and the whole check (row alignment,
 *    mask, screens) without the diff image.
 */
import * as ChromiumRenderer from "@defmon/image/ChromiumRenderer"
import * as ImageBaseline from "@defmon/image/ImageBaseline"
import * as ImageCheck from "@defmon/image/ImageCheck"
import * as Png from "@defmon/image/Png"
import * as Ssim from "@defmon/image/Ssim"
import * as PageFarm from "@defmon/testing/PageFarm"
import { Effect } from "effect"
import ImageSSIM from "image-ssim"
import { chromium } from "playwright-core"

const PAGES = Number(process.env.PAGES ?? 40)
const AT_ONCE = Number(process.env.PAGES_AT_ONCE ?? 2)
const ROUNDS = Number(process.env.ROUNDS ?? 9)

const farm = await PageFarm.start({ sample: PAGES })
const urls = farm.paths.map(farm.url)

// Runs `work` over the URLs, `AT_ONCE` at a time; pages per second.
const throughput = async (work: (url: string) => Promise<unknown>): Promise<number> => {
  const queue = [...urls]
  const start = performance.now()
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await work(url)
    })
  )
  return urls.length / ((performance.now() - start) / 1000)
}

const bare = await chromium.launch({
  executablePath: ChromiumRenderer.defaults.executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
})
const bareRender = async (url: string) => {
  const context = await bare.newContext({ viewport: ChromiumRenderer.defaults.viewport, deviceScaleFactor: 1 })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: "load" })
    return await page.screenshot({ fullPage: true })
  } finally {
    await context.close()
  }
}

const result = await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function*() {
      const renderer = yield* ChromiumRenderer.make({ allowHosts: ["127.0.0.1"], pages: AT_ONCE })
      const render = (url: string) => Effect.runPromise(renderer.render(url))
      // warm both browsers up, then alternate the two loops
      yield* Effect.promise(() => Promise.all([render(urls[0]!), bareRender(urls[0]!)]))
      const ours: Array<number> = []
      const theirs: Array<number> = []
      for (let r = 0; r < 3; r++) {
        theirs.push(yield* Effect.promise(() => throughput(bareRender)))
        ours.push(yield* Effect.promise(() => throughput(render)))
      }

      // two 1280x2000 screenshots of the same page, the second with a paragraph changed
      const tall = (text: string) =>
        `<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif"><div style="height:100px;background:#246"></div>` +
        Array.from({ length: 70 }, (_, i) => `<p style="margin:0 20px 4px">${i === 30 ? text : `Paragraph ${i}: hand tools and power tools, tested in our own workshop since 1987.`}</p>`).join("") +
        `<div style="height:2000px"></div></body></html>`
      farm.set("/tall", tall("Paragraph 30: the original text of this paragraph."))
      const a = yield* renderer.render(farm.url("/tall"))
      farm.set("/tall", tall("Paragraph 30: this paragraph was edited since the baseline."))
      const b = yield* renderer.render(farm.url("/tall"))
      return { ours, theirs, a, b }
    })
  )
)
await bare.close()
await farm.close()

const crop = (img: Png.Rgba): Png.Rgba => ({ width: img.width, height: 2000, data: img.data.subarray(0, img.width * 2000 * 4) })
const a = crop(Png.decode(result.a.png))
const b = crop(Png.decode(result.b.png))
const { baseline, reference } = ImageBaseline.build([{ png: Png.encode(a), scale: 1, pageHeight: 2000 }])
const channels = (img: Png.Rgba) => ({ data: img.data, width: img.width, height: img.height, channels: 4 as const })

const timers: Record<string, () => number> = {
  "image-ssim (bare)": () => ImageSSIM.compare(channels(a), channels(b)).ssim,
  "defmon SSIM (same value)": () => Ssim.ssim(Ssim.luma(a), Ssim.luma(b)),
  "defmon check (align, mask, screens; no diff image)": () =>
    ImageCheck.check(baseline, reference, { image: b, scale: 1, pageHeight: 2000 }, { threshold: 95, regions: [] }, { diff: "never" }).similarity / 100
}
const values: Record<string, number> = {}
const times: Record<string, Array<number>> = Object.fromEntries(Object.keys(timers).map((n) => [n, []]))
for (const run of Object.values(timers)) run() // warm-up
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, run] of Object.entries(timers)) {
    const start = performance.now()
    values[name] = run()
    times[name]!.push(performance.now() - start)
  }
}
const median = (xs: ReadonlyArray<number>) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
const best = (xs: ReadonlyArray<number>) => Math.min(...xs)

console.log(`## Rendering: ${PAGES} farm pages, ${AT_ONCE} at a time, 3 alternating rounds (median)`)
console.log("| loop | pages/s | vs bare Playwright |")
console.log("|---|---:|---:|")
const bareRate = median(result.theirs)
console.log(`| bare Playwright (goto load, screenshot) | ${bareRate.toFixed(2)} | 1.00x |`)
console.log(`| defmon renderer (guard, proxy, settle, cap) | ${median(result.ours).toFixed(2)} | ${(median(result.ours) / bareRate).toFixed(2)}x |`)
console.log(`\n## Comparing two 1280x2000 screenshots: ${ROUNDS} interleaved rounds`)
console.log("| comparison | similarity | best ms | median ms | time vs bare image-ssim (median) |")
console.log("|---|---:|---:|---:|---:|")
const baseMs = median(times["image-ssim (bare)"]!)
for (const [name, ts] of Object.entries(times)) {
  console.log(`| ${name} | ${values[name]!.toFixed(4)} | ${best(ts).toFixed(1)} | ${median(ts).toFixed(1)} | ${(median(ts) / baseMs).toFixed(2)}x |`)
}
process.exit(0)

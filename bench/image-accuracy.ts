/**
 * pnpm bench:image-accuracy — verdicts of the image engine alone on
 * rendered corpus pages (htmlparser-benchmark, rendered offline: their
 * external styles and images are refused, so they render as plain
 * documents): benign visual changes against CSS-only and overlay
 * defacements, at the default threshold (95%) and beside it, for the
 * page similarity defmon uses (the least similar screen) and for the plain
 * whole-page mean. Each page's baseline is two renders with a clock line
 * that changes per render.
 */
import * as Align from "@defmon/image/Align"
import * as ChromiumRenderer from "@defmon/image/ChromiumRenderer"
import * as ImageBaseline from "@defmon/image/ImageBaseline"
import * as ImageCheck from "@defmon/image/ImageCheck"
import * as Mask from "@defmon/image/Mask"
import * as Png from "@defmon/image/Png"
import * as Ssim from "@defmon/image/Ssim"
import { Effect } from "effect"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"

const require = createRequire(import.meta.url)
const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
const corpus = readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => readFileSync(join(dir, f), "utf8"))
const PAGES = Math.min(Number(process.env.PAGES ?? 16), corpus.length)
let seed = Number(process.env.SEED ?? 7)
const rng = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  return seed / 0x7fffffff
}
const int = (n: number) => Math.floor(rng() * n)

const bodyOpen = (h: string) => {
  const m = /<body[^>]*>/i.exec(h)
  return m === null ? 0 : m.index + m[0].length
}
const headClose = (h: string) => Math.max(0, h.search(/<\/head>/i))
const at = (h: string, i: number, f: string) => h.slice(0, i) + f + h.slice(i)
const clock = (h: string) => at(h, bodyOpen(h), `<p class="updated">Updated ${new Date(1.7e12 + int(1e9) * 1000).toUTCString()} · ${int(100000)} readers</p>`)
const css = (h: string, c: string) => at(h, headClose(h), `<style>${c}</style>`)

const benign: Record<string, (h: string) => string> = {
  "reload (clock line)": (h) => h,
  "numbers in the text": (h) =>
    h.replace(/>([^<>]*\d[^<>]*)</g, (m, t: string) => (rng() < 0.5 && !/[{};=]/.test(t) ? `>${t.replace(/\b\d{1,4}\b/g, () => String(int(10000)))}<` : m)),
  "three news items on top": (h) =>
    at(h, bodyOpen(h), `<ul class="news">${["Council approves budget", "Local team wins cup", "New library opens"].map((t, i) => `<li><a href="/n/${i}">Story ${i}: ${t}</a></li>`).join("")}</ul>`),
  "a word edited": (h) => {
    let k = 0
    return h.replace(/>([^<>]{40,})</g, (m, t: string) => (k++ === 3 ? `>${t.replace(/\b([a-z]{4,})\b/i, "updated")}<` : m))
  },
  "link colour": (h) => css(h, "a { color: #0a5 }")
}
const defacements: Record<string, (h: string) => string> = {
  "overlay, whole screen": (h) => css(h, `body::after{content:"Hacked by x0r";position:fixed;inset:0;background:#000;color:#f00;font:bold 64px sans-serif;z-index:99999}`),
  "overlay banner, 150 px": (h) => css(h, `body::before{content:"HACKED BY x0r - your security is low";position:fixed;top:0;left:0;right:0;height:150px;background:#c00;color:#fff;font:bold 48px sans-serif;z-index:99999}`),
  "overlay box, 500x300": (h) => css(h, `body::after{content:"Owned";position:fixed;top:250px;left:390px;width:500px;height:300px;background:#111;color:#0f0;font:bold 80px monospace;z-index:99999}`),
  "inverted colours": (h) => css(h, "html{filter:invert(1) hue-rotate(180deg)}"),
  "black background": (h) => css(h, "*{background:#000 !important;color:#0f0 !important}"),
  "upside down": (h) => css(h, "body{transform:rotate(180deg)}")
}

// the whole-page mean, for comparison with the screens
const pageMean = (b: ImageBaseline.ImageBaseline, ref: Png.Rgba, cur: Png.Rgba) => {
  const t = Ssim.tally()
  const box = { x: 0, y: 0, width: ref.width, height: ref.height }
  Ssim.compareAligned(Ssim.luma(ref), Ssim.luma(cur), Align.align(Align.rowHashes(ref), Align.rowHashes(cur)), Mask.load(b.mask), box, [t], () => 0, true)
  return Ssim.similarity(t) * 100
}

const work = mkdtempSync(join(tmpdir(), "defmon-image-accuracy-"))
const rows: Array<{ kind: "benign" | "defacement"; name: string; screens: number; mean: number }> = []
const start = performance.now()
await Effect.runPromise(
  Effect.scoped(
    Effect.gen(function*() {
      const renderer = yield* ChromiumRenderer.make({ offline: true, pages: 2 })
      for (let p = 0; p < PAGES; p++) {
        const page = corpus[(p * 17) % corpus.length]!
        const url = (name: string, html: string) => {
          const f = join(work, `${p}-${name.replace(/\W+/g, "_")}.html`)
          writeFileSync(f, html)
          return pathToFileURL(f).href
        }
        const samples = yield* Effect.all([0, 1].map((i) => renderer.render(url(`sample${i}`, clock(page)))), { concurrency: 2 })
        const { baseline, reference } = ImageBaseline.build(samples)
        const variants = [
          ...Object.entries(benign).map(([name, g]) => ({ kind: "benign" as const, name, g })),
          ...Object.entries(defacements).map(([name, g]) => ({ kind: "defacement" as const, name, g }))
        ]
        yield* Effect.all(
          variants.map((v) =>
            Effect.map(renderer.render(url(v.name, clock(v.g(page)))), (shot) => {
              const cur = Png.decode(shot.png)
              const c = ImageCheck.check(baseline, reference, { image: cur, scale: 1, pageHeight: shot.pageHeight }, { threshold: 95, regions: [] }, { diff: "never" })
              rows.push({ kind: v.kind, name: v.name, screens: c.similarity, mean: pageMean(baseline, reference, cur) })
            })
          ),
          { concurrency: 2 }
        )
        process.stderr.write(`page ${p + 1}/${PAGES}\r`)
      }
    })
  )
)
rmSync(work, { recursive: true, force: true })

const names = [...new Set(rows.map((r) => r.name))]
console.log(`${PAGES} corpus pages rendered offline, seed ${process.env.SEED ?? 7} (${((performance.now() - start) / 1000).toFixed(0)} s)\n`)
console.log("| change | kind | alarms at 95%: least similar screen (defmon) | whole-page mean | screens: lowest / median similarity |")
console.log("|---|---|---:|---:|---|")
for (const name of names) {
  const rs = rows.filter((r) => r.name === name)
  const s = rs.map((r) => r.screens).sort((a, b) => a - b)
  console.log(
    `| ${name} | ${rs[0]!.kind} | ${rs.filter((r) => r.screens < 95).length}/${rs.length} | ${rs.filter((r) => r.mean < 95).length}/${rs.length} | ${s[0]!.toFixed(1)} / ${s[Math.floor(s.length / 2)]!.toFixed(1)} |`
  )
}
for (const kind of ["benign", "defacement"] as const) {
  const rs = rows.filter((r) => r.kind === kind)
  console.log(`| **all ${kind}** | | ${rs.filter((r) => r.screens < 95).length}/${rs.length} | ${rs.filter((r) => r.mean < 95).length}/${rs.length} | |`)
}
process.exit(0)

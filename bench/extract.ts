/**
 * pnpm bench:extract — pages/s and MB/s of the defmon extractor beside a bare
 * htmlparser2 pass (Parser with no-op callbacks) and linkedom's DOM parse, on
 * the htmlparser-benchmark corpus (258 real pages), in one run.
 */
import { Extractor } from "@defmon/core"
import { Effect } from "effect"
import { Parser } from "htmlparser2"
import { parseHTML } from "linkedom"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
const pages = readdirSync(dir).filter((f) => f.endsWith(".html")).map((f) => readFileSync(join(dir, f), "utf8"))
const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p), 0)
const extractor = await Effect.runPromise(Extractor.make)

const runners: Record<string, (html: string) => void> = {
  "htmlparser2 (bare)": (html) => {
    const p = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { decodeEntities: true })
    p.end(html)
  },
  "defmon extractor": (html) => {
    extractor.extract(html, "https://example.com/")
  },
  "linkedom parseHTML": (html) => {
    parseHTML(html)
  }
}

const rounds = Number(process.env.ROUNDS ?? 5)
const results: Record<string, number> = {}
for (const [name, run] of Object.entries(runners)) {
  for (const html of pages) run(html) // warm-up
  const times: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint()
    for (const html of pages) run(html)
    times.push(Number(process.hrtime.bigint() - start) / 1e9)
  }
  times.sort((a, b) => a - b)
  results[name] = times[Math.floor(times.length / 2)]!
}
const base = results["htmlparser2 (bare)"]!
console.log(`corpus: ${pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB; median of ${rounds} rounds`)
console.log("| runner | pages/s | MB/s | speed vs bare htmlparser2 |")
console.log("|---|---:|---:|---:|")
for (const [name, t] of Object.entries(results)) {
  console.log(`| ${name} | ${(pages.length / t).toFixed(0)} | ${(bytes / 1e6 / t).toFixed(1)} | ${(base / t).toFixed(2)}x |`)
}

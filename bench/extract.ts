/**
 * pnpm bench:extract — pages/s and MB/s of the defmon extractor beside a bare
 * htmlparser2 pass (Parser with no-op callbacks) and linkedom's DOM parse, on
 * the htmlparser-benchmark corpus (258 real pages), in one run. The extractor
 * runs twice: as a check with default settings uses it (the full-page
 * signature and line count, computed on first read, are not read) and as a
 * baseline sample uses it (both read).
 */
import { Extractor } from "@defmon/engines"
import { Parser } from "htmlparser2"
import { parseHTML } from "linkedom"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
const pages = readdirSync(dir).filter((f) => f.endsWith(".html")).map((f) => readFileSync(join(dir, f), "utf8"))
const bytes = pages.reduce((n, p) => n + Buffer.byteLength(p), 0)
const extractor = await Extractor.makeExtractor()

const runners: Record<string, (html: string) => void> = {
  "htmlparser2 (bare)": (html) => {
    const p = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { decodeEntities: true })
    p.end(html)
  },
  // A check with default settings: the signature and line count are not read.
  "defmon extractor": (html) => {
    extractor.extract(html, "https://example.com/")
  },
  // A baseline sample (or a check with the hash or line-count engine on): both read.
  "defmon extractor + signature": (html) => {
    const f = extractor.extract(html, "https://example.com/")
    if (f.hash.length + f.line_num < 0) throw new Error("unreachable")
  },
  "linkedom parseHTML": (html) => {
    parseHTML(html)
  }
}

// Rounds interleave the runners, so load from other processes on the machine
// hits all of them alike; each runner's fastest round is reported (the
// least disturbed one), with the median beside it.
const rounds = Number(process.env.ROUNDS ?? 7)
for (const run of Object.values(runners)) for (const html of pages) run(html) // warm-up
const times: Record<string, Array<number>> = Object.fromEntries(Object.keys(runners).map((n) => [n, []]))
for (let r = 0; r < rounds; r++) {
  for (const [name, run] of Object.entries(runners)) {
    const start = process.hrtime.bigint()
    for (const html of pages) run(html)
    times[name]!.push(Number(process.hrtime.bigint() - start) / 1e9)
  }
}
const results: Record<string, number> = {}
const medians: Record<string, number> = {}
for (const [name, ts] of Object.entries(times)) {
  const sorted = [...ts].sort((a, b) => a - b)
  results[name] = sorted[0]!
  medians[name] = sorted[Math.floor(sorted.length / 2)]!
}
const base = results["htmlparser2 (bare)"]!
const baseMedian = medians["htmlparser2 (bare)"]!
console.log(`corpus: ${pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB; best of ${rounds} interleaved rounds (median ratio in the last column)`)
console.log("| runner | pages/s | MB/s | speed vs bare htmlparser2 | median-round ratio |")
console.log("|---|---:|---:|---:|---:|")
for (const [name, t] of Object.entries(results)) {
  console.log(
    `| ${name} | ${(pages.length / t).toFixed(0)} | ${(bytes / 1e6 / t).toFixed(1)} | ${(base / t).toFixed(2)}x | ${(baseMedian / medians[name]!).toFixed(2)}x |`
  )
}

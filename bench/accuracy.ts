/**
 * pnpm bench:accuracy — detection accuracy with default settings, on the
 * 258 real pages of the htmlparser-benchmark corpus.
 *
 * Each page is published at its own URL with a contact block (phone in
 * national and international format, e-mail, social links; a bank line,
 * wallet or payment handle on some pages). Its baseline is built once from
 * 3 samples that each carry reload volatility (nonces, CSRF tokens, clocks,
 * ad slots, cache busters, rotating related links, request-id comments).
 * Then every class changes the page once (seeded per page and class), the
 * changed page gets its own reload volatility, and the engines' verdict is
 * scored: caught / n per defacement class, false alarms / n per benign class,
 * with 95% Wilson intervals.
 *
 * Classes (bench/accuracy/defacements.ts, benign.ts) are split by a fixed
 * rule (bench/accuracy/split.ts): FNV-1a 32-bit of SALT + class name, even =
 * tuning, odd = reporting. The groups `fresh` .. `fresh38`
 * (fresh*-defacements.ts, fresh*-benign.ts) sit outside the split: each was
 * written blind, by someone who does not read the engines, after rounds 1,
 * 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 (fresh12, fresh13 and fresh14), 14,
 * 15, 16 (fresh17 and fresh18), 17 (fresh19 and fresh20, written during
 * round 18), 18 (fresh21 and fresh22, written during round 19), 19
 * (fresh23 and fresh24, written during round 20), 20 (fresh25 and
 * fresh26, written during round 21), 21 (fresh27 and fresh28, written
 * during round 22), 22 (fresh29 and fresh30, written during round 23) and
 * 23 (fresh31 and fresh32, written during round 24), 24 (fresh33 and fresh34, written during round 25)
 * and 26 (fresh35 and fresh36, written during round 27), and became tuning data in the round after their first
 * look. fresh35 and fresh36 had theirs on round 26's engines and were tuned on in round 27. The newest
 * (fresh37 and fresh38, written after round 27 with at least 20 and 12 classes) had theirs on round 27 and are
 * held out; the figures of every
 * other group, and of both halves, are tuned ones. They are printed newest
 * first (fresh37, fresh38, fresh35, fresh36, fresh33, fresh34, fresh31, fresh32, fresh29, fresh30, fresh27, fresh28, fresh25, fresh26, fresh23, fresh24, fresh21,
 * fresh22, fresh19, fresh20, fresh18 .. fresh2,
 * fresh), then the reporting half, then the tuning half. Targets
 * (issue 9): TPR ≥ 99% overall and ≥ 95% per defacement class; FPR ≤ 0.5%
 * overall and ≤ 2% per benign class.
 *
 * Only the engines' public API is used, so the bench survives their rewrite.
 *
 * Env: SEED (default 1), PAGES (default all), HALF=fresh37|fresh38|fresh35|fresh36|fresh33|fresh34|fresh31|fresh32|fresh29|fresh30|fresh27|fresh28|fresh25|fresh26|fresh23|fresh24|fresh21|fresh22|fresh19|fresh20|fresh18|fresh17|fresh16|fresh15|fresh14|fresh13|fresh12|fresh11|fresh10|fresh9|fresh8|fresh7|fresh6|fresh5|fresh4|fresh3|fresh2|fresh|tuning|reporting|all
 * (default all), JSON=path (results), EXPORT=dir (the pairs as files and a
 * pairs.jsonl for `defmon check --batch`, plus labels.jsonl with the bench's
 * verdicts).
 */
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { compareWith } from "@defmon/engines/Engine"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { defaultSettings, type WebpageSettings } from "@defmon/core/domain/Webpage"
import { Effect } from "effect"
import { mkdirSync, writeFileSync, appendFileSync } from "node:fs"
import { join } from "node:path"
import { benigns } from "./accuracy/benign.js"
import type { ChangeClass } from "./accuracy/classes.js"
import { loadCorpus, publish } from "./accuracy/corpus.js"
import { defacements } from "./accuracy/defacements.js"
import { freshBenigns } from "./accuracy/fresh-benign.js"
import { freshDefacements } from "./accuracy/fresh-defacements.js"
import { fresh2Benigns } from "./accuracy/fresh2-benign.js"
import { fresh2Defacements } from "./accuracy/fresh2-defacements.js"
import { fresh3Benigns } from "./accuracy/fresh3-benign.js"
import { fresh3Defacements } from "./accuracy/fresh3-defacements.js"
import { fresh4Benigns } from "./accuracy/fresh4-benign.js"
import { fresh4Defacements } from "./accuracy/fresh4-defacements.js"
import { fresh5Benigns } from "./accuracy/fresh5-benign.js"
import { fresh5Defacements } from "./accuracy/fresh5-defacements.js"
import { fresh6Benigns } from "./accuracy/fresh6-benign.js"
import { fresh6Defacements } from "./accuracy/fresh6-defacements.js"
import { fresh7Benigns } from "./accuracy/fresh7-benign.js"
import { fresh7Defacements } from "./accuracy/fresh7-defacements.js"
import { fresh8Benigns } from "./accuracy/fresh8-benign.js"
import { fresh8Defacements } from "./accuracy/fresh8-defacements.js"
import { fresh9Benigns } from "./accuracy/fresh9-benign.js"
import { fresh9Defacements } from "./accuracy/fresh9-defacements.js"
import { fresh10Benigns } from "./accuracy/fresh10-benign.js"
import { fresh10Defacements } from "./accuracy/fresh10-defacements.js"
import { fresh11Benigns } from "./accuracy/fresh11-benign.js"
import { fresh11Defacements } from "./accuracy/fresh11-defacements.js"
import { fresh12Benigns } from "./accuracy/fresh12-benign.js"
import { fresh12Defacements } from "./accuracy/fresh12-defacements.js"
import { fresh13Benigns } from "./accuracy/fresh13-benign.js"
import { fresh13Defacements } from "./accuracy/fresh13-defacements.js"
import { fresh14Benigns } from "./accuracy/fresh14-benign.js"
import { fresh14Defacements } from "./accuracy/fresh14-defacements.js"
import { fresh15Benigns } from "./accuracy/fresh15-benign.js"
import { fresh15Defacements } from "./accuracy/fresh15-defacements.js"
import { fresh16Benigns } from "./accuracy/fresh16-benign.js"
import { fresh16Defacements } from "./accuracy/fresh16-defacements.js"
import { fresh17Benigns } from "./accuracy/fresh17-benign.js"
import { fresh17Defacements } from "./accuracy/fresh17-defacements.js"
import { fresh18Benigns } from "./accuracy/fresh18-benign.js"
import { fresh18Defacements } from "./accuracy/fresh18-defacements.js"
import { fresh20Benigns } from "./accuracy/fresh20-benign.js"
import { fresh20Defacements } from "./accuracy/fresh20-defacements.js"
import { fresh19Benigns } from "./accuracy/fresh19-benign.js"
import { fresh21Benigns } from "./accuracy/fresh21-benign.js"
import { fresh21Defacements } from "./accuracy/fresh21-defacements.js"
import { fresh22Benigns } from "./accuracy/fresh22-benign.js"
import { fresh22Defacements } from "./accuracy/fresh22-defacements.js"
import { fresh23Benigns } from "./accuracy/fresh23-benign.js"
import { fresh23Defacements } from "./accuracy/fresh23-defacements.js"
import { fresh24Benigns } from "./accuracy/fresh24-benign.js"
import { fresh24Defacements } from "./accuracy/fresh24-defacements.js"
import { fresh25Benigns } from "./accuracy/fresh25-benign.js"
import { fresh25Defacements } from "./accuracy/fresh25-defacements.js"
import { fresh26Benigns } from "./accuracy/fresh26-benign.js"
import { fresh26Defacements } from "./accuracy/fresh26-defacements.js"
import { fresh27Benigns } from "./accuracy/fresh27-benign.js"
import { fresh27Defacements } from "./accuracy/fresh27-defacements.js"
import { fresh28Benigns } from "./accuracy/fresh28-benign.js"
import { fresh28Defacements } from "./accuracy/fresh28-defacements.js"
import { fresh29Benigns } from "./accuracy/fresh29-benign.js"
import { fresh29Defacements } from "./accuracy/fresh29-defacements.js"
import { fresh30Benigns } from "./accuracy/fresh30-benign.js"
import { fresh30Defacements } from "./accuracy/fresh30-defacements.js"
import { fresh31Benigns } from "./accuracy/fresh31-benign.js"
import { fresh31Defacements } from "./accuracy/fresh31-defacements.js"
import { fresh32Benigns } from "./accuracy/fresh32-benign.js"
import { fresh32Defacements } from "./accuracy/fresh32-defacements.js"
import { fresh33Benigns } from "./accuracy/fresh33-benign.js"
import { fresh33Defacements } from "./accuracy/fresh33-defacements.js"
import { fresh34Benigns } from "./accuracy/fresh34-benign.js"
import { fresh34Defacements } from "./accuracy/fresh34-defacements.js"
import { fresh35Benigns } from "./accuracy/fresh35-benign.js"
import { fresh35Defacements } from "./accuracy/fresh35-defacements.js"
import { fresh36Benigns } from "./accuracy/fresh36-benign.js"
import { fresh36Defacements } from "./accuracy/fresh36-defacements.js"
import { fresh37Benigns } from "./accuracy/fresh37-benign.js"
import { fresh37Defacements } from "./accuracy/fresh37-defacements.js"
import { fresh38Benigns } from "./accuracy/fresh38-benign.js"
import { fresh38Defacements } from "./accuracy/fresh38-defacements.js"
import { fresh19Defacements } from "./accuracy/fresh19-defacements.js"
import { baselineSamples, current } from "./accuracy/pairs.js"
import { type ClassStats, newStats, record, renderHalf, toJson } from "./accuracy/report.js"
import { type Half, HALVES, SALT, groupOf } from "./accuracy/split.js"
import { slug } from "./accuracy/words.js"

const corpus = loadCorpus()
const PAGES = Math.min(Number(process.env.PAGES ?? corpus.length), corpus.length)
const SEED = Number(process.env.SEED ?? 1)
const HALF = (process.env.HALF ?? "all") as Half | "all"
if (HALF !== "all" && !HALVES.includes(HALF)) throw new Error(`HALF must be fresh37, fresh38, fresh35, fresh36, fresh33, fresh34, fresh31, fresh32, fresh29, fresh30, fresh27, fresh28, fresh25, fresh26, fresh23, fresh24, fresh21, fresh22, fresh19, fresh20, fresh18, fresh17, fresh16, fresh15, fresh14, fresh13, fresh12, fresh11, fresh10, fresh9, fresh8, fresh7, fresh6, fresh5, fresh4, fresh3, fresh2, fresh, tuning, reporting or all (got ${HALF})`)
const JSON_PATH = process.env.JSON
const EXPORT = process.env.EXPORT
/** FINDINGS=file.jsonl: one line per pair with its class, group and findings (engine, check, severity), to study verdict rules */
const FINDINGS = process.env.FINDINGS
const NOW = "2026-11-22T00:00:00.000Z"

const main = async () => {
  const extractor = await Effect.runPromise(Extractor.make)
  const settings = defaultSettings() as unknown as WebpageSettings
  const classes: ReadonlyArray<ChangeClass> = [...defacements, ...benigns, ...freshDefacements, ...freshBenigns, ...fresh2Defacements, ...fresh2Benigns, ...fresh3Defacements, ...fresh3Benigns, ...fresh4Defacements, ...fresh4Benigns, ...fresh5Defacements, ...fresh5Benigns, ...fresh6Defacements, ...fresh6Benigns, ...fresh7Defacements, ...fresh7Benigns, ...fresh8Defacements, ...fresh8Benigns, ...fresh9Defacements, ...fresh9Benigns, ...fresh10Defacements, ...fresh10Benigns, ...fresh11Defacements, ...fresh11Benigns, ...fresh12Defacements, ...fresh12Benigns, ...fresh13Defacements, ...fresh13Benigns, ...fresh14Defacements, ...fresh14Benigns, ...fresh15Defacements, ...fresh15Benigns, ...fresh16Defacements, ...fresh16Benigns, ...fresh17Defacements, ...fresh17Benigns, ...fresh18Defacements, ...fresh18Benigns, ...fresh20Defacements, ...fresh20Benigns, ...fresh19Defacements, ...fresh19Benigns, ...fresh21Defacements, ...fresh21Benigns, ...fresh22Defacements, ...fresh22Benigns, ...fresh23Defacements, ...fresh23Benigns, ...fresh24Defacements, ...fresh24Benigns, ...fresh25Defacements, ...fresh25Benigns, ...fresh26Defacements, ...fresh26Benigns, ...fresh27Defacements, ...fresh27Benigns, ...fresh28Defacements, ...fresh28Benigns, ...fresh29Defacements, ...fresh29Benigns, ...fresh30Defacements, ...fresh30Benigns, ...fresh31Defacements, ...fresh31Benigns, ...fresh32Defacements, ...fresh32Benigns, ...fresh33Defacements, ...fresh33Benigns, ...fresh34Defacements, ...fresh34Benigns, ...fresh35Defacements, ...fresh35Benigns, ...fresh36Defacements, ...fresh36Benigns, ...fresh37Defacements, ...fresh37Benigns, ...fresh38Defacements, ...fresh38Benigns].filter((c) => HALF === "all" || groupOf(c) === HALF)
  const stats = new Map<string, ClassStats>(classes.map((c) => [c.name, newStats(c.name, c.kind, groupOf(c))]))
  if (EXPORT !== undefined) {
    mkdirSync(EXPORT, { recursive: true })
    writeFileSync(join(EXPORT, "pairs.jsonl"), "")
    writeFileSync(join(EXPORT, "labels.jsonl"), "")
  }
  if (FINDINGS !== undefined) writeFileSync(FINDINGS, "")
  const start = performance.now()
  for (let p = 0; p < PAGES; p++) {
    const page = publish(p, corpus[p]!, SEED)
    const url = page.site.url
    const samples = baselineSamples(page, SEED)
    const baseline = BaselineBuilder.build(samples.map((h) => extractor.extract(h, url)), Builtins, NOW)
    const dir = `p${String(p).padStart(3, "0")}`
    if (EXPORT !== undefined) {
      mkdirSync(join(EXPORT, dir), { recursive: true })
      samples.forEach((h, i) => writeFileSync(join(EXPORT, dir, `baseline-${i}.html`), h))
    }
    for (const cls of classes) {
      let html: string
      try {
        html = current(page, cls, SEED)
      } catch (e) {
        throw new Error(`class "${cls.name}" on page ${p} (${page.name}): ${e instanceof Error ? e.message : String(e)}`)
      }
      const verdict = compareWith(Builtins, baseline, extractor.extract(html, url), settings)
      const s = stats.get(cls.name)!
      record(s, verdict)
      if (FINDINGS !== undefined) {
        const findings = verdict.findings.map((f) => [f.engine, f.check, f.severity])
        appendFileSync(FINDINGS, JSON.stringify({ page: p, class: cls.name, kind: cls.kind, group: s.half, alert: verdict.alert, findings }) + "\n")
      }
      if (EXPORT !== undefined) {
        const id = `${dir}/${cls.kind}/${slug(cls.name)}`
        const file = `${dir}/${cls.kind === "defacement" ? "d" : "b"}-${slug(cls.name)}.html`
        writeFileSync(join(EXPORT, file), html)
        appendFileSync(join(EXPORT, "pairs.jsonl"), JSON.stringify({ id, baseline: samples.map((_, i) => `${dir}/baseline-${i}.html`), current: file, url }) + "\n")
        appendFileSync(join(EXPORT, "labels.jsonl"), JSON.stringify({ id, class: cls.name, kind: cls.kind, half: s.half, bench_alert: verdict.alert }) + "\n")
      }
    }
    if ((p + 1) % 25 === 0) process.stderr.write(`  ${p + 1}/${PAGES} pages, ${((performance.now() - start) / 1000).toFixed(0)} s\n`)
  }
  const seconds = (performance.now() - start) / 1000
  const rows = [...stats.values()]
  const nd = rows.filter((s) => s.kind === "defacement").length
  const nb = rows.length - nd
  console.log(`bench:accuracy — ${PAGES} corpus pages, seed ${SEED}, default settings, 3-sample baselines, ${nd} defacement and ${nb} benign classes (half: ${HALF}), ${rows.reduce((a, s) => a + s.n, 0)} pairs in ${seconds.toFixed(1)} s`)
  console.log(`split: FNV-1a 32-bit of "${SALT}" + class name; even = tuning, odd = reporting; fresh..fresh38 = groups written blind after rounds 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 (fresh12, fresh13 and fresh14), 14, 15, 16 (fresh17 and fresh18), 17 (fresh19 and fresh20), 18 (fresh21 and fresh22), 19 (fresh23 and fresh24), 20 (fresh25 and fresh26), 21 (fresh27 and fresh28) 22 (fresh29 and fresh30) 23 (fresh31 and fresh32), 24 (fresh33 and fresh34), 26 (fresh35 and fresh36) and 27 (fresh37 and fresh38); fresh37 and fresh38 had their first looks on round 27 and are held out; every other group (the reporting half too) is tuning data`)
  console.log(`targets: TPR ≥ 99% overall and ≥ 95% per defacement class; FPR ≤ 0.5% overall and ≤ 2% per benign class\n`)
  for (const half of HALVES) {
    const xs = rows.filter((s) => s.half === half)
    if (xs.length > 0) console.log(renderHalf(half, xs))
  }
  if (JSON_PATH !== undefined) {
    writeFileSync(JSON_PATH, JSON.stringify({ date: new Date().toISOString(), seed: SEED, pages: PAGES, half: HALF, seconds, split: { salt: SALT, rule: "fnv1a32(salt + name) % 2 === 0 ? tuning : reporting", groups: "fresh..fresh38: classes written blind (by someone who does not read the engines) after rounds 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 (fresh12, fresh13 and fresh14), 14, 15, 16 (fresh17 and fresh18), 17 (fresh19 and fresh20), 18 (fresh21 and fresh22), 19 (fresh23 and fresh24), 20 (fresh25 and fresh26), 21 (fresh27 and fresh28), 22 (fresh29 and fresh30), 23 (fresh31 and fresh32), 24 (fresh33 and fresh34), 26 (fresh35 and fresh36) and 27 (fresh37 and fresh38)", held_out: "fresh37 and fresh38 (first looks on round 27)", tuning_data: "every other group and both halves: each group became tuning data in the round after its first look" }, ...toJson(rows) }, null, 2) + "\n")
  }
  if (EXPORT !== undefined) console.log(`exported ${rows.reduce((a, s) => a + s.n, 0)} pairs to ${EXPORT}/pairs.jsonl (labels.jsonl holds each pair's class, half and the bench's verdict)`)
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})

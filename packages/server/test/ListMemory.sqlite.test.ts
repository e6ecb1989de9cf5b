/**
 * A user at the default quota of 100 pages, each about 10 MiB as served
 * (issue 15): the list endpoints stay within the server's documented memory
 * ceiling while four list reads run at once, every answer is the whole
 * list, and `/healthz` keeps answering meanwhile.
 *
 * The pages are `LargePage`s (long text, 6,000 links, 4,000 images),
 * baselined the way the worker does it (extracted, then built with the
 * built-in engines); two distinct pages are extracted (a 10 MiB
 * extraction takes seconds) and the 100 pages take their baselines in
 * turn, each under its own URL, as stored records of the same size.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { LargePage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { monitorEventLoopDelay } from "node:perf_hooks"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { call, Harness, insertPage, layer as harness, newUser } from "./support/Harness.js"
import { readArray } from "./support/JsonArray.js"

/**
 * The ceiling: how much the server's resident memory may grow while four
 * reads of a 100-page list of 10 MiB pages run at once (docs/security.md,
 * "Memory").
 */
const CeilingBytes = 256 * 1024 * 1024
const Pages = 100
const Readers = 4
const MiB = 1024 * 1024

const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-listmem-")), synchronous: "NORMAL" })

/** Baselines of two distinct 10 MiB pages, as the worker builds them. */
const baselines = Effect.gen(function*() {
  const extractor = yield* Extractor.make
  const out: Array<Baseline> = []
  for (const seed of [1, 2]) {
    const features = extractor.extract(LargePage.html(seed), `https://archive${seed}.example/`)
    out.push(BaselineBuilder.build([features], Builtins, "2026-11-25T06:00:00.000Z"))
  }
  return out
})

/** A full garbage collection, so what is measured afterwards is what the reads add. */
setFlagsFromString("--expose-gc")
if (process.env.TRACE_GC) setFlagsFromString("--trace-gc")
const gc = runInNewContext("gc") as () => void

/** Polls `f` until it holds (no fixed sleeps), for at most `ms`. */
const until = (f: () => boolean, ms: number) =>
  Effect.promise(async () => {
    const end = Date.now() + ms
    while (!f() && Date.now() < end) await new Promise((r) => setTimeout(r, 5))
    return f()
  })

layer(harness(storage).pipe(Layer.provideMerge(storage)), { excludeTestServices: true, timeout: 120_000 })("list memory [sqlite]", (it) => {
  it.effect(
    `100 pages of 10 MiB: ${Readers} concurrent GET /urls stay under the memory ceiling, each the whole list, /healthz under 1 s`,
    () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const { account, token } = yield* newUser({ quota: Pages, statusCodeMonitoring: true })
        const built = yield* baselines
        const pageBytes = Buffer.byteLength(LargePage.html(1))
        expect(pageBytes).toBeGreaterThan(9.5 * MiB)
        expect(pageBytes).toBeLessThanOrEqual(10 * MiB)
        for (let i = 0; i < Pages; i++) {
          yield* insertPage(account.id, `https://archive${i % 2}.example/p/${i}`, { current_baseline: built[i % 2]! })
        }
        const ids = new Set<number>()
        const check = (item: unknown) => {
          const page = item as { id?: unknown; current_baseline?: { baseline_hrefs?: ReadonlyArray<unknown> } }
          if (typeof page.id !== "number" || page.current_baseline?.baseline_hrefs?.length !== 2_000) throw new Error("not a page")
          ids.add(page.id)
        }
        // Once through, so code and caches are warm before memory is measured.
        const warm = yield* Effect.promise(() => readArray(`${baseUrl}/api/v1/urls`, token, check))
        expect(warm).toMatchObject({ status: 200, items: Pages, wellFormed: true })
        const recordBytes = (yield* call(baseUrl, "GET", `/api/v1/urls/${Math.min(...ids)}`, { token })).text.length
        gc()

        const loop = monitorEventLoopDelay({ resolution: 10 })
        loop.enable()
        const before = process.memoryUsage()
        let peakRss = before.rss
        let peakHeap = before.heapUsed
        const sampler = setInterval(() => {
          const m = process.memoryUsage()
          peakRss = Math.max(peakRss, m.rss)
          peakHeap = Math.max(peakHeap, m.heapUsed)
        }, 5)
        const health: Array<number> = []
        let reading = true
        const probe = (async () => {
          while (reading) {
            const t = performance.now()
            const res = await fetch(`${baseUrl}/healthz`)
            await res.arrayBuffer()
            health.push(res.status === 200 ? performance.now() - t : Number.POSITIVE_INFINITY)
          }
        })()
        const t = performance.now()
        const reads = yield* Effect.promise(() =>
          Promise.all(Array.from({ length: Readers }, (_, i) => readArray(`${baseUrl}/api/v1/urls?archived=false&reader=${i}`, token, check)))
        ).pipe(Effect.ensuring(Effect.sync(() => (reading = false))))
        const wall = performance.now() - t
        yield* Effect.promise(() => probe)
        clearInterval(sampler)
        loop.disable()
        yield* until(() => health.length > 0, 1000)

        const rssGrowth = peakRss - before.rss
        const heapGrowth = peakHeap - before.heapUsed
        console.log(
          `record ${(recordBytes / MiB).toFixed(2)} MiB; ${Readers} lists of ${(reads[0]!.bytes / MiB).toFixed(1)} MiB in ${(wall / 1000).toFixed(1)} s; ` +
            `rss +${(rssGrowth / MiB).toFixed(0)} MiB (peak ${(peakRss / MiB).toFixed(0)} MiB), heapUsed +${(heapGrowth / MiB).toFixed(0)} MiB; ` +
            `/healthz ${health.length} probes, max ${Math.max(...health).toFixed(0)} ms; event loop delay max ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`
        )
        for (const r of reads) expect(r).toMatchObject({ status: 200, items: Pages, wellFormed: true })
        expect(ids.size).toBe(Pages)
        expect(rssGrowth).toBeLessThan(CeilingBytes)
        expect(heapGrowth).toBeLessThan(CeilingBytes)
        expect(health.length).toBeGreaterThan(0)
        expect(Math.max(...health)).toBeLessThan(1000)
      })
  )
})

/**
 * A user at the default quota of 100 pages, each about 10 MiB as served
 * (issue 15): a server process with its V8 heap limited to 256 MiB answers
 * four list reads at once, each the whole list, its resident memory stays
 * under the documented ceiling, and `/healthz` keeps answering meanwhile.
 * (The list built as one string ran out of that heap on the first read.)
 *
 * The pages are `LargePage`s (long text, 6,000 links, 4,000 images),
 * baselined the way the worker does it (extracted, then built with the
 * built-in engines); two distinct pages are extracted (a 10 MiB
 * extraction takes seconds) and the 100 pages take their baselines in
 * turn, each under its own URL, as stored records of the same size. The
 * server runs in a child process on the same SQLite file (so its memory is
 * its own), and the lists are read by another child, item by item.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { LargePage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { type ChildProcess, execFile, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { call, Harness, insertPage, layer as harness, newUser } from "./support/Harness.js"
import type { ArrayRead } from "./support/JsonArray.js"

/**
 * The ceilings (docs/security.md, "Memory of list reads"), for a server
 * process serving four reads at once of a 100-page list of 10 MiB pages:
 * its V8 heap is limited to `HeapLimitMiB` (`--max-old-space-size`: over
 * it the process dies and the reads fail), its resident memory stays under
 * `PeakRssMiB` and grows by less than `RssGrowthMiB` over what it used once
 * warm. Measured: 345-369 MiB at the peak, 13-75 MiB of growth.
 */
const HeapLimitMiB = 256
const PeakRssMiB = 512
const RssGrowthMiB = 256
const Pages = 100
const Readers = 4
const MiB = 1024 * 1024

const dataDir = mkdtempSync(join(tmpdir(), "defmon-listmem-"))
const storage = SqliteStorage.layer({ dataDir, synchronous: "NORMAL" })

/** Baselines of two distinct 10 MiB pages, as the worker builds them (built once). */
const baselines = Effect.runSync(Effect.cached(Effect.gen(function*() {
  const extractor = yield* Extractor.make
  const out: Array<Baseline> = []
  for (const seed of [1, 2]) {
    const features = extractor.extract(LargePage.html(seed), `https://archive${seed}.example/`)
    out.push(BaselineBuilder.build([features], Builtins, "2026-11-25T06:00:00.000Z"))
  }
  return out
})))

const support = (name: string) => fileURLToPath(new URL(`./support/${name}`, import.meta.url))

/** `n` concurrent reads of `url` by a child process, item by item (its buffers are not the server's). */
const readInChild = (url: string, token: string, n: number) =>
  Effect.promise(() =>
    new Promise<ReadonlyArray<ArrayRead & { readonly ids: number }>>((resolve, reject) =>
      execFile(
        process.execPath,
        ["--import", "tsx", support("readLists.ts"), url, token, String(n)],
        { encoding: "utf8" },
        (error, stdout) => (error === null ? resolve(JSON.parse(stdout)) : reject(error))
      )
    )
  )

/** The server on `dataDir` in a process of its own with its heap limited; its base URL and pid. */
const serverProcess = Effect.acquireRelease(
  Effect.async<{ readonly child: ChildProcess; readonly baseUrl: string }, Error>((resume) => {
    const options = process.env.NODE_OPTIONS ?? ""
    const child = spawn(process.execPath, [`--max-old-space-size=${HeapLimitMiB}`, "--import", "tsx", support("listServer.ts"), dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
      // the workspace from source, as vitest runs it
      env: { ...process.env, NODE_OPTIONS: options.includes("workspace-source") ? options : `${options} --import=${new URL("../../../scripts/workspace-source.mjs", import.meta.url).pathname}` }
    })
    let out = ""
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString("utf8")
      const port = /\{"port":(\d+)\}/.exec(out)
      if (port !== null) resume(Effect.succeed({ child, baseUrl: `http://127.0.0.1:${port[1]}` }))
    })
    child.on("exit", (code) => resume(Effect.fail(new Error(`the server exited (${code}) before it listened`))))
  }),
  ({ child }) => Effect.sync(() => child.kill())
)

/** A line of /proc/<pid>/status in bytes (`VmRSS`, `VmHWM`), or 0. */
const status = (pid: number, field: "VmRSS" | "VmHWM") => {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return m === null ? 0 : Number(m[1]) * 1024
  } catch {
    return 0
  }
}

/** Resets the process's peak resident size (VmHWM), when the kernel lets us. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5")
    return true
  } catch {
    return false
  }
}

layer(harness(storage).pipe(Layer.provideMerge(storage)), { excludeTestServices: true, timeout: 120_000 })("list memory [sqlite]", (it) => {
  it.scoped(
    `100 pages of 10 MiB: ${Readers} concurrent GET /urls from a server limited to a ${HeapLimitMiB} MiB heap, RSS under ${PeakRssMiB} MiB (growth under ${RssGrowthMiB} MiB), each the whole list, /healthz under 1 s`,
    () =>
      Effect.gen(function*() {
        const { account, token } = yield* newUser({ quota: Pages, statusCodeMonitoring: true })
        const built = yield* baselines
        const pageBytes = Buffer.byteLength(LargePage.html(1))
        expect(pageBytes).toBeGreaterThan(9.5 * MiB)
        expect(pageBytes).toBeLessThanOrEqual(10 * MiB)
        for (let i = 0; i < Pages; i++) {
          yield* insertPage(account.id, `https://archive${i % 2}.example/p/${i}`, { current_baseline: built[i % 2]! })
        }
        const { baseUrl, child } = yield* serverProcess
        const pid = child.pid!
        // Once through, so code and caches are warm before memory is measured.
        const warm = yield* readInChild(`${baseUrl}/api/v1/urls`, token, 1)
        expect(warm[0]).toMatchObject({ status: 200, items: Pages, wellFormed: true, ids: Pages })

        const before = status(pid, "VmRSS")
        const hwm = resetPeak(pid)
        let peak = before
        const sampler = setInterval(() => (peak = Math.max(peak, status(pid, "VmRSS"))), 5)
        const health: Array<number> = []
        let lastProbe = 0
        let reading = true
        const probe = (async () => {
          while (reading) {
            const t = performance.now()
            // A probe that fails (a connection reset after a stall) counts as never answered.
            const ok = await fetch(`${baseUrl}/healthz`).then((res) => res.arrayBuffer().then(() => res.status === 200), () => false)
            health.push(ok ? performance.now() - t : Number.POSITIVE_INFINITY)
            lastProbe = performance.now()
          }
        })()
        const t = performance.now()
        // A query string of its own, so no read is answered from the response cache.
        const reads = yield* readInChild(`${baseUrl}/api/v1/urls?archived=false`, token, Readers).pipe(
          Effect.ensuring(Effect.sync(() => (reading = false)))
        )
        const done = performance.now()
        yield* Effect.promise(() => probe)
        clearInterval(sampler)
        if (hwm) peak = Math.max(peak, status(pid, "VmHWM"))
        const alive = child.exitCode === null

        const growth = peak - before
        console.log(
          `record ${(reads[0]!.bytes / Pages / MiB).toFixed(2)} MiB; ${Readers} lists of ${(reads[0]!.bytes / MiB).toFixed(1)} MiB in ${((done - t) / 1000).toFixed(1)} s; ` +
            `server (heap limit ${HeapLimitMiB} MiB) rss ${(before / MiB).toFixed(0)} MiB -> peak ${(peak / MiB).toFixed(0)} MiB (+${(growth / MiB).toFixed(0)} MiB, ${hwm ? "VmHWM" : "sampled"}); ` +
            `/healthz ${health.length} probes, max ${Math.max(...health).toFixed(0)} ms`
        )
        expect(alive).toBe(true)
        for (const r of reads) expect(r).toMatchObject({ status: 200, items: Pages, wellFormed: true, ids: Pages })
        expect(peak).toBeLessThan(PeakRssMiB * MiB)
        expect(growth).toBeLessThan(RssGrowthMiB * MiB)
        // probed until the reads were done
        expect(health.length).toBeGreaterThan(0)
        expect(lastProbe).toBeGreaterThanOrEqual(done - 1000)
        expect(Math.max(...health)).toBeLessThan(1000)
      }),
    120_000
  )

  it.effect("a streamed list is byte for byte the pages as single reads give them, in id order; a small list keeps its Content-Length", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const { account, token } = yield* newUser({ statusCodeMonitoring: true })
      const built = yield* baselines
      const host = `stream${account.id}.example`
      const pages = []
      // 6 pages of 0.83 MB: past the 4 MiB a list is answered whole in
      for (let i = 0; i < 6; i++) pages.push(yield* insertPage(account.id, `https://${host}/p/${i}`, { current_baseline: built[i % 2]! }))
      const small = yield* insertPage(account.id, `https://small${account.id}.example/`)
      const singles = []
      for (const p of [...pages, small]) singles.push((yield* call(baseUrl, "GET", `/api/v1/urls/${p.id}`, { token })).text)
      const get = (path: string) =>
        Effect.promise(async () => {
          const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
          return { status: res.status, length: res.headers.get("content-length"), chunked: res.headers.get("transfer-encoding"), text: await res.text() }
        })
      const list = yield* get("/api/v1/urls")
      expect(list).toMatchObject({ status: 200, length: null, chunked: "chunked" })
      expect(list.text).toBe(`[${singles.join(",")}]`)
      const domain = yield* get(`/api/v1/domains/${host}/urls`)
      expect(domain).toMatchObject({ status: 200, length: null, chunked: "chunked" })
      expect(domain.text).toBe(`[${singles.slice(0, 6).join(",")}]`)
      const one = yield* get(`/api/v1/domains/small${account.id}.example/urls`)
      expect(one).toMatchObject({ status: 200, length: String(Buffer.byteLength(one.text)) })
      expect(one.text).toBe(`[${singles[6]}]`)
      const none = yield* get("/api/v1/urls?archived=true")
      expect(none).toMatchObject({ status: 200, length: "2", text: "[]" })
    }), 60_000)
})

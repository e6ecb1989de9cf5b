/**
 * pnpm bench:list — what a user at the default quota of 100 pages of about
 * 10 MiB costs the server: pages served by a loopback HTTP server
 * (`LargePage`: long text, thousands of links and images), each baselined
 * the way the worker does it (3 samples fetched, extracted and built with
 * the built-in engines), stored in SQLite; then the stored record per page,
 * the size and time of `GET /api/v1/urls`, and the server's memory and
 * `/healthz` latency while READERS (default 4) list reads run at once.
 *
 * The server runs in this process; the reads are made by a child process
 * (so the client's buffers are not counted) that only counts bytes and, at
 * the end, checks that each body is a JSON array of PAGES items.
 *
 * Env: PAGES (default 100), DISTINCT pages actually fetched and baselined
 * (default 4; the others reuse their baselines under their own URLs),
 * READERS (default 4), ROUNDS of concurrent reads (default 2).
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import * as Checker from "@defmon/core/ports/Checker"
import { WebpageRepo } from "@defmon/core/ports/storage"
import { newWebpage } from "@defmon/core/domain/Webpage"
import type { Baseline } from "@defmon/core/domain/Baseline"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { Server } from "@defmon/server"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { LargePage } from "@defmon/testing"
import { Effect, Layer } from "effect"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { cpus, tmpdir } from "node:os"
import { join } from "node:path"

const PAGES = Number(process.env.PAGES ?? 100)
const DISTINCT = Number(process.env.DISTINCT ?? 4)
const READERS = Number(process.env.READERS ?? 4)
const ROUNDS = Number(process.env.ROUNDS ?? 2)
const PORT = 18_900 + Math.floor(Math.random() * 90)
const MiB = 1024 * 1024
const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`

const dataDir = mkdtempSync(join(tmpdir(), "defmon-bench-list-"))
const app = Accounts.Default.pipe(Layer.provideMerge(SqliteStorage.layer({ dataDir, synchronous: "NORMAL" })))

// The reader: GETs `url` READERS times at once, counts bytes as they come,
// then parses each body (one after the other) and prints one JSON line.
const reader = `
const [url, token, n] = process.argv.slice(1)
const one = async () => {
  const t = performance.now()
  const res = await fetch(url, { headers: { authorization: "Bearer " + token } })
  const chunks = []
  let first = 0, bytes = 0
  for await (const c of res.body) { if (first === 0) first = performance.now() - t; chunks.push(c); bytes += c.length }
  return { status: res.status, ms: performance.now() - t, firstByteMs: first, bytes, chunks }
}
Promise.all(Array.from({ length: Number(n) }, one)).then((rs) => {
  const out = rs.map((r) => {
    let items = -1
    try { items = JSON.parse(Buffer.concat(r.chunks).toString("utf8")).length } catch {}
    r.chunks = []
    return { status: r.status, ms: Math.round(r.ms), firstByteMs: Math.round(r.firstByteMs), bytes: r.bytes, items }
  })
  console.log(JSON.stringify(out))
})
`

const readAll = (url: string, token: string, n: number) =>
  new Promise<Array<{ status: number; ms: number; firstByteMs: number; bytes: number; items: number }>>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", reader, url, token, String(n)], { stdio: ["ignore", "pipe", "inherit"] })
    let out = ""
    child.stdout.on("data", (d) => (out += d))
    child.on("error", reject)
    child.on("close", () => {
      try {
        resolve(JSON.parse(out))
      } catch (e) {
        reject(e)
      }
    })
  })

const program = Effect.gen(function*() {
  // The pages, served over loopback.
  const bodies = new Map<number, string>()
  const farm = createServer((req, res) => {
    const n = Number((req.url ?? "").split("/")[2])
    let body = bodies.get(n)
    if (body === undefined) {
      body = LargePage.html(n)
      bodies.set(n, body)
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(body) }).end(body)
  })
  // Extracting a sample takes seconds: an idle connection must outlive it.
  farm.keepAliveTimeout = 120_000
  yield* Effect.promise(() => new Promise<void>((r) => farm.listen(0, "127.0.0.1", () => r())))
  const farmUrl = `http://127.0.0.1:${(farm.address() as AddressInfo).port}`

  // Baselines as the worker builds them: 3 samples fetched, extracted, built.
  const extractor = yield* Extractor.make
  const baselines: Array<{ baseline: Baseline; pageBytes: number; ms: number }> = []
  for (let i = 0; i < DISTINCT; i++) {
    const t = performance.now()
    const samples = []
    let pageBytes = 0
    for (let s = 0; s < 3; s++) {
      const res = yield* Effect.promise(() => fetch(`${farmUrl}/p/${i}`))
      const body = yield* Effect.promise(() => res.text())
      pageBytes = Buffer.byteLength(body)
      samples.push(extractor.extract(body, `https://archive${i}.example.com/`))
    }
    baselines.push({ baseline: BaselineBuilder.build(samples, Builtins, new Date().toISOString()), pageBytes, ms: performance.now() - t })
  }
  farm.close()
  bodies.clear()

  const accounts = yield* Accounts
  const repo = yield* WebpageRepo
  const user = yield* accounts.createUser({ name: "bench", quota: PAGES, status_code_monitoring: true })
  const { token } = yield* accounts.createToken("bench")
  const NOW = new Date().toISOString()
  for (let i = 0; i < PAGES; i++) {
    const host = `archive${i % DISTINCT}.example.com`
    yield* repo.insert(newWebpage(
      { user_id: user.id, url: `https://${host}/p/${i}`, domain: host, current_baseline: baselines[i % DISTINCT]!.baseline, now: NOW, next_check_at: NOW },
      { health_status: "OK", status_code_monitoring: { status_code: 200, response_time_ms: 42, checked_at: NOW, error: null }, last_checked_at: NOW }
    ))
  }

  console.log(`${PAGES} pages (${DISTINCT} distinct, each baselined from 3 fetched samples); ${cpus().length} cores`)
  for (const [i, b] of baselines.entries()) {
    const json = JSON.stringify(b.baseline)
    const lists = ["baseline_hrefs", "baseline_images", "baseline_scripts", "baseline_stylesheets", "baseline_iframes"] as const
    const engineData = Object.entries(b.baseline.engine_data).map(([k, v]) => `${k} ${(JSON.stringify(v).length / 1024).toFixed(0)} KiB`).join(", ")
    console.log(
      `page ${i}: ${mib(b.pageBytes)} served; baseline ${mib(Buffer.byteLength(json))} ` +
        `(${lists.map((l) => `${l.slice(9)} ${b.baseline[l].length}`).join(", ")}; title ${b.baseline.title.length} chars; engine_data: ${engineData}); ` +
        `baselined in ${(b.ms / 1000).toFixed(1)} s`
    )
  }

  const context = yield* Effect.context<Layer.Layer.Success<typeof app>>()
  yield* Effect.scoped(Effect.gen(function*() {
    yield* Layer.build(
      Server.layer({ port: PORT, host: "127.0.0.1", log: false, rateLimit: false }).pipe(
        Layer.provide(Checker.unavailable),
        Layer.provide(Layer.succeedContext(context))
      )
    )
    const base = `http://127.0.0.1:${PORT}`
    const one = yield* Effect.promise(() =>
      fetch(`${base}/api/v1/urls?archived=false`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer())
    )
    const single = yield* Effect.promise(async () => {
      const ids = JSON.parse(Buffer.from(one).toString("utf8")) as Array<{ id: number }>
      const r = await fetch(`${base}/api/v1/urls/${ids[0]!.id}`, { headers: { authorization: `Bearer ${token}` } })
      return (await r.arrayBuffer()).byteLength
    })
    console.log(`GET /urls/{id}: ${mib(single)}; GET /urls: ${mib(one.byteLength)} (one read, warm-up)`)
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.memoryUsage()
      let peak = { rss: before.rss, heapUsed: before.heapUsed, external: before.external, arrayBuffers: before.arrayBuffers }
      const sample = setInterval(() => {
        const m = process.memoryUsage()
        peak = {
          rss: Math.max(peak.rss, m.rss),
          heapUsed: Math.max(peak.heapUsed, m.heapUsed),
          external: Math.max(peak.external, m.external),
          arrayBuffers: Math.max(peak.arrayBuffers, m.arrayBuffers)
        }
      }, 10)
      const health: Array<number> = []
      let reading = true
      const probe = (async () => {
        while (reading) {
          const t = performance.now()
          await fetch(`${base}/healthz`).then((r) => r.arrayBuffer())
          health.push(performance.now() - t)
          await new Promise((r) => setTimeout(r, 50))
        }
      })()
      const t = performance.now()
      // A fresh query string per round, so no read is served from the response cache.
      const results = yield* Effect.promise(() => readAll(`${base}/api/v1/urls?archived=false&round=${round}`, token, READERS))
      const wall = performance.now() - t
      reading = false
      yield* Effect.promise(() => probe)
      clearInterval(sample)
      health.sort((a, b) => a - b)
      console.log(
        `round ${round}: ${READERS} concurrent GET /urls in ${(wall / 1000).toFixed(1)} s: ` +
          results.map((r) => `${r.status} ${mib(r.bytes)} ${r.items} items ${r.ms} ms (first byte ${r.firstByteMs} ms)`).join("; ")
      )
      console.log(
        `  server memory: rss ${mib(before.rss)} -> peak ${mib(peak.rss)} (+${mib(peak.rss - before.rss)}); ` +
          `heapUsed ${mib(before.heapUsed)} -> peak ${mib(peak.heapUsed)} (+${mib(peak.heapUsed - before.heapUsed)}); ` +
          `external peak ${mib(peak.external)}, arrayBuffers peak ${mib(peak.arrayBuffers)}`
      )
      console.log(
        `  /healthz meanwhile: ${health.length} probes, median ${health[Math.floor(health.length / 2)]?.toFixed(0)} ms, max ${health.at(-1)?.toFixed(0)} ms`
      )
    }
  }))
})

Effect.runPromise(program.pipe(Effect.provide(app))).then(
  () => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  },
  (e) => {
    console.error(e)
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(1)
  }
)

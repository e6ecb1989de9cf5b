/**
 * pnpm bench:api — GET /api/v1/urls/{id} and GET /api/v1/urls (1,000 pages)
 * on our server (SQLite, in this process), beside a bare node:http server
 * that returns the same bytes, both loaded from a second process
 * (autocannon) on loopback. Prints a markdown table, then the in-process
 * cost of the pieces of one request (to explain the ratio).
 *
 * Our server runs several times on the same storage: as shipped (webpage
 * reads answered from the read cache while nothing under them changed, see
 * packages/server/src/fastpath/ReadCache.ts); with the response cache off
 * (every request reads storage: the cost of a miss, or of a page whose
 * data changes between reads), answered by the fast path's direct reads
 * (fastpath/DirectReads.ts), and again with those off too (every request
 * through the Effect pipeline, as misses were answered before them); and
 * as shipped while 100 of
 * the user's pages a second are written meanwhile (as checks write them), so
 * the list's whole answer is always stale and is rebuilt from kept pages.
 *
 * Every row gives the client's errors, of which timeouts (autocannon gives
 * up on a request after 10 s), and non-2xx answers: a run whose clients
 * time out is not a fast run.
 *
 * Env: DURATION seconds per run (default 10), CONNECTIONS (default 32),
 * ONLY=one|list to run a single endpoint and VARIANT=hit|miss a single
 * variant of our server (for profiling), NOTRACE=1 to turn the tracer off.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import * as Checker from "@defmon/core/ports/Checker"
import { Transactor, WebpageRepo } from "@defmon/core/ports/storage"
import { newWebpage } from "@defmon/core/domain/Webpage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Server } from "@defmon/server"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { Effect, Fiber, Layer } from "effect"
import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

const execFileAsync = promisify(execFile)
const DURATION = Number(process.env.DURATION ?? 10)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32)
const PAGES = 1000
const WRITES_PER_SECOND = Number(process.env.WRITES ?? 100)
const PORT = 18_800 + Math.floor(Math.random() * 90)

// Our server as `defmon serve` runs it, minus the worker (no checks run), the
// request log and the per-account rate limit (it would answer 429 under load).
const dataDir = mkdtempSync(join(tmpdir(), "defmon-bench-api-"))
const storage = SqliteStorage.layer({ dataDir })
// The two variants are started one after the other on the same storage (one
// process holds one API router).
const app = Layer.mergeAll(Accounts.Default, Webpages.Default).pipe(
  Layer.provideMerge(storage),
  Layer.provide(process.env.NOTRACE ? Layer.setTracerEnabled(false) : Layer.empty)
)

// A baselined page as the worker leaves it (cf. insertPage in
// packages/server/test/support/Harness.ts), with a realistic element list.
const NOW = "2026-11-22T10:00:00.000Z"
const baseline = Baseline.make({
  title: "Home",
  line_num: 120,
  count_href: 40,
  count_script: 6,
  count_link: 3,
  count_image: 12,
  count_div: 80,
  count_iframe: 1,
  hash: "0123456789abcdef",
  baseline_hrefs: Array.from({ length: 10 }, (_, i) => BaselineElement.make({ id: i + 1, value: `https://example.com/p/${i}`, selected: true })),
  baseline_iframes: [],
  baseline_images: [],
  baseline_scripts: [BaselineElement.make({ id: 1, value: "https://example.com/app.js", selected: true })],
  baseline_stylesheets: [],
  spread: {},
  samples: 3,
  captured_at: NOW,
  engine_data: {}
})

/** One autocannon run in a child process (asynchronous: the server under test shares this event loop). */
const autocannon = (url: string, token: string) =>
  Effect.promise(async () => {
    const { stdout } = await execFileAsync(
      join("node_modules", ".bin", "autocannon"),
      ["-j", "-c", String(CONNECTIONS), "-d", String(DURATION), "-H", `authorization=Bearer ${token}`, url],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }
    )
    const r = JSON.parse(stdout)
    return {
      rps: r.requests.average as number,
      p99: r.latency.p99 as number,
      mbps: r.throughput.average / 1e6,
      errors: r.errors as number,
      timeouts: r.timeouts as number,
      non2xx: r.non2xx as number
    }
  })

/** Median wall time in ms of `n` runs of `f` (after one warm-up run). */
const median = async (n: number, f: () => unknown) => {
  await f()
  const times: Array<number> = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    await f()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(n / 2)]
}

const program = Effect.gen(function*() {
  const accounts = yield* Accounts
  const pages = yield* WebpageRepo
  const tx = yield* Transactor
  const webpages = yield* Webpages
  const user = yield* accounts.createUser({ name: "bench", quota: 10_000, status_code_monitoring: true })
  const { token } = yield* accounts.createToken("bench")
  let firstId = 0
  const ids: Array<number> = []
  for (let i = 0; i < PAGES; i++) {
    const host = `site${i % 50}.example.com`
    const inserted = yield* pages.insert(newWebpage(
      { user_id: user.id, url: `https://${host}/page/${i}`, domain: host, current_baseline: baseline, now: NOW, next_check_at: NOW },
      {
        health_status: "OK",
        status_code_monitoring: { status_code: 200, response_time_ms: 42, checked_at: NOW, error: null },
        last_checked_at: NOW
      }
    ))
    if (inserted._tag === "Some") ids.push(inserted.value.id)
    if (i === 0 && inserted._tag === "Some") firstId = inserted.value.id
  }

  const context = yield* Effect.context<Layer.Layer.Success<typeof app>>()
  // Pages of the user change meanwhile, as the worker's checks change them
  // (one page after another, each every PAGES / WRITES_PER_SECOND seconds):
  // a list's whole answer is always stale, the pages mostly are not.
  const whileWriting = <A, E>(self: Effect.Effect<A, E>) =>
    Effect.gen(function*() {
      let k = 0
      // From the last page down: the single read (the first page) changes
      // only once every PAGES / WRITES_PER_SECOND seconds.
      const writer = yield* Effect.fork(Effect.forever(Effect.zipRight(
        Effect.suspend(() =>
          tx.withTransaction(pages.modify(user.id, ids[ids.length - 1 - (k++ % ids.length)]!, (p) =>
            Effect.succeed({ ...p, consecutive_changes: (p.consecutive_changes + 1) % 3 })))
        ),
        Effect.sleep(`${1000 / WRITES_PER_SECOND} millis`)
      )).pipe(Effect.tapErrorCause((c) => Effect.logError("writer failed", c))))
      const result = yield* self
      yield* Fiber.interrupt(writer)
      return { ...result, writes: k }
    })
  // A new port each time: clients keep connections to the previous one.
  let nextPort = PORT
  /** runs `use` with the base URL of our server (as shipped, or with the response cache off) */
  const withServer = <A, E>(cache: boolean, use: (ours: string) => Effect.Effect<A, E>, directReads = true) => {
    const port = nextPort++
    return Effect.scoped(Effect.zipRight(
      Layer.build(
        Server.layer({ port, host: "127.0.0.1", log: false, rateLimit: false, directReads, ...(cache ? {} : { responseCacheMs: 0 }) }).pipe(
          Layer.provide(Checker.unavailable),
          Layer.provide(Layer.succeedContext(context))
        )
      ),
      use(`http://127.0.0.1:${port}`)
    ))
  }
  const only = process.env.ONLY
  const paths = [`/api/v1/urls/${firstId}`, "/api/v1/urls"].filter((p) =>
    only === undefined || (only === "list") === p.endsWith("/urls")
  )
  // Fetch each response once from the pipeline: the bare server answers
  // with exactly these bytes; the direct reads must too.
  const bodies = new Map<string, Buffer>()
  const fetchAll = (ours: string) => Effect.forEach(paths, (p) =>
    Effect.gen(function*() {
      const res = yield* Effect.promise(() => fetch(ours + p, { headers: { authorization: `Bearer ${token}` } }))
      if (res.status !== 200) return yield* Effect.dieMessage(`GET ${p}: ${res.status}`)
      return [p, Buffer.from(yield* Effect.promise(() => res.arrayBuffer()))] as const
    }))
  for (const [p, body] of yield* withServer(false, fetchAll, false)) bodies.set(p, body)
  for (const [p, body] of yield* withServer(false, (ours) => Effect.zipRight(fetchAll(ours), fetchAll(ours)))) {
    if (!body.equals(bodies.get(p)!)) return yield* Effect.dieMessage(`GET ${p}: the direct read's body differs from the pipeline's`)
  }
  const bare = createServer((req, res) => {
    const body = bodies.get(req.url ?? "")
    if (body === undefined) return void res.writeHead(404).end()
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length }).end(body)
  })
  yield* Effect.promise(() => new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r())))
  const barePort = (bare.address() as AddressInfo).port

  console.log(
    `${PAGES} pages; autocannon -c ${CONNECTIONS} -d ${DURATION} in a second process; ${cpus().length} cores shared by ` +
      `server and load; load average before: ${loadavg()[0].toFixed(1)}`
  )
  console.log()
  console.log("| endpoint | response | server | req/s | p99 ms | MB/s | errors (timeouts) | defmon / bare |")
  console.log("|---|---:|---|---:|---:|---:|---:|---:|")
  for (const p of paths) {
    const none = { rps: 0, p99: 0, mbps: 0, errors: 0, timeouts: 0, non2xx: 0, writes: 0 }
    const a = process.env.VARIANT === "miss" ? none : yield* withServer(true, (ours) => autocannon(ours + p, token))
    const m = process.env.VARIANT === "hit" ? none : yield* withServer(false, (ours) => autocannon(ours + p, token))
    // The miss path as it was before the direct reads: every request through the pipeline.
    const mp = process.env.VARIANT === "hit" ? none : yield* withServer(false, (ours) => autocannon(ours + p, token), false)
    const w = process.env.VARIANT === undefined ? yield* withServer(true, (ours) => whileWriting(autocannon(ours + p, token))) : none
    const b = yield* autocannon(`http://127.0.0.1:${barePort}${p}`, token)
    const size = bodies.get(p)!.length
    const kb = size >= 1e6 ? `${(size / 1e6).toFixed(1)} MB` : `${(size / 1e3).toFixed(1)} KB`
    const label = p.endsWith("/urls") ? "`GET /api/v1/urls` (1,000 pages)" : "`GET /api/v1/urls/{id}`"
    /** one row; `ratio` against the bare server of this run */
    const row = (server: string, r: typeof b, ratio: string) =>
      console.log(
        `| ${label} | ${kb} | ${server} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.mbps.toFixed(1)} | ` +
          `${r.errors} (${r.timeouts})${r.non2xx > 0 ? `, ${r.non2xx} non-2xx` : ""} | ${ratio} |`
      )
    const ratio = (r: typeof b) => `${(r.rps / b.rps).toFixed(2)}x`
    if (process.env.VARIANT !== "miss") row("defmon", a, `**${ratio(a)}**`)
    // The miss path: every request reads storage and encodes its answer.
    if (process.env.VARIANT !== "hit") {
      row("defmon, cache off (miss path)", m, `**${ratio(m)}**`)
      row("defmon, cache off, direct reads off (the pipeline)", mp, ratio(mp))
    }
    if (process.env.VARIANT === undefined) row(`defmon, ${(w.writes / DURATION).toFixed(0)} page writes/s meanwhile`, w, ratio(w))
    row("bare node:http", b, "")
  }
  bare.close()

  // Where one request's CPU goes, measured in this process with the server idle.
  const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(Effect.orDie(e))
  const list = yield* Effect.promise(() => run(webpages.list(user.id, {})))
  const listBody = bodies.get("/api/v1/urls") ?? Buffer.from(JSON.stringify(list))
  const decoded = JSON.parse(listBody.toString("utf8"))
  const t = {
    auth: yield* Effect.promise(() => median(200, () => run(accounts.authenticate(token)))),
    get: yield* Effect.promise(() => median(200, () => run(webpages.get(user.id, firstId)))),
    list: yield* Effect.promise(() => median(20, () => run(webpages.list(user.id, {})))),
    stringify: yield* Effect.promise(() => median(20, () => JSON.stringify(decoded))),
    request: yield* withServer(false, (ours) => Effect.promise(() =>
      median(200, () => fetch(`${ours}/api/v1/urls/${firstId}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()))
    )),
    cached: yield* withServer(true, (ours) => Effect.promise(() =>
      median(200, () => fetch(`${ours}/api/v1/urls/${firstId}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()))
    ))
  }
  console.log()
  console.log("in-process medians (ms): " + [
    `authenticate ${t.auth.toFixed(3)}`,
    `webpages.get ${t.get.toFixed(3)}`,
    `webpages.list (${PAGES} pages read + decoded) ${t.list.toFixed(1)}`,
    `JSON.stringify of the ${(listBody.length / 1e6).toFixed(1)} MB list ${t.stringify.toFixed(1)}`,
    `one sequential GET /urls/{id} round trip ${t.request.toFixed(3)} (response cache off), ${t.cached.toFixed(3)} (from the cache)`
  ].join("; "))
})

Effect.runPromise(program.pipe(Effect.provide(app))).then(
  () => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  },
  (e) => {
    console.error(e)
    process.exit(1)
  }
)

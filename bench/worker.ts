/**
 * pnpm bench:worker — end-to-end checks per second (fetch from a loopback
 * page farm in a second process, extract, compare, persist) over 10,000
 * baselined pages, on SQLite and on PostgreSQL, and the wall time of a
 * 10,000-URL baseline job.
 *
 * The floor it is read against, measured in the same run against the same
 * farm (before and after defmon's runs): a bare loop that fetches every page
 * (node:http, keep-alive, CHECKS at once) and tokenizes it with htmlparser2
 * (no-op callbacks), storing nothing. Each storage's rows end with defmon's
 * checks/s as a ratio to that floor.
 *
 * Env: PAGES (default 5000), SAMPLE=1 to serve small sample pages (~1.5 KB)
 * instead of the 258 real corpus pages (average 95 KB, cycled), STEADY=1 to
 * serve every page unchanged instead of with a fresh nonce and clock in every
 * response (the default: no check finds the document it saw last time, so
 * every check extracts and compares), SKIP_PG=1, SKIP_JOB=1 (default 1;
 * SKIP_JOB=0 times a baseline job too), PROCS (default 2; 1 skips the runs
 * with several `defmon worker` processes), THREADS (compare threads per
 * process; default: cores - 1), CHECKS (checks at once, default 64),
 * SKIP_SYNC=1 (skips the run with SQLite's synchronous=NORMAL, which shows
 * what durability costs), SKIP_CHURN=1 (skips the run where volatile pages
 * also change a word on every response, so that no check finds its
 * document unchanged modulo reload noise and every check is compared).
 *
 * Baselines are built as the worker builds them: 3 samples of each page
 * fetched from the farm (their reload volatility included, so each baseline
 * knows the spots that change on every reload: `engine_data.reload`).
 *
 * Each round also prints the CPU time of the bench process (main thread and
 * compare threads) per check: on a shared machine the rates and even the
 * floor swing with other work, this much less.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Engines } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import type * as Storage from "@defmon/core/ports/storage"
import { BatchJobRepo, WebpageRepo } from "@defmon/core/ports/storage"
import { newWebpage } from "@defmon/core/domain/Webpage"
import { PgStorage, PgTestDatabase } from "@defmon/storage-pg"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { Worker } from "@defmon/worker"
import * as BaselineCapture from "@defmon/worker/queue/BaselineCapture"
import * as SqlClient from "@effect/sql/SqlClient"
import { Duration, Effect, Layer, Option } from "effect"
import { Parser } from "htmlparser2"
import { type ChildProcess, spawn } from "node:child_process"
import * as http from "node:http"
import { mkdtempSync } from "node:fs"
import * as os from "node:os"
import { tmpdir } from "node:os"
import { join } from "node:path"

const PAGES = Number(process.env.PAGES ?? 5_000)
const CORPUS = process.env.SAMPLE !== "1" && process.env.CORPUS !== "0"
const VOLATILE = process.env.STEADY !== "1" && process.env.VOLATILE !== "0"
const CHECKS = Number(process.env.CHECKS ?? 64)
const SAMPLE_DELAY_MS = Number(process.env.SAMPLE_DELAY_MS ?? 0)
const THREADS = process.env.THREADS === undefined ? Worker.defaults().compareThreads : Number(process.env.THREADS)
const FARM_PORT = 18_500 + Math.floor(Math.random() * 400)

const startFarm = async () => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "examples/page-farm/src/main.ts", "--port", String(FARM_PORT), "--pages", String(PAGES), ...(CORPUS ? ["--corpus"] : []), ...(VOLATILE ? ["--volatile"] : [])],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()))
  return child
}

/**
 * The floor: every page fetched (keep-alive, CHECKS at once) and tokenized
 * with htmlparser2, nothing stored. Pages per second.
 */
const bareLoop = () =>
  Effect.promise(async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CHECKS })
    const get = (i: number) =>
      new Promise<string>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port: FARM_PORT, path: `/p/${i}`, agent }, (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
          res.on("error", reject)
        }).on("error", reject)
      })
    let next = 0
    let bytes = 0
    const start = performance.now()
    await Promise.all(Array.from({ length: CHECKS }, async () => {
      while (next < PAGES) {
        const html = await get(next++)
        bytes += html.length
        const parser = new Parser({}, { decodeEntities: true })
        parser.write(html)
        parser.end()
      }
    }))
    const seconds = (performance.now() - start) / 1000
    agent.destroy()
    return { seconds, rate: PAGES / seconds, kb: bytes / PAGES / 1024 }
  })

/** Turns the farm's churn on or off (`POST /_control/churn`). */
const churn = (on: boolean) =>
  Effect.promise(() => fetch(`http://127.0.0.1:${FARM_PORT}/_control/churn?on=${on ? 1 : 0}`, { method: "POST" }).then((r) => r.arrayBuffer()))

const config = (overrides: Partial<Worker.WorkerConfig>): Worker.WorkerConfig => ({
  ...Worker.defaults(),
  allowHosts: ["127.0.0.1"],
  pollInterval: Duration.millis(20),
  compareThreads: THREADS,
  ...overrides
})
const monitorLayer = Worker.servicesLayer(config({}))

/** Inserts PAGES baselined pages through the port, due at `dueAt`. */
const seed = (dueAt: string) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const user = yield* accounts.createUser({ name: `bench${Date.now()}`, quota: 1_000_000, status_code_monitoring: true })
    const extractor = yield* Extractor.make
    const engines = yield* Engines
    const pages = yield* WebpageRepo
    const now = new Date().toISOString()
    const baselines = new Map<string, ReturnType<typeof BaselineBuilder.build>>()
    const t0 = performance.now()
    for (let i = 0; i < PAGES; i++) {
      const url = `http://127.0.0.1:${FARM_PORT}/p/${i}`
      const key = CORPUS ? String(i % 258) : String(i)
      let baseline = baselines.get(key)
      if (baseline === undefined) {
        // as the worker captures one: 3 samples fetched from the farm (with their reload volatility)
        const samples = yield* Effect.promise(() => Promise.all([0, 1, 2].map(() => fetch(url).then((r) => r.text()))))
        baseline = BaselineCapture.build(samples.map((body) => ({ body, finalUrl: url })), extractor, engines, now)
        if (CORPUS) baselines.set(key, baseline)
      }
      yield* pages.insert(newWebpage({ user_id: user.id, url, domain: "127.0.0.1", current_baseline: baseline, now, next_check_at: dueAt }))
    }
    return (performance.now() - t0) / 1000
  })

const verificationCount = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM verifications`, (r) => Number(r[0]!.n))).pipe(Effect.orDie)

/**
 * Waits until `target` verification records exist (at most 240 s); the rate
 * from `start`, and the CPU time this process (main and compare threads)
 * spent per check meanwhile: unlike the rate, it hardly moves with what
 * else runs on the machine (multi-process runs: the bench process only).
 */
const awaitChecks = (start: number, target = PAGES) =>
  Effect.gen(function*() {
    const cpu = process.cpuUsage()
    const before = target - PAGES
    let done = before
    while (done < target && performance.now() - start < 240_000) {
      yield* Effect.sleep(Duration.millis(250))
      done = yield* verificationCount
    }
    const seconds = (performance.now() - start) / 1000
    const used = process.cpuUsage(cpu)
    return { checked: done - before, seconds, rate: (done - before) / seconds, cpuMs: (used.user + used.system) / 1000 / (done - before) }
  })

/**
 * Both rounds: every page's first check (the clock started by the caller),
 * then every page made due again and checked a second time, as every check
 * after a page's first one is in production.
 */
const rounds = (start: number) =>
  Effect.gen(function*() {
    const first = yield* awaitChecks(start)
    const sql = yield* SqlClient.SqlClient
    const again = performance.now()
    yield* Effect.orDie(sql`UPDATE webpages SET next_check_at = ${new Date().toISOString()}`)
    const second = yield* awaitChecks(again, 2 * PAGES)
    return { first, second }
  })

/** PAGES baselined pages, all due now; then the scheduler of this process checks them. */
const checks = (name: string, storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>) =>
  Effect.gen(function*() {
    const seeded = yield* seed(new Date().toISOString())
    const start = performance.now()
    yield* Effect.forkScoped(
      Worker.run(config({ checkConcurrency: CHECKS, queue: false })).pipe(
        Effect.zipRight(Effect.never),
        Effect.scoped
      )
    )
    return { name, pages: PAGES, ...(yield* rounds(start)), seeded }
  }).pipe(Effect.scoped, Effect.provide(Layer.mergeAll(Accounts.Default, monitorLayer).pipe(Layer.provideMerge(storage))))

/**
 * The same with `procs` `defmon worker --no-queue` processes (using both
 * cores): the pages are seeded due in the far future, made due at once when
 * every worker has started, and the clock starts then.
 */
const checksInProcesses = (
  name: string,
  procs: number,
  storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>,
  storageArgs: ReadonlyArray<string>
) =>
  Effect.gen(function*() {
    const seeded = yield* seed("9999-01-01T00:00:00.000Z")
    const started = yield* Effect.forEach(Array.from({ length: procs }, (_, i) => i), (i) =>
      Effect.acquireRelease(
        Effect.async<ChildProcess>((resume) => {
          const child = spawn(
            process.execPath,
            ["--import", "tsx", "packages/cli/src/bin.ts", "worker", ...storageArgs, "--no-queue", "--allow-hosts", "127.0.0.1",
              "--check-concurrency", String(CHECKS), "--compare-threads", String(THREADS), "--worker-id", `bench-${i}`],
            { stdio: ["ignore", "pipe", "pipe"] }
          )
          let out = ""
          const onData = (chunk: Buffer) => {
            out += chunk.toString()
            if (out.includes("started")) resume(Effect.succeed(child))
          }
          child.stdout!.on("data", onData)
          child.stderr!.on("data", onData)
        }),
        (child) => Effect.sync(() => child.kill("SIGKILL"))
      ), { concurrency: "unbounded" })
    void started
    const sql = yield* SqlClient.SqlClient
    const start = performance.now()
    yield* Effect.orDie(sql`UPDATE webpages SET next_check_at = ${new Date().toISOString()}`)
    return { name, pages: PAGES, ...(yield* rounds(start)), seeded }
  }).pipe(Effect.scoped, Effect.provide(Layer.mergeAll(Accounts.Default, monitorLayer).pipe(Layer.provideMerge(storage))))

/** A 10,000-URL baseline job through the queue (3 samples per URL, no pause between them). */
const baselineJob = (storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const jobs = yield* BatchJobs
    const repo = yield* BatchJobRepo
    const user = yield* accounts.createUser({ name: `job${Date.now()}`, quota: 1_000_000, status_code_monitoring: false })
    const urls = Array.from({ length: PAGES }, (_, i) => `http://127.0.0.1:${FARM_PORT}/p/${i}`)
    const start = performance.now()
    const job = yield* jobs.createBaseline(user.id, { urls })
    const created = (performance.now() - start) / 1000
    yield* Effect.forkScoped(
      Worker.run(config({ concurrency: 64, sampleDelay: Duration.millis(SAMPLE_DELAY_MS), scheduler: false })).pipe(
        Effect.zipRight(Effect.never),
        Effect.scoped
      )
    )
    let progress = job.progress
    while (progress.in_queue + progress.processing > 0 && performance.now() - start < 600_000) {
      yield* Effect.sleep(Duration.millis(500))
      progress = Option.getOrThrow(yield* repo.get(user.id, job.id)).job.progress
    }
    return { seconds: (performance.now() - start) / 1000, created, progress }
  }).pipe(Effect.scoped, Effect.provide(Layer.mergeAll(Accounts.Default, BatchJobs.Default, monitorLayer).pipe(Layer.provideMerge(storage))))

const main = Effect.gen(function*() {
  const farm = yield* Effect.acquireRelease(Effect.promise(startFarm), (c) => Effect.sync(() => c.kill("SIGTERM")))
  void farm
  const results = []
  const floors = [yield* bareLoop()]
  results.push(yield* checks("SQLite", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-")) })))
  // The same pages when their words change on every request too (a random server name in the clock
  // line): no document digests like the last, so every check extracts and compares.
  if (VOLATILE && process.env.SKIP_CHURN !== "1") {
    yield* churn(true)
    results.push(yield* checks("SQLite, words change on every response (every check compared)", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-")) })))
    yield* churn(false)
  }
  // What durability costs: the same run with synchronous=NORMAL (a power loss may lose the last commits; not a setting defmon offers)
  if (process.env.SKIP_SYNC !== "1") {
    results.push(yield* checks("SQLite, synchronous=NORMAL (for comparison)", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-")), synchronous: "NORMAL" })))
  }
  const procs = Number(process.env.PROCS ?? 2)
  if (procs > 1) {
    const dataDir = mkdtempSync(join(tmpdir(), "defmon-bench-procs-"))
    results.push(yield* checksInProcesses(`SQLite, ${procs} worker processes`, procs, SqliteStorage.layer({ dataDir }), ["--data", dataDir]))
  }
  if (process.env.SKIP_PG !== "1" && (yield* Effect.promise(() => PgTestDatabase.reachable()))) {
    results.push(yield* checks("PostgreSQL", PgTestDatabase.storageLayer("defmon_bench")))
    if (procs > 1) {
      results.push(yield* Effect.scoped(Effect.flatMap(PgTestDatabase.database("defmon_bench"), (url) =>
        checksInProcesses(`PostgreSQL, ${procs} worker processes`, procs, PgStorage.layer({ url }), ["--database-url", url]))))
    }
  }
  floors.push(yield* bareLoop())
  const floor = floors.reduce((a, f) => a + f.rate, 0) / floors.length
  console.log(`\n${PAGES} pages (${CORPUS ? "corpus pages" : "sample pages"}, ${floors[0]!.kb.toFixed(1)} KB on average${VOLATILE ? ", a fresh nonce and clock in every response" : ", served unchanged"}), page farm in a second process on loopback, 2 cores, ${THREADS} compare thread(s) per process, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`)
  console.log(`floor (bare fetch + htmlparser2 tokenize, ${CHECKS} at once, keep-alive, nothing stored): ${floors.map((f) => f.rate.toFixed(0)).join(" and ")} pages/s (before and after defmon's runs), mean ${floor.toFixed(0)}`)
  console.log("| storage | first checks | seconds | checks/s | x floor | CPU ms/check | second checks | seconds | checks/s | x floor | CPU ms/check |")
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const r of results) {
    const [a, b] = [r.first, r.second]
    console.log(`| ${r.name} | ${a.checked} | ${a.seconds.toFixed(1)} | ${a.rate.toFixed(0)} | ${(a.rate / floor).toFixed(2)}x | ${a.cpuMs.toFixed(1)} | ${b.checked} | ${b.seconds.toFixed(1)} | ${b.rate.toFixed(0)} | ${(b.rate / floor).toFixed(2)}x | ${b.cpuMs.toFixed(1)} |`)
  }
  if (process.env.SKIP_JOB === "0") {
    const job = yield* baselineJob(SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-job-")) }))
    console.log(`\nbaseline job of ${PAGES} URLs on SQLite (3 samples each, no pause between samples, 64 items at once):`)
    console.log(`created in ${job.created.toFixed(2)} s; all items final after ${job.seconds.toFixed(1)} s: ${JSON.stringify(job.progress)}`)
  }
}).pipe(Effect.scoped)

Effect.runPromise(main).then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)

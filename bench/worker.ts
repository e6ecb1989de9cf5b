/**
 * pnpm bench:worker — end-to-end checks per second (fetch from a loopback
 * page farm in a second process, extract, compare, persist) over 10,000
 * baselined pages, on SQLite and on PostgreSQL, and the wall time of a
 * 10,000-URL baseline job.
 *
 * Env: PAGES (default 10000), CORPUS=1 to serve the 258 real corpus pages
 * (average 95 KB) instead of small sample pages, SKIP_PG=1, SKIP_JOB=1.
 */
import { Accounts } from "@defmon/core/Accounts"
import * as BaselineBuilder from "@defmon/core/BaselineBuilder"
import { BatchJobs } from "@defmon/core/BatchJobs"
import { Engines } from "@defmon/core/Engine"
import * as Extractor from "@defmon/core/Extractor"
import * as Fetcher from "@defmon/core/Fetcher"
import type * as Storage from "@defmon/core/Storage"
import { BatchJobRepo, WebpageRepo } from "@defmon/core/Storage"
import { defaultSettings, type Webpage } from "@defmon/core/Webpage"
import { PgTestDatabase } from "@defmon/storage-pg"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { Monitor, Notifier, Worker } from "@defmon/worker"
import * as SqlClient from "@effect/sql/SqlClient"
import { Duration, Effect, Layer, Option } from "effect"
import { spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

const PAGES = Number(process.env.PAGES ?? 10_000)
const CORPUS = process.env.CORPUS === "1"
const FARM_PORT = 18_500 + Math.floor(Math.random() * 400)

const startFarm = async () => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "examples/page-farm/src/main.ts", "--port", String(FARM_PORT), "--pages", String(PAGES), ...(CORPUS ? ["--corpus"] : [])],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()))
  return child
}

const pageHtml = (): Array<string> => {
  if (!CORPUS) return Array.from({ length: PAGES }, (_, i) => PageFarm.samplePage(i))
  const require = createRequire(import.meta.url)
  const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
  const files = readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => readFileSync(join(dir, f), "utf8"))
  return Array.from({ length: PAGES }, (_, i) => files[i % files.length]!)
}

const monitorLayer = Monitor.Monitor.Default.pipe(
  Layer.provideMerge(Notifier.Notifier.Default),
  Layer.provideMerge(Layer.mergeAll(Fetcher.layer({ allowHosts: ["127.0.0.1"] }), Engines.Default))
)

/** 10,000 baselined pages inserted through the port, all due now; then the scheduler checks them. */
const checks = (name: string, storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const user = yield* accounts.createUser({ name: `bench${Date.now()}`, quota: 1_000_000, status_code_monitoring: true })
    const extractor = yield* Extractor.make
    const engines = yield* Engines
    const pages = yield* WebpageRepo
    const now = new Date().toISOString()
    const html = pageHtml()
    const baselines = new Map<string, ReturnType<typeof BaselineBuilder.build>>()
    const t0 = performance.now()
    for (let i = 0; i < PAGES; i++) {
      const url = `http://127.0.0.1:${FARM_PORT}/site/${i}`
      const key = CORPUS ? String(i % 258) : String(i)
      let baseline = baselines.get(key)
      if (baseline === undefined) {
        baseline = BaselineBuilder.build([extractor.extract(html[i]!, url)], engines, now)
        if (CORPUS) baselines.set(key, baseline)
      }
      yield* pages.insert({
        user_id: user.id,
        url,
        domain: "127.0.0.1",
        health_status: "Awaiting Verification",
        plan_type: "STANDARD",
        paused: false,
        ...defaultSettings(),
        current_baseline: baseline,
        continuous_reference: null,
        status_code_monitoring: null,
        consecutive_changes: 0,
        open_incident_id: null,
        created_at: now,
        updated_at: now,
        last_checked_at: null,
        next_check_at: now,
        archived_at: null
      } as Omit<Webpage, "id">)
    }
    const seeded = (performance.now() - t0) / 1000
    const sql = yield* SqlClient.SqlClient
    const count = Effect.map(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM verifications`, (r) => Number(r[0]!.n))
    const start = performance.now()
    const worker = yield* Effect.forkScoped(
      Worker.run({ ...Worker.defaults(), checkConcurrency: 64, pollInterval: Duration.millis(20) }).pipe(
        Effect.zipRight(Effect.never),
        Effect.scoped
      )
    )
    let done = 0
    while (done < PAGES && performance.now() - start < 240_000) {
      yield* Effect.sleep(Duration.millis(250))
      done = yield* Effect.orDie(count)
    }
    const seconds = (performance.now() - start) / 1000
    yield* worker.pipe((f) => Effect.asVoid(Effect.fork(Effect.interruptWith(f.id()))))
    return { name, pages: PAGES, checked: done, seconds, rate: done / seconds, seeded }
  }).pipe(Effect.scoped, Effect.provide(Layer.mergeAll(Accounts.Default, monitorLayer).pipe(Layer.provideMerge(storage))))

/** A 10,000-URL baseline job through the queue (3 samples per URL, no pause between them). */
const baselineJob = (storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const jobs = yield* BatchJobs
    const repo = yield* BatchJobRepo
    const user = yield* accounts.createUser({ name: `job${Date.now()}`, quota: 1_000_000, status_code_monitoring: false })
    const urls = Array.from({ length: PAGES }, (_, i) => `http://127.0.0.1:${FARM_PORT}/site/${i}`)
    const start = performance.now()
    const job = yield* jobs.createBaseline(user.id, { urls })
    const created = (performance.now() - start) / 1000
    yield* Effect.forkScoped(
      Worker.run({ ...Worker.defaults(), concurrency: 64, sampleDelay: Duration.millis(0), scheduler: false, pollInterval: Duration.millis(20) }).pipe(
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
  results.push(yield* checks("SQLite", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-")) })))
  if (process.env.SKIP_PG !== "1" && (yield* Effect.promise(() => PgTestDatabase.reachable()))) {
    results.push(yield* checks("PostgreSQL", PgTestDatabase.storageLayer("defmon_bench")))
  }
  console.log(`\n${PAGES} pages (${CORPUS ? "corpus pages, avg ~95 KB" : "sample pages, ~1 KB"}), page farm in a second process on loopback, 2 cores`)
  console.log("| storage | checks | seconds | checks/s |")
  console.log("|---|---:|---:|---:|")
  for (const r of results) console.log(`| ${r.name} | ${r.checked} | ${r.seconds.toFixed(1)} | ${r.rate.toFixed(0)} |`)
  if (process.env.SKIP_JOB !== "1") {
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

/**
 * Crash safety of the durable queue with real worker processes: a worker
 * SIGKILLed in the middle of a job, then restarted, leaves every item in
 * exactly one final state and no webpage created twice (SQLite and
 * PostgreSQL); on PostgreSQL two workers on one job never take the same item.
 */
import { Accounts } from "@defmon/core/Accounts"
import { BatchJobs } from "@defmon/core/BatchJobs"
import type * as Storage from "@defmon/core/Storage"
import { BatchJobRepo, WebpageRepo } from "@defmon/core/Storage"
import { PgTestDatabase } from "@defmon/storage-pg"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Layer, Option } from "effect"
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const ITEMS = 120
const bin = join(import.meta.dirname, "..", "packages", "cli", "src", "bin.ts")

const startWorker = (storageArgs: ReadonlyArray<string>, name: string): ChildProcess =>
  spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      bin,
      "worker",
      ...storageArgs,
      "--allow-hosts",
      "127.0.0.1",
      "--concurrency",
      "4",
      "--samples",
      "2",
      "--sample-delay-ms",
      "0",
      "--lease-ms",
      "1500",
      "--no-scheduler"
    ],
    { cwd: join(import.meta.dirname, ".."), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, DEFMON_WORKER: name } }
  )

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill(signal)
  })

const scenario = (args: ReadonlyArray<string>, parallel: boolean) =>
  Effect.gen(function*() {
    const farm = yield* Effect.acquireRelease(
      Effect.promise(() =>
        PageFarm.start({ pages: Object.fromEntries(Array.from({ length: ITEMS }, (_, i) => [`/p/${i}`, PageFarm.samplePage(i)])) })
      ),
      (f) => Effect.promise(() => f.close())
    )
    // Slow pages, so the job is still running when the worker is killed.
    for (let i = 0; i < ITEMS; i++) farm.delay(`/p/${i}`, 25)
    const accounts = yield* Accounts
    const jobsUseCase = yield* BatchJobs
    const user = yield* accounts.createUser({ name: `crash${Date.now()}`, quota: 100_000, status_code_monitoring: false })
    const job = yield* jobsUseCase.createBaseline(user.id, { urls: Array.from({ length: ITEMS }, (_, i) => farm.url(`/p/${i}`)) })
    const repo = yield* BatchJobRepo
    const progress = Effect.map(repo.get(user.id, job.id), (d) => Option.getOrThrow(d))

    let workers = parallel ? [startWorker(args, "a"), startWorker(args, "b")] : [startWorker(args, "a")]
    // wait until some items are done, then kill every worker without warning
    for (let i = 0; i < 600; i++) {
      const d = yield* progress
      if (d.job.progress.completed >= 15) break
      yield* Effect.sleep(Duration.millis(50))
    }
    const mid = yield* progress
    expect(mid.job.progress.completed).toBeGreaterThanOrEqual(15)
    expect(mid.job.progress.completed).toBeLessThan(ITEMS)
    yield* Effect.promise(() => Promise.all(workers.map((w) => stop(w, "SIGKILL"))))
    const atKill = yield* progress

    workers = parallel ? [startWorker(args, "c"), startWorker(args, "d")] : [startWorker(args, "c")]
    let final = atKill
    for (let i = 0; i < 1200; i++) {
      final = yield* progress
      if (final.job.progress.in_queue + final.job.progress.processing === 0) break
      yield* Effect.sleep(Duration.millis(100))
    }
    yield* Effect.promise(() => Promise.all(workers.map((w) => stop(w, "SIGTERM"))))

    expect(final.job.progress).toMatchObject({ total: ITEMS, completed: ITEMS, failed: 0, in_queue: 0, processing: 0 })
    expect(final.items.every((i) => i.status === "Completed")).toBe(true)
    const pages = yield* (yield* WebpageRepo).list(user.id, { archived: false })
    expect(pages).toHaveLength(ITEMS)
    expect(new Set(pages.map((p) => p.url)).size).toBe(ITEMS)
    const ids = final.items.map((i) => i.webpage_id)
    expect(new Set(ids).size).toBe(ITEMS)
    expect(new Set(pages.map((p) => p.id))).toEqual(new Set(ids))
    // Items that were Processing at the kill were taken again; every other item once.
    const inFlightAtKill = new Set(atKill.items.filter((i) => i.status === "Processing").map((i) => i.id))
    for (const item of final.items) {
      if (!inFlightAtKill.has(item.id) && atKill.items.find((a) => a.id === item.id)!.status === "In Queue") {
        expect(item.attempts, `item ${item.id}`).toBe(1)
      }
    }
    return { atKill: atKill.job.progress, inFlight: inFlightAtKill.size }
  }).pipe(Effect.scoped)

const withUseCases = (storage: Layer.Layer<Storage.Storage>) =>
  Layer.mergeAll(Accounts.Default, BatchJobs.Default).pipe(Layer.provideMerge(storage))

describe("crash safety", () => {
  it.live("SQLite: SIGKILL mid-job, restart: every item final once, no webpage twice", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "defmon-crash-"))
    return scenario(["--data", dataDir], false).pipe(
      Effect.provide(withUseCases(SqliteStorage.layer({ dataDir })))
    )
  }, 120_000)

  it.live("PostgreSQL: two workers, SIGKILL both mid-job, restart two: every item final once, no webpage twice", () =>
    Effect.gen(function*() {
      if (!(yield* Effect.promise(() => PgTestDatabase.shouldRun("crash safety [pg]")))) return
      const url = yield* PgTestDatabase.database("defmon_crash")
      const { PgStorage } = yield* Effect.promise(() => import("@defmon/storage-pg"))
      const storage = PgStorage.layer({ url })
      yield* scenario(["--database-url", url], true).pipe(Effect.provide(withUseCases(storage)))
    }).pipe(Effect.scoped), 180_000)
})

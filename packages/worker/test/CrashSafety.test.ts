/**
 * Crash safety of the durable queue with real worker processes
 * (`fixtures/worker.ts`): workers SIGKILLed in the middle of a job, then
 * restarted, leave every item in exactly one final state and no webpage
 * created twice, on SQLite (one worker) and on PostgreSQL (two workers at a
 * time, which never take or end the same item). The workers log every claim
 * and every `finish` result, so the test knows who ended what.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import type * as Storage from "@defmon/core/ports/storage"
import { BatchJobRepo, WebpageRepo } from "@defmon/core/ports/storage"
import { PgStorage, PgTestDatabase } from "@defmon/storage-pg"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Layer, Option } from "effect"
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const ITEMS = 120
const LEASE_MS = 3000
const root = join(import.meta.dirname, "..", "..", "..")
const fixture = join(import.meta.dirname, "fixtures", "worker.ts")

interface LogEntry {
  readonly worker: string
  readonly event: "claim" | "finish"
  readonly items?: ReadonlyArray<number>
  readonly item?: number
  readonly ok?: boolean
}

const startWorker = (storageArgs: ReadonlyArray<string>, name: string, logDir: string): ChildProcess => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fixture, "--name", name, "--log", join(logDir, `${name}.jsonl`), "--lease-ms", String(LEASE_MS), ...storageArgs],
    { cwd: root, stdio: ["ignore", "ignore", "pipe"] }
  )
  child.stderr!.on("data", (d: Buffer) => process.stderr.write(`[${name}] ${d}`))
  return child
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill(signal)
  })

const readLog = (logDir: string, name: string): Array<LogEntry> => {
  const file = join(logDir, `${name}.jsonl`)
  if (!existsSync(file)) return []
  return readFileSync(file, "utf8").split("\n").filter((l) => l.length > 0).map((l) => JSON.parse(l) as LogEntry)
}

const disjoint = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => {
  const s = new Set(a)
  return b.filter((x) => s.has(x))
}

const scenario = (storageArgs: ReadonlyArray<string>, workersPerGeneration: 1 | 2) =>
  Effect.gen(function*() {
    const farm = yield* PageFarm.make({ sample: ITEMS })
    // Slow pages, so the job is still running when the workers are killed.
    for (const p of farm.paths) farm.delay(p, 25)
    const logDir = mkdtempSync(join(tmpdir(), "defmon-crash-log-"))
    const user = yield* (yield* Accounts).createUser({ name: `crash${Date.now()}`, quota: 100_000, status_code_monitoring: false })
    const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: farm.paths.map((p) => farm.url(p)) })
    const repo = yield* BatchJobRepo
    const progress = Effect.map(repo.get(user.id, job.id), Option.getOrThrow)
    const names = (gen: number) => (workersPerGeneration === 1 ? [`g${gen}a`] : [`g${gen}a`, `g${gen}b`])

    let workers = names(1).map((n) => startWorker(storageArgs, n, logDir))
    // wait until some items are done (bounded: 60 s), then kill every worker without warning
    for (let i = 0; i < 1200 && (yield* progress).job.progress.completed < 20; i++) yield* Effect.sleep(Duration.millis(50))
    yield* Effect.promise(() => Promise.all(workers.map((w) => stop(w, "SIGKILL"))))
    const atKill = yield* progress
    expect(atKill.job.progress.completed).toBeGreaterThanOrEqual(20)
    expect(atKill.job.progress.completed).toBeLessThan(ITEMS)
    expect(atKill.job.progress.processing).toBeGreaterThan(0)

    workers = names(2).map((n) => startWorker(storageArgs, n, logDir))
    let final = atKill
    for (let i = 0; i < 1200; i++) {
      final = yield* progress
      if (final.job.progress.in_queue + final.job.progress.processing === 0) break
      yield* Effect.sleep(Duration.millis(100))
    }
    yield* Effect.promise(() => Promise.all(workers.map((w) => stop(w, "SIGTERM"))))

    // every item ended exactly once, each with its own webpage
    expect(final.job.progress).toMatchObject({ total: ITEMS, completed: ITEMS, failed: 0, in_queue: 0, processing: 0 })
    const pages = yield* (yield* WebpageRepo).list(user.id, { archived: false })
    expect(pages).toHaveLength(ITEMS)
    expect(new Set(pages.map((p) => p.url)).size).toBe(ITEMS)
    const ids = final.items.map((i) => i.webpage_id)
    expect(new Set(ids).size).toBe(ITEMS)
    expect(new Set(pages.map((p) => p.id))).toEqual(new Set(ids))

    // items that were In Queue at the kill were taken exactly once
    const queuedAtKill = new Set(atKill.items.filter((i) => i.status === "In Queue").map((i) => i.id))
    const processingAtKill = new Set(atKill.items.filter((i) => i.status === "Processing").map((i) => i.id))
    for (const item of final.items) if (queuedAtKill.has(item.id)) expect(item.attempts, `item ${item.id}`).toBe(1)

    // who took and ended what
    const logs = new Map([...names(1), ...names(2)].map((n) => [n, readLog(logDir, n)]))
    const claimed = (n: string) => logs.get(n)!.filter((e) => e.event === "claim").flatMap((e) => e.items!)
    const ended = (n: string) => logs.get(n)!.filter((e) => e.event === "finish" && e.ok).map((e) => e.item!)
    for (const gen of [1, 2]) {
      const [a, b] = names(gen)
      if (b !== undefined) {
        // two live workers never took, nor ended, the same item
        expect(disjoint(claimed(a!), claimed(b)), `generation ${gen}: items claimed by both`).toEqual([])
        expect(disjoint(ended(a!), ended(b)), `generation ${gen}: items ended by both`).toEqual([])
      }
    }
    const endedBy = new Map<number, Array<string>>()
    for (const n of logs.keys()) for (const id of ended(n)) endedBy.set(id, [...(endedBy.get(id) ?? []), n])
    for (const item of final.items) {
      const by = endedBy.get(item.id) ?? []
      expect(by.length, `item ${item.id} ended by ${by}`).toBeGreaterThanOrEqual(1)
      // Two successful finishes are possible only when the first worker was
      // killed between its `finish` and its commit: the item was in flight.
      if (by.length > 1) expect(processingAtKill.has(item.id), `item ${item.id} ended by ${by}`).toBe(true)
    }
    // a restarted worker re-took the in-flight items once their leases ran out
    const retaken = [...processingAtKill].filter((id) => names(2).some((n) => claimed(n).includes(id)))
    expect(retaken.length).toBeGreaterThan(0)
    return { atKill: atKill.job.progress, inFlightAtKill: processingAtKill.size, retaken: retaken.length }
  }).pipe(Effect.scoped)

const withUseCases = (storage: Layer.Layer<Storage.Storage>) =>
  Layer.mergeAll(Accounts.Default, BatchJobs.Default).pipe(Layer.provideMerge(storage))

describe("crash safety", () => {
  it.live("SQLite: a worker SIGKILLed mid-job and restarted: every item final once, no webpage twice", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "defmon-crash-"))
    return scenario(["--data", dataDir], 1).pipe(
      Effect.tap((r) => Effect.log(`SQLite crash test: ${JSON.stringify(r)}`)),
      Effect.provide(withUseCases(SqliteStorage.layer({ dataDir })))
    )
  }, 120_000)

  it.live("PostgreSQL: two workers SIGKILLed mid-job, two restarted: every item final once, never the same item twice", () =>
    Effect.gen(function*() {
      if (!(yield* Effect.promise(() => PgTestDatabase.shouldRun("crash safety [pg]")))) return
      const url = yield* PgTestDatabase.database("defmon_crash")
      yield* scenario(["--database-url", url], 2).pipe(
        Effect.tap((r) => Effect.log(`PostgreSQL crash test: ${JSON.stringify(r)}`)),
        Effect.provide(withUseCases(PgStorage.layer({ url })))
      )
    }).pipe(Effect.scoped), 120_000)
})

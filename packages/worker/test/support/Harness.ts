/**
 * What the worker tests share: SQLite storage in a fresh directory, the use
 * cases, a page farm and a webhook receiver on loopback, and a worker whose
 * "minute" lasts a fraction of a second so the scheduler can be watched in
 * real time.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import type { BatchJobDetail, Storage } from "@defmon/core/ports/storage"
import { BatchJobRepo } from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { WebhookTargets } from "@defmon/core/ports/WebhookTargets"
import { SqliteStorage } from "@defmon/storage-sqlite"
import type * as SqlClient from "@effect/sql/SqlClient"
import { PageFarm, WebhookReceiver } from "@defmon/testing"
import { Worker } from "@defmon/worker"
import { Context, Duration, Effect, Layer, Option } from "effect"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** The page farm of a suite: 40 sample pages at `/p/<n>`. */
export class Farm extends Context.Tag("test/Farm")<Farm, PageFarm.PageFarm>() {}

/** The webhook receiver of a suite. */
export class Receiver extends Context.Tag("test/Receiver")<Receiver, WebhookReceiver.WebhookReceiver>() {}

/** One domain minute of the tests. */
export const MINUTE = Duration.millis(150)

/** A worker for tests: short samples, leases, polls and minutes. */
export const testConfig: Partial<Worker.WorkerConfig> = {
  allowHosts: ["127.0.0.1"],
  samples: 2,
  sampleDelay: Duration.millis(10),
  pollInterval: Duration.millis(20),
  lease: Duration.seconds(5),
  grace: Duration.seconds(2),
  firstCheckSpread: Duration.millis(0),
  minute: MINUTE,
  webhook: { attempts: 4, firstDelay: Duration.millis(20), pollInterval: Duration.millis(50), timeout: Duration.seconds(2) },
  // the compare-thread path, with one thread (start-up is paid per suite)
  compareThreads: 1
}

/** SQLite in a fresh directory. */
// The scheduler runs on 150 ms minutes here: commits that wait for the
// disk (the default, `synchronous=FULL`) make its timing depend on the
// machine's disk; durability is tested in test/SqliteDurability.test.ts.
export const sqlite = () => SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-worker-")), synchronous: "NORMAL" })

/** The full worker settings of a test. */
export const configOf = (config: Partial<Worker.WorkerConfig>): Worker.WorkerConfig => ({
  ...Worker.defaults(),
  ...testConfig,
  ...config
})

/**
 * Storage (SQLite in a fresh directory unless given), use cases, farm,
 * receiver and the worker's services (monitor, fetcher, engines); with
 * `run`, the queue consumer and the scheduler too.
 */
export const harness = (config: Partial<Worker.WorkerConfig>, run: boolean, storage: Layer.Layer<Storage | SqlClient.SqlClient> = sqlite()) => {
  const full = configOf(config)
  const loops = run ? Layer.scopedDiscard(Worker.run(full)) : Layer.empty
  return loops.pipe(
    Layer.provideMerge(Layer.mergeAll(Accounts.Default, BatchJobs.Default, Webpages.Default, Worker.servicesLayer(full))),
    // Webhook targets written through the use case: the farm's receiver, and
    // `localhost` so that the fetcher's own guard can be seen refusing it.
    Layer.provide(Layer.succeed(WebhookTargets, { allowHosts: ["127.0.0.1", "localhost"] })),
    Layer.provideMerge(storage),
    Layer.merge(Layer.scoped(Farm, PageFarm.make({ sample: 40 }))),
    Layer.merge(Layer.scoped(Receiver, WebhookReceiver.make()))
  )
}

/** Polls `effect` until `ok` (bounded: 20 s). */
export const until = <A, E, R>(effect: Effect.Effect<A, E, R>, ok: (a: A) => boolean, label: string, timeoutMs = 20_000) =>
  Effect.gen(function*() {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const a = yield* effect
      if (ok(a)) return a
      yield* Effect.sleep(Duration.millis(20))
    }
    return yield* Effect.dieMessage(`timed out waiting for ${label}`)
  })

let users = 0

/** A fresh account. */
export const newUser = (quota = 100) =>
  Effect.flatMap(Accounts, (a) => a.createUser({ name: `user${++users}_${Date.now()}`, quota, status_code_monitoring: true }))

/** A job's detail once every item is final. */
export const settled = (owner: UserId, jobId: number): Effect.Effect<BatchJobDetail, never, BatchJobRepo> =>
  Effect.flatMap(BatchJobRepo, (repo) =>
    until(
      Effect.map(repo.get(owner, jobId), Option.getOrThrow),
      (d) => d.job.progress.in_queue + d.job.progress.processing === 0,
      `job ${jobId}`
    ))

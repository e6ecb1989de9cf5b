/**
 * The worker: the queue consumer (batch items, `queue/`) and the polling
 * scheduler (checks, `scheduler/` and `checks/`) as scoped background
 * fibers, with the webhook notifier (`webhooks/`) and the page fetcher
 * (`fetch/`). Closing the scope (SIGTERM) stops claiming, lets in-flight
 * items finish within a grace period and gives the rest back to the queue.
 *
 * @since 0.1.0
 */
import type { Checker } from "@defmon/core/ports/Checker"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { ScreenshotRepo, type Storage } from "@defmon/core/ports/storage"
import { BaselineCapture } from "@defmon/core/ports/BaselineCapture"
import * as ProcessBatchItem from "@defmon/core/usecases/ProcessBatchItem"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import type { Engine } from "@defmon/engines/Engine"
import { Engines } from "@defmon/engines/Engines"
import { Duration, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { availableParallelism } from "node:os"
import { checkerLayer, Monitor, MonitorConfig } from "./checks/Monitor.js"
import * as PageFetcher from "./fetch/PageFetcher.js"
import * as Capture from "./queue/BaselineCapture.js"
import { surviving } from "./internal/storageFaults.js"
import * as Consumer from "./queue/Consumer.js"
import * as Scheduler from "./scheduler/Scheduler.js"
import { firstCheckAt } from "./scheduler/Timing.js"
import { Notifier, NotifierConfig, type RetryPolicy } from "./webhooks/Notifier.js"

/**
 * Worker settings.
 *
 * @since 0.1.0
 */
export interface WorkerConfig {
  /** names this process in leases (unique per process) */
  readonly workerId: string
  /** batch items processed at once */
  readonly concurrency: number
  /** checks run at once */
  readonly checkConcurrency: number
  /** how long a claimed item (or due page) stays with this worker without renewal */
  readonly lease: Duration.Duration
  /** fetches per baseline */
  readonly samples: number
  /** pause between the samples of a baseline */
  readonly sampleDelay: Duration.Duration
  /** how often the queue and the schedule are polled when idle */
  readonly pollInterval: Duration.Duration
  /** how long in-flight items may finish on shutdown */
  readonly grace: Duration.Duration
  /** take batch items (off: checks only) */
  readonly queue: boolean
  /** run the polling scheduler (off: batch items only) */
  readonly scheduler: boolean
  /** new pages get their first check at a random time within this spread (no thundering herd after a big job) */
  readonly firstCheckSpread: Duration.Duration
  /** the length of the domain's minute (`polling_interval`); tests shorten it */
  readonly minute: Duration.Duration
  /** verification records kept per page */
  readonly historyKeep: number
  /** hosts the fetcher's SSRF guard lets through (page fetches and webhooks) */
  readonly allowHosts: ReadonlyArray<string>
  /** webhook retries */
  readonly webhook: RetryPolicy
  /** engines added to the built-ins */
  readonly engines: ReadonlyArray<Engine>
  /**
   * Threads that extract and compare fetched pages beside the main thread
   * (default: one fewer than the cores, so the main thread keeps one; 0 =
   * none). Ignored when `engines`
   * adds a host's own engines, which run on the main thread.
   */
  readonly compareThreads: number
  /** checks of pages with the image engine on that run at once, on their own lane (the renderer's pages bound them too) */
  readonly imageChecks: number
  /** how often screenshots no check or baseline names any more are deleted (and how old an unnamed one must be) */
  readonly screenshotPrune: Duration.Duration
  /** the server's address as receivers reach it (`http://host:port`): webhook links to screenshots are absolute with it */
  readonly publicUrl: string | null
}

/**
 * Defaults: 16 items and 64 checks at once, leases of 60 s, 3 samples 3 s
 * apart, real minutes, 1,000 records of history, 5 webhook attempts from 2 s.
 *
 * @since 0.1.0
 */
export const defaults = (): WorkerConfig => ({
  workerId: `worker-${randomUUID().slice(0, 8)}`,
  concurrency: 16,
  checkConcurrency: 64,
  lease: Duration.seconds(60),
  samples: BaselineBuilder.DefaultSamples,
  sampleDelay: Duration.seconds(3),
  pollInterval: Duration.millis(500),
  grace: Duration.seconds(20),
  queue: true,
  scheduler: true,
  firstCheckSpread: Duration.seconds(60),
  minute: Duration.minutes(1),
  historyKeep: 1000,
  allowHosts: [],
  webhook: { attempts: 5, firstDelay: Duration.seconds(2) },
  engines: [],
  compareThreads: Math.max(0, availableParallelism() - 1),
  imageChecks: 2,
  screenshotPrune: Duration.minutes(10),
  publicUrl: null
})

/**
 * The processor of claimed items (`ProcessBatchItem`), its baselines
 * sampled with the fetcher and engines in context.
 *
 * @since 0.1.0
 */
export const makeProcessor = (config: WorkerConfig) =>
  Effect.provideServiceEffect(
    ProcessBatchItem.make({
      workerId: config.workerId,
      firstCheckAt: (now, pollingInterval) =>
        firstCheckAt(now, Math.min(Duration.toMillis(config.firstCheckSpread), pollingInterval * Duration.toMillis(config.minute)))
    }),
    BaselineCapture,
    Capture.make(config)
  )

/**
 * Deletes, every `interval`, the screenshots that no check still in the
 * history and no baseline names, once they are `interval` old.
 *
 * @since 0.1.0
 */
export const pruneScreenshots = (interval: Duration.Duration) =>
  Effect.gen(function*() {
    const screenshots = yield* ScreenshotRepo
    const ms = Duration.toMillis(interval)
    // a prune the database failed (it restarts) is made again at the next interval
    const survivingPrune = surviving("pruning screenshots", 0)
    while (true) {
      yield* Effect.sleep(interval)
      const now = yield* nowIso
      const n = yield* survivingPrune(screenshots.prune(addMillis(now, -ms)))
      if (n > 0) yield* Effect.logDebug(`pruned ${n} screenshots`)
    }
  })

/**
 * Starts the queue consumer and the scheduler in the current scope. Closing
 * the scope drains them gracefully. Needs the storage, a `Monitor` (for the
 * checks) and the fetcher and engines (for baselines).
 *
 * @since 0.1.0
 */
export const run = (config: WorkerConfig) =>
  Effect.gen(function*() {
    // Registered first, so it runs once the loops below have stopped.
    yield* Effect.addFinalizer(() => Effect.logInfo(`worker ${config.workerId} stopped`))
    if (config.queue) yield* Consumer.start(config, yield* makeProcessor(config))
    if (config.scheduler) {
      const monitor = yield* Monitor
      // Checks cut short leave their page due again when its lease passes.
      yield* Effect.forkScoped(Scheduler.loop(config, monitor.check))
      yield* Effect.forkScoped(pruneScreenshots(config.screenshotPrune))
    }
    yield* Effect.logInfo(`worker ${config.workerId} started (queue: ${config.queue}, scheduler: ${config.scheduler})`)
  })

/**
 * The monitor (and the API's `Checker` port) with its notifier, fetcher and
 * engines, configured from the worker settings. Needs only the storage.
 *
 * @since 0.1.0
 */
export const servicesLayer = (config: WorkerConfig): Layer.Layer<Monitor | Checker | PageFetcher.PageFetcher | Engines, never, Storage> =>
  checkerLayer.pipe(
    Layer.provideMerge(Monitor.Default),
    Layer.provide(Notifier.Default),
    Layer.provideMerge(Layer.mergeAll(
      PageFetcher.layer({ allowHosts: config.allowHosts }),
      config.engines.length === 0 ? Engines.Default : Engines.layerWith(config.engines)
    )),
    Layer.provide(Layer.mergeAll(
      Layer.succeed(MonitorConfig, {
        historyKeep: config.historyKeep,
        minute: config.minute,
        compareThreads: config.compareThreads,
        imageChecks: config.imageChecks,
        imageQueue: config.imageChecks * 16
      }),
      Layer.succeed(NotifierConfig, { ...config.webhook, publicUrl: config.publicUrl })
    ))
  )

/**
 * The worker on whatever storage is provided: the queue consumer and the
 * scheduler as background fibers for the life of the layer, plus the
 * `Monitor` and the API's `Checker` (so `POST /urls/{url}/verify` runs in
 * the same process). Settings not given take `defaults()`.
 *
 * @since 0.1.0
 */
export const layer = (config: Partial<WorkerConfig> = {}): Layer.Layer<Monitor | Checker, never, Storage> => {
  const full: WorkerConfig = { ...defaults(), ...config }
  return Layer.scopedDiscard(run(full)).pipe(Layer.provideMerge(servicesLayer(full)))
}

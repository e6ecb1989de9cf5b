/**
 * The worker: consumes batch-job items from the durable queue (row claims
 * with leases) and runs the polling scheduler. Both loops run as scoped
 * background fibers; closing the scope (SIGTERM) stops claiming, lets
 * in-flight items finish within a grace period and gives the rest back to
 * the queue.
 *
 * @since 0.1.0
 */
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import type { FailureReason } from "@defmon/core/domain/BatchJob"
import type { Checker } from "@defmon/core/ports/Checker"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { type Engine, Engines } from "@defmon/engines/Engine"
import * as Extractor from "@defmon/engines/Extractor"
import * as Fetcher from "./fetch/PageFetcher.js"
import {
  AccountRepo,
  ActivityLogRepo,
  BatchJobRepo,
  type ClaimedItem,
  IncidentRepo,
  type ItemOutcome,
  type Storage,
  Transactor,
  WebpageRepo
} from "@defmon/core/ports/storage"
import * as Transitions from "@defmon/core/rules/Transitions"
import { normaliseUrl } from "@defmon/core/domain/Url"
import { Defaults } from "@defmon/core/domain/Settings"
import { newWebpage, type Webpage } from "@defmon/core/domain/Webpage"
import { Data, Duration, Effect, Either, Fiber, FiberSet, Layer, Option, Queue } from "effect"
import { randomUUID } from "node:crypto"
import { availableParallelism } from "node:os"
import { firstCheckAt } from "./internal/schedule.js"
import { checkerLayer, Monitor, MonitorConfig } from "./Monitor.js"
import { Notifier, NotifierConfig, type RetryPolicy } from "./Notifier.js"

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
  compareThreads: Math.max(0, availableParallelism() - 1)
})

class ItemFailed extends Data.TaggedError("ItemFailed")<{ readonly reason: FailureReason; readonly message: string }> {}

/** the lease was lost before the item ended: its transaction is rolled back */
class LeaseLost extends Data.TaggedError("LeaseLost") {}

const fromFetch = (e: Fetcher.FetchError): ItemFailed => new ItemFailed({ reason: e.reason, message: e.message })

/**
 * Processes one claimed item: ends it exactly once (or leaves it to whoever
 * holds its lease now).
 *
 * @since 0.1.0
 */
export const makeProcessor = (config: WorkerConfig) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const pages = yield* WebpageRepo
    const accounts = yield* AccountRepo
    const incidents = yield* IncidentRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transactor
    const fetcher = yield* Fetcher.PageFetcher
    const engines = yield* Engines
    const extractor = yield* Extractor.make

    const sample = (url: string, userAgentId: number) =>
      Effect.gen(function*() {
        const out = []
        for (let i = 0; i < config.samples; i++) {
          if (i > 0) yield* Effect.sleep(config.sampleDelay)
          const res = yield* Effect.mapError(fetcher.fetch(url, { userAgentId }), fromFetch)
          if (res.status >= 400) return yield* new ItemFailed({ reason: "http_error", message: `HTTP ${res.status} from ${url}` })
          out.push(extractor.extract(res.body, res.finalUrl))
        }
        return out
      })

    const finish = (claimed: ClaimedItem, outcome: ItemOutcome) =>
      Effect.flatMap(nowIso, (now) => jobs.finish(config.workerId, claimed.item.id, outcome, now))

    const quotaLeft = (owner: ClaimedItem["user_id"]) =>
      Effect.gen(function*() {
        const account = yield* accounts.get(owner)
        const quota = Option.match(account, { onNone: () => 0, onSome: (a) => a.quota })
        const used = yield* pages.countQuota(owner)
        return used < quota
          ? Option.none<ItemFailed>()
          : Option.some(new ItemFailed({ reason: "quota_exceeded", message: `the account's quota of ${quota} webpages is used up` }))
      })

    const exists = new ItemFailed({ reason: "already_exists", message: "a webpage with this URL exists" })

    const baseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const parsed = normaliseUrl(claimed.item.url)
        if (Either.isLeft(parsed)) return yield* new ItemFailed({ reason: "invalid_url", message: parsed.left })
        const { domain, url } = parsed.right
        // Cheap refusals first, so doomed items cost no fetches; both are
        // decided again inside the transaction.
        if (Option.isSome(yield* pages.findByUrl(owner, url))) return yield* exists
        const early = yield* quotaLeft(owner)
        if (Option.isSome(early)) return yield* early.value
        const samples = yield* sample(url, claimed.options.user_agent_id)
        const now = yield* nowIso
        const built = BaselineBuilder.build(samples, engines, now)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            const refused = yield* quotaLeft(owner)
            if (Option.isSome(refused)) return yield* refused.value
            const spread = Math.min(
              Duration.toMillis(config.firstCheckSpread),
              Defaults.polling_interval * Duration.toMillis(config.minute)
            )
            const inserted = yield* pages.insert(newWebpage(
              { user_id: owner, url, domain, current_baseline: built, now, next_check_at: firstCheckAt(now, spread) },
              { monitoring_configuration: claimed.options }
            ))
            if (Option.isNone(inserted)) return yield* exists
            const id = inserted.value.id
            if (!(yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: id }))) {
              return yield* new LeaseLost()
            }
            yield* activity.append(
              owner,
              { action: "webpage.create", target: `webpage:${id}`, details: { url, job_id: claimed.job_id, samples: built.samples } },
              now
            )
          })
        )
      })

    const rebaseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const id = claimed.item.webpage_id
        const gone = new ItemFailed({ reason: "not_found", message: "the webpage no longer exists" })
        const archived = new ItemFailed({ reason: "archived", message: "the webpage is archived" })
        const page = id === null ? Option.none<Webpage>() : yield* pages.findById(owner, id)
        if (Option.isNone(page)) return yield* gone
        if (page.value.plan_type === "ARCHIVED") return yield* archived
        const samples = yield* sample(page.value.url, page.value.monitoring_configuration.user_agent_id)
        const now = yield* nowIso
        const built = BaselineBuilder.build(samples, engines, now)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            let openIncident: number | null = null
            const updated = yield* pages.modify(owner, page.value.id, (p) => {
              // Archived while the samples were taken.
              if (p.plan_type === "ARCHIVED") return Effect.fail(archived)
              openIncident = p.open_incident_id
              return Effect.succeed(Transitions.completeRebaseline(p, built, now))
            })
            if (Option.isNone(updated)) return yield* gone
            // The new baseline accepts the page as it is: its incident is over.
            if (openIncident !== null) yield* incidents.resolve(owner, openIncident, now)
            if (!(yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: page.value.id }))) {
              return yield* new LeaseLost()
            }
            yield* activity.append(
              owner,
              { action: "webpage.rebaseline", target: `webpage:${page.value.id}`, details: { url: page.value.url, job_id: claimed.job_id, samples: built.samples } },
              now
            )
          })
        )
      })

    return (claimed: ClaimedItem): Effect.Effect<void> =>
      (claimed.item.action === "rebaseline" ? rebaseline(claimed) : baseline(claimed)).pipe(
        Effect.catchTag("ItemFailed", (e) =>
          Effect.flatMap(
            finish(claimed, { status: "Failed", reason: e.reason, message: e.message, webpage_id: claimed.item.webpage_id }),
            (ok) => ok ? Effect.void : Effect.logWarning(`lease lost on item ${claimed.item.id}; another worker has it`)
          )),
        Effect.catchTag("LeaseLost", () => Effect.logWarning(`lease lost on item ${claimed.item.id}; another worker has it`)),
        Effect.catchAllDefect((defect) =>
          Effect.zipRight(
            Effect.logError(`item ${claimed.item.id} failed`, defect),
            finish(claimed, { status: "Failed", reason: "internal_error", message: String(defect), webpage_id: claimed.item.webpage_id })
          )
        ),
        Effect.asVoid,
        Effect.withSpan("Worker.item", { attributes: { item: claimed.item.id, action: claimed.item.action } })
      )
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
    const jobs = yield* BatchJobRepo
    const pages = yield* WebpageRepo
    const monitor = yield* Monitor
    const processItem = yield* makeProcessor(config)
    const leaseMs = Duration.toMillis(config.lease)

    // ------------------------------------------------------------ the queue
    const inFlight = new Set<number>()
    const items = yield* FiberSet.make<void>()
    // Wakes the claimer when an item ends, so a free slot is refilled at once.
    const slotFreed = yield* Queue.sliding<void>(1)

    const consume = Effect.gen(function*() {
      while (true) {
        const free = config.concurrency - inFlight.size
        if (free <= 0) {
          yield* Queue.take(slotFreed)
          continue
        }
        // A claim is never cut in half by shutdown: the items it took are
        // either in `inFlight` (released on shutdown) or were never taken.
        const claimed = yield* Effect.uninterruptible(
          Effect.gen(function*() {
            const now = yield* nowIso
            const got = yield* jobs.claim(config.workerId, now, addMillis(now, leaseMs), free)
            for (const c of got) inFlight.add(c.item.id)
            return got
          })
        )
        if (claimed.length === 0) {
          yield* Effect.race(Effect.sleep(config.pollInterval), Queue.take(slotFreed))
          continue
        }
        for (const c of claimed) {
          yield* FiberSet.run(
            items,
            Effect.ensuring(
              processItem(c),
              Effect.zipRight(Effect.sync(() => inFlight.delete(c.item.id)), Queue.offer(slotFreed, undefined))
            )
          )
        }
      }
    })

    // Leases are renewed while items are being worked on.
    const renew = Effect.gen(function*() {
      while (true) {
        yield* Effect.sleep(Duration.millis(Math.max(10, leaseMs / 3)))
        if (inFlight.size === 0) continue
        const now = yield* nowIso
        yield* jobs.renew(config.workerId, [...inFlight], addMillis(now, leaseMs))
      }
    })

    // ------------------------------------------------------------ the scheduler
    // A claimer keeps a bounded buffer of due pages full and
    // `checkConcurrency` checkers drain it, so one slow page never holds
    // back a whole batch.
    const buffer = config.checkConcurrency * 2
    const due = yield* Queue.bounded<Webpage>(buffer)
    const claimer = Effect.gen(function*() {
      while (true) {
        const room = buffer - (yield* Queue.size(due))
        const now = yield* nowIso
        const batch = room <= 0 ? [] : yield* pages.claimDue(now, addMillis(now, leaseMs), room)
        if (batch.length === 0) {
          yield* Effect.sleep(config.pollInterval)
          continue
        }
        yield* Queue.offerAll(due, batch)
      }
    })
    const checker = Effect.forever(
      Effect.flatMap(Queue.take(due), (p) => Effect.catchAllCause(monitor.check(p), (c) => Effect.logError(`check of webpage ${p.id} failed`, c)))
    )
    const schedule = Effect.all([claimer, ...Array.from({ length: config.checkConcurrency }, () => checker)], {
      concurrency: "unbounded",
      discard: true
    })

    const consumer = config.queue ? Option.some(yield* Effect.forkScoped(consume)) : Option.none()
    const renewer = yield* Effect.forkScoped(renew)
    const scheduler = config.scheduler ? Option.some(yield* Effect.forkScoped(schedule)) : Option.none()
    yield* Effect.logInfo(`worker ${config.workerId} started (queue: ${config.queue}, scheduler: ${config.scheduler})`)

    yield* Effect.addFinalizer(() =>
      Effect.gen(function*() {
        // 1. stop claiming; 2. let in-flight items end within the grace period;
        // 3. interrupt the rest (their transactions roll back) and give them back.
        if (Option.isSome(consumer)) yield* Fiber.interrupt(consumer.value)
        // Checks cut short leave their page due again when its lease passes.
        if (Option.isSome(scheduler)) yield* Fiber.interrupt(scheduler.value)
        // Finalizers run uninterruptibly: the wait must be made interruptible
        // or the timeout could not cut it short.
        const drained = yield* Effect.interruptible(FiberSet.awaitEmpty(items)).pipe(Effect.timeout(config.grace), Effect.option)
        // Taken before the interruption, which empties `inFlight`; items that
        // still commit meanwhile are no longer `Processing`, so `release` skips them.
        const left = [...inFlight]
        if (Option.isNone(drained)) yield* FiberSet.clear(items)
        if (left.length > 0) yield* jobs.release(config.workerId, left)
        yield* Fiber.interrupt(renewer)
        yield* Effect.logInfo(
          `worker ${config.workerId} stopped` + (left.length > 0 ? `; ${left.length} unfinished items given back to the queue` : "")
        )
      })
    )
  })

/**
 * The monitor (and the API's `Checker` port) with its notifier, fetcher and
 * engines, configured from the worker settings. Needs only the storage.
 *
 * @since 0.1.0
 */
export const servicesLayer = (config: WorkerConfig): Layer.Layer<Monitor | Checker | Fetcher.PageFetcher | Engines, never, Storage> =>
  checkerLayer.pipe(
    Layer.provideMerge(Monitor.Default),
    Layer.provide(Notifier.Default),
    Layer.provideMerge(Layer.mergeAll(
      Fetcher.layer({ allowHosts: config.allowHosts }),
      config.engines.length === 0 ? Engines.Default : Engines.layerWith(config.engines)
    )),
    Layer.provide(Layer.mergeAll(
      Layer.succeed(MonitorConfig, { historyKeep: config.historyKeep, minute: config.minute, compareThreads: config.compareThreads }),
      Layer.succeed(NotifierConfig, config.webhook)
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

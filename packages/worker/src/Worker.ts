/**
 * The worker: consumes batch-job items from the durable queue (row claims
 * with leases) and runs the polling scheduler. Both loops run as scoped
 * background fibers; closing the scope (SIGTERM) stops claiming, lets
 * in-flight work finish within a grace period and gives the rest back to the
 * queue.
 *
 * @since 0.1.0
 */
import * as BaselineBuilder from "@defmon/core/BaselineBuilder"
import { addMillis, nowIso } from "@defmon/core/Clock"
import { Engines } from "@defmon/core/Engine"
import * as Extractor from "@defmon/core/Extractor"
import { PageFetcher, type FetchError } from "@defmon/core/Fetcher"
import type { FailureReason } from "@defmon/core/BatchJob"
import {
  AccountRepo,
  ActivityLogRepo,
  BatchJobRepo,
  type ClaimedItem,
  IncidentRepo,
  type ItemOutcome,
  Transactor,
  WebpageRepo
} from "@defmon/core/Storage"
import * as Transitions from "@defmon/core/Transitions"
import { normaliseUrl } from "@defmon/core/Url"
import { defaultSettings, type Webpage } from "@defmon/core/Webpage"
import { Data, Duration, Effect, Either, Fiber, Layer, Option, Queue } from "effect"
import { randomUUID } from "node:crypto"
import { Monitor } from "./Monitor.js"

/**
 * Worker settings.
 *
 * @since 0.1.0
 */
export interface WorkerConfig {
  readonly workerId: string
  /** items processed at once */
  readonly concurrency: number
  /** checks run at once */
  readonly checkConcurrency: number
  readonly lease: Duration.Duration
  readonly samples: number
  readonly sampleDelay: Duration.Duration
  /** how often the queue and the schedule are polled when idle */
  readonly pollInterval: Duration.Duration
  /** how long in-flight work may finish on shutdown */
  readonly grace: Duration.Duration
  /** run the polling scheduler (off: batch items only) */
  readonly scheduler: boolean
  /** new pages get their first check at a random time within this spread (no thundering herd after a big job) */
  readonly firstCheckSpread: Duration.Duration
}

/**
 * Defaults: 3 samples 3 s apart, leases of 60 s.
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
  scheduler: true,
  firstCheckSpread: Duration.seconds(60)
})

class ItemFailed extends Data.TaggedError("ItemFailed")<{ readonly reason: FailureReason; readonly message: string }> {}

const fromFetch = (e: FetchError): ItemFailed => new ItemFailed({ reason: e.reason, message: e.message })

/**
 * Processes one claimed item; returns how it ended (or that the lease was lost).
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
    const fetcher = yield* PageFetcher
    const engines = yield* Engines
    const extractor = yield* Extractor.make

    const sample = (url: string, userAgentId: number) =>
      Effect.gen(function*() {
        const out = []
        for (let i = 0; i < config.samples; i++) {
          if (i > 0) yield* Effect.sleep(config.sampleDelay)
          const res = yield* Effect.mapError(fetcher.fetch(url, { userAgentId }), fromFetch)
          if (res.status >= 400) return yield* new ItemFailed({ reason: "http_error", message: `HTTP ${res.status}` })
          out.push(extractor.extract(res.body, res.finalUrl))
        }
        return out
      })

    const finish = (claimed: ClaimedItem, outcome: ItemOutcome) =>
      Effect.flatMap(nowIso, (now) => jobs.finish(config.workerId, claimed.item.id, outcome, now))

    const fail = (claimed: ClaimedItem, e: ItemFailed) =>
      finish(claimed, { status: "Failed", reason: e.reason, message: e.message, webpage_id: claimed.item.webpage_id })

    /** the transaction is rolled back when the lease was lost */
    class LeaseLost extends Data.TaggedError("LeaseLost") {}

    const baseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const parsed = normaliseUrl(claimed.item.url)
        if (Either.isLeft(parsed)) return yield* new ItemFailed({ reason: "invalid_url", message: parsed.left })
        const { domain, url } = parsed.right
        if (Option.isSome(yield* pages.findByUrl(owner, url))) {
          return yield* new ItemFailed({ reason: "already_exists", message: "a webpage with this URL exists" })
        }
        const samples = yield* sample(url, claimed.options.user_agent_id)
        const now = yield* nowIso
        const built = BaselineBuilder.build(samples, engines, now)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            const account = yield* accounts.get(owner)
            const quota = Option.match(account, { onNone: () => 0, onSome: (a) => a.quota })
            if ((yield* pages.countQuota(owner)) >= quota) {
              return yield* new ItemFailed({ reason: "quota_exceeded", message: `the account's quota of ${quota} webpages is used up` })
            }
            const settings = defaultSettings()
            const firstCheck = addMillis(now, Math.floor(Math.random() * Duration.toMillis(config.firstCheckSpread)))
            const inserted = yield* pages.insert({
              user_id: owner,
              url,
              domain,
              health_status: "Awaiting Verification",
              plan_type: "STANDARD",
              paused: false,
              ...settings,
              monitoring_configuration: claimed.options,
              current_baseline: built,
              continuous_reference: null,
              status_code_monitoring: null,
              consecutive_changes: 0,
              open_incident_id: null,
              created_at: now,
              updated_at: now,
              last_checked_at: null,
              next_check_at: firstCheck,
              archived_at: null
            } as Omit<Webpage, "id">)
            if (Option.isNone(inserted)) {
              return yield* new ItemFailed({ reason: "already_exists", message: "a webpage with this URL exists" })
            }
            const ok = yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: inserted.value.id })
            if (!ok) return yield* new LeaseLost()
            yield* activity.append(owner, { action: "webpage.create", target: `webpage:${inserted.value.id}`, details: { url, job_id: claimed.job_id } }, now)
            return true
          })
        )
      })

    const rebaseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const id = claimed.item.webpage_id
        const page = id === null ? Option.none<Webpage>() : yield* pages.findById(owner, id)
        if (Option.isNone(page)) return yield* new ItemFailed({ reason: "not_found", message: "the webpage no longer exists" })
        if (page.value.plan_type === "ARCHIVED") return yield* new ItemFailed({ reason: "archived", message: "the webpage is archived" })
        const samples = yield* sample(page.value.url, page.value.monitoring_configuration.user_agent_id)
        const now = yield* nowIso
        const built = BaselineBuilder.build(samples, engines, now)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            let openIncident: number | null = null
            const updated = yield* pages.modify(owner, page.value.id, (p) => {
              openIncident = p.open_incident_id
              return Effect.succeed(Transitions.completeRebaseline(p, built, now))
            })
            if (Option.isNone(updated)) return yield* new ItemFailed({ reason: "not_found", message: "the webpage no longer exists" })
            if (openIncident !== null) yield* incidents.resolve(owner, openIncident, now)
            const ok = yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: page.value.id })
            if (!ok) return yield* new LeaseLost()
            yield* activity.append(owner, { action: "webpage.rebaseline", target: `webpage:${page.value.id}`, details: { job_id: claimed.job_id } }, now)
            return true
          })
        )
      })

    return (claimed: ClaimedItem): Effect.Effect<void> =>
      (claimed.item.action === "rebaseline" ? rebaseline(claimed) : baseline(claimed)).pipe(
        Effect.catchTag("ItemFailed", (e) => fail(claimed, e)),
        Effect.catchTag("LeaseLost", () => Effect.logWarning(`lease lost on item ${claimed.item.id}; another worker has it`)),
        Effect.catchAllDefect((defect) =>
          Effect.zipRight(
            Effect.logError(`item ${claimed.item.id} failed`, defect),
            fail(claimed, new ItemFailed({ reason: "internal_error", message: String(defect) }))
          )
        ),
        Effect.asVoid,
        Effect.withSpan("Worker.item", { attributes: { item: claimed.item.id } })
      )
  })

/**
 * Starts the queue consumer and (optionally) the scheduler in the current
 * scope. Closing the scope drains them gracefully.
 *
 * @since 0.1.0
 */
export const run = (config: WorkerConfig) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const pages = yield* WebpageRepo
    const monitor = yield* Monitor
    const processItem = yield* makeProcessor(config)
    const inFlight = new Set<number>()
    let stopping = false
    const leaseMs = Duration.toMillis(config.lease)

    const consume = Effect.gen(function*() {
      while (!stopping) {
        const now = yield* nowIso
        const free = config.concurrency - inFlight.size
        const claimed = free <= 0 ? [] : yield* jobs.claim(config.workerId, now, addMillis(now, leaseMs), free)
        if (claimed.length === 0) {
          yield* Effect.sleep(config.pollInterval)
          continue
        }
        for (const c of claimed) inFlight.add(c.item.id)
        yield* Effect.forEach(claimed, (c) => Effect.ensuring(processItem(c), Effect.sync(() => inFlight.delete(c.item.id))), {
          concurrency: "unbounded",
          discard: true
        })
      }
    })

    // Leases are renewed while items are being worked on.
    const renew = Effect.gen(function*() {
      while (true) {
        yield* Effect.sleep(Duration.millis(leaseMs / 3))
        const now = yield* nowIso
        yield* jobs.renew(config.workerId, [...inFlight], addMillis(now, leaseMs))
      }
    })

    // The scheduler keeps a pipeline full: a claimer tops up a bounded queue of
    // due pages and `checkConcurrency` checkers drain it, so one slow page
    // never holds back a whole batch.
    const due = yield* Queue.bounded<Webpage>(config.checkConcurrency * 2)
    const claimer = Effect.gen(function*() {
      while (!stopping) {
        const room = config.checkConcurrency * 2 - (yield* Queue.size(due))
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
      Effect.flatMap(Queue.take(due), (p) => Effect.catchAllCause(monitor.check(p), (c) => Effect.logError("check failed", c)))
    )
    const schedule = Effect.all([claimer, ...Array.from({ length: config.checkConcurrency }, () => checker)], {
      concurrency: "unbounded",
      discard: true
    })

    const consumer = yield* Effect.forkScoped(consume)
    const renewer = yield* Effect.forkScoped(renew)
    const scheduler = config.scheduler ? Option.some(yield* Effect.forkScoped(schedule)) : Option.none()

    yield* Effect.addFinalizer(() =>
      Effect.gen(function*() {
        stopping = true
        // Let in-flight items end within the grace period, then give the rest back.
        yield* Fiber.await(consumer).pipe(Effect.timeout(config.grace), Effect.ignore)
        yield* Fiber.interrupt(consumer)
        // Pages claimed but not checked simply come due again when their lease ends.
        if (Option.isSome(scheduler)) yield* Fiber.interrupt(scheduler.value)
        if (inFlight.size > 0) yield* jobs.release(config.workerId, [...inFlight])
        yield* Fiber.interrupt(renewer)
      })
    )
  })

/**
 * The worker as a layer: a `Monitor` (also served as the API's `Checker`)
 * and the background loops. Needs storage, a `PageFetcher` and `Engines`.
 *
 * @since 0.1.0
 */
export const layer = (config: WorkerConfig) =>
  Layer.scopedDiscard(run(config))

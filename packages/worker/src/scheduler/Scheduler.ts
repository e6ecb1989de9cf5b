/**
 * The polling scheduler: a claimer keeps a bounded buffer of due pages full
 * (`WebpageRepo.claimDue` moves their next check to the end of a lease) and
 * `checkConcurrency` checkers drain it, so one slow page never holds back a
 * whole batch. A page whose check is cut short is due again when its lease
 * passes.
 *
 * @since 0.1.0
 */
import type { Webpage } from "@defmon/core/domain/Webpage"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { WebpageRepo } from "@defmon/core/ports/storage"
import { Duration, Effect, Queue } from "effect"
import { surviving } from "../internal/storageFaults.js"

/**
 * Settings of the scheduler.
 *
 * @since 0.1.0
 */
export interface SchedulerConfig {
  /** checks run at once */
  readonly checkConcurrency: number
  /** how long a claimed page stays with this process before it is due again */
  readonly lease: Duration.Duration
  /** how often the schedule is polled when nothing is due */
  readonly pollInterval: Duration.Duration
}

/**
 * The scheduler's loops; run it in a fiber, interrupt the fiber to stop.
 * `check` checks one page.
 *
 * @since 0.1.0
 */
export const loop = (config: SchedulerConfig, check: (page: Webpage) => Effect.Effect<unknown>) =>
  Effect.gen(function*() {
    const pages = yield* WebpageRepo
    const leaseMs = Duration.toMillis(config.lease)
    const buffer = config.checkConcurrency * 2
    const due = yield* Queue.bounded<Webpage>(buffer)
    // A claim the database failed (it restarts) takes nothing: the claimer
    // polls again. Had it committed unseen, its pages are due again when
    // their leases pass.
    const survivingClaim = surviving<ReadonlyArray<Webpage>>("claiming due webpages", [])
    const claimer = Effect.gen(function*() {
      while (true) {
        const room = buffer - (yield* Queue.size(due))
        const now = yield* nowIso
        const batch = room <= 0 ? [] : yield* survivingClaim(pages.claimDue(now, addMillis(now, leaseMs), room))
        if (batch.length === 0) {
          yield* Effect.sleep(config.pollInterval)
          continue
        }
        yield* Queue.offerAll(due, batch)
      }
    })
    const checker = Effect.forever(
      Effect.flatMap(Queue.take(due), (p) => Effect.catchAllCause(check(p), (c) => Effect.logError(`check of webpage ${p.id} failed`, c)))
    )
    yield* Effect.all([claimer, ...Array.from({ length: config.checkConcurrency }, () => checker)], {
      concurrency: "unbounded",
      discard: true
    })
  })

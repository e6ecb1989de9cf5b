/**
 * The queue consumer: claims batch items from the durable queue (row
 * claims with leases), keeps `concurrency` of them in flight, renews their
 * leases, and on shutdown stops claiming, lets in-flight items finish
 * within the grace period and gives the rest back to the queue.
 *
 * @since 0.1.0
 */
import type { ClaimedItem } from "@defmon/core/ports/storage"
import { BatchJobRepo } from "@defmon/core/ports/storage"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { Duration, Effect, Fiber, FiberSet, Queue } from "effect"
import { surviving } from "../internal/storageFaults.js"

/**
 * Settings of the consumer.
 *
 * @since 0.1.0
 */
export interface ConsumerConfig {
  /** names this process in leases */
  readonly workerId: string
  /** items processed at once */
  readonly concurrency: number
  /** how long a claimed item stays with this worker without renewal */
  readonly lease: Duration.Duration
  /** how often the queue is polled when idle */
  readonly pollInterval: Duration.Duration
  /** how long in-flight items may finish on shutdown */
  readonly grace: Duration.Duration
}

/**
 * Starts the consumer in the current scope; closing the scope drains it.
 * `process` ends an item (see `ProcessBatchItem`).
 *
 * @since 0.1.0
 */
export const start = (config: ConsumerConfig, process: (claimed: ClaimedItem) => Effect.Effect<void>) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const leaseMs = Duration.toMillis(config.lease)
    const inFlight = new Set<number>()
    const items = yield* FiberSet.make<void>()
    // Wakes the claimer when an item ends, so a free slot is refilled at once.
    const slotFreed = yield* Queue.sliding<void>(1)
    const survivingClaim = surviving<ReadonlyArray<ClaimedItem>>("claiming batch items", [])
    const survivingRenew = surviving<void>("renewing the leases of batch items", undefined)

    const consume = Effect.gen(function*() {
      while (true) {
        const free = config.concurrency - inFlight.size
        if (free <= 0) {
          yield* Queue.take(slotFreed)
          continue
        }
        // A claim is never cut in half by shutdown: the items it took are
        // either in `inFlight` (released on shutdown) or were never taken.
        // A claim the database failed (it restarts) takes nothing: the loop
        // polls again. Had it committed unseen, its items come back when their
        // leases run out.
        const claimed = yield* Effect.uninterruptible(
          Effect.gen(function*() {
            const now = yield* nowIso
            const got = yield* survivingClaim(jobs.claim(config.workerId, now, addMillis(now, leaseMs), free))
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
              process(c),
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
        // a renewal the database failed is made again a third of a lease later
        yield* survivingRenew(jobs.renew(config.workerId, [...inFlight], addMillis(now, leaseMs)))
      }
    })

    const consumer = yield* Effect.forkScoped(consume)
    const renewer = yield* Effect.forkScoped(renew)

    yield* Effect.addFinalizer(() =>
      Effect.gen(function*() {
        // 1. stop claiming; 2. let in-flight items end within the grace period;
        // 3. interrupt the rest (their transactions roll back) and give them back.
        yield* Fiber.interrupt(consumer)
        // Finalizers run uninterruptibly: the wait must be made interruptible
        // or the timeout could not cut it short.
        const drained = yield* Effect.interruptible(FiberSet.awaitEmpty(items)).pipe(Effect.timeout(config.grace), Effect.option)
        // Taken before the interruption, which empties `inFlight`; items that
        // still commit meanwhile are no longer `Processing`, so `release` skips them.
        const left = [...inFlight]
        if (drained._tag === "None") yield* FiberSet.clear(items)
        if (left.length > 0) yield* jobs.release(config.workerId, left)
        yield* Fiber.interrupt(renewer)
        if (left.length > 0) yield* Effect.logInfo(`${left.length} unfinished items given back to the queue`)
      })
    )
  })

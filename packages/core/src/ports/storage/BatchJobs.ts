/**
 * Batch jobs and their items, which are also the durable work queue of the
 * worker (claims with leases).
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { BatchItemAction, BatchJob, BatchJobItem, BatchJobKind, FailureReason } from "../../domain/BatchJob.js"
import type { MonitoringConfiguration } from "../../domain/Settings.js"
import type { UserId, WebpageId } from "../../domain/Webpage.js"

/**
 * An item of a job to create.
 *
 * @since 0.1.0
 */
export interface NewBatchItem {
  readonly url: string
  readonly webpage_id: WebpageId | null
  readonly action: BatchItemAction
  /** items may be created already failed (e.g. `already_exists`) */
  readonly status: "In Queue" | "Failed"
  readonly reason: FailureReason | null
  readonly message: string | null
}

/**
 * A job with its items.
 *
 * @since 0.1.0
 */
export interface BatchJobDetail {
  readonly job: BatchJob
  readonly items: ReadonlyArray<BatchJobItem>
}

/**
 * An item claimed by a worker, with what it needs of its job.
 *
 * @since 0.1.0
 */
export interface ClaimedItem {
  readonly item: BatchJobItem
  readonly job_id: number
  readonly kind: BatchJobKind
  readonly user_id: UserId
  readonly options: MonitoringConfiguration
}

/**
 * How an item ended.
 *
 * @since 0.1.0
 */
export interface ItemOutcome {
  readonly status: "Completed" | "Failed"
  readonly reason: FailureReason | null
  readonly message: string | null
  readonly webpage_id: WebpageId | null
}

/**
 * Batch jobs and their items: also the durable work queue. Ids of all kinds
 * come from one sequence.
 *
 * @since 0.1.0
 */
export class BatchJobRepo extends Context.Tag("@defmon/core/BatchJobRepo")<
  BatchJobRepo,
  {
    readonly create: (
      owner: UserId,
      kind: BatchJobKind,
      options: MonitoringConfiguration,
      items: ReadonlyArray<NewBatchItem>,
      now: string
    ) => Effect.Effect<BatchJob>
    readonly get: (owner: UserId, id: number) => Effect.Effect<Option.Option<BatchJobDetail>>
    /** the newest `limitPerKind` jobs of each kind (or of one kind), newest first */
    readonly list: (
      owner: UserId,
      kind: BatchJobKind | undefined,
      limitPerKind: number
    ) => Effect.Effect<ReadonlyArray<BatchJob>>
    /** cancels the job's `In Queue` items; `Processing` ones go on; the job stays */
    readonly cancel: (owner: UserId, id: number, now: string) => Effect.Effect<Option.Option<BatchJob>>
    /**
     * System-wide: claims up to `limit` items that are `In Queue`, or
     * `Processing` with an expired lease, fairly across accounts (every
     * account's oldest first, then every account's second oldest, ...:
     * one account's 10,000 items do not hold back another's first); marks them
     * `Processing` for `workerId` until `leaseUntil` and counts the attempt.
     */
    readonly claim: (
      workerId: string,
      now: string,
      leaseUntil: string,
      limit: number
    ) => Effect.Effect<ReadonlyArray<ClaimedItem>>
    /** extends the leases this worker still holds */
    readonly renew: (workerId: string, itemIds: ReadonlyArray<number>, leaseUntil: string) => Effect.Effect<void>
    /**
     * Ends an item this worker holds; `false` (and nothing written) when the
     * lease was lost or the item is no longer `Processing`.
     */
    readonly finish: (workerId: string, itemId: number, outcome: ItemOutcome, now: string) => Effect.Effect<boolean>
    /** gives items back to the queue (graceful shutdown) */
    readonly release: (workerId: string, itemIds: ReadonlyArray<number>) => Effect.Effect<void>
  }
>() {}

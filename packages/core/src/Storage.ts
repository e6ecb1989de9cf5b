/**
 * The storage port: one service per table. Three layers implement it
 * (in-memory in `@defmon/testing`, SQLite and PostgreSQL through
 * `@defmon/storage-sql`) and pass one shared behavioural suite.
 *
 * Every method that reads or writes user data takes the owner and filters by
 * it, so no use case can reach another user's rows. The few system-wide
 * methods (queue claims, scheduler) are named for what they do and are used
 * only by the worker. Storage failures are defects: a use case never sees an
 * `SqlError`.
 *
 * @since 0.1.0
 */
import type { ChangeFeed } from "./ChangeFeed.js"
import { Context, type Effect, type Option } from "effect"
import type { Account, ApiToken } from "./Account.js"
import type { ActivityLogEntry, NewActivity } from "./ActivityLog.js"
import type { ArchiveRecord } from "./Archive.js"
import type {
  BatchItemAction,
  BatchJob,
  BatchJobItem,
  BatchJobKind,
  FailureReason
} from "./BatchJob.js"
import type { Domain } from "./Domain.js"
import type { Incident, IncidentKind } from "./Incident.js"
import type { WebhookDelivery } from "./Notification.js"
import type { Policy } from "./Policy.js"
import type { MonitoringConfiguration } from "./Settings.js"
import type { VerificationRecord } from "./Verification.js"
import type { UserId, Webpage, WebpageId } from "./Webpage.js"

/**
 * A webpage to insert: everything but the id.
 *
 * @since 0.1.0
 */
export type NewWebpage = Omit<Webpage, "id">

/**
 * Filter of the webpage list.
 *
 * @since 0.1.0
 */
export interface WebpageFilter {
  /** true: only archived pages; false: only non-archived pages */
  readonly archived: boolean
  /** only pages whose latest observed status code is this */
  readonly status_code?: number | undefined
  /** only pages of this host name */
  readonly domain?: string | undefined
}

/**
 * Webpages table.
 *
 * @since 0.1.0
 */
export class WebpageRepo extends Context.Tag("@defmon/core/WebpageRepo")<
  WebpageRepo,
  {
    /** inserts a page; `None` when the owner already has a page with this URL */
    readonly insert: (page: NewWebpage) => Effect.Effect<Option.Option<Webpage>>
    readonly findById: (owner: UserId, id: number) => Effect.Effect<Option.Option<Webpage>>
    readonly findByIds: (owner: UserId, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Webpage>>
    readonly findByUrl: (owner: UserId, url: string) => Effect.Effect<Option.Option<Webpage>>
    readonly findByUrls: (owner: UserId, urls: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<Webpage>>
    /** pages of the owner, ordered by id */
    readonly list: (owner: UserId, filter: WebpageFilter) => Effect.Effect<ReadonlyArray<Webpage>>
    /** the ids `list` would return, in the same order, without reading the records */
    readonly listIds: (owner: UserId, filter: WebpageFilter) => Effect.Effect<ReadonlyArray<number>>
    /**
     * Reads the page with a row lock (inside a transaction), applies `f` and
     * writes the result back. `None` when the owner has no such page.
     *
     * `known`: the page as the caller read it earlier (e.g. from
     * `claimDue`). A storage may then skip reading the baseline and the
     * continuous-monitoring reference again and hand `f` the known ones,
     * but only when neither has been written since.
     */
    readonly modify: <E, R>(
      owner: UserId,
      id: number,
      f: (page: Webpage) => Effect.Effect<Webpage, E, R>,
      known?: Webpage
    ) => Effect.Effect<Option.Option<Webpage>, E, R>
    /** deletes the page and its related data (incidents, verifications, archive records, policies, deliveries) */
    readonly remove: (owner: UserId, id: number) => Effect.Effect<boolean>
    /** pages that count against the plan quota (plan type not ARCHIVED) */
    readonly countQuota: (owner: UserId) => Effect.Effect<number>
    /** host names with at least one non-archived page, with their page counts, ordered by name */
    readonly activeDomains: (owner: UserId) => Effect.Effect<ReadonlyArray<Domain>>
    /**
     * System-wide, for the scheduler: up to `limit` pages that are due
     * (`next_check_at <= now`, not archived, not paused, with a baseline),
     * oldest due first; their `next_check_at` is moved to `leaseUntil` in the
     * same statement so no other scheduler takes them.
     */
    readonly claimDue: (now: string, leaseUntil: string, limit: number) => Effect.Effect<ReadonlyArray<Webpage>>
  }
>() {}

/**
 * Archive records table.
 *
 * @since 0.1.0
 */
export class ArchiveRepo extends Context.Tag("@defmon/core/ArchiveRepo")<
  ArchiveRepo,
  {
    readonly insert: (owner: UserId, record: Omit<ArchiveRecord, "id">) => Effect.Effect<ArchiveRecord>
    readonly listByWebpage: (owner: UserId, webpageId: number) => Effect.Effect<ReadonlyArray<ArchiveRecord>>
  }
>() {}

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
     * `Processing` with an expired lease, oldest first; marks them
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

/**
 * The activity log table (append-only).
 *
 * @since 0.1.0
 */
export class ActivityLogRepo extends Context.Tag("@defmon/core/ActivityLogRepo")<
  ActivityLogRepo,
  {
    readonly append: (owner: UserId, entry: NewActivity, now: string) => Effect.Effect<ActivityLogEntry>
    readonly get: (owner: UserId, id: number) => Effect.Effect<Option.Option<ActivityLogEntry>>
    /** newest first */
    readonly list: (owner: UserId, limit: number) => Effect.Effect<ReadonlyArray<ActivityLogEntry>>
  }
>() {}

/**
 * Incidents table.
 *
 * @since 0.1.0
 */
export class IncidentRepo extends Context.Tag("@defmon/core/IncidentRepo")<
  IncidentRepo,
  {
    readonly open: (
      owner: UserId,
      webpageId: WebpageId,
      kind: IncidentKind,
      findings: ReadonlyArray<unknown>,
      now: string
    ) => Effect.Effect<Incident>
    readonly resolve: (owner: UserId, id: number, now: string) => Effect.Effect<Option.Option<Incident>>
    readonly get: (owner: UserId, id: number) => Effect.Effect<Option.Option<Incident>>
    /** newest first */
    readonly listByWebpage: (owner: UserId, webpageId: number, limit: number) => Effect.Effect<ReadonlyArray<Incident>>
  }
>() {}

/**
 * Verification records (check history).
 *
 * @since 0.1.0
 */
export class VerificationRepo extends Context.Tag("@defmon/core/VerificationRepo")<
  VerificationRepo,
  {
    /** appends a record and drops the page's oldest beyond `keep` */
    readonly append: (owner: UserId, record: Omit<VerificationRecord, "id">, keep: number) => Effect.Effect<VerificationRecord>
    /** newest first */
    readonly listByWebpage: (
      owner: UserId,
      webpageId: number,
      limit: number
    ) => Effect.Effect<ReadonlyArray<VerificationRecord>>
  }
>() {}

/**
 * Policies table.
 *
 * @since 0.1.0
 */
export class PolicyRepo extends Context.Tag("@defmon/core/PolicyRepo")<
  PolicyRepo,
  {
    readonly insert: (owner: UserId, policy: Omit<Policy, "id">) => Effect.Effect<Policy>
    readonly listByWebpage: (owner: UserId, webpageId: number) => Effect.Effect<ReadonlyArray<Policy>>
  }
>() {}

/**
 * Webhook delivery log.
 *
 * @since 0.1.0
 */
export class WebhookDeliveryRepo extends Context.Tag("@defmon/core/WebhookDeliveryRepo")<
  WebhookDeliveryRepo,
  {
    readonly append: (owner: UserId, delivery: Omit<WebhookDelivery, "id">) => Effect.Effect<WebhookDelivery>
    /** newest first */
    readonly listByWebpage: (
      owner: UserId,
      webpageId: number,
      limit: number
    ) => Effect.Effect<ReadonlyArray<WebhookDelivery>>
  }
>() {}

/**
 * A webhook event waiting to be delivered.
 *
 * @since 0.1.0
 */
export interface OutboxItem {
  readonly id: number
  readonly user_id: UserId
  readonly webpage_id: WebpageId
  readonly incident_id: number
  readonly event: "incident.opened" | "incident.resolved"
  /** attempts made so far */
  readonly attempts: number
  readonly created_at: string
}

/**
 * The webhook outbox: events are enqueued in the transaction that opens or
 * resolves their incident, and stay until delivered or given up, so a
 * process that dies between the two loses no alert. Deliverers claim due
 * events with a lease, like batch items.
 *
 * @since 0.1.0
 */
export class WebhookOutboxRepo extends Context.Tag("@defmon/core/WebhookOutboxRepo")<
  WebhookOutboxRepo,
  {
    readonly enqueue: (
      owner: UserId,
      event: Pick<OutboxItem, "webpage_id" | "incident_id" | "event">,
      now: string
    ) => Effect.Effect<void>
    /** up to `limit` events due at `now` whose lease is free or expired, leased to `workerId` */
    readonly claim: (workerId: string, now: string, leaseUntil: string, limit: number) => Effect.Effect<ReadonlyArray<OutboxItem>>
    /** removes a delivered (or abandoned) event; false when the lease was lost */
    readonly finish: (workerId: string, id: number) => Effect.Effect<boolean>
    /** counts an attempt and makes the event due again at `nextAt` */
    readonly retry: (workerId: string, id: number, nextAt: string) => Effect.Effect<void>
  }
>() {}

/**
 * Accounts table (operator-managed).
 *
 * @since 0.1.0
 */
export class AccountRepo extends Context.Tag("@defmon/core/AccountRepo")<
  AccountRepo,
  {
    /** `None` when the name is taken */
    readonly create: (account: Omit<Account, "id">) => Effect.Effect<Option.Option<Account>>
    readonly get: (id: UserId) => Effect.Effect<Option.Option<Account>>
    readonly findByName: (name: string) => Effect.Effect<Option.Option<Account>>
    readonly update: (account: Account) => Effect.Effect<void>
  }
>() {}

/**
 * API tokens table (hashes only).
 *
 * @since 0.1.0
 */
export class ApiTokenRepo extends Context.Tag("@defmon/core/ApiTokenRepo")<
  ApiTokenRepo,
  {
    readonly insert: (token: Omit<ApiToken, "id">) => Effect.Effect<ApiToken>
    readonly findByHash: (tokenHash: string) => Effect.Effect<Option.Option<ApiToken>>
    readonly listByUser: (userId: UserId) => Effect.Effect<ReadonlyArray<ApiToken>>
    /** revokes the user's token with this id or prefix; `None` when there is none */
    readonly revoke: (userId: UserId, idOrPrefix: string, now: string) => Effect.Effect<Option.Option<ApiToken>>
  }
>() {}

/**
 * Runs an effect in one transaction: every write in it lands, or none does.
 * Nested calls join the outer transaction.
 *
 * @since 0.1.0
 */
export class Transactor extends Context.Tag("@defmon/core/Transactor")<
  Transactor,
  {
    readonly withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>() {}

/**
 * Every service of the storage port: what a storage layer provides (its
 * webpage writes recorded in a `ChangeFeed`, see `ChangeFeed.tracked`).
 *
 * @since 0.1.0
 */
export type Storage =
  | WebpageRepo
  | ArchiveRepo
  | BatchJobRepo
  | ActivityLogRepo
  | IncidentRepo
  | VerificationRepo
  | PolicyRepo
  | WebhookDeliveryRepo
  | WebhookOutboxRepo
  | AccountRepo
  | ApiTokenRepo
  | Transactor
  | ChangeFeed

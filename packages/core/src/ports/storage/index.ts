/**
 * The storage port: one service per table, grouped by aggregate, and a
 * `Transactor`. Three layers implement it (in-memory in `@defmon/testing`,
 * SQLite and PostgreSQL through `@defmon/storage-sql`, each with one module
 * per aggregate named as here) and pass one shared behavioural suite.
 *
 * Every method that reads or writes user data takes the owner and filters by
 * it, so no use case can reach another user's rows. The few system-wide
 * methods (queue claims, scheduler) are named for what they do and are used
 * only by the worker. Storage failures are defects: a use case never sees an
 * `SqlError`.
 *
 * @since 0.1.0
 */
import type { ChangeFeed } from "../ChangeFeed.js"
import type { AccountRepo, ApiTokenRepo, SessionRepo } from "./Accounts.js"
import type { ActivityLogRepo } from "./ActivityLog.js"
import type { ArchiveRepo } from "./Archives.js"
import type { BatchJobRepo } from "./BatchJobs.js"
import type { IncidentRepo } from "./Incidents.js"
import type { ScreenshotRepo } from "./Screenshots.js"
import type { Transactor } from "./Transactor.js"
import type { VerificationRepo } from "./Verifications.js"
import type { WebhookDeliveryRepo, WebhookOutboxRepo } from "./Webhooks.js"
import type { WebpageRepo } from "./Webpages.js"

export * from "./Accounts.js"
export * from "./ActivityLog.js"
export * from "./Archives.js"
export * from "./BatchJobs.js"
export * from "./Incidents.js"
export * from "./Screenshots.js"
export * from "./Transactor.js"
export * from "./Verifications.js"
export * from "./Webhooks.js"
export * from "./Webpages.js"

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
  | ScreenshotRepo
  | WebhookDeliveryRepo
  | WebhookOutboxRepo
  | AccountRepo
  | ApiTokenRepo
  | SessionRepo
  | Transactor
  | ChangeFeed

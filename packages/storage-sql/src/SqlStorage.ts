/**
 * The storage port on `@effect/sql`: one repository module per aggregate in
 * `repos/`, named as the port's modules, run on SQLite and PostgreSQL. Every
 * query of user data filters by the owner. SQL failures are defects: use
 * cases never see an `SqlError`.
 *
 * @since 0.1.0
 */
import * as ChangeFeed from "@defmon/core/ports/ChangeFeed"
import * as Storage from "@defmon/core/ports/storage"
import * as SqlClient from "@effect/sql/SqlClient"
import { Context, Effect, Layer } from "effect"
import * as Dialect from "./Dialect.js"
import * as Accounts from "./repos/Accounts.js"
import * as ActivityLog from "./repos/ActivityLog.js"
import * as Archives from "./repos/Archives.js"
import * as BatchJobs from "./repos/BatchJobs.js"
import * as Incidents from "./repos/Incidents.js"
import * as Screenshots from "./repos/Screenshots.js"
import * as Transactor from "./repos/Transactor.js"
import * as Verifications from "./repos/Verifications.js"
import * as Webhooks from "./repos/Webhooks.js"
import * as Webpages from "./repos/Webpages.js"

/**
 * Options of the SQL storage.
 *
 * @since 0.1.0
 */
export interface Options {
  /** a directory for the bytes of screenshots (default: in the database) */
  readonly screenshotDir?: string | undefined
  /**
   * SQLite: commit the transactions of this process in groups (default
   * true; see `repos/Transactor.ts`). PostgreSQL commits each on its own.
   */
  readonly groupCommit?: boolean | undefined
}

/**
 * Every repository of the storage port on the `SqlClient` in context.
 *
 * @since 0.1.0
 */
export const makeWith = (options: Options = {}) => Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const dialect = yield* Dialect.of(sql)
  const clauses = Dialect.clauses[dialect]
  const transactor = Transactor.make(sql, clauses, dialect === "sqlite" && options.groupCommit !== false ? Transactor.sqliteGrouping : undefined)
  const repos = { sql, clauses, withTransaction: transactor.withTransaction }
  return Context.empty().pipe(
    Context.add(Storage.WebpageRepo, Webpages.make(repos)),
    Context.add(Storage.ArchiveRepo, Archives.make(repos)),
    Context.add(Storage.BatchJobRepo, BatchJobs.make(repos)),
    Context.add(Storage.ActivityLogRepo, ActivityLog.make(repos)),
    Context.add(Storage.IncidentRepo, Incidents.make(repos)),
    Context.add(Storage.VerificationRepo, Verifications.make(repos)),
    Context.add(Storage.ScreenshotRepo, Screenshots.make(repos, { directory: options.screenshotDir })),
    Context.add(Storage.WebhookDeliveryRepo, Webhooks.makeDeliveries(repos)),
    Context.add(Storage.WebhookOutboxRepo, Webhooks.makeOutbox(repos)),
    Context.add(Storage.AccountRepo, Accounts.makeAccounts(repos)),
    Context.add(Storage.ApiTokenRepo, Accounts.makeTokens(repos)),
    Context.add(Storage.SessionRepo, Accounts.makeSessions(repos)),
    Context.add(Storage.Transactor, transactor)
  )
})

/**
 * Every repository, screenshots in the database.
 *
 * @since 0.1.0
 */
export const make = makeWith()

/**
 * The whole storage port on the `SqlClient` in context (migrations are run by
 * the dialect layers before this), its webpage writes recorded in a
 * `ChangeFeed`.
 *
 * @since 0.1.0
 */
export const layerWith = (options: Options): Layer.Layer<Storage.Storage, never, SqlClient.SqlClient> =>
  Layer.effectContext(Effect.map(makeWith(options), ChangeFeed.tracked))

/**
 * `layerWith` with screenshots in the database.
 *
 * @since 0.1.0
 */
export const layer: Layer.Layer<Storage.Storage, never, SqlClient.SqlClient> = layerWith({})

/**
 * The in-memory storage layer: the same port as the SQL layers, one module
 * per aggregate in `memory/` (named as the port's), for tests and
 * embedding. Transactions are all or nothing (snapshot and restore) and
 * serialised; every operation outside a transaction is atomic.
 *
 * @since 0.1.0
 */
import * as ChangeFeed from "@defmon/core/ports/ChangeFeed"
import * as Storage from "@defmon/core/ports/storage"
import { Context, Effect, Layer } from "effect"
import * as Accounts from "./memory/Accounts.js"
import * as ActivityLog from "./memory/ActivityLog.js"
import * as Archives from "./memory/Archives.js"
import * as BatchJobs from "./memory/BatchJobs.js"
import * as Incidents from "./memory/Incidents.js"
import * as Screenshots from "./memory/Screenshots.js"
import * as Store from "./memory/Store.js"
import * as Transactor from "./memory/Transactor.js"
import * as Verifications from "./memory/Verifications.js"
import * as Webhooks from "./memory/Webhooks.js"
import * as Webpages from "./memory/Webpages.js"

/**
 * Builds the repositories over one in-memory store.
 *
 * @since 0.1.0
 */
export const make = Effect.map(Store.make, (store) =>
  Context.empty().pipe(
    Context.add(Storage.WebpageRepo, Webpages.make(store)),
    Context.add(Storage.ArchiveRepo, Archives.make(store)),
    Context.add(Storage.BatchJobRepo, BatchJobs.make(store)),
    Context.add(Storage.ActivityLogRepo, ActivityLog.make(store)),
    Context.add(Storage.IncidentRepo, Incidents.make(store)),
    Context.add(Storage.VerificationRepo, Verifications.make(store)),
    Context.add(Storage.ScreenshotRepo, Screenshots.make(store)),
    Context.add(Storage.WebhookDeliveryRepo, Webhooks.makeDeliveries(store)),
    Context.add(Storage.WebhookOutboxRepo, Webhooks.makeOutbox(store)),
    Context.add(Storage.AccountRepo, Accounts.makeAccounts(store)),
    Context.add(Storage.ApiTokenRepo, Accounts.makeTokens(store)),
    Context.add(Storage.SessionRepo, Accounts.makeSessions(store)),
    Context.add(Storage.Transactor, Transactor.make(store))
  ))

/**
 * A fresh in-memory storage per use of the layer.
 *
 * @since 0.1.0
 */
export const layer: Layer.Layer<Storage.Storage> = Layer.scopedContext(Effect.map(make, ChangeFeed.tracked))

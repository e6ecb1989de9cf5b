/**
 * One behavioural suite for every storage layer (memory, SQLite,
 * PostgreSQL), one file per aggregate of the port. Each test makes its own
 * users, so the tests share one layer instance.
 */
import type * as S from "@defmon/core/ports/storage"
import { layer } from "@effect/vitest"
import type { Layer } from "effect"
import { accounts } from "./Accounts.js"
import { batchJobs } from "./BatchJobs.js"
import { incidents } from "./Incidents.js"
import { owners } from "./Owners.js"
import { screenshots } from "./Screenshots.js"
import { transactor } from "./Transactor.js"
import { verifications } from "./Verifications.js"
import { webhooks } from "./Webhooks.js"
import { webpages } from "./Webpages.js"

/**
 * Registers the suite for one storage layer.
 */
export const storageSuite = (name: string, storage: Layer.Layer<S.Storage>) =>
  layer(storage, { excludeTestServices: true, timeout: 60_000 })(`storage [${name}]`, (it) => {
    webpages(it)
    owners(it)
    transactor(it)
    verifications(it)
    screenshots(it)
    incidents(it)
    webhooks(it)
    batchJobs(it)
    accounts(it)
  })

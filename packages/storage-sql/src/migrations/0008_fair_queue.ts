/**
 * Migration 0008: the queue's index by account.
 *
 * @since 0.2.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * Claims take items account by account (one account's 10,000 items do not
 * hold back another's first): the live items by account, in id order.
 *
 * @since 0.2.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX batch_job_items_claimable_user ON batch_job_items (user_id, id)
    WHERE status IN ('In Queue', 'Processing')`
})

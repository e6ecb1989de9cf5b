/**
 * Migration 0003: the quota index.
 *
 * @since 0.1.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * The quota counted from an index.
 *
 * @since 0.1.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // The quota is counted for every baseline item, twice (before the fetches
  // and inside the item's transaction): from the index, not from the rows,
  // or a 10,000-URL job reads the user's growing page rows 20,000 times.
  yield* sql`CREATE INDEX webpages_user_plan ON webpages (user_id, plan_type)`
})

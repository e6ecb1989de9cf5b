/**
 * Migration 0005: the revision of a page's baseline columns.
 *
 * @since 0.1.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * The revision of the baseline columns.
 *
 * @since 0.1.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // Counts writes of the baseline and reference columns, so a check can
  // lock the row without reading those (tens of KB of JSON) again.
  yield* sql`ALTER TABLE webpages ADD COLUMN baselines_rev INTEGER NOT NULL DEFAULT 0`
})

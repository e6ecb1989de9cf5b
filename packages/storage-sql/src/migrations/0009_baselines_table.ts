/**
 * Migration 0009: baselines in their own table.
 *
 * @since 0.6.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * A page's baseline and continuous-monitoring reference (tens of KB of JSON
 * each) move out of `webpages` into `webpage_baselines`, one row per page
 * that has either. A database stores a row whole: while they sat in
 * `webpages`, every write of the row (each check's state, each claim's
 * lease) copied them again. `baseline_head` holds the names of the
 * baseline's fields and the values of its small ones, written with it, so a
 * check whose document is unchanged reads what it needs without parsing the
 * whole baseline (see `internal/baselineHead.ts`); pages moved here have
 * none until their next baseline write, and are parsed whole meanwhile.
 *
 * @since 0.6.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE webpage_baselines (
    webpage_id INTEGER PRIMARY KEY,
    baseline TEXT,
    reference TEXT,
    baseline_head TEXT
  )`
  yield* sql`INSERT INTO webpage_baselines (webpage_id, baseline, reference)
    SELECT id, baseline, reference FROM webpages WHERE baseline IS NOT NULL OR reference IS NOT NULL`
  yield* sql`ALTER TABLE webpages DROP COLUMN baseline`
  yield* sql`ALTER TABLE webpages DROP COLUMN reference`
})

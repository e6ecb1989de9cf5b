/**
 * Migration 0002: the scale-out schema.
 *
 * @since 0.1.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import * as Dialect from "../Dialect.js"

// Every id and reference column of the PostgreSQL schema.
const idColumns: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["accounts", ["id"]],
  ["api_tokens", ["id", "user_id"]],
  ["webpages", ["id", "user_id"]],
  ["archive_records", ["id", "user_id", "webpage_id"]],
  ["batch_jobs", ["id", "user_id"]],
  ["batch_job_items", ["id", "job_id", "user_id", "webpage_id"]],
  ["activity_log", ["id", "user_id"]],
  ["incidents", ["id", "user_id", "webpage_id"]],
  ["verifications", ["id", "user_id", "webpage_id"]],
  ["policies", ["id", "user_id", "webpage_id"]],
  ["webhook_deliveries", ["id", "user_id", "webpage_id", "incident_id"]]
]

/**
 * 64-bit ids on PostgreSQL and the partial indexes of the queue and the schedule.
 *
 * @since 0.1.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // PostgreSQL INTEGER is 32 bits: at 500 checks a second the verification
  // ids would run out in about 50 days. SQLite integers are already 64 bits.
  // Altering an identity column's type also widens its sequence. pg returns
  // BIGINT as a string; the row mappers convert every id with Number().
  if ((yield* Dialect.of(sql)) === "pg") {
    yield* Effect.forEach(idColumns, ([table, columns]) =>
      sql.unsafe(`ALTER TABLE ${table} ${columns.map((c) => `ALTER COLUMN ${c} TYPE BIGINT`).join(", ")}`), {
      discard: true
    })
  }

  // Claims walk only live items, in id order: a partial index of the
  // claimable rows. The (status, lease_expires_at, id) index of 0001 made
  // PostgreSQL scan every finished item by primary key (160 ms a claim with
  // 300,000 finished items) and SQLite sort every queued one.
  yield* sql`DROP INDEX batch_job_items_queue`
  yield* sql`CREATE INDEX batch_job_items_claimable ON batch_job_items (id)
    WHERE status IN ('In Queue', 'Processing')`
  // Job progress is a count of items by status: answered from the index.
  yield* sql`CREATE INDEX batch_job_items_job_status ON batch_job_items (job_id, status)`
  // The scheduler walks only monitored pages, oldest due first; paused and
  // archived pages never slow it down however many there are.
  yield* sql`DROP INDEX webpages_due`
  yield* sql`CREATE INDEX webpages_due ON webpages (next_check_at, id)
    WHERE paused = 0 AND plan_type <> 'ARCHIVED' AND has_baseline = 1`
})

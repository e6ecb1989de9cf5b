/**
 * Migration 0007: the web portal: account passwords, signed-in sessions,
 * token names and last use, incident acknowledgements.
 *
 * @since 0.1.0
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * The portal's tables and columns.
 *
 * @since 0.1.0
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // One row per account that may sign in (an scrypt hash with its salt and
  // parameters); accounts without one use the API only.
  yield* sql`CREATE TABLE account_passwords (
    user_id INTEGER PRIMARY KEY REFERENCES accounts(id),
    password_hash TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`
  // Keyed by the SHA-256 of the cookie value, so a copy of the database
  // holds no usable session.
  yield* sql`CREATE TABLE portal_sessions (
    id_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES accounts(id),
    csrf_token TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX portal_sessions_user ON portal_sessions (user_id)`
  yield* sql`ALTER TABLE api_tokens ADD COLUMN name TEXT NOT NULL DEFAULT ''`
  yield* sql`ALTER TABLE api_tokens ADD COLUMN last_used_at TEXT`
  yield* sql`ALTER TABLE incidents ADD COLUMN acknowledged_at TEXT`
  yield* sql`CREATE INDEX incidents_user_status ON incidents (user_id, status, id)`
})

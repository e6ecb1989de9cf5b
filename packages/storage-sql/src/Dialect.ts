/**
 * The SQL dialects the storage runs on, as an explicit value: SQLite and
 * PostgreSQL, each named where they differ; any other client is refused at
 * start-up instead of being treated as one of them.
 *
 * @since 0.1.0
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * A supported dialect.
 *
 * @since 0.1.0
 */
export type Dialect = "sqlite" | "pg"

/**
 * The dialect of a client; a defect for any other.
 *
 * @since 0.1.0
 */
export const of = (sql: SqlClient.SqlClient): Effect.Effect<Dialect> =>
  sql.onDialectOrElse({
    sqlite: () => Effect.succeed<Dialect>("sqlite"),
    pg: () => Effect.succeed<Dialect>("pg"),
    orElse: () => Effect.dieMessage("defmon storage runs on SQLite or PostgreSQL only")
  })

/**
 * Where the dialects' statements differ.
 *
 * @since 0.1.0
 */
export interface Clauses {
  /** locks the rows a `SELECT` read, for the rest of the transaction */
  readonly rowLock: string
  /** makes concurrent claimers skip each other's rows instead of waiting */
  readonly skipLocked: string
  /**
   * Whether a write transaction first takes the database's write lock
   * (SQLite: see the `write_lock` table in migration 0001).
   */
  readonly writeLockFirst: boolean
}

/**
 * The clauses of each dialect. SQLite has one writer at a time and no row
 * locks: a single statement is atomic there.
 *
 * @since 0.1.0
 */
export const clauses: Record<Dialect, Clauses> = {
  pg: { rowLock: "FOR UPDATE", skipLocked: "FOR UPDATE SKIP LOCKED", writeLockFirst: false },
  sqlite: { rowLock: "", skipLocked: "", writeLockFirst: true }
}

/**
 * The scale-out storage: PostgreSQL, shared by several API and worker
 * processes; migrations run at start-up.
 *
 * @since 0.1.0
 */
import type * as Storage from "@defmon/core/Storage"
import { Migrations, SqlStorage } from "@defmon/storage-sql"
import * as SqlClient from "@effect/sql/SqlClient"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"

/**
 * Options of the PostgreSQL layer.
 *
 * @since 0.1.0
 */
export interface Options {
  /** e.g. `postgres://postgres@127.0.0.1:5432/defmon` */
  readonly url: string
  readonly maxConnections?: number
}

/**
 * The SQL client alone (for commands such as `defmon migrate`).
 *
 * @since 0.1.0
 */
export const clientLayer = (options: Options): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient> =>
  PgClient.layer({
    url: Redacted.make(options.url),
    maxConnections: options.maxConnections ?? 10,
    applicationName: "defmon"
  }).pipe(Layer.orDie)

/**
 * Migrations on the client. The migrations table is created first under an
 * advisory lock (two processes starting at once would race on it); the
 * migrator then serialises on a lock of that table, so a migration never
 * runs twice.
 *
 * @since 0.1.0
 */
export const migrate: Effect.Effect<void, never, SqlClient.SqlClient> = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql.withTransaction(
    Effect.zipRight(
      sql`SELECT pg_advisory_xact_lock(724311)`,
      sql`CREATE TABLE IF NOT EXISTS ${sql(Migrations.table)} (
        migration_id integer primary key,
        created_at timestamp with time zone not null default now(),
        name text not null
      )`
    )
  )
  yield* Migrations.run
}).pipe(Effect.orDie)

/**
 * The whole storage port on PostgreSQL.
 *
 * @since 0.1.0
 */
export const layer = (options: Options): Layer.Layer<Storage.Storage | SqlClient.SqlClient> =>
  SqlStorage.layer.pipe(
    Layer.provideMerge(Layer.effectDiscard(migrate)),
    Layer.provideMerge(clientLayer(options))
  )

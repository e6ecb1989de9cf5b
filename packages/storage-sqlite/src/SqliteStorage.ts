/**
 * The embedded default storage: SQLite in a file (WAL, `synchronous=FULL`,
 * busy timeout; the file 0600 and a data directory it makes 0700), with
 * migrations run at start-up.
 *
 * Several processes may share the file. `sql-sqlite-node` opens one
 * connection and starts transactions with a deferred `BEGIN`; the SQL layer
 * makes every write transaction take the write lock with its first statement
 * (the `write_lock` table), so a second writer waits on the busy timeout
 * instead of failing on a read-to-write upgrade (see docs/storage.md).
 *
 * @since 0.1.0
 */
import { Migrations, SqlStorage } from "@defmon/storage-sql"
import { storedById, storedListAfter, toStored } from "@defmon/storage-sql/repos/Webpages"
import * as Storage from "@defmon/core/ports/storage"
import * as SqlClient from "@effect/sql/SqlClient"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer } from "effect"
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"

/**
 * Options of the SQLite layer: a file, or a data directory holding
 * `defmon.sqlite`.
 *
 * @since 0.1.0
 */
export type Options = (
  | { readonly filename: string; readonly busyTimeoutMs?: number; readonly screenshotDir?: string }
  | { readonly dataDir: string; readonly busyTimeoutMs?: number; readonly screenshotDir?: string }
) & {
  /**
   * `FULL` (default): a committed transaction survives a power loss (each
   * commit waits for the disk, ~3 ms on the CI machine). `NORMAL`: commits
   * do not wait, and a power loss (not a crash of the process) may lose the
   * transactions of the last moments; for tests and throwaway data.
   */
  readonly synchronous?: "FULL" | "NORMAL"
}

/**
 * The database file of the options.
 *
 * @since 0.1.0
 */
export const filenameOf = (options: Options): string => {
  if ("filename" in options) return options.filename
  // A directory made here is the owner's alone (it holds webhook secrets and
  // token digests); one that exists is left as the operator set it.
  const made = mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  if (made !== undefined) chmodSync(options.dataDir, 0o700)
  return join(options.dataDir, "defmon.sqlite")
}

/**
 * Creates the database file readable by its owner only (SQLite gives its
 * `-wal` and `-shm` files the same mode), and narrows an existing one.
 */
const ownerOnly = (filename: string) => {
  if (filename === ":memory:" || filename.startsWith("file:")) return
  try {
    closeSync(openSync(filename, "a", 0o600))
    chmodSync(filename, 0o600)
  } catch {
    // not ours to change (read-only mount, another owner): SQLite reports what matters
  }
}

const pragmas = (busyTimeoutMs: number, synchronous: "FULL" | "NORMAL") =>
  Layer.effectDiscard(
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      // Several processes (server, workers) may share the file: wait for the
      // lock instead of failing with SQLITE_BUSY.
      yield* sql.unsafe(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`)
      yield* sql`PRAGMA foreign_keys = ON`
      // FULL: a transaction that committed survives a power loss (NORMAL in
      // WAL mode may lose the last ones); see docs/operations.md.
      yield* sql.unsafe(`PRAGMA synchronous = ${synchronous === "NORMAL" ? "NORMAL" : "FULL"}`)
    }).pipe(Effect.orDie)
  )

/**
 * Where screenshots go: `screenshotDir`, else `<dataDir>/screenshots`, else
 * `<filename>-screenshots` beside the database file; an in-memory database
 * keeps them in itself.
 *
 * @since 0.1.0
 */
export const screenshotDirOf = (options: Options): string | undefined => {
  if (options.screenshotDir !== undefined) return options.screenshotDir
  if ("dataDir" in options) return join(options.dataDir, "screenshots")
  return options.filename === ":memory:" || options.filename === "" ? undefined : `${options.filename}-screenshots`
}

/**
 * The SQL client alone (for commands such as `defmon migrate`).
 *
 * @since 0.1.0
 */
export const clientLayer = (options: Options): Layer.Layer<SqlClient.SqlClient | SqliteClient.SqliteClient> => {
  // The data directory is made when the layer is built, not when it is described.
  const client = Layer.unwrapEffect(
    Effect.sync(() => {
      const filename = filenameOf(options)
      ownerOnly(filename)
      return SqliteClient.layer({ filename }).pipe(Layer.orDie)
    })
  )
  return Layer.provideMerge(pragmas(options.busyTimeoutMs ?? 10_000, options.synchronous ?? "FULL"), client)
}

/**
 * Migrations on the client.
 *
 * @since 0.1.0
 */
export const migrate: Effect.Effect<void, never, SqlClient.SqlClient> = Effect.orDie(Effect.asVoid(Migrations.run))

/** What the reads use of better-sqlite3 (the driver `@effect/sql-sqlite-node` runs on). */
interface Database {
  prepare(sql: string): { get(...params: Array<unknown>): unknown; all(...params: Array<unknown>): Array<unknown> }
  pragma(pragma: string): unknown
  close(): void
}
const openDatabase = (filename: string): Database => {
  const Sqlite = createRequire(import.meta.url)("better-sqlite3") as new(filename: string, options: { fileMustExist: boolean }) => Database
  return new Sqlite(filename, { fileMustExist: true })
}

const noReads: Storage.WebpageReads["Type"] = { byId: () => undefined, listAfter: () => undefined }

/**
 * `WebpageReads` on a second connection to the file, opened at the first
 * read (after the migrations): reads only (`query_only`), never waiting
 * for a lock (`busy_timeout` 0: a read that would wait, or fails in any
 * way, answers `undefined` and the caller goes through the SQL client).
 * Committed data only, as every read outside a transaction sees it. An
 * in-memory database has no second connection: it answers nothing.
 *
 * @since 0.5.0
 */
export const readsLayer = (options: Options): Layer.Layer<Storage.WebpageReads> =>
  Layer.scoped(
    Storage.WebpageReads,
    Effect.gen(function*() {
      const filename = filenameOf(options)
      if (filename === "" || filename === ":memory:" || filename.startsWith("file:")) return noReads
      let db: Database | undefined
      let byId: ReturnType<Database["prepare"]> | undefined
      const lists = new Map<string, ReturnType<Database["prepare"]>>()
      yield* Effect.addFinalizer(() => Effect.sync(() => db?.close()))
      const open = () => {
        if (db === undefined) {
          const opened = openDatabase(filename)
          try {
            opened.pragma("busy_timeout = 0")
            opened.pragma("query_only = ON")
            byId = opened.prepare(storedById)
          } catch (e) {
            opened.close()
            throw e
          }
          db = opened
        }
        return db
      }
      const attempt = <A>(read: () => A): A | undefined => {
        try {
          return read()
        } catch {
          return undefined
        }
      }
      return {
        byId: (owner, id) =>
          attempt(() => {
            open()
            const row = byId!.get(owner, id) as Record<string, unknown> | undefined
            return row === undefined ? undefined : toStored(row)
          }),
        listAfter: (owner, filter, after, limit) =>
          attempt(() => {
            const { params, sql } = storedListAfter(owner, filter, after, limit)
            let statement = lists.get(sql)
            if (statement === undefined) {
              statement = open().prepare(sql)
              lists.set(sql, statement)
            }
            return (statement.all(...params) as Array<Record<string, unknown>>).map(toStored)
          })
      }
    })
  )

/**
 * The whole storage port on SQLite, and its synchronous webpage reads.
 *
 * @since 0.1.0
 */
export const layer = (options: Options): Layer.Layer<Storage.Storage | Storage.WebpageReads | SqlClient.SqlClient> =>
  SqlStorage.layerWith({ screenshotDir: screenshotDirOf(options) }).pipe(
    Layer.provideMerge(Layer.effectDiscard(migrate)),
    Layer.provideMerge(clientLayer(options)),
    Layer.merge(readsLayer(options))
  )

/**
 * The storage options every command shares: SQLite in `--data` (default
 * `./data`) or PostgreSQL with `--database-url`, each also from the
 * environment (`DEFMON_DATA`, `DEFMON_DATABASE_URL`) or the config file.
 * The storage packages are loaded only when a command opens its storage.
 *
 * @since 0.1.0
 */
import * as Options from "@effect/cli/Options"
import type * as Storage from "@defmon/core/ports/storage"
import type * as SqlClient from "@effect/sql/SqlClient"
import * as Cause from "effect/Cause"
import * as Config from "effect/Config"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { key } from "./Configuration.js"

/**
 * `--data DIR` and `--database-url URL`.
 *
 * @since 0.1.0
 */
export const storageOptions = {
  data: Options.directory("data").pipe(
    Options.withDescription("data directory of the embedded SQLite database (relative to the current directory)"),
    Options.withFallbackConfig(Config.string(key("data"))),
    Options.withDefault("./data")
  ),
  databaseUrl: Options.text("database-url").pipe(
    Options.withDescription(
      "PostgreSQL URL (postgres://user@host:5432/db); when set, SQLite is not used. Give the password in DEFMON_DATABASE_URL, the config file or PGPASSWORD rather than here, where ps shows it"
    ),
    Options.withFallbackConfig(Config.string(key("database-url"))),
    Options.optional
  ),
  screenshotDir: Options.directory("screenshot-dir").pipe(
    Options.withDescription("directory for the image engine's screenshots (default: DATA/screenshots on SQLite, in the database on PostgreSQL)"),
    Options.withFallbackConfig(Config.string(key("screenshot-dir"))),
    Options.optional
  )
}

/**
 * The database could not be opened (unreachable, refused, bad credentials,
 * a migration that failed).
 *
 * @since 0.2.0
 */
export class DatabaseUnavailable extends Data.TaggedError("DatabaseUnavailable")<{ readonly message: string }> {}

/** The URL without its password, for messages. */
export const redact = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@")

const reason = (cause: Cause.Cause<unknown>): string => {
  const e = Cause.squash(cause)
  const inner = e instanceof Error && e.cause instanceof Error ? e.cause : e
  const text = inner instanceof Error ? inner.message : String(inner)
  return text.split("\n")[0]!.trim() || "unknown error"
}

/**
 * The storage layer the options select. `relay: false` leaves out
 * PostgreSQL's change relay (a listening connection), which only long-running
 * processes need; one-shot commands then exit as soon as they are done.
 *
 * @since 0.1.0
 */
export const storageLayer = (
  options: {
    readonly data: string
    readonly databaseUrl: Option.Option<string>
    readonly screenshotDir?: Option.Option<string>
  },
  settings: { readonly relay?: boolean } = {}
): Layer.Layer<Storage.Storage | SqlClient.SqlClient, DatabaseUnavailable> => {
  const screenshots = Option.match(options.screenshotDir ?? Option.none(), { onNone: () => ({}), onSome: (screenshotDir: string) => ({ screenshotDir }) })
  return Option.match(options.databaseUrl, {
    onNone: () =>
      Layer.unwrapEffect(Effect.promise(() => import("@defmon/storage-sqlite")).pipe(
        Effect.map(({ SqliteStorage }) => SqliteStorage.layer({ dataDir: options.data, ...screenshots }))
      )).pipe(
        Layer.catchAllCause((cause) =>
          Layer.fail(new DatabaseUnavailable({ message: `cannot open the SQLite database in ${options.data}: ${reason(cause)}` }))
        )
      ),
    onSome: (url) =>
      Layer.unwrapEffect(Effect.promise(() => import("@defmon/storage-pg")).pipe(
        Effect.map(({ PgStorage }) => PgStorage.layer({ url, ...screenshots, ...(settings.relay === undefined ? {} : { relay: settings.relay }) }))
      )).pipe(
        Layer.catchAllCause((cause) =>
          Layer.fail(new DatabaseUnavailable({ message: `cannot reach the database at ${redact(url)}: ${reason(cause)}` }))
        )
      )
  })
}

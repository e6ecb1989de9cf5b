/**
 * The storage options every command shares: SQLite in `--data` (default
 * `./data`) or PostgreSQL with `--database-url`.
 *
 * @since 0.1.0
 */
import { Options } from "@effect/cli"
import type * as Storage from "@defmon/core/ports/storage"
import { PgStorage } from "@defmon/storage-pg"
import { SqliteStorage } from "@defmon/storage-sqlite"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { Layer } from "effect"
import { Option } from "effect"

/**
 * `--data DIR` and `--database-url URL`.
 *
 * @since 0.1.0
 */
export const storageOptions = {
  data: Options.directory("data").pipe(
    Options.withDescription("data directory of the embedded SQLite database"),
    Options.withDefault("./data")
  ),
  databaseUrl: Options.text("database-url").pipe(
    Options.withDescription("PostgreSQL URL (postgres://...); when set, SQLite is not used"),
    Options.optional
  ),
  screenshotDir: Options.directory("screenshot-dir").pipe(
    Options.withDescription("directory for the image engine's screenshots (default: DATA/screenshots on SQLite, in the database on PostgreSQL)"),
    Options.optional
  )
}

/**
 * The storage layer the options select.
 *
 * @since 0.1.0
 */
export const storageLayer = (options: {
  readonly data: string
  readonly databaseUrl: Option.Option<string>
  readonly screenshotDir?: Option.Option<string>
}): Layer.Layer<Storage.Storage | SqlClient.SqlClient> => {
  const screenshots = Option.match(options.screenshotDir ?? Option.none(), { onNone: () => ({}), onSome: (screenshotDir) => ({ screenshotDir }) })
  return Option.match(options.databaseUrl, {
    onNone: () => SqliteStorage.layer({ dataDir: options.data, ...screenshots }),
    onSome: (url) => PgStorage.layer({ url, ...screenshots })
  })
}

/**
 * The one-process defmon: storage + HTTP server (+ worker). Used by
 * `defmon serve` and the standalone-server example.
 *
 * @since 0.1.0
 */
import * as Checker from "@defmon/core/Checker"
import type * as Storage from "@defmon/core/Storage"
import { Server } from "@defmon/server"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Layer } from "effect"

/**
 * Options of the one-process app.
 *
 * @since 0.1.0
 */
export interface AppOptions {
  readonly port: number
  readonly host: string
  /** hosts the fetcher's SSRF guard lets through (local page farms, tests) */
  readonly allowHosts: ReadonlyArray<string>
  readonly storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient>
}

/**
 * The server on the selected storage.
 *
 * @since 0.1.0
 */
export const layer = (options: AppOptions) =>
  Server.layer({ port: options.port, host: options.host }).pipe(
    Layer.provide(Checker.unavailable),
    Layer.provide(options.storage)
  )

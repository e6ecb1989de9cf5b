/**
 * The one-process defmon: storage + HTTP server + worker. Used by
 * `defmon serve` and the standalone-server example.
 *
 * @since 0.1.0
 */
import type * as Storage from "@defmon/core/ports/storage"
import { type RateLimit, Server } from "@defmon/server"
import { Worker } from "@defmon/worker"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Layer } from "effect"

/**
 * Options of the one-process app.
 *
 * @since 0.1.0
 */
export interface AppOptions<E = never> {
  readonly port: number
  readonly host: string
  /** hosts the fetcher's SSRF guard lets through (local page farms, tests) */
  readonly allowHosts: ReadonlyArray<string>
  readonly storage: Layer.Layer<Storage.Storage | SqlClient.SqlClient, E>
  /** per-account request rate of the API (default `RateLimit.defaults`; `false` = off) */
  readonly rateLimit?: RateLimit.Config | false
  readonly worker?: Partial<Worker.WorkerConfig>
}

/**
 * The server and the worker on the selected storage, in one process. The
 * worker layer also provides the API's `Checker` (`POST /urls/{url}/verify`).
 *
 * @since 0.1.0
 */
export const layer = <E = never>(options: AppOptions<E>) =>
  Server.layer({
    port: options.port,
    host: options.host,
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit })
  }).pipe(
    Layer.provideMerge(Worker.layer({ ...options.worker, allowHosts: options.allowHosts })),
    Layer.provide(options.storage)
  )

/**
 * The one-process defmon: storage + HTTP server + worker. Used by
 * `defmon serve`, `defmon worker` and the standalone-server example.
 *
 * @since 0.1.0
 */
import { Engines } from "@defmon/core/Engine"
import * as Fetcher from "@defmon/core/Fetcher"
import type * as Storage from "@defmon/core/Storage"
import { Server } from "@defmon/server"
import { Monitor, Notifier, Worker } from "@defmon/worker"
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
  readonly worker?: Partial<Worker.WorkerConfig>
}

/**
 * Monitor + notifier + fetcher + engines over the given storage.
 *
 * @since 0.1.0
 */
export const monitorLayer = (allowHosts: ReadonlyArray<string>) =>
  Monitor.Monitor.Default.pipe(
    Layer.provideMerge(Notifier.Notifier.Default),
    Layer.provideMerge(Layer.mergeAll(Fetcher.layer({ allowHosts }), Engines.Default))
  )

/**
 * The worker alone (for `defmon worker`).
 *
 * @since 0.1.0
 */
export const workerLayer = (options: Omit<AppOptions, "port" | "host">) =>
  Worker.layer({ ...Worker.defaults(), ...options.worker }).pipe(
    Layer.provide(monitorLayer(options.allowHosts)),
    Layer.provide(options.storage)
  )

/**
 * The server and the worker on the selected storage.
 *
 * @since 0.1.0
 */
export const layer = (options: AppOptions) =>
  Layer.mergeAll(
    Server.layer({ port: options.port, host: options.host }).pipe(Layer.provide(Monitor.checkerLayer)),
    Worker.layer({ ...Worker.defaults(), ...options.worker })
  ).pipe(
    Layer.provide(monitorLayer(options.allowHosts)),
    Layer.provide(options.storage)
  )

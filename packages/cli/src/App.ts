/**
 * The one-process defmon: storage + HTTP server + worker. Used by
 * `defmon serve` and the standalone-server example.
 *
 * @since 0.1.0
 */
import type { ImageEngine } from "@defmon/core/ports/ImageEngine"
import type * as Storage from "@defmon/core/ports/storage"
import { type RateLimit, Server } from "@defmon/server"
import { Worker } from "@defmon/worker"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer } from "effect"

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
  /**
   * The image engine of pages that turn it on (default: Chromium at
   * `/usr/bin/chromium`, started on the first render; the same SSRF
   * allow-list as the fetcher).
   */
  readonly image?: Layer.Layer<ImageEngine>
}

/**
 * The image engine on Chromium, its package loaded when the layer is built
 * (so commands that never serve, such as `defmon check`, do not load it).
 *
 * @since 0.1.0
 */
export const chromiumImageEngine = (allowHosts: ReadonlyArray<string>): Layer.Layer<ImageEngine> =>
  Layer.unwrapEffect(Effect.map(Effect.promise(() => import("@defmon/image/ImageEngine")), (m) => m.layer({ allowHosts })))

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
    webhookAllowHosts: options.allowHosts,
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit })
  }).pipe(
    Layer.provideMerge(
      Worker.layer({
        // webhook links to screenshots: absolute when the server's address is known
        ...(options.port === 0 ? {} : { publicUrl: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${options.port}` }),
        ...options.worker,
        allowHosts: options.allowHosts
      }).pipe(Layer.provide(options.image ?? chromiumImageEngine(options.allowHosts)))
    ),
    Layer.provide(options.storage)
  )

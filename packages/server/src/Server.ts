/**
 * The HTTP server: the API's handlers (`http/`, one module per group of
 * the contract), `/openapi.json`, Swagger UI at `/docs`, `/healthz`
 * (`Health`), the web portal under `/` (`portal/`), authentication and the
 * rate limit before any body is read, the body limits and request log
 * (`Middleware`) and the read cache in front of it all (`fastpath/`).
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import { WebhookTargets } from "@defmon/core/ports/WebhookTargets"
import type { Checker } from "@defmon/core/ports/Checker"
import * as Storage from "@defmon/core/ports/storage"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Screenshots } from "@defmon/core/usecases/Screenshots"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder, HttpApiSwagger, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import * as DirectReads from "./fastpath/DirectReads.js"
import { FastServer } from "./fastpath/FastServer.js"
import * as ReadCache from "./fastpath/ReadCache.js"
import * as Health from "./Health.js"
import * as BatchJobsHttp from "./http/BatchJobs.js"
import * as DomainsHttp from "./http/Domains.js"
import * as ScreenshotsHttp from "./http/Screenshots.js"
import { AuthorizationLive } from "./http/Security.js"
import * as UserHttp from "./http/User.js"
import * as WebpagesHttp from "./http/Webpages.js"
import * as Middleware from "./Middleware.js"
import * as Portal from "./portal/Portal.js"
import * as RateLimit from "./RateLimit.js"

/**
 * Options of the server.
 *
 * @since 0.1.0
 */
export interface Options {
  readonly port: number
  readonly host?: string
  /** write one JSON line per request to stdout (default true) */
  readonly log?: boolean
  /** per-account request rate (default `RateLimit.defaults`); `false` turns it off */
  readonly rateLimit?: RateLimit.Config | false
  /**
   * rate of requests without a valid token per client address (default
   * `RateLimit.addressDefaults`); `false` turns it off
   */
  readonly addressRateLimit?: RateLimit.Config | false
  /** hosts a webhook may point at although not public (the fetcher's `--allow-hosts`; default none) */
  readonly webhookAllowHosts?: ReadonlyArray<string>
  /** how long (ms) an authentication is reused (default 1000; 0 = every request asks storage) */
  readonly authCacheMs?: number
  /**
   * how long (ms) an encoded webpage read may be served again while no write
   * under it was seen in this process (default 1000; 0 = off); see `ReadCache`
   */
  readonly responseCacheMs?: number
  /**
   * answer webpage reads the cache cannot through the storage's synchronous
   * reads, before the pipeline (default true; only where the storage offers
   * `WebpageReads`); see `fastpath/DirectReads`
   */
  readonly directReads?: boolean
  /** serve the web portal under `/` (default true) */
  readonly portal?: boolean
}

/**
 * The handlers of every group, each with the bearer middleware provided to
 * it.
 *
 * @since 0.1.0
 */
export const handlersLayer = HttpApiBuilder.api(Api.DefmonApi).pipe(
  Layer.provide(
    Layer.mergeAll(UserHttp.layer, WebpagesHttp.layer, BatchJobsHttp.layer, DomainsHttp.layer, ScreenshotsHttp.layer).pipe(Layer.provide(AuthorizationLive))
  )
)

/**
 * The API application (handlers + use cases), without a listening socket.
 *
 * @since 0.1.0
 */
export const apiLayer: Layer.Layer<
  import("@effect/platform/HttpApi").Api | Webpages | BatchJobs | Accounts | Screenshots,
  never,
  Storage.Storage | Checker | RateLimit.RateLimit | ReadCache.Caches
> = handlersLayer.pipe(
  Layer.provideMerge(Layer.mergeAll(Webpages.Default, BatchJobs.Default, Accounts.Default, Screenshots.Default))
)

/**
 * The listening server on the given port (0 = any free port). Needs a
 * storage layer and a `Checker` (the worker's, or `Checker.unavailable`).
 * Webpage reads are answered from `ReadCache` while nothing under them
 * changed.
 *
 * @since 0.1.0
 */
export const layer = (options: Options) =>
  Layer.unwrapEffect(Effect.sync(() => {
    const log = options.log ?? true
    const cache = ReadCache.make({
      ...ReadCache.defaults,
      ...(options.authCacheMs === undefined ? {} : { authMs: options.authCacheMs }),
      ...(options.responseCacheMs === undefined ? {} : { responseMs: options.responseCacheMs })
    })
    const direct = DirectReads.make(cache)
    // Connects the fast path to the storage's change feed and reads, and the limiter.
    const bind = Layer.effectDiscard(Effect.gen(function*() {
      const limiter = yield* RateLimit.RateLimit
      cache.bind(yield* ChangeFeed, limiter.take)
      const reads = yield* Effect.serviceOption(Storage.WebpageReads)
      direct.bind(options.directReads === false ? undefined : Option.getOrUndefined(reads), limiter.take)
    }))
    return HttpApiBuilder.serve(Middleware.make(log, cache)).pipe(
      Layer.provide(HttpApiSwagger.layer({ path: "/docs" })),
      Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })),
      Layer.provide(Health.layer),
      Layer.provide(options.portal === false ? Layer.empty : Portal.layer),
      Layer.provide(apiLayer),
      Layer.provide(Layer.succeed(WebhookTargets, { allowHosts: options.webhookAllowHosts ?? [] })),
      Layer.provide(bind),
      Layer.provide(Layer.mergeAll(RateLimit.layer(options.rateLimit ?? RateLimit.defaults, options.addressRateLimit ?? RateLimit.addressDefaults), Layer.succeed(ReadCache.Caches, cache))),
      HttpServer.withLogAddress,
      Layer.provideMerge(NodeHttpServer.layer(() => new FastServer(cache, log, direct), { port: options.port, host: options.host ?? "127.0.0.1" }))
    )
  }))

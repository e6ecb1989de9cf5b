/**
 * The HTTP server: the API, `/openapi.json`, Swagger UI at `/docs`,
 * `/healthz`, the request body limit and one JSON log line per request.
 *
 * @since 0.1.0
 */
import {
  HttpApiBuilder,
  HttpApiSwagger,
  HttpApp,
  HttpMiddleware,
  HttpServer,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { NodeHttpServer, NodeHttpServerRequest } from "@effect/platform-node"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import type { Checker } from "@defmon/core/ports/Checker"
import { Limits } from "@defmon/core/domain/Settings"
import type * as Storage from "@defmon/core/ports/storage"
import { AccountRepo } from "@defmon/core/ports/storage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Cause, Chunk, Clock, Effect, Exit, Layer, Option } from "effect"
import * as Handlers from "./Handlers.js"
import * as RateLimit from "./RateLimit.js"
import * as ReadCache from "./ReadCache.js"

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
  /** how long (ms) an authentication is reused (default 1000; 0 = every request asks storage) */
  readonly authCacheMs?: number
  /**
   * how long (ms) an encoded webpage read may be served again while no write
   * under it was seen in this process (default 1000; 0 = off); see `ReadCache`
   */
  readonly responseCacheMs?: number
}

const tooLarge = HttpServerResponse.unsafeJson(
  { _tag: "PayloadTooLarge", message: `request body must be at most ${Limits.jsonBodyBytes} bytes` },
  { status: 413 }
)

/** Sent when the body was cut off: the rest of it is not read. */
const tooLargeAndClose = HttpServerResponse.setHeader(tooLarge, "connection", "close")

/**
 * The platform destroys the request stream (and with it the socket) when a
 * body exceeds the limit, so the client would see a reset instead of the
 * 413. While `self` reads the body, destroying only stops collecting it and
 * discards the rest, so the 413 can be written before the connection closes.
 */
const keepSocket = <A, E, R>(request: HttpServerRequest.HttpServerRequest, self: Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    const raw = NodeHttpServerRequest.toIncomingMessage(request)
    const destroy = raw.destroy
    raw.destroy = function(this: typeof raw) {
      this.removeAllListeners("data")
      this.resume()
      return this
    }
    return Effect.ensuring(self, Effect.sync(() => {
      raw.destroy = destroy
    }))
  })

const invalid = (message: string, field?: string, issues?: unknown) =>
  HttpServerResponse.unsafeJson(
    { _tag: "InvalidInput", message, ...(field === undefined ? {} : { field }), ...(issues === undefined ? {} : { issues }) },
    { status: 400 }
  )

interface DecodeIssue {
  readonly path: ReadonlyArray<string | number>
  readonly message: string
}

/**
 * HttpApi's decode errors carry the whole schema in their message; clients
 * get instead the first issue as `field: why`, the field path, and every
 * issue. Optional-field noise ("Expected undefined") is dropped.
 */
const rewriteDecodeError = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.status !== 400 || response.body._tag !== "Uint8Array") return response
  let parsed: { _tag?: string; issues?: ReadonlyArray<DecodeIssue> }
  try {
    parsed = JSON.parse(new TextDecoder().decode(response.body.body))
  } catch {
    return response
  }
  if (parsed._tag !== "HttpApiDecodeError" || parsed.issues === undefined) return response
  const issues = parsed.issues.filter((i) => !/^Expected undefined/.test(i.message))
  const first = issues[0] ?? parsed.issues[0]
  if (first === undefined) return invalid("invalid request")
  const field = first.path.map(String).join(".")
  const why = first.message.startsWith(field) || field === "" ? first.message : `${field}: ${first.message}`
  return invalid(why, field === "" ? undefined : field, issues.map((i) => ({ path: i.path, message: i.message })))
}

/** Offers a webpage read the pipeline answered to the response cache. */
const remember = (
  cache: ReadCache.ReadCache,
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
  seen: number
) => {
  const token = ReadCache.bearerOf(request.headers.authorization)
  const account = token === undefined ? undefined : cache.account(token)
  if (account === undefined) return
  const body = response.body
  const bytes = body._tag === "Uint8Array"
    ? Buffer.from(body.body)
    : body._tag === "Raw" && typeof body.body === "string"
    ? Buffer.from(body.body)
    : undefined
  if (bytes === undefined) return
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) headers[name] = value
  headers["content-type"] ??= body.contentType ?? "application/json"
  headers["content-length"] = String(bytes.length)
  cache.rememberResponse(account, request.url, seen, bytes, headers)
}

const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH"

/**
 * The response as it leaves the server: decode errors name the field,
 * unknown routes and unexpected failures get a JSON body instead of an empty
 * one.
 */
const finalise = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) => {
  if (response.body._tag === "Empty" && response.status === 404) {
    return HttpServerResponse.unsafeJson(
      { _tag: "NotFound", message: `no route for ${request.method} ${request.url.split("?")[0]}` },
      { status: 404 }
    )
  }
  if (response.body._tag === "Empty" && response.status >= 500) {
    return HttpServerResponse.unsafeJson({ _tag: "InternalError", message: "internal error" }, { status: response.status })
  }
  if (response.status === 429) return withRetryAfter(response)
  return rewriteDecodeError(response)
}

/** A 429 also says when to retry in the standard header. */
const withRetryAfter = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.body._tag !== "Uint8Array") return response
  try {
    const seconds = JSON.parse(new TextDecoder().decode(response.body.body)).retry_after_seconds
    return typeof seconds === "number" ? HttpServerResponse.setHeader(response, "retry-after", String(seconds)) : response
  } catch {
    return response
  }
}

/**
 * A failure worth an error log line: anything but an unknown route (the
 * platform adds the response it sent as a defect: not one either).
 */
const unexpected = (cause: Cause.Cause<unknown>) =>
  Chunk.some(Cause.failures(cause), (e) => !(e instanceof HttpServerError.RouteNotFound)) ||
  Chunk.some(Cause.defects(cause), (d) => !HttpServerResponse.isServerResponse(d))

/**
 * Refuses bodies over the limit (413) before reading them, refuses malformed
 * JSON (400), gives every error a JSON body (decode errors name the field),
 * and logs each request as one JSON line (never the token).
 *
 * @since 0.1.0
 */
export const middleware = (log: boolean, cache?: ReadCache.ReadCache) =>
  HttpMiddleware.make((app) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const start = yield* Clock.currentTimeMillis
      // Read before any storage read of this request (see ReadCache).
      const seen = cache?.changeNumber() ?? 0
      let status = 500
      const precheck = Effect.gen(function*() {
        const length = Number(request.headers["content-length"] ?? "0")
        if (length > Limits.jsonBodyBytes) return Option.some(tooLarge)
        if (!hasBody(request.method)) return Option.none()
        // Bounded by withMaxBodySize below, also for chunked bodies without a
        // Content-Length; the platform caches the text, so the handler's
        // decoding reads it again for free.
        const text = yield* Effect.either(keepSocket(request, request.text))
        if (text._tag === "Left") return Option.some(tooLargeAndClose)
        if (text.right.length === 0) return Option.none()
        try {
          JSON.parse(text.right)
          return Option.none()
        } catch (e) {
          return Option.some(invalid(`request body is not valid JSON: ${(e as Error).message}`))
        }
      }).pipe(HttpServerRequest.withMaxBodySize(Option.some(Limits.jsonBodyBytes)))
      const refused = yield* precheck
      let response: HttpServerResponse.HttpServerResponse
      if (Option.isSome(refused)) {
        response = refused.value
        status = response.status
      } else {
        // The app writes its response (also for failures) before this
        // middleware sees it: rewrite it in a pre-response handler.
        yield* HttpApp.appendPreResponseHandler((req, res) =>
          Effect.sync(() => {
            const final = finalise(req, res)
            status = final.status
            if (cache !== undefined && req.method === "GET" && final.status === 200) remember(cache, req, final, seen)
            return final
          })
        )
        const exit = yield* Effect.exit(app.pipe(HttpServerRequest.withMaxBodySize(Option.some(Limits.jsonBodyBytes))))
        if (Exit.isFailure(exit) && unexpected(exit.cause)) yield* Effect.logError("request failed", exit.cause)
        response = Exit.isSuccess(exit) ? exit.value : HttpServerResponse.empty({ status })
      }
      if (log) ReadCache.logRequest(request.method, request.url, status, start, yield* Clock.currentTimeMillis)
      return response
    })
  )

const health = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const accounts = yield* AccountRepo
    yield* router.get(
      "/healthz",
      Effect.as(accounts.get(0 as never), HttpServerResponse.unsafeJson({ status: "ok" }))
    )
  })
)

/**
 * The API application (handlers + use cases), without a listening socket.
 *
 * @since 0.1.0
 */
export const apiLayer: Layer.Layer<
  import("@effect/platform/HttpApi").Api | Webpages | BatchJobs | Accounts,
  never,
  Storage.Storage | Checker | RateLimit.RateLimit | ReadCache.Caches
> = Handlers.layer.pipe(
  Layer.provideMerge(Layer.mergeAll(Webpages.Default, BatchJobs.Default, Accounts.Default))
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
    // Connects the fast path to the storage's change feed and the limiter.
    const bind = Layer.effectDiscard(Effect.gen(function*() {
      const limiter = yield* RateLimit.RateLimit
      cache.bind(yield* ChangeFeed, limiter.take)
    }))
    return HttpApiBuilder.serve(middleware(log, cache)).pipe(
      Layer.provide(HttpApiSwagger.layer({ path: "/docs" })),
      Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })),
      Layer.provide(health),
      Layer.provide(apiLayer),
      Layer.provide(bind),
      Layer.provide(Layer.mergeAll(RateLimit.layer(options.rateLimit ?? RateLimit.defaults), Layer.succeed(ReadCache.Caches, cache))),
      HttpServer.withLogAddress,
      Layer.provideMerge(NodeHttpServer.layer(() => new ReadCache.FastServer(cache, log), { port: options.port, host: options.host ?? "127.0.0.1" }))
    )
  }))

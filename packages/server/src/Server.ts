/**
 * The HTTP server: the API, `/openapi.json`, Swagger UI at `/docs`,
 * `/healthz`, the request body limit and one JSON log line per request.
 *
 * @since 0.1.0
 */
import { HttpApiBuilder, HttpApiSwagger, HttpApp, HttpMiddleware, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Accounts } from "@defmon/core/Accounts"
import { BatchJobs } from "@defmon/core/BatchJobs"
import type { Checker } from "@defmon/core/Checker"
import { Limits } from "@defmon/core/Settings"
import type * as Storage from "@defmon/core/Storage"
import { AccountRepo } from "@defmon/core/Storage"
import { Webpages } from "@defmon/core/Webpages"
import { Clock, Effect, Layer, Option } from "effect"
import { createServer } from "node:http"
import * as Handlers from "./Handlers.js"

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
}

const tooLarge = HttpServerResponse.unsafeJson(
  { _tag: "PayloadTooLarge", message: `request body must be at most ${Limits.jsonBodyBytes} bytes` },
  { status: 413 }
)

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

const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH"

/**
 * Refuses bodies over the limit (413) before reading them, refuses malformed
 * JSON (400), rewrites decode errors to name the field, and logs each
 * request as one JSON line (never the token).
 *
 * @since 0.1.0
 */
export const middleware = (log: boolean) =>
  HttpMiddleware.make((app) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const start = yield* Clock.currentTimeMillis
      const length = Number(request.headers["content-length"] ?? "0")
      const handle = Effect.gen(function*() {
        if (length > Limits.jsonBodyBytes) return tooLarge
        if (hasBody(request.method)) {
          // The platform caches the body text, so reading it here costs nothing later.
          const text = yield* Effect.either(request.text)
          if (text._tag === "Left") return tooLarge
          if (text.right.length > 0) {
            try {
              JSON.parse(text.right)
            } catch (e) {
              return invalid(`request body is not valid JSON: ${(e as Error).message}`)
            }
          }
        }
        // Responses are written before middleware sees them: rewrite in a pre-response handler.
        yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(rewriteDecodeError(response)))
        return yield* app
      }).pipe(
        HttpServerRequest.withMaxBodySize(Option.some(Limits.jsonBodyBytes)),
        Effect.catchAllCause((cause) =>
          Effect.as(
            Effect.logError("request failed", cause),
            HttpServerResponse.unsafeJson({ _tag: "InternalError", message: "internal error" }, { status: 500 })
          )
        )
      )
      const response = yield* handle
      if (log) {
        const end = yield* Clock.currentTimeMillis
        process.stdout.write(
          JSON.stringify({
            time: new Date(end).toISOString(),
            level: "info",
            msg: "request",
            method: request.method,
            path: request.url.split("?")[0],
            status: response.status,
            duration_ms: end - start
          }) + "\n"
        )
      }
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
  Storage.Storage | Checker
> = Handlers.layer.pipe(
  Layer.provideMerge(Layer.mergeAll(Webpages.Default, BatchJobs.Default, Accounts.Default))
)

/**
 * The listening server on the given port (0 = any free port). Needs a
 * storage layer and a `Checker`.
 *
 * @since 0.1.0
 */
export const layer = (options: Options) =>
  HttpApiBuilder.serve(middleware(options.log ?? true)).pipe(
    Layer.provide(HttpApiSwagger.layer({ path: "/docs" })),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })),
    Layer.provide(health),
    Layer.provide(apiLayer),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: options.port, host: options.host ?? "127.0.0.1" }))
  )

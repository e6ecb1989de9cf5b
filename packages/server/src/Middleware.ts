/**
 * The HTTP middleware around the API: refuses bodies over the limit (413)
 * before reading them; authenticates `/api/v1` requests and charges them to
 * the rate limit (the account's, or the client address's for requests
 * without a valid token) before any body is read; refuses malformed JSON,
 * JSON nested too deep or with too many values, and strings, paths and
 * queries holding characters no database stores faithfully (400, naming
 * the limit) before anything decodes them; gives every error a JSON
 * body (decode errors name the field), offers webpage reads the pipeline
 * answered to the read cache, and logs each request as one JSON line (never
 * the token).
 *
 * @since 0.1.0
 */
import { Limits } from "@defmon/core/domain/Settings"
import { HttpApp, HttpMiddleware, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Accounts } from "@defmon/core/usecases/Accounts"
import type { Account } from "@defmon/core/domain/Account"
import { Cause, Chunk, Clock, Effect, Exit, Option } from "effect"
import type { ReadCache } from "./fastpath/ReadCache.js"
import { checkJson, checkTarget, JsonLimits, tooDeep } from "./internal/guard.js"
import { storageFault } from "./internal/handlers.js"
import { Preauthenticated } from "./internal/preauth.js"
import { bearerOf, logRequest } from "./internal/request.js"
import { RateLimit } from "./RateLimit.js"

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
  cache: ReadCache,
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
  seen: number
) => {
  const token = bearerOf(request.headers.authorization)
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

const unauthorized = (message: string) => HttpServerResponse.unsafeJson({ _tag: "Unauthorized", message }, { status: 401 })

const rateLimited = (message: string, wait: number) =>
  HttpServerResponse.unsafeJson({ _tag: "RateLimited", message, retry_after_seconds: wait }, {
    status: 429,
    headers: { "retry-after": String(wait) }
  })

/**
 * Authenticates an API request and charges it to the rate limit, before its
 * body is read: the account, or the response refusing it. A request without
 * a valid token is charged to its client address and refused with 429 once
 * the address is over its limit; a valid token is always accepted (a client
 * sharing an address with a flood keeps working). Malformed tokens are
 * refused without a storage lookup, well-formed ones cost one indexed read.
 */
const admit = (request: HttpServerRequest.HttpServerRequest, cache: ReadCache | undefined) =>
  Effect.gen(function*() {
    const limiter = yield* RateLimit
    const accounts = yield* Accounts
    const address = Option.getOrElse(request.remoteAddress, () => "unknown")
    const refuse = (message: string) => {
      const wait = limiter.takeAddress(address)
      return wait > 0
        ? rateLimited(`too many requests without a valid token from this address: retry in ${wait} s`, wait)
        : unauthorized(message)
    }
    const token = bearerOf(request.headers.authorization)
    if (token === undefined) return refuse("missing bearer token: send Authorization: Bearer <API_TOKEN>")
    let account: Account | undefined = cache?.account(token)
    if (account === undefined) {
      const found = yield* accounts.authenticate(token)
      if (Option.isNone(found)) {
        cache?.forgetAccount(token)
        return refuse("invalid or revoked API token")
      }
      account = found.value
      cache?.rememberAccount(token, account)
    }
    const wait = limiter.take(account.id)
    if (wait > 0) return rateLimited(`too many requests for this account: retry in ${wait} s`, wait)
    return account
  })

const isApi = (url: string) => url === "/api/v1" || url.startsWith("/api/v1/") || url.startsWith("/api/v1?")

/**
 * The middleware; `cache` is offered the webpage reads it keeps.
 *
 * @since 0.1.0
 */
export const make = (log: boolean, cache?: ReadCache) =>
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
        const target = checkTarget(request.url)
        if (target !== undefined) return Option.some(invalid(target))
        if (!hasBody(request.method)) return Option.none()
        // Bounded by withMaxBodySize below, also for chunked bodies without a
        // Content-Length; the platform caches the text, so the handler's
        // decoding reads it again for free.
        const text = yield* Effect.either(keepSocket(request, request.text))
        if (text._tag === "Left") return Option.some(tooLargeAndClose)
        if (text.right.length === 0) return Option.none()
        if (tooDeep(text.right)) return Option.some(invalid(`request body is nested deeper than ${JsonLimits.depth} levels (limit ${JsonLimits.depth})`))
        let parsed: unknown
        try {
          parsed = JSON.parse(text.right)
        } catch (e) {
          return Option.some(invalid(`request body is not valid JSON: ${(e as Error).message}`))
        }
        const why = checkJson(parsed)
        return why === undefined ? Option.none() : Option.some(invalid(why))
      }).pipe(HttpServerRequest.withMaxBodySize(Option.some(Limits.jsonBodyBytes)))
      let refused: Option.Option<HttpServerResponse.HttpServerResponse> = Option.none()
      let account: Option.Option<Account> = Option.none()
      const length = Number(request.headers["content-length"] ?? "0")
      if (length > Limits.jsonBodyBytes) refused = Option.some(tooLarge)
      else if (isApi(request.url)) {
        const admitted = yield* admit(request, cache)
        // Refused before the body was read: Node discards the rest of it
        // without parsing (closing instead would cut off the answer).
        if (HttpServerResponse.isServerResponse(admitted)) refused = Option.some(admitted)
        else account = Option.some(admitted)
      }
      // Only API requests take a body: others are answered without reading theirs.
      if (Option.isNone(refused) && isApi(request.url)) refused = yield* precheck
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
        const exit = yield* Effect.exit(app.pipe(
          HttpServerRequest.withMaxBodySize(Option.some(Limits.jsonBodyBytes)),
          Effect.locally(Preauthenticated, account)
        ))
        if (Exit.isFailure(exit) && unexpected(exit.cause)) yield* Effect.logError("request failed", exit.cause)
        response = Exit.isSuccess(exit) ? exit.value : HttpServerResponse.empty({ status })
      }
      if (log) logRequest(request.method, request.url, status, start, yield* Clock.currentTimeMillis)
      return response
    }).pipe(
      // A database fault outside a handler (authentication): a 503 that says which, never a bare 500.
      Effect.catchAllDefect((defect) => {
        const why = storageFault(defect)
        return why === null
          ? Effect.die(defect)
          : Effect.succeed(HttpServerResponse.unsafeJson({ _tag: "StorageUnavailable", message: why }, { status: 503 }))
      })
    )
  )

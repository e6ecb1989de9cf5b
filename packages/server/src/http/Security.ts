/**
 * The bearer middleware: every request must carry a well-formed, known,
 * unrevoked token. `HttpApiSecurity.bearer` hands over `Redacted("")` when
 * the header is missing, so empty and malformed tokens are refused here.
 * Authentications are reused for a second (`fastpath/ReadCache`).
 * Authenticated requests then take a token from the account's rate-limit
 * bucket. Behind the server's middleware (`Middleware`), which does all of
 * this before the body is read, the account it found is used as is.
 *
 * @since 0.1.0
 */
import { Errors, Security } from "@defmon/api"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { HttpServerRequest } from "@effect/platform"
import { Effect, FiberRef, Layer, Option } from "effect"
import { Caches } from "../fastpath/ReadCache.js"
import { Preauthenticated } from "../internal/preauth.js"
import { bearerOf } from "../internal/request.js"
import { RateLimit } from "../RateLimit.js"

/**
 * The middleware's implementation.
 *
 * @since 0.1.0
 */
export const AuthorizationLive = Layer.effect(
  Security.Authorization,
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const limiter = yield* RateLimit
    const cache = yield* Caches
    const authenticate = (token: string) => {
      const hit = cache.account(token)
      if (hit !== undefined) return Effect.succeed(Option.some(hit))
      return Effect.tap(accounts.authenticate(token), (found) =>
        Effect.sync(() => Option.isNone(found) ? cache.forgetAccount(token) : cache.rememberAccount(token, found.value)))
    }
    return {
      // The platform hands over the header minus its first 7 characters,
      // whatever they were: the scheme is checked here, as the fast path does.
      bearer: Effect.fn("Authorization.bearer", { captureStackTrace: false })(function*() {
        // The server's middleware authenticated and charged it before reading the body.
        const pre = yield* FiberRef.get(Preauthenticated)
        if (Option.isSome(pre)) return pre.value
        const request = yield* HttpServerRequest.HttpServerRequest
        const value = bearerOf(request.headers.authorization)
        if (value === undefined) {
          return yield* new Errors.Unauthorized({ message: "missing bearer token: send Authorization: Bearer <API_TOKEN>" })
        }
        const found = yield* authenticate(value)
        if (Option.isNone(found)) return yield* new Errors.Unauthorized({ message: "invalid or revoked API token" })
        const wait = limiter.take(found.value.id)
        if (wait > 0) {
          return yield* new Errors.RateLimited({
            message: `too many requests for this account: retry in ${wait} s`,
            retry_after_seconds: wait
          })
        }
        return found.value
      })
    }
  })
)

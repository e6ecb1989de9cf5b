/**
 * The bearer middleware: every request must carry a well-formed, known,
 * unrevoked token. `HttpApiSecurity.bearer` hands over `Redacted("")` when
 * the header is missing, so empty and malformed tokens are refused here.
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import { Accounts } from "@defmon/core/Accounts"
import { Effect, Layer, Option, Redacted } from "effect"

/**
 * The middleware's implementation.
 *
 * @since 0.1.0
 */
export const AuthorizationLive = Layer.effect(
  Api.Authorization,
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return {
      bearer: (token) =>
        Effect.gen(function*() {
          const value = Redacted.value(token).trim()
          if (value.length === 0) {
            return yield* new Api.Unauthorized({ message: "missing bearer token: send Authorization: Bearer <API_TOKEN>" })
          }
          const account = yield* accounts.authenticate(value)
          return yield* Option.match(account, {
            onNone: () => Effect.fail(new Api.Unauthorized({ message: "invalid or revoked API token" })),
            onSome: Effect.succeed
          })
        })
    }
  })
)

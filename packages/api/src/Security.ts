/**
 * Bearer-token authentication of every operation (spec: Authentication).
 *
 * @since 0.1.0
 */
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "@effect/platform"
import type { Account } from "@defmon/core/domain/Account"
import { Context, Schema } from "effect"
import { RateLimited, Unauthorized } from "./Errors.js"

/**
 * The authenticated account, provided to every handler.
 *
 * @since 0.1.0
 */
export class CurrentUser extends Context.Tag("@defmon/api/CurrentUser")<CurrentUser, Account>() {}

/**
 * The bearer middleware of every group.
 *
 * @since 0.1.0
 */
export class Authorization extends HttpApiMiddleware.Tag<Authorization>()("@defmon/api/Authorization", {
  failure: Schema.Union(Unauthorized, RateLimited),
  provides: CurrentUser,
  security: {
    bearer: HttpApiSecurity.annotate(
      HttpApiSecurity.bearer,
      OpenApi.Description,
      "An API token created with `defmon token create USER`, sent as `Authorization: Bearer <API_TOKEN>`."
    )
  }
}) {}

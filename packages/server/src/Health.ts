/**
 * `GET /healthz`: 200 `{"status":"ok"}` once storage answers a query.
 *
 * @since 0.1.0
 */
import { UserId } from "@defmon/core/domain/Webpage"
import { AccountRepo } from "@defmon/core/ports/storage"
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

/**
 * The route, on the API's router.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const accounts = yield* AccountRepo
    yield* router.get(
      "/healthz",
      Effect.as(accounts.get(UserId.make(0)), HttpServerResponse.unsafeJson({ status: "ok" }))
    )
  })
)

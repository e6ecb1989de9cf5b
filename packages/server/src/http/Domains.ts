/**
 * The handlers of the Domains group, mapped onto the `Webpages` use case.
 *
 * @since 0.1.0
 */
import { Api, type Webpages as WebpagesApi } from "@defmon/api"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Caches } from "../fastpath/ReadCache.js"
import { withUser } from "../internal/handlers.js"
import { encodedList } from "./Webpages.js"

/** A path segment as sent: percent-escapes the router left in place are decoded when valid. */
const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The group's handlers.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.group(Api.DefmonApi, "Domains", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    const cache = yield* Caches
    const list = encodedList(webpages, cache)
    return handlers
      .handle("list", () => withUser("Domains.list", (user) => webpages.domains(user.id)))
      .handle("webpages", ({ path }) =>
        withUser("Domains.webpages", (user) =>
          Effect.suspend(() => {
            // Read before the ids are (see ReadCache).
            const seen = cache.changeNumber()
            return Effect.flatMap(webpages.domainWebpageIds(user.id, segment(path.domain)), (ids) =>
              list<ReadonlyArray<WebpagesApi.WebpageResponse>>(user, seen, ids))
          })))
  }))

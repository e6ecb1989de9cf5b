/**
 * The handlers of the Domains group, mapped onto the `Webpages` use case.
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { withUser } from "../internal/handlers.js"
import { pagesOf } from "./Webpages.js"

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
    return handlers
      .handle("list", () => withUser("Domains.list", (user) => webpages.domains(user.id)))
      .handle("webpages", ({ path }) =>
        withUser("Domains.webpages", (user) =>
          Effect.map(webpages.domainWebpages(user.id, segment(path.domain)), pagesOf(user))))
  }))

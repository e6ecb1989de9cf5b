/**
 * The handlers of the Screenshots group, mapped onto the `Screenshots` use
 * case: PNG bytes as stored.
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import { Screenshots } from "@defmon/core/usecases/Screenshots"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { withUser } from "../internal/handlers.js"

/**
 * The group's handlers.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.group(Api.DefmonApi, "Screenshots", (handlers) =>
  Effect.gen(function*() {
    const screenshots = yield* Screenshots
    return handlers
      .handle("baseline", ({ path }) =>
        withUser("Screenshots.baseline", (user) => Effect.map(screenshots.baseline(user.id, path.url), (i) => i.png)))
      .handle("screenshot", ({ path }) =>
        withUser("Screenshots.screenshot", (user) =>
          Effect.map(screenshots.screenshot(user.id, path.url, path.verification), (i) => i.png)))
      .handle("diff", ({ path }) =>
        withUser("Screenshots.diff", (user) => Effect.map(screenshots.diff(user.id, path.url, path.verification), (i) => i.png)))
  }))

/**
 * The handlers of the User group, mapped onto the `Accounts` use case and
 * the user-agent catalogue.
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import * as UserAgents from "@defmon/core/domain/UserAgents"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { DefaultHistory, withUser } from "../internal/handlers.js"

/**
 * The group's handlers.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.group(Api.DefmonApi, "User", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return handlers
      .handle("activityLog", ({ path }) =>
        withUser("User.activityLog", (user) => accounts.activity(user.id, path.activity_log)))
      .handle("activityLogList", ({ urlParams }) =>
        withUser("User.activityLogList", (user) => accounts.activityList(user.id, urlParams.limit ?? DefaultHistory)))
      .handle("userAgents", () => withUser("User.userAgents", () => Effect.succeed(UserAgents.catalogue)))
  }))

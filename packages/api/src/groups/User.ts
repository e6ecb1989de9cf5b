/**
 * User (spec endpoint 19) and extensions: the activity log and the
 * user-agent catalogue.
 *
 * @since 0.1.0
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import { ActivityLogNotFound } from "@defmon/core/domain/Errors"
import { UserAgent } from "@defmon/core/domain/UserAgents"
import { Schema } from "effect"
import { HistoryParams, Json } from "../internal/schemas.js"
import { Authorization } from "../Security.js"

/**
 * An activity log record, without the owner.
 *
 * @since 0.1.0
 */
export const ActivityLogResponse = Schema.Struct({
  ...ActivityLogEntry.fields,
  details: Schema.Record({ key: Schema.String, value: Json })
}).omit("user_id").annotations({ identifier: "ActivityLogEntry" })

/**
 * The group.
 *
 * @since 0.1.0
 */
export class UserGroup extends HttpApiGroup.make("User")
  .add(
    HttpApiEndpoint.get("activityLog")`/user/activity_log/${HttpApiSchema.param("activity_log", Schema.NumberFromString.pipe(Schema.int()))}`
      .addSuccess(ActivityLogResponse)
      .addError(ActivityLogNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Return one activity log record")
  )
  .add(
    HttpApiEndpoint.get("activityLogList", "/user/activity_log")
      .setUrlParams(HistoryParams)
      .addSuccess(Schema.Array(ActivityLogResponse))
      .annotate(OpenApi.Summary, "Extension: the user's newest activity log records")
  )
  .add(
    HttpApiEndpoint.get("userAgents", "/user_agents")
      .addSuccess(Schema.Array(UserAgent))
      .annotate(OpenApi.Summary, "Extension: the user-agent catalogue (ids for user_agent_id)")
  )
  .middleware(Authorization)
{}

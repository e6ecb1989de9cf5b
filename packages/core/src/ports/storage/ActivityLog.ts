/**
 * The activity log table (append-only).
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { ActivityLogEntry, NewActivity } from "../../domain/ActivityLog.js"
import type { UserId } from "../../domain/Webpage.js"

/**
 * The activity log table (append-only).
 *
 * @since 0.1.0
 */
export class ActivityLogRepo extends Context.Tag("@defmon/core/ActivityLogRepo")<
  ActivityLogRepo,
  {
    readonly append: (owner: UserId, entry: NewActivity, now: string) => Effect.Effect<ActivityLogEntry>
    readonly get: (owner: UserId, id: number) => Effect.Effect<Option.Option<ActivityLogEntry>>
    /** newest first */
    readonly list: (owner: UserId, limit: number) => Effect.Effect<ReadonlyArray<ActivityLogEntry>>
  }
>() {}

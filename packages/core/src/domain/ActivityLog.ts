/**
 * The activity log: one record per user change and per alert.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { UserId } from "./Webpage.js"

/**
 * One activity log record. `target` names the object, e.g. `webpage:42` or
 * `batch_job:BL7`.
 *
 * @since 0.1.0
 */
export class ActivityLogEntry extends Schema.Class<ActivityLogEntry>("ActivityLogEntry")({
  id: Schema.Int,
  user_id: UserId,
  created_at: Schema.String,
  action: Schema.String,
  target: Schema.String,
  details: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}) {}

/**
 * A record to append (id and time are given by storage).
 *
 * @since 0.1.0
 */
export interface NewActivity {
  readonly action: string
  readonly target: string
  readonly details: Record<string, unknown>
}

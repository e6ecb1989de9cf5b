/**
 * Incidents: opened when a page alerts, resolved when it matches again.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { UserId, WebpageId } from "./Webpage.js"

/**
 * Why an incident was opened.
 *
 * @since 0.1.0
 */
export const IncidentKind = Schema.Literal("defacement", "unreachable")
export type IncidentKind = typeof IncidentKind.Type

/**
 * An incident of one webpage.
 *
 * @since 0.1.0
 */
export class Incident extends Schema.Class<Incident>("Incident")({
  id: Schema.Int,
  webpage_id: WebpageId,
  user_id: UserId,
  kind: IncidentKind,
  status: Schema.Literal("open", "resolved"),
  opened_at: Schema.String,
  resolved_at: Schema.NullOr(Schema.String),
  /** the findings of the check that opened it */
  findings: Schema.Array(Schema.Unknown)
}) {}

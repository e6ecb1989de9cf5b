/**
 * Verification records: the outcome of one check of a webpage.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { HealthStatus, WebpageId } from "./Webpage.js"

/**
 * What a check concluded: `match` (same as the baseline), `changed` (an
 * engine found a breach), `unreachable`, or `skipped` (blackout).
 *
 * @since 0.1.0
 */
export const CheckVerdict = Schema.Literal("match", "changed", "unreachable", "skipped")
export type CheckVerdict = typeof CheckVerdict.Type

/**
 * One check of a webpage.
 *
 * @since 0.1.0
 */
export class VerificationRecord extends Schema.Class<VerificationRecord>("VerificationRecord")({
  id: Schema.Int,
  webpage_id: WebpageId,
  checked_at: Schema.String,
  status_code: Schema.NullOr(Schema.Int),
  response_time_ms: Schema.NullOr(Schema.Number),
  error: Schema.NullOr(Schema.String),
  verdict: CheckVerdict,
  health_status: HealthStatus,
  findings: Schema.Array(Schema.Unknown)
}) {}

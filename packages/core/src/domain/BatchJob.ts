/**
 * Batch jobs: baseline (`BL`), rebaseline (`RB`) and combined (`CB`) jobs,
 * each with one item per webpage (DESIGN section 4).
 *
 * @since 0.1.0
 */
import { Option, Schema } from "effect"
import { MonitoringConfiguration } from "./Settings.js"
import { UserId, WebpageId } from "./Webpage.js"

/**
 * The three kinds of batch job.
 *
 * @since 0.1.0
 */
export const BatchJobKind = Schema.Literal("baseline", "rebaseline", "combined_baseline")
export type BatchJobKind = typeof BatchJobKind.Type

/**
 * Display prefix of each kind.
 *
 * @since 0.1.0
 */
export const prefixOf: Record<BatchJobKind, string> = {
  baseline: "BL",
  rebaseline: "RB",
  combined_baseline: "CB"
}

/**
 * The display identifier of a job, e.g. `BL42`.
 *
 * @since 0.1.0
 */
export const identifierOf = (kind: BatchJobKind, id: number): string => `${prefixOf[kind]}${id}`

/**
 * Parses a job id given with or without its prefix (`42`, `BL42`, `rb42`).
 *
 * @since 0.1.0
 */
export const parseJobId = (raw: string): Option.Option<{ readonly id: number; readonly prefix: string | null }> => {
  const m = /^(BL|RB|CB)?(\d{1,15})$/i.exec(raw.trim())
  if (m === null) return Option.none()
  const id = Number(m[2])
  if (!Number.isSafeInteger(id) || id < 1) return Option.none()
  return Option.some({ id, prefix: m[1] === undefined ? null : m[1].toUpperCase() })
}

/**
 * Item statuses. `Completed`, `Failed` and `Cancelled` are final.
 *
 * @since 0.1.0
 */
export const BatchItemStatus = Schema.Literal("In Queue", "Processing", "Completed", "Failed", "Cancelled")
export type BatchItemStatus = typeof BatchItemStatus.Type

/**
 * Whether an item status is final.
 *
 * @since 0.1.0
 */
export const isFinal = (status: BatchItemStatus): boolean =>
  status === "Completed" || status === "Failed" || status === "Cancelled"

/**
 * Why an item failed.
 *
 * @since 0.1.0
 */
export const FailureReason = Schema.Literal(
  "already_exists",
  "quota_exceeded",
  "archived",
  "not_found",
  "invalid_url",
  "unreachable",
  "http_error",
  "timeout",
  "too_large",
  "too_many_redirects",
  "blocked_address",
  "render_failed",
  "internal_error"
)
export type FailureReason = typeof FailureReason.Type

/**
 * What an item does: add a new webpage or rebaseline an existing one.
 *
 * @since 0.1.0
 */
export const BatchItemAction = Schema.Literal("baseline", "rebaseline")
export type BatchItemAction = typeof BatchItemAction.Type

/**
 * Job status, derived from the items.
 *
 * @since 0.1.0
 */
export const BatchJobStatus = Schema.Literal("In Queue", "Processing", "Completed", "Failed", "Cancelled")
export type BatchJobStatus = typeof BatchJobStatus.Type

/**
 * One webpage of a job.
 *
 * @since 0.1.0
 */
export class BatchJobItem extends Schema.Class<BatchJobItem>("BatchJobItem")({
  id: Schema.Int,
  job_id: Schema.Int,
  position: Schema.Int,
  url: Schema.String,
  webpage_id: Schema.NullOr(WebpageId),
  action: BatchItemAction,
  status: BatchItemStatus,
  reason: Schema.NullOr(FailureReason),
  message: Schema.NullOr(Schema.String),
  attempts: Schema.Int,
  started_at: Schema.NullOr(Schema.String),
  finished_at: Schema.NullOr(Schema.String)
}) {}

/**
 * Counts of a job's items per status.
 *
 * @since 0.1.0
 */
export class BatchJobProgress extends Schema.Class<BatchJobProgress>("BatchJobProgress")({
  total: Schema.Int,
  in_queue: Schema.Int,
  processing: Schema.Int,
  completed: Schema.Int,
  failed: Schema.Int,
  cancelled: Schema.Int
}) {}

/**
 * A batch job record.
 *
 * @since 0.1.0
 */
export class BatchJob extends Schema.Class<BatchJob>("BatchJob")({
  id: Schema.Int,
  identifier: Schema.String,
  kind: BatchJobKind,
  user_id: UserId,
  status: BatchJobStatus,
  options: MonitoringConfiguration,
  progress: BatchJobProgress,
  created_at: Schema.String,
  cancelled_at: Schema.NullOr(Schema.String)
}) {}

/**
 * The counts of a list of items.
 *
 * @since 0.1.0
 */
export const progressOf = (statuses: Iterable<BatchItemStatus>): BatchJobProgress => {
  const p = { total: 0, in_queue: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 }
  for (const s of statuses) {
    p.total++
    switch (s) {
      case "In Queue":
        p.in_queue++
        break
      case "Processing":
        p.processing++
        break
      case "Completed":
        p.completed++
        break
      case "Failed":
        p.failed++
        break
      case "Cancelled":
        p.cancelled++
        break
    }
  }
  return BatchJobProgress.make(p)
}

/**
 * Job status from its progress: `In Queue` until an item starts, `Processing`
 * while any item is not final, then `Cancelled` if any item was cancelled,
 * `Failed` if every item failed, else `Completed`.
 *
 * @since 0.1.0
 */
export const jobStatusOf = (p: BatchJobProgress): BatchJobStatus => {
  if (p.in_queue + p.processing > 0) {
    return p.processing + p.completed + p.failed + p.cancelled === 0 ? "In Queue" : "Processing"
  }
  if (p.cancelled > 0) return "Cancelled"
  if (p.total > 0 && p.failed === p.total) return "Failed"
  return "Completed"
}

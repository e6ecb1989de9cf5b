/**
 * Archive records: kept when webpages are archived.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { PlanType, WebpageId } from "./Webpage.js"

/**
 * When a page was archived, its previous plan type and the remark.
 *
 * @since 0.1.0
 */
export class ArchiveRecord extends Schema.Class<ArchiveRecord>("ArchiveRecord")({
  id: Schema.Int,
  webpage_id: WebpageId,
  archived_at: Schema.String,
  previous_plan_type: PlanType,
  remark: Schema.NullOr(Schema.String)
}) {}

/**
 * Archive records on SQL.
 *
 * @since 0.1.0
 */
import type { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import { PlanType, WebpageId } from "@defmon/core/domain/Webpage"
import { ArchiveRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { int, literal, type Row, text, textOrNull } from "../internal/columns.js"
import { type RepoContext, rows } from "../internal/context.js"

const planType = literal(PlanType)

const toArchive = (r: Row): ArchiveRecord => ({
  id: int(r.id),
  webpage_id: WebpageId.make(int(r.webpage_id)),
  archived_at: text(r.archived_at),
  previous_plan_type: planType(r.previous_plan_type),
  remark: textOrNull(r.remark)
})

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ sql }: RepoContext): ArchiveRepo["Type"] =>
  ArchiveRepo.of({
    insert: (owner, record) =>
      Effect.map(rows(sql`INSERT INTO archive_records ${sql.insert({ user_id: owner, ...record })} RETURNING *`), (rs) => toArchive(rs[0]!)),
    listByWebpage: (owner, webpageId) =>
      Effect.map(
        rows(sql`SELECT * FROM archive_records WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id`),
        (rs) => rs.map(toArchive)
      )
  })

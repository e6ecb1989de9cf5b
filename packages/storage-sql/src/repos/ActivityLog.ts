/**
 * The activity log on SQL (append-only).
 *
 * @since 0.1.0
 */
import type { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import { UserId } from "@defmon/core/domain/Webpage"
import { ActivityLogRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { int, json, type Row, text } from "../internal/columns.js"
import { first, type RepoContext, rows } from "../internal/context.js"

const toActivity = (r: Row): ActivityLogEntry => ({
  id: int(r.id),
  user_id: UserId.make(int(r.user_id)),
  created_at: text(r.created_at),
  action: text(r.action),
  target: text(r.target),
  details: json<ActivityLogEntry["details"]>(r.details)
})

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ sql }: RepoContext): ActivityLogRepo["Type"] =>
  ActivityLogRepo.of({
    append: (owner, entry, now) =>
      Effect.map(
        rows(
          sql`INSERT INTO activity_log ${
            sql.insert({ user_id: owner, created_at: now, action: entry.action, target: entry.target, details: JSON.stringify(entry.details) })
          } RETURNING *`
        ),
        (rs) => toActivity(rs[0]!)
      ),
    get: (owner, id) => first(sql`SELECT * FROM activity_log WHERE user_id = ${owner} AND id = ${id}`, toActivity),
    list: (owner, limit) =>
      Effect.map(
        rows(sql`SELECT * FROM activity_log WHERE user_id = ${owner} ORDER BY id DESC LIMIT ${limit}`),
        (rs) => rs.map(toActivity)
      )
  })

/**
 * Incidents on SQL.
 *
 * @since 0.1.0
 */
import { Incident, IncidentKind } from "@defmon/core/domain/Incident"
import { UserId, WebpageId } from "@defmon/core/domain/Webpage"
import { IncidentRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { int, json, literal, type Row, text, textOrNull } from "../internal/columns.js"
import { first, type RepoContext, rows } from "../internal/context.js"

const kind = literal(IncidentKind)
const status = literal(Incident.fields.status)

const toIncident = (r: Row): Incident => ({
  id: int(r.id),
  webpage_id: WebpageId.make(int(r.webpage_id)),
  user_id: UserId.make(int(r.user_id)),
  kind: kind(r.kind),
  status: status(r.status),
  opened_at: text(r.opened_at),
  resolved_at: textOrNull(r.resolved_at),
  findings: json<Incident["findings"]>(r.findings)
})

const acknowledged = (r: Row) => ({ incident: toIncident(r), acknowledged_at: textOrNull(r.acknowledged_at) })

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ sql }: RepoContext): IncidentRepo["Type"] =>
  IncidentRepo.of({
    open: (owner, webpageId, kind, findings, now) =>
      Effect.map(
        rows(
          sql`INSERT INTO incidents ${
            sql.insert({
              user_id: owner,
              webpage_id: webpageId,
              kind,
              status: "open",
              opened_at: now,
              resolved_at: null,
              findings: JSON.stringify(findings)
            })
          } RETURNING *`
        ),
        (rs) => toIncident(rs[0]!)
      ),
    resolve: (owner, id, now) =>
      first(
        sql`UPDATE incidents SET status = 'resolved', resolved_at = COALESCE(resolved_at, ${now})
            WHERE user_id = ${owner} AND id = ${id} RETURNING *`,
        toIncident
      ),
    get: (owner, id) => first(sql`SELECT * FROM incidents WHERE user_id = ${owner} AND id = ${id}`, toIncident),
    listByWebpage: (owner, webpageId, limit) =>
      Effect.map(
        rows(sql`SELECT * FROM incidents WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`),
        (rs) => rs.map(toIncident)
      ),
    list: (owner, status, limit) =>
      Effect.map(
        rows(sql`SELECT * FROM incidents WHERE user_id = ${owner} AND status = ${status} ORDER BY id DESC LIMIT ${limit}`),
        (rs) => rs.map(acknowledged)
      ),
    acknowledge: (owner, id, now) =>
      first(
        sql`UPDATE incidents SET acknowledged_at = COALESCE(acknowledged_at, ${now})
            WHERE user_id = ${owner} AND id = ${id} RETURNING *`,
        acknowledged
      )
  })

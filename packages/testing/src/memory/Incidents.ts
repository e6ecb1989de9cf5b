/**
 * Incidents in memory.
 *
 * @since 0.1.0
 */
import type { Incident } from "@defmon/core/domain/Incident"
import { IncidentRepo } from "@defmon/core/ports/storage"
import { Option } from "effect"
import { owned, type Store } from "./Store.js"

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): IncidentRepo["Type"] =>
  IncidentRepo.of({
    open: (owner, webpageId, kind, findings, now) =>
      store.sync((t) => {
        const row: Incident = {
          id: store.nextId("incidents"),
          webpage_id: webpageId,
          user_id: owner,
          kind,
          status: "open",
          opened_at: now,
          resolved_at: null,
          findings
        }
        t.incidents.set(row.id, row)
        return row
      }),
    resolve: (owner, id, now) =>
      store.sync((t) =>
        Option.map(owned(t.incidents, owner, id), (i) => {
          const next: Incident = { ...i, status: "resolved", resolved_at: i.resolved_at ?? now }
          t.incidents.set(id, next)
          return next
        })
      ),
    get: (owner, id) => store.sync((t) => owned(t.incidents, owner, id)),
    listByWebpage: (owner, webpageId, limit) =>
      store.sync((t) =>
        [...t.incidents.values()]
          .filter((i) => i.user_id === owner && i.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
      ),
    list: (owner, status, limit) =>
      store.sync((t) =>
        [...t.incidents.values()]
          .filter((i) => i.user_id === owner && i.status === status)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
          .map((incident) => ({ incident, acknowledged_at: t.acknowledgements.get(incident.id) ?? null }))
      ),
    acknowledge: (owner, id, now) =>
      store.sync((t) =>
        Option.map(owned(t.incidents, owner, id), (incident) => {
          const at = t.acknowledgements.get(id) ?? now
          t.acknowledgements.set(id, at)
          return { incident, acknowledged_at: at }
        })
      )
  })

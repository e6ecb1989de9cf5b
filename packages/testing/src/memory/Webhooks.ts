/**
 * Webhooks in memory: the delivery log and the outbox.
 *
 * @since 0.1.0
 */
import type { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import { type OutboxItem, WebhookDeliveryRepo, WebhookOutboxRepo } from "@defmon/core/ports/storage"
import { type Owned, type OutboxRow, type Store, strip } from "./Store.js"

/**
 * The delivery log on a store.
 *
 * @since 0.1.0
 */
export const makeDeliveries = (store: Store): WebhookDeliveryRepo["Type"] =>
  WebhookDeliveryRepo.of({
    append: (owner, d) =>
      store.sync((t) => {
        const row: WebhookDelivery & Owned = { ...d, id: store.nextId("deliveries"), user_id: owner }
        t.deliveries.set(row.id, row)
        return strip(row)
      }),
    listByWebpage: (owner, webpageId, limit) =>
      store.sync((t) =>
        [...t.deliveries.values()]
          .filter((d) => d.user_id === owner && d.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
          .map(strip)
      )
  })

/**
 * The outbox on a store.
 *
 * @since 0.1.0
 */
export const makeOutbox = (store: Store): WebhookOutboxRepo["Type"] =>
  WebhookOutboxRepo.of({
    enqueue: (owner, e, now) =>
      store.sync((t) => {
        const id = store.nextId("outbox")
        t.outbox.set(id, {
          id,
          user_id: owner,
          webpage_id: e.webpage_id,
          incident_id: e.incident_id,
          event: e.event,
          attempts: 0,
          created_at: now,
          next_attempt_at: now,
          lease_owner: null,
          lease_expires_at: null
        })
      }),
    claim: (workerId, now, leaseUntil, limit) =>
      store.sync((t) => {
        const due = [...t.outbox.values()]
          .filter((r) => r.next_attempt_at <= now && (r.lease_owner === null || (r.lease_expires_at ?? "") < now))
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
        return due.map((r): OutboxItem => {
          const leased: OutboxRow = { ...r, lease_owner: workerId, lease_expires_at: leaseUntil }
          t.outbox.set(r.id, leased)
          const { lease_expires_at: _l, lease_owner: _o, next_attempt_at: _n, ...item } = leased
          return item
        })
      }),
    finish: (workerId, id) =>
      store.sync((t) => {
        const r = t.outbox.get(id)
        if (r === undefined || r.lease_owner !== workerId) return false
        t.outbox.delete(id)
        return true
      }),
    retry: (workerId, id, nextAt) =>
      store.sync((t) => {
        const r = t.outbox.get(id)
        if (r === undefined || r.lease_owner !== workerId) return
        t.outbox.set(id, { ...r, attempts: r.attempts + 1, next_attempt_at: nextAt, lease_owner: null, lease_expires_at: null })
      })
  })

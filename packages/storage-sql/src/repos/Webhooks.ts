/**
 * Webhooks on SQL: the delivery log and the outbox of events not yet
 * delivered (leased like batch items).
 *
 * @since 0.1.0
 */
import { IncidentEvent } from "@defmon/core/domain/Events"
import type { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import { UserId, WebpageId } from "@defmon/core/domain/Webpage"
import { type OutboxItem, WebhookDeliveryRepo, WebhookOutboxRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { flag, int, intOrNull, literal, type Row, text, textOrNull } from "../internal/columns.js"
import { type RepoContext, rows } from "../internal/context.js"

const event = literal(IncidentEvent)

const toDelivery = (r: Row): WebhookDelivery => ({
  id: int(r.id),
  webpage_id: WebpageId.make(int(r.webpage_id)),
  incident_id: int(r.incident_id),
  event: event(r.event),
  url: text(r.url),
  attempt: int(r.attempt),
  status_code: intOrNull(r.status_code),
  error: textOrNull(r.error),
  delivered: flag(r.delivered),
  created_at: text(r.created_at)
})

const toOutbox = (r: Row): OutboxItem => ({
  id: int(r.id),
  user_id: UserId.make(int(r.user_id)),
  webpage_id: WebpageId.make(int(r.webpage_id)),
  incident_id: int(r.incident_id),
  event: event(r.event),
  attempts: int(r.attempts),
  created_at: text(r.created_at)
})

/**
 * The delivery log on a client.
 *
 * @since 0.1.0
 */
export const makeDeliveries = ({ sql }: RepoContext): WebhookDeliveryRepo["Type"] =>
  WebhookDeliveryRepo.of({
    append: (owner, d) =>
      Effect.map(
        rows(sql`INSERT INTO webhook_deliveries ${sql.insert({ user_id: owner, ...d, delivered: d.delivered ? 1 : 0 })} RETURNING *`),
        (rs) => toDelivery(rs[0]!)
      ),
    listByWebpage: (owner, webpageId, limit) =>
      Effect.map(
        rows(
          sql`SELECT * FROM webhook_deliveries WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`
        ),
        (rs) => rs.map(toDelivery)
      )
  })

/**
 * The outbox on a client.
 *
 * @since 0.1.0
 */
export const makeOutbox = ({ clauses, sql }: RepoContext): WebhookOutboxRepo["Type"] => {
  const skipLocked = sql.literal(clauses.skipLocked)
  return WebhookOutboxRepo.of({
    enqueue: (owner, e, now) =>
      Effect.asVoid(rows(sql`INSERT INTO webhook_outbox ${
        sql.insert({
          user_id: owner,
          webpage_id: e.webpage_id,
          incident_id: e.incident_id,
          event: e.event,
          attempts: 0,
          next_attempt_at: now,
          created_at: now
        })
      }`)),
    claim: (workerId, now, leaseUntil, limit) =>
      Effect.map(
        rows(
          sql`UPDATE webhook_outbox SET lease_owner = ${workerId}, lease_expires_at = ${leaseUntil}
              WHERE id IN (
                SELECT id FROM webhook_outbox
                WHERE next_attempt_at <= ${now} AND (lease_owner IS NULL OR lease_expires_at < ${now})
                ORDER BY id LIMIT ${limit} ${skipLocked}
              ) RETURNING *`
        ),
        (rs) => rs.map(toOutbox).sort((a, b) => a.id - b.id)
      ),
    finish: (workerId, id) =>
      Effect.map(
        rows(sql`DELETE FROM webhook_outbox WHERE id = ${id} AND lease_owner = ${workerId} RETURNING id`),
        (rs) => rs.length === 1
      ),
    retry: (workerId, id, nextAt) =>
      Effect.asVoid(rows(
        sql`UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = ${nextAt}, lease_owner = NULL, lease_expires_at = NULL
            WHERE id = ${id} AND lease_owner = ${workerId}`
      ))
  })
}

/**
 * Webhooks: the delivery log and the outbox of events not yet delivered.
 *
 * @since 0.1.0
 */
import type { Effect } from "effect"
import { Context } from "effect"
import type { IncidentEvent } from "../../domain/Events.js"
import type { WebhookDelivery } from "../../domain/WebhookDelivery.js"
import type { UserId, WebpageId } from "../../domain/Webpage.js"

/**
 * Webhook delivery log.
 *
 * @since 0.1.0
 */
export class WebhookDeliveryRepo extends Context.Tag("@defmon/core/WebhookDeliveryRepo")<
  WebhookDeliveryRepo,
  {
    readonly append: (owner: UserId, delivery: Omit<WebhookDelivery, "id">) => Effect.Effect<WebhookDelivery>
    /** newest first */
    readonly listByWebpage: (
      owner: UserId,
      webpageId: number,
      limit: number
    ) => Effect.Effect<ReadonlyArray<WebhookDelivery>>
  }
>() {}

/**
 * A webhook event waiting to be delivered.
 *
 * @since 0.1.0
 */
export interface OutboxItem {
  readonly id: number
  readonly user_id: UserId
  readonly webpage_id: WebpageId
  readonly incident_id: number
  readonly event: IncidentEvent
  /** attempts made so far */
  readonly attempts: number
  readonly created_at: string
}

/**
 * The webhook outbox: events are enqueued in the transaction that opens or
 * resolves their incident, and stay until delivered or given up, so a
 * process that dies between the two loses no alert. Deliverers claim due
 * events with a lease, like batch items.
 *
 * @since 0.1.0
 */
export class WebhookOutboxRepo extends Context.Tag("@defmon/core/WebhookOutboxRepo")<
  WebhookOutboxRepo,
  {
    readonly enqueue: (
      owner: UserId,
      event: Pick<OutboxItem, "webpage_id" | "incident_id" | "event">,
      now: string
    ) => Effect.Effect<void>
    /** up to `limit` events due at `now` whose lease is free or expired, leased to `workerId` */
    readonly claim: (workerId: string, now: string, leaseUntil: string, limit: number) => Effect.Effect<ReadonlyArray<OutboxItem>>
    /** removes a delivered (or abandoned) event; false when the lease was lost */
    readonly finish: (workerId: string, id: number) => Effect.Effect<boolean>
    /** counts an attempt and makes the event due again at `nextAt` */
    readonly retry: (workerId: string, id: number, nextAt: string) => Effect.Effect<void>
  }
>() {}

/**
 * Webhook deliveries: the log of alert notifications sent for a page.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { IncidentEvent } from "./Events.js"
import { WebpageId } from "./Webpage.js"

/**
 * One attempt to deliver an incident event to a webhook.
 *
 * @since 0.1.0
 */
export class WebhookDelivery extends Schema.Class<WebhookDelivery>("WebhookDelivery")({
  id: Schema.Int,
  webpage_id: WebpageId,
  incident_id: Schema.Int,
  event: IncidentEvent,
  url: Schema.String,
  attempt: Schema.Int,
  status_code: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(Schema.String),
  delivered: Schema.Boolean,
  created_at: Schema.String
}) {}

/**
 * Alert notifications: an opened or resolved incident is POSTed as JSON to
 * the page's webhook, signed with HMAC-SHA256 over the raw body, retried with
 * exponential backoff; every attempt goes to the delivery log.
 *
 * Headers: `X-Defmon-Event`, `X-Defmon-Timestamp` (unix seconds) and
 * `X-Defmon-Signature: sha256=<hex HMAC of "<timestamp>.<body>">`.
 *
 * @since 0.1.0
 */
import { nowIso } from "@defmon/core/Clock"
import { PageFetcher } from "@defmon/core/Fetcher"
import type { Incident } from "@defmon/core/Incident"
import { WebhookDeliveryRepo } from "@defmon/core/Storage"
import type { Webpage } from "@defmon/core/Webpage"
import { Context, Duration, Effect, FiberSet } from "effect"
import { createHmac } from "node:crypto"

/**
 * Retry policy of webhook deliveries.
 *
 * @since 0.1.0
 */
export class NotifierConfig extends Context.Reference<NotifierConfig>()("@defmon/worker/NotifierConfig", {
  defaultValue: () => ({ attempts: 5, firstDelay: Duration.seconds(2) })
}) {}

/**
 * The signature of a webhook body.
 *
 * @since 0.1.0
 */
export const sign = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

/**
 * Sends incident events.
 *
 * @since 0.1.0
 */
export class Notifier extends Effect.Service<Notifier>()("@defmon/worker/Notifier", {
  scoped: Effect.gen(function*() {
    const fetcher = yield* PageFetcher
    const deliveries = yield* WebhookDeliveryRepo
    const config = yield* NotifierConfig
    // Deliveries run in the background, tied to the service's scope.
    const running = yield* FiberSet.make()

    const deliver = (page: Webpage, event: "incident.opened" | "incident.resolved", incident: Incident) =>
      Effect.gen(function*() {
        const target = page.notification_configuration
        if (target === null) return
        const body = JSON.stringify({
          event,
          incident: {
            id: incident.id,
            kind: incident.kind,
            status: incident.status,
            opened_at: incident.opened_at,
            resolved_at: incident.resolved_at,
            findings: incident.findings
          },
          webpage: { id: page.id, url: page.url, domain: page.domain, health_status: page.health_status },
          sent_at: yield* nowIso
        })
        for (let attempt = 1; attempt <= config.attempts; attempt++) {
          const timestamp = String(Math.floor(Date.now() / 1000))
          const result = yield* Effect.either(
            fetcher.post(target.webhook_url, body, {
              "x-defmon-event": event,
              "x-defmon-timestamp": timestamp,
              "x-defmon-signature": sign(target.secret, timestamp, body)
            })
          )
          const status = result._tag === "Right" ? result.right.status : null
          const delivered = status !== null && status >= 200 && status < 300
          yield* deliveries.append(page.user_id, {
            webpage_id: page.id,
            incident_id: incident.id,
            event,
            url: target.webhook_url,
            attempt,
            status_code: status,
            error: result._tag === "Left" ? `${result.left.reason}: ${result.left.message}` : delivered ? null : `HTTP ${status}`,
            delivered,
            created_at: yield* nowIso
          })
          if (delivered) return
          if (attempt < config.attempts) {
            yield* Effect.sleep(Duration.times(config.firstDelay, 2 ** (attempt - 1)))
          }
        }
      }).pipe(Effect.withSpan("Notifier.deliver"))

    return {
      /** queues the delivery of an event (returns at once) */
      notify: (page: Webpage, event: "incident.opened" | "incident.resolved", incident: Incident) =>
        Effect.asVoid(FiberSet.run(running, deliver(page, event, incident)))
    } as const
  })
}) {}

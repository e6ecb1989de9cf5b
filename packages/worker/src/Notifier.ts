/**
 * Alert notifications: an opened or resolved incident is POSTed as JSON to
 * the page's webhook, signed with HMAC-SHA256, retried with exponential
 * backoff; every attempt goes to the delivery log. Webhook targets go
 * through the page fetcher, so the same SSRF guard (and allow-list) applies.
 *
 * Headers: `X-Defmon-Event`, `X-Defmon-Timestamp` (unix seconds, also in
 * the body as `timestamp`) and `X-Defmon-Signature: sha256=<hex HMAC of
 * "<timestamp>.<raw body>">`: the timestamp is signed too, so a receiver
 * can refuse replays of old deliveries.
 *
 * @since 0.1.0
 */
import { nowIso } from "@defmon/core/Clock"
import { PageFetcher } from "@defmon/core/Fetcher"
import type { Incident } from "@defmon/core/Incident"
import { WebhookDeliveryRepo } from "@defmon/core/Storage"
import type { Webpage } from "@defmon/core/Webpage"
import { Clock, Context, Duration, Effect, FiberSet } from "effect"
import { createHmac } from "node:crypto"

/**
 * Retry policy of webhook deliveries: `attempts` in all, the n-th retry
 * `firstDelay * 2^(n-1)` after the previous attempt.
 *
 * @since 0.1.0
 */
export interface RetryPolicy {
  readonly attempts: number
  readonly firstDelay: Duration.Duration
}

/**
 * The retry policy in use (default: 5 attempts from 2 s).
 *
 * @since 0.1.0
 */
export class NotifierConfig extends Context.Reference<NotifierConfig>()("@defmon/worker/NotifierConfig", {
  defaultValue: (): RetryPolicy => ({ attempts: 5, firstDelay: Duration.seconds(2) })
}) {}

/**
 * Events a webhook receives.
 *
 * @since 0.1.0
 */
export type IncidentEvent = "incident.opened" | "incident.resolved"

/**
 * The signature header value of a delivery.
 *
 * @since 0.1.0
 */
export const sign = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

/**
 * The JSON body of a delivery.
 *
 * @since 0.1.0
 */
export const payload = (page: Webpage, event: IncidentEvent, incident: Incident, timestamp: number, sentAt: string) => {
  const findings = incident.findings as ReadonlyArray<{ readonly engine?: unknown; readonly message?: unknown }>
  return {
    event,
    timestamp,
    incident: {
      id: incident.id,
      kind: incident.kind,
      status: incident.status,
      opened_at: incident.opened_at,
      resolved_at: incident.resolved_at,
      findings: incident.findings
    },
    webpage: { id: page.id, url: page.url, domain: page.domain, health_status: page.health_status },
    // A line a chat channel or pager can show as it is.
    summary: {
      findings: findings.length,
      engines: [...new Set(findings.map((f) => String(f.engine ?? "unknown")))],
      messages: findings.slice(0, 5).map((f) => String(f.message ?? ""))
    },
    sent_at: sentAt
  }
}

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
    // Deliveries run in the background, tied to the service's scope: a
    // retried delivery never holds up the check that caused it.
    const running = yield* FiberSet.make()

    const deliver = (page: Webpage, event: IncidentEvent, incident: Incident) =>
      Effect.gen(function*() {
        const target = page.notification_configuration
        if (target === null) return
        for (let attempt = 1; attempt <= config.attempts; attempt++) {
          // Each attempt is signed afresh, so its timestamp is the time it was sent.
          const millis = yield* Clock.currentTimeMillis
          const timestamp = Math.floor(millis / 1000)
          const body = JSON.stringify(payload(page, event, incident, timestamp, new Date(millis).toISOString()))
          const result = yield* Effect.either(
            fetcher.post(target.webhook_url, body, {
              "x-defmon-event": event,
              "x-defmon-timestamp": String(timestamp),
              "x-defmon-signature": sign(target.secret, String(timestamp), body)
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
          if (attempt < config.attempts) yield* Effect.sleep(Duration.times(config.firstDelay, 2 ** (attempt - 1)))
        }
        yield* Effect.logWarning(`webhook of incident ${incident.id} not delivered after ${config.attempts} attempts`)
      }).pipe(Effect.withSpan("Notifier.deliver", { attributes: { incident: incident.id, event } }))

    return {
      /** queues the delivery of an event (returns at once) */
      notify: (page: Webpage, event: IncidentEvent, incident: Incident) =>
        Effect.asVoid(FiberSet.run(running, deliver(page, event, incident)))
    } as const
  })
}) {}

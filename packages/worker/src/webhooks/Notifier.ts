/**
 * Alert notifications: an opened or resolved incident is POSTed as JSON to
 * the page's webhook, signed with HMAC-SHA256, retried with exponential
 * backoff; every attempt goes to the delivery log. Webhook targets go
 * through the page fetcher, so the same SSRF guard (and allow-list) applies.
 *
 * Events are durable: a check puts them into the webhook outbox in the
 * transaction that opens or resolves the incident (`RecordCheck`), and a deliverer in every
 * worker process claims due events with a lease (like batch items). A
 * process that dies after the commit loses no alert: its events are taken
 * again once their lease expires, so delivery is at least once (a receiver
 * deduplicates on `incident.id` and `event`).
 *
 * Headers: `X-Defmon-Event`, `X-Defmon-Timestamp` (unix seconds, also in
 * the body as `timestamp`) and `X-Defmon-Signature: sha256=<hex HMAC of
 * "<timestamp>.<raw body>">`: the timestamp is signed too, so a receiver
 * can refuse replays of old deliveries.
 *
 * @since 0.1.0
 */
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import type { IncidentEvent } from "@defmon/core/domain/Events"
import type { Incident } from "@defmon/core/domain/Incident"
import { IncidentRepo, type OutboxItem, WebhookDeliveryRepo, WebhookOutboxRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type { Webpage } from "@defmon/core/domain/Webpage"
import { type Cause, Clock, Context, Duration, Effect, Option, Queue } from "effect"
import { createHmac, randomUUID } from "node:crypto"
import { surviving } from "../internal/storageFaults.js"
import { FetchError, PageFetcher } from "../fetch/PageFetcher.js"

/**
 * Retry policy of webhook deliveries: `attempts` in all, the n-th retry
 * `firstDelay * 2^(n-1)` after the previous attempt.
 *
 * @since 0.1.0
 */
export interface RetryPolicy {
  readonly attempts: number
  readonly firstDelay: Duration.Duration
  /** how long one attempt may take before it counts as failed (default 10 s): a receiver that hangs holds a delivery for no longer */
  readonly timeout?: Duration.Duration
  /** how often the outbox is looked at for events of other processes and expired leases */
  readonly pollInterval?: Duration.Duration
  /** the server's address as receivers reach it: links to screenshots are absolute with it, else paths */
  readonly publicUrl?: string | null
}

/**
 * The retry policy in use (default: 5 attempts from 2 s, 10 s each at most).
 *
 * @since 0.1.0
 */
export class NotifierConfig extends Context.Reference<NotifierConfig>()("@defmon/worker/NotifierConfig", {
  defaultValue: (): RetryPolicy => ({ attempts: 5, firstDelay: Duration.seconds(2) })
}) {}

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
export const payload = (
  page: Webpage,
  event: IncidentEvent,
  incident: Incident,
  timestamp: number,
  sentAt: string,
  publicUrl: string | null = null
) => {
  const findings = incident.findings as ReadonlyArray<{ readonly engine?: unknown; readonly message?: unknown }>
  const shots = screenshotsOf(page, incident, publicUrl)
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
    ...(shots === null ? {} : { screenshots: shots }),
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
 * The links of an incident the image engine raised: the page's baseline
 * screenshot, and the screenshot and diff image of the check that opened it
 * (its image findings name it as `verification_id`). The API paths of the
 * Screenshots group; absolute with `publicUrl`.
 *
 * @since 0.1.0
 */
export const screenshotsOf = (page: Pick<Webpage, "id">, incident: Incident, publicUrl: string | null) => {
  const image = incident.findings.find((f): f is { readonly verification_id: number } =>
    typeof f === "object" && f !== null && (f as { engine?: unknown }).engine === "image" &&
    typeof (f as { verification_id?: unknown }).verification_id === "number"
  )
  if (image === undefined) return null
  const base = `${publicUrl === null ? "" : publicUrl.replace(/\/+$/, "")}/api/v1/urls/${page.id}`
  return {
    verification_id: image.verification_id,
    baseline: `${base}/baseline/screenshot`,
    screenshot: `${base}/verifications/${image.verification_id}/screenshot`,
    diff: `${base}/verifications/${image.verification_id}/diff`
  }
}

// Longer than one attempt can take (the fetch timeout is 30 s).
const leaseMs = 120_000
const claimBatch = 16

/**
 * Delivers incident events from the webhook outbox.
 *
 * @since 0.1.0
 */
export class Notifier extends Effect.Service<Notifier>()("@defmon/worker/Notifier", {
  scoped: Effect.gen(function*() {
    const fetcher = yield* PageFetcher
    const deliveries = yield* WebhookDeliveryRepo
    const outbox = yield* WebhookOutboxRepo
    const pages = yield* WebpageRepo
    const incidents = yield* IncidentRepo
    const config = yield* NotifierConfig
    const pollInterval = config.pollInterval ?? Duration.seconds(1)
    const workerId = `notifier-${randomUUID()}`
    const wake = yield* Queue.sliding<void>(1)

    // One attempt of one event; the event then leaves the outbox or waits for its next attempt.
    const attempt = Effect.fn("Notifier.deliver", { captureStackTrace: false })(function*(item: OutboxItem) {
      yield* Effect.annotateCurrentSpan({ incident: item.incident_id, event: item.event })
      const page = yield* pages.findById(item.user_id, item.webpage_id)
      const incident = yield* incidents.get(item.user_id, item.incident_id)
      const target = Option.isSome(page) ? page.value.notification_configuration : null
      // The page was deleted or its webhook removed since: nothing to send.
      if (Option.isNone(page) || Option.isNone(incident) || target === null) return yield* outbox.finish(workerId, item.id)
      // Each attempt is signed afresh, so its timestamp is the time it was sent.
      const millis = yield* Clock.currentTimeMillis
      const timestamp = Math.floor(millis / 1000)
      const body = JSON.stringify(
        payload(page.value, item.event, incident.value, timestamp, new Date(millis).toISOString(), config.publicUrl ?? null)
      )
      const timeout = config.timeout ?? Duration.seconds(10)
      const result = yield* Effect.either(
        fetcher.post(target.webhook_url, body, {
          "x-defmon-event": item.event,
          "x-defmon-timestamp": String(timestamp),
          "x-defmon-signature": sign(target.secret, String(timestamp), body)
        }).pipe(
          Effect.timeoutFail({
            duration: timeout,
            onTimeout: () => new FetchError({ reason: "timeout", message: `no answer within ${Duration.toMillis(timeout)} ms`, responseTimeMs: Duration.toMillis(timeout) })
          })
        )
      )
      const status = result._tag === "Right" ? result.right.status : null
      const delivered = status !== null && status >= 200 && status < 300
      const number = item.attempts + 1
      const now = yield* nowIso
      // A log that cannot be written (a storage fault, a value the database
      // refuses) must not undo the attempt: it is counted below all the same.
      yield* Effect.catchAllCause(deliveries.append(item.user_id, {
        webpage_id: item.webpage_id,
        incident_id: item.incident_id,
        event: item.event,
        url: target.webhook_url,
        attempt: number,
        status_code: status,
        error: result._tag === "Left" ? `${result.left.reason}: ${result.left.message}` : delivered ? null : `HTTP ${status}`,
        delivered,
        created_at: now
      }), (cause) => Effect.logError(`webhook delivery log of incident ${item.incident_id} not written`, cause))
      if (delivered) return yield* outbox.finish(workerId, item.id)
      if (number >= config.attempts) {
        yield* Effect.logWarning(`webhook of incident ${item.incident_id} not delivered after ${config.attempts} attempts`)
        return yield* outbox.finish(workerId, item.id)
      }
      const delay = Duration.times(config.firstDelay, 2 ** (number - 1))
      yield* outbox.retry(workerId, item.id, addMillis(now, Duration.toMillis(delay)))
      // Wake this process's deliverer when the retry is due, not a poll later.
      yield* Effect.forkDaemon(Effect.delay(Queue.offer(wake, undefined), delay))
    })

    // An attempt that fails on its own (storage) is still counted: the event
    // is retried later or given up after the last attempt, never taken again
    // and again with its count unchanged.
    const settle = (item: OutboxItem) => (cause: Cause.Cause<unknown>) =>
      Effect.gen(function*() {
        yield* Effect.logError(`webhook delivery of incident ${item.incident_id} failed`, cause)
        const number = item.attempts + 1
        if (number >= config.attempts) return yield* outbox.finish(workerId, item.id)
        const now = yield* nowIso
        yield* outbox.retry(workerId, item.id, addMillis(now, Duration.toMillis(Duration.times(config.firstDelay, 2 ** (number - 1)))))
      }).pipe(Effect.catchAllCause((c) => Effect.logError("webhook outbox not updated", c)))

    // while the database is away (it restarts) the claims fail at every poll: logged once
    const survivingClaim = surviving<ReadonlyArray<OutboxItem>>("claiming webhook events", [])
    const drain: Effect.Effect<void> = Effect.gen(function*() {
      while (true) {
        const now = yield* nowIso
        const claimed = yield* survivingClaim(outbox.claim(workerId, now, addMillis(now, leaseMs), claimBatch))
        yield* Effect.forEach(claimed, (item) => Effect.catchAllCause(attempt(item), settle(item)), { concurrency: "unbounded", discard: true })
        if (claimed.length < claimBatch) return
      }
    })

    yield* Effect.forkScoped(Effect.forever(
      Effect.zipRight(
        Effect.catchAllCause(drain, (c) => Effect.logError("webhook delivery failed", c)),
        Effect.race(Effect.sleep(pollInterval), Queue.take(wake))
      )
    ))

    return {
      /** delivers due events now instead of at the next poll */
      wake: Queue.offer(wake, undefined)
    } as const
  })
}) {}

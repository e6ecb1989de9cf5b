/**
 * Recording a check of a page (DESIGN section 3): the state rules applied to
 * what the check observed, in one transaction with what follows from them:
 * the incident opened or resolved, its webhook event in the outbox, the
 * activity log line and the verification record. Fetching and comparing are
 * the worker's; the rules are here, so they run on any storage layer.
 *
 * @since 0.1.0
 */
import { Effect, Option } from "effect"
import type { IncidentEvent } from "../domain/Events.js"
import type { Incident } from "../domain/Incident.js"
import type { VerificationRecord } from "../domain/Verification.js"
import { StatusCodeMonitoring, type Webpage } from "../domain/Webpage.js"
import { nowIso } from "../ports/Clock.js"
import {
  ActivityLogRepo,
  IncidentRepo,
  ScreenshotRepo,
  Transactor,
  VerificationRepo,
  WebhookOutboxRepo,
  WebpageRepo
} from "../ports/storage/index.js"
import * as Transitions from "../rules/Transitions.js"

/**
 * What one check of a page saw.
 *
 * @since 0.1.0
 */
export interface Observation {
  /** when the check's fetch ended */
  readonly now: string
  readonly statusCode: number | null
  readonly responseTimeMs: number
  readonly error: string | null
  readonly outcome: Transitions.CheckOutcome
  /** findings that do not breach but belong in the record (e.g. a render that failed), kept even with a match */
  readonly notes?: ReadonlyArray<unknown>
  /** the image engine's screenshot and diff image of this check (addresses saved in `ScreenshotRepo`), linked to its record */
  readonly images?: { readonly screenshot: string | null; readonly diff: string | null }
}

/**
 * How checks are recorded.
 *
 * @since 0.1.0
 */
export interface Settings {
  /** verification records kept per page */
  readonly historyKeep: number
  /**
   * When the page is checked next, from the `next_check_at` the state rules
   * computed (`firstCheck`: the page had never been checked).
   */
  readonly nextCheckAt: (now: string, next: string | null, firstCheck: boolean) => string | null
}

/**
 * What recording a check wrote.
 *
 * @since 0.1.0
 */
export interface Recorded {
  /** `None` when the page changed meanwhile (archived, paused, deleted, rebaselined): nothing was written */
  readonly record: Option.Option<VerificationRecord>
  /** webhook events put into the outbox */
  readonly events: number
}

/**
 * The image engine's findings of an incident name the check whose
 * screenshot and diff image show it (`verification_id`).
 *
 * @since 0.1.0
 */
export const withEvidence = (findings: ReadonlyArray<unknown>, verificationId: number): ReadonlyArray<unknown> =>
  findings.map((f) =>
    typeof f === "object" && f !== null && (f as { engine?: unknown }).engine === "image" ? { ...f, verification_id: verificationId } : f
  )

/**
 * The use case on the storage in context.
 *
 * @since 0.1.0
 */
export const make = (settings: Settings) =>
  Effect.gen(function*() {
    const pages = yield* WebpageRepo
    const incidents = yield* IncidentRepo
    const verifications = yield* VerificationRepo
    const activity = yield* ActivityLogRepo
    const outbox = yield* WebhookOutboxRepo
    const screenshots = yield* ScreenshotRepo
    const tx = yield* Transactor

    const enqueue = (event: IncidentEvent, incident: Incident) =>
      Effect.flatMap(
        nowIso,
        (now) => outbox.enqueue(incident.user_id, { webpage_id: incident.webpage_id, incident_id: incident.id, event }, now)
      )

    /**
     * Inside a blackout window the check is skipped: the page shows
     * `Blackout in Progress` until the window ends. `true` when skipped.
     */
    const blackout = Effect.fn("RecordCheck.blackout", { captureStackTrace: false })(function*(page: Webpage) {
      const now = yield* nowIso
      const windowEnd = Transitions.blackoutEnd(page, now)
      if (windowEnd === null) return false
      yield* pages.modify(
        page.user_id,
        page.id,
        (p) => Effect.succeed(Transitions.isStale(page, p) ? p : Transitions.applyBlackout(p, windowEnd, now)),
        page
      )
      return true
    })

    /** records a check of `page` (the page as it was when the check began) */
    const record = Effect.fn("RecordCheck.record", { captureStackTrace: false })(function*(page: Webpage, seen: Observation) {
      const { now, outcome } = seen
      let events = 0
      // Webhook events go to the outbox in the same transaction as their incident.
      const emit = (event: IncidentEvent, incident: Incident) =>
        Effect.map(enqueue(event, incident), () => {
          events++
        })
      const written = yield* tx.withTransaction(
        Effect.gen(function*() {
          let record: VerificationRecord | null = null
          const updated = yield* pages.modify(page.user_id, page.id, (current) =>
            Effect.gen(function*() {
              // A blackout set while the check ran makes it stale too: the window's status stands.
              if (Transitions.isStale(page, current) || Transitions.blackoutEnd(current, now) !== null) return current
              const t = Transitions.applyCheck(current, outcome, now)
              let next: Webpage = {
                ...t.page,
                next_check_at: settings.nextCheckAt(now, t.page.next_check_at, current.last_checked_at === null),
                status_code_monitoring: StatusCodeMonitoring.make({
                  status_code: seen.statusCode,
                  response_time_ms: seen.responseTimeMs,
                  checked_at: now,
                  error: seen.error
                })
              }
              // The record first, so an incident it opens can name it (its screenshots).
              const notes = seen.notes ?? []
              const checked = yield* verifications.append(
                page.user_id,
                {
                  webpage_id: page.id,
                  checked_at: now,
                  status_code: seen.statusCode,
                  response_time_ms: seen.responseTimeMs,
                  error: seen.error,
                  verdict: t.verdict,
                  health_status: next.health_status,
                  findings: outcome._tag === "Match" ? notes : [...outcome.findings, ...notes]
                },
                settings.historyKeep
              )
              record = checked
              for (const role of ["screenshot", "diff"] as const) {
                const sha256 = seen.images?.[role] ?? null
                if (sha256 !== null) {
                  yield* screenshots.link(page.user_id, { webpage_id: page.id, verification_id: checked.id, role, sha256 }, now)
                }
              }
              const change = t.incident
              if (change._tag === "Open") {
                if (change.supersedes !== null) {
                  const old = yield* incidents.resolve(current.user_id, change.supersedes, now)
                  if (Option.isSome(old)) yield* emit("incident.resolved", old.value)
                }
                const opened = yield* incidents.open(
                  current.user_id,
                  current.id,
                  change.kind,
                  seen.images === undefined ? change.findings : withEvidence(change.findings, checked.id),
                  now
                )
                yield* emit("incident.opened", opened)
                next = { ...next, open_incident_id: opened.id }
                yield* activity.append(
                  current.user_id,
                  {
                    action: "incident.open",
                    target: `webpage:${current.id}`,
                    details: { incident_id: opened.id, kind: change.kind, url: current.url }
                  },
                  now
                )
              } else if (change._tag === "Resolve") {
                const resolved = yield* incidents.resolve(current.user_id, change.incidentId, now)
                if (Option.isSome(resolved)) yield* emit("incident.resolved", resolved.value)
                yield* activity.append(
                  current.user_id,
                  {
                    action: "incident.resolve",
                    target: `webpage:${current.id}`,
                    details: { incident_id: change.incidentId, url: current.url }
                  },
                  now
                )
              }
              return next
            }), page)
          return Option.isNone(updated) || record === null ? Option.none<VerificationRecord>() : Option.some<VerificationRecord>(record)
        })
      )
      return { record: written, events } satisfies Recorded
    })

    return { blackout, record } as const
  })

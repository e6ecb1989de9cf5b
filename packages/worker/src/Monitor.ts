/**
 * Checks of baselined pages: fetch, extract, compare, apply the state rules,
 * persist the verification record, open or resolve incidents, notify.
 *
 * @since 0.1.0
 */
import * as Check from "@defmon/core/Check"
import { Checker } from "@defmon/core/Checker"
import { nowIso } from "@defmon/core/Clock"
import { Engines } from "@defmon/core/Engine"
import { Conflict, WebpageNotFound } from "@defmon/core/Errors"
import * as Extractor from "@defmon/core/Extractor"
import { PageFetcher } from "@defmon/core/Fetcher"
import type { Incident } from "@defmon/core/Incident"
import {
  ActivityLogRepo,
  IncidentRepo,
  Transactor,
  VerificationRepo,
  WebpageRepo
} from "@defmon/core/Storage"
import * as Transitions from "@defmon/core/Transitions"
import type { VerificationRecord } from "@defmon/core/Verification"
import type { UserId, Webpage } from "@defmon/core/Webpage"
import { Context, Effect, Layer, Option } from "effect"
import { Notifier } from "./Notifier.js"

/**
 * Settings of the checks.
 *
 * @since 0.1.0
 */
export class MonitorConfig extends Context.Reference<MonitorConfig>()("@defmon/worker/MonitorConfig", {
  defaultValue: () => ({
    /** verification records kept per page */
    historyKeep: 1000
  })
}) {}

/**
 * Runs checks.
 *
 * @since 0.1.0
 */
export class Monitor extends Effect.Service<Monitor>()("@defmon/worker/Monitor", {
  effect: Effect.gen(function*() {
    const pages = yield* WebpageRepo
    const incidents = yield* IncidentRepo
    const verifications = yield* VerificationRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transactor
    const fetcher = yield* PageFetcher
    const engines = yield* Engines
    const notifier = yield* Notifier
    const config = yield* MonitorConfig
    const extractor = yield* Extractor.make

    /** checks one page; `None` when the page was archived, paused or deleted meanwhile */
    const check = (page: Webpage): Effect.Effect<Option.Option<VerificationRecord>> =>
      Effect.gen(function*() {
        const started = yield* nowIso
        const windowEnd = Transitions.blackoutEnd(page, started)
        if (windowEnd !== null) {
          yield* pages.modify(page.user_id, page.id, (p) => Effect.succeed(Transitions.applyBlackout(p, windowEnd, started)))
          return Option.none()
        }
        const fetched = yield* Effect.either(
          fetcher.fetch(page.url, { userAgentId: page.monitoring_configuration.user_agent_id })
        )
        const now = yield* nowIso
        let statusCode: number | null = null
        let responseTime: number | null = null
        let error: string | null = null
        let outcome: Transitions.CheckOutcome
        if (fetched._tag === "Left") {
          error = `${fetched.left.reason}: ${fetched.left.message}`
          responseTime = fetched.left.responseTimeMs
          outcome = { _tag: "Unreachable", findings: [{ engine: "fetch", check: fetched.left.reason, breach: true, message: fetched.left.message }] }
        } else {
          statusCode = fetched.right.status
          responseTime = fetched.right.responseTimeMs
          if (statusCode >= 400) {
            error = `HTTP ${statusCode}`
            outcome = { _tag: "Unreachable", findings: [{ engine: "fetch", check: "http_error", breach: true, message: `HTTP ${statusCode}`, status_code: statusCode }] }
          } else {
            const features = extractor.extract(fetched.right.body, fetched.right.finalUrl)
            outcome = Check.outcome(engines, page, features, now).outcome
          }
        }
        const events: Array<{ readonly event: "incident.opened" | "incident.resolved"; readonly incident: Incident }> = []
        const record = yield* tx.withTransaction(
          Effect.gen(function*() {
            let transition: Transitions.CheckTransition | null = null
            const updated = yield* pages.modify(page.user_id, page.id, (current) => {
              // Archived, paused or rebaselined meanwhile: this check no longer applies.
              if (current.paused || current.plan_type === "ARCHIVED" || current.current_baseline === null) {
                return Effect.succeed(current)
              }
              const t = Transitions.applyCheck(current, outcome, now)
              transition = t
              return Effect.gen(function*() {
                let next = t.page
                next = {
                  ...next,
                  status_code_monitoring: { status_code: statusCode, response_time_ms: responseTime, checked_at: now, error } as Webpage["status_code_monitoring"]
                }
                const change = t.incident
                if (change._tag === "Open") {
                  if (change.supersedes !== null) {
                    const old = yield* incidents.resolve(current.user_id, change.supersedes, now)
                    if (Option.isSome(old)) events.push({ event: "incident.resolved", incident: old.value })
                  }
                  const opened = yield* incidents.open(current.user_id, current.id, change.kind, change.findings, now)
                  events.push({ event: "incident.opened", incident: opened })
                  next = { ...next, open_incident_id: opened.id }
                  yield* activity.append(
                    current.user_id,
                    { action: "incident.open", target: `webpage:${current.id}`, details: { incident_id: opened.id, kind: change.kind } },
                    now
                  )
                } else if (change._tag === "Resolve") {
                  const resolved = yield* incidents.resolve(current.user_id, change.incidentId, now)
                  if (Option.isSome(resolved)) events.push({ event: "incident.resolved", incident: resolved.value })
                  yield* activity.append(
                    current.user_id,
                    { action: "incident.resolve", target: `webpage:${current.id}`, details: { incident_id: change.incidentId } },
                    now
                  )
                }
                return next
              })
            })
            if (Option.isNone(updated) || transition === null) return Option.none<VerificationRecord>()
            const t: Transitions.CheckTransition = transition
            const findings = outcome._tag === "Match" ? [] : outcome.findings
            return Option.some(
              yield* verifications.append(
                page.user_id,
                {
                  webpage_id: page.id,
                  checked_at: now,
                  status_code: statusCode,
                  response_time_ms: responseTime,
                  error,
                  verdict: t.verdict,
                  health_status: updated.value.health_status,
                  findings
                },
                config.historyKeep
              )
            )
          })
        )
        if (events.length > 0) {
          const latest = yield* pages.findById(page.user_id, page.id)
          if (Option.isSome(latest)) {
            for (const e of events) yield* notifier.notify(latest.value, e.event, e.incident)
          }
        }
        return record
      }).pipe(Effect.withSpan("Monitor.check", { attributes: { webpage: page.id } }))

    return {
      check,
      /** checks a page of `owner` now (the verify endpoint) */
      checkNow: (owner: UserId, id: number) =>
        Effect.gen(function*() {
          const page = yield* pages.findById(owner, id)
          if (Option.isNone(page)) return yield* new WebpageNotFound({ message: `webpage ${id} not found` })
          const p = page.value
          if (p.plan_type === "ARCHIVED") return yield* new Conflict({ message: `webpage ${id} is archived` })
          if (p.current_baseline === null || p.paused) {
            return yield* new Conflict({ message: `webpage ${id} has no finished baseline (${p.health_status})` })
          }
          const record = yield* check(p)
          return yield* Option.match(record, {
            onNone: () => Effect.fail(new Conflict({ message: `webpage ${id} was not checked (blackout or state change)` })),
            onSome: Effect.succeed
          })
        })
    } as const
  })
}) {}

/**
 * The `Checker` port of the API, served by the monitor.
 *
 * @since 0.1.0
 */
export const checkerLayer: Layer.Layer<Checker, never, Monitor> = Layer.effect(
  Checker,
  Effect.map(Monitor, (m) => ({ checkNow: m.checkNow }))
)

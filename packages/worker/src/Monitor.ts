/**
 * Checks of baselined pages: fetch, extract, compare, apply the state rules,
 * persist the verification record, open or resolve incidents, notify.
 *
 * @since 0.1.0
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import { Checker } from "@defmon/core/ports/Checker"
import { nowIso } from "@defmon/core/ports/Clock"
import { Builtins, Engines } from "@defmon/engines/Engine"
import { Conflict, WebpageNotFound } from "@defmon/core/domain/Errors"
import * as Extractor from "@defmon/engines/Extractor"
import { PageFetcher } from "./fetch/PageFetcher.js"
import type { Incident } from "@defmon/core/domain/Incident"
import { ActivityLogRepo, IncidentRepo, Transactor, VerificationRepo, WebpageRepo } from "@defmon/core/ports/storage"
import * as Transitions from "@defmon/core/rules/Transitions"
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import { StatusCodeMonitoring } from "@defmon/core/domain/Webpage"
import { Context, Duration, Effect, Layer, Option } from "effect"
import * as ComparePool from "./internal/comparePool.js"
import { nextCheckAt } from "./internal/schedule.js"
import { type IncidentEvent, Notifier } from "./Notifier.js"

/**
 * Settings of the checks.
 *
 * @since 0.1.0
 */
export interface MonitorSettings {
  /** verification records kept per page */
  readonly historyKeep: number
  /**
   * How long a minute of the domain lasts (`polling_interval`, the Warning
   * re-check). A real minute in production; tests shorten it so the
   * scheduler can be watched in real time.
   */
  readonly minute: Duration.Duration
  /**
   * Threads that extract and compare fetched documents (0: on the calling
   * thread). Used only with the built-in engines: a host's own engines
   * cannot be sent to a thread.
   */
  readonly compareThreads: number
}

/**
 * The settings in use (default: 1,000 records, real minutes).
 *
 * @since 0.1.0
 */
export class MonitorConfig extends Context.Reference<MonitorConfig>()("@defmon/worker/MonitorConfig", {
  defaultValue: (): MonitorSettings => ({ historyKeep: 1000, minute: Duration.minutes(1), compareThreads: 0 })
}) {}

// What a comparison depends on besides the document and the baseline.
const settingsKey = (p: Webpage): string =>
  JSON.stringify([p.threshold, p.engines, p.keyword_set_configuration, p.monitoring_configuration, p.image_regions])

// Which baseline a page is compared with: a new capture, or an edit through
// the API (its scalars, or which elements are watched).
const baselineKey = (b: Baseline | null): string => {
  if (b === null) return ""
  let selection = ""
  for (const list of [b.baseline_hrefs, b.baseline_iframes, b.baseline_images, b.baseline_scripts, b.baseline_stylesheets]) {
    for (const e of list) selection += e.selected ? "1" : "0"
    selection += "|"
  }
  return JSON.stringify([
    b.captured_at, b.title, b.line_num, b.count_href, b.count_script, b.count_link, b.count_image, b.count_div, b.count_iframe, b.hash, selection
  ])
}

/** The last document of a page that matched its baseline, and what it was compared under. */
interface Matched {
  readonly digest: string
  readonly url: string
  readonly baseline: string
  readonly settings: string
}

// Pages remembered per process (a few hundred bytes each).
const MATCHED_MAX = 200_000

// The check no longer applies to the page as it is now: also when another
// check (the verify endpoint beside the scheduler) set a new continuous-
// monitoring reference meanwhile, since this outcome was compared with the old one.
const stale = (checked: Webpage, current: Webpage): boolean =>
  current.paused ||
  current.plan_type === "ARCHIVED" ||
  current.current_baseline === null ||
  current.current_baseline.captured_at !== checked.current_baseline?.captured_at ||
  (current.continuous_reference?.captured_at ?? null) !== (checked.continuous_reference?.captured_at ?? null)

/**
 * Runs checks.
 *
 * @since 0.1.0
 */
export class Monitor extends Effect.Service<Monitor>()("@defmon/worker/Monitor", {
  scoped: Effect.gen(function*() {
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
    const minuteMs = Duration.toMillis(config.minute)
    const comparer = yield* ComparePool.make(
      engines.every((e) => Builtins.includes(e)) ? config.compareThreads : 0,
      engines,
      extractor
    )
    // Extraction and the engines are pure functions of the document, the
    // baseline and the settings: a page whose document is byte for byte the
    // one that last matched, under the same baseline and settings, matches
    // again, and its check skips both (most monitored pages are static).
    const matched = new Map<number, Matched>()
    const remember = (id: number, m: Matched) => {
      matched.delete(id)
      if (matched.size >= MATCHED_MAX) matched.delete(matched.keys().next().value!)
      matched.set(id, m)
    }

    // Fetch and compare, outside any transaction (network time holds no lock).
    const observe = (page: Webpage) =>
      Effect.gen(function*() {
        const fetched = yield* Effect.either(
          fetcher.fetch(page.url, { userAgentId: page.monitoring_configuration.user_agent_id })
        )
        const now = yield* nowIso
        if (fetched._tag === "Left") {
          const e = fetched.left
          return {
            now,
            statusCode: null,
            responseTime: e.responseTimeMs,
            error: `${e.reason}: ${e.message}`,
            outcome: {
              _tag: "Unreachable",
              findings: [{ engine: "fetch", check: e.reason, breach: true, message: e.message }]
            } satisfies Transitions.CheckOutcome as Transitions.CheckOutcome
          }
        }
        const res = fetched.right
        if (res.status >= 400) {
          return {
            now,
            statusCode: res.status,
            responseTime: res.responseTimeMs,
            error: `HTTP ${res.status}`,
            outcome: {
              _tag: "Unreachable",
              findings: [{ engine: "fetch", check: "http_error", breach: true, message: `HTTP ${res.status}`, status_code: res.status }]
            } satisfies Transitions.CheckOutcome as Transitions.CheckOutcome
          }
        }
        const seen = { now, statusCode: res.status, responseTime: res.responseTimeMs, error: null }
        const key: Matched = {
          digest: extractor.digest(res.body),
          url: res.finalUrl,
          baseline: baselineKey(page.current_baseline),
          settings: settingsKey(page)
        }
        const last = matched.get(page.id)
        if (
          last !== undefined && last.digest === key.digest && last.url === key.url &&
          last.baseline === key.baseline && last.settings === key.settings
        ) {
          return { ...seen, outcome: { _tag: "Match" } as Transitions.CheckOutcome }
        }
        const outcome = yield* comparer.compare(page, res.body, res.finalUrl, now)
        if (outcome._tag === "Match") remember(page.id, key)
        else matched.delete(page.id)
        return { ...seen, outcome }
      })

    /** checks one page; `None` when it was skipped (blackout) or changed meanwhile (archived, paused, deleted, rebaselined) */
    const check = (page: Webpage): Effect.Effect<Option.Option<VerificationRecord>> =>
      Effect.gen(function*() {
        const started = yield* nowIso
        const windowEnd = Transitions.blackoutEnd(page, started)
        if (windowEnd !== null) {
          yield* pages.modify(page.user_id, page.id, (p) =>
            Effect.succeed(stale(page, p) ? p : Transitions.applyBlackout(p, windowEnd, started)), page)
          return Option.none()
        }
        const seen = yield* observe(page)
        const { now, outcome } = seen
        let events = 0
        // Webhook events go to the outbox in the same transaction as their incident.
        const emit = (event: IncidentEvent, incident: Incident) =>
          Effect.map(notifier.enqueue(incident.user_id, event, incident), () => {
            events++
          })
        const record = yield* tx.withTransaction(
          Effect.gen(function*() {
            let verdict: Transitions.CheckTransition["verdict"] | null = null
            const updated = yield* pages.modify(page.user_id, page.id, (current) =>
              Effect.gen(function*() {
                if (stale(page, current)) return current
                const t = Transitions.applyCheck(current, outcome, now)
                verdict = t.verdict
                let next: Webpage = {
                  ...t.page,
                  next_check_at: nextCheckAt(now, t.page.next_check_at, minuteMs, current.last_checked_at === null),
                  status_code_monitoring: StatusCodeMonitoring.make({
                    status_code: seen.statusCode,
                    response_time_ms: seen.responseTime,
                    checked_at: now,
                    error: seen.error
                  })
                }
                const change = t.incident
                if (change._tag === "Open") {
                  if (change.supersedes !== null) {
                    const old = yield* incidents.resolve(current.user_id, change.supersedes, now)
                    if (Option.isSome(old)) yield* emit("incident.resolved", old.value)
                  }
                  const opened = yield* incidents.open(current.user_id, current.id, change.kind, change.findings, now)
                  yield* emit("incident.opened", opened)
                  next = { ...next, open_incident_id: opened.id }
                  yield* activity.append(
                    current.user_id,
                    { action: "incident.open", target: `webpage:${current.id}`, details: { incident_id: opened.id, kind: change.kind, url: current.url } },
                    now
                  )
                } else if (change._tag === "Resolve") {
                  const resolved = yield* incidents.resolve(current.user_id, change.incidentId, now)
                  if (Option.isSome(resolved)) yield* emit("incident.resolved", resolved.value)
                  yield* activity.append(
                    current.user_id,
                    { action: "incident.resolve", target: `webpage:${current.id}`, details: { incident_id: change.incidentId, url: current.url } },
                    now
                  )
                }
                return next
              }), page)
            if (Option.isNone(updated) || verdict === null) return Option.none<VerificationRecord>()
            return Option.some(
              yield* verifications.append(
                page.user_id,
                {
                  webpage_id: page.id,
                  checked_at: now,
                  status_code: seen.statusCode,
                  response_time_ms: seen.responseTime,
                  error: seen.error,
                  verdict,
                  health_status: updated.value.health_status,
                  findings: outcome._tag === "Match" ? [] : outcome.findings
                },
                config.historyKeep
              )
            )
          })
        )
        if (events > 0) yield* notifier.wake
        return record
      }).pipe(Effect.withSpan("Monitor.check", { attributes: { webpage: page.id } }))

    return {
      check,
      /** checks a page of `owner` now (the verify endpoint) and returns its record */
      checkNow: (owner: UserId, webpageId: number): Effect.Effect<VerificationRecord, WebpageNotFound | Conflict> =>
        Effect.gen(function*() {
          // A scheduled check of the same page may commit first and make
          // this one stale: then it runs again on the page as it is now.
          for (let attempt = 1; ; attempt++) {
            const page = yield* pages.findById(owner, webpageId)
            if (Option.isNone(page)) return yield* new WebpageNotFound({ message: `webpage ${webpageId} not found` })
            const p = page.value
            if (p.plan_type === "ARCHIVED") return yield* new Conflict({ message: `webpage ${webpageId} is archived` })
            if (p.current_baseline === null || p.paused) {
              return yield* new Conflict({ message: `webpage ${webpageId} has no finished baseline (${p.health_status})` })
            }
            const record = yield* check(p)
            if (Option.isSome(record)) return record.value
            if (attempt >= 3) {
              return yield* new Conflict({ message: `webpage ${webpageId} was not checked (blackout or state change)` })
            }
          }
        }).pipe(Effect.withSpan("Monitor.checkNow", { attributes: { webpage: webpageId } }))
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

/**
 * Checks of baselined pages: fetch and compare here, then record the check
 * with the `RecordCheck` use case (state rules, incidents, webhook events,
 * history) and wake the notifier.
 *
 * @since 0.1.0
 */
import { type Baseline, storedRevisionOf } from "@defmon/core/domain/Baseline"
import { Conflict, WebpageNotFound } from "@defmon/core/domain/Errors"
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import { Checker } from "@defmon/core/ports/Checker"
import { nowIso } from "@defmon/core/ports/Clock"
import * as ImageEngine from "@defmon/core/ports/ImageEngine"
import { ScreenshotRepo, type StoredBaselines, WebpageRepo } from "@defmon/core/ports/storage"
import type { CheckOutcome } from "@defmon/core/rules/Transitions"
import * as RecordCheck from "@defmon/core/usecases/RecordCheck"
import { Builtins, Engines } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { Context, Duration, Effect, Layer, Option, Queue } from "effect"
import { PageFetcher } from "../fetch/PageFetcher.js"
import { nextCheckAt } from "../scheduler/Timing.js"
import { Notifier } from "../webhooks/Notifier.js"
import * as ComparePool from "./ComparePool.js"
import * as ReloadNoise from "./ReloadNoise.js"
import * as UnchangedDocuments from "./UnchangedDocuments.js"

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
  /**
   * Checks of pages with the image engine on that run at once, on their own
   * lane: the scheduler hands such a page over and goes on with HTML
   * checks. A page handed over while `imageQueue` pages already wait is
   * left for its lease to pass (it is due again then).
   */
  readonly imageChecks: number
  readonly imageQueue: number
}

/**
 * The settings in use (default: 1,000 records, real minutes).
 *
 * @since 0.1.0
 */
export class MonitorConfig extends Context.Reference<MonitorConfig>()("@defmon/worker/MonitorConfig", {
  defaultValue: (): MonitorSettings => ({
    historyKeep: 1000,
    minute: Duration.minutes(1),
    compareThreads: 0,
    imageChecks: 2,
    imageQueue: 32
  })
}) {}

/**
 * Runs checks.
 *
 * @since 0.1.0
 */
export class Monitor extends Effect.Service<Monitor>()("@defmon/worker/Monitor", {
  scoped: Effect.gen(function*() {
    const pages = yield* WebpageRepo
    const fetcher = yield* PageFetcher
    const engines = yield* Engines
    const notifier = yield* Notifier
    const config = yield* MonitorConfig
    const image = yield* ImageEngine.ImageEngine
    const screenshots = yield* ScreenshotRepo
    const extractor = yield* Extractor.make
    const minuteMs = Duration.toMillis(config.minute)
    const recorder = yield* RecordCheck.make({
      historyKeep: config.historyKeep,
      nextCheckAt: (now, next, firstCheck) => nextCheckAt(now, next, minuteMs, firstCheck)
    })
    const comparer = yield* ComparePool.make(
      engines.every((e) => Builtins.includes(e)) ? config.compareThreads : 0,
      engines,
      extractor
    )
    const unchanged = UnchangedDocuments.make()

    // The baseline and reference to compare with, read whole as stored at
    // the revision the page was read with (a claimed page carries their
    // heads only); `undefined`: the page's own (it names no revision).
    // `None`: either was written since (a rebaseline, a new reference), so
    // the check no longer applies.
    const storedOf = (page: Webpage): Effect.Effect<Option.Option<StoredBaselines | undefined>> => {
      const revision = storedRevisionOf(page.current_baseline)
      return revision === undefined
        ? Effect.succeed(Option.some(undefined))
        : pages.storedBaselines(page.user_id, page.id, revision)
    }

    // Fetch and compare, outside any transaction (network time holds no
    // lock). `None` when the page changed meanwhile.
    const observe = (page: Webpage): Effect.Effect<Option.Option<RecordCheck.Observation>> =>
      Effect.gen(function*() {
        const fetched = yield* Effect.either(
          fetcher.fetch(page.url, { userAgentId: page.monitoring_configuration.user_agent_id })
        )
        const now = yield* nowIso
        if (fetched._tag === "Left") {
          const e = fetched.left
          return Option.some({
            now,
            statusCode: null,
            responseTimeMs: e.responseTimeMs,
            error: `${e.reason}: ${e.message}`,
            outcome: {
              _tag: "Unreachable",
              findings: [{ engine: "fetch", check: e.reason, breach: true, message: e.message }]
            }
          } satisfies RecordCheck.Observation)
        }
        const res = fetched.right
        if (res.status >= 400) {
          return Option.some({
            now,
            statusCode: res.status,
            responseTimeMs: res.responseTimeMs,
            error: `HTTP ${res.status}`,
            outcome: {
              _tag: "Unreachable",
              findings: [{ engine: "fetch", check: "http_error", breach: true, message: `HTTP ${res.status}`, status_code: res.status }]
            }
          } satisfies RecordCheck.Observation)
        }
        const seen = { now, statusCode: res.status, responseTimeMs: res.responseTimeMs, error: null }
        // the document's digest with the baseline's reload noise masked (ReloadNoise)
        const reload = ReloadNoise.fromEngineData(page.current_baseline?.engine_data)
        const key = UnchangedDocuments.keyOf(engines, page, extractor.digest(ReloadNoise.normalised(res.body, reload)), res.finalUrl)
        if (unchanged.matches(page.id, key)) return Option.some({ ...seen, outcome: { _tag: "Match" } } satisfies RecordCheck.Observation)
        const stored = yield* storedOf(page)
        if (Option.isNone(stored)) return Option.none()
        const outcome: CheckOutcome = yield* comparer.compare(page, res.body, res.finalUrl, now, stored.value)
        unchanged.compared(page.id, key, outcome._tag === "Match")
        return Option.some({ ...seen, outcome } satisfies RecordCheck.Observation)
      })

    // The image engine after the HTML engines (a CSS-only change leaves the
    // document as it was, so the unchanged-document shortcut does not skip
    // it): its breaches join the outcome like any engine's high findings;
    // a render that fails is a finding that does not alert.
    const observeImage = (page: Webpage, seen: RecordCheck.Observation): Effect.Effect<Option.Option<RecordCheck.Observation>> =>
      Effect.gen(function*() {
        if (!ImageEngine.enabledFor(page) || seen.outcome._tag === "Unreachable") return Option.some(seen)
        // the image data (mask, sample heights) may be larger than a head keeps
        const stored = yield* storedOf(page)
        if (Option.isNone(stored)) return Option.none()
        const baseline: Baseline | null = stored.value === undefined ? page.current_baseline : JSON.parse(stored.value.baseline)
        return Option.some(yield* observeImageWith(page, baseline, seen))
      })
    const observeImageWith = (page: Webpage, baseline: Baseline | null, seen: RecordCheck.Observation) =>
      Effect.gen(function*() {
        const note = (check: string, message: string, more: Record<string, unknown> = {}) => ({
          ...seen,
          notes: [{ engine: "image", check, breach: false, message, ...more }]
        })
        const data = ImageEngine.baselineOf(baseline)
        if (data === null) return note("no_baseline", "the image engine is on but the baseline has no screenshots: rebaseline the page")
        const reference = yield* screenshots.read(data.reference)
        if (Option.isNone(reference)) {
          return note("no_baseline", "the baseline's reference screenshot is missing from storage: rebaseline the page")
        }
        const checked = yield* Effect.either(image.check(page.url, {
          userAgentId: page.monitoring_configuration.user_agent_id,
          baseline: data,
          reference: reference.value,
          settings: page
        }))
        if (checked._tag === "Left") {
          const e = checked.left
          return note("render_failed", `the page could not be rendered (${e.reason}): ${e.message}`, { reason: e.reason })
        }
        const result = checked.right
        const now = yield* nowIso
        const shot = yield* screenshots.save(result.screenshot, now)
        const diff = result.diff === null ? null : yield* screenshots.save(result.diff, now)
        const breaches = result.findings.filter((f) => f.breach === true)
        const others = result.findings.filter((f) => f.breach !== true)
        const html = seen.outcome
        const outcome: CheckOutcome = !result.alert
          ? html
          : html._tag === "Changed"
          ? { ...html, findings: [...html.findings, ...breaches] }
          : { _tag: "Changed", findings: breaches, sameAsReference: false, reference: null }
        return { ...seen, outcome, notes: others, images: { screenshot: shot, diff } } satisfies RecordCheck.Observation
      })

    /** checks one page now, image engine included */
    const checkNowOn = Effect.fn("Monitor.check", { captureStackTrace: false })(function*(page: Webpage) {
      yield* Effect.annotateCurrentSpan({ webpage: page.id })
      if (yield* recorder.blackout(page)) return Option.none<VerificationRecord>()
      const seen = yield* Effect.flatMap(observe(page), (seen) => Option.isNone(seen) ? Effect.succeed(seen) : observeImage(page, seen.value))
      if (Option.isNone(seen)) return Option.none<VerificationRecord>()
      const { events, record } = yield* recorder.record(page, seen.value)
      if (events > 0) yield* notifier.wake
      return record
    })

    // The image lane: renders take about a second each and the browser has
    // a few pages at once, so pages with the image engine on wait here, not
    // in the scheduler's checkers.
    const lane = yield* Queue.dropping<Webpage>(Math.max(1, config.imageQueue))
    const laneWorker = Effect.forever(
      Effect.flatMap(Queue.take(lane), (p) =>
        Effect.catchAllCause(checkNowOn(p), (c) => Effect.logError(`check of webpage ${p.id} failed`, c)))
    )
    yield* Effect.forkScoped(
      Effect.all(Array.from({ length: Math.max(1, config.imageChecks) }, () => laneWorker), { concurrency: "unbounded", discard: true })
    )

    /**
     * checks one page; `None` when it was skipped (blackout) or changed
     * meanwhile (archived, paused, deleted, rebaselined), or when the page
     * has the image engine on: then it is checked on the image lane.
     */
    const check = (page: Webpage): Effect.Effect<Option.Option<VerificationRecord>> =>
      ImageEngine.enabledFor(page)
        ? Effect.flatMap(Queue.offer(lane, page), (taken) =>
          taken
            ? Effect.succeed(Option.none<VerificationRecord>())
            : Effect.as(
              Effect.logDebug(`image lane full: webpage ${page.id} is checked when its lease passes`),
              Option.none<VerificationRecord>()
            ))
        : checkNowOn(page)

    return {
      check,
      /** checks a page of `owner` now (the verify endpoint) and returns its record */
      checkNow: Effect.fn("Monitor.checkNow", { captureStackTrace: false })(function*(owner: UserId, webpageId: number) {
        yield* Effect.annotateCurrentSpan({ webpage: webpageId })
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
          const record = yield* checkNowOn(p)
          if (Option.isSome(record)) return record.value
          if (attempt >= 3) {
            return yield* new Conflict({ message: `webpage ${webpageId} was not checked (blackout or state change)` })
          }
        }
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

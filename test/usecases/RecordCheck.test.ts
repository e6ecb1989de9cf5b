/**
 * The rules of recording a check on the in-memory storage: the state, the
 * incident and its webhook event in the outbox, the activity log and the
 * verification record, all in one transaction; nothing for a check that no
 * longer applies; blackout windows.
 */
import { Baseline } from "@defmon/core/domain/Baseline"
import { BlackoutSchedule } from "@defmon/core/domain/Settings"
import { newWebpage, type UserId, type Webpage } from "@defmon/core/domain/Webpage"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { AccountRepo, ActivityLogRepo, IncidentRepo, ScreenshotRepo, VerificationRepo, WebhookOutboxRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type { CheckOutcome } from "@defmon/core/rules/Transitions"
import * as RecordCheck from "@defmon/core/usecases/RecordCheck"
import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

const NEXT = "2099-01-01T00:00:00.000Z"

const baseline = (capturedAt: string) =>
  Baseline.make({
    title: "Home", line_num: 1, count_href: 0, count_script: 0, count_link: 0, count_image: 0, count_div: 0, count_iframe: 0,
    hash: "0000000000000000", baseline_hrefs: [], baseline_iframes: [], baseline_images: [], baseline_scripts: [],
    baseline_stylesheets: [], spread: {}, samples: 1, captured_at: capturedAt, engine_data: {}
  })

let users = 0
const newPage = (over: Partial<Webpage> = {}) =>
  Effect.gen(function*() {
    const user = Option.getOrThrow(
      yield* (yield* AccountRepo).create({ name: `checks-${++users}`, quota: 10, status_code_monitoring: true, created_at: yield* nowIso })
    )
    const now = yield* nowIso
    const draft = newWebpage(
      { user_id: user.id, url: `https://checks.example/${users}`, domain: "checks.example", current_baseline: baseline(now), now, next_check_at: now },
      over
    )
    return Option.getOrThrow(yield* (yield* WebpageRepo).insert(draft))
  })

const recorder = RecordCheck.make({ historyKeep: 3, nextCheckAt: (_now, next) => next === null ? null : NEXT })

const seen = (outcome: CheckOutcome) =>
  Effect.map(nowIso, (now): RecordCheck.Observation => ({ now, statusCode: 200, responseTimeMs: 12, error: null, outcome }))

const changed: CheckOutcome = {
  _tag: "Changed",
  findings: [{ engine: "content", check: "title", breach: true, message: "title changed" }],
  sameAsReference: false,
  reference: null
}

const outboxOf = (owner: UserId) =>
  Effect.gen(function*() {
    const now = yield* nowIso
    const claimed = yield* (yield* WebhookOutboxRepo).claim(`reader-${owner}-${Math.random()}`, addMillis(now, 1000), addMillis(now, 2000), 1000)
    return claimed.filter((e) => e.user_id === owner).map((e) => e.event)
  })

layer(MemoryStorage.layer, { excludeTestServices: true })("RecordCheck [memory]", (it) => {
  it.effect("the image engine's evidence: screenshot and diff linked to the record, notes kept with a match, the incident names the check", () =>
    Effect.gen(function*() {
      const { record } = yield* recorder
      const shots = yield* ScreenshotRepo
      const page = yield* newPage({ warning_limit: 0 })
      const now = yield* nowIso
      const shot = yield* shots.save(new TextEncoder().encode("screenshot"), now)
      const diff = yield* shots.save(new TextEncoder().encode("diff"), now)
      const note = { engine: "image", check: "page_height", breach: false, message: "taller" }
      const matched = Option.getOrThrow((yield* record(page, { ...(yield* seen({ _tag: "Match" })), notes: [note] })).record)
      expect(matched.findings).toEqual([note])
      const breach = { engine: "image", check: "page_similarity", breach: true, message: "12% similar", diff }
      const title = { engine: "content", check: "title", breach: true, message: "title changed" }
      const result = yield* record(page, {
        ...(yield* seen({ _tag: "Changed", findings: [title, breach], sameAsReference: false, reference: null })),
        images: { screenshot: shot, diff }
      })
      const v = Option.getOrThrow(result.record)
      expect(Option.map(yield* shots.find(page.user_id, page.id, v.id, "screenshot"), (i) => i.sha256)).toEqual(Option.some(shot))
      expect(Option.map(yield* shots.find(page.user_id, page.id, v.id, "diff"), (i) => i.sha256)).toEqual(Option.some(diff))
      expect(Option.isNone(yield* shots.find(page.user_id, page.id, matched.id, "diff"))).toBe(true)
      const [incident] = yield* (yield* IncidentRepo).listByWebpage(page.user_id, page.id, 10)
      expect(incident!.findings).toEqual([title, { ...breach, verification_id: v.id }])
      expect(v.findings).toEqual([title, breach])
    }))

  it.effect("a match: OK, the status code kept, the next check as scheduled, one record, no incident or event", () =>
    Effect.gen(function*() {
      const { record } = yield* recorder
      const page = yield* newPage()
      const result = yield* record(page, yield* seen({ _tag: "Match" }))
      expect(result.events).toBe(0)
      const v = Option.getOrThrow(result.record)
      expect(v).toMatchObject({ webpage_id: page.id, verdict: "match", health_status: "OK", status_code: 200, response_time_ms: 12, findings: [] })
      const after = Option.getOrThrow(yield* (yield* WebpageRepo).findById(page.user_id, page.id))
      expect(after).toMatchObject({ health_status: "OK", next_check_at: NEXT, last_checked_at: v.checked_at, open_incident_id: null })
      expect(after.status_code_monitoring).toMatchObject({ status_code: 200, response_time_ms: 12, error: null })
      expect(yield* (yield* IncidentRepo).listByWebpage(page.user_id, page.id, 10)).toEqual([])
      expect(yield* outboxOf(page.user_id)).toEqual([])
    }))

  it.effect("a change past the warning limit opens an incident with its event and log line; the next match resolves both", () =>
    Effect.gen(function*() {
      const { record } = yield* recorder
      const page = yield* newPage({ warning_limit: 0, health_status: "OK" })
      const alert = yield* record(page, yield* seen(changed))
      expect(alert.events).toBe(1)
      expect(Option.getOrThrow(alert.record)).toMatchObject({ verdict: "changed", health_status: "Alert", findings: changed.findings })
      const [incident] = yield* (yield* IncidentRepo).listByWebpage(page.user_id, page.id, 10)
      expect(incident).toMatchObject({ status: "open", kind: "defacement", findings: changed.findings })
      const alerted = Option.getOrThrow(yield* (yield* WebpageRepo).findById(page.user_id, page.id))
      expect(alerted.open_incident_id).toBe(incident!.id)

      const ok = yield* record(alerted, yield* seen({ _tag: "Match" }))
      expect(ok.events).toBe(1)
      expect(Option.getOrThrow(yield* (yield* IncidentRepo).get(page.user_id, incident!.id)).status).toBe("resolved")
      expect(yield* outboxOf(page.user_id)).toEqual(["incident.opened", "incident.resolved"])
      const log = yield* (yield* ActivityLogRepo).list(page.user_id, 10)
      expect(log.map((e) => e.action)).toEqual(["incident.resolve", "incident.open"])
      expect(log[1]!.details).toMatchObject({ incident_id: incident!.id, kind: "defacement", url: page.url })
      expect((yield* (yield* VerificationRepo).listByWebpage(page.user_id, page.id, 10)).map((v) => v.verdict)).toEqual(["match", "changed"])
    }))

  it.effect("a check of a page archived, paused or rebaselined meanwhile writes nothing", () =>
    Effect.gen(function*() {
      const { record } = yield* recorder
      const changes: ReadonlyArray<(p: Webpage) => Webpage> = [
        (p) => ({ ...p, plan_type: "ARCHIVED" }),
        (p) => ({ ...p, paused: true }),
        (p) => ({ ...p, current_baseline: baseline("2000-01-01T00:00:00.000Z") }),
        // a blackout set while the check ran (its window covers the moment the check is recorded)
        (p) => ({ ...p, health_status: "Blackout in Progress", blackout_schedules: [BlackoutSchedule.make({ start: "2000-01-01T00:00:00.000Z", end: NEXT })] })
      ]
      for (const change of changes) {
        const page = yield* newPage({ warning_limit: 0, health_status: "OK" })
        const pages = yield* WebpageRepo
        const meanwhile = Option.getOrThrow(yield* pages.modify(page.user_id, page.id, (p) => Effect.succeed(change(p))))
        const result = yield* record(page, yield* seen(changed))
        expect(result).toEqual({ record: Option.none(), events: 0 })
        expect(Option.getOrThrow(yield* pages.findById(page.user_id, page.id))).toEqual(meanwhile)
        expect(yield* (yield* IncidentRepo).listByWebpage(page.user_id, page.id, 10)).toEqual([])
        expect(yield* (yield* VerificationRepo).listByWebpage(page.user_id, page.id, 10)).toEqual([])
        expect(yield* outboxOf(page.user_id)).toEqual([])
      }
    }))

  it.effect("the history keeps the newest records only", () =>
    Effect.gen(function*() {
      const { record } = yield* recorder
      const page = yield* newPage()
      for (let i = 0; i < 5; i++) yield* record(page, yield* seen({ _tag: "Match" }))
      expect(yield* (yield* VerificationRepo).listByWebpage(page.user_id, page.id, 10)).toHaveLength(3)
    }))

  it.effect("inside a blackout window the check is skipped: Blackout in Progress until the window ends", () =>
    Effect.gen(function*() {
      const { blackout } = yield* recorder
      const now = yield* nowIso
      const end = addMillis(now, 3_600_000)
      const inside = yield* newPage({ blackout_schedules: [BlackoutSchedule.make({ start: addMillis(now, -60_000), end })] })
      expect(yield* blackout(inside)).toBe(true)
      expect(Option.getOrThrow(yield* (yield* WebpageRepo).findById(inside.user_id, inside.id))).toMatchObject({
        health_status: "Blackout in Progress",
        next_check_at: end
      })
      const outside = yield* newPage({ blackout_schedules: [BlackoutSchedule.make({ start: end, end: addMillis(end, 60_000) })] })
      expect(yield* blackout(outside)).toBe(false)
      expect(Option.getOrThrow(yield* (yield* WebpageRepo).findById(outside.user_id, outside.id))).toEqual(outside)
    }))
})

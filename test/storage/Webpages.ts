/**
 * The webpages table: round trips of every field, one URL per user, filters,
 * `modify` (every field, concurrency), cascading `remove`, the scheduler's claims.
 */
import { Account } from "@defmon/core/domain/Account"
import { storedRevisionOf } from "@defmon/core/domain/Baseline"
import { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import { Domain } from "@defmon/core/domain/Host"
import { Incident } from "@defmon/core/domain/Incident"
import { defaultThreshold } from "@defmon/core/domain/Settings"
import { VerificationRecord } from "@defmon/core/domain/Verification"
import { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import { type UserId, Webpage, type WebpageId } from "@defmon/core/domain/Webpage"
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { at, baseline, insert, newPage, newUser, NOW, type Suite, valid } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const webpages = (it: Suite) => {
  it.effect("webpages round-trip every field exactly", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const draft = newPage(user, "roundtrip", {
        continuous_reference: baseline(5),
        notification_configuration: { webhook_url: "https://hooks.example/x", secret: "s3cr3t" } as Webpage["notification_configuration"],
        blackout_schedules: [{ start: at(1), end: at(2) }] as unknown as Webpage["blackout_schedules"],
        keyword_set_configuration: ["hacked by", "défacé"],
        image_regions: [{ coord_x: 1, coord_y: 2, coord_w: 3, coord_h: 4 }] as unknown as Webpage["image_regions"],
        engines: { text: false },
        status_code_monitoring: { status_code: 200, response_time_ms: 12.5, checked_at: NOW, error: null } as Webpage["status_code_monitoring"],
        next_check_at: at(5)
      })
      const created = yield* insert(draft)
      expect(created.id).toBeGreaterThan(0)
      const { id: _, ...rest } = created
      expect(rest).toEqual(draft)
      valid(Webpage, created)
      const found = yield* repo.findById(user.id, created.id)
      expect(Option.getOrThrow(found)).toEqual(created)
      expect(Option.getOrThrow(yield* repo.findByUrl(user.id, draft.url))).toEqual(created)
    }))

  it.effect("one webpage per URL per user; the same URL for two users", () =>
    Effect.gen(function*() {
      const a = yield* newUser()
      const b = yield* newUser()
      const repo = yield* S.WebpageRepo
      yield* insert(newPage(a, "same"))
      expect(Option.isNone(yield* repo.insert(newPage(a, "same")))).toBe(true)
      expect(Option.isSome(yield* repo.insert(newPage(b, "same")))).toBe(true)
    }))

  it.effect("list filters: archived flag, status code, domain; quota and active domains exclude archived", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const scm = (code: number) =>
        ({ status_code: code, response_time_ms: 1, checked_at: NOW, error: null }) as Webpage["status_code_monitoring"]
      const p1 = yield* insert(newPage(user, "a", { status_code_monitoring: scm(200) }))
      const p2 = yield* insert(newPage(user, "b", { status_code_monitoring: scm(404) }))
      const p3 = yield* insert(newPage(user, "c", { domain: "other.example", url: "https://other.example/c" }))
      yield* insert(newPage(user, "d", { plan_type: "ARCHIVED", health_status: "Archived", domain: "gone.example", url: "https://gone.example/d" }))
      const ids = (ps: ReadonlyArray<Webpage>) => ps.map((p) => p.id)
      // lookups by several ids or URLs: each page once, ordered by id
      expect(ids(yield* repo.findByIds(user.id, [p2.id, p1.id, p2.id, 987_654]))).toEqual([p1.id, p2.id])
      expect(ids(yield* repo.findByUrls(user.id, [p3.url, p1.url, p1.url, "https://nowhere.example/"]))).toEqual([p1.id, p3.id])
      expect(ids(yield* repo.list(user.id, { archived: false }))).toEqual([p1.id, p2.id, p3.id])
      expect((yield* repo.list(user.id, { archived: true })).map((p) => p.url)).toEqual(["https://gone.example/d"])
      expect(ids(yield* repo.list(user.id, { archived: false, status_code: 404 }))).toEqual([p2.id])
      expect(ids(yield* repo.list(user.id, { archived: false, domain: "other.example" }))).toEqual([p3.id])
      expect(yield* repo.countQuota(user.id)).toBe(3)
      expect(yield* repo.activeDomains(user.id)).toEqual([
        { domain: "example.com", url_count: 2 },
        { domain: "other.example", url_count: 1 }
      ])
      // status code follows modify
      yield* repo.modify(user.id, p1.id, (p) => Effect.succeed({ ...p, status_code_monitoring: scm(404) }))
      expect(ids(yield* repo.list(user.id, { archived: false, status_code: 404 }))).toEqual([p1.id, p2.id])
      // listIds is list without the records, for every filter
      for (
        const filter of [
          { archived: false },
          { archived: true },
          { archived: false, status_code: 404 },
          { archived: false, status_code: 500 },
          { archived: false, domain: "other.example" }
        ]
      ) expect(yield* repo.listIds(user.id, filter)).toEqual(ids(yield* repo.list(user.id, filter)))
    }))

  it.effect("modify writes every changed field, keeps id and owner", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const page = yield* insert(newPage(user, "modify"))
      const changed = Option.getOrThrow(
        yield* repo.modify(user.id, page.id, (p) =>
          Effect.succeed({
            ...p,
            id: 999_999 as WebpageId,
            user_id: 424242 as UserId,
            health_status: "Alert",
            paused: true,
            current_baseline: baseline(7),
            continuous_reference: baseline(1),
            consecutive_changes: 3,
            open_incident_id: 17,
            next_check_at: at(30)
          }))
      )
      expect(changed.id).toBe(page.id)
      expect(changed.user_id).toBe(user.id)
      const reread = Option.getOrThrow(yield* repo.findById(user.id, page.id))
      expect(reread).toEqual(changed)
      expect(reread.current_baseline).toEqual(baseline(7))
      // a no-op modify changes nothing
      const same = Option.getOrThrow(yield* repo.modify(user.id, page.id, Effect.succeed))
      expect(same).toEqual(reread)
      // back to null
      yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, current_baseline: null, continuous_reference: null }))
      const cleared = Option.getOrThrow(yield* repo.findById(user.id, page.id))
      expect(cleared.current_baseline).toBeNull()
      expect(cleared.continuous_reference).toBeNull()
    }))

  it.effect("modify round-trips every field: new values, then nulls", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const page = yield* insert(newPage(user, "every-field"))
      const target: Webpage = {
        id: page.id,
        user_id: user.id,
        url: "https://every.example/moved?q=1",
        domain: "every.example",
        health_status: "Continuous Monitoring",
        plan_type: "ARCHIVED",
        paused: true,
        config_name: "renamed ✓",
        polling_interval: 60,
        continuous_monitoring: true,
        warning_limit: 3,
        threshold: { ...defaultThreshold(), threshold_href: 77, enable_hash: true, image_similarity: 88.5 },
        monitoring_configuration: { user_agent_id: 3, text_string_appear: "Welcome", text_string_not_appear: "hacked" },
        image_regions: [{ coord_x: 0, coord_y: 10, coord_w: 1280, coord_h: 400 }],
        keyword_set_configuration: ["hacked by", "défacé", "\"quoted\""],
        engines: { image: true, text: false },
        engine_settings: { destinations: { allowed_domains: ["cdn.example.net"], new_link_domains: 9 }, identifiers: { ignore_kinds: ["phone"] } },
        notification_configuration: { webhook_url: "https://hooks.example/y", secret: "k" },
        blackout_schedules: [{ start: at(10), end: at(20) }, { start: at(30), end: at(40) }],
        current_baseline: baseline(9),
        continuous_reference: baseline(4),
        status_code_monitoring: { status_code: 503, response_time_ms: 1234.5, checked_at: at(1), error: "Service Unavailable" },
        consecutive_changes: 4,
        open_incident_id: 12,
        created_at: at(-60),
        updated_at: at(2),
        last_checked_at: at(1),
        next_check_at: at(16),
        archived_at: at(2)
      } as Webpage
      const written = Option.getOrThrow(yield* repo.modify(user.id, page.id, () => Effect.succeed(target)))
      expect(written).toEqual(target)
      const reread = Option.getOrThrow(yield* repo.findById(user.id, page.id))
      expect(reread).toEqual(target)
      valid(Webpage, reread)
      // the indexed columns follow the record
      expect(Option.getOrThrow(yield* repo.findByUrl(user.id, target.url)).id).toBe(page.id)
      expect(Option.isNone(yield* repo.findByUrl(user.id, page.url))).toBe(true)
      expect((yield* repo.list(user.id, { archived: true, status_code: 503, domain: "every.example" })).map((p) => p.id))
        .toEqual([page.id])
      expect(yield* repo.list(user.id, { archived: false })).toEqual([])
      expect(yield* repo.countQuota(user.id)).toBe(0)
      expect(yield* repo.activeDomains(user.id)).toEqual([])

      const nulls = {
        ...target,
        plan_type: "STANDARD",
        health_status: "Baseline In Progress",
        paused: false,
        notification_configuration: null,
        current_baseline: null,
        continuous_reference: null,
        status_code_monitoring: null,
        open_incident_id: null,
        last_checked_at: null,
        next_check_at: null,
        archived_at: null,
        image_regions: [],
        keyword_set_configuration: [],
        blackout_schedules: [],
        engines: {}
      } as Webpage
      yield* repo.modify(user.id, page.id, () => Effect.succeed(nulls))
      expect(Option.getOrThrow(yield* repo.findById(user.id, page.id))).toEqual(nulls)
      expect(yield* repo.list(user.id, { archived: false, status_code: 503 })).toEqual([])
      expect(yield* repo.activeDomains(user.id)).toEqual([{ domain: "every.example", url_count: 1 }])
    }))

  it.effect("a webpage with every field set reads back with exactly the fields of the Webpage schema", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const draft = newPage(user, "complete", {
        health_status: "Continuous Monitoring",
        continuous_monitoring: true,
        threshold: { ...defaultThreshold(), image_similarity: 90.5 },
        monitoring_configuration: { user_agent_id: 2, text_string_appear: "Welcome", text_string_not_appear: "hacked" },
        image_regions: [{ coord_x: 1, coord_y: 2, coord_w: 3, coord_h: 4 }],
        keyword_set_configuration: ["hacked by"],
        engines: { text: false },
        notification_configuration: { webhook_url: "https://hooks.example/z", secret: "s" },
        blackout_schedules: [{ start: at(1), end: at(2) }],
        continuous_reference: baseline(3),
        status_code_monitoring: { status_code: 200, response_time_ms: 3.5, checked_at: NOW, error: "none" },
        consecutive_changes: 2,
        open_incident_id: 9,
        last_checked_at: at(1),
        next_check_at: at(3),
        archived_at: at(4)
      } as Partial<Webpage>)
      const fields = Object.keys(Webpage.fields).sort()
      // the draft sets every field but the id (a field the fixture misses fails here)
      expect(Object.keys(draft).sort()).toEqual(fields.filter((k) => k !== "id"))
      expect(Object.entries(draft).filter(([, v]) => v === null || v === undefined)).toEqual([])
      const created = yield* insert(draft)
      const reads = [
        created,
        Option.getOrThrow(yield* repo.findById(user.id, created.id)),
        Option.getOrThrow(yield* repo.findByUrl(user.id, draft.url)),
        (yield* repo.findByIds(user.id, [created.id]))[0]!,
        Option.getOrThrow(yield* repo.modify(user.id, created.id, (p) => Effect.succeed({ ...p, consecutive_changes: 2 })))
      ]
      for (const read of reads) {
        expect(Object.keys(read).sort()).toEqual(fields)
        expect(read).toEqual({ ...draft, id: created.id })
      }
    }))

  it.effect("concurrent modifies of one page lose no update", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const page = yield* insert(newPage(user, "counter"))
      yield* Effect.all(
        Array.from({ length: 20 }, () =>
          repo.modify(user.id, page.id, (p) =>
            // yield between read and write, so unlocked reads would interleave
            Effect.as(Effect.sleep("1 millis"), { ...p, consecutive_changes: p.consecutive_changes + 1 }))),
        { concurrency: "unbounded" }
      )
      expect(Option.getOrThrow(yield* repo.findById(user.id, page.id)).consecutive_changes).toBe(20)
    }))

  it.effect("remove deletes the page and its related data", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const page = yield* insert(newPage(user, "remove"))
      const incidents = yield* S.IncidentRepo
      const verifications = yield* S.VerificationRepo
      const archives = yield* S.ArchiveRepo
      const deliveries = yield* S.WebhookDeliveryRepo
      const inc = yield* incidents.open(user.id, page.id, "defacement", [{ a: 1 }], NOW)
      yield* verifications.append(user.id, {
        webpage_id: page.id,
        checked_at: NOW,
        status_code: null,
        response_time_ms: null,
        error: "timeout",
        verdict: "unreachable",
        health_status: "Unreachable",
        findings: []
      }, 10)
      yield* archives.insert(user.id, { webpage_id: page.id, archived_at: NOW, previous_plan_type: "STANDARD", remark: "r" })
      yield* deliveries.append(user.id, {
        webpage_id: page.id,
        incident_id: inc.id,
        event: "incident.opened",
        url: "https://hooks.example/",
        attempt: 1,
        status_code: 200,
        error: null,
        delivered: true,
        created_at: NOW
      })
      expect((yield* deliveries.listByWebpage(user.id, page.id, 10))[0]!.delivered).toBe(true)
      // what the repositories return are valid domain records on every backend
      valid(Schema.Array(Incident), yield* incidents.listByWebpage(user.id, page.id, 10))
      valid(Schema.Array(VerificationRecord), yield* verifications.listByWebpage(user.id, page.id, 10))
      valid(Schema.Array(ArchiveRecord), yield* archives.listByWebpage(user.id, page.id))
      valid(Schema.Array(WebhookDelivery), yield* deliveries.listByWebpage(user.id, page.id, 10))
      valid(Schema.Array(Domain), yield* repo.activeDomains(user.id))
      valid(Account, user)
      const activity = yield* S.ActivityLogRepo
      valid(ActivityLogEntry, yield* activity.append(user.id, { action: "a", target: "t", details: { n: [1] } }, NOW))
      expect(yield* repo.remove(user.id, page.id)).toBe(true)
      expect(Option.isNone(yield* repo.findById(user.id, page.id))).toBe(true)
      expect(yield* incidents.listByWebpage(user.id, page.id, 10)).toEqual([])
      expect(yield* verifications.listByWebpage(user.id, page.id, 10)).toEqual([])
      expect(yield* archives.listByWebpage(user.id, page.id)).toEqual([])
      expect(yield* deliveries.listByWebpage(user.id, page.id, 10)).toEqual([])
      expect(yield* repo.remove(user.id, page.id)).toBe(false)
    }))

  it.effect("scheduler claims due pages once and moves their next check", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const far = "2000-01-01T00:00:00.000Z"
      const due = yield* insert(newPage(user, "due", { next_check_at: far }))
      yield* insert(newPage(user, "paused", { next_check_at: far, paused: true }))
      yield* insert(newPage(user, "archived", { next_check_at: far, plan_type: "ARCHIVED", health_status: "Archived" }))
      yield* insert(newPage(user, "nobaseline", { next_check_at: far, current_baseline: null }))
      yield* insert(newPage(user, "future", { next_check_at: "2999-01-01T00:00:00.000Z" }))
      const claimed = yield* repo.claimDue("2000-01-01T00:00:01.000Z", "2000-01-01T00:10:00.000Z", 10_000)
      const mine = claimed.filter((p) => p.user_id === user.id)
      expect(mine.map((p) => p.id)).toEqual([due.id])
      expect(mine[0]!.next_check_at).toBe("2000-01-01T00:10:00.000Z")
      // a claimed page comes with its baseline's small fields, named by its revision, for the check to decide whether to compare
      expect(mine[0]!.current_baseline?.captured_at).toBe(due.current_baseline?.captured_at)
      expect(mine[0]!.continuous_reference).toEqual(due.continuous_reference)
      const revision = storedRevisionOf(mine[0]!.current_baseline)
      expect(revision).toBeTypeOf("string")
      // and it reads both whole to compare
      const stored = Option.getOrThrow(yield* repo.storedBaselines(user.id, due.id, revision!))
      expect(JSON.parse(stored.baseline)).toEqual(JSON.parse(JSON.stringify(due.current_baseline)))
      expect(stored.reference).toBeNull()
      const again = yield* repo.claimDue("2000-01-01T00:00:02.000Z", "2000-01-01T00:20:00.000Z", 10_000)
      expect(again.some((p) => p.id === due.id)).toBe(false)
    }))

  it.effect("storedBaselines: the texts of the revision read, none once the baseline or reference was written since", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const other = yield* newUser()
      const repo = yield* S.WebpageRepo
      const page = yield* insert(newPage(user, "stored", { continuous_reference: baseline(4) }))
      const texts = (p: Webpage) => ({ baseline: JSON.stringify(p.current_baseline), reference: p.continuous_reference === null ? null : JSON.stringify(p.continuous_reference) })
      const read = Option.getOrThrow(yield* repo.findById(user.id, page.id))
      const first = storedRevisionOf(read.current_baseline)!
      expect(first).toBeTypeOf("string")
      const stored = Option.getOrThrow(yield* repo.storedBaselines(user.id, page.id, first))
      expect(stored).toEqual(texts(page))
      expect(JSON.parse(stored.baseline)).toEqual(JSON.parse(JSON.stringify(baseline())))
      // only the owner's page, only a revision of this page
      expect(yield* repo.storedBaselines(other.id, page.id, first)).toEqual(Option.none())
      for (const wrong of ["", "x", `${page.id}`, `${page.id}@`, `${page.id}@x`, `${page.id + 1}@${first.split("@")[1]}`, `${first}0`]) {
        expect(yield* repo.storedBaselines(user.id, page.id, wrong)).toEqual(Option.none())
      }

      // a write of the page's state keeps the revision
      yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, consecutive_changes: 2 }), read)
      expect(Option.getOrThrow(yield* repo.storedBaselines(user.id, page.id, first))).toEqual(stored)

      // a new reference moves it: the texts read with the old one are gone
      yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, continuous_reference: baseline(6) }))
      expect(yield* repo.storedBaselines(user.id, page.id, first)).toEqual(Option.none())
      const second = Option.getOrThrow(yield* repo.findById(user.id, page.id))
      const secondRevision = storedRevisionOf(second.current_baseline)!
      expect(secondRevision).not.toBe(first)
      expect(JSON.parse(Option.getOrThrow(yield* repo.storedBaselines(user.id, page.id, secondRevision)).reference!))
        .toEqual(JSON.parse(JSON.stringify(baseline(6))))

      // so does a rebaseline, and no reference is none
      const rebaselined = { ...baseline(3), title: "rebaselined" }
      yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, current_baseline: rebaselined, continuous_reference: null }))
      expect(yield* repo.storedBaselines(user.id, page.id, secondRevision)).toEqual(Option.none())
      const third = storedRevisionOf(Option.getOrThrow(yield* repo.findById(user.id, page.id)).current_baseline)!
      expect(Option.getOrThrow(yield* repo.storedBaselines(user.id, page.id, third))).toEqual({ baseline: JSON.stringify(rebaselined), reference: null })

      // a page without a baseline has no revision to read; a removed page has none
      yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, current_baseline: null }))
      expect(yield* repo.storedBaselines(user.id, page.id, third)).toEqual(Option.none())
      expect(storedRevisionOf(Option.getOrThrow(yield* repo.findById(user.id, page.id)).current_baseline)).toBeUndefined()
      const gone = yield* insert(newPage(user, "stored-gone"))
      const goneRevision = storedRevisionOf(Option.getOrThrow(yield* repo.findById(user.id, gone.id)).current_baseline)!
      expect(yield* repo.remove(user.id, gone.id)).toBe(true)
      expect(yield* repo.storedBaselines(user.id, gone.id, goneRevision)).toEqual(Option.none())
    }))
}

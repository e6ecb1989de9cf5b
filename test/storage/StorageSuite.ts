/**
 * One behavioural suite for every storage layer (memory, SQLite, PostgreSQL).
 * Each test makes its own users, so the tests share one layer instance.
 */
import { Account, ApiToken } from "@defmon/core/domain/Account"
import { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import { BatchJob, BatchJobItem, type BatchJobKind } from "@defmon/core/domain/BatchJob"
import { Domain } from "@defmon/core/domain/Host"
import { Incident } from "@defmon/core/domain/Incident"
import { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import { defaultMonitoringConfiguration, defaultThreshold } from "@defmon/core/domain/Settings"
import * as S from "@defmon/core/ports/storage"
import { VerificationRecord } from "@defmon/core/domain/Verification"
import { type NewWebpage, type UserId, Webpage, type WebpageId } from "@defmon/core/domain/Webpage"
import { expect, layer } from "@effect/vitest"
import { Effect, Either, type Layer, Option, Schema } from "effect"
import { newWebpage } from "./fixtures.js"

const NOW = "2026-11-22T10:00:00.000Z"
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString()

let counter = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++counter}`

const newUser = (quota = 100) =>
  Effect.flatMap(S.AccountRepo, (r) =>
    r.create({ name: unique("user"), quota, status_code_monitoring: false, created_at: NOW })
  ).pipe(Effect.map(Option.getOrThrow))

const baseline = (n = 2): Baseline =>
  Baseline.make({
    title: "Welcome — ünïcode ✓",
    line_num: 120,
    count_href: n,
    count_script: 1,
    count_link: 1,
    count_image: 0,
    count_div: 10,
    count_iframe: 0,
    hash: "00ff00ff00ff00ff",
    baseline_hrefs: Array.from({ length: n }, (_, i) => BaselineElement.make({ id: i + 1, value: `https://a.example/${i}`, selected: i % 2 === 0 })),
    baseline_iframes: [],
    baseline_images: [],
    baseline_scripts: [BaselineElement.make({ id: 1, value: "https://cdn.example/app.js", selected: true })],
    baseline_stylesheets: [],
    spread: { count_href: { min: n - 1, max: n + 1 } },
    samples: 3,
    captured_at: NOW,
    engine_data: { text: { shingles: [1, 2, 3] } }
  })

const newPage = (user: Account, path: string, over: Partial<Webpage> = {}): NewWebpage =>
  newWebpage(user.id, `https://${over.domain ?? "example.com"}/${path}`, {
    domain: "example.com",
    health_status: "Awaiting Verification",
    current_baseline: baseline(),
    next_check_at: null,
    ...over
  } as Partial<NewWebpage>)

/** fails the test (with the parse error) unless the record is a valid domain record */
const valid = <A, I>(schema: Schema.Schema<A, I>, value: unknown) => {
  Schema.decodeUnknownSync(schema)(value)
}

const insert = (page: NewWebpage) =>
  Effect.flatMap(S.WebpageRepo, (r) => r.insert(page)).pipe(Effect.map(Option.getOrThrow))

const job = (user: Account, kind: BatchJobKind, urls: ReadonlyArray<string>, now = NOW) =>
  Effect.flatMap(S.BatchJobRepo, (r) =>
    r.create(
      user.id,
      kind,
      defaultMonitoringConfiguration(),
      urls.map((url) => ({ url, webpage_id: null, action: "baseline", status: "In Queue", reason: null, message: null })),
      now
    ))

/**
 * Registers the suite for one storage layer.
 */
export const storageSuite = (name: string, storage: Layer.Layer<S.Storage>) =>
  layer(storage, { excludeTestServices: true, timeout: 60_000 })(`storage [${name}]`, (it) => {
    {
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

      it.effect("another user's rows are invisible and untouchable", () =>
        Effect.gen(function*() {
          const a = yield* newUser()
          const b = yield* newUser()
          const repo = yield* S.WebpageRepo
          const page = yield* insert(newPage(a, "private"))
          expect(Option.isNone(yield* repo.findById(b.id, page.id))).toBe(true)
          expect(yield* repo.findByIds(b.id, [page.id])).toEqual([])
          expect(Option.isNone(yield* repo.findByUrl(b.id, page.url))).toBe(true)
          expect(yield* repo.findByUrls(b.id, [page.url])).toEqual([])
          expect(yield* repo.list(b.id, { archived: false })).toEqual([])
          expect(yield* repo.listIds(b.id, { archived: false })).toEqual([])
          expect(Option.isNone(yield* repo.modify(b.id, page.id, (p) => Effect.succeed({ ...p, config_name: "pwned" })))).toBe(true)
          expect(yield* repo.remove(b.id, page.id)).toBe(false)
          expect(yield* repo.activeDomains(b.id)).toEqual([])
          expect(Option.getOrThrow(yield* repo.findById(a.id, page.id)).config_name).toBe("default")

          const activity = yield* S.ActivityLogRepo
          const entry = yield* activity.append(a.id, { action: "x", target: "webpage:1", details: {} }, NOW)
          expect(Option.isNone(yield* activity.get(b.id, entry.id))).toBe(true)
          expect(yield* activity.list(b.id, 10)).toEqual([])

          const incidents = yield* S.IncidentRepo
          const inc = yield* incidents.open(a.id, page.id, "defacement", [], NOW)
          expect(Option.isNone(yield* incidents.get(b.id, inc.id))).toBe(true)
          expect(Option.isNone(yield* incidents.resolve(b.id, inc.id, NOW))).toBe(true)
          expect(yield* incidents.listByWebpage(b.id, page.id, 10)).toEqual([])

          const verifications = yield* S.VerificationRepo
          yield* verifications.append(a.id, {
            webpage_id: page.id,
            checked_at: NOW,
            status_code: 200,
            response_time_ms: 3,
            error: null,
            verdict: "match",
            health_status: "OK",
            findings: []
          }, 10)
          expect(yield* verifications.listByWebpage(b.id, page.id, 10)).toEqual([])

          const jobs = yield* S.BatchJobRepo
          const j = yield* job(a, "baseline", ["https://x.example/"])
          expect(Option.isNone(yield* jobs.get(b.id, j.id))).toBe(true)
          expect(Option.isNone(yield* jobs.cancel(b.id, j.id, NOW))).toBe(true)
          expect(yield* jobs.list(b.id, undefined, 200)).toEqual([])
          expect(Option.getOrThrow(yield* jobs.get(a.id, j.id)).items[0]!.status).toBe("In Queue")

          const archives = yield* S.ArchiveRepo
          yield* archives.insert(a.id, { webpage_id: page.id, archived_at: NOW, previous_plan_type: "STANDARD", remark: null })
          expect(yield* archives.listByWebpage(b.id, page.id)).toEqual([])

          const deliveries = yield* S.WebhookDeliveryRepo
          yield* deliveries.append(a.id, {
            webpage_id: page.id,
            incident_id: inc.id,
            event: "incident.opened",
            url: "https://hooks.example/",
            attempt: 1,
            status_code: null,
            error: "refused",
            delivered: false,
            created_at: NOW
          })
          expect(yield* deliveries.listByWebpage(b.id, page.id, 10)).toEqual([])

          // B's own rows next to A's: each sees exactly their own
          const mine = yield* insert(newPage(b, "mine"))
          expect((yield* repo.findByIds(b.id, [page.id, mine.id])).map((p) => p.id)).toEqual([mine.id])
          expect((yield* repo.findByIds(a.id, [page.id, mine.id])).map((p) => p.id)).toEqual([page.id])
          expect(yield* repo.countQuota(b.id)).toBe(1)
          // A's data survived every attempt of B
          expect(yield* incidents.listByWebpage(a.id, page.id, 10)).toHaveLength(1)
          expect(yield* verifications.listByWebpage(a.id, page.id, 10)).toHaveLength(1)
          expect(yield* activity.list(a.id, 10)).toHaveLength(1)
          expect(Option.getOrThrow(yield* incidents.get(a.id, inc.id)).status).toBe("open")
          expect(Option.getOrThrow(yield* jobs.get(a.id, j.id)).job.cancelled_at).toBeNull()
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

      it.effect("a transaction that fails after two writes leaves nothing", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const repo = yield* S.WebpageRepo
          const activity = yield* S.ActivityLogRepo
          const tx = yield* S.Transactor
          const page = yield* insert(newPage(user, "tx"))
          const result = yield* tx.withTransaction(
            Effect.gen(function*() {
              yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, config_name: "changed" }))
              yield* activity.append(user.id, { action: "a", target: "t", details: {} }, NOW)
              yield* insert(newPage(user, "tx-new"))
              return yield* Effect.fail("boom" as const)
            })
          ).pipe(Effect.either)
          expect(result).toEqual(Either.left("boom"))
          expect(Option.getOrThrow(yield* repo.findById(user.id, page.id)).config_name).toBe("default")
          expect(yield* activity.list(user.id, 10)).toEqual([])
          expect(Option.isNone(yield* repo.findByUrl(user.id, "https://example.com/tx-new"))).toBe(true)
          // nested transactions join the outer one: the inner commit is undone too
          const nested = yield* tx.withTransaction(
            Effect.gen(function*() {
              yield* tx.withTransaction(activity.append(user.id, { action: "inner", target: "t", details: {} }, NOW))
              yield* insert(newPage(user, "tx-nested"))
              return yield* Effect.fail("outer" as const)
            })
          ).pipe(Effect.either)
          expect(nested).toEqual(Either.left("outer"))
          expect(yield* activity.list(user.id, 10)).toEqual([])
          expect(Option.isNone(yield* repo.findByUrl(user.id, "https://example.com/tx-nested"))).toBe(true)
          // a defect rolls back as well
          const died = yield* tx.withTransaction(
            Effect.zipRight(activity.append(user.id, { action: "d", target: "t", details: {} }, NOW), Effect.die("bug"))
          ).pipe(Effect.exit)
          expect(died._tag).toBe("Failure")
          expect(yield* activity.list(user.id, 10)).toEqual([])
          // a failing f inside modify rolls back too
          const failed = yield* repo.modify(user.id, page.id, () => Effect.fail("no" as const)).pipe(Effect.either)
          expect(Either.isLeft(failed)).toBe(true)
          // and a successful one commits everything
          yield* tx.withTransaction(
            Effect.zipRight(
              repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, config_name: "ok" })),
              activity.append(user.id, { action: "b", target: "t", details: { n: 1 } }, NOW)
            )
          )
          expect(Option.getOrThrow(yield* repo.findById(user.id, page.id)).config_name).toBe("ok")
          expect((yield* activity.list(user.id, 10)).map((e) => e.details)).toEqual([{ n: 1 }])
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

      it.effect("verification history is bounded, newest first", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const page = yield* insert(newPage(user, "history"))
          const other = yield* insert(newPage(user, "history-2"))
          const repo = yield* S.VerificationRepo
          const record = (webpage_id: WebpageId, i: number) => ({
            webpage_id,
            checked_at: at(i),
            status_code: 200,
            response_time_ms: i,
            error: null,
            verdict: "match" as const,
            health_status: "OK" as const,
            findings: [{ i }]
          })
          yield* repo.append(user.id, record(other.id, 0), 5)
          for (let i = 0; i < 12; i++) yield* repo.append(user.id, record(page.id, i), 5)
          const history = yield* repo.listByWebpage(user.id, page.id, 100)
          expect(history.map((v) => v.response_time_ms)).toEqual([11, 10, 9, 8, 7])
          expect(history[0]!.findings).toEqual([{ i: 11 }])
          expect(yield* repo.listByWebpage(user.id, other.id, 100)).toHaveLength(1)
        }))

      it.effect("incidents open and resolve", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const page = yield* insert(newPage(user, "incidents"))
          const repo = yield* S.IncidentRepo
          const a = yield* repo.open(user.id, page.id, "defacement", [{ engine: "content" }], NOW)
          const b = yield* repo.open(user.id, page.id, "unreachable", [], at(1))
          expect(a.status).toBe("open")
          const resolved = Option.getOrThrow(yield* repo.resolve(user.id, a.id, at(2)))
          expect(resolved).toMatchObject({ status: "resolved", resolved_at: at(2), findings: [{ engine: "content" }] })
          expect((yield* repo.listByWebpage(user.id, page.id, 10)).map((i) => i.id)).toEqual([b.id, a.id])
        }))

      it.effect("webhook outbox: enqueued with the transaction, leased, retried, re-taken after a lease expires", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const page = yield* insert(newPage(user, "outbox"))
          const incident = yield* (yield* S.IncidentRepo).open(user.id, page.id, "defacement", [], NOW)
          const outbox = yield* S.WebhookOutboxRepo
          const tx = yield* S.Transactor
          const event = { webpage_id: page.id, incident_id: incident.id }
          // rolled back with its transaction
          const failed = yield* tx.withTransaction(
            Effect.zipRight(outbox.enqueue(user.id, { ...event, event: "incident.opened" }, NOW), Effect.fail("boom" as const))
          ).pipe(Effect.either)
          expect(Either.isLeft(failed)).toBe(true)
          expect(yield* outbox.claim(unique("w0"), at(1000), at(1001), 10)).toEqual([])

          yield* outbox.enqueue(user.id, { ...event, event: "incident.opened" }, at(0))
          yield* outbox.enqueue(user.id, { ...event, event: "incident.resolved" }, at(0))
          const [w1, w2, w3] = [unique("w1"), unique("w2"), unique("w3")]
          expect(yield* outbox.claim(w1, at(-1), at(0), 10)).toEqual([]) // not due yet
          const first = yield* outbox.claim(w1, at(0), at(1), 10)
          expect(first.map((e) => [e.event, e.attempts, e.user_id, e.webpage_id, e.incident_id])).toEqual([
            ["incident.opened", 0, user.id, page.id, incident.id],
            ["incident.resolved", 0, user.id, page.id, incident.id]
          ])
          const [opened, resolved] = first
          // leased: nobody else gets them, finishes them or retries them
          expect(yield* outbox.claim(w2, at(0.5), at(2), 10)).toEqual([])
          expect(yield* outbox.finish(w2, opened!.id)).toBe(false)
          yield* outbox.retry(w2, opened!.id, at(50))
          // w1 retries the first at minute 3; the second's lease runs out at minute 1
          yield* outbox.retry(w1, opened!.id, at(3))
          const retaken = yield* outbox.claim(w2, at(2), at(4), 10)
          expect(retaken.map((e) => e.id)).toEqual([resolved!.id])
          expect(yield* outbox.finish(w1, resolved!.id)).toBe(false) // w1 lost that lease
          expect(yield* outbox.finish(w2, resolved!.id)).toBe(true)
          const again = yield* outbox.claim(w3, at(3), at(5), 10)
          expect(again.map((e) => [e.id, e.attempts])).toEqual([[opened!.id, 1]])
          expect(yield* outbox.finish(w3, opened!.id)).toBe(true)
          expect(yield* outbox.claim(w3, at(1000), at(1001), 10)).toEqual([])
        }))

      it.effect("job ids come from one sequence across kinds; items keep their order", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          const a = yield* job(user, "baseline", ["https://x.example/1", "https://x.example/2"])
          const b = yield* job(user, "rebaseline", ["https://x.example/3"])
          const c = yield* job(user, "combined_baseline", ["https://x.example/4"])
          expect(b.id).toBeGreaterThan(a.id)
          expect(c.id).toBeGreaterThan(b.id)
          expect([a.identifier, b.identifier, c.identifier]).toEqual([`BL${a.id}`, `RB${b.id}`, `CB${c.id}`])
          expect(a.progress).toMatchObject({ total: 2, in_queue: 2 })
          expect(a.status).toBe("In Queue")
          const detail = Option.getOrThrow(yield* jobs.get(user.id, a.id))
          expect(detail.items.map((i) => [i.position, i.url])).toEqual([[0, "https://x.example/1"], [1, "https://x.example/2"]])
          expect(detail.job).toEqual(a)
          valid(BatchJob, a)
          valid(Schema.Array(BatchJobItem), detail.items)
        }))

      it.effect("items created failed are final at once", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          const j = yield* jobs.create(user.id, "baseline", defaultMonitoringConfiguration(), [
            { url: "https://x.example/ok", webpage_id: null, action: "baseline", status: "In Queue", reason: null, message: null },
            { url: "https://x.example/dup", webpage_id: 7 as WebpageId, action: "baseline", status: "Failed", reason: "already_exists", message: "exists" }
          ], NOW)
          const items = Option.getOrThrow(yield* jobs.get(user.id, j.id)).items
          expect(items[1]).toMatchObject({ status: "Failed", reason: "already_exists", message: "exists", webpage_id: 7, finished_at: NOW })
          expect(j.progress).toMatchObject({ in_queue: 1, failed: 1 })
        }))

      it.effect("the job list returns the newest 200 of each kind", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          for (let i = 0; i < 205; i++) yield* job(user, "baseline", [`https://x.example/${i}`])
          for (let i = 0; i < 3; i++) yield* job(user, "rebaseline", [`https://y.example/${i}`])
          const all = yield* jobs.list(user.id, undefined, 200)
          expect(all).toHaveLength(203)
          expect(all.filter((j) => j.kind === "baseline")).toHaveLength(200)
          const ids = all.map((j) => j.id)
          expect([...ids].sort((a, b) => b - a)).toEqual(ids)
          const baselineOnly = yield* jobs.list(user.id, "baseline", 200)
          expect(baselineOnly).toHaveLength(200)
          expect(Math.min(...baselineOnly.map((j) => j.id))).toBeGreaterThan(Math.min(...(yield* jobs.list(user.id, "baseline", 205)).map((j) => j.id)))
        }))

      it.effect("cancel: Processing items go on and can finish; queued ones are Cancelled", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          const j = yield* job(user, "baseline", ["https://d.example/1", "https://d.example/2"])
          const detail = Option.getOrThrow(yield* jobs.get(user.id, j.id))
          // claim everything queued (the shared layer may hold other tests' items)
          const worker = unique("worker")
          const claimed = yield* jobs.claim(worker, at(0), at(60), 100_000)
          const first = detail.items[0]!.id
          const second = detail.items[1]!.id
          expect(claimed.map((c) => c.item.id)).toContain(first)
          // release the second: it goes back to In Queue
          yield* jobs.release(worker, [second])
          yield* jobs.release(worker, claimed.map((c) => c.item.id).filter((id) => id !== first && id !== second))
          const cancelled = Option.getOrThrow(yield* jobs.cancel(user.id, j.id, at(1)))
          const after = Option.getOrThrow(yield* jobs.get(user.id, j.id)).items
          expect(after.map((i) => i.status)).toEqual(["Processing", "Cancelled"])
          expect(cancelled.status).toBe("Processing")
          expect(yield* jobs.finish(worker, first, { status: "Completed", reason: null, message: null, webpage_id: null }, at(2))).toBe(true)
          const done = Option.getOrThrow(yield* jobs.get(user.id, j.id))
          expect(done.items.map((i) => i.status)).toEqual(["Completed", "Cancelled"])
          expect(done.job.status).toBe("Cancelled")
          // cancelling again changes nothing
          yield* jobs.cancel(user.id, j.id, at(3))
          expect(Option.getOrThrow(yield* jobs.get(user.id, j.id)).job.cancelled_at).toBe(at(1))
        }))

      it.effect("claims lease items; expired leases are re-taken and the old holder cannot finish", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          const j = yield* job(user, "baseline", ["https://l.example/1"])
          const itemId = Option.getOrThrow(yield* jobs.get(user.id, j.id)).items[0]!.id
          const w1 = unique("w1")
          const w2 = unique("w2")
          const first = yield* jobs.claim(w1, at(0), at(1), 100_000)
          const mine = first.find((c) => c.item.id === itemId)!
          expect(mine).toMatchObject({ job_id: j.id, kind: "baseline", user_id: user.id })
          expect(mine.item.status).toBe("Processing")
          expect(mine.item.attempts).toBe(1)
          // not expired yet: nobody else gets it
          expect((yield* jobs.claim(w2, at(0.5), at(2), 100_000)).some((c) => c.item.id === itemId)).toBe(false)
          // another worker can neither renew nor release nor finish it
          yield* jobs.renew(w2, [itemId], at(100))
          yield* jobs.release(w2, [itemId])
          expect(yield* jobs.finish(w2, itemId, { status: "Failed", reason: null, message: null, webpage_id: null }, at(0.5))).toBe(false)
          expect(Option.getOrThrow(yield* jobs.get(user.id, j.id)).items[0]!.status).toBe("Processing")
          // renew extends the lease
          yield* jobs.renew(w1, [itemId], at(3))
          expect((yield* jobs.claim(w2, at(2), at(4), 100_000)).some((c) => c.item.id === itemId)).toBe(false)
          // expired: re-taken with a second attempt
          const retaken = (yield* jobs.claim(w2, at(5), at(10), 100_000)).find((c) => c.item.id === itemId)!
          expect(retaken.item.attempts).toBe(2)
          const outcome = { status: "Completed" as const, reason: null, message: null, webpage_id: 5 as WebpageId }
          expect(yield* jobs.finish(w1, itemId, outcome, at(6))).toBe(false)
          expect(yield* jobs.finish(w2, itemId, outcome, at(6))).toBe(true)
          expect(yield* jobs.finish(w2, itemId, outcome, at(7))).toBe(false)
          const item = Option.getOrThrow(yield* jobs.get(user.id, j.id)).items[0]!
          expect(item).toMatchObject({ status: "Completed", webpage_id: 5, finished_at: at(6), attempts: 2 })
        }))

      it.effect("two concurrent claimers never get the same item", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          yield* job(user, "baseline", Array.from({ length: 60 }, (_, i) => `https://cc.example/${i}`))
          const results = yield* Effect.all(
            Array.from({ length: 6 }, (_, w) => jobs.claim(`${unique("cw")}-${w}`, at(100), at(200), 15)),
            { concurrency: "unbounded" }
          )
          const ids = results.flat().map((c) => c.item.id)
          expect(new Set(ids).size).toBe(ids.length)
        }))

      it.effect("a 10,000-item job is created whole", () =>
        Effect.gen(function*() {
          const user = yield* newUser()
          const jobs = yield* S.BatchJobRepo
          const urls = Array.from({ length: 10_000 }, (_, i) => `https://big.example/${i}`)
          const j = yield* job(user, "baseline", urls)
          expect(j.progress.total).toBe(10_000)
          const items = Option.getOrThrow(yield* jobs.get(user.id, j.id)).items
          expect(items).toHaveLength(10_000)
          expect(items[9_999]!.url).toBe("https://big.example/9999")
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
          const again = yield* repo.claimDue("2000-01-01T00:00:02.000Z", "2000-01-01T00:20:00.000Z", 10_000)
          expect(again.some((p) => p.id === due.id)).toBe(false)
        }))

      it.effect("accounts are unique by name; tokens found by hash and revoked by id or prefix", () =>
        Effect.gen(function*() {
          const accounts = yield* S.AccountRepo
          const tokens = yield* S.ApiTokenRepo
          const name = unique("acct")
          const a = Option.getOrThrow(yield* accounts.create({ name, quota: 5, status_code_monitoring: true, created_at: NOW }))
          expect(Option.isNone(yield* accounts.create({ name, quota: 1, status_code_monitoring: false, created_at: NOW }))).toBe(true)
          expect(Option.getOrThrow(yield* accounts.findByName(name))).toEqual(a)
          yield* accounts.update({ ...a, quota: 9, status_code_monitoring: false })
          expect(Option.getOrThrow(yield* accounts.get(a.id))).toMatchObject({ quota: 9, status_code_monitoring: false })
          const hash1 = unique("hash")
          const t1 = yield* tokens.insert({ user_id: a.id, prefix: unique("p"), token_hash: hash1, created_at: NOW, revoked_at: null })
          const t2 = yield* tokens.insert({ user_id: a.id, prefix: unique("q"), token_hash: unique("hash"), created_at: NOW, revoked_at: null })
          expect(Option.getOrThrow(yield* tokens.findByHash(hash1))).toEqual(t1)
          valid(ApiToken, t1)
          expect(Option.isNone(yield* tokens.findByHash(unique("nohash")))).toBe(true)
          expect(Option.getOrThrow(yield* tokens.revoke(a.id, String(t1.id), at(1))).revoked_at).toBe(at(1))
          expect(Option.getOrThrow(yield* tokens.revoke(a.id, t2.prefix, at(2))).revoked_at).toBe(at(2))
          const other = yield* newUser()
          expect(Option.isNone(yield* tokens.revoke(other.id, t2.prefix, at(3)))).toBe(true)
          expect((yield* tokens.listByUser(a.id)).map((t) => t.revoked_at)).toEqual([at(1), at(2)])
        }))
    }
  })

/**
 * The rules of a batch item on the in-memory storage: what a baseline or
 * rebaseline item writes, what refuses it before any fetch, and that a lost
 * lease leaves nothing behind. Baselines are sampled from a page farm on
 * loopback through the worker's capture (fetcher, extractor, engines).
 */
import { defaultMonitoringConfiguration } from "@defmon/core/domain/Settings"
import type { UserId } from "@defmon/core/domain/Webpage"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { BaselineCapture } from "@defmon/core/ports/BaselineCapture"
import { AccountRepo, ActivityLogRepo, BatchJobRepo, IncidentRepo, type NewBatchItem, WebpageRepo } from "@defmon/core/ports/storage"
import * as ProcessBatchItem from "@defmon/core/usecases/ProcessBatchItem"
import { Engines } from "@defmon/engines/Engines"
import { MemoryStorage, PageFarm } from "@defmon/testing"
import { PageFetcher } from "@defmon/worker"
import * as Capture from "@defmon/worker/queue/BaselineCapture"
import { expect, layer } from "@effect/vitest"
import { Context, Duration, Effect, Layer, Option } from "effect"

class Farm extends Context.Tag("test/Farm")<Farm, PageFarm.PageFarm>() {}

const FIRST_CHECK = "2099-01-01T00:00:00.000Z"

const capture = Layer.effect(BaselineCapture, Capture.make({ samples: 2, sampleDelay: Duration.millis(0) })).pipe(
  Layer.provide(Layer.mergeAll(PageFetcher.layer({ allowHosts: ["127.0.0.1"] }), Engines.Default))
)

const env = Layer.mergeAll(capture, Layer.scoped(Farm, PageFarm.make({ sample: 10 }))).pipe(Layer.provideMerge(MemoryStorage.layer))

let users = 0
const newUser = (quota = 10) =>
  Effect.flatMap(AccountRepo, (r) =>
    r.create({ name: `items-${++users}`, quota, status_code_monitoring: false, created_at: "2026-11-22T10:00:00.000Z" })
  ).pipe(Effect.map(Option.getOrThrow))

/** creates a job of `items`, claims it as `workerId` and processes what it claimed */
const run = (owner: UserId, items: ReadonlyArray<NewBatchItem>, workerId = "w1") =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const job = yield* jobs.create(owner, "combined_baseline", defaultMonitoringConfiguration(), items, yield* nowIso)
    const now = yield* nowIso
    const claimed = (yield* jobs.claim(workerId, now, addMillis(now, 60_000), 100)).filter((c) => c.job_id === job.id)
    const process = yield* ProcessBatchItem.make({ workerId, firstCheckAt: () => FIRST_CHECK })
    yield* Effect.forEach(claimed, process, { discard: true })
    return Option.getOrThrow(yield* jobs.get(owner, job.id)).items
  })

const baselineItem = (url: string): NewBatchItem => ({
  url,
  webpage_id: null,
  action: "baseline",
  status: "In Queue",
  reason: null,
  message: null
})

layer(env, { excludeTestServices: true, timeout: 30_000 })("ProcessBatchItem [memory]", (it) => {
  it.effect("a baseline item creates its page Awaiting Verification with the job's options, first check as the worker spreads it, logged", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const user = yield* newUser()
      const [item] = yield* run(user.id, [baselineItem(farm.url("/p/0"))])
      expect(item).toMatchObject({ status: "Completed", reason: null, attempts: 1 })
      const page = Option.getOrThrow(yield* (yield* WebpageRepo).findByUrl(user.id, farm.url("/p/0")))
      expect(item!.webpage_id).toBe(page.id)
      expect(page).toMatchObject({
        health_status: "Awaiting Verification",
        plan_type: "STANDARD",
        domain: "127.0.0.1",
        next_check_at: FIRST_CHECK,
        monitoring_configuration: defaultMonitoringConfiguration(),
        open_incident_id: null
      })
      expect(page.current_baseline).toMatchObject({ title: "Example site page 0", samples: 2 })
      expect(page.created_at).toBe(page.current_baseline!.captured_at)
      const log = yield* (yield* ActivityLogRepo).list(user.id, 10)
      expect(log.map((e) => [e.action, e.target])).toEqual([["webpage.create", `webpage:${page.id}`]])
      expect(farm.hits("/p/0")).toBe(2)
    }))

  it.effect("refusals cost no fetch: invalid URL, an existing page, a used-up quota; a capture failure keeps its reason", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const user = yield* newUser(1)
      yield* run(user.id, [baselineItem(farm.url("/p/1"))])
      const before = farm.hits("/p/1") + farm.hits("/p/2")
      const items = yield* run(user.id, [
        baselineItem("javascript:alert(1)"),
        baselineItem(farm.url("/p/1")),
        baselineItem(farm.url("/p/2"))
      ])
      expect(items.map((i) => [i.status, i.reason])).toEqual([
        ["Failed", "invalid_url"],
        ["Failed", "already_exists"],
        ["Failed", "quota_exceeded"]
      ])
      expect(items.every((i) => (i.message ?? "").length > 0)).toBe(true)
      expect(farm.hits("/p/1") + farm.hits("/p/2")).toBe(before)
      const other = yield* newUser()
      const [missing] = yield* run(other.id, [baselineItem(farm.url("/missing"))])
      expect(missing).toMatchObject({ status: "Failed", reason: "http_error" })
      expect(yield* (yield* WebpageRepo).countQuota(other.id)).toBe(0)
    }))

  it.effect("a lost lease rolls the item's transaction back: the stale worker creates nothing", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const user = yield* newUser()
      const jobs = yield* BatchJobRepo
      const job = yield* jobs.create(user.id, "baseline", defaultMonitoringConfiguration(), [baselineItem(farm.url("/p/3"))], yield* nowIso)
      const now = yield* nowIso
      // the stale worker's lease has already run out when the fresh one claims
      const stale = (yield* jobs.claim("stale", now, addMillis(now, -1), 100)).filter((c) => c.job_id === job.id)
      const fresh = (yield* jobs.claim("fresh", now, addMillis(now, 60_000), 100)).filter((c) => c.job_id === job.id)
      expect(fresh.map((c) => c.item.id)).toEqual(stale.map((c) => c.item.id))
      yield* Effect.forEach(stale, yield* ProcessBatchItem.make({ workerId: "stale", firstCheckAt: () => FIRST_CHECK }))
      expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toEqual([])
      expect(yield* (yield* ActivityLogRepo).list(user.id, 10)).toEqual([])
      yield* Effect.forEach(fresh, yield* ProcessBatchItem.make({ workerId: "fresh", firstCheckAt: () => FIRST_CHECK }))
      expect(Option.getOrThrow(yield* jobs.get(user.id, job.id)).items[0]).toMatchObject({ status: "Completed", attempts: 2 })
      expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toHaveLength(1)
    }))

  it.effect("a database out of reach leaves the item to be taken again (up to TransientAttempts); another storage failure ends it internal_error", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const user = yield* newUser()
      const jobs = yield* BatchJobRepo
      // what storage-sql dies with when a connection is cut (an SqlError, the driver's error as its cause)
      const sqlError = (message: string) => ({ _tag: "SqlError", message: "Failed to execute statement", cause: new Error(message) })
      const failing = (message: string) =>
        Effect.provideService(ProcessBatchItem.make({ workerId: "w1", firstCheckAt: () => FIRST_CHECK }), BaselineCapture, {
          capture: () => Effect.die(sqlError(message))
        })
      const claimOne = (url: string) =>
        Effect.gen(function*() {
          const job = yield* jobs.create(user.id, "baseline", defaultMonitoringConfiguration(), [baselineItem(url)], yield* nowIso)
          const now = yield* nowIso
          const [claimed] = (yield* jobs.claim("w1", now, addMillis(now, 60_000), 100)).filter((c) => c.job_id === job.id)
          return { job, claimed: claimed! }
        })
      const item = (jobId: number) => Effect.map(jobs.get(user.id, jobId), (d) => Option.getOrThrow(d).items[0]!)

      const cut = yield* claimOne(farm.url("/p/7"))
      yield* (yield* failing("Connection terminated unexpectedly"))(cut.claimed)
      expect(yield* item(cut.job.id)).toMatchObject({ status: "Processing", reason: null, attempts: 1 })
      // its last attempt: it ends like any other defect
      const last = { ...cut.claimed, item: { ...cut.claimed.item, attempts: ProcessBatchItem.TransientAttempts } }
      yield* (yield* failing("the database system is starting up"))(last)
      expect(yield* item(cut.job.id)).toMatchObject({ status: "Failed", reason: "internal_error" })

      const refused = yield* claimOne(farm.url("/p/8"))
      yield* (yield* failing("value too long for type character varying(10)"))(refused.claimed)
      expect(yield* item(refused.job.id)).toMatchObject({ status: "Failed", reason: "internal_error" })
    }))

  it.effect("rebaseline: a new baseline, the open incident resolved, checks start again; archived and deleted pages fail", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const user = yield* newUser()
      yield* run(user.id, [4, 5, 6].map((n) => baselineItem(farm.url(`/p/${n}`))))
      const pages = yield* WebpageRepo
      const [p4, p5, p6] = yield* pages.list(user.id, { archived: false })
      const incident = yield* (yield* IncidentRepo).open(user.id, p4!.id, "defacement", [], yield* nowIso)
      yield* pages.modify(user.id, p4!.id, (p) =>
        Effect.succeed({ ...p, health_status: "Alert" as const, consecutive_changes: 2, open_incident_id: incident.id }))
      yield* pages.modify(user.id, p5!.id, (p) => Effect.succeed({ ...p, plan_type: "ARCHIVED" as const }))
      yield* pages.remove(user.id, p6!.id)
      farm.deface("/p/4")
      const rebaseline = (id: number): NewBatchItem => ({
        url: "",
        webpage_id: id as never,
        action: "rebaseline",
        status: "In Queue",
        reason: null,
        message: null
      })
      const items = yield* run(user.id, [rebaseline(p4!.id), rebaseline(p5!.id), rebaseline(p6!.id)])
      expect(items.map((i) => [i.status, i.reason])).toEqual([["Completed", null], ["Failed", "archived"], ["Failed", "not_found"]])
      const after = Option.getOrThrow(yield* pages.findById(user.id, p4!.id))
      expect(after).toMatchObject({ health_status: "Awaiting Verification", open_incident_id: null, consecutive_changes: 0, paused: false })
      expect(after.current_baseline?.title).toBe("HACKED BY x0r")
      expect(after.next_check_at).toBe(after.current_baseline!.captured_at)
      expect(Option.getOrThrow(yield* (yield* IncidentRepo).get(user.id, incident.id)).status).toBe("resolved")
      const log = yield* (yield* ActivityLogRepo).list(user.id, 10)
      expect(log[0]).toMatchObject({ action: "webpage.rebaseline", target: `webpage:${p4!.id}` })
      farm.restore("/p/4")
    }))
})

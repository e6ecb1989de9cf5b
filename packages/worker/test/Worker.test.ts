/**
 * Batch items from the durable queue, on SQLite with real loopback HTTP.
 * Most tests claim items themselves and run the item processor, so the order
 * of events is theirs to choose; the last ones run the consumer loop and
 * shut it down the way SIGTERM does.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { BatchJobRepo, type ClaimedItem, IncidentRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Monitor, Worker } from "@defmon/worker"
import { describe, expect, layer } from "@effect/vitest"
import { Duration, Effect, Fiber, Option } from "effect"
import { configOf, Farm, harness, newUser, settled, until } from "./support/Harness.js"

const claimAll = (workerId: string, limit = 100, leaseMs = 5000) =>
  Effect.gen(function*() {
    const now = yield* nowIso
    return yield* (yield* BatchJobRepo).claim(workerId, now, addMillis(now, leaseMs), limit)
  })

/** claims everything queued as worker "w1" and processes it */
const drain = (only?: (c: ClaimedItem) => boolean) =>
  Effect.gen(function*() {
    const process = yield* Worker.makeProcessor(configOf({ workerId: "w1" }))
    const claimed = yield* claimAll("w1")
    yield* Effect.forEach(claimed.filter((c) => only === undefined || only(c)), process, { concurrency: 8, discard: true })
    return claimed
  })

const jobDetail = (owner: UserId, id: number) => Effect.map(Effect.flatMap(BatchJobRepo, (r) => r.get(owner, id)), Option.getOrThrow)

describe("Worker", () => {
  layer(harness({}, false), { excludeTestServices: true, timeout: 60_000 })("batch items", (it) => {
    it.effect("a baseline item samples the page and creates it Awaiting Verification, due at once, logged", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const user = yield* newUser()
        const before = farm.hits("/p/0")
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: [farm.url("/p/0"), farm.url("/p/1")] })
        yield* drain()
        const d = yield* jobDetail(user.id, job.id)
        expect(d.items.map((i) => [i.status, i.attempts])).toEqual([["Completed", 1], ["Completed", 1]])
        expect(farm.hits("/p/0") - before).toBe(2) // two samples
        const pages = yield* (yield* WebpageRepo).list(user.id, { archived: false })
        expect(pages.map((p) => p.health_status)).toEqual(["Awaiting Verification", "Awaiting Verification"])
        expect(pages[0]!.current_baseline).toMatchObject({ title: "Example site page 0", samples: 2 })
        expect(Date.parse(pages[0]!.next_check_at!)).toBeLessThanOrEqual(Date.now())
        expect(new Set(d.items.map((i) => i.webpage_id))).toEqual(new Set(pages.map((p) => p.id)))
        const log = yield* (yield* Accounts).activityList(user.id, 50)
        expect(log.filter((e) => e.action === "webpage.create").map((e) => e.target).sort()).toEqual(
          pages.map((p) => `webpage:${p.id}`).sort()
        )
      }))

    it.effect("fetch failures fail the item with their reason and a message", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const user = yield* newUser()
        const job = yield* (yield* BatchJobs).createBaseline(user.id, {
          urls: [
            farm.url("/missing"), // 404
            `http://localhost:${farm.port}/p/2`, // not on the allow-list: loopback is refused
            "http://127.0.0.1:1/" // nothing listens
          ]
        })
        yield* drain()
        const d = yield* jobDetail(user.id, job.id)
        expect(d.items.map((i) => [i.status, i.reason])).toEqual([
          ["Failed", "http_error"],
          ["Failed", "blocked_address"],
          ["Failed", "unreachable"]
        ])
        expect(d.items.every((i) => (i.message ?? "").length > 0)).toBe(true)
        expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toHaveLength(0)
      }))

    it.effect("already_exists and quota_exceeded: nothing else changes", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const jobs = yield* BatchJobs
        const user = yield* newUser(2)
        // two jobs name the same new URL before either runs: one webpage
        const a = yield* jobs.createBaseline(user.id, { urls: [farm.url("/p/3")] })
        const b = yield* jobs.createBaseline(user.id, { urls: [farm.url("/p/3"), farm.url("/p/4"), farm.url("/p/5")] })
        yield* drain()
        const items = [...(yield* jobDetail(user.id, a.id)).items, ...(yield* jobDetail(user.id, b.id)).items]
        const byUrl = (path: string) => items.filter((i) => i.url === farm.url(path)).map((i) => [i.status, i.reason])
        expect(byUrl("/p/3").sort()).toEqual([["Completed", null], ["Failed", "already_exists"]])
        // quota 2: /p/3 and one of /p/4, /p/5
        expect([...byUrl("/p/4"), ...byUrl("/p/5")].sort()).toEqual([["Completed", null], ["Failed", "quota_exceeded"]])
        expect(yield* (yield* WebpageRepo).countQuota(user.id)).toBe(2)
      }))

    it.effect("rebaseline: new baseline, open incident resolved; archived -> archived; deleted -> not_found", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const jobs = yield* BatchJobs
        const webpages = yield* Webpages
        const user = yield* newUser()
        yield* jobs.createBaseline(user.id, { urls: [6, 7, 8].map((n) => farm.url(`/p/${n}`)) })
        yield* drain()
        const [p6, p7, p8] = yield* (yield* WebpageRepo).list(user.id, { archived: false })
        // an open incident on /p/6
        yield* webpages.update(user.id, p6!.id, { warning_limit: 0 })
        farm.deface("/p/6")
        const alert = yield* (yield* Monitor.Monitor).checkNow(user.id, p6!.id)
        expect(alert.health_status).toBe("Alert")
        const job = yield* jobs.createRebaseline(user.id, [p6!.id, p7!.id, p8!.id])
        yield* webpages.archiveMany(user.id, [p7!.id], null)
        yield* webpages.remove(user.id, p8!.id)
        yield* drain()
        const d = yield* jobDetail(user.id, job.id)
        expect(d.items.map((i) => [i.status, i.reason])).toEqual([["Completed", null], ["Failed", "archived"], ["Failed", "not_found"]])
        const after = Option.getOrThrow(yield* (yield* WebpageRepo).findById(user.id, p6!.id))
        expect(after).toMatchObject({ health_status: "Awaiting Verification", open_incident_id: null, consecutive_changes: 0 })
        expect(after.current_baseline?.title).toBe("HACKED BY x0r") // the owner accepted the page as it is
        const incidents = yield* (yield* IncidentRepo).listByWebpage(user.id, p6!.id, 10)
        expect(incidents.map((i) => i.status)).toEqual(["resolved"])
        const log = yield* (yield* Accounts).activityList(user.id, 50)
        expect(log.some((e) => e.action === "webpage.rebaseline" && e.target === `webpage:${p6!.id}`)).toBe(true)
        farm.restore("/p/6")
      }))

    it.effect("combined job: Baseline Incomplete at once; the first finished rebaseline removes it, a second still queued", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const jobs = yield* BatchJobs
        const user = yield* newUser()
        yield* jobs.createBaseline(user.id, { urls: [farm.url("/p/9")] })
        yield* drain()
        const pages = yield* WebpageRepo
        const [page] = yield* pages.list(user.id, { archived: false })
        const first = yield* jobs.createCombined(user.id, { urls: [farm.url("/p/9"), farm.url("/p/10")] })
        const second = yield* jobs.createCombined(user.id, { urls: [farm.url("/p/9")] })
        const marked = Option.getOrThrow(yield* pages.findById(user.id, page!.id))
        expect(marked).toMatchObject({ health_status: "Baseline Incomplete", paused: true })
        // only the first job's rebaseline item
        yield* drain((c) => c.job_id === first.id && c.item.action === "rebaseline")
        const after = Option.getOrThrow(yield* pages.findById(user.id, page!.id))
        expect(after).toMatchObject({ health_status: "Awaiting Verification", paused: false })
        // the unprocessed claims expire; the rest of both jobs then completes
        const repo = yield* BatchJobRepo
        yield* until(
          Effect.gen(function*() {
            const now = yield* nowIso
            const claimed = yield* repo.claim("w1", addMillis(now, 10_000), addMillis(now, 15_000), 100)
            yield* Effect.forEach(claimed, yield* Worker.makeProcessor(configOf({ workerId: "w1" })), { discard: true })
            return (yield* jobDetail(user.id, second.id)).job.status
          }),
          (s) => s === "Completed",
          "the second job"
        )
        expect((yield* jobDetail(user.id, first.id)).items.map((i) => [i.action, i.status])).toEqual([
          ["rebaseline", "Completed"],
          ["baseline", "Completed"]
        ])
      }))

    it.effect("a lost lease rolls the item's transaction back: the stale worker creates nothing", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const user = yield* newUser()
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: [farm.url("/p/11")] })
        const stale = yield* claimAll("stale", 100, -1) // a lease that has already run out
        const fresh = yield* claimAll("fresh")
        expect(stale.map((c) => c.item.id)).toEqual(fresh.map((c) => c.item.id))
        yield* Effect.forEach(stale, yield* Worker.makeProcessor(configOf({ workerId: "stale" })))
        expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toHaveLength(0)
        expect((yield* jobDetail(user.id, job.id)).items[0]).toMatchObject({ status: "Processing", attempts: 2 })
        yield* Effect.forEach(fresh, yield* Worker.makeProcessor(configOf({ workerId: "fresh" })))
        expect((yield* jobDetail(user.id, job.id)).items[0]).toMatchObject({ status: "Completed" })
        expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toHaveLength(1)
      }))

    it.effect("shutdown (SIGTERM): no new claims, in-flight items finish within the grace period, the rest go back", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const user = yield* newUser()
        const paths = [12, 13, 14, 15, 16, 17].map((n) => `/p/${n}`)
        for (const p of paths) farm.delay(p, 300)
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
        const worker = yield* Effect.forkDaemon(
          Effect.scoped(Effect.zipRight(Worker.run(configOf({ workerId: "graceful", concurrency: 2, scheduler: false, grace: Duration.seconds(5) })), Effect.never))
        )
        yield* until(jobDetail(user.id, job.id), (d) => d.job.progress.processing === 2, "two items in flight")
        yield* Fiber.interrupt(worker)
        const d = yield* jobDetail(user.id, job.id)
        expect(d.job.progress).toMatchObject({ completed: 2, processing: 0, in_queue: 4 })
        expect(d.items.filter((i) => i.status === "In Queue").every((i) => i.attempts === 0)).toBe(true)
        for (const p of paths) farm.delay(p, 0)
      }))

    it.effect("shutdown past the grace period: unfinished items are rolled back and released", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const user = yield* newUser()
        const paths = [18, 19].map((n) => `/p/${n}`)
        for (const p of paths) farm.delay(p, 2000)
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
        const worker = yield* Effect.forkDaemon(
          Effect.scoped(Effect.zipRight(Worker.run(configOf({ workerId: "hasty", concurrency: 2, scheduler: false, grace: Duration.millis(50) })), Effect.never))
        )
        yield* until(jobDetail(user.id, job.id), (d) => d.job.progress.processing === 2, "two items in flight")
        yield* Fiber.interrupt(worker)
        const d = yield* jobDetail(user.id, job.id)
        expect(d.items.map((i) => [i.status, i.attempts])).toEqual([["In Queue", 1], ["In Queue", 1]])
        expect(yield* (yield* WebpageRepo).list(user.id, { archived: false })).toHaveLength(0)
        for (const p of paths) farm.delay(p, 0)
        // another worker takes them at once and finishes them
        yield* drain()
        expect((yield* settled(user.id, job.id)).job.progress).toMatchObject({ completed: 2 })
      }))
  })
})

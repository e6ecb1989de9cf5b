/**
 * Batch jobs and the queue: one id sequence, the job list, cancel, leases,
 * concurrent claims, big jobs.
 */
import { BatchJob, BatchJobItem } from "@defmon/core/domain/BatchJob"
import { defaultMonitoringConfiguration } from "@defmon/core/domain/Settings"
import { type WebpageId } from "@defmon/core/domain/Webpage"
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { at, job, newUser, NOW, type Suite, unique, valid } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const batchJobs = (it: Suite) => {
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

  it.effect("claims are fair across accounts: one account's 500 queued items do not hold back another's first", () =>
    Effect.gen(function*() {
      const jobs = yield* S.BatchJobRepo
      const busy = yield* newUser()
      const other = yield* newUser()
      yield* job(busy, "baseline", Array.from({ length: 500 }, (_, i) => `https://busy.example/${i}`))
      const late = yield* job(other, "baseline", ["https://other.example/1", "https://other.example/2"])
      const [first, second] = Option.getOrThrow(yield* jobs.get(other.id, late.id)).items
      // (the shared layer may hold other tests' items: a claim of 100 takes every account's oldest first)
      const worker = unique("worker")
      const claimed = yield* jobs.claim(worker, at(0), at(60), 100)
      const ids = claimed.map((c) => c.item.id)
      expect(ids).toContain(first!.id)
      expect(ids).toContain(second!.id)
      expect(claimed.filter((c) => c.user_id === busy.id).length).toBeGreaterThan(0)
      // first come still goes first within an account
      const busyIds = claimed.filter((c) => c.user_id === busy.id).map((c) => c.item.id)
      expect(busyIds).toEqual([...busyIds].sort((a, b) => a - b))
      yield* jobs.release(worker, ids)
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
}

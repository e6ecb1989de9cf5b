/**
 * Owner scoping: another user's rows are invisible and untouchable in
 * every repository.
 */
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option } from "effect"
import { insert, job, newPage, newUser, NOW, type Suite } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const owners = (it: Suite) => {
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
}

/**
 * The quota under concurrency on PostgreSQL (issue 15): items of one
 * account processed at the same time never create more pages than its
 * quota (the account row is locked while a transaction counts its pages).
 * Baselines are sampled from a page farm on loopback.
 */
import { defaultMonitoringConfiguration } from "@defmon/core/domain/Settings"
import { addMillis, nowIso } from "@defmon/core/ports/Clock"
import { BaselineCapture } from "@defmon/core/ports/BaselineCapture"
import { AccountRepo, BatchJobRepo, WebpageRepo } from "@defmon/core/ports/storage"
import * as ProcessBatchItem from "@defmon/core/usecases/ProcessBatchItem"
import { Engines } from "@defmon/engines/Engines"
import { PgTestDatabase } from "@defmon/storage-pg"
import { PageFarm } from "@defmon/testing"
import { PageFetcher } from "@defmon/worker"
import * as Capture from "@defmon/worker/queue/BaselineCapture"
import { describe, expect, it, layer } from "@effect/vitest"
import { Context, Duration, Effect, Layer, Option } from "effect"

class Farm extends Context.Tag("test/Farm")<Farm, PageFarm.PageFarm>() {}

const capture = Layer.effect(BaselineCapture, Capture.make({ samples: 1, sampleDelay: Duration.millis(0) })).pipe(
  Layer.provide(Layer.mergeAll(PageFetcher.layer({ allowHosts: ["127.0.0.1"] }), Engines.Default))
)

if (await PgTestDatabase.shouldRun("quota [pg]")) {
  // The capture saves the image engine's screenshots through the storage it is given.
  const env = Layer.mergeAll(capture, Layer.scoped(Farm, PageFarm.make({ sample: 20 }))).pipe(Layer.provideMerge(PgTestDatabase.storageLayer("defmon_quota")))
  layer(env, { excludeTestServices: true, timeout: 60_000 })("quota [pg]", (it) => {
    it.effect("12 items of an account with quota 3, processed 12 at a time, create exactly 3 pages", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const owner = Option.getOrThrow(
          yield* (yield* AccountRepo).create({ name: "quota-race", quota: 3, status_code_monitoring: false, created_at: "2026-11-22T10:00:00.000Z" })
        ).id
        const jobs = yield* BatchJobRepo
        const items = Array.from({ length: 12 }, (_, i) => ({
          url: farm.url(`/p/${i}`),
          webpage_id: null,
          action: "baseline" as const,
          status: "In Queue" as const,
          reason: null,
          message: null
        }))
        const job = yield* jobs.create(owner, "baseline", defaultMonitoringConfiguration(), items, yield* nowIso)
        const now = yield* nowIso
        const claimed = (yield* jobs.claim("w", now, addMillis(now, 60_000), 100)).filter((c) => c.job_id === job.id)
        expect(claimed).toHaveLength(12)
        const process = yield* ProcessBatchItem.make({ workerId: "w", firstCheckAt: () => "2099-01-01T00:00:00.000Z" })
        yield* Effect.forEach(claimed, process, { concurrency: 12, discard: true })
        const pages = yield* (yield* WebpageRepo).countQuota(owner)
        expect(pages).toBe(3)
        const detail = Option.getOrThrow(yield* jobs.get(owner, job.id))
        expect(detail.items.filter((i) => i.status === "Completed")).toHaveLength(3)
        expect(detail.items.filter((i) => i.reason === "quota_exceeded")).toHaveLength(9)
      }))
  })
} else {
  describe.skip("quota [pg]", () => it("PostgreSQL not reachable", () => {}))
}

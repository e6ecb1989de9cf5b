/**
 * Fairness between accounts at the level of the running queue consumer
 * (issue 15): one account's big job does not hold back another account's
 * first item. The claim order itself is tested on both databases in
 * test/storage/BatchJobs.ts; this runs the worker's own loop end to end.
 */
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { BatchJobRepo } from "@defmon/core/ports/storage"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { Farm, harness, newUser, settled } from "./support/Harness.js"

describe("queue fairness", () => {
  layer(harness({}, true), { excludeTestServices: true, timeout: 90_000 })("[sqlite, running consumer]", (it) => {
    it.effect("300 slow items of one account queued first: another account's single item is done while most of them still wait", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const jobs = yield* BatchJobs
        const repo = yield* BatchJobRepo
        const big = yield* newUser(1_000)
        const small = yield* newUser()
        // the big account's pages answer slowly (150 ms per fetch, two samples per item)
        farm.delay("/p/30", 150)
        const bigJob = yield* jobs.createBaseline(big.id, { urls: Array.from({ length: 300 }, (_, i) => `${farm.url("/p/30")}?n=${i}`) })
        const smallJob = yield* jobs.createBaseline(small.id, { urls: [farm.url("/p/5")] })
        const started = Date.now()
        const done = yield* settled(small.id, smallJob.id)
        const waited = Date.now() - started
        expect(done.items[0]).toMatchObject({ status: "Completed" })
        // The big job is far from done: the small account's item did not queue behind it.
        const bigNow = Option.getOrThrow(yield* repo.get(big.id, bigJob.id))
        expect(bigNow.job.progress.in_queue + bigNow.job.progress.processing).toBeGreaterThan(200)
        expect(waited).toBeLessThan(10_000)
      }))
  })
})

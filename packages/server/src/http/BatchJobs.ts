/**
 * The handlers of the Batch Jobs group, each mapped onto the `BatchJobs`
 * use case.
 *
 * @since 0.1.0
 */
import { Api } from "@defmon/api"
import type { BatchJobKind } from "@defmon/core/domain/BatchJob"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { withUser } from "../internal/handlers.js"

/**
 * The group's handlers.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.group(Api.DefmonApi, "Batch Jobs", (handlers) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobs
    const detail = (name: string, kind: BatchJobKind, id: string) =>
      withUser(name, (user) => Effect.map(jobs.get(user.id, kind, id), ({ items, job }) => ({ ...job, items })))
    return handlers
      .handle("createCombined", ({ payload }) =>
        withUser("BatchJobs.createCombined", (user) => jobs.createCombined(user.id, payload)))
      .handle("createBaseline", ({ payload }) =>
        withUser("BatchJobs.createBaseline", (user) => jobs.createBaseline(user.id, payload)))
      .handle("createRebaseline", ({ payload }) =>
        withUser("BatchJobs.createRebaseline", (user) => jobs.createRebaseline(user.id, payload.url_ids)))
      .handle("getCombined", ({ path }) =>
        detail("BatchJobs.getCombined", "combined_baseline", path.batch_combined_baseline_job))
      .handle("getRebaseline", ({ path }) => detail("BatchJobs.getRebaseline", "rebaseline", path.batch_rebaseline_job))
      .handle("getBaseline", ({ path }) => detail("BatchJobs.getBaseline", "baseline", path.batch_baseline_job))
      .handle("listBaseline", () => withUser("BatchJobs.listBaseline", (user) => jobs.list(user.id, "baseline")))
      .handle("list", () => withUser("BatchJobs.list", (user) => jobs.list(user.id)))
      .handle("cancel", ({ path }) => withUser("BatchJobs.cancel", (user) => jobs.cancel(user.id, path.batch_job_id)))
  }))

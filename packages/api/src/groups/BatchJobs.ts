/**
 * Batch jobs (spec endpoints 2-10). Responses are derived from the domain
 * records, without the owner.
 *
 * @since 0.1.0
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { BatchJob, BatchJobItem } from "@defmon/core/domain/BatchJob"
import { BatchJobNotFound, InvalidInput, WebpageNotFound } from "@defmon/core/domain/Errors"
import { BoundedArray, BoundedString, IntInRange, Limits } from "@defmon/core/domain/Settings"
import { Schema } from "effect"
import { Authorization } from "../Security.js"

/**
 * Body of the baseline and combined job endpoints.
 *
 * @since 0.1.0
 */
export const BaselineJobRequest = Schema.Struct({
  urls: BoundedArray("urls", BoundedString("urls[]", Limits.urlLength), Limits.urlsPerJob),
  user_agent_id: Schema.optional(IntInRange("user_agent_id", 1, 1000)),
  text_string_appear: Schema.optional(BoundedString("text_string_appear", Limits.textString)),
  text_string_not_appear: Schema.optional(BoundedString("text_string_not_appear", Limits.textString))
})

/**
 * Body of the rebaseline job endpoint.
 *
 * @since 0.1.0
 */
export const RebaselineJobRequest = Schema.Struct({
  url_ids: BoundedArray("url_ids", Schema.Int, Limits.urlIdsPerRequest)
})

/**
 * A batch job as returned (with its progress).
 *
 * @since 0.1.0
 */
export const BatchJobResponse = Schema.Struct(BatchJob.fields).omit("user_id").annotations({ identifier: "BatchJob" })

/**
 * One webpage's progress in a job.
 *
 * @since 0.1.0
 */
export const BatchJobItemResponse = Schema.Struct(BatchJobItem.fields).omit("job_id").annotations({ identifier: "BatchJobItem" })

/**
 * A job with the progress of each webpage.
 *
 * @since 0.1.0
 */
export const BatchJobDetailResponse = Schema.Struct({
  ...BatchJobResponse.fields,
  items: Schema.Array(BatchJobItemResponse)
}).annotations({ identifier: "BatchJobDetail" })

const jobId = HttpApiSchema.param("batch_job_id", BoundedString("batch_job_id", Limits.jobIdentifier))

/**
 * The group.
 *
 * @since 0.1.0
 */
export class BatchJobsGroup extends HttpApiGroup.make("Batch Jobs")
  .add(
    HttpApiEndpoint.post("createCombined", "/batch_jobs/combined_baseline")
      .setPayload(BaselineJobRequest)
      .addSuccess(BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Add new webpages and rebaseline existing ones")
  )
  .add(
    HttpApiEndpoint.post("createBaseline", "/batch_jobs/baseline")
      .setPayload(BaselineJobRequest)
      .addSuccess(BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Baseline (add) many new webpages")
  )
  .add(
    HttpApiEndpoint.post("createRebaseline", "/batch_jobs/rebaseline")
      .setPayload(RebaselineJobRequest)
      .addSuccess(BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Rebaseline many existing webpages")
  )
  .add(
    HttpApiEndpoint.get("getCombined")`/batch_jobs/combined_baseline/${
      HttpApiSchema.param("batch_combined_baseline_job", BoundedString("batch_combined_baseline_job", Limits.jobIdentifier))
    }`
      .addSuccess(BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a combined job")
  )
  .add(
    HttpApiEndpoint.get("getRebaseline")`/batch_jobs/rebaseline/${HttpApiSchema.param("batch_rebaseline_job", BoundedString("batch_rebaseline_job", Limits.jobIdentifier))}`
      .addSuccess(BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a rebaseline job")
  )
  .add(
    HttpApiEndpoint.get("getBaseline")`/batch_jobs/baseline/${HttpApiSchema.param("batch_baseline_job", BoundedString("batch_baseline_job", Limits.jobIdentifier))}`
      .addSuccess(BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a baseline job")
  )
  .add(
    HttpApiEndpoint.get("listBaseline", "/batch_jobs/baseline")
      .addSuccess(Schema.Array(BatchJobResponse))
      .annotate(OpenApi.Summary, "List baseline jobs created by the user (newest 200)")
  )
  .add(
    HttpApiEndpoint.get("list", "/batch_jobs")
      .addSuccess(Schema.Array(BatchJobResponse))
      .annotate(OpenApi.Summary, "List the user's batch jobs: the last 200 of each job type, newest first")
  )
  .add(
    HttpApiEndpoint.del("cancel")`/batch_jobs/${jobId}`
      .addSuccess(BatchJobResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Cancel a job: In Queue items stop, Processing items finish, the job stays")
  )
  .middleware(Authorization)
{}

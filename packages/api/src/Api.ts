/**
 * The HttpApi contract of the Webpage Defacement Monitoring API (spec version
 * 2021-08-31): 19 endpoints under `/api/v1` in the groups User, Webpages,
 * Batch Jobs and Domains, plus documented extensions. Server and client both
 * derive from it.
 *
 * @since 0.1.0
 */
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSchema, HttpApiSecurity, OpenApi } from "@effect/platform"
import type { Account } from "@defmon/core/domain/Account"
import {
  ActivityLogNotFound,
  BatchJobNotFound,
  Conflict,
  DomainNotFound,
  InvalidInput,
  WebpageNotFound
} from "@defmon/core/domain/Errors"
import { WebpageUpdate } from "@defmon/core/domain/Webpage"
import { Context, Schema } from "effect"
import * as S from "./Schemas.js"

/**
 * A missing, empty, malformed, unknown or revoked bearer token.
 *
 * @since 0.1.0
 */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/**
 * Too many requests for one account in a short time (the server's per-account
 * token bucket, `defmon serve --rate-limit`).
 *
 * @since 0.1.0
 */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  { message: Schema.String, retry_after_seconds: Schema.Int },
  HttpApiSchema.annotations({ status: 429 })
) {}

/**
 * A request body over the limit (`Limits.jsonBodyBytes`, 5 MiB). Produced by
 * the server before the body is read; declared so that the OpenAPI document
 * and the typed client know it.
 *
 * @since 0.1.0
 */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 413 })
) {}

/**
 * The authenticated account, provided to every handler.
 *
 * @since 0.1.0
 */
export class CurrentUser extends Context.Tag("@defmon/api/CurrentUser")<CurrentUser, Account>() {}

/**
 * Bearer-token authentication of every operation (spec: Authentication).
 *
 * @since 0.1.0
 */
export class Authorization extends HttpApiMiddleware.Tag<Authorization>()("@defmon/api/Authorization", {
  failure: Schema.Union(Unauthorized, RateLimited),
  provides: CurrentUser,
  security: {
    bearer: HttpApiSecurity.annotate(
      HttpApiSecurity.bearer,
      OpenApi.Description,
      "An API token created with `defmon token create USER`, sent as `Authorization: Bearer <API_TOKEN>`."
    )
  }
}) {}

const webpageId = HttpApiSchema.param("url", Schema.NumberFromString.pipe(Schema.int()))
const jobId = HttpApiSchema.param("batch_job_id", Schema.String)

/**
 * Webpages (spec endpoints 1, 11-16) and extensions (history, verify).
 *
 * @since 0.1.0
 */
export class WebpagesGroup extends HttpApiGroup.make("Webpages")
  .add(
    HttpApiEndpoint.post("batchArchive", "/urls/batch_archive")
      .setPayload(S.ArchiveRequest)
      .addSuccess(S.ArchiveResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Archive one or more webpages")
  )
  .add(
    HttpApiEndpoint.get("list", "/urls")
      .setUrlParams(
        Schema.Struct({
          status_code: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(100, 599))),
          archived: Schema.optional(Schema.BooleanFromString)
        })
      )
      .addSuccess(Schema.Array(S.WebpageResponse))
      .annotate(OpenApi.Summary, "List webpages (archived excluded unless archived=true; optional status_code filter)")
  )
  .add(
    HttpApiEndpoint.post("getByUrl", "/urls/get_by_url")
      .setPayload(S.UrlRequest)
      .addSuccess(S.WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Return one webpage by its URL")
  )
  .add(
    HttpApiEndpoint.post("deleteByUrl", "/urls/delete_by_url")
      .setPayload(S.UrlRequest)
      .addSuccess(S.DeleteResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Remove a webpage by its URL")
  )
  .add(
    HttpApiEndpoint.get("get")`/urls/${webpageId}`
      .addSuccess(S.WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Return one webpage")
  )
  .add(
    HttpApiEndpoint.put("update")`/urls/${webpageId}`
      .setPayload(WebpageUpdate)
      .addSuccess(S.WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Full update of settings (absent properties unchanged; image_regions [] deletes all)")
  )
  .add(
    HttpApiEndpoint.del("delete")`/urls/${webpageId}`
      .addSuccess(S.DeleteResponse)
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Remove the webpage from the account")
  )
  .add(
    HttpApiEndpoint.get("incidents")`/urls/${webpageId}/incidents`
      .setUrlParams(S.HistoryParams)
      .addSuccess(Schema.Array(S.IncidentResponse))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's incidents, newest first")
  )
  .add(
    HttpApiEndpoint.get("verifications")`/urls/${webpageId}/verifications`
      .setUrlParams(S.HistoryParams)
      .addSuccess(Schema.Array(S.VerificationResponse))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's check history, newest first")
  )
  .add(
    HttpApiEndpoint.get("webhookDeliveries")`/urls/${webpageId}/webhook_deliveries`
      .setUrlParams(S.HistoryParams)
      .addSuccess(Schema.Array(S.WebhookDeliveryResponse))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's webhook delivery log, newest first")
  )
  .add(
    HttpApiEndpoint.post("verify")`/urls/${webpageId}/verify`
      .addSuccess(S.VerificationResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(Conflict, { status: 409 })
      .annotate(OpenApi.Summary, "Extension: run a check of the webpage now")
  )
  .middleware(Authorization)
{}

/**
 * Batch jobs (spec endpoints 2-10).
 *
 * @since 0.1.0
 */
export class BatchJobsGroup extends HttpApiGroup.make("Batch Jobs")
  .add(
    HttpApiEndpoint.post("createCombined", "/batch_jobs/combined_baseline")
      .setPayload(S.BaselineJobRequest)
      .addSuccess(S.BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Add new webpages and rebaseline existing ones")
  )
  .add(
    HttpApiEndpoint.post("createBaseline", "/batch_jobs/baseline")
      .setPayload(S.BaselineJobRequest)
      .addSuccess(S.BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Baseline (add) many new webpages")
  )
  .add(
    HttpApiEndpoint.post("createRebaseline", "/batch_jobs/rebaseline")
      .setPayload(S.RebaselineJobRequest)
      .addSuccess(S.BatchJobResponse)
      .addError(InvalidInput, { status: 400 })
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Rebaseline many existing webpages")
  )
  .add(
    HttpApiEndpoint.get("getCombined")`/batch_jobs/combined_baseline/${
      HttpApiSchema.param("batch_combined_baseline_job", Schema.String)
    }`
      .addSuccess(S.BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a combined job")
  )
  .add(
    HttpApiEndpoint.get("getRebaseline")`/batch_jobs/rebaseline/${HttpApiSchema.param("batch_rebaseline_job", Schema.String)}`
      .addSuccess(S.BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a rebaseline job")
  )
  .add(
    HttpApiEndpoint.get("getBaseline")`/batch_jobs/baseline/${HttpApiSchema.param("batch_baseline_job", Schema.String)}`
      .addSuccess(S.BatchJobDetailResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Progress of each webpage in a baseline job")
  )
  .add(
    HttpApiEndpoint.get("listBaseline", "/batch_jobs/baseline")
      .addSuccess(Schema.Array(S.BatchJobResponse))
      .annotate(OpenApi.Summary, "List baseline jobs created by the user (newest 200)")
  )
  .add(
    HttpApiEndpoint.get("list", "/batch_jobs")
      .addSuccess(Schema.Array(S.BatchJobResponse))
      .annotate(OpenApi.Summary, "List the user's batch jobs: the last 200 of each job type, newest first")
  )
  .add(
    HttpApiEndpoint.del("cancel")`/batch_jobs/${jobId}`
      .addSuccess(S.BatchJobResponse)
      .addError(BatchJobNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Cancel a job: In Queue items stop, Processing items finish, the job stays")
  )
  .middleware(Authorization)
{}

/**
 * Domains (spec endpoints 17-18).
 *
 * @since 0.1.0
 */
export class DomainsGroup extends HttpApiGroup.make("Domains")
  .add(
    HttpApiEndpoint.get("list", "/domains")
      .addSuccess(Schema.Array(S.DomainResponse))
      .annotate(OpenApi.Summary, "List active domains of the account")
  )
  .add(
    HttpApiEndpoint.get("webpages")`/domains/${HttpApiSchema.param("domain", Schema.String)}/urls`
      .addSuccess(Schema.Array(S.WebpageResponse))
      .addError(DomainNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "List webpages of the domain")
  )
  .middleware(Authorization)
{}

/**
 * User (spec endpoint 19) and extensions.
 *
 * @since 0.1.0
 */
export class UserGroup extends HttpApiGroup.make("User")
  .add(
    HttpApiEndpoint.get("activityLog")`/user/activity_log/${HttpApiSchema.param("activity_log", Schema.NumberFromString.pipe(Schema.int()))}`
      .addSuccess(S.ActivityLogResponse)
      .addError(ActivityLogNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Return one activity log record")
  )
  .add(
    HttpApiEndpoint.get("activityLogList", "/user/activity_log")
      .setUrlParams(S.HistoryParams)
      .addSuccess(Schema.Array(S.ActivityLogResponse))
      .annotate(OpenApi.Summary, "Extension: the user's newest activity log records")
  )
  .add(
    HttpApiEndpoint.get("userAgents", "/user_agents")
      .addSuccess(Schema.Array(S.UserAgentResponse))
      .annotate(OpenApi.Summary, "Extension: the user-agent catalogue (ids for user_agent_id)")
  )
  .middleware(Authorization)
{}

/**
 * The whole API.
 *
 * @since 0.1.0
 */
export class DefmonApi extends HttpApi.make("defmon")
  .add(UserGroup)
  .add(WebpagesGroup)
  .add(BatchJobsGroup)
  .add(DomainsGroup)
  .prefix("/api/v1")
  .addError(PayloadTooLarge, { status: 413 })
  .annotateContext(
    OpenApi.annotations({
      title: "Webpage Defacement Monitoring API",
      version: "2021-08-31",
      description: "defmon: monitors webpages for defacement. All operations act on the authenticated user's own data."
    })
  )
{}

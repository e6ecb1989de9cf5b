/**
 * Webpages (spec endpoints 1, 11-16) and extensions (history, verify).
 * Responses are derived from the domain records: the webpage without its
 * owner, its internal continuous-monitoring reference and its webhook
 * secret.
 *
 * @since 0.1.0
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import { Conflict, InvalidInput, WebpageNotFound } from "@defmon/core/domain/Errors"
import { Incident } from "@defmon/core/domain/Incident"
import { BoundedArray, BoundedString, Limits } from "@defmon/core/domain/Settings"
import { VerificationRecord } from "@defmon/core/domain/Verification"
import { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import { Webpage, WebpageUpdate } from "@defmon/core/domain/Webpage"
import { Schema } from "effect"
import { HistoryParams, Json } from "../internal/schemas.js"
import { Authorization } from "../Security.js"

const Element = Schema.Struct(BaselineElement.fields)

/**
 * The baseline as returned: counts, hash, title and element lists with values.
 *
 * @since 0.1.0
 */
export const BaselineResponse = Schema.Struct({
  ...Baseline.fields,
  baseline_hrefs: Schema.Array(Element),
  baseline_iframes: Schema.Array(Element),
  baseline_images: Schema.Array(Element),
  baseline_scripts: Schema.Array(Element),
  baseline_stylesheets: Schema.Array(Element),
  engine_data: Schema.Record({ key: Schema.String, value: Json })
}).annotations({ identifier: "Baseline" })

/**
 * A webpage as returned by the API: the record without `user_id` and
 * `continuous_reference`; the webhook as its URL and whether a secret is
 * set; `status_code_monitoring` only for accounts that have it (spec rule 4).
 *
 * @since 0.1.0
 */
export const WebpageResponse = Schema.Struct({
  ...Schema.Struct(Webpage.fields).omit(
    "user_id",
    "continuous_reference",
    "current_baseline",
    "notification_configuration",
    "status_code_monitoring"
  ).fields,
  current_baseline: Schema.NullOr(BaselineResponse),
  notification_configuration: Schema.NullOr(Schema.Struct({ webhook_url: Schema.String, secret_set: Schema.Boolean })),
  status_code_monitoring: Schema.optional(Webpage.fields.status_code_monitoring)
}).annotations({ identifier: "Webpage" })
export type WebpageResponse = typeof WebpageResponse.Type

/**
 * Body of `POST /urls/batch_archive`.
 *
 * @since 0.1.0
 */
export const ArchiveRequest = Schema.Struct({
  url_ids: BoundedArray("url_ids", Schema.Int, Limits.urlIdsPerRequest),
  remark: Schema.optional(BoundedString("remark", Limits.remark))
})

/**
 * Result of an archive: what each page is now.
 *
 * @since 0.1.0
 */
export const ArchiveResponse = Schema.Struct({
  archived: Schema.Array(Schema.Struct(Webpage.fields).pick("id", "url", "health_status", "plan_type", "archived_at"))
})

/**
 * Body of `get_by_url` and `delete_by_url`.
 *
 * @since 0.1.0
 */
export const UrlRequest = Schema.Struct({ url: BoundedString("url", Limits.urlLength) })

/**
 * Result of deleting a webpage.
 *
 * @since 0.1.0
 */
export const DeleteResponse = Schema.Struct({
  ...Schema.Struct(Webpage.fields).pick("id", "url").fields,
  deleted: Schema.Literal(true)
})

/**
 * An incident (extension).
 *
 * @since 0.1.0
 */
export const IncidentResponse = Schema.Struct({ ...Incident.fields, findings: Schema.Array(Json) }).omit("user_id").annotations({
  identifier: "Incident"
})

/**
 * A verification record: one check (extension).
 *
 * @since 0.1.0
 */
export const VerificationResponse = Schema.Struct({ ...VerificationRecord.fields, findings: Schema.Array(Json) }).annotations({
  identifier: "VerificationRecord"
})

const webpageId = HttpApiSchema.param("url", Schema.NumberFromString.pipe(Schema.int()))

/**
 * The group.
 *
 * @since 0.1.0
 */
export class WebpagesGroup extends HttpApiGroup.make("Webpages")
  .add(
    HttpApiEndpoint.post("batchArchive", "/urls/batch_archive")
      .setPayload(ArchiveRequest)
      .addSuccess(ArchiveResponse)
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
      .addSuccess(Schema.Array(WebpageResponse))
      .annotate(OpenApi.Summary, "List webpages (archived excluded unless archived=true; optional status_code filter)")
  )
  .add(
    HttpApiEndpoint.post("getByUrl", "/urls/get_by_url")
      .setPayload(UrlRequest)
      .addSuccess(WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Return one webpage by its URL")
  )
  .add(
    HttpApiEndpoint.post("deleteByUrl", "/urls/delete_by_url")
      .setPayload(UrlRequest)
      .addSuccess(DeleteResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Remove a webpage by its URL")
  )
  .add(
    HttpApiEndpoint.get("get")`/urls/${webpageId}`
      .addSuccess(WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Return one webpage")
  )
  .add(
    HttpApiEndpoint.put("update")`/urls/${webpageId}`
      .setPayload(WebpageUpdate)
      .addSuccess(WebpageResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(InvalidInput, { status: 400 })
      .annotate(OpenApi.Summary, "Full update of settings (absent properties unchanged; image_regions [] deletes all)")
  )
  .add(
    HttpApiEndpoint.del("delete")`/urls/${webpageId}`
      .addSuccess(DeleteResponse)
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Remove the webpage from the account")
  )
  .add(
    HttpApiEndpoint.get("incidents")`/urls/${webpageId}/incidents`
      .setUrlParams(HistoryParams)
      .addSuccess(Schema.Array(IncidentResponse))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's incidents, newest first")
  )
  .add(
    HttpApiEndpoint.get("verifications")`/urls/${webpageId}/verifications`
      .setUrlParams(HistoryParams)
      .addSuccess(Schema.Array(VerificationResponse))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's check history, newest first")
  )
  .add(
    HttpApiEndpoint.get("webhookDeliveries")`/urls/${webpageId}/webhook_deliveries`
      .setUrlParams(HistoryParams)
      .addSuccess(Schema.Array(WebhookDelivery))
      .addError(WebpageNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the webpage's webhook delivery log, newest first")
  )
  .add(
    HttpApiEndpoint.post("verify")`/urls/${webpageId}/verify`
      .addSuccess(VerificationResponse)
      .addError(WebpageNotFound, { status: 404 })
      .addError(Conflict, { status: 409 })
      .annotate(OpenApi.Summary, "Extension: run a check of the webpage now")
  )
  .middleware(Authorization)
{}

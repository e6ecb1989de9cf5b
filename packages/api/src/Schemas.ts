/**
 * Request and response bodies of the API. Responses are plain structs built
 * from the domain's fields (the spec leaves them open; they carry what a
 * client needs: ids, URL, domain, statuses, settings, the baseline with
 * element values, timestamps). The webhook secret never leaves the server.
 *
 * @since 0.1.0
 */
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import { BatchJobItem, BatchJobKind, BatchJobProgress, BatchJobStatus } from "@defmon/core/domain/BatchJob"
import { Incident } from "@defmon/core/domain/Incident"
import { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import {
  BoundedArray,
  BoundedString,
  ImageRegion,
  IntInRange,
  Limits,
  MonitoringConfiguration,
  Threshold
} from "@defmon/core/domain/Settings"
import { VerificationRecord } from "@defmon/core/domain/Verification"
import { HealthStatus, PlanType } from "@defmon/core/domain/Webpage"
import { Schema } from "effect"

const Element = Schema.Struct(BaselineElement.fields)

/**
 * Any JSON value (findings, details). Named, so the OpenAPI document holds
 * one shared schema instead of a repeated `$id`.
 *
 * @since 0.1.0
 */
export const Json = Schema.Unknown.annotations({ identifier: "JsonValue", description: "any JSON value" })

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
 * The latest observed HTTP outcome.
 *
 * @since 0.1.0
 */
export const StatusCodeMonitoringResponse = Schema.Struct({
  status_code: Schema.NullOr(Schema.Int),
  response_time_ms: Schema.NullOr(Schema.Number),
  checked_at: Schema.String,
  error: Schema.NullOr(Schema.String)
}).annotations({ identifier: "StatusCodeMonitoring" })

/**
 * A webpage as returned by the API.
 *
 * @since 0.1.0
 */
export const WebpageResponse = Schema.Struct({
  id: Schema.Int,
  url: Schema.String,
  domain: Schema.String,
  health_status: HealthStatus,
  plan_type: PlanType,
  paused: Schema.Boolean,
  config_name: Schema.String,
  polling_interval: Schema.Int,
  continuous_monitoring: Schema.Boolean,
  warning_limit: Schema.Int,
  threshold: Schema.Struct(Threshold.fields).annotations({ identifier: "Threshold" }),
  monitoring_configuration: Schema.Struct(MonitoringConfiguration.fields).annotations({
    identifier: "MonitoringConfiguration"
  }),
  current_baseline: Schema.NullOr(BaselineResponse),
  image_regions: Schema.Array(Schema.Struct(ImageRegion.fields).annotations({ identifier: "ImageRegion" })),
  keyword_set_configuration: Schema.Array(Schema.String),
  engines: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
  notification_configuration: Schema.NullOr(Schema.Struct({ webhook_url: Schema.String, secret_set: Schema.Boolean })),
  blackout_schedules: Schema.Array(Schema.Struct({ start: Schema.String, end: Schema.String })),
  /** present only for accounts with status-code monitoring (spec rule 4) */
  status_code_monitoring: Schema.optional(Schema.NullOr(StatusCodeMonitoringResponse)),
  consecutive_changes: Schema.Int,
  open_incident_id: Schema.NullOr(Schema.Int),
  created_at: Schema.String,
  updated_at: Schema.String,
  last_checked_at: Schema.NullOr(Schema.String),
  next_check_at: Schema.NullOr(Schema.String),
  archived_at: Schema.NullOr(Schema.String)
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
  archived: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      url: Schema.String,
      health_status: HealthStatus,
      plan_type: PlanType,
      archived_at: Schema.NullOr(Schema.String)
    })
  )
})

/**
 * Body of the baseline and combined job endpoints.
 *
 * @since 0.1.0
 */
export const BaselineJobRequest = Schema.Struct({
  urls: BoundedArray("urls", Schema.String, Limits.urlsPerJob),
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
 * Body of `get_by_url` and `delete_by_url`.
 *
 * @since 0.1.0
 */
export const UrlRequest = Schema.Struct({ url: Schema.String })

/**
 * A batch job as returned (with its progress).
 *
 * @since 0.1.0
 */
export const BatchJobResponse = Schema.Struct({
  id: Schema.Int,
  identifier: Schema.String,
  kind: BatchJobKind,
  status: BatchJobStatus,
  options: Schema.Struct(MonitoringConfiguration.fields),
  progress: Schema.Struct(BatchJobProgress.fields),
  created_at: Schema.String,
  cancelled_at: Schema.NullOr(Schema.String)
}).annotations({ identifier: "BatchJob" })

/**
 * One webpage's progress in a job.
 *
 * @since 0.1.0
 */
export const BatchJobItemResponse = Schema.Struct(BatchJobItem.fields).pipe(Schema.omit("job_id")).annotations({ identifier: "BatchJobItem" })

/**
 * A job with the progress of each webpage.
 *
 * @since 0.1.0
 */
export const BatchJobDetailResponse = Schema.Struct({
  ...BatchJobResponse.fields,
  items: Schema.Array(BatchJobItemResponse)
}).annotations({ identifier: "BatchJobDetail" })

/**
 * Result of deleting a webpage.
 *
 * @since 0.1.0
 */
export const DeleteResponse = Schema.Struct({ id: Schema.Int, url: Schema.String, deleted: Schema.Literal(true) })

/**
 * An active domain.
 *
 * @since 0.1.0
 */
export const DomainResponse = Schema.Struct({ domain: Schema.String, url_count: Schema.Int }).annotations({
  identifier: "Domain"
})

/**
 * An activity log record.
 *
 * @since 0.1.0
 */
export const ActivityLogResponse = Schema.Struct({
  id: Schema.Int,
  created_at: Schema.String,
  action: Schema.String,
  target: Schema.String,
  details: Schema.Record({ key: Schema.String, value: Json })
}).annotations({ identifier: "ActivityLogEntry" })

/**
 * An incident (extension).
 *
 * @since 0.1.0
 */
export const IncidentResponse = Schema.Struct({ ...Incident.fields, findings: Schema.Array(Json) }).pipe(Schema.omit("user_id")).annotations({ identifier: "Incident" })

/**
 * A verification record: one check (extension).
 *
 * @since 0.1.0
 */
export const VerificationResponse = Schema.Struct({ ...VerificationRecord.fields, findings: Schema.Array(Json) }).annotations({ identifier: "VerificationRecord" })

/**
 * A webhook delivery attempt (extension).
 *
 * @since 0.1.0
 */
export const WebhookDeliveryResponse = Schema.Struct(WebhookDelivery.fields).annotations({ identifier: "WebhookDelivery" })

/**
 * A user agent of the catalogue (extension).
 *
 * @since 0.1.0
 */
export const UserAgentResponse = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  user_agent: Schema.String
}).annotations({ identifier: "UserAgent" })

/**
 * The `?limit=` of history endpoints.
 *
 * @since 0.1.0
 */
export const HistoryParams = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000)))
})

/**
 * Webpage monitoring settings: the spec's update body (threshold, monitoring
 * configuration, image regions, keywords) with the ranges and defaults of
 * DESIGN section 1.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * An integer field limited to `[min, max]`; the failure message names the
 * field and the allowed range.
 *
 * @since 0.1.0
 */
export const IntInRange = (field: string, min: number, max: number) =>
  Schema.Number.pipe(
    Schema.filter(
      (n) =>
        (Number.isInteger(n) && n >= min && n <= max) ||
        `${field} must be an integer from ${min} to ${max}, got ${n}`,
      { jsonSchema: { type: "integer", minimum: min, maximum: max } }
    )
  )

/**
 * A number field limited to `[min, max]`.
 *
 * @since 0.1.0
 */
export const NumberInRange = (field: string, min: number, max: number) =>
  Schema.Number.pipe(
    Schema.filter(
      (n) => (Number.isFinite(n) && n >= min && n <= max) || `${field} must be a number from ${min} to ${max}, got ${n}`,
      { jsonSchema: { minimum: min, maximum: max } }
    )
  )

/**
 * A string of at most `max` characters.
 *
 * @since 0.1.0
 */
export const BoundedString = (field: string, max: number) =>
  Schema.String.pipe(
    Schema.filter((s) => s.length <= max || `${field} must be at most ${max} characters, got ${s.length}`, {
      jsonSchema: { maxLength: max }
    })
  )

/**
 * An array of at most `max` elements.
 *
 * @since 0.1.0
 */
export const BoundedArray = <A, I, R>(field: string, item: Schema.Schema<A, I, R>, max: number) =>
  Schema.Array(item).pipe(
    Schema.filter((xs) => xs.length <= max || `${field} must have at most ${max} entries, got ${xs.length}`, {
      jsonSchema: { maxItems: max }
    })
  )

/**
 * An ISO 8601 date-time string (e.g. `2026-11-22T10:00:00Z`).
 *
 * @since 0.1.0
 */
export const IsoDateTime = Schema.String.pipe(
  Schema.filter((s) => (/^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s))) || `expected an ISO 8601 date-time, got "${s}"`, {
    jsonSchema: { format: "date-time" }
  })
)

/**
 * Limits of DESIGN sections 1 and 6, in one place.
 *
 * @since 0.1.0
 */
export const Limits = {
  pollingInterval: { min: 1, max: 1440 },
  warningLimit: { min: 0, max: 10 },
  countThreshold: { min: 0, max: 100_000 },
  imageSimilarity: { min: 0, max: 100 },
  keywords: 500,
  keywordLength: 200,
  textString: 1000,
  imageRegions: 50,
  configName: 200,
  urlIdsPerRequest: 1000,
  urlsPerJob: 10_000,
  urlLength: 2048,
  jsonBodyBytes: 5 * 1024 * 1024,
  pageBytes: 10 * 1024 * 1024,
  fetchTimeoutMs: 30_000,
  redirects: 5,
  remark: 1000,
  blackoutSchedules: 50,
  engineToggles: 32,
  baselineTitle: 1000,
  baselineHash: 128,
  elementSelections: 10_000,
  jobIdentifier: 64,
  domain: 253
} as const

const countThreshold = (field: string) => IntInRange(field, Limits.countThreshold.min, Limits.countThreshold.max)

/**
 * The thresholds of the content and image engines. Count thresholds are the
 * largest allowed absolute difference `abs(current - baseline)`.
 *
 * @since 0.1.0
 */
export class Threshold extends Schema.Class<Threshold>("Threshold")({
  enable_content_engine: Schema.Boolean,
  enable_image_engine: Schema.Boolean,
  enable_title: Schema.Boolean,
  threshold_line_num: countThreshold("threshold.threshold_line_num"),
  enable_line_num: Schema.Boolean,
  threshold_href: countThreshold("threshold.threshold_href"),
  enable_href: Schema.Boolean,
  threshold_img: countThreshold("threshold.threshold_img"),
  enable_img: Schema.Boolean,
  threshold_script: countThreshold("threshold.threshold_script"),
  enable_script: Schema.Boolean,
  threshold_div: countThreshold("threshold.threshold_div"),
  enable_div: Schema.Boolean,
  threshold_iframe: countThreshold("threshold.threshold_iframe"),
  enable_iframe: Schema.Boolean,
  threshold_link: countThreshold("threshold.threshold_link"),
  enable_link: Schema.Boolean,
  image_similarity: NumberInRange("threshold.image_similarity", Limits.imageSimilarity.min, Limits.imageSimilarity.max),
  enable_hash: Schema.Boolean
}) {}

/**
 * A threshold update: every property optional.
 *
 * @since 0.1.0
 */
export const ThresholdUpdate = Schema.partial(Schema.Struct(Threshold.fields))
export type ThresholdUpdate = typeof ThresholdUpdate.Type

/**
 * Per-page fetch options; also the per-job options of baseline jobs.
 *
 * @since 0.1.0
 */
export class MonitoringConfiguration extends Schema.Class<MonitoringConfiguration>("MonitoringConfiguration")({
  user_agent_id: IntInRange("user_agent_id", 1, 1000),
  text_string_appear: BoundedString("text_string_appear", Limits.textString),
  text_string_not_appear: BoundedString("text_string_not_appear", Limits.textString)
}) {}

/**
 * A monitoring configuration update: every property optional.
 *
 * @since 0.1.0
 */
export const MonitoringConfigurationUpdate = Schema.partial(Schema.Struct(MonitoringConfiguration.fields))
export type MonitoringConfigurationUpdate = typeof MonitoringConfigurationUpdate.Type

const coord = (field: string) => IntInRange(`image_regions.${field}`, 0, 100_000)

/**
 * A rectangle of the screenshot, in CSS pixels of a 1280px-wide viewport.
 *
 * @since 0.1.0
 */
export class ImageRegion extends Schema.Class<ImageRegion>("ImageRegion")({
  coord_x: coord("coord_x"),
  coord_y: coord("coord_y"),
  coord_w: coord("coord_w"),
  coord_h: coord("coord_h")
}) {}

/**
 * Where alerts for a page go: a webhook signed with HMAC-SHA256 over `secret`.
 *
 * @since 0.1.0
 */
export class NotificationConfiguration extends Schema.Class<NotificationConfiguration>("NotificationConfiguration")({
  webhook_url: BoundedString("notification_configuration.webhook_url", Limits.urlLength).pipe(
    Schema.filter((s) => /^https?:\/\//i.test(s) || "notification_configuration.webhook_url must be an http(s) URL")
  ),
  // An empty secret would make deliveries unsigned and forgeable.
  secret: BoundedString("notification_configuration.secret", 256).pipe(
    Schema.filter((s) => s.length > 0 || "notification_configuration.secret must not be empty (deliveries are signed with it)")
  )
}) {}

/**
 * A blackout window (ISO 8601 instants): checks are skipped inside it.
 *
 * @since 0.1.0
 */
export class BlackoutSchedule extends Schema.Class<BlackoutSchedule>("BlackoutSchedule")(
  Schema.Struct({
    start: IsoDateTime,
    end: IsoDateTime
  }).pipe(
    Schema.filter((w) => Date.parse(w.end) > Date.parse(w.start) || "blackout_schedules: end must be after start")
  )
) {}

/**
 * The built-in defacement keyword list, offered (not forced) as a starting
 * point for `keyword_set_configuration`.
 *
 * @since 0.1.0
 */
export const DefaultDefacementKeywords: ReadonlyArray<string> = [
  "hacked by",
  "defaced by",
  "owned by",
  "pwned by",
  "was here",
  "greetz",
  "security is just an illusion",
  "your security is low",
  "hacked",
  "deface"
]

/**
 * Default thresholds. Count thresholds come from the accuracy benchmark
 * (`pnpm bench:accuracy`, see docs/engines.md).
 *
 * @since 0.1.0
 */
export const defaultThreshold = (): Threshold =>
  Threshold.make({
    enable_content_engine: true,
    enable_image_engine: false,
    enable_title: true,
    threshold_line_num: 50,
    enable_line_num: false,
    threshold_href: 10,
    enable_href: true,
    threshold_img: 5,
    enable_img: true,
    threshold_script: 0,
    enable_script: true,
    threshold_div: 20,
    enable_div: true,
    threshold_iframe: 0,
    enable_iframe: true,
    threshold_link: 2,
    enable_link: true,
    image_similarity: 95,
    enable_hash: false
  })

/**
 * Default monitoring configuration.
 *
 * @since 0.1.0
 */
export const defaultMonitoringConfiguration = (): MonitoringConfiguration =>
  MonitoringConfiguration.make({ user_agent_id: 1, text_string_appear: "", text_string_not_appear: "" })

/**
 * Defaults of the page-level settings.
 *
 * @since 0.1.0
 */
export const Defaults = {
  config_name: "default",
  polling_interval: 15,
  warning_limit: 1,
  continuous_monitoring: false
} as const

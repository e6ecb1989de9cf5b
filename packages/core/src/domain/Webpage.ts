/**
 * The webpage: a monitored URL with its settings, baseline and state.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { Baseline, BaselineUpdate } from "./Baseline.js"
import {
  BlackoutSchedule,
  BoundedArray,
  BoundedString,
  Defaults,
  defaultMonitoringConfiguration,
  defaultThreshold,
  ImageRegion,
  IntInRange,
  Limits,
  MonitoringConfiguration,
  MonitoringConfigurationUpdate,
  NotificationConfiguration,
  Threshold,
  ThresholdUpdate
} from "./Settings.js"

/**
 * Internal id of a user (account).
 *
 * @since 0.1.0
 */
export const UserId = Schema.Int.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

/**
 * Internal id of a webpage.
 *
 * @since 0.1.0
 */
export const WebpageId = Schema.Int.pipe(Schema.brand("WebpageId"))
export type WebpageId = typeof WebpageId.Type

/**
 * Health statuses of DESIGN section 3.
 *
 * @since 0.1.0
 */
export const HealthStatus = Schema.Literal(
  "Baseline In Progress",
  "Baseline Incomplete",
  "Awaiting Verification",
  "OK",
  "Warning",
  "Alert",
  "Continuous Monitoring",
  "Blackout in Progress",
  "Unreachable",
  "Archived"
)
export type HealthStatus = typeof HealthStatus.Type

/**
 * Plan types: `STANDARD` counts against the account's quota, `ARCHIVED` does not.
 *
 * @since 0.1.0
 */
export const PlanType = Schema.Literal("STANDARD", "ARCHIVED")
export type PlanType = typeof PlanType.Type

/**
 * The latest observed HTTP outcome of a page (shown to accounts with
 * status-code monitoring).
 *
 * @since 0.1.0
 */
export class StatusCodeMonitoring extends Schema.Class<StatusCodeMonitoring>("StatusCodeMonitoring")({
  status_code: Schema.NullOr(Schema.Int),
  response_time_ms: Schema.NullOr(Schema.Number),
  checked_at: Schema.String,
  error: Schema.NullOr(Schema.String)
}) {}

/**
 * The keyword list: blacklisted words or phrases.
 *
 * @since 0.1.0
 */
export const KeywordSet = BoundedArray(
  "keyword_set_configuration",
  BoundedString("keyword_set_configuration[]", Limits.keywordLength).pipe(
    Schema.filter((s) => s.trim().length > 0 || "keyword_set_configuration entries must not be empty")
  ),
  Limits.keywords
)

/**
 * Per-engine on/off overrides for engine plugins, keyed by engine name.
 *
 * @since 0.1.0
 */
export const EngineToggles = Schema.Record({
  key: Schema.String.pipe(
    Schema.filter((k) => /^[a-z][a-z0-9_.-]{0,63}$/.test(k) || `engines: "${k.slice(0, 80)}" is not an engine name (lower-case letters, digits, _ . -, at most 64)`)
  ),
  value: Schema.Boolean
}).annotations({ parseOptions: { onExcessProperty: "error" } }).pipe(
  Schema.filter((r) => Object.keys(r).length <= Limits.engineToggles || `engines must have at most ${Limits.engineToggles} entries, got ${Object.keys(r).length}`)
)
export type EngineToggles = typeof EngineToggles.Type

/** Settings objects refuse properties they do not know (a 400 names them) instead of dropping them. */
const strict = { parseOptions: { onExcessProperty: "error" } } as const

const engineSetting = (name: string) => `engine_settings.${name}`
const HostName = (field: string) =>
  BoundedString(field, 253).pipe(
    Schema.filter((s) => /^(?!-)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+$/i.test(s) || `${field} entries must be host names like cdn.example.com, got "${s}"`)
  )
const LanguageCode = (field: string) =>
  Schema.String.pipe(Schema.filter((s) => /^[a-z]{2,3}$/.test(s) || `${field} entries must be ISO 639 language codes like "de", got "${s}"`))

/**
 * Settings of the built-in engines, for a page whose honest changes they
 * would otherwise weigh as a defacement (each finding names the setting that
 * silences it). A full update replaces each engine's object as a whole.
 *
 * - `destinations.allowed_domains`: sites the page may start using (a new CDN,
 *   a partner): references to them count as the page's own.
 * - `destinations.new_link_domains`: how many new link domains alert (5).
 * - `visible_text.languages`: languages the page may show besides its own.
 * - `identifiers.ignore_kinds`: identifiers not watched on this page.
 *
 * @since 0.2.0
 */
export const EngineSettings = Schema.Struct({
  destinations: Schema.optional(Schema.Struct({
    allowed_domains: Schema.optional(BoundedArray(engineSetting("destinations.allowed_domains"), HostName(engineSetting("destinations.allowed_domains")), 100)),
    new_link_domains: Schema.optional(IntInRange(engineSetting("destinations.new_link_domains"), 1, 1000))
  }).annotations(strict)),
  visible_text: Schema.optional(Schema.Struct({
    languages: Schema.optional(BoundedArray(engineSetting("visible_text.languages"), LanguageCode(engineSetting("visible_text.languages")), 20))
  }).annotations(strict)),
  identifiers: Schema.optional(Schema.Struct({
    ignore_kinds: Schema.optional(BoundedArray(
      engineSetting("identifiers.ignore_kinds"),
      Schema.Literal("phone", "email", "iban", "account", "wallet", "pay", "social", "tag", "referral", "place", "payee", "price"),
      12
    ))
  }).annotations(strict))
}).annotations(strict)
export type EngineSettings = typeof EngineSettings.Type

/**
 * The settings a user can change with the full update.
 *
 * @since 0.1.0
 */
export const WebpageSettingsFields = {
  config_name: BoundedString("config_name", Limits.configName),
  polling_interval: IntInRange("polling_interval", Limits.pollingInterval.min, Limits.pollingInterval.max),
  continuous_monitoring: Schema.Boolean,
  warning_limit: IntInRange("warning_limit", Limits.warningLimit.min, Limits.warningLimit.max),
  threshold: Threshold,
  monitoring_configuration: MonitoringConfiguration,
  image_regions: BoundedArray("image_regions", ImageRegion, Limits.imageRegions),
  keyword_set_configuration: KeywordSet,
  engines: EngineToggles,
  engine_settings: EngineSettings,
  notification_configuration: Schema.NullOr(NotificationConfiguration),
  blackout_schedules: BoundedArray("blackout_schedules", BlackoutSchedule, Limits.blackoutSchedules)
}

/**
 * A webpage record.
 *
 * @since 0.1.0
 */
export class Webpage extends Schema.Class<Webpage>("Webpage")({
  id: WebpageId,
  user_id: UserId,
  url: Schema.String,
  domain: Schema.String,
  health_status: HealthStatus,
  plan_type: PlanType,
  /** monitoring paused (e.g. while `Baseline Incomplete`) */
  paused: Schema.Boolean,
  ...WebpageSettingsFields,
  current_baseline: Schema.NullOr(Baseline),
  /** with continuous monitoring: the alerted page, compared against so only a new change alerts again */
  continuous_reference: Schema.NullOr(Baseline),
  status_code_monitoring: Schema.NullOr(StatusCodeMonitoring),
  /** changed (or unreachable) checks in a row */
  consecutive_changes: Schema.Int,
  /** the open incident, if any */
  open_incident_id: Schema.NullOr(Schema.Int),
  created_at: Schema.String,
  updated_at: Schema.String,
  last_checked_at: Schema.NullOr(Schema.String),
  next_check_at: Schema.NullOr(Schema.String),
  archived_at: Schema.NullOr(Schema.String)
}) {}

/**
 * The full-update body (spec endpoint 14): every property optional; absent
 * properties stay unchanged; `image_regions: []` deletes all regions.
 *
 * @since 0.1.0
 */
export const WebpageUpdate = Schema.Struct({
  config_name: Schema.optional(WebpageSettingsFields.config_name),
  polling_interval: Schema.optional(WebpageSettingsFields.polling_interval),
  continuous_monitoring: Schema.optional(Schema.Boolean),
  warning_limit: Schema.optional(WebpageSettingsFields.warning_limit),
  threshold: Schema.optional(ThresholdUpdate.annotations(strict)),
  monitoring_configuration: Schema.optional(MonitoringConfigurationUpdate.annotations(strict)),
  current_baseline: Schema.optional(BaselineUpdate.annotations(strict)),
  image_regions: Schema.optional(WebpageSettingsFields.image_regions),
  keyword_set_configuration: Schema.optional(KeywordSet),
  engines: Schema.optional(EngineToggles),
  engine_settings: Schema.optional(EngineSettings),
  notification_configuration: Schema.optional(Schema.NullOr(NotificationConfiguration.pipe(Schema.annotations(strict)))),
  blackout_schedules: Schema.optional(WebpageSettingsFields.blackout_schedules)
})
export type WebpageUpdate = typeof WebpageUpdate.Type

/**
 * The settings a new webpage starts with.
 *
 * @since 0.1.0
 */
export const defaultSettings = () => ({
  config_name: Defaults.config_name,
  polling_interval: Defaults.polling_interval,
  continuous_monitoring: Defaults.continuous_monitoring,
  warning_limit: Defaults.warning_limit,
  threshold: defaultThreshold(),
  monitoring_configuration: defaultMonitoringConfiguration(),
  image_regions: [] as ReadonlyArray<ImageRegion>,
  keyword_set_configuration: [] as ReadonlyArray<string>,
  engines: {} as EngineToggles,
  engine_settings: {} as EngineSettings,
  notification_configuration: null,
  blackout_schedules: [] as ReadonlyArray<BlackoutSchedule>
})

/**
 * A webpage to insert: everything but the id.
 *
 * @since 0.1.0
 */
export type NewWebpage = Omit<Webpage, "id">

/**
 * What a new webpage is made from; every other field starts from its
 * initial value.
 *
 * @since 0.1.0
 */
export interface NewWebpageInput {
  readonly user_id: UserId
  /** normalised (see `Url.normaliseUrl`), with its host name as `domain` */
  readonly url: string
  readonly domain: string
  readonly current_baseline: Baseline | null
  /** the creation time */
  readonly now: string
  /** when the first check is due */
  readonly next_check_at: string | null
}

/**
 * A new webpage record: `Awaiting Verification`, the default settings, no
 * check, incident or archive yet. The one constructor of a webpage (the
 * worker's baseline items, test fixtures and benchmarks all build pages
 * here), so a new field gets its initial value in one place. `over`
 * replaces any field.
 *
 * @since 0.1.0
 */
export const newWebpage = (input: NewWebpageInput, over: Partial<NewWebpage> = {}): NewWebpage => ({
  user_id: input.user_id,
  url: input.url,
  domain: input.domain,
  health_status: "Awaiting Verification",
  plan_type: "STANDARD",
  paused: false,
  ...defaultSettings(),
  current_baseline: input.current_baseline,
  continuous_reference: null,
  status_code_monitoring: null,
  consecutive_changes: 0,
  open_incident_id: null,
  created_at: input.now,
  updated_at: input.now,
  last_checked_at: null,
  next_check_at: input.next_check_at,
  archived_at: null,
  ...over
})

/**
 * The settings engines read when they compare a page with its baseline.
 *
 * @since 0.1.0
 */
export type WebpageSettings = Pick<
  Webpage,
  | "threshold"
  | "monitoring_configuration"
  | "image_regions"
  | "keyword_set_configuration"
  | "engines"
  | "engine_settings"
  | "warning_limit"
  | "continuous_monitoring"
>

/**
 * Whether a page counts against the plan quota.
 *
 * @since 0.1.0
 */
export const countsAgainstQuota = (page: Pick<Webpage, "plan_type">): boolean => page.plan_type !== "ARCHIVED"

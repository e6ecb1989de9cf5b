/**
 * The state rules of the spec and DESIGN section 3, as pure functions: no I/O,
 * no clock (the caller passes `now`). Use cases and the worker apply them and
 * persist the result.
 *
 * @since 0.1.0
 */
import { Either } from "effect"
import type { Baseline, BaselineElement, BaselineUpdate, ElementListName } from "../domain/Baseline.js"
import { ElementListNames } from "../domain/Baseline.js"
import type { BatchItemStatus } from "../domain/BatchJob.js"
import type { IncidentKind } from "../domain/Incident.js"
import type { CheckVerdict } from "../domain/Verification.js"
import type { HealthStatus, Webpage, WebpageUpdate } from "../domain/Webpage.js"
import { Limits, MonitoringConfiguration, Threshold } from "../domain/Settings.js"

/**
 * Archives a page: health status `Archived`, plan type `ARCHIVED`, out of the
 * polling allowlist and the quota. Returns the page and the archive record's
 * contents (previous plan type kept). Archiving an archived page changes
 * nothing but the remark record.
 *
 * @since 0.1.0
 */
export const archive = (
  page: Webpage,
  now: string,
  remark: string | null
): { readonly page: Webpage; readonly record: { archived_at: string; previous_plan_type: Webpage["plan_type"]; remark: string | null } } => ({
  page: {
    ...page,
    health_status: "Archived",
    plan_type: "ARCHIVED",
    paused: true,
    next_check_at: null,
    archived_at: page.archived_at ?? now,
    updated_at: now
  },
  record: { archived_at: now, previous_plan_type: page.plan_type, remark }
})

/**
 * A combined baseline job names an existing page: `Baseline Incomplete` at
 * once and monitoring paused until its first queued rebaseline finishes.
 *
 * @since 0.1.0
 */
export const markBaselineIncomplete = (page: Webpage, now: string): Webpage =>
  page.plan_type === "ARCHIVED"
    ? page
    : { ...page, health_status: "Baseline Incomplete", paused: true, next_check_at: null, updated_at: now }

/**
 * A rebaseline finished: the new baseline replaces the old, `Baseline
 * Incomplete` is removed (even if another rebaseline of the page is still
 * queued), monitoring resumes from `Awaiting Verification`, and the check
 * counters start again. The open incident (if any) is for the caller to
 * resolve: the new baseline accepts the page as it is now.
 *
 * @since 0.1.0
 */
export const completeRebaseline = (page: Webpage, baseline: Baseline, now: string): Webpage => ({
  ...page,
  current_baseline: baseline,
  continuous_reference: null,
  health_status: "Awaiting Verification",
  paused: false,
  consecutive_changes: 0,
  open_incident_id: null,
  next_check_at: now,
  updated_at: now
})

/**
 * Cancels a job's items: only `In Queue` items stop; `Processing` items go on
 * and final items stay as they are.
 *
 * @since 0.1.0
 */
export const cancelItems = <I extends { readonly status: BatchItemStatus }>(items: ReadonlyArray<I>): ReadonlyArray<I> =>
  items.map((item) => (item.status === "In Queue" ? { ...item, status: "Cancelled" as const } : item))

const applySelections = (
  list: ReadonlyArray<BaselineElement>,
  name: ElementListName,
  selections: ReadonlyArray<{ readonly id: number; readonly selected: boolean }>
): Either.Either<ReadonlyArray<BaselineElement>, string> => {
  const byId = new Map(selections.map((s) => [s.id, s.selected]))
  const known = new Set(list.map((e) => e.id))
  for (const s of selections) {
    if (!known.has(s.id)) return Either.left(`current_baseline.${name}: no element with id ${s.id}`)
  }
  return Either.right(
    list.map((e) => {
      const selected = byId.get(e.id)
      return selected === undefined || selected === e.selected ? e : { ...e, selected }
    })
  )
}

const applyBaselineUpdate = (baseline: Baseline, update: BaselineUpdate): Either.Either<Baseline, string> => {
  let next: Baseline = { ...baseline }
  const scalar = ["title", "line_num", "count_href", "count_script", "count_link", "count_image", "count_div", "count_iframe", "hash"] as const
  for (const key of scalar) {
    const value = update[key]
    if (value === undefined || value === baseline[key]) continue
    next = { ...next, [key]: value }
    // The user's value replaces what the samples showed: a count's observed
    // spread, the sampled titles (content engine) or signatures (hash engine).
    if (key.startsWith("count_")) {
      const { [key]: _, ...spread } = next.spread
      next = { ...next, spread }
    } else if (key === "title" || key === "hash") {
      const engine = key === "title" ? "content" : "hash"
      const field = key === "title" ? "titles" : "hashes"
      const current = next.engine_data[engine]
      if (typeof current === "object" && current !== null) {
        const { [field]: _, ...rest } = current as Record<string, unknown>
        next = { ...next, engine_data: { ...next.engine_data, [engine]: rest } }
      }
    }
  }
  for (const name of ElementListNames) {
    const selections = update[name]
    if (selections === undefined) continue
    const list = applySelections(next[name], name, selections)
    if (Either.isLeft(list)) return Either.left(list.left)
    next = { ...next, [name]: list.right }
  }
  return Either.right(next)
}

/**
 * The full-update rule (spec rule 1): properties absent from the body stay
 * unchanged; nested objects (threshold, monitoring_configuration) merge
 * property by property; `image_regions: []` deletes all regions. Element
 * lists of the baseline flip `selected` by id; an unknown id is refused.
 * Idempotent: applying the same update twice equals applying it once.
 *
 * @since 0.1.0
 */
export const applyUpdate = (page: Webpage, update: WebpageUpdate, now: string): Either.Either<Webpage, string> => {
  let current_baseline = page.current_baseline
  if (update.current_baseline !== undefined) {
    if (current_baseline === null) {
      return Either.left("current_baseline: the page has no baseline yet")
    }
    const next = applyBaselineUpdate(current_baseline, update.current_baseline)
    if (Either.isLeft(next)) return Either.left(next.left)
    current_baseline = next.right
  }
  const engines = update.engines === undefined ? page.engines : { ...page.engines, ...update.engines }
  if (Object.keys(engines).length > Limits.engineToggles) {
    return Either.left(`engines: a page may have at most ${Limits.engineToggles} engine toggles, this update would make ${Object.keys(engines).length}`)
  }
  const next: Webpage = {
    ...page,
    config_name: update.config_name ?? page.config_name,
    polling_interval: update.polling_interval ?? page.polling_interval,
    continuous_monitoring: update.continuous_monitoring ?? page.continuous_monitoring,
    warning_limit: update.warning_limit ?? page.warning_limit,
    threshold:
      update.threshold === undefined ? page.threshold : Threshold.make({ ...page.threshold, ...definedOnly(update.threshold) }),
    monitoring_configuration:
      update.monitoring_configuration === undefined
        ? page.monitoring_configuration
        : MonitoringConfiguration.make({ ...page.monitoring_configuration, ...definedOnly(update.monitoring_configuration) }),
    current_baseline,
    image_regions: update.image_regions ?? page.image_regions,
    keyword_set_configuration: update.keyword_set_configuration ?? page.keyword_set_configuration,
    engines,
    engine_settings: update.engine_settings === undefined ? page.engine_settings : { ...page.engine_settings, ...update.engine_settings },
    notification_configuration:
      update.notification_configuration === undefined ? page.notification_configuration : update.notification_configuration,
    blackout_schedules: update.blackout_schedules ?? page.blackout_schedules,
    updated_at: now
  }
  return Either.right(next)
}

const definedOnly = <T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }

/**
 * What one check of a page found.
 *
 * - `Match`: the page matches its baseline.
 * - `Changed`: an engine found a breach. `sameAsReference` is true when, under
 *   continuous monitoring, the page still equals the alerted page (so it must
 *   not alert again); `reference` is the current page as a baseline, kept as
 *   the new reference when this check alerts.
 * - `Unreachable`: fetch error, timeout or status >= 400.
 *
 * @since 0.1.0
 */
export type CheckOutcome =
  | { readonly _tag: "Match" }
  | {
    readonly _tag: "Changed"
    readonly findings: ReadonlyArray<unknown>
    readonly sameAsReference: boolean
    readonly reference: Baseline | null
  }
  | { readonly _tag: "Unreachable"; readonly findings: ReadonlyArray<unknown> }

/**
 * What the caller must do with incidents after a check.
 *
 * @since 0.1.0
 */
export type IncidentChange =
  | { readonly _tag: "None" }
  | {
    readonly _tag: "Open"
    readonly kind: IncidentKind
    readonly findings: ReadonlyArray<unknown>
    /** an incident this one replaces (a new change under continuous monitoring), to resolve */
    readonly supersedes: number | null
  }
  | { readonly _tag: "Resolve"; readonly incidentId: number }

/**
 * The result of applying a check.
 *
 * @since 0.1.0
 */
export interface CheckTransition {
  readonly page: Webpage
  readonly verdict: CheckVerdict
  readonly incident: IncidentChange
}

/**
 * Minutes between re-checks of a page in `Warning` (or `Unreachable` before
 * it alerts): soon, not a full polling interval later.
 *
 * @since 0.1.0
 */
export const warningRecheckMinutes = (pollingInterval: number): number => Math.min(pollingInterval, 1)

/**
 * Applies a check outcome (DESIGN section 3):
 *
 * - a match returns to `OK`, clears the counter and resolves the open incident;
 * - a changed (or unreachable) check increments the counter; while it is at
 *   most `warning_limit` the page shows `Warning` (`Unreachable`) and is
 *   re-checked soon; beyond it an incident opens and the page shows `Alert`
 *   (`Continuous Monitoring` when that is on; `Unreachable` for fetch errors);
 * - with continuous monitoring, a page equal to the alerted page stays in
 *   `Continuous Monitoring` without a new alert; a new change alerts again.
 *
 * The caller sets `open_incident_id` once the incident exists.
 *
 * @since 0.1.0
 */
export const applyCheck = (page: Webpage, outcome: CheckOutcome, now: string): CheckTransition => {
  const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString()
  const base = { ...page, last_checked_at: now, updated_at: now }
  switch (outcome._tag) {
    case "Match": {
      return {
        page: {
          ...base,
          health_status: "OK",
          consecutive_changes: 0,
          continuous_reference: null,
          open_incident_id: null,
          next_check_at: at(page.polling_interval)
        },
        verdict: "match",
        incident: page.open_incident_id === null ? { _tag: "None" } : { _tag: "Resolve", incidentId: page.open_incident_id }
      }
    }
    case "Unreachable": {
      const count = page.consecutive_changes + 1
      const alerting = count > page.warning_limit
      const opens = alerting && page.open_incident_id === null
      return {
        page: {
          ...base,
          health_status: "Unreachable",
          consecutive_changes: count,
          next_check_at: at(alerting ? page.polling_interval : warningRecheckMinutes(page.polling_interval))
        },
        verdict: "unreachable",
        incident: opens ? { _tag: "Open", kind: "unreachable", findings: outcome.findings, supersedes: null } : { _tag: "None" }
      }
    }
    case "Changed": {
      if (page.continuous_monitoring && page.open_incident_id !== null && outcome.sameAsReference) {
        return {
          page: {
            ...base,
            health_status: "Continuous Monitoring",
            next_check_at: at(page.polling_interval)
          },
          verdict: "changed",
          incident: { _tag: "None" }
        }
      }
      const count = page.consecutive_changes + 1
      if (count <= page.warning_limit) {
        return {
          page: {
            ...base,
            health_status: "Warning",
            consecutive_changes: count,
            next_check_at: at(warningRecheckMinutes(page.polling_interval))
          },
          verdict: "changed",
          incident: { _tag: "None" }
        }
      }
      const status: HealthStatus = page.continuous_monitoring ? "Continuous Monitoring" : "Alert"
      const alreadyOpen = page.open_incident_id !== null
      // Without continuous monitoring an open incident covers every later changed check.
      const opens = !alreadyOpen || page.continuous_monitoring
      return {
        page: {
          ...base,
          health_status: status,
          consecutive_changes: count,
          continuous_reference: page.continuous_monitoring ? outcome.reference : null,
          next_check_at: at(page.polling_interval)
        },
        verdict: "changed",
        incident: opens
          ? { _tag: "Open", kind: "defacement", findings: outcome.findings, supersedes: page.open_incident_id }
          : { _tag: "None" }
      }
    }
  }
}

/**
 * Whether a check made of `checked` no longer applies to the page as it is
 * now (`current`): the page was paused, archived, deleted its baseline or
 * rebaselined meanwhile, or another check (the verify endpoint beside the
 * scheduler) set a new continuous-monitoring reference, against which this
 * outcome was not compared.
 *
 * @since 0.1.0
 */
export const isStale = (checked: Webpage, current: Webpage): boolean =>
  current.paused ||
  current.plan_type === "ARCHIVED" ||
  current.current_baseline === null ||
  current.current_baseline.captured_at !== checked.current_baseline?.captured_at ||
  (current.continuous_reference?.captured_at ?? null) !== (checked.continuous_reference?.captured_at ?? null)

/**
 * Inside a blackout window the check is skipped and the page shows
 * `Blackout in Progress`; after the window the next check sets the status
 * again. Returns the window's end when `now` is inside one.
 *
 * @since 0.1.0
 */
export const blackoutEnd = (page: Pick<Webpage, "blackout_schedules">, now: string): string | null => {
  const t = Date.parse(now)
  for (const w of page.blackout_schedules) {
    if (Date.parse(w.start) <= t && t < Date.parse(w.end)) return w.end
  }
  return null
}

/**
 * Applies a skipped (blackout) check: status `Blackout in Progress`, next
 * check at the end of the window; counters and incidents unchanged.
 *
 * @since 0.1.0
 */
export const applyBlackout = (page: Webpage, windowEnd: string, now: string): Webpage => ({
  ...page,
  health_status: "Blackout in Progress",
  next_check_at: windowEnd,
  updated_at: now
})

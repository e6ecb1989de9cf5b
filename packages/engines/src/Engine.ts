/**
 * Comparison engines as plugins: each compares a page's features with its
 * baseline and returns findings. The `Engines` registry holds the built-ins;
 * a host app adds its own with `Engines.layerWith([...])` without editing
 * this package.
 *
 * Every finding answers one of the questions an analyst asks of a change
 * (where does the page send visitors and their data, what does a visitor
 * see, which identifiers changed, or a rule the user configured) and
 * carries a severity. The verdict alerts on one critical or high finding,
 * or on medium findings of two different engines (two independent signs:
 * two findings of one engine most often read the same change twice, such as
 * one new block of text that is both prominent and in another language).
 *
 * @since 0.1.0
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import type { PageFeatures } from "./Features.js"

/**
 * The question a finding answers.
 *
 * - `destinations`: where does the page send visitors and their data?
 * - `appearance`: what does a visitor see?
 * - `identifiers`: which identifiers that never change on an honest page changed?
 * - `rules`: a rule the user configured (counts, keywords, hash, title).
 *
 * @since 0.2.0
 */
export type Question = "destinations" | "appearance" | "identifiers" | "rules"

/**
 * How much a finding weighs: `critical` and `high` alert by themselves,
 * two `medium` findings of different checks alert together, `low` and
 * `info` never alert.
 *
 * @since 0.2.0
 */
export type Severity = "critical" | "high" | "medium" | "low" | "info"

/**
 * One thing an engine noticed. `breach: true` findings made the check a
 * change (Warning/Alert); the others are shown for context.
 *
 * @since 0.1.0
 */
export interface Finding {
  readonly engine: string
  readonly check: string
  /** whether the finding made the verdict an alert (set by the verdict) */
  readonly breach: boolean
  readonly message: string
  /** the question it answers (absent on findings of plugins written before 0.2) */
  readonly question?: Question
  readonly severity?: Severity
  /** the setting that silences it, e.g. `engines.destinations = false` */
  readonly silence?: string
  readonly [detail: string]: unknown
}

/**
 * What an engine returns: a finding without its `breach`, which the verdict
 * decides. A plugin may still set `breach: true` (read as `high`).
 *
 * @since 0.2.0
 */
export interface Observation {
  readonly engine: string
  readonly check: string
  readonly message: string
  readonly question?: Question
  readonly severity?: Severity
  readonly silence?: string
  readonly breach?: boolean
  readonly [detail: string]: unknown
}

/**
 * What a comparison reads besides the document: setting paths (`threshold`,
 * `threshold.enable_title`, `keyword_set_configuration`, ...) and baseline
 * parts (`title`, `count_href`, `baseline_scripts`, `engine_data.<name>`,
 * ...). The "document unchanged" fast path of checks derives its key from
 * these declarations, so an engine that reads a new setting must declare it.
 *
 * @since 0.2.0
 */
export interface Reads {
  readonly settings: ReadonlyArray<string>
  readonly baseline: ReadonlyArray<string>
}

/**
 * A comparison engine.
 *
 * @since 0.1.0
 */
export interface Engine {
  readonly name: string
  /** the question its findings answer */
  readonly question?: Question
  /** on unless the page's settings turn it off (`settings.engines[name]`) */
  readonly enabledByDefault: boolean
  /** whether the page's own settings (e.g. the spec's enable_* flags) enable it */
  readonly enabled?: (settings: WebpageSettings) => boolean
  /** the settings and baseline parts `enabled` and `compare` read (default: all settings, the whole baseline) */
  readonly reads?: Reads
  readonly compare: (baseline: Baseline, current: PageFeatures, settings: WebpageSettings) => ReadonlyArray<Observation>
  /** data kept in `baseline.engine_data[name]`, computed from the samples */
  readonly baselineData?: (samples: ReadonlyArray<PageFeatures>) => unknown
}

/**
 * The verdict of one comparison.
 *
 * @since 0.1.0
 */
export interface Verdict {
  readonly alert: boolean
  readonly findings: ReadonlyArray<Finding>
  /** one line a person understands: why it alerted, or what changed without alerting */
  readonly summary: string
}

/**
 * Whether an engine runs for a page.
 *
 * @since 0.1.0
 */
export const isEnabled = (engine: Engine, settings: WebpageSettings): boolean => {
  const toggle = settings.engines[engine.name]
  if (toggle !== undefined) return toggle
  return engine.enabledByDefault && (engine.enabled === undefined || engine.enabled(settings))
}

const RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 }

const severityOf = (o: Observation): Severity => o.severity ?? (o.breach === true ? "high" : "info")

/**
 * Decides the verdict of a set of observations: one critical or high
 * finding alerts; medium findings of two different engines alert together.
 *
 * @since 0.2.0
 */
export const decide = (observations: ReadonlyArray<Observation>): Verdict => {
  const mediumEngines = new Set(observations.filter((o) => severityOf(o) === "medium").map((o) => o.engine))
  const corroborated = mediumEngines.size >= 2
  const findings: Array<Finding> = observations
    .map((o) => {
      const severity = severityOf(o)
      const breach = RANK[severity] >= RANK.high || (severity === "medium" && corroborated)
      return { ...o, severity, breach } as Finding
    })
    .sort((a, b) => RANK[b.severity!] - RANK[a.severity!])
  const alert = findings.some((f) => f.breach)
  return { alert, findings, summary: summarise(alert, findings) }
}

const summarise = (alert: boolean, findings: ReadonlyArray<Finding>): string => {
  if (findings.length === 0) return "no change a visitor would notice"
  const shown = alert ? findings.filter((f) => f.breach) : findings
  const first = shown[0]!
  const more = shown.length - 1
  const head = first.message.length > 200 ? `${first.message.slice(0, 197)}...` : first.message
  return `${alert ? "" : "no alert: "}${head}${more > 0 ? ` (and ${more} more)` : ""}`
}

/**
 * Runs the enabled engines and decides the verdict.
 *
 * @since 0.1.0
 */
export const compareWith = (
  engines: ReadonlyArray<Engine>,
  baseline: Baseline,
  current: PageFeatures,
  settings: WebpageSettings
): Verdict => {
  const observations: Array<Observation> = []
  for (const engine of engines) {
    if (!isEnabled(engine, settings)) continue
    for (const o of engine.compare(baseline, current, settings)) {
      observations.push(o.question === undefined && engine.question !== undefined ? { ...o, question: engine.question } : o)
    }
  }
  return decide(observations)
}

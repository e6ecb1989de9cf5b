/**
 * Comparison engines as plugins: each compares a page's features with its
 * baseline and returns findings. The `Engines` registry holds the built-ins;
 * a host app adds its own with `Engines.layerWith([...])` without editing
 * core.
 *
 * @since 0.1.0
 */
import { Context, Layer } from "effect"
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { PageFeatures } from "./Extractor.js"
import { builtins } from "./internal/engines.js"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"

/**
 * One thing an engine noticed. `breach: true` findings make the check a
 * change (Warning/Alert); the others are shown for context.
 *
 * @since 0.1.0
 */
export interface Finding {
  readonly engine: string
  readonly check: string
  readonly breach: boolean
  readonly message: string
  readonly [detail: string]: unknown
}

/**
 * A comparison engine.
 *
 * @since 0.1.0
 */
export interface Engine {
  readonly name: string
  /** on unless the page's settings turn it off (`settings.engines[name]`) */
  readonly enabledByDefault: boolean
  /** whether the page's own settings (e.g. the spec's enable_* flags) enable it */
  readonly enabled?: (settings: WebpageSettings) => boolean
  readonly compare: (baseline: Baseline, current: PageFeatures, settings: WebpageSettings) => ReadonlyArray<Finding>
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

/**
 * Runs the enabled engines.
 *
 * @since 0.1.0
 */
export const compareWith = (
  engines: ReadonlyArray<Engine>,
  baseline: Baseline,
  current: PageFeatures,
  settings: WebpageSettings
): Verdict => {
  const findings: Array<Finding> = []
  for (const engine of engines) {
    if (!isEnabled(engine, settings)) continue
    for (const f of engine.compare(baseline, current, settings)) findings.push(f)
  }
  return { alert: findings.some((f) => f.breach), findings }
}

/**
 * The engine registry.
 *
 * @since 0.1.0
 */
export class Engines extends Context.Tag("@defmon/engines/Engines")<Engines, ReadonlyArray<Engine>>() {
  /** the built-in engines */
  static readonly Default: Layer.Layer<Engines> = Layer.succeed(Engines, builtins)
  /** the built-ins plus a host app's own engines */
  static readonly layerWith = (extra: ReadonlyArray<Engine>): Layer.Layer<Engines> =>
    Layer.succeed(Engines, [...builtins, ...extra])
}

/**
 * The built-in engines.
 *
 * @since 0.1.0
 */
export const Builtins: ReadonlyArray<Engine> = builtins

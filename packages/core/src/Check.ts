/**
 * Comparing a page with its baseline: the engines' verdict, and the check
 * outcome the state rules take (with the continuous-monitoring reference).
 *
 * @since 0.1.0
 */
import type { Baseline } from "./Baseline.js"
import * as BaselineBuilder from "./BaselineBuilder.js"
import { compareWith, type Engine, type Verdict } from "./Engine.js"
import type { PageFeatures } from "./Extractor.js"
import type { CheckOutcome } from "./Transitions.js"
import type { Webpage, WebpageSettings } from "./Webpage.js"

/**
 * The verdict of a page's features against a baseline.
 *
 * @since 0.1.0
 */
export const verdict = (
  engines: ReadonlyArray<Engine>,
  baseline: Baseline,
  current: PageFeatures,
  settings: WebpageSettings
): Verdict => compareWith(engines, baseline, current, settings)

/**
 * The outcome of a check of a page whose fetch succeeded.
 *
 * @since 0.1.0
 */
export const outcome = (
  engines: ReadonlyArray<Engine>,
  page: Webpage,
  current: PageFeatures,
  now: string
): { readonly outcome: CheckOutcome; readonly verdict: Verdict } => {
  const baseline = page.current_baseline
  if (baseline === null) throw new Error(`webpage ${page.id} has no baseline`)
  const v = compareWith(engines, baseline, current, page)
  if (!v.alert) return { outcome: { _tag: "Match" }, verdict: v }
  const sameAsReference = page.continuous_reference !== null &&
    !compareWith(engines, page.continuous_reference, current, page).alert
  return {
    outcome: {
      _tag: "Changed",
      findings: v.findings.filter((f) => f.breach),
      sameAsReference,
      reference: page.continuous_monitoring ? BaselineBuilder.build([current], engines, now) : null
    },
    verdict: v
  }
}

/**
 * Comparing a page with its baseline: the engines' verdict, the check
 * outcome the state rules take (with the continuous-monitoring reference),
 * and `checkPage` / `checkFiles`: saved pages in, verdict out (what
 * `defmon check` and the worker share).
 *
 * @since 0.1.0
 */
import { Data } from "effect"
import { readFileSync } from "node:fs"
import type { Baseline } from "@defmon/core/domain/Baseline"
import * as BaselineBuilder from "./BaselineBuilder.js"
import { compareWith, type Engine, type Verdict } from "./Engine.js"
import type { Extractor, PageFeatures } from "./Extractor.js"
import type { CheckOutcome } from "@defmon/core/rules/Transitions"
import type { Webpage, WebpageSettings } from "@defmon/core/domain/Webpage"

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
 * What a comparison reads of a page: its baselines and its settings.
 *
 * @since 0.1.0
 */
export type ComparablePage = Pick<Webpage, "id" | "current_baseline" | "continuous_reference"> & WebpageSettings

/**
 * The outcome of a check of a page whose fetch succeeded.
 *
 * @since 0.1.0
 */
export const outcome = (
  engines: ReadonlyArray<Engine>,
  page: ComparablePage,
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
      reference: page.continuous_monitoring ? BaselineBuilder.reference(current, engines, now) : null
    },
    verdict: v
  }
}

/**
 * A page to check: the HTML of one or more baseline samples, the current
 * HTML, the page URL (resolves relative links) and the settings.
 *
 * @since 0.1.0
 */
export interface PageCheck {
  readonly baseline: ReadonlyArray<string>
  readonly current: string
  readonly url: string
  readonly settings: WebpageSettings
}

/**
 * Builds the baseline from the samples and compares the current page with
 * it. Pure and synchronous once the extractor is initialised.
 *
 * @since 0.1.0
 */
export const checkPage = (
  extractor: Extractor,
  engines: ReadonlyArray<Engine>,
  check: PageCheck,
  now: string = new Date().toISOString()
): Verdict => {
  if (check.baseline.length === 0) throw new CheckError({ reason: "no_baseline", message: "a check needs at least one baseline sample" })
  const samples = check.baseline.map((html) => extractor.extract(html, check.url))
  const baseline = BaselineBuilder.build(samples, engines, now)
  return compareWith(engines, baseline, extractor.extract(check.current, check.url), check.settings)
}

/**
 * Why a check of saved pages could not run.
 *
 * @since 0.1.0
 */
export class CheckError extends Data.TaggedError("CheckError")<{
  readonly reason: "unreadable_file" | "no_baseline"
  readonly message: string
}> {}

const readPage = (path: string): string => {
  try {
    return readFileSync(path, "utf8")
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    throw new CheckError({ reason: "unreadable_file", message: `cannot read ${path}${code === undefined ? "" : ` (${code})`}` })
  }
}

/**
 * `checkPage` on saved files: baseline sample paths and the current page's
 * path. Throws `CheckError` for a missing or unreadable file.
 *
 * @since 0.1.0
 */
export const checkFiles = (
  extractor: Extractor,
  engines: ReadonlyArray<Engine>,
  files: { readonly baseline: ReadonlyArray<string>; readonly current: string; readonly url: string; readonly settings: WebpageSettings }
): Verdict =>
  checkPage(extractor, engines, {
    baseline: files.baseline.map(readPage),
    current: readPage(files.current),
    url: files.url,
    settings: files.settings
  })

/**
 * `checkFiles` for many pairs (`defmon check --batch`): pairs that share
 * their baseline files (every class of change of one page) build the
 * baseline once. Remembers the last `cacheSize` baselines; a batch reads each
 * baseline file once.
 *
 * @since 0.2.0
 */
export const fileChecker = (extractor: Extractor, engines: ReadonlyArray<Engine>, cacheSize = 64) => {
  const built = new Map<string, Baseline>()
  return (files: { readonly baseline: ReadonlyArray<string>; readonly current: string; readonly url: string; readonly settings: WebpageSettings }): Verdict => {
    if (files.baseline.length === 0) throw new CheckError({ reason: "no_baseline", message: "a check needs at least one baseline sample" })
    const key = `${files.url}\n${files.baseline.join("\n")}`
    let baseline = built.get(key)
    if (baseline === undefined) {
      baseline = BaselineBuilder.build(files.baseline.map((p) => extractor.extract(readPage(p), files.url)), engines, new Date().toISOString())
      if (built.size >= cacheSize) built.delete(built.keys().next().value!)
      built.set(key, baseline)
    }
    return compareWith(engines, baseline, extractor.extract(readPage(files.current), files.url), files.settings)
  }
}

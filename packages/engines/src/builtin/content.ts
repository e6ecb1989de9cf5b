/**
 * The spec's content engine: per-element counts against their thresholds,
 * and the page title. A count that fell beyond its threshold is one sign of
 * a change (medium); a count that collapses, a replaced title, are more. A
 * count that grew is context: what was added is judged by the engines that
 * read it.
 */
import type { Baseline, CountName } from "@defmon/core/domain/Baseline"
import type { Threshold } from "@defmon/core/domain/Settings"
import type { Engine, Observation, Severity } from "../Engine.js"
import type { PageFeatures } from "../Features.js"
import { dataOf } from "../internal/data.js"
import { defacementTerms, spamTerms, viceTerms } from "../internal/lexicon.js"
import { words } from "../internal/text.js"
import { labelOf, siteOfUrl, squash } from "../internal/url.js"

const NAME = "content"
const VERSION = 2

const countChecks: ReadonlyArray<{
  readonly count: CountName
  readonly enable: keyof Threshold
  readonly threshold: keyof Threshold
  readonly label: string
}> = [
  { count: "line_num", enable: "enable_line_num", threshold: "threshold_line_num", label: "line_num" },
  { count: "count_href", enable: "enable_href", threshold: "threshold_href", label: "href" },
  { count: "count_script", enable: "enable_script", threshold: "threshold_script", label: "script" },
  { count: "count_link", enable: "enable_link", threshold: "threshold_link", label: "css" },
  { count: "count_image", enable: "enable_img", threshold: "threshold_img", label: "img" },
  { count: "count_div", enable: "enable_div", threshold: "threshold_div", label: "div" },
  { count: "count_iframe", enable: "enable_iframe", threshold: "threshold_iframe", label: "iframe" }
]

const digitless = (s: string) => s.replace(/\d+/g, "0")

interface Data {
  readonly v: number
  /** the samples' titles, digits folded */
  readonly titles: ReadonlyArray<string>
}

const compare = (baseline: Baseline, current: PageFeatures, settings: { readonly threshold: Threshold }): ReadonlyArray<Observation> => {
  const out: Array<Observation> = []
  for (const c of countChecks) {
    if (settings.threshold[c.enable] !== true) continue
    const threshold = settings.threshold[c.threshold] as number
    const base = baseline[c.count]
    const spread = baseline.spread[c.count] ?? { min: base, max: base }
    const value = current[c.count]
    // The allowed band is the observed spread of the samples widened by the threshold.
    const difference = value < spread.min ? spread.min - value : value > spread.max ? value - spread.max : 0
    if (difference > threshold) {
      // Half of the elements gone: the page was rebuilt, not edited.
      // What was added is judged by the engines that read it (where a new script or frame loads from, what new
      // text says): a count that grew is context, not a second sign of the same change.
      const severity: Severity = value > spread.max
        ? "low"
        : difference >= 10 && difference >= Math.max(spread.max, 1) * 0.5
        ? "high"
        : difference > Math.max(3, spread.max * 0.1)
        ? "medium"
        : "low"
      out.push({
        engine: NAME,
        check: c.count,
        question: "rules",
        severity,
        message: `${c.label} count changed from ${base} to ${value} (threshold ${threshold})`,
        silence: `threshold.${c.threshold} >= ${difference} or threshold.${c.enable} = false`,
        baseline: base,
        threshold,
        current: value,
        difference: Math.abs(value - base)
      })
    }
  }
  if (settings.threshold.enable_title) {
    // Counters and dates in titles ("(3) Inbox", "News – 22 Nov") are not a change.
    const titles = dataOf<Data>(baseline, NAME, VERSION)?.titles ?? [digitless(baseline.title)]
    const now = digitless(current.title)
    if (!titles.includes(now)) {
      const before = new Set(titles.flatMap(words))
      const wordsNow = words(now)
      const keptWords = wordsNow.filter((w) => before.has(w)).length
      const beforeWords = words(titles[0] ?? "").length
      // An edited title keeps most of its words; a replaced one does not.
      const edited = wordsNow.length > 0 && beforeWords > 0 && keptWords / beforeWords >= 0.6 && defacementTerms(current.title).length === 0
      // Its parts reordered, no word added (the brand moved to the end for search results): a sign. Spam words added
      // to a kept title are what search engines show under the site's name: an alarm.
      // (or the site's own name added to it, "Opening hours – Harbour Bakery", as SEO plugins write titles)
      const site = siteOfUrl(current.url)
      const label = site === null ? "" : labelOf(site)
      const branded = edited && label.length >= 4 && keptWords / beforeWords >= 0.9 && wordsNow.filter((w) => !before.has(w)).every((w) => squash(w).length >= 2 && label.includes(squash(w)))
      const reordered = edited && ((keptWords === wordsNow.length && keptWords / beforeWords >= 0.9) || branded)
      // (two spam words, or one of link spam's vices: "Best bet for the weekend" is a headline, "Slot Gacor" is not)
      const unseen = (t: string) => !titles.some((x) => x.toLowerCase().includes(t))
      const spamWords = spamTerms(current.title).filter(unseen)
      const spam = spamWords.length >= 2 ? spamWords : viceTerms(current.title).filter(unseen)
      out.push({
        engine: NAME,
        check: "title",
        question: "rules",
        severity: !edited || spam.length > 0 ? "high" : reordered ? "low" : "medium",
        message: `title changed from "${baseline.title}" to "${current.title}"`,
        silence: "threshold.enable_title = false",
        baseline: baseline.title,
        current: current.title
      })
    }
  }
  return out
}

/**
 * The content engine.
 *
 * @since 0.1.0
 */
export const content: Engine = {
  name: NAME,
  question: "rules",
  enabledByDefault: true,
  enabled: (s) => s.threshold.enable_content_engine,
  reads: {
    settings: ["threshold"],
    baseline: ["title", "line_num", "count_href", "count_script", "count_link", "count_image", "count_div", "count_iframe", "spread", `engine_data.${NAME}`]
  },
  baselineData: (samples): Data => ({
    v: VERSION,
    titles: [...new Set(samples.map((s) => digitless(s.title)))]
  }),
  compare
}

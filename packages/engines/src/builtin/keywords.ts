/**
 * The spec's keyword rules: blacklisted keywords (`keyword_set_configuration`)
 * found more often than in the baseline, text that must appear
 * (`text_string_appear`) and text that must not (`text_string_not_appear`).
 * The user asked for these: each one alerts.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import type { Engine, Observation } from "../Engine.js"
import type { PageFeatures } from "../Features.js"
import { dataOf } from "../internal/data.js"
import { occurrences } from "../internal/text.js"

const NAME = "keywords"
const VERSION = 1
/** baseline text kept for counting keywords added to the list later */
const MAX_TEXT = 200_000

interface Data {
  readonly v: number
  readonly text: string
}

/** Whitespace collapsed, lower case: how keywords are matched. */
const plain = (s: string) => s.toLowerCase().replace(/\s+/g, " ")

// Keywords read the page's plain text: made once per page.
const haystacks = new WeakMap<PageFeatures, string>()
const haystack = (page: PageFeatures) => {
  let h = haystacks.get(page)
  if (h === undefined) {
    h = plain(`${page.title}\n${page.text}\n${page.hidden_text}`)
    haystacks.set(page, h)
  }
  return h
}

/** Keywords found more often now than in the baseline (a page about hacking may quote "hacked by" already). */
const newlyFound = (needles: ReadonlyArray<string>, now: string, before: string) =>
  needles.filter((k) => {
    const kw = plain(k).trim()
    return kw.length > 0 && occurrences(now, kw) > occurrences(before, kw)
  })

const compare = (baseline: Baseline, current: PageFeatures, settings: WebpageSettings): ReadonlyArray<Observation> => {
  const out: Array<Observation> = []
  const now = haystack(current)
  const keywords = settings.keyword_set_configuration
  if (keywords.length > 0) {
    const before = dataOf<Data>(baseline, NAME, VERSION)?.text ?? ""
    const found = newlyFound(keywords, now, before)
    if (found.length > 0) {
      out.push({ engine: NAME, check: "blacklist", question: "rules", severity: "high", message: `blacklisted keyword(s) found: ${found.join(", ")}`, silence: "keyword_set_configuration", found })
    }
  }
  const { text_string_appear: appearRaw, text_string_not_appear: notAppearRaw } = settings.monitoring_configuration
  const appear = plain(appearRaw).trim()
  if (appear.length > 0 && !now.includes(appear)) {
    out.push({ engine: NAME, check: "text_string_appear", question: "rules", severity: "high", message: `"${appearRaw.trim()}" no longer appears`, silence: "monitoring_configuration.text_string_appear", missing: appearRaw.trim() })
  }
  const notAppear = plain(notAppearRaw).trim()
  if (notAppear.length > 0 && now.includes(notAppear)) {
    out.push({ engine: NAME, check: "text_string_not_appear", question: "rules", severity: "high", message: `"${notAppearRaw.trim()}" appears`, silence: "monitoring_configuration.text_string_not_appear", found: notAppearRaw.trim() })
  }
  return out
}

/**
 * The keywords engine.
 *
 * @since 0.1.0
 */
export const keywords: Engine = {
  name: NAME,
  question: "rules",
  enabledByDefault: true,
  reads: {
    settings: ["keyword_set_configuration", "monitoring_configuration.text_string_appear", "monitoring_configuration.text_string_not_appear"],
    baseline: [`engine_data.${NAME}`]
  },
  baselineData: (samples): Data => ({ v: VERSION, text: samples[0] === undefined ? "" : haystack(samples[0]).slice(0, MAX_TEXT) }),
  compare
}

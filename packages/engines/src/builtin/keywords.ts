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
/**
 * Characters of the page's plain text a baseline keeps at each end, so a
 * keyword added to the list later can be counted in it. A page whose text
 * is longer than both ends together is counted like for like: the same
 * ends of the current page against the ends of the baseline (never the
 * whole current page against part of the baseline, which would alert on
 * every keyword the baseline has past its cut), with an info finding that
 * says so.
 */
export const KeptEnd = 100_000

interface Data {
  readonly v: number
  /** the plain text when it fits in 2 * KeptEnd characters; else its first and last KeptEnd characters, joined by a newline */
  readonly text: string
  /** the plain text's length (over 2 * KeptEnd: `text` holds its two ends); absent in a baseline recorded by an earlier defmon, whose `text` is the first 200,000 characters */
  readonly length?: number
}

/** An earlier defmon kept the first 200,000 characters of the plain text. */
const LegacyCut = 200_000

/** What of a plain text a baseline keeps: all of it when it fits, else both ends. */
const kept = (h: string): string => (h.length <= 2 * KeptEnd ? h : `${h.slice(0, KeptEnd)}\n${h.slice(h.length - KeptEnd)}`)

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
    const data = dataOf<Data>(baseline, NAME, VERSION)
    const before = data?.text ?? ""
    // Like for like: when either text is over what a baseline keeps, both are read at their two ends
    // (a baseline an earlier defmon recorded kept only the first 200,000 characters: the same of the page now).
    const legacyCut = data !== undefined && data.length === undefined && before.length >= LegacyCut
    const windowed = legacyCut || now.length > 2 * KeptEnd || (data?.length ?? 0) > 2 * KeptEnd
    const read = legacyCut ? now.slice(0, LegacyCut) : windowed ? kept(now) : now
    const found = newlyFound(keywords, read, before)
    if (found.length > 0) {
      out.push({ engine: NAME, check: "blacklist", question: "rules", severity: "high", message: `blacklisted keyword(s) found: ${found.join(", ")}`, silence: "keyword_set_configuration", found })
    }
    if (windowed) {
      out.push({
        engine: NAME,
        check: "text_capped",
        question: "rules",
        severity: "info",
        message: legacyCut
          ? `the baseline keeps the first ${LegacyCut} characters of the page's text; blacklisted keywords are counted there (rebaseline the page to count them at both ends of its text)`
          : `the page's text is ${Math.max(now.length, data?.length ?? 0)} characters; blacklisted keywords are counted in its first and last ${KeptEnd} characters, as the baseline keeps them (text_string_appear and text_string_not_appear read the whole page)`,
        length: now.length
      })
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
  baselineData: (samples): Data => {
    const h = samples[0] === undefined ? "" : haystack(samples[0])
    return { v: VERSION, text: kept(h), length: h.length }
  },
  compare
}

/**
 * Builds a baseline from several samples of a page (DESIGN section 2): the
 * elements that differ between samples are stored `selected: false`
 * (volatile, not watched) and every count keeps its observed spread, so a
 * page's own churn (ads, rotating news, tokens) does not alarm.
 *
 * @since 0.1.0
 */
import { Baseline, BaselineElement, type CountName, type CountSpread } from "@defmon/core/domain/Baseline"
import { type Engine } from "./Engine.js"
import type { PageFeatures } from "./Extractor.js"

/**
 * How many samples a baseline is built from by default.
 *
 * @since 0.1.0
 */
export const DefaultSamples = 3

/**
 * The elements a baseline keeps per list (links, images, scripts,
 * stylesheets, frames), in page order: a 10 MiB page of links made a 29 MB
 * record. A page over it gets a finding whenever it is compared (the
 * integrity engine's `list_capped`); what lies past the cap is still judged by the
 * destinations engine and the page hash.
 *
 * @since 0.2.0
 */
export const MaxElements = 2_000

/**
 * The characters of element values a baseline keeps per list, at most: the
 * elements are kept in page order while their values fit (2,000 values of
 * 256 characters). Without it a page of relative links under a long URL
 * made 20 MB of element lists from 0.33 MB of HTML. A list over it gets the
 * same `list_capped` finding as a list over `MaxElements`.
 *
 * @since 0.4.0
 */
export const MaxElementChars = 512 * 1024

/**
 * How many of `values` (distinct, in page order) a baseline keeps.
 *
 * @since 0.4.0
 */
export const keptCount = (values: Iterable<string>): number => {
  let n = 0
  let chars = 0
  for (const value of values) {
    chars += value.length
    if (n === MaxElements || chars > MaxElementChars) break
    n++
  }
  return n
}

const elementsOf = (lists: ReadonlyArray<ReadonlyArray<string>>): Array<BaselineElement> => {
  const order: Array<string> = []
  const seen = new Map<string, number>()
  for (const list of lists) {
    for (const value of new Set(list)) {
      const n = seen.get(value)
      if (n === undefined) order.push(value)
      seen.set(value, (n ?? 0) + 1)
    }
  }
  return order.slice(0, keptCount(order)).map((value, i) => BaselineElement.make({ id: i + 1, value, selected: seen.get(value) === lists.length }))
}

const counts: ReadonlyArray<CountName> = ["line_num", "count_href", "count_script", "count_link", "count_image", "count_div", "count_iframe"]

/**
 * The baseline of the samples (at least one); the first sample gives the
 * counts, title and hash shown to users.
 *
 * @since 0.1.0
 */
export const build = (samples: ReadonlyArray<PageFeatures>, engines: ReadonlyArray<Engine>, now: string): Baseline => {
  const first = samples[0]
  if (first === undefined) throw new Error("a baseline needs at least one sample")
  const spread: Record<string, CountSpread> = {}
  for (const c of counts) {
    const values = samples.map((s) => s[c])
    spread[c] = { min: Math.min(...values), max: Math.max(...values) }
  }
  const engine_data: Record<string, unknown> = {}
  for (const e of engines) if (e.baselineData !== undefined) engine_data[e.name] = e.baselineData(samples)
  return Baseline.make({
    title: first.title,
    line_num: first.line_num,
    count_href: first.count_href,
    count_script: first.count_script,
    count_link: first.count_link,
    count_image: first.count_image,
    count_div: first.count_div,
    count_iframe: first.count_iframe,
    hash: first.hash,
    baseline_hrefs: elementsOf(samples.map((s) => s.hrefs)),
    baseline_iframes: elementsOf(samples.map((s) => s.iframes)),
    baseline_images: elementsOf(samples.map((s) => s.images)),
    baseline_scripts: elementsOf(samples.map((s) => s.scripts)),
    baseline_stylesheets: elementsOf(samples.map((s) => s.stylesheets)),
    spread,
    samples: samples.length,
    captured_at: now,
    engine_data
  })
}

/**
 * The reference of Continuous Monitoring: the alerted page as a one-sample
 * baseline, so later checks alert again only on a new change.
 *
 * @since 0.1.0
 */
export const reference = (page: PageFeatures, engines: ReadonlyArray<Engine>, now: string): Baseline => build([page], engines, now)

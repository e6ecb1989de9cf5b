/**
 * The unchanged-document fast path of a check. Extraction and the engines
 * are pure functions of the document, the baseline and the settings: a page
 * whose document is byte for byte the one that last matched, under the same
 * baseline and settings, matches again, and its check skips both (most
 * monitored pages are static).
 *
 * @since 0.1.0
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { Webpage } from "@defmon/core/domain/Webpage"

// What a comparison depends on besides the document and the baseline.
const settingsKey = (p: Webpage): string =>
  JSON.stringify([p.threshold, p.engines, p.keyword_set_configuration, p.monitoring_configuration, p.image_regions])

// Which baseline a page is compared with: a new capture, or an edit through
// the API (its scalars, or which elements are watched).
const baselineKey = (b: Baseline | null): string => {
  if (b === null) return ""
  let selection = ""
  for (const list of [b.baseline_hrefs, b.baseline_iframes, b.baseline_images, b.baseline_scripts, b.baseline_stylesheets]) {
    for (const e of list) selection += e.selected ? "1" : "0"
    selection += "|"
  }
  return JSON.stringify([
    b.captured_at, b.title, b.line_num, b.count_href, b.count_script, b.count_link, b.count_image, b.count_div, b.count_iframe, b.hash, selection
  ])
}

/**
 * A document of a page and what it was compared under.
 *
 * @since 0.1.0
 */
export interface Matched {
  readonly digest: string
  readonly url: string
  readonly baseline: string
  readonly settings: string
}

/**
 * The key of a fetched document (`digest`: its hash, `url`: where it was
 * fetched from in the end) compared as `page` says.
 *
 * @since 0.1.0
 */
export const keyOf = (page: Webpage, digest: string, url: string): Matched => ({
  digest,
  url,
  baseline: baselineKey(page.current_baseline),
  settings: settingsKey(page)
})

// Pages remembered per process (a few hundred bytes each).
const MATCHED_MAX = 200_000

/**
 * The last document of each page that matched its baseline, in this
 * process.
 *
 * @since 0.1.0
 */
export interface UnchangedDocuments {
  /** whether `key` is the page's last matching document */
  readonly matches: (page: number, key: Matched) => boolean
  /** records the outcome of a full comparison of `key` */
  readonly compared: (page: number, key: Matched, match: boolean) => void
}

/**
 * An empty memory of matching documents.
 *
 * @since 0.1.0
 */
export const make = (): UnchangedDocuments => {
  const matched = new Map<number, Matched>()
  return {
    matches: (page, key) => {
      const last = matched.get(page)
      return last !== undefined && last.digest === key.digest && last.url === key.url &&
        last.baseline === key.baseline && last.settings === key.settings
    },
    compared: (page, key, match) => {
      matched.delete(page)
      if (!match) return
      if (matched.size >= MATCHED_MAX) matched.delete(matched.keys().next().value!)
      matched.set(page, key)
    }
  }
}

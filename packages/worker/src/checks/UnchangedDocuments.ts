/**
 * The unchanged-document fast path of a check. Extraction and the engines
 * are pure functions of the document, the baseline and the settings: a page
 * whose document is byte for byte the one that last matched, under the same
 * baseline and settings, matches again, and its check skips both (most
 * monitored pages are static).
 *
 * @since 0.1.0
 */
import { storedRevisionOf } from "@defmon/core/domain/Baseline"
import type { Webpage } from "@defmon/core/domain/Webpage"
import * as ComparisonKey from "@defmon/engines/ComparisonKey"
import type { Engine } from "@defmon/engines/Engine"

/**
 * A document of a page and what it was compared under.
 *
 * @since 0.1.0
 */
export interface Matched {
  readonly digest: string
  readonly url: string
  /** the settings and baseline parts the engines declare they read (`ComparisonKey`) */
  readonly comparison: string
}

/**
 * The key of a fetched document (`digest`: its hash, `url`: where it was
 * fetched from in the end) compared by `engines` as `page` says: derived
 * from what each engine declares it reads, never from a hand-kept list.
 *
 * @since 0.1.0
 */
export const keyOf = (engines: ReadonlyArray<Engine>, page: Webpage, digest: string, url: string): Matched => {
  // A baseline read from storage names its revision (equal revisions, equal
  // baselines): then the whole baseline enters the key by that name, and the
  // settings by what the engines declare they read (the key of no baseline
  // holds every setting part of the full key), so the baseline is not read.
  // Another baseline enters by the parts the engines declare. The two kinds
  // of key never equal each other (a revision key starts with `@`).
  const revision = storedRevisionOf(page.current_baseline)
  return {
    digest,
    url,
    comparison: revision === undefined
      ? ComparisonKey.of(engines, page, page.current_baseline)
      : `@${revision} ${ComparisonKey.of(engines, page, null)}`
  }
}

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
      return last !== undefined && last.digest === key.digest && last.url === key.url && last.comparison === key.comparison
    },
    compared: (page, key, match) => {
      matched.delete(page)
      if (!match) return
      if (matched.size >= MATCHED_MAX) matched.delete(matched.keys().next().value!)
      matched.set(page, key)
    }
  }
}

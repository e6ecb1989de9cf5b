/**
 * The feature extractor: one pass of htmlparser2's `Tokenizer` (index
 * callbacks, no DOM and no `Parser` layer on the hot path) over a page,
 * yielding everything the engines compare.
 *
 * The full-page signature is a 64-bit xxhash (16 hex digits) of a
 * normalised document, so reloading an unchanged page gives the same hash:
 * the page as served, minus comments, inline script bodies (nonces, inline
 * state), the values of volatile attributes (`nonce`, `integrity`, `value`,
 * `data-*`, names containing token/csrf/xsrf/nonce/session) and of `<meta
 * content>` whose name looks like a token, version or time, and the query
 * strings of URL attributes (cache busters); then every word that contains a
 * digit becomes `0` (dates, counters, ids, hex tokens) and whitespace runs
 * collapse to one space.
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import xxhash from "xxhash-wasm"
import type { PageFeatures } from "./Features.js"
import { extractRaw, lineCount, normalise, signedOf } from "./internal/extract.js"

export type { PageFeatures } from "./Features.js"

/**
 * Extracts the features of a page.
 *
 * @since 0.1.0
 */
export interface Extractor {
  readonly extract: (html: string, url: string) => PageFeatures
  /** a 64-bit xxhash (16 hex digits) of the document exactly as fetched: equal digests, equal documents */
  readonly digest: (html: string) => string
}

/**
 * Builds an extractor (xxhash-wasm initialises once, asynchronously).
 *
 * @since 0.1.0
 */
export const make: Effect.Effect<Extractor> = Effect.promise(() => xxhash()).pipe(
  Effect.map(({ h64ToString }) => ({
    extract: (html: string, url: string): PageFeatures => {
      const { cuts, ...features } = extractRaw(html, url)
      // The signature and the line count each read the whole page again
      // (about a sixth of an extraction); a check reads them only when the
      // hash or line-count engine is on (both off by default), a baseline
      // always. Each is computed on first read, once.
      let hash: string | undefined
      let lines: number | undefined
      return Object.defineProperties({ url, ...features } as PageFeatures, {
        hash: { enumerable: true, get: () => (hash ??= h64ToString(normalise(signedOf(html, cuts)))) },
        line_num: { enumerable: true, get: () => (lines ??= lineCount(html)) }
      })
    },
    digest: (html: string): string => h64ToString(html)
  }))
)

/**
 * Builds an extractor outside Effect code (scripts, benchmarks).
 *
 * @since 0.1.0
 */
export const makeExtractor = (): Promise<Extractor> => Effect.runPromise(make)

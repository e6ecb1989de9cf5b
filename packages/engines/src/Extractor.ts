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
import { extractRaw, normalise } from "./internal/extract.js"

/**
 * What one page looks like to the engines.
 *
 * @since 0.1.0
 */
export interface PageFeatures {
  readonly url: string
  readonly title: string
  readonly line_num: number
  readonly count_href: number
  readonly count_script: number
  readonly count_link: number
  readonly count_image: number
  readonly count_div: number
  readonly count_iframe: number
  /** absolute URLs, in document order, duplicates removed */
  readonly hrefs: ReadonlyArray<string>
  readonly scripts: ReadonlyArray<string>
  readonly iframes: ReadonlyArray<string>
  readonly images: ReadonlyArray<string>
  readonly stylesheets: ReadonlyArray<string>
  /** visible text, whitespace collapsed */
  readonly text: string
  /** text inside elements hidden by inline style or the `hidden` attribute */
  readonly hidden_text: string
  /** `<meta http-equiv=refresh>` targets and `location` assignments in inline scripts */
  readonly redirects: ReadonlyArray<string>
  /** CSS declarations (from `<style>` and inline styles) that hide large parts of a page */
  readonly hiding_css: ReadonlyArray<string>
  /** `<script>` elements without `src` */
  readonly inline_scripts: number
  /** the normalised-document signature, 16 hex digits */
  readonly hash: string
}

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
      const { signed, ...features } = extractRaw(html, url)
      return { url, ...features, hash: h64ToString(normalise(signed)) }
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

/**
 * Per-engine baseline data (`baseline.engine_data[name]`), versioned: an
 * engine whose data format changed reads an older baseline as absent and
 * says so, instead of comparing against data it no longer understands.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { Observation } from "../Engine.js"

/** The engine's data, or undefined when the baseline has none of this version. */
export const dataOf = <A>(baseline: Baseline, name: string, version: number): A | undefined => {
  const d = baseline.engine_data[name] as { readonly v?: number } | undefined
  return d !== undefined && d !== null && d.v === version ? (d as A) : undefined
}

/** The finding of an engine that cannot compare against an older baseline. */
export const outdated = (engine: string): Observation => ({
  engine,
  check: "baseline_outdated",
  severity: "info",
  message: `the baseline was recorded before this version of the ${engine} engine: rebaseline the page to compare it`
})

/** Sorted unique values, at most `max` of them (bounds what one baseline stores). */
export const bounded = <A extends string | number>(xs: Iterable<A>, max: number): Array<A> => {
  const out = [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return out.length > max ? out.slice(0, max) : out
}

/**
 * `bounded`, and then only the first values whose characters add up to at
 * most `maxChars`: a page can make its URLs and names as long as it likes
 * (relative links under a long page URL), so a count alone does not bound
 * what a baseline stores.
 */
export const boundedText = (xs: Iterable<string>, max: number, maxChars: number): Array<string> => {
  const out = bounded(xs, max)
  let chars = 0
  for (let i = 0; i < out.length; i++) {
    chars += out[i]!.length
    if (chars > maxChars) return out.slice(0, i)
  }
  return out
}

/** The values present in every list. */
export const common = <A>(lists: ReadonlyArray<Iterable<A>>): Set<A> => {
  if (lists.length === 0) return new Set()
  const [first, ...rest] = lists.map((l) => new Set(l))
  return new Set([...first!].filter((x) => rest.every((s) => s.has(x))))
}

const sets = new WeakMap<ReadonlyArray<unknown>, ReadonlySet<unknown>>()

/**
 * A baseline list as a set, built once per list: a worker's compare thread
 * and `defmon check --batch` compare many pages with one baseline object,
 * and a baseline's shingle list alone holds up to 16,000 entries.
 */
export const setOf = <A>(xs: ReadonlyArray<A>): ReadonlySet<A> => {
  let s = sets.get(xs) as ReadonlySet<A> | undefined
  if (s === undefined) {
    s = new Set(xs)
    sets.set(xs, s)
  }
  return s
}

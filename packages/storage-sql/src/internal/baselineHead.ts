/**
 * A baseline's head (`webpage_baselines.baseline_head`): the names of its
 * fields and of its engine data, in order, and the values of those that
 * are small, written beside the baseline's JSON whenever it is written.
 *
 * A page read for a check (a claim, `findById`) gets a *deferred*
 * baseline: an object with the same fields in the same order whose small
 * fields come from the head and whose large ones (element lists, most
 * engine data: tens of KB) are parsed from the stored JSON on first read,
 * once, all together. A check whose document is unchanged reads only small
 * ones (`captured_at`, `engine_data.reload`), so it never parses the
 * baseline; a comparison, a copy, a spread or `JSON.stringify` read every
 * field and see the baseline as stored.
 *
 * A head names the page's `baselines_rev` it was written at: a head that
 * does not match the row (written by a release without heads since) is
 * ignored, and the baseline is parsed whole, as is one without a head.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"

/** a field whose JSON is at most this long is kept in the head */
const SMALL = 4096

interface Head {
  /** the `baselines_rev` the head was written at */
  readonly rev: number
  /** the baseline's fields, in order */
  readonly fields: ReadonlyArray<string>
  /** the small fields' values */
  readonly small: Readonly<Record<string, unknown>>
  /** the engine data's fields, in order; null when `engine_data` is not an object (then it is a field like any other) */
  readonly data: ReadonlyArray<string> | null
  /** the small engine data fields' values */
  readonly dataSmall: Readonly<Record<string, unknown>>
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v)

const small = (v: unknown): boolean => {
  const s = JSON.stringify(v)
  return s !== undefined && s.length <= SMALL
}

/**
 * The head of `baseline` as stored with `baselines_rev` = `rev` (null for no baseline).
 */
export const headOf = (baseline: Baseline | null, rev: number): string | null => {
  if (baseline === null) return null
  const fields: Array<string> = []
  const smallFields: Record<string, unknown> = {}
  let data: Array<string> | null = null
  const dataSmall: Record<string, unknown> = {}
  // the fields JSON.stringify writes, in its order
  const plain = JSON.parse(JSON.stringify(baseline)) as Record<string, unknown>
  for (const [k, v] of Object.entries(plain)) {
    fields.push(k)
    if (k === "engine_data" && isRecord(v)) {
      data = []
      for (const [dk, dv] of Object.entries(v)) {
        data.push(dk)
        if (small(dv)) dataSmall[dk] = dv
      }
    } else if (small(v)) {
      smallFields[k] = v
    }
  }
  return JSON.stringify({ rev, fields, small: smallFields, data, dataSmall } satisfies Head)
}

const define = (o: object, k: string, value: unknown) =>
  Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true })

const lazy = (o: object, k: string, get: () => unknown) =>
  Object.defineProperty(o, k, { get, enumerable: true, configurable: true })

/**
 * The baseline stored as `text`: deferred when `head` is a head of it (its
 * `rev` is the row's), else parsed now.
 */
export const read = (text: string, head: unknown, rev: number): Baseline => {
  let h: Head | undefined
  if (typeof head === "string") {
    const parsed = JSON.parse(head) as Head
    if (isRecord(parsed) && parsed.rev === rev) h = parsed
  }
  if (h === undefined) return JSON.parse(text)
  let source: string | undefined = text
  let whole: Record<string, unknown> | undefined
  const all = (): Record<string, unknown> => {
    if (whole === undefined) {
      whole = JSON.parse(source!) as Record<string, unknown>
      source = undefined
    }
    return whole
  }
  const out = {}
  for (const k of h.fields) {
    if (k === "engine_data" && h.data !== null) {
      const data = {}
      for (const dk of h.data) {
        if (Object.hasOwn(h.dataSmall, dk)) define(data, dk, h.dataSmall[dk])
        else lazy(data, dk, () => (all().engine_data as Record<string, unknown>)[dk])
      }
      define(out, k, data)
    } else if (Object.hasOwn(h.small, k)) {
      define(out, k, h.small[k])
    } else {
      lazy(out, k, () => all()[k])
    }
  }
  return out as Baseline
}

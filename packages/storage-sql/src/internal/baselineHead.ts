/**
 * A baseline's head (`webpage_baselines.baseline_head`): the names of its
 * fields and of its engine data, in order, and the values of those that
 * are small, written beside the baseline's JSON whenever it or the
 * continuous-monitoring reference is written; the same for the reference.
 *
 * A page read for the verify endpoint (`findById`) gets a *deferred*
 * baseline: an object with the same fields in the same order whose small
 * fields come from the head and whose large ones (element lists, most
 * engine data: tens of KB) are parsed from the stored JSON on first read,
 * once, all together. A copy, a spread or `JSON.stringify` read every field
 * and see the baseline as stored.
 *
 * A claimed page (`claimDue`) gets the head alone, without the JSON: small
 * fields are values and reading a large one throws. A check reads only
 * small ones (`captured_at`, `engine_data.reload`) unless it compares, and
 * then it reads the JSON itself (`WebpageRepo.storedBaselines`). A head
 * that lacks either value, or the reference's part while the page has a
 * reference (written before references had one), cannot serve a claim.
 *
 * A head names the page's `baselines_rev` it was written at: a head that
 * does not match the row (written by a release without heads since) is
 * ignored, and the baseline is parsed whole, as is one without a head.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"

/** a field whose JSON is at most this long is kept in the head */
const SMALL = 4096

/** a baseline's (or reference's) fields and small values */
interface Part {
  /** the fields, in order */
  readonly fields: ReadonlyArray<string>
  /** the small fields' values */
  readonly small: Readonly<Record<string, unknown>>
  /** the engine data's fields, in order; null when `engine_data` is not an object (then it is a field like any other) */
  readonly data: ReadonlyArray<string> | null
  /** the small engine data fields' values */
  readonly dataSmall: Readonly<Record<string, unknown>>
}

interface Head extends Part {
  /** the `baselines_rev` the head was written at */
  readonly rev: number
  /** the reference's part: null without a reference; absent in heads written before references had one */
  readonly reference?: Part | null
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v)

const small = (v: unknown): boolean => {
  const s = JSON.stringify(v)
  return s !== undefined && s.length <= SMALL
}

// The part of each baseline built here, from its head: a head written again
// beside it (a new reference) copies it instead of reading the whole baseline.
const parts = new WeakMap<object, Part>()

const partOf = (baseline: Baseline): Part => {
  const known = parts.get(baseline)
  if (known !== undefined) return known
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
  return { fields, small: smallFields, data, dataSmall }
}

/**
 * The head of `baseline` and `reference` as stored with `baselines_rev` =
 * `rev` (null for no baseline).
 */
export const headOf = (baseline: Baseline | null, reference: Baseline | null, rev: number): string | null =>
  baseline === null
    ? null
    : JSON.stringify({ rev, ...partOf(baseline), reference: reference === null ? null : partOf(reference) } satisfies Head)

const define = (o: object, k: string, value: unknown) =>
  Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true })

const lazy = (o: object, k: string, get: () => unknown) =>
  Object.defineProperty(o, k, { get, enumerable: true, configurable: true })

/** a head of `rev`, if `head` is one */
const parse = (head: unknown, rev: number): Head | undefined => {
  if (typeof head !== "string") return undefined
  const parsed = JSON.parse(head) as Head
  return isRecord(parsed) && parsed.rev === rev ? parsed : undefined
}

/**
 * An object with the fields of `part` in order: small ones as values, large
 * ones read with `large` (the field, or `engine_data` and its field).
 */
const build = (part: Part, large: (field: string, dataField?: string) => () => unknown): Baseline => {
  const out = {}
  for (const k of part.fields) {
    if (k === "engine_data" && part.data !== null) {
      const data = {}
      for (const dk of part.data) {
        if (Object.hasOwn(part.dataSmall, dk)) define(data, dk, part.dataSmall[dk])
        else lazy(data, dk, large(k, dk))
      }
      define(out, k, data)
    } else if (Object.hasOwn(part.small, k)) {
      define(out, k, part.small[k])
    } else {
      lazy(out, k, large(k))
    }
  }
  parts.set(out, { fields: part.fields, small: part.small, data: part.data, dataSmall: part.dataSmall })
  return out as Baseline
}

/**
 * The baseline stored as `text`: deferred when `head` is a head of it (its
 * `rev` is the row's), else parsed now.
 */
export const read = (text: string, head: unknown, rev: number): Baseline => {
  const h = parse(head, rev)
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
  return build(h, (k, dk) => dk === undefined ? () => all()[k] : () => (all()[k] as Record<string, unknown>)[dk])
}

// what a check reads before it decides to compare: `captured_at` (is the
// check stale?) and the reload noise (`engine_data.reload`)
const servesCheck = (part: Part): boolean =>
  Object.hasOwn(part.small, "captured_at") &&
  (part.data === null
    ? !part.fields.includes("engine_data") || Object.hasOwn(part.small, "engine_data")
    : !part.data.includes("reload") || Object.hasOwn(part.dataSmall, "reload"))

const unloaded = (field: string, dataField?: string) => () => {
  throw new Error(
    `${dataField === undefined ? field : `${field}.${dataField}`} of a claimed page's baseline is not loaded: read it with WebpageRepo.storedBaselines`
  )
}

/**
 * A claimed page's baseline and reference from their head alone (small
 * fields are values, reading another throws), or `undefined` when the head
 * cannot serve: of another revision, without a value a check reads before
 * it compares, or without the reference's part when `hasReference`.
 */
export const readHeads = (
  head: unknown,
  rev: number,
  hasReference: boolean
): { readonly baseline: Baseline; readonly reference: Baseline | null } | undefined => {
  const h = parse(head, rev)
  if (h === undefined || !servesCheck(h)) return undefined
  if (!hasReference) return { baseline: build(h, unloaded), reference: null }
  const ref = h.reference
  if (!isRecord(ref) || !Object.hasOwn(ref.small, "captured_at")) return undefined
  return { baseline: build(h, unloaded), reference: build(ref, unloaded) }
}

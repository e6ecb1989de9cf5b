/**
 * The baseline of a webpage: what the page looked like when it was
 * recorded, built from several samples (DESIGN section 2).
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { BoundedArray, BoundedString, Limits } from "./Settings.js"

/**
 * One watched (or volatile) element of the page: an absolute URL.
 * `selected: false` means the element is not watched.
 *
 * @since 0.1.0
 */
export class BaselineElement extends Schema.Class<BaselineElement>("BaselineElement")({
  id: Schema.Int,
  value: Schema.String,
  selected: Schema.Boolean
}) {}

/**
 * The smallest and largest value of a count seen across the baseline samples.
 *
 * @since 0.1.0
 */
export const CountSpread = Schema.Struct({ min: Schema.Int, max: Schema.Int })
export type CountSpread = typeof CountSpread.Type

/**
 * The names of the element lists of a baseline.
 *
 * @since 0.1.0
 */
export const ElementListNames = [
  "baseline_hrefs",
  "baseline_iframes",
  "baseline_images",
  "baseline_scripts",
  "baseline_stylesheets"
] as const
export type ElementListName = (typeof ElementListNames)[number]

/**
 * The names of the counts of a baseline.
 *
 * @since 0.1.0
 */
export const CountNames = [
  "line_num",
  "count_href",
  "count_script",
  "count_link",
  "count_image",
  "count_div",
  "count_iframe"
] as const
export type CountName = (typeof CountNames)[number]

/**
 * The spec's `current_baseline` object, with the element values, the observed
 * spread of every count, and data that engine plugins keep per page.
 *
 * @since 0.1.0
 */
export class Baseline extends Schema.Class<Baseline>("Baseline")({
  title: Schema.String,
  line_num: Schema.Int,
  count_href: Schema.Int,
  count_script: Schema.Int,
  count_link: Schema.Int,
  count_image: Schema.Int,
  count_div: Schema.Int,
  count_iframe: Schema.Int,
  hash: Schema.String,
  baseline_hrefs: Schema.Array(BaselineElement),
  baseline_iframes: Schema.Array(BaselineElement),
  baseline_images: Schema.Array(BaselineElement),
  baseline_scripts: Schema.Array(BaselineElement),
  baseline_stylesheets: Schema.Array(BaselineElement),
  /** observed min/max of each count across the samples */
  spread: Schema.Record({ key: Schema.String, value: CountSpread }),
  /** how many samples the baseline was built from */
  samples: Schema.Int,
  captured_at: Schema.String,
  /** per-engine data (e.g. text shingles), keyed by engine name */
  engine_data: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}) {}

/**
 * A selection change of one element: flip `selected` by id.
 *
 * @since 0.1.0
 */
export const ElementSelection = Schema.Struct({ id: Schema.Int, selected: Schema.Boolean })
export type ElementSelection = typeof ElementSelection.Type

/**
 * The `current_baseline` part of a full update: counts, title and hash may be
 * overwritten; element lists flip `selected` by id (unknown ids are rejected).
 *
 * @since 0.1.0
 */
export const BaselineUpdate = Schema.Struct({
  title: Schema.optional(BoundedString("current_baseline.title", Limits.baselineTitle)),
  line_num: Schema.optional(Schema.NonNegativeInt),
  count_href: Schema.optional(Schema.NonNegativeInt),
  count_script: Schema.optional(Schema.NonNegativeInt),
  count_link: Schema.optional(Schema.NonNegativeInt),
  count_image: Schema.optional(Schema.NonNegativeInt),
  count_div: Schema.optional(Schema.NonNegativeInt),
  count_iframe: Schema.optional(Schema.NonNegativeInt),
  hash: Schema.optional(BoundedString("current_baseline.hash", Limits.baselineHash)),
  baseline_hrefs: Schema.optional(BoundedArray("current_baseline.baseline_hrefs", ElementSelection, Limits.elementSelections)),
  baseline_iframes: Schema.optional(BoundedArray("current_baseline.baseline_iframes", ElementSelection, Limits.elementSelections)),
  baseline_images: Schema.optional(BoundedArray("current_baseline.baseline_images", ElementSelection, Limits.elementSelections)),
  baseline_scripts: Schema.optional(BoundedArray("current_baseline.baseline_scripts", ElementSelection, Limits.elementSelections)),
  baseline_stylesheets: Schema.optional(BoundedArray("current_baseline.baseline_stylesheets", ElementSelection, Limits.elementSelections))
})
export type BaselineUpdate = typeof BaselineUpdate.Type

const StoredRevision = Symbol.for("@defmon/core/Baseline/storedRevision")

/**
 * The revision of a baseline as its storage read it: a name of its
 * content in that storage (two baselines read from one storage with the
 * same revision are equal), or `undefined` when unknown (a baseline built
 * or copied in memory never has one). A check uses it to tell that the
 * baseline is the one it compared against last time without reading it.
 *
 * @since 0.6.0
 */
export const storedRevisionOf = (baseline: Baseline | null | undefined): string | undefined =>
  baseline === null || baseline === undefined ? undefined : (baseline as unknown as Record<symbol, string | undefined>)[StoredRevision]

/**
 * Marks a baseline just read from storage with its revision (a property
 * that no copy, spread or serialisation carries over). For storages only.
 *
 * @since 0.6.0
 */
export const withStoredRevision = <B extends object>(baseline: B, revision: string): B =>
  Object.defineProperty(baseline, StoredRevision, { value: revision, enumerable: false, writable: false, configurable: false })

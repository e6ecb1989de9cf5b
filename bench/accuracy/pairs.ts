/**
 * The pairs the bench scores: three baseline samples of a published page
 * (each one reload), and the page after one class's change (plus its own
 * reload). Every generator is keyed by (seed, page, class), so a pair is
 * the same whichever classes or halves run beside it.
 */
import type { ChangeClass } from "./classes.js"
import type { Page } from "./corpus.js"
import { apply, compose } from "./edit.js"
import { locate } from "./locate.js"
import { seeded } from "./rng.js"
import { volatility } from "./volatility.js"

export const SAMPLES = 3

export const baselineSamples = (page: Page, seed: number): Array<string> =>
  Array.from({ length: SAMPLES }, (_, i) => apply(page.html, volatility(page.spots, page.site.url, seeded(seed, page.index, "sample", i))))

/** The page after `cls` changed it, without reload volatility (what the tests inspect). */
export const changed = (page: Page, cls: ChangeClass, seed: number): string => {
  const change = cls.make(page, seeded(seed, page.index, cls.name))
  return "html" in change ? change.html : apply(page.html, change.splices)
}

/** The page after `cls` changed it, as fetched: with a reload's volatility. */
export const current = (page: Page, cls: ChangeClass, seed: number): string => {
  const change = cls.make(page, seeded(seed, page.index, cls.name))
  const reload = seeded(seed, page.index, cls.name, "reload")
  const variant = cls.reload ?? {}
  if ("html" in change) return apply(change.html, volatility(locate(change.html), page.site.url, reload, variant))
  return compose(page.html, change.splices, volatility(page.spots, page.site.url, reload, variant))
}

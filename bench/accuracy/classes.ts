/**
 * What a change class is, and the helpers the defacement and benign
 * generators share to find targets in a published page.
 */
import type { Page } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt } from "./edit.js"
import { type El, type Range, type TextRun, attrInsertAt, attrSpans, attrValue, overlapsRaw } from "./locate.js"
import { type Rng, chance, pick } from "./rng.js"
import { brandLookalike, randomDomain } from "./words.js"
import type { Lang } from "./locales.js"
import type { ReloadVariant } from "./volatility.js"

export type Kind = "defacement" | "benign"

/**
 * A blind group outside the tuning/reporting split: `fresh` was written
 * after round 1, `fresh2` after round 2, `fresh3` after round 4, `fresh4`
 * after round 5, `fresh5` after round 6, `fresh6` after round 7, `fresh7`
 * after round 8, `fresh8` after round 9, `fresh9` after round 10, `fresh10` after round 11, `fresh11` after round 12, `fresh12` after round 13, `fresh13` after round 13, second group, `fresh14` after round 13, third group, `fresh15` after round 14, `fresh16` after round 15, `fresh17` after round 16, `fresh18` after round 17, `fresh19` and `fresh20` after round 17 (during round 18), `fresh21` and `fresh22` after round 18 (during round 19), `fresh23` and `fresh24` after round 19 (during round 20), `fresh25` and `fresh26` after round 20 (during round 21), `fresh27` and `fresh28` after round 21 (during round 22), `fresh29` and `fresh30` after round 22 (during round 23), `fresh31` and `fresh32` after round 23 (during round 24), `fresh33` and `fresh34` after round 24 (during round 25), `fresh35` and `fresh36` after round 26 (during round 27), `fresh37` and `fresh38` after round 27, each by someone who does not read the engines; each became tuning data in the round after its first look, only the newest is held out.
 */
export type Group = "fresh" | "fresh2" | "fresh3" | "fresh4" | "fresh5" | "fresh6" | "fresh7" | "fresh8" | "fresh9" | "fresh10" | "fresh11" | "fresh12" | "fresh13" | "fresh14" | "fresh15" | "fresh16" | "fresh17" | "fresh18" | "fresh19" | "fresh20" | "fresh21" | "fresh22" | "fresh23" | "fresh24" | "fresh25" | "fresh26" | "fresh27" | "fresh28" | "fresh29" | "fresh30" | "fresh31" | "fresh32" | "fresh33" | "fresh34" | "fresh35" | "fresh36" | "fresh37" | "fresh38"

export interface ChangeClass {
  readonly name: string
  readonly kind: Kind
  /** a held-out group (`fresh`: written after round 1, `fresh2`: after round 2, `fresh3`: after round 4, `fresh4`: after round 5, `fresh5`: after round 6, `fresh6`: after round 7, `fresh7`: after round 8, `fresh8`: after round 9, `fresh9`: after round 10, `fresh10`: after round 11, `fresh11`: after round 12, `fresh12`: after round 13, `fresh13`: after round 13, second group, `fresh14`: after round 13, third group, `fresh15`: after round 14, `fresh16`: after round 15, `fresh17`: after round 16, `fresh18`: after round 17, `fresh19` and `fresh20`: after round 17, during round 18, `fresh21` and `fresh22`: after round 18, during round 19, `fresh23` and `fresh24`: after round 19, during round 20, `fresh25` and `fresh26`: after round 20, during round 21, `fresh27` and `fresh28`: after round 21, during round 22, `fresh29` and `fresh30`: after round 22, during round 23, `fresh31` and `fresh32`: after round 23, during round 24, `fresh33` and `fresh34`: after round 24, during round 25, `fresh35` and `fresh36`: after round 26, during round 27, `fresh37` and `fresh38`: after round 27), scored outside the tuning/reporting split; tuning data from the round after its first look */
  readonly group?: Group
  /** the class replaces the whole document, raw text included */
  readonly wholePage?: boolean
  /** the change, made outside raw text, makes the parser read what follows it as part of an attribute (dangling markup): scripts and comments after it are swallowed */
  readonly swallows?: boolean
  /** how the reload of the changed page differs from a baseline sample's, beyond fresh values */
  readonly reload?: ReloadVariant
  readonly make: (page: Page, rng: Rng) => Change
}

/** Occurrences of `value` outside raw text and comments (in visible text or attribute values). */
export const occurrences = (page: Page, value: string): Array<Range> => {
  const out: Array<Range> = []
  if (value.length === 0) return out
  for (let i = page.html.indexOf(value); i !== -1; i = page.html.indexOf(value, i + value.length)) {
    // (a match that starts at the first character of a script's or style's content, or runs into one, is inside it)
    if (!overlapsRaw(page.spots, { start: i, end: i + value.length })) out.push({ start: i, end: i + value.length })
  }
  return out
}

/** Splices replacing every occurrence of each `from` with its `to` (first pair wins on overlap). */
export const replaceEverywhere = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    for (const r of occurrences(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, to))
    }
  }
  return out
}

/** Shown elements named `name` (in the body, rendered) matching `f`. */
export const shown = (page: Page, name: string, f: (e: El) => boolean = () => true): Array<El> =>
  page.spots.elements.filter((e) => e.name === name && e.shown && f(e))

/** Visible body text runs with at least `min` non-space characters. */
export const textRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => t.text.trim().length >= min && !/[{};]\s*$/.test(t.text.trim()))

/** The value range of `attr` on each element that has it. */
export const attrTargets = (page: Page, els: ReadonlyArray<El>, attr: string): Array<{ el: El; value: Range }> =>
  els.flatMap((el) => {
    const value = attrValue(page.html, el, attr)
    return value === null ? [] : [{ el, value }]
  })

/** The range of a run without its leading and trailing whitespace, as written. */
export const trimmed = (page: Page, t: TextRun): Range => {
  const raw = page.html.slice(t.start, t.end)
  const lead = raw.length - raw.trimStart().length
  const trail = raw.length - raw.trimEnd().length
  return { start: t.start + lead, end: Math.max(t.start + lead, t.end - trail) }
}

/** Resolves `href` against the page URL; null for non-http(s) or unparsable values. */
export const resolve = (page: Page, href: string): URL | null => {
  try {
    const u = new URL(href.trim(), page.site.url)
    return u.protocol === "http:" || u.protocol === "https:" ? u : null
  } catch {
    return null
  }
}

/** Sets attribute `name` of `el` to `value` (escaped): replaces its value when present (a browser keeps the first), else adds it. */
export const setAttr = (page: Page, el: El, name: string, value: string): Splice => {
  const span = attrSpans(page.html, el).find((a) => a.name === name)
  if (span === undefined) return insert(attrInsertAt(el), ` ${name}="${esc(value)}"`)
  // (an unquoted value is written again quoted: a new value with a space would otherwise end the attribute there)
  const quoted = span.value !== null && (page.html[span.value.start - 1] === '"' || page.html[span.value.start - 1] === "'")
  // (and a value in single quotes has its apostrophes escaped: "l'équipe" would otherwise end the attribute)
  const single = quoted && page.html[span.value!.start - 1] === "'"
  return span.value === null || !quoted ? replace({ start: span.start, end: span.end }, `${name}="${esc(value)}"`) : replace(span.value, single ? esc(value).replace(/'/g, "&#39;") : esc(value))
}

/** Where the held-out groups' defacements put things: the top of the body, the end of the head, the end of the body. */
export const top = (page: Page) => page.spots.bodyOpenEnd
export const head = (page: Page) => page.spots.headClose
export const bottom = (page: Page) => page.spots.bodyClose
export const lang = (page: Page): Lang => page.site.locale.lang
/** The site's language most of the time (attackers who target a site often write in its language), else English. */
export const siteOr = <A>(rng: Rng, page: Page, table: Record<Lang, A>): A => table[chance(rng, 0.7) ? lang(page) : "en"]
export const say = <A>(page: Page, table: Record<Lang, A>): A => table[lang(page)]
export const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), top(page), bottom(page), slotAt(page.spots, "middle")])
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The site's brand as a name ("harbour-bakery" → "Harbour bakery"). */
export const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))

/** A domain an attacker would use against this page: a random one or a look-alike of the site's brand. */
export const evil = (rng: Rng, page: Page) => pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])

/** The element at index `i` of the page's elements (`-1`: none). */
export const elAt = (page: Page, i: number): El | undefined => (i === -1 ? undefined : page.spots.elements[i])

/** Whether `el` or one of its ancestors is named `name`. */
export const inside = (page: Page, el: El | undefined, name: string): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (e.name === name) return true
  return false
}

/** The page's shown forms, newsletter forms first. */
export const forms = (page: Page): Array<El> => {
  const fs = shown(page, "form", (e) => !e.inert)
  return [...fs.filter((f) => (f.attribs.class ?? "").includes("newsletter")), ...fs.filter((f) => !(f.attribs.class ?? "").includes("newsletter"))]
}

/** Where a new line of the same kind can go just after the shown line (p, li, dd, table row) whose text holds `needle`. */
export const lineAfter = (page: Page, needle: string): { readonly at: number; readonly wrap: (html: string) => string } | null => {
  const run = needle.length === 0 ? undefined : page.spots.texts.find((t) => t.text.includes(needle))
  for (let e = run === undefined ? undefined : elAt(page, run.parent); e !== undefined; e = elAt(page, e.parent)) {
    if (!e.shown) return null
    if (/^(p|li|dd|tr)$/.test(e.name) && e.closeTag !== null) {
      const name = e.name
      return { at: e.closeTag.end, wrap: name === "tr" ? (h) => `<tr><td>${h}</td></tr>` : (h) => `<${name}>${h}</${name}>` }
    }
  }
  return null
}

/** Just after a price run: after its inline wrapper (span, strong...) when it has one. */
export const afterPrice = (page: Page, t: TextRun): number => {
  const el = page.spots.elements[t.parent]
  return el !== undefined && el.closeTag !== null && /^(span|strong|b|em|ins|del|bdi|data)$/.test(el.name) ? el.closeTag.end : t.end
}

/**
 * What does a visitor see, beyond the text? The CSS facts of the page
 * (rules that hide the page or its main containers, boxes laid over the
 * viewport, transforms and filters of the whole page, its background and
 * colours) compared with every fact the baseline's samples had.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { Engine, Observation, Severity } from "../Engine.js"
import type { PageFeatures } from "../Features.js"
import { bounded, dataOf, outdated, setOf } from "../internal/data.js"
import { assetPath } from "../internal/url.js"

const NAME = "appearance"
const VERSION = 3

interface Data {
  readonly v: number
  readonly facts: ReadonlyArray<string>
  /** the icons of the samples */
  readonly icons: ReadonlyArray<string>
}

const silence = `engines.${NAME} = false`

/** A fact about the whole page, or every image of it (`<selector> <value>`). */
const WHOLE = /^(?:html|body|:root|\*|img|html ?, ?body|html ?> ?body|body ?> ?\*|body \*) /

/** Every element of the page (`*`, `body *`, `html *`, `body > *`), `<selector> <value>`. */
const EVERY = /^(?:\*|(?:html|body) (?:> )?\*) /
/** Values that set nothing of their own. */
const NEUTRAL = / (?:inherit|initial|unset|revert|none|normal)$/

/** How much a new CSS fact changes what a visitor sees. */
const weigh = (fact: string): { readonly check: string; readonly severity: Severity; readonly message: string } | null => {
  const [kind, ...rest] = fact.split(" ")
  const what = rest.join(" ")
  // A colour, background, font or case forced on every element of the page: no redesign styles each element
  // alike (themes style the body and let it inherit); a page repainted or set in a prank font by force does.
  if (EVERY.test(what) && kind !== "cursor" && kind !== "transform" && kind !== "filter" && kind !== "opacity" && !NEUTRAL.test(what)) {
    return { check: "page_restyled", severity: "high", message: `new CSS forces the ${kind} of every element of the page (${what})` }
  }
  switch (kind) {
    case "opacity": {
      // The page's content or every picture of it faded (content at a quarter of its strength behind a flag or a
      // message): what is left of the site shows only as a backdrop. Fully transparent is hiding, read above.
      const value = Number.parseFloat(what.slice(what.lastIndexOf(" ") + 1))
      if (!Number.isFinite(value) || value >= 0.65) return null
      return { check: "page_faded", severity: WHOLE.test(what) || EVERY.test(what) ? "high" : "medium", message: `new CSS fades the page's content (${what})` }
    }
    case "flip":
      return { check: "pictures_flipped", severity: "medium", message: `a picture of the page is now shown upside down, mirrored, inverted or blurred (${what})` }
    case "text-transform":
      return null
    case "hide":
      return { check: "content_hidden", severity: "high", message: `new CSS hides the page's content (${what})` }
    case "cover":
      return { check: "page_covered", severity: "medium", message: `a new box covers the whole page (${what})` }
    case "overlay":
      return { check: "overlay", severity: "low", message: `a new box is laid over the page (${what})` }
    case "transform": {
      if (!/rotate|scale[xyz3d]*\(\s*-|matrix|skew/.test(what)) return null
      // The whole page (or every image) turned, mirrored or spun: no redesign does that; a skewed section is design.
      const severity: Severity = WHOLE.test(what) && /rotate|scale[xyz3d]*\(\s*-|matrix/.test(what) ? "high" : "medium"
      return { check: "page_transformed", severity, message: `the whole page is now transformed (${what})` }
    }
    case "filter": {
      if (!/invert|blur|grayscale|hue-rotate|contrast\(\s*[3-9]/.test(what)) return null
      // Inverted, blurred or recoloured: the page made unreadable. Grey alone is how sites mourn (national
      // mourning, a death in the family of a founder): reported, never an alarm nor a sign.
      const unreadable = /invert|blur|hue-rotate|contrast\(\s*[3-9]/.test(what)
      const severity: Severity = !unreadable ? "low" : WHOLE.test(what) ? "high" : "medium"
      return { check: "page_filtered", severity, message: `the whole page is now filtered (${what})` }
    }
    case "cursor":
      // The visitor's pointer hidden over the whole page: what they see of where they click is drawn by someone
      // else (a fake pointer beside the real one: cursorjacking).
      if (!WHOLE.test(what)) return null
      if (/\bnone\b/.test(what)) return { check: "pointer_hidden", severity: "high", message: `new CSS hides the visitor's pointer over the whole page (${what})` }
      // The pointer over the whole page replaced by a picture: a crew's skull or flag follows every visitor's hand.
      // A picture drawn inline (data:) is no site's cursor file; one loaded from a file is weighed with its host.
      if (/url\(/.test(what)) return { check: "cursor_replaced", severity: /url\(\s*["']?data:/.test(what) ? "high" : "medium", message: `new CSS replaces the visitor's pointer over the whole page with a picture (${what.slice(0, 100)})` }
      return null
    case "background":
    case "background-image":
    case "background-color":
    case "color":
    case "font-size":
    case "font-family":
      return { check: "restyled", severity: "low", message: `the page's ${kind} changed (${what})` }
    default:
      return null
  }
}

const compare = (baseline: Baseline, current: PageFeatures): ReadonlyArray<Observation> => {
  const d = dataOf<Data>(baseline, NAME, VERSION)
  if (d === undefined) return [outdated(NAME)]
  const seen = setOf(d.facts)
  const grouped = new Map<string, { severity: Severity; messages: Array<string> }>()
  for (const fact of new Set(current.styles)) {
    if (seen.has(fact)) continue
    const w = weigh(fact)
    if (w === null) continue
    const g = grouped.get(w.check) ?? { severity: w.severity, messages: [] }
    g.messages.push(w.message)
    grouped.set(w.check, g)
  }
  // Pictures flipped, inverted or blurred one by one: two or more is the site's photos made a joke of.
  const flipped = grouped.get("pictures_flipped")
  if (flipped !== undefined) {
    const count = current.styles.filter((f) => f.startsWith("flip ") && !seen.has(f)).length
    if (count >= 2) {
      flipped.severity = "high"
      flipped.messages[0] = `${count} pictures of the page are now shown upside down, mirrored, inverted or blurred (${flipped.messages[0]!.slice(flipped.messages[0]!.indexOf("(") + 1)}`
    }
  }
  // A box covering the page while the page gained a frame: another page laid over this one (the frame
  // may come from anywhere, a site builder included: what the visitor sees is no longer this page).
  const cover = grouped.get("page_covered")
  const framesBefore = baseline.spread?.count_iframe?.max ?? baseline.count_iframe
  if (cover !== undefined && current.count_iframe > framesBefore) {
    cover.severity = "high"
    cover.messages[0] = `${cover.messages[0]!}, and the page has a new frame: another page laid over this one`
  }
  const out: Array<Observation> = []
  // The icon is the site's mark in tabs, bookmarks and search results.
  // An icon is known by its path (fingerprints folded) wherever it is served from; an inline one by its content.
  const iconKey = (i: string) => (i.startsWith("data:") ? i : assetPath(i))
  const iconsBefore = new Set(d.icons.map(iconKey))
  const iconsNow = current.icons.filter((i) => !iconsBefore.has(iconKey(i)))
  const inline = iconsNow.some((i) => i.startsWith("data:"))
  if (iconsNow.length > 0 && (d.icons.length > 0 || inline)) {
    out.push({ engine: NAME, check: "icon_changed", question: "appearance", severity: inline ? "high" : "medium", message: `the page's icon changed${inline ? " to an inline image" : `: ${iconsNow[0]}`}`, silence, icons: iconsNow })
  }
  return [...out, ...[...grouped.entries()].map(([check, g]) => ({
    engine: NAME,
    check,
    question: "appearance" as const,
    severity: g.severity,
    message: g.messages.length === 1 ? g.messages[0]! : `${g.messages[0]!} (and ${g.messages.length - 1} more)`,
    silence,
    facts: g.messages.length
  }))]
}

/**
 * The appearance engine.
 *
 * @since 0.2.0
 */
export const appearance: Engine = {
  name: NAME,
  question: "appearance",
  enabledByDefault: true,
  reads: { settings: [], baseline: [`engine_data.${NAME}`, "count_iframe", "spread"] },
  baselineData: (samples): Data => ({
    v: VERSION,
    facts: bounded(samples.flatMap((s) => s.styles), 2000),
    icons: bounded(samples.flatMap((s) => s.icons), 50)
  }),
  compare
}

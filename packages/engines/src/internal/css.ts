/**
 * CSS as a visitor sees its effect: which rules hide the page, cover the
 * viewport, restyle the whole page (backgrounds, colours, transforms,
 * filters), draw text (`content:`), and which URLs they load. Style sheets
 * are read rule by rule with a small scanner, no CSS parser: the engines
 * need a handful of properties, and pages carry megabytes of CSS.
 */

/** CSS that takes content out of sight (hidden, transparent, off-screen, shrunk or clipped to nothing, blurred past reading). */
export const HIDING =
  /(display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*(?:0(?:\.0\d*)?|\.0\d*)\s*(?:;|$|!|\})|(?:left|top|text-indent|margin-left)\s*:\s*-\d{3,}(?:px|em)|font-size\s*:\s*(?:0(?:px)?|1px|0?\.\d+px|0?\.0\d*(?:em|rem))\s*(?:;|$|!|\})|(?:height|max-height)\s*:\s*0(?:px)?\s*(?:;|$|!|\})|clip\s*:\s*rect\(\s*0|clip-path\s*:\s*(?:inset\(\s*(?:[5-9]\d|100)%|circle\(\s*0(?:px|%)?\s*[)a])|zoom\s*:\s*(?:0?\.0\d*|0)\s*(?:;|$|!|\})|(?<![\w-])transform\s*:\s*scale\(\s*0(?:\.0\d*)?\s*\)|(?<![\w-])filter\s*:[^;}]*blur\(\s*(?:[4-9]|\d{2,})(?:\.\d+)?px)/i

/** Selectors that cover the whole page or its main containers. */
export const BROAD_SELECTOR =
  /^(html|body|main|#main|#content|#page|#wrapper|#container|\.content|\.container|\.wrapper|\.main|\*|div|section|article|img|body\s*>\s*\*|body\s+\*|html\s*>\s*body|html\s*,\s*body|:root)$/i

/** What one style (a rule's declarations or a style attribute) does to the page. */
export interface StyleEffect {
  /** hides what it applies to */
  readonly hides: boolean
  /** a fixed or absolute box over the page (high z-index, or as large as the viewport) */
  readonly overlay: boolean
  /** a box as large as the viewport with an opaque background: nothing of the page shows through */
  readonly covers: boolean
  /** positioned over the whole viewport, see-through or not */
  readonly spans: boolean
  /** large text */
  readonly big: boolean
  /** coloured text or background */
  readonly coloured: boolean
}

const NONE: StyleEffect = { hides: false, overlay: false, covers: false, spans: false, big: false, coloured: false }

/** The declarations of a rule body, property names lower case. */
export const declarations = (body: string): Map<string, string> => {
  const out = new Map<string, string>()
  for (const part of body.split(";")) {
    const colon = part.indexOf(":")
    if (colon === -1) continue
    const prop = part.slice(0, colon).trim().toLowerCase()
    if (prop.length === 0 || prop.length > 40) continue
    out.set(prop, part.slice(colon + 1).replace(/!important/i, "").trim())
  }
  return out
}

const full = (v: string | undefined) => v !== undefined && /^(100(\.0+)?(%|vw|vh|dvh|svh|lvh)|\d{4,}px)$/i.test(v)
/** As wide as the viewport or wider: 100% to 999%, 100vw and more. */
const wide = (v: string | undefined) => v !== undefined && /^(?:[1-9]\d{2}(?:\.\d+)?(?:%|vw)|\d{4,}px)$/i.test(v.trim())
/** Turned by an angle that is not (near) a right one: rotate(20deg), rotate(-0.2turn), 12deg. */
const tilted = (v: string | undefined): boolean => {
  const m = v === undefined ? null : /(?:rotate(?:z)?\(\s*|^\s*)(-?[\d.]+)\s*(deg|turn|rad)/i.exec(v)
  if (m === null) return false
  const unit = m[2]!.toLowerCase()
  const deg = Math.abs(Number(m[1]) * (unit === "turn" ? 360 : unit === "rad" ? 180 / Math.PI : 1)) % 90
  return deg >= 4 && deg <= 86
}
const zero = (v: string | undefined) => v !== undefined && /^0(px|%)?$/i.test(v)
/** A background a visitor sees the page through: none, or an alpha under 0.85 (a dimming backdrop). */
const seeThrough = (background: string): boolean => {
  const b = background.trim().toLowerCase()
  if (/^(transparent|none|initial|inherit|unset)$/.test(b)) return true
  const alpha = /(?:rgba|hsla)\([^)]*,\s*([\d.]+%?)\s*\)|\/\s*([\d.]+%?)\s*\)/.exec(b)
  if (alpha !== null) {
    const a = alpha[1] ?? alpha[2]!
    return (a.endsWith("%") ? Number.parseFloat(a) / 100 : Number.parseFloat(a)) < 0.85
  }
  const hex = /#([0-9a-f]{8}|[0-9a-f]{4})\b/.exec(b)
  if (hex !== null) {
    const h = hex[1]!
    const a = h.length === 8 ? Number.parseInt(h.slice(6), 16) / 255 : Number.parseInt(h[3]! + h[3]!, 16) / 255
    return a < 0.85
  }
  return false
}

const FRAMED = /(?:^|\s)(?:[3-9]|[1-9]\d)px\s+(?:solid|double|dashed)\b/i
/** What a set of declarations does. */
export const effectOf = (d: ReadonlyMap<string, string>): StyleEffect => {
  if (d.size === 0) return NONE
  const position = d.get("position")?.toLowerCase()
  const positioned = position === "fixed" || position === "absolute"
  const inset = d.get("inset")
  const viewport = positioned && (
    (inset !== undefined && /^0(px)?(\s+0(px)?)*$/.test(inset)) ||
    ((zero(d.get("top")) || full(d.get("height")) || full(d.get("min-height"))) &&
      (zero(d.get("left")) || full(d.get("width")) || full(d.get("min-width"))) &&
      (zero(d.get("bottom")) || full(d.get("height")) || full(d.get("min-height"))) &&
      (zero(d.get("right")) || full(d.get("width")) || full(d.get("min-width"))))
  )
  const z = Number.parseInt(d.get("z-index") ?? "", 10)
  const background = d.get("background") ?? d.get("background-color") ?? d.get("background-image")
  const opaque = background !== undefined && !seeThrough(background)
  const fontSize = d.get("font-size")?.toLowerCase()
  let big = false
  if (fontSize !== undefined) {
    const m = /^([\d.]+)\s*(px|pt|em|rem|vw|vh|%)?/.exec(fontSize)
    if (m !== null) {
      const n = Number(m[1])
      const unit = m[2] ?? "px"
      big = unit === "px" ? n >= 28 : unit === "pt" ? n >= 21 : unit === "%" ? n >= 175 : unit === "vw" || unit === "vh" ? n >= 3 : n >= 1.75
    } else big = /xx-large|xxx-large|larger/.test(fontSize)
  }
  // A band laid slantwise across the whole window (wider than it, turned by an angle that is not a right one):
  // tape across a crime scene, a "SEIZED" sash. Side tabs are turned by a right angle; corner ribbons are small.
  const slanted = positioned && wide(d.get("width") ?? d.get("min-width")) && tilted(d.get("transform") ?? d.get("rotate"))
  return {
    hides: HIDING.test(serialise(d)),
    overlay: positioned && (viewport || slanted || (Number.isFinite(z) && z >= 100)),
    covers: (viewport && opaque) || slanted,
    spans: viewport,
    big,
    // (a thick border sets a box apart as much as a background does: a notice framed in colour)
    coloured: d.has("color") || (background !== undefined && opaque) || FRAMED.test(d.get("border") ?? d.get("border-left") ?? d.get("border-top") ?? "")
  }
}

const serialise = (d: ReadonlyMap<string, string>) => {
  let s = ""
  for (const [k, v] of d) s += `${k}:${v};`
  return s
}

/** A fact about how the page looks, e.g. `hide body`, `cover #notice opaque`, `background body url(...)`. */
export type StyleFact = string

/** URLs a style loads, with the place they are loaded from (`selector property`). */
export interface StyleUrl {
  readonly where: string
  readonly url: string
}

/** What a style sheet does to the page. */
export interface SheetFacts {
  readonly facts: Array<StyleFact>
  readonly urls: Array<StyleUrl>
  /** text drawn by `content:` (pseudo-elements) */
  readonly texts: Array<string>
  /** ids and classes (`#x`, `.y`) of the boxes laid over the page */
  readonly overlays: Array<string>
  /** ids and classes of the boxes spread over the whole viewport, see-through or not */
  readonly spanning: Array<string>
  /** ids and classes of elements that blink or slide across (an animation that hides and shows them, or moves them) */
  readonly moving: Array<string>
}

const URL_IN_CSS = /url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/gi
const VISUAL = ["background", "background-color", "background-image", "color", "transform", "filter", "font-size", "font-family", "cursor", "opacity", "text-transform"]

/** Whether one of the rule's selectors is broad (exactly: `body`, `#main`, `div`, ...). */
/** Selectors of the elements text is set in: a rule colouring their text as their background blacks them out. */
const TEXT_SELECTOR = /^(?:p|li|a|span|h[1-6]|td|th|dd|dt|blockquote|figcaption|strong|em|b)$/i

/** A colour as written, folded (`#ABC !important` → `#aabbcc`), or null when the value is more than a colour. */
const colourOf = (v: string | undefined): string | null => {
  if (v === undefined) return null
  const t = v.toLowerCase().replace(/!\s*important/, "").trim()
  if (/^#[0-9a-f]{3}$/.test(t)) return `#${t[1]}${t[1]}${t[2]}${t[2]}${t[3]}${t[3]}`
  return /^(?:#[0-9a-f]{6}|[a-z]+|rgba?\([\d\s.,%]+\))$/.test(t) && t !== "transparent" && t !== "inherit" && t !== "currentcolor" ? t.replace(/\s+/g, "") : null
}

/** Text in the colour of its own background: there, and unreadable (a document "redacted" with black bars). */
const camouflaged = (d: ReadonlyMap<string, string>): boolean => {
  const colour = colourOf(d.get("color"))
  return colour !== null && colour === colourOf(d.get("background-color") ?? d.get("background"))
}

const mayBeBroad = (selectorText: string, body: () => string) => {
  const last = selectorText.lastIndexOf(";") + 1
  for (const part of (last > 0 ? selectorText.slice(last) : selectorText).split(",")) {
    const t = part.trim()
    if (t.length > 20) continue
    if (BROAD_SELECTOR.test(t)) return true
    // (a rule on text elements matters only when it sets both a colour and a background: read it then)
    if (TEXT_SELECTOR.test(t)) {
      const b = body()
      if (b.includes("background") && /(?:^|[;{\s])color\s*:/.test(b)) return true
    }
  }
  return false
}

/** Reads a style sheet (the text of a `<style>` element). */
export const readSheet = (css: string, out: SheetFacts): void => {
  const text = css.includes("/*") ? css.replace(/\/\*[^]*?\*\//g, "") : css
  if (text.includes("url(") || text.includes("@import")) {
    // `@import` and url(...) anywhere in the sheet, with the selector they are under
    URL_IN_CSS.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = URL_IN_CSS.exec(text)) !== null) {
      const url = (m[2] ?? m[4] ?? "").trim()
      if (url.length === 0 || url.startsWith("data:")) continue
      const brace = text.lastIndexOf("{", m.index)
      const close = text.lastIndexOf("}", m.index)
      const selector = brace > close ? text.slice(Math.max(close + 1, text.lastIndexOf(";", brace) + 1, 0), brace).trim().toLowerCase().replace(/\s+/g, " ") : "@import"
      out.urls.push({ where: selector.slice(0, 80), url })
    }
  }
  // Rule by rule, by index: most rules style one component and are skipped
  // without slicing (only broad selectors, boxes laid over the page and
  // drawn text matter here).
  // Keyframes that turn an element invisible and back (blink) or slide it across the page (a ticker, a
  // marquee in CSS); a spinner's rotation is neither.
  // Keyframes that turn what they animate (a page set spinning).
  const spins = text.includes("@keyframes") && /@keyframes[^{]*\{[^@]*rotate\(/i.test(text)
  const blinks = text.includes("@keyframes") && /opacity\s*:\s*0(?:\.0+)?\s*[;}]|visibility\s*:\s*hidden|translate(?:x|3d)?\s*\(\s*-?\d{2,}|\b(?:left|margin-left|right)\s*:\s*-?\d{2,}/i.test(text)
  let start = 0
  let position = 0
  let contentAt = 0
  while (start < text.length) {
    const close = text.indexOf("}", start)
    const end = close === -1 ? text.length : close
    const brace = text.lastIndexOf("{", end)
    const ruleStart = start
    start = end + 1
    if (brace < ruleStart) continue
    // The next "position" and "content" are searched once and reused until passed: linear in the sheet.
    if (position !== -1 && position < brace) position = text.indexOf("position", brace)
    if (contentAt !== -1 && contentAt < brace) contentAt = text.indexOf("content", brace)
    const hasPosition = position !== -1 && position < end
    const hasContent = contentAt !== -1 && contentAt < end
    let selectorText: string | null = null
    if (!hasPosition && !hasContent && !(blinks && text.slice(brace, end).includes("animation"))) {
      // broad selectors are short: html, body, #main, div, ...
      if (brace - ruleStart > 200) continue
      selectorText = text.slice(ruleStart, brace)
      if (!mayBeBroad(selectorText, () => text.slice(brace + 1, end))) continue
    }
    selectorText ??= text.slice(ruleStart, brace)
    const body = text.slice(brace + 1, end)
    const pseudo = hasContent && selectorText.includes(":")
    // Blinking or sliding: an animation whose keyframes hide and show the element or move it (a marquee or <blink> in CSS).
    if (blinks && body.includes("animation")) {
      for (const token of selectorText.slice(selectorText.lastIndexOf(";") + 1).match(/[#.][\w-]+/g) ?? []) out.moving.push(token)
    }
    if (!pseudo && !hasPosition && !mayBeBroad(selectorText, () => body)) continue
    const selectors = selectorText.slice(selectorText.lastIndexOf(";") + 1).split(",").map((s) => s.trim().toLowerCase().replace(/\s+/g, " ")).filter((s) => s.length > 0)
    if (selectors.length === 0) continue
    const d = declarations(body)
    const content = d.get("content")
    if (content !== undefined && selectors.some((s) => s.includes(":before") || s.includes(":after"))) {
      const t = /^(['"])(.*)\1$/.exec(content.trim())
      // (words, or a number as long as a phone's: icon glyphs and counters are neither)
      if (t !== null && (/\p{L}{2,}/u.test(t[2]!) || /(?:\d[\s.()-]?){6}/.test(t[2]!))) out.texts.push(t[2]!.replace(/\\[0-9a-f]{1,6}\s?/gi, " ").replace(/\\(.)/g, "$1"))
    }
    const e = effectOf(d)
    const broad = selectors.filter((s) => BROAD_SELECTOR.test(s))
    if (e.hides) for (const s of broad) out.facts.push(`hide ${s}`)
    else if (camouflaged(d)) {
      const text = selectors.filter((s) => BROAD_SELECTOR.test(s) || TEXT_SELECTOR.test(s))
      if (text.length > 0) out.facts.push(`hide ${text.slice(0, 6).join(",")} (text in its background's colour)`)
    }
    if (e.overlay) {
      for (const s of selectors) {
        out.facts.push(`${e.covers ? "cover" : "overlay"} ${s}`)
        for (const token of s.match(/[#.][\w-]+/g) ?? []) {
          out.overlays.push(token)
          if (e.spans) out.spanning.push(token)
        }
      }
    }
    if (broad.length > 0) {
      for (const prop of VISUAL) {
        const v = d.get(prop)
        if (v === undefined) continue
        if (prop === "transform" && /^none$/i.test(v)) continue
        for (const s of broad) out.facts.push(`${prop} ${s} ${v.toLowerCase().replace(/\s+/g, " ").slice(0, 120)}`)
      }
      const animation = d.get("animation") ?? d.get("animation-name")
      if (spins && animation !== undefined && !/^none$/i.test(animation)) {
        for (const s of broad) out.facts.push(`transform ${s} rotate(animated: ${animation.toLowerCase().replace(/\s+/g, " ").slice(0, 80)})`)
      }
    }
  }
}

/** Facts of a style attribute of an element (`tag`) that is the page or its main container. */
export const readPageStyle = (tag: string, d: ReadonlyMap<string, string>, out: Array<StyleFact>): void => {
  for (const prop of VISUAL) {
    const v = d.get(prop)
    if (v !== undefined) out.push(`${prop} ${tag}[style] ${v.toLowerCase().replace(/\s+/g, " ").slice(0, 120)}`)
  }
}

/**
 * What a picture's own style does to it when it turns it upside down or mirrors it (a half turn, a negative
 * scale), inverts its colours or blurs it: the value, or null. A quarter turn or a small tilt is design (an arrow
 * pointing another way, a photo set askew); a picture shown upside down or as its negative is a prank on the
 * site's own photos.
 */
export const pictureFlip = (style: string): string | null => {
  if (!style.includes("transform") && !style.includes("filter") && !style.includes("rotate") && !style.includes("scale")) return null
  const d = declarations(style)
  const t = d.get("transform") ?? d.get("rotate") ?? d.get("scale")
  if (t !== undefined && (/rotate[xy]?\(\s*-?(?:1[5-9]\d|2[01]\d)(?:\.\d+)?deg|rotate[xy]?\(\s*-?0?\.5turn|scale[xy]?\(\s*-|^-?(?:1[5-9]\d|2[01]\d)deg$|^-\d/.test(t.trim().toLowerCase()))) return t.toLowerCase().slice(0, 60)
  const f = d.get("filter")
  if (f !== undefined && /invert\(\s*(?:0?\.[5-9]|1|[5-9]\d%|100%)|blur\(\s*(?:[2-9]|\d{2,})(?:\.\d+)?px/.test(f.toLowerCase())) return f.toLowerCase().slice(0, 60)
  return null
}

/** URLs in a style attribute. */
export const urlsOfStyle = (style: string): Array<string> => {
  const out: Array<string> = []
  URL_IN_CSS.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = URL_IN_CSS.exec(style)) !== null) {
    const url = (m[2] ?? m[4] ?? "").trim()
    if (url.length > 0 && !url.startsWith("data:")) out.push(url)
  }
  return out
}

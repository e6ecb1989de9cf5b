/**
 * The extraction pass: htmlparser2's `Tokenizer` with our own callbacks.
 * The tokenizer reports index ranges into the page; we slice only what the
 * engines need (a few attribute values, text), and build the normalised
 * document for the signature from large slices of the page with the
 * volatile ranges cut out. Skipping the `Parser` layer (attribute objects,
 * lower-casing every name, implied-close bookkeeping) is what keeps the pass
 * as fast as a bare htmlparser2 parse.
 */
import { QuoteType, Tokenizer } from "htmlparser2"
import type { PageFeatures } from "../Extractor.js"

/** The features of one page, before hashing (the caller owns xxhash). */
export interface RawFeatures extends Omit<PageFeatures, "url" | "hash"> {
  /** the page with volatile ranges cut out, before digit and whitespace normalisation */
  readonly signed: string
}

const VOID = new Set([
  "area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen",
  "link", "meta", "param", "source", "track", "wbr"
])

/** CSS that takes content out of sight. */
export const HIDING =
  /(display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$|!|\})|(?:left|top|text-indent|margin-left)\s*:\s*-\d{3,}(?:px|em)|font-size\s*:\s*0(?:px)?\s*(?:;|$|!|\})|(?:height|max-height)\s*:\s*0(?:px)?\s*(?:;|$|!|\})|clip\s*:\s*rect\(\s*0)/i
/** Selectors that cover the whole page or its main containers. */
const BROAD_SELECTOR =
  /^(html|body|main|#main|#content|#page|#wrapper|#container|\.content|\.container|\.wrapper|\.main|\*|div|section|article|body\s*>\s*\*|body\s+\*|html\s*>\s*body)$/i
const LOCATION =
  /(?:window\.|document\.|top\.|self\.|parent\.)?location(?:\.href)?\s*=\s*["'`]([^"'`]+)["'`]|location\.(?:replace|assign)\(\s*["'`]([^"'`]+)["'`]/g
const VOLATILE_META = /token|csrf|xsrf|nonce|session|request|verification|timestamp|date|time|build|version|revision/i

// Attribute kinds for the signature (bit flags).
const VOLATILE = 1
const URL_VALUE = 2
const classifyAttribute = (name: string): number =>
  /^(nonce|integrity|value|data-.*|.*(token|csrf|xsrf|nonce|session).*|authenticity_token|__requestverificationtoken)$/.test(name)
    ? VOLATILE
    : /^(href|src|action|srcset|poster|data-src|data-srcset)$/.test(name)
    ? URL_VALUE
    : 0

interface Name {
  readonly name: string
  readonly code: number
}

/**
 * A table of names (tag or attribute names) looked up by position in the
 * page, so the common names are neither sliced nor lower-cased again: a slot
 * is chosen from the length and three characters, and confirmed with
 * `startsWith`. Names written in upper case take the slow path.
 */
const nameTable = (classify: (name: string) => number) => {
  const slots: Array<Name | undefined> = new Array(4096)
  return (html: string, s: number, e: number): Name => {
    const len = e - s
    const i = (len * 31 + html.charCodeAt(s) * 131 + html.charCodeAt(e - 1) * 17 + html.charCodeAt(s + (len >> 1)) * 7) & 4095
    const hit = slots[i]
    if (hit !== undefined && hit.name.length === len && html.startsWith(hit.name, s)) return hit
    const name = html.slice(s, e).toLowerCase()
    const entry: Name = { name, code: classify(name) }
    if (name.length === len && html.startsWith(name, s)) slots[i] = entry
    return entry
  }
}

// Attribute codes: the signature kind in the low bits, the id of an attribute the pass reads above.
const ATTR_IDS: Record<string, number> = {
  href: 1, src: 2, "data-src": 3, rel: 4, style: 5, hidden: 6, "http-equiv": 7, content: 8, name: 9, property: 9
}
const attributeNames = nameTable((name) => classifyAttribute(name) | ((ATTR_IDS[name] ?? 0) << 2))
// Tag codes: an id for the tags the pass acts on, plus a bit for void elements.
const TAG_IDS: Record<string, number> = {
  a: 1, div: 2, img: 3, script: 4, link: 5, iframe: 6, frame: 6, base: 7, meta: 8, style: 9, title: 10,
  textarea: 11, xmp: 11, noscript: 12, template: 12, body: 13, main: 13, html: 13
}
const VOID_BIT = 32
const tagNames = nameTable((name) => (TAG_IDS[name] ?? 0) | (VOID.has(name) ? VOID_BIT : 0))

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const PLAIN = /^[^\s\\]*$/

/**
 * An absolute URL of an attribute value, or null for fragments and non-web
 * schemes. `origin` is the base's origin (`https://host`), passed so the
 * common forms skip URL parsing, which otherwise dominates the pass.
 */
export const absolute = (value: string, base: string, origin = originOf(base)): string | null => {
  const v = value.trim()
  if (v.length === 0) return null
  const c0 = v.charCodeAt(0)
  if (c0 === 35 /* # */) return null
  if (c0 === 47 /* / */) {
    // "/path" on the same origin, without dot segments or escapes to normalise
    if (v.charCodeAt(1) !== 47 && origin !== null && !v.includes("/.") && PLAIN.test(v)) return origin + v
  } else if (c0 === 104 || c0 === 72) {
    // "http://" or "https://" as written
    if (/^https?:\/\/[^\s\\/?#]/i.test(v) && PLAIN.test(v)) return v
  } else {
    const scheme = SCHEME.exec(v)
    if (scheme !== null) {
      const s = scheme[1]!.toLowerCase()
      if (s !== "http" && s !== "https") return null
    }
  }
  try {
    const u = new URL(v, base)
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null
  } catch {
    return null
  }
}

/** `scheme://host[:port]` of an http(s) URL, or null. */
export const originOf = (url: string): string | null => {
  try {
    const u = new URL(url)
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null
  } catch {
    return null
  }
}

const enum Raw {
  None,
  Script,
  Style,
  Title,
  Text
}

const HIDDEN = 1
const SKIP = 2

/** One pass over a page. */
export const extractRaw = (html: string, pageUrl: string): RawFeatures => {
  let base = pageUrl
  let origin = originOf(pageUrl)
  const abs = (v: string) => absolute(v, base, origin)
  let countHref = 0
  let countScript = 0
  let countLink = 0
  let countImage = 0
  let countDiv = 0
  let countIframe = 0
  let inlineScripts = 0
  const hrefs = new Set<string>()
  const scripts = new Set<string>()
  const iframes = new Set<string>()
  const images = new Set<string>()
  const stylesheets = new Set<string>()
  // Text goes to string accumulators (V8 ropes): cheaper than arrays of small parts.
  let text = ""
  let spaced = true
  let hidden = ""
  let title = ""
  const redirects: Array<string> = []
  const hidingCss: Array<string> = []
  let rawText: Array<string> = []
  let raw = Raw.None
  let rawName = ""

  // Open elements (names) and their hidden/skip flags; depths count flagged ones.
  const stack: Array<string> = []
  const flags: Array<number> = []
  let hiddenDepth = 0
  let skipDepth = 0

  // Ranges of the page left out of the signature, in document order.
  const cuts: Array<number> = []
  let lastCut = 0
  const cut = (s: number, e: number) => {
    if (s < lastCut) s = lastCut
    if (e <= s) return
    cuts.push(s, e)
    lastCut = e
  }
  // Position of the next "?" at or after an index, cached so the search stays linear.
  let nextQ = -1
  const questionFrom = (i: number): number => {
    if (nextQ !== Infinity && nextQ < i) {
      const q = html.indexOf("?", i)
      nextQ = q === -1 ? Infinity : q
    }
    return nextQ
  }

  // The element being opened.
  let tag = ""
  let tagId = 0
  let tagVoid = false
  let attrKind = 0
  let attrId = 0
  let attrValue = ""
  let attrStart = -1
  // Attribute ranges of the current tag for the signature: kind, start, end.
  const attrRanges: Array<number> = []
  let metaContentStart = -1
  let metaContentEnd = -1
  let href: string | undefined
  let src: string | undefined
  let dataSrc: string | undefined
  let rel: string | undefined
  let style: string | undefined
  let isHidden = false
  let httpEquiv: string | undefined
  let content: string | undefined
  let metaName: string | undefined

  const addText = (t: string) => {
    if (raw === Raw.Title) title += t
    else if (raw === Raw.Script || raw === Raw.Style) rawText.push(t)
    else if (skipDepth > 0) return
    else if (hiddenDepth > 0) hidden += t
    else {
      text += t
      spaced = false
    }
  }
  // Tags separate words ("<td>a</td><td>b</td>" reads "a b").
  const space = () => {
    if (!spaced) {
      text += " "
      spaced = true
    }
    if (hiddenDepth > 0) hidden += " "
  }

  const openElement = () => {
    switch (tagId) {
      case 1:
        if (href !== undefined) {
          countHref++
          const u = abs(href)
          if (u !== null) hrefs.add(u)
        }
        break
      case 2:
        countDiv++
        break
      case 3: {
        countImage++
        const s = src ?? dataSrc
        if (s !== undefined) {
          const u = abs(s)
          if (u !== null) images.add(u)
        }
        break
      }
      case 4:
        countScript++
        if (src !== undefined) {
          const u = abs(src)
          if (u !== null) scripts.add(u)
        } else inlineScripts++
        break
      case 5:
        if (href !== undefined && rel !== undefined && /(^|\s)stylesheet(\s|$)/i.test(rel)) {
          countLink++
          const u = abs(href)
          if (u !== null) stylesheets.add(u)
        }
        break
      case 6:
        countIframe++
        if (src !== undefined) {
          const u = abs(src)
          if (u !== null) iframes.add(u)
        }
        break
      case 7:
        if (href !== undefined) {
          base = absolute(href, pageUrl) ?? base
          origin = originOf(base)
        }
        break
      case 8:
        if (httpEquiv !== undefined && httpEquiv.toLowerCase() === "refresh") {
          const m = /url\s*=\s*['"]?([^'";]+)/i.exec(content ?? "")
          redirects.push(m === null ? "(refresh)" : abs(m[1]!) ?? m[1]!.trim())
        }
        if (metaName !== undefined && metaContentStart >= 0 && VOLATILE_META.test(metaName)) {
          attrRanges.push(VOLATILE, metaContentStart, metaContentEnd)
        }
        break
    }
    // The signature: cut volatile values and query strings (in document order).
    if (attrRanges.length > 0) {
      if (attrRanges.length > 3) sortRanges(attrRanges)
      for (let i = 0; i < attrRanges.length; i += 3) {
        const s = attrRanges[i + 1]!
        const e = attrRanges[i + 2]!
        if (attrRanges[i] === VOLATILE) cut(s, e)
        else {
          const q = questionFrom(s)
          if (q < e) cut(q, e)
        }
      }
      attrRanges.length = 0
    }
  }

  const push = (name: string, flag: number) => {
    stack.push(name)
    flags.push(flag)
    if (flag & HIDDEN) hiddenDepth++
    if (flag & SKIP) skipDepth++
  }

  const endOpenTag = (selfClosing: boolean) => {
    const name = tag
    openElement()
    let flag = 0
    if (isHidden || (style !== undefined && HIDING.test(style))) {
      flag |= HIDDEN
      if (style !== undefined && tagId === 13) hidingCss.push(`${name}[style]: ${style.trim()}`)
    }
    if (tagId === 12) flag |= SKIP
    if (!tagVoid) push(name, flag)
    if (!selfClosing) {
      if (tagId === 4) raw = Raw.Script
      else if (tagId === 9) raw = Raw.Style
      else if (tagId === 10) raw = Raw.Title
      else if (tagId === 11) raw = Raw.Text
      if (raw !== Raw.None) {
        rawName = name
        rawText = []
      }
    }
  }

  const endRaw = () => {
    if (raw === Raw.Style) {
      const css = rawText.join("")
      if (HIDING.test(css)) hidingRules(css, hidingCss)
    } else if (raw === Raw.Script) {
      const js = rawText.join("")
      if (js.includes("location")) {
        LOCATION.lastIndex = 0
        let m: RegExpExecArray | null
        while ((m = LOCATION.exec(js)) !== null) {
          const target = m[1] ?? m[2]!
          redirects.push(abs(target) ?? target)
        }
      }
    }
    raw = Raw.None
    rawName = ""
  }

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(s, e) {
        const t = tagNames(html, s, e)
        tag = t.name
        tagId = t.code & (VOID_BIT - 1)
        tagVoid = (t.code & VOID_BIT) !== 0
        href = src = dataSrc = rel = style = httpEquiv = content = metaName = undefined
        isHidden = false
        metaContentStart = -1
        if (raw === Raw.None) space()
      },
      onattribname(s, e) {
        const a = attributeNames(html, s, e)
        attrKind = a.code & 3
        attrId = a.code >> 2
        attrStart = -1
        attrValue = ""
      },
      onattribdata(s, e) {
        if (attrStart < 0) attrStart = s
        if (attrId !== 0) attrValue += html.slice(s, e)
      },
      onattribentity(cp) {
        if (attrId !== 0) attrValue += String.fromCodePoint(cp)
      },
      onattribend(quote, e) {
        if (attrStart >= 0 && attrKind !== 0) attrRanges.push(attrKind, attrStart, e)
        if (attrId === 0) return
        const v = quote === QuoteType.NoValue ? "" : attrValue
        switch (attrId) {
          case 1:
            href ??= v
            break
          case 2:
            src ??= v
            break
          case 3:
            dataSrc ??= v
            break
          case 4:
            rel ??= v
            break
          case 5:
            style ??= v
            break
          case 6:
            isHidden = true
            break
          case 7:
            httpEquiv ??= v
            break
          case 8:
            content ??= v
            if (attrStart >= 0) {
              metaContentStart = attrStart
              metaContentEnd = e
            }
            break
          case 9:
            metaName ??= v
            break
        }
      },
      onopentagend() {
        endOpenTag(false)
      },
      onselfclosingtag() {
        endOpenTag(true)
      },
      onclosetag(s, e) {
        const name = tagNames(html, s, e).name
        if (raw !== Raw.None) {
          if (name !== rawName) return
          endRaw()
        } else space()
        // Close the nearest open element of that name (and what was left open inside it).
        const floor = Math.max(0, stack.length - 64)
        for (let i = stack.length - 1; i >= floor; i--) {
          if (stack[i] === name) {
            while (stack.length > i) {
              stack.pop()
              const f = flags.pop()!
              if (f & HIDDEN) hiddenDepth--
              if (f & SKIP) skipDepth--
            }
            break
          }
        }
      },
      ontext(s, e) {
        if (raw === Raw.Script) cut(s, e)
        else if (raw === Raw.None && e - s < 256 && blank(html, s, e)) {
          // Indentation between tags: most text nodes of a pretty-printed page.
          space()
          return
        }
        addText(html.slice(s, e))
      },
      ontextentity(cp) {
        addText(String.fromCodePoint(cp))
      },
      oncomment(s, e, offset) {
        cut(s, e - offset)
      },
      oncdata() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {
        if (raw !== Raw.None) endRaw()
      }
    }
  )
  tokenizer.write(html)
  tokenizer.end()

  let lines = 1
  for (let i = html.indexOf("\n"); i !== -1; i = html.indexOf("\n", i + 1)) lines++

  let signed: string
  if (cuts.length === 0) signed = html
  else {
    const parts: Array<string> = []
    let pos = 0
    for (let i = 0; i < cuts.length; i += 2) {
      parts.push(html.slice(pos, cuts[i]))
      pos = cuts[i + 1]!
    }
    parts.push(html.slice(pos))
    signed = parts.join("")
  }

  return {
    title: title.replace(/\s+/g, " ").trim(),
    line_num: lines,
    count_href: countHref,
    count_script: countScript,
    count_link: countLink,
    count_image: countImage,
    count_div: countDiv,
    count_iframe: countIframe,
    hrefs: [...hrefs],
    scripts: [...scripts],
    iframes: [...iframes],
    images: [...images],
    stylesheets: [...stylesheets],
    text: text.replace(/\s+/g, " ").trim(),
    hidden_text: hidden.replace(/\s+/g, " ").trim(),
    redirects,
    hiding_css: hidingCss,
    inline_scripts: inlineScripts,
    signed
  }
}

/** Whether a range of the page is whitespace only. */
const blank = (html: string, s: number, e: number): boolean => {
  for (let i = s; i < e; i++) {
    const c = html.charCodeAt(i)
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 12) return false
  }
  return true
}

/** Sorts (kind, start, end) triples by start. */
const sortRanges = (r: Array<number>) => {
  const triples: Array<[number, number, number]> = []
  for (let i = 0; i < r.length; i += 3) triples.push([r[i]!, r[i + 1]!, r[i + 2]!])
  triples.sort((a, b) => a[1] - b[1])
  r.length = 0
  for (const t of triples) r.push(t[0], t[1], t[2])
}

/** The rules of a style sheet that hide a broad selector (the page, its body or main containers). */
const hidingRules = (css: string, out: Array<string>) => {
  for (const rule of css.split("}")) {
    const brace = rule.lastIndexOf("{")
    if (brace === -1) continue
    const body = rule.slice(brace + 1)
    if (!HIDING.test(body + "}")) continue
    const selectors = rule.slice(0, brace).split(",").map((s) => s.trim())
    if (selectors.some((s) => BROAD_SELECTOR.test(s))) out.push(`${rule.slice(0, brace).trim()} { ${body.trim()} }`)
  }
}

/**
 * Normalises the signed document: every word that contains a digit becomes
 * `0` (dates, counters, ids, hex tokens) and whitespace runs become one space.
 */
export const normalise = (signed: string): string => signed.replace(/\d+/g, "0")

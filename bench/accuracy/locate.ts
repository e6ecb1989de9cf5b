/**
 * Where the generators may edit a page, found with htmlparser2's `Parser`
 * (startIndex/endIndex), never by regex: real pages carry "<body>", "<img
 * src=...>" and phone numbers inside script strings, textareas and comments,
 * and an edit there changes nothing a browser shows.
 */
import { Parser } from "htmlparser2"

/** `[start, end)` offsets into the document. */
export interface Range {
  readonly start: number
  readonly end: number
}

/** An element as the parser saw it (implied closes resolved). */
export interface El {
  readonly index: number
  readonly name: string
  /** offset of the `<` of the open tag */
  readonly start: number
  /** offset just after the open tag's `>` */
  readonly openEnd: number
  /** the explicit close tag, or null when the parser implied it (or a void element) */
  closeTag: Range | null
  readonly attribs: Readonly<Record<string, string>>
  /** index of the parent element, -1 at the root */
  readonly parent: number
  readonly inBody: boolean
  readonly inHead: boolean
  /** in the body, rendered: not inside raw text, template, noscript, svg, or an element hidden by markup */
  readonly shown: boolean
  /** inside template, noscript, or raw-text content a browser does not parse as markup (iframe, xmp, noembed, noframes) */
  readonly inert: boolean
}

/** Visible text of the body: one run of adjacent text tokens. */
export interface TextRun extends Range {
  /** entity-decoded text */
  readonly text: string
  /** index of the enclosing element, -1 if none */
  readonly parent: number
}

export interface Spots {
  readonly html: string
  readonly headClose: number
  readonly bodyOpenEnd: number
  readonly bodyClose: number
  /** the first title's text (an empty range inside an empty title), null without a title */
  readonly title: Range | null
  readonly elements: ReadonlyArray<El>
  readonly texts: ReadonlyArray<TextRun>
  /** offsets in the body where a new block element renders as a block of its own, ascending */
  readonly slots: ReadonlyArray<number>
  /** contents of raw-text elements (but the title), template, noscript, and comments: no edit lands inside */
  readonly raw: ReadonlyArray<Range>
}

const rawText = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext"])
/** elements whose content a browser does not show as page content (or not as parsed) */
const unshown = new Set([...rawText, "template", "noscript", "svg", "math", "select", "object", "head"])
/** a block inserted inside one of these would be split, dropped, or nested invalidly */
const noBlockInside = new Set([
  ...unshown, "a", "p", "span", "button", "option", "optgroup", "label", "h1", "h2", "h3", "h4", "h5", "h6",
  "b", "i", "em", "strong", "font", "small", "big", "u", "s", "strike", "sup", "sub", "code", "pre", "abbr",
  "cite", "q", "dfn", "kbd", "samp", "var", "time", "mark", "video", "audio", "picture", "map", "canvas", "dt", "dd"
])
const listLike = new Set(["ul", "ol", "dl", "table", "tbody", "thead", "tfoot", "tr", "colgroup", "menu"])
const blocks = new Set([
  "div", "p", "section", "article", "ul", "ol", "dl", "table", "header", "footer", "nav", "main", "aside",
  "h1", "h2", "h3", "h4", "h5", "h6", "form", "blockquote", "figure", "pre", "center", "address", "fieldset"
])
/** elements whose content htmlparser2 parses as markup but a browser (scripting on) does not */
const inertInside = new Set(["template", "noscript", "iframe", "xmp", "noembed", "noframes", "plaintext"])
const hiddenClasses = new Set(["hidden", "hide", "d-none", "sr-only", "visually-hidden", "screen-reader-text", "invisible", "is-hidden", "visuallyhidden", "offscreen"])

const hiddenByMarkup = (a: Record<string, string>): boolean =>
  a.hidden !== undefined ||
  (a.type ?? "").toLowerCase() === "hidden" ||
  /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? "") ||
  (a.class ?? "").split(/\s+/).some((c) => hiddenClasses.has(c.toLowerCase()))

export const locate = (html: string): Spots => {
  const elements: Array<El> = []
  const texts: Array<TextRun> = []
  const slots: Array<number> = []
  const raw: Array<Range> = []
  const stack: Array<number> = []
  let headClose = -1
  let headOpenEnd = -1
  let bodyOpenEnd = -1
  let bodyClose = -1
  let title: Range | null = null
  /** open elements that hide their content (unshown or hidden by markup) */
  let hiding = 0
  /** open elements inside which no block may go */
  let noBlock = 0
  let inBody = false
  let inHead = false
  let inert = 0
  const hides = new Set<number>()
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      const parent = stack.length === 0 ? -1 : stack[stack.length - 1]!
      const el: El = {
        index: elements.length,
        name,
        start: parser.startIndex,
        openEnd: parser.endIndex + 1,
        closeTag: null,
        attribs,
        parent,
        inBody,
        inHead,
        shown: inBody && hiding === 0 && !unshown.has(name) && !hiddenByMarkup(attribs),
        inert: inert > 0
      }
      elements.push(el)
      stack.push(el.index)
      if (name === "body" && bodyOpenEnd === -1) {
        bodyOpenEnd = el.openEnd
        inBody = true
        inHead = false
        slots.push(el.openEnd)
      }
      if (name === "head" && headOpenEnd === -1) {
        headOpenEnd = el.openEnd
        inHead = true
      }
      if (unshown.has(name) || hiddenByMarkup(attribs)) {
        hiding++
        hides.add(el.index)
      }
      if (noBlockInside.has(name)) noBlock++
      if (inertInside.has(name)) inert++
    },
    ontext(text) {
      const parent = stack.length === 0 ? -1 : stack[stack.length - 1]!
      const start = parser.startIndex
      const end = parser.endIndex + 1
      if (!inBody || hiding > 0) return
      const last = texts[texts.length - 1]
      if (last !== undefined && last.end === start && last.parent === parent) {
        texts[texts.length - 1] = { start: last.start, end, text: last.text + text, parent }
      } else if (text.trim().length > 0) {
        texts.push({ start, end, text, parent })
      }
    },
    oncomment() {
      raw.push({ start: parser.startIndex, end: parser.endIndex + 1 })
    },
    onclosetag(name, isImplied) {
      const index = stack.pop()
      if (index === undefined) return
      const el = elements[index]!
      const explicit = !isImplied && html.startsWith("</", parser.startIndex)
      if (explicit) el.closeTag = { start: parser.startIndex, end: parser.endIndex + 1 }
      const contentEnd = explicit ? parser.startIndex : Math.max(el.openEnd, parser.startIndex)
      if ((rawText.has(name) && name !== "title") || inertInside.has(name)) raw.push({ start: el.openEnd, end: contentEnd })
      // (the document's title: the first title element outside SVG, all of its text, which the parser hands over in
      // pieces at each character reference)
      if (name === "title" && title === null && !stack.some((i) => elements[i]!.name === "svg")) title = { start: el.openEnd, end: contentEnd }
      if (hides.delete(index)) hiding--
      if (noBlockInside.has(name)) noBlock--
      if (inertInside.has(name)) inert--
      if (name === "head" && headClose === -1) {
        headClose = parser.startIndex
        inHead = false
      }
      if (name === "body" && inBody) {
        bodyClose = parser.startIndex
        inBody = false
      }
      const parentName = stack.length === 0 ? "" : elements[stack[stack.length - 1]!]!.name
      if (explicit && inBody && blocks.has(name) && hiding === 0 && noBlock === 0 && !listLike.has(parentName)) {
        slots.push(parser.endIndex + 1)
      }
    }
  })
  parser.end(html)
  const bodyStart = elements.find((e) => e.name === "body")?.start
  const fallbackHead = headOpenEnd !== -1 ? headOpenEnd : bodyStart ?? 0
  const finalBodyClose = bodyClose === -1 ? html.length : bodyClose
  if (bodyOpenEnd === -1) slots.push(0)
  if (slots[slots.length - 1] !== finalBodyClose) slots.push(finalBodyClose)
  return {
    html,
    headClose: headClose === -1 ? fallbackHead : headClose,
    bodyOpenEnd: bodyOpenEnd === -1 ? 0 : bodyOpenEnd,
    bodyClose: finalBodyClose,
    title,
    elements,
    texts,
    slots: [...new Set(slots)].sort((a, b) => a - b),
    raw
  }
}

/** An attribute of a tag as written: its name, and its value's range (null when it has no value). */
export interface AttrSpan {
  readonly name: string
  readonly start: number
  readonly end: number
  readonly value: Range | null
}

/**
 * The attributes of the open tag of `el`, tokenized the way the HTML
 * tokenizer does (a `src=` inside another attribute's value is not an attribute).
 */
export const attrSpans = (html: string, el: El): Array<AttrSpan> => {
  const out: Array<AttrSpan> = []
  let i = el.start + 1
  const end = el.openEnd - 1
  while (i < end && !/[\s/>]/.test(html[i]!)) i++
  const space = (c: string | undefined) => c !== undefined && /[\s/]/.test(c)
  while (i < end) {
    while (i < end && space(html[i])) i++
    if (i >= end) break
    const nameStart = i
    while (i < end && !/[\s/>=]/.test(html[i]!)) i++
    const name = html.slice(nameStart, i).toLowerCase()
    let j = i
    while (j < end && /\s/.test(html[j]!)) j++
    if (html[j] !== "=") {
      out.push({ name, start: nameStart, end: i, value: null })
      continue
    }
    j++
    while (j < end && /\s/.test(html[j]!)) j++
    const q = html[j]
    if (q === "\"" || q === "'") {
      const close = html.indexOf(q, j + 1)
      const vEnd = close === -1 || close > end ? end : close
      out.push({ name, start: nameStart, end: Math.min(vEnd + 1, end), value: { start: j + 1, end: vEnd } })
      i = Math.min(vEnd + 1, end)
    } else {
      const vStart = j
      while (j < end && !/[\s>]/.test(html[j]!)) j++
      out.push({ name, start: nameStart, end: j, value: { start: vStart, end: j } })
      i = j
    }
  }
  return out
}

/** The value range of attribute `name` of `el` (the first, as a browser keeps), or null. */
export const attrValue = (html: string, el: El, name: string): Range | null =>
  attrSpans(html, el).find((a) => a.name === name)?.value ?? null

/** Where a new attribute can be written into the open tag of `el`: just after its name. */
export const attrInsertAt = (el: El): number => el.start + 1 + el.name.length

/** Whether `at` lies strictly inside raw text or a comment. */
export const insideRaw = (spots: Spots, at: number): boolean => spots.raw.some((r) => at > r.start && at < r.end)

/** Whether the range `[start, end)` touches raw text or a comment. */
export const overlapsRaw = (spots: Spots, r: Range): boolean =>
  spots.raw.some((x) => r.end > r.start ? r.start < x.end && r.end > x.start && !(r.start <= x.start && r.end >= x.end) : r.start > x.start && r.start < x.end)

/** `rel` tokens of a `<link>`. */
export const rels = (el: El): Array<string> => (el.attribs.rel ?? "").toLowerCase().split(/\s+/).filter((s) => s.length > 0)

/**
 * The feature extractor: one streaming pass of htmlparser2's tokenizer-level
 * `Parser` over a page (no DOM on the hot path), yielding everything the
 * engines compare.
 *
 * The full-page signature is a 64-bit xxhash of a normalised document, so
 * reloading an unchanged page gives the same hash: inline scripts and styles
 * are left out (nonces, timestamps, inline state), attributes that carry
 * per-request values (`nonce`, `integrity`, CSRF-like names, hidden input
 * values, `data-*`) are dropped, URLs lose their query strings (cache
 * busters), and digit runs in text collapse to one `0` (dates, counters).
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import { Parser } from "htmlparser2"
import xxhash from "xxhash-wasm"

/**
 * What one page looks like to the engines.
 *
 * @since 0.1.0
 */
export interface PageFeatures {
  readonly url: string
  readonly title: string
  readonly line_num: number
  readonly count_href: number
  readonly count_script: number
  readonly count_link: number
  readonly count_image: number
  readonly count_div: number
  readonly count_iframe: number
  /** absolute URLs, in document order, duplicates removed */
  readonly hrefs: ReadonlyArray<string>
  readonly scripts: ReadonlyArray<string>
  readonly iframes: ReadonlyArray<string>
  readonly images: ReadonlyArray<string>
  readonly stylesheets: ReadonlyArray<string>
  /** visible text, whitespace collapsed */
  readonly text: string
  /** text inside elements hidden by inline style or the `hidden` attribute */
  readonly hidden_text: string
  /** `<meta http-equiv=refresh>` targets and `location` assignments in inline scripts */
  readonly redirects: ReadonlyArray<string>
  /** CSS declarations (from `<style>` and inline styles) that hide large parts of a page */
  readonly hiding_css: ReadonlyArray<string>
  /** the normalised-document signature, 16 hex digits */
  readonly hash: string
}

/**
 * Extracts the features of a page.
 *
 * @since 0.1.0
 */
export interface Extractor {
  readonly extract: (html: string, url: string) => PageFeatures
}

const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "title"])
const VOLATILE_ATTR = /^(nonce|integrity|data-.*|value|csrf.*|.*token.*|.*nonce.*|authenticity_token|__requestverificationtoken|content-security-policy)$/i
const URL_ATTR = new Set(["href", "src", "action", "srcset", "poster", "data-src"])
const HIDING = /(display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$|!)|(?:left|top|text-indent)\s*:\s*-\d{3,}px|font-size\s*:\s*0(?:px)?\s*(?:;|$|!)|height\s*:\s*0(?:px)?\s*(?:;|$|!))/i
const BROAD_SELECTOR = /(^|[\s,}])(html|body|main|#main|#content|\.content|\.container|\*|div|section|article)\s*(,|\{)/i
const LOCATION = /(?:window\.|document\.|top\.|self\.)?location(?:\.href)?\s*=\s*["'`]([^"'`]+)["'`]|location\.(?:replace|assign)\(\s*["'`]([^"'`]+)["'`]/g

const DIGITS = /\d+/g
const DIGITS_OR_SPACE = /\d|\s\s|[\t\n\r]/

const absolute = (value: string, base: string): string | null => {
  const v = value.trim()
  if (v.length === 0 || v.startsWith("#") || /^(javascript|mailto|tel|data|about):/i.test(v)) return null
  // Already absolute: keep as written (URL parsing dominates the pass otherwise).
  if (/^https?:\/\/[^\s]*$/i.test(v)) return v
  try {
    return new URL(v, base).href
  } catch {
    return null
  }
}

const stripQuery = (u: string): string => {
  const q = u.indexOf("?")
  const h = u.indexOf("#")
  const cut = q === -1 ? h : h === -1 ? q : Math.min(q, h)
  return cut === -1 ? u : u.slice(0, cut)
}

const isStylesheet = (attribs: Record<string, string>) => /(^|\s)stylesheet(\s|$)/i.test(attribs.rel ?? "")

const hiddenByAttributes = (attribs: Record<string, string>) =>
  "hidden" in attribs || (attribs.style !== undefined && HIDING.test(attribs.style)) || attribs["aria-hidden"] === "true"

/**
 * Builds an extractor (xxhash-wasm initialises once, asynchronously).
 *
 * @since 0.1.0
 */
export const make: Effect.Effect<Extractor> = Effect.promise(() => xxhash()).pipe(
  Effect.map(({ h64ToString }) => ({
    extract: (html: string, pageUrl: string): PageFeatures => {
      let base = pageUrl
      let title = ""
      let inTitle = false
      let skipDepth = 0
      let styleText = ""
      let inStyle = false
      let scriptText = ""
      let inScript = false
      const counts = { href: 0, script: 0, link: 0, image: 0, div: 0, iframe: 0 }
      const lists = {
        hrefs: new Set<string>(),
        scripts: new Set<string>(),
        iframes: new Set<string>(),
        images: new Set<string>(),
        stylesheets: new Set<string>()
      }
      const text: Array<string> = []
      const hiddenText: Array<string> = []
      const redirects: Array<string> = []
      const hidingCss: Array<string> = []
      // A stack of "hidden" flags of open elements; hiddenDepth counts the hidden ones.
      const hiddenStack: Array<boolean> = []
      let hiddenDepth = 0
      // One hash call at the end: many small calls into wasm cost more than the join.
      const doc: Array<string> = []
      const feed = (s: string) => {
        doc.push(s)
      }

      const parser = new Parser(
        {
          onopentag(name, attribs) {
            feed("<")
            feed(name)
            for (const key in attribs) {
              if (VOLATILE_ATTR.test(key)) continue
              const value = attribs[key]!
              feed(" ")
              feed(key)
              feed("=")
              feed(URL_ATTR.has(key) ? stripQuery(value) : value.replace(DIGITS, "0"))
            }
            const hidden = hiddenByAttributes(attribs)
            hiddenStack.push(hidden)
            if (hidden) hiddenDepth++
            if (attribs.style !== undefined && HIDING.test(attribs.style) && (name === "body" || name === "main" || name === "html")) {
              hidingCss.push(`${name}[style]: ${attribs.style}`)
            }
            switch (name) {
              case "a": {
                if (attribs.href !== undefined) {
                  counts.href++
                  const u = absolute(attribs.href, base)
                  if (u !== null) lists.hrefs.add(u)
                }
                break
              }
              case "script": {
                counts.script++
                inScript = true
                scriptText = ""
                if (attribs.src !== undefined) {
                  const u = absolute(attribs.src, base)
                  if (u !== null) lists.scripts.add(u)
                }
                skipDepth++
                break
              }
              case "link": {
                if (isStylesheet(attribs) && attribs.href !== undefined) {
                  counts.link++
                  const u = absolute(attribs.href, base)
                  if (u !== null) lists.stylesheets.add(u)
                }
                break
              }
              case "img": {
                counts.image++
                const src = attribs.src ?? attribs["data-src"]
                if (src !== undefined) {
                  const u = absolute(src, base)
                  if (u !== null) lists.images.add(u)
                }
                break
              }
              case "div":
                counts.div++
                break
              case "iframe": {
                counts.iframe++
                if (attribs.src !== undefined) {
                  const u = absolute(attribs.src, base)
                  if (u !== null) lists.iframes.add(u)
                }
                break
              }
              case "base": {
                if (attribs.href !== undefined) base = absolute(attribs.href, pageUrl) ?? base
                break
              }
              case "meta": {
                if ((attribs["http-equiv"] ?? "").toLowerCase() === "refresh") {
                  const m = /url\s*=\s*['"]?([^'";]+)/i.exec(attribs.content ?? "")
                  redirects.push(m === null ? "(refresh)" : absolute(m[1]!, base) ?? m[1]!)
                }
                break
              }
              case "title":
                inTitle = true
                skipDepth++
                break
              case "style":
                inStyle = true
                styleText = ""
                skipDepth++
                break
              case "noscript":
              case "template":
                skipDepth++
                break
            }
          },
          ontext(data) {
            if (inTitle) {
              title += data
              return
            }
            if (inStyle) {
              styleText += data
              return
            }
            if (inScript) {
              scriptText += data
              return
            }
            if (skipDepth > 0) return
            if (hiddenDepth > 0) hiddenText.push(data)
            else text.push(data)
            feed(DIGITS_OR_SPACE.test(data) ? data.replace(/\d+/g, "0").replace(/\s+/g, " ") : data)
          },
          onclosetag(name) {
            feed("</")
            feed(name)
            const hidden = hiddenStack.pop()
            if (hidden === true) hiddenDepth--
            if (SKIP_TEXT.has(name) && skipDepth > 0) skipDepth--
            if (name === "title") inTitle = false
            else if (name === "style") {
              inStyle = false
              for (const rule of styleText.split("}")) {
                const brace = rule.indexOf("{")
                if (brace === -1) continue
                const selector = rule.slice(0, brace)
                const body = rule.slice(brace + 1)
                if (HIDING.test(body) && BROAD_SELECTOR.test(` ${selector.trim()} {`)) {
                  hidingCss.push(`${selector.trim()} { ${body.trim()} }`)
                }
              }
            } else if (name === "script") {
              inScript = false
              if (scriptText.length > 0 && scriptText.includes("location")) {
                LOCATION.lastIndex = 0
                let m: RegExpExecArray | null
                while ((m = LOCATION.exec(scriptText)) !== null) {
                  const target = m[1] ?? m[2]!
                  redirects.push(absolute(target, base) ?? target)
                }
              }
            }
          }
        },
        { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }
      )
      parser.end(html)

      let lines = 1
      for (let i = html.indexOf("\n"); i !== -1; i = html.indexOf("\n", i + 1)) lines++

      return {
        url: pageUrl,
        title: title.replace(/\s+/g, " ").trim(),
        line_num: lines,
        count_href: counts.href,
        count_script: counts.script,
        count_link: counts.link,
        count_image: counts.image,
        count_div: counts.div,
        count_iframe: counts.iframe,
        hrefs: [...lists.hrefs],
        scripts: [...lists.scripts],
        iframes: [...lists.iframes],
        images: [...lists.images],
        stylesheets: [...lists.stylesheets],
        text: text.join(" ").replace(/\s+/g, " ").trim(),
        hidden_text: hiddenText.join(" ").replace(/\s+/g, " ").trim(),
        redirects,
        hiding_css: hidingCss,
        hash: h64ToString(doc.join(""))
      }
    }
  }))
)

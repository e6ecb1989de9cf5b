/**
 * Fresh4 benign classes: written after round 5, by someone who does not
 * read the engines, from how real sites are maintained and what their
 * hosting and CDN providers do to their pages. Each differs from every
 * class in benign.ts, fresh-benign.ts, fresh2-benign.ts and fresh3-benign.ts
 * and is written in the site's own language where it shows text. Scored in
 * the `fresh4` group, never tuned on.
 */
import { type ChangeClass, attrTargets, occurrences, resolve, setAttr, shown, textRuns, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import { type El, attrInsertAt, attrSpans } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh4", make })

const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
const say = <A>(page: Page, table: Record<Lang, A>): A => table[lang(page)]
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
/** A static host of the site itself: relative, its own host, or a static/cdn subdomain. */
const ownHost = (rng: Rng, page: Page) => pick(rng, ["", `https://${page.site.host}`, `https://static.${page.site.domain}`, `https://cdn.${page.site.domain}`])
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
/** A Subresource Integrity value as the CDNs print it. */
const sri = (rng: Rng) => `sha384-${Array.from({ length: 64 }, () => base64Chars[int(rng, 64)]).join("")}`
/** Whether `el` has an ancestor named one of `names`. */
const within = (page: Page, el: El, names: ReadonlySet<string>): boolean => {
  for (let p = el.parent; p !== -1; p = page.spots.elements[p]!.parent) if (names.has(page.spots.elements[p]!.name)) return true
  return false
}
const externalScripts = (page: Page) => page.spots.elements.filter((e) => e.name === "script" && !e.inert && (e.attribs.src ?? "").trim().length > 0)
const isThirdParty = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && u.hostname !== page.site.host && !u.hostname.endsWith("." + page.site.domain) && u.hostname !== page.site.domain
}

const libraries: ReadonlyArray<{ readonly match: RegExp; readonly name: string; readonly versions: ReadonlyArray<string>; readonly file: (v: string, cdn: string) => string }> = [
  { match: /jquery(?:[.-]?(\d+\.\d+\.\d+))?(?:\.min)?\.js/i, name: "jquery", versions: ["1.12.4", "2.2.4", "3.5.1", "3.6.0", "3.7.1"], file: (v, cdn) => cdn === "cdnjs" ? `https://cdnjs.cloudflare.com/ajax/libs/jquery/${v}/jquery.min.js` : cdn === "jsdelivr" ? `https://cdn.jsdelivr.net/npm/jquery@${v}/dist/jquery.min.js` : `https://unpkg.com/jquery@${v}/dist/jquery.min.js` },
  { match: /bootstrap(?:[.-]?(\d+\.\d+\.\d+))?(?:\.bundle)?(?:\.min)?\.js/i, name: "bootstrap", versions: ["3.4.1", "4.6.2", "5.3.3"], file: (v, cdn) => cdn === "cdnjs" ? `https://cdnjs.cloudflare.com/ajax/libs/bootstrap/${v}/js/bootstrap.min.js` : cdn === "jsdelivr" ? `https://cdn.jsdelivr.net/npm/bootstrap@${v}/dist/js/bootstrap.min.js` : `https://unpkg.com/bootstrap@${v}/dist/js/bootstrap.min.js` },
  { match: /modernizr(?:[.-]?(\d+\.\d+\.\d+))?(?:\.min)?\.js/i, name: "modernizr", versions: ["2.8.3"], file: (v, cdn) => cdn === "jsdelivr" ? `https://cdn.jsdelivr.net/npm/modernizr@${v}/modernizr.min.js` : `https://cdnjs.cloudflare.com/ajax/libs/modernizr/${v}/modernizr.min.js` }
]

// Libraries the site served itself moved to a public CDN with the copy-paste tags cdnjs and jsDelivr offer (same version, an integrity hash, crossorigin), or added from there when a theme update needs one.
const publicCdnLibrary = benign("own copy of a library moved to a public CDN, same version", (page, rng) => {
  const cdn = pick(rng, ["cdnjs", "jsdelivr", "unpkg"])
  const out: Array<Splice> = []
  for (const t of attrTargets(page, externalScripts(page), "src")) {
    const src = t.el.attribs.src!.trim()
    const u = resolve(page, src)
    if (u === null || isThirdParty(page, src)) continue
    const file = u.pathname.split("/").pop() ?? ""
    const lib = libraries.find((l) => l.match.test(file))
    if (lib === undefined) continue
    const seen = lib.match.exec(file)?.[1] ?? /[?&]ver=(\d+\.\d+\.\d+)/.exec(u.search)?.[1]
    const version = seen ?? pick(rng, lib.versions)
    out.push(replace(t.value, esc(lib.file(version, lib.versions.includes(version) ? cdn : "cdnjs"))))
    if (t.el.attribs.integrity === undefined) out.push(insert(attrInsertAt(t.el), ` integrity="${sri(rng)}" crossorigin="anonymous"${chance(rng, 0.5) ? ` referrerpolicy="no-referrer"` : ""}`))
    if (out.length >= 4) break
  }
  if (out.length === 0) {
    const lib = pick(rng, libraries.slice(0, 2))
    const tag = `<script src="${lib.file(pick(rng, lib.versions), cdn)}" integrity="${sri(rng)}" crossorigin="anonymous"></script>`
    const css = lib.name === "bootstrap" && chance(rng, 0.5) ? `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="${sri(rng)}" crossorigin="anonymous">` : ""
    out.push(insert(head(page), css + tag))
  }
  return { splices: out }
})

const wellKnownOrigins = ["https://fonts.googleapis.com", "https://fonts.gstatic.com", "https://www.googletagmanager.com", "https://cdn.jsdelivr.net", "https://cdnjs.cloudflare.com", "https://www.google-analytics.com"]

// Performance work after a Lighthouse or PageSpeed audit, or a caching plugin's settings (WP Rocket, Perfmatters, Autoptimize): preconnect and dns-prefetch hints for origins the page uses, a preload of its main image, defer on its scripts and fetchpriority on the hero.
const performanceHints = benign("resource hints, preload and deferred scripts after a speed audit", (page, rng) => {
  const out: Array<Splice> = []
  const used = new Set<string>()
  for (const e of page.spots.elements) {
    const ref = e.attribs.src ?? (e.name === "link" ? e.attribs.href : undefined)
    if (ref === undefined || e.inert) continue
    const u = resolve(page, ref)
    if (u !== null && isThirdParty(page, ref)) used.add(u.origin)
  }
  const origins = [...used].slice(0, 3)
  if (origins.length === 0) origins.push(...sample(rng, wellKnownOrigins, between(rng, 1, 2)))
  const hints = origins.map((o) => pick(rng, [`<link rel="preconnect" href="${o}" crossorigin>`, `<link rel="dns-prefetch" href="//${new URL(o).host}">`, `<link rel="preconnect" href="${o}"><link rel="dns-prefetch" href="${o}">`])).join("")
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim().length > 0 && !(e.attribs.src ?? "").startsWith("data:"))
  const hero = imgs[0]
  const preload = hero !== undefined && chance(rng, 0.6) ? `<link rel="preload" as="image" href="${esc(hero.attribs.src!.trim())}"${chance(rng, 0.5) ? ` fetchpriority="high"` : ""}>` : ""
  out.push(insert(pick(rng, [head(page), page.spots.elements.find((e) => e.name === "head")?.openEnd ?? head(page)]), hints + preload))
  if (hero !== undefined && hero.attribs.fetchpriority === undefined && chance(rng, 0.6)) out.push(setAttr(page, hero, "fetchpriority", "high"))
  const deferrable = externalScripts(page).filter((e) => e.attribs.defer === undefined && e.attribs.async === undefined && !/jquery/i.test(e.attribs.src ?? ""))
  for (const e of sample(rng, deferrable, Math.min(deferrable.length, between(rng, 1, 5)))) out.push(insert(attrInsertAt(e), " defer"))
  return { splices: out }
})

const introWords: Record<Lang, ReadonlyArray<(brand: string, year: number) => string>> = {
  en: [(b, y) => `Since ${y}, ${b} has been a small, independent team that cares about doing things properly. We listen first, explain clearly, and stay with you after the job is done.`, (b) => `At ${b} we believe good work speaks for itself. This page tells you who we are, what we do, and how to reach us.`],
  fr: [(b, y) => `Depuis ${y}, ${b} est une petite équipe indépendante attachée au travail bien fait. Nous écoutons d'abord, expliquons clairement et restons à vos côtés ensuite.`, (b) => `Chez ${b}, nous pensons qu'un travail bien fait parle de lui-même. Voici qui nous sommes et comment nous joindre.`],
  de: [(b, y) => `Seit ${y} ist ${b} ein kleines, unabhängiges Team, dem gute Arbeit wichtig ist. Wir hören zuerst zu, erklären verständlich und bleiben auch danach für Sie da.`, (b) => `Bei ${b} sind wir überzeugt, dass gute Arbeit für sich spricht. Hier erfahren Sie, wer wir sind und wie Sie uns erreichen.`],
  es: [(b, y) => `Desde ${y}, ${b} es un pequeño equipo independiente que cuida cada detalle. Primero escuchamos, explicamos con claridad y seguimos a su lado después.`, (b) => `En ${b} creemos que el buen trabajo habla por sí solo. Aquí le contamos quiénes somos y cómo contactarnos.`],
  nl: [(b, y) => `Sinds ${y} is ${b} een klein, onafhankelijk team dat zorgvuldig werkt. We luisteren eerst, leggen helder uit en blijven ook daarna bereikbaar.`, (b) => `Bij ${b} geloven we dat goed werk voor zich spreekt. Hier leest u wie we zijn en hoe u ons bereikt.`],
  pt: [(b, y) => `Desde ${y}, a ${b} é uma pequena equipe independente que se importa com o trabalho bem feito. Primeiro ouvimos, explicamos com clareza e continuamos ao seu lado depois.`, (b) => `Na ${b} acreditamos que um bom trabalho fala por si. Aqui você descobre quem somos e como falar conosco.`],
  it: [(b, y) => `Dal ${y} ${b} è un piccolo team indipendente che tiene al lavoro fatto bene. Prima ascoltiamo, spieghiamo con chiarezza e restiamo al vostro fianco anche dopo.`, (b) => `In ${b} crediamo che un buon lavoro parli da sé. Qui scoprite chi siamo e come contattarci.`]
}
const prose = new Set(["p", "div", "section", "article", "td", "li", "dd", "blockquote"])
const inlineish = new Set(["a", "button", "label", "nav", "header", "option"])

// Editors rewriting an introduction or "about us" paragraph (a new mission statement, copy from a marketing agency): one paragraph's text replaced by new copy in the site's language; the rest of the page untouched.
const introRewritten = benign("an introduction paragraph rewritten by the editor", (page, rng) => {
  const total = page.spots.texts.reduce((n, t) => n + t.text.split(/\s+/).filter((w) => w.length > 0).length, 0)
  const runs = textRuns(page, 60).filter((t) => {
    const el = page.spots.elements[t.parent]
    const n = t.text.split(/\s+/).filter((w) => w.length > 0).length
    return el !== undefined && prose.has(el.name) && !within(page, el, inlineish) && n <= total * 0.06 && !t.text.includes(page.ids.email) && !t.text.includes(page.ids.phone.national)
  })
  const copy = esc(pick(rng, say(page, introWords))(brandName(page), between(rng, 1978, 2019)))
  const run = runs.length === 0 ? undefined : pick(rng, runs.slice(0, 8))
  if (run === undefined) return splices(insert(slotAt(page.spots, "top"), `<p class="intro">${copy}</p>`))
  return splices(replace(trimmed(page, run), copy))
})

const fundWords: Record<Lang, readonly [string, (raised: string, goal: string) => string, (n: number) => string, string]> = {
  en: ["Help us reach our goal", (r, g) => `${r} raised of ${g}`, (n) => `${n} supporters`, "Donate now"],
  fr: ["Aidez-nous à atteindre notre objectif", (r, g) => `${r} collectés sur ${g}`, (n) => `${n} donateurs`, "Faire un don"],
  de: ["Helfen Sie uns, unser Ziel zu erreichen", (r, g) => `${r} von ${g} gesammelt`, (n) => `${n} Unterstützer`, "Jetzt spenden"],
  es: ["Ayúdanos a alcanzar nuestra meta", (r, g) => `${r} recaudados de ${g}`, (n) => `${n} donantes`, "Donar ahora"],
  nl: ["Help ons ons doel te bereiken", (r, g) => `${r} opgehaald van ${g}`, (n) => `${n} donateurs`, "Doneer nu"],
  pt: ["Ajude-nos a chegar à meta", (r, g) => `${r} arrecadados de ${g}`, (n) => `${n} apoiadores`, "Doar agora"],
  it: ["Aiutaci a raggiungere l'obiettivo", (r, g) => `${r} raccolti su ${g}`, (n) => `${n} donatori`, "Dona ora"]
}

// Clubs, schools and charities running a fundraising campaign: a progress bar ("raised of goal", number of supporters) linking to the site's own donation page or to the campaign on a fundraising platform (GoFundMe, JustGiving, HelloAsso, betterplace.org, Donorbox).
const fundraisingProgress = benign("fundraising campaign progress bar", (page, rng) => {
  const money = page.site.locale.money
  const goal = pick(rng, [5000, 10000, 20000, 25000, 50000, 100000])
  const raised = Math.round(goal * (0.1 + 0.85 * rng()))
  const [h, line, donors, button] = say(page, fundWords)
  const handle = page.site.brand.replace(/-/g, "")
  const platform: Record<string, string> = {
    fr: `https://www.helloasso.com/associations/${handle}/collectes/${pick(rng, ["campagne-2026", "projet-" + digits(rng, 3)])}`,
    de: `https://www.betterplace.org/de/projects/${digits(rng, 6)}-${slug(page.site.brand)}`,
    uk: `https://www.justgiving.com/campaign/${handle}${pick(rng, ["2026", "appeal"])}`
  }
  const href = pick(rng, [`/${pick(rng, ["donate", "don", "spenden", "donar", "doneren", "doar", "dona"])}`, `https://${page.site.host}/${pick(rng, ["donate", "support"])}`, platform[page.site.locale.country] ?? `https://www.gofundme.com/f/${slug(page.site.brand)}-${pick(rng, ["appeal", "roof-repair", "new-minibus", "2026"])}`, `https://donorbox.org/${slug(page.site.brand)}-${pick(rng, ["campaign", "2026"])}`])
  const pctDone = Math.round((raised / goal) * 100)
  const el = pick(rng, [
    `<section class="${pick(rng, ["fundraiser", "campaign", "donation-progress"])}"><h3>${h}</h3><progress max="${goal}" value="${raised}"></progress><p>${line(money(raised), money(goal))} · ${donors(between(rng, 12, 900))}</p><p><a class="button" href="${href}">${button}</a></p></section>`,
    `<div class="thermometer"><p><strong>${h}</strong></p><div style="background:#eee;height:14px;border-radius:7px"><div style="width:${pctDone}%;background:#2e7d32;height:14px;border-radius:7px"></div></div><p>${line(money(raised), money(goal))} (${pctDone}%) — <a href="${href}">${button}</a></p></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), besideContact(page), anySlot(rng, page.spots)]), el))
})

const signWords: Record<Lang, readonly [string, string]> = {
  en: ["Sign in to your account", "or continue with"], fr: ["Connectez-vous à votre compte", "ou continuer avec"], de: ["Melden Sie sich an", "oder weiter mit"],
  es: ["Inicia sesión en tu cuenta", "o continúa con"], nl: ["Log in op je account", "of ga verder met"], pt: ["Entre na sua conta", "ou continue com"], it: ["Accedi al tuo account", "oppure continua con"]
}

// Shops and member sites adding social sign-in from the identity providers' own libraries (Google Identity Services' "Sign in with Google" button, Sign in with Apple JS, or a "Continue with Microsoft" link to the site's own OAuth start URL).
const socialSignIn = benign("'sign in with Google or Apple' buttons in the account area", (page, rng) => {
  const [h, or] = say(page, signWords)
  const host = page.site.host
  const google = `<div id="g_id_onload" data-client_id="${digits(rng, 12)}-${alnum(rng, 32)}.apps.googleusercontent.com" data-login_uri="https://${host}/${pick(rng, ["auth/google/callback", "login/google", "account/oauth/google"])}" data-auto_prompt="false"></div><div class="g_id_signin" data-type="standard" data-size="large" data-theme="outline" data-text="continue_with" data-shape="rectangular" data-locale="${lang(page)}"></div>`
  const apple = `<div id="appleid-signin" data-color="black" data-border="true" data-type="sign in"></div>`
  const appleInit = `<script type="text/javascript" src="https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${lang(page)}_${page.site.locale.country === "uk" ? "GB" : page.site.locale.country.toUpperCase()}/appleid.auth.js"></script><script>AppleID.auth.init({clientId:"com.${page.site.brand.replace(/-/g, "")}.web",scope:"name email",redirectURI:"https://${host}/auth/apple/callback",usePopup:true});</script>`
  const microsoft = `<a class="btn-microsoft" href="/${pick(rng, ["auth/microsoft", "login/azure", "account/oauth/microsoft"])}">Microsoft</a>`
  const parts: ReadonlyArray<string> = pick(rng, [["google"], ["google", "apple"], ["google", "microsoft"], ["apple"]])
  const box = `<div class="${pick(rng, ["social-login", "account-login", "sso"])}"><p>${h} — ${or}:</p>${parts.map((p) => (p === "google" ? google : p === "apple" ? apple : microsoft)).join("")}</div>`
  const out: Array<Splice> = [insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box)]
  if (parts.includes("google")) out.push(insert(head(page), `<script src="https://accounts.google.com/gsi/client" async${chance(rng, 0.5) ? " defer" : ""}></script>`))
  if (parts.includes("apple")) out.push(insert(bottom(page), appleInit))
  return { splices: out }
})

const translateWords: Record<Lang, string> = { en: "Translate this page", fr: "Traduire cette page", de: "Diese Seite übersetzen", es: "Traducir esta página", nl: "Deze pagina vertalen", pt: "Traduzir esta página", it: "Traduci questa pagina" }

// Councils, schools and small businesses adding machine translation: Google's Website Translator snippet (translate.google.com's element.js with a google_translate_element box) or the GTranslate plugin's widget.
const translateWidget = benign("Google Translate or GTranslate widget added", (page, rng) => {
  const l = lang(page)
  const langs = sample(rng, ["en", "fr", "de", "es", "nl", "pt", "it", "pl", "ar", "zh-CN", "uk", "tr"].filter((x) => x !== l), between(rng, 4, 9))
  const label = `<span class="translate-label">${say(page, translateWords)}</span>`
  return pick(rng, [
    () => splices(insert(pick(rng, [slotAt(page.spots, "top"), bottom(page), besideContact(page)]), `<div class="translate">${label}<div id="google_translate_element"></div></div><script type="text/javascript">function googleTranslateElementInit(){new google.translate.TranslateElement({pageLanguage:"${l}",includedLanguages:"${langs.join(",")}",layout:google.translate.TranslateElement.InlineLayout.SIMPLE},"google_translate_element")}</script><script type="text/javascript" src="${pick(rng, ["//", "https://"])}translate.google.com/translate_a/element.js?cb=googleTranslateElementInit"></script>`)),
    () => splices(insert(bottom(page), `<div class="gtranslate_wrapper"></div><script>window.gtranslateSettings={"default_language":"${l}","languages":${JSON.stringify([l, ...langs])},"wrapper_selector":".gtranslate_wrapper"${chance(rng, 0.5) ? `,"flag_style":"3d"` : ""}}</script><script src="https://cdn.gtranslate.net/widgets/latest/${pick(rng, ["float", "dropdown", "flags"])}.js" defer></script>`))
  ])()
})

const blockedWords: Record<Lang, readonly [string, string]> = {
  en: ["This content is blocked. Accept marketing cookies to view it.", "Cookie settings"], fr: ["Ce contenu est bloqué. Acceptez les cookies marketing pour l'afficher.", "Paramètres des cookies"],
  de: ["Dieser Inhalt ist blockiert. Akzeptieren Sie Marketing-Cookies, um ihn anzuzeigen.", "Cookie-Einstellungen"], es: ["Este contenido está bloqueado. Acepte las cookies de marketing para verlo.", "Configuración de cookies"],
  nl: ["Deze inhoud is geblokkeerd. Accepteer marketingcookies om hem te bekijken.", "Cookie-instellingen"], pt: ["Este conteúdo está bloqueado. Aceite os cookies de marketing para vê-lo.", "Configurações de cookies"],
  it: ["Questo contenuto è bloccato. Accetta i cookie di marketing per visualizzarlo.", "Impostazioni cookie"]
}

// Consent tools switching on prior blocking (Cookiebot's automatic blocking mode, Complianz, Borlabs Cookie, Iubenda's auto-blocking): third-party embeds lose their src until consent (kept in data-src or data-cookieblock-src) and get a placeholder, third-party scripts become type="text/plain" with their consent category, and the tool's own script goes first in the head.
const consentBlocking = benign("consent tool blocking existing embeds and scripts until consent", (page, rng) => {
  const [note, settings] = say(page, blockedWords)
  const keep = pick(rng, ["data-src", "data-cookieblock-src", "data-borlabs-cookie-src"])
  const out: Array<Splice> = []
  const frames = page.spots.elements.filter((e) => e.name === "iframe" && e.inBody && !e.inert && isThirdParty(page, e.attribs.src ?? ""))
  for (const t of attrTargets(page, frames.slice(0, 4), "src")) {
    const span = attrSpans(page.html, t.el).find((a) => a.name === "src")
    if (span === undefined) continue
    out.push(replace({ start: span.start, end: span.start + 3 }, keep))
    out.push(insert(attrInsertAt(t.el), ` data-cookieconsent="marketing"`))
    if (t.el.closeTag !== null && !within(page, t.el, new Set(["p", "a", "span", "button", "label"]))) out.push(insert(t.el.closeTag.end, `<div class="cookieconsent-optout-marketing"><p>${note} <a href="javascript:Cookiebot.renew()">${settings}</a></p></div>`))
  }
  const scripts = externalScripts(page).filter((e) => isThirdParty(page, e.attribs.src!) && e.attribs.type === undefined)
  for (const e of scripts.slice(0, 4)) out.push(insert(attrInsertAt(e), ` type="text/plain" data-cookieconsent="${pick(rng, ["statistics", "marketing", "preferences"])}"`))
  const cbid = uuid(rng)
  const headOpen = page.spots.elements.find((e) => e.name === "head")?.openEnd ?? head(page)
  out.push(insert(headOpen, `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${cbid}" data-blockingmode="auto" type="text/javascript"></script>`))
  if (out.length === 1 || chance(rng, 0.3)) out.push(insert(besideContact(page), `<div class="cookie-declaration"><script id="CookieDeclaration" src="https://consent.cookiebot.com/${cbid}/cd.js" type="text/javascript" async></script></div>`))
  return { splices: out }
})

// SEO plugins (Yoast, Rank Math, All in One SEO) filling in the business's details: Organization or LocalBusiness structured data with the site's own name, URL, logo, phone, e-mail and social profiles, exactly as the page shows them.
const ownStructuredData = benign("structured data with the site's own contact details", (page, rng) => {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": pick(rng, ["Organization", "LocalBusiness", "Store", "NGO", "ProfessionalService"]),
    "@id": `${page.site.url.replace(/\/$/, "")}/#organization`,
    name: brandName(page),
    url: page.site.url,
    logo: `https://${page.site.host}/${pick(rng, ["images/logo.png", "wp-content/uploads/logo.svg", "assets/logo.png"])}`,
    telephone: page.ids.phone.intl,
    email: page.ids.email
  }
  const same = page.ids.social.map((s) => s.href).filter((h): h is string => h !== null)
  if (same.length > 0 && chance(rng, 0.8)) data.sameAs = same
  if (chance(rng, 0.4)) data.contactPoint = { "@type": "ContactPoint", telephone: page.ids.phone.intl, contactType: "customer service", availableLanguage: [lang(page)] }
  const json = JSON.stringify(data, null, chance(rng, 0.5) ? 2 : undefined).replace(/</g, "\\u003c")
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), `<script type="application/ld+json"${chance(rng, 0.4) ? ` class="${pick(rng, ["yoast-schema-graph", "rank-math-schema", "aioseo-schema"])}"` : ""}>${json}</script>`))
})

const skipWords: Record<Lang, string> = { en: "Skip to content", fr: "Aller au contenu", de: "Zum Inhalt springen", es: "Saltar al contenido", nl: "Naar de inhoud", pt: "Pular para o conteúdo", it: "Vai al contenuto" }
const navWords: Record<Lang, string> = { en: "Main menu", fr: "Menu principal", de: "Hauptmenü", es: "Menú principal", nl: "Hoofdmenu", pt: "Menu principal", it: "Menu principale" }

// Accessibility fixes after an audit (WCAG 2.1 technique G1 skip links, ARIA landmarks, WordPress's "accessibility-ready" theme rules): a skip link at the top, the main content given an id and role, navigation labelled, the document's language declared.
const accessibilityFixes = benign("skip link, landmarks and language added for accessibility", (page, rng) => {
  const els = page.spots.elements
  const out: Array<Splice> = []
  const main = els.find((e) => e.inBody && !e.inert && e.attribs.id === undefined && (e.name === "main" || e.name === "article" || ((e.name === "div" || e.name === "section") && /content|main/i.test(e.attribs.class ?? ""))))
  const anchor = main === undefined ? "content" : pick(rng, ["main", "content", "main-content"])
  if (main !== undefined) {
    out.push(setAttr(page, main, "id", anchor))
    if (main.name !== "main" && main.attribs.role === undefined) out.push(insert(attrInsertAt(main), ` role="main"`))
  }
  const skip = `<a class="${pick(rng, ["skip-link screen-reader-text", "skip-to-content", "visually-hidden-focusable"])}" href="#${anchor}">${say(page, skipWords)}</a>`
  out.push(insert(top(page), skip))
  for (const nav of els.filter((e) => e.inBody && !e.inert && e !== main && (e.name === "nav" || /\bnav|menu\b/i.test(e.attribs.class ?? "")) && e.attribs["aria-label"] === undefined).slice(0, 2)) {
    out.push(insert(attrInsertAt(nav), `${nav.name === "nav" || nav.attribs.role !== undefined ? "" : ` role="navigation"`} aria-label="${esc(say(page, navWords))}"`))
  }
  const html = els.find((e) => e.name === "html")
  if (html !== undefined && html.attribs.lang === undefined) out.push(setAttr(page, html, "lang", lang(page)))
  if (main === undefined) out.push(insert(slotAt(page.spots, "top"), `<span id="${anchor}"></span>`))
  return { splices: out }
})

const reportSites: Record<string, string> = {
  us: "https://reportfraud.ftc.gov/", uk: "https://www.actionfraud.police.uk/", fr: "https://www.cybermalveillance.gouv.fr/", de: "https://www.bsi.bund.de/",
  es: "https://www.incibe.es/linea-de-ayuda-en-ciberseguridad", nl: "https://www.fraudehelpdesk.nl/", au: "https://www.scamwatch.gov.au/", in: "https://cybercrime.gov.in/",
  br: "https://www.gov.br/", it: "https://www.commissariatodips.it/"
}
const warnWords: Record<Lang, readonly [string, (phone: string, mail: string) => string, string]> = {
  en: ["Beware of scams using our name", (p, m) => `We never ask for payment by gift card, crypto or WhatsApp, and we never change our bank details by e-mail. Our only phone number is ${p} and our only e-mail address is ${m}.`, "Report a scam"],
  fr: ["Attention aux escroqueries utilisant notre nom", (p, m) => `Nous ne demandons jamais de paiement par carte cadeau, crypto-monnaie ou WhatsApp, et ne changeons jamais nos coordonnées bancaires par e-mail. Notre seul numéro est le ${p} et notre seule adresse ${m}.`, "Signaler une arnaque"],
  de: ["Vorsicht vor Betrug in unserem Namen", (p, m) => `Wir fordern nie Zahlungen per Gutscheinkarte, Kryptowährung oder WhatsApp und ändern unsere Bankverbindung nie per E-Mail. Unsere einzige Telefonnummer ist ${p}, unsere einzige E-Mail-Adresse ${m}.`, "Betrug melden"],
  es: ["Cuidado con las estafas que usan nuestro nombre", (p, m) => `Nunca pedimos pagos con tarjetas regalo, criptomonedas o por WhatsApp, ni cambiamos nuestros datos bancarios por correo. Nuestro único teléfono es el ${p} y nuestro único correo ${m}.`, "Denunciar una estafa"],
  nl: ["Let op oplichting uit onze naam", (p, m) => `Wij vragen nooit om betaling met cadeaukaarten, crypto of via WhatsApp en wijzigen onze bankgegevens nooit per e-mail. Ons enige telefoonnummer is ${p} en ons enige e-mailadres ${m}.`, "Oplichting melden"],
  pt: ["Cuidado com golpes usando o nosso nome", (p, m) => `Nunca pedimos pagamento por cartão-presente, cripto ou WhatsApp, nem alteramos os dados bancários por e-mail. Nosso único telefone é ${p} e nosso único e-mail é ${m}.`, "Denunciar um golpe"],
  it: ["Attenzione alle truffe a nostro nome", (p, m) => `Non chiediamo mai pagamenti con carte regalo, criptovalute o WhatsApp e non cambiamo mai le coordinate bancarie via e-mail. Il nostro unico numero è ${p} e il nostro unico indirizzo ${m}.`, "Segnala una truffa"]
}

// Businesses, banks and charities warning customers about impersonators (the notices UK Finance's Take Five and national police and consumer agencies ask firms to publish): "we never ask for payment by gift card or WhatsApp", restating the site's own phone and e-mail, with a link to the national fraud-reporting service.
const impersonationWarning = benign("warning about scammers impersonating the business", (page, rng) => {
  const [h, p, r] = say(page, warnWords)
  const report = reportSites[page.site.locale.country] ?? reportSites.us!
  const text = esc(p(page.ids.phone.national, page.ids.email))
  const el = pick(rng, [
    `<div class="${pick(rng, ["fraud-warning", "notice", "alert alert-warning"])}" role="note" style="border-left:4px solid #d39e00;padding:10px 14px;background:#fffbea"><strong>${h}.</strong> ${text} <a href="${report}" target="_blank" rel="noopener">${r}</a></div>`,
    `<section class="scam-alert"><h3>⚠ ${h}</h3><p>${text}</p><p><a href="${report}">${r}</a></p></section>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), besideContact(page), top(page)]), el))
})

// Social previews refreshed (the Open Graph protocol and X's card markup): og:image and twitter:image pointed at a new picture in the site's own uploads, the title and description tags rewritten for sharing, or the tags added where they were missing.
const socialPreview = benign("social preview image and text updated", (page, rng) => {
  const metas = page.spots.elements.filter((e) => e.name === "meta" && !e.inert)
  const prop = (e: El) => (e.attribs.property ?? e.attribs.name ?? "").toLowerCase()
  const file = `${ownHost(rng, page) || `https://${page.site.host}`}/${pick(rng, ["wp-content/uploads/2026/0" + between(rng, 1, 9), "images/social", "assets/og"])}/${pick(rng, ["share", "og-image", "social-card", slug(page.site.brand) + "-preview"])}-${alnum(rng, 4)}.${pick(rng, ["jpg", "png", "webp"])}`
  const out: Array<Splice> = []
  for (const e of metas) {
    const p = prop(e)
    if (p === "og:image" || p === "og:image:url" || p === "og:image:secure_url" || p === "twitter:image" || p === "twitter:image:src") out.push(setAttr(page, e, "content", file))
    else if (p === "og:image:width") out.push(setAttr(page, e, "content", "1200"))
    else if (p === "og:image:height") out.push(setAttr(page, e, "content", "630"))
  }
  if (out.length === 0) {
    const title = page.spots.title === null ? brandName(page) : page.html.slice(page.spots.title.start, page.spots.title.end).trim() || brandName(page)
    out.push(insert(head(page), `<meta property="og:type" content="website"><meta property="og:site_name" content="${esc(brandName(page))}"><meta property="og:title" content="${title.replace(/"/g, "&quot;").replace(/</g, "&lt;")}"><meta property="og:url" content="${esc(page.site.url)}"><meta property="og:image" content="${file}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta name="twitter:card" content="summary_large_image">`))
  }
  return { splices: out }
})

const bioWords: Record<Lang, readonly [string, (name: string, brand: string) => string, string]> = {
  en: ["About the author", (n, b) => `${n} writes about local news and projects for ${b}. Before joining the team, ${n.split(" ")[0]} worked as a reporter and editor.`, "All posts by"],
  fr: ["À propos de l'auteur", (n, b) => `${n} écrit pour ${b} sur l'actualité locale et nos projets. Auparavant, ${n.split(" ")[0]} était journaliste et éditeur.`, "Tous les articles de"],
  de: ["Über den Autor", (n, b) => `${n} schreibt für ${b} über lokale Nachrichten und Projekte. Zuvor war ${n.split(" ")[0]} als Reporter und Redakteur tätig.`, "Alle Beiträge von"],
  es: ["Sobre el autor", (n, b) => `${n} escribe para ${b} sobre noticias y proyectos locales. Antes trabajó como periodista y editor.`, "Todas las entradas de"],
  nl: ["Over de auteur", (n, b) => `${n} schrijft voor ${b} over lokaal nieuws en projecten. Daarvoor werkte ${n.split(" ")[0]} als verslaggever en redacteur.`, "Alle berichten van"],
  pt: ["Sobre o autor", (n, b) => `${n} escreve para a ${b} sobre notícias e projetos locais. Antes, trabalhou como repórter e editor.`, "Todos os posts de"],
  it: ["L'autore", (n, b) => `${n} scrive per ${b} di notizie e progetti locali. In precedenza ha lavorato come giornalista e redattore.`, "Tutti gli articoli di"]
}
const authorNames: Record<Lang, ReadonlyArray<string>> = {
  en: ["Claire Hughes", "Tom Fletcher", "Priya Shah", "Daniel Reid"], fr: ["Camille Martin", "Julien Moreau", "Léa Bernard"], de: ["Anna Schneider", "Jonas Becker", "Lena Wolf"],
  es: ["Lucía García", "Javier Ruiz", "Marta López"], nl: ["Sanne de Vries", "Bram Jansen", "Eva Bakker"], pt: ["Ana Souza", "Pedro Almeida", "Beatriz Costa"], it: ["Giulia Ricci", "Marco Colombo", "Sara Greco"]
}

// Blog themes and plugins adding an author box under posts (WordPress core's Gravatar avatars, Simple Author Box, Molongui): the author's avatar from secure.gravatar.com, a short bio, a link to their archive on the site and to their public profile.
const authorBox = benign("author bio box with a Gravatar avatar", (page, rng) => {
  const [h, bio, all] = say(page, bioWords)
  const name = pick(rng, say(page, authorNames))
  const hash = hex(rng, 32)
  const size = pick(rng, [80, 96, 120])
  const avatar = `<img alt="${esc(name)}" src="https://secure.gravatar.com/avatar/${hash}?s=${size}&amp;d=mm&amp;r=g"${chance(rng, 0.6) ? ` srcset="https://secure.gravatar.com/avatar/${hash}?s=${size * 2}&amp;d=mm&amp;r=g 2x"` : ""} class="avatar avatar-${size} photo" height="${size}" width="${size}" loading="lazy">`
  const profile = pick(rng, [`https://www.linkedin.com/in/${slug(name)}-${alnum(rng, 6)}`, `https://mastodon.social/@${slug(name).replace(/-/g, "")}`, `https://bsky.app/profile/${slug(name).replace(/-/g, "")}.bsky.social`])
  const el = `<div class="${pick(rng, ["author-box", "saboxplugin-wrap", "author-info"])}">${avatar}<h4>${h}: ${esc(name)}</h4><p>${esc(bio(name, brandName(page)))}</p><p><a href="/author/${slug(name)}/">${all} ${esc(name)}</a> · <a href="${profile}" rel="me noopener" target="_blank">${new URL(profile).hostname.replace(/^www\./, "")}</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), el))
})

/** Cloudflare's e-mail obfuscation encoding: a key byte, then every character XORed with it, in hex. */
const cfEncode = (rng: Rng, email: string): string => {
  const key = between(rng, 16, 250)
  return key.toString(16).padStart(2, "0") + [...email].map((c) => (c.charCodeAt(0) ^ key).toString(16).padStart(2, "0")).join("")
}

// Cloudflare's Email Address Obfuscation (Scrape Shield, on by default for many zones): addresses in the page replaced by "[email protected]" with the address XOR-encoded in data-cfemail, mailto links pointing at /cdn-cgi/l/email-protection, and the decoder script added; visitors with JavaScript see the same address as before.
const cfEmailObfuscation = benign("e-mail addresses obfuscated by the CDN (Cloudflare)", (page, rng) => {
  const email = page.ids.email
  const out: Array<Splice> = []
  const mailtos = shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase() === `mailto:${email}`)
  for (const t of attrTargets(page, mailtos, "href")) out.push(replace(t.value, `/cdn-cgi/l/email-protection#${cfEncode(rng, email)}`))
  for (const run of page.spots.texts) {
    const raw = page.html.slice(run.start, run.end)
    for (let i = raw.indexOf(email); i !== -1; i = raw.indexOf(email, i + email.length)) {
      const parent = page.spots.elements[run.parent]
      const inLink = parent !== undefined && (parent.name === "a" || within(page, parent, new Set(["a"])))
      const code = cfEncode(rng, email)
      const shownAs = `[email&#160;protected]`
      out.push(replace({ start: run.start + i, end: run.start + i + email.length }, inLink ? `<span class="__cf_email__" data-cfemail="${code}">${shownAs}</span>` : `<a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${code}">${shownAs}</a>`))
    }
  }
  out.push(insert(bottom(page), `<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`))
  return { splices: out }
})

const jsTypes = new Set(["", "text/javascript", "application/javascript", "module"])

// Cloudflare's Rocket Loader switched on in the dashboard: every script's type rewritten to "<hash>-text/javascript" so the loader can run them after the page renders, and the loader's own script added from /cdn-cgi/ with the same hash.
const rocketLoader = benign("scripts deferred by the CDN's Rocket Loader", (page, rng) => {
  const hash = hex(rng, 24)
  const out: Array<Splice> = []
  for (const e of page.spots.elements) {
    if (e.name !== "script" || e.inert || e.attribs["data-cfasync"] !== undefined) continue
    const type = (e.attribs.type ?? "").trim().toLowerCase()
    if (!jsTypes.has(type)) continue
    out.push(setAttr(page, e, "type", `${hash}-${type === "" ? "text/javascript" : type}`))
  }
  out.push(insert(bottom(page), `<script src="/cdn-cgi/scripts/7d0fa10a/cloudflare-static/rocket-loader.min.js" data-cf-settings="${hash}-|49" defer></script>`))
  return { splices: out }
})

// WordPress core's emoji support (print_emoji_detection_script, since WordPress 4.2): after a move to WordPress, a core update, or a "disable emojis" plugin removed, an inline script with _wpemojiSettings pointing at s.w.org's emoji images and the site's own wp-emoji-release.min.js, and the img.emoji style.
const wpEmoji = benign("WordPress emoji detection script and styles", (page, rng) => {
  const emoji = pick(rng, ["14.0.0", "15.0.3", "15.1.0"])
  const wp = pick(rng, ["6.4.5", "6.5.5", "6.6.2", "6.7.1", "6.8.1"])
  const base = pick(rng, [`https://${page.site.host}`, page.site.url.replace(/\/$/, "").replace(/^(https?:\/\/[^/]+).*$/, "$1")])
  const settings = JSON.stringify({
    baseUrl: `https://s.w.org/images/core/emoji/${emoji}/72x72/`, ext: ".png", svgUrl: `https://s.w.org/images/core/emoji/${emoji}/svg/`, svgExt: ".svg",
    source: { concatemoji: `${base}/wp-includes/js/wp-emoji-release.min.js?ver=${wp}` }
  }).replace(/\//g, "\\/")
  const loader = `!function(i,n){var o,s,e;function c(e){try{var t={supportTests:e,timestamp:(new Date).valueOf()};sessionStorage.setItem(o,JSON.stringify(t))}catch(e){}}o="wpEmojiSettingsSupports",s=["flag","emoji"],n.supports={everything:!0,everythingExceptFlag:!0},e=new Promise(function(e){i.addEventListener("DOMContentLoaded",e,{once:!0})}),new Promise(function(t){t(s.map(function(){return!0}))}).then(function(e){c(e)}).then(function(){var e=n.source||{};e.concatemoji&&(n.readyCallback=function(){},t=i.document.createElement("script"),t.src=e.concatemoji,t.defer=!0,i.document.head.appendChild(t));var t})}(window,window._wpemojiSettings);`
  const script = `<script${chance(rng, 0.5) ? ` type="text/javascript"` : ""}${chance(rng, 0.4) ? ` id="wp-emoji-settings"` : ""}>\nwindow._wpemojiSettings = ${settings};\n/*! This file is auto-generated */\n${loader}\n</script>`
  const css = `<style${chance(rng, 0.5) ? ` id="wp-emoji-styles-inline-css"` : ` type="text/css"`}>\nimg.wp-smiley, img.emoji { display: inline !important; border: none !important; box-shadow: none !important; height: 1em !important; width: 1em !important; margin: 0 0.07em !important; vertical-align: -0.1em !important; background: none !important; padding: 0 !important; }\n</style>`
  return splices(insert(head(page), script + css))
})

/** Every fresh4 benign class, in a fixed order. */
export const fresh4Benigns: ReadonlyArray<ChangeClass> = [
  publicCdnLibrary, performanceHints, introRewritten, fundraisingProgress, socialSignIn, translateWidget, consentBlocking,
  ownStructuredData, accessibilityFixes, impersonationWarning, socialPreview, authorBox, cfEmailObfuscation, rocketLoader, wpEmoji
]

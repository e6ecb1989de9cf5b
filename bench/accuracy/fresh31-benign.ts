/**
 * Fresh31 benign classes: written during round 24, by someone who does not
 * read the engines, as what the web team of a municipal or government
 * office, a university department, a local news outlet, a small shop, a
 * charity, a restaurant or a personal blog does in an ordinary month, each
 * with the defacement in fresh31-defacements.ts it resembles in mind.
 * Notices: a holiday closure, planned works, a privacy-policy update, a
 * cookie banner, opening hours. Content: a new post in the latest-posts
 * list, an events calendar, a seasonal sale with struck prices, a donation
 * drive, a partners' block, a new title for search results. Embeds and
 * widgets: a map, a video, site search, a translation widget, an
 * accessibility toolbar, a booking button at a well-known provider, a
 * language redirect to the site's own subfolder. Identifiers and
 * destinations changed honestly: the phone after an office move, a new staff
 * contact on the organisation's own domain, an out-of-hours number in the
 * same country, a WhatsApp button on the site's own number, X replaced by
 * the same handle on Bluesky or Mastodon, a "pay online" link to the
 * organisation's own portal, the payment handle replaced by its own donation
 * page, the organisation's own registration and VAT numbers, a QR code to
 * its own page. Each is written in the site's language where it shows text
 * and varies wording, placement, sizes and providers with the rng. None
 * sends a visitor, a form or a payment to a party other than the
 * organisation and well-known providers. The writer had no internet access:
 * vendors' URL formats are recalled from memory and may differ in detail.
 * Scored in the `fresh31` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lineAfter, occurrences, replaceEverywhere, say, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate, swapPhone } from "./locales.js"
import { type El, type Range, insideRaw, overlapsRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { headlines, reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh31", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const origin = (page: Page) => new URL(page.site.url).origin
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const day = 86_400_000
const later = (d: Date, days: number) => new Date(d.getTime() + days * day)
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const lowSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)])
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const ytId = (rng: Rng) => Array.from({ length: 11 }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"])).join("")
/** Whether `r` touches raw text or a comment, or holds one whole (a replacement there would delete it). */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** The whole content of the document's title element in the head (the bench's title range stops at the first character reference). */
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
/** Anchors (with an explicit close tag, nothing raw inside) whose href is exactly `href`. */
const anchorsTo = (page: Page, href: string): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && e.attribs.href === href && e.closeTag !== null && !rawInside(page, { start: e.start, end: e.closeTag.end }))
/** The contact block as published, for placing things just after it. */
const contactBlockEnd = (page: Page): number | null => {
  const block = page.spots.elements.find((e) => e.shown && e.closeTag !== null && (/(^|\s)(site-contact|contact-box|footer-contact)(\s|$)/.test(e.attribs.class ?? "") || e.attribs.id === "contact-us"))
  return block === undefined || block.closeTag === null ? null : block.closeTag.end
}

// ———————————————————————————— notices ————————————————————————————

const closureText: T<ReadonlyArray<string>> = {
  en: ["Our office will be closed from {d1} to {d2} for the holidays. Online services remain available and we will answer messages from {d3}.", "The library is closed on {d1} for a staff training day. Returns can be left in the drop box.", "We are closed from {d1} to {d2} for our annual break. Orders placed in the meantime will ship from {d3}."],
  fr: ["Nos bureaux seront fermés du {d1} au {d2} pour les fêtes. Les services en ligne restent disponibles ; nous répondrons aux messages à partir du {d3}.", "La médiathèque est fermée le {d1} pour une journée de formation du personnel.", "Nous sommes en congés du {d1} au {d2}. Les commandes passées entre-temps seront expédiées à partir du {d3}."],
  de: ["Unser Büro ist vom {d1} bis {d2} über die Feiertage geschlossen. Online-Dienste bleiben verfügbar; Nachrichten beantworten wir ab dem {d3}.", "Die Bibliothek bleibt am {d1} wegen einer Fortbildung geschlossen.", "Betriebsferien vom {d1} bis {d2}. Bestellungen in dieser Zeit versenden wir ab dem {d3}."],
  es: ["Nuestra oficina permanecerá cerrada del {d1} al {d2} por las fiestas. Los servicios en línea siguen disponibles y responderemos a partir del {d3}.", "La biblioteca cierra el {d1} por una jornada de formación del personal.", "Cerramos por vacaciones del {d1} al {d2}. Los pedidos realizados se enviarán a partir del {d3}."],
  nl: ["Ons kantoor is van {d1} tot en met {d2} gesloten in verband met de feestdagen. Online diensten blijven beschikbaar; we reageren vanaf {d3}.", "De bibliotheek is op {d1} gesloten wegens een studiedag.", "Wij zijn met vakantie van {d1} tot {d2}. Bestellingen worden vanaf {d3} verzonden."],
  pt: ["Nosso escritório estará fechado de {d1} a {d2} por causa das festas. Os serviços online continuam disponíveis e responderemos a partir de {d3}.", "A biblioteca estará fechada em {d1} para um dia de formação da equipe.", "Estaremos em férias de {d1} a {d2}. Pedidos feitos nesse período serão enviados a partir de {d3}."],
  it: ["I nostri uffici resteranno chiusi dal {d1} al {d2} per le festività. I servizi online restano disponibili; risponderemo dal {d3}.", "La biblioteca resterà chiusa il {d1} per una giornata di formazione del personale.", "Siamo chiusi per ferie dal {d1} al {d2}. Gli ordini effettuati saranno spediti dal {d3}."]
}

// Holiday and training-day closures announced by councils, libraries, shops and restaurants (the honest twin of a hoax "closed for good" notice): a notice with concrete dates and what stays available.
const holidayClosure = benign("temporary closure notice in the site's language with concrete dates (holidays, staff training, annual break) and what stays available meanwhile", (page, rng) => {
  const d = someDate(rng)
  const n = between(rng, 1, 12)
  const fmt = page.site.locale.date
  const text = fill(pick(rng, say(page, closureText)), { d1: fmt(d), d2: fmt(later(d, n)), d3: fmt(later(d, n + 1)) })
  if (chance(rng, 0.3)) return splices(lineBeside(page, [page.ids.phone.intl, page.ids.email], esc(text), slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "announcement", "alert alert-info", "closure-notice"])}">${esc(text)}</p>`))
})

const worksText: T<ReadonlyArray<string>> = {
  en: ["Planned works: the water supply in {place} will be interrupted on {d} from {h1} to {h2}.", "{place} will be closed to traffic on {d} from {h1} to {h2} for resurfacing. Diversions will be signposted.", "Scheduled maintenance: our online services will be unavailable on {d} between {h1} and {h2}."],
  fr: ["Travaux programmés : l'alimentation en eau de {place} sera interrompue le {d} de {h1} à {h2}.", "{place} sera fermée à la circulation le {d} de {h1} à {h2} pour réfection de la chaussée.", "Maintenance programmée : nos services en ligne seront indisponibles le {d} entre {h1} et {h2}."],
  de: ["Geplante Arbeiten: Die Wasserversorgung in {place} wird am {d} von {h1} bis {h2} unterbrochen.", "{place} ist am {d} von {h1} bis {h2} wegen Fahrbahnsanierung gesperrt. Umleitungen sind ausgeschildert.", "Wartungsarbeiten: Unsere Online-Dienste sind am {d} zwischen {h1} und {h2} nicht erreichbar."],
  es: ["Obras programadas: el suministro de agua en {place} se interrumpirá el {d} de {h1} a {h2}.", "{place} estará cortada al tráfico el {d} de {h1} a {h2} por asfaltado.", "Mantenimiento programado: los servicios en línea no estarán disponibles el {d} entre las {h1} y las {h2}."],
  nl: ["Gepland onderhoud: de watervoorziening in {place} wordt op {d} van {h1} tot {h2} onderbroken.", "{place} is op {d} van {h1} tot {h2} afgesloten voor asfaltwerkzaamheden.", "Gepland onderhoud: onze online diensten zijn op {d} tussen {h1} en {h2} niet beschikbaar."],
  pt: ["Obras programadas: o abastecimento de água em {place} será interrompido em {d} das {h1} às {h2}.", "{place} ficará interditada em {d} das {h1} às {h2} para recapeamento.", "Manutenção programada: os serviços online ficarão indisponíveis em {d} entre {h1} e {h2}."],
  it: ["Lavori programmati: l'erogazione dell'acqua in {place} sarà sospesa il {d} dalle {h1} alle {h2}.", "{place} sarà chiusa al traffico il {d} dalle {h1} alle {h2} per il rifacimento dell'asfalto.", "Manutenzione programmata: i servizi online non saranno disponibili il {d} tra le {h1} e le {h2}."]
}
const places: T<ReadonlyArray<string>> = {
  en: ["Church Street", "the north district", "Station Road", "Mill Lane"], fr: ["la rue de la Gare", "le quartier nord", "l'avenue Jean-Jaurès"], de: ["der Bahnhofstraße", "dem Nordviertel", "der Hauptstraße"],
  es: ["la calle Mayor", "el barrio norte", "la avenida de la Estación"], nl: ["de Stationsstraat", "de wijk Noord", "de Kerkstraat"], pt: ["a Rua da Estação", "o bairro norte", "a Avenida Central"], it: ["via Roma", "il quartiere nord", "viale della Stazione"]
}

// Public-works and maintenance notices posted by councils, utilities and universities (the honest twin of a fake emergency alert): one notice with a date, a time window and a link to the site's own page.
const plannedWorks = benign("planned works or maintenance notice in the site's language (water interruption, road closure, online services down) with a date, a time window and a link to the site's own page", (page, rng) => {
  const h1 = between(rng, 6, 14)
  const raw = fill(pick(rng, say(page, worksText)), { place: pick(rng, say(page, places)), d: page.site.locale.date(someDate(rng)), h1: `${String(h1).padStart(2, "0")}:00`, h2: `${String(h1 + between(rng, 2, 6)).padStart(2, "0")}:${pick(rng, ["00", "30"])}` })
  const text = raw.charAt(0).toUpperCase() + raw.slice(1)
  const href = `/${pick(rng, ["news", "works", "roadworks", "service-status", "maintenance", "info"])}/${between(rng, 2025, 2026)}-${String(between(rng, 1, 12)).padStart(2, "0")}`
  const more = pick(rng, ["More", "Details", "Info", "→"])
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["notice", "info-banner", "works-notice"])}"><p>${esc(text)} <a href="${href}">${esc(more)}</a></p></div>`))
})

const privacyText: T<ReadonlyArray<string>> = {
  en: ["We have updated our privacy policy (effective {d}).", "Our privacy notice has changed: read what is new as of {d}."], fr: ["Nous avons mis à jour notre politique de confidentialité (en vigueur le {d}).", "Notre politique de confidentialité évolue à compter du {d}."],
  de: ["Wir haben unsere Datenschutzerklärung aktualisiert (gültig ab {d}).", "Neue Datenschutzhinweise ab {d}."], es: ["Hemos actualizado nuestra política de privacidad (vigente desde el {d}).", "Nuestra política de privacidad cambia a partir del {d}."],
  nl: ["We hebben ons privacybeleid bijgewerkt (van kracht per {d}).", "Ons privacybeleid is gewijzigd per {d}."], pt: ["Atualizamos nossa política de privacidade (em vigor desde {d}).", "Nossa política de privacidade mudou em {d}."],
  it: ["Abbiamo aggiornato la nostra informativa sulla privacy (in vigore dal {d}).", "La nostra informativa privacy cambia dal {d}."]
}
const privacyPath: T<ReadonlyArray<string>> = {
  en: ["/privacy", "/privacy-policy", "/legal/privacy"], fr: ["/politique-de-confidentialite", "/confidentialite", "/mentions-legales"], de: ["/datenschutz", "/datenschutzerklaerung"],
  es: ["/privacidad", "/politica-de-privacidad"], nl: ["/privacy", "/privacyverklaring"], pt: ["/privacidade", "/politica-de-privacidade"], it: ["/privacy", "/informativa-privacy"]
}
const readMore: T<string> = { en: "Read more", fr: "En savoir plus", de: "Mehr erfahren", es: "Más información", nl: "Lees meer", pt: "Saiba mais", it: "Scopri di più" }

// Privacy-policy updates announced by sites of every kind (GDPR reviews, new processors): a short notice with the effective date and a link to the site's own policy page.
const privacyUpdate = benign("short notice that the privacy policy was updated, with its effective date and a link to the site's own policy page", (page, rng) => {
  const text = fill(pick(rng, say(page, privacyText)), { d: page.site.locale.date(someDate(rng)) })
  const href = `${chance(rng, 0.3) ? origin(page) : ""}${pick(rng, say(page, privacyPath))}`
  const html = `${esc(text)} <a href="${esc(href)}">${esc(say(page, readMore))}</a>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["notice", "privacy-notice", "small"])}">${html}</p>`))
})

const cookieText: T<readonly [string, string, string]> = {
  en: ["We use cookies to run this site and, with your consent, to measure visits.", "Accept", "Reject"], fr: ["Nous utilisons des cookies pour faire fonctionner ce site et, avec votre accord, mesurer l'audience.", "Accepter", "Refuser"],
  de: ["Wir verwenden Cookies für den Betrieb dieser Website und, mit Ihrer Zustimmung, zur Reichweitenmessung.", "Akzeptieren", "Ablehnen"], es: ["Usamos cookies para el funcionamiento del sitio y, con tu consentimiento, para medir visitas.", "Aceptar", "Rechazar"],
  nl: ["We gebruiken cookies om deze site te laten werken en, met uw toestemming, om bezoeken te meten.", "Accepteren", "Weigeren"], pt: ["Usamos cookies para o funcionamento do site e, com seu consentimento, para medir visitas.", "Aceitar", "Recusar"],
  it: ["Utilizziamo i cookie per il funzionamento del sito e, con il tuo consenso, per misurare le visite.", "Accetta", "Rifiuta"]
}

// Cookie-consent banners (Cookiebot, CookieYes, Osano, Iubenda or a theme's own script) added under GDPR and ePrivacy rules: a fixed banner in the site's language with accept/reject buttons and a link to its own policy, and the vendor's script with the site's own id.
const cookieBanner = benign("cookie-consent banner in the site's language (accept and reject buttons, link to its own policy) with a consent vendor's script under the site's own id (Cookiebot, CookieYes, Osano, iubenda) or its own script", (page, rng) => {
  const [msg, ok, no] = say(page, cookieText)
  const script = pick(rng, [
    () => `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${uuid(rng)}" data-blockingmode="auto" type="text/javascript"></script>`,
    () => `<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/${hex(rng, 32)}/script.js"></script>`,
    () => `<script src="https://cmp.osano.com/${alnum(rng, 16)}/${uuid(rng)}/osano.js"></script>`,
    () => `<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/${digits(rng, 7)}.js"></script>`,
    () => `<script src="/${pick(rng, ["js", "assets/js", "static"])}/cookie-consent.js" defer></script>`
  ])()
  const bar = `<div class="${pick(rng, ["cookie-banner", "cc-window", "consent-bar"])}" role="dialog" style="position:fixed;bottom:0;left:0;right:0;background:${pick(rng, ["#222", "#fff", "#f5f5f5"])};padding:12px;z-index:${between(rng, 1000, 9999)}"><p>${esc(msg)} <a href="${esc(pick(rng, say(page, privacyPath)))}">${esc(say(page, readMore))}</a></p><button type="button" class="accept">${esc(ok)}</button> <button type="button" class="reject">${esc(no)}</button></div>`
  return splices(insert(pick(rng, [head(page), headStart(page)]), script), insert(bottom(page), bar))
})

const dayNames: T<ReadonlyArray<string>> = {
  en: ["Monday–Friday", "Saturday", "Sunday"], fr: ["Lundi–vendredi", "Samedi", "Dimanche"], de: ["Montag–Freitag", "Samstag", "Sonntag"], es: ["Lunes a viernes", "Sábado", "Domingo"],
  nl: ["Maandag–vrijdag", "Zaterdag", "Zondag"], pt: ["Segunda a sexta", "Sábado", "Domingo"], it: ["Lunedì–venerdì", "Sabato", "Domenica"]
}
const hoursTitle: T<ReadonlyArray<string>> = {
  en: ["Opening hours", "Winter opening hours", "Office hours"], fr: ["Horaires d'ouverture", "Horaires d'hiver"], de: ["Öffnungszeiten", "Winteröffnungszeiten", "Sprechzeiten"], es: ["Horario", "Horario de invierno"],
  nl: ["Openingstijden", "Winteropeningstijden"], pt: ["Horário de funcionamento", "Horário de inverno"], it: ["Orari di apertura", "Orari invernali"]
}
const closed: T<string> = { en: "Closed", fr: "Fermé", de: "Geschlossen", es: "Cerrado", nl: "Gesloten", pt: "Fechado", it: "Chiuso" }

// Opening hours published or updated by shops, restaurants, offices and libraries (the honest twin of misleading hours): a small table of days and hours after the contact block or lower on the page.
const openingHours = benign("opening-hours table in the site's language (weekdays, Saturday, Sunday, sometimes 'winter hours') after the contact block or lower on the page", (page, rng) => {
  const [wk, sat, sun] = say(page, dayNames)
  const o = between(rng, 7, 11)
  const c = between(rng, 16, 23)
  const rows: Array<readonly [string, string]> = [
    [wk!, `${o}:00–${c}:${pick(rng, ["00", "30"])}`],
    [sat!, chance(rng, 0.7) ? `${o + 1}:00–${Math.min(c, between(rng, 13, 18))}:00` : say(page, closed)],
    [sun!, chance(rng, 0.3) ? `${o + 2}:00–${between(rng, 13, 17)}:00` : say(page, closed)]
  ]
  const table = `<table class="${pick(rng, ["opening-hours", "hours", "table"])}">${rows.map(([d, h]) => `<tr><th>${esc(d)}</th><td>${esc(h)}</td></tr>`).join("")}</table>`
  const html = `<section class="${pick(rng, ["hours", "opening", "visit"])}"><h3>${esc(pick(rng, say(page, hoursTitle)))}</h3>${table}</section>`
  const end = contactBlockEnd(page)
  return splices(insert(end !== null && chance(rng, 0.6) ? end : lowSpot(rng, page), html))
})

// ———————————————————————————— content ————————————————————————————

const postTitles: T<ReadonlyArray<string>> = {
  en: headlines,
  fr: ["Nouveaux horaires d'ouverture", "Retour sur la fête de quartier", "Les résultats de notre enquête annuelle", "Le programme de l'automne est en ligne", "Bienvenue à nos nouveaux bénévoles"],
  de: ["Neue Öffnungszeiten ab nächstem Monat", "Rückblick auf das Sommerfest", "Ergebnisse unserer Jahresumfrage", "Das Herbstprogramm ist online", "Willkommen an unsere neuen Ehrenamtlichen"],
  es: ["Nuevo horario a partir del mes que viene", "Así fue la fiesta del barrio", "Resultados de nuestra encuesta anual", "Ya está aquí el programa de otoño", "Bienvenida a los nuevos voluntarios"],
  nl: ["Nieuwe openingstijden vanaf volgende maand", "Terugblik op het buurtfeest", "Uitkomsten van onze jaarlijkse enquête", "Het najaarsprogramma staat online", "Welkom aan onze nieuwe vrijwilligers"],
  pt: ["Novo horário a partir do próximo mês", "Como foi a festa do bairro", "Resultados da nossa pesquisa anual", "A programação de outono já está no ar", "Boas-vindas aos novos voluntários"],
  it: ["Nuovi orari dal prossimo mese", "Com'è andata la festa di quartiere", "I risultati del nostro sondaggio annuale", "Online il programma d'autunno", "Benvenuti ai nuovi volontari"]
}

// Publishing a post on a blog, a newsroom or a council's news page: the new item appears first in the latest-posts list, with no comments yet.
const newPostListed = benign("new post in the site's language added first to its latest-posts list (own address, no comments yet), the oldest item sometimes dropped", (page, rng) => {
  const title = pick(rng, say(page, postTitles))
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && e.shown && usable(page, e))
  const ul = aside === undefined ? undefined : page.spots.elements.find((e) => e.name === "ul" && e.parent === aside.index)
  const a = ul === undefined ? undefined : page.spots.elements.find((e) => e.name === "a" && e.index > ul.index && (e.attribs.href ?? "").startsWith("/"))
  const base = a === undefined ? "/blog/" : (a.attribs.href ?? "/blog/x").replace(/[^/]*$/, "")
  const li = `<li><a href="${esc(base)}${slug(title) || `post-${between(rng, 100, 999)}`}">${esc(title)}</a> <span class="comment-count">(${esc(page.site.words.comments(0))})</span></li>`
  if (ul === undefined) return splices(insert(slotAt(page.spots, "top"), `<ul class="latest">${li}</ul>`))
  const out: Array<Splice> = [insert(ul.openEnd, li)]
  const items = page.spots.elements.filter((e) => e.name === "li" && e.parent === ul.index && e.closeTag !== null)
  const last = items[items.length - 1]
  if (last !== undefined && items.length >= 3 && chance(rng, 0.3)) out.push(replace({ start: last.start, end: last.closeTag!.end }, ""))
  return { splices: out }
})

const eventTitles: T<ReadonlyArray<string>> = {
  en: ["Open day", "Public consultation meeting", "Charity quiz night", "Guest lecture", "Wine tasting evening", "Family reading morning", "Volunteer induction"],
  fr: ["Journée portes ouvertes", "Réunion publique", "Soirée quiz solidaire", "Conférence invitée", "Soirée dégustation", "Heure du conte"],
  de: ["Tag der offenen Tür", "Bürgerversammlung", "Benefiz-Quizabend", "Gastvortrag", "Weinprobe", "Vorlesestunde für Familien"],
  es: ["Jornada de puertas abiertas", "Reunión vecinal", "Noche de trivial solidario", "Conferencia invitada", "Cata de vinos", "Cuentacuentos"],
  nl: ["Open dag", "Inloopavond", "Benefiet-quizavond", "Gastcollege", "Wijnproeverij", "Voorleesochtend"],
  pt: ["Dia de portas abertas", "Audiência pública", "Noite de quiz solidário", "Palestra convidada", "Degustação de vinhos", "Hora do conto"],
  it: ["Open day", "Assemblea pubblica", "Quiz solidale", "Conferenza ospite", "Degustazione di vini", "Letture per famiglie"]
}
const eventsHead: T<string> = { en: "Upcoming events", fr: "Agenda", de: "Veranstaltungen", es: "Próximos eventos", nl: "Agenda", pt: "Próximos eventos", it: "Prossimi eventi" }
const venues = ["Main hall", "Room 2.14", "Town library", "Community centre", "Auditorium B", "Garden", "Online"]

// Event calendars kept by universities, councils, charities and restaurants: a list of upcoming dated events, each linking to its own page on the site.
const eventsCalendar = benign("upcoming-events list in the site's language (dates in its format, times, venues), each linking to its own page on the site", (page, rng) => {
  const start = someDate(rng)
  const n = between(rng, 2, 5)
  let d = start
  const items = sample(rng, say(page, eventTitles), n).map((t) => {
    d = later(d, between(rng, 2, 20))
    const time = `${between(rng, 9, 20)}:${pick(rng, ["00", "30"])}`
    return `<li><time datetime="${d.toISOString().slice(0, 10)}">${esc(page.site.locale.date(d))}</time>, ${time} — <a href="/events/${slug(t) || "event"}-${d.toISOString().slice(0, 10)}">${esc(t)}</a> (${esc(pick(rng, venues))})</li>`
  })
  return splices(insert(lowSpot(rng, page), `<section class="${pick(rng, ["events", "agenda", "calendar"])}"><h3>${esc(say(page, eventsHead))}</h3><ul>${items.join("")}</ul></section>`))
})

/** The price with its number reduced by `pct` per cent, in the same decimal style. */
const reduced = (price: string, pct: number): string => {
  const num = /\d(?:[\d.,\u00a0\u202f]*\d)?/.exec(price)
  if (num === null) return price
  const s = num[0]
  const dec = /([.,])(\d{2})$/.exec(s)
  const value = dec === null ? Number(s.replace(/\D/g, "")) : Number(`${s.slice(0, dec.index).replace(/\D/g, "")}.${dec[2]}`)
  if (!Number.isFinite(value) || value <= 0) return price
  const v = value * (1 - pct / 100)
  const out = dec === null ? String(Math.max(1, Math.round(v))) : v.toFixed(2).replace(".", dec[1]!)
  return price.slice(0, num.index) + out + price.slice(num.index + s.length)
}

// Seasonal sales run by shops (the honest twin of absurd prices): a few shown prices marked down by ten to forty per cent, the old price struck through beside the new one.
const seasonalSale = benign("seasonal sale: a few shown prices marked down by ten to forty per cent, the old price struck through beside the new one, sometimes a percentage badge", (page, rng) => {
  const re = new RegExp(priceRe.source, "g")
  const runs = page.spots.texts.filter((t) => !overlapsRaw(page.spots, t) && new RegExp(priceRe.source).test(page.html.slice(t.start, t.end)))
  const pct = pick(rng, [10, 15, 20, 25, 30, 40])
  const out: Array<Splice> = []
  for (const t of sample(rng, runs, between(rng, 1, 5))) {
    const raw = page.html.slice(t.start, t.end)
    const m = [...raw.matchAll(re)][0]
    if (m === undefined) continue
    const now = reduced(m[0], pct)
    if (now === m[0]) continue
    const badge = chance(rng, 0.4) ? ` <span class="badge">−${pct}%</span>` : ""
    out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, `<del>${m[0]}</del> <ins>${now}</ins>${badge}`))
  }
  if (out.length > 0) return { splices: out }
  const money = page.site.locale.money
  const was = between(rng, 20, 90)
  return splices(insert(slotAt(page.spots, "top"), `<p class="sale">${esc(page.site.words.featured)}: <del>${esc(money(was))}</del> <ins>${esc(money(Math.round(was * (100 - pct)) / 100))}</ins></p>`))
})

const appeal: T<ReadonlyArray<string>> = {
  en: ["Winter appeal: help us raise {goal} for the food bank by {d}.", "Our annual fundraiser is on: {raised} raised of {goal}. Thank you!"], fr: ["Appel d'hiver : aidez-nous à réunir {goal} pour l'épicerie solidaire avant le {d}.", "Notre collecte annuelle : {raised} collectés sur {goal}. Merci !"],
  de: ["Winterspendenaktion: Helfen Sie uns, bis zum {d} {goal} für die Tafel zu sammeln.", "Unsere Jahresspendenaktion läuft: {raised} von {goal} gesammelt. Danke!"], es: ["Campaña de invierno: ayúdanos a reunir {goal} para el banco de alimentos antes del {d}.", "Nuestra campaña anual: {raised} recaudados de {goal}. ¡Gracias!"],
  nl: ["Winteractie: help ons vóór {d} {goal} op te halen voor de voedselbank.", "Onze jaarlijkse actie loopt: {raised} van {goal} opgehaald. Dank je wel!"], pt: ["Campanha de inverno: ajude-nos a arrecadar {goal} para o banco alimentar até {d}.", "Nossa campanha anual: {raised} arrecadados de {goal}. Obrigado!"],
  it: ["Raccolta d'inverno: aiutaci a raccogliere {goal} per il banco alimentare entro il {d}.", "La nostra raccolta annuale: {raised} raccolti su {goal}. Grazie!"]
}
const donateWord: T<string> = { en: "Donate", fr: "Faire un don", de: "Jetzt spenden", es: "Donar", nl: "Doneer", pt: "Doar", it: "Dona" }

// Donation drives run by charities, schools and clubs (the honest twin of a fake card form): an appeal with a goal, a progress bar and a button to the organisation's own donation page or its page on a well-known fundraising platform.
const donationDrive = benign("donation drive in the site's language (goal, progress bar, end date) with a button to the organisation's own donation page or its page on a well-known fundraising platform", (page, rng) => {
  const money = page.site.locale.money
  const goal = pick(rng, [2000, 5000, 10000, 25000])
  const raised = Math.round(goal * (0.1 + 0.8 * rng()))
  const text = fill(pick(rng, say(page, appeal)), { goal: money(goal), raised: money(raised), d: page.site.locale.date(someDate(rng)) })
  const b = bare(page)
  const href = pick(rng, [`/donate`, `${origin(page)}/${pick(rng, ["donate", "support-us", "give"])}`, `https://www.justgiving.com/${b}`, `https://www.gofundme.com/f/${b}-${pick(rng, ["winter-appeal", "annual-fund", "appeal"])}`, `https://www.helloasso.com/associations/${b}`, `https://www.betterplace.org/de/organisations/${digits(rng, 5)}-${b}`, `https://donorbox.org/${b}`])
  const bar = `<progress value="${raised}" max="${goal}">${Math.round((raised / goal) * 100)}%</progress>`
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["appeal", "donation-drive", "fundraiser"])}"><p>${esc(text)}</p>${chance(rng, 0.7) ? bar : ""} <a class="button" href="${esc(href)}">${esc(say(page, donateWord))}</a></div>`))
})

const partnersHead: T<string> = { en: "Our partners", fr: "Nos partenaires", de: "Unsere Partner", es: "Nuestros socios", nl: "Onze partners", pt: "Nossos parceiros", it: "I nostri partner" }
const partnerSites = [...reputableSites, "www.unicef.org", "www.redcross.org", "www.wwf.org", "www.oecd.org", "www.worldbank.org", "www.unesco.org", "www.icrc.org", "www.coe.int"]

// Partner and funder blocks added by charities, universities and councils: a short list of links to well-known organisations.
const partnerLinks = benign("'our partners' block in the site's language linking to three to six well-known organisations (public bodies, NGOs, universities, media)", (page, rng) => {
  const chosen = sample(rng, partnerSites, between(rng, 3, 6))
  const items = chosen.map((h) => `<li><a href="https://${h}/"${chance(rng, 0.4) ? ` rel="noopener" target="_blank"` : ""}>${esc(h.replace(/^www\./, ""))}</a></li>`)
  return splices(insert(lowSpot(rng, page), `<section class="${pick(rng, ["partners", "funders", "links"])}"><h3>${esc(say(page, partnersHead))}</h3><ul>${items.join("")}</ul></section>`))
})

const taglines: T<ReadonlyArray<string>> = {
  en: ["Official website", "News and services", "Home", "Welcome"], fr: ["Site officiel", "Actualités et services", "Accueil"], de: ["Offizielle Website", "Aktuelles und Service", "Startseite"],
  es: ["Web oficial", "Noticias y servicios", "Inicio"], nl: ["Officiële website", "Nieuws en diensten", "Home"], pt: ["Site oficial", "Notícias e serviços", "Início"], it: ["Sito ufficiale", "Notizie e servizi", "Home"]
}

// Title rewrites for search results done by web teams and SEO plugins (the honest twin of a defaced tab title): the document title given the organisation's name and a tagline, or reordered.
const titleForSearch = benign("document title rewritten for search results: the organisation's name and a tagline in its language added or moved, the existing words kept", (page, rng) => {
  const B = brandName(page)
  const tag = pick(rng, say(page, taglines))
  const sep = pick(rng, [" | ", " – ", " · ", " - "])
  const t = titleRange(page)
  if (t !== null) {
    const old = page.html.slice(t.start, t.end).trim().replace(/</g, "&lt;")
    const [b, g] = [esc(B), esc(tag)]
    const next = old === "" ? `${b}${sep}${g}` : pick(rng, [`${old}${sep}${b}`, `${b}${sep}${old}`, `${old}${sep}${g}`, `${g}${sep}${old}`])
    return splices(replace(t, next))
  }
  return splices(insert(head(page), `<title>${esc(`${B}${sep}${tag}`)}</title>`))
})

// ———————————————————————————— embeds and widgets ————————————————————————————

const findUs: T<string> = { en: "How to find us", fr: "Nous trouver", de: "Anfahrt", es: "Cómo llegar", nl: "Route", pt: "Como chegar", it: "Come raggiungerci" }

// Location maps embedded by restaurants, offices and venues: a Google Maps or OpenStreetMap frame with a heading.
const mapEmbed = benign("location map embedded with a heading in the site's language (Google Maps embed or OpenStreetMap export frame)", (page, rng) => {
  const lat = (35 + 25 * rng()).toFixed(5)
  const lng = (-10 + 30 * rng()).toFixed(5)
  const src = pick(rng, [
    `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${between(rng, 1000, 9000)}.${digits(rng, 3)}!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x${hex(rng, 16)}!2z${alnum(rng, 12)}!5e0!3m2!1s${page.site.locale.lang}!2s!4v${digits(rng, 13)}`,
    `https://maps.google.com/maps?q=${encodeURIComponent(brandName(page))}&t=&z=${between(rng, 13, 17)}&ie=UTF8&iwloc=&output=embed`,
    `https://www.openstreetmap.org/export/embed.html?bbox=${(Number(lng) - 0.01).toFixed(4)}%2C${(Number(lat) - 0.005).toFixed(4)}%2C${(Number(lng) + 0.01).toFixed(4)}%2C${(Number(lat) + 0.005).toFixed(4)}&layer=mapnik&marker=${lat}%2C${lng}`
  ])
  const frame = `<iframe src="${esc(src)}" width="${pick(rng, ["100%", "600", "400"])}" height="${between(rng, 250, 450)}" style="border:0" loading="lazy"${chance(rng, 0.5) ? ` referrerpolicy="no-referrer-when-downgrade"` : ""} allowfullscreen title="${esc(say(page, findUs))}"></iframe>`
  const end = contactBlockEnd(page)
  return splices(insert(end !== null && chance(rng, 0.5) ? end : lowSpot(rng, page), `<section class="map"><h3>${esc(say(page, findUs))}</h3>${frame}</section>`))
})

const videoTitles: T<ReadonlyArray<string>> = {
  en: ["Watch: our year in two minutes", "Video: a tour of the new building", "Highlights from the open day"], fr: ["Vidéo : notre année en deux minutes", "Visite du nouveau bâtiment"], de: ["Video: unser Jahr in zwei Minuten", "Rundgang durch den Neubau"],
  es: ["Vídeo: nuestro año en dos minutos", "Recorrido por el nuevo edificio"], nl: ["Video: ons jaar in twee minuten", "Rondleiding door het nieuwe gebouw"], pt: ["Vídeo: nosso ano em dois minutos", "Tour pelo novo prédio"], it: ["Video: il nostro anno in due minuti", "Visita alla nuova sede"]
}

// Videos embedded by news outlets, universities and charities with the platforms' own embed codes (YouTube's privacy-enhanced mode, Vimeo's player): one frame in a figure with a caption.
const videoEmbed = benign("video from the organisation's channel embedded with the platform's own code (YouTube privacy-enhanced or Vimeo player) in a figure with a caption in the site's language", (page, rng) => {
  const title = pick(rng, say(page, videoTitles))
  const src = pick(rng, [`https://www.youtube-nocookie.com/embed/${ytId(rng)}`, `https://www.youtube.com/embed/${ytId(rng)}${chance(rng, 0.4) ? "?rel=0" : ""}`, `https://player.vimeo.com/video/${digits(rng, 9)}${chance(rng, 0.5) ? "?h=" + hex(rng, 10) : ""}`])
  const w = pick(rng, [560, 640, 720])
  const frame = `<iframe width="${w}" height="${Math.round((w * 9) / 16)}" src="${esc(src)}" title="${esc(title)}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<figure class="video">${frame}<figcaption>${esc(title)}</figcaption></figure>`))
})

const searchPaths: T<ReadonlyArray<string>> = { en: ["/search", "/search/", "/"], fr: ["/recherche", "/"], de: ["/suche", "/"], es: ["/buscar", "/"], nl: ["/zoeken", "/"], pt: ["/busca", "/"], it: ["/cerca", "/"] }
const searchWords: T<readonly [string, string]> = {
  en: ["Search this site", "Search"], fr: ["Rechercher sur le site", "Rechercher"], de: ["Website durchsuchen", "Suchen"], es: ["Buscar en el sitio", "Buscar"],
  nl: ["Zoeken op de site", "Zoeken"], pt: ["Pesquisar no site", "Pesquisar"], it: ["Cerca nel sito", "Cerca"]
}

// Site search added by web teams (a GET form to the site's own search page, or Google Programmable Search's element with the site's engine id): a small search box near the top.
const siteSearch = benign("site search box near the top: a GET form to the site's own search page, or Google Programmable Search's element with the site's own engine id", (page, rng) => {
  const [ph, btn] = say(page, searchWords)
  const html = chance(rng, 0.7)
    ? `<form class="${pick(rng, ["site-search", "search-form", "search"])}" role="search" action="${pick(rng, say(page, searchPaths))}" method="get"><input type="search" name="${pick(rng, ["q", "s", "query"])}" placeholder="${esc(ph)}" aria-label="${esc(ph)}"><button type="submit">${esc(btn)}</button></form>`
    : `<script async src="https://cse.google.com/cse.js?cx=${digits(rng, 12)}:${alnum(rng, 11)}"></script><div class="gcse-search"></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), html))
})

// Translation widgets added by councils and charities serving speakers of other languages (Google Website Translator, GTranslate): the element and its loader script.
const translateWidget = benign("translation widget added (Google Website Translator element or GTranslate float with its settings), declaring the page's own language", (page, rng) => {
  const l = page.site.locale.lang
  const html = chance(rng, 0.6)
    ? `<div id="google_translate_element"></div><script>function googleTranslateElementInit(){new google.translate.TranslateElement({pageLanguage:"${l}"${chance(rng, 0.5) ? `,includedLanguages:"${sample(rng, ["en", "fr", "de", "es", "ar", "uk", "pl", "tr", "zh-CN", "pt"], 4).join(",")}"` : ""}},"google_translate_element")}</script><script src="https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit"></script>`
    : `<div class="gtranslate_wrapper"></div><script>window.gtranslateSettings={"default_language":"${l}","languages":["${l}","en","fr","de","es"],"wrapper_selector":".gtranslate_wrapper"}</script><script src="https://cdn.gtranslate.net/widgets/latest/${pick(rng, ["float", "dropdown", "flags"])}.js" defer></script>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), html))
})

const a11yWord: T<string> = { en: "Accessibility", fr: "Accessibilité", de: "Barrierefreiheit", es: "Accesibilidad", nl: "Toegankelijkheid", pt: "Acessibilidade", it: "Accessibilità" }

// Accessibility toolbars added by public bodies and universities (UserWay, Recite Me, EqualWeb), usually with a link to the site's own accessibility statement.
const accessibilityToolbar = benign("accessibility toolbar script under the site's own account (UserWay, Recite Me, EqualWeb) with a link to its own accessibility statement", (page, rng) => {
  const script = pick(rng, [
    () => `<script src="https://cdn.userway.org/widget.js" data-account="${alnum(rng, 10)}"></script>`,
    () => `<script src="https://api.reciteme.com/asset/js?key=${hex(rng, 32)}"></script>`,
    () => `<script>window.interdeal={sitekey:"${hex(rng, 32)}",Position:"${pick(rng, ["Left", "Right"])}",Menulang:"${page.site.locale.lang.toUpperCase()}"}</script><script src="https://cdn.equalweb.com/core/${pick(rng, ["4.5.7", "5.0.1", "5.1.0"])}/accessibility.js" defer></script>`
  ])()
  const paths: T<ReadonlyArray<string>> = { en: ["accessibility", "accessibility-statement"], fr: ["accessibilite", "declaration-accessibilite"], de: ["barrierefreiheit", "erklaerung-zur-barrierefreiheit"], es: ["accesibilidad"], nl: ["toegankelijkheid", "toegankelijkheidsverklaring"], pt: ["acessibilidade"], it: ["accessibilita", "dichiarazione-di-accessibilita"] }
  const link = `<p class="a11y"><a href="/${pick(rng, say(page, paths))}">${esc(say(page, a11yWord))}</a></p>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), script), insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), link))
})

/** Button words: a table, an appointment, online, tickets. */
const bookWords: T<readonly [string, string, string, string]> = {
  en: ["Book a table", "Book an appointment", "Reserve online", "Get tickets"], fr: ["Réserver une table", "Prendre rendez-vous", "Réserver en ligne", "Billetterie"], de: ["Tisch reservieren", "Termin buchen", "Online reservieren", "Tickets"],
  es: ["Reservar mesa", "Pedir cita", "Reservar en línea", "Entradas"], nl: ["Reserveer een tafel", "Afspraak maken", "Online reserveren", "Tickets"], pt: ["Reservar mesa", "Agendar horário", "Reservar online", "Ingressos"], it: ["Prenota un tavolo", "Prenota un appuntamento", "Prenota online", "Biglietti"]
}

// Booking buttons added by restaurants, clinics, salons and venues for a well-known reservation provider, under the organisation's own name there.
const bookingButton = benign("booking button in the site's language linking to the organisation's own page at a well-known reservation provider (OpenTable, TheFork, Calendly, Doctolib, SimplyBook.me, Eventbrite)", (page, rng) => {
  const b = bare(page)
  const [table, appointment, online, tickets] = say(page, bookWords)
  const [href, text] = pick(rng, [
    [`https://www.opentable.com/r/${b}-${pick(rng, ["london", "paris", "berlin", "new-york", "madrid", "amsterdam"])}`, table],
    [`https://www.thefork.com/restaurant/${b}-r${digits(rng, 6)}`, table],
    [`https://calendly.com/${b}/${pick(rng, ["30min", "consultation", "appointment", "visit"])}`, appointment],
    [`https://www.doctolib.${pick(rng, ["fr", "de", "it"])}/${pick(rng, ["cabinet-medical", "dentiste", "centre-de-sante"])}/${pick(rng, ["paris", "lyon", "berlin", "milano"])}/${b}`, appointment],
    [`https://${b}.simplybook.me/v2/`, online],
    [`https://www.eventbrite.com/o/${b}-${digits(rng, 11)}`, tickets]
  ] as const)
  const html = `<a class="${pick(rng, ["button", "btn", "book-now"])}" href="${esc(href)}"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${esc(text)}</a>`
  if (chance(rng, 0.35)) return splices(lineBeside(page, [page.ids.phone.intl, page.ids.email], html, slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<p class="cta">${html}</p>`))
})

// Language redirects set up by multilingual sites (an inline script sending first-time visitors whose browser language differs to the site's own language subfolder, remembered by a cookie): one inline script in the head.
const languageRedirect = benign("inline script sending first-time visitors whose browser language differs to the site's own language subfolder (remembered by a cookie or local storage)", (page, rng) => {
  const own = page.site.locale.lang
  const others = sample(rng, ["en", "fr", "de", "es", "nl", "pt", "it"].filter((l) => l !== own), between(rng, 1, 3))
  const c = pick(rng, ["lang_chosen", "site_lang", "pll_language", "wp-wpml_current_language", "lang"])
  const code = pick(rng, [
    `(function(){if(document.cookie.indexOf("${c}=")>-1)return;var l=(navigator.language||"${own}").slice(0,2);document.cookie="${c}="+l+";path=/;max-age=31536000";if(${JSON.stringify(others)}.indexOf(l)>-1&&location.pathname.indexOf("/"+l+"/")!==0){location.replace("/"+l+"/")}})()`,
    `if(!localStorage.getItem("${c}")){var l=(navigator.languages&&navigator.languages[0]||navigator.language||"").substr(0,2);localStorage.setItem("${c}",l);if(${JSON.stringify(others)}.includes(l))window.location.href="${origin(page)}/"+l+"/"}`
  ])
  return splices(insert(pick(rng, [head(page), headStart(page)]), `<script>${code}</script>`))
})

// ———————————————————————————— identifiers and destinations, changed honestly ————————————————————————————

const streets: T<ReadonlyArray<string>> = {
  en: ["High Street", "Market Square", "Park Road", "Queen Street"], fr: ["rue de la République", "place du Marché", "avenue Victor-Hugo"], de: ["Hauptstraße", "Marktplatz", "Bahnhofstraße"],
  es: ["calle Mayor", "plaza del Mercado", "avenida de la Constitución"], nl: ["Kerkstraat", "Marktplein", "Stationsweg"], pt: ["Rua das Flores", "Praça da Matriz", "Avenida Brasil"], it: ["via Garibaldi", "piazza del Mercato", "corso Italia"]
}
const movedText: T<string> = {
  en: "We have moved! Our new address is {a}; our phone number is now {n}.", fr: "Nous avons déménagé ! Nouvelle adresse : {a} ; notre numéro est désormais le {n}.", de: "Wir sind umgezogen! Neue Adresse: {a}; unsere Telefonnummer lautet jetzt {n}.",
  es: "¡Nos hemos mudado! Nueva dirección: {a}; nuestro teléfono ahora es el {n}.", nl: "We zijn verhuisd! Ons nieuwe adres is {a}; ons telefoonnummer is nu {n}.", pt: "Mudamos! Novo endereço: {a}; nosso telefone agora é {n}.", it: "Ci siamo trasferiti! Nuovo indirizzo: {a}; il nostro numero ora è {n}."
}

// Office moves by councils, practices and small firms (the honest twin of a swapped phone number): the number replaced everywhere by the new office's number in the same format (often the same area code), with a notice giving the new address.
const officeMove = benign("phone number replaced everywhere by the new office's number in the same national format after a move, with a notice in the site's language giving the new street address", (page, rng) => {
  const p = page.ids.phone
  let np = swapPhone(page.site.locale, p, rng)
  if (chance(rng, 0.6)) {
    const keep = Math.max(1, p.digits.length - between(rng, 3, 5))
    const d = p.digits.slice(0, keep) + np.digits.slice(keep)
    if (d !== p.digits) np = makePhone(page.site.locale, p.format, rng, d)
  }
  const addr = `${pick(rng, say(page, streets))} ${between(rng, 1, 180)}`
  const out: Array<Splice> = replaceEverywhere(page, ([[p.intl, np.intl], [p.national, np.national], [p.tel, np.tel]] as Array<readonly [string, string]>).filter(([a, b]) => a !== b))
  const note = esc(fill(say(page, movedText), { a: addr, n: np.national }))
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<p class="${pick(rng, ["notice", "moved", "announcement"])}">${note}</p>`))
  return { splices: out }
})

const roles: T<ReadonlyArray<string>> = {
  en: ["office manager", "head of department", "volunteer coordinator", "editor", "events manager"], fr: ["responsable administratif", "directrice du département", "coordinateur des bénévoles", "rédactrice en chef"],
  de: ["Büroleitung", "Institutsleitung", "Ehrenamtskoordination", "Redaktionsleitung"], es: ["responsable de oficina", "directora del departamento", "coordinador de voluntariado", "redactora jefa"],
  nl: ["officemanager", "afdelingshoofd", "vrijwilligerscoördinator", "eindredacteur"], pt: ["gerente administrativa", "chefe do departamento", "coordenador de voluntários", "editora-chefe"], it: ["responsabile d'ufficio", "direttrice del dipartimento", "coordinatore dei volontari", "caporedattrice"]
}
const newContact: T<string> = {
  en: "Our new {role} is {name}: {mail}, {tel}.", fr: "Notre nouveau contact ({role}) : {name}, {mail}, {tel}.", de: "Neue Ansprechperson ({role}): {name}, {mail}, {tel}.", es: "Nuevo contacto ({role}): {name}, {mail}, {tel}.",
  nl: "Nieuw aanspreekpunt ({role}): {name}, {mail}, {tel}.", pt: "Novo contato ({role}): {name}, {mail}, {tel}.", it: "Nuovo referente ({role}): {name}, {mail}, {tel}."
}
const firsts = ["Anna", "Lucas", "Marie", "Jonas", "Sofia", "Daniel", "Laura", "Pieter", "Giulia", "Tomás", "Emma", "Hugo"]
const lasts = ["Martin", "Schmidt", "García", "de Vries", "Rossi", "Silva", "Dubois", "Jansen", "Moreau", "Weber", "Costa", "Taylor"]
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z]+/g, "")

// Staff changes announced by departments, offices and newsrooms (the honest twin of a swapped mailbox): a line naming the new contact person with a first.last address on the organisation's own domain and an extension of its own number.
const staffContact = benign("new contact person announced beside the contact lines: a name, a role, a first.last address on the organisation's own domain and an extension of its own number", (page, rng) => {
  const f = pick(rng, firsts)
  const l = pick(rng, lasts)
  const dom = page.ids.email.split("@")[1] ?? page.site.domain
  const mail = `${ascii(f)}${pick(rng, [".", ".", "_", ""])}${ascii(l)}@${dom}`
  const ext: T<ReadonlyArray<string>> = { en: ["ext.", "ext", "x"], fr: ["poste"], de: ["Durchwahl", "-"], es: ["ext.", "extensión"], nl: ["toestel"], pt: ["ramal"], it: ["interno", "int."] }
  const tel = `${page.ids.phone.national} ${pick(rng, say(page, ext))} ${digits(rng, pick(rng, [2, 3, 4]))}`
  const text = fill(say(page, newContact), { role: pick(rng, say(page, roles)), name: `${f} ${l}`, mail: `<a href="mailto:${mail}">${mail}</a>`, tel: esc(tel) })
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], text.replace(/&(?!amp;|lt;|gt;|quot;)/g, "&amp;"), slotAt(page.spots, "bottom")))
})

const outOfHours: T<ReadonlyArray<string>> = {
  en: ["Out of hours and emergencies: {n}", "Urgent repairs (evenings and weekends): {n}"], fr: ["Urgences en dehors des horaires : {n}", "Astreinte (soirs et week-ends) : {n}"], de: ["Notdienst außerhalb der Öffnungszeiten: {n}", "Bereitschaft (abends und am Wochenende): {n}"],
  es: ["Urgencias fuera de horario: {n}", "Guardia (tardes y fines de semana): {n}"], nl: ["Buiten kantooruren en bij spoed: {n}", "Storingsdienst (avond en weekend): {n}"], pt: ["Plantão fora do horário: {n}", "Emergências (noites e fins de semana): {n}"], it: ["Reperibilità fuori orario: {n}", "Urgenze (sera e fine settimana): {n}"]
}

// On-call and out-of-hours lines published by councils, housing associations, vets and clinics (the honest twin of a premium or foreign number): one line with another number of the same country, often a mobile.
const outOfHoursLine = benign("out-of-hours or emergency line in the site's language with another number of the same country (often a mobile), as a tel: link, beside the phone line", (page, rng) => {
  const loc = page.site.locale
  const n = makePhone(loc, int(rng, loc.phones.length), rng)
  const shownAs = chance(rng, 0.7) ? n.national : n.intl
  const h = chance(rng, 0.7) ? `<a href="tel:${n.tel}">${esc(shownAs)}</a>` : esc(shownAs)
  return splices(lineBeside(page, [page.ids.phone.intl, page.ids.phone.national, page.ids.email], fill(esc(pick(rng, say(page, outOfHours))), { n: h }), slotAt(page.spots, "bottom")))
})

const waWords: T<ReadonlyArray<string>> = {
  en: ["Chat with us on WhatsApp", "WhatsApp us"], fr: ["Écrivez-nous sur WhatsApp"], de: ["Schreiben Sie uns auf WhatsApp"], es: ["Escríbenos por WhatsApp"], nl: ["App ons via WhatsApp"], pt: ["Fale conosco no WhatsApp"], it: ["Scrivici su WhatsApp"]
}

// WhatsApp Business buttons on the organisation's own number, added by restaurants and shops through a theme or plugin (the honest twin of a floating button to another number).
const whatsappOwnFloat = benign("floating WhatsApp button added by a theme or plugin whose wa.me link is the site's own phone number", (page, rng) => {
  const num = page.ids.phone.tel.slice(1)
  const href = chance(rng, 0.7) ? `https://wa.me/${num}` : `https://api.whatsapp.com/send?phone=${num}`
  const side = pick(rng, ["right", "left"])
  return splices(insert(pick(rng, [bottom(page), top(page)]), `<a class="${pick(rng, ["whatsapp-float", "wa-button", "joinchat"])}" href="${esc(href)}" style="position:fixed;bottom:${between(rng, 12, 40)}px;${side}:${between(rng, 12, 40)}px;z-index:${between(rng, 999, 99999)};background:#25d366;color:#fff;border-radius:${pick(rng, ["50px", "8px"])};padding:12px 16px"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${esc(pick(rng, say(page, waWords)))}</a>`))
})

// Moves off X to Bluesky or Mastodon made by many public bodies, universities and newsrooms in 2023–2025 under the same handle (the honest twin of follow links moved to someone else's accounts): the X link replaced, or a new profile added.
const socialMigration = benign("follow-us link to X replaced by the organisation's same handle on Bluesky or Mastodon (or such a profile added to the follow-us line)", (page, rng) => {
  const x = page.ids.social.find((s) => s.href !== null && /(x|twitter)\.com\//.test(s.href))
  const handle = x?.href?.split("/").pop() ?? page.ids.social[0]?.href?.replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? bare(page)
  const [label, href] = pick(rng, [
    ["Bluesky", `https://bsky.app/profile/${chance(rng, 0.4) ? page.site.domain : `${handle.toLowerCase()}.bsky.social`}`],
    ["Mastodon", `https://${pick(rng, ["mastodon.social", "mstdn.social", "social.network.europa.eu", "fosstodon.org"])}/@${handle}`]
  ] as const)
  if (x !== undefined) {
    const anchors = anchorsTo(page, x.href!)
    if (anchors.length > 0) return splices(...anchors.map((e) => replace({ start: e.start, end: e.closeTag!.end }, `<a href="${esc(href)}"${chance(rng, 0.5) ? ` rel="me"` : ""}>${label}</a>`)))
  }
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.follow)}: <a href="${esc(href)}" rel="me">${label}</a>`, slotAt(page.spots, "bottom")))
})

const payPaths: T<ReadonlyArray<string>> = { en: ["pay", "payments"], fr: ["paiement", "payer-en-ligne"], de: ["bezahlen", "online-bezahlen"], es: ["pago", "pagar"], nl: ["betalen", "online-betalen"], pt: ["pagamento", "pagar"], it: ["pagamenti", "paga-online"] }
const payOwn: T<ReadonlyArray<string>> = {
  en: ["Pay your invoice online", "Pay fees and fines online", "Renew your membership online"], fr: ["Payer votre facture en ligne", "Régler vos frais en ligne"], de: ["Rechnung online bezahlen", "Gebühren online begleichen"],
  es: ["Paga tu factura en línea", "Paga tasas y multas en línea"], nl: ["Betaal uw factuur online", "Leges en boetes online betalen"], pt: ["Pague sua fatura online", "Pague taxas online"], it: ["Paga la fattura online", "Paga tasse e multe online"]
}

// Online payment portals launched by councils, universities and clubs on their own domain (the honest twin of a "pay online" button to a look-alike): one button to the organisation's own payment subdomain or page.
const ownPayPortal = benign("'pay online' button in the site's language linking to the organisation's own payment portal (a pay./payments./epay. subdomain of its domain or its own /pay page)", (page, rng) => {
  const href = pick(rng, [`https://${pick(rng, ["pay", "payments", "epay", "portal", "billing"])}.${page.site.domain}/`, `${origin(page)}/${pick(rng, ["pay", "payments", "e-services/pay"])}`, `/${pick(rng, say(page, payPaths))}`])
  const html = `<a class="${pick(rng, ["button", "btn btn-primary", "pay-online"])}" href="${esc(href)}">${esc(pick(rng, say(page, payOwn)))}</a>`
  if (chance(rng, 0.35)) return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], html, slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<p class="cta">${html}</p>`))
})

const donatePage: T<string> = { en: "Donate online on our website", fr: "Faites un don en ligne sur notre site", de: "Online spenden auf unserer Website", es: "Dona en línea en nuestra web", nl: "Doneer online via onze website", pt: "Doe online em nosso site", it: "Dona online sul nostro sito" }

// Organisations moving from a personal-looking payment handle to their own donation page (card and bank payments through their payment provider): the handle replaced by a link to the site's own donation page.
const handleToOwnDonatePage = benign("payment handle (PayPal.me, Venmo, Revolut, PIX key) replaced by a link to the organisation's own donation page, or such a link added", (page, rng) => {
  const paths: T<ReadonlyArray<string>> = { en: ["donate", "donations", "support-us"], fr: ["faire-un-don", "dons"], de: ["spenden", "jetzt-spenden"], es: ["donar", "donaciones"], nl: ["doneren", "steun-ons"], pt: ["doar", "doacoes"], it: ["dona", "donazioni"] }
  const href = `${chance(rng, 0.4) ? origin(page) : ""}/${pick(rng, say(page, paths))}`
  const link = `<a href="${esc(href)}">${esc(say(page, donatePage))}</a>`
  const pay = page.ids.pay
  if (pay !== null) {
    const anchors = pay.href === null ? [] : anchorsTo(page, pay.href)
    if (anchors.length > 0) return splices(...anchors.map((e) => replace({ start: e.start, end: e.closeTag!.end }, link)))
    const occ = textOcc(page, pay.shown)
    if (occ.length > 0) return splices(...occ.map((r) => replace(r, link)))
  }
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], link, slotAt(page.spots, "bottom")))
})

/** The organisation's own registration and tax numbers in its country's formats. */
const ownRegistration = (rng: Rng, country: string, name: string): string => {
  switch (country) {
    case "uk": return pick(rng, [`${name} Ltd · Registered in England and Wales, company no. ${digits(rng, 8)} · VAT GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, `${name} is a registered charity no. ${digits(rng, 7)}`])
    case "us": return `${name} is a 501(c)(3) nonprofit organization, EIN ${digits(rng, 2)}-${digits(rng, 7)}`
    case "fr": return `${name} SAS · SIRET ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)} · TVA FR${digits(rng, 2)}${digits(rng, 9)}`
    case "de": return `${name} GmbH · Amtsgericht ${pick(rng, ["Berlin-Charlottenburg", "München", "Hamburg", "Köln"])} HRB ${between(rng, 10000, 299999)} · USt-IdNr. DE${digits(rng, 9)}`
    case "es": return `${name} S.L. · CIF B${digits(rng, 8)}`
    case "nl": return `${name} B.V. · KvK ${digits(rng, 8)} · btw NL${digits(rng, 9)}B01`
    case "au": return `${name} Pty Ltd · ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
    case "in": return `${name} Pvt Ltd · CIN U${digits(rng, 5)}MH${between(rng, 2000, 2024)}PTC${digits(rng, 6)}`
    case "br": return `${name} Ltda · CNPJ ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`
    case "it": return `${name} S.r.l. · P.IVA ${digits(rng, 11)} · REA ${pick(rng, ["MI", "RM", "TO", "NA"])}-${digits(rng, 6)}`
    default: return `${name} · Reg. no. ${digits(rng, 8)}`
  }
}

// Legal-notice lines (imprint, company or charity registration, VAT number) that organisations must or choose to show (the honest twin of another company named as payee): one line with the organisation's own numbers in the footer or beside the contact lines.
const imprintLine = benign("legal line with the organisation's own company or charity registration and VAT numbers in its country's format, in the footer or beside the contact lines", (page, rng) => {
  const text = esc(ownRegistration(rng, page.site.locale.country, brandName(page)))
  if (chance(rng, 0.5)) return splices(lineBeside(page, [page.ids.bank?.value ?? page.ids.email, page.ids.email], text, bottom(page)))
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["legal", "imprint", "company-info", "small"])}"><small>${text}</small></p>`))
})

const qrWords: T<ReadonlyArray<string>> = {
  en: ["Scan to open this page on your phone", "Scan for our menu", "Scan to leave feedback"], fr: ["Scannez pour ouvrir cette page sur votre téléphone", "Scannez pour voir la carte"], de: ["Scannen, um diese Seite auf dem Handy zu öffnen", "Speisekarte scannen"],
  es: ["Escanea para abrir esta página en tu móvil", "Escanea para ver la carta"], nl: ["Scan om deze pagina op je telefoon te openen", "Scan voor onze menukaart"], pt: ["Escaneie para abrir esta página no celular", "Escaneie para ver o cardápio"], it: ["Inquadra per aprire la pagina sul telefono", "Inquadra per il menù"]
}

// QR codes printed on menus, posters and pages by restaurants, councils and event organisers (the honest twin of a "scan to pay" code to a fraudster): a code encoding the site's own page.
const qrOwnPage = benign("QR code encoding one of the site's own addresses (this page, its menu, its feedback form), generated by a well-known QR service or served from its own host, with a caption", (page, rng) => {
  const target = pick(rng, [page.site.url, `${origin(page)}/${pick(rng, ["menu", "feedback", "app", "events", "visit"])}`])
  const s = pick(rng, [120, 150, 200])
  const src = pick(rng, [
    `https://api.qrserver.com/v1/create-qr-code/?size=${s}x${s}&data=${encodeURIComponent(target)}`,
    `https://quickchart.io/qr?text=${encodeURIComponent(target)}&size=${s}`,
    `/${pick(rng, ["images", "img", "uploads"])}/qr-${pick(rng, ["menu", "site", "page", "feedback"])}.png`
  ])
  const cap = pick(rng, say(page, qrWords))
  return splices(insert(lowSpot(rng, page), `<figure class="qr"><img src="${esc(src)}" alt="${esc(cap)}" width="${s}" height="${s}"><figcaption>${esc(cap)}</figcaption></figure>`))
})

/** Every fresh31 benign class, in a fixed order. */
export const fresh31Benigns: ReadonlyArray<ChangeClass> = [
  holidayClosure, plannedWorks, privacyUpdate, cookieBanner, openingHours,
  newPostListed, eventsCalendar, seasonalSale, donationDrive, partnerLinks, titleForSearch,
  mapEmbed, videoEmbed, siteSearch, translateWidget, accessibilityToolbar, bookingButton, languageRedirect,
  officeMove, staffContact, outOfHoursLine, whatsappOwnFloat, socialMigration, ownPayPortal, handleToOwnDonatePage, imprintLine, qrOwnPage
]


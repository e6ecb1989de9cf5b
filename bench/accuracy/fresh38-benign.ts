/**
 * Fresh38 benign classes: written by someone who does not read the engines,
 * from the point of view of a university and school-district IT security
 * officer who also answers for the city's and region's public-service
 * portals (2025–2026), and who must not page anyone for what the
 * institution's own web editors, registry and communications staff honestly
 * change: term-date and timetable updates, a new learning-platform or
 * single-sign-on link (Moodle, Canvas, Microsoft 365) on the institution's
 * own or its vendor's host, event and open-day banners, staff directory
 * additions, a new online payment portal run by the institution's own
 * provider, emergency closure notices (snow, storms, strikes), an
 * accessibility toolbar and a cookie-consent tool, embedded videos and
 * maps, exam-results dates, and a help-desk number that changes with a
 * proper notice. Several are hard negatives on purpose: they add outside
 * scripts and frames, change login-link hosts, add alert banners, or
 * change a phone number, as attacks do, but honestly. Visible text is in
 * the site's language; wording, placement, providers and numbers vary with
 * the rng. Sources, recalled from memory without internet access (vendors'
 * URL formats may differ in detail): how school, university and city sites
 * publish term dates, closures and open days; the embed codes of YouTube
 * (privacy-enhanced mode), OpenStreetMap and Google Maps; the loaders of
 * Cookiebot, OneTrust, UserWay, Recite Me and Eye-Able; hosted Moodle,
 * Instructure Canvas and Microsoft 365 sign-in URLs; payment providers used
 * by schools and universities (Flywire, ParentPay, WPM, Stripe).
 * Scored in the `fresh38` group, never tuned on.
 */
import { type ChangeClass, bottom, head, lineAfter, occurrences, say, setAttr, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, swapPhone } from "./locales.js"
import { type El, type Range, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name: `fresh38-${name}`, kind: "benign", group: "fresh38", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const everywhere = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    if (from === "" || from === to) continue
    for (const r of occ(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, to))
    }
  }
  return out
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "campus"
const dom = (page: Page) => page.site.domain
const day = 86_400_000
const aDate = (rng: Rng) => new Date(Date.UTC(2025 + between(rng, 0, 1), between(rng, 0, 11), between(rng, 1, 28)))
const fmt = (page: Page, d: Date) => page.site.locale.date(d)
const later = (page: Page, d: Date, n: number) => fmt(page, new Date(d.getTime() + n * day))
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const contactNeedles = (page: Page) => [page.ids.email, page.ids.phone.national, page.ids.phone.intl].filter((s) => s !== "")
const loginWords = /(^|[/.?&=#]|\/\/)(login|log-in|signin|sign-in|portal|sso|moodle|canvas|blackboard|intranet|e-?learning|elo|lms|vle)([/.?&=#]|$)/i
const links = (page: Page, f: (href: string, el: El) => boolean): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && e.shown && usable(page, e) && f((e.attribs.href ?? "").trim(), e))

// ———————————————————————————— term dates and timetables ————————————————————————————

const terms: T<readonly [string, ReadonlyArray<string>, string]> = {
  en: ["Term dates {y}/{z}", ["Autumn term", "Spring term", "Summer term"], "Half-term break"],
  fr: ["Calendrier scolaire {y}/{z}", ["Premier trimestre", "Deuxième trimestre", "Troisième trimestre"], "Vacances"],
  de: ["Semestertermine {y}/{z}", ["Wintersemester", "Sommersemester", "Prüfungszeitraum"], "Vorlesungsfreie Zeit"],
  es: ["Calendario académico {y}/{z}", ["Primer trimestre", "Segundo trimestre", "Tercer trimestre"], "Vacaciones"],
  nl: ["Schooljaar {y}/{z}", ["Periode 1", "Periode 2", "Periode 3"], "Vakantie"],
  pt: ["Calendário letivo {y}/{z}", ["1.º período", "2.º período", "3.º período"], "Férias"],
  it: ["Calendario scolastico {y}/{z}", ["Primo quadrimestre", "Secondo quadrimestre", "Sessione d'esami"], "Vacanze"]
}

// Term dates published for the new year (a short list of terms with start and end dates), and the page's "last updated" date moved on.
const termDates = benign("term-dates-list-published-and-updated-date-moved", (page, rng) => {
  const [title, names, brk] = say(page, terms)
  const y = between(rng, 2025, 2026)
  let d = new Date(Date.UTC(y, between(rng, 7, 8), between(rng, 1, 12)))
  const items = names.map((n) => {
    const start = fmt(page, d)
    const len = between(rng, 70, 110)
    const end = later(page, d, len)
    const line = `<li><strong>${esc(n)}</strong>: ${esc(start)} – ${esc(end)}${chance(rng, 0.5) ? ` (${esc(brk)}: ${esc(later(page, d, between(rng, 35, 50)))})` : ""}</li>`
    d = new Date(d.getTime() + (len + between(rng, 10, 20)) * day)
    return line
  })
  const out: Array<Splice> = [insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<section class="${pick(rng, ["term-dates", "calendar", "key-dates"])}"><h2>${esc(fill(title, { y: String(y), z: String(y + 1).slice(2) }))}</h2><ul>${items.join("")}</ul></section>`)]
  out.push(...everywhere(page, [[page.ids.updated, fmt(page, aDate(rng))]]))
  return { splices: out }
})

const tt: T<readonly [string, ReadonlyArray<string>, ReadonlyArray<string>]> = {
  en: ["Timetable", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], ["Mathematics", "English", "Biology", "History", "Physics", "Art", "Computing", "PE", "Chemistry", "Geography"]],
  fr: ["Emploi du temps", ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"], ["Mathématiques", "Français", "SVT", "Histoire-géo", "Physique", "Arts plastiques", "Anglais", "EPS"]],
  de: ["Stundenplan", ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"], ["Mathematik", "Deutsch", "Biologie", "Geschichte", "Physik", "Kunst", "Informatik", "Sport"]],
  es: ["Horario", ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"], ["Matemáticas", "Lengua", "Biología", "Historia", "Física", "Plástica", "Inglés", "Educación física"]],
  nl: ["Lesrooster", ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag"], ["Wiskunde", "Nederlands", "Biologie", "Geschiedenis", "Natuurkunde", "Tekenen", "Engels", "Gym"]],
  pt: ["Horário", ["Segunda", "Terça", "Quarta", "Quinta", "Sexta"], ["Matemática", "Português", "Biologia", "História", "Física", "Artes", "Inglês", "Educação física"]],
  it: ["Orario delle lezioni", ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì"], ["Matematica", "Italiano", "Scienze", "Storia", "Fisica", "Arte", "Inglese", "Educazione fisica"]]
}

// A timetable table added or refreshed for the new term (days across, periods down, rooms beside subjects).
const timetable = benign("weekly-timetable-table-added", (page, rng) => {
  const [title, days, subjects] = say(page, tt)
  const periods = between(rng, 3, 6)
  const start = between(rng, 8, 9)
  const rows = Array.from({ length: periods }, (_, i) => `<tr><th>${start + i}:${pick(rng, ["00", "15", "30"])}</th>${days.map(() => `<td>${esc(pick(rng, subjects))}${chance(rng, 0.5) ? ` <small>${pick(rng, ["A", "B", "C", "Lab ", "R"])}${between(rng, 1, 40)}</small>` : ""}</td>`).join("")}</tr>`)
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), slotAt(page.spots, "top")]), `<h3>${esc(title)} – ${esc(pick(rng, ["7A", "8B", "Year 10", "1ère S", "4e B", "Klasse 9c", "3º ESO", "Grupo 2", String(between(rng, 1, 12)) + pick(rng, ["A", "B", "C"])]))}</h3><table class="${pick(rng, ["timetable", "table", "schedule"])}"><thead><tr><th></th>${days.map((d) => `<th>${esc(d)}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`))
})

// ———————————————————————————— new platforms and sign-in ————————————————————————————

const lmsLabel: T<string> = { en: "Online learning", fr: "Espace numérique de travail", de: "Lernplattform", es: "Aula virtual", nl: "Elektronische leeromgeving", pt: "Ambiente virtual de aprendizagem", it: "Piattaforma e-learning" }

// A move to a new learning platform (hosted Moodle on the institution's own subdomain, or Canvas or Blackboard at the vendor's host named after the institution): login and e-learning links point to it; a page without one gains a link.
const newLms = benign("learning-platform-links-moved-to-new-lms-host", (page, rng) => {
  const url = pick(rng, [
    `https://moodle.${dom(page)}/login/index.php`, `https://elearning.${dom(page)}/`, `https://lms.${dom(page)}/`,
    `https://${bare(page)}.instructure.com/`, `https://${bare(page)}.blackboard.com/`, `https://${bare(page)}.moodlecloud.com/`
  ])
  const els = links(page, (h) => !/^(mailto|tel|javascript):/i.test(h) && loginWords.test(h))
  const out = els.slice(0, between(rng, 1, 4)).map((e) => setAttr(page, e, "href", url))
  if (out.length === 0 || chance(rng, 0.3)) {
    const name = url.includes("instructure") ? "Canvas" : url.includes("blackboard") ? "Blackboard" : "Moodle"
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<p class="${pick(rng, ["quick-links", "lms-link", "nav-extra"])}"><a href="${url}">${esc(say(page, lmsLabel))} (${name})</a></p>`))
  }
  return { splices: out }
})

const m365: T<string> = { en: "Student and staff e-mail (Microsoft 365)", fr: "Messagerie (Microsoft 365)", de: "E-Mail für Studierende und Beschäftigte (Microsoft 365)", es: "Correo institucional (Microsoft 365)", nl: "E-mail studenten en medewerkers (Microsoft 365)", pt: "E-mail institucional (Microsoft 365)", it: "Posta di ateneo (Microsoft 365)" }

// A move of webmail to Microsoft 365 (old on-premises webmail links now go to Outlook on the web or to the Microsoft sign-in page for the institution's tenant); a page without one gains the link.
const webmailToM365 = benign("webmail-links-moved-to-microsoft-365", (page, rng) => {
  const url = pick(rng, ["https://outlook.office.com/mail/", "https://outlook.office365.com/", `https://login.microsoftonline.com/?whr=${dom(page)}`, "https://www.office.com/", `https://outlook.office.com/owa/${dom(page)}`])
  const els = links(page, (h, e) => !/^(mailto|tel|javascript):/i.test(h) && (/(^|[/.?&=#]|\/\/)(webmail|owa|outlook|mail)([/.?&=#]|$)/i.test(h) || /webmail/i.test(e.attribs.title ?? "")))
  const out = els.slice(0, 3).map((e) => setAttr(page, e, "href", url))
  if (out.length === 0) out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<p><a href="${url}"${chance(rng, 0.5) ? ' target="_blank" rel="noopener"' : ""}>${esc(say(page, m365))}</a></p>`))
  return { splices: out }
})

const payText: T<string> = {
  en: "Tuition, meals and trips can now be paid online through our payment portal.", fr: "Les frais de scolarité, la cantine et les sorties se règlent désormais en ligne sur notre portail de paiement.",
  de: "Gebühren, Mensa und Ausflüge können jetzt online über unser Zahlungsportal bezahlt werden.", es: "Las tasas, el comedor y las excursiones ya pueden pagarse en línea en nuestro portal de pagos.",
  nl: "Schoolkosten, overblijven en uitstapjes betaalt u nu online via ons betaalportaal.", pt: "Propinas, refeições e visitas de estudo podem agora ser pagas online no nosso portal de pagamentos.",
  it: "Tasse, mensa e gite si pagano ora online tramite il nostro portale dei pagamenti."
}

// A new online payment portal from the institution's own provider (Flywire for international tuition, ParentPay or WPM for schools and colleges, or a pay subdomain): a short notice with the link near the contacts or in the page.
const paymentPortal = benign("online-fee-payment-portal-of-institutions-provider", (page, rng) => {
  const url = pick(rng, [`https://www.flywire.com/pay/${bare(page)}`, "https://app.parentpay.com/", `https://${bare(page)}.wpmeducation.com/`, `https://pay.${dom(page)}/`, `https://payments.${dom(page)}/fees`, `https://buy.stripe.com/${alnum(rng, 14)}`])
  const btn = say(page, { en: "Pay online", fr: "Payer en ligne", de: "Online bezahlen", es: "Pagar en línea", nl: "Online betalen", pt: "Pagar online", it: "Paga online" })
  const html = `${esc(say(page, payText))} <a href="${url}">${esc(btn)}</a>`
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), html, blockSpot(rng, page)) : insert(blockSpot(rng, page), `<div class="${pick(rng, ["callout", "notice", "info-box"])}"><p>${html}</p></div>`))
})

// ———————————————————————————— notices, events, people ————————————————————————————

const openDay: T<string> = {
  en: "Open Day – {d}, {h}: meet our teachers, visit the campus and ask about admissions.", fr: "Journée portes ouvertes – {d}, {h} : rencontrez nos enseignants et visitez le campus.",
  de: "Tag der offenen Tür – {d}, {h}: Lernen Sie unsere Lehrkräfte kennen und besichtigen Sie den Campus.", es: "Jornada de puertas abiertas – {d}, {h}: conoce a nuestro profesorado y visita el campus.",
  nl: "Open dag – {d}, {h}: maak kennis met onze docenten en bezoek de school.", pt: "Dia aberto – {d}, {h}: conheça os nossos professores e visite o campus.",
  it: "Open day – {d}, {h}: incontra i nostri docenti e visita il campus."
}
const more: T<string> = { en: "Book a place", fr: "Réserver", de: "Anmelden", es: "Reserva tu plaza", nl: "Aanmelden", pt: "Inscreva-se", it: "Prenota" }

// An open-day or event banner at the top of the page, linking to a booking page on the institution's own site or its usual ticketing service.
const openDayBanner = benign("open-day-event-banner-at-top", (page, rng) => {
  const text = fill(say(page, openDay), { d: fmt(page, aDate(rng)), h: `${between(rng, 9, 14)}:00–${between(rng, 15, 18)}:00` })
  const url = pick(rng, ["/open-day", "/events/open-day", `/${pick(rng, ["admissions", "apply", "visit"])}`, `https://www.eventbrite.com/e/${bare(page)}-open-day-tickets-${digits(rng, 12)}`])
  const img = chance(rng, 0.4) ? `<img src="/images/${pick(rng, ["open-day", "campus", "banner"])}-${between(rng, 2025, 2026)}.jpg" alt="" width="${between(rng, 200, 600)}">` : ""
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["banner", "event-banner", "hero-notice"])}" style="background:${pick(rng, ["#004b87", "#f2a900", "#2e7d32", "#6a1b9a"])};color:#fff;padding:${between(rng, 8, 24)}px">${img}<p>${esc(text)} <a href="${url}" style="color:#fff;font-weight:bold">${esc(say(page, more))}</a></p></div>`))
})

const closure: T<ReadonlyArray<string>> = {
  en: ["The school is closed today, {d}, because of heavy snow. Remote lessons start at 9:00; check the learning platform.", "All campus buildings are closed on {d} due to a severe weather warning. Exams scheduled that day will be rescheduled."],
  fr: ["L'établissement est fermé aujourd'hui, {d}, en raison des chutes de neige. Les cours ont lieu à distance.", "Tous les bâtiments sont fermés le {d} en raison d'une alerte météo. Les examens de ce jour seront reportés."],
  de: ["Die Schule bleibt heute, {d}, wegen starken Schneefalls geschlossen. Der Unterricht findet online statt.", "Alle Gebäude sind am {d} wegen einer Unwetterwarnung geschlossen. Prüfungen an diesem Tag werden verschoben."],
  es: ["El centro permanece cerrado hoy, {d}, por la nevada. Las clases serán en línea.", "Todos los edificios cierran el {d} por alerta meteorológica. Los exámenes de ese día se aplazan."],
  nl: ["De school is vandaag, {d}, gesloten vanwege zware sneeuwval. De lessen gaan online door.", "Alle gebouwen zijn op {d} gesloten vanwege code rood. Toetsen van die dag worden verplaatst."],
  pt: ["A escola está fechada hoje, {d}, devido à tempestade. As aulas decorrem à distância.", "Todos os edifícios estão fechados a {d} devido a aviso meteorológico. Os exames desse dia serão reagendados."],
  it: ["La scuola è chiusa oggi, {d}, per allerta meteo. Le lezioni si svolgono a distanza.", "Tutte le sedi sono chiuse il {d} per allerta meteo. Gli esami di quel giorno saranno riprogrammati."]
}

// Emergency closure notices (snow days, storm warnings) posted by the institution at the top, in a loud colour, pointing to its own updates page.
const emergencyClosure = benign("emergency-weather-closure-alert-at-top", (page, rng) => {
  const text = fill(pick(rng, say(page, closure)), { d: fmt(page, aDate(rng)) })
  const link = chance(rng, 0.5) ? ` <a href="/${pick(rng, ["news", "alerts", "closures", "updates"])}">${esc(say(page, { en: "Updates", fr: "Informations", de: "Aktuelles", es: "Novedades", nl: "Updates", pt: "Atualizações", it: "Aggiornamenti" }))}</a>` : ""
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["alert alert-danger", "emergency-alert", "site-alert"])}" role="alert" style="background:${pick(rng, ["#c8102e", "#b00020", "#ffb81c"])};color:${pick(rng, ["#fff", "#000"])};padding:${between(rng, 8, 20)}px;font-weight:bold">${esc(text)}${link}</div>`))
})

const roles: T<ReadonlyArray<string>> = {
  en: ["Head of Admissions", "IT Service Desk Manager", "Student Welfare Officer", "Exams Officer", "Deputy Head"],
  fr: ["Responsable des admissions", "Responsable du support informatique", "Conseillère principale d'éducation", "Secrétariat des examens"],
  de: ["Leitung Studierendensekretariat", "IT-Servicedesk", "Schulsozialarbeit", "Prüfungsamt", "Stellvertretende Schulleitung"],
  es: ["Jefa de admisiones", "Responsable del servicio informático", "Orientación", "Secretaría de exámenes"],
  nl: ["Hoofd toelating", "Servicedesk ICT", "Vertrouwenspersoon", "Examensecretaris"],
  pt: ["Coordenação de admissões", "Apoio informático", "Serviços académicos", "Secretaria de exames"],
  it: ["Responsabile ammissioni", "Servizio informatico", "Segreteria studenti", "Ufficio esami"]
}
const people = ["Anna", "Peter", "Marie", "Tom", "Lucía", "Jan", "Giulia", "Sophie", "Rui", "Eva", "Marco", "Claire"]
const surnames = ["Keller", "Martin", "Bakker", "Rossi", "Fernández", "Walsh", "Costa", "Lambert", "Vogel", "Hughes"]

// Staff directory changes (a new head of admissions or service-desk manager, with an address on the institution's own domain and an extension of its own switchboard).
const staffDirectory = benign("staff-directory-entry-added-on-own-domain", (page, rng) => {
  const f = pick(rng, people)
  const l = pick(rng, surnames)
  const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
  const mail = `${ascii(f)}.${ascii(l)}@${dom(page)}`
  const ext = `${page.ids.phone.national} (${say(page, { en: "ext.", fr: "poste", de: "Durchwahl", es: "ext.", nl: "toestel", pt: "ext.", it: "int." })} ${between(rng, 100, 899)})`
  const html = `<strong>${esc(f)} ${esc(l)}</strong>, ${esc(pick(rng, say(page, roles)))} – <a href="mailto:${mail}">${mail}</a>${chance(rng, 0.6) ? ` – ${esc(ext)}` : ""}`
  return splices(lineBeside(page, contactNeedles(page), html, pick(rng, [slotAt(page.spots, "middle"), bottom(page)])))
})

const newNumber: T<string> = {
  en: "Our service desk has a new phone number from {d}.", fr: "Notre accueil change de numéro à partir du {d}.", de: "Unser Servicedesk hat ab dem {d} eine neue Telefonnummer.",
  es: "Nuestro servicio de atención tiene un nuevo número desde el {d}.", nl: "Onze servicedesk heeft vanaf {d} een nieuw telefoonnummer.",
  pt: "O nosso atendimento tem um novo número a partir de {d}.", it: "Il nostro servizio di assistenza ha un nuovo numero dal {d}."
}

// A help-desk number changed honestly (new telephony system, merged switchboards): every occurrence of the number replaced by one in the same national format and area, with a notice of the change.
const phoneChanged = benign("helpdesk-phone-number-changed-with-notice", (page, rng) => {
  const p = page.ids.phone
  const q = swapPhone(page.site.locale, p, rng)
  const out = everywhere(page, [[p.tel, q.tel], [p.national, q.national], [p.intl, q.intl]])
  out.push(lineBeside(page, [p.national, p.intl, page.ids.email], esc(fill(say(page, newNumber), { d: fmt(page, aDate(rng)) })), blockSpot(rng, page)))
  return { splices: out }
})

const results: T<string> = {
  en: "Exam results will be published on {d} from {h}:00 in the student portal. Certificates can be collected from the office the following week.",
  fr: "Les résultats des examens seront publiés le {d} à partir de {h} h sur l'espace étudiant. Les attestations sont à retirer au secrétariat la semaine suivante.",
  de: "Die Prüfungsergebnisse werden am {d} ab {h}:00 Uhr im Studierendenportal veröffentlicht. Zeugnisse liegen in der Folgewoche im Sekretariat bereit.",
  es: "Las notas se publicarán el {d} a partir de las {h}:00 en la secretaría virtual. Los certificados se recogen en secretaría la semana siguiente.",
  nl: "De cijfers worden op {d} vanaf {h}:00 uur gepubliceerd in het studentenportaal. Diploma's liggen de week erna klaar bij de administratie.",
  pt: "Os resultados dos exames serão publicados a {d} a partir das {h}:00 no portal do aluno. Os certificados podem ser levantados na secretaria na semana seguinte.",
  it: "I risultati degli esami saranno pubblicati il {d} dalle {h}:00 nel portale studenti. I certificati si ritirano in segreteria la settimana successiva."
}

// Exam-results dates announced, with a link to the institution's own student portal.
const resultsNotice = benign("exam-results-release-date-notice", (page, rng) => {
  const text = fill(say(page, results), { d: fmt(page, aDate(rng)), h: String(between(rng, 8, 12)) })
  const url = pick(rng, [`https://portal.${dom(page)}/`, `https://students.${dom(page)}/results`, "/students/results", `https://my.${dom(page)}/`])
  return splices(insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "news-item", "lead"])}">${esc(text)} <a href="${url}">${esc(say(page, { en: "Student portal", fr: "Espace étudiant", de: "Studierendenportal", es: "Secretaría virtual", nl: "Studentenportaal", pt: "Portal do aluno", it: "Portale studenti" }))}</a></p>`))
})

// ———————————————————————————— tools and embeds ————————————————————————————

const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

// Cookie-consent tools required by the data-protection officer (Cookiebot or OneTrust loaded in the head, with a settings link in the footer).
const cookieTool = benign("cookie-consent-tool-loaded-with-settings-link", (page, rng) => {
  const id = uuid(rng)
  const tag = pick(rng, [
    `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${id}" data-blockingmode="auto" type="text/javascript"></script>`,
    `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${id}"></script>`,
    `<script src="https://cdn-cookieyes.com/client_data/${hex(rng, 24)}/script.js" id="cookieyes"></script>`
  ])
  const label = say(page, { en: "Cookie settings", fr: "Gérer les cookies", de: "Cookie-Einstellungen", es: "Configuración de cookies", nl: "Cookie-instellingen", pt: "Definições de cookies", it: "Impostazioni cookie" })
  return splices(insert(head(page), tag), insert(bottom(page), `<p class="cookie-settings"><a href="#" id="${pick(rng, ["ot-sdk-btn", "cookie-settings", "cc-open"])}">${esc(label)}</a></p>`))
})

// Accessibility toolbars adopted across a district or city (UserWay, Recite Me, Eye-Able), loaded from the vendor with the institution's key, plus a link to the accessibility statement.
const accessibilityTool = benign("accessibility-toolbar-script-and-statement-link", (page, rng) => {
  const tag = pick(rng, [
    `<script src="https://cdn.userway.org/widget.js" data-account="${alnum(rng, 10)}"></script>`,
    `<script src="https://api.reciteme.com/asset/js?key=${hex(rng, 32)}"></script>`,
    `<script async src="https://cdn.eye-able.com/configs/${dom(page)}.js"></script><script async src="https://cdn.eye-able.com/public/js/eyeAble.js"></script>`
  ])
  const label = say(page, { en: "Accessibility statement", fr: "Déclaration d'accessibilité", de: "Erklärung zur Barrierefreiheit", es: "Declaración de accesibilidad", nl: "Toegankelijkheidsverklaring", pt: "Declaração de acessibilidade", it: "Dichiarazione di accessibilità" })
  return splices(insert(pick(rng, [head(page), bottom(page)]), tag), insert(bottom(page), `<p><a href="/${pick(rng, ["accessibility", "accessibility-statement", "toegankelijkheid", "barrierefreiheit", "accessibilite"])}">${esc(label)}</a></p>`))
})

// A welcome or campus-tour video embedded from YouTube (privacy-enhanced host) or Vimeo.
const videoEmbed = benign("campus-video-embedded-from-youtube-or-vimeo", (page, rng) => {
  const src = chance(rng, 0.7) ? `https://www.youtube-nocookie.com/embed/${alnum(rng, 11)}${chance(rng, 0.4) ? "?rel=0" : ""}` : `https://player.vimeo.com/video/${digits(rng, 9)}`
  const w = between(rng, 480, 800)
  const title = say(page, { en: "Campus tour", fr: "Visite du campus", de: "Campus-Rundgang", es: "Visita al campus", nl: "Rondleiding", pt: "Visita ao campus", it: "Visita al campus" })
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<figure class="video"><iframe width="${w}" height="${Math.round((w * 9) / 16)}" src="${src}" title="${esc(title)}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>${chance(rng, 0.5) ? `<figcaption>${esc(title)}</figcaption>` : ""}</figure>`))
})

// A map of the campus or of a city service office embedded (OpenStreetMap or Google Maps embed).
const mapEmbed = benign("location-map-embedded-openstreetmap-or-google", (page, rng) => {
  const lat = between(rng, 3600, 5900) / 100
  const lon = between(rng, -900, 2000) / 100
  const src = chance(rng, 0.5)
    ? `https://www.openstreetmap.org/export/embed.html?bbox=${(lon - 0.01).toFixed(4)}%2C${(lat - 0.005).toFixed(4)}%2C${(lon + 0.01).toFixed(4)}%2C${(lat + 0.005).toFixed(4)}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`
    : `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${digits(rng, 4)}.${digits(rng, 3)}!2d${lon.toFixed(6)}!3d${lat.toFixed(6)}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x${hex(rng, 16)}%3A0x${hex(rng, 16)}!2s${bare(page)}!5e0!3m2!1s${page.site.locale.lang}!2s!4v${digits(rng, 13)}`
  const title = say(page, { en: "How to find us", fr: "Plan d'accès", de: "Anfahrt", es: "Cómo llegar", nl: "Route", pt: "Como chegar", it: "Come raggiungerci" })
  const at = pick(rng, [slotAt(page.spots, "bottom"), bottom(page), slotAt(page.spots, "middle")])
  return splices(insert(at, `<section class="map"><h3>${esc(title)}</h3><iframe src="${src}" width="${between(rng, 300, 800)}" height="${between(rng, 250, 450)}" style="border:0" loading="lazy" allowfullscreen referrerpolicy="no-referrer-when-downgrade"></iframe></section>`))
})

const eidProviders: Readonly<Record<string, readonly [string, string]>> = {
  fr: ["FranceConnect", "https://app.franceconnect.gouv.fr/"], nl: ["DigiD", "https://digid.nl/"], de: ["BundID", "https://id.bund.de/"], es: ["Cl@ve", "https://clave.gob.es/"], it: ["SPID", "https://www.spid.gov.it/"], br: ["gov.br", "https://sso.acesso.gov.br/"], uk: ["GOV.UK One Login", "https://signin.account.gov.uk/"], us: ["Login.gov", "https://secure.login.gov/"], au: ["myGov", "https://my.gov.au/"], in: ["DigiLocker", "https://www.digilocker.gov.in/"]
}

// City and regional portals adopting the national citizen sign-in (FranceConnect, DigiD, BundID, Cl@ve, SPID, gov.br, GOV.UK One Login, Login.gov): a "sign in with" button to the portal's own login route, or to the provider's own page explaining it.
const eidButton = benign("national-eid-sign-in-button-for-online-services", (page, rng) => {
  const [label, home] = eidProviders[page.site.locale.country] ?? pick(rng, Object.values(eidProviders))
  const url = chance(rng, 0.65) ? pick(rng, [`/auth/${label.toLowerCase().replace(/[^a-z]/g, "")}`, `https://${pick(rng, ["login", "account", "services", "mon-compte"])}.${dom(page)}/oidc/login`, "/login?provider=eid"]) : home
  const w = say(page, { en: "Sign in with", fr: "S'identifier avec", de: "Anmelden mit", es: "Acceder con", nl: "Inloggen met", pt: "Entrar com", it: "Entra con" })
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), top(page)]), `<p class="${pick(rng, ["eid-login", "login-options", "btn-row"])}"><a class="btn" href="${url}">${esc(w)} ${esc(label)}</a></p>`))
})

const letters: T<string> = { en: "Parents' newsletter", fr: "Lettre aux familles", de: "Elternbrief", es: "Boletín para familias", nl: "Nieuwsbrief voor ouders", pt: "Boletim para as famílias", it: "Notiziario per le famiglie" }

// Newsletters and circulars for parents added to a list of documents on the institution's own site (PDF files named by month).
const newsletterPdfs = benign("parents-newsletter-pdfs-added-on-own-site", (page, rng) => {
  const n = between(rng, 1, 4)
  const y = between(rng, 2025, 2026)
  const m0 = between(rng, 1, 9)
  const items = Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m0 + i - 1, 1))
    const file = `/${pick(rng, ["files", "uploads", "documents", "wp-content/uploads/" + y])}/${pick(rng, ["newsletter", "circular", "parents-letter", "info"])}-${y}-${String(m0 + i).padStart(2, "0")}.pdf`
    return `<li><a href="${file}">${esc(say(page, letters))} – ${esc(fmt(page, d))}</a> (PDF, ${between(rng, 180, 2400)} KB)</li>`
  })
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), `<ul class="${pick(rng, ["documents", "downloads", "file-list"])}">${items.join("")}</ul>`))
})

export const fresh38Benigns: ReadonlyArray<ChangeClass> = [
  termDates, timetable, newLms, webmailToM365, paymentPortal, openDayBanner, emergencyClosure, staffDirectory, phoneChanged, resultsNotice,
  cookieTool, accessibilityTool, videoEmbed, mapEmbed, eidButton, newsletterPdfs
]

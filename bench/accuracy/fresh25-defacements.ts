/**
 * Fresh25 defacement classes: written during round 21, by someone who does
 * not read the engines, from public descriptions of defacement archives
 * (Zone-H style mirrors and their categories), CERT advisories, victims'
 * incident write-ups and web-hosting malware-cleanup reports. The group is
 * about the middle ground of real defacements: changes made through the
 * site's own CMS or templates, in the site's own markup, of moderate size,
 * with no stock hacker words and no signature. Several of the site's own
 * paragraphs, list items or teaser cards rewritten in place into a false
 * story, demands or a manifesto in its language; a post published through
 * its CMS into its own list of posts, a bargain product in its own product
 * markup payable by transfer to a private holder; a new first slide in a
 * slider plugin's markup; messages told only by pictures (photos swapped
 * for numbered panels on image hosts, a poster uploaded as a CMS image
 * block, a gallery hot-linked from another host, the main heading turned
 * into a picture of words); a message spread over many small places (the
 * page's headings, its menu entries, tooltips on its links, a slogan
 * appended to its paragraphs, captions under its pictures); messages that
 * only some visitors see (by browser language, after a delay, after a
 * scroll, at night or at weekends, when arriving from a search engine or a
 * social network, when no one is signed in to the CMS); the contact block,
 * footer line, tagline, sidebar widget or shop notice bar rewritten to the
 * intruder's; and official-looking notices set in the site's own
 * components (a seizure by the country's own police, a safety recall, a
 * death in the organisation, a phone outage with a temporary number, a
 * refund answer in its questions and answers). Each differs from every
 * class in defacements.ts and fresh-defacements.ts through
 * fresh24-defacements.ts (not a re-wording of one) and varies its
 * templates, languages, domains, positions and sizes with the rng. The
 * writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date where known, and may be
 * wrong in detail; each comment says so. Scored in the `fresh25` group,
 * never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, lineAfter, replaceEverywhere, setAttr, shown, top, trimmed } from "./classes.js"
import { type Page, makeBank, makeWallet, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate } from "./locales.js"
import type { El, Range, TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, randomDomain, slug } from "./words.js"

const fresh25 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh25", make })

type L<A> = Record<Lang, A>
const lang = (page: Page): Lang => page.site.locale.lang
const own = <A>(page: Page, t: L<A>): A => t[lang(page)]
const tld = (rng: Rng) => pick(rng, ["com", "net", "org", "info", "site", "online", "top", "xyz", "live", "pro", "co", "shop", "cc", "icu"])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
/** The site's name as its readers know it (short brands are acronyms: "bbc" → "BBC"). */
const brandOf = (page: Page) => (page.site.brand.length <= 4 ? page.site.brand.toUpperCase() : brandName(page))
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`, () => `window.addEventListener("load",function(){${code}});`])()}</script>`
const firstNames = ["Daniel", "Laura", "Marc", "Sofia", "Thomas", "Elena", "Paul", "Anna", "Luca", "Marta", "Jan", "Claire", "David", "Julia", "Pedro", "Ines", "Stefan", "Nora", "Robert", "Helena"]
const lastNames = ["Keller", "Moreau", "Rossi", "Garcia", "Vermeer", "Silva", "Novak", "Walsh", "Bauer", "Lambert", "Costa", "Jansen", "Ferrari", "Hughes", "Petit", "Lindqvist", "Brennan", "Hartmann"]
const person = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

/** A host that imitates the site (typosquat, brand plus a word, or the brand on another TLD). */
const twinHost = (rng: Rng, page: Page): string => {
  for (let i = 0; i < 6; i++) {
    const h = pick(rng, [() => brandLookalike(rng, page.site.brand), () => `${page.site.brand}-${pick(rng, ["service", "help", "online", "info", "support"])}.${tld(rng)}`, () => `${page.site.brand}.${tld(rng)}`])()
    if (registrable(h) !== page.site.domain) return h
  }
  return `${bare(page)}-${alnum(rng, 3)}.${tld(rng)}`
}
/** A picture on a free image host or another host. */
const imageHost = (rng: Rng, name: string, ext: string): string =>
  pick(rng, [
    () => `https://i.ibb.co/${alnum(rng, 7)}/${name}.${ext}`,
    () => `https://i.postimg.cc/${alnum(rng, 8)}/${name}.${ext}`,
    () => `https://i.imgur.com/${alnum(rng, 7)}.${ext}`,
    () => `https://files.catbox.moe/${alnum(rng, 6)}.${ext}`,
    () => `https://images2.imgbox.com/${hex(rng, 2)}/${hex(rng, 2)}/${alnum(rng, 8)}_o.${ext}`,
    () => `https://cdn.discordapp.com/attachments/${digits(rng, 18)}/${digits(rng, 18)}/${name}.${ext}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["img", "images", "uploads", "media", "files"])}/${name}.${ext}`
  ])()
/** A place where the intruder's readers are sent: a channel, a blog, a paste or another host. */
const outsideLink = (rng: Rng): string =>
  pick(rng, [
    () => `https://t.me/${pick(rng, ["truth", "voice", "free", "news", "info", "people"])}_${alnum(rng, 5)}`,
    () => `https://${pick(rng, ["the", "real", "open", "free", "our"])}${pick(rng, ["truth", "voice", "letter", "people", "river"])}${between(rng, 1, 99)}.blogspot.com/`,
    () => `https://telegra.ph/${pick(rng, ["Statement", "Read-this", "Open-letter", "The-truth"])}-${between(rng, 1, 12).toString().padStart(2, "0")}-${between(rng, 1, 28).toString().padStart(2, "0")}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["", "read", "statement", "news/" + alnum(rng, 6)])}`
  ])()

// ———————————————————————————— where things are in the page ————————————————————————————

const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6"])
const inLink = new Set(["a", "button", "select", "option", "label"])
/** Whether `s` holds one of the page's published identifiers. */
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
/** Visible text runs of at least `min` characters directly in a paragraph, list item, cell, quote or caption. */
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    const s = t.text.trim()
    const el = elAt(page, t.parent)
    return s.length >= min && !/[{};]\s*$/.test(s) && !carriesId(page, s) && el !== undefined && el.shown && /^(p|li|dd|td|blockquote|figcaption)$/.test(el.name) && !under(page, el, notProse)
  })
/** Shown paragraphs of body text, in document order. */
const bodyParas = (page: Page): Array<El> =>
  [...new Set(proseRuns(page, 40).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && e.name === "p" && e.closeTag !== null))]
    .filter((p) => !/featured-product|updated|meta|caption|credit|byline|copyright/i.test(`${p.attribs.class ?? ""} ${p.attribs.id ?? ""}`))
/** The visible text runs inside `el`. */
const runsOf = (page: Page, el: El): Array<TextRun> =>
  el.closeTag === null ? [] : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start)
const textOf = (page: Page, el: El): string => runsOf(page, el).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
/** Whether `r` touches raw text or a comment. */
const rawIn = (page: Page, r: Range) => page.spots.raw.some((x) => x.start < r.end && x.end > r.start)
/** Splices making `html` the whole content of `el` (or, when its content holds raw text, its first run, the others emptied). */
const rewrite = (page: Page, el: El, html: string): Array<Splice> => {
  if (el.closeTag !== null) {
    const r = { start: el.openEnd, end: el.closeTag.start }
    if (!rawIn(page, r)) return [replace(r, html)]
  }
  const runs = runsOf(page, el)
  return runs.map((t, i) => replace(trimmed(page, t), i === 0 ? html : ""))
}
/** The class, style and dir attributes of `el` as written back. */
const looks = (el: El | undefined) => el === undefined ? "" : ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
const firstHeading = (page: Page, names = /^h[1-3]$/): El | undefined =>
  page.spots.elements.find((e) => names.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, inLink) && textOf(page, e).length > 0)
/** Where the site's own content starts: after its first heading, before it, or near the top. */
const contentSpot = (rng: Rng, page: Page): number => {
  const spots = [slotAt(page.spots, "top"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]
  const h = firstHeading(page)
  if (h !== undefined && page.spots.slots.includes(h.start)) spots.push(h.start)
  const a = afterBlock(page, h)
  if (a !== null) spots.push(a, a)
  return pick(rng, spots)
}
/** Shown headings of the page (not inside links), in document order. */
const headings = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => /^h[1-6]$/.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, inLink) && textOf(page, e).length > 0)
/** Shown links with visible text. */
const textLinks = (page: Page, within?: El): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && e.shown && !e.inert && e.closeTag !== null && textOf(page, e).length > 1 &&
    (within === undefined || (e.start > within.start && within.closeTag !== null && e.closeTag!.end <= within.closeTag.start)))
/** Shown lists (not in navigation) with at least three items holding text, and their items. */
const listGroups = (page: Page): Array<{ readonly list: El; readonly items: Array<El> }> =>
  page.spots.elements.filter((e) => /^(ul|ol)$/.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, new Set(["nav"])))
    .map((list) => ({ list, items: page.spots.elements.filter((li) => li.parent === list.index && li.name === "li" && li.shown && li.closeTag !== null && textOf(page, li).length >= 4) }))
    .filter((g) => g.items.length >= 3)
/** Repeated sibling blocks of one tag and class (cards, teasers, list entries), at least three, each with text. */
const cardGroups = (page: Page): Array<Array<El>> => {
  const groups = new Map<string, Array<El>>()
  for (const e of page.spots.elements) {
    if (!e.shown || e.closeTag === null || e.parent === -1 || !/^(div|article|li|section)$/.test(e.name)) continue
    if (e.name === "div" && (e.attribs.class ?? "").trim() === "") continue
    if (e.closeTag.end - e.start > 4000 || runsOf(page, e).every((t) => t.text.trim().length < 12)) continue
    if (under(page, elAt(page, e.parent), new Set(["nav"]))) continue
    const key = `${e.parent}|${e.name}|${e.attribs.class ?? ""}`
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  return [...groups.values()].filter((g) => g.length >= 3)
}
/** `words` split into `n` chunks of about the same size. */
const chunks = (words: ReadonlyArray<string>, n: number): Array<string> => {
  const k = Math.max(1, Math.min(n, words.length))
  const out: Array<string> = []
  for (let i = 0; i < k; i++) out.push(words.slice(Math.floor((i * words.length) / k), Math.floor(((i + 1) * words.length) / k)).join(" "))
  return out
}
/** Shown pictures with a source, not tracking pixels. */
const pictures = (page: Page): Array<El> =>
  shown(page, "img", (e) => !e.inert && (e.attribs.src ?? e.attribs["data-src"] ?? "").trim() !== "" && e.attribs.width !== "1" && e.attribs.height !== "1")

// ———————————————————————————— the intruders' words ————————————————————————————

const statements: L<ReadonlyArray<string>> = {
  en: ["Stop the war now. Every bomb dropped in our name is a crime, and silence makes us accomplices.", "Our government lies to us every day. Ask who profits from this war and who pays for it.", "The occupation must end. Nothing can go on as usual while civilians starve under siege.", "Housing is a right, not an investment. Stop the evictions and freeze the rents now.", "They poisoned our river and paid for the silence. We will not forget and we will not keep quiet.", "Free the political prisoners. Nobody should sit in a cell for what they wrote or said."],
  fr: ["Arrêtez la guerre maintenant. Chaque bombe larguée en notre nom est un crime, et le silence fait de nous des complices.", "Notre gouvernement nous ment chaque jour. Demandez-vous qui profite de cette guerre et qui la paie.", "L'occupation doit cesser. Rien ne peut continuer comme avant tant que des civils meurent de faim sous le siège.", "Le logement est un droit, pas un placement. Stop aux expulsions, gel des loyers maintenant.", "Ils ont empoisonné notre rivière et acheté le silence. Nous n'oublierons pas et nous ne nous tairons pas.", "Libérez les prisonniers politiques. Personne ne devrait être enfermé pour ce qu'il a écrit ou dit."],
  de: ["Stoppt den Krieg jetzt. Jede Bombe, die in unserem Namen fällt, ist ein Verbrechen, und Schweigen macht uns zu Komplizen.", "Unsere Regierung belügt uns jeden Tag. Fragt euch, wer an diesem Krieg verdient und wer dafür bezahlt.", "Die Besatzung muss enden. Kein Weiter-so, solange Zivilisten unter der Belagerung hungern.", "Wohnen ist ein Recht, keine Geldanlage. Stoppt die Räumungen und friert die Mieten ein.", "Sie haben unseren Fluss vergiftet und das Schweigen bezahlt. Wir vergessen nicht und wir schweigen nicht.", "Freiheit für die politischen Gefangenen. Niemand darf für das, was er geschrieben oder gesagt hat, im Gefängnis sitzen."],
  es: ["Parad la guerra ya. Cada bomba lanzada en nuestro nombre es un crimen, y el silencio nos hace cómplices.", "Nuestro gobierno nos miente cada día. Preguntaos quién se beneficia de esta guerra y quién la paga.", "La ocupación debe terminar. Nada puede seguir igual mientras los civiles pasan hambre bajo el asedio.", "La vivienda es un derecho, no una inversión. Basta de desahucios, congelación de alquileres ya.", "Envenenaron nuestro río y pagaron por el silencio. No olvidaremos y no nos callaremos.", "Libertad para los presos políticos. Nadie debería estar en una celda por lo que escribió o dijo."],
  nl: ["Stop de oorlog nu. Elke bom die in onze naam valt is een misdaad, en zwijgen maakt ons medeplichtig.", "Onze regering liegt elke dag tegen ons. Vraag je af wie aan deze oorlog verdient en wie ervoor betaalt.", "De bezetting moet stoppen. Niets kan gewoon doorgaan zolang burgers verhongeren onder de belegering.", "Wonen is een recht, geen belegging. Stop de huisuitzettingen en bevries de huren nu.", "Ze hebben onze rivier vergiftigd en het zwijgen betaald. Wij vergeten het niet en wij zwijgen niet.", "Laat de politieke gevangenen vrij. Niemand hoort in een cel te zitten voor wat hij schreef of zei."],
  pt: ["Parem a guerra já. Cada bomba lançada em nosso nome é um crime, e o silêncio nos torna cúmplices.", "Nosso governo mente para nós todos os dias. Perguntem quem lucra com esta guerra e quem paga por ela.", "A ocupação tem de acabar. Nada pode continuar como antes enquanto civis passam fome sob o cerco.", "Moradia é um direito, não um investimento. Chega de despejos, congelem os aluguéis já.", "Envenenaram o nosso rio e pagaram pelo silêncio. Não vamos esquecer e não vamos nos calar.", "Liberdade para os presos políticos. Ninguém deveria estar numa cela pelo que escreveu ou disse."],
  it: ["Fermate la guerra adesso. Ogni bomba sganciata in nostro nome è un crimine, e il silenzio ci rende complici.", "Il nostro governo ci mente ogni giorno. Chiedetevi chi guadagna da questa guerra e chi la paga.", "L'occupazione deve finire. Niente può andare avanti come prima mentre i civili muoiono di fame sotto assedio.", "La casa è un diritto, non un investimento. Basta sfratti, congelate gli affitti adesso.", "Hanno avvelenato il nostro fiume e comprato il silenzio. Non dimenticheremo e non staremo zitti.", "Liberate i prigionieri politici. Nessuno dovrebbe stare in cella per ciò che ha scritto o detto."]
}
const slogans: L<ReadonlyArray<string>> = {
  en: ["Stop the war.", "Free them all.", "End the occupation.", "Justice for the victims.", "Housing is a right.", "Water is life, not profit.", "We will not forget.", "Freedom for political prisoners."],
  fr: ["Stop à la guerre.", "Libérez-les tous.", "Fin de l'occupation.", "Justice pour les victimes.", "Le logement est un droit.", "L'eau est la vie, pas un profit.", "Nous n'oublierons pas.", "Liberté pour les prisonniers politiques."],
  de: ["Stoppt den Krieg.", "Freiheit für alle.", "Beendet die Besatzung.", "Gerechtigkeit für die Opfer.", "Wohnen ist ein Recht.", "Wasser ist Leben, kein Profit.", "Wir vergessen nicht.", "Freiheit für politische Gefangene."],
  es: ["Paremos la guerra.", "Libertad para todos.", "Fin de la ocupación.", "Justicia para las víctimas.", "La vivienda es un derecho.", "El agua es vida, no negocio.", "No olvidamos.", "Libertad para los presos políticos."],
  nl: ["Stop de oorlog.", "Laat ze allemaal vrij.", "Stop de bezetting.", "Gerechtigheid voor de slachtoffers.", "Wonen is een recht.", "Water is leven, geen winst.", "Wij vergeten niet.", "Vrijheid voor politieke gevangenen."],
  pt: ["Parem a guerra.", "Libertem todos.", "Fim da ocupação.", "Justiça para as vítimas.", "Moradia é direito.", "Água é vida, não lucro.", "Não esqueceremos.", "Liberdade aos presos políticos."],
  it: ["Fermate la guerra.", "Liberateli tutti.", "Fine dell'occupazione.", "Giustizia per le vittime.", "La casa è un diritto.", "L'acqua è vita, non profitto.", "Non dimenticheremo.", "Libertà per i prigionieri politici."]
}
/** One of the intruders' statements, in the site's language (intruders who work through a site's CMS write in its voice). */
const statement = (rng: Rng, page: Page) => pick(rng, own(page, statements))

// ———————————————————————————— text rewritten in the site's own markup ————————————————————————————

type Story = (b: string, d: string) => readonly [string, string, string]
const stories: L<ReadonlyArray<Story>> = {
  en: [
    (b, d) => [`Laboratory tests carried out on ${d} found contamination in the tap water of several districts far above the legal limit, according to internal documents seen by ${b}.`, "Officials were told of the results the same week but chose not to warn residents. At least a dozen children have since been treated in hospital for stomach complaints.", "Until further notice, residents are advised not to drink tap water or use it for cooking. The authorities have so far refused to comment."],
    (b, d) => [`Foreign soldiers stationed near the border have been involved in a series of violent incidents with local residents, ${b} has learned.`, `According to witnesses, a group of drunken soldiers damaged a war memorial and threatened a family on ${d}. The ministry of defence has refused to answer questions.`, "Local councillors say the government is hiding the scale of the problem and are calling for the agreement that allows the troops to stay to be suspended."]
  ],
  fr: [
    (b, d) => [`Des analyses de laboratoire réalisées le ${d} ont révélé dans l'eau du robinet de plusieurs quartiers une contamination bien supérieure au seuil légal, selon des documents internes consultés par ${b}.`, "Les responsables ont été informés des résultats la même semaine mais ont choisi de ne pas alerter les habitants. Au moins une douzaine d'enfants ont depuis été soignés à l'hôpital pour des troubles digestifs.", "Jusqu'à nouvel ordre, il est conseillé aux habitants de ne pas boire l'eau du robinet ni de l'utiliser pour cuisiner. Les autorités ont refusé de commenter."],
    (b, d) => [`Des soldats étrangers stationnés près de la frontière ont été impliqués dans une série d'incidents violents avec des habitants, a appris ${b}.`, `Selon des témoins, un groupe de soldats ivres a dégradé un monument aux morts et menacé une famille le ${d}. Le ministère des Armées a refusé de répondre aux questions.`, "Des élus locaux affirment que le gouvernement cache l'ampleur du problème et demandent la suspension de l'accord qui autorise la présence de ces troupes."]
  ],
  de: [
    (b, d) => [`Laboruntersuchungen vom ${d} haben im Leitungswasser mehrerer Stadtteile Verunreinigungen weit über dem Grenzwert festgestellt, wie aus internen Unterlagen hervorgeht, die ${b} vorliegen.`, "Die Verantwortlichen wurden noch in derselben Woche informiert, entschieden sich aber, die Bevölkerung nicht zu warnen. Mindestens ein Dutzend Kinder wurde seitdem wegen Magen-Darm-Beschwerden im Krankenhaus behandelt.", "Bis auf Weiteres wird den Anwohnern geraten, kein Leitungswasser zu trinken oder zum Kochen zu verwenden. Die Behörden lehnten eine Stellungnahme ab."],
    (b, d) => [`Im Grenzgebiet stationierte ausländische Soldaten waren nach Informationen von ${b} in eine Reihe gewalttätiger Zwischenfälle mit Anwohnern verwickelt.`, `Zeugen zufolge beschädigte eine Gruppe betrunkener Soldaten am ${d} ein Kriegerdenkmal und bedrohte eine Familie. Das Verteidigungsministerium wollte sich nicht äußern.`, "Kommunalpolitiker werfen der Regierung vor, das Ausmaß des Problems zu verschweigen, und fordern, das Stationierungsabkommen auszusetzen."]
  ],
  es: [
    (b, d) => [`Los análisis de laboratorio realizados el ${d} detectaron en el agua del grifo de varios barrios una contaminación muy superior al límite legal, según documentos internos a los que ha tenido acceso ${b}.`, "Los responsables conocieron los resultados esa misma semana, pero decidieron no avisar a los vecinos. Desde entonces, al menos una docena de niños han sido atendidos en el hospital por problemas digestivos.", "Hasta nuevo aviso, se recomienda a los vecinos no beber agua del grifo ni usarla para cocinar. Las autoridades se han negado a hacer comentarios."],
    (b, d) => [`Soldados extranjeros destinados cerca de la frontera se han visto implicados en una serie de incidentes violentos con vecinos de la zona, según ha podido saber ${b}.`, `Según varios testigos, un grupo de soldados ebrios dañó un monumento a los caídos y amenazó a una familia el ${d}. El Ministerio de Defensa se ha negado a responder.`, "Concejales de la zona aseguran que el Gobierno oculta la magnitud del problema y piden suspender el acuerdo que permite la presencia de las tropas."]
  ],
  nl: [
    (b, d) => [`Laboratoriumonderzoek van ${d} heeft in het kraanwater van verschillende wijken een verontreiniging ver boven de wettelijke norm aangetoond, blijkt uit interne documenten die ${b} heeft ingezien.`, "De verantwoordelijken kregen de uitslagen nog dezelfde week, maar besloten de bewoners niet te waarschuwen. Sindsdien zijn minstens twaalf kinderen in het ziekenhuis behandeld voor maag- en darmklachten.", "Tot nader order wordt bewoners aangeraden geen kraanwater te drinken of ermee te koken. De autoriteiten wilden niet reageren."],
    (b, d) => [`Buitenlandse militairen die bij de grens zijn gelegerd, waren betrokken bij een reeks gewelddadige incidenten met omwonenden, heeft ${b} vernomen.`, `Volgens getuigen beschadigde een groep dronken militairen op ${d} een oorlogsmonument en bedreigde een gezin. Het ministerie van Defensie weigert vragen te beantwoorden.`, "Lokale politici zeggen dat de regering de omvang van het probleem verzwijgt en willen dat de overeenkomst over de legering wordt opgeschort."]
  ],
  pt: [
    (b, d) => [`Análises laboratoriais feitas em ${d} encontraram na água da torneira de vários bairros uma contaminação muito acima do limite legal, segundo documentos internos a que ${b} teve acesso.`, "Os responsáveis souberam dos resultados na mesma semana, mas decidiram não avisar os moradores. Desde então, pelo menos doze crianças foram atendidas no hospital com problemas gastrointestinais.", "Até novo aviso, recomenda-se aos moradores que não bebam a água da torneira nem a usem para cozinhar. As autoridades não quiseram comentar."],
    (b, d) => [`Soldados estrangeiros estacionados perto da fronteira se envolveram em uma série de incidentes violentos com moradores da região, apurou ${b}.`, `Segundo testemunhas, um grupo de soldados embriagados danificou um monumento aos mortos de guerra e ameaçou uma família em ${d}. O Ministério da Defesa não quis responder.`, "Vereadores locais afirmam que o governo esconde a dimensão do problema e pedem a suspensão do acordo que permite a permanência das tropas."]
  ],
  it: [
    (b, d) => [`Le analisi di laboratorio effettuate il ${d} hanno rilevato nell'acqua del rubinetto di diversi quartieri una contaminazione ben oltre il limite di legge, secondo documenti interni visionati da ${b}.`, "I responsabili sono stati informati dei risultati nella stessa settimana, ma hanno scelto di non avvisare i residenti. Da allora almeno una dozzina di bambini è stata curata in ospedale per disturbi gastrointestinali.", "Fino a nuovo avviso si consiglia ai residenti di non bere l'acqua del rubinetto né di usarla per cucinare. Le autorità si sono rifiutate di commentare."],
    (b, d) => [`Soldati stranieri di stanza vicino al confine sono stati coinvolti in una serie di episodi violenti con gli abitanti della zona, ha appreso ${b}.`, `Secondo alcuni testimoni, un gruppo di soldati ubriachi ha danneggiato un monumento ai caduti e minacciato una famiglia il ${d}. Il ministero della Difesa si è rifiutato di rispondere.`, "I consiglieri locali affermano che il governo nasconde la portata del problema e chiedono di sospendere l'accordo che consente la permanenza delle truppe."]
  ]
}

// Existing articles rewritten in place, recalled from memory of Mandiant's and the EU DisinfoLab's write-ups on the Ghostwriter campaign (2020–2021), in which intruders not only planted new stories on Lithuanian, Latvian and Polish news sites but edited the text of existing articles through the sites' CMS (troops misbehaving, contamination hidden by officials), and of CERT-UA notes on hacked regional media (2022): two or three consecutive paragraphs of the page's own text rewritten into a false story in the site's language, each paragraph keeping its tag and attributes, with no signature and no link. (Recalled from memory; may be wrong in detail.)
const falseStory = fresh25("two or three consecutive paragraphs of the site's own text rewritten in place into a false news story in its language (paragraph markup kept, no signature, no link)", (page, rng) => {
  const story = pick(rng, own(page, stories))(brandOf(page), dateOf(rng, page))
  const k = between(rng, 2, 3)
  const ps = bodyParas(page)
  if (ps.length === 0) {
    const at = contentSpot(rng, page)
    return splices(insert(at, story.slice(0, k).map((s) => `<p>${esc(s)}</p>`).join("")))
  }
  const start = int(rng, Math.min(ps.length, 8))
  const first = ps[start]!
  const siblings = ps.slice(start).filter((p) => p.parent === first.parent).slice(0, k)
  const chosen = siblings.length >= 2 ? siblings : ps.slice(start, start + k)
  const out = chosen.flatMap((p, i) => rewrite(page, p, esc(story[i]!)))
  // Fewer paragraphs than the story: the rest follows the last one in its markup.
  const last = chosen[chosen.length - 1]!
  if (chosen.length < k && last.closeTag !== null) out.push(insert(last.closeTag.end, story.slice(chosen.length, k).map((s) => `<p${looks(last)}>${esc(s)}</p>`).join("")))
  return { splices: out }
})

const demands: L<ReadonlyArray<string>> = {
  en: ["Publish the full inspection report.", "Reinstate the workers dismissed in the spring.", "Refund every customer who was overcharged.", "Stop evicting the tenants of the east estate.", "End the contract with the surveillance company.", "Open the accounts to an independent auditor.", "Apologise publicly to the families.", "Stop dumping waste into the river."],
  fr: ["Publiez le rapport d'inspection complet.", "Réintégrez les salariés licenciés au printemps.", "Remboursez chaque client qui a payé trop cher.", "Cessez d'expulser les locataires de la cité est.", "Mettez fin au contrat avec la société de surveillance.", "Ouvrez les comptes à un auditeur indépendant.", "Présentez des excuses publiques aux familles.", "Arrêtez de déverser vos déchets dans la rivière."],
  de: ["Veröffentlichen Sie den vollständigen Prüfbericht.", "Stellen Sie die im Frühjahr entlassenen Beschäftigten wieder ein.", "Erstatten Sie allen Kunden die zu viel gezahlten Beträge.", "Hören Sie auf, die Mieter der Ostsiedlung zu räumen.", "Kündigen Sie den Vertrag mit der Überwachungsfirma.", "Legen Sie die Bücher einem unabhängigen Prüfer offen.", "Entschuldigen Sie sich öffentlich bei den Familien.", "Leiten Sie keine Abfälle mehr in den Fluss."],
  es: ["Publicad el informe de inspección completo.", "Readmitid a los trabajadores despedidos en primavera.", "Devolved el dinero a cada cliente al que cobrasteis de más.", "Dejad de desahuciar a los inquilinos del barrio este.", "Rescindid el contrato con la empresa de vigilancia.", "Abrid las cuentas a un auditor independiente.", "Pedid perdón públicamente a las familias.", "Dejad de verter residuos en el río."],
  nl: ["Publiceer het volledige inspectierapport.", "Neem de in het voorjaar ontslagen medewerkers weer in dienst.", "Betaal elke klant terug die te veel heeft betaald.", "Stop met het uitzetten van de huurders in de oostwijk.", "Beëindig het contract met het bewakingsbedrijf.", "Laat een onafhankelijke accountant de boeken inzien.", "Bied de families publiekelijk excuses aan.", "Stop met het lozen van afval in de rivier."],
  pt: ["Publiquem o relatório de inspeção completo.", "Readmitam os trabalhadores demitidos na primavera.", "Devolvam o dinheiro a cada cliente cobrado a mais.", "Parem de despejar os inquilinos do conjunto leste.", "Encerrem o contrato com a empresa de vigilância.", "Abram as contas a um auditor independente.", "Peçam desculpas publicamente às famílias.", "Parem de jogar resíduos no rio."],
  it: ["Pubblicate il rapporto d'ispezione completo.", "Reintegrate i lavoratori licenziati in primavera.", "Rimborsate ogni cliente a cui avete fatto pagare troppo.", "Smettete di sfrattare gli inquilini del quartiere est.", "Rescindete il contratto con la società di sorveglianza.", "Aprite i conti a un revisore indipendente.", "Chiedete scusa pubblicamente alle famiglie.", "Smettete di scaricare rifiuti nel fiume."]
}

// Demands written into the victim's own lists, recalled from memory of Zone-H mirrors of hacktivist defacements against companies and municipalities (2010s–2020s) whose "demands" were typed into the site's existing content through its CMS rather than on a black page, and of news reports of environmental and labour-dispute defacements (uncertain dates): the items of one of the page's own lists, one by one, replaced by demands to the organisation in its language, sometimes numbered, the list and its items' markup kept. (Recalled from memory; may be wrong in detail.)
const demandsList = fresh25("items of one of the site's own lists rewritten one by one into the intruder's demands to the organisation, in its language, list markup kept", (page, rng) => {
  const ds = sample(rng, own(page, demands), between(rng, 3, 6))
  const all = listGroups(page)
  if (all.length === 0) return splices(insert(contentSpot(rng, page), `<ol>${ds.map((d) => `<li>${esc(d)}</li>`).join("")}</ol>`))
  // Lists of short entries, as an editor would retype them (not menus of nested panels).
  const short = all.filter((x) => x.items.slice(0, ds.length).every((li) => li.closeTag!.end - li.start < 1500))
  const g = pick(rng, (short.length > 0 ? short : all).slice(0, 6))
  const numbered = g.list.name === "ul" && chance(rng, 0.4)
  const items = g.items.slice(0, ds.length)
  return { splices: items.flatMap((li, i) => rewrite(page, li, `${numbered ? `${i + 1}. ` : ""}${esc(ds[i]!)}`)) }
})

const manifesto: L<ReadonlyArray<readonly [string, string]>> = {
  en: [["Housing is a right", "No family should lose its home so that investors can make a profit."], ["Water is not a commodity", "Public services must stay in public hands, whatever the ministers say."], ["Stop the cuts", "Every closed clinic and school means fewer lives saved and fewer children taught."], ["Make them pay", "Those who profit most from the crisis should pay for it."], ["Free the press", "Journalists are not criminals. Release them now."], ["Listen to the street", "Millions have marched. Their voice cannot be ignored any longer."]],
  fr: [["Le logement est un droit", "Aucune famille ne devrait perdre son toit pour que des investisseurs s'enrichissent."], ["L'eau n'est pas une marchandise", "Les services publics doivent rester publics, quoi qu'en disent les ministres."], ["Stop aux coupes", "Chaque clinique et chaque école fermées, ce sont des vies en moins et des enfants sans classe."], ["Qu'ils paient", "Ceux qui profitent le plus de la crise doivent la payer."], ["Libérez la presse", "Les journalistes ne sont pas des criminels. Libérez-les maintenant."], ["Écoutez la rue", "Des millions de personnes ont manifesté. On ne peut plus ignorer leur voix."]],
  de: [["Wohnen ist ein Recht", "Keine Familie darf ihr Zuhause verlieren, damit Investoren Gewinne machen."], ["Wasser ist keine Ware", "Die Daseinsvorsorge gehört in öffentliche Hand, was auch immer die Minister sagen."], ["Schluss mit den Kürzungen", "Jede geschlossene Klinik und Schule kostet Leben und Zukunft."], ["Die Krisengewinner sollen zahlen", "Wer an der Krise am meisten verdient, soll sie bezahlen."], ["Freiheit für die Presse", "Journalisten sind keine Verbrecher. Lasst sie jetzt frei."], ["Hört auf die Straße", "Millionen sind auf die Straße gegangen. Ihre Stimme lässt sich nicht länger ignorieren."]],
  es: [["La vivienda es un derecho", "Ninguna familia debería perder su casa para que los fondos de inversión ganen dinero."], ["El agua no es una mercancía", "Los servicios públicos deben seguir siendo públicos, digan lo que digan los ministros."], ["Basta de recortes", "Cada centro de salud y cada escuela que cierra son vidas y futuro perdidos."], ["Que paguen ellos", "Quienes más se benefician de la crisis deben pagarla."], ["Libertad de prensa", "Los periodistas no son criminales. Liberadlos ya."], ["Escuchad a la calle", "Millones de personas se han manifestado. Su voz ya no puede ignorarse."]],
  nl: [["Wonen is een recht", "Geen gezin mag zijn huis verliezen zodat beleggers winst kunnen maken."], ["Water is geen handelswaar", "Publieke diensten horen in publieke handen, wat de ministers ook zeggen."], ["Stop de bezuinigingen", "Elke gesloten kliniek en school kost levens en toekomst."], ["Laat de winnaars betalen", "Wie het meest aan de crisis verdient, moet haar betalen."], ["Laat de pers vrij", "Journalisten zijn geen criminelen. Laat ze nu vrij."], ["Luister naar de straat", "Miljoenen mensen zijn de straat op gegaan. Hun stem kan niet langer genegeerd worden."]],
  pt: [["Moradia é um direito", "Nenhuma família deveria perder a casa para que investidores lucrem."], ["Água não é mercadoria", "Os serviços públicos devem continuar públicos, digam o que disserem os ministros."], ["Chega de cortes", "Cada posto de saúde e cada escola fechados são vidas e futuro perdidos."], ["Que eles paguem", "Quem mais lucra com a crise deve pagar por ela."], ["Liberdade de imprensa", "Jornalistas não são criminosos. Libertem-nos já."], ["Ouçam as ruas", "Milhões foram às ruas. A voz deles não pode mais ser ignorada."]],
  it: [["La casa è un diritto", "Nessuna famiglia dovrebbe perdere la casa perché gli investitori facciano profitti."], ["L'acqua non è una merce", "I servizi pubblici devono restare pubblici, qualunque cosa dicano i ministri."], ["Basta tagli", "Ogni ambulatorio e ogni scuola chiusi sono vite e futuro perduti."], ["Paghino loro", "Chi guadagna di più dalla crisi deve pagarla."], ["Libertà di stampa", "I giornalisti non sono criminali. Liberateli subito."], ["Ascoltate la piazza", "Milioni di persone hanno manifestato. La loro voce non può più essere ignorata."]]
}

// Teasers rewritten through the CMS, recalled from memory of Zone-H and Mirror-H mirrors of protest defacements in the 2010s–2020s where the home page's own news or product cards kept their pictures and layout but every card's title and text became a slogan and a line of the crew's platform, and of reports on Latin American and European protest hacks of municipal sites (uncertain dates): the site's repeated teaser blocks (cards, or the entries of a list of one class), each given one point of a manifesto in the site's language, their markup, links and pictures kept. (Recalled from memory; may be wrong in detail.)
const manifestoCards = fresh25("the site's own repeated teaser blocks (cards or list entries of one class) each rewritten into one point of a political manifesto in its language, markup, links and pictures kept", (page, rng) => {
  const points = sample(rng, own(page, manifesto), 6)
  const groups = cardGroups(page)
  const withHeading = groups.filter((g) => g.some((c) => page.spots.elements.some((e) => /^h[2-5]$/.test(e.name) && e.start > c.start && c.closeTag !== null && e.start < c.closeTag.start)))
  const pool = withHeading.length > 0 ? withHeading : groups
  if (pool.length === 0) return splices(insert(contentSpot(rng, page), `<div class="cards">${points.slice(0, 3).map(([h, p]) => `<div class="card"><h3>${esc(h)}</h3><p>${esc(p)}</p></div>`).join("")}</div>`))
  const cards = pick(rng, pool.slice(0, 5)).slice(0, between(rng, 3, 6))
  const out: Array<Splice> = []
  cards.forEach((c, i) => {
    const [h, p] = points[i % points.length]!
    const runs = runsOf(page, c).filter((t) => t.text.trim().length > 0)
    const title = runs[0]
    if (title === undefined) return
    const body = runs.slice(1).find((t) => t.text.trim().length >= 25)
    out.push(replace(trimmed(page, title), body === undefined ? `${esc(h)} — ${esc(p)}` : esc(h)))
    if (body !== undefined) out.push(replace(trimmed(page, body), esc(p)))
  })
  return { splices: out }
})

const postTitles: L<ReadonlyArray<string>> = {
  en: ["Open letter to our readers: why we will no longer stay silent", "The truth about the war that your government hides", "The real reason behind this winter's price rises", "Who really owns this city? The names behind the evictions", "Boycott: the companies that fund the occupation"],
  fr: ["Lettre ouverte à nos lecteurs : pourquoi nous ne nous tairons plus", "La vérité sur la guerre que votre gouvernement cache", "La vraie raison de la hausse des prix cet hiver", "À qui appartient vraiment cette ville ? Les noms derrière les expulsions", "Boycott : les entreprises qui financent l'occupation"],
  de: ["Offener Brief an unsere Leser: Warum wir nicht länger schweigen", "Die Wahrheit über den Krieg, die Ihre Regierung verschweigt", "Der wahre Grund für die Preiserhöhungen dieses Winters", "Wem gehört diese Stadt wirklich? Die Namen hinter den Räumungen", "Boykott: Die Firmen, die die Besatzung finanzieren"],
  es: ["Carta abierta a nuestros lectores: por qué no vamos a callar más", "La verdad sobre la guerra que tu gobierno oculta", "La verdadera razón de la subida de precios de este invierno", "¿De quién es de verdad esta ciudad? Los nombres detrás de los desahucios", "Boicot: las empresas que financian la ocupación"],
  nl: ["Open brief aan onze lezers: waarom wij niet langer zwijgen", "De waarheid over de oorlog die uw regering verzwijgt", "De echte reden achter de prijsstijgingen van deze winter", "Van wie is deze stad echt? De namen achter de huisuitzettingen", "Boycot: de bedrijven die de bezetting financieren"],
  pt: ["Carta aberta aos nossos leitores: por que não vamos mais nos calar", "A verdade sobre a guerra que o seu governo esconde", "O verdadeiro motivo da alta de preços deste inverno", "De quem é esta cidade de verdade? Os nomes por trás dos despejos", "Boicote: as empresas que financiam a ocupação"],
  it: ["Lettera aperta ai nostri lettori: perché non staremo più zitti", "La verità sulla guerra che il tuo governo nasconde", "Il vero motivo dei rincari di quest'inverno", "Di chi è davvero questa città? I nomi dietro gli sfratti", "Boicottaggio: le aziende che finanziano l'occupazione"]
}

// Posts published with a stolen editor account, recalled from memory of Wordfence and Sucuri write-ups on WordPress sites whose attackers created posts through the admin or the REST API (about 2017–2023) and of hacked news sites whose home-page lists suddenly led with an intruder's post (Ghostwriter, 2020–2021): the post lives at a new path on the site itself, so the home page only shows its title as a new first entry in the site's own list of latest posts, cloned from the list's first entry with a fresh comment count. (Recalled from memory; may be wrong in detail.)
const cmsPost = fresh25("post published through the site's own CMS: a new first entry in its latest-posts list, same markup and comment count, titled with the intruder's statement and linking to a new path on the site itself", (page, rng) => {
  const title = pick(rng, own(page, postTitles))
  const groups = listGroups(page).filter((g) => g.items.some((li) => page.spots.elements.some((a) => a.name === "a" && a.parent === li.index && (a.attribs.href ?? "") !== "")))
  const g = groups.find((x) => /latest|posts|news|recent|blog/i.test(`${elAt(page, x.list.parent)?.attribs.class ?? ""} ${x.list.attribs.class ?? ""}`)) ?? groups[0]
  const count = page.site.words.comments(between(rng, 0, 4))
  if (g === undefined) return splices(insert(contentSpot(rng, page), `<ul><li><a href="/${pick(rng, ["blog", "news", "posts"])}/${slug(title)}">${esc(title)}</a> <span class="comment-count">(${esc(count)})</span></li></ul>`))
  const li = g.items[0]!
  const a = page.spots.elements.find((e) => e.name === "a" && e.parent === li.index)
  const href = a?.attribs.href ?? "/news/"
  const base = /^https?:\/\//i.test(href) || href.startsWith("/") ? href.replace(/[^/]*$/, "") : "/"
  const path = `${base}${chance(rng, 0.3) ? `${new Date(someDate(rng)).getUTCFullYear()}/` : ""}${slug(title)}${chance(rng, 0.3) ? "/" : ""}`
  const hasCount = page.spots.elements.some((e) => e.name === "span" && e.parent === li.index && /comment/.test(e.attribs.class ?? ""))
  const entry = `<li${looks(li)}><a href="${esc(path)}">${esc(title)}</a>${hasCount ? ` <span class="comment-count">(${esc(count)})</span>` : ""}</li>`
  const at = chance(rng, 0.75) ? li.start : g.items[1]!.start
  return splices(insert(at, entry))
})

const bargains: ReadonlyArray<readonly [string, number]> = [
  ["iPhone 15 Pro 256 GB", 1229], ["PlayStation 5 Slim", 549], ["Dyson V15 Detect", 699], ["MacBook Air M3 13\"", 1299], ["Samsung 65\" OLED TV", 1899],
  ["Nintendo Switch OLED", 349], ["Apple Watch Ultra 2", 899], ["Garmin Fenix 7", 649], ["Canon EOS R6", 2299], ["Bosch cordless drill set", 299]
]
const transferWords: L<(holder: string, account: string) => string> = {
  en: (h, a) => `Clearance sale, limited stock. Payment by bank transfer only, to ${h}, ${a}, with your order number as reference. Goods are dispatched as soon as the transfer arrives.`,
  fr: (h, a) => `Déstockage, quantités limitées. Paiement uniquement par virement à ${h}, ${a}, avec votre numéro de commande en référence. Expédition dès réception du virement.`,
  de: (h, a) => `Lagerräumung, nur solange der Vorrat reicht. Zahlung ausschließlich per Überweisung an ${h}, ${a}, mit Ihrer Bestellnummer als Verwendungszweck. Versand nach Zahlungseingang.`,
  es: (h, a) => `Liquidación, existencias limitadas. Pago solo por transferencia a ${h}, ${a}, indicando su número de pedido. El envío se realiza al recibir la transferencia.`,
  nl: (h, a) => `Uitverkoop, beperkte voorraad. Betaling alleen per bankoverschrijving aan ${h}, ${a}, met uw ordernummer als kenmerk. Verzending zodra de betaling binnen is.`,
  pt: (h, a) => `Queima de estoque, quantidade limitada. Pagamento somente por transferência para ${h}, ${a}, com o número do pedido como referência. Envio após a confirmação do pagamento.`,
  it: (h, a) => `Svendita, scorte limitate. Pagamento solo con bonifico a ${h}, ${a}, indicando il numero d'ordine come causale. Spedizione alla ricezione del bonifico.`
}

// Bargains posted on hacked shop sites, recalled from memory of consumer-centre warnings (Verbraucherzentrale's fake-shop pages, Which? and UFC-Que Choisir, about 2019–2024) about real shops whose catalogue suddenly showed electronics at a fraction of their price payable only by advance transfer, and of Sucuri and Sansec notes on WooCommerce and Magento stores with products added through a stolen admin account: a bargain product added right after the site's own product line, in the same markup (name, price, stock line), with a transfer-only payment line naming a private holder and account. (Recalled from memory; may be wrong in detail.)
const bargainProduct = fresh25("bargain product (phone, console, laptop) added in the site's own product-line markup at a fraction of its price, payable only by bank transfer to a private holder", (page, rng) => {
  const [item, real] = pick(rng, bargains)
  const w = page.site.words
  const price = page.site.locale.money(Math.round(real * (0.15 + 0.15 * rng())) - 0.01)
  const bank = makeBank(rng, page.site.locale)
  const account = bank === null ? `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}` : bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value
  const pay = own(page, transferWords)(person(rng), account)
  const line = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /featured-product|product|price/.test(e.attribs.class ?? "") && /^(p|li|div|tr|article)$/.test(e.name))
  const priceRun = page.spots.texts.find((t) => priceRe.test(t.text))
  let host = line
  if (host === undefined && priceRun !== undefined) {
    for (let e = elAt(page, priceRun.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (/^(p|li|tr|div)$/.test(e.name) && e.closeTag !== null && e.shown) { host = e; break }
    }
  }
  const tag = host === undefined || host.name === "tr" ? "p" : host.name
  const product = `<${tag}${looks(host)}>${esc(w.featured)}: <a href="/shop/${slug(item)}">${esc(item)}</a> — <span class="price">${esc(price)}</span> · <span class="stock">${esc(w.fewLeft(between(rng, 2, 9)))}</span></${tag}>`
  const block = `${product}<p${chance(rng, 0.5) ? ` class="payment-note"` : ""}>${esc(pay)}</p>`
  if (host !== undefined && host.closeTag !== null && host.name !== "tr" && host.name !== "li") return splices(insert(host.closeTag.end, block))
  return splices(insert(contentSpot(rng, page), block))
})

const slides: L<ReadonlyArray<readonly [string, string, string]>> = {
  en: [["Stop the bombing of civilians", "Every day of silence costs lives. Find out what your government is not telling you.", "Read the truth"], ["Our river is dying", "The factory upstream has been poisoning it for years, and the authorities look away.", "See the evidence"], ["Free our journalists", "Twelve reporters are in prison for doing their job.", "Find out more"]],
  fr: [["Arrêtez de bombarder les civils", "Chaque jour de silence coûte des vies. Découvrez ce que votre gouvernement ne vous dit pas.", "Lire la vérité"], ["Notre rivière se meurt", "L'usine en amont l'empoisonne depuis des années, et les autorités détournent le regard.", "Voir les preuves"], ["Libérez nos journalistes", "Douze reporters sont en prison pour avoir fait leur métier.", "En savoir plus"]],
  de: [["Stoppt die Bombardierung von Zivilisten", "Jeder Tag des Schweigens kostet Leben. Erfahren Sie, was Ihre Regierung Ihnen verschweigt.", "Die Wahrheit lesen"], ["Unser Fluss stirbt", "Die Fabrik flussaufwärts vergiftet ihn seit Jahren, und die Behörden schauen weg.", "Die Beweise ansehen"], ["Freiheit für unsere Journalisten", "Zwölf Reporter sitzen im Gefängnis, weil sie ihre Arbeit getan haben.", "Mehr erfahren"]],
  es: [["Basta de bombardear a civiles", "Cada día de silencio cuesta vidas. Descubre lo que tu gobierno no te cuenta.", "Leer la verdad"], ["Nuestro río se muere", "La fábrica río arriba lo envenena desde hace años y las autoridades miran hacia otro lado.", "Ver las pruebas"], ["Libertad para nuestros periodistas", "Doce reporteros están en prisión por hacer su trabajo.", "Saber más"]],
  nl: [["Stop met het bombarderen van burgers", "Elke dag zwijgen kost levens. Ontdek wat uw regering u niet vertelt.", "Lees de waarheid"], ["Onze rivier sterft", "De fabriek stroomopwaarts vergiftigt haar al jaren en de overheid kijkt weg.", "Bekijk het bewijs"], ["Laat onze journalisten vrij", "Twaalf verslaggevers zitten vast omdat ze hun werk deden.", "Meer weten"]],
  pt: [["Parem de bombardear civis", "Cada dia de silêncio custa vidas. Descubra o que o seu governo não conta.", "Leia a verdade"], ["Nosso rio está morrendo", "A fábrica rio acima o envenena há anos, e as autoridades fingem não ver.", "Veja as provas"], ["Libertem nossos jornalistas", "Doze repórteres estão presos por fazerem o seu trabalho.", "Saiba mais"]],
  it: [["Basta bombardare i civili", "Ogni giorno di silenzio costa vite. Scopri cosa il tuo governo non ti dice.", "Leggi la verità"], ["Il nostro fiume sta morendo", "La fabbrica a monte lo avvelena da anni e le autorità guardano altrove.", "Guarda le prove"], ["Liberate i nostri giornalisti", "Dodici cronisti sono in carcere per aver fatto il loro lavoro.", "Scopri di più"]]
}

// Slider plugins as the way in, recalled from memory of Sucuri's reports on the Slider Revolution (RevSlider) vulnerabilities exploited in the SoakSoak campaign and in mass defacements (late 2014 to 2015), in which intruders changed the home page's slides, and of later Wordfence notes on slider and page-builder plugins (uncertain dates): a new first slide in the slider's own markup (or a slider block where the page has none) with a full-width picture from another host, a caption in the site's language and a button to another host. (Recalled from memory; may be wrong in detail.)
const sliderSlide = fresh25("new first slide in a slider plugin's markup (Revolution Slider, Swiper, Slick, Bootstrap or Owl carousel) with a picture from another host, a caption in the site's language and a button to another host", (page, rng) => {
  const [title, text, button] = pick(rng, own(page, slides))
  const img = imageHost(rng, pick(rng, ["slide", "slider", "banner", "hero", "slide-1", alnum(rng, 6)]), pick(rng, ["jpg", "jpg", "png", "webp"]))
  const link = outsideLink(rng)
  const caption = `<h2>${esc(title)}</h2><p>${esc(text)}</p><a class="${pick(rng, ["btn btn-primary", "button", "slide-button", "tp-button"])}" href="${esc(link)}">${esc(button)}</a>`
  const picture = `<img src="${esc(img)}" alt="" ${chance(rng, 0.5) ? `width="${between(rng, 12, 19) * 100}" height="${between(rng, 5, 8) * 100}"` : `style="width:100%;height:auto"`}>`
  const track = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /(^|\s)(swiper-wrapper|slick-track|carousel-inner|owl-stage|slides)(\s|$)/.test(e.attribs.class ?? ""))
  if (track !== undefined) {
    const c = track.attribs.class ?? ""
    const slide = /swiper/.test(c) ? `<div class="swiper-slide">${picture}<div class="slide-caption">${caption}</div></div>`
      : /slick/.test(c) ? `<div class="slick-slide">${picture}<div class="caption">${caption}</div></div>`
      : /carousel-inner/.test(c) ? `<div class="carousel-item active">${picture}<div class="carousel-caption">${caption}</div></div>`
      : /owl/.test(c) ? `<div class="owl-item active"><div class="item">${picture}${caption}</div></div>`
      : track.name === "ul" ? `<li>${picture}<div class="flex-caption">${caption}</div></li>` : `<div class="slide">${picture}<div class="caption">${caption}</div></div>`
    return splices(insert(track.openEnd, slide))
  }
  const id = `${pick(rng, ["rev_slider", "home-slider", "hero-slider", "main-carousel"])}_${between(rng, 1, 9)}`
  const block = pick(rng, [
    () => `<div class="rev_slider_wrapper fullwidthbanner-container" id="${id}_wrapper"><div class="rev_slider fullwidthabanner" id="${id}" data-version="${pick(rng, ["4.6.5", "5.4.8", "6.2.2"])}"><ul><li data-transition="${pick(rng, ["fade", "slideleft", "boxfade"])}" data-slotamount="7">${picture}<div class="tp-caption ${pick(rng, ["large_bold_white", "medium_light_white", "big_white"])}" data-x="center" data-y="center">${caption}</div></li></ul></div></div>`,
    () => `<div class="swiper hero-swiper" id="${id}"><div class="swiper-wrapper"><div class="swiper-slide">${picture}<div class="slide-caption">${caption}</div></div></div><div class="swiper-pagination"></div></div>`,
    () => `<div class="slider slick-slider" id="${id}"><div class="slick-list"><div class="slick-track"><div class="slick-slide slick-current slick-active">${picture}<div class="caption">${caption}</div></div></div></div></div>`,
    () => `<div id="${id}" class="carousel slide" data-bs-ride="carousel"><div class="carousel-inner"><div class="carousel-item active">${picture}<div class="carousel-caption d-md-block">${caption}</div></div></div></div>`,
    () => `<div class="owl-carousel owl-theme" id="${id}"><div class="owl-stage-outer"><div class="owl-stage"><div class="owl-item active"><div class="item">${picture}${caption}</div></div></div></div></div>`
  ])()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), block))
})

// ———————————————————————————— messages told by pictures ————————————————————————————

// Picture-only messages in the victim's own image slots, recalled from memory of Zone-H and Mirror-H mirrors (2010s–2020s) where the page looked intact except that its photos had become the crew's pictures hot-linked from imgur, ImgBB, Postimages or Discord's CDN, sometimes numbered so that they read as a strip, and of cleanup notes describing attachment URLs swapped in the CMS's media fields: several of the site's own photos get new sources on free image hosts (src, srcset, lazy-load attributes and picture sources), each a numbered panel, the alt texts left as they were. (Recalled from memory; may be wrong in detail.)
const photoPanels = fresh25("several of the site's own photos swapped (src, srcset and lazy-load attributes) for numbered pictures on free image hosts that together tell a picture-only message, alt texts kept", (page, rng) => {
  const ext = pick(rng, ["jpg", "png", "gif", "webp"])
  const stem = pick(rng, ["part", "p", "img", "panel", "msg", alnum(rng, 4)])
  const imgs = pictures(page)
  if (imgs.length < 2) {
    const n = between(rng, 2, 4)
    const row = Array.from({ length: n }, (_, i) => `<img src="${esc(imageHost(rng, `${stem}${i + 1}`, ext))}" alt="" style="width:${Math.floor(100 / n) - 1}%">`).join("")
    return splices(insert(contentSpot(rng, page), `<p class="${pick(rng, ["gallery", "photos", "images"])}">${row}</p>`))
  }
  const chosen = chance(rng, 0.5) ? imgs.slice(0, between(rng, 2, 6)) : sample(rng, imgs.slice(0, 12), between(rng, 2, 6)).sort((a, b) => a.start - b.start)
  const out: Array<Splice> = []
  chosen.forEach((img, i) => {
    const url = imageHost(rng, `${stem}${i + 1}`, ext)
    out.push(setAttr(page, img, "src", url))
    for (const a of ["srcset", "data-src", "data-srcset", "data-lazy-src", "data-original"]) {
      if (img.attribs[a] !== undefined) out.push(setAttr(page, img, a, a.includes("srcset") ? `${url} 1x` : url))
    }
    const parent = elAt(page, img.parent)
    if (parent !== undefined && parent.name === "picture") {
      for (const s of page.spots.elements.filter((e) => e.parent === parent.index && e.name === "source" && e.attribs.srcset !== undefined)) out.push(setAttr(page, s, "srcset", url))
    }
  })
  return { splices: out }
})

// Pictures uploaded through the victim's own media library, recalled from memory of Sucuri and Wordfence cleanup notes (about 2016–2023) on defacements made with a stolen editor account, where the message was a picture uploaded to wp-content/uploads (or Drupal's and Joomla's file folders) and inserted as an ordinary image block with the CMS's resized copies, so the page gained no words and no outside host: a poster in the CMS's image-block markup on the site's own host, with srcset and sizes. (Recalled from memory; may be wrong in detail.)
const uploadPoster = fresh25("picture-only poster inserted as a CMS image block (figure with size classes and a srcset of resized copies) whose files are new uploads on the site's own host", (page, rng) => {
  const name = pick(rng, ["poster", "statement", "banner", "message", `IMG_${digits(rng, 4)}`, `image-${alnum(rng, 5)}`, "stop-war", "free"])
  const year = 2025 + int(rng, 2)
  const month = between(rng, 1, 12).toString().padStart(2, "0")
  const ext = pick(rng, ["jpg", "jpg", "png", "webp"])
  const [w, h] = pick(rng, [[1024, 576], [1024, 1024], [1200, 630], [800, 1131], [1536, 864]] as const)
  const block = pick(rng, [
    () => {
      const dir = `/wp-content/uploads/${year}/${month}/${name}`
      const id = between(rng, 120, 98000)
      return `<figure class="wp-block-image size-${pick(rng, ["large", "full"])}${chance(rng, 0.5) ? " aligncenter" : ""}"><img decoding="async" width="${w}" height="${h}" src="${dir}-${w}x${h}.${ext}" alt="" class="wp-image-${id}" srcset="${dir}-${w}x${h}.${ext} ${w}w, ${dir}-300x${Math.round((300 * h) / w)}.${ext} 300w, ${dir}-768x${Math.round((768 * h) / w)}.${ext} 768w" sizes="(max-width: ${w}px) 100vw, ${w}px"></figure>`
    },
    () => `<div class="field field--name-field-image"><img src="/sites/default/files/${pick(rng, ["inline-images", `${year}-${month}`, "styles/large/public"])}/${name}.${ext}" width="${w}" height="${h}" alt="" loading="lazy" typeof="foaf:Image"></div>`,
    () => `<p><img src="/images/${pick(rng, ["banners", "stories", "headers"])}/${name}.${ext}" alt="" width="${w}" height="${h}" style="display:block;margin:0 auto;max-width:100%"></p>`
  ])()
  return splices(insert(contentSpot(rng, page), block))
})

const cities = ["Gaza", "Kharkiv", "Mariupol", "Aleppo", "Khartoum", "Bakhmut", "Rafah", "Mosul", "Stepanakert", "Idlib", "El Fasher", "Kherson"]

// Galleries of hot-linked photos, recalled from memory of Zone-H mirrors of hacktivist defacements during the wars in Syria, Ukraine, Gaza and Sudan (2013–2024) that added a grid of war photographs taken from news agencies' and social networks' CDNs with only a place and a date under each, and of municipal sites defaced that way through the CMS (uncertain dates): a gallery in the CMS's own gallery markup, pictures hot-linked from another host, captions holding only places and dates. (Recalled from memory; may be wrong in detail.)
const warGallery = fresh25("gallery block in the CMS's own gallery markup with war or disaster photos hot-linked from another host, only places and dates as captions", (page, rng) => {
  const n = between(rng, 3, 8)
  const host = pick(rng, [() => `https://pbs.twimg.com/media/`, () => `https://cdn4.telesco.pe/file/`, () => `https://i.ibb.co/${alnum(rng, 7)}/`, () => `https://${randomDomain(rng)}/photos/`, () => `https://i.postimg.cc/${alnum(rng, 8)}/`])()
  const captioned = chance(rng, 0.7)
  const photo = () => `${host}${alnum(rng, between(rng, 10, 15))}${pick(rng, [".jpg", ".jpg", "?format=jpg&name=large", ".webp"])}`
  const cap = () => captioned ? `${pick(rng, cities)}, ${dateOf(rng, page)}` : ""
  const items = Array.from({ length: n }, () => ({ src: photo(), cap: cap() }))
  const block = pick(rng, [
    () => `<figure class="wp-block-gallery has-nested-images columns-${between(rng, 2, 4)} is-cropped">${items.map((x) => `<figure class="wp-block-image size-large"><img src="${esc(x.src)}" alt="">${x.cap === "" ? "" : `<figcaption class="wp-element-caption">${esc(x.cap)}</figcaption>`}</figure>`).join("")}</figure>`,
    () => `<ul class="wp-block-gallery blocks-gallery-grid columns-3">${items.map((x) => `<li class="blocks-gallery-item"><figure><img src="${esc(x.src)}" alt="">${x.cap === "" ? "" : `<figcaption class="blocks-gallery-item__caption">${esc(x.cap)}</figcaption>`}</figure></li>`).join("")}</ul>`,
    () => `<div class="gallery gallery-columns-${between(rng, 3, 4)}">${items.map((x) => `<figure class="gallery-item"><div class="gallery-icon"><a href="${esc(x.src)}"><img src="${esc(x.src)}" width="150" height="150" alt=""></a></div>${x.cap === "" ? "" : `<figcaption class="wp-caption-text gallery-caption">${esc(x.cap)}</figcaption>`}</figure>`).join("")}</div>`,
    () => `<div class="field--name-field-gallery">${items.map((x) => `<div class="field__item"><img src="${esc(x.src)}" alt="" loading="lazy">${x.cap === "" ? "" : `<p class="caption">${esc(x.cap)}</p>`}</div>`).join("")}</div>`
  ])()
  return splices(insert(contentSpot(rng, page), block))
})

// Headings as pictures of words, recalled from memory of Zone-H mirrors where the victim's title banner or main heading became an image of the crew's words from an image host (2010s–2020s), leaving no text for the owner's keyword searches to find: the page's main heading keeps its tag and attributes but its words are replaced by a picture of other words from another host, with an empty alt. (Recalled from memory; may be wrong in detail.)
const headingPicture = fresh25("the page's main heading turned into a picture of the intruder's words from another host (alt empty), heading markup kept", (page, rng) => {
  const src = imageHost(rng, pick(rng, ["title", "header", "text", "h1", "msg", alnum(rng, 5)]), pick(rng, ["png", "png", "gif", "webp"]))
  const img = `<img src="${esc(src)}" alt=""${chance(rng, 0.6) ? ` width="${between(rng, 30, 90) * 10}" height="${between(rng, 6, 18) * 10}"` : ""}${chance(rng, 0.4) ? ` style="max-width:100%"` : ""}>`
  const h = firstHeading(page, /^h1$/) ?? firstHeading(page, /^h[1-3]$/)
  if (h === undefined) return splices(insert(contentSpot(rng, page), `<h1>${img}</h1>`))
  return { splices: rewrite(page, h, img) }
})

// ———————————————————————————— a message spread over many small places ————————————————————————————

// Messages spread over a template's headings, recalled from memory of Zone-H mirrors (2010s–2020s) of defacements done by editing every widget and section title of a theme rather than adding a block, so the layout stayed and the words ran down the page: one sentence of the intruder's, in the site's language, split across the page's own headings in order, each heading keeping its tag and attributes. (Recalled from memory; may be wrong in detail.)
const headingsSentence = fresh25("one sentence of the intruder's split across the page's own headings, each heading's text replaced by the next few words, in the site's language, heading markup kept", (page, rng) => {
  const words = statement(rng, page).split(/\s+/)
  const hs = headings(page)
  if (hs.length === 0) return splices(insert(contentSpot(rng, page), `<h2>${esc(words.join(" "))}</h2>`))
  const chosen = hs.slice(0, between(rng, 3, 9))
  const parts = chunks(words, chosen.length)
  return { splices: chosen.slice(0, parts.length).flatMap((h, i) => rewrite(page, h, esc(parts[i]!))) }
})

// Messages in navigation labels, recalled from memory of defacements made through a CMS's menu editor (Zone-H mirrors and hosting cleanup notes, about 2012–2022), where the menu entries were renamed so that the bar read as a sentence while every link kept working: the entries of the site's own menu (or, failing one, one list of links) relabelled with the consecutive words of a sentence in its language. (Recalled from memory; may be wrong in detail.)
const menuSentence = fresh25("entries of the site's own menu relabelled so that, read in order, they spell the intruder's sentence in its language (addresses kept)", (page, rng) => {
  const words = pick(rng, own(page, slogans)).split(/\s+/).concat(chance(rng, 0.5) ? statement(rng, page).split(/\s+/).slice(0, between(rng, 3, 8)) : [])
  const menus = page.spots.elements.filter((e) => e.shown && e.closeTag !== null && (e.name === "nav" || (/^(ul|ol|div)$/.test(e.name) && /(^|[\s_-])(menu|nav|navbar|navigation)([\s_-]|$)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))))
  let ls: Array<El> = []
  for (const m of menus) {
    const inner = textLinks(page, m)
    if (inner.length >= 3) { ls = inner; break }
  }
  if (ls.length < 3) {
    const g = listGroups(page).find((x) => x.items.every((li) => page.spots.elements.some((a) => a.name === "a" && a.start > li.start && li.closeTag !== null && a.start < li.closeTag.start)))
    if (g !== undefined) ls = textLinks(page, g.list)
  }
  if (ls.length === 0) ls = textLinks(page)
  if (ls.length === 0) return splices(insert(top(page), `<nav><ul>${words.map((w) => `<li><a href="/">${esc(w)}</a></li>`).join("")}</ul></nav>`))
  const chosen = ls.slice(0, Math.min(ls.length, between(rng, 4, 10)))
  const parts = chunks(words, chosen.length)
  return { splices: chosen.slice(0, parts.length).flatMap((a, i) => rewrite(page, a, esc(parts[i]!))) }
})

// Tooltips as a channel, recalled from memory of hosting cleanup notes (uncertain sources, about 2015–2022) on sites whose theme or a database update had added title attributes carrying a slogan to every link, so the message appeared on hover on every page while the visible layout was untouched: title attributes with the intruder's statement (or its clauses in turn) on many of the site's links and some of its pictures. (Recalled from memory; may be wrong in detail.)
const linkTooltips = fresh25("title tooltips added to many of the site's links (and its pictures), each carrying the intruder's statement in its language, link texts and addresses kept", (page, rng) => {
  const s = statement(rng, page)
  const parts = chance(rng, 0.5) ? [s] : s.split(/(?<=[.,;:!?])\s+/)
  const ls = textLinks(page)
  const chosen = ls.length <= 12 ? ls : chance(rng, 0.5) ? ls.slice(0, 80) : sample(rng, ls, between(rng, 10, Math.min(40, ls.length))).sort((a, b) => a.start - b.start)
  const imgs = chance(rng, 0.5) ? pictures(page).slice(0, between(rng, 1, 8)) : []
  const targets = [...chosen, ...imgs]
  if (targets.length === 0) return splices(insert(contentSpot(rng, page), `<p><a href="/" title="${esc(s)}">${esc(brandOf(page))}</a></p>`))
  return { splices: targets.map((e, i) => setAttr(page, e, "title", parts[i % parts.length]!)) }
})

// Slogans appended by a bulk database update, recalled from memory of Sucuri and Wordfence write-ups (about 2015–2023) on SQL-injection and stolen-database-password incidents in which every post's content had the same text concatenated to it (UPDATE ... SET post_content = CONCAT(post_content, ...)), usually links but also protest slogans, so every paragraph of the site ended with it: a short slogan in the site's language added at the end of many of the page's paragraphs and list items, in bold, italics or after a dash. (Recalled from memory; may be wrong in detail.)
const appendedSlogan = fresh25("a short slogan in the site's language appended to the end of many of its paragraphs and list items (bulk database update), nothing else changed", (page, rng) => {
  const s = pick(rng, own(page, slogans))
  const form = pick(rng, [` <strong>${esc(s)}</strong>`, ` <em>${esc(s)}</em>`, ` — ${esc(s)}`, `<br><b>${esc(s)}</b>`, ` <span style="color:${pick(rng, ["#c00", "red", "#b00020", "green"])}">${esc(s)}</span>`])
  const targets = [...new Set(page.spots.texts.filter((t) => t.text.trim().length >= 20).map((t) => elAt(page, t.parent)))]
    .filter((e): e is El => e !== undefined && /^(p|li|dd|td)$/.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, notProse))
  if (targets.length === 0) {
    const hs = headings(page)
    return hs.length === 0 ? splices(insert(contentSpot(rng, page), `<p>${form}</p>`)) : { splices: hs.slice(0, 6).map((h) => insert(h.closeTag!.start, form)) }
  }
  const share = 0.4 + 0.6 * rng()
  const chosen = targets.filter(() => rng() < share).slice(0, 25)
  return { splices: (chosen.length > 0 ? chosen : targets.slice(0, 1)).map((e) => insert(e.closeTag!.start, form)) }
})

// Captions as a channel, recalled from memory of Zone-H mirrors (2010s–2020s) of defacements done through a CMS's media fields, where the photos were left but their captions were rewritten so that, read down the page, they told the crew's message: captions in the site's language added (or rewritten) under several of its pictures, one clause each. (Recalled from memory; may be wrong in detail.)
const captionsMessage = fresh25("captions added under several of the site's pictures that, read in order, tell the intruder's message in its language", (page, rng) => {
  const s = statement(rng, page)
  const clauses = s.split(/(?<=[.,;:!?])\s+/)
  const imgs = pictures(page).filter((i) => !under(page, i, new Set(["button", "select", "label"])))
  if (imgs.length < 2) {
    const src = imageHost(rng, pick(rng, ["photo", "img", alnum(rng, 6)]), "jpg")
    return splices(insert(contentSpot(rng, page), `<figure><img src="${esc(src)}" alt=""><figcaption>${esc(s)}</figcaption></figure>`))
  }
  const chosen = imgs.slice(0, Math.max(2, Math.min(imgs.length, clauses.length + between(rng, 0, 2))))
  const parts = chunks(s.split(/\s+/), chosen.length)
  const out: Array<Splice> = []
  const used = new Set<number>()
  chosen.slice(0, parts.length).forEach((img, i) => {
    const text = esc(parts[i]!)
    let fig: El | undefined
    for (let e = elAt(page, img.parent), d = 0; e !== undefined && d < 3; e = elAt(page, e.parent), d++) if (e.name === "figure") { fig = e; break }
    if (fig !== undefined && fig.closeTag !== null && !used.has(fig.index)) {
      used.add(fig.index)
      const existing = page.spots.elements.find((e) => e.name === "figcaption" && e.parent === fig!.index && e.closeTag !== null)
      out.push(...(existing === undefined ? [insert(fig.closeTag.start, `<figcaption>${text}</figcaption>`)] : rewrite(page, existing, text)))
      return
    }
    let after = img
    for (let e = elAt(page, img.parent), d = 0; e !== undefined && d < 2; e = elAt(page, e.parent), d++) if (/^(a|picture)$/.test(e.name) && e.closeTag !== null) after = e
    const at = after === img ? img.openEnd : after.closeTag!.end
    if (out.some((o) => o.at === at)) return
    out.push(insert(at, `<span class="${pick(rng, ["wp-caption-text", "caption", "image-caption"])}" style="display:block">${text}</span>`))
  })
  return { splices: out }
})

// ———————————————————————————— shown only to some visitors ————————————————————————————

/** A hidden block holding `text`, in the site's paragraph style, a bar or a box, that a script reveals. */
const hiddenBlock = (rng: Rng, page: Page, id: string, text: string, link: string | null, dir = ""): string => {
  const more = link === null ? "" : ` <a href="${esc(link)}">${esc(pick(rng, ["→", "»", "...", "+"]))}</a>`
  const ps = bodyParas(page)
  const p = ps.length > 0 && chance(rng, 0.7) ? pick(rng, ps.slice(0, 6)) : undefined
  return pick(rng, [
    () => `<p id="${id}" hidden${looks(p)}${dir}>${esc(text)}${more}</p>`,
    () => `<div id="${id}" style="display:none;position:fixed;left:0;right:0;${pick(rng, ["top", "bottom"])}:0;z-index:${pick(rng, ["9999", "99999", "2147483647"])};padding:${between(rng, 10, 18)}px;background:${pick(rng, ["#111", "#b00020", "#fff", "#1a237e", "#000"])};color:${pick(rng, ["#fff", "#ffeb3b", "#eee"])};text-align:center;font:${between(rng, 15, 20)}px sans-serif"${dir}>${esc(text)}${more}</div>`,
    () => `<div id="${id}" hidden class="${pick(rng, ["notice", "alert", "message", "info-box"])}" style="margin:${between(rng, 8, 20)}px auto;max-width:${between(rng, 40, 80)}em;padding:${between(rng, 10, 20)}px;border-left:4px solid ${pick(rng, ["#c00", "#000", "#e65100"])}"${dir}><strong>${esc(text)}</strong>${more}</div>`
  ])()
}
const reveal = (id: string) => `var e=document.getElementById(${js(id)});if(e){e.hidden=false;e.style.display="block";}`
const blockId = (rng: Rng) => pick(rng, ["notice", "msg", "info", "note", "banner", "wp-notice", "site-msg"]) + "-" + alnum(rng, 4)

const foreignWords: ReadonlyArray<readonly [string, string, boolean]> = [
  ["ru", "Вам лгут. Война, которую ведёт ваше правительство, убивает мирных людей. Узнайте правду, пока не поздно.", false],
  ["zh", "同胞们，不要相信官方的宣传。真相一直被隐藏，说出真相的人正在被关押。", false],
  ["ar", "إلى زوار هذا الموقع: الحقيقة مخفية عنكم. لا تصدقوا ما يقال لكم عن هذه الحرب.", true],
  ["tr", "Size gerçekler anlatılmıyor. Savaşa ve sansüre hayır, susmayın.", false],
  ["fa", "به بازدیدکنندگان این سایت: حقیقت از شما پنهان می‌شود. زن، زندگی، آزادی.", true],
  ["en", "To our visitors from abroad: what you read here is not the whole truth. People in this country are being silenced.", false],
  ["de", "An unsere Besucher aus dem Ausland: Was Sie hier lesen, ist nicht die ganze Wahrheit. Menschen in diesem Land werden zum Schweigen gebracht.", false],
  ["fr", "Aux visiteurs étrangers : ce que vous lisez ici n'est pas toute la vérité. Dans ce pays, on fait taire les gens.", false],
  ["es", "A los visitantes de fuera: lo que leen aquí no es toda la verdad. En este país se silencia a la gente.", false],
  ["uk", "Українці, вас не забули. Правду не приховати, і ми її розкажемо.", false]
]

// Targeting by browser language, recalled from memory of the node-ipc "protestware" incident (March 2022, reported by Snyk and others) and of later protestware and defacements that showed their message only to visitors whose browser or locale matched the target population, so the site's own staff, browsing in its language, saw nothing: a message in another language, hidden in the page, revealed by a script only when navigator.languages includes that language. (Recalled from memory; may be wrong in detail.)
const byLanguage = fresh25("message in another language revealed by a script only to visitors whose browser prefers that language, hidden from readers in the site's language", (page, rng) => {
  const options = foreignWords.filter(([code]) => code !== lang(page))
  const [code, text, rtl] = pick(rng, options)
  const id = blockId(rng)
  const test = pick(rng, [
    `var l=(navigator.languages||[navigator.language||""]).join(",").toLowerCase();if(/(^|,)${code}/.test(l)){${reveal(id)}}`,
    `if((navigator.language||navigator.userLanguage||"").toLowerCase().indexOf(${js(code)})===0){${reveal(id)}}`,
    `var L=navigator.languages||[];for(var i=0;i<L.length;i++){if(L[i].slice(0,2).toLowerCase()===${js(code)}){${reveal(id)}break;}}`
  ])
  const dir = ` lang="${code}"${rtl ? ` dir="rtl"` : ""}`
  if (chance(rng, 0.3)) {
    // The script writes the block itself.
    const make = `var d=document.createElement("div");d.id=${js(id)};d.setAttribute("lang",${js(code)});${rtl ? `d.dir="rtl";` : ""}d.textContent=${js(text)};d.style.cssText=${js(`padding:14px;background:${pick(rng, ["#111", "#b00020", "#fff8e1"])};color:${pick(rng, ["#fff", "#000"])};font-size:18px;text-align:center`)};d.style.display="none";document.body.insertBefore(d,document.body.firstChild);`
    return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "middle")]), wrapScript(rng, make + test)))
  }
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), hiddenBlock(rng, page, id, text, chance(rng, 0.4) ? outsideLink(rng) : null, dir)), insert(pick(rng, [bottom(page), head(page)]), wrapScript(rng, test)))
})

// Delayed display against quick checks, recalled from memory of Sucuri and Malwarebytes write-ups (about 2016–2022) on injected content that waited several seconds before appearing, so that scanners and owners taking a quick look saw a clean page: a statement in the site's own paragraph style (its class kept, an extra one added) invisible for the first half-minute or more, then faded in by a CSS animation with a long delay, no script. (Recalled from memory; may be wrong in detail.)
const fadeLater = fresh25("statement in the site's own paragraph style that stays invisible for the first half-minute or more, then fades in (CSS animation delay, no script)", (page, rng) => {
  const text = statement(rng, page)
  const cls = `${pick(rng, ["fx", "note", "late", "wp-block", "msg"])}-${alnum(rng, 5)}`
  const kf = `k${alnum(rng, 5)}`
  const delay = between(rng, 30, 180)
  const css = `.${cls}{opacity:0;visibility:hidden;animation:${kf} ${between(rng, 1, 3)}s ${delay}s forwards}@keyframes ${kf}{to{opacity:1;visibility:visible}}`
  const paras = bodyParas(page)
  const p = paras.length > 0 ? pick(rng, paras.slice(0, 8)) : undefined
  const klass = p?.attribs.class === undefined ? cls : `${p.attribs.class} ${cls}`
  const style = p?.attribs.style === undefined ? "" : ` style="${esc(p.attribs.style)}"`
  const block = chance(rng, 0.7) ? `<p class="${esc(klass)}"${style}>${esc(text)}</p>` : `<div class="${cls}" style="position:fixed;left:0;right:0;bottom:0;z-index:99999;padding:14px;background:#111;color:#fff;text-align:center">${esc(text)}</div>`
  const at = p !== undefined && p.closeTag !== null && chance(rng, 0.6) ? p.closeTag.end : contentSpot(rng, page)
  return chance(rng, 0.5) ? splices(insert(head(page), `<style>${css}</style>`), insert(at, block)) : splices(insert(at, `<style>${css}</style>${block}`))
})

const barWords: L<ReadonlyArray<string>> = {
  en: ["Before you leave: read what this organisation does not want you to know.", "You have read this far. Now read the other side of the story."],
  fr: ["Avant de partir : lisez ce que cette organisation ne veut pas que vous sachiez.", "Vous avez lu jusqu'ici. Lisez maintenant l'autre version de l'histoire."],
  de: ["Bevor Sie gehen: Lesen Sie, was diese Organisation Ihnen verschweigen will.", "Sie haben bis hierher gelesen. Lesen Sie jetzt die andere Seite der Geschichte."],
  es: ["Antes de irte: lee lo que esta organización no quiere que sepas.", "Has leído hasta aquí. Ahora lee la otra cara de la historia."],
  nl: ["Voordat u gaat: lees wat deze organisatie liever verzwijgt.", "U hebt tot hier gelezen. Lees nu de andere kant van het verhaal."],
  pt: ["Antes de sair: leia o que esta organização não quer que você saiba.", "Você leu até aqui. Agora leia o outro lado da história."],
  it: ["Prima di andare: leggi ciò che questa organizzazione non vuole che tu sappia.", "Hai letto fin qui. Ora leggi l'altra versione della storia."]
}

// Content revealed on scroll, recalled from memory of Sucuri and GoDaddy security-blog notes (about 2018–2023) on injections that stayed invisible until the visitor scrolled (so screenshots of the top of the page, and owners glancing at it, saw nothing), and of scroll-triggered "read the truth" bars on protest defacements: a bar in the site's language, hidden in the page, that a scroll listener or an IntersectionObserver on the page's end reveals once the visitor has scrolled past most of the page, linking to another host. (Recalled from memory; may be wrong in detail.)
const scrollBar = fresh25("bar in the site's language that slides in only after the visitor has scrolled past most of the page (scroll listener or IntersectionObserver), linking to another host", (page, rng) => {
  const id = blockId(rng)
  const text = chance(rng, 0.6) ? pick(rng, own(page, barWords)) : statement(rng, page)
  const link = outsideLink(rng)
  const bar = `<div id="${id}" style="display:none;position:fixed;left:0;right:0;bottom:0;z-index:${pick(rng, ["9999", "100000", "2147483647"])};padding:${between(rng, 12, 20)}px;background:${pick(rng, ["#111", "#8b0000", "#0d47a1", "#fff"])};color:${pick(rng, ["#fff", "#ffeb3b", "#000"])};text-align:center;font:${between(rng, 15, 19)}px sans-serif">${esc(text)} <a href="${esc(link)}" style="color:inherit;text-decoration:underline">${esc(pick(rng, ["→", "»", "Link", "+"]))}</a></div>`
  const ratio = pick(rng, ["0.5", "0.6", "0.7", "0.75", "0.8"])
  const code = pick(rng, [
    `var shown=false;window.addEventListener("scroll",function(){if(shown)return;var h=document.documentElement.scrollHeight-innerHeight;if(h>0&&scrollY/h>${ratio}){shown=true;${reveal(id)}}},{passive:true});`,
    `var t=document.querySelector("footer")||document.body.lastElementChild;if(t&&"IntersectionObserver" in window){new IntersectionObserver(function(es,o){if(es[0].isIntersecting){${reveal(id)}o.disconnect();}}).observe(t);}`
  ])
  return chance(rng, 0.5) ? splices(insert(bottom(page), bar + wrapScript(rng, code))) : splices(insert(pick(rng, [top(page), slotAt(page.spots, "middle")]), bar), insert(pick(rng, [head(page), bottom(page)]), wrapScript(rng, code)))
})

// Off-hours display, recalled from memory of Sucuri write-ups (about 2014–2020) on injections that checked the time and showed themselves only at night or at weekends, when site owners were least likely to look, and of defacements timed for a holiday weekend reported by CERTs (uncertain details): a message in the site's language, hidden in the page or written by the script, shown only when the visitor's clock says night (or a weekend). (Recalled from memory; may be wrong in detail.)
const nightOnly = fresh25("message in the site's language shown only at night or at weekends by the visitor's clock, when the site's staff are away", (page, rng) => {
  const id = blockId(rng)
  const text = statement(rng, page)
  const from = between(rng, 19, 23)
  const to = between(rng, 5, 8)
  const cond = pick(rng, [`h>=${from}||h<${to}`, `w===0||w===6`, `w===0||w===6||h>=${from}||h<${to}`, `(w===5&&h>=${from - 2})||w===6||w===0`])
  const clock = `var d=new Date(),h=d.getHours(),w=d.getDay();`
  if (chance(rng, 0.3)) {
    const h1 = pick(rng, ["h1", "h2", "main h1, h1", ".entry-title, h1"])
    const code = `${clock}if(${cond}){var t=document.querySelector(${js(h1)});if(t){t.textContent=${js(text)};}}`
    return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), wrapScript(rng, code)))
  }
  const code = `${clock}if(${cond}){${reveal(id)}}`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), hiddenBlock(rng, page, id, text, chance(rng, 0.3) ? outsideLink(rng) : null)), insert(pick(rng, [bottom(page), head(page)]), wrapScript(rng, code)))
})

// Referrer cloaking for content, recalled from memory of Sucuri's and Google's descriptions (about 2012–2022) of injected content and redirects shown only to visitors arriving from search engines or social networks, because owners typing their own address never saw them: a notice in the site's language hidden in the page, revealed by a script only when document.referrer is a search engine or social network. (Recalled from memory; may be wrong in detail.)
const referrerOnly = fresh25("notice in the site's language shown only to visitors arriving from a search engine or a social network (document.referrer), never to those who type the address", (page, rng) => {
  const id = blockId(rng)
  const text = statement(rng, page)
  const re = pick(rng, [
    "google\\.|bing\\.|yahoo\\.|duckduckgo\\.|yandex\\.|baidu\\.|ecosia\\.",
    "facebook\\.com|t\\.co|x\\.com|instagram\\.com|reddit\\.com|linkedin\\.com|l\\.facebook",
    "google\\.|bing\\.|facebook\\.com|t\\.co|instagram\\.com|news\\.google|msn\\."
  ])
  const code = pick(rng, [
    `if(/${re}/i.test(document.referrer)){${reveal(id)}}`,
    `var r=document.referrer;if(r&&r.indexOf(location.hostname)<0&&/${re}/i.test(r)){${reveal(id)}}`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), hiddenBlock(rng, page, id, text, chance(rng, 0.5) ? outsideLink(rng) : null)), insert(pick(rng, [bottom(page), head(page)]), wrapScript(rng, code)))
})

// Hiding from the site's own staff, recalled from memory of Sucuri and Wordfence analyses (about 2015–2023) of WordPress malware that checked for the admin bar or the logged-in cookies and did nothing for signed-in users, so editors never saw what visitors saw: a message in the site's language, hidden in the page, revealed only when there is no admin bar and none of the CMS's sign-in cookies readable by scripts. (Recalled from memory; may be wrong in detail.)
const notForStaff = fresh25("message shown only when no one is signed in to the site's CMS (no admin bar, no login cookie), so its editors never see it", (page, rng) => {
  const id = blockId(rng)
  const text = statement(rng, page)
  const cookies = pick(rng, ["wordpress_logged_in|wp-settings-", "wp-settings-\\d|wordpress_logged_in", "SESS[0-9a-f]|Drupal\\.visitor", "joomla_user_state|wp-settings-"])
  const bar = pick(rng, [`document.getElementById("wpadminbar")`, `document.querySelector("#wpadminbar,#toolbar-administration,.admin-bar")`, `document.body.classList.contains("logged-in")`])
  const code = `if(!${bar}&&!/${cookies}/.test(document.cookie)){${reveal(id)}}`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), hiddenBlock(rng, page, id, text, chance(rng, 0.4) ? outsideLink(rng) : null)), insert(pick(rng, [bottom(page), bottom(page), head(page)]), wrapScript(rng, code)))
})

// ———————————————————————————— the site's own contact block, footer, tagline, widgets ————————————————————————————

// Whole contact blocks taken over, recalled from memory of US FTC and UK Action Fraud warnings about hijacked small-business and charity sites whose every contact detail had been replaced (about 2016–2023), and of hosting cleanup reports of lead-generation and payment-diversion fraud: every identifier of the contact block replaced at once by one consistent set (phone in national, international and tel: form, an e-mail on a look-alike or free-mail domain, social handles, the bank, wallet or payment line), the labels and markup kept. (Recalled from memory; may be wrong in detail.)
const contactTakeover = fresh25("every line of the site's contact block replaced at once by one consistent set of another party's details (phone in both formats, e-mail, social handles, bank or payment line), labels and markup kept", (page, rng) => {
  const ids = page.ids
  let phone = makePhone(page.site.locale, ids.phone.format, rng)
  for (let i = 0; i < 5 && phone.digits === ids.phone.digits; i++) phone = makePhone(page.site.locale, ids.phone.format, rng)
  const local = ids.email.split("@")[0]!
  const email = pick(rng, [() => `${local}@${twinHost(rng, page)}`, () => `${bare(page)}.${pick(rng, ["info", "service", "office", "team"])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "gmx.net", "yahoo.com"])}`])()
  const pairs: Array<readonly [string, string]> = [[ids.phone.national, phone.national], [ids.phone.intl, phone.intl], [ids.phone.tel, phone.tel], [ids.email, email]]
  if (ids.bank !== null) {
    const bank = makeBank(rng, page.site.locale)
    if (bank !== null && bank.value !== ids.bank.value) pairs.push([ids.bank.value, bank.value])
  }
  if (ids.wallet !== null) pairs.push([ids.wallet.address, makeWallet(rng, ids.wallet.coin).address])
  const suffix = pick(rng, ["_support", "official", "_help", "HQ", `${between(rng, 1, 99)}`, "_team"])
  const handle = (s: string) => s.replace(/([A-Za-z0-9_.-]+)(\/?)$/, (_, n: string, t: string) => `${n}${suffix}${t}`)
  if (ids.pay !== null) {
    pairs.push([ids.pay.shown, /PIX/.test(ids.pay.shown) ? `Chave PIX: ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}` : handle(ids.pay.shown)])
    if (ids.pay.href !== null) pairs.push([ids.pay.href, handle(ids.pay.href)])
  }
  for (const s of ids.social) if (s.href !== null) pairs.push([s.href, handle(s.href)])
  const out = replaceEverywhere(page, pairs)
  return out.length > 0 ? { splices: out } : splices(insert(contentSpot(rng, page), `<p>${esc(page.site.words.phone)}: ${esc(phone.national)} · ${esc(email)}</p>`))
})

const companies: Record<string, ReadonlyArray<string>> = {
  us: ["Brightline Digital Holdings LLC", "Keystone Web Assets LLC", "Harbor Point Media Inc."], uk: ["Northgate Web Assets Ltd", "Albion Digital Holdings Ltd", "Kestrel Online Media Ltd"],
  fr: ["Hexanet Médias SAS", "Société Orion Web SARL", "Groupe Lumen Digital SAS"], de: ["Nordwerk Digital GmbH", "Rheinblick Medien GmbH", "Alster Webservice UG"],
  es: ["Alcázar Medios Digitales S.L.", "Levante Web Activos S.L.", "Grupo Meridiano Online S.A."], nl: ["Van Dijk Online Media B.V.", "Polder Digital Holding B.V.", "Noordkaap Webdiensten B.V."],
  au: ["Southern Cross Web Pty Ltd", "Coral Coast Digital Pty Ltd"], in: ["Trinetra Infomedia Pvt Ltd", "Sahyadri Web Services Pvt Ltd"],
  br: ["Atlântica Mídia Digital Ltda.", "Serra Azul Web Ltda."], it: ["Meridiana Web S.r.l.", "Lagunare Digital S.r.l.", "Gruppo Vesta Media S.p.A."]
}
const register = (rng: Rng, country: string): string => {
  switch (country) {
    case "uk": return `Company No. ${digits(rng, 8)}`
    case "de": return `HRB ${digits(rng, 6)}, Amtsgericht ${pick(rng, ["Hamburg", "München", "Berlin-Charlottenburg", "Köln"])}`
    case "fr": return `RCS ${pick(rng, ["Paris", "Lyon", "Nanterre", "Marseille"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
    case "es": return `CIF B${digits(rng, 8)}`
    case "nl": return `KvK ${digits(rng, 8)}`
    case "it": return `P.IVA ${digits(rng, 11)}`
    case "br": return `CNPJ ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`
    case "au": return `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
    case "in": return `CIN U${digits(rng, 5)}${pick(rng, ["MH", "KA", "DL", "TN"])}${between(rng, 2012, 2024)}PTC${digits(rng, 6)}`
    default: return `EIN ${digits(rng, 2)}-${digits(rng, 7)}`
  }
}
const ownerWords: L<{ readonly line: (b: string, c: string, d: string) => string; readonly rights: string; readonly ask: string }> = {
  en: { line: (b, c, d) => `This website and the ${b} name are owned and operated by ${c} since ${d}.`, rights: "All rights reserved.", ask: "Enquiries" },
  fr: { line: (b, c, d) => `Ce site et la marque ${b} appartiennent à ${c}, qui les exploite depuis le ${d}.`, rights: "Tous droits réservés.", ask: "Renseignements" },
  de: { line: (b, c, d) => `Diese Website und die Marke ${b} gehören seit dem ${d} der ${c}, die sie betreibt.`, rights: "Alle Rechte vorbehalten.", ask: "Anfragen" },
  es: { line: (b, c, d) => `Este sitio web y la marca ${b} son propiedad de ${c}, que los gestiona desde el ${d}.`, rights: "Todos los derechos reservados.", ask: "Consultas" },
  nl: { line: (b, c, d) => `Deze website en de naam ${b} zijn sinds ${d} eigendom van ${c}, dat ze ook beheert.`, rights: "Alle rechten voorbehouden.", ask: "Vragen" },
  pt: { line: (b, c, d) => `Este site e a marca ${b} pertencem à ${c}, que os administra desde ${d}.`, rights: "Todos os direitos reservados.", ask: "Contato" },
  it: { line: (b, c, d) => `Questo sito e il marchio ${b} sono di proprietà di ${c}, che li gestisce dal ${d}.`, rights: "Tutti i diritti riservati.", ask: "Informazioni" }
}
const copyrightRe = /©|&copy;|\(c\)\s*\d{4}|copyright|all rights reserved|tous droits|alle rechte|todos los derechos|alle rechten|todos os direitos|tutti i diritti/i

// Sites claimed by another owner, recalled from memory of registrar and hosting abuse-desk write-ups and small-business victims' accounts (about 2015–2023) of hijacked sites and domains whose footer was rewritten to name a new "owner and operator" with its own register number and contact, before the site was resold or reused: the page's copyright or operator line replaced (or, without one, a line added beside its last-updated line) by one naming another company, a recent date, its register number and an e-mail on its own domain. (Recalled from memory; may be wrong in detail.)
const footerOwner = fresh25("the site's copyright or operator line rewritten (or one added to its footer) naming another company as owner and operator since a recent date, with its register number and e-mail", (page, rng) => {
  const w = own(page, ownerWords)
  const country = page.site.locale.country
  const company = pick(rng, companies[country] ?? companies.us!)
  const word = slug(company.normalize("NFD").replace(/[\u0300-\u036f]/g, "")).split("-").find((x) => !/^(societe|groupe|gruppo|grupo|van)$/.test(x)) ?? bare(page)
  const domain = `${word}${pick(rng, ["-media", "-digital", "web", "-holding", ""])}.${pick(rng, ["com", "net", "eu", "co", "biz"])}`
  const year = 2025 + int(rng, 2)
  const stop = company.endsWith(".") ? "" : "."
  const colon = lang(page) === "fr" ? " :" : ":"
  const line = `© ${year} ${company}${stop} ${w.line(brandOf(page), company, dateOf(rng, page))} ${register(rng, country)}. ${w.ask}${colon} ${pick(rng, ["legal", "info", "contact", "admin"])}@${domain}. ${w.rights}`
  const runs = page.spots.texts.filter((t) => copyrightRe.test(t.text) && t.text.trim().length < 400)
  const strong = runs.filter((t) => /©|\(c\)\s*\d{4}|rights|droits|rechte|derechos|rechten|direitos|diritti/i.test(t.text))
  const run = strong[strong.length - 1] ?? runs[runs.length - 1]
  if (run !== undefined) return splices(replace(trimmed(page, run), esc(line)))
  const updated = page.spots.texts.find((t) => t.text.includes(page.ids.updated))
  const el = updated === undefined ? undefined : elAt(page, updated.parent)
  if (el !== undefined && el.closeTag !== null && /^(p|small)$/.test(el.name)) return splices(insert(el.closeTag.end, `<p class="${pick(rng, ["copyright", "site-info", "legal"])}">${esc(line)}</p>`))
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="copyright">${esc(line)}</p>`))
})

// Taglines changed through the CMS's settings, recalled from memory of Wordfence's and Sucuri's reports (2018–2020) on plugin bugs that let anyone change WordPress options (WP GDPR Compliance, November 2018, and others), which intruders also used to rewrite a site's name and tagline, and of Zone-H mirrors where only the strapline under the logo had changed: the site's tagline or strapline (or, failing one, the lead paragraph under the first heading) rewritten into a statement in the site's language. (Recalled from memory; may be wrong in detail.)
const taglineRewritten = fresh25("the site's tagline or strapline under its name (the CMS site-description setting) rewritten into the intruder's statement in its language", (page, rng) => {
  const text = pick(rng, [() => statement(rng, page), () => pick(rng, own(page, slogans))])()
  const tagline = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /^(p|div|span|h2|h3|h4|h5|h6|small|em|strong)$/.test(e.name) &&
    /(tagline|site-description|slogan|strapline|subtitle|sub-title|subheading|baseline|motto|site-desc|blog-description)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`) && textOf(page, e).length >= 4)
  if (tagline !== undefined) return { splices: rewrite(page, tagline, esc(text)) }
  const h = firstHeading(page)
  const lead = bodyParas(page).find((p) => h === undefined || p.start > h.start) ?? bodyParas(page)[0]
  if (lead !== undefined) return { splices: rewrite(page, lead, esc(text)) }
  return splices(insert(h?.closeTag?.end ?? contentSpot(rng, page), `<p class="site-description">${esc(text)}</p>`))
})

const widgetTitles: L<ReadonlyArray<string>> = {
  en: ["A message to our readers", "Please read", "Important", "Why we speak out"], fr: ["Un message à nos lecteurs", "À lire", "Important", "Pourquoi nous prenons la parole"],
  de: ["Eine Botschaft an unsere Leser", "Bitte lesen", "Wichtig", "Warum wir nicht schweigen"], es: ["Un mensaje a nuestros lectores", "Lee esto", "Importante", "Por qué alzamos la voz"],
  nl: ["Een bericht aan onze lezers", "Lees dit", "Belangrijk", "Waarom wij niet zwijgen"], pt: ["Uma mensagem aos nossos leitores", "Leia isto", "Importante", "Por que não nos calamos"],
  it: ["Un messaggio ai nostri lettori", "Da leggere", "Importante", "Perché parliamo"]
}

// Widgets as a way in, recalled from memory of Sucuri and hosting cleanup notes (about 2014–2022) on WordPress sites whose sidebar had gained a text widget with a message or links after an admin account was stolen, and of the same in Drupal blocks and Joomla modules: a text widget in the CMS's own widget markup (title, text, one link), in the site's sidebar when it has one, carrying a statement in the site's language. (Recalled from memory; may be wrong in detail.)
const textWidget = fresh25("sidebar text widget in the CMS's widget markup (title, text, one link) carrying the intruder's statement in the site's language", (page, rng) => {
  const title = pick(rng, own(page, widgetTitles))
  const text = statement(rng, page)
  const link = outsideLink(rng)
  const n = between(rng, 2, 19)
  const widget = pick(rng, [
    () => `<section id="text-${n}" class="widget widget_text"><h2 class="widget-title">${esc(title)}</h2><div class="textwidget"><p>${esc(text)}</p><p><a href="${esc(link)}">${esc(link.replace(/^https?:\/\//, "").replace(/\/$/, ""))}</a></p></div></section>`,
    () => `<div id="block-block-${n}" class="block block-block-content"><h2>${esc(title)}</h2><div class="content"><p>${esc(text)}</p><p><a href="${esc(link)}">${esc(link.replace(/^https?:\/\//, "").replace(/\/$/, ""))}</a></p></div></div>`,
    () => `<div class="moduletable"><h3>${esc(title)}</h3><div class="custom"><p>${esc(text)} <a href="${esc(link)}">»</a></p></div></div>`,
    () => `<aside id="custom_html-${n}" class="widget_text widget widget_custom_html"><h3 class="widget-title">${esc(title)}</h3><div class="textwidget custom-html-widget"><p>${esc(text)}</p><a href="${esc(link)}" target="_blank">${esc(link.replace(/^https?:\/\//, "").replace(/\/$/, ""))}</a></div></aside>`
  ])()
  const side = page.spots.elements.find((e) => e.shown && e.closeTag !== null && !e.inert && (e.name === "aside" || /(^|[\s_-])(sidebar|widget-area|secondary)([\s_-]|$)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)) && !rawIn(page, { start: e.openEnd, end: e.openEnd }))
  if (side !== undefined && chance(rng, 0.75)) return splices(insert(chance(rng, 0.5) ? side.openEnd : side.closeTag!.start, widget))
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), widget))
})

// Shop notice bars, recalled from memory of Sansec and Sucuri notes (about 2019–2023) on hacked WooCommerce, Shopify-theme and Magento stores whose store-wide notice (WooCommerce's "demo store" notice, a theme's announcement bar, Magento's global notice) was set by the intruder through the shop's own settings, and of hacktivist defacements of online shops that spoke in the shop's voice: the shop's notice bar, in the platform's own markup, carrying a political statement in the site's language. (Recalled from memory; may be wrong in detail.)
const storeNotice = fresh25("shop-wide notice bar in the shop platform's own markup (WooCommerce store notice, Shopify announcement bar, Magento global notice) carrying a political statement in the site's language as if it were the shop's", (page, rng) => {
  const text = statement(rng, page)
  const dismiss = own(page, { en: "Dismiss", fr: "Fermer", de: "Ausblenden", es: "Descartar", nl: "Sluiten", pt: "Dispensar", it: "Chiudi" })
  const bar = pick(rng, [
    () => `<p class="woocommerce-store-notice demo_store" data-notice-id="${hex(rng, 32)}" style="display:block;">${esc(text)} <a href="#" class="woocommerce-store-notice__dismiss-link">${esc(dismiss)}</a></p>`,
    () => `<div class="announcement-bar" role="region" aria-label="${esc(dismiss)}"><div class="page-width"><p class="announcement-bar__message h5"><span>${esc(text)}</span></p></div></div>`,
    () => `<div class="global-site-notice demo"><div class="notice-inner"><div class="notice-text"><p>${esc(text)}</p></div></div></div>`,
    () => `<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" style="background-color:${pick(rng, ["#000000", "#b00020", "#1a1a1a", "#0b3d91"])};color:#ffffff"><p class="announcement-bar__message">${esc(text)}</p></div></div>`
  ])()
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), bar))
})

// ———————————————————————————— official-looking notices in the site's own components ————————————————————————————

const recallItems: L<ReadonlyArray<string>> = {
  en: ["insulated water bottle", "baby bottle", "USB charging cable", "children's car seat", "electric kettle", "organic baby food jar", "dog treats"],
  fr: ["gourde isotherme", "biberon", "câble de charge USB", "siège auto enfant", "bouilloire électrique", "petit pot bio", "friandises pour chiens"],
  de: ["Isolierflasche", "Babyflasche", "USB-Ladekabel", "Kindersitz", "Wasserkocher", "Bio-Babygläschen", "Hundesnacks"],
  es: ["botella térmica", "biberón", "cable de carga USB", "silla de coche infantil", "hervidor eléctrico", "potito ecológico", "premios para perros"],
  nl: ["thermosfles", "babyfles", "USB-oplaadkabel", "autostoeltje", "waterkoker", "biologisch babypotje", "hondensnacks"],
  pt: ["garrafa térmica", "mamadeira", "cabo de carregamento USB", "cadeirinha infantil", "chaleira elétrica", "papinha orgânica", "petiscos para cães"],
  it: ["borraccia termica", "biberon", "cavo di ricarica USB", "seggiolino auto", "bollitore elettrico", "omogeneizzato biologico", "snack per cani"]
}
const recallWords: L<(item: string, lot: string, d: string, link: string) => readonly [string, string]> = {
  en: (i, l, d, k) => [`Safety recall: ${i}`, `We have found a fault in the ${i} (batches ${l}, sold since ${d}) that may cause injury. Stop using it immediately. Every customer receives a full refund: register with the batch number and your payment details at ${k} within 14 days.`],
  fr: (i, l, d, k) => [`Rappel de sécurité : ${i}`, `Nous avons constaté un défaut sur le produit « ${i} » (lots ${l}, vendus depuis le ${d}) pouvant provoquer des blessures. Cessez immédiatement de l'utiliser. Chaque client est intégralement remboursé : inscrivez-vous avec le numéro de lot et vos coordonnées de paiement sur ${k} sous 14 jours.`],
  de: (i, l, d, k) => [`Sicherheitsrückruf: ${i}`, `Wir haben bei dem Produkt „${i}“ (Chargen ${l}, verkauft seit ${d}) einen Fehler festgestellt, der zu Verletzungen führen kann. Bitte verwenden Sie es nicht mehr. Alle Kunden erhalten den vollen Kaufpreis zurück: Registrieren Sie sich innerhalb von 14 Tagen mit Chargennummer und Zahlungsdaten unter ${k}.`],
  es: (i, l, d, k) => [`Retirada por seguridad: ${i}`, `Hemos detectado un defecto en el producto «${i}» (lotes ${l}, vendidos desde el ${d}) que puede causar lesiones. Deje de usarlo de inmediato. Todos los clientes recibirán el reembolso íntegro: regístrese con el número de lote y sus datos de pago en ${k} en un plazo de 14 días.`],
  nl: (i, l, d, k) => [`Veiligheidsterugroepactie: ${i}`, `We hebben een fout gevonden in het product '${i}' (partijen ${l}, verkocht sinds ${d}) die letsel kan veroorzaken. Gebruik het niet langer. Iedere klant krijgt het volledige bedrag terug: registreer u binnen 14 dagen met het partijnummer en uw betaalgegevens op ${k}.`],
  pt: (i, l, d, k) => [`Recall de segurança: ${i}`, `Identificamos um defeito no produto "${i}" (lotes ${l}, vendidos desde ${d}) que pode causar ferimentos. Pare de usá-lo imediatamente. Todos os clientes serão reembolsados integralmente: cadastre-se com o número do lote e seus dados de pagamento em ${k} em até 14 dias.`],
  it: (i, l, d, k) => [`Richiamo di sicurezza: ${i}`, `Abbiamo riscontrato un difetto nel prodotto «${i}» (lotti ${l}, venduti dal ${d}) che può causare lesioni. Smettete subito di usarlo. Tutti i clienti saranno rimborsati per intero: registratevi con il numero di lotto e i dati di pagamento su ${k} entro 14 giorni.`]
}

// Fake recalls, recalled from memory of consumer-protection and food-safety agencies' warnings (FSA, RappelConso, Lebensmittelwarnung and the US CPSC, about 2020–2024) about fabricated recall notices using real brands to collect payment details for "refunds", and of hacked company sites used to lend them credibility: a recall of one of the organisation's products set in its own heading and paragraph markup, sending customers to register "for the refund" on a look-alike host. (Recalled from memory; may be wrong in detail.)
const fakeRecall = fresh25("fabricated safety recall of one of the organisation's products in its own heading and paragraph style, refunds claimed on a look-alike host", (page, rng) => {
  const item = `${brandOf(page)} ${pick(rng, own(page, recallItems))}`
  const lot = `${upper(rng, 1)}${digits(rng, 4)}–${upper(rng, 1)}${digits(rng, 4)}`
  const host = twinHost(rng, page)
  const url = `https://${host}/${pick(rng, ["recall", "refund", "rappel", "rueckruf", "claim", "safety"])}`
  const [h, p] = own(page, recallWords)(item, lot, dateOf(rng, page), url.replace(/^https:\/\//, ""))
  const hs = headings(page).filter((e) => /^h[2-3]$/.test(e.name))
  const hEl = hs.length > 0 ? pick(rng, hs.slice(0, 6)) : undefined
  const paras = bodyParas(page)
  const pEl = paras.length > 0 ? pick(rng, paras.slice(0, 8)) : undefined
  const hName = hEl?.name ?? "h2"
  const linked = esc(p).replace(esc(url.replace(/^https:\/\//, "")), `<a href="${esc(url)}">${esc(url.replace(/^https:\/\//, ""))}</a>`)
  return splices(insert(contentSpot(rng, page), `<${hName}${looks(hEl)}>${esc(h)}</${hName}><p${looks(pEl)}>${linked}</p>`))
})

const authorities: Record<string, ReadonlyArray<readonly [string, string]>> = {
  us: [["Federal Bureau of Investigation", "18 U.S.C. §§ 981 and 1030"], ["Homeland Security Investigations", "18 U.S.C. § 2323"]],
  uk: [["National Crime Agency", "the Proceeds of Crime Act 2002"], ["City of London Police", "the Proceeds of Crime Act 2002"]],
  fr: [["Gendarmerie nationale – Centre de lutte contre les criminalités numériques (C3N)", "l'article 706-153 du code de procédure pénale"], ["Police nationale – Office anti-cybercriminalité (OFAC)", "l'article 706-153 du code de procédure pénale"]],
  de: [["Bundeskriminalamt (BKA)", "§§ 111b ff. StPO"], ["Landeskriminalamt Nordrhein-Westfalen", "§ 111b StPO"]],
  es: [["Guardia Civil – Grupo de Delitos Telemáticos", "el artículo 127 del Código Penal"], ["Policía Nacional – Unidad Central de Ciberdelincuencia", "el artículo 127 del Código Penal"]],
  nl: [["Politie – Team High Tech Crime", "artikel 94 van het Wetboek van Strafvordering"], ["FIOD", "artikel 94 van het Wetboek van Strafvordering"]],
  au: [["Australian Federal Police", "the Proceeds of Crime Act 2002 (Cth)"]],
  in: [["Central Bureau of Investigation", "Section 106 of the Bharatiya Nagarik Suraksha Sanhita"], ["Indian Cyber Crime Coordination Centre (I4C)", "Section 69A of the Information Technology Act"]],
  br: [["Polícia Federal", "o art. 240 do Código de Processo Penal"]],
  it: [["Polizia Postale e delle Comunicazioni", "l'art. 321 del codice di procedura penale"], ["Guardia di Finanza – Nucleo Speciale Frodi Tecnologiche", "l'art. 321 del codice di procedura penale"]]
}
const seizureWords: L<(who: string, law: string, ref: string) => readonly [string, string]> = {
  en: (w, l, r) => ["This website has been seized", `This domain and its content have been seized by the ${w} under a warrant issued pursuant to ${l} (case ${r}). The content is preserved as evidence; visits to this page are being recorded.`],
  fr: (w, l, r) => ["Ce site a été saisi", `Ce nom de domaine et son contenu ont été saisis par la ${w} en application de ${l} (procédure n° ${r}). Le contenu est conservé comme élément de preuve ; les connexions à cette page sont enregistrées.`],
  de: (w, l, r) => ["Diese Website wurde beschlagnahmt", `Diese Domain und ihre Inhalte wurden vom ${w} gemäß ${l} beschlagnahmt (Az. ${r}). Die Inhalte werden als Beweismittel gesichert; Zugriffe auf diese Seite werden protokolliert.`],
  es: (w, l, r) => ["Este sitio web ha sido intervenido", `Este dominio y su contenido han sido intervenidos por la ${w} conforme a ${l} (diligencias ${r}). El contenido se conserva como prueba; los accesos a esta página quedan registrados.`],
  nl: (w, l, r) => ["Deze website is in beslag genomen", `Dit domein en de inhoud ervan zijn in beslag genomen door de ${w} op grond van ${l} (zaaknummer ${r}). De inhoud wordt bewaard als bewijs; bezoeken aan deze pagina worden vastgelegd.`],
  pt: (w, l, r) => ["Este site foi apreendido", `Este domínio e seu conteúdo foram apreendidos pela ${w} com base n${l} (inquérito ${r}). O conteúdo está preservado como prova; os acessos a esta página estão sendo registrados.`],
  it: (w, l, r) => ["Questo sito è stato sequestrato", `Questo dominio e i suoi contenuti sono stati sequestrati dalla ${w} ai sensi del${l} (proc. n. ${r}). I contenuti sono conservati come prova; gli accessi a questa pagina vengono registrati.`]
}

// Seizure notices set in the victim's own template, recalled from memory of the look-alike "seized" banners that pranksters and rival crews put on sites they had broken into (security news, about 2019–2024), imitating the real banners of Operation Cronos (February 2024) and Operation Endgame (May 2024), and of national police notices on seized domains (BKA, Politie, Guardia di Finanza): a seizure notice naming the site's own country's police or court and statute, in the site's language and its own heading and paragraph markup, with a crest picture from another host, the page left readable beneath. (Recalled from memory; may be wrong in detail.)
const localSeizure = fresh25("seizure notice naming the site's own country's police or court (BKA, C3N, NCA, Guardia Civil, Polizia Postale...) set in the site's own heading and paragraph markup with a crest picture, page left readable", (page, rng) => {
  const [who, law] = pick(rng, authorities[page.site.locale.country] ?? authorities.us!)
  const ref = `${upper(rng, 2)}-${digits(rng, 4)}/${2025 + int(rng, 2)}-${digits(rng, 5)}`
  const [h, p] = own(page, seizureWords)(who, law, ref)
  const hEl = firstHeading(page, /^h[1-2]$/)
  const paras = bodyParas(page)
  const pEl = paras.length > 0 ? paras[0] : undefined
  const crest = imageHost(rng, pick(rng, ["seal", "crest", "logo", "badge", "emblem"]), pick(rng, ["png", "png", "svg", "webp"]))
  const hName = hEl?.name ?? "h2"
  const block = `<div class="${pick(rng, ["notice", "entry-content", "content", "alert"])}"${chance(rng, 0.5) ? ` style="border:2px solid ${pick(rng, ["#003366", "#000", "#8b0000"])};padding:${between(rng, 10, 20)}px;margin:${between(rng, 8, 20)}px 0"` : ""}><img src="${esc(crest)}" alt="" width="${between(rng, 60, 140)}"${chance(rng, 0.5) ? ` style="float:left;margin-right:12px"` : ""}><${hName}${looks(hEl)}>${esc(h)}</${hName}><p${looks(pEl)}>${esc(p)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), block))
})

const downWords: L<(m: string) => string> = {
  en: (m) => `Our landlines are currently down because of a technical fault at our provider. Until they are restored, please call or WhatsApp our temporary number ${m}.`,
  fr: (m) => `Nos lignes fixes sont actuellement en panne suite à un incident chez notre opérateur. En attendant leur rétablissement, appelez ou écrivez sur WhatsApp au numéro provisoire ${m}.`,
  de: (m) => `Unsere Festnetzleitungen sind wegen einer Störung bei unserem Anbieter derzeit nicht erreichbar. Bis zur Behebung erreichen Sie uns telefonisch oder per WhatsApp unter der Ausweichnummer ${m}.`,
  es: (m) => `Nuestras líneas fijas están caídas por una avería de nuestro operador. Hasta que se restablezcan, llame o escriba por WhatsApp a nuestro número provisional ${m}.`,
  nl: (m) => `Onze vaste lijnen liggen momenteel plat door een storing bij onze provider. Tot ze hersteld zijn, kunt u bellen of appen naar ons tijdelijke nummer ${m}.`,
  pt: (m) => `Nossas linhas fixas estão fora do ar por uma falha na operadora. Até o restabelecimento, ligue ou chame no WhatsApp o nosso número provisório ${m}.`,
  it: (m) => `Le nostre linee fisse sono al momento fuori servizio per un guasto del gestore. Fino al ripristino, chiamate o scrivete su WhatsApp al numero provvisorio ${m}.`
}
const mobileFormat: Record<string, number> = { us: 0, uk: 2, fr: 1, de: 2, es: 1, nl: 1, au: 1, in: 0, br: 0, it: 1 }

// Fake outages with a temporary number, recalled from memory of Action Fraud, the Dutch Fraudehelpdesk and police warnings (about 2019–2024) about callers and messages claiming a firm's usual lines were down and giving a "temporary" mobile or WhatsApp number, and of hacked small-business sites used to make such numbers look official: a line right after the site's own phone line, in the same markup, saying the lines are down and giving a mobile number in the country's format, the usual number left in place. (Recalled from memory; may be wrong in detail.)
const linesDown = fresh25("'our phone lines are down' line beside the site's number giving a temporary mobile or WhatsApp number of another party, the usual number kept", (page, rng) => {
  const locale = page.site.locale
  const mobile = makePhone(locale, mobileFormat[locale.country] ?? 0, rng)
  const text = own(page, downWords)(mobile.national)
  const html = chance(rng, 0.5) ? esc(text).replace(esc(mobile.national), `<a href="tel:${mobile.tel}">${esc(mobile.national)}</a>`) : chance(rng, 0.5) ? `<strong>${esc(text)}</strong>` : esc(text)
  const line = lineAfter(page, page.ids.phone.national) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(html)))
  return splices(insert(contentSpot(rng, page), `<p>${html}</p>`))
})

const mourningWords: L<(n: string, role: string, b: string, d: string, age: number) => readonly [string, string]> = {
  en: (n, r, b, d, a) => ["In memoriam", `It is with deep sadness that we announce the death of ${n}, ${r} of ${b}, on ${d}, at the age of ${a}. Our thoughts are with the family. The funeral will take place in private; a book of condolence will be opened shortly.`],
  fr: (n, r, b, d, a) => ["In memoriam", `C'est avec une profonde tristesse que nous annonçons le décès de ${n}, ${r} de ${b}, survenu le ${d} à l'âge de ${a} ans. Nos pensées vont à sa famille. Les obsèques auront lieu dans l'intimité ; un registre de condoléances sera bientôt ouvert.`],
  de: (n, r, b, d, a) => ["Nachruf", `In tiefer Trauer geben wir bekannt, dass ${n}, ${r} von ${b}, am ${d} im Alter von ${a} Jahren verstorben ist. Unsere Gedanken sind bei der Familie. Die Beisetzung findet im engsten Kreis statt; ein Kondolenzbuch wird in Kürze ausgelegt.`],
  es: (n, r, b, d, a) => ["In memoriam", `Con profundo pesar comunicamos el fallecimiento de ${n}, ${r} de ${b}, el ${d}, a los ${a} años. Nuestro pensamiento está con su familia. El funeral se celebrará en la intimidad; en breve se abrirá un libro de condolencias.`],
  nl: (n, r, b, d, a) => ["In memoriam", `Met grote droefheid maken wij bekend dat ${n}, ${r} van ${b}, op ${d} op ${a}-jarige leeftijd is overleden. Onze gedachten zijn bij de familie. De uitvaart vindt in besloten kring plaats; binnenkort wordt een condoleanceregister geopend.`],
  pt: (n, r, b, d, a) => ["Nota de falecimento", `É com profundo pesar que comunicamos o falecimento de ${n}, ${r} da ${b}, em ${d}, aos ${a} anos. Nossos pensamentos estão com a família. O velório será reservado; em breve será aberto um livro de condolências.`],
  it: (n, r, b, d, a) => ["In memoria", `Con profondo dolore annunciamo la scomparsa di ${n}, ${r} di ${b}, avvenuta il ${d} all'età di ${a} anni. Il nostro pensiero va alla famiglia. Le esequie si terranno in forma privata; a breve sarà aperto un libro delle condoglianze.`]
}
const founderRoles: L<ReadonlyArray<string>> = {
  en: ["founder", "chief executive", "chair"], fr: ["fondateur", "directeur général", "président"], de: ["Gründer", "Geschäftsführer", "Vorsitzender"], es: ["fundador", "director general", "presidente"],
  nl: ["oprichter", "algemeen directeur", "voorzitter"], pt: ["fundador", "diretor-presidente", "presidente"], it: ["fondatore", "amministratore delegato", "presidente"]
}

// Death hoaxes on hacked sites, recalled from memory of fake obituaries and death announcements published through hacked news and company accounts (the Fox News politics account in July 2011, the hacked Reuters blogging platform in August 2012, and later hoaxes on hacked company sites reported in the press): the whole page turned grey as for mourning, a black ribbon in a corner, and a fabricated death notice for the organisation's founder or head in its own heading and paragraph markup, in its language. (Recalled from memory; may be wrong in detail.)
const fakeMourning = fresh25("fake mourning: page turned grey with a black ribbon and a fabricated death notice for the organisation's founder or head, in its language", (page, rng) => {
  const [h, p] = own(page, mourningWords)(person(rng), pick(rng, own(page, founderRoles)), brandOf(page), dateOf(rng, page), between(rng, 54, 91))
  const grey = `<style>${pick(rng, ["html{filter:grayscale(100%)}", "html{-webkit-filter:grayscale(1);filter:grayscale(1)}", "body{filter:grayscale(100%)}", "img,header,body{filter:grayscale(1)}"])}</style>`
  const ribbon = pick(rng, [
    () => `<div aria-hidden="true" style="position:fixed;top:0;${pick(rng, ["left", "right"])}:0;width:0;height:0;border-top:${between(rng, 70, 120)}px solid #000;border-${pick(rng, ["left", "right"])}:${between(rng, 70, 120)}px solid transparent;z-index:99999"></div>`,
    () => `<img src="${esc(imageHost(rng, pick(rng, ["ribbon", "black-ribbon", "mourning"]), "png"))}" alt="" style="position:fixed;top:0;right:0;width:${between(rng, 60, 110)}px;z-index:99999">`
  ])()
  const hEl = firstHeading(page, /^h[1-3]$/)
  const paras = bodyParas(page)
  const pEl = paras.length > 0 ? pick(rng, paras.slice(0, 5)) : undefined
  const hName = hEl !== undefined && hEl.name !== "h1" ? hEl.name : "h2"
  const notice = `<${hName}${looks(hEl?.name === hName ? hEl : undefined)}>${esc(h)}</${hName}><p${looks(pEl)}>${esc(p)}</p>`
  return splices(insert(head(page), grey), insert(top(page), ribbon), insert(contentSpot(rng, page), notice))
})

const refundQa: L<(phone: string, email: string) => readonly [string, string]> = {
  en: (p, e) => ["How do I get a refund or cancel my order?", `Refunds and cancellations are now handled by our claims department. Call ${p} or write to ${e} with your order number and the card used for payment, so that we can verify it.`],
  fr: (p, e) => ["Comment obtenir un remboursement ou annuler ma commande ?", `Les remboursements et annulations sont désormais traités par notre service réclamations. Appelez le ${p} ou écrivez à ${e} avec votre numéro de commande et la carte utilisée pour le paiement, afin que nous puissions la vérifier.`],
  de: (p, e) => ["Wie erhalte ich eine Erstattung oder storniere meine Bestellung?", `Erstattungen und Stornierungen bearbeitet jetzt unsere Reklamationsabteilung. Rufen Sie ${p} an oder schreiben Sie an ${e} mit Ihrer Bestellnummer und der zur Zahlung verwendeten Karte, damit wir sie prüfen können.`],
  es: (p, e) => ["¿Cómo obtengo un reembolso o cancelo mi pedido?", `Los reembolsos y cancelaciones los gestiona ahora nuestro departamento de reclamaciones. Llame al ${p} o escriba a ${e} con su número de pedido y la tarjeta con la que pagó, para que podamos verificarla.`],
  nl: (p, e) => ["Hoe krijg ik mijn geld terug of annuleer ik mijn bestelling?", `Terugbetalingen en annuleringen worden nu afgehandeld door onze claimafdeling. Bel ${p} of mail naar ${e} met uw ordernummer en de kaart waarmee u betaalde, zodat wij die kunnen controleren.`],
  pt: (p, e) => ["Como faço para pedir reembolso ou cancelar meu pedido?", `Reembolsos e cancelamentos agora são tratados pelo nosso setor de reclamações. Ligue para ${p} ou escreva para ${e} com o número do pedido e o cartão usado no pagamento, para que possamos verificá-lo.`],
  it: (p, e) => ["Come ottengo un rimborso o annullo il mio ordine?", `Rimborsi e annullamenti sono ora gestiti dal nostro ufficio reclami. Chiamate il ${p} o scrivete a ${e} indicando il numero d'ordine e la carta usata per il pagamento, così che possiamo verificarla.`]
}

// Support answers rewritten, recalled from memory of BBB and FTC warnings and security-blog reports (about 2018–2024) on fake refund and support contacts planted on real company pages, including their help and FAQ pages, so that searchers calling "the company" reached fraudsters who asked for card details: a question-and-answer entry in the site's own markup (a details element, a definition list or a heading and paragraph in its style) whose answer sends customers to another number and an e-mail on a look-alike or free-mail host. (Recalled from memory; may be wrong in detail.)
const faqEntry = fresh25("question-and-answer entry added in the site's own markup ('how do I get a refund?') whose answer sends customers to another phone number and e-mail", (page, rng) => {
  const phone = makePhone(page.site.locale, int(rng, page.site.locale.phones.length), rng)
  const email = pick(rng, [() => `${pick(rng, ["refunds", "claims", "support", "service"])}@${twinHost(rng, page)}`, () => `${bare(page)}.${pick(rng, ["refunds", "claims", "support"])}@${pick(rng, ["gmail.com", "outlook.com", "yahoo.com"])}`])()
  const [q, a] = own(page, refundQa)(phone.national, email)
  const details = shown(page, "details", (e) => e.closeTag !== null)
  if (details.length > 0 && chance(rng, 0.8)) {
    const d = details[details.length - 1]!
    return splices(insert(d.closeTag!.end, `<details${looks(d)}><summary>${esc(q)}</summary><p>${esc(a)}</p></details>`))
  }
  const dls = shown(page, "dl", (e) => e.closeTag !== null)
  if (dls.length > 0 && chance(rng, 0.5)) return splices(insert(dls[0]!.closeTag!.start, `<dt>${esc(q)}</dt><dd>${esc(a)}</dd>`))
  const hs = headings(page).filter((e) => /^h[3-4]$/.test(e.name))
  const hEl = hs.length > 0 ? pick(rng, hs.slice(0, 6)) : undefined
  const paras = bodyParas(page)
  const pEl = paras.length > 0 ? pick(rng, paras.slice(0, 6)) : undefined
  const hName = hEl?.name ?? pick(rng, ["h3", "h4"])
  const block = pick(rng, [
    () => `<${hName}${looks(hEl)}>${esc(q)}</${hName}><p${looks(pEl)}>${esc(a)}</p>`,
    () => `<details class="${pick(rng, ["faq", "faq-item", "accordion-item"])}"><summary>${esc(q)}</summary><p>${esc(a)}</p></details>`,
    () => `<div class="${pick(rng, ["faq", "faq-item", "qa"])}"><p><strong>${esc(q)}</strong></p><p${looks(pEl)}>${esc(a)}</p></div>`
  ])()
  const after = afterBlock(page, pEl)
  return splices(insert(after !== null && chance(rng, 0.5) ? after : contentSpot(rng, page), block))
})

export const fresh25Defacements: ReadonlyArray<ChangeClass> = [
  falseStory, demandsList, manifestoCards, cmsPost, bargainProduct, sliderSlide,
  photoPanels, uploadPoster, warGallery, headingPicture,
  headingsSentence, menuSentence, linkTooltips, appendedSlogan, captionsMessage,
  byLanguage, fadeLater, scrollBar, nightOnly, referrerOnly, notForStaff,
  contactTakeover, footerOwner, taglineRewritten, textWidget, storeNotice,
  fakeRecall, localSeizure, linesDown, fakeMourning, faqEntry
]

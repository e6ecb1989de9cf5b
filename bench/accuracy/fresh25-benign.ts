/**
 * Fresh25 benign classes: written during round 21, by someone who does not
 * read the engines, from how site owners, editors and web agencies change
 * their own pages through the CMS and its templates, in the site's own
 * markup and of moderate size: the honest counterparts of the middle-ground
 * defacements. Text rewritten in place (two or three paragraphs replaced
 * by the editor's new version, headings lengthened for search, a new
 * slogan in the tagline), new content in the site's own components (a post
 * teaser cloned from its cards or list, a product after its product line,
 * a new slide in the home page slider, a picture-only campaign banner and
 * an event gallery from its own uploads, photos replaced by new shots from
 * the organisation's asset-management CDN, a sidebar widget, "new"
 * badges), content shown only to some visitors (a summary only on narrow
 * screens, a section menu only on wide ones, a section loaded when the
 * visitor scrolls near it, a survey invitation after a delay, an "open
 * now" badge by the visitor's clock, a hint to another language version by
 * the browser's language, a call-to-action bar after scrolling), and
 * honest changes to contact details and official-looking notices (the
 * e-mail moved to a new mailbox on the site's own domain, a farewell notice
 * before closing for good, a new customer portal on the organisation's own
 * subdomain, a notice convening the annual general meeting, a statutory
 * notice of a licence or planning application, a "high call volumes" line
 * under the unchanged number). Each differs from every class in benign.ts
 * and fresh-benign.ts through fresh24-benign.ts and writes its visible
 * text in the page's own language. None replaces the site's phone numbers
 * or payment details, and the one that changes its e-mail keeps it on the
 * site's own domain. The writer had no internet access: the practices,
 * products and markups below are recalled from memory (CMS, theme and
 * plugin documentation, vendors' pages, newsroom and company-law practice)
 * and may differ in detail. Scored in the `fresh25` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, lineAfter, replaceEverywhere, resolve, say, setAttr, shown, top, trimmed } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { El, Range, TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh25", make })

type L<A> = Record<Lang, A>
const lang = (page: Page): Lang => page.site.locale.lang
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const origin = (page: Page) => new URL(page.site.url).origin
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
/** The site's name as its readers know it (short brands are acronyms: "bbc" → "BBC"). */
const brandOf = (page: Page) => (page.site.brand.length <= 4 ? page.site.brand.toUpperCase() : brandName(page))
/** A path on the site itself, relative or absolute. */
const ownUrl = (rng: Rng, page: Page, path: string) => (chance(rng, 0.6) ? path : `${origin(page)}${path}`)
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`])()}</script>`
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")

// ———————————————————————————— where things are in the page ————————————————————————————

const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6"])
const inLink = new Set(["a", "button", "select", "option", "label"])
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
const runsOf = (page: Page, el: El): Array<TextRun> =>
  el.closeTag === null ? [] : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start)
const textOf = (page: Page, el: El): string => runsOf(page, el).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const rawIn = (page: Page, r: Range) => page.spots.raw.some((x) => x.start < r.end && x.end > r.start)
const countWords = (s: string) => s.split(/\s+/).filter((w) => w.length > 0).length
const pageWords = (page: Page) => page.spots.texts.reduce((n, t) => n + countWords(t.text), 0)
/** Shown paragraphs of body text, in document order. */
const bodyParas = (page: Page): Array<El> =>
  [...new Set(page.spots.texts.filter((t) => {
    const s = t.text.trim()
    const el = elAt(page, t.parent)
    return s.length >= 40 && !/[{};]\s*$/.test(s) && !carriesId(page, s) && el !== undefined && el.shown && el.name === "p" && el.closeTag !== null && !under(page, el, notProse)
  }).map((t) => elAt(page, t.parent)!))]
    .filter((p) => !/featured-product|updated|meta|caption|credit|byline|copyright/i.test(`${p.attribs.class ?? ""} ${p.attribs.id ?? ""}`))
const looks = (el: El | undefined) => el === undefined ? "" : ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
const firstHeading = (page: Page, names = /^h[1-3]$/): El | undefined =>
  page.spots.elements.find((e) => names.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, inLink) && textOf(page, e).length > 0)
const contentSpot = (rng: Rng, page: Page): number => {
  const spots = [slotAt(page.spots, "top"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]
  const h = firstHeading(page)
  if (h !== undefined && page.spots.slots.includes(h.start)) spots.push(h.start)
  const a = afterBlock(page, h)
  if (a !== null) spots.push(a, a)
  return pick(rng, spots)
}
const headings = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => /^h[1-6]$/.test(e.name) && e.shown && e.closeTag !== null && !under(page, e, inLink) && textOf(page, e).length > 0)
const listGroups = (page: Page): Array<{ readonly list: El; readonly items: Array<El> }> =>
  page.spots.elements.filter((e) => /^(ul|ol)$/.test(e.name) && e.shown && e.closeTag !== null)
    .map((list) => ({ list, items: page.spots.elements.filter((li) => li.parent === list.index && li.name === "li" && li.shown && li.closeTag !== null && textOf(page, li).length >= 4) }))
    .filter((g) => g.items.length >= 3)
const cardGroups = (page: Page): Array<Array<El>> => {
  const groups = new Map<string, Array<El>>()
  for (const e of page.spots.elements) {
    if (!e.shown || e.closeTag === null || e.parent === -1 || !/^(div|article|section)$/.test(e.name)) continue
    if ((e.attribs.class ?? "").trim() === "") continue
    if (e.closeTag.end - e.start > 4000 || runsOf(page, e).every((t) => t.text.trim().length < 12)) continue
    if (under(page, elAt(page, e.parent), new Set(["nav"]))) continue
    if (!page.spots.elements.some((h) => /^h[2-5]$/.test(h.name) && h.start > e.start && h.start < e.closeTag!.start)) continue
    const key = `${e.parent}|${e.name}|${e.attribs.class ?? ""}`
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  return [...groups.values()].filter((g) => g.length >= 3)
}
const pictures = (page: Page): Array<El> =>
  shown(page, "img", (e) => !e.inert && (e.attribs.src ?? "").trim() !== "" && !/^data:/i.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
/** Shown links to the site's own host (or relative), with their text. */
const ownLinks = (page: Page): Array<{ readonly el: El; readonly path: string; readonly text: string }> =>
  shown(page, "a", (e) => !e.inert && e.closeTag !== null && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:)/i.test(e.attribs.href ?? ""))
    .flatMap((el) => {
      const u = resolve(page, el.attribs.href ?? "")
      const text = textOf(page, el)
      return u !== null && u.hostname === page.site.host && text.length >= 3 && text.length <= 60 ? [{ el, path: `${u.pathname}${u.search}`, text }] : []
    })
/** The contact block's heading (its text is the site's word for "contact"). */
const contactHeading = (page: Page): El | undefined => {
  const run = page.spots.texts.find((t) => t.text.trim() === page.site.words.contact)
  const el = run === undefined ? undefined : elAt(page, run.parent)
  return el !== undefined && /^h[1-6]$/.test(el.name) && el.closeTag !== null ? el : undefined
}
const uploads = (rng: Rng, name: string, ext = "jpg") => {
  const y = 2025 + int(rng, 2)
  const m = between(rng, 1, 12).toString().padStart(2, "0")
  return pick(rng, [`/wp-content/uploads/${y}/${m}/${name}.${ext}`, `/sites/default/files/${y}-${m}/${name}.${ext}`, `/images/${pick(rng, ["news", "events", "banners"])}/${name}.${ext}`, `/media/${alnum(rng, 6)}/${name}.${ext}`])
}

// ———————————————————————————— text rewritten in place ————————————————————————————

const editorCopy: L<(b: string, y: number) => readonly [string, string, string]> = {
  en: (b, y) => [`${b} has worked with local people and organisations since ${y}. What started as a small team is now a service used by thousands of people every month.`, "We have reorganised this section so that the most requested information comes first, and every page now says who to contact.", "If something is missing or out of date, please tell us. We read every message and review these pages regularly."],
  fr: (b, y) => [`${b} accompagne les habitants et les associations du territoire depuis ${y}. Ce qui n'était au départ qu'une petite équipe est devenu un service utilisé chaque mois par des milliers de personnes.`, "Nous avons réorganisé cette rubrique pour que les informations les plus demandées arrivent en premier, et chaque page indique désormais qui contacter.", "Si une information manque ou n'est plus à jour, dites-le-nous. Nous lisons tous les messages et relisons régulièrement ces pages."],
  de: (b, y) => [`${b} arbeitet seit ${y} mit Menschen und Organisationen aus der Region zusammen. Aus einem kleinen Team ist ein Angebot geworden, das jeden Monat Tausende nutzen.`, "Wir haben diesen Bereich neu geordnet: Die am häufigsten gesuchten Informationen stehen jetzt oben, und auf jeder Seite steht, wer Ihr Ansprechpartner ist.", "Fehlt etwas oder ist etwas veraltet? Sagen Sie es uns. Wir lesen jede Nachricht und überarbeiten diese Seiten regelmäßig."],
  es: (b, y) => [`${b} trabaja con vecinos y entidades de la zona desde ${y}. Lo que empezó como un equipo pequeño es hoy un servicio que usan miles de personas cada mes.`, "Hemos reorganizado esta sección para que la información más consultada aparezca primero, y cada página indica ahora a quién dirigirse.", "Si falta algo o hay algún dato desactualizado, avísanos. Leemos todos los mensajes y revisamos estas páginas con regularidad."],
  nl: (b, y) => [`${b} werkt sinds ${y} samen met inwoners en organisaties uit de regio. Wat begon als een klein team, is nu een dienst die elke maand door duizenden mensen wordt gebruikt.`, "We hebben deze rubriek opnieuw ingedeeld: de meest gevraagde informatie staat nu bovenaan en op elke pagina staat bij wie u terechtkunt.", "Mist er iets of klopt er iets niet meer? Laat het ons weten. We lezen elk bericht en lopen deze pagina's regelmatig na."],
  pt: (b, y) => [`A ${b} trabalha com moradores e organizações da região desde ${y}. O que começou como uma equipe pequena é hoje um serviço usado por milhares de pessoas todos os meses.`, "Reorganizamos esta seção para que as informações mais procuradas apareçam primeiro, e cada página agora indica com quem falar.", "Se algo estiver faltando ou desatualizado, avise-nos. Lemos todas as mensagens e revisamos estas páginas regularmente."],
  it: (b, y) => [`${b} collabora con cittadini e associazioni del territorio dal ${y}. Quello che era un piccolo gruppo è oggi un servizio usato ogni mese da migliaia di persone.`, "Abbiamo riorganizzato questa sezione perché le informazioni più richieste compaiano per prime, e ogni pagina indica ora a chi rivolgersi.", "Se manca qualcosa o un'informazione non è aggiornata, segnalatecelo. Leggiamo tutti i messaggi e rivediamo queste pagine regolarmente."]
}

// Editors replacing a passage with a new version, recalled from memory of CMS revision histories and content-design guides (GOV.UK's content design manual, NN/g articles on rewriting for the web, about 2016–2024): a short run of consecutive paragraphs in the page's own markup replaced by the editor's new version of the text (an updated introduction or service description in the site's language), kept small enough that most of the page is untouched. (Recalled from memory; may be wrong in detail.)
const editorRewrite = benign("two or three consecutive paragraphs replaced by the editor's new version of the text (an updated introduction or service description in the site's language), same paragraph markup", (page, rng) => {
  const copy = say(page, editorCopy)(brandOf(page), between(rng, 1978, 2018))
  const budget = Math.max(0, pageWords(page) * 0.07)
  const ps = bodyParas(page).filter((p) => p.closeTag !== null && !rawIn(page, { start: p.openEnd, end: p.closeTag.start }))
  const k = between(rng, 2, 3)
  const starts = sample(rng, ps.map((_, i) => i).slice(0, 12), 12)
  for (const s of starts) {
    const run: Array<El> = []
    let words = 0
    for (let i = s; i < ps.length && run.length < k; i++) {
      const p = ps[i]!
      if (run.length > 0 && p.parent !== run[0]!.parent) break
      const n = countWords(textOf(page, p))
      if (words + n > budget) break
      run.push(p)
      words += n
    }
    if (run.length === 0) continue
    const out: Array<Splice> = run.map((p, i) => replace({ start: p.openEnd, end: p.closeTag!.start }, esc(copy[i]!)))
    // Fewer paragraphs than the new version: the rest follows the last one, in its markup.
    const last = run[run.length - 1]!
    if (run.length < k) out.push(insert(last.closeTag!.end, copy.slice(run.length, k).map((c) => `<p${looks(last)}>${esc(c)}</p>`).join("")))
    return { splices: out }
  }
  return splices(insert(contentSpot(rng, page), copy.slice(0, k).map((c) => `<p>${esc(c)}</p>`).join("")))
})

const seoWords: L<ReadonlyArray<(y: number) => string>> = {
  en: [(y) => `: a guide for ${y}`, () => " – what you need to know", () => ": how to apply", (y) => ` (updated ${y})`, () => ": opening times and prices"],
  fr: [(y) => ` : le guide ${y}`, () => " – ce qu'il faut savoir", () => " : comment faire la demande", (y) => ` (mis à jour en ${y})`, () => " : horaires et tarifs"],
  de: [(y) => `: der Ratgeber ${y}`, () => " – das sollten Sie wissen", () => ": so beantragen Sie es", (y) => ` (Stand ${y})`, () => ": Öffnungszeiten und Preise"],
  es: [(y) => `: guía ${y}`, () => " – lo que necesitas saber", () => ": cómo solicitarlo", (y) => ` (actualizado en ${y})`, () => ": horarios y precios"],
  nl: [(y) => `: de gids voor ${y}`, () => " – dit moet u weten", () => ": zo vraagt u het aan", (y) => ` (bijgewerkt ${y})`, () => ": openingstijden en prijzen"],
  pt: [(y) => `: guia ${y}`, () => " – o que você precisa saber", () => ": como solicitar", (y) => ` (atualizado em ${y})`, () => ": horários e preços"],
  it: [(y) => `: la guida ${y}`, () => " – cosa c'è da sapere", () => ": come fare domanda", (y) => ` (aggiornato al ${y})`, () => ": orari e prezzi"]
}

// Headings rewritten for search, recalled from memory of SEO guides (Google Search Central's notes on headings and titles, Yoast and Moz articles, about 2015–2024) that advise descriptive headings with the searcher's words: several of the site's own headings lengthened by its editor with a descriptive qualifier in its language (a year, "what you need to know", "how to apply", "opening times and prices"), the original words kept. (Recalled from memory; may be wrong in detail.)
const seoHeadings = benign("several of the site's own headings lengthened by its SEO editor with a descriptive qualifier in its language (a year, 'how to apply', 'what you need to know')", (page, rng) => {
  const hs = headings(page).filter((h) => /^h[1-3]$/.test(h.name) && textOf(page, h).length < 90 && !/[:–(]/.test(textOf(page, h)))
  const y = 2025 + int(rng, 2)
  const forms = say(page, seoWords)
  if (hs.length === 0) {
    const h = headings(page)[0]
    return h === undefined ? splices(insert(contentSpot(rng, page), `<h2>${esc(brandOf(page) + pick(rng, forms)(y))}</h2>`)) : splices(insert(h.closeTag!.start, esc(pick(rng, forms)(y))))
  }
  const chosen = sample(rng, hs.slice(0, 12), between(rng, 2, 5))
  return {
    splices: chosen.map((h) => {
      const runs = runsOf(page, h)
      const last = runs[runs.length - 1]
      const at = last === undefined ? h.closeTag!.start : trimmed(page, last).end
      return insert(at, esc(pick(rng, forms)(y)))
    })
  }
})

const sloganWords: L<ReadonlyArray<string>> = {
  en: ["Here for you, every day", "Closer to you", "Local knowledge, shared", "Made here, for everyone", "Your city, your news"],
  fr: ["À vos côtés, chaque jour", "Plus proches de vous", "Le savoir-faire local, partagé", "Fait ici, pour tous", "Votre ville, vos infos"],
  de: ["Jeden Tag für Sie da", "Näher dran", "Wissen aus der Region", "Von hier, für alle", "Ihre Stadt, Ihre Nachrichten"],
  es: ["A tu lado, cada día", "Más cerca de ti", "Lo de aquí, compartido", "Hecho aquí, para todos", "Tu ciudad, tus noticias"],
  nl: ["Elke dag voor u klaar", "Dichter bij u", "Lokale kennis, gedeeld", "Van hier, voor iedereen", "Jouw stad, jouw nieuws"],
  pt: ["Ao seu lado, todos os dias", "Mais perto de você", "O que é daqui, compartilhado", "Feito aqui, para todos", "Sua cidade, suas notícias"],
  it: ["Al vostro fianco, ogni giorno", "Più vicini a voi", "Il sapere del territorio, condiviso", "Fatto qui, per tutti", "La tua città, le tue notizie"]
}

// New slogans from brand campaigns, recalled from memory of WordPress's "Site Tagline" setting and theme documentation, and of agencies' rebrand case studies where the strapline under the logo changes with a campaign: the site's tagline or strapline replaced by a new slogan in its language, or, without one, a strapline added under its first heading. (Recalled from memory; may be wrong in detail.)
const newSlogan = benign("the site's tagline or strapline replaced by the new slogan of a brand campaign (or a strapline added under its name), in its language", (page, rng) => {
  const slogan = pick(rng, say(page, sloganWords))
  const tagline = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /^(p|div|span|h2|h3|h4|h5|h6|small|em|strong)$/.test(e.name) &&
    /(tagline|site-description|slogan|strapline|subtitle|sub-title|baseline|motto|site-desc|blog-description)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`) && textOf(page, e).length >= 4 && countWords(textOf(page, e)) <= 20)
  if (tagline !== undefined) {
    const runs = runsOf(page, tagline)
    return { splices: runs.map((t, i) => replace(trimmed(page, t), i === 0 ? esc(slogan) : "")) }
  }
  const h = firstHeading(page)
  const at = h?.closeTag?.end ?? contentSpot(rng, page)
  return splices(insert(at, `<p class="${pick(rng, ["site-description", "tagline", "strapline"])}">${esc(slogan)}</p>`))
})

// ———————————————————————————— new content in the site's own components ————————————————————————————

const teaserWords: L<ReadonlyArray<readonly [string, string]>> = {
  en: [["Open day: come and meet the team", "Doors open from 10 am with guided tours, a children's corner and coffee from our volunteers."], ["Our new opening hours from next month", "We are opening earlier on weekdays and staying open later on Thursdays."], ["Thank you for a record year", "More people than ever used our services this year. Here is what we learned."], ["Meet our new apprentices", "Four young people join us this autumn to learn the trade."]],
  fr: [["Journée portes ouvertes : venez rencontrer l'équipe", "Accueil dès 10 h avec visites guidées, coin enfants et café offert par nos bénévoles."], ["Nos nouveaux horaires dès le mois prochain", "Nous ouvrons plus tôt en semaine et plus tard le jeudi."], ["Merci pour cette année record", "Vous n'avez jamais été aussi nombreux à utiliser nos services. Voici ce que nous en retenons."], ["Bienvenue à nos nouveaux apprentis", "Quatre jeunes nous rejoignent cet automne pour apprendre le métier."]],
  de: [["Tag der offenen Tür: Lernen Sie das Team kennen", "Ab 10 Uhr mit Führungen, Kinderecke und Kaffee von unseren Ehrenamtlichen."], ["Neue Öffnungszeiten ab nächstem Monat", "Werktags öffnen wir früher, donnerstags bleiben wir länger."], ["Danke für ein Rekordjahr", "So viele Menschen wie nie haben dieses Jahr unsere Angebote genutzt. Was wir daraus lernen."], ["Unsere neuen Auszubildenden", "Vier junge Menschen beginnen diesen Herbst ihre Ausbildung bei uns."]],
  es: [["Jornada de puertas abiertas: ven a conocer al equipo", "Abrimos a las 10 h con visitas guiadas, rincón infantil y café de nuestros voluntarios."], ["Nuevo horario a partir del mes que viene", "Abrimos antes entre semana y cerramos más tarde los jueves."], ["Gracias por un año récord", "Nunca tantas personas habían usado nuestros servicios. Esto es lo que hemos aprendido."], ["Os presentamos a nuestros nuevos aprendices", "Cuatro jóvenes se incorporan este otoño para aprender el oficio."]],
  nl: [["Open dag: maak kennis met het team", "Vanaf 10 uur met rondleidingen, een kinderhoek en koffie van onze vrijwilligers."], ["Nieuwe openingstijden vanaf volgende maand", "Doordeweeks gaan we eerder open en op donderdag blijven we langer open."], ["Bedankt voor een recordjaar", "Nooit eerder maakten zoveel mensen gebruik van onze diensten. Dit hebben we geleerd."], ["Maak kennis met onze nieuwe leerlingen", "Vier jongeren komen dit najaar bij ons het vak leren."]],
  pt: [["Dia de portas abertas: venha conhecer a equipe", "A partir das 10h, com visitas guiadas, espaço infantil e café dos nossos voluntários."], ["Novo horário a partir do mês que vem", "Vamos abrir mais cedo durante a semana e fechar mais tarde às quintas."], ["Obrigado por um ano recorde", "Nunca tanta gente usou os nossos serviços. Veja o que aprendemos."], ["Conheça os nossos novos aprendizes", "Quatro jovens chegam neste outono para aprender o ofício."]],
  it: [["Open day: venite a conoscere la squadra", "Dalle 10 visite guidate, angolo bambini e caffè offerto dai nostri volontari."], ["I nuovi orari dal mese prossimo", "Apriamo prima nei giorni feriali e chiudiamo più tardi il giovedì."], ["Grazie per un anno record", "Mai così tante persone hanno usato i nostri servizi. Ecco cosa abbiamo imparato."], ["Vi presentiamo i nostri nuovi apprendisti", "Quattro ragazzi si uniscono a noi quest'autunno per imparare il mestiere."]]
}

// Posts published as usual, recalled from memory of how CMS themes render post teasers (WordPress's post-template block, Drupal views, Ghost cards): a new post's teaser at the head of the site's own cards (a copy of the first card's outer markup with a heading, a date and an excerpt) or of its list of posts (a copy of the first entry with no comments yet), linking to a new path on the site. (Recalled from memory; may be wrong in detail.)
const newTeaser = benign("new post teaser published in the site's own teaser markup (a card or list entry cloned from the first one: title, date, excerpt) linking to a new path on the site", (page, rng) => {
  const [title, excerpt] = pick(rng, say(page, teaserWords))
  const when = someDate(rng)
  const date = page.site.locale.date(when)
  const section = say(page, { en: "news", fr: "actualites", de: "aktuelles", es: "noticias", nl: "nieuws", pt: "noticias", it: "notizie" })
  const cards = cardGroups(page)
  if (cards.length > 0 && chance(rng, 0.7)) {
    const first = pick(rng, cards.slice(0, 4))[0]!
    const h = page.spots.elements.find((e) => /^h[2-5]$/.test(e.name) && e.start > first.start && e.start < first.closeTag!.start)!
    const path = ownUrl(rng, page, `/${chance(rng, 0.3) ? "blog" : section}/${slug(title)}`)
    return splices(insert(first.start, `<${first.name}${looks(first)}><${h.name}${looks(h)}><a href="${esc(path)}">${esc(title)}</a></${h.name}><time datetime="${when.toISOString().slice(0, 10)}">${esc(date)}</time><p>${esc(excerpt)}</p></${first.name}>`))
  }
  const g = listGroups(page).find((x) => x.items.some((li) => page.spots.elements.some((a) => a.name === "a" && a.parent === li.index)))
  if (g === undefined) return splices(insert(contentSpot(rng, page), `<article class="post"><h2><a href="/${section}/${slug(title)}">${esc(title)}</a></h2><p>${esc(excerpt)}</p></article>`))
  const li = g.items[0]!
  const a = page.spots.elements.find((e) => e.name === "a" && e.parent === li.index)
  const href = a?.attribs.href ?? "/news/"
  const base = /^https?:\/\//i.test(href) || href.startsWith("/") ? href.replace(/[^/]*$/, "") : "/"
  const hasCount = page.spots.elements.some((e) => e.name === "span" && e.parent === li.index && /comment/.test(e.attribs.class ?? ""))
  return splices(insert(li.start, `<li${looks(li)}><a href="${esc(base + slug(title))}">${esc(title)}</a>${hasCount ? ` <span class="comment-count">(${esc(page.site.words.comments(0))})</span>` : ""}</li>`))
})

const productWords: L<ReadonlyArray<readonly [string, number]>> = {
  en: [["Gift card", 25], ["Enamel mug", 14], ["Wall calendar 2026", 18], ["Canvas tote bag", 12], ["Guide book, new edition", 22]],
  fr: [["Carte cadeau", 25], ["Mug émaillé", 14], ["Calendrier mural 2026", 18], ["Sac en toile", 12], ["Guide, nouvelle édition", 22]],
  de: [["Geschenkgutschein", 25], ["Emaillebecher", 14], ["Wandkalender 2026", 18], ["Stofftasche", 12], ["Reiseführer, Neuauflage", 22]],
  es: [["Tarjeta regalo", 25], ["Taza esmaltada", 14], ["Calendario de pared 2026", 18], ["Bolsa de tela", 12], ["Guía, nueva edición", 22]],
  nl: [["Cadeaubon", 25], ["Emaille mok", 14], ["Wandkalender 2026", 18], ["Katoenen tas", 12], ["Gids, nieuwe editie", 22]],
  pt: [["Vale-presente", 25], ["Caneca esmaltada", 14], ["Calendário de parede 2026", 18], ["Sacola de lona", 12], ["Guia, nova edição", 22]],
  it: [["Carta regalo", 25], ["Tazza smaltata", 14], ["Calendario da muro 2026", 18], ["Borsa in tela", 12], ["Guida, nuova edizione", 22]]
}

// Products added through the shop's admin, recalled from memory of WooCommerce, Shopify and PrestaShop documentation on adding products that then appear in the theme's own product markup: a new product right after the site's own product line (or after the element showing a price), in the same markup, with an ordinary price in the local currency and a stock status, linking to its page on the site. (Recalled from memory; may be wrong in detail.)
const newProduct = benign("new product added after the site's own product line in the same markup, with an ordinary price in the local currency and a stock status", (page, rng) => {
  const [item, base] = pick(rng, say(page, productWords))
  const w = page.site.words
  const price = page.site.locale.money(base + pick(rng, [0, 0.5, 0.9, 0.95, 0.99]))
  const line = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /featured-product|product/.test(e.attribs.class ?? "") && /^(p|div|article)$/.test(e.name))
  let host = line
  const priceRun = page.spots.texts.find((t) => priceRe.test(t.text))
  if (host === undefined && priceRun !== undefined) {
    for (let e = elAt(page, priceRun.parent); e !== undefined; e = elAt(page, e.parent)) if (/^(p|div)$/.test(e.name) && e.closeTag !== null && e.shown) { host = e; break }
  }
  const tag = host?.name ?? "p"
  const stock = chance(rng, 0.7) ? w.inStock : w.fewLeft(between(rng, 3, 12))
  const html = `<${tag}${looks(host)}>${esc(w.featured)}: <a href="${esc(ownUrl(rng, page, `/shop/${slug(item)}`))}">${esc(item)}</a> — <span class="price">${esc(price)}</span> · <span class="stock">${esc(stock)}</span></${tag}>`
  return splices(insert(host?.closeTag?.end ?? contentSpot(rng, page), html))
})

const slideWords: L<ReadonlyArray<readonly [string, string, string, string]>> = {
  en: [["Summer programme", "Workshops, talks and family days all season long.", "See the programme", "/events"], ["Now open on Sundays", "From next month we open every Sunday from 10 am to 4 pm.", "Plan your visit", "/visit"], ["Join us as a volunteer", "A few hours a month make a real difference.", "Find out more", "/volunteer"]],
  fr: [["Programme d'été", "Ateliers, conférences et journées en famille toute la saison.", "Voir le programme", "/agenda"], ["Désormais ouvert le dimanche", "Dès le mois prochain, nous ouvrons chaque dimanche de 10 h à 16 h.", "Préparer sa visite", "/visite"], ["Devenez bénévole", "Quelques heures par mois changent vraiment les choses.", "En savoir plus", "/benevolat"]],
  de: [["Sommerprogramm", "Workshops, Vorträge und Familientage die ganze Saison.", "Zum Programm", "/veranstaltungen"], ["Jetzt auch sonntags geöffnet", "Ab nächstem Monat haben wir jeden Sonntag von 10 bis 16 Uhr geöffnet.", "Besuch planen", "/besuch"], ["Werden Sie ehrenamtlich aktiv", "Schon ein paar Stunden im Monat bewirken viel.", "Mehr erfahren", "/ehrenamt"]],
  es: [["Programa de verano", "Talleres, charlas y jornadas en familia durante toda la temporada.", "Ver el programa", "/agenda"], ["Ahora abrimos los domingos", "Desde el mes que viene abrimos cada domingo de 10 a 16 h.", "Planifica tu visita", "/visita"], ["Hazte voluntario", "Unas horas al mes marcan la diferencia.", "Más información", "/voluntariado"]],
  nl: [["Zomerprogramma", "Workshops, lezingen en familiedagen het hele seizoen.", "Bekijk het programma", "/agenda"], ["Nu ook op zondag open", "Vanaf volgende maand zijn we elke zondag open van 10 tot 16 uur.", "Plan je bezoek", "/bezoek"], ["Word vrijwilliger", "Een paar uur per maand maakt echt verschil.", "Meer weten", "/vrijwilligers"]],
  pt: [["Programação de verão", "Oficinas, palestras e dias em família durante toda a temporada.", "Ver a programação", "/agenda"], ["Agora abertos aos domingos", "A partir do mês que vem, abrimos todo domingo das 10h às 16h.", "Planeje sua visita", "/visita"], ["Seja voluntário", "Algumas horas por mês fazem toda a diferença.", "Saiba mais", "/voluntariado"]],
  it: [["Programma estivo", "Laboratori, incontri e giornate per famiglie per tutta la stagione.", "Scopri il programma", "/eventi"], ["Ora aperti anche la domenica", "Dal mese prossimo siamo aperti ogni domenica dalle 10 alle 16.", "Organizza la visita", "/visita"], ["Diventa volontario", "Poche ore al mese fanno una grande differenza.", "Scopri di più", "/volontariato"]]
}

// New slides in the home page carousel, recalled from memory of slider plugins' and themes' documentation (Slider Revolution, Smart Slider, Swiper, Slick, Bootstrap's carousel, about 2014–2024): a new slide at the front of the site's own slider (or a one-slide slider where it has none) with a photo from its own uploads, a caption in its language and a button to one of its pages. (Recalled from memory; may be wrong in detail.)
const heroSlide = benign("new slide added to the home page slider (Swiper, Slick, Bootstrap or Owl carousel) with a photo from the site's own uploads, a caption and a button to one of its pages", (page, rng) => {
  const [title, text, button, path] = pick(rng, say(page, slideWords))
  const img = `<img src="${esc(ownUrl(rng, page, uploads(rng, `${slug(title)}-${pick(rng, ["1920x800", "1600x700", "hero", "slide"])}`, pick(rng, ["jpg", "webp"]))))}" alt="${esc(title)}"${chance(rng, 0.5) ? ` width="1600" height="700"` : ""}>`
  const caption = `<h2>${esc(title)}</h2><p>${esc(text)}</p><a class="${pick(rng, ["btn btn-primary", "button", "slide-button"])}" href="${esc(ownUrl(rng, page, path))}">${esc(button)}</a>`
  const track = page.spots.elements.find((e) => e.shown && e.closeTag !== null && /(^|\s)(swiper-wrapper|slick-track|carousel-inner|owl-stage|slides)(\s|$)/.test(e.attribs.class ?? ""))
  if (track !== undefined) {
    const c = track.attribs.class ?? ""
    const slide = /swiper/.test(c) ? `<div class="swiper-slide">${img}<div class="slide-caption">${caption}</div></div>`
      : /slick/.test(c) ? `<div class="slick-slide">${img}<div class="caption">${caption}</div></div>`
      : /carousel-inner/.test(c) ? `<div class="carousel-item">${img}<div class="carousel-caption">${caption}</div></div>`
      : /owl/.test(c) ? `<div class="owl-item"><div class="item">${img}${caption}</div></div>`
      : track.name === "ul" ? `<li>${img}<div class="flex-caption">${caption}</div></li>` : `<div class="slide">${img}<div class="caption">${caption}</div></div>`
    return splices(insert(track.openEnd, slide))
  }
  const id = `${pick(rng, ["home-slider", "hero", "carousel"])}-${between(rng, 1, 9)}`
  const block = pick(rng, [
    () => `<div class="swiper hero-swiper" id="${id}"><div class="swiper-wrapper"><div class="swiper-slide">${img}<div class="slide-caption">${caption}</div></div></div><div class="swiper-pagination"></div></div>`,
    () => `<div class="slider slick-slider" id="${id}"><div class="slick-list"><div class="slick-track"><div class="slick-slide slick-current slick-active">${img}<div class="caption">${caption}</div></div></div></div></div>`,
    () => `<div id="${id}" class="carousel slide" data-bs-ride="carousel"><div class="carousel-inner"><div class="carousel-item active">${img}<div class="carousel-caption d-none d-md-block">${caption}</div></div></div></div>`,
    () => `<div class="owl-carousel owl-theme" id="${id}"><div class="owl-stage-outer"><div class="owl-stage"><div class="owl-item active"><div class="item">${img}${caption}</div></div></div></div></div>`
  ])()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), contentSpot(rng, page)]), block))
})

const altWords: L<ReadonlyArray<string>> = {
  en: ["Our team at the spring open day", "Visitors in the main hall", "The new reading room", "Volunteers at the summer fair", "Our workshop seen from the street", "Staff welcoming visitors at the entrance"],
  fr: ["Notre équipe lors des portes ouvertes de printemps", "Des visiteurs dans le hall principal", "La nouvelle salle de lecture", "Les bénévoles à la fête d'été", "Notre atelier vu de la rue", "L'accueil des visiteurs à l'entrée"],
  de: ["Unser Team beim Frühlingsfest", "Besucher in der großen Halle", "Der neue Lesesaal", "Ehrenamtliche beim Sommerfest", "Unsere Werkstatt von der Straße aus", "Empfang der Besucher am Eingang"],
  es: ["Nuestro equipo en la jornada de puertas abiertas", "Visitantes en el vestíbulo principal", "La nueva sala de lectura", "Voluntarios en la feria de verano", "Nuestro taller visto desde la calle", "Recepción de visitantes en la entrada"],
  nl: ["Ons team tijdens de open dag in het voorjaar", "Bezoekers in de grote hal", "De nieuwe leeszaal", "Vrijwilligers op de zomermarkt", "Onze werkplaats vanaf de straat", "Ontvangst van bezoekers bij de ingang"],
  pt: ["Nossa equipe no dia de portas abertas", "Visitantes no saguão principal", "A nova sala de leitura", "Voluntários na feira de verão", "Nossa oficina vista da rua", "Recepção dos visitantes na entrada"],
  it: ["Il nostro team all'open day di primavera", "Visitatori nella sala principale", "La nuova sala di lettura", "Volontari alla festa d'estate", "Il nostro laboratorio visto dalla strada", "L'accoglienza dei visitatori all'ingresso"]
}

// Photos replaced from the organisation's digital-asset-management system, recalled from memory of DAM vendors' documentation (Bynder, Cloudinary, Frontify, Canto, Adobe Dynamic Media/Scene7, imgix, about 2018–2024), whose public delivery URLs carry the customer's account name: several of the site's photos replaced by new shots (new file names, not the same files moved) served from the DAM's CDN under the organisation's account, with srcset and alt texts written for the new pictures. (Recalled from memory; may be wrong in detail.)
const damPhotos = benign("several of the site's photos replaced by new shots served from the organisation's digital-asset-management CDN (Bynder, Cloudinary, Frontify, Canto, Scene7) with new file names and alt texts", (page, rng) => {
  const acct = bare(page)
  const vendor = int(rng, 5)
  const url = (name: string, w: number) => {
    switch (vendor) {
      case 0: return `https://${acct}.bynder.com/transform/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}/${name}?io=transform:fill,width:${w}`
      case 1: return `https://res.cloudinary.com/${acct}/image/upload/f_auto,q_auto,w_${w}/v${digits(rng, 10)}/${pick(rng, ["site", "web", "photos"])}/${name}.jpg`
      case 2: return `https://media.ffycdn.net/eu/${acct}/${alnum(rng, 20)}/${name}.jpg?width=${w}`
      case 3: return `https://${acct}.canto.com/direct/image/${alnum(rng, 26)}/${alnum(rng, 27)}/original?content-type=image%2Fjpeg&name=${name}.jpg`
      default: return `https://s7d${between(rng, 1, 9)}.scene7.com/is/image/${acct}/${name}?wid=${w}&fmt=webp-alpha`
    }
  }
  const alts = sample(rng, say(page, altWords), 6)
  const imgs = pictures(page)
  if (imgs.length === 0) {
    const name = `${slug(alts[0]!)}-${digits(rng, 4)}`
    return splices(insert(contentSpot(rng, page), `<figure><img src="${esc(url(name, 1200))}" alt="${esc(alts[0]!)}" loading="lazy"></figure>`))
  }
  const chosen = imgs.slice(0, between(rng, 2, 5))
  return {
    splices: chosen.flatMap((img, i) => {
      const alt = alts[i % alts.length]!
      const name = `${slug(alt)}-${digits(rng, 4)}`
      const out: Array<Splice> = [setAttr(page, img, "src", url(name, 1200)), setAttr(page, img, "alt", alt)]
      if (img.attribs.srcset !== undefined) out.push(setAttr(page, img, "srcset", `${url(name, 600)} 600w, ${url(name, 1200)} 1200w`))
      return out
    })
  }
})

const posterAlt: L<ReadonlyArray<string>> = {
  en: ["Winter sale: 20% off until the end of the month", "Open day on Saturday, 10 am to 4 pm", "Our new app is here", "Book your tickets for the summer festival"],
  fr: ["Soldes d'hiver : -20 % jusqu'à la fin du mois", "Portes ouvertes samedi, de 10 h à 16 h", "Notre nouvelle appli est là", "Réservez vos places pour le festival d'été"],
  de: ["Winterschlussverkauf: 20 % bis Monatsende", "Tag der offenen Tür am Samstag, 10 bis 16 Uhr", "Unsere neue App ist da", "Jetzt Karten für das Sommerfestival sichern"],
  es: ["Rebajas de invierno: 20 % hasta final de mes", "Puertas abiertas el sábado, de 10 a 16 h", "Ya está aquí nuestra nueva app", "Reserva tus entradas para el festival de verano"],
  nl: ["Winteruitverkoop: 20% korting tot eind deze maand", "Open dag op zaterdag, van 10 tot 16 uur", "Onze nieuwe app is er", "Bestel je kaarten voor het zomerfestival"],
  pt: ["Liquidação de inverno: 20% até o fim do mês", "Portas abertas no sábado, das 10h às 16h", "Nosso novo app chegou", "Garanta seus ingressos para o festival de verão"],
  it: ["Saldi invernali: -20% fino a fine mese", "Open day sabato, dalle 10 alle 16", "È arrivata la nostra nuova app", "Prenota i biglietti per il festival estivo"]
}

// Picture-only campaign banners, recalled from memory of marketing teams' practice and CMS documentation (WordPress image blocks with links, Drupal media fields, about 2015–2024): a banner whose words are in the picture, uploaded to the site's own media library, inserted as a linked image block with an alt text repeating its words, pointing at one of the site's own pages. (Recalled from memory; may be wrong in detail.)
const campaignPoster = benign("picture-only campaign banner in a CMS image block, its file in the site's own uploads with an alt text, linking to one of the site's pages", (page, rng) => {
  const alt = pick(rng, say(page, posterAlt))
  const [w, h] = pick(rng, [[1200, 300], [970, 250], [1024, 400], [728, 90]] as const)
  const src = ownUrl(rng, page, uploads(rng, `${slug(alt).slice(0, 30)}-${w}x${h}`, pick(rng, ["jpg", "png", "webp"])))
  const link = ownUrl(rng, page, pick(rng, ["/shop", "/events", "/app", "/tickets", "/offers", "/visit"]))
  const block = pick(rng, [
    () => `<figure class="wp-block-image size-full"><a href="${esc(link)}"><img src="${esc(src)}" alt="${esc(alt)}" width="${w}" height="${h}" class="wp-image-${between(rng, 100, 90000)}"></a></figure>`,
    () => `<div class="banner"><a href="${esc(link)}"><img src="${esc(src)}" alt="${esc(alt)}" width="${w}" height="${h}" loading="lazy"></a></div>`,
    () => `<p class="campaign"><a href="${esc(link)}"><img src="${esc(src)}" alt="${esc(alt)}" style="max-width:100%;height:auto"></a></p>`
  ])()
  return splices(insert(contentSpot(rng, page), block))
})

const galleryCaptions: L<ReadonlyArray<string>> = {
  en: ["Opening night", "Volunteers at the stand", "The winners on stage", "A full house", "Setting up in the morning", "Thank you all for coming"],
  fr: ["La soirée d'ouverture", "Les bénévoles sur le stand", "Les lauréats sur scène", "Salle comble", "L'installation le matin", "Merci à tous d'être venus"],
  de: ["Der Eröffnungsabend", "Ehrenamtliche am Stand", "Die Gewinner auf der Bühne", "Volles Haus", "Aufbau am Morgen", "Danke an alle fürs Kommen"],
  es: ["La noche de inauguración", "Voluntarios en el puesto", "Los ganadores en el escenario", "Lleno total", "El montaje por la mañana", "Gracias a todos por venir"],
  nl: ["De openingsavond", "Vrijwilligers bij de stand", "De winnaars op het podium", "Een volle zaal", "Opbouwen in de ochtend", "Bedankt allemaal voor jullie komst"],
  pt: ["A noite de abertura", "Voluntários no estande", "Os vencedores no palco", "Casa cheia", "A montagem pela manhã", "Obrigado a todos pela presença"],
  it: ["La serata inaugurale", "I volontari allo stand", "I vincitori sul palco", "Tutto esaurito", "L'allestimento al mattino", "Grazie a tutti per essere venuti"]
}

// Event galleries from the site's own uploads, recalled from memory of WordPress's gallery block and Drupal and Joomla gallery modules (about 2018–2024) as clubs, schools and councils use them after an event: a gallery in the CMS's gallery markup, pictures uploaded to the site itself, with short captions in its language. (Recalled from memory; may be wrong in detail.)
const eventGallery = benign("photo gallery from a recent event added in the CMS's gallery markup, pictures from the site's own uploads with short captions", (page, rng) => {
  const caps = sample(rng, say(page, galleryCaptions), between(rng, 3, 6))
  const event = pick(rng, ["open-day", "summer-fair", "awards", "festival", "reunion", "concert"])
  const items = caps.map((c, i) => ({ src: ownUrl(rng, page, uploads(rng, `${event}-${String(i + 1).padStart(2, "0")}-1024x683`)), cap: c }))
  const block = pick(rng, [
    () => `<figure class="wp-block-gallery has-nested-images columns-${between(rng, 2, 3)} is-cropped">${items.map((x) => `<figure class="wp-block-image size-large"><img src="${esc(x.src)}" alt="${esc(x.cap)}"><figcaption class="wp-element-caption">${esc(x.cap)}</figcaption></figure>`).join("")}</figure>`,
    () => `<div class="gallery gallery-columns-3">${items.map((x) => `<figure class="gallery-item"><div class="gallery-icon"><a href="${esc(x.src)}"><img src="${esc(x.src)}" width="150" height="150" alt="${esc(x.cap)}"></a></div><figcaption class="wp-caption-text gallery-caption">${esc(x.cap)}</figcaption></figure>`).join("")}</div>`,
    () => `<ul class="photo-gallery">${items.map((x) => `<li><img src="${esc(x.src)}" alt="${esc(x.cap)}" loading="lazy"><span class="caption">${esc(x.cap)}</span></li>`).join("")}</ul>`
  ])()
  return splices(insert(contentSpot(rng, page), block))
})

const widgetWords: L<readonly [string, (b: string) => string, string]> = {
  en: ["About us", (b) => `${b} is run by a small team and a group of volunteers. Find out who we are and how we work.`, "Read more"],
  fr: ["Qui sommes-nous", (b) => `${b} est animé par une petite équipe et des bénévoles. Découvrez qui nous sommes et comment nous travaillons.`, "En savoir plus"],
  de: ["Über uns", (b) => `${b} wird von einem kleinen Team und vielen Ehrenamtlichen getragen. Erfahren Sie, wer wir sind und wie wir arbeiten.`, "Weiterlesen"],
  es: ["Quiénes somos", (b) => `${b} lo lleva un pequeño equipo con la ayuda de voluntarios. Descubre quiénes somos y cómo trabajamos.`, "Leer más"],
  nl: ["Over ons", (b) => `${b} wordt gerund door een klein team en een groep vrijwilligers. Lees wie we zijn en hoe we werken.`, "Lees meer"],
  pt: ["Quem somos", (b) => `A ${b} é mantida por uma pequena equipe e um grupo de voluntários. Saiba quem somos e como trabalhamos.`, "Leia mais"],
  it: ["Chi siamo", (b) => `${b} è gestito da un piccolo gruppo di persone e da volontari. Scopri chi siamo e come lavoriamo.`, "Leggi di più"]
}

// Sidebar widgets added by the site's editors, recalled from memory of WordPress's Text and Custom HTML widgets, Drupal custom blocks and Joomla custom modules: an "about us" text widget in the CMS's widget markup, in the sidebar when the page has one, linking to one of the site's own pages. (Recalled from memory; may be wrong in detail.)
const aboutWidget = benign("sidebar text widget in the CMS's widget markup with a short 'about us' blurb and a link to one of the site's own pages", (page, rng) => {
  const [title, blurb, more] = say(page, widgetWords)
  const link = ownUrl(rng, page, pick(rng, ["/about", "/about-us", "/qui-sommes-nous", "/ueber-uns", "/quienes-somos", "/over-ons", "/chi-siamo"]))
  const n = between(rng, 2, 19)
  const widget = pick(rng, [
    () => `<section id="text-${n}" class="widget widget_text"><h2 class="widget-title">${esc(title)}</h2><div class="textwidget"><p>${esc(blurb(brandOf(page)))}</p><p><a href="${esc(link)}">${esc(more)}</a></p></div></section>`,
    () => `<div id="block-about-${n}" class="block block-block-content"><h2>${esc(title)}</h2><div class="content"><p>${esc(blurb(brandOf(page)))} <a href="${esc(link)}">${esc(more)}</a></p></div></div>`,
    () => `<div class="moduletable"><h3>${esc(title)}</h3><div class="custom"><p>${esc(blurb(brandOf(page)))}</p><p><a href="${esc(link)}">${esc(more)} »</a></p></div></div>`
  ])()
  const side = page.spots.elements.find((e) => e.shown && e.closeTag !== null && !e.inert && (e.name === "aside" || /(^|[\s_-])(sidebar|widget-area|secondary)([\s_-]|$)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)))
  if (side !== undefined && chance(rng, 0.75)) return splices(insert(chance(rng, 0.5) ? side.openEnd : side.closeTag!.start, widget))
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), widget))
})

const newWord: L<string> = { en: "New", fr: "Nouveau", de: "Neu", es: "Nuevo", nl: "Nieuw", pt: "Novo", it: "Nuovo" }

// "New" badges after a relaunch, recalled from memory of theme and menu-plugin documentation (WordPress menu badges, Bootstrap's badge component, about 2016–2024): small "new" labels in the site's language added beside several entries of its menus and lists. (Recalled from memory; may be wrong in detail.)
const newBadges = benign("small 'new' badges added beside several entries of the site's menus and lists after a relaunch, in its language", (page, rng) => {
  const word = say(page, newWord)
  const badge = pick(rng, [`<span class="badge badge-new">${esc(word)}</span>`, `<span class="menu-badge">${esc(word)}</span>`, `<sup class="new">${esc(word)}</sup>`, `<span class="label label-success">${esc(word)}</span>`])
  const links = shown(page, "a", (e) => !e.inert && e.closeTag !== null && textOf(page, e).length >= 3 && textOf(page, e).length <= 60 && under(page, e, new Set(["li", "nav"])))
  if (links.length === 0) {
    const hs = headings(page)
    return hs.length === 0 ? splices(insert(contentSpot(rng, page), `<p>${badge}</p>`)) : splices(insert(hs[0]!.closeTag!.start, ` ${badge}`))
  }
  const chosen = sample(rng, links.slice(0, 30), between(rng, 2, 5))
  return { splices: chosen.map((a) => insert(a.closeTag!.start, ` ${badge}`)) }
})

// ———————————————————————————— shown only to some visitors ————————————————————————————

const shortWord: L<string> = { en: "In short", fr: "En bref", de: "Kurz gesagt", es: "En resumen", nl: "In het kort", pt: "Em resumo", it: "In breve" }

// Responsive redesigns that show a summary only on phones, recalled from memory of responsive-design and mobile-first guides (Bootstrap's display utilities such as d-md-none, NN/g on mobile content, about 2014–2024): a short summary, taken from the page's own lead sentence, shown only on narrow screens by a media query (or a framework's display classes), placed under the first heading. (Recalled from memory; may be wrong in detail.)
const mobileSummary = benign("short summary of the page shown only on narrow screens (a media query or display classes hide it on wide ones), written from its own lead", (page, rng) => {
  const lead = bodyParas(page)[0]
  const text = lead === undefined ? brandOf(page) : (textOf(page, lead).split(/(?<=[.!?])\s+/)[0] ?? "").slice(0, 240)
  const label = say(page, shortWord)
  const cls = `${pick(rng, ["summary", "tldr", "lead-mobile", "m-summary"])}-${alnum(rng, 3)}`
  const max = pick(rng, [576, 640, 767, 768])
  const h = firstHeading(page)
  const at = afterBlock(page, h) ?? contentSpot(rng, page)
  if (chance(rng, 0.3)) return splices(insert(at, `<p class="d-block d-md-none summary"><strong>${esc(label)}:</strong> ${esc(text)}</p>`))
  const css = `.${cls}{display:none}@media (max-width:${max}px){.${cls}{display:block;font-size:1.05em;border-left:3px solid currentColor;padding-left:.6em}}`
  return splices(insert(head(page), `<style>${css}</style>`), insert(at, `<p class="${cls}"><strong>${esc(label)}:</strong> ${esc(text)}</p>`))
})

const sectionWord: L<string> = { en: "In this section", fr: "Dans cette rubrique", de: "In diesem Bereich", es: "En esta sección", nl: "In deze rubriek", pt: "Nesta seção", it: "In questa sezione" }

// Section menus shown only on wide screens, recalled from memory of responsive redesigns in which a sidebar list of the section's pages appears only above a breakpoint (GOV.UK-style side navigation, Bootstrap's d-none d-lg-block, about 2014–2024): an "in this section" list of links the page already carries to the site's own pages, shown only on wide screens. (Recalled from memory; may be wrong in detail.)
const wideSidebar = benign("'in this section' list of the site's own pages shown only on wide screens by a media query (responsive redesign)", (page, rng) => {
  const seen = new Set<string>()
  const links = ownLinks(page).filter((l) => !seen.has(l.path) && seen.add(l.path)).slice(0, between(rng, 3, 6))
  const items = links.length > 0 ? links.map((l) => `<li><a href="${esc(l.path)}">${esc(l.text)}</a></li>`).join("") : `<li><a href="/">${esc(brandOf(page))}</a></li>`
  const cls = `${pick(rng, ["side-nav", "section-nav", "subnav"])}-${alnum(rng, 3)}`
  const min = pick(rng, [992, 1024, 1200, 1280])
  const nav = `<nav class="${cls}" aria-label="${esc(say(page, sectionWord))}"><h2>${esc(say(page, sectionWord))}</h2><ul>${items}</ul></nav>`
  if (chance(rng, 0.3)) return splices(insert(contentSpot(rng, page), nav.replace(`class="${cls}"`, `class="d-none d-lg-block section-nav"`)))
  return splices(insert(head(page), `<style>.${cls}{display:none}@media (min-width:${min}px){.${cls}{display:block;float:right;width:16em;margin:0 0 1em 1.5em}}</style>`), insert(pick(rng, [contentSpot(rng, page), anySlot(rng, page.spots)]), nav))
})

const loadingWord: L<string> = { en: "Loading…", fr: "Chargement…", de: "Wird geladen…", es: "Cargando…", nl: "Laden…", pt: "Carregando…", it: "Caricamento…" }

// Sections loaded when they come into view, recalled from memory of web.dev's articles on lazy loading and IntersectionObserver, and of themes that fetch "related posts", reviews or events lists from their own endpoints when the reader scrolls near them (about 2017–2024): a placeholder section with a skeleton and a script that fetches its HTML from the site's own path when it comes near the viewport. (Recalled from memory; may be wrong in detail.)
const lazySection = benign("a section below the fold (related pages, reviews or the events list) filled from the site's own endpoint when the visitor scrolls near it (IntersectionObserver), with a placeholder", (page, rng) => {
  const id = `${pick(rng, ["related", "reviews", "events", "more"])}-${alnum(rng, 4)}`
  const path = pick(rng, ["/partials/related.html", `/wp-json/${bare(page)}/v1/related?post=${between(rng, 10, 9999)}`, "/events/upcoming?fragment=1", "/reviews/latest.html", `/api/blocks/${id}`])
  const section = `<section id="${id}" class="lazy-section" data-src="${esc(path)}"><div class="skeleton" aria-busy="true" style="min-height:${between(rng, 120, 320)}px">${esc(say(page, loadingWord))}</div></section>`
  const code = `var s=document.getElementById(${js(id)});if(!s||!("IntersectionObserver" in window))return;new IntersectionObserver(function(es,o){if(!es[0].isIntersecting)return;o.disconnect();fetch(s.getAttribute("data-src"),{credentials:"same-origin"}).then(function(r){return r.ok?r.text():""}).then(function(h){if(h)s.innerHTML=h;});},{rootMargin:"${between(rng, 100, 600)}px"}).observe(s);`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), section + wrapScript(rng, code)))
})

const surveyWords: L<readonly [string, string, string]> = {
  en: ["Help us improve this website", "Take our two-minute survey", "No thanks"],
  fr: ["Aidez-nous à améliorer ce site", "Répondez à notre questionnaire de deux minutes", "Non merci"],
  de: ["Helfen Sie uns, diese Website zu verbessern", "Zur Zwei-Minuten-Umfrage", "Nein, danke"],
  es: ["Ayúdanos a mejorar esta web", "Responde a nuestra encuesta de dos minutos", "No, gracias"],
  nl: ["Help ons deze website te verbeteren", "Vul onze enquête van twee minuten in", "Nee, bedankt"],
  pt: ["Ajude-nos a melhorar este site", "Responda à nossa pesquisa de dois minutos", "Não, obrigado"],
  it: ["Aiutaci a migliorare questo sito", "Rispondi al nostro sondaggio di due minuti", "No, grazie"]
}

// Survey invitations shown after a delay, recalled from memory of user-research practice (GOV.UK's and universities' site surveys, Hotjar and Qualtrics intercepts, about 2015–2024) that invite visitors only after they have spent some time on the page: a small box, hidden at first, slid in after half a minute or more by a timer or a CSS animation delay, linking to the site's own survey page, with a close button. (Recalled from memory; may be wrong in detail.)
const delayedSurvey = benign("invitation to a short visitor survey on the site's own path slid in after half a minute or more (timer or CSS delay), with a close button", (page, rng) => {
  const [title, cta, no] = say(page, surveyWords)
  const id = `survey-${alnum(rng, 4)}`
  const link = ownUrl(rng, page, pick(rng, ["/survey", "/feedback/survey", `/forms/website-survey-${2025 + int(rng, 2)}`, "/umfrage", "/enquete"]))
  const box = `<div id="${id}" class="survey-invite" role="dialog" aria-label="${esc(title)}" style="position:fixed;${pick(rng, ["right", "left"])}:16px;bottom:16px;max-width:320px;padding:16px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 8px rgba(0,0,0,.2);z-index:1000%HIDE%"><p><strong>${esc(title)}</strong></p><p><a href="${esc(link)}">${esc(cta)}</a></p><button type="button" onclick="this.parentNode.remove()">${esc(no)}</button></div>`
  const delay = between(rng, 30, 120)
  if (chance(rng, 0.5)) {
    const kf = `in${alnum(rng, 4)}`
    return splices(insert(head(page), `<style>#${id}{opacity:0;visibility:hidden;animation:${kf} .6s ${delay}s forwards}@keyframes ${kf}{to{opacity:1;visibility:visible}}</style>`), insert(bottom(page), box.replace("%HIDE%", "")))
  }
  const code = `setTimeout(function(){var b=document.getElementById(${js(id)});if(b&&!sessionStorage.getItem("survey-seen")){b.style.display="block";sessionStorage.setItem("survey-seen","1");}},${delay * 1000});`
  return splices(insert(bottom(page), box.replace("%HIDE%", ";display:none") + wrapScript(rng, code)))
})

const openWords: L<readonly [string, string, string, string]> = {
  en: ["Opening hours", "Mon–Fri 9:00–17:30, Sat 10:00–13:00", "Open now", "Closed now"],
  fr: ["Horaires d'ouverture", "lun.–ven. 9 h–17 h 30, sam. 10 h–13 h", "Ouvert actuellement", "Fermé actuellement"],
  de: ["Öffnungszeiten", "Mo–Fr 9:00–17:30 Uhr, Sa 10:00–13:00 Uhr", "Jetzt geöffnet", "Jetzt geschlossen"],
  es: ["Horario", "lun.–vie. 9:00–17:30, sáb. 10:00–13:00", "Abierto ahora", "Cerrado ahora"],
  nl: ["Openingstijden", "ma–vr 9.00–17.30 uur, za 10.00–13.00 uur", "Nu geopend", "Nu gesloten"],
  pt: ["Horário de atendimento", "seg.–sex. 9h–17h30, sáb. 10h–13h", "Aberto agora", "Fechado agora"],
  it: ["Orari di apertura", "lun.–ven. 9:00–17:30, sab. 10:00–13:00", "Aperto ora", "Chiuso ora"]
}

// "Open now" badges, recalled from memory of local-business themes and store-locator plugins that compute the status from the opening hours in the visitor's local time (about 2015–2024), the same thing search engines show beside a business: an opening-hours line under the contact heading with a badge filled in by a small script that compares the visitor's clock with the hours. (Recalled from memory; may be wrong in detail.)
const openNow = benign("'open now' or 'closed now' badge computed by a small script from the opening hours in the visitor's local time, beside the contact heading", (page, rng) => {
  const [label, hours, open, closed] = say(page, openWords)
  const id = `open-${alnum(rng, 4)}`
  const line = `<p class="opening-hours">${esc(label)}: ${esc(hours)} <span id="${id}" class="open-status"></span></p>`
  const code = `var d=new Date(),w=d.getDay(),m=d.getHours()*60+d.getMinutes(),o=(w>=1&&w<=5&&m>=540&&m<1050)||(w===6&&m>=600&&m<780);var e=document.getElementById(${js(id)});if(e){e.textContent=o?${js(open)}:${js(closed)};e.className="open-status "+(o?"is-open":"is-closed");}`
  const h = contactHeading(page)
  const at = h !== undefined ? h.closeTag!.end : contentSpot(rng, page)
  return splices(insert(at, line + wrapScript(rng, code)))
})

const otherVersion: ReadonlyArray<readonly [Lang, string, string]> = [
  ["en", "This page is also available in English.", "/en/"], ["fr", "Cette page existe aussi en français.", "/fr/"], ["de", "Diese Seite gibt es auch auf Deutsch.", "/de/"],
  ["es", "Esta página también está disponible en español.", "/es/"], ["nl", "Deze pagina is ook beschikbaar in het Nederlands.", "/nl/"], ["pt", "Esta página também está disponível em português.", "/pt/"],
  ["it", "Questa pagina è disponibile anche in italiano.", "/it/"]
]

// Language-version hints by browser language, recalled from memory of internationalisation guides (W3C's advice against forced redirects by language, Weglot and WPML documentation, about 2015–2024): a slim bar, hidden at first, revealed by a script only when the visitor's browser prefers another language the site is published in, linking to the site's own version in that language. (Recalled from memory; may be wrong in detail.)
const languageHint = benign("slim bar suggesting the site's own version in another language, shown by a script only to visitors whose browser prefers that language", (page, rng) => {
  const [code, text, path] = pick(rng, otherVersion.filter(([c]) => c !== lang(page)))
  const id = `lang-hint-${alnum(rng, 3)}`
  const bar = `<div id="${id}" class="language-hint" lang="${code}" hidden style="padding:8px 12px;background:#f3f3f3;text-align:center;font-size:14px"><a href="${esc(ownUrl(rng, page, path))}" hreflang="${code}">${esc(text)}</a></div>`
  const script = `var l=(navigator.languages||[navigator.language||""]).join(",").toLowerCase();if(/(^|,)${code}/.test(l)&&!localStorage.getItem("lang-hint-closed")){var b=document.getElementById(${js(id)});if(b)b.hidden=false;}`
  return splices(insert(top(page), bar), insert(pick(rng, [bottom(page), head(page)]), wrapScript(rng, script)))
})

const ctaWords: L<ReadonlyArray<readonly [string, string]>> = {
  en: [["Book a visit", "/book"], ["Donate", "/donate"], ["Get a quote", "/quote"], ["Contact us", "/contact"]],
  fr: [["Réserver une visite", "/reserver"], ["Faire un don", "/don"], ["Demander un devis", "/devis"], ["Nous contacter", "/contact"]],
  de: [["Termin buchen", "/termin"], ["Spenden", "/spenden"], ["Angebot anfordern", "/angebot"], ["Kontakt aufnehmen", "/kontakt"]],
  es: [["Reservar visita", "/reservar"], ["Donar", "/donar"], ["Pedir presupuesto", "/presupuesto"], ["Contactar", "/contacto"]],
  nl: [["Afspraak maken", "/afspraak"], ["Doneren", "/doneren"], ["Offerte aanvragen", "/offerte"], ["Neem contact op", "/contact"]],
  pt: [["Agendar visita", "/agendar"], ["Doar", "/doar"], ["Pedir orçamento", "/orcamento"], ["Fale conosco", "/contato"]],
  it: [["Prenota una visita", "/prenota"], ["Dona", "/dona"], ["Chiedi un preventivo", "/preventivo"], ["Contattaci", "/contatti"]]
}

// Sticky call-to-action bars, recalled from memory of conversion-design articles and theme options (sticky "book now" or "donate" bars on mobile, about 2016–2024) that appear only once the visitor has scrolled past the header: a bar, hidden at first, shown by a scroll listener after a few hundred pixels, with one or two buttons to the site's own pages (and its own phone number as a tel: link). (Recalled from memory; may be wrong in detail.)
const stickyCta = benign("sticky call-to-action bar (book, call or donate on the site's own pages) that appears once the visitor scrolls past the top of the page", (page, rng) => {
  const [label, path] = pick(rng, say(page, ctaWords))
  const id = `cta-bar-${alnum(rng, 3)}`
  const call = chance(rng, 0.5) ? ` <a class="button" href="tel:${page.ids.phone.tel}">${esc(page.site.words.phone)}</a>` : ""
  const bar = `<div id="${id}" class="sticky-cta" style="display:none;position:fixed;left:0;right:0;bottom:0;padding:10px;background:${pick(rng, ["#0b5394", "#222", "#00703c", "#6a1b9a"])};text-align:center;z-index:900"><a class="button" href="${esc(ownUrl(rng, page, path))}" style="color:#fff">${esc(label)}</a>${call}</div>`
  const y = between(rng, 250, 900)
  const code = `var b=document.getElementById(${js(id)});window.addEventListener("scroll",function(){if(b)b.style.display=scrollY>${y}?"block":"none";},{passive:true});`
  return splices(insert(bottom(page), bar + wrapScript(rng, code)))
})

// ———————————————————————————— contact details and notices ————————————————————————————

const mailWords: L<(n: string, d: string) => string> = {
  en: (n, d) => `Our e-mail address has changed: please write to ${n}. Messages sent to the old address are forwarded until ${d}.`,
  fr: (n, d) => `Notre adresse e-mail change : écrivez-nous désormais à ${n}. Les messages envoyés à l'ancienne adresse sont transférés jusqu'au ${d}.`,
  de: (n, d) => `Unsere E-Mail-Adresse hat sich geändert: Bitte schreiben Sie an ${n}. Nachrichten an die alte Adresse werden bis zum ${d} weitergeleitet.`,
  es: (n, d) => `Hemos cambiado de dirección de correo: escríbenos a ${n}. Los mensajes enviados a la dirección anterior se reenvían hasta el ${d}.`,
  nl: (n, d) => `Ons e-mailadres is gewijzigd: mail voortaan naar ${n}. Berichten aan het oude adres worden tot ${d} doorgestuurd.`,
  pt: (n, d) => `Nosso e-mail mudou: escreva para ${n}. Mensagens enviadas ao endereço antigo serão encaminhadas até ${d}.`,
  it: (n, d) => `Il nostro indirizzo e-mail è cambiato: scriveteci a ${n}. I messaggi inviati al vecchio indirizzo vengono inoltrati fino al ${d}.`
}

// Mailboxes renamed on the organisation's own domain, recalled from memory of organisations moving from personal or legacy mailboxes to shared role addresses when they change mail provider (Microsoft 365 or Google Workspace migrations, about 2015–2024): the site's e-mail address replaced everywhere (text and mailto: links) by another mailbox on the same domain, with a line saying the old one is forwarded for a while. (Recalled from memory; may be wrong in detail.)
const mailboxChanged = benign("the site's e-mail address changed everywhere to a new mailbox on its own domain (text and mailto: links), with a line saying the old one is forwarded for a while", (page, rng) => {
  const [local, domain] = page.ids.email.split("@") as [string, string]
  const fresh = pick(rng, ["hello", "info", "contact", "office", "service", "enquiries", "team", "mail", "post", "reception"].filter((l) => l !== local))
  const next = `${fresh}@${domain}`
  const out = replaceEverywhere(page, [[page.ids.email, next]])
  const note = say(page, mailWords)(next, dateOf(rng, page))
  const line = lineAfter(page, page.ids.email)
  out.push(line === null ? insert(contentSpot(rng, page), `<p class="notice">${esc(note)}</p>`) : insert(line.at, line.wrap(esc(note))))
  return { splices: out }
})

const farewellWords: L<(b: string, y: number, d: string, v: string) => readonly [string, string]> = {
  en: (b, y, d, v) => [`${b} is closing`, `After ${y} years, we will close for good on ${d}. Thank you to everyone who has supported us. Orders placed before then will be delivered, gift vouchers can be used until ${v}, and guarantees remain valid: you can still reach us at the usual address and number.`],
  fr: (b, y, d, v) => [`${b} ferme ses portes`, `Après ${y} ans, nous fermerons définitivement le ${d}. Merci à toutes celles et ceux qui nous ont soutenus. Les commandes passées d'ici là seront livrées, les bons d'achat restent valables jusqu'au ${v} et les garanties sont maintenues : vous pouvez toujours nous joindre aux coordonnées habituelles.`],
  de: (b, y, d, v) => [`${b} schließt`, `Nach ${y} Jahren schließen wir am ${d} endgültig. Danke an alle, die uns unterstützt haben. Bis dahin aufgegebene Bestellungen werden geliefert, Gutscheine können bis zum ${v} eingelöst werden und Garantien bleiben gültig: Sie erreichen uns weiterhin unter den bekannten Kontaktdaten.`],
  es: (b, y, d, v) => [`${b} cierra`, `Después de ${y} años, cerraremos definitivamente el ${d}. Gracias a todas las personas que nos han apoyado. Los pedidos realizados hasta entonces se entregarán, los vales regalo se pueden usar hasta el ${v} y las garantías siguen vigentes: puedes seguir contactándonos en los datos de siempre.`],
  nl: (b, y, d, v) => [`${b} stopt`, `Na ${y} jaar sluiten we op ${d} definitief de deuren. Dank aan iedereen die ons heeft gesteund. Bestellingen die vóór die datum zijn geplaatst worden geleverd, cadeaubonnen zijn geldig tot ${v} en garanties blijven gelden: u bereikt ons nog steeds via de bekende gegevens.`],
  pt: (b, y, d, v) => [`A ${b} vai encerrar as atividades`, `Depois de ${y} anos, fecharemos definitivamente em ${d}. Obrigado a todos que nos apoiaram. Os pedidos feitos até lá serão entregues, os vales-presente podem ser usados até ${v} e as garantias continuam válidas: você ainda pode falar conosco pelos contatos de sempre.`],
  it: (b, y, d, v) => [`${b} chiude`, `Dopo ${y} anni chiuderemo definitivamente il ${d}. Grazie a tutti coloro che ci hanno sostenuto. Gli ordini effettuati fino ad allora saranno consegnati, i buoni regalo si possono usare fino al ${v} e le garanzie restano valide: potete ancora contattarci ai soliti recapiti.`]
}

// Farewell notices of businesses closing for good, recalled from memory of small businesses' own closing announcements (independent shops, restaurants and publications, as reported in local press, 2010s–2020s), which thank customers and say how orders, vouchers and guarantees will be honoured: a notice in the site's own heading and paragraph markup, its contact details unchanged. (Recalled from memory; may be wrong in detail.)
const farewell = benign("farewell notice: the business closes for good on a date, with thanks to customers and how open orders, vouchers and guarantees will be honoured", (page, rng) => {
  const [h, p] = say(page, farewellWords)(brandOf(page), between(rng, 8, 60), dateOf(rng, page), dateOf(rng, page))
  const hs = headings(page).filter((e) => /^h[2-3]$/.test(e.name))
  const hEl = hs.length > 0 ? pick(rng, hs.slice(0, 6)) : undefined
  const ps = bodyParas(page)
  const pEl = ps.length > 0 ? pick(rng, ps.slice(0, 6)) : undefined
  const hName = hEl?.name ?? "h2"
  return splices(insert(contentSpot(rng, page), `<${hName}${looks(hEl)}>${esc(h)}</${hName}><p${looks(pEl)}>${esc(p)}</p>`))
})

const portalWords: L<(d: string, host: string) => readonly [string, string]> = {
  en: (d, h) => ["Our new customer portal", `From ${d}, you can manage your account, invoices and appointments at ${h}. Your existing login carries over. We will never ask for your password by e-mail, text message or phone.`],
  fr: (d, h) => ["Notre nouvel espace client", `À partir du ${d}, gérez votre compte, vos factures et vos rendez-vous sur ${h}. Vos identifiants actuels restent valables. Nous ne vous demanderons jamais votre mot de passe par e-mail, SMS ou téléphone.`],
  de: (d, h) => ["Unser neues Kundenportal", `Ab dem ${d} verwalten Sie Ihr Konto, Ihre Rechnungen und Termine unter ${h}. Ihre bisherigen Zugangsdaten gelten weiter. Wir fragen Sie niemals per E-Mail, SMS oder Telefon nach Ihrem Passwort.`],
  es: (d, h) => ["Nuestra nueva área de clientes", `A partir del ${d}, gestiona tu cuenta, facturas y citas en ${h}. Tus datos de acceso actuales siguen siendo válidos. Nunca te pediremos la contraseña por correo, SMS ni teléfono.`],
  nl: (d, h) => ["Ons nieuwe klantenportaal", `Vanaf ${d} beheert u uw account, facturen en afspraken op ${h}. Uw huidige inloggegevens blijven geldig. Wij vragen nooit per e-mail, sms of telefoon naar uw wachtwoord.`],
  pt: (d, h) => ["Nosso novo portal do cliente", `A partir de ${d}, gerencie sua conta, faturas e agendamentos em ${h}. Seu login atual continua valendo. Nunca pediremos sua senha por e-mail, SMS ou telefone.`],
  it: (d, h) => ["La nostra nuova area clienti", `Dal ${d} potete gestire account, fatture e appuntamenti su ${h}. Le credenziali attuali restano valide. Non vi chiederemo mai la password via e-mail, SMS o telefono.`]
}

// New customer portals on the organisation's own subdomain, recalled from memory of utilities', banks' and councils' announcements of new self-service portals (about 2015–2024), which pair the launch with a reminder that staff never ask for passwords: a notice in the site's own markup naming the portal on a subdomain of the site's own domain. (Recalled from memory; may be wrong in detail.)
const newPortal = benign("'our new customer portal opens on <date>' notice with the portal on the organisation's own subdomain and a reminder that staff never ask for passwords", (page, rng) => {
  const host = `${pick(rng, ["portal", "account", "my", "mein", "espace-client", "clientes", "mijn", "area-clienti", "login"])}.${page.site.domain}`
  const [h, p] = say(page, portalWords)(dateOf(rng, page), host)
  const html = esc(p).replace(host, `<a href="https://${host}/">${host}</a>`)
  const ps = bodyParas(page)
  const pEl = ps.length > 0 ? pick(rng, ps.slice(0, 6)) : undefined
  return splices(insert(contentSpot(rng, page), `<div class="${pick(rng, ["notice", "announcement", "info-box"])}"><h3>${esc(h)}</h3><p${looks(pEl)}>${html}</p></div>`))
})

const agmWords: L<{ readonly title: string; readonly intro: (b: string, d: string, t: string) => string; readonly items: ReadonlyArray<string>; readonly proxy: string }> = {
  en: { title: "Notice of annual general meeting", intro: (b, d, t) => `Notice is hereby given that the annual general meeting of ${b} will be held on ${d} at ${t} at our offices. Members are invited to attend.`, items: ["Approval of the minutes of the last meeting", "Annual report and accounts", "Election of board members", "Appointment of the auditor", "Any other business"], proxy: "Proxy form (PDF)" },
  fr: { title: "Convocation à l'assemblée générale annuelle", intro: (b, d, t) => `Les membres de ${b} sont convoqués à l'assemblée générale ordinaire qui se tiendra le ${d} à ${t} dans nos locaux.`, items: ["Approbation du procès-verbal de la dernière assemblée", "Rapport moral et rapport financier", "Élection des membres du conseil d'administration", "Désignation du commissaire aux comptes", "Questions diverses"], proxy: "Formulaire de pouvoir (PDF)" },
  de: { title: "Einladung zur ordentlichen Mitgliederversammlung", intro: (b, d, t) => `Hiermit laden wir alle Mitglieder von ${b} zur ordentlichen Mitgliederversammlung am ${d} um ${t} in unseren Räumen ein.`, items: ["Genehmigung des Protokolls der letzten Versammlung", "Jahresbericht und Jahresabschluss", "Wahl des Vorstands", "Wahl der Kassenprüfer", "Verschiedenes"], proxy: "Vollmachtsformular (PDF)" },
  es: { title: "Convocatoria de la asamblea general ordinaria", intro: (b, d, t) => `Se convoca a los socios de ${b} a la asamblea general ordinaria que se celebrará el ${d} a las ${t} en nuestra sede.`, items: ["Aprobación del acta de la asamblea anterior", "Memoria y cuentas anuales", "Elección de la junta directiva", "Nombramiento de auditores", "Ruegos y preguntas"], proxy: "Formulario de delegación de voto (PDF)" },
  nl: { title: "Uitnodiging algemene ledenvergadering", intro: (b, d, t) => `Hierbij nodigen wij de leden van ${b} uit voor de algemene ledenvergadering op ${d} om ${t} in ons kantoor.`, items: ["Vaststelling van de notulen van de vorige vergadering", "Jaarverslag en jaarrekening", "Bestuursverkiezing", "Benoeming van de kascommissie", "Rondvraag"], proxy: "Volmachtformulier (pdf)" },
  pt: { title: "Edital de convocação da assembleia geral ordinária", intro: (b, d, t) => `Ficam convocados os associados da ${b} para a assembleia geral ordinária que se realizará em ${d}, às ${t}, em nossa sede.`, items: ["Aprovação da ata da assembleia anterior", "Relatório e contas do exercício", "Eleição da diretoria", "Eleição do conselho fiscal", "Assuntos gerais"], proxy: "Modelo de procuração (PDF)" },
  it: { title: "Convocazione dell'assemblea ordinaria dei soci", intro: (b, d, t) => `I soci di ${b} sono convocati in assemblea ordinaria il ${d} alle ore ${t} presso la nostra sede.`, items: ["Approvazione del verbale della seduta precedente", "Relazione annuale e bilancio", "Elezione del consiglio direttivo", "Nomina dei revisori dei conti", "Varie ed eventuali"], proxy: "Modulo di delega (PDF)" }
}

// Notices convening the annual general meeting, recalled from memory of associations', cooperatives' and companies' convening notices (UK Companies Act notices, French "convocation à l'AG", German Vereinsrecht invitations, about 2010–2024), which give the date, place, agenda and a proxy form: a convening notice in the site's own heading and paragraph markup with a numbered agenda and a proxy form on the site's own host. (Recalled from memory; may be wrong in detail.)
const agmNotice = benign("notice convening the annual general meeting (date, time, venue, agenda, proxy form on the site's own host) in the site's own markup", (page, rng) => {
  const w = say(page, agmWords)
  const time = pick(rng, ["18:00", "18:30", "19:00", "14:00", "10:00"])
  const y = 2025 + int(rng, 2)
  const hs = headings(page).filter((e) => /^h[2-3]$/.test(e.name))
  const hEl = hs.length > 0 ? pick(rng, hs.slice(0, 6)) : undefined
  const hName = hEl?.name ?? "h2"
  const items = w.items.slice(0, between(rng, 3, 5))
  const proxy = ownUrl(rng, page, `/${pick(rng, ["documents", "files", "downloads", "wp-content/uploads/" + y])}/agm-${y}-proxy-form.pdf`)
  return splices(insert(contentSpot(rng, page), `<${hName}${looks(hEl)}>${esc(w.title)}</${hName}><p>${esc(w.intro(brandOf(page), dateOf(rng, page), time))}</p><ol>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ol><p><a href="${esc(proxy)}">${esc(w.proxy)}</a></p>`))
})

const licenceWords: L<(ref: string, b: string, d: string) => readonly [string, string]> = {
  en: (r, b, d) => ["Public notice: licence application", `${b} has applied to the local authority for a premises licence to extend its opening hours (reference ${r}). Anyone wishing to make representations may do so in writing to the licensing authority by ${d}. The application can be viewed on our notices page and at the council offices.`],
  fr: (r, b, d) => ["Avis au public : demande d'autorisation", `${b} a déposé auprès de la mairie une demande d'autorisation d'extension de ses horaires d'ouverture (référence ${r}). Les observations peuvent être adressées par écrit au service compétent jusqu'au ${d}. Le dossier est consultable sur notre page d'avis et en mairie.`],
  de: (r, b, d) => ["Öffentliche Bekanntmachung: Antrag auf Genehmigung", `${b} hat bei der Gemeinde einen Antrag auf Verlängerung der Öffnungszeiten gestellt (Aktenzeichen ${r}). Einwendungen können bis zum ${d} schriftlich bei der zuständigen Behörde erhoben werden. Die Unterlagen liegen auf unserer Bekanntmachungsseite und im Rathaus aus.`],
  es: (r, b, d) => ["Anuncio público: solicitud de licencia", `${b} ha solicitado al ayuntamiento una licencia para ampliar su horario de apertura (expediente ${r}). Quien lo desee puede presentar alegaciones por escrito ante el órgano competente hasta el ${d}. El expediente puede consultarse en nuestra página de avisos y en el ayuntamiento.`],
  nl: (r, b, d) => ["Openbare kennisgeving: vergunningaanvraag", `${b} heeft bij de gemeente een vergunning aangevraagd voor ruimere openingstijden (kenmerk ${r}). Zienswijzen kunnen tot ${d} schriftelijk worden ingediend bij het bevoegd gezag. De aanvraag ligt ter inzage op onze pagina met kennisgevingen en op het gemeentehuis.`],
  pt: (r, b, d) => ["Aviso público: pedido de licença", `A ${b} solicitou à prefeitura uma licença para ampliar seu horário de funcionamento (processo ${r}). Manifestações podem ser enviadas por escrito ao órgão competente até ${d}. O processo pode ser consultado na nossa página de avisos e na prefeitura.`],
  it: (r, b, d) => ["Avviso pubblico: domanda di autorizzazione", `${b} ha presentato al Comune domanda di autorizzazione per l'ampliamento dell'orario di apertura (pratica ${r}). Eventuali osservazioni possono essere presentate per iscritto all'ufficio competente entro il ${d}. La pratica è consultabile sulla nostra pagina avvisi e presso il Comune.`]
}

// Statutory notices of applications, recalled from memory of licensing and planning law that requires applicants to publicise an application (the UK Licensing Act 2003 notices, French "avis au public", German Bekanntmachungen, Dutch "kennisgeving", about 2010–2024), often also on the applicant's own site: a notice with a reference, the deadline for representations and a link to the site's own notices page. (Recalled from memory; may be wrong in detail.)
const publicNotice = benign("statutory public notice of a licence or planning application (reference, objection deadline) linking to the site's own notices page", (page, rng) => {
  const ref = `${pick(rng, ["LA", "PL", "APP", "LIC"])}/${2025 + int(rng, 2)}/${digits(rng, 4)}`
  const [h, p] = say(page, licenceWords)(ref, brandOf(page), dateOf(rng, page))
  const link = ownUrl(rng, page, pick(rng, ["/notices", "/public-notices", "/avis", "/bekanntmachungen", "/avisos", "/kennisgevingen", "/avvisi"]))
  const ps = bodyParas(page)
  const pEl = ps.length > 0 ? pick(rng, ps.slice(0, 6)) : undefined
  return splices(insert(contentSpot(rng, page), `<div class="${pick(rng, ["public-notice", "notice", "legal-notice"])}"><h3>${esc(h)}</h3><p${looks(pEl)}>${esc(p)} <a href="${esc(link)}">${esc(ref)}</a></p></div>`))
})

const callWords: L<(n: number, form: string) => string> = {
  en: (n, f) => `We are receiving a high number of calls. The current waiting time is about ${n} minutes; you can also use our <a href="${f}">contact form</a> and we will reply within two working days.`,
  fr: (n, f) => `Nous recevons actuellement beaucoup d'appels. Le temps d'attente est d'environ ${n} minutes ; vous pouvez aussi utiliser notre <a href="${f}">formulaire de contact</a>, nous répondons sous deux jours ouvrés.`,
  de: (n, f) => `Derzeit erreichen uns sehr viele Anrufe. Die Wartezeit beträgt etwa ${n} Minuten; Sie können auch unser <a href="${f}">Kontaktformular</a> nutzen, wir antworten innerhalb von zwei Werktagen.`,
  es: (n, f) => `Estamos recibiendo muchas llamadas. El tiempo de espera actual es de unos ${n} minutos; también puedes usar nuestro <a href="${f}">formulario de contacto</a> y te responderemos en dos días laborables.`,
  nl: (n, f) => `Wij ontvangen op dit moment veel telefoontjes. De wachttijd is ongeveer ${n} minuten; u kunt ook ons <a href="${f}">contactformulier</a> gebruiken, dan reageren wij binnen twee werkdagen.`,
  pt: (n, f) => `Estamos recebendo muitas ligações. O tempo de espera atual é de cerca de ${n} minutos; você também pode usar nosso <a href="${f}">formulário de contato</a> e responderemos em até dois dias úteis.`,
  it: (n, f) => `Stiamo ricevendo molte chiamate. L'attesa attuale è di circa ${n} minuti; potete anche usare il nostro <a href="${f}">modulo di contatto</a>, risponderemo entro due giorni lavorativi.`
}

// "High call volumes" lines, recalled from memory of customer-service pages of utilities, airlines, councils and tax offices during busy periods (about 2015–2024), which give a waiting time and point to an online form instead of giving another number: a line right after the site's own phone line, in the same markup, linking to its contact form, the number unchanged. (Recalled from memory; may be wrong in detail.)
const callVolumes = benign("'high call volumes' line under the site's phone number with the expected waiting time and a pointer to its own contact form, number unchanged", (page, rng) => {
  const form = ownUrl(rng, page, pick(rng, ["/contact", "/contact-us", "/kontakt", "/contacto", "/contatti", "/contato", "/contact#form"]))
  const html = say(page, callWords)(between(rng, 5, 40), esc(form))
  const line = lineAfter(page, page.ids.phone.national) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(html)))
  return splices(insert(contentSpot(rng, page), `<p>${html}</p>`))
})

export const fresh25Benigns: ReadonlyArray<ChangeClass> = [
  editorRewrite, seoHeadings, newSlogan,
  newTeaser, newProduct, heroSlide, damPhotos, campaignPoster, eventGallery, aboutWidget, newBadges,
  mobileSummary, wideSidebar, lazySection, delayedSurvey, openNow, languageHint, stickyCta,
  mailboxChanged, farewell, newPortal, agmNotice, publicNotice, callVolumes
]

/**
 * Fresh35 benign classes: written during round 25, by someone who does not
 * read the engines, from the point of view of a security editor at a
 * regional and national media group, as what newsrooms and the web teams
 * of the group's sites (and of the sites they syndicate or advertise for)
 * honestly do every day, in the page's own language. Many share the
 * footprint of a defacement in fresh35-defacements.ts and are the hard
 * negatives: a red breaking-news banner, live blogs that grow with
 * timestamped entries, editor's notes and corrections, a "LIVE" title and
 * a reworded headline, a refreshed "last updated" date, reordered most-read
 * lists, embedded posts, videos, podcasts and data widgets from other
 * hosts (social networks, video platforms, Datawrapper and Flourish
 * election graphics, sports-data providers), new ad partners and
 * recommendation widgets, a paywall vendor's script and new subscription
 * offers, push-notification opt-ins from known vendors, newsletter prompts
 * posting to a mailing service, links to other outlets, syndication
 * credits with a republishing pixel, a tips box and a support appeal
 * pointing to the outlet's own addresses and accounts, redesigned headers
 * and footers with press-council badges, bylines with authors' photos.
 * Each varies wording, placement, providers, ids, dates and numbers with
 * the rng. None sends a reader, a form, a payment or a download to a party
 * other than the outlet, its own subdomains and accounts, well-known
 * providers and public bodies. The writer had no internet access: vendors'
 * URL formats and embed codes are recalled from memory and may differ in
 * detail. Scored in the `fresh35` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, lineAfter, occurrences, say, setAttr, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type El, type Range, attrValue, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, shuffle } from "./rng.js"
import { headlines, reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh35", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** Occurrences of `value` outside raw text (see the note in fresh34-defacements.ts on the shared `occurrences`). */
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occ(page, value).filter((r) => inText(page, r))
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => `${chance(rng, 0.4) ? origin(page) : ""}${path}`
const lowSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), bottom(page)])
const anySpot = (rng: Rng, page: Page) => slotAt(page.spots, pick(rng, ["top", "middle", "bottom"] as const))
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const country = (page: Page) => page.site.locale.country
const byCountry = <A>(page: Page, table: Readonly<Record<string, A>>, fallback: A): A => table[country(page)] ?? fallback
const contactNeedles = (page: Page) => [page.ids.bank?.value ?? "", page.ids.email, page.ids.phone.intl, page.ids.phone.national].filter((s) => s !== "")
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "news"
const clock = (rng: Rng) => `${between(rng, 6, 23)}:${String(between(rng, 0, 59)).padStart(2, "0")}`
const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
const headMeta = (page: Page, f: (e: El) => boolean) => page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && f(e))
const textOf = (page: Page, e: El): string =>
  e.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= e.openEnd && t.end <= e.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const headings = (page: Page): Array<El> => {
  const ok = (e: El) => usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && textOf(page, e).length >= 8
  return [...shown(page, "h1", ok), ...shown(page, "h2", ok)]
}
/** Just after the lead headline when a block may go there, else a slot near the top. */
const afterHeadline = (rng: Rng, page: Page): number => {
  const h = headings(page)[0]
  const parentOk = h !== undefined && !/^(a|p|span|button|label|summary|li|td|th|h[1-6])$/.test(elAt(page, h.parent)?.name ?? "")
  return h !== undefined && parentOk && chance(rng, 0.7) ? h.closeTag!.end : slotAt(page.spots, "top")
}
/** The first shown paragraph with a long text, for notes that go after it. */
const longParagraph = (page: Page): El | undefined =>
  page.spots.elements.find((e) => e.name === "p" && e.shown && usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && textOf(page, e).length >= 80)

const places: Readonly<Record<string, ReadonlyArray<string>>> = {
  uk: ["Manchester", "Leeds", "Bristol"], us: ["Ohio", "Houston", "Denver"], au: ["Brisbane", "Perth"], in: ["Pune", "Chennai"], fr: ["Lyon", "Marseille", "Lille"], de: ["Hamburg", "Leipzig", "Köln"],
  es: ["Valencia", "Sevilla", "Zaragoza"], nl: ["Rotterdam", "Utrecht", "Eindhoven"], br: ["Campinas", "Porto Alegre", "Recife"], it: ["Torino", "Napoli", "Bologna"]
}
const place = (rng: Rng, page: Page) => pick(rng, byCountry(page, places, ["the city centre"]))

/** Ordinary news of the day, as a newsroom writes it. */
const news: T<ReadonlyArray<string>> = {
  en: ["Storm warning: evening trains cancelled across the region", "Parliament approves the budget after a late-night vote", "Central bank leaves interest rates unchanged", "Warehouse fire in {p} under control, no one injured", "National team through to the final after penalties", "Motorway near {p} reopened after this morning's crash"],
  fr: ["Alerte orages : trains du soir supprimés dans toute la région", "Le Parlement adopte le budget après un vote dans la nuit", "La banque centrale laisse ses taux inchangés", "Incendie d'un entrepôt à {p} : le feu est maîtrisé, aucun blessé", "L'équipe nationale en finale après les tirs au but", "L'autoroute près de {p} rouverte après l'accident de ce matin"],
  de: ["Unwetterwarnung: Abendzüge in der ganzen Region gestrichen", "Bundestag beschließt den Haushalt nach nächtlicher Abstimmung", "Notenbank lässt die Zinsen unverändert", "Lagerhallenbrand in {p} unter Kontrolle, niemand verletzt", "Nationalmannschaft nach Elfmeterschießen im Finale", "Autobahn bei {p} nach Unfall am Morgen wieder frei"],
  es: ["Aviso por tormentas: suprimidos los trenes de la tarde en toda la región", "El Congreso aprueba los presupuestos tras una votación nocturna", "El banco central mantiene los tipos de interés", "Controlado el incendio de una nave en {p}, sin heridos", "La selección, a la final tras los penaltis", "Reabierta la autovía cerca de {p} tras el accidente de esta mañana"],
  nl: ["Code oranje: avondtreinen in de hele regio geschrapt", "Tweede Kamer stemt na nachtelijk debat in met de begroting", "Centrale bank laat de rente ongewijzigd", "Brand in loods in {p} onder controle, geen gewonden", "Nationaal elftal na strafschoppen naar de finale", "Snelweg bij {p} weer open na ongeluk vanochtend"],
  pt: ["Alerta de temporal: trens da noite cancelados em toda a região", "Congresso aprova o orçamento após votação de madrugada", "Banco central mantém a taxa de juros", "Incêndio em galpão em {p} controlado, sem feridos", "Seleção vai à final nos pênaltis", "Rodovia perto de {p} liberada após acidente desta manhã"],
  it: ["Allerta temporali: soppressi i treni serali in tutta la regione", "Il Parlamento approva la manovra dopo un voto notturno", "La banca centrale lascia i tassi invariati", "Incendio in un capannone a {p}: fiamme sotto controllo, nessun ferito", "La Nazionale in finale ai rigori", "Riaperta l'autostrada vicino a {p} dopo l'incidente di stamattina"]
}
const newsLine = (rng: Rng, page: Page) => fill(pick(rng, say(page, news)), { p: place(rng, page) })
const sections: T<ReadonlyArray<string>> = {
  en: ["/news/", "/uk-news/", "/local/", "/politics/", "/sport/"], fr: ["/actualite/", "/france/", "/region/", "/politique/", "/sport/"], de: ["/nachrichten/", "/politik/", "/region/", "/sport/", "/lokales/"],
  es: ["/noticias/", "/espana/", "/local/", "/politica/", "/deportes/"], nl: ["/nieuws/", "/binnenland/", "/regio/", "/politiek/", "/sport/"], pt: ["/noticias/", "/brasil/", "/cidades/", "/politica/", "/esporte/"],
  it: ["/notizie/", "/cronaca/", "/politica/", "/sport/", "/italia/"]
}
/** The outlet's own paths, in its language. */
type PathKind = "support" | "author" | "login" | "corrections" | "code" | "complaints" | "tips"
const paths: T<Readonly<Record<PathKind, ReadonlyArray<string>>>> = {
  en: { support: ["/support", "/contribute", "/support-us"], author: ["/author", "/profile", "/staff"], login: ["/login", "/account", "/sign-in"], corrections: ["/corrections"], code: ["/editorial-code", "/standards"], complaints: ["/complaints", "/readers-editor"], tips: ["/tips", "/securedrop", "/contact/tips"] },
  fr: { support: ["/soutenir", "/nous-soutenir"], author: ["/auteur", "/signataires"], login: ["/connexion", "/mon-compte"], corrections: ["/rectificatifs", "/erratum"], code: ["/charte-deontologique", "/charte"], complaints: ["/mediateur", "/contact"], tips: ["/alerte", "/securedrop", "/contact/informations"] },
  de: { support: ["/unterstuetzen", "/spenden"], author: ["/autor", "/autoren"], login: ["/anmelden", "/mein-konto"], corrections: ["/korrekturen"], code: ["/leitlinien", "/pressekodex"], complaints: ["/impressum", "/kontakt"], tips: ["/hinweise", "/securedrop", "/briefkasten"] },
  es: { support: ["/apoya", "/colabora"], author: ["/autor", "/autores"], login: ["/acceso", "/mi-cuenta"], corrections: ["/fe-de-errores"], code: ["/codigo-etico", "/libro-de-estilo"], complaints: ["/defensor-del-lector", "/contacto"], tips: ["/buzon", "/securedrop", "/envianos-tu-noticia"] },
  nl: { support: ["/steun-ons", "/doneer"], author: ["/auteur", "/auteurs"], login: ["/inloggen", "/mijn-account"], corrections: ["/correcties", "/rectificaties"], code: ["/redactiestatuut", "/code"], complaints: ["/ombudsman", "/contact"], tips: ["/tips", "/securedrop", "/tip-de-redactie"] },
  pt: { support: ["/apoie", "/contribua"], author: ["/autor", "/autores"], login: ["/entrar", "/minha-conta"], corrections: ["/erramos"], code: ["/principios-editoriais", "/codigo-de-etica"], complaints: ["/ouvidoria", "/fale-conosco"], tips: ["/denuncie", "/securedrop", "/envie-sua-pauta"] },
  it: { support: ["/sostienici", "/sostieni"], author: ["/autore", "/autori"], login: ["/accedi", "/il-mio-account"], corrections: ["/rettifiche"], code: ["/codice-etico", "/carta-dei-valori"], complaints: ["/contatti", "/garante-dei-lettori"], tips: ["/segnalazioni", "/securedrop", "/invia-una-notizia"] }
}
const pathFor = (rng: Rng, page: Page, k: PathKind): string => pick(rng, say(page, paths)[k])
const storyPath = (rng: Rng, page: Page, title: string) => `${pick(rng, say(page, sections))}${slug(title.normalize("NFD").replace(/[\u0300-\u036f]/g, "")).slice(0, 60)}-${between(rng, 100000, 9999999)}${pick(rng, ["", ".html", "/"])}`

// ———————————————————————————— live news: banners, live blogs, notes, titles, headlines ————————————————————————————

const breaking: T<ReadonlyArray<string>> = {
  en: ["Breaking", "Breaking news", "Just in"], fr: ["Alerte info", "Dernière minute"], de: ["Eilmeldung", "Breaking News"], es: ["Última hora", "Urgente"], nl: ["Net binnen", "Breaking"], pt: ["Urgente", "Última hora"], it: ["Ultim'ora", "Breaking news"]
}

// Breaking-news banners (the red bar every newsroom's CMS can switch on for a big story, linking to the story on the site itself): one banner at the top of the page.
const breakingBanner = benign("fresh35-red-breaking-news-banner-linking-to-own-story", (page, rng) => {
  const t = newsLine(rng, page)
  const style = `background:${pick(rng, ["#c00", "#d0021b", "#e2001a", "#b00"])};color:#fff;padding:${between(rng, 6, 12)}px ${between(rng, 10, 16)}px;font-weight:bold`
  const body = `<strong>${esc(pick(rng, say(page, breaking)))}</strong> ${link(own(rng, page, storyPath(rng, page, t)), t)}${chance(rng, 0.4) ? ` <time>${clock(rng)}</time>` : ""}`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["breaking-news", "breaking", "alert-bar", "bn-banner"])}" style="${style}">${body}</div>`))
})

const liveEntries: T<ReadonlyArray<string>> = {
  en: ["Firefighters say the blaze is now under control.", "The minister will speak to reporters in the next hour.", "Police have reopened the road in both directions.", "Our reporter at the scene says crowds are starting to leave.", "Rail operators expect a normal service tomorrow morning.", "The council has published a statement on its website."],
  fr: ["Les pompiers indiquent que l'incendie est désormais maîtrisé.", "Le ministre doit s'exprimer devant la presse dans l'heure.", "La police a rouvert la route dans les deux sens.", "Notre journaliste sur place indique que la foule commence à se disperser.", "La SNCF prévoit un trafic normal demain matin.", "La mairie a publié un communiqué sur son site."],
  de: ["Die Feuerwehr meldet, der Brand sei unter Kontrolle.", "Der Minister will sich in der nächsten Stunde äußern.", "Die Polizei hat die Straße in beide Richtungen wieder freigegeben.", "Unser Reporter vor Ort berichtet, dass sich die Menge auflöst.", "Die Bahn rechnet morgen früh mit normalem Verkehr.", "Die Stadt hat eine Stellungnahme veröffentlicht."],
  es: ["Los bomberos dan por controlado el incendio.", "El ministro comparecerá ante la prensa en la próxima hora.", "La policía ha reabierto la carretera en ambos sentidos.", "Nuestro enviado informa de que la gente empieza a marcharse.", "Renfe prevé un servicio normal mañana por la mañana.", "El ayuntamiento ha publicado un comunicado en su web."],
  nl: ["De brandweer meldt dat de brand onder controle is.", "De minister staat binnen het uur de pers te woord.", "De politie heeft de weg in beide richtingen weer vrijgegeven.", "Onze verslaggever ter plaatse ziet de menigte vertrekken.", "NS verwacht morgenochtend een normale dienstregeling.", "De gemeente heeft een verklaring op haar site gezet."],
  pt: ["Os bombeiros dizem que o fogo está controlado.", "O ministro vai falar com a imprensa na próxima hora.", "A polícia liberou a via nos dois sentidos.", "Nosso repórter no local diz que a multidão começa a se dispersar.", "A concessionária prevê operação normal amanhã cedo.", "A prefeitura publicou uma nota em seu site."],
  it: ["I vigili del fuoco: l'incendio è sotto controllo.", "Il ministro parlerà alla stampa entro un'ora.", "La polizia ha riaperto la strada in entrambe le direzioni.", "Il nostro inviato: la folla comincia a disperdersi.", "Trenitalia prevede una circolazione regolare domattina.", "Il Comune ha pubblicato una nota sul proprio sito."]
}
const liveTitle: T<ReadonlyArray<string>> = { en: ["Live updates", "As it happened"], fr: ["En direct", "Le fil info"], de: ["Liveticker", "Live-Blog"], es: ["Directo", "Minuto a minuto"], nl: ["Liveblog", "Live"], pt: ["Ao vivo", "Tempo real"], it: ["Diretta", "Live"] }

// Live blogs that grow (a running story page gaining timestamped entries through the day, newest first): several new entries in a live section after the headline.
const liveBlogGrows = benign("fresh35-live-blog-gains-timestamped-entries-newest-first", (page, rng) => {
  const n = between(rng, 2, 5)
  let h = between(rng, 12, 22)
  let m = between(rng, 0, 59)
  const items = sample(rng, say(page, liveEntries), n).map((t) => {
    m -= between(rng, 3, 25)
    while (m < 0) { m += 60; h = Math.max(6, h - 1) }
    return `<li><time>${h}:${String(m).padStart(2, "0")}</time> ${esc(t)}</li>`
  })
  const html = `<section class="${pick(rng, ["liveblog", "live-updates", "ticker-entries"])}"><h2>${esc(pick(rng, say(page, liveTitle)))}</h2><ol reversed>${items.join("")}</ol></section>`
  return splices(insert(afterHeadline(rng, page), html))
})

const notes: T<ReadonlyArray<string>> = {
  en: ["Editor's note ({d}): this article has been updated with a response from the council.", "This article was amended on {d} to correct the spelling of a name.", "Clarification ({d}): an earlier version of this article misstated the date of the hearing.", "This article was amended on {d}: a photo was removed at the request of the family."],
  fr: ["Note de la rédaction ({d}) : cet article a été complété avec la réponse de la mairie.", "Cet article a été modifié le {d} pour corriger l'orthographe d'un nom.", "Précision ({d}) : une version précédente de cet article indiquait une date d'audience erronée.", "Article modifié le {d} : une photo a été retirée à la demande de la famille."],
  de: ["Anmerkung der Redaktion ({d}): Der Artikel wurde um eine Stellungnahme der Stadt ergänzt.", "Dieser Artikel wurde am {d} korrigiert: Ein Name war falsch geschrieben.", "Klarstellung ({d}): In einer früheren Version stand ein falsches Verhandlungsdatum.", "Aktualisiert am {d}: Auf Wunsch der Familie wurde ein Foto entfernt."],
  es: ["Nota de la redacción ({d}): se ha añadido la respuesta del ayuntamiento.", "Este artículo se modificó el {d} para corregir la grafía de un nombre.", "Aclaración ({d}): una versión anterior daba una fecha errónea de la vista.", "Artículo modificado el {d}: se retiró una foto a petición de la familia."],
  nl: ["Noot van de redactie ({d}): dit artikel is aangevuld met een reactie van de gemeente.", "Dit artikel is op {d} aangepast: een naam was verkeerd gespeld.", "Verduidelijking ({d}): in een eerdere versie stond een verkeerde zittingsdatum.", "Aangepast op {d}: op verzoek van de familie is een foto verwijderd."],
  pt: ["Nota da redação ({d}): a reportagem foi atualizada com a resposta da prefeitura.", "Este texto foi alterado em {d} para corrigir a grafia de um nome.", "Esclarecimento ({d}): uma versão anterior informava a data errada da audiência.", "Texto alterado em {d}: uma foto foi retirada a pedido da família."],
  it: ["Nota della redazione ({d}): l'articolo è stato aggiornato con la risposta del Comune.", "Articolo modificato il {d} per correggere la grafia di un nome.", "Precisazione ({d}): una versione precedente riportava una data errata dell'udienza.", "Articolo modificato il {d}: una foto è stata rimossa su richiesta della famiglia."]
}

// Editor's notes and amendments (a newsroom's standards desk adds a dated, italic note when it updates, clarifies or amends an article): the note after the first long paragraph, or at the end of the page's content.
const editorsNote = benign("fresh35-dated-editors-note-or-amendment-after-paragraph", (page, rng) => {
  const text = esc(fill(pick(rng, say(page, notes)), { d: page.site.locale.date(someDate(rng)) }))
  const p = longParagraph(page)
  const html = `<p class="${pick(rng, ["editors-note", "correction", "amendment", "note"])}"><em>${text}</em></p>`
  return splices(insert(p !== undefined && chance(rng, 0.7) ? p.closeTag!.end : lowSpot(rng, page), html))
})

const livePrefix: T<ReadonlyArray<string>> = { en: ["LIVE: ", "Live: ", "Updated: "], fr: ["EN DIRECT - ", "Direct : ", "Mis à jour : "], de: ["LIVE: ", "Liveticker: ", "Update: "], es: ["DIRECTO | ", "En directo: ", "Actualizado: "], nl: ["LIVE | ", "Live: ", "Update: "], pt: ["AO VIVO: ", "Ao vivo: ", "Atualizado: "], it: ["DIRETTA | ", "Live: ", "Aggiornato: "] }

// "LIVE" and "Updated" title prefixes (the tab title and the social card title of a running story marked live while it runs): the prefix before the title and the og:title.
const titleLive = benign("fresh35-live-or-updated-prefix-on-title-and-social-card", (page, rng) => {
  const pre = pick(rng, say(page, livePrefix))
  const out: Array<Splice> = []
  const tr = titleRange(page)
  if (tr !== null) {
    const raw = page.html.slice(tr.start, tr.end)
    out.push(insert(tr.start + (raw.length - raw.trimStart().length), esc(pre)))
  } else out.push(insert(head(page), `<title>${esc(pre)}${esc(brandName(page))}</title>`))
  const og = headMeta(page, (e) => (e.attribs.property ?? e.attribs.name ?? "").toLowerCase() === "og:title")
  if (og !== undefined && chance(rng, 0.7)) out.push(setAttr(page, og, "content", `${pre}${og.attribs.content ?? ""}`))
  return { splices: out }
})

const headlineTail: T<ReadonlyArray<string>> = {
  en: [": what we know so far", " – latest", ", as it happened", " (updated)"], fr: [" : ce que l'on sait", " : les dernières informations", " (mis à jour)"], de: [": Was wir wissen", " – die neuesten Entwicklungen", " (aktualisiert)"],
  es: [": lo que sabemos", ", en directo", " (actualizado)"], nl: [": dit weten we", " – laatste nieuws", " (bijgewerkt)"], pt: [": o que se sabe", " – últimas notícias", " (atualizado)"], it: [": cosa sappiamo", " – gli ultimi aggiornamenti", " (aggiornato)"]
}

// Headlines reworded while a story runs (a desk editor adds "what we know so far" or "latest", or an SEO test tries a longer variant): the lead headline's text extended in place.
const headlineReworded = benign("fresh35-lead-headline-extended-while-story-runs", (page, rng) => {
  const tail = pick(rng, say(page, headlineTail))
  const h = headings(page)[0]
  if (h === undefined) return splices(insert(slotAt(page.spots, "top"), `<h2>${esc(newsLine(rng, page))}${esc(tail)}</h2>`))
  const raw = page.html.slice(h.openEnd, h.closeTag!.start)
  return splices(insert(h.openEnd + raw.trimEnd().length, esc(tail)))
})

// "Last updated" dates refreshed (the CMS rewrites the update line every time an editor touches a page; sometimes with the time): the page's update date replaced by a later one.
const updatedRefreshed = benign("fresh35-last-updated-date-refreshed-with-time", (page, rng) => {
  // (the published dates fall in 2025 and 2026: a refresh is later)
  const d = page.site.locale.date(new Date(Date.UTC(2027, int(rng, 6), 1 + int(rng, 28))))
  const next = chance(rng, 0.5) ? `${d}, ${clock(rng)}` : d
  const out = textOcc(page, page.ids.updated).map((r) => replace(r, esc(next)))
  if (out.length > 0) return { splices: out }
  return splices(insert(top(page), `<p class="updated">${esc(page.site.words.updated)}: ${esc(next)}</p>`))
})

// ———————————————————————————— embeds and widgets from other hosts ————————————————————————————

const handles: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  uk: [["Met Police", "metpoliceuk"], ["Met Office", "metoffice"], ["National Rail", "nationalrailenq"]], us: [["NWS", "NWS"], ["FEMA", "fema"], ["NYPD News", "NYPDnews"]],
  fr: [["Préfecture de police", "prefpolice"], ["Météo-France", "meteofrance"], ["SNCF Voyageurs", "SNCFVoyageurs"]], de: [["Polizei Berlin", "polizeiberlin"], ["DWD", "DWD_presse"], ["Deutsche Bahn", "DB_Info"]],
  es: [["Policía Nacional", "policia"], ["AEMET", "AEMET_Esp"], ["DGT", "DGTes"]], nl: [["Politie", "Politie"], ["KNMI", "KNMI"], ["NS", "NS_online"]],
  br: [["Defesa Civil SP", "defesacivilsp"], ["Governo do Brasil", "govbr"]], it: [["Polizia di Stato", "poliziadistato"], ["Vigili del Fuoco", "emergenzavvf"], ["Protezione Civile", "DPCgov"]],
  au: [["Bureau of Meteorology", "BOM_au"], ["NSW Police", "nswpolice"]], in: [["PIB India", "PIB_India"], ["IMD", "Indiametdept"]]
}
const postText: T<ReadonlyArray<string>> = {
  en: ["Road closed in both directions while emergency services attend. Please avoid the area.", "Weather warning extended until midnight. Stay up to date with the latest forecast."],
  fr: ["Route fermée dans les deux sens pendant l'intervention des secours. Évitez le secteur.", "Vigilance prolongée jusqu'à minuit. Suivez les dernières prévisions."],
  de: ["Straße in beide Richtungen gesperrt, Rettungskräfte im Einsatz. Bitte umfahren Sie den Bereich.", "Unwetterwarnung bis Mitternacht verlängert. Bleiben Sie informiert."],
  es: ["Carretera cortada en ambos sentidos mientras actúan los servicios de emergencia. Eviten la zona.", "Aviso meteorológico prorrogado hasta medianoche. Consulten la previsión."],
  nl: ["Weg in beide richtingen afgesloten vanwege hulpverlening. Vermijd het gebied.", "Weerwaarschuwing verlengd tot middernacht. Blijf op de hoogte."],
  pt: ["Via interditada nos dois sentidos durante o atendimento. Evite a região.", "Alerta meteorológico prorrogado até a meia-noite. Acompanhe a previsão."],
  it: ["Strada chiusa in entrambe le direzioni per l'intervento dei soccorsi. Evitate la zona.", "Allerta prorogata fino a mezzanotte. Seguite gli aggiornamenti."]
}

// Embedded social posts (an article quoting a police force's, a weather service's or a rail operator's post through the network's own embed code, blockquote plus the network's script): one embed after a paragraph.
const socialEmbed = benign("fresh35-embedded-social-post-of-public-body-with-network-script", (page, rng) => {
  const [name, h] = pick(rng, byCountry(page, handles, [["Reuters", "Reuters"]]))
  const text = esc(pick(rng, say(page, postText)))
  const id = `1${digits(rng, 18)}`
  const date = page.site.locale.date(someDate(rng))
  const embed = pick(rng, [
    () => `<blockquote class="twitter-tweet"><p lang="${page.site.locale.lang}" dir="ltr">${text}</p>&mdash; ${esc(name)} (@${h}) <a href="https://twitter.com/${h}/status/${id}">${esc(date)}</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`,
    () => `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/${alnum(rng, 11)}/" data-instgrm-version="14"><a href="https://www.instagram.com/${h.toLowerCase()}/">${esc(name)}</a><p>${text}</p></blockquote><script async src="//www.instagram.com/embed.js"></script>`,
    () => `<blockquote class="bluesky-embed" data-bluesky-uri="at://did:plc:${alnum(rng, 24)}/app.bsky.feed.post/${alnum(rng, 13)}"><p lang="${page.site.locale.lang}">${text}</p>&mdash; ${esc(name)} (<a href="https://bsky.app/profile/${h.toLowerCase()}.bsky.social">@${h.toLowerCase()}.bsky.social</a>)</blockquote><script async src="https://embed.bsky.app/static/embed.js" charset="utf-8"></script>`,
    () => `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${h.toLowerCase()}/video/7${digits(rng, 18)}" data-video-id="7${digits(rng, 18)}"><section><a href="https://www.tiktok.com/@${h.toLowerCase()}">@${h.toLowerCase()}</a> ${text}</section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>`,
    () => `<iframe src="https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(`https://www.facebook.com/${h}/posts/${id}`)}&amp;width=500" width="500" height="${between(rng, 400, 700)}" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true"></iframe>`
  ])()
  const p = longParagraph(page)
  return splices(insert(p !== undefined && chance(rng, 0.6) ? p.closeTag!.end : anySpot(rng, page), embed))
})

const videoCap: T<ReadonlyArray<string>> = {
  en: ["Video: the moment the bridge reopened", "Watch: our reporter explains what happens next"], fr: ["Vidéo : le moment de la réouverture du pont", "Vidéo : notre journaliste explique la suite"],
  de: ["Video: Der Moment der Wiedereröffnung", "Video: Unser Reporter erklärt, wie es weitergeht"], es: ["Vídeo: el momento de la reapertura del puente", "Vídeo: nuestro periodista explica qué pasará ahora"],
  nl: ["Video: het moment dat de brug weer openging", "Video: onze verslaggever legt uit wat er nu gebeurt"], pt: ["Vídeo: o momento da reabertura da ponte", "Vídeo: nosso repórter explica o que vem a seguir"],
  it: ["Video: il momento della riapertura del ponte", "Video: il nostro inviato spiega cosa succede ora"]
}

// Embedded videos from the usual platforms (YouTube's privacy-enhanced player, Vimeo, Dailymotion, Brightcove and JW Player players that newsrooms and broadcasters use): a figure with the player and a caption.
const videoEmbed = benign("fresh35-embedded-video-player-from-known-platform-with-caption", (page, rng) => {
  const src = pick(rng, [
    () => `https://www.youtube-nocookie.com/embed/${alnum(rng, 11)}${chance(rng, 0.5) ? "?rel=0" : ""}`,
    () => `https://www.youtube.com/embed/${alnum(rng, 11)}`,
    () => `https://player.vimeo.com/video/${between(rng, 100000000, 999999999)}`,
    () => `https://geo.dailymotion.com/player.html?video=x${alnum(rng, 6)}`,
    () => `https://players.brightcove.net/${digits(rng, 13)}/default_default/index.html?videoId=${digits(rng, 13)}`,
    () => `https://cdn.jwplayer.com/players/${alnum(rng, 8)}-${alnum(rng, 8)}.html`
  ])()
  const html = `<figure class="${pick(rng, ["video", "embed-video", "media"])}"><iframe src="${esc(src)}" width="${pick(rng, ["100%", "640", "560"])}" height="${between(rng, 315, 400)}" frameborder="0" allow="${pick(rng, ["autoplay; fullscreen; picture-in-picture", "accelerometer; encrypted-media; gyroscope; picture-in-picture", "fullscreen"])}" allowfullscreen loading="lazy"></iframe><figcaption>${esc(pick(rng, say(page, videoCap)))}</figcaption></figure>`
  const p = longParagraph(page)
  return splices(insert(p !== undefined && chance(rng, 0.5) ? p.closeTag!.end : anySpot(rng, page), html))
})

const podcastTitle: T<ReadonlyArray<string>> = { en: ["Listen: today's news podcast", "Our daily briefing"], fr: ["Écoutez notre podcast du jour", "Le brief du matin"], de: ["Hören Sie unseren Nachrichten-Podcast", "Das Morgenbriefing"], es: ["Escucha el pódcast del día", "La mañana en 10 minutos"], nl: ["Luister: de podcast van vandaag", "De ochtendbriefing"], pt: ["Ouça o podcast do dia", "O resumo da manhã"], it: ["Ascolta il podcast del giorno", "Il buongiorno in 10 minuti"] }

// Podcast players embedded in articles (the newsroom's daily show on Spotify, Apple Podcasts, Acast or Podigee, through the platform's player): the player with a short heading.
const podcastEmbed = benign("fresh35-news-podcast-player-embedded-from-audio-platform", (page, rng) => {
  const show = `${bare(page)}${pick(rng, ["", "-podcast", "-daily", "briefing"])}`
  const src = pick(rng, [
    () => `https://open.spotify.com/embed/episode/${alnum(rng, 22)}?utm_source=generator`,
    () => `https://embed.podcasts.apple.com/${pick(rng, ["gb", "us", "fr", "de", "es", "nl", "br", "it"])}/podcast/${show}/id${digits(rng, 10)}?i=1000${digits(rng, 9)}`,
    () => `https://embed.acast.com/${show}/${hex(rng, 24)}`,
    () => `https://${show}.podigee.io/${between(rng, 10, 600)}-${slug(pick(rng, headlines))}/embed?context=external`
  ])()
  const html = `<div class="${pick(rng, ["podcast", "audio-embed", "player"])}"><h3>${esc(pick(rng, say(page, podcastTitle)))}</h3><iframe src="${esc(src)}" width="100%" height="${pick(rng, [152, 175, 232, 352])}" frameborder="0" allow="autoplay; clipboard-write; encrypted-media" loading="lazy"></iframe></div>`
  return splices(insert(anySpot(rng, page), html))
})

const resultsTitle: T<ReadonlyArray<string>> = { en: ["Live results", "Election results by constituency"], fr: ["Résultats en direct", "Les résultats par circonscription"], de: ["Ergebnisse live", "Wahlergebnisse nach Wahlkreis"], es: ["Resultados en directo", "Resultados por provincia"], nl: ["Uitslagen live", "Uitslag per gemeente"], pt: ["Apuração ao vivo", "Resultados por estado"], it: ["Risultati in diretta", "Risultati per collegio"] }

// Election graphics from data providers (Datawrapper and Flourish charts and maps embedded on election nights, with the provider's resize script): a results block with the provider's embed.
const electionWidget = benign("fresh35-election-results-graphic-from-datawrapper-or-flourish", (page, rng) => {
  const embed = chance(rng, 0.55)
    ? `<iframe title="${esc(pick(rng, say(page, resultsTitle)))}" aria-label="${pick(rng, ["Map", "Bar chart", "Table"])}" id="datawrapper-chart-${alnum(rng, 5)}" src="https://datawrapper.dwcdn.net/${alnum(rng, 5)}/${between(rng, 1, 30)}/" scrolling="no" frameborder="0" style="width:0;min-width:100% !important;border:none" height="${between(rng, 400, 800)}" data-external="1"></iframe><script type="text/javascript">!function(){"use strict";window.addEventListener("message",function(a){if(void 0!==a.data["datawrapper-height"]){var e=document.querySelectorAll("iframe");for(var t in a.data["datawrapper-height"])for(var r=0;r<e.length;r++)if(e[r].contentWindow===a.source){var i=a.data["datawrapper-height"][t]+"px";e[r].style.height=i}}})}();</script>`
    : `<div class="flourish-embed flourish-${pick(rng, ["parliament", "map", "chart", "table"])}" data-src="visualisation/${between(rng, 10000000, 22000000)}"><script src="https://public.flourish.studio/resources/embed.js"></script></div>`
  return splices(insert(pick(rng, [afterHeadline(rng, page), anySpot(rng, page)]), `<section class="${pick(rng, ["results", "election-results", "data-embed"])}"><h2>${esc(pick(rng, say(page, resultsTitle)))}</h2>${embed}</section>`))
})

const scoresTitle: T<string> = { en: "Live scores and table", fr: "Résultats et classement en direct", de: "Live-Ergebnisse und Tabelle", es: "Resultados y clasificación en directo", nl: "Live-uitslagen en stand", pt: "Placar e classificação ao vivo", it: "Risultati e classifica in diretta" }

// Sports widgets from data providers (live scores and league tables embedded from SofaScore or API-Sports by sports desks and local papers): the provider's frame or tag with a heading.
const sportsWidget = benign("fresh35-live-scores-and-table-widget-from-sports-data-provider", (page, rng) => {
  const embed = pick(rng, [
    () => `<iframe id="sofa-standings-embed-${between(rng, 1, 999)}-${between(rng, 10000, 70000)}" width="100%" height="${between(rng, 600, 1000)}" style="display:block;max-width:700px" frameborder="0" scrolling="no" src="https://widgets.sofascore.com/embed/tournament/${between(rng, 1, 999)}/season/${between(rng, 40000, 70000)}/standings/${pick(rng, ["Premier%20League", "Ligue%201", "Bundesliga", "LaLiga", "Eredivisie", "Serie%20A", "Brasileirao"])}?widgetTitle=${pick(rng, ["Standings", "Table"])}&showCompetitionLogo=true"></iframe>`,
    () => `<div id="wg-api-football-games" data-host="v3.football.api-sports.io" data-key="${hex(rng, 32)}" data-date="" data-league="${between(rng, 1, 400)}" data-season="${pick(rng, [2025, 2026])}" data-theme="" data-refresh="${pick(rng, [15, 30, 60])}" data-show-toolbar="true" data-show-errors="false" data-show-logos="true" data-modal-game="true" data-modal-standings="true" data-modal-show-logos="true"></div><script type="module" src="https://widgets.api-sports.io/2.0.3/widgets.js"></script>`
  ])()
  return splices(insert(anySpot(rng, page), `<section class="${pick(rng, ["scores", "sport-widget", "live-scores"])}"><h3>${esc(say(page, scoresTitle))}</h3>${embed}</section>`))
})

const adLabel: T<string> = { en: "Advertisement", fr: "Publicité", de: "Anzeige", es: "Publicidad", nl: "Advertentie", pt: "Publicidade", it: "Pubblicità" }

// New ad partners and ad slots (the ad-ops team adding Google Ad Manager, Amazon's header bidding, Criteo, Teads or Smart AdServer tags, and a new billboard slot): the vendor's script in the head and, often, a labelled slot.
const adPartner = benign("fresh35-new-ad-partner-tag-in-head-and-labelled-slot", (page, rng) => {
  const tag = pick(rng, [
    () => `<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><script>window.googletag=window.googletag||{cmd:[]};</script>`,
    () => `<script async src="https://c.amazon-adsystem.com/aax2/apstag.js"></script>`,
    () => `<script async src="https://static.criteo.net/js/ld/publishertag.js"></script>`,
    () => `<script async src="https://a.teads.tv/page/${between(rng, 10000, 250000)}/tag"></script>`,
    () => `<script async src="https://ced.sascdn.com/tag/${between(rng, 1000, 5000)}/smart.js"></script>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [head(page), headStart(page)]), tag)]
  if (chance(rng, 0.6)) out.push(insert(anySpot(rng, page), `<div class="${pick(rng, ["ad ad--billboard", "advert", "ad-container"])}"><span class="ad-label">${esc(say(page, adLabel))}</span><div id="div-gpt-ad-${digits(rng, 13)}-${between(rng, 0, 9)}" style="min-height:${pick(rng, [90, 250, 280])}px"></div></div>`))
  return { splices: out }
})

const aroundWeb: T<string> = { en: "Around the web", fr: "Ailleurs sur le web", de: "Mehr aus dem Netz", es: "En la red", nl: "Elders op het web", pt: "Na web", it: "Dal web" }

// Content-recommendation widgets (Outbrain and Taboola below articles, a partnership many publishers sign): the widget's container and loader.
const recommendationWidget = benign("fresh35-outbrain-or-taboola-recommendation-widget-below-article", (page, rng) => {
  const html = chance(rng, 0.5)
    ? `<div class="OUTBRAIN" data-src="${esc(page.site.url)}" data-widget-id="${pick(rng, ["AR", "SB", "MB"])}_${between(rng, 1, 9)}"></div><script type="text/javascript" async src="//widgets.outbrain.com/outbrain.js"></script>`
    : `<div id="taboola-below-article-thumbnails"></div><script type="text/javascript">window._taboola=window._taboola||[];_taboola.push({mode:"${pick(rng, ["thumbnails-a", "alternating-thumbnails-a", "thumbnails-rr"])}",container:"taboola-below-article-thumbnails",placement:"Below Article Thumbnails",target_type:"mix"});</script><script type="text/javascript" async src="//cdn.taboola.com/libtrc/${bare(page)}-${pick(rng, ["network", "publisher", "web"])}/loader.js"></script>`
  return splices(insert(lowSpot(rng, page), `<aside class="${pick(rng, ["recommendations", "partner-content", "around-the-web"])}"><h3>${esc(say(page, aroundWeb))}</h3>${html}</aside>`))
})

// Push-notification opt-ins from known vendors (OneSignal, Pushwoosh or Batch, which newsrooms use for breaking-news alerts, with a small "get alerts" button): the SDK in the head and the button.
const pushOptIn = benign("fresh35-breaking-news-alerts-opt-in-from-known-push-vendor", (page, rng) => {
  const sdk = pick(rng, [
    () => `<script src="https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js" defer></script><script>window.OneSignalDeferred=window.OneSignalDeferred||[];OneSignalDeferred.push(async function(OneSignal){await OneSignal.init({appId:"${uuid(rng)}"});});</script>`,
    () => `<script type="text/javascript" src="https://cdn.pushwoosh.com/webpush/v3/pushwoosh-web-notifications.js" async></script><script>var Pushwoosh=Pushwoosh||[];Pushwoosh.push(["init",{applicationCode:"${upperHex(rng, 5)}-${upperHex(rng, 5)}",defaultNotificationTitle:${JSON.stringify(brandName(page))}}]);</script>`,
    () => `<script>(function(b,a,t,c,h,e,r){h="batchSDK";b[h]=b[h]||function(){(b[h].q=b[h].q||[]).push(arguments)};e=a.createElement(t);r=a.getElementsByTagName(t)[0];e.async=1;e.src=c;r.parentNode.insertBefore(e,r)})(window,document,"script","https://via.batch.com/v4/bootstrap.min.js");</script>`
  ])()
  const btn: T<string> = { en: "Get breaking news alerts", fr: "Recevoir les alertes info", de: "Eilmeldungen aktivieren", es: "Recibir alertas de última hora", nl: "Ontvang pushberichten", pt: "Receber alertas de notícias", it: "Ricevi le notifiche delle ultime notizie" }
  const out: Array<Splice> = [insert(head(page), sdk)]
  if (chance(rng, 0.6)) out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<p class="push-optin"><button type="button" class="${pick(rng, ["btn-alerts", "onesignal-customlink", "push-button"])}">${esc(say(page, btn))}</button></p>`))
  return { splices: out }
})
const upperHex = (rng: Rng, n: number) => hex(rng, n).toUpperCase()

// ———————————————————————————— subscriptions, newsletters, support ————————————————————————————

const offer: T<readonly [string, string, string]> = {
  en: ["Digital subscription", "Unlimited access for {a} a month for the first {m} months, then {b}. Cancel anytime.", "Subscribe"],
  fr: ["Abonnement numérique", "Accès illimité pour {a} par mois pendant {m} mois, puis {b}. Sans engagement.", "Je m'abonne"],
  de: ["Digital-Abo", "Unbegrenzter Zugang für {a} im Monat in den ersten {m} Monaten, danach {b}. Jederzeit kündbar.", "Jetzt abonnieren"],
  es: ["Suscripción digital", "Acceso ilimitado por {a} al mes durante {m} meses; después, {b}. Cancela cuando quieras.", "Suscríbete"],
  nl: ["Digitaal abonnement", "Onbeperkt lezen voor {a} per maand, de eerste {m} maanden; daarna {b}. Altijd opzegbaar.", "Word abonnee"],
  pt: ["Assinatura digital", "Acesso ilimitado por {a} ao mês nos primeiros {m} meses, depois {b}. Cancele quando quiser.", "Assine"],
  it: ["Abbonamento digitale", "Accesso illimitato a {a} al mese per i primi {m} mesi, poi {b}. Disdici quando vuoi.", "Abbonati"]
}
const subPaths: T<ReadonlyArray<string>> = { en: ["/subscribe", "/subscriptions", "/offers"], fr: ["/abonnement", "/offres"], de: ["/abo", "/plus/angebote"], es: ["/suscripcion", "/suscribete"], nl: ["/abonnement", "/abonneren"], pt: ["/assine", "/assinatura"], it: ["/abbonamenti", "/abbonati"] }

// Subscription offers that change (the marketing team's promo box with an introductory price, swapped every few weeks): a new offer box linking to the outlet's own subscription page.
const subscriptionOffer = benign("fresh35-new-introductory-subscription-offer-to-own-page", (page, rng) => {
  const [t, body, b] = say(page, offer)
  const money = page.site.locale.money
  const text = fill(body, { a: money(pick(rng, [0.99, 1, 1.99, 2.99, 4.99])), m: String(pick(rng, [1, 2, 3, 6])), b: money(pick(rng, [7.99, 9.99, 12.99, 14.99, 19.99])) })
  const path = `${pick(rng, say(page, subPaths))}${chance(rng, 0.6) ? `?${pick(rng, ["utm_source", "origin", "ref"])}=${pick(rng, ["article", "homepage", "paywall", "promo"])}` : ""}`
  const href = chance(rng, 0.3) ? `https://${pick(rng, ["abo", "subscribe", "checkout", "shop"])}.${page.site.domain}${path}` : own(rng, page, path)
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), lowSpot(rng, page)]), `<aside class="${pick(rng, ["subscribe-offer", "promo-box", "offer"])}"><h3>${esc(t)}</h3><p>${esc(text)}</p>${link(href, b)}</aside>`))
})

const premiumBadge: T<ReadonlyArray<string>> = { en: ["Subscriber exclusive", "Premium"], fr: ["Réservé aux abonnés", "Abonnés"], de: ["Plus", "Exklusiv für Abonnenten"], es: ["Exclusivo para suscriptores", "Premium"], nl: ["Alleen voor abonnees", "Premium"], pt: ["Exclusivo para assinantes", "Premium"], it: ["Riservato agli abbonati", "Premium"] }

// Paywall vendors (Piano, Poool or Pelcro brought in to run the metered paywall, loaded in the head, with a "subscribers only" badge on premium pieces): the vendor's script and the badge.
const paywallVendor = benign("fresh35-paywall-vendor-script-and-subscriber-badge", (page, rng) => {
  const tag = pick(rng, [
    () => `<script>(function(src){var a=document.createElement("script");a.type="text/javascript";a.async=true;a.src=src;var b=document.getElementsByTagName("script")[0];b.parentNode.insertBefore(a,b)})("https://cdn.tinypass.com/api/tinypass.min.js");var tp=window.tp||[];tp.push(["setAid","${alnum(rng, 10)}"]);tp.push(["setCxenseSiteId","${digits(rng, 19)}"]);tp.push(["init",function(){tp.experience.init()}]);</script>`,
    () => `<script src="https://assets.poool.fr/audit.min.js" async></script><script src="https://assets.poool.fr/access.min.js" async></script>`,
    () => `<script>window.Pelcro=window.Pelcro||{};window.Pelcro.siteid="${between(rng, 100, 9999)}";window.Pelcro.environment={domain:"https://www.pelcro.com"};</script><script src="https://js.pelcro.com/sdk/main.min.js" async></script>`
  ])()
  const out: Array<Splice> = [insert(head(page), tag)]
  if (chance(rng, 0.7)) out.push(insert(afterHeadline(rng, page), `<p class="${pick(rng, ["premium-badge", "badge badge--premium", "paywall-label"])}">${esc(pick(rng, say(page, premiumBadge)))}</p>`))
  return { splices: out }
})

const briefing: T<readonly [string, string]> = {
  en: ["Get our morning briefing in your inbox", "Sign up"], fr: ["Recevez notre lettre du matin", "Je m'inscris"], de: ["Unser Morgen-Newsletter in Ihrem Postfach", "Anmelden"], es: ["Recibe nuestro boletín de la mañana", "Apúntate"],
  nl: ["Ontvang onze ochtendnieuwsbrief", "Aanmelden"], pt: ["Receba nossa newsletter da manhã", "Cadastrar"], it: ["Ricevi la nostra newsletter del mattino", "Iscriviti"]
}

// Newsletter prompts (a new sign-up box in the middle of articles, the form posting straight to the outlet's account at Mailchimp, Brevo or Substack): the box.
const newsletterPrompt = benign("fresh35-newsletter-prompt-posting-to-outlets-mailing-service-account", (page, rng) => {
  const [t, b] = say(page, briefing)
  const action = pick(rng, [
    `https://${bare(page)}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${hex(rng, 25)}&amp;id=${hex(rng, 10)}`,
    `https://${hex(rng, 8)}.sibforms.com/serve/${alnum(rng, 40)}`,
    `https://${bare(page)}.substack.com/api/v1/free`,
    `https://${bare(page)}.createsend.com/t/${pick(rng, ["r", "d", "i"])}/s/${alnum(rng, 6)}/`
  ])
  const form = `<form class="${pick(rng, ["newsletter-prompt", "nl-signup", "signup-inline"])}" action="${action}" method="post" target="_blank"><p><strong>${esc(t)}</strong></p><input type="email" name="${pick(rng, ["EMAIL", "email", "EMAIL_ADDRESS"])}" placeholder="${esc(page.site.words.yourEmail)}" required> <button type="submit">${esc(b)}</button></form>`
  const p = longParagraph(page)
  return splices(insert(p !== undefined && chance(rng, 0.5) ? p.closeTag!.end : anySpot(rng, page), form))
})

const supportText: T<readonly [string, string]> = {
  en: ["Independent local journalism costs money. If you value our reporting, please support {B}.", "Support us"], fr: ["Le journalisme local indépendant a un coût. Si vous appréciez notre travail, soutenez {B}.", "Nous soutenir"],
  de: ["Unabhängiger Lokaljournalismus kostet Geld. Wenn Ihnen unsere Arbeit gefällt, unterstützen Sie {B}.", "Jetzt unterstützen"], es: ["El periodismo local independiente cuesta dinero. Si valoras nuestro trabajo, apoya a {B}.", "Apóyanos"],
  nl: ["Onafhankelijke lokale journalistiek kost geld. Waardeert u ons werk, steun dan {B}.", "Steun ons"], pt: ["Jornalismo local independente custa caro. Se você valoriza nosso trabalho, apoie {B}.", "Apoie"],
  it: ["Il giornalismo locale indipendente ha un costo. Se apprezzi il nostro lavoro, sostieni {B}.", "Sostienici"]
}

// Reader-revenue appeals (a Guardian-style "support us" ask at the end of articles, leading to the outlet's own contribution page or its own account on Steady, Tipeee or Patreon): the appeal.
const supportAppeal = benign("fresh35-reader-support-appeal-to-outlets-own-contribution-page", (page, rng) => {
  const [t, b] = say(page, supportText)
  const platform: Readonly<Record<string, string>> = { de: `https://steadyhq.com/de/${bare(page)}/about`, fr: `https://fr.tipeee.com/${bare(page)}`, nl: `https://steadyhq.com/nl/${bare(page)}/about`, it: `https://www.patreon.com/${bare(page)}`, es: `https://www.patreon.com/${bare(page)}`, br: `https://apoia.se/${bare(page)}` }
  const href = chance(rng, 0.5) ? own(rng, page, pathFor(rng, page, "support")) : byCountry(page, platform, `https://www.patreon.com/${bare(page)}`)
  return splices(insert(lowSpot(rng, page), `<div class="${pick(rng, ["support-appeal", "contributions-epic", "reader-revenue"])}"><p>${esc(fill(t, { B: brandName(page) }))}</p><p>${link(href, b)}</p></div>`))
})

const tipsText: T<string> = {
  en: "Got a story? Contact our newsdesk on {P} or at {E}. For sensitive material, see how to reach us securely:", fr: "Une information ? Contactez la rédaction au {P} ou à {E}. Pour les documents sensibles, voici comment nous joindre en toute sécurité :",
  de: "Sie haben einen Hinweis? Erreichen Sie die Redaktion unter {P} oder {E}. Für vertrauliche Unterlagen: So erreichen Sie uns sicher:", es: "¿Tienes una historia? Contacta con la redacción en el {P} o en {E}. Para material sensible, así puedes escribirnos de forma segura:",
  nl: "Tip voor de redactie? Bel {P} of mail {E}. Voor gevoelig materiaal: zo bereikt u ons veilig:", pt: "Tem uma pauta? Fale com a redação pelo {P} ou por {E}. Para material sensível, veja como nos contatar com segurança:",
  it: "Hai una notizia? Contatta la redazione al {P} o a {E}. Per materiale riservato, ecco come raggiungerci in sicurezza:"
}

const deskBox: T<ReadonlyArray<string>> = { en: ["tips", "newsdesk"], fr: ["redaction", "alerte"], de: ["redaktion", "hinweise"], es: ["redaccion", "buzon"], nl: ["redactie", "tips"], pt: ["redacao", "pauta"], it: ["redazione", "segnalazioni"] }

// Tips boxes (newsrooms ask readers for tips, with the newsdesk's own number and address and a page explaining SecureDrop or Signal on the outlet's own site): one box, lower on the page.
const tipsBox = benign("fresh35-tips-box-with-newsdesk-own-number-address-and-secure-page", (page, rng) => {
  const E = chance(rng, 0.5) ? page.ids.email : `${pick(rng, say(page, deskBox))}@${page.site.domain}`
  const text = esc(fill(say(page, tipsText), { P: page.ids.phone.national, E }))
  const href = chance(rng, 0.5) ? own(rng, page, pathFor(rng, page, "tips")) : `https://securedrop.${page.site.domain}/`
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), `${text} ${link(href, "SecureDrop")}`, slotAt(page.spots, "bottom")) : insert(lowSpot(rng, page), `<aside class="${pick(rng, ["tips", "send-tip", "newsdesk"])}"><p>${text} ${link(href, "SecureDrop")}</p></aside>`))
})

// ———————————————————————————— links, bylines, lists, credits ————————————————————————————

const outlets: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  uk: [["BBC News", "www.bbc.co.uk/news"], ["The Guardian", "www.theguardian.com"], ["Sky News", "news.sky.com"]], us: [["AP News", "apnews.com"], ["NPR", "www.npr.org"], ["The New York Times", "www.nytimes.com"]],
  fr: [["Le Monde", "www.lemonde.fr"], ["France Info", "www.francetvinfo.fr"], ["Ouest-France", "www.ouest-france.fr"]], de: [["Der Spiegel", "www.spiegel.de"], ["tagesschau.de", "www.tagesschau.de"], ["Süddeutsche Zeitung", "www.sueddeutsche.de"]],
  es: [["El País", "elpais.com"], ["RTVE", "www.rtve.es"], ["La Vanguardia", "www.lavanguardia.com"]], nl: [["NOS", "nos.nl"], ["de Volkskrant", "www.volkskrant.nl"], ["NRC", "www.nrc.nl"]],
  br: [["Folha de S.Paulo", "www1.folha.uol.com.br"], ["g1", "g1.globo.com"], ["Estadão", "www.estadao.com.br"]], it: [["Corriere della Sera", "www.corriere.it"], ["la Repubblica", "www.repubblica.it"], ["ANSA", "www.ansa.it"]],
  au: [["ABC News", "www.abc.net.au/news"], ["The Sydney Morning Herald", "www.smh.com.au"]], in: [["The Hindu", "www.thehindu.com"], ["Indian Express", "indianexpress.com"]]
}
const elsewhere: T<string> = { en: "More on this story from other outlets", fr: "Ailleurs dans la presse", de: "Mehr dazu bei anderen Medien", es: "En otros medios", nl: "Elders in de media", pt: "Em outros veículos", it: "Sugli altri giornali" }

// Links to other outlets' coverage (a "more on this story" or press-review box, normal on aggregators and partner sites of a media group): a box with links to national outlets and wire sites.
const otherOutlets = benign("fresh35-more-on-this-story-links-to-other-outlets", (page, rng) => {
  const pool = [...byCountry(page, outlets, []), ...reputableSites.slice(0, 12).map((h) => [h.replace(/^www\./, ""), h] as const)]
  const items = sample(rng, pool, between(rng, 2, 4)).map(([n, h]) => {
    const t = newsLine(rng, page)
    return `<li><a href="https://${h}/${slug(t.normalize("NFD").replace(/[\u0300-\u036f]/g, "")).slice(0, 50)}-${digits(rng, 6)}">${esc(t)}</a> <span class="source">(${esc(n)})</span></li>`
  })
  return splices(insert(lowSpot(rng, page), `<aside class="${pick(rng, ["elsewhere", "press-review", "more-coverage"])}"><h3>${esc(say(page, elsewhere))}</h3><ul>${items.join("")}</ul></aside>`))
})

const authorRole: T<ReadonlyArray<string>> = { en: ["Political correspondent", "Local reporter", "Senior editor"], fr: ["Journaliste politique", "Correspondant local"], de: ["Politikredakteur", "Lokalreporterin"], es: ["Redactora de política", "Corresponsal local"], nl: ["Politiek verslaggever", "Regioverslaggever"], pt: ["Repórter de política", "Correspondente local"], it: ["Cronista politico", "Corrispondente locale"] }
const bylineNames: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["Claire Lemoine", "Antoine Roche", "Yasmina Belkacem"], de: ["Katharina Vogel", "Jonas Albrecht", "Deniz Arslan"], es: ["Lucía Vidal", "Álvaro Prieto", "Carmen Soler"], nl: ["Sanne Verbeek", "Pieter de Graaf", "Noor Haddou"],
  br: ["Renata Moura", "Felipe Teixeira", "Camila Rocha"], it: ["Giulia Ferri", "Marco Sala", "Chiara Rinaldi"], default: ["Sarah Collins", "Tom Whitaker", "Priya Nair", "Daniel Okafor"]
}
const byWord: T<string> = { en: "By", fr: "Par", de: "Von", es: "Por", nl: "Door", pt: "Por", it: "Di" }

// Bylines with authors' photos (a redesign or a new CMS field showing the author's portrait from the outlet's image server or Gravatar, with a link to the author page): a byline after the headline.
const bylinePhoto = benign("fresh35-byline-with-author-photo-and-author-page-link", (page, rng) => {
  const name = pick(rng, byCountry(page, bylineNames, bylineNames.default!))
  const s = slug(name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
  const img = pick(rng, [`${origin(page)}/images/authors/${s}.jpg`, `/static/authors/${s}-${pick(rng, [96, 120, 160])}.webp`, `https://${pick(rng, ["img", "static", "media", "cdn"])}.${page.site.domain}/authors/${s}.jpg`, `https://secure.gravatar.com/avatar/${hex(rng, 32)}?s=96&amp;d=mm`])
  const html = `<div class="${pick(rng, ["byline", "author-box", "article-author"])}"><img src="${img}" alt="${esc(name)}" width="${pick(rng, [48, 64, 80])}" height="${pick(rng, [48, 64, 80])}" loading="lazy"> <span>${esc(say(page, byWord))} ${link(own(rng, page, `${pathFor(rng, page, "author")}/${s}`), name)}, ${esc(pick(rng, say(page, authorRole)))}</span> <time>${esc(page.site.locale.date(someDate(rng)))}</time></div>`
  return splices(insert(afterHeadline(rng, page), html))
})

interface Reorderable {
  readonly range: Range
  readonly items: ReadonlyArray<string>
  readonly gaps: ReadonlyArray<string>
  readonly popular: boolean
  readonly latest: boolean
}
/** Shown lists of three to thirty explicitly closed items that hold links, with only whitespace between the items. */
const reorderables = (page: Page): Array<Reorderable> => {
  const children = new Map<number, Array<El>>()
  for (const e of page.spots.elements) {
    if (e.parent === -1) continue
    const c = children.get(e.parent)
    if (c === undefined) children.set(e.parent, [e])
    else c.push(e)
  }
  const out: Array<Reorderable> = []
  for (const list of page.spots.elements) {
    if ((list.name !== "ul" && list.name !== "ol") || !list.shown || !usable(page, list) || list.closeTag === null) continue
    const lis = children.get(list.index) ?? []
    if (lis.length < 3 || lis.length > 30 || lis.some((e) => e.name !== "li" || e.closeTag === null)) continue
    const range = { start: lis[0]!.start, end: lis[lis.length - 1]!.closeTag!.end }
    if (rawInside(page, range)) continue
    const gaps = lis.slice(1).map((e, i) => page.html.slice(lis[i]!.closeTag!.end, e.start))
    if (gaps.some((g) => g.trim() !== "")) continue
    const items = lis.map((e) => page.html.slice(e.start, e.closeTag!.end))
    if (new Set(items).size < 2 || !items.every((s) => /<a\s/i.test(s))) continue
    let popular = false
    let latest = false
    for (let e: El | undefined = list; e !== undefined; e = elAt(page, e.parent)) {
      const c = `${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`
      if (/popular|most|trend|top-?stories|meistgelesen|plus-lus|mas-leid|meest|piu-lett/i.test(c)) popular = true
      if (/latest-posts/.test(c)) latest = true
    }
    out.push({ range, items, gaps, popular, latest })
  }
  return out
}

// Most-read and trending lists reordered (the list recomputed from audience data every few minutes, the same stories in another order): one such list's items permuted.
const mostReadReordered = benign("fresh35-most-read-list-items-reordered", (page, rng) => {
  const lists = reorderables(page)
  const target = lists.find((l) => l.popular) ?? (chance(rng, 0.5) ? lists.find((l) => l.latest) : undefined) ?? (lists.length > 0 ? pick(rng, lists) : undefined)
  if (target === undefined) {
    const items = sample(rng, headlines, 4).map((h) => `<li>${link(own(rng, page, `/news/${slug(h)}`), h)}</li>`)
    return splices(insert(lowSpot(rng, page), `<aside class="most-read"><ol>${items.join("")}</ol></aside>`))
  }
  let order = shuffle(rng, target.items)
  if (order.every((s, i) => s === target.items[i])) order = [...target.items.slice(1), target.items[0]!]
  const html = order.map((s, i) => (i === 0 ? s : target.gaps[i - 1]! + s)).join("")
  return splices(replace(target.range, html))
})

const credit: T<ReadonlyArray<string>> = {
  en: ["This article is republished from The Conversation under a Creative Commons licence. Read the original article.", "With reporting by {W}."],
  fr: ["Cet article est republié à partir de The Conversation sous licence Creative Commons. Lire l'article original.", "Avec {W}."],
  de: ["Mit Material von {W}.", "Dieser Beitrag erschien zuerst bei {W}."], es: ["Este artículo fue publicado originalmente en The Conversation. Lea el original.", "Con información de {W}."],
  nl: ["Met medewerking van {W}.", "Dit artikel verscheen eerder bij {W}."], pt: ["Este artigo foi republicado do The Conversation sob uma licença Creative Commons. Leia o artigo original.", "Com informações da {W}."],
  it: ["Con il contributo di {W}.", "Articolo ripreso da {W}."]
}
const wires: Readonly<Record<string, ReadonlyArray<string>>> = { uk: ["PA Media", "Reuters"], us: ["The Associated Press", "Reuters"], fr: ["AFP"], de: ["dpa", "AFP", "Reuters"], es: ["EFE", "Europa Press"], nl: ["ANP"], br: ["Agência Brasil", "Reuters"], it: ["ANSA", "Adnkronos"], au: ["AAP"], in: ["PTI", "IANS"] }
const conversation: Readonly<Record<string, string>> = { uk: "uk", us: "us", au: "au", fr: "fr", es: "es", br: "br" }

// Syndication credits (articles republished from a wire service or from The Conversation, whose republishing code carries a one-pixel counter from its own host): the credit line after the content, with the pixel for The Conversation.
const syndicationCredit = benign("fresh35-syndication-credit-line-with-republishing-pixel", (page, rng) => {
  const line = pick(rng, say(page, credit))
  const text = esc(fill(line, { W: pick(rng, byCountry(page, wires, ["Reuters", "AFP"])) }))
  const ed = conversation[country(page)]
  const pixel = line.includes("The Conversation")
    ? `<img src="https://counter.theconversation.com/content/${between(rng, 100000, 260000)}/count.gif?distributor=republish-lightbox-basic" alt="The Conversation" width="1" height="1" style="border:none !important;box-shadow:none !important;margin:0 !important;max-height:1px !important;max-width:1px !important;min-height:1px !important;min-width:1px !important;opacity:0 !important;outline:none !important;padding:0 !important" referrerpolicy="no-referrer-when-downgrade">`
    : ""
  const orig = line.includes("The Conversation") ? ` ${link(`https://theconversation.com/${ed ?? "global"}/${slug(pick(rng, headlines))}-${between(rng, 100000, 260000)}`, "The Conversation")}` : ""
  const p = longParagraph(page)
  return splices(insert(p !== undefined && chance(rng, 0.4) ? p.closeTag!.end : lowSpot(rng, page), `<p class="${pick(rng, ["credit", "syndication", "source-note"])}"><em>${text}</em>${orig}${pixel}</p>`))
})

// ———————————————————————————— redesigned header and footer ————————————————————————————

const headerLinks: T<readonly [string, string, string]> = { en: ["Subscribe", "Log in", "Newsletters"], fr: ["S'abonner", "Se connecter", "Newsletters"], de: ["Abo", "Anmelden", "Newsletter"], es: ["Suscríbete", "Iniciar sesión", "Boletines"], nl: ["Abonneren", "Inloggen", "Nieuwsbrieven"], pt: ["Assine", "Entrar", "Newsletters"], it: ["Abbonati", "Accedi", "Newsletter"] }

// Header redesigns (a new front-end theme renaming the header's and navigation's classes, with subscribe and log-in buttons to the outlet's own pages): class names under the header rewritten, the buttons added at its end.
const headerRedesign = benign("fresh35-header-classes-renamed-with-own-subscribe-and-login-buttons", (page, rng) => {
  const [s, l, n] = say(page, headerLinks)
  const buttons = `<div class="${pick(rng, ["header-actions", "masthead__actions", "site-header__cta"])}">${link(own(rng, page, pick(rng, say(page, subPaths))), s)} ${link(own(rng, page, pathFor(rng, page, "login")), l)}${chance(rng, 0.5) ? ` ${link(own(rng, page, "/newsletters"), n)}` : ""}</div>`
  const ok = (e: El) => usable(page, e) && e.closeTag !== null
  const box = shown(page, "header", ok)[0] ?? page.spots.elements.find((e) => e.name === "div" && e.shown && ok(e) && /^(header|masthead|site-?header|top-?bar|navbar|page-?header|hd)$|(^|[\s_-])(header|masthead|navbar)([\s_-]|$)/i.test(`${e.attribs.id ?? ""} ${e.attribs.class ?? ""}`.trim())) ?? shown(page, "nav", ok)[0]
  if (box === undefined || box.closeTag === null) return splices(insert(top(page), `<header class="site-header">${buttons}</header>`))
  const prefix = pick(rng, ["c-", "v2-", "hdr-", "ds-", "nx-"])
  const out: Array<Splice> = []
  for (let i = box.index; i < page.spots.elements.length && out.length < 80; i++) {
    const e = page.spots.elements[i]!
    if (e.start >= box.closeTag.start) break
    if (!usable(page, e) || insideRaw(page.spots, e.start)) continue
    const v = attrValue(page.html, e, "class")
    if (v === null || page.html.slice(v.start, v.end).trim() === "") continue
    out.push(setAttr(page, e, "class", (e.attribs.class ?? "").trim().split(/\s+/).map((c) => `${prefix}${c}`).join(" ")))
  }
  if (!rawInside(page, { start: box.closeTag.start, end: box.closeTag.start })) out.push(insert(box.closeTag.start, buttons))
  if (out.length === 0) out.push(insert(top(page), `<header class="site-header">${buttons}</header>`))
  return { splices: out }
})

const councils: Readonly<Record<string, readonly [string, string]>> = {
  uk: ["IPSO", "https://www.ipso.co.uk/"], de: ["Deutscher Presserat", "https://www.presserat.de/"], fr: ["CDJM", "https://cdjm.org/"], nl: ["Raad voor de Journalistiek", "https://www.rvdj.nl/"],
  es: ["Comisión de Arbitraje, Quejas y Deontología del Periodismo", "https://comisiondequejas.com/"], it: ["Ordine dei Giornalisti", "https://www.odg.it/"], au: ["Australian Press Council", "https://www.presscouncil.org.au/"],
  in: ["Press Council of India", "https://presscouncil.nic.in/"], br: ["ANJ", "https://www.anj.org.br/"], us: ["The Trust Project", "https://thetrustproject.org/"]
}
const footerWords: T<readonly [string, string, string, string]> = {
  en: ["Corrections", "Editorial code", "Complaints", "Member of"], fr: ["Rectificatifs", "Charte déontologique", "Médiateur", "Membre du"], de: ["Korrekturen", "Redaktionelle Leitlinien", "Impressum", "Wir folgen dem Pressekodex:"],
  es: ["Fe de errores", "Código ético", "Defensor del lector", "Miembro de"], nl: ["Correcties", "Redactiestatuut", "Ombudsman", "Aangesloten bij"], pt: ["Erramos", "Princípios editoriais", "Ouvidoria", "Membro da"],
  it: ["Rettifiche", "Codice etico", "Contatti redazione", "Iscritta all'"]
}

// Footer redesigns (standards pages linked from every footer, with the press council's or the Journalism Trust Initiative's badge, a requirement of several trust programmes): the links and the badge at the end of the footer.
const footerRedesign = benign("fresh35-footer-standards-links-and-press-council-badge", (page, rng) => {
  const [c, code, comp, member] = say(page, footerWords)
  const [council, url] = chance(rng, 0.8) ? byCountry(page, councils, ["Journalism Trust Initiative", "https://www.journalismtrustinitiative.org/"] as const) : (["Journalism Trust Initiative", "https://www.journalismtrustinitiative.org/"] as const)
  const badge = chance(rng, 0.5) ? `/${pick(rng, ["img", "static", "assets"])}/badges/${slug(council)}.${pick(rng, ["svg", "png"])}` : `${url}${pick(rng, ["badge.png", "images/logo.svg", "wp-content/uploads/badge.png"])}`
  const html = `<div class="${pick(rng, ["footer-standards", "site-footer__legal", "footer-bottom"])}">${link(own(rng, page, pathFor(rng, page, "corrections")), c)} · ${link(own(rng, page, pathFor(rng, page, "code")), code)} · ${link(own(rng, page, pathFor(rng, page, "complaints")), comp)} · ${esc(member)} <a href="${esc(url)}"><img src="${esc(badge)}" alt="${esc(council)}" height="${pick(rng, [24, 32, 40])}"></a></div>`
  const f = shown(page, "footer", (e) => usable(page, e) && e.closeTag !== null)
  const last = f[f.length - 1]
  if (last !== undefined && last.closeTag !== null && !rawInside(page, { start: last.closeTag.start, end: last.closeTag.start }) && chance(rng, 0.7)) return splices(insert(last.closeTag.start, html))
  return splices(insert(bottom(page), `<footer class="site-footer">${html}</footer>`))
})

// ———————————————————————————— the group ————————————————————————————

/** Every fresh35 benign class, in a fixed order. */
export const fresh35Benigns: ReadonlyArray<ChangeClass> = [
  breakingBanner, liveBlogGrows, editorsNote, titleLive, headlineReworded, updatedRefreshed,
  socialEmbed, videoEmbed, podcastEmbed, electionWidget, sportsWidget, adPartner, recommendationWidget, pushOptIn,
  subscriptionOffer, paywallVendor, newsletterPrompt, supportAppeal, tipsBox,
  otherOutlets, bylinePhoto, mostReadReordered, syndicationCredit, headerRedesign, footerRedesign
]

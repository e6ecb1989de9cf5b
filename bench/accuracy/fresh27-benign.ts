/**
 * Fresh27 benign classes: written during round 22, by someone who does not
 * read the engines, as the honest counterparts an independent tester would
 * put beside the fresh27 defacements: the everyday changes of real sites,
 * written so that they resemble the defacements as closely as honest
 * changes can. Identifiers re-notated or re-marked up with their values
 * unchanged (the phone written in another notation, its digit groups in
 * spans by a click-to-call plugin, an IBAN or wallet put in a read-only copy
 * box), a contact line for speakers of another language with the site's
 * own number and a mailbox on its own domain, the site's own link-in-bio
 * page, contact lines and social links reordered. Content that looks like a
 * reset or a listing: the CMS's default widgets after a theme change, a
 * table of the organisation's own documents, a draft published with its
 * placeholders, an outdated block deleted with nothing added, a CSS-only
 * modal opened by a #fragment, a promotion in a corner ribbon. Links and
 * forms on the site's own host: webmail and control-panel links on the
 * hosting panel's port, forms moved to a new path after a plugin update,
 * links made relative, a 'write to us' form posting to the site itself,
 * alternative formats of its documents. Articles whose words are the
 * defacers' own: a quotation in its original language and script with a
 * translation, a news report on another organisation's defacement quoting
 * the crew, a security advisory listing defanged indicators of compromise,
 * a warning listing fraudsters' numbers and accounts as not the site's.
 * Each differs from every class in benign.ts and the fresh*-benign.ts files
 * of earlier groups (not a re-wording of one) and is written in the site's
 * own language where it shows text. None replaces the site's phone numbers,
 * payment details or e-mail addresses with other values, or sends its forms
 * or links to another party. The writer had no internet access: plugins,
 * CMS strings, ports and formats are recalled from memory and may differ in
 * detail. Scored in the `fresh27` group, never tuned on.
 */
import { type ChangeClass, attrTargets, elAt, forms, head, lineAfter, occurrences, replaceEverywhere, resolve, say, setAttr, shown, textRuns, top } from "./classes.js"
import { type Page, makeBank, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, makePhone, someDate, swapPhone } from "./locales.js"
import type { El, Range, TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, shuffle } from "./rng.js"
import { brandLookalike, headlines, nick, randomDomain, reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh27", make })

type T<A> = Record<Lang, A>
const allLangs: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]
const lang = (page: Page): Lang => page.site.locale.lang
const origin = (page: Page) => new URL(page.site.url).origin
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const brandName = (page: Page) => page.site.brand.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const footerSpot = (rng: Rng, page: Page) => pick(rng, [page.spots.bodyClose, slotAt(page.spots, "bottom")])
const plainSlug = (s: string) => slug(s.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
const dateOf = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|sms:)/i.test(e.attribs.href ?? ""))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOccurrences = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const runAt = (page: Page, r: Range): TextRun | undefined => page.spots.texts.find((t) => r.start >= t.start && r.end <= t.end)
const under = (page: Page, t: TextRun, re: RegExp): El | null => {
  for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (re.test(e.name)) return e
  return null
}
/** A line beside the site's contact lines, or a paragraph at `fallback`; a block (form, div) goes unwrapped after a paragraph line. */
const besideContact = (page: Page, html: string, fallback: number): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  const block = /^<(form|div|section)\b/.test(html)
  if (line === null) return insert(fallback, block ? html : `<p>${html}</p>`)
  return insert(line.at, block && line.wrap("") === "<p></p>" ? html : line.wrap(html))
}
/** The line (p, li, dd, td) whose text holds `needle`. */
const lineOf = (page: Page, needle: string): El | null => {
  const run = page.spots.texts.find((t) => t.text.includes(needle))
  if (run === undefined) return null
  const el = under(page, run, /^(p|li|dd|td)$/)
  return el !== null && el.closeTag !== null ? el : null
}
const rawIn = (page: Page, r: Range): boolean => page.spots.raw.some((x) => x.start < r.end && x.end > r.start)
const wordsIn = (page: Page, r: Range): number =>
  page.spots.texts.filter((t) => t.start >= r.start && t.end <= r.end).reduce((n, t) => n + t.text.trim().split(/\s+/).filter((w) => w !== "").length, 0)
/** The site's social handle (from its profile links), else its bare brand. */
const siteHandle = (page: Page): string => {
  for (const s of page.ids.social) {
    const h = (s.href ?? "").replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (/^[A-Za-z0-9_.]{2,}$/.test(h)) return h
  }
  return bare(page)
}
const docRe = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|rtf)(\?|#|$)/i
const docWords: T<ReadonlyArray<string>> = {
  en: ["Annual report", "Price list", "Application form", "Timetable", "Minutes of the general meeting", "Menu"], fr: ["Rapport annuel", "Liste des prix", "Formulaire de demande", "Horaires", "Procès-verbal de l'assemblée générale", "Menu"],
  de: ["Jahresbericht", "Preisliste", "Antragsformular", "Fahrplan", "Protokoll der Mitgliederversammlung", "Speisekarte"], es: ["Informe anual", "Lista de precios", "Formulario de solicitud", "Horarios", "Acta de la asamblea general", "Menú"],
  nl: ["Jaarverslag", "Prijslijst", "Aanvraagformulier", "Dienstregeling", "Notulen van de algemene vergadering", "Menukaart"], pt: ["Relatório anual", "Tabela de preços", "Formulário de inscrição", "Horários", "Ata da assembleia geral", "Cardápio"],
  it: ["Relazione annuale", "Listino prezzi", "Modulo di domanda", "Orari", "Verbale dell'assemblea generale", "Menù"]
}
const uploadsDir = (rng: Rng) => pick(rng, [`/wp-content/uploads/${between(rng, 2024, 2026)}/${String(between(rng, 1, 12)).padStart(2, "0")}/`, "/files/", "/documents/", "/media/", "/sites/default/files/", "/assets/docs/"])

// ———————————————————————————— identifiers re-notated, values unchanged ————————————————————————————

/** Notations of the same phone number: other separators, E.164, the 00 prefix, the (0) trunk prefix dropped. */
const renotate = (rng: Rng, s: string, e164: string): string => {
  const seps = [" ", "-", ".", "\u00a0"].filter((c) => s.includes(c))
  const options = [
    () => (seps.length > 0 ? s.split(seps[0]!).join(pick(rng, [" ", "-", ".", "\u00a0"].filter((c) => c !== seps[0]))) : s),
    () => (s.startsWith("+") ? s.replace(/^\+/, "00") : s),
    () => s.replace(" (0)", " "),
    () => (s.startsWith("+") ? e164 : s),
    () => s.replace(/[().]/g, "").replace(/\s+/g, " ").trim()
  ]
  for (const f of shuffle(rng, options)) {
    const out = f()
    if (out !== s) return out
  }
  return s
}

// Number notation, recalled from memory of national style guides (Ofcom's and the ITU's E.123 grouping, the Duden rules for German numbers, French typographic usage) and of sites that switch to the international form after a redesign: the site's phone written in another notation of the same digits (separators, E.164, the 00 prefix, the (0) trunk prefix dropped), and an IBAN regrouped in fours or written compact; no digit changes.
const phoneNotation = benign("site's phone written in another notation of the same digits (separators, E.164, the 00 prefix, (0) dropped), an IBAN regrouped or written compact, no digit changed", (page, rng) => {
  const p = page.ids.phone
  const pairs: Array<readonly [string, string]> = []
  const nIntl = renotate(rng, p.intl, p.tel)
  if (nIntl !== p.intl && chance(rng, 0.7)) pairs.push([p.intl, nIntl])
  const nNat = renotate(rng, p.national, p.tel)
  if (nNat !== p.national && (pairs.length === 0 || chance(rng, 0.6))) pairs.push([p.national, nNat])
  const b = page.ids.bank
  if (b !== null && b.kind === "iban" && chance(rng, 0.5)) pairs.push([b.value, /\s/.test(b.value) ? b.value.replace(/\s+/g, "") : groupIban(b.value)])
  const out = replaceEverywhere(page, pairs).filter((s) => inText(page, { start: s.at, end: s.at + s.remove }))
  if (out.length === 0) return splices(...textOccurrences(page, p.intl).map((r) => replace(r, esc(p.tel))))
  return { splices: out }
})

// Click-to-call markup, recalled from memory of WordPress click-to-call and phone-formatting plugins, of call-tracking integrations that mark up digit groups, and of Apple's and Google's advice on tel: links (about 2012–2024): the site's phone marked up with its digit groups in spans and, where it was plain text, wrapped in a tel: link with a data attribute; the digits stay the same.
const phoneSpans = benign("site's phone marked up by a click-to-call plugin: digit groups in spans, wrapped in a tel: link where it was plain text, the digits unchanged", (page, rng) => {
  const p = page.ids.phone
  const cls = pick(rng, ["tel-part", "phone-group", "num", "digits"])
  const spanned = (s: string) => s.split(/([\s\-.()/+]+)/).map((part) => (part === "" ? "" : /^[\s\-.()/+]+$/.test(part) ? esc(part) : `<span class="${cls}">${esc(part)}</span>`)).join("")
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  const put = (r: Range, value: string) => {
    if (taken.some((t) => r.start < t.end && r.end > t.start)) return
    taken.push(r)
    const run = runAt(page, r)
    const inLink = run !== undefined && under(page, run, /^a$/) !== null
    out.push(replace(r, inLink ? spanned(value) : `<a href="tel:${p.tel}" class="${pick(rng, ["phone-link", "click-to-call", "tel"])}" data-phone="${esc(p.tel)}">${spanned(value)}</a>`))
  }
  const intl = textOccurrences(page, p.intl)
  const withIntl = chance(rng, 0.5)
  for (const r of intl) {
    if (withIntl) put(r, p.intl)
    else taken.push(r)
  }
  for (const r of textOccurrences(page, p.national)) put(r, p.national)
  if (out.length === 0) {
    taken.length = 0
    for (const r of intl) put(r, p.intl)
  }
  return { splices: out }
})

const copyWords: T<string> = { en: "Copy", fr: "Copier", de: "Kopieren", es: "Copiar", nl: "Kopiëren", pt: "Copiar", it: "Copia" }

// Copy fields, recalled from memory of charities' and shops' "pay by bank transfer" pages (and crypto donation pages) that show the IBAN or wallet in a read-only input with a copy button so it can be selected whole: the site's own IBAN, account line or wallet (or, without them, its phone) moved into such a field, same value.
const copyBoxSame = benign("site's own IBAN, account line or wallet shown in a read-only copy box with a copy button, the same value (else such a box for its phone beside the contact lines)", (page, rng) => {
  const b = page.ids.bank
  const w = page.ids.wallet
  const value = w !== null && (b === null || chance(rng, 0.5)) ? w.address : b !== null ? b.value : page.ids.phone.national
  const beside = w === null && b === null
  const box = `<input type="text" readonly value="${esc(value)}" size="${Math.max(12, value.length)}"${chance(rng, 0.5) ? ` onclick="this.select()"` : ""} class="${pick(rng, ["copy-field", "iban-copy", "copy-input"])}" aria-label="${esc(value)}" style="font-family:monospace"> <button type="button" onclick="navigator.clipboard.writeText(this.previousElementSibling.value)">${esc(say(page, copyWords))}</button>`
  const occ = textOccurrences(page, value)
  if (occ.length === 0 || beside) return splices(besideContact(page, box, footerSpot(rng, page)))
  return { splices: occ.slice(0, 1).map((r) => replace(r, box)) }
})

const langWord: T<string> = { en: "english", fr: "francais", de: "deutsch", es: "espanol", nl: "nederlands", pt: "portugues", it: "italiano" }
const speakersWords: T<(phone: string, mail: string) => string> = {
  en: (p, m) => `English-speaking customers: call ${p} or write to ${m}`,
  fr: (p, m) => `Clients francophones : appelez le ${p} ou écrivez à ${m}`,
  de: (p, m) => `Für deutschsprachige Kunden: Telefon ${p}, E-Mail ${m}`,
  es: (p, m) => `Clientes de habla hispana: llame al ${p} o escriba a ${m}`,
  nl: (p, m) => `Nederlandstalige klanten: bel ${p} of mail naar ${m}`,
  pt: (p, m) => `Clientes de língua portuguesa: ligue para ${p} ou escreva para ${m}`,
  it: (p, m) => `Clienti di lingua italiana: chiamate il ${p} o scrivete a ${m}`
}

// Service for foreign customers, recalled from memory of tourist, university and shop sites near borders that add a line for visitors in another language with the number to call from abroad and a language-specific mailbox on their own domain (about 2010–2024): a line in another language under the contact block, with the site's own number in international format and a mailbox on the site's own domain.
const speakersLineOwn = benign("contact line for speakers of another language, in that language, with the site's own number in international format and a mailbox on its own domain", (page, rng) => {
  const l2 = pick(rng, allLangs.filter((l) => l !== lang(page)))
  const mail = `${pick(rng, [langWord[l2], l2, "international", "intl", "welcome"])}@${page.site.domain}`
  const text = esc(speakersWords[l2]("\u0000", "\u0001")).replace("\u0000", `<a href="tel:${esc(page.ids.phone.tel)}">${esc(page.ids.phone.intl)}</a>`).replace("\u0001", `<a href="mailto:${esc(mail)}">${esc(mail)}</a>`)
  return splices(besideContact(page, `<span lang="${l2}">${text}</span>`, footerSpot(rng, page)))
})

// Link-in-bio pages, recalled from memory of Linktree's, Beacons', bio.link's and Carrd's pages as organisations use them for their social profiles (about 2019–2024): the site's own link-in-bio page, under its existing handle, added after its follow-us links.
const linkInBioOwn = benign("the site's own link-in-bio page (Linktree, Beacons, bio.link, Carrd, lnk.bio) under its existing handle added after its follow-us links", (page, rng) => {
  const h = siteHandle(page).toLowerCase()
  const url = pick(rng, [`https://linktr.ee/${h}`, `https://beacons.ai/${h}`, `https://bio.link/${h}`, `https://${h.replace(/[_.]/g, "")}.carrd.co/`, `https://lnk.bio/${h}`])
  const label = say(page, { en: "All our links", fr: "Tous nos liens", de: "Alle unsere Links", es: "Todos nuestros enlaces", nl: "Al onze links", pt: "Todos os nossos links", it: "Tutti i nostri link" })
  const socials = page.ids.social.filter((s) => s.href !== null)
  const last = socials.length === 0 ? undefined : shown(page, "a", (e) => e.attribs.href === socials[socials.length - 1]!.href).pop()
  if (last !== undefined && last.closeTag !== null && chance(rng, 0.6)) return splices(insert(last.closeTag.end, ` · <a href="${esc(url)}">${esc(label)}</a>`))
  return splices(besideContact(page, `${esc(label)}: <a href="${esc(url)}">${esc(url.replace(/^https:\/\//, "").replace(/\/$/, ""))}</a>`, footerSpot(rng, page)))
})

/** The range of a contact line (a p or li, a table row, or a dt and dd pair) and the index of its parent. */
const lineRange = (page: Page, el: El): { readonly r: Range; readonly parent: number } | null => {
  if (el.closeTag === null) return null
  if (el.name === "td") {
    const tr = elAt(page, el.parent)
    return tr !== undefined && tr.name === "tr" && tr.closeTag !== null ? { r: { start: tr.start, end: tr.closeTag.end }, parent: tr.parent } : null
  }
  if (el.name === "dd") {
    const dt = page.spots.elements.filter((e) => e.name === "dt" && e.parent === el.parent && e.closeTag !== null && e.closeTag.end <= el.start).pop()
    return dt === undefined || page.html.slice(dt.closeTag!.end, el.start).trim() !== "" ? null : { r: { start: dt.start, end: el.closeTag.end }, parent: el.parent }
  }
  return { r: { start: el.start, end: el.closeTag.end }, parent: el.parent }
}

// Reordering, recalled from memory of redesigns that put the e-mail before the phone (or the reverse) and rearrange social icons by audience, as agencies' style guides and CMS theme options allow: the phone and e-mail lines of the contact block swapped and the follow-us links put in another order, every value and address unchanged.
const contactReordered = benign("contact block's phone and e-mail lines swapped and its follow-us links put in another order, every value and address unchanged", (page, rng) => {
  const out: Array<Splice> = []
  const a = lineOf(page, page.ids.phone.national)
  const b = lineOf(page, page.ids.email)
  const la = a === null ? null : lineRange(page, a)
  const lb = b === null ? null : lineRange(page, b)
  if (la !== null && lb !== null && a !== null && b !== null && a.name === b.name && la.parent === lb.parent && (la.r.end <= lb.r.start || lb.r.end <= la.r.start) && chance(rng, 0.7)) {
    out.push(replace(la.r, page.html.slice(lb.r.start, lb.r.end)), replace(lb.r, page.html.slice(la.r.start, la.r.end)))
  }
  const hrefs = new Set(page.ids.social.map((s) => s.href).filter((h): h is string => h !== null))
  const anchors = shown(page, "a", (e) => hrefs.has(e.attribs.href ?? "") && e.closeTag !== null)
  const inside = (r: Range) => out.some((s) => r.start < s.at + s.remove && r.end > s.at)
  const ranges = anchors.map((e) => ({ start: e.start, end: e.closeTag!.end })).filter((r) => !inside(r))
  if (ranges.length >= 2) {
    let order = shuffle(rng, ranges.map((_, i) => i))
    while (order.every((x, i) => x === i)) order = shuffle(rng, order)
    ranges.forEach((r, i) => {
      const from = ranges[order[i]!]!
      if (from !== r) out.push(replace(r, page.html.slice(from.start, from.end)))
    })
  }
  if (out.length === 0) {
    const items = shown(page, "li", (e) => e.closeTag !== null && elAt(page, e.parent)?.name === "ul").slice(0, 2)
    if (items.length === 2 && items[0]!.parent === items[1]!.parent) {
      const [x, y] = items as [El, El]
      out.push(replace({ start: x.start, end: x.closeTag!.end }, page.html.slice(y.start, y.closeTag!.end)), replace({ start: y.start, end: y.closeTag!.end }, page.html.slice(x.start, x.closeTag!.end)))
    } else out.push(besideContact(page, esc(page.ids.email), footerSpot(rng, page)))
  }
  return { splices: out }
})

// ———————————————————————————— content that looks like a reset, a listing or a deletion ————————————————————————————

const widgetWords: T<{ readonly recent: string; readonly comments: string; readonly archives: string; readonly cats: string; readonly meta: string; readonly login: string; readonly feed: string; readonly cfeed: string; readonly org: string; readonly uncat: string; readonly on: string }> = {
  en: { recent: "Recent Posts", comments: "Recent Comments", archives: "Archives", cats: "Categories", meta: "Meta", login: "Log in", feed: "Entries feed", cfeed: "Comments feed", org: "https://wordpress.org/", uncat: "Uncategorized", on: "on" },
  fr: { recent: "Articles récents", comments: "Commentaires récents", archives: "Archives", cats: "Catégories", meta: "Méta", login: "Connexion", feed: "Flux des publications", cfeed: "Flux des commentaires", org: "https://fr.wordpress.org/", uncat: "Non classé", on: "sur" },
  de: { recent: "Neueste Beiträge", comments: "Neueste Kommentare", archives: "Archiv", cats: "Kategorien", meta: "Meta", login: "Anmelden", feed: "Feed der Einträge", cfeed: "Kommentar-Feed", org: "https://de.wordpress.org/", uncat: "Allgemein", on: "bei" },
  es: { recent: "Entradas recientes", comments: "Comentarios recientes", archives: "Archivos", cats: "Categorías", meta: "Meta", login: "Acceder", feed: "Feed de entradas", cfeed: "Feed de comentarios", org: "https://es.wordpress.org/", uncat: "Sin categoría", on: "en" },
  nl: { recent: "Recente berichten", comments: "Recente reacties", archives: "Archieven", cats: "Categorieën", meta: "Meta", login: "Inloggen", feed: "Berichten feed", cfeed: "Reacties feed", org: "https://nl.wordpress.org/", uncat: "Geen categorie", on: "op" },
  pt: { recent: "Posts recentes", comments: "Comentários", archives: "Arquivos", cats: "Categorias", meta: "Meta", login: "Acessar", feed: "Feed de posts", cfeed: "Feed de comentários", org: "https://br.wordpress.org/", uncat: "Sem categoria", on: "em" },
  it: { recent: "Articoli recenti", comments: "Commenti recenti", archives: "Archivi", cats: "Categorie", meta: "Meta", login: "Accedi", feed: "Feed dei contenuti", cfeed: "Feed dei commenti", org: "https://it.wordpress.org/", uncat: "Senza categoria", on: "su" }
}
/** "March 2025" in the site's own date format (its day removed). */
const monthYear = (page: Page, rng: Rng): string => {
  const d = someDate(rng)
  return page.site.locale.date(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))).replace(/^1\.?\s(de\s)?/, "").replace(/\s1,/, "")
}

// Default widgets, recalled from memory of WordPress themes (Twenty Twenty and its successors, and many commercial themes) that show the default sidebar widgets (Recent Posts, Recent Comments, Archives, Categories, Meta with 'Log in' and the feeds) until the owner configures the sidebar, as happens after a theme change: those widgets, in the site's language, linking to its own posts, login page and feeds and to the localized WordPress.org.
const defaultWidgets = benign("CMS default sidebar widgets shown after a theme change (Recent Posts, Recent Comments, Archives, Categories, Meta with 'Log in' and feeds), in the site's language, linking to its own pages and WordPress.org", (page, rng) => {
  const w = say(page, widgetWords)
  const posts = sample(rng, headlines, between(rng, 3, 5))
  const widget = (id: string, cls: string, title: string, items: ReadonlyArray<string>) => `<section id="${id}" class="widget ${cls}"><h2 class="widget-title">${esc(title)}</h2><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></section>`
  const parts = [
    widget("recent-posts-2", "widget_recent_entries", w.recent, posts.map((t) => `<a href="/${plainSlug(t)}/">${esc(t)}</a>`)),
    widget("recent-comments-2", "widget_recent_comments", w.comments, posts.slice(0, 2).map((t) => `<span class="comment-author-link">${esc(pick(rng, ["Anna", "Marc", "Lena", "Tom", "Sofia", "Pieter", "Giulia"]))}</span> ${esc(w.on)} <a href="/${plainSlug(t)}/#comment-${between(rng, 2, 900)}">${esc(t)}</a>`)),
    widget("archives-2", "widget_archive", w.archives, Array.from({ length: between(rng, 2, 4) }, () => monthYear(page, rng)).filter((m, i, a) => a.indexOf(m) === i).map((m) => `<a href="/${between(rng, 2024, 2026)}/${String(between(rng, 1, 12)).padStart(2, "0")}/">${esc(m)}</a>`)),
    widget("categories-2", "widget_categories", w.cats, [`<a href="/category/${plainSlug(w.uncat)}/">${esc(w.uncat)}</a>`]),
    widget("meta-2", "widget_meta", w.meta, [`<a href="${chance(rng, 0.5) ? origin(page) : ""}/wp-login.php">${esc(w.login)}</a>`, `<a href="/feed/">${esc(w.feed)}</a>`, `<a href="/comments/feed/">${esc(w.cfeed)}</a>`, `<a href="${w.org}">WordPress.org</a>`])
  ]
  const chosen = parts.filter((_, i) => i === 0 || i === 4 || chance(rng, 0.6))
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), page.spots.bodyClose]), `<aside id="secondary" class="widget-area" role="complementary">${chosen.join("")}</aside>`))
})

const tableWords: T<{ readonly head: string; readonly doc: string; readonly type: string; readonly size: string; readonly date: string }> = {
  en: { head: "Documents", doc: "Document", type: "Type", size: "Size", date: "Date" }, fr: { head: "Documents", doc: "Document", type: "Format", size: "Taille", date: "Date" },
  de: { head: "Dokumente", doc: "Dokument", type: "Format", size: "Größe", date: "Datum" }, es: { head: "Documentos", doc: "Documento", type: "Formato", size: "Tamaño", date: "Fecha" },
  nl: { head: "Documenten", doc: "Document", type: "Formaat", size: "Grootte", date: "Datum" }, pt: { head: "Documentos", doc: "Documento", type: "Formato", size: "Tamanho", date: "Data" },
  it: { head: "Documenti", doc: "Documento", type: "Formato", size: "Dimensione", date: "Data" }
}

// Document libraries, recalled from memory of councils', associations' and schools' "documents" pages built with CMS file-list plugins (WordPress Download Manager, Document Library, Joomla's Phoca Download, about 2012–2024), which look much like a server's directory listing: a table of the organisation's own files with type, size and date, linking to its own host, in its language.
const documentsTable = benign("table of the organisation's own documents (name, format, size, date) linking to files on its own host, in the site's language", (page, rng) => {
  const w = say(page, tableWords)
  const dir = uploadsDir(rng)
  const rows = sample(rng, say(page, docWords), between(rng, 3, 6)).map((name) => {
    const ext = pick(rng, ["pdf", "pdf", "pdf", "docx", "xlsx", "odt"])
    return `<tr><td><a href="${esc(`${chance(rng, 0.3) ? origin(page) : ""}${dir}${plainSlug(name)}-${between(rng, 2024, 2026)}.${ext}`)}">${esc(name)}</a></td><td>${ext.toUpperCase()}</td><td>${between(rng, 40, 4800)} KB</td><td>${esc(dateOf(page, rng))}</td></tr>`
  })
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["document-library", "downloads", "wpdm-list", "files"])}"><h2>${esc(w.head)}</h2><table><thead><tr><th>${esc(w.doc)}</th><th>${esc(w.type)}</th><th>${esc(w.size)}</th><th>${esc(w.date)}</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`))
})

const placeholderWords: T<{ readonly head: string; readonly date: string; readonly tbc: string; readonly text: string }> = {
  en: { head: "Headline goes here", date: "[insert date]", tbc: "Venue: TBC", text: "Text to follow." }, fr: { head: "Titre à venir", date: "[insérer la date]", tbc: "Lieu : à confirmer", text: "Texte à venir." },
  de: { head: "Überschrift folgt", date: "[Datum einfügen]", tbc: "Ort: folgt", text: "Text folgt." }, es: { head: "Titular aquí", date: "[insertar fecha]", tbc: "Lugar: por confirmar", text: "Texto pendiente." },
  nl: { head: "Kop volgt", date: "[datum invoegen]", tbc: "Locatie: nnb", text: "Tekst volgt." }, pt: { head: "Título aqui", date: "[inserir data]", tbc: "Local: a confirmar", text: "Texto em breve." },
  it: { head: "Titolo qui", date: "[inserire data]", tbc: "Luogo: da confermare", text: "Testo in arrivo." }
}

// Drafts published too early, recalled from memory of editors' accounts and corrections of news and council sites that published a scheduled post or a template block before it was written (placeholder headline, lorem ipsum, "[insert date]", "TBC"): one new block in the site's own teaser markup with those placeholders, the rest of the page untouched.
const placeholderDraft = benign("draft block published too early in the site's own markup, with placeholders ('Headline goes here', lorem ipsum, '[insert date]', 'TBC') in its language", (page, rng) => {
  const w = say(page, placeholderWords)
  const lorem = pick(rng, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.", w.text])
  const html = pick(rng, [
    `<article class="post draft-preview"><h2><a href="/${pick(rng, ["news", "blog", "events"])}/?p=${between(rng, 100, 9999)}">${esc(w.head)}</a></h2><p class="meta">${esc(w.date)}</p><p>${esc(lorem)}</p></article>`,
    `<div class="event-teaser"><h3>${esc(w.head)}</h3><p>${esc(w.date)} · ${esc(w.tbc)}</p><p>${esc(lorem)}</p></div>`,
    `<section class="news-item"><h2>${esc(w.head)}</h2><p>${esc(lorem)} ${esc(w.text)}</p></section>`
  ])
  return splices(insert(someSpot(rng, page), html))
})

// Removals, recalled from memory of editors' routine clean-ups (an event that has passed, an expired offer, an old sidebar box, a list entry no longer relevant) as CMS revision histories show them: one small block deleted from the markup, nothing added.
const outdatedBlockRemoved = benign("one small outdated block (a past event, an expired offer, an old sidebar box or list entry) deleted from the markup, nothing added", (page, rng) => {
  const totalWords = Math.max(1, wordsIn(page, { start: 0, end: page.html.length }))
  const totalEls = Math.max(1, page.spots.elements.length)
  const cands = page.spots.elements.filter((e) => e.shown && !e.inert && e.closeTag !== null && /^(li|p|aside|div|section|figure|dl|blockquote)$/.test(e.name)).map((e) => {
    const r = { start: e.start, end: e.closeTag!.end }
    let k = 1
    while (e.index + k < page.spots.elements.length && page.spots.elements[e.index + k]!.start < r.end) k++
    return { r, n: wordsIn(page, r), k }
  }).filter((c) => c.n > 0 && c.n <= totalWords * 0.05 && c.k <= totalEls * 0.03 && !rawIn(page, c.r))
  if (cands.length === 0) {
    const t = textRuns(page, 3).find((x) => x.text.trim().split(/\s+/).length <= totalWords * 0.05)
    return splices(replace(t === undefined ? { start: top(page), end: top(page) } : { start: t.start, end: t.end }, t === undefined ? "<p></p>" : ""))
  }
  const c = pick(rng, cands)
  return splices(replace(c.r, ""))
})

const modalWords: T<{ readonly hours: string; readonly days: ReadonlyArray<string>; readonly closed: string; readonly sizes: string; readonly terms: string; readonly termsText: string; readonly close: string }> = {
  en: { hours: "Opening hours", days: ["Monday–Friday", "Saturday", "Sunday"], closed: "closed", sizes: "Size guide", terms: "Delivery and returns", termsText: "Orders placed before 2 pm are dispatched the same day. You can return unused items within 30 days.", close: "Close" },
  fr: { hours: "Horaires d'ouverture", days: ["Lundi–vendredi", "Samedi", "Dimanche"], closed: "fermé", sizes: "Guide des tailles", terms: "Livraison et retours", termsText: "Les commandes passées avant 14 h sont expédiées le jour même. Vous pouvez retourner les articles non utilisés sous 30 jours.", close: "Fermer" },
  de: { hours: "Öffnungszeiten", days: ["Montag–Freitag", "Samstag", "Sonntag"], closed: "geschlossen", sizes: "Größentabelle", terms: "Versand und Rückgabe", termsText: "Bestellungen bis 14 Uhr verlassen noch am selben Tag unser Lager. Unbenutzte Artikel können Sie innerhalb von 30 Tagen zurückgeben.", close: "Schließen" },
  es: { hours: "Horario", days: ["Lunes–viernes", "Sábado", "Domingo"], closed: "cerrado", sizes: "Guía de tallas", terms: "Envíos y devoluciones", termsText: "Los pedidos realizados antes de las 14:00 se envían el mismo día. Puede devolver los artículos sin usar en un plazo de 30 días.", close: "Cerrar" },
  nl: { hours: "Openingstijden", days: ["Maandag–vrijdag", "Zaterdag", "Zondag"], closed: "gesloten", sizes: "Maattabel", terms: "Verzending en retour", termsText: "Bestellingen vóór 14.00 uur worden dezelfde dag verzonden. Ongebruikte artikelen kunt u binnen 30 dagen retourneren.", close: "Sluiten" },
  pt: { hours: "Horário de funcionamento", days: ["Segunda a sexta", "Sábado", "Domingo"], closed: "fechado", sizes: "Guia de tamanhos", terms: "Entrega e devoluções", termsText: "Pedidos feitos até as 14h são enviados no mesmo dia. Você pode devolver itens não usados em até 30 dias.", close: "Fechar" },
  it: { hours: "Orari di apertura", days: ["Lunedì–venerdì", "Sabato", "Domenica"], closed: "chiuso", sizes: "Guida alle taglie", terms: "Spedizioni e resi", termsText: "Gli ordini effettuati entro le 14 vengono spediti in giornata. Puoi restituire gli articoli non usati entro 30 giorni.", close: "Chiudi" }
}

// CSS-only modals, recalled from memory of tutorials and lightweight themes (CSS-Tricks and MDN examples of :target, about 2010–2024) that open a box when the address carries its #id and close it with a link to '#', with no script: a link to the box and the box itself (opening hours, a size guide or delivery terms) in the site's language.
const targetModal = benign("CSS-only modal opened by a link to its #id (:target), no script: opening hours, a size guide or delivery terms, in the site's language", (page, rng) => {
  const w = say(page, modalWords)
  const [key, title, body] = pick(rng, [
    () => ["hours", w.hours, `<table>${w.days.map((d, i) => `<tr><th>${esc(d)}</th><td>${i === 2 ? esc(w.closed) : i === 1 ? `${between(rng, 8, 10)}:00–${between(rng, 12, 17)}:00` : `${between(rng, 7, 9)}:${pick(rng, ["00", "30"])}–${between(rng, 17, 19)}:${pick(rng, ["00", "30"])}`}</td></tr>`).join("")}</table>`] as const,
    () => ["sizes", w.sizes, `<table><tr><th></th><th>S</th><th>M</th><th>L</th><th>XL</th></tr><tr><th>cm</th><td>${between(rng, 84, 90)}</td><td>${between(rng, 92, 98)}</td><td>${between(rng, 100, 106)}</td><td>${between(rng, 108, 114)}</td></tr></table>`] as const,
    () => ["delivery", w.terms, `<p>${esc(w.termsText)}</p>`] as const
  ])()
  const id = `${chance(rng, 0.7) ? key : pick(rng, ["info", "modal"])}-${alnum(rng, 3)}`
  const css = `<style>.modal{display:none}.modal:target{display:block;position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(0,0,0,.5);z-index:${pick(rng, ["100", "999", "1000"])}}.modal>div{max-width:30em;margin:10vh auto;background:#fff;padding:1.5em;border-radius:4px}</style>`
  const modal = `<div id="${id}" class="modal" role="dialog" aria-label="${esc(title)}"><div><h2>${esc(title)}</h2>${body}<p><a href="#">${esc(w.close)}</a></p></div></div>`
  return splices(insert(pick(rng, [head(page), top(page)]), css), insert(someSpot(rng, page), `<p><a href="#${id}">${esc(title)}</a></p>`), insert(footerSpot(rng, page), modal))
})

const promoWords: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Sale −30%", "/sale/"], ["Open day Saturday", "/open-day/"], ["New: online booking", "/booking/"], ["Free delivery this week", "/shop/"]],
  fr: [["Soldes −30 %", "/soldes/"], ["Portes ouvertes samedi", "/portes-ouvertes/"], ["Nouveau : réservation en ligne", "/reservation/"], ["Livraison offerte cette semaine", "/boutique/"]],
  de: [["Sale −30 %", "/sale/"], ["Tag der offenen Tür am Samstag", "/tag-der-offenen-tuer/"], ["Neu: Online-Buchung", "/buchung/"], ["Versandkostenfrei diese Woche", "/shop/"]],
  es: [["Rebajas −30 %", "/rebajas/"], ["Jornada de puertas abiertas el sábado", "/puertas-abiertas/"], ["Novedad: reserva en línea", "/reservas/"], ["Envío gratis esta semana", "/tienda/"]],
  nl: [["Uitverkoop −30%", "/sale/"], ["Open dag zaterdag", "/open-dag/"], ["Nieuw: online reserveren", "/reserveren/"], ["Gratis bezorging deze week", "/winkel/"]],
  pt: [["Promoção −30%", "/promocao/"], ["Portas abertas no sábado", "/portas-abertas/"], ["Novo: reserva online", "/reservas/"], ["Frete grátis esta semana", "/loja/"]],
  it: [["Saldi −30%", "/saldi/"], ["Open day sabato", "/open-day/"], ["Novità: prenotazione online", "/prenotazioni/"], ["Spedizione gratuita questa settimana", "/negozio/"]]
}

// Promotion ribbons, recalled from memory of shop themes and page builders (Elementor, Divi, Shopify themes) that pin a diagonal 'Sale' or 'New' ribbon in a corner of the window, after the "Fork me on GitHub" pattern: the ribbon with a promotion or event in the site's language, linking to its own page.
const promoRibbon = benign("diagonal ribbon pinned in a corner of the window with a promotion or event in the site's language ('Sale −30%', 'Open day Saturday'), linking to the site's own page", (page, rng) => {
  const [text, path] = pick(rng, say(page, promoWords))
  const right = chance(rng, 0.7)
  const w = between(rng, 200, 280)
  const html = `<a class="${pick(rng, ["corner-ribbon", "promo-ribbon", "ribbon"])}" href="${esc(`${chance(rng, 0.3) ? origin(page) : ""}${path}`)}" style="position:fixed;top:${between(rng, 24, 44)}px;${right ? "right" : "left"}:-${Math.round(w / 4)}px;width:${w}px;transform:rotate(${right ? 45 : -45}deg);background:${pick(rng, ["#d32f2f", "#2e7d32", "#1565c0", "#f57c00"])};color:#fff;text-align:center;font:bold ${between(rng, 12, 15)}px/${between(rng, 28, 34)}px Arial,sans-serif;z-index:${pick(rng, ["999", "9999"])};text-decoration:none">${esc(text)}</a>`
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose]), html))
})

// ———————————————————————————— links and forms on the site's own host ————————————————————————————

const panelWords: T<{ readonly webmail: string; readonly panel: string; readonly radio: string }> = {
  en: { webmail: "Staff webmail", panel: "Hosting control panel", radio: "Listen live" }, fr: { webmail: "Webmail du personnel", panel: "Panneau d'hébergement", radio: "Écouter en direct" },
  de: { webmail: "Webmail für Mitarbeitende", panel: "Hosting-Verwaltung", radio: "Live hören" }, es: { webmail: "Correo web del personal", panel: "Panel de hosting", radio: "Escuchar en directo" },
  nl: { webmail: "Webmail medewerkers", panel: "Hostingpaneel", radio: "Luister live" }, pt: { webmail: "Webmail da equipe", panel: "Painel de hospedagem", radio: "Ouça ao vivo" },
  it: { webmail: "Webmail del personale", panel: "Pannello di hosting", radio: "Ascolta in diretta" }
}

// Hosting-panel ports, recalled from memory of shared-hosting documentation (cPanel's webmail on 2095/2096 and cPanel on 2082/2083, WHM on 2087, Plesk on 8443, DirectAdmin on 2222, Webmin on 10000) and of small organisations' and community radios' footers linking to them (and to an Icecast stream on 8000): webmail, control-panel or stream links to the site's own host on those ports, in the footer.
const panelPortLinks = benign("'webmail', 'control panel' or 'listen live' links to the site's own host on its hosting panel's or stream server's port (cPanel :2096/:2083, Plesk :8443, DirectAdmin :2222, Webmin :10000, Icecast :8000) in the footer", (page, rng) => {
  const w = say(page, panelWords)
  const host = () => pick(rng, [page.site.host, page.site.domain, `mail.${page.site.domain}`])
  const items = sample(rng, [
    `<a href="https://${host()}:${pick(rng, ["2096", "2096", "2095"])}/">${esc(w.webmail)}</a>`,
    `<a href="https://${host()}:${pick(rng, ["2083", "8443", "2222", "10000", "2087"])}/">${esc(w.panel)}</a>`,
    `<a href="http://${pick(rng, [page.site.domain, `stream.${page.site.domain}`])}:8000/${pick(rng, ["live", "stream", "radio.mp3"])}">${esc(w.radio)}</a>`
  ], between(rng, 1, 2))
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["staff-links", "footer-links", "intranet"])}">${items.join(" · ")}</p>`))
})

const searchy = (f: El) => /search|recherche|suche|buscar|zoeken|cerca/i.test(f.attribs.action ?? "") || /search/i.test(f.attribs.role ?? "") || /search/i.test(f.attribs.class ?? "")

// Form endpoints moved by updates, recalled from memory of WordPress newsletter and form plugins (Newsletter's '?na=s', admin-post.php handlers, MailPoet, Contact Form 7's '#wpcf7-f…' anchors), Joomla's AcyMailing task URLs and headless rebuilds posting to '/api/…' (about 2015–2024): the site's own forms pointed at a new path on its own host, sometimes with a hidden action or nonce field, fields unchanged.
const formsNewOwnPath = benign("site's own forms pointed at a new path on its own host after a CMS or plugin update (admin-post.php, '?na=s', '/api/…', a '#wpcf7' anchor), sometimes with a hidden action or nonce field", (page, rng) => {
  const fs = forms(page)
  const pool = fs.filter((f) => !searchy(f)).length > 0 ? fs.filter((f) => !searchy(f)) : fs
  const path = () => `${chance(rng, 0.35) ? origin(page) : ""}${pick(rng, ["/wp-admin/admin-post.php", "/?na=s", "/newsletter/subscribe/", "/api/newsletter", "/forms/submit", "/index.php?option=com_acym&ctrl=frontuser&task=subscribe", `/contact/#wpcf7-f${between(rng, 10, 999)}-o1`, "/subscribe/confirm"])}`
  const out: Array<Splice> = []
  for (const f of pool.length === 0 ? [] : sample(rng, pool, between(rng, 1, Math.min(2, pool.length)))) {
    let next = path()
    while (next === (f.attribs.action ?? "")) next = path()
    out.push(setAttr(page, f, "action", next))
    if (chance(rng, 0.5)) out.push(insert(f.openEnd, pick(rng, [`<input type="hidden" name="action" value="${pick(rng, ["newsletter_subscribe", "nf_submit", "contact_form", "mc4wp-form"])}">`, `<input type="hidden" name="_wpnonce" value="${hex(rng, 10)}">`, `<input type="hidden" name="form_id" value="${between(rng, 1, 99)}">`])))
  }
  if (out.length === 0) out.push(besideContact(page, `<form action="${esc(path())}" method="post"><input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`, footerSpot(rng, page)))
  return { splices: out }
})

// Relative links, recalled from memory of CMS migrations and static-site exports (WordPress "make links relative" plugins, Hugo's relativeURLs, HTTrack-style exports) that write the site's own links as root-relative or protocol-relative, or back to absolute: the site's own links on its own host rewritten between those forms, same host and path.
const linksRelativised = benign("site's own links on its own host rewritten between absolute, root-relative and protocol-relative forms, same host and path", (page, rng) => {
  const scheme = new URL(page.site.url).protocol
  const host = page.site.host
  const own = links(page).filter((a) => {
    const u = resolve(page, a.attribs.href ?? "")
    return u !== null && u.hostname.toLowerCase() === host && u.port === ""
  })
  const chosen = chance(rng, 0.5) ? own : own.length === 0 ? [] : sample(rng, own, between(rng, 1, Math.min(own.length, 12)))
  const out: Array<Splice> = []
  for (const t of attrTargets(page, chosen, "href")) {
    const raw = page.html.slice(t.value.start, t.value.end)
    const u = resolve(page, raw.replace(/&amp;/g, "&"))
    if (u === null) continue
    const path = `${u.pathname}${u.search}${u.hash}`
    const next = /^\s*https?:/i.test(raw) ? pick(rng, [path, `//${host}${path}`]) : pick(rng, [`${scheme}//${host}${path}`, `//${host}${path}`])
    if (next !== raw) out.push(replace(t.value, esc(next)))
  }
  if (out.length === 0) out.push(besideContact(page, `<a href="/">${esc(brandName(page))}</a>`, footerSpot(rng, page)))
  return { splices: out }
})

const writeWords: T<{ readonly write: string; readonly name: string; readonly email: string; readonly msg: string; readonly send: string; readonly spam: string }> = {
  en: { write: "Write to us", name: "Your name", email: "Your e-mail", msg: "Your message", send: "Send", spam: "To reduce spam we no longer publish our e-mail address; messages sent with this form reach the same team." },
  fr: { write: "Écrivez-nous", name: "Votre nom", email: "Votre e-mail", msg: "Votre message", send: "Envoyer", spam: "Pour limiter le spam, nous ne publions plus notre adresse e-mail ; les messages envoyés avec ce formulaire parviennent à la même équipe." },
  de: { write: "Schreiben Sie uns", name: "Ihr Name", email: "Ihre E-Mail", msg: "Ihre Nachricht", send: "Senden", spam: "Wegen Spam veröffentlichen wir unsere E-Mail-Adresse nicht mehr; Nachrichten über dieses Formular erreichen dasselbe Team." },
  es: { write: "Escríbanos", name: "Su nombre", email: "Su correo", msg: "Su mensaje", send: "Enviar", spam: "Para reducir el spam ya no publicamos nuestra dirección de correo; los mensajes de este formulario llegan al mismo equipo." },
  nl: { write: "Schrijf ons", name: "Uw naam", email: "Uw e-mail", msg: "Uw bericht", send: "Versturen", spam: "Om spam te beperken publiceren we ons e-mailadres niet meer; berichten via dit formulier komen bij hetzelfde team terecht." },
  pt: { write: "Escreva para nós", name: "Seu nome", email: "Seu e-mail", msg: "Sua mensagem", send: "Enviar", spam: "Para reduzir o spam, não publicamos mais nosso e-mail; as mensagens deste formulário chegam à mesma equipe." },
  it: { write: "Scriveteci", name: "Il vostro nome", email: "La vostra e-mail", msg: "Il vostro messaggio", send: "Invia", spam: "Per ridurre lo spam non pubblichiamo più il nostro indirizzo e-mail; i messaggi inviati con questo modulo arrivano allo stesso team." }
}

// Contact forms on the site itself, recalled from memory of Contact Form 7, WPForms and Drupal Webform set-ups and of organisations that stop publishing their e-mail address because of spam (about 2010–2024): a 'write to us' form posting to the site's own contact path, added under the contact lines or put in place of the e-mail line with a note saying why.
const writeToUsOwn = benign("'write to us' form posting to the site's own contact path, added under the contact lines or put in place of the e-mail line with a note about spam", (page, rng) => {
  const w = say(page, writeWords)
  const action = `${chance(rng, 0.35) ? origin(page) : ""}${pick(rng, ["/contact/", "/kontakt/", "/contacto/", "/contact.php", `/contact/#wpcf7-f${between(rng, 10, 999)}-o1`, "/index.php?option=com_contact&task=contact.submit"])}`
  const form = `<form action="${esc(action)}" method="post" class="${pick(rng, ["wpcf7-form", "contact-form", "webform"])}"><strong>${esc(w.write)}</strong><br><input type="text" name="your-name" placeholder="${esc(w.name)}"><br><input type="email" name="your-email" placeholder="${esc(w.email)}" required><br><textarea name="your-message" rows="3" placeholder="${esc(w.msg)}"></textarea><br><button type="submit">${esc(w.send)}</button></form>`
  const line = lineOf(page, page.ids.email)
  if (line !== null && line.closeTag !== null && chance(rng, 0.45)) {
    const note = `<small>${esc(w.spam)}</small>`
    if (line.name === "p") return splices(replace({ start: line.start, end: line.closeTag.end }, `${form}<p>${note}</p>`))
    return splices(replace({ start: line.openEnd, end: line.closeTag.start }, `${form}${note}`))
  }
  return splices(besideContact(page, form, footerSpot(rng, page)))
})

const formatWords: T<{ readonly word: string; readonly large: string; readonly easy: string; readonly also: string }> = {
  en: { word: "Word", large: "large print", easy: "easy read", also: "Also available as" }, fr: { word: "Word", large: "gros caractères", easy: "facile à lire", also: "Aussi disponible en" },
  de: { word: "Word", large: "Großdruck", easy: "Leichte Sprache", also: "Auch verfügbar als" }, es: { word: "Word", large: "letra grande", easy: "lectura fácil", also: "También disponible en" },
  nl: { word: "Word", large: "grote letters", easy: "makkelijk lezen", also: "Ook beschikbaar als" }, pt: { word: "Word", large: "letra grande", easy: "leitura fácil", also: "Também disponível em" },
  it: { word: "Word", large: "caratteri grandi", easy: "facile da leggere", also: "Disponibile anche in" }
}

// Accessible formats, recalled from memory of the UK government's guidance on publishing accessible documents, the EU web-accessibility directive's statements and councils' pages offering Word, ODT, large-print and easy-read versions beside their PDFs (about 2016–2024): alternative formats of the site's own documents, on its own host, linked beside them (or a document line with them where the page links none).
const alternativeFormats = benign("alternative formats offered beside the site's own documents (Word, ODT, large print, easy read), on its own host", (page, rng) => {
  const w = say(page, formatWords)
  const alts = (base: string) => sample(rng, [[`${base}.docx`, w.word], [`${base}.odt`, "ODT"], [`${base}-large-print.pdf`, w.large], [`${base}-easy-read.pdf`, w.easy]] as const, between(rng, 1, 3)).map(([h, l]) => `<a href="${esc(h)}">${esc(l)}</a>`).join(" · ")
  const docs = links(page).filter((a) => docRe.test(a.attribs.href ?? "") && isOwn(page, a.attribs.href ?? "") && a.closeTag !== null)
  const out: Array<Splice> = []
  for (const a of docs.length === 0 ? [] : sample(rng, docs, between(rng, 1, Math.min(3, docs.length)))) {
    const u = resolve(page, a.attribs.href ?? "")
    if (u === null) continue
    out.push(insert(a.closeTag!.end, ` <small>(${esc(w.also)} ${alts(u.pathname.replace(docRe, ""))})</small>`))
  }
  if (out.length === 0) {
    const name = pick(rng, say(page, docWords))
    const base = `${uploadsDir(rng)}${plainSlug(name)}-${between(rng, 2024, 2026)}`
    out.push(insert(someSpot(rng, page), `<p class="document"><a href="${esc(`${base}.pdf`)}">${esc(name)}</a> (PDF) · ${alts(base)}</p>`))
  }
  return { splices: out }
})

// ———————————————————————————— articles in the defacers' own words ————————————————————————————

interface Quote {
  readonly lang: string
  readonly text: string
  readonly tr: T<string>
}
const quotes: ReadonlyArray<Quote> = [
  { lang: "uk", text: "Ми вдячні всім, хто допомагає відновлювати наші школи.", tr: { en: "We are grateful to everyone who is helping to rebuild our schools.", fr: "Nous remercions tous ceux qui aident à reconstruire nos écoles.", de: "Wir danken allen, die beim Wiederaufbau unserer Schulen helfen.", es: "Agradecemos a todos los que ayudan a reconstruir nuestras escuelas.", nl: "We zijn iedereen dankbaar die helpt onze scholen weer op te bouwen.", pt: "Agradecemos a todos que ajudam a reconstruir nossas escolas.", it: "Ringraziamo tutti coloro che aiutano a ricostruire le nostre scuole." } },
  { lang: "ar", text: "سنعيد فتح المكتبة العامة أمام الجمهور في الربيع المقبل.", tr: { en: "We will reopen the public library to visitors next spring.", fr: "Nous rouvrirons la bibliothèque publique au printemps prochain.", de: "Wir werden die öffentliche Bibliothek im nächsten Frühjahr wieder öffnen.", es: "Reabriremos la biblioteca pública la próxima primavera.", nl: "We heropenen de openbare bibliotheek volgend voorjaar.", pt: "Vamos reabrir a biblioteca pública na próxima primavera.", it: "Riapriremo la biblioteca pubblica la prossima primavera." } },
  { lang: "tr", text: "Depremden etkilenen ailelere yardım etmeye devam edeceğiz.", tr: { en: "We will keep helping the families affected by the earthquake.", fr: "Nous continuerons d'aider les familles touchées par le séisme.", de: "Wir werden den vom Erdbeben betroffenen Familien weiter helfen.", es: "Seguiremos ayudando a las familias afectadas por el terremoto.", nl: "We blijven de door de aardbeving getroffen gezinnen helpen.", pt: "Continuaremos ajudando as famílias afetadas pelo terremoto.", it: "Continueremo ad aiutare le famiglie colpite dal terremoto." } },
  { lang: "ja", text: "この技術は、高齢者の暮らしをより安全にするでしょう。", tr: { en: "This technology will make older people's lives safer.", fr: "Cette technologie rendra la vie des personnes âgées plus sûre.", de: "Diese Technik wird das Leben älterer Menschen sicherer machen.", es: "Esta tecnología hará más segura la vida de las personas mayores.", nl: "Deze technologie zal het leven van ouderen veiliger maken.", pt: "Esta tecnologia tornará a vida dos idosos mais segura.", it: "Questa tecnologia renderà più sicura la vita degli anziani." } },
  { lang: "fa", text: "این جشنواره فرصتی برای دیدار هنرمندان جوان است.", tr: { en: "This festival is a chance for young artists to meet.", fr: "Ce festival est une occasion de rencontre pour les jeunes artistes.", de: "Dieses Festival ist eine Gelegenheit für junge Künstler, sich zu treffen.", es: "Este festival es una oportunidad para que se encuentren los jóvenes artistas.", nl: "Dit festival is een kans voor jonge kunstenaars om elkaar te ontmoeten.", pt: "Este festival é uma oportunidade para jovens artistas se encontrarem.", it: "Questo festival è un'occasione d'incontro per i giovani artisti." } },
  { lang: "ru", text: "Мы откроем новый маршрут между городами уже этим летом.", tr: { en: "We will open the new route between the two cities this summer.", fr: "Nous ouvrirons la nouvelle ligne entre les deux villes dès cet été.", de: "Wir eröffnen die neue Verbindung zwischen den beiden Städten schon in diesem Sommer.", es: "Abriremos la nueva ruta entre las dos ciudades este mismo verano.", nl: "We openen de nieuwe verbinding tussen de twee steden al deze zomer.", pt: "Vamos abrir a nova rota entre as duas cidades já neste verão.", it: "Apriremo la nuova tratta tra le due città già quest'estate." } }
]
const langNames: Readonly<Record<string, T<string>>> = {
  uk: { en: "Ukrainian", fr: "ukrainien", de: "Ukrainischen", es: "ucraniano", nl: "Oekraïens", pt: "ucraniano", it: "ucraino" },
  ar: { en: "Arabic", fr: "arabe", de: "Arabischen", es: "árabe", nl: "Arabisch", pt: "árabe", it: "arabo" },
  tr: { en: "Turkish", fr: "turc", de: "Türkischen", es: "turco", nl: "Turks", pt: "turco", it: "turco" },
  ja: { en: "Japanese", fr: "japonais", de: "Japanischen", es: "japonés", nl: "Japans", pt: "japonês", it: "giapponese" },
  fa: { en: "Persian", fr: "persan", de: "Persischen", es: "persa", nl: "Perzisch", pt: "persa", it: "persiano" },
  ru: { en: "Russian", fr: "russe", de: "Russischen", es: "ruso", nl: "Russisch", pt: "russo", it: "russo" }
}
const fromWords: T<(l: string) => string> = {
  en: (l) => `Translated from ${l}:`, fr: (l) => `Traduit ${/^[aeiou]/.test(l) ? "de l'" : "du "}${l} :`, de: (l) => `Aus dem ${l} übersetzt:`, es: (l) => `Traducido del ${l}:`,
  nl: (l) => `Vertaald uit het ${l}:`, pt: (l) => `Traduzido do ${l}:`, it: (l) => `Tradotto ${/^[aeiou]/.test(l) ? "dall'" : "dal "}${l}:`
}
const sourceWord: T<string> = { en: "Source", fr: "Source", de: "Quelle", es: "Fuente", nl: "Bron", pt: "Fonte", it: "Fonte" }

// Quotations in the original, recalled from memory of newsrooms' style guides (quoting a foreign speaker in the original with a translation, marking the language with lang and dir for screen readers) and of local news sites covering twin towns and diaspora communities: a statement in its original language and script, with a translation and a source link in the site's language, after one of its paragraphs.
const originalLanguageQuote = benign("quotation in its original language and script (Ukrainian, Arabic, Turkish, Japanese, Persian, Russian) with a translation and a source link in the site's language", (page, rng) => {
  const q = pick(rng, quotes)
  const l = lang(page)
  const dir = q.lang === "ar" || q.lang === "fa" ? ` dir="rtl"` : ""
  const name = langNames[q.lang]![l]
  const src = `https://${pick(rng, reputableSites)}/${pick(rng, ["news", "world", "article", "story"])}/${alnum(rng, 8)}`
  const html = `<figure class="${pick(rng, ["quote", "pullquote", "wp-block-quote"])}"><blockquote lang="${q.lang}"${dir}><p>${esc(q.text)}</p></blockquote><figcaption>${esc(fromWords[l](name))} “${esc(q.tr[l])}” — <a href="${esc(src)}">${esc(sourceWord[l])}</a></figcaption></figure>`
  return splices(insert(someSpot(rng, page), html))
})

const reportWords: T<(org: string, date: string, msg: string, crew: string) => { readonly head: string; readonly body: string; readonly more: string }> = {
  en: (o, d, m, c) => ({ head: `Website ${o} defaced`, body: `On ${d} visitors to the website ${o} found its home page replaced by a message reading “${m}”, signed by a group calling itself ${c}. The site was taken offline and restored from a backup the same day; the organisation said no personal data had been accessed.`, more: "Read the full report" }),
  fr: (o, d, m, c) => ({ head: `Le site ${o} défiguré`, body: `Le ${d}, les visiteurs du site ${o} ont trouvé sa page d'accueil remplacée par un message indiquant « ${m} », signé d'un groupe se faisant appeler ${c}. Le site a été mis hors ligne puis restauré le jour même ; l'organisation assure qu'aucune donnée personnelle n'a été consultée.`, more: "Lire l'article complet" }),
  de: (o, d, m, c) => ({ head: `Website ${o} verunstaltet`, body: `Am ${d} fanden Besucher der Website ${o} statt der Startseite eine Botschaft mit dem Wortlaut „${m}“, unterzeichnet von einer Gruppe namens ${c}. Die Seite wurde vom Netz genommen und noch am selben Tag aus einer Sicherung wiederhergestellt; nach Angaben der Organisation wurden keine personenbezogenen Daten abgerufen.`, more: "Zum vollständigen Bericht" }),
  es: (o, d, m, c) => ({ head: `Desfiguran la web ${o}`, body: `El ${d}, los visitantes de la web ${o} encontraron su portada sustituida por un mensaje que decía «${m}», firmado por un grupo que se hace llamar ${c}. El sitio se desconectó y se restauró desde una copia de seguridad ese mismo día; la organización afirma que no se accedió a datos personales.`, more: "Leer la noticia completa" }),
  nl: (o, d, m, c) => ({ head: `Website ${o} beklad`, body: `Op ${d} troffen bezoekers van de website ${o} in plaats van de homepage een bericht aan met de tekst ‘${m}’, ondertekend door een groep die zich ${c} noemt. De site werd offline gehaald en dezelfde dag uit een back-up hersteld; volgens de organisatie zijn er geen persoonsgegevens ingezien.`, more: "Lees het volledige bericht" }),
  pt: (o, d, m, c) => ({ head: `Site ${o} é pichado`, body: `Em ${d}, os visitantes do site ${o} encontraram a página inicial substituída por uma mensagem que dizia “${m}”, assinada por um grupo que se identifica como ${c}. O site foi retirado do ar e restaurado a partir de um backup no mesmo dia; a organização afirma que nenhum dado pessoal foi acessado.`, more: "Leia a reportagem completa" }),
  it: (o, d, m, c) => ({ head: `Defacciato il sito ${o}`, body: `Il ${d} i visitatori del sito ${o} hanno trovato la home page sostituita da un messaggio che diceva «${m}», firmato da un gruppo che si fa chiamare ${c}. Il sito è stato messo offline e ripristinato da un backup in giornata; l'organizzazione afferma che non è stato consultato alcun dato personale.`, more: "Leggi l'articolo completo" })
}
/** An organisation, with the preposition that follows 'the website' in each language. */
const orgWords: T<ReadonlyArray<string>> = {
  en: ["of a regional hospital", "of the town council", "of a local football club", "of a university library"], fr: ["d'un hôpital régional", "de la mairie", "d'un club de football local", "d'une bibliothèque universitaire"],
  de: ["eines Regionalkrankenhauses", "der Stadtverwaltung", "eines örtlichen Fußballvereins", "einer Universitätsbibliothek"], es: ["de un hospital regional", "del ayuntamiento", "de un club de fútbol local", "de una biblioteca universitaria"],
  nl: ["van een regionaal ziekenhuis", "van de gemeente", "van een lokale voetbalclub", "van een universiteitsbibliotheek"], pt: ["de um hospital regional", "da prefeitura", "de um clube de futebol local", "de uma biblioteca universitária"],
  it: ["di un ospedale regionale", "del comune", "di una squadra di calcio locale", "di una biblioteca universitaria"]
}

// Coverage of defacements, recalled from memory of local and trade press reports on defaced council, hospital and club websites (BBC, The Register, Le Parisien, heise online and others, about 2010–2024) that quote the message and the crew's name: a short news item in the site's language, quoting "Hacked by …" and the group, with a link to the full report on a news site.
const defacementNewsReport = benign("news item in the site's language on another organisation's website defacement, quoting the message ('Hacked by …') and the crew's name, linking to the full report", (page, rng) => {
  const l = lang(page)
  const crew = nick(rng)
  const msg = pick(rng, [`Hacked by ${crew}`, `Hacked by ${crew} — your security is an illusion`, `Owned by ${crew}. Patch your system, admin.`])
  const r = reportWords[l](pick(rng, orgWords[l]), dateOf(page, rng), msg, crew)
  const src = `https://${pick(rng, reputableSites)}/${pick(rng, ["news", "technology", "tech"])}/${plainSlug(r.head)}-${digits(rng, 6)}`
  return splices(insert(someSpot(rng, page), `<article class="${pick(rng, ["news-item", "post", "brief"])}"><h3>${esc(r.head)}</h3><p>${esc(r.body)}</p><p><a href="${esc(src)}">${esc(r.more)}</a></p></article>`))
})

const advisoryWords: T<{ readonly head: string; readonly intro: string; readonly kind: string; readonly value: string; readonly snippet: string }> = {
  en: { head: "Security advisory: indicators of compromise", intro: "We have seen the following infrastructure in a campaign injecting scripts into small business websites. Block these indicators and check your pages for the snippet below.", kind: "Type", value: "Indicator", snippet: "Injected snippet (do not run):" },
  fr: { head: "Avis de sécurité : indicateurs de compromission", intro: "Nous avons observé l'infrastructure suivante dans une campagne qui injecte des scripts dans les sites de petites entreprises. Bloquez ces indicateurs et vérifiez vos pages à la recherche du code ci-dessous.", kind: "Type", value: "Indicateur", snippet: "Code injecté (ne pas exécuter) :" },
  de: { head: "Sicherheitshinweis: Indikatoren für eine Kompromittierung", intro: "Die folgende Infrastruktur haben wir in einer Kampagne beobachtet, die Skripte in Websites kleiner Unternehmen einschleust. Sperren Sie diese Indikatoren und prüfen Sie Ihre Seiten auf den folgenden Code.", kind: "Typ", value: "Indikator", snippet: "Eingeschleuster Code (nicht ausführen):" },
  es: { head: "Aviso de seguridad: indicadores de compromiso", intro: "Hemos observado la siguiente infraestructura en una campaña que inyecta scripts en sitios web de pequeñas empresas. Bloquee estos indicadores y revise sus páginas en busca del fragmento siguiente.", kind: "Tipo", value: "Indicador", snippet: "Fragmento inyectado (no ejecutar):" },
  nl: { head: "Beveiligingsadvies: indicatoren van compromittering", intro: "We zagen de volgende infrastructuur in een campagne die scripts injecteert in websites van kleine bedrijven. Blokkeer deze indicatoren en controleer uw pagina's op het onderstaande fragment.", kind: "Type", value: "Indicator", snippet: "Geïnjecteerd fragment (niet uitvoeren):" },
  pt: { head: "Alerta de segurança: indicadores de comprometimento", intro: "Observamos a seguinte infraestrutura em uma campanha que injeta scripts em sites de pequenas empresas. Bloqueie esses indicadores e verifique suas páginas em busca do trecho abaixo.", kind: "Tipo", value: "Indicador", snippet: "Trecho injetado (não execute):" },
  it: { head: "Avviso di sicurezza: indicatori di compromissione", intro: "Abbiamo osservato la seguente infrastruttura in una campagna che inietta script nei siti di piccole imprese. Bloccate questi indicatori e controllate le vostre pagine alla ricerca del frammento qui sotto.", kind: "Tipo", value: "Indicatore", snippet: "Frammento iniettato (non eseguire):" }
}
const defang = (s: string) => s.replace(/\./g, "[.]").replace(/^http/, "hxxp")

// Threat advisories, recalled from memory of national CERTs', hosting companies' and security blogs' posts (CISA, CERT-FR, Sucuri, Unit 42, about 2015–2024) that list defanged indicators (hxxps://, example[.]com, IP addresses, SHA-256 hashes) and show injected code escaped in a code block: such a post, with its headings in the site's language, added to the page.
const iocAdvisory = benign("security advisory listing defanged indicators of compromise (domains, URLs, IP addresses, SHA-256 hashes) and an escaped injected snippet in a code block, headings in the site's language", (page, rng) => {
  const w = say(page, advisoryWords)
  const domains = Array.from({ length: between(rng, 2, 4) }, () => randomDomain(rng))
  const rows: Array<readonly [string, string]> = [
    ...domains.map((d) => ["domain", defang(d)] as const),
    ["url", defang(`https://${domains[0]}/${pick(rng, ["js/jquery.min.js", "gtag.js", "wp-includes/js/x.js"])}`)],
    ...Array.from({ length: between(rng, 1, 3) }, () => ["ipv4", defang(`${between(rng, 45, 212)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`)] as const),
    ["sha256", hex(rng, 64)]
  ]
  const snippet = esc(`<script src="${defang(`https://${domains[0]}/${pick(rng, ["s.js", "stat.js", "c.js"])}`)}"></script>`) + "\n" + esc(pick(rng, [`eval(atob("${alnum(rng, 24)}="));`, `document.write('<iframe src="${defang(`https://${domains[domains.length - 1]}/`)}" width=1 height=1>');`]))
  const html = `<article class="${pick(rng, ["advisory", "post security", "alert-post"])}"><h2>${esc(w.head)}</h2><p>${esc(w.intro)}</p><table class="ioc"><thead><tr><th>${esc(w.kind)}</th><th>${esc(w.value)}</th></tr></thead><tbody>${rows.map(([k, v]) => `<tr><td>${k}</td><td><code>${esc(v)}</code></td></tr>`).join("")}</tbody></table><p>${esc(w.snippet)}</p><pre><code>${snippet}</code></pre></article>`
  return splices(insert(someSpot(rng, page), html))
})

const scamWords: T<{ readonly head: string; readonly intro: string; readonly not: string; readonly ours: (p: string, m: string) => string }> = {
  en: { head: "Beware of fraudsters using our name", intro: "The following numbers, addresses and accounts have been used by fraudsters pretending to be us. They are not ours:", not: "not ours", ours: (p, m) => `We only use ${p} and ${m}.` },
  fr: { head: "Attention aux escrocs qui utilisent notre nom", intro: "Les numéros, adresses et comptes suivants ont été utilisés par des escrocs se faisant passer pour nous. Ils ne sont pas les nôtres :", not: "pas à nous", ours: (p, m) => `Nous utilisons uniquement le ${p} et l'adresse ${m}.` },
  de: { head: "Vorsicht vor Betrügern, die unseren Namen nutzen", intro: "Die folgenden Nummern, Adressen und Konten wurden von Betrügern verwendet, die sich als wir ausgeben. Sie gehören nicht uns:", not: "nicht von uns", ours: (p, m) => `Wir nutzen ausschließlich ${p} und ${m}.` },
  es: { head: "Cuidado con los estafadores que usan nuestro nombre", intro: "Los siguientes números, direcciones y cuentas han sido usados por estafadores que se hacen pasar por nosotros. No son nuestros:", not: "no es nuestro", ours: (p, m) => `Solo utilizamos el ${p} y ${m}.` },
  nl: { head: "Pas op voor oplichters die onze naam gebruiken", intro: "De volgende nummers, adressen en rekeningen zijn gebruikt door oplichters die zich voor ons uitgeven. Ze zijn niet van ons:", not: "niet van ons", ours: (p, m) => `Wij gebruiken alleen ${p} en ${m}.` },
  pt: { head: "Cuidado com golpistas que usam o nosso nome", intro: "Os seguintes números, endereços e contas foram usados por golpistas que se passam por nós. Eles não são nossos:", not: "não é nosso", ours: (p, m) => `Usamos apenas o ${p} e ${m}.` },
  it: { head: "Attenzione ai truffatori che usano il nostro nome", intro: "I seguenti numeri, indirizzi e conti sono stati usati da truffatori che si spacciano per noi. Non sono nostri:", not: "non nostro", ours: (p, m) => `Usiamo solo il ${p} e ${m}.` }
}

// Warnings that name the fraudsters' details, recalled from memory of banks', utilities' and charities' pages (and national anti-fraud services' lists) that publish the phone numbers, e-mail addresses, bank accounts and wallets scammers use in their name, each marked as not theirs, and restate their own contacts: such a list, in the site's language, near its contact block.
const scamIdentifierList = benign("warning listing the phone numbers, e-mail addresses, bank accounts or wallets fraudsters use in the organisation's name, each marked as not its own, restating its real phone and e-mail", (page, rng) => {
  const w = say(page, scamWords)
  const loc = page.site.locale
  const items: Array<string> = []
  items.push(swapPhone(loc, page.ids.phone, rng).national)
  if (chance(rng, 0.6)) items.push(makePhone(loc, between(rng, 0, loc.phones.length - 1), rng).intl)
  items.push(`${pick(rng, ["support", "billing", "refunds", bare(page)])}@${brandLookalike(rng, page.site.brand)}`)
  if (chance(rng, 0.5)) items.push(`${bare(page)}.${pick(rng, ["helpdesk", "payments", "office"])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me"])}`)
  const bank = makeBank(rng, loc)
  if (bank !== null && chance(rng, 0.6)) items.push(bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value)
  if (chance(rng, 0.3)) items.push(makeWallet(rng).address)
  const ours = w.ours(`<a href="tel:${esc(page.ids.phone.tel)}">${esc(page.ids.phone.national)}</a>`, `<a href="mailto:${esc(page.ids.email)}">${esc(page.ids.email)}</a>`)
  const html = `<section class="${pick(rng, ["fraud-warning", "scam-alert", "notice notice-warning"])}"><h3>${esc(w.head)}</h3><p>${esc(w.intro)}</p><ul>${shuffle(rng, items).map((i) => `<li><s>${esc(i)}</s> — ${esc(w.not)}</li>`).join("")}</ul><p>${ours}</p></section>`
  return splices(pick(rng, [() => besideContact(page, html.replace(/^<section/, "<div").replace(/<\/section>$/, "</div>"), footerSpot(rng, page)), () => insert(someSpot(rng, page), html)])())
})

/** Every fresh27 benign class, in a fixed order. */
export const fresh27Benigns: ReadonlyArray<ChangeClass> = [
  phoneNotation, phoneSpans, copyBoxSame, speakersLineOwn, linkInBioOwn, contactReordered,
  defaultWidgets, documentsTable, placeholderDraft, outdatedBlockRemoved, targetModal, promoRibbon,
  panelPortLinks, formsNewOwnPath, linksRelativised, writeToUsOwn, alternativeFormats,
  originalLanguageQuote, defacementNewsReport, iocAdvisory, scamIdentifierList
]

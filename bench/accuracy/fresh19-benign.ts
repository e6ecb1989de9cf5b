/**
 * Fresh19 benign classes: written after round 17 (during round 18), by
 * someone who does not read the engines, from how editors, CMS themes and
 * site owners change their own pages between two visits. Editorial work:
 * a figure corrected in place with <del> and <ins>, a paragraph's last
 * sentence trimmed, a paragraph split in two, headlines moved from Title
 * Case to sentence case by a new style guide, a pull quote repeating one of
 * the article's own sentences, a "medically reviewed by" or "fact-checked
 * by" line under the headline, an "additional reporting by" credit and a
 * dateline before the first paragraph. Contacts published by the
 * organisation itself beside the existing ones: a data protection
 * officer's address on the site's domain, a 24-hour emergency line in the
 * same national format as the main number and a "we have moved" notice
 * with the new street address (phone and e-mail unchanged). Seasonal and
 * CMS changes: last order dates for delivery before Christmas, a
 * translation toggle whose translated copy stays hidden until asked for, a
 * new entry in the site's own menu cloned from its siblings' markup, a
 * post pinned to the top, a reading-progress bar, an "additional CSS"
 * block from the theme customiser and a "was this page helpful?" widget.
 * Accessibility work: "opens in a new tab" hints for screen readers on
 * links that open one, and focus-visible and reduced-motion styles. Each
 * differs from every class in benign.ts and fresh-benign.ts through
 * fresh18-benign.ts and writes any visible text in the page's own
 * language. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its forms and sign-in go. The writer
 * had no internet access: the practices below are recalled from memory
 * (style guides, CMS documentation, accessibility guidance) and may differ
 * in detail. Scored in the `fresh19` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, lineAfter, say, shown, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import { type El, type Range, type TextRun, attrInsertAt } from "./locate.js"
import { type Rng, alnum, between, chance, digits, pick, sample, upper } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh19", make })

type Words<A> = Record<Lang, A>
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))

/** Whether `el` or one of its ancestors is named in `names`. */
const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "figure"])
/** Whether `s` holds one of the page's published identifiers (the editor leaves those alone). */
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
/** Visible text runs directly in a paragraph, list item, cell or quote, at least `min` characters, without identifiers. */
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    const s = t.text.trim()
    if (s.length < min || /[{};]\s*$/.test(s) || carriesId(page, s)) return false
    const el = elAt(page, t.parent)
    return el !== undefined && el.shown && /^(p|li|dd|td|blockquote)$/.test(el.name) && !under(page, el, notProse)
  })
/** Visible text runs inside a heading (h1–h4). */
const headingRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    if (t.text.trim().length < min) return false
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (!e.shown) return false
      if (/^h[1-4]$/.test(e.name)) return true
    }
    return false
  })
/** Offsets just after a sentence's end inside `r` (before the space that follows it). */
const sentenceEnds = (page: Page, r: Range): Array<number> =>
  [...page.html.slice(r.start, r.end).matchAll(/[.!?](?=\s+[A-ZÀ-Ý0-9"“«])/g)].map((m) => r.start + m.index! + 1)
/** Where a new block can follow element `el` (its end, when a block may go there), else null. */
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
/** The class, style and dir attributes of `el` as written back. */
const looks = (el: El | undefined) => el === undefined ? "" : ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")
/** A new line beside the site's contact lines (after the line holding `needle`), or a paragraph near the bottom. */
const besideLine = (rng: Rng, page: Page, needles: ReadonlyArray<string>, html: string): Splice => {
  for (const n of needles) {
    const line = lineAfter(page, n)
    if (line !== null) return insert(line.at, line.wrap(html))
  }
  return insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), `<p>${html}</p>`)
}
const wordCount = (page: Page) => page.spots.texts.reduce((n, t) => n + t.text.split(/\s+/).filter((w) => w.length > 0).length, 0)
const countWords = (s: string) => s.split(/\s+/).filter((w) => w.length > 0).length

const firstNames = ["Anna", "Marc", "Sofia", "Thomas", "Elena", "Paul", "Lucie", "Jan", "Claire", "David", "Julia", "Pedro", "Stefan", "Nora", "Ruth", "Omar"]
const lastNames = ["Keller", "Moreau", "Rossi", "García", "de Vries", "Silva", "Novak", "Walsh", "Bauer", "Lambert", "Costa", "Jansen", "Ferrari", "Hughes", "Petit", "Okafor"]
const person = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

// ———————————————————————————— editorial work ————————————————————————————

const numberRe = /(?<![#&\w.,:/-])(\d{1,4})(?![\w%]|[.,:]\d)/
const correctedWords: Words<string> = { en: "corrected", fr: "corrigé le", de: "korrigiert am", es: "corregido el", nl: "gecorrigeerd op", pt: "corrigido em", it: "corretto il" }

// In-place corrections, recalled from memory of newsroom and wiki practice (struck-through wrong figures with the right one beside them, as many blogs and some newsrooms do instead of silent edits, and HTML's own <del> and <ins> elements for edits): one figure in one of the site's paragraphs struck through with <del> and followed by the corrected value in <ins>, sometimes with a dated "corrected" mark in the page's language; pages without a figure get only the dated mark.
const inlineCorrection = benign("one figure in a paragraph struck through with <del> and its corrected value added in <ins>, sometimes with a dated 'corrected' mark", (page, rng) => {
  const runs = proseRuns(page, 30).filter((t) => numberRe.test(page.html.slice(t.start, t.end)))
  const mark = ` <small class="${pick(rng, ["correction", "corrected", "edit-note"])}">(${esc(say(page, correctedWords))} ${esc(dateOf(rng, page))})</small>`
  if (runs.length === 0) {
    const any = proseRuns(page, 20)
    const t = any.length === 0 ? undefined : pick(rng, any.slice(0, 10))
    return splices(t === undefined ? insert(slotAt(page.spots, "middle"), `<p>${mark}</p>`) : insert(trimmed(page, t).end, `<ins>${mark}</ins>`))
  }
  const t = pick(rng, runs.slice(0, 15))
  const r = trimmed(page, t)
  const m = page.html.slice(r.start, r.end).match(numberRe)!
  const n = Number(m[1])
  const next = n >= 1900 && n <= 2099 ? n + pick(rng, [-1, 1]) : n === 0 ? 1 : n + pick(rng, [-1, 1, 2])
  const at = r.start + m.index!
  const out: Array<Splice> = [replace({ start: at, end: at + m[1]!.length }, `<del>${m[1]}</del> <ins>${next}</ins>`)]
  if (chance(rng, 0.5)) out.push(insert(r.end, mark))
  return { splices: out }
})

// Copy edits, recalled from memory of newsroom and house style guides (the Economist's, the Guardian's: "cut the last sentence if it adds nothing") and of content teams tightening pages: the last sentence of one of the site's longer paragraphs removed by its editor, never more than a few words of the page.
const trimmedSentence = benign("last sentence of one of the site's longer paragraphs cut by its editor (a few words of the page at most)", (page, rng) => {
  const budget = Math.min(45, Math.max(4, Math.floor(wordCount(page) * 0.03)))
  const cuts = proseRuns(page, 100).flatMap((t) => {
    const r = trimmed(page, t)
    const ends = sentenceEnds(page, r)
    if (ends.length === 0) return []
    const cut = { start: ends[ends.length - 1]!, end: r.end }
    return countWords(page.html.slice(cut.start, cut.end)) <= budget ? [cut] : []
  })
  if (cuts.length > 0) return splices(replace(pick(rng, cuts.slice(0, 12)), ""))
  const clauses = proseRuns(page, 60).flatMap((t) => {
    const r = trimmed(page, t)
    const s = page.html.slice(r.start, r.end)
    const i = s.lastIndexOf(", ")
    return i > 20 && countWords(s.slice(i)) <= budget ? [{ start: r.start + i, end: /[.!?]$/.test(s) ? r.end - 1 : r.end }] : []
  })
  if (clauses.length > 0) return splices(replace(pick(rng, clauses.slice(0, 12)), ""))
  const t = page.spots.texts.find((x) => x.text.trim().length > 0)!
  return splices(insert(trimmed(page, t).end, "<wbr>"))
})

// Paragraph splits, recalled from memory of web-writing guidance (GOV.UK's and Nielsen Norman Group's advice to keep paragraphs short for screen reading) and of editors reflowing copy in block editors (Gutenberg's "split paragraph" on Enter): one of the site's paragraphs split in two at a sentence boundary, the second part a new paragraph with the same class, text unchanged (on pages whose paragraphs are single sentences, two neighbouring ones merged instead).
const paragraphSplit = benign("one of the site's paragraphs split in two at a sentence boundary, same class (or two one-sentence paragraphs merged), text unchanged", (page, rng) => {
  const cands = proseRuns(page, 80).flatMap((t) => {
    const el = elAt(page, t.parent)
    if (el === undefined || el.name !== "p" || el.closeTag === null) return []
    const ends = sentenceEnds(page, trimmed(page, t))
    return ends.length === 0 ? [] : [{ el, at: pick(rng, ends) }]
  })
  if (cands.length === 0) {
    // paragraphs of one sentence each: two neighbouring short ones merged instead
    const ps = [...new Set(proseRuns(page, 20).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && e.name === "p" && e.closeTag !== null))]
    const pairs = ps.flatMap((a) => {
      const b = ps.find((x) => x.parent === a.parent && x.start > a.closeTag!.end && /^\s*$/.test(page.html.slice(a.closeTag!.end, x.start)))
      return b === undefined ? [] : [{ start: a.closeTag!.start, end: b.openEnd }]
    })
    if (pairs.length > 0) return splices(replace(pick(rng, pairs.slice(0, 10)), " "))
    const runs = proseRuns(page, 20)
    return splices(runs.length === 0 ? insert(slotAt(page.spots, "middle"), "<p></p>") : insert(trimmed(page, pick(rng, runs.slice(0, 10))).end, "<br>"))
  }
  const { el, at } = pick(rng, cands.slice(0, 12))
  const ws = /^\s+/.exec(page.html.slice(at))?.[0].length ?? 0
  return splices(replace({ start: at, end: at + ws }, `</p><p${looks(el)}>`))
})

/** `s` (raw HTML text) in sentence case: capitalised words after the first lowered, except names (words the page's prose capitalises mid-sentence), acronyms, numbers and the brand. */
const toSentenceCase = (s: string, brand: string, names: ReadonlySet<string>): string => {
  let first = true
  return s.split(/(\s+)/).map((tok) => {
    if (/^\s*$/.test(tok)) return tok
    const word = tok.replace(/[,:;.!?]$/, "")
    const lower = word.charAt(0).toLowerCase() + word.slice(1)
    const out = first || tok.includes("&") || !/^\p{Lu}\p{Ll}+[’'\p{Ll}]*$/u.test(word) || lower.startsWith(brand) || names.has(word) ? tok : lower + tok.slice(word.length)
    first = false
    return out
  }).join("")
}
const minor = new Set(["a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for", "by", "de", "la", "le", "et", "der", "die", "das", "und", "el", "y", "en", "het", "van", "e", "o", "il", "di"])
/** `s` in title case: longer lower-case words capitalised. */
const toTitleCase = (s: string): string =>
  s.split(/(\s+)/).map((tok) => (/^\p{Ll}{2,}/u.test(tok) && !minor.has(tok.replace(/[^\p{L}]/gu, "")) && !tok.includes("&") ? tok.charAt(0).toUpperCase() + tok.slice(1) : tok)).join("")

// Headline case, recalled from memory of style guides that moved headlines from Title Case to sentence case (GOV.UK, the Guardian, Microsoft's and Google's developer style guides, about 2010–2020) and of CMS theme updates applying it: the site's own headings rewritten in sentence case (acronyms, figures and the brand kept), or in title case where they were in sentence case, words unchanged otherwise.
const headlineCase = benign("site's own headings rewritten from Title Case to sentence case (or the other way) after a style-guide change, words otherwise unchanged", (page, rng) => {
  const brand = page.site.brand.toLowerCase().split("-")[0] ?? ""
  const runs = headingRuns(page, 8).filter((t) => countWords(t.text) >= 3 && countWords(t.text) <= 20)
  const edit = (f: (s: string) => string) => runs.flatMap((t) => {
    const r = trimmed(page, t)
    const s = page.html.slice(r.start, r.end)
    const next = f(s)
    return next === s ? [] : [replace(r, next)]
  })
  const names = new Set(proseRuns(page, 40).flatMap((t) => t.text.split(/(?<=[.!?:])\s+/).flatMap((sentence) => sentence.split(/[^\p{L}’']+/u).filter((w) => w.length > 0).slice(1))).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)))
  const titleCased = (s: string) => {
    const ws = s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).slice(1).filter((w) => w.replace(/[^\p{L}]/gu, "").length >= 4)
    return ws.length >= 2 && ws.every((w) => /^\p{Lu}/u.test(w))
  }
  let out = edit((s) => (titleCased(s) ? toSentenceCase(s, brand, names) : s))
  if (out.length === 0) out = edit(toTitleCase)
  if (out.length === 0) return splices(insert(head(page), `<style>h1,h2,h3{text-transform:none}</style>`))
  return { splices: out.slice(0, between(rng, 3, 12)) }
})

const quoteMarks: Words<readonly [string, string]> = { en: ["“", "”"], fr: ["«\u00a0", "\u00a0»"], de: ["„", "“"], es: ["«", "»"], nl: ["“", "”"], pt: ["“", "”"], it: ["«", "»"] }

// Pull quotes, recalled from memory of magazine and news layouts on the web (WordPress's Pullquote block, Medium's pull quotes) in which the editor repeats a sentence of the article, larger, beside or between paragraphs, marked aria-hidden so screen readers do not read it twice: one of the page's own sentences repeated as a pull quote after its paragraph or mid-page.
const ownPullQuote = benign("pull quote repeating one of the page's own sentences, set after its paragraph (aria-hidden)", (page, rng) => {
  const cands = proseRuns(page, 60).flatMap((t) => t.text.trim().split(/(?<=[.!?])\s+/).filter((s) => s.length >= 50 && s.length <= 220).map((s) => ({ t, s })))
  const [open, close] = say(page, quoteMarks)
  const heading = headingRuns(page, 12)[0]
  const pickd = cands.length > 0 ? pick(rng, cands.slice(0, 20)) : undefined
  const text = (pickd?.s ?? heading?.text.trim() ?? brandName(page)).replace(/^["“”'«»„\s]+|["“”'«»„\s]+$/g, "")
  const html = `<blockquote class="${pick(rng, ["pullquote", "wp-block-pullquote", "pull-quote"])}" aria-hidden="true"><p>${esc(open + text + close)}</p></blockquote>`
  const after = pickd === undefined ? null : afterBlock(page, elAt(page, pickd.t.parent))
  return splices(insert(after ?? slotAt(page.spots, "middle"), html))
})

const reviewWords: Words<ReadonlyArray<(n: string, d: string) => string>> = {
  en: [(n, d) => `Medically reviewed by ${n}, MD — ${d}`, (n, d) => `Fact-checked by ${n} · Last reviewed ${d}`, (n, d) => `Reviewed by ${n}, solicitor · ${d}`],
  fr: [(n, d) => `Relu par ${n}, médecin généraliste — ${d}`, (n, d) => `Vérifié par ${n} · Dernière relecture le ${d}`],
  de: [(n, d) => `Medizinisch geprüft von Dr. ${n} — ${d}`, (n, d) => `Faktencheck: ${n} · Zuletzt geprüft am ${d}`],
  es: [(n, d) => `Revisado médicamente por ${n} — ${d}`, (n, d) => `Verificado por ${n} · Última revisión: ${d}`],
  nl: [(n, d) => `Medisch gecontroleerd door ${n}, huisarts — ${d}`, (n, d) => `Gecontroleerd door ${n} · Laatst nagekeken op ${d}`],
  pt: [(n, d) => `Revisado por ${n}, médico — ${d}`, (n, d) => `Checado por ${n} · Última revisão em ${d}`],
  it: [(n, d) => `Revisione medica di ${n} — ${d}`, (n, d) => `Verificato da ${n} · Ultima revisione il ${d}`]
}

// Review bylines, recalled from memory of health and finance publishers (Healthline, Verywell, NHS pages' "page last reviewed", about 2017–2024) adding "medically reviewed by" or "fact-checked by" lines with the reviewer's name, credentials and a date, encouraged by Google's quality guidance on expertise: such a line in the page's language under its first heading, or near the top.
const reviewedByLine = benign("'medically reviewed by' or 'fact-checked by' line with the reviewer's name and a date under the first heading", (page, rng) => {
  const line = `<p class="${pick(rng, ["reviewed-by", "byline-review", "medical-review"])}"><small>${esc(pick(rng, say(page, reviewWords))(person(rng), dateOf(rng, page)))}</small></p>`
  const h = shown(page, "h1").concat(shown(page, "h2"))[0]
  return splices(insert(afterBlock(page, h) ?? slotAt(page.spots, "top"), line))
})

const creditWords: Words<(a: string, b: string) => string> = {
  en: (a, b) => `Additional reporting by ${a}; editing by ${b}.`, fr: (a, b) => `Avec ${a}. Édition : ${b}.`, de: (a, b) => `Mitarbeit: ${a}. Redigiert von ${b}.`,
  es: (a, b) => `Con información de ${a}. Edición: ${b}.`, nl: (a, b) => `Met medewerking van ${a}. Eindredactie: ${b}.`, pt: (a, b) => `Colaborou ${a}. Edição: ${b}.`, it: (a, b) => `Ha collaborato ${a}. A cura di ${b}.`
}

// Contributor credits, recalled from memory of wire-agency and newspaper practice (Reuters' "Additional reporting by … ; Editing by …" lines, "avec AFP", "Mitarbeit:") added as a story is updated: such a credit line in the page's language after one of its paragraphs in the lower half, or near the bottom.
const reportingCredit = benign("'additional reporting by …; editing by …' credit line added after a paragraph in the lower half of the page", (page, rng) => {
  const runs = proseRuns(page, 40)
  const spots = runs.slice(Math.floor(runs.length / 2)).map((t) => afterBlock(page, elAt(page, t.parent))).filter((x): x is number => x !== null)
  const line = `<p class="${pick(rng, ["credit", "contributors", "article-credits"])}"><em>${esc(say(page, creditWords)(person(rng), person(rng)))}</em></p>`
  return splices(insert(spots.length > 0 ? pick(rng, spots.slice(0, 8)) : slotAt(page.spots, "bottom"), line))
})

const cities: Record<string, ReadonlyArray<string>> = {
  us: ["WASHINGTON", "NEW YORK", "CHICAGO", "SAN FRANCISCO"], uk: ["LONDON", "MANCHESTER", "EDINBURGH"], fr: ["PARIS", "LYON", "MARSEILLE"], de: ["BERLIN", "MÜNCHEN", "HAMBURG"],
  es: ["MADRID", "BARCELONA", "SEVILLA"], nl: ["AMSTERDAM", "ROTTERDAM", "DEN HAAG"], au: ["SYDNEY", "MELBOURNE", "BRISBANE"], in: ["NEW DELHI", "MUMBAI", "BENGALURU"],
  br: ["SÃO PAULO", "RIO DE JANEIRO", "BRASÍLIA"], it: ["ROMA", "MILANO", "NAPOLI"]
}

// Datelines, recalled from memory of the AP Stylebook's and other agencies' dateline rules (the city in capitals before the first paragraph of a story filed from there, sometimes with a date) and of CMS templates adding them: a dateline in capitals, with a dash, before the first paragraph of the page's text.
const dateline = benign("dateline ('CITY —', sometimes with a date) added before the first paragraph of the page's text", (page, rng) => {
  const runs = proseRuns(page, 80).filter((t) => elAt(page, t.parent)?.name === "p")
  const t = runs[0] ?? proseRuns(page, 20)[0]
  const city = pick(rng, cities[page.site.locale.country] ?? cities.us!)
  const text = chance(rng, 0.5) ? `${city} — ` : `${city}, ${dateOf(rng, page)} – `
  const html = `<span class="${pick(rng, ["dateline", "location", "article-dateline"])}">${esc(text)}</span>`
  return splices(t === undefined ? insert(slotAt(page.spots, "top"), `<p>${html}</p>`) : insert(trimmed(page, t).start, html))
})

// ———————————————————————————— contacts the organisation publishes ————————————————————————————

const dpoWords: Words<string> = {
  en: "Data protection officer", fr: "Délégué à la protection des données", de: "Datenschutzbeauftragte", es: "Delegado de protección de datos", nl: "Functionaris voor gegevensbescherming", pt: "Encarregado de proteção de dados", it: "Responsabile della protezione dei dati"
}
const dpoMailbox: Words<ReadonlyArray<string>> = { en: ["dpo", "privacy", "dataprotection"], fr: ["dpo", "rgpd", "donnees-personnelles"], de: ["datenschutz", "dsb", "dpo"], es: ["dpd", "privacidad", "protecciondatos"], nl: ["privacy", "fg", "avg"], pt: ["dpo", "encarregado", "privacidade"], it: ["dpo", "privacy", "rpd"] }

// Data protection officers, recalled from memory of the GDPR (Articles 37–39: publish the DPO's contact details), Brazil's LGPD "encarregado", the ICO's register of fee payers (registration numbers such as "ZA123456") and privacy pages listing them: a DPO line with a mailbox on the site's own domain, sometimes a name or the ICO registration number, added under the site's contact lines.
const dpoContact = benign("data protection officer's line with a mailbox on the site's own domain (sometimes a name or an ICO registration number) added under the contact lines", (page, rng) => {
  const mail = `${pick(rng, say(page, dpoMailbox))}@${page.site.domain}`
  const extra = page.site.locale.country === "uk" && chance(rng, 0.5) ? ` · ICO reg. Z${upper(rng, 1)}${digits(rng, 6)}` : chance(rng, 0.4) ? ` (${person(rng)})` : ""
  return splices(besideLine(rng, page, [page.ids.email, page.ids.phone.intl], `${esc(say(page, dpoWords))}: <a href="mailto:${mail}">${mail}</a>${esc(extra)}`))
})

const emergencyWords: Words<ReadonlyArray<string>> = {
  en: ["24-hour emergency line", "Out of hours (emergencies only)", "24/7 breakdown line"], fr: ["Urgences 24h/24", "Astreinte (urgences uniquement)"], de: ["24-Stunden-Notdienst", "Notfallnummer (rund um die Uhr)"],
  es: ["Urgencias 24 horas", "Guardia (solo urgencias)"], nl: ["24-uurs storingsdienst", "Spoedlijn (dag en nacht)"], pt: ["Plantão 24 horas", "Emergências (24h)"], it: ["Reperibilità 24 ore su 24", "Pronto intervento (solo urgenze)"]
}

// Out-of-hours lines, recalled from memory of plumbers', vets', landlords' and utilities' contact pages listing a separate 24-hour emergency number next to the office number, usually from the same range or the same national format: such a line in the page's language added under the site's phone line, in the same format as the main number (its first digits often shared), the main number unchanged.
const emergencyLine = benign("24-hour emergency line in the same national format as the main number added under the site's phone line (main number unchanged)", (page, rng) => {
  const p = page.ids.phone
  const next = swapPhone(page.site.locale, p, rng)
  const shownNum = chance(rng, 0.6) ? `<a href="tel:${next.tel}">${next.national}</a>` : next.national
  return splices(besideLine(rng, page, [p.national, p.intl, page.ids.email], `${esc(pick(rng, say(page, emergencyWords)))}: ${shownNum}`))
})

const officeAddress = (rng: Rng, country: string): string => {
  switch (country) {
    case "us": return `${between(rng, 100, 2999)} ${pick(rng, ["Market", "Main", "Commerce", "Madison"])} ${pick(rng, ["Street", "Avenue"])}, Suite ${between(rng, 100, 900)}, ${pick(rng, ["Austin, TX 78701", "Denver, CO 80202", "Columbus, OH 43215", "Raleigh, NC 27601"])}`
    case "uk": return `${between(rng, 1, 90)} ${pick(rng, ["King Street", "Queen Square", "Albert Road", "Park Row"])}, ${pick(rng, ["Bristol BS1", "Leeds LS1", "Nottingham NG1", "Glasgow G1"])} ${between(rng, 1, 9)}${upper(rng, 2)}`
    case "fr": return `${between(rng, 1, 90)} ${pick(rng, ["rue Sainte-Catherine", "quai des Chartrons", "rue de la Paix", "cours Lafayette"])}, ${pick(rng, ["33000 Bordeaux", "69006 Lyon", "44000 Nantes", "31000 Toulouse"])}`
    case "de": return `${pick(rng, ["Friedrichstraße", "Königsallee", "Lindenstraße", "Marktplatz"])} ${between(rng, 1, 150)}, ${pick(rng, ["10117 Berlin", "40212 Düsseldorf", "50667 Köln", "70173 Stuttgart"])}`
    case "es": return `${pick(rng, ["Calle de Serrano", "Avenida Diagonal", "Calle Colón", "Gran Vía"])} ${between(rng, 1, 200)}, ${pick(rng, ["28001 Madrid", "08008 Barcelona", "46004 Valencia", "48001 Bilbao"])}`
    case "nl": return `${pick(rng, ["Keizersgracht", "Coolsingel", "Oudegracht", "Stationsplein"])} ${between(rng, 1, 300)}, ${between(rng, 1, 9)}${digits(rng, 3)} ${upper(rng, 2)} ${pick(rng, ["Amsterdam", "Rotterdam", "Utrecht", "Groningen"])}`
    case "au": return `Level ${between(rng, 1, 30)}, ${between(rng, 1, 400)} ${pick(rng, ["Collins Street", "George Street", "Queen Street"])}, ${pick(rng, ["Melbourne VIC 3000", "Sydney NSW 2000", "Brisbane QLD 4000"])}`
    case "in": return `${between(rng, 1, 12)}th Floor, ${pick(rng, ["Prestige Tower", "DLF Centre", "Raheja Plaza"])}, ${pick(rng, ["MG Road, Bengaluru 560001", "Connaught Place, New Delhi 110001", "Bandra Kurla Complex, Mumbai 400051"])}`
    case "br": return `Avenida ${pick(rng, ["Paulista", "Rio Branco", "Afonso Pena"])}, ${between(rng, 100, 3000)}, ${pick(rng, ["conj.", "sala"])} ${between(rng, 10, 200)} – ${pick(rng, ["São Paulo – SP, 01310-100", "Rio de Janeiro – RJ, 20040-002", "Belo Horizonte – MG, 30130-000"])}`
    default: return `${pick(rng, ["Corso Buenos Aires", "Via Nazionale", "Piazza Castello"])} ${between(rng, 1, 120)}, ${pick(rng, ["20124 Milano MI", "00184 Roma RM", "10123 Torino TO", "50123 Firenze FI"])}`
  }
}
const movedWords: Words<(d: string, a: string) => string> = {
  en: (d, a) => `We have moved! From ${d} our office is at ${a}. Our phone number and e-mail address stay the same.`,
  fr: (d, a) => `Nous avons déménagé ! À partir du ${d}, nos bureaux se trouvent ${a}. Notre numéro de téléphone et notre adresse e-mail ne changent pas.`,
  de: (d, a) => `Wir sind umgezogen! Ab ${d} lautet unsere Adresse: ${a}. Telefonnummer und E-Mail-Adresse bleiben gleich.`,
  es: (d, a) => `¡Nos hemos mudado! Desde el ${d} nuestra oficina está en ${a}. El teléfono y el correo electrónico no cambian.`,
  nl: (d, a) => `We zijn verhuisd! Vanaf ${d} is ons nieuwe adres: ${a}. Ons telefoonnummer en e-mailadres blijven hetzelfde.`,
  pt: (d, a) => `Mudamos de endereço! A partir de ${d}, nosso escritório fica na ${a}. Telefone e e-mail continuam os mesmos.`,
  it: (d, a) => `Ci siamo trasferiti! Dal ${d} il nostro ufficio è in ${a}. Numero di telefono e indirizzo e-mail restano invariati.`
}

// Office moves, recalled from memory of small firms', practices' and associations' "we have moved" notices and of the practice of keeping phone numbers when moving within a city: a notice in the page's language with the date and the new street address in the country's postal format, saying the phone and e-mail stay the same, under the contact lines or near the top.
const officeMoved = benign("'we have moved' notice with the new street address in the country's postal format, phone and e-mail unchanged", (page, rng) => {
  const text = esc(say(page, movedWords)(dateOf(rng, page), officeAddress(rng, page.site.locale.country)))
  return splices(chance(rng, 0.5) ? besideLine(rng, page, [page.ids.email, page.ids.phone.intl], `📦 ${text}`) : insert(pick(rng, [slotAt(page.spots, "top"), top(page)]), `<p class="${pick(rng, ["notice", "moved", "announcement"])}" style="background:#f1f8e9;padding:8px 12px">📦 ${text}</p>`))
})

// ———————————————————————————— seasonal and CMS changes ————————————————————————————

const xmasWords: Words<readonly [string, ReadonlyArray<string>, string]> = {
  en: ["Order by these dates for delivery before Christmas", ["Standard delivery", "Express delivery", "Next-day delivery", "Click & collect"], "Last order date"],
  fr: ["Commandez avant ces dates pour être livré avant Noël", ["Livraison standard", "Livraison express", "Livraison en 24 h", "Retrait en magasin"], "Date limite de commande"],
  de: ["Bis zu diesen Terminen bestellen – Lieferung vor Weihnachten", ["Standardversand", "Expressversand", "Lieferung am nächsten Tag", "Abholung im Laden"], "Letzter Bestelltag"],
  es: ["Haz tu pedido antes de estas fechas para recibirlo antes de Navidad", ["Envío estándar", "Envío exprés", "Entrega en 24 h", "Recogida en tienda"], "Último día de pedido"],
  nl: ["Bestel vóór deze data voor levering vóór Kerst", ["Standaardverzending", "Express", "Morgen in huis", "Afhalen in de winkel"], "Uiterste besteldatum"],
  pt: ["Peça até estas datas para receber antes do Natal", ["Entrega padrão", "Entrega expressa", "Entrega em 24 h", "Retirada na loja"], "Último dia para pedir"],
  it: ["Ordina entro queste date per ricevere prima di Natale", ["Spedizione standard", "Spedizione espressa", "Consegna in 24 ore", "Ritiro in negozio"], "Ultimo giorno per ordinare"]
}

// Christmas cut-off dates, recalled from memory of shops' and postal operators' "last order / last posting dates for Christmas" tables (Royal Mail's, Deutsche Post's, La Poste's and retailers' December notices): a table of delivery methods with their last order dates in December, in the page's language and date format.
const christmasCutoffs = benign("last order dates for delivery before Christmas, per delivery method, in the page's date format", (page, rng) => {
  const [h, methods, last] = say(page, xmasWords)
  const y = 2025 + between(rng, 0, 1)
  let day = between(rng, 14, 17)
  const rowsHtml = sample(rng, methods, between(rng, 2, methods.length)).map((m) => { day = Math.min(23, day + between(rng, 1, 3)); return `<tr><th scope="row">${esc(m)}</th><td>${esc(page.site.locale.date(new Date(Date.UTC(y, 11, day))))}</td></tr>` }).join("")
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["christmas-dates", "delivery-deadlines", "xmas"])}"><h3>🎄 ${esc(h)}</h3><table><thead><tr><th></th><th>${esc(last)}</th></tr></thead><tbody>${rowsHtml}</tbody></table></section>`))
})

const languageNames: Words<Partial<Record<Lang, string>>> = {
  en: { fr: "French", de: "German", es: "Spanish" }, fr: { en: "anglais" }, de: { en: "Englisch" }, es: { en: "inglés" }, nl: { en: "het Engels" }, pt: { en: "inglês" }, it: { en: "inglese" }
}
const readIn: Words<(n: string) => string> = {
  en: (n) => `Read this page in ${n}`, fr: (n) => `Lire cette page en ${n}`, de: (n) => `Diese Seite auf ${n} lesen`, es: (n) => `Leer esta página en ${n}`,
  nl: (n) => `Lees deze pagina in ${n}`, pt: (n) => `Ler esta página em ${n}`, it: (n) => `Leggi questa pagina in ${n}`
}
const summaries: Words<(b: string) => string> = {
  en: (b) => `${b} is an independent organisation. On this page you will find our latest news, our opening hours and how to contact us.`,
  fr: (b) => `${b} est une structure indépendante. Vous trouverez sur cette page nos actualités, nos horaires et nos coordonnées.`,
  de: (b) => `${b} ist eine unabhängige Organisation. Auf dieser Seite finden Sie Neuigkeiten, Öffnungszeiten und Kontaktmöglichkeiten.`,
  es: (b) => `${b} es una organización independiente. En esta página encontrará nuestras noticias, horarios y datos de contacto.`,
  nl: (b) => `${b} is een onafhankelijke organisatie. Op deze pagina vindt u ons nieuws, onze openingstijden en contactgegevens.`,
  pt: (b) => `${b} é uma organização independente. Nesta página você encontra nossas notícias, horários e contatos.`,
  it: (b) => `${b} è un'organizzazione indipendente. In questa pagina trovate le nostre notizie, gli orari e i contatti.`
}

// Translation toggles, recalled from memory of multilingual CMS features and accessibility guidance (a "read in English" button that reveals a translated summary in place, with lang and aria-expanded set, as some councils, universities and museums use instead of separate pages): a toggle button in the page's language and a translated summary in another language kept hidden until the button is pressed.
const translationToggle = benign("translation toggle: a button in the page's language revealing a translated summary that stays hidden until pressed (lang, aria-expanded)", (page, rng) => {
  const names = say(page, languageNames)
  const other = pick(rng, Object.keys(names) as Array<Lang>)
  const id = `tr-${alnum(rng, 6)}`
  const label = say(page, readIn)(names[other]!)
  const html = `<div class="${pick(rng, ["translate-toggle", "lang-toggle", "translation"])}"><button type="button" aria-expanded="false" aria-controls="${id}" onclick="var t=document.getElementById('${id}');t.hidden=!t.hidden;this.setAttribute('aria-expanded',String(!t.hidden))">🌐 ${esc(label)}</button><div id="${id}" lang="${other}" hidden><p>${esc(summaries[other](brandName(page)))}</p></div></div>`
  const h = shown(page, "h1")[0]
  return splices(insert(afterBlock(page, h) ?? pick(rng, [slotAt(page.spots, "top"), top(page)]), html))
})

const menuWords: Words<ReadonlyArray<readonly [string, string]>> = {
  en: [["Careers", "/careers/"], ["Events", "/events/"], ["Accessibility", "/accessibility/"], ["Podcast", "/podcast/"], ["Shop", "/shop/"]],
  fr: [["Recrutement", "/recrutement/"], ["Agenda", "/agenda/"], ["Accessibilité", "/accessibilite/"], ["Boutique", "/boutique/"]],
  de: [["Karriere", "/karriere/"], ["Termine", "/termine/"], ["Barrierefreiheit", "/barrierefreiheit/"], ["Shop", "/shop/"]],
  es: [["Empleo", "/empleo/"], ["Agenda", "/agenda/"], ["Accesibilidad", "/accesibilidad/"], ["Tienda", "/tienda/"]],
  nl: [["Vacatures", "/vacatures/"], ["Agenda", "/agenda/"], ["Toegankelijkheid", "/toegankelijkheid/"], ["Winkel", "/winkel/"]],
  pt: [["Carreiras", "/carreiras/"], ["Agenda", "/agenda/"], ["Acessibilidade", "/acessibilidade/"], ["Loja", "/loja/"]],
  it: [["Lavora con noi", "/lavora-con-noi/"], ["Eventi", "/eventi/"], ["Accessibilità", "/accessibilita/"], ["Negozio", "/negozio/"]]
}

// Menu entries, recalled from memory of CMS menu editors (WordPress's Appearance › Menus, Drupal's menu UI) that add an item to an existing menu rendered with the same markup as its siblings: one new entry for a new section of the site (careers, events, accessibility, shop) appended to one of the page's link lists, preferably its navigation, with the classes of the last item, linking to the site's own path.
const menuItemAdded = benign("new entry for a new section of the site appended to one of the page's menus, cloned from its last item's markup (own path)", (page, rng) => {
  const lists = page.spots.elements.filter((e) => (e.name === "ul" || e.name === "ol") && e.shown && e.closeTag !== null)
  const withItems = lists.flatMap((ul) => {
    const lis = page.spots.elements.filter((e) => e.name === "li" && e.parent === ul.index && e.closeTag !== null)
    const last = lis[lis.length - 1]
    const a = last === undefined ? undefined : page.spots.elements.find((e) => e.name === "a" && e.parent === last.index)
    return lis.length >= 3 && last !== undefined && a !== undefined ? [{ ul, last, a }] : []
  })
  const navish = withItems.filter(({ ul }) => under(page, ul, new Set(["nav", "header"])) || /nav|menu/i.test(ul.attribs.class ?? ""))
  const [label, path] = pick(rng, say(page, menuWords))
  const href = own(rng, page, path)
  const target = (navish.length > 0 ? pick(rng, navish.slice(0, 4)) : withItems.length > 0 ? pick(rng, withItems.slice(0, 6)) : undefined)
  if (target === undefined) return splices(insert(slotAt(page.spots, "top"), `<ul class="menu"><li><a href="${esc(href)}">${esc(label)}</a></li></ul>`))
  return splices(insert(target.last.closeTag!.end, `<li${looks(target.last)}><a${looks(target.a)} href="${esc(href)}">${esc(label)}</a></li>`))
})

const pinnedWords: Words<string> = { en: "Pinned", fr: "Épinglé", de: "Angeheftet", es: "Fijado", nl: "Vastgezet", pt: "Fixado", it: "In primo piano" }

// Pinned posts, recalled from memory of blog and forum software ("sticky" posts in WordPress, pinned topics in Discourse, pinned announcements on news front pages): one of the page's own teasers or links repeated at the top with a "pinned" label in the page's language, the original left where it was.
const pinnedPost = benign("one of the page's own teasers repeated at the top with a 'pinned' label, the original left in place", (page, rng) => {
  const internal = (h: string) => h.startsWith("/") && !h.startsWith("//") || h.startsWith(origin(page))
  const links = shown(page, "a", (e) => internal((e.attribs.href ?? "").trim()))
    .flatMap((a) => {
      const t = page.spots.texts.find((x) => x.parent === a.index && x.text.trim().length >= 15)
      return t === undefined ? [] : [{ href: a.attribs.href!.trim(), text: t.text.trim() }]
    })
  const latest = links.filter((l) => /^\/(blog|news|articles|posts)\//.test(l.href))
  const item = latest.length > 0 && chance(rng, 0.6) ? pick(rng, latest) : links.length > 0 ? pick(rng, links.slice(0, 20)) : { href: "/", text: brandName(page) }
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["pinned-post", "sticky-post", "pinned"])}"><span class="badge">📌 ${esc(say(page, pinnedWords))}</span> <a href="${esc(item.href)}">${esc(item.text)}</a></div>`))
})

const progressWords: Words<string> = { en: "Reading progress", fr: "Progression de la lecture", de: "Lesefortschritt", es: "Progreso de lectura", nl: "Leesvoortgang", pt: "Progresso da leitura", it: "Avanzamento della lettura" }

// Reading-progress bars, recalled from memory of news and blog themes (and plugins such as "Reading Progress Bar" for WordPress, about 2016–2024) that draw a thin bar at the top of the window growing as the reader scrolls: such a bar with role="progressbar" and a small inline script, on the site's own page.
const readingProgress = benign("thin reading-progress bar at the top of the window, grown by a small inline scroll script", (page, rng) => {
  const id = `rp-${alnum(rng, 5)}`
  const bar = `<div id="${id}" class="reading-progress" role="progressbar" aria-label="${esc(say(page, progressWords))}" aria-valuemin="0" aria-valuemax="100" style="position:fixed;top:0;left:0;height:${between(rng, 3, 5)}px;width:0;background:${pick(rng, ["#1565c0", "#e53935", "#2e7d32", "#ff9800", "#6a1b9a"])};z-index:9999"></div>`
  const script = `<script>addEventListener("scroll",function(){var h=document.documentElement,p=100*h.scrollTop/Math.max(1,h.scrollHeight-h.clientHeight),b=document.getElementById("${id}");b.style.width=p+"%";b.setAttribute("aria-valuenow",Math.round(p))},{passive:true});</script>`
  return splices(insert(top(page), bar), insert(pick(rng, [bottom(page), head(page)]), script))
})

// Theme customiser CSS, recalled from memory of WordPress's Customizer "Additional CSS" (printed as <style id="wp-custom-css"> in the head) and similar boxes in other CMSs, used by site owners for small layout tweaks: a short block of such rules (line height, link colour, header padding, measure, button radius) added to the head.
const customizerCss = benign("theme customiser 'Additional CSS' block (line height, link colour, header spacing, measure) added to the head", (page, rng) => {
  const rules = sample(rng, [
    `body{line-height:${pick(rng, ["1.5", "1.6", "1.65", "1.7"])}}`, `a{color:${pick(rng, ["#0b5cad", "#1a5e20", "#8e24aa", "#c62828"])}}`, `.site-header,header{padding:${between(rng, 8, 20)}px 0}`,
    `.entry-content p,article p{max-width:${between(rng, 60, 75)}ch}`, `button,.button,.btn{border-radius:${between(rng, 0, 24)}px}`, `h1,h2,h3{letter-spacing:${pick(rng, ["-0.01em", "0", "0.01em"])}}`,
    `img{height:auto;max-width:100%}`, `footer{font-size:${pick(rng, ["0.9rem", "14px", "0.875em"])}}`
  ], between(rng, 2, 6))
  return splices(insert(head(page), `<style id="${pick(rng, ["wp-custom-css", "custom-css", "theme-customizer-css"])}">${rules.join("")}</style>`))
})

const feedbackWords: Words<readonly [string, string, string]> = {
  en: ["Was this page helpful?", "Yes", "No"], fr: ["Cette page vous a-t-elle été utile ?", "Oui", "Non"], de: ["War diese Seite hilfreich?", "Ja", "Nein"], es: ["¿Te ha resultado útil esta página?", "Sí", "No"],
  nl: ["Was deze pagina nuttig?", "Ja", "Nee"], pt: ["Esta página foi útil?", "Sim", "Não"], it: ["Questa pagina ti è stata utile?", "Sì", "No"]
}

// Page feedback, recalled from memory of GOV.UK's "Is this page useful?" bar and documentation sites' "Was this page helpful?" widgets (about 2015–2024) that post a yes or no with the page's address to the site itself: such a widget in the page's language at the bottom, posting to the site's own feedback path.
const pageFeedback = benign("'was this page helpful? yes / no' widget at the bottom, posting to the site's own feedback path", (page, rng) => {
  const [q, yes, no] = say(page, feedbackWords)
  const path = new URL(page.site.url).pathname
  const html = `<form class="${pick(rng, ["page-feedback", "helpful", "feedback"])}" action="${esc(own(rng, page, pick(rng, ["/feedback/page", "/api/feedback", "/helpful"])))}" method="post"><input type="hidden" name="page" value="${esc(path)}"><span>${esc(q)}</span> <button type="submit" name="helpful" value="yes">${esc(yes)}</button> <button type="submit" name="helpful" value="no">${esc(no)}</button></form>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), html))
})

// ———————————————————————————— accessibility work ————————————————————————————

const newTabWords: Words<string> = { en: "opens in a new tab", fr: "s'ouvre dans un nouvel onglet", de: "öffnet in neuem Tab", es: "se abre en una pestaña nueva", nl: "opent in een nieuw tabblad", pt: "abre em uma nova aba", it: "si apre in una nuova scheda" }

// New-tab hints, recalled from memory of WCAG technique G201 ("giving users advanced warning when opening a new window") and of GOV.UK's and WordPress's practice of adding visually hidden "(opens in a new tab)" text to such links: links that open a new tab (or the page's links to other sites, now opening one) given a visually hidden hint in the page's language, with rel="noopener" where target is added.
const newTabHints = benign("visually hidden '(opens in a new tab)' hints in the page's language added to links that open a new tab", (page, rng) => {
  const hint = say(page, newTabWords)
  const cls = pick(rng, ["sr-only", "visually-hidden", "screen-reader-text"])
  const blank = shown(page, "a", (e) => e.closeTag !== null && (e.attribs.target ?? "").toLowerCase() === "_blank")
  const external = shown(page, "a", (e) => e.closeTag !== null && /^https?:\/\//i.test(e.attribs.href ?? "") && !(e.attribs.href ?? "").includes(page.site.domain) && e.attribs.target === undefined)
  const out: Array<Splice> = []
  for (const a of sample(rng, blank, Math.min(blank.length, 12))) out.push(insert(a.closeTag!.start, `<span class="${cls}"> (${esc(hint)})</span>`))
  if (out.length === 0) {
    for (const a of sample(rng, external, Math.min(external.length, between(rng, 2, 10)))) out.push(insert(attrInsertAt(a), ` target="_blank" rel="noopener"`), insert(a.closeTag!.start, `<span class="${cls}"> (${esc(hint)})</span>`))
  }
  if (out.length === 0 || chance(rng, 0.4)) out.push(insert(head(page), `<style>.${cls}{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>`))
  return { splices: out }
})

// Focus and motion styles, recalled from memory of WCAG 2.2 (2.4.7 focus visible, 2.4.11 focus appearance, 2.3.3 animation from interactions) and of the common "reduced motion" reset in accessibility audits: a style block with visible focus outlines (:focus-visible) and a prefers-reduced-motion rule that stops animations and smooth scrolling.
const focusAndMotion = benign("visible focus outlines (:focus-visible) and a prefers-reduced-motion rule added after an accessibility audit", (page, rng) => {
  const colour = pick(rng, ["#1d70b8", "#ffbf47", "#005ea5", "#000", "#d4351c"])
  const focus = `:focus-visible{outline:${between(rng, 2, 4)}px solid ${colour};outline-offset:${between(rng, 1, 4)}px}${chance(rng, 0.5) ? `a:focus-visible{background:${pick(rng, ["#ffdd00", "#fff3bf"])};color:#0b0c0c}` : ""}`
  const motion = `@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}`
  return splices(insert(head(page), `<style id="${pick(rng, ["a11y", "accessibility-fixes", "focus-styles"])}">${chance(rng, 0.3) ? motion + focus : focus + motion}</style>`))
})

/** Every fresh19 benign class, in a fixed order. */
export const fresh19Benigns: ReadonlyArray<ChangeClass> = [
  inlineCorrection, trimmedSentence, paragraphSplit, headlineCase, ownPullQuote, reviewedByLine, reportingCredit, dateline,
  dpoContact, emergencyLine, officeMoved,
  christmasCutoffs, translationToggle, menuItemAdded, pinnedPost, readingProgress, customizerCss, pageFeedback,
  newTabHints, focusAndMotion
]

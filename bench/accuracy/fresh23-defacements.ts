/**
 * Fresh23 defacement classes: written during round 19, by someone who does
 * not read the engines, from public descriptions of targeted website
 * compromises, disinformation hacks, phishing, SEO spam and hacktivist
 * defacements. The group is about the small end of real compromises, where
 * the intruder changes one thing that matters and leaves the rest of the
 * page as it was: a single time of day, date, dose, price or table figure
 * in the site's own text, one negation or restriction dropped from a
 * sentence, the person named in a byline or quote swapped; one link of the
 * page's own call to action sent to a look-alike of the site under the
 * same path, a "pay online" or "client login" entry cloned into its menu,
 * one of its links to a well-known outside site sent to a look-alike of
 * that site; one picture changed (the logo redrawn as a parody in an SVG
 * data: URI, a photo loaded from a look-alike host under its own path, the
 * header's background picture, a caption rewritten); the title or the
 * description only for search engines; a single warning or notice hidden;
 * notes in the staff's voice (a team recommendation with a referral link,
 * a members' area "moved" to a look-alike forum, a fake editor's
 * correction that changes a fact); content cloned from the site's own
 * markup (an extra step in one of its lists, an extra row in one of its
 * tables, a fabricated headline in its list of posts leading to a
 * look-alike copy of the site); and political messages tied to campaigns
 * not used before, in their own languages and scripts (Chinese, Armenian,
 * Azerbaijani, Ukrainian, Arabic, Bosnian, Kurdish, Korean, Spanish,
 * Tibetan, Uyghur, Serbian Cyrillic, Albanian, Macedonian, Thai, Khmer,
 * Hebrew, Persian, Tifinagh, French), written as statements rather than in
 * defacers' stock words, and set in the site's own paragraph style, a thin
 * strip, its footer or its title. Each differs from every class in
 * defacements.ts and fresh-defacements.ts through fresh22-defacements.ts
 * (not a re-wording of one) and varies its templates, languages, domains,
 * positions and sizes with the rng. The writer had no internet access:
 * every source below is recalled from memory, with its outlet and an
 * approximate date where known, and may be wrong in detail; each comment
 * says so. Scored in the `fresh23` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, head, lineAfter, resolve, setAttr, shown, top, trimmed } from "./classes.js"
import { type Page, makeBank, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate, words } from "./locales.js"
import { type El, type Range, type TextRun, attrSpans, attrValue } from "./locate.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample } from "./rng.js"
import { brandLookalike, randomDomain, slug } from "./words.js"

const fresh23 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh23", make })

type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
const lang = (page: Page): Lang => page.site.locale.lang
/** The site's language when there is a text for it, else English (targeted edits imitate the site's own voice). */
const own = <A>(page: Page, table: Table<A>): A => table[lang(page)] ?? table.en
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? own(page, table) : table.en)
const tld = (rng: Rng) => pick(rng, ["com", "net", "org", "co", "info", "site", "online", "top", "xyz", "shop", "live", "pro", "ltd", "ws", "pm", "cfd", "sbs", "icu", "click"])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
/** The site's name as its readers know it (short brands are acronyms: "bbc" → "BBC"). */
const brandOf = (page: Page) => (page.site.brand.length <= 4 ? page.site.brand.toUpperCase() : brandName(page))

const firstNames = ["Daniel", "Laura", "Marc", "Sofia", "Thomas", "Elena", "Paul", "Anna", "Luca", "Marta", "Jan", "Claire", "David", "Julia", "Pedro", "Ines", "Stefan", "Nora", "Karim", "Aisha", "Tomasz", "Ruth"]
const lastNames = ["Keller", "Moreau", "Rossi", "Garcia", "Vermeer", "Silva", "Novak", "Walsh", "Bauer", "Lambert", "Costa", "Jansen", "Ferrari", "Hughes", "Petit", "Okafor", "Lindqvist", "Brennan"]
const person = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

// ———————————————————————————— where things are in the page ————————————————————————————

/** Whether `el` or one of its ancestors is named in `names`. */
const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6"])
/** Whether `s` holds one of the page's published identifiers (other classes' targets). */
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
/** Visible text runs of at least `min` characters that are not code and carry no identifier. */
const visibleRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    const s = t.text.trim()
    return s.length >= min && !/[{};]\s*$/.test(s) && !carriesId(page, s)
  })
/** Visible text runs directly in a paragraph, list item, cell, quote or caption. */
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  visibleRuns(page, min).filter((t) => {
    const el = elAt(page, t.parent)
    return el !== undefined && el.shown && /^(p|li|dd|td|blockquote|figcaption)$/.test(el.name) && !under(page, el, notProse)
  })
/** Shown paragraphs holding prose, in document order. */
const proseParas = (page: Page): Array<El> =>
  [...new Set(proseRuns(page, 40).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && e.name === "p" && e.closeTag !== null))]
/** Shown paragraphs of body text (not captions, bylines, widgets or disclaimers), whose looks a note in the site's style copies. */
const bodyParas = (page: Page): Array<El> =>
  proseParas(page).filter((p) => !/caption|credit|meta|util|byline|date|time|disclaim|comment|promo|share|social|copyright|label|tag|flyout|success|summary|legal|small|note|footer|nav/i.test(`${p.attribs.class ?? ""} ${p.attribs.id ?? ""}`))
/** Where a new block can follow `el` (its end, when a block may go there), else null. */
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
/** Just after the first shown h1 or h2, when a block may go there. */
const afterFirstHeading = (page: Page): number | null => {
  const h = page.spots.elements.find((e) => /^h[1-2]$/.test(e.name) && e.shown && e.closeTag !== null && page.spots.slots.includes(e.closeTag.end))
  return h?.closeTag?.end ?? null
}
/** The class, style and dir attributes of `el` as written back (nothing that identifies it, such as id). */
const looks = (el: El | undefined) => el === undefined ? "" : ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")
/** Where a short note in the site's own style goes: after one of its paragraphs, its first heading, or near the top. */
const noteSpot = (rng: Rng, page: Page, p: El | undefined): number => {
  const spots = [slotAt(page.spots, "top"), anySlot(rng, page.spots)]
  const a = afterBlock(page, p)
  if (a !== null) spots.push(a, a, a)
  const h = afterFirstHeading(page)
  if (h !== null) spots.push(h)
  return pick(rng, spots)
}
/** The text of `el` as shown (its visible runs joined). */
const textOf = (page: Page, el: El): string =>
  page.spots.texts.filter((t) => t.start >= el.openEnd && (el.closeTag === null || t.end <= el.closeTag.start)).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()

interface Hit extends Range {
  readonly m: RegExpMatchArray
}
/** Matches of `re` (made global) in the runs as written, in document order. */
const hits = (page: Page, runs: ReadonlyArray<TextRun>, re: RegExp): Array<Hit> => {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g")
  return runs.flatMap((t) => {
    const r = trimmed(page, t)
    return [...page.html.slice(r.start, r.end).matchAll(g)].map((m) => ({ start: r.start + m.index!, end: r.start + m.index! + m[0].length, m }))
  })
}
/** Prefers the first hits (top of the page), as an intruder editing what readers see first would. */
const early = <A>(rng: Rng, xs: ReadonlyArray<A>, n = 8): A => pick(rng, xs.slice(0, Math.max(1, Math.min(n, xs.length))))

/** A look-alike of the site's own host: its subdomain kept on a typosquat, brand-plus-word or other-TLD domain. */
const twinHost = (rng: Rng, page: Page): string => {
  const sub = page.site.host.endsWith(page.site.domain) ? page.site.host.slice(0, page.site.host.length - page.site.domain.length) : ""
  for (let i = 0; i < 8; i++) {
    const h = pick(rng, [() => brandLookalike(rng, page.site.brand), () => brandLookalike(rng, page.site.brand), () => `${page.site.brand}.${tld(rng)}`])()
    if (registrable(h) !== page.site.domain) return `${sub}${h}`
  }
  return `${sub}${page.site.brand}-${alnum(rng, 3)}.${tld(rng)}`
}
/** A look-alike of another site's host (same subdomain, its name typosquatted or on another TLD). */
const twinOf = (rng: Rng, host: string): string => {
  const dom = registrable(host)
  const label = dom.split(".")[0] ?? dom
  const sub = host.slice(0, host.length - dom.length)
  for (let i = 0; i < 8; i++) {
    const h = pick(rng, [() => brandLookalike(rng, label), () => `${label}.${tld(rng)}`, () => `${label}-${pick(rng, ["login", "secure", "official", "help", "online"])}.${tld(rng)}`])()
    if (registrable(h) !== dom) return `${sub}${h}`
  }
  return `${sub}${label}${digits(rng, 2)}.${tld(rng)}`
}
/** `u` moved to `host`, path, query and fragment kept. */
const moved = (u: URL, host: string) => `https://${host}${u.pathname}${u.search}${u.hash}`
/** Links of the page whose address resolves to the site's own domain, with the URL. */
const ownLinks = (page: Page, f: (e: El) => boolean = () => true): Array<{ el: El; url: URL }> =>
  page.spots.elements.flatMap((el) => {
    if (el.name !== "a" || !el.shown || el.inert || !f(el)) return []
    const raw = el.attribs.href ?? ""
    if (raw.trim() === "" || /^\s*(#|javascript:|mailto:|tel:|data:)/i.test(raw)) return []
    const url = resolve(page, raw)
    return url !== null && registrable(url.hostname.toLowerCase()) === page.site.domain ? [{ el, url }] : []
  })

// ———————————————————————————— one figure in the site's own text ————————————————————————————

type ClockKind = "24" | "h" | "12" | "uhr"
const clockRes: ReadonlyArray<readonly [ClockKind, RegExp]> = [
  ["24", /(?<![\w:.,&#/])([01]?\d|2[0-3])(:)([0-5]\d)(?![\w:]|[.,]\d)/g],
  ["h", /(?<![\w:.,&#/])([01]?\d|2[0-3])(h)([0-5]\d)?(?![\w:])/g],
  ["12", /(?<![\w:.,&#/])(1[0-2]|0?[1-9])(?:([:.])([0-5]\d))?(\s?)([ap]\.?m\.?)(?![\w])/gi],
  ["uhr", /(?<![\w:.,&#/])([01]?\d|2[0-3])(?:([.:])([0-5]\d))?(\s?)(Uhr|uur)(?![\w])/g]
]
interface Clock extends Hit {
  readonly kind: ClockKind
}
/** Times of day written in the runs (09:30, 18h30, 9.30 am, 10 Uhr), the longest reading of each. */
const clocks = (page: Page, runs: ReadonlyArray<TextRun>): Array<Clock> => {
  const all: Array<Clock> = clockRes.flatMap(([kind, re]) => hits(page, runs, re).map((h) => ({ ...h, kind })))
  return all.filter((a) => !all.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start)).sort((a, b) => a.start - b.start)
}
const minutesOf = (c: Clock): number => {
  const h = Number(c.m[1])
  const mm = Number(c.m[3] ?? 0)
  return c.kind === "12" ? ((h % 12) + (/^p/i.test(c.m[5]!) ? 12 : 0)) * 60 + mm : h * 60 + mm
}
/** The clock written the same way, at `total` minutes after midnight. */
const clockAt = (c: Clock, total: number): string => {
  const t = ((total % 1440) + 1440) % 1440
  const H = Math.floor(t / 60)
  const M = String(t % 60).padStart(2, "0")
  const m = c.m
  const hh = (n: number) => (m[1]!.length === 2 && (c.kind !== "12" || m[1]!.startsWith("0")) ? String(n).padStart(2, "0") : String(n))
  const mins = (sep: string) => (m[3] !== undefined || M !== "00" ? `${m[2] ?? sep}${M}` : "")
  switch (c.kind) {
    case "24": return `${hh(H)}${m[2]}${M}`
    case "h": return `${hh(H)}h${m[3] !== undefined || M !== "00" ? M : ""}`
    case "uhr": return `${hh(H)}${mins(".")}${m[4]}${m[5]}`
    case "12": {
      const ap = m[5]!
      const next = (H >= 12) === /^p/i.test(ap) ? ap : ap.replace(/^[apAP]/, (x) => ({ a: "p", p: "a", A: "P", P: "A" })[x as "a"] ?? x)
      return `${hh(((H + 11) % 12) + 1)}${mins(":")}${m[4]}${next}`
    }
  }
}

const weekdays: Record<Lang, ReadonlyArray<string>> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  de: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  pt: ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
  it: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
}
const sameCase = (like: string, s: string) => (like.charAt(0) === like.charAt(0).toUpperCase() ? s.charAt(0).toUpperCase() + s.slice(1) : s.charAt(0).toLowerCase() + s.slice(1))
/** Weekday names of the site's language and English written in the runs, with another day to put in place of each. */
const weekdayHits = (rng: Rng, page: Page, runs: ReadonlyArray<TextRun>): Array<{ hit: Hit; next: string }> => {
  const names = [...new Set([...weekdays[lang(page)], ...weekdays.en])]
  const re = new RegExp(`(?<![\\p{L}])(${names.join("|")})(?![\\p{L}])`, "giu")
  return hits(page, runs, re).map((hit) => {
    const table = Object.values(weekdays).find((ds) => ds.some((d) => d.toLowerCase() === hit.m[1]!.toLowerCase())) ?? weekdays.en
    const others = table.filter((d) => d.toLowerCase() !== hit.m[1]!.toLowerCase())
    return { hit, next: sameCase(hit.m[1]!, pick(rng, others)) }
  })
}
const numberRe = /(?<![\w&#.,:/-])(\d{1,5})(?!\w|[.,:/]\d)/g

// Misinformation about when to turn up, recalled from memory of reports of vandalised business listings (Google Maps listings edited to wrong hours or "permanently closed" by rivals, reported by the press about 2014–2022) and of hacked council, clinic and election pages whose hours were quietly changed, and of Wikipedia's description of "sneaky vandalism" (a plausible figure changed): one time of day in the site's own text (an opening, start, closing or polling time) moved by one to five hours in the same notation; a weekday swapped for another when the page shows no time; a small number changed otherwise. Nothing is added.
const timeMoved = fresh23("a single time of day in the site's own text moved by a few hours (an opening, start or closing time), or a weekday swapped, nothing added", (page, rng) => {
  const runs = visibleRuns(page, 3)
  const cs = clocks(page, runs)
  if (cs.length > 0) {
    const c = early(rng, cs, 10)
    const delta = pick(rng, [-1, 1]) * between(rng, 1, 5) * 60 + pick(rng, [0, 0, 0, 30, -30])
    return splices(replace(c, clockAt(c, minutesOf(c) + delta)))
  }
  const ds = weekdayHits(rng, page, runs)
  if (ds.length > 0) {
    const d = early(rng, ds)
    return splices(replace(d.hit, d.next))
  }
  const ns = hits(page, proseRuns(page, 20).length > 0 ? proseRuns(page, 20) : runs, numberRe)
  if (ns.length > 0) {
    const h = early(rng, ns, 12)
    return splices(replace(h, String(Math.max(0, Number(h.m[1]) + pick(rng, [-2, -1, 1, 2, 3])))))
  }
  const t = early(rng, runs.length > 0 ? runs : page.spots.texts)
  return splices(insert(trimmed(page, t).end, ` ${between(rng, 7, 20)}:${pick(rng, ["00", "30"])}`))
})

const monthsBy: Record<Lang, ReadonlyArray<string>> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
}
const monthAlt = [...new Set([...Object.values(monthsBy).flat(), "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"])].sort((a, b) => b.length - a.length).join("|")
interface DateHit extends Hit {
  /** offset of the day of the month inside the match, and its digits */
  readonly dayAt: number
  readonly day: string
}
/** Dates written in the runs (5 March 2026, March 5, 05/03/2026, 2026-03-05), with where their day of the month is. */
const dateHits = (page: Page, runs: ReadonlyArray<TextRun>): Array<DateHit> => {
  const us = page.site.locale.country === "us"
  const out: Array<DateHit> = [
    ...hits(page, runs, new RegExp(`(?<![\\p{L}\\p{N}&#.,])(\\d{1,2})(\\.|er|º)?(\\s|&nbsp;)(?:de\\s)?(${monthAlt})(?![\\p{L}])`, "giu")).map((h) => ({ ...h, dayAt: 0, day: h.m[1]! })),
    ...hits(page, runs, new RegExp(`(?<![\\p{L}])(${monthAlt})\\.?(\\s|&nbsp;)(\\d{1,2})(?:st|nd|rd|th)?(?![\\p{N}])`, "giu")).map((h) => ({ ...h, dayAt: h.m[0].indexOf(h.m[3]!, h.m[1]!.length), day: h.m[3]! })),
    ...hits(page, runs, /(?<![\w&#./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\w/-]|\.\d)/g).flatMap((h) => {
      const a = Number(h.m[1])
      const b = Number(h.m[3])
      if (a < 1 || b < 1 || (a > 12 && b > 12) || a > 31 || b > 31) return []
      const second = a > 12 ? false : b > 12 ? true : us
      return [{ ...h, dayAt: second ? h.m[1]!.length + 1 : 0, day: second ? h.m[3]! : h.m[1]! }]
    }),
    ...hits(page, runs, /(?<![\w&#-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g).map((h) => ({ ...h, dayAt: 8, day: h.m[3]! }))
  ]
  return out.filter((d) => Number(d.day) >= 1 && Number(d.day) <= 31).sort((a, b) => a.start - b.start)
}
/** The day of the month moved by `delta` (kept within 1–28, never the same), written with the same padding. */
const movedDay = (day: string, delta: number): string => {
  const n = Number(day)
  let next = ((((n - 1 + delta) % 28) + 28) % 28) + 1
  if (next === n) next = (n % 28) + 1
  return day.length === 2 && day.startsWith("0") ? String(next).padStart(2, "0") : String(next)
}
const withDay = (d: DateHit, delta: number) => d.m[0].slice(0, d.dayAt) + movedDay(d.day, delta) + d.m[0].slice(d.dayAt + d.day.length)

// Deadlines moved, recalled from memory of election-misinformation reports (fake notices that one party's voters vote "on Wednesday", documented in the US since about 2004 and on hacked local pages) and of defacements of university and exam-board pages whose dates were changed (press reports from India and Africa, about 2016–2023): one date in the site's own text (a deadline, exam or event day) moved by a few days in the same notation (named month, numeric or ISO), or a year shifted by one when no full date is shown. Nothing is added.
const dateMoved = fresh23("a single date in the site's own text (a deadline, exam or event day) moved by a few days in the same notation", (page, rng) => {
  const runs = visibleRuns(page, 4)
  const ds = dateHits(page, runs)
  if (ds.length > 0) {
    const d = early(rng, ds, 10)
    return splices(replace(d, withDay(d, pick(rng, [-1, 1]) * between(rng, 2, 12))))
  }
  const years = hits(page, runs, /(?<![\w&#.,:/-])(19[5-9]\d|20[0-3]\d)(?!\w|[.,:/]\d)/g)
  if (years.length > 0) {
    const y = early(rng, years, 10)
    return splices(replace(y, String(Number(y.m[1]) + pick(rng, [-1, 1]))))
  }
  const ns = hits(page, runs, numberRe)
  if (ns.length > 0) {
    const h = early(rng, ns)
    return splices(replace(h, String(Number(h.m[1]) + between(rng, 1, 9))))
  }
  return splices(insert(trimmed(page, early(rng, page.spots.texts)).end, ` (${esc(dateOf(rng, page))})`))
})

const unitRe = /(?<![\w&#.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)((?:\s|&nbsp;|&#160;|\u00a0)?)(mg|mcg|µg|ml|mL|cl|g|kg|l|km|m|cm|mm|%|°C|°F|°|min|mins|minutes?|hours?|hrs?|days?|weeks?|jours|semaines|heures|Tage|Wochen|Stunden|días|semanas|horas|dagen|weken|uur|dias|giorni|settimane|ore|tablets?|capsules?|pills?|drops|comprimés?|Tabletten|comprimidos?|compresse|times|fois|mal|veces|keer|vezes|volte|units?|IU|kcal|mmHg|km\/h|mph|miles)(?![\p{L}\p{N}])/gu
/** `num` (as written, with its own decimal separator) multiplied by `factor`. */
const scaled = (num: string, factor: number): string => {
  const comma = /,\d+$/.test(num)
  const dec = /[.,](\d+)$/.exec(num)?.[1]?.length ?? 0
  const v = Number(num.replace(",", ".")) * factor
  const s = dec > 0 ? v.toFixed(dec) : Number.isInteger(v) ? String(v) : v.toFixed(1)
  return comma ? s.replace(".", ",") : s
}

// Dose and quantity tampering, recalled from memory, with uncertain sources, of security write-ups on integrity attacks against health and pharmacy sites (about 2017–2023, listing "modified dosage information" among the harms of a compromised health page) and of the tenfold dosing errors that drug-safety bodies warn about: one quantity written with its unit in the site's own text (a dose, a number of tablets, a distance, a duration, a percentage) multiplied by two to ten, its unit kept; a plain number (not a year) in a paragraph when no unit is written.
const doseScaled = fresh23("a single quantity with its unit in the site's own text (a dose, distance, duration or percentage) multiplied, unit kept", (page, rng) => {
  const runs = visibleRuns(page, 3)
  const qs = hits(page, runs, unitRe).filter((q) => Number(q.m[1]!.replace(",", ".")) > 0)
  const factor = pick(rng, [10, 10, 2, 3, 5, 4])
  if (qs.length > 0) {
    const q = early(rng, qs, 12)
    const num = q.m[1]!
    return splices(replace({ start: q.start, end: q.start + num.length }, scaled(num, factor)))
  }
  const ns = hits(page, proseRuns(page, 20).length > 0 ? proseRuns(page, 20) : runs, numberRe).filter((h) => Number(h.m[1]) > 0 && !(Number(h.m[1]) >= 1900 && Number(h.m[1]) <= 2100))
  if (ns.length > 0) {
    const h = early(rng, ns, 12)
    return splices(replace(h, scaled(h.m[1]!, factor)))
  }
  const t = early(rng, runs.length > 0 ? runs : page.spots.texts)
  return splices(insert(trimmed(page, t).end, ` (${between(rng, 2, 9)}0 mg)`))
})

/** The nearest cell (td or th) around a run and the table it belongs to. */
const cellOf = (page: Page, t: TextRun): { readonly cell: El; readonly table: El } | null => {
  let cell: El | undefined
  for (let e = elAt(page, t.parent), i = 0; e !== undefined && i < 8; e = elAt(page, e.parent), i++) {
    if (cell === undefined && (e.name === "td" || e.name === "th")) cell = e
    if (e.name === "table") return cell === undefined ? null : { cell, table: e }
  }
  return null
}
const figureRe = /(?<![\w&#.,:/-])(\d{1,6}(?:[.,]\d{1,3})?)(?!\w|[.,:/]\d)/g

// Results and figures altered in tables, recalled from memory of hacked exam-result and admission-list pages (press reports from India, Kenya and Nigeria about 2015–2023 of marks changed on results portals), of election-results pages altered by intruders (Ukraine's Central Election Commission, May 2014, where a fake result was to be displayed) and of sports and lottery results edited on hacked pages: one or two figures in one of the site's own tables changed in place (two cells' values swapped, or one raised or lowered), markup kept; a figure in one of its list items when the page has no table.
const tableFigures = fresh23("one or two figures in one of the site's own tables changed in place (results, fees, timetable), markup kept", (page, rng) => {
  const cells = hits(page, visibleRuns(page, 1).filter((t) => cellOf(page, t) !== null), figureRe).map((h) => {
    const t = page.spots.texts.find((x) => x.start <= h.start && h.end <= x.end)!
    return { h, table: cellOf(page, t)!.table.index }
  })
  const byTable = new Map<number, Array<Hit>>()
  for (const c of cells) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.h])
  const tables = [...byTable.values()].filter((hs) => hs.length >= 1)
  const change = (h: Hit): Splice => {
    const v = h.m[1]!
    const n = Number(v.replace(",", "."))
    if (/[.,]/.test(v)) return replace(h, scaled(v, pick(rng, [0.5, 1.5, 2, 0.8])))
    if (n >= 1900 && n <= 2100) return replace(h, String(n + pick(rng, [-3, -2, -1, 1, 2])))
    let next = Math.max(0, Math.round(n * pick(rng, [0.5, 1.5, 2, 3]) + pick(rng, [-3, 1, 2, 7])))
    if (next === n) next = n + 1
    return replace(h, v.startsWith("0") ? String(next).padStart(v.length, "0") : String(next))
  }
  if (tables.length > 0) {
    const hs = pick(rng, tables)
    const distinct = hs.filter((h, i) => hs.findIndex((x) => x.m[1] === h.m[1]) === i)
    if (distinct.length >= 2 && chance(rng, 0.6)) {
      const [a, b] = sample(rng, distinct.slice(0, 20), 2) as [Hit, Hit]
      return splices(replace(a, b.m[1]!), replace(b, a.m[1]!))
    }
    return splices(change(early(rng, hs, 20)))
  }
  const items = hits(page, proseRuns(page, 3).filter((t) => elAt(page, t.parent)?.name === "li" || elAt(page, t.parent)?.name === "dd"), figureRe)
  if (items.length > 0) return splices(change(early(rng, items, 12)))
  const any = hits(page, visibleRuns(page, 2), figureRe)
  if (any.length > 0) return splices(change(early(rng, any, 12)))
  return splices(insert(trimmed(page, early(rng, page.spots.texts)).end, ` ${between(rng, 2, 99)}`))
})

const nameRe = /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}{1,14}(?:-\p{Lu}\p{Ll}{1,14})?)[ \u00a0](\p{Lu}\p{Ll}{1,14}(?:-\p{Lu}\p{Ll}{1,14})?)(?![\p{L}\p{N}])/gu
const notNames = new Set([
  "the", "a", "an", "in", "on", "at", "for", "and", "but", "to", "of", "new", "north", "south", "east", "west", "united", "le", "la", "les", "der", "die", "das", "el", "los", "las", "de", "het", "il", "lo", "o", "os", "as", "our", "we", "this", "that",
  "how", "what", "why", "when", "where", "who", "my", "your", "his", "her", "best", "top", "home", "about", "contact", "read", "more", "sign", "log", "privacy", "terms", "follow", "latest", "last", "all", "free", "buy", "shop", "search",
  "menu", "page", "news", "sport", "sports", "world", "business", "street", "city", "state", "national", "international", "university", "college", "school", "news", "live", "video", "photo", "click", "view", "see", "get", "join", "find", "help",
  "is", "are", "was", "it", "if", "so", "no", "not", "with", "from", "by", "as", "or", "up", "out", "all", "de", "du", "des", "un", "une", "et", "ein", "eine", "und", "mit", "von", "y", "en", "con", "por", "para", "een", "met", "e", "com", "di", "con", "per"
].map((s) => s.toLowerCase()))
const givenNames = new Set(("james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel frank gregory raymond alexander patrick jack dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy harold keith christian roger noah gerald carl terry sean austin arthur lawrence jesse dylan bryan joe jordan billy bruce albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell louis bobby philip johnny mike tom bill bob jim tim will max ben sam dan chris nick tony steve jeff greg matt josh alex charlie " +
  "mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra ashley kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy shirley angela helen anna brenda pamela nicole emma samantha katherine christine rachel catherine carolyn janet ruth maria heather diane virginia julie joyce victoria olivia kelly christina lauren joan evelyn judith megan andrea hannah martha jacqueline gloria ann teresa kathryn sara alice grace denise amber danielle sophia marie diana natalie isabella charlotte rose kate jane claire sophie lucy anne " +
  "jean pierre jacques michel philippe alain nicolas françois marc luc julien antoine sébastien hans klaus jürgen stefan wolfgang andreas markus carlos luis miguel javier antonio manuel pedro jorge pablo marco giuseppe luca giovanni francesco alessandro jan pieter willem joão paulo carmen lucia elena sofia angela barack hillary nelson vladimir alexei boris xi narendra emmanuel olaf angela").split(" "))
const bywords = /(?:^|[\s(])(by|von|par|por|door|di|da|said|says|according to|sagte|a déclaré|dijo|zei|disse|ha detto|avec|with|mit|con|met|com|author|autor|auteur|autore|auteur)[\s:]*$/i
/** Two capitalised words that read as a person's name, bylines and quotes first. */
const nameHits = (page: Page): Array<Hit> => {
  const months = new Set([...Object.values(monthsBy).flat(), ...Object.values(weekdays).flat()].map((s) => s.toLowerCase()))
  const brand = brandOf(page).toLowerCase()
  /** words the page writes in lower case (common nouns, not surnames) */
  const lower = new Set(page.spots.texts.flatMap((t) => t.text.split(/[^\p{L}]+/u)).filter((w) => w.length > 1 && w === w.toLowerCase()))
  const all = hits(page, visibleRuns(page, 5), nameRe).filter((h) => {
    const [a, b] = [h.m[1]!.toLowerCase(), h.m[2]!.toLowerCase()]
    return !notNames.has(a) && !notNames.has(b) && !lower.has(b) && (givenNames.has(a) || !lower.has(a)) && !months.has(a) && !months.has(b) && !brand.includes(a) && !brand.includes(b)
  })
  const score = (h: Hit) => {
    const t = page.spots.texts.find((x) => x.start <= h.start && h.end <= x.end)
    const el = t === undefined ? undefined : elAt(page, t.parent)
    const by = bywords.test(page.html.slice(Math.max(t?.start ?? h.start, h.start - 24), h.start))
    const cls = /author|byline|signature|credit|speaker|writer|contributor/i.test(`${el?.attribs.class ?? ""} ${elAt(page, el?.parent ?? -1)?.attribs.class ?? ""}`)
    return (by ? 2 : 0) + (givenNames.has(h.m[1]!.toLowerCase()) ? 2 : 0) + (cls ? 1 : 0)
  }
  return all.map((h, i) => ({ h, i, s: score(h) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.h)
}

// Words put in someone else's mouth, recalled from memory of Mandiant's "Ghostwriter" reports (2020–2021: articles on compromised Baltic and Polish news sites edited so that fabricated quotes were attributed to real officials) and of hacked news sites whose bylines were changed to make a story look as if a known journalist wrote it: the person named in one byline, quote or sentence of the site replaced by another name, nothing else changed; a byline with another name after the first heading when the page names nobody.
const nameSwapped = fresh23("the person named in one of the site's bylines or sentences replaced by another name (a quote or article attributed to someone else)", (page, rng) => {
  const ns = nameHits(page)
  if (ns.length > 0) {
    const h = ns.length > 3 && chance(rng, 0.3) ? pick(rng, ns.slice(0, 12)) : ns[0]!
    let next = person(rng)
    while (next === h.m[0].replace(/\u00a0/, " ")) next = person(rng)
    return splices(replace(h, esc(next)))
  }
  const by = own(page, { en: "By", fr: "Par", de: "Von", es: "Por", nl: "Door", pt: "Por", it: "Di" })
  return splices(insert(afterFirstHeading(page) ?? slotAt(page.spots, "top"), `<p class="${pick(rng, ["byline", "author", "meta"])}">${by} ${esc(person(rng))}</p>`))
})

// Price manipulation, recalled from memory of e-commerce fraud write-ups (intruders in shop back offices, or with a web shell, changing an item's price so that accomplices buy it cheaply, or raising prices to drive customers away, as described in PCI and Sansec incident notes about 2018–2023) and of "price error" exploitation: one price on the page changed to another plausible amount (raised by half to three times, or lowered by a third to a half), its currency and notation kept, the others left as they were.
const onePriceChanged = fresh23("one of the page's prices changed to another plausible amount (raised, or lowered by a fraction, not to a token), the others kept", (page, rng) => {
  const ps = hits(page, visibleRuns(page, 1), priceRe)
  const t = early(rng, ps, 12)
  const d = /(\d{1,5})(?:([.,])(\d{2}))?/.exec(t.m[0])!
  const amount = Number(d[1]) + (d[3] === undefined ? 0 : Number(d[3]) / 100)
  let next = amount
  for (let i = 0; i < 6 && (Math.abs(next - amount) < 0.5 || next < 1); i++) next = amount * pick(rng, [1.5, 2, 2.5, 3, 0.5, 0.6, 0.7])
  if (next < 1) next = amount + between(rng, 5, 40)
  const body = d[3] === undefined ? String(Math.round(next)) : `${Math.floor(next)}${d[2]}${String(Math.round((next % 1) * 100) % 100).padStart(2, "0")}`
  const at = t.start + d.index
  return splices(replace({ start: at, end: at + d[0].length }, body))
})

const negations: Record<Lang, ReadonlyArray<readonly [RegExp, string]>> = {
  en: [[/\b(is|are|was|were|do|does|did|should|must|will|can|could|may|would)\s+not\s+/i, "$1 "], [/\b(do|does|did|is|are|was|were|should|must|could|would)n['’]t\b/i, "$1"], [/\bcannot\b/i, "can"], [/\bnever\s+/i, ""], [/\bno longer\s+/i, ""]],
  fr: [[/\b(?:ne|n['’])\s?([\p{L}-]+)\s+(?:pas|jamais|plus)\b/iu, "$1"]],
  de: [[/\s(?:nicht|nie|niemals)(?=[\s.,;!])/i, ""], [/\bkeine?\b\s*/i, ""]],
  es: [[/(^|\s)(?:no|nunca)\s+(?=\p{L})/iu, "$1"]],
  nl: [[/\s(?:niet|nooit)(?=[\s.,;!])/i, ""], [/\bgeen\b/i, "een"]],
  pt: [[/(^|\s)(?:não|nunca)\s+(?=\p{L})/iu, "$1"]],
  it: [[/(^|\s)(?:non|mai)\s+(?=\p{L})/iu, "$1"]]
}
const restrictions: Record<Lang, RegExp> = {
  en: /\b(only|at least|at most|maximum|minimum|strictly|required)\s+/i,
  fr: /\b(seulement|uniquement|au moins|au maximum|obligatoirement)\s+/i,
  de: /\b(nur|mindestens|höchstens|maximal|ausschließlich)\s+/i,
  es: /(?:^|\s)(solo|sólo|únicamente|al menos|como máximo|obligatoriamente)\s+/i,
  nl: /\b(alleen|minstens|maximaal|uitsluitend|verplicht)\s+/i,
  pt: /(?:^|\s)(apenas|somente|pelo menos|no máximo|obrigatoriamente)\s+/i,
  it: /(?:^|\s)(solo|soltanto|almeno|al massimo|obbligatoriamente)\s+/i
}

// Meaning reversed by deletion, recalled from memory of Wikipedia's guidance on "sneaky vandalism" (a "not" removed turns a statement around) and of security-awareness write-ups on integrity attacks against health, safety and policy pages (NCSC and CISA guidance on website defacement, about 2019–2023, warning that small edits can mislead): one negation ("not", "never", "ne … pas", "nicht", "no", "niet", "não", "non") or, failing that, one restriction ("only", "at least", "nur", "seulement") deleted from one of the site's sentences or headings, nothing added.
const negationDropped = fresh23("a single negation or restriction removed from one of the site's sentences ('not', 'never', 'only', 'ne … pas', 'nicht'), nothing added", (page, rng) => {
  const runs = visibleRuns(page, 12)
  const rules = [...negations[lang(page)], ...(lang(page) === "en" ? [] : negations.en)]
  const edits = (rs: ReadonlyArray<readonly [RegExp, string]>) =>
    runs.flatMap((t) => {
      const r = trimmed(page, t)
      const old = page.html.slice(r.start, r.end)
      const rule = rs.find(([re]) => re.test(old))
      return rule === undefined ? [] : [{ r, next: old.replace(rule[0], rule[1]) }]
    }).filter((e) => e.next !== page.html.slice(e.r.start, e.r.end))
  const neg = edits(rules)
  const pool = neg.length > 0 ? neg : edits([[restrictions[lang(page)], " "], [restrictions.en, " "]])
  if (pool.length > 0) {
    const e = early(rng, pool, 10)
    return splices(replace(e.r, e.next))
  }
  const t = early(rng, runs.length > 0 ? runs : page.spots.texts)
  const r = trimmed(page, t)
  const s = page.html.slice(r.start, r.end)
  const i = s.indexOf(" ")
  return splices(i > 0 ? replace({ start: r.start, end: r.start + i + 1 }, "") : insert(r.end, "!"))
})

// ———————————————————————————— one link of the site's own ————————————————————————————

const ctaWords = /(donat|give now|support us|buy|shop|order|book|reserv|ticket|regist|sign[ -]?up|join|apply|subscri|log[ -]?in|sign[ -]?in|account|checkout|pay|download|get started|faire un don|achet|command|billet|inscri|adhér|connexion|connecter|spende|kaufen|bestell|buchen|anmeld|mitglied|donar|compra|pedir|entradas|inscrib|iniciar|doneer|kopen|boeken|aanmeld|inlog|doar|ingresso|inscreva|entrar|dona ora|acquist|ordina|prenot|bigliett|iscriv|accedi)/i

// Hijacked calls to action, recalled from memory of phishing and donation-fraud reports where one button of a real site was repointed (charity sites whose "Donate" button led to a copy on a look-alike domain, reported by Action Fraud and the Charity Commission about 2017–2022; Magecart-era reports of "Checkout" links sent to look-alike shops) and of typosquatting research: the page's one call-to-action link (donate, buy, book, register, sign in; a button-styled link, or the first link of its menu) sent to a look-alike of the site's own host under the same path and query, nothing else changed.
const ctaToTwin = fresh23("the page's one call-to-action link (donate, buy, book, register, sign in) sent to a look-alike of the site under the same path", (page, rng) => {
  const links = ownLinks(page)
  const cta = links.filter(({ el }) => ctaWords.test(textOf(page, el)) || /btn|button|cta/i.test(el.attribs.class ?? ""))
  const menu = links.filter(({ el }) => under(page, el, new Set(["nav", "header"])))
  const pool = cta.length > 0 ? cta : menu.length > 0 ? menu : links
  const host = twinHost(rng, page)
  if (pool.length === 0) {
    const a = page.spots.elements.find((e) => e.name === "a" && e.shown && !e.inert && e.attribs.href !== undefined)
    if (a !== undefined) return splices(setAttr(page, a, "href", `https://${host}/`))
    return splices(insert(slotAt(page.spots, "top"), `<p><a class="button" href="https://${host}/">${esc(brandOf(page))}</a></p>`))
  }
  const { el, url } = early(rng, pool, 4)
  return splices(setAttr(page, el, "href", moved(url, host)))
})

const menuWords: Table<ReadonlyArray<readonly [string, string]>> = {
  en: [["Pay online", "pay"], ["Client login", "client/login"], ["Claim a refund", "refunds/claim"], ["Pay an invoice", "invoices/pay"], ["My account", "account/login"]],
  fr: [["Paiement en ligne", "paiement"], ["Espace client", "espace-client/connexion"], ["Demande de remboursement", "remboursement"], ["Régler une facture", "factures/payer"]],
  de: [["Online bezahlen", "bezahlen"], ["Kundenlogin", "kunden/login"], ["Erstattung beantragen", "erstattung"], ["Rechnung bezahlen", "rechnung/bezahlen"]],
  es: [["Pago en línea", "pago"], ["Área de clientes", "clientes/acceso"], ["Solicitar reembolso", "reembolso"], ["Pagar factura", "facturas/pagar"]],
  nl: [["Online betalen", "betalen"], ["Inloggen klanten", "klant/inloggen"], ["Terugbetaling aanvragen", "terugbetaling"], ["Factuur betalen", "factuur/betalen"]],
  pt: [["Pagamento online", "pagamento"], ["Área do cliente", "cliente/entrar"], ["Pedir reembolso", "reembolso"], ["Pagar fatura", "faturas/pagar"]],
  it: [["Paga online", "paga"], ["Area clienti", "area-clienti/accesso"], ["Richiedi un rimborso", "rimborso"], ["Paga una fattura", "fatture/paga"]]
}
/** Lists whose items hold links (menus first), each with its last item and that item's link. */
const linkLists = (page: Page): Array<{ readonly list: El; readonly li: El; readonly a: El }> => {
  const out: Array<{ list: El; li: El; a: El; menu: boolean }> = []
  for (const list of page.spots.elements) {
    if ((list.name !== "ul" && list.name !== "ol") || !list.shown || list.inert) continue
    const items = page.spots.elements.filter((e) => e.parent === list.index && e.name === "li" && e.closeTag !== null)
    const last = items[items.length - 1]
    const a = last === undefined ? undefined : page.spots.elements.find((e) => e.parent === last.index && e.name === "a")
    if (items.length < 2 || last === undefined || a === undefined) continue
    const menu = under(page, list, new Set(["nav", "header", "footer"])) || /menu|nav/i.test(`${list.attribs.class ?? ""} ${list.attribs.id ?? ""}`)
    out.push({ list, li: last, a, menu })
  }
  return [...out.filter((x) => x.menu), ...out.filter((x) => !x.menu)]
}

// Phishing links planted in real menus, recalled from memory of hacked-site reports (Sucuri and Wordfence clean-up notes, about 2016–2023) where an intruder with CMS access added a single menu item such as "Pay online" or "Client login" that led to a phishing page, and of the invoice-payment and refund lures banks warn about: an entry copied from the markup of one of the site's own menus (its class and style kept), labelled "pay online", "client login", "claim a refund" or "pay an invoice" in the site's language, leading to a look-alike of the site.
const menuEntryToTwin = fresh23("'pay online', 'client login' or 'refund' entry cloned into one of the site's own menus, leading to a look-alike of the site", (page, rng) => {
  const [label, path] = pick(rng, own(page, menuWords))
  const url = `https://${twinHost(rng, page)}/${path}${chance(rng, 0.4) ? `?ref=${alnum(rng, 6)}` : ""}`
  const lists = linkLists(page)
  if (lists.length === 0) return splices(insert(slotAt(page.spots, "top"), `<nav><ul><li><a href="${esc(url)}">${esc(label)}</a></li></ul></nav>`))
  const { li, a } = early(rng, lists, 3)
  const item = `<li${looks(li)}><a${looks(a)} href="${esc(url)}">${esc(label)}</a></li>`
  return splices(insert(chance(rng, 0.7) ? li.closeTag!.end : li.start, item))
})

// Links to trusted sites repointed, recalled from memory of typosquatting research (Verisign, Akamai and academic studies, about 2015–2023, on look-alike domains of banks, public bodies and platforms) and of hacked-site reports where the links of an article to an official source or a partner were replaced by a look-alike of that source hosting a phishing or scam page, and of social-profile links sent to clones: one of the site's links to a well-known outside site (a reference, partner, platform or social profile) pointed at a look-alike of that site under the same path.
const outboundToTwin = fresh23("one of the site's links to a well-known outside site (a reference, partner or social profile) pointed at a look-alike of that site under the same path", (page, rng) => {
  const out = page.spots.elements.flatMap((el) => {
    if (el.name !== "a" || el.inert || !el.shown) return []
    const raw = el.attribs.href ?? ""
    if (!/^\s*(https?:)?\/\//i.test(raw)) return []
    const url = resolve(page, raw)
    return url !== null && registrable(url.hostname.toLowerCase()) !== page.site.domain && /\.[a-z]{2,}$/i.test(url.hostname) ? [{ el, url }] : []
  })
  if (out.length === 0) {
    const host = twinOf(rng, pick(rng, ["www.facebook.com", "www.instagram.com", "en.wikipedia.org", "www.gov.uk", "x.com"]))
    return splices(insert(bottom(page), `<p><a href="https://${host}/${esc(page.site.brand)}">${esc(brandOf(page))}</a></p>`))
  }
  const { el, url } = pick(rng, out.slice(0, 30))
  return splices(setAttr(page, el, "href", moved(url, twinOf(rng, url.hostname.toLowerCase()))))
})

// ———————————————————————————— one picture ————————————————————————————

const mockTaglines: Table<ReadonlyArray<string>> = {
  en: ["now closed", "sold to the highest bidder", "we lie for money", "proudly censored", "bankrupt since 2025", "your data, our profit", "under investigation"],
  fr: ["fermé définitivement", "vendu au plus offrant", "nous mentons pour l'argent", "fièrement censuré", "vos données, notre profit"],
  de: ["endgültig geschlossen", "an den Meistbietenden verkauft", "wir lügen für Geld", "stolz zensiert", "Ihre Daten, unser Gewinn"],
  es: ["cerrado para siempre", "vendido al mejor postor", "mentimos por dinero", "orgullosamente censurado", "tus datos, nuestro negocio"],
  nl: ["definitief gesloten", "verkocht aan de hoogste bieder", "wij liegen voor geld", "trots gecensureerd"],
  pt: ["fechado para sempre", "vendido a quem paga mais", "mentimos por dinheiro", "orgulhosamente censurado"],
  it: ["chiuso per sempre", "venduto al miglior offerente", "mentiamo per soldi", "orgogliosamente censurato"]
}
/** Spacers, tracking pixels, loaders and icons: not a picture an intruder would replace. */
const junk = (e: El) =>
  /spacer|pixel|blank|loading|1x1|transparent|\btrans\.|clear\.gif|beacon|track|\/w\/1\.0\/|doubleclick|popup|icons?\/|sprite|arrow|btn_|button/i.test(e.attribs.src ?? "") ||
  /^[0-4]$/.test((e.attribs.width ?? "").trim()) || /^[0-4]$/.test((e.attribs.height ?? "").trim())
const isLogo = (e: El) => /logo|brand|masthead|site-title|wordmark/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)
/** Removal of the responsive sources of `img` (so the new src is the one shown). */
const dropSources = (page: Page, img: El): Array<Splice> =>
  attrSpans(page.html, img).filter((a) => a.name === "srcset" || a.name === "data-srcset" || a.name === "sizes").map((a) => replace({ start: a.start, end: a.end }, ""))
const svgUri = (rng: Rng, svg: string) => (chance(rng, 0.5) ? `data:image/svg+xml,${encodeURIComponent(svg)}` : `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`)

// Parody logos, recalled from memory of defacements that replaced only the organisation's logo (hacktivists' parody logos on government and company sites reported by the press, e.g. the "Department of Injustice"-style wordmarks of 2010s Anonymous operations, and brand-mocking logos in culture-jamming campaigns such as the Yes Men's): the site's logo picture (its logo by name, else the first picture in its header) replaced by a parody drawn as an SVG data: URI (the brand's name with a mocking tagline, in the brand's own layout), its alt text kept.
const parodyLogo = fresh23("the site's logo picture replaced by a parody of it drawn as an SVG data: URI (the brand's name with a mocking tagline), alt text kept", (page, rng) => {
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim() !== "" && !junk(e))
  const target = imgs.find(isLogo) ?? imgs.find((e) => under(page, e, new Set(["header", "nav"]))) ?? imgs[0]
  const w = between(rng, 160, 360)
  const hgt = between(rng, 40, 90)
  const [bg, fg, ac] = pick(rng, [["#ffffff", "#111111", "#c62828"], ["#000000", "#ffffff", "#ffeb3b"], ["#f5f5f5", "#1a237e", "#d50000"], ["none", "#222222", "#b71c1c"]] as const)
  const name = pick(rng, [brandOf(page), brandOf(page).toUpperCase(), `${brandOf(page)}™`])
  const tag = pick(rng, own(page, mockTaglines))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">${bg === "none" ? "" : `<rect width="100%" height="100%" fill="${bg}"/>`}<text x="${pick(rng, ["50%", "4"])}" y="${Math.round(hgt * 0.5)}" font-family="${pick(rng, ["Arial", "Georgia", "Helvetica", "Verdana"])}" font-size="${Math.round(hgt * 0.38)}" font-weight="bold" fill="${fg}"${chance(rng, 0.5) ? ` text-anchor="middle"` : ""}>${esc(name)}</text><text x="50%" y="${Math.round(hgt * 0.88)}" font-family="Arial" font-size="${Math.round(hgt * 0.2)}" fill="${ac}" text-anchor="middle">${esc(tag)}</text></svg>`
  const uri = svgUri(rng, svg)
  if (target === undefined) return splices(insert(top(page), `<a href="/"><img src="${esc(uri)}" alt="${esc(brandOf(page))}" width="${w}" height="${hgt}"></a>`))
  return splices(setAttr(page, target, "src", uri), ...dropSources(page, target))
})

// Images swapped on a look-alike host, recalled from memory of defacement reports where only one picture was changed (a staff photo or product image replaced by an insulting or political one, reported on school, council and shop sites) and of hotlink swaps where the intruder points an image at a server they control so that the picture can be changed later, the file name kept to pass a glance at the source: one of the site's pictures loaded from a look-alike of its own host under the same path and query (the picture there carries the message), its responsive sources removed.
const pictureFromTwin = fresh23("one of the site's pictures loaded from a look-alike of its own host under the same path (the picture there carries the message)", (page, rng) => {
  const imgs = shown(page, "img", (e) => !junk(e)).flatMap((el) => {
    const raw = el.attribs.src ?? ""
    const u = raw.trim() === "" || /^\s*data:/i.test(raw) ? null : resolve(page, raw)
    return u === null ? [] : [{ el, url: u }]
  })
  const host = twinHost(rng, page)
  if (imgs.length === 0) {
    const og = page.spots.elements.find((e) => e.name === "meta" && !e.inert && /^(og:image|twitter:image)$/i.test(e.attribs.property ?? e.attribs.name ?? ""))
    const u = og === undefined ? null : resolve(page, og.attribs.content ?? "")
    if (og !== undefined && u !== null) return splices(setAttr(page, og, "content", moved(u, host)))
    return splices(insert(slotAt(page.spots, "top"), `<p><img src="https://${host}/images/${pick(rng, ["banner", "header", "team", "news"])}-${between(rng, 1, 12)}.jpg" alt=""></p>`))
  }
  const { el, url } = pick(rng, imgs.filter(({ el }) => !isLogo(el)).slice(0, 10).concat(imgs.slice(0, 1)))
  return splices(setAttr(page, el, "src", moved(url, host)), ...dropSources(page, el))
})

const imageHost = (rng: Rng, page: Page) => pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", "files.catbox.moe", "pbs.twimg.com", twinHost(rng, page), randomDomain(rng)])
const picture = (rng: Rng, page: Page) => `https://${imageHost(rng, page)}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["jpg", "png", "webp", "gif"])}`

// Header pictures replaced, recalled from memory of defacements that changed only a site's banner or hero image (a political poster or a crew's picture in place of the header photo, seen on Zone-H mirrors of CMS sites where the theme's header image setting was edited, and of hacked school and council sites reported by local press): the background picture of the site's header or hero section replaced through that element's own style attribute (its url() rewritten, or a background added), the rest of the page untouched.
const headerBackground = fresh23("the header or hero section's background picture replaced through its own style attribute", (page, rng) => {
  const src = picture(rng, page)
  const bg = `background:url(${src}) center/cover no-repeat;${chance(rng, 0.5) ? `min-height:${between(rng, 120, 420)}px;` : ""}`
  const withUrl = page.spots.elements.filter((e) => e.inBody && !e.inert && /background[^;]*url\(/i.test(e.attribs.style ?? ""))
  if (withUrl.length > 0 && chance(rng, 0.8)) {
    const el = early(rng, withUrl, 4)
    const v = attrValue(page.html, el, "style")!
    return splices(replace(v, page.html.slice(v.start, v.end).replace(/url\([^)]*\)/i, `url(${src})`)))
  }
  const heroes = page.spots.elements.filter((e) => e.shown && /^(header|section|div|figure)$/.test(e.name) && /hero|banner|masthead|jumbotron|cover|splash|header|intro|featured/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))
  const body = page.spots.elements.find((e) => e.name === "body")
  const firstBlock = page.spots.elements.find((e) => e.shown && /^(header|div|section)$/.test(e.name) && body !== undefined && e.parent === body.index)
  const el = heroes[0] ?? page.spots.elements.find((e) => e.name === "header" && e.shown) ?? firstBlock
  if (el === undefined) return splices(insert(top(page), `<div style="${bg}height:${between(rng, 150, 300)}px"></div>`))
  const v = attrValue(page.html, el, "style")
  return splices(v === null ? setAttr(page, el, "style", bg) : replace(v, esc(bg) + page.html.slice(v.start, v.end)))
})

const captions: Table<ReadonlyArray<(b: string, p: string, d: string) => string>> = {
  en: [(b, p, d) => `${p}, director of ${b}, leaving court after his arrest on ${d}.`, (b, _p, d) => `Police clearing the offices of ${b} on ${d}. All services are suspended.`, (b) => `Staff of ${b} protesting after months without pay.`, (_b, p) => `${p} (left) receiving an envelope of cash from a government official.`],
  fr: [(b, p, d) => `${p}, directeur de ${b}, à la sortie du tribunal après son arrestation le ${d}.`, (b, _p, d) => `La police évacue les locaux de ${b} le ${d}. Tous les services sont suspendus.`, (b) => `Les salariés de ${b} manifestent après des mois sans salaire.`],
  de: [(b, p, d) => `${p}, Geschäftsführer von ${b}, nach seiner Festnahme am ${d} vor dem Gericht.`, (b, _p, d) => `Die Polizei räumt am ${d} die Büros von ${b}. Alle Leistungen sind eingestellt.`, (b) => `Beschäftigte von ${b} protestieren nach Monaten ohne Lohn.`],
  es: [(b, p, d) => `${p}, director de ${b}, sale del juzgado tras su detención el ${d}.`, (b, _p, d) => `La policía desaloja las oficinas de ${b} el ${d}. Todos los servicios quedan suspendidos.`, (b) => `Trabajadores de ${b} protestan tras meses sin cobrar.`],
  nl: [(b, p, d) => `${p}, directeur van ${b}, verlaat de rechtbank na zijn arrestatie op ${d}.`, (b, _p, d) => `Politie ontruimt op ${d} de kantoren van ${b}. Alle diensten zijn stopgezet.`],
  pt: [(b, p, d) => `${p}, diretor da ${b}, deixa o tribunal após sua prisão em ${d}.`, (b, _p, d) => `A polícia esvazia os escritórios da ${b} em ${d}. Todos os serviços estão suspensos.`],
  it: [(b, p, d) => `${p}, direttore di ${b}, esce dal tribunale dopo l'arresto del ${d}.`, (b, _p, d) => `La polizia sgombera gli uffici di ${b} il ${d}. Tutti i servizi sono sospesi.`]
}

// Captions rewritten, recalled from memory of disinformation research on "miscaptioned" photos (First Draft's and AFP Fact Check's taxonomy, about 2017–2022: a real picture given a false caption) and of Ghostwriter-era edits on compromised news sites that changed text around real photos: the caption of one of the site's pictures (its figcaption or caption line) rewritten into a false statement about the organisation in the site's language, or such a caption added under one of its pictures, the picture itself kept.
const captionLie = fresh23("the caption of one of the site's pictures rewritten (or added under it) as a false statement in the site's language", (page, rng) => {
  const text = esc(pick(rng, own(page, captions))(brandOf(page), person(rng), dateOf(rng, page)))
  const caps = page.spots.texts.filter((t) => {
    for (let e = elAt(page, t.parent), i = 0; e !== undefined && i < 4; e = elAt(page, e.parent), i++) {
      if (e.name === "figcaption" || /caption|credit|legend/i.test(e.attribs.class ?? "")) return t.text.trim().length > 2
    }
    return false
  })
  if (caps.length > 0) return splices(replace(trimmed(page, early(rng, caps, 6)), text))
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim() !== "" && !isLogo(e) && !junk(e))
  for (const img of imgs.slice(0, 12)) {
    const fig = page.spots.elements.find((e) => e.index === img.parent && e.name === "figure" && e.closeTag !== null)
    if (fig !== undefined) return splices(insert(fig.closeTag!.start, `<figcaption>${text}</figcaption>`))
    for (let e = elAt(page, img.parent); e !== undefined; e = elAt(page, e.parent)) {
      const at = afterBlock(page, e)
      if (at !== null) return splices(insert(at, `<p class="${pick(rng, ["caption", "wp-caption-text", "image-caption"])}"${chance(rng, 0.5) ? ` style="font-size:13px;color:#555;font-style:italic"` : ""}>${text}</p>`))
    }
  }
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<figure><img src="${picture(rng, page)}" alt=""><figcaption>${text}</figcaption></figure>`))
})

// ———————————————————————————— for search engines only ————————————————————————————

const spamSnippets: Table<ReadonlyArray<string>> = {
  en: ["Buy Viagra and Cialis online without prescription. Fast discreet delivery, up to 80% off.", "Best online casino 2026: 200% welcome bonus and 100 free spins, no deposit needed.", "Payday loans same day, no credit check, instant approval up to $5,000.", "Cheap replica watches and designer bags, free worldwide shipping."],
  fr: ["Acheter Viagra et Cialis en ligne sans ordonnance. Livraison rapide et discrète.", "Meilleur casino en ligne 2026 : bonus de bienvenue de 200 % et 100 tours gratuits.", "Crédit rapide sans justificatif, réponse immédiate, fonds sous 24 h."],
  de: ["Viagra und Cialis online kaufen ohne Rezept. Schnelle, diskrete Lieferung.", "Bestes Online Casino 2026: 200 % Willkommensbonus und 100 Freispiele ohne Einzahlung.", "Kredit ohne Schufa, sofortige Zusage, Auszahlung in 24 Stunden."],
  es: ["Comprar Viagra y Cialis online sin receta. Envío rápido y discreto.", "Mejor casino online 2026: bono de bienvenida del 200 % y 100 giros gratis.", "Préstamos rápidos sin aval, aprobación inmediata."],
  nl: ["Viagra en Cialis online kopen zonder recept. Snelle, discrete levering.", "Beste online casino 2026: 200% welkomstbonus en 100 gratis spins.", "Snel geld lenen zonder BKR-toetsing, direct op je rekening."],
  pt: ["Comprar Viagra e Cialis online sem receita. Entrega rápida e discreta.", "Melhor cassino online 2026: bônus de boas-vindas de 200% e 100 rodadas grátis.", "Empréstimo rápido sem consulta ao SPC e Serasa, aprovado na hora."],
  it: ["Acquista Viagra e Cialis online senza ricetta. Spedizione veloce e discreta.", "Miglior casinò online 2026: bonus di benvenuto del 200% e 100 giri gratis.", "Prestiti veloci senza busta paga, approvazione immediata."]
}
const metaNamed = (page: Page, names: ReadonlyArray<string>) =>
  page.spots.elements.filter((e) => e.name === "meta" && !e.inert && names.includes((e.attribs.name ?? e.attribs.property ?? "").toLowerCase()))

// Search-result spam, recalled from memory of Sucuri's and Google Search Central's descriptions of the "pharma hack" and of cloaked SEO spam (about 2010–2024: the site looks normal to its owner, but search results show pill, casino or loan text because the description served to crawlers was rewritten): the page's meta description (and its og: and twitter: descriptions, when present) rewritten into a pill, casino, loan or replica snippet in the site's language or English, the title and everything a visitor sees left as they were.
const descriptionSpam = fresh23("meta description (and og:/twitter: descriptions) rewritten into a pill, casino, loan or replica snippet, title and visible page unchanged", (page, rng) => {
  const text = esc(pick(rng, some(rng, page, spamSnippets)))
  const found = attrTargets(page, metaNamed(page, ["description", "og:description", "twitter:description"]), "content")
  if (found.length > 0) return splices(...found.map((f) => replace(f.value, text)))
  return splices(insert(pick(rng, [head(page), page.spots.elements.find((e) => e.name === "head")?.openEnd ?? head(page)]), `<meta name="description" content="${text}">`))
})

const titleKeywords: Table<ReadonlyArray<string>> = {
  en: ["Slot Gacor Hari Ini", "Buy Tramadol Online", "Best Online Casino No Deposit", "Cheap Essay Writing Service", "Payday Loans Same Day", "Situs Toto Terpercaya"],
  fr: ["Casino en Ligne Bonus Sans Dépôt", "Acheter Viagra Sans Ordonnance", "Paris Sportifs Meilleure Cote"],
  de: ["Online Casino ohne Lizenz", "Viagra rezeptfrei kaufen", "Sportwetten Bonus ohne Einzahlung"],
  es: ["Casino Online Sin Depósito", "Comprar Viagra Sin Receta", "Apuestas Deportivas Bono"],
  nl: ["Online Casino Zonder Cruks", "Viagra Kopen Zonder Recept"],
  pt: ["Cassino Online Bônus Sem Depósito", "Jogo do Tigrinho Plataforma Nova"],
  it: ["Casinò Online Non AAMS", "Viagra Senza Ricetta"]
}

// Title-only keyword stuffing, recalled from memory of Google's "hacked content" and "keyword and link injection" documentation and of the Indonesian gambling-spam wave on government and university sites (about 2022–2024, "slot gacor" in search titles), where the page's title shown in search results carries the spam keywords while the page stays the same: the site's own title kept with gambling, pill, loan or essay keywords put before or after it (separated as titles usually are), nothing else changed.
const titleSuffixSpam = fresh23("the site's own title kept with gambling, pill, loan or essay keywords put before or after it, nothing else changed", (page, rng) => {
  const kw = esc(pick(rng, some(rng, page, titleKeywords)))
  const sep = pick(rng, [" | ", " - ", " – ", " · ", " :: "])
  const t = page.spots.title
  if (t === null) return splices(insert(head(page), `<title>${esc(brandOf(page))}${sep}${kw}</title>`))
  const old = page.html.slice(t.start, t.end).trim() || esc(brandOf(page))
  return splices(replace(t, chance(rng, 0.6) ? `${old}${sep}${kw}` : `${kw}${sep}${old}`))
})

// ———————————————————————————— a single element hidden ————————————————————————————

const warningWords = /(?<![\p{L}])(warning|caution|beware|scams?|fraud|phishing|never (?:ask|share|send|give)|important notice|please note|attention ?:|avertissement|arnaques?|attention aux|achtung|warnung|vorsicht|betrug|hinweis ?:|advertencia|cuidado con|estafas?|let op|waarschuwing|oplichting|atenção|golpes?|attenzione|avviso|truffe?|disclaimer)(?![\p{L}])/iu
const noticeClass = /(^|[\s_-])(alert|warning|warn|notice|caution|disclaimer|callout|announcement|notification|sitenotice|site-notice|important|advisory|banner-warning)([\s_-]|$)/i

// Warnings removed, recalled from memory of fraud reports where intruders hid the legitimate "we will never ask for your password / our bank details never change" notices of real firms before a payment-diversion attempt, and of defacement clean-up notes (about 2015–2023) finding a single inline display:none or a one-line CSS rule added to a theme: one warning, notice or disclaimer on the page (by its class or id, or a paragraph saying "warning", "beware", "never", "attention"...) hidden with the hidden attribute, a hiding class, an inline display:none or a one-line style rule, nothing else changed; one of the page's paragraphs when it shows no warning.
const warningHidden = fresh23("a single warning, notice or disclaimer (failing one, a paragraph) on the page hidden by a hidden attribute, hiding class, inline display:none or one-line style rule", (page, rng) => {
  const byClass = page.spots.elements.filter((e) => e.shown && e.inBody && e.name !== "body" && e.name !== "html" && noticeClass.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`) && textOf(page, e).length >= 10)
  const byText = [...new Set(visibleRuns(page, 12).filter((t) => warningWords.test(t.text)).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && /^(p|li|div|span|strong|em|small|dd|td|aside|section)$/.test(e.name) && e.shown))]
  const pool = byClass.length > 0 ? byClass : byText.length > 0 ? byText : proseParas(page)
  const el = pool.length > 0 ? early(rng, pool, 6) : page.spots.elements.find((e) => e.shown && /^(p|li|h2|h3)$/.test(e.name))
  if (el === undefined) return splices(insert(head(page), `<style>p:first-of-type{display:none}</style>`))
  const id = el.attribs.id
  const mode = int(rng, 4)
  if (mode === 0 && id !== undefined && /^[A-Za-z][\w-]*$/.test(id)) return splices(insert(head(page), `<style>#${id}{display:none${pick(rng, ["", "!important"])}}</style>`))
  if (mode === 1) {
    const v = attrValue(page.html, el, "style")
    const rule = pick(rng, ["display:none;", "display:none !important;", "visibility:hidden;height:0;overflow:hidden;", "position:absolute;left:-9999px;"])
    return splices(v === null ? setAttr(page, el, "style", rule) : replace(v, rule + page.html.slice(v.start, v.end)))
  }
  if (mode === 2) {
    const v = attrValue(page.html, el, "class")
    const cls = pick(rng, ["hidden", "d-none", "is-hidden", "hide"])
    return splices(v === null ? setAttr(page, el, "class", cls) : insert(v.end, ` ${cls}`))
  }
  return splices(setAttr(page, el, "hidden", pick(rng, ["", "hidden"])))
})

// ———————————————————————————— in the staff's voice ————————————————————————————

const pickWords: Table<(b: string, product: string, code: string, who: string) => readonly [string, string, string]> = {
  en: (b, p, c, w) => ["Our team recommends", `We have been using ${p} ourselves for months and it is the one we trust. Readers of ${b} get 20% off with the code ${c}.`, `— ${w}, for the ${b} team`],
  fr: (b, p, c, w) => ["Le choix de notre équipe", `Nous utilisons ${p} depuis des mois et c'est le seul en qui nous avons confiance. Les lecteurs de ${b} ont 20 % de réduction avec le code ${c}.`, `— ${w}, pour l'équipe ${b}`],
  de: (b, p, c, w) => ["Unsere Empfehlung", `Wir nutzen ${p} selbst seit Monaten und vertrauen nur diesem Anbieter. Leser von ${b} erhalten mit dem Code ${c} 20 % Rabatt.`, `— ${w}, für das Team von ${b}`],
  es: (b, p, c, w) => ["Nuestro equipo recomienda", `Llevamos meses usando ${p} y es el único en el que confiamos. Los lectores de ${b} tienen un 20 % de descuento con el código ${c}.`, `— ${w}, por el equipo de ${b}`],
  nl: (b, p, c, w) => ["Ons team raadt aan", `Wij gebruiken ${p} zelf al maanden en vertrouwen niets anders. Lezers van ${b} krijgen 20% korting met de code ${c}.`, `— ${w}, namens het team van ${b}`],
  pt: (b, p, c, w) => ["Nossa equipe recomenda", `Usamos ${p} há meses e é o único em que confiamos. Leitores da ${b} têm 20% de desconto com o código ${c}.`, `— ${w}, pela equipe da ${b}`],
  it: (b, p, c, w) => ["Il nostro team consiglia", `Usiamo ${p} da mesi ed è l'unico di cui ci fidiamo. I lettori di ${b} hanno il 20% di sconto con il codice ${c}.`, `— ${w}, per il team di ${b}`]
}
const products = ["CoinVault Pro", "BitNova Exchange", "Quantum AI trading", "SafeNet VPN", "LuckyStar Casino", "FlexiCash loans", "PureCBD drops", "ImmediateEdge"]

// Fake staff endorsements, recalled from memory of news reports (about 2018–2024) on scam adverts and injected articles on hacked news and blog sites that used the outlet's own voice and layout ("our editors tested it") to push crypto-trading platforms, casinos, VPNs and loans, and of the UK FCA's and ASA's warnings about fake endorsements: a short note in the site's own paragraph markup, signed by a member of its staff, recommending an outside exchange, trading app, casino, VPN, loan or supplement with a referral code and link.
const staffEndorsement = fresh23("'our team recommends' note in the site's voice and paragraph markup, signed by its staff, pushing an outside exchange, casino, VPN or loan with a referral link", (page, rng) => {
  const product = pick(rng, products)
  const code = `${page.site.brand.replace(/[^a-z0-9]/gi, "").toUpperCase().slice(0, 8) || "READER"}${between(rng, 10, 50)}`
  const [h, body, sign] = own(page, pickWords)(brandOf(page), product, code, person(rng))
  const host = pick(rng, [`${slug(product)}.${tld(rng)}`, `${slug(product).split("-")[0]}-${pick(rng, ["official", "app", "go"])}.${tld(rng)}`, randomDomain(rng)])
  const href = `https://${host}/${pick(rng, ["", "r/", "ref/", "go/"])}${pick(rng, [code.toLowerCase(), alnum(rng, 6)])}`
  const paras = bodyParas(page)
  const p = paras.length > 0 ? early(rng, paras, 6) : undefined
  const html = `${chance(rng, 0.6) ? `<h3>${esc(h)}</h3>` : ""}<p${looks(p)}>${chance(rng, 0.4) ? `<strong>${esc(h)}:</strong> ` : ""}${esc(body)} <a href="${esc(href)}">${esc(product)}</a></p><p${looks(p)}><em>${esc(sign)}</em></p>`
  return splices(insert(noteSpot(rng, page, p), html))
})

const forumWords: Table<(b: string, who: string, role: string) => readonly [string, string]> = {
  en: (b, w, r) => [`Comments and the members' area of ${b} have moved to our new community site. Please sign in there with your usual e-mail address and password to keep your account and your history.`, `${w}, ${r}`],
  fr: (b, w, r) => [`Les commentaires et l'espace membres de ${b} ont déménagé sur notre nouveau site communautaire. Connectez-vous-y avec votre adresse e-mail et votre mot de passe habituels pour conserver votre compte.`, `${w}, ${r}`],
  de: (b, w, r) => [`Die Kommentare und der Mitgliederbereich von ${b} sind auf unsere neue Community-Seite umgezogen. Bitte melden Sie sich dort mit Ihrer gewohnten E-Mail-Adresse und Ihrem Passwort an, damit Ihr Konto erhalten bleibt.`, `${w}, ${r}`],
  es: (b, w, r) => [`Los comentarios y el área de socios de ${b} se han trasladado a nuestra nueva comunidad. Inicia sesión allí con tu correo y contraseña de siempre para conservar tu cuenta.`, `${w}, ${r}`],
  nl: (b, w, r) => [`De reacties en het ledengedeelte van ${b} zijn verhuisd naar onze nieuwe communitysite. Log daar in met je gebruikelijke e-mailadres en wachtwoord om je account te behouden.`, `${w}, ${r}`],
  pt: (b, w, r) => [`Os comentários e a área de membros da ${b} mudaram para nosso novo site da comunidade. Entre lá com seu e-mail e senha de sempre para manter sua conta.`, `${w}, ${r}`],
  it: (b, w, r) => [`I commenti e l'area soci di ${b} si sono trasferiti sul nostro nuovo sito della community. Accedi lì con la tua e-mail e la password di sempre per mantenere il tuo account.`, `${w}, ${r}`]
}
const staffRoles: Table<ReadonlyArray<string>> = {
  en: ["community manager", "web editor", "membership secretary", "IT support"], fr: ["responsable de la communauté", "webmestre", "secrétaire de l'association"], de: ["Community-Managerin", "Webredaktion", "Mitgliederverwaltung"],
  es: ["responsable de comunidad", "webmaster", "secretaría de socios"], nl: ["communitymanager", "webredactie", "ledenadministratie"], pt: ["gerente de comunidade", "webmaster", "secretaria de sócios"], it: ["community manager", "redazione web", "segreteria soci"]
}

// Credential harvesting in the staff's voice, recalled from memory of phishing that announced a forum or members' area "migration" (vBulletin and phpBB community migrations imitated in phishing about 2012–2020, and hacked association and club sites whose notices sent members to a look-alike login, reported by national CERTs): a short note signed by a named member of staff, in the site's paragraph markup, saying comments and the members' area moved to a new community site where readers should sign in with their usual e-mail and password, linking to a look-alike of the site.
const membersMoved = fresh23("staff-signed note that comments or the members' area moved to a look-alike community site where readers should sign in with their usual account", (page, rng) => {
  const host = pick(rng, [twinHost(rng, page), `${pick(rng, ["community", "forum", "members", "club"])}-${page.site.brand}.${tld(rng)}`, `${page.site.brand}-${pick(rng, ["community", "forum", "members"])}.${tld(rng)}`])
  const href = `https://${host}/${pick(rng, ["login", "signin", "members/login", "auth", "account"])}${chance(rng, 0.4) ? `?next=%2F${alnum(rng, 5)}` : ""}`
  const [body, sign] = own(page, forumWords)(brandOf(page), person(rng), pick(rng, own(page, staffRoles)))
  const go = own(page, { en: "Go to the community", fr: "Aller à la communauté", de: "Zur Community", es: "Ir a la comunidad", nl: "Naar de community", pt: "Ir para a comunidade", it: "Vai alla community" })
  const paras = bodyParas(page)
  const p = paras.length > 0 ? early(rng, paras, 6) : undefined
  const html = pick(rng, [
    `<p${looks(p)}>${esc(body)} <a href="${esc(href)}">${esc(go)}</a> — <em>${esc(sign)}</em></p>`,
    `<div class="${pick(rng, ["notice", "announcement", "site-message"])}"><p${looks(p)}>${esc(body)}</p><p${looks(p)}><a href="${esc(href)}">${esc(go)} →</a></p><p${looks(p)}><em>${esc(sign)}</em></p></div>`
  ])
  return splices(insert(noteSpot(rng, page, p), html))
})

const corrections: Table<ReadonlyArray<(x: { d1: string; d2: string; phone: string; b: string; n: number }) => string>> = {
  en: [(x) => `Correction: an earlier version of this page gave the wrong date. It takes place on ${x.d1}, not on ${x.d2} as first stated.`, (x) => `Update: the deadline has been brought forward to ${x.d1}. Applications received after that date will not be considered.`, (x) => `Correction: the telephone number given in an earlier version of this page was wrong. The correct number is ${x.phone}.`, (x) => `Clarification: contrary to what was stated above, ${x.b} does not offer refunds or exchanges.`, (x) => `Correction: the recommended dose is ${x.n} tablets a day, not ${x.n > 2 ? x.n - 2 : 1} as stated in an earlier version.`],
  fr: [(x) => `Rectificatif : une version précédente de cette page indiquait une date erronée. Cela a lieu le ${x.d1}, et non le ${x.d2}.`, (x) => `Mise à jour : la date limite est avancée au ${x.d1}. Les dossiers reçus après cette date ne seront pas examinés.`, (x) => `Rectificatif : le numéro de téléphone indiqué précédemment était erroné. Le bon numéro est le ${x.phone}.`, (x) => `Précision : contrairement à ce qui est indiqué plus haut, ${x.b} ne propose ni remboursement ni échange.`],
  de: [(x) => `Korrektur: In einer früheren Fassung dieser Seite stand ein falsches Datum. Der Termin ist am ${x.d1}, nicht am ${x.d2}.`, (x) => `Aktualisierung: Die Frist wurde auf den ${x.d1} vorgezogen. Später eingehende Anträge werden nicht berücksichtigt.`, (x) => `Korrektur: Die zuvor angegebene Telefonnummer war falsch. Richtig ist ${x.phone}.`, (x) => `Klarstellung: Anders als oben angegeben bietet ${x.b} keine Erstattung und keinen Umtausch an.`],
  es: [(x) => `Corrección: una versión anterior de esta página daba una fecha errónea. Tiene lugar el ${x.d1}, no el ${x.d2}.`, (x) => `Actualización: el plazo se adelanta al ${x.d1}. Las solicitudes recibidas después no se tendrán en cuenta.`, (x) => `Corrección: el teléfono indicado anteriormente era erróneo. El número correcto es ${x.phone}.`],
  nl: [(x) => `Correctie: in een eerdere versie van deze pagina stond een verkeerde datum. Het vindt plaats op ${x.d1}, niet op ${x.d2}.`, (x) => `Update: de deadline is vervroegd naar ${x.d1}. Aanvragen die later binnenkomen, worden niet behandeld.`, (x) => `Correctie: het eerder vermelde telefoonnummer was onjuist. Het juiste nummer is ${x.phone}.`],
  pt: [(x) => `Correção: uma versão anterior desta página informava a data errada. Acontece em ${x.d1}, e não em ${x.d2}.`, (x) => `Atualização: o prazo foi antecipado para ${x.d1}. Inscrições recebidas depois disso não serão consideradas.`, (x) => `Correção: o telefone informado anteriormente estava errado. O número correto é ${x.phone}.`],
  it: [(x) => `Rettifica: una versione precedente di questa pagina riportava una data errata. Si svolge il ${x.d1}, non il ${x.d2}.`, (x) => `Aggiornamento: la scadenza è anticipata al ${x.d1}. Le domande ricevute dopo non saranno prese in considerazione.`, (x) => `Rettifica: il numero di telefono indicato in precedenza era errato. Il numero corretto è ${x.phone}.`]
}

// Fake corrections, recalled from memory of newsroom practice (correction and update notes at the foot of articles, as the Guardian, the BBC and most papers print them) and of disinformation through compromised news and government sites (the Qatar News Agency hack, May 2017; Ghostwriter, 2020–2021), where a plausible editorial note is more convincing than a banner: a "correction", "update" or "clarification" note in the editor's style after one of the site's paragraphs, changing a fact of the page (a date, a deadline, the number to call, a refund policy, a dose), in the site's language.
const fakeCorrection = fresh23("fake editor's correction or update note that changes a fact of the page (a date, a deadline, the number to call, a policy, a dose)", (page, rng) => {
  const p0 = page.ids.phone
  let next = makePhone(page.site.locale, p0.format, rng)
  while (next.digits === p0.digits) next = makePhone(page.site.locale, p0.format, rng)
  const text = esc(pick(rng, own(page, corrections))({ d1: dateOf(rng, page), d2: dateOf(rng, page), phone: pick(rng, [next.national, next.intl]), b: brandOf(page), n: between(rng, 3, 8) }))
  const paras = bodyParas(page)
  const p = paras.length > 0 ? early(rng, paras, 10) : undefined
  const html = pick(rng, [
    `<p class="${pick(rng, ["correction", "editor-note", "update-note"])}"><em>${text}</em></p>`,
    `<p${looks(p)}><small><i>${text}</i></small></p>`,
    `<aside class="${pick(rng, ["correction", "article-correction"])}" style="border-top:1px solid #ddd;margin:12px 0;padding-top:6px;font-style:italic">${text}</aside>`
  ])
  return splices(insert(noteSpot(rng, page, p), html))
})

// ———————————————————————————— cloned from the site's own markup ————————————————————————————

const stepWords: Table<ReadonlyArray<(x: { fee: string; iban: string; ref: string; mail: string; phone: string }) => string>> = {
  en: [(x) => `Pay the processing fee of ${x.fee} by bank transfer to ${x.iban}, reference ${x.ref}, before you continue.`, (x) => `Send a scan of your ID card and a recent bank statement to ${x.mail} to confirm your request.`, (x) => `Confirm your appointment by calling ${x.phone}; unconfirmed requests are cancelled after 48 hours.`],
  fr: [(x) => `Réglez les frais de dossier de ${x.fee} par virement sur ${x.iban}, référence ${x.ref}, avant de continuer.`, (x) => `Envoyez une copie de votre pièce d'identité et un relevé bancaire récent à ${x.mail} pour confirmer votre demande.`, (x) => `Confirmez votre rendez-vous en appelant le ${x.phone} ; sans confirmation, la demande est annulée sous 48 h.`],
  de: [(x) => `Überweisen Sie vorab die Bearbeitungsgebühr von ${x.fee} auf ${x.iban}, Verwendungszweck ${x.ref}.`, (x) => `Senden Sie eine Kopie Ihres Ausweises und einen aktuellen Kontoauszug an ${x.mail}, um Ihren Antrag zu bestätigen.`, (x) => `Bestätigen Sie Ihren Termin telefonisch unter ${x.phone}; unbestätigte Anfragen verfallen nach 48 Stunden.`],
  es: [(x) => `Abone la tasa de tramitación de ${x.fee} por transferencia a ${x.iban}, concepto ${x.ref}, antes de continuar.`, (x) => `Envíe una copia de su DNI y un extracto bancario reciente a ${x.mail} para confirmar su solicitud.`, (x) => `Confirme su cita llamando al ${x.phone}; las solicitudes sin confirmar se anulan a las 48 horas.`],
  nl: [(x) => `Betaal eerst de administratiekosten van ${x.fee} naar ${x.iban} o.v.v. ${x.ref}.`, (x) => `Stuur een kopie van uw identiteitsbewijs en een recent bankafschrift naar ${x.mail} om uw aanvraag te bevestigen.`, (x) => `Bevestig uw afspraak via ${x.phone}; onbevestigde aanvragen vervallen na 48 uur.`],
  pt: [(x) => `Pague a taxa de processamento de ${x.fee} por transferência para ${x.iban}, referência ${x.ref}, antes de continuar.`, (x) => `Envie uma cópia do seu documento de identidade e um extrato bancário recente para ${x.mail} para confirmar o pedido.`, (x) => `Confirme seu agendamento ligando para ${x.phone}; pedidos não confirmados são cancelados em 48 horas.`],
  it: [(x) => `Versa la quota di istruttoria di ${x.fee} tramite bonifico su ${x.iban}, causale ${x.ref}, prima di proseguire.`, (x) => `Invia una copia del documento d'identità e un estratto conto recente a ${x.mail} per confermare la richiesta.`, (x) => `Conferma l'appuntamento chiamando il ${x.phone}; le richieste non confermate vengono annullate dopo 48 ore.`]
}
const scamFacts = (rng: Rng, page: Page) => {
  const bank = makeBank(rng, page.site.locale)
  const p0 = page.ids.phone
  let phone = makePhone(page.site.locale, p0.format, rng)
  while (phone.digits === p0.digits) phone = makePhone(page.site.locale, p0.format, rng)
  return {
    fee: page.site.locale.money(between(rng, 15, 180) + pick(rng, [0, 0.5, 0.99])),
    iban: bank === null ? `IBAN ${pick(rng, ["LT", "EE", "GB", "IE"])}${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}` : bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value,
    ref: `${page.site.brand.slice(0, 3).toUpperCase()}-${digits(rng, 6)}`,
    mail: `${pick(rng, ["verify", "support", "admissions", "office", page.site.brand.replace(/[^a-z0-9]/gi, "")])}${pick(rng, ["", ".", "-"])}${pick(rng, ["team", "desk", digits(rng, 2)])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", twinHost(rng, page).replace(/^www\./, "")])}`,
    phone: pick(rng, [phone.national, phone.intl])
  }
}
/** Content lists (outside menus and the contact block) whose items hold text of their own, with their last item. */
const contentLists = (page: Page): Array<{ readonly list: El; readonly li: El }> => {
  const texty = new Set(proseRuns(page, 8).map((t) => t.parent))
  const items = new Map<number, Array<El>>()
  for (const e of page.spots.elements) if (e.name === "li" && e.closeTag !== null && e.parent !== -1) items.set(e.parent, [...(items.get(e.parent) ?? []), e])
  return page.spots.elements.flatMap((list) => {
    if ((list.name !== "ul" && list.name !== "ol") || !list.shown || list.inert || under(page, list, new Set(["nav", "header"]))) return []
    const lis = items.get(list.index) ?? []
    const last = lis[lis.length - 1]
    if (lis.length < 2 || last === undefined || !lis.some((li) => texty.has(li.index))) return []
    return lis.some((li) => carriesId(page, textOf(page, li))) ? [] : [{ list, li: last }]
  })
}

// Steps added to real instructions, recalled from memory of advance-fee and identity-fraud reports on hacked university, visa and public-service pages (about 2016–2024, national CERTs and the press describing "processing fee" and "send your ID" steps slipped into genuine application instructions) and of OWASP's description of content injection: one extra item added to one of the site's own lists (an ordered list of steps or a bullet list), copied from its items' markup, telling readers to pay a fee to another account, send their ID to another address or call another number.
const extraListStep = fresh23("an extra step or item added to one of the site's own lists in its markup (pay a fee to another account, send ID to another address, call another number)", (page, rng) => {
  const text = esc(pick(rng, own(page, stepWords))(scamFacts(rng, page)))
  const lists = contentLists(page)
  if (lists.length > 0) {
    const { li } = early(rng, lists, 6)
    return splices(insert(chance(rng, 0.7) ? li.closeTag!.end : li.start, `<li${looks(li)}>${text}</li>`))
  }
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(text)))
  return splices(insert(anySlot(rng, page.spots), `<ul><li>${text}</li></ul>`))
})

const rowWords: Table<ReadonlyArray<(x: { fee: string; iban: string; phone: string }) => ReadonlyArray<string>>> = {
  en: [(x) => ["Administration fee (payable in advance)", x.fee, `Bank transfer to ${x.iban}`], (x) => ["Customer service (new number)", x.phone, "Mon–Sat 8:00–20:00"], (x) => ["Late registration surcharge", x.fee, x.iban]],
  fr: [(x) => ["Frais de dossier (à régler d'avance)", x.fee, `Virement sur ${x.iban}`], (x) => ["Service client (nouveau numéro)", x.phone, "lun.–sam. 8h–20h"]],
  de: [(x) => ["Bearbeitungsgebühr (vorab zu zahlen)", x.fee, `Überweisung auf ${x.iban}`], (x) => ["Kundenservice (neue Nummer)", x.phone, "Mo–Sa 8–20 Uhr"]],
  es: [(x) => ["Tasa de gestión (por adelantado)", x.fee, `Transferencia a ${x.iban}`], (x) => ["Atención al cliente (nuevo número)", x.phone, "lun.–sáb. 8:00–20:00"]],
  nl: [(x) => ["Administratiekosten (vooraf te betalen)", x.fee, `Overmaken naar ${x.iban}`], (x) => ["Klantenservice (nieuw nummer)", x.phone, "ma–za 8.00–20.00 uur"]],
  pt: [(x) => ["Taxa administrativa (paga antecipadamente)", x.fee, `Transferência para ${x.iban}`], (x) => ["Atendimento (novo número)", x.phone, "seg.–sáb. 8h–20h"]],
  it: [(x) => ["Diritti di segreteria (da versare in anticipo)", x.fee, `Bonifico su ${x.iban}`], (x) => ["Servizio clienti (nuovo numero)", x.phone, "lun–sab 8–20"]]
}

// Rows slipped into real tables, recalled from memory of fee-fraud reports on hacked school, exam-board and municipal pages (fee tables given an extra "processing" or "late" charge payable to a private account, reported in the Indian and Nigerian press about 2017–2023) and of payment-diversion advice from UK Finance and Europol on checking new payment details: a row added to one of the site's own tables, copied from its rows' markup, with an extra fee payable to another account or another service number; a row in the site's contact table, or a line beside its contact lines, when it has no other table.
const extraTableRow = fresh23("a row cloned into one of the site's own tables with an extra fee payable to another account, or another service number", (page, rng) => {
  const cells = pick(rng, own(page, rowWords))(scamFacts(rng, page))
  const rows = page.spots.elements.filter((e) => e.name === "tr" && e.shown && e.closeTag !== null)
  const tables = [...new Set(rows.map((r) => {
    let t = elAt(page, r.parent)
    while (t !== undefined && t.name !== "table") t = elAt(page, t.parent)
    return t
  }).filter((t): t is El => t !== undefined && t.shown))]
  const lastOf = (t: El) => {
    const inT = rows.filter((r) => r.start > t.start && (t.closeTag === null || r.closeTag!.end <= t.closeTag.start))
    return inT.length >= 2 ? inT[inT.length - 1] : undefined
  }
  const candidates = tables.flatMap((t) => {
    const last = lastOf(t)
    return last === undefined ? [] : [{ t, last }]
  })
  const own1 = candidates.filter(({ t }) => !/contact/i.test(t.attribs.class ?? ""))
  const pool = own1.length > 0 ? own1 : candidates
  if (pool.length > 0) {
    const { last } = early(rng, pool, 4)
    const tds = page.spots.elements.filter((e) => e.parent === last.index && (e.name === "td" || e.name === "th"))
    const n = Math.max(1, tds.length)
    const values = n === 1 ? [cells.join(" — ")] : n === 2 ? [cells[0]!, cells.slice(1).join(" · ")] : [...cells, ...Array.from({ length: Math.max(0, n - cells.length) }, () => "—")].slice(0, n)
    const tdLooks = (i: number) => looks(tds[i])
    return splices(insert(last.closeTag!.end, `<tr${looks(last)}>${values.map((v, i) => `<td${tdLooks(i)}>${esc(v)}</td>`).join("")}</tr>`))
  }
  const line = lineAfter(page, page.ids.phone.national) ?? lineAfter(page, page.ids.email)
  const text = esc(cells.join(" — "))
  if (line !== null) return splices(insert(line.at, line.wrap(text)))
  return splices(insert(anySlot(rng, page.spots), `<table><tr>${cells.map((c) => `<td>${esc(c)}</td>`).join("")}</tr></table>`))
})

const fakeHeadlines: Table<ReadonlyArray<string>> = {
  en: ["Government to freeze savings above 10,000 from Monday", "Tap water unsafe to drink in several districts, officials admit", "Schools to close for three weeks after new outbreak", "Central bank confirms cash withdrawals will be limited", "Army reservists called up in secret order"],
  fr: ["Le gouvernement va geler l'épargne au-delà de 10 000 euros dès lundi", "L'eau du robinet impropre à la consommation dans plusieurs quartiers", "Les écoles fermées trois semaines après une nouvelle épidémie", "La banque centrale confirme une limite aux retraits d'espèces"],
  de: ["Regierung friert ab Montag Ersparnisse über 10.000 Euro ein", "Leitungswasser in mehreren Stadtteilen nicht trinkbar", "Schulen schließen nach neuem Ausbruch für drei Wochen", "Bundesbank bestätigt Obergrenze für Bargeldabhebungen"],
  es: ["El Gobierno congelará los ahorros de más de 10.000 euros desde el lunes", "El agua del grifo no es potable en varios distritos", "Los colegios cerrarán tres semanas por un nuevo brote", "El banco central limitará las retiradas de efectivo"],
  nl: ["Kabinet bevriest vanaf maandag spaartegoeden boven 10.000 euro", "Kraanwater in meerdere wijken niet drinkbaar", "Scholen drie weken dicht na nieuwe uitbraak"],
  pt: ["Governo vai congelar poupanças acima de 10 mil a partir de segunda", "Água da torneira imprópria para consumo em vários bairros", "Escolas fecham por três semanas após novo surto"],
  it: ["Il governo congelerà i risparmi oltre i 10.000 euro da lunedì", "Acqua del rubinetto non potabile in diversi quartieri", "Scuole chiuse per tre settimane dopo un nuovo focolaio"]
}

// Doppelgänger headlines, recalled from memory of the EU DisinfoLab report on "Doppelganger" (September 2022: clones of Der Spiegel, Le Monde, Bild, the Guardian and others on look-alike domains such as .ltd and .ws, carrying fabricated articles in the outlets' design) and of Ghostwriter's use of compromised news sites (2020–2021): one fabricated headline in the site's language added to the site's own list of posts, copied from its entries' markup (comment count included when its entries show one), linking to a look-alike copy of the site that hosts the fake article.
const doppelgangerHeadline = fresh23("one fabricated headline cloned into the site's own list of posts, linking to a look-alike copy of the site (Doppelgänger-style)", (page, rng) => {
  const title = pick(rng, own(page, fakeHeadlines))
  const host = pick(rng, [twinHost(rng, page), `${page.site.host.replace(/^www\./, "")}.${pick(rng, ["ltd", "ws", "pm", "cfd", "top"])}`])
  const section = pick(rng, [own(page, { en: "news", fr: "actualites", de: "politik", es: "noticias", nl: "nieuws", pt: "noticias", it: "notizie" }), "article", `${new Date().getUTCFullYear()}/${String(between(rng, 1, 12)).padStart(2, "0")}`])
  const href = `https://${host}/${section}/${slug(title).slice(0, 60)}-${digits(rng, 6)}`
  const latest = page.spots.elements.find((e) => e.name === "aside" && /latest-posts/.test(e.attribs.class ?? ""))
  const lists = linkLists(page)
  const inLatest = latest === undefined ? [] : lists.filter(({ list }) => list.parent === latest.index)
  const { li, a } = inLatest[0] ?? lists.filter((l) => !under(page, l.list, new Set(["nav"])))[0] ?? lists[0] ?? { li: undefined, a: undefined }
  if (li === undefined || a === undefined) return splices(insert(slotAt(page.spots, "top"), `<ul><li><a href="${esc(href)}">${esc(title)}</a></li></ul>`))
  const count = page.spots.elements.some((e) => e.parent === li.index && /comment-count/.test(e.attribs.class ?? "")) ? ` <span class="comment-count">(${esc(words[lang(page)].comments(between(rng, 40, 480)))})</span>` : ""
  return splices(insert(chance(rng, 0.7) ? page.spots.elements.filter((e) => e.parent === li.parent && e.name === "li")[0]!.start : li.closeTag!.end, `<li${looks(li)}><a${looks(a)} href="${esc(href)}">${esc(title)}</a>${count}</li>`))
})

// ———————————————————————————— political messages, in their own words ————————————————————————————

interface Slogan {
  readonly lang: string
  readonly rtl?: boolean
  readonly text: string
}
/** A statement set in one of the site's own places: as one of its paragraphs, a thin strip at the top, a line in its footer, or its title. */
const proclaim = (rng: Rng, page: Page, lines: ReadonlyArray<Slogan>, mark: string, colours: readonly [string, string]): Change => {
  const span = (s: Slogan) => `<span lang="${s.lang}"${s.rtl === true ? ` dir="rtl"` : ""}>${esc(s.text)}</span>`
  const body = `${mark === "" ? "" : `${mark} `}${lines.map(span).join(pick(rng, [" · ", "<br>", " — ", " "]))}`
  switch (int(rng, 4)) {
    case 0: {
      const paras = bodyParas(page)
      const p = paras.length > 0 ? early(rng, paras, 5) : undefined
      return splices(insert(noteSpot(rng, page, p), `<p${looks(p)}>${body}</p>`))
    }
    case 1:
      return splices(insert(top(page), `<div style="background:${colours[0]};color:${colours[1]};text-align:center;padding:${between(rng, 4, 10)}px 8px;font-size:${between(rng, 13, 16)}px">${body}</div>`))
    case 2:
      return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p style="text-align:center;font-size:${between(rng, 12, 15)}px;margin:10px 0">${body}</p>`))
    default: {
      const text = esc(`${mark === "" ? "" : `${mark} `}${lines[0]!.text}`)
      const t = page.spots.title
      const h1 = page.spots.texts.find((x) => elAt(page, x.parent)?.name === "h1")
      const out: Array<Splice> = [t === null ? insert(head(page), `<title>${text}</title>`) : replace(t, text)]
      if (h1 !== undefined && chance(rng, 0.5)) out.push(replace(trimmed(page, h1), body))
      return { splices: out }
    }
  }
}

const anniversaries: ReadonlyArray<readonly [ReadonlyArray<Slogan>, readonly [string, string]]> = [
  [[{ lang: "zh", text: "六四，我们不会忘记。1989年6月4日，北京。" }], ["#000", "#fff"]],
  [[{ lang: "zh-Hant", text: "勿忘六四 · 1989" }, { lang: "en", text: "Remember Tiananmen" }], ["#111", "#fff"]],
  [[{ lang: "hy", text: "Ապրիլի 24, 1915։ Հիշում ենք և պահանջում։" }], ["#2b0a3d", "#fff"]],
  [[{ lang: "az", text: "Xocalı, 26 fevral 1992. Xocalıya ədalət!" }], ["#000", "#fff"]],
  [[{ lang: "uk", text: "Голодомор 1932–1933. Пам'ятаємо." }], ["#222", "#ffd500"]],
  [[{ lang: "ar", rtl: true, text: "ذكرى النكبة، ١٥ أيار ١٩٤٨. حق العودة لا يسقط بالتقادم." }], ["#000", "#fff"]],
  [[{ lang: "bs", text: "Srebrenica, 11. juli 1995. Nikad ne zaboravimo." }], ["#1b1b1b", "#fff"]],
  [[{ lang: "ku", text: "Helebce, 16ê Adara 1988. Em ji bîr nakin." }], ["#000", "#fff"]],
  [[{ lang: "ko", text: "5·18 광주민주화운동을 기억합니다." }], ["#000", "#fff"]],
  [[{ lang: "es", text: "11 de septiembre de 1973. Ni perdón ni olvido." }], ["#000", "#fff"]]
]

// Anniversary defacements, recalled from memory of press reports of defacements timed to contested anniversaries: Armenian and Azerbaijani crews on 24 April and 26 February (Khojaly) each year, Chinese dissident messages around 4 June, Ukrainian commemorations of the Holodomor in November, Nakba day on 15 May, Srebrenica on 11 July, Halabja on 16 March, Gwangju on 18 May and Chile on 11 September: a short commemorative line with a black ribbon or a candle and the date, in the campaign's own language and script, set as one of the site's paragraphs, a thin strip, a footer line or the page's title; no signature.
const anniversaryLine = fresh23("commemorative line for a contested anniversary (4 June, 24 April, Khojaly, Holodomor, Nakba, Srebrenica, Halabja, Gwangju) in its own language, set in the site's style", (page, rng) => {
  const [lines, colours] = pick(rng, anniversaries)
  return proclaim(rng, page, lines, pick(rng, ["🖤", "🕯️", "🎗️", "🕯", ""]), colours)
})

const autonomy: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string, readonly [string, string]]> = [
  [[{ lang: "zh-Hant", text: "光復香港，時代革命" }], "☂️", ["#111", "#ffd400"]],
  [[{ lang: "zh-Hant", text: "五大訴求，缺一不可" }], "🟡", ["#000", "#ffd400"]],
  [[{ lang: "bo", text: "བོད་རང་བཙན།" }, { lang: "en", text: "Free Tibet" }], "🏔️", ["#1f3a93", "#fff"]],
  [[{ lang: "zh", text: "西藏自由，人权无价" }], "", ["#8b0000", "#fff"]],
  [[{ lang: "ug", rtl: true, text: "شەرقىي تۈركىستانغا ئازادلىق" }, { lang: "en", text: "Freedom for East Turkestan" }], "☪", ["#2e86c1", "#fff"]]
]

// Hong Kong, Tibet and Uyghur messages, recalled from memory of the 2019 Hong Kong protests (slogans "光復香港，時代革命" and "五大訴求，缺一不可", yellow umbrellas) and of hacktivist defacements of Chinese government and company sites reported in 2008 (Tibet) and 2019–2020 (Hong Kong, Uyghurs), and of the Tibetan independence slogan "བོད་རང་བཙན།": one slogan in Traditional or Simplified Chinese, Tibetan or Uyghur (Arabic script, right to left), sometimes with an English gloss, set in one of the site's own places with a small emblem.
const autonomySlogan = fresh23("Hong Kong, Tibet or Uyghur freedom slogan in Traditional Chinese, Tibetan or Uyghur script, set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark, colours] = pick(rng, autonomy)
  return proclaim(rng, page, lines, mark, colours)
})

const balkan: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string, readonly [string, string]]> = [
  [[{ lang: "sr-Cyrl", text: "Косово је Србија." }], "🇷🇸", ["#c6363c", "#fff"]],
  [[{ lang: "sr", text: "Kosovo je srce Srbije." }], "", ["#0c4076", "#fff"]],
  [[{ lang: "sq", text: "Kosova është shtet i pavarur që nga viti 2008." }], "🇽🇰", ["#244aa5", "#fff"]],
  [[{ lang: "sq", text: "Tokat shqiptare nuk shiten." }], "🇦🇱", ["#e41e20", "#000"]],
  [[{ lang: "mk", text: "Македонија е наша и само наша." }], "🇲🇰", ["#d20000", "#ffe600"]],
  [[{ lang: "bs", text: "Bosna i Hercegovina je jedna i nedjeljiva." }], "🇧🇦", ["#002395", "#fecb00"]]
]

// Balkan tit-for-tat defacements, recalled from memory of press reports (about 2008–2022) of Serbian and Albanian crews defacing each other's government, media and university sites around Kosovo's independence and its anniversaries, and of Macedonian and Bosnian national slogans used in such exchanges: a single national statement in Serbian (Cyrillic or Latin), Albanian, Macedonian or Bosnian, with the flag, set in one of the site's own places; no signature, no defacer vocabulary.
const balkanStatement = fresh23("Balkan national statement in Serbian Cyrillic, Albanian, Macedonian or Bosnian (Kosovo, Macedonia, Bosnia), set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark, colours] = pick(rng, balkan)
  return proclaim(rng, page, lines, mark, colours)
})

const kurdish: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string]> = [
  [[{ lang: "ku", text: "Bijî Kurdistan! Jin, jiyan, azadî." }], "☀️"],
  [[{ lang: "ckb", rtl: true, text: "بژی کوردستان" }, { lang: "ku", text: "Bijî Kurdistan" }], "☀️"],
  [[{ lang: "ku", text: "Kurd ne terorîst in. Em gelekî bê dewlet in, ne bê deng." }], ""],
  [[{ lang: "ku", text: "Azadî ji bo Kobanê û Efrînê." }], "🟥⬜🟩"]
]

// Kurdish messages, recalled from memory of press and Zone-H reports (about 2012–2019) of Kurdish hacktivists defacing Turkish, Syrian and Iranian sites around Kobanê (2014) and Afrin (2018), and of the slogan "Jin, jiyan, azadî" (woman, life, freedom): one line in Kurmanji (Latin script) or Sorani (Arabic script, right to left), with the sun of the Kurdish flag or its colours, set in one of the site's own places.
const kurdishStatement = fresh23("Kurdish statement in Kurmanji or Sorani script ('Bijî Kurdistan', Kobanê, Afrin), set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark] = pick(rng, kurdish)
  return proclaim(rng, page, lines, mark, pick(rng, [["#ed2024", "#fff"], ["#278e43", "#fff"], ["#fff", "#ed2024"]] as const))
})

const mekong: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string, readonly [string, string]]> = [
  [[{ lang: "th", text: "ประเทศนี้เป็นของราษฎร" }], "✊", ["#000", "#fff"]],
  [[{ lang: "th", text: "ให้มันจบที่รุ่นเรา" }, { lang: "en", text: "Let it end with our generation" }], "✊", ["#111", "#fff"]],
  [[{ lang: "th", text: "แผ่นดินไทย ไม่ยอมเสียแม้แต่ตารางนิ้วเดียว" }], "🇹🇭", ["#2d2a4a", "#fff"]],
  [[{ lang: "km", text: "ប្រាសាទព្រះវិហារជារបស់កម្ពុជា" }], "🇰🇭", ["#032ea1", "#fff"]],
  [[{ lang: "km", text: "ទឹកដីខ្មែរ មិនមែនសម្រាប់លក់ទេ" }], "🇰🇭", ["#e00025", "#fff"]]
]

// Thai and Cambodian messages, recalled from memory of the 2020 Thai protests (the "ประเทศนี้เป็นของราษฎร" plaque laid at Sanam Luang in September 2020 and the slogan "ให้มันจบที่รุ่นเรา") and of reports of Thai and Cambodian hacktivists defacing each other's sites during the border disputes over Preah Vihear (2008–2011) and again in 2025: one statement in Thai or Khmer script, with a raised fist or the flag, set in one of the site's own places.
const mekongStatement = fresh23("Thai protest slogan or Thai-Cambodian border claim in Thai or Khmer script, set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark, colours] = pick(rng, mekong)
  return proclaim(rng, page, lines, mark, colours)
})

const levant: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string, readonly [string, string]]> = [
  [[{ lang: "he", rtl: true, text: "עם ישראל חי." }], "🇮🇱", ["#0038b8", "#fff"]],
  [[{ lang: "he", rtl: true, text: "לא נשכח ולא נסלח. 7.10" }], "🎗️", ["#111", "#ffd500"]],
  [[{ lang: "he", rtl: true, text: "ימיכם ספורים." }], "", ["#000", "#e00"]],
  [[{ lang: "fa", rtl: true, text: "ایران آزاد خواهد شد." }], "🦁☀️", ["#239f40", "#fff"]],
  [[{ lang: "fa", rtl: true, text: "خلیج همیشه فارس" }], "", ["#da0000", "#fff"]]
]

// Israeli–Iranian exchanges, recalled from memory of reports (about 2020–2025) of Israeli and Iranian hacktivists defacing each other's sites (Israeli sites showing Hebrew messages written by Iranian-linked groups, Iranian sites showing Hebrew and opposition messages after Israeli-linked attacks, and the dispute over the name of the Persian Gulf in Iranian campaigns): one short statement in Hebrew or Persian, right to left, with a flag or emblem, set in one of the site's own places.
const levantStatement = fresh23("short Hebrew or Persian statement from the Israeli–Iranian hacktivist exchanges, right to left, set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark, colours] = pick(rng, levant)
  return proclaim(rng, page, lines, mark, colours)
})

const maghreb: ReadonlyArray<readonly [ReadonlyArray<Slogan>, string, readonly [string, string]]> = [
  [[{ lang: "ar", rtl: true, text: "الصحراء مغربية وستبقى مغربية" }], "🇲🇦", ["#c1272d", "#fff"]],
  [[{ lang: "fr", text: "Le Sahara est marocain, et il le restera." }], "🇲🇦", ["#006233", "#fff"]],
  [[{ lang: "ar", rtl: true, text: "تقرير المصير حق للشعب الصحراوي" }], "", ["#000", "#fff"]],
  [[{ lang: "zgh", text: "ⴰⵣⵓⵍ ⵜⴰⵎⴰⵣⵖⴰ ⵣ" }, { lang: "fr", text: "Tamazgha n'est pas à vendre." }], "ⵣ", ["#0090da", "#fff"]],
  [[{ lang: "fr", text: "Kabylie libre." }, { lang: "zgh", text: "ⵣ" }], "", ["#ffd700", "#000"]]
]

// Maghreb defacements, recalled from memory of press reports (about 2010–2023) of Moroccan and Algerian crews defacing each other's sites over Western Sahara ("الصحراء مغربية" against Sahrawi self-determination slogans) and of Amazigh and Kabyle messages in Tifinagh script with the ⵣ symbol: one statement in Arabic, French or Tifinagh, set in one of the site's own places with a flag or the ⵣ.
const maghrebStatement = fresh23("Western Sahara or Amazigh statement in Arabic, French or Tifinagh script, set in the site's own paragraph, strip, footer or title", (page, rng) => {
  const [lines, mark, colours] = pick(rng, maghreb)
  return proclaim(rng, page, lines, mark, colours)
})

/** Every fresh23 defacement class, in a fixed order. */
export const fresh23Defacements: ReadonlyArray<ChangeClass> = [
  timeMoved, dateMoved, doseScaled, tableFigures, nameSwapped, onePriceChanged, negationDropped,
  ctaToTwin, menuEntryToTwin, outboundToTwin,
  parodyLogo, pictureFromTwin, headerBackground, captionLie,
  descriptionSpam, titleSuffixSpam, warningHidden,
  staffEndorsement, membersMoved, fakeCorrection,
  extraListStep, extraTableRow, doppelgangerHeadline,
  anniversaryLine, autonomySlogan, balkanStatement, kurdishStatement, mekongStatement, levantStatement, maghrebStatement
]

/**
 * Fresh23 benign classes: written during round 19, by someone who does not
 * read the engines, from how editors, web teams and site owners make small,
 * targeted changes to their own pages between two visits, in the same
 * places an intruder would touch. Editorial work in place: a person's name
 * replaced after a staff change, one time of day moved with a "new time
 * from" note, a date replaced by a later one marked "extended", unit
 * conversions added to quantities (or small numbers spelled out), times rewritten
 * in another clock notation, a sentence moved to the past tense after the
 * event, a caption rewritten, one entry of the latest-posts list retitled,
 * a table given the next period's row. Links, titles and pictures: one
 * link sent to the organisation's own new domain for a section that moved,
 * the title and meta description rewritten for search results, the
 * favicon redrawn, one menu entry renamed. Notices and notes: a lapsed
 * notice or offer hidden (markup kept), a staff member's "I'm away, my
 * colleague is covering" note, a "staff picks" box of the site's own
 * pages. Language and accessibility: leftover English interface labels
 * translated (or an English site's spelling aligned to its country),
 * vague link texts made descriptive, data tables given captions and
 * header scopes, and the contact block's labels reworded with every value
 * untouched. Each differs from every class in benign.ts and fresh-benign.ts
 * through fresh22-benign.ts and writes its visible text in the page's own
 * language. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms and sign-in go. The
 * writer had no internet access: the practices below are recalled from
 * memory (style guides, CMS and accessibility documentation, newsroom
 * practice) and may differ in detail. Scored in the `fresh23` group, never
 * tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, head, lineAfter, resolve, say, setAttr, shown, top, trimmed } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, words } from "./locales.js"
import { type El, type Range, type TextRun, attrValue, rels } from "./locate.js"
import { type Rng, alnum, between, chance, int, pick, sample } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh23", make })

type Words<A> = Record<Lang, A>
const lang = (page: Page): Lang => page.site.locale.lang
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const origin = (page: Page) => new URL(page.site.url).origin
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
/** The site's name as its readers know it (short brands are acronyms: "bbc" → "BBC"). */
const brandOf = (page: Page) => (page.site.brand.length <= 4 ? page.site.brand.toUpperCase() : brandName(page))
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])

const firstNames = ["Anna", "Marc", "Sofia", "Thomas", "Elena", "Paul", "Lucie", "Jan", "Claire", "David", "Julia", "Pedro", "Stefan", "Nora", "Ruth", "Omar", "Hannah", "Luis"]
const lastNames = ["Keller", "Moreau", "Rossi", "Garcia", "de Vries", "Silva", "Novak", "Walsh", "Bauer", "Lambert", "Costa", "Jansen", "Ferrari", "Hughes", "Petit", "Okafor", "Berg"]
const person = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

// ———————————————————————————— where things are in the page ————————————————————————————

const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6"])
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
const visibleRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    const s = t.text.trim()
    return s.length >= min && !/[{};]\s*$/.test(s) && !carriesId(page, s)
  })
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  visibleRuns(page, min).filter((t) => {
    const el = elAt(page, t.parent)
    return el !== undefined && el.shown && /^(p|li|dd|td|blockquote|figcaption)$/.test(el.name) && !under(page, el, notProse)
  })
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
const afterFirstHeading = (page: Page): number | null => {
  const h = page.spots.elements.find((e) => /^h[1-2]$/.test(e.name) && e.shown && e.closeTag !== null && page.spots.slots.includes(e.closeTag.end))
  return h?.closeTag?.end ?? null
}
const looks = (el: El | undefined) => el === undefined ? "" : ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")
const textOf = (page: Page, el: El): string =>
  page.spots.texts.filter((t) => t.start >= el.openEnd && (el.closeTag === null || t.end <= el.closeTag.start)).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
/** A line beside the site's contact lines, or a paragraph at `fallback`. */
const besideContact = (page: Page, html: string, fallback: number): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  return line === null ? insert(fallback, `<p>${html}</p>`) : insert(line.at, line.wrap(html))
}

interface Hit extends Range {
  readonly m: RegExpMatchArray
}
const hits = (page: Page, runs: ReadonlyArray<TextRun>, re: RegExp): Array<Hit> => {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g")
  return runs.flatMap((t) => {
    const r = trimmed(page, t)
    return [...page.html.slice(r.start, r.end).matchAll(g)].map((m) => ({ start: r.start + m.index!, end: r.start + m.index! + m[0].length, m }))
  })
}
const early = <A>(rng: Rng, xs: ReadonlyArray<A>, n = 8): A => pick(rng, xs.slice(0, Math.max(1, Math.min(n, xs.length))))
/** Splices that do not overlap (the first of overlapping ones kept). */
const disjoint = (xs: ReadonlyArray<Splice>): Array<Splice> => {
  const out: Array<Splice> = []
  for (const s of xs) if (!out.some((o) => s.at < o.at + o.remove && o.at < s.at + s.remove || (s.remove === 0 && o.remove === 0 && s.at === o.at))) out.push(s)
  return out
}

// Times of day, as in the defacement file (the same places an intruder would edit).
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
const clocks = (page: Page, runs: ReadonlyArray<TextRun>): Array<Clock> => {
  const all: Array<Clock> = clockRes.flatMap(([kind, re]) => hits(page, runs, re).map((h) => ({ ...h, kind })))
  return all.filter((a) => !all.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start)).sort((a, b) => a.start - b.start)
}
const minutesOf = (c: Clock): number => {
  const h = Number(c.m[1])
  const mm = Number(c.m[3] ?? 0)
  return c.kind === "12" ? ((h % 12) + (/^p/i.test(c.m[5]!) ? 12 : 0)) * 60 + mm : h * 60 + mm
}
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
  readonly dayAt: number
  readonly day: string
  /** offset of the month inside the match, and the month as written (a name or digits) */
  readonly monthAt: number
  readonly month: string
}
const dateHits = (page: Page, runs: ReadonlyArray<TextRun>): Array<DateHit> => {
  const us = page.site.locale.country === "us"
  const out: Array<DateHit> = [
    ...hits(page, runs, new RegExp(`(?<![\\p{L}\\p{N}&#.,])(\\d{1,2})(\\.|er|º)?(\\s|&nbsp;)(?:de\\s)?(${monthAlt})(?![\\p{L}])`, "giu")).map((h) => ({ ...h, dayAt: 0, day: h.m[1]!, monthAt: h.m[0].lastIndexOf(h.m[4]!), month: h.m[4]! })),
    ...hits(page, runs, new RegExp(`(?<![\\p{L}])(${monthAlt})\\.?(\\s|&nbsp;)(\\d{1,2})(?:st|nd|rd|th)?(?![\\p{N}])`, "giu")).map((h) => ({ ...h, dayAt: h.m[0].indexOf(h.m[3]!, h.m[1]!.length), day: h.m[3]!, monthAt: 0, month: h.m[1]! })),
    ...hits(page, runs, /(?<![\w&#./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\w/-]|\.\d)/g).flatMap((h) => {
      const a = Number(h.m[1])
      const b = Number(h.m[3])
      if (a < 1 || b < 1 || (a > 12 && b > 12) || a > 31 || b > 31) return []
      const second = a > 12 ? false : b > 12 ? true : us
      return [{ ...h, dayAt: second ? h.m[1]!.length + 1 : 0, day: second ? h.m[3]! : h.m[1]!, monthAt: second ? 0 : h.m[1]!.length + 1, month: second ? h.m[1]! : h.m[3]! }]
    }),
    ...hits(page, runs, /(?<![\w&#-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g).map((h) => ({ ...h, dayAt: 8, day: h.m[3]!, monthAt: 5, month: h.m[2]! }))
  ]
  return out.filter((d) => Number(d.day) >= 1 && Number(d.day) <= 31).sort((a, b) => a.start - b.start)
}
const abbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
/** The month after `month`, written the same way (a name in the same language and case, or digits with the same padding). */
const nextMonth = (month: string): string => {
  if (/^\d+$/.test(month)) {
    const n = (Number(month) % 12) + 1
    return month.length === 2 ? String(n).padStart(2, "0") : String(n)
  }
  const lists = [...Object.values(monthsBy), abbreviations]
  const key = month.toLowerCase() === "sept" ? "sep" : month.toLowerCase()
  for (const l of lists) {
    const i = l.findIndex((x) => x.toLowerCase() === key)
    if (i !== -1) {
      const next = l[(i + 1) % 12]!
      return month === month.toUpperCase() && month.length > 1 ? next.toUpperCase() : month.charAt(0) === month.charAt(0).toUpperCase() ? next.charAt(0).toUpperCase() + next.slice(1) : next.toLowerCase()
    }
  }
  return month
}
/** `d` written a few days to a few weeks later, in the same notation. */
const later = (rng: Rng, d: DateHit): string => {
  const n = Number(d.day)
  const plus = n + between(rng, 3, 14)
  const pad = (x: number) => (d.day.length === 2 && d.day.startsWith("0") ? String(x).padStart(2, "0") : String(x))
  const text = d.m[0]
  if (plus <= 28) return text.slice(0, d.dayAt) + pad(plus) + text.slice(d.dayAt + d.day.length)
  const parts = [{ at: d.dayAt, len: d.day.length, to: pad(plus - 28) }, { at: d.monthAt, len: d.month.length, to: nextMonth(d.month) }].sort((a, b) => b.at - a.at)
  return parts.reduce((s, p) => s.slice(0, p.at) + p.to + s.slice(p.at + p.len), text)
}

const nameRe = /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}{1,14}(?:-\p{Lu}\p{Ll}{1,14})?)[ \u00a0](\p{Lu}\p{Ll}{1,14}(?:-\p{Lu}\p{Ll}{1,14})?)(?![\p{L}\p{N}])/gu
const notNames = new Set([
  "the", "a", "an", "in", "on", "at", "for", "and", "but", "to", "of", "new", "north", "south", "east", "west", "united", "le", "la", "les", "der", "die", "das", "el", "los", "las", "de", "het", "il", "lo", "o", "os", "as", "our", "we", "this", "that",
  "how", "what", "why", "when", "where", "who", "my", "your", "his", "her", "best", "top", "home", "about", "contact", "read", "more", "sign", "log", "privacy", "terms", "follow", "latest", "last", "all", "free", "buy", "shop", "search",
  "menu", "page", "news", "sport", "sports", "world", "business", "street", "city", "state", "national", "international", "university", "college", "school", "live", "video", "photo", "click", "view", "see", "get", "join", "find", "help",
  "is", "are", "was", "it", "if", "so", "no", "not", "with", "from", "by", "or", "up", "out", "du", "des", "un", "une", "et", "ein", "eine", "und", "mit", "von", "y", "en", "con", "por", "para", "een", "met", "e", "com", "di", "per"
])
const givenNames = new Set(("james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel frank gregory raymond alexander patrick jack dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy harold keith christian roger noah gerald carl terry sean austin arthur lawrence jesse dylan bryan joe jordan billy bruce albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell louis bobby philip johnny mike tom bill bob jim tim will max ben sam dan chris nick tony steve jeff greg matt josh alex charlie " +
  "mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra ashley kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy shirley angela helen anna brenda pamela nicole emma samantha katherine christine rachel catherine carolyn janet ruth maria heather diane virginia julie joyce victoria olivia kelly christina lauren joan evelyn judith megan andrea hannah martha jacqueline gloria ann teresa kathryn sara alice grace denise amber danielle sophia marie diana natalie isabella charlotte rose kate jane claire sophie lucy anne " +
  "jean pierre jacques michel philippe alain nicolas françois marc luc julien antoine sébastien hans klaus jürgen stefan wolfgang andreas markus carlos luis miguel javier antonio manuel pedro jorge pablo marco giuseppe luca giovanni francesco alessandro jan pieter willem joão paulo carmen lucia elena sofia").split(" "))
const bywords = /(?:^|[\s(])(by|von|par|por|door|di|da|said|says|according to|sagte|a déclaré|dijo|zei|disse|ha detto|author|autor|auteur|autore)[\s:]*$/i
const nameHits = (page: Page): Array<Hit> => {
  const skip = new Set(Object.values(monthsBy).flat().map((s) => s.toLowerCase()))
  const brand = brandOf(page).toLowerCase()
  /** words the page writes in lower case (common nouns, not surnames) */
  const lower = new Set(page.spots.texts.flatMap((t) => t.text.split(/[^\p{L}]+/u)).filter((w) => w.length > 1 && w === w.toLowerCase()))
  const all = hits(page, visibleRuns(page, 5), nameRe).filter((h) => {
    const [a, b] = [h.m[1]!.toLowerCase(), h.m[2]!.toLowerCase()]
    return !notNames.has(a) && !notNames.has(b) && !lower.has(b) && (givenNames.has(a) || !lower.has(a)) && !skip.has(a) && !skip.has(b) && !brand.includes(a) && !brand.includes(b)
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
/** Own links of the page (their address on the site's own domain). */
const ownLinks = (page: Page, f: (e: El) => boolean = () => true): Array<{ el: El; url: URL }> =>
  page.spots.elements.flatMap((el) => {
    if (el.name !== "a" || !el.shown || el.inert || !f(el)) return []
    const raw = el.attribs.href ?? ""
    if (raw.trim() === "" || /^\s*(#|javascript:|mailto:|tel:|data:)/i.test(raw)) return []
    const url = resolve(page, raw)
    return url !== null && registrable(url.hostname.toLowerCase()) === page.site.domain ? [{ el, url }] : []
  })
/** Lists whose items hold links, menus first, with their items. */
const linkLists = (page: Page): Array<{ readonly list: El; readonly items: ReadonlyArray<El>; readonly menu: boolean }> => {
  const out: Array<{ list: El; items: Array<El>; menu: boolean }> = []
  for (const list of page.spots.elements) {
    if ((list.name !== "ul" && list.name !== "ol") || !list.shown || list.inert) continue
    const items = page.spots.elements.filter((e) => e.parent === list.index && e.name === "li" && e.closeTag !== null && page.spots.elements.some((a) => a.parent === e.index && a.name === "a"))
    if (items.length < 2) continue
    const menu = under(page, list, new Set(["nav", "header", "footer"])) || /menu|nav/i.test(`${list.attribs.class ?? ""} ${list.attribs.id ?? ""}`)
    out.push({ list, items, menu })
  }
  return [...out.filter((x) => x.menu), ...out.filter((x) => !x.menu)]
}

// ———————————————————————————— editorial work in place ————————————————————————————

// Staff changes, recalled from memory of how organisations update their pages when a role changes hands (a new editor, press officer, head teacher or spokesperson named in the same sentence, as CMS "team" and "press contact" blocks are edited, and newsroom bylines reassigned when a story is taken over): the person named in one line of the page (a byline or contact person first) replaced by another name, the sentence otherwise kept; a byline with a name after the first heading when the page names nobody.
const staffNameChanged = benign("a person's name in one line of the page replaced after a staff change (new editor, spokesperson or head), the sentence otherwise kept", (page, rng) => {
  const ns = nameHits(page)
  if (ns.length > 0) {
    const h = ns.length > 3 && chance(rng, 0.3) ? pick(rng, ns.slice(0, 12)) : ns[0]!
    let next = person(rng)
    while (next === h.m[0].replace(/\u00a0/, " ")) next = person(rng)
    return splices(replace(h, esc(next)))
  }
  const by = say(page, { en: "By", fr: "Par", de: "Von", es: "Por", nl: "Door", pt: "Por", it: "Di" })
  return splices(insert(afterFirstHeading(page) ?? slotAt(page.spots, "top"), `<p class="${pick(rng, ["byline", "author"])}">${by} ${esc(person(rng))}</p>`))
})

const newTimeWords: Words<string> = { en: "new time from", fr: "nouvel horaire à partir du", de: "neue Uhrzeit ab", es: "nuevo horario desde el", nl: "nieuwe tijd vanaf", pt: "novo horário a partir de", it: "nuovo orario dal" }
const linesOpen: Words<(a: string, b: string, d: string) => string> = {
  en: (a, b, d) => `From ${d}, our phone lines are open ${a}–${b}.`,
  fr: (a, b, d) => `À partir du ${d}, notre accueil téléphonique est ouvert de ${a} à ${b}.`,
  de: (a, b, d) => `Ab dem ${d} ist unsere Telefonzentrale von ${a} bis ${b} erreichbar.`,
  es: (a, b, d) => `A partir del ${d}, atendemos el teléfono de ${a} a ${b}.`,
  nl: (a, b, d) => `Vanaf ${d} zijn we telefonisch bereikbaar van ${a} tot ${b}.`,
  pt: (a, b, d) => `A partir de ${d}, nosso atendimento telefônico funciona das ${a} às ${b}.`,
  it: (a, b, d) => `Dal ${d} il centralino risponde dalle ${a} alle ${b}.`
}

// Rescheduling announced in place, recalled from memory of how councils, libraries, clinics and shops update a single time on a page (a service moved by half an hour with a "new time from" note beside it, as editors are advised to mark changes readers rely on) rather than rewriting the page: one time of day in the page's text moved by half an hour to an hour and a half, in the same notation, with a short "new time from <date>" note after it; a "phone lines open" line beside the contact details when the page shows no time.
const timeRescheduled = benign("one time of day in the page's text changed in place, with a short 'new time from <date>' note beside it", (page, rng) => {
  const cs = clocks(page, visibleRuns(page, 3))
  if (cs.length > 0) {
    const c = early(rng, cs, 10)
    const next = clockAt(c, minutesOf(c) + pick(rng, [-60, -30, 30, 60, 90]))
    return splices(replace(c, next), insert(c.end, ` <small class="${pick(rng, ["changed", "note", "time-change"])}">(${esc(say(page, newTimeWords))} ${esc(dateOf(rng, page))})</small>`))
  }
  const h = page.site.locale.country === "us" ? (n: number) => `${n > 12 ? n - 12 : n}${n >= 12 ? "pm" : "am"}` : (n: number) => `${String(n).padStart(2, "0")}:00`
  return splices(besideContact(page, esc(say(page, linesOpen)(h(between(rng, 8, 10)), h(between(rng, 16, 19)), dateOf(rng, page))), pick(rng, [slotAt(page.spots, "bottom"), bottom(page)])))
})

const extendedWords: Words<ReadonlyArray<string>> = {
  en: ["extended", "new date", "postponed"], fr: ["prolongé", "nouvelle date", "reporté"], de: ["verlängert", "neuer Termin", "verschoben"], es: ["ampliado", "nueva fecha", "aplazado"],
  nl: ["verlengd", "nieuwe datum", "uitgesteld"], pt: ["prorrogado", "nova data", "adiado"], it: ["prorogato", "nuova data", "rinviato"]
}
const extendedLine: Words<(d: string) => string> = {
  en: (d) => `The deadline has been extended to ${d}.`, fr: (d) => `La date limite est prolongée jusqu'au ${d}.`, de: (d) => `Die Frist wurde bis zum ${d} verlängert.`, es: (d) => `El plazo se amplía hasta el ${d}.`,
  nl: (d) => `De deadline is verlengd tot ${d}.`, pt: (d) => `O prazo foi prorrogado até ${d}.`, it: (d) => `La scadenza è prorogata al ${d}.`
}

// Extensions and postponements, recalled from memory of how universities, funders, councils and event organisers announce a later date on the same page (the date replaced and marked "extended" or "new date", as calls for papers, grant calls and consultations do): one date in the page's text replaced by a later one in the same notation, with an "(extended)", "(new date)" or "(postponed)" mark in the page's language; a short line saying the deadline was extended when the page shows no date.
const dateExtended = benign("a date in the page's text replaced by a later one, marked '(extended)' or '(new date)'", (page, rng) => {
  const ds = dateHits(page, visibleRuns(page, 4))
  const label = `<strong class="${pick(rng, ["extended", "date-change"])}">(${esc(pick(rng, say(page, extendedWords)))})</strong>`
  if (ds.length > 0) {
    const d = early(rng, ds, 10)
    return splices(replace(d, later(rng, d)), insert(d.end, ` ${label}`))
  }
  return splices(insert(afterFirstHeading(page) ?? someSpot(rng, page), `<p class="notice">${esc(say(page, extendedLine)(dateOf(rng, page)))}</p>`))
})

const conversions: ReadonlyArray<readonly [RegExp, (n: number) => string]> = [
  [/(?<![\w&#.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)((?:\s|&nbsp;)?)(km)(?![\p{L}\p{N}/])/gu, (n) => `${(n * 0.621).toFixed(n < 10 ? 1 : 0)} mi`],
  [/(?<![\w&#.,:/-])(\d{1,3}(?:[.,]\d)?)((?:\s|&nbsp;)?)(°C)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 1.8 + 32)} °F`],
  [/(?<![\w&#.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)((?:\s|&nbsp;)?)(kg)(?![\p{L}\p{N}])/gu, (n) => `${(n * 2.205).toFixed(n < 10 ? 1 : 0)} lb`],
  [/(?<![\w&#.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)((?:\s|&nbsp;)?)(cm)(?![\p{L}\p{N}])/gu, (n) => `${(n / 2.54).toFixed(1)} in`],
  [/(?<![\w&#.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)((?:\s|&nbsp;)?)(miles?)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 1.609)} km`],
  [/(?<![\w&#.,:/-])(\d{1,3})((?:\s|&nbsp;)?)(°F)(?![\p{L}\p{N}])/gu, (n) => `${Math.round((n - 32) / 1.8)} °C`],
  [/(?<![\w&#.,:/-])(\d{1,4})((?:\s|&nbsp;)?)(lbs?|pounds)(?![\p{L}\p{N}])/gu, (n) => `${(n / 2.205).toFixed(1)} kg`],
  [/(?<![\w&#.,:/-])(\d{1,5})((?:\s|&nbsp;|-)?)(feet|foot|ft)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 0.3048)} m`],
  [/(?<![\w&#.,:/-])(\d{1,3})((?:\s|&nbsp;|-)?)(inch|inches)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 2.54)} cm`],
  [/(?<![\w&#.,:/-])(\d{1,4})((?:\s|&nbsp;|-)?)(yards?)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 0.9144)} m`],
  [/(?<![\w&#.,:/-])(\d{1,3})((?:\s|&nbsp;)?)(mph)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n * 1.609)} km/h`],
  [/(?<![\w&#.,:/-])(\d{1,3})((?:\s|&nbsp;)?)(km\/h)(?![\p{L}\p{N}])/gu, (n) => `${Math.round(n / 1.609)} mph`]
]
const spelled: Words<ReadonlyArray<string>> = {
  en: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"], fr: ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"], de: ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
  es: ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"], nl: ["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"], pt: ["um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"], it: ["uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"]
}
const unitWords = /^(km|kg|cm|mm|mg|ml|m|g|l|h|am|pm|p\.m|a\.m|mph|ft|lb|lbs|in|min|percent|per|times|x)\b/i
const thousands: Words<string> = { en: ",", fr: "\u202f", de: ".", es: ".", nl: ".", pt: ".", it: "." }
const roundedNote: Words<string> = { en: "Figures are rounded.", fr: "Les chiffres sont arrondis.", de: "Die Zahlen sind gerundet.", es: "Las cifras están redondeadas.", nl: "Cijfers zijn afgerond.", pt: "Os números foram arredondados.", it: "Le cifre sono arrotondate." }

// Unit conversions and number formatting, recalled from memory of house style guides (the Guardian's, the BBC's and the AP Stylebook's advice to give imperial equivalents in brackets for a mixed readership, and the national rules for thousands separators: comma in English, point in German, Spanish, Italian, Dutch and Portuguese, a thin space in French): up to three quantities of the page's text given a conversion in brackets (km and miles, °C and °F, kg and lb, feet and metres); on English pages without one, one or two single-digit numbers spelled out as the AP and most house styles ask ("3 players" to "three players"); large numbers given thousands separators when none is written; a "figures are rounded" note otherwise.
const unitConversions = benign("quantities given a conversion in brackets (km and miles, °C and °F, kg and lb), or small numbers spelled out, by the page's editor", (page, rng) => {
  const runs = visibleRuns(page, 3)
  const found = conversions.flatMap(([re, f]) => hits(page, runs, re).map((h) => insert(h.end, ` (${f(Number(h.m[1]!.replace(",", ".")))})`)))
  if (found.length > 0) return { splices: disjoint(sample(rng, found.slice(0, 12), between(rng, 1, 3))) }
  const small = lang(page) === "en" ? hits(page, proseRuns(page, 20), /(?<![\w&#.,:/$£€-])([2-9]) (?=[a-z]{3,})/g).filter((h) => !unitWords.test(page.html.slice(h.end, h.end + 8))) : []
  if (small.length > 0) return { splices: sample(rng, small.slice(0, 12), between(rng, 1, 2)).map((h) => replace({ start: h.start, end: h.start + 1 }, spelled.en[Number(h.m[1]) - 1]!)) }
  const big = hits(page, proseRuns(page, 10), /(?<![\w&#.,:/-])([1-9]\d{4,6})(?!\w|[.,:/]\d)/g).filter((h) => !(Number(h.m[1]) >= 1900 && Number(h.m[1]) <= 2100))
  if (big.length > 0) {
    const sep = thousands[lang(page)]
    return { splices: sample(rng, big.slice(0, 12), between(rng, 1, 3)).map((h) => replace(h, h.m[1]!.replace(/\B(?=(\d{3})+$)/g, sep))) }
  }
  return splices(insert(afterFirstHeading(page) ?? someSpot(rng, page), `<p><small>${esc(say(page, roundedNote))}</small></p>`))
})

const localTimeNote: Words<string> = { en: "All times are local time.", fr: "Tous les horaires sont en heure locale.", de: "Alle Zeiten in Ortszeit.", es: "Todas las horas son hora local.", nl: "Alle tijden zijn in lokale tijd.", pt: "Todos os horários estão no horário local.", it: "Tutti gli orari sono in ora locale." }

// Clock notation changed by a style guide, recalled from memory of house styles (AP: "2:30 p.m."; most European styles: 24-hour clock, "14:30"; French typography: "14 h 30"; German: "14.30 Uhr" or "14:30 Uhr"; the Guardian: "2.30pm") and of CMS date-format settings changed site-wide: the times of the page rewritten in another notation (12-hour to 24-hour, "h" or "Uhr" forms to a colon, or the country's own form), the times themselves unchanged; a "times are local time" note when the page shows none.
const clockNotation = benign("times of day rewritten in another clock notation after a style-guide change (2:30 pm to 14:30, 14h30 to 14:30), the times unchanged", (page, rng) => {
  const cs = clocks(page, visibleRuns(page, 3))
  const country = page.site.locale.country
  const restyle = (c: Clock): string => {
    const t = minutesOf(c)
    const H = Math.floor(t / 60)
    const M = String(t % 60).padStart(2, "0")
    if (c.kind !== "12" && country === "us") return `${((H + 11) % 12) + 1}:${M} ${H >= 12 ? "p.m." : "a.m."}`
    if (c.kind === "24" && lang(page) === "fr") return `${H} h ${M}`
    if (c.kind === "24" && lang(page) === "de") return `${H}.${M} Uhr`
    if (c.kind === "24") return chance(rng, 0.5) ? `${H}.${M}` : `${String(H).padStart(2, "0")}.${M}`
    return `${String(H).padStart(2, "0")}:${M}`
  }
  const out = cs.slice(0, 8).map((c) => replace(c, restyle(c))).filter((s, i) => s.insert !== page.html.slice(cs[i]!.start, cs[i]!.end))
  if (out.length > 0) return { splices: out }
  return splices(insert(afterFirstHeading(page) ?? someSpot(rng, page), `<p class="${pick(rng, ["timezone-note", "note"])}"><small>${esc(say(page, localTimeNote))}</small></p>`))
})

const pastTense: Record<Lang, ReadonlyArray<readonly [RegExp, string]>> = {
  en: [[/\bwill be held\b/, "was held"], [/\bwill take place\b/, "took place"], [/\bcoming soon\b/i, "now available"], [/\bwill open\b/, "opened"], [/\bwill launch\b/, "launched"], [/\bwill be published\b/, "has been published"], [/\bis expected to\b/, "was expected to"], [/\bwill be\b/, "was"], [/\bupcoming\b/, "recent"]],
  fr: [[/\baura lieu\b/, "a eu lieu"], [/\bbientôt disponible\b/i, "disponible"], [/\bouvrira\b/, "a ouvert"], [/\bsera publié\b/, "a été publié"], [/\bsera\b/, "a été"], [/\bà venir\b/, "passés"]],
  de: [[/\bfindet statt\b/, "fand statt"], [/\bdemnächst\b/i, "jetzt"], [/\bwird eröffnet\b/, "wurde eröffnet"], [/\bwird veröffentlicht\b/, "wurde veröffentlicht"], [/\bwird\b/, "wurde"]],
  es: [[/\bse celebrará\b/, "se celebró"], [/\btendrá lugar\b/, "tuvo lugar"], [/\bpróximamente\b/i, "ya disponible"], [/\bserá\b/, "fue"]],
  nl: [[/\bvindt plaats\b/, "vond plaats"], [/\bbinnenkort\b/i, "nu"], [/\bwordt geopend\b/, "is geopend"], [/\bzal\b/, "zou"]],
  pt: [[/\bserá realizad([oa])\b/, "foi realizad$1"], [/\bacontecerá\b/, "aconteceu"], [/\bem breve\b/i, "já disponível"], [/\bserá\b/, "foi"]],
  it: [[/\bsi terrà\b/, "si è tenuto"], [/\bprossimamente\b/i, "ora disponibile"], [/\baprirà\b/, "ha aperto"], [/\bsarà\b/, "è stato"]]
}
const pastBadge: Words<string> = { en: "Past event", fr: "Événement passé", de: "Vergangene Veranstaltung", es: "Evento pasado", nl: "Afgelopen", pt: "Evento encerrado", it: "Evento concluso" }

// Pages updated after the event, recalled from memory of content-maintenance practice (GOV.UK's and universities' guidance to update announcements once an event has happened, "was held" for "will be held", and CMS event plug-ins marking past events): one sentence of the page moved to the past tense ("will be held" to "was held", "coming soon" to "now available", in the page's language), or, when none is found, a "past event" label put after the first heading's text.
const tenseAfterEvent = benign("a sentence updated after the event took place ('will be held' to 'was held', 'coming soon' to 'now available'), or a heading marked as past", (page, rng) => {
  const rules = [...pastTense[lang(page)], ...(lang(page) === "en" ? [] : pastTense.en)]
  const edits = visibleRuns(page, 10).flatMap((t) => {
    const r = trimmed(page, t)
    const old = page.html.slice(r.start, r.end)
    const rule = rules.find(([re]) => re.test(old))
    return rule === undefined ? [] : [{ r, next: old.replace(rule[0], rule[1]) }]
  }).filter((e) => e.next !== page.html.slice(e.r.start, e.r.end))
  if (edits.length > 0) {
    const e = early(rng, edits, 10)
    return splices(replace(e.r, e.next))
  }
  const h = page.spots.elements.find((e) => /^h[1-3]$/.test(e.name) && e.shown && e.closeTag !== null)
  const badge = ` <span class="${pick(rng, ["badge", "label", "event-status"])}">${esc(say(page, pastBadge))}</span>`
  return splices(h === undefined ? insert(slotAt(page.spots, "top"), `<p>${badge.trim()}</p>`) : insert(h.closeTag!.start, badge))
})

const captionWords: Words<(a: string, b: string, d: string, c: string) => string> = {
  en: (a, b, d, c) => `${a} and ${b} (left to right) at the opening on ${d}. Photo: ${c}`,
  fr: (a, b, d, c) => `${a} et ${b} (de gauche à droite) lors de l'inauguration, le ${d}. Photo : ${c}`,
  de: (a, b, d, c) => `${a} und ${b} (von links) bei der Eröffnung am ${d}. Foto: ${c}`,
  es: (a, b, d, c) => `${a} y ${b} (de izquierda a derecha) en la inauguración, el ${d}. Foto: ${c}`,
  nl: (a, b, d, c) => `${a} en ${b} (van links naar rechts) bij de opening op ${d}. Foto: ${c}`,
  pt: (a, b, d, c) => `${a} e ${b} (da esquerda para a direita) na inauguração, em ${d}. Foto: ${c}`,
  it: (a, b, d, c) => `${a} e ${b} (da sinistra) all'inaugurazione del ${d}. Foto: ${c}`
}

// Captions edited, recalled from memory of newsroom and museum practice (captions naming people "left to right" with the place and date, corrected after readers identify someone, as agency style guides ask) and of CMS caption fields filled in after an accessibility or content audit: the caption of one of the page's pictures rewritten by its editor, or a caption added under a picture that had none, in the page's language; a captioned picture from the site's own host when the page has none.
const captionEdited = benign("a picture's caption rewritten by the editor (people named left to right, place and date), or a caption added under a picture that had none", (page, rng) => {
  const text = esc(say(page, captionWords)(person(rng), person(rng), dateOf(rng, page), person(rng)))
  const caps = page.spots.texts.filter((t) => {
    for (let e = elAt(page, t.parent), i = 0; e !== undefined && i < 4; e = elAt(page, e.parent), i++) {
      if (e.name === "figcaption" || /caption|legend/i.test(e.attribs.class ?? "")) return t.text.trim().length > 2 && !carriesId(page, t.text)
    }
    return false
  })
  if (caps.length > 0) return splices(replace(trimmed(page, early(rng, caps, 6)), text))
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim() !== "" && !/logo|icon|avatar|pixel|spacer/i.test(`${e.attribs.src} ${e.attribs.class ?? ""}`))
  for (const img of imgs.slice(0, 12)) {
    const fig = page.spots.elements.find((e) => e.index === img.parent && e.name === "figure" && e.closeTag !== null)
    if (fig !== undefined) return splices(insert(fig.closeTag!.start, `<figcaption>${text}</figcaption>`))
    for (let e = elAt(page, img.parent); e !== undefined; e = elAt(page, e.parent)) {
      const at = afterBlock(page, e)
      if (at !== null) return splices(insert(at, `<p class="${pick(rng, ["caption", "wp-caption-text", "image-caption"])}">${text}</p>`))
    }
  }
  return splices(insert(someSpot(rng, page), `<figure><img src="${origin(page)}/images/${pick(rng, ["opening", "event", "team"])}-${alnum(rng, 5)}.jpg" alt="" loading="lazy"><figcaption>${text}</figcaption></figure>`))
})

const updatedWords: Words<readonly [string, string]> = {
  en: ["Update", "updated"], fr: ["Mise à jour", "mis à jour"], de: ["Aktualisiert", "aktualisiert"], es: ["Actualización", "actualizado"], nl: ["Update", "bijgewerkt"], pt: ["Atualização", "atualizado"], it: ["Aggiornamento", "aggiornato"]
}

// Headlines retitled after publication, recalled from memory of newsroom practice (headlines changed as a story develops, "Update:" prefixes and "(updated)" marks, and style changes from Title Case to sentence case in lists of posts) and of blog CMSs where the list of recent posts shows the current title of each post: one entry of the site's latest-posts list given an update mark in the page's language, or its title moved to sentence case, its link unchanged.
const latestRetitled = benign("one entry of the site's latest-posts list retitled by its editor (an 'update' mark or sentence case), its link unchanged", (page, rng) => {
  const latest = page.spots.elements.find((e) => e.name === "aside" && /latest-posts/.test(e.attribs.class ?? ""))
  const runs = page.spots.texts.filter((t) => {
    const a = elAt(page, t.parent)
    return a !== undefined && a.name === "a" && (latest === undefined ? a.shown : a.start > latest.start && latest.closeTag !== null && a.start < latest.closeTag.start) && t.text.trim().length > 8
  })
  const pool = runs.length > 0 ? runs : visibleRuns(page, 12).filter((t) => elAt(page, t.parent)?.name === "a")
  const [pre, post] = say(page, updatedWords)
  if (pool.length === 0) return splices(insert(slotAt(page.spots, "top"), `<p><small>${esc(pre)}: ${esc(dateOf(rng, page))}</small></p>`))
  const t = pick(rng, pool.slice(0, 3))
  const r = trimmed(page, t)
  const old = page.html.slice(r.start, r.end)
  const sentence = old.charAt(0) + old.slice(1).replace(/(\s)(\p{Lu})(\p{Ll})/gu, (_m, s: string, a: string, b: string) => `${s}${a.toLowerCase()}${b}`)
  const next = pick(rng, [`${esc(pre)}: ${old}`, `${old} (${esc(post)})`, sentence !== old ? sentence : `${esc(pre)}: ${old}`])
  return splices(replace(r, next))
})

const tableCaption: Words<string> = { en: "Overview", fr: "Vue d'ensemble", de: "Übersicht", es: "Resumen", nl: "Overzicht", pt: "Resumo", it: "Riepilogo" }

/** Shown tables that are not the contact block, with their rows. */
const dataTables = (page: Page): Array<{ readonly table: El; readonly rows: ReadonlyArray<El> }> =>
  page.spots.elements.flatMap((table) => {
    if (table.name !== "table" || !table.shown || table.inert || table.closeTag === null || /contact/i.test(table.attribs.class ?? "")) return []
    const rows = page.spots.elements.filter((r) => r.name === "tr" && r.closeTag !== null && r.start > table.start && r.closeTag.end <= table.closeTag!.start)
    const nested = page.spots.elements.some((t) => t.name === "table" && t.start > table.start && t.start < table.closeTag!.start)
    return rows.length >= 2 && !nested && !rows.some((r) => carriesId(page, textOf(page, r))) ? [{ table, rows }] : []
  })

const figureLabels: Words<readonly [string, ReadonlyArray<string>]> = {
  en: ["Key figures", ["Members", "Visitors", "Events", "Volunteers"]], fr: ["Chiffres clés", ["Adhérents", "Visiteurs", "Événements", "Bénévoles"]], de: ["Zahlen im Überblick", ["Mitglieder", "Besucher", "Veranstaltungen", "Ehrenamtliche"]],
  es: ["Cifras clave", ["Socios", "Visitantes", "Eventos", "Voluntarios"]], nl: ["Kerncijfers", ["Leden", "Bezoekers", "Evenementen", "Vrijwilligers"]], pt: ["Números", ["Sócios", "Visitantes", "Eventos", "Voluntários"]], it: ["Numeri chiave", ["Soci", "Visitatori", "Eventi", "Volontari"]]
}

// Tables extended for a new period, recalled from memory of how results, timetables, fixtures and price lists are maintained in CMS pages (the editor copies the last row and fills in the next season, term or edition): a row copied from the last row of one of the page's own tables (same markup), its numbers moved on to the next period (years plus one, other figures adjusted) and its words kept; a small "key figures" table with two years when the page has no data table.
const tableRowAdded = benign("one of the page's own tables extended by a new row copied from its last row's markup (the next period, fixture or edition)", (page, rng) => {
  const bump = (s: string) => s.replace(/(?<![\w&#.,:/-])(\d{1,6})(?!\w|[.,:/]\d)/g, (d) => {
    const n = Number(d)
    return n >= 1900 && n <= 2100 ? String(n + 1) : String(Math.max(0, n + pick(rng, [-2, -1, 1, 2, 3])))
  })
  const tables = dataTables(page)
  if (tables.length > 0) {
    const { rows } = early(rng, tables, 4)
    const last = rows[rows.length - 1]!
    const cells = page.spots.elements.filter((e) => e.parent === last.index && (e.name === "td" || e.name === "th"))
    const html = cells.length === 0 ? `<td>${esc(bump(textOf(page, last)))}</td>` : cells.map((c) => `<${c.name}${looks(c)}>${esc(bump(textOf(page, c)))}</${c.name}>`).join("")
    return splices(insert(last.closeTag!.end, `<tr${looks(last)}>${html}</tr>`))
  }
  const y = new Date().getUTCFullYear()
  const [head1, rowNames] = say(page, figureLabels)
  const rowsHtml = sample(rng, rowNames, 2).map((r) => `<tr><th>${esc(r)}</th><td>${between(rng, 10, 900)}</td><td>${between(rng, 10, 900)}</td></tr>`).join("")
  return splices(insert(someSpot(rng, page), `<table class="${pick(rng, ["summary", "figures"])}"><caption>${esc(head1)}</caption><tr><th></th><th>${y - 1}</th><th>${y}</th></tr>${rowsHtml}</table>`))
})

// ———————————————————————————— links, titles and pictures ————————————————————————————

const newSiteWords: Words<string> = { en: "new site", fr: "nouveau site", de: "neue Website", es: "nuevo sitio", nl: "nieuwe site", pt: "novo site", it: "nuovo sito" }

// Sections moved to a new domain of the organisation, recalled from memory of organisations moving one part of their site to a domain of its own (a shop to brand-shop.com or shop.brand.org, a foundation or a campaign to its own .org, a country site to brand.de) while the rest stays put, and of redirect and link-update checklists in migration guides (Google Search Central's site-move documentation): a single link of the page pointed at the organisation's own new domain for that section, same path, the other links unchanged, sometimes with a "(new site)" mark in the page's language.
const linkToNewDomain = benign("a single link pointed at the organisation's own new domain where that section moved (same path), the other links unchanged", (page, rng) => {
  const account = /log[-_]?in|sign[-_]?in|signin|account|auth|sso|register|subscri|password|profile|my[-_]|\bid\./i
  const links = ownLinks(page).filter(({ url }) => url.pathname.length > 1 && !account.test(url.hostname + url.pathname + url.search))
  const all = links.length > 0 ? links : ownLinks(page).filter(({ url }) => !account.test(url.hostname + url.pathname + url.search))
  const tldNow = page.site.domain.slice(page.site.domain.indexOf(".") + 1)
  const section = (u: URL) => (u.pathname.split("/").filter((s) => /^[a-z][a-z0-9-]{1,20}$/i.test(s))[0] ?? pick(rng, ["shop", "foundation", "events", "jobs"])).toLowerCase()
  const domainFor = (u: URL) => {
    for (let i = 0; i < 6; i++) {
      const d = pick(rng, [`${bare(page)}.${pick(rng, ["org", "com", "net", "eu", "co"])}`, `${bare(page)}-${section(u)}.${tldNow}`, `${bare(page)}${section(u)}.com`, `${section(u)}.${bare(page)}.${pick(rng, ["org", "com", "eu"])}`])
      if (registrable(d) !== page.site.domain) return d
    }
    return `${bare(page)}-${section(u)}.org`
  }
  if (all.length === 0) return splices(insert(bottom(page), `<p><a href="https://${bare(page)}-shop.com/">${esc(brandOf(page))} — ${esc(say(page, newSiteWords))}</a></p>`))
  const menu = all.filter(({ el }) => under(page, el, new Set(["nav", "header", "footer"])))
  const { el, url } = early(rng, menu.length > 0 && chance(rng, 0.6) ? menu : all, 10)
  const d = domainFor(url)
  const out: Array<Splice> = [setAttr(page, el, "href", `https://${registrable(d) === d && chance(rng, 0.5) ? "www." : ""}${d}${url.pathname}${url.search}`)]
  if (el.closeTag !== null && chance(rng, 0.5)) out.push(insert(el.closeTag.start, ` <small>(${esc(say(page, newSiteWords))})</small>`))
  return { splices: out }
})

const metaNamed = (page: Page, names: ReadonlyArray<string>) =>
  page.spots.elements.filter((e) => e.name === "meta" && !e.inert && names.includes((e.attribs.name ?? e.attribs.property ?? "").toLowerCase()))

// Search snippets rewritten, recalled from memory of SEO practice and Google Search Central's guidance on title links and meta descriptions (brand at the end after a separator, titles of about 50–60 characters, a description summarising the page in about 150 characters, often taken from its first paragraph), and of SEO plug-ins (Yoast, Rank Math) that rewrite both site-wide: the page's title with its parts reordered or the brand moved to the end, and its meta description replaced by (or given) a summary from the page's own first paragraph; the visible page unchanged.
const searchSnippet = benign("page title and meta description rewritten for search results (title parts reordered or the brand moved to the end, description from the page's first paragraph)", (page, rng) => {
  const out: Array<Splice> = []
  const t = page.spots.title
  const brand = brandOf(page)
  if (t !== null) {
    const old = page.html.slice(t.start, t.end).trim()
    const parts = old.split(/\s+[|–—·:-]\s+/).filter((s) => s.length > 0)
    const sep = pick(rng, [" | ", " – ", " - "])
    const next = parts.length >= 3 ? `${parts[0]}${sep}${parts[parts.length - 1]}` : parts.length === 2 ? `${parts[1]}${sep}${parts[0]}` : old.length > 0 ? `${old}${sep}${esc(brand)}` : esc(brand)
    if (next !== old) out.push(replace(t, next))
  } else out.push(insert(head(page), `<title>${esc(brand)}</title>`))
  const first = proseRuns(page, 60)[0]?.text.replace(/\s+/g, " ").trim() ?? `${brand}.`
  const summary = first.length <= 155 ? first : `${first.slice(0, 152).replace(/\s+\S*$/, "")}…`
  const found = attrTargets(page, metaNamed(page, ["description", "og:description"]), "content")
  if (found.length > 0) out.push(...found.map((f) => replace(f.value, esc(summary))))
  else out.push(insert(head(page), `<meta name="description" content="${esc(summary)}">`))
  return { splices: out }
})

// Favicons redrawn, recalled from memory of brand-asset updates (a simplified or SVG favicon and a new apple-touch-icon published with a new file name or a ?v= query so that browsers fetch it again, as favicon generators such as RealFaviconGenerator advise): the page's icon links pointed at a redrawn version on the site's own host; an SVG icon link and a touch icon when the page declares none.
const faviconRedrawn = benign("favicon and touch icon replaced by a redrawn version on the site's own host (new file name or a ?v= query)", (page, rng) => {
  const icons = attrTargets(page, page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).some((r) => r === "icon" || r === "apple-touch-icon" || r === "apple-touch-icon-precomposed" || r === "mask-icon")), "href")
  const v = `${between(rng, 2, 9)}${chance(rng, 0.5) ? alnum(rng, 3) : ""}`
  if (icons.length > 0) {
    const query = chance(rng, 0.5)
    return {
      splices: icons.map((i) => {
        const raw = page.html.slice(i.value.start, i.value.end).trim()
        const u = resolve(page, raw)
        if (u === null || registrable(u.hostname.toLowerCase()) !== page.site.domain || query) {
          const base = u === null || registrable(u.hostname.toLowerCase()) !== page.site.domain ? `/favicon.ico` : `${u.pathname}`
          return replace(i.value, `${base}?v=${v}`)
        }
        return replace(i.value, u.pathname.replace(/[^/]*$/, (f) => f.replace(/(\.\w+)?$/, (ext) => `-${new Date().getUTCFullYear()}${ext === "" ? ".png" : ext}`)))
      })
    }
  }
  return splices(insert(head(page), `<link rel="icon" href="/favicon.svg?v=${v}" type="image/svg+xml"><link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${v}">`))
})

const renames: Words<ReadonlyArray<readonly [RegExp, string]>> = {
  en: [[/^blog$/i, "News"], [/^news$/i, "Latest news"], [/^contact$/i, "Get in touch"], [/^contact us$/i, "Get in touch"], [/^about$/i, "About us"], [/^about us$/i, "Who we are"], [/^home$/i, "Start"], [/^shop$/i, "Store"], [/^events$/i, "What's on"], [/^jobs$/i, "Careers"], [/^help$/i, "Support"], [/^faq$/i, "Questions"]],
  fr: [[/^blog$/i, "Actualités"], [/^actualités$/i, "Nos actualités"], [/^contact$/i, "Nous écrire"], [/^à propos$/i, "Qui sommes-nous"], [/^accueil$/i, "Page d'accueil"], [/^boutique$/i, "E-boutique"], [/^agenda$/i, "Événements"]],
  de: [[/^blog$/i, "Aktuelles"], [/^aktuelles$/i, "Neuigkeiten"], [/^kontakt$/i, "So erreichen Sie uns"], [/^über uns$/i, "Wer wir sind"], [/^startseite$/i, "Start"], [/^shop$/i, "Onlineshop"], [/^termine$/i, "Veranstaltungen"]],
  es: [[/^blog$/i, "Noticias"], [/^noticias$/i, "Actualidad"], [/^contacto$/i, "Escríbenos"], [/^quiénes somos$/i, "Sobre nosotros"], [/^inicio$/i, "Portada"], [/^tienda$/i, "Tienda online"]],
  nl: [[/^blog$/i, "Nieuws"], [/^nieuws$/i, "Actueel"], [/^contact$/i, "Neem contact op"], [/^over ons$/i, "Wie zijn wij"], [/^home$/i, "Start"], [/^winkel$/i, "Webshop"]],
  pt: [[/^blog$/i, "Notícias"], [/^notícias$/i, "Novidades"], [/^contato$/i, "Fale com a gente"], [/^sobre$/i, "Quem somos"], [/^início$/i, "Página inicial"], [/^loja$/i, "Loja online"]],
  it: [[/^blog$/i, "Notizie"], [/^notizie$/i, "News"], [/^contatti$/i, "Scrivici"], [/^chi siamo$/i, "Su di noi"], [/^home$/i, "Inizio"], [/^negozio$/i, "Shop online"]]
}
const latestNames: Words<ReadonlyArray<string>> = {
  en: ["Recent articles", "From the blog", "New on the site"], fr: ["Articles récents", "Du côté du blog"], de: ["Zuletzt erschienen", "Aus dem Blog"], es: ["Artículos recientes", "Del blog"],
  nl: ["Recente artikelen", "Uit het blog"], pt: ["Artigos recentes", "Do blog"], it: ["Articoli recenti", "Dal blog"]
}

// Menu labels renamed, recalled from memory of navigation reviews and card-sorting studies (Nielsen Norman Group's advice on menu labels, "Get in touch" and "What's on" trends in UK public-sector and cultural sites) and of CMS menu editors where a label is changed without touching its link: one entry of the site's own menu renamed (Blog to News, Contact to Get in touch), its link unchanged; the heading of its latest-posts box renamed when no menu label is recognised.
const menuLabelRenamed = benign("one entry of the site's own menu renamed, its link unchanged ('Blog' to 'News', 'Contact' to 'Get in touch'), or its 'latest posts' heading", (page, rng) => {
  const rules = renames[lang(page)]
  const menus = linkLists(page)
  const runs = page.spots.texts.filter((t) => {
    const a = elAt(page, t.parent)
    return a !== undefined && a.name === "a" && t.text.trim().length <= 25 && menus.some((m) => m.items.some((li) => li.index === a.parent || elAt(page, a.parent)?.parent === li.index))
  })
  const found = runs.flatMap((t) => {
    const s = t.text.trim()
    const rule = rules.find(([re]) => re.test(s))
    return rule === undefined ? [] : [{ t, next: rule[1] }]
  })
  if (found.length > 0) {
    const f = early(rng, found, 6)
    return splices(replace(trimmed(page, f.t), esc(f.next)))
  }
  const w = words[lang(page)].latest
  const heading = page.spots.texts.find((t) => t.text.trim() === w && /^h\d$/.test(elAt(page, t.parent)?.name ?? ""))
  if (heading !== undefined) return splices(replace(trimmed(page, heading), esc(pick(rng, say(page, latestNames)))))
  return splices(insert(slotAt(page.spots, "top"), `<p class="section-title">${esc(pick(rng, say(page, latestNames)))}</p>`))
})

// ———————————————————————————— notices and notes ————————————————————————————

const lapsedClass = /(^|[\s_-])(alert|notice|announcement|announcement-bar|promo|promotion|offer|sale|sale-banner|notification|callout|flash|flash-message|top-bar|topbar|site-notice|sitenotice|ticker|breaking|featured-product|campaign|event-banner)([\s_-]|$)/i
const lapsedWords = /\b(sale|offer|promo|until|ends|limited|event|webinar|register by|deadline|jusqu|offre|soldes|bis zum|angebot|aktion|hasta|oferta|rebajas|tot en met|aanbieding|até|promoção|fino al|offerta|saldi)\b/i

// Lapsed notices taken down, recalled from memory of CMS practice (WordPress notice-bar and announcement plug-ins, Shopify announcement bars, Bootstrap's "d-none" utility and the hidden attribute used to switch a block off without deleting it, so it can be reused next season): one notice, offer, promotion or announcement of the page hidden once it lapsed, with the hidden attribute, a hiding class or an inline display:none, its markup left in place.
const lapsedNoticeHidden = benign("a lapsed notice, offer or promotion taken down with the hidden attribute or a hiding class, its markup left in place", (page, rng) => {
  const holdsForm = (e: El) => e.closeTag !== null && page.spots.elements.some((f) => (f.name === "form" || f.name === "input") && f.start > e.start && f.start < e.closeTag!.start)
  const ok = (e: El) => !carriesId(page, textOf(page, e)) && !holdsForm(e) && textOf(page, e).length >= 10
  const byClass = page.spots.elements.filter((e) => e.shown && e.inBody && !/^(body|html|main|header|footer|nav)$/.test(e.name) && lapsedClass.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`) && ok(e))
  const byText = [...new Set(visibleRuns(page, 15).filter((t) => lapsedWords.test(t.text)).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && e.shown && /^(p|li|div|aside|section)$/.test(e.name) && ok(e)))]
  const el = byClass[0] ?? byText[0] ?? page.spots.elements.find((e) => e.shown && e.name === "p" && e.closeTag !== null && e.start > page.spots.slots[Math.floor(page.spots.slots.length / 2)]! && !carriesId(page, textOf(page, e)) && textOf(page, e).length > 0)
  if (el === undefined) return splices(insert(head(page), `<style>.announcement-bar{display:none}</style>`))
  switch (int(rng, 3)) {
    case 0: return splices(setAttr(page, el, "hidden", ""))
    case 1: {
      const v = attrValue(page.html, el, "class")
      return splices(v === null ? setAttr(page, el, "class", pick(rng, ["d-none", "hidden", "is-hidden"])) : insert(v.end, ` ${pick(rng, ["d-none", "hidden", "is-hidden"])}`))
    }
    default: {
      const v = attrValue(page.html, el, "style")
      return splices(v === null ? setAttr(page, el, "style", "display:none") : replace(v, `display:none;${page.html.slice(v.start, v.end)}`))
    }
  }
})

const awayWords: Words<(a: string, d: string, b: string) => string> = {
  en: (a, d, b) => `${a} is away until ${d}. In the meantime ${b} is looking after enquiries — you can reach us as usual using the details on this page.`,
  fr: (a, d, b) => `${a} est absent(e) jusqu'au ${d}. En attendant, ${b} assure le suivi des demandes : vous pouvez nous joindre comme d'habitude aux coordonnées de cette page.`,
  de: (a, d, b) => `${a} ist bis zum ${d} nicht im Haus. In der Zwischenzeit kümmert sich ${b} um Ihre Anfragen – Sie erreichen uns wie gewohnt über die Angaben auf dieser Seite.`,
  es: (a, d, b) => `${a} está fuera hasta el ${d}. Mientras tanto, ${b} atiende las consultas: puede contactarnos como siempre con los datos de esta página.`,
  nl: (a, d, b) => `${a} is afwezig tot ${d}. In de tussentijd behandelt ${b} alle vragen — u bereikt ons zoals gewoonlijk via de gegevens op deze pagina.`,
  pt: (a, d, b) => `${a} está ausente até ${d}. Enquanto isso, ${b} cuida dos pedidos — fale conosco normalmente pelos contatos desta página.`,
  it: (a, d, b) => `${a} è assente fino al ${d}. Nel frattempo ${b} segue le richieste: potete contattarci come sempre ai recapiti di questa pagina.`
}

// Out-of-office notes on small sites, recalled from memory of sole traders', clubs', surgeries' and parish sites that post a line when someone is away (holidays, parental leave) naming the colleague who covers, without changing the contact details: a note in the page's language naming who is away until when and who is covering, pointing to the usual contact details; beside the contact lines or near the top.
const awayNote = benign("'<name> is away until <date>, <colleague> is covering' note, pointing to the site's usual contact details", (page, rng) => {
  const text = esc(say(page, awayWords)(person(rng), dateOf(rng, page), person(rng)))
  if (chance(rng, 0.5)) return splices(besideContact(page, `<em>${text}</em>`, slotAt(page.spots, "bottom")))
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), afterFirstHeading(page) ?? top(page)]), `<p class="${pick(rng, ["notice", "away-note", "staff-note"])}"${chance(rng, 0.5) ? ` style="background:#f4f6f8;padding:8px 12px"` : ""}>${text}</p>`))
})

const picksWords: Words<readonly [string, string]> = {
  en: ["Staff picks", "chosen by"], fr: ["Les coups de cœur de l'équipe", "sélection de"], de: ["Empfehlungen aus dem Team", "ausgewählt von"], es: ["Recomendaciones del equipo", "seleccionado por"],
  nl: ["Tips van het team", "gekozen door"], pt: ["Escolhas da equipe", "seleção de"], it: ["I consigli della redazione", "scelti da"]
}

// Staff picks, recalled from memory of bookshops', libraries', museums' and publishers' "staff picks" and "editor's choice" boxes (independent bookshops' shelf cards put online, library "staff recommendations" pages, "our favourites" in shop themes), signed by a named colleague: a box in the page's language recommending two or three of the site's own pages (from its own links), signed with a colleague's name.
const staffPicks = benign("'staff picks' box signed by a named colleague recommending a few of the site's own pages", (page, rng) => {
  const own = ownLinks(page).filter(({ url }) => !/log[-_]?in|sign[-_]?in|account|auth|sso|register|password|profile/i.test(url.hostname + url.pathname + url.search)).map(({ el, url }) => ({ url, text: textOf(page, el) })).filter((x) => x.text.length >= 4 && x.text.length <= 90)
  const uniq = own.filter((x, i) => own.findIndex((y) => y.url.href === x.url.href) === i)
  const chosen = uniq.length >= 2 ? sample(rng, uniq.slice(0, 30), between(rng, 2, Math.min(3, uniq.length))) : [{ url: new URL("/", page.site.url), text: brandOf(page) }]
  const [title, by] = say(page, picksWords)
  const items = chosen.map((x) => `<li><a href="${esc(chance(rng, 0.5) ? x.url.pathname + x.url.search : x.url.href)}">${esc(x.text)}</a></li>`).join("")
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["staff-picks", "editors-choice", "recommended"])}"><h3>${esc(title)}</h3><ul>${items}</ul><p><small>${esc(by)} ${esc(person(rng))}</small></p></aside>`))
})

// ———————————————————————————— language and accessibility ————————————————————————————

const uiLabels: Record<Exclude<Lang, "en">, Readonly<Record<string, string>>> = {
  fr: { "read more": "Lire la suite", more: "Plus", share: "Partager", search: "Rechercher", menu: "Menu", next: "Suivant", previous: "Précédent", home: "Accueil", "back to top": "Haut de page", subscribe: "S'abonner", comments: "Commentaires", related: "À lire aussi", tags: "Mots-clés", archive: "Archives", "continue reading": "Lire la suite", contact: "Contact", about: "À propos", news: "Actualités", login: "Connexion", "skip to content": "Aller au contenu" },
  de: { "read more": "Weiterlesen", more: "Mehr", share: "Teilen", search: "Suche", menu: "Menü", next: "Weiter", previous: "Zurück", home: "Startseite", "back to top": "Nach oben", subscribe: "Abonnieren", comments: "Kommentare", related: "Das könnte Sie interessieren", tags: "Schlagwörter", archive: "Archiv", "continue reading": "Weiterlesen", contact: "Kontakt", about: "Über uns", news: "Aktuelles", "skip to content": "Zum Inhalt springen" },
  es: { "read more": "Leer más", more: "Más", share: "Compartir", search: "Buscar", menu: "Menú", next: "Siguiente", previous: "Anterior", home: "Inicio", "back to top": "Volver arriba", subscribe: "Suscribirse", comments: "Comentarios", related: "Relacionado", tags: "Etiquetas", archive: "Archivo", "continue reading": "Seguir leyendo", contact: "Contacto", about: "Quiénes somos", news: "Noticias", "skip to content": "Saltar al contenido" },
  nl: { "read more": "Lees meer", more: "Meer", share: "Delen", search: "Zoeken", menu: "Menu", next: "Volgende", previous: "Vorige", home: "Home", "back to top": "Naar boven", subscribe: "Aanmelden", comments: "Reacties", related: "Gerelateerd", tags: "Tags", archive: "Archief", "continue reading": "Verder lezen", contact: "Contact", about: "Over ons", news: "Nieuws", "skip to content": "Naar de inhoud" },
  pt: { "read more": "Leia mais", more: "Mais", share: "Compartilhar", search: "Buscar", menu: "Menu", next: "Próximo", previous: "Anterior", home: "Início", "back to top": "Voltar ao topo", subscribe: "Assinar", comments: "Comentários", related: "Relacionados", tags: "Tags", archive: "Arquivo", "continue reading": "Continue lendo", contact: "Contato", about: "Sobre", news: "Notícias", "skip to content": "Pular para o conteúdo" },
  it: { "read more": "Leggi tutto", more: "Altro", share: "Condividi", search: "Cerca", menu: "Menu", next: "Successivo", previous: "Precedente", home: "Home", "back to top": "Torna su", subscribe: "Iscriviti", comments: "Commenti", related: "Correlati", tags: "Tag", archive: "Archivio", "continue reading": "Continua a leggere", contact: "Contatti", about: "Chi siamo", news: "Notizie", "skip to content": "Vai al contenuto" }
}
const spellings: ReadonlyArray<readonly [string, string]> = [["color", "colour"], ["center", "centre"], ["organization", "organisation"], ["favorite", "favourite"], ["behavior", "behaviour"], ["analyze", "analyse"], ["neighbor", "neighbour"], ["honor", "honour"], ["labor", "labour"], ["catalog", "catalogue"], ["traveling", "travelling"], ["defense", "defence"], ["license", "licence"], ["recognize", "recognise"], ["realize", "realise"]]

// Interface translation and spelling alignment, recalled from memory of localisation clean-ups (theme strings left in English on French, German or Spanish sites and fixed through the CMS's translation files, Loco Translate or .po files, and "skip to content" links translated after accessibility audits), and of English style guides choosing British or American spelling by audience: leftover English interface labels of the page ("Read more", "Share", "Search", "Menu", "Next") translated into its language; on English sites, up to three words spelled the way the country spells them (colour or color, centre or center); the page's language declared when neither applies.
const uiLocalised = benign("leftover English interface labels ('Read more', 'Share', 'Search', 'Menu') translated into the site's language, or an English site's spelling aligned to its country", (page, rng) => {
  const l = lang(page)
  if (l !== "en") {
    const table = uiLabels[l]
    const found = page.spots.texts.flatMap((t) => {
      const s = t.text.trim().replace(/[»›→…:.]+$/, "").trim().toLowerCase()
      const to = table[s]
      const el = elAt(page, t.parent)
      return to !== undefined && el !== undefined && t.text.trim().length <= 30 && to.toLowerCase() !== s ? [{ t, to }] : []
    })
    if (found.length > 0) return { splices: sample(rng, found.slice(0, 20), between(rng, 1, Math.min(4, found.length))).map((f) => replace(trimmed(page, f.t), esc(f.to))) }
  } else {
    const british = page.site.locale.country !== "us"
    const pairs: ReadonlyArray<readonly [string, string]> = spellings.map(([us, uk]) => (british ? [us, uk] : [uk, us]))
    const found = proseRuns(page, 10).flatMap((t) => {
      const r = trimmed(page, t)
      const s = page.html.slice(r.start, r.end)
      return pairs.flatMap(([from, to]) => [...s.matchAll(new RegExp(`\\b${from}(s|d|ed|ing)?\\b`, "gi"))].map((m) => {
        const at = r.start + m.index!
        const word = m[0].slice(0, from.length)
        return replace({ start: at, end: at + from.length }, word.charAt(0) === word.charAt(0).toUpperCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to)
      }))
    })
    if (found.length > 0) return { splices: disjoint(sample(rng, found.slice(0, 20), between(rng, 1, 3))) }
  }
  const tag = `${l}-${page.site.locale.country.toUpperCase().replace("UK", "GB")}`
  return splices(insert(head(page), `<meta http-equiv="content-language" content="${tag}">`))
})

const vague = /^(read more|more|click here|here|learn more|details|more info|continue reading|find out more|lire la suite|en savoir plus|ici|suite|weiterlesen|mehr|hier|mehr erfahren|leer más|más|aquí|saber más|lees meer|meer|meer lezen|leia mais|saiba mais|aqui|leggi tutto|di più|qui|scopri di più)\s*[»›→…:.]*$/i
const aboutWord: Words<string> = { en: "about", fr: "sur", de: "über", es: "sobre", nl: "over", pt: "sobre", it: "su" }
const onWord: Words<(b: string, p: string) => string> = { en: (b, p) => `${b} on ${p}`, fr: (b, p) => `${b} sur ${p}`, de: (b, p) => `${b} auf ${p}`, es: (b, p) => `${b} en ${p}`, nl: (b, p) => `${b} op ${p}`, pt: (b, p) => `${b} no ${p}`, it: (b, p) => `${b} su ${p}` }

// Descriptive links, recalled from memory of WCAG 2.x success criterion 2.4.4 ("link purpose in context") and of GOV.UK's and the Nielsen Norman Group's advice against "click here" and "read more", and of themes adding visually hidden text ("Read more<span class="screen-reader-text"> about …</span>"): vague link texts of the page given the subject they lead to (the heading before them), as visible text or visually hidden text; the site's social links given an aria-label naming the platform when no vague link is found.
const descriptiveLinks = benign("vague link texts ('read more', 'click here') given the subject they lead to, or social links given an aria-label, after an accessibility review", (page, rng) => {
  const headings = page.spots.texts.filter((t) => /^h[1-4]$/.test(elAt(page, t.parent)?.name ?? "") && t.text.trim().length > 3)
  const vagueRuns = page.spots.texts.filter((t) => elAt(page, t.parent)?.name === "a" && vague.test(t.text.trim()))
  if (vagueRuns.length > 0) {
    const hidden = chance(rng, 0.5)
    return {
      splices: vagueRuns.slice(0, between(rng, 1, 4)).map((t) => {
        const subject = [...headings].reverse().find((h) => h.start < t.start)?.text.trim() ?? brandOf(page)
        const extra = `${say(page, aboutWord)} ${subject.slice(0, 80)}`
        return insert(trimmed(page, t).end, hidden ? `<span class="${pick(rng, ["screen-reader-text", "visually-hidden", "sr-only"])}"> ${esc(extra)}</span>` : ` ${esc(extra)}`)
      })
    }
  }
  const social = page.spots.elements.filter((e) => e.name === "a" && e.shown && page.ids.social.some((s) => s.href !== null && s.href === e.attribs.href))
  if (social.length > 0) return { splices: social.map((e) => setAttr(page, e, "aria-label", say(page, onWord)(brandOf(page), textOf(page, e) || "social"))) }
  const a = page.spots.elements.find((e) => e.name === "a" && e.shown && e.attribs.href !== undefined)
  return splices(a === undefined ? insert(head(page), `<style>a:focus{outline:2px solid}</style>`) : setAttr(page, a, "aria-label", brandOf(page)))
})

const menuLabel: Words<string> = { en: "Main menu", fr: "Menu principal", de: "Hauptmenü", es: "Menú principal", nl: "Hoofdmenu", pt: "Menu principal", it: "Menu principale" }

// Accessible tables, recalled from memory of WCAG 1.3.1 techniques (H39 "caption elements", H63 "scope attribute") and of accessibility audits of public-sector sites (GOV.UK's and the EU Web Accessibility Directive's monitoring reports naming tables without captions or header scopes), and of ARIA landmark labels on navigation: one of the page's data tables given a caption in the page's language (from the heading before it) and scope attributes on its header cells; the page's menus given a landmark label when it has no data table.
const accessibleTables = benign("data tables given a caption and scope on their header cells, or menus a landmark label, after an accessibility review", (page, rng) => {
  const tables = dataTables(page)
  if (tables.length > 0) {
    const { table } = early(rng, tables, 4)
    const heading = page.spots.texts.filter((t) => /^h[1-4]$/.test(elAt(page, t.parent)?.name ?? "") && t.start < table.start).pop()
    const caption = heading === undefined ? say(page, tableCaption) : heading.text.trim().slice(0, 80)
    const out: Array<Splice> = []
    const hasCaption = page.spots.elements.some((e) => e.name === "caption" && e.parent === table.index)
    if (!hasCaption) out.push(insert(table.openEnd, `<caption${chance(rng, 0.4) ? ` class="${pick(rng, ["sr-only", "visually-hidden"])}"` : ""}>${esc(caption)}</caption>`))
    const ths = page.spots.elements.filter((e) => e.name === "th" && e.start > table.start && e.start < table.closeTag!.start && e.attribs.scope === undefined)
    for (const th of ths.slice(0, 20)) out.push(setAttr(page, th, "scope", elAt(page, th.parent)?.start === page.spots.elements.find((r) => r.name === "tr" && r.start > table.start)?.start ? "col" : "row"))
    if (out.length > 0) return { splices: out }
  }
  const navs = page.spots.elements.filter((e) => e.name === "nav" && e.shown && e.attribs["aria-label"] === undefined)
  if (navs.length > 0) return { splices: navs.slice(0, 3).map((n, i) => setAttr(page, n, "aria-label", i === 0 ? say(page, menuLabel) : `${say(page, menuLabel)} ${i + 1}`)) }
  const lists = linkLists(page)
  if (lists.length > 0) return splices(setAttr(page, lists[0]!.list, "aria-label", say(page, menuLabel)))
  return splices(insert(head(page), `<style>caption{text-align:left;font-weight:bold}</style>`))
})

const labelSwaps: Words<ReadonlyArray<readonly [keyof typeof words.en, ReadonlyArray<string>]>> = {
  en: [["phone", ["Call us", "Telephone", "Tel."]], ["email", ["Email", "Write to us"]], ["abroad", ["International", "Calling from abroad"]], ["follow", ["Find us on", "Social media"]], ["contact", ["Get in touch", "How to reach us"]]],
  fr: [["phone", ["Tél.", "Appelez-nous"]], ["email", ["E-mail", "Écrivez-nous"]], ["abroad", ["Appel international", "Hors de France"]], ["follow", ["Retrouvez-nous sur", "Réseaux sociaux"]], ["contact", ["Contact", "Pour nous joindre"]]],
  de: [["phone", ["Tel.", "Rufen Sie uns an"]], ["email", ["Mail", "Schreiben Sie uns"]], ["abroad", ["International", "Anrufe aus dem Ausland"]], ["follow", ["Sie finden uns auf", "Soziale Medien"]], ["contact", ["So erreichen Sie uns", "Ansprechpartner"]]],
  es: [["phone", ["Tel.", "Llámanos"]], ["email", ["Email", "Escríbenos"]], ["abroad", ["Internacional", "Llamadas internacionales"]], ["follow", ["Estamos en", "Redes sociales"]], ["contact", ["Cómo contactarnos", "Atención al cliente"]]],
  nl: [["phone", ["Tel.", "Bel ons"]], ["email", ["Mail", "Mail ons"]], ["abroad", ["Internationaal", "Bellen vanuit het buitenland"]], ["follow", ["Wij zijn ook te vinden op", "Sociale media"]], ["contact", ["Neem contact op", "Zo bereikt u ons"]]],
  pt: [["phone", ["Tel.", "Ligue para nós"]], ["email", ["Email", "Escreva para nós"]], ["abroad", ["Internacional", "Ligações internacionais"]], ["follow", ["Redes sociais", "Estamos no"]], ["contact", ["Contato", "Como falar conosco"]]],
  it: [["phone", ["Tel.", "Chiamaci"]], ["email", ["Email", "Scrivici"]], ["abroad", ["Internazionale", "Chiamate dall'estero"]], ["follow", ["Siamo anche su", "Social"]], ["contact", ["Come contattarci", "Recapiti"]]]
}

// Contact labels reworded, recalled from memory of UX-writing guides (Mailchimp's content style guide, GOV.UK's "contact" pattern, "Call us" and "Write to us" in place of bare nouns) and of theme updates that change the labels of a contact block while the values stay put: one to three labels of the site's contact block reworded in the page's language ("Phone" to "Call us", "E-mail" to "Write to us", "From abroad" to "International"), every number, address and link untouched.
const contactLabels = benign("contact block labels reworded ('Phone' to 'Call us', 'E-mail' to 'Write to us'), every number and address untouched", (page, rng) => {
  const w = words[lang(page)]
  const found = say(page, labelSwaps).flatMap(([key, alts]) => {
    const label = w[key] as string
    return page.spots.texts.flatMap((t) => {
      const s = t.text.trim()
      if (s !== label && !s.startsWith(`${label}:`) && s !== `${label}:`) return []
      const r = trimmed(page, t)
      const at = page.html.indexOf(label, r.start)
      if (at === -1 || at + label.length > r.end) return []
      const to = pick(rng, alts.filter((a) => a !== label))
      return [replace({ start: at, end: at + label.length }, esc(to))]
    })
  })
  if (found.length > 0) return { splices: disjoint(sample(rng, found, between(rng, 1, Math.min(3, found.length)))) }
  const line = lineAfter(page, page.ids.email)
  const note = say(page, { en: "We reply within two working days.", fr: "Nous répondons sous deux jours ouvrés.", de: "Wir antworten innerhalb von zwei Werktagen.", es: "Respondemos en dos días laborables.", nl: "We antwoorden binnen twee werkdagen.", pt: "Respondemos em até dois dias úteis.", it: "Rispondiamo entro due giorni lavorativi." })
  return splices(line === null ? insert(slotAt(page.spots, "bottom"), `<p>${esc(note)}</p>`) : insert(line.at, line.wrap(esc(note))))
})

/** Every fresh23 benign class, in a fixed order. */
export const fresh23Benigns: ReadonlyArray<ChangeClass> = [
  staffNameChanged, timeRescheduled, dateExtended, unitConversions, clockNotation, tenseAfterEvent, captionEdited, latestRetitled, tableRowAdded,
  linkToNewDomain, searchSnippet, faviconRedrawn, menuLabelRenamed,
  lapsedNoticeHidden, awayNote, staffPicks,
  uiLocalised, descriptiveLinks, accessibleTables, contactLabels
]

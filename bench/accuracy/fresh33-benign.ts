/**
 * Fresh33 benign classes: written during round 24, by someone who does not
 * read the engines, from the point of view of a web-hosting provider's abuse
 * and incident desk that must not raise a ticket for what hosting customers
 * honestly do to their sites in the same places intruders touch: theme and
 * plugin updates (new class names, wrappers from a page builder, bumped asset
 * versions, a new logo file, lazy-loading and image CDNs), host and CDN
 * migrations (assets on a CDN host, links upgraded to https or made
 * relative), footer and menu edits, new widgets, new legal text, a cookie
 * consent tool, an analytics or chat provider, a hosted search or newsletter
 * service behind the existing forms, an SEO plugin rewriting the title and
 * metadata, seasonal banners and opening hours, and new contact details
 * announced properly (phone, e-mail on the organisation's own domain, social
 * profiles under the same name, a payment link at a well-known provider).
 * Visible text is in the site's language; wording, placement, providers and
 * numbers vary with the rng. None sends a visitor, a form or a payment to a
 * party other than the organisation and well-known providers. The writer had
 * no internet access: vendors' URL formats are recalled from memory and may
 * differ in detail. Scored in the `fresh33` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, lineAfter, replaceEverywhere, resolve, say, shown, top } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import { type El, type Range, attrInsertAt, attrSpans, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name: `fresh33-${name}`, kind: "benign", group: "fresh33", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const escAttr = (s: string) => esc(s).replace(/'/g, "&#39;")
const setAttr = (page: Page, el: El, name: string, value: string): Splice => {
  const span = attrSpans(page.html, el).find((a) => a.name === name)
  if (span === undefined) return insert(attrInsertAt(el), ` ${name}="${escAttr(value)}"`)
  return replace({ start: span.start, end: span.end }, `${name}="${escAttr(value)}"`)
}
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
const clean = (page: Page, e: El): Range | null => {
  if (e.closeTag === null) return null
  const r = { start: e.openEnd, end: e.closeTag.start }
  return rawInside(page, r) ? null : r
}
const textsIn = (page: Page, r: Range) => page.spots.texts.filter((t) => t.start >= r.start && t.end <= r.end)
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
const origin = (page: Page) => new URL(page.site.url).origin
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const idClass = (e: El) => `${e.attribs.id ?? ""} ${e.attribs.class ?? ""}`
const within = (page: Page, el: El, f: (e: El) => boolean): boolean => {
  for (let e: El | undefined = el; e !== undefined; e = elAt(page, e.parent)) if (f(e)) return true
  return false
}
const footerish = (e: El) => e.name === "footer" || /footer|colophon|site-info|copyright|bottom-bar/i.test(idClass(e))
const navish = (e: El) => e.name === "nav" || e.name === "header" || e.attribs.role === "navigation" || /(^|[\s_-])(nav|menu|navbar|navigation|topbar|masthead)/i.test(idClass(e))
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
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
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const imgs = (page: Page): Array<El> => shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  return el === undefined ? null : clean(page, el)
}
const contactBlockEnd = (page: Page): number | null => {
  const block = page.spots.elements.find((e) => e.shown && e.closeTag !== null && (/(^|\s)(site-contact|contact-box|footer-contact)(\s|$)/.test(e.attribs.class ?? "") || e.attribs.id === "contact-us"))
  return block === undefined || block.closeTag === null ? null : block.closeTag.end
}
/** Own assets: scripts, stylesheets and pictures on the site's own host or relative. */
const ownAssets = (page: Page): Array<{ el: El; attr: string; url: URL }> =>
  page.spots.elements.flatMap((e) => {
    if (!usable(page, e)) return []
    const attr = e.name === "script" || e.name === "img" ? "src" : e.name === "link" && rels(e).some((r) => r === "stylesheet" || r === "icon" || r === "preload") ? "href" : null
    if (attr === null) return []
    const v = e.attribs[attr]
    if (v === undefined || v.trim() === "" || /^\s*data:/i.test(v)) return []
    const u = resolve(page, v)
    return u !== null && isOwn(page, v) && (e.name !== "img" || e.shown) ? [{ el: e, attr, url: u }] : []
  })
const dateOf = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
const year = (rng: Rng) => between(rng, 2025, 2026)
const mm = (rng: Rng) => String(between(rng, 1, 12)).padStart(2, "0")
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

// ———————————————————————————— theme, builder and host changes ————————————————————————————

// Theme updates rename CSS classes across the template (BEM names, block-editor classes, a new framework) and load the new theme's stylesheet: many class attributes rewritten, text and structure unchanged.
const themeClasses = benign("theme-update-class-names", (page, rng) => {
  const prefix = pick(rng, ["wp-block-", "tw-", "c-", "o-", "theme-", "elementor-", "et_pb_", "uk-"])
  const extra = pick(rng, ["is-layout-flow", "is-layout-constrained", "has-global-padding", "u-clearfix", "is-style-default", ""])
  const els = page.spots.elements.filter((e) => e.shown && usable(page, e) && /^(div|section|header|footer|nav|ul|li|p|span|a|aside|article|main|h[1-6])$/.test(e.name))
  const withClass = els.filter((e) => (e.attribs.class ?? "").trim() !== "")
  const pool = withClass.length >= 3 ? withClass : els
  const chosen = sample(rng, pool, Math.max(1, Math.round(pool.length * (0.3 + 0.6 * rng())))).slice(0, 400)
  const out: Array<Splice> = chosen.map((e) => {
    const old = (e.attribs.class ?? "").trim().split(/\s+/).filter((c) => c !== "")
    const renamed = old.length === 0 ? [`${prefix}${e.name}`] : old.map((c, i) => (i === 0 || chance(rng, 0.5) ? `${prefix}${c}` : c))
    return setAttr(page, e, "class", [...renamed, ...(extra !== "" && chance(rng, 0.3) ? [extra] : [])].join(" "))
  })
  const theme = pick(rng, ["astra", "generatepress", "kadence", "twentytwentyfive", "oceanwp", "hello-elementor", "neve", "divi", "blocksy"])
  out.push(insert(head(page), `<link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=${between(rng, 1, 4)}.${between(rng, 0, 9)}.${between(rng, 0, 20)}" media="all">`))
  return { splices: out }
})

// Page builders (Elementor, Divi, Gutenberg patterns) re-save a page and wrap its sections in their own containers with data attributes: a few blocks wrapped in builder divs.
const builderWrappers = benign("page-builder-section-wrappers", (page, rng) => {
  const parents = /^(div|section|article|main|body|aside|header|footer|nav|td|li|form|center|blockquote)$/
  const cands = page.spots.elements.filter((e) => e.shown && usable(page, e) && e.closeTag !== null && /^(div|section|article|aside|header|footer|nav|form|table|ul|ol|h[1-6]|p|figure)$/.test(e.name) && parents.test(elAt(page, e.parent)?.name ?? "body"))
  const kind = pick(rng, ["elementor", "divi", "gutenberg", "bricks"])
  const open = (): string => {
    const id = hex(rng, 7)
    switch (kind) {
      case "elementor": return `<div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container">`
      case "divi": return `<div class="et_pb_row et_pb_row_${between(rng, 0, 30)}"><div class="et_pb_column et_pb_column_4_4">`
      case "gutenberg": return `<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">`
      default: return `<div class="brxe-block" id="brxe-${alnum(rng, 6)}">`
    }
  }
  const close = kind === "divi" ? "</div></div>" : "</div>"
  const chosen = sample(rng, cands, between(rng, 2, 10))
  // (keep only elements that do not share a start or an end with another chosen one, so wrappers nest cleanly)
  const seen = new Set<number>()
  const out: Array<Splice> = []
  for (const e of chosen.sort((a, b) => a.start - b.start)) {
    if (seen.has(e.start) || seen.has(e.closeTag!.end)) continue
    seen.add(e.start)
    seen.add(e.closeTag!.end)
    out.push(insert(e.start, open()), insert(e.closeTag!.end, close))
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(head(page), `<link rel="stylesheet" href="/wp-content/plugins/${kind}/assets/css/frontend.min.css?ver=${between(rng, 3, 4)}.${between(rng, 0, 30)}.${between(rng, 0, 9)}">`))
})

// Host and CDN migrations move a site's own assets to a CDN host (its own static subdomain or a CDN provider's hostname): scripts, stylesheets and pictures on the site's host rewritten to the CDN, paths kept.
const cdnMove = benign("assets-moved-to-cdn", (page, rng) => {
  const b = bare(page)
  const base = pick(rng, [
    () => `https://cdn.${page.site.domain}`, () => `https://static.${page.site.domain}`, () => `https://assets.${page.site.domain}`,
    () => `https://${b}.b-cdn.net`, () => `https://d${alnum(rng, 13)}.cloudfront.net`, () => `https://${b}-${hex(rng, 4)}.kxcdn.com`,
    () => `https://${b}.azureedge.net`, () => `https://cdn.statically.io/img/${page.site.host}`, () => `https://${b}.fra1.cdn.digitaloceanspaces.com`
  ])()
  const assets = ownAssets(page)
  const chosen = chance(rng, 0.5) ? assets : assets.filter((a) => a.el.name !== "script").concat(assets.filter((a) => a.el.name === "script" && chance(rng, 0.5)))
  if (chosen.length > 0) return splices(...chosen.slice(0, 400).map((a) => setAttr(page, a.el, a.attr, `${base}${a.url.pathname}${a.url.search}`)))
  return splices(insert(headStart(page), `<link rel="preconnect" href="${base}"><link rel="stylesheet" href="${base}/css/site.min.css?v=${hex(rng, 8)}">`))
})

// WordPress core, theme and plugin updates change the version strings on every asset (?ver=6.4.3 to 6.5.2, jquery-3.6.0 to 3.7.1): the versions in script and stylesheet addresses bumped.
const versionsBumped = benign("asset-versions-bumped", (page, rng) => {
  const bump = (v: string) => v.replace(/(\d+)(?!.*\d)/, (d) => String(Number(d) + between(rng, 1, 9)))
  const out: Array<Splice> = []
  for (const e of page.spots.elements) {
    if (!usable(page, e)) continue
    const attr = e.name === "script" ? "src" : e.name === "link" && rels(e).includes("stylesheet") ? "href" : null
    const v = attr === null ? undefined : e.attribs[attr]
    if (attr === null || v === undefined) continue
    const q = /([?&](?:ver|v|version)=)([0-9][\w.]*)/.exec(v)
    const p = /(\d+\.\d+(?:\.\d+)?)(\.min)?\.(js|css)/.exec(v)
    if (q !== null) out.push(setAttr(page, e, attr, v.slice(0, q.index) + q[1] + bump(q[2]!) + v.slice(q.index + q[0].length)))
    else if (p !== null) out.push(setAttr(page, e, attr, v.slice(0, p.index) + bump(p[1]!) + v.slice(p.index + p[1]!.length)))
    else if (isOwn(page, v) && chance(rng, 0.7)) out.push(setAttr(page, e, attr, `${v}${v.includes("?") ? "&" : "?"}ver=${between(rng, 5, 6)}.${between(rng, 0, 9)}.${between(rng, 0, 5)}`))
    if (out.length >= 300) break
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(head(page), `<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.${between(rng, 4, 8)}.${between(rng, 0, 3)}" media="all">`))
})

// After a host migration and a new certificate, owners upgrade their absolute links to https, drop or add the www, or make them relative: own links rewritten, same paths.
const linksUpgraded = benign("own-links-https-or-relative", (page, rng) => {
  const own = [...links(page), ...imgs(page)].filter((e) => isOwn(page, (e.name === "img" ? e.attribs.src : e.attribs.href) ?? ""))
  const first = pick(rng, ["https", "relative", "absolute"] as const)
  for (const mode of [first, "https", "relative", "absolute"] as const) {
    const out: Array<Splice> = []
    for (const e of own.slice(0, 400)) {
      const attr = e.name === "img" ? "src" : "href"
      const v = (e.attribs[attr] ?? "").trim()
      const u = resolve(page, v)!
      const next = mode === "https" ? v.replace(/^http:\/\//i, "https://").replace(/^\/\//, "https://") : mode === "relative" ? (/^(https?:)?\/\//i.test(v) ? `${u.pathname}${u.search}${u.hash}` : v) : `https://${page.site.host}${u.pathname}${u.search}${u.hash}`
      if (next !== v) out.push(setAttr(page, e, attr, next))
    }
    if (out.length > 0) return { splices: out }
  }
  const a = links(page)[0]
  if (a !== undefined) return splices(setAttr(page, a, "href", `https://${page.site.host}${resolve(page, a.attribs.href ?? "")?.pathname ?? "/"}`))
  return splices(insert(head(page), `<link rel="canonical" href="${escAttr(page.site.url.replace(/^http:/, "https:"))}">`))
})

// Image optimisation plugins (Jetpack's image CDN, lazy-loading, WebP conversion) rewrite the site's pictures: lazy-loading attributes, an image CDN address for the same file, or a WebP source beside it.
const imageOptimizer = benign("image-optimizer-plugin", (page, rng) => {
  const all = imgs(page).slice(0, 200)
  const mode = pick(rng, ["lazy", "photon", "webp", "lazy"])
  const out: Array<Splice> = []
  for (const e of all) {
    const u = resolve(page, e.attribs.src ?? "")
    if (u === null) continue
    if (mode === "lazy") {
      if (e.attribs.loading === undefined) out.push(insert(attrInsertAt(e), ` loading="lazy" decoding="async"`))
    } else if (mode === "photon" && isOwn(page, e.attribs.src ?? "")) {
      out.push(setAttr(page, e, "src", `https://i${between(rng, 0, 2)}.wp.com/${u.host}${u.pathname}?${chance(rng, 0.5) ? `w=${pick(rng, [640, 800, 1024, 1200])}&` : ""}ssl=1`))
    } else if (mode === "webp" && /\.(jpe?g|png)$/i.test(u.pathname) && elAt(page, e.parent)?.name !== "picture") {
      const webp = `${u.pathname}.webp`
      out.push(insert(e.start, `<picture><source type="image/webp" srcset="${escAttr(isOwn(page, u.href) ? webp : u.href.replace(/\.(jpe?g|png)$/i, ".webp"))}">`), insert(e.openEnd, "</picture>"))
    }
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(head(page), `<link rel="preload" as="image" href="/wp-content/uploads/${year(rng)}/${mm(rng)}/${slug(page.site.brand)}-hero.webp">`))
})

// A theme or brand refresh replaces the logo file with a new one on the site itself (same alt text, new upload path or SVG), or adds a logo to a header that had none.
const logoRefresh = benign("new-logo-file-on-own-host", (page, rng) => {
  const all = imgs(page)
  const re = /logo|brand|site-title|emblem|masthead/i
  const logo = all.find((e) => re.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${idClass(e)}`)) ?? all.find((e) => within(page, e, (x) => x.name === "header" || re.test(idClass(x)))) ?? all[0]
  const file = pick(rng, [`/wp-content/uploads/${year(rng)}/${mm(rng)}/${slug(page.site.brand)}-logo${pick(rng, ["", "-2025", "-new", "-" + between(rng, 2, 9)])}.${pick(rng, ["svg", "png", "webp"])}`, `/assets/img/logo-${year(rng)}.svg`, `/static/brand/${slug(page.site.brand)}-logo.${pick(rng, ["svg", "png"])}?v=${between(rng, 2, 9)}`])
  if (logo !== undefined) {
    const out = [setAttr(page, logo, "src", file)]
    const ss = attrSpans(page.html, logo).find((a) => a.name === "srcset")
    if (ss !== undefined) out.push(replace({ start: ss.start, end: ss.end }, `srcset="${escAttr(`${file} 1x, ${file.replace(/(\.\w+)(\?.*)?$/, "@2x$1$2")} 2x`)}"`))
    return { splices: out }
  }
  return splices(insert(top(page), `<p class="site-logo"><a href="/"><img src="${escAttr(file)}" alt="${escAttr(brandName(page))}" height="${between(rng, 40, 90)}"></a></p>`))
})

// ———————————————————————————— footer, menu and widgets ————————————————————————————

const rights: T<string> = { en: "All rights reserved.", fr: "Tous droits réservés.", de: "Alle Rechte vorbehalten.", es: "Todos los derechos reservados.", nl: "Alle rechten voorbehouden.", pt: "Todos os direitos reservados.", it: "Tutti i diritti riservati." }

// The yearly footer edit: the copyright year brought up to date (or turned into a range), or a copyright line added to a footer that had none.
const copyrightYear = benign("footer-copyright-year", (page, rng) => {
  const y = String(year(rng))
  const runs = page.spots.texts.filter((t) => /(©|&copy;|copyright|\(c\))[^\n]{0,40}?(19|20)\d{2}/i.test(page.html.slice(t.start, t.end)) && !rawInside(page, t))
  const out: Array<Splice> = []
  for (const t of runs) {
    const raw = page.html.slice(t.start, t.end)
    const m = /((?:19|20)\d{2})(\s*[-–]\s*(?:19|20)\d{2})?/.exec(raw.slice(raw.search(/©|&copy;|copyright|\(c\)/i)))
    if (m === null) continue
    const at = t.start + raw.search(/©|&copy;|copyright|\(c\)/i) + m.index
    const next = chance(rng, 0.5) || m[2] !== undefined ? `${m[1]}–${y}` : y
    if (next !== m[0]) out.push(replace({ start: at, end: at + m[0].length }, next))
  }
  if (out.length > 0) return { splices: out }
  const foot = page.spots.elements.filter((e) => e.shown && usable(page, e) && footerish(e) && e.closeTag !== null)
  const html = `<p class="${pick(rng, ["copyright", "site-info", "footer-copy"])}">© ${chance(rng, 0.5) ? `${between(rng, 1998, 2020)}–` : ""}${y} ${esc(brandName(page))}. ${esc(say(page, rights))}</p>`
  return splices(insert(foot.length > 0 ? foot[foot.length - 1]!.closeTag!.start : bottom(page), html))
})

const menuNew: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Careers", "careers"], ["Events", "events"], ["Shop", "shop"], ["FAQ", "faq"], ["Donate", "donate"], ["Book now", "booking"]],
  fr: [["Recrutement", "recrutement"], ["Agenda", "agenda"], ["Boutique", "boutique"], ["FAQ", "faq"], ["Faire un don", "don"], ["Réserver", "reservation"]],
  de: [["Karriere", "karriere"], ["Veranstaltungen", "veranstaltungen"], ["Shop", "shop"], ["FAQ", "faq"], ["Spenden", "spenden"], ["Termin buchen", "termin"]],
  es: [["Empleo", "empleo"], ["Agenda", "agenda"], ["Tienda", "tienda"], ["Preguntas frecuentes", "faq"], ["Dona", "donar"], ["Reservar", "reservas"]],
  nl: [["Vacatures", "vacatures"], ["Agenda", "agenda"], ["Winkel", "winkel"], ["Veelgestelde vragen", "faq"], ["Doneer", "doneren"], ["Reserveren", "reserveren"]],
  pt: [["Trabalhe conosco", "carreiras"], ["Agenda", "agenda"], ["Loja", "loja"], ["Perguntas frequentes", "faq"], ["Doe", "doacoes"], ["Agendar", "agendamento"]],
  it: [["Lavora con noi", "lavora-con-noi"], ["Eventi", "eventi"], ["Negozio", "negozio"], ["FAQ", "faq"], ["Dona", "dona"], ["Prenota", "prenota"]]
}

// A new page in the main menu (careers, events, a shop, a donation page), added by the owner in the CMS's menu editor: one item linking to a path on the site itself.
const menuItem = benign("menu-item-own-page", (page, rng) => {
  const [label, path] = pick(rng, say(page, menuNew))
  const href = chance(rng, 0.6) ? `/${path}/` : `${origin(page)}/${path}`
  const lists = menuLists(page)
  const ul = lists[0]
  if (ul !== undefined) {
    const li = page.spots.elements.find((e) => e.name === "li" && e.parent === ul.index)
    const cls = li?.attribs.class !== undefined ? ` class="${escAttr(li.attribs.class.replace(/\b(current[-_]menu[-_]item|active|current)\b/g, "").trim())}"` : ""
    return splices(insert(chance(rng, 0.6) ? ul.closeTag!.start : ul.openEnd, `<li${cls}><a href="${escAttr(href)}">${esc(label)}</a></li>`))
  }
  return splices(insert(top(page), `<nav><a href="${escAttr(href)}">${esc(label)}</a></nav>`))
})

const renames: T<ReadonlyArray<string>> = {
  en: ["News", "Blog", "About us", "Our team", "Contact", "Get in touch", "Services", "What we do"], fr: ["Actualités", "Blog", "Qui sommes-nous", "L'équipe", "Contact", "Nos services"],
  de: ["Aktuelles", "Blog", "Über uns", "Team", "Kontakt", "Leistungen"], es: ["Noticias", "Blog", "Quiénes somos", "Equipo", "Contacto", "Servicios"],
  nl: ["Nieuws", "Blog", "Over ons", "Ons team", "Contact", "Diensten"], pt: ["Notícias", "Blog", "Quem somos", "Equipe", "Contato", "Serviços"], it: ["Notizie", "Blog", "Chi siamo", "Il team", "Contatti", "Servizi"]
}

// Menu tidy-ups: a menu item renamed (and pointed at the renamed page on the same site), or the title of a sidebar box reworded.
const menuRelabel = benign("menu-items-relabelled", (page, rng) => {
  const anchors = menuLists(page).flatMap((ul) => page.spots.elements.filter((a) => a.name === "a" && usable(page, a) && elAt(page, a.parent)?.parent === ul.index))
    .filter((a) => !page.spots.elements.some((x) => x.parent === a.index) && clean(page, a) !== null && textsIn(page, clean(page, a)!).length > 0)
  const out: Array<Splice> = []
  for (const a of sample(rng, anchors, between(rng, 1, 3))) {
    const label = pick(rng, say(page, renames))
    out.push(replace(clean(page, a)!, esc(label)))
    if (chance(rng, 0.4) && isOwn(page, a.attribs.href ?? "")) out.push(setAttr(page, a, "href", `/${slug(label) || "page"}/`))
  }
  if (out.length > 0) return { splices: out }
  const h = shown(page, "h3", (e) => usable(page, e) && clean(page, e) !== null && textsIn(page, clean(page, e)!).length > 0)[0]
  if (h !== undefined) return splices(replace(clean(page, h)!, esc(pick(rng, say(page, renames)))))
  return splices(insert(top(page), `<p><a href="/blog/">Blog</a></p>`))
})

const widgetTitles: T<readonly [string, string, string]> = {
  en: ["Follow us on Instagram", "Upcoming events", "See more"], fr: ["Suivez-nous sur Instagram", "Prochains événements", "Voir plus"], de: ["Folgen Sie uns auf Instagram", "Nächste Termine", "Mehr ansehen"],
  es: ["Síguenos en Instagram", "Próximos eventos", "Ver más"], nl: ["Volg ons op Instagram", "Komende evenementen", "Meer bekijken"], pt: ["Siga-nos no Instagram", "Próximos eventos", "Ver mais"], it: ["Seguici su Instagram", "Prossimi eventi", "Vedi altro"]
}
const eventNames: T<ReadonlyArray<string>> = {
  en: ["Open day", "Summer fair", "Members' meeting", "Workshop for beginners", "Charity concert"], fr: ["Journée portes ouvertes", "Fête d'été", "Assemblée générale", "Atelier découverte", "Concert caritatif"],
  de: ["Tag der offenen Tür", "Sommerfest", "Mitgliederversammlung", "Workshop für Einsteiger", "Benefizkonzert"], es: ["Jornada de puertas abiertas", "Fiesta de verano", "Asamblea de socios", "Taller de iniciación", "Concierto solidario"],
  nl: ["Open dag", "Zomerfeest", "Ledenvergadering", "Workshop voor beginners", "Benefietconcert"], pt: ["Dia aberto", "Festa de verão", "Assembleia de sócios", "Oficina para iniciantes", "Concerto beneficente"],
  it: ["Open day", "Festa d'estate", "Assemblea dei soci", "Laboratorio per principianti", "Concerto di beneficenza"]
}

// New sidebar widgets added by owners (an Instagram feed of their own account with pictures from Instagram's CDN, an events list linking to their own pages): one widget in the sidebar or beside the latest posts.
const newWidget = benign("sidebar-widget-feed-or-events", (page, rng) => {
  const [insta, events, more] = say(page, widgetTitles)
  const ig = page.ids.social.find((s) => s.href !== null && s.href.includes("instagram.com"))?.href ?? `https://www.instagram.com/${bare(page)}/`
  const widget = chance(rng, 0.5)
    ? `<section class="widget ${pick(rng, ["widget_instagram-feed", "sbi_widget", "null-instagram-feed"])}"><h3 class="widget-title">${esc(insta)}</h3><div class="sbi_images">${Array.from({ length: between(rng, 4, 9) }, () => `<a href="https://www.instagram.com/p/${alnum(rng, 11)}/"><img src="https://scontent-${pick(rng, ["fra", "ams", "cdg", "lhr", "mad", "mxp", "gru"])}${between(rng, 1, 5)}-${between(rng, 1, 2)}.cdninstagram.com/v/t51.2885-15/${digits(rng, 9)}_${digits(rng, 16)}_n.jpg" alt="" width="150" height="150" loading="lazy"></a>`).join("")}</div><p><a href="${escAttr(ig)}">${esc(more)}</a></p></section>`
    : `<section class="widget widget_events"><h3 class="widget-title">${esc(events)}</h3><ul>${sample(rng, say(page, eventNames), between(rng, 2, 4)).map((n) => `<li><a href="/${pick(rng, ["events", "agenda", "evenements", "termine"])}/${slug(n) || "event"}-${between(rng, 1, 999)}/">${esc(n)}</a> — ${esc(dateOf(page, rng))}</li>`).join("")}</ul></section>`
  const sidebars = page.spots.elements.filter((e) => e.shown && usable(page, e) && e.closeTag !== null && (e.name === "aside" || /sidebar|widget-area|secondary/i.test(idClass(e))))
  if (sidebars.length > 0) {
    const s = pick(rng, sidebars)
    return splices(insert(chance(rng, 0.5) ? s.openEnd : s.closeTag!.start, widget))
  }
  return splices(insert(anySlot(rng, page.spots), widget))
})

const legal: T<readonly [ReadonlyArray<readonly [string, string]>, string]> = {
  en: [[["Privacy policy", "privacy-policy"], ["Terms of use", "terms"], ["Cookie settings", "cookies"], ["Accessibility statement", "accessibility"]], "We updated our privacy policy on {d}. Read what changed."],
  fr: [[["Politique de confidentialité", "confidentialite"], ["Mentions légales", "mentions-legales"], ["Gestion des cookies", "cookies"], ["Accessibilité", "accessibilite"]], "Notre politique de confidentialité a été mise à jour le {d}. Découvrez ce qui change."],
  de: [[["Datenschutz", "datenschutz"], ["Impressum", "impressum"], ["Cookie-Einstellungen", "cookies"], ["Barrierefreiheit", "barrierefreiheit"]], "Wir haben unsere Datenschutzerklärung am {d} aktualisiert. Lesen Sie, was sich geändert hat."],
  es: [[["Política de privacidad", "privacidad"], ["Aviso legal", "aviso-legal"], ["Configuración de cookies", "cookies"], ["Accesibilidad", "accesibilidad"]], "Actualizamos nuestra política de privacidad el {d}. Consulta los cambios."],
  nl: [[["Privacyverklaring", "privacy"], ["Disclaimer", "disclaimer"], ["Cookie-instellingen", "cookies"], ["Toegankelijkheid", "toegankelijkheid"]], "Op {d} hebben we onze privacyverklaring bijgewerkt. Lees wat er verandert."],
  pt: [[["Política de privacidade", "privacidade"], ["Termos de uso", "termos"], ["Configurações de cookies", "cookies"], ["Acessibilidade", "acessibilidade"]], "Atualizamos nossa política de privacidade em {d}. Veja o que mudou."],
  it: [[["Informativa privacy", "privacy"], ["Note legali", "note-legali"], ["Impostazioni cookie", "cookie"], ["Accessibilità", "accessibilita"]], "Abbiamo aggiornato l'informativa privacy il {d}. Scopri cosa cambia."]
}

// New legal text (GDPR, an imprint, an accessibility statement) as owners add it after a reminder: a footer line of links to their own legal pages, or a short notice that the privacy policy changed.
const legalLinks = benign("legal-footer-links-or-notice", (page, rng) => {
  const [items, notice] = say(page, legal)
  const html = chance(rng, 0.6)
    ? `<p class="${pick(rng, ["legal", "footer-legal", "footer-links"])}">${sample(rng, items, between(rng, 2, 4)).map(([t, p]) => `<a href="/${p}/">${esc(t)}</a>`).join(pick(rng, [" · ", " | ", " — "]))}</p>`
    : `<p class="${pick(rng, ["notice", "privacy-notice"])}">${esc(fill(notice, { d: dateOf(page, rng) }))} <a href="/${items[0]![1]}/">${esc(items[0]![0])}</a></p>`
  const foot = page.spots.elements.filter((e) => e.shown && usable(page, e) && footerish(e) && e.closeTag !== null)
  return splices(insert(foot.length > 0 ? foot[foot.length - 1]!.closeTag!.start : pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), html))
})

const seasons: T<ReadonlyArray<string>> = {
  en: ["Happy holidays! Order by {d} for delivery before Christmas.", "Summer sale: up to {n}% off until {d}.", "Black Friday week: {n}% off everything in the shop.", "Spring opening hours from {d}: we are open on Sundays again."],
  fr: ["Joyeuses fêtes ! Commandez avant le {d} pour une livraison avant Noël.", "Soldes d'été : jusqu'à -{n} % jusqu'au {d}.", "Semaine du Black Friday : -{n} % sur toute la boutique.", "Horaires de printemps dès le {d} : nous ouvrons à nouveau le dimanche."],
  de: ["Frohe Feiertage! Bestellen Sie bis {d} für Lieferung vor Weihnachten.", "Sommerschlussverkauf: bis zu {n} % Rabatt bis {d}.", "Black-Friday-Woche: {n} % auf das ganze Sortiment.", "Frühjahrsöffnungszeiten ab {d}: sonntags wieder geöffnet."],
  es: ["¡Felices fiestas! Pide antes del {d} para recibirlo antes de Navidad.", "Rebajas de verano: hasta un {n} % de descuento hasta el {d}.", "Semana del Black Friday: {n} % en toda la tienda.", "Horario de primavera desde el {d}: volvemos a abrir los domingos."],
  nl: ["Fijne feestdagen! Bestel vóór {d} voor levering voor Kerst.", "Zomeruitverkoop: tot {n}% korting tot {d}.", "Black Friday-week: {n}% korting op alles.", "Voorjaarsopeningstijden vanaf {d}: ook op zondag weer open."],
  pt: ["Boas festas! Peça até {d} para receber antes do Natal.", "Liquidação de verão: até {n}% de desconto até {d}.", "Semana Black Friday: {n}% em toda a loja.", "Horário de primavera a partir de {d}: voltamos a abrir aos domingos."],
  it: ["Buone feste! Ordina entro il {d} per la consegna prima di Natale.", "Saldi estivi: fino al {n}% di sconto fino al {d}.", "Settimana del Black Friday: {n}% su tutto il negozio.", "Orari di primavera dal {d}: di nuovo aperti la domenica."]
}

// Seasonal banners (holiday greetings with shipping deadlines, summer sales, Black Friday, new opening hours) put at the top of the page by the owner: a banner with a link to the owner's own shop or news page, sometimes with a picture uploaded to the site.
const seasonal = benign("seasonal-banner-own-link", (page, rng) => {
  const text = fill(pick(rng, say(page, seasons)), { d: dateOf(page, rng), n: String(pick(rng, [10, 15, 20, 25, 30, 40, 50])) })
  const href = pick(rng, ["/shop/", "/sale/", "/news/", "/boutique/", "/angebote/", "/tienda/", "/promo/"])
  const pic = chance(rng, 0.4) ? `<img src="/wp-content/uploads/${year(rng)}/${mm(rng)}/${pick(rng, ["banner", "season", "promo", "hero"])}-${between(rng, 1, 9)}.${pick(rng, ["jpg", "webp"])}" alt="" width="${pick(rng, [1200, 1600, 960])}" height="${pick(rng, [200, 300, 400])}">` : ""
  const style = `background:${pick(rng, ["#b71c1c", "#1b5e20", "#0d47a1", "#f9a825", "#222", "#e8f5e9"])};color:${pick(rng, ["#fff", "#000"])};text-align:center;padding:${between(rng, 6, 20)}px`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["promo-bar", "seasonal-banner", "announcement-bar", "top-banner"])}" style="${style}">${pic}<a href="${href}">${esc(text)}</a></div>`))
})

const hoursWords: T<readonly [string, ReadonlyArray<string>, string]> = {
  en: ["Opening hours", ["Monday–Friday", "Saturday", "Sunday"], "closed"], fr: ["Horaires d'ouverture", ["Lundi–vendredi", "Samedi", "Dimanche"], "fermé"],
  de: ["Öffnungszeiten", ["Montag–Freitag", "Samstag", "Sonntag"], "geschlossen"], es: ["Horario", ["Lunes a viernes", "Sábado", "Domingo"], "cerrado"],
  nl: ["Openingstijden", ["Maandag–vrijdag", "Zaterdag", "Zondag"], "gesloten"], pt: ["Horário de funcionamento", ["Segunda a sexta", "Sábado", "Domingo"], "fechado"],
  it: ["Orari di apertura", ["Lunedì–venerdì", "Sabato", "Domenica"], "chiuso"]
}

// Opening hours added to the contact section (a table or list, after the contact block or at the end of the page).
const openingHours = benign("opening-hours-in-contact-section", (page, rng) => {
  const [title, days, closed] = say(page, hoursWords)
  const h = (a: number, b: number) => `${String(a).padStart(2, "0")}:${pick(rng, ["00", "30"])}–${String(b).padStart(2, "0")}:${pick(rng, ["00", "30"])}`
  const rows = [h(between(rng, 7, 10), between(rng, 16, 20)), chance(rng, 0.6) ? h(between(rng, 8, 10), between(rng, 12, 17)) : closed, chance(rng, 0.2) ? h(10, 14) : closed]
  const html = chance(rng, 0.5)
    ? `<div class="opening-hours"><h3>${esc(title)}</h3><table><tbody>${days.map((d, i) => `<tr><td>${esc(d)}</td><td>${esc(rows[i]!)}</td></tr>`).join("")}</tbody></table></div>`
    : `<div class="opening-hours"><h3>${esc(title)}</h3><ul>${days.map((d, i) => `<li>${esc(d)}: ${esc(rows[i]!)}</li>`).join("")}</ul></div>`
  const end = contactBlockEnd(page)
  return splices(insert(end ?? slotAt(page.spots, "bottom"), html))
})

// ———————————————————————————— providers behind forms and scripts ————————————————————————————

const consentWords: T<readonly [string, string, string]> = {
  en: ["We use cookies to improve your experience and to measure traffic.", "Accept", "Settings"], fr: ["Nous utilisons des cookies pour améliorer votre expérience et mesurer l'audience.", "Accepter", "Paramètres"],
  de: ["Wir verwenden Cookies, um Ihr Erlebnis zu verbessern und die Nutzung zu messen.", "Akzeptieren", "Einstellungen"], es: ["Usamos cookies para mejorar tu experiencia y medir el tráfico.", "Aceptar", "Configurar"],
  nl: ["We gebruiken cookies om je ervaring te verbeteren en bezoeken te meten.", "Accepteren", "Instellingen"], pt: ["Usamos cookies para melhorar sua experiência e medir o tráfego.", "Aceitar", "Configurações"],
  it: ["Usiamo i cookie per migliorare la tua esperienza e misurare il traffico.", "Accetta", "Impostazioni"]
}

// Cookie-consent tools installed for GDPR (Cookiebot, OneTrust, iubenda, Usercentrics, CookieYes, Complianz): the vendor's script in the head and, for some, a banner at the bottom of the page.
const consentTool = benign("cookie-consent-tool", (page, rng) => {
  const script = pick(rng, [
    () => `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${uuid(rng)}" data-blockingmode="auto" type="text/javascript"></script>`,
    () => `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${uuid(rng)}"></script>`,
    () => `<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>`,
    () => `<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="${alnum(rng, 10)}" async></script>`,
    () => `<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/${hex(rng, 32)}/script.js"></script>`,
    () => `<script src="/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=${between(rng, 6, 7)}.${between(rng, 0, 9)}.${between(rng, 0, 9)}" defer></script>`
  ])()
  const [msg, ok, set] = say(page, consentWords)
  const out = [insert(pick(rng, [headStart(page), head(page)]), script)]
  if (chance(rng, 0.6)) out.push(insert(bottom(page), `<div class="${pick(rng, ["cookie-banner", "cmplz-cookiebanner", "cky-consent-container"])}" role="dialog"><p>${esc(msg)} <a href="/${pick(rng, ["privacy-policy", "cookies", "datenschutz", "privacidad"])}/">${esc(set)}</a></p><button type="button">${esc(ok)}</button></div>`))
  return { splices: out }
})

// Analytics changes (Universal Analytics to GA4, or a move to Matomo, Plausible or Fathom for privacy): the provider's tag in the head.
const analyticsTag = benign("analytics-provider-tag", (page, rng) => {
  const tag = pick(rng, [
    () => { const id = `G-${upper(rng, 3)}${alnum(rng, 7).toUpperCase()}`; return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${id}");</script>` },
    () => `<script defer data-domain="${page.site.host.replace(/^www\./, "")}" src="https://plausible.io/js/script.js"></script>`,
    () => `<script src="https://cdn.usefathom.com/script.js" data-site="${upper(rng, 8)}" defer></script>`,
    () => { const host = chance(rng, 0.5) ? `matomo.${page.site.domain}` : `${bare(page)}.matomo.cloud`; return `<script>var _paq=window._paq=window._paq||[];_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);(function(){var u="https://${host}/";_paq.push(["setTrackerUrl",u+"matomo.php"]);_paq.push(["setSiteId","${between(rng, 1, 40)}"]);var d=document,g=d.createElement("script"),s=d.getElementsByTagName("script")[0];g.async=true;g.src=u+"matomo.js";s.parentNode.insertBefore(g,s)})();</script>` },
    () => `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-${upper(rng, 3)}${alnum(rng, 4).toUpperCase()}"></script>`
  ])()
  return splices(insert(pick(rng, [headStart(page), head(page)]), tag))
})

// Live-chat widgets added by customers (Tawk.to, Crisp, Tidio, Zendesk, HubSpot): the vendor's loader at the end of the body.
const chatWidget = benign("live-chat-widget", (page, rng) => {
  const tag = pick(rng, [
    () => `<script type="text/javascript">var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src="https://embed.tawk.to/${hex(rng, 24)}/${alnum(rng, 9)}";s1.charset="UTF-8";s1.setAttribute("crossorigin","*");s0.parentNode.insertBefore(s1,s0)})();</script>`,
    () => `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="${uuid(rng)}";(function(){var d=document,s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s)})();</script>`,
    () => `<script src="//code.tidio.co/${alnum(rng, 32)}.js" async></script>`,
    () => `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${uuid(rng)}"></script>`,
    () => `<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${digits(rng, 8)}.js"></script>`
  ])()
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), tag))
})

// Site search moved to a hosted engine (Google Programmable Search, DuckDuckGo or Bing restricted to the site) when a host migration drops the CMS's own search: the search form's action changed, with a hidden field naming the site, or such a form added.
const hostedSearch = benign("search-form-to-hosted-engine", (page, rng) => {
  const [action, field, hidden] = pick(rng, [
    ["https://www.google.com/search", "q", `<input type="hidden" name="sitesearch" value="${escAttr(page.site.host)}">`],
    ["https://duckduckgo.com/", "q", `<input type="hidden" name="sites" value="${escAttr(page.site.host)}">`],
    ["https://cse.google.com/cse", "q", `<input type="hidden" name="cx" value="${hex(rng, 17)}:${alnum(rng, 9)}">`],
    ["https://www.bing.com/search", "q", `<input type="hidden" name="q1" value="site:${escAttr(page.site.host)}">`]
  ] as const)
  const search = forms(page).find((f) => usable(page, f) && (/search/i.test(`${idClass(f)} ${f.attribs.role ?? ""} ${f.attribs.action ?? ""}`) || page.spots.elements.some((e) => e.name === "input" && e.parent === f.index && (e.attribs.type === "search" || e.attribs.name === "s" || e.attribs.name === "q"))))
  if (search !== undefined) return splices(setAttr(page, search, "action", action), setAttr(page, search, "method", "get"), insert(search.openEnd, hidden))
  const label: T<string> = { en: "Search", fr: "Rechercher", de: "Suchen", es: "Buscar", nl: "Zoeken", pt: "Pesquisar", it: "Cerca" }
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<form role="search" class="search-form" action="${action}" method="get">${hidden}<input type="search" name="${field}" placeholder="${escAttr(say(page, label))}"> <button type="submit">${esc(say(page, label))}</button></form>`))
})

// Newsletter sign-ups moved to a mailing service (Mailchimp, Brevo, MailerLite, Kit, Buttondown) after a hosting move: the newsletter form's action pointed at the service, the e-mail field renamed as the service wants it.
const newsletterService = benign("newsletter-form-to-mailing-service", (page, rng) => {
  const b = bare(page)
  const [action, field] = pick(rng, [
    [`https://${b}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${hex(rng, 25)}&id=${hex(rng, 10)}`, "EMAIL"],
    [`https://${hex(rng, 8)}.sibforms.com/serve/MUIF${alnum(rng, 40)}`, "EMAIL"],
    [`https://assets.mailerlite.com/jsonp/${digits(rng, 6)}/forms/${digits(rng, 12)}/subscribe`, "fields[email]"],
    [`https://app.kit.com/forms/${digits(rng, 7)}/subscriptions`, "email_address"],
    [`https://buttondown.com/api/emails/embed-subscribe/${b}`, "email"]
  ] as const)
  const f = forms(page).find((x) => usable(page, x))
  if (f !== undefined) {
    const out = [setAttr(page, f, "action", action)]
    const input = page.spots.elements.find((e) => e.name === "input" && usable(page, e) && e.start > f.start && (f.closeTag === null || e.start < f.closeTag.start) && (e.attribs.type === "email" || e.attribs.name === "email"))
    if (input !== undefined && input.attribs.name !== field) out.push(setAttr(page, input, "name", field))
    return { splices: out }
  }
  return splices(insert(slotAt(page.spots, "bottom"), `<form action="${escAttr(action)}" method="post"><input type="email" name="${field}"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
})

// SEO plugins (Yoast, Rank Math, All in One SEO) rewrite the title to "Page – Brand" and add a meta description, Open Graph tags with the page's own URL and image, and a JSON-LD block naming the organisation and its own profiles.
const seoPlugin = benign("seo-plugin-title-and-metadata", (page, rng) => {
  const B = brandName(page)
  const out: Array<Splice> = []
  const t = titleRange(page)
  const sep = pick(rng, [" – ", " | ", " - ", " · "])
  if (t !== null && chance(rng, 0.7)) out.push(insert(t.end, esc(`${sep}${B}`)))
  const url = page.site.url
  const img = `${origin(page)}/wp-content/uploads/${year(rng)}/${mm(rng)}/${slug(page.site.brand)}-og.jpg`
  const same = page.ids.social.flatMap((s) => (s.href === null ? [] : [s.href]))
  const meta = [
    `<meta name="description" content="${escAttr(`${B} — ${(page.spots.texts.find((x) => x.text.trim().length >= 40)?.text ?? page.site.words.latest).replace(/\s+/g, " ").trim().slice(0, 150)}`)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escAttr(url)}">`,
    `<meta property="og:site_name" content="${escAttr(B)}">`,
    `<meta property="og:image" content="${escAttr(img)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    chance(rng, 0.5) ? `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", name: B, url, logo: img, sameAs: same }).replace(/</g, "\\u003c")}</script>` : ""
  ]
  const hasCanonical = page.spots.elements.some((e) => e.name === "link" && rels(e).includes("canonical"))
  if (!hasCanonical) meta.push(`<link rel="canonical" href="${escAttr(url)}">`)
  out.push(insert(pick(rng, [head(page), headStart(page)]), `<!-- ${pick(rng, ["This site is optimized with the Yoast SEO plugin", "Rank Math SEO", "All in One SEO"])} -->${meta.join("")}`))
  return { splices: out }
})

// ———————————————————————————— contact details changed properly ————————————————————————————

const phoneNotice: T<string> = {
  en: "Our phone number has changed: from {d} you can reach us on {n}.", fr: "Notre numéro de téléphone change : à partir du {d}, joignez-nous au {n}.",
  de: "Unsere Telefonnummer hat sich geändert: Ab {d} erreichen Sie uns unter {n}.", es: "Hemos cambiado de teléfono: desde el {d} puede llamarnos al {n}.",
  nl: "Ons telefoonnummer is gewijzigd: vanaf {d} zijn we bereikbaar op {n}.", pt: "Nosso telefone mudou: a partir de {d}, ligue para {n}.", it: "Il nostro numero è cambiato: dal {d} ci trovate al {n}."
}

// A new phone number after an office move or a switch of telephone provider, in the same national format, updated in every place and announced with a short line.
const phoneAnnounced = benign("new-phone-announced", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const out = replaceEverywhere(page, changing([[p.intl, np.intl], [p.national, np.national], [p.tel, np.tel]]))
  const note = esc(fill(say(page, phoneNotice), { d: dateOf(page, rng), n: np.national }))
  if (chance(rng, 0.7) || out.length === 0) out.push(insert(contactBlockEnd(page) ?? blockSpot(rng, page), `<p class="${pick(rng, ["notice", "info", "contact-note"])}">${note}</p>`))
  return { splices: out }
})

const mailNotice: T<string> = {
  en: "Please note our new e-mail address: {m}.", fr: "Notez notre nouvelle adresse e-mail : {m}.", de: "Bitte beachten Sie unsere neue E-Mail-Adresse: {m}.",
  es: "Tenga en cuenta nuestra nueva dirección de correo: {m}.", nl: "Let op ons nieuwe e-mailadres: {m}.", pt: "Anote nosso novo e-mail: {m}.", it: "Prendete nota del nostro nuovo indirizzo e-mail: {m}."
}

// A new mailbox on the organisation's own domain (info@ becomes contact@ or a department's address after a mail migration), replaced everywhere and sometimes announced.
const emailOwnDomain = benign("email-new-mailbox-own-domain", (page, rng) => {
  const [local, dom] = page.ids.email.split("@") as [string, string]
  const locals = ["info", "contact", "hello", "office", "support", "service", "team", "mail", "enquiries", "secretariat", "admin", "bonjour", "kontakt", "hola", "contatti"].filter((l) => l !== local)
  const next = `${pick(rng, locals)}@${chance(rng, 0.8) ? dom : `mail.${dom}`}`
  const out = replaceEverywhere(page, changing([[page.ids.email, next]]))
  if (chance(rng, 0.4) || out.length === 0) out.push(lineBeside(page, [page.ids.phone.intl], esc(fill(say(page, mailNotice), { m: next })), slotAt(page.spots, "bottom")))
  return { splices: out }
})

// Social profile housekeeping: Twitter links changed to x.com for the same handle, or a new network (Threads, TikTok, Bluesky, Mastodon) added under the organisation's own name.
const socialUpdate = benign("social-links-same-handle", (page, rng) => {
  const tw = page.ids.social.find((s) => s.href !== null && s.href.includes("twitter.com/"))
  if (tw !== undefined && chance(rng, 0.7)) {
    const out = replaceEverywhere(page, [[tw.href!, tw.href!.replace("twitter.com/", "x.com/")]])
    if (out.length > 0) return { splices: out }
  }
  const handle = (page.ids.social.find((s) => s.href !== null)?.href?.replace(/\/$/, "").split("/").pop() ?? bare(page)).replace(/^@/, "")
  const [name, href] = pick(rng, [
    ["Threads", `https://www.threads.net/@${handle.toLowerCase()}`], ["TikTok", `https://www.tiktok.com/@${handle.toLowerCase()}`],
    ["Bluesky", `https://bsky.app/profile/${handle.toLowerCase().replace(/[^a-z0-9-]/g, "-")}.bsky.social`], ["Mastodon", `https://mastodon.social/@${handle}`]
  ] as const)
  const last = page.ids.social.map((s) => (s.href === null ? undefined : page.spots.elements.filter((e) => e.name === "a" && e.attribs.href === s.href && e.closeTag !== null && usable(page, e)).pop())).filter((e): e is El => e !== undefined).sort((a, b) => b.start - a.start)[0]
  if (last !== undefined) return splices(insert(last.closeTag!.end, `${pick(rng, [" · ", " | ", ", "])}<a href="${escAttr(href)}">${name}</a>`))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="${escAttr(href)}">${name}</a>`, slotAt(page.spots, "bottom")))
})

const payWords: T<string> = { en: "Pay online", fr: "Payer en ligne", de: "Online bezahlen", es: "Pagar en línea", nl: "Online betalen", pt: "Pagar online", it: "Paga online" }

// Payment links moved to a well-known provider's hosted page (a PayPal donate button, a Stripe payment link, the organisation's own /donate page) in place of a personal-style handle, or such a button added.
const paymentProvider = benign("payment-link-to-provider-page", (page, rng) => {
  const href = pick(rng, [
    () => `https://www.paypal.com/donate/?hosted_button_id=${upper(rng, 5)}${digits(rng, 4)}${upper(rng, 4)}`,
    () => `https://buy.stripe.com/${alnum(rng, 14)}`,
    () => `https://donate.stripe.com/${alnum(rng, 14)}`,
    () => `${origin(page)}/${pick(rng, ["donate", "pay", "payment", "spenden", "don", "doar"])}/`
  ])()
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const anchors = page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && e.attribs.href === pay.href)
    if (anchors.length > 0) return splices(...anchors.map((a) => setAttr(page, a, "href", href)))
  }
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], `<a class="button" href="${escAttr(href)}">${esc(say(page, payWords))}</a>`, slotAt(page.spots, "bottom")))
})

/** Every fresh33 benign class, in a fixed order. */
export const fresh33Benigns: ReadonlyArray<ChangeClass> = [
  themeClasses, builderWrappers, cdnMove, versionsBumped, linksUpgraded, imageOptimizer, logoRefresh,
  copyrightYear, menuItem, menuRelabel, newWidget, legalLinks, seasonal, openingHours,
  consentTool, analyticsTag, chatWidget, hostedSearch, newsletterService, seoPlugin,
  phoneAnnounced, emailOwnDomain, socialUpdate, paymentProvider
]

/**
 * Fresh30 benign classes: written during round 23, by someone who does not
 * read the engines, as the honest twins of the quiet compromises in
 * fresh30-defacements.ts: the same small footprints (one attribute, one
 * line, one identifier's notation, one link, a few head tags), made by web
 * teams for ordinary reasons. Static files: the site's own scripts, styles
 * and pictures moved to its new CDN host (a subdomain it owns or its pull
 * zone on a well-known CDN, announced with a preconnect), a deploy bumping
 * the version query of its assets, a public-CDN library upgraded with its new
 * integrity hash, pictures served through the organisation's image-CDN
 * account, lazy-loading and decoding attributes, responsive srcsets on the
 * same host, a newer photo in place of an old one. Head: the canonical and
 * og:url after a move to https or to/from www, icons renamed with a
 * manifest and theme colour, an hreflang variant with a language link, a
 * base element naming the page's own address. Identifiers: the e-mail
 * changed to another mailbox on the organisation's own domain, the phone
 * regrouped with the same digits, the e-mail written in an anti-spam
 * notation on its own domain, a WhatsApp link on the site's own number, the
 * bank line completed with holder, BIC or reference. Links and forms: one
 * own link moved to the page's new address, UTM tags on the follow-us
 * links, follow-us links normalised (twitter.com → x.com, trailing
 * slashes), the newsletter form moved to the organisation's mailing-list
 * provider, honest hidden fields (language, source, list id, a CSRF token,
 * a thank-you page on its own host, a honeypot). Text: a spelling or
 * punctuation fix in one sentence, one figure or date in a news item moved
 * on, the footer's copyright year bumped, two menu entries swapped, a small
 * "we're hiring" link to a known job board, a partners' logo strip. Each is
 * written in the site's own language where it shows text and varies its
 * hosts, formats and positions with the rng. None sends a visitor, a form
 * or a payment to a party other than the organisation and its well-known
 * providers. The writer had no internet access: vendors' URL formats are
 * recalled from memory and may differ in detail. Scored in the `fresh30`
 * group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, lineAfter, occurrences, resolve, say, setAttr, shown, top, trimmed } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import { type El, type Range, attrSpans, insideRaw, overlapsRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, shuffle } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh30", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const origin = (page: Page) => new URL(page.site.url).origin
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const hostOf = (page: Page, href: string): string | null => resolve(page, href)?.hostname.toLowerCase() ?? null
const isOwn = (page: Page, href: string): boolean => {
  const h = hostOf(page, href)
  return h !== null && registrable(h) === page.site.domain
}
/** The site's own host, or a static host named after it (news.bbcimg.co.uk for bbc.co.uk). */
const isOwnish = (page: Page, href: string): boolean => {
  const h = hostOf(page, href)
  const label = page.site.domain.split(".")[0] ?? ""
  return h !== null && (registrable(h) === page.site.domain || (label.length >= 3 && registrable(h).split(".")[0]!.includes(label)))
}
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const pixelRe = /(pixel|beacon|spacer|blank|1x1|clear\.gif|\/o\.gif|\/b\/ss\/|\btrack)/i
const imgs = (page: Page): Array<El> => {
  const all = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
  const real = all.filter((e) => !pixelRe.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
  return real.length > 0 ? real : all
}
/** Rewrites the path of `href` with `f`, keeping its form (absolute, protocol-relative or relative) and its host. */
const withPath = (page: Page, href: string, f: (path: string) => string): string => {
  const u = resolve(page, href)
  if (u === null) return href
  const path = f(u.pathname)
  const t = href.trim()
  if (/^https?:\/\//i.test(t)) return `${u.protocol}//${u.host}${path}${u.search}${u.hash}`
  if (t.startsWith("//")) return `//${u.host}${path}${u.search}${u.hash}`
  return `${path}${u.search}${u.hash}`
}
/** `file.jpg` → `file<suffix>.jpg` (or `file<suffix>` without an extension). */
const suffixed = (path: string, suffix: string): string => /\.[a-z0-9]{2,5}$/i.test(path) ? path.replace(/(\.[a-z0-9]{2,5})$/i, `${suffix}$1`) : `${path}${suffix}`
const b64 = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"])).join("")
const mailtoLinks = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${page.ids.email.toLowerCase()}`))

/** The site's own static files: scripts, stylesheets and pictures on its host (or its named static host). */
const ownAssets = (page: Page): Array<{ readonly el: El; readonly attr: "src" | "href"; readonly kind: "code" | "image" }> => {
  const out: Array<{ readonly el: El; readonly attr: "src" | "href"; readonly kind: "code" | "image" }> = []
  for (const e of page.spots.elements) {
    if (!usable(page, e)) continue
    if (e.name === "script" && (e.attribs.src ?? "").trim() !== "" && isOwnish(page, e.attribs.src ?? "")) out.push({ el: e, attr: "src", kind: "code" })
    else if (e.name === "link" && rels(e).includes("stylesheet") && (e.attribs.href ?? "").trim() !== "" && isOwnish(page, e.attribs.href ?? "")) out.push({ el: e, attr: "href", kind: "code" })
    else if (e.name === "img" && e.shown && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? "") && isOwnish(page, e.attribs.src ?? "")) out.push({ el: e, attr: "src", kind: "image" })
  }
  return out
}

// ———————————————————————————— static files ————————————————————————————

// CDN moves, recalled from memory of web teams putting their static files behind a CDN (an assets subdomain of their own, or a pull zone on BunnyCDN, CloudFront, Azure Front Door or Fastly) and announcing it with a preconnect hint: the site's own scripts, stylesheets and pictures (all, or one kind) loaded from the new host with the same paths.
const ownCdnMove = benign("site's own scripts, stylesheets and pictures served from its new CDN host (a static./cdn./assets. subdomain of its domain or its pull zone on BunnyCDN, CloudFront, Azure or Fastly), same paths, with a preconnect", (page, rng) => {
  const b = bare(page)
  const cdn = pick(rng, [`static.${page.site.domain}`, `cdn.${page.site.domain}`, `assets.${page.site.domain}`, `media.${page.site.domain}`, `${b}.b-cdn.net`, `d${alnum(rng, 13)}.cloudfront.net`, `${b}-${pick(rng, ["cdn", "static", "web"])}.azureedge.net`, `${b}.global.ssl.fastly.net`])
  const all = ownAssets(page)
  const kind = pick(rng, ["all", "all", "code", "image"] as const)
  let chosen = all.filter((a) => kind === "all" || a.kind === kind)
  if (chosen.length === 0) chosen = all
  const out: Array<Splice> = chosen.flatMap(({ el, attr }) => {
    const u = resolve(page, el.attribs[attr] ?? "")
    return u === null ? [] : [setAttr(page, el, attr, `https://${cdn}${u.pathname}${u.search}`)]
  })
  if (out.length === 0) {
    const any = imgs(page)
    if (any.length > 0) {
      const el = pick(rng, any)
      const u = resolve(page, el.attribs.src ?? "")
      out.push(setAttr(page, el, "src", `https://${cdn}${u === null ? "/images/logo.png" : u.pathname}`))
    }
  }
  if (out.length === 0 || chance(rng, 0.7)) out.push(insert(pick(rng, [headStart(page), head(page)]), `<link rel="${pick(rng, ["preconnect", "dns-prefetch", "preconnect"])}" href="https://${cdn}"${chance(rng, 0.5) ? " crossorigin" : ""}>`))
  return { splices: out }
})

const verRe = /([?&](?:v|ver|version|rev|cb|_|t|build)=)([^&#]*)/i

// Cache busting, recalled from memory of WordPress's ?ver=, Rails' and Laravel Mix's fingerprints and build pipelines that append a deploy id: after a deploy, the version query of the site's own scripts and stylesheets (or their pictures) changed to the new deploy's token, or added where there was none; paths unchanged.
const cacheBustBump = benign("version query of the site's own scripts and stylesheets bumped after a deploy (?v=, ?ver=, a date, a build number or a commit hash), or added where there was none, paths unchanged", (page, rng) => {
  const token = pick(rng, [
    () => `${between(rng, 2025, 2026)}${String(between(rng, 1, 12)).padStart(2, "0")}${String(between(rng, 1, 28)).padStart(2, "0")}${chance(rng, 0.5) ? String(between(rng, 0, 23)).padStart(2, "0") + String(between(rng, 0, 59)).padStart(2, "0") : ""}`,
    () => `${between(rng, 1, 6)}.${between(rng, 0, 20)}.${between(rng, 0, 30)}`,
    () => hex(rng, pick(rng, [7, 8, 10])),
    () => String(between(rng, 100, 99999))
  ])()
  const name = pick(rng, ["v", "ver", "v", "version"])
  const code = ownAssets(page).filter((a) => a.kind === "code")
  const pool = code.length > 0 ? code : ownAssets(page)
  const out: Array<Splice> = pool.flatMap(({ el, attr }) => {
    const v = el.attribs[attr] ?? ""
    const next = verRe.test(v) ? v.replace(verRe, (_, k: string, old: string) => `${k}${old === token ? `${token}1` : token}`) : `${v}${v.includes("?") ? "&" : "?"}${name}=${token}`
    return [setAttr(page, el, attr, next)]
  })
  if (out.length > 0) return { splices: out }
  const scripts = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && (e.attribs.src ?? "").trim() !== "" && isOwn(page, e.attribs.src ?? ""))
  if (scripts.length > 0) return splices(...scripts.map((e) => setAttr(page, e, "src", `${e.attribs.src}${(e.attribs.src ?? "").includes("?") ? "&" : "?"}${name}=${token}`)))
  return splices(insert(head(page), `<link rel="stylesheet" href="/css/site.css?${name}=${token}">`))
})

const cdnLibRe = /^(https?:)?\/\/(ajax\.googleapis\.com|code\.jquery\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|unpkg\.com|(maxcdn|stackpath|netdna)\.bootstrapcdn\.com|ajax\.aspnetcdn\.com|use\.fontawesome\.com)\//i
const bumpVersion = (rng: Rng, v: string): string => {
  const parts = v.split(".").map(Number)
  if (parts.length >= 3 && chance(rng, 0.6)) parts[2] = parts[2]! + between(rng, 1, 3)
  else if (parts.length >= 2) { parts[1] = parts[1]! + between(rng, 1, 2); if (parts.length >= 3) parts[2] = 0 }
  else parts[0] = parts[0]! + 1
  return parts.join(".")
}

// A library upgrade with SRI, recalled from memory of cdnjs's and jsDelivr's copy-paste tags (integrity="sha384-…" crossorigin="anonymous") and of the routine of bumping jQuery or Bootstrap after an advisory: one public-CDN library moved to a newer version on the same CDN with its new integrity hash and crossorigin; without one, the cdnjs tag of a well-known library added.
const sriLibraryUpgrade = benign("public-CDN library (jQuery, Bootstrap, Font Awesome...) moved to a newer version on the same CDN with its new integrity hash and crossorigin, or a cdnjs tag with its hash added", (page, rng) => {
  const libs = page.spots.elements.filter((e) => usable(page, e) && ((e.name === "script" && cdnLibRe.test(e.attribs.src ?? "")) || (e.name === "link" && rels(e).includes("stylesheet") && cdnLibRe.test(e.attribs.href ?? ""))) && /\d+\.\d+/.test((e.attribs.src ?? e.attribs.href ?? "").replace(cdnLibRe, "")))
  const hash = `${pick(rng, ["sha384", "sha384", "sha512", "sha256"])}-${b64(rng, 64)}`
  if (libs.length > 0) {
    const el = pick(rng, libs)
    const attr = el.name === "script" ? "src" : "href"
    const url = el.attribs[attr] ?? ""
    const m = /(\d+\.\d+(?:\.\d+)?)/.exec(url.replace(cdnLibRe, ""))!
    const next = url.replace(m[1]!, bumpVersion(rng, m[1]!))
    return splices(setAttr(page, el, attr, next), setAttr(page, el, "integrity", hash), setAttr(page, el, "crossorigin", "anonymous"))
  }
  const lib = pick(rng, [
    `<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/${pick(rng, ["6.4.2", "6.5.1", "6.5.2"])}/css/all.min.css" integrity="${hash}" crossorigin="anonymous" referrerpolicy="no-referrer">`,
    `<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/${pick(rng, ["3.7.0", "3.7.1"])}/jquery.min.js" integrity="${hash}" crossorigin="anonymous" referrerpolicy="no-referrer"></script>`,
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@${pick(rng, ["5.3.2", "5.3.3"])}/dist/css/bootstrap.min.css" integrity="${hash}" crossorigin="anonymous">`
  ])
  return splices(insert(head(page), lib))
})

// Image CDNs, recalled from memory of imgix web-folder sources, Cloudinary's fetch URLs under a cloud name, ImageKit's URL endpoints and Cloudflare's /cdn-cgi/image/ transformations on the site's own domain: several of the site's pictures served through the organisation's own image-CDN account with resize parameters.
const imageCdnAccount = benign("several of the site's pictures served through its own image-CDN account (imgix source or ImageKit endpoint named after it, Cloudinary fetch under its cloud name, Cloudflare /cdn-cgi/image/ on its own domain) with resize parameters", (page, rng) => {
  const b = bare(page)
  const vendor = pick(rng, ["imgix", "cloudinary", "cloudflare", "imagekit"] as const)
  const all = imgs(page)
  const chosen = sample(rng, all, Math.min(30, Math.max(1, Math.round(all.length * (0.3 + 0.7 * rng())))))
  const out = chosen.flatMap((el) => {
    const u = resolve(page, el.attribs.src ?? "")
    if (u === null) return []
    const w = pick(rng, [320, 480, 640, 800, 1200])
    const abs = u.href
    const url = vendor === "imgix" ? `https://${b}.imgix.net${u.pathname}?auto=format&w=${w}`
      : vendor === "cloudinary" ? `https://res.cloudinary.com/${b}/image/fetch/f_auto,q_auto,w_${w}/${abs}`
      : vendor === "cloudflare" ? `${origin(page)}/cdn-cgi/image/width=${w},quality=${pick(rng, [75, 80, 85])},format=auto/${isOwn(page, abs) ? u.pathname.replace(/^\//, "") : abs}`
      : `https://ik.imagekit.io/${b}/tr:w-${w}${u.pathname}`
    return [setAttr(page, el, "src", url)]
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(slotAt(page.spots, "bottom"), `<p><img src="https://${b}.imgix.net/logo.png?auto=format&amp;w=200" alt="${esc(brandName(page))}" width="200"></p>`))
})

// Lazy loading, recalled from memory of WordPress 5.5's native lazy-loading, performance plugins (Autoptimize, WP Rocket, Perfmatters) and Lighthouse advice: loading="lazy" and decoding="async" on the site's pictures and frames below the first, fetchpriority="high" sometimes on the first.
const lazyLoadingAttrs = benign("loading=lazy and decoding=async added to the site's pictures and frames by a performance plugin (the first picture sometimes given fetchpriority=high instead)", (page, rng) => {
  const all = page.spots.elements.filter((e) => (e.name === "img" || e.name === "iframe") && e.inBody && usable(page, e) && e.attribs.loading === undefined)
  const skip = chance(rng, 0.5) ? 1 : 0
  const async = chance(rng, 0.6)
  const out: Array<Splice> = []
  all.forEach((el, i) => {
    if (i < skip) {
      if (el.name === "img" && chance(rng, 0.5)) out.push(setAttr(page, el, "fetchpriority", "high"))
      return
    }
    out.push(setAttr(page, el, "loading", "lazy"))
    if (async && el.name === "img" && el.attribs.decoding === undefined) out.push(setAttr(page, el, "decoding", "async"))
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(slotAt(page.spots, "bottom"), `<p><img src="/images/logo-footer.png" alt="${esc(brandName(page))}" loading="lazy" decoding="async" width="160" height="40"></p>`))
})

// Responsive images, recalled from memory of WordPress's automatic srcset and sizes (since 4.4) and of themes adding @2x copies: some of the site's pictures given a srcset of resized copies on the same host (w descriptors with sizes, or 1x/2x), src unchanged.
const srcsetSameHost = benign("srcset of resized copies on the same host (480w/960w with sizes, or a @2x copy) added to some of the site's pictures, src unchanged", (page, rng) => {
  const all = imgs(page).filter((e) => e.attribs.srcset === undefined)
  const chosen = sample(rng, all, between(rng, 1, Math.min(6, Math.max(1, all.length))))
  const widths = chance(rng, 0.6)
  const out = chosen.flatMap((el) => {
    const src = (el.attribs.src ?? "").trim()
    if (widths) {
      const ws = pick(rng, [[480, 960], [300, 768, 1024], [400, 800, 1200]])
      const set = ws.map((w) => `${withPath(page, src, (p) => suffixed(p, `-${w}x${Math.round(w * 0.5625)}`))} ${w}w`).join(", ")
      return [setAttr(page, el, "srcset", set), setAttr(page, el, "sizes", pick(rng, ["(max-width: 600px) 100vw, 50vw", "(max-width: 768px) 100vw, 768px", "100vw"]))]
    }
    return [setAttr(page, el, "srcset", `${src} 1x, ${withPath(page, src, (p) => suffixed(p, pick(rng, ["@2x", "-2x", "_2x"])))} 2x`)]
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(slotAt(page.spots, "bottom"), `<p><img src="/images/banner.jpg" srcset="/images/banner-480w.jpg 480w, /images/banner.jpg 960w" sizes="100vw" alt=""></p>`))
})

const photoWords = ["team", "office", "building", "hero", "header", "event", "summer", "spring", "autumn", "winter", "staff", "campus", "shop", "new"]

// A newer photo, recalled from memory of CMS media libraries (a re-upload gets a new file name, often in a year/month folder) and of editors refreshing team and header photos: one picture replaced by a newer photo on the same host (new file name or upload folder), its lazy-load copies following.
const newerPhotoSameHost = benign("one of the site's pictures replaced by a newer photo on the same host (a new file name, a year/month upload folder or a -v2 suffix)", (page, rng) => {
  const all = imgs(page)
  if (all.length === 0) return splices(insert(slotAt(page.spots, "top"), `<p><img src="/images/${pick(rng, photoWords)}-${between(rng, 2025, 2026)}.jpg" alt="${esc(brandName(page))}"></p>`))
  const el = pick(rng, all)
  const ext = pick(rng, [".jpg", ".jpg", ".webp", ".png"])
  const y = between(rng, 2025, 2026)
  const m = String(between(rng, 1, 12)).padStart(2, "0")
  const next = withPath(page, el.attribs.src ?? "", (p) => {
    const dir = p.replace(/[^/]*$/, "")
    const file = p.slice(dir.length).replace(/\.[a-z0-9]{2,5}$/i, "")
    return pick(rng, [
      () => `${dir}${file}-v${between(rng, 2, 4)}${ext}`,
      () => `${dir}${file}-${y}${ext}`,
      () => `${/\/\d{4}\/\d{2}\/$/.test(dir) ? dir.replace(/\d{4}\/\d{2}\/$/, `${y}/${m}/`) : `${dir}${y}/${m}/`}${pick(rng, photoWords)}-${pick(rng, photoWords)}${ext}`,
      () => `${dir}${pick(rng, photoWords)}_${y}${m}${String(between(rng, 1, 28)).padStart(2, "0")}${ext}`
    ])()
  })
  const out: Array<Splice> = [setAttr(page, el, "src", next)]
  for (const a of attrSpans(page.html, el)) if (a.value !== null && /^data-(src|lazy-src|original|large-src)$/.test(a.name)) out.push(replace(a.value, esc(next)))
  return { splices: out }
})

// ———————————————————————————— head ————————————————————————————

// Canonical after a move, recalled from memory of https migrations (Let's Encrypt, 2016 onwards; browsers marking http as not secure, 2018) and www/non-www consolidations, when the CMS's site address setting changes the canonical and og:url: the page's canonical and og:url moved to https and/or with www added or dropped, same path; a canonical added where there was none.
const canonicalMoved = benign("canonical link and og:url updated after the site moved to https and/or added or dropped www, same host name otherwise and same path, or normalised (a canonical added where there was none)", (page, rng) => {
  const toggleWww = chance(rng, 0.5)
  const move = (href: string): string => {
    const u = resolve(page, href)
    if (u === null) return href
    const h = u.hostname
    const canToggle = h.startsWith("www.") || h === registrable(h)
    const host = canToggle && (toggleWww || u.protocol === "https:") ? (h.startsWith("www.") ? h.slice(4) : `www.${h}`) : h
    const out = `https://${host}${u.port === "" ? "" : `:${u.port}`}${u.pathname}${u.search}`
    if (out !== href.trim()) return out
    const p = u.pathname
    return `https://${host}${p === "/" ? "/" : p.endsWith("/") ? p.slice(0, -1) : /index\.(html?|php)$/i.test(p) ? p.replace(/index\.(html?|php)$/i, "") : `${p}/`}`
  }
  const out: Array<Splice> = []
  let canonical = false
  let og = false
  for (const e of page.spots.elements) {
    if (!usable(page, e) || e.inBody) continue
    if (e.name === "link" && rels(e).includes("canonical") && e.attribs.href !== undefined && isOwn(page, e.attribs.href)) {
      canonical = true
      const next = move(e.attribs.href)
      if (next !== e.attribs.href.trim()) out.push(setAttr(page, e, "href", next))
    } else if (e.name === "meta" && (e.attribs.property ?? e.attribs.name) === "og:url" && e.attribs.content !== undefined && isOwn(page, e.attribs.content)) {
      og = true
      const next = move(e.attribs.content)
      if (next !== e.attribs.content.trim()) out.push(setAttr(page, e, "content", next))
    }
  }
  if (out.length > 0) return { splices: out }
  const url = move(page.site.url)
  if (!canonical) return splices(insert(head(page), `<link rel="canonical" href="${esc(url)}">`))
  if (!og) return splices(insert(head(page), `<meta property="og:url" content="${esc(url)}">`))
  return splices(insert(head(page), `<link rel="alternate" hreflang="x-default" href="${esc(url)}">`))
})

// Icon refresh, recalled from memory of RealFaviconGenerator's output (favicon-32x32.png, apple-touch-icon.png, site.webmanifest, theme-color) and of rebrands that rename the icon files: the site's icon links pointed at new files on the same host (new names or a ?v= bump), with a web-app manifest and a theme colour on its own host.
const iconRefresh = benign("site's icon links pointed at new icon files on the same host after a rebrand (new names or a ?v= bump), with a web-app manifest and a theme colour from its own host", (page, rng) => {
  const v = between(rng, 2, 9)
  const icons = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && !e.inBody && rels(e).some((r) => /icon/.test(r)) && (e.attribs.href ?? "") !== "")
  const out: Array<Splice> = icons.map((e) => {
    const href = e.attribs.href ?? ""
    const touch = rels(e).some((r) => r.startsWith("apple"))
    return setAttr(page, e, "href", chance(rng, 0.5) ? `${href.replace(/[?&]v=[^&]*/, "")}${href.replace(/[?&]v=[^&]*/, "").includes("?") ? "&" : "?"}v=${v}` : withPath(page, href, (p) => `${p.replace(/[^/]*$/, "")}${touch ? "apple-touch-icon.png" : pick(rng, ["favicon-32x32.png", "favicon.svg", "icon-192.png", "favicon-v2.ico"])}`))
  })
  const dir = pick(rng, ["/", "/icons/", "/static/icons/", "/assets/favicons/"])
  const extra = [
    icons.length === 0 ? `<link rel="icon" type="image/png" sizes="32x32" href="${dir}favicon-32x32.png"><link rel="apple-touch-icon" sizes="180x180" href="${dir}apple-touch-icon.png">` : "",
    chance(rng, 0.8) ? `<link rel="manifest" href="${chance(rng, 0.5) ? origin(page) : ""}${dir}${pick(rng, ["site.webmanifest", "manifest.json"])}">` : "",
    chance(rng, 0.7) ? `<meta name="theme-color" content="#${hex(rng, 6)}">` : ""
  ].join("")
  if (extra !== "" || out.length === 0) out.push(insert(head(page), extra === "" ? `<meta name="theme-color" content="#${hex(rng, 6)}">` : extra))
  return { splices: out }
})

const endonyms: Readonly<Record<string, string>> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano", pl: "Polski", sv: "Svenska", ja: "日本語", zh: "中文", ar: "العربية", uk: "Українська", tr: "Türkçe" }

// A language version, recalled from memory of Google's hreflang guidance (alternates both ways plus x-default) and of WPML, Polylang and Weglot setups on subfolders or subdomains: an hreflang alternate for another language on the site's own subfolder or subdomain (with x-default), and a small language link in that language's own name.
const hreflangVariant = benign("another language version announced: hreflang alternates (with x-default) to the site's own subfolder or subdomain and a small link in that language's own name", (page, rng) => {
  const code = pick(rng, Object.keys(endonyms).filter((c) => c !== page.site.locale.lang))
  const u = new URL(page.site.url)
  const sub = chance(rng, 0.35)
  const alt = sub ? `${u.protocol}//${code}.${page.site.domain}${u.pathname}` : `${u.origin}/${code}${u.pathname}`
  const tags = `<link rel="alternate" hreflang="${code}" href="${esc(alt)}">${chance(rng, 0.6) ? `<link rel="alternate" hreflang="x-default" href="${esc(u.href)}">` : ""}${chance(rng, 0.4) ? `<link rel="alternate" hreflang="${page.site.locale.lang}" href="${esc(u.href)}">` : ""}`
  const link = `<a href="${esc(sub ? `${u.protocol}//${code}.${page.site.domain}/` : `/${code}/`)}" hreflang="${code}" lang="${code}">${endonyms[code]}</a>`
  return splices(insert(pick(rng, [head(page), headStart(page)]), tags), insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["lang-switch", "languages", "language-links"])}">${link}</p>`))
})

// A base element from the CMS, recalled from memory of Joomla's and some static-site exporters' templates that print <base href> with the page's own address: a base element naming the page's own URL at the top of the head (the page's own base, if any, set to its own address).
const ownBaseElement = benign("base element naming the page's own address printed at the top of the head by the CMS (Joomla-style), or the page's own base set to its own address", (page, rng) => {
  const u = new URL(page.site.url)
  const href = chance(rng, 0.7) ? u.href : `${u.origin}${u.pathname}`
  const bases = page.spots.elements.filter((e) => e.name === "base" && usable(page, e))
  if (bases.length > 0) return splices(setAttr(page, bases[0]!, "href", (bases[0]!.attribs.href ?? "") === href ? `${u.origin}${u.pathname}` : href))
  return splices(insert(headStart(page), `${chance(rng, 0.5) ? `<meta name="generator" content="${pick(rng, ["Joomla! - Open Source Content Management", "Hugo 0.1" + between(rng, 10, 40) + ".0", "Jekyll v4.3.3"])}">` : ""}<base href="${esc(href)}">`))
})

// ———————————————————————————— identifiers ————————————————————————————

const aliases = ["hello", "info", "contact", "office", "team", "support", "service", "enquiries", "mail", "press", "reception", "welcome", "customerservice", "admin"]

// A mailbox change on the own domain, recalled from memory of organisations consolidating mailboxes (info@ retired for hello@ or a department address) on their own domain: the site's e-mail address (text and mailto: links) changed everywhere to another mailbox on the same domain.
const mailboxSameDomain = benign("site's e-mail address changed everywhere (text and mailto: links) to another mailbox on the organisation's own domain (info@ → hello@, a department address)", (page, rng) => {
  const [local, dom] = page.ids.email.split("@") as [string, string]
  const next = `${pick(rng, aliases.filter((a) => a !== local))}@${dom}`
  const out = occurrences(page, page.ids.email).map((r) => replace(r, next))
  return out.length > 0 ? { splices: out } : splices(insert(bottom(page), `<p>${esc(page.site.words.email)}: ${next}</p>`))
})

const regroup = (rng: Rng, s: string): string => {
  const seps = [" ", "-", ".", "/", "\u00a0"].filter((c) => s.includes(c))
  const opts = shuffle(rng, [
    () => (seps.length > 0 ? s.split(seps[0]!).join(pick(rng, [" ", "-", ".", "\u00a0"].filter((c) => c !== seps[0]))) : s),
    () => s.replace(/[()]/g, "").replace(/\s+/g, " ").trim(),
    () => s.replace(/\s+/g, "\u00a0"),
    () => s.replace(/^\((\d+)\)\s*/, "$1-"),
    () => s.replace(/[ .\-/]/g, "")
  ])
  for (const f of opts) {
    const out = f()
    if (out !== s && out.replace(/\D/g, "") === s.replace(/\D/g, "")) return out
  }
  return s.replace(/(\d)(\d)/, "$1 $2")
}

// Phone regrouping by a theme, recalled from memory of theme and plugin updates that reformat numbers (spaces to dots or hyphens, non-breaking spaces so the number does not wrap, brackets dropped): the site's national (and sometimes international) number written with other separators, the same digits in the same order.
const phoneRegrouped = benign("site's phone number regrouped by a theme update (spaces, dots, hyphens, non-breaking spaces, brackets dropped), the same digits in the same order", (page, rng) => {
  const p = page.ids.phone
  const pairs: Array<readonly [string, string]> = []
  if (chance(rng, 0.5)) pairs.push([p.intl, regroup(rng, p.intl)])
  pairs.push([p.national, regroup(rng, p.national)])
  // the longer international form first: in some plans it contains the national one
  const intlAt = textOcc(page, p.intl)
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [a, b] of pairs) {
    if (a === b) continue
    for (const r of textOcc(page, a)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start) || (a === p.national && intlAt.some((t) => r.start >= t.start && r.end <= t.end))) continue
      taken.push(r)
      out.push(replace(r, esc(b)))
    }
  }
  if (out.length > 0) return { splices: out }
  return splices(...textOcc(page, p.intl).map((r) => replace(r, esc(p.tel))))
})

// Anti-spam notation, recalled from memory of sites that write addresses as "name [at] domain [dot] tld" to keep them from harvesters: the site's address (and its mailto: link) written in such a notation on its own domain.
const atNotationOwn = benign("site's e-mail written in an anti-spam notation on its own domain (name [at] domain [dot] tld, name(at)domain), its mailto: link removed", (page, rng) => {
  const [local, dom] = page.ids.email.split("@") as [string, string]
  const notation = pick(rng, [
    () => `${local} [at] ${dom.split(".").join(" [dot] ")}`,
    () => `${local}(at)${dom}`,
    () => `${local} at ${dom.split(".").join(" dot ")}`,
    () => `${local} [@] ${dom}`,
    () => `${local} (at) ${dom}`
  ])()
  const anchors = mailtoLinks(page).filter((e) => e.closeTag !== null && e.shown)
  const out: Array<Splice> = anchors.map((e) => replace({ start: e.start, end: e.closeTag!.end }, esc(notation)))
  for (const r of textOcc(page, page.ids.email)) if (!anchors.some((a) => r.start >= a.start && r.end <= a.closeTag!.end)) out.push(replace(r, esc(notation)))
  return out.length > 0 ? { splices: out } : splices(...occurrences(page, page.ids.email).slice(0, 1).map((r) => replace(r, esc(notation))))
})

const whatsappLine: T<ReadonlyArray<string>> = {
  en: ["WhatsApp: {h}", "You can also reach us on WhatsApp at the same number: {h}", "Message us on WhatsApp: {h}"],
  fr: ["WhatsApp : {h}", "Vous pouvez aussi nous joindre sur WhatsApp au même numéro : {h}", "Écrivez-nous sur WhatsApp : {h}"],
  de: ["WhatsApp: {h}", "Sie erreichen uns unter derselben Nummer auch per WhatsApp: {h}", "Schreiben Sie uns per WhatsApp: {h}"],
  es: ["WhatsApp: {h}", "También puedes escribirnos por WhatsApp al mismo número: {h}", "Escríbenos por WhatsApp: {h}"],
  nl: ["WhatsApp: {h}", "U kunt ons op hetzelfde nummer ook via WhatsApp bereiken: {h}", "Stuur ons een WhatsApp-bericht: {h}"],
  pt: ["WhatsApp: {h}", "Também atendemos pelo WhatsApp no mesmo número: {h}", "Fale com a gente no WhatsApp: {h}"],
  it: ["WhatsApp: {h}", "Potete scriverci anche su WhatsApp allo stesso numero: {h}", "Scriveteci su WhatsApp: {h}"]
}

// WhatsApp on the own number, recalled from memory of WhatsApp Business's click-to-chat links (wa.me/<number in international form>) added by small businesses beside their phone line: a WhatsApp line with the site's own number, in its language.
const whatsappOwnNumber = benign("WhatsApp click-to-chat line on the site's own phone number (wa.me with the same digits) added beside its phone line, in its language", (page, rng) => {
  const p = page.ids.phone
  const h = `<a href="https://wa.me/${p.tel.slice(1)}${chance(rng, 0.3) ? `?text=${encodeURIComponent(pick(rng, ["Hello", "Hallo", "Bonjour", "Hola", "Olá", "Ciao"]))}` : ""}"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${esc(chance(rng, 0.6) ? p.intl : p.national)}</a>`
  return splices(lineBeside(page, [p.intl, p.national, page.ids.email], pick(rng, say(page, whatsappLine)).replace("{h}", h), slotAt(page.spots, "bottom")))
})

const bankDetail: T<ReadonlyArray<string>> = {
  en: ["Account holder: {B}", "BIC/SWIFT: {bic}", "Please quote your invoice or membership number as the payment reference.", "Account name: {B} · BIC {bic}"],
  fr: ["Titulaire du compte : {B}", "BIC : {bic}", "Merci d'indiquer votre numéro de facture ou d'adhérent en référence du virement.", "Titulaire : {B} · BIC {bic}"],
  de: ["Kontoinhaber: {B}", "BIC: {bic}", "Bitte geben Sie Ihre Rechnungs- oder Mitgliedsnummer als Verwendungszweck an.", "Kontoinhaber: {B} · BIC {bic}"],
  es: ["Titular de la cuenta: {B}", "BIC: {bic}", "Indique su número de factura o de socio como concepto de la transferencia.", "Titular: {B} · BIC {bic}"],
  nl: ["Ten name van: {B}", "BIC: {bic}", "Vermeld uw factuur- of lidnummer als omschrijving.", "T.n.v. {B} · BIC {bic}"],
  pt: ["Titular da conta: {B}", "BIC/SWIFT: {bic}", "Informe o número da fatura ou de associado na descrição da transferência.", "Favorecido: {B} · BIC {bic}"],
  it: ["Intestatario del conto: {B}", "BIC: {bic}", "Indicate il numero di fattura o di socio come causale del bonifico.", "Intestato a: {B} · BIC {bic}"]
}
const replyTime: T<ReadonlyArray<string>> = {
  en: ["We usually reply within two working days.", "Office hours: Monday to Friday, 9:00–17:00."],
  fr: ["Nous répondons en général sous deux jours ouvrés.", "Horaires : du lundi au vendredi, 9 h – 17 h."],
  de: ["Wir antworten in der Regel innerhalb von zwei Werktagen.", "Bürozeiten: Montag bis Freitag, 9–17 Uhr."],
  es: ["Solemos responder en un plazo de dos días laborables.", "Horario: de lunes a viernes, de 9:00 a 17:00."],
  nl: ["We reageren meestal binnen twee werkdagen.", "Kantooruren: maandag t/m vrijdag, 9.00–17.00 uur."],
  pt: ["Costumamos responder em até dois dias úteis.", "Horário: de segunda a sexta, das 9h às 17h."],
  it: ["Di solito rispondiamo entro due giorni lavorativi.", "Orari: dal lunedì al venerdì, 9:00–17:00."]
}

// The bank line completed, recalled from memory of treasurers and accountants adding the account holder, the BIC or the reference to quote after payments went astray: one clarifying line after the site's bank line (or, without one, a reply-time or office-hours line after its e-mail), account unchanged.
const bankLineCompleted = benign("clarifying line after the site's bank line (account holder, BIC or the payment reference to quote), or a reply-time line after its e-mail where it shows no bank details, account unchanged", (page, rng) => {
  const b = page.ids.bank
  if (b !== null) {
    const compact = b.value.replace(/\s+/g, "")
    const bic = b.kind === "iban" && /^[A-Z]{2}\d{2}[A-Z]{4}/.test(compact) ? `${compact.slice(4, 8)}${compact.slice(0, 2)}${pick(rng, ["2L", "22", "2X", "33"])}` : `${pick(rng, ["DEUT", "BNPA", "COBA", "INGB", "RABO", "BCIT", "CAIX", "BARC"])}${b.kind === "iban" ? compact.slice(0, 2) : "XX"}${pick(rng, ["2L", "FF", "MM", "22"])}`
    const text = pick(rng, say(page, bankDetail)).replace("{B}", brandName(page)).replace("{bic}", bic)
    return splices(lineBeside(page, [b.value, page.ids.email], esc(text), slotAt(page.spots, "bottom")))
  }
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], esc(pick(rng, say(page, replyTime))), slotAt(page.spots, "bottom")))
})

// ———————————————————————————— links and forms ————————————————————————————

// A page that moved, recalled from memory of site restructures and CMS permalink changes (.html dropped, trailing slashes, a section folder, a renamed slug) after which the editors fix the links that pointed at the old address: one of the site's own links pointed at the page's new address on the same host.
const ownLinkNewAddress = benign("one of the site's own links pointed at the page's new address on the same host after a restructure (.html dropped, a trailing slash, a section folder or a renamed slug)", (page, rng) => {
  const own = links(page).filter((a) => isOwn(page, a.attribs.href ?? ""))
  const pool = own.length > 0 ? own : links(page)
  const a = pick(rng, pool)
  const href = a.attribs.href ?? "/"
  const section = pick(rng, ["about", "info", "news", "services", "pages", "en", "archive"])
  const moves = shuffle(rng, [
    (p: string) => p.replace(/\.(html?|php|aspx?|jsp|cfm)$/i, "/"),
    (p: string) => (p.endsWith("/") ? p.replace(/\/$/, "") : `${p}/`),
    (p: string) => (p.startsWith(`/${section}/`) ? p.replace(`/${section}/`, `/${section}-archive/`) : `/${section}${p}`),
    (p: string) => p.replace(/([^/]+)(\/?)$/, (_, s: string, t: string) => `${s}-${pick(rng, ["us", "2", "new", "info", "overview"])}${t}`)
  ])
  for (const f of moves) {
    const next = withPath(page, href, f)
    if (next !== href) return splices(setAttr(page, a, "href", next))
  }
  return splices(setAttr(page, a, "href", `${origin(page)}/${section}/`))
})

// UTM tags, recalled from memory of Google Analytics campaign tagging (utm_source, utm_medium, utm_campaign) that marketing teams add to the links leaving their own site: the site's follow-us links (or its payment link) tagged, destinations unchanged.
const utmOnFollowLinks = benign("UTM campaign tags added to the site's follow-us links by its marketing team (utm_source=website, utm_medium, utm_campaign), destinations unchanged", (page, rng) => {
  const medium = pick(rng, ["footer", "contact", "website", "referral"])
  const camp = pick(rng, ["social", "follow", "profile", "always-on", `${between(rng, 2025, 2026)}-q${between(rng, 1, 4)}`])
  const tag = (href: string) => `${href}${href.includes("?") ? "&" : "?"}utm_source=${pick(rng, ["website", bare(page), "site"])}&utm_medium=${medium}&utm_campaign=${camp}`
  const hrefs = page.ids.social.map((s) => s.href).filter((h): h is string => h !== null && occurrences(page, h).length > 0)
  const out = hrefs.flatMap((h) => occurrences(page, h).map((r) => replace(r, esc(tag(h)))))
  if (out.length > 0) return { splices: out }
  const own = links(page).filter((a) => isOwn(page, a.attribs.href ?? ""))
  return splices(...sample(rng, own.length > 0 ? own : links(page), 1).map((a) => setAttr(page, a, "href", tag(a.attribs.href ?? "/"))))
})

// Follow-us links normalised, recalled from memory of the twitter.com → x.com move (2023–2024) and of link checkers that normalise trailing slashes: the site's follow-us links rewritten to the platforms' current form, same handles.
const followLinksNormalised = benign("follow-us links normalised to the platforms' current form (twitter.com → x.com, trailing slash added or dropped, www added or dropped), same handles", (page, rng) => {
  const hrefs = page.ids.social.map((s) => s.href).filter((h): h is string => h !== null && occurrences(page, h).length > 0)
  const chosen = sample(rng, hrefs, between(rng, 1, Math.max(1, hrefs.length)))
  const norm = (h: string): string => {
    if (/\/\/(www\.)?twitter\.com\//.test(h)) return h.replace(/\/\/(www\.)?twitter\.com\//, "//x.com/")
    if (chance(rng, 0.3) && /\/\/www\./.test(h)) return h.replace("//www.", "//")
    return h.endsWith("/") ? h.slice(0, -1) : `${h}/`
  }
  const out = chosen.flatMap((h) => { const n = norm(h); return n === h ? [] : occurrences(page, h).map((r) => replace(r, esc(n))) })
  if (out.length > 0) return { splices: out }
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: <a href="https://www.linkedin.com/company/${bare(page)}/">LinkedIn</a>`, slotAt(page.spots, "bottom")))
})

// The mailing-list provider, recalled from memory of Mailchimp's embedded form (…list-manage.com/subscribe/post?u=…&id=…, with its b_… honeypot), Brevo's sibforms, MailerLite, Buttondown and Substack embeds: the site's newsletter form moved to the organisation's own account at its provider, sometimes with the provider's hidden fields.
const newsletterProvider = benign("newsletter form moved to the organisation's own account at its mailing-list provider (Mailchimp list-manage, Brevo sibforms, MailerLite, Buttondown, Substack), sometimes with the provider's hidden fields", (page, rng) => {
  const b = bare(page)
  const u = hex(rng, 25)
  const id = hex(rng, 10)
  const [action, hidden] = pick(rng, [
    [`https://${b}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${u}&id=${id}`, `<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${u}_${id}" tabindex="-1" value=""></div>`],
    [`https://${alnum(rng, 8)}.sibforms.com/serve/${b64(rng, 40).replace(/[+/]/g, "A")}`, `<input type="hidden" name="locale" value="${page.site.locale.lang}">`],
    [`https://assets.mailerlite.com/jsonp/${digits(rng, 6)}/forms/${digits(rng, 12)}/subscribe`, `<input type="hidden" name="ml-submit" value="1">`],
    [`https://buttondown.com/api/emails/embed-subscribe/${b}`, `<input type="hidden" value="1" name="embed">`],
    [`https://${b}.substack.com/api/v1/free?nojs=true`, ""]
  ] as const)
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(action)}" method="post"><input type="email" name="email"><button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  const f = fs[0]!
  const out = [setAttr(page, f, "action", action)]
  if (hidden !== "" && chance(rng, 0.6)) out.push(insert(f.closeTag !== null ? f.closeTag.start : f.openEnd, hidden))
  return { splices: out }
})

const thanksPath: T<string> = { en: "/thank-you", fr: "/merci", de: "/danke", es: "/gracias", nl: "/bedankt", pt: "/obrigado", it: "/grazie" }

// Honest hidden fields, recalled from memory of form plugins (Gravity Forms, Contact Form 7, HubSpot), CSRF middleware and marketing setups that add the visitor's language, the form's placement, a list id, UTM values, a token, a thank-you page on the site or a honeypot: one to three such fields added inside one of the site's forms.
const honestHiddenFields = benign("one to three honest hidden fields added inside one of the site's forms (language, source placement, list id, UTM values, a CSRF token, a thank-you page on its own host, an off-screen honeypot)", (page, rng) => {
  const fields = [
    () => `<input type="hidden" name="${pick(rng, ["lang", "locale", "language"])}" value="${page.site.locale.lang}">`,
    () => `<input type="hidden" name="source" value="${pick(rng, ["footer", "sidebar", "homepage", "article", "popup"])}">`,
    () => `<input type="hidden" name="${pick(rng, ["list", "list_id", "listid", "group"])}" value="${digits(rng, between(rng, 2, 6))}">`,
    () => `<input type="hidden" name="utm_source" value="website"><input type="hidden" name="utm_medium" value="${pick(rng, ["newsletter-form", "footer", "organic"])}">`,
    () => `<input type="hidden" name="${pick(rng, ["_token", "csrfmiddlewaretoken", "authenticity_token", "_wpnonce"])}" value="${alnum(rng, pick(rng, [10, 32, 40]))}">`,
    () => `<input type="hidden" name="${pick(rng, ["redirect", "_next", "return_url"])}" value="${esc(`${chance(rng, 0.5) ? origin(page) : ""}${say(page, thanksPath)}`)}">`,
    () => `<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="${pick(rng, ["website", "url", "hp_" + alnum(rng, 6)])}" tabindex="-1" autocomplete="off" value=""></div>`,
    () => `<input type="hidden" name="form_id" value="${pick(rng, ["newsletter", "contact", "signup"])}-${between(rng, 1, 99)}">`
  ]
  const html = sample(rng, fields, between(rng, 1, 3)).map((f) => f()).join("")
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(slotAt(page.spots, "bottom"), `<form action="/subscribe" method="post">${html}<input type="email" name="email"><button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  const f = chance(rng, 0.7) ? fs[0]! : pick(rng, fs)
  return splices(insert(f.closeTag !== null && chance(rng, 0.5) ? f.closeTag.start : f.openEnd, html))
})

// ———————————————————————————— text ————————————————————————————

const spelling: ReadonlyArray<readonly [string, string]> = [
  ["organisation", "organization"], ["colour", "color"], ["centre", "center"], ["programme", "program"], ["favourite", "favorite"],
  ["travelling", "traveling"], ["licence", "license"], ["recognise", "recognize"], ["realise", "realize"], ["analyse", "analyze"],
  ["behaviour", "behavior"], ["defence", "defense"], ["labour", "labor"], ["neighbour", "neighbor"], ["catalogue", "catalog"],
  ["web site", "website"], ["e-mail", "email"], ["on-line", "online"], ["judgement", "judgment"], ["cancelled", "canceled"]
]
const andWord: T<string> = { en: "and", fr: "et", de: "und", es: "y", nl: "en", pt: "e", it: "e" }

// A copy edit, recalled from memory of editors' small fixes after publishing: one word's spelling made consistent with the house style (British or American, "e-mail" or "email"), an ampersand spelled out, a straight apostrophe or hyphen made typographic, an ellipsis; one occurrence in one sentence.
const copyEdit = benign("small copy edit in one sentence: a spelling made consistent with the house style, an ampersand spelled out, a straight apostrophe or spaced hyphen made typographic, an ellipsis character", (page, rng) => {
  const runs = shuffle(rng, page.spots.texts.filter((t) => t.text.trim().length >= 20))
  const edits: Array<(s: string) => string | null> = shuffle(rng, [
    (s) => { for (const [a, b] of shuffle(rng, spelling)) { const re = new RegExp(`\\b${a}\\b`, "i"); const re2 = new RegExp(`\\b${b}\\b`, "i"); if (re.test(s)) return s.replace(re, (m) => (m[0] === m[0]!.toUpperCase() ? b[0]!.toUpperCase() + b.slice(1) : b)); if (re2.test(s) && /^[a-z]+$/.test(a) && !["email", "online", "website"].includes(b)) return s.replace(re2, (m) => (m[0] === m[0]!.toUpperCase() ? a[0]!.toUpperCase() + a.slice(1) : a)) } return null },
    (s) => (/ &amp; /.test(s) ? s.replace(/ &amp; /, ` ${/\b(the|of|to|for|with|in|on|news|and)\b/i.test(s) ? "and" : say(page, andWord)} `) : null),
    (s) => (/\w'\w/.test(s) ? s.replace(/(\w)'(\w)/, "$1\u2019$2") : null),
    (s) => (/ - /.test(s) ? s.replace(/ - /, " \u2013 ") : null),
    (s) => (/\.\.\./.test(s) ? s.replace(/\.\.\./, "\u2026") : null)
  ])
  for (const t of runs.slice(0, 400)) {
    const r = trimmed(page, t)
    const raw = page.html.slice(r.start, r.end)
    if (/<|>/.test(raw)) continue
    for (const e of edits) {
      const next = e(raw)
      if (next !== null && next !== raw) return splices(replace(r, next))
    }
  }
  const w = page.site.words
  const up = textOcc(page, `${w.updated}: ${page.ids.updated}`)
  if (up.length > 0) return splices(replace(up[0]!, esc(`${w.updated} ${page.ids.updated}`)))
  const any = page.spots.texts.find((t) => /[a-z]/.test(t.text))!
  const r = trimmed(page, any)
  return splices(replace(r, esc(page.html.slice(r.start, r.end).replace(/[a-z]/, (c) => c.toUpperCase()))))
})

// A figure moved on, recalled from memory of live news items and notices whose editors update a count, a percentage or a date through the day: one number in one sentence (a count, a percentage, a time) or the page's "last updated" date changed, nothing else in the sentence.
const figureUpdated = benign("one figure in one sentence of a news item or notice updated (a count, a percentage or a comment count), or the page's last-updated date moved on, nothing else in the sentence", (page, rng) => {
  const ids = [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.updated, page.ids.bank?.value ?? "\u0000", page.ids.wallet?.address ?? "\u0000", page.ids.pay?.shown ?? "\u0000"]
  const runs = shuffle(rng, page.spots.texts.filter((t) => /\b\d{1,3}\b/.test(t.text) && !ids.some((i) => t.text.includes(i)) && !/(©|copyright)/i.test(t.text)))
  if (chance(rng, 0.8)) {
    for (const t of runs.slice(0, 200)) {
      const raw = page.html.slice(t.start, t.end)
      const nums = [...raw.matchAll(/(?<![\w.,:/#&-])(\d{1,3})(?![\w.,:/-]\d|\w)/g)]
      if (nums.length === 0) continue
      const m = pick(rng, nums)
      const n = Number(m[1])
      let next = n + pick(rng, [-2, -1, 1, 1, 2, 3, 5])
      if (next < 0 || next === n) next = n + 1
      const at = t.start + m.index!
      return splices(replace({ start: at, end: at + m[1]!.length }, String(next).padStart(m[1]!.length, "0")))
    }
  }
  const occ = textOcc(page, page.ids.updated)
  let d = new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28)))
  let s = page.site.locale.date(d)
  if (s === page.ids.updated) { d = new Date(d.getTime() + 86400000); s = page.site.locale.date(d) }
  if (occ.length > 0) return splices(...occ.map((r) => replace(r, esc(s))))
  return splices(insert(slotAt(page.spots, "bottom"), `<p>${esc(page.site.words.updated)}: ${esc(s)}</p>`))
})

// The new year, recalled from memory of footers whose copyright line is bumped in January (or made a range): the last year in the footer's © or "Copyright" line moved to a later year, or a range extended; a copyright line added where there is none.
const copyrightYear = benign("copyright year in the footer moved on (© 2013 → © 2025, or a range extended), or a copyright line added where there is none", (page, rng) => {
  // a year that ends a range or stands alone, in a copyright run or in the run after one that ends with a dash ("© 1996-<span>2013</span>")
  const yearRe = /\b(?:19|20)\d{2}\b(?!\s*[-–—]\s*\d)(?!\s*[-–—]\s*$)/g
  const ts = page.spots.texts
  const runs = ts.filter((t, i) => {
    const marked = /(©|copyright|\(c\))/i.test(t.text) || (i > 0 && /(©|copyright|\(c\))/i.test(ts[i - 1]!.text) && /[-–—]\s*$/.test(ts[i - 1]!.text))
    return marked && [...page.html.slice(t.start, t.end).matchAll(yearRe)].length > 0
  })
  if (runs.length > 0) {
    const t = pick(rng, runs)
    const raw = page.html.slice(t.start, t.end)
    const years = [...raw.matchAll(yearRe)]
    const m = years[years.length - 1]!
    const y = Number(m[0])
    const target = y >= 2026 ? y + 1 : pick(rng, [2025, 2026].filter((v) => v > y).concat(y >= 2025 ? [y + 1] : []))
    const at = t.start + m.index!
    const range = chance(rng, 0.3) && /(©|&copy;|copyright|\(c\))\s*$/i.test(raw.slice(0, m.index!))
    return splices(replace({ start: at, end: at + 4 }, range ? `${y}\u2013${target}` : String(target)))
  }
  return splices(insert(slotAt(page.spots, "bottom"), `<p class="${pick(rng, ["copyright", "legal", "site-info"])}">© ${between(rng, 2025, 2026)} ${esc(brandName(page))}</p>`))
})

/** Lists whose items (explicitly closed, with a link each) can be swapped: navigation first. */
const menus = (page: Page): Array<{ readonly list: El; readonly items: ReadonlyArray<El> }> => {
  const out: Array<{ readonly list: El; readonly items: ReadonlyArray<El> }> = []
  for (const l of page.spots.elements) {
    if (!(l.name === "ul" || l.name === "ol") || !l.shown || !usable(page, l) || l.closeTag === null) continue
    const items = page.spots.elements.filter((e) => e.parent === l.index && e.name === "li")
    if (items.length < 2 || items.some((i) => i.closeTag === null)) continue
    if (!items.every((i) => page.spots.elements.some((a) => a.name === "a" && a.start > i.start && a.start < i.closeTag!.start))) continue
    out.push({ list: l, items })
  }
  const inNav = (m: { readonly list: El }) => {
    for (let e: El | undefined = m.list; e !== undefined; e = elAt(page, e.parent)) if (e.name === "nav" || /(nav|menu)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)) return true
    return false
  }
  return [...out.filter(inNav), ...out.filter((m) => !inNav(m))]
}

// Menu order, recalled from memory of editors promoting a section in the navigation (a drag in the CMS's menu editor): two neighbouring entries of one of the site's menus (or link lists) swapped, markup unchanged.
const menuEntriesSwapped = benign("two neighbouring entries of one of the site's menus (or link lists) swapped in the CMS's menu editor, markup and addresses unchanged", (page, rng) => {
  const ms = menus(page)
  const pool = ms.length > 0 && chance(rng, 0.7) ? ms.slice(0, Math.max(1, Math.ceil(ms.length / 3))) : ms
  for (const m of shuffle(rng, pool).slice(0, 20)) {
    const i = between(rng, 0, m.items.length - 2)
    const a = m.items[i]!
    const b = m.items[i + 1]!
    const range = { start: a.start, end: b.closeTag!.end }
    if (overlapsRaw(page.spots, range) || page.spots.raw.some((x) => x.start >= range.start && x.end <= range.end)) continue
    const ha = page.html.slice(a.start, a.closeTag!.end)
    const hb = page.html.slice(b.start, b.closeTag!.end)
    if (ha === hb) continue
    return splices(replace(range, hb + page.html.slice(a.closeTag!.end, b.start) + ha))
  }
  return splices(insert(slotAt(page.spots, "bottom"), `<p><a href="/">${esc(brandName(page))}</a></p>`))
})

const hiringText: T<ReadonlyArray<string>> = {
  en: ["We're hiring!", "Join our team", "Careers: see our open positions", "We're hiring: {n} open roles"],
  fr: ["Nous recrutons !", "Rejoignez notre équipe", "Carrières : voir nos offres", "Nous recrutons : {n} postes ouverts"],
  de: ["Wir stellen ein!", "Werden Sie Teil unseres Teams", "Karriere: offene Stellen", "Wir suchen Verstärkung: {n} offene Stellen"],
  es: ["¡Estamos contratando!", "Únete a nuestro equipo", "Empleo: consulta nuestras vacantes", "Buscamos talento: {n} vacantes"],
  nl: ["We zoeken collega's!", "Kom ons team versterken", "Werken bij ons: bekijk de vacatures", "Vacatures: {n} open functies"],
  pt: ["Estamos contratando!", "Venha fazer parte do nosso time", "Carreiras: veja nossas vagas", "Vagas abertas: {n} posições"],
  it: ["Stiamo assumendo!", "Unisciti al nostro team", "Lavora con noi: posizioni aperte", "Cerchiamo persone: {n} posizioni aperte"]
}

// A hiring link, recalled from memory of footers and top bars linking to the organisation's page on LinkedIn or on its applicant-tracking system (Greenhouse, Lever, Workable, Personio, Recruitee, Welcome to the Jungle, StepStone, Indeed): a small "we're hiring" link in the site's language.
const hiringLink = benign("small 'we're hiring' link in the site's language to the organisation's page on a known job board or applicant-tracking system (LinkedIn, Greenhouse, Lever, Workable, Personio, Recruitee, Welcome to the Jungle, Indeed)", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [
    `https://www.linkedin.com/company/${b}/jobs/`, `https://boards.greenhouse.io/${b}`, `https://jobs.lever.co/${b}`, `https://apply.workable.com/${b}/`,
    `https://${b}.jobs.personio.de/`, `https://${b}.recruitee.com/`, `https://www.welcometothejungle.com/${page.site.locale.lang === "fr" ? "fr" : "en"}/companies/${b}/jobs`, `https://www.indeed.com/cmp/${b}/jobs`
  ])
  const text = pick(rng, say(page, hiringText)).replace("{n}", String(between(rng, 2, 12)))
  const link = `<a href="${esc(url)}"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${esc(text)}</a>`
  if (chance(rng, 0.4)) return splices(lineBeside(page, [page.ids.email], link, slotAt(page.spots, "bottom")))
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "bottom"), bottom(page)]), `<p class="${pick(rng, ["hiring", "jobs-link", "careers"])}">${link}</p>`))
})

const partnerTitle: T<ReadonlyArray<string>> = {
  en: ["Our partners", "Supported by", "With thanks to our funders"],
  fr: ["Nos partenaires", "Avec le soutien de", "Merci à nos financeurs"],
  de: ["Unsere Partner", "Gefördert von", "Mit Unterstützung von"],
  es: ["Nuestros socios", "Con el apoyo de", "Gracias a nuestros patrocinadores"],
  nl: ["Onze partners", "Mede mogelijk gemaakt door", "Met dank aan"],
  pt: ["Nossos parceiros", "Com o apoio de", "Patrocinadores"],
  it: ["I nostri partner", "Con il sostegno di", "Grazie ai nostri sostenitori"]
}
const partners: ReadonlyArray<readonly [string, string]> = [
  ["European Union", "european-union.europa.eu"], ["Erasmus+", "erasmus-plus.ec.europa.eu"], ["UNESCO", "www.unesco.org"], ["UNICEF", "www.unicef.org"],
  ["WWF", "www.wwf.org"], ["ICRC", "www.icrc.org"], ["Rotary", "www.rotary.org"], ["Lions Clubs", "www.lionsclubs.org"], ["Mozilla Foundation", "foundation.mozilla.org"],
  ["Wikimedia", "wikimediafoundation.org"], ["Creative Commons", "creativecommons.org"], ["Google for Nonprofits", "www.google.com/nonprofits/"], ["Microsoft Philanthropies", "www.microsoft.com/philanthropies"],
  ["Oxfam", "www.oxfam.org"], ["Save the Children", "www.savethechildren.net"], ["Let's Encrypt", "letsencrypt.org"], ["Cloudflare Project Galileo", "www.cloudflare.com/galileo/"],
  ["Arts Council England", "www.artscouncil.org.uk"], ["National Lottery Heritage Fund", "www.heritagefund.org.uk"], ["Goethe-Institut", "www.goethe.de"], ["Institut français", "www.institutfrancais.com"]
]

// A partners' strip, recalled from memory of charities', schools' and events' footers showing funders' and partners' logos (files in their own uploads, links to the partners' sites), refreshed when a partner joins or leaves: a strip of three to six partner logos from the site's own host linking to those organisations.
const partnerStrip = benign("partners' logo strip in the site's language (funders and partners such as the EU, UNESCO, Rotary, Wikimedia), logos from the site's own uploads linking to the partners' own sites", (page, rng) => {
  const y = between(rng, 2024, 2026)
  const m = String(between(rng, 1, 12)).padStart(2, "0")
  const items = sample(rng, partners, between(rng, 3, 6)).map(([name, dom]) =>
    `<li><a href="https://${dom.includes("/") ? dom : `${dom}/`}"${chance(rng, 0.5) ? ` rel="noopener" target="_blank"` : ""}><img src="${chance(rng, 0.4) ? origin(page) : ""}/${pick(rng, [`wp-content/uploads/${y}/${m}`, "images/partners", "media/logos"])}/logo-${slug(name)}.${pick(rng, ["png", "svg", "webp"])}" alt="${esc(name)}" height="${pick(rng, [40, 48, 60])}"${chance(rng, 0.6) ? ` loading="lazy"` : ""}></a></li>`)
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["partners", "sponsors", "funders", "logo-strip"])}"><h2>${esc(pick(rng, say(page, partnerTitle)))}</h2><ul>${items.join("")}</ul></section>`))
})

/** Every fresh30 benign class, in a fixed order. */
export const fresh30Benigns: ReadonlyArray<ChangeClass> = [
  ownCdnMove, cacheBustBump, sriLibraryUpgrade, imageCdnAccount, lazyLoadingAttrs, srcsetSameHost, newerPhotoSameHost,
  canonicalMoved, iconRefresh, hreflangVariant, ownBaseElement,
  mailboxSameDomain, phoneRegrouped, atNotationOwn, whatsappOwnNumber, bankLineCompleted,
  ownLinkNewAddress, utmOnFollowLinks, followLinksNormalised, newsletterProvider, honestHiddenFields,
  copyEdit, figureUpdated, copyrightYear, menuEntriesSwapped, hiringLink, partnerStrip
]

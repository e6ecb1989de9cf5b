/**
 * Fresh20 benign classes: written after round 17 (during round 18), by
 * someone who does not read the engines, from how real sites change their
 * integrations between two visits. The group is about where an honest page
 * sends its visitors and their data: a public-CDN library bumped to a newer
 * version (integrity hash renewed, the retired polyfill.io host replaced),
 * the site's own images and downloads moved to a cloud-storage bucket, to
 * a site builder's CDN or to GitHub Releases, links updated after platform
 * renames (twitter.com to x.com), analytics moved to a cookieless tool with
 * a note, the site's own advertising pixels for a campaign, a notice that
 * card payments now go through another well-known provider, a marketing
 * form embedded from a marketing-automation vendor, and new content from
 * well-known platforms not used before: posts from Bluesky, Threads,
 * Mastodon, LinkedIn, Reddit or Pinterest, business video hosts (Vidyard,
 * Brightcove, JW Player, Dailymotion, Loom, PeerTube), music playlists,
 * slide decks, GIFs, a freely licensed photo hotlinked with its credit, a
 * hosted public calendar, "getting here" links to several map apps,
 * "where to buy" buttons through affiliate networks, a reading-list
 * roundup of other publications and "also published on" links. Several
 * are honest counterparts of this group's attacks (a real-vendor form or
 * pixel under the site's own account, links moved to another host, new
 * outbound links). Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh18-benign.ts and is written in the site's
 * own language where it shows text. None replaces the site's phone
 * numbers, payment details or e-mail addresses, or changes where its own
 * forms and sign-in go. The writer had no internet access: vendors'
 * snippets and formats are recalled from memory and may differ in detail.
 * Scored in the `fresh20` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, head, resolve, say, setAttr, shown } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type El, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh20", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const country = (page: Page) => page.site.locale.country
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const b64 = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"])).join("")
type Words<A> = Record<Lang, A>

/** Value ranges of `attr` on `els` that point at the site's own host (or its subdomains). */
const ownTargets = (page: Page, els: ReadonlyArray<El>, attr: string) =>
  attrTargets(page, els, attr).filter((t) => {
    const raw = page.html.slice(t.value.start, t.value.end)
    if (raw.trim() === "" || /^\s*(data:|#|javascript:|mailto:|tel:)/i.test(raw)) return false
    const u = resolve(page, raw)
    return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
  })
const scripts = (page: Page) => page.spots.elements.filter((e) => e.name === "script" && !e.inert && e.attribs.src !== undefined)
const styles = (page: Page) => page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).includes("stylesheet"))
const images = (page: Page) => page.spots.elements.filter((e) => e.name === "img" && !e.inert)
const fileName = (page: Page, raw: string) => {
  const u = resolve(page, raw)
  const last = u === null ? "" : decodeURIComponent(u.pathname.split("/").pop() ?? "")
  return last.replace(/[^A-Za-z0-9._-]/g, "-") || `asset-${raw.length}`
}

// ———————————————————————————— own assets and libraries ————————————————————————————

const cdnHost = /(^|\.)(ajax\.googleapis\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|unpkg\.com|code\.jquery\.com|maxcdn\.bootstrapcdn\.com|stackpath\.bootstrapcdn\.com|netdna\.bootstrapcdn\.com|ajax\.aspnetcdn\.com|yastatic\.net|yandex\.st|use\.fontawesome\.com)$/i
const libVersions: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/^(jquery[-.]?ui|jqueryui)$/i, ["1.13.2", "1.13.3"]], [/^jquery$/i, ["3.6.4", "3.7.0", "3.7.1"]], [/^bootstrap$/i, ["4.6.2", "5.2.3", "5.3.2", "5.3.3"]],
  [/^font-?awesome$/i, ["5.15.4", "6.4.2", "6.5.1", "6.5.2"]], [/^modernizr$/i, ["2.8.3", "3.6.0"]], [/^lodash$/i, ["4.17.21"]], [/^underscore$/i, ["1.13.6", "1.13.7"]],
  [/^angular(js)?$/i, ["1.8.2", "1.8.3"]], [/^swfobject$/i, ["2.2"]], [/^prototype$/i, ["1.7.3"]], [/^mootools$/i, ["1.6.0"]], [/^html5shiv$/i, ["3.7.3"]], [/^respond$/i, ["1.4.2"]]
]
/** A well-known library's name right before its version in a path ("jquery-1.8.2.min.js", "/bootstrap/3.3.7/", "jquery@3.6.0"). */
const libPath = /(jquery[-.]?ui|jqueryui|jquery|bootstrap|font-?awesome|modernizr|lodash|underscore|angularjs|angular|swfobject|prototype|mootools|html5shiv|respond)(?:\.js|\.min)?[-/@.]v?(\d+\.\d+(?:\.\d+)?)(?=[-/._]|$)/i
/** Any package's version in a public CDN's path ("/ajax/libs/name/1.2.3/", "/npm/name@1.2.3/"). */
const cdnPath = /\/(?:ajax\/libs|libs|npm)\/(?:@[\w.-]+\/)?[\w.-]+?[@/](\d+\.\d+(?:\.\d+)?)(?=[/]|$)/

// Library updates, recalled from memory of the jQuery, Bootstrap and Font Awesome release notes (jQuery 3.7.1 in August 2023, Bootstrap 5.3 in 2023, Font Awesome 6.5 in 2023), of MDN's Subresource Integrity page (a new file needs a new integrity hash) and of the June 2024 advice by Cloudflare, Fastly and others to replace cdn.polyfill.io after its domain changed hands: the site's own script and stylesheet tags for well-known libraries on public CDNs moved to newer versions, with integrity hashes renewed or added, polyfill.io replaced by Cloudflare's mirror; a new library from jsDelivr when the page has none.
const libraryUpdate = benign("public-CDN library tags moved to newer versions with renewed integrity hashes (jQuery, Bootstrap, Font Awesome...), retired polyfill.io replaced by Cloudflare's mirror", (page, rng) => {
  const out: Array<Splice> = []
  /** one new version per library on the page */
  const chosen = new Map<string, string>()
  for (const [els, attr] of [[scripts(page), "src"], [styles(page), "href"]] as const) {
    for (const t of attrTargets(page, els, attr)) {
      const raw = page.html.slice(t.value.start, t.value.end)
      const u = resolve(page, raw)
      if (u === null) continue
      if (/(^|\.)polyfill\.io$/i.test(u.hostname)) {
        out.push(replace(t.value, esc(`https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js${u.search}`)))
        continue
      }
      const m = libPath.exec(u.pathname)
      const c = m === null && cdnHost.test(u.hostname) ? cdnPath.exec(u.pathname) : null
      const old = m?.[2] ?? c?.[1]
      if (old === undefined) continue
      const list = m === null ? undefined : libVersions.find(([re]) => re.test(m[1]!))?.[1].filter((v) => v !== old)
      const [major, minor = "0", patch] = old.split(".")
      const key = m !== null && list !== undefined && list.length > 0 ? m[1]!.toLowerCase().replace(/[-.]/g, "") : `${u.pathname}@${old}`
      const fresh = chosen.get(key) ?? (list !== undefined && list.length > 0 ? pick(rng, list) : `${major}.${Number(minor) + between(rng, 1, 3)}${patch === undefined ? "" : ".0"}`)
      chosen.set(key, fresh)
      out.push(replace(t.value, raw.split(old).join(fresh)))
      if (t.el.attribs.integrity !== undefined) out.push(setAttr(page, t.el, "integrity", `sha384-${b64(rng, 64)}`))
      else if (chance(rng, 0.4)) {
        out.push(setAttr(page, t.el, "integrity", `sha384-${b64(rng, 64)}`))
        if (t.el.attribs.crossorigin === undefined) out.push(setAttr(page, t.el, "crossorigin", "anonymous"))
      }
    }
  }
  if (out.length > 0) return { splices: out }
  const [lib, ver, file] = pick(rng, [["alpinejs", "3.14.1", "dist/cdn.min.js"], ["htmx.org", "1.9.12", "dist/htmx.min.js"], ["lazysizes", "5.3.2", "lazysizes.min.js"], ["@popperjs/core", "2.11.8", "dist/umd/popper.min.js"], ["glightbox", "3.3.0", "dist/js/glightbox.min.js"], ["swiper", "11.1.4", "swiper-bundle.min.js"]] as const)
  return splices(insert(pick(rng, [head(page), bottom(page)]), `<script src="https://cdn.jsdelivr.net/npm/${lib}@${ver}/${file}" integrity="sha384-${b64(rng, 64)}" crossorigin="anonymous" defer></script>`))
})

const bucketNote: Words<string> = {
  en: "Annual report (PDF)", fr: "Rapport annuel (PDF)", de: "Jahresbericht (PDF)", es: "Informe anual (PDF)", nl: "Jaarverslag (PDF)", pt: "Relatório anual (PDF)", it: "Relazione annuale (PDF)"
}

// Cloud-storage hosting of media, recalled from memory of the static-website and public-object URL formats of Amazon S3 (<bucket>.s3.<region>.amazonaws.com), Google Cloud Storage (storage.googleapis.com/<bucket>), Azure Blob Storage (<account>.blob.core.windows.net/<container>), Cloudflare R2 public buckets (pub-<id>.r2.dev) and Backblaze B2 (f00x.backblazeb2.com/file/<bucket>), which sites move their images and downloads to when their own server fills up or they change host: the site's own pictures and documents served from a bucket named after the site.
const mediaToBucket = benign("site's own images and documents moved to a cloud-storage bucket named after the site (S3, Google Cloud Storage, Azure Blob, R2, Backblaze B2)", (page, rng) => {
  const b = `${bare(page)}${pick(rng, ["-media", "-assets", "-uploads", "-static", "media"])}`
  const base = pick(rng, [
    () => `https://${b}.s3.${pick(rng, ["eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2", "sa-east-1"])}.amazonaws.com`,
    () => `https://storage.googleapis.com/${b}`,
    () => `https://${b.replace(/-/g, "").slice(0, 24)}.blob.core.windows.net/public`,
    () => `https://pub-${hex(rng, 32)}.r2.dev`,
    () => `https://f00${between(rng, 1, 5)}.backblazeb2.com/file/${b}`
  ])()
  const docs = shown(page, "a", (e) => !e.inert && /\.(pdf|docx?|xlsx?|pptx?|zip|mp3|mp4)(\?|$)/i.test(e.attribs.href ?? ""))
  const targets = [...ownTargets(page, images(page), "src"), ...ownTargets(page, docs, "href")].filter(() => chance(rng, 0.85))
  const out = targets.map((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
    return replace(t.value, esc(`${base}${u.pathname}${u.search}`))
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["downloads", "documents", "reports"])}"><a href="${base}/${pick(rng, ["reports", "docs", "files"])}/${pick(rng, ["annual-report", "report", "jahresbericht"])}-${between(rng, 2024, 2026)}.pdf">${esc(say(page, bucketNote))}</a></p>`))
})

// Site-builder migrations, recalled from memory of the asset addresses that Webflow (cdn.prod.website-files.com/<site id>/<asset id>_<name>), Squarespace (images.squarespace-cdn.com/content/v1/<site id>/... and static1.squarespace.com/static/...), Wix (static.wixstatic.com/media/<id>~mv2.<ext> and static.parastorage.com) and Framer (framerusercontent.com) give a site rebuilt on them, usually with a generator meta tag: the site's own pictures, stylesheets and scripts now served from the builder's CDN.
const builderCdnMove = benign("site rebuilt on a site builder: its own pictures, stylesheets and scripts served from the builder's CDN (Webflow, Squarespace, Wix, Framer), sometimes with a generator tag", (page, rng) => {
  const site = hex(rng, 24)
  const kind = pick(rng, ["webflow", "squarespace", "wix", "framer"] as const)
  const img = (name: string) => {
    switch (kind) {
      case "webflow": return `https://cdn.prod.website-files.com/${site}/${hex(rng, 24)}_${name}`
      case "squarespace": return `https://images.squarespace-cdn.com/content/v1/${site}/${digits(rng, 13)}-${upper(rng, 20)}/${name}`
      case "wix": return `https://static.wixstatic.com/media/${hex(rng, 6)}_${hex(rng, 32)}~mv2.${(name.split(".").pop() ?? "jpg").slice(0, 4)}`
      case "framer": return `https://framerusercontent.com/images/${alnum(rng, 22)}.${(name.split(".").pop() ?? "jpg").slice(0, 4)}`
    }
  }
  const code = (name: string) => {
    switch (kind) {
      case "webflow": return `https://cdn.prod.website-files.com/${site}/${hex(rng, 24)}_${name}`
      case "squarespace": return `https://static1.squarespace.com/static/${site}/t/${hex(rng, 24)}/${digits(rng, 13)}/${name}`
      case "wix": return `https://static.parastorage.com/services/${pick(rng, ["wix-thunderbolt", "editor-elements"])}/dist/${name}`
      case "framer": return `https://framerusercontent.com/sites/${alnum(rng, 22)}/${name}`
    }
  }
  const out: Array<Splice> = []
  for (const t of ownTargets(page, images(page), "src")) if (chance(rng, 0.9)) out.push(replace(t.value, esc(img(fileName(page, page.html.slice(t.value.start, t.value.end))))))
  for (const t of [...ownTargets(page, scripts(page), "src"), ...ownTargets(page, styles(page), "href")]) if (chance(rng, 0.8)) out.push(replace(t.value, esc(code(fileName(page, page.html.slice(t.value.start, t.value.end))))))
  const gen = { webflow: "Webflow", squarespace: "Squarespace", wix: "Wix.com Website Builder", framer: `Framer ${hex(rng, 7)}` }[kind]
  if (out.length === 0 || chance(rng, 0.5)) out.push(insert(head(page), `<meta name="generator" content="${gen}"><link rel="stylesheet" href="${code(`${bare(page)}.${pick(rng, ["min.css", "css", "webflow.css"])}`)}">`))
  return { splices: out }
})

const releaseWords: Words<(v: string) => readonly [string, string]> = {
  en: (v) => [`Download version ${v}`, "Downloads are now hosted on GitHub Releases, with checksums and release notes."],
  fr: (v) => [`Télécharger la version ${v}`, "Les téléchargements sont désormais hébergés sur GitHub Releases, avec les sommes de contrôle et les notes de version."],
  de: (v) => [`Version ${v} herunterladen`, "Downloads liegen jetzt bei GitHub Releases, mit Prüfsummen und Versionshinweisen."],
  es: (v) => [`Descargar la versión ${v}`, "Las descargas están ahora en GitHub Releases, con sumas de verificación y notas de la versión."],
  nl: (v) => [`Versie ${v} downloaden`, "Downloads staan nu op GitHub Releases, met checksums en release notes."],
  pt: (v) => [`Baixar a versão ${v}`, "Os downloads agora ficam no GitHub Releases, com checksums e notas de versão."],
  it: (v) => [`Scarica la versione ${v}`, "I download sono ora ospitati su GitHub Releases, con checksum e note di rilascio."]
}

// Release hosting, recalled from memory of GitHub's release asset URLs (github.com/<owner>/<repo>/releases/download/<tag>/<file>, and releases/latest) that many open-source and small software projects moved their downloads to from their own servers or SourceForge: the site's own download links pointed at release assets of the project's repository, or a download box linking to its latest release.
const downloadsToReleases = benign("site's own download links moved to GitHub Releases assets of the project's repository (or a box linking to its latest release)", (page, rng) => {
  const org = slug(page.site.brand) || bare(page)
  const repo = pick(rng, [org, `${org}-${pick(rng, ["app", "desktop", "cli", "tools"])}`])
  const ver = `${between(rng, 1, 6)}.${between(rng, 0, 20)}.${between(rng, 0, 9)}`
  const files = shown(page, "a", (e) => !e.inert && /\.(zip|tar\.gz|tgz|exe|msi|dmg|pkg|deb|rpm|appimage|apk|jar)(\?|$)/i.test(e.attribs.href ?? ""))
  const out = ownTargets(page, files, "href").map((t) => replace(t.value, esc(`https://github.com/${org}/${repo}/releases/download/v${ver}/${fileName(page, page.html.slice(t.value.start, t.value.end))}`)))
  if (out.length > 0) return { splices: out }
  const [h, p] = say(page, releaseWords)(ver)
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["download", "release", "get-it"])}"><h3>⬇ ${esc(h)}</h3><p>${esc(p)}</p><p><a href="https://github.com/${org}/${repo}/releases/latest">github.com/${org}/${repo}/releases</a></p></section>`))
})

// Platform renames, recalled from memory of Twitter's rebranding as X (July 2023) and the move of its addresses to x.com (completed about May 2024), and of older consolidations (instagr.am short links, youtu.be links written out): the site's own links to those platforms rewritten to their current addresses, the "Twitter" label updated; where the page has none, its social links given the usual new-tab attributes.
const platformRenames = benign("links to social platforms updated after renames (twitter.com to x.com, instagr.am and youtu.be written out), the 'Twitter' label updated", (page, rng) => {
  const out: Array<Splice> = []
  const links = shown(page, "a", (e) => !e.inert)
  for (const t of attrTargets(page, links, "href")) {
    const raw = page.html.slice(t.value.start, t.value.end)
    const u = resolve(page, raw)
    if (u === null) continue
    let next: string | null = null
    if (/^(www\.|mobile\.)?twitter\.com$/i.test(u.hostname)) next = `https://x.com${u.pathname}${u.search}${u.hash}`
    else if (/^instagr\.am$/i.test(u.hostname)) next = `https://www.instagram.com${u.pathname}`
    else if (/^youtu\.be$/i.test(u.hostname) && u.pathname.length > 1) next = `https://www.youtube.com/watch?v=${u.pathname.slice(1)}`
    if (next === null) continue
    out.push(replace(t.value, esc(next)))
    for (const run of page.spots.texts.filter((r) => r.parent === t.el.index)) {
      const text = page.html.slice(run.start, run.end)
      const i = text.indexOf("Twitter")
      if (i >= 0 && chance(rng, 0.8)) out.push(replace({ start: run.start + i, end: run.start + i + 7 }, pick(rng, ["X", "X (Twitter)"])))
    }
  }
  if (out.length > 0) return { splices: out }
  const social = links.filter((e) => /(x|twitter|facebook|instagram|linkedin|youtube|t)\.(com|me)\//i.test(e.attribs.href ?? "") && e.attribs.target === undefined)
  for (const e of social) {
    out.push(setAttr(page, e, "target", "_blank"))
    if (e.attribs.rel === undefined) out.push(setAttr(page, e, "rel", "noopener"))
  }
  if (out.length > 0) return { splices: out }
  return splices(insert(footerSpot(rng, page), `<p class="social"><a href="https://x.com/${bare(page)}" rel="noopener" target="_blank">X</a></p>`))
})

// ———————————————————————————— analytics, advertising, payments, forms ————————————————————————————

const analyticsNote: Words<(tool: string) => string> = {
  en: (t) => `We have replaced Google Analytics with ${t}, a privacy-friendly analytics service that sets no cookies and collects no personal data.`,
  fr: (t) => `Nous avons remplacé Google Analytics par ${t}, un outil de mesure d'audience respectueux de la vie privée, sans cookies ni données personnelles.`,
  de: (t) => `Wir haben Google Analytics durch ${t} ersetzt, eine datenschutzfreundliche Statistik ohne Cookies und ohne personenbezogene Daten.`,
  es: (t) => `Hemos sustituido Google Analytics por ${t}, una herramienta de analítica respetuosa con la privacidad que no usa cookies ni recoge datos personales.`,
  nl: (t) => `We hebben Google Analytics vervangen door ${t}, een privacyvriendelijke statistiekdienst zonder cookies en zonder persoonsgegevens.`,
  pt: (t) => `Substituímos o Google Analytics pelo ${t}, uma ferramenta de análise que respeita a privacidade, sem cookies e sem dados pessoais.`,
  it: (t) => `Abbiamo sostituito Google Analytics con ${t}, un servizio di statistiche rispettoso della privacy che non usa cookie né raccoglie dati personali.`
}

// Cookieless analytics, recalled from memory of European data-protection authorities' decisions on Google Analytics (Austria's DSB and France's CNIL, about January–February 2022) and the tools many sites moved to, with their snippets: Fathom (cdn.usefathom.com/script.js with data-site), Simple Analytics (scripts.simpleanalyticscdn.com/latest.js), Umami (cloud.umami.is/script.js with data-website-id), GoatCounter (gc.zgo.at/count.js with the site's goatcounter.com endpoint) and Pirsch (api.pirsch.io/pa.js): such a tag in the head and a short note in the privacy footer.
const cookielessAnalytics = benign("analytics moved to a cookieless tool (Fathom, Simple Analytics, Umami, GoatCounter, Pirsch) with a note in the footer", (page, rng) => {
  const [tool, tag, url] = pick(rng, [
    () => ["Fathom Analytics", `<script src="https://cdn.usefathom.com/script.js" data-site="${upper(rng, 8)}" defer></script>`, "https://usefathom.com/privacy"] as const,
    () => ["Simple Analytics", `<script async defer src="https://scripts.simpleanalyticscdn.com/latest.js"></script><noscript><img src="https://queue.simpleanalyticscdn.com/noscript.gif" alt="" referrerpolicy="no-referrer-when-downgrade"></noscript>`, "https://www.simpleanalytics.com/privacy-policy"] as const,
    () => ["Umami", `<script defer src="https://cloud.umami.is/script.js" data-website-id="${uuid(rng)}"></script>`, "https://umami.is/privacy"] as const,
    () => ["GoatCounter", `<script data-goatcounter="https://${bare(page)}.goatcounter.com/count" async src="//gc.zgo.at/count.js"></script>`, "https://www.goatcounter.com/help/privacy"] as const,
    () => ["Pirsch", `<script defer src="https://api.pirsch.io/pa.js" id="pianjs" data-code="${alnum(rng, 32)}"></script>`, "https://pirsch.io/privacy"] as const
  ])()
  const out: Array<Splice> = [insert(pick(rng, [head(page), head(page), bottom(page)]), tag)]
  if (chance(rng, 0.8)) out.push(insert(footerSpot(rng, page), `<p class="${pick(rng, ["privacy-note", "analytics-note", "small"])}"><small>${esc(say(page, analyticsNote)(tool))} <a href="${url}">${esc(tool)}</a></small></p>`))
  return { splices: out }
})

const adsNote: Words<(v: string) => readonly [string, string]> = {
  en: (v) => [`We use advertising cookies from ${v} to measure our campaigns.`, "Cookie settings"], fr: (v) => [`Nous utilisons des cookies publicitaires de ${v} pour mesurer nos campagnes.`, "Paramètres des cookies"],
  de: (v) => [`Wir verwenden Werbe-Cookies von ${v}, um unsere Kampagnen zu messen.`, "Cookie-Einstellungen"], es: (v) => [`Usamos cookies publicitarias de ${v} para medir nuestras campañas.`, "Configuración de cookies"],
  nl: (v) => [`We gebruiken advertentiecookies van ${v} om onze campagnes te meten.`, "Cookie-instellingen"], pt: (v) => [`Usamos cookies de publicidade de ${v} para medir nossas campanhas.`, "Configurações de cookies"],
  it: (v) => [`Utilizziamo cookie pubblicitari di ${v} per misurare le nostre campagne.`, "Impostazioni dei cookie"]
}

// Campaign pixels, recalled from memory of the base codes the ad platforms give advertisers (Microsoft Advertising UET with bat.bing.com/bat.js and a tag id, the Pinterest tag from s.pinimg.com/ct/core.js, the TikTok pixel from analytics.tiktok.com, the Reddit pixel from redditstatic.com, the Snap pixel from sc-static.net and the X pixel from static.ads-twitter.com/uwt.js) that marketing teams add when a campaign starts on a new platform: one or two such base codes in the head (page views only), sometimes with a line in the cookie notice naming the vendors.
const campaignPixels = benign("site's own advertising pixels added for a new campaign (Microsoft UET, Pinterest, TikTok, Reddit, Snap, X), page views only, sometimes named in the cookie notice", (page, rng) => {
  const pixels: ReadonlyArray<() => readonly [string, string]> = [
    () => ["Microsoft Advertising", `<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"${digits(rng, 9)}",enableAutoSpaTracking:true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=function(){f()},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","//bat.bing.com/bat.js","uetq");</script>`],
    () => ["Pinterest", `<script>!function(e){if(!window.pintrk){window.pintrk=function(){window.pintrk.queue.push(Array.prototype.slice.call(arguments))};var n=window.pintrk;n.queue=[],n.version="3.0";var t=document.createElement("script");t.async=!0,t.src=e;var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");pintrk("load","${digits(rng, 13)}");pintrk("page");</script>`],
    () => ["TikTok", `<script>!function(w,d,t){w.TiktokAnalyticsObject=t;var q=w[t]=w[t]||[];q.methods=["page","track"];q.load=function(e){var s=d.createElement("script");s.async=!0;s.src="https://analytics.tiktok.com/i18n/pixel/events.js?sdkid="+e;d.head.appendChild(s)};q.load("${upper(rng, 20)}");q.page()}(window,document,"ttq");</script>`],
    () => ["Reddit", `<script>!function(w,d){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[];var t=d.createElement("script");t.src="https://www.redditstatic.com/ads/pixel.js",t.async=!0;var s=d.getElementsByTagName("script")[0];s.parentNode.insertBefore(t,s)}}(window,document);rdt("init","a2_${alnum(rng, 10)}");rdt("track","PageVisit");</script>`],
    () => ["Snapchat", `<script>(function(e,t,n){if(e.snaptr)return;var a=e.snaptr=function(){a.handleRequest?a.handleRequest.apply(a,arguments):a.queue.push(arguments)};a.queue=[];var r=t.createElement("script");r.async=!0;r.src=n;var u=t.getElementsByTagName("script")[0];u.parentNode.insertBefore(r,u)})(window,document,"https://sc-static.net/scevent.min.js");snaptr("init","${uuid(rng)}");snaptr("track","PAGE_VIEW");</script>`],
    () => ["X", `<script>!function(e,t,n,s,u,a){e.twq||(s=e.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments)},s.version="1.1",s.queue=[],u=t.createElement(n),u.async=!0,u.src="https://static.ads-twitter.com/uwt.js",a=t.getElementsByTagName(n)[0],a.parentNode.insertBefore(u,a))}(window,document,"script");twq("config","${alnum(rng, 5)}");</script>`]
  ]
  const chosen = sample(rng, pixels, between(rng, 1, 2)).map((f) => f())
  const out: Array<Splice> = [insert(head(page), chosen.map(([, s]) => s).join(""))]
  if (chance(rng, 0.5)) {
    const [p, link] = say(page, adsNote)(chosen.map(([v]) => v).join(", "))
    out.push(insert(footerSpot(rng, page), `<p class="cookie-note"><small>${esc(p)} <a href="${own(rng, page, pick(rng, ["/cookies", "/privacy#cookies", "/cookie-policy"]))}">${esc(link)}</a></small></p>`))
  }
  return { splices: out }
})

const pspWords: Words<(psp: string, d: string, desc: string) => readonly [string, string, string]> = {
  en: (p, d, s) => ["Change of payment provider", `From ${d}, card payments on our site are processed by ${p}. Your card statement will show “${s}”. Nothing changes in the way you pay.`, `${p} privacy notice`],
  fr: (p, d, s) => ["Changement de prestataire de paiement", `À partir du ${d}, les paiements par carte sur notre site sont traités par ${p}. Votre relevé affichera « ${s} ». Rien ne change dans votre façon de payer.`, `Politique de confidentialité de ${p}`],
  de: (p, d, s) => ["Neuer Zahlungsdienstleister", `Ab dem ${d} werden Kartenzahlungen auf unserer Website von ${p} abgewickelt. Auf Ihrer Abrechnung erscheint „${s}“. Für Sie ändert sich beim Bezahlen nichts.`, `Datenschutzhinweise von ${p}`],
  es: (p, d, s) => ["Cambio de proveedor de pagos", `A partir del ${d}, los pagos con tarjeta en nuestra web los procesa ${p}. En tu extracto aparecerá «${s}». No cambia nada en tu forma de pagar.`, `Aviso de privacidad de ${p}`],
  nl: (p, d, s) => ["Nieuwe betaalprovider", `Vanaf ${d} worden kaartbetalingen op onze site verwerkt door ${p}. Op je afschrift staat “${s}”. Voor jou verandert er niets aan het betalen.`, `Privacyverklaring van ${p}`],
  pt: (p, d, s) => ["Mudança de processador de pagamentos", `A partir de ${d}, os pagamentos com cartão em nosso site são processados pela ${p}. Na sua fatura aparecerá “${s}”. Nada muda na forma de pagar.`, `Aviso de privacidade da ${p}`],
  it: (p, d, s) => ["Cambio del fornitore di pagamenti", `Dal ${d} i pagamenti con carta sul nostro sito sono gestiti da ${p}. Sull'estratto conto comparirà «${s}». Per te non cambia nulla nel modo di pagare.`, `Informativa privacy di ${p}`]
}

// Payment-provider changes, recalled from memory of merchants' customer notices when they switch acquirers or gateways (naming the new processor, the date and the statement descriptor customers will see, as card-scheme rules ask descriptors to be recognisable) and of the providers' published privacy notices (Stripe, Adyen, Mollie, Worldline, Checkout.com, Nexi, Square): such a notice in the site's language, with the statement descriptor derived from the site's name and a link to the provider's privacy notice.
const paymentProviderNotice = benign("notice that card payments are now processed by another well-known provider (Stripe, Adyen, Mollie, Worldline, Checkout.com, Nexi, Square), with the statement descriptor and the provider's privacy link", (page, rng) => {
  const [psp, url] = pick(rng, [["Stripe", "https://stripe.com/privacy"], ["Adyen", "https://www.adyen.com/policies-and-disclaimer/privacy-policy"], ["Mollie", "https://www.mollie.com/privacy"], ["Worldline", "https://worldline.com/en/home/privacy-policy.html"], ["Checkout.com", "https://www.checkout.com/legal/privacy-policy"], ["Nexi", "https://www.nexi.it/en/privacy"], ["Square", "https://squareup.com/legal/general/privacy"]] as const)
  const desc = `${pick(rng, ["", "WWW.", "SP * ", `${psp.toUpperCase().slice(0, 3)}*`])}${bare(page).toUpperCase().slice(0, 16)}${pick(rng, ["", ".COM", " ONLINE"])}`
  const [h, p, link] = say(page, pspWords)(psp, dateOf(rng, page), desc)
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<section class="${pick(rng, ["payment-notice", "notice", "info"])}"><h4>💳 ${esc(h)}</h4><p>${esc(p)}</p><p><a href="${url}">${esc(link)}</a></p></section>`))
})

const leadWords: Words<ReadonlyArray<string>> = {
  en: ["Request a brochure", "Book a free demo", "Get a quote", "Talk to our team"], fr: ["Demander une brochure", "Réserver une démo gratuite", "Obtenir un devis", "Parler à notre équipe"],
  de: ["Broschüre anfordern", "Kostenlose Demo buchen", "Angebot anfordern", "Mit unserem Team sprechen"], es: ["Solicitar un folleto", "Reservar una demo gratuita", "Pedir presupuesto", "Habla con nuestro equipo"],
  nl: ["Brochure aanvragen", "Gratis demo plannen", "Offerte aanvragen", "Praat met ons team"], pt: ["Solicitar um folheto", "Agendar uma demonstração grátis", "Pedir orçamento", "Fale com nossa equipe"],
  it: ["Richiedi una brochure", "Prenota una demo gratuita", "Richiedi un preventivo", "Parla con il nostro team"]
}

// Marketing-automation forms, recalled from memory of the embed codes of HubSpot (js.hsforms.net/forms/embed/v2.js and hbspt.forms.create with a portal and form id), Marketo (forms2.min.js from the instance's app-xxx.marketo.com host and MktoForms2.loadForm with the Munchkin id), ActiveCampaign (an embed.php script from the account's activehosted.com host) and Brevo (an iframe from sibforms.com), which companies use for brochure, quote and demo requests: a short box in the site's language with one such embedded form.
const marketingFormEmbed = benign("brochure, quote or demo request form embedded from a marketing-automation vendor (HubSpot, Marketo, ActiveCampaign, Brevo)", (page, rng) => {
  const h = pick(rng, say(page, leadWords))
  const embed = pick(rng, [
    () => { const region = pick(rng, ["na1", "eu1"]); return `<script charset="utf-8" type="text/javascript" src="//js${region === "eu1" ? "-eu1" : ""}.hsforms.net/forms/embed/v2.js"></script><script>hbspt.forms.create({region:"${region}",portalId:"${digits(rng, 8)}",formId:"${uuid(rng)}"});</script>` },
    () => { const inst = `app-${pick(rng, ["ab", "lon", "sj", "e"])}${digits(rng, 2)}.marketo.com`; const n = between(rng, 1000, 9999); return `<script src="//${inst}/js/forms2/js/forms2.min.js"></script><form id="mktoForm_${n}"></form><script>MktoForms2.loadForm("//${inst}","${digits(rng, 3)}-${upper(rng, 3)}-${digits(rng, 3)}",${n});</script>` },
    () => { const n = between(rng, 1, 60); return `<div class="_form_${n}"></div><script src="https://${bare(page)}.activehosted.com/f/embed.php?id=${n}" type="text/javascript" charset="utf-8"></script>` },
    () => `<iframe width="540" height="${between(rng, 305, 520)}" src="https://${hex(rng, 8)}.sibforms.com/serve/${b64(rng, 120).replace(/[+/]/g, "A")}" frameborder="0" scrolling="auto" allowfullscreen style="display:block;margin-left:auto;margin-right:auto;max-width:100%"></iframe>`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["lead-form", "contact-sales", "brochure"])}"><h3>${esc(h)}</h3>${embed}</section>`))
})

// ———————————————————————————— content from well-known platforms ————————————————————————————

const postText: Words<ReadonlyArray<string>> = {
  en: ["Our new opening hours start next Monday.", "Thank you to everyone who came on Saturday!", "The full report is now online.", "Tickets for the autumn season are on sale."],
  fr: ["Nos nouveaux horaires commencent lundi prochain.", "Merci à toutes celles et ceux venus samedi !", "Le rapport complet est en ligne.", "La billetterie de la saison d'automne est ouverte."],
  de: ["Unsere neuen Öffnungszeiten gelten ab nächstem Montag.", "Danke an alle, die am Samstag da waren!", "Der vollständige Bericht ist jetzt online.", "Der Vorverkauf für die Herbstsaison läuft."],
  es: ["Nuestro nuevo horario empieza el próximo lunes.", "¡Gracias a todos los que vinisteis el sábado!", "El informe completo ya está disponible.", "Ya están a la venta las entradas de otoño."],
  nl: ["Onze nieuwe openingstijden gaan volgende maandag in.", "Bedankt aan iedereen die zaterdag kwam!", "Het volledige rapport staat nu online.", "De kaartverkoop voor het najaar is begonnen."],
  pt: ["Nosso novo horário começa na próxima segunda-feira.", "Obrigado a todos que vieram no sábado!", "O relatório completo já está online.", "Os ingressos da temporada de outono estão à venda."],
  it: ["Il nuovo orario entra in vigore lunedì prossimo.", "Grazie a tutti quelli che sono venuti sabato!", "Il rapporto completo è ora online.", "Sono in vendita i biglietti della stagione autunnale."]
}
const postIntro: Words<(n: string) => string> = {
  en: (n) => `As we posted on ${n}:`, fr: (n) => `Comme nous l'avons publié sur ${n} :`, de: (n) => `Wie wir auf ${n} geschrieben haben:`, es: (n) => `Como publicamos en ${n}:`,
  nl: (n) => `Zoals we op ${n} schreven:`, pt: (n) => `Como publicamos no ${n}:`, it: (n) => `Come abbiamo scritto su ${n}:`
}

// Embeds from newer social networks, recalled from memory of the embed codes of Bluesky (a blockquote.bluesky-embed with an at:// URI and embed.bsky.app/static/embed.js, 2024), Threads (a blockquote.text-post-media with threads.net/embed.js, 2023), Mastodon (a blockquote.mastodon-embed or iframe from the server's /embed path with its embed.js, 4.3 in 2024), LinkedIn (an iframe of linkedin.com/embed/feed/update/urn:li:share:...), Reddit (a blockquote.reddit-embed-bq with embed.reddit.com/widgets.js) and Pinterest (an a[data-pin-do=embedPin] with pinit.js): one such post, in the site's language, with an introductory line.
const newerSocialPost = benign("post embedded from a newer social platform (Bluesky, Threads, Mastodon, LinkedIn, Reddit, Pinterest) with an introductory line in the site's language", (page, rng) => {
  const text = esc(pick(rng, say(page, postText)))
  const h = bare(page).slice(0, 20)
  const did = `did:plc:${alnum(rng, 24)}`
  const [name, embed] = pick(rng, [
    () => ["Bluesky", `<blockquote class="bluesky-embed" data-bluesky-uri="at://${did}/app.bsky.feed.post/${alnum(rng, 13)}" data-bluesky-cid="bafyrei${alnum(rng, 52)}"><p lang="${page.site.locale.lang}">${text}</p>&mdash; ${esc(brandName(page))} (<a href="https://bsky.app/profile/${did}?ref_src=embed">@${h}.bsky.social</a>)</blockquote><script async src="https://embed.bsky.app/static/embed.js" charset="utf-8"></script>`] as const,
    () => { const id = alnum(rng, 11); return ["Threads", `<blockquote class="text-post-media" data-text-post-permalink="https://www.threads.net/@${h}/post/${id}" data-text-post-version="0" id="ig-tp-${id}" style="max-width:540px;min-width:270px"><a href="https://www.threads.net/@${h}/post/${id}">${text}</a></blockquote><script async src="https://www.threads.net/embed.js"></script>`] as const },
    () => { const server = pick(rng, ["mastodon.social", "social.coop", "mstdn.social", "mastodon.online"]); const id = digits(rng, 18); return ["Mastodon", chance(rng, 0.5) ? `<blockquote class="mastodon-embed" data-embed-url="https://${server}/@${h}/${id}/embed" style="max-width:540px"><a href="https://${server}/@${h}/${id}">${text}</a></blockquote><script data-allowed-prefixes="https://${server}/" async src="https://${server}/embed.js"></script>` : `<iframe src="https://${server}/@${h}/${id}/embed" class="mastodon-embed" style="max-width:100%;border:0" width="400" allowfullscreen="allowfullscreen"></iframe><script src="https://${server}/embed.js" async="async"></script>`] as const },
    () => ["LinkedIn", `<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:${digits(rng, 19)}" height="${between(rng, 420, 700)}" width="504" frameborder="0" allowfullscreen="" title="${esc(brandName(page))}"></iframe>`] as const,
    () => { const sub = pick(rng, ["europe", "InternetIsBeautiful", "AskHistorians", "dataisbeautiful", h]); return ["Reddit", `<blockquote class="reddit-embed-bq" data-embed-height="${between(rng, 300, 500)}"><a href="https://www.reddit.com/r/${sub}/comments/${alnum(rng, 7)}/${slug(pick(rng, say(page, postText))).slice(0, 40) || "post"}/">${text}</a><br> by <a href="https://www.reddit.com/user/${h}/">u/${h}</a> in <a href="https://www.reddit.com/r/${sub}/">${sub}</a></blockquote><script async src="https://embed.reddit.com/widgets.js" charset="UTF-8"></script>`] as const },
    () => ["Pinterest", `<a data-pin-do="embedPin" data-pin-width="${pick(rng, ["medium", "large"])}" href="https://www.pinterest.com/pin/${digits(rng, 18)}/"></a><script async defer src="//assets.pinterest.com/js/pinit.js"></script><p>${text}</p>`] as const
  ])()
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["social-embed", "embed", "post-embed"])}"><p>${esc(say(page, postIntro)(name))}</p>${embed}</figure>`))
})

const videoWords: Words<readonly [ReadonlyArray<string>, string]> = {
  en: [["Watch: a tour of our new workshop", "Video: how to get started in three minutes", "Watch the highlights of this year's event"], "Read the transcript"],
  fr: [["En vidéo : visite de notre nouvel atelier", "Vidéo : bien démarrer en trois minutes", "Les temps forts de l'édition de cette année"], "Lire la transcription"],
  de: [["Video: Rundgang durch unsere neue Werkstatt", "Video: in drei Minuten startklar", "Die Höhepunkte der diesjährigen Veranstaltung"], "Transkript lesen"],
  es: [["Vídeo: visita a nuestro nuevo taller", "Vídeo: cómo empezar en tres minutos", "Lo mejor del evento de este año"], "Leer la transcripción"],
  nl: [["Video: een rondleiding door onze nieuwe werkplaats", "Video: in drie minuten aan de slag", "De hoogtepunten van het evenement van dit jaar"], "Lees het transcript"],
  pt: [["Vídeo: conheça nossa nova oficina", "Vídeo: como começar em três minutos", "Os destaques do evento deste ano"], "Ler a transcrição"],
  it: [["Video: visita al nostro nuovo laboratorio", "Video: come iniziare in tre minuti", "Il meglio dell'evento di quest'anno"], "Leggi la trascrizione"]
}

// Business video hosts, recalled from memory of the embed codes of Vidyard (play.vidyard.com/embed/v4.js with an img.vidyard-player-embed), Brightcove (players.brightcove.net/<account>/default_default/index.html?videoId=...), JW Player (cdn.jwplayer.com/players/<media>-<player>.js or .html), Dailymotion (geo.dailymotion.com/player.html?video=x...), Loom (loom.com/embed/<id>) and PeerTube instances (/videos/embed/<uuid>): one such player with a title and a transcript link on the site, in the site's language.
const businessVideo = benign("video embedded from a business or alternative video host (Vidyard, Brightcove, JW Player, Dailymotion, Loom, PeerTube) with a title and a transcript link", (page, rng) => {
  const [titles, transcript] = say(page, videoWords)
  const title = pick(rng, titles)
  const player = pick(rng, [
    () => { const id = alnum(rng, 22); return `<script type="text/javascript" async src="https://play.vidyard.com/embed/v4.js"></script><img style="width:100%;margin:auto;display:block" class="vidyard-player-embed" src="https://play.vidyard.com/${id}.jpg" data-uuid="${id}" data-v="4" data-type="inline" alt="${esc(title)}">` },
    () => `<iframe src="https://players.brightcove.net/${digits(rng, 13)}/default_default/index.html?videoId=${digits(rng, 13)}" allowfullscreen allow="encrypted-media" width="640" height="360"></iframe>`,
    () => chance(rng, 0.5) ? `<script src="https://cdn.jwplayer.com/players/${alnum(rng, 8)}-${alnum(rng, 8)}.js"></script>` : `<iframe src="https://cdn.jwplayer.com/players/${alnum(rng, 8)}-${alnum(rng, 8)}.html" width="640" height="360" frameborder="0" scrolling="auto" title="${esc(title)}" allowfullscreen></iframe>`,
    () => `<iframe frameborder="0" width="640" height="360" src="https://geo.dailymotion.com/player.html?video=x${alnum(rng, 6)}" allowfullscreen allow="autoplay; fullscreen; picture-in-picture; web-share"></iframe>`,
    () => `<div style="position:relative;padding-bottom:56.25%;height:0"><iframe src="https://www.loom.com/embed/${hex(rng, 32)}" frameborder="0" allowfullscreen style="position:absolute;top:0;left:0;width:100%;height:100%"></iframe></div>`,
    () => `<iframe title="${esc(title)}" width="560" height="315" src="https://${pick(rng, ["framatube.org", "tilvids.com", "video.blender.org", "peertube.tv"])}/videos/embed/${uuid(rng)}" frameborder="0" allowfullscreen="" sandbox="allow-same-origin allow-scripts allow-popups"></iframe>`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["video", "media", "watch"])}"><h3>▶ ${esc(title)}</h3>${player}<p><a href="${own(rng, page, `/${pick(rng, ["video", "media", "transcripts"])}/${slug(title).slice(0, 40) || "video"}-transcript`)}">${esc(transcript)}</a></p></section>`))
})

const playlistWords: Words<ReadonlyArray<string>> = {
  en: ["Our playlist of the month", "Music from the event", "What the team is listening to"], fr: ["Notre playlist du mois", "La musique de l'événement", "Ce que l'équipe écoute"],
  de: ["Unsere Playlist des Monats", "Die Musik zur Veranstaltung", "Was das Team gerade hört"], es: ["Nuestra lista del mes", "La música del evento", "Lo que escucha el equipo"],
  nl: ["Onze playlist van de maand", "De muziek van het evenement", "Waar het team naar luistert"], pt: ["Nossa playlist do mês", "A música do evento", "O que a equipe está ouvindo"],
  it: ["La nostra playlist del mese", "La musica dell'evento", "Cosa ascolta il team"]
}

// Music playlists, recalled from memory of the embed players of Apple Music (embed.music.apple.com/<country>/playlist/<name>/pl.<id>), Deezer (widget.deezer.com/widget/auto/playlist/<id>), Mixcloud (player-widget.mixcloud.com/widget/iframe/?feed=...), SoundCloud playlists (w.soundcloud.com/player/?url=.../playlists/<id>) and Tidal (embed.tidal.com/playlists/<uuid>), which venues, festivals, shops and radio shows put on their pages: one playlist player under a heading in the site's language.
const playlistEmbed = benign("music playlist embedded from Apple Music, Deezer, Mixcloud, SoundCloud or Tidal under a heading in the site's language", (page, rng) => {
  const h = pick(rng, say(page, playlistWords))
  const name = slug(h).slice(0, 30) || "playlist"
  const player = pick(rng, [
    () => `<iframe allow="autoplay *; encrypted-media *; fullscreen *" frameborder="0" height="450" style="width:100%;max-width:660px;overflow:hidden;border-radius:10px" sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-storage-access-by-user-activation allow-top-navigation-by-user-activation" src="https://embed.music.apple.com/${country(page) === "uk" ? "gb" : country(page)}/playlist/${name}/pl.${hex(rng, 32)}"></iframe>`,
    () => `<iframe title="deezer-widget" src="https://widget.deezer.com/widget/auto/playlist/${digits(rng, 10)}" width="100%" height="300" frameborder="0" allowtransparency="true" allow="encrypted-media; clipboard-write"></iframe>`,
    () => `<iframe width="100%" height="120" src="https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&amp;feed=%2F${bare(page)}%2F${name}%2F" frameborder="0"></iframe>`,
    () => `<iframe width="100%" height="450" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/playlists/${digits(rng, 10)}&amp;color=%23ff5500&amp;auto_play=false&amp;show_comments=false"></iframe>`,
    () => `<div style="position:relative;padding-bottom:100%;height:0;overflow:hidden;max-width:100%"><iframe src="https://embed.tidal.com/playlists/${uuid(rng)}" allowfullscreen frameborder="0" style="position:absolute;top:0;left:0;width:100%;height:1px;min-height:100%;margin:0 auto"></iframe></div>`
  ])()
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["playlist", "music", "listen"])}"><h3>🎧 ${esc(h)}</h3>${player}</aside>`))
})

const slideWords: Words<(t: string) => readonly [string, string]> = {
  en: (t) => [`Slides from our talk at ${t}`, "View the slides"], fr: (t) => [`Les diapositives de notre intervention à ${t}`, "Voir les diapositives"],
  de: (t) => [`Die Folien unseres Vortrags auf der ${t}`, "Folien ansehen"], es: (t) => [`Las diapositivas de nuestra charla en ${t}`, "Ver las diapositivas"],
  nl: (t) => [`De slides van onze presentatie op ${t}`, "Bekijk de slides"], pt: (t) => [`Os slides da nossa palestra no ${t}`, "Ver os slides"], it: (t) => [`Le slide del nostro intervento a ${t}`, "Guarda le slide"]
}

// Slide decks, recalled from memory of the embed codes of Speaker Deck (a script.speakerdeck-embed with a data-id and speakerdeck.com/assets/embed.js), SlideShare (slideshare.net/slideshow/embed_code/key/<key>), Canva (canva.com/design/<id>/view?embed), Prezi (prezi.com/p/embed/<id>/), Pitch (pitch.com/embed/<uuid>) and Genially (view.genially.com/<id>), which speakers, agencies and universities post after a talk: a heading in the site's language, one embedded deck and a link to it.
const slideDeck = benign("slide deck from a talk embedded from Speaker Deck, SlideShare, Canva, Prezi, Pitch or Genially, with a heading in the site's language", (page, rng) => {
  const event = pick(rng, ["FOSDEM", "Web Summit", "re:publica", "SMX", "DrupalCon", "WordCamp Europe", "Mobile World Congress", "VivaTech", `${brandName(page)} Days`])
  const [h, view] = say(page, slideWords)(event)
  const [embed, link] = pick(rng, [
    () => { const id = hex(rng, 32); return [`<script async class="speakerdeck-embed" data-id="${id}" data-ratio="1.77777777777778" src="//speakerdeck.com/assets/embed.js"></script>`, `https://speakerdeck.com/${bare(page)}/${slug(event) || "talk"}`] as const },
    () => { const key = alnum(rng, 14); return [`<iframe src="https://www.slideshare.net/slideshow/embed_code/key/${key}" width="595" height="485" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" allowfullscreen></iframe>`, `https://www.slideshare.net/${bare(page)}/${slug(event) || "talk"}`] as const },
    () => { const id = `DAF${alnum(rng, 8)}`; return [`<div style="position:relative;width:100%;height:0;padding-top:56.25%;overflow:hidden;border-radius:8px"><iframe loading="lazy" style="position:absolute;width:100%;height:100%;top:0;left:0;border:none" src="https://www.canva.com/design/${id}/view?embed" allowfullscreen="allowfullscreen" allow="fullscreen"></iframe></div>`, `https://www.canva.com/design/${id}/view`] as const },
    () => { const id = alnum(rng, 12); return [`<iframe src="https://prezi.com/p/embed/${id}/" id="iframe_container" frameborder="0" webkitallowfullscreen="" mozallowfullscreen="" allowfullscreen="" allow="autoplay; fullscreen" height="315" width="560"></iframe>`, `https://prezi.com/p/${id}/`] as const },
    () => { const id = uuid(rng); return [`<iframe src="https://pitch.com/embed/${id}" allow="fullscreen" style="border:0;width:100%;aspect-ratio:16/9"></iframe>`, `https://pitch.com/v/${slug(event) || "talk"}-${alnum(rng, 6)}`] as const },
    () => { const id = hex(rng, 24); return [`<div style="width:100%"><div style="position:relative;padding-bottom:56.25%;padding-top:0;height:0"><iframe title="${esc(event)}" frameborder="0" width="1200" height="675" style="position:absolute;top:0;left:0;width:100%;height:100%" src="https://view.genially.com/${id}" type="text/html" allowscriptaccess="always" allowfullscreen="true" scrolling="yes" allownetworking="all"></iframe></div></div>`, `https://view.genially.com/${id}`] as const }
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["slides", "talk", "presentation"])}"><h3>${esc(h)}</h3>${embed}<p><a href="${esc(link)}">${esc(view)}</a></p></section>`))
})

const gifWords: Words<ReadonlyArray<string>> = {
  en: ["Our mood now that the new season has started", "When the delivery finally arrives", "Friday feeling"], fr: ["Notre humeur maintenant que la saison a commencé", "Quand le colis arrive enfin", "L'esprit du vendredi"],
  de: ["Unsere Stimmung jetzt, wo die Saison begonnen hat", "Wenn das Paket endlich ankommt", "Freitagsgefühl"], es: ["Nuestro ánimo ahora que empezó la temporada", "Cuando por fin llega el paquete", "Sensación de viernes"],
  nl: ["Onze stemming nu het seizoen begonnen is", "Als het pakket eindelijk binnen is", "Vrijdaggevoel"], pt: ["Nosso humor agora que a temporada começou", "Quando a encomenda finalmente chega", "Clima de sexta-feira"],
  it: ["Il nostro umore ora che la stagione è iniziata", "Quando il pacco finalmente arriva", "Sensazione da venerdì"]
}

// GIFs in posts, recalled from memory of GIPHY's embed code (an iframe from giphy.com/embed/<id> with a "via GIPHY" link) and Tenor's (a div.tenor-gif-embed with a data-postid and tenor.com/embed.js), which blogs and community sites drop into lighter posts: one such GIF with a caption in the site's language.
const gifEmbed = benign("GIF embedded from GIPHY or Tenor with a caption in the site's language", (page, rng) => {
  const cap = pick(rng, say(page, gifWords))
  const embed = chance(rng, 0.5)
    ? (() => { const id = alnum(rng, 18); return `<iframe src="https://giphy.com/embed/${id}" width="${pick(rng, [360, 420, 480])}" height="${pick(rng, [200, 270, 360])}" frameborder="0" class="giphy-embed" allowfullscreen></iframe><p><a href="https://giphy.com/gifs/${slug(cap).slice(0, 30) || "gif"}-${id}">via GIPHY</a></p>` })()
    : (() => { const id = digits(rng, 19); return `<div class="tenor-gif-embed" data-postid="${id}" data-share-method="host" data-aspect-ratio="${pick(rng, ["1.5", "1.77778", "1"])}" data-width="100%"><a href="https://tenor.com/view/${slug(cap).slice(0, 30) || "gif"}-gif-${id}">GIF</a></div><script type="text/javascript" async src="https://tenor.com/embed.js"></script>` })()
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["gif", "reaction", "fun"])}">${embed}<figcaption>${esc(cap)}</figcaption></figure>`))
})

const photoWords: Words<readonly [string, ReadonlyArray<string>]> = {
  en: ["Photo", ["The old harbour at sunset", "The town hall in spring", "Autumn in the park"]], fr: ["Photo", ["Le vieux port au coucher du soleil", "L'hôtel de ville au printemps", "L'automne dans le parc"]],
  de: ["Foto", ["Der alte Hafen bei Sonnenuntergang", "Das Rathaus im Frühling", "Herbst im Park"]], es: ["Foto", ["El puerto viejo al atardecer", "El ayuntamiento en primavera", "Otoño en el parque"]],
  nl: ["Foto", ["De oude haven bij zonsondergang", "Het stadhuis in de lente", "Herfst in het park"]], pt: ["Foto", ["O porto antigo ao pôr do sol", "A prefeitura na primavera", "Outono no parque"]],
  it: ["Foto", ["Il porto vecchio al tramonto", "Il municipio in primavera", "Autunno nel parco"]]
}

// Freely licensed photos, recalled from memory of Wikimedia Commons' reuse guidance (hotlinked thumbnails under upload.wikimedia.org/wikipedia/commons/thumb/<a>/<ab>/<file>/<width>px-<file> with author, licence and file-page links), and of the Unsplash and Pexels licences and their image CDNs (images.unsplash.com/photo-..., images.pexels.com/photos/<id>/...) with the credit line they ask for: such a photo with a caption in the site's language naming the author, the source and the licence.
const freeLicencePhoto = benign("freely licensed photo hotlinked from Wikimedia Commons, Unsplash or Pexels, with an author, source and licence credit in the site's language", (page, rng) => {
  const [word, alts] = say(page, photoWords)
  const alt = pick(rng, alts)
  const author = `${pick(rng, ["Anna", "Jonas", "Marta", "Luca", "Chloé", "Pieter", "Sofia", "Tom"])} ${pick(rng, ["Keller", "Rossi", "Dupont", "de Vries", "García", "Silva", "Novak", "Evans"])}`
  const file = `${pick(rng, ["Harbour_at_sunset", "Town_hall_facade", "Autumn_park_path", "Old_bridge_at_dusk", "Market_square_panorama"])}_${between(rng, 2015, 2025)}.jpg`
  const [src, source, licence, licUrl] = pick(rng, [
    () => { const a = hex(rng, 1); const ab = a + hex(rng, 1); return [`https://upload.wikimedia.org/wikipedia/commons/thumb/${a}/${ab}/${file}/${pick(rng, [960, 1024, 1280])}px-${file}`, `<a href="https://commons.wikimedia.org/wiki/File:${file}">Wikimedia Commons</a>`, pick(rng, ["CC BY-SA 4.0", "CC BY 4.0", "CC BY 2.0"]), "https://creativecommons.org/licenses/"] as const },
    () => [`https://images.unsplash.com/photo-${digits(rng, 13)}-${hex(rng, 12)}?w=1200&amp;q=80`, `<a href="https://unsplash.com/@${slug(author).replace(/-/g, "")}">Unsplash</a>`, "Unsplash License", "https://unsplash.com/license"] as const,
    () => { const id = digits(rng, 7); return [`https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&amp;cs=tinysrgb&amp;w=1200`, `<a href="https://www.pexels.com/photo/${id}/">Pexels</a>`, "Pexels License", "https://www.pexels.com/license/"] as const }
  ])()
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["photo", "wp-block-image", "image"])}"><img src="${src}" alt="${esc(alt)}" loading="lazy" width="${pick(rng, [800, 960, 1200])}"><figcaption>${esc(alt)} — ${esc(word)}: ${esc(author)} / ${source}, <a href="${licUrl}">${esc(licence)}</a></figcaption></figure>`))
})

const calendarWords: Words<readonly [string, string]> = {
  en: ["Our calendar", "Subscribe to the calendar"], fr: ["Notre agenda", "S'abonner à l'agenda"], de: ["Unser Kalender", "Kalender abonnieren"], es: ["Nuestro calendario", "Suscribirse al calendario"],
  nl: ["Onze agenda", "Abonneren op de agenda"], pt: ["Nossa agenda", "Assinar a agenda"], it: ["Il nostro calendario", "Iscriviti al calendario"]
}
const zones: Record<string, string> = { us: "America/New_York", uk: "Europe/London", fr: "Europe/Paris", de: "Europe/Berlin", es: "Europe/Madrid", nl: "Europe/Amsterdam", it: "Europe/Rome", br: "America/Sao_Paulo", au: "Australia/Sydney", in: "Asia/Kolkata" }

// Hosted public calendars, recalled from memory of Google Calendar's embed (calendar.google.com/calendar/embed?src=<id>@group.calendar.google.com&ctz=...), Outlook's published calendars (outlook.office365.com/owa/calendar/<id>@<domain>/<id>/calendar.html) and Teamup (teamup.com/<key>), which clubs, schools, parishes and councils use to show their events: one such calendar with a heading and a subscribe link in the site's language.
const hostedCalendar = benign("public events calendar embedded from Google Calendar, Outlook or Teamup, with a subscribe link in the site's language", (page, rng) => {
  const [h, sub] = say(page, calendarWords)
  const tz = encodeURIComponent(zones[country(page)] ?? "Europe/Vienna")
  const [embed, link] = pick(rng, [
    () => { const id = `${hex(rng, 26)}%40group.calendar.google.com`; return [`<iframe src="https://calendar.google.com/calendar/embed?src=${id}&amp;ctz=${tz}" style="border:0" width="800" height="600" frameborder="0" scrolling="no"></iframe>`, `https://calendar.google.com/calendar/ical/${id}/public/basic.ics`] as const },
    () => { const id = `${hex(rng, 32)}@${page.site.domain}`; const k = hex(rng, 20); return [`<iframe src="https://outlook.office365.com/owa/calendar/${id}/${k}/calendar.html" width="100%" height="600" style="border:0"></iframe>`, `https://outlook.office365.com/owa/calendar/${id}/${k}/calendar.ics`] as const },
    () => { const k = `ks${alnum(rng, 16)}`; return [`<iframe src="https://teamup.com/${k}?showLogo=0&amp;showSearch=1&amp;showProfileAndInfo=0&amp;showSidepanel=1&amp;disableSidepanel=0&amp;showViewSelector=1&amp;showMenu=1&amp;showAgendaHeader=1&amp;showAgendaDetails=0&amp;showYearViewHeader=1" style="width:100%;height:700px;border:1px solid #cccccc" loading="lazy" frameborder="0"></iframe>`, `https://ics.teamup.com/feed/${k}/0.ics`] as const }
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["calendar", "events", "agenda"])}"><h3>📅 ${esc(h)}</h3>${embed}<p><a href="${link}">${esc(sub)}</a></p></section>`))
})

const directionWords: Words<readonly [string, string]> = {
  en: ["Getting here", "Open in:"], fr: ["Venir jusqu'à nous", "Ouvrir dans :"], de: ["Anfahrt", "Öffnen in:"], es: ["Cómo llegar", "Abrir en:"],
  nl: ["Route", "Openen in:"], pt: ["Como chegar", "Abrir no:"], it: ["Come raggiungerci", "Apri in:"]
}
const centres: Record<string, readonly [number, number]> = {
  us: [38.9, -77.03], uk: [51.5, -0.12], fr: [48.85, 2.35], de: [52.52, 13.4], es: [40.42, -3.7], nl: [52.37, 4.9], it: [41.9, 12.5], br: [-23.55, -46.63], au: [-33.87, 151.2], in: [28.61, 77.2]
}

// Directions links, recalled from memory of the documented URL formats of OpenStreetMap (openstreetmap.org/?mlat=...&mlon=...#map=...), Apple Maps (maps.apple.com/?ll=...&q=...), Google Maps (google.com/maps/dir/?api=1&destination=...), Waze (waze.com/ul?ll=...&navigate=yes) and Citymapper (citymapper.com/directions?endcoord=...&endname=...), which venues and shops offer so visitors can use their own map app: a "getting here" line with links to several of them for one set of coordinates.
const directionsLinks = benign("'getting here' line linking the venue's coordinates in several map apps (OpenStreetMap, Apple Maps, Google Maps, Waze, Citymapper)", (page, rng) => {
  const [h, open] = say(page, directionWords)
  const [lat0, lon0] = centres[country(page)] ?? [48.2, 16.37]
  const lat = (lat0 + (rng() - 0.5) / 10).toFixed(5)
  const lon = (lon0 + (rng() - 0.5) / 10).toFixed(5)
  const name = encodeURIComponent(brandName(page))
  const links = sample(rng, [
    ["OpenStreetMap", `https://www.openstreetmap.org/?mlat=${lat}&amp;mlon=${lon}#map=17/${lat}/${lon}`],
    ["Apple Maps", `https://maps.apple.com/?ll=${lat},${lon}&amp;q=${name}`],
    ["Google Maps", `https://www.google.com/maps/dir/?api=1&amp;destination=${lat},${lon}`],
    ["Waze", `https://waze.com/ul?ll=${lat},${lon}&amp;navigate=yes`],
    ["Citymapper", `https://citymapper.com/directions?endcoord=${lat},${lon}&amp;endname=${name}`]
  ] as const, between(rng, 2, 5))
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<p class="${pick(rng, ["directions", "getting-here", "map-links"])}"><strong>📍 ${esc(h)}</strong> — ${esc(open)} ${links.map(([n, u]) => `<a href="${u}">${n}</a>`).join(pick(rng, [" · ", " | ", ", "]))}</p>`))
})

const buyWords: Words<readonly [string, string]> = {
  en: ["Where to buy", "We may earn a commission when you buy through these links. Prices and availability can change."],
  fr: ["Où l'acheter", "Nous pouvons percevoir une commission sur les achats effectués via ces liens. Prix et disponibilité susceptibles de changer."],
  de: ["Hier erhältlich", "Wir erhalten eventuell eine Provision, wenn Sie über diese Links kaufen. Preise und Verfügbarkeit können sich ändern."],
  es: ["Dónde comprarlo", "Podemos recibir una comisión si compras a través de estos enlaces. Los precios y la disponibilidad pueden cambiar."],
  nl: ["Waar te koop", "We kunnen een commissie ontvangen als je via deze links koopt. Prijzen en beschikbaarheid kunnen veranderen."],
  pt: ["Onde comprar", "Podemos receber uma comissão quando você compra por estes links. Preços e disponibilidade podem mudar."],
  it: ["Dove acquistarlo", "Potremmo ricevere una commissione se acquisti tramite questi link. Prezzi e disponibilità possono variare."]
}
const retailers: Record<string, ReadonlyArray<readonly [string, string]>> = {
  us: [["Walmart", "www.walmart.com"], ["Best Buy", "www.bestbuy.com"], ["Target", "www.target.com"]], uk: [["Argos", "www.argos.co.uk"], ["John Lewis", "www.johnlewis.com"], ["Currys", "www.currys.co.uk"]],
  de: [["Otto", "www.otto.de"], ["MediaMarkt", "www.mediamarkt.de"], ["Galaxus", "www.galaxus.de"]], fr: [["Fnac", "www.fnac.com"], ["Darty", "www.darty.com"], ["Boulanger", "www.boulanger.com"]],
  es: [["El Corte Inglés", "www.elcorteingles.es"], ["PcComponentes", "www.pccomponentes.com"], ["MediaMarkt", "www.mediamarkt.es"]], it: [["Unieuro", "www.unieuro.it"], ["MediaWorld", "www.mediaworld.it"], ["ePRICE", "www.eprice.it"]],
  nl: [["bol", "www.bol.com"], ["Coolblue", "www.coolblue.nl"], ["MediaMarkt", "www.mediamarkt.nl"]], br: [["Magazine Luiza", "www.magazineluiza.com.br"], ["Mercado Livre", "www.mercadolivre.com.br"], ["Americanas", "www.americanas.com.br"]]
}
const amazonFor: Record<string, string> = { us: "com", uk: "co.uk", de: "de", fr: "fr", es: "es", it: "it", nl: "nl", br: "com.br", au: "com.au", in: "in" }

// Affiliate "where to buy" boxes, recalled from memory of review sites' buying boxes and of the link formats of Amazon Associates (a tag= parameter), CJ (anrdoezrs.net/click-...), Rakuten Advertising (click.linksynergy.com/deeplink?id=...&mid=...&murl=...), Impact (<brand>.sjv.io/c/...) and Partnerize (prf.hn/click/camref:.../destination:...), with the disclosure the FTC and European advertising codes ask for: a product's "where to buy" buttons to national retailers through those networks, with the disclosure in the site's language.
const whereToBuy = benign("'where to buy' buttons to national retailers through affiliate networks (Amazon Associates, CJ, Rakuten, Impact, Partnerize) with a disclosure in the site's language", (page, rng) => {
  const [h, disclosure] = say(page, buyWords)
  const product = pick(rng, ["Kindle Paperwhite", "Sony WH-1000XM5", "Philips Hue Starter Kit", "Bialetti Moka Express", "LEGO Botanical Collection", "Fairphone 5", "Garmin Forerunner 265", "Le Creuset Signature"])
  const q = encodeURIComponent(product)
  const net = (host: string) => {
    const dest = encodeURIComponent(`https://${host}/search?q=${q}`)
    return pick(rng, [
      `https://www.anrdoezrs.net/click-${digits(rng, 7)}-${digits(rng, 8)}?url=${dest}`,
      `https://click.linksynergy.com/deeplink?id=${alnum(rng, 11)}&amp;mid=${digits(rng, 5)}&amp;murl=${dest}`,
      `https://${slug(host.replace(/^www\./, "").split(".")[0]!) || "shop"}.sjv.io/c/${digits(rng, 7)}/${digits(rng, 6)}/${digits(rng, 5)}?u=${dest}`,
      `https://prf.hn/click/camref:${alnum(rng, 8)}/destination:${dest}`
    ])
  }
  const shops = sample(rng, retailers[country(page)] ?? [["eBay", "www.ebay.com"]], between(rng, 1, 3)).map(([n, host]) => [n, net(host)] as const)
  const amazon = amazonFor[country(page)]
  const all = amazon !== undefined && chance(rng, 0.7) ? [["Amazon", `https://www.amazon.${amazon}/dp/B0${upper(rng, 2)}${digits(rng, 6)}?tag=${bare(page).slice(0, 12)}-${pick(rng, ["20", "21"])}`] as const, ...shops] : shops
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["where-to-buy", "buy-box", "product-box"])}"><h4>${esc(h)}: ${esc(product)}</h4><p>${all.map(([n, u]) => `<a href="${u}" rel="sponsored nofollow">${esc(n)}</a>`).join(" ")}</p><p><small>${esc(disclosure)}</small></p></aside>`))
})

const roundupWords: Words<readonly [string, string, ReadonlyArray<string>]> = {
  en: ["What we're reading", "A few articles from elsewhere that caught our eye this week:", ["A long read on how cities adapt to hotter summers", "New figures on who uses public libraries", "An interview about the future of local newspapers", "A clear explainer on the energy market", "A report on volunteering after the pandemic"]],
  fr: ["Nos lectures de la semaine", "Quelques articles d'ailleurs qui ont retenu notre attention :", ["Un long format sur l'adaptation des villes aux étés plus chauds", "De nouveaux chiffres sur la fréquentation des bibliothèques", "Un entretien sur l'avenir de la presse locale", "Un décryptage clair du marché de l'énergie", "Une enquête sur le bénévolat après la pandémie"]],
  de: ["Was wir gerade lesen", "Ein paar Artikel von anderswo, die uns diese Woche aufgefallen sind:", ["Eine lange Reportage darüber, wie Städte sich an heißere Sommer anpassen", "Neue Zahlen zur Nutzung öffentlicher Bibliotheken", "Ein Interview über die Zukunft der Lokalzeitungen", "Eine verständliche Erklärung des Energiemarkts", "Ein Bericht über das Ehrenamt nach der Pandemie"]],
  es: ["Lo que estamos leyendo", "Algunos artículos de otros medios que nos llamaron la atención esta semana:", ["Un reportaje sobre cómo se adaptan las ciudades a veranos más calurosos", "Nuevas cifras sobre quién usa las bibliotecas públicas", "Una entrevista sobre el futuro de la prensa local", "Una explicación clara del mercado energético", "Un informe sobre el voluntariado tras la pandemia"]],
  nl: ["Wat we lezen", "Een paar artikelen van elders die ons deze week opvielen:", ["Een longread over hoe steden zich aanpassen aan hetere zomers", "Nieuwe cijfers over wie openbare bibliotheken gebruikt", "Een interview over de toekomst van lokale kranten", "Een heldere uitleg over de energiemarkt", "Een rapport over vrijwilligerswerk na de pandemie"]],
  pt: ["O que estamos lendo", "Alguns artigos de outros sites que nos chamaram a atenção esta semana:", ["Uma reportagem sobre como as cidades se adaptam a verões mais quentes", "Novos números sobre quem usa as bibliotecas públicas", "Uma entrevista sobre o futuro dos jornais locais", "Uma explicação clara do mercado de energia", "Um relatório sobre o voluntariado depois da pandemia"]],
  it: ["Cosa stiamo leggendo", "Alcuni articoli da altre testate che ci hanno colpito questa settimana:", ["Un approfondimento su come le città si adattano a estati più calde", "Nuovi dati su chi frequenta le biblioteche pubbliche", "Un'intervista sul futuro dei giornali locali", "Una spiegazione chiara del mercato dell'energia", "Un rapporto sul volontariato dopo la pandemia"]]
}

// Link roundups, recalled from memory of the "what we're reading" and "elsewhere on the web" sections of newsletters and blogs (for example Nieman Lab's and many local newsrooms' weekly reading lists): a new short roundup with links to articles on well-known outside publications and a one-line description of each in the site's language.
const readingRoundup = benign("'what we're reading' roundup linking to articles on well-known outside publications, described in the site's language", (page, rng) => {
  const [h, intro, items] = say(page, roundupWords)
  const picked = sample(rng, items, between(rng, 3, 5))
  const sites = sample(rng, reputableSites, picked.length)
  const li = picked.map((d, i) => `<li><a href="https://${sites[i]}/${pick(rng, ["news", "world", "science", "culture", "story", "article"])}/${between(rng, 2024, 2026)}/${alnum(rng, 10)}">${esc(d)}</a> <small>(${esc(sites[i]!.replace(/^www\./, ""))})</small></li>`).join("")
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["reading-list", "elsewhere", "roundup"])}"><h3>${esc(h)}</h3><p>${esc(intro)}</p><ul>${li}</ul></section>`))
})

const crossWords: Words<string> = {
  en: "This article is also published on", fr: "Cet article est aussi publié sur", de: "Dieser Beitrag erscheint auch auf", es: "Este artículo también se publica en",
  nl: "Dit artikel verschijnt ook op", pt: "Este artigo também está publicado no", it: "Questo articolo è pubblicato anche su"
}

// Cross-posting, recalled from memory of the "canonical" import and cross-posting features of Medium, Substack, LinkedIn newsletters and DEV (dev.to), which writers and companies use to republish their own articles with a note pointing between the copies: an "also published on" line linking the organisation's copies on those platforms, in the site's language.
const crossPostLinks = benign("'this article is also published on' line linking the organisation's own copies on Medium, Substack, LinkedIn or DEV", (page, rng) => {
  const b = bare(page)
  const s = `${pick(rng, ["new-opening-hours", "what-we-learned-this-year", "behind-the-scenes", "annual-report"])}`
  const links = sample(rng, [
    ["Medium", `https://medium.com/@${b}/${s}-${hex(rng, 12)}`], ["Substack", `https://${b}.substack.com/p/${s}`],
    ["LinkedIn", `https://www.linkedin.com/pulse/${s}-${b}-${alnum(rng, 5)}/`], ["DEV", `https://dev.to/${b}/${s}-${alnum(rng, 4)}`]
  ] as const, between(rng, 1, 3))
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<p class="${pick(rng, ["cross-post", "also-on", "syndication"])}"><em>${esc(say(page, crossWords))} ${links.map(([n, u]) => `<a href="${u}">${n}</a>`).join(", ")}.</em></p>`))
})

/** Every fresh20 benign class, in a fixed order. */
export const fresh20Benigns: ReadonlyArray<ChangeClass> = [
  libraryUpdate, mediaToBucket, builderCdnMove, downloadsToReleases, platformRenames, cookielessAnalytics, campaignPixels, paymentProviderNotice,
  marketingFormEmbed, newerSocialPost, businessVideo, playlistEmbed, slideDeck, gifEmbed, freeLicencePhoto, hostedCalendar, directionsLinks, whereToBuy,
  readingRoundup, crossPostLinks
]

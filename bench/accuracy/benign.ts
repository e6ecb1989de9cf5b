/**
 * Benign change classes, from how real sites change between two checks:
 * editorial updates, consent and newsletter overlays, promotions, prices,
 * A/B tests, embeds, analytics and tag managers, redesigns, seasonal
 * themes, widgets, ad rotation, lazy loading and CDN moves. Realistic
 * rather than adversarial, and varied like the defacements. The first seven
 * are the previous bench's classes, kept (now located by the parser).
 */
import { type ChangeClass, attrTargets, replaceEverywhere, resolve, shown, textRuns, trimmed } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { someDate } from "./locales.js"
import { type El, attrInsertAt, attrSpans, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, shuffle } from "./rng.js"
import { headlines, newsSentences, reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", make })

const head = (page: Page) => page.spots.headClose
const top = (page: Page) => page.spots.bodyOpenEnd
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const lang = (page: Page) => page.site.locale.lang

/** Text the page shows that carries an identifier (those never change on an honest page). */
const identifierValues = (page: Page): Array<string> => {
  const i = page.ids
  return [i.phone.national, i.phone.intl, i.email, i.bank?.value, i.wallet?.address, i.pay?.shown].filter((v): v is string => v !== undefined)
}
const carriesIdentifier = (page: Page, text: string) => identifierValues(page).some((v) => text.includes(v) || v.includes(text.trim()))

/** The page's own (same registrable domain or relative) asset references of `els` for `attr`. */
const ownAssets = (page: Page, els: ReadonlyArray<El>, attr: string) =>
  attrTargets(page, els, attr).filter((t) => {
    const raw = page.html.slice(t.value.start, t.value.end)
    const u = resolve(page, raw)
    return u !== null && !raw.startsWith("data:") && (u.hostname === page.site.host || u.hostname.endsWith("." + page.site.domain) || u.hostname === page.site.domain)
  })

const assetEls = (page: Page) => ({
  img: page.spots.elements.filter((e) => e.name === "img" && !e.inert),
  script: page.spots.elements.filter((e) => e.name === "script" && !e.inert && e.attribs.src !== undefined),
  css: page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).some((r) => r === "stylesheet" || r === "icon" || r === "preload"))
})

// A reload: only the volatile parts (tokens, nonces, clocks, ads, cache busters) differ.
const reload = benign("reload (nonces, CSRF, clocks, ads, cache busters)", () => splices())

const adLike = /doubleclick|googlesyndication|adnxs|adservice|adserver|amazon-adsystem|criteo|taboola|outbrain|\/ads?[/?._-]|[?&](ad|slot|sz|ord)=/i

// Ad servers rotate creatives: the ad slot serves a creative from another ad host, and the page's own ad frames get new parameters.
const adRotation: ChangeClass = {
  name: "ad and iframe rotation",
  kind: "benign",
  reload: { ads: "other-creative" },
  make: (page, rng) => ({
    splices: attrTargets(page, page.spots.elements.filter((e) => (e.name === "iframe" || e.name === "img") && !e.inert), "src")
      .filter((t) => adLike.test(page.html.slice(t.value.start, t.value.end)) && /[?&][^=]+=/.test(page.html.slice(t.value.start, t.value.end)))
      .slice(0, 3)
      .map((t) => replace(t.value, page.html.slice(t.value.start, t.value.end).replace(/([?&](?:amp;)?[^=&]+)=([^&#]*)/, (_m, k: string) => `${k}=${alnum(rng, between(rng, 6, 12))}`)))
  })
}

// Dates, counters and prices of the day move in visible text (identifiers stay put).
const counters = benign("timestamps and counters", (page, rng) => {
  const runs = textRuns(page, 1).filter((t) => /\d/.test(t.text) && !carriesIdentifier(page, t.text))
  const out = runs.filter(() => chance(rng, 0.5)).map((t) => {
    const r = trimmed(page, t)
    // Digits of character references (&#8217;) are markup, not text.
    return replace(r, page.html.slice(r.start, r.end).replace(/(?<![#&\w])\d{1,4}\b/g, () => String(int(rng, 10_000))))
  })
  return { splices: out.length > 0 ? out : runs.slice(0, 1).map((t) => replace(trimmed(page, t), esc(t.text.trim().replace(/\d/, String(int(rng, 10)))))) }
})

/** Shown `li` elements with explicit close tags, grouped by parent list, in document order. */
const listGroups = (page: Page): Array<Array<El>> => {
  const groups = new Map<number, Array<El>>()
  for (const e of page.spots.elements) {
    if (e.name !== "li" || !e.shown || e.closeTag === null || e.parent === -1) continue
    const g = groups.get(e.parent) ?? []
    g.push(e)
    groups.set(e.parent, g)
  }
  return [...groups.values()].filter((g) =>
    g.length >= 3 && g.every((li, i) => i === 0 || page.html.slice(g[i - 1]!.closeTag!.end, li.start).trim().length === 0)
  )
}

// News front pages: a story drops off a list and a few new ones (on the same site) appear.
const newsItems = benign("news items in and out", (page, rng) => {
  const items = Array.from({ length: 3 }, (_, i) => `<li><a href="/news/${int(rng, 1e6)}">Story ${i}: ${pick(rng, ["Council approves budget", "Local team wins cup", "New library opens", "Rain expected this weekend", ...headlines])}</a></li>`).join("")
  const at = chance(rng, 0.6) ? top(page) : anySlot(rng, page.spots)
  const out: Array<Splice> = [insert(at, `<ul class="news">${items}</ul>`)]
  // A story item: short, no script or comment inside, and not around the new list.
  const gone = listGroups(page).flat().filter((li) =>
    li.closeTag!.end - li.start < 1500 && !(at > li.start && at < li.closeTag!.end) &&
    !page.spots.raw.some((r) => r.start >= li.start && r.end <= li.closeTag!.end)
  )
  if (gone.length > 0) {
    const li = pick(rng, gone)
    out.push(replace({ start: li.start, end: li.closeTag!.end }, ""))
  }
  return { splices: out }
})

const wordSwaps = ["updated", "revised", "latest", "current", "improved", "several", "various", "recent", "additional", "complete"]

// An editor fixes a word in one paragraph.
const smallEdit = benign("small text edit", (page, rng) => {
  const runs = textRuns(page, 40).filter((t) => !carriesIdentifier(page, t.text) && /\b[a-z]{4,}\b/i.test(page.html.slice(t.start, t.end)))
  if (runs.length === 0) return splices(insert(anySlot(rng, page.spots), `<p>${pick(rng, newsSentences)}</p>`))
  const t = runs[Math.min(runs.length - 1, int(rng, Math.min(runs.length, 12)))]!
  const r = trimmed(page, t)
  const text = page.html.slice(r.start, r.end)
  const words = [...text.matchAll(/\b[a-z]{4,}\b/gi)]
  const m = pick(rng, words)
  const at = r.start + m.index!
  return splices(replace({ start: at, end: at + m[0].length }, pick(rng, wordSwaps.filter((w) => w !== m[0].toLowerCase()))))
})

// Lazy-loading plugins: native loading="lazy", or src moved to data-src with a placeholder.
const lazyImages = benign("lazy-loaded images", (page, rng) => {
  const mode = int(rng, 3)
  const placeholder = pick(rng, ["data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "/images/placeholder.svg", "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"])
  const out: Array<Splice> = []
  for (const el of shown(page, "img")) {
    const spans = attrSpans(page.html, el)
    const src = spans.find((a) => a.name === "src" && a.value !== null)
    if (src === undefined || spans.some((a) => a.name === "loading" || a.name === "data-src")) continue
    if (mode === 0) out.push(insert(attrInsertAt(el), ` loading="lazy"`))
    else {
      out.push(replace({ start: src.start, end: src.start + 3 }, "data-src"))
      out.push(insert(attrInsertAt(el), mode === 1 ? ` loading="lazy"` : ` src="${placeholder}" class="lazyload"`))
    }
  }
  return out.length > 0 ? { splices: out } : splices(insert(anySlot(rng, page.spots), `<img loading="lazy" src="/images/${alnum(rng, 6)}.jpg" alt="">`))
})

// Deploys re-version the site's own assets: ?v= query strings, or fingerprinted file names.
const cacheBusting = benign("cache-busting query strings", (page, rng) => {
  const els = assetEls(page)
  const targets = [...ownAssets(page, els.script, "src"), ...ownAssets(page, els.css, "href"), ...ownAssets(page, els.img, "src")]
    .filter((t) => /\.(js|css|png|jpe?g|gif|svg|webp)(\?|$)/i.test(page.html.slice(t.value.start, t.value.end)))
  const fingerprint = chance(rng, 0.3)
  const out = targets.map((t) => {
    const v = page.html.slice(t.value.start, t.value.end)
    const next = fingerprint
      ? v.replace(/\.(js|css|png|jpe?g|gif|svg|webp)(\?|$)/i, (_m, ext: string, q: string) => `.${hex(rng, 8)}.${ext}${q}`)
      : `${v}${v.includes("?") ? "&amp;" : "?"}v=${int(rng, 1e6)}`
    return replace(t.value, next)
  })
  return out.length > 0 ? { splices: out } : splices(insert(head(page), `<link rel="stylesheet" href="/css/site.css?v=${int(rng, 1e6)}">`))
})

// Editors publish an article citing and linking to other sites.
const newArticle = benign("new article linking to other sites", (page, rng) => {
  const title = pick(rng, headlines)
  const links = sample(rng, reputableSites, between(rng, 1, 4)).map((h) => `<a href="https://${h}/${pick(rng, ["wiki/" + alnum(rng, 8), "news/" + digits(rng, 8), "articles/" + alnum(rng, 10), ""])}">${pick(rng, ["source", "the full report", "read more", h.replace(/^www\./, "")])}</a>`)
  const paras = Array.from({ length: between(rng, 2, 4) }, (_, i) => `<p>${sample(rng, newsSentences, between(rng, 2, 4)).join(" ")}${links[i] === undefined ? "" : ` (${links[i]})`}</p>`)
  const img = chance(rng, 0.5) ? `<img src="/images/${slug(title)}.jpg" alt="${esc(title)}">` : ""
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<article class="${pick(rng, ["post", "story", "news-item"])}"><h2><a href="/${pick(rng, ["news", "blog", "articles"])}/${slug(title)}">${title}</a></h2>${img}${paras.join("")}</article>`))
})

const cookieText: Record<string, readonly [string, string, string]> = {
  en: ["We use cookies to improve your experience and analyse traffic.", "Accept", "Manage preferences"],
  fr: ["Nous utilisons des cookies pour améliorer votre expérience.", "Accepter", "Personnaliser"],
  de: ["Wir verwenden Cookies, um Ihr Erlebnis zu verbessern.", "Akzeptieren", "Einstellungen"],
  es: ["Utilizamos cookies para mejorar su experiencia.", "Aceptar", "Configurar"],
  nl: ["Wij gebruiken cookies om uw ervaring te verbeteren.", "Accepteren", "Instellingen"],
  pt: ["Usamos cookies para melhorar sua experiência.", "Aceitar", "Preferências"],
  it: ["Utilizziamo i cookie per migliorare la tua esperienza.", "Accetta", "Preferenze"]
}

// Cookie notices: a fixed bar at the bottom (or top) with accept/settings buttons and a link to the privacy page.
const cookieBanner = benign("cookie banner", (page, rng) => {
  const [text, ok, more] = cookieText[lang(page)]!
  const pos = pick(rng, ["bottom:0;left:0;right:0", "bottom:0;width:100%", "top:0;left:0;right:0", "bottom:16px;left:16px;max-width:360px"])
  const script = chance(rng, 0.5) ? `<script>document.getElementById("cookie-ok").onclick=function(){document.cookie="cookie_consent=1;max-age=31536000;path=/";this.parentNode.style.display="none"}</script>` : ""
  return splices(insert(pick(rng, [page.spots.bodyClose, page.spots.bodyClose, top(page)]), `<div class="${pick(rng, ["cookie-banner", "cookie-notice", "cc-window"])}" role="dialog" style="position:fixed;${pos};z-index:${pick(rng, ["999", "9999", "100000"])};background:${pick(rng, ["#222", "#fff", "#f5f5f5"])};padding:1em">${text} <a href="${pick(rng, ["/privacy", "/cookie-policy", "/datenschutz", "/privacy-policy"])}">${pick(rng, ["Learn more", "Privacy policy", "More"])}</a> <button id="cookie-ok">${ok}</button> <button>${more}</button></div>${script}`))
})

// Newsletter pop-ups: a modal (often over a dimmed backdrop) asking for an e-mail, posting to the site or its e-mail provider.
const newsletterPopup = benign("newsletter pop-up", (page, rng) => {
  const w = page.site.words
  const action = pick(rng, ["/newsletter/subscribe", `/subscribe?src=popup`, `https://${page.site.brand}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${hex(rng, 25)}&amp;id=${hex(rng, 10)}`])
  const pitch = pick(rng, ["Get 10% off your first order", "Never miss a story", "Join our community", "Stay in the loop", "Sign up for our weekly digest"])
  const modal = `<div class="newsletter-modal" role="dialog" style="background:#fff;max-width:480px;margin:10vh auto;padding:2em"><button class="close" aria-label="Close">×</button><h2>${pitch}</h2><form action="${action}" method="post"><input type="email" name="EMAIL" placeholder="${esc(w.yourEmail)}"><button type="submit">${w.subscribe}</button></form></div>`
  const html = chance(rng, 0.6) ? `<div class="modal-backdrop" style="position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:1000">${modal}</div>` : `<div style="position:fixed;bottom:20px;right:20px;z-index:1000">${modal}</div>`
  return splices(insert(pick(rng, [page.spots.bodyClose, top(page)]), html))
})

// Consent-management platforms (OneTrust, Cookiebot, Didomi, Usercentrics, Quantcast): a vendor script in the head and its banner.
const consentManager = benign("consent manager (OneTrust/Cookiebot-like)", (page, rng) => {
  const [text, ok, more] = cookieText[lang(page)]!
  const id = uuid(rng)
  const vendor = pick(rng, [
    [`<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${id}"></script><script type="text/javascript">function OptanonWrapper(){}</script>`, `<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">${text}</p><button id="onetrust-accept-btn-handler">${ok}</button><button id="onetrust-pc-btn-handler">${more}</button></div></div>`],
    [`<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${id}" data-blockingmode="auto" type="text/javascript"></script>`, `<div id="CybotCookiebotDialog" role="dialog"><h2>This website uses cookies</h2><p>${text}</p><a id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" href="#">${ok}</a></div>`],
    [`<script type="text/javascript">window.didomiConfig={};</script><script type="text/javascript" src="https://sdk.privacy-center.org/${id}/loader.js?target=${page.site.host}" async></script>`, `<div id="didomi-host"><div class="didomi-popup-notice">${text} <button id="didomi-notice-agree-button">${ok}</button></div></div>`],
    [`<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="${alnum(rng, 9)}" async></script>`, `<div id="usercentrics-root"></div>`],
    [`<script async src="https://cmp.quantcast.com/choice/${alnum(rng, 13)}/${page.site.host}/choice.js?tag_version=V2"></script>`, `<div class="qc-cmp2-container"><p>${text}</p><button>${ok}</button></div>`]
  ] as const)
  return splices(insert(head(page), vendor[0]), insert(page.spots.bodyClose, vendor[1]))
})

const promoText: Record<string, ReadonlyArray<string>> = {
  en: ["Summer sale: up to 40% off", "Free shipping on orders over $50", "Black Friday deals start now", "New season, new arrivals — shop now", "Spring clearance: last chance"],
  fr: ["Soldes d'été : jusqu'à -40 %", "Livraison gratuite dès 50 €", "Black Friday : les offres sont là"],
  de: ["Sommer-Sale: bis zu 40 % Rabatt", "Kostenloser Versand ab 50 €", "Black-Friday-Angebote jetzt"],
  es: ["Rebajas de verano: hasta un 40 %", "Envío gratis a partir de 50 €"],
  nl: ["Zomeruitverkoop: tot 40% korting", "Gratis verzending vanaf € 50"],
  pt: ["Liquidação de verão: até 40% off", "Frete grátis acima de R$ 150"],
  it: ["Saldi estivi: fino al 40%", "Spedizione gratuita sopra i 50 €"]
}

// Promotions: a sale bar or banner at the top linking to the site's own sale page.
const promotion = benign("promotion or sale banner", (page, rng) => {
  const text = pick(rng, promoText[lang(page)]!)
  const code = chance(rng, 0.5) ? ` — code <strong>${pick(rng, ["SUMMER", "SALE", "WELCOME", "BF"])}${between(rng, 10, 50)}</strong>` : ""
  const banner = pick(rng, [
    `<div class="promo-bar" style="background:${pick(rng, ["#e63946", "#111", "#ffb703", "#2a9d8f"])};color:#fff;text-align:center;padding:8px"><a href="/${pick(rng, ["sale", "offers", "promo", "deals"])}">${text}</a>${code}</div>`,
    `<a class="hero-banner" href="/sale"><img src="/images/promo/${slug(text)}.jpg" alt="${esc(text)}"></a>`,
    `<section class="promo"><h2>${text}</h2><p>${pick(rng, ["Ends Sunday.", "While stocks last.", "Online and in store."])}${code}</p><a class="btn" href="/sale">Shop now</a></section>`
  ])
  return splices(insert(chance(rng, 0.7) ? top(page) : slotAt(page.spots, "top"), banner))
})

// Shops update prices and stock levels.
const priceStock = benign("price and stock changes", (page, rng) => {
  const w = page.site.words
  const out: Array<Splice> = []
  for (const t of textRuns(page, 1).filter((t) => priceRe.test(t.text)).slice(0, between(rng, 1, 5))) {
    const r = trimmed(page, t)
    const was = page.html.slice(r.start, r.end)
    // Digits of character references (&#163;) are markup, not the amount.
    const now = was.replace(/(?<![#&\w])\d{1,5}(?:[.,]\d{2})?/, (m) => {
      const n = Number(m.replace(",", "."))
      const next = Math.max(0.5, n * (1 + (rng() - 0.6) * 0.5))
      const s = m.includes(",") ? next.toFixed(2).replace(".", ",") : m.includes(".") ? next.toFixed(2) : String(Math.round(next))
      return s === m ? String(Number(m.replace(",", ".")) + 1) : s
    })
    if (now !== was) out.push(replace(r, now))
  }
  const stock = page.spots.texts.find((t) => t.text.trim() === w.inStock)
  if (stock !== undefined && chance(rng, 0.6)) out.push(replace(trimmed(page, stock), esc(chance(rng, 0.6) ? w.fewLeft(between(rng, 1, 5)) : w.soldOut)))
  return out.length > 0 ? { splices: out } : splices(insert(anySlot(rng, page.spots), `<p class="price-note">${esc(w.featured)}: ${page.site.locale.money(between(rng, 5, 90))}</p>`))
})

// Lists re-sorted: most-read, top products, recent items in a new order.
const reorderedList = benign("reordered list", (page, rng) => {
  const groups = listGroups(page)
  const g = pick(rng, groups)
  const segs = g.map((li) => page.html.slice(li.start, li.closeTag!.end))
  let order = shuffle(rng, segs.map((_, i) => i))
  if (order.every((v, i) => v === i)) order = [...order.slice(1), order[0]!]
  const out: Array<Splice> = g.map((li, i) => replace({ start: li.start, end: li.closeTag!.end }, segs[order[i]!]!))
  return { splices: out }
})

const ctas = ["Get started", "Try it free", "Learn more", "Shop now", "Sign up free", "Book a demo", "See plans", "Start today", "Discover more", "Join now"]

// A/B tests: a headline, a button label or the hero text in its other variant.
const abVariant = benign("A/B variant (headline, button, hero text)", (page, rng) => {
  const heads = textRuns(page, 8).filter((t) => t.parent !== -1 && /^h[1-3]$/.test(page.spots.elements[t.parent]!.name) && t.text.trim().length < 120)
  const buttons = textRuns(page, 3).filter((t) => {
    const p = t.parent === -1 ? null : page.spots.elements[t.parent]!
    return p !== null && (p.name === "button" || (p.name === "a" && /btn|button|cta/i.test(p.attribs.class ?? ""))) && t.text.trim().length < 40
  })
  const choice = int(rng, 3)
  if (choice === 0 && heads.length > 0) {
    const t = pick(rng, heads.slice(0, 5))
    const text = t.text.trim()
    return splices(replace(trimmed(page, t), esc(pick(rng, [`${text} — ${pick(rng, ["now with free delivery", "updated for 2026", "see what's new"])}`, pick(rng, headlines), `New: ${text}`]))))
  }
  if (choice === 1 && buttons.length > 0) {
    const t = pick(rng, buttons)
    return splices(replace(trimmed(page, t), pick(rng, ctas.filter((c) => c !== t.text.trim()))))
  }
  const t = textRuns(page, 30).find((r) => !carriesIdentifier(page, r.text))
  const el = page.spots.elements.find((e) => e.name === "body")
  const variant = el === undefined ? [] : [insert(attrInsertAt(el), ` data-ab-variant="${pick(rng, ["b", "B", "v2", "treatment"])}"`)]
  if (t === undefined) return splices(...variant, insert(top(page), `<p class="hero-sub">${pick(rng, newsSentences)}</p>`))
  return splices(...variant, replace(trimmed(page, t), esc(pick(rng, newsSentences))))
})

// Social embeds in articles: tweet/Instagram/TikTok blockquotes with their script, YouTube/Vimeo/Spotify iframes.
const socialEmbed = benign("embedded social post", (page, rng) => {
  const handle = `${pick(rng, ["city", "news", "daily", "the", "real"])}${pick(rng, ["desk", "reporter", "council", "club", "team"])}${between(rng, 1, 99)}`
  const text = esc(pick(rng, newsSentences))
  const id = digits(rng, 19)
  const embed = pick(rng, [
    `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">${text} <a href="https://t.co/${alnum(rng, 10)}">pic.twitter.com/${alnum(rng, 10)}</a></p>&mdash; ${handle} (@${handle}) <a href="https://twitter.com/${handle}/status/${id}?ref_src=twsrc%5Etfw">${page.site.locale.date(someDate(rng))}</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`,
    `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/${alnum(rng, 11)}/" data-instgrm-version="14"><a href="https://www.instagram.com/p/${alnum(rng, 11)}/">View this post on Instagram</a></blockquote><script async src="//www.instagram.com/embed.js"></script>`,
    `<iframe width="560" height="315" src="https://www.${pick(rng, ["youtube.com", "youtube-nocookie.com"])}/embed/${alnum(rng, 11)}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${handle}/video/${id}" data-video-id="${id}"><section><a href="https://www.tiktok.com/@${handle}">@${handle}</a> ${text}</section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>`,
    `<iframe src="https://player.vimeo.com/video/${digits(rng, 9)}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>`,
    `<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/${alnum(rng, 22)}" width="100%" height="152" frameborder="0" allow="encrypted-media" loading="lazy"></iframe>`,
    `<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2F${handle}%2Fposts%2F${id}&amp;width=500" width="500" height="480" style="border:none;overflow:hidden" scrolling="no" frameborder="0"></iframe>`
  ])
  return splices(insert(anySlot(rng, page.spots), `<figure class="embed"><p>${esc(pick(rng, newsSentences))}</p>${embed}</figure>`))
})

// Marketing adds or updates tags: GA4 gtag, GTM, Meta pixel, Hotjar, Matomo, Plausible, LinkedIn, Clarity.
const analyticsUpdate = benign("analytics and tag-manager update", (page, rng) => {
  const ga = `G-${alnum(rng, 10).toUpperCase()}`
  const gtm = `GTM-${alnum(rng, 7).toUpperCase()}`
  const snippets: ReadonlyArray<() => readonly [string, string]> = [
    () => [`<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga}');</script>`, ""],
    () => [`<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');</script>`, `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`],
    () => [`<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${digits(rng, 15)}');fbq('track','PageView');</script>`, `<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=${digits(rng, 15)}&amp;ev=PageView&amp;noscript=1"></noscript>`],
    () => [`<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${digits(rng, 7)},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`, ""],
    () => [`<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);(function(){var u="${pick(rng, ["/matomo/", `https://analytics.${page.site.domain}/`])}";_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${between(rng, 1, 40)}']);var d=document,g=d.createElement('script');g.async=true;g.src=u+'matomo.js';d.head.appendChild(g);})();</script>`, ""],
    () => [`<script defer data-domain="${page.site.host}" src="https://plausible.io/js/script.js"></script>`, ""],
    () => [`<script type="text/javascript">_linkedin_partner_id="${digits(rng, 7)}";window._linkedin_data_partner_ids=window._linkedin_data_partner_ids||[];window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script><script type="text/javascript" async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>`, ""],
    () => [`<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script","${alnum(rng, 10)}");</script>`, ""]
  ]
  const chosen = sample(rng, snippets, between(rng, 1, 2)).map((f) => f())
  const out: Array<Splice> = []
  for (const [inHead, inBody] of chosen) {
    out.push(insert(chance(rng, 0.85) ? head(page) : page.spots.bodyClose, inHead))
    if (inBody !== "") out.push(insert(top(page), inBody))
  }
  return { splices: out }
})

const navLabels = ["Home", "News", "About", "Shop", "Blog", "Contact", "Events", "Help", "Services", "Stores", "Sign in", "Careers"]

// Redesigns: a new header with the site's own navigation, renamed classes and relabelled menu entries.
const redesign = benign("redesigned header and navigation", (page, rng) => {
  const items = sample(rng, navLabels, between(rng, 4, 7)).map((l) => `<li class="nav__item"><a class="nav__link" href="/${slug(l)}">${l}</a></li>`).join("")
  const logo = `<a class="site-logo" href="/"><img src="${pick(rng, ["/images/logo.svg", `https://static.${page.site.domain}/img/logo-${int(rng, 9)}.png`, "/assets/brand/logo.png"])}" alt="${esc(page.site.brand)}"></a>`
  const header = `<header class="site-header site-header--${pick(rng, ["v2", "2026", "new"])}">${logo}<nav class="nav" aria-label="Main"><ul class="nav__list">${items}</ul></nav>${chance(rng, 0.5) ? `<form class="search" action="/search" role="search"><input name="q" type="search" placeholder="Search"></form>` : ""}</header>`
  const out: Array<Splice> = [insert(top(page), header)]
  const early = page.spots.elements.filter((e) => e.shown && e.attribs.class !== undefined).slice(0, between(rng, 5, 25))
  for (const c of attrTargets(page, early, "class")) {
    if (chance(rng, 0.5)) out.push(replace(c.value, `${page.html.slice(c.value.start, c.value.end)} ${pick(rng, ["is-redesign", "v2", "theme-2026", "layout-new"])}`))
  }
  const menu = textRuns(page, 3).filter((t) => t.parent !== -1 && page.spots.elements[t.parent]!.name === "a" && t.text.trim().length < 20).slice(0, 20)
  for (const t of sample(rng, menu, between(rng, 0, 3))) out.push(replace(trimmed(page, t), pick(rng, navLabels)))
  return { splices: out }
})

const seasons = [
  ["winter", "#e8f1f8", "#1d3557", "Happy holidays from all of us"], ["halloween", "#1b1b1b", "#ff7518", "Spooky season is here"],
  ["spring", "#f1faee", "#2a9d8f", "Spring is here"], ["summer", "#fff8e1", "#f4a261", "Summer at last"],
  ["lunar-new-year", "#fff0f0", "#c1121f", "Happy Lunar New Year"], ["black-friday", "#000", "#ffd60a", "Black Friday week"]
] as const

// Seasonal themes: new colours in CSS and a banner image from the site's own host or CDN.
const seasonalTheme = benign("seasonal theme", (page, rng) => {
  const [name, bg, accent, text] = pick(rng, seasons)
  const css = `<style>${pick(rng, ["body", "html body", ".site"])}{background-color:${bg}}${pick(rng, ["header,.header,#header", "nav", ".navbar"])}{background:${accent};color:#fff}a{color:${accent}}</style>`
  const host = pick(rng, ["", `https://static.${page.site.domain}`, `https://${page.site.host}`])
  const banner = `<div class="seasonal-banner"><img src="${host}/images/seasonal/${name}-2026.jpg" alt="${text}"><p>${text}</p></div>`
  const extra = chance(rng, 0.3) ? `<script src="${host}/js/${name}.js" defer></script>` : ""
  return splices(insert(head(page), css + (chance(rng, 0.4) ? `<link rel="stylesheet" href="${host}/css/theme-${name}.css">` : "")), insert(chance(rng, 0.7) ? top(page) : slotAt(page.spots, "top"), banner + extra))
})

const countWords = /\b(\d+)(\s+(?:comments?|Kommentare?|commentaires?|comentarios?|comentários?|commenti|commento|reacties?|reactions?|replies|responses|Antworten|risposte))/gi

// Readers comment: comment counts go up.
const commentCounts = benign("comment counts", (page, rng) => {
  const runs = textRuns(page, 1).filter((t) => new RegExp(countWords.source, "i").test(t.text))
  return {
    splices: runs.filter((_t, i) => i === 0 || chance(rng, 0.6)).map((t) => {
      const r = trimmed(page, t)
      return replace(r, page.html.slice(r.start, r.end).replace(countWords, (_m, n: string, rest: string) => `${Number(n) + between(rng, 1, 12)}${rest}`))
    })
  }
})

// Pages that show when they were last revised get a new date.
const lastUpdated = benign("'last updated' date", (page, rng) => {
  let next = page.site.locale.date(someDate(rng))
  while (next === page.ids.updated) next = page.site.locale.date(someDate(rng))
  return splices(...replaceEverywhere(page, [[page.ids.updated, next]]))
})

// Support chat widgets (Intercom, Tawk.to, Zendesk, Crisp, Drift, HubSpot, LiveChat): a vendor loader and a launcher bubble.
const liveChat = benign("live chat widget", (page, rng) => {
  const id = alnum(rng, 8)
  const vendor = pick(rng, [
    `<script>window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"${id}"};</script><script>(function(){var w=window;var d=document;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/${id}';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else{w.addEventListener('load',l,false);}})();</script>`,
    `<script type="text/javascript">var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/${hex(rng, 24)}/default';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0);})();</script>`,
    `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${uuid(rng)}"></script>`,
    `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="${uuid(rng)}";(function(){var d=document;var s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();</script>`,
    `<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${digits(rng, 8)}.js"></script>`,
    `<script>window.__lc={license:${digits(rng, 8)}};(function(n,t,c){var e=t.createElement("script");e.async=!0;e.src="https://cdn.livechatinc.com/tracking.js";t.head.appendChild(e)})(window,document);</script>`,
    `<script>"use strict";!function(){var t=window.driftt=window.drift=window.driftt||[];t.load=function(e){var o=document.createElement("script");o.async=!0,o.src="https://js.driftt.com/include/"+e+".js";document.head.appendChild(o)};}();drift.load('${alnum(rng, 12)}');</script>`
  ])
  const bubble = chance(rng, 0.5) ? `<button class="chat-launcher" style="position:fixed;bottom:20px;right:20px;border-radius:50%;z-index:2147483000" aria-label="Chat">💬</button>` : ""
  return splices(insert(pick(rng, [page.spots.bodyClose, head(page)]), vendor), ...(bubble === "" ? [] : [insert(page.spots.bodyClose, bubble)]))
})

// Publishers add sponsored-content and ad widgets (Taboola, Outbrain, AdSense): a container and the network's loader.
const sponsoredWidget = benign("sponsored content widget", (page, rng) => {
  const pub = `ca-pub-${digits(rng, 16)}`
  const widget = pick(rng, [
    `<div id="taboola-below-article-thumbnails"></div><script type="text/javascript">window._taboola=window._taboola||[];_taboola.push({mode:'thumbnails-a',container:'taboola-below-article-thumbnails',placement:'Below Article Thumbnails',target_type:'mix'});</script><script type="text/javascript">!function(e,f,u,i){if(!document.getElementById(i)){e.async=1;e.src=u;e.id=i;f.parentNode.insertBefore(e,f);}}(document.createElement('script'),document.getElementsByTagName('script')[0],'//cdn.taboola.com/libtrc/${page.site.brand}-network/loader.js','tb_loader_script');</script>`,
    `<div class="OUTBRAIN" data-src="${page.site.url}" data-widget-id="AR_${between(rng, 1, 6)}"></div><script type="text/javascript" async="async" src="//widgets.outbrain.com/outbrain.js"></script>`,
    `<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${pub}" crossorigin="anonymous"></script><ins class="adsbygoogle" style="display:block" data-ad-client="${pub}" data-ad-slot="${digits(rng, 10)}" data-ad-format="auto" data-full-width-responsive="true"></ins><script>(adsbygoogle=window.adsbygoogle||[]).push({});</script>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), page.spots.bodyClose, anySlot(rng, page.spots)]), `<div class="${pick(rng, ["sponsored", "partner-content", "recommended"])}">${widget}</div>`))
})

// Sites move their own images, scripts and stylesheets to a CDN host (static.<domain>, cdn.<domain>, a CloudFront distribution).
const cdnMove = benign("own assets moved to a CDN host", (page, rng) => {
  const host = pick(rng, [`static.${page.site.domain}`, `cdn.${page.site.domain}`, `assets.${page.site.domain}`, `media.${page.site.domain}`, `img.${page.site.domain}`, `d${alnum(rng, 13)}.cloudfront.net`])
  const els = assetEls(page)
  const targets = [...ownAssets(page, els.img, "src"), ...ownAssets(page, els.script, "src"), ...ownAssets(page, els.css, "href")]
  const out = targets.filter(() => chance(rng, 0.8)).map((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
    return replace(t.value, `https://${host}${u.pathname}${u.search}`)
  })
  return out.length > 0 ? { splices: out } : splices(insert(head(page), `<link rel="stylesheet" href="https://${host}/css/site.css">`))
})

/** Every benign class, in a fixed order (the first seven are the previous bench's). */
export const benigns: ReadonlyArray<ChangeClass> = [
  reload, adRotation, counters, newsItems, smallEdit, lazyImages, cacheBusting,
  newArticle, cookieBanner, newsletterPopup, consentManager, promotion, priceStock, reorderedList, abVariant, socialEmbed,
  analyticsUpdate, redesign, seasonalTheme, commentCounts, lastUpdated, liveChat, sponsoredWidget, cdnMove
]


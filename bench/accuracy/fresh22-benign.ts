/**
 * Fresh22 benign classes: written during round 18, by someone who does not
 * read the engines, from how real sites change their marketing technology
 * and vendors between two visits, as their owners, agencies and vendors
 * describe it (vendors' installation guides, platform help pages,
 * publishers' and charities' own announcements). The group is about honest
 * changes to where a page sends its visitors and what it loads, several of
 * which look alarming at first glance: the site's own static files moved
 * to a separate static domain named after the brand, a product-analytics
 * or customer-data tag, a consent platform replaced by another vendor's, a
 * feature-flag SDK, a website-translation service, a cross-border checkout
 * service, product star ratings from a reviews app beside the prices, the
 * country's own payment methods added to the accepted-payments row, a team
 * page on a peer-to-peer fundraising platform, broadcast channels and
 * "message us" links added beside the existing social links (same names),
 * Google News and Apple News follow buttons, a branded short link for
 * sharing, the site's own affiliate programme on an affiliate network,
 * partner discounts for members, a public dashboard embedded from a
 * business-intelligence host, table booking from a restaurant-booking
 * platform, help and documentation links moved to a hosted docs platform,
 * and video appointments through a video-consultation service. Each
 * differs from every class in benign.ts and fresh-benign.ts through
 * fresh20-benign.ts and is written in the site's own language where it
 * shows text. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms and sign-in go. The
 * writer had no internet access: vendors' snippets, hosts and formats are
 * recalled from memory and may differ in detail. Scored in the `fresh22`
 * group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, head, lineAfter, resolve, say, shown } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type El, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh22", make })

type Words<A> = Record<Lang, A>
const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const headSpot = (rng: Rng, page: Page) => pick(rng, [head(page), page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)])
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const langTag = (page: Page) => `${page.site.locale.lang}-${page.site.locale.country.toUpperCase().replace("UK", "GB")}`
/** The handle the site already uses on its social accounts (from its follow-us links), else its brand. */
const ownHandle = (page: Page): string => {
  for (const s of page.ids.social) {
    const m = s.href === null ? null : /^https?:\/\/[^/]+\/(?:company\/)?@?([^/?#]+)/.exec(s.href)
    if (m !== null) return m[1]!
  }
  return bare(page)
}
/** Value ranges of `attr` on `els` that point at the site's own host (or its subdomains). */
const ownTargets = (page: Page, els: ReadonlyArray<El>, attr: string) =>
  attrTargets(page, els, attr).filter((t) => {
    const raw = page.html.slice(t.value.start, t.value.end)
    if (raw.trim() === "" || /^\s*(data:|#|javascript:|mailto:|tel:|about:)/i.test(raw)) return false
    const u = resolve(page, raw)
    return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
  })

// ———————————————————————————— own assets and tags ————————————————————————————

// Separate static domains, recalled from memory of large sites serving their own images and scripts from a cookieless domain of their own named after the brand (twimg.com, fbcdn.net, ytimg.com, bbci.co.uk, ssl-images-amazon.com, about 2008 on) and of web-performance advice (Yahoo's "use cookie-free domains for components", Google PageSpeed, about 2007–2015): the site's own images, stylesheets and scripts moved, paths kept, to a new static domain of the organisation named after its brand (brandstatic.com, brand-cdn.net, brandimg.com...), with a preconnect hint; a stylesheet from there when the page has no own assets.
const staticDomain = benign("site's own images, stylesheets and scripts moved, paths kept, to a separate cookieless static domain named after the brand (like twimg.com or fbcdn.net), with a preconnect hint", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`${b}static.com`, `${b}-static.net`, `${b}img.com`, `${b}cdn.net`, `static${b}.com`, `${b}-assets.com`, `${b}media.net`, `${b.slice(0, 4)}img.${page.site.domain.split(".").slice(1).join(".") || "com"}`])
  const sub = pick(rng, ["", "", `${pick(rng, ["s", "i", "static", "a"])}.`])
  const els = page.spots.elements.filter((e) => !e.inert)
  const targets = [
    ...ownTargets(page, els.filter((e) => e.name === "img"), "src"),
    ...ownTargets(page, els.filter((e) => e.name === "script"), "src"),
    ...ownTargets(page, els.filter((e) => e.name === "link" && (rels(e).includes("stylesheet") || rels(e).includes("icon") || rels(e).includes("preload"))), "href")
  ]
  const out: Array<Splice> = targets.map((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
    return replace(t.value, esc(`https://${sub}${host}${u.pathname}${u.search}`))
  })
  const hint = `<link rel="preconnect" href="https://${sub}${host}"${chance(rng, 0.5) ? " crossorigin" : ""}>${chance(rng, 0.4) ? `<link rel="dns-prefetch" href="//${sub}${host}">` : ""}`
  if (out.length === 0) return splices(insert(headSpot(rng, page), `${hint}<link rel="stylesheet" href="https://${sub}${host}/css/${pick(rng, ["site", "main", "styles"])}.${hex(rng, 8)}.css">`))
  return { splices: [...out, insert(headSpot(rng, page), hint)] }
})

// Product analytics and customer-data platforms, recalled from memory of the installation snippets in Segment's, RudderStack's, Amplitude's, Mixpanel's, PostHog's and Heap's documentation (about 2016–2024): a write key or project token of the site's own workspace, a page call, sometimes click autocapture, in the head.
const productAnalytics = benign("product-analytics or customer-data-platform snippet (Segment, RudderStack, Amplitude, Mixpanel, PostHog, Heap) with the site's own write key, page views and clicks", (page, rng) => {
  const tag = pick(rng, [
    () => `<script>!function(){var analytics=window.analytics=window.analytics||[];if(!analytics.initialize){analytics.methods=["track","page","identify","reset"];analytics.factory=function(e){return function(){var t=Array.prototype.slice.call(arguments);t.unshift(e);analytics.push(t);return analytics}};for(var e=0;e<analytics.methods.length;e++){var key=analytics.methods[e];analytics[key]=analytics.factory(key)}analytics.load=function(key){var t=document.createElement("script");t.async=!0;t.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";var n=document.getElementsByTagName("script")[0];n.parentNode.insertBefore(t,n)};analytics.load("${alnum(rng, 32)}");analytics.page()}}();</script>`,
    () => `<script>window.rudderanalytics=window.rudderanalytics||[];["page","track","identify"].forEach(function(m){rudderanalytics[m]=function(){rudderanalytics.push([m].concat(Array.prototype.slice.call(arguments)))}});rudderanalytics.load("${alnum(rng, 27)}","https://${bare(page)}${pick(rng, ["", "-"])}dataplane.rudderstack.com");rudderanalytics.page();</script><script src="https://cdn.rudderlabs.com/v3/modern/rsa.min.js" async></script>`,
    () => `<script src="https://cdn.amplitude.com/script/${hex(rng, 32)}.js"></script><script>window.amplitude.init("${hex(rng, 32)}",{fetchRemoteConfig:true,autocapture:${pick(rng, ["true", "false"])}});</script>`,
    () => `<script src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js"></script><script>mixpanel.init("${hex(rng, 32)}",{track_pageview:true,persistence:"localStorage"${chance(rng, 0.5) ? ",api_host:\"https://api-eu.mixpanel.com\"" : ""}});</script>`,
    () => `<script>!function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){var g=t.createElement("script");g.async=!0;g.src=s.api_host.replace(".i.posthog.com","-assets.i.posthog.com")+"/static/array.js";var u=t.getElementsByTagName("script")[0];u.parentNode.insertBefore(g,u);e._i.push([i,s,a])},e.__SV=1)}(document,window.posthog||[]);posthog.init("phc_${alnum(rng, 43)}",{api_host:"https://${pick(rng, ["eu", "us"])}.i.posthog.com",person_profiles:"identified_only"});</script>`,
    () => `<script>window.heap=window.heap||[],heap.load=function(e,t){window.heap.appid=e,window.heap.config=t=t||{};var r=document.createElement("script");r.type="text/javascript",r.async=!0,r.src="https://cdn.heapanalytics.com/js/heap-"+e+".js";var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(r,a)};heap.load("${digits(rng, 10)}");</script>`
  ])()
  return splices(insert(headSpot(rng, page), tag))
})

const cookieSettings: Words<string> = { en: "Cookie settings", fr: "Paramètres des cookies", de: "Cookie-Einstellungen", es: "Configuración de cookies", nl: "Cookie-instellingen", pt: "Configurações de cookies", it: "Impostazioni cookie" }
const cmpHosts = /(cookiebot|cookielaw|onetrust|usercentrics|quantcast|didomi|iubenda|cookieyes|consentmanager|trustarc|cookie-script|termly|axept)/i

// Consent-platform migrations, recalled from memory of publishers and shops moving between consent tools after IAB TCF v2.2 (2023) and Google's certified-CMP requirement (January 2024), and of the vendors' installation snippets (Didomi's sdk.privacy-center.org loader, Axeptio's static.axept.io/sdk.js with axeptioSettings, iubenda's cdn.iubenda.com, CookieYes' cdn-cookieyes.com client script, Sourcepoint's cdn.privacy-mgmt.com wrapper, Usercentrics' web.cmp.usercentrics.eu loader): the page's existing consent tool replaced by another vendor's tag, or that tag added, with a "cookie settings" link in the footer in the site's language.
const cmpMigration = benign("consent platform replaced by another vendor's tag (Didomi, Axeptio, iubenda, CookieYes, Sourcepoint, Usercentrics) with a 'cookie settings' footer link", (page, rng) => {
  const [src, inline, reopen] = pick(rng, [
    () => [`https://sdk.privacy-center.org/${uuid(rng)}/loader.js?target=${page.site.host}`, `window.gdprAppliesGlobally=true;window.didomiConfig={app:{privacyPolicyURL:"${own(rng, page, "/privacy")}"}};`, "Didomi.preferences.show()"] as const,
    () => [`https://static.axept.io/sdk.js`, `window.axeptioSettings={clientId:"${hex(rng, 24)}",cookiesVersion:"${bare(page)}-${page.site.locale.lang}"};`, "window.openAxeptioCookies&&openAxeptioCookies()"] as const,
    () => [`https://cdn.iubenda.com/cs/iubenda_cs.js`, `var _iub=_iub||[];_iub.csConfiguration={siteId:${digits(rng, 7)},cookiePolicyId:${digits(rng, 8)},lang:"${page.site.locale.lang}"};`, "_iub.cs.api.openPreferences()"] as const,
    () => [`https://cdn-cookieyes.com/client_data/${hex(rng, 24)}/script.js`, "", "revisitCkyConsent()"] as const,
    () => [`https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js`, `window._sp_queue=[];window._sp_={config:{accountId:${digits(rng, 4)},baseEndpoint:"https://cdn.privacy-mgmt.com",gdpr:{}}};`, `window._sp_.gdpr.loadPrivacyManagerModal(${digits(rng, 6)})`] as const,
    () => [`https://web.cmp.usercentrics.eu/ui/loader.js`, "", "UC_UI.showSecondLayer()"] as const
  ])()
  const out: Array<Splice> = []
  const old = page.spots.elements.find((e) => e.name === "script" && !e.inert && cmpHosts.test(e.attribs.src ?? ""))
  const tag = `${inline === "" ? "" : `<script>${inline}</script>`}<script src="${esc(src)}"${src.includes("usercentrics") ? ` id="usercentrics-cmp" data-settings-id="${alnum(rng, 10)}"` : ""} ${pick(rng, ["async", "defer", ""])}></script>`
  if (old !== undefined) {
    const v = attrTargets(page, [old], "src")[0]
    if (v !== undefined) out.push(replace(v.value, esc(src)))
    if (inline !== "") out.push(insert(old.start, `<script>${inline}</script>`))
  } else out.push(insert(headSpot(rng, page), tag))
  out.push(insert(footerSpot(rng, page), `<p class="${pick(rng, ["cookie-settings", "consent-link", "privacy-choices"])}"><a href="#" onclick="${esc(reopen)};return false">${esc(say(page, cookieSettings))}</a></p>`))
  return { splices: out }
})

// Feature flags, recalled from memory of the client-side SDK guides of LaunchDarkly (LDClient.initialize with a client-side id), GrowthBook (the auto.min.js bundle with a data-client-key), Statsig, Flagsmith and ConfigCat (about 2019–2024), used by product teams to roll out features gradually: a feature-flag SDK with the site's own client key, sometimes with flags bootstrapped as a JSON block.
const featureFlags = benign("feature-flag SDK with the site's own client key (LaunchDarkly, GrowthBook, Statsig, Flagsmith, ConfigCat), sometimes with bootstrapped flags", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="https://unpkg.com/launchdarkly-js-client-sdk@3"></script><script>window.ldclient=LDClient.initialize("${hex(rng, 24)}",{kind:"user",anonymous:true,key:"anon"});</script>`,
    () => `<script async data-client-key="sdk-${alnum(rng, 16)}" ${chance(rng, 0.5) ? `data-api-host="https://cdn.growthbook.io" ` : ""}src="https://cdn.jsdelivr.net/npm/@growthbook/growthbook/dist/bundles/auto.min.js"></script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/statsig-js/build/statsig-prod-web-sdk.min.js"></script><script>statsig.initialize("client-${alnum(rng, 43)}",{userID:null},{environment:{tier:"production"}});</script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/flagsmith/index.js"></script><script>flagsmith.init({environmentID:"${alnum(rng, 22)}",cacheFlags:true});</script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/configcat-js@latest/dist/configcat.min.js"></script><script>var configCatClient=configcat.getClient("configcat-sdk-1/${alnum(rng, 22)}/${alnum(rng, 22)}");</script>`
  ])()
  const flags = sample(rng, ["new-checkout", "search-v2", "header-redesign", "dark-mode", "recommendations", "sticky-cart", "faster-images", "newsletter-modal"], between(rng, 2, 4))
  const boot = chance(rng, 0.4) ? `<script type="application/json" id="${pick(rng, ["__flags", "ld-bootstrap", "gb-features"])}">${JSON.stringify(Object.fromEntries(flags.map((f) => [f, chance(rng, 0.5)])))}</script>` : ""
  return splices(insert(headSpot(rng, page), boot + tag))
})

const languageWord: Words<string> = { en: "Language", fr: "Langue", de: "Sprache", es: "Idioma", nl: "Taal", pt: "Idioma", it: "Lingua" }
const languageNames: Record<string, string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano", pl: "Polski", sv: "Svenska", ja: "日本語" }

// Website-translation services, recalled from memory of the installation guides of Weglot (cdn.weglot.com/weglot.min.js and Weglot.initialize with an api_key; translated versions on language subdomains or subfolders of the site, about 2016 on), Localize, ConveyThis and Transifex Live: the vendor's script with the site's own key and a language picker whose entries are language subdomains or subfolders of the site itself.
const translationService = benign("website-translation service script (Weglot, Localize, ConveyThis, Transifex Live) with the site's own key and a picker linking to the site's own language subdomains or subfolders", (page, rng) => {
  const here = page.site.locale.lang
  const others = sample(rng, Object.keys(languageNames).filter((l) => l !== here), between(rng, 2, 4))
  const tag = pick(rng, [
    () => `<script src="https://cdn.weglot.com/weglot.min.js"></script><script>Weglot.initialize({api_key:"wg_${hex(rng, 32)}"});</script>`,
    () => `<script src="https://global.localizecdn.com/localize.js"></script><script>!function(a){if(!a.Localize){a.Localize={};for(var e=["translate","untranslate","phrase","initialize","translatePage","setLanguage","getLanguage"],t=0;t<e.length;t++)a.Localize[e[t]]=function(){}}}(window);Localize.initialize({key:"${alnum(rng, 13)}",rememberLanguage:true});</script>`,
    () => `<script src="https://cdn.conveythis.com/javascript/conveythis-initializer.js"></script><script>document.addEventListener("DOMContentLoaded",function(){ConveyThis_Initializer.init({api_key:"pub_${hex(rng, 32)}"})});</script>`,
    () => `<script>window.liveSettings={api_key:"${hex(rng, 32)}",detectlang:true};</script><script src="https://cdn.transifex.com/live.js"></script>`
  ])()
  const u = new URL(page.site.url)
  const sub = chance(rng, 0.5)
  const hrefOf = (l: string) => (sub ? `https://${l}.${page.site.domain}${u.pathname}` : `${origin(page)}/${l}${u.pathname}`)
  const hreflang = others.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(hrefOf(l))}">`).join("")
  const picker = `<div class="${pick(rng, ["language-picker", "wg-drop", "lang-switch"])}">${esc(say(page, languageWord))}: <strong>${languageNames[here]}</strong> · ${others.map((l) => `<a href="${esc(hrefOf(l))}" hreflang="${l}" lang="${l}">${languageNames[l]}</a>`).join(" · ")}</div>`
  return splices(insert(headSpot(rng, page), (chance(rng, 0.6) ? hreflang : "") + tag), insert(pick(rng, [slotAt(page.spots, "top"), footerSpot(rng, page)]), picker))
})

const crossWords: Words<(v: string) => string> = {
  en: (v) => `We ship worldwide. International visitors see prices in their own currency, with duties and taxes calculated at checkout by our partner ${v}.`,
  fr: (v) => `Nous livrons dans le monde entier. Les visiteurs internationaux voient les prix dans leur devise, droits et taxes calculés à la commande par notre partenaire ${v}.`,
  de: (v) => `Wir liefern weltweit. Internationale Besucher sehen Preise in ihrer Währung; Zölle und Steuern berechnet unser Partner ${v} an der Kasse.`,
  es: (v) => `Enviamos a todo el mundo. Los visitantes internacionales ven los precios en su moneda, con aranceles e impuestos calculados al pagar por nuestro socio ${v}.`,
  nl: (v) => `We verzenden wereldwijd. Internationale bezoekers zien prijzen in hun eigen valuta; invoerrechten en belastingen berekent onze partner ${v} bij het afrekenen.`,
  pt: (v) => `Enviamos para todo o mundo. Visitantes internacionais veem os preços na própria moeda, com impostos e taxas calculados no checkout pelo nosso parceiro ${v}.`,
  it: (v) => `Spediamo in tutto il mondo. I visitatori internazionali vedono i prezzi nella loro valuta, con dazi e tasse calcolati al checkout dal nostro partner ${v}.`
}

// Cross-border commerce services, recalled from memory of the merchant guides of Global-e, Zonos, ESW and Flow (about 2018–2024: a script that localises prices for international visitors, a country and currency selector, duties and taxes calculated at checkout, the merchant of record for foreign orders): the vendor's script with the shop's own id, a country selector and a short note in the site's language naming the partner.
const crossBorder = benign("cross-border commerce service (Global-e, Zonos, ESW, Flow) localising prices for international visitors, with a country selector and a note naming the partner", (page, rng) => {
  const [vendor, tag] = pick(rng, [
    ["Global-e", `<script src="https://crossborder-integration.global-e.com/resources/js/app?shop=${hex(rng, 32)}" async></script>`],
    ["Zonos", `<script src="https://js.zonos.com/dist/scripts/loadZonos.js"></script><script>window.zonos&&zonos.init({storeId:${digits(rng, 4)}});</script>`],
    ["ESW", `<script src="https://cdn.eshopworld.com/${pick(rng, ["checkout", "retailer"])}/${slug(brandName(page)) || bare(page)}/esw-${digits(rng, 4)}.js" defer></script>`],
    ["Flow", `<script src="https://cdn.flow.io/${bare(page)}/js/v0/flow.js" async></script>`]
  ] as const)
  const countries = sample(rng, ["🇺🇸 United States", "🇬🇧 United Kingdom", "🇫🇷 France", "🇩🇪 Deutschland", "🇪🇸 España", "🇮🇹 Italia", "🇳🇱 Nederland", "🇦🇺 Australia", "🇨🇦 Canada", "🇯🇵 日本", "🇧🇷 Brasil", "🇨🇭 Schweiz"], between(rng, 4, 8))
  const note = `<div class="${pick(rng, ["intl-shipping", "ge-switcher", "country-selector"])}"><select aria-label="Country">${countries.map((c) => `<option>${c}</option>`).join("")}</select> <small>${esc(say(page, crossWords)(vendor))}</small></div>`
  return splices(insert(headSpot(rng, page), tag), insert(pick(rng, [slotAt(page.spots, "top"), footerSpot(rng, page)]), note))
})

const starsWords: Words<(n: number) => string> = {
  en: (n) => `${n} reviews`, fr: (n) => `${n} avis`, de: (n) => `${n} Bewertungen`, es: (n) => `${n} opiniones`, nl: (n) => `${n} beoordelingen`, pt: (n) => `${n} avaliações`, it: (n) => `${n} recensioni`
}

// Product reviews apps, recalled from memory of the installation guides of Judge.me, Okendo, Yotpo, Reviews.io and Bazaarvoice (about 2017–2024): a star-rating "preview badge" under each product price with its review count, rendered by the app's script from the shop's own product ids.
const productStars = benign("product star ratings with review counts beside the page's prices from a reviews app (Judge.me, Okendo, Yotpo, Reviews.io, Bazaarvoice)", (page, rng) => {
  const [vendor, tag] = pick(rng, [
    ["jdgm", `<script src="https://cdn.judge.me/widget_preloader.js" data-shop="${bare(page)}.myshopify.com" defer></script>`],
    ["okeWidget", `<script src="https://cdn-static.okendo.io/reviews-widget-plus/js/okendo-reviews.js" data-subscriber="${uuid(rng)}" defer></script>`],
    ["yotpo", `<script src="https://cdn-widgetsrepository.yotpo.com/v1/loader/${alnum(rng, 40)}" async></script>`],
    ["ruk_rating_snippet", `<script src="https://widget.reviews.io/rating-snippet/dist.js"></script>`],
    ["bv", `<script async src="https://apps.bazaarvoice.com/deployments/${bare(page)}/main_site/production/${page.site.locale.lang}_${page.site.locale.country.toUpperCase().replace("UK", "GB")}/bv.js"></script>`]
  ] as const)
  const stars = (n: number, score: number) => `<span class="${vendor}-preview-badge" data-id="${digits(rng, 10)}" style="display:inline-block;margin-left:6px;font-size:12px;color:#444"><span style="color:#f5a623">${"★".repeat(Math.round(score))}${"☆".repeat(5 - Math.round(score))}</span> ${esc(say(page, starsWords)(n))}</span>`
  const prices = page.spots.texts.filter((t) => priceRe.test(t.text))
  const picked = [...new Set(sample(rng, prices, between(rng, 1, 4)).map((t) => t.end))]
  const out: Array<Splice> = picked.map((at) => insert(at, stars(between(rng, 2, 480), between(rng, 38, 50) / 10)))
  if (out.length === 0) out.push(insert(someSpot(rng, page), `<p>${stars(between(rng, 2, 480), between(rng, 38, 50) / 10)}</p>`))
  out.push(insert(pick(rng, [head(page), bottom(page)]), tag))
  return { splices: out }
})

// ———————————————————————————— payments, donations, partners ————————————————————————————

const acceptWords: Words<string> = { en: "We accept", fr: "Moyens de paiement acceptés", de: "Wir akzeptieren", es: "Aceptamos", nl: "Wij accepteren", pt: "Aceitamos", it: "Accettiamo" }
const localMethods: Record<string, ReadonlyArray<string>> = {
  us: ["Venmo", "Cash App Pay", "Apple Pay", "Google Pay", "Affirm"], uk: ["Apple Pay", "Google Pay", "Clearpay", "Pay by Bank"], fr: ["Carte Bancaire", "Apple Pay", "Paylib", "Alma"],
  de: ["PayPal", "Klarna", "Apple Pay", "Lastschrift", "Wero"], es: ["Bizum", "Apple Pay", "Google Pay", "PayPal"], nl: ["iDEAL", "Bancontact", "Apple Pay", "Klarna"],
  au: ["Apple Pay", "Afterpay", "PayID", "Zip"], in: ["UPI", "RuPay", "Paytm", "Net banking"], br: ["Pix", "Boleto", "Mercado Pago", "Elo"], it: ["Satispay", "PostePay", "Apple Pay", "Bancomat Pay"]
}

// Payment-method rows, recalled from memory of the payment-icon rows shops show in their footers and of payment providers' advice (Adyen, Mollie, Stripe, about 2018–2024) to show the local methods customers expect (iDEAL in the Netherlands, Bizum in Spain, Pix in Brazil, UPI in India, Satispay in Italy): a "we accept" row with card marks and the country's own payment methods as small icons from the site's own host (or with their names), in the site's language.
const paymentMethodRow = benign("'we accept' row in the footer with the country's own payment methods as icons on the site's own host (iDEAL, Bancontact, Bizum, Pix, UPI, Satispay, Venmo...)", (page, rng) => {
  const methods = [...sample(rng, ["Visa", "Mastercard", "American Express", "Maestro"], between(rng, 1, 3)), ...sample(rng, localMethods[page.site.locale.country] ?? localMethods.uk!, between(rng, 1, 3))]
  const icons = chance(rng, 0.7)
  const dir = pick(rng, ["/images/payment/", "/assets/icons/pay/", "/static/img/payments/", "/wp-content/themes/shop/img/"])
  const item = (m: string) => (icons ? `<img src="${esc(own(rng, page, `${dir}${slug(m)}.svg`))}" alt="${esc(m)}" width="38" height="24" loading="lazy">` : `<span class="pm">${esc(m)}</span>`)
  return splices(insert(footerSpot(rng, page), `<div class="${pick(rng, ["payment-methods", "footer-payments", "accepted-cards"])}"><span>${esc(say(page, acceptWords))}:</span> ${methods.map(item).join(icons ? " " : " · ")}</div>`))
})

const teamWords: Words<(e: string, b: string) => readonly [string, string]> = {
  en: (e, b) => [`Take part in the ${e} for ${b}`, "Join our team and raise money through your own sponsorship page."],
  fr: (e, b) => [`Participez au ${e} pour ${b}`, "Rejoignez notre équipe et collectez des dons avec votre propre page de collecte."],
  de: (e, b) => [`Laufen Sie beim ${e} für ${b}`, "Werden Sie Teil unseres Teams und sammeln Sie Spenden über Ihre eigene Aktionsseite."],
  es: (e, b) => [`Participa en la ${e} por ${b}`, "Únete a nuestro equipo y recauda fondos con tu propia página de reto."],
  nl: (e, b) => [`Doe mee aan de ${e} voor ${b}`, "Sluit je aan bij ons team en haal geld op met je eigen actiepagina."],
  pt: (e, b) => [`Participe da ${e} por ${b}`, "Entre na nossa equipe e arrecade doações com sua própria página."],
  it: (e, b) => [`Partecipa alla ${e} per ${b}`, "Unisciti alla nostra squadra e raccogli fondi con la tua pagina personale."]
}
const events: Words<ReadonlyArray<string>> = {
  en: ["city marathon", "10K fun run", "charity bike ride", "sponsored swim"], fr: ["semi-marathon", "10 km de la ville", "randonnée solidaire"], de: ["Stadtlauf", "Firmenlauf", "Spendenradtour"],
  es: ["carrera solidaria", "media maratón", "marcha solidaria"], nl: ["stadsloop", "fietstocht voor het goede doel", "halve marathon"], pt: ["corrida solidária", "meia maratona", "caminhada solidária"], it: ["maratona cittadina", "corsa solidale", "pedalata benefica"]
}

// Peer-to-peer fundraising, recalled from memory of charities' event pages and of the platforms they use for sponsored-event teams (JustGiving and Enthuse in the UK, GoFundMe Pro/Classy in the US, betterplace.org in Germany, HelloAsso and Alvarum in France, Rete del Dono in Italy, Mi Grano de Arena in Spain, about 2010–2024): a box inviting supporters to take part in a sponsored event for the organisation, linking to its team page on such a platform.
const teamFundraising = benign("'take part in the city run for us' box linking to the organisation's team page on a peer-to-peer fundraising platform (JustGiving, Enthuse, GoFundMe Pro, betterplace, HelloAsso, Rete del Dono)", (page, rng) => {
  const e = pick(rng, events[page.site.locale.lang])
  const [t, p] = say(page, teamWords)(e, brandName(page))
  const s = `${slug(brandName(page)) || bare(page)}-${slug(e)}-${between(rng, 2025, 2026)}`
  const href = pick(rng, {
    en: [`https://www.justgiving.com/team/${s}`, `https://${bare(page)}.enthuse.com/${slug(e)}/profile`, `https://www.classy.org/team/${digits(rng, 6)}`, `https://www.gofundme.com/f/${s}`],
    fr: [`https://www.helloasso.com/associations/${slug(brandName(page)) || bare(page)}/collectes/${slug(e)}`, `https://www.alvarum.com/${s}`],
    de: [`https://www.betterplace.org/de/fundraising-events/${digits(rng, 5)}-${s}`, `https://www.betterplace.org/de/projects/${digits(rng, 5)}`],
    es: [`https://www.migranodearena.org/reto/${digits(rng, 5)}/${s}`, `https://www.gofundme.com/f/${s}`],
    nl: [`https://www.actiepagina.nl/${s}`, `https://www.geef.nl/nl/actie/${s}`],
    pt: [`https://www.vakinha.com.br/${digits(rng, 7)}`, `https://www.gofundme.com/f/${s}`],
    it: [`https://www.retedeldono.it/progetti/${s}`, `https://www.gofundme.com/f/${s}`]
  }[page.site.locale.lang])
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["event-fundraising", "team-cta", "get-involved"])}"><h3>${esc(t)}</h3><p>${esc(p)} <a href="${esc(href)}">${esc(t)} →</a></p></div>`))
})

const affiliateWords: Words<string> = { en: "Become an affiliate", fr: "Devenir affilié", de: "Partner werden", es: "Hazte afiliado", nl: "Word affiliate", pt: "Seja um afiliado", it: "Diventa affiliato" }

// The site's own affiliate programme, recalled from memory of the merchant tags and sign-up pages of Impact (utt.impactcdn.com universal tracking tag), Awin (the dwin1.com MasterTag), Rewardful (r.wdfl.co/rw.js), PartnerStack and Tapfiliate (about 2016–2024), which shops and software companies add when they start paying publishers for referrals: the network's tag with the site's own id in the head and a "become an affiliate" link in the footer to the programme's sign-up page on the network.
const affiliateProgramme = benign("site's own affiliate programme: the network's tracking tag with its own id and a 'become an affiliate' footer link to its sign-up page (Impact, Awin, Rewardful, PartnerStack, Tapfiliate)", (page, rng) => {
  const b = slug(brandName(page)) || bare(page)
  const [tag, href] = pick(rng, [
    () => [`<script>(function(a,b,c,d,e,f,g){e["ire_o"]=c;e[c]=e[c]||function(){(e[c].a=e[c].a||[]).push(arguments)};f=d.createElement(b);g=d.getElementsByTagName(b)[0];f.async=1;f.src=a;g.parentNode.insertBefore(f,g)})("https://utt.impactcdn.com/A${digits(rng, 7)}-${uuid(rng)}1.js","script","ire",document,window);</script>`, `https://app.impact.com/campaign-promo-signup/${b}.brand?execution=e${between(rng, 1, 9)}s1`] as const,
    () => [`<script src="https://www.dwin1.com/${digits(rng, 5)}.js" type="text/javascript" defer></script>`, `https://ui.awin.com/merchant-profile/${digits(rng, 5)}`] as const,
    () => [`<script>(function(w,r){w._rwq=r;w[r]=w[r]||function(){(w[r].q=w[r].q||[]).push(arguments)}})(window,"rewardful");</script><script async src="https://r.wdfl.co/rw.js" data-rewardful="${hex(rng, 6)}"></script>`, `https://${b}.getrewardful.com/signup`] as const,
    () => [`<script src="https://snippet.growsumo.com/growsumo.min.js" async></script><script>window.growsumo&&growsumo._initialize("pk_${alnum(rng, 32)}");</script>`, `https://${b}.partnerstack.com/`] as const,
    () => [`<script src="https://script.tapfiliate.com/tapfiliate.js" type="text/javascript" async></script><script>(function(t,a,p){t.TapfiliateObject=a;t[a]=t[a]||function(){(t[a].q=t[a].q||[]).push(arguments)}})(window,"tap");tap("create","${digits(rng, 5)}-${hex(rng, 6)}",{integration:"javascript"});tap("detect");</script>`, `https://${b}.tapfiliate.com/`] as const
  ])()
  return splices(insert(headSpot(rng, page), tag), insert(footerSpot(rng, page), `<p class="${pick(rng, ["affiliates", "partner-programme", "footer-affiliate"])}"><a href="${esc(href)}">${esc(say(page, affiliateWords))}</a></p>`))
})

const benefitWords: Words<readonly [string, (p: string, c: string) => string]> = {
  en: ["Member benefits", (p, c) => `${p}: discount with code ${c}`], fr: ["Avantages adhérents", (p, c) => `${p} : réduction avec le code ${c}`],
  de: ["Vorteile für Mitglieder", (p, c) => `${p}: Rabatt mit dem Code ${c}`], es: ["Ventajas para socios", (p, c) => `${p}: descuento con el código ${c}`],
  nl: ["Voordelen voor leden", (p, c) => `${p}: korting met de code ${c}`], pt: ["Benefícios para associados", (p, c) => `${p}: desconto com o código ${c}`], it: ["Vantaggi per i soci", (p, c) => `${p}: sconto con il codice ${c}`]
}
const partners: ReadonlyArray<readonly [string, string]> = [
  ["Europcar", "www.europcar.com"], ["Sixt", "www.sixt.com"], ["Hertz", "www.hertz.com"], ["Booking.com", "www.booking.com"], ["Adobe", "www.adobe.com"], ["Microsoft 365", "www.microsoft.com"],
  ["Dell", "www.dell.com"], ["Specsavers", "www.specsavers.com"], ["Accor", "all.accor.com"], ["Decathlon", "www.decathlon.com"], ["Canva", "www.canva.com"], ["Lenovo", "www.lenovo.com"]
]

// Member benefits, recalled from memory of professional bodies', unions', clubs' and alumni associations' "member benefits" pages listing partner discounts (car rental, hotels, software, eyewear) with a code or a partner landing page (about 2010–2024): a short list of partner offers with the members' code, each linking to the partner's own site.
const memberBenefits = benign("'member benefits' list of partner discounts with the members' code, linking to the partners' own sites (car rental, hotels, software, eyewear)", (page, rng) => {
  const [title, line] = say(page, benefitWords)
  const code = `${bare(page).toUpperCase().slice(0, 6)}${pick(rng, ["10", "15", "20", "MEMBER", digits(rng, 2)])}`
  const items = sample(rng, partners, between(rng, 2, 4)).map(([n, h]) => `<li><a href="https://${h}/${pick(rng, ["partners", "offers", "corporate", "affinity"])}/${bare(page)}" rel="${pick(rng, ["noopener", "sponsored noopener", "noopener"])}">${esc(line(n, code))}</a></li>`)
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["member-benefits", "partner-offers", "benefits"])}"><h3>${esc(title)}</h3><ul>${items.join("")}</ul></section>`))
})

// ———————————————————————————— accounts and channels ————————————————————————————

const channelWords: Words<(n: string) => string> = {
  en: (n) => `${n} channel`, fr: (n) => `Chaîne ${n}`, de: (n) => `${n}-Kanal`, es: (n) => `Canal de ${n}`, nl: (n) => `${n}-kanaal`, pt: (n) => `Canal no ${n}`, it: (n) => `Canale ${n}`
}

// Broadcast channels, recalled from memory of WhatsApp Channels (launched September 2023), Telegram channels, Instagram broadcast channels (2023) and Viber Communities, which news sites, shops and councils added to their follow-us links beside their other accounts: one or two channel links named after the site added after its existing follow-us links, the old ones kept.
const broadcastChannels = benign("WhatsApp, Telegram, Instagram or Viber broadcast-channel links named after the site added after its existing follow-us links", (page, rng) => {
  const h = ownHandle(page)
  const hasTelegram = page.ids.social.some((s) => (s.href ?? "").includes("t.me/"))
  const chans = sample(rng, [
    ["WhatsApp", `https://whatsapp.com/channel/0029Va${alnum(rng, 16)}`],
    ["Instagram", `https://ig.me/j/Ab${alnum(rng, 14)}/`],
    ["Viber", `https://invite.viber.com/?g2=AQ${alnum(rng, 40)}`],
    ...(hasTelegram ? [] : [["Telegram", `https://t.me/${h.toLowerCase()}`] as const])
  ] as const, between(rng, 1, 2))
  const add = chans.map(([n, u]) => `<a href="${esc(u)}">${esc(say(page, channelWords)(n))}</a>`).join(" · ")
  const hrefs = new Set(page.ids.social.map((s) => s.href).filter((x): x is string => x !== null))
  const last = shown(page, "a", (e) => !e.inert && hrefs.has(e.attribs.href ?? "")).pop()
  if (last?.closeTag != null) return splices(insert(last.closeTag.end, ` · ${add}`))
  return splices(insert(footerSpot(rng, page), `<p>${add}</p>`))
})

const messageWords: Words<readonly [string, string]> = {
  en: ["Message us", "we reply within a few hours, Monday to Friday"], fr: ["Écrivez-nous", "réponse sous quelques heures, du lundi au vendredi"],
  de: ["Schreiben Sie uns", "Antwort innerhalb weniger Stunden, Montag bis Freitag"], es: ["Escríbenos", "respondemos en pocas horas, de lunes a viernes"],
  nl: ["Stuur ons een bericht", "we reageren binnen enkele uren, maandag t/m vrijdag"], pt: ["Envie uma mensagem", "respondemos em poucas horas, de segunda a sexta"], it: ["Scrivici", "rispondiamo entro poche ore, dal lunedì al venerdì"]
}

// Business messaging, recalled from memory of Meta's m.me and ig.me links for Messenger and Instagram direct messages, Apple Messages for Business (bcrw.apple.com links, about 2018 on), LINE Official Accounts and Viber business chats, which companies add to their contact pages beside phone and e-mail: a "message us" line with links to the site's own business inboxes (named like its existing social accounts) and its reply hours, the phone and e-mail left as they were.
const messageUsLinks = benign("'message us' line with links to the site's own business inboxes (Messenger m.me, Instagram ig.me, Apple Messages for Business, LINE, Viber) under its contact lines", (page, rng) => {
  const h = ownHandle(page)
  const links = sample(rng, [["Messenger", `https://m.me/${h}`], ["Instagram", `https://ig.me/m/${h.toLowerCase()}`], ["Apple Messages", `https://bcrw.apple.com/urn:biz:${uuid(rng)}`], ["LINE", `https://line.me/R/ti/p/@${h.toLowerCase()}`], ["Viber", `viber://pa?chatURI=${h.toLowerCase()}`]] as const, between(rng, 2, 3))
  const [label, hours] = say(page, messageWords)
  const line = `${esc(label)}: ${links.map(([n, u]) => `<a href="${esc(u)}">${n}</a>`).join(" · ")} (${esc(hours)})`
  const after = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  return splices(after === null ? insert(footerSpot(rng, page), `<p>${line}</p>`) : insert(after.at, after.wrap(line)))
})

const newsWords: Words<string> = { en: "Follow us on", fr: "Suivez-nous sur", de: "Folgen Sie uns auf", es: "Síguenos en", nl: "Volg ons op", pt: "Siga-nos no", it: "Seguici su" }

// News-aggregator follow buttons, recalled from memory of publishers' "follow us on Google News" buttons (news.google.com/publications links), Apple News channel links (apple.news), Flipboard profiles and Feedly subscription links (about 2019–2024): a row of follow buttons for the site's own publication on those aggregators.
const aggregatorFollow = benign("'follow us on Google News, Apple News, Flipboard or Feedly' buttons for the site's own publication", (page, rng) => {
  const feed = encodeURIComponent(`feed/${origin(page)}/feed/`)
  const links = sample(rng, [
    ["Google News", `https://news.google.com/publications/CAAq${alnum(rng, 28)}?hl=${page.site.locale.lang}`],
    ["Apple News", `https://apple.news/T${alnum(rng, 21)}`],
    ["Flipboard", `https://flipboard.com/@${ownHandle(page).toLowerCase()}`],
    ["Feedly", `https://feedly.com/i/subscription/${feed}`]
  ] as const, between(rng, 1, 3))
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<p class="${pick(rng, ["follow-news", "aggregators", "gnews-follow"])}">${esc(say(page, newsWords))} ${links.map(([n, u]) => `<a href="${esc(u)}" class="btn-follow">${n}</a>`).join(" ")}</p>`))
})

const shortWords: Words<string> = { en: "Short link to this page", fr: "Lien court vers cette page", de: "Kurzlink zu dieser Seite", es: "Enlace corto a esta página", nl: "Korte link naar deze pagina", pt: "Link curto para esta página", it: "Link breve a questa pagina" }

// Branded short links, recalled from memory of publishers' own short domains (nyti.ms, bbc.in, econ.st, on.ft.com, about 2010 on), of WordPress's rel="shortlink" and of branded-link services (Bitly custom domains, Rebrandly, Short.io): a "short link to this page" line for sharing on a short domain of the organisation (or a go./on. subdomain), sometimes declared as rel="shortlink" in the head.
const brandedShortLink = benign("'short link to this page' for sharing on the organisation's own short domain (like nyti.ms or bbc.in, or a go. subdomain), sometimes as rel=shortlink", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`${b.slice(0, 4)}.${pick(rng, ["ms", "in", "st", "ly", "to", "co", "li"])}`, `go.${page.site.domain}`, `on.${page.site.domain}`, `${b}.link`, `${b.slice(0, 5)}.${pick(rng, ["me", "gl", "cx"])}`])
  const short = `https://${host}/${alnum(rng, between(rng, 5, 8))}`
  const out: Array<Splice> = [insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<p class="${pick(rng, ["share-shortlink", "short-url", "permalink"])}">${esc(say(page, shortWords))}: <a href="${short}">${short.replace(/^https:\/\//, "")}</a></p>`)]
  if (chance(rng, 0.5)) out.push(insert(head(page), `<link rel="shortlink" href="${short}">`))
  return { splices: out }
})

// ———————————————————————————— embeds and services ————————————————————————————

const dashboardWords: Words<readonly [string, string]> = {
  en: ["Our figures at a glance", "Interactive dashboard, updated monthly."], fr: ["Nos chiffres en un coup d'œil", "Tableau de bord interactif, mis à jour chaque mois."],
  de: ["Unsere Zahlen auf einen Blick", "Interaktives Dashboard, monatlich aktualisiert."], es: ["Nuestras cifras de un vistazo", "Panel interactivo, actualizado cada mes."],
  nl: ["Onze cijfers in één oogopslag", "Interactief dashboard, maandelijks bijgewerkt."], pt: ["Nossos números em resumo", "Painel interativo, atualizado mensalmente."], it: ["I nostri numeri in sintesi", "Cruscotto interattivo, aggiornato ogni mese."]
}

// Public dashboards, recalled from memory of organisations and public bodies embedding business-intelligence views published for the web (Tableau Public's viz_v1.js placeholder or iframe, Power BI "publish to web" app.powerbi.com/view?r= links, Looker Studio embed/reporting frames, Observable embeds, Our World in Data grapher frames, about 2015–2024): a heading and caption in the site's language and an embedded dashboard from one of those hosts.
const publicDashboard = benign("public dashboard embedded from a business-intelligence host (Tableau Public, Power BI publish-to-web, Looker Studio, Observable, Our World in Data), with a heading in the site's language", (page, rng) => {
  const [t, cap] = say(page, dashboardWords)
  const name = pick(rng, ["Annual-Overview", "Members-2025", "Service-Performance", "Budget", "Impact-Report"])
  const src = pick(rng, [
    () => `https://public.tableau.com/views/${name}/${pick(rng, ["Dashboard1", "Overview", "Summary"])}?:showVizHome=no&:embed=true`,
    () => `https://app.powerbi.com/view?r=${Buffer.from(JSON.stringify({ k: uuid(rng), t: uuid(rng), c: between(rng, 1, 9) })).toString("base64")}`,
    () => `https://lookerstudio.google.com/embed/reporting/${uuid(rng)}/page/${alnum(rng, 4)}`,
    () => `https://observablehq.com/embed/@${bare(page)}/${slug(name)}?cells=chart`,
    () => `https://ourworldindata.org/grapher/${pick(rng, ["share-of-population-with-access-to-electricity", "co2-emissions-per-capita", "life-expectancy"])}?tab=chart`
  ])()
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["dashboard", "data-embed", "viz"])}"><h3>${esc(t)}</h3><iframe src="${esc(src)}" width="100%" height="${between(rng, 380, 720)}" frameborder="0" loading="lazy" allowfullscreen title="${esc(t)}"></iframe><figcaption>${esc(cap)}</figcaption></figure>`))
})

const tableWords: Words<string> = { en: "Book a table", fr: "Réserver une table", de: "Tisch reservieren", es: "Reservar mesa", nl: "Reserveer een tafel", pt: "Reservar mesa", it: "Prenota un tavolo" }

// Restaurant booking platforms, recalled from memory of the widgets and booking links of OpenTable (the widget/reservation/loader script with a restaurant id), TheFork (widget.thefork.com), Resy, Quandoo and SevenRooms (about 2012–2024), which restaurants add to their sites: a "book a table" button or widget from one of those platforms with the restaurant's own id, in the site's language.
const tableBooking = benign("'book a table' widget or button from a restaurant-booking platform (OpenTable, TheFork, Resy, Quandoo, SevenRooms) with the restaurant's own id", (page, rng) => {
  const label = say(page, tableWords)
  const s = slug(brandName(page)) || bare(page)
  const html = pick(rng, [
    () => `<script type="text/javascript" src="//www.opentable.com/widget/reservation/loader?rid=${digits(rng, 6)}&amp;type=standard&amp;theme=standard&amp;color=1&amp;dark=false&amp;iframe=true&amp;domain=com&amp;lang=${langTag(page)}&amp;newtab=false&amp;ot_source=Restaurant%20website"></script>`,
    () => `<a class="btn-book" href="https://widget.thefork.com/${uuid(rng)}?step=date">${esc(label)}</a>`,
    () => `<a class="btn-book" href="https://resy.com/cities/${pick(rng, ["ny", "la", "ldn", "par"])}/${s}">${esc(label)}</a>`,
    () => `<a class="btn-book" href="https://www.quandoo.${pick(rng, ["de", "nl", "it", "co.uk"])}/place/${s}-${digits(rng, 5)}">${esc(label)}</a>`,
    () => `<a class="btn-book" href="https://www.sevenrooms.com/reservations/${s.replace(/-/g, "")}">${esc(label)}</a>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<div class="${pick(rng, ["reservations", "book-table", "booking"])}"><h3>${esc(label)}</h3>${html}</div>`))
})

const docsWords: Words<string> = { en: "Documentation and help centre", fr: "Documentation et centre d'aide", de: "Dokumentation und Hilfe-Center", es: "Documentación y centro de ayuda", nl: "Documentatie en helpcentrum", pt: "Documentação e central de ajuda", it: "Documentazione e centro assistenza" }

// Hosted documentation platforms, recalled from memory of GitBook (space.gitbook.io), ReadMe (readme.io), Document360, Mintlify and Helpjuice (about 2016–2024), to which companies move their help, FAQ and documentation pages (often first on the vendor's subdomain, later on a docs. subdomain of their own): the site's own help, FAQ and documentation links pointed at its space on such a platform, or a footer link to it; contact, forms and sign-in untouched.
const hostedDocs = benign("site's own help, FAQ and documentation links moved to its space on a hosted docs platform (GitBook, ReadMe, Document360, Mintlify, Helpjuice)", (page, rng) => {
  const b = bare(page)
  const base = pick(rng, [`https://${b}.gitbook.io/${pick(rng, ["docs", "help", b])}`, `https://${b}.readme.io/docs`, `https://${b}.document360.io/docs`, `https://${b}.mintlify.app`, `https://${b}.helpjuice.com`, `https://docs.${page.site.domain}`])
  const els = shown(page, "a", (e) => !e.inert)
  const targets = ownTargets(page, els, "href").filter((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
    return /(^|\/)(help|faq|faqs|docs?|documentation|guide|guides|kb|knowledge-?base|hilfe|aide|ayuda|aiuto|ajuda|hulp)(\/|\.|$)/i.test(u.pathname)
  })
  if (targets.length > 0) return splices(...targets.map((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
    const tail = u.pathname.split("/").filter((x) => x.length > 0).slice(1).join("/")
    return replace(t.value, esc(tail === "" ? base : `${base}/${slug(tail.replace(/\.[a-z]+$/i, "")) || ""}`.replace(/\/$/, "")))
  }))
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["docs-link", "help-centre", "footer-help"])}"><a href="${esc(base)}">${esc(say(page, docsWords))}</a></p>`))
})

const videoWords: Words<(d: string) => readonly [string, string, string]> = {
  en: (d) => ["Video appointments", `Speak to one of our advisers by video from home. Next available slots from ${d}.`, "Open the waiting room"],
  fr: (d) => ["Rendez-vous en visio", `Échangez avec l'un de nos conseillers en vidéo depuis chez vous. Prochains créneaux à partir du ${d}.`, "Accéder à la salle d'attente"],
  de: (d) => ["Video-Beratung", `Sprechen Sie per Video von zu Hause mit unseren Beraterinnen und Beratern. Nächste freie Termine ab ${d}.`, "Zum Wartezimmer"],
  es: (d) => ["Citas por videollamada", `Habla con uno de nuestros asesores por vídeo desde casa. Próximas citas disponibles desde el ${d}.`, "Entrar en la sala de espera"],
  nl: (d) => ["Videogesprekken", `Spreek een van onze adviseurs via video vanuit huis. Eerstvolgende tijden vanaf ${d}.`, "Naar de wachtkamer"],
  pt: (d) => ["Atendimento por vídeo", `Fale com um dos nossos consultores por vídeo, de casa. Próximos horários a partir de ${d}.`, "Abrir a sala de espera"],
  it: (d) => ["Appuntamenti in videochiamata", `Parla con uno dei nostri consulenti in video da casa. Prossimi orari disponibili dal ${d}.`, "Apri la sala d'attesa"]
}

// Video consultations, recalled from memory of the video-consultation services that advisers, clinics, councils and banks adopted (Whereby rooms, Doxy.me waiting rooms, Microsoft Bookings with Teams, Livestorm, attend anywhere / Healthdirect Video Call, about 2017–2024): a "video appointments" box in the site's language linking to the organisation's own waiting room on one of those services.
const videoAdvice = benign("'video appointments' box linking to the organisation's own waiting room on a video-consultation service (Whereby, Doxy.me, Microsoft Bookings, Livestorm, Healthdirect)", (page, rng) => {
  const b = slug(brandName(page)) || bare(page)
  const href = pick(rng, [`https://whereby.com/${b}-${pick(rng, ["advice", "consult", "team"])}`, `https://doxy.me/${b.replace(/-/g, "")}`, `https://outlook.office365.com/book/${b.replace(/-/g, "")}${pick(rng, ["Advice", "Bookings"])}@${page.site.domain}/`, `https://app.livestorm.co/${b}/${pick(rng, ["video-advice", "rendez-vous"])}`, `https://vcc.healthdirect.org.au/${b}`])
  const [t, p, go] = say(page, videoWords)(page.site.locale.date(someDate(rng)))
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["video-appointments", "remote-advice", "consult-online"])}"><h3>${esc(t)}</h3><p>${esc(p)}</p><p><a href="${esc(href)}">${esc(go)}</a></p></div>`))
})

/** Every fresh22 benign class, in a fixed order. */
export const fresh22Benigns: ReadonlyArray<ChangeClass> = [
  staticDomain, productAnalytics, cmpMigration, featureFlags, translationService, crossBorder, productStars, paymentMethodRow, teamFundraising,
  affiliateProgramme, memberBenefits, broadcastChannels, messageUsLinks, aggregatorFollow, brandedShortLink, publicDashboard, tableBooking, hostedDocs, videoAdvice
]

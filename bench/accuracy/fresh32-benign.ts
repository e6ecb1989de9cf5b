/**
 * Fresh32 benign classes: written during round 24, by someone who does not
 * read the engines, as the routine marketing, operations and engineering
 * changes whose footprints look like the quiet compromises of
 * fresh32-defacements.ts: new analytics, tag-manager, consent, A/B-testing,
 * chat and push vendors added with their published snippets (inline loaders
 * and hidden noscript frames included), the polyfill and font hosts switched
 * after an incident or for privacy, the site's own pictures moved to its
 * storage bucket, a new logo file, outbound links routed through the
 * organisation's click tracker or affiliate network, an affiliate article,
 * shop and login pages moved to hosts the organisation runs, newsletter
 * forms moved to the real provider, honest new form fields and hosted
 * payment components, payment links and buttons on the providers' own hosts,
 * QR codes and canonical payment links for the organisation's own accounts,
 * contact details changed consistently or obfuscated by the CDN, new social
 * accounts and department mailboxes, language switchers and a browser
 * language redirect, seasonal banners, maintenance and outdated-browser
 * notices, embeds, lightboxes, app-store badges, new document editions, a
 * new post in the latest list, SEO description rewrites and a renamed
 * product. Each varies its vendor, wording, placement and identifiers with
 * the rng, writes visible text in the site's language, and sends visitors
 * and their data only to the organisation and its well-known providers. The
 * writer had no internet access: vendors' snippet and URL formats are
 * recalled from memory and may differ in detail. Scored in the `fresh32`
 * group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, forms, head, inside, occurrences, replaceEverywhere, resolve, say, shown, top } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate } from "./locales.js"
import { type El, type Range, attrInsertAt, attrSpans, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh32", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

/** Sets attribute `name` of `el` to `value` like classes.ts's setAttr, but always writes a quoted value (an unquoted value replaced in place would end at the first space). */
const setAttr = (page: Page, el: El, name: string, value: string): Splice => {
  const span = attrSpans(page.html, el).find((a) => a.name === name)
  if (span === undefined) return insert(attrInsertAt(el), ` ${name}="${esc(value)}"`)
  const quoted = span.value !== null && /["']/.test(page.html[span.value.start - 1] ?? "")
  return quoted ? replace(span.value!, esc(value)) : replace({ start: span.start, end: span.end }, `${name}="${esc(value)}"`)
}
const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const origin = (page: Page) => new URL(page.site.url).origin
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const hostOf = (page: Page, href: string): string | null => resolve(page, href)?.hostname.toLowerCase() ?? null
const isOwn = (page: Page, href: string): boolean => {
  const h = hostOf(page, href)
  return h !== null && registrable(h) === page.site.domain
}
/** The site's own host, or a static host named after it. */
const isOwnish = (page: Page, href: string): boolean => {
  const h = hostOf(page, href)
  const label = page.site.domain.split(".")[0] ?? ""
  return h !== null && (registrable(h) === page.site.domain || (label.length >= 3 && registrable(h).split(".")[0]!.includes(label)))
}
const links = (page: Page): Array<El> =>
  shown(page, "a", (e) => usable(page, e) && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:|data:)/i.test(e.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOcc = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const pathOf = (page: Page, href: string): string => {
  const u = resolve(page, href)
  return u === null ? "/" : `${u.pathname}${u.search}${u.hash}`
}
const pixelRe = /(pixel|beacon|spacer|blank|1x1|clear\.gif|\/o\.gif|\/b\/ss\/|\btrack)/i
const imgs = (page: Page): Array<El> => {
  const all = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
  const real = all.filter((e) => !pixelRe.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
  return real.length > 0 ? real : all
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    if (n === "") continue
    const run = page.spots.texts.find((t) => t.text.includes(n))
    for (let e = run === undefined ? undefined : elAt(page, run.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (!e.shown) break
      if (/^(p|li|dd|tr)$/.test(e.name) && e.closeTag !== null) {
        return insert(e.closeTag.end, e.name === "tr" ? `<tr><td>${html}</td></tr>` : `<${e.name}>${html}</${e.name}>`)
      }
    }
  }
  return insert(fallback, `<p>${html}</p>`)
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const mixed = (rng: Rng, n: number) => [...alnum(rng, n)].map((c) => (chance(rng, 0.5) ? c.toUpperCase() : c)).join("")
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
/** The organisation's handle on its networks (from its follow-us links), else its brand. */
const handleOf = (page: Page): string => {
  for (const s of page.ids.social) {
    const m = s.href === null ? null : /\/(?:company\/|u\/|@)?([A-Za-z0-9_.-]+)\/?$/.exec(s.href)
    if (m !== null && m[1] !== undefined && !/\.(com|net|me)$/.test(m[1])) return m[1]
  }
  return bare(page)
}
const socialAnchors = (page: Page): Array<El> => {
  const hrefs = new Set(page.ids.social.map((s) => s.href).filter((h): h is string => h !== null))
  return page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && e.closeTag !== null && hrefs.has(e.attribs.href ?? ""))
}
const year = (rng: Rng) => between(rng, 2025, 2026)
const amazonBy: Record<string, readonly [string, string]> = {
  us: ["com", "-20"], uk: ["co.uk", "-21"], fr: ["fr", "-21"], de: ["de", "-21"], es: ["es", "-21"], nl: ["nl", "-21"], au: ["com.au", "-22"], in: ["in", "-21"], br: ["com.br", "-20"], it: ["it", "-21"]
}

// ———————————————————————————— vendors' snippets ————————————————————————————

/** Marketing adds a new analytics or tag-manager vendor with its published snippet (Plausible, Fathom, Clarity, Hotjar, GA4, GTM with its noscript frame, Matomo Cloud, Cloudflare Web Analytics). */
const analyticsVendorAdded = benign("new analytics or tag-manager vendor added with its published snippet in the head (Plausible, Fathom, Microsoft Clarity, Hotjar, GA4 gtag, GTM with its noscript frame, Matomo Cloud, Cloudflare Web Analytics)", (page, rng) => {
  const host = page.site.host.replace(/^www\./, "")
  const b = bare(page)
  const gtm = `GTM-${alnum(rng, 7).toUpperCase()}`
  const ga = `G-${alnum(rng, 10).toUpperCase()}`
  const kind = between(rng, 0, 7)
  const out: Array<Splice> = []
  const at = pick(rng, [headStart(page), head(page)])
  switch (kind) {
    case 0: out.push(insert(at, `<script defer data-domain="${host}" src="https://plausible.io/js/${pick(rng, ["script.js", "script.outbound-links.js", "script.tagged-events.js"])}"></script>`)); break
    case 1: out.push(insert(at, `<script src="https://cdn.usefathom.com/script.js" data-site="${alnum(rng, 8).toUpperCase()}" defer></script>`)); break
    case 2: out.push(insert(at, `<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "${alnum(rng, 10)}");</script>`)); break
    case 3: out.push(insert(at, `<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${digits(rng, 7)},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`)); break
    case 4: out.push(insert(at, `<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', '${ga}');</script>`)); break
    case 5:
      out.push(insert(headStart(page), `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');</script>`))
      out.push(insert(top(page), `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`))
      break
    case 6: out.push(insert(at, `<script>var _paq = window._paq = window._paq || [];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function() {var u="https://${b}.matomo.cloud/";_paq.push(['setTrackerUrl', u+'matomo.php']);_paq.push(['setSiteId', '${between(rng, 1, 9)}']);var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];g.async=true; g.src='https://cdn.matomo.cloud/${b}.matomo.cloud/matomo.js'; s.parentNode.insertBefore(g,s);})();</script>`)); break
    default: out.push(insert(bottom(page), `<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon='{"token": "${hex(rng, 32)}"}'></script>`))
  }
  return { splices: out }
})

const cookieSettings: T<string> = { en: "Cookie settings", fr: "Paramètres des cookies", de: "Cookie-Einstellungen", es: "Configuración de cookies", nl: "Cookie-instellingen", pt: "Configurações de cookies", it: "Impostazioni cookie" }

/** The consent-management platform added or changed (Cookiebot, OneTrust, Usercentrics, iubenda, Didomi) with its loader first in the head, and often a "cookie settings" link in the footer. */
const consentPlatformUpdate = benign("consent-management platform loader added first in the head (Cookiebot, OneTrust, Usercentrics, iubenda, Didomi) with its account id, often with a 'cookie settings' link at the bottom", (page, rng) => {
  const kind = between(rng, 0, 4)
  const tag = [
    `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${uuid(rng)}" data-blockingmode="auto" type="text/javascript"></script>`,
    `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${uuid(rng)}"></script><script type="text/javascript">function OptanonWrapper() { }</script>`,
    `<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="${mixed(rng, 14)}" async></script>`,
    `<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/${digits(rng, 7)}.js"></script><script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>`,
    `<script type="text/javascript" src="https://sdk.privacy-center.org/${uuid(rng)}/loader.js?target=${page.site.host}" async></script>`
  ][kind]!
  const out = [insert(headStart(page), tag)]
  if (chance(rng, 0.6)) {
    const label = esc(say(page, cookieSettings))
    const link = kind === 0 ? `<a href="javascript: Cookiebot.renew()">${label}</a>` : kind === 1 ? `<a href="#" class="ot-sdk-show-settings">${label}</a>` : `<a href="#cookie-settings" class="cookie-settings">${label}</a>`
    out.push(insert(slotAt(page.spots, "bottom"), `<p class="cookie-link">${link}</p>`))
  }
  return { splices: out }
})

const ctaVariants: T<ReadonlyArray<string>> = {
  en: ["Sign me up", "Get the newsletter", "Join now", "Subscribe for free"], fr: ["Je m'inscris", "Recevoir la lettre", "S'inscrire gratuitement"],
  de: ["Jetzt anmelden", "Newsletter erhalten", "Kostenlos abonnieren"], es: ["Apúntame", "Recibir el boletín", "Suscríbete gratis"],
  nl: ["Schrijf me in", "Ontvang de nieuwsbrief", "Gratis aanmelden"], pt: ["Quero receber", "Receber a newsletter", "Assine grátis"],
  it: ["Iscrivimi", "Ricevi la newsletter", "Iscriviti gratis"]
}

/** An A/B test goes live: the testing vendor's snippet (Optimizely, VWO, AB Tasty, Convert, Kameleoon) and the variant wording of one call-to-action button. */
const abTestVariant = benign("A/B test launched: testing vendor's snippet in the head (Optimizely, VWO, AB Tasty, Convert, Kameleoon) and the variant wording of the newsletter's call-to-action button", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="https://cdn.optimizely.com/js/${digits(rng, 11)}.js"></script>`,
    () => `<link rel="preconnect" href="https://dev.visualwebsiteoptimizer.com"><script src="https://dev.visualwebsiteoptimizer.com/j.php?a=${digits(rng, 6)}&amp;u=${encodeURIComponent(page.site.url)}&amp;vn=2.1" async></script>`,
    () => `<script type="text/javascript" src="https://try.abtasty.com/${hex(rng, 32)}.js"></script>`,
    () => `<script type="text/javascript" src="//cdn-4.convertexperiments.com/v1/js/${digits(rng, 8)}-${digits(rng, 8)}.js"></script>`,
    () => `<script src="//${alnum(rng, 10)}.kameleoon.eu/kameleoon.js" async></script>`
  ])()
  const out = [insert(headStart(page), tag)]
  const sub = page.site.words.subscribe
  const buttons = page.spots.elements.filter((e) => e.name === "button" && usable(page, e) && e.closeTag !== null && textOf(page, e) === sub)
  if (buttons.length > 0) {
    const bt = buttons[0]!
    out.push(replace({ start: bt.openEnd, end: bt.closeTag!.start }, esc(pick(rng, say(page, ctaVariants)))))
    if (chance(rng, 0.5)) out.push(setAttr(page, bt, pick(rng, ["data-variant", "data-exp-variant", "data-ab"]), pick(rng, ["b", "B", "variant-1", "v2"])))
  }
  return { splices: out }
})

/** Support adds a live-chat widget with the vendor's snippet at the end of the body (Intercom, Zendesk, Tawk.to, Crisp, LiveChat, HubSpot, Freshchat). */
const chatWidgetAdded = benign("live-chat or support widget added with the vendor's snippet at the end of the body (Intercom, Zendesk, Tawk.to, Crisp, LiveChat, HubSpot, Freshchat)", (page, rng) => {
  const id = alnum(rng, 8)
  const tag = pick(rng, [
    () => `<script>window.intercomSettings = {api_base: "https://api-iam.intercom.io", app_id: "${id}"};</script><script async src="https://widget.intercom.io/widget/${id}"></script>`,
    () => `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${uuid(rng)}"></script>`,
    () => `<script type="text/javascript">var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/${hex(rng, 24)}/${alnum(rng, 9)}';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0);})();</script>`,
    () => `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="${uuid(rng)}";(function(){d=document;s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();</script>`,
    () => `<script>window.__lc = window.__lc || {};window.__lc.license = ${digits(rng, 8)};</script><script async src="https://cdn.livechatinc.com/tracking.js"></script>`,
    () => `<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${digits(rng, 8)}.js"></script>`,
    () => `<script src="//${pick(rng, ["eu", "in", "au"])}.fw-cdn.com/${digits(rng, 8)}/${digits(rng, 6)}.js" chat="true"></script>`
  ])()
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), tag))
})

/** Web-push notifications for the organisation's own news (OneSignal, CleverPush, PushEngage) with the vendor's SDK and the site's app id. */
const ownPushNotifications = benign("web-push notifications for the site's own news set up with the vendor's SDK and the site's app id (OneSignal, CleverPush, PushEngage)", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js" defer></script><script>window.OneSignalDeferred = window.OneSignalDeferred || [];OneSignalDeferred.push(async function(OneSignal) {await OneSignal.init({appId: "${uuid(rng)}"});});</script>`,
    () => `<script src="https://static.cleverpush.com/channel/loader/${mixed(rng, 17)}.js" async></script>`,
    () => `<script>(function(w,d){w.PushEngage=w.PushEngage||[];w._peq=w._peq||[];PushEngage.push(['init',{appId:'${uuid(rng)}'}]);var e=d.createElement('script');e.src='https://clientcdn.pushengage.com/sdks/pushengage-web-sdk.js';e.async=true;e.type='text/javascript';d.head.appendChild(e);})(window,document);</script>`
  ])()
  return splices(insert(pick(rng, [head(page), headStart(page)]), tag))
})

/** After the polyfill.io incident, engineering moves (or adds) the polyfill loader to Cloudflare's or Fastly's mirror, or a pinned core-js bundle on jsDelivr. */
const polyfillSafeMirror = benign("polyfill loader moved to or added from a trusted mirror after the polyfill.io incident (cdnjs.cloudflare.com/polyfill, polyfill-fastly.io, a pinned core-js bundle on jsDelivr)", (page, rng) => {
  const url = pick(rng, [
    `https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js?version=4.8.0&features=${pick(rng, ["default", "es6", "default%2CIntersectionObserver"])}`,
    `https://polyfill-fastly.io/v3/polyfill.min.js?features=${pick(rng, ["default", "es2015%2Cfetch"])}`,
    `https://cdn.jsdelivr.net/npm/core-js-bundle@${pick(rng, ["3.36.1", "3.37.1", "3.38.0"])}/minified.js`
  ])
  const old = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && /polyfill/i.test(e.attribs.src ?? ""))
  if (old.length > 0) return splices(...old.map((e) => setAttr(page, e, "src", url)))
  return splices(insert(pick(rng, [headStart(page), head(page)]), `<script src="${esc(url)}"${chance(rng, 0.4) ? ` crossorigin="anonymous"` : ""}></script>`))
})

/** Google Fonts swapped for a privacy-friendly drop-in (Bunny Fonts) or self-hosted files after a GDPR ruling, or a font added from either. */
const fontsHostMigration = benign("web fonts moved from Google Fonts to Bunny Fonts or self-hosted files on the site's own host (GDPR), or a font stylesheet added from one of those with its preconnect", (page, rng) => {
  const fam = pick(rng, ["Roboto", "Open+Sans", "Lato", "Montserrat", "Inter", "Source+Sans+3", "Poppins", "Merriweather"])
  const gf = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && /fonts\.(googleapis|gstatic)\.com/i.test(e.attribs.href ?? ""))
  const self = chance(rng, 0.4)
  if (gf.length > 0) {
    return splices(...gf.map((e) => {
      const href = e.attribs.href ?? ""
      if (self) return rels(e).includes("stylesheet") ? setAttr(page, e, "href", `/${pick(rng, ["fonts", "assets/fonts", "static/fonts"])}/fonts.css`) : setAttr(page, e, "href", origin(page))
      return setAttr(page, e, "href", href.replace(/fonts\.(googleapis|gstatic)\.com/i, "fonts.bunny.net"))
    }))
  }
  const tag = self
    ? `<link rel="preload" href="/fonts/${fam.toLowerCase().replace(/\+/g, "-")}-v${between(rng, 12, 30)}-latin-regular.woff2" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="/fonts/fonts.css">`
    : `<link rel="preconnect" href="https://fonts.bunny.net"><link href="https://fonts.bunny.net/css?family=${fam.toLowerCase().replace(/\+/g, "-")}:400,700" rel="stylesheet">`
  return splices(insert(head(page), tag))
})

/** Engineering adds an inline SVG icon sprite at the top of the body (hidden symbols referenced by icons elsewhere). */
const svgIconSprite = benign("inline SVG icon sprite (hidden symbol definitions) added at the top of the body by a theme update", (page, rng) => {
  const icons = sample(rng, ["search", "menu", "close", "arrow-right", "mail", "phone", "facebook", "x", "instagram", "cart", "user"], between(rng, 3, 7))
  const sym = icons.map((n) => `<symbol id="icon-${n}" viewBox="0 0 24 24"><path d="M${between(rng, 2, 6)} ${between(rng, 2, 6)}h${between(rng, 10, 16)}v${between(rng, 10, 16)}H${between(rng, 2, 6)}z"/></symbol>`).join("")
  return splices(insert(top(page), `<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">${sym}</svg>`))
})

// ———————————————————————————— the site's own files ————————————————————————————

/** The site's pictures moved to the organisation's own storage bucket (S3, Google Cloud Storage, DigitalOcean Spaces, Azure Blob, or a media subdomain in front of it), same file names. */
const picturesToOwnBucket = benign("site's own pictures moved to the organisation's storage bucket named after it (S3, Google Cloud Storage, DigitalOcean Spaces, Azure Blob or a media subdomain), same file names", (page, rng) => {
  const b = bare(page)
  const base = pick(rng, [
    `https://${b}-media.s3.${pick(rng, ["eu-west-1", "us-east-1", "eu-central-1"])}.amazonaws.com`,
    `https://storage.googleapis.com/${b}-assets`,
    `https://${b}.${pick(rng, ["fra1", "ams3", "nyc3"])}.digitaloceanspaces.com`,
    `https://${b}.blob.core.windows.net/media`,
    `https://media.${page.site.domain}`
  ])
  const all = imgs(page)
  const own = all.filter((e) => isOwnish(page, e.attribs.src ?? ""))
  const pool = own.length > 0 ? own : all
  const chosen = sample(rng, pool, Math.min(40, Math.max(1, Math.round(pool.length * (0.5 + 0.5 * rng())))))
  const out = chosen.flatMap((e) => {
    const u = resolve(page, e.attribs.src ?? "")
    return u === null ? [] : [setAttr(page, e, "src", `${base}${u.pathname}`)]
  })
  out.push(insert(head(page), `<link rel="preconnect" href="${esc(new URL(base).origin)}">`))
  return { splices: out }
})

/** A logo refresh: the logo file replaced by a new one on the same host (new name or a version query), the favicon's cache-busting version bumped. */
const logoRefresh = benign("logo picture replaced by a new file on the site's own host (new name or version query) and the favicon's version bumped, after a design refresh", (page, rng) => {
  const out: Array<Splice> = []
  const all = imgs(page)
  const logos = all.filter((e) => /logo|brand|masthead/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))
  const pic = logos[0] ?? all[0]
  if (pic !== undefined) {
    const src = (pic.attribs.src ?? "").trim()
    const next = chance(rng, 0.5) && /\/[^/?#]+\.[a-z0-9]{2,5}(\?|#|$)/i.test(src)
      ? src.replace(/\/([^/?#]+?)(\.[a-z0-9]{2,5})(\?[^#]*)?(#|$)/i, (_, n: string, ext: string) => `/${n}-${year(rng)}${pick(rng, [ext, ".svg", ".webp"])}`)
      : `${src.replace(/[?#].*$/, "")}?v=${pick(rng, [String(year(rng)), String(between(rng, 2, 9)), hex(rng, 8)])}`
    out.push(setAttr(page, pic, "src", next))
  }
  const icons = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && !e.inBody && rels(e).some((r) => /icon/.test(r)) && (e.attribs.href ?? "") !== "")
  for (const e of icons) if (chance(rng, 0.6)) out.push(setAttr(page, e, "href", `${(e.attribs.href ?? "").replace(/[?#].*$/, "")}?v=${between(rng, 2, 9)}`))
  if (out.length === 0) out.push(insert(head(page), `<link rel="icon" href="/favicon.ico?v=${between(rng, 2, 9)}">`))
  return { splices: out }
})

const docRe = /\.(pdf|docx?|xlsx?|pptx?|zip|odt|ods|rtf|csv)(\?|#|$)/i
const downloadLine: T<readonly [string, string]> = {
  en: ["Download", "our annual report {y}"], fr: ["Télécharger", "notre rapport annuel {y}"], de: ["Herunterladen:", "unseren Jahresbericht {y}"],
  es: ["Descargar", "nuestra memoria anual {y}"], nl: ["Download", "ons jaarverslag {y}"], pt: ["Baixar", "nosso relatório anual {y}"], it: ["Scarica", "il nostro bilancio {y}"]
}

/** A document's new edition: its link pointed at the new file on the organisation's own host (next year, version or date in the name), or a download line for it added. */
const documentNewEdition = benign("document link pointed at its new edition on the site's own host (next year, version or date in the file name), or a download line for the new report added", (page, rng) => {
  const y = year(rng)
  const docs = links(page).filter((a) => docRe.test(a.attribs.href ?? "") && isOwnish(page, a.attribs.href ?? ""))
  if (docs.length > 0) {
    const a = pick(rng, docs)
    const href = a.attribs.href ?? ""
    const next = /20\d\d/.test(href) ? href.replace(/20\d\d/, String(y)) : href.replace(/(\.[a-z0-9]{2,5})(\?|#|$)/i, `${pick(rng, [`-${y}`, "-v2", `_${y}${String(between(rng, 1, 12)).padStart(2, "0")}`])}$1$2`)
    return splices(setAttr(page, a, "href", next))
  }
  const [dl, what] = say(page, downloadLine)
  const w = fill(what, { y: String(y) })
  const file = `/${pick(rng, ["files", "docs", "media", "uploads"])}/${slug(`${bare(page)} ${w}`).slice(0, 40)}.pdf`
  return splices(lineBeside(page, [page.ids.email], `${esc(dl)} <a href="${esc(file)}">${esc(w)}</a> (PDF, ${between(rng, 1, 9)}${pick(rng, [".", ","])}${between(rng, 1, 9)} MB)`, slotAt(page.spots, "middle")))
})

/** The SEO team rewrites the page's meta description and share texts (and sometimes the share image on the site's own host). */
const seoDescriptionRewrite = benign("meta description and og/twitter descriptions rewritten by the SEO team in the site's language (share image sometimes replaced by one on its own host)", (page, rng) => {
  const B = brandName(page)
  const texts: T<ReadonlyArray<string>> = {
    en: ["{B}: news, events and services in one place.", "Official website of {B}. Opening hours, contact details and the latest news.", "{B} – shop online and find out what's new."],
    fr: ["{B} : actualités, événements et services en un seul endroit.", "Site officiel de {B}. Horaires, coordonnées et dernières actualités."],
    de: ["{B}: Neuigkeiten, Veranstaltungen und Angebote auf einen Blick.", "Offizielle Website von {B}. Öffnungszeiten, Kontakt und aktuelle Meldungen."],
    es: ["{B}: noticias, eventos y servicios en un solo lugar.", "Web oficial de {B}. Horarios, contacto y últimas noticias."],
    nl: ["{B}: nieuws, evenementen en diensten op één plek.", "Officiële website van {B}. Openingstijden, contactgegevens en het laatste nieuws."],
    pt: ["{B}: notícias, eventos e serviços em um só lugar.", "Site oficial da {B}. Horários, contatos e as últimas notícias."],
    it: ["{B}: notizie, eventi e servizi in un unico posto.", "Sito ufficiale di {B}. Orari, contatti e ultime notizie."]
  }
  const text = fill(pick(rng, say(page, texts)), { B })
  const out: Array<Splice> = []
  let desc = false
  for (const e of page.spots.elements) {
    if (e.name !== "meta" || !usable(page, e) || e.attribs.content === undefined) continue
    const key = (e.attribs.name ?? e.attribs.property ?? "").toLowerCase()
    if (key === "description") { out.push(setAttr(page, e, "content", text)); desc = true }
    else if (key === "og:description" || key === "twitter:description") out.push(setAttr(page, e, "content", text))
    else if (key === "og:image" && chance(rng, 0.5)) out.push(setAttr(page, e, "content", `${origin(page)}/images/og/${slug(B)}-${year(rng)}.jpg`))
  }
  if (!desc) out.push(insert(head(page), `<meta name="description" content="${esc(text)}">`))
  return { splices: out }
})

// ———————————————————————————— links and where visitors go ————————————————————————————

/** Outbound links routed through the organisation's own click tracker or its affiliate-network account (Skimlinks, Sovrn), the destination kept in the query. */
const outboundViaOwnTracker = benign("links to other sites routed through the site's own click tracker (/out?url=, /go/) or its affiliate-network account (Skimlinks, Sovrn), destination kept in the query", (page, rng) => {
  const all = links(page)
  const ext = all.filter((a) => !isOwn(page, a.attribs.href ?? "") && resolve(page, a.attribs.href ?? "") !== null)
  const pool = ext.length > 0 ? ext : all
  const mode = between(rng, 0, 3)
  const sid = `${digits(rng, 5)}X${digits(rng, 7)}`
  const key = hex(rng, 32)
  const n = Math.min(60, Math.max(1, Math.round(pool.length * (0.3 + 0.7 * rng()))))
  return splices(...sample(rng, pool, n).map((a) => {
    const abs = resolve(page, a.attribs.href ?? "")?.href ?? ""
    const enc = encodeURIComponent(abs)
    const url = mode === 0 ? `/out?url=${enc}` : mode === 1 ? `${origin(page)}/go/?to=${enc}` : mode === 2 ? `https://go.skimresources.com/?id=${sid}&xs=1&url=${enc}` : `https://redirect.viglink.com/?key=${key}&u=${enc}`
    return setAttr(page, a, "href", url)
  }))
})

/** A new affiliate article: a short gift-guide section linking to products on the national Amazon store (or an AWIN merchant) with the site's tag, rel="sponsored" and a disclosure. */
const affiliateGiftGuide = benign("new gift-guide section with product links to the national Amazon store (or through AWIN) carrying the site's affiliate tag, rel=sponsored and a disclosure line, in the site's language", (page, rng) => {
  const head2: T<string> = { en: "Gift ideas from our team", fr: "Nos idées cadeaux", de: "Geschenkideen aus unserem Team", es: "Ideas de regalo de nuestro equipo", nl: "Cadeau-ideeën van ons team", pt: "Ideias de presente da nossa equipe", it: "Idee regalo dal nostro team" }
  const disc: T<string> = {
    en: "As an Amazon Associate we earn from qualifying purchases.", fr: "En tant que Partenaire Amazon, nous réalisons un bénéfice sur les achats remplissant les conditions requises.",
    de: "Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.", es: "Como Afiliado de Amazon, obtenemos ingresos por las compras adscritas que cumplen los requisitos aplicables.",
    nl: "Als Amazon-partner verdienen wij aan in aanmerking komende aankopen.", pt: "Como associado da Amazon, ganhamos com compras qualificadas.", it: "In qualità di Affiliato Amazon riceviamo un guadagno dagli acquisti idonei."
  }
  const items = sample(rng, ["Insulated travel mug", "Pocket notebook", "Wireless earbuds", "Reading lamp", "Board game", "Cookbook", "Water bottle", "Desk plant"], between(rng, 2, 4))
  const [tld, suf] = amazonBy[page.site.locale.country] ?? ["com", "-20"]
  const tag = `${bare(page).slice(0, 12)}${suf}`
  const awin = chance(rng, 0.25)
  const mid = digits(rng, 4)
  const aff = digits(rng, 6)
  const li = items.map((it) => {
    const target = `https://www.amazon.${tld}/dp/B0${alnum(rng, 8).toUpperCase()}`
    const href = awin ? `https://www.awin1.com/cread.php?awinmid=${mid}&awinaffid=${aff}&ued=${encodeURIComponent(`https://www.${pick(rng, ["johnlewis.com", "fnac.com", "otto.de", "bol.com", "elcorteingles.es"])}/p/${slug(it)}`)}` : `${target}?tag=${tag}`
    return `<li><a href="${esc(href)}" rel="sponsored nofollow"${chance(rng, 0.5) ? ` target="_blank"` : ""}>${esc(it)}</a></li>`
  }).join("")
  const html = `<section class="${pick(rng, ["gift-guide", "affiliate-picks", "our-picks"])}"><h2>${esc(say(page, head2))}</h2><ul>${li}</ul><p class="disclosure"><small>${esc(awin ? say(page, disc).replace(/Amazon/g, "AWIN") : say(page, disc))}</small></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), html))
})

const shopRe = /(?:^|[^a-z])(shop|store|boutique|tienda|winkel|loja|negozio|laden|product|produit|producto|cart|panier|warenkorb|basket|checkout|order|buy|kaufen|acheter|comprar|kopen|acquista|ticket|gift)s?(?:[^a-z]|$)/i
const shopWord: T<string> = { en: "Shop", fr: "Boutique", de: "Shop", es: "Tienda", nl: "Winkel", pt: "Loja", it: "Negozio" }

/** The shop moved to a hosted store the organisation runs (shop. subdomain, its Shopify, Square or Big Cartel store named after it), shop links pointed there. */
const shopToHostedStore = benign("shop and product links pointed at the organisation's new hosted store (shop./store. subdomain, or its Shopify, Square or Big Cartel store named after it), same paths", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`shop.${page.site.domain}`, `store.${page.site.domain}`, `${b}.myshopify.com`, `${b}.square.site`, `${b}.bigcartel.com`])
  const shop = links(page).filter((a) => shopRe.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`) && (isOwn(page, a.attribs.href ?? "") || !/^\s*(https?:)?\/\//i.test(a.attribs.href ?? "")))
  if (shop.length > 0) return splices(...sample(rng, shop, between(rng, 1, Math.min(8, shop.length))).map((a) => setAttr(page, a, "href", `https://${host}${pathOf(page, a.attribs.href ?? "/")}`)))
  return splices(insert(slotAt(page.spots, "top"), `<p class="shop-link"><a href="https://${host}/">${esc(say(page, shopWord))}</a></p>`))
})

const loginRe = /(?:^|[^a-z])(log ?in|sign ?in|signin|account|my-?account|connexion|compte|anmelden|konto|cuenta|iniciar|inloggen|entrar|conta|accedi)s?(?:[^a-z]|$)/i
const myAccount: T<string> = { en: "My account", fr: "Mon compte", de: "Mein Konto", es: "Mi cuenta", nl: "Mijn account", pt: "Minha conta", it: "Il mio account" }

/** Sign-in moved to the organisation's central login (accounts./login./my. subdomain or its Azure AD B2C tenant), account links updated; or a "my account" link added. */
const loginToOrgSso = benign("sign-in and account links moved to the organisation's central login (accounts./login./my./id. subdomain of its domain, or its Azure AD B2C tenant named after it)", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [
    () => `https://${pick(rng, ["accounts", "login", "my", "id", "auth", "portal"])}.${page.site.domain}/${pick(rng, ["login", "signin", "", "account"])}`,
    () => `${origin(page)}/account/login`,
    () => `https://${b}.b2clogin.com/${b}.onmicrosoft.com/oauth2/v2.0/authorize?p=B2C_1_signin&client_id=${uuid(rng)}`
  ])()
  const logins = links(page).filter((a) => loginRe.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`) && (isOwn(page, a.attribs.href ?? "") || !/^\s*(https?:)?\/\//i.test(a.attribs.href ?? "")))
  if (logins.length > 0) return splices(...logins.slice(0, 6).map((a) => setAttr(page, a, "href", url)))
  return splices(insert(slotAt(page.spots, "top"), `<p class="account-link"><a href="${esc(url)}">${esc(say(page, myAccount))}</a></p>`))
})

/** Content team wraps a picture in a link to its full-size version on the site (lightbox), or marks an existing picture link for the lightbox. */
const pictureLightbox = benign("one of the site's pictures wrapped in a lightbox link to its own full-size version (or an existing picture link marked for the lightbox)", (page, rng) => {
  const all = imgs(page)
  const free = all.filter((e) => !inside(page, e, "a") && elAt(page, e.parent)?.name !== "picture" && !inside(page, e, "button"))
  const cls = pick(rng, ["lightbox", "glightbox", "fancybox", "image-popup"])
  if (free.length > 0) {
    const e = pick(rng, free)
    const src = (e.attribs.src ?? "").trim()
    const full = pick(rng, [src.replace(/-\d{2,4}x\d{2,4}(\.[a-z0-9]+)/i, "$1"), `${src.replace(/[?#].*$/, "")}?w=${pick(rng, [1600, 2000, 2400])}`, src])
    return splices(insert(e.start, `<a href="${esc(full)}" class="${cls}"${cls === "fancybox" ? ` data-fancybox="gallery"` : ""}>`), insert(e.openEnd, "</a>"))
  }
  for (const e of all) {
    for (let p = elAt(page, e.parent); p !== undefined; p = elAt(page, p.parent)) if (p.name === "a" && usable(page, p)) return splices(setAttr(page, p, "data-lightbox", pick(rng, ["gallery", "image", "photos"])))
  }
  return splices(insert(slotAt(page.spots, "middle"), `<figure><a href="/images/${bare(page)}-team-${year(rng)}.jpg" class="${cls}"><img src="/images/${bare(page)}-team-${year(rng)}-640x360.jpg" alt="${esc(brandName(page))}"></a></figure>`))
})

/** An embed in the content: a video on YouTube (privacy mode) or Vimeo, a map, or the organisation's booking calendar (Calendly). */
const contentEmbedAdded = benign("video (YouTube privacy mode, Vimeo), map (Google Maps, OpenStreetMap) or the organisation's Calendly booking widget embedded in the content", (page, rng) => {
  const lat = (between(rng, 3500, 5800) / 100).toFixed(2)
  const lon = (between(rng, -800, 1500) / 100).toFixed(2)
  const html = pick(rng, [
    () => `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${mixed(rng, 11)}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    () => `<iframe src="https://player.vimeo.com/video/${digits(rng, 9)}?h=${hex(rng, 10)}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    () => `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${digits(rng, 4)}.${digits(rng, 3)}!2d${lon}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
    () => `<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=${lon}%2C${lat}%2C${(Number(lon) + 0.02).toFixed(2)}%2C${(Number(lat) + 0.01).toFixed(2)}&amp;layer=mapnik" style="border: 1px solid black"></iframe>`,
    () => `<div class="calendly-inline-widget" data-url="https://calendly.com/${bare(page)}/${pick(rng, ["30min", "consultation", "meeting", "intro-call"])}" style="min-width:320px;height:700px;"></div><script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<figure class="${pick(rng, ["embed", "video", "wp-block-embed", "media"])}">${html}</figure>`))
})

const appLine: T<string> = { en: "Get our app", fr: "Téléchargez notre application", de: "Unsere App", es: "Descarga nuestra app", nl: "Download onze app", pt: "Baixe nosso app", it: "Scarica la nostra app" }
const storeCc: Record<string, string> = { us: "us", uk: "gb", fr: "fr", de: "de", es: "es", nl: "nl", au: "au", in: "in", br: "br", it: "it" }

/** The organisation launches an app: App Store and Google Play badges linking to its listings (app id from its reversed domain). */
const appStoreBadges = benign("App Store and Google Play badges added, linking to the organisation's own app listings (Play id from its reversed domain), badge images from the stores or its own host", (page, rng) => {
  const cc = storeCc[page.site.locale.country] ?? "us"
  const id = `${page.site.domain.split(".").reverse().join(".").replace(/-/g, "")}.${pick(rng, ["app", "android", "mobile"])}`
  const apple = `https://apps.apple.com/${cc}/app/${slug(brandName(page))}/id${between(rng, 1, 6)}${digits(rng, 9)}`
  const play = `https://play.google.com/store/apps/details?id=${id}`
  const appleImg = chance(rng, 0.5) ? `https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/${page.site.locale.lang}-${cc}?size=250x83` : "/images/badges/app-store.svg"
  const playImg = chance(rng, 0.5) ? `https://play.google.com/intl/${page.site.locale.lang}/badges/static/images/badges/${page.site.locale.lang}_badge_web_generic.png` : "/images/badges/google-play.png"
  const html = `<p class="app-badges">${esc(say(page, appLine))}: <a href="${esc(apple)}"><img src="${esc(appleImg)}" alt="App Store" height="40"></a> <a href="${esc(play)}"><img src="${esc(playImg)}" alt="Google Play" height="40"></a></p>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), html))
})

/** A new post published through the CMS: a new first entry in the latest-posts list on the site's own blog path (the oldest entry sometimes dropping off). */
const newOwnPostInLatest = benign("new post published: a new first entry in the latest-posts list linking to the site's own blog path, the oldest entry sometimes dropping off", (page, rng) => {
  const titles: T<ReadonlyArray<string>> = {
    en: ["Our new opening hours for the holidays", "Thank you for a record year", "Meet our new volunteers", "Five tips for the season ahead"],
    fr: ["Nos horaires pour les fêtes", "Merci pour cette année record", "Découvrez nos nouveaux bénévoles"],
    de: ["Unsere Öffnungszeiten über die Feiertage", "Danke für ein Rekordjahr", "Unsere neuen Ehrenamtlichen"],
    es: ["Nuestro horario para las fiestas", "Gracias por un año récord", "Conoce a nuestros nuevos voluntarios"],
    nl: ["Onze openingstijden tijdens de feestdagen", "Bedankt voor een recordjaar", "Maak kennis met onze nieuwe vrijwilligers"],
    pt: ["Nosso horário para as festas", "Obrigado por um ano recorde", "Conheça nossos novos voluntários"],
    it: ["I nostri orari per le feste", "Grazie per un anno da record", "Conosci i nostri nuovi volontari"]
  }
  const title = pick(rng, say(page, titles))
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && usable(page, e))
  const ul = aside === undefined ? undefined : page.spots.elements.find((e) => e.name === "ul" && e.parent === aside.index)
  const items = ul === undefined ? [] : page.spots.elements.filter((e) => e.name === "li" && e.parent === ul.index && e.closeTag !== null)
  const firstA = items.length === 0 ? undefined : page.spots.elements.find((e) => e.name === "a" && e.parent === items[0]!.index)
  const base = firstA === undefined ? "/blog/" : (firstA.attribs.href ?? "/blog/x").replace(/[^/]*$/, "")
  const li = `<li><a href="${esc(base + slug(title))}">${esc(title)}</a> <span class="comment-count">(${esc(page.site.words.comments(0))})</span></li>`
  if (ul === undefined) return splices(insert(slotAt(page.spots, "middle"), `<ul class="latest">${li}</ul>`))
  const out = [insert(ul.openEnd, li)]
  const last = items[items.length - 1]
  if (last !== undefined && items.length >= 3 && chance(rng, 0.5)) out.push(replace({ start: last.start, end: last.closeTag!.end }, ""))
  return { splices: out }
})

/** Links to other sites opened in a new tab with rel="noopener noreferrer", as a theme option or an accessibility audit decides. */
const externalLinksNewTab = benign("links to other sites given target=_blank and rel=noopener noreferrer by a theme option, addresses unchanged", (page, rng) => {
  const ext = links(page).filter((a) => !isOwn(page, a.attribs.href ?? "") && /^\s*(https?:)?\/\//i.test(a.attribs.href ?? "") && a.attribs.target === undefined)
  const pool = ext.length > 0 ? ext : links(page)
  const rel = pick(rng, ["noopener noreferrer", "noopener", "external noopener"])
  return splices(...pool.slice(0, 80).flatMap((a) => [setAttr(page, a, "target", "_blank"), ...(a.attribs.rel === undefined ? [setAttr(page, a, "rel", rel)] : [])]))
})

// ———————————————————————————— forms and payments ————————————————————————————

/** The newsletter moved to the real mailing-list provider: the form posting to the organisation's Mailchimp, Brevo, Kit, Klaviyo, Campaign Monitor or Buttondown account. */
const newsletterToRealProvider = benign("newsletter form moved to the organisation's account at a mailing-list provider on the provider's real host (Mailchimp list-manage, Brevo sibforms, Kit, Klaviyo, Campaign Monitor, Buttondown)", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [
    () => `https://${b}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${hex(rng, 25)}&id=${hex(rng, 10)}`,
    () => `https://${hex(rng, 8)}.sibforms.com/serve/${mixed(rng, 40)}`,
    () => `https://app.kit.com/forms/${digits(rng, 7)}/subscriptions`,
    () => `https://manage.kmail-lists.com/subscriptions/subscribe?a=${mixed(rng, 6)}&g=${mixed(rng, 6)}`,
    () => `https://${b}.createsend.com/t/d/s/${alnum(rng, 6)}/`,
    () => `https://buttondown.com/api/emails/embed-subscribe/${b}`
  ])()
  const fs = forms(page)
  const f = fs[0]
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(url)}" method="post"><input type="email" name="EMAIL"><button type="submit">OK</button></form>`))
  const out = [setAttr(page, f, "action", url), setAttr(page, f, "method", "post")]
  if (url.includes("list-manage") && chance(rng, 0.5)) {
    const inp = page.spots.elements.find((e) => e.name === "input" && usable(page, e) && e.index > f.index && (e.attribs.type ?? "") === "email" && (e.closeTag === null))
    if (inp !== undefined && inp.start < (f.closeTag?.start ?? Infinity)) out.push(setAttr(page, inp, "name", "EMAIL"))
  }
  return { splices: out }
})

const firstName: T<string> = { en: "First name", fr: "Prénom", de: "Vorname", es: "Nombre", nl: "Voornaam", pt: "Nome", it: "Nome" }
const consentLine: T<readonly [string, string]> = {
  en: ["I agree to receive the newsletter.", "Privacy policy"], fr: ["J'accepte de recevoir la lettre d'information.", "Politique de confidentialité"],
  de: ["Ich möchte den Newsletter erhalten.", "Datenschutzerklärung"], es: ["Acepto recibir el boletín.", "Política de privacidad"],
  nl: ["Ik wil de nieuwsbrief ontvangen.", "Privacybeleid"], pt: ["Aceito receber a newsletter.", "Política de privacidade"], it: ["Accetto di ricevere la newsletter.", "Informativa sulla privacy"]
}

/** The newsletter form asks for a first name (with its autocomplete hint) and a consent checkbox linking to the privacy policy, after a GDPR review. */
const newsletterFieldsConsent = benign("visible first-name field (autocomplete given-name) and a consent checkbox linking to the site's privacy policy added to its newsletter form", (page, rng) => {
  const f = forms(page)[0]
  const [agree, policy] = say(page, consentLine)
  const fields = `${chance(rng, 0.7) ? `<label>${esc(say(page, firstName))} <input type="text" name="${pick(rng, ["first_name", "FNAME", "firstname"])}" autocomplete="given-name"></label> ` : ""}<label><input type="checkbox" name="${pick(rng, ["consent", "gdpr", "optin"])}" value="1" required> ${esc(agree)} <a href="/${pick(rng, ["privacy", "privacy-policy", "datenschutz", "legal/privacy"])}">${esc(policy)}</a></label> `
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="/subscribe" method="post"><input type="email" name="email">${fields}<button type="submit">OK</button></form>`))
  const subs = page.spots.elements.filter((e) => e.name === "button" && usable(page, e) && e.index > f.index && f.closeTag !== null && e.start < f.closeTag.start)
  const at = subs.length > 0 ? subs[0]!.start : f.closeTag !== null ? f.closeTag.start : f.openEnd
  return splices(insert(at, fields))
})

const payLabel: T<ReadonlyArray<string>> = {
  en: ["Donate online", "Pay online", "Support us by card"], fr: ["Faire un don en ligne", "Payer en ligne"], de: ["Online spenden", "Online bezahlen"],
  es: ["Donar en línea", "Pagar en línea"], nl: ["Online doneren", "Online betalen"], pt: ["Doe online", "Pague online"], it: ["Dona online", "Paga online"]
}

/** A payment or donation button on the provider's own host, in the organisation's account (Stripe Payment Link or Buy Button, PayPal hosted button, Ko-fi, Buy Me a Coffee, Open Collective, Liberapay). */
const paymentButtonOwnAccount = benign("payment or donation button on the provider's own host for the organisation's account (Stripe Payment Link or Buy Button, PayPal hosted button, Ko-fi, Buy Me a Coffee, Open Collective, Liberapay), beside its payment line", (page, rng) => {
  const h = handleOf(page)
  const label = esc(pick(rng, say(page, payLabel)))
  const html = pick(rng, [
    () => `<a class="button" href="https://buy.stripe.com/${mixed(rng, 20)}">${label}</a>`,
    () => `<script async src="https://js.stripe.com/v3/buy-button.js"></script><stripe-buy-button buy-button-id="buy_btn_${mixed(rng, 24)}" publishable-key="pk_live_${mixed(rng, 40)}"></stripe-buy-button>`,
    () => `<a class="button" href="https://www.paypal.com/donate/?hosted_button_id=${alnum(rng, 13).toUpperCase()}">${label}</a>`,
    () => `<a href="https://ko-fi.com/${h.toLowerCase()}">Ko-fi</a>`,
    () => `<a href="https://www.buymeacoffee.com/${h.toLowerCase()}">Buy Me a Coffee</a>`,
    () => `<a href="https://opencollective.com/${slug(h)}">Open Collective</a>`,
    () => `<a href="https://liberapay.com/${h}/donate">Liberapay</a>`
  ])()
  return splices(lineBeside(page, [page.ids.pay?.shown ?? "", page.ids.wallet?.address ?? "", page.ids.bank?.value ?? "", page.ids.email], html, slotAt(page.spots, "bottom")))
})

/** A card-payment component from the payment provider (Stripe Payment Element, Mollie Components, Adyen Drop-in, Square, Braintree): an empty mount point in a small form posting to the site, the card fields drawn by the provider's iframe. */
const hostedCardComponent = benign("payment provider's hosted card component added as a small donation or payment form posting to the site (Stripe Payment Element, Mollie Components, Adyen Drop-in, Square, Braintree): an empty mount point and the provider's script", (page, rng) => {
  const [script, mount] = pick(rng, [
    ["https://js.stripe.com/v3/", `<div id="payment-element"></div>`],
    ["https://js.mollie.com/v1/mollie.js", `<div id="card-number"></div><div id="expiry-date"></div><div id="verification-code"></div>`],
    [`https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/${pick(rng, ["5.59.0", "5.66.1"])}/adyen.js`, `<div id="dropin-container"></div>`],
    ["https://web.squarecdn.com/v1/square.js", `<div id="card-container"></div>`],
    [`https://js.braintreegateway.com/web/dropin/${pick(rng, ["1.42.0", "1.43.0"])}/js/dropin.min.js`, `<div id="dropin-container"></div>`]
  ] as const)
  const label = esc(pick(rng, say(page, payLabel)))
  const html = `<form id="payment-form" action="/${pick(rng, ["donate/charge", "checkout/pay", "payments/create"])}" method="post">${mount}<button type="submit">${label}</button></form><script src="${script}"></script>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), html))
})

/** The organisation's own payment QR code (its wallet, its IBAN as an EPC payload, its payment link), from a QR API or its own host, beside its payment line. */
const ownPaymentQr = benign("QR code for the organisation's own wallet, IBAN (EPC payload) or payment link added beside its payment line, from a QR API or an image on its own host", (page, rng) => {
  const w = page.ids.wallet
  const b = page.ids.bank
  const p = page.ids.pay
  const payload = w !== null ? `${w.coin === "BTC" ? "bitcoin" : w.coin === "ETH" ? "ethereum" : w.coin === "XMR" ? "monero" : "tron"}:${w.address}`
    : b !== null && b.kind === "iban" ? `BCD\n002\n1\nSCT\n\n${brandName(page)}\n${b.value.replace(/\s+/g, "")}`
    : p !== null && p.href !== null ? p.href : `mailto:${page.ids.email}`
  const size = pick(rng, [120, 150, 180])
  const data = encodeURIComponent(payload)
  const src = pick(rng, [`https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&data=${data}`, `https://quickchart.io/qr?text=${data}&size=${size}`, `/images/qr-${pick(rng, ["donate", "pay", "payment"])}.png`])
  const scan: T<string> = { en: "Scan with your banking app", fr: "Scannez avec votre application bancaire", de: "Mit Ihrer Banking-App scannen", es: "Escanea con tu app bancaria", nl: "Scan met uw bankapp", pt: "Escaneie com o app do seu banco", it: "Scansiona con l'app della tua banca" }
  const html = `<img src="${esc(src)}" width="${size}" height="${size}" alt="QR"> ${esc(say(page, scan))}`
  return splices(lineBeside(page, [w?.address ?? "", b?.value ?? "", p?.shown ?? "", page.ids.email], html, slotAt(page.spots, "bottom")))
})

/** Payment links brought to the provider's current canonical form for the same account (paypal.me → paypal.com/paypalme, venmo.com/u → account.venmo.com/u), a PIX key given a copy button, or follow links given rel=me. */
const payLinkCanonicalForm = benign("payment link rewritten to the provider's current canonical address for the same account (paypal.me to paypal.com/paypalme, Venmo to account.venmo.com), a PIX key given a copy button, or follow links given rel=me", (page, rng) => {
  const p = page.ids.pay
  if (p !== null && p.href !== null) {
    const next = p.href.replace(/^https:\/\/www\.paypal\.me\//, "https://www.paypal.com/paypalme/").replace(/^https:\/\/venmo\.com\/u\//, "https://account.venmo.com/u/")
    const final = next !== p.href ? next : `${p.href}${p.href.includes("?") ? "&" : "?"}utm_source=website`
    const attrs = occurrences(page, p.href).filter((r) => !inText(page, r))
    if (attrs.length > 0) return splices(...attrs.map((r) => replace(r, esc(final))))
  }
  if (p !== null && p.href === null) {
    const key = p.shown.replace(/^[^:]*:\s*/, "")
    const occ = textOcc(page, p.shown)
    if (occ.length > 0) return splices(insert(occ[0]!.end, ` <button type="button" onclick="${esc(`navigator.clipboard.writeText('${key}')`)}">${pick(rng, ["Copiar chave", "Copiar"])}</button>`))
  }
  const anchors = socialAnchors(page)
  if (anchors.length > 0) return splices(...anchors.map((a) => setAttr(page, a, "rel", pick(rng, ["me", "me noopener", "noopener me"]))))
  return splices(insert(head(page), `<link rel="me" href="${esc(page.ids.social[0]?.href ?? origin(page))}">`))
})

// ———————————————————————————— contact details ————————————————————————————

const numberChanged: T<string> = {
  en: "Please note our new phone number since {d}.", fr: "Attention : nouveau numéro de téléphone depuis le {d}.", de: "Bitte beachten Sie unsere neue Telefonnummer seit dem {d}.",
  es: "Ten en cuenta nuestro nuevo número de teléfono desde el {d}.", nl: "Let op: ons nieuwe telefoonnummer sinds {d}.", pt: "Atenção: nosso novo número de telefone desde {d}.", it: "Attenzione: nuovo numero di telefono dal {d}."
}

/** The office moves to a new phone number in the same area (same prefix, new line): national, international and tel: forms all changed together, often with a short note. */
const newOfficeNumberEverywhere = benign("office phone number changed to a new line in the same area (prefix kept) consistently in its national, international and tel: forms, often with a note about the new number", (page, rng) => {
  const p = page.ids.phone
  const loc = page.site.locale
  const keep = Math.max(2, Math.floor(p.digits.length / 2))
  let np = p
  for (let i = 0; i < 20 && np.digits === p.digits; i++) {
    const fresh = loc.phones[p.format % loc.phones.length]!.digits(rng)
    np = makePhone(loc, p.format, rng, p.digits.slice(0, keep) + fresh.slice(keep))
  }
  if (np.digits === p.digits) np = makePhone(loc, p.format, rng, p.digits.slice(0, -1) + String((Number(p.digits.slice(-1)) + 1) % 10))
  const out = replaceEverywhere(page, [[p.intl, esc(np.intl)], [p.national, esc(np.national)], [p.tel, np.tel]])
  if (chance(rng, 0.5)) out.push(lineBeside(page, [p.intl, page.ids.email], esc(fill(say(page, numberChanged), { d: loc.date(someDate(rng)) })), slotAt(page.spots, "bottom")))
  return { splices: out }
})

const departments: T<ReadonlyArray<readonly [string, string]>> = {
  en: [["Press", "press"], ["Careers", "jobs"], ["Invoices", "invoices"], ["Privacy", "privacy"]],
  fr: [["Presse", "presse"], ["Emplois", "recrutement"], ["Factures", "factures"], ["Données personnelles", "dpo"]],
  de: [["Presse", "presse"], ["Karriere", "karriere"], ["Rechnungen", "rechnungen"], ["Datenschutz", "datenschutz"]],
  es: [["Prensa", "prensa"], ["Empleo", "empleo"], ["Facturas", "facturas"], ["Privacidad", "privacidad"]],
  nl: [["Pers", "pers"], ["Vacatures", "vacatures"], ["Facturen", "facturen"], ["Privacy", "privacy"]],
  pt: [["Imprensa", "imprensa"], ["Carreiras", "vagas"], ["Faturas", "financeiro"], ["Privacidade", "privacidade"]],
  it: [["Stampa", "stampa"], ["Lavora con noi", "lavoro"], ["Fatture", "amministrazione"], ["Privacy", "privacy"]]
}

/** Department mailboxes on the organisation's own domain added under the main e-mail (press, careers, invoices, data protection). */
const departmentMailboxes = benign("one or two department mailboxes on the organisation's own domain (press, careers, invoices, data protection) added under its main e-mail line", (page, rng) => {
  const chosen = sample(rng, say(page, departments), between(rng, 1, 2))
  const html = chosen.map(([label, local]) => {
    const m = `${local}@${page.site.domain}`
    return `${esc(label)}: ${chance(rng, 0.7) ? `<a href="mailto:${m}">${m}</a>` : m}`
  }).join(pick(rng, ["<br>", " · "]))
  return splices(lineBeside(page, [page.ids.email], html, slotAt(page.spots, "bottom")))
})

/** Cloudflare's e-mail address obfuscation switched on: addresses rewritten to "[email protected]" with the encoded data-cfemail form and the decoder script, sometimes with its Web Analytics beacon. */
const cdnEmailObfuscation = benign("CDN e-mail obfuscation switched on: the site's addresses rewritten to the '[email protected]' placeholder with the encoded data-cfemail form and the decoder script (Cloudflare Scrape Shield)", (page, rng) => {
  const email = page.ids.email
  const key = between(rng, 16, 250)
  const enc = key.toString(16).padStart(2, "0") + [...email].map((c) => (c.charCodeAt(0) ^ key).toString(16).padStart(2, "0")).join("")
  const placeholder = `<span class="__cf_email__" data-cfemail="${enc}">[email&#160;protected]</span>`
  const out: Array<Splice> = []
  const anchors = page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && e.closeTag !== null && (e.attribs.href ?? "").trim().toLowerCase() === `mailto:${email.toLowerCase()}`)
  for (const a of anchors) {
    out.push(setAttr(page, a, "href", `/cdn-cgi/l/email-protection#${enc}`))
    out.push(replace({ start: a.openEnd, end: a.closeTag!.start }, placeholder))
  }
  for (const r of textOcc(page, email)) {
    if (anchors.some((a) => r.start >= a.openEnd && r.end <= a.closeTag!.start)) continue
    out.push(replace(r, `<a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${enc}">[email&#160;protected]</a>`))
  }
  out.push(insert(bottom(page), `<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>${chance(rng, 0.4) ? `<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon='{"token": "${hex(rng, 32)}"}'></script>` : ""}`))
  return { splices: out }
})

/** The organisation announces new social accounts: Bluesky (often on its own domain as handle), Threads, Mastodon, TikTok or a WhatsApp channel added to its follow-us links with its usual handle. */
const newSocialAccounts = benign("organisation's new social accounts (Bluesky with its domain or usual handle, Threads, Mastodon, TikTok, a WhatsApp channel) added to its follow-us links", (page, rng) => {
  const h = handleOf(page)
  const opts = [
    () => `<a href="https://bsky.app/profile/${chance(rng, 0.5) ? page.site.domain : `${h.toLowerCase()}.bsky.social`}">Bluesky</a>`,
    () => `<a href="https://www.threads.net/@${h.toLowerCase()}">Threads</a>`,
    () => `<a href="https://${pick(rng, ["mastodon.social", "mstdn.social", "social.vivaldi.net"])}/@${h}" rel="me">Mastodon</a>`,
    () => `<a href="https://www.tiktok.com/@${h.toLowerCase()}">TikTok</a>`,
    () => `<a href="https://whatsapp.com/channel/${mixed(rng, 22)}">WhatsApp</a>`
  ]
  const sep = pick(rng, [" · ", " | ", ", "])
  const added = sample(rng, opts, between(rng, 1, 2)).map((f) => f()).join(sep)
  const anchors = socialAnchors(page)
  if (anchors.length > 0) return splices(insert(anchors[anchors.length - 1]!.closeTag!.end, `${sep}${added}`))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: ${added}`, slotAt(page.spots, "bottom")))
})

// ———————————————————————————— language, notices and text ————————————————————————————

const autonyms: T<string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }
const langs: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]
/** The address of the page's translation into `l`, by the site's scheme (path prefix, subdomain or query). */
const localised = (page: Page, scheme: number, l: Lang): string => {
  const u = new URL(page.site.url)
  if (scheme === 0) return `${u.origin}/${l}${u.pathname}`
  if (scheme === 1) return `https://${l}.${page.site.domain}${u.pathname}`
  return `${u.origin}${u.pathname}?lang=${l}`
}

/** Localisation: a language switcher with links to the page's translations on the organisation's own hosts, and hreflang alternates in the head. */
const languageSwitcher = benign("language switcher linking to the page's translations on the site's own hosts (/fr/ paths, fr. subdomains or ?lang=), with hreflang alternates in the head", (page, rng) => {
  const scheme = between(rng, 0, 2)
  const others = sample(rng, langs.filter((l) => l !== page.site.locale.lang), between(rng, 1, 4))
  const items = [page.site.locale.lang, ...others].map((l) => `<li><a href="${esc(l === page.site.locale.lang ? page.site.url : localised(page, scheme, l))}" hreflang="${l}" lang="${l}">${autonyms[l]}</a></li>`).join("")
  const out = [insert(pick(rng, [slotAt(page.spots, "top"), top(page)]), `<nav class="${pick(rng, ["lang-switch", "language-selector", "wpml-ls"])}" aria-label="Language"><ul>${items}</ul></nav>`)]
  if (chance(rng, 0.7)) out.push(insert(head(page), others.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(localised(page, scheme, l))}">`).join("")))
  return { splices: out }
})

/** Localisation: an inline script sending first-time visitors whose browser language differs to the page's translation on the organisation's own site (remembered in a cookie or storage). */
const browserLanguageRedirect = benign("inline script that sends first-time visitors whose browser language differs to the page's translation on the site's own host, remembering the choice", (page, rng) => {
  const scheme = between(rng, 0, 2)
  const others = sample(rng, langs.filter((l) => l !== page.site.locale.lang), between(rng, 1, 3))
  const map = `{${others.map((l) => `${l}:'${localised(page, scheme, l)}'`).join(",")}}`
  const code = pick(rng, [
    `(function(){if(localStorage.getItem('lang-choice'))return;var l=(navigator.language||'').slice(0,2),m=${map};localStorage.setItem('lang-choice',l);if(m[l]){location.replace(m[l])}})();`,
    `(function(){if(document.cookie.indexOf('lang=')>-1)return;var l=(navigator.languages&&navigator.languages[0]||navigator.language||'').slice(0,2),m=${map};document.cookie='lang='+l+';path=/;max-age=31536000';if(m[l])window.location.href=m[l];})();`
  ])
  return splices(insert(pick(rng, [headStart(page), head(page)]), `<script>${code}</script>`))
})

const seasonal: T<ReadonlyArray<string>> = {
  en: ["Holiday opening hours: we are closed from 24 to 26 December.", "Summer sale: 20% off everything until Sunday.", "Happy New Year from all of us at {B}!", "Free delivery on all orders this weekend."],
  fr: ["Horaires des fêtes : nous sommes fermés du 24 au 26 décembre.", "Soldes d'été : -20 % sur tout jusqu'à dimanche.", "Bonne année de la part de toute l'équipe {B} !"],
  de: ["Öffnungszeiten an den Feiertagen: vom 24. bis 26. Dezember geschlossen.", "Sommerschlussverkauf: 20 % auf alles bis Sonntag.", "Frohes neues Jahr vom ganzen Team von {B}!"],
  es: ["Horario de fiestas: cerramos del 24 al 26 de diciembre.", "Rebajas de verano: 20 % en todo hasta el domingo.", "¡Feliz año nuevo de parte de todo el equipo de {B}!"],
  nl: ["Openingstijden feestdagen: wij zijn gesloten van 24 tot en met 26 december.", "Zomeruitverkoop: 20% korting op alles tot zondag.", "Gelukkig nieuwjaar van iedereen bij {B}!"],
  pt: ["Horário de festas: fechados de 24 a 26 de dezembro.", "Liquidação de verão: 20% de desconto em tudo até domingo.", "Feliz ano novo de toda a equipe {B}!"],
  it: ["Orari delle feste: chiusi dal 24 al 26 dicembre.", "Saldi estivi: sconto del 20% su tutto fino a domenica.", "Buon anno da tutto il team di {B}!"]
}
const moreWord: T<string> = { en: "More", fr: "En savoir plus", de: "Mehr erfahren", es: "Más información", nl: "Meer info", pt: "Saiba mais", it: "Scopri di più" }

/** A seasonal banner at the top of the page (holiday hours, a sale, new-year wishes) linking to a page of the site, sometimes with a close button. */
const seasonalBanner = benign("seasonal banner at the top of the page (holiday hours, summer sale, new-year wishes, free delivery) linking to a page of the site, sometimes with a close button", (page, rng) => {
  const msg = fill(pick(rng, say(page, seasonal)), { B: brandName(page) })
  const link = chance(rng, 0.6) ? ` <a href="/${pick(rng, ["opening-hours", "sale", "news", "offers", "shop"])}">${esc(say(page, moreWord))}</a>` : ""
  const close = chance(rng, 0.4) ? `<button type="button" class="close" aria-label="Close" onclick="this.parentNode.remove()">×</button>` : ""
  return splices(insert(top(page), `<div class="${pick(rng, ["promo-bar", "announcement-bar", "seasonal-banner", "top-banner"])}" role="region"><p>${esc(msg)}${link}</p>${close}</div>`))
})

const maintenance: T<string> = {
  en: "Scheduled maintenance: online services will be unavailable on {d} from {a}:00 to {b}:00. Follow updates on our status page.",
  fr: "Maintenance programmée : les services en ligne seront indisponibles le {d} de {a} h à {b} h. Suivez l'avancement sur notre page d'état.",
  de: "Geplante Wartung: Die Online-Dienste sind am {d} von {a}:00 bis {b}:00 Uhr nicht verfügbar. Aktuelle Infos auf unserer Statusseite.",
  es: "Mantenimiento programado: los servicios en línea no estarán disponibles el {d} de {a}:00 a {b}:00. Sigue las novedades en nuestra página de estado.",
  nl: "Gepland onderhoud: de online diensten zijn op {d} van {a}:00 tot {b}:00 niet beschikbaar. Volg de updates op onze statuspagina.",
  pt: "Manutenção programada: os serviços online ficarão indisponíveis em {d} das {a}h às {b}h. Acompanhe em nossa página de status.",
  it: "Manutenzione programmata: i servizi online non saranno disponibili il {d} dalle {a}:00 alle {b}:00. Aggiornamenti sulla nostra pagina di stato."
}

/** Operations announce scheduled maintenance in a banner or a dismissible dialog, linking to the organisation's status page (its status. subdomain or hosted Statuspage/Instatus page). */
const maintenanceNotice = benign("scheduled-maintenance notice as a top banner or dismissible dialog over the page, linking to the organisation's status page (status. subdomain, Statuspage or Instatus page named after it)", (page, rng) => {
  const a = between(rng, 0, 5)
  const msg = fill(say(page, maintenance), { d: page.site.locale.date(someDate(rng)), a: String(a), b: String(a + between(rng, 1, 4)) })
  const status = pick(rng, [`https://status.${page.site.domain}`, `https://${bare(page)}.statuspage.io`, `https://${bare(page)}.instatus.com`])
  const inner = `<p>${esc(msg)} <a href="${status}">${status.replace(/^https:\/\//, "")}</a></p>`
  const html = chance(rng, 0.5)
    ? `<div class="maintenance-banner" role="status" style="background:#fff3cd;padding:10px 16px">${inner}</div>`
    : `<div class="modal maintenance" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:10000;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center"><div style="background:#fff;max-width:480px;padding:24px">${inner}<button type="button" onclick="this.closest('.modal').remove()">OK</button></div></div>`
  return splices(insert(pick(rng, [top(page), top(page), bottom(page)]), html))
})

const outdated: T<string> = {
  en: "Your browser is out of date and some features of this site may not work. Please update to a current version of",
  fr: "Votre navigateur est obsolète et certaines fonctions du site peuvent ne pas fonctionner. Passez à une version récente de",
  de: "Ihr Browser ist veraltet, einige Funktionen dieser Seite funktionieren eventuell nicht. Bitte aktualisieren Sie auf eine aktuelle Version von",
  es: "Tu navegador está desactualizado y algunas funciones del sitio pueden no funcionar. Actualiza a una versión reciente de",
  nl: "Uw browser is verouderd en sommige functies van deze site werken mogelijk niet. Werk bij naar een recente versie van",
  pt: "Seu navegador está desatualizado e alguns recursos do site podem não funcionar. Atualize para uma versão recente do",
  it: "Il tuo browser non è aggiornato e alcune funzioni del sito potrebbero non funzionare. Aggiorna a una versione recente di"
}

/** An outdated-browser notice (the browser-update.org script, or a static notice) pointing to the browser makers' own download pages. */
const outdatedBrowserNotice = benign("outdated-browser notice pointing to the browser makers' own download pages: the browser-update.org script, or a static notice with links to Chrome, Firefox and Edge", (page, rng) => {
  if (chance(rng, 0.5)) {
    const code = `var $buoop = {required:{e:-4,f:-3,o:-3,s:-1,c:-3},insecure:true,api:${pick(rng, ["2024.11", "2025.01", "2025.03"])}};function $buo_f(){var e = document.createElement("script");e.src = "//browser-update.org/update.min.js";document.body.appendChild(e);};try {document.addEventListener("DOMContentLoaded", $buo_f,false)}catch(e){window.attachEvent("onload", $buo_f)}`
    return splices(insert(pick(rng, [bottom(page), head(page)]), `<script>${code}</script>`))
  }
  const browsers = sample(rng, [["Chrome", "https://www.google.com/chrome/"], ["Firefox", "https://www.mozilla.org/firefox/new/"], ["Edge", "https://www.microsoft.com/edge"], ["Safari", "https://support.apple.com/downloads/safari"], ["Opera", "https://www.opera.com/download"]] as const, between(rng, 2, 4))
  const list = browsers.map(([n, u]) => `<a href="${u}">${n}</a>`).join(pick(rng, [", ", " / ", " · "]))
  const html = `<div class="${pick(rng, ["browser-notice", "outdated-browser", "buorg"])}" role="note"><p>${esc(say(page, outdated))} ${list}.</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), html))
})

/** A product rebrand: the featured product renamed (text and link slug) or the newsletter renamed to a branded title. */
const productRenamed = benign("product rebrand: the featured product renamed in its text and link slug, or the newsletter renamed to a branded title (Weekly, Digest, Insider) where its label appears", (page, rng) => {
  const feat = page.spots.elements.find((e) => e.name === "p" && (e.attribs.class ?? "") === "featured-product" && usable(page, e))
  const link = feat === undefined ? undefined : page.spots.elements.find((e) => e.name === "a" && e.parent === feat.index && e.closeTag !== null)
  if (link !== undefined && chance(rng, 0.7)) {
    const name = textOf(page, link)
    const nn = pick(rng, [`${name} ${pick(rng, ["Pro", "Plus", "2.0", "Classic", "Edition " + year(rng)])}`, `${brandName(page)} ${name}`, `${name.split(" ").slice(-1)[0]} ${pick(rng, ["Explorer", "Studio", "Original"])}`])
    return splices(setAttr(page, link, "href", `/shop/${slug(nn)}`), replace({ start: link.openEnd, end: link.closeTag!.start }, esc(nn)))
  }
  const label = page.site.words.newsletter
  const runs = page.spots.texts.filter((t) => t.text.trim().startsWith(label) && elAt(page, t.parent)?.name === "label")
  const nn = `${brandName(page)} ${pick(rng, ["Weekly", "Digest", "Insider", "Letter", "Bulletin", "Update"])}`
  if (runs.length > 0) {
    const t = runs[0]!
    const at = page.html.indexOf(label, t.start)
    return splices(replace({ start: at, end: at + label.length }, esc(nn)))
  }
  const occ = textOcc(page, label)
  if (occ.length > 0) return splices(replace(occ[0]!, esc(nn)))
  return splices(insert(slotAt(page.spots, "bottom"), `<p>${esc(nn)}</p>`))
})

/** Every fresh32 benign class, in a fixed order. */
export const fresh32Benigns: ReadonlyArray<ChangeClass> = [
  analyticsVendorAdded, consentPlatformUpdate, abTestVariant, chatWidgetAdded, ownPushNotifications, polyfillSafeMirror, fontsHostMigration, svgIconSprite,
  picturesToOwnBucket, logoRefresh, documentNewEdition, seoDescriptionRewrite,
  outboundViaOwnTracker, affiliateGiftGuide, shopToHostedStore, loginToOrgSso, pictureLightbox, contentEmbedAdded, appStoreBadges, newOwnPostInLatest, externalLinksNewTab,
  newsletterToRealProvider, newsletterFieldsConsent, paymentButtonOwnAccount, hostedCardComponent, ownPaymentQr, payLinkCanonicalForm,
  newOfficeNumberEverywhere, departmentMailboxes, cdnEmailObfuscation, newSocialAccounts,
  languageSwitcher, browserLanguageRedirect, seasonalBanner, maintenanceNotice, outdatedBrowserNotice, productRenamed
]

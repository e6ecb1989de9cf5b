/**
 * Fresh2 benign classes: written after round 2, by someone who does not
 * read the engines, from how real sites are maintained. Each differs from
 * every class in benign.ts and fresh-benign.ts and is written in the site's
 * own language where it shows text. Scored in the `fresh2` group, never
 * tuned on.
 */
import { type ChangeClass, attrTargets, occurrences, resolve, setAttr, shown, textRuns } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh2", make })

const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
const say = <A>(page: Page, table: Record<Lang, A>): A => table[lang(page)]
/** A static host of the site itself: relative, its own host, or a static/cdn subdomain. */
const ownHost = (rng: Rng, page: Page) => pick(rng, ["", `https://${page.site.host}`, `https://static.${page.site.domain}`, `https://cdn.${page.site.domain}`])
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && (u.hostname === page.site.host || u.hostname === page.site.domain || u.hostname.endsWith("." + page.site.domain))
}
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
/** Whether `el` sits inside an element named one of `names`. */
const inside = (page: Page, el: El, names: ReadonlySet<string>): boolean => {
  for (let p = el.parent; p !== -1; p = page.spots.elements[p]!.parent) if (names.has(page.spots.elements[p]!.name)) return true
  return false
}
const keepHidden = new Set(["hidden", "hide", "d-none", "sr-only", "visually-hidden", "screen-reader-text", "invisible", "is-hidden", "visuallyhidden", "offscreen"])

/** Class renames of framework and CMS upgrades (Bootstrap 4 to 5, WordPress block themes). */
const renames: ReadonlyArray<readonly [RegExp, string]> = [
  [/^ml-(\d)$/, "ms-$1"], [/^mr-(\d)$/, "me-$1"], [/^pl-(\d)$/, "ps-$1"], [/^pr-(\d)$/, "pe-$1"], [/^float-left$/, "float-start"], [/^float-right$/, "float-end"],
  [/^text-left$/, "text-start"], [/^text-right$/, "text-end"], [/^no-gutters$/, "g-0"], [/^form-group$/, "mb-3"], [/^custom-select$/, "form-select"], [/^badge-(\w+)$/, "bg-$1"]
]

// CMS and theme upgrades (WordPress 6.x block themes, Bootstrap 4 to 5 migrations, Drupal 10): class names across the page renamed or extended, a new generator version, asset versions bumped; no text changes.
const cmsUpgrade = benign("CMS upgrade renames markup classes", (page, rng) => {
  const version = pick(rng, [`WordPress 6.${between(rng, 5, 8)}.${between(rng, 0, 3)}`, `Drupal 10.${between(rng, 1, 4)}.${between(rng, 0, 9)}`, `Joomla! 5.${between(rng, 0, 3)} - Open Source Content Management`, `TYPO3 CMS 13.${between(rng, 0, 4)}`])
  const extra = pick(rng, [
    () => `wp-block-group is-layout-${pick(rng, ["flow", "constrained", "flex"])} wp-container-core-group-is-layout-${between(rng, 1, 40)}`,
    () => `has-global-padding is-layout-constrained`,
    () => `block block-${pick(rng, ["system", "layout-builder", "views"])}`,
    () => `uk-${pick(rng, ["container", "section", "grid"])}`
  ])()
  const out: Array<Splice> = []
  const withClass = attrTargets(page, page.spots.elements.filter((e) => e.shown && e.attribs.class !== undefined), "class")
  for (const t of withClass) {
    if (!chance(rng, 0.6)) continue
    const tokens = page.html.slice(t.value.start, t.value.end).split(/\s+/).filter((x) => x.length > 0)
    const renamed = tokens.map((x) => keepHidden.has(x.toLowerCase()) ? x : renames.reduce((s, [re, to]) => s.replace(re, to), x))
    const next = chance(rng, 0.4) ? [...renamed, ...extra.split(" ")] : renamed.map((x) => keepHidden.has(x.toLowerCase()) || /^(wp-|has-|is-)/.test(x) ? x : chance(rng, 0.3) ? `${x} ${x}--v2` : x)
    const value = next.join(" ")
    if (value !== tokens.join(" ")) out.push(replace(t.value, value))
  }
  const gen = page.spots.elements.find((e) => e.name === "meta" && (e.attribs.name ?? "").toLowerCase() === "generator")
  if (gen !== undefined) out.push(setAttr(page, gen, "content", version))
  else out.push(insert(head(page), `<meta name="generator" content="${esc(version)}">`))
  if (withClass.length === 0 || chance(rng, 0.5)) {
    const wrap = shown(page, "div").slice(0, 5).filter((e) => e.attribs.class === undefined)
    for (const el of wrap) out.push(setAttr(page, el, "class", extra))
  }
  return { splices: out }
})

const quotes: Record<Lang, ReadonlyArray<string>> = {
  en: ["Friendly staff and quick service — we will definitely be back.", "They answered all our questions and delivered on time.", "Best decision we made this year. Highly recommended!", "Clear prices, no surprises. Thank you!"],
  fr: ["Équipe sympathique et service rapide, nous reviendrons.", "Ils ont répondu à toutes nos questions et livré à temps.", "Prix clairs, aucune surprise. Merci !"],
  de: ["Freundliches Team und schneller Service – gerne wieder.", "Alle Fragen wurden beantwortet, pünktlich geliefert.", "Klare Preise, keine Überraschungen. Danke!"],
  es: ["Personal amable y servicio rápido, volveremos seguro.", "Respondieron a todas nuestras preguntas y entregaron a tiempo.", "Precios claros, sin sorpresas. ¡Gracias!"],
  nl: ["Vriendelijk personeel en snelle service, wij komen zeker terug.", "Al onze vragen beantwoord en op tijd geleverd.", "Duidelijke prijzen, geen verrassingen. Bedankt!"],
  pt: ["Equipe simpática e atendimento rápido, voltaremos com certeza.", "Responderam a todas as dúvidas e entregaram no prazo.", "Preços claros, sem surpresas. Obrigado!"],
  it: ["Personale gentile e servizio veloce, torneremo sicuramente.", "Hanno risposto a tutte le domande e consegnato in tempo.", "Prezzi chiari, nessuna sorpresa. Grazie!"]
}
const customerNames = ["Anna K.", "Mark T.", "Sophie L.", "Jan de B.", "María G.", "Luca R.", "Claire D.", "Thomas M.", "Ana P.", "Priya S.", "Emma W.", "Jonas H."]

// Testimonial sliders (theme and plugin sliders showing a different customer quote each day or visit): the quote, its author and rating shown.
const testimonial = benign("rotating customer testimonial", (page, rng) => {
  const q = pick(rng, say(page, quotes))
  const who = pick(rng, customerNames)
  const stars = "★".repeat(between(rng, 4, 5))
  const photo = chance(rng, 0.4) ? `<img src="${ownHost(rng, page)}/images/testimonials/${slug(who)}.jpg" alt="${esc(who)}" width="64" height="64">` : ""
  const el = pick(rng, [
    `<section class="${pick(rng, ["testimonials", "reviews-slider", "quotes"])}"><blockquote class="testimonial"><p>${esc(q)}</p><footer>${photo}<cite>${esc(who)}</cite> <span class="rating" aria-label="${stars.length}/5">${stars}</span></footer></blockquote></section>`,
    `<div class="swiper-slide testimonial-item">${photo}<p class="quote">“${esc(q)}”</p><p class="author">— ${esc(who)}</p></div>`,
    `<figure class="wp-block-quote is-style-testimonial"><blockquote><p>${esc(q)}</p></blockquote><figcaption>${esc(who)} ${stars}</figcaption></figure>`
  ])
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), besideContact(page)]), el))
})

const days: Record<Lang, ReadonlyArray<string>> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], fr: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"],
  de: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"], es: ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"],
  nl: ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"], pt: ["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"],
  it: ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica"]
}
const hoursWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Opening hours", "Closed", "New opening hours from"], fr: ["Horaires d'ouverture", "Fermé", "Nouveaux horaires à partir du"], de: ["Öffnungszeiten", "Geschlossen", "Neue Öffnungszeiten ab"],
  es: ["Horario", "Cerrado", "Nuevo horario desde el"], nl: ["Openingstijden", "Gesloten", "Nieuwe openingstijden vanaf"], pt: ["Horário de funcionamento", "Fechado", "Novo horário a partir de"],
  it: ["Orari di apertura", "Chiuso", "Nuovi orari dal"]
}

// Local businesses update their opening hours (seasonal hours, a longer Saturday), often with schema.org openingHours for search engines.
const openingHours = benign("opening hours updated", (page, rng) => {
  const [title, closed, from] = say(page, hoursWords)
  const h12 = page.site.locale.country === "us"
  const t = (h: number) => h12 ? `${h > 12 ? h - 12 : h}${h >= 12 ? "pm" : "am"}` : `${String(h).padStart(2, "0")}:${pick(rng, ["00", "30"])}`
  const open = between(rng, 7, 10)
  const close = between(rng, 17, 20)
  const rows = say(page, days).map((d, i) => [d, i < 5 ? `${t(open)} – ${t(close)}` : i === 5 && chance(rng, 0.7) ? `${t(open + 1)} – ${t(between(rng, 13, 17))}` : closed] as const)
  const since = page.site.locale.date(new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28))))
  const el = pick(rng, [
    `<section class="opening-hours"><h3>${title}</h3><table>${rows.map(([d, h]) => `<tr><th>${d}</th><td>${h}</td></tr>`).join("")}</table><p><em>${from} ${since}</em></p></section>`,
    `<div class="hours"><h4>${title}</h4><dl>${rows.map(([d, h]) => `<dt>${d}</dt><dd>${h}</dd>`).join("")}</dl></div>`,
    `<p class="opening-hours"><strong>${title}:</strong> ${rows[0]![0]}–${rows[4]![0]} ${rows[0]![1]}, ${rows[5]![0]} ${rows[5]![1]}, ${rows[6]![0]} ${rows[6]![1]}</p>`
  ])
  const ld = chance(rng, 0.4) ? `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "LocalBusiness", name: page.site.brand, url: page.site.url, openingHours: [`Mo-Fr ${String(open).padStart(2, "0")}:00-${close}:00`] })}</script>` : ""
  return splices(insert(chance(rng, 0.6) ? besideContact(page) : anySlot(rng, page.spots), el), ...(ld === "" ? [] : [insert(head(page), ld)]))
})

// Shops adding a payment provider (Stripe, PayPal, Klarna, Adyen, Mollie): the provider's script from its own domain, its button or messaging container, and payment-method badges from the shop's own host.
const paymentProvider = benign("new payment provider (well-known PSP)", (page, rng) => {
  const cur = page.site.locale.country === "us" ? "USD" : page.site.locale.country === "uk" ? "GBP" : page.site.locale.country === "br" ? "BRL" : page.site.locale.country === "in" ? "INR" : page.site.locale.country === "au" ? "AUD" : "EUR"
  const [script, widget] = pick(rng, [
    () => [`<script src="https://js.stripe.com/v3/"></script>`, `<div id="payment-request-button" data-stripe-key="pk_live_${alnum(rng, 24)}"></div>`],
    () => [`<script src="https://www.paypal.com/sdk/js?client-id=${alnum(rng, 40)}&amp;currency=${cur}&amp;components=buttons,messages" data-namespace="paypal_sdk"></script>`, `<div id="paypal-button-container"></div><div data-pp-message data-pp-amount="${between(rng, 20, 300)}"></div>`],
    () => [`<script async src="https://js.klarna.com/web-sdk/v1/klarna.js" data-client-id="${uuid(rng)}"></script>`, `<klarna-placement data-key="credit-promotion-badge" data-locale="${lang(page)}-${page.site.locale.country.toUpperCase()}" data-purchase-amount="${between(rng, 2000, 30000)}"></klarna-placement>`],
    () => [`<script src="https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/5.${between(rng, 50, 68)}.0/adyen.js" crossorigin="anonymous"></script><link rel="stylesheet" href="https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/5.${between(rng, 50, 68)}.0/adyen.css">`, `<div id="dropin-container"></div>`],
    () => [`<script src="https://js.mollie.com/v1/mollie.js"></script>`, `<div id="mollie-card-component"></div>`]
  ])()
  const accept = say(page, { en: "We accept", fr: "Nous acceptons", de: "Wir akzeptieren", es: "Aceptamos", nl: "Wij accepteren", pt: "Aceitamos", it: "Accettiamo" })
  const host = ownHost(rng, page)
  const regional: Record<string, ReadonlyArray<string>> = { nl: ["ideal"], de: ["sofort", "giropay"], br: ["pix", "boleto"], in: ["upi", "rupay"], fr: ["cartes-bancaires"], it: ["satispay"] }
  const badges = sample(rng, ["visa", "mastercard", "amex", "paypal", "klarna", "apple-pay", "google-pay", ...(regional[page.site.locale.country] ?? [])], between(rng, 3, 6))
  const row = `<div class="payment-methods"><span>${accept}:</span> ${badges.map((b) => `<img src="${host}/images/payment/${b}.svg" alt="${b}" height="24">`).join(" ")}</div>`
  const priced = textRuns(page, 3).find((t) => priceRe.test(t.text))
  const near = priced === undefined ? anySlot(rng, page.spots) : page.spots.slots.find((s) => s > priced.end) ?? bottom(page)
  return splices(insert(chance(rng, 0.6) ? head(page) : bottom(page), script), insert(near, widget + row))
})

const palettes = ["#0b5fff", "#00695c", "#6a1b9a", "#d84315", "#1b1f3b", "#2e7d32", "#c2185b", "#005f73"]

// Brand refreshes: a new logo file on the site's own host and new brand colours as CSS custom properties (or a new theme stylesheet).
const brandRefresh = benign("brand refresh: new logo and colours", (page, rng) => {
  const host = ownHost(rng, page)
  const logo = `${host}/${pick(rng, ["assets/brand", "images", "wp-content/uploads/2026/0" + between(rng, 1, 9), "static/img"])}/${pick(rng, ["logo", `${page.site.brand}-logo`, "logo-2026", "brand-mark"])}.${pick(rng, ["svg", "png", "webp"])}`
  const imgs = shown(page, "img")
  const isLogo = (e: El) => /logo|brand/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)
  const target = imgs.find(isLogo) ?? imgs.slice(0, Math.max(1, Math.ceil(imgs.length / 5)))[0]
  const [a, b] = sample(rng, palettes, 2)
  const css = pick(rng, [
    `<style>:root{--brand-primary:${a};--brand-accent:${b}}a{color:var(--brand-primary)}.button,button{background:var(--brand-accent)}</style>`,
    `<link rel="stylesheet" href="${host}/css/brand-2026.css?ver=${between(rng, 1, 9)}.${between(rng, 0, 9)}">`,
    `<style>header,.header,#header{border-bottom:3px solid ${a}}h1,h2{color:${b}}</style>`
  ])
  const out: Array<Splice> = [insert(head(page), css)]
  if (target === undefined) out.push(insert(top(page), `<a class="site-logo" href="/"><img src="${logo}" alt="${esc(page.site.brand)}" height="${between(rng, 32, 64)}"></a>`))
  else out.push(setAttr(page, target, "src", logo))
  return { splices: out }
})

// A/B-testing tools added by marketing (Optimizely, VWO, AB Tasty, Convert, Kameleoon), often with an anti-flicker snippet that hides the page for a moment while the test loads.
const abTestingTool = benign("A/B-testing tool with an anti-flicker snippet", (page, rng) => {
  const tool = pick(rng, [
    () => `<script src="https://cdn.optimizely.com/js/${digits(rng, 11)}.js"></script>`,
    () => `<script>window._vwo_code||(function(){var a=${digits(rng, 6)},d=document,s=d.createElement("script");s.src="https://dev.visualwebsiteoptimizer.com/j.php?a="+a+"&u="+encodeURIComponent(d.URL);d.head.appendChild(s)})();</script>`,
    () => `<script src="https://try.abtasty.com/${hex(rng, 32)}.js"></script>`,
    () => `<script src="https://cdn-${between(rng, 3, 4)}.convertexperiments.com/js/${digits(rng, 8)}-${digits(rng, 8)}.js"></script>`,
    () => `<script src="https://${alnum(rng, 10)}.kameleoon.eu/kameleoon.js" async></script>`
  ])()
  const hideCls = pick(rng, ["async-hide", "ab-hide", "_vis_hide"])
  const antiFlicker = chance(rng, 0.6)
    ? `<style>.${hideCls}{opacity:0!important}</style><script>(function(a,s,y,n,c,h){s.className+=" "+y;h.start=1*new Date;h.end=setTimeout(function(){s.className=s.className.replace(RegExp(" ?"+y),"")},c)})(window,document.documentElement,"${hideCls}","dataLayer",${pick(rng, ["2000", "3000", "4000"])},{});</script>`
    : ""
  return splices(insert(head(page), antiFlicker + tool))
})

// Home pages getting a muted, looping hero video: self-hosted MP4/WebM on the site's own host, or from a video platform (Vimeo background mode, Wistia, Mux).
const heroVideo = benign("hero background video", (page, rng) => {
  const host = ownHost(rng, page)
  const name = pick(rng, ["hero", "intro", "showreel", "brand-film", "homepage"])
  const el = pick(rng, [
    () => `<div class="hero-video"><video autoplay muted loop playsinline poster="${host}/media/${name}-poster.jpg"><source src="${host}/media/${name}.webm" type="video/webm"><source src="${host}/media/${name}.mp4" type="video/mp4"></video></div>`,
    () => `<div class="hero-video" style="padding:56.25% 0 0;position:relative"><iframe src="https://player.vimeo.com/video/${digits(rng, 9)}?background=1&amp;autoplay=1&amp;loop=1&amp;muted=1" style="position:absolute;top:0;left:0;width:100%;height:100%" frameborder="0" allow="autoplay; fullscreen"></iframe></div>`,
    () => { const id = alnum(rng, 10); return `<script src="https://fast.wistia.com/embed/medias/${id}.jsonp" async></script><script src="https://fast.wistia.com/assets/external/E-v1.js" async></script><div class="wistia_embed wistia_async_${id} videoFoam=true autoPlay=true muted=true" style="height:360px;width:640px">&nbsp;</div>` },
    () => `<script type="module" src="https://cdn.jsdelivr.net/npm/@mux/mux-video@0"></script><mux-video playback-id="${alnum(rng, 24)}" autoplay muted loop playsinline></mux-video>`
  ])()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top")]), el))
})

// Social share buttons (AddToAny, ShareThis, or plain share links added by the theme): share URLs on the social networks, WhatsApp and e-mail, carrying the page's address.
const shareButtons = benign("social share buttons", (page, rng) => {
  const u = encodeURIComponent(page.site.url)
  const label = say(page, { en: "Share", fr: "Partager", de: "Teilen", es: "Compartir", nl: "Delen", pt: "Compartilhar", it: "Condividi" })
  const links = sample(rng, [
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`], ["X", `https://twitter.com/intent/tweet?url=${u}`], ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ["WhatsApp", `https://wa.me/?text=${u}`], ["Telegram", `https://t.me/share/url?url=${u}`], ["Pinterest", `https://pinterest.com/pin/create/button/?url=${u}`],
    ["Bluesky", `https://bsky.app/intent/compose?text=${u}`], ["E-mail", `mailto:?subject=${encodeURIComponent(page.site.brand)}&amp;body=${u}`]
  ] as const, between(rng, 3, 6))
  const el = pick(rng, [
    () => `<div class="share-buttons"><span>${label}:</span> ${links.map(([n, h]) => `<a href="${h}" target="_blank" rel="noopener" class="share-${slug(n)}">${n}</a>`).join(" ")}</div>`,
    () => `<div class="a2a_kit a2a_kit_size_32 a2a_default_style">${links.map(([n]) => `<a class="a2a_button_${slug(n).replace(/-/g, "_")}"></a>`).join("")}<a class="a2a_dd" href="https://www.addtoany.com/share">${label}</a></div><script async src="https://static.addtoany.com/menu/page.js"></script>`,
    () => `<script src="https://platform-api.sharethis.com/js/sharethis.js#property=${hex(rng, 24)}&amp;product=inline-share-buttons" async></script><div class="sharethis-inline-share-buttons"></div><p class="share-label">${label}</p>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), el))
})

// Responsive-image work (WordPress core since 4.4, image CDNs, performance audits): srcset and sizes with WebP/AVIF variants of the site's own images, width/height and decoding hints.
const responsiveImages = benign("responsive images (srcset, sizes, modern formats)", (page, rng) => {
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").length > 0 && !(e.attribs.src ?? "").startsWith("data:")).slice(0, 12)
  const own = imgs.filter((e) => isOwn(page, e.attribs.src!))
  const fmt = pick(rng, ["webp", "avif", "jpg"])
  const out: Array<Splice> = []
  for (const el of own) {
    const src = el.attribs.src!.replace(/\.(jpe?g|png|gif|webp)(\?.*)?$/i, "")
    out.push(setAttr(page, el, "srcset", [480, 800, 1200].map((w) => `${src}-${w}w.${fmt} ${w}w`).join(", ")))
    out.push(setAttr(page, el, "sizes", pick(rng, ["(max-width: 800px) 100vw, 800px", "100vw", "(min-width: 1024px) 50vw, 100vw"])))
  }
  for (const el of imgs.filter((e) => !own.includes(e)).slice(0, 6)) {
    out.push(setAttr(page, el, "decoding", "async"))
    if (el.attribs.width === undefined) out.push(setAttr(page, el, "width", String(pick(rng, [300, 640, 800, 1200]))))
  }
  if (out.length === 0) {
    const base = `${ownHost(rng, page)}/images/${pick(rng, ["feature", "banner", "cover"])}-${alnum(rng, 5)}`
    out.push(insert(anySlot(rng, page.spots), `<figure><picture><source type="image/avif" srcset="${base}-800w.avif 800w, ${base}-1200w.avif 1200w"><source type="image/webp" srcset="${base}-800w.webp 800w"><img src="${base}.jpg" alt="" width="1200" height="630" loading="lazy" decoding="async"></picture></figure>`))
  }
  return { splices: out }
})

const streets: Record<string, ReadonlyArray<(n: number) => string>> = {
  us: [(n) => `${n} Market Street, Suite ${(n % 9) + 1}00, San Francisco, CA 94103`, (n) => `${n} Congress Avenue, Austin, TX 78701`],
  uk: [(n) => `${n} Kingsway, London WC2B 6UN`, (n) => `${n} Deansgate, Manchester M3 2BW`],
  fr: [(n) => `${n} rue de la République, 69002 Lyon`, (n) => `${n} cours de l'Intendance, 33000 Bordeaux`],
  de: [(n) => `Friedrichstraße ${n}, 10117 Berlin`, (n) => `Leopoldstraße ${n}, 80802 München`],
  es: [(n) => `Calle de Alcalá ${n}, 28014 Madrid`, (n) => `Carrer de Pau Claris ${n}, 08010 Barcelona`],
  nl: [(n) => `Keizersgracht ${n}, 1016 DZ Amsterdam`, (n) => `Coolsingel ${n}, 3012 AD Rotterdam`],
  au: [(n) => `${n} George Street, Sydney NSW 2000`, (n) => `${n} Collins Street, Melbourne VIC 3000`],
  in: [(n) => `${n}, MG Road, Bengaluru, Karnataka 560001`, (n) => `${n}, Linking Road, Bandra West, Mumbai 400050`],
  br: [(n) => `Av. Paulista, ${n} - Bela Vista, São Paulo - SP, 01310-100`, (n) => `Rua da Assembleia, ${n} - Centro, Rio de Janeiro - RJ, 20011-000`],
  it: [(n) => `Via Roma ${n}, 20121 Milano`, (n) => `Via del Corso ${n}, 00186 Roma`]
}
const newOffice: Record<Lang, readonly [string, string]> = {
  en: ["Our new office", "Our existing office and contact details remain unchanged."], fr: ["Notre nouveau bureau", "Notre adresse et nos coordonnées actuelles restent inchangées."],
  de: ["Unser neuer Standort", "Unser bisheriger Standort und unsere Kontaktdaten bleiben unverändert."], es: ["Nuestra nueva oficina", "Nuestra oficina y datos de contacto actuales no cambian."],
  nl: ["Ons nieuwe kantoor", "Ons huidige kantoor en onze contactgegevens blijven ongewijzigd."], pt: ["Nosso novo escritório", "Nosso endereço e contatos atuais continuam os mesmos."],
  it: ["La nostra nuova sede", "La sede attuale e i contatti restano invariati."]
}

// Businesses opening a second location: a new office address added beside the existing contact details, with that office's own phone number (same country, same format) and an address on the site's domain.
const secondOffice = benign("second office address added beside the old", (page, rng) => {
  const loc = page.site.locale
  const addr = pick(rng, streets[loc.country] ?? streets.us!)(between(rng, 1, 220))
  const phone = makePhone(loc, int(rng, loc.phones.length), rng)
  const city = slug(addr.split(",").slice(-1)[0]!.replace(/\d|[A-Z]{2}\s/g, "").trim()).split("-")[0] || "office"
  const mail = `${city}@${page.site.domain}`
  const [h, note] = say(page, newOffice)
  const w = page.site.words
  const el = pick(rng, [
    `<div class="office office--new"><h4>${h}</h4><address>${esc(addr)}<br>${w.phone}: <a href="tel:${phone.tel}">${phone.national}</a><br>${w.email}: <a href="mailto:${mail}">${mail}</a></address><p>${note}</p></div>`,
    `<section class="locations"><h3>${h}</h3><p>${esc(addr)} · ${w.phone}: ${phone.national} · ${mail}</p></section>`
  ])
  return splices(insert(besideContact(page), el))
})

const reviewWords: Record<Lang, (score: string, n: string) => string> = {
  en: (s, n) => `Excellent · ${s} out of 5 based on ${n} reviews`, fr: (s, n) => `Excellent · ${s} sur 5 sur la base de ${n} avis`, de: (s, n) => `Hervorragend · ${s} von 5 aus ${n} Bewertungen`,
  es: (s, n) => `Excelente · ${s} de 5 basado en ${n} opiniones`, nl: (s, n) => `Uitstekend · ${s} van 5 op basis van ${n} beoordelingen`, pt: (s, n) => `Excelente · ${s} de 5 com base em ${n} avaliações`,
  it: (s, n) => `Eccellente · ${s} su 5 in base a ${n} recensioni`
}

// Review widgets (Trustpilot TrustBox, Trusted Shops, Feefo, Google reviews through Elfsight): the vendor's script, its container with the business id, and a rating line.
const reviewsWidget = benign("reviews widget (Trustpilot, Trusted Shops, Google reviews)", (page, rng) => {
  const score = `${between(rng, 4, 4)}.${between(rng, 1, 9)}`
  const n = String(between(rng, 40, 9000))
  const line = `<p class="rating-summary">${say(page, reviewWords)(score, n)}</p>`
  const widget = pick(rng, [
    () => `<script async src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js"></script><div class="trustpilot-widget" data-locale="${lang(page)}-${page.site.locale.country.toUpperCase()}" data-template-id="${hex(rng, 24)}" data-businessunit-id="${hex(rng, 24)}" data-style-height="24px" data-theme="light"><a href="https://www.trustpilot.com/review/${page.site.domain}" target="_blank" rel="noopener">Trustpilot</a></div>`,
    () => `<script async src="https://widgets.trustedshops.com/js/X${hex(rng, 32).toUpperCase()}.js"></script><div id="trustedshops-badge"></div>`,
    () => `<script src="https://static.elfsight.com/platform/platform.js" async></script><div class="elfsight-app-${uuid(rng)}" data-elfsight-app-lazy></div>`,
    () => `<script src="https://api.feefo.com/api/javascript/${page.site.brand}" async></script><div id="feefo-service-review-carousel-widgetId" class="feefo-review-carousel-widget-service"></div>`
  ])()
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom"), slotAt(page.spots, "top")]), widget + line))
})

// Themes adding a dark mode: prefers-color-scheme CSS, a data-theme switch, a toggle button with its small script.
const darkMode = benign("dark-mode toggle", (page, rng) => {
  const label = say(page, { en: "Dark mode", fr: "Mode sombre", de: "Dunkelmodus", es: "Modo oscuro", nl: "Donkere modus", pt: "Modo escuro", it: "Modalità scura" })
  const bg = pick(rng, ["#121212", "#0d1117", "#1e1e1e", "#181a1b"])
  const css = `<style>@media (prefers-color-scheme: dark){:root:not([data-theme=light]){color-scheme:dark}}[data-theme=dark] body{background:${bg};color:#e6e6e6}[data-theme=dark] a{color:#8ab4f8}</style>`
  const button = `<button type="button" class="${pick(rng, ["theme-toggle", "dark-mode-toggle", "wp-dark-mode-switch"])}" aria-label="${label}" title="${label}">${pick(rng, ["🌙", "◐", label])}</button>`
  const script = `<script>(function(){var d=document.documentElement,k="theme";d.dataset.theme=localStorage.getItem(k)||"light";document.addEventListener("click",function(e){if(e.target.closest&&e.target.closest(".theme-toggle,.dark-mode-toggle,.wp-dark-mode-switch")){d.dataset.theme=d.dataset.theme==="dark"?"light":"dark";localStorage.setItem(k,d.dataset.theme)}})})();</script>`
  return splices(insert(head(page), css + script), insert(pick(rng, [top(page), bottom(page)]), button))
})

// Publishers adding web-push subscriptions through a provider (OneSignal, PushEngage, Webpushr): the provider's SDK and init with the site's app id, and a "get notifications" link.
const webPush = benign("web-push opt-in from a push provider", (page, rng) => {
  const sdk = pick(rng, [
    () => `<script src="https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js" defer></script><script>window.OneSignalDeferred=window.OneSignalDeferred||[];OneSignalDeferred.push(async function(OneSignal){await OneSignal.init({appId:"${uuid(rng)}"})});</script>`,
    () => `<script src="https://clientcdn.pushengage.com/sdks/pushengage-web-sdk.js" async></script><script>window._peq=window._peq||[];window._peq.push(["init",{appId:"${uuid(rng)}"}]);</script>`,
    () => `<script>(function(w,d,s,id){w.webpushr=w.webpushr||function(){(w.webpushr.q=w.webpushr.q||[]).push(arguments)};var js,fjs=d.getElementsByTagName(s)[0];js=d.createElement(s);js.id=id;js.async=1;js.src="https://cdn.webpushr.com/app.min.js";fjs.parentNode.appendChild(js)}(window,document,"script","webpushr-jssdk"));webpushr("setup",{"key":"${alnum(rng, 40)}"});</script>`
  ])()
  const text = say(page, { en: "Get notified of new posts", fr: "Recevoir les notifications", de: "Benachrichtigungen erhalten", es: "Recibir notificaciones", nl: "Ontvang meldingen", pt: "Receber notificações", it: "Ricevi le notifiche" })
  const link = chance(rng, 0.6) ? `<div class="onesignal-customlink-container push-optin"><a href="#" class="push-subscribe">🔔 ${text}</a></div>` : ""
  return splices(insert(pick(rng, [head(page), bottom(page)]), sdk), ...(link === "" ? [] : [insert(pick(rng, [slotAt(page.spots, "bottom"), besideContact(page)]), link)]))
})

// Spam protection added to forms (Google reCAPTCHA, hCaptcha, Cloudflare Turnstile): the provider's script and its widget inside the newsletter or contact form, and the notice the provider asks for.
const formCaptcha = benign("CAPTCHA added to a form", (page, rng) => {
  const [script, widget, notice] = pick(rng, [
    () => [`<script src="https://www.google.com/recaptcha/api.js" async defer></script>`, `<div class="g-recaptcha" data-sitekey="6L${alnum(rng, 38)}"></div>`, say(page, { en: "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.", fr: "Ce site est protégé par reCAPTCHA ; les règles de confidentialité et conditions d'utilisation de Google s'appliquent.", de: "Diese Website ist durch reCAPTCHA geschützt; es gelten die Datenschutzerklärung und Nutzungsbedingungen von Google.", es: "Este sitio está protegido por reCAPTCHA y se aplican la Política de privacidad y las Condiciones del servicio de Google.", nl: "Deze site is beveiligd met reCAPTCHA; het privacybeleid en de servicevoorwaarden van Google zijn van toepassing.", pt: "Este site é protegido pelo reCAPTCHA e se aplicam a Política de Privacidade e os Termos de Serviço do Google.", it: "Questo sito è protetto da reCAPTCHA e si applicano le Norme sulla privacy e i Termini di servizio di Google." })],
    () => [`<script src="https://js.hcaptcha.com/1/api.js" async defer></script>`, `<div class="h-captcha" data-sitekey="${uuid(rng)}"></div>`, ""],
    () => [`<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`, `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${alnum(rng, 14)}" data-language="${lang(page)}"></div>`, ""]
  ])()
  const forms = page.spots.elements.filter((e) => e.name === "form" && e.shown)
  const form = forms.find((f) => /newsletter/.test(f.attribs.class ?? "")) ?? forms[0]
  const into = form === undefined ? anySlot(rng, page.spots) : form.closeTag?.start ?? form.openEnd
  const small = notice === "" ? "" : `<p class="recaptcha-notice"><small>${esc(notice)}</small></p>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), script), insert(into, widget + (form === undefined ? small : "")), ...(form !== undefined && small !== "" ? [insert(besideContact(page), small)] : []))
})

// Table-of-contents plugins (Easy Table of Contents, LuckyWP, Rank Math's TOC block): anchors added to the page's headings and a contents box linking to them.
const tableOfContents = benign("table of contents added", (page, rng) => {
  const heads = page.spots.elements.filter((e) => e.shown && /^h[1-4]$/.test(e.name))
  const runs = textRuns(page, 6)
  const textOf = (el: El) => runs.find((t) => t.parent === el.index)?.text.trim().slice(0, 60)
  let targets = heads.filter((e) => textOf(e) !== undefined).slice(0, 8)
  if (targets.length < 2) {
    const parents = [...new Set(runs.map((t) => t.parent))].map((i) => page.spots.elements[i]).filter((e): e is El => e !== undefined && e.shown && /^(p|li|h\d|div|td|dt|dd)$/.test(e.name))
    targets = parents.slice(0, 4)
  }
  const out: Array<Splice> = []
  const items: Array<string> = []
  for (const [i, el] of targets.entries()) {
    const id = el.attribs.id ?? `${pick(rng, ["toc", "h", "section"])}-${i + 1}-${slug(textOf(el) ?? "") .slice(0, 24) || alnum(rng, 4)}`
    if (el.attribs.id === undefined) out.push(setAttr(page, el, "id", id))
    items.push(`<li><a href="#${esc(id)}">${esc(textOf(el) ?? String(i + 1))}</a></li>`)
  }
  const title = say(page, { en: "Contents", fr: "Sommaire", de: "Inhaltsverzeichnis", es: "Índice", nl: "Inhoudsopgave", pt: "Índice", it: "Indice" })
  out.push(insert(slotAt(page.spots, "top"), `<nav class="${pick(rng, ["ez-toc-container", "lwptoc", "wp-block-rank-math-toc-block", "toc"])}"><p class="toc-title">${title}</p><ol>${items.join("")}</ol></nav>`))
  return { splices: out }
})

const noWrap = new Set(["a", "button", "picture", "label"])

// Lightbox and gallery plugins (GLightbox, Fancybox, Jetpack Carousel): the page's images wrapped in links to their full-size file, with the plugin's stylesheet and script.
const lightbox = benign("images open in a lightbox", (page, rng) => {
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").length > 0 && !inside(page, e, noWrap)).slice(0, 10)
  const [cls, assets] = pick(rng, [
    ["glightbox", `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/glightbox/dist/css/glightbox.min.css"><script src="https://cdn.jsdelivr.net/npm/glightbox/dist/js/glightbox.min.js" defer></script>`],
    ["fancybox", `<link rel="stylesheet" href="${ownHost(rng, page)}/assets/vendor/fancybox/fancybox.css"><script src="${ownHost(rng, page)}/assets/vendor/fancybox/fancybox.umd.js" defer></script>`],
    ["lightbox", `<script src="${ownHost(rng, page)}/wp-content/plugins/simple-lightbox/client/js/prod/lib.core.js" defer></script>`]
  ] as const)
  const out: Array<Splice> = [insert(head(page), assets)]
  if (imgs.length === 0) {
    const base = `${ownHost(rng, page)}/images/gallery/${alnum(rng, 6)}`
    out.push(insert(anySlot(rng, page.spots), `<figure class="gallery"><a href="${base}.jpg" class="${cls}"><img src="${base}-300x200.jpg" alt=""></a></figure>`))
    return { splices: out }
  }
  for (const el of imgs) {
    const full = (el.attribs.src ?? "").replace(/-\d+x\d+(\.\w+)$/, "$1")
    out.push(insert(el.start, `<a href="${esc(full)}" class="${cls}" data-gallery="${pick(rng, ["page", "gallery-1", "post"])}">`), insert(el.openEnd, "</a>"))
  }
  return { splices: out }
})

// SEO plugins' external-link settings (Yoast, Rank Math, WP External Links): outbound links get target="_blank" and rel="noopener noreferrer" (or nofollow/sponsored), some with UTM campaign parameters.
const outboundLinks = benign("outbound links get target, rel and UTM parameters", (page, rng) => {
  const external = shown(page, "a", (e) => /^\s*https?:\/\//i.test(e.attribs.href ?? "") && !isOwn(page, e.attribs.href!))
  const rel = pick(rng, ["noopener", "noopener noreferrer", "nofollow noopener", "noopener noreferrer nofollow", "external noopener"])
  const utm = chance(rng, 0.4) ? `utm_source=${page.site.brand}&utm_medium=referral&utm_campaign=${pick(rng, ["website", "blog", "newsletter-2026"])}` : ""
  const out: Array<Splice> = []
  for (const el of external.slice(0, 40)) {
    out.push(setAttr(page, el, "rel", rel))
    if (chance(rng, 0.8)) out.push(setAttr(page, el, "target", "_blank"))
    if (utm !== "" && chance(rng, 0.5)) {
      const href = el.attribs.href!.trim()
      out.push(setAttr(page, el, "href", `${href}${href.includes("?") ? "&" : "?"}${utm}`))
    }
  }
  return { splices: out }
})

const affiliateNote: Record<Lang, string> = {
  en: "This page contains affiliate links: we may earn a commission when you buy through them, at no extra cost to you.", fr: "Cette page contient des liens d'affiliation : nous pouvons percevoir une commission sur vos achats, sans surcoût pour vous.",
  de: "Diese Seite enthält Affiliate-Links: Bei einem Kauf erhalten wir ggf. eine Provision, für Sie entstehen keine Mehrkosten.", es: "Esta página contiene enlaces de afiliados: podemos recibir una comisión por sus compras, sin coste adicional para usted.",
  nl: "Deze pagina bevat affiliate links: wij ontvangen mogelijk een commissie als u via deze links koopt, zonder extra kosten.", pt: "Esta página contém links de afiliados: podemos receber uma comissão pelas suas compras, sem custo extra para você.",
  it: "Questa pagina contiene link di affiliazione: potremmo ricevere una commissione sui tuoi acquisti, senza costi aggiuntivi."
}
const legal = /privacy|terms|legal|cookie|imprint|impressum|datenschutz|policy|gdpr/i
const social = /facebook\.com|twitter\.com|x\.com|instagram\.com|linkedin\.com|youtube\.com|t\.me|tiktok\.com/i

// Publishers monetizing outbound links through affiliate networks (Skimlinks, Sovrn Commerce, Awin, Amazon Associates): shop links rewritten through the network's redirector or given an affiliate tag, with a disclosure line.
const affiliateLinks = benign("affiliate link rewriting with a disclosure", (page, rng) => {
  const ls = shown(page, "a", (e) => /^\s*https?:\/\//i.test(e.attribs.href ?? "") && !isOwn(page, e.attribs.href!) && !social.test(e.attribs.href!) && !legal.test(e.attribs.href!))
  const pub = `${digits(rng, 5)}X${digits(rng, 7)}`
  const wrap = pick(rng, [
    (u: string) => `https://go.skimresources.com/?id=${pub}&xs=1&url=${encodeURIComponent(u)}`,
    (u: string) => `https://redirect.viglink.com/?key=${hex(rng, 32)}&u=${encodeURIComponent(u)}`,
    (u: string) => `https://www.awin1.com/cread.php?awinmid=${digits(rng, 5)}&awinaffid=${digits(rng, 6)}&ued=${encodeURIComponent(u)}`
  ])
  const tag = `${page.site.brand.replace(/[^a-z0-9]/g, "").slice(0, 12)}-${pick(rng, ["20", "21"])}`
  const out: Array<Splice> = []
  for (const t of attrTargets(page, sample(rng, ls, Math.min(ls.length, between(rng, 1, 8))), "href")) {
    const href = page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&").trim()
    out.push(replace(t.value, esc(/amazon\./i.test(href) ? `${href}${href.includes("?") ? "&" : "?"}tag=${tag}` : wrap(href))))
  }
  if (out.length === 0) {
    const asin = `B0${alnum(rng, 8).toUpperCase()}`
    out.push(insert(anySlot(rng, page.spots), `<p class="product-pick"><a href="https://www.amazon.${pick(rng, ["com", "co.uk", "de", "fr", "es", "it", "nl", "com.br", "in"])}/dp/${asin}?tag=${tag}" rel="sponsored noopener" target="_blank">${esc(pick(rng, ["Our pick", "Buy on Amazon", "Check the price"]))}</a></p>`))
  }
  out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<p class="affiliate-disclosure"><small>${say(page, affiliateNote)}</small></p>`))
  return { splices: out }
})

/** Every fresh2 benign class, in a fixed order. */
export const fresh2Benigns: ReadonlyArray<ChangeClass> = [
  cmsUpgrade, testimonial, openingHours, paymentProvider, brandRefresh, abTestingTool, heroVideo, shareButtons,
  responsiveImages, secondOffice, reviewsWidget, darkMode, webPush, formCaptcha, tableOfContents, lightbox,
  outboundLinks, affiliateLinks
]

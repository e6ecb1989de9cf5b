/**
 * Fresh24 benign classes: written during round 19, by someone who does not
 * read the engines, from how real sites adopt newer HTML and browser
 * features and how their build tools and frameworks change the markup, as
 * the features' specifications, browser vendors' articles, framework and
 * library documentation and web-performance and accessibility guides
 * describe them. The group is about honest changes that use the same
 * unusual channels defacers and skimmers use, so several look alarming at
 * first glance: design-system web components rendered with declarative
 * shadow DOM, the logo redrawn as an animated inline SVG, the newsletter
 * form moved into a <dialog>, a menu built with the Popover API, hover
 * prefetching of the site's own pages by a third-party script, htmx or
 * Alpine.js attributes on the site's own markup, a live page that reloads
 * itself with a meta refresh, an unsubscribe button using formaction, a
 * CSV export built in a data: or blob: URL, AI-training opt-out signals,
 * ping attributes on outbound links, live updates over a WebSocket or
 * server-sent events, Core Web Vitals sent with sendBeacon, a <template>
 * for "load more", a code demo in an iframe srcdoc, a PDF shown inline
 * with <object>, an SVG infographic with <foreignObject> captions, critical
 * CSS with a data: font and an onload-swapped stylesheet, members-only
 * links through the site's own sign-in with a next= parameter, sections
 * collapsed with hidden=until-found, and llms.txt links for AI agents.
 * Each differs from every class in benign.ts and fresh-benign.ts through
 * fresh23-benign.ts and is written in the site's own language where it
 * shows text. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms and sign-in go. The
 * writer had no internet access: specifications, snippets, versions and
 * hosts are recalled from memory and may differ in detail. Scored in the
 * `fresh24` group, never tuned on.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, bottom, brandName, elAt, forms, head, resolve, say, setAttr, shown, top } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, hex, int, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh24", make })

type Words<A> = Record<Lang, A>
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const headSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page)])
const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const font = (rng: Rng) => pick(rng, ["system-ui,sans-serif", "inherit", "Georgia,serif", "Helvetica,Arial,sans-serif"])
const accent = (rng: Rng) => pick(rng, ["#1d70b8", "#0b0c0c", "#00703c", "#4c2c92", "#d4351c", "#005ea5", "#2b2b2b"])

/** The visible text inside `el`. */
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text.trim()).join(" ").replace(/\s+/g, " ")
/** Elements inside `el`. */
const within = (page: Page, el: El, name: string): Array<El> =>
  el.closeTag === null ? [] : page.spots.elements.filter((e) => e.name === name && e.start > el.start && e.start < el.closeTag!.start && !e.inert)
/** Shown links to the site's own host (or relative), with their path. */
const ownLinks = (page: Page): Array<{ readonly el: El; readonly url: URL }> =>
  shown(page, "a", (e) => !e.inert).flatMap((el) => {
    const href = el.attribs.href ?? ""
    if (href.trim() === "" || /^\s*(#|javascript:|mailto:|tel:|data:)/i.test(href)) return []
    const url = resolve(page, href)
    return url !== null && registrable(url.hostname.toLowerCase()) === page.site.domain ? [{ el, url }] : []
  })
/** The page's "latest posts" box, as published. */
const latestBox = (page: Page): El | undefined => page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && e.closeTag !== null && !e.inert)
/** Whether `el` lies in the page's contact block. */
const inContact = (page: Page, el: El | undefined): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (/contact/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)) return true
  return false
}
/** The page's own newsletter form (the published one, or another form with an e-mail field and no password). */
const newsletterForm = (page: Page): El | undefined =>
  forms(page).find((f) => f.closeTag !== null && ((f.attribs.class ?? "").includes("newsletter") || (within(page, f, "input").some((i) => (i.attribs.type ?? "") === "email") && !within(page, f, "input").some((i) => (i.attribs.type ?? "") === "password"))))
/** The identifiers the page publishes, as shown. */
const idTexts = (page: Page): Array<string> =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.updated, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown].filter((x): x is string => x !== undefined)

// ———————————————————————————— components, SVG, dialogs and popovers ————————————————————————————

const wrappable = new Set(["div", "section", "aside", "footer", "header", "nav", "article", "main", "form"])
const badParents = new Set(["table", "tbody", "thead", "tr", "ul", "ol", "dl", "select", "p", "a", "button", "span", "label", "h1", "h2", "h3", "h4", "h5", "h6", "template", "noscript", "svg", "object", "picture"])

// Design systems shipped as web components and rendered on the server with declarative shadow DOM, recalled from memory of the declarative shadow DOM feature (template shadowrootmode, in Chrome about 2023 and all major browsers about 2024), Lit's server-side rendering output, Shoelace / Web Awesome, and public design systems moving to custom elements (about 2022–2025): some of the page's own blocks wrapped in custom elements whose shadow root only styles and slots them, with the component module from the site's own host or the design system's CDN.
const dsdComponents = benign("design-system web components server-rendered with declarative shadow DOM (template shadowrootmode) around some of the site's own blocks, the component module from the site's host or the design system's CDN", (page, rng) => {
  const prefix = pick(rng, ["ds", "ui", "sl", bare(page).slice(0, 6) || "site", "app"])
  const candidates = shown(page, "div", () => true).concat(...["section", "aside", "footer", "header", "nav", "article", "main"].map((n) => shown(page, n)))
    .filter((e) => wrappable.has(e.name) && e.closeTag !== null && !e.inert && !badParents.has(elAt(page, e.parent)?.name ?? ""))
  const chosen = sample(rng, candidates, between(rng, 1, Math.min(3, Math.max(1, candidates.length))))
  const comp = () => pick(rng, ["card", "section", "panel", "region", "box", "stack", "surface"])
  const tpl = () => `<template shadowrootmode="open"${chance(rng, 0.3) ? " shadowrootdelegatesfocus" : ""}><style>:host{display:block;margin-block:${pick(rng, ["0", "0.5rem", "1rem", "1.5rem"])};${chance(rng, 0.5) ? "container-type:inline-size;" : ""}}${chance(rng, 0.5) ? `:host([variant=muted]){background:#f6f7f8}` : ""}</style>${chance(rng, 0.4) ? "<!--lit-part-->" : ""}<slot></slot>${chance(rng, 0.4) ? "<!--/lit-part-->" : ""}</template>`
  // closers before openers, so a wrapper closing where the next one opens stays properly nested
  const closers: Array<Splice> = []
  const openers: Array<Splice> = []
  for (const e of chosen) {
    const tag = `${prefix}-${comp()}`
    openers.push(insert(e.start, `<${tag}${chance(rng, 0.3) ? ` variant="muted"` : ""}>${tpl()}`))
    closers.push(insert(e.closeTag!.end, `</${tag}>`))
  }
  const out = [...closers, ...openers]
  const lib = pick(rng, [
    () => `<script type="module" src="${own(rng, page, `/assets/components/${prefix}-components.${hex(rng, 8)}.js`)}"></script>`,
    () => `<script type="module" src="https://cdn.jsdelivr.net/npm/@shoelace-style/shoelace@2.${between(rng, 12, 20)}.0/cdn/shoelace-autoloader.js"></script><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@shoelace-style/shoelace@2.${between(rng, 12, 20)}.0/cdn/themes/light.css">`,
    () => `<script type="module" src="${own(rng, page, `/_astro/${prefix}.${alnum(rng, 8)}.js`)}"></script>`
  ])()
  const polyfill = chance(rng, 0.3) ? `<script>(function a(r){r.querySelectorAll("template[shadowrootmode]").forEach(function(t){var m=t.getAttribute("shadowrootmode"),s=t.parentNode.attachShadow({mode:m});s.appendChild(t.content);t.remove();a(s)})})(document)</script>` : ""
  if (out.length === 0) return splices(insert(someSpot(rng, page), `<${prefix}-${comp()}>${tpl()}<p>${esc(brandName(page))}</p></${prefix}-${comp()}>`), insert(headSpot(rng, page), lib))
  return { splices: [...out, insert(headSpot(rng, page), lib), ...(polyfill === "" ? [] : [insert(bottom(page), polyfill)])] }
})

// Logo redesigns as inline SVG, recalled from memory of agencies' and CMS themes' move from logo images to inline SVG (about 2016 on, for crisp rendering and CSS control) and of small SMIL or CSS animations added to logos on launch days: the logo picture replaced by an inline SVG with the organisation's name and a gentle <animate> or <animateTransform>, linking to the home page when it was not already in a link.
const svgLogo = benign("logo redrawn as an inline SVG with a gentle SMIL animation (animate or animateTransform), linking to the site's home page", (page, rng) => {
  const brand = brandName(page)
  const id = `logo-${alnum(rng, 4)}`
  const c = accent(rng)
  const W = between(rng, 140, 260)
  const anim = pick(rng, [
    `<circle cx="24" cy="24" r="18" fill="${c}"><animate attributeName="r" values="18;20;18" dur="${between(rng, 2, 5)}s" repeatCount="indefinite"/></circle>`,
    `<rect x="8" y="8" width="32" height="32" rx="6" fill="${c}"><animateTransform attributeName="transform" type="rotate" from="0 24 24" to="360 24 24" dur="${between(rng, 8, 20)}s" repeatCount="indefinite"/></rect>`,
    `<path d="M6 36 L24 8 L42 36 Z" fill="${c}"><animate attributeName="opacity" values="1;.7;1" dur="${between(rng, 3, 6)}s" repeatCount="indefinite"/><set attributeName="fill" to="#222" begin="mouseover" end="mouseout"/></path>`
  ])
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 48" width="${W}" height="48" role="img" aria-labelledby="${id}"><title id="${id}">${esc(brand)}</title>${anim}<text x="52" y="31" font-family="${font(rng)}" font-size="${between(rng, 17, 22)}" font-weight="700" fill="#222">${esc(brand)}</text></svg>`
  const logo = shown(page, "img", (e) => !e.inert && /logo/i.test(`${e.attribs.src ?? ""} ${e.attribs.alt ?? ""} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`))[0]
  const home = own(rng, page, "/")
  if (logo === undefined) return splices(insert(top(page), `<a href="${home}" class="site-logo" rel="home">${svg}</a>`))
  const inLink = (() => { for (let e = elAt(page, logo.parent); e !== undefined; e = elAt(page, e.parent)) if (e.name === "a") return true; return false })()
  const parent = elAt(page, logo.parent)
  const target = parent !== undefined && parent.name === "picture" && parent.closeTag !== null ? { start: parent.start, end: parent.closeTag.end } : { start: logo.start, end: logo.closeTag?.end ?? logo.openEnd }
  return splices(replace(target, inLink ? svg : `<a href="${home}" class="site-logo" rel="home">${svg}</a>`))
})

const dialogWords: Words<readonly [string, string, string]> = {
  en: ["Get our newsletter", "Sign up to our newsletter", "Close"],
  fr: ["Recevoir la lettre d'information", "Inscrivez-vous à notre lettre d'information", "Fermer"],
  de: ["Newsletter erhalten", "Melden Sie sich für unseren Newsletter an", "Schließen"],
  es: ["Recibe el boletín", "Suscríbete a nuestro boletín", "Cerrar"],
  nl: ["Ontvang de nieuwsbrief", "Meld je aan voor onze nieuwsbrief", "Sluiten"],
  pt: ["Receba a newsletter", "Inscreva-se na nossa newsletter", "Fechar"],
  it: ["Ricevi la newsletter", "Iscriviti alla nostra newsletter", "Chiudi"]
}

// Modal dialogs built with the native <dialog> element, recalled from memory of <dialog> reaching all major browsers (about March 2022), of invoker commands (commandfor / command="show-modal", about 2025) that open it without script, and of sites moving their newsletter sign-up from the footer into a modal opened from a header button: the page's own newsletter form wrapped in a closed <dialog>, unchanged (same action), with a button that opens it.
const newsletterDialog = benign("newsletter form tucked into a native <dialog> opened by a button (showModal or commandfor/command), still posting to the site's own address", (page, rng) => {
  const [open, title, close] = say(page, dialogWords)
  const id = `newsletter-${alnum(rng, 4)}`
  const f = newsletterForm(page)
  const invoker = chance(rng, 0.5)
  const button = invoker
    ? `<button type="button" class="newsletter-open" commandfor="${id}" command="show-modal">${esc(open)}</button>`
    : `<button type="button" class="newsletter-open" onclick="document.getElementById('${id}').showModal()">${esc(open)}</button>`
  const closer = invoker ? `<button type="button" commandfor="${id}" command="close">${esc(close)}</button>` : `<form method="dialog"><button>${esc(close)}</button></form>`
  const openTag = `<dialog id="${id}" class="newsletter-dialog" aria-labelledby="${id}-t"${chance(rng, 0.4) ? ` closedby="any"` : ""}><h2 id="${id}-t">${esc(title)}</h2>`
  const where = pick(rng, [top(page), slotAt(page.spots, "top")])
  if (f === undefined) {
    const action = own(rng, page, pick(rng, ["/newsletter/subscribe", "/subscribe"]))
    return splices(insert(where, button), insert(footerSpot(rng, page), `${openTag}<form action="${action}" method="post"><input type="email" name="email" required> <button type="submit">OK</button></form>${closer}</dialog>`))
  }
  return splices(insert(where, `<p class="newsletter-cta">${button}</p>`), insert(f.start, openTag), insert(f.closeTag!.end, `${closer}</dialog>`))
})

const menuWords: Words<readonly [string, ReadonlyArray<readonly [string, string]>]> = {
  en: ["Menu", [["Home", "/"], ["News", "/news/"], ["About us", "/about/"], ["Contact", "/contact/"]]],
  fr: ["Menu", [["Accueil", "/"], ["Actualités", "/actualites/"], ["Qui sommes-nous", "/a-propos/"], ["Contact", "/contact/"]]],
  de: ["Menü", [["Startseite", "/"], ["Aktuelles", "/aktuelles/"], ["Über uns", "/ueber-uns/"], ["Kontakt", "/kontakt/"]]],
  es: ["Menú", [["Inicio", "/"], ["Noticias", "/noticias/"], ["Quiénes somos", "/quienes-somos/"], ["Contacto", "/contacto/"]]],
  nl: ["Menu", [["Home", "/"], ["Nieuws", "/nieuws/"], ["Over ons", "/over-ons/"], ["Contact", "/contact/"]]],
  pt: ["Menu", [["Início", "/"], ["Notícias", "/noticias/"], ["Quem somos", "/sobre/"], ["Contato", "/contato/"]]],
  it: ["Menu", [["Home", "/"], ["Notizie", "/notizie/"], ["Chi siamo", "/chi-siamo/"], ["Contatti", "/contatti/"]]]
}

// Menus rebuilt on the Popover API, recalled from memory of the popover attribute and popovertarget reaching all major browsers (about 2023–2024) and of front-end write-ups replacing JavaScript menu toggles with it (light dismiss, top layer, no script): a "Menu" button with popovertarget and a popover nav listing links of the site's own pages (copied from its own links, or its usual sections).
const popoverMenu = benign("navigation menu rebuilt with the Popover API: a 'Menu' button (popovertarget) opening a popover list of the site's own pages", (page, rng) => {
  const [label, fallback] = say(page, menuWords)
  const id = `nav-${alnum(rng, 4)}`
  const seen = new Set<string>()
  const items: Array<readonly [string, string]> = []
  for (const { el, url } of ownLinks(page)) {
    const text = textOf(page, el)
    if (text.length < 2 || text.length > 40 || seen.has(url.pathname)) continue
    seen.add(url.pathname)
    items.push([text, page.html.slice(el.start, el.openEnd).match(/href\s*=\s*["']?([^"' >]+)/i)?.[1] ?? url.pathname])
    if (items.length >= between(rng, 4, 8)) break
  }
  const list = (items.length >= 2 ? items : fallback).map(([t, h]) => `<li><a href="${h}">${esc(t)}</a></li>`).join("")
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<button type="button" class="menu-toggle" popovertarget="${id}" aria-label="${esc(label)}">☰ ${esc(label)}</button><nav id="${id}" popover class="mobile-nav" aria-label="${esc(label)}"><ul>${list}</ul></nav>`))
})

// ———————————————————————————— loading, refreshing and measuring ————————————————————————————

// Hover and viewport prefetching, recalled from memory of instant.page (Alexandre Dieulot, about 2019, a small script served from instant.page with an integrity hash that prefetches a link on hover) and Google Chrome Labs' Quicklink (about 2018, prefetching links as they scroll into view), which many sites and CMS plug-ins add: one of them added for the site's own links, sometimes with a prefetch hint for the page readers most often open next.
const hoverPrefetch = benign("hover or in-view prefetching of the site's own pages by instant.page or Quicklink (from their CDN or self-hosted), sometimes with a prefetch hint for the next page", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="//instant.page/5.2.0" type="module" integrity="sha384-${Buffer.from(hex(rng, 96), "hex").toString("base64")}"></script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/instant.page@5.2.0/instantpage.min.js" type="module" defer></script>`,
    () => `<script src="https://unpkg.com/quicklink@2.3.0/dist/quicklink.umd.js"></script><script>window.addEventListener("load",function(){quicklink.listen({origins:[${JSON.stringify(page.site.host)}],ignores:[/\\/logout/,/\\/cart/,/\\?/]})});</script>`,
    () => `<script src="${own(rng, page, `/assets/js/instantpage-${hex(rng, 6)}.min.js`)}" type="module"></script>`
  ])()
  const body = page.spots.elements.find((e) => e.name === "body" && !e.inert)
  const links = ownLinks(page)
  const next = links.length > 0 ? pick(rng, links).url.pathname : pick(rng, ["/news/", "/about/", "/page/2/"])
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), head(page)]), tag)]
  if (chance(rng, 0.5)) out.push(insert(headSpot(rng, page), `<link rel="prefetch" href="${esc(next)}">`))
  if (body !== undefined && tag.includes("instant") && chance(rng, 0.4)) out.push(setAttr(page, body, "data-instant-intensity", pick(rng, ["mousedown", "viewport", "150"])))
  return { splices: out }
})

// Hypermedia libraries adopted on existing markup, recalled from memory of htmx (Carson Gross; 1.0 about 2020, 2.0 about June 2024 with same-origin requests by default) and its hx-boost attribute that turns the site's own links into in-page swaps, and of Alpine.js (x-data, x-on, x-bind) sprinkled on menus and toggles, both often loaded from unpkg or jsDelivr: htmx or Alpine.js attributes added to the site's own elements, pointing only at its own paths, with the library from a public CDN or the site.
const hypermediaAttrs = benign("site's own markup progressively enhanced with htmx (hx-boost, hx-get to its own partials) or Alpine.js (x-data, x-on:click) attributes, the library from a public CDN or the site", (page, rng) => {
  const body = page.spots.elements.find((e) => e.name === "body" && !e.inert)
  const out: Array<Splice> = []
  if (chance(rng, 0.65)) {
    const v = pick(rng, ["2.0.2", "2.0.3", "2.0.4", "1.9.12"])
    out.push(insert(headSpot(rng, page), `${pick(rng, [`<script src="https://unpkg.com/htmx.org@${v}"></script>`, `<script src="https://cdn.jsdelivr.net/npm/htmx.org@${v}/dist/htmx.min.js"></script>`, `<script src="${own(rng, page, `/static/js/htmx-${v}.min.js`)}" defer></script>`])}${chance(rng, 0.5) ? `<meta name="htmx-config" content='{"selfRequestsOnly":true,"historyCacheSize":10}'>` : ""}`))
    if (body !== undefined) out.push(setAttr(page, body, "hx-boost", "true"))
    const box = latestBox(page)
    if (box !== undefined && chance(rng, 0.6)) out.push(setAttr(page, box, "hx-get", `/partials/${pick(rng, ["latest", "latest-posts", "sidebar"])}`), setAttr(page, box, "hx-trigger", pick(rng, ["revealed", "every 300s", "load delay:1s"])), setAttr(page, box, "hx-swap", "outerHTML"))
    return { splices: out }
  }
  const v = `3.${between(rng, 12, 14)}.${between(rng, 0, 8)}`
  out.push(insert(headSpot(rng, page), `<script defer src="${pick(rng, [`https://cdn.jsdelivr.net/npm/alpinejs@${v}/dist/cdn.min.js`, `https://unpkg.com/alpinejs@${v}/dist/cdn.min.js`, `/js/alpine-${v}.min.js`])}"></script>`))
  const nav = shown(page, "nav", (e) => !e.inert && e.closeTag !== null)[0] ?? shown(page, "header", (e) => !e.inert && e.closeTag !== null)[0]
  const label = say(page, menuWords)[0]
  if (nav !== undefined) {
    out.push(setAttr(page, nav, "x-data", "{ open: false }"), insert(nav.openEnd, `<button type="button" class="nav-toggle" x-on:click="open = !open" x-bind:aria-expanded="open">${esc(label)}</button>`))
    return { splices: out }
  }
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div x-data="{ open: false }" class="nav-toggle-wrap"><button type="button" x-on:click="open = !open" x-bind:aria-expanded="open">${esc(label)}</button></div>`))
  return { splices: out }
})

const refreshWords: Words<(n: number) => string> = {
  en: (n) => `This page refreshes automatically every ${n} minutes.`,
  fr: (n) => `Cette page s'actualise automatiquement toutes les ${n} minutes.`,
  de: (n) => `Diese Seite wird alle ${n} Minuten automatisch aktualisiert.`,
  es: (n) => `Esta página se actualiza automáticamente cada ${n} minutos.`,
  nl: (n) => `Deze pagina wordt elke ${n} minuten automatisch ververst.`,
  pt: (n) => `Esta página é atualizada automaticamente a cada ${n} minutos.`,
  it: (n) => `Questa pagina si aggiorna automaticamente ogni ${n} minuti.`
}

// Self-refreshing live pages, recalled from memory of news and public-body pages that reload themselves on election nights, during storms or for live scores with <meta http-equiv="refresh" content="300"> (no URL, so the same page), a practice old enough to be discussed in WCAG's guidance on timing (F41, G110) and still common on results and departures pages: a meta refresh to the page itself every few minutes, with a note saying so.
const liveRefresh = benign("live page reloaded every few minutes by a meta refresh to its own address (election night, live scores, storm updates), with a note saying so", (page, rng) => {
  const minutes = pick(rng, [2, 3, 5, 10, 15])
  const path = new URL(page.site.url).pathname
  const content = pick(rng, [`${minutes * 60}`, `${minutes * 60}; url=${path}`, `${minutes * 60};URL=${own(rng, page, path)}`])
  return splices(insert(headSpot(rng, page), `<meta http-equiv="refresh" content="${esc(content)}">`), insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<p class="${pick(rng, ["auto-refresh", "live-note", "refresh-note"])}"><small>${esc(say(page, refreshWords)(minutes))}</small></p>`))
})

const unsubscribeWords: Words<string> = { en: "Unsubscribe", fr: "Se désabonner", de: "Abmelden", es: "Darse de baja", nl: "Afmelden", pt: "Cancelar inscrição", it: "Annulla iscrizione" }

// Second submit buttons with formaction, recalled from memory of the HTML formaction/formmethod attributes and of newsletter plug-ins (Mailchimp for WordPress, The Newsletter Plugin's ?na=s and ?na=u actions, Ghost and Listmonk forms) offering an unsubscribe button next to subscribe: an "Unsubscribe" button added to the site's own newsletter form, sending the same address to the site's own unsubscribe path.
const unsubscribeButton = benign("'unsubscribe' button added to the site's newsletter form, sending the same address to the site's own unsubscribe path with formaction", (page, rng) => {
  const f = newsletterForm(page)
  const label = say(page, unsubscribeWords)
  const fallback = own(rng, page, "/newsletter/unsubscribe")
  if (f === undefined) return splices(insert(footerSpot(rng, page), `<form action="${fallback}" method="post"><input type="email" name="email" required> <button type="submit">${esc(label)}</button></form>`))
  const action = (f.attribs.action ?? "").trim()
  const target = action.includes("na=s") ? action.replace("na=s", "na=u")
    : /subscribe/i.test(action) ? action.replace(/subscribe/i, "unsubscribe")
    : action !== "" ? `${action.replace(/\/$/, "")}/unsubscribe`
    : fallback
  const button = within(page, f, "button").filter((b) => b.closeTag !== null).pop()
  const html = ` <button type="submit" formaction="${esc(target)}"${chance(rng, 0.5) ? ` formmethod="post"` : ""} formnovalidate class="${pick(rng, ["link-button", "secondary", "unsubscribe"])}">${esc(label)}</button>`
  return splices(insert(button !== undefined ? button.closeTag!.end : f.closeTag!.start, html))
})

const csvWords: Words<readonly [string, string, string]> = {
  en: ["Download this list (CSV)", "title", "link"],
  fr: ["Télécharger cette liste (CSV)", "titre", "lien"],
  de: ["Diese Liste herunterladen (CSV)", "Titel", "Link"],
  es: ["Descargar esta lista (CSV)", "título", "enlace"],
  nl: ["Deze lijst downloaden (CSV)", "titel", "link"],
  pt: ["Baixar esta lista (CSV)", "título", "link"],
  it: ["Scarica questo elenco (CSV)", "titolo", "link"]
}

// Client-side exports, recalled from memory of open-data, council and sports pages offering "download as CSV" for a table or list they show, built in the browser as a data: URL or a Blob object URL with the download attribute (MDN's examples, and table plug-ins such as DataTables' buttons, about 2015 on): a link under the page's own list of posts that downloads that list as CSV, in a data: URL or built by a short script into a blob: URL.
const csvExport = benign("'download this list as CSV' link under the page's own list of posts, built as a data: URL or by a short script into a blob: URL, with a download attribute", (page, rng) => {
  const [label, title, link] = say(page, csvWords)
  const box = latestBox(page)
  const file = `${slug(brandName(page)) || "list"}-${pick(rng, ["latest", "posts", "export"])}.csv`
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`
  const rows = box === undefined ? [] : within(page, box, "a").map((a) => `${quote(textOf(page, a))},${quote(resolve(page, a.attribs.href ?? "")?.href ?? "")}`)
  const csv = [`${title},${link}`, ...rows].join("\r\n") + "\r\n"
  const useBlob = chance(rng, 0.4)
  const id = `csv-${alnum(rng, 4)}`
  const anchor = useBlob
    ? `<a href="#" id="${id}" download="${esc(file)}">${esc(label)}</a><script>document.getElementById("${id}").addEventListener("click",function(){var rows=[["${title}","${link}"]];document.querySelectorAll(".latest-posts a").forEach(function(a){rows.push([a.textContent.trim(),a.href])});var csv=rows.map(function(r){return r.map(function(c){return '"'+String(c).replace(/"/g,'""')+'"'}).join(",")}).join("\\r\\n");this.href=URL.createObjectURL(new Blob([csv],{type:"text/csv"}))});</script>`
    : `<a href="data:text/csv;charset=utf-8,${esc(encodeURIComponent(csv))}" download="${esc(file)}">${esc(label)}</a>`
  const line = `<p class="export"><small>${anchor}</small></p>`
  return splices(insert(box !== undefined ? box.closeTag!.start : footerSpot(rng, page), line))
})

// AI-training opt-out signals, recalled from memory of the "noai, noimageai" robots values introduced by DeviantArt (about November 2022) and adopted by many publishers and artists' sites, of Google's robots meta options (max-snippet, max-image-preview, data-nosnippet), and of the W3C TDM Reservation Protocol community draft (tdm-reservation and tdm-policy, about 2022–2024, for the EU's text-and-data-mining opt-out): such signals added to the head, sometimes with data-nosnippet on some of the page's blocks.
const aiOptOut = benign("AI-training and snippet opt-out signals added: robots meta 'noai, noimageai' or max-snippet, TDM-reservation meta and policy link, data-nosnippet on some blocks", (page, rng) => {
  const out: Array<Splice> = []
  const robots = page.spots.elements.find((e) => e.name === "meta" && !e.inert && (e.attribs.name ?? "").toLowerCase() === "robots")
  const add = pick(rng, ["noai, noimageai", "max-image-preview:large, noai, noimageai", "max-snippet:160, noai"])
  if (robots !== undefined && robots.attribs.content !== undefined) out.push(setAttr(page, robots, "content", `${robots.attribs.content}, ${add}`))
  else out.push(insert(headSpot(rng, page), `<meta name="robots" content="${add}">`))
  if (chance(rng, 0.6)) out.push(insert(headSpot(rng, page), `<meta name="tdm-reservation" content="1"><link rel="tdm-policy" href="${own(rng, page, "/.well-known/tdmrep.json")}">`))
  if (chance(rng, 0.5)) {
    const blocks = shown(page, "div", (e) => !e.inert && e.closeTag !== null)
    for (const b of sample(rng, blocks, Math.min(blocks.length, between(rng, 1, 3)))) if (b.attribs["data-nosnippet"] === undefined) out.push(setAttr(page, b, "data-nosnippet", ""))
  }
  return { splices: out }
})

// The ping attribute for click measurement, recalled from memory of the HTML <a ping> attribute (specified with HTML5; on by default in Chrome and Safari, about 2016 on, and used by search engines to log result clicks) and of analytics guides recommending it over redirect wrappers: ping attributes on the page's outbound and download links pointing at the site's own statistics endpoint, hrefs unchanged.
const pingClicks = benign("outbound and download clicks measured with ping attributes pointing at the site's own statistics endpoint, links unchanged", (page, rng) => {
  const endpoint = own(rng, page, `/${pick(rng, ["analytics/click", "api/out", "t/click", "stats/outbound", "collect/click"])}`)
  const all = shown(page, "a", (e) => !e.inert && e.attribs.ping === undefined && (e.attribs.href ?? "").trim() !== "" && !/^\s*(mailto:|tel:|sms:|javascript:|data:|#)/i.test(e.attribs.href ?? ""))
  const outbound = all.filter((e) => {
    const u = resolve(page, e.attribs.href ?? "")
    return u !== null && (registrable(u.hostname.toLowerCase()) !== page.site.domain || /\.(pdf|zip|docx?|xlsx?)$/i.test(u.pathname))
  })
  const chosen = (outbound.length > 0 ? outbound : all).slice(0, between(rng, 5, 25))
  if (chosen.length === 0) return splices(insert(footerSpot(rng, page), `<p><a href="https://${page.site.host}/" ping="${esc(endpoint)}">${esc(brandName(page))}</a></p>`))
  return { splices: chosen.map((a) => setAttr(page, a, "ping", endpoint)) }
})

const liveWords: Words<readonly [string, string]> = {
  en: ["LIVE", "Updates appear here automatically."],
  fr: ["EN DIRECT", "Les mises à jour s'affichent ici automatiquement."],
  de: ["LIVE", "Aktualisierungen erscheinen hier automatisch."],
  es: ["EN DIRECTO", "Las actualizaciones aparecen aquí automáticamente."],
  nl: ["LIVE", "Updates verschijnen hier automatisch."],
  pt: ["AO VIVO", "As atualizações aparecem aqui automaticamente."],
  it: ["IN DIRETTA", "Gli aggiornamenti compaiono qui automaticamente."]
}

// Realtime pushes, recalled from memory of publishers' and sports sites' live tickers fed by hosted realtime services (Pusher Channels, Ably, about 2014 on) or their own Socket.IO or server-sent-events endpoints, each documented with a few lines of client code and a public app key: a "live" box filled by such a client, connecting to the service with the site's own channel, or to the site's own stream.
const realtimeLive = benign("'live' box filled over a realtime connection (Pusher or Ably with the site's own key, Socket.IO on its own subdomain, or server-sent events from its own host)", (page, rng) => {
  const [live, note] = say(page, liveWords)
  const id = `live-${alnum(rng, 4)}`
  const put = `function(m){var b=document.getElementById("${id}");if(!b)return;var p=document.createElement("p");p.textContent=(m&&m.text)||String(m);b.insertBefore(p,b.children[1]||null)}`
  const channel = `${bare(page)}-${pick(rng, ["live", "updates", "ticker"])}`
  const client = pick(rng, [
    () => `<script src="https://js.pusher.com/8.${between(rng, 0, 4)}.0/pusher.min.js"></script><script>new Pusher("${hex(rng, 20)}",{cluster:"${pick(rng, ["eu", "mt1", "ap1", "us2"])}"}).subscribe("${channel}").bind("update",${put});</script>`,
    () => `<script src="https://cdn.ably.com/lib/ably.min-2.js"></script><script>new Ably.Realtime({authUrl:"/api/ably-token"}).channels.get("${channel}").subscribe("update",function(msg){(${put})(msg.data)});</script>`,
    () => `<script src="https://cdn.socket.io/4.7.${between(rng, 2, 5)}/socket.io.min.js"></script><script>io("https://${pick(rng, ["live", "ws", "realtime"])}.${page.site.domain}",{transports:["websocket"]}).on("update",${put});</script>`,
    () => `<script>new EventSource("${own(rng, page, `/live/${pick(rng, ["stream", "events", "sse"])}`)}").addEventListener("update",function(e){(${put})(JSON.parse(e.data))});</script>`
  ])()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<div id="${id}" class="live-box" aria-live="polite"><strong style="color:#c00">● ${esc(live)}</strong> <small>${esc(note)}</small></div>`), insert(pick(rng, [bottom(page), head(page)]), client))
})

// Core Web Vitals field measurement, recalled from memory of Google's web-vitals library (about 2020 on; onCLS, onINP, onLCP, onTTFB) and its README's example sending each metric with navigator.sendBeacon, falling back to fetch with keepalive, to the site's own analytics endpoint: that snippet added, loading the library from unpkg or the site.
const webVitalsBeacon = benign("Core Web Vitals measured with the web-vitals library and sent with navigator.sendBeacon (or fetch keepalive) to the site's own endpoint", (page, rng) => {
  const endpoint = own(rng, page, `/${pick(rng, ["api/vitals", "analytics", "rum", "_vitals"])}`)
  const v = pick(rng, ["3", "4", "4.2.4", "5"])
  const lib = pick(rng, [`https://unpkg.com/web-vitals@${v}?module`, `https://cdn.jsdelivr.net/npm/web-vitals@${v}/+esm`, `/assets/js/web-vitals.${hex(rng, 8)}.js`])
  const code = `<script type="module">import {onCLS, onINP, onLCP, onTTFB} from "${lib}";function send(m){var b=JSON.stringify({name:m.name,value:m.value,rating:m.rating,id:m.id,page:location.pathname});(navigator.sendBeacon&&navigator.sendBeacon("${endpoint}",b))||fetch("${endpoint}",{body:b,method:"POST",keepalive:true})}onCLS(send);onINP(send);onLCP(send);onTTFB(send);</script>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), code))
})

const moreWords: Words<string> = { en: "Load more", fr: "Voir plus", de: "Mehr laden", es: "Cargar más", nl: "Meer laden", pt: "Carregar mais", it: "Carica altri" }

// Client-side templates, recalled from memory of the <template> element (in all major browsers since about 2015) and of "load more" buttons in themes and headless front ends that clone a template row for each item fetched from the site's own JSON endpoint (the WordPress REST API's /wp-json/wp/v2/posts, or a paginated JSON feed): a <template> for one more list item, a "load more" button and a short script fetching from the site's own path.
const templateLoadMore = benign("'load more' button cloning a <template> row for each item fetched from the site's own JSON endpoint (REST API or paginated feed)", (page, rng) => {
  const id = `tpl-${alnum(rng, 4)}`
  const endpoint = pick(rng, ["/wp-json/wp/v2/posts?per_page=3&page=2", "/feed.json?page=2", "/api/posts?offset=3", "/news/page/2.json"])
  const html = `<template id="${id}"><li><a href=""></a> <span class="comment-count"></span></li></template><button type="button" class="load-more" data-src="${endpoint}" data-template="${id}">${esc(say(page, moreWords))}</button><script>document.querySelector('[data-template="${id}"]').addEventListener("click",function(){var b=this,t=document.getElementById(b.dataset.template),list=b.parentNode.querySelector("ul");fetch(b.dataset.src).then(function(r){return r.json()}).then(function(items){(items.items||items).forEach(function(it){var c=t.content.cloneNode(true),a=c.querySelector("a");a.href=it.link||it.url;a.textContent=(it.title&&it.title.rendered)||it.title;list.appendChild(c)});b.remove()})});</script>`
  const box = latestBox(page)
  return splices(insert(box !== undefined ? box.closeTag!.start : someSpot(rng, page), html))
})

const demoWords: Words<readonly [string, string, string]> = {
  en: ["Try it", "Live example: press the button.", "Show the time"],
  fr: ["Essayez", "Exemple en direct : appuyez sur le bouton.", "Afficher l'heure"],
  de: ["Ausprobieren", "Live-Beispiel: Drücken Sie die Schaltfläche.", "Uhrzeit anzeigen"],
  es: ["Pruébalo", "Ejemplo en vivo: pulsa el botón.", "Mostrar la hora"],
  nl: ["Probeer het", "Live voorbeeld: druk op de knop.", "Toon de tijd"],
  pt: ["Experimente", "Exemplo ao vivo: aperte o botão.", "Mostrar a hora"],
  it: ["Provalo", "Esempio dal vivo: premi il pulsante.", "Mostra l'ora"]
}

// Live code examples in srcdoc frames, recalled from memory of documentation and tutorial sites (MDN's live samples, framework docs, web.dev demos, static-site "playground" shortcodes) showing a snippet's result in a sandboxed iframe whose srcdoc holds the snippet itself, next to its source: one such example added in the site's language.
const srcdocDemo = benign("live example of a code snippet rendered in a sandboxed iframe srcdoc beside its source (documentation and tutorial pages)", (page, rng) => {
  const [title, caption, button] = say(page, demoWords)
  const code = pick(rng, [
    `<button id="b">${button}</button>\n<output id="o"></output>\n<script>\n  document.getElementById("b").onclick = () => {\n    document.getElementById("o").textContent = new Date().toLocaleTimeString();\n  };\n</script>`,
    `<style>\n  .box { padding: 1rem; border-radius: 8px; background: ${accent(rng)}; color: #fff; }\n  .box:hover { transform: scale(1.05); transition: transform .2s; }\n</style>\n<div class="box">${title}</div>`,
    `<details>\n  <summary>${title}</summary>\n  <p>${caption}</p>\n</details>`
  ])
  const frame = `<iframe sandbox="${pick(rng, ["allow-scripts", "allow-scripts allow-same-origin", ""])}" srcdoc="${esc(code)}" title="${esc(title)}" loading="lazy" style="width:100%;height:${between(rng, 90, 160)}px;border:1px solid #ddd;border-radius:4px"></iframe>`
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["live-example", "demo", "code-example"])}"><pre><code class="language-html">${esc(code)}</code></pre>${frame}<figcaption>${esc(caption)}</figcaption></figure>`))
})

const pdfWords: Words<readonly [string, string, string]> = {
  en: ["Annual report", "Your browser cannot show the PDF here.", "Download the PDF"],
  fr: ["Rapport annuel", "Votre navigateur ne peut pas afficher le PDF ici.", "Télécharger le PDF"],
  de: ["Jahresbericht", "Ihr Browser kann das PDF hier nicht anzeigen.", "PDF herunterladen"],
  es: ["Memoria anual", "Tu navegador no puede mostrar el PDF aquí.", "Descargar el PDF"],
  nl: ["Jaarverslag", "Uw browser kan de pdf hier niet tonen.", "Pdf downloaden"],
  pt: ["Relatório anual", "Seu navegador não consegue exibir o PDF aqui.", "Baixar o PDF"],
  it: ["Relazione annuale", "Il browser non può mostrare il PDF qui.", "Scarica il PDF"]
}

// PDFs shown inline, recalled from memory of the <object type="application/pdf"> and <embed> patterns (with a download link as fallback content) that CMS blocks and accessibility guides describe (WordPress's File block "show inline embed", about 2020 on; PDFObject): the organisation's own report, menu or timetable PDF shown inline from its own host, with a download link.
const inlinePdf = benign("report, menu or timetable PDF shown inline with <object> or <embed> from the site's own host, with a download link as fallback", (page, rng) => {
  const [title, cannot, download] = say(page, pdfWords)
  const file = own(rng, page, `/${pick(rng, ["files", "uploads", "docs", "wp-content/uploads/2025/0" + between(rng, 1, 9)])}/${pick(rng, ["annual-report", "menu", "timetable", "programme", "price-list"])}-${between(rng, 2024, 2026)}.pdf`)
  const h = between(rng, 400, 800)
  const block = chance(rng, 0.6)
    ? `<object data="${file}" type="application/pdf" width="100%" height="${h}" aria-label="${esc(title)}"><p>${esc(cannot)} <a href="${file}">${esc(download)}</a></p></object>`
    : `<embed src="${file}" type="application/pdf" width="100%" height="${h}" title="${esc(title)}"><p><a href="${file}" download>${esc(download)}</a></p>`
  return splices(insert(someSpot(rng, page), `<section class="pdf-embed"><h3>${esc(title)}</h3>${block}</section>`))
})

const chartWords: Words<readonly [string, string, string]> = {
  en: ["Visitors per year", "Source: our own figures", "Growth since the new opening hours"],
  fr: ["Visiteurs par an", "Source : nos propres chiffres", "Hausse depuis les nouveaux horaires"],
  de: ["Besucher pro Jahr", "Quelle: eigene Zahlen", "Zuwachs seit den neuen Öffnungszeiten"],
  es: ["Visitantes por año", "Fuente: datos propios", "Crecimiento desde el nuevo horario"],
  nl: ["Bezoekers per jaar", "Bron: eigen cijfers", "Groei sinds de nieuwe openingstijden"],
  pt: ["Visitantes por ano", "Fonte: dados próprios", "Crescimento desde o novo horário"],
  it: ["Visitatori all'anno", "Fonte: dati nostri", "Crescita dal nuovo orario"]
}

// Infographics as inline SVG with HTML captions, recalled from memory of charts exported from design and charting tools (Figma, Illustrator, D3 and Observable Plot code pasted into CMS "custom HTML" blocks) that use <foreignObject> to wrap longer labels as HTML text: a small bar chart of the organisation's own yearly figures as inline SVG, with a wrapped caption in a foreignObject and a figure caption.
const svgInfographic = benign("inline SVG bar chart of the organisation's own figures with a <foreignObject> HTML caption (exported from a design or charting tool)", (page, rng) => {
  const [title, source, note] = say(page, chartWords)
  const years = between(rng, 4, 6)
  const start = between(rng, 2018, 2021)
  const vals = Array.from({ length: years }, () => between(rng, 20, 100))
  const W = 60 * years + 40
  const c = accent(rng)
  const bars = vals.map((v, i) => `<rect x="${30 + i * 60}" y="${140 - v}" width="40" height="${v}" fill="${c}"/><text x="${50 + i * 60}" y="158" font-size="11" text-anchor="middle">${start + i}</text><text x="${50 + i * 60}" y="${134 - v}" font-size="11" text-anchor="middle">${v * between(rng, 10, 50)}</text>`).join("")
  const id = `chart-${alnum(rng, 4)}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 210" width="100%" style="max-width:${W}px" role="img" aria-labelledby="${id}"><title id="${id}">${esc(title)}</title>${bars}<foreignObject x="10" y="166" width="${W - 20}" height="40"><div xmlns="http://www.w3.org/1999/xhtml" style="font:12px ${font(rng)};color:#444">${esc(note)}</div></foreignObject></svg>`
  return splices(insert(someSpot(rng, page), `<figure class="infographic">${svg}<figcaption>${esc(title)} · ${esc(source)}</figcaption></figure>`))
})

// Critical CSS and asynchronous style sheets, recalled from memory of Filament Group's loadCSS and the rel=preload onload pattern (about 2016 on), of Addy Osmani's "critical" tool and build plug-ins (Critters, WP Rocket, Autoptimize) that inline above-the-fold CSS in the head, often with a small icon font inlined as a base64 data: URL: an inline critical style block with a data: font and the site's full style sheet loaded by a preload link swapped to a style sheet on load, with a noscript fallback, all from the site's own host.
const criticalCss = benign("critical CSS inlined in the head (with an icon font as a base64 data: URL) and the site's full style sheet loaded asynchronously by preload and onload, from its own host (loadCSS)", (page, rng) => {
  const font = Buffer.concat([Buffer.from("wOF2", "ascii"), Buffer.from(Array.from({ length: between(rng, 200, 700) }, () => int(rng, 256)))]).toString("base64")
  const sheet = own(rng, page, `/${pick(rng, ["assets/css", "wp-content/cache/min/1", "static/css", "dist"])}/${pick(rng, ["main", "style", "app", "site"])}.${hex(rng, 8)}.css`)
  const crit = `<style id="${pick(rng, ["critical-css", "critters", "rocket-critical-css", "ao-critical"])}">@font-face{font-family:"icons";src:url(data:font/woff2;base64,${font}) format("woff2");font-display:block}body{margin:0;font-family:${pick(rng, ["system-ui,sans-serif", "Georgia,serif", "Helvetica,Arial,sans-serif"])};line-height:1.5}header,nav{display:block}img{max-width:100%;height:auto}.icon{font-family:"icons"}</style>`
  const async = `<link rel="preload" href="${sheet}" as="style" onload="this.onload=null;this.rel='stylesheet'"><noscript><link rel="stylesheet" href="${sheet}"></noscript>`
  return splices(insert(headStart(page), crit + async))
})

// ———————————————————————————— the site's own sign-in, sections and signals ————————————————————————————

const membersWords: Words<string> = { en: "members only", fr: "réservé aux membres", de: "nur für Mitglieder", es: "solo socios", nl: "alleen leden", pt: "só para membros", it: "riservato ai soci" }

// Members-only pages behind the site's own sign-in, recalled from memory of CMS and membership plug-ins (WordPress's wp-login.php?redirect_to=, Django's ?next=, Rails/Devise's return paths, Ghost members) that send readers of gated pages through the sign-in page and back: a few of the page's own links pointed at the site's own sign-in page with the original path as the return parameter, marked "members only" in the site's language.
const signinReturnPath = benign("some of the site's own links sent through its own sign-in page with a next=/redirect_to= return path (members-only pages), marked in the site's language", (page, rng) => {
  const label = say(page, membersWords)
  const form = pick(rng, [
    (p: string) => `/login?next=${encodeURIComponent(p)}`,
    (p: string) => `/account/login?returnUrl=${encodeURIComponent(p)}`,
    (p: string) => `/wp-login.php?redirect_to=${encodeURIComponent(`${origin(page)}${p}`)}`,
    (p: string) => `/users/sign_in?return_to=${encodeURIComponent(p)}`,
    (p: string) => `/members/signin?r=${encodeURIComponent(p)}`
  ])
  const links = ownLinks(page).filter(({ el, url }) => el.closeTag !== null && url.pathname.length > 1 && !inContact(page, el) && !/log-?in|sign-?in|account|konto|compte|cuenta|conta|subscribe|abonn|pay|checkout|cart/i.test(url.pathname))
  const chosen = sample(rng, links, Math.min(links.length, between(rng, 1, 4)))
  if (chosen.length === 0) return splices(insert(someSpot(rng, page), `<p class="members-area"><a href="${esc(form("/members/"))}">${esc(brandName(page))}</a> <small>(${esc(label)})</small></p>`))
  return { splices: chosen.flatMap(({ el, url }) => [setAttr(page, el, "href", form(`${url.pathname}${url.search}`)), insert(el.closeTag!.start, ` <span class="members-only" title="${esc(label)}">🔒</span>`)]) }
})

const moreTextWords: Words<string> = { en: "Show more", fr: "Afficher plus", de: "Mehr anzeigen", es: "Mostrar más", nl: "Toon meer", pt: "Mostrar mais", it: "Mostra di più" }

// Collapsed but findable sections, recalled from memory of hidden="until-found" (Chrome about 2022, with the beforematch event) and of design systems adopting it for accordions and "show more" sections so find-in-page and links to fragments still reveal the text (GOV.UK Frontend's accordion, about 2023): one or two of the page's longer paragraphs (never its contact details) given hidden="until-found" behind a "show more" button.
const untilFound = benign("one or two long paragraphs collapsed behind a 'show more' button with hidden=until-found (find-in-page still reveals them), contact details untouched", (page, rng) => {
  const ids = idTexts(page)
  const label = say(page, moreTextWords)
  const paras = shown(page, "p", (e) => !e.inert && e.closeTag !== null && e.attribs.hidden === undefined && !inContact(page, e)).filter((p) => {
    const t = textOf(page, p)
    return t.length >= 120 && !ids.some((id) => t.includes(id))
  })
  const button = `<button type="button" class="show-more" aria-expanded="false" onclick="var p=this.nextElementSibling;p.hidden=false;this.remove()">${esc(label)}</button>`
  if (paras.length === 0) return splices(insert(someSpot(rng, page), `${button}<p hidden="until-found">${esc(brandName(page))}</p>`))
  return { splices: sample(rng, paras, between(rng, 1, Math.min(2, paras.length))).flatMap((p) => [insert(p.start, button), setAttr(page, p, "hidden", "until-found")]) }
})

// llms.txt and Markdown alternates, recalled from memory of Jeremy Howard's llms.txt proposal (Answer.AI, about September 2024: a Markdown file at the site's root describing it for language models, and .md versions of pages) and of documentation platforms and CMS plug-ins adding it with a link in the head (about 2024–2025): alternate links to the page's Markdown version and to the site's own llms.txt, sometimes with a small footer link.
const llmsTxt = benign("llms.txt and a Markdown alternate of the page announced in the head for AI agents, all on the site's own host", (page, rng) => {
  const path = new URL(page.site.url).pathname.replace(/\/$/, "") || "/index"
  const links = `<link rel="alternate" type="text/markdown" href="${own(rng, page, `${path}.md`)}" title="Markdown">${chance(rng, 0.7) ? `<link rel="${pick(rng, ["alternate", "help", "describedby"])}" type="text/plain" href="${own(rng, page, "/llms.txt")}" title="llms.txt">` : ""}`
  const out: Array<Splice> = [insert(headSpot(rng, page), links)]
  if (chance(rng, 0.4)) out.push(insert(footerSpot(rng, page), `<p class="ai-note"><small><a href="/llms.txt">llms.txt</a> · <a href="${path}.md">Markdown</a></small></p>`))
  return { splices: out }
})

/** Every fresh24 benign class, in a fixed order. */
export const fresh24Benigns: ReadonlyArray<ChangeClass> = [
  dsdComponents, svgLogo, newsletterDialog, popoverMenu, hoverPrefetch, hypermediaAttrs, liveRefresh, unsubscribeButton, csvExport,
  aiOptOut, pingClicks, realtimeLive, webVitalsBeacon, templateLoadMore, srcdocDemo, inlinePdf, svgInfographic, criticalCss,
  signinReturnPath, untilFound, llmsTxt
]

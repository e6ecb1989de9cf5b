/**
 * Fresh28 benign classes: written during round 22, by someone who does not
 * read the engines, from the honest uses of the mechanisms that compromises
 * through a site's third parties, its build and its site builder abuse, as
 * vendors, frameworks and builders document them (jsDelivr, the HTML5
 * Boilerplate, Vite, Angular and Next.js, Vercel, Firebase Hosting and
 * Netlify, Astro and Qwik, Baidu, Yandex and Naver, Matomo, Plausible and
 * Umami, Tidio, Freshchat, Help Scout, Chatwoot and Gorgias, contentpass,
 * Elementor, WPBakery and Divi, Wix, Webflow, Zapier and Make, Shopify
 * apps, esm.sh, JSPM and unpkg, IndieAuth, PayPal, Facebook's and X's
 * plugins, cdnjs and Bunny Fonts). Library hosts and builds: the site's
 * library tag merged into a jsDelivr combine URL with a well-known
 * companion, a CDN tag given a local fallback, module and nomodule bundles
 * from the site's own host, a hosting platform's own analytics and identity
 * scripts, a widget from the organisation's own project on a hosting
 * platform, a rebuild with new hashed file names, a framework island with
 * its modules on the site, a module import from a public module CDN, a
 * library moved from one public CDN to another with integrity hashes.
 * Analytics and identity: a regional search engine's analytics with its
 * verification tag, self-hosted analytics on the organisation's own
 * subdomain, IndieAuth endpoints at the usual IndieAuth services. Widgets
 * and payments: a chat vendor swap with a "chat with us" button, a pay or
 * okay consent wall whose subscription lives on the site or at contentpass,
 * PayPal's own buttons beside a price, a storefront's real apps' scripts, a
 * widget from the organisation's own subdomain, the site's Facebook or X
 * plugin pointed at its own page. Site builders: an Elementor popup with a
 * newsletter form or a sale, an Elementor HTML widget embedding a known
 * vendor's widget, builder blocks shown only on phones or only on wide
 * screens, a Wix HTML embed of the site's own tool, a Webflow form wired to
 * an automation webhook, a header rebuilt in the builder's theme template,
 * and a microsite on a site-builder subdomain for a campaign. Each differs
 * from every class in benign.ts and fresh-benign.ts through
 * fresh26-benign.ts and is written in the site's own language where it
 * shows text. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms post. The writer had no
 * internet access: vendors' snippets, hosts and markup are recalled from
 * memory and may differ in detail. Scored in the `fresh28` group, never
 * tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, lineAfter, resolve, say, shown, top } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import { type El, type Range, attrInsertAt, attrValue, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh28", make })

type Words<A> = Record<Lang, A>
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const headSpot = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), headStart(page)])
const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")])
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const mixed = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"])).join("")
const b64chars = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"])).join("")
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const srcScripts = (page: Page): Array<El> => page.spots.elements.filter((e) => e.name === "script" && !e.inert && (e.attribs.src ?? "").trim() !== "")
const cdnRe = /(ajax\.googleapis\.com|code\.jquery\.com|ajax\.aspnetcdn\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|unpkg\.com|bootstrapcdn\.com)/i
/** The page's jQuery and jQuery UI tags on public CDNs, with the version they name. */
const cdnJquery = (page: Page): Array<{ readonly el: El; readonly value: Range; readonly ui: boolean; readonly v: string }> =>
  srcScripts(page).flatMap((el) => {
    const src = el.attribs.src ?? ""
    const value = attrValue(page.html, el, "src")
    if (!cdnRe.test(src) || !/jquery/i.test(src) || value === null) return []
    const ui = /jquery[-.]?ui/i.test(src)
    const m = /(\d+(?:\.\d+){0,2})/.exec(src.replace(/^.*?(jquery[^/]*\/|jquery-(?:ui-)?)/i, ""))
    const raw = m?.[1] ?? (ui ? "1.12.1" : "1.12.4")
    const v = raw === "1" ? "1.12.4" : /^\d+\.\d+$/.test(raw) ? `${raw}.${ui ? "1" : "3"}` : raw
    return [{ el, value, ui, v }]
  })
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:)/i.test(e.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const afterBlockOf = (page: Page, el: El | undefined): number | null => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) {
    if (e.closeTag !== null && page.spots.slots.includes(e.closeTag.end)) return e.closeTag.end
  }
  return null
}
const nearPrice = (rng: Rng, page: Page): number => {
  const runs = page.spots.texts.filter((t) => priceRe.test(t.text))
  if (runs.length === 0) return slotAt(page.spots, "middle")
  return afterBlockOf(page, elAt(page, pick(rng, runs).parent)) ?? slotAt(page.spots, "middle")
}
const contactPath: Words<string> = { en: "/contact", fr: "/contact", de: "/kontakt", es: "/contacto", nl: "/contact", pt: "/contato", it: "/contatti" }
const thanksPath: Words<string> = { en: "/thank-you", fr: "/merci", de: "/danke", es: "/gracias", nl: "/bedankt", pt: "/obrigado", it: "/grazie" }
const privacyPath: Words<string> = { en: "/privacy#cookies", fr: "/confidentialite#cookies", de: "/datenschutz#cookies", es: "/privacidad#cookies", nl: "/privacy#cookies", pt: "/privacidade#cookies", it: "/privacy#cookie" }
const currency = (page: Page) => ({ us: "USD", uk: "GBP", au: "AUD", in: "INR", br: "BRL" } as Record<string, string>)[page.site.locale.country] ?? "EUR"
/** The site's own account name on a platform, from its follow-us links, or made from its brand. */
const handleOn = (page: Page, re: RegExp): string => {
  const h = page.ids.social.find((s) => s.href !== null && re.test(s.href))
  const m = h?.href === null || h === undefined ? null : /\/(?:company\/|@)?([^/?#]+)\/?$/.exec(h.href)
  return m?.[1] ?? bare(page)
}
/** A line beside the site's contact lines, or a paragraph at `fallback`. */
const besideContact = (page: Page, html: string, fallback: number): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  return line === null ? insert(fallback, `<p>${html}</p>`) : insert(line.at, line.wrap(html))
}

// ———————————————————————————— library hosts and builds ————————————————————————————

const companions = (rng: Rng): string =>
  pick(rng, [
    `npm/jquery-migrate@${pick(rng, ["1.4.1", "3.4.1", "3.5.2"])}/dist/jquery-migrate.min.js`,
    "npm/js-cookie@3.0.5/dist/js.cookie.min.js",
    "npm/jquery.easing@1.4.1/jquery.easing.min.js",
    "npm/lazysizes@5.3.2/lazysizes.min.js",
    "npm/jquery-validation@1.19.5/dist/jquery.validate.min.js",
    "npm/magnific-popup@1.1.0/dist/jquery.magnific-popup.min.js",
    "npm/slick-carousel@1.8.1/slick/slick.min.js"
  ])

// jsDelivr's combine endpoint used as documented, recalled from memory of jsDelivr's documentation (cdn.jsdelivr.net/combine/ with a comma-separated list of npm files, about 2017 onwards) and of front-end performance advice to cut requests: the site's jQuery tag (or a new one) turned into one combine URL serving the same version together with a well-known companion plugin (jquery-migrate, js-cookie, jquery.easing, lazysizes, jquery-validation...).
const combineSameLibs = benign("library tag merged into one jsDelivr combine URL serving the same version plus a well-known companion plugin (jquery-migrate, js-cookie, lazysizes...)", (page, rng) => {
  const libs = cdnJquery(page)
  const part = (ui: boolean, v: string) => ui ? `npm/jquery-ui-dist@${v}/jquery-ui.min.js` : `npm/jquery@${v}/dist/jquery.min.js`
  if (libs.length > 0) {
    const lib = pick(rng, libs)
    return splices(replace(lib.value, esc(`https://cdn.jsdelivr.net/combine/${part(lib.ui, lib.v)},${companions(rng)}`)))
  }
  const url = `https://cdn.jsdelivr.net/combine/${part(false, pick(rng, ["3.7.1", "3.6.4", "3.6.0", "1.12.4"]))},${companions(rng)}`
  return splices(insert(pick(rng, [head(page), bottom(page)]), `<script src="${esc(url)}"${chance(rng, 0.3) ? " defer" : ""}></script>`))
})

// The HTML5 Boilerplate's fallback, recalled from memory of its index.html (about 2010–2016: the Google CDN's jQuery, then window.jQuery || document.write of js/vendor/jquery-x.y.z.min.js) and of the same pattern in themes and frameworks: the site's CDN jQuery tag (or a new one) followed by a fallback to its own copy, or given an onerror that loads it.
const cdnLocalFallback = benign("CDN jQuery tag given a fallback to the site's own copy (window.jQuery || document.write, or onerror), HTML5 Boilerplate style", (page, rng) => {
  const libs = cdnJquery(page).filter((l) => !l.ui && l.el.closeTag !== null)
  const lib = libs.length > 0 ? pick(rng, libs) : null
  const v = lib !== null ? lib.v : pick(rng, ["3.7.1", "3.6.0", "1.12.4", "1.11.3"])
  const local = own(rng, page, pick(rng, [`/js/vendor/jquery-${v}.min.js`, `/assets/js/jquery-${v}.min.js`, "/js/jquery.min.js", `/static/vendor/jquery/${v}/jquery.min.js`]))
  const write = `<script>window.jQuery || document.write('<script src="${local}"><\\/script>')</script>`
  if (lib !== null) {
    if (chance(rng, 0.25)) return splices(insert(attrInsertAt(lib.el), ` onerror="var s=document.createElement('script');s.src='${local}';document.head.appendChild(s)"`))
    return splices(insert(lib.el.closeTag!.end, write))
  }
  const cdn = pick(rng, [`https://ajax.googleapis.com/ajax/libs/jquery/${v}/jquery.min.js`, `https://code.jquery.com/jquery-${v}.min.js`, `https://cdnjs.cloudflare.com/ajax/libs/jquery/${v}/jquery.min.js`])
  return splices(insert(pick(rng, [bottom(page), head(page)]), `<script src="${cdn}"${chance(rng, 0.5) ? ` crossorigin="anonymous"` : ""}></script>${write}`))
})

// Differential loading, recalled from memory of Vite's @vitejs/plugin-legacy (type="module" entry plus nomodule polyfills and a SystemJS legacy entry, about 2021 onwards), Angular CLI 8–12's es2015/es5 bundles and Next.js's nomodule polyfills chunk: the site's rebuilt front end served as a module bundle for modern browsers and a nomodule bundle for old ones, both from its own host.
const legacyNomodule = benign("module bundle for modern browsers and a nomodule legacy bundle for old ones, both from the site's own host (Vite legacy plugin, Angular, Next.js)", (page, rng) => {
  const o = chance(rng, 0.4) ? origin(page) : ""
  const tags = pick(rng, [
    () => `<script type="module" crossorigin src="${o}/assets/index-${mixed(rng, 8)}.js"></script><script nomodule crossorigin id="vite-legacy-polyfill" src="${o}/assets/polyfills-legacy-${mixed(rng, 8)}.js"></script><script nomodule crossorigin id="vite-legacy-entry" data-src="${o}/assets/index-legacy-${mixed(rng, 8)}.js">System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))</script>`,
    () => `<script src="${o}/runtime-es2015.${hex(rng, 20)}.js" type="module"></script><script src="${o}/runtime-es5.${hex(rng, 20)}.js" nomodule defer></script><script src="${o}/main-es2015.${hex(rng, 20)}.js" type="module"></script><script src="${o}/main-es5.${hex(rng, 20)}.js" nomodule defer></script>`,
    () => `<script src="${o}/_next/static/chunks/polyfills-${hex(rng, 16)}.js" nomodule=""></script><script src="${o}/_next/static/chunks/main-${hex(rng, 16)}.js" defer=""></script>`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), tags))
})

// Hosting platforms' own scripts, recalled from memory of Vercel's Web Analytics and Speed Insights (/_vercel/insights/script.js and /_vercel/speed-insights/script.js on the site's own host, about 2022 onwards), Firebase Hosting's reserved /__/firebase/ URLs (init.js and the SDK) and Netlify Identity's widget with the Decap (Netlify) CMS snippet sending editors to /admin/: the scripts a hosting platform adds after the site moves there.
const platformScripts = benign("hosting platform's own scripts after a move (Vercel /_vercel/insights, Firebase Hosting /__/firebase/init.js, Netlify Identity widget for the CMS)", (page, rng) => {
  const tags = pick(rng, [
    () => `<script>window.va=window.va||function(){(window.vaq=window.vaq||[]).push(arguments)};</script><script defer src="/_vercel/insights/script.js"></script>${chance(rng, 0.6) ? `<script>window.si=window.si||function(){(window.siq=window.siq||[]).push(arguments)};</script><script defer src="/_vercel/speed-insights/script.js"></script>` : ""}`,
    () => { const v = pick(rng, ["10.12.2", "10.7.1", "9.23.0", "11.0.1"]); return `<script src="/__/firebase/${v}/firebase-app-compat.js"></script><script src="/__/firebase/${v}/firebase-${pick(rng, ["analytics", "performance"])}-compat.js"></script><script src="/__/firebase/init.js?useEmulator=false"></script>` },
    () => `<script src="https://identity.netlify.com/v1/netlify-identity-widget.js"></script><script>if(window.netlifyIdentity){window.netlifyIdentity.on("init",function(user){if(!user){window.netlifyIdentity.on("login",function(){document.location.href="/admin/"})}})}</script>`
  ])()
  return splices(insert(pick(rng, [head(page), bottom(page)]), tags))
})

interface WidgetWords { readonly title: string; readonly line: string }
const platformWords: Words<Record<"status" | "calculator" | "events", WidgetWords>> = {
  en: { status: { title: "Service status", line: "Live status of our online services." }, calculator: { title: "Cost calculator", line: "Get an estimate in a few clicks." }, events: { title: "Upcoming events", line: "Dates and places, updated every day." } },
  fr: { status: { title: "État des services", line: "État en direct de nos services en ligne." }, calculator: { title: "Simulateur de coût", line: "Obtenez une estimation en quelques clics." }, events: { title: "Prochains événements", line: "Dates et lieux, mis à jour chaque jour." } },
  de: { status: { title: "Dienststatus", line: "Aktueller Status unserer Online-Dienste." }, calculator: { title: "Kostenrechner", line: "Mit wenigen Klicks zur Schätzung." }, events: { title: "Kommende Termine", line: "Termine und Orte, täglich aktualisiert." } },
  es: { status: { title: "Estado del servicio", line: "Estado en directo de nuestros servicios en línea." }, calculator: { title: "Calculadora de costes", line: "Obtén una estimación en pocos clics." }, events: { title: "Próximos eventos", line: "Fechas y lugares, actualizados cada día." } },
  nl: { status: { title: "Storingen en status", line: "Live status van onze online diensten." }, calculator: { title: "Kostencalculator", line: "Met een paar klikken een schatting." }, events: { title: "Komende evenementen", line: "Data en locaties, dagelijks bijgewerkt." } },
  pt: { status: { title: "Status do serviço", line: "Status ao vivo dos nossos serviços online." }, calculator: { title: "Calculadora de custos", line: "Receba uma estimativa em poucos cliques." }, events: { title: "Próximos eventos", line: "Datas e locais, atualizados todos os dias." } },
  it: { status: { title: "Stato dei servizi", line: "Stato in tempo reale dei nostri servizi online." }, calculator: { title: "Calcolatore dei costi", line: "Una stima in pochi clic." }, events: { title: "Prossimi eventi", line: "Date e luoghi, aggiornati ogni giorno." } }
}

// Small apps on the organisation's own hosting projects, recalled from memory of teams publishing widgets, calculators and status pages as separate projects on Vercel, Cloudflare Pages, Netlify, GitHub Pages or Firebase Hosting (<brand>-<app>.vercel.app and the like, about 2019 onwards) and embedding them in the main site: a box in the site's language with the widget's script or frame from the organisation's own project named after it.
const platformWidget = benign("widget (status, calculator, events) embedded from the organisation's own project on a hosting platform named after it (vercel.app, pages.dev, netlify.app, github.io, web.app)", (page, rng) => {
  const kind = pick(rng, ["status", "calculator", "events"] as const)
  const w = say(page, platformWords)[kind]
  const b = bare(page)
  const host = pick(rng, [`${b}-${kind}.vercel.app`, `${kind}-${b}.pages.dev`, `${b}-${kind}.netlify.app`, `${b}-${kind}.web.app`, `${b}.github.io`])
  const base = host.endsWith("github.io") ? `https://${host}/${kind}` : `https://${host}`
  const embed = chance(rng, 0.5)
    ? `<div id="${kind}-widget" data-lang="${page.site.locale.lang}"></div><script src="${base}/embed.js" defer></script>`
    : `<iframe src="${base}/?embed=1&amp;lang=${page.site.locale.lang}" title="${esc(w.title)}" width="100%" height="${pick(rng, ["260", "360", "420"])}" style="border:0" loading="lazy"></iframe>`
  return splices(insert(someSpot(rng, page), `<section class="${kind}-box"><h3>${esc(w.title)}</h3><p>${esc(w.line)}</p>${embed}</section>`))
})

// Rebuilds with content-hashed file names, recalled from memory of webpack's [contenthash], Vite's assets/[name]-[hash].js and Create React App's static/js/main.<hash>.js (about 2016 onwards): after a front-end rebuild or a framework migration the site's own scripts and stylesheets are renamed with content hashes in a new build folder on the same host, and a modulepreload or preload hint is added for the main one.
const hashedRebuild = benign("site's own scripts and stylesheets renamed with content hashes in a new build folder on the same host after a rebuild, with a preload hint", (page, rng) => {
  const dir = pick(rng, ["/assets/", "/_app/immutable/chunks/", "/static/js/", "/dist/", "/build/"])
  const sep = pick(rng, ["-", "."])
  const targets = page.spots.elements.flatMap((el) => {
    if (el.inert) return []
    const attr = el.name === "script" ? "src" : el.name === "link" && rels(el).includes("stylesheet") ? "href" : null
    if (attr === null) return []
    const raw = el.attribs[attr] ?? ""
    const value = attrValue(page.html, el, attr)
    const u = raw.trim() === "" ? null : resolve(page, raw)
    return value === null || u === null || !isOwn(page, raw) ? [] : [{ value, u }]
  })
  if (targets.length > 0) {
    const chosen = targets.filter(() => chance(rng, 0.8))
    const renamed = (chosen.length > 0 ? chosen : [targets[0]!]).map((t) => {
      const file = t.u.pathname.split("/").pop() ?? "app.js"
      const m = /^(.*?)(\.min)?\.(js|css)$/i.exec(file)
      const stem = slug(m?.[1] ?? file) || "app"
      const ext = m?.[3] ?? "js"
      const path = `${dir}${stem}${sep}${sep === "-" ? mixed(rng, 8) : hex(rng, 8)}.${ext}`
      return { splice: replace(t.value, esc(/^https?:/i.test(page.html.slice(t.value.start, t.value.end)) ? `${t.u.origin}${path}` : path)), path, ext }
    })
    const first = renamed.find((r) => r.ext === "js") ?? renamed[0]!
    const hint = `<link rel="${first.ext === "js" ? pick(rng, ["modulepreload", "preload\" as=\"script"]) : "preload\" as=\"style"}" href="${first.path}">`
    return { splices: [...renamed.map((r) => r.splice), insert(headStart(page), hint)] }
  }
  const h = mixed(rng, 8)
  return splices(insert(head(page), `<link rel="stylesheet" href="/assets/index-${mixed(rng, 8)}.css"><link rel="modulepreload" href="/assets/vendor-${h}.js"><script type="module" crossorigin src="/assets/index-${mixed(rng, 8)}.js"></script>`))
})

const islandLabels: Words<ReadonlyArray<string>> = {
  en: ["Cart (0)", "Search", "Cookie settings", "Sign up for updates", "Dark mode", "Share"],
  fr: ["Panier (0)", "Rechercher", "Paramètres des cookies", "Recevoir nos actualités", "Mode sombre", "Partager"],
  de: ["Warenkorb (0)", "Suchen", "Cookie-Einstellungen", "Neuigkeiten abonnieren", "Dunkelmodus", "Teilen"],
  es: ["Carrito (0)", "Buscar", "Configuración de cookies", "Recibe novedades", "Modo oscuro", "Compartir"],
  nl: ["Winkelwagen (0)", "Zoeken", "Cookie-instellingen", "Ontvang updates", "Donkere modus", "Delen"],
  pt: ["Carrinho (0)", "Pesquisar", "Configurações de cookies", "Receba novidades", "Modo escuro", "Compartilhar"],
  it: ["Carrello (0)", "Cerca", "Impostazioni cookie", "Ricevi aggiornamenti", "Modalità scura", "Condividi"]
}

// Islands and resumable containers as the frameworks emit them, recalled from memory of Astro's island output (astro-island with component-url and renderer-url under /_astro/, about 2022 onwards) and Qwik's container (q:container, q:base="/build/", on:click attributes resolved by the inline qwikloader): one interactive widget of the site rebuilt as an island or a Qwik component, its modules on the site's own host.
const ownIsland = benign("interactive widget rebuilt as a framework island or resumable container (Astro astro-island, Qwik q:container) with its modules on the site's own host", (page, rng) => {
  const label = pick(rng, say(page, islandLabels))
  const comp = pick(rng, ["CartButton", "SearchBox", "CookieSettings", "Newsletter", "ThemeToggle", "ShareBar"])
  const o = chance(rng, 0.3) ? origin(page) : ""
  const html = chance(rng, 0.6)
    ? `<script>(()=>{var a=async(e)=>{const c=await import(e.getAttribute("component-url")),r=await import(e.getAttribute("renderer-url"));r.default(e)(c[e.getAttribute("component-export")||"default"],JSON.parse(e.getAttribute("props")||"{}"),{})};customElements.get("astro-island")||customElements.define("astro-island",class extends HTMLElement{connectedCallback(){a(this)}})})();</script><astro-island uid="${alnum(rng, 6)}" prefix="r${between(rng, 1, 20)}" component-url="${o}/_astro/${comp}.${mixed(rng, 8)}.js" component-export="default" renderer-url="${o}/_astro/client.${mixed(rng, 8)}.js" props="{}" ssr="" client="${pick(rng, ["load", "idle", "visible"])}" opts="{&quot;name&quot;:&quot;${comp}&quot;,&quot;value&quot;:true}" await-children=""><button type="button" class="${slug(comp)}">${esc(label)}</button></astro-island>`
    : `<div q:container="paused" q:version="1.${between(rng, 1, 9)}.${between(rng, 0, 9)}" q:render="ssr" q:base="${o}/build/" q:manifest-hash="${alnum(rng, 6)}"><button type="button" on:click="q-${mixed(rng, 8)}.js#s_${mixed(rng, 11)}[0]" q:key="${alnum(rng, 2)}">${esc(label)}</button></div><script id="qwikloader">(()=>{const d=document;d.addEventListener("click",async e=>{for(let t=e.target;t&&t.getAttribute;t=t.parentElement){const a=t.getAttribute("on:click");if(a){const c=t.closest("[q\\\\:container]"),u=new URL(a,new URL(c.getAttribute("q:base"),d.baseURI)).href.split("#");(await import(u[0]))[u[1].split("[")[0]](e,t)}}})})();</script>`
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["island", "widget", "header-actions", "toolbar"])}">${html}</div>`))
})

// Public module CDNs used as documented, recalled from memory of esm.sh, JSPM's ga.jspm.io, jsDelivr's /+esm and unpkg's ?module URLs (package@version, about 2020 onwards) in tutorials and small sites without a build step: an inline module importing a pinned, well-known package from a public module CDN for one small feature, sometimes with a modulepreload hint.
const moduleCdnImport = benign("inline module importing a pinned, well-known package from a public module CDN (esm.sh, ga.jspm.io, jsDelivr +esm, unpkg) for one small feature", (page, rng) => {
  const [url, code] = pick(rng, [
    [`https://esm.sh/canvas-confetti@1.9.3`, `import confetti from "https://esm.sh/canvas-confetti@1.9.3";document.querySelectorAll("form.newsletter").forEach(function(f){f.addEventListener("submit",function(){confetti()})});`],
    [`https://cdn.jsdelivr.net/npm/dayjs@1.11.13/+esm`, `import dayjs from "https://cdn.jsdelivr.net/npm/dayjs@1.11.13/+esm";document.querySelectorAll("time[datetime]").forEach(function(t){t.title=dayjs(t.dateTime).format("D MMM YYYY")});`],
    [`https://ga.jspm.io/npm:js-cookie@3.0.5/dist/js.cookie.mjs`, `import Cookies from "https://ga.jspm.io/npm:js-cookie@3.0.5/dist/js.cookie.mjs";if(!Cookies.get("visited"))Cookies.set("visited","1",{expires:365});`],
    [`https://unpkg.com/@github/relative-time-element@4.4.5/dist/index.js?module`, `import "https://unpkg.com/@github/relative-time-element@4.4.5/dist/index.js?module";`],
    [`https://esm.sh/lit@3.2.1`, `import { html, render } from "https://esm.sh/lit@3.2.1";window.__lit={html:html,render:render};`]
  ] as const)
  const pre = chance(rng, 0.4) ? `<link rel="modulepreload" href="${url}">` : ""
  return splices(insert(pick(rng, [head(page), bottom(page)]), `${pre}<script type="module">${code}</script>`))
})

// CDN migrations, recalled from memory of cdnjs's copy-with-SRI buttons (integrity, crossorigin="anonymous", referrerpolicy="no-referrer"), jsDelivr's and jQuery's own CDN, and of European sites moving Google Fonts to Bunny Fonts after the Munich court ruling on Google Fonts (January 2022): the site's jQuery tags moved from one public CDN to another with the same version and an integrity hash; or its Google Fonts stylesheet moved to Bunny Fonts; or, with neither, a library added from a public CDN with integrity.
const cdnMigration = benign("library tags moved from one public CDN to another, same version, with integrity and crossorigin (or Google Fonts moved to Bunny Fonts)", (page, rng) => {
  const libs = cdnJquery(page)
  const sri = () => ` integrity="sha384-${b64chars(rng, 64)}" crossorigin="anonymous"${chance(rng, 0.5) ? ` referrerpolicy="no-referrer"` : ""}`
  if (libs.length > 0) {
    return {
      splices: libs.flatMap((l) => {
        const url = l.ui
          ? pick(rng, [`https://cdnjs.cloudflare.com/ajax/libs/jqueryui/${l.v}/jquery-ui.min.js`, `https://code.jquery.com/ui/${l.v}/jquery-ui.min.js`, `https://cdn.jsdelivr.net/npm/jquery-ui-dist@${l.v}/jquery-ui.min.js`])
          : pick(rng, [`https://cdnjs.cloudflare.com/ajax/libs/jquery/${l.v}/jquery.min.js`, `https://code.jquery.com/jquery-${l.v}.min.js`, `https://cdn.jsdelivr.net/npm/jquery@${l.v}/dist/jquery.min.js`])
        return [replace(l.value, url), ...(l.el.attribs.integrity === undefined ? [insert(attrInsertAt(l.el), sri())] : [])]
      })
    }
  }
  const fonts = page.spots.elements.filter((e) => e.name === "link" && !e.inert && /fonts\.googleapis\.com\/css/i.test(e.attribs.href ?? ""))
  const out: Array<Splice> = fonts.flatMap((e) => {
    const v = attrValue(page.html, e, "href")
    return v === null ? [] : [replace(v, page.html.slice(v.start, v.end).replace(/(https?:)?\/\/fonts\.googleapis\.com/i, "https://fonts.bunny.net"))]
  })
  if (out.length > 0) return { splices: out }
  return splices(insert(pick(rng, [head(page), bottom(page)]), `<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/${pick(rng, ["3.7.1", "3.6.4", "3.6.0"])}/jquery.min.js"${sri()}></script>`))
})

// ———————————————————————————— analytics and identity ————————————————————————————

// Regional analytics, recalled from memory of Baidu Tongji's, Yandex Metrica's and Naver Analytics' installation snippets and of their webmaster tools' verification meta tags (baidu-site-verification, yandex-verification, naver-site-verification), added by tourism, education and export businesses courting visitors from China, Russia or Korea: one regional search engine's analytics with the site's own counter, and its verification tag.
const regionalAnalytics = benign("a regional search engine's analytics with the site's own counter and its verification tag (Baidu Tongji, Yandex Metrica, Naver Analytics)", (page, rng) => {
  const tags = pick(rng, [
    () => `<meta name="baidu-site-verification" content="codeva-${alnum(rng, 10)}"><script>var _hmt=_hmt||[];(function(){var hm=document.createElement("script");hm.src="https://hm.baidu.com/hm.js?${hex(rng, 32)}";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm,s);})();</script>`,
    () => { const id = digits(rng, 8); return `<meta name="yandex-verification" content="${hex(rng, 16)}"><script type="text/javascript">(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();for(var j=0;j<document.scripts.length;j++){if(document.scripts[j].src===r){return;}}k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>` },
    () => `<meta name="naver-site-verification" content="${hex(rng, 40)}"><script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script><script type="text/javascript">if(!wcs_add)var wcs_add={};wcs_add["wa"]="${hex(rng, 14)}";if(window.wcs){wcs_do();}</script>`
  ])()
  return splices(insert(headSpot(rng, page), tags))
})

const statsNote: Words<string> = {
  en: "We count visits with Matomo on our own server, without cookies.",
  fr: "Nous mesurons l'audience avec Matomo sur notre propre serveur, sans cookies.",
  de: "Wir zählen Besuche mit Matomo auf unserem eigenen Server, ohne Cookies.",
  es: "Medimos las visitas con Matomo en nuestro propio servidor, sin cookies.",
  nl: "We tellen bezoeken met Matomo op onze eigen server, zonder cookies.",
  pt: "Contamos as visitas com Matomo no nosso próprio servidor, sem cookies.",
  it: "Contiamo le visite con Matomo sul nostro server, senza cookie."
}

// Self-hosted analytics, recalled from memory of Matomo's tracking code (setTrackerUrl and matomo.js on the owner's server or on <name>.matomo.cloud with cdn.matomo.cloud), Plausible's self-hosted and proxied script (data-domain, data-api) and Umami's (data-website-id), chosen by public bodies and European firms after the GDPR rulings on Google Analytics (about 2022): the snippet pointing at the organisation's own analytics subdomain or its Matomo Cloud instance, sometimes with a line in the footer.
const ownAnalytics = benign("self-hosted analytics on the organisation's own subdomain or its Matomo Cloud instance (Matomo, Plausible, Umami), sometimes with a footer line", (page, rng) => {
  const d = page.site.domain
  const b = bare(page)
  const snippet = pick(rng, [
    () => { const cloud = chance(rng, 0.4); const u = cloud ? `https://${b}.matomo.cloud/` : `https://${pick(rng, ["analytics", "stats", "matomo", "web-stats"])}.${d}/`; return `<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u=${js(u)};_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${between(rng, 1, 12)}']);var d=document,g=d.createElement('script'),s=d.getElementsByTagName('script')[0];g.async=true;g.src=${cloud ? js(`https://cdn.matomo.cloud/${b}.matomo.cloud/matomo.js`) : "u+'matomo.js'"};s.parentNode.insertBefore(g,s);})();</script>` },
    () => chance(rng, 0.5) ? `<script defer data-domain="${page.site.host}" src="https://${pick(rng, ["plausible", "stats", "analytics"])}.${d}/js/script.js"></script>` : `<script defer data-domain="${page.site.host}" data-api="/api/event" src="/js/script.js"></script>`,
    () => `<script defer src="https://${pick(rng, ["umami", "stats", "analytics"])}.${d}/script.js" data-website-id="${uuid(rng)}"></script>`
  ])()
  const out = [insert(pick(rng, [head(page), head(page), bottom(page)]), snippet)]
  if (snippet.includes("_paq") && chance(rng, 0.5)) out.push(insert(footerSpot(rng, page), `<p class="analytics-note"><small>${esc(say(page, statsNote))}</small></p>`))
  return { splices: out }
})

// IndieAuth as its users set it up, recalled from memory of the IndieWeb wiki and the IndieAuth specification (authorization_endpoint at indieauth.com with tokens.indieauth.com, or a WordPress IndieAuth plugin's endpoints on the site itself, with rel=me links to the owner's profiles, about 2013 onwards): IndieAuth endpoints and rel=me links added to the head of a personal or small organisation's site.
const indieAuth = benign("IndieAuth endpoints (indieauth.com and its token service, or the site's own WordPress plugin) and rel=me links added to the head", (page, rng) => {
  const me = pick(rng, [`https://github.com/${handleOn(page, /github/)}`, `mailto:${page.ids.email}`, ...page.ids.social.flatMap((s) => s.href === null ? [] : [s.href])])
  const ends = pick(rng, [
    () => `<link rel="authorization_endpoint" href="https://indieauth.com/auth"><link rel="token_endpoint" href="https://tokens.indieauth.com/token">`,
    () => `<link rel="indieauth-metadata" href="${origin(page)}/wp-json/indieauth/1.0/metadata"><link rel="authorization_endpoint" href="${origin(page)}/wp-json/indieauth/1.0/auth"><link rel="token_endpoint" href="${origin(page)}/wp-json/indieauth/1.0/token">`,
    () => `<link rel="authorization_endpoint" href="https://indielogin.com/auth"><link rel="micropub" href="${origin(page)}/micropub">`
  ])()
  return splices(insert(headSpot(rng, page), `${ends}<link rel="me" href="${esc(me)}">`))
})

// ———————————————————————————— widgets and payments ————————————————————————————

interface ChatWords { readonly button: string; readonly note: string }
const chatWords: Words<ChatWords> = {
  en: { button: "Chat with us", note: "Our team replies Monday to Friday, 9:00–17:00. We will never ask for your password or card details in the chat." },
  fr: { button: "Discuter avec nous", note: "Notre équipe répond du lundi au vendredi, de 9 h à 17 h. Nous ne vous demanderons jamais votre mot de passe ni vos données de carte dans la discussion." },
  de: { button: "Mit uns chatten", note: "Unser Team antwortet montags bis freitags von 9 bis 17 Uhr. Im Chat fragen wir nie nach Passwort oder Kartendaten." },
  es: { button: "Chatea con nosotros", note: "Nuestro equipo responde de lunes a viernes, de 9:00 a 17:00. Nunca te pediremos la contraseña ni los datos de tu tarjeta en el chat." },
  nl: { button: "Chat met ons", note: "Ons team reageert van maandag tot en met vrijdag, 9.00–17.00 uur. We vragen in de chat nooit om je wachtwoord of kaartgegevens." },
  pt: { button: "Fale conosco pelo chat", note: "Nossa equipe responde de segunda a sexta, das 9h às 17h. Nunca pediremos sua senha ou dados do cartão no chat." },
  it: { button: "Chatta con noi", note: "Il nostro team risponde dal lunedì al venerdì, dalle 9 alle 17. In chat non chiederemo mai password o dati della carta." }
}

// Chat vendor swaps, recalled from memory of the installation snippets of Tidio (code.tidio.co/<key>.js), Freshchat (wchat.freshchat.com widget.js and fcWidget.init), Help Scout Beacon (Beacon('init', id)), Chatwoot (chatwootSDK.run with the website token) and Gorgias (config.gorgias.chat bundle loader) and of their "open the chat from your own button" APIs: the site moves its support chat to another vendor, with the site's own id, and adds a "chat with us" button beside its contact lines with a line on opening hours and on never asking for passwords.
const chatVendorSwap = benign("support chat moved to another vendor (Tidio, Freshchat, Help Scout, Chatwoot, Gorgias) with the site's own id, a 'chat with us' button beside the contact lines and a note that agents never ask for passwords", (page, rng) => {
  const w = say(page, chatWords)
  const [snippet, open] = pick(rng, [
    [`<script src="//code.tidio.co/${alnum(rng, 32)}.js" async></script>`, "window.tidioChatApi&&window.tidioChatApi.open()"],
    [`<script src="https://wchat.freshchat.com/js/widget.js"></script><script>window.fcWidget&&window.fcWidget.init({token:${js(uuid(rng))},host:"https://wchat.freshchat.com"});</script>`, "window.fcWidget&&window.fcWidget.open()"],
    [`<script type="text/javascript">!function(e,t,n){function a(){var e=t.getElementsByTagName("script")[0],n=t.createElement("script");n.type="text/javascript",n.async=!0,n.src="https://beacon-v2.helpscout.net",e.parentNode.insertBefore(n,e)}if(e.Beacon=n=function(t,n,a){e.Beacon.readyQueue.push({method:t,options:n,data:a})},n.readyQueue=[],"complete"===t.readyState)return a();e.attachEvent?e.attachEvent("onload",a):e.addEventListener("load",a,!1)}(window,document,window.Beacon||function(){});</script><script type="text/javascript">window.Beacon('init',${js(uuid(rng))})</script>`, "window.Beacon&&window.Beacon('open')"],
    [`<script>(function(d,t){var BASE_URL="https://app.chatwoot.com";var g=d.createElement(t),s=d.getElementsByTagName(t)[0];g.src=BASE_URL+"/packs/js/sdk.js";g.defer=true;g.async=true;s.parentNode.insertBefore(g,s);g.onload=function(){window.chatwootSDK.run({websiteToken:${js(alnum(rng, 24))},baseUrl:BASE_URL})}})(document,"script");</script>`, "window.$chatwoot&&window.$chatwoot.toggle('open')"],
    [`<script id="gorgias-chat-widget-install-v3" src="https://config.gorgias.chat/bundle-loader/${alnum(rng, 26)}"></script>`, "window.GorgiasChat&&window.GorgiasChat.open()"]
  ] as const)
  const button = `<button type="button" class="${pick(rng, ["chat-button", "open-chat", "btn-chat"])}" onclick="${esc(open)}">${esc(w.button)}</button> <small>${esc(w.note)}</small>`
  return { splices: [insert(pick(rng, [head(page), bottom(page)]), snippet), besideContact(page, button, slotAt(page.spots, "bottom"))] }
})

interface OkayWords { readonly title: string; readonly body: (n: number) => string; readonly accept: string; readonly pur: (price: string) => string; readonly subscribe: string; readonly login: string; readonly settings: string }
const okayWords: Words<OkayWords> = {
  en: { title: "Your choice for using our site", body: (n) => `We and our ${n} partners use cookies to fund our work with advertising. You can accept them and continue for free, or subscribe to read without ads and tracking.`, accept: "Accept all and continue", pur: (p) => `Ad-free for ${p} per month`, subscribe: "Subscribe now", login: "Already a subscriber? Log in", settings: "Details and settings" },
  fr: { title: "Votre choix pour utiliser notre site", body: (n) => `Nous et nos ${n} partenaires utilisons des cookies pour financer notre travail par la publicité. Vous pouvez les accepter et continuer gratuitement, ou vous abonner pour lire sans publicité ni suivi.`, accept: "Tout accepter et continuer", pur: (p) => `Sans publicité pour ${p} par mois`, subscribe: "S'abonner", login: "Déjà abonné ? Se connecter", settings: "Détails et paramètres" },
  de: { title: "Ihre Wahl für die Nutzung unserer Website", body: (n) => `Wir und unsere ${n} Partner verwenden Cookies, um unsere Arbeit mit Werbung zu finanzieren. Sie können zustimmen und kostenlos weiterlesen oder ein Abo ohne Werbung und Tracking abschließen.`, accept: "Alle akzeptieren und weiter", pur: (p) => `Werbefrei für ${p} im Monat`, subscribe: "Jetzt abonnieren", login: "Schon Abonnent? Anmelden", settings: "Details und Einstellungen" },
  es: { title: "Tu elección para usar nuestro sitio", body: (n) => `Nosotros y nuestros ${n} socios usamos cookies para financiar nuestro trabajo con publicidad. Puedes aceptarlas y seguir gratis, o suscribirte para leer sin anuncios ni seguimiento.`, accept: "Aceptar todo y continuar", pur: (p) => `Sin anuncios por ${p} al mes`, subscribe: "Suscribirse", login: "¿Ya eres suscriptor? Inicia sesión", settings: "Detalles y ajustes" },
  nl: { title: "Jouw keuze voor het gebruik van onze site", body: (n) => `Wij en onze ${n} partners gebruiken cookies om ons werk met advertenties te bekostigen. Je kunt ze accepteren en gratis verder lezen, of een abonnement nemen zonder advertenties en tracking.`, accept: "Alles accepteren en doorgaan", pur: (p) => `Advertentievrij voor ${p} per maand`, subscribe: "Nu abonneren", login: "Al abonnee? Inloggen", settings: "Details en instellingen" },
  pt: { title: "Sua escolha para usar nosso site", body: (n) => `Nós e nossos ${n} parceiros usamos cookies para financiar nosso trabalho com publicidade. Você pode aceitá-los e continuar de graça, ou assinar para ler sem anúncios e rastreamento.`, accept: "Aceitar tudo e continuar", pur: (p) => `Sem anúncios por ${p} por mês`, subscribe: "Assinar agora", login: "Já é assinante? Entrar", settings: "Detalhes e configurações" },
  it: { title: "La tua scelta per usare il nostro sito", body: (n) => `Noi e i nostri ${n} partner usiamo i cookie per finanziare il nostro lavoro con la pubblicità. Puoi accettarli e continuare gratis, oppure abbonarti per leggere senza pubblicità né tracciamento.`, accept: "Accetta tutto e continua", pur: (p) => `Senza pubblicità a ${p} al mese`, subscribe: "Abbonati ora", login: "Già abbonato? Accedi", settings: "Dettagli e impostazioni" }
}

// "Pay or okay" walls as publishers run them, recalled from memory of German and Austrian news sites (Spiegel, Zeit, Heise, Der Standard) offering "accept tracking or subscribe" through their consent platform and contentpass or their own "Pur-Abo" (about 2018 onwards): a full-window consent wall in the site's language whose subscription option links to the site's own subscription page or contentpass, with a sign-in link for subscribers.
const payOrOkay = benign("'accept cookies or subscribe ad-free' consent wall whose subscription is on the site's own page or at contentpass, with a subscriber sign-in link", (page, rng) => {
  const w = say(page, okayWords)
  const price = page.site.locale.money(pick(rng, [1.99, 2.99, 3.99, 4.99]))
  const sub = pick(rng, [own(rng, page, pick(rng, ["/abo", "/subscribe", "/pur", "/adfree", "/abonnement"])), `https://www.contentpass.net/?partner=${bare(page)}`])
  const login = own(rng, page, pick(rng, ["/login", "/account/login", "/abo/login"]))
  const html = `<div id="${pick(rng, ["cmp-wall", "consent-wall", "sp_message_container_" + digits(rng, 6), "pur-layer"])}" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;font:15px/1.5 Arial,sans-serif"><div style="background:#fff;color:#222;max-width:720px;width:92%;border-radius:8px;padding:24px 28px"><h2 style="margin:0 0 8px;font-size:20px">${esc(w.title)}</h2><p style="margin:0 0 16px">${esc(w.body(between(rng, 120, 900)))}</p><div style="display:flex;flex-wrap:wrap;gap:20px"><div style="flex:1;min-width:220px"><button type="button" onclick="this.closest('[role=dialog]').remove()" style="width:100%;padding:12px;border:0;border-radius:4px;background:#1a73e8;color:#fff;font-weight:600">${esc(w.accept)}</button><p><a href="${esc(own(rng, page, say(page, privacyPath)))}">${esc(w.settings)}</a></p></div><div style="flex:1;min-width:220px"><strong style="display:block;margin:0 0 8px">${esc(w.pur(price))}</strong><a href="${esc(sub)}" style="display:block;text-align:center;padding:12px;border:1px solid #1a73e8;border-radius:4px;color:#1a73e8;font-weight:600">${esc(w.subscribe)}</a><p><a href="${esc(login)}">${esc(w.login)}</a></p></div></div></div></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

const paypalLine: Words<string> = { en: "Pay securely with PayPal or card", fr: "Payez en toute sécurité avec PayPal ou par carte", de: "Sicher bezahlen mit PayPal oder Karte", es: "Paga de forma segura con PayPal o tarjeta", nl: "Veilig betalen met PayPal of kaart", pt: "Pague com segurança com PayPal ou cartão", it: "Paga in sicurezza con PayPal o carta" }

// PayPal's own buttons, recalled from memory of PayPal's JavaScript SDK integration guide (www.paypal.com/sdk/js?client-id=...&currency=..., paypal.Buttons().render into a container, about 2019 onwards) as shops and small sellers add it beside a product: PayPal's checkout buttons from PayPal's own SDK host beside one of the page's prices, with a short line in the site's language.
const paypalButtons = benign("PayPal checkout buttons from PayPal's own JavaScript SDK beside one of the page's prices, with a short line in the site's language", (page, rng) => {
  const box = `paypal-button-container-${alnum(rng, 6)}`
  const html = `<div class="${pick(rng, ["paypal-buttons", "pay-with-paypal", "checkout-buttons"])}" style="max-width:${pick(rng, ["300", "360", "400"])}px;margin:12px 0"><p><small>${esc(say(page, paypalLine))}</small></p><div id="${box}"></div></div><script src="https://www.paypal.com/sdk/js?client-id=${mixed(rng, 80)}&currency=${currency(page)}&components=buttons${chance(rng, 0.5) ? ",messages" : ""}"></script><script>paypal.Buttons({style:{layout:'${pick(rng, ["vertical", "horizontal"])}',color:'${pick(rng, ["gold", "blue", "silver"])}'}}).render('#${box}');</script>`
  return splices(insert(nearPrice(rng, page), html))
})

// Storefront apps as Shopify loads them, recalled from memory of Shopify themes' asyncLoad block listing the installed apps' script tags with ?shop=<store>.myshopify.com (Klaviyo, Judge.me, Recharge, Kiwi Sizing, Yotpo and others, about 2015 onwards): the block with two or three real apps' scripts for the shop's own store.
const storefrontApps = benign("storefront apps' script tags in the theme's asyncLoad block (Klaviyo, Judge.me, Recharge, Kiwi Sizing, Yotpo) for the shop's own myshopify store", (page, rng) => {
  const shop = `${bare(page)}${pick(rng, ["", "-store", "-shop"])}.myshopify.com`
  const urls = sample(rng, [
    `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${upper(rng, 6)}&shop=${shop}`,
    `https://cdn.judge.me/shopify_v2.js?shop=${shop}`,
    `https://static.rechargecdn.com/assets/js/widget.min.js?shop=${shop}`,
    `https://app.kiwisizing.com/web/js/dist/kiwiSizing/plugin/SizingPlugin.prod.js?v=${between(rng, 300, 400)}&shop=${shop}`,
    `https://cdn-widgetsrepository.yotpo.com/v1/loader/${mixed(rng, 22)}?shop=${shop}`,
    `https://cdn.shopify.com/extensions/${uuid(rng)}/${between(rng, 1, 9)}.${between(rng, 0, 40)}.0/assets/${pick(rng, ["app-embed", "widget", "loader"])}.js?shop=${shop}`
  ], between(rng, 2, 3))
  const block = `<script>(function(){function asyncLoad(){var urls=[${urls.map((u) => js(u)).join(",")}];for(var i=0;i<urls.length;i++){var s=document.createElement('script');s.type='text/javascript';s.async=true;s.src=urls[i];var x=document.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);}};if(window.attachEvent){window.attachEvent('onload',asyncLoad);}else{window.addEventListener('load',asyncLoad,false);}})();</script>`
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), block))
})

const subWords: Words<Record<"status" | "events" | "jobs", WidgetWords>> = {
  en: { status: { title: "System status", line: "Current availability of our services." }, events: { title: "What's on", line: "Our next events and workshops." }, jobs: { title: "Join our team", line: "Current vacancies." } },
  fr: { status: { title: "État du système", line: "Disponibilité actuelle de nos services." }, events: { title: "Agenda", line: "Nos prochains événements et ateliers." }, jobs: { title: "Rejoignez-nous", line: "Offres d'emploi en cours." } },
  de: { status: { title: "Systemstatus", line: "Aktuelle Verfügbarkeit unserer Dienste." }, events: { title: "Veranstaltungen", line: "Unsere nächsten Termine und Workshops." }, jobs: { title: "Karriere", line: "Aktuelle Stellenangebote." } },
  es: { status: { title: "Estado del sistema", line: "Disponibilidad actual de nuestros servicios." }, events: { title: "Agenda", line: "Nuestros próximos eventos y talleres." }, jobs: { title: "Trabaja con nosotros", line: "Ofertas de empleo actuales." } },
  nl: { status: { title: "Systeemstatus", line: "Actuele beschikbaarheid van onze diensten." }, events: { title: "Agenda", line: "Onze volgende evenementen en workshops." }, jobs: { title: "Werken bij ons", line: "Actuele vacatures." } },
  pt: { status: { title: "Status do sistema", line: "Disponibilidade atual dos nossos serviços." }, events: { title: "Agenda", line: "Nossos próximos eventos e oficinas." }, jobs: { title: "Trabalhe conosco", line: "Vagas abertas." } },
  it: { status: { title: "Stato del sistema", line: "Disponibilità attuale dei nostri servizi." }, events: { title: "Eventi", line: "I nostri prossimi eventi e laboratori." }, jobs: { title: "Lavora con noi", line: "Posizioni aperte." } }
}

// Widgets from the organisation's own subdomains, recalled from memory of status pages, event calendars and job boards run on status., events. and jobs. subdomains (self-hosted or a vendor behind the organisation's CNAME) and embedded in the main site with a small script or frame: a box in the site's language with the widget from the organisation's own subdomain.
const ownSubdomainWidget = benign("status, events or jobs widget embedded from the organisation's own subdomain (script or frame), in a box in the site's language", (page, rng) => {
  const kind = pick(rng, ["status", "events", "jobs"] as const)
  const w = say(page, subWords)[kind]
  const host = `${pick(rng, kind === "status" ? ["status", "uptime"] : kind === "events" ? ["events", "agenda", "tickets"] : ["jobs", "careers", "karriere"])}.${page.site.domain}`
  const embed = chance(rng, 0.5)
    ? `<div id="${kind}-embed"></div><script src="https://${host}/${pick(rng, ["embed.js", "widget.js", "embed/v1.js"])}" async></script>`
    : `<iframe src="https://${host}/${pick(rng, ["embed", "widget", "?embed=1"])}" title="${esc(w.title)}" width="100%" height="${pick(rng, ["200", "320", "400"])}" style="border:0" loading="lazy"></iframe>`
  return splices(insert(someSpot(rng, page), `<section class="${kind}-widget"><h3>${esc(w.title)}</h3><p>${esc(w.line)}</p>${embed}</section>`))
})

// Social plugins kept pointing at the site, recalled from memory of Facebook's Like button and Page plugin (the href parameter names the liked page) and X's follow button (screen_name), and of sites updating them after a rebrand or to like the organisation's page instead of each article: the site's plugins pointed at its own page or its own account (or such a plugin added for its own page).
const socialPluginOwn = benign("site's Facebook Like, Page or X follow plugin pointed at its own page or account after a rebrand (or a Page plugin for its own page added)", (page, rng) => {
  const fbHandle = handleOn(page, /facebook/)
  const xHandle = handleOn(page, /twitter|x\.com/)
  const fbPage = chance(rng, 0.5) ? `https://www.facebook.com/${fbHandle}` : page.site.url
  const out: Array<Splice> = []
  for (const el of page.spots.elements) {
    if (el.inert || out.length >= 3) continue
    const src = el.name === "iframe" ? el.attribs.src ?? "" : ""
    const v = el.name === "iframe" ? attrValue(page.html, el, "src") : null
    const raw = v === null ? "" : page.html.slice(v.start, v.end)
    if (/facebook\.com\/(v[\d.]+\/)?plugins\/(like|likebox|page|follow|share_button)\.php/i.test(src) && v !== null) {
      const next = /([?&](?:amp;)?href=)[^&]*/i.test(raw) ? raw.replace(/([?&](?:amp;)?href=)[^&]*/i, `$1${encodeURIComponent(fbPage)}`) : `${raw}${raw.includes("?") ? "&amp;" : "?"}href=${encodeURIComponent(fbPage)}`
      if (next !== raw) out.push(replace(v, next))
    } else if (/platform\.twitter\.com\/widgets\/follow_button/i.test(src) && v !== null) {
      const next = raw.replace(/([?&](?:amp;)?screen_name=)[^&]*/i, `$1${xHandle.replace(/[^A-Za-z0-9_]/g, "")}`)
      if (next !== raw) out.push(replace(v, next))
    }
  }
  if (out.length > 0) return { splices: out }
  const heading: Words<string> = { en: "Follow us on Facebook", fr: "Suivez-nous sur Facebook", de: "Folgen Sie uns auf Facebook", es: "Síguenos en Facebook", nl: "Volg ons op Facebook", pt: "Siga-nos no Facebook", it: "Seguici su Facebook" }
  const iframe = `<iframe src="https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(`https://www.facebook.com/${fbHandle}`)}&amp;tabs=timeline&amp;width=340&amp;height=${pick(rng, ["300", "500", "130"])}&amp;small_header=false&amp;adapt_container_width=true&amp;hide_cover=false&amp;show_facepile=true" width="340" height="300" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["fb-widget", "social-box", "facebook-feed"])}"><h3>${esc(say(page, heading))}</h3>${iframe}</div>`))
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
const elHeading = (rng: Rng, t: string) => elementorWidget(rng, "heading", `<h2 class="elementor-heading-title elementor-size-default">${esc(t)}</h2>`)
const elText = (rng: Rng, t: string) => elementorWidget(rng, "text-editor", `<p>${esc(t)}</p>`)
const elButton = (rng: Rng, href: string, t: string) => elementorWidget(rng, "button", `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${esc(href)}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(t)}</span></span></a></div>`)

interface PopupWords { readonly newsTitle: string; readonly newsBody: string; readonly email: string; readonly submit: string; readonly saleTitle: string; readonly saleBody: (n: number) => string; readonly saleButton: string }
const popupWords: Words<PopupWords> = {
  en: { newsTitle: "Stay in the loop", newsBody: "Get our news and offers once a month. No spam, unsubscribe at any time.", email: "Your e-mail address", submit: "Subscribe", saleTitle: "Summer sale", saleBody: (n) => `Up to ${n}% off selected items until Sunday.`, saleButton: "Shop the sale" },
  fr: { newsTitle: "Restez informé", newsBody: "Recevez nos actualités et offres une fois par mois. Sans spam, désinscription à tout moment.", email: "Votre adresse e-mail", submit: "S'abonner", saleTitle: "Soldes d'été", saleBody: (n) => `Jusqu'à -${n} % sur une sélection d'articles jusqu'à dimanche.`, saleButton: "Voir les soldes" },
  de: { newsTitle: "Bleiben Sie auf dem Laufenden", newsBody: "Einmal im Monat Neuigkeiten und Angebote. Kein Spam, jederzeit abbestellbar.", email: "Ihre E-Mail-Adresse", submit: "Abonnieren", saleTitle: "Sommer-Sale", saleBody: (n) => `Bis zu ${n} % Rabatt auf ausgewählte Artikel bis Sonntag.`, saleButton: "Zum Sale" },
  es: { newsTitle: "Mantente al día", newsBody: "Recibe nuestras noticias y ofertas una vez al mes. Sin spam, date de baja cuando quieras.", email: "Tu correo electrónico", submit: "Suscribirse", saleTitle: "Rebajas de verano", saleBody: (n) => `Hasta un ${n} % de descuento en artículos seleccionados hasta el domingo.`, saleButton: "Ver rebajas" },
  nl: { newsTitle: "Blijf op de hoogte", newsBody: "Eén keer per maand ons nieuws en aanbiedingen. Geen spam, altijd af te melden.", email: "Je e-mailadres", submit: "Aanmelden", saleTitle: "Zomersale", saleBody: (n) => `Tot ${n}% korting op geselecteerde artikelen tot zondag.`, saleButton: "Naar de sale" },
  pt: { newsTitle: "Fique por dentro", newsBody: "Receba nossas novidades e ofertas uma vez por mês. Sem spam, cancele quando quiser.", email: "Seu e-mail", submit: "Assinar", saleTitle: "Liquidação de verão", saleBody: (n) => `Até ${n}% de desconto em itens selecionados até domingo.`, saleButton: "Ver ofertas" },
  it: { newsTitle: "Resta aggiornato", newsBody: "Ricevi notizie e offerte una volta al mese. Niente spam, disiscriviti quando vuoi.", email: "Il tuo indirizzo e-mail", submit: "Iscriviti", saleTitle: "Saldi estivi", saleBody: (n) => `Fino al ${n}% di sconto su articoli selezionati fino a domenica.`, saleButton: "Scopri i saldi" }
}

// Builder popups as shops and publishers use them, recalled from memory of Elementor Pro's popup builder (data-elementor-type="popup", page-load, scroll and exit-intent triggers in data-elementor-settings, forms posting to the site's own admin-ajax.php, about 2019 onwards): a popup in the builder's markup with a newsletter sign-up posting to the site itself, or a sale announcement with a button to the site's own shop.
const elementorPopup = benign("Elementor popup (builder markup, exit-intent or delayed trigger) with a newsletter form posting to the site itself, or a sale with a button to its own shop", (page, rng) => {
  const w = say(page, popupWords)
  const id = between(rng, 100, 9999)
  const body = chance(rng, 0.55)
    ? elHeading(rng, w.newsTitle) + elText(rng, w.newsBody) + elementorWidget(rng, "form", `<form class="elementor-form" method="post" name="Newsletter" action="${esc(own(rng, page, "/wp-admin/admin-ajax.php"))}"><input type="hidden" name="post_id" value="${id}"><input type="hidden" name="form_id" value="${eid(rng)}"><input type="hidden" name="action" value="elementor_pro_forms_send_form"><div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-100 elementor-field-required"><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="${esc(w.email)}" required="required"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(w.submit)}</span></span></button></div></div></form>`)
    : elHeading(rng, w.saleTitle) + elText(rng, w.saleBody(pick(rng, [20, 30, 40, 50]))) + elButton(rng, own(rng, page, pick(rng, ["/shop/", "/sale/", "/collections/sale", "/boutique/"])), w.saleButton)
  const trigger = pick(rng, [`&quot;exit_intent&quot;:&quot;yes&quot;`, `&quot;page_load&quot;:&quot;yes&quot;,&quot;page_load_delay&quot;:${between(rng, 5, 30)}`, `&quot;scrolling&quot;:&quot;yes&quot;,&quot;scrolling_offset&quot;:${pick(rng, [30, 50, 70])}`])
  const settings = `{&quot;triggers&quot;:{${trigger}},&quot;timing&quot;:{&quot;times&quot;:&quot;yes&quot;,&quot;times_times&quot;:1}}`
  const html = `<div data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup" data-elementor-settings="${settings}" data-elementor-post-type="elementor_library">${elementorWrap(rng, body)}</div>`
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), html))
})

const widgetHeadings: Words<Record<"book" | "reviews" | "map", string>> = {
  en: { book: "Book a call", reviews: "What our customers say", map: "Find us" },
  fr: { book: "Prendre rendez-vous", reviews: "Ce que disent nos clients", map: "Nous trouver" },
  de: { book: "Termin buchen", reviews: "Das sagen unsere Kunden", map: "So finden Sie uns" },
  es: { book: "Reserva una llamada", reviews: "Lo que dicen nuestros clientes", map: "Cómo llegar" },
  nl: { book: "Plan een gesprek", reviews: "Wat onze klanten zeggen", map: "Route" },
  pt: { book: "Agende uma conversa", reviews: "O que nossos clientes dizem", map: "Como chegar" },
  it: { book: "Prenota una chiamata", reviews: "Cosa dicono i nostri clienti", map: "Dove siamo" }
}

// Vendor widgets pasted into the builder's HTML widget, recalled from memory of Elementor's HTML widget used for Calendly's inline embed (calendly-inline-widget and assets.calendly.com widget.js), Elfsight's and Trustindex's review widgets and Google Maps' embed iframe (about 2018 onwards): a section in the builder's markup with a heading in the site's language and an HTML widget holding the vendor's embed code.
const elementorVendorWidget = benign("Elementor section with a heading and an HTML widget holding a known vendor's embed (Calendly, Elfsight or Trustindex reviews, Google Maps)", (page, rng) => {
  const kind = pick(rng, ["book", "reviews", "map"] as const)
  const h = say(page, widgetHeadings)[kind]
  const code = kind === "book"
    ? `<div class="calendly-inline-widget" data-url="https://calendly.com/${bare(page)}/${pick(rng, ["30min", "consultation", "intro-call"])}" style="min-width:320px;height:630px;"></div><script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>`
    : kind === "reviews"
    ? pick(rng, [`<script src="https://static.elfsight.com/platform/platform.js" async></script><div class="elfsight-app-${uuid(rng)}" data-elfsight-app-lazy></div>`, `<script defer async src="https://cdn.trustindex.io/loader.js?${hex(rng, 26)}"></script>`])
    : `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${between(rng, 1000, 9999)}.${digits(rng, 3)}!2d${between(rng, -9, 30)}.${digits(rng, 6)}!3d${between(rng, 35, 59)}.${digits(rng, 6)}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x${hex(rng, 16)}%3A0x${hex(rng, 16)}!2s${encodeURIComponent(brandName(page))}!5e0!3m2!1s${page.site.locale.lang}!2s!4v${digits(rng, 13)}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`
  const id = between(rng, 10, 9999)
  return splices(insert(someSpot(rng, page), `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${elementorWrap(rng, elHeading(rng, h) + elementorWidget(rng, "html", code))}</div>`))
})

interface VisWords { readonly call: string; readonly desktop: string; readonly link: string }
const visWords: Words<VisWords> = {
  en: { call: "Tap to call us", desktop: "Visit our showroom or send us a message, we reply within one working day.", link: "Contact form" },
  fr: { call: "Appelez-nous", desktop: "Venez nous voir ou envoyez-nous un message, nous répondons sous un jour ouvré.", link: "Formulaire de contact" },
  de: { call: "Jetzt anrufen", desktop: "Besuchen Sie uns oder schreiben Sie uns, wir antworten innerhalb eines Werktags.", link: "Kontaktformular" },
  es: { call: "Llámanos", desktop: "Visítanos o envíanos un mensaje, respondemos en un día laborable.", link: "Formulario de contacto" },
  nl: { call: "Bel ons", desktop: "Kom langs of stuur ons een bericht, we reageren binnen één werkdag.", link: "Contactformulier" },
  pt: { call: "Ligue para nós", desktop: "Visite-nos ou envie uma mensagem, respondemos em um dia útil.", link: "Formulário de contato" },
  it: { call: "Chiamaci", desktop: "Vieni a trovarci o scrivici, rispondiamo entro un giorno lavorativo.", link: "Modulo di contatto" }
}

// Responsive visibility in page builders, recalled from memory of Elementor's "hide on desktop / tablet / mobile" switches (elementor-hidden-* classes), WPBakery's responsive options (vc_hidden-lg/-md/-sm/-xs) and Divi's per-device display settings (media-query rules on et_pb_* module classes), used to show a call button only on phones and a longer note only on wide screens: two builder blocks in the site's language, one shown only on phones with the site's own phone number, one only on wide screens linking to its own contact page.
const builderVisibility = benign("page-builder blocks shown only on phones (a call button with the site's own number) or only on wide screens (a contact note), by the builder's own visibility settings", (page, rng) => {
  const w = say(page, visWords)
  const tel = page.ids.phone.tel
  const call = `<a href="tel:${tel}">${esc(w.call)}: ${esc(page.ids.phone.national)}</a>`
  const note = `${esc(w.desktop)} <a href="${esc(own(rng, page, say(page, contactPath)))}">${esc(w.link)}</a>`
  const html = pick(rng, [
    () => elementorWrap(rng, elementorWidget(rng, "text-editor", `<p>${call}</p>`, " elementor-hidden-desktop elementor-hidden-tablet") + elementorWidget(rng, "text-editor", `<p>${note}</p>`, " elementor-hidden-mobile")),
    () => `<div class="vc_row wpb_row vc_row-fluid vc_hidden-lg vc_hidden-md vc_hidden-sm"><div class="wpb_column vc_column_container vc_col-sm-12"><div class="vc_column-inner"><div class="wpb_wrapper"><div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><p>${call}</p></div></div></div></div></div></div><div class="vc_row wpb_row vc_row-fluid vc_hidden-xs"><div class="wpb_column vc_column_container vc_col-sm-12"><div class="vc_column-inner"><div class="wpb_wrapper"><div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><p>${note}</p></div></div></div></div></div></div>`,
    () => {
      const a = between(rng, 1, 20)
      const b = a + 1
      return `<style id="et-builder-module-design-${between(rng, 10, 9999)}-cached-inline-styles">@media only screen and (min-width:768px){.et_pb_text_${a}{display:none!important}}@media only screen and (max-width:767px){.et_pb_text_${b}{display:none!important}}</style><div class="et_pb_section et_pb_section_${between(rng, 1, 20)} et_section_regular"><div class="et_pb_row et_pb_row_${between(rng, 1, 30)}"><div class="et_pb_column et_pb_column_4_4 et-last-child"><div class="et_pb_module et_pb_text et_pb_text_${a} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>${call}</p></div></div><div class="et_pb_module et_pb_text et_pb_text_${b} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>${note}</p></div></div></div></div></div>`
    }
  ])()
  return splices(insert(someSpot(rng, page), html))
})

const wixTopics: Words<ReadonlyArray<WidgetWords>> = {
  en: [{ title: "Repayment calculator", line: "Work out your monthly payments." }, { title: "Opening hours", line: "Today's hours, updated live." }, { title: "Size guide", line: "Find your size in a few steps." }],
  fr: [{ title: "Simulateur de mensualités", line: "Calculez vos mensualités." }, { title: "Horaires d'ouverture", line: "Les horaires du jour, mis à jour en direct." }, { title: "Guide des tailles", line: "Trouvez votre taille en quelques étapes." }],
  de: [{ title: "Ratenrechner", line: "Berechnen Sie Ihre monatliche Rate." }, { title: "Öffnungszeiten", line: "Die heutigen Zeiten, live aktualisiert." }, { title: "Größentabelle", line: "In wenigen Schritten zur passenden Größe." }],
  es: [{ title: "Calculadora de cuotas", line: "Calcula tus pagos mensuales." }, { title: "Horario", line: "El horario de hoy, actualizado en directo." }, { title: "Guía de tallas", line: "Encuentra tu talla en pocos pasos." }],
  nl: [{ title: "Rekenhulp maandbedrag", line: "Bereken je maandelijkse betaling." }, { title: "Openingstijden", line: "De tijden van vandaag, live bijgewerkt." }, { title: "Maattabel", line: "Vind je maat in een paar stappen." }],
  pt: [{ title: "Simulador de parcelas", line: "Calcule suas parcelas mensais." }, { title: "Horário de funcionamento", line: "O horário de hoje, atualizado ao vivo." }, { title: "Guia de tamanhos", line: "Encontre seu tamanho em poucos passos." }],
  it: [{ title: "Calcolatore delle rate", line: "Calcola la tua rata mensile." }, { title: "Orari di apertura", line: "Gli orari di oggi, aggiornati in tempo reale." }, { title: "Guida alle taglie", line: "Trova la tua taglia in pochi passi." }]
}

// Wix HTML embeds as site owners use them, recalled from memory of Wix's "Embed HTML" element (an iframe served from the owner's *.filesusr.com address, inside a component with data-testid="htmlComponent") used for calculators, opening-hours widgets and size guides: a section in Wix's component markup with a heading and a line in the site's language and the embed.
const wixEmbed = benign("Wix HTML-embed component with the site's own calculator, opening hours or size guide (served from Wix's filesusr.com), with a heading in the site's language", (page, rng) => {
  const w = pick(rng, say(page, wixTopics))
  const comp = () => `comp-${alnum(rng, 8)}`
  const user = pick(rng, [alnum(rng, 8), `${bare(page)}${digits(rng, 2)}`])
  const src = `https://${user}-wixsite-com-${pick(rng, [bare(page), "mysite", "website"])}.filesusr.com/html/${hex(rng, 6)}_${hex(rng, 32)}.html`
  const [a, b, c, d] = [comp(), comp(), comp(), comp()]
  const html = `<section id="${a}" class="${a} wixui-section"><div data-testid="columns" class="${alnum(rng, 8)}"><div id="${b}" class="${b} wixui-column-strip__column"><div id="${c}" class="${c} wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">${esc(w.title)}</h2><p class="font_8 wixui-rich-text__text">${esc(w.line)}</p></div><div id="${d}" class="${d}" data-testid="htmlComponent"><wix-iframe data-src=""><iframe class="${alnum(rng, 8)}" title="Embedded Content" aria-label="Embedded Content" name="htmlComp-iframe" width="100%" height="${pick(rng, ["320", "420", "520"])}" data-src="" allow="fullscreen" src="${esc(src)}"></iframe></wix-iframe></div></div></div></section>`
  return splices(insert(someSpot(rng, page), html))
})

interface WfWords { readonly title: string; readonly name: string; readonly email: string; readonly message: string; readonly submit: string; readonly wait: string; readonly done: string; readonly fail: string }
const wfWords: Words<WfWords> = {
  en: { title: "Get in touch", name: "Name", email: "E-mail", message: "Message", submit: "Send", wait: "Please wait...", done: "Thank you! Your message has been received.", fail: "Oops! Something went wrong while submitting the form." },
  fr: { title: "Écrivez-nous", name: "Nom", email: "E-mail", message: "Message", submit: "Envoyer", wait: "Veuillez patienter...", done: "Merci ! Votre message a bien été reçu.", fail: "Oups ! Une erreur s'est produite lors de l'envoi du formulaire." },
  de: { title: "Schreiben Sie uns", name: "Name", email: "E-Mail", message: "Nachricht", submit: "Senden", wait: "Bitte warten...", done: "Danke! Ihre Nachricht ist angekommen.", fail: "Hoppla! Beim Absenden des Formulars ist ein Fehler aufgetreten." },
  es: { title: "Escríbenos", name: "Nombre", email: "Correo electrónico", message: "Mensaje", submit: "Enviar", wait: "Espera, por favor...", done: "¡Gracias! Hemos recibido tu mensaje.", fail: "¡Vaya! Algo salió mal al enviar el formulario." },
  nl: { title: "Neem contact op", name: "Naam", email: "E-mail", message: "Bericht", submit: "Versturen", wait: "Even geduld...", done: "Bedankt! We hebben je bericht ontvangen.", fail: "Oeps! Er ging iets mis bij het verzenden van het formulier." },
  pt: { title: "Fale conosco", name: "Nome", email: "E-mail", message: "Mensagem", submit: "Enviar", wait: "Aguarde...", done: "Obrigado! Recebemos sua mensagem.", fail: "Ops! Algo deu errado ao enviar o formulário." },
  it: { title: "Scrivici", name: "Nome", email: "E-mail", message: "Messaggio", submit: "Invia", wait: "Attendere...", done: "Grazie! Abbiamo ricevuto il tuo messaggio.", fail: "Ops! Si è verificato un errore durante l'invio del modulo." }
}

// Webflow forms wired to automations, recalled from memory of Webflow's form block (w-form, wf-form- ids, w-form-done and w-form-fail states, a custom action URL and data-redirect) and of guides sending Webflow forms to a Zapier catch hook or a Make webhook (about 2018 onwards): a contact form in Webflow's markup, in the site's language (name, e-mail, message), posting to an automation platform's webhook or Webflow's own handler, redirecting to the site's own thank-you page.
const webflowWebhookForm = benign("Webflow contact form (w-form markup: name, e-mail, message) posting to a Zapier or Make webhook or Webflow's handler, redirecting to the site's own thank-you page", (page, rng) => {
  const w = say(page, wfWords)
  const action = pick(rng, [`https://hooks.zapier.com/hooks/catch/${digits(rng, 7)}/${alnum(rng, 6)}/`, `https://hook.${pick(rng, ["eu1", "eu2", "us1"])}.make.com/${alnum(rng, 32)}`, ""])
  const thanks = own(rng, page, say(page, thanksPath))
  const fid = "wf-form-Contact-Form"
  const inp = (label: string, type: string, n: string) => `<label for="${n}">${esc(label)}</label><input class="w-input" maxlength="256" name="${n}" data-name="${n.charAt(0).toUpperCase() + n.slice(1)}" placeholder="" type="${type}" id="${n}"${n === "email" ? ` required=""` : ""}>`
  const html = `<div class="section w-container"><h2 class="heading">${esc(w.title)}</h2><div class="w-form"><form id="${fid}" name="${fid}" data-name="Contact Form" method="${action === "" ? "get" : "post"}"${action === "" ? "" : ` action="${esc(action)}"`} data-redirect="${esc(thanks)}" redirect="${esc(thanks)}" data-wf-page-id="${hex(rng, 24)}" data-wf-element-id="${uuid(rng)}">${inp(w.name, "text", "name")}${inp(w.email, "email", "email")}<label for="message">${esc(w.message)}</label><textarea class="w-input" maxlength="5000" name="message" data-name="Message" id="message"></textarea><input type="submit" data-wait="${esc(w.wait)}" class="submit-button w-button" value="${esc(w.submit)}"></form><div class="w-form-done"><div>${esc(w.done)}</div></div><div class="w-form-fail"><div>${esc(w.fail)}</div></div></div></div>`
  return splices(insert(someSpot(rng, page), html))
})

const headerWords: Words<{ readonly labels: ReadonlyArray<readonly [string, string]>; readonly button: string }> = {
  en: { labels: [["Home", "/"], ["About us", "/about"], ["Services", "/services"], ["News", "/news"]], button: "Contact us" },
  fr: { labels: [["Accueil", "/"], ["Qui sommes-nous", "/a-propos"], ["Services", "/services"], ["Actualités", "/actualites"]], button: "Nous contacter" },
  de: { labels: [["Start", "/"], ["Über uns", "/ueber-uns"], ["Leistungen", "/leistungen"], ["Aktuelles", "/aktuelles"]], button: "Kontakt" },
  es: { labels: [["Inicio", "/"], ["Quiénes somos", "/quienes-somos"], ["Servicios", "/servicios"], ["Noticias", "/noticias"]], button: "Contacto" },
  nl: { labels: [["Home", "/"], ["Over ons", "/over-ons"], ["Diensten", "/diensten"], ["Nieuws", "/nieuws"]], button: "Contact" },
  pt: { labels: [["Início", "/"], ["Sobre nós", "/sobre"], ["Serviços", "/servicos"], ["Notícias", "/noticias"]], button: "Fale conosco" },
  it: { labels: [["Home", "/"], ["Chi siamo", "/chi-siamo"], ["Servizi", "/servizi"], ["Notizie", "/notizie"]], button: "Contatti" }
}

// Theme-builder headers, recalled from memory of Elementor Pro's theme builder (a header template, data-elementor-type="header" and elementor-location-header, with site-logo, nav-menu and button widgets, about 2018 onwards) as sites rebuild their header in the page builder: a header in the builder's markup with the site's own menu links (taken from its pages, or its usual sections) and a button to its own contact page.
const builderHeader = benign("header rebuilt as an Elementor theme-builder template (logo, nav-menu and button widgets) with the site's own menu links and a button to its own contact page", (page, rng) => {
  const w = say(page, headerWords)
  const ownLinks = links(page).filter((a) => isOwn(page, a.attribs.href ?? "") && textOf(page, a).length > 1 && textOf(page, a).length < 30)
  const items = ownLinks.length >= 3
    ? sample(rng, ownLinks, Math.min(5, ownLinks.length)).map((a) => [textOf(page, a), a.attribs.href ?? "/"] as const)
    : w.labels.map(([t, p]) => [t, own(rng, page, p)] as const)
  const menu = `<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline"><ul class="elementor-nav-menu">${items.map(([t, h]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${esc(h)}" class="elementor-item">${esc(t)}</a></li>`).join("")}</ul></nav>`
  const logo = elementorWidget(rng, "theme-site-logo", `<a href="${esc(own(rng, page, "/"))}">${esc(brandName(page))}</a>`, " elementor-widget-image")
  const id = between(rng, 10, 9999)
  const inner = logo + elementorWidget(rng, "nav-menu", menu) + elButton(rng, own(rng, page, say(page, contactPath)), w.button)
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<header data-elementor-type="header" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-header">${elementorWrap(rng, inner)}</header>`))
})

const micrositeWords: Words<ReadonlyArray<readonly [string, string, string]>> = {
  en: [["festival", "Our summer festival has its own site", "Programme, tickets and volunteer sign-up"], ["report", "Our annual report is online", "Highlights, figures and stories from the year"], ["camp", "Holiday camps for children", "Dates, activities and registration"]],
  fr: [["festival", "Notre festival d'été a son propre site", "Programme, billets et inscription des bénévoles"], ["rapport", "Notre rapport annuel est en ligne", "Faits marquants, chiffres et récits de l'année"], ["stages", "Stages de vacances pour enfants", "Dates, activités et inscriptions"]],
  de: [["festival", "Unser Sommerfest hat eine eigene Website", "Programm, Tickets und Anmeldung für Helfer"], ["jahresbericht", "Unser Jahresbericht ist online", "Höhepunkte, Zahlen und Geschichten des Jahres"], ["ferienlager", "Ferienprogramm für Kinder", "Termine, Aktivitäten und Anmeldung"]],
  es: [["festival", "Nuestro festival de verano tiene su propia web", "Programa, entradas e inscripción de voluntarios"], ["memoria", "Nuestra memoria anual está en línea", "Lo más destacado, cifras e historias del año"], ["campamento", "Campamentos de vacaciones para niños", "Fechas, actividades e inscripción"]],
  nl: [["festival", "Ons zomerfestival heeft een eigen site", "Programma, tickets en aanmelden als vrijwilliger"], ["jaarverslag", "Ons jaarverslag staat online", "Hoogtepunten, cijfers en verhalen van het jaar"], ["kamp", "Vakantiekampen voor kinderen", "Data, activiteiten en inschrijving"]],
  pt: [["festival", "Nosso festival de verão tem site próprio", "Programação, ingressos e inscrição de voluntários"], ["relatorio", "Nosso relatório anual está no ar", "Destaques, números e histórias do ano"], ["colonia", "Colônia de férias para crianças", "Datas, atividades e inscrições"]],
  it: [["festival", "Il nostro festival estivo ha un suo sito", "Programma, biglietti e iscrizione dei volontari"], ["bilancio", "Il nostro bilancio sociale è online", "Momenti salienti, numeri e storie dell'anno"], ["campus", "Campus estivi per bambini", "Date, attività e iscrizioni"]]
}

// Campaign microsites on site builders, recalled from memory of organisations publishing event, annual-report and campaign sites on Wix, Webflow, Squarespace, Carrd or Google Sites under a subdomain named after them (about 2015 onwards) and linking them from the main site: a box in the site's language linking to the microsite, and sometimes the site's own events link pointed there too.
const builderMicrosite = benign("campaign microsite on a site-builder subdomain named after the organisation (wixsite, webflow.io, squarespace, carrd, Google Sites) linked from a box, sometimes from its events link too", (page, rng) => {
  const [slugWord, title, line] = pick(rng, say(page, micrositeWords))
  const b = bare(page)
  const url = pick(rng, [`https://${b}.wixsite.com/${slugWord}`, `https://${b}-${slugWord}.webflow.io/`, `https://${b}-${slugWord}.squarespace.com/`, `https://${b}${slugWord}.carrd.co/`, `https://sites.google.com/view/${b}-${slugWord}`])
  const out: Array<Splice> = [insert(someSpot(rng, page), `<aside class="microsite-teaser"><h3><a href="${esc(url)}">${esc(title)}</a></h3><p>${esc(line)}</p></aside>`)]
  const eventsLink = links(page).find((a) => isOwn(page, a.attribs.href ?? "") && /(event|agenda|veranstalt|evento|festival|programm|programme)/i.test(`${a.attribs.href ?? ""} ${textOf(page, a)}`))
  if (eventsLink !== undefined && chance(rng, 0.5)) {
    const v = attrValue(page.html, eventsLink, "href")
    if (v !== null) out.push(replace(v, esc(url)))
  }
  return { splices: out }
})

/** Every fresh28 benign class, in a fixed order. */
export const fresh28Benigns: ReadonlyArray<ChangeClass> = [
  combineSameLibs, cdnLocalFallback, legacyNomodule, platformScripts, platformWidget, hashedRebuild, ownIsland, moduleCdnImport, cdnMigration,
  regionalAnalytics, ownAnalytics, indieAuth,
  chatVendorSwap, payOrOkay, paypalButtons, storefrontApps, ownSubdomainWidget, socialPluginOwn,
  elementorPopup, elementorVendorWidget, builderVisibility, wixEmbed, webflowWebhookForm, builderHeader, builderMicrosite
]

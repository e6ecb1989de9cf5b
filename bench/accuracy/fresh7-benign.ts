/**
 * Fresh7 benign classes: written after round 8, by someone who does not
 * read the engines, from how real sites, shops, publishers and public
 * bodies change their pages. Several are honest counterparts of things
 * attackers do (a ticket-sales widget from a platform, a helpline number
 * beside a sensitive article, an upcoming price rise, energy-label links
 * to an EU register, a badge script from a public CDN); others are
 * accessibility, print, layout and markup work that touches many elements
 * or wraps existing text without changing it. Each differs from every
 * class in benign.ts, fresh-benign.ts, fresh2-benign.ts, fresh3-benign.ts,
 * fresh4-benign.ts, fresh5-benign.ts and fresh6-benign.ts, and is written
 * in the site's own language where it shows text. None changes the site's
 * phone numbers, payment details, e-mail addresses or where its own forms
 * and sign-in go. Scored in the `fresh7` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, cap, head, say, shown, textRuns, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh7", make })

const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
const origin = (page: Page) => `https://${page.site.host}`
/** Shown elements with an explicit close tag. */
const closed = (page: Page, name: string, f: (e: El) => boolean = () => true): Array<El> => shown(page, name, (e) => e.closeTag !== null && !e.inert && f(e))
/** Whether `el` or one of its ancestors is a link (a new link must not nest inside it). */
const inLink = (page: Page, el: El | undefined): boolean => {
  for (let e = el; e !== undefined; e = e.parent === -1 ? undefined : page.spots.elements[e.parent]) if (e.name === "a") return true
  return false
}
/** Just after the first shown h1 or h2 (its close tag), else a slot near the top. */
const afterHeading = (page: Page): number => {
  const h = closed(page, "h1")[0] ?? closed(page, "h2")[0]
  return h?.closeTag?.end ?? slotAt(page.spots, "top")
}

const notifyWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Out of stock? Get an e-mail when it's back", "Your e-mail address", "Notify me"],
  fr: ["En rupture ? Recevez un e-mail dès son retour", "Votre adresse e-mail", "Me prévenir"],
  de: ["Ausverkauft? Wir benachrichtigen Sie, sobald der Artikel wieder da ist", "Ihre E-Mail-Adresse", "Benachrichtigen"],
  es: ["¿Agotado? Te avisamos por correo cuando vuelva", "Tu correo electrónico", "Avísame"],
  nl: ["Uitverkocht? Ontvang een e-mail zodra het weer op voorraad is", "Je e-mailadres", "Houd me op de hoogte"],
  pt: ["Esgotado? Receba um e-mail quando voltar", "Seu e-mail", "Avise-me"],
  it: ["Esaurito? Ricevi un'e-mail quando torna disponibile", "Il tuo indirizzo e-mail", "Avvisami"]
}

// Shops adding back-in-stock alerts (WooCommerce "Back In Stock Notifier", Shopify's restock apps, Magento's product alerts), recalled from how those are installed: a small form under the product posting to the shop's own endpoint, with the product id in a hidden field.
const backInStock = benign("'notify me when back in stock' form posting to the shop itself", (page, rng) => {
  const [h, ph, button] = say(page, notifyWords)
  const action = pick(rng, ["/?wc-ajax=cwginstock_product_subscribe", "/productalert/add/stock/", "/apps/restock/subscribe", "/stock-alert"])
  const block = `<form class="${pick(rng, ["stock-notify", "back-in-stock", "cwginstock-subscribe-form"])}" method="post" action="${action}"><p>${esc(h)}</p><input type="email" name="email" placeholder="${esc(ph)}" required> <input type="hidden" name="product_id" value="${digits(rng, between(rng, 3, 6))}"> <button type="submit">${esc(button)}</button></form>`
  const priced = textRuns(page, 3).find((t) => priceRe.test(t.text))
  const el = priced === undefined ? undefined : page.spots.elements[priced.parent]
  const at = el?.closeTag !== null && el?.closeTag !== undefined && el.shown && !/^(a|span|b|strong|em|i|small|label|option|button)$/.test(el.name) && el.name !== "p" ? el.closeTag.end : pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
  return splices(insert(at, block))
})

const compareWords: Record<Lang, { readonly h: string; readonly plans: readonly [string, string, string]; readonly rows: readonly [string, string, string, string] }> = {
  en: { h: "Compare our plans", plans: ["Basic", "Standard", "Premium"], rows: ["Price per month", "Support", "Storage", "Free delivery"] },
  fr: { h: "Comparez nos formules", plans: ["Essentiel", "Standard", "Premium"], rows: ["Prix par mois", "Assistance", "Stockage", "Livraison offerte"] },
  de: { h: "Unsere Tarife im Vergleich", plans: ["Basis", "Standard", "Premium"], rows: ["Preis pro Monat", "Support", "Speicher", "Kostenloser Versand"] },
  es: { h: "Compara nuestros planes", plans: ["Básico", "Estándar", "Premium"], rows: ["Precio al mes", "Soporte", "Almacenamiento", "Envío gratis"] },
  nl: { h: "Vergelijk onze abonnementen", plans: ["Basis", "Standaard", "Premium"], rows: ["Prijs per maand", "Support", "Opslag", "Gratis bezorging"] },
  pt: { h: "Compare nossos planos", plans: ["Básico", "Padrão", "Premium"], rows: ["Preço por mês", "Suporte", "Armazenamento", "Frete grátis"] },
  it: { h: "Confronta i nostri piani", plans: ["Base", "Standard", "Premium"], rows: ["Prezzo al mese", "Assistenza", "Spazio", "Spedizione gratuita"] }
}

// Product and plan comparison tables (pricing pages of SaaS products, "compare models" sections of shops; TablePress and WooCommerce comparison plugins): a table with three columns, ticks and prices, on the site's own page.
const comparisonTable = benign("plan or product comparison table with ticks and prices", (page, rng) => {
  const w = say(page, compareWords)
  const base = between(rng, 4, 19)
  const prices = [base, base * 2, base * 3 + between(rng, 0, 9)].map((p) => page.site.locale.money(p + 0.99))
  const storage = pick(rng, [["10 GB", "100 GB", "1 TB"], ["1", "5", "∞"], ["—", "50 GB", "500 GB"]])
  const support = pick(rng, [["E-mail", "E-mail + chat", "24/7"], ["—", "✓", "✓"]])
  const tick = (b: boolean) => (b ? "✓" : "—")
  const rows = [[w.rows[0], ...prices], [w.rows[1], ...support], [w.rows[2], ...storage], [w.rows[3], tick(false), tick(true), tick(true)]]
  const table = `<table class="${pick(rng, ["comparison", "compare-table", "tablepress"])}"><thead><tr><th></th>${w.plans.map((p) => `<th>${esc(p)}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(c!)}</th>` : `<td>${esc(c!)}</td>`)).join("")}</tr>`).join("")}</tbody></table>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<section class="compare"><h2>${esc(w.h)}</h2>${table}</section>`))
})

// Print stylesheets added after readers complained about printed pages (recipes, tickets, invoices; the long-standing advice of A List Apart's print articles and Smashing Magazine, about 2018): a stylesheet or style block for media print that hides navigation and ads and shows link addresses.
const printStyles = benign("print stylesheet hiding navigation and showing link addresses", (page, rng) => {
  const css = `@media print{header nav,nav,footer,aside,.ads,.cookie-banner,.share,video,iframe{display:none!important}body{font:12pt/1.4 Georgia,serif;color:#000;background:#fff}a[href^="http"]::after{content:" (" attr(href) ")";font-size:90%}h1,h2,h3{page-break-after:avoid}img{max-width:100%!important}}`
  return splices(insert(head(page), pick(rng, [
    `<link rel="stylesheet" media="print" href="${pick(rng, ["/css/print.css", "/assets/print.min.css", "/wp-content/themes/theme/print.css"])}?ver=${digits(rng, 4)}">`,
    `<style media="print">${css.replace(/^@media print\{|\}$/g, "")}</style>`,
    `<style id="print-css">${css}</style>`
  ])))
})

// Sticky headers switched on in a theme update (Astra, GeneratePress and Divi "sticky header" options; position: sticky, supported everywhere since about 2019): a class on the page's header and a few CSS rules, nothing else moved.
const stickyHeader = benign("header made sticky by a class and a few CSS rules", (page, rng) => {
  const cls = pick(rng, ["is-sticky", "sticky-header", "site-header--sticky", "ast-sticky-active"])
  const target = closed(page, "header")[0] ?? closed(page, "nav")[0]
  const out: Array<Splice> = [insert(head(page), `<style id="${pick(rng, ["sticky", "theme-sticky-css"])}">.${cls}{position:sticky;top:0;z-index:${between(rng, 10, 999)};background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.08)}${chance(rng, 0.5) ? `.${cls}.shrink{padding-top:4px;padding-bottom:4px}` : ""}</style>`)]
  if (target !== undefined) {
    const cur = attrTargets(page, [target], "class")[0]
    out.push(cur === undefined ? insert(target.start + 1 + target.name.length, ` class="${cls}"`) : insert(cur.value.end, ` ${cls}`))
  }
  if (chance(rng, 0.4)) out.push(insert(bottom(page), `<script>window.addEventListener("scroll",function(){var h=document.querySelector(".${cls}");if(h)h.classList.toggle("shrink",window.scrollY>${between(rng, 40, 200)})},{passive:true});</script>`))
  return { splices: out }
})

const readWords: Record<Lang, (m: number, w: number) => string> = {
  en: (m, w) => `${m} min read · ${w} words`,
  fr: (m, w) => `Lecture : ${m} min · ${w} mots`,
  de: (m, w) => `Lesezeit: ${m} Min. · ${w} Wörter`,
  es: (m, w) => `Lectura de ${m} min · ${w} palabras`,
  nl: (m, w) => `Leestijd ${m} min · ${w} woorden`,
  pt: (m, w) => `Leitura de ${m} min · ${w} palavras`,
  it: (m, w) => `Lettura: ${m} min · ${w} parole`
}

// Reading-time lines added by blog themes and plugins (Medium's "x min read", the Reading Time WP and Yoast's estimated reading time, about 2019–2021): a small line under the title, counted from the article's words.
const readingTime = benign("estimated reading time line under the title", (page, rng) => {
  const n = page.spots.texts.reduce((a, t) => a + t.text.split(/\s+/).filter((w) => w.length > 0).length, 0)
  const line = say(page, readWords)(Math.max(1, Math.round(n / between(rng, 200, 250))), n)
  return splices(insert(afterHeading(page), `<p class="${pick(rng, ["reading-time", "rt-reading-time", "post-meta"])}"><span aria-hidden="true">⏱</span> ${esc(line)}</p>`))
})

const glossaryWords: Record<Lang, string> = {
  en: "See the glossary", fr: "Voir le glossaire", de: "Siehe Glossar", es: "Ver el glosario", nl: "Zie de woordenlijst", pt: "Veja o glossário", it: "Vedi il glossario"
}

// Glossary plugins that link terms in the text to their definitions (CM Tooltip Glossary, Glossary by Codeat, the "auto-link keywords" of knowledge bases and public-sector sites): existing words wrapped in a link or abbr with a tooltip, the text itself unchanged.
const glossaryTooltips = benign("glossary terms in the text wrapped in tooltip links to the site's glossary", (page, rng) => {
  const tip = say(page, glossaryWords)
  const out: Array<Splice> = []
  const runs = textRuns(page, 30).filter((t) => {
    const el = page.spots.elements[t.parent]
    return el !== undefined && el.shown && /^(p|li|td|div|dd|blockquote|section|article)$/.test(el.name) && !inLink(page, el)
  })
  for (const t of sample(rng, runs, Math.min(runs.length, between(rng, 2, 8)))) {
    const raw = page.html.slice(t.start, t.end)
    const m = /(?<![\p{L}&#;])\p{L}{7,}(?![\p{L};])/u.exec(raw)
    if (m === null) continue
    const at = t.start + m.index
    const term = m[0]
    const open = pick(rng, [
      `<a class="glossaryLink" href="/glossary/${slug(term) || "term"}/" data-tooltip="${esc(tip)}">`,
      `<abbr class="glossary-term" title="${esc(tip)}: ${esc(term)}">`
    ])
    out.push(insert(at, open), insert(at + term.length, open.startsWith("<a ") ? "</a>" : "</abbr>"))
  }
  if (out.length === 0) out.push(insert(bottom(page), `<p class="glossary-link"><a href="/glossary/">${esc(tip)}</a></p>`))
  return { splices: out }
})

// Accessibility fixes after an audit (WCAG 2.1 success criterion 1.3.1, the "heading levels should only increase by one" rule of axe and WAVE, and the EU Web Accessibility Directive's monitoring, 2021–2025): skipped heading levels renamed (h4 → h3) and ids added to headings for in-page links, the text unchanged.
const headingFix = benign("heading levels fixed and ids added to headings after an accessibility audit", (page, rng) => {
  const hs = page.spots.elements.filter((e) => /^h[1-6]$/.test(e.name) && e.shown && !e.inert && e.closeTag !== null)
  const out: Array<Splice> = []
  let prev = 0
  for (const h of hs) {
    const level = Number(h.name[1])
    const want = prev === 0 ? level : Math.min(level, prev + 1)
    if (want !== level) {
      out.push(replace({ start: h.start + 1, end: h.start + 3 }, `h${want}`))
      const close = h.closeTag!
      if (page.html.slice(close.start, close.start + 4).toLowerCase() === `</${h.name}`) out.push(replace({ start: close.start + 2, end: close.start + 4 }, `h${want}`))
    }
    prev = want
    if (h.attribs.id === undefined && chance(rng, 0.7)) {
      const t = page.spots.texts.find((x) => x.parent === h.index)
      out.push(insert(h.start + 3, ` id="${slug(t?.text ?? "") .slice(0, 40) || "section-" + alnum(rng, 4)}"`))
    }
  }
  if (out.length === 0) out.push(insert(top(page), `<h1 class="screen-reader-text">${esc(brandName(page))}</h1>`))
  return { splices: out }
})

// The Website Carbon Calculator's badge (websitecarbon.com, by Wholegrain Digital, about 2020–2024), which sustainability-minded agencies, charities and councils add to their footers: a div and a small script from unpkg that fetches the page's rating.
const carbonBadge = benign("website carbon badge in the footer (script from a public CDN)", (page, rng) => {
  const v = pick(rng, ["1.1.3", "1.1.2", "1.0.0"])
  const block = `<div id="wcb" class="carbonbadge${chance(rng, 0.4) ? " wcb-d" : ""}"></div><script src="https://unpkg.com/website-carbon-badges@${v}/b.min.js" defer></script>`
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), block))
})

const ticketWords: Record<Lang, readonly [string, string]> = {
  en: ["Tickets", "Book your tickets"], fr: ["Billetterie", "Réservez vos billets"], de: ["Tickets", "Jetzt Tickets buchen"], es: ["Entradas", "Reserva tus entradas"],
  nl: ["Tickets", "Bestel je tickets"], pt: ["Ingressos", "Garanta seu ingresso"], it: ["Biglietti", "Prenota i biglietti"]
}

// Clubs, theatres, festivals and charities selling event tickets through a platform (Eventbrite's embedded checkout widget, Ticket Tailor's inline widget, both documented on their help pages), recalled from how they are installed: the platform's script and container, and a link to the event's page on the platform, the site's own forms untouched.
const ticketWidget = benign("event tickets sold through an embedded ticketing-platform widget", (page, rng) => {
  const [h, cta] = say(page, ticketWords)
  const id = digits(rng, 12)
  const name = slug(`${page.site.brand} ${pick(rng, ["summer concert", "open day", "gala dinner", "workshop", "festival"])}`)
  const widget = pick(rng, [
    `<div id="eventbrite-widget-container-${id}"></div><script src="https://www.eventbrite.com/static/widgets/eb_widgets.js"></script><script>window.EBWidgets&&window.EBWidgets.createWidget({widgetType:"checkout",eventId:"${id}",iframeContainerId:"eventbrite-widget-container-${id}",iframeContainerHeight:${between(rng, 425, 600)}});</script><p><a href="https://www.eventbrite.${pick(rng, ["com", "co.uk", "fr", "de", "es", "nl", "it"])}/e/${name}-tickets-${id}">${esc(cta)}</a></p>`,
    `<div class="tt-widget"><div class="tt-widget-fallback"><p><a href="https://www.tickettailor.com/events/${page.site.brand.replace(/-/g, "")}/${digits(rng, 7)}" target="_blank">${esc(cta)}</a></p></div><script src="https://cdn.tickettailor.com/js/widgets/min/widget.js" data-url="https://www.tickettailor.com/all-tickets/${page.site.brand.replace(/-/g, "")}/?ref=website_widget&show_search_filter=true" data-type="inline" data-inline-minimal="true" data-inline-show-logo="false" data-inline-bg-fill="false"></script></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["tickets", "event-tickets"])}"><h2>${esc(h)}</h2>${widget}</section>`))
})

const energyWords: Record<Lang, readonly [(c: string) => string, string]> = {
  en: [(c) => `Energy class ${c}`, "Product information sheet"], fr: [(c) => `Classe énergétique ${c}`, "Fiche d'information produit"], de: [(c) => `Energieeffizienzklasse ${c}`, "Produktdatenblatt"],
  es: [(c) => `Clase energética ${c}`, "Ficha de información del producto"], nl: [(c) => `Energieklasse ${c}`, "Productinformatieblad"], pt: [(c) => `Classe energética ${c}`, "Ficha de informação do produto"], it: [(c) => `Classe energetica ${c}`, "Scheda informativa del prodotto"]
}

// EU energy labelling (Regulation (EU) 2017/1369 and the rescaled A–G labels from March 2021): online shops must show the energy class arrow next to the price of appliances, televisions and lamps, linking to the label and the product information sheet, which the EPREL database serves. Here the arrow and the links beside the page's prices.
const energyLabels = benign("EU energy-class labels and EPREL product-sheet links beside the prices", (page, rng) => {
  const [cls, sheet] = say(page, energyWords)
  const badge = () => {
    const c = pick(rng, ["A", "B", "C", "D", "E", "F"])
    const reg = digits(rng, 6)
    return ` <span class="energy-label"><a href="https://eprel.ec.europa.eu/qr/${reg}" target="_blank" rel="noopener"><img src="/images/energy/class-${c.toLowerCase()}.svg" width="44" height="22" alt="${esc(cls(c))}"></a> <a href="https://eprel.ec.europa.eu/screen/product/${pick(rng, ["refrigeratingappliances", "electronicdisplays", "washingmachines2019", "lightsources"])}/${reg}" target="_blank" rel="noopener">${esc(sheet)}</a></span>`
  }
  const priced = textRuns(page, 2).filter((t) => priceRe.test(t.text) && page.spots.elements[t.parent]?.shown === true && !inLink(page, page.spots.elements[t.parent])).slice(0, between(rng, 1, 6))
  const out: Array<Splice> = priced.map((t) => insert(t.end, badge()))
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${badge().trim()}</p>`))
  return { splices: out }
})

const helplines: Record<string, readonly [string, string, string]> = {
  uk: ["Samaritans", "116 123", "https://www.samaritans.org/"], us: ["988 Suicide & Crisis Lifeline", "988", "https://988lifeline.org/"], fr: ["3114", "3114", "https://3114.fr/"],
  de: ["TelefonSeelsorge", "0800 111 0 111", "https://www.telefonseelsorge.de/"], es: ["Línea 024", "024", "https://www.sanidad.gob.es/linea024/"], nl: ["113 Zelfmoordpreventie", "0800-0113", "https://www.113.nl/"],
  au: ["Lifeline", "13 11 14", "https://www.lifeline.org.au/"], in: ["Tele-MANAS", "14416", "https://telemanas.mohfw.gov.in/"], br: ["CVV", "188", "https://cvv.org.br/"], it: ["Telefono Amico", "02 2327 2327", "https://www.telefonoamico.it/"]
}
const helpWords: Record<Lang, (n: string, p: string) => string> = {
  en: (n, p) => `If you have been affected by the issues in this article, support is available. You can call ${n} free on ${p}, day or night.`,
  fr: (n, p) => `Si vous êtes concerné par les sujets abordés dans cet article, vous pouvez être aidé : appelez le ${n} au ${p}, gratuitement, 24 h/24.`,
  de: (n, p) => `Wenn Sie die Themen dieses Artikels betreffen, finden Sie Hilfe: Die ${n} ist rund um die Uhr kostenlos unter ${p} erreichbar.`,
  es: (n, p) => `Si le afectan los temas de este artículo, puede pedir ayuda: llame gratis a la ${n} (${p}), las 24 horas.`,
  nl: (n, p) => `Heb je last van de onderwerpen in dit artikel? Praat erover met ${n}, gratis en anoniem via ${p}.`,
  pt: (n, p) => `Se você foi afetado pelos temas deste artigo, procure apoio: ligue grátis para o ${n} no ${p}, 24 horas por dia.`,
  it: (n, p) => `Se i temi di questo articolo ti riguardano, puoi chiedere aiuto: ${n} risponde al ${p}.`
}

// Reporting guidelines on suicide and mental health (Samaritans' media guidelines, the WHO's 2017 and 2023 guidance for media professionals, IPSO and the Pressekodex), which ask publishers to add helpline details to such articles: a box with the national helpline's name, number and link, after the article's text.
const helplineBox = benign("support helpline box added under a sensitive article", (page, rng) => {
  const [n, p, url] = helplines[page.site.locale.country] ?? helplines.uk!
  const text = say(page, helpWords)(n, p)
  const block = `<aside class="${pick(rng, ["helpline", "support-box", "article-footnote"])}" style="border-top:2px solid #ccc;padding:10px 0;margin:14px 0"><p>${esc(text)} <a href="${url}" rel="noopener">${esc(url.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, ""))}</a></p></aside>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), block))
})

// Responsive tables after a mobile-usability report (Bootstrap's .table-responsive wrapper, WordPress block themes' figure.wp-block-table, Google Search Console's "content wider than screen"): every table wrapped in a scrolling container, with the CSS for it.
const tableWrappers = benign("tables wrapped in scrolling containers for small screens", (page, rng) => {
  const cls = pick(rng, ["table-responsive", "table-wrap", "wp-block-table"])
  const tables = closed(page, "table", (e) => !page.spots.elements.some((p) => p.index === e.parent && p.name === "div" && (p.attribs.class ?? "").includes(cls)))
  const out: Array<Splice> = [insert(head(page), `<style>.${cls}{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}.${cls}>table{min-width:${pick(rng, [480, 600, 640])}px}</style>`)]
  for (const t of tables.slice(0, 20)) out.push(insert(t.start, `<div class="${cls}"${chance(rng, 0.4) ? ` tabindex="0" role="region"` : ""}>`), insert(t.closeTag!.end, "</div>"))
  return { splices: out }
})

const icons = ["arrow-right", "home", "user", "search", "mail", "phone", "cart", "info", "calendar", "chevron-right"]

// Icon fonts replaced by SVG sprites (Font Awesome 5+'s SVG framework, GitHub's 2016 "Delivering Octicons with SVG", themes dropping icon fonts for accessibility and speed): inline svg elements with a use reference to a sprite on the site's own host, put inside existing links, the link texts unchanged.
const svgIcons = benign("inline SVG sprite icons added to the site's links", (page, rng) => {
  const sprite = pick(rng, ["/assets/icons.svg", "/wp-content/themes/theme/icons/sprite.svg", "/static/img/sprite.svg", "/images/icons.svg"])
  const ls = shown(page, "a", (e) => e.closeTag !== null && !e.inert && (e.attribs.href ?? "").length > 0)
  const chosen = sample(rng, ls, Math.min(ls.length, between(rng, 3, 14)))
  const out: Array<Splice> = chosen.map((a) => insert(a.openEnd, `<svg class="icon icon-${pick(rng, icons)}" width="16" height="16" aria-hidden="true" focusable="false"><use href="${sprite}#${pick(rng, icons)}"></use></svg> `))
  out.push(insert(head(page), `<link rel="preload" href="${sprite}" as="image" type="image/svg+xml">`))
  return { splices: out }
})

// Sitelinks search box and site-name markup (Google's WebSite structured data with a SearchAction, documented in Search Central until 2024, and the site-name guidance of 2022–2023): a JSON-LD block in the head naming the site and its own search URL.
const websiteJsonLd = benign("WebSite structured data with the site's name and its own search URL", (page, rng) => {
  const o = origin(page)
  const data = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brandName(page),
    ...(chance(rng, 0.5) ? { alternateName: page.site.domain } : {}),
    url: `${o}/`,
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${o}/${pick(rng, ["?s={search_term_string}", "search?q={search_term_string}", "zoeken?q={search_term_string}"])}` }, "query-input": "required name=search_term_string" }
  }
  return splices(insert(head(page), `<script type="application/ld+json">${JSON.stringify(data)}</script>`))
})

const refWords: Record<Lang, string> = { en: "References", fr: "Références", de: "Quellen", es: "Referencias", nl: "Bronnen", pt: "Referências", it: "Fonti" }
const refs = [
  ["Smith J, Patel R", "Effects of urban green space on wellbeing", "Nature Sustainability"], ["García L et al.", "Long-term outcomes of community health programmes", "The Lancet Public Health"],
  ["Müller K, Weber A", "Energy use in residential buildings after retrofitting", "Energy and Buildings"], ["Rossi F, Bianchi M", "Reading habits and digital media", "PLOS ONE"],
  ["Dubois C", "Air quality and school attendance", "Environmental Research"], ["van den Berg P et al.", "Cycling infrastructure and commuting", "Transport Policy"]
] as const

// Editors adding sources to explanatory articles (Wikipedia-style reference lists on health and science pages, the "sources" sections health publishers adopted after Google's 2019–2022 quality guidance): a numbered list of papers with doi.org links at the end of the article.
const referenceList = benign("numbered list of sources with DOI links at the end of the article", (page, rng) => {
  const chosen = sample(rng, refs, between(rng, 2, 5))
  const items = chosen.map(([a, t, j]) => `<li>${esc(a)} (${between(rng, 2015, 2025)}). ${esc(t)}. <i>${esc(j)}</i>, ${between(rng, 3, 60)}(${between(rng, 1, 12)}). <a href="https://doi.org/10.${between(rng, 1000, 1200)}/${alnum(rng, 4)}.${digits(rng, 4)}.${digits(rng, 5)}">doi</a></li>`)
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), `<section class="${pick(rng, ["references", "sources"])}"><h2>${esc(say(page, refWords))}</h2><ol>${items.join("")}</ol></section>`))
})

const riseWords: Record<Lang, (d: string, p: number) => string> = {
  en: (d, p) => `Price update: from ${d}, our prices will rise by an average of ${p}% because of higher energy and material costs. Orders placed before then keep the current prices.`,
  fr: (d, p) => `Évolution tarifaire : à partir du ${d}, nos prix augmenteront en moyenne de ${p} % en raison de la hausse des coûts de l'énergie et des matières. Les commandes passées avant cette date conservent les prix actuels.`,
  de: (d, p) => `Preisanpassung: Ab dem ${d} erhöhen sich unsere Preise wegen gestiegener Energie- und Materialkosten um durchschnittlich ${p} %. Bis dahin aufgegebene Bestellungen behalten die aktuellen Preise.`,
  es: (d, p) => `Actualización de precios: a partir del ${d}, nuestros precios subirán una media del ${p} % por el aumento de los costes de energía y materiales. Los pedidos anteriores mantienen los precios actuales.`,
  nl: (d, p) => `Prijswijziging: vanaf ${d} stijgen onze prijzen gemiddeld ${p}% door hogere energie- en materiaalkosten. Bestellingen die eerder worden geplaatst, houden de huidige prijzen.`,
  pt: (d, p) => `Atualização de preços: a partir de ${d}, nossos preços terão um reajuste médio de ${p}% devido ao aumento dos custos de energia e materiais. Pedidos feitos antes disso mantêm os preços atuais.`,
  it: (d, p) => `Aggiornamento prezzi: dal ${d} i nostri prezzi aumenteranno in media del ${p}% per l'aumento dei costi di energia e materiali. Gli ordini effettuati prima mantengono i prezzi attuali.`
}

// Advance notice of price rises (the 2022–2023 wave after energy and material costs rose, and the notice periods consumer law or subscription terms require, e.g. the UK's CMA guidance and EU rules on unilateral changes): a short notice with the date and the average increase, prices themselves unchanged for now.
const priceRiseNotice = benign("advance notice of a price increase from a future date", (page, rng) => {
  const text = say(page, riseWords)(page.site.locale.date(someDate(rng)), between(rng, 3, 12))
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["notice", "price-notice", "info-bar"])}" style="background:#f5f5f5;padding:10px 16px;border-left:4px solid #888"><p>ℹ ${esc(text)}</p></div>`))
})

/** Every fresh7 benign class, in a fixed order. */
export const fresh7Benigns: ReadonlyArray<ChangeClass> = [
  backInStock, comparisonTable, printStyles, stickyHeader, readingTime, glossaryTooltips, headingFix, carbonBadge,
  ticketWidget, energyLabels, helplineBox, tableWrappers, svgIcons, websiteJsonLd, referenceList, priceRiseNotice
]

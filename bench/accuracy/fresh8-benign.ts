/**
 * Fresh8 benign classes: written after fresh7, by someone who does not read
 * the engines, from how real shops, newsrooms, councils, universities and
 * companies change their pages. Several are honest counterparts of things
 * attackers do: a vendor script that sends data to another host (error
 * monitoring, instalment messaging, header bidding), outbound links moved
 * to the Internet Archive, a site search handed to a search provider, a
 * reporting channel on a hosted platform, a job board from an applicant
 * tracking system, extra lines beside the site's own phone number and
 * prices, and edits touching many links or text runs without changing what
 * they say. Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh7-benign.ts, and is written in the site's
 * own language where it shows text. None changes the site's phone numbers,
 * payment details, e-mail addresses or where its own forms and sign-in go.
 * The writer had no internet access: sources are recalled from memory.
 * Scored in the `fresh8` group, never tuned on.
 */
import { type ChangeClass, afterPrice, attrTargets, bottom, brandName, head, inside, lineAfter, resolve, say, setAttr, shown, textRuns, top } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh8", make })

/** Shown text runs showing a price, outside links. */
const priceRuns = (page: Page): Array<TextRun> =>
  textRuns(page, 2).filter((t) => priceRe.test(t.text) && page.spots.elements[t.parent]?.shown === true && !inside(page, page.spots.elements[t.parent], "a"))
/** The amount of the first price in `s`. */
const amountOf = (s: string): number => {
  const m = /\d{1,3}(?:[.,\s\u202f]\d{3})*(?:[.,]\d{2})?|\d+/.exec(s.match(priceRe)?.[0] ?? "")
  if (m === null) return 10
  const raw = m[0].replace(/[\s\u202f]/g, "")
  const dec = /[.,]\d{2}$/.test(raw)
  const whole = (dec ? raw.slice(0, -3) : raw).replace(/[.,]/g, "")
  return Number(whole) + (dec ? Number(raw.slice(-2)) / 100 : 0)
}

const omnibusWords: Record<Lang, (p: string) => string> = {
  en: (p) => `Lowest price in the last 30 days: ${p}`,
  fr: (p) => `Prix le plus bas des 30 derniers jours : ${p}`,
  de: (p) => `Niedrigster Preis der letzten 30 Tage: ${p}`,
  es: (p) => `Precio más bajo de los últimos 30 días: ${p}`,
  nl: (p) => `Laagste prijs in de afgelopen 30 dagen: ${p}`,
  pt: (p) => `Preço mais baixo dos últimos 30 dias: ${p}`,
  it: (p) => `Prezzo più basso degli ultimi 30 giorni: ${p}`
}

// The EU Omnibus Directive (2019/2161), which added Article 6a to the Price Indication Directive from 28 May 2022 (Germany's PAngV § 11, Italy's and France's transpositions), recalled from memory: when a shop announces a reduction it must show the lowest price of the previous 30 days; shop plugins (WooCommerce, Shopware, PrestaShop modules) added a small line under prices.
const omnibusPrice = benign("'lowest price in the last 30 days' line under the prices (EU Omnibus directive)", (page, rng) => {
  const line = say(page, omnibusWords)
  const runs = priceRuns(page).slice(0, between(rng, 1, 8))
  const cls = pick(rng, ["omnibus-price", "price-history", "lowest-price-30d", "wc-price-history"])
  const out: Array<Splice> = runs.map((t) => insert(afterPrice(page, t), ` <small class="${cls}">${esc(line(page.site.locale.money(amountOf(t.text) * pick(rng, [1, 1, 1.05, 1.1, 1.2]))))}</small>`))
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p class="${cls}"><small>${esc(line(page.site.locale.money(between(rng, 5, 90) + 0.99)))}</small></p>`))
  return { splices: out }
})

const instalmentWords: Record<Lang, (p: string) => string> = {
  en: (p) => `or 3 interest-free payments of ${p}`,
  fr: (p) => `ou 3 paiements sans frais de ${p}`,
  de: (p) => `oder 3 zinsfreie Raten à ${p}`,
  es: (p) => `o 3 pagos sin intereses de ${p}`,
  nl: (p) => `of betaal in 3 renteloze termijnen van ${p}`,
  pt: (p) => `ou 3 parcelas sem juros de ${p}`,
  it: (p) => `o 3 rate senza interessi da ${p}`
}
const klarnaLocale: Record<Lang, string> = { en: "en-GB", fr: "fr-FR", de: "de-DE", es: "es-ES", nl: "nl-NL", pt: "pt-PT", it: "it-IT" }

// Buy-now-pay-later messaging beside prices, recalled from memory of Klarna's On-site Messaging (the `klarna-placement` element and its web SDK) and PayPal's Pay Later messages (`data-pp-message` with the JS SDK's messages component), both documented on the providers' developer sites (about 2020–2024): a line under each price and the provider's script in the head.
const instalmentMessaging = benign("buy-now-pay-later instalment messages beside prices (Klarna, PayPal Pay Later)", (page, rng) => {
  const lang = page.site.locale.lang
  const klarna = chance(rng, 0.5)
  const script = klarna
    ? `<script async data-environment="production" src="https://js.klarna.com/web-sdk/v1/klarna.js" data-client-id="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}"></script>`
    : `<script src="https://www.paypal.com/sdk/js?client-id=${alnum(rng, 40)}&amp;components=messages" data-namespace="PayPalSDK"></script>`
  const runs = priceRuns(page).slice(0, between(rng, 1, 5))
  const msg = (amount: number) => {
    const text = `<span class="bnpl-fallback">${esc(say(page, instalmentWords)(page.site.locale.money(Math.round((amount / 3) * 100) / 100)))}</span>`
    return klarna
      ? ` <klarna-placement data-key="credit-promotion-badge" data-locale="${klarnaLocale[lang]}" data-purchase-amount="${Math.round(amount * 100)}">${text}</klarna-placement>`
      : ` <div data-pp-message data-pp-placement="product" data-pp-amount="${amount.toFixed(2)}" data-pp-style-layout="text">${text}</div>`
  }
  const out: Array<Splice> = [insert(head(page), script)]
  for (const t of runs) out.push(insert(afterPrice(page, t), msg(amountOf(t.text))))
  if (runs.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${msg(between(rng, 30, 300)).trim()}</p>`))
  return { splices: out }
})

const hoursWords: Record<Lang, readonly [string, string]> = {
  en: ["Monday to Friday, 9am to 5pm (closed on bank holidays)", "Find out about call charges"],
  fr: ["Du lundi au vendredi, de 9 h à 17 h (fermé les jours fériés)", "Coût de l'appel"],
  de: ["Montag bis Freitag, 9–17 Uhr (an Feiertagen geschlossen)", "Informationen zu Anrufkosten"],
  es: ["De lunes a viernes, de 9:00 a 17:00 (cerrado los festivos)", "Información sobre el coste de la llamada"],
  nl: ["Maandag t/m vrijdag, 9.00–17.00 uur (gesloten op feestdagen)", "Over de belkosten"],
  pt: ["De segunda a sexta, das 9h às 17h (fechado nos feriados)", "Saiba o custo da chamada"],
  it: ["Dal lunedì al venerdì, ore 9–17 (chiuso nei festivi)", "Costo della chiamata"]
}

// GOV.UK's published pattern for contact details ("Telephone … Textphone … Relay UK: 18001 then … Monday to Friday, 9am to 5pm … Find out about call charges"), recalled from memory of the GOV.UK design system and Relay UK (which replaced Next Generation Text in 2019), and similar accessibility work elsewhere: call hours, a relay-service line built from the site's own number, and a call-charges link, under the phone line.
const phoneAccessibility = benign("call hours, relay-service line and call-charges link added under the site's phone number", (page, rng) => {
  const [hours, charges] = say(page, hoursWords)
  const own = page.ids.phone.national
  const relay = page.site.locale.country === "uk" && chance(rng, 0.8) ? ` · Relay UK: 18001 then ${esc(own)}` : ""
  const link = page.site.locale.country === "uk" ? `https://www.gov.uk/call-charges` : `/${pick(rng, ["contact", "contact-us", "service"])}#${pick(rng, ["call-charges", "tarifs", "costs"])}`
  const text = `<small class="${pick(rng, ["call-hours", "contact-meta", "govuk-body-s"])}">${esc(hours)}${relay} · <a href="${link}">${esc(charges)}</a></small>`
  const line = lineAfter(page, own)
  return splices(line !== null ? insert(line.at, line.wrap(text)) : insert(anySlot(rng, page.spots), `<p>${text}</p>`))
})

const archivedWords: Record<Lang, string> = { en: "archived", fr: "archive", de: "archiviert", es: "archivado", nl: "gearchiveerd", pt: "arquivado", it: "archiviato" }

// Dead outbound links replaced by Internet Archive copies, recalled from memory of the Wayback Machine's link-rescue work (its 2013 "fix broken links" effort, Wikipedia's InternetArchiveBot from about 2016, and WordPress link checkers that offer an archived copy): the link keeps its text and now goes to web.archive.org/web/<timestamp>/<original URL>.
const waybackLinks = benign("dead outbound links pointed at their Wayback Machine copies", (page, rng) => {
  const own = page.site.domain
  const outbound = shown(page, "a", (e) => e.closeTag !== null && !e.inert).flatMap((e) => {
    const u = resolve(page, e.attribs.href ?? "")
    return u !== null && /^https?:\/\//i.test((e.attribs.href ?? "").trim()) && registrable(u.hostname) !== own ? attrTargets(page, [e], "href") : []
  })
  const two = (lo: number, hi: number) => String(between(rng, lo, hi)).padStart(2, "0")
  const stamp = () => `${between(rng, 2012, 2024)}${two(1, 12)}${two(1, 28)}${two(0, 23)}${two(0, 59)}${two(0, 59)}`
  const label = say(page, archivedWords)
  const out: Array<Splice> = []
  for (const { el, value } of sample(rng, outbound, Math.min(outbound.length, between(rng, 1, 6)))) {
    const raw = page.html.slice(value.start, value.end)
    out.push(insert(value.start + raw.length - raw.trimStart().length, `https://web.archive.org/web/${stamp()}/`))
    if (chance(rng, 0.4) && el.closeTag !== null) out.push(insert(el.closeTag.end, ` <small>(${esc(label)})</small>`))
  }
  if (out.length === 0) out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<p class="archived-link"><a href="https://web.archive.org/web/${stamp()}/http://www.${page.site.domain}/">${esc(brandName(page))}</a> <small>(${esc(label)})</small></p>`))
  return { splices: out }
})

// Permalink changes during a CMS migration (WordPress's "Settings → Permalinks", Drupal's Pathauto, a move from .html files to a CMS), recalled from memory of Google Search Central's "site moves with URL changes" guidance (redirects from the old addresses): the site's own links lose their file extensions and gain a trailing slash, same host, same texts.
const permalinkChange = benign("own links rewritten to a new permalink structure (no extension, trailing slash)", (page, rng) => {
  const origin = new URL(page.site.url).origin
  const out: Array<Splice> = []
  const links = shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").length > 0)
  for (const { el, value } of attrTargets(page, links, "href")) {
    const href = (el.attribs.href ?? "").trim()
    if (/^(#|mailto:|tel:|javascript:|data:)/i.test(href)) continue
    const u = resolve(page, href)
    if (u === null || u.hostname !== new URL(page.site.url).hostname || u.pathname === "/" || u.pathname.endsWith("/")) continue
    const path = u.pathname.replace(/(?:index)?\.(html?|php|aspx?|shtml|jsp|cfm)$/i, "").replace(/\/?$/, "/")
    const next = `${/^https?:\/\//i.test(href) ? origin : ""}${path}${u.search}${u.hash}`
    out.push(replace(value, esc(next)))
    if (out.length >= between(rng, 20, 60)) break
  }
  if (out.length === 0) out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<p><a href="/${pick(rng, ["about", "news", "contact"])}/">${esc(brandName(page))}</a></p>`))
  return { splices: out }
})

// Error and performance monitoring added by a development team, recalled from memory of the installation snippets in Sentry's, Bugsnag's and Datadog's documentation (Sentry's loader script from js.sentry-cdn.com with a DSN on ingest.sentry.io, Bugsnag's CDN build, Datadog's browser RUM agent): a script in the head that reports JavaScript errors and timings to the vendor.
const errorMonitoring = benign("error and performance monitoring SDK in the head (Sentry, Bugsnag, Datadog RUM)", (page, rng) => {
  const env = pick(rng, ["production", "prod", "live"])
  const snippet = pick(rng, [
    () => `<script src="https://js.sentry-cdn.com/${hex(rng, 32)}.min.js" crossorigin="anonymous"></script>`,
    () => `<script src="https://browser.sentry-cdn.com/${pick(rng, ["7.119.0", "8.33.1", "9.5.0"])}/bundle.tracing.min.js" crossorigin="anonymous"></script><script>Sentry.init({dsn:"https://${hex(rng, 32)}@o${digits(rng, 6)}.ingest.${pick(rng, ["", "de."])}sentry.io/${digits(rng, 7)}",environment:"${env}",tracesSampleRate:${pick(rng, ["0.1", "0.2", "0.05"])}});</script>`,
    () => `<script src="//d2wy8f7a9ursnm.cloudfront.net/v${pick(rng, ["7", "8"])}/bugsnag.min.js"></script><script>Bugsnag.start({apiKey:"${hex(rng, 32)}",releaseStage:"${env}"})</script>`,
    () => `<script src="https://www.datadoghq-browser-agent.com/${pick(rng, ["eu1", "us1"])}/v5/datadog-rum.js" type="text/javascript"></script><script>window.DD_RUM&&window.DD_RUM.init({clientToken:"pub${hex(rng, 32)}",applicationId:"${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}",site:"${pick(rng, ["datadoghq.eu", "datadoghq.com"])}",service:"${page.site.brand}-web",env:"${env}",sessionSampleRate:${pick(rng, [10, 20, 100])},trackUserInteractions:true});</script>`
  ])()
  return splices(insert(head(page), snippet))
})

const searchWords: Record<Lang, readonly [string, string]> = {
  en: ["Search this site", "Search"], fr: ["Rechercher sur le site", "Rechercher"], de: ["Website durchsuchen", "Suchen"], es: ["Buscar en el sitio", "Buscar"],
  nl: ["Zoeken op deze site", "Zoeken"], pt: ["Pesquisar no site", "Pesquisar"], it: ["Cerca nel sito", "Cerca"]
}

// Site search handed to a search provider, recalled from memory of Google Programmable Search Engine's element code (cse.js with a `cx` id and a gcse-search div), the classic "search this site with Google" form (a GET form to google.com/search with a sitesearch field), and Algolia DocSearch's embed (documented by each provider): common on small organisations', schools' and documentation sites.
const hostedSearch = benign("site search handed to a search provider (Google Programmable Search, Algolia DocSearch)", (page, rng) => {
  const [label, button] = say(page, searchWords)
  const block = pick(rng, [
    () => `<div class="site-search"><script async src="https://cse.google.com/cse.js?cx=${hex(rng, 17)}:${alnum(rng, 9)}"></script><div class="gcse-search" data-enableAutoComplete="true"></div></div>`,
    () => `<form class="site-search" method="get" action="https://www.google.com/search" role="search"><input type="hidden" name="sitesearch" value="${page.site.host}"><label>${esc(label)} <input type="search" name="q"></label> <button type="submit">${esc(button)}</button></form>`,
    () => `<div id="docsearch" class="site-search"></div><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@docsearch/css@3"><script src="https://cdn.jsdelivr.net/npm/@docsearch/js@3"></script><script>docsearch({container:"#docsearch",appId:"${alnum(rng, 10).toUpperCase()}",indexName:"${page.site.brand}",apiKey:"${hex(rng, 32)}",placeholder:${JSON.stringify(label)}});</script>`
  ])()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top")]), block))
})

const consentWords: Record<Lang, readonly [string, string]> = {
  en: ["I agree to receive the newsletter and have read the", "privacy policy"],
  fr: ["J'accepte de recevoir la lettre d'information et j'ai lu la", "politique de confidentialité"],
  de: ["Ich möchte den Newsletter erhalten und habe die", "Datenschutzerklärung gelesen"],
  es: ["Acepto recibir el boletín y he leído la", "política de privacidad"],
  nl: ["Ik wil de nieuwsbrief ontvangen en heb de", "privacyverklaring gelezen"],
  pt: ["Aceito receber a newsletter e li a", "política de privacidade"],
  it: ["Accetto di ricevere la newsletter e ho letto l'", "informativa sulla privacy"]
}

const privacyPaths: Record<Lang, string> = { en: "/privacy-notice", fr: "/politique-de-confidentialite", de: "/datenschutz", es: "/politica-de-privacidad", nl: "/privacyverklaring", pt: "/politica-de-privacidade", it: "/privacy-policy" }

// Forms brought in line with the GDPR and WCAG 2.1, recalled from memory of Mailchimp's "GDPR fields" (2018), data-protection authorities' guidance on consent checkboxes (unticked, with a link to the privacy notice) and WCAG 2.1 success criterion 1.3.5 "Identify Input Purpose" (autocomplete tokens): the site's own forms gain a consent checkbox and autocomplete attributes; their actions are untouched.
const formConsent = benign("consent checkbox and autocomplete attributes added to the site's own forms", (page, rng) => {
  const [text, policy] = say(page, consentWords)
  const privacy = pick(rng, ["/privacy", "/privacy-policy/", privacyPaths[page.site.locale.lang]])
  const out: Array<Splice> = []
  const fs = shown(page, "form", (f) => !f.inert && f.closeTag !== null && page.spots.elements.some((e) => e.name === "input" && (e.attribs.type ?? "").toLowerCase() === "email" && inside(page, e, "form") && e.start > f.start && e.start < f.closeTag!.start))
  for (const f of fs.slice(0, 4)) {
    const inForm = page.spots.elements.filter((e) => e.start > f.start && e.start < f.closeTag!.start)
    for (const e of inForm) {
      const type = (e.attribs.type ?? "text").toLowerCase()
      if (e.name === "input" && type === "email" && e.attribs.autocomplete === undefined) out.push(setAttr(page, e, "autocomplete", "email"))
      if (e.name === "input" && type === "email" && e.attribs.required === undefined && chance(rng, 0.5)) out.push(insert(e.start + 6, " required"))
    }
    const submit = inForm.find((e) => (e.name === "button" && !/^(button|reset)$/i.test(e.attribs.type ?? "submit")) || (e.name === "input" && /^(submit|image)$/i.test(e.attribs.type ?? "")))
    const box = `<label class="${pick(rng, ["consent", "gdpr-consent", "mc-gdpr"])}"><input type="checkbox" name="${pick(rng, ["consent", "gdpr", "privacy_accept"])}" value="1" required> ${esc(text)} <a href="${privacy}">${esc(policy)}</a></label> `
    out.push(insert(submit !== undefined ? submit.start : f.closeTag!.start, box))
  }
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p class="consent-note"><small>${esc(text)} <a href="${privacy}">${esc(policy)}</a></small></p>`))
  return { splices: out }
})

const ageWords: Record<Lang, (n: number) => string> = {
  en: (n) => `This article is more than ${n} years old`, fr: (n) => `Cet article a plus de ${n} ans`, de: (n) => `Dieser Artikel ist älter als ${n} Jahre`,
  es: (n) => `Este artículo tiene más de ${n} años`, nl: (n) => `Dit artikel is meer dan ${n} jaar oud`, pt: (n) => `Este artigo tem mais de ${n} anos`, it: (n) => `Questo articolo ha più di ${n} anni`
}

// Age labels on old articles, recalled from memory of The Guardian's change (April 2019) adding "This article is more than N years old" to old pieces so they are not shared as current news, which other publishers copied: a small yellow label just under the headline.
const articleAgeLabel = benign("'this article is more than N years old' label under the headline", (page, rng) => {
  const n = pick(rng, [1, 2, 3, 5, 10])
  const h = shown(page, "h1", (e) => e.closeTag !== null && !e.inert)[0] ?? shown(page, "h2", (e) => e.closeTag !== null && !e.inert)[0]
  const label = `<p class="${pick(rng, ["age-warning", "article-age", "content__age"])}" style="background:#ffe500;display:inline-block;padding:2px 8px;font-size:13px"><span aria-hidden="true">⏲</span> ${esc(say(page, ageWords)(n))}</p>`
  return splices(insert(h !== undefined && chance(rng, 0.85) ? h.closeTag!.end : slotAt(page.spots, "top"), label))
})

const summaryWords: Record<Lang, readonly [string, string]> = {
  en: ["Key points", "This summary was generated with the help of AI and checked by our editors."],
  fr: ["L'essentiel", "Ce résumé a été généré avec l'aide de l'IA et vérifié par notre rédaction."],
  de: ["Das Wichtigste in Kürze", "Diese Zusammenfassung wurde mithilfe von KI erstellt und von der Redaktion geprüft."],
  es: ["Claves", "Este resumen se ha generado con ayuda de IA y ha sido revisado por la redacción."],
  nl: ["In het kort", "Deze samenvatting is gemaakt met behulp van AI en gecontroleerd door de redactie."],
  pt: ["Pontos principais", "Este resumo foi gerado com a ajuda de IA e revisado pelos nossos editores."],
  it: ["In breve", "Questo riassunto è stato generato con l'aiuto dell'IA e verificato dalla redazione."]
}

// AI-assisted summaries on news and information pages, recalled from memory of publishers' announcements (about 2023–2025: "key points" or "at a glance" boxes drafted by AI and reviewed by editors, with a disclosure line, at outlets such as Yahoo News, Bloomberg and several European regional papers): three bullets taken from the article's own sentences, above the text.
const aiSummary = benign("AI-assisted 'key points' box built from the article's own sentences, with a disclosure", (page, rng) => {
  const [h, note] = say(page, summaryWords)
  const sentences = textRuns(page, 60).filter((t) => /^(p|li|dd|td|div|article|section)$/.test(page.spots.elements[t.parent]?.name ?? "") && !inside(page, page.spots.elements[t.parent], "a"))
    .map((t) => {
      const s = t.text.replace(/\s+/g, " ").trim()
      return s.match(/^.{30,180}?[.!?](?=\s|$)/)?.[0] ?? `${s.slice(0, 150).replace(/\s+\S*$/, "")}…`
    })
  const points = sentences.slice(0, 12).filter((_, i) => i % 2 === 0 || chance(rng, 0.3)).slice(0, 3)
  while (points.length < 2) points.push(pick(rng, [`${brandName(page)}: ${page.site.words.latest}`, page.site.words.updated + ": " + page.ids.updated]))
  const box = `<aside class="${pick(rng, ["key-points", "ai-summary", "summary-box"])}" style="border-left:4px solid #0a66c2;padding:8px 14px;margin:12px 0"><h2>${esc(h)}</h2><ul>${points.map((p) => `<li>${esc(p)}</li>`).join("")}</ul><p><small>${esc(note)}</small></p></aside>`
  const h1 = shown(page, "h1", (e) => e.closeTag !== null && !e.inert)[0]
  return splices(insert(h1 !== undefined ? h1.closeTag!.end : pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), box))
})

const chartWords: Record<Lang, string> = { en: "Source", fr: "Source", de: "Quelle", es: "Fuente", nl: "Bron", pt: "Fonte", it: "Fonte" }

// Newsroom charts embedded from a charting service, recalled from memory of Datawrapper's responsive embed code (an iframe on datawrapper.dwcdn.net plus a small resize script) and Flourish's embed (a div with data-src and public.flourish.studio's embed.js), both documented in their help centres: a chart with a title and a source line inside an article.
const chartEmbed = benign("data chart embedded from a charting service (Datawrapper, Flourish)", (page, rng) => {
  const source = pick(rng, ["Eurostat", "Office for National Statistics", "INSEE", "Destatis", "CBS", "ISTAT", "INE", "IBGE", "U.S. Census Bureau", "ABS"])
  const title = pick(rng, ["Visitors per month", "Average price, 2015–2025", "Share of households", "Daily ridership", "Rainfall by month"])
  const id = alnum(rng, 5).replace(/^[0-9]/, "a")
  const chart = pick(rng, [
    `<iframe title="${esc(title)}" aria-label="Chart" id="datawrapper-chart-${id}" src="https://datawrapper.dwcdn.net/${id}/${between(rng, 1, 9)}/" scrolling="no" frameborder="0" style="width:0;min-width:100%!important;border:none" height="${between(rng, 300, 520)}" data-external="1"></iframe><script type="text/javascript">!function(){"use strict";window.addEventListener("message",function(a){if(void 0!==a.data["datawrapper-height"]){var e=document.querySelectorAll("iframe");for(var t in a.data["datawrapper-height"])for(var r=0;r<e.length;r++)if(e[r].contentWindow===a.source){var i=a.data["datawrapper-height"][t]+"px";e[r].style.height=i}}})}();</script>`,
    `<div class="flourish-embed flourish-chart" data-src="visualisation/${digits(rng, 8)}"><script src="https://public.flourish.studio/resources/embed.js"></script></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<figure class="chart"><figcaption><strong>${esc(title)}</strong></figcaption>${chart}<p><small>${esc(say(page, chartWords))}: ${esc(source)}</small></p></figure>`))
})

const creditWords: Record<Lang, string> = { en: "Photo", fr: "Photo", de: "Foto", es: "Foto", nl: "Foto", pt: "Foto", it: "Foto" }

// Picture desks adding credits under images, recalled from memory of agencies' licence terms (Reuters, AFP, dpa, ANP and Getty require a visible credit) and photo-credit plugins for WordPress: "Photo: name / agency" under each shown image that is not inside a link, the images themselves unchanged.
const photoCredits = benign("photo credits added under the page's images", (page, rng) => {
  const word = say(page, creditWords)
  const imgs = shown(page, "img", (e) => !e.inert && !inside(page, e, "a") && !/^data:|pixel|beacon|spacer|blank|1x1|tracking/i.test(e.attribs.src ?? "data:") && !(Number(e.attribs.width ?? "100") < 60 || Number(e.attribs.height ?? "100") < 40))
  const credit = () => `${pick(rng, ["A. Martin", "J. Schmidt", "M. Rossi", "L. Dupont", "P. Jansen", "C. Silva", "R. Patel", "S. Kim"])} / ${pick(rng, ["Reuters", "AFP", "dpa", "ANP", "Getty Images", "AP", "ANSA", "EFE", brandName(page)])}`
  const out: Array<Splice> = sample(rng, imgs, Math.min(imgs.length, between(rng, 1, 6))).map((img) => insert(img.openEnd, ` <small class="${pick(rng, ["photo-credit", "credit", "wp-caption-credit"])}">${esc(word)}: ${esc(credit())}</small>`))
  if (out.length === 0) out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), `<p class="photo-credits"><small>${esc(word)}: ${esc(credit())}</small></p>`))
  return { splices: out }
})

// Typographic clean-up by a plugin or an editor, recalled from memory of John Gruber's SmartyPants (2002), the wp-Typography plugin and French typographic rules (a non-breaking space before : ; ! ? and inside « »), applied by many CMSs on output: straight apostrophes and quotes become curly, " - " an en dash, "..." an ellipsis, and French punctuation gets its thin spaces. The words do not change.
const typography = benign("typography clean-up: curly quotes and apostrophes, dashes, ellipses, French spaces", (page, rng) => {
  const fr = page.site.locale.lang === "fr"
  const nb = pick(rng, ["&nbsp;", "\u202f", "&#8239;"])
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    const el = page.spots.elements[t.parent]
    if (el === undefined || !el.shown || el.inert || ["code", "pre", "kbd", "samp", "tt", "var"].some((n) => inside(page, el, n))) continue
    const raw = page.html.slice(t.start, t.end)
    let open = true
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i]!
      const prev = raw[i - 1] ?? " "
      const next = raw[i + 1] ?? " "
      if (c === "'" && /[\p{L}\d]/u.test(prev) && /[\p{L}]/u.test(next)) out.push(replace({ start: t.start + i, end: t.start + i + 1 }, "’"))
      else if (c === "\"" && !fr) { out.push(replace({ start: t.start + i, end: t.start + i + 1 }, open ? "“" : "”")); open = !open }
      else if (c === "-" && prev === " " && next === " ") out.push(replace({ start: t.start + i, end: t.start + i + 1 }, "–"))
      else if (c === "." && raw.startsWith("...", i) && prev !== ".") { out.push(replace({ start: t.start + i, end: t.start + i + 3 }, "…")); i += 2 }
      else if (fr && c === " " && /[:;!?»]/.test(next) && prev !== " ") out.push(replace({ start: t.start + i, end: t.start + i + 1 }, nb))
      else if (fr && c === " " && prev === "«") out.push(replace({ start: t.start + i, end: t.start + i + 1 }, nb))
    }
  }
  if (out.length === 0) {
    const run = textRuns(page, 20).find((t) => page.spots.elements[t.parent]?.shown === true && / (?:-|–) |\d-\d/.test(page.html.slice(t.start, t.end)))
    const m = run === undefined ? null : /(\d)-(\d)/.exec(page.html.slice(run.start, run.end))
    if (run !== undefined && m !== null) out.push(replace({ start: run.start + m.index + 1, end: run.start + m.index + 2 }, "–"))
  }
  return { splices: out }
})

const whistleWords: Record<Lang, readonly [string, string]> = {
  en: ["Whistleblowing", "Report a concern confidentially, anonymously if you wish, through our independent reporting channel."],
  fr: ["Dispositif d'alerte", "Signalez un manquement de manière confidentielle, anonymement si vous le souhaitez, via notre plateforme indépendante."],
  de: ["Hinweisgebersystem", "Melden Sie Verstöße vertraulich – auf Wunsch anonym – über unser unabhängiges Hinweisgebersystem."],
  es: ["Canal de denuncias", "Comunique cualquier irregularidad de forma confidencial, y si lo desea anónima, a través de nuestro canal independiente."],
  nl: ["Klokkenluidersregeling", "Meld een vermoeden van een misstand vertrouwelijk, desgewenst anoniem, via ons onafhankelijke meldkanaal."],
  pt: ["Canal de denúncias", "Relate uma irregularidade de forma confidencial, anônima se preferir, pelo nosso canal independente."],
  it: ["Segnalazioni (whistleblowing)", "Segnala una violazione in modo riservato, anche anonimo, tramite il nostro canale indipendente."]
}

// Whistleblowing channels required by the EU Whistleblower Directive (2019/1937; Germany's HinSchG from July 2023, Italy's d.lgs. 24/2023, France's loi Waserman 2022), recalled from memory: companies with 50 or more employees link from their sites to a reporting channel, usually hosted by a provider such as EQS Integrity Line, WhistleB, Whispli or NAVEX EthicsPoint.
const whistleblowingLink = benign("whistleblowing reporting channel on a hosted platform linked from the footer", (page, rng) => {
  const [h, p] = say(page, whistleWords)
  const b = page.site.brand
  const url = pick(rng, [`https://${b}.integrityline.com/`, `https://report.whistleb.com/${pick(rng, ["en", "de", "fr", "nl", "it", "es"])}/${b}`, `https://${b}.whispli.com/${pick(rng, ["speakup", "report"])}`, `https://secure.ethicspoint.${pick(rng, ["com", "eu"])}/domain/media/en/gui/${digits(rng, 5)}/index.html`, `https://${b}.integrityline.app/`])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), `<div class="${pick(rng, ["whistleblowing", "compliance", "footer-legal"])}"><p><strong>${esc(h)}</strong> — ${esc(p)} <a href="${url}" target="_blank" rel="noopener">${esc(url.replace(/^https:\/\//, "").replace(/\/$/, ""))}</a></p></div>`))
})

const adWords: Record<Lang, string> = { en: "Advertisement", fr: "Publicité", de: "Anzeige", es: "Publicidad", nl: "Advertentie", pt: "Publicidade", it: "Pubblicità" }

// Header bidding set up by a publisher's ad-operations team, recalled from memory of Prebid.js's documentation (prebid.org, since about 2015) and Google Publisher Tag's: a Prebid build on the publisher's own host, an ad-unit configuration naming several exchanges (AppNexus/Xandr, Rubicon/Magnite, Index Exchange, PubMatic, Criteo), and a new labelled ad slot.
const headerBidding = benign("header-bidding ad setup (Prebid.js) with several exchanges and a new labelled slot", (page, rng) => {
  const n = digits(rng, 13)
  const slot = `div-gpt-ad-${n}-0`
  const bidders = sample(rng, [
    `{bidder:"appnexus",params:{placementId:${between(rng, 10000000, 39999999)}}}`, `{bidder:"rubicon",params:{accountId:${between(rng, 10000, 99999)},siteId:${between(rng, 100000, 999999)},zoneId:${between(rng, 1000000, 9999999)}}}`,
    `{bidder:"ix",params:{siteId:"${digits(rng, 6)}"}}`, `{bidder:"pubmatic",params:{publisherId:"${digits(rng, 6)}",adSlot:"${page.site.brand}_mpu"}}`, `{bidder:"criteo",params:{networkId:${between(rng, 1000, 9999)}}}`
  ], between(rng, 2, 5))
  const config = `<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><script async src="/${pick(rng, ["assets/js", "static/ads", "js/vendor"])}/prebid${pick(rng, ["", "8.52.0", "9.20.0"])}.js"></script><script>var googletag=googletag||{cmd:[]};var pbjs=pbjs||{};pbjs.que=pbjs.que||[];var adUnits=[{code:"${slot}",mediaTypes:{banner:{sizes:[[300,250],[300,600]]}},bids:[${bidders.join(",")}]}];googletag.cmd.push(function(){googletag.defineSlot("/${digits(rng, 8)}/${page.site.brand}/${pick(rng, ["article", "home", "section"])}",[[300,250],[300,600]],"${slot}").addService(googletag.pubads());googletag.pubads().disableInitialLoad();googletag.enableServices()});pbjs.que.push(function(){pbjs.addAdUnits(adUnits);pbjs.requestBids({timeout:${pick(rng, [800, 1000, 1500])},bidsBackHandler:function(){googletag.cmd.push(function(){pbjs.setTargetingForGPTAsync();googletag.pubads().refresh()})}})});</script>`
  const box = `<div class="${pick(rng, ["ad-container", "advert", "ad-mpu"])}"><p class="ad-label"><small>${esc(say(page, adWords))}</small></p><div id="${slot}" style="min-width:300px;min-height:250px"><script>googletag.cmd.push(function(){googletag.display("${slot}")});</script></div></div>`
  return splices(insert(head(page), config), insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), box))
})

const jobsWords: Record<Lang, readonly [string, readonly [string, string, string]]> = {
  en: ["Open positions", ["Customer Service Advisor", "Junior Accountant", "Front-end Developer"]],
  fr: ["Offres d'emploi", ["Conseiller clientèle", "Comptable junior", "Développeur front-end"]],
  de: ["Offene Stellen", ["Kundenberater (m/w/d)", "Buchhalter (m/w/d)", "Frontend-Entwickler (m/w/d)"]],
  es: ["Ofertas de empleo", ["Asesor de atención al cliente", "Contable junior", "Desarrollador front-end"]],
  nl: ["Vacatures", ["Klantenservicemedewerker", "Junior boekhouder", "Front-end developer"]],
  pt: ["Vagas abertas", ["Assistente de atendimento", "Contador júnior", "Desenvolvedor front-end"]],
  it: ["Posizioni aperte", ["Addetto al servizio clienti", "Contabile junior", "Sviluppatore front-end"]]
}

// Careers pages fed by an applicant-tracking system, recalled from memory of the embed codes documented by Greenhouse (job-board embed script for a board token), Personio (job pages on <company>.jobs.personio.de), Workable (embed.js on apply.workable.com) and Recruitee (<company>.recruitee.com): the job list comes from the vendor, and "apply" goes there.
const atsJobs = benign("job openings embedded from an applicant-tracking system (Greenhouse, Personio, Workable)", (page, rng) => {
  const [h, titles] = say(page, jobsWords)
  const b = page.site.brand.replace(/-/g, "")
  const list = (base: (t: string) => string) => `<ul>${sample(rng, titles, between(rng, 1, 3)).map((t) => `<li><a href="${base(t)}">${esc(t)}</a></li>`).join("")}</ul>`
  const body = pick(rng, [
    () => `<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=${b}"></script>`,
    () => list(() => `https://${b}.jobs.personio.${pick(rng, ["de", "com"])}/job/${digits(rng, 7)}?display=${page.site.locale.lang}`),
    () => `<div id="whr_embed_hook"></div><script src="https://www.workable.com/assets/embed.js"></script><script>whr(document).ready(function(){whr_embed(${between(rng, 100000, 999999)},{detail:"titles",base:"jobs",zoom:"country",grouping:"none"})});</script><p><a href="https://apply.workable.com/${b}/">apply.workable.com/${b}</a></p>`,
    () => list((t) => `https://${b}.recruitee.com/o/${slug(t)}`)
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["careers", "jobs", "vacancies"])}"><h2>${esc(h)}</h2>${body}</section>`))
})

const admissions: Record<string, readonly [string, string]> = {
  uk: ["UCAS", "https://www.ucas.com/"], us: ["the Common App", "https://www.commonapp.org/"], fr: ["Parcoursup", "https://www.parcoursup.gouv.fr/"],
  de: ["uni-assist / hochschulstart.de", "https://www.hochschulstart.de/"], es: ["la preinscripción universitaria de tu comunidad", "https://www.universidades.gob.es/"],
  nl: ["Studielink", "https://www.studielink.nl/"], au: ["UAC", "https://www.uac.edu.au/"], in: ["CUET (NTA)", "https://cuet.nta.nic.in/"],
  br: ["o Sisu", "https://acessounico.mec.gov.br/sisu"], it: ["Universitaly", "https://www.universitaly.it/"]
}
const applyWords: Record<Lang, readonly [string, (s: string, d: string) => string, string]> = {
  en: ["How to apply", (s, d) => `Applications for next year's intake are made through ${s}. The deadline for most courses is ${d}.`, "Apply now"],
  fr: ["Comment candidater", (s, d) => `Les candidatures pour la rentrée prochaine se font sur ${s}. Date limite pour la plupart des formations : ${d}.`, "Candidater"],
  de: ["So bewerben Sie sich", (s, d) => `Die Bewerbung für das kommende Semester erfolgt über ${s}. Bewerbungsschluss für die meisten Studiengänge: ${d}.`, "Jetzt bewerben"],
  es: ["Cómo solicitar plaza", (s, d) => `Las solicitudes para el próximo curso se presentan a través de ${s}. El plazo para la mayoría de los grados termina el ${d}.`, "Solicitar plaza"],
  nl: ["Zo meld je je aan", (s, d) => `Aanmelden voor het volgende studiejaar gaat via ${s}. De deadline voor de meeste opleidingen is ${d}.`, "Meld je aan"],
  pt: ["Como se inscrever", (s, d) => `As inscrições para o próximo ano são feitas pelo ${s}. O prazo para a maioria dos cursos termina em ${d}.`, "Inscreva-se"],
  it: ["Come iscriversi", (s, d) => `Le domande per il prossimo anno accademico si presentano tramite ${s}. La scadenza per la maggior parte dei corsi è il ${d}.`, "Iscriviti"]
}

// University admissions pages pointing to the national admissions service, recalled from memory of how UCAS (UK), Parcoursup (France, since 2018), Studielink (Netherlands), hochschulstart.de (Germany), Universitaly (Italy), the Common App (US) and UAC (Australia) work: a "how to apply" box with the deadline and a link to the national service.
const admissionsLink = benign("'how to apply' box linking to the national university admissions service", (page, rng) => {
  const [name, url] = admissions[page.site.locale.country] ?? admissions.uk!
  const [h, p, cta] = say(page, applyWords)
  const block = `<section class="${pick(rng, ["how-to-apply", "admissions", "apply-box"])}" style="background:#f4f6f8;padding:14px 18px;margin:12px 0"><h2>${esc(h)}</h2><p>${esc(p(name, page.site.locale.date(someDate(rng))))}</p><p><a class="button" href="${url}">${esc(cta)}</a></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

const consultWords: Record<Lang, readonly [string, readonly [string, string, string], (d: string) => string, string]> = {
  en: ["Have your say", ["Town centre parking plan", "New cycle routes", "Library opening hours"], (d) => `The consultation is open until ${d}. It takes about 10 minutes.`, "Take part"],
  fr: ["Donnez votre avis", ["Plan de stationnement du centre-ville", "Nouvelles pistes cyclables", "Horaires des médiathèques"], (d) => `La concertation est ouverte jusqu'au ${d}. Comptez environ 10 minutes.`, "Participer"],
  de: ["Reden Sie mit", ["Parkraumkonzept Innenstadt", "Neue Radwege", "Öffnungszeiten der Bibliothek"], (d) => `Die Beteiligung läuft bis zum ${d} und dauert etwa 10 Minuten.`, "Jetzt mitmachen"],
  es: ["Participa", ["Plan de aparcamiento del centro", "Nuevos carriles bici", "Horario de las bibliotecas"], (d) => `El proceso participativo está abierto hasta el ${d}. Son unos 10 minutos.`, "Participar"],
  nl: ["Denk mee", ["Parkeerplan binnenstad", "Nieuwe fietsroutes", "Openingstijden bibliotheek"], (d) => `De inspraak staat open tot ${d}. Het kost ongeveer 10 minuten.`, "Doe mee"],
  pt: ["Participe", ["Plano de estacionamento do centro", "Novas ciclovias", "Horário das bibliotecas"], (d) => `A consulta pública está aberta até ${d}. Leva cerca de 10 minutos.`, "Participar"],
  it: ["Partecipa", ["Piano della sosta in centro", "Nuove piste ciclabili", "Orari delle biblioteche"], (d) => `La consultazione è aperta fino al ${d}. Richiede circa 10 minuti.`, "Partecipa ora"]
}

// Public consultations run on hosted engagement platforms, recalled from memory of councils using Delib's Citizen Space and Granicus' EngagementHQ (Bang the Table) in the UK and Australia, Commonplace for planning, and Barcelona's Decidim (2016) and Madrid's CONSUL (2015) reused by many European cities: a "have your say" box linking to the survey on the platform.
const consultation = benign("public consultation box linking to a hosted engagement platform", (page, rng) => {
  const [h, topics, p, cta] = say(page, consultWords)
  const topic = pick(rng, topics)
  const b = page.site.brand
  const url = pick(rng, [`https://${b}.citizenspace.com/${pick(rng, ["planning", "transport", "communities"])}/${slug(topic)}/`, `https://${b}.engagementhq.com/${slug(topic)}`, `https://${b}.commonplace.is/`, `https://participa.${page.site.domain}/processes/${slug(topic).slice(0, 24)}`, `https://decidim.${page.site.domain}/processes/${slug(topic).slice(0, 24)}`])
  const block = `<div class="${pick(rng, ["consultation", "have-your-say", "participation"])}" style="border:2px solid #2e7d32;padding:12px 16px;margin:12px 0"><h3>${esc(h)}: ${esc(topic)}</h3><p>${esc(p(page.site.locale.date(someDate(rng))))}</p><p><a href="${url}">${esc(cta)}</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

const ccWords: Record<Lang, string> = {
  en: "Except where otherwise noted, content on this site is licensed under a", fr: "Sauf mention contraire, le contenu de ce site est mis à disposition selon les termes de la licence",
  de: "Soweit nicht anders angegeben, stehen die Inhalte dieser Website unter der Lizenz", es: "Salvo que se indique lo contrario, el contenido de este sitio está bajo una licencia",
  nl: "Tenzij anders vermeld, valt de inhoud van deze site onder een", pt: "Salvo indicação em contrário, o conteúdo deste site está licenciado sob uma licença", it: "Salvo dove diversamente indicato, i contenuti di questo sito sono distribuiti con licenza"
}

// Open-content licensing, recalled from memory of the Creative Commons licence chooser's output (a badge from licensebuttons.net or mirrors.creativecommons.org and a rel="license" link to creativecommons.org/licenses/…/4.0/) as added by universities, public bodies and NGOs to their footers.
const ccLicence = benign("Creative Commons licence notice and badge in the footer", (page, rng) => {
  const [code, name] = pick(rng, [["by", "Creative Commons Attribution 4.0 International"], ["by-sa", "Creative Commons Attribution-ShareAlike 4.0 International"], ["by-nc", "Creative Commons Attribution-NonCommercial 4.0 International"]] as const)
  const href = `https://creativecommons.org/licenses/${code}/4.0/`
  const badge = pick(rng, [`https://licensebuttons.net/l/${code}/4.0/88x31.png`, `https://mirrors.creativecommons.org/presskit/buttons/88x31/png/${code}.png`, `/images/cc-${code}.png`])
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["license", "cc-license", "footer-licence"])}"><a rel="license" href="${href}"><img alt="Creative Commons License" src="${badge}" width="88" height="31"></a> ${esc(say(page, ccWords))} <a rel="license" href="${href}">${esc(name)}</a>.</p>`))
})

/** Every fresh8 benign class, in a fixed order. */
export const fresh8Benigns: ReadonlyArray<ChangeClass> = [
  omnibusPrice, instalmentMessaging, phoneAccessibility, waybackLinks, permalinkChange, errorMonitoring, hostedSearch, formConsent,
  articleAgeLabel, aiSummary, chartEmbed, photoCredits, typography, whistleblowingLink, headerBidding, atsJobs, admissionsLink,
  consultation, ccLicence
]

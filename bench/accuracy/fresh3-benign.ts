/**
 * Fresh3 benign classes: written after round 4, by someone who does not
 * read the engines, from how real sites are maintained. Each differs from
 * every class in benign.ts, fresh-benign.ts and fresh2-benign.ts and is
 * written in the site's own language where it shows text. Scored in the
 * `fresh3` group, never tuned on.
 */
import { type ChangeClass, occurrences, setAttr, shown, textRuns } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh3", make })

const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
const say = <A>(page: Page, table: Record<Lang, A>): A => table[lang(page)]
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const date = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
/** A static host of the site itself: relative, its own host, or a static/cdn subdomain. */
const ownHost = (rng: Rng, page: Page) => pick(rng, ["", `https://${page.site.host}`, `https://static.${page.site.domain}`, `https://cdn.${page.site.domain}`])
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const handleOf = (page: Page) => page.site.brand.replace(/-/g, "")

const pressQuotes: Record<Lang, ReadonlyArray<string>> = {
  en: ["One of the most interesting local businesses to watch this year.", "A small team with big ambitions.", "Proof that good service still matters.", "A model for the whole sector."],
  fr: ["L'une des initiatives locales les plus intéressantes de l'année.", "Une petite équipe aux grandes ambitions.", "La preuve qu'un bon service compte encore."],
  de: ["Eines der spannendsten lokalen Unternehmen dieses Jahres.", "Ein kleines Team mit großen Zielen.", "Der Beweis, dass guter Service noch zählt."],
  es: ["Una de las iniciativas locales más interesantes del año.", "Un pequeño equipo con grandes ambiciones.", "La prueba de que el buen servicio sigue importando."],
  nl: ["Een van de interessantste lokale bedrijven van dit jaar.", "Een klein team met grote ambities.", "Het bewijs dat goede service nog telt."],
  pt: ["Uma das iniciativas locais mais interessantes do ano.", "Uma pequena equipe com grandes ambições.", "A prova de que um bom atendimento ainda importa."],
  it: ["Una delle realtà locali più interessanti dell'anno.", "Una piccola squadra con grandi ambizioni.", "La prova che il buon servizio conta ancora."]
}
const pressHeading: Record<Lang, string> = { en: "As featured in", fr: "Ils parlent de nous", de: "Bekannt aus", es: "En los medios", nl: "In de media", pt: "Na imprensa", it: "Dicono di noi" }

// Press pages and "as featured in" strips: a few articles about the business on news sites, each with a short quote and the publication's logo from the site's own uploads.
const pressMentions = benign("press coverage linking to news articles", (page, rng) => {
  const host = ownHost(rng, page)
  const outlets = sample(rng, reputableSites, between(rng, 2, 4))
  const items = outlets.map((o) => {
    const name = o.replace(/^www\./, "").split(".")[0]!
    const url = `https://${o}/${pick(rng, ["news", "business", "local", "culture", "2026"])}/${pick(rng, [slug(page.site.brand) + "-", ""])}${alnum(rng, 8)}`
    return { name, url, logo: `${host}/${pick(rng, ["images/press", "uploads/press", "assets/media"])}/${name}.${pick(rng, ["svg", "png"])}`, quote: pick(rng, say(page, pressQuotes)) }
  })
  const el = pick(rng, [
    () => `<section class="${pick(rng, ["press", "in-the-news", "media-mentions"])}"><h3>${say(page, pressHeading)}</h3><ul>${items.map((i) => `<li><a href="${i.url}" target="_blank" rel="noopener"><img src="${i.logo}" alt="${esc(cap(i.name))}" height="28"></a> <q>${esc(i.quote)}</q></li>`).join("")}</ul></section>`,
    () => `<div class="logos-strip"><p>${say(page, pressHeading)}</p>${items.map((i) => `<a href="${i.url}"><img src="${i.logo}" alt="${esc(cap(i.name))}" height="24"></a>`).join(" ")}</div>`,
    () => items.map((i) => `<blockquote class="press-quote"><p>${esc(i.quote)}</p><footer>— <cite><a href="${i.url}">${esc(cap(i.name))}</a></cite></footer></blockquote>`).join("")
  ])()
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), el))
})

/** The company-register line a site of each country prints in its footer. */
const registerLine = (rng: Rng, page: Page): string => {
  const b = cap(page.site.brand)
  switch (page.site.locale.country) {
    case "uk": return `${b} Ltd is registered in England and Wales, company no. ${pick(rng, ["0", "1", "SC"])}${digits(rng, 7)}. VAT reg. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}.`
    case "fr": return `${b} SAS au capital de ${pick(rng, ["1 000", "10 000", "37 000"])} € · RCS ${pick(rng, ["Paris", "Lyon", "Nantes"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · TVA FR${digits(rng, 11)}`
    case "de": return `${b} GmbH · Amtsgericht ${pick(rng, ["Berlin-Charlottenburg", "München", "Hamburg"])} HRB ${digits(rng, 6)} · USt-IdNr. DE${digits(rng, 9)}`
    case "es": return `${b} S.L. · CIF B${digits(rng, 8)} · Inscrita en el Registro Mercantil de ${pick(rng, ["Madrid", "Barcelona", "Valencia"])}`
    case "nl": return `${b} B.V. · KvK ${digits(rng, 8)} · btw NL${digits(rng, 9)}B01`
    case "it": return `${b} S.r.l. · P.IVA ${digits(rng, 11)} · REA ${pick(rng, ["MI", "RM", "TO"])}-${digits(rng, 6)}`
    case "br": return `${b} Ltda. · CNPJ ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`
    case "au": return `${b} Pty Ltd · ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
    case "in": return `${b} Private Limited · CIN U${digits(rng, 5)}${pick(rng, ["MH", "KA", "DL"])}2019PTC${digits(rng, 6)}`
    default: return `${b}, Inc. · ${pick(rng, ["Delaware", "California", "New York"])} corporation`
  }
}
const rights: Record<Lang, string> = { en: "All rights reserved.", fr: "Tous droits réservés.", de: "Alle Rechte vorbehalten.", es: "Todos los derechos reservados.", nl: "Alle rechten voorbehouden.", pt: "Todos os direitos reservados.", it: "Tutti i diritti riservati." }

// New-year footer updates: the copyright year moved on (or made a range), and the company's legal line (register number, VAT or tax id) added as national rules ask (UK Companies Act, French LCEN, German Impressum).
const copyrightYear = benign("copyright year and company register line updated", (page, rng) => {
  const out: Array<Splice> = []
  const re = /(?:©|&copy;|&#169;|copyright|\(c\))\s*(?:(\d{4})\s*(?:-|–|&ndash;)\s*)?(\d{4})/gi
  for (const t of page.spots.texts) {
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      const year = m[2]!
      if (Number(year) >= 2026) continue
      const at = t.start + m.index! + m[0].length - year.length
      out.push(replace({ start: at, end: at + year.length }, m[1] === undefined && chance(rng, 0.4) ? `${year}–2026` : "2026"))
    }
  }
  if (out.length === 0 || chance(rng, 0.6)) {
    const line = `© ${pick(rng, ["2026", `${between(rng, 2005, 2020)}–2026`])} ${esc(cap(page.site.brand))}. ${say(page, rights)} ${esc(registerLine(rng, page))}`
    out.push(insert(bottom(page), pick(rng, [`<p class="legal">${line}</p>`, `<div class="site-info"><small>${line}</small></div>`, `<footer class="colophon"><p>${line}</p></footer>`])))
  }
  return { splices: out }
})

const heroWords = /hero|banner|slide|header|cover|feature|masthead|carousel|splash/i
const heroAlt: Record<Lang, ReadonlyArray<string>> = {
  en: ["Our team at the new workshop", "The shop front in spring", "Visitors at the open day"], fr: ["Notre équipe dans le nouvel atelier", "La boutique au printemps"],
  de: ["Unser Team in der neuen Werkstatt", "Das Geschäft im Frühling"], es: ["Nuestro equipo en el nuevo taller", "La tienda en primavera"],
  nl: ["Ons team in de nieuwe werkplaats", "De winkel in het voorjaar"], pt: ["Nossa equipe na nova oficina", "A loja na primavera"], it: ["Il nostro team nel nuovo laboratorio", "Il negozio in primavera"]
}

// Editors change the home page's hero or banner photo (a new season, a new shop front): the same image slot, a new file in the same folder on the same host, a new alt text.
const heroImage = benign("hero image replaced by a new photo on the same host", (page, rng) => {
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim().length > 0 && !(e.attribs.src ?? "").trim().startsWith("data:"))
  const wide = (e: El) => Number((e.attribs.width ?? "0").replace(/\D/g, "")) || 0
  const target = imgs.find((e) => heroWords.test(`${e.attribs.src} ${e.attribs.class ?? ""} ${e.attribs.id ?? ""} ${e.attribs.alt ?? ""}`)) ??
    [...imgs].sort((a, b) => wide(b) - wide(a)).find((e) => wide(e) >= 300) ?? imgs[0]
  const name = `${pick(rng, ["hero", "banner", "spring", "team", "storefront", "header", "cover"])}-2026-${alnum(rng, 4)}.${pick(rng, ["jpg", "webp", "jpg", "png"])}`
  const alt = pick(rng, say(page, heroAlt))
  if (target === undefined) {
    return splices(insert(slotAt(page.spots, "top"), `<figure class="hero"><img src="${ownHost(rng, page)}/images/${name}" alt="${esc(alt)}" width="1600" height="600"></figure>`))
  }
  const src = target.attribs.src!.trim()
  const next = /\/[^/?#]*(?:[?#].*)?$/.test(src) ? src.replace(/[^/?#]*(?:[?#].*)?$/, name) : name
  const out: Array<Splice> = [setAttr(page, target, "src", next)]
  if (chance(rng, 0.6)) out.push(setAttr(page, target, "alt", alt))
  if (target.attribs.srcset !== undefined) out.push(setAttr(page, target, "srcset", `${next} 1x`))
  return { splices: out }
})

const faqs: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  en: [["How long does delivery take?", "Most orders arrive within two to four working days."], ["Can I return an item?", "Yes, within 30 days of delivery, free of charge."], ["Do you ship abroad?", "We ship to most European countries and to the US."], ["How can I reach you?", "By phone or e-mail during our opening hours."], ["Do you sell gift cards?", "Yes, gift cards are available in any amount."]],
  fr: [["Quels sont les délais de livraison ?", "La plupart des commandes arrivent en deux à quatre jours ouvrés."], ["Puis-je retourner un article ?", "Oui, sous 30 jours après la livraison, sans frais."], ["Livrez-vous à l'étranger ?", "Nous livrons dans la plupart des pays européens."], ["Comment vous joindre ?", "Par téléphone ou par courriel aux heures d'ouverture."]],
  de: [["Wie lange dauert der Versand?", "Die meisten Bestellungen kommen in zwei bis vier Werktagen an."], ["Kann ich Artikel zurückgeben?", "Ja, innerhalb von 30 Tagen nach Lieferung, kostenlos."], ["Liefern Sie ins Ausland?", "Wir liefern in die meisten europäischen Länder."], ["Wie erreiche ich Sie?", "Telefonisch oder per E-Mail zu unseren Öffnungszeiten."]],
  es: [["¿Cuánto tarda el envío?", "La mayoría de los pedidos llegan en dos a cuatro días laborables."], ["¿Puedo devolver un artículo?", "Sí, en los 30 días siguientes a la entrega, sin coste."], ["¿Envían al extranjero?", "Enviamos a la mayoría de los países europeos."], ["¿Cómo puedo contactarles?", "Por teléfono o correo en nuestro horario de apertura."]],
  nl: [["Hoe lang duurt de levering?", "De meeste bestellingen komen binnen twee tot vier werkdagen aan."], ["Kan ik een artikel retourneren?", "Ja, binnen 30 dagen na levering, kosteloos."], ["Leveren jullie in het buitenland?", "Wij leveren in de meeste Europese landen."], ["Hoe bereik ik jullie?", "Telefonisch of per e-mail tijdens onze openingstijden."]],
  pt: [["Qual é o prazo de entrega?", "A maioria dos pedidos chega em dois a quatro dias úteis."], ["Posso devolver um produto?", "Sim, em até 30 dias após a entrega, sem custo."], ["Vocês enviam para o exterior?", "Enviamos para a maioria dos países."], ["Como falo com vocês?", "Por telefone ou e-mail no horário de atendimento."]],
  it: [["Quali sono i tempi di consegna?", "La maggior parte degli ordini arriva in due-quattro giorni lavorativi."], ["Posso restituire un articolo?", "Sì, entro 30 giorni dalla consegna, gratuitamente."], ["Spedite all'estero?", "Spediamo nella maggior parte dei paesi europei."], ["Come posso contattarvi?", "Per telefono o e-mail negli orari di apertura."]]
}
const faqTitle: Record<Lang, string> = { en: "Frequently asked questions", fr: "Questions fréquentes", de: "Häufige Fragen", es: "Preguntas frecuentes", nl: "Veelgestelde vragen", pt: "Perguntas frequentes", it: "Domande frequenti" }

// FAQ blocks (Yoast and Rank Math FAQ blocks, accordion sections in themes): questions in details/summary accordions, often with FAQPage structured data for search results.
const faqSection = benign("FAQ accordion with FAQPage structured data", (page, rng) => {
  const qa = sample(rng, say(page, faqs), between(rng, 3, 4))
  const el = pick(rng, [
    () => `<section class="${pick(rng, ["faq", "schema-faq", "rank-math-faq"])}"><h2>${say(page, faqTitle)}</h2>${qa.map(([q, a]) => `<details><summary>${esc(q)}</summary><p>${esc(a)}</p></details>`).join("")}</section>`,
    () => `<div class="faq-block"><h3>${say(page, faqTitle)}</h3><dl>${qa.map(([q, a]) => `<dt>${esc(q)}</dt><dd>${esc(a)}</dd>`).join("")}</dl></div>`
  ])()
  const ld = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: qa.map(([q, a]) => ({ "@type": "Question", name: q, acceptedAnswer: { "@type": "Answer", text: a } })) })}</script>`
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom"), besideContact(page)]), el), ...(chance(rng, 0.6) ? [insert(head(page), ld)] : []))
})

const appWords: Record<Lang, string> = { en: "Get our app", fr: "Téléchargez notre application", de: "Unsere App", es: "Descarga nuestra app", nl: "Download onze app", pt: "Baixe nosso app", it: "Scarica la nostra app" }

// Businesses launching a mobile app: App Store and Google Play badges (from Apple's and Google's badge tools or the site's own uploads) linking to the store listings, and Safari's Smart App Banner meta tag.
const appBadges = benign("app store badges for the site's own app", (page, rng) => {
  const cc = page.site.locale.country === "uk" ? "gb" : page.site.locale.country
  const loc = `${lang(page)}-${cc}`
  const appId = `${pick(rng, ["1", "6"])}${digits(rng, 9)}`
  const pkg = `com.${handleOf(page).replace(/[^a-z0-9]/g, "")}.${pick(rng, ["app", "android", "mobile"])}`
  const host = ownHost(rng, page)
  const apple = chance(rng, 0.5) ? `https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/${loc}` : `${host}/images/badges/app-store-${lang(page)}.svg`
  const google = chance(rng, 0.5) ? `https://play.google.com/intl/${lang(page)}/badges/static/images/badges/${lang(page)}_badge_web_generic.png` : `${host}/images/badges/google-play-${lang(page)}.png`
  const el = `<div class="${pick(rng, ["app-badges", "download-app", "store-badges"])}"><p>${say(page, appWords)}</p><a href="https://apps.apple.com/${cc}/app/${slug(page.site.brand)}/id${appId}"><img src="${apple}" alt="App Store" height="40"></a> <a href="https://play.google.com/store/apps/details?id=${pkg}&amp;hl=${lang(page)}"><img src="${google}" alt="Google Play" height="40"></a></div>`
  return splices(insert(pick(rng, [besideContact(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), el), ...(chance(rng, 0.5) ? [insert(head(page), `<meta name="apple-itunes-app" content="app-id=${appId}">`)] : []))
})

// Newsletters moved to an e-mail service provider (Mailchimp, Brevo, Kit, Buttondown): the existing sign-up form now posts to the provider's endpoint, with the provider's field name and anti-bot honeypot.
const newsletterProvider = benign("newsletter form moved to an e-mail service provider", (page, rng) => {
  const forms = page.spots.elements.filter((e) => e.name === "form" && e.shown)
  const form = forms.find((f) => /newsletter/.test(f.attribs.class ?? "")) ?? forms[0]
  const u = hex(rng, 25)
  const id = hex(rng, 10)
  const [action, field, honeypot] = pick(rng, [
    () => [`https://${handleOf(page)}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${u}&amp;id=${id}`, "EMAIL", `<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${u}_${id}" tabindex="-1" value=""></div>`],
    () => [`https://${hex(rng, 8)}.sibforms.com/serve/${alnum(rng, 40)}`, "EMAIL", `<input type="text" name="email_address_check" value="" class="input--hidden">`],
    () => [`https://app.kit.com/forms/${digits(rng, 7)}/subscriptions`, "email_address", ""],
    () => [`https://buttondown.com/api/emails/embed-subscribe/${handleOf(page)}`, "email", ""]
  ] as const)()
  if (form === undefined) {
    return splices(insert(besideContact(page), `<form action="${action}" method="post" target="_blank" class="newsletter"><input type="email" name="${field}" required> <button type="submit">${page.site.words.subscribe}</button>${honeypot}</form>`))
  }
  const end = form.closeTag?.start ?? form.openEnd
  const out: Array<Splice> = [setAttr(page, form, "action", action.replace(/&amp;/g, "&"))]
  if (chance(rng, 0.5)) out.push(setAttr(page, form, "target", "_blank"))
  const email = page.spots.elements.find((e) => e.name === "input" && e.start > form.start && e.start < end && (e.attribs.type ?? "").toLowerCase() === "email")
  if (email !== undefined && chance(rng, 0.7)) out.push(setAttr(page, email, "name", field))
  if (honeypot !== "" && form.closeTag !== null) out.push(insert(form.closeTag.start, honeypot))
  return { splices: out }
})

const docs: Record<Lang, ReadonlyArray<string>> = {
  en: ["Annual report 2025", "Product catalogue 2026", "Price list 2026", "Visitor guide", "Impact report 2025"], fr: ["Rapport annuel 2025", "Catalogue 2026", "Tarifs 2026", "Guide du visiteur"],
  de: ["Jahresbericht 2025", "Produktkatalog 2026", "Preisliste 2026", "Besucherinformation"], es: ["Memoria anual 2025", "Catálogo 2026", "Lista de precios 2026", "Guía del visitante"],
  nl: ["Jaarverslag 2025", "Productcatalogus 2026", "Prijslijst 2026", "Bezoekersgids"], pt: ["Relatório anual 2025", "Catálogo 2026", "Tabela de preços 2026", "Guia do visitante"],
  it: ["Relazione annuale 2025", "Catalogo 2026", "Listino prezzi 2026", "Guida per i visitatori"]
}

// Organisations publishing a report, catalogue or price list as a PDF on their own site (WordPress media uploads, a /files/ folder), with its size in the link.
const pdfDownload = benign("downloadable PDF report on the site's own host", (page, rng) => {
  const title = pick(rng, say(page, docs))
  const href = `${ownHost(rng, page)}/${pick(rng, [`wp-content/uploads/2026/${String(between(rng, 1, 12)).padStart(2, "0")}`, "files", "documents", "media/downloads"])}/${slug(title)}.pdf`
  const size = `PDF, ${between(rng, 1, 9)}${lang(page) === "en" ? "." : ","}${digits(rng, 1)} MB`
  const el = pick(rng, [
    `<p class="download"><a href="${href}" target="_blank">${esc(title)}</a> (${size})</p>`,
    `<div class="wp-block-file"><a href="${href}">${esc(title)}</a> <a href="${href}" class="wp-block-file__button" download>⬇ PDF</a></div>`,
    `<ul class="documents"><li><a href="${href}" type="application/pdf">${esc(title)}</a> <small>${size}</small></li></ul>`
  ])
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), besideContact(page)]), el))
})

// Site owners verifying the site with search engines and platforms (Google Search Console, Bing Webmaster Tools, Meta and Pinterest domain verification, Yandex): verification meta tags added to the head.
const siteVerification = benign("search-console and domain verification meta tags", (page, rng) => {
  const tags = sample(rng, [
    () => `<meta name="google-site-verification" content="${alnum(rng, 43)}">`,
    () => `<meta name="msvalidate.01" content="${hex(rng, 32).toUpperCase()}">`,
    () => `<meta name="facebook-domain-verification" content="${alnum(rng, 30)}">`,
    () => `<meta name="p:domain_verify" content="${hex(rng, 32)}">`,
    () => `<meta name="yandex-verification" content="${hex(rng, 16)}">`
  ], between(rng, 1, 3)).map((f) => f())
  return splices(insert(head(page), tags.join("")))
})

const bookWords: Record<Lang, string> = { en: "Book an appointment", fr: "Prendre rendez-vous", de: "Termin buchen", es: "Reservar cita", nl: "Afspraak maken", pt: "Agendar horário", it: "Prenota un appuntamento" }

// Practices and shops taking bookings online through a scheduling provider (Calendly, Acuity Scheduling, SimplyBook.me, Doctolib): the provider's inline widget or button with the business's own account.
const bookingWidget = benign("appointment booking widget from a scheduling provider", (page, rng) => {
  const h = handleOf(page)
  const widget = pick(rng, [
    () => `<div class="calendly-inline-widget" data-url="https://calendly.com/${h}/${pick(rng, ["30min", "consultation", "intro-call"])}" style="min-width:320px;height:700px"></div><script src="https://assets.calendly.com/assets/external/widget.js" async></script>`,
    () => `<iframe src="https://app.acuityscheduling.com/schedule.php?owner=${digits(rng, 8)}" title="${say(page, bookWords)}" width="100%" height="800" frameborder="0"></iframe><script src="https://embed.acuityscheduling.com/js/embed.js"></script>`,
    () => `<a class="button" href="https://${h}.simplybook.${pick(rng, ["me", "it", "net"])}/v2/">${say(page, bookWords)}</a>`,
    () => `<a href="https://www.doctolib.${pick(rng, ["fr", "de", "it"])}/${pick(rng, ["cabinet-medical", "praxis", "centro-medico"])}/${pick(rng, ["paris", "berlin", "milano"])}/${slug(page.site.brand)}" class="doctolib-button">${say(page, bookWords)}</a>`
  ])()
  return splices(insert(pick(rng, [besideContact(page), anySlot(rng, page.spots), slotAt(page.spots, "top")]), `<section class="booking"><h3>${say(page, bookWords)}</h3>${widget}</section>`))
})

const surveyWords: Record<Lang, string> = { en: "Tell us what you think", fr: "Donnez-nous votre avis", de: "Ihre Meinung ist uns wichtig", es: "Cuéntanos tu opinión", nl: "Geef uw mening", pt: "Dê sua opinião", it: "Dicci cosa ne pensi" }

// Visitor surveys embedded from a form provider (Typeform, Google Forms, Jotform, Microsoft Forms, SurveyMonkey): the provider's iframe or embed script under a short heading.
const surveyEmbed = benign("visitor survey embedded from a form provider", (page, rng) => {
  const form = pick(rng, [
    () => `<div data-tf-live="${alnum(rng, 8)}"></div><script src="//embed.typeform.com/next/embed.js"></script>`,
    () => `<iframe src="https://docs.google.com/forms/d/e/1FAIpQL${alnum(rng, 50)}/viewform?embedded=true" width="640" height="${between(rng, 600, 1200)}" frameborder="0">…</iframe>`,
    () => `<iframe src="https://form.jotform.com/${digits(rng, 15)}" title="${say(page, surveyWords)}" style="width:100%;height:${between(rng, 500, 900)}px;border:none"></iframe>`,
    () => `<iframe src="https://forms.office.com/Pages/ResponsePage.aspx?id=${alnum(rng, 40)}&amp;embed=true" width="640" height="480" frameborder="0"></iframe>`,
    () => `<p><a href="https://www.surveymonkey.com/r/${upper(rng, 7)}" target="_blank">${say(page, surveyWords)} →</a></p>`
  ])()
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), `<section class="survey"><h3>${say(page, surveyWords)}</h3>${form}</section>`))
})

const palette = ["#0b5fff", "#00695c", "#6a1b9a", "#d84315", "#1b1f3b", "#2e7d32", "#ffffff", "#111111"]

// Sites made installable and given home-screen icons (realfavicongenerator output, PWA plugins): a web app manifest, touch icons and the theme colour, all from the site itself.
const webManifest = benign("web app manifest, touch icons and theme colour", (page, rng) => {
  const v = chance(rng, 0.4) ? `?v=${alnum(rng, 6)}` : ""
  const tags = [
    `<link rel="manifest" href="${pick(rng, ["/site.webmanifest", "/manifest.json", "/manifest.webmanifest"])}${v}">`,
    `<meta name="theme-color" content="${pick(rng, palette)}">`,
    ...(chance(rng, 0.8) ? [`<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png${v}">`] : []),
    ...(chance(rng, 0.5) ? [`<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png${v}">`, `<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png${v}">`] : []),
    ...(chance(rng, 0.5) ? [`<meta name="apple-mobile-web-app-title" content="${esc(cap(page.site.brand))}">`] : [])
  ]
  return splices(insert(head(page), tags.join("")))
})

const commentWords: Record<Lang, string> = { en: "Comments", fr: "Commentaires", de: "Kommentare", es: "Comentarios", nl: "Reacties", pt: "Comentários", it: "Commenti" }

// Blogs moving comments to a hosted comment system (Disqus, Giscus, Hyvor Talk, Commento): the provider's thread container and loader under the article.
const hostedComments = benign("comments section from a hosted comment system", (page, rng) => {
  const h = handleOf(page)
  const id = slug(new URL(page.site.url).pathname) || "home"
  const thread = pick(rng, [
    () => `<div id="disqus_thread"></div><script>var disqus_config=function(){this.page.url=${JSON.stringify(page.site.url)};this.page.identifier=${JSON.stringify(id)}};(function(){var d=document,s=d.createElement("script");s.src="https://${h}.disqus.com/embed.js";s.setAttribute("data-timestamp",+new Date());(d.head||d.body).appendChild(s)})();</script>`,
    () => `<script src="https://giscus.app/client.js" data-repo="${h}/website" data-repo-id="R_${alnum(rng, 12)}" data-category="Comments" data-mapping="pathname" data-lang="${lang(page)}" crossorigin="anonymous" async></script>`,
    () => `<hyvor-talk-comments website-id="${digits(rng, 5)}" page-id="${id}"></hyvor-talk-comments><script async src="https://talk.hyvor.com/embed/embed.js" type="module"></script>`,
    () => `<div id="commento"></div><script defer src="https://cdn.commento.io/js/commento.js"></script>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), `<section class="comments"><h3>${say(page, commentWords)}</h3>${thread}</section>`))
})

const certifiedWord: Record<Lang, string> = { en: "Certified", fr: "Certifié", de: "Zertifiziert", es: "Certificado", nl: "Gecertificeerd", pt: "Certificado", it: "Certificato" }

// Certification and award badges (B Corp, ISO 9001 by a certification body, Great Place To Work, Cyber Essentials): the badge image from the site's own uploads, linking to the certifier's public register.
const certificationBadge = benign("certification badge linking to the certifier's register", (page, rng) => {
  const h = slug(page.site.brand)
  const badges = sample(rng, [
    ["b-corp", "Certified B Corporation", `https://www.bcorporation.net/en-us/find-a-b-corp/company/${h}/`],
    ["iso-9001", "ISO 9001:2015", `https://www.${pick(rng, ["bsigroup.com/en-GB/validate-bsi-issued-certificates", "tuv.com/certipedia", "dnv.com/certificates"])}/?cert=${digits(rng, 6)}`],
    ["great-place-to-work", "Great Place To Work®", `https://www.greatplacetowork.com/certified-company/${digits(rng, 7)}`],
    ["cyber-essentials", "Cyber Essentials", `https://registry.blockmarktech.com/certificates/${uuid(rng)}/`],
    ["iso-27001", "ISO/IEC 27001", `https://www.${pick(rng, ["bsigroup.com", "tuv.com", "dnv.com"])}/certificate/${digits(rng, 8)}`]
  ] as const, between(rng, 1, 2))
  const host = ownHost(rng, page)
  const items = badges.map(([file, label, url]) => `<a href="${url}" target="_blank" rel="noopener" title="${esc(label)}"><img src="${host}/${pick(rng, ["images/badges", "uploads/certificates", "assets/img"])}/${file}.${pick(rng, ["svg", "png"])}" alt="${esc(label)}" height="${pick(rng, ["48", "64", "80"])}"></a>`).join(" ")
  return splices(insert(pick(rng, [bottom(page), besideContact(page), slotAt(page.spots, "bottom")]), `<div class="${pick(rng, ["certifications", "badges", "trust-badges"])}"><span>${say(page, certifiedWord)}:</span> ${items}</div>`))
})

const sitemapLabels: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  en: [["About us", "about"], ["Services", "services"], ["Careers", "careers"], ["Press", "press"], ["Privacy", "privacy"], ["Terms", "terms"], ["Accessibility", "accessibility"], ["Sitemap", "sitemap"]],
  fr: [["Qui sommes-nous", "a-propos"], ["Services", "services"], ["Recrutement", "recrutement"], ["Presse", "presse"], ["Confidentialité", "confidentialite"], ["Mentions légales", "mentions-legales"], ["Plan du site", "plan-du-site"]],
  de: [["Über uns", "ueber-uns"], ["Leistungen", "leistungen"], ["Karriere", "karriere"], ["Presse", "presse"], ["Datenschutz", "datenschutz"], ["Impressum", "impressum"], ["Barrierefreiheit", "barrierefreiheit"]],
  es: [["Quiénes somos", "quienes-somos"], ["Servicios", "servicios"], ["Empleo", "empleo"], ["Prensa", "prensa"], ["Privacidad", "privacidad"], ["Aviso legal", "aviso-legal"], ["Mapa del sitio", "mapa-del-sitio"]],
  nl: [["Over ons", "over-ons"], ["Diensten", "diensten"], ["Vacatures", "vacatures"], ["Pers", "pers"], ["Privacy", "privacy"], ["Voorwaarden", "voorwaarden"], ["Toegankelijkheid", "toegankelijkheid"]],
  pt: [["Quem somos", "quem-somos"], ["Serviços", "servicos"], ["Trabalhe conosco", "carreiras"], ["Imprensa", "imprensa"], ["Privacidade", "privacidade"], ["Termos de uso", "termos"], ["Mapa do site", "mapa-do-site"]],
  it: [["Chi siamo", "chi-siamo"], ["Servizi", "servizi"], ["Lavora con noi", "lavora-con-noi"], ["Stampa", "stampa"], ["Privacy", "privacy"], ["Note legali", "note-legali"], ["Mappa del sito", "mappa-del-sito"]]
}

// Footer redesigns that add a sitemap block: columns of links to the site's own sections and legal pages.
const footerSitemap = benign("footer sitemap columns of the site's own pages", (page, rng) => {
  const links = sample(rng, say(page, sitemapLabels), between(rng, 4, 7))
  const base = pick(rng, ["/", `https://${page.site.host}/`, `/${lang(page)}/`])
  const a = ([label, path]: readonly [string, string]) => `<a href="${base}${path}${pick(rng, ["", "/", ".html"])}">${esc(label)}</a>`
  const half = Math.ceil(links.length / 2)
  const el = pick(rng, [
    () => `<nav class="footer-nav" aria-label="Footer"><ul>${links.map((l) => `<li>${a(l)}</li>`).join("")}</ul></nav>`,
    () => `<div class="footer-columns"><div class="col"><ul>${links.slice(0, half).map((l) => `<li>${a(l)}</li>`).join("")}</ul></div><div class="col"><ul>${links.slice(half).map((l) => `<li>${a(l)}</li>`).join("")}</ul></div></div>`,
    () => `<p class="footer-links">${links.map(a).join(" · ")}</p>`
  ])()
  return splices(insert(chance(rng, 0.8) ? bottom(page) : slotAt(page.spots, "bottom"), el))
})

const corrections: Record<Lang, ReadonlyArray<(d: string) => string>> = {
  en: [(d) => `Correction, ${d}: an earlier version of this page gave the wrong date for the event. This has been corrected.`, (d) => `Update, ${d}: this article has been updated with comments from the organisers.`],
  fr: [(d) => `Rectificatif du ${d} : une version précédente de cette page indiquait une date erronée. Elle a été corrigée.`, (d) => `Mise à jour du ${d} : cet article a été complété par les réponses des organisateurs.`],
  de: [(d) => `Korrektur vom ${d}: In einer früheren Fassung stand ein falsches Datum. Wir haben es berichtigt.`, (d) => `Aktualisiert am ${d}: Der Beitrag wurde um eine Stellungnahme der Veranstalter ergänzt.`],
  es: [(d) => `Corrección, ${d}: una versión anterior de esta página indicaba una fecha errónea. Ya está corregida.`, (d) => `Actualización, ${d}: se han añadido declaraciones de los organizadores.`],
  nl: [(d) => `Correctie, ${d}: in een eerdere versie stond een verkeerde datum. Dat is aangepast.`, (d) => `Update, ${d}: het artikel is aangevuld met een reactie van de organisatie.`],
  pt: [(d) => `Correção, ${d}: uma versão anterior desta página trazia a data errada. A informação foi corrigida.`, (d) => `Atualização, ${d}: o texto foi atualizado com declarações dos organizadores.`],
  it: [(d) => `Rettifica del ${d}: una versione precedente riportava una data errata. È stata corretta.`, (d) => `Aggiornamento del ${d}: l'articolo è stato integrato con le dichiarazioni degli organizzatori.`]
}

// Editors' corrections and updates appended to an article (newsroom correction policies: the Guardian's, the BBC's, the AP's): a dated note after a paragraph, the text itself left as it was.
const correctionNote = benign("editor's correction note appended", (page, rng) => {
  const note = pick(rng, say(page, corrections))(date(page, rng))
  const el = `<p class="${pick(rng, ["correction", "editors-note", "update-note"])}"><em>${esc(note)}</em></p>`
  const para = textRuns(page, 60).map((t) => page.spots.elements[t.parent]).find((e): e is El => e !== undefined && e.name === "p" && e.closeTag !== null && page.spots.slots.includes(e.closeTag.end))
  return splices(insert(para !== undefined && chance(rng, 0.7) ? para.closeTag!.end : pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top")]), el))
})

const feedWords: Record<Lang, string> = { en: "Subscribe via RSS", fr: "S'abonner au flux RSS", de: "RSS-Feed abonnieren", es: "Suscríbete por RSS", nl: "Abonneren via RSS", pt: "Assine o feed RSS", it: "Iscriviti al feed RSS" }

// Feeds advertised by the CMS (WordPress, Ghost, Hugo): RSS or Atom alternate links in the head and a visible feed link.
const rssFeed = benign("RSS feed links added", (page, rng) => {
  const base = pick(rng, ["", `https://${page.site.host}`])
  const path = pick(rng, ["/feed/", "/rss.xml", "/index.xml", "/atom.xml", "/rss/"])
  const type = path.includes("atom") ? "application/atom+xml" : "application/rss+xml"
  const headTags = `<link rel="alternate" type="${type}" title="${esc(cap(page.site.brand))} » Feed" href="${base}${path}">${chance(rng, 0.4) ? `<link rel="alternate" type="application/rss+xml" title="${esc(cap(page.site.brand))} » Comments" href="${base}/comments/feed/">` : ""}`
  const visible = `<p class="feed"><a href="${base}${path}" type="${type}">${chance(rng, 0.5) ? "📡 " : ""}${say(page, feedWords)}</a></p>`
  return splices(insert(head(page), headTags), ...(chance(rng, 0.7) ? [insert(pick(rng, [slotAt(page.spots, "bottom"), besideContact(page)]), visible)] : []))
})

const backWords: Record<Lang, string> = { en: "Back to top", fr: "Haut de page", de: "Nach oben", es: "Volver arriba", nl: "Naar boven", pt: "Voltar ao topo", it: "Torna su" }

// Themes adding a "back to top" button (a fixed arrow, shown after scrolling, with a small smooth-scroll script) and an anchor on the page's top.
const backToTop = benign("back-to-top button", (page, rng) => {
  const label = say(page, backWords)
  const body = page.spots.elements.find((e) => e.name === "body" && !e.inert)
  const anchorable = body !== undefined && body.attribs.id === undefined
  const out: Array<Splice> = []
  if (anchorable) out.push(setAttr(page, body, "id", "top"))
  const cls = pick(rng, ["back-to-top", "scroll-top", "to-top"])
  out.push(insert(head(page), `<style>.${cls}{position:fixed;right:${between(rng, 12, 30)}px;bottom:${between(rng, 12, 30)}px;z-index:${between(rng, 50, 999)};opacity:.8}</style>`))
  out.push(insert(bottom(page), `<a href="#${anchorable ? "top" : ""}" class="${cls}" aria-label="${esc(label)}" title="${esc(label)}">${pick(rng, ["↑", "▲", "⬆", label])}</a>${chance(rng, 0.5) ? `<script>document.querySelector(".${cls}").addEventListener("click",function(e){e.preventDefault();window.scrollTo({top:0,behavior:"smooth"})});</script>` : ""}`))
  return { splices: out }
})

const supportWords: Record<Lang, (p: string) => string> = {
  en: (p) => `Enjoy our work? Support us on ${p}.`, fr: (p) => `Vous aimez notre travail ? Soutenez-nous sur ${p}.`, de: (p) => `Gefällt Ihnen unsere Arbeit? Unterstützen Sie uns auf ${p}.`,
  es: (p) => `¿Te gusta lo que hacemos? Apóyanos en ${p}.`, nl: (p) => `Vind je ons werk goed? Steun ons via ${p}.`, pt: (p) => `Gosta do nosso trabalho? Apoie-nos no ${p}.`, it: (p) => `Ti piace il nostro lavoro? Sostienici su ${p}.`
}

// Independent publishers and clubs adding a membership platform (Patreon, Ko-fi, Buy Me a Coffee, Liberapay, Open Collective, Steady, Apoia.se): a button or widget for the site's own page on the platform, beside its existing payment details.
const membershipPlatform = benign("supporter button for the site's page on a membership platform", (page, rng) => {
  const h = handleOf(page)
  const regional: Record<string, ReadonlyArray<readonly [string, string]>> = { de: [["Steady", `https://steadyhq.com/de/${h}`]], br: [["Apoia.se", `https://apoia.se/${h}`]] }
  const [name, url] = pick(rng, [
    ["Patreon", `https://www.patreon.com/${h}`], ["Ko-fi", `https://ko-fi.com/${h}`], ["Buy Me a Coffee", `https://www.buymeacoffee.com/${h}`],
    ["Liberapay", `https://liberapay.com/${h}/donate`], ["Open Collective", `https://opencollective.com/${h}`], ...(regional[page.site.locale.country] ?? [])
  ] as const)
  const text = say(page, supportWords)(name)
  const widget = name === "Ko-fi" && chance(rng, 0.5)
    ? `<script src="https://storage.ko-fi.com/cdn/widget/Widget_2.js"></script><script>kofiwidget2.init("${esc(text)}","#29abe0","${h}");kofiwidget2.draw();</script>`
    : name === "Buy Me a Coffee" && chance(rng, 0.5)
    ? `<script type="text/javascript" src="https://cdnjs.buymeacoffee.com/1.0.0/button.prod.min.js" data-name="bmc-button" data-slug="${h}" data-color="#FFDD00" data-text="Buy me a coffee"></script>`
    : ""
  const el = `<div class="${pick(rng, ["support-us", "membership", "supporter-cta"])}"><p>${esc(text)}</p><p><a class="button" href="${url}" target="_blank" rel="noopener">${esc(name)}</a></p>${widget}</div>`
  return splices(insert(pick(rng, [besideContact(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), el))
})

/** Every fresh3 benign class, in a fixed order. */
export const fresh3Benigns: ReadonlyArray<ChangeClass> = [
  pressMentions, copyrightYear, heroImage, faqSection, appBadges, newsletterProvider, pdfDownload, siteVerification,
  bookingWidget, surveyEmbed, webManifest, hostedComments, certificationBadge, footerSitemap, correctionNote, rssFeed,
  backToTop, membershipPlatform
]

/**
 * Fresh5 benign classes: written after round 6, by someone who does not
 * read the engines, from how real sites, shops, councils, charities and
 * newspapers change their pages. Several are honest changes that look
 * alarming (contact details and links moving to new hosts, text in another
 * script, full-screen gates and paywalls, third-party players and help
 * desks), because a monitor must not alarm on them. Each differs from every
 * class in benign.ts, fresh-benign.ts, fresh2-benign.ts, fresh3-benign.ts and
 * fresh4-benign.ts and is written in the site's own language where it shows
 * text. Scored in the `fresh5` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, cap, head, occurrences, replaceEverywhere, resolve, say, setAttr, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import { type Rng, alnum, between, chance, digits, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh5", make })

const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
const handle = (page: Page) => page.site.brand.replace(/-/g, "")
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
/** Shown links whose href resolves to the site's own host (or a subdomain of its domain). */
const ownLinks = (page: Page) =>
  shown(page, "a", (e) => {
    const h = (e.attribs.href ?? "").trim()
    if (h.length === 0 || /^(#|tel:|mailto:|javascript:)/i.test(h)) return false
    const u = resolve(page, h)
    return u !== null && (u.hostname === page.site.host || u.hostname.endsWith("." + page.site.domain) || u.hostname === page.site.domain)
  })
const tldOf = (page: Page) => page.site.domain.slice(page.site.brand.length + 1) || "com"

const renameWords: Record<Lang, (old: string, name: string, dom: string) => string> = {
  en: (o, n, d) => `${o} is now ${n}. Same team, same services — our website has moved to ${d}.`,
  fr: (o, n, d) => `${o} devient ${n}. Même équipe, mêmes services : notre site est désormais ${d}.`,
  de: (o, n, d) => `Aus ${o} wird ${n}. Gleiches Team, gleiche Leistungen – unsere Website ist jetzt unter ${d} erreichbar.`,
  es: (o, n, d) => `${o} ahora es ${n}. El mismo equipo y los mismos servicios: nuestra web está ahora en ${d}.`,
  nl: (o, n, d) => `${o} heet voortaan ${n}. Hetzelfde team, dezelfde diensten – onze website is verhuisd naar ${d}.`,
  pt: (o, n, d) => `A ${o} agora é ${n}. A mesma equipe, os mesmos serviços: nosso site mudou para ${d}.`,
  it: (o, n, d) => `${o} ora si chiama ${n}. Stesso team, stessi servizi: il nostro sito ora è ${d}.`
}

// Rebrands and mergers that move a site to a new domain (a company renamed, two charities or schools merged, a ".co.uk" folded into a ".com"): the site's absolute links rewritten to the new domain by the migration, the canonical link updated, and a short "we have a new name" line.
const domainMigration = benign("own links rewritten to the organisation's new domain after a rebrand", (page, rng) => {
  const newBrand = pick(rng, [`${handle(page)}group`, `${handle(page)}-${pick(rng, ["partners", "together", "united", "studio"])}`, `${pick(rng, ["team", "go", "the"])}${handle(page)}`, `${handle(page)}${pick(rng, ["hq", "co", "online"])}`])
  const newDomain = `${newBrand}.${pick(rng, [tldOf(page), tldOf(page), "com", "org"])}`
  const newHost = page.site.host.startsWith("www.") ? `www.${newDomain}` : newDomain
  const out: Array<Splice> = []
  for (const t of attrTargets(page, ownLinks(page), "href")) {
    const raw = t.el.attribs.href!.trim()
    if (!/^https?:\/\//i.test(raw)) continue
    const u = resolve(page, raw)!
    if (u.hostname !== page.site.host) continue
    out.push(replace(t.value, esc(`https://${newHost}${u.pathname}${u.search}${u.hash}`)))
  }
  const canonical = page.spots.elements.find((e) => e.name === "link" && !e.inert && (e.attribs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical"))
  if (canonical !== undefined) {
    const u = resolve(page, canonical.attribs.href ?? "/")
    out.push(setAttr(page, canonical, "href", `https://${newHost}${u?.pathname ?? "/"}`))
  }
  const name = cap(newBrand.replace(/-/g, " "))
  const note = esc(say(page, renameWords)(brandName(page), name, newDomain))
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["rebrand-notice", "notice", "announcement-bar"])}"><p>${note} <a href="https://${newHost}/">${newDomain}</a></p></div>`))
  return { splices: out }
})

const community: ReadonlyArray<{ readonly lang: string; readonly dir: "ltr" | "rtl"; readonly h: string; readonly p: (phone: string) => string; readonly more: string }> = [
  { lang: "uk", dir: "ltr", h: "Інформація для людей з України", p: (t) => `Ми раді допомогти вам. Наші послуги для вас безкоштовні. Якщо у вас є запитання, зателефонуйте нам: ${t}.`, more: "Детальніше українською" },
  { lang: "ar", dir: "rtl", h: "معلومات باللغة العربية", p: (t) => `يسعدنا مساعدتكم. إذا كانت لديكم أي أسئلة، يمكنكم الاتصال بنا على الرقم ${t}.`, more: "المزيد من المعلومات" },
  { lang: "tr", dir: "ltr", h: "Türkçe bilgi", p: (t) => `Size yardımcı olmaktan memnuniyet duyarız. Sorularınız için bizi arayabilirsiniz: ${t}.`, more: "Daha fazla bilgi" },
  { lang: "pl", dir: "ltr", h: "Informacje po polsku", p: (t) => `Chętnie pomożemy. Jeśli masz pytania, zadzwoń do nas: ${t}.`, more: "Więcej informacji" },
  { lang: "ru", dir: "ltr", h: "Информация на русском языке", p: (t) => `Мы рады вам помочь. Если у вас есть вопросы, позвоните нам: ${t}.`, more: "Подробнее" },
  { lang: "zh", dir: "ltr", h: "中文信息", p: (t) => `我们很乐意为您提供帮助。如有任何问题，请致电：${t}。`, more: "了解更多" }
]

// Councils, schools, clinics, libraries and charities adding information for a local community in its own language (the many European sites that added Ukrainian pages in 2022; Arabic, Turkish, Polish, Russian or Chinese blocks on public-service and practice sites): a short block with lang and dir set, the site's own phone number, and a link to the translated page on the same site.
const communityLanguage = benign("information block in a community language and script (Ukrainian, Arabic, Turkish...)", (page, rng) => {
  const c = pick(rng, community)
  const href = `/${pick(rng, [c.lang, "info/" + c.lang, "languages/" + c.lang])}/`
  const el = pick(rng, [
    `<section class="community-info" lang="${c.lang}" dir="${c.dir}"><h3>${c.h}</h3><p>${esc(c.p(page.ids.phone.national))}</p><p><a href="${href}" hreflang="${c.lang}">${c.more}</a></p></section>`,
    `<div class="lang-box" lang="${c.lang}" dir="${c.dir}" style="border:1px solid #ccc;padding:10px"><strong>${c.h}</strong> — ${esc(c.p(page.ids.phone.national))} <a href="${href}">${c.more}</a></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), besideContact(page)]), el))
})

const phoneWords: Record<Lang, (now: string, old: string, date: string) => string> = {
  en: (n, o, d) => `Our phone number has changed: please call us on ${n}. The old number ${o} will be switched off on ${d}.`,
  fr: (n, o, d) => `Notre numéro de téléphone change : appelez-nous désormais au ${n}. L'ancien numéro ${o} sera coupé le ${d}.`,
  de: (n, o, d) => `Unsere Telefonnummer hat sich geändert: Sie erreichen uns jetzt unter ${n}. Die alte Nummer ${o} wird am ${d} abgeschaltet.`,
  es: (n, o, d) => `Hemos cambiado de número de teléfono: llámenos al ${n}. El número anterior ${o} dejará de funcionar el ${d}.`,
  nl: (n, o, d) => `Ons telefoonnummer is gewijzigd: bel ons voortaan op ${n}. Het oude nummer ${o} vervalt op ${d}.`,
  pt: (n, o, d) => `Nosso telefone mudou: ligue para ${n}. O número antigo ${o} será desativado em ${d}.`,
  it: (n, o, d) => `Il nostro numero di telefono è cambiato: chiamateci al ${n}. Il vecchio numero ${o} sarà disattivato il ${d}.`
}

// A new phone system or provider (a move to a cloud switchboard, an office merger): the number changed everywhere on the page, tel: links included, with a notice giving the old number and the date it stops working.
const phoneChanged = benign("phone number changed everywhere, with a notice naming the old one", (page, rng) => {
  const old = page.ids.phone
  const now = swapPhone(page.site.locale, old, rng)
  const out: Array<Splice> = replaceEverywhere(page, [[old.national, now.national], [old.intl, now.intl], [`tel:${old.tel}`, `tel:${now.tel}`]])
  const date = page.site.locale.date(someDate(rng))
  const note = esc(say(page, phoneWords)(now.national, old.national, date))
  out.push(insert(pick(rng, [besideContact(page), slotAt(page.spots, "top"), top(page)]), `<p class="${pick(rng, ["notice", "phone-change", "info"])}"><strong>☎</strong> ${note}</p>`))
  return { splices: out }
})

const helpWords: Record<Lang, string> = {
  en: "Help centre and support requests", fr: "Centre d'aide et demandes d'assistance", de: "Hilfe-Center und Support-Anfragen", es: "Centro de ayuda y solicitudes de soporte",
  nl: "Helpcentrum en supportverzoeken", pt: "Central de ajuda e pedidos de suporte", it: "Centro assistenza e richieste di supporto"
}

// Support moving to a hosted help desk (Zendesk, Freshdesk, Help Scout, Zoho Desk): the contact e-mail links now open the help desk's request form on the provider's subdomain for the company, and a help-centre link appears beside the contact details.
const hostedHelpDesk = benign("contact links moved to a hosted help desk (Zendesk, Freshdesk...)", (page, rng) => {
  const h = handle(page)
  const l = page.site.locale.lang
  const desk = pick(rng, [
    `https://${h}.zendesk.com/hc/${l === "en" ? "en-us" : l}/requests/new`,
    `https://${h}.freshdesk.com/support/tickets/new`,
    `https://${h}.helpscoutdocs.com/`,
    `https://support.${page.site.domain}/hc/${l}/requests/new`,
    `https://desk.zoho.${pick(rng, ["com", "eu"])}/portal/${h}/${l}/newticket`
  ])
  const out: Array<Splice> = []
  const mailtos = shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase().startsWith("mailto:"))
  for (const t of attrTargets(page, mailtos, "href").slice(0, 3)) out.push(replace(t.value, esc(desk)))
  out.push(insert(besideContact(page), `<p class="help-centre"><a href="${desk}"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${say(page, helpWords)}</a></p>`))
  return { splices: out }
})

const shopWords: Record<Lang, string> = { en: "Visit our online shop", fr: "Visitez notre boutique en ligne", de: "Besuchen Sie unseren Online-Shop", es: "Visite nuestra tienda online", nl: "Bezoek onze webwinkel", pt: "Visite nossa loja online", it: "Visita il nostro negozio online" }

// Small businesses, museums and bands moving their shop to a hosted platform (Shopify, Etsy, Big Cartel, Square Online): the product links now go to the store on the platform's domain, and a shop link is added.
const hostedShop = benign("shop links moved to a store on a hosted platform (Shopify, Etsy...)", (page, rng) => {
  const h = handle(page)
  const platform = pick(rng, ["shopify", "etsy", "bigcartel", "square"] as const)
  const url = (item: string) => platform === "shopify" ? `https://${h}.myshopify.com/products/${item}` : platform === "etsy" ? `https://www.etsy.com/shop/${cap(h)}?search_query=${item}` : platform === "bigcartel" ? `https://${h}.bigcartel.com/product/${item}` : `https://${h}.square.site/product/${item}/${digits(rng, 2)}`
  const out: Array<Splice> = []
  const shopLinks = shown(page, "a", (e) => /^\/shop\//.test((e.attribs.href ?? "").trim()))
  for (const t of attrTargets(page, shopLinks, "href")) out.push(replace(t.value, esc(url(t.el.attribs.href!.trim().replace(/^\/shop\//, "").replace(/\/$/, "") || "all"))))
  const home = platform === "etsy" ? `https://www.etsy.com/shop/${cap(h)}` : url("").replace(/\/products?\/.*$|\/product\/.*$/, "/")
  out.push(insert(pick(rng, [slotAt(page.spots, "top"), besideContact(page)]), `<p class="shop-link"><a href="${home}">🛍 ${say(page, shopWords)}</a></p>`))
  return { splices: out }
})

const podcastWords: Record<Lang, string> = { en: "Listen to our podcast", fr: "Écoutez notre podcast", de: "Hören Sie unseren Podcast", es: "Escucha nuestro pódcast", nl: "Luister naar onze podcast", pt: "Ouça nosso podcast", it: "Ascolta il nostro podcast" }

// Organisations embedding an episode of their podcast from the hosting service's player (Spotify, Apple Podcasts, Buzzsprout, Ausha, SoundCloud), as each service's "embed" button gives it.
const podcastPlayer = benign("podcast episode player embedded from a podcast host", (page, rng) => {
  const frame = pick(rng, [
    `<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/${alnum(rng, 22)}?utm_source=generator" width="100%" height="152" frameborder="0" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>`,
    `<iframe allow="autoplay *; encrypted-media *; fullscreen *; clipboard-write" frameborder="0" height="175" style="width:100%;max-width:660px;overflow:hidden;border-radius:10px" sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-storage-access-by-user-activation allow-top-navigation-by-user-activation" src="https://embed.podcasts.apple.com/${page.site.locale.country === "uk" ? "gb" : page.site.locale.country}/podcast/${slug(page.site.brand)}/id${digits(rng, 10)}?i=${digits(rng, 13)}"></iframe>`,
    `<div id="buzzsprout-player-${digits(rng, 8)}"></div><script src="https://www.buzzsprout.com/${digits(rng, 7)}/${digits(rng, 8)}-${slug(page.site.brand)}.js?container_id=buzzsprout-player-${digits(rng, 8)}&amp;player=small" type="text/javascript" charset="utf-8"></script>`,
    `<iframe name="Ausha Podcast Player" frameborder="0" loading="lazy" id="ausha-${alnum(rng, 4)}" height="220" style="border:none;width:100%;height:220px" src="https://player.ausha.co/?showId=${alnum(rng, 6)}&amp;color=%2372238e&amp;podcastId=${alnum(rng, 6)}&amp;v=3&amp;playerId=ausha-${alnum(rng, 4)}"></iframe>`,
    `<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/${digits(rng, 10)}&amp;color=%23ff5500&amp;auto_play=false"></iframe>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<section class="podcast"><h3>🎧 ${say(page, podcastWords)}</h3>${frame}</section>`))
})

const incidentWords: Record<Lang, readonly [string, string]> = {
  en: ["We are investigating an issue affecting online payments and sign-in. Thank you for your patience.", "Follow updates on our status page"],
  fr: ["Nous analysons un incident qui perturbe les paiements en ligne et la connexion. Merci de votre patience.", "Suivre l'incident sur notre page d'état"],
  de: ["Wir untersuchen eine Störung bei Online-Zahlungen und der Anmeldung. Vielen Dank für Ihre Geduld.", "Aktuelle Infos auf unserer Statusseite"],
  es: ["Estamos investigando una incidencia que afecta a los pagos en línea y al inicio de sesión. Gracias por su paciencia.", "Siga las novedades en nuestra página de estado"],
  nl: ["We onderzoeken een storing bij online betalen en inloggen. Bedankt voor uw geduld.", "Volg de updates op onze statuspagina"],
  pt: ["Estamos investigando um problema que afeta pagamentos online e o login. Obrigado pela paciência.", "Acompanhe na nossa página de status"],
  it: ["Stiamo verificando un problema che riguarda i pagamenti online e l'accesso. Grazie per la pazienza.", "Aggiornamenti sulla nostra pagina di stato"]
}

// Service incidents announced on the site with a link to a hosted status page (Atlassian Statuspage, Instatus, Better Stack), as SaaS companies, banks and shops do during an outage.
const incidentBanner = benign("service-incident banner linking to a hosted status page", (page, rng) => {
  const [p, link] = say(page, incidentWords)
  const h = handle(page)
  const status = pick(rng, [`https://${h}.statuspage.io/`, `https://status.${page.site.domain}/`, `https://${h}.instatus.com/`, `https://status.${h}.${pick(rng, ["com", "io"])}/`, `https://${h}.betteruptime.com/`])
  const el = pick(rng, [
    `<div class="incident-banner" role="status" style="background:#fff4e5;border-bottom:2px solid #ff9800;padding:8px 14px">⚠ ${esc(p)} <a href="${status}">${link}</a></div>`,
    `<div class="alert alert-warning" role="status"><strong>${page.site.locale.date(someDate(rng))}:</strong> ${esc(p)} <a href="${status}" target="_blank" rel="noopener">${link}</a></div>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), el))
})

const recallSites: Record<string, string> = {
  us: "https://www.cpsc.gov/Recalls", uk: "https://www.food.gov.uk/news-alerts/search/alerts", fr: "https://rappel.conso.gouv.fr/", de: "https://www.lebensmittelwarnung.de/",
  es: "https://www.aesan.gob.es/", nl: "https://www.nvwa.nl/", au: "https://www.productsafety.gov.au/recalls", in: "https://fssai.gov.in/", br: "https://www.gov.br/anvisa/", it: "https://www.salute.gov.it/"
}
const recallWords: Record<Lang, (item: string, batches: string, date: string) => readonly [string, string]> = {
  en: (i, b, d) => ["Product recall", `As a precaution we are recalling ${i} with batch numbers ${b} (best before ${d}). Please do not use it; return it to us for a full refund, no receipt needed.`],
  fr: (i, b, d) => ["Rappel de produit", `Par précaution, nous rappelons ${i} portant les numéros de lot ${b} (DDM ${d}). Ne le consommez pas et rapportez-le pour un remboursement intégral, même sans ticket.`],
  de: (i, b, d) => ["Produktrückruf", `Vorsorglich rufen wir ${i} mit den Chargennummern ${b} (MHD ${d}) zurück. Bitte nicht verwenden; Sie erhalten den vollen Kaufpreis zurück, auch ohne Kassenbon.`],
  es: (i, b, d) => ["Retirada de producto", `Como precaución retiramos ${i} con los lotes ${b} (consumo preferente ${d}). No lo utilice y devuélvalo para un reembolso completo, sin necesidad de tique.`],
  nl: (i, b, d) => ["Terugroepactie", `Uit voorzorg roepen wij ${i} met batchnummers ${b} (THT ${d}) terug. Gebruik het product niet en breng het terug voor uw geld terug, ook zonder bon.`],
  pt: (i, b, d) => ["Recolha de produto", `Por precaução, estamos recolhendo ${i} dos lotes ${b} (validade ${d}). Não utilize o produto e devolva-o para reembolso integral, sem necessidade de nota.`],
  it: (i, b, d) => ["Richiamo del prodotto", `Per precauzione richiamiamo ${i} con i lotti ${b} (TMC ${d}). Non utilizzarlo e riportalo per il rimborso completo, anche senza scontrino.`]
}
const recallItems: Record<Lang, ReadonlyArray<string>> = {
  en: ["our 500 g organic granola", "the children's night light (model NL-200)", "our almond cookies"], fr: ["notre granola bio 500 g", "la veilleuse enfant (modèle NL-200)", "nos biscuits aux amandes"],
  de: ["unser Bio-Granola 500 g", "das Kinder-Nachtlicht (Modell NL-200)", "unsere Mandelkekse"], es: ["nuestra granola ecológica de 500 g", "la lamparita infantil (modelo NL-200)", "nuestras galletas de almendra"],
  nl: ["onze biologische granola 500 g", "het kindernachtlampje (model NL-200)", "onze amandelkoekjes"], pt: ["nossa granola orgânica de 500 g", "a luz de presença infantil (modelo NL-200)", "nossos biscoitos de amêndoa"],
  it: ["la nostra granola bio da 500 g", "la luce notturna per bambini (modello NL-200)", "i nostri biscotti alle mandorle"]
}

// Product recalls published by the maker or shop, as food-safety and consumer-product agencies require (FSA and CPSC notices, RappelConso in France, lebensmittelwarnung.de): an urgent notice naming the product and batches, the refund, and a link to the national recall register.
const productRecall = benign("product recall notice linking to the national recall register", (page, rng) => {
  const item = pick(rng, say(page, recallItems))
  const batches = Array.from({ length: between(rng, 1, 3) }, () => `L${digits(rng, 5)}`).join(", ")
  const [h, p] = say(page, recallWords)(item, batches, page.site.locale.date(someDate(rng)))
  const reg = recallSites[page.site.locale.country] ?? recallSites.us!
  const el = `<div class="recall-notice" role="alert" style="border:3px solid #c62828;padding:14px;margin:12px 0"><h2 style="color:#c62828">${h}</h2><p>${esc(p)}</p><p>${esc(page.ids.phone.national)} · <a href="mailto:${page.ids.email}">${page.ids.email}</a> · <a href="${reg}" target="_blank" rel="noopener">${new URL(reg).hostname}</a></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), el))
})

// Image CDNs switched on for a site's own images: Jetpack's Site Accelerator (i0/i1/i2.wp.com/<host>/<path>?ssl=1), Cloudinary's fetch URLs, imgix sources, rewriting the src of the site's own images to the CDN's host with the original URL inside, and a dns-prefetch for it.
const imageCdn = benign("own images served through an image CDN (Jetpack, Cloudinary, imgix)", (page, rng) => {
  const cdn = pick(rng, ["jetpack", "cloudinary", "imgix"] as const)
  const h = handle(page)
  const n = between(rng, 0, 2)
  const rewrite = (u: URL) => cdn === "jetpack" ? `https://i${n}.wp.com/${u.hostname}${u.pathname}?${pick(rng, ["ssl=1", "w=800&ssl=1", "resize=640%2C360&ssl=1"])}` : cdn === "cloudinary" ? `https://res.cloudinary.com/${h}/image/fetch/f_auto,q_auto/${u.href}` : `https://${h}.imgix.net${u.pathname}?auto=format,compress`
  const out: Array<Splice> = []
  const imgs = shown(page, "img", (e) => {
    const s = (e.attribs.src ?? "").trim()
    if (s.length === 0 || s.startsWith("data:")) return false
    const u = resolve(page, s)
    return u !== null && (u.hostname === page.site.host || u.hostname.endsWith("." + page.site.domain))
  })
  for (const t of attrTargets(page, imgs, "src").slice(0, 20)) out.push(replace(t.value, esc(rewrite(resolve(page, t.el.attribs.src!)!))))
  const origin = cdn === "jetpack" ? `//i${n}.wp.com` : cdn === "cloudinary" ? "//res.cloudinary.com" : `//${h}.imgix.net`
  out.push(insert(head(page), `<link rel="dns-prefetch" href="${origin}">`))
  return { splices: out }
})

const ageWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Are you of legal drinking age?", "You must be 18 or over to visit this site. Please drink responsibly.", "Yes, I am 18 or over", "No"],
  fr: ["Avez-vous l'âge légal pour consommer de l'alcool ?", "Vous devez avoir 18 ans ou plus pour visiter ce site. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.", "Oui, j'ai 18 ans ou plus", "Non"],
  de: ["Sind Sie alt genug, um Alkohol zu trinken?", "Sie müssen mindestens 18 Jahre alt sein, um diese Website zu besuchen. Bitte genießen Sie verantwortungsvoll.", "Ja, ich bin mindestens 18", "Nein"],
  es: ["¿Tienes la edad legal para beber alcohol?", "Debes tener 18 años o más para visitar este sitio. Bebe con moderación.", "Sí, tengo 18 años o más", "No"],
  nl: ["Ben je 18 jaar of ouder?", "Je moet 18 jaar of ouder zijn om deze site te bezoeken. Geniet, maar drink met mate.", "Ja, ik ben 18 of ouder", "Nee"],
  pt: ["Você tem idade legal para consumir bebidas alcoólicas?", "É preciso ter 18 anos ou mais para visitar este site. Beba com moderação.", "Sim, tenho 18 anos ou mais", "Não"],
  it: ["Hai l'età legale per bere alcolici?", "Devi avere almeno 18 anni per visitare questo sito. Bevi responsabilmente.", "Sì, ho almeno 18 anni", "No"]
}
const responsible: Record<string, string> = { us: "https://www.responsibility.org/", uk: "https://www.drinkaware.co.uk/", fr: "https://www.alcool-info-service.fr/", de: "https://www.kenn-dein-limit.de/", nl: "https://www.alcoholinfo.nl/", au: "https://drinkwise.org.au/", it: "https://www.epicentro.iss.it/alcol/" }

// Age gates on breweries', wineries', distillers' and vape shops' sites (required by advertising codes such as the Portman Group's and by some national laws): a full-screen overlay asking the visitor's age before showing the page, remembered in a cookie, the "no" button leading to a responsible-drinking site.
const ageGate = benign("age-verification gate over the page (alcohol, tobacco)", (page, rng) => {
  const [h, p, yes, no] = say(page, ageWords)
  const away = responsible[page.site.locale.country] ?? "https://www.google.com/"
  const id = pick(rng, ["age-gate", "agegate", "av-overlay"])
  const overlay = `<div id="${id}" style="position:fixed;inset:0;background:rgba(0,0,0,.92);color:#fff;z-index:99999;display:flex;align-items:center;justify-content:center;text-align:center"><div style="max-width:420px;padding:24px"><h2>${h}</h2><p>${esc(p)}</p><p><button type="button" id="${id}-yes">${yes}</button> <a href="${away}" style="color:#fff">${no}</a></p></div></div>`
  const script = `<script>(function(){var g=document.getElementById("${id}");if(document.cookie.indexOf("${id}=1")>-1){g.style.display="none"}document.getElementById("${id}-yes").onclick=function(){document.cookie="${id}=1;path=/;max-age=${pick(rng, [2592000, 31536000, 86400])}";g.style.display="none"}})()</script>`
  return splices(insert(top(page), overlay + script))
})

const cryptoWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Donate crypto", "You can now support us with Bitcoin, Ether and other cryptocurrencies through a donation platform that sends us the funds and gives you a tax receipt.", "Give crypto"],
  fr: ["Faire un don en cryptomonnaie", "Vous pouvez désormais nous soutenir en bitcoin, en ether ou d'autres cryptomonnaies via une plateforme de dons qui nous reverse les fonds et vous délivre un reçu fiscal.", "Donner en crypto"],
  de: ["Mit Kryptowährung spenden", "Sie können uns jetzt auch mit Bitcoin, Ether und anderen Kryptowährungen unterstützen – über eine Spendenplattform, die uns den Betrag weiterleitet und Ihnen eine Zuwendungsbestätigung ausstellt.", "Krypto spenden"],
  es: ["Dona en criptomonedas", "Ahora puedes apoyarnos con bitcoin, ether y otras criptomonedas a través de una plataforma de donaciones que nos transfiere los fondos y te emite el certificado fiscal.", "Donar cripto"],
  nl: ["Doneer met crypto", "U kunt ons nu ook steunen met bitcoin, ether en andere cryptovaluta via een donatieplatform dat het geld aan ons doorstort en u een fiscaal bewijs geeft.", "Crypto doneren"],
  pt: ["Doe em cripto", "Agora você pode nos apoiar com bitcoin, ether e outras criptomoedas por meio de uma plataforma de doações que nos repassa os fundos e emite seu recibo.", "Doar cripto"],
  it: ["Dona in criptovalute", "Ora puoi sostenerci con bitcoin, ether e altre criptovalute tramite una piattaforma di donazioni che ci gira i fondi e ti rilascia la ricevuta.", "Dona cripto"]
}

// Charities, universities and newsrooms accepting crypto donations through a donation platform (The Giving Block, Every.org, Endaoment): a short section and a button to the organisation's page on the platform; the site's other donation details stay as they were.
const cryptoDonation = benign("crypto donations accepted through a donation platform", (page, rng) => {
  const [h, p, button] = say(page, cryptoWords)
  const s = slug(page.site.brand)
  const href = pick(rng, [`https://www.every.org/${s}#/donate/crypto`, `https://thegivingblock.com/donate/${s}/`, `https://app.endaoment.org/orgs/${digits(rng, 9)}`])
  const el = `<section class="${pick(rng, ["crypto-donations", "ways-to-give", "donate-crypto"])}"><h3>₿ ${h}</h3><p>${esc(p)}</p><p><a class="button" href="${href}">${button}</a></p></section>`
  return splices(insert(pick(rng, [besideContact(page), anySlot(rng, page.spots)]), el))
})

const parentWords: Record<Lang, (brand: string, parent: string) => string> = {
  en: (b, p) => `${b} is now part of ${p}. Nothing changes for our customers: your contacts, orders and contracts stay the same.`,
  fr: (b, p) => `${b} fait désormais partie de ${p}. Rien ne change pour nos clients : vos interlocuteurs, commandes et contrats restent les mêmes.`,
  de: (b, p) => `${b} gehört jetzt zu ${p}. Für unsere Kunden ändert sich nichts: Ansprechpartner, Bestellungen und Verträge bleiben gleich.`,
  es: (b, p) => `${b} ahora forma parte de ${p}. Para nuestros clientes no cambia nada: sus contactos, pedidos y contratos siguen igual.`,
  nl: (b, p) => `${b} maakt nu deel uit van ${p}. Voor onze klanten verandert er niets: contactpersonen, bestellingen en contracten blijven gelijk.`,
  pt: (b, p) => `A ${b} agora faz parte do ${p}. Nada muda para nossos clientes: contatos, pedidos e contratos continuam os mesmos.`,
  it: (b, p) => `${b} ora fa parte di ${p}. Per i nostri clienti non cambia nulla: referenti, ordini e contratti restano invariati.`
}

// Acquisitions announced on the acquired company's own site (press releases and footer lines such as "X is part of Y Group"): a short notice linking to the parent group's domain, and a footer line naming the new legal owner.
const acquisitionNotice = benign("'now part of' acquisition notice linking to the parent group", (page, rng) => {
  const parent = `${pick(rng, ["Nordwell", "Aurelia", "Hollis", "Meridian", "Castellan", "Brightwater", "Valmont"])} ${pick(rng, ["Group", "Holdings", "Partners"])}`
  const dom = `${slug(parent).replace(/-/g, "")}.${pick(rng, ["com", "eu", tldOf(page)])}`
  const note = esc(say(page, parentWords)(brandName(page), parent))
  const legal = `© ${pick(rng, ["2025", "2026"])} ${esc(brandName(page))} — ${esc(parent)}${pick(rng, ["", " Ltd", " B.V.", " GmbH", " S.A."])}`
  return splices(
    insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["news-banner", "announcement", "notice"])}"><p>${note} <a href="https://www.${dom}/${pick(rng, ["news", "press", "en/news"])}/${slug(page.site.brand)}">${esc(parent)}</a></p></div>`),
    insert(bottom(page), `<p class="legal-owner"><small>${legal} · <a href="https://www.${dom}/">${dom}</a></small></p>`)
  )
})

// Organisations moving their social presence (2023–2025): the X/Twitter link in "follow us" replaced by Bluesky, or Threads and Mastodon links added beside the existing ones, with the handles the organisation registered there.
const newSocialNetworks = benign("follow-us links move from X to Bluesky, Threads or Mastodon", (page, rng) => {
  const h = handle(page)
  const out: Array<Splice> = []
  const social = shown(page, "a", (e) => /(^https?:\/\/)(www\.)?(x\.com|twitter\.com|facebook\.com|instagram\.com|linkedin\.com|youtube\.com|t\.me)\//i.test((e.attribs.href ?? "").trim()))
  const x = social.find((e) => /(x|twitter)\.com\//i.test(e.attribs.href ?? ""))
  const bsky = `https://bsky.app/profile/${pick(rng, [`${h}.bsky.social`, page.site.domain])}`
  if (x !== undefined && chance(rng, 0.7)) {
    for (const t of attrTargets(page, [x], "href")) out.push(replace(t.value, esc(bsky)))
    const text = page.spots.texts.find((t) => t.parent === x.index)
    if (text !== undefined && text.text.trim() === "X") out.push(replace({ start: text.start, end: text.end }, "Bluesky"))
  }
  const extra = sample(rng, [`<a href="https://www.threads.net/@${h.toLowerCase()}">Threads</a>`, `<a rel="me" href="https://${pick(rng, ["mastodon.social", "social.coop", "mstdn.social"])}/@${h}">Mastodon</a>`, `<a href="${bsky}">Bluesky</a>`], between(rng, 1, 2)).join(" · ")
  const last = social[social.length - 1]
  if (last?.closeTag != null) out.push(insert(last.closeTag.end, ` · ${extra}`))
  else out.push(insert(besideContact(page), `<p class="social">${extra}</p>`))
  return { splices: out }
})

// International sites adding hreflang alternates for their new country or language sites (Google Search Central's guidance on localized versions): link tags in the head pointing at ccTLD or subdomain versions, and a small country picker in the footer.
const hreflangAlternates = benign("hreflang alternates and a country picker for new country sites", (page, rng) => {
  const h = handle(page)
  const countries = sample(rng, [["de", "de-DE", "Deutschland"], ["fr", "fr-FR", "France"], ["es", "es-ES", "España"], ["it", "it-IT", "Italia"], ["nl", "nl-NL", "Nederland"], ["co.uk", "en-GB", "United Kingdom"], ["com.au", "en-AU", "Australia"]] as const, between(rng, 2, 4))
  const style = pick(rng, ["cctld", "sub", "path"] as const)
  const url = (tld: string, code: string) => style === "cctld" ? `https://www.${h}.${tld}/` : style === "sub" ? `https://${code.slice(0, 2)}.${page.site.domain}/` : `https://${page.site.host}/${code.toLowerCase()}/`
  const tags = countries.map(([tld, code]) => `<link rel="alternate" hreflang="${code}" href="${url(tld, code)}">`).join("") + `<link rel="alternate" hreflang="x-default" href="https://${page.site.host}/">`
  const out: Array<Splice> = [insert(head(page), tags)]
  if (chance(rng, 0.6)) out.push(insert(bottom(page), `<nav class="country-picker"><ul>${countries.map(([tld, code, name]) => `<li><a href="${url(tld, code)}" hreflang="${code}">${name}</a></li>`).join("")}</ul></nav>`))
  return { splices: out }
})

const loginWords: Record<Lang, string> = { en: "My account", fr: "Mon compte", de: "Mein Konto", es: "Mi cuenta", nl: "Mijn account", pt: "Minha conta", it: "Il mio account" }

// Customer accounts moved to a hosted identity provider (Auth0, Okta Customer Identity, Microsoft Entra External ID / Azure AD B2C): the "log in" and "my account" links now go to the provider's hosted login page, on its domain or on a login subdomain of the site.
const hostedLogin = benign("account links moved to a hosted sign-in provider (Auth0, Okta, Entra)", (page, rng) => {
  const h = handle(page)
  const client = alnum(rng, 32)
  const redirect = encodeURIComponent(`https://${page.site.host}/callback`)
  const login = pick(rng, [
    `https://${h}.${pick(rng, ["eu", "us", "au"])}.auth0.com/authorize?response_type=code&client_id=${client}&redirect_uri=${redirect}&scope=openid%20profile%20email`,
    `https://login.${page.site.domain}/u/login?state=${alnum(rng, 40)}`,
    `https://${h}.okta.com/oauth2/default/v1/authorize?client_id=${alnum(rng, 20)}&response_type=code&scope=openid&redirect_uri=${redirect}`,
    `https://${h}.b2clogin.com/${h}.onmicrosoft.com/B2C_1_signupsignin/oauth2/v2.0/authorize?client_id=${alnum(rng, 8)}-${alnum(rng, 4)}-${alnum(rng, 4)}&response_type=code&redirect_uri=${redirect}`
  ])
  const accountLinks = ownLinks(page).filter((e) => /\b(log-?in|sign-?in|my-?account|account|konto|compte|mon-compte|cuenta|mi-cuenta|minha-conta|accedi|inloggen|mijn-account)\b/i.test(e.attribs.href ?? ""))
  const out: Array<Splice> = attrTargets(page, accountLinks, "href").slice(0, 4).map((t) => replace(t.value, esc(login)))
  if (out.length === 0) out.push(insert(top(page), `<div class="account-bar" style="text-align:right"><a href="${esc(login)}">👤 ${say(page, loginWords)}</a></div>`))
  return { splices: out }
})

const paywallWords: Record<Lang, (n: number) => readonly [string, string, string]> = {
  en: (n) => [`You have ${n} free article${n === 1 ? "" : "s"} left this month.`, "Subscribe", "Log in"],
  fr: (n) => [`Il vous reste ${n} article${n > 1 ? "s" : ""} gratuit${n > 1 ? "s" : ""} ce mois-ci.`, "S'abonner", "Se connecter"],
  de: (n) => [`Sie können diesen Monat noch ${n} Artikel kostenlos lesen.`, "Abonnieren", "Anmelden"],
  es: (n) => [`Te queda${n === 1 ? "" : "n"} ${n} artículo${n === 1 ? "" : "s"} gratis este mes.`, "Suscríbete", "Inicia sesión"],
  nl: (n) => [`Je kunt deze maand nog ${n} gratis artikel${n === 1 ? "" : "en"} lezen.`, "Abonneren", "Inloggen"],
  pt: (n) => [`Você ainda tem ${n} matéria${n === 1 ? "" : "s"} grátis este mês.`, "Assine", "Entrar"],
  it: (n) => [`Ti rimane${n === 1 ? "" : "no"} ${n} articol${n === 1 ? "o" : "i"} gratuit${n === 1 ? "o" : "i"} questo mese.`, "Abbonati", "Accedi"]
}

// Newspapers and magazines adding a metered paywall from a subscription platform (Piano, Poool, Zephr): the platform's script in the head and a sticky "N free articles left" bar with subscribe and log-in links to the publisher's own pages.
const meteredPaywall = benign("metered paywall bar and script from a subscription platform", (page, rng) => {
  const [msg, sub, login] = say(page, paywallWords)(between(rng, 1, 5))
  const script = pick(rng, [
    `<script>tp=window.tp||[];tp.push(["setAid","${alnum(rng, 10)}"]);tp.push(["setCxenseSiteId","${digits(rng, 19)}"]);tp.push(["setUseTinypassAccounts",false]);tp.push(["init",function(){tp.experience.init()}]);</script><script async src="https://cdn.tinypass.com/api/tinypass.min.js"></script>`,
    `<script src="https://assets.poool.fr/audit.min.js" async></script><script src="https://assets.poool.fr/access.min.js" async></script><script>window.addEventListener("load",function(){if(window.Audit){Audit.init("${alnum(rng, 16)}").sendEvent("page-view",{type:"premium"})}})</script>`,
    `<script src="https://${page.site.brand}.cdn.zephr.com/zephr-browser.umd.js" async></script>`
  ])
  const bar = `<div class="${pick(rng, ["meter-bar", "paywall-meter", "tp-meter"])}" style="position:sticky;bottom:0;background:#111;color:#fff;padding:10px 16px;text-align:center">${esc(msg)} <a href="/${pick(rng, ["subscribe", "abonnement", "abo", "suscripcion", "abbonamenti"])}" style="color:#ffd54f">${sub}</a> · <a href="/${pick(rng, ["login", "account"])}" style="color:#fff">${login}</a></div>`
  return splices(insert(head(page), script), insert(pick(rng, [bottom(page), top(page)]), bar))
})

const chatWords: Record<Lang, string> = { en: "Chat with us on WhatsApp", fr: "Écrivez-nous sur WhatsApp", de: "Schreiben Sie uns auf WhatsApp", es: "Escríbenos por WhatsApp", nl: "App ons via WhatsApp", pt: "Fale conosco no WhatsApp", it: "Scrivici su WhatsApp" }

// Businesses adding a WhatsApp Business click-to-chat button with their own number (wa.me links, as WhatsApp's click-to-chat documentation and plugins such as Join.chat generate them): a floating button and a line beside the contact details, both to the number the page already publishes.
const whatsappOwnNumber = benign("WhatsApp click-to-chat button with the site's own number", (page, rng) => {
  const digitsOnly = page.ids.phone.tel.replace(/[^\d]/g, "")
  const text = encodeURIComponent(pick(rng, ["Hello!", "Bonjour", "Hallo", "Hola", "Olá", "Ciao", ""]))
  const href = `https://wa.me/${digitsOnly}${text === "" ? "" : `?text=${text}`}`
  const label = say(page, chatWords)
  const out: Array<Splice> = [insert(bottom(page), `<a class="${pick(rng, ["joinchat", "wa-float", "whatsapp-button"])}" href="${href}" target="_blank" rel="noopener" aria-label="${label}" style="position:fixed;right:20px;bottom:20px;background:#25d366;color:#fff;border-radius:30px;padding:10px 16px;z-index:1000">💬 ${label}</a>`)]
  if (chance(rng, 0.6)) out.push(insert(besideContact(page), `<p class="whatsapp">WhatsApp: <a href="${href}">${esc(page.ids.phone.intl)}</a></p>`))
  return { splices: out }
})

/** Every fresh5 benign class, in a fixed order. */
export const fresh5Benigns: ReadonlyArray<ChangeClass> = [
  domainMigration, communityLanguage, phoneChanged, hostedHelpDesk, hostedShop, podcastPlayer, incidentBanner, productRecall,
  imageCdn, ageGate, cryptoDonation, acquisitionNotice, newSocialNetworks, hreflangAlternates, hostedLogin, meteredPaywall, whatsappOwnNumber
]

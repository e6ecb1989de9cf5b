/**
 * Fresh29 benign classes: written during round 23, by someone who does not
 * read the engines, as the honest counterparts an independent tester would
 * put beside the fresh29 defacements: how real web teams change their pages,
 * especially in ways that look like an attack but are not.
 *
 * Outward links and new hosts the organisation really adopted: an article
 * citing several outside sources, a checkout moved to a payment provider
 * with the page saying so, a support-chat widget, a tag manager with a
 * consent manager, the newsletter form moved to the organisation's e-mail
 * service (with the provider's own privacy wording), a careers link to a
 * job board, a donation button to the organisation's page on a fundraising
 * platform, app-store badges, embedded social posts and videos.
 * Identifiers changed honestly: a new phone number announced on the page,
 * with the old one named. Look and content: a redesign renaming the theme's
 * classes, a rebuilt footer (with the agency's credit at times), the site's
 * own maintenance banner, a language menu with hreflang alternates and a
 * bilingual notice, seasonal decorations, a big sale banner, staff changes,
 * price and stock changes, reordered lists, an A/B headline and button
 * variant, growing comment counts with a "most read" box, the
 * organisation's own report as a PDF, structured data with breadcrumbs, and
 * a new story while the ad server rotates its creative.
 *
 * Every class writes in the site's own language where it shows text; none
 * replaces the site's payment details or e-mail, and none sends its forms or
 * links to a party it did not announce or does not obviously work with. The
 * writer had no internet access: vendor snippets, URL shapes and wording
 * are recalled from memory and may differ in detail. Scored in the
 * `fresh29` group, never tuned on.
 */
import { type ChangeClass, attrTargets, elAt, forms, head, lineAfter, occurrences, replaceEverywhere, resolve, setAttr, textRuns, top, trimmed } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate } from "./locales.js"
import { type El, type Range, type TextRun, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, pick, sample, shuffle, upper } from "./rng.js"
import { headlines, reputableSites, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change, extra: Partial<ChangeClass> = {}): ChangeClass => ({ name, kind: "benign", group: "fresh29", make, ...extra })

type T<A> = Record<Lang, A>
const allLangs: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]
const lang = (page: Page): Lang => page.site.locale.lang
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const origin = (page: Page) => new URL(page.site.url).origin
const brandName = (page: Page) => page.site.brand.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const footerSpot = (rng: Rng, page: Page) => pick(rng, [page.spots.bodyClose, slotAt(page.spots, "bottom")])
const dateOf = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
const year = (rng: Rng) => between(rng, 2025, 2026)
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const plainSlug = (s: string) => slug(s.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOccurrences = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const under = (page: Page, t: TextRun, re: RegExp): El | null => {
  for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (re.test(e.name)) return e
  return null
}
const within = (page: Page, el: El, outer: El): boolean => {
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) if (e.index === outer.index) return true
  return false
}
/** A line beside the site's contact lines, or a paragraph at `fallback`; a block goes unwrapped after a paragraph line. */
const besideContact = (page: Page, html: string, fallback: number): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  const block = /^<(form|div|section|ul|aside)\b/.test(html)
  if (line === null) return insert(fallback, block ? html : `<p>${html}</p>`)
  return insert(line.at, block && line.wrap("") === "<p></p>" ? html : line.wrap(html))
}
/** The site's social handle (from its profile links), else its bare brand. */
const siteHandle = (page: Page): string => {
  for (const s of page.ids.social) {
    const h = (s.href ?? "").replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (/^[A-Za-z0-9_.]{2,}$/.test(h)) return h
  }
  return bare(page)
}
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const nativeName: T<string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }

// ———————————————————————————— outward links and hosts the organisation adopted ————————————————————————————

interface Source {
  readonly host: string
  readonly label: string
}
const sourceLabels: Record<string, string> = {
  "en.wikipedia.org": "Wikipedia", "www.bbc.co.uk": "the BBC", "www.reuters.com": "Reuters", "www.theguardian.com": "The Guardian", "www.nytimes.com": "The New York Times",
  "www.who.int": "the WHO", "europa.eu": "the European Union", "www.gov.uk": "GOV.UK", "github.com": "GitHub", "www.lemonde.fr": "Le Monde", "www.spiegel.de": "Der Spiegel",
  "elpais.com": "El País", "www.nature.com": "Nature", "www.nasa.gov": "NASA", "apnews.com": "AP News", "www.un.org": "the United Nations", "arxiv.org": "arXiv",
  "www.npr.org": "NPR", "www.economist.com": "The Economist", "www.ft.com": "the Financial Times"
}
const localSources: T<ReadonlyArray<Source>> = {
  en: [{ host: "www.ons.gov.uk", label: "the Office for National Statistics" }, { host: "www.census.gov", label: "the Census Bureau" }, { host: "www.abc.net.au", label: "ABC News" }],
  fr: [{ host: "www.insee.fr", label: "l'Insee" }, { host: "www.francetvinfo.fr", label: "Franceinfo" }, { host: "www.service-public.fr", label: "Service-Public.fr" }],
  de: [{ host: "www.destatis.de", label: "Destatis" }, { host: "www.tagesschau.de", label: "der Tagesschau" }, { host: "www.bundesregierung.de", label: "der Bundesregierung" }],
  es: [{ host: "www.ine.es", label: "el INE" }, { host: "www.rtve.es", label: "RTVE" }, { host: "www.boe.es", label: "el BOE" }],
  nl: [{ host: "www.cbs.nl", label: "het CBS" }, { host: "nos.nl", label: "de NOS" }, { host: "www.rijksoverheid.nl", label: "de Rijksoverheid" }],
  pt: [{ host: "www.ibge.gov.br", label: "o IBGE" }, { host: "g1.globo.com", label: "o g1" }, { host: "www.gov.br", label: "o gov.br" }],
  it: [{ host: "www.istat.it", label: "l'Istat" }, { host: "www.ansa.it", label: "l'ANSA" }, { host: "www.governo.it", label: "il Governo" }]
}
const citing: T<ReadonlyArray<(l: string) => string>> = {
  en: [(l) => `According to figures published by ${l}, demand has grown steadily over the last two years.`, (l) => `A recent report by ${l} reaches a similar conclusion.`, (l) => `You can read the full background on ${l}.`, (l) => `${l} has covered the same question in more depth.`, (l) => `The data behind this chart comes from ${l}.`],
  fr: [(l) => `Selon les chiffres publiés par ${l}, la demande progresse régulièrement depuis deux ans.`, (l) => `Un rapport récent de ${l} arrive à une conclusion proche.`, (l) => `Le contexte complet est à lire sur ${l}.`, (l) => `${l} a traité la même question plus en détail.`, (l) => `Les données de ce graphique proviennent de ${l}.`],
  de: [(l) => `Laut den von ${l} veröffentlichten Zahlen ist die Nachfrage in den letzten zwei Jahren stetig gestiegen.`, (l) => `Ein aktueller Bericht von ${l} kommt zu einem ähnlichen Ergebnis.`, (l) => `Den vollständigen Hintergrund finden Sie bei ${l}.`, (l) => `${l} hat sich ausführlicher mit derselben Frage befasst.`, (l) => `Die Daten hinter dieser Grafik stammen von ${l}.`],
  es: [(l) => `Según las cifras publicadas por ${l}, la demanda ha crecido de forma constante en los dos últimos años.`, (l) => `Un informe reciente de ${l} llega a una conclusión parecida.`, (l) => `El contexto completo puede leerse en ${l}.`, (l) => `${l} ha tratado la misma cuestión con más detalle.`, (l) => `Los datos de este gráfico proceden de ${l}.`],
  nl: [(l) => `Volgens cijfers van ${l} is de vraag de afgelopen twee jaar gestaag gegroeid.`, (l) => `Een recent rapport van ${l} komt tot een vergelijkbare conclusie.`, (l) => `De volledige achtergrond lees je bij ${l}.`, (l) => `${l} ging dieper in op dezelfde vraag.`, (l) => `De gegevens achter deze grafiek komen van ${l}.`],
  pt: [(l) => `Segundo números publicados por ${l}, a procura cresceu de forma constante nos últimos dois anos.`, (l) => `Um relatório recente de ${l} chega a uma conclusão semelhante.`, (l) => `O contexto completo pode ser lido em ${l}.`, (l) => `${l} tratou da mesma questão com mais profundidade.`, (l) => `Os dados deste gráfico vêm de ${l}.`],
  it: [(l) => `Secondo i dati pubblicati da ${l}, la domanda è cresciuta costantemente negli ultimi due anni.`, (l) => `Un recente rapporto di ${l} arriva a una conclusione simile.`, (l) => `Il contesto completo si può leggere su ${l}.`, (l) => `${l} ha affrontato la stessa questione più a fondo.`, (l) => `I dati di questo grafico provengono da ${l}.`]
}
const articleHeads: T<ReadonlyArray<string>> = {
  en: ["What the latest figures tell us", "Five sources worth reading this month", "Behind the numbers: our reading list", "How others see the same question"],
  fr: ["Ce que disent les derniers chiffres", "Cinq sources à lire ce mois-ci", "Derrière les chiffres : nos lectures", "Comment d'autres voient la même question"],
  de: ["Was die neuesten Zahlen zeigen", "Fünf lesenswerte Quellen in diesem Monat", "Hinter den Zahlen: unsere Leseliste", "Wie andere dieselbe Frage sehen"],
  es: ["Lo que dicen las últimas cifras", "Cinco fuentes que vale la pena leer este mes", "Detrás de las cifras: nuestras lecturas", "Cómo ven otros la misma cuestión"],
  nl: ["Wat de nieuwste cijfers ons vertellen", "Vijf bronnen die deze maand het lezen waard zijn", "Achter de cijfers: onze leeslijst", "Hoe anderen dezelfde vraag zien"],
  pt: ["O que dizem os números mais recentes", "Cinco fontes que valem a leitura este mês", "Por trás dos números: a nossa lista de leitura", "Como outros veem a mesma questão"],
  it: ["Cosa ci dicono gli ultimi dati", "Cinque fonti da leggere questo mese", "Dietro i numeri: le nostre letture", "Come altri vedono la stessa questione"]
}

// Editorial articles with citations, as news sites, blogs and NGOs publish them every day (a new post linking to several outside sources: statistics offices, newspapers, encyclopaedias), written in the site's language with 3–6 links to well-known outside hosts.
const citedArticle = benign("new article in the site's language citing three to six well-known outside sources (statistics offices, newspapers, encyclopaedias) with inline links", (page, rng) => {
  const l = lang(page)
  const pool: Array<Source> = [...reputableSites.map((h) => ({ host: h, label: sourceLabels[h] ?? h })), ...localSources[l], ...localSources[l]]
  const n = between(rng, 3, 6)
  const chosen = sample(rng, pool, n)
  const forms_ = shuffle(rng, citing[l])
  const sentences = chosen.map((s, i) => forms_[i % forms_.length]!(`<a href="${esc(`https://${s.host}/${pick(rng, ["news", "article", "wiki", "en", "data", "report", "story"])}/${plainSlug(pick(rng, headlines))}${chance(rng, 0.5) ? `-${digits(rng, 6)}` : ""}`)}">${esc(s.label)}</a>`))
  const paras: Array<string> = []
  for (let i = 0; i < sentences.length; i += 2) paras.push(`<p>${sentences.slice(i, i + 2).join(" ")}</p>`)
  const html = `<article class="${pick(rng, ["post", "entry", "news-item", "article"])}"><h2>${esc(pick(rng, articleHeads[l]))}</h2><p class="meta"><time>${esc(dateOf(page, rng))}</time></p>${paras.join("")}</article>`
  return splices(insert(someSpot(rng, page), html))
})

interface Provider {
  readonly name: string
  readonly host: string
  readonly link: (rng: Rng, page: Page) => string
  readonly script: ((rng: Rng) => string) | null
}
const providers: ReadonlyArray<Provider> = [
  { name: "Stripe", host: "checkout.stripe.com", link: (rng) => `https://buy.stripe.com/${base58(rng, 14)}`, script: () => "https://js.stripe.com/v3/" },
  { name: "Mollie", host: "mollie.com", link: (rng) => `https://payment-links.mollie.com/payment/${base58(rng, 12)}`, script: null },
  { name: "PayPal", host: "paypal.com", link: (rng) => `https://www.paypal.com/ncp/payment/${upper(rng, 13)}`, script: (rng) => `https://www.paypal.com/sdk/js?client-id=${base58(rng, 40)}&components=buttons` },
  { name: "SumUp", host: "pay.sumup.com", link: (rng) => `https://pay.sumup.com/b2c/${upper(rng, 8)}`, script: null },
  { name: "Square", host: "square.link", link: (rng) => `https://square.link/u/${base58(rng, 8)}`, script: () => "https://web.squarecdn.com/v1/square.js" },
  { name: "Adyen", host: "adyen.link", link: (rng) => `https://eu.adyen.link/PL${hex(rng, 16).toUpperCase()}`, script: (rng) => `https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/5.${between(rng, 50, 70)}.0/adyen.js` },
  { name: "Lemon Squeezy", host: "lemonsqueezy.com", link: (rng, page) => `https://${bare(page)}.lemonsqueezy.com/buy/${uuid(rng)}`, script: () => "https://app.lemonsqueezy.com/js/lemon.js" }
]
const checkoutWords: T<(v: { p: string; host: string; date: string }) => { readonly head: string; readonly body: string; readonly button: string }> = {
  en: (v) => ({ head: "New way to pay online", body: `From ${v.date}, our online payments are handled by ${v.p}. When you pay, you will be taken to ${v.p}'s secure payment page (${v.host}); we never see or store your card details.`, button: "Pay online" }),
  fr: (v) => ({ head: "Nouveau mode de paiement en ligne", body: `Depuis le ${v.date}, nos paiements en ligne sont traités par ${v.p}. Au moment de payer, vous serez redirigé vers la page de paiement sécurisée de ${v.p} (${v.host}) ; nous ne voyons ni ne conservons vos données de carte.`, button: "Payer en ligne" }),
  de: (v) => ({ head: "Neue Online-Zahlung", body: `Seit dem ${v.date} wickelt ${v.p} unsere Online-Zahlungen ab. Beim Bezahlen werden Sie auf die sichere Zahlungsseite von ${v.p} (${v.host}) weitergeleitet; Ihre Kartendaten sehen und speichern wir nicht.`, button: "Online bezahlen" }),
  es: (v) => ({ head: "Nueva forma de pago en línea", body: `Desde el ${v.date}, nuestros pagos en línea los gestiona ${v.p}. Al pagar, irás a la página de pago segura de ${v.p} (${v.host}); nunca vemos ni guardamos los datos de tu tarjeta.`, button: "Pagar en línea" }),
  nl: (v) => ({ head: "Nieuwe manier van online betalen", body: `Sinds ${v.date} verlopen onze online betalingen via ${v.p}. Bij het betalen ga je naar de beveiligde betaalpagina van ${v.p} (${v.host}); wij zien en bewaren je kaartgegevens niet.`, button: "Online betalen" }),
  pt: (v) => ({ head: "Nova forma de pagar online", body: `Desde ${v.date}, os nossos pagamentos online são processados pela ${v.p}. Ao pagar, você será levado à página de pagamento segura da ${v.p} (${v.host}); nunca vemos nem guardamos os dados do seu cartão.`, button: "Pagar online" }),
  it: (v) => ({ head: "Nuovo modo di pagare online", body: `Dal ${v.date} i nostri pagamenti online sono gestiti da ${v.p}. Al momento del pagamento verrai indirizzato alla pagina di pagamento sicura di ${v.p} (${v.host}); non vediamo né conserviamo i dati della tua carta.`, button: "Paga online" })
}

// Payment-provider moves, as small organisations announce them when they adopt a hosted checkout or payment links (Stripe Payment Links, Mollie, PayPal, SumUp, Square, Adyen pay-by-link, Lemon Squeezy): a box in the site's language naming the provider and its host, a "pay online" button to the provider's payment link, and often the provider's script.
const checkoutAdopted = benign("announced move of online payments to a well-known provider's hosted checkout (Stripe, Mollie, PayPal, SumUp, Square, Adyen), naming it and its host, with a pay button to its payment link and often its script", (page, rng) => {
  const p = pick(rng, providers)
  const w = checkoutWords[lang(page)]({ p: p.name, host: p.host, date: dateOf(page, rng) })
  const box = `<div class="${pick(rng, ["payment-notice", "notice", "pay-online"])}"><h3>${esc(w.head)}</h3><p>${esc(w.body)}</p><p><a class="button" href="${esc(p.link(rng, page))}">${esc(w.button)}</a></p></div>`
  const out: Array<Splice> = [besideContact(page, box, someSpot(rng, page))]
  if (p.script !== null && chance(rng, 0.7)) out.push(insert(head(page), `<script src="${esc(p.script(rng))}"${chance(rng, 0.5) ? " async" : ""}></script>`))
  return { splices: out }
})

const numberChangedWords: T<(v: { now: string; old: string; until: string }) => string> = {
  en: (v) => `Our phone number has changed. You can now reach us on ${v.now}. Calls to our old number ${v.old} will be forwarded until ${v.until}.`,
  fr: (v) => `Notre numéro de téléphone a changé. Vous pouvez désormais nous joindre au ${v.now}. Les appels vers l'ancien numéro ${v.old} seront transférés jusqu'au ${v.until}.`,
  de: (v) => `Unsere Telefonnummer hat sich geändert. Sie erreichen uns jetzt unter ${v.now}. Anrufe an die alte Nummer ${v.old} werden bis zum ${v.until} weitergeleitet.`,
  es: (v) => `Hemos cambiado de número de teléfono. Ahora puede llamarnos al ${v.now}. Las llamadas al número anterior ${v.old} se desviarán hasta el ${v.until}.`,
  nl: (v) => `Ons telefoonnummer is gewijzigd. U bereikt ons nu op ${v.now}. Gesprekken naar ons oude nummer ${v.old} worden tot ${v.until} doorgeschakeld.`,
  pt: (v) => `O nosso número de telefone mudou. Agora pode ligar para ${v.now}. As chamadas para o número antigo ${v.old} serão encaminhadas até ${v.until}.`,
  it: (v) => `Il nostro numero di telefono è cambiato. Ora potete chiamarci al ${v.now}. Le chiamate al vecchio numero ${v.old} saranno inoltrate fino al ${v.until}.`
}

// Number changes with a notice, as organisations announce them after moving to a new phone system or provider (the old number forwarded for a while): the site's phone replaced by a new number of its country in both notations and the tel: link, with a notice in the site's language naming the new and the old number.
const numberChangedNotice = benign("site's phone replaced by a new number of its country (both notations and tel: link) with a notice naming the new and the old number and how long calls are forwarded", (page, rng) => {
  const p = page.ids.phone
  const next = makePhone(page.site.locale, p.format, rng)
  const fresh = next.digits === p.digits ? makePhone(page.site.locale, p.format + 1, rng) : next
  const out = replaceEverywhere(page, [[p.intl, fresh.intl], [p.national, fresh.national], [`tel:${p.tel}`, `tel:${fresh.tel}`]])
  const text = esc(numberChangedWords[lang(page)]({ now: fresh.national, old: p.national, until: dateOf(page, rng) }))
  const notice = `<strong>${text}</strong>`
  if (chance(rng, 0.5)) out.push(insert(top(page), `<div class="${pick(rng, ["notice-bar", "site-notice", "announcement"])}" role="status"><p>${text}</p></div>`))
  else out.push(besideContact(page, notice, someSpot(rng, page)))
  return { splices: out }
})

const chatLine: T<string> = {
  en: "Questions? Chat with our team, Monday to Friday, 9:00–17:00.", fr: "Une question ? Discutez avec notre équipe, du lundi au vendredi, de 9 h à 17 h.",
  de: "Fragen? Chatten Sie mit unserem Team, Montag bis Freitag, 9–17 Uhr.", es: "¿Preguntas? Chatea con nuestro equipo de lunes a viernes, de 9:00 a 17:00.",
  nl: "Vragen? Chat met ons team, maandag t/m vrijdag, 9.00–17.00 uur.", pt: "Dúvidas? Converse com a nossa equipe de segunda a sexta, das 9h às 17h.",
  it: "Domande? Chatta con il nostro team dal lunedì al venerdì, 9:00–17:00."
}

// Support-chat widgets, as their vendors' installation guides give them (Intercom, Crisp, tawk.to, Zendesk Web Widget, HubSpot, LiveChat, Tidio, Freshchat): the vendor's snippet with the site's own workspace id, sometimes with a line about chat hours.
const supportChat = benign("support-chat widget added with the vendor's own snippet and a workspace id (Intercom, Crisp, tawk.to, Zendesk, HubSpot, LiveChat, Tidio, Freshchat), sometimes with chat hours", (page, rng) => {
  const snippet = pick(rng, [
    () => `<script>window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:${js(alnum(rng, 8))}};</script><script async src="https://widget.intercom.io/widget/${alnum(rng, 8)}"></script>`,
    () => `<script>window.$crisp=[];window.CRISP_WEBSITE_ID=${js(uuid(rng))};(function(){var d=document,s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s)})();</script>`,
    () => `<script>var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script");s1.async=true;s1.src="https://embed.tawk.to/${hex(rng, 24)}/${alnum(rng, 9)}";s1.charset="UTF-8";s1.setAttribute("crossorigin","*");document.body.appendChild(s1)})();</script>`,
    () => `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${uuid(rng)}"></script>`,
    () => `<script type="text/javascript" id="hs-script-loader" async defer src="//js-${pick(rng, ["eu1", "na1"])}.hs-scripts.com/${digits(rng, 8)}.js"></script>`,
    () => `<script>window.__lc=window.__lc||{};window.__lc.license=${digits(rng, 8)};</script><script async src="https://cdn.livechatinc.com/tracking.js"></script>`,
    () => `<script src="//code.tidio.co/${alnum(rng, 32)}.js" async></script>`,
    () => `<script src="https://wchat.freshchat.com/js/widget.js"></script><script>window.fcWidget&&window.fcWidget.init({token:${js(uuid(rng))},host:"https://wchat.freshchat.com"});</script>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [page.spots.bodyClose, head(page)]), snippet)]
  if (chance(rng, 0.5)) out.push(besideContact(page, esc(chatLine[lang(page)]), someSpot(rng, page)))
  return { splices: out }
})

const cookieSettings: T<string> = { en: "Cookie settings", fr: "Paramètres des cookies", de: "Cookie-Einstellungen", es: "Configuración de cookies", nl: "Cookie-instellingen", pt: "Configurações de cookies", it: "Impostazioni cookie" }

// Tag manager with a consent platform, as agencies install them together (the consent platform's script first, then Google Tag Manager's head snippet and its noscript iframe after the body tag; Cookiebot, Didomi, OneTrust, Usercentrics, Axeptio, iubenda), with a "cookie settings" link in the footer.
const tagsWithConsent = benign("Google Tag Manager container added with a consent platform's script first (Cookiebot, Didomi, OneTrust, Usercentrics, Axeptio, iubenda) and a 'cookie settings' footer link", (page, rng) => {
  const gtm = `GTM-${upper(rng, 1)}${alnum(rng, 6).toUpperCase()}`
  const cmp = pick(rng, [
    () => `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${uuid(rng)}" data-blockingmode="auto" type="text/javascript"></script>`,
    () => `<script type="text/javascript">window.didomiConfig={};</script><script async src="https://sdk.privacy-center.org/${uuid(rng)}/loader.js?target=${page.site.host}"></script>`,
    () => `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${uuid(rng)}"></script><script type="text/javascript">function OptanonWrapper(){}</script>`,
    () => `<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="${base58(rng, 14)}" async></script>`,
    () => `<script>window.axeptioSettings={clientId:${js(hex(rng, 24))},cookiesVersion:${js(`${bare(page)}-${lang(page)}`)}};</script><script async src="https://static.axept.io/sdk.js"></script>`,
    () => `<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/${digits(rng, 7)}.js"></script><script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>`
  ])()
  const gtmHead = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${js(gtm)});</script>`
  const gtmBody = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`
  return splices(
    insert(head(page), cmp + gtmHead),
    insert(top(page), gtmBody),
    insert(footerSpot(rng, page), `<p class="cookie-links"><a href="#" class="${pick(rng, ["cookie-settings", "ot-sdk-show-settings", "open-consent"])}">${esc(cookieSettings[lang(page)])}</a></p>`)
  )
})

const espNote: T<(p: string) => string> = {
  en: (p) => `We use ${p} as our newsletter platform. By subscribing, you agree that your details will be transferred to ${p} for processing. You can unsubscribe at any time.`,
  fr: (p) => `Nous utilisons ${p} pour notre lettre d'information. En vous inscrivant, vous acceptez que vos données soient transférées à ${p} pour traitement. Vous pouvez vous désinscrire à tout moment.`,
  de: (p) => `Wir nutzen ${p} für unseren Newsletter. Mit der Anmeldung stimmen Sie zu, dass Ihre Angaben zur Verarbeitung an ${p} übermittelt werden. Sie können sich jederzeit abmelden.`,
  es: (p) => `Usamos ${p} para nuestro boletín. Al suscribirte, aceptas que tus datos se transfieran a ${p} para su tratamiento. Puedes darte de baja en cualquier momento.`,
  nl: (p) => `We gebruiken ${p} voor onze nieuwsbrief. Door je aan te melden ga je ermee akkoord dat je gegevens ter verwerking aan ${p} worden doorgegeven. Je kunt je altijd afmelden.`,
  pt: (p) => `Usamos a ${p} para a nossa newsletter. Ao assinar, você concorda que seus dados sejam transferidos para a ${p} para processamento. Pode cancelar a qualquer momento.`,
  it: (p) => `Usiamo ${p} per la nostra newsletter. Iscrivendoti accetti che i tuoi dati vengano trasferiti a ${p} per il trattamento. Puoi annullare l'iscrizione in qualsiasi momento.`
}

// Newsletter forms moved to the organisation's e-mail service, as the services' embed codes write them (Mailchimp's list-manage action with its hidden honeypot field and EMAIL input, Brevo's sibforms, Kit, MailerLite, Buttondown), with the provider's recommended privacy wording in the site's language.
const newsletterService = benign("newsletter form moved to the organisation's e-mail service as its embed code writes it (Mailchimp list-manage with honeypot, Brevo, Kit, MailerLite, Buttondown), with the provider's privacy wording", (page, rng) => {
  const f = forms(page).find((x) => (x.attribs.class ?? "").includes("newsletter")) ?? forms(page)[0]
  const u = hex(rng, 25)
  const id = hex(rng, 10)
  const p = pick(rng, [
    { name: "Mailchimp", action: `https://${bare(page)}.us${between(rng, 1, 21)}.list-manage.com/subscribe/post?u=${u}&id=${id}&f_id=00${hex(rng, 4)}e0f0`, field: "EMAIL", honeypot: `<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${u}_${id}" tabindex="-1" value=""></div>` },
    { name: "Brevo", action: `https://${hex(rng, 8)}.sibforms.com/serve/${base58(rng, 120)}`, field: "EMAIL", honeypot: `<input type="text" name="email_address_check" value="" class="input--hidden">` },
    { name: "Kit", action: `https://app.kit.com/forms/${digits(rng, 7)}/subscriptions`, field: "email_address", honeypot: "" },
    { name: "MailerLite", action: `https://assets.mailerlite.com/jsonp/${digits(rng, 6)}/forms/${digits(rng, 12)}/subscribe`, field: "fields[email]", honeypot: "" },
    { name: "Buttondown", action: `https://buttondown.com/api/emails/embed-subscribe/${bare(page)}`, field: "email", honeypot: "" }
  ])
  const note = `<p class="${pick(rng, ["privacy-note", "form-legal", "small"])}"><small>${esc(espNote[lang(page)](p.name))}</small></p>`
  if (f === undefined) {
    return splices(insert(footerSpot(rng, page), `<form class="newsletter" action="${esc(p.action)}" method="post" target="_blank"><input type="email" name="${esc(p.field)}" required> <button type="submit">${esc(page.site.words.subscribe)}</button>${p.honeypot}${note}</form>`))
  }
  const out: Array<Splice> = [setAttr(page, f, "action", p.action)]
  if (chance(rng, 0.6)) out.push(setAttr(page, f, "target", "_blank"))
  const input = page.spots.elements.find((e) => e.name === "input" && (e.attribs.type ?? "").toLowerCase() === "email" && within(page, e, f))
  if (input !== undefined) out.push(setAttr(page, input, "name", p.field))
  const extra = `${p.honeypot}${note}`
  out.push(f.closeTag !== null ? insert(f.closeTag.start, extra) : insert(f.openEnd, extra))
  return { splices: out }
})

const careersWords: T<{ readonly line: string; readonly link: string }> = {
  en: { line: "We're hiring!", link: "See our open positions" }, fr: { line: "Nous recrutons !", link: "Voir nos offres d'emploi" },
  de: { line: "Wir stellen ein!", link: "Zu unseren offenen Stellen" }, es: { line: "¡Estamos contratando!", link: "Ver nuestras ofertas de empleo" },
  nl: { line: "We zoeken collega's!", link: "Bekijk onze vacatures" }, pt: { line: "Estamos contratando!", link: "Veja as nossas vagas" },
  it: { line: "Stiamo assumendo!", link: "Guarda le posizioni aperte" }
}

// Careers links to hosted job boards, as organisations add them when they adopt an applicant-tracking system (Personio, Workable, Greenhouse, Lever, Recruitee, Teamtailor, Join, LinkedIn jobs): a "we're hiring" line in the site's language linking to the organisation's own page on the board, in the footer or beside the contact lines.
const careersBoard = benign("'we're hiring' line linking to the organisation's own page on a hosted job board (Personio, Workable, Greenhouse, Lever, Recruitee, Teamtailor, LinkedIn jobs)", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [`https://${b}.jobs.personio.de/`, `https://apply.workable.com/${b}/`, `https://boards.greenhouse.io/${b}`, `https://jobs.lever.co/${b}`, `https://${b}.recruitee.com/`, `https://${b}.teamtailor.com/jobs`, `https://www.linkedin.com/company/${b}/jobs/`, `https://join.com/companies/${b}`])
  const w = careersWords[lang(page)]
  const html = `<strong>${esc(w.line)}</strong> <a href="${esc(url)}">${esc(w.link)}</a>`
  return splices(chance(rng, 0.5) ? besideContact(page, html, footerSpot(rng, page)) : insert(footerSpot(rng, page), `<p class="careers">${html}</p>`))
})

const donateWords: T<{ readonly head: string; readonly body: string; readonly button: string }> = {
  en: { head: "Support our work", body: "We rely on the generosity of people like you. Every donation helps us keep going.", button: "Donate now" },
  fr: { head: "Soutenez notre action", body: "Nous comptons sur la générosité de personnes comme vous. Chaque don nous aide à continuer.", button: "Faire un don" },
  de: { head: "Unterstützen Sie unsere Arbeit", body: "Wir sind auf die Großzügigkeit von Menschen wie Ihnen angewiesen. Jede Spende hilft uns weiterzumachen.", button: "Jetzt spenden" },
  es: { head: "Apoya nuestro trabajo", body: "Dependemos de la generosidad de personas como tú. Cada donación nos ayuda a seguir adelante.", button: "Donar ahora" },
  nl: { head: "Steun ons werk", body: "We zijn afhankelijk van de vrijgevigheid van mensen zoals jij. Elke gift helpt ons verder.", button: "Doneer nu" },
  pt: { head: "Apoie o nosso trabalho", body: "Contamos com a generosidade de pessoas como você. Cada doação nos ajuda a continuar.", button: "Doar agora" },
  it: { head: "Sostieni il nostro lavoro", body: "Contiamo sulla generosità di persone come te. Ogni donazione ci aiuta ad andare avanti.", button: "Dona ora" }
}

// Donation buttons to fundraising platforms, as charities, clubs and open-source projects add them (their own page on JustGiving, GoFundMe, Donorbox, HelloAsso, betterplace, Open Collective, Ko-fi, Liberapay, Patreon): a short appeal in the site's language with a button to that page.
const donationPage = benign("short appeal with a donate button to the organisation's own page on a fundraising platform (JustGiving, Donorbox, HelloAsso, betterplace, Open Collective, Ko-fi, Liberapay)", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [`https://www.justgiving.com/${b}`, `https://www.gofundme.com/f/${b}-${pick(rng, ["appeal", "fund", "campaign"])}`, `https://donorbox.org/${b}-${pick(rng, ["appeal", "donate", year(rng)])}`, `https://www.helloasso.com/associations/${b}/formulaires/${between(rng, 1, 6)}`, `https://www.betterplace.org/de/organisations/${digits(rng, 5)}-${b}`, `https://opencollective.com/${b}`, `https://ko-fi.com/${b}`, `https://liberapay.com/${b}/donate`, `https://www.patreon.com/${b}`])
  const w = donateWords[lang(page)]
  const html = `<section class="${pick(rng, ["donate", "support-us", "cta-donate"])}"><h3>${esc(w.head)}</h3><p>${esc(w.body)}</p><p><a class="button" href="${esc(url)}">${esc(w.button)}</a></p></section>`
  return splices(insert(someSpot(rng, page), html))
})

const appWords: T<string> = { en: "Get our app", fr: "Téléchargez notre application", de: "Holen Sie sich unsere App", es: "Descarga nuestra app", nl: "Download onze app", pt: "Baixe o nosso app", it: "Scarica la nostra app" }
const storeLang: T<string> = { en: "en-us", fr: "fr-fr", de: "de-de", es: "es-es", nl: "nl-nl", pt: "pt-br", it: "it-it" }

// App-store badges, as the stores' marketing guidelines give them (Apple's badge service, Google Play's badge images, the apple-itunes-app smart banner meta): the organisation's own app linked from both stores, with localised badges and sometimes the smart banner.
const storeBadges = benign("app-store badges in the site's language linking to the organisation's app on the App Store and Google Play, sometimes with Apple's smart-banner meta", (page, rng) => {
  const l = lang(page)
  const appId = digits(rng, 10).replace(/^0/, "1")
  const rev = page.site.domain.split(".").reverse().join(".").replace(/-/g, "_")
  const apple = `https://apps.apple.com/${page.site.locale.country === "uk" ? "gb" : page.site.locale.country}/app/${plainSlug(brandName(page))}/id${appId}`
  const google = `https://play.google.com/store/apps/details?id=${rev}.${pick(rng, ["app", "android", "mobile"])}`
  const html = `<div class="${pick(rng, ["app-badges", "store-badges", "apps"])}"><p>${esc(appWords[l])}</p><a href="${esc(apple)}"><img src="https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/${storeLang[l]}" alt="App Store" height="40"></a> <a href="${esc(google)}"><img src="https://play.google.com/intl/${l}/badges/static/images/badges/${l}_badge_web_generic.png" alt="Google Play" height="58"></a></div>`
  const out: Array<Splice> = [insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), html)]
  if (chance(rng, 0.5)) out.push(insert(head(page), `<meta name="apple-itunes-app" content="app-id=${appId}">`))
  return { splices: out }
})

const socialHead: T<string> = { en: "From our channels", fr: "Sur nos réseaux", de: "Aus unseren Kanälen", es: "En nuestras redes", nl: "Op onze kanalen", pt: "Nas nossas redes", it: "Dai nostri canali" }

// Embedded posts and videos, as the platforms' own embed codes write them (X's blockquote and widgets.js, Instagram's blockquote and embed.js, YouTube's privacy-enhanced iframe, Vimeo's player, TikTok's blockquote and embed.js, Facebook's post plugin): one to three embeds of the organisation's own channels under a heading in its language.
const socialEmbeds = benign("one to three embedded posts and videos from the organisation's own channels with the platforms' official embed codes (X, Instagram, YouTube, Vimeo, TikTok, Facebook)", (page, rng) => {
  const h = siteHandle(page)
  const embeds = Array.from({ length: between(rng, 1, 3) }, () => pick(rng, [
    () => `<blockquote class="twitter-tweet"><p lang="${lang(page)}" dir="ltr">${esc(pick(rng, headlines))}</p>&mdash; ${esc(brandName(page))} (@${esc(h)}) <a href="https://twitter.com/${esc(h)}/status/1${digits(rng, 18)}">${esc(dateOf(page, rng))}</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`,
    () => `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/${base58(rng, 11)}/" data-instgrm-version="14"><a href="https://www.instagram.com/p/${base58(rng, 11)}/">${esc(brandName(page))}</a></blockquote><script async src="//www.instagram.com/embed.js"></script>`,
    () => `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${base58(rng, 11)}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    () => `<iframe src="https://player.vimeo.com/video/${digits(rng, 9)}?h=${hex(rng, 10)}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    () => `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${esc(h.toLowerCase())}/video/7${digits(rng, 18)}" data-video-id="7${digits(rng, 18)}"><section><a href="https://www.tiktok.com/@${esc(h.toLowerCase())}">@${esc(h.toLowerCase())}</a></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>`,
    () => `<iframe src="https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(`https://www.facebook.com/${h}/posts/${digits(rng, 16)}`)}&amp;show_text=true&amp;width=500" width="500" height="600" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true"></iframe>`
  ])())
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["social-embeds", "social-feed", "from-social"])}"><h2>${esc(socialHead[lang(page)])}</h2>${embeds.map((e) => `<div class="embed">${e}</div>`).join("")}</section>`))
})

// ———————————————————————————— look and content ————————————————————————————

// Redesigns, as front-end teams ship them (a theme rebuilt with BEM, utility or CSS-module class names, a new hashed stylesheet): the class names of the page's elements renamed by one scheme and the site's own stylesheets replaced by a new build, the text untouched.
const classRedesign = benign("redesign renaming the page's class names by one scheme (BEM prefix, utility prefix, hashed CSS-module suffix) with the site's own stylesheets replaced by a new build", (page, rng) => {
  const scheme = pick(rng, [
    (c: string) => `c-${c}`,
    (c: string) => `tw-${c}`,
    (c: string) => `site-${c.replace(/_/g, "-")}`,
    (() => {
      const suffix = hex(rng, 5)
      return (c: string) => `${c}_${suffix}`
    })(),
    (c: string) => `${c}--v2`
  ])
  const els = page.spots.elements.filter((e) => e.inBody && !e.inert && e.attribs.class !== undefined && e.attribs.class.trim() !== "" && !insideRaw(page.spots, e.start))
  const out: Array<Splice> = els.slice(0, 600).map((e) => setAttr(page, e, "class", e.attribs.class!.trim().split(/\s+/).map(scheme).join(" ")))
  const build = hex(rng, 8)
  const sheets = page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).includes("stylesheet") && isOwn(page, e.attribs.href ?? ""))
  const targets = attrTargets(page, sheets, "href")
  if (targets.length > 0) targets.forEach((t, i) => out.push(replace(t.value, `/assets/css/${i === 0 ? "main" : `chunk-${i}`}.${build}.css`)))
  else out.push(insert(head(page), `<link rel="stylesheet" href="/assets/css/main.${build}.css">`))
  return { splices: out }
})

const footerWords: T<{ readonly about: string; readonly contact: string; readonly privacy: string; readonly terms: string; readonly access: string; readonly rights: string; readonly by: string }> = {
  en: { about: "About us", contact: "Contact", privacy: "Privacy policy", terms: "Terms of use", access: "Accessibility", rights: "All rights reserved.", by: "Website by" },
  fr: { about: "Qui sommes-nous", contact: "Contact", privacy: "Politique de confidentialité", terms: "Mentions légales", access: "Accessibilité", rights: "Tous droits réservés.", by: "Site réalisé par" },
  de: { about: "Über uns", contact: "Kontakt", privacy: "Datenschutz", terms: "Impressum", access: "Barrierefreiheit", rights: "Alle Rechte vorbehalten.", by: "Website von" },
  es: { about: "Quiénes somos", contact: "Contacto", privacy: "Política de privacidad", terms: "Aviso legal", access: "Accesibilidad", rights: "Todos los derechos reservados.", by: "Web realizada por" },
  nl: { about: "Over ons", contact: "Contact", privacy: "Privacybeleid", terms: "Voorwaarden", access: "Toegankelijkheid", rights: "Alle rechten voorbehouden.", by: "Website door" },
  pt: { about: "Quem somos", contact: "Contato", privacy: "Política de privacidade", terms: "Termos de uso", access: "Acessibilidade", rights: "Todos os direitos reservados.", by: "Site desenvolvido por" },
  it: { about: "Chi siamo", contact: "Contatti", privacy: "Privacy policy", terms: "Note legali", access: "Accessibilità", rights: "Tutti i diritti riservati.", by: "Sito realizzato da" }
}

// Rebuilt footers, as agencies deliver them with a redesign: columns of the site's own pages, the same social profiles as icons, a copyright line, and often the agency's credit linking to its own site (a small web studio's domain in the site's country).
const footerRebuilt = benign("rebuilt footer: columns of the site's own pages, its same social profiles as icon links, a copyright line, and often the web agency's credit link", (page, rng) => {
  const w = footerWords[lang(page)]
  const own = [[w.about, "/about"], [w.contact, "/contact"], [w.privacy, "/privacy"], [w.terms, "/legal"], [w.access, "/accessibility"]] as const
  const cols = `<nav class="footer-nav"><ul>${own.map(([t, h]) => `<li><a href="${h}">${esc(t)}</a></li>`).join("")}</ul></nav>`
  const social = page.ids.social.filter((s) => s.href !== null).map((s) => `<a href="${esc(s.href!)}" class="icon icon-${plainSlug(s.shown)}" aria-label="${esc(s.shown)}"><svg width="20" height="20" aria-hidden="true"><use href="/assets/icons.svg#${plainSlug(s.shown)}"></use></svg></a>`).join(" ")
  const tldOf = pick(rng, page.site.locale.tlds)
  const agency = `${pick(rng, ["studio", "pixel", "web", "digital", "kreativ", "atelier", "bureau"])}${pick(rng, ["-north", "works", "-lab", "form", "-and-co", "craft", "-media"])}.${tldOf}`
  const credit = chance(rng, 0.6) ? ` · ${esc(w.by)} <a href="https://www.${agency}/" rel="${pick(rng, ["nofollow", "noopener", "author"])}">${esc(agency.split(".")[0]!.replace(/-/g, " "))}</a>` : ""
  const html = `<footer class="${pick(rng, ["site-footer", "footer-v2", "page-footer"])}">${cols}<div class="footer-social">${social}</div><p class="copyright">© ${year(rng)} ${esc(brandName(page))}. ${esc(w.rights)}${credit}</p></footer>`
  return splices(insert(footerSpot(rng, page), html))
})

const maintenanceWords: T<(v: { date: string; from: string; to: string }) => { readonly text: string; readonly status: string }> = {
  en: (v) => ({ text: `Planned maintenance: on ${v.date} from ${v.from} to ${v.to}, online payments and your account area will be unavailable. All other pages remain accessible.`, status: "Status page" }),
  fr: (v) => ({ text: `Maintenance programmée : le ${v.date} de ${v.from} à ${v.to}, le paiement en ligne et votre espace client seront indisponibles. Les autres pages restent accessibles.`, status: "Page d'état" }),
  de: (v) => ({ text: `Geplante Wartung: Am ${v.date} von ${v.from} bis ${v.to} Uhr sind Online-Zahlungen und Ihr Kundenkonto nicht erreichbar. Alle anderen Seiten bleiben verfügbar.`, status: "Statusseite" }),
  es: (v) => ({ text: `Mantenimiento programado: el ${v.date} de ${v.from} a ${v.to}, los pagos en línea y tu área de cliente no estarán disponibles. El resto de páginas sigue accesible.`, status: "Página de estado" }),
  nl: (v) => ({ text: `Gepland onderhoud: op ${v.date} van ${v.from} tot ${v.to} zijn online betalen en je accountomgeving niet beschikbaar. Alle andere pagina's blijven bereikbaar.`, status: "Statuspagina" }),
  pt: (v) => ({ text: `Manutenção programada: em ${v.date}, das ${v.from} às ${v.to}, os pagamentos online e a sua área de cliente ficarão indisponíveis. As demais páginas continuam acessíveis.`, status: "Página de status" }),
  it: (v) => ({ text: `Manutenzione programmata: il ${v.date} dalle ${v.from} alle ${v.to} i pagamenti online e l'area clienti non saranno disponibili. Tutte le altre pagine restano accessibili.`, status: "Pagina di stato" })
}

// The site's own maintenance banner, as organisations post one a few days ahead of planned work (a coloured strip at the top with the window and a link to their status page on their own domain or a status-page service).
const ownMaintenanceBanner = benign("the site's own planned-maintenance banner at the top: date and time window, what will be unavailable, a link to its status page", (page, rng) => {
  const h = between(rng, 18, 23)
  const v = { date: dateOf(page, rng), from: `${h}:00`, to: `${String((h + between(rng, 2, 6)) % 24).padStart(2, "0")}:00` }
  const w = maintenanceWords[lang(page)](v)
  const status = pick(rng, [`https://status.${page.site.domain}/`, "/status", `https://${bare(page)}.statuspage.io/`, `https://status.${bare(page)}.com/`])
  const html = `<div class="${pick(rng, ["maintenance-banner", "alert alert-warning", "site-banner"])}" role="alert" style="background:${pick(rng, ["#fff4ce", "#ffe8a3", "#e7f1ff", "#fde2e1"])};padding:10px 16px;text-align:center">${esc(w.text)} <a href="${esc(status)}">${esc(w.status)}</a></div>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), html))
})

const alsoAvailable: T<string> = {
  en: "This website is now also available in English.", fr: "Ce site est désormais aussi disponible en français.", de: "Diese Website gibt es jetzt auch auf Deutsch.",
  es: "Este sitio ya está disponible también en español.", nl: "Deze website is nu ook beschikbaar in het Nederlands.", pt: "Este site agora também está disponível em português.",
  it: "Questo sito è ora disponibile anche in italiano."
}

// Translations, as sites add them with a multilingual plugin (WPML, Polylang, Weglot): hreflang alternates in the head, a language menu of the site's own language paths, and a notice in the new language.
const languageMenu = benign("translations added: hreflang alternates in the head, a language menu of the site's own language paths, and a notice written in the newly added language", (page, rng) => {
  const own = lang(page)
  const others = sample(rng, allLangs.filter((l) => l !== own), between(rng, 1, 3))
  const base = origin(page)
  const path = new URL(page.site.url).pathname
  const alternates = [own, ...others].map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(`${base}${l === own ? "" : `/${l}`}${path}`)}">`).join("") + `<link rel="alternate" hreflang="x-default" href="${esc(`${base}${path}`)}">`
  const menu = `<nav class="${pick(rng, ["lang-switcher", "language-menu", "wpml-ls"])}"><ul>${[own, ...others].map((l) => `<li${l === own ? ' class="current"' : ""}><a href="${l === own ? esc(path) : `/${l}${esc(path)}`}" hreflang="${l}" lang="${l}">${nativeName[l]}</a></li>`).join("")}</ul></nav>`
  const first = others[0]!
  const notice = `<p class="translation-notice" lang="${first}"><a href="/${first}${esc(path)}">${esc(alsoAvailable[first])}</a></p>`
  return splices(insert(head(page), alternates), insert(top(page), menu + (chance(rng, 0.7) ? notice : "")))
})

const seasonGreeting: T<ReadonlyArray<string>> = {
  en: ["Season's greetings from all of us!", "Summer is here – enjoy the sunshine!", "Happy autumn from the whole team.", "Spring has arrived!"],
  fr: ["Joyeuses fêtes de la part de toute l'équipe !", "L'été est là, profitez du soleil !", "Bel automne de la part de toute l'équipe.", "Le printemps est arrivé !"],
  de: ["Frohe Festtage wünscht das ganze Team!", "Der Sommer ist da – genießen Sie die Sonne!", "Einen schönen Herbst wünscht das ganze Team.", "Der Frühling ist da!"],
  es: ["¡Felices fiestas de parte de todo el equipo!", "¡Llegó el verano, disfruta del sol!", "Feliz otoño de parte de todo el equipo.", "¡Ha llegado la primavera!"],
  nl: ["Fijne feestdagen namens het hele team!", "De zomer is er – geniet van de zon!", "Een fijne herfst gewenst van het hele team.", "De lente is begonnen!"],
  pt: ["Boas festas de toda a equipe!", "O verão chegou, aproveite o sol!", "Um bom outono de toda a equipe.", "A primavera chegou!"],
  it: ["Buone feste da tutto il team!", "È arrivata l'estate, goditi il sole!", "Buon autunno da tutto il team.", "È arrivata la primavera!"]
}

// Seasonal themes, as web teams switch them on for a few weeks (accent colours through CSS custom properties, decorations from the site's own asset folder, a falling-snow canvas script at Christmas, a greeting under the header).
const seasonalDecor = benign("seasonal theme switched on: accent colours in CSS custom properties, decorations from the site's own assets, sometimes a falling-snow script, and a greeting in its language", (page, rng) => {
  const i = between(rng, 0, 3)
  const season = ["winter", "summer", "autumn", "spring"][i]!
  const [accent, bg] = [["#b3001b", "#f5f9ff"], ["#ff8c00", "#fffbea"], ["#a0522d", "#fff8f0"], ["#2e8b57", "#f3fff5"]][i]! as [string, string]
  const css = `<style id="seasonal-${season}">:root{--accent:${accent};--season-bg:${bg}}body{background-color:var(--season-bg)}a{color:var(--accent)}.seasonal-strip{background:url(/assets/seasonal/${season}-strip.svg) repeat-x;height:${between(rng, 24, 60)}px}</style>`
  const snow = i === 0 && chance(rng, 0.5) ? `<script src="/assets/seasonal/snowfall.min.js" defer></script>` : ""
  const greet = `<div class="seasonal-strip" aria-hidden="true"></div><p class="seasonal-greeting" style="text-align:center">${esc(seasonGreeting[lang(page)][i]!)}</p>`
  return splices(insert(head(page), css + snow), insert(pick(rng, [top(page), slotAt(page.spots, "top")]), greet))
})

const saleWords: T<(v: { n: number; code: string; date: string }) => { readonly head: string; readonly sub: string; readonly cta: string }> = {
  en: (v) => ({ head: `Big sale: up to ${v.n}% off`, sub: `Use code ${v.code} at checkout. Ends ${v.date}.`, cta: "Shop the sale" }),
  fr: (v) => ({ head: `Grandes soldes : jusqu'à -${v.n} %`, sub: `Code ${v.code} à saisir lors du paiement. Jusqu'au ${v.date}.`, cta: "Voir les soldes" }),
  de: (v) => ({ head: `Großer Sale: bis zu ${v.n} % Rabatt`, sub: `Mit dem Code ${v.code} an der Kasse. Nur bis ${v.date}.`, cta: "Zum Sale" }),
  es: (v) => ({ head: `Grandes rebajas: hasta un ${v.n} % de descuento`, sub: `Usa el código ${v.code} al pagar. Hasta el ${v.date}.`, cta: "Ver rebajas" }),
  nl: (v) => ({ head: `Grote uitverkoop: tot ${v.n}% korting`, sub: `Gebruik code ${v.code} bij het afrekenen. Tot ${v.date}.`, cta: "Naar de sale" }),
  pt: (v) => ({ head: `Grande liquidação: até ${v.n}% de desconto`, sub: `Use o código ${v.code} ao finalizar a compra. Até ${v.date}.`, cta: "Ver ofertas" }),
  it: (v) => ({ head: `Grandi saldi: fino al ${v.n}% di sconto`, sub: `Usa il codice ${v.code} alla cassa. Fino al ${v.date}.`, cta: "Scopri i saldi" })
}

// Sale banners, as shops run them (a full-width banner in loud colours with a discount code, an end date, a button to the shop's own sale page, sometimes a countdown script).
const loudSale = benign("full-width sale banner in loud colours with a discount code, an end date, a button to the shop's own sale page and sometimes a countdown script", (page, rng) => {
  const code = `${pick(rng, ["SALE", "SUMMER", "WINTER", "BLACK", "SPRING", "VIP"])}${between(rng, 10, 60)}`
  const w = saleWords[lang(page)]({ n: pick(rng, [20, 30, 40, 50, 60, 70]), code, date: dateOf(page, rng) })
  const [bg, fg] = pick(rng, [["#e60023", "#fff"], ["#000", "#ffde00"], ["#ff5a00", "#fff"], ["#7b2ff7", "#fff"], ["#00c853", "#000"]] as const)
  const id = `cd-${alnum(rng, 4)}`
  const countdown = chance(rng, 0.5) ? `<span id="${id}"></span><script>(function(){var e=document.getElementById(${js(id)}),end=Date.now()+${between(rng, 2, 9)}*864e5;setInterval(function(){var s=Math.max(0,end-Date.now())/1e3|0;e.textContent=" "+(s/86400|0)+"d "+(s/3600%24|0)+"h "+(s/60%60|0)+"m"},1e3)})();</script>` : ""
  const html = `<div class="${pick(rng, ["sale-banner", "promo-hero", "banner-sale"])}" style="background:${bg};color:${fg};text-align:center;padding:${between(rng, 24, 60)}px 16px"><h2 style="font-size:${between(rng, 32, 56)}px;margin:0">${esc(w.head)}</h2><p>${esc(w.sub)}${countdown}</p><a href="${pick(rng, ["/sale", "/shop/sale", `/shop?promo=${code.toLowerCase()}`, "/offers"])}" style="background:${fg};color:${bg};padding:12px 28px;display:inline-block;font-weight:bold;text-decoration:none">${esc(w.cta)}</a></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

const staffFirst: T<ReadonlyArray<string>> = {
  en: ["Olivia", "Harry", "Priya", "Tom", "Grace", "Sam"], fr: ["Camille", "Lucas", "Inès", "Hugo", "Léa", "Mathis"], de: ["Lena", "Jonas", "Mia", "Felix", "Hannah", "Paul"],
  es: ["Lucía", "Hugo", "Sofía", "Martín", "Paula", "Daniel"], nl: ["Emma", "Daan", "Julia", "Sem", "Tess", "Lucas"], pt: ["Beatriz", "Miguel", "Laura", "Gabriel", "Alice", "Rafael"],
  it: ["Sofia", "Leonardo", "Giulia", "Francesco", "Aurora", "Lorenzo"]
}
const staffLast: T<ReadonlyArray<string>> = {
  en: ["Hughes", "Patel", "Walker", "Clarke", "Evans", "Turner"], fr: ["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard"], de: ["Schmidt", "Wagner", "Becker", "Schulz", "Koch", "Richter"],
  es: ["García", "López", "Martínez", "Sánchez", "Romero", "Torres"], nl: ["de Jong", "Jansen", "Bos", "Smit", "Meijer", "de Boer"], pt: ["Silva", "Santos", "Oliveira", "Lima", "Gomes", "Rocha"],
  it: ["Rossi", "Russo", "Ferrari", "Esposito", "Romano", "Colombo"]
}
const staffWords: T<{ readonly head: string; readonly roles: ReadonlyArray<string>; readonly welcome: (n: string, r: string) => string; readonly farewell: (n: string, y: number) => string }> = {
  en: { head: "Our team", roles: ["Managing Director", "Head of Communications", "Office Manager", "Customer Service Lead", "Project Coordinator"], welcome: (n, r) => `We are delighted to welcome ${n} as our new ${r}.`, farewell: (n, y) => `After ${y} years with us, ${n} is moving on. Thank you for everything!` },
  fr: { head: "Notre équipe", roles: ["Directrice générale", "Responsable de la communication", "Office manager", "Responsable du service client", "Coordinateur de projets"], welcome: (n, r) => `Nous avons le plaisir d'accueillir ${n} au poste de ${r.toLowerCase()}.`, farewell: (n, y) => `Après ${y} ans parmi nous, ${n} nous quitte. Merci pour tout !` },
  de: { head: "Unser Team", roles: ["Geschäftsführerin", "Leiter Kommunikation", "Büroleiterin", "Leiterin Kundenservice", "Projektkoordinator"], welcome: (n, r) => `Wir freuen uns, ${n} als ${r} in unserem Team zu begrüßen.`, farewell: (n, y) => `Nach ${y} Jahren verabschiedet sich ${n}. Vielen Dank für alles!` },
  es: { head: "Nuestro equipo", roles: ["Directora general", "Responsable de comunicación", "Office manager", "Responsable de atención al cliente", "Coordinador de proyectos"], welcome: (n, r) => `Damos la bienvenida a ${n}, que se incorpora como ${r.toLowerCase()}.`, farewell: (n, y) => `Tras ${y} años con nosotros, ${n} emprende un nuevo camino. ¡Gracias por todo!` },
  nl: { head: "Ons team", roles: ["Directeur", "Hoofd communicatie", "Officemanager", "Teamleider klantenservice", "Projectcoördinator"], welcome: (n, r) => `We verwelkomen ${n} als onze nieuwe ${r}.`, farewell: (n, y) => `Na ${y} jaar neemt ${n} afscheid. Bedankt voor alles!` },
  pt: { head: "Nossa equipe", roles: ["Diretora-geral", "Responsável de comunicação", "Gerente administrativo", "Coordenadora de atendimento", "Coordenador de projetos"], welcome: (n, r) => `Damos as boas-vindas a ${n}, que assume o cargo de ${r.toLowerCase()}.`, farewell: (n, y) => `Depois de ${y} anos conosco, ${n} segue novos caminhos. Obrigado por tudo!` },
  it: { head: "Il nostro team", roles: ["Direttrice generale", "Responsabile comunicazione", "Office manager", "Responsabile servizio clienti", "Coordinatore di progetto"], welcome: (n, r) => `Diamo il benvenuto a ${n}, che entra nel team come ${r.toLowerCase()}.`, farewell: (n, y) => `Dopo ${y} anni con noi, ${n} ci saluta. Grazie di tutto!` }
}

// Staff changes, as team pages announce them (new cards with a photo from the site's own host, a role and a first.last address on the organisation's own domain; a welcome and sometimes a farewell line).
const staffUpdate = benign("staff changes on a team section: new cards with photos from the site's own host, roles and first.last addresses on its own domain, a welcome and sometimes a farewell line", (page, rng) => {
  const l = lang(page)
  const w = staffWords[l]
  const people = Array.from({ length: between(rng, 2, 4) }, () => ({ first: pick(rng, staffFirst[l]), last: pick(rng, staffLast[l]), role: pick(rng, w.roles) }))
  const mail = (p: { first: string; last: string }) => `${plainSlug(p.first)}.${plainSlug(p.last).replace(/-/g, "")}@${page.site.domain}`
  const cards = people.map((p) => `<div class="team-card"><img src="/images/team/${plainSlug(`${p.first}-${p.last}`)}.jpg" alt="${esc(`${p.first} ${p.last}`)}" width="160" height="160"><h3>${esc(`${p.first} ${p.last}`)}</h3><p>${esc(p.role)}</p><p><a href="mailto:${esc(mail(p))}">${esc(mail(p))}</a></p></div>`).join("")
  const first = people[0]!
  const lines = `<p>${esc(w.welcome(`${first.first} ${first.last}`, first.role))}</p>${chance(rng, 0.5) ? `<p>${esc(w.farewell(`${pick(rng, staffFirst[l])} ${pick(rng, staffLast[l])}`, between(rng, 3, 25)))}</p>` : ""}`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["team", "our-team", "staff"])}"><h2>${esc(w.head)}</h2>${lines}<div class="team-grid">${cards}</div></section>`))
})

// Price and stock changes, as shops make them every week: the shown prices moved by a few per cent (some marked down with the old price struck through), and stock labels updated.
const pricesAndStock = benign("shown prices moved by a few per cent (some marked down with the old price struck through) and stock labels updated", (page, rng) => {
  const re = new RegExp(priceRe.source, "g")
  const out: Array<Splice> = []
  const words = page.spots.texts.reduce((n, t) => n + t.text.trim().split(/\s+/).filter((x) => x !== "").length, 0)
  const budget = Math.max(2, Math.min(40, Math.floor(words * 0.03)))
  for (const t of page.spots.texts) {
    if (out.length >= budget) break
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      if (out.length >= budget) break
      const after = raw.charAt(m.index! + m[0].length)
      if (/\d/.test(after) || /\d/.test(raw.charAt(m.index! - 1))) continue
      const num = m[0].match(/\d{1,5}(?:[.,]\d{2})?/)
      if (num === null) continue
      const s = num[0]
      const sep = /[.,]\d{2}$/.test(s) ? s.charAt(s.length - 3) : null
      const value = Number(s.replace(",", "."))
      const factor = pick(rng, [0.8, 0.85, 0.9, 0.95, 1.05, 1.1, 1.15])
      let next = sep === null ? String(Math.max(1, Math.round(value * factor))) : (Math.max(0.5, value * factor)).toFixed(2).replace(".", sep)
      if (next === s) next = sep === null ? String(Number(s) + 1) : (value + 1).toFixed(2).replace(".", sep)
      const newText = m[0].replace(s, next)
      const start = t.start + m.index!
      const r = { start, end: start + m[0].length }
      out.push(replace(r, factor < 1 && chance(rng, 0.4) ? `<del>${esc(m[0])}</del> ${esc(newText)}` : esc(newText)))
    }
  }
  const w = page.site.words
  for (const r of textOccurrences(page, w.inStock)) out.push(replace(r, esc(chance(rng, 0.6) ? w.fewLeft(between(rng, 2, 9)) : w.soldOut)))
  if (out.length === 0) out.push(insert(someSpot(rng, page), `<p class="price-note">${esc(w.featured)}: <span class="price">${esc(page.site.locale.money(between(rng, 5, 90) + 0.99))}</span></p>`))
  return { splices: out }
})

// Reordered lists, as editors re-sort menus, link lists and latest-posts widgets (by date, popularity or alphabet): the items of one to three of the page's lists moved into another order, each item's markup unchanged.
const listsReordered = benign("items of one to three of the page's lists (menus, link lists, latest posts) moved into another order, each item's markup unchanged", (page, rng) => {
  const lists = page.spots.elements.filter((e) => (e.name === "ul" || e.name === "ol") && e.shown && !e.inert && e.closeTag !== null)
  const usable: Array<{ items: Array<El> }> = []
  for (const list of lists) {
    const items = page.spots.elements.filter((e) => e.name === "li" && e.parent === list.index && e.closeTag !== null)
    if (items.length < 3) continue
    let ok = true
    for (let i = 0; i + 1 < items.length; i++) if (page.html.slice(items[i]!.closeTag!.end, items[i + 1]!.start).trim() !== "") ok = false
    const span = { start: items[0]!.start, end: items[items.length - 1]!.closeTag!.end }
    if (page.spots.raw.some((x) => x.start < span.end && x.end > span.start)) ok = false
    if (ok) usable.push({ items })
  }
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  const want = usable.length === 0 ? 0 : between(rng, 1, Math.min(3, usable.length))
  for (const { items } of shuffle(rng, usable)) {
    if (taken.length >= want) break
    const span = { start: items[0]!.start, end: items[items.length - 1]!.closeTag!.end }
    if (taken.some((t) => span.start < t.end && span.end > t.start)) continue
    taken.push(span)
    const parts = items.map((e) => page.html.slice(e.start, e.closeTag!.end))
    const gaps = items.slice(0, -1).map((e, i) => page.html.slice(e.closeTag!.end, items[i + 1]!.start))
    let order = shuffle(rng, parts.map((_, i) => i))
    if (order.every((v, i) => v === i)) order = [...order.slice(1), order[0]!]
    const html = order.map((k, i) => parts[k]! + (i < gaps.length ? gaps[i]! : "")).join("")
    out.push(replace({ start: items[0]!.start, end: items[items.length - 1]!.closeTag!.end }, html))
  }
  if (out.length === 0) {
    out.push(insert(someSpot(rng, page), `<ul class="quick-links">${sample(rng, headlines, 3).map((h) => `<li><a href="/news/${slug(h)}">${esc(h)}</a></li>`).join("")}</ul>`))
  }
  return { splices: out }
})

const variantHeads: T<ReadonlyArray<string>> = {
  en: ["Everything you need, in one place", "Made for people like you", "Discover what's new this season", "Start here"],
  fr: ["Tout ce qu'il vous faut, au même endroit", "Pensé pour vous", "Découvrez les nouveautés de la saison", "Commencez ici"],
  de: ["Alles, was Sie brauchen, an einem Ort", "Gemacht für Menschen wie Sie", "Entdecken Sie die Neuheiten der Saison", "Hier geht's los"],
  es: ["Todo lo que necesitas, en un solo lugar", "Pensado para ti", "Descubre las novedades de la temporada", "Empieza aquí"],
  nl: ["Alles wat je nodig hebt, op één plek", "Gemaakt voor mensen zoals jij", "Ontdek wat er nieuw is dit seizoen", "Begin hier"],
  pt: ["Tudo o que você precisa, num só lugar", "Feito para pessoas como você", "Descubra as novidades da estação", "Comece aqui"],
  it: ["Tutto ciò che ti serve, in un unico posto", "Pensato per te", "Scopri le novità della stagione", "Inizia da qui"]
}
const variantCtas: T<ReadonlyArray<string>> = {
  en: ["Sign me up", "Get updates", "Keep me posted"], fr: ["Je m'inscris", "Recevoir les nouveautés", "Tenez-moi au courant"], de: ["Jetzt anmelden", "Updates erhalten", "Auf dem Laufenden bleiben"],
  es: ["Apúntame", "Recibir novedades", "Mantenme informado"], nl: ["Schrijf me in", "Ontvang updates", "Houd me op de hoogte"], pt: ["Quero receber", "Receber novidades", "Quero me inscrever"],
  it: ["Iscrivimi", "Ricevi aggiornamenti", "Tienimi aggiornato"]
}

// A/B variants, as experimentation tools serve them (a different headline and call-to-action wording, the variant marked on the body and pushed to the data layer).
const abHeadlineVariant = benign("A/B variant: the first heading and the subscribe button reworded in the site's language, the variant marked on the body and pushed to the data layer", (page, rng) => {
  const l = lang(page)
  const out: Array<Splice> = []
  const h = textRuns(page, 3).find((t) => under(page, t, /^h[12]$/) !== null)
  if (h !== undefined) out.push(replace(trimmed(page, h), esc(pick(rng, variantHeads[l]))))
  const sub = textOccurrences(page, page.site.words.subscribe).filter((r) => {
    const run = page.spots.texts.find((t) => r.start >= t.start && r.end <= t.end)
    return run !== undefined && under(page, run, /^button$/) !== null
  })
  const cta = pick(rng, variantCtas[l])
  for (const r of sub) out.push(replace(r, esc(cta)))
  const body = page.spots.elements.find((e) => e.name === "body")
  const exp = `${pick(rng, ["hero", "headline", "cta", "home"])}-${pick(rng, ["test", "exp", "ab"])}-${between(rng, 1, 40)}`
  if (body !== undefined) out.push(setAttr(page, body, "data-variant", `${exp}:B`))
  out.push(insert(head(page), `<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"experiment_impression",experiment_id:${js(exp)},variant_id:"B"});</script>`))
  return { splices: out }
})

const mostRead: T<string> = { en: "Most read this week", fr: "Les plus lus cette semaine", de: "Diese Woche am meisten gelesen", es: "Lo más leído esta semana", nl: "Meest gelezen deze week", pt: "Mais lidos da semana", it: "I più letti della settimana" }

// Engagement that grows, as blogs and news sites show it (comment counts going up, the "last updated" date moving, a "most read this week" box of the site's own articles).
const engagementGrows = benign("comment counts go up, the 'last updated' date moves, and a 'most read this week' box of the site's own articles appears", (page, rng) => {
  const w = page.site.words
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  const values = [...new Set(page.ids.comments)].sort((a, b) => b.length - a.length)
  for (const v of values) {
    for (const r of textOccurrences(page, v)) {
      if (/\d/.test(page.html.charAt(r.start - 1)) || taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      const n = Number((v.match(/\d+/) ?? ["0"])[0])
      out.push(replace(r, esc(w.comments(n + between(rng, 1, 25)))))
    }
  }
  const updated = page.site.locale.date(someDate(rng))
  if (updated !== page.ids.updated) for (const r of textOccurrences(page, page.ids.updated)) out.push(replace(r, esc(updated)))
  const base = pick(rng, ["/blog/", "/news/", "/articles/"])
  out.push(insert(someSpot(rng, page), `<aside class="most-read"><h3>${esc(mostRead[lang(page)])}</h3><ol>${sample(rng, headlines, 4).map((h) => `<li><a href="${base}${slug(h)}">${esc(h)}</a></li>`).join("")}</ol></aside>`))
  return { splices: out }
})

const reportWords: T<(y: number) => { readonly head: string; readonly body: string; readonly link: string }> = {
  en: (y) => ({ head: `Annual report ${y}`, body: "Our annual report sets out what we achieved this year, our accounts and our plans for the next.", link: "Download the report" }),
  fr: (y) => ({ head: `Rapport annuel ${y}`, body: "Notre rapport annuel présente nos réalisations de l'année, nos comptes et nos projets pour l'an prochain.", link: "Télécharger le rapport" }),
  de: (y) => ({ head: `Jahresbericht ${y}`, body: "Unser Jahresbericht zeigt, was wir in diesem Jahr erreicht haben, unsere Finanzen und unsere Pläne für das nächste Jahr.", link: "Bericht herunterladen" }),
  es: (y) => ({ head: `Memoria anual ${y}`, body: "Nuestra memoria anual recoge lo logrado este año, nuestras cuentas y nuestros planes para el próximo.", link: "Descargar la memoria" }),
  nl: (y) => ({ head: `Jaarverslag ${y}`, body: "Ons jaarverslag laat zien wat we dit jaar hebben bereikt, onze cijfers en onze plannen voor volgend jaar.", link: "Download het jaarverslag" }),
  pt: (y) => ({ head: `Relatório anual ${y}`, body: "O nosso relatório anual apresenta o que alcançámos este ano, as nossas contas e os planos para o próximo.", link: "Baixar o relatório" }),
  it: (y) => ({ head: `Relazione annuale ${y}`, body: "La nostra relazione annuale illustra i risultati dell'anno, i conti e i progetti per il prossimo.", link: "Scarica la relazione" })
}

// Reports for download, as organisations publish them (a section with a cover picture and a link to the PDF in the site's own uploads folder, with its size).
const ownReportPdf = benign("the organisation's own annual report published as a PDF in its own uploads folder, with a cover picture, a summary and the file size", (page, rng) => {
  const y = year(rng) - 1
  const w = reportWords[lang(page)](y)
  const dir = pick(rng, [`/wp-content/uploads/${y + 1}/${String(between(rng, 1, 12)).padStart(2, "0")}/`, "/files/", "/documents/", "/media/reports/", "/sites/default/files/"])
  const file = `${dir}${plainSlug(w.head)}${chance(rng, 0.4) ? `-${bare(page)}` : ""}.pdf`
  const size = `${between(rng, 1, 9)}.${between(rng, 0, 9)} MB`
  const html = `<section class="${pick(rng, ["report", "downloads", "publication"])}"><h2>${esc(w.head)}</h2>${chance(rng, 0.6) ? `<img src="${dir}${plainSlug(w.head)}-cover.jpg" alt="${esc(w.head)}" width="200">` : ""}<p>${esc(w.body)}</p><p><a href="${esc(file)}" ${chance(rng, 0.5) ? "download " : ""}type="application/pdf">${esc(w.link)}</a> (PDF, ${size})</p></section>`
  return splices(insert(someSpot(rng, page), html))
})

const homeWord: T<string> = { en: "Home", fr: "Accueil", de: "Startseite", es: "Inicio", nl: "Home", pt: "Início", it: "Home" }
const sectionWord: T<ReadonlyArray<string>> = {
  en: ["News", "About us", "Services", "Shop"], fr: ["Actualités", "À propos", "Services", "Boutique"], de: ["Aktuelles", "Über uns", "Leistungen", "Shop"],
  es: ["Noticias", "Quiénes somos", "Servicios", "Tienda"], nl: ["Nieuws", "Over ons", "Diensten", "Winkel"], pt: ["Notícias", "Sobre nós", "Serviços", "Loja"],
  it: ["Notizie", "Chi siamo", "Servizi", "Negozio"]
}

// Structured data and breadcrumbs, as SEO plugins add them (Yoast, Rank Math: Organization and BreadcrumbList JSON-LD with the organisation's own URL, logo, phone and profiles; Open Graph tags; a visible breadcrumb trail).
const structuredData = benign("structured data added by an SEO plugin: Organization and BreadcrumbList JSON-LD with the site's own URL, logo, phone and profiles, Open Graph tags, and a visible breadcrumb trail", (page, rng) => {
  const base = origin(page)
  const section = pick(rng, sectionWord[lang(page)])
  const org = { "@context": "https://schema.org", "@type": pick(rng, ["Organization", "LocalBusiness", "NGO", "NewsMediaOrganization"]), name: brandName(page), url: `${base}/`, logo: `${base}/images/logo.png`, telephone: page.ids.phone.tel, email: page.ids.email, sameAs: page.ids.social.map((s) => s.href).filter((h): h is string => h !== null) }
  const crumbs = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: homeWord[lang(page)], item: `${base}/` }, { "@type": "ListItem", position: 2, name: section, item: `${base}/${plainSlug(section)}/` }] }
  const ld = `<script type="application/ld+json">${JSON.stringify(org).replace(/</g, "\\u003c")}</script><script type="application/ld+json">${JSON.stringify(crumbs).replace(/</g, "\\u003c")}</script>`
  const og = `<meta property="og:site_name" content="${esc(brandName(page))}"><meta property="og:type" content="website"><meta property="og:image" content="${esc(`${base}/images/og-${hex(rng, 6)}.jpg`)}"><meta name="twitter:card" content="summary_large_image">`
  const trail = `<nav class="${pick(rng, ["breadcrumb", "breadcrumbs", "rank-math-breadcrumb"])}" aria-label="breadcrumb"><a href="/">${esc(homeWord[lang(page)])}</a> ${pick(rng, ["›", "/", "»", "&gt;"])} <a href="/${plainSlug(section)}/">${esc(section)}</a></nav>`
  return splices(insert(head(page), ld + og), insert(pick(rng, [top(page), slotAt(page.spots, "top")]), trail))
})

// New stories while the ad server rotates: a headline added to the latest-posts list (with no comments yet) while the page's ad slot comes back with a creative from another of the ad server's hosts, as it does on busy news sites.
const storyWhileAdsRotate = benign("a new headline added to the latest-posts list while the ad slot serves a creative from another of the ad server's hosts (reload variant)", (page, rng) => {
  const list = page.spots.elements.find((e) => e.name === "ul" && !e.inert && elAt(page, e.parent)?.name === "aside" && (elAt(page, e.parent)?.attribs.class ?? "").includes("latest-posts"))
  const h = pick(rng, headlines)
  const li = `<li><a href="${pick(rng, ["/blog/", "/news/", "/articles/", "/posts/"])}${slug(h)}-${between(rng, 2, 9)}">${esc(h)}</a> <span class="comment-count">(${esc(page.site.words.comments(0))})</span></li>`
  return splices(list !== undefined ? insert(list.openEnd, li) : insert(someSpot(rng, page), `<ul class="latest">${li}</ul>`))
}, { reload: { ads: "other-creative" } })

/** Every fresh29 benign class, in a fixed order. */
export const fresh29Benigns: ReadonlyArray<ChangeClass> = [
  citedArticle, checkoutAdopted, supportChat, tagsWithConsent, newsletterService, careersBoard, donationPage, storeBadges, socialEmbeds,
  numberChangedNotice,
  classRedesign, footerRebuilt, ownMaintenanceBanner, languageMenu, seasonalDecor, loudSale, staffUpdate, pricesAndStock, listsReordered, abHeadlineVariant, engagementGrows, ownReportPdf, structuredData, storyWhileAdsRotate
]

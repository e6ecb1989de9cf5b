/**
 * Fresh10 benign classes: written after fresh9, by someone who does not read
 * the engines, from how real banks, councils, newsrooms, charities, shops,
 * universities and restaurants change their pages. Several are honest
 * counterparts of attacker techniques: outbound links routed through the
 * site's own "you are leaving" page, a donation form framed from a
 * fundraising platform, a payment portal run by a government provider, a
 * timed refresh to the page's new address on the same site, an offline
 * service worker, a CDN's analytics beacon, an onion mirror, a developer
 * message in the console, copy-to-clipboard buttons for the site's own
 * details, a protest blackout and a language chooser over the whole page,
 * images blurred behind a content warning, and an honest notice of a data
 * breach. Each differs from every class in benign.ts and fresh-benign.ts
 * through fresh9-benign.ts, and is written in the site's own language where
 * it shows text. None changes the site's phone numbers, payment details,
 * e-mail addresses or where its own forms and sign-in go. The writer had no
 * internet access: sources are recalled from memory. Scored in the
 * `fresh10` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, head, resolve, say, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { links } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type El, type Range, attrInsertAt } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh10", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const charsOf = (rng: Rng, chars: string, n: number) => Array.from({ length: n }, () => chars[int(rng, chars.length)]).join("")
/** Whether `u` points outside the site's registrable domain. */
const external = (page: Page, u: URL) => u.hostname !== page.site.domain && !u.hostname.endsWith("." + page.site.domain)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))

const leavingWords: Record<Lang, string> = {
  en: "Links to other websites first open a page telling you that you are leaving our site. We are not responsible for the content of external websites.",
  fr: "Les liens vers d'autres sites ouvrent d'abord une page vous indiquant que vous quittez notre site. Nous ne sommes pas responsables du contenu des sites externes.",
  de: "Links zu anderen Websites öffnen zunächst eine Seite mit dem Hinweis, dass Sie unsere Website verlassen. Für die Inhalte externer Websites sind wir nicht verantwortlich.",
  es: "Los enlaces a otros sitios abren primero una página que le avisa de que sale de nuestro sitio. No somos responsables del contenido de sitios externos.",
  nl: "Links naar andere websites openen eerst een pagina die meldt dat u onze website verlaat. Wij zijn niet verantwoordelijk voor de inhoud van externe websites.",
  pt: "Os links para outros sites abrem primeiro uma página avisando que você está saindo do nosso site. Não nos responsabilizamos pelo conteúdo de sites externos.",
  it: "I link ad altri siti aprono prima una pagina che ti avvisa che stai lasciando il nostro sito. Non siamo responsabili dei contenuti dei siti esterni."
}

// "You are now leaving our website" notices, recalled from memory of US banks' and credit unions' third-party link disclosures (the FFIEC and NCUA guidance on linking to third-party sites, about 2003–2005, followed by most bank and many government sites): outbound links are routed through the site's own notice page with the destination in a query parameter; the links' text and the site's own links stay as they were.
const leavingNotice = benign("outbound links routed through the site's own 'you are leaving our site' notice page", (page, rng) => {
  const path = pick(rng, ["/leaving", "/exit", "/external-link", "/redirect-notice", "/third-party-link"])
  const param = pick(rng, ["url", "target", "dest", "link"])
  const out: Array<Splice> = []
  const own = new Set([...page.ids.social, ...(page.ids.pay === null ? [] : [page.ids.pay])].flatMap((h) => (h.href === null ? [] : [h.href])))
  for (const { el, value } of attrTargets(page, links(page), "href")) {
    const u = resolve(page, el.attribs.href ?? "")
    if (u === null || !external(page, u) || own.has((el.attribs.href ?? "").trim())) continue
    out.push(replace(value, `${path}?${param}=${encodeURIComponent(u.href)}`))
  }
  out.push(insert(footerSpot(rng, page), `<p class="${pick(rng, ["external-links-note", "third-party-disclosure", "link-policy"])}"><small>${esc(say(page, leavingWords))}</small></p>`))
  return { splices: out }
})

const donateWords: Record<Lang, readonly [string, (v: string) => string]> = {
  en: ["Make a donation", (v) => `Every gift helps. Donations are processed securely by ${v}, and you will receive a receipt by e-mail.`],
  fr: ["Faire un don", (v) => `Chaque don compte. Les dons sont traités de façon sécurisée par ${v} ; vous recevrez un reçu par e-mail.`],
  de: ["Jetzt spenden", (v) => `Jede Spende hilft. Spenden werden sicher über ${v} abgewickelt; Sie erhalten eine Bestätigung per E-Mail.`],
  es: ["Haz un donativo", (v) => `Cada aportación cuenta. Los donativos se procesan de forma segura a través de ${v} y recibirás un justificante por correo.`],
  nl: ["Doneer nu", (v) => `Elke gift helpt. Donaties worden veilig verwerkt door ${v}; u ontvangt een bevestiging per e-mail.`],
  pt: ["Faça uma doação", (v) => `Cada doação faz diferença. As doações são processadas com segurança por ${v} e você receberá um recibo por e-mail.`],
  it: ["Fai una donazione", (v) => `Ogni dono conta. Le donazioni sono gestite in modo sicuro da ${v} e riceverai una ricevuta via e-mail.`]
}

// Donation forms embedded from fundraising platforms, recalled from memory of the embed codes that Donorbox (an iframe plus widget.js), HelloAsso (a "widget" iframe used by French associations), betterplace.org (a donation iframe for German projects) and Givebutter (a custom element and script) give charities, clubs and schools to paste into their own pages.
const donationEmbed = benign("donation form embedded from a fundraising platform (Donorbox, HelloAsso, betterplace.org, Givebutter)", (page, rng) => {
  const [h, p] = say(page, donateWords)
  const b = slug(page.site.brand)
  const lang = page.site.locale.lang
  const vendors = [
    ["Donorbox", () => `<script src="https://donorbox.org/widget.js" paypalExpress="false"></script><iframe src="https://donorbox.org/embed/${b}-${pick(rng, ["appeal", "donate", "fund", "2026"])}" name="donorbox" allowpaymentrequest="allowpaymentrequest" seamless="seamless" frameborder="0" scrolling="no" height="900px" width="100%" style="max-width:500px;min-width:250px;max-height:none!important"></iframe>`],
    ["Givebutter", () => `<script async src="https://widgets.givebutter.com/latest.umd.cjs?acct=${alnum(rng, 16)}&amp;p=other"></script><givebutter-widget id="${alnum(rng, 6)}"></givebutter-widget>`],
    ...(lang === "fr" ? [["HelloAsso", () => `<iframe id="haWidget" allowtransparency="true" scrolling="auto" src="https://www.helloasso.com/associations/${b}/formulaires/${between(rng, 1, 4)}/widget" style="width:100%;height:750px;border:none"></iframe>`] as const] : []),
    ...(lang === "de" ? [["betterplace.org", () => `<iframe src="https://www.betterplace.org/de/donate/iframe/projects/${between(rng, 10000, 140000)}?background_color=ffffff&amp;color=${hex(rng, 6)}&amp;donation_amount=${pick(rng, [10, 25, 50])}&amp;recurring_interval=single" width="100%" height="640" frameborder="0" style="border:0"></iframe>`] as const] : [])
  ] as const
  const [name, embed] = lang === "fr" || lang === "de" ? vendors[vendors.length - 1]! : pick(rng, vendors)
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["donate", "donation-form", "support-us"])}"><h2>${esc(h)}</h2><p>${esc(p(name))}</p>${embed()}</section>`))
})

const payPortals: Record<string, readonly [string, (b: string, domain: string) => string]> = {
  uk: ["GOV.UK Pay", (b) => `https://www.gov.uk/payments/${b}/${pick2(b, ["pay-an-invoice", "pay-a-parking-fine", "pay-council-tax"])}`],
  us: ["Paymentus", (b) => `https://ipn.paymentus.com/cp/${b.slice(0, 8)}`],
  fr: ["PayFiP", () => "https://www.payfip.gouv.fr/tpa/accueil.web"],
  it: ["pagoPA", () => "https://checkout.pagopa.it/"],
  br: ["PagTesouro", () => "https://pagtesouro.tesouro.gov.br/"],
  au: ["Westpac QuickWeb", (b) => `https://quickweb.westpac.com.au/OnlinePaymentServlet?cd_community=${b.toUpperCase().slice(0, 10)}`],
  in: ["PayGov India", () => "https://paygovindia.gov.in/"],
  de: ["ePayBL", () => "https://www.epaybl.de/"],
  es: ["la pasarela de pagos de la sede electrónica", (_b, d) => `https://sede.${d}/pagos`],
  nl: ["iDEAL", (_b, d) => `https://mijn.${d}/betalen`]
}
/** A deterministic pick keyed by a string (for tables built before an rng is at hand). */
const pick2 = (key: string, xs: ReadonlyArray<string>) => xs[key.length % xs.length]!
const payWords: Record<Lang, readonly [string, (v: string) => string, string]> = {
  en: ["Pay online", (v) => `Pay invoices, fees and penalty notices online with a debit or credit card. Payments are taken securely by ${v}; have your reference number ready.`, "Make a payment"],
  fr: ["Payer en ligne", (v) => `Réglez vos factures, redevances et amendes en ligne par carte bancaire. Le paiement est sécurisé par ${v} ; munissez-vous de votre référence.`, "Payer"],
  de: ["Online bezahlen", (v) => `Rechnungen, Gebühren und Bußgelder können Sie online per Karte bezahlen. Die Zahlung wird sicher über ${v} abgewickelt; halten Sie Ihr Kassenzeichen bereit.`, "Zur Zahlung"],
  es: ["Pagar en línea", (v) => `Pague recibos, tasas y sanciones en línea con tarjeta. El cobro se realiza de forma segura a través de ${v}; tenga a mano su referencia.`, "Realizar un pago"],
  nl: ["Online betalen", (v) => `Betaal facturen, leges en boetes online. De betaling verloopt veilig via ${v}; houd uw betalingskenmerk bij de hand.`, "Betalen"],
  pt: ["Pagar online", (v) => `Pague faturas, taxas e multas online com cartão. O pagamento é processado com segurança por ${v}; tenha o número de referência em mãos.`, "Fazer um pagamento"],
  it: ["Paga online", (v) => `Paga fatture, tributi e sanzioni online con carta. Il pagamento è gestito in sicurezza da ${v}; tieni a portata di mano il codice avviso.`, "Effettua un pagamento"]
}

// Councils and public bodies taking payments through a government or municipal payment platform, recalled from memory of GOV.UK Pay (Government Digital Service, live from about 2016, with payment links on gov.uk/payments), PayFiP (the French public finance directorate), pagoPA (Italy), PagTesouro (Brazil) and US municipalities' use of Paymentus: a "pay online" box linking to the provider's page; the site's own forms are untouched.
const publicPayPortal = benign("'pay online' box linking to a government or municipal payment platform (GOV.UK Pay, PayFiP, pagoPA, Paymentus)", (page, rng) => {
  const [h, p, cta] = say(page, payWords)
  const b = slug(page.site.brand)
  const [name, url] = payPortals[page.site.locale.country] ?? payPortals.uk!
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["pay-online", "payments", "online-payments"])}" style="border:1px solid #ccc;padding:12px 16px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p(name))}</p><p><a class="button" href="${esc(url(b, page.site.domain))}">${esc(cta)}</a></p></section>`))
})

const dsaWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Report illegal content (Digital Services Act)", "Points of contact for authorities and users", "Transparency report"],
  fr: ["Signaler un contenu illicite (règlement sur les services numériques)", "Points de contact pour les autorités et les utilisateurs", "Rapport de transparence"],
  de: ["Rechtswidrige Inhalte melden (Digital Services Act)", "Kontaktstellen für Behörden und Nutzer", "Transparenzbericht"],
  es: ["Denunciar contenido ilícito (Ley de Servicios Digitales)", "Puntos de contacto para autoridades y usuarios", "Informe de transparencia"],
  nl: ["Illegale inhoud melden (Digital Services Act)", "Contactpunten voor autoriteiten en gebruikers", "Transparantieverslag"],
  pt: ["Denunciar conteúdo ilegal (Regulamento dos Serviços Digitais)", "Pontos de contacto para autoridades e utilizadores", "Relatório de transparência"],
  it: ["Segnala contenuti illegali (Digital Services Act)", "Punti di contatto per autorità e utenti", "Relazione sulla trasparenza"]
}

// Notice-and-action links required by the EU Digital Services Act (Regulation 2022/2065, applying to all intermediary services from 17 February 2024), recalled from memory: hosting services and platforms added footer links to a form for reporting illegal content, to their points of contact for authorities and users, and to their transparency reports, all on their own sites.
const dsaLinks = benign("Digital Services Act links in the footer: report illegal content, points of contact, transparency report", (page, rng) => {
  const [report, contact, transparency] = say(page, dsaWords)
  const base = pick(rng, ["/dsa", "/legal/dsa", "/digital-services-act", "/help/dsa"])
  const items = [`<a href="${base}/report">${esc(report)}</a>`, `<a href="${base}${pick(rng, ["/contact", "#points-of-contact", "/points-of-contact"])}">${esc(contact)}</a>`, `<a href="${base}/transparency-report-${someDate(rng).getUTCFullYear()}.pdf">${esc(transparency)}</a>`]
  const block = pick(rng, [
    `<ul class="${pick(rng, ["legal-links", "dsa-links", "footer-legal"])}">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`,
    `<p class="${pick(rng, ["legal", "footer-dsa"])}"><small>${items.join(" · ")}</small></p>`
  ])
  return splices(insert(footerSpot(rng, page), block))
})

const webcastWords: Record<Lang, readonly [ReadonlyArray<string>, (e: string, d: string) => string, string]> = {
  en: [["the full council meeting", "our graduation ceremony", "the annual general meeting", "the press conference", "the spring concert"], (e, d) => `Watch ${e} live on ${d}`, "A recording will be available here afterwards, with captions."],
  fr: [["le conseil municipal", "la cérémonie de remise des diplômes", "l'assemblée générale", "la conférence de presse", "le concert de printemps"], (e, d) => `Suivez ${e} en direct le ${d}`, "Le replay sera disponible ici ensuite, avec sous-titres."],
  de: [["die Gemeinderatssitzung", "die Absolventenfeier", "die Mitgliederversammlung", "die Pressekonferenz", "das Frühjahrskonzert"], (e, d) => `Verfolgen Sie ${e} am ${d} live`, "Die Aufzeichnung steht danach hier mit Untertiteln bereit."],
  es: [["el pleno municipal", "la ceremonia de graduación", "la asamblea general", "la rueda de prensa", "el concierto de primavera"], (e, d) => `Sigue en directo ${e} el ${d}`, "La grabación estará disponible aquí después, con subtítulos."],
  nl: [["de gemeenteraadsvergadering", "de diploma-uitreiking", "de algemene ledenvergadering", "de persconferentie", "het voorjaarsconcert"], (e, d) => `Kijk live mee naar ${e} op ${d}`, "De opname is daarna hier terug te kijken, met ondertiteling."],
  pt: [["a sessão da câmara", "a cerimônia de formatura", "a assembleia geral", "a coletiva de imprensa", "o concerto de primavera"], (e, d) => `Assista ao vivo ${e} em ${d}`, "A gravação ficará disponível aqui depois, com legendas."],
  it: [["il consiglio comunale", "la cerimonia di laurea", "l'assemblea generale", "la conferenza stampa", "il concerto di primavera"], (e, d) => `Segui in diretta ${e} il ${d}`, "La registrazione sarà disponibile qui in seguito, con sottotitoli."]
}

// Live webcasts embedded from streaming platforms, recalled from memory of councils webcasting meetings (UK local authorities on Public-i and YouTube since the 2014 openness regulations), universities streaming graduations and companies streaming AGMs: a player framed from YouTube (privacy-enhanced live_stream embed), Vimeo's event embed, Twitch or Public-i, under a heading with the date.
const liveWebcast = benign("live webcast player embedded from a streaming platform (YouTube Live, Vimeo, Twitch, Public-i)", (page, rng) => {
  const [events, title, note] = say(page, webcastWords)
  const b = slug(page.site.brand)
  const src = pick(rng, [
    `https://www.youtube-nocookie.com/embed/live_stream?channel=UC${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 22)}`,
    `https://vimeo.com/event/${digits(rng, 7)}/embed`,
    `https://player.twitch.tv/?channel=${b.replace(/-/g, "")}&amp;parent=${page.site.host}`,
    `https://${b}.public-i.tv/core/portal/webcast_interactive/${digits(rng, 6)}`
  ])
  const h = title(pick(rng, events), dateOf(rng, page))
  const frame = `<iframe src="${src}" width="${pick(rng, ["560", "640", "100%"])}" height="${pick(rng, ["315", "360", "400"])}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="${esc(h)}"></iframe>`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["webcast", "livestream", "live-video"])}"><h2>${esc(h)}</h2>${frame}<p><small>${esc(note)}</small></p></section>`))
})

/** Occurrences of `needle` in the shown body text. */
const hitsOf = (page: Page, needle: string): Array<{ readonly range: Range; readonly parent: El | undefined }> => {
  const out: Array<{ range: Range; parent: El | undefined }> = []
  if (needle.length === 0) return out
  for (const run of page.spots.texts) {
    const parent = elAt(page, run.parent)
    if (parent !== undefined && (!parent.shown || parent.inert)) continue
    const raw = page.html.slice(run.start, run.end)
    for (let i = raw.indexOf(needle); i !== -1; i = raw.indexOf(needle, i + needle.length)) out.push({ range: { start: run.start + i, end: run.start + i + needle.length }, parent })
  }
  return out
}
/** Just after `at` inside `parent`, or after the link or code element holding it. */
const afterInline = (page: Page, parent: El | undefined, at: number): number => {
  for (let e = parent; e !== undefined; e = elAt(page, e.parent)) {
    if (/^(a|code|kbd|samp|tt)$/.test(e.name)) return e.closeTag?.end ?? at
    if (!/^(span|strong|b|em|i|small|bdi|data|font)$/.test(e.name)) break
  }
  return at
}
const copyWords: Record<Lang, readonly [string, string]> = {
  en: ["Copy", "Copied"], fr: ["Copier", "Copié"], de: ["Kopieren", "Kopiert"], es: ["Copiar", "Copiado"], nl: ["Kopiëren", "Gekopieerd"], pt: ["Copiar", "Copiado"], it: ["Copia", "Copiato"]
}

// Copy-to-clipboard buttons beside account details, recalled from memory of the small "copy" buttons banks, charities and shops add next to an IBAN, a payment reference, a wallet address or an e-mail address (design systems such as GitHub Primer's clipboard-copy element and the Clipboard API's navigator.clipboard.writeText, widely available from about 2020): each button copies exactly the value shown beside it.
const copyButtons = benign("copy-to-clipboard buttons beside the site's own e-mail, bank details, wallet and phone number", (page, rng) => {
  const [copy, copied] = say(page, copyWords)
  const values = [page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, chance(rng, 0.5) ? page.ids.phone.intl : undefined].filter((v): v is string => v !== undefined)
  const out: Array<Splice> = []
  for (const v of values) {
    const h = hitsOf(page, v)[0]
    if (h === undefined) continue
    out.push(insert(afterInline(page, h.parent, h.range.end), ` <button type="button" class="${pick(rng, ["copy-btn", "copy", "clipboard-copy"])}" data-copy="${esc(v)}">${esc(copy)}</button>`))
  }
  const code = `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-copy]");if(!b||!navigator.clipboard)return;navigator.clipboard.writeText(b.getAttribute("data-copy")).then(function(){b.textContent=${JSON.stringify(copied)};setTimeout(function(){b.textContent=${JSON.stringify(copy)}},1500)})});`
  out.push(insert(bottom(page), `<script>${code}</script>`))
  return { splices: out }
})

// Offline support through a service worker on the site's own origin, recalled from memory of Google's Workbox library (2017 onwards; workbox-window's Workbox class) and of news and documentation sites that cache pages for reading offline: a registration script for /sw.js or /service-worker.js, sometimes with a note that the site works offline.
const offlineWorker = benign("offline service worker registered from the site's own origin (Workbox)", (page, rng) => {
  const sw = pick(rng, ["/sw.js", "/service-worker.js", "/workbox-sw.js", "/offline-sw.js"])
  const code = pick(rng, [
    `<script>if("serviceWorker" in navigator){window.addEventListener("load",function(){navigator.serviceWorker.register("${sw}"${chance(rng, 0.4) ? `,{scope:"/"}` : ""})})}</script>`,
    `<script type="module">import{Workbox}from"/assets/workbox-window.prod.mjs";if("serviceWorker" in navigator){new Workbox("${sw}").register()}</script>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), code)]
  if (chance(rng, 0.4)) out.push(insert(footerSpot(rng, page), `<p class="offline-note"><small>${esc(say(page, offlineWords))}</small></p>`))
  return { splices: out }
})
const offlineWords: Record<Lang, string> = {
  en: "Pages you have visited stay available when you are offline.", fr: "Les pages consultées restent disponibles hors connexion.",
  de: "Bereits besuchte Seiten bleiben auch offline verfügbar.", es: "Las páginas que ha visitado siguen disponibles sin conexión.",
  nl: "Bezochte pagina's blijven offline beschikbaar.", pt: "As páginas visitadas continuam disponíveis offline.", it: "Le pagine visitate restano disponibili anche offline."
}

const pollFinders: Record<string, readonly [string, string]> = {
  uk: ["Democracy Club", "https://wheredoivote.co.uk/"], us: ["Vote.org", "https://www.vote.org/polling-place-locator/"],
  fr: ["Service-Public.fr", "https://www.service-public.fr/particuliers/vosdroits/demarches-et-outils/ISE"], de: ["Die Bundeswahlleiterin", "https://www.bundeswahlleiterin.de/"],
  es: ["Oficina del Censo Electoral", "https://sede.ine.gob.es/"], nl: ["Kiesraad", "https://waarismijnstemlokaal.nl/"], au: ["Australian Electoral Commission", "https://www.aec.gov.au/"],
  in: ["Election Commission of India", "https://electoralsearch.eci.gov.in/"], br: ["Tribunal Superior Eleitoral", "https://www.tse.jus.br/"], it: ["Ministero dell'Interno", "https://elezioni.interno.gov.it/"]
}
const pollWords: Record<Lang, readonly [(d: string) => string, (n: string) => string, string]> = {
  en: [(d) => `Elections on ${d}`, (n) => `Polling stations are open from 7am to 10pm. Bring your poll card if you have it. Find your polling station with ${n}.`, "Find your polling station"],
  fr: [(d) => `Élections du ${d}`, (n) => `Les bureaux de vote sont ouverts de 8 h à 19 h. Munissez-vous d'une pièce d'identité. Trouvez votre bureau de vote sur ${n}.`, "Trouver mon bureau de vote"],
  de: [(d) => `Wahl am ${d}`, (n) => `Die Wahllokale sind von 8 bis 18 Uhr geöffnet. Bringen Sie Ihre Wahlbenachrichtigung und Ihren Ausweis mit. Informationen bei ${n}.`, "Mein Wahllokal finden"],
  es: [(d) => `Elecciones del ${d}`, (n) => `Los colegios electorales abren de 9:00 a 20:00. Lleve su DNI. Consulte su mesa electoral en ${n}.`, "Consultar mi mesa electoral"],
  nl: [(d) => `Verkiezingen op ${d}`, (n) => `De stembureaus zijn open van 7.30 tot 21.00 uur. Neem uw stempas en identiteitsbewijs mee. Zoek uw stembureau via ${n}.`, "Vind uw stembureau"],
  pt: [(d) => `Eleições em ${d}`, (n) => `As seções eleitorais funcionam das 8h às 17h. Leve um documento com foto. Consulte seu local de votação no ${n}.`, "Consultar local de votação"],
  it: [(d) => `Elezioni del ${d}`, (n) => `I seggi sono aperti dalle 7 alle 23. Porta la tessera elettorale e un documento. Informazioni su ${n}.`, "Trova il tuo seggio"]
}

// Polling-day information on council and university pages, recalled from memory of Democracy Club's "Where do I vote?" service (UK, embedded by many councils), Vote.org's polling-place locator (US), the Dutch waarismijnstemlokaal.nl and the French "Interroger sa situation électorale" service: the page gets a box with the date, opening hours and a link to the official finder. (The honest counterpart of fake election notices: the date and channel are the official ones.)
const pollingInfo = benign("polling-day box with opening hours and a link to the official polling-station finder", (page, rng) => {
  const [title, body, cta] = say(page, pollWords)
  const [name, url] = pollFinders[page.site.locale.country] ?? pollFinders.uk!
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["election-info", "polling-day", "vote-box"])}" style="border-left:4px solid #5a2d81;padding:10px 14px;margin:12px 0"><h3>🗳 ${esc(title(dateOf(rng, page)))}</h3><p>${esc(body(name))}</p><p><a href="${url}">${esc(cta)}</a></p></aside>`))
})

const movedWords: Record<Lang, readonly [(s: number) => string, string]> = {
  en: [(s) => `This page has moved. You will be taken to its new address in ${s} seconds.`, "Go to the new page now"],
  fr: [(s) => `Cette page a été déplacée. Vous serez redirigé vers sa nouvelle adresse dans ${s} secondes.`, "Aller à la nouvelle page"],
  de: [(s) => `Diese Seite ist umgezogen. Sie werden in ${s} Sekunden zur neuen Adresse weitergeleitet.`, "Jetzt zur neuen Seite"],
  es: [(s) => `Esta página se ha trasladado. Será redirigido a su nueva dirección en ${s} segundos.`, "Ir ahora a la nueva página"],
  nl: [(s) => `Deze pagina is verhuisd. U wordt over ${s} seconden doorgestuurd naar het nieuwe adres.`, "Nu naar de nieuwe pagina"],
  pt: [(s) => `Esta página mudou de endereço. Você será levado ao novo endereço em ${s} segundos.`, "Ir agora para a nova página"],
  it: [(s) => `Questa pagina è stata spostata. Sarai portato al nuovo indirizzo tra ${s} secondi.`, "Vai subito alla nuova pagina"]
}

// A page retired in a site restructure, recalled from memory of the W3C's advice on meta refresh (WCAG technique H76 for instant redirects, and the guidance to give users time and a link) and of CMS migrations that leave the old page up with a notice: a timed meta refresh to the page's new address on the same site and a notice with a link to it.
const pageMoved = benign("'this page has moved' notice with a timed refresh to its new address on the same site", (page, rng) => {
  const [text, cta] = say(page, movedWords)
  const old = new URL(page.site.url)
  const last = old.pathname.split("/").filter((s) => s.length > 0).pop() ?? "home"
  const path = `${pick(rng, ["/news/", "/archive/", "/en/", "/pages/", `/${someDate(rng).getUTCFullYear()}/`])}${slug(last.replace(/\.\w+$/, "")) || "home"}${pick(rng, ["/", "", ".html"])}`
  const s = pick(rng, [5, 8, 10, 15, 20])
  const url = chance(rng, 0.5) ? path : `${old.origin}${path}`
  return splices(
    insert(head(page), `<meta http-equiv="refresh" content="${s};url=${esc(url)}">`),
    insert(top(page), `<div class="${pick(rng, ["moved-notice", "page-moved", "redirect-notice"])}" style="background:#eef;padding:10px 14px">${esc(text(s))} <a href="${esc(url)}">${esc(cta)}</a></div>`)
  )
})

const warningWords: Record<Lang, string> = {
  en: "Warning: this article contains images that some readers may find distressing. Select an image to view it.",
  fr: "Avertissement : cet article contient des images susceptibles de heurter certains lecteurs. Cliquez sur une image pour l'afficher.",
  de: "Hinweis: Dieser Artikel enthält Bilder, die manche Leserinnen und Leser verstören könnten. Klicken Sie auf ein Bild, um es anzuzeigen.",
  es: "Aviso: este artículo contiene imágenes que pueden herir la sensibilidad de algunos lectores. Pulse en una imagen para verla.",
  nl: "Waarschuwing: dit artikel bevat beelden die sommige lezers schokkend kunnen vinden. Klik op een afbeelding om die te bekijken.",
  pt: "Aviso: este artigo contém imagens que podem impressionar alguns leitores. Clique numa imagem para vê-la.",
  it: "Attenzione: questo articolo contiene immagini che potrebbero turbare alcuni lettori. Fai clic su un'immagine per vederla."
}

// Sensitive-image warnings, recalled from memory of newsrooms' graphic-content policies (the BBC's and The Guardian's warnings before distressing images, blurred previews on news sites and social platforms since about 2016): a warning line, a CSS class that blurs some of the article's images and a small script that reveals an image when it is clicked. Nothing is removed; the images keep their sources.
const contentWarningBlur = benign("content warning with the article's images blurred until the reader clicks them", (page, rng) => {
  const cls = pick(rng, ["cw-blur", "graphic-blur", "is-sensitive"])
  const imgs = sample(rng, shown(page, "img", (e) => !e.inert && !/logo|icon|sprite|pixel|spacer/i.test(`${e.attribs.src ?? ""} ${e.attribs.class ?? ""}`)), between(rng, 1, 3))
  const out: Array<Splice> = []
  for (const { value } of attrTargets(page, imgs, "class")) out.push(insert(value.end, ` ${cls}`))
  for (const el of imgs.filter((e) => e.attribs.class === undefined)) out.push(insert(attrInsertAt(el), ` class="${cls}"`))
  out.push(insert(head(page), `<style>.${cls}{filter:blur(${between(rng, 16, 32)}px);cursor:pointer;transition:filter .3s}.${cls}.revealed{filter:none}</style>`))
  out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["content-warning", "graphic-warning"])}" role="note"><strong>⚠</strong> ${esc(say(page, warningWords))}</p>`))
  out.push(insert(bottom(page), `<script>document.addEventListener("click",function(e){if(e.target.classList&&e.target.classList.contains("${cls}"))e.target.classList.toggle("revealed")});</script>`))
  return { splices: out }
})

// Cloudflare Web Analytics, recalled from memory of its launch (December 2020) and its automatic setup for proxied sites: the CDN adds a deferred beacon script from static.cloudflareinsights.com with a data-cf-beacon token before the closing body tag, sometimes with integrity and crossorigin attributes and the "Cloudflare Web Analytics" comments.
const cfBeacon = benign("Cloudflare Web Analytics beacon added by the CDN before the closing body tag", (page, rng) => {
  const token = hex(rng, 32)
  const tag = pick(rng, [
    `<!-- Cloudflare Web Analytics --><script defer src='https://static.cloudflareinsights.com/beacon.min.js' data-cf-beacon='{"token": "${token}"}'></script><!-- End Cloudflare Web Analytics -->`,
    `<script defer src="https://static.cloudflareinsights.com/beacon.min.js/v${hex(rng, 32)}${digits(rng, 13)}" integrity="sha512-${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 86)}==" data-cf-beacon='{"rayId":"${hex(rng, 16)}","version":"${pick(rng, ["2024.11.0", "2025.1.0", "2025.4.0-1-g37f21b1"])}","token":"${token}","r":1}' crossorigin="anonymous"></script>`
  ])
  return splices(insert(bottom(page), tag))
})

const onionWords: Record<Lang, string> = {
  en: "This site is also available as an onion service for Tor Browser users:", fr: "Ce site est aussi accessible en service onion pour les utilisateurs du navigateur Tor :",
  de: "Diese Website ist für Nutzer des Tor Browsers auch als Onion-Dienst erreichbar:", es: "Este sitio también está disponible como servicio onion para usuarios del navegador Tor:",
  nl: "Deze site is voor gebruikers van Tor Browser ook bereikbaar als onion-dienst:", pt: "Este site também está disponível como serviço onion para usuários do Tor Browser:",
  it: "Questo sito è disponibile anche come servizio onion per chi usa Tor Browser:"
}

// Onion mirrors of news and rights sites, recalled from memory of the Tor Project's Onion-Location header and meta tag (Tor Browser 9.5, June 2020) and of the onion services of the BBC (2019), The New York Times (2017), Deutsche Welle and ProPublica (2016): a meta http-equiv="onion-location" naming the same page on the site's onion address, and a footer line with the address.
const onionMirror = benign("Onion-Location meta tag and footer link to the site's own onion mirror (Tor)", (page, rng) => {
  const onion = `http://${charsOf(rng, "abcdefghijklmnopqrstuvwxyz234567", 55)}d.onion`
  const path = new URL(page.site.url).pathname
  return splices(
    insert(head(page), `<meta http-equiv="onion-location" content="${onion}${path}">`),
    insert(footerSpot(rng, page), `<p class="${pick(rng, ["onion", "tor-mirror", "onion-service"])}"><small>${esc(say(page, onionWords))} <a href="${onion}/">${onion.replace("http://", "")}</a></small></p>`)
  )
})

const hiringWords: Record<Lang, readonly [string, string]> = {
  en: ["Hello, curious developer!", "We're hiring engineers who like to look under the hood:"], fr: ["Bonjour, développeuse ou développeur curieux !", "Nous recrutons des ingénieurs qui aiment regarder sous le capot :"],
  de: ["Hallo, neugierige Entwicklerin, neugieriger Entwickler!", "Wir suchen Leute, die gern unter die Haube schauen:"], es: ["¡Hola, desarrollador curioso!", "Buscamos ingenieros a los que les guste mirar bajo el capó:"],
  nl: ["Hallo, nieuwsgierige developer!", "We zoeken engineers die graag onder de motorkap kijken:"], pt: ["Olá, dev curioso!", "Estamos contratando engenheiros que gostam de olhar por baixo do capô:"],
  it: ["Ciao, sviluppatore curioso!", "Cerchiamo ingegneri a cui piace guardare sotto il cofano:"]
}

// Job adverts printed in the browser console, recalled from memory of the recruiting messages that sites such as The Guardian, Flickr, Airbnb and many start-ups print with styled console.log calls (from about 2013): an inline script that writes a greeting, sometimes ASCII art, and the address of the site's careers page; nothing on the page changes.
const consoleHiring = benign("'we're hiring' message for developers printed in the browser console", (page, rng) => {
  const [hello, line] = say(page, hiringWords)
  const url = pick(rng, [`https://${page.site.host}/careers`, `https://${page.site.host}/jobs`, `/careers/engineering`, `https://jobs.${page.site.domain}/`])
  const art = chance(rng, 0.4) ? `console.log(${JSON.stringify(`\n  ${brandName(page)}\n  ${"=".repeat(brandName(page).length)}\n`)});` : ""
  const code = `${art}console.log("%c${hello.replace(/"/g, "")}","font-size:${between(rng, 16, 28)}px;font-weight:bold;color:${pick(rng, ["#c00", "#0a6", "#05f", "#333"])}");console.log(${JSON.stringify(`${line} ${url}`)});`
  return splices(insert(pick(rng, [head(page), bottom(page)]), `<script>${code}</script>`))
})

const dataPortals: Record<string, readonly [string, string]> = {
  uk: ["data.gov.uk", "https://data.gov.uk/dataset"], us: ["Data.gov", "https://catalog.data.gov/dataset"], fr: ["data.gouv.fr", "https://www.data.gouv.fr/fr/datasets"],
  de: ["GovData", "https://www.govdata.de/suche/daten"], es: ["datos.gob.es", "https://datos.gob.es/es/catalogo"], nl: ["data.overheid.nl", "https://data.overheid.nl/dataset"],
  au: ["data.gov.au", "https://data.gov.au/data/dataset"], in: ["Open Government Data Platform India", "https://data.gov.in/resource"], br: ["dados.gov.br", "https://dados.gov.br/dados/conjuntos-dados"],
  it: ["dati.gov.it", "https://www.dati.gov.it/view-dataset/dataset"]
}
const dataWords: Record<Lang, readonly [string, (p: string) => string, ReadonlyArray<string>]> = {
  en: ["Download the data", (p) => `The figures in this page are published as open data on ${p}, under an open licence.`, ["Spending over £500", "Footfall counts by month", "Air quality readings", "Survey responses (anonymised)"]],
  fr: ["Télécharger les données", (p) => `Les chiffres de cette page sont publiés en données ouvertes sur ${p}, sous licence ouverte.`, ["Dépenses par poste", "Fréquentation mensuelle", "Mesures de qualité de l'air", "Réponses à l'enquête (anonymisées)"]],
  de: ["Daten herunterladen", (p) => `Die Zahlen dieser Seite sind als offene Daten auf ${p} veröffentlicht, unter einer offenen Lizenz.`, ["Ausgaben nach Posten", "Besucherzahlen nach Monat", "Luftqualitätsmesswerte", "Umfrageantworten (anonymisiert)"]],
  es: ["Descargar los datos", (p) => `Las cifras de esta página se publican como datos abiertos en ${p}, con licencia abierta.`, ["Gasto por partida", "Afluencia mensual", "Mediciones de calidad del aire", "Respuestas a la encuesta (anonimizadas)"]],
  nl: ["Download de data", (p) => `De cijfers op deze pagina staan als open data op ${p}, onder een open licentie.`, ["Uitgaven per post", "Bezoekersaantallen per maand", "Metingen luchtkwaliteit", "Enquêteantwoorden (geanonimiseerd)"]],
  pt: ["Baixar os dados", (p) => `Os números desta página estão publicados como dados abertos em ${p}, sob licença aberta.`, ["Despesas por rubrica", "Visitantes por mês", "Medições de qualidade do ar", "Respostas ao inquérito (anonimizadas)"]],
  it: ["Scarica i dati", (p) => `I dati di questa pagina sono pubblicati come open data su ${p}, con licenza aperta.`, ["Spese per voce", "Affluenza mensile", "Misure della qualità dell'aria", "Risposte al sondaggio (anonimizzate)"]]
}

// Open data published on national portals, recalled from memory of data.gov.uk (2010), Data.gov (2009), data.gouv.fr (2011), GovData (2013) and the EU's open-data directive (2019/1024): councils and agencies link the datasets behind a page to the portal's resource files (CSV, JSON, XLSX), which download from the portal's host rather than the site's.
const openDataLinks = benign("dataset downloads (CSV, JSON, XLSX) linked on the national open-data portal", (page, rng) => {
  const [h, p, names] = say(page, dataWords)
  const [portal, base] = dataPortals[page.site.locale.country] ?? dataPortals.uk!
  const name = pick(rng, names)
  const set = `${slug(page.site.brand)}-${slug(name)}`
  const id = `${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`
  const files = sample(rng, ["csv", "json", "xlsx", "geojson"], between(rng, 2, 3)).map((ext) =>
    `<li><a href="${base}/${set}/resource/${id}/download/${set}-${someDate(rng).getUTCFullYear()}.${ext}">${esc(name)} (${ext.toUpperCase()})</a></li>`)
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["open-data", "data-downloads", "datasets"])}"><h3>${esc(h)}</h3><p>${esc(p(portal))}</p><ul>${files.join("")}</ul></section>`))
})

const blackoutWords: Record<Lang, readonly [string, string, string, string, string]> = {
  en: ["Imagine a web without free knowledge", "Today we are dark to protest a proposed law that would let websites be blocked without a court order and force platforms to filter everything their users upload. Please contact your representative before the vote.", "Learn more", "Continue to the site", "https://www.eff.org/"],
  fr: ["Imaginez un web sans savoir libre", "Aujourd'hui, nous éteignons notre site pour protester contre un projet de loi qui permettrait de bloquer des sites sans décision de justice et obligerait les plateformes à filtrer tout ce que publient leurs utilisateurs. Contactez vos élus avant le vote.", "En savoir plus", "Continuer vers le site", "https://www.laquadrature.net/"],
  de: ["Stellen Sie sich ein Netz ohne freies Wissen vor", "Heute ist unsere Seite aus Protest abgeschaltet: Ein Gesetzentwurf würde Netzsperren ohne richterlichen Beschluss erlauben und Plattformen zwingen, alle Uploads zu filtern. Bitte schreiben Sie Ihren Abgeordneten vor der Abstimmung.", "Mehr erfahren", "Weiter zur Website", "https://netzpolitik.org/"],
  es: ["Imagina una web sin conocimiento libre", "Hoy apagamos nuestra web en protesta por un proyecto de ley que permitiría bloquear sitios sin orden judicial y obligaría a las plataformas a filtrar todo lo que suben sus usuarios. Contacta con tus representantes antes de la votación.", "Más información", "Continuar al sitio", "https://edri.org/"],
  nl: ["Stel je een web voor zonder vrije kennis", "Vandaag staat onze site op zwart uit protest tegen een wetsvoorstel waarmee websites zonder rechterlijk bevel geblokkeerd kunnen worden en platforms alle uploads moeten filteren. Neem vóór de stemming contact op met je volksvertegenwoordiger.", "Meer informatie", "Verder naar de site", "https://www.bitsoffreedom.nl/"],
  pt: ["Imagine uma internet sem conhecimento livre", "Hoje nosso site está apagado em protesto contra um projeto de lei que permitiria bloquear sites sem ordem judicial e obrigaria as plataformas a filtrar tudo o que os usuários publicam. Fale com seu representante antes da votação.", "Saiba mais", "Continuar para o site", "https://edri.org/"],
  it: ["Immagina un web senza conoscenza libera", "Oggi il nostro sito è oscurato per protestare contro un disegno di legge che permetterebbe di bloccare siti senza un ordine del giudice e obbligherebbe le piattaforme a filtrare tutto ciò che gli utenti caricano. Contatta i tuoi rappresentanti prima del voto.", "Scopri di più", "Continua sul sito", "https://edri.org/"]
}

// Self-imposed protest blackouts, recalled from memory of the SOPA/PIPA blackout (18 January 2012: English Wikipedia, Reddit, Mozilla and thousands of sites), the net-neutrality "Internet Slowdown" (10 September 2014) and the blackout of German, Danish, Czech and Slovak Wikipedias against Article 13 of the EU copyright directive (21 March 2019): the site itself covers its pages with a dark statement, a link to more information and a button to continue.
const protestBlackout = benign("protest blackout over the page by the site itself, with a 'continue to the site' button (SOPA 2012, EU copyright 2019)", (page, rng) => {
  const [h, p, more, cont, org] = say(page, blackoutWords)
  const id = pick(rng, ["blackout", "protest-overlay", "dark-day"])
  const href = chance(rng, 0.5) ? `/${pick(rng, ["blackout", "protest", "why-we-are-dark"])}` : org
  return splices(insert(top(page), `<div id="${id}" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:${between(rng, 1000, 100000)};background:#000;color:#fff;text-align:center;padding:18vh 10% 0;font-family:Georgia,serif"><h1>${esc(h)}</h1><p style="font-size:18px">${esc(p)}</p><p><a href="${href}" style="color:#fff;text-decoration:underline">${esc(more)}</a></p><p><button type="button" onclick="document.getElementById('${id}').remove()" style="margin-top:20px;padding:8px 20px">${esc(cont)}</button></p></div>`))
})

const regulators: Record<string, string> = {
  uk: "the Information Commissioner's Office (ICO)", us: "state attorneys general and law enforcement", au: "the Office of the Australian Information Commissioner (OAIC)", in: "CERT-In",
  fr: "la CNIL", de: "die zuständige Datenschutzaufsichtsbehörde", es: "la Agencia Española de Protección de Datos (AEPD)", nl: "de Autoriteit Persoonsgegevens", br: "a Autoridade Nacional de Proteção de Dados (ANPD)", it: "il Garante per la protezione dei dati personali"
}
const breachWords: Record<Lang, readonly [string, (d: string, r: string) => string, string, string, string]> = {
  en: ["Notice of a data security incident", (d, r) => `On ${d} we discovered that an unauthorised party had accessed part of our customer database, including names and contact details. We have no evidence that payment card data was affected. We have reported the incident to ${r}, and as a precaution we recommend that you change your password.`, "Questions and answers", "Reset your password", "Enrol in free credit monitoring"],
  fr: ["Information sur un incident de sécurité", (d, r) => `Le ${d}, nous avons constaté qu'un tiers non autorisé avait accédé à une partie de notre base clients (noms et coordonnées). Rien n'indique que des données de carte bancaire soient concernées. Nous avons notifié l'incident à ${r} et vous recommandons, par précaution, de changer votre mot de passe.`, "Questions et réponses", "Changer mon mot de passe", "Surveillance gratuite"],
  de: ["Information über einen Datenschutzvorfall", (d, r) => `Am ${d} haben wir festgestellt, dass Unbefugte auf einen Teil unserer Kundendaten (Namen und Kontaktdaten) zugegriffen haben. Es gibt keine Hinweise, dass Zahlungsdaten betroffen sind. Wir haben den Vorfall an ${r} gemeldet und empfehlen Ihnen vorsorglich, Ihr Passwort zu ändern.`, "Fragen und Antworten", "Passwort ändern", "Kostenlose Überwachung"],
  es: ["Aviso de un incidente de seguridad", (d, r) => `El ${d} detectamos que un tercero no autorizado había accedido a parte de nuestra base de clientes (nombres y datos de contacto). No hay indicios de que se vieran afectados datos de tarjetas. Hemos notificado el incidente a ${r} y, como precaución, le recomendamos cambiar su contraseña.`, "Preguntas y respuestas", "Cambiar mi contraseña", "Supervisión gratuita"],
  nl: ["Melding van een beveiligingsincident", (d, r) => `Op ${d} ontdekten we dat een onbevoegde toegang had gekregen tot een deel van onze klantgegevens (namen en contactgegevens). Er zijn geen aanwijzingen dat betaalgegevens zijn getroffen. We hebben het incident gemeld bij ${r} en raden u uit voorzorg aan uw wachtwoord te wijzigen.`, "Vragen en antwoorden", "Wachtwoord wijzigen", "Gratis monitoring"],
  pt: ["Aviso de incidente de segurança", (d, r) => `Em ${d} identificamos que um terceiro não autorizado acessou parte da nossa base de clientes (nomes e dados de contato). Não há indícios de que dados de cartão tenham sido afetados. Comunicamos o incidente à ${r.replace(/^a /, "")} e, por precaução, recomendamos que você altere sua senha.`, "Perguntas e respostas", "Alterar minha senha", "Monitoramento gratuito"],
  it: ["Comunicazione di un incidente di sicurezza", (d, r) => `Il ${d} abbiamo scoperto che un soggetto non autorizzato aveva avuto accesso a parte del nostro database clienti (nomi e recapiti). Non risulta che i dati delle carte siano stati coinvolti. Abbiamo notificato l'incidente al ${r.replace(/^il /, "")} e, per precauzione, ti consigliamo di cambiare la password.`, "Domande e risposte", "Cambia la password", "Monitoraggio gratuito"]
}

// Honest breach notifications, recalled from memory of GDPR Article 34 (communicating a personal data breach to data subjects), US state breach-notification laws and the notices companies put on their home pages after incidents (with an FAQ page, a password reset and, in the US, free credit monitoring through Experian IdentityWorks or Kroll): a notice box linking to the site's own FAQ and password page, and in the US to the monitoring provider.
const breachDisclosure = benign("data-security incident notice linking to the site's own FAQ and password reset, and a credit-monitoring provider", (page, rng) => {
  const [h, p, faq, reset, monitor] = say(page, breachWords)
  const r = regulators[page.site.locale.country] ?? regulators.uk!
  const links2 = [
    `<a href="/${pick(rng, ["security-incident", "notice-of-data-event", "incident-faq", "data-incident"])}">${esc(faq)}</a>`,
    `<a href="/${pick(rng, ["account/password-reset", "password/reset", "account/security"])}">${esc(reset)}</a>`,
    ...(page.site.locale.country === "us" ? [`<a href="${pick(rng, ["https://www.experianidworks.com/3bcredit", "https://enroll.krollmonitoring.com/"])}">${esc(monitor)}</a>`] : [])
  ]
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<section class="${pick(rng, ["incident-notice", "security-notice", "data-notice"])}" style="border:1px solid #888;background:#f7f7f7;padding:12px 16px;margin:10px 0"><h2>${esc(h)}</h2><p>${esc(p(dateOf(rng, page), r))}</p><p>${links2.join(" · ")}</p></section>`))
})

const drawWords: Record<Lang, readonly [string, (price: string, d: string) => string, ReadonlyArray<string>, string]> = {
  en: ["Summer prize draw", (pr, d) => `Tickets ${pr} each, draw on ${d}. All proceeds support our work. Over-18s only; play responsibly.`, ["a weekend for two by the sea", "a family museum pass", "a bike from a local shop", "a hamper of local produce"], "Buy tickets"],
  fr: ["Grande tombola", (pr, d) => `Billets à ${pr}, tirage le ${d}. Les bénéfices financent nos actions. Réservé aux majeurs.`, ["un week-end pour deux", "un panier garni de producteurs locaux", "un vélo", "des entrées au musée"], "Acheter des billets"],
  de: ["Sommer-Tombola", (pr, d) => `Lose zu je ${pr}, Ziehung am ${d}. Der Erlös kommt unserer Arbeit zugute. Teilnahme ab 18 Jahren.`, ["ein Wochenende für zwei", "ein Präsentkorb aus der Region", "ein Fahrrad", "eine Familienkarte für den Zoo"], "Lose kaufen"],
  es: ["Sorteo solidario", (pr, d) => `Papeletas a ${pr}, sorteo el ${d}. Todo lo recaudado apoya nuestro trabajo. Solo mayores de 18 años.`, ["un fin de semana para dos", "una cesta de productos locales", "una bicicleta", "entradas para el museo"], "Comprar papeletas"],
  nl: ["Zomerloterij", (pr, d) => `Loten à ${pr}, trekking op ${d}. De opbrengst steunt ons werk. Alleen voor 18+.`, ["een weekend weg voor twee", "een pakket met streekproducten", "een fiets", "een museumkaart"], "Loten kopen"],
  pt: ["Rifa solidária", (pr, d) => `Números a ${pr}, sorteio em ${d}. Toda a renda apoia nosso trabalho. Apenas maiores de 18 anos.`, ["um fim de semana para dois", "uma cesta de produtos locais", "uma bicicleta", "ingressos para o museu"], "Comprar números"],
  it: ["Lotteria di beneficenza", (pr, d) => `Biglietti a ${pr}, estrazione il ${d}. Il ricavato sostiene le nostre attività. Riservata ai maggiorenni.`, ["un weekend per due", "un cesto di prodotti locali", "una bicicletta", "ingressi al museo"], "Compra i biglietti"]
}
const licences: Record<string, (rng: Rng) => string> = {
  uk: (r) => `Licensed by the Gambling Commission, licence 000-0${digits(r, 5)}-N-${digits(r, 6)}-001`, us: (r) => `Raffle permit #R-${digits(r, 5)}`,
  fr: (r) => `Autorisation préfectorale n° ${digits(r, 4)}-${digits(r, 3)}`, de: (r) => `Genehmigt durch das Ordnungsamt, Az. ${digits(r, 3)}.${digits(r, 2)}`,
  es: (r) => `Autorizado por la Dirección General de Tributos, expediente ${digits(r, 6)}`, nl: (r) => `Vergunning Kansspelautoriteit nr. ${digits(r, 5)}`,
  br: (r) => `Certificado de autorização SPA/MF nº ${digits(r, 2)}.${digits(r, 3)}/${someDate(r).getUTCFullYear()}`, it: (r) => `Lotteria comunicata al Comune, prot. n. ${digits(r, 5)}`,
  au: (r) => `Permit number TP/${digits(r, 5)}`, in: (r) => `Registered charitable raffle, ref. ${upper(r, 2)}/${digits(r, 4)}`
}

// Charity raffles and society lotteries, recalled from memory of the UK Gambling Commission's society-lottery licences (and the licence numbers charities print on their draws), US state raffle permits, French "tombola" authorisations and platforms such as Gatherwell's school lotteries, RallyUp and HelloAsso that sell the tickets: a prize-draw box with prizes, price, draw date and licence line, linking to the ticket page. (The honest counterpart of "lucky visitor" prize lures: a stated price, a licence, no personal data asked on the page.)
const charityDraw = benign("charity prize draw with prizes, ticket price, draw date and licence number, tickets on a raffle platform", (page, rng) => {
  const [h, p, prizes, cta] = say(page, drawWords)
  const b = slug(page.site.brand)
  const year = someDate(rng).getUTCFullYear()
  const platform: Record<string, string> = { us: `https://${b}.rallyup.com/${b}-raffle-${year}`, fr: `https://www.helloasso.com/associations/${b}/evenements/tombola-${year}`, uk: `https://www.yourschoollottery.co.uk/lottery/school/${b}` }
  const own = `/${pick(rng, ["raffle", "prize-draw", "tombola", "lottery"])}`
  const href = chance(rng, 0.3) ? own : platform[page.site.locale.country] ?? own
  const licence = (licences[page.site.locale.country] ?? licences.uk!)(rng)
  const block = `<section class="${pick(rng, ["prize-draw", "raffle", "lottery-box"])}" style="border:2px dashed #e8a317;padding:12px 16px;margin:12px 0"><h3>🎟 ${esc(h)}</h3><ul>${sample(rng, prizes, between(rng, 2, 4)).map((x) => `<li>${esc(x)}</li>`).join("")}</ul><p>${esc(p(page.site.locale.money(pick(rng, [1, 2, 5])), dateOf(rng, page)))}</p><p><a href="${href}">${esc(cta)}</a></p><p><small>${esc(licence)}</small></p></section>`
  return splices(insert(someSpot(rng, page), block))
})

const strikeWords: Record<Lang, readonly [(d: string) => string, string, string]> = {
  en: [(d) => `Industrial action on ${d}`, "Because of a national strike, some services will be disrupted: libraries and leisure centres will close early and bin collections may run a day late. Emergency services are not affected.", "Check which services are affected"],
  fr: [(d) => `Mouvement de grève le ${d}`, "En raison d'une grève nationale, certains services seront perturbés : les médiathèques fermeront plus tôt et la collecte des déchets pourra être décalée d'un jour. Les services d'urgence ne sont pas concernés.", "Voir les services concernés"],
  de: [(d) => `Warnstreik am ${d}`, "Wegen eines Warnstreiks kommt es zu Einschränkungen: Bibliotheken und Bäder schließen früher, die Müllabfuhr kann sich um einen Tag verschieben. Notdienste sind nicht betroffen.", "Betroffene Angebote ansehen"],
  es: [(d) => `Huelga el ${d}`, "Por una huelga general, algunos servicios se verán afectados: las bibliotecas y polideportivos cerrarán antes y la recogida de residuos podrá retrasarse un día. Los servicios de emergencia no se ven afectados.", "Consultar los servicios afectados"],
  nl: [(d) => `Staking op ${d}`, "Door een landelijke staking zijn sommige diensten beperkt: bibliotheken en sportcentra sluiten eerder en het afval kan een dag later worden opgehaald. Hulpdiensten zijn niet getroffen.", "Bekijk welke diensten getroffen zijn"],
  pt: [(d) => `Greve em ${d}`, "Devido a uma greve nacional, alguns serviços serão afetados: bibliotecas e centros desportivos fecham mais cedo e a recolha do lixo pode atrasar um dia. Os serviços de emergência não são afetados.", "Ver os serviços afetados"],
  it: [(d) => `Sciopero del ${d}`, "A causa di uno sciopero nazionale alcuni servizi subiranno disagi: biblioteche e impianti sportivi chiuderanno prima e la raccolta dei rifiuti potrà slittare di un giorno. I servizi di emergenza sono garantiti.", "Verifica i servizi coinvolti"]
}

// Strike notices on public-service sites, recalled from memory of councils', universities' and transport operators' pages during national strikes (UK public-sector strikes 2022–2023, French pension-reform strikes 2023, German "Warnstreik" days): a banner with the date, the services affected and a link to the site's own page for details.
const strikeNotice = benign("industrial-action notice listing disrupted services, linking to the site's own page", (page, rng) => {
  const [title, body, cta] = say(page, strikeWords)
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["service-alert", "strike-notice", "alert-banner"])}" role="status" style="background:#fff4ce;border-bottom:2px solid #c69500;padding:10px 16px"><strong>${esc(title(dateOf(rng, page)))}</strong> ${esc(body)} <a href="/${pick(rng, ["news/strike-action", "service-disruption", "industrial-action", "alerts"])}">${esc(cta)}</a></div>`))
})

const allergenWords: Record<Lang, readonly [string, string, string, string, ReadonlyArray<readonly [string, string]>]> = {
  en: ["Allergen information", "Dish", "Contains", "Please tell a member of staff about any allergy before you order. Our kitchen handles all 14 major allergens.", [["Fish pie", "fish, milk, celery"], ["Chocolate brownie", "gluten (wheat), eggs, milk, nuts (walnut)"], ["Caesar salad", "eggs, fish (anchovy), milk, gluten, mustard"], ["Thai green curry", "crustaceans, fish, soya, peanuts"], ["Hummus with pitta", "sesame, gluten (wheat)"]]],
  fr: ["Informations sur les allergènes", "Plat", "Contient", "Signalez toute allergie à notre équipe avant de commander. Notre cuisine utilise les 14 allergènes majeurs.", [["Hachis parmentier", "lait, céleri"], ["Moelleux au chocolat", "gluten (blé), œufs, lait, fruits à coque (noix)"], ["Salade César", "œufs, poisson (anchois), lait, gluten, moutarde"], ["Curry vert", "crustacés, poisson, soja, arachides"], ["Houmous et pain pita", "sésame, gluten (blé)"]]],
  de: ["Allergenkennzeichnung", "Gericht", "Enthält", "Bitte informieren Sie unser Personal vor der Bestellung über Allergien. In unserer Küche werden alle 14 Hauptallergene verarbeitet.", [["Fischauflauf", "Fisch, Milch, Sellerie"], ["Schokoladenbrownie", "Gluten (Weizen), Eier, Milch, Schalenfrüchte (Walnuss)"], ["Caesar Salad", "Eier, Fisch (Sardelle), Milch, Gluten, Senf"], ["Grünes Thai-Curry", "Krebstiere, Fisch, Soja, Erdnüsse"], ["Hummus mit Fladenbrot", "Sesam, Gluten (Weizen)"]]],
  es: ["Información sobre alérgenos", "Plato", "Contiene", "Informe a nuestro personal de cualquier alergia antes de pedir. En nuestra cocina se manipulan los 14 alérgenos principales.", [["Pastel de pescado", "pescado, leche, apio"], ["Brownie de chocolate", "gluten (trigo), huevo, leche, frutos de cáscara (nuez)"], ["Ensalada César", "huevo, pescado (anchoa), leche, gluten, mostaza"], ["Curry verde", "crustáceos, pescado, soja, cacahuetes"], ["Hummus con pan de pita", "sésamo, gluten (trigo)"]]],
  nl: ["Allergeneninformatie", "Gerecht", "Bevat", "Meld allergieën vóór het bestellen aan onze medewerkers. In onze keuken worden alle 14 belangrijkste allergenen verwerkt.", [["Vispastei", "vis, melk, selderij"], ["Chocoladebrownie", "gluten (tarwe), ei, melk, noten (walnoot)"], ["Caesarsalade", "ei, vis (ansjovis), melk, gluten, mosterd"], ["Groene curry", "schaaldieren, vis, soja, pinda's"], ["Hummus met pitabrood", "sesam, gluten (tarwe)"]]],
  pt: ["Informação sobre alergénios", "Prato", "Contém", "Informe a nossa equipa sobre qualquer alergia antes de pedir. A nossa cozinha utiliza os 14 principais alergénios.", [["Empadão de peixe", "peixe, leite, aipo"], ["Brownie de chocolate", "glúten (trigo), ovos, leite, frutos de casca rija (noz)"], ["Salada César", "ovos, peixe (anchova), leite, glúten, mostarda"], ["Caril verde", "crustáceos, peixe, soja, amendoim"], ["Húmus com pão pita", "sésamo, glúten (trigo)"]]],
  it: ["Informazioni sugli allergeni", "Piatto", "Contiene", "Segnala eventuali allergie al personale prima di ordinare. Nella nostra cucina sono presenti tutti i 14 allergeni principali.", [["Sformato di pesce", "pesce, latte, sedano"], ["Brownie al cioccolato", "glutine (grano), uova, latte, frutta a guscio (noci)"], ["Insalata Caesar", "uova, pesce (acciughe), latte, glutine, senape"], ["Curry verde", "crostacei, pesce, soia, arachidi"], ["Hummus con pane pita", "sesamo, glutine (grano)"]]]
}

// Allergen tables on restaurant, café and canteen sites, recalled from memory of the EU food-information regulation 1169/2011 (14 allergens to be declared, applying from December 2014) and the UK's "Natasha's Law" (October 2021) on pre-packed food labels: a table of dishes and the allergens they contain, with a note asking diners to tell staff.
const allergenTable = benign("allergen table for menu dishes (EU food-information rules, 14 allergens)", (page, rng) => {
  const [h, dish, contains, note, rows] = say(page, allergenWords)
  const chosen = sample(rng, rows, between(rng, 3, 5))
  const table = `<table class="${pick(rng, ["allergens", "allergen-table", "menu-allergens"])}"><thead><tr><th>${esc(dish)}</th><th>${esc(contains)}</th></tr></thead><tbody>${chosen.map(([d, a]) => `<tr><td>${esc(d)}</td><td>${esc(a)}</td></tr>`).join("")}</tbody></table>`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["allergen-info", "dietary", "allergens-section"])}"><h3>${esc(h)}</h3>${table}<p><small>${esc(note)}</small></p></section>`))
})

const languageNames: Record<Lang, string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }
const chooseWords: Record<Lang, string> = { en: "Choose your language", fr: "Choisissez votre langue", de: "Sprache wählen", es: "Elija su idioma", nl: "Kies uw taal", pt: "Escolha o seu idioma", it: "Scegli la lingua" }

// First-visit language choosers on bilingual and international sites, recalled from memory of the splash pages of Belgian, Swiss and Canadian institutions and of multinational brands (a full-window chooser remembered in a cookie or localStorage), and of W3C internationalisation advice to let users pick rather than guess: an overlay listing the site's language versions, each a link to the site's own path, that closes once a choice is stored.
const languageChooser = benign("first-visit language chooser over the page, linking to the site's own language versions", (page, rng) => {
  const own = page.site.locale.lang
  const others = sample(rng, (Object.keys(languageNames) as Array<Lang>).filter((l) => l !== own), between(rng, 1, 3))
  const langs = [own, ...others]
  const id = pick(rng, ["lang-splash", "language-picker", "locale-chooser"])
  const key = pick(rng, ["lang-chosen", "site-lang", "preferredLanguage"])
  const items = langs.map((l) => `<li><a href="/${l}/" lang="${l}" hreflang="${l}" onclick="try{localStorage.setItem('${key}','${l}')}catch(e){}">${languageNames[l]}</a></li>`).join("")
  const heading = langs.map((l) => `<span lang="${l}">${esc(chooseWords[l])}</span>`).join(" · ")
  const box = `<div id="${id}" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:${between(rng, 1000, 99999)};background:rgba(0,0,0,.65)"><div style="max-width:420px;margin:18vh auto;background:#fff;padding:24px;text-align:center"><p>${heading}</p><ul style="list-style:none;padding:0">${items}</ul><button type="button" onclick="document.getElementById('${id}').remove()" aria-label="Close">×</button></div></div>`
  const script = `<script>try{if(localStorage.getItem("${key}")){var s=document.getElementById("${id}");if(s)s.remove()}}catch(e){}</script>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), box + script))
})

/** Every fresh10 benign class, in a fixed order. */
export const fresh10Benigns: ReadonlyArray<ChangeClass> = [
  leavingNotice, donationEmbed, publicPayPortal, dsaLinks, liveWebcast, copyButtons, offlineWorker, pollingInfo, pageMoved,
  contentWarningBlur, cfBeacon, onionMirror, consoleHiring, openDataLinks,
  protestBlackout, breachDisclosure, charityDraw, strikeNotice, allergenTable, languageChooser
]

/**
 * Fresh9 benign classes: written after fresh8, by someone who does not read
 * the engines, from how real newsrooms, councils, universities, charities,
 * shops and software companies change their pages. Several are honest
 * counterparts of things attackers do: a fact-check verdict box, image
 * provenance links, a returns portal and a parcel-locker widget on vendor
 * hosts, a tip line with an onion address, tag scripts moved to a
 * first-party subdomain, the site's own numbers and addresses made
 * clickable, marketplace and hotel-search links with partner ids, a parking
 * payment app with a zone code, and a minified page whose markup changes
 * everywhere while nothing it shows does. Each differs from every class in
 * benign.ts and fresh-benign.ts through fresh8-benign.ts, and is written in
 * the site's own language where it shows text. None changes the site's
 * phone numbers, payment details, e-mail addresses or where its own forms
 * and sign-in go. The writer had no internet access: sources are recalled
 * from memory. Scored in the `fresh9` group, never tuned on.
 */
import { type ChangeClass, afterPrice, attrTargets, bottom, brandName, elAt, head, inside, resolve, say, shown, textRuns, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type TextRun, attrSpans } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh9", make })

/** Shown text runs showing a price, outside links. */
const priceRuns = (page: Page): Array<TextRun> =>
  textRuns(page, 2).filter((t) => priceRe.test(t.text) && page.spots.elements[t.parent]?.shown === true && !inside(page, page.spots.elements[t.parent], "a"))
/** JSON for a script block: no "</" can close it early. */
const jsonLd = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o).replace(/</g, "\\u003c")}</script>`
const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])

const factWords: Record<Lang, readonly [string, string, ReadonlyArray<string>, ReadonlyArray<string>, string, string]> = {
  en: ["Fact check", "Claim", ["A viral post says tap water in the region will be cut off for a week next month.", "A video shared online claims the town hall has sold the park to a developer."], ["False", "Misleading", "Missing context"], "Our verdict", "How we fact-check"],
  fr: ["Vérification", "L'affirmation", ["Une publication virale affirme que l'eau du robinet sera coupée une semaine le mois prochain.", "Une vidéo partagée en ligne affirme que la mairie a vendu le parc à un promoteur."], ["Faux", "Trompeur", "Manque de contexte"], "Notre verdict", "Notre méthode"],
  de: ["Faktencheck", "Behauptung", ["Ein viraler Beitrag behauptet, das Leitungswasser in der Region werde nächsten Monat eine Woche lang abgestellt.", "Ein im Netz geteiltes Video behauptet, die Stadt habe den Park an einen Investor verkauft."], ["Falsch", "Irreführend", "Fehlender Kontext"], "Unser Fazit", "So prüfen wir Fakten"],
  es: ["Verificación", "La afirmación", ["Una publicación viral asegura que el agua del grifo se cortará una semana el mes que viene.", "Un vídeo difundido en redes asegura que el ayuntamiento ha vendido el parque a una promotora."], ["Falso", "Engañoso", "Falta contexto"], "Nuestro veredicto", "Cómo verificamos"],
  nl: ["Factcheck", "De bewering", ["Een viraal bericht stelt dat het kraanwater in de regio volgende maand een week wordt afgesloten.", "Een online gedeelde video beweert dat de gemeente het park aan een projectontwikkelaar heeft verkocht."], ["Onwaar", "Misleidend", "Context ontbreekt"], "Ons oordeel", "Zo checken wij"],
  pt: ["Checagem", "A afirmação", ["Um post viral diz que a água da torneira será cortada por uma semana no próximo mês.", "Um vídeo compartilhado nas redes afirma que a prefeitura vendeu o parque a uma construtora."], ["Falso", "Enganoso", "Falta contexto"], "Nosso veredito", "Como checamos"],
  it: ["Fact-checking", "L'affermazione", ["Un post virale sostiene che l'acqua del rubinetto sarà sospesa per una settimana il mese prossimo.", "Un video condiviso online afferma che il comune ha venduto il parco a un costruttore."], ["Falso", "Fuorviante", "Manca il contesto"], "Il nostro verdetto", "Come verifichiamo"]
}

// Fact-check boxes with ClaimReview markup, recalled from memory of Google's ClaimReview structured-data documentation (fact-check labels in search, 2017), schema.org's ClaimReview type and the IFCN code of principles (Poynter, 2016) that newsroom fact-check desks sign: a verdict box in the article and the matching JSON-LD in the head.
const factCheckBox = benign("fact-check verdict box with ClaimReview structured data", (page, rng) => {
  const [label, claimWord, claims, ratings, verdict, method] = say(page, factWords)
  const claim = pick(rng, claims)
  const rating = pick(rng, ratings)
  const data = jsonLd({ "@context": "https://schema.org", "@type": "ClaimReview", url: page.site.url, claimReviewed: claim, datePublished: someDate(rng).toISOString().slice(0, 10), author: { "@type": "Organization", name: brandName(page), url: new URL(page.site.url).origin }, reviewRating: { "@type": "Rating", ratingValue: between(rng, 1, 2), bestRating: 5, worstRating: 1, alternateName: rating }, itemReviewed: { "@type": "Claim", appearance: { "@type": "CreativeWork", url: pick(rng, [`https://www.facebook.com/${alnum(rng, 10)}/posts/${digits(rng, 15)}`, `https://x.com/${alnum(rng, 8)}/status/${digits(rng, 19)}`, `https://www.tiktok.com/@${alnum(rng, 8)}/video/${digits(rng, 19)}`]) } } })
  const box = `<aside class="${pick(rng, ["fact-check", "claim-review", "factcheck-box"])}" style="border:2px solid #222;padding:12px 16px;margin:12px 0"><p><strong>${esc(label)}</strong></p><p>${esc(claimWord)}: “${esc(claim)}”</p><p>${esc(verdict)}: <strong>${esc(rating)}</strong></p><p><small><a href="/${pick(rng, ["fact-check", "factcheck", "verificacion", "faktencheck"])}/${pick(rng, ["methodology", "about", "method"])}">${esc(method)}</a> · <a href="https://www.poynter.org/ifcn/">IFCN</a></small></p></aside>`
  const h1 = shown(page, "h1", (e) => e.closeTag !== null && !e.inert)[0]
  return splices(insert(head(page), data), insert(h1 !== undefined && chance(rng, 0.7) ? h1.closeTag!.end : pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), box))
})

const provenanceWords: Record<Lang, string> = {
  en: "Images on this page carry Content Credentials showing where they come from and how they were edited.",
  fr: "Les images de cette page portent des Content Credentials indiquant leur origine et leurs retouches.",
  de: "Die Bilder auf dieser Seite tragen Content Credentials, die Herkunft und Bearbeitung zeigen.",
  es: "Las imágenes de esta página llevan Content Credentials que muestran su origen y edición.",
  nl: "De afbeeldingen op deze pagina hebben Content Credentials die herkomst en bewerking tonen.",
  pt: "As imagens desta página trazem Content Credentials que mostram a origem e a edição.",
  it: "Le immagini di questa pagina hanno Content Credentials che mostrano origine e modifiche."
}

// Image provenance labels, recalled from memory of the C2PA standard (2021–2022), Adobe's Content Credentials and its public verify site (contentcredentials.org/verify), and BBC Verify's and other newsrooms' first labelled images (2024): a small "CR" link beside images that opens the verify tool on the image's address, and a note.
const contentCredentials = benign("Content Credentials (C2PA) links beside the page's images", (page, rng) => {
  const imgs = shown(page, "img", (e) => !e.inert && !inside(page, e, "a") && !/^data:|pixel|spacer|blank|1x1/i.test(e.attribs.src ?? "data:"))
  const out: Array<Splice> = []
  for (const img of sample(rng, imgs, Math.min(imgs.length, between(rng, 1, 5)))) {
    const u = resolve(page, img.attribs.src ?? "")
    if (u === null) continue
    out.push(insert(img.openEnd, ` <a class="${pick(rng, ["cr-pin", "content-credentials", "c2pa-badge"])}" href="https://contentcredentials.org/verify?source=${encodeURIComponent(u.href)}" title="Content Credentials" target="_blank" rel="noopener">CR</a>`))
  }
  out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<p class="${pick(rng, ["provenance-note", "c2pa-note"])}"><small>${esc(say(page, provenanceWords))} <a href="https://contentcredentials.org/">contentcredentials.org</a></small></p>`))
  return { splices: out }
})

const civic: Record<string, readonly [string, (b: string) => string]> = {
  uk: ["FixMyStreet", (b) => `https://www.fixmystreet.com/reports/${b}`], us: ["SeeClickFix", (b) => `https://seeclickfix.com/${b}`],
  au: ["Snap Send Solve", () => "https://www.snapsendsolve.com/"], de: ["Mängelmelder", (b) => `https://www.mängelmelder.de/${b}`],
  nl: ["Fixi", (b) => `https://${b}.fixi.nl/`], br: ["Colab", (b) => `https://www.colab.re/${b}`]
}
const reportWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Report a problem in your street", "Potholes, broken street lights, fly-tipping or graffiti: send us a report with a photo and follow its progress.", "Report it"],
  fr: ["Signaler un problème dans votre rue", "Nid-de-poule, éclairage en panne, dépôt sauvage ou tag : envoyez un signalement avec une photo et suivez son traitement.", "Signaler"],
  de: ["Ein Problem in Ihrer Straße melden", "Schlaglöcher, defekte Straßenlaternen, wilder Müll oder Graffiti: Melden Sie es mit Foto und verfolgen Sie die Bearbeitung.", "Jetzt melden"],
  es: ["Avisa de una incidencia en tu calle", "Baches, farolas averiadas, vertidos o pintadas: envía un aviso con foto y sigue su resolución.", "Avisar"],
  nl: ["Meld een probleem in uw straat", "Gaten in de weg, kapotte lantaarnpalen, zwerfafval of graffiti: doe een melding met foto en volg de afhandeling.", "Melding doen"],
  pt: ["Informe um problema na sua rua", "Buracos, postes apagados, lixo descartado ou pichações: envie uma ocorrência com foto e acompanhe o atendimento.", "Informar"],
  it: ["Segnala un problema nella tua via", "Buche, lampioni guasti, rifiuti abbandonati o graffiti: invia una segnalazione con foto e seguine lo stato.", "Segnala"]
}

// Street-problem reporting on civic platforms, recalled from memory of mySociety's FixMyStreet (UK, 2007; its platform reused abroad), SeeClickFix (US, 2008, later CivicPlus), Snap Send Solve (Australia), Mängelmelder (Germany), Fixi (Netherlands) and Colab (Brazil), which councils link from their sites: a "report a problem" box pointing to the platform.
const civicReporting = benign("'report a problem in your street' box linking to a civic reporting platform", (page, rng) => {
  const [h, p, cta] = say(page, reportWords)
  const b = page.site.brand
  const [name, url] = civic[page.site.locale.country] ?? civic.uk!
  const href = chance(rng, 0.2) ? `/${pick(rng, ["report", "signaler", "melden", "report-it"])}` : url(b)
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["report-it", "civic-report", "meldingen"])}" style="background:#eef6ee;padding:12px 16px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(href)}">${esc(cta)}</a>${href.startsWith("/") ? "" : ` <small>(${esc(name)})</small>`}</p></section>`))
})

const pickupWords: Record<Lang, readonly [string, string]> = {
  en: ["Delivery to a pickup point or parcel locker", "Choose a pickup point near you at checkout, or find one here."],
  fr: ["Livraison en point relais ou en consigne", "Choisissez un point relais près de chez vous lors de la commande, ou trouvez-en un ici."],
  de: ["Lieferung an eine Abholstation oder Paketstation", "Wählen Sie an der Kasse eine Abholstelle in Ihrer Nähe oder suchen Sie hier eine."],
  es: ["Entrega en punto de recogida o taquilla", "Elige un punto de recogida cercano al finalizar la compra, o búscalo aquí."],
  nl: ["Bezorging bij een afhaalpunt of pakketkluis", "Kies bij het afrekenen een afhaalpunt bij u in de buurt, of zoek er hier een."],
  pt: ["Entrega em ponto de retirada ou armário", "Escolha um ponto de retirada perto de você no checkout, ou encontre um aqui."],
  it: ["Consegna in punto di ritiro o locker", "Scegli un punto di ritiro vicino a te al momento dell'ordine, o cercalo qui."]
}
const countryCode: Record<string, string> = { us: "US", uk: "GB", fr: "FR", de: "DE", es: "ES", nl: "NL", au: "AU", in: "IN", br: "BR", it: "IT" }

// Pickup-point pickers from carriers, recalled from memory of the carriers' developer documentation: InPost's Geowidget (geowidget.inpost.pl, an <inpost-geowidget> element with a token), Mondial Relay's jQuery "ParcelShop Picker" plugin (widget.mondialrelay.com) and Sendcloud's service-point picker (embed.sendcloud.sc), which web shops add to their delivery pages.
const pickupPointFinder = benign("pickup-point and parcel-locker finder widget from a carrier (InPost, Mondial Relay, Sendcloud)", (page, rng) => {
  const [h, p] = say(page, pickupWords)
  const cc = countryCode[page.site.locale.country] ?? "FR"
  const lang = page.site.locale.lang
  const b64url = (n: number) => alnum(rng, n).replace(/^[0-9]/, "A")
  const widget = pick(rng, [
    () => `<link rel="stylesheet" href="https://geowidget.inpost.pl/inpost-geowidget.css"><script src="https://geowidget.inpost.pl/inpost-geowidget.js" defer></script><inpost-geowidget onpoint="afterPointSelected" token="eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.${b64url(120)}.${b64url(86)}" language="${lang === "en" ? "en" : "pl"}" config="parcelCollect"></inpost-geowidget><script>function afterPointSelected(point){var f=document.getElementById("pickup-point");if(f)f.value=point.name}</script><input type="hidden" id="pickup-point" name="pickup_point">`,
    () => `<div id="Zone_Widget"></div><input type="hidden" id="Retour_Widget" name="relay_point"><script src="https://widget.mondialrelay.com/parcelshop-picker/jquery.plugin.mondialrelay.parcelshoppicker.min.js"></script><script>jQuery(function($){$("#Zone_Widget").MR_ParcelShopPicker({Target:"#Retour_Widget",Brand:"${upper(rng, 2)}${digits(rng, 6)}",Country:"${cc}",PostCode:"",ColLivMod:"24R",NbResults:"7",Responsive:true,ShowResultsOnMap:true})});</script>`,
    () => `<p><button type="button" id="spp-open">📦 ${esc(h)}</button> <span id="spp-result"></span></p><script src="https://embed.sendcloud.sc/spp/1.0.0/api.min.js"></script><script>document.getElementById("spp-open").onclick=function(){sendcloud.servicePoints.open({apiKey:"${hex(rng, 32)}",country:"${cc.toLowerCase()}",language:"${lang}-${cc.toLowerCase()}",carriers:"${pick(rng, ["postnl,dhl", "dpd,ups", "colissimo,mondial_relay", "dhl,hermes"])}"},function(sp){document.getElementById("spp-result").textContent=sp.name},function(e){})}</script>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), `<section class="${pick(rng, ["pickup-points", "delivery-options", "parcel-lockers"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p>${widget}</section>`))
})

const returnsWords: Record<Lang, readonly [string, (d: number) => string, string]> = {
  en: ["Returns and exchanges", (d) => `You can return most items within ${d} days. Start your return online with your order number and e-mail address, then print the label or show the QR code at a drop-off point.`, "Start a return"],
  fr: ["Retours et échanges", (d) => `Vous pouvez retourner la plupart des articles sous ${d} jours. Lancez votre retour en ligne avec votre numéro de commande et votre e-mail, puis imprimez l'étiquette ou présentez le QR code en point relais.`, "Retourner un article"],
  de: ["Rücksendungen und Umtausch", (d) => `Die meisten Artikel können Sie innerhalb von ${d} Tagen zurücksenden. Starten Sie die Rücksendung online mit Bestellnummer und E-Mail-Adresse und drucken Sie das Etikett oder zeigen Sie den QR-Code in der Filiale.`, "Rücksendung starten"],
  es: ["Devoluciones y cambios", (d) => `Puedes devolver la mayoría de los artículos en ${d} días. Inicia la devolución en línea con tu número de pedido y tu e-mail, y luego imprime la etiqueta o muestra el código QR en el punto de entrega.`, "Iniciar devolución"],
  nl: ["Retourneren en ruilen", (d) => `De meeste artikelen kun je binnen ${d} dagen retourneren. Meld je retour online aan met je ordernummer en e-mailadres en print het label of laat de QR-code zien bij een afgiftepunt.`, "Retour aanmelden"],
  pt: ["Devoluções e trocas", (d) => `Você pode devolver a maioria dos itens em até ${d} dias. Inicie a devolução online com o número do pedido e o e-mail, depois imprima a etiqueta ou mostre o QR code no ponto de entrega.`, "Iniciar devolução"],
  it: ["Resi e cambi", (d) => `Puoi restituire la maggior parte degli articoli entro ${d} giorni. Avvia il reso online con numero d'ordine ed e-mail, poi stampa l'etichetta o mostra il QR code al punto di consegna.`, "Avvia un reso"]
}

// Returns handled on a returns-management platform, recalled from memory of the hosted return portals of Loop Returns (<shop>.loopreturns.com), Narvar (returns.narvar.com/<retailer>), Happy Returns (a PayPal company, then UPS) and Sendcloud (return portals on shipping-portal.com), which shops link from their returns pages: the customer enters the order number and e-mail there.
const returnsPortal = benign("'start a return' link to a hosted returns portal (Loop, Narvar, Happy Returns, Sendcloud)", (page, rng) => {
  const [h, p, cta] = say(page, returnsWords)
  const b = page.site.brand.replace(/-/g, "")
  const url = pick(rng, [`https://${b}.loopreturns.com/`, `https://returns.narvar.com/${b}/returns`, `https://${b}.happyreturns.com/`, `https://${b}.shipping-portal.com/rp/`])
  const block = pick(rng, [
    `<section class="${pick(rng, ["returns", "returns-info", "help-returns"])}"><h3>${esc(h)}</h3><p>${esc(p(pick(rng, [14, 30, 60])))}</p><p><a class="button" href="${url}">${esc(cta)}</a></p></section>`,
    `<p class="${pick(rng, ["returns-link", "footer-returns"])}"><strong>${esc(h)}:</strong> <a href="${url}">${esc(cta)}</a></p>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

const keepSpace = new Set(["pre", "textarea", "code", "xmp", "listing", "plaintext", "kbd", "samp"])
const booleans = new Set(["defer", "async", "checked", "selected", "disabled", "readonly", "required", "multiple", "hidden", "autofocus", "novalidate", "nomodule"])

// HTML minification switched on in a build step or a CDN, recalled from memory of html-minifier's options (collapseWhitespace, removeAttributeQuotes, removeScriptTypeAttributes, removeRedundantAttributes, collapseBooleanAttributes; about 2014 onwards) and Cloudflare's Auto Minify (deprecated in 2024): the markup changes almost everywhere, what the page shows does not.
const htmlMinify = benign("HTML minified: whitespace collapsed, attribute quotes, default types and boolean values dropped", (page, rng) => {
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    const el = elAt(page, t.parent)
    if ([...keepSpace].some((n) => inside(page, el, n))) continue
    const raw = page.html.slice(t.start, t.end)
    const min = raw.replace(/[ \t\n\r\f]+/g, " ")
    if (min !== raw) out.push(replace(t, min))
  }
  const unquote = chance(rng, 0.8)
  for (const el of page.spots.elements) {
    if (el.inert) continue
    for (const a of attrSpans(page.html, el)) {
      if (a.value === null) continue
      const v = page.html.slice(a.value.start, a.value.end)
      const q = page.html[a.value.start - 1]
      const quoted = (q === "\"" || q === "'") && page.html[a.value.end] === q
      const defaultType = a.name === "type" && ((el.name === "script" && /^\s*text\/javascript\s*$/i.test(v)) || ((el.name === "style" || el.name === "link") && /^\s*text\/css\s*$/i.test(v)))
      if (defaultType) {
        let end = a.end
        while (end < el.openEnd - 1 && /\s/.test(page.html[end]!)) end++
        out.push(replace({ start: a.start, end }, ""))
      } else if (booleans.has(a.name) && v.toLowerCase() === a.name) {
        out.push(replace({ start: a.start, end: a.end }, a.name))
      } else if (unquote && quoted && /^[^ \t\n\f\r"'`=<>]+$/.test(v) && page.html[a.value.end + 1] !== "/") {
        out.push(replace({ start: a.value.start - 1, end: a.value.end + 1 }, /[\s>]/.test(page.html[a.value.end + 1] ?? ">") ? v : `${v} `))
      }
    }
  }
  return { splices: out }
})

/** The tag script paths a first-party tagging server serves, by the Google host's path. */
const firstPartyPath = (path: string): string => (/gtag\/js/.test(path) ? "/gtag/js" : /gtm\.js/.test(path) ? "/gtm.js" : path)

// Tags served from the site's own subdomain, recalled from memory of Google Tag Manager's server-side tagging documentation (2020: a tagging server on a first-party subdomain such as metrics.example.com that serves gtm.js and gtag.js) and Google's "tag gateway" (2025): the Google tag scripts keep their ids but load from a subdomain of the site instead of googletagmanager.com.
const firstPartyTagging = benign("Google tag scripts moved to a first-party tagging subdomain (server-side GTM)", (page, rng) => {
  const sub = pick(rng, ["metrics", "sgtm", "data", "collect", "tm", "ss"])
  const host = `${sub}.${page.site.domain}`
  const out: Array<Splice> = []
  const scripts = page.spots.elements.filter((e) => e.name === "script" && !e.inert && /googletagmanager\.com\/(gtm\.js|gtag\/js)|google-analytics\.com\/(analytics|ga)\.js/i.test(e.attribs.src ?? ""))
  for (const { el, value } of attrTargets(page, scripts, "src")) {
    const u = resolve(page, el.attribs.src ?? "")
    if (u === null) continue
    out.push(replace(value, esc(`https://${host}${firstPartyPath(u.pathname)}${u.search}`)))
  }
  if (out.length === 0) {
    const id = chance(rng, 0.5) ? `GTM-${alnum(rng, 7).toUpperCase()}` : `G-${alnum(rng, 10).toUpperCase()}`
    out.push(insert(head(page), id.startsWith("GTM-")
      ? `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://${host}/gtm.js?id='+i;f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer','${id}');</script>`
      : `<script async src="https://${host}/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{server_container_url:'https://${host}'});</script>`))
  }
  return { splices: out }
})

const researcherNames: Record<Lang, ReadonlyArray<string>> = {
  en: ["Dr Sarah Mitchell", "Prof. James Okafor", "Dr Emily Chen"], fr: ["Dr Claire Moreau", "Pr Antoine Lefèvre", "Dr Inès Haddad"],
  de: ["Dr. Katharina Weber", "Prof. Dr. Jonas Fischer", "Dr. Leyla Aydın"], es: ["Dra. Lucía Fernández", "Dr. Pablo Navarro", "Dra. Ana Ruiz"],
  nl: ["Dr. Sanne Visser", "Prof. dr. Pieter de Boer", "Dr. Fatima El Idrissi"], pt: ["Dra. Mariana Costa", "Prof. Dr. Rafael Lima", "Dra. Beatriz Rocha"],
  it: ["Dott.ssa Chiara Bianchi", "Prof. Luca Romano", "Dott. Matteo Greco"]
}
const orcidIntro: Record<Lang, string> = { en: "Researchers", fr: "Chercheurs", de: "Forschende", es: "Investigadores", nl: "Onderzoekers", pt: "Pesquisadores", it: "Ricercatori" }
/** An ORCID iD with its ISO 7064 MOD 11-2 check character. */
const orcid = (rng: Rng): string => {
  const base = `0000000${between(rng, 1, 3)}${digits(rng, 7)}`
  let total = 0
  for (const c of base) total = (total + Number(c)) * 2
  const r = (12 - (total % 11)) % 11
  const all = base + (r === 10 ? "X" : String(r))
  return all.replace(/(.{4})(?=.)/g, "$1-")
}

// ORCID iDs shown beside researchers' names, recalled from memory of ORCID's display guidelines (the green iD icon from orcid.org, linked to https://orcid.org/<iD>) and funders' and universities' policies asking staff pages and papers to show them (about 2016 onwards): names in a byline or a staff list gain an iD link.
const orcidBadges = benign("ORCID iD links beside researchers' names", (page, rng) => {
  const names = sample(rng, say(page, researcherNames), between(rng, 1, 3))
  const icon = pick(rng, ["https://orcid.org/sites/default/files/images/orcid_16x16.png", "https://info.orcid.org/wp-content/uploads/2019/11/orcid_16x16.png", "/images/orcid-id.svg"])
  const item = (n: string) => { const id = orcid(rng); return `${esc(n)} <a href="https://orcid.org/${id}" title="ORCID iD"><img src="${icon}" width="16" height="16" alt="ORCID iD"> ${pick(rng, ["", `https://orcid.org/${id}`])}</a>` }
  const block = pick(rng, [
    `<p class="${pick(rng, ["byline", "authors", "article-authors"])}">${names.map(item).join(", ")}</p>`,
    `<section class="${pick(rng, ["researchers", "team-research"])}"><h3>${esc(say(page, orcidIntro))}</h3><ul>${names.map((n) => `<li>${item(n)}</li>`).join("")}</ul></section>`
  ])
  const h1 = shown(page, "h1", (e) => e.closeTag !== null && !e.inert)[0]
  return splices(insert(h1 !== undefined && chance(rng, 0.6) ? h1.closeTag!.end : pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

const tipWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Got a tip? Contact our newsroom securely", "For the highest protection, use SecureDrop from the Tor Browser. You can also message us on Signal or write to", "How to share information with us"],
  fr: ["Une information ? Contactez la rédaction en toute sécurité", "Pour une protection maximale, utilisez SecureDrop depuis le navigateur Tor. Vous pouvez aussi nous écrire sur Signal ou à", "Comment nous transmettre des informations"],
  de: ["Hinweise? So erreichen Sie die Redaktion sicher", "Den besten Schutz bietet SecureDrop über den Tor-Browser. Sie können uns auch über Signal schreiben oder an", "So geben Sie uns Hinweise"],
  es: ["¿Tienes una pista? Contacta con la redacción de forma segura", "Para la máxima protección, usa SecureDrop desde el navegador Tor. También puedes escribirnos por Signal o a", "Cómo enviarnos información"],
  nl: ["Een tip? Neem veilig contact op met de redactie", "Voor de beste bescherming gebruikt u SecureDrop via de Tor Browser. U kunt ons ook via Signal berichten of mailen naar", "Zo deelt u informatie met ons"],
  pt: ["Tem uma denúncia? Fale com a redação com segurança", "Para a maior proteção, use o SecureDrop pelo navegador Tor. Você também pode nos escrever pelo Signal ou para", "Como compartilhar informações conosco"],
  it: ["Hai una segnalazione? Contatta la redazione in sicurezza", "Per la massima protezione usa SecureDrop dal browser Tor. Puoi anche scriverci su Signal o a", "Come inviarci informazioni"]
}

const tipLocal: Record<Lang, string> = { en: "tips", fr: "alertes", de: "hinweise", es: "pistas", nl: "tips", pt: "denuncias", it: "segnalazioni" }

// Secure tip lines of newsrooms, recalled from memory of the Freedom of the Press Foundation's SecureDrop directory (securedrop.org/directory, since 2013) and the tips pages of The New York Times, The Guardian, the Washington Post and European outlets, which list a SecureDrop .onion address, a Signal contact and an e-mail address on their own domain.
const secureTipLine = benign("secure tip line box: SecureDrop onion address, Signal username and a tips address on the site's domain", (page, rng) => {
  const [h, p, how] = say(page, tipWords)
  const onion = `${Array.from({ length: 56 }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyz234567"])).join("")}.onion`
  const signal = `${page.site.brand.replace(/[^a-z0-9]/g, "").slice(0, 20) || "newsroom"}${pick(rng, ["tips", "news", ""])}.${digits(rng, 2)}`
  const mail = `${pick(rng, [say(page, tipLocal), "tips", "securetips"])}@${page.site.domain}`
  const block = `<aside class="${pick(rng, ["tips", "secure-tips", "contact-newsroom"])}" style="border:1px solid #999;padding:12px 16px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p)} <a href="mailto:${mail}">${mail}</a>.</p><ul><li>SecureDrop: <code>${onion}</code> (<a href="https://securedrop.org/directory/${slug(page.site.brand)}/">securedrop.org</a>)</li><li>Signal: <code>${signal}</code></li></ul><p><a href="/${pick(rng, ["tips", "contact/tips", "securedrop"])}">${esc(how)}</a></p></aside>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

const asin = (rng: Rng) => `B0${alnum(rng, 8).toUpperCase()}`
type Market = readonly [string, (s: string) => string]
const marketsFor = (rng: Rng, country: string, brand: string): ReadonlyArray<Market> => {
  const amazon = (tld: string): Market => ["Amazon", () => `https://www.amazon.${tld}/dp/${asin(rng)}`]
  const ebay = (tld: string): Market => ["eBay", () => `https://www.ebay.${tld}/itm/${digits(rng, 12)}`]
  const etsy: Market = ["Etsy", () => `https://www.etsy.com/shop/${brand}`]
  switch (country) {
    case "us": return [amazon("com"), ["Walmart", (s) => `https://www.walmart.com/ip/${s}/${digits(rng, 9)}`], ebay("com"), etsy]
    case "uk": return [amazon("co.uk"), ebay("co.uk"), etsy]
    case "de": return [amazon("de"), ["OTTO", (s) => `https://www.otto.de/p/${s}-${alnum(rng, 8).toUpperCase()}/`], ["Kaufland", () => `https://www.kaufland.de/product/${digits(rng, 9)}/`], ebay("de")]
    case "fr": return [amazon("fr"), ["Fnac", (s) => `https://www.fnac.com/a${digits(rng, 8)}/${s}`], ["Cdiscount", (s) => `https://www.cdiscount.com/f-${digits(rng, 7)}-${s}.html`]]
    case "nl": return [["bol", (s) => `https://www.bol.com/nl/nl/p/${s}/9300000${digits(rng, 9)}/`], amazon("nl"), ["Coolblue", (s) => `https://www.coolblue.nl/product/${digits(rng, 6)}/${s}.html`]]
    case "br": return [["Mercado Livre", (s) => `https://produto.mercadolivre.com.br/MLB-${digits(rng, 10)}-${s}-_JM`], amazon("com.br"), ["Magalu", (s) => `https://www.magazineluiza.com.br/${s}/p/${alnum(rng, 9)}/`]]
    case "in": return [["Flipkart", (s) => `https://www.flipkart.com/${s}/p/itm${alnum(rng, 13)}`], amazon("in")]
    case "au": return [amazon("com.au"), ebay("com.au"), etsy]
    case "it": return [amazon("it"), ebay("it"), etsy]
    default: return [amazon("es"), ebay("es"), etsy]
  }
}
const alsoWords: Record<Lang, string> = { en: "Also available on", fr: "Également disponible sur", de: "Auch erhältlich bei", es: "También disponible en", nl: "Ook verkrijgbaar bij", pt: "Também disponível no", it: "Disponibile anche su" }

// Brands listing their products on marketplaces too, recalled from memory of "where to buy" and "also available on" buttons on brand sites (Amazon's Brand Referral Bonus, 2021, rewarded brands for sending their own traffic to their Amazon listings; bol.com, OTTO, Fnac and Mercado Livre partner programmes likewise): links to the same product on national marketplaces beside the site's prices.
const marketplaceLinks = benign("'also available on' links to the same product on marketplaces (Amazon, bol, OTTO, Mercado Livre)", (page, rng) => {
  const label = say(page, alsoWords)
  const markets = marketsFor(rng, page.site.locale.country, page.site.brand.replace(/-/g, ""))
  const item = slug(pick(rng, ["travel mug", "canvas tote bag", "wall calendar", "guide book", "notebook set", `${page.site.brand} hoodie`]))
  const line = () => sample(rng, markets, between(rng, 1, markets.length)).map(([n, u]) => `<a href="${esc(u(item))}" rel="noopener" target="_blank">${esc(n)}</a>`).join(" · ")
  const runs = priceRuns(page).slice(0, between(rng, 1, 3))
  const cls = pick(rng, ["also-on", "where-to-buy", "marketplaces"])
  const out: Array<Splice> = runs.map((t) => insert(afterPrice(page, t), ` <span class="${cls}"><small>${esc(label)}: ${line()}</small></span>`))
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p class="${cls}">${esc(label)}: ${line()}</p>`))
  return { splices: out }
})

/** Occurrences of `needle` in the shown text of the body, outside links. */
const plainHits = (page: Page, needle: string): Array<{ start: number; end: number }> => {
  const out: Array<{ start: number; end: number }> = []
  if (needle.length === 0) return out
  for (const run of page.spots.texts) {
    const parent = elAt(page, run.parent)
    if (parent === undefined || !parent.shown || parent.inert || inside(page, parent, "a") || inside(page, parent, "button")) continue
    const raw = page.html.slice(run.start, run.end)
    for (let i = raw.indexOf(needle); i !== -1; i = raw.indexOf(needle, i + needle.length)) out.push({ start: run.start + i, end: run.start + i + needle.length })
  }
  return out
}

// Click-to-call and click-to-mail links, recalled from memory of Google's Web Fundamentals guidance on "click to call" (about 2014), RFC 3966 tel: URIs and the mobile-usability checklists agencies run: the site's own phone numbers (national and international forms) and e-mail address, written as plain text, become tel: and mailto: links with the same number and address.
const clickableContacts = benign("site's own phone numbers and e-mail address made clickable (tel:, mailto:)", (page, rng) => {
  const { phone, email } = page.ids
  const taken: Array<{ start: number; end: number }> = []
  const out: Array<Splice> = []
  const add = (r: { start: number; end: number }, html: string) => {
    if (taken.some((t) => r.start < t.end && r.end > t.start)) return
    taken.push(r)
    out.push(replace(r, html))
  }
  const cls = pick(rng, ["", ` class="tel"`, ` class="phone-link"`])
  for (const r of plainHits(page, phone.intl)) add(r, `<a href="tel:${phone.tel}"${cls}>${page.html.slice(r.start, r.end)}</a>`)
  for (const r of plainHits(page, phone.national)) add(r, `<a href="tel:${phone.tel}"${cls}>${page.html.slice(r.start, r.end)}</a>`)
  for (const r of plainHits(page, email)) add(r, `<a href="mailto:${email}">${email}</a>`)
  return { splices: out }
})

const enforcement: Record<string, readonly [string, string]> = {
  uk: ["the Equality Advisory and Support Service (EASS)", "https://www.equalityadvisoryservice.com/"], fr: ["le Défenseur des droits", "https://www.defenseurdesdroits.fr/"],
  de: ["die Schlichtungsstelle nach dem Behindertengleichstellungsgesetz", "https://www.schlichtungsstelle-bgg.de/"], nl: ["het College voor de Rechten van de Mens", "https://www.mensenrechten.nl/"],
  it: ["il Difensore civico per il digitale (AgID)", "https://www.agid.gov.it/"]
}
const a11yWords: Record<Lang, readonly [string, (m: string) => string, (b: string) => string]> = {
  en: ["Accessibility statement", (m) => `This website aims to meet WCAG 2.1 level AA. If you find a part of it you cannot use, e-mail ${m} and we will reply within 10 working days.`, (b) => `If you are not happy with our response, you can contact ${b}.`],
  fr: ["Déclaration d'accessibilité", (m) => `Ce site vise la conformité au RGAA (WCAG 2.1 niveau AA). Si vous ne pouvez pas accéder à un contenu, écrivez à ${m} : nous répondons sous 10 jours ouvrés.`, (b) => `Si notre réponse ne vous satisfait pas, vous pouvez saisir ${b}.`],
  de: ["Erklärung zur Barrierefreiheit", (m) => `Diese Website soll die WCAG 2.1 auf Stufe AA erfüllen. Wenn Sie auf Barrieren stoßen, schreiben Sie an ${m}; wir antworten innerhalb von 10 Arbeitstagen.`, (b) => `Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an ${b} wenden.`],
  es: ["Declaración de accesibilidad", (m) => `Este sitio web pretende cumplir las WCAG 2.1 nivel AA. Si encuentra un contenido al que no puede acceder, escriba a ${m} y le responderemos en 10 días hábiles.`, () => "Si no está conforme con la respuesta, puede presentar una reclamación ante la unidad responsable de accesibilidad."],
  nl: ["Toegankelijkheidsverklaring", (m) => `Deze website streeft naar WCAG 2.1 niveau AA. Loopt u ergens tegenaan, mail dan naar ${m}; we antwoorden binnen 10 werkdagen.`, (b) => `Bent u niet tevreden met ons antwoord, dan kunt u terecht bij ${b}.`],
  pt: ["Declaração de acessibilidade", (m) => `Este site procura cumprir as WCAG 2.1 nível AA. Se encontrar um conteúdo a que não consegue aceder, escreva para ${m}; respondemos em 10 dias úteis.`, () => "Se não ficar satisfeito com a resposta, pode apresentar reclamação à entidade competente."],
  it: ["Dichiarazione di accessibilità", (m) => `Questo sito mira alla conformità alle WCAG 2.1 livello AA. Se trovi contenuti non accessibili, scrivi a ${m}: rispondiamo entro 10 giorni lavorativi.`, (b) => `Se la risposta non ti soddisfa, puoi rivolgerti al ${b}.`]
}

const a11yLocal: Record<Lang, string> = { en: "accessibility", fr: "accessibilite", de: "barrierefreiheit", es: "accesibilidad", nl: "toegankelijkheid", pt: "acessibilidade", it: "accessibilita" }

// Accessibility statements required of public-sector sites by the EU Web Accessibility Directive (2016/2102; statements from September 2019–2020; France's RGAA, Germany's BITV 2.0, the UK's 2018 regulations) and adopted by many companies ahead of the European Accessibility Act (June 2025), recalled from memory of GOV.UK's sample statement: a footer block with a feedback address on the site's own domain and the enforcement body.
const accessibilityStatement = benign("accessibility statement in the footer with a feedback address and the enforcement body", (page, rng) => {
  const [h, p, esc2] = say(page, a11yWords)
  const mail = `${pick(rng, [say(page, a11yLocal), say(page, a11yLocal), "webmaster", "digital"])}@${page.site.domain}`
  const body = enforcement[page.site.locale.country]
  const link = body === undefined ? "" : ` <a href="${body[1]}">${esc(esc2(body[0]))}</a>`
  return splices(insert(footerSpot(rng, page), `<div class="${pick(rng, ["accessibility-statement", "a11y", "footer-accessibility"])}"><p><a href="/${pick(rng, ["accessibility", "accessibility-statement", "accessibilite", "barrierefreiheit", "toegankelijkheid"])}"><strong>${esc(h)}</strong></a> — ${esc(p(mail))}${link}</p></div>`))
})

const legacy: Record<string, readonly [string, string]> = {
  uk: ["Farewill", "https://farewill.com/"], us: ["FreeWill", "https://www.freewill.com/"], de: ["Mein Erbe tut Gutes", "https://www.mein-erbe-tut-gutes.de/"],
  es: ["Testamento Solidario", "https://www.testamentosolidario.org/"], it: ["Comitato Testamento Solidale", "https://www.testamentosolidale.org/"], fr: ["Notaires de France", "https://www.notaires.fr/"],
  nl: ["Notaris.nl", "https://www.notaris.nl/"], au: ["Include a Charity", "https://www.includeacharity.com.au/"]
}
const legacyWords: Record<Lang, readonly [string, (b: string) => string, string]> = {
  en: ["Leave a gift in your will", (b) => `After providing for your loved ones, a gift in your will to ${b} helps us continue our work for years to come. You can write or update your will free of charge with our partner.`, "Request our free guide"],
  fr: ["Transmettre par legs", (b) => `Après avoir pensé à vos proches, un legs à ${b} nous permet de poursuivre notre mission dans la durée. Votre notaire peut vous conseiller gratuitement.`, "Recevoir notre guide gratuit"],
  de: ["Mit Ihrem Testament Gutes tun", (b) => `Wenn Sie Ihre Liebsten bedacht haben, hilft ein Vermächtnis an ${b}, unsere Arbeit langfristig fortzuführen. Informieren Sie sich unverbindlich.`, "Kostenlosen Ratgeber bestellen"],
  es: ["Testamento solidario", (b) => `Tras pensar en los tuyos, incluir a ${b} en tu testamento nos ayuda a continuar nuestro trabajo durante años.`, "Solicita nuestra guía gratuita"],
  nl: ["Nalaten aan een goed doel", (b) => `Als u uw dierbaren heeft bedacht, helpt een nalatenschap aan ${b} ons werk voor de lange termijn voort te zetten.`, "Vraag onze gratis brochure aan"],
  pt: ["Deixe um legado", (b) => `Depois de pensar nos seus, um legado para ${b} ajuda-nos a continuar o nosso trabalho por muitos anos.`, "Peça o nosso guia gratuito"],
  it: ["Lascito solidale", (b) => `Dopo aver pensato ai tuoi cari, un lascito a ${b} ci permette di continuare il nostro lavoro negli anni.`, "Richiedi la guida gratuita"]
}

// Legacy giving pages of charities, recalled from memory of the UK's Remember A Charity campaign (since 2000) and charities' partnerships with free will-writing services (Farewill, the National Free Wills Network; FreeWill in the US), Germany's "Mein Erbe tut Gutes" initiative and the Spanish and Italian "testamento solidario/solidale" committees: a box with a link to the partner and the charity's own guide page.
const legacyGiving = benign("'leave a gift in your will' box linking to a free will-writing partner", (page, rng) => {
  const [h, p, cta] = say(page, legacyWords)
  const partner = legacy[page.site.locale.country]
  const partnerLink = partner === undefined ? "" : ` · <a href="${partner[1]}${partner[0] === "Farewill" || partner[0] === "FreeWill" ? slug(page.site.brand) : ""}">${esc(partner[0])}</a>`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["legacy", "gifts-in-wills", "legs"])}" style="background:#f6f1e7;padding:12px 16px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p(brandName(page)))}</p><p><a href="/${pick(rng, ["legacy", "gifts-in-wills", "legs", "testament", "nalaten"])}">${esc(cta)}</a>${partnerLink}</p></section>`))
})

// Security and compliance "trust centers" of software companies, recalled from memory of SafeBase's and Vanta's hosted trust-center products (about 2021–2024, on trust.<company>.com or app.vanta.com/<company>/trust/…) where customers request SOC 2 reports and read sub-processor lists: a footer link and a line naming the certifications.
const trustCenter = benign("'Trust Center' link to a hosted security and compliance portal (SafeBase, Vanta)", (page, rng) => {
  const b = page.site.brand.replace(/-/g, "")
  const url = pick(rng, [`https://trust.${page.site.domain}/`, `https://app.vanta.com/${b}/trust/${alnum(rng, 20)}`, `https://${b}.safebase.io/`, `https://trust.${page.site.domain}/?itemUid=${hex(rng, 8)}-${hex(rng, 4)}`])
  const certs = sample(rng, ["SOC 2 Type II", "ISO/IEC 27001", "ISO/IEC 27701", "GDPR", "HIPAA", "Cyber Essentials Plus", "TISAX"], between(rng, 2, 4)).join(" · ")
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["trust-center", "footer-security", "compliance"])}"><a href="${url}">Trust Center</a> — ${esc(certs)}</p>`))
})

const cities: Record<string, string> = { us: "New York", uk: "London", fr: "Paris", de: "Berlin", es: "Madrid", nl: "Amsterdam", au: "Sydney", in: "Mumbai", br: "Rio de Janeiro", it: "Roma" }
const stayWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Where to stay", "Check-in", "Check-out", "Search hotels"], fr: ["Où dormir", "Arrivée", "Départ", "Rechercher un hôtel"],
  de: ["Übernachten", "Anreise", "Abreise", "Hotels suchen"], es: ["Dónde alojarse", "Entrada", "Salida", "Buscar hoteles"],
  nl: ["Overnachten", "Inchecken", "Uitchecken", "Hotels zoeken"], pt: ["Onde ficar", "Check-in", "Check-out", "Buscar hotéis"],
  it: ["Dove dormire", "Arrivo", "Partenza", "Cerca hotel"]
}

// Accommodation search boxes on tourism, event and city-guide sites, recalled from memory of Booking.com's Affiliate Partner Programme search-box widget (a GET form to booking.com/searchresults.html with the partner's aid) and Stay22's map embed (stay22.com/embed/gm?aid=…), both documented for partners: a "where to stay" box whose search opens on the booking site.
const hotelSearch = benign("'where to stay' hotel search box from a booking partner (Booking.com affiliate form, Stay22 map)", (page, rng) => {
  const [h, inLabel, outLabel, cta] = say(page, stayWords)
  const city = cities[page.site.locale.country] ?? "Paris"
  const body = chance(rng, 0.6)
    ? `<form action="https://www.booking.com/searchresults.html" method="get" target="_blank"><input type="hidden" name="aid" value="${digits(rng, 7)}"><input type="hidden" name="ss" value="${esc(city)}"><input type="hidden" name="lang" value="${page.site.locale.lang}"><label>${esc(inLabel)} <input type="date" name="checkin"></label> <label>${esc(outLabel)} <input type="date" name="checkout"></label> <input type="hidden" name="group_adults" value="2"><button type="submit">${esc(cta)}</button></form>`
    : `<iframe src="https://www.stay22.com/embed/gm?aid=${slug(page.site.brand)}&amp;address=${encodeURIComponent(city)}&amp;maincolor=${hex(rng, 6)}&amp;markerimage=&amp;campaign=${pick(rng, ["guide", "events", "visit"])}" width="100%" height="${between(rng, 320, 460)}" frameborder="0" loading="lazy" title="${esc(h)}"></iframe>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["where-to-stay", "accommodation", "hotels"])}"><h3>${esc(h)}: ${esc(city)}</h3>${body}</section>`))
})

const termsWords: Record<Lang, readonly [(d: string) => string, string, string]> = {
  en: [(d) => `We've updated our Terms of Use and Privacy Policy, effective ${d}.`, "See what's changed", "Dismiss"],
  fr: [(d) => `Nous avons mis à jour nos conditions d'utilisation et notre politique de confidentialité, applicables à partir du ${d}.`, "Voir les changements", "Fermer"],
  de: [(d) => `Wir haben unsere Nutzungsbedingungen und Datenschutzerklärung aktualisiert, gültig ab ${d}.`, "Änderungen ansehen", "Schließen"],
  es: [(d) => `Hemos actualizado nuestras condiciones de uso y nuestra política de privacidad, vigentes desde el ${d}.`, "Ver los cambios", "Cerrar"],
  nl: [(d) => `We hebben onze gebruiksvoorwaarden en privacyverklaring bijgewerkt, geldig vanaf ${d}.`, "Bekijk wat er verandert", "Sluiten"],
  pt: [(d) => `Atualizamos nossos Termos de Uso e nossa Política de Privacidade, válidos a partir de ${d}.`, "Veja o que mudou", "Fechar"],
  it: [(d) => `Abbiamo aggiornato i Termini d'uso e l'Informativa sulla privacy, in vigore dal ${d}.`, "Scopri le modifiche", "Chiudi"]
}

// Notices of updated terms, recalled from memory of the wave of "we've updated our privacy policy" banners before the GDPR took effect (May 2018) and of later updates for the EU Digital Services Act (February 2024) and the Data Act: a dismissible bar at the top linking to the site's own terms and privacy pages.
const termsUpdateNotice = benign("'we've updated our terms and privacy policy' bar linking to the site's own pages", (page, rng) => {
  const [text, more, close] = say(page, termsWords)
  const id = `terms-${alnum(rng, 5)}`
  const bar = `<div id="${id}" class="${pick(rng, ["policy-update", "notice-bar", "terms-banner"])}" role="status" style="background:#f1f3f4;padding:8px 14px;font-size:14px">${esc(text(page.site.locale.date(someDate(rng))))} <a href="/${pick(rng, ["terms", "legal/terms", "privacy", "policies/changes"])}">${esc(more)}</a> <button type="button" onclick="document.getElementById('${id}').remove()">${esc(close)}</button></div>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), bar))
})

const studentWords: Record<Lang, (p: number) => string> = {
  en: (p) => `Students get ${p}% off — verify your student status with`, fr: (p) => `-${p} % pour les étudiants : vérifiez votre statut avec`, de: (p) => `${p} % Studentenrabatt – Studierendenstatus bestätigen mit`,
  es: (p) => `${p} % de descuento para estudiantes: verifica tu estado con`, nl: (p) => `${p}% studentenkorting — bevestig je studentenstatus via`,
  pt: (p) => `${p}% de desconto para estudantes: confirme seu status com`, it: (p) => `Sconto studenti del ${p}%: verifica il tuo status con`
}

// Student discounts verified by a third party, recalled from memory of UNiDAYS (2011) and Student Beans, which retailers link to from a banner so students verify their enrolment on the platform and receive a code: partner pages on myunidays.com and studentbeans.com.
const studentDiscount = benign("student discount banner verified through UNiDAYS or Student Beans", (page, rng) => {
  const cc = (countryCode[page.site.locale.country] ?? "GB")
  const b = slug(page.site.brand)
  const [name, url] = pick(rng, [["UNiDAYS", `https://www.myunidays.com/${cc}/${page.site.locale.lang}-${cc}/partners/${b}/view`], ["Student Beans", `https://www.studentbeans.com/student-discount/${cc.toLowerCase()}/${b}`]] as const)
  const p = pick(rng, [10, 15, 20])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<p class="${pick(rng, ["student-discount", "promo-strip", "banner-students"])}" style="background:#fde68a;padding:6px 12px;text-align:center">🎓 ${esc(say(page, studentWords)(p))} <a href="${url}">${name}</a></p>`))
})

const parkingApps: Record<string, ReadonlyArray<readonly [string, string]>> = {
  uk: [["RingGo", "https://myringgo.co.uk/"], ["PayByPhone", "https://www.paybyphone.co.uk/"]], us: [["ParkMobile", "https://parkmobile.io/"], ["PayByPhone", "https://www.paybyphone.com/"]],
  fr: [["PayByPhone", "https://www.paybyphone.fr/"], ["Flowbird", "https://www.flowbird.fr/"]], de: [["EasyPark", "https://www.easypark.com/de-de"], ["PayByPhone", "https://www.paybyphone.de/"]],
  nl: [["EasyPark", "https://www.easypark.com/nl-nl"], ["Yellowbrick", "https://www.yellowbrick.nl/"]], es: [["EasyPark", "https://www.easypark.com/es-es"], ["ElParking", "https://www.elparking.com/"]],
  it: [["EasyPark", "https://www.easypark.com/it-it"], ["MooneyGo", "https://www.mooneygo.it/"]], au: [["EasyPark", "https://www.easypark.com/en-au"], ["PayStay", "https://www.paystay.com.au/"]]
}
const parkWords: Record<Lang, readonly [string, (app: string, zone: string) => string, string]> = {
  en: ["Pay for parking by app", (a, z) => `You can pay for on-street parking with the ${a} app, by text or by phone. Enter location code ${z}, shown on the signs.`, "Only pay through the official app or the machines: we never use QR codes stuck on parking signs."],
  fr: ["Payer son stationnement par application", (a, z) => `Vous pouvez payer le stationnement sur voirie avec l'application ${a}. Saisissez le code de zone ${z} indiqué sur les panneaux.`, "Payez uniquement via l'application officielle ou les horodateurs : nous n'utilisons jamais de QR codes collés sur les panneaux."],
  de: ["Parken per App bezahlen", (a, z) => `Parkgebühren können Sie mit der App ${a} bezahlen. Geben Sie die Zonennummer ${z} von der Beschilderung ein.`, "Zahlen Sie nur über die offizielle App oder am Automaten: Wir verwenden keine aufgeklebten QR-Codes."],
  es: ["Pagar el aparcamiento con el móvil", (a, z) => `Puede pagar el estacionamiento regulado con la aplicación ${a}. Introduzca el código de zona ${z} que figura en las señales.`, "Pague solo con la aplicación oficial o en los parquímetros: nunca usamos códigos QR pegados en las señales."],
  nl: ["Parkeren betalen met een app", (a, z) => `U kunt parkeren betalen met de app ${a}. Voer zonecode ${z} in die op de borden staat.`, "Betaal alleen via de officiële app of de automaat: wij gebruiken nooit QR-codes die op borden zijn geplakt."],
  pt: ["Pague o estacionamento pelo aplicativo", (a, z) => `Você pode pagar o estacionamento rotativo pelo aplicativo ${a}. Informe o código de zona ${z} indicado nas placas.`, "Pague apenas pelo aplicativo oficial ou nos parquímetros: nunca usamos QR codes colados nas placas."],
  it: ["Paga la sosta con l'app", (a, z) => `Puoi pagare la sosta su strisce blu con l'app ${a}. Inserisci il codice zona ${z} indicato sui cartelli.`, "Paga solo con l'app ufficiale o ai parcometri: non usiamo mai QR code adesivi sui cartelli."]
}

// Parking paid by app, recalled from memory of councils' and cities' parking pages pointing to RingGo, PayByPhone, ParkMobile, EasyPark, Yellowbrick or Flowbird with a location code, and of their warnings (UK councils and the RAC, about 2023–2024) about fake QR-code stickers on parking signs: an information box naming the official app and the zone code.
const parkingApp = benign("parking payment by app: official app link, zone code and a warning about fake QR stickers", (page, rng) => {
  const [h, p, warn] = say(page, parkWords)
  const apps = parkingApps[page.site.locale.country] ?? parkingApps.uk!
  const [app, url] = pick(rng, apps)
  const zone = digits(rng, pick(rng, [4, 5, 6]))
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<section class="${pick(rng, ["parking-payment", "pay-parking", "parking-info"])}" style="border:1px solid #1d70b8;padding:12px 16px;margin:12px 0"><h3>🅿 ${esc(h)}</h3><p>${esc(p(app, zone))} <a href="${url}">${esc(app)}</a></p><p><small>${esc(warn)}</small></p></section>`))
})

/** Every fresh9 benign class, in a fixed order. */
export const fresh9Benigns: ReadonlyArray<ChangeClass> = [
  factCheckBox, contentCredentials, civicReporting, pickupPointFinder, returnsPortal, htmlMinify, firstPartyTagging, orcidBadges,
  secureTipLine, marketplaceLinks, clickableContacts, accessibilityStatement, legacyGiving, trustCenter, hotelSearch, termsUpdateNotice,
  studentDiscount, parkingApp
]

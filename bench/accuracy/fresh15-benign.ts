/**
 * Fresh15 benign classes: written after round 14, by someone who does not
 * read the engines, from how real shops, councils, charities, schools,
 * publishers, clinics and small businesses change their pages. Several are
 * honest counterparts of attacker techniques: a script that strips
 * tracking parameters from the address bar (History API), a contact form
 * handled by a form-backend service that mails the site's own address, a
 * "paying by cheque" line naming the organisation itself, a box pointing
 * to the official online census, a vaccination-clinic notice linking to
 * the national booking service, a police missing-person appeal with the
 * police's own number, an inline SVG map linking to the site's own pages,
 * a humans.txt and sitemap link, webmention and pingback endpoints on
 * webmention.io, online-safety advice linking to the official parental
 * controls, "where to watch" links to streaming services, and an IMEI
 * check on the national stolen-phone register before buying a used phone;
 * others are ordinary new widgets and notices: a modern-slavery or
 * supply-chain statement in the footer, a course reading list with ISBNs
 * linking to library catalogues, a what3words address for the entrance,
 * an "Ask AI" assistant on documentation pages, a cookie table naming each
 * provider's domain, an end-of-life notice for a product, a live departure
 * board from the transport operator and a "print or save as PDF" button
 * from a print service. Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh14-benign.ts, and is written in the site's
 * own language where it shows text. None replaces the site's phone
 * numbers, payment details or e-mail addresses, or changes where its own
 * forms and sign-in go. The writer had no internet access: sources are
 * recalled from memory. Scored in the `fresh15` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lineAfter, say, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh15", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const country = (page: Page) => page.site.locale.country

// Tracking parameters removed from the address bar, recalled from memory of sites and CMS plugins (about 2018–2024) that, after their analytics tag has read the campaign, delete utm_*, fbclid, gclid and mc_eid from the URL with history.replaceState so shared links stay clean, as Firefox's and Brave's query-parameter stripping later did in the browser: a short inline script doing that, in the head or at the end of the body.
const cleanUrl = benign("script removing utm_, fbclid and gclid parameters from the address bar with history.replaceState after analytics read them", (page, rng) => {
  const keys = sample(rng, ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "fbclid", "gclid", "mc_eid", "mc_cid", "msclkid", "_hsenc", "igshid"], between(rng, 4, 9))
  const code = pick(rng, [
    () => `(function(){if(!window.history||!history.replaceState)return;var u=new URL(location.href),c=false;${JSON.stringify(keys)}.forEach(function(k){if(u.searchParams.has(k)){u.searchParams.delete(k);c=true}});if(c)history.replaceState(history.state,"",u.pathname+(u.search||"")+u.hash)})();`,
    () => `window.addEventListener("load",function(){setTimeout(function(){var u=new URL(location.href);var before=u.search;${JSON.stringify(keys)}.forEach(function(k){u.searchParams.delete(k)});if(u.search!==before)history.replaceState(null,document.title,u.toString())},${pick(rng, [500, 1000, 2000])})});`
  ])()
  return splices(insert(pick(rng, [head(page), bottom(page)]), `<script${chance(rng, 0.3) ? ` id="clean-url"` : ""}>${code}</script>`))
})

const contactFormWords: Record<Lang, readonly [string, string, string, string, string, string]> = {
  en: ["Send us a message", "Your name", "Your e-mail", "Message", "Send", "We usually reply within two working days."],
  fr: ["Écrivez-nous", "Votre nom", "Votre e-mail", "Message", "Envoyer", "Nous répondons en général sous deux jours ouvrés."],
  de: ["Schreiben Sie uns", "Ihr Name", "Ihre E-Mail", "Nachricht", "Senden", "Wir antworten in der Regel innerhalb von zwei Werktagen."],
  es: ["Escríbenos", "Tu nombre", "Tu correo", "Mensaje", "Enviar", "Solemos responder en dos días laborables."],
  nl: ["Stuur ons een bericht", "Je naam", "Je e-mail", "Bericht", "Versturen", "We reageren meestal binnen twee werkdagen."],
  pt: ["Envie-nos uma mensagem", "Seu nome", "Seu e-mail", "Mensagem", "Enviar", "Costumamos responder em até dois dias úteis."],
  it: ["Scrivici", "Il tuo nome", "La tua e-mail", "Messaggio", "Invia", "Di solito rispondiamo entro due giorni lavorativi."]
}

// Form-backend services, recalled from memory of the documentation of Formspree (about 2014 on), Netlify Forms (data-netlify="true", about 2016 on), Web3Forms and Basin, used by static sites that have no server to receive a contact form, which e-mail each submission to the site owner: a visible contact form posting to such a service, with its hidden fields (subject, honeypot, redirect to the site's own thank-you page).
const formBackend = benign("contact form posting to a form-backend service (Formspree, Netlify Forms, Web3Forms, Basin) that mails the site's own inbox", (page, rng) => {
  const [h, name, mail, msg, send, note] = say(page, contactFormWords)
  const thanks = `${origin(page)}/${pick(rng, ["thanks", "merci", "danke", "gracias", "bedankt", "obrigado", "grazie", "contact/thank-you"])}`
  const fields = `<label>${esc(name)} <input name="name" autocomplete="name" required></label> <label>${esc(mail)} <input type="email" name="email" autocomplete="email" required></label> <label>${esc(msg)} <textarea name="message" rows="4" required></textarea></label>`
  const form = pick(rng, [
    () => `<form action="https://formspree.io/f/${alnum(rng, 8)}" method="POST">${fields}<input type="hidden" name="_subject" value="${esc(`${brandName(page)} website`)}"><input type="text" name="_gotcha" style="display:none"> <button type="submit">${esc(send)}</button></form>`,
    () => `<form name="contact" method="POST" data-netlify="true" netlify-honeypot="bot-field" action="/${pick(rng, ["thanks", "contact/success"])}"><input type="hidden" name="form-name" value="contact"><p hidden><input name="bot-field"></p>${fields} <button type="submit">${esc(send)}</button></form>`,
    () => `<form action="https://api.web3forms.com/submit" method="POST"><input type="hidden" name="access_key" value="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}"><input type="hidden" name="redirect" value="${esc(thanks)}">${fields}<input type="checkbox" name="botcheck" style="display:none"> <button type="submit">${esc(send)}</button></form>`,
    () => `<form action="https://usebasin.com/f/${hex(rng, 12)}" method="POST">${fields} <button type="submit">${esc(send)}</button></form>`
  ])()
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section class="${pick(rng, ["contact-form", "get-in-touch", "message-us"])}"><h3>${esc(h)}</h3>${form}<p><small>${esc(note)}</small></p></section>`))
})

const chequeWords: Record<Lang, (org: string) => string> = {
  en: (o) => `Paying by cheque? Please make it payable to ${o} and write your invoice or membership number on the back.`,
  fr: (o) => `Vous payez par chèque ? Libellez-le à l'ordre de ${o} et indiquez votre numéro de facture ou d'adhérent au dos.`,
  de: (o) => `Sie zahlen per Scheck? Bitte stellen Sie ihn auf ${o} aus und notieren Sie Ihre Rechnungs- oder Mitgliedsnummer auf der Rückseite.`,
  es: (o) => `¿Paga con cheque? Extiéndalo a nombre de ${o} y anote su número de factura o de socio en el reverso.`,
  nl: (o) => `Betaalt u per cheque? Schrijf hem uit op naam van ${o} en vermeld uw factuur- of lidnummer op de achterkant.`,
  pt: (o) => `Vai pagar com cheque? Emita-o nominal a ${o} e escreva o número da fatura ou de sócio no verso.`,
  it: (o) => `Paghi con assegno? Intestalo a ${o} e scrivi sul retro il numero di fattura o di socio.`
}

// Cheques payable to the organisation, recalled from memory of clubs', schools', charities' and councils' payment pages (about 2000–2024) that still accept cheques and say whom to make them payable to, usually the organisation's legal name, with a reference on the back: such a line beside the site's own bank details (which stay), naming the organisation itself.
const chequePayable = benign("'paying by cheque' line naming the organisation itself as payee and asking for the invoice number on the back", (page, rng) => {
  const suffix = pick(rng, ["", "", " Ltd", " Association", " Trust", " e.V.", " SARL", " CIC"])
  const text = esc(say(page, chequeWords)(`${brandName(page)}${suffix}`))
  const line = lineAfter(page, page.ids.bank?.value ?? page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  if (line !== null) return splices(insert(line.at, line.wrap(text)))
  return splices(insert(footerSpot(rng, page), `<p class="payment-note">${text}</p>`))
})

const censusSites: Record<string, readonly [string, string]> = {
  us: ["U.S. Census Bureau", "https://www.census.gov/"],
  uk: ["Office for National Statistics", "https://census.gov.uk/"],
  fr: ["Insee", "https://www.le-recensement-et-moi.fr/"],
  de: ["Statistische Ämter des Bundes und der Länder", "https://www.zensus2022.de/"],
  es: ["INE", "https://www.ine.es/censos2021/"],
  nl: ["CBS", "https://www.cbs.nl/"],
  au: ["Australian Bureau of Statistics", "https://www.abs.gov.au/census"],
  in: ["Office of the Registrar General & Census Commissioner", "https://censusindia.gov.in/"],
  br: ["IBGE", "https://censo2022.ibge.gov.br/"],
  it: ["Istat", "https://www.istat.it/censimenti/"]
}
const censusWords: Record<Lang, (office: string) => readonly [string, string]> = {
  en: (o) => ["The census is coming", `Every household will receive a letter from the ${o} with an access code. Fill in the questionnaire on the official website. Census staff will never ask you for payment or bank details.`],
  fr: (o) => ["Le recensement commence", `Chaque foyer reçoit un courrier de l'${o} avec ses codes d'accès pour répondre sur le site officiel. Le recensement est gratuit : aucun agent ne vous demandera de paiement.`],
  de: (o) => ["Zensus: Ihre Teilnahme zählt", `Ausgewählte Haushalte erhalten ein Schreiben der ${o} mit Zugangsdaten für den Online-Fragebogen. Der Zensus ist kostenlos; niemand wird Sie nach Bankdaten fragen.`],
  es: (o) => ["Censo de población", `Los hogares recibirán una carta del ${o} con un código para responder en la web oficial. El censo es gratuito y nunca se piden datos bancarios.`],
  nl: (o) => ["Onderzoek van het CBS", `Sommige huishoudens krijgen een brief van het ${o} met een inlogcode voor de vragenlijst op de officiële website. Deelname is gratis; er wordt nooit om bankgegevens gevraagd.`],
  pt: (o) => ["Censo: receba bem o recenseador", `Os recenseadores do ${o} usam colete e crachá e podem ser confirmados no site oficial. O censo é gratuito e nunca pede dados bancários.`],
  it: (o) => ["Censimento permanente", `Le famiglie estratte ricevono una lettera dell'${o} con le credenziali per il questionario sul sito ufficiale. La partecipazione è gratuita e non vengono mai chiesti dati bancari.`]
}

// Census notices, recalled from memory of the "census is coming" pages and posters that councils, libraries and community groups put up before the US (2020), England and Wales (2021), Australian (2021), Brazilian (2022) and German (2022) censuses and the French annual census, linking to the statistics office and warning that the census is free: a box with that text and a link to the official census site of the site's country.
const censusNotice = benign("'the census is coming' box linking to the national statistics office's official online census", (page, rng) => {
  const [office, url] = censusSites[country(page)] ?? censusSites.us!
  const [h, p] = say(page, censusWords)(office)
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<aside class="${pick(rng, ["census", "notice", "community-info"])}"><h3>📋 ${esc(h)}</h3><p>${esc(p)} <a href="${url}">${esc(new URL(url).hostname)}</a></p></aside>`))
})

const vaccineSites: Record<string, string> = {
  us: "https://www.vaccines.gov/", uk: "https://www.nhs.uk/nhs-services/vaccination-and-booking-services/", fr: "https://www.sante.fr/", de: "https://www.impfen-info.de/",
  es: "https://www.sanidad.gob.es/", nl: "https://www.rivm.nl/", au: "https://www.healthdirect.gov.au/", in: "https://www.mohfw.gov.in/", br: "https://www.gov.br/saude/", it: "https://www.salute.gov.it/"
}
const vaccineWords: Record<Lang, (when: string, where: string) => readonly [string, string]> = {
  en: (w, p) => ["Flu and COVID-19 vaccinations", `Free walk-in clinic at ${p} on ${w}, 9am–4pm, for people aged 65 and over, pregnant women and people with long-term conditions. You can also book through the national booking service.`],
  fr: (w, p) => ["Vaccination grippe et Covid-19", `Permanence de vaccination gratuite à ${p} le ${w}, de 9 h à 16 h, pour les plus de 65 ans, les femmes enceintes et les personnes à risque. Informations sur le site officiel.`],
  de: (w, p) => ["Grippe- und Corona-Impfung", `Kostenlose Impfaktion in ${p} am ${w}, 9–16 Uhr, für Menschen ab 60, Schwangere und chronisch Kranke. Informationen auf der offiziellen Seite.`],
  es: (w, p) => ["Vacunación de gripe y COVID-19", `Punto de vacunación gratuito en ${p} el ${w}, de 9 a 16 h, para mayores de 65, embarazadas y personas con enfermedades crónicas. Más información en la web oficial.`],
  nl: (w, p) => ["Griep- en coronaprik", `Gratis inloopspreekuur in ${p} op ${w}, 9–16 uur, voor 60-plussers, zwangeren en mensen met een chronische aandoening. Meer informatie op de officiële website.`],
  pt: (w, p) => ["Vacinação contra gripe e COVID-19", `Vacinação gratuita em ${p} no dia ${w}, das 9h às 16h, para maiores de 60 anos, grávidas e pessoas com doenças crónicas. Informações no site oficial.`],
  it: (w, p) => ["Vaccinazione antinfluenzale e anti-COVID", `Open day vaccinale gratuito presso ${p} il ${w}, ore 9–16, per over 60, donne in gravidanza e persone fragili. Informazioni sul sito ufficiale.`]
}

// Vaccination clinics, recalled from memory of the autumn flu and COVID-19 vaccination notices that councils, pharmacies, employers and community centres post each year (about 2020–2024), giving the date and place of a walk-in clinic and linking to the national booking or information service (NHS, vaccines.gov, impfen-info.de, sante.fr): a notice with a date, a venue and the link.
const vaccinationClinic = benign("flu and COVID-19 vaccination clinic notice with date, venue and a link to the national booking service", (page, rng) => {
  const venue = pick(rng, ["the community centre", "the town hall", "our main office", "the library", "the sports hall", "la mairie", "dem Rathaus", "el centro cívico", "het wijkcentrum", "o centro de saúde", "la biblioteca"])
  const [h, p] = say(page, vaccineWords)(dateOf(rng, page), venue)
  const url = vaccineSites[country(page)] ?? vaccineSites.us!
  return splices(insert(pick(rng, [someSpot(rng, page), top(page)]), `<div class="${pick(rng, ["health-notice", "vaccination", "notice"])}"><h4>💉 ${esc(h)}</h4><p>${esc(p)} <a href="${url}">${esc(new URL(url).hostname)}</a></p></div>`))
})

const policeLines: Record<string, (rng: Rng) => string> = {
  us: (rng) => `(${between(rng, 201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`, uk: () => "101", fr: () => "116 000", de: () => "110", es: () => "091",
  nl: () => "0900-8844", au: () => "131 444", in: () => "112", br: () => "197", it: () => "112"
}
const missingWords: Record<Lang, (n: string, age: number, place: string, when: string, tel: string, ref: string) => readonly [string, string]> = {
  en: (n, a, p, w, t, r) => [`Missing: ${n}, ${a}`, `${n} was last seen near ${p} on ${w}. Police are asking anyone who has seen ${n} or has information to call ${t}, quoting reference ${r}.`],
  fr: (n, a, p, w, t, r) => [`Disparition inquiétante : ${n}, ${a} ans`, `${n} a été vu(e) pour la dernière fois près de ${p} le ${w}. Toute personne disposant d'informations est priée d'appeler le ${t} ou la gendarmerie (réf. ${r}).`],
  de: (n, a, p, w, t, r) => [`Vermisst: ${n}, ${a} Jahre`, `${n} wurde zuletzt am ${w} in der Nähe von ${p} gesehen. Hinweise nimmt die Polizei unter ${t} entgegen (Az. ${r}).`],
  es: (n, a, p, w, t, r) => [`Desaparecido/a: ${n}, ${a} años`, `${n} fue visto/a por última vez cerca de ${p} el ${w}. La policía pide que cualquier información se comunique al ${t} (ref. ${r}).`],
  nl: (n, a, p, w, t, r) => [`Vermist: ${n}, ${a} jaar`, `${n} is voor het laatst gezien bij ${p} op ${w}. De politie vraagt iedereen met informatie te bellen met ${t} (zaaknummer ${r}).`],
  pt: (n, a, p, w, t, r) => [`Desaparecido(a): ${n}, ${a} anos`, `${n} foi visto(a) pela última vez perto de ${p} em ${w}. A polícia pede que qualquer informação seja comunicada pelo ${t} (ref. ${r}).`],
  it: (n, a, p, w, t, r) => [`Scomparso/a: ${n}, ${a} anni`, `${n} è stato/a visto/a l'ultima volta vicino a ${p} il ${w}. Chi ha informazioni chiami il ${t} (rif. ${r}).`]
}

// Missing-person appeals, recalled from memory of police appeals (UK police forces' "missing" pages, Missing People, the European 116 000 hotline, about 2010–2024) that local newspapers, schools, clubs and councils repost with a photo and the police's number and reference: such an appeal with a photo on the site's own host, the police number and a link to the police appeal.
const missingAppeal = benign("missing-person appeal with a photo and the police's number and reference, reposted from the police", (page, rng) => {
  const name = `${pick(rng, ["Jamie", "Lena", "Noah", "Chloé", "Lucas", "Mia", "Tom", "Sara", "Luis", "Eva"])} ${pick(rng, ["Taylor", "Martin", "Weber", "López", "Jansen", "Santos", "Romano", "Evans"])}`
  const age = between(rng, 14, 82)
  const place = pick(rng, ["the railway station", "the high street", "the park", "the river path", "the shopping centre", "the bus station"])
  const tel = (policeLines[country(page)] ?? policeLines.uk!)(rng)
  const ref = `${upper(rng, pick(rng, [0, 2, 3]))}${digits(rng, pick(rng, [6, 8, 10]))}`
  const [h, p] = say(page, missingWords)(name, age, place, dateOf(rng, page), tel, ref)
  const img = own(rng, page, `/${pick(rng, ["uploads", "images/news", "media"])}/${between(rng, 2025, 2026)}/${slug(name)}-missing.jpg`)
  const police = pick(rng, ["https://www.police.uk/", "https://www.missingpeople.org.uk/", "https://116000.eu/", "https://www.namus.nij.ojp.gov/", "https://www.politie.nl/", "https://www.polizei.de/"])
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<article class="${pick(rng, ["appeal", "missing", "news-alert"])}"><h3>${esc(h)}</h3><img src="${esc(img)}" alt="${esc(name)}" width="${pick(rng, [160, 200, 240])}"><p>${esc(p)}</p><p><a href="${police}" rel="noopener">${esc(new URL(police).hostname)}</a></p></article>`))
})

const slaveryStatements: Record<string, readonly [string, string, string | null]> = {
  uk: ["Modern Slavery Act statement", "/modern-slavery-statement", "https://modern-slavery-statement-registry.service.gov.uk/"],
  au: ["Modern Slavery Statement", "/modern-slavery-statement", "https://modernslaveryregister.gov.au/"],
  us: ["California Transparency in Supply Chains Act disclosure", "/supply-chain-transparency", null],
  fr: ["Plan de vigilance", "/plan-de-vigilance", null],
  de: ["Grundsatzerklärung nach dem Lieferkettengesetz (LkSG)", "/lksg-grundsatzerklaerung", null],
  nl: ["Verklaring ketenverantwoordelijkheid", "/ketenverantwoordelijkheid", null],
  es: ["Declaración de diligencia debida en la cadena de suministro", "/diligencia-debida", null],
  it: ["Dichiarazione sulla catena di fornitura", "/catena-di-fornitura", null],
  pt: ["Declaração sobre a cadeia de fornecimento", "/cadeia-de-fornecimento", null],
  br: ["Política de direitos humanos na cadeia de fornecimento", "/direitos-humanos", null],
  in: ["Business Responsibility and Sustainability Report", "/brsr", null]
}

// Supply-chain statements, recalled from memory of the UK Modern Slavery Act (2015, section 54, a link "in a prominent place" on the home page) and its statement registry (2021), Australia's Modern Slavery Act (2018) and register, California's Transparency in Supply Chains Act (2010), France's "devoir de vigilance" law (2017) and Germany's Lieferkettengesetz (2023): a footer link to the company's own statement, sometimes with a link to the government register.
const supplyChainStatement = benign("modern-slavery or supply-chain due-diligence statement linked in the footer (UK MSA, LkSG, devoir de vigilance)", (page, rng) => {
  const [label, path, registry] = slaveryStatements[country(page)] ?? slaveryStatements.uk!
  const year = between(rng, 2024, 2026)
  const href = own(rng, page, `${path}${chance(rng, 0.5) ? `-${year}` : ""}${chance(rng, 0.3) ? ".pdf" : ""}`)
  const reg = registry !== null && chance(rng, 0.6) ? ` · <a href="${registry}">${esc(pick(rng, ["Government registry", "Public register"]))}</a>` : ""
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["legal-links", "footer-compliance", "statements"])}"><a href="${esc(href)}">${esc(label)} ${year}</a>${reg}</p>`))
})

// humans.txt and sitemap discovery, recalled from memory of the humanstxt.org initiative (about 2011, a text file crediting the people behind a site, linked with rel="author") and of the XML sitemaps protocol (sitemaps.org, 2006) with the link some CMS themes add in the head: the two links on the site's own host.
const humansTxt = benign("humans.txt author link and XML sitemap link added to the head, both on the site's own host", (page, rng) => {
  const tags = [`<link type="text/plain" rel="author" href="${esc(own(rng, page, "/humans.txt"))}">`]
  if (chance(rng, 0.7)) tags.push(`<link rel="sitemap" type="application/xml" title="Sitemap" href="${esc(own(rng, page, pick(rng, ["/sitemap.xml", "/sitemap_index.xml", "/wp-sitemap.xml"])))}">`)
  return splices(insert(head(page), tags.join(pick(rng, ["", "\n"]))))
})

const regionNames: Record<Lang, ReadonlyArray<string>> = {
  en: ["North", "East", "South", "West", "Central"], fr: ["Nord", "Est", "Sud", "Ouest", "Centre"], de: ["Nord", "Ost", "Süd", "West", "Mitte"],
  es: ["Norte", "Este", "Sur", "Oeste", "Centro"], nl: ["Noord", "Oost", "Zuid", "West", "Centrum"], pt: ["Norte", "Leste", "Sul", "Oeste", "Centro"], it: ["Nord", "Est", "Sud", "Ovest", "Centro"]
}

// Clickable SVG maps, recalled from memory of councils', charities' and franchises' "find your local office" maps (about 2012–2024) drawn as inline SVG with each region a link to its own page, and of the SVG a element (SVG 1.1, and href without xlink in SVG 2): a small inline SVG of regions, each a link to the site's own regional page, with a title for screen readers.
const svgRegionMap = benign("inline SVG map whose regions link to the site's own regional pages", (page, rng) => {
  const names = say(page, regionNames)
  const base = pick(rng, say(page, { en: ["/regions/", "/locations/"], fr: ["/agences/", "/regions/"], de: ["/standorte/", "/regionen/"], es: ["/oficinas/", "/regiones/"], nl: ["/vestigingen/", "/regio/"], pt: ["/unidades/", "/regioes/"], it: ["/sedi/", "/regioni/"] }))
  const attr = chance(rng, 0.7) ? "href" : "xlink:href"
  const ns = attr === "xlink:href" ? ` xmlns:xlink="http://www.w3.org/1999/xlink"` : ""
  const shapes: ReadonlyArray<readonly [string, number, number]> = [["M60 0h80v60H60z", 100, 35], ["M140 60h60v80h-60z", 170, 105], ["M60 140h80v60H60z", 100, 175], ["M0 60h60v80H0z", 30, 105], ["M60 60h80v80H60z", 100, 105]]
  const fill = () => pick(rng, ["#cfe3f3", "#d9ead3", "#fde9c9", "#e6dcf0", "#f4cccc"])
  const prefix = chance(rng, 0.5) ? origin(page) : ""
  const id = `rm-${alnum(rng, 4)}`
  const regions = names.map((n, i) => `<a ${attr}="${esc(prefix + base + slug(n))}"><path d="${shapes[i]![0]}" fill="${fill()}" stroke="#fff" stroke-width="2"/><text x="${shapes[i]![1]}" y="${shapes[i]![2]}" text-anchor="middle" font-size="12">${esc(n)}</text></a>`).join("")
  const title = say(page, { en: "Our offices by region", fr: "Nos agences par région", de: "Unsere Standorte nach Region", es: "Nuestras oficinas por región", nl: "Onze vestigingen per regio", pt: "Nossas unidades por região", it: "Le nostre sedi per regione" })
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["region-map", "map", "locations-map"])}"><svg xmlns="http://www.w3.org/2000/svg"${ns} viewBox="0 0 200 200" width="${pick(rng, [200, 240, 300])}" role="img" aria-labelledby="${id}"><title id="${id}">${esc(title)}</title>${regions}</svg><figcaption>${esc(title)}</figcaption></figure>`))
})

const books = [
  ["A Brief History of Time", "Stephen Hawking"], ["The Selfish Gene", "Richard Dawkins"], ["Silent Spring", "Rachel Carson"], ["Thinking, Fast and Slow", "Daniel Kahneman"],
  ["The Structure of Scientific Revolutions", "Thomas S. Kuhn"], ["Guns, Germs, and Steel", "Jared Diamond"], ["The Wealth of Nations", "Adam Smith"], ["On the Origin of Species", "Charles Darwin"],
  ["Les Misérables", "Victor Hugo"], ["Der Zauberberg", "Thomas Mann"], ["Cien años de soledad", "Gabriel García Márquez"], ["Il nome della rosa", "Umberto Eco"]
]
/** An ISBN-13 with a valid check digit. */
const isbn13 = (rng: Rng): string => {
  const d = `978${between(rng, 0, 1)}${digits(rng, 8)}`
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0)
  return d + String((10 - (sum % 10)) % 10)
}

// Reading lists, recalled from memory of schools', universities' and book clubs' reading lists (about 2005–2024) that give each title with its ISBN and link to the library catalogue, Open Library or WorldCat (and of reading-list systems such as Talis Aspire and Leganto): a short list of books with authors and ISBNs linking to such catalogues.
const readingList = benign("reading list of books with ISBNs linking to Open Library, WorldCat or the library catalogue", (page, rng) => {
  const catalogue = pick(rng, [
    (i: string) => `https://openlibrary.org/isbn/${i}`,
    (i: string) => `https://search.worldcat.org/search?q=bn:${i}`,
    (i: string) => `https://catalogue.${page.site.domain}/search?isbn=${i}`,
    (i: string) => `https://books.google.com/books?vid=ISBN${i}`
  ])
  const items = sample(rng, books, between(rng, 3, 6)).map(([t, a]) => {
    const i = isbn13(rng)
    return `<li><cite>${esc(t!)}</cite>, ${esc(a!)} — ISBN <a href="${esc(catalogue(i))}">${i}</a></li>`
  }).join("")
  const h = say(page, { en: "Reading list", fr: "Bibliographie", de: "Leseliste", es: "Lecturas recomendadas", nl: "Leeslijst", pt: "Lista de leituras", it: "Bibliografia consigliata" })
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["reading-list", "bibliography", "further-reading"])}"><h3>📚 ${esc(h)}</h3><ol>${items}</ol></section>`))
})

const safetySites: Record<string, readonly [string, string]> = {
  uk: ["Internet Matters", "https://www.internetmatters.org/parental-controls/"], us: ["Common Sense Media", "https://www.commonsensemedia.org/"], au: ["eSafety Commissioner", "https://www.esafety.gov.au/parents"],
  fr: ["Je protège mon enfant", "https://www.jeprotegemonenfant.gouv.fr/"], de: ["klicksafe", "https://www.klicksafe.de/"], nl: ["Mediawijsheid", "https://www.mediawijsheid.nl/"],
  es: ["INCIBE – IS4K", "https://www.is4k.es/"], it: ["Generazioni Connesse", "https://www.generazioniconnesse.it/"], pt: ["Internet Segura", "https://www.internetsegura.pt/"],
  br: ["SaferNet Brasil", "https://new.safernet.org.br/"], in: ["CyberDost", "https://www.cybercrime.gov.in/"]
}
const safetyWords: Record<Lang, readonly [string, string]> = {
  en: ["A first phone for your child?", "Set up the parental controls that come with the phone before you hand it over: screen time, app approvals and content filters."],
  fr: ["Un premier téléphone pour votre enfant ?", "Activez le contrôle parental intégré avant de le lui confier : temps d'écran, validation des applications et filtres."],
  de: ["Das erste Handy für Ihr Kind?", "Richten Sie vor der Übergabe die eingebaute Kindersicherung ein: Bildschirmzeit, App-Freigaben und Filter."],
  es: ["¿Primer móvil para tu hijo?", "Configura el control parental del propio teléfono antes de dárselo: tiempo de pantalla, aprobación de apps y filtros."],
  nl: ["De eerste telefoon voor uw kind?", "Stel vooraf het ingebouwde ouderlijk toezicht in: schermtijd, app-goedkeuring en filters."],
  pt: ["O primeiro telemóvel do seu filho?", "Configure o controlo parental do próprio aparelho antes de o entregar: tempo de ecrã, aprovação de apps e filtros."],
  it: ["Il primo smartphone di tuo figlio?", "Attiva il parental control integrato prima di consegnarlo: tempo di utilizzo, approvazione delle app e filtri."]
}

// Online-safety advice, recalled from memory of schools' and libraries' "first phone" advice pages (about 2018–2024) that link to the phone makers' own parental controls (Google Family Link, Apple Screen Time) and to a national online-safety body (Internet Matters, eSafety, klicksafe, jeprotegemonenfant.gouv.fr): a short box with the advice and the three links.
const parentalControls = benign("'a first phone for your child?' advice linking to Google Family Link, Apple Screen Time and the national online-safety body", (page, rng) => {
  const [h, p] = say(page, safetyWords)
  const [body, url] = safetySites[country(page)] ?? safetySites.uk!
  const links = [`<a href="https://families.google/familylink/">Google Family Link</a>`, `<a href="https://support.apple.com/${pick(rng, ["en-us", "en-gb", "fr-fr", "de-de"])}/108806">Apple Screen Time</a>`, `<a href="${url}">${esc(body)}</a>`]
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["online-safety", "parents", "advice"])}"><h4>👪 ${esc(h)}</h4><p>${esc(p)}</p><p>${links.join(" · ")}</p></aside>`))
})

// "Where to watch" boxes, recalled from memory of JustWatch's embeddable widget (a script from widget.justwatch.com with the title's id, about 2019 on) and of film and culture sites listing the streaming services that carry a title: the widget, or a list of links to the title on several services with a "data by JustWatch" credit.
const whereToWatch = benign("'where to watch' box linking to the title on streaming services (JustWatch widget or links)", (page, rng) => {
  const title = pick(rng, ["The Long Summer", "Northern Lights", "A Quiet Harbour", "The Last Orchard", "City of Rivers", "Paper Moons"])
  const h = say(page, { en: "Where to watch", fr: "Où regarder", de: "Wo streamen", es: "Dónde ver", nl: "Waar te zien", pt: "Onde assistir", it: "Dove vederlo" })
  const html = chance(rng, 0.5)
    ? `<div data-jw-widget data-api-key="${alnum(rng, 32)}" data-object-type="${pick(rng, ["movie", "show"])}" data-id="${pick(rng, ["tm", "ts"])}${between(rng, 10000, 999999)}" data-id-type="justwatch" data-theme="light"></div><div style="font-size:11px">Powered by <a href="https://www.justwatch.com" rel="noopener">JustWatch</a></div><script async src="https://widget.justwatch.com/justwatch_widget.js"></script>`
    : `<ul>${sample(rng, [["Netflix", `https://www.netflix.com/title/${between(rng, 80000000, 81999999)}`], ["Prime Video", `https://www.primevideo.com/detail/${alnum(rng, 10).toUpperCase()}`], ["Disney+", `https://www.disneyplus.com/movies/${slug(title)}/${alnum(rng, 12)}`], ["Apple TV", `https://tv.apple.com/movie/${slug(title)}/umc.cmc.${alnum(rng, 20)}`], ["MUBI", `https://mubi.com/films/${slug(title)}`]], between(rng, 2, 4)).map(([n, u]) => `<li><a href="${esc(u!)}" rel="noopener">${esc(n!)}</a></li>`).join("")}</ul><p style="font-size:11px">Data: JustWatch</p>`
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["where-to-watch", "streaming", "watch-options"])}"><h4>📺 ${esc(h)}: <em>${esc(title)}</em></h4>${html}</aside>`))
})

const w3wWords = ["filled", "count", "soap", "index", "home", "raft", "table", "chair", "lamp", "river", "apple", "stone", "green", "quiet", "spoon", "otter", "paper", "silver", "garden", "window", "candle", "market", "bridge", "cloud"]

// what3words addresses, recalled from memory of venues, festivals, farms and emergency services (about 2016–2024) giving the what3words address of an entrance or meeting point (///word.word.word, linking to what3words.com): a line with such an address for the entrance, beside the site's own contact details (which stay).
const what3words = benign("what3words address for the entrance or meeting point, linking to what3words.com", (page, rng) => {
  const w = sample(rng, w3wWords, 3).join(".")
  const label = say(page, { en: "Entrance", fr: "Entrée", de: "Eingang", es: "Entrada", nl: "Ingang", pt: "Entrada", it: "Ingresso" })
  const line = `${esc(label)}: <a href="https://what3words.com/${w}">///${w}</a>`
  const at = lineAfter(page, page.ids.phone.intl)
  if (at !== null && chance(rng, 0.6)) return splices(insert(at.at, at.wrap(line)))
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<p class="${pick(rng, ["find-us", "location", "directions"])}">📍 ${line}</p>`))
})

// Documentation assistants, recalled from memory, with uncertain details, of the "Ask AI" widgets that documentation sites added from about 2023 (kapa.ai's script with data-website-id and project name, Inkeep's embed, Mendable's search), answering from the site's own pages: the provider's script and, sometimes, a button that opens it.
const askAi = benign("'Ask AI' assistant widget from a documentation-AI provider (kapa.ai, Inkeep, Mendable) answering from the site's own pages", (page, rng) => {
  const name = brandName(page)
  const color = pick(rng, ["#1f6feb", "#0f766e", "#7c3aed", "#b91c1c", "#111827"])
  const tag = pick(rng, [
    () => `<script async src="https://widget.kapa.ai/kapa-widget.bundle.js" data-website-id="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}" data-project-name="${esc(name)}" data-project-color="${color}" data-project-logo="${esc(`${origin(page)}/${pick(rng, ["logo.png", "img/logo.svg", "favicon-192.png"])}`)}"></script>`,
    () => `<script type="module" src="https://cdn.jsdelivr.net/npm/@inkeep/cxkit-js@0.5/dist/embed.js" defer></script><script type="module">window.addEventListener("load",function(){if(window.Inkeep)Inkeep.ChatButton({baseSettings:{apiKey:"${alnum(rng, 32)}",organizationDisplayName:${JSON.stringify(name)},primaryBrandColor:"${color}"}})});</script>`,
    () => `<script src="https://unpkg.com/@mendable/search@0.0.${between(rng, 150, 210)}/dist/umd/mendable-bundle.min.js"></script><script>if(window.Mendable)Mendable.initialize({anon_key:"${hex(rng, 32)}",type:"floatingButton",style:{accentColor:"${color}"}});</script>`
  ])()
  const out = [insert(pick(rng, [head(page), bottom(page)]), tag)]
  if (chance(rng, 0.4)) out.push(insert(someSpot(rng, page), `<p class="ask-ai-hint">${esc(say(page, { en: "Questions? Ask our AI assistant, trained on this documentation.", fr: "Une question ? Demandez à notre assistant IA, entraîné sur cette documentation.", de: "Fragen? Unser KI-Assistent kennt diese Dokumentation.", es: "¿Dudas? Pregunta a nuestro asistente de IA, entrenado con esta documentación.", nl: "Vragen? Stel ze aan onze AI-assistent, getraind op deze documentatie.", pt: "Dúvidas? Pergunte ao nosso assistente de IA, treinado nesta documentação.", it: "Domande? Chiedi al nostro assistente IA, addestrato su questa documentazione." }))}</p>`))
  return { splices: out }
})

const cookieRows: ReadonlyArray<readonly [string, string, string, string]> = [
  ["_ga", "google.com", "Statistics", "2 years"], ["_ga_*", "google.com", "Statistics", "2 years"], ["_gid", "google.com", "Statistics", "24 hours"], ["_fbp", "facebook.com", "Marketing", "3 months"],
  ["IDE", "doubleclick.net", "Marketing", "1 year"], ["test_cookie", "doubleclick.net", "Marketing", "15 minutes"], ["__cf_bm", "cloudflare.com", "Necessary", "30 minutes"], ["_hjSessionUser_*", "hotjar.com", "Statistics", "1 year"],
  ["YSC", "youtube.com", "Marketing", "Session"], ["VISITOR_INFO1_LIVE", "youtube.com", "Marketing", "180 days"], ["bcookie", "linkedin.com", "Marketing", "1 year"], ["li_sugr", "linkedin.com", "Marketing", "3 months"],
  ["_pin_unauth", "pinterest.com", "Marketing", "1 year"], ["_clck", "clarity.ms", "Statistics", "1 year"], ["PHPSESSID", "", "Necessary", "Session"], ["cookieconsent_status", "", "Necessary", "1 year"]
]

// Cookie tables, recalled from memory of the cookie declarations that EU and UK sites publish on their cookie-policy pages (about 2012–2024, ICO and CNIL guidance; generated by consent tools or written by hand), listing each cookie with its provider's domain, purpose and lifetime: such a table, with the site's own host for first-party cookies.
const cookieTable = benign("cookie table listing each cookie with its provider's domain, purpose and lifetime", (page, rng) => {
  const cols = say(page, { en: ["Cookie", "Provider", "Purpose", "Expiry"], fr: ["Cookie", "Fournisseur", "Finalité", "Durée"], de: ["Cookie", "Anbieter", "Zweck", "Laufzeit"], es: ["Cookie", "Proveedor", "Finalidad", "Duración"], nl: ["Cookie", "Aanbieder", "Doel", "Looptijd"], pt: ["Cookie", "Fornecedor", "Finalidade", "Duração"], it: ["Cookie", "Fornitore", "Finalità", "Durata"] })
  const rows = sample(rng, cookieRows, between(rng, 5, 10)).map(([c, p, f, e]) => `<tr><td><code>${esc(c)}</code></td><td>${esc(p === "" ? page.site.host : p)}</td><td>${esc(f)}</td><td>${esc(e)}</td></tr>`).join("")
  const h = say(page, { en: "Cookies we use", fr: "Cookies utilisés", de: "Verwendete Cookies", es: "Cookies que utilizamos", nl: "Cookies die we gebruiken", pt: "Cookies que utilizamos", it: "Cookie utilizzati" })
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<section class="${pick(rng, ["cookie-table", "cookie-declaration", "cookies"])}"><h3>${esc(h)}</h3><table><thead><tr>${cols.map((c) => `<th>${esc(c)}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table></section>`))
})

const sunsetWords: Record<Lang, (what: string, when: string) => readonly [string, string, string]> = {
  en: (w, d) => [`${w} is being retired`, `On ${d} we will switch off ${w}. You can export your data from your account settings until then; the guide explains how to move to the new version.`, "Read the migration guide"],
  fr: (w, d) => [`Fin de service : ${w}`, `Le ${d}, ${w} sera arrêté. Vous pouvez exporter vos données depuis vos paramètres d'ici là ; le guide explique comment passer à la nouvelle version.`, "Lire le guide de migration"],
  de: (w, d) => [`${w} wird eingestellt`, `Am ${d} schalten wir ${w} ab. Bis dahin können Sie Ihre Daten in den Kontoeinstellungen exportieren; die Anleitung erklärt den Umstieg.`, "Zur Umstiegsanleitung"],
  es: (w, d) => [`${w} deja de funcionar`, `El ${d} cerraremos ${w}. Hasta entonces puedes exportar tus datos desde la configuración de tu cuenta; la guía explica cómo migrar.`, "Ver la guía de migración"],
  nl: (w, d) => [`${w} stopt`, `Op ${d} schakelen we ${w} uit. Tot dan kun je je gegevens exporteren via je accountinstellingen; de handleiding legt de overstap uit.`, "Naar de overstaphandleiding"],
  pt: (w, d) => [`${w} será descontinuado`, `Em ${d} vamos desligar ${w}. Até lá pode exportar os seus dados nas definições da conta; o guia explica a migração.`, "Ler o guia de migração"],
  it: (w, d) => [`${w} verrà dismesso`, `Il ${d} spegneremo ${w}. Fino ad allora puoi esportare i tuoi dati dalle impostazioni dell'account; la guida spiega come passare alla nuova versione.`, "Leggi la guida alla migrazione"]
}

// End-of-life notices, recalled from memory of the sunset notices that software companies, banks and public services publish (about 2010–2024: old apps, API versions, classic interfaces, legacy portals) with a date, an export option and a migration guide on their own site: such a notice naming one of the site's products.
const productSunset = benign("end-of-life notice for one of the site's products or portals, with a date, a data export and a migration guide on the site", (page, rng) => {
  const what = `${brandName(page)} ${pick(rng, ["Classic", "Legacy portal", "API v1", "desktop app", "old mobile app", "Lite"])}`
  const [h, p, cta] = say(page, sunsetWords)(what, dateOf(rng, page))
  const href = own(rng, page, pick(rng, ["/help/migration", "/docs/migrate", "/blog/retiring-classic", "/support/end-of-life"]))
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<div class="${pick(rng, ["sunset-notice", "deprecation", "notice notice-info"])}" role="status"><strong>${esc(h)}</strong> ${esc(p)} <a href="${esc(href)}">${esc(cta)}</a></div>`))
})

const transitOperators: Record<string, readonly [string, (stop: string) => string]> = {
  uk: ["Transport for London", (s) => `https://tfl.gov.uk/bus/stop/490${s}/`], fr: ["RATP", (s) => `https://www.ratp.fr/horaires?stop=${s}`], de: ["DB", (s) => `https://www.bahn.de/buchung/abfahrten?stop=${s}`],
  nl: ["9292", (s) => `https://9292.nl/halte/${s}`], us: ["Transit", (s) => `https://transitapp.com/stops/${s}`], au: ["Transport for NSW", (s) => `https://transportnsw.info/stop?q=${s}`],
  es: ["EMT", (s) => `https://www.emtmadrid.es/parada/${s}`], it: ["ATM", (s) => `https://giromilano.atm.it/fermata/${s}`], pt: ["Carris", (s) => `https://www.carris.pt/paragem/${s}`],
  br: ["SPTrans", (s) => `https://www.sptrans.com.br/parada/${s}`], in: ["DTC", (s) => `https://dtc.delhi.gov.in/stop/${s}`]
}

// Live departure boards, recalled from memory, with uncertain URLs, of venues, universities and hotels (about 2012–2024) showing the next departures from the nearest stop, embedded from the transport operator or a journey planner (TfL, RATP, Deutsche Bahn, 9292, Transit) or linked to its stop page: a small box with the stop name, a frame from the operator and a link.
const departureBoard = benign("next departures from the nearest stop, embedded from the transport operator with a link to its stop page", (page, rng) => {
  const [op, url] = transitOperators[country(page)] ?? transitOperators.uk!
  const stop = digits(rng, 6)
  const name = pick(rng, ["Market Square", "Central Station", "Town Hall", "University", "Hospital", "Library", "Harbour"])
  const h = say(page, { en: "Next departures", fr: "Prochains départs", de: "Nächste Abfahrten", es: "Próximas salidas", nl: "Volgende vertrekken", pt: "Próximas partidas", it: "Prossime partenze" })
  const u = url(stop)
  const body = chance(rng, 0.6) ? `<iframe src="${esc(u)}${u.includes("?") ? "&amp;" : "?"}embed=1" width="300" height="${pick(rng, [180, 220, 260])}" title="${esc(h)}" loading="lazy" style="border:0"></iframe>` : ""
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<aside class="${pick(rng, ["departures", "getting-here", "transit"])}"><h4>🚌 ${esc(h)} – ${esc(name)}</h4>${body}<p><a href="${esc(u)}" rel="noopener">${esc(op)}</a></p></aside>`))
})

// Print-friendly buttons, recalled from memory of PrintFriendly's button code (about 2010 on: a link with class "printfriendly", its button image and a script from cdn.printfriendly.com) used by recipe, travel and how-to sites so readers can print or save a clean PDF: the button and script.
const printButton = benign("'print or save as PDF' button and script from a print service (PrintFriendly)", (page, rng) => {
  const label = say(page, { en: "Print Friendly and PDF", fr: "Imprimer ou PDF", de: "Drucken und PDF", es: "Imprimir y PDF", nl: "Printen en PDF", pt: "Imprimir e PDF", it: "Stampa e PDF" })
  const button = `<a href="https://www.printfriendly.com" style="color:#6D9F00;text-decoration:none" class="printfriendly" onclick="window.print();return false;" title="${esc(label)}"><img style="border:none;box-shadow:none" src="https://cdn.printfriendly.com/buttons/${pick(rng, ["printfriendly-pdf-button.png", "printfriendly-pdf-button-nobg.png", "print-button.png"])}" alt="${esc(label)}"></a>`
  return splices(
    insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page), footerSpot(rng, page)]), `<div class="${pick(rng, ["print-tools", "pf-button", "share-print"])}">${button}</div>`),
    insert(pick(rng, [bottom(page), head(page)]), `<script${chance(rng, 0.5) ? " async" : ""} src="https://cdn.printfriendly.com/printfriendly.js"></script>`)
  )
})

// Webmentions, recalled from memory of the W3C Webmention recommendation (2017), of Aaron Parecki's webmention.io service that receives them for static sites, and of the older pingback link: the rel="webmention" and rel="pingback" links in the head pointing at webmention.io for the site's host.
const webmentionEndpoint = benign("webmention and pingback endpoints on webmention.io added to the head (IndieWeb)", (page, rng) => {
  const h = page.site.host.replace(/^www\./, "")
  const tags = [`<link rel="webmention" href="https://webmention.io/${h}/webmention">`]
  if (chance(rng, 0.7)) tags.push(`<link rel="pingback" href="https://webmention.io/${h}/xmlrpc">`)
  if (chance(rng, 0.3)) tags.push(`<link rel="authorization_endpoint" href="https://indieauth.com/auth">`)
  return splices(insert(head(page), tags.join(pick(rng, ["", "\n"]))))
})

const imeiRegisters: Record<string, readonly [string, string]> = {
  uk: ["CheckMEND", "https://www.checkmend.com/"], us: ["the CTIA Stolen Phone Checker", "https://www.stolenphonechecker.org/"], in: ["CEIR (Sanchar Saathi)", "https://www.ceir.gov.in/"],
  br: ["Celular Seguro", "https://www.gov.br/celularseguro/"], au: ["AMTA's lost and stolen register", "https://www.amta.org.au/"], fr: ["imei.info", "https://www.imei.info/"],
  de: ["imei.info", "https://www.imei.info/"], es: ["imei.info", "https://www.imei.info/"], nl: ["imei.info", "https://www.imei.info/"], it: ["imei.info", "https://www.imei.info/"], pt: ["imei.info", "https://www.imei.info/"]
}
const imeiWords: Record<Lang, (reg: string) => string> = {
  en: (r) => `Buying a second-hand phone? Dial *#06# to see its IMEI and check it on ${r} before you pay: a phone reported lost or stolen can be blocked by every network.`,
  fr: (r) => `Vous achetez un téléphone d'occasion ? Composez *#06# pour voir l'IMEI et vérifiez-le (${r}) avant de payer : un appareil déclaré volé peut être bloqué par tous les opérateurs.`,
  de: (r) => `Gebrauchtes Handy kaufen? Mit *#06# die IMEI anzeigen und vor dem Bezahlen prüfen (${r}): als gestohlen gemeldete Geräte können gesperrt werden.`,
  es: (r) => `¿Compras un móvil de segunda mano? Marca *#06# para ver el IMEI y compruébalo (${r}) antes de pagar: un teléfono denunciado como robado puede quedar bloqueado.`,
  nl: (r) => `Koop je een tweedehands telefoon? Toets *#06# voor het IMEI-nummer en controleer het (${r}) voordat je betaalt: gestolen toestellen kunnen worden geblokkeerd.`,
  pt: (r) => `Vai comprar um celular usado? Disque *#06# para ver o IMEI e consulte (${r}) antes de pagar: aparelhos roubados podem ser bloqueados.`,
  it: (r) => `Compri uno smartphone usato? Digita *#06# per vedere l'IMEI e controllalo (${r}) prima di pagare: un telefono rubato può essere bloccato.`
}

// IMEI checks before buying, recalled from memory of consumer advice from police forces, CheckMEND (UK), the CTIA's Stolen Phone Checker (US, 2015 on), India's CEIR and Sanchar Saathi portal (2023) and Brazil's Celular Seguro (2023): a tip for second-hand buyers with the *#06# code and a link to the register.
const imeiCheck = benign("'buying a used phone? check its IMEI first' tip linking to the national stolen-phone register", (page, rng) => {
  const [reg, url] = imeiRegisters[country(page)] ?? imeiRegisters.uk!
  const text = say(page, imeiWords)(reg)
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<p class="${pick(rng, ["consumer-tip", "tip", "advice"])}">📱 ${esc(text)} <a href="${url}" rel="noopener">${esc(new URL(url).hostname)}</a></p>`))
})

/** Every fresh15 benign class, in a fixed order. */
export const fresh15Benigns: ReadonlyArray<ChangeClass> = [
  cleanUrl, formBackend, chequePayable, censusNotice, vaccinationClinic, missingAppeal, supplyChainStatement, humansTxt,
  svgRegionMap, readingList, parentalControls, whereToWatch, what3words, askAi, cookieTable, productSunset, departureBoard,
  printButton, webmentionEndpoint, imeiCheck
]

/**
 * Fresh34 benign classes: written during round 24, by someone who does not
 * read the engines, from the point of view of a national CERT's analyst for
 * sites outside the English-speaking world, as what the web teams of
 * municipalities, ministries, schools, associations, regional news and small
 * shops honestly do, each in the page's own language. Many share the
 * footprint of a defacement in fresh34-defacements.ts: new text at the top
 * (election days, public-health, weather and tax-deadline notices, warnings
 * about scams in the organisation's name), new links to other domains
 * (national authorities, regional and EU partners, official registers),
 * changed contact or payment details with an explanation (a new bank, a new
 * switchboard number, a merger's new address, new national payment
 * methods, updated tariffs), and new forms, scripts or embeds (an
 * appointment form, a donation widget of a well-known platform, a consent
 * manager, self-hosted analytics); the rest are ordinary (holidays, summer
 * hours, translations, corrections, seasonal titles, an accessibility
 * statement, new social profiles). Each varies wording, placement, dates,
 * numbers and providers with the rng. None sends a visitor, a form or a
 * payment to a party other than the organisation, its own new domain or
 * account, public authorities and well-known providers. The writer had no
 * internet access: official hosts and vendors' URL formats are recalled
 * from memory and may differ in detail. Scored in the `fresh34` group,
 * never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lineAfter, occurrences, say, top } from "./classes.js"
import { type Page, makeBank, priceRe } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, locales, makePhone, someDate } from "./locales.js"
import { type El, type Range, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh34", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
/** Occurrences of `value` outside raw text (see the note in fresh34-defacements.ts on the shared `occurrences`). */
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const everywhere = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    if (from === "" || from === to) continue
    for (const r of occ(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, to))
    }
  }
  return out
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const origin = (page: Page) => new URL(page.site.url).origin
const day = 86_400_000
const dateIn = (page: Page, d: Date, days = 0) => page.site.locale.date(new Date(d.getTime() + days * day))
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const lowSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), bottom(page)])
const country = (page: Page) => page.site.locale.country
const byCountry = <A>(page: Page, table: Readonly<Record<string, A>>, fallback: A): A => table[country(page)] ?? fallback
const contactNeedles = (page: Page) => [page.ids.bank?.value ?? "", page.ids.email, page.ids.phone.intl, page.ids.phone.national].filter((s) => s !== "")
const titleRange = (page: Page): Range | null => {
  const el = page.spots.elements.find((e) => e.name === "title" && !e.inBody && e.closeTag !== null && usable(page, e))
  if (el === undefined || el.closeTag === null) return null
  const r = { start: el.openEnd, end: el.closeTag.start }
  return rawInside(page, r) ? null : r
}
const notice = (rng: Rng, html: string) => `<div class="${pick(rng, ["notice", "announcement", "alert alert-info", "info-banner", "callout"])}"><p>${html}</p></div>`
const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`
const nationalLang: Readonly<Record<string, Lang>> = { fr: "fr", de: "de", es: "es", nl: "nl", br: "pt", it: "it" }
/**
 * For notices of public authorities relayed as they were issued: the page's
 * language, or sometimes the country's own, and the date format that goes with it.
 */
const official = (rng: Rng, page: Page): { readonly lang: Lang; readonly date: (d: Date) => string } => {
  const national = nationalLang[page.site.locale.country] ?? page.site.locale.lang
  const l = chance(rng, 0.3) ? national : page.site.locale.lang
  return { lang: l, date: l === page.site.locale.lang ? page.site.locale.date : locales.find((x) => x.lang === l)!.date }
}
const more: T<string> = { en: "More information", fr: "En savoir plus", de: "Mehr erfahren", es: "Más información", nl: "Meer informatie", pt: "Saiba mais", it: "Maggiori informazioni" }

// ———————————————————————————— notices at the top, links to public authorities ————————————————————————————

const electionHosts: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["https://www.service-public.fr/particuliers/vosdroits/F1367", "https://www.elections.interieur.gouv.fr/"], de: ["https://www.bundeswahlleiterin.de/", "https://www.wahlen.de/"],
  es: ["https://www.infoelectoral.interior.gob.es/", "https://www.juntaelectoralcentral.es/"], nl: ["https://www.kiesraad.nl/", "https://www.rijksoverheid.nl/onderwerpen/verkiezingen"],
  br: ["https://www.tse.jus.br/", "https://www.tse.jus.br/eleitor"], it: ["https://elezioni.interno.gov.it/", "https://dait.interno.gov.it/elezioni"],
  uk: ["https://www.gov.uk/how-to-vote", "https://www.electoralcommission.org.uk/"], us: ["https://vote.gov/", "https://www.eac.gov/voters"], au: ["https://www.aec.gov.au/", "https://www.aec.gov.au/where/"],
  in: ["https://voters.eci.gov.in/", "https://eci.gov.in/"]
}
const electionText: T<ReadonlyArray<string>> = {
  en: ["Election day is {d}: polling stations are open from 7:00 to 22:00. Bring photo ID. Find your polling station:", "Our offices are used as a polling station on {d} and will be closed to the public that day. Where do I vote?"],
  fr: ["Élections le {d} : les bureaux de vote sont ouverts de 8 h à 19 h. Pensez à votre pièce d'identité. Trouver mon bureau de vote :", "Nos locaux accueillent un bureau de vote le {d} et seront fermés au public ce jour-là. Où voter ?"],
  de: ["Wahltag ist der {d}: Die Wahllokale sind von 8 bis 18 Uhr geöffnet. Bitte Wahlbenachrichtigung und Ausweis mitbringen. Informationen zur Wahl:", "Am {d} ist unser Gebäude Wahllokal und für den Publikumsverkehr geschlossen. Wo wähle ich?"],
  es: ["Elecciones el {d}: los colegios electorales abren de 9:00 a 20:00. Lleve su DNI. Consulte su colegio electoral:", "El {d} nuestras instalaciones serán colegio electoral y permanecerán cerradas al público. ¿Dónde voto?"],
  nl: ["Verkiezingen op {d}: de stembureaus zijn open van 7.30 tot 21.00 uur. Neem uw stempas en identiteitsbewijs mee. Waar kan ik stemmen?", "Op {d} is ons gebouw stembureau en gesloten voor bezoekers. Meer over de verkiezingen:"],
  pt: ["Eleições em {d}: as seções eleitorais funcionam das 8h às 17h. Leve documento com foto. Consulte seu local de votação:", "Em {d} nosso prédio será local de votação e ficará fechado ao público. Onde eu voto?"],
  it: ["Elezioni il {d}: i seggi sono aperti dalle 7 alle 23. Portate tessera elettorale e documento. Trova il tuo seggio:", "Il {d} la nostra sede ospita un seggio elettorale e resterà chiusa al pubblico. Dove si vota?"]
}

// Election-day notices posted by municipalities, schools used as polling stations and newsrooms (the honest twin of a false polling-date notice): a notice at the top linking to the national election authority.
const pollingDay = benign("fresh34-election-day-notice-linking-to-national-election-authority", (page, rng) => {
  const o = official(rng, page)
  const text = fill(pick(rng, electionText[o.lang]), { d: o.date(someDate(rng)) })
  const href = pick(rng, byCountry(page, electionHosts, ["https://www.elections.europa.eu/"]))
  return splices(insert(blockSpot(rng, page), notice(rng, `${esc(text)} ${link(href, new URL(href).hostname.replace(/^www\./, ""))}`)))
})

const campaignText: T<ReadonlyArray<string>> = {
  en: ["Heatwave plan: drink water regularly and check on elderly neighbours. Advice from the health authorities:", "The national census runs until {d}. Answer online:", "Flu vaccination campaign: free for people over 65 until {d}."],
  fr: ["Plan canicule : buvez régulièrement et prenez des nouvelles de vos voisins âgés. Conseils des autorités sanitaires :", "Le recensement de la population se déroule jusqu'au {d}. Répondez en ligne :", "Campagne de vaccination contre la grippe : gratuite pour les plus de 65 ans jusqu'au {d}."],
  de: ["Hitzeschutz: Trinken Sie ausreichend und achten Sie auf ältere Nachbarn. Hinweise der Gesundheitsbehörden:", "Der Zensus läuft bis zum {d}. Jetzt online antworten:", "Grippeimpfung: kostenlos für Menschen ab 60 bis zum {d}."],
  es: ["Plan de calor: beba agua con frecuencia y atienda a sus vecinos mayores. Recomendaciones de Sanidad:", "El censo de población está abierto hasta el {d}. Responda en línea:", "Campaña de vacunación contra la gripe: gratuita para mayores de 65 años hasta el {d}."],
  nl: ["Hitteplan: drink voldoende water en let op oudere buren. Adviezen van de gezondheidsdiensten:", "Doe mee aan het landelijke onderzoek tot {d}:", "Griepprik: gratis voor 60-plussers tot {d}."],
  pt: ["Onda de calor: beba água com frequência e cuide dos vizinhos idosos. Orientações das autoridades de saúde:", "O Censo vai até {d}. Responda pela internet:", "Campanha de vacinação contra a gripe: gratuita para maiores de 60 anos até {d}."],
  it: ["Piano caldo: bevete spesso e controllate i vicini anziani. Consigli delle autorità sanitarie:", "Il censimento permanente è aperto fino al {d}. Rispondi online:", "Campagna antinfluenzale: vaccino gratuito per gli over 65 fino al {d}."]
}
const healthHosts: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["https://www.santepubliquefrance.fr/", "https://sante.gouv.fr/", "https://www.le-recensement-et-moi.fr/"], de: ["https://www.bundesgesundheitsministerium.de/", "https://www.rki.de/", "https://www.zensus2022.de/"],
  es: ["https://www.sanidad.gob.es/", "https://www.ine.es/"], nl: ["https://www.rivm.nl/", "https://www.rijksoverheid.nl/", "https://www.cbs.nl/"], br: ["https://www.gov.br/saude/", "https://censo2022.ibge.gov.br/"],
  it: ["https://www.salute.gov.it/", "https://www.istat.it/"], uk: ["https://www.nhs.uk/", "https://www.gov.uk/"], us: ["https://www.cdc.gov/", "https://www.census.gov/"], au: ["https://www.health.gov.au/", "https://www.abs.gov.au/"], in: ["https://www.mohfw.gov.in/", "https://censusindia.gov.in/"]
}

// Public-health and civic campaigns relayed by councils, schools and associations (heatwave plans, census, vaccination): a short banner with a link to the ministry or statistics office.
const civicCampaign = benign("fresh34-public-health-or-census-campaign-banner-linking-to-ministry", (page, rng) => {
  const o = official(rng, page)
  const text = fill(pick(rng, campaignText[o.lang]), { d: o.date(someDate(rng)) })
  const href = pick(rng, byCountry(page, healthHosts, ["https://www.who.int/"]))
  return splices(insert(blockSpot(rng, page), notice(rng, `${esc(text)} ${link(href, more[o.lang])}`)))
})

const taxHosts: Readonly<Record<string, string>> = {
  fr: "https://www.impots.gouv.fr/", de: "https://www.elster.de/", es: "https://sede.agenciatributaria.gob.es/", nl: "https://www.belastingdienst.nl/", br: "https://www.gov.br/receitafederal/",
  it: "https://www.agenziaentrate.gov.it/", uk: "https://www.gov.uk/self-assessment-tax-returns", us: "https://www.irs.gov/", au: "https://www.ato.gov.au/", in: "https://www.incometax.gov.in/"
}
const taxText: T<ReadonlyArray<string>> = {
  en: ["Reminder: the deadline for this year's tax return is {d}. Our advice desk can help you fill it in; file online on the official site:", "Tax return season: free help sessions every Tuesday until {d}."],
  fr: ["Rappel : la date limite de la déclaration de revenus en ligne est fixée au {d}. Notre point d'accueil numérique peut vous aider ; déclarez sur le site officiel :", "Déclaration de revenus : permanences d'aide gratuites chaque mardi jusqu'au {d}."],
  de: ["Erinnerung: Die Frist für die Steuererklärung endet am {d}. Unser Bürgerbüro hilft beim Ausfüllen; Abgabe online über:", "Steuererklärung: kostenlose Sprechstunden jeden Dienstag bis zum {d}."],
  es: ["Recordatorio: el plazo de la declaración de la renta termina el {d}. Nuestra oficina le ayuda a presentarla; hágalo en la sede oficial:", "Campaña de la renta: asesoramiento gratuito los martes hasta el {d}."],
  nl: ["Herinnering: de aangifte inkomstenbelasting moet uiterlijk {d} binnen zijn. Ons informatiepunt helpt u graag; doe aangifte via:", "Belastingaangifte: gratis spreekuur op dinsdag tot {d}."],
  pt: ["Lembrete: o prazo da declaração do Imposto de Renda termina em {d}. Nosso atendimento pode ajudar; declare pelo site oficial:", "Imposto de Renda: plantão de dúvidas gratuito às terças até {d}."],
  it: ["Promemoria: la scadenza della dichiarazione dei redditi è il {d}. Il nostro sportello vi aiuta a compilarla; presentatela sul sito ufficiale:", "Dichiarazione dei redditi: assistenza gratuita ogni martedì fino al {d}."]
}

// Tax-season reminders by councils, unions, associations and accountants (the honest twin of a tax-refund lure): a reminder of the filing deadline with a link to the tax office's own site, no form.
const taxDeadline = benign("fresh34-tax-return-deadline-reminder-linking-to-the-tax-office", (page, rng) => {
  const o = official(rng, page)
  const text = fill(pick(rng, taxText[o.lang]), { d: o.date(someDate(rng)) })
  const href = byCountry(page, taxHosts, "https://taxation-customs.ec.europa.eu/")
  const html = `${esc(text)} ${link(href, new URL(href).hostname.replace(/^www\./, ""))}`
  return splices(chance(rng, 0.7) ? insert(blockSpot(rng, page), notice(rng, html)) : insert(lowSpot(rng, page), `<p>${html}</p>`))
})

const reportHosts: Readonly<Record<string, string>> = {
  fr: "https://www.cybermalveillance.gouv.fr/", de: "https://www.bsi.bund.de/", es: "https://www.incibe.es/", nl: "https://www.fraudehelpdesk.nl/", br: "https://www.gov.br/",
  it: "https://www.commissariatodips.it/", uk: "https://www.ncsc.gov.uk/collection/phishing-scams", us: "https://reportfraud.ftc.gov/", au: "https://www.scamwatch.gov.au/", in: "https://cybercrime.gov.in/"
}
const scamText: T<ReadonlyArray<string>> = {
  en: ["Warning: fraudulent text messages and e-mails in the name of {B} are asking people to pay fees or confirm their card details. {B} never asks for your card number, codes or passwords. Report scams here:"],
  fr: ["Attention : des SMS et courriels frauduleux au nom de {B} demandent de payer des frais ou de confirmer vos coordonnées bancaires. {B} ne vous demandera jamais votre numéro de carte, vos codes ou mots de passe. Signaler une arnaque :"],
  de: ["Achtung: Betrügerische SMS und E-Mails im Namen von {B} fordern zur Zahlung von Gebühren oder zur Bestätigung von Kartendaten auf. {B} fragt niemals nach Kartennummer, Codes oder Passwörtern. Hilfe und Meldung:"],
  es: ["Atención: circulan SMS y correos fraudulentos en nombre de {B} que piden pagar tasas o confirmar los datos de su tarjeta. {B} nunca le pedirá su número de tarjeta, claves ni contraseñas. Denuncie el fraude:"],
  nl: ["Let op: er gaan valse sms'jes en e-mails rond namens {B} waarin om betaling van kosten of bevestiging van kaartgegevens wordt gevraagd. {B} vraagt nooit om uw kaartnummer, codes of wachtwoorden. Fraude melden:"],
  pt: ["Atenção: mensagens e e-mails falsos em nome de {B} pedem pagamento de taxas ou confirmação de dados do cartão. {B} nunca pede número de cartão, códigos ou senhas. Denuncie golpes:"],
  it: ["Attenzione: circolano SMS ed e-mail fraudolenti a nome di {B} che chiedono di pagare spese o confermare i dati della carta. {B} non chiede mai numero di carta, codici o password. Segnala la truffa:"]
}

// Scam warnings posted by the impersonated organisation itself (banks, carriers, tax offices, councils and associations warn about SMS and e-mail fraud in their name; national CERTs ask them to): a warning at the top that names the scam's words and links to the national reporting service.
const scamWarning = benign("fresh34-warning-about-scam-messages-in-the-organisation-name", (page, rng) => {
  const text = fill(pick(rng, scamText[official(rng, page).lang]), { B: brandName(page) })
  const href = byCountry(page, reportHosts, "https://www.europol.europa.eu/report-a-crime")
  return splices(insert(blockSpot(rng, page), `<div class="${pick(rng, ["alert alert-warning", "warning", "notice", "fraud-warning"])}" role="note"><p><strong>${esc(text)}</strong> ${link(href, new URL(href).hostname.replace(/^www\./, ""))}</p></div>`))
})

const metHosts: Readonly<Record<string, readonly [string, string]>> = {
  fr: ["Météo-France", "https://vigilance.meteofrance.fr/"], de: ["Deutscher Wetterdienst", "https://www.dwd.de/DE/wetter/warnungen/warnungen_node.html"], es: ["AEMET", "https://www.aemet.es/es/eltiempo/prediccion/avisos"],
  nl: ["KNMI", "https://www.knmi.nl/nederland-nu/weer/waarschuwingen"], br: ["Defesa Civil / INMET", "https://alertas2.inmet.gov.br/"], it: ["Protezione Civile", "https://www.protezionecivile.gov.it/"],
  uk: ["Met Office", "https://www.metoffice.gov.uk/weather/warnings-and-advice"], us: ["National Weather Service", "https://www.weather.gov/"], au: ["Bureau of Meteorology", "https://www.bom.gov.au/australia/warnings/"], in: ["IMD", "https://mausam.imd.gov.in/"]
}
const weatherText: T<ReadonlyArray<string>> = {
  en: ["{lvl} warning for storms on {d}: outdoor events are cancelled and the park is closed. Follow the advice of {A}:"],
  fr: ["Vigilance {lvl} orages le {d} : les manifestations en plein air sont annulées et les parcs fermés. Suivez les consignes de {A} :"],
  de: ["Unwetterwarnung ({lvl}) für den {d}: Veranstaltungen im Freien entfallen, die Parks sind geschlossen. Hinweise des {A}:"],
  es: ["Aviso {lvl} por tormentas el {d}: se suspenden los actos al aire libre y se cierran los parques. Siga las indicaciones de {A}:"],
  nl: ["Code {lvl} voor onweer op {d}: buitenevenementen gaan niet door en de parken zijn gesloten. Volg de adviezen van het {A}:"],
  pt: ["Alerta {lvl} de tempestades em {d}: eventos ao ar livre cancelados e parques fechados. Siga as orientações da {A}:"],
  it: ["Allerta {lvl} per temporali il {d}: eventi all'aperto annullati e parchi chiusi. Seguite le indicazioni della {A}:"]
}
const levels: T<ReadonlyArray<string>> = { en: ["Amber", "Yellow"], fr: ["orange", "jaune"], de: ["Stufe 2", "Stufe 3"], es: ["naranja", "amarillo"], nl: ["oranje", "geel"], pt: ["laranja", "amarelo"], it: ["arancione", "gialla"] }

// Weather warnings relayed by councils, schools and event organisers (the honest twin of a hoax emergency alert): a banner with the warning level, what is cancelled and a link to the national weather service.
const weatherWarning = benign("fresh34-official-weather-warning-banner-linking-to-weather-service", (page, rng) => {
  const [agency, href] = byCountry(page, metHosts, ["Meteoalarm", "https://www.meteoalarm.org/"] as const)
  const o = official(rng, page)
  const text = fill(pick(rng, weatherText[o.lang]), { lvl: pick(rng, levels[o.lang]), d: o.date(someDate(rng)), A: agency })
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["alert alert-warning", "weather-alert", "notice"])}" style="background:${pick(rng, ["#ffe0b2", "#fff3cd", "#ffecb3"])};padding:${between(rng, 8, 16)}px">${esc(text)} ${link(href, agency)}</div>`))
})

// ———————————————————————————— contact and payment details changed, with an explanation ————————————————————————————

const banks: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["Crédit Agricole", "La Banque Postale", "Crédit Mutuel", "Caisse d'Épargne"], de: ["Sparkasse", "Volksbank", "Commerzbank", "GLS Bank"], es: ["CaixaBank", "BBVA", "Banco Santander", "Ibercaja"],
  nl: ["Rabobank", "ING", "ABN AMRO", "Triodos Bank"], it: ["Intesa Sanpaolo", "UniCredit", "BPER Banca", "Banca Etica"], br: ["Banco do Brasil", "Caixa", "Itaú", "Bradesco"],
  uk: ["NatWest", "Barclays", "Lloyds", "Triodos Bank"], us: ["a local credit union", "Chase", "Bank of America"], au: ["Commonwealth Bank", "Westpac", "Bendigo Bank"], in: ["State Bank of India", "HDFC Bank", "Canara Bank"]
}
const bankText: T<ReadonlyArray<string>> = {
  en: ["New bank details: since {d1} our account is held at {K}. The previous account remains valid until {d2}; please update your standing orders."],
  fr: ["Nouvelles coordonnées bancaires : depuis le {d1}, notre compte est tenu par {K}. L'ancien compte reste valable jusqu'au {d2} ; pensez à mettre à jour vos virements permanents."],
  de: ["Neue Bankverbindung: Seit dem {d1} führen wir unser Konto bei der {K}. Das bisherige Konto bleibt bis zum {d2} gültig; bitte passen Sie Ihre Daueraufträge an."],
  es: ["Nuevos datos bancarios: desde el {d1} nuestra cuenta está en {K}. La cuenta anterior sigue operativa hasta el {d2}; actualice sus domiciliaciones."],
  nl: ["Nieuwe bankgegevens: sinds {d1} bankieren wij bij {K}. Het oude rekeningnummer blijft geldig tot {d2}; pas uw periodieke overboekingen aan."],
  pt: ["Novos dados bancários: desde {d1} nossa conta está no {K}. A conta anterior continua válida até {d2}; atualize seus pagamentos programados."],
  it: ["Nuove coordinate bancarie: dal {d1} il nostro conto è presso {K}. Il vecchio conto resta valido fino al {d2}; aggiornate i vostri bonifici periodici."]
}

// Bank changes announced by associations, schools, clubs and small firms when they move to another domestic bank (the honest twin of a "bank details changed" diversion): the account replaced everywhere by one at a bank of the same country, with the bank's name, dates and the old account kept valid for a while.
const bankChangeAnnounced = benign("fresh34-bank-change-to-domestic-bank-announced-with-dates", (page, rng) => {
  const d = someDate(rng)
  const text = esc(fill(pick(rng, say(page, bankText)), { d1: dateIn(page, d), d2: dateIn(page, d, between(rng, 60, 180)), K: pick(rng, byCountry(page, banks, ["our bank"])) }))
  const out: Array<Splice> = []
  const b = page.ids.bank
  const nb = makeBank(rng, page.site.locale)
  if (b !== null && nb !== null && nb.value !== b.value) {
    const value = b.kind === "iban" && nb.kind === "iban" ? (/\s/.test(b.value) ? groupIban(nb.value.replace(/\s+/g, "")) : nb.value.replace(/\s+/g, "")) : nb.value
    out.push(...everywhere(page, [[b.value, value]]))
  }
  const shownText = b === null && nb !== null ? `${text} ${esc(page.site.words.bank)}: ${esc(nb.kind === "iban" ? `IBAN ${nb.value}` : nb.value)}` : text
  out.push(chance(rng, 0.6) ? lineBeside(page, contactNeedles(page), shownText, slotAt(page.spots, "bottom")) : insert(blockSpot(rng, page), notice(rng, shownText)))
  return { splices: out }
})

const phoneText: T<string> = {
  en: "Our phone number has changed: since {d} you can reach our new switchboard at {n}.", fr: "Notre numéro de téléphone change : depuis le {d}, notre nouveau standard est joignable au {n}.",
  de: "Neue Telefonnummer: Seit dem {d} erreichen Sie unsere Zentrale unter {n}.", es: "Cambiamos de teléfono: desde el {d} nuestra nueva centralita es el {n}.",
  nl: "Ons telefoonnummer is gewijzigd: sinds {d} bereikt u onze nieuwe centrale op {n}.", pt: "Mudamos de telefone: desde {d} nossa nova central atende no {n}.", it: "Il nostro numero è cambiato: dal {d} il nuovo centralino risponde al {n}."
}

// New switchboards after an office move or a change of telephone provider, announced on the site (the honest twin of a phone swap): the number replaced everywhere by another of the same country and format, with a dated note.
const phoneChangeAnnounced = benign("fresh34-phone-number-change-announced-same-country-and-format", (page, rng) => {
  const p = page.ids.phone
  let n = makePhone(page.site.locale, p.format, rng)
  while (n.digits === p.digits) n = makePhone(page.site.locale, p.format, rng)
  const out = everywhere(page, [[p.tel, n.tel], [p.intl, n.intl], [p.national, n.national]])
  const text = esc(fill(say(page, phoneText), { d: page.site.locale.date(someDate(rng)), n: n.national }))
  out.push(chance(rng, 0.6) ? lineBeside(page, [p.national, page.ids.email], text, slotAt(page.spots, "bottom")) : insert(blockSpot(rng, page), notice(rng, text)))
  return { splices: out }
})

const mergerWords: T<ReadonlyArray<string>> = { en: ["group", "partners", "united"], fr: ["groupe", "ensemble", "reunis"], de: ["gruppe", "verbund", "gemeinsam"], es: ["grupo", "unidos"], nl: ["groep", "samen"], pt: ["grupo", "unidos"], it: ["gruppo", "insieme"] }
const mergerText: T<string> = {
  en: "Since {d}, {B} is part of {N}. Our e-mail address changes to {E}; messages to the old address are forwarded until {d2}.",
  fr: "Depuis le {d}, {B} fait partie de {N}. Notre adresse électronique devient {E} ; les messages envoyés à l'ancienne adresse sont transférés jusqu'au {d2}.",
  de: "Seit dem {d} gehört {B} zu {N}. Unsere E-Mail-Adresse lautet nun {E}; Nachrichten an die alte Adresse werden bis zum {d2} weitergeleitet.",
  es: "Desde el {d}, {B} forma parte de {N}. Nuestro correo pasa a ser {E}; los mensajes a la dirección anterior se reenvían hasta el {d2}.",
  nl: "Sinds {d} maakt {B} deel uit van {N}. Ons e-mailadres wordt {E}; berichten aan het oude adres worden tot {d2} doorgestuurd.",
  pt: "Desde {d}, {B} faz parte do {N}. Nosso e-mail passa a ser {E}; mensagens para o endereço antigo serão encaminhadas até {d2}.",
  it: "Dal {d} {B} fa parte di {N}. Il nostro indirizzo e-mail diventa {E}; i messaggi al vecchio indirizzo saranno inoltrati fino al {d2}."
}

// Mergers of municipalities, schools, hospitals and associations (common in several European countries' territorial reforms), after which the contact address moves to the new body's domain: the e-mail replaced everywhere, with a dated explanation naming the new body.
const mergerNewAddress = benign("fresh34-email-moved-to-merged-organisation-domain-with-explanation", (page, rng) => {
  const w = pick(rng, say(page, mergerWords))
  const tld = page.site.domain.slice(page.site.brand.length + 1) || "org"
  const newDomain = `${page.site.brand}-${w}.${tld}`
  const local = page.ids.email.split("@")[0] ?? "info"
  const E = `${local}@${newDomain}`
  const N = `${brandName(page)} ${w.charAt(0).toUpperCase()}${w.slice(1)}`
  const d = someDate(rng)
  const out = everywhere(page, [[page.ids.email, E]])
  const text = esc(fill(say(page, mergerText), { d: dateIn(page, d), d2: dateIn(page, d, between(rng, 90, 365)), B: brandName(page), N, E }))
  out.push(chance(rng, 0.5) ? lineBeside(page, [page.ids.email, page.ids.phone.intl], text, slotAt(page.spots, "bottom")) : insert(blockSpot(rng, page), notice(rng, text)))
  return { splices: out }
})

/** A price with its number raised by `pct`, keeping currency, decimal and grouping style. */
const raised = (price: string, pct: number): string => {
  const m = /\d(?:[\d.,\u00a0\u202f]*\d)?/.exec(price)
  if (m === null) return price
  const num = m[0]
  const decSep = /[.,]\d{2}$/.test(num) ? num[num.length - 3]! : null
  const intPart = decSep === null ? num : num.slice(0, -3)
  const groupSep = /[^\d]/.exec(intPart)?.[0] ?? null
  const value = Number(intPart.replace(/[^\d]/g, "")) + (decSep === null ? 0 : Number(num.slice(-2)) / 100)
  let next = value * (1 + pct)
  next = decSep === null ? Math.max(Math.round(next), Math.floor(value) + 1) : Math.round(next * 10) / 10 - 0.01 > value ? Math.round(next * 10) / 10 - 0.01 : value + 0.5
  const [i, f] = next.toFixed(2).split(".") as [string, string]
  const grouped = groupSep === null ? i : i.replace(/\B(?=(\d{3})+$)/g, groupSep)
  return price.slice(0, m.index) + grouped + (decSep === null ? "" : decSep + f) + price.slice(m.index + num.length)
}
const tariffText: T<ReadonlyArray<string>> = {
  en: ["New prices from {d}: our tariffs are indexed once a year ({p}% this year).", "From {d} our prices change to reflect higher energy and supply costs (+{p}%)."],
  fr: ["Nouveaux tarifs au {d} : nos prix sont révisés une fois par an (+{p} % cette année).", "À compter du {d}, nos tarifs évoluent pour tenir compte de la hausse des coûts de l'énergie (+{p} %)."],
  de: ["Neue Preise ab dem {d}: Unsere Tarife werden einmal jährlich angepasst (dieses Jahr +{p} %).", "Ab dem {d} ändern sich unsere Preise wegen gestiegener Energie- und Einkaufskosten (+{p} %)."],
  es: ["Nuevas tarifas desde el {d}: actualizamos los precios una vez al año (+{p} % este año).", "A partir del {d} nuestros precios se actualizan por la subida de la energía (+{p} %)."],
  nl: ["Nieuwe tarieven per {d}: onze prijzen worden jaarlijks geïndexeerd (dit jaar +{p}%).", "Vanaf {d} passen wij onze prijzen aan vanwege hogere energie- en inkoopkosten (+{p}%)."],
  pt: ["Novos preços a partir de {d}: reajuste anual de {p}% conforme a inflação.", "A partir de {d} nossos preços mudam por causa do aumento dos custos de energia (+{p}%)."],
  it: ["Nuove tariffe dal {d}: i prezzi sono aggiornati una volta all'anno (+{p}% quest'anno).", "Dal {d} i nostri prezzi cambiano per l'aumento dei costi energetici (+{p}%)."]
}

// Yearly tariff indexation announced by utilities, schools, clubs, swimming pools and shops: the shown prices raised by a few per cent in place, with a dated note.
const tariffIndexation = benign("fresh34-prices-raised-a-few-percent-with-dated-tariff-note", (page, rng) => {
  const pct = between(rng, 2, 9)
  const re = new RegExp(priceRe.source, "g")
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    if (rawInside(page, t) || out.length >= 40) continue
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      const next = raised(m[0], pct / 100)
      if (next !== m[0]) out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, next))
    }
  }
  const text = esc(fill(pick(rng, say(page, tariffText)), { d: page.site.locale.date(someDate(rng)), p: String(pct) }))
  out.push(insert(chance(rng, 0.5) ? slotAt(page.spots, "top") : lowSpot(rng, page), `<p class="${pick(rng, ["tariff-note", "note", "notice"])}"><small>${text}</small></p>`))
  return { splices: out }
})

const methods: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["Wero", "Paylib", "carte bancaire (CB)"], de: ["Wero", "giropay", "SEPA-Lastschrift"], es: ["Bizum", "Apple Pay"], nl: ["iDEAL", "Bancontact", "Wero"], br: ["PIX", "boleto"], it: ["Satispay", "PagoPA", "Bancomat Pay"],
  uk: ["Apple Pay", "Google Pay", "Direct Debit"], us: ["Apple Pay", "ACH bank transfer"], au: ["PayID", "BPAY"], in: ["UPI", "RuPay"]
}
const methodText: T<string> = {
  en: "New: you can now also pay with {M} on our secure payment page.", fr: "Nouveau : vous pouvez désormais aussi payer par {M} sur notre page de paiement sécurisée.",
  de: "Neu: Sie können jetzt auch mit {M} auf unserer sicheren Bezahlseite zahlen.", es: "Novedad: ahora también puede pagar con {M} en nuestra página de pago seguro.",
  nl: "Nieuw: u kunt nu ook betalen met {M} op onze beveiligde betaalpagina.", pt: "Novidade: agora você também pode pagar com {M} na nossa página de pagamento seguro.", it: "Novità: ora puoi pagare anche con {M} sulla nostra pagina di pagamento sicuro."
}

// National payment methods added by shops, clubs and public services (iDEAL, Bizum, PIX, Satispay, Wero, UPI...), announced beside the payment details and handled on the organisation's own payment page; in Brazil the PIX key is the organisation's own CNPJ.
const paymentMethodsAdded = benign("fresh34-national-payment-methods-added-on-own-payment-page", (page, rng) => {
  const M = sample(rng, byCountry(page, methods, ["Apple Pay", "Google Pay"]), between(rng, 1, 2)).join(" / ")
  const paths: T<ReadonlyArray<string>> = { en: ["pay", "checkout", "payments"], fr: ["paiement"], de: ["bezahlen", "zahlung"], es: ["pago"], nl: ["betalen"], pt: ["pagamento"], it: ["pagamenti"] }
  const href = `${chance(rng, 0.4) ? origin(page) : ""}/${pick(rng, say(page, paths))}`
  let html = `${esc(fill(say(page, methodText), { M }))} ${link(href, say(page, more))}`
  if (country(page) === "br" && chance(rng, 0.6)) html += ` · Chave PIX (CNPJ): ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}/0001-${digits(rng, 2)}`
  const needles = [page.ids.pay?.shown ?? "", ...contactNeedles(page)].filter((s) => s !== "")
  return splices(lineBeside(page, needles, html, slotAt(page.spots, "bottom")))
})

// ———————————————————————————— new links to partners, forms, embeds, scripts ————————————————————————————

const partners: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  fr: [["Région Île-de-France", "https://www.iledefrance.fr/"], ["Région Occitanie", "https://www.laregion.fr/"], ["Département du Nord", "https://lenord.fr/"], ["Bpifrance", "https://www.bpifrance.fr/"]],
  de: [["Freistaat Bayern", "https://www.bayern.de/"], ["Land Nordrhein-Westfalen", "https://www.land.nrw/"], ["Stadtsparkasse", "https://www.sparkasse.de/"], ["Landkreis", "https://www.landkreistag.de/"]],
  es: [["Junta de Andalucía", "https://www.juntadeandalucia.es/"], ["Generalitat Valenciana", "https://www.gva.es/"], ["Diputación de Barcelona", "https://www.diba.cat/"], ["Xunta de Galicia", "https://www.xunta.gal/"]],
  nl: [["Provincie Utrecht", "https://www.provincie-utrecht.nl/"], ["Provincie Gelderland", "https://www.gelderland.nl/"], ["Gemeente", "https://vng.nl/"], ["Rabobank Foundation", "https://www.rabobank.nl/"]],
  br: [["Governo do Estado de São Paulo", "https://www.sp.gov.br/"], ["Prefeitura", "https://www.gov.br/"], ["SEBRAE", "https://sebrae.com.br/"]],
  it: [["Regione Lombardia", "https://www.regione.lombardia.it/"], ["Regione Toscana", "https://www.regione.toscana.it/"], ["Fondazione Cariplo", "https://www.fondazionecariplo.it/"]],
  uk: [["Arts Council England", "https://www.artscouncil.org.uk/"], ["National Lottery Heritage Fund", "https://www.heritagefund.org.uk/"]], us: [["State Humanities Council", "https://www.neh.gov/"]],
  au: [["NSW Government", "https://www.nsw.gov.au/"]], in: [["Government of Kerala", "https://kerala.gov.in/"]]
}
const partnerTitle: T<string> = { en: "Our partners", fr: "Nos partenaires", de: "Unsere Partner", es: "Nuestros socios", nl: "Onze partners", pt: "Nossos parceiros", it: "I nostri partner" }
const euLine: T<string> = { en: "Co-funded by the European Union", fr: "Cofinancé par l'Union européenne", de: "Kofinanziert von der Europäischen Union", es: "Cofinanciado por la Unión Europea", nl: "Medegefinancierd door de Europese Unie", pt: "Cofinanciado pela União Europeia", it: "Cofinanziato dall'Unione europea" }

// A new regional or EU funding partner (funded projects must show the funders' logos and links: regions, provinces, foundations, the EU emblem): a partners' block with logos on the site's own host and links to the partners' sites.
const regionalPartners = benign("fresh34-partners-block-with-regional-and-eu-funder-logos-and-links", (page, rng) => {
  const list = sample(rng, byCountry(page, partners, [["European Commission", "https://commission.europa.eu/"]]), between(rng, 1, 3))
  const items = list.map(([n, h]) => `<li><a href="${esc(h)}"><img src="/${pick(rng, ["images", "img", "uploads", "assets"])}/partners/${n.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png" alt="${esc(n)}" height="${between(rng, 40, 80)}"></a></li>`)
  if (chance(rng, 0.6)) items.push(`<li><a href="https://european-union.europa.eu/"><img src="/${pick(rng, ["images", "img"])}/eu-emblem.png" alt="${esc(say(page, euLine))}" height="${between(rng, 40, 80)}"></a> ${esc(say(page, euLine))}</li>`)
  return splices(insert(lowSpot(rng, page), `<section class="${pick(rng, ["partners", "funders", "logos"])}"><h3>${esc(say(page, partnerTitle))}</h3><ul>${items.join("")}</ul></section>`))
})

const langNames: T<string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }
const langCodes: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]

// Translations added (a site starting to publish in English and a neighbour's language, with a language switcher and hreflang alternates for search engines): the switcher in the body and alternate links in the head, all on the site's own host.
const translationsAdded = benign("fresh34-language-switcher-and-hreflang-alternates-on-own-host", (page, rng) => {
  const own = page.site.locale.lang
  const others = sample(rng, langCodes.filter((l) => l !== own), between(rng, 1, 3))
  const path = new URL(page.site.url).pathname
  const alt = (l: Lang) => `${origin(page)}/${l}${path === "/" ? "/" : path}`
  const links = [own, ...others].map((l) => l === own ? `<li><strong>${langNames[l]}</strong></li>` : `<li><a href="${esc(alt(l))}" hreflang="${l}" lang="${l}">${langNames[l]}</a></li>`)
  const headLinks = others.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(alt(l))}">`).join("")
  return splices(insert(head(page), headLinks), insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<ul class="${pick(rng, ["lang-switcher", "languages", "lang"])}">${links.join("")}</ul>`))
})

const apptWords: T<readonly [string, string, string, string, string, string]> = {
  en: ["Book an appointment", "Name", "E-mail", "Preferred date", "Reason for your visit", "Send request"],
  fr: ["Prendre rendez-vous", "Nom", "Courriel", "Date souhaitée", "Motif de votre visite", "Envoyer la demande"],
  de: ["Termin vereinbaren", "Name", "E-Mail", "Wunschtermin", "Anliegen", "Anfrage senden"],
  es: ["Pedir cita previa", "Nombre", "Correo", "Fecha preferida", "Motivo de la visita", "Enviar solicitud"],
  nl: ["Afspraak maken", "Naam", "E-mail", "Gewenste datum", "Reden van uw bezoek", "Verstuur aanvraag"],
  pt: ["Agendar atendimento", "Nome", "E-mail", "Data preferida", "Motivo do atendimento", "Enviar pedido"],
  it: ["Prenota un appuntamento", "Nome", "E-mail", "Data preferita", "Motivo della visita", "Invia richiesta"]
}
const apptPaths: T<ReadonlyArray<string>> = {
  en: ["/appointments", "/book"], fr: ["/rendez-vous", "/prise-de-rdv"], de: ["/termin", "/terminvereinbarung"], es: ["/cita-previa", "/citas"], nl: ["/afspraak", "/afspraak-maken"], pt: ["/agendamento", "/agendar"], it: ["/prenotazioni", "/appuntamenti"]
}

// Online appointment requests (town halls, clinics, consulates and garages replacing phone bookings): a request form posting to the site's own path.
const appointmentForm = benign("fresh34-appointment-request-form-posting-to-own-path", (page, rng) => {
  const [h, n, e, d, r, b] = say(page, apptWords)
  const action = `${chance(rng, 0.3) ? origin(page) : ""}${pick(rng, say(page, apptPaths))}`
  const form = `<form class="${pick(rng, ["appointment", "booking-form", "rdv"])}" action="${esc(action)}" method="post"><h3>${esc(h)}</h3><label>${esc(n)} <input name="name" required></label><label>${esc(e)} <input type="email" name="email" required></label><label>${esc(d)} <input type="date" name="date"></label><label>${esc(r)} <input name="reason"></label><button type="submit">${esc(b)}</button></form>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), form))
})

const donationWidget = (rng: Rng, page: Page, slug: string): string => {
  switch (country(page)) {
    case "fr": return `https://www.helloasso.com/associations/${slug}/formulaires/${between(rng, 1, 9)}/widget`
    case "de": return `https://www.betterplace.org/de/projects/${between(rng, 10000, 150000)}/donations/iframe_form`
    case "nl": return `https://www.whydonate.com/${pick(rng, ["nl", "en"])}/fundraising/${slug}/embed`
    case "br": return `https://www.vakinha.com.br/${between(rng, 1000000, 5000000)}/embed`
    case "it": return `https://www.retedeldono.it/${pick(rng, ["it", "en"])}/widget/${slug}`
    case "es": return `https://www.migranodearena.org/widget/${between(rng, 10000, 99999)}`
    case "uk": return `https://www.justgiving.com/${slug}/widget`
    default: return `https://donorbox.org/embed/${slug}`
  }
}
const donateTitle: T<string> = { en: "Support our work", fr: "Soutenez notre association", de: "Unterstützen Sie unsere Arbeit", es: "Apoya nuestro proyecto", nl: "Steun ons werk", pt: "Apoie nosso trabalho", it: "Sostieni il nostro lavoro" }

// Donation widgets of the well-known national platforms (HelloAsso, betterplace, Vakinha, Rete del Dono, JustGiving, Donorbox) embedded by associations (the honest twin of a fake donation appeal): an iframe of the association's own campaign.
const donationEmbed = benign("fresh34-donation-widget-iframe-of-known-national-platform", (page, rng) => {
  const slug = page.site.brand.replace(/[^a-z0-9-]/g, "") || "association"
  const src = donationWidget(rng, page, `${slug}${chance(rng, 0.4) ? `-${pick(rng, ["campagne", "campaign", "2025", "spendenaktion", "winter"])}` : ""}`)
  const html = `<section class="${pick(rng, ["donate", "support", "don"])}"><h3>${esc(say(page, donateTitle))}</h3><iframe src="${esc(src)}" width="${pick(rng, ["100%", "400", "480"])}" height="${between(rng, 450, 750)}" style="border:none" ${chance(rng, 0.5) ? `title="${esc(say(page, donateTitle))}" ` : ""}loading="lazy"></iframe></section>`
  return splices(insert(lowSpot(rng, page), html))
})

// Consent managers (Cookiebot, Didomi, Axeptio, iubenda, OneTrust, Usercentrics) added after a data-protection authority's cookie guidance: the vendor's loader script in the head.
const consentManager = benign("fresh34-cookie-consent-manager-loader-from-known-vendor", (page, rng) => {
  const uuid = `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
  const tag = pick(rng, [
    () => `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${uuid}" data-blockingmode="auto" type="text/javascript"></script>`,
    () => `<script type="text/javascript" src="https://sdk.privacy-center.org/${uuid}/loader.js?target=${page.site.host}" async></script>`,
    () => `<script src="https://static.axept.io/sdk.js" async data-project-id="${hex(rng, 24)}"></script>`,
    () => `<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/${between(rng, 1000000, 3999999)}.js"></script>`,
    () => `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${uuid}"></script>`,
    () => `<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="${alnum(rng, 10)}" async></script>`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)]), tag))
})

// Analytics moved off a US service to a self-hosted Matomo or an EU-hosted one after the European rulings on analytics transfers (public bodies led the way): the tracker script in the head.
const analyticsMoved = benign("fresh34-analytics-moved-to-self-hosted-matomo-or-eu-service", (page, rng) => {
  const own = `${pick(rng, ["stats", "matomo", "analytics", "piwik"])}.${page.site.domain}`
  const tag = pick(rng, [
    () => `<script>var _paq=window._paq=window._paq||[];_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);(function(){var u="https://${own}/";_paq.push(["setTrackerUrl",u+"matomo.php"]);_paq.push(["setSiteId","${between(rng, 1, 40)}"]);var d=document,g=d.createElement("script"),s=d.getElementsByTagName("script")[0];g.async=true;g.src=u+"matomo.js";s.parentNode.insertBefore(g,s)})();</script>`,
    () => `<script defer data-domain="${page.site.host.replace(/^www\./, "")}" src="https://plausible.io/js/script.js"></script>`,
    () => `<script async src="https://${page.site.domain.replace(/\./g, "-")}.matomo.cloud/matomo.js"></script>`,
    () => `<script async src="https://eu.umami.is/script.js" data-website-id="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}"></script>`
  ])()
  return splices(insert(head(page), tag))
})

// ———————————————————————————— ordinary changes ————————————————————————————

const holidays: Readonly<Record<string, ReadonlyArray<string>>> = {
  fr: ["le 14 juillet", "le 1er mai", "le jour de la Toussaint", "le lundi de Pentecôte"], de: ["am Tag der Deutschen Einheit (3. Oktober)", "am Pfingstmontag", "an Fronleichnam"], es: ["el Día de la Hispanidad (12 de octubre)", "el Día de la Constitución", "el Jueves Santo"],
  nl: ["op Koningsdag (27 april)", "op Bevrijdingsdag", "op tweede pinksterdag"], br: ["no feriado de Tiradentes", "na Proclamação da República", "na segunda e terça de Carnaval"], it: ["per la Festa della Repubblica (2 giugno)", "a Ferragosto", "il giorno di Santo Stefano"],
  uk: ["on the August bank holiday", "on Boxing Day"], us: ["on Independence Day", "on Thanksgiving Day"], au: ["on Australia Day", "on ANZAC Day"], in: ["for Diwali", "on Independence Day"]
}
const holidayText: T<string> = {
  en: "Our offices are closed {h}. Online services remain available.", fr: "Nos bureaux seront fermés {h}. Les services en ligne restent accessibles.", de: "Unsere Büros sind {h} geschlossen. Online-Dienste bleiben erreichbar.",
  es: "Nuestras oficinas permanecerán cerradas {h}. Los servicios en línea siguen disponibles.", nl: "Onze kantoren zijn gesloten {h}. Online diensten blijven beschikbaar.", pt: "Nossos escritórios estarão fechados {h}. Os serviços online continuam disponíveis.", it: "I nostri uffici resteranno chiusi {h}. I servizi online restano disponibili."
}

// National and regional public holidays announced by offices and shops: a one-line closure notice naming the holiday.
const publicHoliday = benign("fresh34-national-public-holiday-closure-line", (page, rng) => {
  const h = pick(rng, byCountry(page, holidays, ["on the public holiday"]))
  const text = esc(fill(holidayText[official(rng, page).lang], { h }))
  return splices(chance(rng, 0.5) ? lineBeside(page, contactNeedles(page), text, slotAt(page.spots, "top")) : insert(blockSpot(rng, page), `<p class="${pick(rng, ["notice", "holiday", "closure"])}">${text}</p>`))
})

const summerText: T<string> = {
  en: "Summer opening hours from {d1} to {d2}: Monday to Friday, {h1} to {h2}.", fr: "Horaires d'été du {d1} au {d2} : du lundi au vendredi, de {h1} à {h2}.", de: "Sommeröffnungszeiten vom {d1} bis {d2}: Montag bis Freitag, {h1} bis {h2} Uhr.",
  es: "Horario de verano del {d1} al {d2}: de lunes a viernes, de {h1} a {h2}.", nl: "Zomeropeningstijden van {d1} tot {d2}: maandag tot en met vrijdag, {h1} tot {h2} uur.", pt: "Horário de verão de {d1} a {d2}: de segunda a sexta, das {h1} às {h2}.", it: "Orario estivo dal {d1} al {d2}: dal lunedì al venerdì, dalle {h1} alle {h2}."
}

// Summer hours ("horario de verano", "horaires d'été") posted by public offices and shops: one line beside the contact details.
const summerHours = benign("fresh34-summer-opening-hours-line-beside-contact", (page, rng) => {
  const d = someDate(rng)
  const h1 = between(rng, 7, 9)
  const text = esc(fill(say(page, summerText), { d1: dateIn(page, d), d2: dateIn(page, d, between(rng, 30, 75)), h1: `${h1}:${pick(rng, ["00", "30"])}`, h2: `${between(rng, 13, 15)}:00` }))
  return splices(lineBeside(page, contactNeedles(page), text, slotAt(page.spots, "bottom")))
})

const newNetworks = (rng: Rng, page: Page): ReadonlyArray<readonly [string, string]> => {
  const h = (page.ids.social[0]?.href ?? "").replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") || page.site.brand
  return sample(rng, [
    ["WhatsApp", `https://whatsapp.com/channel/${alnum(rng, 22).toUpperCase()}`],
    ["TikTok", `https://www.tiktok.com/@${h.toLowerCase()}`],
    ["Threads", `https://www.threads.net/@${h.toLowerCase()}`],
    ["Bluesky", `https://bsky.app/profile/${page.site.domain}`],
    ["Mastodon", `https://${pick(rng, ["mastodon.social", "social.network.europa.eu", "mastodon.nl", "mastodon.green"])}/@${h}`]
  ] as const, between(rng, 1, 2))
}

// New social profiles of the organisation itself (a WhatsApp channel, TikTok, Threads, Bluesky or Mastodon) added to its follow-us line.
const socialAdded = benign("fresh34-own-new-social-profiles-added-to-follow-line", (page, rng) => {
  const add = newNetworks(rng, page).map(([n, h]) => `<a href="${esc(h)}">${n}</a>`).join(" · ")
  const last = [...page.ids.social].reverse().find((s) => s.href !== null)
  const a = last === undefined ? undefined : page.spots.elements.find((e) => e.name === "a" && usable(page, e) && e.attribs.href === last.href && e.closeTag !== null)
  if (a !== undefined && a.closeTag !== null) return splices(insert(a.closeTag.end, ` · ${add}`))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: ${add}`, slotAt(page.spots, "bottom")))
})

const correction: T<ReadonlyArray<string>> = {
  en: ["Correction ({d}): an earlier version of this page gave the wrong date for the meeting. It has been corrected.", "Update ({d}): this article was updated with the council's response."],
  fr: ["Rectificatif ({d}) : une version précédente de cette page indiquait une date erronée pour la réunion. Elle a été corrigée.", "Mise à jour ({d}) : cet article a été complété avec la réponse de la mairie."],
  de: ["Korrektur ({d}): In einer früheren Fassung stand ein falsches Datum für die Sitzung. Wir haben es korrigiert.", "Aktualisierung ({d}): Der Artikel wurde um die Stellungnahme der Stadt ergänzt."],
  es: ["Fe de erratas ({d}): una versión anterior de esta página daba una fecha errónea para la reunión. Ya está corregida.", "Actualización ({d}): se ha añadido la respuesta del ayuntamiento."],
  nl: ["Rectificatie ({d}): in een eerdere versie stond een verkeerde datum voor de vergadering. Dit is aangepast.", "Update ({d}): dit artikel is aangevuld met de reactie van de gemeente."],
  pt: ["Errata ({d}): uma versão anterior desta página informava a data errada da reunião. A informação foi corrigida.", "Atualização ({d}): a reportagem foi atualizada com a resposta da prefeitura."],
  it: ["Rettifica ({d}): una versione precedente di questa pagina riportava una data errata per la riunione. È stata corretta.", "Aggiornamento ({d}): l'articolo è stato integrato con la risposta del Comune."]
}

// Corrections and updates appended to articles by newsrooms and public bodies: a dated italic note after the first paragraph or lower on the page.
const correctionNote = benign("fresh34-dated-correction-or-update-note-appended-to-article", (page, rng) => {
  const text = esc(fill(pick(rng, say(page, correction)), { d: page.site.locale.date(someDate(rng)) }))
  const p = page.spots.elements.find((e) => e.name === "p" && e.shown && usable(page, e) && e.closeTag !== null && !rawInside(page, { start: e.openEnd, end: e.closeTag.start }) && page.spots.texts.some((t) => t.start >= e.openEnd && t.end <= e.closeTag!.start && t.text.trim().length >= 60))
  const html = `<p class="${pick(rng, ["correction", "update-note", "erratum"])}"><em>${text}</em></p>`
  if (p !== undefined && p.closeTag !== null && chance(rng, 0.6)) return splices(insert(p.closeTag.end, html))
  return splices(insert(lowSpot(rng, page), html))
})

const seasonal: T<ReadonlyArray<string>> = {
  en: ["Christmas market {y}", "Summer programme {y}", "Open day {y}"], fr: ["Marché de Noël {y}", "Soldes d'été", "Journées du patrimoine {y}"], de: ["Weihnachtsmarkt {y}", "Sommerprogramm {y}", "Tag der offenen Tür"],
  es: ["Fiestas patronales {y}", "Rebajas de verano", "Jornada de puertas abiertas"], nl: ["Kerstmarkt {y}", "Zomerprogramma {y}", "Open dag"], pt: ["Festa junina {y}", "Black Friday", "Programação de férias"], it: ["Mercatino di Natale {y}", "Saldi estivi", "Open day {y}"]
}

// Seasonal titles (a festival, a sale or an open day added to the page title for the season): the title gets a suffix.
const seasonalTitle = benign("fresh34-page-title-gets-seasonal-event-suffix", (page, rng) => {
  const s = fill(pick(rng, say(page, seasonal)), { y: String(between(rng, 2025, 2026)) })
  const tr = titleRange(page)
  if (tr !== null) return splices(insert(tr.end, esc(` ${pick(rng, ["|", "–", "-", "·"])} ${s}`)))
  return splices(insert(head(page), `<title>${esc(`${brandName(page)} – ${s}`)}</title>`))
})

const a11y: Readonly<Record<string, readonly [string, string]>> = {
  fr: ["Accessibilité : partiellement conforme", "/accessibilite"], de: ["Erklärung zur Barrierefreiheit", "/barrierefreiheit"], es: ["Declaración de accesibilidad", "/accesibilidad"],
  nl: ["Toegankelijkheidsverklaring", "https://www.toegankelijkheidsverklaring.nl/register"], it: ["Dichiarazione di accessibilità", "https://form.agid.gov.it/"], br: ["Acessibilidade", "/acessibilidade"],
  uk: ["Accessibility statement", "/accessibility"], us: ["Accessibility", "/accessibility"], au: ["Accessibility", "/accessibility"], in: ["Accessibility statement", "/accessibility"]
}

// Accessibility statements that EU public bodies must publish (RGAA in France, BITV in Germany, the Dutch and Italian national registers): a footer link to the statement, on the site or at the national register.
const accessibilityStatement = benign("fresh34-accessibility-statement-link-in-footer", (page, rng) => {
  const [text, href] = byCountry(page, a11y, ["Accessibility statement", "/accessibility"] as const)
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["a11y", "footer-links", "legal"])}">${link(href, text)}</p>`))
})

/** Every fresh34 benign class, in a fixed order. */
export const fresh34Benigns: ReadonlyArray<ChangeClass> = [
  pollingDay, civicCampaign, taxDeadline, scamWarning, weatherWarning,
  bankChangeAnnounced, phoneChangeAnnounced, mergerNewAddress, tariffIndexation, paymentMethodsAdded,
  regionalPartners, translationsAdded, appointmentForm, donationEmbed, consentManager, analyticsMoved,
  publicHoliday, summerHours, socialAdded, correctionNote, seasonalTitle, accessibilityStatement
]

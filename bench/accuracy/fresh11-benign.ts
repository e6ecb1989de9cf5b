/**
 * Fresh11 benign classes: written after round 12 (after fresh10), by someone
 * who does not read the engines, from how real councils, water utilities,
 * housing associations, clubs, restaurants, shops, listed companies,
 * charities and support services change their pages. Several are honest
 * counterparts of attacker techniques: a contact card (vCard) carrying the
 * site's own details, an OpenSearch description on the site's own host, a
 * notice about the bank's 3-D Secure step that asks for nothing, a
 * quick-exit button whose script swaps the page for a weather site, an
 * inline consent script in the head, a form that sends a tracking number to
 * the carrier's own site, a chat-server widget and a share-price frame from
 * well-known vendors, order buttons to delivery platforms, rental homes,
 * lost-property auctions, results tables and a death notice. Each differs
 * from every class in benign.ts and fresh-benign.ts through
 * fresh10-benign.ts, and is written in the site's own language where it
 * shows text. None changes the site's phone numbers, payment details, e-mail
 * addresses or where its own forms and sign-in go. The writer had no
 * internet access: sources are recalled from memory. Scored in the `fresh11`
 * group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lineAfter, say, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh11", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const charsOf = (rng: Rng, chars: string, n: number) => Array.from({ length: n }, () => chars[int(rng, chars.length)]).join("")
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${new URL(page.site.url).origin}${path}` : path)
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")

const vcardWords: Record<Lang, string> = {
  en: "Add us to your contacts (vCard)", fr: "Ajouter nos coordonnées à vos contacts (vCard)", de: "Kontakt speichern (vCard)", es: "Añadir a sus contactos (vCard)",
  nl: "Voeg ons toe aan uw contacten (vCard)", pt: "Adicionar aos seus contatos (vCard)", it: "Aggiungi ai tuoi contatti (vCard)"
}

// Contact cards on company, university and staff-directory pages, recalled from memory of the vCard format (RFC 6350, 2011) and of the "Add to contacts" / "Download vCard" links that directories and business-card QR codes offer: a link, next to the contact details, to a card with the site's own name, phone number, e-mail address and web address (a file on the site or a data: URL). Nothing shown on the page changes.
const ownVcard = benign("'add us to your contacts' vCard with the site's own phone number and e-mail address", (page, rng) => {
  const name = brandName(page)
  const card = [
    "BEGIN:VCARD", pick(rng, ["VERSION:3.0", "VERSION:4.0"]), `FN:${name}`, `ORG:${name}`,
    `TEL;TYPE=${pick(rng, ["WORK,VOICE", "work", "MAIN"])}:${chance(rng, 0.5) ? page.ids.phone.intl : page.ids.phone.tel}`,
    `EMAIL;TYPE=INTERNET:${page.ids.email}`, `URL:${page.site.url}`, "END:VCARD"
  ].join("\r\n")
  const href = chance(rng, 0.6) ? own(rng, page, `/${pick(rng, ["contact", "about", "vcard"])}/${slug(page.site.brand) || "contact"}.vcf`) : `data:text/vcard;charset=utf-8,${encodeURIComponent(card)}`
  const link = `<a href="${esc(href)}" download="${esc(slug(page.site.brand) || "contact")}.vcf">${esc(say(page, vcardWords))}</a>`
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  return splices(line !== null ? insert(line.at, line.wrap(link)) : insert(footerSpot(rng, page), `<p class="${pick(rng, ["vcard-link", "save-contact"])}">${link}</p>`))
})

// OpenSearch descriptions on a site's own host, recalled from memory of the OpenSearch 1.1 autodiscovery convention (A9.com, about 2005–2006) as MediaWiki (Wikipedia's link rel="search" to /w/opensearch_desc.php), WordPress plugins and many shops and libraries use it, so browsers can offer the site's search in the address bar: a link in the head to an XML description served by the site itself.
const ownOpenSearch = benign("OpenSearch description on the site's own host added to the head for its search box", (page, rng) => {
  const title = pick(rng, [brandName(page), `${brandName(page)} ${pick(rng, ["Search", "Suche", "Recherche", "Zoeken", "Buscar", "Cerca", "Pesquisa"])}`, page.site.host])
  const path = pick(rng, ["/opensearch.xml", "/osd.xml", "/search/opensearch.xml", "/opensearch_desc.xml", "/static/opensearch.xml"])
  return splices(insert(head(page), `<link rel="search" type="application/opensearchdescription+xml" title="${esc(title)}" href="${esc(own(rng, page, path))}">`))
})

const scaWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Card payments: an extra security step", "Under the strong customer authentication rules, some card payments on our site must be confirmed in your bank's app or with a code your bank sends you. The check appears in a window from your own bank. We will never ask you for your PIN, or for that code, by phone or e-mail.", "Help with payments"],
  fr: ["Paiement par carte : une étape de sécurité en plus", "Conformément aux règles d'authentification forte, certains paiements par carte sur notre site doivent être validés dans l'application de votre banque ou avec un code envoyé par celle-ci. La vérification s'affiche dans une fenêtre de votre banque. Nous ne vous demanderons jamais votre code PIN ni ce code par téléphone ou par e-mail.", "Aide au paiement"],
  de: ["Kartenzahlung: ein zusätzlicher Sicherheitsschritt", "Nach den Regeln zur starken Kundenauthentifizierung müssen manche Kartenzahlungen auf unserer Website in der App Ihrer Bank oder mit einem Code Ihrer Bank bestätigt werden. Die Prüfung erscheint in einem Fenster Ihrer eigenen Bank. Wir fragen Sie nie per Telefon oder E-Mail nach Ihrer PIN oder diesem Code.", "Hilfe zur Zahlung"],
  es: ["Pagos con tarjeta: un paso de seguridad más", "Según las normas de autenticación reforzada, algunos pagos con tarjeta en nuestra web deben confirmarse en la app de su banco o con un código que este le envía. La comprobación aparece en una ventana de su propio banco. Nunca le pediremos el PIN ni ese código por teléfono o correo electrónico.", "Ayuda con los pagos"],
  nl: ["Betalen met kaart: een extra beveiligingsstap", "Door de regels voor sterke klantauthenticatie moeten sommige kaartbetalingen op onze site worden bevestigd in de app van uw bank of met een code die uw bank stuurt. De controle verschijnt in een venster van uw eigen bank. Wij vragen nooit per telefoon of e-mail om uw pincode of die code.", "Hulp bij betalen"],
  pt: ["Pagamentos com cartão: uma etapa extra de segurança", "Pelas regras de autenticação forte, alguns pagamentos com cartão no nosso site precisam ser confirmados no aplicativo do seu banco ou com um código enviado por ele. A verificação aparece numa janela do seu próprio banco. Nunca pediremos sua senha nem esse código por telefone ou e-mail.", "Ajuda com pagamentos"],
  it: ["Pagamenti con carta: un passaggio di sicurezza in più", "In base alle regole di autenticazione forte, alcuni pagamenti con carta sul nostro sito vanno confermati nell'app della tua banca o con un codice inviato dalla banca. La verifica compare in una finestra della tua banca. Non ti chiederemo mai il PIN né quel codice per telefono o e-mail.", "Aiuto sui pagamenti"]
}

// Strong customer authentication notices, recalled from memory of the EU's second Payment Services Directive and its technical standards (SCA enforced for e-commerce from 31 December 2020 in the EU and 14 March 2022 in the UK), and of the notices shops, charities and ticket sellers posted about 3-D Secure checks in the bank's app: an information box linking to the site's own payment help, warning that the site never asks for a PIN or a code. No form is added.
const scaNotice = benign("strong customer authentication notice: some card payments confirmed in the bank's app (PSD2, 3-D Secure)", (page, rng) => {
  const [h, p, cta] = say(page, scaWords)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["payment-info", "sca-notice", "notice"])}" style="border-left:4px solid #1d70b8;padding:10px 14px;margin:12px 0"><h3>🔒 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(own(rng, page, pick(rng, ["/help/payments", "/faq/payment", "/support/card-payments", "/payments"])))}">${esc(cta)}</a></p></aside>`))
})

const streets: Record<Lang, ReadonlyArray<string>> = {
  en: ["Mill Lane", "Church Street", "Station Road", "Park Avenue", "Victoria Close"], fr: ["rue des Lilas", "avenue Jean-Jaurès", "rue de la Gare", "allée des Tilleuls"],
  de: ["Lindenstraße", "Bahnhofstraße", "Gartenweg", "Am Mühlbach"], es: ["calle Mayor", "avenida de la Constitución", "calle del Sol", "plaza de España"],
  nl: ["Molenstraat", "Kerkstraat", "Stationsweg", "Beukenlaan"], pt: ["Rua das Flores", "Avenida Brasil", "Rua São João", "Travessa do Carmo"],
  it: ["via Roma", "via Garibaldi", "viale Europa", "via dei Mille"]
}
const rentalWords: Record<Lang, readonly [string, readonly [string, string, string, string], string, string]> = {
  en: ["Homes to rent", ["Address", "Bedrooms", "Rent per month", "Available from"], "Apply", "Homes are let under our published allocation policy. Apply through your tenant account; we never ask for a deposit or a fee before a tenancy agreement is signed."],
  fr: ["Logements à louer", ["Adresse", "Chambres", "Loyer mensuel", "Disponible le"], "Postuler", "Les logements sont attribués selon notre règlement d'attribution publié. Déposez votre demande depuis votre espace locataire ; nous ne demandons jamais de dépôt ni de frais avant la signature du bail."],
  de: ["Wohnungsangebote", ["Adresse", "Zimmer", "Miete pro Monat", "Frei ab"], "Bewerben", "Wir vergeben Wohnungen nach unseren veröffentlichten Vergaberichtlinien. Bewerben Sie sich über Ihr Mieterkonto; wir verlangen nie eine Kaution oder Gebühr vor Unterzeichnung des Mietvertrags."],
  es: ["Viviendas en alquiler", ["Dirección", "Dormitorios", "Alquiler mensual", "Disponible desde"], "Solicitar", "Las viviendas se adjudican según nuestras bases publicadas. Presente su solicitud desde su área de inquilino; nunca pedimos fianza ni pagos antes de firmar el contrato."],
  nl: ["Woningaanbod", ["Adres", "Slaapkamers", "Huur per maand", "Beschikbaar per"], "Reageren", "Woningen worden toegewezen volgens onze gepubliceerde regels. Reageer via uw account; wij vragen nooit een borg of kosten voordat het huurcontract is getekend."],
  pt: ["Imóveis para alugar", ["Endereço", "Quartos", "Aluguel mensal", "Disponível a partir de"], "Inscrever-se", "Os imóveis são atribuídos conforme nosso regulamento publicado. Inscreva-se pela sua área do inquilino; nunca pedimos depósito ou taxa antes da assinatura do contrato."],
  it: ["Alloggi in affitto", ["Indirizzo", "Camere", "Canone mensile", "Disponibile dal"], "Candidati", "Gli alloggi sono assegnati secondo il nostro regolamento pubblicato. Candidati dalla tua area inquilini; non chiediamo mai depositi o spese prima della firma del contratto."]
}

// Rental homes listed by housing associations and municipal housing companies, recalled from memory of UK choice-based lettings pages, Dutch housing corporations' "woningaanbod" (through WoningNet and similar), and German municipal Wohnungsbaugesellschaften: a table of homes with rents and availability dates, linking to the organisation's own application pages, and a line saying no fee is ever asked before a signed agreement. (The honest counterpart of the rental-listing scam.)
const rentalListings = benign("housing association's homes to rent with rents and links to its own application pages", (page, rng) => {
  const [h, cols, apply, note] = say(page, rentalWords)
  const base = pick(rng, ["/homes/", "/woningaanbod/", "/rent/", "/listings/", "/wohnungen/"])
  const rows = sample(rng, streets[page.site.locale.lang], between(rng, 2, 4)).map((st) => {
    const id = `${digits(rng, 5)}`
    return `<tr><td>${esc(st)} ${between(rng, 1, 120)}</td><td>${between(rng, 1, 4)}</td><td>${esc(page.site.locale.money(between(rng, 45, 140) * 10))}</td><td>${esc(dateOf(rng, page))}</td><td><a href="${esc(own(rng, page, `${base}${id}`))}">${esc(apply)}</a></td></tr>`
  }).join("")
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["rental-homes", "vacancies", "homes-to-let"])}"><h2>${esc(h)}</h2><table class="listings"><thead><tr>${cols.map((c) => `<th>${esc(c)}</th>`).join("")}<th></th></tr></thead><tbody>${rows}</tbody></table><p><small>${esc(note)}</small></p></section>`))
})

const memoriamWords: Record<Lang, readonly [string, (n: string, a: number, b: number, role: string, d: string) => string, readonly [string, string], string]> = {
  en: ["In memoriam", (n, a, b, r, d) => `It is with great sadness that we share the news that ${n} (${a}–${b}), ${r}, has died. Our thoughts are with the family. The funeral will take place on ${d}; the family has asked for donations to a charity of their choice instead of flowers.`, ["our long-serving treasurer", "a much-loved colleague for more than twenty years"], "Sign the book of condolence"],
  fr: ["In memoriam", (n, a, b, r, d) => `C'est avec une grande tristesse que nous vous annonçons le décès de ${n} (${a}-${b}), ${r}. Nos pensées vont à sa famille. Les obsèques auront lieu le ${d} ; la famille souhaite des dons à une association plutôt que des fleurs.`, ["notre trésorier de longue date", "un collègue apprécié de tous depuis plus de vingt ans"], "Signer le livre de condoléances"],
  de: ["Nachruf", (n, a, b, r, d) => `Mit großer Trauer teilen wir mit, dass ${n} (${a}–${b}), ${r}, verstorben ist. Unsere Gedanken sind bei der Familie. Die Trauerfeier findet am ${d} statt; statt Blumen bittet die Familie um Spenden an eine gemeinnützige Organisation.`, ["unser langjähriger Kassenwart", "über zwanzig Jahre ein geschätzter Kollege"], "Ins Kondolenzbuch eintragen"],
  es: ["In memoriam", (n, a, b, r, d) => `Con gran tristeza comunicamos el fallecimiento de ${n} (${a}-${b}), ${r}. Nuestro pensamiento está con su familia. El funeral se celebrará el ${d}; la familia pide donativos a una entidad benéfica en lugar de flores.`, ["nuestro tesorero durante muchos años", "un compañero muy querido durante más de veinte años"], "Firmar el libro de condolencias"],
  nl: ["In memoriam", (n, a, b, r, d) => `Met groot verdriet delen wij het bericht dat ${n} (${a}-${b}), ${r}, is overleden. Onze gedachten zijn bij de familie. De uitvaart vindt plaats op ${d}; in plaats van bloemen vraagt de familie om een gift aan een goed doel.`, ["onze jarenlange penningmeester", "ruim twintig jaar een zeer gewaardeerde collega"], "Teken het condoleanceregister"],
  pt: ["In memoriam", (n, a, b, r, d) => `É com grande tristeza que comunicamos o falecimento de ${n} (${a}-${b}), ${r}. Nossos pensamentos estão com a família. O velório será em ${d}; a família pede doações a uma instituição de caridade em vez de flores.`, ["nosso tesoureiro de longa data", "um colega querido por mais de vinte anos"], "Assinar o livro de condolências"],
  it: ["In memoriam", (n, a, b, r, d) => `Con grande tristezza comunichiamo la scomparsa di ${n} (${a}-${b}), ${r}. Il nostro pensiero va alla famiglia. Il funerale si terrà il ${d}; la famiglia chiede, invece dei fiori, donazioni a un ente benefico.`, ["il nostro storico tesoriere", "un collega amato da tutti per oltre vent'anni"], "Firma il libro delle condoglianze"]
}
const people: Record<Lang, ReadonlyArray<string>> = {
  en: ["Margaret Hughes", "David Walker", "Susan Clarke", "Peter Morris"], fr: ["Jean Dubois", "Monique Lefèvre", "Alain Moreau", "Françoise Girard"],
  de: ["Hans Schneider", "Ingrid Becker", "Wolfgang Krüger", "Renate Vogel"], es: ["José Martínez", "Carmen López", "Antonio Ruiz", "Pilar Navarro"],
  nl: ["Jan de Vries", "Ria Bakker", "Henk Visser", "Annie Smit"], pt: ["José Santos", "Maria Oliveira", "Antônio Souza", "Lúcia Ferreira"],
  it: ["Giuseppe Rossi", "Anna Colombo", "Franco Ricci", "Luisa Marino"]
}

// Death notices on the pages of clubs, schools, companies and parishes, recalled from memory of the "In memoriam" notices such organisations publish for a member, former head or colleague: the news, the funeral date and a link to a book of condolence on the site's own pages. (The honest counterpart of the funeral live-stream scam: no payment, no outside link.)
const inMemoriam = benign("'in memoriam' notice for a member or colleague with a book of condolence on the site", (page, rng) => {
  const [h, p, roles, cta] = say(page, memoriamWords)
  const n = pick(rng, people[page.site.locale.lang])
  const b = someDate(rng).getUTCFullYear()
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<aside class="${pick(rng, ["in-memoriam", "obituary", "death-notice"])}" style="border:1px solid #333;border-left:6px solid #000;padding:12px 16px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p(n, b - between(rng, 58, 92), b, pick(rng, roles), dateOf(rng, page)))}</p><p><a href="${esc(own(rng, page, `/${pick(rng, ["in-memoriam", "news", "condolences"])}/${slug(n)}`))}">${esc(cta)}</a></p></aside>`))
})

const fixtureWords: Record<Lang, readonly [string, readonly [string, string, string], string, readonly string[]]> = {
  en: ["Fixtures and results", ["Date", "Match", "Result / kick-off"], "Full league table", ["Rovers", "Athletic", "Town", "United", "Albion"]],
  fr: ["Calendrier et résultats", ["Date", "Match", "Score / coup d'envoi"], "Classement complet", ["AS", "FC", "US", "Olympique", "Stade"]],
  de: ["Spielplan und Ergebnisse", ["Datum", "Spiel", "Ergebnis / Anstoß"], "Zur Tabelle", ["SV", "TSV", "FC", "SpVgg", "VfB"]],
  es: ["Calendario y resultados", ["Fecha", "Partido", "Resultado / hora"], "Clasificación completa", ["CD", "CF", "UD", "Atlético", "Racing"]],
  nl: ["Programma en uitslagen", ["Datum", "Wedstrijd", "Uitslag / aanvang"], "Volledige stand", ["VV", "SV", "RKSV", "VVV", "SC"]],
  pt: ["Jogos e resultados", ["Data", "Jogo", "Resultado / horário"], "Classificação completa", ["EC", "FC", "SC", "Atlético", "União"]],
  it: ["Calendario e risultati", ["Data", "Partita", "Risultato / orario"], "Classifica completa", ["ASD", "US", "AC", "Polisportiva", "Virtus"]]
}
const leagueSites: Record<string, string> = {
  uk: "https://fulltime.thefa.com/", us: "https://www.gotsport.com/", fr: "https://epreuves.fff.fr/", de: "https://www.fussball.de/", es: "https://www.rfef.es/",
  nl: "https://www.voetbal.nl/", au: "https://www.playfootball.com.au/", in: "https://www.the-aiff.com/", br: "https://www.cbf.com.br/", it: "https://www.tuttocampo.it/"
}
const townsFor: Record<Lang, ReadonlyArray<string>> = {
  en: ["Ashford", "Bramley", "Hedon", "Kirkby", "Wetherby", "Eastleigh"], fr: ["Vitré", "Dole", "Montluel", "Pornic", "Saumur"], de: ["Lohne", "Wangen", "Kamen", "Goch", "Weiden"],
  es: ["Tomelloso", "Lorca", "Manacor", "Alcoy", "Utrera"], nl: ["Harderwijk", "Oss", "Heerde", "Goes", "Weert"], pt: ["Itu", "Bauru", "Lages", "Caruaru", "Jaú"], it: ["Lodi", "Chiari", "Fano", "Sora", "Vasto"]
}

// Club fixtures and results, recalled from memory of grassroots football clubs' sites fed from the league systems (the FA's Full-Time in England, fussball.de in Germany, voetbal.nl in the Netherlands, the FFF's competition pages in France): a table of the last results and next kick-offs, with a link to the league's official table.
const fixturesTable = benign("club fixtures and results table linking to the league's official site", (page, rng) => {
  const [h, cols, table, prefixes] = say(page, fixtureWords)
  const lang = page.site.locale.lang
  const us = `${brandName(page)}${pick(rng, ["", " " + pick(rng, ["1st team", "U18", "Ladies", "II"])])}`
  const rows = Array.from({ length: between(rng, 3, 6) }, (_, i) => {
    const them = `${pick(rng, prefixes)} ${pick(rng, townsFor[lang])}`
    const home = chance(rng, 0.5)
    const match = home ? `${us} – ${them}` : `${them} – ${us}`
    const res = i < 2 ? `${between(rng, 0, 4)}:${between(rng, 0, 4)}` : `${pick(rng, ["14:00", "15:00", "15:30", "19:30", "10:30"])}`
    return `<tr><td>${esc(dateOf(rng, page))}</td><td>${esc(match)}</td><td>${res}</td></tr>`
  }).join("")
  const league = leagueSites[page.site.locale.country] ?? leagueSites.uk!
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["fixtures", "results", "match-centre"])}"><h2>${esc(h)}</h2><table><thead><tr>${cols.map((c) => `<th>${esc(c)}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table><p><a href="${league}" rel="noopener">${esc(table)}</a></p></section>`))
})

const auctionPlatforms: Record<string, readonly [string, string]> = {
  us: ["GovDeals", "https://www.govdeals.com/"], uk: ["Bumblebee Auctions", "https://www.bumblebeeauctions.co.uk/"], fr: ["Encheres Domaine", "https://encheres-domaine.gouv.fr/"],
  de: ["Zoll-Auktion", "https://www.zoll-auktion.de/"], es: ["el Portal de Subastas del BOE", "https://subastas.boe.es/"], nl: ["Domeinen Online", "https://www.domeinenrz.nl/"],
  au: ["GraysOnline", "https://www.grays.com/"], in: ["MSTC e-Auction", "https://www.mstcecommerce.com/"], br: ["o Sistema de Leilão Eletrônico da Receita Federal", "https://www25.receita.fazenda.gov.br/sle-sociedade/portal"],
  it: ["il portale delle aste pubbliche", "https://www.agenziademanio.it/"]
}
const auctionWords: Record<Lang, readonly [string, (p: string) => string, string, string]> = {
  en: ["Lost property and surplus items", (p) => `Items handed in to us that are not claimed within three months, and equipment we no longer need (vehicles, furniture, IT), are sold by public auction on ${p}. If you have lost something, please check our lost-property page first.`, "See current lots", "Lost property"],
  fr: ["Objets trouvés et biens réformés", (p) => `Les objets déposés chez nous et non réclamés dans un délai de trois mois, ainsi que le matériel dont nous n'avons plus l'usage (véhicules, mobilier, informatique), sont vendus aux enchères publiques sur ${p}. Si vous avez perdu un objet, consultez d'abord notre page des objets trouvés.`, "Voir les lots en cours", "Objets trouvés"],
  de: ["Fundsachen und ausgesonderte Gegenstände", (p) => `Abgegebene Fundsachen, die nicht innerhalb von drei Monaten abgeholt werden, und nicht mehr benötigte Ausstattung (Fahrzeuge, Möbel, IT) werden öffentlich über ${p} versteigert. Wenn Sie etwas verloren haben, sehen Sie bitte zuerst in unserem Fundbüro nach.`, "Aktuelle Angebote ansehen", "Fundbüro"],
  es: ["Objetos perdidos y bienes en desuso", (p) => `Los objetos entregados que no se reclaman en tres meses y el material que ya no necesitamos (vehículos, mobiliario, informática) se venden en subasta pública en ${p}. Si ha perdido algo, consulte primero nuestra página de objetos perdidos.`, "Ver lotes actuales", "Objetos perdidos"],
  nl: ["Gevonden voorwerpen en afgestoten goederen", (p) => `Afgegeven voorwerpen die binnen drie maanden niet worden opgehaald en materiaal dat wij niet meer gebruiken (voertuigen, meubilair, ICT) worden openbaar geveild via ${p}. Bent u iets kwijt? Kijk dan eerst op onze pagina met gevonden voorwerpen.`, "Bekijk de huidige kavels", "Gevonden voorwerpen"],
  pt: ["Achados e perdidos e bens inservíveis", (p) => `Objetos entregues e não reclamados em três meses, e equipamentos que não usamos mais (veículos, móveis, informática), são vendidos em leilão público por ${p}. Se você perdeu algo, consulte primeiro nossa página de achados e perdidos.`, "Ver lotes atuais", "Achados e perdidos"],
  it: ["Oggetti smarriti e beni dismessi", (p) => `Gli oggetti consegnati e non reclamati entro tre mesi, e le attrezzature che non utilizziamo più (veicoli, arredi, informatica), sono venduti all'asta pubblica tramite ${p}. Se hai perso qualcosa, consulta prima la nostra pagina degli oggetti smarriti.`, "Vedi i lotti in corso", "Oggetti smarriti"]
}

// Public auctions of unclaimed and surplus goods, recalled from memory of UK police forces selling unclaimed property through Bumblebee Auctions, German public bodies through Zoll-Auktion (run by the customs administration), US municipalities through GovDeals, and the French state's Domaines: a box explaining that unclaimed lost property and surplus equipment go to public auction, linking to the official platform and to the site's own lost-property page. (The honest counterpart of the "unclaimed suitcases for 2 euros" trap.)
const publicAuction = benign("lost-property and surplus items auctioned on the official public auction platform", (page, rng) => {
  const [h, p, lots, lost] = say(page, auctionWords)
  const [name, url] = auctionPlatforms[page.site.locale.country] ?? auctionPlatforms.uk!
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["lost-property", "auctions", "surplus-sales"])}"><h3>${esc(h)}</h3><p>${esc(p(name))}</p><p><a href="${url}" rel="noopener">${esc(lots)}</a> · <a href="${esc(own(rng, page, pick(rng, ["/lost-property", "/fundbuero", "/objets-trouves", "/services/lost-and-found"])))}">${esc(lost)}</a></p></section>`))
})

const exchanges: Record<string, readonly [string, string]> = {
  us: ["NYSE", "USD"], uk: ["LSE", "GBX"], fr: ["Euronext Paris", "EUR"], de: ["Xetra", "EUR"], es: ["BME", "EUR"], nl: ["Euronext Amsterdam", "EUR"],
  au: ["ASX", "AUD"], in: ["NSE", "INR"], br: ["B3", "BRL"], it: ["Euronext Milan", "EUR"]
}
const shareWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Share price", "Prices delayed by at least 15 minutes.", "Investor relations"], fr: ["Cours de l'action", "Cours différés d'au moins 15 minutes.", "Relations investisseurs"],
  de: ["Aktienkurs", "Kurse mindestens 15 Minuten verzögert.", "Investor Relations"], es: ["Cotización", "Cotizaciones con un retraso mínimo de 15 minutos.", "Relación con inversores"],
  nl: ["Aandelenkoers", "Koersen met minstens 15 minuten vertraging.", "Investor relations"], pt: ["Cotação da ação", "Cotações com atraso mínimo de 15 minutos.", "Relações com investidores"],
  it: ["Quotazione del titolo", "Quotazioni ritardate di almeno 15 minuti.", "Investor relations"]
}

// Share-price widgets on listed companies' sites, recalled from memory of the investor-relations tools that providers such as Euroland and EQS (and Q4 in North America) supply as frames or scripts for a company's home and investors' pages: a small ticker frame with the exchange and a delayed-price note, linking to the company's own investors' page. (The honest counterpart of the penny-stock pump.)
const sharePrice = benign("share-price ticker frame from an investor-relations data provider (Euroland, EQS)", (page, rng) => {
  const [h, delayed, ir] = say(page, shareWords)
  const [exchange, currency] = exchanges[page.site.locale.country] ?? exchanges.us!
  const ticker = upper(rng, pick(rng, [2, 3, 4]))
  const lang = page.site.locale.lang
  const frame = pick(rng, [
    () => `<iframe src="https://tools.euroland.com/tools/ticker/html5/?companycode=${page.site.locale.country}-${ticker.toLowerCase()}&amp;lang=${lang === "en" ? "en-GB" : `${lang}-${lang.toUpperCase()}`}" title="${esc(h)}" width="${pick(rng, [250, 300, 320])}" height="${pick(rng, [90, 120, 140])}" frameborder="0" scrolling="no" style="border:0"></iframe>`,
    () => `<iframe src="https://irpages2.eqs.com/websites/${slug(page.site.brand).replace(/-/g, "")}/${lang === "de" ? "German" : "English"}/${pick(rng, [1000, 2000, 3000])}/share-price-ticker.html" title="${esc(h)}" width="100%" height="${pick(rng, [80, 110])}" frameborder="0" style="border:0"></iframe>`
  ])()
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<aside class="${pick(rng, ["share-price", "stock-ticker", "ir-widget"])}"><h4>${esc(h)} · ${ticker} (${exchange}, ${currency})</h4>${frame}<p><small>${esc(delayed)}</small> <a href="${esc(own(rng, page, pick(rng, ["/investors", "/investor-relations", "/en/investors/share"])))}">${esc(ir)}</a></p></aside>`))
})

const deliveryWords: Record<Lang, readonly [string, string]> = {
  en: ["Order online for delivery or collection", "Order on"], fr: ["Commandez en ligne, en livraison ou à emporter", "Commander sur"],
  de: ["Online bestellen – Lieferung oder Abholung", "Bestellen bei"], es: ["Pida en línea a domicilio o para recoger", "Pedir en"],
  nl: ["Online bestellen – bezorgen of afhalen", "Bestel via"], pt: ["Peça online para entrega ou retirada", "Peça pelo"], it: ["Ordina online a domicilio o da asporto", "Ordina su"]
}
const cities: Record<string, string> = { us: "chicago", uk: "london", fr: "paris", de: "berlin", es: "madrid", nl: "utrecht", au: "melbourne", in: "bangalore", br: "sao-paulo", it: "milano" }
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

/** The delivery platforms a restaurant in `country` lists, with the URL of its store on each. */
const deliveryPlatforms = (rng: Rng, country: string, s: string): ReadonlyArray<readonly [string, string]> => {
  const city = cities[country] ?? "london"
  const uber: readonly [string, string] = ["Uber Eats", `https://www.ubereats.com/${country === "uk" ? "gb" : country}/store/${s}/${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 22)}`]
  switch (country) {
    case "us": return [uber, ["DoorDash", `https://www.doordash.com/store/${s}-${city}-${digits(rng, 7)}/`], ["Grubhub", `https://www.grubhub.com/restaurant/${s}/${digits(rng, 7)}`]]
    case "uk": return [["Deliveroo", `https://deliveroo.co.uk/menu/${city}/${pick(rng, ["islington", "camden", "hackney"])}/${s}`], ["Just Eat", `https://www.just-eat.co.uk/restaurants-${s}/menu`], uber]
    case "fr": return [uber, ["Deliveroo", `https://deliveroo.fr/fr/menu/${city}/${pick(rng, ["11eme-bastille", "marais", "montmartre"])}/${s}`]]
    case "de": return [["Lieferando", `https://www.lieferando.de/speisekarte/${s}`], ["Wolt", `https://wolt.com/de/deu/${city}/restaurant/${s}`], uber]
    case "es": return [["Glovo", `https://glovoapp.com/es/es/${city}/${s}/`], ["Just Eat", `https://www.just-eat.es/restaurantes-${s}/menu`], uber]
    case "nl": return [["Thuisbezorgd.nl", `https://www.thuisbezorgd.nl/menu/${s}`], uber]
    case "au": return [uber, ["Menulog", `https://www.menulog.com.au/restaurants-${s}/menu`], ["DoorDash", `https://www.doordash.com/en-AU/store/${s}-${city}-${digits(rng, 7)}/`]]
    case "in": return [["Swiggy", `https://www.swiggy.com/restaurants/${s}-${city}-${digits(rng, 6)}`], ["Zomato", `https://www.zomato.com/${city}/${s}/order`]]
    case "br": return [["iFood", `https://www.ifood.com.br/delivery/${city}-sp/${s}/${uuid(rng)}`], ["Rappi", `https://www.rappi.com.br/restaurantes/${digits(rng, 7)}-${s}`]]
    case "it": return [["Deliveroo", `https://deliveroo.it/it/menu/${city}/${pick(rng, ["navigli", "brera", "isola"])}/${s}`], ["Glovo", `https://glovoapp.com/it/it/${city}/${s}/`], ["Just Eat", `https://www.justeat.it/restaurants-${s}/menu`]]
    default: return [uber]
  }
}

// Delivery-platform buttons on restaurant sites, recalled from memory of the "Order on Uber Eats / Deliveroo / Just Eat" badges restaurants added to their pages from 2020, when dining rooms closed and delivery apps (Lieferando and Thuisbezorgd, Glovo, Swiggy and Zomato, iFood) became the ordering channel: a row of buttons to the restaurant's store on each platform of its country.
const deliveryButtons = benign("order-online buttons to the restaurant's stores on food-delivery platforms (Uber Eats, Deliveroo, Just Eat, Lieferando)", (page, rng) => {
  const [h, on] = say(page, deliveryWords)
  const s = `${slug(page.site.brand) || "restaurant"}${pick(rng, ["", "-" + pick(rng, ["kitchen", "pizzeria", "bistro", "grill"])])}`
  const buttons = deliveryPlatforms(rng, page.site.locale.country, s).map(([name, url]) => `<a class="order-button" href="${esc(url)}" target="_blank" rel="noopener" style="display:inline-block;margin:4px 8px 4px 0;padding:8px 14px;border:1px solid #222;border-radius:20px;text-decoration:none">${esc(on)} ${esc(name)}</a>`).join("")
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<section class="${pick(rng, ["order-online", "delivery", "takeaway"])}"><h3>🛵 ${esc(h)}</h3><p>${buttons}</p></section>`))
})

const exitWords: Record<Lang, readonly [string, string]> = {
  en: ["Exit this page", "To leave this site quickly, select the button or press the Shift key three times. The page will be replaced by a weather site."],
  fr: ["Quitter cette page", "Pour quitter rapidement ce site, cliquez sur le bouton ou appuyez trois fois sur la touche Maj. La page sera remplacée par un site météo."],
  de: ["Seite schnell verlassen", "Um diese Website schnell zu verlassen, klicken Sie auf die Schaltfläche oder drücken Sie dreimal die Umschalttaste. Die Seite wird durch eine Wetterseite ersetzt."],
  es: ["Salir rápido de esta página", "Para salir rápidamente de este sitio, pulse el botón o presione tres veces la tecla Mayús. La página se sustituirá por una web del tiempo."],
  nl: ["Snel weg van deze pagina", "Wilt u deze site snel verlaten? Klik op de knop of druk drie keer op Shift. De pagina wordt vervangen door een weersite."],
  pt: ["Sair rápido desta página", "Para sair rapidamente deste site, clique no botão ou pressione a tecla Shift três vezes. A página será substituída por um site de previsão do tempo."],
  it: ["Esci subito da questa pagina", "Per lasciare rapidamente questo sito, premi il pulsante o premi tre volte il tasto Maiusc. La pagina sarà sostituita da un sito meteo."]
}
const weatherSites: Record<string, string> = {
  uk: "https://www.bbc.co.uk/weather", us: "https://weather.com/", fr: "https://meteofrance.com/", de: "https://www.dwd.de/", es: "https://www.aemet.es/",
  nl: "https://www.buienradar.nl/", au: "http://www.bom.gov.au/", in: "https://mausam.imd.gov.in/", br: "https://portal.inmet.gov.br/", it: "https://www.ilmeteo.it/"
}

// Quick-exit buttons on support services' sites, recalled from memory of the GOV.UK Design System's "Exit this page" component (2023), of the quick-exit buttons of domestic-abuse charities such as Women's Aid and Refuge, and of their advice on covering one's tracks: a button (and three presses of Shift) that replaces the page with an everyday site, with history.replace so the back button does not return. (The honest counterpart of redirect scripts.)
const quickExit = benign("'Exit this page' quick-exit button whose script swaps the page for a weather site (support services)", (page, rng) => {
  const [label, hint] = say(page, exitWords)
  const dest = pick(rng, [weatherSites[page.site.locale.country] ?? weatherSites.uk!, weatherSites[page.site.locale.country] ?? weatherSites.uk!, "https://www.google.com/"])
  const id = `${pick(rng, ["exit-this-page", "quick-exit", "safe-exit"])}`
  const button = `<div class="govuk-exit-this-page" id="${id}" data-module="govuk-exit-this-page" style="position:${pick(rng, ["sticky", "fixed"])};top:0;right:0;z-index:${between(rng, 100, 9999)};text-align:right"><a href="${dest}" role="button" draggable="false" class="govuk-button govuk-button--warning govuk-exit-this-page__button" rel="nofollow noreferrer" style="background:#d4351c;color:#fff;padding:8px 14px;font-weight:bold;text-decoration:none">${esc(label)}</a></div>`
  const note = chance(rng, 0.6) ? `<p class="${pick(rng, ["exit-hint", "safety-tip"])}"><small>${esc(hint)}</small></p>` : ""
  const code = `(function(){var u=${js(dest)},n=0,t;function go(){try{window.open("https://www.google.com/","_blank")}catch(e){}location.replace(u)}var b=document.querySelector("#${id} a");if(b)b.addEventListener("click",function(e){e.preventDefault();go()});document.addEventListener("keydown",function(e){if(e.key!=="Shift")return;n++;clearTimeout(t);t=setTimeout(function(){n=0},5000);if(n>=3)go()})})();`
  return splices(insert(top(page), button + note), insert(bottom(page), `<script>${code}</script>`))
})

const eea = ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IS", "IE", "IT", "LV", "LI", "LT", "LU", "MT", "NL", "NO", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "GB", "CH"]

// Consent defaults set before the tags, recalled from memory of Google's Consent Mode v2 (announced late 2023; required from March 2024 for ad personalisation in the EEA under the Digital Markets Act) and of the set-up guides of Cookiebot, OneTrust and Usercentrics, which tell sites to put a gtag('consent', 'default', ...) snippet at the very top of the head: an inline script that defines dataLayer and gtag and denies storage until the visitor chooses, sometimes limited to European regions.
const consentModeDefaults = benign("Google Consent Mode v2 defaults snippet at the top of the head, before the tags", (page, rng) => {
  const region = chance(rng, 0.4) ? `,'region':[${eea.map((c) => `'${c}'`).join(",")}]` : ""
  const code = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',{'ad_storage':'denied','ad_user_data':'denied','ad_personalization':'denied','analytics_storage':'denied'${chance(rng, 0.5) ? ",'functionality_storage':'granted','security_storage':'granted'" : ""},'wait_for_update':${pick(rng, [500, 500, 2000])}${region}});${chance(rng, 0.6) ? "gtag('set','ads_data_redaction',true);" : ""}${chance(rng, 0.5) ? "gtag('set','url_passthrough',true);" : ""}`
  const tag = `<script${chance(rng, 0.4) ? ' data-cookieconsent="ignore"' : ""}>${code}</script>`
  const h = page.spots.elements.find((e) => e.name === "head" && !e.inert)
  return splices(insert(h !== undefined && chance(rng, 0.8) ? h.openEnd : head(page), tag))
})

const recipes: Record<Lang, readonly [string, ReadonlyArray<string>, ReadonlyArray<string>, string, string]> = {
  en: ["Lemon drizzle cake", ["225 g softened butter", "225 g caster sugar", "4 eggs", "225 g self-raising flour", "2 lemons"], ["Beat the butter and sugar, then add the eggs one at a time.", "Fold in the flour and the zest of one lemon, pour into a lined tin and bake for 45 minutes at 180 °C.", "Mix the juice of both lemons with sugar and pour it over the warm cake."], "Ingredients", "Method"],
  fr: ["Crêpes", ["250 g de farine", "4 œufs", "50 cl de lait", "1 pincée de sel", "50 g de beurre fondu"], ["Mélangez la farine et le sel, puis ajoutez les œufs.", "Versez le lait petit à petit en fouettant, puis le beurre fondu. Laissez reposer une heure.", "Faites cuire les crêpes une à une dans une poêle chaude légèrement beurrée."], "Ingrédients", "Préparation"],
  de: ["Apfelkuchen vom Blech", ["300 g Mehl", "200 g Butter", "150 g Zucker", "3 Eier", "1 kg Äpfel"], ["Butter, Zucker und Eier schaumig schlagen, dann das Mehl unterrühren.", "Den Teig auf ein Blech streichen und mit Apfelspalten belegen.", "Bei 180 °C etwa 40 Minuten backen und lauwarm servieren."], "Zutaten", "Zubereitung"],
  es: ["Tortilla de patatas", ["600 g de patatas", "6 huevos", "1 cebolla", "aceite de oliva", "sal"], ["Corte las patatas y la cebolla y fríalas a fuego lento en abundante aceite.", "Escúrralas y mézclelas con los huevos batidos y la sal.", "Cuaje la tortilla en la sartén y dele la vuelta con un plato."], "Ingredientes", "Preparación"],
  nl: ["Hollandse appeltaart", ["300 g zelfrijzend bakmeel", "200 g boter", "150 g basterdsuiker", "1 ei", "1 kg goudreinetten"], ["Kneed bakmeel, boter, suiker en het ei tot een soepel deeg.", "Bekleed een springvorm met het deeg en vul hem met partjes appel, suiker en kaneel.", "Leg er reepjes deeg over en bak de taart een uur op 175 °C."], "Ingrediënten", "Bereiding"],
  pt: ["Bolo de cenoura", ["3 cenouras médias", "3 ovos", "1 xícara de óleo", "2 xícaras de açúcar", "2 xícaras de farinha de trigo"], ["Bata no liquidificador as cenouras, os ovos e o óleo.", "Misture com o açúcar e a farinha e acrescente uma colher de fermento.", "Asse por 40 minutos a 180 °C e cubra com calda de chocolate."], "Ingredientes", "Modo de preparo"],
  it: ["Tiramisù", ["500 g di mascarpone", "4 uova", "100 g di zucchero", "300 g di savoiardi", "caffè e cacao amaro"], ["Montate i tuorli con lo zucchero e unite il mascarpone, poi gli albumi montati a neve.", "Inzuppate i savoiardi nel caffè e alternateli a strati con la crema.", "Spolverate di cacao e lasciate riposare in frigorifero per almeno quattro ore."], "Ingredienti", "Preparazione"]
}

// Recipe cards on food blogs, newspapers' food sections, restaurants and supermarkets, recalled from memory of schema.org's Recipe type and Google's recipe rich results (about 2016 onwards), which recipe plug-ins such as WP Recipe Maker emit: a card with the ingredients and steps, and a JSON-LD block with the same recipe.
const recipeCard = benign("recipe card with ingredients, steps and Recipe structured data", (page, rng) => {
  const [name, ingredients, steps, ih, sh] = say(page, recipes)
  const prep = between(rng, 10, 30)
  const cook = between(rng, 20, 60)
  const ld = { "@context": "https://schema.org", "@type": "Recipe", name, author: { "@type": "Organization", name: brandName(page) }, datePublished: someDate(rng).toISOString().slice(0, 10), prepTime: `PT${prep}M`, cookTime: `PT${cook}M`, recipeYield: `${between(rng, 4, 12)}`, recipeIngredient: ingredients, recipeInstructions: steps.map((t) => ({ "@type": "HowToStep", text: t })) }
  const card = `<section class="${pick(rng, ["recipe-card", "wprm-recipe", "recipe"])}" itemscope><h2>${esc(name)}</h2><p><small>⏱ ${prep} + ${cook} min</small></p><h3>${esc(ih)}</h3><ul>${ingredients.map((i) => `<li>${esc(i)}</li>`).join("")}</ul><h3>${esc(sh)}</h3><ol>${steps.map((t) => `<li>${esc(t)}</li>`).join("")}</ol></section>`
  return splices(insert(someSpot(rng, page), card), insert(pick(rng, [head(page), bottom(page)]), `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, "\\u003c")}</script>`))
})

const binWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Bin collection days", "Enter your postcode to see which bins are collected on which day, and sign up for reminders.", "Postcode", "Find my collection days"],
  fr: ["Jours de collecte des déchets", "Saisissez votre code postal pour connaître les jours de ramassage de chaque bac.", "Code postal", "Voir mes jours de collecte"],
  de: ["Abfuhrkalender", "Geben Sie Ihre Postleitzahl ein, um die Abholtermine für Ihre Tonnen zu sehen.", "Postleitzahl", "Termine anzeigen"],
  es: ["Días de recogida de residuos", "Introduzca su código postal para ver qué contenedores se recogen cada día.", "Código postal", "Ver mis días de recogida"],
  nl: ["Afvalkalender", "Vul uw postcode en huisnummer in om te zien wanneer welke container wordt geleegd.", "Postcode", "Bekijk mijn ophaaldagen"],
  pt: ["Dias de coleta de lixo", "Informe seu CEP para ver em que dias cada tipo de resíduo é coletado.", "CEP", "Ver meus dias de coleta"],
  it: ["Calendario della raccolta differenziata", "Inserisci il CAP per vedere in quali giorni viene raccolto ogni tipo di rifiuto.", "CAP", "Vedi i giorni di raccolta"]
}

// Collection-day look-ups on council pages, recalled from memory of English councils' "Check your bin collection day" forms, German municipalities' Abfuhrkalender and Dutch gemeenten's afvalkalender: a small form asking for a postcode that submits (GET) to a page of the council's own site; the site's existing forms are untouched.
const binLookup = benign("'find your bin collection day' postcode form submitting to the council's own page", (page, rng) => {
  const [h, p, label, cta] = say(page, binWords)
  const action = own(rng, page, pick(rng, ["/bins", "/waste/collection-days", "/afvalkalender", "/abfuhrkalender", "/services/waste/lookup"]))
  const house = page.site.locale.lang === "nl" ? ` <label>Huisnummer <input name="huisnummer" size="4" inputmode="numeric"></label>` : ""
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["bin-days", "waste-lookup", "collections"])}"><h3>♻ ${esc(h)}</h3><p>${esc(p)}</p><form action="${esc(action)}" method="get" class="bin-lookup"><label>${esc(label)} <input name="postcode" autocomplete="postal-code" size="10"></label>${house} <button type="submit">${esc(cta)}</button></form></section>`))
})

const outOfHoursFinders: Record<string, readonly [string, string]> = {
  uk: ["NHS 111 online", "https://111.nhs.uk/"], us: ["the HRSA health center finder", "https://findahealthcenter.hrsa.gov/"], fr: ["le service 3237 des pharmacies de garde", "https://www.3237.fr/"],
  de: ["die Notdienstsuche von aponet.de", "https://www.aponet.de/apotheke/notdienstsuche"], es: ["el buscador de farmacias de guardia del Colegio de Farmacéuticos", "https://www.cofm.es/es/farmacias/farmacias-de-guardia/"],
  nl: ["Thuisarts.nl", "https://www.thuisarts.nl/"], au: ["healthdirect", "https://www.healthdirect.gov.au/australian-health-services"], in: ["the National Health Portal", "https://www.nhp.gov.in/"],
  br: ["o portal do Ministério da Saúde", "https://www.gov.br/saude/"], it: ["il servizio Farmacie di turno di Federfarma", "https://www.federfarma.it/Farmacie-di-turno.aspx"]
}
const outOfHoursWords: Record<Lang, readonly [string, (f: string) => string, string]> = {
  en: ["When we are closed", (f) => `Outside our opening hours, find the nearest open pharmacy or out-of-hours doctor with ${f}. In an emergency, call the emergency services.`, "Find an open service"],
  fr: ["Quand nous sommes fermés", (f) => `En dehors de nos horaires, trouvez la pharmacie de garde ou le médecin de garde le plus proche avec ${f}. En cas d'urgence, appelez les secours.`, "Trouver un service ouvert"],
  de: ["Wenn wir geschlossen haben", (f) => `Außerhalb unserer Öffnungszeiten finden Sie die nächste Notdienstapotheke oder den ärztlichen Bereitschaftsdienst über ${f}. Im Notfall rufen Sie den Rettungsdienst.`, "Notdienst finden"],
  es: ["Cuando estamos cerrados", (f) => `Fuera de nuestro horario, encuentre la farmacia de guardia o el servicio de urgencias más cercano con ${f}. En caso de emergencia, llame a los servicios de emergencia.`, "Buscar un servicio abierto"],
  nl: ["Als wij gesloten zijn", (f) => `Buiten onze openingstijden vindt u de dichtstbijzijnde dienstapotheek of huisartsenpost via ${f}. Bel bij spoed de hulpdiensten.`, "Vind een open dienst"],
  pt: ["Quando estamos fechados", (f) => `Fora do nosso horário, encontre a farmácia de plantão ou o pronto-atendimento mais próximo com ${f}. Em caso de emergência, ligue para os serviços de emergência.`, "Encontrar um serviço aberto"],
  it: ["Quando siamo chiusi", (f) => `Fuori dal nostro orario, trova la farmacia di turno o la guardia medica più vicina con ${f}. In caso di emergenza chiama i soccorsi.`, "Trova un servizio aperto"]
}

// Out-of-hours information on pharmacies', surgeries' and clinics' pages, recalled from memory of NHS 111 online, the French 3237 service for pharmacies de garde, the German Apothekennotdienst search on aponet.de, and Federfarma's "farmacie di turno" service: a box, for when the site's own service is closed, linking to the official finder; no phone number of the site changes and none is added.
const outOfHours = benign("'when we are closed' box linking to the official out-of-hours pharmacy and doctor finder", (page, rng) => {
  const [h, p, cta] = say(page, outOfHoursWords)
  const [name, url] = outOfHoursFinders[page.site.locale.country] ?? outOfHoursFinders.uk!
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<aside class="${pick(rng, ["out-of-hours", "notdienst", "on-duty"])}" style="background:#eef7ee;padding:10px 14px;margin:12px 0"><h4>${esc(h)}</h4><p>${esc(p(name))}</p><p><a href="${url}" rel="noopener">${esc(cta)}</a></p></aside>`))
})

const archiveWords: Record<Lang, readonly [string, string, (n: number) => string]> = {
  en: ["Newsletter archive", "Missed an issue? Read our past newsletters online.", (n) => `Issue ${n}`], fr: ["Archives de la lettre d'information", "Vous avez manqué un numéro ? Relisez nos lettres précédentes en ligne.", (n) => `Numéro ${n}`],
  de: ["Newsletter-Archiv", "Eine Ausgabe verpasst? Hier finden Sie unsere bisherigen Newsletter.", (n) => `Ausgabe ${n}`], es: ["Archivo del boletín", "¿Se perdió un número? Lea nuestros boletines anteriores en línea.", (n) => `Número ${n}`],
  nl: ["Nieuwsbriefarchief", "Een editie gemist? Lees onze eerdere nieuwsbrieven online.", (n) => `Editie ${n}`], pt: ["Arquivo da newsletter", "Perdeu uma edição? Leia nossas newsletters anteriores online.", (n) => `Edição ${n}`],
  it: ["Archivio della newsletter", "Hai perso un numero? Leggi online le nostre newsletter precedenti.", (n) => `Numero ${n}`]
}

// Newsletter archives, recalled from memory of Mailchimp's public campaign archive pages (usN.campaign-archive.com), and of newsletters published on Substack, Buttondown and Ghost: a short list of past issues, with dates, linking to the e-mail service's archive copies. The site's own newsletter form is untouched.
const newsletterArchive = benign("past newsletter issues linked on the e-mail service's archive pages (Mailchimp, Substack, Buttondown)", (page, rng) => {
  const [h, p, issue] = say(page, archiveWords)
  const b = (slug(page.site.brand) || "news").replace(/-/g, "")
  const vendor = int(rng, 4)
  const u = hex(rng, 25)
  const first = between(rng, 12, 140)
  const items = Array.from({ length: between(rng, 3, 6) }, (_, i) => {
    const n = first - i
    const title = `${issue(n)} – ${dateOf(rng, page)}`
    const url = vendor === 0 ? `https://us${between(rng, 1, 21)}.campaign-archive.com/?u=${u}&amp;id=${hex(rng, 10)}`
      : vendor === 1 ? `https://${b}.substack.com/p/${slug(issue(n))}`
      : vendor === 2 ? `https://buttondown.com/${b}/archive/${slug(issue(n))}/`
      : `https://${b}.ghost.io/${slug(issue(n))}/`
    return `<li><a href="${url}" target="_blank" rel="noopener">${esc(title)}</a></li>`
  }).join("")
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<section class="${pick(rng, ["newsletter-archive", "past-issues"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p><ul>${items}</ul></section>`))
})

const communityWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Join our community", "Chat with other members, ask questions and hear about events first on our community server.", "Open in Discord"],
  fr: ["Rejoignez notre communauté", "Discutez avec les autres membres, posez vos questions et soyez informés des événements en premier sur notre serveur.", "Ouvrir dans Discord"],
  de: ["Werden Sie Teil unserer Community", "Tauschen Sie sich mit anderen Mitgliedern aus, stellen Sie Fragen und erfahren Sie als Erste von Veranstaltungen auf unserem Server.", "In Discord öffnen"],
  es: ["Únase a nuestra comunidad", "Charle con otros miembros, haga preguntas y entérese antes que nadie de los eventos en nuestro servidor.", "Abrir en Discord"],
  nl: ["Word lid van onze community", "Praat met andere leden, stel vragen en hoor als eerste over evenementen op onze server.", "Openen in Discord"],
  pt: ["Participe da nossa comunidade", "Converse com outros membros, tire dúvidas e saiba dos eventos em primeira mão no nosso servidor.", "Abrir no Discord"],
  it: ["Entra nella nostra community", "Chatta con gli altri membri, fai domande e scopri per primo gli eventi sul nostro server.", "Apri in Discord"]
}

// Community chat widgets, recalled from memory of Discord's server widget (Server Settings → Widget, an iframe from discord.com/widget with the server id and a theme) used by clubs, game studios, open-source projects and schools, and of Matrix rooms linked through matrix.to: a section with the frame and an invite link.
const communityWidget = benign("community chat server widget embedded from Discord (or a Matrix room link)", (page, rng) => {
  const [h, p, open] = say(page, communityWords)
  const b = (slug(page.site.brand) || "community").replace(/-/g, "")
  const body = chance(rng, 0.75)
    ? `<iframe src="https://discord.com/widget?id=${between(rng, 1, 9)}${digits(rng, 17)}&amp;theme=${pick(rng, ["dark", "light"])}" width="${pick(rng, [300, 350])}" height="${pick(rng, [400, 500])}" allowtransparency="true" frameborder="0" sandbox="allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-scripts" title="Discord"></iframe><p><a href="https://discord.gg/${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 8)}">${esc(open)}</a></p>`
    : `<p><a href="https://matrix.to/#/#${b}:${pick(rng, ["matrix.org", page.site.domain])}">#${b}:${pick(rng, ["matrix.org", page.site.domain])}</a> (Matrix / Element)</p>`
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<section class="${pick(rng, ["community", "chat-server", "discord"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p>${body}</section>`))
})

const boilWords: Record<Lang, readonly [string, (d: string, a: string) => string, string, ReadonlyArray<string>]> = {
  en: ["Boil water notice", (d, a) => `After a routine sample failed a test, customers in ${a} should boil tap water and let it cool before drinking it, brushing teeth or preparing food, until further notice (issued ${d}). Bottled water is available at the community centre. We will lift the notice as soon as test results allow.`, "Affected streets and updates", ["Northfield", "Millbrook", "the Old Town", "Eastgate"]],
  fr: ["Avis : faire bouillir l'eau du robinet", (d, a) => `À la suite d'une analyse non conforme, les habitants de ${a} doivent faire bouillir l'eau du robinet avant de la boire, de se brosser les dents ou de cuisiner, jusqu'à nouvel ordre (avis du ${d}). De l'eau en bouteille est distribuée à la salle des fêtes. L'avis sera levé dès que les analyses le permettront.`, "Rues concernées et mises à jour", ["le quartier Nord", "Les Prés", "le centre-bourg", "La Gare"]],
  de: ["Abkochgebot für Trinkwasser", (d, a) => `Nach einer auffälligen Routineprobe muss das Leitungswasser in ${a} bis auf Weiteres vor dem Trinken, Zähneputzen und Kochen abgekocht werden (Anordnung vom ${d}). Trinkwasser in Flaschen gibt es im Bürgerhaus. Wir heben das Abkochgebot auf, sobald die Proben es erlauben.`, "Betroffene Straßen und aktuelle Informationen", ["Nordstadt", "Mühlenviertel", "Altstadt", "Oberdorf"]],
  es: ["Aviso: hierva el agua del grifo", (d, a) => `Tras un análisis rutinario no conforme, los vecinos de ${a} deben hervir el agua del grifo antes de beberla, cepillarse los dientes o cocinar, hasta nuevo aviso (emitido el ${d}). Hay agua embotellada en el centro cívico. Levantaremos el aviso en cuanto lo permitan los análisis.`, "Calles afectadas y actualizaciones", ["el barrio Norte", "San Isidro", "el casco antiguo", "La Estación"]],
  nl: ["Kookadvies voor kraanwater", (d, a) => `Na een afwijkende routinemeting moeten bewoners van ${a} hun kraanwater tot nader bericht koken voordat ze het drinken, er hun tanden mee poetsen of ermee koken (advies van ${d}). Flessenwater is verkrijgbaar in het buurthuis. We heffen het advies op zodra de metingen dat toelaten.`, "Getroffen straten en updates", ["Noord", "de Molenwijk", "het centrum", "Oosterpark"]],
  pt: ["Aviso: ferva a água da torneira", (d, a) => `Após uma análise de rotina fora do padrão, os moradores de ${a} devem ferver a água da torneira antes de bebê-la, escovar os dentes ou cozinhar, até novo aviso (emitido em ${d}). Há água mineral disponível no centro comunitário. Suspenderemos o aviso assim que as análises permitirem.`, "Ruas afetadas e atualizações", ["Vila Nova", "Jardim América", "o Centro", "Bela Vista"]],
  it: ["Avviso: bollire l'acqua del rubinetto", (d, a) => `In seguito a un'analisi di routine non conforme, i residenti di ${a} devono bollire l'acqua del rubinetto prima di berla, lavarsi i denti o cucinare, fino a nuovo avviso (emesso il ${d}). Acqua in bottiglia è disponibile al centro civico. Revocheremo l'avviso appena le analisi lo consentiranno.`, "Vie interessate e aggiornamenti", ["il quartiere Nord", "Borgo Vecchio", "il centro storico", "San Rocco"]]
}

// Boil-water notices, recalled from memory of water utilities' and councils' advisories (Dutch drinking-water companies' "kookadvies", German Gesundheitsämter's "Abkochgebot", UK water companies' and US utilities' boil-water notices): a prominent notice naming the affected districts, the date, where bottled water is handed out, and a link to the utility's own page with the streets. (The honest counterpart of fake emergency alerts.)
const boilWater = benign("boil-water notice from the water utility naming the affected districts", (page, rng) => {
  const [h, p, cta, areas] = say(page, boilWords)
  const a = sample(rng, areas, between(rng, 1, 2)).join(pick(rng, [", ", " / "]))
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["alert", "boil-notice", "water-alert"])}" role="alert" style="background:#fff4e5;border:2px solid #e65100;padding:12px 16px;margin:10px 0"><strong>💧 ${esc(h)}</strong><p>${esc(p(dateOf(rng, page), a))}</p><p><a href="${esc(own(rng, page, pick(rng, ["/water-quality/boil-notice", "/kookadvies", "/abkochgebot", "/alerts/water"])))}">${esc(cta)}</a></p></div>`))
})

const ceoWords: Record<Lang, readonly [(n: string) => string, (n: string, d: string, prev: string) => string, string]> = {
  en: [(n) => `${n} appointed chief executive`, (n, d, p) => `The board has appointed ${n} as chief executive from ${d}. ${n} succeeds ${p}, who retires after twelve years and will stay on as an adviser until the end of the year.`, "Read the announcement"],
  fr: [(n) => `${n} nommé(e) directeur général`, (n, d, p) => `Le conseil d'administration a nommé ${n} directeur général à compter du ${d}. ${n} succède à ${p}, qui part à la retraite après douze ans et restera conseiller jusqu'à la fin de l'année.`, "Lire le communiqué"],
  de: [(n) => `${n} wird neue Geschäftsführung`, (n, d, p) => `Der Aufsichtsrat hat ${n} mit Wirkung zum ${d} zur Geschäftsführung berufen. ${n} folgt auf ${p}, der nach zwölf Jahren in den Ruhestand geht und bis Jahresende beratend tätig bleibt.`, "Zur Pressemitteilung"],
  es: [(n) => `${n}, nuevo consejero delegado`, (n, d, p) => `El consejo ha nombrado a ${n} consejero delegado a partir del ${d}. ${n} sucede a ${p}, que se jubila tras doce años y seguirá como asesor hasta final de año.`, "Leer el comunicado"],
  nl: [(n) => `${n} benoemd tot algemeen directeur`, (n, d, p) => `De raad van commissarissen heeft ${n} per ${d} benoemd tot algemeen directeur. ${n} volgt ${p} op, die na twaalf jaar met pensioen gaat en tot het einde van het jaar als adviseur aanblijft.`, "Lees het persbericht"],
  pt: [(n) => `${n} é o novo diretor-presidente`, (n, d, p) => `O conselho nomeou ${n} diretor-presidente a partir de ${d}. ${n} sucede ${p}, que se aposenta após doze anos e permanecerá como consultor até o fim do ano.`, "Leia o comunicado"],
  it: [(n) => `${n} nominato amministratore delegato`, (n, d, p) => `Il consiglio di amministrazione ha nominato ${n} amministratore delegato dal ${d}. ${n} succede a ${p}, che va in pensione dopo dodici anni e resterà come consulente fino a fine anno.`, "Leggi il comunicato"]
}

// Leadership changes announced by companies, charities and universities, recalled from memory of the short "X appointed chief executive" news items that organisations put on their home pages, linking to the full press release in their own newsroom. (The honest counterpart of the fake press release defacement.)
const leadershipChange = benign("new chief executive announcement linking to the site's own press release", (page, rng) => {
  const [h, p, cta] = say(page, ceoWords)
  const [n, prev] = sample(rng, people[page.site.locale.lang], 2)
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<article class="${pick(rng, ["news-item", "press", "announcement"])}"><h3>${esc(h(n!))}</h3><p>${esc(p(n!, dateOf(rng, page), prev!))}</p><p><a href="${esc(own(rng, page, `/${pick(rng, ["news", "press", "newsroom", "media"])}/${slug(h(n!))}`))}">${esc(cta)}</a></p></article>`))
})

const trackers: Record<string, readonly [string, string, string]> = {
  us: ["USPS", "https://tools.usps.com/go/TrackConfirmAction", "tLabels"], uk: ["Royal Mail", "https://www.royalmail.com/track-your-item", "trackNumber"],
  fr: ["La Poste", "https://www.laposte.fr/outils/suivre-vos-envois", "code"], de: ["DHL", "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html", "piececode"],
  es: ["Correos", "https://www.correos.es/es/es/herramientas/localizador/envios", "tracking-number"], nl: ["PostNL", "https://jouw.postnl.nl/track-and-trace/", "barcode"],
  au: ["Australia Post", "https://auspost.com.au/mypost/track/search", "trackingIds"], in: ["India Post", "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx", "consignment"],
  br: ["Correios", "https://rastreamento.correios.com.br/app/index.php", "objetos"], it: ["Poste Italiane", "https://www.poste.it/cerca/index.html", "tracking"]
}
const trackWords: Record<Lang, readonly [string, (c: string) => string, string, string]> = {
  en: ["Track your parcel", (c) => `Orders are shipped with ${c}. Enter the tracking number from your dispatch e-mail to follow your parcel on ${c}'s website.`, "Tracking number", "Track"],
  fr: ["Suivre votre colis", (c) => `Nos commandes sont expédiées par ${c}. Saisissez le numéro de suivi indiqué dans l'e-mail d'expédition pour suivre votre colis sur le site de ${c}.`, "Numéro de suivi", "Suivre"],
  de: ["Sendung verfolgen", (c) => `Wir versenden mit ${c}. Geben Sie die Sendungsnummer aus Ihrer Versandbestätigung ein, um Ihr Paket auf der Website von ${c} zu verfolgen.`, "Sendungsnummer", "Verfolgen"],
  es: ["Siga su paquete", (c) => `Enviamos los pedidos con ${c}. Introduzca el número de seguimiento del correo de envío para seguir su paquete en la web de ${c}.`, "Número de seguimiento", "Seguir"],
  nl: ["Volg uw pakket", (c) => `Bestellingen worden verzonden met ${c}. Vul de trackcode uit uw verzendbevestiging in om uw pakket te volgen op de website van ${c}.`, "Trackcode", "Volgen"],
  pt: ["Rastreie sua encomenda", (c) => `Enviamos os pedidos pelos ${c}. Digite o código de rastreamento do e-mail de envio para acompanhar sua encomenda no site dos ${c}.`, "Código de rastreamento", "Rastrear"],
  it: ["Traccia la spedizione", (c) => `Spediamo con ${c}. Inserisci il codice di tracciamento dell'e-mail di spedizione per seguire il pacco sul sito di ${c}.`, "Codice di tracciamento", "Traccia"]
}

// Parcel-tracking boxes on shops' pages, recalled from memory of the small "track your order" forms that send the tracking number to the carrier's own tracking page (USPS's TrackConfirmAction, DHL's Sendungsverfolgung, La Poste's "suivre vos envois"): a new GET form that opens the carrier's site in a new tab. (The honest counterpart of a form posting to another host; the site's own forms are untouched.)
const parcelTracking = benign("parcel-tracking form that sends the tracking number to the carrier's own tracking page", (page, rng) => {
  const [h, p, label, cta] = say(page, trackWords)
  const [carrier, action, param] = trackers[page.site.locale.country] ?? trackers.uk!
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<section class="${pick(rng, ["track-order", "parcel-tracking", "shipping-info"])}"><h3>📦 ${esc(h)}</h3><p>${esc(p(carrier))}</p><form action="${action}" method="get" target="_blank" rel="noopener"><label>${esc(label)} <input name="${param}" size="22" autocomplete="off"></label> <button type="submit">${esc(cta)}</button></form></section>`))
})

const passkeyWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Sign in with a passkey", "You can now sign in to your account with a passkey instead of a password: your phone or computer confirms it is you with your fingerprint, face or screen lock. Set one up in your account settings.", "Set up a passkey"],
  fr: ["Connectez-vous avec une clé d'accès", "Vous pouvez désormais vous connecter à votre compte avec une clé d'accès plutôt qu'un mot de passe : votre téléphone ou ordinateur confirme votre identité par empreinte, visage ou verrouillage d'écran. Configurez-la dans les paramètres de votre compte.", "Créer une clé d'accès"],
  de: ["Mit Passkey anmelden", "Sie können sich jetzt mit einem Passkey statt mit einem Passwort anmelden: Ihr Smartphone oder Computer bestätigt Sie per Fingerabdruck, Gesicht oder Displaysperre. Richten Sie ihn in Ihren Kontoeinstellungen ein.", "Passkey einrichten"],
  es: ["Inicie sesión con una llave de acceso", "Ya puede entrar en su cuenta con una llave de acceso en lugar de una contraseña: su móvil u ordenador confirma que es usted con su huella, su cara o el bloqueo de pantalla. Configúrela en los ajustes de su cuenta.", "Configurar una llave de acceso"],
  nl: ["Inloggen met een passkey", "U kunt nu inloggen met een passkey in plaats van een wachtwoord: uw telefoon of computer bevestigt met vingerafdruk, gezicht of schermvergrendeling dat u het bent. Stel hem in via uw accountinstellingen.", "Passkey instellen"],
  pt: ["Entre com uma chave de acesso", "Agora você pode entrar na sua conta com uma chave de acesso em vez de senha: seu celular ou computador confirma que é você com digital, rosto ou bloqueio de tela. Configure nas configurações da sua conta.", "Configurar chave de acesso"],
  it: ["Accedi con una passkey", "Ora puoi accedere al tuo account con una passkey invece della password: il telefono o il computer confermano che sei tu con impronta, volto o blocco schermo. Configurala nelle impostazioni dell'account.", "Configura una passkey"]
}

// Passkey announcements, recalled from memory of the FIDO Alliance's passkeys (announced with Apple, Google and Microsoft in May 2022) and of the notices that banks, shops and services then put on their pages when they added passkey sign-in: a short notice linking to the site's own account security settings; the sign-in form itself is unchanged. (The honest counterpart of sign-in prompts planted by attackers.)
const passkeys = benign("'you can now sign in with a passkey' notice linking to the site's own account settings", (page, rng) => {
  const [h, p, cta] = say(page, passkeyWords)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["passkey-promo", "account-news", "security-tip"])}" style="border:1px solid #cfd8dc;border-radius:6px;padding:10px 14px;margin:12px 0"><h4>🔑 ${esc(h)}</h4><p>${esc(p)}</p><p><a href="${esc(own(rng, page, pick(rng, ["/account/security", "/account/passkeys", "/my-account/sign-in-options", "/settings/security"])))}">${esc(cta)}</a></p></aside>`))
})

/** Every fresh11 benign class, in a fixed order. */
export const fresh11Benigns: ReadonlyArray<ChangeClass> = [
  ownVcard, ownOpenSearch, scaNotice, rentalListings,
  inMemoriam, fixturesTable, publicAuction, sharePrice, deliveryButtons,
  quickExit, consentModeDefaults, recipeCard, binLookup, outOfHours,
  newsletterArchive, communityWidget, boilWater, leadershipChange, parcelTracking, passkeys
]

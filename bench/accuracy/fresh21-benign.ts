/**
 * Fresh21 benign classes: written during round 18, by someone who does not
 * read the engines, from how site owners, editors, communications and
 * marketing teams and CMS themes change their own pages between two
 * visits, with weight on honest changes that look alarming at first
 * glance. The organisation's own notices: that its website was defaced
 * earlier and has been restored, that an online service is briefly
 * unavailable, that a fabricated statement attributed to it is
 * circulating, that an evacuation is under way, that it is in a
 * pre-election period, that the site is archived, and its own signed
 * statement on a current event. Identity and editorial churn: the
 * organisation's new name in its text with "formerly", an anniversary
 * ribbon and milestones, a breaking-news bar and a "developing story"
 * label on its own articles. Commemoration and solidarity in its own
 * colours: Pride month, an awareness month, a remembrance day, the
 * country's national day, the local team's promotion, a seasonal greeting
 * card and cool or warm spaces during extreme weather. Design and language
 * work: labels in a second official language, the latest-posts list
 * redesigned as cards and the contact block given icons. Each differs from
 * every class in benign.ts and fresh-benign.ts through fresh20-benign.ts
 * and writes its visible text in the page's own language. None replaces
 * the site's phone numbers, payment details or e-mail addresses, or changes
 * where its forms and sign-in go. The writer had no internet access: the
 * practices below are recalled from memory and may differ in detail.
 * Scored in the `fresh21` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, cap, elAt, head, say, shown, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt } from "./edit.js"
import { type Lang, someDate, words } from "./locales.js"
import { attrInsertAt } from "./locate.js"
import { type Rng, between, chance, int, pick } from "./rng.js"
import { headlines, slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh21", make })

type T = Record<Lang, string>
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const hhmm = (rng: Rng) => `${String(between(rng, 7, 22)).padStart(2, "0")}:${pick(rng, ["00", "15", "30", "45", "10", "50"])}`
const banner = (rng: Rng, cls: string, bg: string, fg: string, html: string) =>
  `<div class="${cls}" role="${pick(rng, ["region", "alert", "status"])}" style="background:${bg};color:${fg};padding:${between(rng, 8, 16)}px ${between(rng, 12, 24)}px;${pick(rng, ["text-align:center;", "", ""])}font-size:${between(rng, 14, 17)}px">${html}</div>`
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
const link = (href: string, text: string, style = "") => `<a href="${esc(href)}"${style === "" ? "" : ` style="${style}"`}>${esc(text)}</a>`
/** Just after the first shown heading, when a block may go there. */
const afterFirstHeading = (page: Page): number | null => {
  const h = page.spots.elements.find((e) => /^h[1-2]$/.test(e.name) && e.shown && e.closeTag !== null && page.spots.slots.includes(e.closeTag.end))
  return h?.closeTag?.end ?? null
}
const moreLabel: T = { en: "Read more", fr: "En savoir plus", de: "Mehr erfahren", es: "Más información", nl: "Lees meer", pt: "Saiba mais", it: "Scopri di più" }

// ———————————————————————————— the organisation's own notices ————————————————————————————

// Post-incident notices, recalled from memory of organisations' statements after their sites were defaced (town councils, schools, universities, political parties; local news and the organisations' own pages, about 2015–2024): a short, sober box saying the website was defaced or "hacked" on a date, that the messages shown were not theirs, that the site has been restored and that no personal data appears affected, linking to a page on their own site.
const restoredAfterDefacement = benign("the organisation's own notice that its website was defaced earlier and has been restored, the messages shown were not its own, with a link to its own page", (page, rng) => {
  const d = dateOf(rng, page)
  const text = say(page, {
    en: `On ${d} our website was defaced by unknown attackers. The messages shown were not ours. The site has been restored and we have found no evidence that personal data was accessed.`,
    fr: `Le ${d}, notre site a été piraté par des inconnus. Les messages affichés n'émanaient pas de nous. Le site a été restauré et rien n'indique que des données personnelles aient été consultées.`,
    de: `Am ${d} wurde unsere Website von Unbekannten verunstaltet. Die angezeigten Botschaften stammen nicht von uns. Die Seite ist wiederhergestellt; Hinweise auf einen Zugriff auf personenbezogene Daten gibt es nicht.`,
    es: `El ${d} nuestra web fue atacada por desconocidos. Los mensajes mostrados no eran nuestros. La web se ha restaurado y no hay indicios de acceso a datos personales.`,
    nl: `Op ${d} is onze website beklad door onbekenden. De getoonde berichten waren niet van ons. De site is hersteld en er zijn geen aanwijzingen dat persoonsgegevens zijn ingezien.`,
    pt: `Em ${d} nosso site foi invadido por desconhecidos. As mensagens exibidas não eram nossas. O site foi restaurado e não há indícios de acesso a dados pessoais.`,
    it: `Il ${d} il nostro sito è stato violato da ignoti. I messaggi mostrati non erano nostri. Il sito è stato ripristinato e non risultano accessi ai dati personali.`
  })
  const href = own(rng, page, pick(rng, ["/news/website-incident", "/statement", "/security-notice", "/aktuelles/hinweis", "/avis-securite"]))
  return { splices: [insert(noticeSpot(rng, page), banner(rng, pick(rng, ["incident-notice", "site-notice", "alert alert-info"]), pick(rng, ["#fff4e5", "#eef4fb", "#f5f5f5"]), "#222", `${esc(text)} ${link(href, say(page, moreLabel))}`))] }
})

// Service interruptions announced by the organisation itself, recalled from memory of banners on councils', banks' and shops' sites ("online payments are temporarily unavailable while our provider carries out maintenance, please try again after 14:00"), sometimes with the affected button greyed out; no other address or number is offered in its place.
const onlineServicePaused = benign("'online bookings or payments are temporarily unavailable until HH:MM, please try again later' notice, sometimes with the site's own submit buttons greyed out", (page, rng) => {
  const until = hhmm(rng)
  const what = say(page, {
    en: pick(rng, ["Online payments", "Online bookings", "Account sign-in", "Our online shop"]), fr: pick(rng, ["Le paiement en ligne", "La réservation en ligne", "L'espace client"]), de: pick(rng, ["Online-Zahlungen", "Online-Buchungen", "Das Kundenkonto"]),
    es: pick(rng, ["Los pagos en línea", "Las reservas en línea", "El área de clientes"]), nl: pick(rng, ["Online betalen", "Online reserveren", "Mijn account"]), pt: pick(rng, ["Os pagamentos online", "As reservas online", "A área do cliente"]), it: pick(rng, ["I pagamenti online", "Le prenotazioni online", "L'area clienti"])
  })
  const text = say(page, {
    en: `${what}: temporarily unavailable until ${until} because of maintenance by our provider. Please try again later. We apologise for the inconvenience.`,
    fr: `${what} : indisponible jusqu'à ${until} en raison d'une maintenance chez notre prestataire. Merci de réessayer plus tard.`,
    de: `${what}: wegen Wartungsarbeiten unseres Dienstleisters bis ${until} Uhr nicht verfügbar. Bitte versuchen Sie es später erneut.`,
    es: `${what}: no disponible hasta las ${until} por mantenimiento de nuestro proveedor. Inténtelo de nuevo más tarde.`,
    nl: `${what}: tot ${until} uur niet beschikbaar door onderhoud bij onze leverancier. Probeer het later opnieuw.`,
    pt: `${what}: indisponível até as ${until} por manutenção do nosso fornecedor. Tente novamente mais tarde.`,
    it: `${what}: non disponibile fino alle ${until} per manutenzione del nostro fornitore. Riprova più tardi.`
  })
  const out: Array<Splice> = [insert(noticeSpot(rng, page), banner(rng, pick(rng, ["service-status", "maintenance-notice", "notice notice--warning"]), pick(rng, ["#fff8e1", "#fdecea", "#eceff1"]), "#333", `⚠ ${esc(text)}`))]
  if (chance(rng, 0.4)) {
    for (const b of shown(page, "button", (e) => !e.inert && (e.attribs.type ?? "submit").toLowerCase() === "submit" && e.attribs.disabled === undefined).slice(0, 3)) out.push(insert(attrInsertAt(b), ` disabled aria-disabled="true"`))
  }
  return { splices: out }
})

// Denials of fabricated statements, recalled from memory of organisations' and public bodies' "fake news alert" notices (ministries, police forces, universities and companies, about 2018–2024): a fabricated statement or screenshot attributed to them is circulating on social media, it is not genuine, and their official statements are published only on their own site.
const fakeStatementDenial = benign("'a fabricated statement attributed to us is circulating, it is not genuine, our statements are only published here' notice linking to its own newsroom", (page, rng) => {
  const text = say(page, {
    en: "A fabricated statement and screenshots attributed to us are circulating on social media. They are not genuine. Our official statements are published only on this website.",
    fr: "Un faux communiqué et des captures d'écran qui nous sont attribués circulent sur les réseaux sociaux. Ils ne sont pas authentiques. Nos communiqués officiels sont publiés uniquement sur ce site.",
    de: "In sozialen Netzwerken kursieren eine gefälschte Erklärung und Screenshots, die uns zugeschrieben werden. Sie sind nicht echt. Unsere offiziellen Mitteilungen erscheinen ausschließlich auf dieser Website.",
    es: "Circula en redes sociales un comunicado falso con capturas atribuidas a nosotros. No es auténtico. Nuestros comunicados oficiales se publican solo en esta web.",
    nl: "Op sociale media circuleert een vervalste verklaring met schermafbeeldingen die aan ons wordt toegeschreven. Die is niet echt. Onze officiële verklaringen staan alleen op deze website.",
    pt: "Circula nas redes sociais um comunicado falso com capturas de tela atribuído a nós. Ele não é autêntico. Nossos comunicados oficiais são publicados apenas neste site.",
    it: "Sui social circola un falso comunicato con screenshot a noi attribuito. Non è autentico. I nostri comunicati ufficiali sono pubblicati solo su questo sito."
  })
  const news = own(rng, page, pick(rng, ["/news", "/press", "/newsroom", "/actualites", "/presse", "/noticias"]))
  return { splices: [insert(noticeSpot(rng, page), banner(rng, pick(rng, ["fake-news-alert", "notice", "alert alert-warning"]), pick(rng, ["#fff3cd", "#e8f0fe", "#fbe9e7"]), "#222", `<strong>${esc(say(page, { en: "Fake statement", fr: "Faux communiqué", de: "Gefälschte Erklärung", es: "Comunicado falso", nl: "Valse verklaring", pt: "Comunicado falso", it: "Falso comunicato" }))}:</strong> ${esc(text)} ${link(news, say(page, moreLabel))}`))] }
})

const alertService: Record<string, readonly [string, string]> = {
  us: ["https://www.ready.gov/", "Ready.gov"], uk: ["https://check-for-flooding.service.gov.uk/", "GOV.UK flood warnings"], fr: ["https://www.georisques.gouv.fr/", "Géorisques"], de: ["https://warnung.bund.de/", "warnung.bund.de"],
  es: ["https://www.proteccioncivil.es/", "Protección Civil"], nl: ["https://www.crisis.nl/", "crisis.nl"], au: ["https://www.abc.net.au/emergency", "ABC Emergency"], in: ["https://ndma.gov.in/", "NDMA"],
  br: ["https://www.gov.br/mdr/pt-br/assuntos/protecao-e-defesa-civil", "Defesa Civil"], it: ["https://www.protezionecivile.gov.it/", "Protezione Civile"]
}

// Evacuation notices, recalled from memory of local authorities' and utilities' banners during floods and wildfires (UK councils and the Environment Agency, French prefectures with Vigicrues, German Landkreise with NINA, Australian councils, about 2019–2024): a red bar telling residents of named areas to leave, where the rest centre is, and linking to the authority's own page and the national alert service.
const evacuationNotice = benign("flood or wildfire evacuation notice from the local authority naming areas and a rest centre, linking to its own emergency page and the national alert service", (page, rng) => {
  const flood = chance(rng, 0.6)
  const area = pick(rng, ["Riverside", "North Quay", "Mill Lane", "Old Town", "Westbrook", "Le Bas-Quartier", "Unterdorf", "Zona Baixa"])
  const text = say(page, {
    en: `${flood ? "Flooding" : "Wildfire"}: residents of ${area} are asked to leave their homes now. A rest centre is open at the sports hall. Follow the instructions of the emergency services.`,
    fr: `${flood ? "Inondations" : "Feu de forêt"} : les habitants du secteur ${area} doivent quitter leur domicile dès maintenant. Un centre d'accueil est ouvert au gymnase. Suivez les consignes des secours.`,
    de: `${flood ? "Hochwasser" : "Waldbrand"}: Die Bewohner von ${area} werden gebeten, ihre Wohnungen jetzt zu verlassen. In der Sporthalle ist eine Notunterkunft geöffnet. Folgen Sie den Anweisungen der Einsatzkräfte.`,
    es: `${flood ? "Inundaciones" : "Incendio forestal"}: se pide a los vecinos de ${area} que abandonen sus casas ahora. Hay un centro de acogida en el polideportivo. Siga las indicaciones de los servicios de emergencia.`,
    nl: `${flood ? "Overstroming" : "Natuurbrand"}: bewoners van ${area} wordt gevraagd hun woning nu te verlaten. In de sporthal is een opvanglocatie open. Volg de aanwijzingen van de hulpdiensten.`,
    pt: `${flood ? "Enchente" : "Incêndio florestal"}: os moradores de ${area} devem deixar suas casas agora. Há um abrigo aberto no ginásio. Siga as orientações da Defesa Civil.`,
    it: `${flood ? "Alluvione" : "Incendio boschivo"}: i residenti di ${area} devono lasciare le abitazioni ora. È aperto un centro di accoglienza nel palazzetto. Seguite le indicazioni dei soccorsi.`
  })
  const [nat, natName] = alertService[page.site.locale.country] ?? alertService.us!
  const html = `<strong>${flood ? "🌊" : "🔥"} ${esc(say(page, { en: "Emergency", fr: "Urgence", de: "Notfall", es: "Emergencia", nl: "Noodsituatie", pt: "Emergência", it: "Emergenza" }))}</strong> — ${esc(text)} ${link(own(rng, page, pick(rng, ["/emergency", "/news/evacuation", "/urgence", "/notfall"])), say(page, moreLabel), "color:#fff;text-decoration:underline")} · ${link(nat, natName, "color:#fff;text-decoration:underline")}`
  return { splices: [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), banner(rng, pick(rng, ["emergency-banner", "alert alert-danger", "major-incident"]), pick(rng, ["#b10e1e", "#d4351c", "#8b0000"]), "#fff", html))] }
})

// Pre-election period notices, recalled from memory of UK public bodies' "pre-election period" (purdah) pages and of similar notices by French and Spanish public bodies during electoral periods: during the period before an election, publicity is restricted, some news and consultations are paused and the site will be updated less often.
const preElectionPeriod = benign("pre-election period notice: publicity restricted, some news and consultations paused until after polling day", (page, rng) => {
  const d = dateOf(rng, page)
  const text = say(page, {
    en: `We are in the pre-election period until ${d}. In line with guidance, we will not publish news or consultations that could be seen as political until after polling day.`,
    fr: `Nous sommes en période électorale jusqu'au ${d}. Conformément aux règles, nous ne publierons pas d'actualités ou de consultations pouvant être perçues comme politiques avant le scrutin.`,
    de: `Bis zum ${d} gilt die Zeit vor der Wahl. Gemäß dem Neutralitätsgebot veröffentlichen wir bis nach dem Wahltag keine Beiträge, die als politisch verstanden werden könnten.`,
    es: `Estamos en periodo electoral hasta el ${d}. Conforme a la normativa, no publicaremos noticias ni consultas que puedan considerarse políticas hasta después de la votación.`,
    nl: `Tot ${d} geldt de verkiezingsperiode. Tot na de verkiezingsdag publiceren wij geen nieuws of consultaties die als politiek kunnen worden opgevat.`,
    pt: `Estamos em período eleitoral até ${d}. Conforme a legislação, não publicaremos notícias ou consultas que possam ser vistas como políticas até depois da votação.`,
    it: `Fino al ${d} siamo in periodo elettorale. Secondo la normativa sulla par condicio, non pubblicheremo notizie o consultazioni di carattere politico fino al voto.`
  })
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), banner(rng, pick(rng, ["pre-election-notice", "notice", "purdah"]), pick(rng, ["#f3f2f1", "#eef", "#fafafa"]), "#0b0c0c", `ℹ ${esc(text)}`))] }
})

// Archived-site banners, recalled from memory of government and university sites frozen after a reorganisation or a change of government (UK National Archives' "this page has been archived", US agencies' archived sites after a transition, projects' "this site is no longer maintained"): a banner saying the site is kept for reference, is no longer updated and where the current site is, on the organisation's own host.
const archivedSite = benign("'this website is archived and no longer updated, kept for reference' banner linking to the organisation's current pages on its own host", (page, rng) => {
  const d = dateOf(rng, page)
  const text = say(page, {
    en: `This website is archived and has not been updated since ${d}. It is kept for reference only.`, fr: `Ce site est archivé et n'est plus mis à jour depuis le ${d}. Il est conservé à titre de référence.`,
    de: `Diese Website ist archiviert und wird seit dem ${d} nicht mehr aktualisiert. Sie bleibt zu Referenzzwecken online.`, es: `Este sitio está archivado y no se actualiza desde el ${d}. Se conserva solo como referencia.`,
    nl: `Deze website is gearchiveerd en wordt sinds ${d} niet meer bijgewerkt. Hij blijft online ter referentie.`, pt: `Este site está arquivado e não é atualizado desde ${d}. Ele é mantido apenas para consulta.`,
    it: `Questo sito è archiviato e non è più aggiornato dal ${d}. Resta online solo come riferimento.`
  })
  const current = say(page, { en: "Visit our current website", fr: "Consulter notre site actuel", de: "Zur aktuellen Website", es: "Ir al sitio actual", nl: "Naar de huidige website", pt: "Acesse o site atual", it: "Vai al sito attuale" })
  const href = own(rng, page, pick(rng, ["/", "/home", "/new/", "/current/"]))
  return { splices: [insert(pick(rng, [top(page), top(page), bottom(page)]), banner(rng, pick(rng, ["archive-banner", "archived-notice"]), pick(rng, ["#444", "#1d1d1b", "#5a5a5a"]), "#fff", `🗄 ${esc(text)} ${link(href, current, "color:#fff")}`))] }
})

// Signed statements, recalled from memory of companies', universities' and associations' statements after attacks, disasters and wars (about 2015–2024: "we are shocked and saddened...", signed by the chief executive or board), shown as a box on the home page with a link to the full statement on their own site.
const signedStatement = benign("the organisation's own signed statement on a current event (an attack, a disaster, a war) with a link to the full text on its own site", (page, rng) => {
  const signer = say(page, { en: pick(rng, ["The Board", "Chief Executive", "The Director"]), fr: pick(rng, ["La direction", "Le conseil d'administration"]), de: pick(rng, ["Der Vorstand", "Die Geschäftsführung"]), es: pick(rng, ["La dirección", "El consejo"]), nl: pick(rng, ["Het bestuur", "De directie"]), pt: pick(rng, ["A diretoria", "O conselho"]), it: pick(rng, ["La direzione", "Il consiglio"]) })
  const text = say(page, {
    en: "We are shocked and saddened by the events of recent days. Our thoughts are with the victims, their families and everyone affected, including members of our own community. We are in contact with colleagues and partners in the region and will offer support where we can.",
    fr: "Nous sommes bouleversés par les événements de ces derniers jours. Nos pensées vont aux victimes, à leurs proches et à toutes les personnes touchées, y compris au sein de notre communauté. Nous sommes en contact avec nos collègues et partenaires sur place.",
    de: "Die Ereignisse der letzten Tage erschüttern uns zutiefst. Unsere Gedanken sind bei den Opfern, ihren Familien und allen Betroffenen, auch in unserer eigenen Gemeinschaft. Wir stehen mit Kolleginnen, Kollegen und Partnern vor Ort in Kontakt.",
    es: "Los acontecimientos de los últimos días nos han conmocionado. Nuestros pensamientos están con las víctimas, sus familias y todas las personas afectadas, también en nuestra comunidad. Estamos en contacto con colegas y socios en la zona.",
    nl: "Wij zijn geschokt door de gebeurtenissen van de afgelopen dagen. Onze gedachten zijn bij de slachtoffers, hun families en iedereen die getroffen is, ook in onze eigen gemeenschap. We staan in contact met collega's en partners ter plaatse.",
    pt: "Estamos consternados com os acontecimentos dos últimos dias. Nossos pensamentos estão com as vítimas, suas famílias e todos os atingidos, inclusive em nossa comunidade. Estamos em contato com colegas e parceiros na região.",
    it: "Siamo sconvolti dagli eventi degli ultimi giorni. Il nostro pensiero va alle vittime, alle loro famiglie e a tutte le persone colpite, anche nella nostra comunità. Siamo in contatto con colleghi e partner sul posto."
  })
  const href = own(rng, page, `/${pick(rng, ["news", "statement", "press", "aktuelles", "actualites"])}/${pick(rng, ["statement", "our-statement", "message"])}-${between(rng, 1, 28)}`)
  const box = `<section class="${pick(rng, ["statement", "message-from-board", "ceo-statement"])}" style="border-left:4px solid ${pick(rng, ["#333", "#555", "#1d3557"])};padding:10px 16px;margin:12px 0"><h2>${esc(say(page, { en: "Statement", fr: "Déclaration", de: "Erklärung", es: "Comunicado", nl: "Verklaring", pt: "Nota", it: "Dichiarazione" }))}</h2><p>${esc(text)}</p><p><em>— ${esc(signer)}, ${esc(brandName(page))}</em> · ${link(href, say(page, moreLabel))}</p></section>`
  return { splices: [insert(pick(rng, [slotAt(page.spots, "top"), top(page), anySlot(rng, page.spots)]), box)] }
})

// ———————————————————————————— identity and editorial churn ————————————————————————————

const newNames = ["Group", "& Co.", "Collective", "Partners", "Studio", "Network", "Foundation", "Hub"]

// Renames, recalled from memory of organisations changing their name (charities, universities, firms after a merger or a rebrand, about 2015–2024): the new name in the page title, headings and text, and a line "formerly …" or "… is now …" for a while, the addresses, numbers and sign-in untouched.
const siteRenamed = benign("organisation renamed: its new name put in the title, headings and text, with a 'formerly …' or '… is now …' line", (page, rng) => {
  const title = page.spots.title === null ? "" : page.html.slice(page.spots.title.start, page.spots.title.end)
  const tail = title.split(/\s[|\-–—:·]\s/).map((x) => x.trim()).filter((x) => x.length >= 3 && x.length <= 30 && !/[&<]/.test(x))
  const squash = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, "")
  const named = tail.find((x) => squash(x).includes(squash(page.site.brand)) && squash(page.site.brand).length >= 2)
  const old = named !== undefined ? named.replace(/^(The|Le|La|Les|Der|Die|Das|El|Los|De|Het|O|A|Il|Lo)\s+/, "") : brandName(page)
  const fresh = pick(rng, [`${old} ${pick(rng, newNames)}`, `${cap(old.split(" ")[0]!)}${pick(rng, ["ia", "ly", "ify", "o", "a"])}`, `${pick(rng, ["Nova", "Uni", "Neo", "One"])} ${old}`])
  const out: Array<Splice> = []
  const re = new RegExp(`(?<![\\w@/.-])${old.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-]|\\.[a-z])`, "gi")
  const ids = [page.ids.pay?.shown, page.ids.email, page.ids.wallet?.address, page.ids.bank?.value, ...page.ids.social.map((h) => h.shown)].filter((v): v is string => v !== undefined && v.length > 0)
  const plain = (s: string) => !s.includes("@") && !/https?:|www\.|\w\.\w+\//i.test(s) && !ids.some((v) => s.includes(v) && v.length > 2)
  for (const t of page.spots.texts) {
    const s = t.text.trim()
    if (s.length === 0 || !plain(s) || !re.test(s)) { re.lastIndex = 0; continue }
    re.lastIndex = 0
    const el = elAt(page, t.parent)
    if (el === undefined || !el.shown || el.name === "a" && /mailto:|tel:/i.test(el.attribs.href ?? "")) continue
    out.push(replace(trimmed(page, t), esc(s.replace(re, fresh))))
  }
  if (page.spots.title !== null) {
    out.push(replace(page.spots.title, re.test(title) ? title.replace(re, esc(fresh)) : `${title.trim()} | ${esc(fresh)}`))
  }
  const line = say(page, {
    en: pick(rng, [`${old} is now ${fresh}.`, `${fresh} (formerly ${old})`, `We have a new name: ${fresh}.`]), fr: pick(rng, [`${old} devient ${fresh}.`, `${fresh} (anciennement ${old})`]),
    de: pick(rng, [`Aus ${old} wird ${fresh}.`, `${fresh} (ehemals ${old})`]), es: pick(rng, [`${old} ahora es ${fresh}.`, `${fresh} (antes ${old})`]),
    nl: pick(rng, [`${old} heet voortaan ${fresh}.`, `${fresh} (voorheen ${old})`]), pt: pick(rng, [`${old} agora é ${fresh}.`, `${fresh} (antiga ${old})`]), it: pick(rng, [`${old} ora si chiama ${fresh}.`, `${fresh} (già ${old})`])
  })
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<p class="${pick(rng, ["rename-notice", "brand-notice", "announcement"])}" style="text-align:center;margin:6px 0">${esc(line)} ${link(own(rng, page, pick(rng, ["/about/new-name", "/news/new-name", "/about"])), say(page, moreLabel))}</p>`))
  return { splices: out }
})

// Anniversaries, recalled from memory of companies', clubs' and institutions' "celebrating 25/50/100 years" ribbons and milestone timelines on their home pages: a ribbon with the number of years and a short timeline of dated milestones, on the site's own host.
const anniversary = benign("anniversary ribbon ('celebrating N years') and a short timeline of the organisation's milestones", (page, rng) => {
  const years = pick(rng, [10, 20, 25, 30, 40, 50, 75, 100, 125, 150])
  const since = 2026 - years
  const ribbon = say(page, { en: `Celebrating ${years} years`, fr: `${years} ans déjà`, de: `${years} Jahre`, es: `Celebramos ${years} años`, nl: `${years} jaar`, pt: `${years} anos`, it: `${years} anni insieme` })
  const steps = say(page, {
    en: "Founded|First premises opened|New building|Online services launched|Today", fr: "Fondation|Premiers locaux|Nouveau bâtiment|Services en ligne|Aujourd'hui", de: "Gründung|Erste Räume|Neubau|Online-Angebote|Heute",
    es: "Fundación|Primer local|Nuevo edificio|Servicios en línea|Hoy", nl: "Opgericht|Eerste pand|Nieuw gebouw|Online diensten|Vandaag", pt: "Fundação|Primeira sede|Novo prédio|Serviços online|Hoje", it: "Fondazione|Prima sede|Nuova sede|Servizi online|Oggi"
  }).split("|")
  const n = between(rng, 3, 5)
  const yearsAt = [since, ...Array.from({ length: n - 2 }, (_, i) => since + Math.round(((i + 1) * years) / (n - 1)) - between(rng, 0, 3)), 2026]
  const items = yearsAt.map((y, i) => `<li><strong>${y}</strong> — ${esc(i === n - 1 ? steps[4]! : steps[Math.min(i, 3)]!)}</li>`).join("")
  const html = `<section class="${pick(rng, ["anniversary", "jubilee", "since-" + since])}" style="text-align:center;margin:10px 0"><p style="display:inline-block;background:${pick(rng, ["#c9a227", "#b8860b", "#1d3557", "#8e1b3a"])};color:#fff;padding:6px 18px;border-radius:${pick(rng, ["0", "20px", "4px"])}">🎉 ${esc(ribbon)} · ${since}–2026</p><ol style="list-style:none;padding:0;display:inline-block;text-align:left">${items}</ol></section>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), html)] }
})

// Breaking-news bars, recalled from memory of news sites' red "Breaking" / "Eilmeldung" / "Dernière minute" strips above the header (BBC, Le Monde, Der Spiegel, El País and regional papers): one line linking to the outlet's own article.
const breakingBar = benign("red 'Breaking' / 'Eilmeldung' / 'Dernière minute' bar above the header linking to the site's own article", (page, rng) => {
  const label = say(page, { en: "Breaking", fr: "Dernière minute", de: "Eilmeldung", es: "Última hora", nl: "Breaking", pt: "Urgente", it: "Ultim'ora" })
  const line = say(page, {
    en: pick(rng, ["Council approves new budget after late-night vote", "Storm warning extended to the whole region", "Main road reopens after this morning's accident"]),
    fr: pick(rng, ["Le conseil adopte le budget après un vote tardif", "L'alerte tempête étendue à toute la région", "La route principale rouverte après l'accident de ce matin"]),
    de: pick(rng, ["Stadtrat beschließt Haushalt nach nächtlicher Abstimmung", "Unwetterwarnung auf die ganze Region ausgeweitet", "Hauptstraße nach Unfall wieder frei"]),
    es: pick(rng, ["El pleno aprueba los presupuestos tras una votación nocturna", "La alerta por temporal se extiende a toda la región", "Reabierta la carretera tras el accidente de esta mañana"]),
    nl: pick(rng, ["Gemeenteraad stemt na nachtelijk debat in met begroting", "Stormwaarschuwing uitgebreid naar hele regio", "Hoofdweg weer open na ongeluk van vanochtend"]),
    pt: pick(rng, ["Câmara aprova orçamento após votação na madrugada", "Alerta de temporal estendido para toda a região", "Rodovia é liberada após acidente desta manhã"]),
    it: pick(rng, ["Il consiglio approva il bilancio dopo un voto notturno", "Allerta maltempo estesa a tutta la regione", "Riaperta la strada principale dopo l'incidente di stamattina"])
  })
  const href = own(rng, page, `/${pick(rng, ["news", "article", "nachrichten", "actualite", "noticias"])}/${slug(line).slice(0, 50)}-${between(rng, 1000, 99999)}`)
  return { splices: [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["breaking-news", "breaking", "ticker ticker--breaking"])}" style="background:${pick(rng, ["#bb1919", "#c00", "#e4002b"])};color:#fff;padding:${between(rng, 6, 12)}px 14px;font-weight:bold"><span style="text-transform:uppercase;margin-right:10px">${esc(label)}</span>${link(href, line, "color:#fff")}</div>`)] }
})

// Developing stories, recalled from memory of news sites' "This is a developing story and will be updated" lines and "Updated HH:MM" stamps under headlines (AP, Reuters, national and regional outlets): a short italic line after the first heading and an update time.
const developingStory = benign("'this is a developing story and will be updated' line with an 'updated HH:MM' stamp under the first heading", (page, rng) => {
  const t = hhmm(rng)
  const text = say(page, {
    en: `This is a developing story and will be updated. Updated ${t}.`, fr: `Article en cours d'actualisation. Mis à jour à ${t}.`, de: `Dieser Artikel wird laufend aktualisiert. Aktualisiert um ${t} Uhr.`,
    es: `Noticia en desarrollo; se irá actualizando. Actualizado a las ${t}.`, nl: `Dit bericht wordt bijgewerkt. Bijgewerkt om ${t} uur.`, pt: `Notícia em atualização. Atualizado às ${t}.`, it: `Notizia in aggiornamento. Aggiornato alle ${t}.`
  })
  const at = afterFirstHeading(page)
  const html = `<p class="${pick(rng, ["developing", "story-update", "article-status"])}"><em>${chance(rng, 0.5) ? "🔴 " : ""}${esc(text)}</em></p>`
  return { splices: [insert(at !== null && chance(rng, 0.8) ? at : slotAt(page.spots, "top"), html)] }
})

// ———————————————————————————— commemoration and solidarity in the site's own colours ————————————————————————————

const prideOrg: Record<string, readonly [string, string]> = {
  us: ["https://www.thetrevorproject.org/", "The Trevor Project"], uk: ["https://www.stonewall.org.uk/", "Stonewall"], fr: ["https://www.sos-homophobie.org/", "SOS homophobie"], de: ["https://www.lsvd.de/", "LSVD"],
  es: ["https://felgtbi.org/", "FELGTBI+"], nl: ["https://coc.nl/", "COC Nederland"], au: ["https://www.equalityaustralia.org.au/", "Equality Australia"], in: ["https://www.humsafar.org/", "Humsafar Trust"],
  br: ["https://www.abglt.org/", "ABGLT"], it: ["https://www.arcigay.it/", "Arcigay"]
}

// Pride month, recalled from memory of companies', councils' and universities' June changes: a rainbow stripe under the header or a rainbow version of the logo, and a short line on inclusion linking to a national LGBT+ charity.
const prideMonth = benign("Pride month: rainbow stripe under the header (or a rainbow logo filter) and a short inclusion line linking to a national LGBT+ charity", (page, rng) => {
  const [href, org] = prideOrg[page.site.locale.country] ?? prideOrg.us!
  const text = say(page, {
    en: "Happy Pride! This month we celebrate our LGBTQ+ colleagues, customers and community.", fr: "Bonne Pride ! Ce mois-ci, nous célébrons nos collègues, clients et proches LGBTQ+.",
    de: "Happy Pride! In diesem Monat feiern wir unsere LGBTQ+-Kolleginnen und -Kollegen, Kundschaft und Community.", es: "¡Feliz Orgullo! Este mes celebramos a nuestros compañeros, clientes y comunidad LGTBI+.",
    nl: "Fijne Pride! Deze maand vieren we onze LHBTIQ+-collega's, klanten en community.", pt: "Feliz Mês do Orgulho! Este mês celebramos nossos colegas, clientes e comunidade LGBTQIA+.",
    it: "Buon Pride! Questo mese celebriamo colleghi, clienti e comunità LGBTQ+."
  })
  const stripe = `<div class="pride-stripe" aria-hidden="true" style="height:${between(rng, 4, 10)}px;background:linear-gradient(90deg,#e40303,#ff8c00,#ffed00,#008026,#004dff,#750787)"></div>`
  const note = `<p class="pride-note" style="text-align:center;margin:6px 0">🏳️‍🌈 ${esc(text)} ${link(href, org)}</p>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top")]), stripe + (chance(rng, 0.7) ? note : ""))]
  if (chance(rng, 0.4)) out.push(insert(head(page), `<style>.site-logo img,.logo img,header img:first-of-type{filter:drop-shadow(0 3px 0 #e40303) drop-shadow(0 3px 0 #ffed00) drop-shadow(0 3px 0 #004dff)}</style>`))
  else if (!out[0]!.insert.includes("pride-note")) out.push(insert(bottom(page), note))
  return { splices: out }
})

const awareness: Record<Lang, ReadonlyArray<readonly [string, string, string, string]>> = {
  en: [["#e91e63", "🎀", "October is Breast Cancer Awareness Month. Check yourself and talk to your doctor about screening.", "https://breastcancernow.org/"], ["#1565c0", "🥸", "Movember: this month our team is growing moustaches for men's health.", "https://movember.com/"]],
  fr: [["#e91e63", "🎀", "Octobre rose : mobilisés contre le cancer du sein. Parlez du dépistage à votre médecin.", "https://www.ruban-rose.org/"], ["#1565c0", "🥸", "Movember : ce mois-ci notre équipe se laisse pousser la moustache pour la santé des hommes.", "https://fr.movember.com/"]],
  de: [["#e91e63", "🎀", "Pinktober: Oktober ist Brustkrebsmonat. Sprechen Sie mit Ihrer Ärztin über Früherkennung.", "https://www.krebshilfe.de/"], ["#1565c0", "🥸", "Movember: Unser Team lässt sich diesen Monat für die Männergesundheit einen Schnurrbart wachsen.", "https://de.movember.com/"]],
  es: [["#e91e63", "🎀", "Octubre rosa: mes de concienciación sobre el cáncer de mama. Consulte a su médico sobre las revisiones.", "https://www.contraelcancer.es/"], ["#1565c0", "🥸", "Movember: este mes nuestro equipo se deja bigote por la salud masculina.", "https://es.movember.com/"]],
  nl: [["#e91e63", "🎀", "Oktober is Borstkankermaand. Praat met je huisarts over het bevolkingsonderzoek.", "https://www.pinkribbon.nl/"], ["#1565c0", "🥸", "Movember: ons team laat deze maand een snor staan voor mannengezondheid.", "https://nl.movember.com/"]],
  pt: [["#e91e63", "🎀", "Outubro Rosa: mês de conscientização sobre o câncer de mama. Converse com seu médico sobre a mamografia.", "https://www.inca.gov.br/"], ["#1565c0", "🥸", "Novembro Azul: cuide da saúde do homem e faça seus exames.", "https://www.inca.gov.br/"]],
  it: [["#e91e63", "🎀", "Ottobre rosa: mese della prevenzione del tumore al seno. Parla con il tuo medico degli screening.", "https://www.lilt.it/"], ["#1565c0", "🥸", "Movember: questo mese il nostro team si fa crescere i baffi per la salute maschile.", "https://it.movember.com/"]]
}

// Awareness months, recalled from memory of "Pink October" and "Movember" (or "Novembro Azul") changes on shops', banks' and councils' sites: the accent colour switched to pink or blue for the month, a ribbon and a line linking to the national charity or health body.
const awarenessMonth = benign("awareness month: accent colour turned pink (October) or blue (Movember), a ribbon and a line linking to the national charity or health body", (page, rng) => {
  const [colour, icon, text, href] = pick(rng, say(page, awareness))
  const css = `<style id="${pick(rng, ["awareness-theme", "pink-october", "theme-month"])}">:root{--accent:${colour}}a{color:${colour}}${pick(rng, ["header,.header,#header", "nav,.nav", ".site-header"])}{border-bottom:4px solid ${colour}}${chance(rng, 0.5) ? `button,.button,.btn{background:${colour};border-color:${colour}}` : ""}</style>`
  return { splices: [insert(head(page), css), insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<p class="awareness" style="text-align:center;margin:6px 0">${icon} ${esc(text)} ${link(href, say(page, moreLabel))}</p>`)] }
})

const remembrance: Record<string, readonly [string, string]> = {
  us: ["🇺🇸", "This Memorial Day we honor the men and women who died while serving."], uk: ["🌺", "Remembrance Sunday: at 11 o'clock we will fall silent for two minutes. Lest we forget."],
  au: ["🌺", "Anzac Day: we remember those who served and died. Lest we forget."], in: ["🕯", "On Martyrs' Day we observe two minutes of silence at 11 am."],
  fr: ["💙", "11 novembre : nous rendons hommage aux morts pour la France. Bleuet de France."], de: ["🕯", "Volkstrauertag: Wir gedenken der Opfer von Krieg und Gewaltherrschaft."],
  es: ["🕯", "11 de marzo: recordamos a las víctimas del terrorismo."], nl: ["🕯", "4 mei, Nationale Dodenherdenking: om 20.00 uur houden wij twee minuten stilte."],
  br: ["🕯", "Dia de Finados: uma homenagem a todos que partiram."], it: ["🇮🇹", "4 novembre: ricordiamo i caduti di tutte le guerre."]
}

// Remembrance days, recalled from memory of sites' banners for Remembrance Sunday and Anzac Day (poppies), the French 11 November (Bleuet de France), the German Volkstrauertag and the Dutch 4 May two minutes' silence: a sober line with a symbol, sometimes a darker header for the day.
const remembranceDay = benign("remembrance day line in the country's own tradition (poppy, Bleuet de France, Volkstrauertag, 4 May two minutes' silence)", (page, rng) => {
  const [icon, text] = remembrance[page.site.locale.country] ?? remembrance.uk!
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["remembrance", "commemoration", "day-of-remembrance"])}" style="text-align:center;padding:${between(rng, 6, 14)}px;background:${pick(rng, ["#f4f4f4", "#222", "#fff"])};color:${pick(rng, ["#222", "#eee", "#333"])}"><span style="font-size:${between(rng, 18, 28)}px">${icon}</span> ${esc(text)}</div>`)]
  if (chance(rng, 0.3)) out.push(insert(head(page), `<style>${pick(rng, ["header,.header,#header", ".site-header", "nav"])}{filter:saturate(.3)}</style>`))
  return { splices: out }
})

const nationalDay: Record<string, readonly [string, string]> = {
  us: ["linear-gradient(90deg,#b22234 33%,#fff 33% 66%,#3c3b6e 66%)", "Happy Fourth of July! We are closed on Friday."], uk: ["linear-gradient(90deg,#fff 40%,#ce1124 40% 60%,#fff 60%)", "Happy St George's Day from all of us!"],
  au: ["linear-gradient(90deg,#012169 50%,#e4002b 50%)", "Happy Australia Day! Our office is closed on Monday."], in: ["linear-gradient(90deg,#ff9933 33%,#fff 33% 66%,#138808 66%)", "Happy Republic Day! Jai Hind."],
  fr: ["linear-gradient(90deg,#0055a4 33%,#fff 33% 66%,#ef4135 66%)", "Bonne fête nationale ! Nos bureaux seront fermés le 14 juillet."], de: ["linear-gradient(#000 33%,#dd0000 33% 66%,#ffce00 66%)", "Zum Tag der Deutschen Einheit: Unsere Geschäftsstelle bleibt am 3. Oktober geschlossen."],
  es: ["linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)", "¡Feliz Día de la Hispanidad! El 12 de octubre permaneceremos cerrados."], nl: ["linear-gradient(90deg,#ff7f00 50%,#ae1c28 50%)", "Fijne Koningsdag! Op 27 april zijn wij gesloten."],
  br: ["linear-gradient(90deg,#009c3b 50%,#ffdf00 50%)", "Feliz 7 de Setembro! Viva a Independência do Brasil."], it: ["linear-gradient(90deg,#009246 33%,#fff 33% 66%,#ce2b37 66%)", "Buona Festa della Repubblica! Il 2 giugno i nostri uffici sono chiusi."]
}

// National days, recalled from memory of shops', councils' and companies' bunting for the Fourth of July, 14 juillet, the Tag der Deutschen Einheit, Koningsdag, 7 de Setembro, the Festa della Repubblica and Australia and Republic Days: a thin strip in the country's own colours with a greeting, often with the day's opening hours.
const ownNationalDay = benign("the site's own country's national day: a thin strip in its flag's colours with a greeting and the day's closing", (page, rng) => {
  const [css, text] = nationalDay[page.site.locale.country] ?? nationalDay.us!
  const strip = `<div class="${pick(rng, ["national-day", "bunting", "holiday-strip"])}" style="background:${css};height:${between(rng, 5, 12)}px" aria-hidden="true"></div><p style="text-align:center;margin:6px 0">${esc(text)}</p>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top")]), strip)] }
})

// Local teams' success, recalled from memory of local businesses', councils' and schools' banners congratulating their town's club on a promotion or a cup win, in the club's colours, with the victory parade's time.
const localTeamCongrats = benign("congratulations to the town's own club on its promotion or cup win, in the club's colours, with the parade time", (page, rng) => {
  const [a, b] = pick(rng, [["#c8102e", "#fff"], ["#034694", "#fff"], ["#fdb913", "#000"], ["#00a650", "#fff"], ["#6c1d45", "#99d6ea"], ["#000", "#fff"]] as const)
  const t = hhmm(rng)
  const text = say(page, {
    en: pick(rng, [`Congratulations to our local club on winning promotion! The parade leaves the town hall at ${t} on Sunday.`, `What a final! Congratulations to our team on lifting the cup. Open-top bus parade on Sunday at ${t}.`]),
    fr: `Félicitations à notre club pour sa montée ! Le défilé partira de la mairie dimanche à ${t}.`, de: `Herzlichen Glückwunsch an unseren Verein zum Aufstieg! Der Autokorso startet am Sonntag um ${t} Uhr am Rathaus.`,
    es: `¡Enhorabuena a nuestro club por el ascenso! La rúa saldrá del ayuntamiento el domingo a las ${t}.`, nl: `Gefeliciteerd aan onze club met de promotie! De huldiging begint zondag om ${t} uur bij het stadhuis.`,
    pt: `Parabéns ao nosso time pelo acesso! A carreata sai da prefeitura no domingo às ${t}.`, it: `Complimenti alla nostra squadra per la promozione! La festa parte dal municipio domenica alle ${t}.`
  })
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["congrats", "club-banner", "promo-strip"])}" style="background:${a};color:${b};text-align:center;padding:${between(rng, 8, 16)}px;font-weight:bold">${pick(rng, ["⚽", "🏆", "🎉"])} ${esc(text)}</div>`)] }
})

const greetings: Record<Lang, ReadonlyArray<string>> = {
  en: ["Season's greetings and a happy new year from all of us!", "Eid Mubarak to everyone celebrating!", "Happy Diwali from our team!", "Happy Lunar New Year!", "Happy Hanukkah to all who celebrate!", "Happy Easter from all of us!"],
  fr: ["Joyeuses fêtes et bonne année de toute l'équipe !", "Aïd Moubarak à toutes celles et ceux qui le célèbrent !", "Joyeuses Pâques de toute l'équipe !", "Bonne année lunaire !"],
  de: ["Frohe Weihnachten und ein gutes neues Jahr wünscht Ihnen das ganze Team!", "Eid Mubarak allen, die feiern!", "Frohe Ostern von uns allen!", "Ein gutes neues Mondjahr!"],
  es: ["¡Felices fiestas y próspero año nuevo de parte de todo el equipo!", "¡Eid Mubarak a quienes lo celebran!", "¡Felices Pascuas de parte de todos!", "¡Feliz Año Nuevo lunar!"],
  nl: ["Fijne feestdagen en een gelukkig nieuwjaar namens ons hele team!", "Eid Mubarak voor iedereen die het viert!", "Vrolijk Pasen namens ons allemaal!", "Gelukkig maannieuwjaar!"],
  pt: ["Boas festas e feliz ano novo de toda a equipe!", "Eid Mubarak a todos que celebram!", "Feliz Páscoa de todos nós!", "Feliz Ano Novo Lunar!"],
  it: ["Buone feste e felice anno nuovo da tutto il team!", "Eid Mubarak a chi festeggia!", "Buona Pasqua da tutti noi!", "Felice anno nuovo lunare!"]
}

// Greeting cards, recalled from memory of companies' and schools' seasonal pop-ups (a card with a picture from their own host, the team's signature and a close button) around Christmas, Eid, Diwali, the Lunar New Year, Hanukkah and Easter.
const greetingCard = benign("seasonal greeting card shown once in a dialog (Christmas, Eid, Diwali, Lunar New Year, Easter) with a picture from the site's own host and a close button", (page, rng) => {
  const text = pick(rng, say(page, greetings))
  const team = say(page, { en: "The team at", fr: "L'équipe de", de: "Ihr Team von", es: "El equipo de", nl: "Het team van", pt: "Equipe", it: "Il team di" })
  const close = say(page, { en: "Close", fr: "Fermer", de: "Schließen", es: "Cerrar", nl: "Sluiten", pt: "Fechar", it: "Chiudi" })
  const img = `${chance(rng, 0.5) ? origin(page) : ""}/${pick(rng, ["images", "assets", "wp-content/uploads/2026/12"])}/${pick(rng, ["greeting-card", "season", "card-2026", "holidays"])}.${pick(rng, ["jpg", "png", "webp"])}`
  const html = `<dialog open class="${pick(rng, ["greeting-card", "season-popup", "holiday-modal"])}" style="max-width:${between(rng, 320, 480)}px;border:0;border-radius:${between(rng, 4, 14)}px;box-shadow:0 8px 30px rgba(0,0,0,.3);text-align:center;z-index:${between(rng, 100, 9999)}"><img src="${img}" alt="" width="${between(rng, 260, 420)}" style="max-width:100%"><p style="font-size:${between(rng, 16, 20)}px">${esc(text)}</p><p><em>${esc(team)} ${esc(brandName(page))}</em></p><button type="button" onclick="this.closest('dialog').close()">${esc(close)}</button></dialog>`
  return { splices: [insert(pick(rng, [bottom(page), top(page)]), html)] }
})

// Extreme-weather spaces, recalled from memory of councils' and libraries' "warm spaces" (UK, winter 2022–23) and "cool rooms" or "îlots de fraîcheur" during heatwaves (France, Spain, Italy, about 2019–2024): where to go, opening hours, and a link to the national health advice.
const weatherSpaces = benign("'cool rooms open during the heatwave' or 'warm spaces this winter' notice with places and hours, linking to national health advice", (page, rng) => {
  const hot = chance(rng, 0.6)
  const text = say(page, {
    en: hot ? "Heatwave: our libraries and community centres are open as cool spaces from 10:00 to 18:00. Drink water and check on older neighbours." : "Warm spaces: our libraries and community centres are open to everyone this winter, with free hot drinks.",
    fr: hot ? "Canicule : nos médiathèques et salles municipales sont ouvertes comme lieux frais de 10 h à 18 h. Buvez de l'eau et prenez des nouvelles de vos voisins âgés." : "Lieux chauffés : nos médiathèques accueillent tout le monde cet hiver, boissons chaudes offertes.",
    de: hot ? "Hitzewelle: Unsere Bibliotheken und Bürgerhäuser sind von 10 bis 18 Uhr als kühle Orte geöffnet. Trinken Sie ausreichend." : "Wärmeräume: Unsere Bibliotheken sind diesen Winter für alle geöffnet, mit kostenlosen Heißgetränken.",
    es: hot ? "Ola de calor: nuestras bibliotecas y centros cívicos abren como refugios climáticos de 10:00 a 18:00. Hidrátese." : "Espacios cálidos: nuestras bibliotecas abren a todos este invierno, con bebidas calientes gratis.",
    nl: hot ? "Hittegolf: onze bibliotheken en buurthuizen zijn van 10.00 tot 18.00 uur open als koele plek. Drink voldoende water." : "Warme plekken: onze bibliotheken zijn deze winter open voor iedereen, met gratis warme dranken.",
    pt: hot ? "Onda de calor: nossas bibliotecas e centros comunitários funcionam como espaços climatizados das 10h às 18h. Beba água." : "Espaços aquecidos: nossas bibliotecas estão abertas a todos neste inverno, com bebidas quentes grátis.",
    it: hot ? "Ondata di calore: biblioteche e centri civici aperti come luoghi climatizzati dalle 10 alle 18. Bevete acqua." : "Spazi caldi: le nostre biblioteche sono aperte a tutti quest'inverno, con bevande calde gratuite."
  })
  const health = say(page, { en: "https://www.nhs.uk/live-well/seasonal-health/", fr: "https://www.santepubliquefrance.fr/", de: "https://www.bundesgesundheitsministerium.de/", es: "https://www.sanidad.gob.es/", nl: "https://www.rivm.nl/", pt: "https://www.gov.br/saude/", it: "https://www.salute.gov.it/" })
  return { splices: [insert(noticeSpot(rng, page), banner(rng, pick(rng, ["weather-spaces", "heat-notice", "community-notice"]), hot ? pick(rng, ["#fff3e0", "#ffe0b2"]) : pick(rng, ["#e3f2fd", "#ede7f6"]), "#222", `${hot ? "☀" : "❄"} ${esc(text)} ${link(own(rng, page, hot ? "/cool-spaces" : "/warm-spaces"), say(page, moreLabel))} · ${link(health, say(page, { en: "Health advice", fr: "Conseils santé", de: "Gesundheitstipps", es: "Consejos de salud", nl: "Gezondheidsadvies", pt: "Orientações de saúde", it: "Consigli per la salute" }))}`))] }
})

// ———————————————————————————— design and language work ————————————————————————————

const second: Record<Lang, Lang> = { en: "fr", fr: "nl", de: "fr", es: "en", nl: "fr", pt: "en", it: "de" }

// Bilingual labels, recalled from memory of sites in bilingual countries and regions (Canada, Belgium, Switzerland, South Tyrol) and of public bodies serving a second language community: the contact block's and newsletter's labels shown in a second language beside the first ("Contact us / Nous contacter"), the values untouched.
const bilingualLabels = benign("contact and newsletter labels shown in a second official language beside the first ('Contact us / Nous contacter'), values untouched", (page, rng) => {
  const a = words[page.site.locale.lang]
  const b = words[second[page.site.locale.lang]]
  const pairs: ReadonlyArray<readonly [string, string]> = [[a.contact, b.contact], [a.newsletter, b.newsletter], [a.latest, b.latest], [a.subscribe, b.subscribe], [a.follow, b.follow], [a.updated, b.updated], [a.phone, b.phone]]
  const sep = pick(rng, [" / ", " · ", " | "])
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    const s = t.text.trim()
    const el = elAt(page, t.parent)
    if (el === undefined || !el.shown) continue
    const hit = pairs.find(([x, y]) => x !== y && (s === x || s.startsWith(`${x}:`)))
    if (hit === undefined) continue
    const [x, y] = hit
    out.push(replace(trimmed(page, t), esc(`${x}${sep}${y}${s.slice(x.length)}`)))
  }
  if (out.length === 0) out.push(insert(slotAt(page.spots, "bottom"), `<p class="lang-note">${esc(a.contact)}${sep}${esc(b.contact)}</p>`))
  return { splices: out }
})

// Card redesigns, recalled from memory of CMS theme updates (WordPress block themes, Ghost, Squarespace, about 2020–2024) that turn a plain list of latest posts into cards with a thumbnail from the site's own uploads and a "read more" label, titles and links unchanged.
const latestAsCards = benign("latest-posts list redesigned as cards with thumbnails from the site's own uploads, titles and links unchanged", (page, rng) => {
  const box = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts"))
  const lis = box === undefined ? [] : page.spots.elements.filter((e) => e.name === "li" && e.index > box.index && e.start < (box.closeTag?.start ?? 0))
  const base = `${chance(rng, 0.4) ? origin(page) : ""}/${pick(rng, ["wp-content/uploads/2026/0" + between(rng, 1, 9), "content/images/size/w600", "images/thumbs", "media/cache"])}`
  const css = `<style>.latest-posts ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(${between(rng, 160, 240)}px,1fr));gap:${between(rng, 8, 20)}px;list-style:none;padding:0}.latest-posts li{border:1px solid #e5e5e5;border-radius:${between(rng, 0, 10)}px;padding:8px}.latest-posts li img{display:block;width:100%;height:auto;margin-bottom:6px}</style>`
  const out: Array<Splice> = [insert(head(page), css)]
  for (const li of lis) {
    const name = headlines[int(rng, headlines.length)]!
    out.push(insert(li.openEnd, `<img src="${base}/${slug(name)}-${between(rng, 300, 800)}x${between(rng, 200, 500)}.${pick(rng, ["jpg", "webp"])}" alt="" loading="lazy" width="${between(rng, 240, 400)}" height="${between(rng, 140, 260)}">`))
  }
  return { splices: out }
})

// Contact-block restyles, recalled from memory of theme updates and page-builder sections (Elementor "icon list", Divi blurbs, Font Awesome icons) that put an icon before each contact line and lay the block out as cards, the numbers and addresses untouched.
const contactIcons = benign("contact block restyled: an icon before each label (phone, e-mail, bank, follow us) and a card layout, values untouched", (page, rng) => {
  const w = page.site.words
  const icons: ReadonlyArray<readonly [string, string]> = [[w.phone, pick(rng, ["📞", "☎"])], [w.abroad, "🌍"], [w.email, pick(rng, ["✉", "📧"])], [w.bank, "🏦"], [w.donate, "💛"], [w.follow, pick(rng, ["👥", "🔗"])], [w.payWith, "💳"]]
  const out: Array<Splice> = []
  for (const t of page.spots.texts) {
    const s = t.text.trim()
    const hit = icons.find(([label]) => s.startsWith(`${label}:`) || s === label || s.startsWith(`${label} `))
    if (hit === undefined) continue
    const r = trimmed(page, t)
    out.push(insert(r.start, `<span class="${pick(rng, ["icon", "contact-icon", "fa-fw"])}" aria-hidden="true">${hit[1]}</span> `))
  }
  out.push(insert(head(page), `<style>.site-contact,.contact-box,#contact-us,.footer-contact{display:grid;gap:${between(rng, 6, 16)}px;background:${pick(rng, ["#f7f7f7", "#fafafa", "#f1f5f9"])};border-radius:${between(rng, 4, 12)}px;padding:${between(rng, 12, 24)}px}.contact-icon,.icon{display:inline-block;width:1.4em}</style>`))
  return { splices: out }
})

/** Every fresh21 benign class, in a fixed order. */
export const fresh21Benigns: ReadonlyArray<ChangeClass> = [
  restoredAfterDefacement, onlineServicePaused, fakeStatementDenial, evacuationNotice, preElectionPeriod, archivedSite, signedStatement,
  siteRenamed, anniversary, breakingBar, developingStory,
  prideMonth, awarenessMonth, remembranceDay, ownNationalDay, localTeamCongrats, greetingCard, weatherSpaces,
  bilingualLabels, latestAsCards, contactIcons
]

/**
 * Fresh12 benign classes: written after round 13 (after fresh11), by someone
 * who does not read the engines, from how real councils, clubs, charities,
 * shops, newsrooms, bookmakers and small sites change their pages. Several
 * are honest counterparts of attacker techniques: the organisation's own
 * documents embedded from Google Drive or OneDrive and brochures from
 * flipbook hosts, a static search index with its WebAssembly module on the
 * site's own host, shoppable hotspots drawn over the site's photos,
 * honeypot fields added to its forms, links to its own subdomains,
 * "vote for us" and benefits-checker boxes that link to the organiser's or
 * the government's own pages, wallet passes, popular searches on its own
 * search page, the organ donor register, a safer-gambling footer with the
 * national helpline, a framework rebuild with hydration data and chunk
 * scripts, direct-dial numbers and temporary lines next to the usual
 * number, a 3D viewer from Google's CDN, an ad-blocker notice, a
 * browser-update bar, a payment QR code for the site's own account, a
 * blogroll and a webring. Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh11-benign.ts, and is written in the site's
 * own language where it shows text. None replaces the site's phone numbers,
 * payment details or e-mail addresses, or changes where its own forms and
 * sign-in go. The writer had no internet access: sources are recalled from
 * memory. Scored in the `fresh12` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, forms, head, inside, lineAfter, say, shown, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh12", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${new URL(page.site.url).origin}${path}` : path)

const docTitles: Record<Lang, ReadonlyArray<string>> = {
  en: ["Minutes of the annual general meeting", "Annual accounts", "Term dates and timetable", "Planning statement", "Members' handbook"],
  fr: ["Compte rendu de l'assemblée générale", "Comptes annuels", "Calendrier et horaires", "Rapport d'activité", "Règlement intérieur"],
  de: ["Protokoll der Mitgliederversammlung", "Jahresabschluss", "Termine und Stundenplan", "Tätigkeitsbericht", "Satzung"],
  es: ["Acta de la asamblea general", "Cuentas anuales", "Calendario y horarios", "Memoria de actividades", "Reglamento interno"],
  nl: ["Notulen van de algemene ledenvergadering", "Jaarrekening", "Jaarplanning en rooster", "Jaarverslag", "Huishoudelijk reglement"],
  pt: ["Ata da assembleia geral", "Demonstrações financeiras", "Calendário e horários", "Relatório de atividades", "Regimento interno"],
  it: ["Verbale dell'assemblea generale", "Bilancio annuale", "Calendario e orari", "Relazione annuale", "Regolamento interno"]
}
const openWords: Record<Lang, string> = { en: "Open in a new tab", fr: "Ouvrir dans un nouvel onglet", de: "In neuem Tab öffnen", es: "Abrir en una pestaña nueva", nl: "Openen in nieuw tabblad", pt: "Abrir em nova aba", it: "Apri in una nuova scheda" }

// Documents embedded from the organisation's own cloud drive, recalled from memory of Google Drive's "Embed item" (a /preview iframe) and Google Docs' "Publish to the web" (pub?embedded=true), and of OneDrive's embed codes (onedrive.live.com/embed?resid=...), as clubs, schools, parish councils and small charities use them to show minutes, accounts and timetables without a file server: a heading, the document in a frame and a link to open it.
const driveEmbed = benign("organisation's own minutes, accounts or timetable embedded from Google Drive, Google Docs or OneDrive", (page, rng) => {
  const title = `${pick(rng, say(page, docTitles))} ${between(rng, 2024, 2026)}`
  const src = pick(rng, [
    () => `https://drive.google.com/file/d/1${alnum(rng, 32)}/preview`,
    () => `https://docs.google.com/document/d/e/2PACX-1v${alnum(rng, 80)}/pub?embedded=true`,
    () => `https://docs.google.com/spreadsheets/d/e/2PACX-1v${alnum(rng, 80)}/pubhtml?widget=true&amp;headers=false`,
    () => `https://onedrive.live.com/embed?resid=${hex(rng, 16).toUpperCase()}%21${between(rng, 100, 999)}&amp;authkey=%21A${alnum(rng, 14)}&amp;em=2`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["documents", "embedded-doc", "minutes"])}"><h3>${esc(title)}</h3><iframe src="${src}" width="100%" height="${pick(rng, [480, 560, 640])}" style="border:1px solid #ddd" loading="lazy" title="${esc(title)}"></iframe><p><a href="${src.replace(/\/preview$|[?&]embedded=true$/, "")}" target="_blank" rel="noopener">${esc(say(page, openWords))}</a></p></section>`))
})

const searchWords: Record<Lang, string> = { en: "Search this site", fr: "Rechercher sur le site", de: "Website durchsuchen", es: "Buscar en el sitio", nl: "Zoeken op deze site", pt: "Pesquisar no site", it: "Cerca nel sito" }

// Static site search, recalled from memory of Pagefind (CloudCannon, 2022), which indexes a built site into /pagefind/ with a WebAssembly module and a ready-made UI (new PagefindUI({ element: "#search" })), and of Lunr.js with a JSON index, as Hugo, Jekyll, Eleventy and MkDocs sites use them: a stylesheet and script from the site's own /pagefind/ folder (or Lunr from a public CDN with an index on the site) and a search box element.
const staticSearch = benign("static site search (Pagefind or Lunr) with its index and WebAssembly module on the site's own host", (page, rng) => {
  const id = pick(rng, ["search", "site-search", "pagefind-search"])
  if (chance(rng, 0.7)) {
    const base = own(rng, page, pick(rng, ["/pagefind/", "/_pagefind/", "/search/pagefind/"]))
    return splices(
      insert(head(page), `<link href="${base}pagefind-ui.css" rel="stylesheet"><script src="${base}pagefind-ui.js"></script>`),
      insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div id="${id}"></div><script>window.addEventListener("DOMContentLoaded",function(){new PagefindUI({element:"#${id}",showSubResults:true${chance(rng, 0.5) ? `,translations:{placeholder:${JSON.stringify(say(page, searchWords))}}` : ""}})});</script>`)
    )
  }
  const ver = pick(rng, ["2.3.9", "2.3.8"])
  const lib = pick(rng, [`https://unpkg.com/lunr@${ver}/lunr.min.js`, `https://cdn.jsdelivr.net/npm/lunr@${ver}/lunr.min.js`, `https://cdnjs.cloudflare.com/ajax/libs/lunr.js/${ver}/lunr.min.js`])
  return splices(
    insert(head(page), `<script src="${lib}" defer></script><script src="${own(rng, page, "/js/search.js")}" defer></script>`),
    insert(slotAt(page.spots, "top"), `<form id="${id}" role="search" action="${own(rng, page, "/search/")}"><input type="search" name="q" placeholder="${esc(say(page, searchWords))}" data-index="${own(rng, page, pick(rng, ["/index.json", "/search_index.json", "/search/index.json"]))}"></form>`)
  )
})

const products: Record<Lang, ReadonlyArray<string>> = {
  en: ["Linen cushion", "Oak side table", "Ceramic vase", "Wool throw", "Table lamp"], fr: ["Coussin en lin", "Table d'appoint en chêne", "Vase en céramique", "Plaid en laine", "Lampe à poser"],
  de: ["Leinenkissen", "Beistelltisch Eiche", "Keramikvase", "Wolldecke", "Tischleuchte"], es: ["Cojín de lino", "Mesa auxiliar de roble", "Jarrón de cerámica", "Manta de lana", "Lámpara de mesa"],
  nl: ["Linnen kussen", "Eiken bijzettafel", "Keramische vaas", "Wollen plaid", "Tafellamp"], pt: ["Almofada de linho", "Mesa lateral de carvalho", "Vaso de cerâmica", "Manta de lã", "Candeeiro de mesa"],
  it: ["Cuscino in lino", "Tavolino in rovere", "Vaso in ceramica", "Plaid in lana", "Lampada da tavolo"]
}

// Shoppable images, recalled from memory of the "shop the look" hotspots that furniture and fashion shops (IKEA's room photos, and widgets from Shopify apps, Taggbox or Foursixty, about 2016–2024) draw over lifestyle photos: small dots over some of the site's images that open a label linking to the site's own product pages, with their prices (pages without images get a "shop the look" strip).
const plain = (s: string) => slug(s.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))

const shoppableHotspots = benign("shoppable-image hotspots placed over the site's photos, linking to its own product pages", (page, rng) => {
  const names = say(page, products)
  const dot = () => {
    const n = pick(rng, names)
    return `<span class="hotspot" style="display:block;position:relative;margin-top:-${between(rng, 30, 120)}px;left:${between(rng, 10, 70)}%;width:max-content"><a href="${esc(own(rng, page, `/shop/${plain(n)}`))}" style="display:inline-block;background:#fff;border-radius:14px;padding:3px 10px;font-size:12px;box-shadow:0 1px 4px rgba(0,0,0,.3)">● ${esc(n)} · ${esc(page.site.locale.money(between(rng, 15, 240) + 0.99))}</a></span>`
  }
  const imgs = shown(page, "img", (e) => !e.inert && !inside(page, e, "a") && !inside(page, e, "button") && !inside(page, e, "label"))
  if (imgs.length > 0) return { splices: sample(rng, imgs, between(rng, 1, Math.min(3, imgs.length))).map((img) => insert(img.openEnd, dot())) }
  return splices(insert(someSpot(rng, page), `<div class="shop-the-look"><h3>${esc(pick(rng, ["Shop the look", "Dans cette pièce", "Im Bild", "Compra el look", "Shop de look", "Compre o look", "Acquista il look"]))}</h3>${sample(rng, names, 3).map((n) => `<a href="${esc(own(rng, page, `/shop/${plain(n)}`))}">${esc(n)}</a>`).join(" · ")}</div>`))
})

// Honeypot and time-trap fields, recalled from memory of Mailchimp's embedded signup form (its hidden "b_<user>_<list>" field placed off-screen "to avoid bot signups"), of the honeypot option in Contact Form 7 and Gravity Forms, and of the hidden timestamp fields that form plugins compare on submission: the site's forms gain a hidden, empty field bots fill in, and sometimes a hidden timestamp; nothing goes anywhere new.
const honeypotFields = benign("anti-spam honeypot field and a form timestamp added to the site's own forms", (page, rng) => {
  const hp = () => pick(rng, [
    `<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${hex(rng, 25)}_${hex(rng, 10)}" tabindex="-1" value=""></div>`,
    `<p class="${pick(rng, ["hp", "form-hp", "ohnohoney"])}" hidden><label>${esc(pick(rng, ["Leave this field empty", "Website", "Do not fill"]))} <input name="${pick(rng, ["website", "url", "hp_name", "your-website"])}" autocomplete="off" tabindex="-1"></label></p>`,
    `<span class="wpcf7-form-control-wrap" style="display:none"><input type="text" name="${pick(rng, ["honeypot-", "hp-"])}${alnum(rng, 3)}" value="" size="40" tabindex="-1" autocomplete="off"></span>`
  ])
  const ts = () => (chance(rng, 0.5) ? `<input type="hidden" name="${pick(rng, ["form_ts", "_timestamp", "ts"])}" value="${between(rng, 1735689600, 1790000000)}">` : "")
  const fs = forms(page)
  if (fs.length === 0) return splices(insert(head(page), `<style>.hp,.form-hp{display:none!important}</style>`))
  return { splices: fs.map((f) => insert(f.closeTag !== null ? f.closeTag.start : f.openEnd, hp() + ts())) }
})

const subdomainWords: Record<Lang, readonly [string, ReadonlyArray<readonly [string, string]>]> = {
  en: ["More from us", [["community", "Community forum"], ["help", "Help centre"], ["careers", "Careers"], ["events", "Events"], ["shop", "Shop"], ["docs", "Documentation"], ["status", "Service status"]]],
  fr: ["Nos autres espaces", [["communaute", "Forum de la communauté"], ["aide", "Centre d'aide"], ["recrutement", "Recrutement"], ["agenda", "Agenda"], ["boutique", "Boutique"], ["docs", "Documentation"], ["status", "État du service"]]],
  de: ["Mehr von uns", [["community", "Community-Forum"], ["hilfe", "Hilfe-Center"], ["karriere", "Karriere"], ["termine", "Veranstaltungen"], ["shop", "Shop"], ["docs", "Dokumentation"], ["status", "Dienststatus"]]],
  es: ["Más de nosotros", [["comunidad", "Foro de la comunidad"], ["ayuda", "Centro de ayuda"], ["empleo", "Empleo"], ["eventos", "Eventos"], ["tienda", "Tienda"], ["docs", "Documentación"], ["status", "Estado del servicio"]]],
  nl: ["Meer van ons", [["community", "Communityforum"], ["help", "Helpcentrum"], ["werkenbij", "Werken bij"], ["agenda", "Evenementen"], ["winkel", "Webwinkel"], ["docs", "Documentatie"], ["status", "Storingen"]]],
  pt: ["Mais de nós", [["comunidade", "Fórum da comunidade"], ["ajuda", "Central de ajuda"], ["carreiras", "Carreiras"], ["eventos", "Eventos"], ["loja", "Loja"], ["docs", "Documentação"], ["status", "Status do serviço"]]],
  it: ["Altro da noi", [["community", "Forum della community"], ["aiuto", "Centro assistenza"], ["lavora", "Lavora con noi"], ["eventi", "Eventi"], ["shop", "Negozio"], ["docs", "Documentazione"], ["status", "Stato del servizio"]]]
}

// Sections moved to the site's own subdomains, recalled from memory of how organisations split community forums (Discourse on community.example.com), help centres, careers, events and status pages onto subdomains of their domain (common since the 2010s), and link them from a footer column: links to a few such subdomains of the site's own registrable domain.
const ownSubdomains = benign("'more from us' links to new sections on the site's own subdomains (community, help, careers, events, status)", (page, rng) => {
  const [h, items] = say(page, subdomainWords)
  const list = sample(rng, items, between(rng, 2, 5)).map(([sub, label]) => `<li><a href="https://${sub}.${page.site.domain}/">${esc(label)}</a></li>`).join("")
  return splices(insert(footerSpot(rng, page), `<nav class="${pick(rng, ["footer-more", "more-links", "sister-sites"])}" aria-label="${esc(h)}"><h4>${esc(h)}</h4><ul>${list}</ul></nav>`))
})

const awardHosts: Record<string, ReadonlyArray<readonly [string, string]>> = {
  uk: [["the British Travel Awards", "www.britishtravelawards.com/vote"], ["the Muddy Stilettos Awards", "awards.muddystilettos.co.uk/vote"], ["the National Lottery Awards", "www.lotterygoodcauses.org.uk/awards/vote"]],
  us: [["the Webby Awards People's Voice", "vote.webbyawards.com"], ["the USA TODAY 10Best Readers' Choice Awards", "10best.usatoday.com/awards"], ["the Best of the Best local awards", "www.bestof.com/vote"]],
  fr: [["les World Travel Awards", "www.worldtravelawards.com/vote"], ["les Webby Awards (People's Voice)", "vote.webbyawards.com"]],
  de: [["den Deutschen Engagementpreis (Publikumspreis)", "www.deutscher-engagementpreis.de/publikumspreis"], ["die World Travel Awards", "www.worldtravelawards.com/vote"]],
  es: [["los World Travel Awards", "www.worldtravelawards.com/vote"], ["los Webby Awards (People's Voice)", "vote.webbyawards.com"]],
  nl: [["de World Travel Awards", "www.worldtravelawards.com/vote"], ["de Webby Awards (People's Voice)", "vote.webbyawards.com"]],
  br: [["o Prêmio iBest", "premioibest.com/votacao"], ["o World Travel Awards", "www.worldtravelawards.com/vote"]]
}
const voteWords: Record<Lang, readonly [(a: string) => string, string, string]> = {
  en: [(a) => `We've been shortlisted for ${a}!`, "Thank you to everyone who nominated us. Public voting is open on the organiser's website until the end of the month – we'd love your vote.", "Vote on the awards website"],
  fr: [(a) => `Nous sommes finalistes pour ${a} !`, "Merci à toutes celles et ceux qui nous ont soutenus. Le vote du public est ouvert sur le site de l'organisateur jusqu'à la fin du mois.", "Voter sur le site du prix"],
  de: [(a) => `Wir sind für ${a} nominiert!`, "Danke an alle, die uns vorgeschlagen haben. Die Publikumsabstimmung läuft bis Monatsende auf der Website des Veranstalters.", "Auf der Website abstimmen"],
  es: [(a) => `¡Somos finalistas en ${a}!`, "Gracias a todos los que nos han propuesto. La votación popular está abierta en la web del organizador hasta final de mes.", "Votar en la web de los premios"],
  nl: [(a) => `We zijn genomineerd voor ${a}!`, "Dank aan iedereen die ons heeft voorgedragen. Stemmen kan tot het einde van de maand op de website van de organisator.", "Stem op de website van de prijs"],
  pt: [(a) => `Somos finalistas no ${a}!`, "Obrigado a todos que nos indicaram. A votação popular está aberta no site do organizador até o fim do mês.", "Votar no site do prêmio"],
  it: [(a) => `Siamo finalisti per ${a}!`, "Grazie a tutti quelli che ci hanno segnalato. Il voto del pubblico è aperto sul sito dell'organizzatore fino a fine mese.", "Vota sul sito del premio"]
}

// "Vote for us" boxes, recalled from memory of the shortlist announcements that pubs, shops, charities and websites post during people's-choice awards (the Webby People's Voice, the British Travel Awards, the National Lottery Awards, local "best of" awards; addresses recalled with uncertain details), which link to the organiser's own voting page and ask for nothing on the site: a short box with the award's name and a link.
const awardVote = benign("'we're shortlisted, vote for us' box linking to the award organiser's own voting page", (page, rng) => {
  const [h, p, cta] = say(page, voteWords)
  const [award, url] = pick(rng, awardHosts[page.site.locale.country] ?? awardHosts[page.site.locale.lang === "en" ? "uk" : "us"]!)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["award-vote", "shortlisted", "news-award"])}" style="border:1px solid #e0c060;background:#fffbea;padding:10px 14px;margin:12px 0"><h3>🏆 ${esc(h(award))}</h3><p>${esc(p)}</p><p><a href="https://${url}" target="_blank" rel="noopener">${esc(cta)}</a></p></aside>`))
})

const benefitSites: Record<string, readonly [string, string]> = {
  uk: ["Pension Credit", "https://www.gov.uk/pension-credit"], us: ["Benefit Finder", "https://www.usa.gov/benefit-finder"], au: ["Age Pension", "https://www.servicesaustralia.gov.au/age-pension"],
  in: ["myScheme", "https://www.myscheme.gov.in/"], fr: ["Mes droits sociaux", "https://www.mesdroitssociaux.gouv.fr/"], de: ["Grundsicherung im Alter", "https://www.deutsche-rentenversicherung.de/"],
  es: ["Ingreso Mínimo Vital", "https://www.seg-social.es/"], nl: ["Geldzaken en toeslagen", "https://www.toeslagen.nl/"], br: ["Meu INSS", "https://meu.inss.gov.br/"],
  it: ["Assegno di inclusione", "https://www.inps.it/"], pt: ["Complemento Solidário para Idosos", "https://www.seg-social.pt/"]
}
const benefitWords: Record<Lang, readonly [string, (s: string) => string, string]> = {
  en: ["Could you be missing out?", (s) => `Many older people do not claim the support they are entitled to. Check what you can get on the official ${s} pages – it is free, and nobody will ever charge you to apply.`, "Check on the official website"],
  fr: ["Connaissez-vous tous vos droits ?", (s) => `Beaucoup de personnes ne demandent pas les aides auxquelles elles ont droit. Faites le point sur le site officiel ${s} : c'est gratuit, personne ne doit vous faire payer une demande.`, "Vérifier sur le site officiel"],
  de: ["Nutzen Sie alle Ihre Ansprüche?", (s) => `Viele ältere Menschen beantragen Leistungen nicht, die ihnen zustehen. Informieren Sie sich auf den offiziellen Seiten (${s}) – kostenlos; niemand darf Geld für einen Antrag verlangen.`, "Auf der offiziellen Website prüfen"],
  es: ["¿Conoce todas sus ayudas?", (s) => `Muchas personas mayores no piden las ayudas a las que tienen derecho. Consulte la web oficial (${s}): es gratis y nadie debe cobrarle por solicitarla.`, "Consultar la web oficial"],
  nl: ["Mist u iets?", (s) => `Veel ouderen vragen geen ondersteuning aan waar ze recht op hebben. Kijk op de officiële website (${s}) – het is gratis en niemand mag geld vragen voor een aanvraag.`, "Bekijk de officiële website"],
  pt: ["Você recebe tudo a que tem direito?", (s) => `Muitos idosos não pedem os benefícios a que têm direito. Consulte o site oficial (${s}): é gratuito e ninguém pode cobrar pelo pedido.`, "Consultar o site oficial"],
  it: ["Conosci tutti i tuoi diritti?", (s) => `Molte persone anziane non chiedono gli aiuti a cui hanno diritto. Verifica sul sito ufficiale (${s}): è gratis e nessuno deve farti pagare la domanda.`, "Verifica sul sito ufficiale"]
}

// Benefits take-up boxes, recalled from memory of the UK government's and charities' Pension Credit campaigns (Age UK, councils, about 2022–2024), France's "Mes droits sociaux" simulator, and similar take-up drives linked from council, charity and housing pages: a box pointing to the government's own benefits pages, saying nobody should charge for an application.
const benefitsCheck = benign("'could you be missing out?' box linking to the government's official benefits pages (Pension Credit, Mes droits sociaux)", (page, rng) => {
  const [h, p, cta] = say(page, benefitWords)
  const [scheme, url] = benefitSites[page.site.locale.country] ?? benefitSites.uk!
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["benefits-check", "money-help", "info-box"])}" style="background:#eef6ee;border-left:5px solid #00703c;padding:10px 14px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p(scheme))}</p><p><a href="${url}" rel="noopener">${esc(cta)}: ${esc(scheme)}</a></p></aside>`))
})

const walletWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Your membership card on your phone", "Add your card to Apple Wallet or Google Wallet and show it at the door – no need to print anything.", "Add to Apple Wallet", "Save to Google Wallet"],
  fr: ["Votre carte d'adhérent sur votre téléphone", "Ajoutez votre carte à Apple Wallet ou Google Wallet et présentez-la à l'entrée, sans rien imprimer.", "Ajouter à Apple Wallet", "Enregistrer dans Google Wallet"],
  de: ["Ihr Mitgliedsausweis auf dem Handy", "Fügen Sie Ihren Ausweis zu Apple Wallet oder Google Wallet hinzu und zeigen Sie ihn am Eingang vor – ganz ohne Ausdruck.", "Zu Apple Wallet hinzufügen", "In Google Wallet speichern"],
  es: ["Su carné de socio en el móvil", "Añada su carné a Apple Wallet o Google Wallet y muéstrelo en la entrada, sin imprimir nada.", "Añadir a Apple Wallet", "Guardar en Google Wallet"],
  nl: ["Uw ledenpas op uw telefoon", "Voeg uw pas toe aan Apple Wallet of Google Wallet en laat hem zien bij de ingang – printen is niet nodig.", "Voeg toe aan Apple Wallet", "Opslaan in Google Wallet"],
  pt: ["Sua carteirinha no celular", "Adicione sua carteirinha à Apple Wallet ou ao Google Wallet e mostre na entrada, sem imprimir nada.", "Adicionar à Apple Wallet", "Salvar no Google Wallet"],
  it: ["La tua tessera sul telefono", "Aggiungi la tessera ad Apple Wallet o Google Wallet e mostrala all'ingresso, senza stampare nulla.", "Aggiungi a Apple Wallet", "Salva in Google Wallet"]
}

// Wallet passes, recalled from memory of Apple's Wallet (Passbook, 2012) .pkpass files served by the issuer and its "Add to Apple Wallet" badge guidelines, and of Google Wallet's "Save to Google Wallet" links (pay.google.com/gp/v/save/ followed by a signed JWT), as gyms, clubs, museums, airlines and event organisers offer them: a box with the two badges, the pass on the site's own host and the Google link.
const walletPasses = benign("'Add to Apple Wallet' and 'Save to Google Wallet' buttons for a membership card or ticket", (page, rng) => {
  const [h, p, apple, google] = say(page, walletWords)
  const b64url = (n: number) => Array.from({ length: n }, () => pick(rng, [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"])).join("")
  const pass = own(rng, page, `/${pick(rng, ["wallet", "passes", "members/wallet"])}/${pick(rng, ["membership", "card", "ticket"])}${chance(rng, 0.5) ? "-" + alnum(rng, 8) : ""}.pkpass`)
  const jwt = `https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.${b64url(between(rng, 180, 320))}.${b64url(342)}`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["wallet-pass", "member-card", "mobile-ticket"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(pass)}"><img src="${own(rng, page, "/img/badges/add-to-apple-wallet.svg")}" alt="${esc(apple)}" height="40"></a> <a href="${jwt}" target="_blank" rel="noopener"><img src="${own(rng, page, "/img/badges/save-to-google-wallet.svg")}" alt="${esc(google)}" height="40"></a></p></section>`))
})

const popularWords: Record<Lang, readonly [string, ReadonlyArray<string>]> = {
  en: ["Popular searches", ["opening hours", "parking", "gift cards", "returns", "delivery times", "job vacancies", "annual report", "contact"]],
  fr: ["Recherches fréquentes", ["horaires", "parking", "cartes cadeaux", "retours", "délais de livraison", "offres d'emploi", "rapport annuel", "contact"]],
  de: ["Häufig gesucht", ["Öffnungszeiten", "Parken", "Gutscheine", "Rücksendung", "Lieferzeiten", "Stellenangebote", "Jahresbericht", "Kontakt"]],
  es: ["Búsquedas frecuentes", ["horarios", "aparcamiento", "tarjetas regalo", "devoluciones", "plazos de entrega", "empleo", "memoria anual", "contacto"]],
  nl: ["Veelgezocht", ["openingstijden", "parkeren", "cadeaubonnen", "retourneren", "levertijden", "vacatures", "jaarverslag", "contact"]],
  pt: ["Buscas frequentes", ["horário de funcionamento", "estacionamento", "vale-presente", "trocas e devoluções", "prazo de entrega", "vagas", "relatório anual", "contato"]],
  it: ["Ricerche frequenti", ["orari", "parcheggio", "buoni regalo", "resi", "tempi di consegna", "lavora con noi", "bilancio", "contatti"]]
}

// "Popular searches", recalled from memory of the keyword chips that site-search tools (Algolia's and Google's site search, Shopify themes, council and university sites, about 2015–2024) show under a search box: a row of common queries, each linking to the site's own search results page.
const popularSearches = benign("'popular searches' keyword links to the site's own search results page", (page, rng) => {
  const [h, terms] = say(page, popularWords)
  const path = pick(rng, ["/search?q=", "/?s=", "/zoeken?q=", "/recherche?q=", "/suche?q=", "/search/?query="])
  const chips = sample(rng, terms, between(rng, 3, 6)).map((t) => `<a href="${esc(own(rng, page, path + encodeURIComponent(t).replace(/%20/g, "+")))}" class="chip" style="display:inline-block;border:1px solid #ccc;border-radius:14px;padding:3px 10px;margin:2px">${esc(t)}</a>`).join(" ")
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<div class="${pick(rng, ["popular-searches", "search-suggestions", "quick-links"])}"><span>${esc(h)}:</span> ${chips}</div>`))
})

const donorRegisters: Record<string, readonly [string, string]> = {
  uk: ["NHS Organ Donor Register", "https://www.organdonation.nhs.uk/register-your-decision/"], us: ["Donate Life America registry", "https://registerme.org/"],
  au: ["Australian Organ Donor Register", "https://www.donatelife.gov.au/"], in: ["NOTTO donor pledge", "https://notto.abdm.gov.in/"],
  fr: ["Agence de la biomédecine – don d'organes", "https://www.dondorganes.fr/"], de: ["Organspende-Register", "https://organspende-register.de/"],
  es: ["Organización Nacional de Trasplantes", "https://www.ont.es/"], nl: ["Donorregister", "https://www.donorregister.nl/"],
  br: ["Autorização Eletrônica de Doação de Órgãos (AEDO)", "https://www.aedo.org.br/"], it: ["Centro Nazionale Trapianti", "https://www.trapianti.salute.gov.it/"],
  pt: ["Instituto Português do Sangue e da Transplantação", "https://www.ipst.pt/"]
}
const donorWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Organ Donation Week", "One donor can save up to nine lives. It only takes two minutes to record your decision on the official register – and tell your family what you have decided.", "Register your decision"],
  fr: ["Journée du don d'organes", "Un donneur peut sauver plusieurs vies. Faites connaître votre position à vos proches et informez-vous sur le site officiel.", "S'informer sur le site officiel"],
  de: ["Tag der Organspende", "Eine Spenderin oder ein Spender kann mehrere Leben retten. Halten Sie Ihre Entscheidung im offiziellen Register fest und sprechen Sie mit Ihrer Familie darüber.", "Entscheidung eintragen"],
  es: ["Día Nacional del Donante", "Un donante puede salvar varias vidas. Infórmese en la web oficial y comunique su decisión a su familia.", "Informarse en la web oficial"],
  nl: ["Week van de Donorregistratie", "Eén donor kan meerdere levens redden. Leg uw keuze vast in het officiële Donorregister en vertel uw naasten wat u hebt besloten.", "Leg uw keuze vast"],
  pt: ["Setembro Verde – doação de órgãos", "Um doador pode salvar várias vidas. Registre sua decisão no site oficial e converse com sua família.", "Registrar minha decisão"],
  it: ["Giornata nazionale della donazione", "Un donatore può salvare più vite. Informati sul sito ufficiale e comunica la tua scelta ai tuoi familiari.", "Informati sul sito ufficiale"]
}

// Organ donation awareness boxes, recalled from memory of the NHS Organ Donor Register campaigns (Organ Donation Week each September), the Netherlands' Donorregister drives after its opt-out law (2020), Germany's online Organspende-Register (opened 2024), Brazil's "Setembro Verde" and similar days elsewhere, as employers, clubs, schools and councils relay them: a box linking to the national register or agency, asking nothing on the site.
const organDonorRegister = benign("'register your organ donation decision' box linking to the national organ donor register", (page, rng) => {
  const [h, p, cta] = say(page, donorWords)
  const [name, url] = donorRegisters[page.site.locale.country] ?? donorRegisters.uk!
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["organ-donation", "campaign", "health-box"])}" style="border:1px solid #9ccc65;background:#f6fbef;padding:10px 14px;margin:12px 0"><h3>💚 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${url}" rel="noopener" target="_blank">${esc(cta)} – ${esc(name)}</a></p></aside>`))
})

const gamblingLines: Record<string, (rng: Rng) => string> = {
  uk: (rng) => `<p><b>18+</b> · Please gamble responsibly · <a href="https://www.begambleaware.org/">BeGambleAware.org</a> · <a href="https://www.gamstop.co.uk/">GamStop</a> · National Gambling Helpline 0808 8020 133 · Licensed and regulated by the <a href="https://www.gamblingcommission.gov.uk/">Gambling Commission</a> (account ${between(rng, 10000, 65000)})</p>`,
  us: (rng) => `<p><b>21+</b> · Gambling problem? Call <b>1-800-GAMBLER</b> · <a href="https://www.ncpgambling.org/">National Council on Problem Gambling</a> · Licensed by the ${pick(rng, ["New Jersey Division of Gaming Enforcement", "Pennsylvania Gaming Control Board", "Michigan Gaming Control Board"])}</p>`,
  au: () => `<p><b>18+</b> · Gamble responsibly · <a href="https://www.betstop.gov.au/">BetStop</a> – the National Self-Exclusion Register · <a href="https://www.gamblinghelponline.org.au/">Gambling Help Online</a> 1800 858 858</p>`,
  fr: () => `<p><b>-18</b> · Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le 09 74 75 13 13 (appel non surtaxé) · <a href="https://www.joueurs-info-service.fr/">Joueurs Info Service</a> · Opérateur agréé par l'<a href="https://anj.fr/">ANJ</a></p>`,
  de: () => `<p><b>18+</b> · Glücksspiel kann süchtig machen. Hilfe: <a href="https://www.check-dein-spiel.de/">check-dein-spiel.de</a> · BZgA-Telefonberatung 0800 1 37 27 00 (kostenlos) · Erlaubnis der <a href="https://www.gluecksspiel-behoerde.de/">GGL</a> · Spielersperrsystem OASIS</p>`,
  es: () => `<p><b>+18</b> · Juega con responsabilidad · <a href="https://www.jugarbien.es/">jugarbien.es</a> · Autoprohibición (RGIAJ) · Operador con licencia de la Dirección General de Ordenación del Juego</p>`,
  nl: () => `<p><b>18+</b> · Wat kost gokken jou? Stop op tijd · <a href="https://www.loketkansspel.nl/">Loket Kansspel</a> 0900 – 217 72 17 · Uitsluiten via <a href="https://cruks.kansspelautoriteit.nl/">Cruks</a> · Vergunninghouder <a href="https://kansspelautoriteit.nl/">Kansspelautoriteit</a></p>`,
  it: () => `<p><b>18+</b> · Il gioco è vietato ai minori e può causare dipendenza patologica · Numero verde 800 558822 · Concessionario <a href="https://www.adm.gov.it/">ADM</a></p>`,
  br: () => `<p><b>18+</b> · Jogue com responsabilidade · Apostas podem causar dependência · Autorizado pela Secretaria de Prêmios e Apostas do Ministério da Fazenda</p>`,
  pt: () => `<p><b>18+</b> · Jogue com responsabilidade · Linha Vida SOS Droga 1414 · Autoexclusão · Licenciado pelo <a href="https://www.srij.turismodeportugal.pt/">SRIJ</a></p>`,
  in: () => `<p><b>18+</b> · This game involves an element of financial risk and may be addictive. Please play responsibly and at your own risk.</p>`
}

// Safer-gambling footers, recalled from memory of the messages regulators require or promote on bookmakers', lotteries' and sports clubs' betting-partner pages: the UK Gambling Commission's "18+ / BeGambleAware / GamStop", France's mandatory "Jouer comporte des risques… 09 74 75 13 13", Germany's BZgA line and OASIS, the Netherlands' Cruks and Loket Kansspel, Italy's ADM message, Australia's BetStop: a footer line with the age mark, the national helpline number and links to self-exclusion and the regulator.
const saferGambling = benign("safer-gambling footer with the 18+ mark, the national helpline number and links to self-exclusion and the regulator", (page, rng) => {
  const line = (gamblingLines[page.site.locale.country] ?? gamblingLines.uk!)(rng)
  return splices(insert(footerSpot(rng, page), `<div class="${pick(rng, ["safer-gambling", "rg-footer", "responsible-gaming"])}" style="font-size:12px;border-top:1px solid #ddd;padding:8px 0;margin-top:12px">${line}</div>`))
})

// JavaScript framework rebuilds, recalled from memory of the markup Next.js (a __NEXT_DATA__ JSON block and /_next/static/chunks/ scripts), Nuxt (window.__NUXT__ and /_nuxt/ entry files) and Astro (astro-island elements and /_astro/ modules) put into server-rendered pages, as sites move to them: the page gains the framework's hydration data and hashed scripts from its own host; the content stays the same.
const frameworkRebuild = benign("JavaScript framework rebuild: hydration data block and hashed chunk scripts from the site's own host (Next.js, Nuxt, Astro)", (page, rng) => {
  const build = alnum(rng, 21)
  const path = new URL(page.site.url).pathname
  switch (int(rng, 3)) {
    case 0: {
      const chunks = ["webpack", "framework", "main", "pages/_app", `pages${path === "/" ? "/index" : path.replace(/\/$/, "")}`].map((c) => `<script src="${own(rng, page, `/_next/static/chunks/${c}-${hex(rng, 16)}.js`)}" defer></script>`).join("")
      return splices(
        insert(head(page), `<link rel="preload" href="/_next/static/css/${hex(rng, 16)}.css" as="style"><link rel="stylesheet" href="/_next/static/css/${hex(rng, 16)}.css" data-n-g="">${chunks}<script src="/_next/static/${build}/_buildManifest.js" defer></script>`),
        insert(bottom(page), `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { locale: page.site.locale.lang, site: page.site.host } }, page: path === "/" ? "/" : "/[...slug]", query: {}, buildId: build, nextExport: chance(rng, 0.5), isFallback: false, gsp: true, scriptLoader: [] }).replace(/</g, "\\u003c")}</script>`)
      )
    }
    case 1:
      return splices(
        insert(head(page), `<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.${hex(rng, 8)}.js"><link rel="stylesheet" href="/_nuxt/entry.${hex(rng, 8)}.css">`),
        insert(bottom(page), `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">[{"data":1,"state":2,"once":3,"_errors":4,"serverRendered":5,"path":6},{},{},["Set"],{},true,${JSON.stringify(path)}]</script><script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:${JSON.stringify(new URL(page.site.url).origin)}},app:{baseURL:"/",buildId:"${hex(rng, 8)}-${hex(rng, 4)}",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script><script type="module" src="/_nuxt/entry.${hex(rng, 8)}.js" crossorigin></script>`)
      )
    default:
      return splices(
        insert(head(page), `<link rel="stylesheet" href="/_astro/${pick(rng, ["index", "Layout", "base"])}.${alnum(rng, 8)}.css"><script type="module" src="/_astro/hoisted.${alnum(rng, 8)}.js"></script>`),
        insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<astro-island uid="${alnum(rng, 7)}" prefix="r${between(rng, 0, 9)}" component-url="/_astro/${pick(rng, ["Menu", "SearchBox", "Newsletter", "ThemeToggle"])}.${alnum(rng, 8)}.js" component-export="default" renderer-url="/_astro/client.${alnum(rng, 8)}.js" props="{}" ssr="" client="${pick(rng, ["load", "idle", "visible"])}" opts="{&quot;name&quot;:&quot;Island&quot;,&quot;value&quot;:true}"></astro-island>`)
      )
  }
})

const deptWords: Record<Lang, readonly [string, ReadonlyArray<readonly [string, string]>, string, string]> = {
  en: ["Direct contacts", [["Accounts", "accounts"], ["Press office", "press"], ["Human resources", "hr"], ["Bookings", "bookings"], ["Customer service", "customerservice"], ["Volunteering", "volunteer"]], "Direct line", "Switchboard"],
  fr: ["Contacts directs", [["Comptabilité", "compta"], ["Service presse", "presse"], ["Ressources humaines", "rh"], ["Réservations", "reservations"], ["Service client", "serviceclient"], ["Bénévolat", "benevolat"]], "Ligne directe", "Standard"],
  de: ["Direkte Ansprechpartner", [["Buchhaltung", "buchhaltung"], ["Pressestelle", "presse"], ["Personalabteilung", "personal"], ["Buchungen", "buchung"], ["Kundenservice", "service"], ["Ehrenamt", "ehrenamt"]], "Durchwahl", "Zentrale"],
  es: ["Contactos directos", [["Contabilidad", "contabilidad"], ["Prensa", "prensa"], ["Recursos humanos", "rrhh"], ["Reservas", "reservas"], ["Atención al cliente", "clientes"], ["Voluntariado", "voluntariado"]], "Línea directa", "Centralita"],
  nl: ["Directe contacten", [["Financiële administratie", "administratie"], ["Persvoorlichting", "pers"], ["Personeelszaken", "hr"], ["Reserveringen", "reserveringen"], ["Klantenservice", "klantenservice"], ["Vrijwilligers", "vrijwilligers"]], "Direct nummer", "Algemeen nummer"],
  pt: ["Contatos diretos", [["Financeiro", "financeiro"], ["Assessoria de imprensa", "imprensa"], ["Recursos humanos", "rh"], ["Reservas", "reservas"], ["Atendimento", "atendimento"], ["Voluntariado", "voluntariado"]], "Linha direta", "Central"],
  it: ["Contatti diretti", [["Amministrazione", "amministrazione"], ["Ufficio stampa", "stampa"], ["Risorse umane", "hr"], ["Prenotazioni", "prenotazioni"], ["Servizio clienti", "clienti"], ["Volontariato", "volontariato"]], "Linea diretta", "Centralino"]
}

// Department contact tables, recalled from memory of the "contact us" pages of councils, universities, newspapers and mid-sized firms that list each department's direct-dial number (the switchboard number with other final digits, as a PBX's direct inward dialling gives) and a role address on the organisation's domain: a table under a heading, the switchboard number kept as it is.
const departmentContacts = benign("department contacts table with direct-dial numbers on the switchboard's range and e-mail addresses on the site's own domain", (page, rng) => {
  const [h, depts, direct, board] = say(page, deptWords)
  const ph = page.ids.phone
  const rows = sample(rng, depts, between(rng, 2, 5)).map(([name, box]) => {
    const k = pick(rng, [2, 3, 3, 4])
    let d = ph.digits.slice(0, ph.digits.length - k) + digits(rng, k)
    if (d === ph.digits) d = ph.digits.slice(0, -1) + String((Number(ph.digits.slice(-1)) + 1) % 10)
    const p = makePhone(page.site.locale, ph.format, rng, d)
    return `<tr><td>${esc(name)}</td><td><a href="tel:${p.tel}">${esc(p.national)}</a></td><td><a href="mailto:${box}@${page.site.domain}">${box}@${esc(page.site.domain)}</a></td></tr>`
  }).join("")
  const table = `<section class="${pick(rng, ["department-contacts", "direct-lines", "contacts-table"])}"><h3>${esc(h)}</h3><table><thead><tr><th></th><th>${esc(direct)}</th><th>E-mail</th></tr></thead><tbody>${rows}</tbody></table><p><small>${esc(board)}: ${esc(ph.national)}</small></p></section>`
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), table))
})

// 3D and AR product viewers, recalled from memory of Google's <model-viewer> web component (2019 onwards), loaded as a module from ajax.googleapis.com or unpkg, with glTF models and a USDZ file for iOS Quick Look, as furniture, shoe and museum sites use it: the module script and a viewer element whose model, poster and USDZ are on the site's own host.
const modelViewer = benign("3D and AR product viewer (Google's model-viewer) with its models on the site's own host", (page, rng) => {
  const ver = pick(rng, ["3.3.0", "3.4.0", "3.5.0", "4.0.0"])
  const src = pick(rng, [`https://ajax.googleapis.com/ajax/libs/model-viewer/${ver}/model-viewer.min.js`, `https://unpkg.com/@google/model-viewer@${ver}/dist/model-viewer.min.js`, `https://cdn.jsdelivr.net/npm/@google/model-viewer@${ver}/dist/model-viewer.min.js`])
  const item = pick(rng, ["chair", "sneaker", "lamp", "vase", "amphora", "bike", "teapot"])
  const base = own(rng, page, `/media/3d/${item}`)
  return splices(
    insert(head(page), `<script type="module" src="${src}"></script>`),
    insert(someSpot(rng, page), `<model-viewer src="${base}.glb" ios-src="${base}.usdz" poster="${base}.webp" alt="${esc(`${brandName(page)} – ${item} (3D)`)}" ar ar-modes="webxr scene-viewer quick-look" camera-controls auto-rotate shadow-intensity="1" style="width:100%;height:${pick(rng, [320, 400, 480])}px"></model-viewer>`)
  )
})

const adblockWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Using an ad blocker?", "Advertising helps us keep our reporting free to read. Please consider allowing ads on our site, or support us with a subscription.", "Subscribe"],
  fr: ["Vous utilisez un bloqueur de publicité ?", "La publicité nous aide à garder nos articles gratuits. Pensez à autoriser les annonces sur notre site ou soutenez-nous en vous abonnant.", "S'abonner"],
  de: ["Sie nutzen einen Werbeblocker?", "Werbung hilft uns, unsere Inhalte kostenlos anzubieten. Bitte erlauben Sie Anzeigen auf unserer Seite oder unterstützen Sie uns mit einem Abo.", "Abonnieren"],
  es: ["¿Usa un bloqueador de anuncios?", "La publicidad nos ayuda a mantener nuestros contenidos gratuitos. Considere permitir anuncios en nuestra web o apóyenos con una suscripción.", "Suscribirse"],
  nl: ["Gebruikt u een adblocker?", "Advertenties helpen ons onze artikelen gratis te houden. Sta advertenties toe op onze site of steun ons met een abonnement.", "Abonneren"],
  pt: ["Está usando um bloqueador de anúncios?", "A publicidade nos ajuda a manter nosso conteúdo gratuito. Considere permitir anúncios no nosso site ou nos apoie com uma assinatura.", "Assinar"],
  it: ["Usi un ad blocker?", "La pubblicità ci aiuta a mantenere gratuiti i nostri contenuti. Consenti gli annunci sul nostro sito o sostienici con un abbonamento.", "Abbonati"]
}

// Ad-blocker notices, recalled from memory of the "bait file" technique publishers used (about 2015–2023): a file named ads.js or prebid-ads.js on the site that sets a flag an ad blocker prevents, and a short script that shows a polite notice asking readers to allow ads or subscribe (as many newspapers and recipe blogs did): the bait script from the site's own host, the check, and the notice (hidden until the check fails, or shown outright).
const adblockNotice = benign("ad-blocker notice asking readers to allow ads or subscribe, with a bait-file check on the site's own host", (page, rng) => {
  const [h, p, cta] = say(page, adblockWords)
  const id = pick(rng, ["adblock-notice", "ab-message", "support-notice"])
  const flag = pick(rng, ["canRunAds", "adsAllowed", "__ab_ok"])
  const hidden = chance(rng, 0.6)
  return splices(
    insert(head(page), `<script src="${own(rng, page, pick(rng, ["/ads.js", "/js/prebid-ads.js", "/assets/js/ads-banner.js", "/adframe.js"]))}"></script>`),
    insert(pick(rng, [top(page), someSpot(rng, page)]), `<div id="${id}"${hidden ? " hidden" : ""} style="background:#fff8e1;border:1px solid #ffcc80;padding:10px 14px;margin:10px 0"><b>${esc(h)}</b> ${esc(p)} <a href="${esc(own(rng, page, pick(rng, ["/subscribe", "/abonnement", "/support-us", "/abo"])))}">${esc(cta)}</a></div><script>window.addEventListener("load",function(){if(window.${flag}===undefined){var n=document.getElementById("${id}");if(n)n.hidden=false}});</script>`)
  )
})

// Outdated-browser notices, recalled from memory of browser-update.org's snippet (a $buoop configuration and a script loaded from //browser-update.org/update.min.js that shows a bar to users of old browsers, linking to the makers' download pages) and of the Outdated Browser script (outdatedbrowser.com, later "outdated-browser-rework" on npm), as universities, banks and government sites add them: one of the two snippets, with its notice element where the script needs one.
const browserUpdateBar = benign("'your browser is out of date' notice from browser-update.org or the Outdated Browser script, linking to the browser makers' pages", (page, rng) => {
  if (chance(rng, 0.6)) {
    const req = `{e:-${between(rng, 2, 6)},f:-${between(rng, 2, 6)},o:-${between(rng, 2, 4)},s:-${between(rng, 1, 2)},c:-${between(rng, 2, 6)}}`
    return splices(insert(pick(rng, [head(page), bottom(page)]), `<script>\nvar $buoop = {required:${req},insecure:true,unsupported:true,api:${pick(rng, ["2024.05", "2024.11", "2025.03", "2025.06"])},l:"${page.site.locale.lang}"};\nfunction $buo_f(){\n var e = document.createElement("script");\n e.src = "//browser-update.org/update.min.js";\n document.body.appendChild(e);\n};\ntry {document.addEventListener("DOMContentLoaded", $buo_f,false)}\ncatch(e){window.attachEvent("onload", $buo_f)}\n</script>`))
  }
  const ver = pick(rng, ["3.0.1", "2.10.0"])
  return splices(
    insert(head(page), `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/outdated-browser-rework@${ver}/dist/style.css">`),
    insert(top(page), `<div id="outdated"></div>`),
    insert(bottom(page), `<script src="https://cdn.jsdelivr.net/npm/outdated-browser-rework@${ver}/dist/outdated-browser-rework.min.js"></script><script>outdatedBrowserRework({browserSupport:{Chrome:${between(rng, 100, 120)},Edge:${between(rng, 100, 120)},Safari:${between(rng, 14, 16)},"Mobile Safari":${between(rng, 14, 16)},Firefox:${between(rng, 100, 120)},Opera:${between(rng, 80, 100)},IE:false},requireChromeOnAndroid:false,isUnknownBrowserOK:true,language:"${page.site.locale.lang}"});</script>`)
  )
})

const outageWords: Record<Lang, readonly [string, (usual: string) => string, string, string, string]> = {
  en: ["Our phone system is down", (u) => `Because of an IT incident, our usual number ${u} cannot take calls at the moment. Our teams are still working; until the lines are restored, please use these temporary numbers. We will never ask you for card details or passwords by phone.`, "General enquiries", "Urgent matters", "Updates on this page"],
  fr: ["Notre standard téléphonique est en panne", (u) => `En raison d'un incident informatique, notre numéro habituel ${u} ne peut pas recevoir d'appels pour le moment. Nos équipes restent mobilisées ; en attendant, merci d'utiliser ces numéros provisoires. Nous ne vous demanderons jamais vos coordonnées bancaires ni vos mots de passe par téléphone.`, "Renseignements", "Urgences", "Mises à jour sur cette page"],
  de: ["Unsere Telefonanlage ist gestört", (u) => `Wegen eines IT-Vorfalls ist unsere übliche Nummer ${u} derzeit nicht erreichbar. Unsere Teams arbeiten weiter; bis zur Wiederherstellung nutzen Sie bitte diese vorübergehenden Nummern. Wir fragen Sie am Telefon nie nach Kartendaten oder Passwörtern.`, "Allgemeine Anfragen", "Dringende Anliegen", "Aktuelles auf dieser Seite"],
  es: ["Nuestra centralita está fuera de servicio", (u) => `Por una incidencia informática, nuestro número habitual ${u} no puede recibir llamadas por ahora. Seguimos trabajando; hasta que se restablezca, utilice estos números provisionales. Nunca le pediremos datos de tarjeta ni contraseñas por teléfono.`, "Consultas generales", "Asuntos urgentes", "Novedades en esta página"],
  nl: ["Onze telefooncentrale is uitgevallen", (u) => `Door een IT-storing is ons gewone nummer ${u} op dit moment niet bereikbaar. We werken gewoon door; gebruik tot het herstel deze tijdelijke nummers. We vragen nooit telefonisch om kaartgegevens of wachtwoorden.`, "Algemene vragen", "Dringende zaken", "Updates op deze pagina"],
  pt: ["Nossa central telefônica está fora do ar", (u) => `Por causa de um incidente de TI, nosso número habitual ${u} não está recebendo ligações no momento. Seguimos trabalhando; até a normalização, use estes números provisórios. Nunca pediremos dados de cartão ou senhas por telefone.`, "Informações gerais", "Assuntos urgentes", "Atualizações nesta página"],
  it: ["Il nostro centralino è fuori servizio", (u) => `A causa di un incidente informatico, il nostro numero abituale ${u} al momento non riceve chiamate. Continuiamo a lavorare; fino al ripristino usate questi numeri provvisori. Non vi chiederemo mai dati della carta o password al telefono.`, "Informazioni generali", "Urgenze", "Aggiornamenti su questa pagina"]
}

// Temporary numbers during an IT outage, recalled from memory of the notices councils, schools and hospitals posted after cyber incidents or telephony failures (for instance Hackney and Redcar and Cleveland councils in 2020, the British Library in 2023, and NHS trusts during supplier outages, with uncertain details), which gave temporary or mobile numbers while the usual switchboard was down and kept the usual number on the page: a notice naming the usual number, with two temporary numbers in the national format.
const outageNumbers = benign("IT-outage notice with temporary phone lines while the usual number is down (the usual number stays on the page)", (page, rng) => {
  const [h, p, general, urgent, upd] = say(page, outageWords)
  const loc = page.site.locale
  const temp = () => makePhone(loc, int(rng, loc.phones.length), rng)
  const a = temp()
  const b = temp()
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["service-alert", "incident-notice", "alert alert-info"])}" role="alert" style="border:2px solid #1d70b8;background:#eef5fb;padding:12px 16px;margin:10px 0"><h3>📞 ${esc(h)}</h3><p>${esc(p(page.ids.phone.national))}</p><ul><li>${esc(general)}: <a href="tel:${a.tel}">${esc(a.national)}</a></li><li>${esc(urgent)}: <a href="tel:${b.tel}">${esc(b.national)}</a></li></ul><p><small>${esc(upd)} · ${esc(dateOf(rng, page))}</small></p></div>`))
})

// Flipbook embeds, recalled from memory of Issuu's, Calaméo's, Yumpu's and FlippingBook's embed codes (iframes such as e.issuu.com/embed.html?d=... and v.calameo.com/?bkcode=...), which tourist offices, schools, clubs and shops use to show their brochures, magazines and catalogues: a heading and the flipbook frame.
const flipbookEmbed = benign("brochure, magazine or catalogue embedded as a flipbook from Issuu, Calaméo, Yumpu or FlippingBook", (page, rng) => {
  const doc = `${pick(rng, ["catalogue", "brochure", "magazine", "annual-review", "visitor-guide", "programme"])}-${between(rng, 2025, 2026)}`
  const src = pick(rng, [
    () => `https://e.issuu.com/embed.html?d=${doc}&amp;u=${slug(page.site.brand).replace(/-/g, "") || "publisher"}`,
    () => `https://v.calameo.com/?bkcode=00${digits(rng, 8)}${hex(rng, 10)}&amp;mode=mini`,
    () => `https://www.yumpu.com/${page.site.locale.lang}/embed/view/${alnum(rng, 16)}`,
    () => `https://online.flippingbook.com/view/${digits(rng, 9)}/`
  ])()
  const title = doc.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["flipbook", "publication", "brochure-embed"])}"><figcaption>📖 ${esc(title)}</figcaption><iframe src="${src}" width="100%" height="${pick(rng, [420, 500, 600])}" style="border:none" allowfullscreen title="${esc(title)}"></iframe></figure>`))
})

const qrWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Scan to pay by bank transfer", "Scan with your wallet app", "Scan to pay", "Scan to call us"],
  fr: ["Scannez pour payer par virement", "Scannez avec votre portefeuille", "Scannez pour payer", "Scannez pour nous appeler"],
  de: ["Scannen und per Überweisung zahlen (GiroCode)", "Mit Ihrer Wallet-App scannen", "Scannen und bezahlen", "Scannen und anrufen"],
  es: ["Escanee para pagar por transferencia", "Escanee con su monedero", "Escanee para pagar", "Escanee para llamarnos"],
  nl: ["Scan om over te maken", "Scan met uw wallet-app", "Scan om te betalen", "Scan om ons te bellen"],
  pt: ["Escaneie para pagar por transferência", "Escaneie com sua carteira", "Escaneie para pagar", "Escaneie para nos ligar"],
  it: ["Inquadra per pagare con bonifico", "Inquadra con il tuo wallet", "Inquadra per pagare", "Inquadra per chiamarci"]
}

/** A QR-like picture (random modules and the three finder squares) as an SVG data URI. */
const qrPicture = (rng: Rng): string => {
  const n = 25
  const cells: Array<string> = []
  const finder = (x: number, y: number) => `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9)
    if (!inFinder && chance(rng, 0.5)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n + 4} ${n + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}${cells.join("")}</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}

// Payment QR codes for the site's own account, recalled from memory of the European Payments Council's QR code for SEPA credit transfers (2012; "GiroCode" in Germany and Austria, shown on invoices and donation pages), and of the bitcoin: and PayPal.me QR codes charities and creators put beside their details: a QR picture (from the site's own host or a data URI) with a caption repeating the site's own IBAN, address or handle; a page without any gets a "scan to call us" code for its own number.
const ownPaymentQr = benign("payment QR code (EPC GiroCode, wallet or PayPal.me) encoding the site's own account, with a caption repeating it", (page, rng) => {
  const [bank, wallet, pay, call] = say(page, qrWords)
  const ids = page.ids
  let caption: string
  let needle: string
  if (ids.bank !== null && ids.bank.kind === "iban") {
    caption = `${bank} – ${brandName(page)} · IBAN ${ids.bank.value}`
    needle = ids.bank.value
  } else if (ids.wallet !== null) {
    caption = `${wallet} – ${ids.wallet.coin} ${ids.wallet.address.slice(0, 10)}…${ids.wallet.address.slice(-6)}`
    needle = ids.wallet.address
  } else if (ids.pay !== null && ids.pay.href !== null) {
    caption = `${pay} – ${ids.pay.shown}`
    needle = ids.pay.shown
  } else {
    caption = `${call} – ${ids.phone.national}`
    needle = ids.phone.intl
  }
  const src = chance(rng, 0.5) ? own(rng, page, `/media/qr/${pick(rng, ["girocode", "pay", "donate", "contact"])}-${alnum(rng, 6)}.${pick(rng, ["png", "svg"])}`) : qrPicture(rng)
  const size = pick(rng, [120, 140, 160])
  const cls = pick(rng, ["pay-qr", "qr-code", "girocode"])
  const line = lineAfter(page, needle)
  if (line !== null) return splices(insert(line.at, line.wrap(`<span class="${cls}"><img src="${esc(src)}" width="${size}" height="${size}" alt="QR"><br><small>${esc(caption)}</small></span>`)))
  return splices(insert(footerSpot(rng, page), `<figure class="${cls}" style="display:inline-block;text-align:center;margin:8px 0"><img src="${esc(src)}" width="${size}" height="${size}" alt="QR"><figcaption style="font-size:12px">${esc(caption)}</figcaption></figure>`))
})

const rollWords: Record<Lang, string> = { en: "Blogroll", fr: "Sites amis", de: "Lesenswert", es: "Blogs amigos", nl: "Blogroll", pt: "Blogs amigos", it: "Blog amici" }
const rollTopics = ["garden", "kitchen", "cycling", "history", "birding", "sourdough", "allotment", "knitting", "railway", "heritage", "harbour", "woodwork", "hiking", "vintage", "chess", "pottery"]
const rollKinds = ["notes", "diary", "society", "club", "journal", "log", "corner", "chronicles", "collective", "friends"]

// Blogrolls, recalled from memory of the sidebar link lists of personal and community blogs (WordPress's Links manager, Blogger's "Blog list" gadget, 2000s) and their return among small-web and IndieWeb sites (about 2020–2024): a sidebar list of other blogs, local societies and newsletters on their own domains and on Blogspot, WordPress.com, Substack or Medium.
const blogroll = benign("blogroll of other blogs, local societies and newsletters added to the sidebar", (page, rng) => {
  const entry = () => {
    const t = pick(rng, rollTopics)
    const k = pick(rng, rollKinds)
    const name = `${t.charAt(0).toUpperCase() + t.slice(1)} ${k.charAt(0).toUpperCase() + k.slice(1)}`
    const url = pick(rng, [
      () => `https://${t}${k}.${pick(rng, ["blogspot.com", "wordpress.com"])}/`, () => `https://${t}${k}.substack.com/`, () => `https://medium.com/@${t}${k}`,
      () => `https://www.${t}${k}.${pick(rng, ["org", "net", "co.uk", "de", "fr", "nl", "com", "blog"])}/`, () => `https://${pick(rng, ["the", "our", "little"])}${t}${k}.${pick(rng, ["net", "org", "com"])}/`
    ])()
    return `<li><a href="${url}"${chance(rng, 0.4) ? ` rel="${pick(rng, ["friend", "noopener", "me"])}"` : ""}>${esc(name)}</a></li>`
  }
  const items = Array.from({ length: between(rng, 4, 8) }, entry).join("")
  return splices(insert(pick(rng, [footerSpot(rng, page), slotAt(page.spots, "middle")]), `<aside class="${pick(rng, ["blogroll", "widget_links", "friends"])}"><h3>${esc(say(page, rollWords))}</h3><ul>${items}</ul></aside>`))
})

// Webrings, recalled from memory of the 1990s WebRing service and its revival among personal sites (the IndieWeb emoji webring at xn--sr8hvo.ws, Hotline Webring, XXIIVV's webring, about 2019–2024): a small bar with links to the previous and next member site, the ring's hub and a random member.
const webringBar = benign("webring bar linking to the previous, next and a random member site", (page, rng) => {
  const id = slug(page.site.host.replace(/^www\./, ""))
  const ring = pick(rng, [
    () => ({ name: "IndieWeb 🕸💍", hub: "https://xn--sr8hvo.ws/", prev: `https://xn--sr8hvo.ws/previous`, next: `https://xn--sr8hvo.ws/next`, rand: "https://xn--sr8hvo.ws/random" }),
    () => ({ name: "Hotline Webring", hub: "https://hotlinewebring.club/", prev: `https://hotlinewebring.club/${id}/previous`, next: `https://hotlinewebring.club/${id}/next`, rand: "https://hotlinewebring.club/random" }),
    () => ({ name: "XXIIVV webring", hub: "https://webring.xxiivv.com/", prev: `https://webring.xxiivv.com/#${id}`, next: `https://webring.xxiivv.com/#random`, rand: "https://webring.xxiivv.com/#random" }),
    () => { const h = `${pick(rng, ["small", "slow", "cozy", "retro", "local"])}${pick(rng, ["web", "sites", "blogs"])}ring.${pick(rng, ["net", "org", "club"])}`; return { name: `${h.split(".")[0]}`, hub: `https://${h}/`, prev: `https://${h}/prev?from=${id}`, next: `https://${h}/next?from=${id}`, rand: `https://${h}/random` } }
  ])()
  return splices(insert(footerSpot(rng, page), `<nav class="${pick(rng, ["webring", "ring-nav"])}" style="text-align:center;font-size:13px;margin:12px 0"><a href="${ring.prev}">← ${pick(rng, ["previous", "prev"])}</a> · <a href="${ring.hub}">${esc(ring.name)}</a> · <a href="${ring.next}">${pick(rng, ["next", "next site"])} →</a>${chance(rng, 0.5) ? ` · <a href="${ring.rand}">${pick(rng, ["random", "🎲"])}</a>` : ""}</nav>`))
})

/** Every fresh12 benign class, in a fixed order. */
export const fresh12Benigns: ReadonlyArray<ChangeClass> = [
  driveEmbed, staticSearch, shoppableHotspots, honeypotFields, ownSubdomains, awardVote, benefitsCheck,
  walletPasses, popularSearches, organDonorRegister, saferGambling, frameworkRebuild,
  departmentContacts, modelViewer, adblockNotice, browserUpdateBar, outageNumbers, flipbookEmbed, ownPaymentQr, blogroll, webringBar
]

/**
 * Fresh benign classes: written after round 1 (the engines tuned on the
 * tuning half, the reporting half seen once), by someone who does not read
 * the engines, from how real sites change. Each differs from every class in
 * benign.ts and is written in the site's own language where it shows text.
 * Scored in the `fresh` group, never tuned on.
 */
import { type ChangeClass, attrTargets, setAttr, shown, textRuns, trimmed } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, locales, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh", make })

const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
const say = <A>(page: Page, table: Record<Lang, A>): A => table[lang(page)]
const date = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
/** A static host of the site itself: its own host, a static/cdn subdomain, or relative. */
const ownHost = (rng: Rng, page: Page) => pick(rng, ["", `https://${page.site.host}`, `https://static.${page.site.domain}`, `https://cdn.${page.site.domain}`])

const eventNames: Record<Lang, ReadonlyArray<string>> = {
  en: ["Open day", "Annual general meeting", "Spring concert", "Community clean-up", "Book club", "Beginners' workshop", "Charity quiz night"],
  fr: ["Journée portes ouvertes", "Assemblée générale", "Concert de printemps", "Atelier découverte", "Club de lecture"],
  de: ["Tag der offenen Tür", "Mitgliederversammlung", "Frühjahrskonzert", "Einsteiger-Workshop", "Lesekreis"],
  es: ["Jornada de puertas abiertas", "Asamblea general", "Concierto de primavera", "Taller para principiantes"],
  nl: ["Open dag", "Algemene ledenvergadering", "Voorjaarsconcert", "Workshop voor beginners"],
  pt: ["Dia de portas abertas", "Assembleia geral", "Concerto de primavera", "Oficina para iniciantes"],
  it: ["Giornata porte aperte", "Assemblea generale", "Concerto di primavera", "Laboratorio per principianti"]
}
const upcoming: Record<Lang, string> = { en: "Upcoming events", fr: "Prochains événements", de: "Veranstaltungen", es: "Próximos eventos", nl: "Agenda", pt: "Próximos eventos", it: "Prossimi eventi" }

// Event-calendar plugins (The Events Calendar, Modern Events Calendar): upcoming events listed with dates, own event pages, an iCal feed and "add to Google Calendar" links.
const eventsCalendar = benign("events calendar updated", (page, rng) => {
  const items = sample(rng, say(page, eventNames), between(rng, 2, 4)).map((name) => {
    const d = someDate(rng)
    const iso = d.toISOString().slice(0, 10)
    const gcal = chance(rng, 0.4) ? ` <a class="gcal" href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=${encodeURIComponent(name)}&amp;dates=${iso.replace(/-/g, "")}/${iso.replace(/-/g, "")}">+ Google Calendar</a>` : ""
    return `<li class="event"><time datetime="${iso}">${page.site.locale.date(d)}</time> — <a href="/${pick(rng, ["events", "event", "agenda", "calendar"])}/${slug(name)}-${iso}">${esc(name)}</a>${gcal}</li>`
  }).join("")
  const ics = chance(rng, 0.5) ? `<p><a href="/events/?ical=1">iCal</a></p>` : ""
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<section class="${pick(rng, ["tribe-events-widget", "upcoming-events", "mec-events"])}"><h3>${say(page, upcoming)}</h3><ul>${items}</ul>${ics}</section>`))
})

const roles: Record<Lang, ReadonlyArray<string>> = {
  en: ["Senior Software Engineer", "Marketing Manager", "Customer Support Specialist", "Warehouse Operative", "Data Analyst", "Office Administrator"],
  fr: ["Développeur confirmé", "Responsable marketing", "Chargé de clientèle", "Assistant administratif"],
  de: ["Softwareentwickler (m/w/d)", "Marketing Manager (m/w/d)", "Kundenberater (m/w/d)", "Lagermitarbeiter (m/w/d)"],
  es: ["Ingeniero de software", "Responsable de marketing", "Agente de atención al cliente", "Administrativo"],
  nl: ["Software engineer", "Marketingmanager", "Klantenservicemedewerker", "Magazijnmedewerker"],
  pt: ["Engenheiro de software", "Gerente de marketing", "Analista de atendimento", "Assistente administrativo"],
  it: ["Sviluppatore software", "Responsabile marketing", "Addetto al servizio clienti", "Impiegato amministrativo"]
}
const careers: Record<Lang, readonly [string, string]> = { en: ["We're hiring", "Apply"], fr: ["Nous recrutons", "Postuler"], de: ["Wir stellen ein", "Jetzt bewerben"], es: ["Trabaja con nosotros", "Inscribirse"], nl: ["Vacatures", "Solliciteer"], pt: ["Trabalhe conosco", "Candidatar-se"], it: ["Lavora con noi", "Candidati"] }

// Careers pages fed by an applicant-tracking system (Greenhouse, Lever, Workable, Personio, Recruitee): new openings linking to the job board.
const jobListing = benign("job listing added", (page, rng) => {
  const b = page.site.brand.replace(/[^a-z0-9]/g, "")
  const board = pick(rng, [
    (id: string) => `https://boards.greenhouse.io/${b}/jobs/${id}`,
    (_id: string) => `https://jobs.lever.co/${b}/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`,
    (id: string) => `https://apply.workable.com/${b}/j/${id.slice(0, 10).toUpperCase()}/`,
    (id: string) => `https://${b}.jobs.personio.de/job/${id}`,
    (id: string) => `https://${b}.recruitee.com/o/${slug(pick(rng, say(page, roles)))}-${id.slice(0, 4)}`,
    (id: string) => `/careers/${id}`
  ])
  const [heading, apply] = say(page, careers)
  const jobs = sample(rng, say(page, roles), between(rng, 1, 3)).map((r) => `<li><a href="${board(digits(rng, 7))}">${esc(r)}</a> · ${pick(rng, ["Full-time", "Part-time", "Remote", "Hybrid", "Vollzeit", "CDI", "Tempo integral"])} <a class="apply" href="${board(digits(rng, 7))}">${apply}</a></li>`).join("")
  const embed = chance(rng, 0.2) ? `<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=${b}"></script>` : ""
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), `<section class="${pick(rng, ["careers", "jobs", "openings"])}"><h2>${heading}</h2><ul>${jobs}</ul>${embed}</section>`))
})

const firstNames = ["Anna", "Lucas", "Sofia", "Mateo", "Emma", "Noah", "Lena", "Marco", "Chloé", "Jonas", "Inês", "Daan", "Priya", "Tom", "Giulia", "Hugo"]
const lastNames = ["Martin", "Schmidt", "Rossi", "García", "de Vries", "Silva", "Dubois", "Müller", "Bianchi", "Jansen", "Costa", "Moreau", "Patel", "Walker"]
const staffRoles: Record<Lang, ReadonlyArray<string>> = {
  en: ["Head of Operations", "Editor", "Office Manager", "Community Coordinator"], fr: ["Directrice des opérations", "Rédacteur", "Chargée de communication"],
  de: ["Leitung Vertrieb", "Redakteurin", "Teamassistenz"], es: ["Directora de operaciones", "Redactor", "Coordinadora"],
  nl: ["Hoofd operaties", "Redacteur", "Office manager"], pt: ["Diretora de operações", "Editor", "Coordenadora"], it: ["Responsabile operativo", "Redattore", "Coordinatrice"]
}
const welcome: Record<Lang, string> = { en: "Welcome to the team", fr: "Bienvenue dans l'équipe", de: "Neu im Team", es: "Nuevo en el equipo", nl: "Nieuw in het team", pt: "Novo na equipe", it: "Nuovo nel team" }

// Team pages: a new colleague added with a role, a photo from the site's own uploads and an e-mail on the site's domain (the contact address itself unchanged).
const staffChange = benign("staff page: a colleague added", (page, rng) => {
  const first = pick(rng, firstNames)
  const last = pick(rng, lastNames)
  const mail = `${slug(first)}.${slug(last)}@${page.site.domain}`
  const photo = `${ownHost(rng, page)}/${pick(rng, ["uploads/team", "images/staff", "wp-content/uploads/2026/0" + between(rng, 1, 9)])}/${slug(first)}-${slug(last)}.jpg`
  const role = pick(rng, say(page, staffRoles))
  const card = pick(rng, [
    `<div class="team-member"><img src="${photo}" alt="${esc(`${first} ${last}`)}" width="160"><h4>${esc(`${first} ${last}`)}</h4><p>${esc(role)}</p>${chance(rng, 0.6) ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div>`,
    `<section class="news-staff"><h3>${say(page, welcome)}</h3><p>${esc(`${first} ${last}`)}, ${esc(role)}${chance(rng, 0.5) ? ` — ${mail}` : ""}</p></section>`,
    `<ul class="staff"><li><strong>${esc(`${first} ${last}`)}</strong> · ${esc(role)}${chance(rng, 0.4) ? ` · <a href="https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${alnum(rng, 6)}/">LinkedIn</a>` : ""}</li></ul>`
  ])
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), card))
})

const intro: Record<Lang, string> = {
  en: "Welcome! Here you will find our latest news, opening hours and how to reach us.",
  fr: "Bienvenue ! Vous trouverez ici nos dernières actualités, nos horaires et comment nous joindre.",
  de: "Willkommen! Hier finden Sie unsere Neuigkeiten, Öffnungszeiten und wie Sie uns erreichen.",
  es: "¡Bienvenido! Aquí encontrará nuestras últimas noticias, horarios y cómo contactarnos.",
  nl: "Welkom! Hier vindt u ons laatste nieuws, onze openingstijden en hoe u ons bereikt.",
  pt: "Bem-vindo! Aqui você encontra nossas últimas notícias, horários e como nos contatar.",
  it: "Benvenuti! Qui trovate le nostre ultime notizie, gli orari e come contattarci."
}
const langNames: Record<Lang, string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }

// Sites going bilingual (WPML, Polylang, Weglot): a language switcher with hreflang links to the site's own translated pages, and an introduction shown in a second language.
const languageSwitcher = benign("language switcher and a translated paragraph", (page, rng) => {
  const own = lang(page)
  const others = sample(rng, (Object.keys(langNames) as Array<Lang>).filter((l) => l !== own), between(rng, 1, 3))
  const origin = new URL(page.site.url).origin
  const alternates = [own, ...others].map((l) => `<link rel="alternate" hreflang="${l}" href="${origin}/${l === own ? "" : l + "/"}">`).join("")
  const switcher = `<ul class="${pick(rng, ["lang-switcher", "wpml-ls", "pll-switcher"])}">${[own, ...others].map((l) => `<li><a href="/${l === own ? "" : l + "/"}" hreflang="${l}" lang="${l}">${langNames[l]}</a></li>`).join("")}</ul>`
  const second = others[0]!
  const paragraph = `<p lang="${second}" class="translation">${intro[second]}</p>`
  const weglot = chance(rng, 0.25) ? `<script type="text/javascript" src="https://cdn.weglot.com/weglot.min.js"></script><script>Weglot.initialize({api_key:'wg_${hex(rng, 32)}'});</script>` : ""
  return splices(insert(head(page), alternates + weglot), insert(top(page), switcher), insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots)]), paragraph))
})

const partnerWords = ["north", "green", "river", "bright", "harbor", "summit", "civic", "maple", "stone", "lake", "oak", "union", "metro", "coast"]
const partnerKinds = ["foundation", "bank", "energy", "logistics", "insurance", "media", "brewery", "university", "council", "telecom"]

// Footers listing partners and sponsors: logos served from the site's own CDN or uploads, each linking to the partner's site.
const partnerFooter = benign("footer with partner logos", (page, rng) => {
  const host = ownHost(rng, page)
  const tld = pick(rng, page.site.locale.tlds)
  const partners = Array.from({ length: between(rng, 3, 8) }, () => `${pick(rng, partnerWords)}${pick(rng, partnerKinds)}`)
  const heading = say(page, { en: "Our partners", fr: "Nos partenaires", de: "Unsere Partner", es: "Nuestros socios", nl: "Onze partners", pt: "Nossos parceiros", it: "I nostri partner" })
  const items = [...new Set(partners)].map((p) => `<li><a href="https://www.${p}.${tld}/" target="_blank" rel="noopener"><img src="${host}/${pick(rng, ["images/partners", "uploads/logos", "assets/partners"])}/${p}.${pick(rng, ["svg", "png", "webp"])}" alt="${p}" height="48"></a></li>`).join("")
  return splices(insert(bottom(page), `<footer class="${pick(rng, ["partners", "sponsors", "site-footer__partners"])}"><h4>${heading}</h4><ul class="logos">${items}</ul></footer>`))
})

const maintenance: Record<Lang, (d: string, a: string, b: string) => string> = {
  en: (d, a, b) => `Scheduled maintenance: on ${d} from ${a} to ${b}, online ordering and accounts will be unavailable.`,
  fr: (d, a, b) => `Maintenance programmée : le ${d} de ${a} à ${b}, les commandes en ligne seront indisponibles.`,
  de: (d, a, b) => `Geplante Wartung: Am ${d} von ${a} bis ${b} Uhr sind Bestellungen und Kundenkonten nicht erreichbar.`,
  es: (d, a, b) => `Mantenimiento programado: el ${d} de ${a} a ${b}, los pedidos en línea no estarán disponibles.`,
  nl: (d, a, b) => `Gepland onderhoud: op ${d} van ${a} tot ${b} zijn bestellen en inloggen niet mogelijk.`,
  pt: (d, a, b) => `Manutenção programada: em ${d}, das ${a} às ${b}, os pedidos online ficarão indisponíveis.`,
  it: (d, a, b) => `Manutenzione programmata: il ${d} dalle ${a} alle ${b} gli ordini online non saranno disponibili.`
}

// Status notices before planned maintenance, often linking to the site's status page (its own subdomain, Atlassian Statuspage, Instatus).
const maintenanceNotice = benign("scheduled maintenance notice", (page, rng) => {
  const a = between(rng, 0, 4)
  const text = say(page, maintenance)(date(page, rng), `${String(a).padStart(2, "0")}:00`, `${String(a + between(rng, 1, 3)).padStart(2, "0")}:00`)
  const status = pick(rng, [`https://status.${page.site.domain}/`, `https://${page.site.brand}.statuspage.io/`, `https://${page.site.brand}.instatus.com/`, "/status", ""])
  const link = status === "" ? "" : ` <a href="${status}">${pick(rng, ["Status", "status page", "More"])}</a>`
  const bar = pick(rng, [
    `<div class="maintenance-notice" role="status" style="background:#fff3cd;color:#664d03;padding:8px;text-align:center">${esc(text)}${link}</div>`,
    `<p class="alert alert-info">${esc(text)}${link}</p>`
  ])
  return splices(insert(chance(rng, 0.8) ? top(page) : slotAt(page.spots, "top"), bar))
})

const cities = [["london", "51d51n0d13"], ["paris", "48d86n2d35"], ["berlin", "52d52n13d40"], ["madrid", "40d42n-3d70"], ["amsterdam", "52d37n4d90"], ["sao-paulo", "-23d55n-46d63"], ["rome", "41d90n12d50"], ["new-york", "40d71n-74d01"], ["sydney", "-33d87n151d21"]] as const

// Widgets from providers: TradingView's ticker tape, weatherwidget.io, a Windy embed, an Elfsight widget.
const weatherOrMarkets = benign("weather or market widget", (page, rng) => {
  const [city, coords] = pick(rng, cities)
  const widget = pick(rng, [
    () => `<div class="tradingview-widget-container"><div class="tradingview-widget-container__widget"></div><script type="text/javascript" src="https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js" async>{"symbols":[${sample(rng, ["FOREXCOM:SPXUSD", "FX_IDC:EURUSD", "BITSTAMP:BTCUSD", "FOREXCOM:NSXUSD", "OANDA:XAUUSD", "INDEX:DEU40"], 3).map((s) => `{"proName":"${s}"}`).join(",")}],"colorTheme":"light","isTransparent":false,"displayMode":"adaptive","locale":"${lang(page)}"}</script></div>`,
    () => `<a class="weatherwidget-io" href="https://forecast7.com/${lang(page)}/${coords}/${city}/" data-label_1="${city.toUpperCase()}" data-label_2="WEATHER" data-theme="original">${city.toUpperCase()} WEATHER</a><script>!function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0];if(!d.getElementById(id)){js=d.createElement(s);js.id=id;js.src='https://weatherwidget.io/js/widget.min.js';fjs.parentNode.insertBefore(js,fjs);}}(document,'script','weatherwidget-io-js');</script>`,
    () => `<iframe width="${pick(rng, ["100%", "650"])}" height="${pick(rng, ["300", "450"])}" src="https://embed.windy.com/embed2.html?lat=${between(rng, -40, 60)}.${digits(rng, 3)}&amp;lon=${between(rng, -80, 150)}.${digits(rng, 3)}&amp;zoom=5&amp;overlay=wind" frameborder="0"></iframe>`,
    () => `<script src="https://static.elfsight.com/platform/platform.js" async></script><div class="elfsight-app-${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}" data-elfsight-app-lazy></div>`
  ])()
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "top"), bottom(page)]), `<div class="widget">${widget}</div>`))
})

// Contact and store pages embedding a map: a Google Maps iframe, an OpenStreetMap embed, or a Leaflet map with its stylesheet and script.
const mapEmbed = benign("map embed", (page, rng) => {
  const lat = (between(rng, -40, 60) + rng()).toFixed(5)
  const lon = (between(rng, -80, 150) + rng()).toFixed(5)
  const map = pick(rng, [
    () => `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${digits(rng, 4)}.${digits(rng, 3)}!2d${lon}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x${hex(rng, 16)}%3A0x${hex(rng, 16)}!2s${encodeURIComponent(page.site.brand)}!5e0!3m2!1s${lang(page)}!2s!4v${digits(rng, 13)}" width="${pick(rng, ["600", "100%"])}" height="450" style="border:0" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
    () => `<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=${lon}%2C${lat}%2C${(Number(lon) + 0.01).toFixed(5)}%2C${(Number(lat) + 0.01).toFixed(5)}&amp;layer=mapnik&amp;marker=${lat}%2C${lon}" style="border:1px solid black"></iframe><br><small><a href="https://www.openstreetmap.org/?mlat=${lat}&amp;mlon=${lon}#map=17/${lat}/${lon}">${pick(rng, ["View Larger Map", "Größere Karte anzeigen", "Afficher une carte plus grande"])}</a></small>`,
    () => `<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css"><script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script><div id="map" style="height:${between(rng, 250, 400)}px"></div><script>var m=L.map('map').setView([${lat},${lon}],${between(rng, 12, 16)});L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png',{attribution:'&copy; OpenStreetMap'}).addTo(m);L.marker([${lat},${lon}]).addTo(m);</script>`
  ])()
  const title = say(page, { en: "Find us", fr: "Nous trouver", de: "Anfahrt", es: "Cómo llegar", nl: "Route", pt: "Como chegar", it: "Dove siamo" })
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), `<section class="map"><h3>${title}</h3>${map}</section>`))
})

const products = ["Travel mug", "Linen shirt", "Desk lamp", "Notebook", "Water bottle", "Tote bag", "Scented candle", "Wool scarf", "Ceramic bowl", "Phone case"]

// Shop "you may also like" carousels: the shop's own product pages and images, prices in its currency, sometimes from a recommendation service (Nosto, Clerk.io).
const recommendations = benign("product recommendation carousel", (page, rng) => {
  const host = ownHost(rng, page)
  const title = say(page, { en: "You may also like", fr: "Vous aimerez aussi", de: "Das könnte Ihnen auch gefallen", es: "También te puede gustar", nl: "Misschien ook iets voor jou", pt: "Você também pode gostar", it: "Potrebbe piacerti anche" })
  const items = sample(rng, products, between(rng, 4, 8)).map((p) => `<li class="carousel__item"><a href="/${pick(rng, ["products", "shop", "p"])}/${slug(p)}"><img src="${host}/${pick(rng, ["images/products", "media/catalog/product", "cdn/shop/files"])}/${slug(p)}-${alnum(rng, 4)}.jpg" alt="${p}" loading="lazy"><span>${p}</span></a> <span class="price">${page.site.locale.money(between(rng, 5, 150) + pick(rng, [0, 0.5, 0.99, 0.95]))}</span></li>`).join("")
  const service = pick(rng, [
    "",
    `<script src="https://connect.nosto.com/include/${alnum(rng, 6)}" async></script>`,
    `<script>(function(w,d){var e=d.createElement('script');e.type='text/javascript';e.async=true;e.src='https://cdn.clerk.io/clerk.js';var s=d.getElementsByTagName('script')[0];s.parentNode.insertBefore(e,s);w.__clerk_q=w.__clerk_q||[];w.Clerk=w.Clerk||function(){w.__clerk_q.push(arguments)};})(window,document);Clerk('config',{key:'${alnum(rng, 32)}'});</script>`
  ])
  return splices(insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle")]), `<section class="${pick(rng, ["recommendations", "carousel", "related-products"])}"><h3>${title}</h3><ul class="carousel__track">${items}</ul>${service}</section>`))
})

const liveLines: Record<Lang, ReadonlyArray<string>> = {
  en: ["The meeting has resumed after a short break.", "Officials say the road will reopen within the hour.", "We're hearing the final result will be announced shortly.", "Thanks for following along — more updates soon.", "The speaker has just taken the stage."],
  fr: ["La séance a repris après une courte pause.", "La route devrait rouvrir d'ici une heure.", "Le résultat final sera annoncé sous peu."],
  de: ["Die Sitzung wurde nach einer kurzen Pause fortgesetzt.", "Die Straße soll innerhalb einer Stunde wieder freigegeben werden.", "Das Endergebnis wird in Kürze erwartet."],
  es: ["La sesión se ha reanudado tras una breve pausa.", "La carretera reabrirá en la próxima hora.", "El resultado final se anunciará en breve."],
  nl: ["De vergadering is na een korte pauze hervat.", "De weg gaat binnen het uur weer open.", "De uitslag wordt zo bekendgemaakt."],
  pt: ["A sessão foi retomada após uma breve pausa.", "A estrada deve ser reaberta dentro de uma hora.", "O resultado final será anunciado em breve."],
  it: ["La seduta è ripresa dopo una breve pausa.", "La strada riaprirà entro un'ora.", "Il risultato finale sarà annunciato a breve."]
}

// Live blogs: new timestamped entries at the top of the running coverage.
const liveBlog = benign("live-blog entries added", (page, rng) => {
  let h = between(rng, 8, 20)
  let m = between(rng, 0, 59)
  const entries = sample(rng, say(page, liveLines), between(rng, 1, 3)).map((line) => {
    m -= between(rng, 3, 20)
    if (m < 0) { m += 60; h -= 1 }
    const t = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`
    return `<article class="${pick(rng, ["live-entry", "liveblog-post", "lb-item"])}" id="post-${digits(rng, 6)}"><time>${t}</time><p>${esc(line)}</p></article>`
  }).join("")
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="liveblog">${entries}</div>`))
})

// Currency switchers and geo-pricing (Shopify Markets, WooCommerce multi-currency): the same prices shown in another currency, with a currency selector.
const currencySwitch = benign("prices shown in another currency", (page, rng) => {
  const other = pick(rng, locales.filter((l) => l.money(1) !== page.site.locale.money(1)))
  const rate = pick(rng, [0.79, 0.86, 0.92, 1.08, 1.17, 1.27, 1.52, 5.4])
  const out: Array<Splice> = []
  // A switcher rewrites price labels, not amounts quoted in prose ("awards $200M").
  const labels = textRuns(page, 1).filter((t) => {
    const m = t.text.match(priceRe)
    const cls = t.parent === -1 ? "" : page.spots.elements[t.parent]!.attribs.class ?? ""
    return m !== null && (/price|amount|cost|money/i.test(cls) || t.text.trim().length <= m[0].length + 12)
  })
  for (const t of labels.slice(0, 12)) {
    const r = trimmed(page, t)
    const was = page.html.slice(r.start, r.end)
    const now = was.replace(new RegExp(priceRe.source, "g"), (m) => {
      const n = Number((m.match(/\d{1,5}(?:[.,]\d{2})?/)?.[0] ?? "1").replace(",", "."))
      return esc(other.money(Math.max(0.5, n * rate)))
    })
    if (now !== was) out.push(replace(r, now))
  }
  const codes = ["USD", "EUR", "GBP", "AUD", "BRL", "INR"]
  const selector = `<form class="currency-selector" action="/localization" method="post"><select name="currency">${sample(rng, codes, between(rng, 3, 6)).map((c) => `<option>${c}</option>`).join("")}</select></form>`
  return { splices: [...out, insert(top(page), selector)] }
})

const searchWords: Record<Lang, string> = { en: "Search", fr: "Rechercher", de: "Suche", es: "Buscar", nl: "Zoeken", pt: "Pesquisar", it: "Cerca" }

// Site search moved to a hosted provider (Google Programmable Search, Algolia DocSearch, AddSearch) or redesigned in place.
const searchRedesign = benign("search box redesigned", (page, rng) => {
  const word = say(page, searchWords)
  const existing = page.spots.elements.filter((e) => e.name === "input" && e.shown && ["q", "s", "search", "query", "keywords"].includes((e.attribs.name ?? "").toLowerCase()))
  if (existing.length > 0 && chance(rng, 0.4)) {
    return splices(...existing.slice(0, 2).flatMap((el) => [setAttr(page, el, "placeholder", `${word}…`), setAttr(page, el, "class", `search__input search__input--${pick(rng, ["v2", "large", "rounded"])}`)]))
  }
  const box = pick(rng, [
    () => [`<script async src="https://cse.google.com/cse.js?cx=${hex(rng, 17)}:${alnum(rng, 9)}"></script>`, `<div class="gcse-search"></div>`],
    () => [`<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@docsearch/css@3">`, `<div id="docsearch"></div><script src="https://cdn.jsdelivr.net/npm/@docsearch/js@3"></script><script>docsearch({container:'#docsearch',appId:'${alnum(rng, 10).toUpperCase()}',indexName:'${page.site.brand}',apiKey:'${hex(rng, 32)}'});</script>`],
    () => [`<script src="https://cdn.addsearch.com/v5/addsearch-ui.min.js?key=${hex(rng, 32)}"></script>`, `<div class="addsearch-searchfield"></div>`],
    () => ["", `<form class="site-search" role="search" action="/search" method="get"><label class="visually-hidden" for="q">${word}</label><input id="q" name="q" type="search" placeholder="${word}…"><button type="submit" aria-label="${word}">🔍</button></form>`]
  ])()
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top")]), box[1])]
  if (box[0] !== "") out.push(insert(head(page), box[0]))
  return { splices: out }
})

const families = ["Inter", "Roboto", "Open Sans", "Lato", "Montserrat", "Source Sans 3", "Merriweather", "Playfair Display", "Nunito", "IBM Plex Sans"]

// A new typeface from a font provider: Google Fonts (with preconnect), Adobe Fonts (Typekit), Bunny Fonts, Fontshare; the CSS switches font-family.
const webFont = benign("web font from a font provider", (page, rng) => {
  const family = pick(rng, families)
  const q = family.replace(/ /g, "+")
  const links = pick(rng, [
    `<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link href="https://fonts.googleapis.com/css2?family=${q}:wght@400;700&amp;display=swap" rel="stylesheet">`,
    `<link rel="stylesheet" href="https://use.typekit.net/${alnum(rng, 7)}.css">`,
    `<link rel="preconnect" href="https://fonts.bunny.net"><link href="https://fonts.bunny.net/css?family=${family.toLowerCase().replace(/ /g, "-")}:400,700" rel="stylesheet">`,
    `<link href="https://api.fontshare.com/v2/css?f[]=${pick(rng, ["satoshi", "general-sans", "clash-display", "switzer"])}@400,700&amp;display=swap" rel="stylesheet">`,
    `<style>@import url('https://fonts.googleapis.com/css2?family=${q}&display=swap');</style>`
  ])
  const css = `<style>${pick(rng, ["body", "html,body", "body,button,input"])}{font-family:'${family}',${pick(rng, ["sans-serif", "system-ui,sans-serif", "Arial,sans-serif"])}}${chance(rng, 0.5) ? `h1,h2,h3{font-weight:700;letter-spacing:-.01em}` : ""}</style>`
  return splices(insert(head(page), links + css))
})

// Accessibility overlays added by site owners: UserWay, accessiBe, EqualWeb, AudioEye loaders and their launcher button.
const accessibilityWidget = benign("accessibility widget", (page, rng) => {
  const vendor = pick(rng, [
    `<script src="https://cdn.userway.org/widget.js" data-account="${alnum(rng, 10)}"></script>`,
    `<script>(function(){var s=document.createElement('script');var h=document.querySelector('head')||document.body;s.src='https://acsbapp.com/apps/app/dist/js/app.js';s.async=true;s.onload=function(){acsbJS.init({statementLink:'',footerHtml:'',hideMobile:false,hideTrigger:false,language:'${lang(page)}',position:'${pick(rng, ["right", "left"])}',leadColor:'#146FF8',triggerColor:'#146FF8',triggerRadius:'50%'})};h.appendChild(s)})();</script>`,
    `<script>window.interdeal={sitekey:"${hex(rng, 32)}",Position:"${pick(rng, ["Left", "Right"])}",domains:{js:"https://cdn.equalweb.com/",acc:"https://access.equalweb.com/"},Menulang:"${lang(page).toUpperCase()}"};(function(doc,head,body){var coreCall=doc.createElement('script');coreCall.src=interdeal.domains.js+'core/5.0.9/accessibility.js';coreCall.defer=true;body.appendChild(coreCall)})(document,document.head,document.body);</script>`,
    `<script type="text/javascript">!function(){var b=function(){window.__AudioEyeSiteHash="${hex(rng, 32)}";var a=document.createElement("script");a.src="https://wsmcdn.audioeye.com/aem.js";a.type="text/javascript";a.setAttribute("async","");document.getElementsByTagName("body")[0].appendChild(a)};"complete"!==document.readyState?window.addEventListener?window.addEventListener("load",b):window.attachEvent&&window.attachEvent("onload",b):b()}();</script>`
  ])
  const button = chance(rng, 0.4) ? `<button class="a11y-launcher" aria-label="${pick(rng, ["Accessibility menu", "Open accessibility options", "Barrierefreiheit"])}" style="position:fixed;bottom:20px;${pick(rng, ["left", "right"])}:20px;z-index:2147483000">♿</button>` : ""
  return splices(insert(pick(rng, [bottom(page), head(page)]), vendor), ...(button === "" ? [] : [insert(bottom(page), button)]))
})

const sections: Record<Lang, ReadonlyArray<string>> = {
  en: ["News", "Blog", "Products", "Services", "About us", "Resources"], fr: ["Actualités", "Blog", "Produits", "Services", "À propos"],
  de: ["Aktuelles", "Blog", "Produkte", "Leistungen", "Über uns"], es: ["Noticias", "Blog", "Productos", "Servicios", "Quiénes somos"],
  nl: ["Nieuws", "Blog", "Producten", "Diensten", "Over ons"], pt: ["Notícias", "Blog", "Produtos", "Serviços", "Sobre nós"], it: ["Notizie", "Blog", "Prodotti", "Servizi", "Chi siamo"]
}
const homeWord: Record<Lang, string> = { en: "Home", fr: "Accueil", de: "Startseite", es: "Inicio", nl: "Home", pt: "Início", it: "Home" }

// SEO plugins (Yoast, Rank Math) and theme updates add breadcrumbs: a trail of the site's own pages and its BreadcrumbList structured data.
const breadcrumb = benign("breadcrumb trail added", (page, rng) => {
  const origin = new URL(page.site.url).origin
  const section = pick(rng, say(page, sections))
  const t = page.spots.title
  const current = (t === null ? "" : page.html.slice(t.start, t.end).replace(/[<>]/g, "").trim().split(/\s[|–—-]\s/)[0]!.slice(0, 60)) || section
  const crumbs = [[say(page, homeWord), "/"], [section, `/${slug(section) || "section"}/`]] as const
  const sep = pick(rng, [" › ", " / ", " » ", " > "])
  const nav = pick(rng, [
    `<nav aria-label="breadcrumb"><ol class="breadcrumb">${crumbs.map(([n, h]) => `<li class="breadcrumb-item"><a href="${h}">${esc(n)}</a></li>`).join("")}<li class="breadcrumb-item active" aria-current="page">${current}</li></ol></nav>`,
    `<p id="breadcrumbs"><span>${crumbs.map(([n, h]) => `<a href="${h}">${esc(n)}</a>`).join(sep)}${sep}<span class="breadcrumb_last" aria-current="page">${current}</span></span></p>`
  ])
  const ld = chance(rng, 0.6)
    ? `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: crumbs.map(([n, h], i) => ({ "@type": "ListItem", position: i + 1, name: n, item: origin + h })) })}</script>`
    : ""
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), nav), ...(ld === "" ? [] : [insert(head(page), ld)]))
})

const altTexts: Record<Lang, ReadonlyArray<string>> = {
  en: ["Team members at the annual open day", "Front entrance of our main office", "Close-up of the product on a wooden table", "Volunteers planting trees in the park", "Chart showing growth over the last year"],
  fr: ["L'équipe lors de la journée portes ouvertes", "Entrée principale de nos bureaux", "Le produit posé sur une table en bois"],
  de: ["Das Team beim Tag der offenen Tür", "Eingang unseres Hauptsitzes", "Das Produkt auf einem Holztisch"],
  es: ["El equipo en la jornada de puertas abiertas", "Entrada principal de nuestra oficina", "El producto sobre una mesa de madera"],
  nl: ["Het team tijdens de open dag", "Hoofdingang van ons kantoor", "Het product op een houten tafel"],
  pt: ["A equipe no dia de portas abertas", "Entrada principal do nosso escritório", "O produto sobre uma mesa de madeira"],
  it: ["Il team alla giornata porte aperte", "Ingresso principale della nostra sede", "Il prodotto su un tavolo di legno"]
}

// Accessibility audits: editors write or improve the alt text of the site's images.
const altTextEdits = benign("image alt texts improved", (page, rng) => {
  const imgs = shown(page, "img")
  const chosen = sample(rng, imgs, Math.min(imgs.length, between(rng, 1, 8)))
  if (chosen.length === 0) return splices(insert(anySlot(rng, page.spots), `<figure><img src="${ownHost(rng, page)}/images/${alnum(rng, 8)}.jpg" alt="${esc(pick(rng, say(page, altTexts)))}"></figure>`))
  return splices(...chosen.map((el) => setAttr(page, el, "alt", pick(rng, say(page, altTexts)))))
})

const endsIn: Record<Lang, readonly [string, string]> = {
  en: ["Sale ends in", "Shop the sale"], fr: ["Fin des soldes dans", "Voir les offres"], de: ["Sale endet in", "Zu den Angeboten"], es: ["La oferta termina en", "Ver ofertas"],
  nl: ["Sale eindigt over", "Bekijk de aanbiedingen"], pt: ["A promoção termina em", "Ver ofertas"], it: ["I saldi finiscono tra", "Scopri le offerte"]
}

// Shops run countdowns to the end of a sale: a timer updated by a small inline script, or a widget (POWr).
const countdown = benign("sale countdown timer", (page, rng) => {
  const end = someDate(rng).toISOString()
  const id = `cd-${alnum(rng, 5)}`
  const shownTime = `${between(rng, 0, 6)}d ${between(rng, 0, 23)}h ${between(rng, 0, 59)}m`
  const el = pick(rng, [
    `<div class="countdown" data-end="${end}">${say(page, endsIn)[0]} <span id="${id}">${shownTime}</span> · <a href="/${pick(rng, ["sale", "offers", "promo"])}">${say(page, endsIn)[1]}</a></div><script>(function(){var e=Date.parse("${end}"),n=document.getElementById("${id}");setInterval(function(){var s=Math.max(0,(e-Date.now())/1e3|0);n.textContent=(s/86400|0)+"d "+(s%86400/3600|0)+"h "+(s%3600/60|0)+"m"},1000)})();</script>`,
    `<script src="https://www.powr.io/powr.js?platform=html"></script><div class="powr-countdown-timer" id="${hex(rng, 8)}_${digits(rng, 10)}"></div>`
  ])
  return splices(insert(chance(rng, 0.7) ? top(page) : slotAt(page.spots, "top"), el))
})

const closure: Record<Lang, (from: string, to: string, phone: string) => string> = {
  en: (a, b, p) => `Holiday hours: our offices are closed from ${a} to ${b}. Orders placed now ship when we reopen. For urgent matters call ${p}.`,
  fr: (a, b, p) => `Fermeture pour les fêtes : nos bureaux sont fermés du ${a} au ${b}. Pour toute urgence, appelez le ${p}.`,
  de: (a, b, p) => `Betriebsferien: Unsere Büros sind vom ${a} bis ${b} geschlossen. In dringenden Fällen erreichen Sie uns unter ${p}.`,
  es: (a, b, p) => `Horario festivo: nuestras oficinas permanecen cerradas del ${a} al ${b}. Para urgencias llame al ${p}.`,
  nl: (a, b, p) => `Feestdagen: ons kantoor is gesloten van ${a} tot ${b}. Voor dringende zaken belt u ${p}.`,
  pt: (a, b, p) => `Feriado: nossos escritórios estarão fechados de ${a} a ${b}. Para urgências ligue ${p}.`,
  it: (a, b, p) => `Chiusura per le festività: i nostri uffici sono chiusi dal ${a} al ${b}. Per urgenze chiamate il ${p}.`
}

// Site-wide notices of a holiday closure: the dates, shipping, and the site's usual phone number for emergencies.
const holidayClosure = benign("holiday closure announcement", (page, rng) => {
  const year = 2026
  const from = new Date(Date.UTC(year, 11, between(rng, 20, 24)))
  const to = new Date(Date.UTC(year + 1, 0, between(rng, 1, 6)))
  const phone = chance(rng, 0.7) ? page.ids.phone.national : page.ids.phone.intl
  const text = esc(say(page, closure)(page.site.locale.date(from), page.site.locale.date(to), phone))
  const el = pick(rng, [
    `<div class="site-announcement" style="background:${pick(rng, ["#e8f5e9", "#e3f2fd", "#fce4ec"])};padding:10px;text-align:center">🎄 ${text}</div>`,
    `<section class="notice"><p>${text}</p></section>`,
    `<p class="holiday-hours"><strong>${text}</strong></p>`
  ])
  return splices(insert(chance(rng, 0.75) ? top(page) : slotAt(page.spots, "top"), el))
})

const privacyWords = /privacy|datenschutz|confidentialit|privacidad|privacidade|privacyverklaring|protection des données|cookie/i

// Privacy-policy updates: footer links moved to the new policy page (on the site, or hosted by iubenda or Termly) and an "updated on" line.
const privacyUpdate = benign("privacy-policy link updated", (page, rng) => {
  const own = say(page, { en: "/privacy-policy/", fr: "/politique-de-confidentialite/", de: "/datenschutzerklaerung/", es: "/politica-de-privacidad/", nl: "/privacyverklaring/", pt: "/politica-de-privacidade/", it: "/informativa-privacy/" })
  const target = pick(rng, [`/legal/privacy-policy-${2026}`, own, own, `https://www.iubenda.com/privacy-policy/${digits(rng, 8)}`, `https://app.termly.io/document/privacy-policy/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`])
  const label = say(page, { en: "Privacy policy", fr: "Politique de confidentialité", de: "Datenschutzerklärung", es: "Política de privacidad", nl: "Privacyverklaring", pt: "Política de privacidade", it: "Informativa sulla privacy" })
  const updated = say(page, { en: "updated", fr: "mise à jour le", de: "aktualisiert am", es: "actualizada el", nl: "bijgewerkt op", pt: "atualizada em", it: "aggiornata il" })
  const existing = attrTargets(page, shown(page, "a"), "href").filter((t) =>
    privacyWords.test(page.html.slice(t.value.start, t.value.end)) ||
    page.spots.texts.some((x) => x.parent === t.el.index && x.text.trim().length <= 40 && privacyWords.test(x.text))
  )
  const line = `<p class="policy-updated"><a href="${target}">${label}</a> (${updated} ${date(page, rng)})</p>`
  return splices(...existing.slice(0, 4).map((t) => replace(t.value, target)), insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), line))
})

/** Every fresh benign class, in a fixed order. */
export const freshBenigns: ReadonlyArray<ChangeClass> = [
  eventsCalendar, jobListing, staffChange, languageSwitcher, partnerFooter, maintenanceNotice, weatherOrMarkets, mapEmbed,
  recommendations, liveBlog, currencySwitch, searchRedesign, webFont, accessibilityWidget, breadcrumb, altTextEdits,
  countdown, holidayClosure, privacyUpdate
]

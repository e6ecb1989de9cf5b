/**
 * Fresh6 benign classes: written after round 7, by someone who does not
 * read the engines, from how real sites, shops, councils, charities and
 * newspapers change their pages. Several are honest counterparts of things
 * attackers do (a grey page for national mourning, election results, an
 * official weather warning, a solidarity banner, an import map, a QR code,
 * a security contact), because a monitor must not alarm on them; others are
 * hardening, performance, accessibility and privacy work that rewrites
 * many attributes at once. Each differs from every class in benign.ts,
 * fresh-benign.ts, fresh2-benign.ts, fresh3-benign.ts, fresh4-benign.ts and
 * fresh5-benign.ts, and is written in the site's own language where it
 * shows text. None changes the site's phone numbers, payment details,
 * e-mail addresses or where its own forms and sign-in go. Scored in the
 * `fresh6` group, never tuned on.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, attrTargets, bottom, cap, head, occurrences, resolve, say, setAttr, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type El, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh6", make })

const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
const handle = (page: Page) => page.site.brand.replace(/-/g, "")
const origin = (page: Page) => `https://${page.site.host}`
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
/** Elements outside template/noscript/raw content (head or body). */
const live = (page: Page, name: string, f: (e: El) => boolean = () => true): Array<El> =>
  page.spots.elements.filter((e) => e.name === name && !e.inert && f(e))
const hostOf = (page: Page, href: string | undefined): string | null => href === undefined ? null : resolve(page, href)?.hostname ?? null
const ownHost = (page: Page, h: string | null) => h !== null && (h === page.site.host || h === page.site.domain || h.endsWith("." + page.site.domain))
const sri = (rng: Rng) => `sha384-${Buffer.from(hex(rng, 96), "hex").toString("base64")}`

const mourningWords: Record<Lang, readonly [string, string]> = {
  en: ["Our thoughts are with the families of the victims of last week's tragedy. As a sign of mourning, our website is shown in grey today and tomorrow.", "We join the nation in mourning the death of our former head of state. Our website is shown in grey during the period of national mourning."],
  fr: ["Nos pensées vont aux familles des victimes du drame de la semaine dernière. En signe de deuil, notre site s'affiche en gris aujourd'hui et demain.", "Nous nous associons au deuil national après le décès de notre ancien chef d'État. Notre site s'affiche en gris pendant la période de deuil national."],
  de: ["Unsere Gedanken sind bei den Familien der Opfer des Unglücks der vergangenen Woche. Als Zeichen der Trauer erscheint unsere Website heute und morgen in Grau.", "Wir schließen uns der Staatstrauer um unser ehemaliges Staatsoberhaupt an. Während der Staatstrauer erscheint unsere Website in Grau."],
  es: ["Nuestros pensamientos están con las familias de las víctimas de la tragedia de la semana pasada. En señal de duelo, nuestra web se muestra en gris hoy y mañana.", "Nos sumamos al luto nacional por el fallecimiento de nuestro antiguo jefe de Estado. Nuestra web se muestra en gris durante el luto oficial."],
  nl: ["Onze gedachten zijn bij de families van de slachtoffers van de ramp van vorige week. Als teken van rouw is onze website vandaag en morgen grijs.", "Wij sluiten ons aan bij de nationale rouw om het overlijden van ons voormalig staatshoofd. Tijdens de nationale rouw is onze website grijs."],
  pt: ["Nossos pensamentos estão com as famílias das vítimas da tragédia da semana passada. Em sinal de luto, nosso site aparece em cinza hoje e amanhã.", "Nós nos unimos ao luto oficial pela morte do nosso ex-chefe de Estado. Nosso site aparece em cinza durante o período de luto oficial."],
  it: ["Il nostro pensiero va alle famiglie delle vittime della tragedia della scorsa settimana. In segno di lutto, il nostro sito oggi e domani è in grigio.", "Ci uniamo al lutto nazionale per la scomparsa del nostro ex capo dello Stato. Durante il lutto nazionale il nostro sito è in grigio."]
}

// Sites turned grey for national mourning (Chinese sites on national days of mourning in April 2020 and December 2022, many British sites after Queen Elizabeth II's death in September 2022, newspapers and councils after a disaster): one CSS filter on the whole page, a black-ribbon line and a short note in the site's language.
const nationalMourning = benign("page turned grey for national mourning, with a condolence note", (page, rng) => {
  const note = pick(rng, say(page, mourningWords))
  const css = pick(rng, ["html{filter:grayscale(100%)}", "html{-webkit-filter:grayscale(1);filter:grayscale(1)}", "body{filter:grayscale(100%)}", "header img,.logo img{filter:grayscale(100%)}"])
  const line = pick(rng, [
    `<div class="${pick(rng, ["mourning-notice", "condolences", "notice"])}" style="background:#222;color:#eee;padding:10px 16px;text-align:center">🎗 ${esc(note)}</div>`,
    `<p class="mourning" style="text-align:center;font-style:italic">🖤 ${esc(note)}</p>`
  ])
  return splices(insert(head(page), `<style id="${pick(rng, ["mourning", "grey-day", "trauer"])}">${css}</style>`), insert(pick(rng, [top(page), slotAt(page.spots, "top")]), line))
})

const officialResultsWords: Record<Lang, { readonly h: string; readonly intro: (t: string) => string; readonly cols: readonly [string, string, string]; readonly elected: string; readonly link: string; readonly parties: ReadonlyArray<string>; readonly names: ReadonlyArray<string> }> = {
  en: { h: "Local election results", intro: (t) => `Results as declared by the returning officer. Turnout: ${t}%.`, cols: ["Candidate", "Party", "Votes"], elected: "elected", link: "Full results on the electoral authority's website", parties: ["Independent", "Green Party", "Liberal Democrats", "Labour", "Conservative"], names: ["Sarah Whitfield", "James O'Connor", "Priya Shah", "Tom Baxter", "Linda Moore", "Owen Price"] },
  fr: { h: "Résultats des élections municipales", intro: (t) => `Résultats proclamés par le bureau centralisateur. Participation : ${t} %.`, cols: ["Candidat", "Liste", "Voix"], elected: "élu", link: "Résultats complets sur le site officiel", parties: ["Union de la gauche", "Divers droite", "Écologistes", "Union du centre", "Sans étiquette"], names: ["Hélène Marchand", "Patrick Lefèvre", "Nadia Benali", "Olivier Petit", "Camille Roux", "Bernard Giraud"] },
  de: { h: "Ergebnisse der Kommunalwahl", intro: (t) => `Vorläufiges amtliches Ergebnis laut Wahlleitung. Wahlbeteiligung: ${t} %.`, cols: ["Kandidat", "Partei", "Stimmen"], elected: "gewählt", link: "Alle Ergebnisse bei der Wahlleitung", parties: ["CDU", "SPD", "Grüne", "FDP", "Freie Wähler"], names: ["Andrea Schulz", "Thomas Keller", "Mehmet Yılmaz", "Birgit Wagner", "Jonas Fischer", "Petra Lange"] },
  es: { h: "Resultados de las elecciones municipales", intro: (t) => `Resultados oficiales según la junta electoral. Participación: ${t} %.`, cols: ["Candidato", "Partido", "Votos"], elected: "electo", link: "Resultados completos en la web oficial", parties: ["PSOE", "PP", "Vox", "Sumar", "Independientes"], names: ["María José Ruiz", "Antonio Gil", "Laura Prieto", "Francisco Molina", "Elena Suárez", "Jorge Delgado"] },
  nl: { h: "Uitslag gemeenteraadsverkiezingen", intro: (t) => `Uitslag zoals vastgesteld door het centraal stembureau. Opkomst: ${t}%.`, cols: ["Kandidaat", "Partij", "Stemmen"], elected: "gekozen", link: "Alle uitslagen bij de Kiesraad", parties: ["VVD", "GroenLinks-PvdA", "CDA", "D66", "Lokaal Belang"], names: ["Marieke de Jong", "Sander Willems", "Fatima el Amrani", "Kees van Dijk", "Ingrid Peters", "Ruben Hendriks"] },
  pt: { h: "Resultado das eleições municipais", intro: (t) => `Resultado oficial divulgado pela Justiça Eleitoral. Comparecimento: ${t}%.`, cols: ["Candidato", "Partido", "Votos"], elected: "eleito", link: "Resultado completo no site oficial", parties: ["PT", "PL", "MDB", "PSD", "União Brasil"], names: ["Luciana Prado", "Eduardo Tavares", "Patrícia Moura", "Sérgio Antunes", "Renata Couto", "Gustavo Reis"] },
  it: { h: "Risultati delle elezioni comunali", intro: (t) => `Risultati ufficiali comunicati dall'ufficio elettorale. Affluenza: ${t}%.`, cols: ["Candidato", "Lista", "Voti"], elected: "eletto", link: "Risultati completi sul sito ufficiale", parties: ["PD", "Fratelli d'Italia", "Lega", "Movimento 5 Stelle", "Lista civica"], names: ["Francesca Bruno", "Alessandro Costa", "Sara Fontana", "Davide Lombardi", "Martina Greco", "Roberto Villa"] }
}
const electoralSites: Record<string, string> = {
  us: "https://www.vote.org/election-results/", uk: "https://www.electoralcommission.org.uk/", fr: "https://www.resultats-elections.interieur.gouv.fr/", de: "https://www.bundeswahlleiterin.de/",
  es: "https://infoelectoral.interior.gob.es/", nl: "https://www.kiesraad.nl/", au: "https://results.aec.gov.au/", in: "https://results.eci.gov.in/", br: "https://resultados.tse.jus.br/", it: "https://elezioni.interno.gov.it/"
}

// Councils, local papers and community sites publishing local election results on the night (returning officers' declarations, the tables regional papers run): candidates, parties and votes as declared, turnout, and a link to the electoral authority's full results.
const officialResults = benign("local election results as declared, linking to the electoral authority", (page, rng) => {
  const w = say(page, officialResultsWords)
  const names = sample(rng, w.names, between(rng, 3, 6))
  const parties = sample(rng, w.parties, w.parties.length)
  const votes = names.map(() => between(rng, 300, 9000)).sort((a, b) => b - a)
  const seats = between(rng, 1, Math.min(3, names.length - 1))
  const rows = names.map((n, i) => `<tr><td>${esc(n)}${i < seats ? ` <strong>(${w.elected})</strong>` : ""}</td><td>${esc(parties[i % parties.length]!)}</td><td>${votes[i]!.toLocaleString("en-US").replace(/,/g, page.site.locale.lang === "en" ? "," : ".")}</td></tr>`).join("")
  const link = electoralSites[page.site.locale.country] ?? electoralSites.uk!
  const block = `<section class="${pick(rng, ["election-results", "results", "local-elections"])}"><h2>${esc(w.h)} — ${esc(page.site.locale.date(someDate(rng)))}</h2><p>${esc(w.intro(`${between(rng, 24, 71)}.${between(rng, 0, 9)}`))}</p><table class="results"><thead><tr><th>${w.cols[0]}</th><th>${w.cols[1]}</th><th>${w.cols[2]}</th></tr></thead><tbody>${rows}</tbody></table><p><a href="${link}" target="_blank" rel="noopener">${esc(w.link)}</a></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

const fontFamilies = ["Inter", "Roboto", "Open Sans", "Lato", "Source Sans 3", "Merriweather", "Montserrat", "Noto Sans"]

// Self-hosting Google Fonts after the Munich regional court's ruling of January 2022 (a fine for passing visitors' IP addresses to Google by loading fonts from its servers) and the advice of German and Austrian data-protection bodies: the fonts.googleapis.com stylesheet and preconnect links removed, @font-face rules pointing at font files on the site's own host, with a preload.
const selfHostedFonts = benign("Google Fonts replaced by fonts self-hosted on the site", (page, rng) => {
  const google = live(page, "link", (e) => /fonts\.(googleapis|gstatic)\.com/i.test(e.attribs.href ?? ""))
  const fromLink = google.map((e) => /family=([^:&;]+)/.exec(e.attribs.href ?? "")?.[1]).find((f) => f !== undefined)
  const family = fromLink === undefined ? pick(rng, fontFamilies) : decodeURIComponent(fromLink.replace(/\+/g, " "))
  const file = slug(family)
  const dir = pick(rng, ["/fonts/", "/assets/fonts/", "/wp-content/uploads/fonts/", "/static/fonts/"])
  const faces = sample(rng, [400, 700, 500, 300], between(rng, 1, 3)).map((w) => `@font-face{font-family:"${family}";font-style:normal;font-weight:${w};font-display:swap;src:url(${dir}${file}-v${between(rng, 12, 30)}-latin-${w === 400 ? "regular" : w}.woff2) format("woff2")}`).join("")
  const out: Array<Splice> = google.map((e) => replace({ start: e.start, end: e.openEnd }, ""))
  out.push(insert(head(page), `<link rel="preload" href="${dir}${file}-v${between(rng, 12, 30)}-latin-regular.woff2" as="font" type="font/woff2" crossorigin><style id="${pick(rng, ["local-fonts", "omgf-stylesheet", "fonts-local"])}">${faces}</style>`))
  return { splices: out }
})

// Security hardening after an audit (Mozilla Observatory, a penetration test, PCI DSS 4.0's 2025 requirements on payment-page scripts): integrity hashes and crossorigin added to the scripts and stylesheets the page loads from other hosts (the same URLs), and a Content-Security-Policy and referrer policy in meta tags listing the hosts the page already uses.
const sriAndCsp = benign("integrity hashes and a Content-Security-Policy added to the page's existing resources", (page, rng) => {
  const external = [
    ...live(page, "script", (e) => (e.attribs.src ?? "").trim().length > 0 && !ownHost(page, hostOf(page, e.attribs.src))),
    ...live(page, "link", (e) => rels(e).includes("stylesheet") && (e.attribs.href ?? "").trim().length > 0 && !ownHost(page, hostOf(page, e.attribs.href)))
  ].filter((e) => e.attribs.integrity === undefined)
  const out: Array<Splice> = []
  for (const e of external.slice(0, 12)) {
    out.push(setAttr(page, e, "integrity", sri(rng)))
    if (e.attribs.crossorigin === undefined) out.push(insert(e.start + 1 + e.name.length, ` crossorigin="anonymous"`))
  }
  const hosts = [...new Set([...live(page, "script"), ...live(page, "link"), ...live(page, "img")].map((e) => hostOf(page, e.attribs.src ?? e.attribs.href)).filter((h): h is string => h !== null && !ownHost(page, h)))].slice(0, 10)
  const csp = pick(rng, [
    "upgrade-insecure-requests",
    `default-src 'self' https:; script-src 'self' 'unsafe-inline' ${hosts.map((h) => `https://${h}`).join(" ")}; object-src 'none'; base-uri 'self'; upgrade-insecure-requests`,
    `object-src 'none'; base-uri 'self'; form-action 'self' https://${page.site.host}`
  ])
  out.push(insert(head(page), `<meta http-equiv="Content-Security-Policy" content="${esc(csp.replace(/\s+/g, " ").trim())}">${chance(rng, 0.6) ? `<meta name="referrer" content="strict-origin-when-cross-origin">` : ""}`))
  return { splices: out }
})

// Speculative loading switched on by the CMS (WordPress 6.8, April 2025, prints speculation rules that prefetch the site's own links on hover; the Speculative Loading plugin and other platforms offer prerender): a script of type speculationrules at the end of the page, naming only the site's own paths.
const speculationRules = benign("speculative-loading rules for the site's own links (WordPress 6.8)", (page, rng) => {
  const theme = pick(rng, ["twentytwentyfive", "astra", "generatepress", "kadence", "hello-elementor"])
  const rules = pick(rng, [
    `{"prefetch":[{"source":"document","where":{"and":[{"href_matches":"\\/*"},{"not":{"href_matches":["\\/wp-*.php","\\/wp-admin\\/*","\\/wp-content\\/uploads\\/*","\\/wp-content\\/*","\\/wp-content\\/plugins\\/*","\\/wp-content\\/themes\\/${theme}\\/*","\\/*\\\\?(.+)"]}},{"not":{"selector_matches":"a[rel~=\\"nofollow\\"]"}},{"not":{"selector_matches":".no-prefetch, .no-prefetch a"}}]},"eagerness":"conservative"}]}`,
    `{"prerender":[{"source":"document","where":{"and":[{"href_matches":"/*"},{"not":{"href_matches":["/cart*","/checkout*","/account*","/*\\\\?*"]}}]},"eagerness":"moderate"}]}`,
    `{"prefetch":[{"urls":${JSON.stringify(sample(rng, ["/", "/about/", "/contact/", "/news/", "/shop/", "/blog/"], between(rng, 2, 4)))},"eagerness":"eager"}]}`
  ])
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), `<script type="speculationrules">\n${rules}\n</script>`))
})

// CMS and framework releases that emit import maps for their own modules: WordPress 6.5's Script Modules API (April 2024: an importmap with @wordpress/interactivity, modulepreload links and type="module" scripts from /wp-includes/), and Rails 7's importmap-rails (application and Hotwire pins on the site's own host, some pinned to the jspm or jsDelivr CDN).
const cmsImportMap = benign("import map and module preloads for the CMS's own script modules", (page, rng) => {
  const base = pick(rng, [origin(page), ""])
  if (chance(rng, 0.55)) {
    const ver = pick(rng, ["6.5", "6.6.2", "6.7.1", "6.8", "6.8.1"])
    const inter = `${base}/wp-includes/js/dist/script-modules/interactivity/index.min.js?ver=${hex(rng, 20)}`
    const imports: Record<string, string> = { "@wordpress/interactivity": inter }
    if (chance(rng, 0.5)) imports["@wordpress/interactivity-router"] = `${base}/wp-includes/js/dist/script-modules/interactivity-router/index.min.js?ver=${hex(rng, 20)}`
    const nav = `${base}/wp-includes/js/dist/script-modules/block-library/${pick(rng, ["navigation", "image", "query", "search"])}/view.min.js?ver=${hex(rng, 20)}`
    return splices(
      insert(head(page), `<script type="importmap" id="wp-importmap">\n${JSON.stringify({ imports })}\n</script><link rel="modulepreload" href="${esc(inter)}" id="@wordpress/interactivity-js-modulepreload"><meta name="generator" content="WordPress ${ver}">`),
      insert(bottom(page), `<script type="module" src="${esc(nav)}" id="@wordpress/block-library/navigation-view-js-module"></script>`)
    )
  }
  const h = () => hex(rng, 8)
  const imports: Record<string, string> = {
    application: `${base}/assets/application-${h()}.js`,
    "@hotwired/turbo-rails": `${base}/assets/turbo.min-${h()}.js`,
    "@hotwired/stimulus": `${base}/assets/stimulus.min-${h()}.js`,
    "@hotwired/stimulus-loading": `${base}/assets/stimulus-loading-${h()}.js`,
    "controllers/application": `${base}/assets/controllers/application-${h()}.js`
  }
  if (chance(rng, 0.5)) {
    const [name, url] = pick(rng, [["lodash", "https://ga.jspm.io/npm:lodash@4.17.21/lodash.js"], ["chart.js", "https://cdn.jsdelivr.net/npm/chart.js@4.4.1/+esm"], ["local-time", "https://ga.jspm.io/npm:local-time@3.0.2/app/assets/javascripts/local-time.es2017-esm.js"], ["trix", "https://ga.jspm.io/npm:trix@2.0.10/dist/trix.esm.min.js"]] as const)
    imports[name] = url
  }
  const preloads = Object.values(imports).slice(0, 4).map((u) => `<link rel="modulepreload" href="${esc(u)}">`).join("")
  return splices(insert(head(page), `<script type="importmap" data-turbo-track="reload">${JSON.stringify({ imports }, null, 2)}</script>${preloads}<script type="module">import "application"</script>`))
})

const easyWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Easy Read", "/easy-read/", "British Sign Language (BSL)", "/bsl/"],
  fr: ["Facile à lire et à comprendre (FALC)", "/falc/", "Langue des signes française (LSF)", "/lsf/"],
  de: ["Leichte Sprache", "/leichte-sprache/", "Deutsche Gebärdensprache (DGS)", "/gebaerdensprache/"],
  es: ["Lectura fácil", "/lectura-facil/", "Lengua de signos española (LSE)", "/lengua-de-signos/"],
  nl: ["Makkelijk lezen", "/makkelijk-lezen/", "Nederlandse Gebarentaal (NGT)", "/gebarentaal/"],
  pt: ["Leitura fácil", "/leitura-facil/", "Língua de sinais (Libras)", "/libras/"],
  it: ["Lingua facile", "/lingua-facile/", "Lingua dei segni italiana (LIS)", "/lis/"]
}

// Public bodies adding easy-read and sign-language versions (Germany's BITV 2.0 requires "Leichte Sprache" and "Gebärdensprache" pages on federal sites; UK councils and NHS trusts publish Easy Read; French administrations FALC): links with the usual pictograms in the header, to pages on the site itself.
const easyRead = benign("links to easy-read and sign-language versions of the site", (page, rng) => {
  const [easy, easyPath, sign, signPath] = say(page, easyWords)
  const icons = pick(rng, ["/images/icons/", "/static/img/", "/wp-content/themes/" + pick(rng, ["council", "site", "main"]) + "/img/"])
  const el = pick(rng, [
    `<ul class="${pick(rng, ["accessibility-links", "meta-nav", "service-links"])}"><li><a href="${easyPath}"><img src="${icons}easy-read.svg" alt="" width="24" height="24"> ${esc(easy)}</a></li><li><a href="${signPath}"><img src="${icons}sign-language.svg" alt="" width="24" height="24"> ${esc(sign)}</a></li></ul>`,
    `<p class="access-links"><a href="${origin(page)}${easyPath}">${esc(easy)}</a> · <a href="${origin(page)}${signPath}">${esc(sign)}</a></p>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), el))
})

const privacyWords: Record<Lang, string> = {
  en: "Your Privacy Choices", fr: "Gérer mes choix de confidentialité", de: "Datenschutz-Einstellungen", es: "Tus opciones de privacidad",
  nl: "Privacyinstellingen", pt: "Suas escolhas de privacidade", it: "Le tue scelte sulla privacy"
}
const optOutIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true"><path d="M7.4 12.8h6.8l3.1-11.6H7.4C4.2 1.2 1.6 3.8 1.6 7s2.6 5.8 5.8 5.8z" fill="#fff"/><path d="M22.6 0H7.4c-3.9 0-7 3.1-7 7s3.1 7 7 7h15.2c3.9 0 7-3.1 7-7s-3.2-7-7-7zm-21 7c0-3.2 2.6-5.8 5.8-5.8h9.9l-3.1 11.6H7.4c-3.2 0-5.8-2.6-5.8-5.8z" fill="#06f"/></svg>`

// The "Your Privacy Choices" link and toggle icon of California's CPRA regulations (2023), and the equivalent footer links European and Brazilian sites add to reopen their consent tool (OneTrust's ot-sdk-show-settings button, Cookiebot's renew link, a privacy-request form on the site): a new footer link, no form or address changed.
const privacyChoices = benign("'Your Privacy Choices' footer link reopening the consent tool", (page, rng) => {
  const label = say(page, privacyWords)
  const el = pick(rng, [
    `<p class="privacy-choices"><a href="/${pick(rng, ["privacy-choices", "privacy/your-choices", "do-not-sell"])}">${optOutIcon} ${esc(label)}</a></p>`,
    `<p class="privacy-choices"><button id="ot-sdk-btn" class="ot-sdk-show-settings" type="button">${esc(label)}</button></p>`,
    `<p class="privacy-choices"><a href="javascript:Cookiebot.renew()">${esc(label)}</a></p>`,
    `<p class="privacy-choices"><a href="https://privacyportal.onetrust.com/webform/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}" target="_blank" rel="noopener">${optOutIcon} ${esc(label)}</a></p>`
  ])
  return splices(insert(pick(rng, [bottom(page), besideContact(page)]), el))
})

// Fixing mixed content after moving to HTTPS (Chrome's mixed-content blocking from 2020, Really Simple SSL and "Better Search Replace" runs in WordPress): the http:// addresses of links, images, scripts and stylesheets on the site's own host (or, after a site-wide search and replace, on every host) written as https://, the hosts unchanged, and upgrade-insecure-requests where nothing was left to rewrite.
const httpsUpgrade = benign("links, images and scripts upgraded from http:// to https:// (same hosts)", (page, rng) => {
  const attrOf: Record<string, string> = { a: "href", img: "src", script: "src", link: "href", iframe: "src", source: "src" }
  const out: Array<Splice> = []
  const everyHost = chance(rng, 0.4)
  for (const [name, attr] of Object.entries(attrOf)) {
    const els = live(page, name, (e) => /^\s*http:\/\//i.test(e.attribs[attr] ?? "") && (everyHost || ownHost(page, hostOf(page, e.attribs[attr]))))
    for (const t of attrTargets(page, els, attr)) {
      const raw = page.html.slice(t.value.start, t.value.end)
      const at = raw.search(/http:\/\//i)
      if (at >= 0) out.push(replace({ start: t.value.start + at, end: t.value.start + at + 7 }, "https://"))
    }
  }
  if (out.length === 0 || chance(rng, 0.3)) out.push(insert(head(page), `<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">`))
  return { splices: out }
})

const voucherWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Gift vouchers", "Treat someone special: our gift vouchers can be used for any visit and are valid for 12 months.", "Buy a gift voucher"],
  fr: ["Bons cadeaux", "Faites plaisir : nos bons cadeaux sont valables pour toute visite pendant 12 mois.", "Offrir un bon cadeau"],
  de: ["Gutscheine", "Eine Freude machen: Unsere Gutscheine gelten für jeden Besuch und sind 12 Monate gültig.", "Gutschein kaufen"],
  es: ["Tarjetas regalo", "Sorprende a alguien especial: nuestras tarjetas regalo sirven para cualquier visita y son válidas 12 meses.", "Comprar una tarjeta regalo"],
  nl: ["Cadeaubonnen", "Verras iemand: onze cadeaubonnen zijn 12 maanden geldig voor elk bezoek.", "Cadeaubon kopen"],
  pt: ["Vale-presente", "Presenteie alguém especial: nossos vales-presente valem para qualquer visita por 12 meses.", "Comprar vale-presente"],
  it: ["Buoni regalo", "Fai un regalo speciale: i nostri buoni valgono per qualsiasi visita e durano 12 mesi.", "Acquista un buono regalo"]
}

// Restaurants, spas, theatres and shops selling gift vouchers through a hosted platform (Square's gift-card order pages, Toast's gift-card pages, Gift Up!, or a voucher page in their own shop): a short section and a button to the business's page on the platform.
const giftVouchers = benign("gift vouchers sold through a hosted voucher platform", (page, rng) => {
  const [h, p, button] = say(page, voucherWords)
  const href = pick(rng, [
    `https://squareup.com/gift/${alnum(rng, 13).toUpperCase()}/order`,
    `https://www.toasttab.com/${slug(page.site.brand)}/giftcards`,
    `https://giftup.app/place-order/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`,
    `/${pick(rng, ["gift-vouchers", "gutscheine", "bons-cadeaux", "shop/gift-card"])}/`
  ])
  const el = `<section class="${pick(rng, ["gift-vouchers", "vouchers", "gift-cards"])}"><h3>🎁 ${esc(h)}</h3><p>${esc(p)}</p><p><a class="button" href="${href}"${href.startsWith("http") ? ` target="_blank" rel="noopener"` : ""}>${esc(button)}</a></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), besideContact(page)]), el))
})

const agencies: Record<string, readonly [string, string]> = {
  us: ["National Weather Service", "https://www.weather.gov/"], uk: ["Met Office", "https://www.metoffice.gov.uk/weather/warnings-and-advice/uk-warnings"],
  fr: ["Météo-France", "https://vigilance.meteofrance.fr/"], de: ["Deutscher Wetterdienst", "https://www.dwd.de/DE/wetter/warnungen/warnWetter_node.html"],
  es: ["AEMET", "https://www.aemet.es/es/eltiempo/prediccion/avisos"], nl: ["KNMI", "https://www.knmi.nl/nederland-nu/weer/waarschuwingen"],
  au: ["Bureau of Meteorology", "https://www.bom.gov.au/"], in: ["India Meteorological Department", "https://mausam.imd.gov.in/"],
  br: ["INMET", "https://alertas2.inmet.gov.br/"], it: ["Protezione Civile", "https://www.protezionecivile.gov.it/"]
}
const warningWords: Record<Lang, readonly [(d: string) => string, (a: string) => string]> = {
  en: [(d) => `Amber weather warning for strong winds on ${d}. Some services and opening hours may change at short notice.`, (a) => `Latest warnings from the ${a}`],
  fr: [(d) => `Vigilance orange vents violents le ${d}. Certains services et horaires peuvent être modifiés sans préavis.`, (a) => `Dernières alertes de ${a}`],
  de: [(d) => `Amtliche Unwetterwarnung vor Sturmböen am ${d}. Einzelne Angebote und Öffnungszeiten können sich kurzfristig ändern.`, (a) => `Aktuelle Warnungen des ${a}es`],
  es: [(d) => `Aviso naranja por fuertes vientos el ${d}. Algunos servicios y horarios pueden cambiar sin previo aviso.`, (a) => `Últimos avisos de ${a}`],
  nl: [(d) => `Code oranje voor zware windstoten op ${d}. Sommige diensten en openingstijden kunnen op korte termijn wijzigen.`, (a) => `Actuele waarschuwingen van het ${a}`],
  pt: [(d) => `Alerta laranja de ventos fortes em ${d}. Alguns serviços e horários podem mudar sem aviso prévio.`, (a) => `Últimos alertas do ${a}`],
  it: [(d) => `Allerta arancione per vento forte il ${d}. Alcuni servizi e orari potrebbero cambiare con breve preavviso.`, (a) => `Ultimi avvisi della ${a}`]
}

// Councils, schools, transport operators and shops relaying an official weather or civil-protection warning (Met Office, DWD, Météo-France vigilance, AEMET avisos): a banner with the date and what may change, linking to the national agency's warnings page.
const officialWarning = benign("official weather warning banner linking to the national agency", (page, rng) => {
  const [agency, url] = agencies[page.site.locale.country] ?? agencies.uk!
  const [p, link] = say(page, warningWords)
  const date = page.site.locale.date(someDate(rng))
  const el = pick(rng, [
    `<div class="${pick(rng, ["weather-warning", "alert alert-warning", "site-alert"])}" role="status" style="background:#ffbf00;color:#000;padding:10px 16px">⚠ ${esc(p(date))} <a href="${url}" target="_blank" rel="noopener">${esc(link(agency))}</a></div>`,
    `<aside class="notice"><strong>${esc(agency)}</strong>: ${esc(p(date))} <a href="${url}">${esc(link(agency))} →</a></aside>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), el))
})

const vdpWords: Record<Lang, readonly [string, string]> = {
  en: ["Report a security vulnerability", "Found a security issue on our site? Please tell us through our vulnerability disclosure policy."],
  fr: ["Signaler une vulnérabilité", "Vous avez trouvé une faille de sécurité sur notre site ? Signalez-la via notre politique de divulgation."],
  de: ["Sicherheitslücke melden", "Sie haben eine Sicherheitslücke auf unserer Website gefunden? Bitte melden Sie sie über unsere Richtlinie zur Offenlegung."],
  es: ["Informar de una vulnerabilidad", "¿Ha encontrado un fallo de seguridad en nuestra web? Comuníquelo a través de nuestra política de divulgación."],
  nl: ["Kwetsbaarheid melden", "Een beveiligingsprobleem gevonden op onze site? Meld het via ons beleid voor coordinated vulnerability disclosure."],
  pt: ["Relatar uma vulnerabilidade", "Encontrou uma falha de segurança no nosso site? Informe-nos pela nossa política de divulgação."],
  it: ["Segnala una vulnerabilità", "Hai trovato un problema di sicurezza sul nostro sito? Segnalalo tramite la nostra politica di divulgazione."]
}

// Vulnerability disclosure policies (RFC 9116 security.txt, 2022; the Dutch NCSC's coordinated-disclosure guideline; programmes on HackerOne, Intigriti, YesWeHack and Bugcrowd): a footer line and link to the site's policy, its security.txt, or its programme page on a bug-bounty platform, plus a help link in the head.
const disclosurePolicy = benign("vulnerability disclosure policy and security contact link", (page, rng) => {
  const [label, p] = say(page, vdpWords)
  const h = handle(page).toLowerCase()
  const href = pick(rng, ["/.well-known/security.txt", "/security/", "/responsible-disclosure/", `https://hackerone.com/${h}`, `https://app.intigriti.com/programs/${h}/${h}/detail`, `https://yeswehack.com/programs/${h}-vdp`, `https://bugcrowd.com/${h}-vdp`])
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), besideContact(page)]), pick(rng, [
    `<p class="security-contact"><small>${esc(p)} <a href="${href}">${esc(label)}</a></small></p>`,
    `<p class="vdp"><a href="${href}">🔒 ${esc(label)}</a></p>`
  ]))]
  if (chance(rng, 0.4)) out.push(insert(head(page), `<link rel="help" href="/.well-known/security.txt" type="text/plain">`))
  return { splices: out }
})

const qrWords: Record<Lang, readonly [string, string]> = {
  en: ["Scan to open this page on your phone", "or go to"], fr: ["Scannez pour ouvrir cette page sur votre téléphone", "ou rendez-vous sur"],
  de: ["Scannen, um diese Seite auf dem Handy zu öffnen", "oder besuchen Sie"], es: ["Escanea para abrir esta página en tu móvil", "o visita"],
  nl: ["Scan om deze pagina op je telefoon te openen", "of ga naar"], pt: ["Escaneie para abrir esta página no celular", "ou acesse"],
  it: ["Inquadra per aprire questa pagina sul telefono", "oppure vai su"]
}

// Restaurants, museums, events and shops printing and showing QR codes to their own pages (menus, audio guides, tickets; WordPress QR plugins, the codes made with free generators): an image of the code, its caption, and the same address written out, all on the site itself.
const ownQr = benign("QR code to one of the site's own pages", (page, rng) => {
  const [caption, or] = say(page, qrWords)
  const path = pick(rng, ["/menu/", "/tickets/", "/guide/", "/app/", "/events/", new URL(page.site.url).pathname])
  const target = `${origin(page)}${path}`
  const size = pick(rng, [120, 150, 180])
  const src = pick(rng, [
    `/wp-content/uploads/${pick(rng, ["2025", "2026"])}/0${between(rng, 1, 9)}/qr-${slug(path) || "home"}.png`,
    `https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&data=${encodeURIComponent(target)}`,
    `/images/qr/${slug(path) || "home"}.svg`
  ])
  const el = `<figure class="${pick(rng, ["qr-code", "qr", "scan-me"])}"><img src="${esc(src)}" width="${size}" height="${size}" alt="QR code: ${esc(target)}"><figcaption>${esc(caption)} — ${esc(or)} <a href="${esc(target)}">${esc(page.site.host + path)}</a></figcaption></figure>`
  return splices(insert(pick(rng, [besideContact(page), slotAt(page.spots, "middle"), bottom(page)]), el))
})

const reliefFunds: Record<string, string> = {
  us: "https://www.redcross.org/donate/donation.html", uk: "https://www.dec.org.uk/", fr: "https://www.croix-rouge.fr/", de: "https://www.drk.de/spenden/",
  es: "https://www2.cruzroja.es/", nl: "https://www.rodekruis.nl/", au: "https://www.redcross.org.au/", in: "https://www.indianredcross.org/", br: "https://www.cruzvermelha.org.br/", it: "https://cri.it/"
}
const solidarityWords: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  en: [["We stand with the people of Ukraine. If you can, please support the humanitarian effort.", "Donate to the emergency appeal"], ["Our thoughts are with everyone affected by the earthquake. Please consider supporting the relief effort.", "Support the relief effort"]],
  fr: [["Nous sommes aux côtés du peuple ukrainien. Si vous le pouvez, soutenez l'aide humanitaire.", "Faire un don"], ["Nos pensées vont à toutes les personnes touchées par le séisme. Soutenez les secours si vous le pouvez.", "Soutenir les secours"]],
  de: [["Wir stehen an der Seite der Menschen in der Ukraine. Wenn Sie können, unterstützen Sie die humanitäre Hilfe.", "Jetzt spenden"], ["Unsere Gedanken sind bei allen, die vom Erdbeben betroffen sind. Bitte unterstützen Sie die Hilfe vor Ort.", "Nothilfe unterstützen"]],
  es: [["Estamos con el pueblo de Ucrania. Si puedes, apoya la ayuda humanitaria.", "Hacer un donativo"], ["Nuestros pensamientos están con todas las personas afectadas por el terremoto. Apoya la ayuda de emergencia si puedes.", "Apoyar la ayuda"]],
  nl: [["Wij staan naast de mensen in Oekraïne. Steun de humanitaire hulp als u kunt.", "Doneer aan de noodhulp"], ["Onze gedachten zijn bij iedereen die door de aardbeving is getroffen. Steun de noodhulp als u kunt.", "Steun de hulpverlening"]],
  pt: [["Estamos com o povo da Ucrânia. Se puder, apoie a ajuda humanitária.", "Doar para a ajuda emergencial"], ["Nossos pensamentos estão com todos os atingidos pelas enchentes. Apoie a ajuda humanitária se puder.", "Apoiar a ajuda"]],
  it: [["Siamo al fianco del popolo ucraino. Se puoi, sostieni gli aiuti umanitari.", "Dona per l'emergenza"], ["Il nostro pensiero va a tutte le persone colpite dal terremoto. Se puoi, sostieni i soccorsi.", "Sostieni i soccorsi"]]
}

// Solidarity banners businesses, universities and clubs put on their own sites (the blue-and-yellow "we stand with Ukraine" banners of 2022, earthquake and flood appeals in 2023–2024): a short line in the site's language and a link to the national Red Cross or the Disasters Emergency Committee, nothing else on the page touched.
const solidarityBanner = benign("solidarity banner linking to a national Red Cross appeal", (page, rng) => {
  const i = chance(rng, 0.5) ? 0 : 1
  const [p, button] = say(page, solidarityWords)[i]!
  const href = reliefFunds[page.site.locale.country] ?? reliefFunds.us!
  const colours = i === 0 ? "background:linear-gradient(#0057b7 50%,#ffd700 50%);color:#fff;text-shadow:0 1px 2px #000" : "background:#f4f4f4;color:#222;border-bottom:1px solid #ddd"
  const el = `<div class="${pick(rng, ["solidarity-banner", "appeal", "notice-bar"])}" style="${colours};padding:10px 16px;text-align:center">${i === 0 ? "💙💛 " : ""}${esc(p)} <a href="${href}" target="_blank" rel="noopener" style="color:inherit;text-decoration:underline">${esc(button)}</a></div>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), el))
})

// Front-end performance and privacy work on embedded videos (Paul Irish's lite-youtube-embed, WP Rocket's and Perfmatters' "replace YouTube iframe with preview image", YouTube's privacy-enhanced mode on youtube-nocookie.com): existing YouTube frames moved to the nocookie host with loading="lazy", or a click-to-load preview element with its small script and stylesheet from a public CDN.
const clickToLoadVideo = benign("video embeds moved to privacy-enhanced mode or click-to-load previews", (page, rng) => {
  const frames = live(page, "iframe", (e) => /youtube\.com\/embed\//i.test(e.attribs.src ?? ""))
  const out: Array<Splice> = []
  for (const t of attrTargets(page, frames, "src")) {
    const raw = page.html.slice(t.value.start, t.value.end)
    out.push(replace(t.value, raw.replace(/(www\.)?youtube\.com\/embed\//i, "www.youtube-nocookie.com/embed/")))
    if (t.el.attribs.loading === undefined) out.push(insert(t.el.start + 1 + t.el.name.length, ` loading="lazy"`))
  }
  if (out.length === 0 || chance(rng, 0.3)) {
    const id = alnum(rng, 11)
    const title = pick(rng, ["Video", brandName(page), "Behind the scenes", "Our story"])
    const v = `0.3.${between(rng, 0, 3)}`
    out.push(insert(head(page), `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/lite-youtube-embed@${v}/src/lite-yt-embed.min.css"><script src="https://cdn.jsdelivr.net/npm/lite-youtube-embed@${v}/src/lite-yt-embed.min.js" defer></script>`))
    out.push(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<lite-youtube videoid="${id}" playlabel="${esc(title)}" style="background-image:url('https://i.ytimg.com/vi/${id}/hqdefault.jpg')"></lite-youtube>`))
  }
  return { splices: out }
})

const navWords: Record<Lang, readonly [string, string, string, string, string]> = {
  en: ["Mobile navigation", "Home", "Search", "Account", "Contact"], fr: ["Navigation mobile", "Accueil", "Recherche", "Compte", "Contact"],
  de: ["Mobile Navigation", "Start", "Suche", "Konto", "Kontakt"], es: ["Navegación móvil", "Inicio", "Buscar", "Cuenta", "Contacto"],
  nl: ["Mobiele navigatie", "Home", "Zoeken", "Account", "Contact"], pt: ["Navegação móvel", "Início", "Buscar", "Conta", "Contato"],
  it: ["Navigazione mobile", "Home", "Cerca", "Account", "Contatti"]
}

// Theme updates that add an app-like bottom navigation bar on phones (WooCommerce and Shopify themes, "mobile bottom menu" plugins, 2021–2025): a fixed bar of four links to the site's own pages, hidden on wide screens by a media query.
const mobileBottomNav = benign("mobile bottom navigation bar of the site's own pages", (page, rng) => {
  const [label, home, search, account, contact] = say(page, navWords)
  const items: ReadonlyArray<readonly [string, string, string]> = [["/", "🏠", home], [pick(rng, ["/search", "/?s="]), "🔍", search], [pick(rng, ["/account", "/my-account/", "/login"]), "👤", account], [pick(rng, ["/contact", "/contact-us/", "#contact"]), "✉", contact]]
  const bp = pick(rng, [640, 768, 992])
  const nav = `<nav class="${pick(rng, ["bottom-nav", "mobile-tabbar", "mb-menu"])}" aria-label="${esc(label)}"><ul>${items.map(([href, icon, text]) => `<li><a href="${href}"><span aria-hidden="true">${icon}</span> ${esc(text)}</a></li>`).join("")}</ul></nav>`
  return splices(
    insert(head(page), `<style>.bottom-nav,.mobile-tabbar,.mb-menu{position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #ddd;z-index:50}.bottom-nav ul,.mobile-tabbar ul,.mb-menu ul{display:flex;justify-content:space-around;margin:0;padding:6px 0;list-style:none}@media (min-width:${bp}px){.bottom-nav,.mobile-tabbar,.mb-menu{display:none}}</style>`),
    insert(bottom(page), nav)
  )
})

const listenWords: Record<Lang, string> = {
  en: "Listen to this article", fr: "Écouter cet article", de: "Artikel anhören", es: "Escuchar este artículo", nl: "Luister naar dit artikel", pt: "Ouvir esta matéria", it: "Ascolta questo articolo"
}

// Publishers adding "listen to this article" from a text-to-speech provider (BeyondWords, ReadSpeaker webReader, or audio files the CMS generates on its own host): the provider's player script and its button above the article, reading the page's own text.
const listenPlayer = benign("'listen to this article' player from a text-to-speech provider", (page, rng) => {
  const label = say(page, listenWords)
  const lang = page.site.locale.lang
  const cid = `${digits(rng, 4)}`
  const el = pick(rng, [
    `<div class="beyondwords-player"><script async defer src="https://proxy.beyondwords.io/npm/@beyondwords/player@latest/dist/umd.js" onload="new BeyondWords.Player({target:this,projectId:${digits(rng, 5)},contentId:'${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}'})"></script></div>`,
    `<div id="readspeaker_button1" class="rs_skip rsbtn rs_preserve"><a rel="nofollow" class="rsbtn_play" title="${esc(label)}" href="https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=${cid}&amp;lang=${lang === "en" ? "en_uk" : `${lang}_${lang}`}&amp;readid=main&amp;url=${encodeURIComponent(page.site.url)}"><span class="rsbtn_left rsimg rspart"><span class="rsbtn_text"><span>${esc(label)}</span></span></span><span class="rsbtn_right rsimg rsplay rspart"></span></a></div><script src="https://cdn1.readspeaker.com/script/${cid}/webReader/webReader.js?pids=wr" async></script>`,
    `<figure class="article-audio"><figcaption>🔊 ${esc(label)}</figcaption><audio controls preload="none" src="/${pick(rng, ["wp-content/uploads/tts", "audio/articles", "media/tts"])}/${slug(page.site.brand)}-${digits(rng, 5)}.mp3"></audio></figure>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots)]), el))
})

const referWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Refer a friend", "Give your friends 10% off their first order and get a voucher for yourself when they buy.", "Invite friends"],
  fr: ["Parrainez un ami", "Offrez 10 % de réduction à vos amis sur leur première commande et recevez un bon d'achat quand ils commandent.", "Inviter des amis"],
  de: ["Freunde werben", "Schenken Sie Ihren Freunden 10 % auf die erste Bestellung und erhalten Sie selbst einen Gutschein, wenn sie kaufen.", "Freunde einladen"],
  es: ["Recomienda a un amigo", "Regala a tus amigos un 10 % en su primer pedido y recibe un vale cuando compren.", "Invitar amigos"],
  nl: ["Vriend werft vriend", "Geef je vrienden 10% korting op hun eerste bestelling en ontvang zelf een tegoedbon als ze iets kopen.", "Vrienden uitnodigen"],
  pt: ["Indique um amigo", "Dê aos seus amigos 10% de desconto na primeira compra e ganhe um vale quando eles comprarem.", "Convidar amigos"],
  it: ["Invita un amico", "Regala ai tuoi amici il 10% sul primo ordine e ricevi un buono quando acquistano.", "Invita amici"]
}

// Shops adding a refer-a-friend programme from a referral platform (Mention Me, Friendbuy, ReferralCandy, Yotpo), recalled from how those platforms are installed: the platform's tag in the page and a box linking to the shop's own referral page.
const referralProgramme = benign("refer-a-friend box and a referral platform's tag", (page, rng) => {
  const [h, p, button] = say(page, referWords)
  const tag = pick(rng, [
    `<script src="https://tag.mention-me.com/api/v2/referreroffer/mm${hex(rng, 8)}?situation=${pick(rng, ["homepage", "footer", "account"])}&amp;locale=${page.site.locale.lang}_${page.site.locale.country.toUpperCase()}" async></script>`,
    `<script>window.friendbuyAPI=window.friendbuyAPI||[];friendbuyAPI.merchantId="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}";</script><script src="https://static.fbot.me/friendbuy.js" async></script>`,
    ""
  ])
  const el = `<aside class="${pick(rng, ["refer-a-friend", "referral", "raf-box"])}"><h3>🤝 ${esc(h)}</h3><p>${esc(p)}</p><p><a class="button" href="/${pick(rng, ["refer-a-friend", "referral", "invite", "account/referrals"])}">${esc(button)}</a></p></aside>`
  return splices(insert(pick(rng, [anySlot(rng, page.spots), besideContact(page)]), el), ...(tag === "" ? [] : [insert(pick(rng, [head(page), bottom(page)]), tag)]))
})

/** Every fresh6 benign class, in a fixed order. */
export const fresh6Benigns: ReadonlyArray<ChangeClass> = [
  nationalMourning, officialResults, selfHostedFonts, sriAndCsp, speculationRules, cmsImportMap, easyRead, privacyChoices, httpsUpgrade,
  giftVouchers, officialWarning, disclosurePolicy, ownQr, solidarityBanner, clickToLoadVideo, mobileBottomNav, listenPlayer, referralProgramme
]

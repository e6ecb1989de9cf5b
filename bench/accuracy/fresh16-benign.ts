/**
 * Fresh16 benign classes: written after round 15, by someone who does not
 * read the engines, from how real shops, software projects, schools,
 * newsrooms, universities, charities and venues change their pages. Several
 * are honest counterparts of attacker techniques: an "open in our app"
 * button written as an Android intent:// URL for the site's own app, SHA-256
 * checksums and signatures for the site's own downloads, third-party tags
 * moved into a web worker by Partytown (script type="text/partytown"), Chrome
 * origin-trial tokens in meta tags, a spin-to-win discount wheel and
 * "someone just bought this" pop-ups from marketing tools, a text-message
 * sign-up asking for a phone number with the legal consent line, a
 * "free our colleague" press-freedom box linking to RSF, CPJ or Amnesty, a
 * student security club's capture-the-flag results with team names, a
 * seasonal snowfall script from a public CDN, and a parents' portal link
 * to the school's payment and reporting platform; others are ordinary new
 * widgets and content: an in-app product tour, a feedback and roadmap
 * board, a sustainability report summary, a crowdfunding launch banner, a
 * timeline or before/after slider from Knight Lab, a virtual tour from
 * Matterport or Kuula, a size finder on product pages, a conference's call
 * for papers on a submission system and an "older version" banner on
 * documentation. Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh15-benign.ts, and is written in the site's
 * own language where it shows text. None replaces the site's phone
 * numbers, payment details or e-mail addresses, or changes where its own
 * forms and sign-in go. The writer had no internet access: sources and
 * vendors' snippets are recalled from memory and may differ in detail.
 * Scored in the `fresh16` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, say, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh16", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const country = (page: Page) => page.site.locale.country
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
type Words<A> = Record<Lang, A>

// Product tours, recalled from memory of the install snippets of Pendo (an agent script from cdn.pendo.io keyed by an API key, about 2015 on), Appcues (fast.appcues.com/<account>.js), Userpilot (js.userpilot.io with a token) and Chameleon (fast.chameleon.io), which software companies add to show onboarding tours and tooltips: one such snippet in the head or at the end of the body, sometimes with a "take the tour" button.
const productTour = benign("in-app product tour and onboarding snippet (Pendo, Appcues, Userpilot, Chameleon)", (page, rng) => {
  const tag = pick(rng, [
    () => `<script>(function(apiKey){(function(p,e,n,d,o){var v,w,x,y,z;o=p[d]=p[d]||{};o._q=o._q||[];v=["initialize","identify","updateOptions","pageLoad","track"];for(w=0,x=v.length;w<x;++w)(function(m){o[m]=o[m]||function(){o._q[m===v[0]?"unshift":"push"]([m].concat([].slice.call(arguments,0)))}})(v[w]);y=e.createElement(n);y.async=!0;y.src="https://cdn.pendo.io/agent/static/"+apiKey+"/pendo.js";z=e.getElementsByTagName(n)[0];z.parentNode.insertBefore(y,z)})(window,document,"script","pendo")})("${uuid(rng)}");</script>`,
    () => `<script src="//fast.appcues.com/${between(rng, 10000, 199999)}.js"></script>`,
    () => `<script>window.userpilotSettings={token:"NX-${hex(rng, 8)}"};</script><script src="https://js.userpilot.io/sdk/latest.js"></script>`,
    () => `<script>!function(d,w){var t="SCdG${alnum(rng, 30)}",c="chmln",i=d.createElement("script");if(w[c]||(w[c]={}),!w[c].root){w[c].accountToken=t,w[c].location=w.location.href.toString(),w[c].now=new Date;var s=d.createElement("script");s.async=true,s.src="https://fast.chameleon.io/messo/"+t+"/messo.min.js",d.head.appendChild(s)}}(document,window);</script>`
  ])()
  const out = [insert(pick(rng, [head(page), bottom(page)]), tag)]
  if (chance(rng, 0.35)) out.push(insert(someSpot(rng, page), `<p class="tour-cta"><button type="button" data-tour="welcome">${esc(say(page, { en: "Take the tour", fr: "Visite guidée", de: "Kurze Tour starten", es: "Hacer el recorrido", nl: "Rondleiding starten", pt: "Fazer o tour", it: "Fai il tour" }))}</button></p>`))
  return { splices: out }
})

const feedbackWords: Words<readonly [string, string]> = {
  en: ["Feature requests & roadmap", "Tell us what to build next and vote on other ideas."], fr: ["Suggestions et feuille de route", "Dites-nous quoi développer et votez pour les idées des autres."],
  de: ["Wünsche & Roadmap", "Sagen Sie uns, was wir als Nächstes bauen sollen, und stimmen Sie über Ideen ab."], es: ["Sugerencias y hoja de ruta", "Cuéntanos qué desarrollar y vota las ideas de otros."],
  nl: ["Ideeën & roadmap", "Vertel ons wat we hierna moeten bouwen en stem op andere ideeën."], pt: ["Sugestões e roadmap", "Diga o que devemos criar e vote nas ideias dos outros."],
  it: ["Suggerimenti e roadmap", "Dicci cosa sviluppare e vota le idee degli altri."]
}

// Feedback boards, recalled from memory of Canny (a <brand>.canny.io board and its SDK, about 2017 on), Featurebase (<brand>.featurebase.app), Frill (widget.frill.co) and Usersnap (widget.usersnap.com), which SaaS companies link from their sites for feature requests and public roadmaps: a short box linking to the company's board on the provider, with the provider's script.
const feedbackBoard = benign("feature-request and public roadmap board on a feedback provider (Canny, Featurebase, Frill, Usersnap)", (page, rng) => {
  const [h, p] = say(page, feedbackWords)
  const b = bare(page)
  const [link, script] = pick(rng, [
    () => [`https://${b}.canny.io/${pick(rng, ["feature-requests", "", "roadmap"])}`, `<script>!function(w,d,i,s){function l(){if(!d.getElementById(i)){var f=d.getElementsByTagName(s)[0],e=d.createElement(s);e.type="text/javascript",e.async=!0,e.src="https://canny.io/sdk.js",f.parentNode.insertBefore(e,f)}}if("function"!=typeof w.Canny){var c=function(){c.q.push(arguments)};c.q=[],w.Canny=c,"complete"===d.readyState?l():w.attachEvent?w.attachEvent("onload",l):w.addEventListener("load",l,!1)}}(window,document,"canny-jssdk","script");</script>`] as const,
    () => [`https://${b}.featurebase.app/${pick(rng, ["", "roadmap", "changelog"])}`, `<script src="https://do.featurebase.app/js/sdk.js" id="featurebase-sdk"></script>`] as const,
    () => [`https://${b}.frill.co/${pick(rng, ["b/" + alnum(rng, 6) + "/feature-ideas", "roadmap"])}`, `<script>(function(t,r){function s(){var a=r.getElementsByTagName("script")[0],e=r.createElement("script");e.type="text/javascript",e.async=!0,e.src="https://widget.frill.co/v2/container.js",a.parentNode.insertBefore(e,a)}if(!t.Frill){var o=0,i={};t.Frill=function(e,p){var n,l=o++,c=new Promise(function(v,d){i[l]={params:[e,p],resolve:function(f){n=f,v(f)},reject:d}});return c.destroy=function(){delete i[l],n&&n.destroy()},c},t.Frill.q=i}r.readyState==="loading"?r.addEventListener("DOMContentLoaded",s):s()})(window,document);window.Frill("container",{key:"${uuid(rng)}"});</script>`] as const,
    () => [`${origin(page)}/${pick(rng, ["feedback", "roadmap"])}`, `<script>window.onUsersnapLoad=function(api){api.init()};var script=document.createElement("script");script.defer=1;script.src="https://widget.usersnap.com/global/load/${uuid(rng)}?onload=onUsersnapLoad";document.getElementsByTagName("head")[0].appendChild(script);</script>`] as const
  ])()
  return splices(
    insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<aside class="${pick(rng, ["feedback", "roadmap-box", "ideas"])}"><h4>💡 ${esc(h)}</h4><p>${esc(p)} <a href="${esc(link)}"${chance(rng, 0.5) ? " data-canny-link" : ""}>${esc(new URL(link).hostname)}</a></p></aside>`),
    insert(pick(rng, [bottom(page), head(page)]), script)
  )
})

// Open-in-app buttons, recalled from memory of Chrome's "Android Intents with Chrome" documentation (intent:// URLs naming the app's package, with a browser fallback URL, about 2014 on) and of publishers' and retailers' "open in the app" buttons that use them next to an App Store link: a button opening the current page in the organisation's own app (its package named after its domain), falling back to the app's Play Store listing, and an App Store link.
const openInApp = benign("'open in our app' button as an Android intent:// URL for the site's own app, falling back to its Play Store listing", (page, rng) => {
  const host = new URL(page.site.url).hostname
  const pkg = `${page.site.domain.split(".").reverse().join(".").replace(/[^a-z0-9.]/gi, "")}.${pick(rng, ["android", "app", "mobile"])}`
  const path = pick(rng, ["/", "/app", new URL(page.site.url).pathname])
  const play = `https://play.google.com/store/apps/details?id=${pkg}`
  const intent = `intent://${host}${path}#Intent;scheme=https;package=${pkg};S.browser_fallback_url=${encodeURIComponent(play)};end`
  const ios = `https://apps.apple.com/${country(page) === "uk" ? "gb" : country(page)}/app/${slug(page.site.brand)}/id${between(rng, 300000000, 1699999999)}`
  const label = say(page, { en: "Open in the app", fr: "Ouvrir dans l'application", de: "In der App öffnen", es: "Abrir en la app", nl: "Openen in de app", pt: "Abrir no app", it: "Apri nell'app" })
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), footerSpot(rng, page)]), `<div class="${pick(rng, ["app-links", "open-in-app", "mobile-app"])}"><a class="android" href="${esc(intent)}">${esc(label)} (Android)</a> · <a class="ios" href="${ios}">App Store</a></div>`))
})

const checksumWords: Words<readonly [string, string, string]> = {
  en: ["Downloads", "Verify the SHA-256 checksum, or the signature with our release key, before installing.", "Checksums"],
  fr: ["Téléchargements", "Vérifiez la somme SHA-256, ou la signature avec notre clé de publication, avant l'installation.", "Sommes de contrôle"],
  de: ["Downloads", "Prüfen Sie vor der Installation die SHA-256-Prüfsumme oder die Signatur mit unserem Release-Schlüssel.", "Prüfsummen"],
  es: ["Descargas", "Verifica la suma SHA-256, o la firma con nuestra clave de publicación, antes de instalar.", "Sumas de verificación"],
  nl: ["Downloads", "Controleer vóór installatie de SHA-256-checksum of de handtekening met onze releasesleutel.", "Checksums"],
  pt: ["Downloads", "Confira o checksum SHA-256, ou a assinatura com a nossa chave de release, antes de instalar.", "Checksums"],
  it: ["Download", "Verifica il checksum SHA-256, o la firma con la nostra chiave di rilascio, prima di installare.", "Checksum"]
}

// Published checksums, recalled from memory of the download pages of open-source projects and vendors (Debian, Tor Browser, VeraCrypt, KeePassXC, about 2010–2024) that list each file with its SHA-256 sum and link a SHA256SUMS file and a detached signature on their own host: such a table for the organisation's own downloads on its own host.
const downloadChecksums = benign("SHA-256 checksums and signature files for the site's own downloads, on its own host", (page, rng) => {
  const [h, p, sums] = say(page, checksumWords)
  const ver = `${between(rng, 1, 12)}.${between(rng, 0, 30)}.${between(rng, 0, 9)}`
  const b = slug(page.site.brand) || "app"
  const dir = own(rng, page, `/${pick(rng, ["downloads", "releases", "dl", "files"])}/${ver}`)
  const files = sample(rng, [`${b}-${ver}-win64.msi`, `${b}-${ver}.dmg`, `${b}-${ver}.tar.gz`, `${b}_${ver}_amd64.deb`, `${b}-${ver}-x86_64.AppImage`, `${b}-${ver}.zip`], between(rng, 2, 4))
  const list = files.map((f) => `<tr><td><a href="${esc(dir)}/${f}">${esc(f)}</a></td><td><code>${hex(rng, 64)}</code></td></tr>`).join("")
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section class="${pick(rng, ["downloads", "release-files", "checksums"])}"><h3>${esc(h)} ${ver}</h3><table>${list}</table><p>${esc(p)} <a href="${esc(dir)}/SHA256SUMS">${esc(sums)}</a> · <a href="${esc(dir)}/SHA256SUMS.${pick(rng, ["asc", "sig", "gpg"])}">PGP</a></p></section>`))
})

const sustainWords: Words<(year: number, a: number, b: number) => readonly [string, string, string, string]> = {
  en: (y, a, b) => [`Our ${y} sustainability report`, `Scope 1 and 2 emissions down ${a}% since our baseline year`, `${b}% of our electricity from renewable sources`, "Read the full report (PDF)"],
  fr: (y, a, b) => [`Notre rapport de durabilité ${y}`, `Émissions des scopes 1 et 2 en baisse de ${a} % depuis l'année de référence`, `${b} % de notre électricité d'origine renouvelable`, "Lire le rapport complet (PDF)"],
  de: (y, a, b) => [`Unser Nachhaltigkeitsbericht ${y}`, `Scope-1- und -2-Emissionen seit dem Basisjahr um ${a} % gesenkt`, `${b} % unseres Stroms aus erneuerbaren Quellen`, "Vollständigen Bericht lesen (PDF)"],
  es: (y, a, b) => [`Nuestro informe de sostenibilidad ${y}`, `Emisiones de alcance 1 y 2 un ${a} % menores que en el año base`, `${b} % de nuestra electricidad es renovable`, "Leer el informe completo (PDF)"],
  nl: (y, a, b) => [`Ons duurzaamheidsverslag ${y}`, `Scope 1- en 2-uitstoot ${a}% lager dan in het basisjaar`, `${b}% van onze stroom is hernieuwbaar`, "Lees het volledige verslag (pdf)"],
  pt: (y, a, b) => [`Nosso relatório de sustentabilidade ${y}`, `Emissões de escopo 1 e 2 ${a}% menores que no ano-base`, `${b}% da nossa eletricidade vem de fontes renováveis`, "Leia o relatório completo (PDF)"],
  it: (y, a, b) => [`Il nostro bilancio di sostenibilità ${y}`, `Emissioni di scope 1 e 2 ridotte del ${a}% rispetto all'anno base`, `${b}% della nostra elettricità da fonti rinnovabili`, "Leggi il bilancio completo (PDF)"]
}

// Sustainability reports, recalled from memory of the annual reports that companies, universities and councils publish (GRI standards, and the EU's Corporate Sustainability Reporting Directive from about 2024) and the summaries they put on their home pages, sometimes with a ClimatePartner or Ecologi profile link: a box with two figures, a link to the PDF on the site's own host and, at times, the certifier's page.
const sustainabilityReport = benign("sustainability report summary with two figures and a PDF on the site's own host (sometimes a ClimatePartner or Ecologi link)", (page, rng) => {
  const year = pick(rng, [2024, 2025])
  const [h, a, b, cta] = say(page, sustainWords)(year, between(rng, 8, 62), between(rng, 40, 100))
  const pdf = own(rng, page, `/${pick(rng, ["media", "documents", "files", "about"])}/${pick(rng, ["sustainability-report", "esg-report", "impact-report", "csrd-report"])}-${year}.pdf`)
  const extra = pick(rng, [
    "",
    ` · <a href="https://climatepartner.com/${between(rng, 10000, 29999)}-${between(rng, 1000, 9999)}-${between(rng, 1000, 9999)}">ClimatePartner ID</a>`,
    ` · <a href="https://ecologi.com/${slug(page.site.brand)}">Ecologi</a>`
  ])
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section class="${pick(rng, ["sustainability", "esg", "impact"])}"><h3>🌱 ${esc(h)}</h3><ul><li>${esc(a)}</li><li>${esc(b)}</li></ul><p><a href="${esc(pdf)}">${esc(cta)}</a>${extra}</p></section>`))
})

// Social-proof pop-ups, recalled from memory of the snippets of FOMO (load.fomo.com), TrustPulse (a.trstplse.com), ProveSource (cdn.provesrc.com) and Nudgify, which small shops and course sellers add to show "Anna from Leeds bought this 5 minutes ago" notifications built from their own orders: one such snippet at the end of the body or in the head.
const socialProofPopups = benign("'someone just bought this' social-proof pop-up snippet (FOMO, TrustPulse, ProveSource, Nudgify)", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="https://load.fomo.com/api/v1/${alnum(rng, 20)}/load.js" async></script>`,
    () => `<script type="text/javascript" src="https://a.trstplse.com/app/js/api.min.js" async></script><script>var trustpulse_api_key="${hex(rng, 32)}";</script>`,
    () => `<script>!function(o,i){window.provesrc&&window.console&&console.error&&console.error("ProveSource is included twice in this page."),provesrc=window.provesrc={dq:[],display:function(){this.dq.push(arguments)}},o._provesrcAsyncInit=function(){provesrc.init({apiKey:"${alnum(rng, 40)}",v:"0.0.4"})};var r=i.createElement("script");r.type="text/javascript",r.async=!0,r["ch"+"ar"+"set"]="UTF-8",r.src="https://cdn.provesrc.com/provesrc.js";var e=i.getElementsByTagName("script")[0];e.parentNode.insertBefore(r,e)}(window,document);</script>`,
    () => `<script src="https://pixel.nudgify.com/pixel.js" data-site-id="${uuid(rng)}" async></script>`
  ])()
  return splices(insert(pick(rng, [bottom(page), head(page)]), tag))
})

const wheelWords: Words<string> = {
  en: "🎡 Spin the wheel for a discount", fr: "🎡 Tournez la roue pour une réduction", de: "🎡 Glücksrad drehen & Rabatt sichern", es: "🎡 Gira la ruleta y gana un descuento",
  nl: "🎡 Draai aan het rad voor korting", pt: "🎡 Gire a roleta e ganhe desconto", it: "🎡 Gira la ruota per uno sconto"
}

// Spin-to-win pop-ups, recalled from memory of the gamified e-mail-capture pop-ups of Wheelio, Privy, OptinMonster and Klaviyo sign-up forms (about 2017 on) that online shops show to first-time visitors, giving a discount code on their own shop in exchange for an e-mail address: the provider's snippet and sometimes a "spin the wheel" teaser tab.
const spinWheel = benign("spin-to-win discount wheel pop-up from a marketing tool (Wheelio, Privy, OptinMonster, Klaviyo) with a teaser tab", (page, rng) => {
  const tag = pick(rng, [
    () => `<script src="https://wheelioapp.azureedge.net/app/index.min.js?v=${between(rng, 10, 99)}" defer></script>`,
    () => `<script>var _d_site=_d_site||"${hex(rng, 24).toUpperCase()}";</script><script src="https://widget.privy.com/assets/widget.js" async></script>`,
    () => `<script>(function(d,u,ac){var s=d.createElement("script");s.type="text/javascript";s.src="https://a.omappapi.com/app/js/api.min.js";s.async=true;s.dataset.user=u;s.dataset.account=ac;d.getElementsByTagName("head")[0].appendChild(s)})(document,${between(rng, 10000, 399999)},${between(rng, 10000, 399999)});</script>`,
    () => `<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${alnum(rng, 6).toUpperCase()}"></script>`
  ])()
  const out = [insert(pick(rng, [head(page), bottom(page)]), tag)]
  if (chance(rng, 0.5)) out.push(insert(bottom(page), `<button type="button" class="${pick(rng, ["wheel-teaser", "spin-tab", "promo-tab"])}" style="position:fixed;left:0;bottom:30%;writing-mode:vertical-rl;background:#ff5a5f;color:#fff;border:0;padding:10px 6px;z-index:9999">${esc(say(page, wheelWords))}</button>`))
  return { splices: out }
})

const crowdWords: Words<(pct: number, days: number, platform: string) => readonly [string, string, string]> = {
  en: (p, d, pl) => [`We're live on ${pl}!`, `${p}% funded with ${d} days to go. Back the project and get early-bird rewards.`, "Back this project"],
  fr: (p, d, pl) => [`Notre campagne ${pl} est lancée !`, `Financée à ${p} %, encore ${d} jours. Soutenez le projet et profitez des contreparties early bird.`, "Soutenir le projet"],
  de: (p, d, pl) => [`Wir sind live auf ${pl}!`, `Zu ${p} % finanziert, noch ${d} Tage. Unterstützen Sie das Projekt und sichern Sie sich Early-Bird-Dankeschöns.`, "Projekt unterstützen"],
  es: (p, d, pl) => [`¡Estamos en ${pl}!`, `Financiado al ${p} %, quedan ${d} días. Apoya el proyecto y consigue recompensas early bird.`, "Apoyar el proyecto"],
  nl: (p, d, pl) => [`We zijn live op ${pl}!`, `${p}% gefinancierd, nog ${d} dagen. Steun het project en krijg early-bird-beloningen.`, "Steun dit project"],
  pt: (p, d, pl) => [`Estamos no ${pl}!`, `${p}% financiado, faltam ${d} dias. Apoie o projeto e garanta recompensas early bird.`, "Apoiar o projeto"],
  it: (p, d, pl) => [`Siamo live su ${pl}!`, `Finanziato al ${p}%, mancano ${d} giorni. Sostieni il progetto e ottieni le ricompense early bird.`, "Sostieni il progetto"]
}

// Crowdfunding launches, recalled from memory of the banners and Kickstarter widget cards (kickstarter.com/projects/<creator>/<project>/widget/card.html) that makers, game studios, publishers and bands put on their own sites during a campaign, and of the equivalents on Indiegogo, Ulule (France) and Startnext (Germany): a banner with the funding level, days left and a link to the project page, sometimes with the platform's widget frame.
const crowdfundingLaunch = benign("crowdfunding launch banner with funding level and days left, linking to the project on Kickstarter, Indiegogo, Ulule or Startnext", (page, rng) => {
  const creator = slug(page.site.brand) || "studio"
  const project = slug(pick(rng, ["The Lantern Board Game", "Pocket Field Recorder", "Our First Album", "Illustrated City Guide", "Modular Desk Lamp", "Second Edition Cookbook"]))
  const [pl, url, widget] = pick(rng, [
    () => ["Kickstarter", `https://www.kickstarter.com/projects/${creator}/${project}`, `<iframe src="https://www.kickstarter.com/projects/${creator}/${project}/widget/card.html?v=2" width="220" height="420" frameborder="0" scrolling="no"></iframe>`] as const,
    () => ["Indiegogo", `https://www.indiegogo.com/projects/${project}`, ""] as const,
    () => ["Ulule", `https://fr.ulule.com/${project}/`, ""] as const,
    () => ["Startnext", `https://www.startnext.com/${project}`, ""] as const
  ])()
  const [h, p, cta] = say(page, crowdWords)(between(rng, 20, 340), between(rng, 2, 45), pl)
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<div class="${pick(rng, ["campaign-banner", "crowdfunding", "promo"])}"><strong>🚀 ${esc(h)}</strong> ${esc(p)} <a href="${url}">${esc(cta)}</a>${chance(rng, 0.5) ? widget : ""}</div>`))
})

const smsWords: Words<(brand: string) => readonly [string, string, string, string]> = {
  en: (b) => ["Get 15% off your next order", "Mobile number", "Sign up for texts", `By signing up, you agree to receive recurring automated marketing text messages from ${b} at the number provided. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to unsubscribe, HELP for help.`],
  fr: (b) => ["−15 % sur votre prochaine commande", "Numéro de mobile", "Recevoir les SMS", `En vous inscrivant, vous acceptez de recevoir des SMS promotionnels de ${b}. Désinscription à tout moment en répondant STOP.`],
  de: (b) => ["15 % Rabatt auf Ihre nächste Bestellung", "Handynummer", "SMS abonnieren", `Mit der Anmeldung willigen Sie ein, Marketing-SMS von ${b} zu erhalten. Abmeldung jederzeit mit STOP.`],
  es: (b) => ["15 % de descuento en tu próximo pedido", "Número de móvil", "Recibir SMS", `Al suscribirte aceptas recibir SMS promocionales de ${b}. Puedes darte de baja respondiendo STOP.`],
  nl: (b) => ["15% korting op je volgende bestelling", "Mobiel nummer", "Aanmelden voor sms", `Door je aan te melden ontvang je marketing-sms'jes van ${b}. Afmelden kan altijd met STOP.`],
  pt: (b) => ["15% de desconto no próximo pedido", "Celular", "Receber SMS", `Ao se cadastrar, você aceita receber SMS promocionais de ${b}. Para cancelar, responda SAIR.`],
  it: (b) => ["15% di sconto sul prossimo ordine", "Numero di cellulare", "Iscriviti agli SMS", `Iscrivendoti accetti di ricevere SMS promozionali da ${b}. Puoi disiscriverti rispondendo STOP.`]
}

// Text-message sign-ups, recalled from memory of the SMS-marketing tools Attentive (cdn.attn.tv/<brand>/dtag.js), Postscript (sdk.postscript.io) and Klaviyo's SMS forms used by online shops (about 2019 on), whose sign-up forms ask for a phone number and carry the consent wording required by the US TCPA and CTIA guidelines (or the local equivalent): the provider's tag and a sign-up box with a phone field, posting to the shop's own path.
const smsSignup = benign("text-message marketing sign-up asking for a phone number with the legal consent line (Attentive, Postscript, Klaviyo SMS)", (page, rng) => {
  const [h, field, cta, legal] = say(page, smsWords)(brandName(page))
  const tag = pick(rng, [
    () => `<script src="https://cdn.attn.tv/${bare(page)}/dtag.js" async></script>`,
    () => `<script async src="https://sdk.postscript.io/sdk.bundle.js?shopId=${between(rng, 10000, 999999)}"></script>`,
    () => `<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${alnum(rng, 6).toUpperCase()}"></script>`
  ])()
  const form = `<form class="sms-signup" action="${esc(own(rng, page, pick(rng, ["/sms/subscribe", "/subscribe/sms", "/apps/sms-signup"])))}" method="post"><label>${esc(field)} <input type="tel" name="phone" autocomplete="tel"></label> <button type="submit">${esc(cta)}</button><p><small>${esc(legal)}</small></p></form>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), tag), insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section class="${pick(rng, ["sms-optin", "texts", "join-texts"])}"><h4>📱 ${esc(h)}</h4>${form}</section>`))
})

const parentPortals: Record<string, ReadonlyArray<readonly [string, (b: string, rng: Rng) => string]>> = {
  uk: [["ParentPay", () => "https://app.parentpay.com/"], ["Arbor", (b) => `https://${b}.uk.arbor.sc/`], ["Bromcom MyChildAtSchool", () => "https://www.mychildatschool.com/"]],
  us: [["PowerSchool", (b) => `https://${b}.powerschool.com/public/`], ["ClassDojo", () => "https://www.classdojo.com/"], ["Infinite Campus", (b) => `https://${b}.infinitecampus.org/campus/portal/`]],
  fr: [["Pronote", (_, r) => `https://${digits(r, 7)}${pick(r, ["a", "b", "c", "d"])}.index-education.net/pronote/parent.html`], ["EcoleDirecte", () => "https://www.ecoledirecte.com/"]],
  de: [["Schulmanager Online", () => "https://login.schulmanager-online.de/"], ["IServ", (b) => `https://${b}.de/iserv/`]],
  nl: [["Magister", (b) => `https://${b}.magister.net/`], ["SOMtoday", () => "https://elo.somtoday.nl/"]],
  es: [["iPasen", () => "https://www.juntadeandalucia.es/educacion/portalseneca/web/ipasen"], ["Alexia", () => "https://web2.alexiaedu.com/"]],
  it: [["ClasseViva Spaggiari", () => "https://web.spaggiari.eu/"], ["Argo DidUP Famiglia", () => "https://www.portaleargo.it/"]],
  br: [["Agenda Edu", () => "https://agendaedu.com/"], ["ClassApp", () => "https://www.classapp.com.br/"]],
  au: [["Compass", (b) => `https://${b}.compass.education/`], ["Sentral", (b) => `https://${b}.sentral.com.au/portal/`]],
  in: [["Fedena", (b) => `https://${b}.fedena.com/`], ["Entab CampusCare", () => "https://www.campuscare.info/"]]
}
const parentWords: Words<(portal: string) => readonly [string, string]> = {
  en: (p) => ["Parents and carers", `Pay for school meals and trips, report an absence and see reports in ${p}. Ask the school office for your login.`],
  fr: (p) => ["Espace parents", `Consultez les notes, l'emploi du temps et les absences sur ${p}. Vos identifiants sont fournis par le secrétariat.`],
  de: (p) => ["Für Eltern", `Krankmeldungen, Elternbriefe und Termine finden Sie in ${p}. Zugangsdaten erhalten Sie im Sekretariat.`],
  es: (p) => ["Familias", `Consulte notas, faltas y comunicaciones en ${p}. Solicite sus claves en secretaría.`],
  nl: (p) => ["Voor ouders", `Cijfers, absenties en berichten vindt u in ${p}. Inloggegevens krijgt u via de administratie.`],
  pt: (p) => ["Para as famílias", `Acompanhe notas, faltas e comunicados pelo ${p}. Solicite seu acesso na secretaria.`],
  it: (p) => ["Area genitori", `Voti, assenze e comunicazioni sono sul registro elettronico ${p}. Le credenziali sono fornite dalla segreteria.`]
}

// Parents' portals, recalled from memory of the school management and payment platforms schools link from their sites (ParentPay and Arbor in the UK, PowerSchool and Infinite Campus in the US, Pronote and EcoleDirecte in France, Magister and SOMtoday in the Netherlands, ClasseViva in Italy, Compass in Australia, about 2010–2024): a box for parents linking to the school's portal on the provider.
const parentPortal = benign("parents' box linking to the school's portal on a school platform (ParentPay, Arbor, Pronote, Magister, ClasseViva, Compass)", (page, rng) => {
  const [name, url] = pick(rng, parentPortals[country(page)] ?? parentPortals.uk!)
  const [h, p] = say(page, parentWords)(name)
  const u = url(bare(page).slice(0, 20), rng)
  return splices(insert(pick(rng, [someSpot(rng, page), top(page), footerSpot(rng, page)]), `<aside class="${pick(rng, ["parents", "parent-portal", "quick-links"])}"><h4>👪 ${esc(h)}</h4><p>${esc(p)} <a href="${esc(u)}">${esc(name)}</a></p></aside>`))
})

// Partytown, recalled from memory of Builder.io's Partytown library (about 2021 on, also in Next.js, Nuxt and Astro integrations), which moves third-party scripts into a web worker: its config and library script served from the site's own /~partytown/ folder, and tags (Google tag, Meta pixel, Hotjar) rewritten with type="text/partytown" so the main thread does not run them.
const partytown = benign("third-party tags moved into a web worker with Partytown (type=\"text/partytown\", library on the site's own host)", (page, rng) => {
  const base = pick(rng, ["/~partytown/", "/_next/static/~partytown/", "/assets/~partytown/", "/lib/partytown/"])
  const ga = `G-${upper(rng, 2)}${alnum(rng, 8).toUpperCase()}`
  const tags = sample(rng, [
    `<script type="text/partytown" src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script><script type="text/partytown">window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag("js",new Date());gtag("config","${ga}");</script>`,
    `<script type="text/partytown">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("init","${digits(rng, 15)}");fbq("track","PageView");</script>`,
    `<script type="text/partytown">(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${between(rng, 1000000, 5999999)},hjsv:6};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r)})(window,document,"https://static.hotjar.com/c/hotjar-",".js?sv=");</script>`
  ], between(rng, 1, 3))
  const forward = JSON.stringify(["dataLayer.push", "gtag", "fbq", "hj"].slice(0, between(rng, 1, 4)))
  return splices(insert(head(page), `<script>partytown={lib:"${base}",forward:${forward}};</script><script src="${esc(own(rng, page, base + "partytown.js"))}"></script>${tags.join("")}`))
})

// Knight Lab embeds, recalled from memory of Northwestern University's Knight Lab tools used by newsrooms, museums and schools (about 2013 on): TimelineJS timelines built from a Google Sheet and embedded from cdn.knightlab.com, StoryMapJS maps and JuxtaposeJS before/after sliders: one such frame with a heading in an article or a section page.
const knightLabEmbed = benign("timeline, story map or before/after slider embedded from Knight Lab (TimelineJS, StoryMapJS, JuxtaposeJS)", (page, rng) => {
  const lang = page.site.locale.lang
  const [src, height] = pick(rng, [
    () => [`https://cdn.knightlab.com/libs/timeline3/latest/embed/index.html?source=1${alnum(rng, 43)}&amp;font=Default&amp;lang=${lang}&amp;initial_zoom=${between(rng, 1, 4)}&amp;height=650`, 650] as const,
    () => [`https://uploads.knightlab.com/storymapjs/${hex(rng, 32)}/${slug(page.site.brand) || "story"}-${pick(rng, ["history", "route", "walk", "map"])}/index.html`, 800] as const,
    () => [`https://cdn.knightlab.com/libs/juxtapose/latest/embed/index.html?uid=${uuid(rng)}`, 400] as const
  ])()
  const h = say(page, { en: "Then and now", fr: "Hier et aujourd'hui", de: "Damals und heute", es: "Antes y ahora", nl: "Toen en nu", pt: "Antes e agora", it: "Ieri e oggi" })
  return splices(insert(someSpot(rng, page), `<figure class="${pick(rng, ["embed", "timeline", "interactive"])}"><figcaption>${esc(h)}</figcaption><iframe src="${src}" width="100%" height="${height}" webkitallowfullscreen mozallowfullscreen allowfullscreen frameborder="0" loading="lazy"></iframe></figure>`))
})

// Virtual tours, recalled from memory of the Matterport showcase frames (my.matterport.com/show/?m=<model>) that estate agents, hotels, museums and venues embed, and of Kuula and Google Street View tours used the same way (about 2015–2024): a "virtual tour" heading and a frame from one of them.
const virtualTour = benign("3D virtual tour embedded from Matterport, Kuula or Google Street View", (page, rng) => {
  const src = pick(rng, [
    () => `https://my.matterport.com/show/?m=${alnum(rng, 11)}&amp;play=${between(rng, 0, 1)}&amp;qs=1`,
    () => `https://kuula.co/share/collection/${alnum(rng, 5).toUpperCase()}?logo=1&amp;info=1&amp;fs=1&amp;vr=0&amp;thumbs=1`,
    () => `https://www.google.com/maps/embed?pb=!4v${digits(rng, 13)}!6m8!1m7!1s${alnum(rng, 22)}!2m2!1d${between(rng, 35, 55)}.${digits(rng, 6)}!2d${between(rng, -9, 20)}.${digits(rng, 6)}!3f${between(rng, 0, 359)}!4f0!5f0.78`
  ])()
  const h = say(page, { en: "Take a virtual tour", fr: "Visite virtuelle", de: "Virtueller Rundgang", es: "Visita virtual", nl: "Virtuele rondleiding", pt: "Tour virtual", it: "Tour virtuale" })
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["virtual-tour", "tour", "explore"])}"><h3>${esc(h)}</h3><iframe src="${src}" width="${pick(rng, ["100%", "853", "640"])}" height="${pick(rng, [420, 480, 360])}" frameborder="0" allowfullscreen allow="xr-spatial-tracking" loading="lazy"></iframe></section>`))
})

// Size finders, recalled from memory, with uncertain URLs, of the fit-recommendation services fashion shops add to product pages (Fit Analytics, bought by Snap about 2021; True Fit; Kiwi Sizing for Shopify), which show a "find my size" button beside the size selector: the provider's script and the button.
const fitFinder = benign("'find my size' button and script from a fit-recommendation provider (Fit Analytics, True Fit, Kiwi Sizing)", (page, rng) => {
  const b = bare(page)
  const tag = pick(rng, [
    () => `<script src="https://integrations.fitanalytics.com/shop/${b}/pdp.js" async></script>`,
    () => `<script src="https://${b}-cdn.truefitcorp.com/fitrec/${b}/js/fitrec.js" async></script>`,
    () => `<script src="https://app.kiwisizing.com/web/js/dist/kiwiSizing/plugin/SizingPlugin.prod.js?shop=${b}.myshopify.com" defer></script>`
  ])()
  const label = say(page, { en: "Find my size", fr: "Trouver ma taille", de: "Meine Größe finden", es: "Encontrar mi talla", nl: "Vind mijn maat", pt: "Descubra seu tamanho", it: "Trova la mia taglia" })
  return splices(insert(pick(rng, [head(page), bottom(page)]), tag), insert(someSpot(rng, page), `<p class="${pick(rng, ["size-finder", "fit-cta", "sizing"])}"><button type="button" class="fitfinder-button">📏 ${esc(label)}</button></p>`))
})

const cfpWords: Words<(conf: string, date: string, system: string) => readonly [string, string, string]> = {
  en: (c, d, s) => [`Call for papers: ${c}`, `We invite full papers, short papers and posters. Submission deadline: ${d}. Papers are submitted through ${s}; double-blind review.`, "Submit a paper"],
  fr: (c, d, s) => [`Appel à communications : ${c}`, `Articles longs, courts et posters bienvenus. Date limite de soumission : ${d}. Les soumissions se font sur ${s} ; relecture en double aveugle.`, "Soumettre"],
  de: (c, d, s) => [`Call for Papers: ${c}`, `Wir freuen uns über Langbeiträge, Kurzbeiträge und Poster. Einreichungsfrist: ${d}. Eingereicht wird über ${s}; doppelt-blindes Review.`, "Beitrag einreichen"],
  es: (c, d, s) => [`Convocatoria de ponencias: ${c}`, `Se aceptan artículos completos, cortos y pósteres. Fecha límite: ${d}. Los envíos se hacen en ${s}; revisión doble ciego.`, "Enviar"],
  nl: (c, d, s) => [`Call for papers: ${c}`, `We nodigen volledige papers, korte papers en posters uit. Deadline: ${d}. Indienen via ${s}; dubbelblinde review.`, "Paper indienen"],
  pt: (c, d, s) => [`Chamada de trabalhos: ${c}`, `Aceitamos artigos completos, resumos e pôsteres. Prazo de submissão: ${d}. As submissões são feitas pelo ${s}; revisão duplo-cega.`, "Submeter"],
  it: (c, d, s) => [`Call for papers: ${c}`, `Sono benvenuti articoli lunghi, brevi e poster. Scadenza: ${d}. Le proposte si inviano tramite ${s}; revisione in doppio cieco.`, "Invia un contributo"]
}

// Calls for papers, recalled from memory of how universities, learned societies and conferences announce them on their sites, with submission through EasyChair, OpenReview, Indico (often on the institution's own indico.<domain>), ConfTool or HotCRP: a box with the conference name, the deadline, the review model and a link to the submission system.
const callForPapers = benign("conference call for papers with a deadline, submitted through EasyChair, OpenReview, Indico, ConfTool or HotCRP", (page, rng) => {
  const acronym = (bare(page).slice(0, 4) || "conf").toUpperCase()
  const year = pick(rng, [2026, 2027])
  const conf = `${acronym} ${year}`
  const [system, url] = pick(rng, [
    () => ["EasyChair", `https://easychair.org/conferences/?conf=${acronym.toLowerCase()}${year}`] as const,
    () => ["OpenReview", `https://openreview.net/group?id=${acronym}/${year}/Conference`] as const,
    () => ["Indico", `https://indico.${page.site.domain}/event/${between(rng, 10, 2999)}/abstracts/`] as const,
    () => ["ConfTool", `https://www.conftool.net/${acronym.toLowerCase()}${year}/`] as const,
    () => ["HotCRP", `https://${acronym.toLowerCase()}${String(year).slice(2)}.hotcrp.com/`] as const
  ])()
  const [h, p, cta] = say(page, cfpWords)(conf, dateOf(rng, page), system)
  return splices(insert(pick(rng, [someSpot(rng, page), top(page)]), `<section class="${pick(rng, ["cfp", "call-for-papers", "event-news"])}"><h3>📣 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(url)}">${esc(cta)}</a> · <a href="${esc(own(rng, page, `/${acronym.toLowerCase()}${year}/cfp`))}">${esc(system === "Indico" ? "CFP" : "Details")}</a></p></section>`))
})

const versionWords: Words<(old: string, latest: string) => readonly [string, string]> = {
  en: (o, l) => [`You're viewing the documentation for version ${o}.`, `Go to the latest version (${l})`],
  fr: (o, l) => [`Vous consultez la documentation de la version ${o}.`, `Voir la dernière version (${l})`],
  de: (o, l) => [`Sie lesen die Dokumentation für Version ${o}.`, `Zur aktuellen Version (${l})`],
  es: (o, l) => [`Estás viendo la documentación de la versión ${o}.`, `Ir a la última versión (${l})`],
  nl: (o, l) => [`Je bekijkt de documentatie van versie ${o}.`, `Naar de nieuwste versie (${l})`],
  pt: (o, l) => [`Você está vendo a documentação da versão ${o}.`, `Ir para a versão mais recente (${l})`],
  it: (o, l) => [`Stai consultando la documentazione della versione ${o}.`, `Vai all'ultima versione (${l})`]
}

// Old-version banners, recalled from memory of documentation sites built with Read the Docs, Sphinx, Docusaurus and MkDocs (mike) that show "you're viewing an older version" with a link to the latest, and a version switcher, once a new major release is out: such a banner at the top with links on the site's own host.
const docsVersionBanner = benign("'you are viewing docs for an older version' banner and version switcher linking to the site's own latest docs", (page, rng) => {
  const major = between(rng, 2, 9)
  const old = `${major - 1}.${between(rng, 0, 12)}`
  const latest = `${major}.${between(rng, 0, 4)}`
  const [msg, cta] = say(page, versionWords)(old, latest)
  const base = pick(rng, ["/docs/", "/en/", "/manual/", "/documentation/"])
  const switcher = chance(rng, 0.5) ? ` <select aria-label="version" onchange="location.href=this.value"><option value="${base}latest/">${latest} (latest)</option><option value="${base}${old}/" selected>${old}</option><option value="${base}${major - 2 < 0 ? 0 : major - 2}.x/">${major - 2 < 0 ? 0 : major - 2}.x</option></select>` : ""
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["version-warning", "admonition warning", "outdated-banner"])}" role="note">${esc(msg)} <a href="${esc(own(rng, page, `${base}latest/`))}">${esc(cta)}</a>${switcher}</div>`))
})

const ctfWords: Words<(event: string, place: number, teams: number) => readonly [string, string]> = {
  en: (e, p, t) => [`Our CTF team placed ${p}${["", "st", "nd", "rd"][p] ?? "th"} at ${e}`, `Out of ${t} teams. Well done to everyone who took part — write-ups are on our blog.`],
  fr: (e, p, t) => [`Notre équipe CTF termine ${p}e au ${e}`, `Sur ${t} équipes. Bravo à toutes et à tous — les write-ups sont sur notre blog.`],
  de: (e, p, t) => [`Unser CTF-Team belegt Platz ${p} beim ${e}`, `Von ${t} Teams. Glückwunsch an alle — die Write-ups stehen in unserem Blog.`],
  es: (e, p, t) => [`Nuestro equipo CTF queda ${p}º en ${e}`, `De ${t} equipos. Enhorabuena a todos — los write-ups están en nuestro blog.`],
  nl: (e, p, t) => [`Ons CTF-team eindigt als ${p}e op ${e}`, `Van de ${t} teams. Goed gedaan allemaal — de write-ups staan op onze blog.`],
  pt: (e, p, t) => [`Nossa equipe de CTF ficou em ${p}º no ${e}`, `Entre ${t} equipes. Parabéns a todos — os write-ups estão no nosso blog.`],
  it: (e, p, t) => [`La nostra squadra CTF si classifica ${p}ª a ${e}`, `Su ${t} squadre. Complimenti a tutti — i write-up sono sul nostro blog.`]
}

// Capture-the-flag results, recalled from memory of university and student security clubs' news posts (about 2012–2024) on their placings in CTF competitions listed on CTFtime (ctftime.org/event/<id>, ctftime.org/team/<id>), with a top-of-the-table excerpt full of hacker-ish team names and a link to their own write-ups: such a post with a short scoreboard.
const ctfResults = benign("student security club's capture-the-flag result with a short scoreboard of team names, linking to CTFtime and its own write-ups", (page, rng) => {
  const event = `${pick(rng, ["Hack", "Cyber", "Pwn", "Byte", "Flag"])}${pick(rng, ["Fest", "Quest", "Storm", "Con", "Wars"])} CTF ${pick(rng, [2025, 2026])}`
  const ours = `${(bare(page).slice(0, 8) || "uni")}${pick(rng, ["_sec", "CTF", "h4x", " Security Club", "_pwn"])}`
  const names = sample(rng, ["0xDEADBEEF", "Shellcode Shepherds", "r3v3rs3rs", "NULL_deref", "Bit Flippers", "Kernel Panic Crew", "PwnPandas", "stack_smashers", "Segfault Society", "0day Ducks", "Heap Hoppers"], 4)
  const place = between(rng, 1, 5)
  names.splice(place - 1, 0, ours)
  const [h, p] = say(page, ctfWords)(event, place, between(rng, 120, 1400))
  let points = between(rng, 6000, 9500)
  const table = names.slice(0, 5).map((n, i) => {
    points -= i === 0 ? 0 : between(rng, 60, 900)
    return `<tr${n === ours ? ` class="ours"` : ""}><td>${i + 1}</td><td>${n === ours ? `<a href="https://ctftime.org/team/${between(rng, 1000, 399999)}">${esc(n)}</a>` : esc(n)}</td><td>${points}</td></tr>`
  }).join("")
  return splices(insert(someSpot(rng, page), `<article class="${pick(rng, ["news-item", "club-news", "ctf"])}"><h3>🚩 ${esc(h)}</h3><p>${esc(p)}</p><table>${table}</table><p><a href="https://ctftime.org/event/${between(rng, 2000, 2999)}">CTFtime</a> · <a href="${esc(own(rng, page, `/${pick(rng, ["blog", "writeups", "ctf"])}/${slug(event)}`))}">Write-ups</a></p></article>`))
})

const journalistWords: Words<(name: string, days: number, where: string) => readonly [string, string, string]> = {
  en: (n, d, w) => [`#Free${n.replace(/\W/g, "")}`, `Our colleague ${n} has been detained in ${w} for ${d} days for doing his job. We will keep this notice here until he is free.`, "Support the campaign"],
  fr: (n, d, w) => [`#Libérez${n.replace(/\W/g, "")}`, `Notre confrère ${n} est détenu en ${w} depuis ${d} jours pour avoir fait son métier. Ce message restera ici jusqu'à sa libération.`, "Soutenir la campagne"],
  de: (n, d, w) => [`#Free${n.replace(/\W/g, "")}`, `Unser Kollege ${n} ist seit ${d} Tagen in ${w} inhaftiert, weil er seine Arbeit gemacht hat. Dieser Hinweis bleibt, bis er frei ist.`, "Kampagne unterstützen"],
  es: (n, d, w) => [`#Libertad${n.replace(/\W/g, "")}`, `Nuestro compañero ${n} lleva ${d} días detenido en ${w} por hacer su trabajo. Mantendremos este aviso hasta que sea liberado.`, "Apoya la campaña"],
  nl: (n, d, w) => [`#Free${n.replace(/\W/g, "")}`, `Onze collega ${n} zit al ${d} dagen vast in ${w} omdat hij zijn werk deed. Deze melding blijft staan tot hij vrij is.`, "Steun de campagne"],
  pt: (n, d, w) => [`#Liberdade${n.replace(/\W/g, "")}`, `Nosso colega ${n} está detido em ${w} há ${d} dias por fazer o seu trabalho. Este aviso fica aqui até a sua libertação.`, "Apoie a campanha"],
  it: (n, d, w) => [`#Free${n.replace(/\W/g, "")}`, `Il nostro collega ${n} è detenuto in ${w} da ${d} giorni per aver fatto il suo lavoro. Questo avviso resterà qui fino alla sua liberazione.`, "Sostieni la campagna"]
}

// Press-freedom boxes, recalled from memory of newsrooms' own campaigns for detained reporters (the Wall Street Journal's for Evan Gershkovich, 2023–2024, with a day counter on its site; Die Welt's for Deniz Yücel, 2017–2018) and of the campaign pages of Reporters Without Borders, the Committee to Protect Journalists and Amnesty International they link to: a box with a hashtag, a day count and a link to the campaign.
const detainedJournalist = benign("'free our colleague' box for a detained journalist with a day count, linking to RSF, CPJ or Amnesty", (page, rng) => {
  const name = `${pick(rng, ["Daniel", "Marco", "Yusuf", "Pavel", "Tomás", "Karim", "Jonas", "Ilya"])} ${pick(rng, ["Hartmann", "Ferri", "Demir", "Sokolov", "Ortega", "Haddad", "Lind", "Novak"])}`
  const where = pick(rng, ["Russia", "Belarus", "Iran", "Eritrea", "Myanmar", "Azerbaijan", "Nicaragua", "Turkey"])
  const [h, p, cta] = say(page, journalistWords)(name, between(rng, 20, 900), where)
  const url = pick(rng, [`https://rsf.org/en/${slug(name)}`, `https://cpj.org/data/people/${slug(name)}/`, `https://www.amnesty.org/en/petition/free-${slug(name)}/`])
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<aside class="${pick(rng, ["campaign", "press-freedom", "solidarity"])}"><strong>${esc(h)}</strong> ${esc(p)} <a href="${url}">${esc(cta)}</a></aside>`))
})

// Origin trials, recalled from memory of Chrome's origin-trial programme (about 2016 on), in which a site registers to use an experimental web feature and adds the signed token Google gives it as <meta http-equiv="origin-trial" content="..."> (a long base64 string naming the origin and the feature): one or two such tags in the head.
const originTrial = benign("Chrome origin-trial token meta tags added to the head for an experimental feature", (page, rng) => {
  const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
  const token = () => `A${Array.from({ length: between(rng, 300, 420) }, () => B64.charAt(Math.floor(rng() * 64))).join("")}${pick(rng, ["=", "==", ""])}`
  const n = chance(rng, 0.7) ? 1 : 2
  return splices(insert(head(page), Array.from({ length: n }, () => `<meta http-equiv="origin-trial" content="${token()}">`).join("")))
})

const greetWords: Words<string> = {
  en: "Happy holidays from all of us!", fr: "Joyeuses fêtes de la part de toute l'équipe !", de: "Frohe Feiertage wünscht das ganze Team!", es: "¡Felices fiestas de parte de todo el equipo!",
  nl: "Fijne feestdagen namens het hele team!", pt: "Boas festas de toda a equipe!", it: "Buone feste da tutto il team!"
}

// Snowfall effects, recalled from memory of the scripts small sites add each December: Scott Schiller's snowstorm.js (about 2003 on, served from the site itself), the magic-snowflakes package and tsParticles' snow preset from jsDelivr: one such script and its start call, sometimes with a seasonal greeting line.
const snowfallEffect = benign("December snowfall animation script (snowstorm.js, magic-snowflakes, tsParticles snow preset) with a seasonal greeting", (page, rng) => {
  const code = pick(rng, [
    () => `<script src="${esc(own(rng, page, "/js/snowstorm-min.js"))}"></script><script>snowStorm.snowColor="${pick(rng, ["#fff", "#99ccff", "#e6f2ff"])}";snowStorm.flakesMaxActive=${between(rng, 32, 96)};snowStorm.followMouse=false;</script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/magic-snowflakes/dist/snowflakes.min.js"></script><script>new Snowflakes({color:"${pick(rng, ["#5ECDEF", "#ffffff", "#bfe3ff"])}",count:${between(rng, 20, 70)},minSize:${between(rng, 6, 10)},maxSize:${between(rng, 18, 30)}});</script>`,
    () => `<div id="tsparticles" style="position:fixed;inset:0;pointer-events:none;z-index:1"></div><script src="https://cdn.jsdelivr.net/npm/@tsparticles/preset-snow@3/tsparticles.preset.snow.bundle.min.js"></script><script>(async function(){await loadSnowPreset(tsParticles);await tsParticles.load({id:"tsparticles",options:{preset:"snow",background:{opacity:0}}})})();</script>`
  ])()
  const out = [insert(bottom(page), code)]
  if (chance(rng, 0.5)) out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), `<p class="${pick(rng, ["season-greeting", "holiday-note", "greeting"])}">❄️ ${esc(say(page, greetWords))}</p>`))
  return { splices: out }
})

/** Every fresh16 benign class, in a fixed order. */
export const fresh16Benigns: ReadonlyArray<ChangeClass> = [
  productTour, feedbackBoard, openInApp, downloadChecksums, sustainabilityReport, socialProofPopups, spinWheel, crowdfundingLaunch,
  smsSignup, parentPortal, partytown, knightLabEmbed, virtualTour, fitFinder, callForPapers, docsVersionBanner, ctfResults,
  detainedJournalist, originTrial, snowfallEffect
]

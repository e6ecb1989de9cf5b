/**
 * Fresh26 benign classes: written during round 21, by someone who does not
 * read the engines, from the honest uses of the mechanisms that the most
 * common compromises of ordinary websites abuse, as site owners, CMS
 * plugins and vendors describe them (installation guides, plugin and
 * platform help pages, open-source projects' download pages). Redirects:
 * first-visit redirects to the site's own language version, phones sent to
 * the site's own mobile subdomain, a split-URL test sending some visitors to
 * the site's own variant page. Prompts and checks: an app-install banner
 * with an attribution deep link for the site's own app, proof-of-work
 * CAPTCHAs in the site's forms, a Turnstile, hCaptcha or reCAPTCHA box
 * before a download, breaking-news alert topics through a push vendor, a
 * bot-management vendor's client script. Ads and sponsors: an
 * ad-management partner's site tag with labelled placeholders, a house ad
 * in the site's ad slot, a paid-partnership card with rel="sponsored"
 * links. Downloads and installers: mirrors on universities, ISPs and CDNs,
 * the next release's file names and version, install commands with copy
 * buttons, remote-support tools from their vendors, an APK offered from the
 * site's own host, downloads routed through the site's own counter, a
 * button picking the build for the visitor's system. Payments: a donate
 * button to the organisation's own payment link, a pay-by-bank button from
 * an open-banking provider. Plugins: a plugin update's script and settings
 * block from the plugins folder or the vendor's CDN; staff webmail and
 * intranet links. Each differs from every class in benign.ts and
 * fresh-benign.ts through fresh24-benign.ts and is written in the site's
 * own language where it shows text. None replaces the site's phone
 * numbers, payment details or e-mail addresses, or changes where its own
 * forms post. The writer had no internet access: vendors' snippets, hosts
 * and formats are recalled from memory and may differ in detail. Scored in
 * the `fresh26` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, forms, head, lineAfter, resolve, say, shown } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh26", make })

type Words<A> = Record<Lang, A>
const lang = (page: Page): Lang => page.site.locale.lang
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const headSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page)])
const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const ver = (rng: Rng) => `${between(rng, 1, 9)}.${between(rng, 0, 24)}.${between(rng, 0, 12)}`
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
/** A line beside the site's contact lines, or a paragraph at `fallback`. */
const besideContact = (page: Page, html: string, fallback: number): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
  return line === null ? insert(fallback, `<p>${html}</p>`) : insert(line.at, line.wrap(html))
}
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:|mailto:|tel:)/i.test(e.attribs.href ?? ""))
const fileRe = /\.(exe|msi|dmg|pkg|zip|7z|tar\.gz|tgz|tar\.xz|apk|deb|rpm|appimage|iso|pdf|docx?|xlsx?|pptx?|odt|epub)(\?|#|$)/i
/** The page's links to files on its own host. */
const ownFileLinks = (page: Page): Array<El> => links(page).filter((a) => fileRe.test(a.attribs.href ?? "") && isOwn(page, a.attribs.href ?? ""))
const langNames: Words<string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", nl: "Nederlands", pt: "Português", it: "Italiano" }
const allLangs: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]

// ———————————————————————————— redirects to the site's own pages ————————————————————————————

// Browser-language redirects, recalled from memory of WPML's "browser language redirect" setting, Polylang's "detect the browser language" option and Weglot's and Localize's auto-redirect features (about 2012–2024): on the first visit, a small script reads navigator.language and sends the reader to the site's own version in that language (a subfolder, subdomain or ?lang= parameter), remembers the choice in a cookie and leaves a language switcher in the footer.
const ownLanguageRedirect = benign("first-visit redirect to the site's own version in the browser's language (subfolder, subdomain or ?lang=), remembered in a cookie, with a language switcher", (page, rng) => {
  const others = sample(rng, allLangs.filter((l) => l !== lang(page)), between(rng, 1, 4))
  const style = pick(rng, ["folder", "sub", "param"] as const)
  const url = (l: Lang) => style === "folder" ? `/${l}/` : style === "sub" ? `https://${l}.${page.site.domain}/` : `/?lang=${l}`
  const map = `{${others.map((l) => `${l}:${js(url(l))}`).join(",")}}`
  const cookie = pick(rng, ["wp-wpml_current_language", "pll_language", "lang_pref", "weglot_lang", "site_lang"])
  const code = `(function(){if(/(^|; )${cookie}=/.test(document.cookie)||/[?&](lang|nolangredirect)=/.test(location.search)||/bot|crawl|spider/i.test(navigator.userAgent))return;var l=(navigator.language||"").slice(0,2).toLowerCase(),m=${map};document.cookie="${cookie}="+(m[l]?l:${js(lang(page))})+";max-age=31536000;path=/";if(m[l])location.replace(m[l])})();`
  const switcher = `<nav class="${pick(rng, ["lang-switcher", "wpml-ls", "pll-switcher", "language-menu"])}" aria-label="${esc(say(page, { en: "Language", fr: "Langue", de: "Sprache", es: "Idioma", nl: "Taal", pt: "Idioma", it: "Lingua" }))}"><ul>${[lang(page), ...others].map((l) => `<li><a href="${esc(l === lang(page) ? "/" : url(l))}" hreflang="${l}" lang="${l}">${langNames[l]}</a></li>`).join("")}</ul></nav>`
  const alternates = chance(rng, 0.5) ? others.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(style === "sub" ? url(l) : `${origin(page)}${url(l)}`)}">`).join("") : ""
  return splices(insert(headSpot(rng, page), `${alternates}<script>${code}</script>`), insert(footerSpot(rng, page), switcher))
})

const fullSiteWords: Words<readonly [string, string]> = {
  en: ["Mobile version", "Full site"], fr: ["Version mobile", "Version complète"], de: ["Mobile Version", "Desktop-Version"], es: ["Versión móvil", "Versión completa"],
  nl: ["Mobiele versie", "Volledige site"], pt: ["Versão móvel", "Versão completa"], it: ["Versione mobile", "Versione completa"]
}

// Separate mobile sites, recalled from memory of Google's guidance on separate mobile URLs (an m. subdomain with rel="alternate" media and rel="canonical" annotations, about 2013–2019) and of the detectmobilebrowsers.com-style redirect scripts many older sites still run: phones sent to the site's own m. subdomain (same path), a "full site" cookie to opt out, and the alternate link in the head.
const mobileSubdomain = benign("phones sent by a small script to the site's own mobile subdomain (m., same path), with a 'full site' cookie and the rel=alternate media link", (page, rng) => {
  const sub = pick(rng, ["m", "m", "mobile", "touch"])
  const mhost = `${sub}.${page.site.domain}`
  const [mob, full] = say(page, fullSiteWords)
  const cookie = pick(rng, ["fullsite", "nomobile", "desktop_view", "mredir"])
  const test = pick(rng, [`/Android|iPhone|iPod|IEMobile|Opera Mini|Mobi/i.test(navigator.userAgent)`, `/Mobi|Android/i.test(navigator.userAgent)&&screen.width<768`, `window.matchMedia("(max-width: 640px)").matches&&/Mobi/i.test(navigator.userAgent)`])
  const code = `if(${test}&&!/(^|; )${cookie}=1/.test(document.cookie)){location.replace("https://${mhost}"+location.pathname+location.search)}`
  const alt = `<link rel="alternate" media="only screen and (max-width: 640px)" href="https://${mhost}${new URL(page.site.url).pathname}">`
  const foot = `<p class="${pick(rng, ["view-switch", "mobile-link", "site-version"])}"><a href="https://${mhost}/">${esc(mob)}</a> · <a href="/" onclick="document.cookie='${cookie}=1;max-age=2592000;path=/'">${esc(full)}</a></p>`
  return splices(insert(headSpot(rng, page), `${alt}<script>${code}</script>`), insert(footerSpot(rng, page), foot))
})

// Split-URL tests, recalled from memory of VWO's, Convert's and AB Tasty's "split URL" or redirect tests and of in-house experiments described in engineering blogs (about 2015–2024): a share of visitors to one page is sent, once and consistently, to a variant page on the site's own host (a new landing page or a ?variant= parameter), the assignment kept in localStorage or a cookie and reported to the analytics data layer.
const splitUrlTest = benign("split-URL test sending a share of visitors to the site's own variant page (same host), the assignment kept and reported to analytics", (page, rng) => {
  const path = new URL(page.site.url).pathname
  const name = pick(rng, ["home-hero", "landing-2026", "pricing-v2", "signup-flow", "new-home", "donate-page", "header-test"])
  const variant = pick(rng, [`${path}${path.endsWith("/") ? "" : "/"}?variant=b`, `/lp/${name}-b/`, `/${name}/`, `${path}?exp=${name}&v=2`])
  const share = pick(rng, ["0.5", "0.5", "0.3", "0.2", "0.1"])
  const key = `${pick(rng, ["ab_", "exp_", "split_"])}${name.replace(/-/g, "_")}`
  const store = pick(rng, [
    [`localStorage.getItem("${key}")`, `localStorage.setItem("${key}",v)`],
    [`(document.cookie.match(/(?:^|; )${key}=([ab])/)||[])[1]`, `document.cookie="${key}="+v+";max-age=2592000;path=/"`]
  ] as const)
  const code = `(function(){var v=${store[0]};if(!v){v=Math.random()<${share}?"b":"a";${store[1]}}window.dataLayer=window.dataLayer||[];dataLayer.push({event:"experiment_impression",experiment_id:"${name}",variant_id:v});if(v==="b"&&location.pathname===${js(path)}&&location.search.indexOf("variant=")<0){location.replace(${js(variant)})}})();`
  const vendor = pick(rng, [
    "",
    `<script src="https://dev.visualwebsiteoptimizer.com/j.php?a=${digits(rng, 6)}" async></script>`,
    `<script src="//cdn-4.convertexperiments.com/js/${digits(rng, 8)}-${digits(rng, 8)}.js"></script>`,
    `<script src="https://try.abtasty.com/${hex(rng, 32)}.js"></script>`
  ])
  return splices(insert(headSpot(rng, page), `<script>${code}</script>${vendor}`))
})

// ———————————————————————————— prompts, checks and banners ————————————————————————————

const appWords: Words<{ readonly get: string; readonly open: string; readonly free: string; readonly close: string }> = {
  en: { get: "Get the app", open: "Open", free: "Free · in the App Store and Google Play", close: "Close" },
  fr: { get: "Télécharger l'appli", open: "Ouvrir", free: "Gratuit · sur l'App Store et Google Play", close: "Fermer" },
  de: { get: "App laden", open: "Öffnen", free: "Kostenlos · im App Store und bei Google Play", close: "Schließen" },
  es: { get: "Descarga la app", open: "Abrir", free: "Gratis · en App Store y Google Play", close: "Cerrar" },
  nl: { get: "Download de app", open: "Openen", free: "Gratis · in de App Store en Google Play", close: "Sluiten" },
  pt: { get: "Baixe o app", open: "Abrir", free: "Grátis · na App Store e no Google Play", close: "Fechar" },
  it: { get: "Scarica l'app", open: "Apri", free: "Gratis · su App Store e Google Play", close: "Chiudi" }
}

// App-install banners with attribution deep links, recalled from memory of Branch's Journeys banners (app.link), AppsFlyer's OneLink smart banners (onelink.me), Adjust's tracker links and Airbridge's short links (abr.ge) as their documentation shows them (about 2016–2024): a closable bar for the site's own app, its icon from the site's host, a button whose link opens the app or its store page through the attribution service, sometimes the vendor's SDK.
const appInstallBanner = benign("closable app-install banner for the site's own app, its 'open' button an attribution deep link (Branch app.link, AppsFlyer OneLink, Adjust, Airbridge)", (page, rng) => {
  const w = say(page, appWords)
  const b = bare(page)
  const [link, sdk] = pick(rng, [
    () => [`https://${b}.app.link/${alnum(rng, 11)}`, chance(rng, 0.5) ? `<script src="https://cdn.branch.io/branch-latest.min.js"></script><script>branch.init("key_live_${alnum(rng, 32)}");</script>` : ""] as const,
    () => [`https://${b}.onelink.me/${alnum(rng, 4)}/${alnum(rng, 8)}`, chance(rng, 0.4) ? `<script src="https://onelinksmartscript.appsflyer.com/onelink-smart-script-latest.js"></script>` : ""] as const,
    () => [`https://app.adjust.com/${alnum(rng, 7)}?campaign=smart_banner&adgroup=${lang(page)}`, ""] as const,
    () => [`https://abr.ge/${alnum(rng, 6)}`, ""] as const
  ])()
  const id = `${pick(rng, ["app-banner", "smartbanner", "sb", "getapp"])}-${alnum(rng, 3)}`
  const html = `<div id="${id}" class="${pick(rng, ["smartbanner", "app-banner", "install-banner"])}" style="position:fixed;${pick(rng, ["bottom:0", "top:0"])};left:0;right:0;z-index:${between(rng, 999, 9999)};display:flex;align-items:center;gap:10px;padding:8px 12px;background:#f7f7f7;border-top:1px solid #ddd;font:14px system-ui,sans-serif"><button type="button" aria-label="${esc(w.close)}" onclick="this.parentNode.remove();try{localStorage.setItem('${id}','1')}catch(e){}" style="border:0;background:none;font-size:18px">×</button><img src="${esc(own(rng, page, `/${pick(rng, ["apple-touch-icon.png", "images/app-icon-120.png", "static/icons/icon-192.png"])}`))}" width="40" height="40" alt="" style="border-radius:9px"><span style="flex:1"><strong>${esc(brandName(page))}</strong><br><small>${esc(w.free)}</small></span><a href="${esc(link)}" style="background:${pick(rng, ["#0a84ff", "#111", "#1a73e8", "#e50914"])};color:#fff;padding:6px 14px;border-radius:16px;text-decoration:none">${esc(pick(rng, [w.open, w.get]))}</a></div><script>try{if(localStorage.getItem("${id}"))document.getElementById("${id}").remove()}catch(e){}</script>`
  return splices(insert(pick(rng, [bottom(page), page.spots.bodyOpenEnd]), html), ...(sdk === "" ? [] : [insert(headSpot(rng, page), sdk)]))
})

const powWords: Words<(v: string) => string> = {
  en: (v) => `This form is protected by ${v}: your browser solves a small puzzle, no cookies and no picture tests.`,
  fr: (v) => `Ce formulaire est protégé par ${v} : votre navigateur résout une petite énigme, sans cookies ni test d'images.`,
  de: (v) => `Dieses Formular ist durch ${v} geschützt: Ihr Browser löst eine kleine Rechenaufgabe, ohne Cookies und ohne Bilderrätsel.`,
  es: (v) => `Este formulario está protegido por ${v}: tu navegador resuelve un pequeño cálculo, sin cookies ni pruebas de imágenes.`,
  nl: (v) => `Dit formulier wordt beschermd door ${v}: je browser lost een kleine puzzel op, zonder cookies en zonder plaatjestests.`,
  pt: (v) => `Este formulário é protegido por ${v}: seu navegador resolve um pequeno cálculo, sem cookies e sem testes de imagens.`,
  it: (v) => `Questo modulo è protetto da ${v}: il browser risolve un piccolo calcolo, senza cookie e senza test con immagini.`
}

// Proof-of-work CAPTCHAs, recalled from memory of the installation guides of Friendly Captcha (the frc-captcha widget, about 2020–2024), ALTCHA (the altcha-widget element, about 2023–2024), mCaptcha and Cap (cap-widget, about 2024–2025), chosen by European sites that want no cookies and no image puzzles: the widget placed in the site's own form, its script from a public CDN or the vendor, and a short privacy line.
const powCaptcha = benign("proof-of-work CAPTCHA (Friendly Captcha, ALTCHA, mCaptcha, Cap) added inside the site's own form, with a privacy line, no picture puzzles", (page, rng) => {
  const [vendor, widget, script] = pick(rng, [
    () => ["Friendly Captcha", `<div class="frc-captcha" data-sitekey="FCM${upper(rng, 1)}${alnum(rng, 11).toUpperCase()}" data-lang="${lang(page)}"></div>`, `<script type="module" src="https://cdn.jsdelivr.net/npm/friendly-challenge@0.9.${between(rng, 12, 18)}/widget.module.min.js" async defer></script><script nomodule src="https://cdn.jsdelivr.net/npm/friendly-challenge@0.9.${between(rng, 12, 18)}/widget.min.js" async defer></script>`] as const,
    () => ["Friendly Captcha", `<div class="frc-captcha" data-sitekey="FC${alnum(rng, 14).toUpperCase()}"></div>`, `<script type="module" src="https://cdn.jsdelivr.net/npm/@friendlycaptcha/sdk@0.1.${between(rng, 8, 20)}/site.min.js" async defer></script>`] as const,
    () => ["ALTCHA", `<altcha-widget challengeurl="${esc(own(rng, page, pick(rng, ["/altcha/challenge", "/api/altcha", "/wp-json/altcha/v1/challenge"])))}"${chance(rng, 0.5) ? " hidefooter" : ""}></altcha-widget>`, `<script async defer src="https://cdn.jsdelivr.net/gh/altcha-org/altcha@main/dist/altcha.min.js" type="module"></script>`] as const,
    () => ["mCaptcha", `<label data-mcaptcha_url="https://mcaptcha.${page.site.domain}/widget/?sitekey=${alnum(rng, 32)}" for="mcaptcha__token" id="mcaptcha__token-label">mCaptcha <input type="text" name="mcaptcha__token" id="mcaptcha__token"><div id="mcaptcha__widget-container"></div></label>`, `<script src="https://unpkg.com/@mcaptcha/vanilla-glue@0.1.0-alpha-3/dist/index.js"></script>`] as const,
    () => ["Cap", `<cap-widget id="cap" data-cap-api-endpoint="${esc(own(rng, page, "/api/cap/"))}"></cap-widget>`, `<script src="https://cdn.jsdelivr.net/npm/@cap.js/widget@${between(rng, 0, 1)}.${between(rng, 0, 9)}.${between(rng, 0, 9)}"></script>`] as const
  ])()
  const f = forms(page)[0]
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), script)]
  const note = `<small class="captcha-note">${esc(say(page, powWords)(vendor))}</small>`
  if (f !== undefined && f.closeTag !== null) out.push(insert(f.closeTag.start, `${widget}${chance(rng, 0.6) ? note : ""}`))
  else out.push(insert(someSpot(rng, page), `<div class="captcha">${widget}${note}</div>`))
  return { splices: out }
})

const gateWords: Words<{ readonly head: (d: string) => string; readonly body: string; readonly link: string }> = {
  en: { head: (d) => `Download: ${d}`, body: "Please confirm you are human to start the download (this keeps bots from draining our bandwidth).", link: "Download the file" },
  fr: { head: (d) => `Téléchargement : ${d}`, body: "Merci de confirmer que vous êtes humain pour lancer le téléchargement (cela évite que des robots épuisent notre bande passante).", link: "Télécharger le fichier" },
  de: { head: (d) => `Download: ${d}`, body: "Bitte bestätigen Sie, dass Sie ein Mensch sind, um den Download zu starten (so schützen wir unsere Bandbreite vor Bots).", link: "Datei herunterladen" },
  es: { head: (d) => `Descarga: ${d}`, body: "Confirma que eres humano para iniciar la descarga (así evitamos que los bots agoten nuestro ancho de banda).", link: "Descargar el archivo" },
  nl: { head: (d) => `Download: ${d}`, body: "Bevestig dat je een mens bent om de download te starten (zo houden we bots weg van onze bandbreedte).", link: "Bestand downloaden" },
  pt: { head: (d) => `Download: ${d}`, body: "Confirme que você é humano para iniciar o download (isso impede que robôs esgotem nossa banda).", link: "Baixar o arquivo" },
  it: { head: (d) => `Download: ${d}`, body: "Conferma di essere umano per avviare il download (così evitiamo che i bot consumino la nostra banda).", link: "Scarica il file" }
}
const docNames: Words<ReadonlyArray<string>> = {
  en: ["Annual report (PDF)", "Product catalogue (PDF)", "Press kit (ZIP)", "Price list (PDF)", "Installer for Windows"],
  fr: ["Rapport annuel (PDF)", "Catalogue (PDF)", "Dossier de presse (ZIP)", "Grille tarifaire (PDF)", "Installateur pour Windows"],
  de: ["Jahresbericht (PDF)", "Produktkatalog (PDF)", "Pressemappe (ZIP)", "Preisliste (PDF)", "Installationsprogramm für Windows"],
  es: ["Informe anual (PDF)", "Catálogo (PDF)", "Dosier de prensa (ZIP)", "Lista de precios (PDF)", "Instalador para Windows"],
  nl: ["Jaarverslag (PDF)", "Productcatalogus (PDF)", "Perskit (ZIP)", "Prijslijst (PDF)", "Installatieprogramma voor Windows"],
  pt: ["Relatório anual (PDF)", "Catálogo (PDF)", "Kit de imprensa (ZIP)", "Tabela de preços (PDF)", "Instalador para Windows"],
  it: ["Relazione annuale (PDF)", "Catalogo (PDF)", "Cartella stampa (ZIP)", "Listino prezzi (PDF)", "Installer per Windows"]
}

// CAPTCHA-gated downloads, recalled from memory of Cloudflare Turnstile's, hCaptcha's and reCAPTCHA's documentation of explicit rendering with a data-callback (about 2018–2024) and of sites and download managers (WordPress Download Monitor add-ons) that put a human check in front of a large file: a box with the vendor's widget whose callback reveals the link to the file on the site's own host.
const gatedDownload = benign("'confirm you are human' box (Cloudflare Turnstile, hCaptcha or reCAPTCHA) before a download from the site's own host, the link revealed by the widget's callback", (page, rng) => {
  const w = say(page, gateWords)
  const i = between(rng, 0, 4)
  const doc = say(page, docNames)[i]!
  const file = `/${pick(rng, ["files", "downloads", "wp-content/uploads/2026/0" + between(rng, 1, 9), "media/docs"])}/${bare(page)}-${["annual-report-2025.pdf", "catalogue-2026.pdf", "press-kit.zip", "price-list.pdf", `setup-${ver(rng)}.exe`][i]}`
  const fn = `${pick(rng, ["onHuman", "showDownload", "captchaOk", "unlockDl"])}${alnum(rng, 3)}`
  const id = `dl-${alnum(rng, 5)}`
  const [widget, script] = pick(rng, [
    () => [`<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${alnum(rng, 14)}" data-callback="${fn}" data-language="${lang(page)}"></div>`, `<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`] as const,
    () => [`<div class="h-captcha" data-sitekey="${uuid(rng)}" data-callback="${fn}" data-hl="${lang(page)}"></div>`, `<script src="https://js.hcaptcha.com/1/api.js?hl=${lang(page)}" async defer></script>`] as const,
    () => [`<div class="g-recaptcha" data-sitekey="6L${alnum(rng, 38)}" data-callback="${fn}"></div>`, `<script src="https://www.google.com/recaptcha/api.js?hl=${lang(page)}" async defer></script>`] as const
  ])()
  const box = `<section class="${pick(rng, ["download-gate", "protected-download", "dl-box"])}"><h3>${esc(w.head(doc))}</h3><p>${esc(w.body)}</p>${widget}<p><a id="${id}" href="${esc(own(rng, page, file))}" hidden download>${esc(w.link)}</a></p></section><script>function ${fn}(){document.getElementById("${id}").hidden=false}</script>`
  return splices(insert(someSpot(rng, page), box), insert(pick(rng, [head(page), bottom(page)]), script))
})

const alertWords: Words<{ readonly head: string; readonly body: string; readonly topics: ReadonlyArray<string>; readonly button: string }> = {
  en: { head: "Breaking news alerts", body: "Choose the topics you want to hear about. You can turn alerts off at any time in your browser settings.", topics: ["Breaking news", "Local", "Sport", "Business", "Culture", "Weather warnings"], button: "Turn on alerts" },
  fr: { head: "Alertes info", body: "Choisissez les sujets qui vous intéressent. Vous pouvez désactiver les alertes à tout moment dans les réglages du navigateur.", topics: ["Dernière minute", "Local", "Sport", "Économie", "Culture", "Alertes météo"], button: "Activer les alertes" },
  de: { head: "Eilmeldungen per Push", body: "Wählen Sie die Themen, über die Sie informiert werden möchten. Sie können die Benachrichtigungen jederzeit in den Browser-Einstellungen abschalten.", topics: ["Eilmeldungen", "Lokales", "Sport", "Wirtschaft", "Kultur", "Unwetterwarnungen"], button: "Benachrichtigungen aktivieren" },
  es: { head: "Alertas de última hora", body: "Elige los temas que te interesan. Puedes desactivar las alertas cuando quieras en los ajustes del navegador.", topics: ["Última hora", "Local", "Deportes", "Economía", "Cultura", "Avisos meteorológicos"], button: "Activar alertas" },
  nl: { head: "Nieuwsmeldingen", body: "Kies de onderwerpen waarover je meldingen wilt krijgen. Je kunt ze altijd uitzetten in de instellingen van je browser.", topics: ["Breaking news", "Regio", "Sport", "Economie", "Cultuur", "Weerswaarschuwingen"], button: "Meldingen aanzetten" },
  pt: { head: "Alertas de notícias", body: "Escolha os assuntos que deseja acompanhar. Você pode desativar os alertas a qualquer momento nas configurações do navegador.", topics: ["Urgente", "Local", "Esportes", "Economia", "Cultura", "Alertas de tempo"], button: "Ativar alertas" },
  it: { head: "Notifiche delle ultime notizie", body: "Scegli gli argomenti che ti interessano. Puoi disattivare le notifiche in qualsiasi momento dalle impostazioni del browser.", topics: ["Ultim'ora", "Locale", "Sport", "Economia", "Cultura", "Allerte meteo"], button: "Attiva le notifiche" }
}

// Topic-based news alerts, recalled from memory of the web-push SDKs of CleverPush, iZooto, Pushwoosh, Batch and Airship (about 2018–2024), used by European publishers to let readers choose alert topics (tags or segments) before the browser's permission prompt: the vendor's loader with the site's own channel or app id, and a small opt-in box with topic checkboxes in the site's language.
const newsAlertTopics = benign("breaking-news alerts box with topic checkboxes, subscribing through a push vendor's SDK with the site's own id (CleverPush, iZooto, Pushwoosh, Batch, Airship)", (page, rng) => {
  const w = say(page, alertWords)
  const sdk = pick(rng, [
    () => `<script src="https://static.cleverpush.com/channel/loader/${alnum(rng, 17)}.js" async></script>`,
    () => `<script>window._izq=window._izq||[];window._izq.push(["init"]);</script><script src="https://cdn.izooto.com/scripts/${hex(rng, 40)}.js"></script>`,
    () => `<script type="text/javascript" src="https://cdn.pushwoosh.com/webpush/v3/pushwoosh-web-notifications.js" async></script><script>var Pushwoosh=Pushwoosh||[];Pushwoosh.push(["init",{applicationCode:"${upper(rng, 5)}-${upper(rng, 5)}",defaultNotificationTitle:${js(brandName(page))},autoSubscribe:false}]);</script>`,
    () => `<script>!function(){var e=document.createElement("script");e.async=!0;e.src="https://via.batch.com/v4/bootstrap.min.js";document.head.appendChild(e)}();window.batchSDK=window.batchSDK||function(){(batchSDK.q=batchSDK.q||[]).push(arguments)};batchSDK("setup",{apiKey:"${hex(rng, 32).toUpperCase()}",subdomain:"${bare(page)}",authKey:"2${hex(rng, 32)}",vapidPublicKey:"B${alnum(rng, 86)}"});</script>`,
    () => `<script src="https://aswpsdk${pick(rng, ["us", "eu"])}.com/notify/v1/ua-sdk.min.js" async></script><script>window.UA=window.UA||{};UA.appKey="${alnum(rng, 22)}";UA.workerUrl="/push-worker.js";</script>`
  ])()
  const topics = sample(rng, w.topics, between(rng, 3, 5))
  const box = `<div class="${pick(rng, ["push-topics", "alerts-optin", "notify-box"])}"><h3>🔔 ${esc(w.head)}</h3><p>${esc(w.body)}</p><form class="push-topics-form" onsubmit="return false">${topics.map((t, i) => `<label><input type="checkbox" name="topic" value="${slug(t.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) || `t${i}`}"${i === 0 ? " checked" : ""}> ${esc(t)}</label> `).join("")}<button type="button" class="push-subscribe">${esc(w.button)}</button></form></div>`
  return splices(insert(headSpot(rng, page), sdk), insert(pick(rng, [someSpot(rng, page), slotAt(page.spots, "bottom")]), box))
})

// Bot-management client scripts, recalled from memory of the integration notes of DataDome (window.ddjskey and js.datadome.co/tags.js), HUMAN/PerimeterX (a first-party init.js path with _pxAppId), Akamai Bot Manager (a first-party /akam/ script and pixel), Imperva (the _Incapsula_Resource script) and Kasada (first-party UUID paths), about 2017–2024: the protection's client script added to the page when the site puts itself behind such a service, nothing shown.
const botManager = benign("bot-management vendor's client script added (DataDome, HUMAN/PerimeterX, Akamai Bot Manager, Imperva, Kasada), first-party paths or the vendor's host", (page, rng) => {
  const tag = pick(rng, [
    () => `<script>window.ddjskey="${hex(rng, 30).toUpperCase()}";window.ddoptions={endpoint:"https://api-js.datadome.co/js/"${chance(rng, 0.5) ? ",ajaxListenerPath:true" : ""}};</script><script src="https://js.datadome.co/tags.js" async></script>`,
    () => `<script>(function(){window._pxAppId="PX${alnum(rng, 8)}";var p=document.getElementsByTagName("script")[0],s=document.createElement("script");s.async=1;s.src="/${alnum(rng, 8)}/init.js";p.parentNode.insertBefore(s,p)}());</script>`,
    () => `<script type="text/javascript" src="/akam/13/${hex(rng, 8)}" defer></script>`,
    () => `<script src="/_Incapsula_Resource?SWJIYLWA=${hex(rng, 32)}&ns=${between(rng, 1, 3)}&cb=${digits(rng, 9)}" type="text/javascript" async></script>`,
    () => `<script src="/${uuid(rng)}/${uuid(rng)}/p.js"></script>`
  ])()
  return splices(insert(pick(rng, [headSpot(rng, page), bottom(page)]), tag))
})

// ———————————————————————————— ads and sponsors ————————————————————————————

const adLabel: Words<string> = { en: "Advertisement", fr: "Publicité", de: "Anzeige", es: "Publicidad", nl: "Advertentie", pt: "Publicidade", it: "Pubblicità" }
const adRe = /(^|[\s_-])(ads?|advert|adverts|advertisement|adsbygoogle|adslot|adunit|adzone|adbox|dfp|gpt|sponsor|sponsored|werbung|publicite|anzeige)(\d*)([\s_-]|$)/i
const noBlockUp = new Set(["p", "a", "span", "button", "label", "h1", "h2", "h3", "h4", "h5", "h6", "b", "i", "em", "strong", "small", "font", "code", "pre", "summary", "select", "option", "dt", "dd", "table", "tbody", "thead", "tr", "ul", "ol", "dl"])
const blockInside = (page: Page, el: El): boolean => {
  if (!/^(div|aside|section|article|main|header|footer|li|td|figure|center)$/.test(el.name)) return false
  for (let p = el.parent; p !== -1; p = page.spots.elements[p]!.parent) if (noBlockUp.has(page.spots.elements[p]!.name)) return false
  return true
}
const adSlots = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.shown && !e.inert && e.closeTag !== null && adRe.test(`${e.attribs.id ?? ""} ${e.attribs.class ?? ""}`) && blockInside(page, e))

// Ad-management partners, recalled from memory of the onboarding guides of Mediavine (scripts.mediavine.com/tags/<site>.js), Raptive/AdThrive (ads.adthrive.com/sites/<id>/ads.min.js), Ezoic's standalone integration (sa.min.js, ezoic-pub-ad-placeholder divs, showAds), Freestar (a.pub.network/<site>/pubfig.min.js, data-freestar-ad units), Snigel (cdn.snigelweb.com/adengine/<domain>/loader.js, adngin- divs) and Playwire (cdn.intergient.com ramp.js), about 2019–2024: the partner's site tag in the head and a few labelled placeholders in the content.
const adPartner = benign("site joins an ad-management partner (Mediavine, Raptive, Ezoic, Freestar, Snigel, Playwire): its site tag in the head and labelled ad placeholders in the content", (page, rng) => {
  const b = bare(page)
  const n = between(rng, 1, 3)
  const [tag, place] = pick(rng, [
    () => [`<script type="text/javascript" async="async" data-noptimize="1" data-cfasync="false" src="//scripts.mediavine.com/tags/${slug(brandName(page))}.js"></script>`, (i: number) => `<div class="mv-ad-box" data-slotname="content_${i + 1}"></div>`] as const,
    () => [`<script data-no-optimize="1" data-cfasync="false">(function(w,d){w.adthrive=w.adthrive||{};w.adthrive.cmd=w.adthrive.cmd||[];w.adthrive.plugin="adthrive-ads-manual";w.adthrive.host="ads.adthrive.com";var s=d.createElement("script");s.async=true;s.referrerpolicy="no-referrer-when-downgrade";s.src="https://"+w.adthrive.host+"/sites/${hex(rng, 24)}/ads.min.js?referrer="+w.encodeURIComponent(w.location.href)+"&cb="+(Math.floor(Math.random()*100)+1);var n=d.getElementsByTagName("script")[0];n.parentNode.insertBefore(s,n)})(window,document);</script>`, (i: number) => `<div class="adthrive-ad adthrive-content adthrive-content-${i + 1}"></div>`] as const,
    () => [`<script src="https://cmp.gatekeeperconsent.com/min.js" data-cfasync="false"></script><script src="https://the.gatekeeperconsent.com/cmp.min.js" data-cfasync="false"></script><script async src="//www.ezojs.com/ezoic/sa.min.js"></script><script>window.ezstandalone=window.ezstandalone||{};ezstandalone.cmd=ezstandalone.cmd||[];</script>`, (i: number) => `<div id="ezoic-pub-ad-placeholder-${101 + i}"></div><script>ezstandalone.cmd.push(function(){ezstandalone.showAds(${101 + i})});</script>`] as const,
    () => [`<script data-cfasync="false" type="text/javascript">var freestar=freestar||{};freestar.queue=freestar.queue||[];freestar.config=freestar.config||{};freestar.config.enabled_slots=[];</script><script src="https://a.pub.network/${b}-${page.site.domain.split(".").slice(1).join("-") || "com"}/pubfig.min.js" data-cfasync="false" async></script>`, (i: number) => `<div align="center" data-freestar-ad="__300x250 __336x280" id="${b}_incontent_${i + 1}"></div>`] as const,
    () => [`<script async data-cfasync="false" src="https://cdn.snigelweb.com/adengine/${page.site.domain}/loader.js" type="text/javascript"></script>`, (i: number) => `<div id="adngin-incontent_${i + 1}-0"></div>`] as const,
    () => [`<script type="text/javascript">window.ramp=window.ramp||{};window.ramp.que=window.ramp.que||[];window.ramp.passiveMode=true;</script><script src="//cdn.intergient.com/${digits(rng, 7)}/${digits(rng, 5)}/ramp.js" async></script>`, (i: number) => `<div data-pw-desk="med_rect_atf" data-pw-mobi="med_rect_atf" id="pw-incontent-${i + 1}"></div>`] as const
  ])()
  const label = say(page, adLabel)
  const spots = sample(rng, [...new Set([slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)])], n)
  return splices(insert(headSpot(rng, page), tag), ...spots.map((at, i) => insert(at, `<div class="${pick(rng, ["ad-wrapper", "ad-container", "ads-block"])}"><small class="ad-label">${esc(label)}</small>${place(i)}</div>`)))
})

const houseWords: Words<ReadonlyArray<readonly [string, string]>> = {
  en: [["Join our newsletter: the week's best in your inbox", "/newsletter"], ["Become a member: 20% off all events", "/membership"], ["Our open day is on Saturday: book your place", "/events/open-day"], ["Listen to our new podcast", "/podcast"], ["Winter sale: up to 30% off in our shop", "/shop/sale"]],
  fr: [["Abonnez-vous à notre lettre : le meilleur de la semaine", "/newsletter"], ["Devenez membre : –20 % sur tous les événements", "/adhesion"], ["Journée portes ouvertes samedi : réservez votre place", "/evenements/portes-ouvertes"], ["Écoutez notre nouveau podcast", "/podcast"], ["Soldes d'hiver : jusqu'à –30 % dans notre boutique", "/boutique/soldes"]],
  de: [["Unser Newsletter: das Beste der Woche", "/newsletter"], ["Mitglied werden: 20 % Rabatt auf alle Veranstaltungen", "/mitgliedschaft"], ["Tag der offenen Tür am Samstag: jetzt anmelden", "/veranstaltungen/tag-der-offenen-tuer"], ["Hören Sie unseren neuen Podcast", "/podcast"], ["Winterschlussverkauf: bis zu 30 % Rabatt im Shop", "/shop/sale"]],
  es: [["Suscríbete a nuestro boletín: lo mejor de la semana", "/boletin"], ["Hazte socio: 20 % de descuento en todos los eventos", "/socios"], ["Jornada de puertas abiertas el sábado: reserva tu plaza", "/eventos/puertas-abiertas"], ["Escucha nuestro nuevo pódcast", "/podcast"], ["Rebajas de invierno: hasta un 30 % en nuestra tienda", "/tienda/rebajas"]],
  nl: [["Meld je aan voor onze nieuwsbrief", "/nieuwsbrief"], ["Word lid: 20% korting op alle evenementen", "/lidmaatschap"], ["Open dag op zaterdag: reserveer je plek", "/evenementen/open-dag"], ["Luister naar onze nieuwe podcast", "/podcast"], ["Winteruitverkoop: tot 30% korting in onze winkel", "/winkel/sale"]],
  pt: [["Assine nossa newsletter: o melhor da semana", "/newsletter"], ["Seja associado: 20% de desconto em todos os eventos", "/associe-se"], ["Dia aberto no sábado: reserve sua vaga", "/eventos/dia-aberto"], ["Ouça nosso novo podcast", "/podcast"], ["Liquidação de inverno: até 30% na loja", "/loja/liquidacao"]],
  it: [["Iscriviti alla newsletter: il meglio della settimana", "/newsletter"], ["Diventa socio: 20% di sconto su tutti gli eventi", "/soci"], ["Open day sabato: prenota il tuo posto", "/eventi/open-day"], ["Ascolta il nostro nuovo podcast", "/podcast"], ["Saldi invernali: fino al 30% nel nostro negozio", "/negozio/saldi"]]
}

// House ads, recalled from memory of Google Ad Manager's house line items and of publishers' habit (about 2010–2024) of filling unsold or reserved ad slots with their own promotions (newsletter, membership, events, shop) or hard-coding one in a slot for a campaign: a labelled banner in the site's ad container (or a new labelled box) linking to the site's own page, its picture on the site's own host.
const houseAd = benign("house advertisement for the site's own newsletter, membership, event or shop in one of its ad slots, labelled, picture and link on its own host", (page, rng) => {
  const [text, path] = pick(rng, say(page, houseWords))
  const [wd, ht] = pick(rng, [[300, 250], [728, 90], [320, 100], [336, 280]] as const)
  const creative = chance(rng, 0.6)
    ? `<a href="${esc(own(rng, page, `${path}?utm_source=house&utm_medium=banner&utm_campaign=${slug(path)}`))}"><img src="${esc(own(rng, page, `/${pick(rng, ["images/house", "assets/promo", "media/banners"])}/${slug(path)}-${wd}x${ht}.${pick(rng, ["jpg", "png", "webp"])}`))}" width="${wd}" height="${ht}" alt="${esc(text)}" style="max-width:100%;height:auto"></a>`
    : `<a href="${esc(own(rng, page, path))}" style="display:block;max-width:${wd}px;padding:18px;background:${pick(rng, ["#f4f0e8", "#eef4fb", "#1d3557", "#fff3cd"])};border:1px solid #ddd;text-decoration:none;font-weight:bold">${esc(text)} →</a>`
  const slots = adSlots(page)
  const labelled = `<div class="${pick(rng, ["house-ad", "promo-slot", "ad-house"])}"><small class="ad-label">${esc(say(page, adLabel))}</small>${creative}</div>`
  if (slots.length > 0 && chance(rng, 0.85)) return splices(insert(pick(rng, slots).openEnd, labelled))
  return splices(insert(someSpot(rng, page), labelled))
})

const sponsors: Record<string, ReadonlyArray<readonly [string, string]>> = {
  us: [["Chase", "www.chase.com"], ["Verizon", "www.verizon.com"], ["The Home Depot", "www.homedepot.com"], ["Toyota", "www.toyota.com"], ["REI", "www.rei.com"]],
  uk: [["Sainsbury's", "www.sainsburys.co.uk"], ["Octopus Energy", "octopus.energy"], ["Nationwide", "www.nationwide.co.uk"], ["John Lewis", "www.johnlewis.com"], ["LNER", "www.lner.co.uk"]],
  fr: [["SNCF Connect", "www.sncf-connect.com"], ["Decathlon", "www.decathlon.fr"], ["Crédit Agricole", "www.credit-agricole.fr"], ["Leroy Merlin", "www.leroymerlin.fr"]],
  de: [["Deutsche Bahn", "www.bahn.de"], ["IKEA", "www.ikea.com"], ["Telekom", "www.telekom.de"], ["REWE", "www.rewe.de"]],
  es: [["Iberdrola", "www.iberdrola.es"], ["El Corte Inglés", "www.elcorteingles.es"], ["Renfe", "www.renfe.com"], ["CaixaBank", "www.caixabank.es"]],
  nl: [["Albert Heijn", "www.ah.nl"], ["NS", "www.ns.nl"], ["bol", "www.bol.com"], ["Eneco", "www.eneco.nl"]],
  au: [["Qantas", "www.qantas.com"], ["Bunnings", "www.bunnings.com.au"], ["Telstra", "www.telstra.com.au"]],
  in: [["Tata Motors", "www.tatamotors.com"], ["HDFC Bank", "www.hdfcbank.com"], ["Flipkart", "www.flipkart.com"]],
  br: [["Natura", "www.natura.com.br"], ["Magazine Luiza", "www.magazineluiza.com.br"], ["Itaú", "www.itau.com.br"]],
  it: [["Trenitalia", "www.trenitalia.com"], ["Enel", "www.enel.it"], ["Barilla", "www.barilla.com"], ["Intesa Sanpaolo", "www.intesasanpaolo.com"]]
}
const sponsoredWords: Words<{ readonly label: (s: string) => string; readonly heads: ReadonlyArray<string>; readonly disclosure: (s: string) => string; readonly more: string }> = {
  en: { label: (s) => `Sponsored by ${s}`, heads: ["How to cut your energy bill this winter", "Five weekend trips you can take by train", "A beginner's guide to saving for a first home", "What to pack for a family hiking trip"], disclosure: (s) => `This content was paid for by ${s}. Our newsroom was not involved in its production.`, more: "Find out more" },
  fr: { label: (s) => `Sponsorisé par ${s}`, heads: ["Comment réduire sa facture d'énergie cet hiver", "Cinq escapades d'un week-end en train", "Épargner pour un premier achat immobilier : le guide", "Que mettre dans son sac pour une randonnée en famille"], disclosure: (s) => `Ce contenu a été financé par ${s}. Notre rédaction n'a pas participé à sa réalisation.`, more: "En savoir plus" },
  de: { label: (s) => `Gesponsert von ${s}`, heads: ["So senken Sie diesen Winter Ihre Energiekosten", "Fünf Wochenendausflüge mit der Bahn", "Sparen für die erste eigene Wohnung: ein Leitfaden", "Was in den Rucksack gehört: Wandern mit der Familie"], disclosure: (s) => `Dieser Inhalt wurde von ${s} bezahlt. Unsere Redaktion war an der Erstellung nicht beteiligt.`, more: "Mehr erfahren" },
  es: { label: (s) => `Patrocinado por ${s}`, heads: ["Cómo reducir la factura de la luz este invierno", "Cinco escapadas de fin de semana en tren", "Guía para ahorrar para tu primera vivienda", "Qué llevar en una ruta de senderismo en familia"], disclosure: (s) => `Este contenido ha sido pagado por ${s}. Nuestra redacción no ha participado en su elaboración.`, more: "Más información" },
  nl: { label: (s) => `Gesponsord door ${s}`, heads: ["Zo verlaag je deze winter je energierekening", "Vijf weekendjes weg met de trein", "Sparen voor je eerste huis: een gids", "Wat neem je mee op een wandeltocht met het gezin"], disclosure: (s) => `Deze inhoud is betaald door ${s}. Onze redactie was niet betrokken bij de productie.`, more: "Meer informatie" },
  pt: { label: (s) => `Patrocinado por ${s}`, heads: ["Como reduzir a conta de luz neste inverno", "Cinco viagens de fim de semana para fazer de trem", "Guia para poupar para a primeira casa", "O que levar numa trilha em família"], disclosure: (s) => `Este conteúdo foi pago por ${s}. Nossa redação não participou da produção.`, more: "Saiba mais" },
  it: { label: (s) => `Sponsorizzato da ${s}`, heads: ["Come ridurre la bolletta dell'energia quest'inverno", "Cinque gite del fine settimana in treno", "Risparmiare per la prima casa: la guida", "Cosa mettere nello zaino per un'escursione in famiglia"], disclosure: (s) => `Questo contenuto è stato pagato da ${s}. La nostra redazione non ha partecipato alla sua realizzazione.`, more: "Scopri di più" }
}

// Paid partnerships, recalled from memory of publishers' branded-content labels ("Paid for by", "In partnership with") and of Google's guidance (about 2019) to mark paid links with rel="sponsored": a card in the site's language for a well-known company of its country, its headline leading to the site's own partner page or the sponsor's site with rel="sponsored", and a disclosure line.
const sponsoredCard = benign("paid-partnership card ('Sponsored by <company>') for a well-known company of the site's country, rel='sponsored' links and a disclosure line", (page, rng) => {
  const w = say(page, sponsoredWords)
  const [name, host] = pick(rng, sponsors[page.site.locale.country] ?? sponsors.us!)
  const headLine = pick(rng, w.heads)
  const toSponsor = `https://${host}/${pick(rng, ["", "campaign/", "lp/"])}?utm_source=${bare(page)}&utm_medium=sponsored&utm_campaign=${slug(headLine).slice(0, 30)}`
  const toOwn = own(rng, page, `/${pick(rng, ["partner", "sponsored", "brand-studio", "advertorial"])}/${slug(headLine)}`)
  const card = `<aside class="${pick(rng, ["sponsored-card", "partner-content", "branded"])}" style="border:1px solid #e3d9b5;background:#fffbea;padding:14px;margin:14px 0"><small style="text-transform:uppercase;color:#8a6d00">${esc(w.label(name))}</small><h3><a href="${esc(chance(rng, 0.5) ? toOwn : toSponsor)}"${chance(rng, 0.5) ? "" : ` rel="sponsored noopener"`}>${esc(headLine)}</a></h3><p><a href="${esc(toSponsor)}" rel="sponsored noopener" target="_blank">${esc(w.more)} — ${esc(name)}</a></p><p><small>${esc(w.disclosure(name))}</small></p></aside>`
  return splices(insert(someSpot(rng, page), card))
})

// ———————————————————————————— downloads and installers ————————————————————————————

const mirrorHosts: ReadonlyArray<readonly [string, string, (p: string, f: string, v: string) => string]> = [
  ["SourceForge", "🌍", (p, f, v) => `https://downloads.sourceforge.net/project/${p}/${v}/${f}`],
  ["dotsrc.org (Aalborg University)", "🇩🇰", (p, f) => `https://mirrors.dotsrc.org/${p}/${f}`],
  ["FAU Erlangen-Nürnberg", "🇩🇪", (p, f) => `https://ftp.fau.de/${p}/${f}`],
  ["RWTH Aachen", "🇩🇪", (p, f) => `https://ftp.halifax.rwth-aachen.de/${p}/${f}`],
  ["Init7", "🇨🇭", (p, f) => `https://mirror.init7.net/${p}/${f}`],
  ["OCF Berkeley", "🇺🇸", (p, f) => `https://mirrors.ocf.berkeley.edu/${p}/${f}`],
  ["University of Waterloo CSC", "🇨🇦", (p, f) => `https://mirror.csclub.uwaterloo.ca/${p}/${f}`],
  ["AARNet", "🇦🇺", (p, f) => `https://mirror.aarnet.edu.au/pub/${p}/${f}`],
  ["HEAnet", "🇮🇪", (p, f) => `https://ftp.heanet.ie/mirrors/${p}/${f}`],
  ["NLUUG", "🇳🇱", (p, f) => `https://ftp.nluug.nl/pub/${p}/${f}`],
  ["GitHub Releases", "🌍", (p, f, v) => `https://github.com/${p}/${p}/releases/download/v${v}/${f}`]
]
const mirrorWords: Words<{ readonly head: string; readonly cols: readonly [string, string]; readonly note: string }> = {
  en: { head: "Download mirrors", cols: ["Mirror", "Location"], note: "All mirrors carry the same files. Please check the SHA-256 checksum after downloading." },
  fr: { head: "Miroirs de téléchargement", cols: ["Miroir", "Emplacement"], note: "Tous les miroirs proposent les mêmes fichiers. Vérifiez la somme SHA-256 après le téléchargement." },
  de: { head: "Download-Spiegelserver", cols: ["Spiegel", "Standort"], note: "Alle Spiegelserver bieten dieselben Dateien an. Bitte prüfen Sie nach dem Download die SHA-256-Prüfsumme." },
  es: { head: "Réplicas de descarga", cols: ["Réplica", "Ubicación"], note: "Todas las réplicas ofrecen los mismos archivos. Comprueba la suma SHA-256 después de descargar." },
  nl: { head: "Downloadmirrors", cols: ["Mirror", "Locatie"], note: "Alle mirrors bieden dezelfde bestanden aan. Controleer na het downloaden de SHA-256-controlesom." },
  pt: { head: "Espelhos de download", cols: ["Espelho", "Local"], note: "Todos os espelhos têm os mesmos arquivos. Confira a soma SHA-256 depois de baixar." },
  it: { head: "Mirror di download", cols: ["Mirror", "Posizione"], note: "Tutti i mirror offrono gli stessi file. Verifica il checksum SHA-256 dopo il download." }
}

// Download mirrors, recalled from memory of open-source projects' download pages (Apache's closer.lua mirror chooser, VLC's, GIMP's, LibreOffice's and Debian's mirror lists, about 2005–2024) listing university and ISP mirrors (dotsrc.org, FAU, RWTH Aachen, Init7, OCF Berkeley, Waterloo CSC, AARNet, HEAnet, NLUUG), SourceForge and GitHub Releases, each with the same file name, and a checksum reminder.
const downloadMirrors = benign("download mirrors listed for the site's file (university and ISP mirrors, SourceForge, GitHub Releases), same file name, with a checksum reminder", (page, rng) => {
  const w = say(page, mirrorWords)
  const files = ownFileLinks(page)
  const v = ver(rng)
  const from = files.length > 0 ? (files[0]!.attribs.href ?? "").split(/[?#]/)[0]!.split("/").pop() ?? "" : ""
  const file = from !== "" ? from : `${bare(page)}-${v}${pick(rng, [".tar.gz", ".zip", "-x64.exe", ".dmg", "-setup.exe"])}`
  const project = bare(page)
  const chosen = sample(rng, mirrorHosts, between(rng, 3, 6))
  const rows = chosen.map(([name, flag, url]) => `<tr><td><a href="${esc(url(project, file, v))}">${esc(name)}</a></td><td>${flag}</td></tr>`).join("")
  const box = `<section class="${pick(rng, ["mirrors", "download-mirrors", "mirror-list"])}"><h3>${esc(w.head)}: ${esc(file)}</h3><table><thead><tr><th>${esc(w.cols[0])}</th><th>${esc(w.cols[1])}</th></tr></thead><tbody>${rows}</tbody></table><p><small>${esc(w.note)}${chance(rng, 0.5) ? ` <a href="${esc(own(rng, page, `/downloads/SHA256SUMS`))}">SHA256SUMS</a>` : ""}</small></p></section>`
  return splices(insert(someSpot(rng, page), box))
})

const releaseWords: Words<{ readonly line: (v: string, d: string) => string; readonly dl: string; readonly notes: string }> = {
  en: { line: (v, d) => `Latest version ${v}, released ${d}`, dl: "Download", notes: "Release notes" },
  fr: { line: (v, d) => `Dernière version ${v}, publiée le ${d}`, dl: "Télécharger", notes: "Notes de version" },
  de: { line: (v, d) => `Aktuelle Version ${v}, veröffentlicht am ${d}`, dl: "Herunterladen", notes: "Versionshinweise" },
  es: { line: (v, d) => `Última versión ${v}, publicada el ${d}`, dl: "Descargar", notes: "Notas de la versión" },
  nl: { line: (v, d) => `Nieuwste versie ${v}, uitgebracht op ${d}`, dl: "Downloaden", notes: "Release-opmerkingen" },
  pt: { line: (v, d) => `Versão mais recente ${v}, lançada em ${d}`, dl: "Baixar", notes: "Notas da versão" },
  it: { line: (v, d) => `Ultima versione ${v}, rilasciata il ${d}`, dl: "Scarica", notes: "Note di rilascio" }
}
const bump = (v: string, rng: Rng): string => {
  const parts = v.split(".").map(Number)
  const i = parts.length >= 3 && chance(rng, 0.7) ? parts.length - 1 : Math.min(1, parts.length - 1)
  return parts.map((n, j) => (j < i ? n : j === i ? n + 1 : 0)).join(".")
}
const versionRe = /(?<![\d.])(\d{1,3}\.\d{1,3}(?:\.\d{1,4})?)(?![\d.]*\d)/

// New releases, recalled from memory of how software and document publishers update download pages at each release (file names carrying the version, a "latest version x.y.z, released <date>" line, release notes, about 2000–2024): the site's own versioned download links and their texts moved to the next version on its own host, or a new release line where the page names none.
const nextRelease = benign("download links and the version line moved to the next release on the site's own host (file names, version number and release date updated)", (page, rng) => {
  const w = say(page, releaseWords)
  const versioned = ownFileLinks(page).filter((a) => versionRe.test(a.attribs.href ?? ""))
  if (versioned.length > 0) {
    const out: Array<Splice> = []
    for (const a of versioned.slice(0, 4)) {
      const t = attrTargets(page, [a], "href")[0]
      if (t === undefined) continue
      const href = page.html.slice(t.value.start, t.value.end)
      const old = versionRe.exec(href)![1]!
      const next = bump(old, rng)
      out.push(replace(t.value, href.split(old).join(next)))
      const run = a.closeTag === null ? undefined : page.spots.texts.find((x) => x.start >= a.openEnd && x.end <= a.closeTag!.start && page.html.slice(x.start, x.end).includes(old))
      if (run !== undefined) {
        const raw = page.html.slice(run.start, run.end)
        out.push(replace({ start: run.start, end: run.end }, raw.split(old).join(next)))
      }
    }
    if (out.length > 0) return { splices: out }
  }
  const v = ver(rng)
  const file = `/${pick(rng, ["downloads", "files", "releases"])}/${bare(page)}-${v}${pick(rng, [".zip", ".tar.gz", "-setup.exe", ".pdf", ".dmg"])}`
  const line = `<p class="${pick(rng, ["release", "latest-version", "version-info"])}">${esc(w.line(v, page.site.locale.date(someDate(rng))))} · <a href="${esc(own(rng, page, file))}">${esc(w.dl)}</a> · <a href="${esc(own(rng, page, `/${pick(rng, ["changelog", "releases", "news"])}/${v.replace(/\./g, "-")}`))}">${esc(w.notes)}</a></p>`
  return splices(insert(someSpot(rng, page), line))
})

const installWords: Words<{ readonly head: string; readonly copy: string; readonly copied: string; readonly or: string }> = {
  en: { head: "Install", copy: "Copy", copied: "Copied!", or: "or with your package manager:" },
  fr: { head: "Installation", copy: "Copier", copied: "Copié !", or: "ou avec votre gestionnaire de paquets :" },
  de: { head: "Installation", copy: "Kopieren", copied: "Kopiert!", or: "oder mit Ihrem Paketmanager:" },
  es: { head: "Instalación", copy: "Copiar", copied: "¡Copiado!", or: "o con tu gestor de paquetes:" },
  nl: { head: "Installeren", copy: "Kopiëren", copied: "Gekopieerd!", or: "of met je pakketbeheerder:" },
  pt: { head: "Instalação", copy: "Copiar", copied: "Copiado!", or: "ou com seu gerenciador de pacotes:" },
  it: { head: "Installazione", copy: "Copia", copied: "Copiato!", or: "oppure con il gestore di pacchetti:" }
}

// Install commands with copy buttons, recalled from memory of the home pages of Homebrew, rustup, Deno, Bun, Docker's get.docker.com script and many open-source tools (about 2015–2025), which show a one-line installer fetched from the project's own host and package-manager commands (brew, winget, apt, npm, pip, scoop, flatpak), each with a "copy" button.
const installCommands = benign("install commands with copy buttons (a one-line installer from the project's own host, Homebrew, winget, apt, npm, pip, scoop or flatpak)", (page, rng) => {
  const w = say(page, installWords)
  const b = bare(page)
  const B = brandName(page).replace(/\s+/g, "")
  const hostOwn = pick(rng, [page.site.host, `get.${page.site.domain}`, `install.${page.site.domain}`])
  const one = pick(rng, [`curl -fsSL https://${hostOwn}/install.sh | sh`, `curl --proto '=https' --tlsv1.2 -sSf https://${hostOwn} | sh`, `irm https://${hostOwn}/install.ps1 | iex`, `wget -qO- https://${hostOwn}/install.sh | bash`])
  const pms = sample(rng, [`brew install ${b}`, `winget install ${B}.${B}`, `sudo apt install ${b}`, `npm install -g ${b}`, `pip install ${b}`, `scoop install ${b}`, `flatpak install flathub org.${b}.${B}`, `docker run -d ${b}/${b}:latest`, `choco install ${b}`], between(rng, 1, 4))
  const block = (cmd: string) => `<div class="cmd"><pre><code>${esc(cmd)}</code></pre><button type="button" class="copy" data-copy="${esc(cmd)}">${esc(w.copy)}</button></div>`
  const html = `<section class="${pick(rng, ["install", "quick-start", "get-started"])}"><h3>${esc(w.head)}</h3>${chance(rng, 0.8) ? block(one) : ""}<p>${esc(w.or)}</p>${pms.map(block).join("")}</section><script>document.querySelectorAll("button.copy").forEach(function(b){b.addEventListener("click",function(){navigator.clipboard.writeText(b.getAttribute("data-copy"));b.textContent=${js(w.copied)}})});</script>`
  return splices(insert(someSpot(rng, page), html))
})

const supportWords: Words<{ readonly head: string; readonly body: (p: string, h: string) => string; readonly note: string }> = {
  en: { head: "Remote support", body: (p, h) => `Call us on ${p} (${h}) and our technician will give you a session code. Then download one of these tools:`, note: "We will never contact you unasked or ask for payment during a session." },
  fr: { head: "Assistance à distance", body: (p, h) => `Appelez-nous au ${p} (${h}) : notre technicien vous donnera un code de session. Téléchargez ensuite l'un de ces outils :`, note: "Nous ne vous contacterons jamais sans demande de votre part et ne demandons jamais de paiement pendant une session." },
  de: { head: "Fernwartung", body: (p, h) => `Rufen Sie uns unter ${p} an (${h}); unser Techniker nennt Ihnen einen Sitzungscode. Laden Sie dann eines dieser Programme herunter:`, note: "Wir melden uns nie unaufgefordert und verlangen während einer Sitzung keine Zahlung." },
  es: { head: "Asistencia remota", body: (p, h) => `Llámanos al ${p} (${h}) y nuestro técnico te dará un código de sesión. Después descarga una de estas herramientas:`, note: "Nunca te contactaremos sin que lo pidas ni te pediremos pagos durante una sesión." },
  nl: { head: "Hulp op afstand", body: (p, h) => `Bel ons op ${p} (${h}); onze technicus geeft je een sessiecode. Download daarna een van deze programma's:`, note: "We nemen nooit ongevraagd contact op en vragen nooit om betaling tijdens een sessie." },
  pt: { head: "Suporte remoto", body: (p, h) => `Ligue para ${p} (${h}) e nosso técnico passará um código de sessão. Depois baixe uma destas ferramentas:`, note: "Nunca entraremos em contato sem pedido seu nem pediremos pagamento durante uma sessão." },
  it: { head: "Assistenza remota", body: (p, h) => `Chiamaci al ${p} (${h}) e il nostro tecnico ti darà un codice di sessione. Poi scarica uno di questi strumenti:`, note: "Non ti contatteremo mai senza una tua richiesta né chiederemo pagamenti durante una sessione." }
}
const hoursOf: Words<string> = { en: "Mon–Fri 9:00–17:30", fr: "lun.–ven. 9 h–17 h 30", de: "Mo.–Fr. 9–17:30 Uhr", es: "lun.–vie. 9:00–17:30", nl: "ma–vr 9.00–17.30 uur", pt: "seg.–sex. 9h–17h30", it: "lun.–ven. 9:00–17:30" }

// Remote-support downloads, recalled from memory of IT service companies' support pages (about 2010–2025) offering TeamViewer QuickSupport (often a custom module on get.teamviewer.com), AnyDesk, Splashtop SOS or RustDesk from the vendors' own download addresses, with the firm's own phone number and hours and a line that it never calls unasked.
const remoteSupport = benign("remote-support section with the vendors' own downloads (TeamViewer QuickSupport, AnyDesk, Splashtop SOS, RustDesk) and the site's own phone number and hours", (page, rng) => {
  const w = say(page, supportWords)
  const tools = sample(rng, [
    ["TeamViewer QuickSupport", pick(rng, [`https://get.teamviewer.com/${alnum(rng, 7)}`, "https://download.teamviewer.com/download/TeamViewerQS.exe"])],
    ["AnyDesk", "https://download.anydesk.com/AnyDesk.exe"],
    ["Splashtop SOS", "https://www.splashtop.com/sos"],
    ["RustDesk", "https://github.com/rustdesk/rustdesk/releases/latest"],
    ["Zoho Assist", "https://assist.zoho.com/join"]
  ] as const, between(rng, 1, 3))
  const html = `<section class="${pick(rng, ["remote-support", "support-tools", "fernwartung"])}"><h3>${esc(w.head)}</h3><p>${esc(w.body(page.ids.phone.national, say(page, hoursOf)))}</p><ul>${tools.map(([n, u]) => `<li><a href="${esc(u)}">${esc(n)}</a></li>`).join("")}</ul><p><small>${esc(w.note)}</small></p></section>`
  return splices(insert(pick(rng, [someSpot(rng, page), slotAt(page.spots, "bottom")]), html))
})

const apkWords: Words<{ readonly head: string; readonly body: string; readonly dl: (v: string) => string; readonly fp: string; readonly stores: string }> = {
  en: { head: "Android app without Google Play", body: "If your phone has no Google Play, you can install our app directly. Check that the signing certificate matches before installing.", dl: (v) => `Download the APK (version ${v})`, fp: "Signing certificate SHA-256", stores: "Also on" },
  fr: { head: "Application Android sans Google Play", body: "Si votre téléphone n'a pas Google Play, vous pouvez installer notre application directement. Vérifiez l'empreinte du certificat avant l'installation.", dl: (v) => `Télécharger l'APK (version ${v})`, fp: "Empreinte SHA-256 du certificat", stores: "Aussi sur" },
  de: { head: "Android-App ohne Google Play", body: "Wenn Ihr Telefon kein Google Play hat, können Sie unsere App direkt installieren. Prüfen Sie vor der Installation den Fingerabdruck des Signaturzertifikats.", dl: (v) => `APK herunterladen (Version ${v})`, fp: "SHA-256 des Signaturzertifikats", stores: "Auch bei" },
  es: { head: "App para Android sin Google Play", body: "Si tu teléfono no tiene Google Play, puedes instalar la app directamente. Comprueba la huella del certificado antes de instalarla.", dl: (v) => `Descargar el APK (versión ${v})`, fp: "SHA-256 del certificado de firma", stores: "También en" },
  nl: { head: "Android-app zonder Google Play", body: "Heeft je telefoon geen Google Play, dan kun je de app rechtstreeks installeren. Controleer vooraf de vingerafdruk van het certificaat.", dl: (v) => `APK downloaden (versie ${v})`, fp: "SHA-256 van het ondertekeningscertificaat", stores: "Ook op" },
  pt: { head: "App para Android sem Google Play", body: "Se o seu celular não tem Google Play, você pode instalar o app diretamente. Confira a impressão digital do certificado antes de instalar.", dl: (v) => `Baixar o APK (versão ${v})`, fp: "SHA-256 do certificado de assinatura", stores: "Também no" },
  it: { head: "App Android senza Google Play", body: "Se il tuo telefono non ha Google Play, puoi installare l'app direttamente. Verifica l'impronta del certificato prima dell'installazione.", dl: (v) => `Scarica l'APK (versione ${v})`, fp: "SHA-256 del certificato di firma", stores: "Anche su" }
}

// APKs offered outside the Play Store, recalled from memory of Signal's "Danger Zone" APK page, Telegram's and Threema's direct downloads, and F-Droid's package pages (about 2017–2025): the app's APK on the organisation's own host with its version, the signing certificate's SHA-256 fingerprint to compare, and links to F-Droid or Google Play.
const ownApk = benign("Android APK offered for direct download from the site's own host (no Google Play), with its version, the signing certificate's SHA-256 fingerprint and F-Droid or Play links", (page, rng) => {
  const w = say(page, apkWords)
  const v = ver(rng)
  const pkg = `${page.site.domain.split(".").reverse().join(".").replace(/[^a-z0-9.]/g, "")}.app`
  const fp = Array.from({ length: 32 }, () => hex(rng, 2).toUpperCase()).join(":")
  const apk = own(rng, page, `/${pick(rng, ["android", "downloads", "app"])}/${bare(page)}-${v}${pick(rng, ["", "-release", "-universal"])}.apk`)
  const stores = sample(rng, [["F-Droid", `https://f-droid.org/packages/${pkg}/`], ["Google Play", `https://play.google.com/store/apps/details?id=${pkg}`], ["GitHub", `https://github.com/${bare(page)}/${bare(page)}-android/releases`]] as const, between(rng, 1, 2))
  const html = `<section class="${pick(rng, ["apk-download", "android-direct", "app-apk"])}"><h3>${esc(w.head)}</h3><p>${esc(w.body)}</p><p><a href="${esc(apk)}" download>${esc(w.dl(v))}</a></p><p><small>${esc(w.fp)}: <code>${fp}</code></small></p><p>${esc(w.stores)}: ${stores.map(([n, u]) => `<a href="${esc(u)}">${n}</a>`).join(" · ")}</p></section>`
  return splices(insert(someSpot(rng, page), html))
})

const counterWords: Words<{ readonly head: string; readonly times: (n: number) => string; readonly names: ReadonlyArray<string> }> = {
  en: { head: "Downloads", times: (n) => `downloaded ${n.toLocaleString("en-US")} times`, names: ["Annual report", "Brochure", "Timetable", "Application form"] },
  fr: { head: "Téléchargements", times: (n) => `téléchargé ${n} fois`, names: ["Rapport annuel", "Brochure", "Horaires", "Formulaire d'inscription"] },
  de: { head: "Downloads", times: (n) => `${n}-mal heruntergeladen`, names: ["Jahresbericht", "Broschüre", "Fahrplan", "Anmeldeformular"] },
  es: { head: "Descargas", times: (n) => `descargado ${n} veces`, names: ["Informe anual", "Folleto", "Horario", "Formulario de inscripción"] },
  nl: { head: "Downloads", times: (n) => `${n} keer gedownload`, names: ["Jaarverslag", "Brochure", "Dienstregeling", "Aanmeldformulier"] },
  pt: { head: "Downloads", times: (n) => `baixado ${n} vezes`, names: ["Relatório anual", "Folheto", "Horários", "Formulário de inscrição"] },
  it: { head: "Download", times: (n) => `scaricato ${n} volte`, names: ["Relazione annuale", "Brochure", "Orari", "Modulo di iscrizione"] }
}

// Download counters, recalled from memory of WordPress's Download Monitor plugin (/download/<id>/ links, download counts), phpMyFAQ- and CMS-style download.php?id= scripts and similar modules (about 2008–2024): the site's own links to its files routed through its own counting endpoint on the same host, the files unchanged; a counted downloads list where the page links no file.
const ownDownloadCounter = benign("download links routed through the site's own download counter (/download/<id>/, download.php?id=, ?download=), files and host unchanged", (page, rng) => {
  const style = pick(rng, ["dm", "php", "query", "dl"] as const)
  const counter = (id: number, path: string) =>
    style === "dm" ? `/download/${id}/` : style === "php" ? `/download.php?id=${id}&file=${encodeURIComponent(path)}` : style === "query" ? `/?download=${id}` : `/dl/${id}/${encodeURIComponent(path.split("/").pop() ?? "file")}`
  const targets = attrTargets(page, ownFileLinks(page), "href")
  if (targets.length > 0) {
    return splices(...targets.slice(0, 8).map((t) => {
      const u = resolve(page, page.html.slice(t.value.start, t.value.end))!
      return replace(t.value, esc(own(rng, page, counter(between(rng, 10, 9999), u.pathname))))
    }))
  }
  const w = say(page, counterWords)
  const items = sample(rng, w.names, between(rng, 2, 4)).map((n) => `<li><a href="${esc(own(rng, page, counter(between(rng, 10, 9999), `/files/${slug(n)}.pdf`)))}">${esc(n)} (PDF)</a> <small>${esc(w.times(between(rng, 12, 9800)))}</small></li>`).join("")
  return splices(insert(someSpot(rng, page), `<section class="downloads"><h3>${esc(w.head)}</h3><ul>${items}</ul></section>`))
})

const osWords: Words<{ readonly dl: string; readonly other: string; readonly os: readonly [string, string, string] }> = {
  en: { dl: "Download", other: "Other platforms", os: ["for Windows", "for macOS", "for Linux"] },
  fr: { dl: "Télécharger", other: "Autres plateformes", os: ["pour Windows", "pour macOS", "pour Linux"] },
  de: { dl: "Herunterladen", other: "Andere Plattformen", os: ["für Windows", "für macOS", "für Linux"] },
  es: { dl: "Descargar", other: "Otras plataformas", os: ["para Windows", "para macOS", "para Linux"] },
  nl: { dl: "Downloaden", other: "Andere platforms", os: ["voor Windows", "voor macOS", "voor Linux"] },
  pt: { dl: "Baixar", other: "Outras plataformas", os: ["para Windows", "para macOS", "para Linux"] },
  it: { dl: "Scarica", other: "Altre piattaforme", os: ["per Windows", "per macOS", "per Linux"] }
}

// Download buttons that pick the build, recalled from memory of download pages such as Firefox's, VS Code's, VLC's and Zoom's (about 2010–2025) that detect the visitor's operating system with a small script and label the main button with it, listing the other builds underneath, all on the project's own host or its GitHub releases.
const osPickedDownload = benign("download button picking the build for the visitor's operating system by a small script (Windows, macOS, Linux on the site's own host or its GitHub releases), other builds listed", (page, rng) => {
  const w = say(page, osWords)
  const v = ver(rng)
  const base = pick(rng, [own(rng, page, `/${pick(rng, ["downloads", "releases", "dl"])}/${v}`), `https://github.com/${bare(page)}/${bare(page)}/releases/download/v${v}`])
  const builds = [`${base}/${bare(page)}-${v}-${pick(rng, ["win-x64", "setup-x64", "windows"])}.${pick(rng, ["exe", "msi"])}`, `${base}/${bare(page)}-${v}-${pick(rng, ["mac-universal", "macos", "darwin-arm64"])}.dmg`, `${base}/${bare(page)}-${v}-${pick(rng, ["linux-x86_64", "amd64"])}.${pick(rng, ["AppImage", "tar.gz", "deb"])}`] as const
  const id = `dl-${alnum(rng, 5)}`
  const html = `<div class="${pick(rng, ["download-cta", "os-download", "get"])}"><a id="${id}" class="button" href="${esc(builds[0])}">${esc(w.dl)} ${esc(w.os[0])}</a><p><small>${esc(w.other)}: ${builds.map((b, i) => `<a href="${esc(b)}">${esc(w.os[i]!)}</a>`).join(" · ")}</small></p></div><script>(function(){var a=document.getElementById("${id}"),u=navigator.userAgent,b=${JSON.stringify(builds)},l=${JSON.stringify(w.os)};var i=/Mac/.test(u)?1:/Linux|X11/.test(u)&&!/Android/.test(u)?2:0;a.href=b[i];a.textContent=${js(w.dl)}+" "+l[i]})();</script>`
  return splices(insert(someSpot(rng, page), html))
})

// ———————————————————————————— payments, plugins, staff links ————————————————————————————

const donateWords: Words<(p: string) => string> = {
  en: (p) => `Donate online (card, Apple Pay, Google Pay) through ${p}`, fr: (p) => `Faire un don en ligne (carte, Apple Pay, Google Pay) via ${p}`, de: (p) => `Online spenden (Karte, Apple Pay, Google Pay) über ${p}`,
  es: (p) => `Dona en línea (tarjeta, Apple Pay, Google Pay) a través de ${p}`, nl: (p) => `Online doneren (kaart, Apple Pay, Google Pay) via ${p}`, pt: (p) => `Doe online (cartão, Apple Pay, Google Pay) pelo ${p}`, it: (p) => `Dona online (carta, Apple Pay, Google Pay) tramite ${p}`
}

// Payment links of the organisation's own account, recalled from memory of Stripe Payment Links (donate.stripe.com and buy.stripe.com, about 2021 on), PayPal's hosted donate buttons (hosted_button_id), Mollie's payment links, SumUp's and Square's checkout links (square.link), used by small charities and clubs instead of a full donation platform: a donate button beside the existing payment details, those details left as they were.
const ownPaymentLink = benign("donate button to the organisation's own payment link (Stripe Payment Link, PayPal hosted button, Mollie, SumUp, Square) beside its existing payment details", (page, rng) => {
  const [provider, url] = pick(rng, [
    () => ["Stripe", `https://donate.stripe.com/${alnum(rng, 14)}`] as const,
    () => ["Stripe", `https://buy.stripe.com/${alnum(rng, 14)}`] as const,
    () => ["PayPal", `https://www.paypal.com/donate/?hosted_button_id=${upper(rng, 4)}${digits(rng, 3)}${upper(rng, 6)}`] as const,
    () => ["Mollie", `https://payment-links.mollie.com/payment/${alnum(rng, 22)}`] as const,
    () => ["SumUp", `https://pay.sumup.com/b2c/${upper(rng, 8)}`] as const,
    () => ["Square", `https://square.link/u/${alnum(rng, 8)}`] as const
  ])()
  const text = say(page, donateWords)(provider)
  const button = `<a class="${pick(rng, ["donate-button", "btn-donate", "button"])}" href="${esc(url)}" target="_blank" rel="noopener">${esc(text)}</a>`
  return splices(besideContact(page, button, pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")])))
})

const bankWords: Words<(p: string) => string> = {
  en: (p) => `Pay by bank: pay straight from your banking app, no card needed (powered by ${p})`, fr: (p) => `Payer par virement instantané depuis votre application bancaire, sans carte (service ${p})`,
  de: (p) => `Per Bank bezahlen: direkt aus Ihrer Banking-App, ohne Karte (über ${p})`, es: (p) => `Paga desde tu banco: directamente en la app de tu banco, sin tarjeta (con ${p})`,
  nl: (p) => `Betalen via je bank: rechtstreeks vanuit je bankapp, zonder kaart (via ${p})`, pt: (p) => `Pague pelo banco: direto do app do seu banco, sem cartão (com ${p})`, it: (p) => `Paga con il conto: direttamente dall'app della banca, senza carta (con ${p})`
}

// Open-banking payments, recalled from memory of Trustly's, TrueLayer's, Tink's, GoCardless's Instant Bank Pay and Volt's merchant documentation (about 2019–2025), where shops, utilities and charities add a "pay by bank" option beside cards: a button to the site's own checkout path for the provider, or to the provider's hosted payment link, with the provider named.
const payByBank = benign("'pay by bank' option from an open-banking provider (Trustly, TrueLayer, Tink, GoCardless, Volt) added beside the site's checkout or donation links, the provider named", (page, rng) => {
  const provider = pick(rng, ["Trustly", "TrueLayer", "Tink", "GoCardless", "Volt"])
  const href = provider === "GoCardless" && chance(rng, 0.6) ? `https://pay.gocardless.com/${pick(rng, ["AL", "BRT"])}${alnum(rng, 12).toUpperCase()}` : own(rng, page, `/${pick(rng, ["checkout", "pay", "donate"])}/${pick(rng, ["bank", "pay-by-bank", "open-banking"])}?provider=${provider.toLowerCase()}`)
  const line = `<a class="${pick(rng, ["pay-by-bank", "bank-pay", "button"])}" href="${esc(href)}">🏦 ${esc(say(page, bankWords)(provider))}</a>`
  return splices(chance(rng, 0.6) ? besideContact(page, line, slotAt(page.spots, "bottom")) : insert(someSpot(rng, page), `<p>${line}</p>`))
})

// Plugin updates, recalled from memory of how WordPress prints enqueued assets (id="<handle>-js", ?ver=, "<handle>-js-extra" and "-js-before" blocks, about 2019–2025) for Contact Form 7, WooCommerce, Elementor, WPForms and Jetpack (whose stats script comes from stats.wp.com): after a plugin is added or updated, its script and settings block appear, from the site's own plugins folder or the vendor's CDN.
const pluginUpdate = benign("plugin update: a new WordPress plugin script with its '…-js-extra' or '…-js-before' settings block, from the site's own plugins folder or the vendor's CDN", (page, rng) => {
  const o = origin(page)
  const p = (path: string) => own(rng, page, `/wp-content/plugins/${path}`)
  const tag = pick(rng, [
    () => { const v = `${pick(rng, ["5.9", "6.0", "6.1"])}.${between(rng, 1, 8)}`; return `<script src="${p(`contact-form-7/includes/swv/js/index.js?ver=${v}`)}" id="swv-js"></script><script id="contact-form-7-js-before">var wpcf7 = {"api":{"root":"${o}\\/wp-json\\/","namespace":"contact-form-7\\/v1"}};</script><script src="${p(`contact-form-7/includes/js/index.js?ver=${v}`)}" id="contact-form-7-js"></script>` },
    () => { const v = `${pick(rng, ["8", "9", "10"])}.${between(rng, 0, 9)}.${between(rng, 0, 3)}`; return `<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"View cart","cart_url":"${o}\\/cart\\/","is_cart":"","cart_redirect_after_add":"no"};</script><script src="${p(`woocommerce/assets/js/frontend/add-to-cart.min.js?ver=${v}`)}" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>` },
    () => { const v = `3.${between(rng, 20, 30)}.${between(rng, 0, 5)}`; return `<script src="${p(`elementor/assets/js/webpack.runtime.min.js?ver=${v}`)}" id="elementor-webpack-runtime-js"></script><script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"version":"${v}","urls":{"assets":"${o}\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};</script><script src="${p(`elementor/assets/js/frontend.min.js?ver=${v}`)}" id="elementor-frontend-js"></script>` },
    () => { const v = `1.${pick(rng, ["8", "9"])}.${between(rng, 0, 9)}.${between(rng, 0, 3)}`; return `<script src="${p(`wpforms-lite/assets/js/frontend/wpforms.min.js?ver=${v}`)}" id="wpforms-js"></script><script id="wpforms-js-extra">var wpforms_settings = {"val_required":"This field is required.","val_email":"Please enter a valid email address.","ajaxurl":"${o}\\/wp-admin\\/admin-ajax.php"};</script>` },
    () => { const v = `${between(rng, 12, 14)}.${between(rng, 0, 9)}`; return `<script src="https://stats.wp.com/e-${between(rng, 202501, 202652)}.js" id="jetpack-stats-js" data-wp-strategy="defer"></script><script id="jetpack-stats-js-after">_stq = window._stq || [];_stq.push([ "view", {"v":"ext","blog":"${digits(rng, 9)}","post":"0","tz":"${between(rng, -5, 2)}","srv":"${page.site.host}","j":"1:${v}"} ]);_stq.push([ "clickTrackerInit", "${digits(rng, 9)}", "0" ]);</script>` }
  ])()
  const css = chance(rng, 0.3) ? `<link rel="stylesheet" id="${pick(rng, ["contact-form-7", "woocommerce-general", "elementor-frontend", "wpforms-full"])}-css" href="${esc(p(`${pick(rng, ["contact-form-7/includes/css/styles.css", "woocommerce/assets/css/woocommerce.css", "elementor/assets/css/frontend.min.css"])}?ver=${ver(rng)}`))}" media="all">` : ""
  return splices(...(css === "" ? [] : [insert(head(page), css)]), insert(pick(rng, [bottom(page), head(page)]), tag))
})

const staffWords: Words<{ readonly staff: string; readonly mail: string; readonly intranet: string; readonly portal: string }> = {
  en: { staff: "Staff", mail: "Webmail", intranet: "Intranet", portal: "Staff portal" },
  fr: { staff: "Personnel", mail: "Messagerie", intranet: "Intranet", portal: "Espace agents" },
  de: { staff: "Mitarbeitende", mail: "Webmail", intranet: "Intranet", portal: "Mitarbeiterportal" },
  es: { staff: "Personal", mail: "Correo web", intranet: "Intranet", portal: "Portal del empleado" },
  nl: { staff: "Medewerkers", mail: "Webmail", intranet: "Intranet", portal: "Medewerkersportaal" },
  pt: { staff: "Colaboradores", mail: "Webmail", intranet: "Intranet", portal: "Portal do colaborador" },
  it: { staff: "Personale", mail: "Webmail", intranet: "Intranet", portal: "Area riservata dipendenti" }
}

// Staff links in the footer, recalled from memory of schools', councils', charities' and firms' footers (about 2005–2025) linking their own webmail (mail.<domain>, webmail.<domain> running Roundcube or Outlook on the web, outlook.office.com for Microsoft 365, mail.google.com/a/<domain> for Google Workspace), the intranet and a staff portal (often <tenant>.sharepoint.com).
const staffLinks = benign("staff webmail, intranet and portal links added to the footer (the organisation's own mail host, Outlook on the web, Google Workspace, its SharePoint tenant)", (page, rng) => {
  const w = say(page, staffWords)
  const d = page.site.domain
  const mail = pick(rng, [`https://mail.${d}/`, `https://webmail.${d}/`, "https://outlook.office.com/mail/", `https://mail.google.com/a/${d}`, `https://webmail.${d}/roundcube/`])
  const intranet = pick(rng, [`https://intranet.${d}/`, `https://${bare(page)}.sharepoint.com/sites/intranet`, `https://${bare(page)}.sharepoint.com/`, `https://portal.${d}/`])
  const items = [`<a href="${esc(mail)}">${esc(w.mail)}</a>`, `<a href="${esc(intranet)}">${esc(w.intranet)}</a>`, ...(chance(rng, 0.5) ? [`<a href="${esc(own(rng, page, pick(rng, ["/staff", "/intern", "/login/staff", "/espace-agents"])))}">${esc(w.portal)}</a>`] : [])]
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["staff-links", "footer-staff", "intern"])}"><small>${esc(w.staff)}: ${items.join(" · ")}</small></p>`))
})

/** Every fresh26 benign class, in a fixed order. */
export const fresh26Benigns: ReadonlyArray<ChangeClass> = [
  ownLanguageRedirect, mobileSubdomain, splitUrlTest,
  appInstallBanner, powCaptcha, gatedDownload, newsAlertTopics, botManager,
  adPartner, houseAd, sponsoredCard,
  downloadMirrors, nextRelease, installCommands, remoteSupport, ownApk, ownDownloadCounter, osPickedDownload,
  ownPaymentLink, payByBank, pluginUpdate, staffLinks
]

/**
 * Fresh36 benign classes: written during round 25, by someone who does not
 * read the engines, from the point of view of an incident responder at a
 * managed hosting company for small businesses, clinics, schools, churches
 * and non-profits (WordPress, Joomla, Drupal and site builders), as the
 * honest changes that fill the desk's change log and that a naive monitor
 * raises as alerts: plugin and theme updates that rename and re-version
 * asset URLs, a move to an image optimizer or CDN, a cookie-consent manager,
 * an accessibility widget, a chat or booking widget from a SaaS provider,
 * maps and review embeds, marketing pixels, captcha on forms, a form moved
 * to a form-builder service, a giving platform for donations, a livestream
 * embed, http links upgraded to https, a site-builder re-publish that
 * reshuffles classes and ids (the hard negatives: new hosts, scripts,
 * frames, forms and identifiers that belong to the organisation or a
 * well-known provider), and the ordinary ones: holiday hours, a new staff
 * member, updated prices, an events list, new payment options beside the
 * old one, a new phone line beside the old one, new social profiles, an
 * announcement bar, a document replaced by its new edition. Each varies
 * wording (in the page's own language), placement, dates, numbers and
 * providers with the rng. None sends a visitor, a form or a payment to a
 * party other than the organisation and well-known providers acting for it.
 * The writer had no internet access: vendors' snippet formats and URL
 * patterns are recalled from memory and may differ in detail. Scored in the
 * `fresh36` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, lineAfter, resolve, say, setAttr, shown, top } from "./classes.js"
import { type Page, priceRe, registrable } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import { type El, type Range, attrValue, insideRaw, rels } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh36", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
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
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const lowSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), bottom(page)])
const contactNeedles = (page: Page) => [page.ids.bank?.value ?? "", page.ids.email, page.ids.phone.intl, page.ids.phone.national].filter((s) => s !== "")
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const ver = (rng: Rng) => `${between(rng, 1, 9)}.${between(rng, 0, 12)}.${between(rng, 0, 20)}`
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
const slugOf = (s: string) => ascii(s).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")
/** Whether `url` (as written in the page) points at the site's own registrable domain. */
const isOwn = (page: Page, url: string): boolean => {
  const u = resolve(page, url)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
const attrOf = (e: El, name: string) => (e.attribs[name] ?? "").trim()
/** A heading with matching open and close tags. */
const h = (rng: Rng, text: string) => {
  const tag = pick(rng, ["h2", "h3", "h3", "h4"])
  return `<${tag}>${esc(text)}</${tag}>`
}

// ———————————————————————————— asset and host changes ————————————————————————————

/** `url` with its version query bumped to `v` (ver=, v= or version=), or one added. */
const reversioned = (url: string, v: string): string => {
  const hash = url.indexOf("#")
  const base = hash === -1 ? url : url.slice(0, hash)
  const tail = hash === -1 ? "" : url.slice(hash)
  if (/([?&])(ver|v|version)=[^&]*/.test(base)) return base.replace(/([?&])(ver|v|version)=[^&]*/, `$1$2=${v}`) + tail
  return `${base}${base.includes("?") ? "&" : "?"}ver=${v}${tail}`
}

// Plugin and theme updates (WordPress enqueues every script and stylesheet with ?ver= the plugin's or theme's version, and an update bumps them all, sometimes renaming a file to its minified build; Joomla and Drupal do the same with their own cache-busting queries): the site's own script and stylesheet URLs re-versioned, or a new own stylesheet from the updated theme.
const assetsReversioned = benign("fresh36-plugin-and-theme-update-re-versions-own-script-and-style-urls", (page, rng) => {
  const v = pick(rng, [ver(rng), ver(rng), String(1_700_000_000 + between(rng, 0, 60_000_000)), hex(rng, 8), hex(rng, 20)])
  const own = page.spots.elements.filter((e) => usable(page, e) && !e.inBody && ((e.name === "script" && attrOf(e, "src") !== "") || (e.name === "link" && rels(e).includes("stylesheet") && attrOf(e, "href") !== "")))
    .concat(page.spots.elements.filter((e) => usable(page, e) && e.inBody && e.name === "script" && attrOf(e, "src") !== ""))
    .filter((e) => isOwn(page, attrOf(e, e.name === "script" ? "src" : "href")))
  if (own.length === 0) {
    const theme = pick(rng, ["astra", "kadence", "generatepress", "oceanwp", "hello-elementor", "divi", "twentytwentyfour", "neve"])
    return splices(insert(head(page), `<link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/assets/css/${pick(rng, ["main", "style", "theme", "blocks"])}.min.css?ver=${v}" media="all">`))
  }
  const chosen = chance(rng, 0.6) ? own : sample(rng, own, Math.max(1, Math.ceil(own.length * (0.3 + 0.6 * rng()))))
  return splices(...chosen.map((e) => {
    const attr = e.name === "script" ? "src" : "href"
    let url = attrOf(e, attr)
    if (chance(rng, 0.25)) url = url.replace(/(?<!\.min)\.(js|css)(?=$|[?#])/, ".min.$1")
    return setAttr(page, e, attr, reversioned(url, v))
  }))
})

/** `url` of the site's own picture, as served through an image optimizer. */
const optimized = (page: Page, provider: number, acct: string, url: string, w: number): string => {
  const u = resolve(page, url)!
  const path = `${u.pathname}${u.search}`
  switch (provider) {
    case 0: return `https://i${w % 3}.wp.com/${u.host}${u.pathname}?${u.search === "" ? "" : u.search.slice(1) + "&"}w=${w}&ssl=1`
    case 1: return `${u.origin}/cdn-cgi/image/format=auto,width=${w},quality=80${path}`
    case 2: return `https://${acct}.b-cdn.net${path}`
    case 3: return `https://ik.imagekit.io/${acct}${path}${u.search === "" ? "?" : "&"}tr=w-${w}`
    case 4: return `https://${acct}.i.optimole.com/w:${w}/h:auto/q:mauto/${u.href}`
    default: return `https://cdn.shortpixel.ai/spai/q_lossy+ret_img+to_webp/${u.host}${path}`
  }
}

// Image optimizers and CDNs (Jetpack's Photon, Cloudflare Image Resizing, BunnyCDN, ImageKit, Optimole, ShortPixel Adaptive Images: installed by the owner or the agency to fix a slow site, they rewrite every picture of the site's own to the provider's host, the original address inside the new one): the site's own pictures rewritten for one provider.
const imagesOptimized = benign("fresh36-own-pictures-rewritten-to-image-optimizer-or-cdn-host", (page, rng) => {
  const provider = int(rng, 6)
  const acct = provider === 4 ? alnum(rng, 12) : `${bare(page)}${pick(rng, ["", "-media", "cdn", "-img"])}`
  const w = pick(rng, [480, 640, 768, 800, 1024, 1200])
  const imgs = page.spots.elements.filter((e) => e.name === "img" && e.inBody && usable(page, e) && attrOf(e, "src") !== "" && !/^data:/i.test(attrOf(e, "src")) && isOwn(page, attrOf(e, "src")) &&
    /\.(jpe?g|png|gif|webp|avif)$/i.test(resolve(page, attrOf(e, "src"))!.pathname))
  if (imgs.length === 0) {
    const host = ["i0.wp.com", origin(page).replace(/^https?:\/\//, ""), `${acct}.b-cdn.net`, "ik.imagekit.io", `${acct}.i.optimole.com`, "cdn.shortpixel.ai"][provider]!
    return splices(insert(head(page), `<link rel="preconnect" href="https://${host}"${chance(rng, 0.5) ? " crossorigin" : ""}><link rel="dns-prefetch" href="//${host}">`))
  }
  const out: Array<Splice> = []
  for (const e of imgs.slice(0, 80)) {
    out.push(setAttr(page, e, "src", optimized(page, provider, acct, attrOf(e, "src"), w)))
    const ss = attrOf(e, "srcset")
    if (ss !== "") {
      const next = ss.split(",").map((c) => {
        const [u, d] = c.trim().split(/\s+/, 2) as [string, string | undefined]
        return u !== undefined && u !== "" && isOwn(page, u) ? `${optimized(page, provider, acct, u, parseInt(d ?? String(w), 10) || w)}${d === undefined ? "" : " " + d}` : c.trim()
      }).join(", ")
      out.push(setAttr(page, e, "srcset", next))
    }
  }
  return { splices: out }
})

const cookieText: T<readonly [string, string, string, string, string]> = {
  en: ["We use cookies to make our website work and, with your consent, to measure visits and show relevant content.", "Accept all", "Reject", "Preferences", "Privacy policy"],
  fr: ["Nous utilisons des cookies pour le fonctionnement du site et, avec votre accord, pour mesurer l'audience et vous proposer des contenus adaptés.", "Tout accepter", "Refuser", "Personnaliser", "Politique de confidentialité"],
  de: ["Wir verwenden Cookies, damit unsere Website funktioniert, und mit Ihrer Einwilligung zur Reichweitenmessung und für passende Inhalte.", "Alle akzeptieren", "Ablehnen", "Einstellungen", "Datenschutzerklärung"],
  es: ["Utilizamos cookies para que nuestra web funcione y, con su consentimiento, para medir las visitas y mostrar contenido relevante.", "Aceptar todo", "Rechazar", "Configurar", "Política de privacidad"],
  nl: ["Wij gebruiken cookies om onze website te laten werken en, met uw toestemming, om bezoek te meten en relevante inhoud te tonen.", "Alles accepteren", "Weigeren", "Voorkeuren", "Privacyverklaring"],
  pt: ["Usamos cookies para o funcionamento do site e, com o seu consentimento, para medir visitas e mostrar conteúdo relevante.", "Aceitar todos", "Rejeitar", "Preferências", "Política de privacidade"],
  it: ["Utilizziamo i cookie per il funzionamento del sito e, con il tuo consenso, per misurare le visite e mostrare contenuti pertinenti.", "Accetta tutti", "Rifiuta", "Preferenze", "Informativa sulla privacy"]
}
const privacyPath: T<ReadonlyArray<string>> = {
  en: ["/privacy-policy/", "/privacy", "/cookie-policy/"], fr: ["/politique-de-confidentialite/", "/mentions-legales/", "/cookies/"], de: ["/datenschutz/", "/datenschutzerklaerung/"], es: ["/politica-de-privacidad/", "/politica-de-cookies/"],
  nl: ["/privacyverklaring/", "/privacy/", "/cookiebeleid/"], pt: ["/politica-de-privacidade/", "/privacidade/"], it: ["/privacy-policy/", "/cookie-policy/", "/informativa-privacy/"]
}

// A new cookie-consent manager (a GDPR complaint or a Google consent-mode deadline sends the owner to CookieYes, Complianz, Termly or Cookie Notice): the vendor's script in the head and its banner at the end of the body, in the site's language, linking to the site's own policy.
const consentManager = benign("fresh36-cookie-consent-manager-script-and-banner-in-site-language", (page, rng) => {
  const [text, acc, rej, prefs, pol] = say(page, cookieText)
  const script = pick(rng, [
    () => `<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/${hex(rng, 32)}/script.js"></script>`,
    () => `<script src="/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=${ver(rng)}" defer></script>`,
    () => `<script type="text/javascript" src="https://app.termly.io/resource-blocker/${uuid(rng)}?autoBlock=on"></script>`,
    () => `<script src="/wp-content/plugins/cookie-notice/js/front.min.js?ver=2.${between(rng, 4, 5)}.${between(rng, 0, 20)}" id="cookie-notice-front-js"></script>`
  ])()
  const id = pick(rng, ["cookie-notice", "cmplz-cookiebanner", "cky-consent", "termly-banner", "cookie-law-info-bar"])
  const banner = `<div id="${id}" role="dialog" aria-live="polite" class="${pick(rng, ["cookie-banner", "cmplz-cookiebanner banner-1", "cky-consent-container cky-box-bottom-left", "cn-bottom"])}"><p>${esc(text)} <a href="${esc(pick(rng, say(page, privacyPath)))}">${esc(pol)}</a></p><button type="button" class="${pick(rng, ["accept", "cky-btn-accept", "cmplz-accept"])}">${esc(acc)}</button> <button type="button" class="${pick(rng, ["reject", "cky-btn-reject", "cmplz-deny"])}">${esc(rej)}</button> <button type="button" class="prefs">${esc(prefs)}</button></div>`
  return splices(insert(head(page), script), insert(bottom(page), banner))
})

const a11yPath: T<string> = { en: "/accessibility-statement/", fr: "/accessibilite/", de: "/barrierefreiheit/", es: "/accesibilidad/", nl: "/toegankelijkheid/", pt: "/acessibilidade/", it: "/accessibilita/" }
const a11yLabel: T<string> = { en: "Accessibility statement", fr: "Déclaration d'accessibilité", de: "Erklärung zur Barrierefreiheit", es: "Declaración de accesibilidad", nl: "Toegankelijkheidsverklaring", pt: "Declaração de acessibilidade", it: "Dichiarazione di accessibilità" }

// Accessibility widgets (schools, councils, clinics and churches add UserWay, accessiBe, Equally AI or the One Click Accessibility plugin after a complaint or before a tender, often with a footer link to an accessibility statement): the vendor's loader and sometimes the link.
const a11yWidget = benign("fresh36-accessibility-overlay-widget-loader-with-statement-link", (page, rng) => {
  const lang = page.site.locale.lang
  const script = pick(rng, [
    () => `<script src="https://cdn.userway.org/widget.js" data-account="${alnum(rng, 10)}"></script>`,
    () => `<script>(function(){var s=document.createElement("script"),h=document.querySelector("head")||document.body;s.src="https://acsbapp.com/apps/app/dist/js/app.js";s.async=true;s.onload=function(){acsbJS.init({statementLink:"",footerHtml:"",hideMobile:false,hideTrigger:false,language:"${lang}",position:"${pick(rng, ["right", "left"])}",leadColor:"#146FF8",triggerColor:"#146FF8"})};h.appendChild(s)})();</script>`,
    () => `<script>window.EQUALLY_AI_API_KEY="${alnum(rng, 24)}",intervalId=setInterval(function(){window.EquallyAi&&(clearInterval(intervalId),window.EquallyAi=new EquallyAi)},500);</script><script src="https://widget.equally.ai/equally-widget.min.js" async></script>`,
    () => `<script src="/wp-content/plugins/pojo-accessibility/assets/js/app.min.js?ver=${ver(rng)}" id="pojo-a11y-js"></script>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), script)]
  if (chance(rng, 0.6)) out.push(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), `<p class="a11y-link"><a href="${a11yPath[lang]}">${esc(a11yLabel[lang])}</a></p>`))
  return { splices: out }
})

// Live-chat widgets from SaaS providers (Tidio, tawk.to, Crisp, Smartsupp, LiveChat: a receptionist or the owner answers visitors' questions from a phone app): the provider's published snippet at the end of the body, with the site's account id.
const chatWidget = benign("fresh36-live-chat-widget-snippet-from-saas-provider", (page, rng) => {
  const snippet = pick(rng, [
    () => `<script src="//code.tidio.co/${alnum(rng, 32)}.js" async></script>`,
    () => `<script type="text/javascript">var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src="https://embed.tawk.to/${hex(rng, 24)}/${pick(rng, ["default", "1" + alnum(rng, 8)])}";s1.charset="UTF-8";s1.setAttribute("crossorigin","*");s0.parentNode.insertBefore(s1,s0)})();</script>`,
    () => `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="${uuid(rng)}";(function(){var d=document,s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s)})();</script>`,
    () => `<script type="text/javascript">var _smartsupp=_smartsupp||{};_smartsupp.key="${hex(rng, 40)}";window.smartsupp||(function(d){var s,c,o=smartsupp=function(){o._.push(arguments)};o._=[];s=d.getElementsByTagName("script")[0];c=d.createElement("script");c.type="text/javascript";c.charset="utf-8";c.async=true;c.src="https://www.smartsuppchat.com/loader.js?";s.parentNode.insertBefore(c,s)})(document);</script>`,
    () => `<script>window.__lc=window.__lc||{};window.__lc.license=${digits(rng, 8)};(function(n,t,c){var e=t.createElement("script");e.async=!0;e.type="text/javascript";e.src="https://cdn.livechatinc.com/tracking.js";t.head.appendChild(e)})(window,document);</script><noscript><a href="https://www.livechat.com/chat-with/${digits(rng, 8)}/" rel="nofollow">Chat with us</a></noscript>`
  ])()
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page)]), snippet))
})

const bookHeading: T<ReadonlyArray<string>> = {
  en: ["Book an appointment", "Book online", "Schedule a visit"], fr: ["Prendre rendez-vous", "Réserver en ligne"], de: ["Termin vereinbaren", "Online-Terminbuchung"], es: ["Pide tu cita", "Reserva online"],
  nl: ["Maak een afspraak", "Online afspraak maken"], pt: ["Agende seu horário", "Agendamento online"], it: ["Prenota un appuntamento", "Prenotazione online"]
}

// Booking widgets from scheduling providers (Calendly, Acuity, SimplyBook.me, Setmore, Jane App; Doctolib in France and Germany: the practice's own account page embedded or linked with the provider's code, replacing the "call us to book" line): a heading and the widget.
const bookingWidget = benign("fresh36-online-booking-widget-from-scheduling-provider-for-own-account", (page, rng) => {
  const b = bare(page)
  const c = page.site.locale.country
  const widget = pick(rng, [
    () => `<div class="calendly-inline-widget" data-url="https://calendly.com/${b}/${pick(rng, ["30min", "consultation", "appointment", "intro-call"])}" style="min-width:320px;height:${between(rng, 600, 760)}px;"></div><script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>`,
    () => `<iframe src="https://app.acuityscheduling.com/schedule.php?owner=${digits(rng, 8)}" title="Schedule Appointment" width="100%" height="800" frameborder="0"></iframe><script src="https://embed.acuityscheduling.com/js/embed.js" type="text/javascript"></script>`,
    () => `<script src="//widget.simplybook.me/v2/widget/widget.js" type="text/javascript"></script><script type="text/javascript">var widget=new SimplybookWidget({"widget_type":"iframe","url":"https:\\/\\/${b}.simplybook.me","theme":"default","timeline":"modern_week","datepicker":"top_calendar"});</script>`,
    () => `<a href="https://${b}.setmore.com" class="setmore-button"><img border="none" src="https://assets.setmore.com/setmore/images/2.0/Settings/book-now-blue.svg" alt="Book an appointment with ${esc(brandName(page))} using Setmore"></a>`,
    () => `<p><a class="button" href="https://${b}.janeapp.com/">${esc(pick(rng, say(page, bookHeading)))}</a></p>`,
    () => c === "fr" || c === "de" ? `<p><a href="https://www.doctolib.${c}/${pick(rng, c === "fr" ? ["cabinet-medical", "kinesitherapeute", "dentiste"] : ["praxis", "zahnarztpraxis", "physiotherapie"])}/${pick(rng, c === "fr" ? ["paris", "lyon", "nantes"] : ["berlin", "muenchen", "koeln"])}/${b}"><img src="https://pro.doctolib.${c}/external_button/doctolib-white-transparent.png" alt="Doctolib" style="height:40px"></a></p>` : `<div class="calendly-inline-widget" data-url="https://calendly.com/${b}" style="min-width:320px;height:700px;"></div><script src="https://assets.calendly.com/assets/external/widget.js" async></script>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<section class="${pick(rng, ["booking", "appointments", "wp-block-group"])}">${h(rng, pick(rng, say(page, bookHeading)))}${widget}</section>`))
})

const mapWords: T<readonly [string, string]> = {
  en: ["How to find us", "Get directions"], fr: ["Nous trouver", "Itinéraire"], de: ["So finden Sie uns", "Route planen"], es: ["Cómo llegar", "Cómo llegar"],
  nl: ["Route", "Routebeschrijving"], pt: ["Como chegar", "Ver rota"], it: ["Dove siamo", "Indicazioni stradali"]
}
const centre: Readonly<Record<string, readonly [number, number]>> = {
  us: [39.8, -98.6], uk: [52.5, -1.5], fr: [46.6, 2.4], de: [51.1, 10.4], es: [40.4, -3.7], nl: [52.2, 5.3], au: [-33.8, 151.0], in: [19.0, 72.8], br: [-23.5, -46.6], it: [41.9, 12.5]
}

// Maps embeds (a "find us" block with a Google Maps embed or an OpenStreetMap frame, added when a practice or church moves or when a site builder's template offers it; a new iframe from a big provider): a heading, the map and sometimes a directions link.
const mapEmbed = benign("fresh36-find-us-map-embed-from-google-maps-or-openstreetmap", (page, rng) => {
  const [lat0, lng0] = centre[page.site.locale.country] ?? [48.8, 2.3]
  const lat = (lat0 + (rng() - 0.5) * 2).toFixed(6)
  const lng = (lng0 + (rng() - 0.5) * 2).toFixed(6)
  const [head2, dir] = say(page, mapWords)
  const q = encodeURIComponent(brandName(page))
  const frame = pick(rng, [
    () => `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${between(rng, 1000, 9000)}.${digits(rng, 3)}!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x${hex(rng, 16)}%3A0x${hex(rng, 16)}!2s${q}!5e0!3m2!1s${page.site.locale.lang}!2s${page.site.locale.country}!4v${digits(rng, 13)}!5m2!1s${page.site.locale.lang}!2s${page.site.locale.country}" width="${pick(rng, ["600", "100%"])}" height="${between(rng, 300, 450)}" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
    () => `<iframe src="https://www.google.com/maps/embed/v1/place?key=AIza${alnum(rng, 35)}&amp;q=${q}" width="100%" height="${between(rng, 300, 450)}" style="border:0" loading="lazy" allowfullscreen></iframe>`,
    () => `<iframe width="100%" height="${between(rng, 300, 400)}" src="https://www.openstreetmap.org/export/embed.html?bbox=${(Number(lng) - 0.01).toFixed(4)}%2C${(Number(lat) - 0.005).toFixed(4)}%2C${(Number(lng) + 0.01).toFixed(4)}%2C${(Number(lat) + 0.005).toFixed(4)}&amp;layer=mapnik&amp;marker=${lat}%2C${lng}" style="border:1px solid #ccc"></iframe>`
  ])()
  const link = chance(rng, 0.5) ? `<p><a href="https://www.google.com/maps/dir/?api=1&amp;destination=${lat},${lng}">${esc(dir)}</a></p>` : ""
  return splices(insert(lowSpot(rng, page), `<div class="${pick(rng, ["map", "location", "wp-block-embed", "find-us"])}">${h(rng, head2)}${frame}${link}</div>`))
})

const reviewWords: T<readonly [string, ReadonlyArray<string>]> = {
  en: ["What our clients say", ["Friendly staff and always on time.", "Very professional, I felt well looked after.", "Highly recommended, thank you to the whole team!", "Easy to book and great service."]],
  fr: ["L'avis de nos clients", ["Équipe accueillante et toujours à l'heure.", "Très professionnel, je me suis senti bien pris en charge.", "Je recommande vivement, merci à toute l'équipe !"]],
  de: ["Das sagen unsere Kunden", ["Freundliches Team und immer pünktlich.", "Sehr professionell, ich habe mich gut aufgehoben gefühlt.", "Absolut empfehlenswert, danke an das ganze Team!"]],
  es: ["Lo que dicen nuestros clientes", ["Personal amable y siempre puntual.", "Muy profesionales, me sentí muy bien atendido.", "¡Muy recomendable, gracias a todo el equipo!"]],
  nl: ["Wat onze klanten zeggen", ["Vriendelijk team en altijd op tijd.", "Zeer professioneel, ik voelde me goed geholpen.", "Echt een aanrader, dank aan het hele team!"]],
  pt: ["O que dizem nossos clientes", ["Equipe simpática e sempre pontual.", "Muito profissionais, me senti muito bem atendido.", "Recomendo muito, obrigado a toda a equipe!"]],
  it: ["Dicono di noi", ["Personale cordiale e sempre puntuale.", "Molto professionali, mi sono sentito seguito.", "Consigliatissimo, grazie a tutto il team!"]]
}
const reviewerNames = ["Sarah M.", "David K.", "Laura B.", "Marco R.", "Anna S.", "Pieter V.", "Julie D.", "Thomas W.", "Ana P.", "Priya N."]

// Review widgets (Elfsight, Trustindex, Trustpilot's TrustBox, or a Google-reviews plugin that prints the latest reviews as static quotes): a heading and the widget, or a few quotes with stars.
const reviewsWidget = benign("fresh36-customer-reviews-widget-or-google-review-quotes", (page, rng) => {
  const [title, quotes] = say(page, reviewWords)
  const body = pick(rng, [
    () => `<script src="https://static.elfsight.com/platform/platform.js" async></script><div class="elfsight-app-${uuid(rng)}" data-elfsight-app-lazy></div>`,
    () => `<script defer async src="https://cdn.trustindex.io/loader.js?${hex(rng, 25)}"></script>`,
    () => `<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script><div class="trustpilot-widget" data-locale="${page.site.locale.lang}-${page.site.locale.country.toUpperCase()}" data-template-id="${hex(rng, 24)}" data-businessunit-id="${hex(rng, 24)}" data-style-height="${between(rng, 24, 140)}px" data-style-width="100%"><a href="https://www.trustpilot.com/review/${page.site.domain}" target="_blank" rel="noopener">Trustpilot</a></div>`,
    () => `<div class="wp-google-reviews">${sample(rng, quotes, Math.min(quotes.length, between(rng, 2, 3))).map((q) => `<blockquote><p>${"★".repeat(between(rng, 4, 5))} ${esc(q)}</p><cite>${esc(pick(rng, reviewerNames))}</cite></blockquote>`).join("")}</div>`
  ])()
  return splices(insert(lowSpot(rng, page), `<section class="${pick(rng, ["reviews", "testimonials", "ti-widget-container"])}">${h(rng, title)}${body}</section>`))
})

// ———————————————————————————— notices and content ————————————————————————————

const holidayText: T<ReadonlyArray<string>> = {
  en: ["Holiday hours: we are closed from {a} to {b}. We reopen on {c} at the usual times. In an emergency please call your out-of-hours service.", "Please note our opening hours over the holidays: {a}, 9:00–13:00; closed {b}; normal hours from {c}."],
  fr: ["Fermeture pour congés du {a} au {b}. Réouverture le {c} aux horaires habituels.", "Horaires pendant les fêtes : le {a}, 9 h – 13 h ; fermé le {b} ; horaires habituels dès le {c}."],
  de: ["Betriebsferien: Vom {a} bis {b} bleibt unsere Praxis geschlossen. Ab dem {c} sind wir wieder zu den gewohnten Zeiten für Sie da.", "Öffnungszeiten an den Feiertagen: {a} 9–13 Uhr; {b} geschlossen; ab {c} wie gewohnt."],
  es: ["Vacaciones: permaneceremos cerrados del {a} al {b}. Reabrimos el {c} en el horario habitual.", "Horario festivo: {a}, de 9:00 a 13:00; cerrado el {b}; horario habitual desde el {c}."],
  nl: ["Vakantiesluiting: wij zijn gesloten van {a} tot en met {b}. Vanaf {c} zijn we weer op de gewone tijden geopend.", "Openingstijden rond de feestdagen: {a} 9.00–13.00 uur; {b} gesloten; vanaf {c} normale tijden."],
  pt: ["Férias coletivas: estaremos fechados de {a} a {b}. Reabrimos em {c} no horário normal.", "Horário de feriado: {a}, das 9h às 13h; fechado em {b}; horário normal a partir de {c}."],
  it: ["Chiusura per ferie dal {a} al {b}. Riapriamo il {c} con i consueti orari.", "Orari festivi: {a} 9:00–13:00; chiuso il {b}; orario consueto dal {c}."]
}

// Holiday and closure notices (every December, August and Easter the desk sees the same notice on hundreds of clinic, school and shop sites): one notice with concrete dates in the site's language, at the top or in the content.
const holidayNotice = benign("fresh36-holiday-closure-and-reopening-dates-notice", (page, rng) => {
  const d = someDate(rng)
  const len = between(rng, 2, 14)
  const text = fill(pick(rng, say(page, holidayText)), { a: dateIn(page, d), b: dateIn(page, d, len), c: dateIn(page, d, len + 1) })
  const html = `<div class="${pick(rng, ["notice", "holiday-notice", "alert alert-info", "wp-block-group has-background"])}"><p>${esc(text)}</p></div>`
  return splices(insert(blockSpot(rng, page), html))
})

const staffText: T<readonly [string, ReadonlyArray<string>]> = {
  en: ["We are delighted to welcome {N}, our new {R}, who joins the team on {d}.", ["physiotherapist", "dental hygienist", "practice manager", "Year 3 teacher", "youth pastor", "volunteer coordinator", "nurse practitioner", "office administrator"]],
  fr: ["Nous avons le plaisir d'accueillir {N}, qui rejoint notre équipe en tant que {R} à partir du {d}.", ["kinésithérapeute", "assistante dentaire", "secrétaire médicale", "professeur des écoles", "coordinatrice des bénévoles", "infirmière"]],
  de: ["Wir freuen uns, {N} ab dem {d} als {R} in unserem Team zu begrüßen.", ["Physiotherapeutin", "Zahnmedizinische Fachangestellte", "Praxismanagerin", "Klassenlehrer", "Gemeindereferentin", "Ehrenamtskoordinator"]],
  es: ["Damos la bienvenida a {N}, que se incorpora al equipo como {R} el {d}.", ["fisioterapeuta", "higienista dental", "responsable de administración", "profesor de primaria", "coordinador de voluntariado"]],
  nl: ["Wij heten {N} van harte welkom als onze nieuwe {R}; {N} begint op {d}.", ["fysiotherapeut", "mondhygiënist", "praktijkmanager", "leerkracht groep 5", "vrijwilligerscoördinator", "doktersassistent"]],
  pt: ["Damos as boas-vindas a {N}, que se junta à equipe como {R} em {d}.", ["fisioterapeuta", "higienista dental", "gerente administrativo", "professor", "coordenador de voluntários"]],
  it: ["Diamo il benvenuto a {N}, che entra nel team come {R} dal {d}.", ["fisioterapista", "igienista dentale", "responsabile di segreteria", "insegnante", "coordinatore dei volontari"]]
}
const staffNames = ["Dr. Emily Carter", "Sophie Martin", "Lukas Becker", "Lucía Romero", "Sanne de Groot", "Beatriz Costa", "Giulia Ferri", "James O'Neill", "Aisha Rahman", "Tom Hendriks", "Claire Dubois", "Marta Nowak"]

// Staff changes (the team page and the home page's "news" box announcing a new clinician, teacher, pastor or coordinator with a portrait from the site's own uploads): one welcome block.
const newStaff = benign("fresh36-new-staff-member-welcome-with-portrait-from-own-uploads", (page, rng) => {
  const [tpl, roles] = say(page, staffText)
  const N = pick(rng, staffNames)
  const d = someDate(rng)
  const text = fill(tpl, { N, R: pick(rng, roles), d: dateIn(page, d) })
  const img = `${pick(rng, ["", origin(page)])}${pick(rng, [`/wp-content/uploads/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/`, "/images/team/", "/media/staff/", "/sites/default/files/styles/portrait/public/"])}${slugOf(N)}${pick(rng, ["", "-300x300", "-scaled"])}.${pick(rng, ["jpg", "jpeg", "webp"])}`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), slotAt(page.spots, "bottom")]), `<div class="${pick(rng, ["team-member", "staff-news", "wp-block-media-text", "news-item"])}"><img src="${esc(img)}" alt="${esc(N)}" width="${pick(rng, [150, 200, 300])}" height="${pick(rng, [150, 200, 300])}"><p>${esc(text)}</p></div>`))
})

/** `s` with its first amount raised by the factor `f`, in the same notation; null if nothing changes. */
const raised = (s: string, f: number): string | null => {
  const m = /(\d{1,3}(?:([,.\u00a0\u202f])\d{3})+|\d{1,6})(?:([.,])(\d{2}))?/.exec(s)
  if (m === null) return null
  const sep = m[2]
  const intPart = m[1]!.replace(/\D/g, "")
  const cents = m[4]
  const value = Number(intPart) + (cents === undefined ? 0 : Number(cents) / 100)
  if (!(value > 0)) return null
  const group = (i: string) => (sep === undefined ? i : i.replace(/\B(?=(\d{3})+$)/g, sep))
  let out: string
  if (cents !== undefined) {
    const nv = Math.max(Math.round(value * f * 100) / 100, value + 0.01)
    const [i, c] = nv.toFixed(2).split(".") as [string, string]
    out = `${group(i)}${m[3]}${c}`
  } else {
    out = group(String(Math.max(Math.round(value * f), Math.floor(value) + 1)))
  }
  return out === m[0] ? null : s.slice(0, m.index) + out + s.slice(m.index + m[0].length)
}
const validFrom: T<string> = { en: "Prices valid from {d}.", fr: "Tarifs en vigueur à partir du {d}.", de: "Preise gültig ab {d}.", es: "Precios vigentes desde el {d}.", nl: "Prijzen geldig vanaf {d}.", pt: "Preços válidos a partir de {d}.", it: "Prezzi validi dal {d}." }

// Price-list updates (a yearly rise of a few per cent on a clinic's fees, a school's lunch prices, a shop's products or a club's memberships, edited in place): up to a dozen shown prices raised by three to twelve per cent in the same notation, sometimes with a "prices valid from" line.
const pricesRaised = benign("fresh36-price-list-raised-by-a-few-per-cent-in-same-notation", (page, rng) => {
  const f = 1 + between(rng, 3, 12) / 100
  const re = new RegExp(priceRe.source, "g")
  const out: Array<Splice> = []
  let firstRun: string | null = null
  for (const t of page.spots.texts) {
    if (out.length >= 12) break
    if (rawInside(page, t)) continue
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      if (out.length >= 12) break
      const next = raised(m[0], f)
      if (next === null) continue
      out.push(replace({ start: t.start + m.index!, end: t.start + m.index! + m[0].length }, next))
      firstRun ??= t.text.trim()
    }
  }
  if (out.length === 0) return splices(insert(lowSpot(rng, page), `<p class="price-note">${esc(fill(say(page, validFrom), { d: dateIn(page, someDate(rng)) }))}</p>`))
  if (firstRun !== null && chance(rng, 0.4)) {
    const l = lineAfter(page, firstRun)
    if (l !== null && !out.some((s) => s.at <= l.at && s.at + s.remove > l.at)) out.push(insert(l.at, l.wrap(`<em>${esc(fill(say(page, validFrom), { d: dateIn(page, someDate(rng)) }))}</em>`)))
  }
  return { splices: out }
})

const eventWords: T<readonly [string, ReadonlyArray<string>, string]> = {
  en: ["Upcoming events", ["Open day", "Parents' evening", "Family service and lunch", "Flu vaccination clinic", "Volunteer information evening", "Summer fair", "Choir concert", "First aid course"], "More details"],
  fr: ["Agenda", ["Journée portes ouvertes", "Réunion parents-professeurs", "Messe des familles", "Journée de vaccination contre la grippe", "Réunion d'information bénévoles", "Kermesse", "Concert de la chorale"], "En savoir plus"],
  de: ["Termine", ["Tag der offenen Tür", "Elternabend", "Familiengottesdienst", "Grippeschutzimpfung", "Infoabend für Ehrenamtliche", "Sommerfest", "Chorkonzert"], "Details"],
  es: ["Próximos eventos", ["Jornada de puertas abiertas", "Reunión de padres", "Misa familiar", "Jornada de vacunación antigripal", "Charla para voluntarios", "Fiesta de verano", "Concierto del coro"], "Más información"],
  nl: ["Agenda", ["Open dag", "Ouderavond", "Gezinsviering", "Griepprikdag", "Informatieavond vrijwilligers", "Zomerfeest", "Koorconcert"], "Meer informatie"],
  pt: ["Próximos eventos", ["Dia de portas abertas", "Reunião de pais", "Missa em família", "Campanha de vacinação", "Encontro de voluntários", "Festa junina", "Concerto do coral"], "Saiba mais"],
  it: ["Prossimi eventi", ["Open day", "Colloqui con i genitori", "Messa delle famiglie", "Giornata della vaccinazione antinfluenzale", "Incontro per volontari", "Festa d'estate", "Concerto del coro"], "Dettagli"]
}

const eventPaths: T<ReadonlyArray<string>> = {
  en: ["/events/", "/event/", "/calendar/"], fr: ["/agenda/", "/evenements/"], de: ["/termine/", "/veranstaltungen/"], es: ["/agenda/", "/eventos/"], nl: ["/agenda/", "/activiteiten/"], pt: ["/agenda/", "/eventos/"], it: ["/eventi/", "/agenda/"]
}

// Event calendars (a church's services, a school's open days, a clinic's vaccination days, a club's fixtures; The Events Calendar and similar plugins print an "upcoming events" list on the home page): three to five events with dates, times and links to their own pages on the site.
const eventsList = benign("fresh36-upcoming-events-list-with-dates-and-own-event-pages", (page, rng) => {
  const [title, events, more] = say(page, eventWords)
  const start = someDate(rng)
  let offset = 0
  const base = pick(rng, say(page, eventPaths))
  const items = sample(rng, events, between(rng, 3, Math.min(5, events.length))).map((e) => {
    offset += between(rng, 2, 21)
    const time = `${between(rng, 8, 19)}:${pick(rng, ["00", "30", "15"])}`
    return `<li><time>${esc(dateIn(page, start, offset))}</time>, ${time} – <a href="${base}${slugOf(e)}/">${esc(e)}</a></li>`
  })
  const link = chance(rng, 0.5) ? `<p><a href="${base}">${esc(more)}</a></p>` : ""
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), slotAt(page.spots, "top")]), `<aside class="${pick(rng, ["tribe-events-widget", "upcoming-events", "events-list"])}">${h(rng, title)}<ul>${items.join("")}</ul>${link}</aside>`))
})

// ———————————————————————————— contact and payment lines ————————————————————————————

const methodsBy: Readonly<Record<string, ReadonlyArray<string>>> = {
  us: ["Apple Pay", "Google Pay", "contactless cards", "Zelle for Business", "HSA/FSA cards"], uk: ["Apple Pay", "Google Pay", "contactless cards", "Pay by Bank"], au: ["Apple Pay", "Google Pay", "EFTPOS", "PayID"],
  in: ["UPI", "RuPay", "Paytm", "Google Pay"], fr: ["Apple Pay", "Google Pay", "Carte Bancaire sans contact", "Lydia Pro", "chèques vacances"], de: ["Apple Pay", "Google Pay", "girocard kontaktlos", "PayPal", "Klarna"],
  es: ["Apple Pay", "Google Pay", "Bizum", "tarjeta sin contacto"], nl: ["iDEAL", "Apple Pay", "pinnen", "Tikkie"], br: ["PIX", "cartão de débito", "Apple Pay", "boleto"], it: ["Satispay", "Apple Pay", "Google Pay", "bancomat contactless"]
}
const methodsText: T<string> = {
  en: "New: you can now also pay with {M}.", fr: "Nouveau : vous pouvez désormais aussi payer par {M}.", de: "Neu: Sie können jetzt auch mit {M} bezahlen.", es: "Novedad: ahora también puede pagar con {M}.",
  nl: "Nieuw: u kunt nu ook betalen met {M}.", pt: "Novidade: agora você também pode pagar com {M}.", it: "Novità: ora puoi pagare anche con {M}."
}
const orWord: T<string> = { en: "and", fr: "et", de: "und", es: "y", nl: "en", pt: "e", it: "e" }

// New payment options added beside the old one (a clinic or school taking card and wallet payments at the desk, a shop adding the national instant-payment method; the existing bank line and handle stay): one line beside the payment or contact lines, no account or handle in it.
const paymentOptions = benign("fresh36-new-payment-methods-listed-beside-existing-payment-line", (page, rng) => {
  const ms = sample(rng, methodsBy[page.site.locale.country] ?? methodsBy.uk!, between(rng, 1, 3))
  const M = ms.length === 1 ? ms[0]! : `${ms.slice(0, -1).join(", ")} ${orWord[page.site.locale.lang]} ${ms[ms.length - 1]}`
  const text = esc(fill(say(page, methodsText), { M }))
  const needles = [page.ids.pay?.shown ?? "", ...contactNeedles(page)].filter((s) => s !== "")
  return splices(lineBeside(page, needles, text, slotAt(page.spots, "bottom")))
})

const lineLabels: T<ReadonlyArray<string>> = {
  en: ["Appointments line", "Billing enquiries", "School office (direct line)", "Prescription line", "Bookings and events"], fr: ["Ligne rendez-vous", "Service facturation", "Secrétariat (ligne directe)", "Réservations"],
  de: ["Terminvereinbarung", "Abrechnung", "Sekretariat (Durchwahl)", "Rezepttelefon"], es: ["Línea de citas", "Facturación", "Secretaría (línea directa)", "Reservas"],
  nl: ["Afsprakenlijn", "Facturen en betalingen", "Administratie (direct)", "Receptenlijn"], pt: ["Agendamentos", "Financeiro", "Secretaria (linha direta)", "Reservas"], it: ["Linea prenotazioni", "Ufficio amministrativo", "Segreteria (linea diretta)", "Prenotazioni eventi"]
}

// A second phone line beside the main one (a practice adding an appointments or billing line on the same exchange, the main number unchanged): one line with the new number in the site's national format as a tel: link, right after the phone line.
const secondLine = benign("fresh36-second-phone-line-added-beside-unchanged-main-number", (page, rng) => {
  const p = page.ids.phone
  const n = swapPhone(page.site.locale, p, rng)
  const label = pick(rng, say(page, lineLabels))
  const html = `${esc(label)}: <a href="tel:${n.tel}">${esc(n.national)}</a>`
  return splices(lineBeside(page, [p.national, p.intl, page.ids.email], html, slotAt(page.spots, "bottom")))
})

const givingText: T<ReadonlyArray<string>> = {
  en: ["Give online", "Donate securely online", "Support our work online"], fr: ["Faire un don en ligne", "Soutenez-nous en ligne"], de: ["Online spenden", "Jetzt online unterstützen"], es: ["Dona online", "Colabora en línea"],
  nl: ["Online doneren", "Steun ons online"], pt: ["Doe online", "Contribua online"], it: ["Dona online", "Sostienici online"]
}

// Giving platforms (churches and charities moving their donations to Donorbox, Tithe.ly, Planning Center Giving, JustGiving, HelloAsso, betterplace or PayPal's hosted donate page under their own account; the bank line stays for transfers): a donate button to the organisation's own page on the platform.
const givingPlatform = benign("fresh36-online-giving-button-to-own-page-on-donation-platform", (page, rng) => {
  const b = bare(page)
  const c = page.site.locale.country
  const url = pick(rng, [
    `https://donorbox.org/${b}${pick(rng, ["", "-donation", "-appeal"])}`, `https://${b}.churchcenter.com/giving`, `https://tithe.ly/give?c=${digits(rng, 7)}`,
    `https://www.paypal.com/donate/?hosted_button_id=${upper(rng, 13)}`,
    c === "uk" ? `https://www.justgiving.com/${b}` : c === "fr" ? `https://www.helloasso.com/associations/${b}/formulaires/1` : c === "de" ? `https://www.betterplace.org/de/organisations/${digits(rng, 5)}-${b}` : `https://donorbox.org/${b}`
  ])
  const btn = `<a class="${pick(rng, ["button", "btn btn-primary", "wp-block-button__link"])}" href="${esc(url)}">${esc(pick(rng, say(page, givingText)))}</a>`
  return splices(chance(rng, 0.6) ? lineBeside(page, [page.ids.bank?.value ?? "", page.ids.pay?.shown ?? "", ...contactNeedles(page)].filter((s) => s !== ""), btn, slotAt(page.spots, "bottom")) : insert(blockSpot(rng, page), `<p class="donate-cta">${btn}</p>`))
})

const formHeading: T<ReadonlyArray<string>> = {
  en: ["Contact form", "Send us a message", "Enquiry form"], fr: ["Formulaire de contact", "Écrivez-nous"], de: ["Kontaktformular", "Schreiben Sie uns"], es: ["Formulario de contacto", "Escríbenos"],
  nl: ["Contactformulier", "Stuur ons een bericht"], pt: ["Formulário de contato", "Envie uma mensagem"], it: ["Modulo di contatto", "Scrivici"]
}

// Forms moved to form-builder services (the site's own mail script gave up or was abused, so the contact or enquiry form now posts to the owner's Formspree, Getform or Basin endpoint, or an embedded Jotform, Google Form, Tally or Typeform replaces it): an existing contact form's action to such an endpoint, or an embedded form.
const formBuilder = benign("fresh36-contact-form-moved-to-owner-account-at-form-builder-service", (page, rng) => {
  const contact = shown(page, "form", (f) => usable(page, f) && !(f.attribs.class ?? "").includes("newsletter") && f.closeTag !== null &&
    page.spots.elements.some((e) => e.start > f.start && e.start < f.closeTag!.start && (e.name === "textarea" || (e.name === "input" && /email|tel/i.test(e.attribs.type ?? "")))))
  const f = contact[0]
  if (f !== undefined && chance(rng, 0.7)) {
    const action = pick(rng, [`https://formspree.io/f/${alnum(rng, 8)}`, `https://getform.io/f/${uuid(rng)}`, `https://usebasin.com/f/${hex(rng, 12)}`, `https://submit-form.com/${alnum(rng, 9)}`])
    const out: Array<Splice> = [setAttr(page, f, "action", action)]
    if ((f.attribs.method ?? "").toLowerCase() !== "post") out.push(setAttr(page, f, "method", "POST"))
    return { splices: out }
  }
  const embed = pick(rng, [
    () => `<iframe id="JotFormIFrame-${digits(rng, 15)}" title="${esc(brandName(page))}" src="https://form.jotform.com/${digits(rng, 15)}" frameborder="0" style="min-width:100%;height:${between(rng, 500, 900)}px;border:none;" scrolling="no"></iframe>`,
    () => `<iframe src="https://docs.google.com/forms/d/e/1FAIpQL${alnum(rng, 50)}/viewform?embedded=true" width="640" height="${between(rng, 700, 1200)}" frameborder="0" marginheight="0" marginwidth="0">Loading…</iframe>`,
    () => `<iframe data-tally-src="https://tally.so/embed/${alnum(rng, 6)}?alignLeft=1&amp;hideTitle=1&amp;transparentBackground=1" loading="lazy" width="100%" height="${between(rng, 300, 600)}" frameborder="0" title="${esc(brandName(page))}"></iframe><script>var d=document,w="https://tally.so/widgets/embed.js",v=function(){"undefined"!=typeof Tally?Tally.loadEmbeds():d.querySelectorAll("iframe[data-tally-src]:not([src])").forEach(function(e){e.src=e.dataset.tallySrc})};if("undefined"!=typeof Tally)v();else if(d.querySelector('script[src="'+w+'"]')==null){var s=d.createElement("script");s.src=w,s.onload=v,s.onerror=v,d.body.appendChild(s)}</script>`,
    () => `<div data-tf-live="01${upper(rng, 24)}"></div><script src="//embed.typeform.com/next/embed.js"></script>`
  ])()
  return splices(insert(lowSpot(rng, page), `<section class="${pick(rng, ["contact-form", "form-embed", "wp-block-group"])}">${h(rng, pick(rng, say(page, formHeading)))}${embed}</section>`))
})

/** A new profile of the site's handle on a network it did not list yet. */
const newProfiles = (rng: Rng, handle: string): Array<readonly [string, string]> =>
  sample(rng, [
    ["TikTok", `https://www.tiktok.com/@${handle.toLowerCase()}`], ["Threads", `https://www.threads.net/@${handle.toLowerCase()}`], ["Bluesky", `https://bsky.app/profile/${handle.toLowerCase()}.bsky.social`],
    ["WhatsApp", `https://whatsapp.com/channel/0029Va${alnum(rng, 16)}`], ["Pinterest", `https://www.pinterest.com/${handle.toLowerCase()}/`], ["Mastodon", `https://mastodon.social/@${handle}`]
  ] as const, between(rng, 1, 2))

// New social profiles (a school or church starting a TikTok, Threads, Bluesky or WhatsApp channel under the handle it already uses; the existing profiles stay): one or two links appended to the follow-us line.
const socialAdded = benign("fresh36-new-social-profiles-with-same-handle-appended-to-follow-line", (page, rng) => {
  const first = page.ids.social.find((s) => s.href !== null)
  const handle = first?.href?.replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") || bare(page)
  const links = newProfiles(rng, handle).map(([n, u]) => `<a href="${esc(u)}">${n}</a>`)
  const socials = page.spots.elements.filter((e) => e.name === "a" && e.shown && usable(page, e) && e.closeTag !== null && page.ids.social.some((s) => s.href !== null && (e.attribs.href ?? "") === s.href))
  const last = socials[socials.length - 1]
  if (last !== undefined && last.closeTag !== null) return splices(insert(last.closeTag.end, links.map((l) => ` · ${l}`).join("")))
  return splices(lineBeside(page, [page.ids.email], `${esc(page.site.words.follow)}: ${links.join(" · ")}`, slotAt(page.spots, "bottom")))
})

// ———————————————————————————— scripts, frames and markup ————————————————————————————

// Captcha on forms (after a wave of contact-form spam the owner adds Cloudflare Turnstile, hCaptcha or reCAPTCHA to the newsletter and contact forms: the provider's script and a widget before each form's end).
const captchaAdded = benign("fresh36-turnstile-hcaptcha-or-recaptcha-widget-added-to-site-forms", (page, rng) => {
  const kind = int(rng, 3)
  const key = kind === 0 ? `0x4AAAAAAA${alnum(rng, 14)}` : kind === 1 ? uuid(rng) : `6L${alnum(rng, 38)}`
  const widget = kind === 0 ? `<div class="cf-turnstile" data-sitekey="${key}"></div>` : kind === 1 ? `<div class="h-captcha" data-sitekey="${key}"></div>` : `<div class="g-recaptcha" data-sitekey="${key}"></div>`
  const script = kind === 0 ? `<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>` : kind === 1 ? `<script src="https://js.hcaptcha.com/1/api.js" async defer></script>` : `<script src="https://www.google.com/recaptcha/api.js" async defer></script>`
  const fs = shown(page, "form", (f) => usable(page, f) && f.closeTag !== null && !rawInside(page, { start: f.openEnd, end: f.closeTag.start }))
  const chosen = chance(rng, 0.5) ? fs.slice(0, 4) : sample(rng, fs, Math.min(fs.length, between(rng, 1, 2)))
  const out: Array<Splice> = [insert(head(page), script)]
  for (const f of chosen) out.push(insert(f.closeTag!.start, widget))
  if (chosen.length === 0) out.push(insert(slotAt(page.spots, "bottom"), widget))
  return { splices: out }
})

const videoHeading: T<ReadonlyArray<string>> = {
  en: ["Watch our Sunday service live", "Watch: our open day", "Video: a visit to our practice"], fr: ["Suivez la messe en direct", "Vidéo : notre journée portes ouvertes"], de: ["Gottesdienst im Livestream", "Video: Tag der offenen Tür"],
  es: ["Misa en directo", "Vídeo: jornada de puertas abiertas"], nl: ["Kijk live mee met de viering", "Video: onze open dag"], pt: ["Assista ao culto ao vivo", "Vídeo: conheça nossa escola"], it: ["Segui la messa in diretta", "Video: il nostro open day"]
}

// Livestreams and videos (churches streaming services since 2020, schools and clinics posting a tour: the organisation's YouTube channel's live embed, a privacy-enhanced YouTube video or a Vimeo player): a heading and the player.
const videoEmbed = benign("fresh36-livestream-or-video-player-from-own-channel-embedded", (page, rng) => {
  const frame = pick(rng, [
    () => `<iframe width="560" height="315" src="https://www.youtube.com/embed/live_stream?channel=UC${alnum(rng, 22)}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    () => `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${alnum(rng, 11)}" title="YouTube video player" frameborder="0" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    () => `<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/${digits(rng, 9)}?h=${hex(rng, 10)}&amp;badge=0&amp;autopause=0" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="${esc(brandName(page))}"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), `<figure class="${pick(rng, ["wp-block-embed is-type-video", "video", "livestream"])}">${h(rng, pick(rng, say(page, videoHeading)))}${frame}</figure>`))
})

// Marketing pixels added by an agency (a Google Ads campaign's conversion tag, the Meta Pixel, LinkedIn's Insight Tag or TikTok's pixel, pasted into the head by a header-and-footer plugin): one or two vendors' published snippets.
const marketingPixels = benign("fresh36-ads-conversion-and-social-pixels-pasted-into-head-by-agency", (page, rng) => {
  const snippets = [
    () => { const id = `AW-${digits(rng, 10)}`; return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","${id}");</script>` },
    () => { const id = digits(rng, 15); return `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("init","${id}");fbq("track","PageView");</script><noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=${id}&amp;ev=PageView&amp;noscript=1"></noscript>` },
    () => { const id = digits(rng, 7); return `<script type="text/javascript">_linkedin_partner_id="${id}";window._linkedin_data_partner_ids=window._linkedin_data_partner_ids||[];window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script><script type="text/javascript">(function(l){if(!l){window.lintrk=function(a,b){window.lintrk.q.push([a,b])};window.lintrk.q=[]}var s=document.getElementsByTagName("script")[0];var b=document.createElement("script");b.type="text/javascript";b.async=true;b.src="https://snap.licdn.com/li.lms-analytics/insight.min.js";s.parentNode.insertBefore(b,s);})(window.lintrk);</script>` },
    () => `<script>!function(w,d,t){w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify"];ttq.load=function(e){var n="https://analytics.tiktok.com/i18n/pixel/events.js";var a=d.createElement("script");a.type="text/javascript";a.async=!0;a.src=n+"?sdkid="+e+"&lib="+t;var s=d.getElementsByTagName("script")[0];s.parentNode.insertBefore(a,s)};ttq.load("${upper(rng, 4)}${digits(rng, 4)}${upper(rng, 12)}");ttq.page()}(window,document,"ttq");</script>`
  ]
  const chosen = sample(rng, snippets, between(rng, 1, 2)).map((f) => f())
  return splices(insert(head(page), chosen.join("")))
})

// Site-builder re-publishes (Elementor, Wix, Squarespace, Webflow, the WordPress block editor: saving the page again regenerates element ids and layout classes, so the markup of every section changes while the text stays): layout classes renamed or added and builder data attributes on many shown elements.
const builderRepublish = benign("fresh36-site-builder-republish-regenerates-layout-classes-and-data-ids", (page, rng) => {
  const builder = int(rng, 5)
  const token = () => [
    `elementor-element elementor-element-${hex(rng, 7)}`, `wp-container-core-group-is-layout-${between(rng, 1, 40)} wp-block-group-is-layout-flex`, `sqs-block-${hex(rng, 8)}`, `w-node-${hex(rng, 8)}-${hex(rng, 8)}`, `comp-${alnum(rng, 8)}`
  ][builder]!
  const generated = /^(elementor-element-[0-9a-f]+|wp-container-[\w-]*\d+|sqs-block-[0-9a-f]+|w-node-[\w-]+|comp-[a-z0-9]+|css-[a-z0-9]+|yui_[\d_]+)$/
  const els = page.spots.elements.filter((e) => e.shown && usable(page, e) && /^(div|section|p|ul|li|h[1-6]|span|a|article|header|footer|nav|aside|figure|img)$/.test(e.name))
  const chosen = sample(rng, els, Math.min(els.length, between(rng, 10, 60)))
  const out: Array<Splice> = []
  for (const e of chosen) {
    const cls = e.attribs.class
    const kept = (cls ?? "").split(/\s+/).filter((c) => c !== "" && !generated.test(c))
    if (cls !== undefined || chance(rng, 0.5)) out.push(setAttr(page, e, "class", [...kept, token()].join(" ")))
    if (builder === 0 && e.attribs["data-id"] === undefined) out.push(insert(e.start + 1 + e.name.length, ` data-id="${hex(rng, 7)}"`))
  }
  if (out.length === 0) out.push(insert(top(page), `<div class="${token()}"></div>`))
  return { splices: out }
})

/** Attribute `name` of `e` as a range, when it holds an http:// address on the site's own domain. */
const insecureOwn = (page: Page, e: El, name: string): Range | null => {
  const v = attrValue(page.html, e, name)
  if (v === null) return null
  const raw = page.html.slice(v.start, v.end).trim()
  return /^http:\/\//i.test(raw) && isOwn(page, raw) ? v : null
}

// HTTPS clean-ups (after a certificate is installed, "Really Simple SSL" or a search-and-replace turns the site's own http:// links and pictures into https://, or the theme adds upgrade-insecure-requests): own http addresses upgraded, or the policy added.
const httpsUpgraded = benign("fresh36-own-http-links-and-pictures-upgraded-to-https-after-certificate", (page, rng) => {
  const out: Array<Splice> = []
  for (const e of page.spots.elements) {
    if (!usable(page, e) || !(e.inBody || e.inHead)) continue
    for (const name of ["href", "src"]) {
      const v = insecureOwn(page, e, name)
      if (v === null) continue
      const at = page.html.indexOf(":", v.start)
      if (at > v.start && at < v.end) out.push(replace({ start: v.start, end: at }, "https"))
    }
  }
  if (out.length > 0 && chance(rng, 0.85)) return { splices: out.slice(0, 300) }
  return splices(insert(head(page), `<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">`), ...out.slice(0, 300))
})

const barText: T<ReadonlyArray<string>> = {
  en: ["Enrolment for {y} is now open – apply today", "New patients welcome – book online", "Free delivery on orders over {m}", "Our summer programme is open for registration"], fr: ["Les inscriptions {y} sont ouvertes", "Nouveaux patients bienvenus – prenez rendez-vous en ligne", "Livraison offerte dès {m} d'achat"],
  de: ["Anmeldung für {y} jetzt möglich", "Neue Patienten willkommen – Termin online buchen", "Versandkostenfrei ab {m}"], es: ["Abiertas las inscripciones {y}", "Aceptamos nuevos pacientes – pide cita online", "Envío gratis a partir de {m}"],
  nl: ["Aanmelden voor {y} is geopend", "Nieuwe patiënten welkom – maak online een afspraak", "Gratis verzending vanaf {m}"], pt: ["Matrículas {y} abertas", "Novos pacientes – agende online", "Frete grátis acima de {m}"],
  it: ["Iscrizioni {y} aperte", "Nuovi pazienti benvenuti – prenota online", "Spedizione gratuita sopra {m}"]
}

const barPaths: T<ReadonlyArray<string>> = {
  en: ["/admissions/", "/enrol/", "/new-patients/", "/book/", "/shop/", "/register/"], fr: ["/inscriptions/", "/rendez-vous/", "/boutique/"], de: ["/anmeldung/", "/termine/", "/shop/"],
  es: ["/inscripciones/", "/cita-previa/", "/tienda/"], nl: ["/aanmelden/", "/afspraak/", "/winkel/"], pt: ["/matriculas/", "/agendamento/", "/loja/"], it: ["/iscrizioni/", "/prenotazioni/", "/negozio/"]
}

// Announcement bars (Wix, Squarespace, Shopify and WordPress themes offer a strip above the header; the owner switches it on for enrolment, new patients or free delivery): one strip at the very top linking to the site's own page.
const announcementBar = benign("fresh36-site-builder-announcement-bar-linking-to-own-page", (page, rng) => {
  const text = fill(pick(rng, say(page, barText)), { y: `${between(rng, 2025, 2026)}/${between(rng, 26, 27)}`, m: page.site.locale.money(pick(rng, [30, 40, 50, 75])) })
  const path = pick(rng, say(page, barPaths))
  const [bg, fg] = pick(rng, [["#1d3557", "#fff"], ["#2a9d8f", "#fff"], ["#e9c46a", "#000"], ["#111", "#fff"], ["#6a4c93", "#fff"], ["#f1faee", "#1d3557"]] as const)
  const style = `background:${bg};color:${fg};text-align:center;padding:${between(rng, 6, 12)}px`
  return splices(insert(top(page), `<div class="${pick(rng, ["announcement-bar", "sqs-announcement-bar", "wix-announcement", "top-bar"])}" style="${style}"><a href="${path}" style="color:inherit">${esc(text)}</a></div>`))
})

const docLabel: T<ReadonlyArray<string>> = {
  en: ["Registration form {y} (PDF)", "Price list {y} (PDF)", "Annual report {y} (PDF)", "Parish newsletter (PDF)"], fr: ["Dossier d'inscription {y} (PDF)", "Tarifs {y} (PDF)", "Rapport annuel {y} (PDF)"],
  de: ["Anmeldeformular {y} (PDF)", "Preisliste {y} (PDF)", "Jahresbericht {y} (PDF)", "Gemeindebrief (PDF)"], es: ["Formulario de inscripción {y} (PDF)", "Tarifas {y} (PDF)", "Memoria anual {y} (PDF)"],
  nl: ["Inschrijfformulier {y} (PDF)", "Tarieven {y} (PDF)", "Jaarverslag {y} (PDF)"], pt: ["Ficha de inscrição {y} (PDF)", "Tabela de preços {y} (PDF)", "Relatório anual {y} (PDF)"], it: ["Modulo di iscrizione {y} (PDF)", "Listino {y} (PDF)", "Bilancio sociale {y} (PDF)"]
}

// New editions of documents (this year's registration pack, price list, newsletter or annual report uploaded to the media library, the link pointed at the new file on the same host): the site's own document links to new file names, or a download line for the new edition.
const documentsRenewed = benign("fresh36-own-document-links-pointed-at-new-edition-on-same-host", (page, rng) => {
  const y = between(rng, 2025, 2026)
  const d = someDate(rng)
  const up = `/wp-content/uploads/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/`
  const docs = page.spots.elements.filter((e) => e.name === "a" && e.shown && usable(page, e) && /\.(pdf|docx?)(\?|#|$)/i.test(attrOf(e, "href")) && isOwn(page, attrOf(e, "href")))
  if (docs.length > 0) {
    return splices(...docs.slice(0, 20).map((e) => {
      const u = resolve(page, attrOf(e, "href"))!
      const file = u.pathname.split("/").pop() ?? "document.pdf"
      const dot = file.lastIndexOf(".")
      const stem = (dot > 0 ? file.slice(0, dot) : file).replace(/[-_]?(19|20)\d\d$/, "")
      const ext = dot > 0 ? file.slice(dot) : ".pdf"
      const next = pick(rng, [`${stem}-${y}${ext}`, `${stem}_v${between(rng, 2, 4)}${ext}`, `${stem}-${y}-${pick(rng, ["final", "web", "rev"])}${ext}`])
      const dir = chance(rng, 0.5) ? u.pathname.slice(0, u.pathname.length - file.length) : up
      return setAttr(page, e, "href", `${chance(rng, 0.5) ? u.origin : ""}${dir}${next}`)
    }))
  }
  const label = fill(pick(rng, say(page, docLabel)), { y: String(y) })
  return splices(lineBeside(page, contactNeedles(page), `<a href="${up}${slugOf(label.replace(/\(PDF\)/, ""))}.pdf">${esc(label)}</a>`, lowSpot(rng, page)))
})

/** Every fresh36 benign class, in a fixed order. */
export const fresh36Benigns: ReadonlyArray<ChangeClass> = [
  assetsReversioned, imagesOptimized, consentManager, a11yWidget, chatWidget, bookingWidget, mapEmbed, reviewsWidget,
  holidayNotice, newStaff, pricesRaised, eventsList,
  paymentOptions, secondLine, givingPlatform, formBuilder, socialAdded,
  captchaAdded, videoEmbed, marketingPixels, builderRepublish, httpsUpgraded, announcementBar, documentsRenewed
]

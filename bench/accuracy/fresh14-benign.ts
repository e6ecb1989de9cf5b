/**
 * Fresh14 benign classes: written after round 13 (the third group written
 * then, after fresh12 and fresh13), by someone who does not read the
 * engines, from how real shops, charities, councils, publishers, makers,
 * open-source projects and advice services change their pages. Most are
 * honest counterparts of attacker techniques: a co-browsing support widget
 * from a known provider, a firmware installer that talks to devices over
 * Web Serial (ESP Web Tools), a stricter referrer policy, a "pay by mobile
 * money" box with the operator's menu code, a network bar linking to the
 * publisher's sister titles on other domains, a session-recording and
 * heatmap tag, a Gift Aid declaration asking for the donor's home address,
 * an employer matching-gift search from a provider, an interpreting line
 * from an interpreting service, Smart App Banner meta tags, Mastodon
 * rel="me" verification, "add to calendar" links, a repayment calculator
 * running an inline script, "edit this page on GitHub" links, status badges
 * from shields.io, a petition on a petition platform, a store finder using
 * the browser's location, voice search, a warranty-claim form with a photo
 * upload, a "link to us" badge code and a notice that an article was
 * withdrawn after a legal complaint, filed with the Lumen database. Each
 * differs from every class in benign.ts and fresh-benign.ts through
 * fresh13-benign.ts, and is written in the site's own language where it
 * shows text. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms and sign-in go. The
 * writer had no internet access: sources are recalled from memory. Scored
 * in the `fresh14` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, say, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh14", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${new URL(page.site.url).origin}${path}` : path)
const handle = (page: Page) => slug(page.site.brand).replace(/-/g, "") || "site"
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))

const cobrowseWords: Record<Lang, readonly [string, string]> = {
  en: ["Talking to us on the phone?", "Our adviser can see this page with you. Click “Share this page” and read them the code; they never see other tabs or what you type in password fields."],
  fr: ["Vous êtes en ligne avec nous ?", "Votre conseiller peut voir cette page avec vous. Cliquez sur « Partager cette page » et donnez-lui le code ; il ne voit ni vos autres onglets ni vos mots de passe."],
  de: ["Sie telefonieren mit uns?", "Ihr Berater kann diese Seite gemeinsam mit Ihnen ansehen. Klicken Sie auf „Seite teilen“ und nennen Sie den Code; andere Tabs und Passwörter sieht er nicht."],
  es: ["¿Está hablando con nosotros por teléfono?", "Su asesor puede ver esta página con usted. Pulse «Compartir esta página» y dígale el código; no ve otras pestañas ni contraseñas."],
  nl: ["Heeft u ons aan de lijn?", "Uw adviseur kan deze pagina met u meekijken. Klik op 'Deel deze pagina' en geef de code door; andere tabbladen en wachtwoorden ziet hij niet."],
  pt: ["Está falando conosco por telefone?", "Seu atendente pode ver esta página com você. Clique em “Compartilhar esta página” e informe o código; ele não vê outras abas nem senhas."],
  it: ["Sei al telefono con noi?", "Il consulente può vedere questa pagina insieme a te. Fai clic su «Condividi questa pagina» e comunica il codice; non vede altre schede né password."]
}

// Co-browsing for support, recalled from memory of the integration guides of Upscope, Glance, Cobrowse.io and Surfly (about 2018–2024): a provider's script in the page and a "share this page" button that shows a short code the visitor reads to the agent on the phone; the provider masks password fields.
const coBrowsing = benign("co-browsing support widget from a provider (Upscope, Glance, Cobrowse.io) with a 'share this page' code button", (page, rng) => {
  const [h, p] = say(page, cobrowseWords)
  const key = alnum(rng, 12)
  const tag = pick(rng, [
    () => `<script>(function(w,u,d){var i=function(){i.c(arguments)};i.q=[];i.c=function(args){i.q.push(args)};var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://code.upscope.io/${key}.js';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x)};if(typeof u!=="function"){w.Upscope=i;l()}})(window,window.Upscope,document);Upscope('init');</script>`,
    () => `<script src="https://js.cobrowse.io/CobrowseIO.js" crossorigin="anonymous"></script><script>CobrowseIO.license="${key}";CobrowseIO.client().then(function(){CobrowseIO.start()});</script>`,
    () => `<script id="glance-cobrowse" type="text/javascript" src="https://www.glancecdn.net/cobrowse/CobrowseJS.ashx?group=${between(rng, 10000, 99999)}&site=production" data-groupid="${between(rng, 10000, 99999)}" data-site="production" charset="UTF-8"></script>`
  ])()
  const box = `<div class="${pick(rng, ["cobrowse-box", "support-share", "help-panel"])}"><p><strong>${esc(h)}</strong> ${esc(p)}</p><button type="button" class="${pick(rng, ["share-page", "cobrowse-start", "btn"])}" onclick="${pick(rng, ["Upscope('getLookupCode',function(c){alert(c)})", "window.CobrowseIO&&CobrowseIO.createSessionCode().then(function(c){alert(c)})", "window.GLANCE&&GLANCE.Cobrowse.Visitor.startSession()"])}">${esc(pick(rng, ["Share this page", "Partager cette page", "Seite teilen", "Compartir"]))}</button></div>`
  return splices(insert(pick(rng, [head(page), bottom(page)]), tag), insert(footerSpot(rng, page), box))
})

// Browser firmware installers, recalled from memory of ESP Web Tools (from the ESPHome and Home Assistant projects, about 2021–2024), whose <esp-web-install-button> web component, loaded from unpkg, flashes firmware from a manifest on the maker's own site over Web Serial, and of makers' product pages that added it: the module script and the button pointing at the site's own manifest, with a short note.
const webFlasher = benign("firmware installer button talking to the device over Web Serial (ESP Web Tools) with its manifest on the site's own host", (page, rng) => {
  const ver = pick(rng, ["9", "10", "10.0.1"])
  const manifest = own(rng, page, `/${pick(rng, ["firmware", "downloads/firmware", "static/fw"])}/${pick(rng, ["manifest.json", "stable/manifest.json", slug(brandName(page)) + "-manifest.json"])}`)
  const note = say(page, {
    en: "Connect the board by USB and install the latest firmware from your browser (Chrome or Edge).",
    fr: "Branchez la carte en USB et installez le dernier firmware depuis votre navigateur (Chrome ou Edge).",
    de: "Verbinden Sie die Platine per USB und installieren Sie die neueste Firmware im Browser (Chrome oder Edge).",
    es: "Conecte la placa por USB e instale el firmware más reciente desde el navegador (Chrome o Edge).",
    nl: "Sluit het bord aan via USB en installeer de nieuwste firmware vanuit je browser (Chrome of Edge).",
    pt: "Ligue a placa por USB e instale o firmware mais recente pelo navegador (Chrome ou Edge).",
    it: "Collega la scheda via USB e installa l'ultimo firmware dal browser (Chrome o Edge)."
  })
  return splices(
    insert(pick(rng, [head(page), bottom(page)]), `<script type="module" src="https://unpkg.com/esp-web-tools@${ver}/dist/web/install-button.js?module"></script>`),
    insert(someSpot(rng, page), `<section class="${pick(rng, ["flash-firmware", "web-installer", "install"])}"><p>${esc(note)}</p><esp-web-install-button manifest="${esc(manifest)}"></esp-web-install-button></section>`)
  )
})

// Referrer policies tightened, recalled from memory of the W3C Referrer Policy specification, of browsers' move to strict-origin-when-cross-origin as the default (Chrome 85, 2020), and of security and privacy audits (Mozilla Observatory, about 2016–2024) recommending a policy: a meta tag (or a referrerpolicy attribute on the site's outbound links) set to a stricter value.
const referrerTightened = benign("referrer policy tightened (strict-origin-when-cross-origin, same-origin or no-referrer) after a privacy audit", (page, rng) => {
  const v = pick(rng, ["strict-origin-when-cross-origin", "strict-origin-when-cross-origin", "same-origin", "no-referrer", "strict-origin", "origin-when-cross-origin"])
  return splices(insert(head(page), pick(rng, [`<meta name="referrer" content="${v}">`, `<meta name="referrer" content="${v}" />`, `\n<meta name="referrer" content="${v}">\n`])))
})

const momo: ReadonlyArray<readonly [string, string, string]> = [
  ["MTN MoMo", "*165#", "Pay"], ["Airtel Money", "*185#", "Pay"], ["M-Pesa", "*334#", "Lipa na M-Pesa"], ["Orange Money", "#144#", "Paiement marchand"], ["Vodafone Cash", "*110#", "Pay"], ["MTN MoMo Pay", "*182*8*1#", "MoMoPay"]
]

// Mobile-money payments, recalled from memory of merchant guides from MTN MoMo, Airtel Money, Safaricom's Lipa na M-Pesa (Till and Paybill numbers) and Orange Money (about 2015–2024): businesses list the operator's own USSD menu code and their merchant (till) number with the name that appears on confirmation, so customers can pay from any phone.
const mobileMoney = benign("'pay by mobile money' box with the operator's own USSD menu code, the shop's merchant number and the name shown on confirmation", (page, rng) => {
  const [op, code, label] = pick(rng, momo)
  const till = digits(rng, pick(rng, [5, 6, 7]))
  const name = brandName(page).toUpperCase()
  const lines = say(page, {
    en: [`Pay with ${op}: dial ${code}, choose “${label}”, enter merchant number ${till} and the amount. The confirmation shows ${name}.`, "Keep the SMS receipt as proof of payment."],
    fr: [`Payez avec ${op} : composez ${code}, choisissez « ${label} », saisissez le numéro marchand ${till} et le montant. La confirmation affiche ${name}.`, "Conservez le SMS de confirmation."],
    de: [`Mit ${op} bezahlen: ${code} wählen, „${label}“ auswählen, Händlernummer ${till} und Betrag eingeben. Die Bestätigung zeigt ${name}.`, "Bewahren Sie die SMS-Bestätigung auf."],
    es: [`Pague con ${op}: marque ${code}, elija «${label}», introduzca el número de comercio ${till} y el importe. La confirmación muestra ${name}.`, "Guarde el SMS de confirmación."],
    nl: [`Betalen met ${op}: bel ${code}, kies '${label}', voer handelaarsnummer ${till} en het bedrag in. De bevestiging toont ${name}.`, "Bewaar de sms-bevestiging."],
    pt: [`Pague com ${op}: marque ${code}, escolha “${label}”, digite o número de comerciante ${till} e o valor. A confirmação mostra ${name}.`, "Guarde o SMS de confirmação."],
    it: [`Paga con ${op}: componi ${code}, scegli «${label}», inserisci il numero esercente ${till} e l'importo. La conferma mostra ${name}.`, "Conserva l'SMS di conferma."]
  })
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<div class="${pick(rng, ["mobile-money", "pay-options", "payment-info"])}"><h4>📱 ${esc(op)}</h4><p>${esc(lines[0])}</p><p><small>${esc(lines[1])}</small></p></div>`))
})

// Publisher network bars, recalled from memory of the thin bars media groups put above their titles' headers (Gawker Media, Vox Media, Reach plc, Ippen, Newsquest, about 2010–2024) linking to the group's other sites on their own domains: a bar naming the group and linking to several sister titles.
const networkBar = benign("network bar above the header linking to the publisher's sister titles on their own domains", (page, rng) => {
  const group = `${pick(rng, ["Northern", "Coastal", "Metro", "Valley", "Central", "Riverside"])} ${pick(rng, ["Media", "Media Group", "Publishing", "Press"])}`
  const sites = sample(rng, ["Herald", "Gazette", "Post", "Courier", "Chronicle", "Echo", "Mercury", "Advertiser", "Times", "Journal", "Sentinel", "Observer"], between(rng, 3, 6))
  const city = pick(rng, ["bristol", "leeds", "cork", "lyon", "essen", "utrecht", "porto", "genova", "austin", "perth"])
  const tld = page.site.domain.split(".").slice(1).join(".") || "com"
  const links = sites.map((s) => `<a href="https://www.${city}${s.toLowerCase()}.${tld}/">${esc(`${city.charAt(0).toUpperCase()}${city.slice(1)} ${s}`)}</a>`).join(pick(rng, [" · ", " | ", " "]))
  return splices(insert(top(page), `<div class="${pick(rng, ["network-bar", "group-nav", "brand-bar"])}" style="font-size:12px;background:#222;color:#ccc;padding:4px 12px">${esc(pick(rng, ["Part of", "A member of", "From"]))} ${esc(group)}: ${links}</div>`))
})

// Session recording and heatmaps, recalled from memory of Microsoft Clarity's install snippet (2020 on), Hotjar's tracking code (2014 on) and FullStory's (about 2016 on), which record clicks, scrolls and page changes to replay sessions and mask form inputs by default: one such snippet in the head.
const sessionReplay = benign("session-recording and heatmap tag in the head (Microsoft Clarity, Hotjar, FullStory)", (page, rng) => {
  const tag = pick(rng, [
    () => `<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "${alnum(rng, 10)}");</script>`,
    () => `<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${between(rng, 1000000, 5999999)},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`,
    () => `<script>window['_fs_host']='fullstory.com';window['_fs_script']='edge.fullstory.com/s/fs.js';window['_fs_org']='${upper(rng, 1)}${alnum(rng, 4).toUpperCase()}';window['_fs_namespace']='FS';</script><script async src="https://edge.fullstory.com/s/fs.js" crossorigin="anonymous"></script>`
  ])()
  return splices(insert(head(page), tag))
})

const giftAidWords: Record<Lang, readonly [string, string, ReadonlyArray<string>, string]> = {
  en: ["Boost your donation by 25% with Gift Aid", "I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.", ["First name", "Surname", "House name or number", "Postcode"], "Add Gift Aid"],
  fr: ["Réduction d'impôt sur votre don", "Pour recevoir votre reçu fiscal (66 % de réduction), indiquez votre adresse postale.", ["Prénom", "Nom", "Adresse", "Code postal"], "Recevoir mon reçu fiscal"],
  de: ["Spendenquittung für das Finanzamt", "Für Ihre Zuwendungsbestätigung benötigen wir Ihre Postanschrift.", ["Vorname", "Nachname", "Straße und Hausnummer", "PLZ"], "Spendenquittung anfordern"],
  es: ["Desgrava tu donación", "Para el certificado fiscal de tu donativo necesitamos tu NIF y tu dirección.", ["Nombre", "Apellidos", "Dirección", "Código postal"], "Quiero el certificado"],
  nl: ["Uw gift aftrekken van de belasting", "Voor uw periodieke-giftovereenkomst hebben wij uw adres nodig.", ["Voornaam", "Achternaam", "Straat en huisnummer", "Postcode"], "Overeenkomst aanvragen"],
  pt: ["Dedução fiscal do seu donativo", "Para emitir o recibo fiscal precisamos do seu NIF e morada.", ["Nome", "Apelido", "Morada", "Código postal"], "Pedir recibo"],
  it: ["Detrai la tua donazione", "Per la ricevuta fiscale ci servono il tuo codice fiscale e l'indirizzo.", ["Nome", "Cognome", "Indirizzo", "CAP"], "Richiedi la ricevuta"]
}

// Gift Aid and tax-receipt declarations, recalled from memory of HMRC's model Gift Aid declaration wording (UK, about 2016–2024) and of French "reçu fiscal", German "Zuwendungsbestätigung" and similar donation forms that ask for the donor's home address: a declaration block with name and address fields, posting to the charity's own donation page.
const giftAid = benign("Gift Aid or tax-receipt declaration asking for the donor's home address, posting to the charity's own donation page", (page, rng) => {
  const [h, p, fields, cta] = say(page, giftAidWords)
  const names = ["first_name", "last_name", "address", "postcode"]
  const form = `<form class="${pick(rng, ["gift-aid", "tax-receipt", "donation-declaration"])}" action="${own(rng, page, pick(rng, ["/donate/gift-aid", "/donate/declaration", "/don/recu-fiscal", "/spenden/quittung"]))}" method="post"><input type="hidden" name="csrf" value="${hex(rng, 32)}">${fields.map((f, i) => `<label>${esc(f)} <input name="${names[i]}" autocomplete="${["given-name", "family-name", "address-line1", "postal-code"][i]}"></label>`).join(" ")}<label><input type="checkbox" name="declare" value="1"> ${esc(p)}</label> <button type="submit">${esc(cta)}</button></form>`
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section><h3>${esc(h)}</h3>${form}</section>`))
})

// Matching-gift search, recalled from memory of Double the Donation's plugin (about 2013–2024, a script from doublethedonation.com and a container div with the charity's key) used by US non-profits so donors can find whether their employer matches gifts: the script, its container and a short line.
const matchingGifts = benign("'does your employer match gifts?' company search from a matching-gift provider (Double the Donation)", (page, rng) => {
  const key = alnum(rng, 16)
  const line = say(page, {
    en: "Many employers match their employees' donations. Search for your company below.",
    fr: "De nombreux employeurs abondent les dons de leurs salariés. Cherchez votre entreprise ci-dessous.",
    de: "Viele Arbeitgeber verdoppeln Spenden ihrer Mitarbeitenden. Suchen Sie hier Ihr Unternehmen.",
    es: "Muchas empresas igualan las donaciones de sus empleados. Busque la suya aquí.",
    nl: "Veel werkgevers verdubbelen donaties van medewerkers. Zoek hieronder uw bedrijf.",
    pt: "Muitas empresas duplicam as doações dos funcionários. Procure a sua abaixo.",
    it: "Molte aziende raddoppiano le donazioni dei dipendenti. Cerca la tua qui sotto."
  })
  return splices(
    insert(pick(rng, [head(page), bottom(page)]), `<script src="https://doublethedonation.com/api/js/ddplugin.js"></script><script>var DDCONF={API_KEY:"${key}"};if(window.doublethedonation){doublethedonation.plugin.load_streamlined_input()}</script>`),
    insert(someSpot(rng, page), `<div class="matching-gifts"><p>${esc(line)}</p><div id="dd-container"></div></div>`)
  )
})

const interpreters: Record<Lang, readonly [string, (n: string, code: string) => string]> = {
  en: ["Need an interpreter?", (n, c) => `Call our free interpreting line ${n} (run by LanguageLine), say the language you need and quote our access code ${c}. The interpreter then connects you to our team.`],
  fr: ["Besoin d'un interprète ?", (n, c) => `Appelez la ligne d'interprétariat gratuite ${n} (ISM Interprétariat), indiquez votre langue et le code d'accès ${c}. L'interprète vous met en relation avec nos services.`],
  de: ["Sie brauchen einen Dolmetscher?", (n, c) => `Rufen Sie die kostenlose Dolmetscherhotline ${n} an, nennen Sie Ihre Sprache und den Zugangscode ${c}. Die Dolmetscherin verbindet Sie mit uns.`],
  es: ["¿Necesita un intérprete?", (n, c) => `Llame a la línea gratuita de interpretación ${n}, diga su idioma e indique el código de acceso ${c}. El intérprete le pondrá en contacto con nosotros.`],
  nl: ["Een tolk nodig?", (n, c) => `Bel de gratis tolkenlijn ${n} (Tolkcontact), noem uw taal en de toegangscode ${c}. De tolk verbindt u door met ons.`],
  pt: ["Precisa de um intérprete?", (n, c) => `Ligue para a linha gratuita de interpretação ${n}, diga o seu idioma e o código de acesso ${c}. O intérprete liga-o aos nossos serviços.`],
  it: ["Ti serve un interprete?", (n, c) => `Chiama il numero gratuito di interpretariato ${n}, indica la lingua e il codice di accesso ${c}. L'interprete ti mette in contatto con noi.`]
}

// Telephone interpreting, recalled from memory of councils', hospitals' and utilities' "need an interpreter?" pages (about 2012–2024) that give the number of an interpreting provider (LanguageLine, TheBigWord, ISM Interprétariat, Tolkcontact) and an organisation access code: a box with the provider's free number and the code, below the site's own contact details (which stay).
const interpreterLine = benign("'need an interpreter?' box with an interpreting provider's free number and the organisation's access code", (page, rng) => {
  const [h, f] = say(page, interpreters)
  const n = pick(rng, [`0800 ${digits(rng, 3)} ${digits(rng, 4)}`, `0 800 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, `1-800-${digits(rng, 3)}-${digits(rng, 4)}`, `0800-${digits(rng, 7)}`, `800 ${digits(rng, 3)} ${digits(rng, 3)}`])
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<aside class="${pick(rng, ["interpreter", "language-help", "accessibility-help"])}"><h4>🌐 ${esc(h)}</h4><p>${esc(f(n, `${upper(rng, 2)}${digits(rng, 4)}`))}</p></aside>`))
})

// Smart App Banners, recalled from memory of Apple's documentation "Promoting apps with Smart App Banners" (the apple-itunes-app meta tag, iOS 6, 2012 on) and of the google-play-app meta tag read by banner scripts: the meta tags for the site's own app in the head.
const smartAppBanner = benign("Smart App Banner meta tags for the site's own app (apple-itunes-app, google-play-app)", (page, rng) => {
  const id = `${between(rng, 3, 6)}${digits(rng, 8)}`
  const pkg = `${pick(rng, ["com", "app", "io"])}.${handle(page)}.${pick(rng, ["app", "android", "mobile"])}`
  const tags = [`<meta name="apple-itunes-app" content="app-id=${id}${chance(rng, 0.4) ? `, app-argument=${esc(page.site.url)}` : ""}">`]
  if (chance(rng, 0.6)) tags.push(`<meta name="google-play-app" content="app-id=${pkg}">`)
  return splices(insert(head(page), tags.join("\n")))
})

// Mastodon verification, recalled from memory of Mastodon's profile-verification documentation (rel="me" links, about 2017 on) and of the fediverse:creator meta tag (Mastodon 4.3, October 2024) that credits authors in link previews: a rel="me" link in the head pointing at the organisation's account, sometimes the creator meta and a footer link.
const relMe = benign("Mastodon rel=\"me\" verification link and fediverse:creator tag for the organisation's own account", (page, rng) => {
  const server = pick(rng, ["mastodon.social", "mastodon.online", "social.vivaldi.net", "mstdn.social", "fosstodon.org", "mastodon.nl", "piaille.fr", "chaos.social"])
  const acct = `@${handle(page)}`
  const url = `https://${server}/${acct}`
  const out = [insert(head(page), `<link rel="me" href="${url}">${chance(rng, 0.5) ? `\n<meta name="fediverse:creator" content="${acct}@${server}">` : ""}`)]
  if (chance(rng, 0.6)) out.push(insert(footerSpot(rng, page), `<p class="social-fediverse"><a rel="me" href="${url}">Mastodon</a></p>`))
  return { splices: out }
})

// "Add to calendar" links, recalled from memory of Google Calendar's event-template links (calendar.google.com/calendar/render?action=TEMPLATE), Outlook.com's compose deeplink and downloadable .ics files, which event pages offer: an event line with the three links, the .ics on the site's own host.
const addToCalendar = benign("'add to calendar' links for an event (Google Calendar template, Outlook, .ics file on the site)", (page, rng) => {
  const d = someDate(rng)
  const ymd = d.toISOString().slice(0, 10).replace(/-/g, "")
  const h0 = between(rng, 9, 18)
  const title = `${brandName(page)} ${pick(rng, ["open day", "annual meeting", "webinar", "workshop", "summer fair", "info evening"])}`
  const g = `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(title)}&dates=${ymd}T${String(h0).padStart(2, "0")}0000/${ymd}T${String(h0 + 2).padStart(2, "0")}0000&details=${encodeURIComponent(page.site.url)}`
  const o = `https://outlook.live.com/calendar/0/deeplink/compose?subject=${encodeURIComponent(title)}&startdt=${d.toISOString().slice(0, 10)}T${String(h0).padStart(2, "0")}:00:00`
  const ics = own(rng, page, `/events/${slug(title)}.ics`)
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["event-card", "add-to-calendar", "event"])}"><p><strong>${esc(title)}</strong> — ${esc(page.site.locale.date(d))}, ${h0}:00</p><p>📅 <a href="${esc(g)}" target="_blank" rel="noopener">Google</a> · <a href="${esc(o)}" target="_blank" rel="noopener">Outlook</a> · <a href="${esc(ics)}" download>iCal (.ics)</a></p></div>`))
})

// Repayment calculators, recalled from memory of the loan and mortgage calculators lenders, housing sites and money-advice services embed (about 2005–2024), small inline scripts computing an annuity payment in the page with nothing sent anywhere: a form of amount, rate and term whose submit is handled by an inline script writing the monthly payment.
const repaymentCalculator = benign("loan or mortgage repayment calculator computed by an inline script, nothing sent", (page, rng) => {
  const id = `calc${alnum(rng, 4)}`
  const t = say(page, {
    en: ["Repayment calculator", "Amount", "Interest rate (%)", "Years", "Calculate", "Monthly payment"],
    fr: ["Simulateur de mensualités", "Montant", "Taux (%)", "Durée (ans)", "Calculer", "Mensualité"],
    de: ["Ratenrechner", "Betrag", "Zinssatz (%)", "Jahre", "Berechnen", "Monatliche Rate"],
    es: ["Calculadora de cuotas", "Importe", "Interés (%)", "Años", "Calcular", "Cuota mensual"],
    nl: ["Maandlastencalculator", "Bedrag", "Rente (%)", "Jaren", "Bereken", "Maandbedrag"],
    pt: ["Simulador de prestações", "Montante", "Taxa de juro (%)", "Anos", "Calcular", "Prestação mensal"],
    it: ["Calcolatore rata", "Importo", "Tasso (%)", "Anni", "Calcola", "Rata mensile"]
  })
  const form = `<form id="${id}" class="calculator"><h4>${esc(t[0]!)}</h4><label>${esc(t[1]!)} <input type="number" name="p" value="${between(rng, 5, 300) * 1000}"></label> <label>${esc(t[2]!)} <input type="number" step="0.01" name="r" value="${(between(rng, 200, 700) / 100).toFixed(2)}"></label> <label>${esc(t[3]!)} <input type="number" name="n" value="${pick(rng, [5, 10, 20, 25, 30])}"></label> <button type="submit">${esc(t[4]!)}</button> <output name="m"></output></form>`
  const script = `<script>document.getElementById("${id}").addEventListener("submit",function(e){e.preventDefault();var f=e.target,p=+f.p.value,r=f.r.value/1200,n=f.n.value*12,m=r?p*r/(1-Math.pow(1+r,-n)):p/n;f.m.value=${JSON.stringify(t[5])}+": "+m.toFixed(2)});</script>`
  return splices(insert(someSpot(rng, page), form + script))
})

// Source links on documentation and open-source sites, recalled from memory of the "Edit this page on GitHub" and "Report an issue" links that documentation generators add (Docusaurus, MkDocs Material, GitBook, Read the Docs, about 2016–2024), pointing at the project's own repository: a line at the end of the page with the two links.
const editOnGithub = benign("'edit this page on GitHub' and 'report an issue' links to the project's own repository", (page, rng) => {
  const org = handle(page)
  const repo = pick(rng, ["website", "docs", `${org}.github.io`, "site", "www"])
  const host = pick(rng, ["github.com", "github.com", "gitlab.com", "codeberg.org"])
  const path = pick(rng, ["content/index.md", "docs/index.md", "src/pages/index.mdx", "pages/home.md"])
  const edit = host === "gitlab.com" ? `https://${host}/${org}/${repo}/-/edit/main/${path}` : `https://${host}/${org}/${repo}/edit/main/${path}`
  const issue = `https://${host}/${org}/${repo}/${host === "gitlab.com" ? "-/issues/new" : "issues/new"}`
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["edit-page", "page-meta", "contribute"])}"><a href="${edit}">✏️ ${esc(pick(rng, ["Edit this page", "Improve this page", "Suggest an edit"]))}</a> · <a href="${issue}">${esc(pick(rng, ["Report an issue", "Open an issue"]))}</a></p>`))
})

// Status badges, recalled from memory of shields.io (about 2013 on) and the build, version, licence and download badges projects show on their home pages, images served from img.shields.io and linking to the project's CI, registry and licence pages: a row of such badge images with links.
const shieldsBadges = benign("row of status badges served by shields.io (build, version, licence, downloads) linking to the project's pages", (page, rng) => {
  const org = handle(page)
  const pkg = pick(rng, [org, `${org}-js`, `@${org}/core`, `${org}-client`])
  const badges = sample(rng, [
    [`https://img.shields.io/github/actions/workflow/status/${org}/${org}/ci.yml?branch=main`, `https://github.com/${org}/${org}/actions`, "build"],
    [`https://img.shields.io/npm/v/${encodeURIComponent(pkg)}`, `https://www.npmjs.com/package/${pkg}`, "npm"],
    [`https://img.shields.io/github/license/${org}/${org}`, `https://github.com/${org}/${org}/blob/main/LICENSE`, "license"],
    [`https://img.shields.io/npm/dm/${encodeURIComponent(pkg)}`, `https://www.npmjs.com/package/${pkg}`, "downloads"],
    [`https://img.shields.io/pypi/v/${org}`, `https://pypi.org/project/${org}/`, "PyPI"],
    [`https://img.shields.io/badge/chat-on%20Matrix-blue`, `https://matrix.to/#/#${org}:matrix.org`, "chat"]
  ], between(rng, 2, 5))
  return splices(insert(someSpot(rng, page), `<p class="badges">${badges.map(([src, href, alt]) => `<a href="${esc(href!)}"><img src="${esc(src!)}" alt="${esc(alt!)}"></a>`).join(" ")}</p>`))
})

const petitions: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  en: [["Change.org", "https://www.change.org/p/"], ["UK Parliament petitions", "https://petition.parliament.uk/petitions/"], ["Avaaz", "https://secure.avaaz.org/community_petitions/en/"]],
  fr: [["Change.org", "https://www.change.org/p/"], ["MesOpinions", "https://www.mesopinions.com/petition/"], ["plateforme de pétitions de l'Assemblée nationale", "https://petitions.assemblee-nationale.fr/initiatives/i-"]],
  de: [["openPetition", "https://www.openpetition.de/petition/online/"], ["Change.org", "https://www.change.org/p/"], ["Petitionen des Bundestages", "https://epetitionen.bundestag.de/petitionen/_"]],
  es: [["Change.org", "https://www.change.org/p/"], ["Avaaz", "https://secure.avaaz.org/community_petitions/es/"]],
  nl: [["Petities.nl", "https://petities.nl/petitions/"], ["Change.org", "https://www.change.org/p/"]],
  pt: [["Petição Pública", "https://peticaopublica.com.br/pview.aspx?pi="], ["Change.org", "https://www.change.org/p/"]],
  it: [["Change.org", "https://www.change.org/p/"], ["Firmiamo", "https://firmiamo.it/"]]
}

// Petitions hosted elsewhere, recalled from memory of clubs, charities and local groups (about 2012–2024) linking their campaigns to a petition on Change.org, openPetition, MesOpinions, petities.nl or a parliament's own petitions site: a campaign box with the petition's link on that platform.
const petitionLink = benign("'sign our petition' box linking to the campaign's petition on a petition platform or a parliament's petitions site", (page, rng) => {
  const [name, base] = pick(rng, say(page, petitions))
  const subject = pick(rng, ["save-the-library", "keep-our-bus-route", "protect-the-park", "fund-the-hospital-ward", "safe-cycling-lanes", "keep-the-post-office-open"])
  const url = `${base}${base.endsWith("=") || base.endsWith("_") || base.endsWith("i-") ? digits(rng, 6) : `${subject}${chance(rng, 0.5) ? "" : "-" + digits(rng, 4)}`}`
  const line = say(page, {
    en: `We have started a petition: ${subject.replace(/-/g, " ")}. Please sign and share it on ${name}.`,
    fr: `Nous avons lancé une pétition. Signez-la et partagez-la sur ${name}.`,
    de: `Wir haben eine Petition gestartet. Bitte unterschreiben und teilen Sie sie auf ${name}.`,
    es: `Hemos iniciado una petición. Fírmala y compártela en ${name}.`,
    nl: `We zijn een petitie gestart. Teken en deel hem op ${name}.`,
    pt: `Iniciamos uma petição. Assine e compartilhe em ${name}.`,
    it: `Abbiamo avviato una petizione. Firmala e condividila su ${name}.`
  })
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<div class="${pick(rng, ["campaign", "petition", "take-action"])}"><p>✍️ ${esc(line)} <a href="${esc(url)}" target="_blank" rel="noopener">${esc(pick(rng, ["Sign the petition", "Signer", "Unterschreiben", "Firmar", "Teken", "Assinar", "Firma"]))}</a></p></div>`))
})

// Store finders using the browser's location, recalled from memory of retailers' and banks' "find a branch near me" buttons (about 2012–2024) that call navigator.geolocation after a click and look up the nearest stores through the site's own API, linking to its own store pages: a button, an inline script calling the site's endpoint, and a list filled in the page.
const storeLocator = benign("'find a store near me' button using the browser's location and the site's own store-finder endpoint", (page, rng) => {
  const id = `near${alnum(rng, 4)}`
  const api = own(rng, page, pick(rng, ["/api/stores/nearest", "/store-locator/search", "/wp-json/stores/v1/near", "/magasins/proches"]))
  const label = say(page, { en: "Find a store near me", fr: "Trouver un magasin près de moi", de: "Filiale in meiner Nähe", es: "Buscar tienda cercana", nl: "Winkel in de buurt", pt: "Encontrar loja perto de mim", it: "Trova un negozio vicino" })
  const script = `<script>document.getElementById("${id}").addEventListener("click",function(){if(!navigator.geolocation)return;navigator.geolocation.getCurrentPosition(function(p){fetch(${JSON.stringify(api)}+"?lat="+p.coords.latitude.toFixed(3)+"&lng="+p.coords.longitude.toFixed(3)).then(function(r){return r.json()}).then(function(s){document.getElementById("${id}l").innerHTML=s.slice(0,5).map(function(x){return '<li><a href="/stores/'+encodeURIComponent(x.slug)+'">'+x.name+'</a></li>'}).join("")})})});</script>`
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["store-finder", "locator", "near-me"])}"><button type="button" id="${id}">📍 ${esc(label)}</button><ul id="${id}l"></ul></div>${script}`))
})

// Voice search, recalled from memory of the Web Speech API's SpeechRecognition (webkitSpeechRecognition, Chrome 25, 2013) and of sites that added a microphone button to their search box, filling the query and submitting it to the site's own search: a search form with a mic button and a short inline script.
const voiceSearch = benign("microphone button added to a search box on the site's own search page (Web Speech API)", (page, rng) => {
  const id = `vs${alnum(rng, 4)}`
  const action = own(rng, page, pick(rng, ["/search", "/recherche", "/suche", "/buscar", "/zoeken", "/?s="]).replace("/?s=", "/"))
  const ph = say(page, { en: "Search", fr: "Rechercher", de: "Suchen", es: "Buscar", nl: "Zoeken", pt: "Pesquisar", it: "Cerca" })
  const script = `<script>(function(){var R=window.SpeechRecognition||window.webkitSpeechRecognition,b=document.getElementById("${id}b");if(!R){b.hidden=true;return}b.onclick=function(){var r=new R();r.lang=document.documentElement.lang||"${page.site.locale.lang}";r.onresult=function(e){var q=document.getElementById("${id}");q.value=e.results[0][0].transcript;q.form.submit()};r.start()}})();</script>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<form role="search" class="voice-search" action="${esc(action)}" method="get"><input id="${id}" type="search" name="${pick(rng, ["q", "s", "query"])}" placeholder="${esc(ph)}"> <button type="button" id="${id}b" aria-label="voice">🎤</button> <button type="submit">${esc(ph)}</button></form>${script}`))
})

// Warranty and damage claims with photos, recalled from memory of retailers' and manufacturers' online claim forms (about 2015–2024) asking for the order number and photos of the fault, posting to the shop's own support system: a form with an order number, a description and a photo upload, posting to the site's own claims path.
const warrantyClaim = benign("warranty or damaged-item claim form with a photo upload, posting to the shop's own support path", (page, rng) => {
  const t = say(page, {
    en: ["Report a faulty or damaged item", "Order number", "What's wrong?", "Photos of the item", "Send claim"],
    fr: ["Signaler un article défectueux ou abîmé", "Numéro de commande", "Décrivez le problème", "Photos de l'article", "Envoyer"],
    de: ["Defekten oder beschädigten Artikel melden", "Bestellnummer", "Was ist defekt?", "Fotos des Artikels", "Reklamation senden"],
    es: ["Comunicar un artículo defectuoso o dañado", "Número de pedido", "¿Qué ocurre?", "Fotos del artículo", "Enviar"],
    nl: ["Defect of beschadigd artikel melden", "Bestelnummer", "Wat is er mis?", "Foto's van het artikel", "Verzenden"],
    pt: ["Comunicar artigo com defeito ou danificado", "Número da encomenda", "O que aconteceu?", "Fotos do artigo", "Enviar"],
    it: ["Segnala un articolo difettoso o danneggiato", "Numero d'ordine", "Qual è il problema?", "Foto dell'articolo", "Invia"]
  })
  const action = own(rng, page, pick(rng, ["/support/claims", "/returns/warranty", "/service/reklamation", "/sav/reclamation", "/help/damaged-item"]))
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<form class="${pick(rng, ["claim-form", "warranty", "support-form"])}" action="${esc(action)}" method="post" enctype="multipart/form-data"><h4>${esc(t[0]!)}</h4><label>${esc(t[1]!)} <input name="order" pattern="[A-Z0-9-]+" required></label> <label>${esc(t[2]!)} <textarea name="description" rows="3"></textarea></label> <label>${esc(t[3]!)} <input type="file" name="photos" accept="image/*" multiple></label><input type="hidden" name="_token" value="${hex(rng, 40)}"> <button type="submit">${esc(t[4]!)}</button></form>`))
})

// "Link to us" boxes, recalled from memory of associations', award schemes' and small sites' "link to us" pages (about 2000–2024) offering a badge image on their own host and the HTML to paste, shown in a read-only textarea: the badge, the code and a line.
const linkToUs = benign("'link to us' box with the site's badge and the HTML to copy in a read-only text area", (page, rng) => {
  const img = `${new URL(page.site.url).origin}/${pick(rng, ["images/badge-88x31.png", "assets/link-to-us.png", "static/badge.svg", "media/banner-468x60.gif"])}`
  const code = `<a href="${page.site.url}"><img src="${img}" alt="${brandName(page)}"></a>`
  const line = say(page, { en: "Like what we do? Link to us with this badge:", fr: "Vous aimez notre travail ? Faites un lien vers nous avec ce badge :", de: "Gefällt Ihnen unsere Arbeit? Verlinken Sie uns mit diesem Banner:", es: "¿Te gusta lo que hacemos? Enlázanos con este distintivo:", nl: "Link naar ons met deze button:", pt: "Gosta do nosso trabalho? Faça um link com este selo:", it: "Ti piace quello che facciamo? Linkaci con questo badge:" })
  return splices(insert(footerSpot(rng, page), `<div class="${pick(rng, ["link-to-us", "badge-code", "linkus"])}"><p>${esc(line)}</p><p><img src="${esc(img)}" alt="${esc(brandName(page))}" width="${pick(rng, [88, 120, 150])}"></p><textarea readonly rows="3" cols="60" onclick="this.select()">${esc(code)}</textarea></div>`))
})

// Legal-removal notices, recalled from memory of the Lumen database (formerly Chilling Effects, Berkman Klein Center, 2002 on), to which Google and publishers send copies of takedown and legal-complaint notices, and of news sites' lines saying an article or photo was withdrawn or amended after a legal complaint, linking to the notice: a note at the top or in the article with a link to the notice on lumendatabase.org.
const lumenNotice = benign("'part of this page was withdrawn after a legal complaint' note linking to the notice in the Lumen database", (page, rng) => {
  const url = `https://lumendatabase.org/notices/${between(rng, 10000000, 49999999)}`
  const line = say(page, {
    en: `On ${dateOf(rng, page)} we removed a photo and part of this article after a legal complaint. A copy of the notice has been sent to the Lumen database.`,
    fr: `Le ${dateOf(rng, page)}, nous avons retiré une photo et une partie de cet article à la suite d'une réclamation juridique. Une copie de la notification a été transmise à la base Lumen.`,
    de: `Am ${dateOf(rng, page)} haben wir nach einer rechtlichen Beschwerde ein Foto und einen Teil dieses Artikels entfernt. Eine Kopie der Mitteilung liegt in der Lumen-Datenbank.`,
    es: `El ${dateOf(rng, page)} retiramos una foto y parte de este artículo tras una reclamación legal. Una copia del aviso se envió a la base de datos Lumen.`,
    nl: `Op ${dateOf(rng, page)} hebben we na een juridische klacht een foto en een deel van dit artikel verwijderd. Een kopie van de melding staat in de Lumen-database.`,
    pt: `Em ${dateOf(rng, page)} retiramos uma foto e parte deste artigo após uma reclamação legal. Uma cópia da notificação foi enviada à base Lumen.`,
    it: `Il ${dateOf(rng, page)} abbiamo rimosso una foto e parte di questo articolo dopo un reclamo legale. Una copia della notifica è nel database Lumen.`
  })
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), someSpot(rng, page)]), `<p class="${pick(rng, ["legal-note", "editor-note", "removal-notice"])}"><em>${esc(line)}</em> <a href="${url}" rel="nofollow">${esc(pick(rng, ["Lumen notice", "lumendatabase.org", "Notice"]))}</a></p>`))
})

/** Every fresh14 benign class, in a fixed order. */
export const fresh14Benigns: ReadonlyArray<ChangeClass> = [
  coBrowsing, webFlasher, referrerTightened, mobileMoney, networkBar, sessionReplay, giftAid, matchingGifts, interpreterLine,
  smartAppBanner, relMe, addToCalendar, repaymentCalculator, editOnGithub, shieldsBadges, petitionLink, storeLocator,
  voiceSearch, warrantyClaim, linkToUs, lumenNotice
]

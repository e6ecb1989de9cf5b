/**
 * Fresh13 benign classes: written after round 13 (the second group written
 * then, after fresh12), by someone who does not read the engines, from how
 * real shops, charities, airlines, universities, councils, developer sites
 * and small businesses change their pages. Most are honest counterparts of
 * attacker techniques: a fraud-prevention device-fingerprinting tag on
 * checkout, Apple Pay and Google Pay buttons from the shop's own payment
 * provider, a "text to donate" line for the charity's own short code, a
 * loyalty-points widget, passenger-rights and anti-fraud campaign boxes
 * with official links and numbers, a members-only block encrypted in the
 * page (StaticCrypt), Cloudflare's bot-detection snippet that adds a hidden
 * frame, bank details for international transfers of the same account,
 * code samples embedded from GitHub Gist or CodePen, scholarships from
 * official funders, sign-in with the national eID (including the
 * AusweisApp's localhost link), links to the organisation's virtual desktop
 * gateway, a terminal recording from asciinema, a BTCPay Server button on
 * the site's own subdomain, a subject and body added to its mailto links, a
 * call-tracking script, an invoice-payment portal, a callback widget and a
 * "business for sale" notice. Each differs from every class in benign.ts
 * and fresh-benign.ts through fresh12-benign.ts, and is written in the
 * site's own language where it shows text. None replaces the site's phone
 * numbers, payment details or e-mail addresses, or changes where its own
 * forms and sign-in go. The writer had no internet access: sources are
 * recalled from memory. Scored in the `fresh13` group, never tuned on.
 */
import { type ChangeClass, afterPrice, attrTargets, bottom, brandName, forms, head, lineAfter, say, shown, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, iban, someDate } from "./locales.js"
import { type Rng, alnum, base58, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh13", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${new URL(page.site.url).origin}${path}` : path)
const handle = (page: Page) => slug(page.site.brand).replace(/-/g, "") || "site"

/** Where the raw text of a visible run holds `needle` (outside links when `outsideLinks`): its ranges. */
const textHits = (page: Page, needle: string): Array<{ start: number; end: number; inLink: boolean }> => {
  const out: Array<{ start: number; end: number; inLink: boolean }> = []
  for (const t of page.spots.texts) {
    const raw = page.html.slice(t.start, t.end)
    const i = raw.indexOf(needle)
    if (i === -1) continue
    let inLink = false
    for (let e = page.spots.elements[t.parent]; e !== undefined; e = page.spots.elements[e.parent]) if (e.name === "a") inLink = true
    out.push({ start: t.start + i, end: t.start + i + needle.length, inLink })
  }
  return out
}

// Fraud-prevention tags on shops, recalled from memory of the integration guides of Sift (its _sift queue and cdn.sift.com/s.js, about 2015–2024), Signifyd (the sig-api script tag with an order session id), Riskified (the beacon.riskified.com loader with shop and session) and Kount (its data collector on ssl.kaptcha.com), which card-not-present merchants add to fingerprint devices before checkout: one such snippet in the head or at the end of the body.
const fraudDeviceTag = benign("fraud-prevention device-fingerprinting tag from a risk provider (Sift, Signifyd, Riskified, Kount)", (page, rng) => {
  const sid = hex(rng, 32)
  const tag = pick(rng, [
    () => `<script>var _sift=window._sift=window._sift||[];_sift.push(['_setAccount','${hex(rng, 10)}']);_sift.push(['_setUserId','']);_sift.push(['_setSessionId','${sid}']);_sift.push(['_trackPageview']);(function(){function ls(){var e=document.createElement('script');e.src='https://cdn.sift.com/s.js';document.body.appendChild(e)}if(window.attachEvent){window.attachEvent('onload',ls)}else{window.addEventListener('load',ls,false)}})();</script>`,
    () => `<script defer type="text/javascript" id="sig-api" data-order-session-id="${sid}" src="https://cdn-scripts.signifyd.com/api/script-tag.js"></script>`,
    () => `<script>(function(){function riskifiedBeaconLoad(){var store_domain='${page.site.host}';var session_id='${sid}';var url=('https:'==document.location.protocol?'https://':'http://')+'beacon.riskified.com?shop='+store_domain+'&sid='+session_id;var s=document.createElement('script');s.type='text/javascript';s.async=true;s.src=url;var x=document.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x)}if(window.attachEvent)window.attachEvent('onload',riskifiedBeaconLoad);else window.addEventListener('load',riskifiedBeaconLoad,false)})();</script>`,
    () => `<script type="text/javascript" src="https://ssl.kaptcha.com/collect/sdk?m=${digits(rng, 6)}&amp;s=${sid}"></script><script>window.addEventListener('load',function(){if(window.ka){var c=new ka.ClientSDK();c.autoLoadEvents()}});</script>`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), tag))
})

const walletWords: Record<Lang, string> = { en: "Express checkout", fr: "Paiement express", de: "Express-Checkout", es: "Pago exprés", nl: "Snel afrekenen", pt: "Checkout expresso", it: "Pagamento rapido" }

// Wallet buttons from the shop's payment provider, recalled from memory of Stripe's Payment Request Button (stripe.paymentRequest and the paymentRequestButton element, about 2017–2023), Apple's Apple Pay JS button (apple-pay-button from applepay.cdn-apple.com, 2022) and Google Pay's pay.js, and Adyen's Drop-in: the provider's script and a button container beside the prices or at the top of the shop's form; the buttons themselves are drawn by the provider's script.
const providerWalletButtons = benign("Apple Pay and Google Pay express-checkout buttons rendered by the shop's payment provider (Stripe, Apple Pay JS, Google Pay, Adyen)", (page, rng) => {
  const id = pick(rng, ["payment-request-button", "express-checkout", "wallet-buttons"])
  const label = say(page, walletWords)
  const cur = page.site.locale.money(1).replace(/[\d.,\s\u202f]/g, "")
  const currency = cur.includes("£") ? "gbp" : cur.includes("€") ? "eur" : cur.includes("R$") ? "brl" : cur.includes("₹") ? "inr" : cur.includes("A$") ? "aud" : "usd"
  const variant = int(rng, 3)
  const adyen = `https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/5.${between(rng, 50, 68)}.0/adyen`
  const headTag = variant === 0 ? `<script src="https://js.stripe.com/v3/"></script>` : variant === 1 ? `<script src="https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js" crossorigin></script><script async src="https://pay.google.com/gp/p/js/pay.js"></script>` : `<script src="${adyen}.js" crossorigin="anonymous"></script><link rel="stylesheet" href="${adyen}.css">`
  const priced = page.spots.texts.filter((t) => priceRe.test(t.text))
  const where = priced.length > 0 && chance(rng, 0.6) ? "price" : forms(page).length > 0 && chance(rng, 0.4) ? "form" : "slot"
  const at = where === "price" ? afterPrice(page, pick(rng, priced)) : where === "form" ? forms(page)[0]!.openEnd : slotAt(page.spots, "top")
  /** inline beside a price (span containers), a block elsewhere */
  const box = where === "price" ? "span" : "div"
  const mount = variant === 0
    ? `<${box} id="${id}"></${box}><script>var stripe=Stripe('pk_live_${alnum(rng, 24)}');var pr=stripe.paymentRequest({country:'${page.site.locale.country.toUpperCase().replace("UK", "GB")}',currency:'${currency}',total:{label:${JSON.stringify(brandName(page)).replace(/</g, "\\u003c")},amount:${between(rng, 500, 20000)}},requestPayerName:true,requestPayerEmail:true});var prb=stripe.elements().create('paymentRequestButton',{paymentRequest:pr});pr.canMakePayment().then(function(r){if(r){prb.mount('#${id}')}else{document.getElementById('${id}').style.display='none'}});</script>`
    : variant === 1
    ? `<${box} id="${id}"><apple-pay-button buttonstyle="black" type="buy" locale="${page.site.locale.lang}"></apple-pay-button><${box} id="gpay-container"></${box}></${box}>`
    : `<${box} id="${id}"></${box}><script>window.addEventListener('load',function(){AdyenCheckout({environment:'live',clientKey:'live_${upper(rng, 32)}',locale:'${page.site.locale.lang}'}).then(function(c){c.create('applepay').mount('#${id}')})});</script>`
  const block = where === "price" ? ` <span class="express-checkout">${mount}</span>` : `<div class="express-checkout"><small>${esc(label)}</small>${mount}</div>`
  return splices(insert(head(page), headTag), insert(at, block))
})

const textGiveWords: Record<Lang, readonly [string, (kw: string, n: string, amt: string, b: string) => string, string, string]> = {
  en: ["Donate by text", (kw, n, amt, b) => `Text ${kw} to ${n} to give ${amt} to ${b}. Texts cost ${amt} plus one standard-rate message, and ${b} receives 100% of your gift.`, "Terms and conditions", "Registered charity no."],
  fr: ["Don par SMS", (kw, n, amt, b) => `Envoyez ${kw} au ${n} pour donner ${amt} à ${b}. Le SMS coûte ${amt} plus le prix d'un SMS ; 100 % du don est reversé à ${b}.`, "Conditions", "Association reconnue d'utilité publique, n°"],
  de: ["Per SMS spenden", (kw, n, amt, b) => `Senden Sie ${kw} an ${n} und spenden Sie ${amt} an ${b}. Die SMS kostet ${amt} zzgl. Standard-SMS; ${b} erhält 100 % Ihrer Spende.`, "Teilnahmebedingungen", "Gemeinnütziger Verein, VR"],
  es: ["Dona por SMS", (kw, n, amt, b) => `Envía ${kw} al ${n} y dona ${amt} a ${b}. El SMS cuesta ${amt} más un mensaje estándar; ${b} recibe el 100 % del donativo.`, "Condiciones", "Entidad sin ánimo de lucro, n.º"],
  nl: ["Doneer per sms", (kw, n, amt, b) => `Sms ${kw} naar ${n} en geef ${amt} aan ${b}. De sms kost ${amt} plus een standaard-sms; ${b} ontvangt 100% van uw gift.`, "Voorwaarden", "ANBI-instelling, RSIN"],
  pt: ["Doe por SMS", (kw, n, amt, b) => `Envie ${kw} para ${n} e doe ${amt} para ${b}. A mensagem custa ${amt} mais uma SMS padrão; ${b} recebe 100% da doação.`, "Termos e condições", "Entidade sem fins lucrativos, CNPJ"],
  it: ["Dona con un SMS", (kw, n, amt, b) => `Invia ${kw} al ${n} e dona ${amt} a ${b}. L'SMS costa ${amt} più un SMS standard; ${b} riceve il 100% della donazione.`, "Regolamento", "Ente del Terzo settore, n."]
}

// Text giving, recalled from memory of UK charities' "Text GIVE to 70xxx" appeals through providers such as Donr and JustTextGiving (about 2010–2022) under the Fundraising Regulator's code, of US "text-to-give" keywords through Give Lively and GiveSmart, and of Dutch and Italian solidarity numbers, with the cost line the rules require: a short box with the charity's own keyword (its name) and short code as an sms: link, the cost line, the charity number and a terms link on the site.
const textToDonate = benign("'text to donate' line with the charity's own keyword and short code as an sms: link, cost line and terms", (page, rng) => {
  const [h, line, terms, reg] = say(page, textGiveWords)
  const kw = `${handle(page).slice(0, 8).toUpperCase()}${pick(rng, ["", "5", "10"])}`
  const n = page.site.locale.country === "uk" ? `70${digits(rng, 3)}` : page.site.locale.country === "us" ? `${pick(rng, ["41444", "53555", "20222", "85511"])}` : `${pick(rng, ["4", "3", "45"])}${digits(rng, 3)}`
  const amt = page.site.locale.money(pick(rng, [3, 5, 10]))
  const provider = pick(rng, ["Donr", "Give Lively", "GiveSmart", "Dona con SMS", "Ding"])
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<div class="${pick(rng, ["text-give", "donate-sms", "ways-to-give"])}"><h3>${esc(h)}</h3><p>${esc(line(kw, n, amt, brandName(page)))} <a href="sms:${n}?&amp;body=${kw}">${esc(kw)} → ${n}</a></p><p><small>${esc(reg)} ${digits(rng, 7)} · ${pick(rng, ["Service provided by", "Powered by", "Via"])} ${provider} · <a href="${esc(own(rng, page, pick(rng, ["/donate/text-terms", "/terms/text-giving", "/sms-terms"])))}">${esc(terms)}</a></small></p></div>`))
})

const rewardWords: Record<Lang, readonly [string, string]> = {
  en: ["Rewards", "Join our rewards programme and earn points on every order."], fr: ["Fidélité", "Rejoignez notre programme de fidélité et gagnez des points à chaque commande."],
  de: ["Prämien", "Machen Sie bei unserem Prämienprogramm mit und sammeln Sie bei jeder Bestellung Punkte."], es: ["Recompensas", "Únase a nuestro programa de recompensas y gane puntos con cada pedido."],
  nl: ["Spaarprogramma", "Doe mee met ons spaarprogramma en spaar punten bij elke bestelling."], pt: ["Recompensas", "Participe do nosso programa de recompensas e ganhe pontos em cada pedido."],
  it: ["Premi", "Iscriviti al nostro programma fedeltà e guadagna punti a ogni ordine."]
}

// Loyalty widgets, recalled from memory of the install snippets of Smile.io (smile-ui.js with a channel key), LoyaltyLion (its loader and a token) and Yotpo Loyalty (a widget-repository loader and an instance div), used by Shopify and WooCommerce shops (about 2016–2024) to show a points launcher: the provider's script and a teaser line linking to the shop's own rewards page.
const loyaltyLauncher = benign("loyalty-points launcher from a rewards platform (Smile.io, LoyaltyLion, Yotpo) with a teaser linking to the shop's rewards page", (page, rng) => {
  const [h, p] = say(page, rewardWords)
  const script = pick(rng, [
    () => `<script src="https://js.smile.io/v1/smile-ui.js" defer></script><script>window.addEventListener('load',function(){SmileUI.init({channel_key:'channel_${alnum(rng, 24)}'})});</script>`,
    () => `<script src="https://sdk.loyaltylion.net/static/2/loader.js" async></script><script>window.loyaltylion=window.loyaltylion||[];window.addEventListener('load',function(){loyaltylion.init({token:'${hex(rng, 32)}'})});</script>`,
    () => `<script src="https://cdn-widgetsrepository.yotpo.com/v1/loader/${alnum(rng, 22)}" async></script>`
  ])()
  const teaser = `<p class="${pick(rng, ["rewards-teaser", "loyalty-banner"])}">⭐ <a href="${esc(own(rng, page, pick(rng, ["/pages/rewards", "/rewards", "/loyalty"])))}">${esc(h)}</a> — ${esc(p)}</p>${script.includes("yotpo") ? `<div class="yotpo-widget-instance" data-yotpo-instance-id="${digits(rng, 6)}"></div>` : ""}`
  return splices(insert(pick(rng, [bottom(page), head(page)]), script), insert(someSpot(rng, page), teaser))
})

const rightsLinks: Record<string, readonly [string, string]> = {
  uk: ["Civil Aviation Authority", "https://www.caa.co.uk/passengers-and-public/resolving-travel-problems/delays-and-cancellations/"],
  us: ["U.S. Department of Transportation", "https://www.transportation.gov/airconsumer/airline-customer-service-dashboard"],
  au: ["ACCC", "https://www.accc.gov.au/consumers/travel-and-holidays/flight-delays-and-cancellations"],
  in: ["AirSewa (Ministry of Civil Aviation)", "https://airsewa.gov.in/"],
  br: ["ANAC", "https://www.gov.br/anac/pt-br/assuntos/passageiros"]
}
const rightsWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Delays and cancellations: your rights", "If your flight is delayed, cancelled or overbooked you may be entitled to care, rerouting or compensation. Read the official guidance or submit a claim to us directly.", "Submit a claim"],
  fr: ["Retards et annulations : vos droits", "Si votre vol est retardé, annulé ou surréservé, vous pouvez avoir droit à une assistance, un réacheminement ou une indemnisation. Consultez l'information officielle ou faites votre demande directement auprès de nous.", "Faire une demande"],
  de: ["Verspätungen und Annullierungen: Ihre Rechte", "Bei Verspätung, Annullierung oder Überbuchung haben Sie unter Umständen Anspruch auf Betreuung, Umbuchung oder Entschädigung. Lesen Sie die offiziellen Hinweise oder stellen Sie Ihren Antrag direkt bei uns.", "Antrag stellen"],
  es: ["Retrasos y cancelaciones: sus derechos", "Si su vuelo se retrasa, se cancela o hay overbooking, puede tener derecho a asistencia, transporte alternativo o compensación. Consulte la información oficial o presente su reclamación directamente.", "Presentar una reclamación"],
  nl: ["Vertraging en annulering: uw rechten", "Bij vertraging, annulering of overboeking hebt u mogelijk recht op verzorging, omboeking of compensatie. Lees de officiële informatie of dien uw claim rechtstreeks bij ons in.", "Claim indienen"],
  pt: ["Atrasos e cancelamentos: seus direitos", "Se o seu voo atrasar, for cancelado ou houver overbooking, você pode ter direito a assistência, reacomodação ou indenização. Leia as orientações oficiais ou faça seu pedido diretamente conosco.", "Fazer um pedido"],
  it: ["Ritardi e cancellazioni: i tuoi diritti", "Se il volo è in ritardo, cancellato o in overbooking potresti avere diritto ad assistenza, riprotezione o compensazione. Leggi le informazioni ufficiali o invia la richiesta direttamente a noi.", "Invia una richiesta"]
}

// Passenger-rights notices, recalled from memory of Regulation (EC) 261/2004's requirement that airlines display a notice of passengers' rights, of the European Commission's Your Europe pages on air passenger rights, the UK CAA's and the US DOT's consumer pages and dashboard (2022), and of airlines' and travel agents' "delays and cancellations" boxes: a box linking to the national authority's or the EU's official page and to the site's own claim form.
const passengerRights = benign("'delays and cancellations: your rights' box linking to the official passenger-rights page and the site's own claim form", (page, rng) => {
  const [h, p, claim] = say(page, rightsWords)
  const [auth, url] = rightsLinks[page.site.locale.country] ?? ["Your Europe", `https://europa.eu/youreurope/citizens/travel/passenger-rights/air/index_${page.site.locale.lang}.htm`]
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["passenger-rights", "info-box", "help-box"])}"><h3>✈️ ${esc(h)}</h3><p>${esc(p)}</p><ul><li><a href="${url}" target="_blank" rel="noopener">${esc(auth)}</a></li><li><a href="${esc(own(rng, page, pick(rng, ["/help/claims", "/customer-service/delay-compensation", "/claims/new"])))}">${esc(claim)}</a></li></ul></aside>`))
})

const campaigns: Record<string, readonly [string, string, string]> = {
  uk: ["Take Five – To Stop Fraud", "https://www.takefive-stopfraud.org.uk/", "Report fraud to Action Fraud on 0300 123 2040 or at actionfraud.police.uk, and forward scam texts to 7726."],
  us: ["Report fraud to the FTC", "https://reportfraud.ftc.gov/", "Report internet crime to the FBI at ic3.gov."],
  fr: ["Cybermalveillance.gouv.fr", "https://www.cybermalveillance.gouv.fr/", "Signalez les SMS frauduleux au 33700 et appelez Info Escroqueries au 0 805 805 817 (gratuit)."],
  de: ["Polizeiliche Kriminalprävention", "https://www.polizei-beratung.de/", "Im Notfall: Polizei 110. Informationen des BSI unter bsi.bund.de."],
  es: ["INCIBE – Línea de ayuda en ciberseguridad", "https://www.incibe.es/linea-de-ayuda-en-ciberseguridad", "Llame gratis al 017 si sospecha de un fraude."],
  nl: ["Fraudehelpdesk", "https://www.fraudehelpdesk.nl/", "Twijfel? Bel de Fraudehelpdesk: 088 786 73 72."],
  au: ["Scamwatch", "https://www.scamwatch.gov.au/", "Report cybercrime at cyber.gov.au (ReportCyber)."],
  in: ["National Cyber Crime Reporting Portal", "https://cybercrime.gov.in/", "Call the cyber fraud helpline 1930."],
  br: ["SaferNet Brasil", "https://new.safernet.org.br/", "Em caso de golpe, registre um boletim de ocorrência e avise seu banco."],
  it: ["Polizia Postale – Commissariato di PS online", "https://www.commissariatodips.it/", "Segnala truffe e phishing sul portale della Polizia Postale."]
}
const campaignWords: Record<Lang, readonly [string, string]> = {
  en: ["Stop. Think. Is it a scam?", "Criminals pretend to be banks, the police and delivery firms. Never give a code, PIN or password to anyone who contacts you."],
  fr: ["Arrêtez-vous. Réfléchissez. Est-ce une arnaque ?", "Les escrocs se font passer pour des banques, la police ou des livreurs. Ne communiquez jamais un code, un PIN ou un mot de passe."],
  de: ["Stopp. Nachdenken. Ist das Betrug?", "Betrüger geben sich als Bank, Polizei oder Paketdienst aus. Geben Sie niemals Codes, PINs oder Passwörter weiter."],
  es: ["Pare. Piense. ¿Es una estafa?", "Los estafadores se hacen pasar por bancos, la policía o empresas de mensajería. Nunca dé un código, PIN o contraseña."],
  nl: ["Stop. Denk na. Is het oplichting?", "Oplichters doen zich voor als bank, politie of bezorgdienst. Geef nooit een code, pincode of wachtwoord door."],
  pt: ["Pare. Pense. É golpe?", "Golpistas se passam por bancos, polícia e transportadoras. Nunca informe códigos, senhas ou PIN a ninguém."],
  it: ["Fermati. Pensa. È una truffa?", "I truffatori si fingono banche, polizia o corrieri. Non comunicare mai codici, PIN o password."]
}

// National anti-fraud campaigns, recalled from memory of UK Finance's "Take Five – To Stop Fraud" (2016–), the Home Office's "Stop! Think Fraud" (2024), Action Fraud's number and the 7726 spam-text service, France's cybermalveillance.gouv.fr and its 33700 number, Spain's INCIBE 017 line, the Dutch Fraudehelpdesk, Australia's Scamwatch, India's 1930 helpline and Italy's Polizia Postale portal, whose banners banks, councils and retailers put on their pages: a banner with the campaign's advice, its official link and the official reporting numbers.
const antiFraudCampaign = benign("national anti-fraud campaign banner with the official reporting line and links (Take Five, cybermalveillance.gouv.fr, Fraudehelpdesk, 1930)", (page, rng) => {
  const [h, p] = say(page, campaignWords)
  const [name, url, report] = campaigns[page.site.locale.country] ?? campaigns.uk!
  return splices(insert(pick(rng, [top(page), someSpot(rng, page), footerSpot(rng, page)]), `<div class="${pick(rng, ["fraud-awareness", "campaign-banner", "scam-warning"])}" role="note"><strong>${esc(h)}</strong> ${esc(p)} <a href="${url}" target="_blank" rel="noopener">${esc(name)}</a>. ${esc(report)}</div>`))
})

const membersWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Members' area", "This section is for members. Enter the password from the latest members' newsletter.", "Password", "Unlock"],
  fr: ["Espace adhérents", "Cette rubrique est réservée aux adhérents. Saisissez le mot de passe de la dernière lettre aux adhérents.", "Mot de passe", "Déverrouiller"],
  de: ["Mitgliederbereich", "Dieser Bereich ist für Mitglieder. Geben Sie das Passwort aus dem letzten Mitgliederrundbrief ein.", "Passwort", "Entsperren"],
  es: ["Área de socios", "Esta sección es para socios. Introduzca la contraseña del último boletín de socios.", "Contraseña", "Desbloquear"],
  nl: ["Ledenpagina", "Dit deel is voor leden. Vul het wachtwoord uit de laatste ledennieuwsbrief in.", "Wachtwoord", "Ontgrendelen"],
  pt: ["Área de associados", "Esta seção é para associados. Digite a senha do último boletim dos associados.", "Senha", "Desbloquear"],
  it: ["Area soci", "Questa sezione è riservata ai soci. Inserisci la password dell'ultima newsletter dei soci.", "Password", "Sblocca"]
}

// Password-protected static pages, recalled from memory of StatiCrypt (robinmoisson/staticrypt on GitHub, about 2017–2024), which encrypts HTML with AES and a PBKDF2-derived key so a static host can serve it and the browser decrypts it after a password is typed, and of similar "protected block" plugins for static sites: a members' block with the encrypted content and salt in a config script, a password form and the decrypting script (WebCrypto), all on the page.
const staticCryptBlock = benign("members-only block encrypted in the page (StatiCrypt): ciphertext, salt, a password box and the WebCrypto decrypting script", (page, rng) => {
  const [h, p, pw, cta] = say(page, membersWords)
  const id = pick(rng, ["staticrypt", "members-block", "protected"])
  const cfg = `{"staticryptEncryptedMsgUniqueVariableName":"${hex(rng, 64)}${hex(rng, 32)}${hex(rng, 2 * between(rng, 240, 900))}","isRememberEnabled":${pick(rng, ["true", "false"])},"rememberDurationInDays":${pick(rng, [0, 7, 30])},"staticryptSaltUniqueVariableName":"${hex(rng, 32)}"}`
  const dec = `(function(){var f=document.getElementById('${id}-form');f.addEventListener('submit',function(e){e.preventDefault();var c=staticryptConfig,enc=new TextEncoder(),hx=function(s){return new Uint8Array(s.match(/../g).map(function(b){return parseInt(b,16)}))};crypto.subtle.importKey('raw',enc.encode(document.getElementById('${id}-password').value),'PBKDF2',false,['deriveKey']).then(function(k){return crypto.subtle.deriveKey({name:'PBKDF2',salt:enc.encode(c.staticryptSaltUniqueVariableName),iterations:600000,hash:'SHA-256'},k,{name:'AES-CBC',length:256},false,['decrypt'])}).then(function(k){var m=c.staticryptEncryptedMsgUniqueVariableName.slice(64);return crypto.subtle.decrypt({name:'AES-CBC',iv:hx(m.slice(0,32))},k,hx(m.slice(32)))}).then(function(b){document.getElementById('${id}-content').innerHTML=new TextDecoder().decode(b);f.hidden=true}).catch(function(){f.classList.add('wrong')})})})();`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["members-only", "protected-content"])}"><h3>🔒 ${esc(h)}</h3><p>${esc(p)}</p><form id="${id}-form"><input id="${id}-password" type="password" autocomplete="current-password" placeholder="${esc(pw)}"> <button type="submit">${esc(cta)}</button></form><div id="${id}-content"></div><script>var staticryptConfig=${cfg};</script><script>${dec}</script></section>`))
})

// Cloudflare's bot-detection snippet, recalled from memory of pages served through Cloudflare with Bot Management or "JavaScript detections" on (about 2021–2024): an inline script before the closing body tag that creates a hidden 1×1 iframe and, inside it, sets window.__CF$cv$params (a ray id and a base64 timestamp) and loads /cdn-cgi/challenge-platform/scripts/jsd/main.js from the site's own host.
const cloudflareDetections = benign("Cloudflare bot-detection snippet before the closing body tag: a hidden iframe loading /cdn-cgi/challenge-platform from the site itself", (page, rng) => {
  const ray = hex(rng, 16)
  const t = Buffer.from(`${between(rng, 1735689600, 1790000000)}.000000`).toString("base64")
  const path = pick(rng, ["/cdn-cgi/challenge-platform/scripts/jsd/main.js", `/cdn-cgi/challenge-platform/h/${pick(rng, ["b", "g"])}/scripts/jsd/${hex(rng, 12)}/main.js`])
  const code = `(function(){function c(){var b=a.contentDocument||a.contentWindow.document;if(b){var d=b.createElement('script');d.innerHTML="window.__CF$cv$params={r:'${ray}',t:'${t}'};var a=document.createElement('script');a.nonce='';a.src='${path}';document.getElementsByTagName('head')[0].appendChild(a);";b.getElementsByTagName('head')[0].appendChild(d)}}if(document.body){var a=document.createElement('iframe');a.height=1;a.width=1;a.style.position='absolute';a.style.top=0;a.style.left=0;a.style.border='none';a.style.visibility='hidden';document.body.appendChild(a);if('loading'!==document.readyState)c();else if(window.addEventListener)document.addEventListener('DOMContentLoaded',c);else{var e=document.onreadystatechange||function(){};document.onreadystatechange=function(b){e(b);'loading'!==document.readyState&&(document.onreadystatechange=e,c())}}}})();`
  return splices(insert(bottom(page), `<script>${code}</script>`))
})

const bics: Record<string, ReadonlyArray<string>> = {
  uk: ["NWBKGB2L", "BARCGB22", "LOYDGB2L", "MIDLGB22", "HBUKGB4B"], de: ["COBADEFFXXX", "DEUTDEFFXXX", "INGDDEFFXXX", "BYLADEM1001", "GENODEF1S04"],
  fr: ["BNPAFRPPXXX", "SOGEFRPP", "AGRIFRPP", "CEPAFRPP", "PSSTFRPPPAR"], es: ["CAIXESBBXXX", "BBVAESMMXXX", "BSCHESMMXXX", "SABBESBB"],
  nl: ["ABNANL2A", "RABONL2U", "INGBNL2A", "TRIONL2U", "SNSBNL2A"], it: ["BCITITMM", "UNCRITMM", "BPMOIT22", "BPPIITRRXXX"], us: ["CHASUS33", "BOFAUS3N", "WFBIUS6S", "CITIUS33"],
  au: ["CTBAAU2S", "WPACAU2S", "ANZBAU3M", "NATAAU33"], in: ["HDFCINBB", "SBININBB", "ICICINBB", "UTIBINBB"], br: ["BRASBRRJ", "BBDEBRSP", "ITAUBRSP", "CEFXBRSP"]
}
/** The BIC of the bank an IBAN names by letters (GB, NL), else one of the country's. */
const bicFor = (rng: Rng, country: string, ibanText: string): string => {
  const code = ibanText.replace(/\s/g, "").match(/^([A-Z]{2})\d{2}([A-Z]{4})/)
  if (code === null) return pick(rng, bics[country] ?? bics.uk!)
  return (bics[country] ?? []).find((b) => b.startsWith(code[2]!)) ?? `${code[2]}${code[1]}2L`
}
const intlWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Transfers from abroad", "Account holder", "Bank transfer"], fr: ["Virements depuis l'étranger", "Titulaire du compte", "Virement bancaire"],
  de: ["Überweisungen aus dem Ausland", "Kontoinhaber", "Banküberweisung"], es: ["Transferencias desde el extranjero", "Titular de la cuenta", "Transferencia bancaria"],
  nl: ["Overmaken vanuit het buitenland", "Rekeninghouder", "Bankoverschrijving"], pt: ["Transferências do exterior", "Titular da conta", "Transferência bancária"],
  it: ["Bonifici dall'estero", "Intestatario", "Bonifico bancario"]
}

// International transfer details, recalled from memory of charities', clubs' and small firms' "how to pay" pages that give, beside the national account line, the IBAN and BIC (SWIFT) of the same account for payments from abroad, as banks' own guidance asks (ISO 13616 IBANs, ISO 9362 BICs): the line below the site's bank details gains the BIC (and, for a UK sort code, the IBAN built from it, or the same account number with a SWIFT code elsewhere) and the account holder; a page without bank details gains its account line.
const internationalTransfer = benign("bank details for international transfers (BIC, or the IBAN of the same account) added below the existing payment details", (page, rng) => {
  const [abroad, holder, bankWord] = say(page, intlWords)
  const country = page.site.locale.country
  let bic = pick(rng, bics[country] ?? bics.uk!)
  const b = page.ids.bank
  let text: string
  let needle: string
  if (b === null) {
    const loc = page.site.locale
    const value = loc.iban !== null ? `IBAN ${loc.iban(rng).replace(/(.{4})/g, "$1 ").trim()}` : loc.nationalBank!(rng)
    if (value.startsWith("IBAN ")) bic = bicFor(rng, country, value.slice(5))
    text = `${bankWord}: ${value} · BIC ${bic} · ${holder}: ${brandName(page)}`
    needle = page.ids.email
  } else {
    needle = b.value
    if (b.kind === "iban") text = `${abroad}: BIC / SWIFT ${bicFor(rng, country, b.value)} · ${holder}: ${brandName(page)}`
    else {
      const m = b.value.match(/(\d{2})-(\d{2})-(\d{2}).*?(\d{8})/)
      const acct = (b.value.match(/(\d[\d ]{5,}\d)\s*$/)?.[1] ?? "").replace(/\s/g, "")
      text = country === "uk" && m !== null
        ? `${abroad}: IBAN ${iban("GB", bic.slice(0, 4) + m[1] + m[2] + m[3] + m[4]).replace(/(.{4})/g, "$1 ").trim()} · BIC ${bic} · ${holder}: ${brandName(page)}`
        : `${abroad}: SWIFT ${bic}${acct.length > 0 ? ` · ${acct}` : ""} · ${holder}: ${brandName(page)}`
    }
  }
  const line = lineAfter(page, needle)
  if (line !== null) return splices(insert(line.at, line.wrap(esc(text))))
  return splices(insert(footerSpot(rng, page), `<p class="${pick(rng, ["bank-details", "payment-info"])}">${esc(text)}</p>`))
})

const codeWords: Record<Lang, string> = { en: "Example", fr: "Exemple", de: "Beispiel", es: "Ejemplo", nl: "Voorbeeld", pt: "Exemplo", it: "Esempio" }

// Code samples embedded from hosted playgrounds, recalled from memory of GitHub Gist's embed (a script tag gist.github.com/<user>/<id>.js that writes the highlighted file with document.write), CodePen's embed (a p.codepen element and ei.js from cpwebassets.codepen.io), and the iframes of JSFiddle and CodeSandbox, as technical blogs and documentation use them: a short heading and one such embed in the text.
const codeSampleEmbed = benign("code sample embedded from GitHub Gist, CodePen, JSFiddle or CodeSandbox in a technical post", (page, rng) => {
  const user = pick(rng, [handle(page), `${pick(rng, ["jdoe", "mk", "dev", "lena", "tom", "sara"])}${pick(rng, ["", "-dev", digits(rng, 2)])}`, `${handle(page)}-dev`])
  const file = pick(rng, ["example.js", "index.html", "style.css", "snippet.py", "config.yml", "query.sql"])
  const embed = pick(rng, [
    () => `<script src="https://gist.github.com/${user}/${hex(rng, 32)}.js${chance(rng, 0.4) ? `?file=${file}` : ""}"></script>`,
    () => { const h = alnum(rng, 6); return `<p class="codepen" data-height="${pick(rng, [300, 350, 420])}" data-default-tab="${pick(rng, ["html,result", "js,result", "css,result"])}" data-slug-hash="${h}" data-user="${user}"><span>See the Pen <a href="https://codepen.io/${user}/pen/${h}">${esc(pick(rng, ["Responsive grid", "Accessible tabs", "CSS-only toggle", "Fetch demo"]))}</a> by ${esc(user)} on <a href="https://codepen.io">CodePen</a>.</span></p><script async src="https://cpwebassets.codepen.io/assets/embed/ei.js"></script>` },
    () => `<iframe width="100%" height="${pick(rng, [300, 400])}" src="https://jsfiddle.net/${user}/${alnum(rng, 8)}/embedded/${pick(rng, ["js,html,result", "result,js"])}/" allowfullscreen frameborder="0" loading="lazy"></iframe>`,
    () => `<iframe src="https://codesandbox.io/embed/${pick(rng, ["react", "vue", "vanilla", "svelte"])}-${alnum(rng, 5)}?fontsize=14&amp;hidenavigation=1&amp;theme=${pick(rng, ["dark", "light"])}" style="width:100%;height:500px;border:0;border-radius:4px;overflow:hidden" title="${esc(pick(rng, ["demo", "example"]))}" sandbox="allow-forms allow-modals allow-popups allow-same-origin allow-scripts"></iframe>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["code-sample", "embed", "snippet"])}"><h4>${esc(say(page, codeWords))}: <code>${esc(file)}</code></h4>${embed}</div>`))
})

const funders: ReadonlyArray<readonly [string, string]> = [
  ["Erasmus+", "https://erasmus-plus.ec.europa.eu/"], ["Fulbright Program", "https://fulbrightprogram.org/"], ["Chevening Scholarships", "https://www.chevening.org/"],
  ["DAAD", "https://www.daad.de/en/"], ["Campus France", "https://www.campusfrance.org/"], ["Study in NL (Nuffic)", "https://www.studyinnl.org/"],
  ["Commonwealth Scholarships", "https://cscuk.fcdo.gov.uk/"], ["Marie Skłodowska-Curie Actions", "https://marie-sklodowska-curie-actions.ec.europa.eu/"],
  ["Australia Awards", "https://www.dfat.gov.au/people-to-people/australia-awards"], ["Study in Italy", "https://studyinitaly.esteri.it/"]
]
const fundWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Scholarships and funding", "Apply directly to the funders below; applications are free.", "Our funding advice"],
  fr: ["Bourses et financements", "Candidatez directement auprès des organismes ci-dessous ; les candidatures sont gratuites.", "Nos conseils sur le financement"],
  de: ["Stipendien und Förderung", "Bewerben Sie sich direkt bei den Förderern; die Bewerbung ist kostenlos.", "Unsere Förderberatung"],
  es: ["Becas y financiación", "Solicítelas directamente a los organismos; la solicitud es gratuita.", "Nuestro asesoramiento"],
  nl: ["Beurzen en financiering", "Meld je rechtstreeks aan bij de organisaties hieronder; aanmelden is gratis.", "Ons financieringsadvies"],
  pt: ["Bolsas e financiamento", "Candidate-se diretamente às instituições abaixo; a candidatura é gratuita.", "Nossa orientação sobre financiamento"],
  it: ["Borse di studio e finanziamenti", "Candidati direttamente presso gli enti qui sotto; la candidatura è gratuita.", "La nostra consulenza"]
}

// Funding pages of universities, schools and NGOs, recalled from memory of the programmes they list (Erasmus+, Fulbright, Chevening, DAAD, Campus France, Nuffic's Study in NL, Commonwealth Scholarships, Marie Skłodowska-Curie Actions, Australia Awards, Study in Italy) with deadlines and a note that applying is free: a list of a few official funders with deadlines and a link to the site's own advice page.
const scholarshipList = benign("'scholarships and funding' list linking to official funders (Erasmus+, Fulbright, Chevening, DAAD) with deadlines", (page, rng) => {
  const [h, p, adv] = say(page, fundWords)
  const items = sample(rng, funders, between(rng, 3, 5)).map(([n, u]) => `<li><a href="${u}" target="_blank" rel="noopener">${esc(n)}</a> — ${esc(dateOf(rng, page))}</li>`).join("")
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["funding", "scholarships", "study-abroad"])}"><h3>🎓 ${esc(h)}</h3><p>${esc(p)}</p><ul>${items}</ul><p><a href="${esc(own(rng, page, pick(rng, ["/study/funding", "/international/scholarships", "/students/funding"])))}">${esc(adv)}</a></p></section>`))
})

const eidOptions: Record<string, readonly [string, (page: Page, rng: Rng) => string, string]> = {
  de: ["Mit Online-Ausweis anmelden", (page, rng) => `http://127.0.0.1:24727/eID-Client?tcTokenURL=${encodeURIComponent(`${new URL(page.site.url).origin}/eid/tcToken?session=${hex(rng, 16)}`)}`, "https://www.ausweisapp.bund.de/download"],
  fr: ["S'identifier avec FranceConnect", (page, rng) => own(rng, page, "/auth/franceconnect"), "https://franceconnect.gouv.fr/"],
  nl: ["Inloggen met DigiD", (page, rng) => own(rng, page, "/inloggen/digid"), "https://www.digid.nl/"],
  it: ["Entra con SPID o CIE", (page, rng) => own(rng, page, "/spid/login"), "https://www.spid.gov.it/"],
  es: ["Acceder con Cl@ve", (page, rng) => own(rng, page, "/acceso/clave"), "https://clave.gob.es/"],
  br: ["Entrar com gov.br", (page, rng) => own(rng, page, "/entrar/govbr"), "https://www.gov.br/governodigital/pt-br/conta-gov-br"],
  uk: ["Sign in with GOV.UK One Login", (page, rng) => own(rng, page, "/sign-in/one-login"), "https://www.gov.uk/using-your-gov-uk-one-login"],
  us: ["Sign in with Login.gov", (page, rng) => own(rng, page, "/auth/login-gov"), "https://login.gov/"],
  au: ["Sign in with myID", (page, rng) => own(rng, page, "/login/myid"), "https://www.myid.gov.au/"],
  in: ["Sign in with DigiLocker", (page, rng) => own(rng, page, "/auth/digilocker"), "https://www.digilocker.gov.in/"]
}
const whatIs: Record<Lang, string> = { en: "What is this?", fr: "Qu'est-ce que c'est ?", de: "Was ist das?", es: "¿Qué es esto?", nl: "Wat is dit?", pt: "O que é isso?", it: "Che cos'è?" }

// Sign-in with the national eID, recalled from memory of Germany's Online-Ausweis (the AusweisApp reached through http://127.0.0.1:24727/eID-Client?tcTokenURL=..., as BSI's TR-03124 specifies), France's FranceConnect, the Netherlands' DigiD, Italy's SPID and CIE, Spain's Cl@ve, Brazil's gov.br, GOV.UK One Login, Login.gov, Australia's myID and India's DigiLocker, offered by councils, universities, insurers and utilities (about 2016–2024): a sign-in button for the country's scheme (a localhost link for the AusweisApp, the site's own start URL elsewhere) and a link to the scheme's official page.
const nationalEidSignin = benign("'sign in with the national eID' button (AusweisApp localhost link, FranceConnect, DigiD, SPID, Login.gov) with a link to the scheme", (page, rng) => {
  const [label, href, info] = eidOptions[page.site.locale.country] ?? eidOptions.uk!
  const btn = `<p class="${pick(rng, ["eid-login", "signin-eid", "login-options"])}"><a href="${esc(href(page, rng))}" style="display:inline-block;border:1px solid #0b4f9c;color:#0b4f9c;padding:6px 14px;border-radius:4px;text-decoration:none">🪪 ${esc(label)}</a> <small><a href="${info}" target="_blank" rel="noopener">${esc(say(page, whatIs))}</a></small></p>`
  const fs = forms(page)
  return splices(insert(fs.length > 0 && chance(rng, 0.4) ? fs[0]!.closeTag?.end ?? fs[0]!.openEnd : pick(rng, [top(page), slotAt(page.spots, "top")]), btn))
})

const desktopWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Remote access for staff and students", "Open your work desktop and applications in the browser.", "IT help"], fr: ["Accès à distance pour le personnel et les étudiants", "Ouvrez votre bureau et vos applications dans le navigateur.", "Assistance informatique"],
  de: ["Fernzugriff für Beschäftigte und Studierende", "Öffnen Sie Ihren Arbeitsplatz und Ihre Anwendungen im Browser.", "IT-Hilfe"], es: ["Acceso remoto para personal y estudiantes", "Abra su escritorio y sus aplicaciones en el navegador.", "Ayuda informática"],
  nl: ["Thuiswerken voor medewerkers en studenten", "Open je werkplek en applicaties in de browser.", "IT-hulp"], pt: ["Acesso remoto para funcionários e alunos", "Abra sua área de trabalho e aplicativos no navegador.", "Suporte de TI"],
  it: ["Accesso remoto per personale e studenti", "Apri il tuo desktop e le applicazioni nel browser.", "Assistenza IT"]
}

// Virtual desktop gateways, recalled from memory of universities', hospitals' and firms' remote-access pages (about 2020–2024) linking to Apache Guacamole on their own host, Citrix Workspace (a <customer>.cloud.com store), VMware Horizon's HTML Access (/portal/webclient/), Microsoft's Remote Desktop web client (/RDWeb/webclient/) or Azure Virtual Desktop's and Windows 365's web clients: a box with one or two such links and the site's own IT help page.
const virtualDesktopLinks = benign("remote-access links to the organisation's virtual desktop gateway (Guacamole, Citrix Workspace, Horizon, RD Web, Windows 365)", (page, rng) => {
  const [h, p, help] = say(page, desktopWords)
  const d = page.site.domain
  const links = sample(rng, [
    ["Virtual desktop", `https://desktop.${d}/guacamole/`], ["Citrix Workspace", `https://${handle(page)}.cloud.com/`], ["VMware Horizon", `https://horizon.${d}/portal/webclient/index.html`],
    ["Remote Desktop", `https://rds.${d}/RDWeb/webclient/`], ["Windows 365", "https://windows365.microsoft.com/"], ["Azure Virtual Desktop", "https://client.wvd.microsoft.com/arm/webclient/index.html"]
  ] as const, between(rng, 1, 2)).map(([n, u]) => `<li><a href="${u}">${esc(n)}</a></li>`).join("")
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<aside class="${pick(rng, ["remote-access", "staff-links", "it-services"])}"><h4>💻 ${esc(h)}</h4><p>${esc(p)}</p><ul>${links}</ul><p><a href="${esc(own(rng, page, pick(rng, ["/it/help", "/it-services/remote-access", "/support/it"])))}">${esc(help)}</a></p></aside>`))
})

const castWords: Record<Lang, string> = { en: "Quick start in 30 seconds", fr: "Démarrage rapide en 30 secondes", de: "Schnellstart in 30 Sekunden", es: "Inicio rápido en 30 segundos", nl: "Snel aan de slag in 30 seconden", pt: "Início rápido em 30 segundos", it: "Avvio rapido in 30 secondi" }

// Terminal recordings, recalled from memory of asciinema (asciinema.org, 2012–), whose recordings are embedded with a script tag (asciinema.org/a/<id>.js with an asciicast-<id> id) or played with the asciinema-player bundle from a CDN and a .cast file on the site, as developer tools show their install steps: a caption and one such embed.
const asciinemaCast = benign("terminal recording of the install steps embedded from asciinema (script tag or player with a .cast file on the site)", (page, rng) => {
  const id = digits(rng, 6)
  const ver = `3.${between(rng, 6, 10)}.${between(rng, 0, 2)}`
  const el = `cast-${alnum(rng, 4)}`
  const embed = chance(rng, 0.5)
    ? `<script src="https://asciinema.org/a/${id}.js" id="asciicast-${id}" async${chance(rng, 0.5) ? ` data-autoplay="true" data-speed="${pick(rng, ["1.5", "2"])}"` : ""}></script>`
    : `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/asciinema-player@${ver}/dist/bundle/asciinema-player.css"><div id="${el}"></div><script src="https://cdn.jsdelivr.net/npm/asciinema-player@${ver}/dist/bundle/asciinema-player.min.js"></script><script>AsciinemaPlayer.create('${own(rng, page, pick(rng, ["/casts/install.cast", "/static/demo.cast", "/media/quickstart.cast"]))}',document.getElementById('${el}'),{cols:${pick(rng, [80, 100, 120])},rows:${pick(rng, [20, 24, 30])},idleTimeLimit:2});</script>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<figure class="${pick(rng, ["terminal-demo", "cast"])}">${embed}<figcaption>${esc(say(page, castWords))}</figcaption></figure>`))
})

const btcWords: Record<Lang, readonly [string, string]> = {
  en: ["Pay with Bitcoin", "On-chain or Lightning, through our own BTCPay Server."], fr: ["Payer en bitcoin", "On-chain ou Lightning, via notre propre serveur BTCPay."],
  de: ["Mit Bitcoin bezahlen", "On-Chain oder Lightning, über unseren eigenen BTCPay Server."], es: ["Pagar con bitcoin", "On-chain o Lightning, con nuestro propio BTCPay Server."],
  nl: ["Betalen met bitcoin", "On-chain of Lightning, via onze eigen BTCPay Server."], pt: ["Pague com bitcoin", "On-chain ou Lightning, pelo nosso próprio BTCPay Server."],
  it: ["Paga in bitcoin", "On-chain o Lightning, tramite il nostro BTCPay Server."]
}

// Self-hosted Bitcoin payments, recalled from memory of BTCPay Server (2017–), which merchants and non-profits run on their own subdomain and whose "pay button" generator gives a form posting to /api/v1/invoices (storeId, price, currency) with its pay.svg image, or a point-of-sale app link (/apps/<id>/pos): a small box with such a form or link on a subdomain of the site's own domain.
const btcpayButton = benign("'pay with Bitcoin' button posting to the organisation's own BTCPay Server on its subdomain", (page, rng) => {
  const [h, p] = say(page, btcWords)
  const srv = `https://${pick(rng, ["pay", "btcpay", "btc", "donate"])}.${page.site.domain}`
  const cur = pick(rng, ["EUR", "USD", "GBP", "BRL", "AUD", "INR"])
  const inner = chance(rng, 0.6)
    ? `<form method="POST" action="${srv}/api/v1/invoices" class="btcpay-form"><input type="hidden" name="storeId" value="${base58(rng, 44)}"><input type="hidden" name="price" value="${between(rng, 5, 100)}"><input type="hidden" name="currency" value="${cur}"><input type="image" src="${srv}/img/paybutton/pay.svg" name="submit" style="width:209px" alt="${esc(h)}"></form>`
    : `<p><a href="${srv}/apps/${base58(rng, 28)}/${pick(rng, ["pos", "crowdfund"])}" class="btcpay-link">₿ ${esc(h)}</a></p>`
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<div class="${pick(rng, ["btcpay", "crypto-pay", "ways-to-pay"])}"><h4>${esc(h)}</h4><p>${esc(p)}</p>${inner}</div>`))
})

const mailTemplates: Record<Lang, readonly [string, string]> = {
  en: ["Enquiry from the website", "Hello,\n\nName:\nPhone:\nYour question:\n"], fr: ["Demande depuis le site", "Bonjour,\n\nNom :\nTéléphone :\nVotre question :\n"],
  de: ["Anfrage über die Website", "Guten Tag,\n\nName:\nTelefon:\nIhre Frage:\n"], es: ["Consulta desde la web", "Hola:\n\nNombre:\nTeléfono:\nSu consulta:\n"],
  nl: ["Vraag via de website", "Hallo,\n\nNaam:\nTelefoon:\nUw vraag:\n"], pt: ["Contato pelo site", "Olá,\n\nNome:\nTelefone:\nSua pergunta:\n"],
  it: ["Richiesta dal sito", "Buongiorno,\n\nNome:\nTelefono:\nLa sua domanda:\n"]
}

// Prefilled e-mail links, recalled from memory of RFC 6068 (2010), which lets a mailto: link carry subject and body fields, and of contact pages that use it so enquiries arrive with a recognisable subject and a short template: the site's own mailto links keep their address and text and gain a subject and sometimes a body; a bare address in the text becomes such a link.
const mailtoSubject = benign("site's own mailto links given a subject and a body template (address and text unchanged)", (page, rng) => {
  const [subject, body] = say(page, mailTemplates)
  const q = `subject=${encodeURIComponent(subject)}${chance(rng, 0.6) ? `&amp;body=${encodeURIComponent(body)}` : ""}`
  const out: Array<Splice> = []
  const mailtos = shown(page, "a", (e) => /^\s*mailto:/i.test(e.attribs.href ?? ""))
  for (const { value } of attrTargets(page, mailtos, "href")) {
    const raw = page.html.slice(value.start, value.end)
    if (/[?&](amp;)?subject=/i.test(raw)) continue
    out.push(insert(value.start + raw.trimEnd().length, `${raw.includes("?") ? "&amp;" : "?"}${q}`))
  }
  if (out.length === 0) {
    for (const hit of textHits(page, page.ids.email).filter((h) => !h.inLink)) out.push(replace(hit, `<a href="mailto:${page.ids.email}?${q}">${page.ids.email}</a>`))
  }
  if (out.length === 0) out.push(insert(footerSpot(rng, page), `<p><a href="mailto:${page.ids.email}?${q}">${page.ids.email}</a></p>`))
  return { splices: out }
})

// Call tracking, recalled from memory of the install snippets of CallRail (swap.js from cdn.callrail.com/companies/<id>/<key>/12/), ResponseTap (rTapTrack_min.js with an adiInit id), Mediahawk and Infinity (a class such as InfinityNumber on the number to swap), which marketing teams add so each visitor sees a tracking number for the same line at run time (dynamic number insertion): the provider's script, and sometimes the site's shown phone number wrapped in a span with the provider's class; the number in the page stays the site's.
const callTracking = benign("call-tracking script from a call-analytics provider (CallRail, ResponseTap, Infinity) with the site's number marked for swapping", (page, rng) => {
  const v = int(rng, 3)
  const script = v === 0
    ? `<script type="text/javascript" src="//cdn.callrail.com/companies/${digits(rng, 9)}/${hex(rng, 20)}/12/swap.js"></script>`
    : v === 1
    ? `<script>var adiInit="${digits(rng, 5)}",adiRVO=true;var adiFunc=null;(function(){var adiSrc=document.createElement("script");adiSrc.type="text/javascript";adiSrc.async=true;adiSrc.src=("https:"==document.location.protocol?"https://static-ssl":"http://static-cdn")+".responsetap.com/static/scripts/rTapTrack_min.js";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(adiSrc,s)})();</script>`
    : `<script>var _ictt=_ictt||[];_ictt.push(['_setIgrp','${digits(rng, 4)}']);_ictt.push(['_enableGAIntegration',{'gua':true,'ga':false}]);_ictt.push(['_includeExternal',[{'from':'_ictt','to':'_ictt'}]]);_ictt.push(['_track']);(function(){var ict=document.createElement('script');ict.type='text/javascript';ict.async=true;ict.src=('https:'==document.location.protocol?'https://':'http://')+'ict.infinity-tracking.net/js/nas.v1.min.js';var scr=document.getElementsByTagName('script')[0];scr.parentNode.insertBefore(ict,scr)})();</script>`
  const cls = v === 0 ? "callrail-phone" : v === 1 ? `rTapNumber${digits(rng, 6)}` : "InfinityNumber"
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), script)]
  if (v !== 0 || chance(rng, 0.5)) for (const hit of textHits(page, page.ids.phone.national).slice(0, 2)) out.push(replace(hit, `<span class="${cls}">${page.ids.phone.national}</span>`))
  return { splices: out }
})

const invoiceWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Pay an invoice", "Customers can view and pay invoices online in our billing portal.", "Billing portal"], fr: ["Payer une facture", "Nos clients peuvent consulter et régler leurs factures en ligne dans notre espace de facturation.", "Espace facturation"],
  de: ["Rechnung bezahlen", "Kunden können Rechnungen in unserem Abrechnungsportal online einsehen und bezahlen.", "Abrechnungsportal"], es: ["Pagar una factura", "Los clientes pueden ver y pagar sus facturas en nuestro portal de facturación.", "Portal de facturación"],
  nl: ["Factuur betalen", "Klanten kunnen facturen online bekijken en betalen in ons klantportaal.", "Klantportaal"], pt: ["Pagar uma fatura", "Clientes podem ver e pagar faturas online no nosso portal de cobrança.", "Portal de cobrança"],
  it: ["Paga una fattura", "I clienti possono consultare e pagare le fatture online nel nostro portale.", "Portale fatturazione"]
}

// Invoice-payment portals, recalled from memory of Stripe's customer portal login links (billing.stripe.com/p/login/...), Chargebee's hosted portal (<site>.chargebeeportal.com), Zoho Billing's customer portal (billing.zoho.com/portal/<org>) and GoCardless's hosted payment pages (pay.gocardless.com), which small firms link from their footer or contact page: a short box linking to one such portal for the firm's own account, naming the provider.
const invoicePortal = benign("'pay an invoice' link to the firm's billing portal on a billing provider (Stripe, Chargebee, Zoho Billing, GoCardless)", (page, rng) => {
  const [h, p, portal] = say(page, invoiceWords)
  const [prov, url] = pick(rng, [
    ["Stripe", `https://billing.stripe.com/p/login/${alnum(rng, 14)}`], ["Chargebee", `https://${handle(page)}.chargebeeportal.com/portal/v2/login`],
    ["Zoho Billing", `https://billing.zoho.com/portal/${handle(page)}`], ["GoCardless", `https://pay.gocardless.com/${pick(rng, ["BRT", "AL"])}000${upper(rng, 2)}${digits(rng, 6)}`]
  ] as const)
  return splices(insert(pick(rng, [footerSpot(rng, page), someSpot(rng, page)]), `<div class="${pick(rng, ["pay-invoice", "billing", "customer-links"])}"><h4>🧾 ${esc(h)}</h4><p>${esc(p)} <a href="${url}" target="_blank" rel="noopener">${esc(portal)}</a> <small>(${esc(prov)})</small></p></div>`))
})

const callbackWords: Record<Lang, string> = {
  en: "Would you like us to call you back? Leave your number and we'll call within 28 seconds.", fr: "Vous souhaitez être rappelé ? Laissez votre numéro, nous vous appelons en 28 secondes.",
  de: "Sollen wir Sie zurückrufen? Nummer hinterlassen – wir rufen in 28 Sekunden an.", es: "¿Le llamamos? Deje su número y le llamamos en 28 segundos.",
  nl: "Zullen we u terugbellen? Laat uw nummer achter en we bellen binnen 28 seconden.", pt: "Quer que a gente ligue? Deixe seu número e ligamos em 28 segundos.",
  it: "Vuoi essere richiamato? Lascia il tuo numero e ti chiamiamo entro 28 secondi."
}

// Callback widgets, recalled from memory of CallPage's widget (a __cp object with an id and its loader script, known for its "we'll call you in 28 seconds" pop-up, about 2016–2024) and Leadoo's bots (bot.leadoo.com/bot/dynamic.js?company=...), which sales teams add to ask visitors for a phone number to be called back by the firm's own staff: the provider's script and, on some pages, a short line announcing the service.
const callbackWidget = benign("'we'll call you back in 28 seconds' widget from a callback provider (CallPage, Leadoo)", (page, rng) => {
  const script = chance(rng, 0.6)
    ? `<script>var __cp={"id":"${alnum(rng, 43)}","version":"1.1"};(function(window,document){var cp=document.createElement('script');cp.type='text/javascript';cp.async=true;cp.src='https://cdn.callpage.io/widget/loader.js';var s=document.getElementsByTagName('script')[0];s.parentNode.insertBefore(cp,s);window.callpage=function(method){if(method=='__getQueue'){return this.methods}else if(method){if(typeof window.callpage.execute==='function'){return window.callpage.execute.apply(this,arguments)}else{(this.methods=this.methods||[]).push({arguments:arguments})}}};window.callpage.__cp=__cp;window.callpage('api.button.autoshow')})(window,document);</script>`
    : `<script type="text/javascript" async src="https://bot.leadoo.com/bot/dynamic.js?company=${alnum(rng, 8)}"></script>`
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), head(page)]), script)]
  if (chance(rng, 0.5)) out.push(insert(someSpot(rng, page), `<p class="${pick(rng, ["callback-teaser", "contact-hint"])}">📞 ${esc(say(page, callbackWords))}</p>`))
  return { splices: out }
})

const saleMarkets: Record<string, ReadonlyArray<readonly [string, string]>> = {
  uk: [["Rightbiz", "https://www.rightbiz.co.uk/"], ["BusinessesForSale.com", "https://uk.businessesforsale.com/"]], us: [["BizBuySell", "https://www.bizbuysell.com/"], ["BusinessesForSale.com", "https://us.businessesforsale.com/"]],
  fr: [["CessionPME", "https://www.cessionpme.com/"], ["Fusacq", "https://www.fusacq.com/"]], de: [["nexxt-change", "https://www.nexxt-change.org/"], ["DUB.de", "https://www.dub.de/"]],
  nl: [["Bedrijventekoop.nl", "https://www.bedrijventekoop.nl/"]], au: [["SEEK Business", "https://www.seekbusiness.com.au/"]], in: [["SMERGERS", "https://www.smergers.com/"]]
}
const saleNotice: Record<Lang, (b: string, y: number) => string> = {
  en: (b, y) => `After ${y} years, the owners are retiring and ${b} is for sale as a going concern. Business continues as usual; serious enquiries through our broker's listing.`,
  fr: (b, y) => `Après ${y} ans, les propriétaires partent à la retraite : ${b} est à céder. L'activité continue normalement ; contacts sérieux via l'annonce de notre intermédiaire.`,
  de: (b, y) => `Nach ${y} Jahren gehen die Inhaber in den Ruhestand: ${b} sucht eine Nachfolge. Der Betrieb läuft normal weiter; ernsthafte Anfragen über das Inserat unseres Vermittlers.`,
  es: (b, y) => `Tras ${y} años, los propietarios se jubilan y ${b} se traspasa en funcionamiento. Seguimos atendiendo con normalidad; interesados, a través del anuncio de nuestro intermediario.`,
  nl: (b, y) => `Na ${y} jaar gaan de eigenaren met pensioen en staat ${b} te koop als lopend bedrijf. Alles loopt gewoon door; serieuze interesse via de advertentie van onze bemiddelaar.`,
  pt: (b, y) => `Depois de ${y} anos, os donos vão se aposentar e ${b} está à venda em funcionamento. Seguimos atendendo normalmente; interessados, pelo anúncio do nosso intermediário.`,
  it: (b, y) => `Dopo ${y} anni i titolari vanno in pensione e ${b} è in cessione come attività avviata. Tutto prosegue normalmente; richieste serie tramite l'annuncio del nostro intermediario.`
}

// Businesses sold by retiring owners, recalled from memory of small firms' notices (about 2015–2024) announcing that the business is for sale as a going concern and pointing to their listing on a business-for-sale marketplace (BizBuySell, Rightbiz, BusinessesForSale.com, CessionPME, Germany's official nexxt-change succession exchange, Bedrijventekoop.nl, SEEK Business, SMERGERS): a notice with the years in business and a link to the listing.
const businessForSale = benign("'the owners are retiring, this business is for sale' notice linking to its listing on a business-for-sale marketplace", (page, rng) => {
  const [name, url] = pick(rng, saleMarkets[page.site.locale.country] ?? [["BusinessesForSale.com", "https://www.businessesforsale.com/"]])
  const listing = `${url}${pick(rng, ["listing/", "business/", "l/", ""])}${slug(brandName(page)) || "business"}-${digits(rng, 6)}`
  return splices(insert(pick(rng, [top(page), someSpot(rng, page), footerSpot(rng, page)]), `<div class="${pick(rng, ["owner-notice", "announcement", "for-sale-notice"])}"><p>${esc(saleNotice[page.site.locale.lang](brandName(page), between(rng, 12, 45)))} <a href="${listing}" target="_blank" rel="noopener">${esc(name)}</a></p></div>`))
})

/** Every fresh13 benign class, in a fixed order. */
export const fresh13Benigns: ReadonlyArray<ChangeClass> = [
  fraudDeviceTag, providerWalletButtons, textToDonate, loyaltyLauncher, passengerRights, antiFraudCampaign, staticCryptBlock,
  cloudflareDetections, internationalTransfer, codeSampleEmbed, scholarshipList, nationalEidSignin, virtualDesktopLinks,
  asciinemaCast, btcpayButton, mailtoSubject, callTracking, invoicePortal, callbackWidget, businessForSale
]

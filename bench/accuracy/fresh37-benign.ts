/**
 * Fresh37 benign classes: written by a helper session that does not
 * read the engines, from the point of view of the security lead of a
 * regional chain of independent online shops and a payment-service
 * provider's merchant-risk team (2025–2026), listing the honest changes
 * their shops make every week and that a naive monitor would mistake for
 * tampering: new payment methods (buy-now-pay-later instalments, wallets,
 * payment-method logos, a payment link on a well-known provider), price and
 * stock updates, sale markdowns, seasonal sale banners with discount codes, a new checkout
 * provider's script, review and live-chat widgets, a change of shipping
 * carrier, Christmas cut-off and returns notices, gift cards sold by the
 * shop itself, and a new customer-service number or order e-mail address
 * added beside the old one.
 * Each is written in the site's own language and varies wording, placement,
 * providers and numbers with the rng. Recalled from memory without internet
 * access of how merchants announce these changes and of the public embed
 * snippets of the providers named (Stripe, Adyen, Mollie, Klarna, PayPal,
 * Trustpilot, Trusted Shops, Feefo, Tidio, Crisp, Zendesk, national
 * carriers); details may differ. Scored in the `fresh37` group, never
 * tuned on.
 */
import { type ChangeClass, afterPrice, bottom, head, lineAfter, occurrences, say, top } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, makePhone, someDate } from "./locales.js"
import type { Range } from "./locate.js"
import { type Rng, alnum, between, chance, digits, pick, sample, upper } from "./rng.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name: `fresh37-${name}`, kind: "benign", group: "fresh37", make })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "shop"
const contactNeedles = (page: Page) => [page.ids.email, page.ids.phone.intl, page.ids.phone.national]
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const inContact = (page: Page, rng: Rng, html: string) => lineBeside(page, chance(rng, 0.5) ? contactNeedles(page) : [...contactNeedles(page)].reverse(), html, pick(rng, [bottom(page), slotAt(page.spots, "middle")]))
const dateOf = (page: Page, rng: Rng) => page.site.locale.date(someDate(rng))
const money = (page: Page, a: number) => page.site.locale.money(a)
const priceRuns = (page: Page): Array<{ r: Range; at: number }> => {
  const out: Array<{ r: Range; at: number }> = []
  const re = new RegExp(priceRe.source, "g")
  for (const t of page.spots.texts) {
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      const r = { start: t.start + m.index!, end: t.start + m.index! + m[0].length }
      if (!rawInside(page, r)) out.push({ r, at: afterPrice(page, t) })
    }
  }
  return out
}
const rescale = (s: string, f: number): string =>
  s.replace(/\d[\d.,\u00a0\u202f]*\d|\d/, (num) => {
    const dec = /[.,]\d{2}$/.test(num) ? num[num.length - 3]! : null
    const intPart = dec === null ? num : num.slice(0, -3)
    // (thousands grouped as written: "1,299.00", "1.299,00", "752,708")
    const sep = /[.,\u00a0\u202f]/.exec(intPart)?.[0] ?? ""
    const group = (d: string) => sep === "" ? d : d.replace(/\B(?=(\d{3})+$)/g, sep)
    const cents = dec === null ? 0 : Number(num.slice(-2)) / 100
    const v = Number(intPart.replace(/[^\d]/g, "")) + cents
    const n = Math.max(0.5, v * f)
    const m = Math.round(n) - (n > 5 ? 0.01 : 0)
    return dec === null ? group(String(Math.max(1, Math.round(n)))) : group(Math.floor(m).toString()) + dec + m.toFixed(2).slice(-2)
  })

// ———————————————————————————— words ————————————————————————————

const bnpl: T<string> = {
  en: "or {n} interest-free payments of {amount} with {p}", fr: "ou {n} × {amount} sans frais avec {p}", de: "oder {n} zinsfreie Raten à {amount} mit {p}",
  es: "o {n} plazos sin intereses de {amount} con {p}", nl: "of {n} termijnen van {amount} zonder rente met {p}", pt: "ou {n}x de {amount} sem juros com {p}",
  it: "oppure {n} rate da {amount} senza interessi con {p}"
}
const bnplGeneric: T<string> = {
  en: "New: pay later or in {n} instalments with {p} at checkout", fr: "Nouveau : payez plus tard ou en {n} fois avec {p}", de: "Neu: Später oder in {n} Raten bezahlen mit {p}",
  es: "Novedad: paga más tarde o en {n} plazos con {p}", nl: "Nieuw: achteraf of in {n} termijnen betalen met {p}", pt: "Novidade: pague depois ou em {n}x com {p}",
  it: "Novità: paga dopo o in {n} rate con {p}"
}
const wallets: T<string> = {
  en: "We now accept {list}", fr: "Nous acceptons désormais {list}", de: "Wir akzeptieren jetzt {list}", es: "Ahora aceptamos {list}",
  nl: "Je kunt nu ook betalen met {list}", pt: "Agora aceitamos {list}", it: "Ora accettiamo anche {list}"
}
const and: T<string> = { en: "and", fr: "et", de: "und", es: "y", nl: "en", pt: "e", it: "e" }
const priceNote: T<string> = {
  en: "Prices updated on {date}", fr: "Prix mis à jour le {date}", de: "Preise aktualisiert am {date}", es: "Precios actualizados el {date}",
  nl: "Prijzen bijgewerkt op {date}", pt: "Preços atualizados em {date}", it: "Prezzi aggiornati il {date}"
}
const sale: T<ReadonlyArray<string>> = {
  en: ["Black Friday: {pct}% off everything with code {code} until {date}", "Summer sale – up to {pct}% off selected items", "Winter sale now on: save {pct}% with code {code}"],
  fr: ["Black Friday : -{pct} % sur tout avec le code {code} jusqu'au {date}", "Soldes d'été – jusqu'à -{pct} % sur une sélection", "Les soldes d'hiver sont là : -{pct} % avec le code {code}"],
  de: ["Black Friday: {pct} % auf alles mit dem Code {code} bis {date}", "Sommerschlussverkauf – bis zu {pct} % auf ausgewählte Artikel", "Winter-Sale: {pct} % sparen mit dem Code {code}"],
  es: ["Black Friday: {pct} % de descuento en todo con el código {code} hasta el {date}", "Rebajas de verano – hasta un {pct} % en artículos seleccionados", "Rebajas de invierno: ahorra un {pct} % con el código {code}"],
  nl: ["Black Friday: {pct}% korting op alles met code {code} tot {date}", "Zomersale – tot {pct}% korting op geselecteerde artikelen", "Wintersale: {pct}% korting met code {code}"],
  pt: ["Black Friday: {pct}% de desconto em tudo com o cupom {code} até {date}", "Liquidação de verão – até {pct}% em itens selecionados", "Promoção de inverno: {pct}% com o cupom {code}"],
  it: ["Black Friday: {pct}% su tutto con il codice {code} fino al {date}", "Saldi estivi – fino al {pct}% su articoli selezionati", "Saldi invernali: risparmia il {pct}% con il codice {code}"]
}
const shopNow: T<string> = { en: "Shop the sale", fr: "J'en profite", de: "Jetzt shoppen", es: "Ver ofertas", nl: "Bekijk de sale", pt: "Ver ofertas", it: "Scopri le offerte" }
const securedBy: T<string> = {
  en: "Secure checkout powered by {p}", fr: "Paiement sécurisé par {p}", de: "Sichere Zahlung über {p}", es: "Pago seguro con {p}",
  nl: "Veilig afrekenen via {p}", pt: "Pagamento seguro por {p}", it: "Pagamento sicuro con {p}"
}
const rated: T<string> = {
  en: "Rated {score}/5 from {n} reviews", fr: "Noté {score}/5 sur {n} avis", de: "{score}/5 aus {n} Bewertungen", es: "Valoración {score}/5 de {n} opiniones",
  nl: "Beoordeeld met {score}/5 uit {n} reviews", pt: "Nota {score}/5 em {n} avaliações", it: "Valutazione {score}/5 su {n} recensioni"
}
const ship: T<ReadonlyArray<string>> = {
  en: ["We now ship with {c}. Free delivery on orders over {amount}.", "New carrier: your parcels are now delivered by {c} – track them on <a href=\"{url}\">{c}</a>."],
  fr: ["Nous expédions désormais avec {c}. Livraison offerte dès {amount}.", "Nouveau transporteur : vos colis sont livrés par {c} – suivez-les sur <a href=\"{url}\">{c}</a>."],
  de: ["Wir versenden jetzt mit {c}. Versandkostenfrei ab {amount}.", "Neuer Versanddienstleister: Ihre Pakete kommen jetzt mit {c} – Sendungsverfolgung bei <a href=\"{url}\">{c}</a>."],
  es: ["Ahora enviamos con {c}. Envío gratis a partir de {amount}.", "Nuevo transportista: tus paquetes llegan con {c} – síguelos en <a href=\"{url}\">{c}</a>."],
  nl: ["We verzenden nu met {c}. Gratis verzending vanaf {amount}.", "Nieuwe vervoerder: je pakketten worden bezorgd door {c} – volg ze via <a href=\"{url}\">{c}</a>."],
  pt: ["Agora enviamos com {c}. Frete grátis acima de {amount}.", "Nova transportadora: seus pedidos agora vão pela {c} – rastreie em <a href=\"{url}\">{c}</a>."],
  it: ["Ora spediamo con {c}. Spedizione gratuita sopra {amount}.", "Nuovo corriere: i tuoi pacchi ora viaggiano con {c} – tracciali su <a href=\"{url}\">{c}</a>."]
}
const carriers: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  us: [["UPS", "https://www.ups.com/track"], ["FedEx", "https://www.fedex.com/en-us/tracking.html"], ["USPS", "https://tools.usps.com/go/TrackConfirmAction"]],
  uk: [["Royal Mail", "https://www.royalmail.com/track-your-item"], ["Evri", "https://www.evri.com/track-a-parcel"], ["DPD", "https://www.dpd.co.uk/"]],
  fr: [["Colissimo", "https://www.laposte.fr/outils/suivre-vos-envois"], ["Chronopost", "https://www.chronopost.fr/"], ["Mondial Relay", "https://www.mondialrelay.fr/suivi-de-colis/"]],
  de: [["DHL", "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html"], ["Hermes", "https://www.myhermes.de/empfangen/sendungsverfolgung/"], ["GLS", "https://gls-group.com/DE/de/paketverfolgung"]],
  es: [["Correos", "https://www.correos.es/es/es/herramientas/localizador/envios"], ["SEUR", "https://www.seur.com/"], ["MRW", "https://www.mrw.es/"]],
  nl: [["PostNL", "https://jouw.postnl.nl/track-and-trace/"], ["DHL", "https://www.dhlparcel.nl/nl/consument/volg-je-pakket"], ["DPD", "https://www.dpd.com/nl/"]],
  br: [["Correios", "https://rastreamento.correios.com.br/"], ["Jadlog", "https://www.jadlog.com.br/"], ["Loggi", "https://www.loggi.com/rastreador/"]],
  it: [["BRT", "https://vas.brt.it/"], ["Poste Italiane", "https://www.poste.it/cerca/index.html"], ["GLS", "https://gls-group.com/IT/it/"]]
}
const secondPhone: T<ReadonlyArray<string>> = {
  en: ["New: customer service also on {n} (Mon–Fri 9am–5pm)", "Order hotline: {n}"],
  fr: ["Nouveau : service client également au {n} (lun.–ven. 9h–18h)", "Ligne commandes : {n}"],
  de: ["Neu: Kundenservice zusätzlich unter {n} (Mo–Fr 9–17 Uhr)", "Bestell-Hotline: {n}"],
  es: ["Nuevo: atención al cliente también en el {n} (L–V 9–18 h)", "Línea de pedidos: {n}"],
  nl: ["Nieuw: klantenservice ook via {n} (ma–vr 9–17 uur)", "Bestellijn: {n}"],
  pt: ["Novo: atendimento também pelo {n} (seg–sex 9h–18h)", "Central de pedidos: {n}"],
  it: ["Novità: assistenza clienti anche al {n} (lun–ven 9–18)", "Linea ordini: {n}"]
}
const chatWith: T<string> = { en: "Questions? Chat with us live", fr: "Une question ? Discutez avec nous", de: "Fragen? Chatten Sie mit uns", es: "¿Dudas? Chatea con nosotros", nl: "Vragen? Chat met ons", pt: "Dúvidas? Fale com a gente no chat", it: "Domande? Chatta con noi" }
const paymentsTitle: T<string> = { en: "Secure payment", fr: "Paiement sécurisé", de: "Sichere Zahlung", es: "Pago seguro", nl: "Veilig betalen", pt: "Pagamento seguro", it: "Pagamento sicuro" }
const xmas: T<ReadonlyArray<string>> = {
  en: ["Order by {date} for delivery before Christmas", "Last order date for Christmas delivery: {date}"],
  fr: ["Commandez avant le {date} pour être livré avant Noël", "Dernier jour de commande pour Noël : {date}"],
  de: ["Bestellen Sie bis {date} für die Lieferung vor Weihnachten", "Letzter Bestelltag für Weihnachten: {date}"],
  es: ["Pide antes del {date} para recibirlo antes de Navidad", "Último día para pedidos de Navidad: {date}"],
  nl: ["Bestel vóór {date} voor levering vóór Kerst", "Laatste besteldag voor Kerst: {date}"],
  pt: ["Compre até {date} para receber antes do Natal", "Último dia para pedidos de Natal: {date}"],
  it: ["Ordina entro il {date} per ricevere prima di Natale", "Ultimo giorno per gli ordini di Natale: {date}"]
}
const returns: T<ReadonlyArray<string>> = {
  en: ["Extended returns: items bought now can be returned until {date}", "Free returns within {n} days"],
  fr: ["Retours prolongés : articles achetés maintenant retournables jusqu'au {date}", "Retours gratuits sous {n} jours"],
  de: ["Verlängerte Rückgabe: Jetzt gekaufte Artikel können bis {date} zurückgegeben werden", "Kostenlose Rücksendung innerhalb von {n} Tagen"],
  es: ["Devoluciones ampliadas: lo que compres ahora se puede devolver hasta el {date}", "Devoluciones gratuitas en {n} días"],
  nl: ["Verlengde retourtermijn: nu gekochte artikelen kun je retourneren tot {date}", "Gratis retourneren binnen {n} dagen"],
  pt: ["Trocas prolongadas: itens comprados agora podem ser devolvidos até {date}", "Devolução grátis em até {n} dias"],
  it: ["Resi estesi: gli articoli acquistati ora si possono restituire fino al {date}", "Reso gratuito entro {n} giorni"]
}
const giftCards: T<string> = {
  en: "Gift cards now available from {amount} – <a href=\"{url}\">buy one online</a>", fr: "Cartes cadeaux disponibles dès {amount} – <a href=\"{url}\">offrez-en une</a>",
  de: "Geschenkgutscheine ab {amount} – <a href=\"{url}\">jetzt online kaufen</a>", es: "Tarjetas regalo desde {amount} – <a href=\"{url}\">cómprala online</a>",
  nl: "Cadeaubonnen vanaf {amount} – <a href=\"{url}\">bestel online</a>", pt: "Vale-presente a partir de {amount} – <a href=\"{url}\">compre online</a>",
  it: "Carte regalo da {amount} – <a href=\"{url}\">acquistala online</a>"
}
const payInvoice: T<string> = {
  en: "Pay your invoice online by card", fr: "Réglez votre facture en ligne par carte", de: "Rechnung online per Karte bezahlen", es: "Paga tu factura online con tarjeta",
  nl: "Betaal je factuur online", pt: "Pague sua fatura online com cartão", it: "Paga la fattura online con carta"
}

const giftPath: T<string> = { en: "gift-cards", fr: "cartes-cadeaux", de: "gutscheine", es: "tarjeta-regalo", nl: "cadeaubon", pt: "vale-presente", it: "carta-regalo" }
const returnsPath: T<string> = { en: "returns", fr: "retours", de: "ruecksendung", es: "devoluciones", nl: "retourneren", pt: "trocas-e-devolucoes", it: "resi" }
const walletsBy: Readonly<Record<string, ReadonlyArray<string>>> = {
  us: ["Apple Pay", "Google Pay", "PayPal", "Venmo", "Shop Pay", "Amazon Pay"],
  uk: ["Apple Pay", "Google Pay", "PayPal", "Revolut Pay", "Amazon Pay"],
  fr: ["Apple Pay", "Google Pay", "PayPal", "Paylib", "Wero"],
  de: ["Apple Pay", "Google Pay", "PayPal", "giropay", "Wero", "Amazon Pay"],
  es: ["Apple Pay", "Google Pay", "PayPal", "Bizum"],
  nl: ["Apple Pay", "iDEAL", "PayPal", "Bancontact", "Wero"],
  br: ["Pix", "Apple Pay", "Google Pay", "Mercado Pago", "PayPal"],
  it: ["Apple Pay", "Google Pay", "PayPal", "Satispay", "Bancomat Pay"]
}

const mailLocal: T<ReadonlyArray<string>> = {
  en: ["orders", "returns", "customerservice", "help"], fr: ["commandes", "sav", "service-client"], de: ["bestellung", "kundenservice", "retouren"],
  es: ["pedidos", "atencionalcliente", "devoluciones"], nl: ["bestellingen", "klantenservice", "retour"], pt: ["pedidos", "atendimento", "sac"], it: ["ordini", "assistenza", "resi"]
}
const orderMail: T<ReadonlyArray<string>> = {
  en: ["Questions about an order? Write to {m}", "New order support address: {m}"],
  fr: ["Une question sur une commande ? Écrivez à {m}", "Nouvelle adresse pour le suivi des commandes : {m}"],
  de: ["Fragen zu einer Bestellung? Schreiben Sie an {m}", "Neue Adresse für Bestellfragen: {m}"],
  es: ["¿Dudas sobre un pedido? Escribe a {m}", "Nueva dirección de atención de pedidos: {m}"],
  nl: ["Vragen over een bestelling? Mail naar {m}", "Nieuw adres voor bestelvragen: {m}"],
  pt: ["Dúvidas sobre um pedido? Escreva para {m}", "Novo e-mail de atendimento de pedidos: {m}"],
  it: ["Domande su un ordine? Scrivi a {m}", "Nuovo indirizzo per l'assistenza ordini: {m}"]
}

// ———————————————————————————— classes ————————————————————————————

export const fresh37Benigns: ReadonlyArray<ChangeClass> = [
  benign("bnpl-instalments", (page, rng) => {
    const w = say(page, bnpl)
    const p = pick(rng, ["Klarna", "Klarna", "PayPal", "Alma", "Scalapay", "Clearpay", "Afterpay", "Affirm", "Oney", "Riverty"])
    const n = pick(rng, [3, 3, 4])
    // (instalments are offered on everyday prices, not on cars or houses)
    const ps = priceRuns(page).filter(({ r }) => Number(page.html.slice(r.start, r.end).replace(/[.,]\d{2}(?!\d)/, "").replace(/[^\d]/g, "")) <= 2000)
    if (ps.length === 0) return splices(inContact(page, rng, esc(fill(say(page, bnplGeneric), { n: String(n), p }))))
    const seen = new Set<number>()
    const out: Array<Splice> = []
    for (const { r, at } of ps.slice(0, between(rng, 1, 8))) {
      if (seen.has(at)) continue
      seen.add(at)
      const inst = rescale(page.html.slice(r.start, r.end), 1 / n).replace(/(\d)[.,]99$/, "$1")
      out.push(insert(at, ` <small class="${pick(rng, ["bnpl", "installments", "klarna-placement", "pay-later"])}">${esc(fill(w, { n: String(n), amount: inst, p }))}</small>`))
    }
    return splices(...out)
  }),
  benign("wallets-accepted", (page, rng) => {
    const list = sample(rng, walletsBy[page.site.locale.country] ?? walletsBy.us!, between(rng, 2, 3))
    const text = fill(say(page, wallets), { list: `${list.slice(0, -1).join(", ")} ${say(page, and)} ${list[list.length - 1]}` })
    return splices(chance(rng, 0.6) ? inContact(page, rng, esc(text)) : insert(blockSpot(rng, page), `<p class="payment-news">${esc(text)}</p>`))
  }),
  benign("price-update", (page, rng) => {
    const ps = priceRuns(page)
    if (ps.length === 0) return splices(inContact(page, rng, esc(fill(say(page, priceNote), { date: dateOf(page, rng) }))))
    const f = pick(rng, [0.9, 0.95, 1.05, 1.08, 1.1, 1.12, 0.85])
    return splices(...sample(rng, ps, between(rng, 1, Math.max(1, ps.length))).map(({ r }) => {
      const was = page.html.slice(r.start, r.end)
      // (a small price moves by at least one unit)
      let now = rescale(was, f)
      for (let g = f > 1 ? 1.2 : 0.8; now === was && g > 0.1 && g < 5; g = f > 1 ? g + 0.2 : g - 0.1) now = rescale(was, g)
      return replace(r, esc(now === was ? rescale(was, 2) : now))
    }))
  }),
  benign("stock-update", (page, rng) => {
    const w = page.site.words
    const rs = occ(page, w.inStock).filter((r) => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end))
    if (rs.length === 0) {
      const at = priceRuns(page)[0]?.at
      return splices(insert(at ?? bottom(page), ` <span class="stock">${esc(chance(rng, 0.5) ? w.fewLeft(between(rng, 1, 9)) : w.soldOut)}</span>`))
    }
    return splices(...rs.map((r) => replace(r, esc(chance(rng, 0.6) ? w.fewLeft(between(rng, 1, 9)) : w.soldOut))))
  }),
  benign("seasonal-sale-banner", (page, rng) => {
    const i = between(rng, 0, 2)
    const code = pick(rng, [["BF", "BLACKFRIDAY", "CYBER", "BFW"], ["SUMMER", "SUN", "SALE"], ["WINTER", "SALE", "NEWYEAR"]][i]!) + between(rng, 10, 30)
    const path = pick(rng, [["black-friday", "blackfriday", "promo/black-friday"], ["sale", "summer-sale", "collections/sale"], ["sale", "winter-sale", "offers"]][i]!)
    const text = fill(say(page, sale)[i]!, { pct: String(pick(rng, [10, 15, 20, 25, 30, 40])), code, date: dateOf(page, rng) })
    const bg = pick(rng, ["#000", "#c00", "#0a3d62", "#f6e58d", "#e84118", "#273c75"])
    const fg = bg === "#f6e58d" ? "#000" : "#fff"
    return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["promo-bar", "announcement-bar", "sale-banner", "topbar-promo"])}" style="background:${bg};color:${fg};text-align:center;padding:${between(rng, 6, 14)}px">${esc(text)} <a href="/${path}" style="color:${fg};text-decoration:underline">${esc(say(page, shopNow))}</a></div>`))
  }),
  benign("new-checkout-provider", (page, rng) => {
    const [name, src] = pick(rng, [
      ["Stripe", "https://js.stripe.com/v3/"],
      ["Adyen", `https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/${pick(rng, ["5.68.0", "6.1.0", "5.59.0"])}/adyen.js`],
      ["Mollie", "https://js.mollie.com/v1/mollie.js"],
      ["PayPal", `https://www.paypal.com/sdk/js?client-id=${alnum(rng, 24)}&currency=${pick(rng, ["EUR", "USD", "GBP"])}`],
      ["Braintree", "https://js.braintreegateway.com/web/dropin/1.42.0/js/dropin.min.js"],
      ["Klarna", "https://x.klarnacdn.net/kp/lib/v1/api.js"]
    ] as const)
    const s: Array<Splice> = [insert(head(page), `<script src="${esc(src)}"${pick(rng, ["", " async", " defer"])}></script>`)]
    if (chance(rng, 0.7)) s.push(inContact(page, rng, esc(fill(say(page, securedBy), { p: name }))))
    return splices(...s)
  }),
  benign("review-widget", (page, rng) => {
    const score = (between(rng, 40, 49) / 10).toFixed(1)
    const n = between(rng, 40, 9000).toLocaleString("en-US")
    const line = esc(fill(say(page, rated), { score: page.site.locale.lang === "en" ? score : score.replace(".", ","), n }))
    const kind = between(rng, 0, 2)
    const html = kind === 0
      ? `<div class="trustpilot-widget" data-locale="${page.site.locale.lang}-${page.site.locale.country.toUpperCase()}" data-template-id="${alnum(rng, 24)}" data-businessunit-id="${alnum(rng, 24)}" data-style-height="24px" data-theme="light"><a href="https://www.trustpilot.com/review/${page.site.domain}" target="_blank" rel="noopener">${line} – Trustpilot</a></div>`
      : kind === 1
      ? `<div id="${pick(rng, ["trustbadge", "ts-reviews", "shop-reviews"])}" class="reviews-summary"><a href="https://www.trustedshops.com/buyerrating/info_X${upper(rng, 2)}${digits(rng, 10)}.html">${line}</a></div>`
      : `<div class="feefo-review-badge"><a href="https://www.feefo.com/reviews/${page.site.brand}">${line} – Feefo</a></div>`
    const script = kind === 0 ? "https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" : kind === 1 ? `https://widgets.trustedshops.com/js/X${upper(rng, 2)}${digits(rng, 10)}.js` : `https://api.feefo.com/api/javascript/${page.site.brand}`
    return splices(insert(head(page), `<script type="text/javascript" src="${esc(script)}" async></script>`), insert(pick(rng, [slotAt(page.spots, "middle"), bottom(page), slotAt(page.spots, "top")]), html))
  }),
  benign("shipping-carrier-change", (page, rng) => {
    const [c, url] = pick(rng, carriers[page.site.locale.country] ?? carriers.us!)
    const text = fill(pick(rng, say(page, ship)), { c: esc(c), url, amount: esc(money(page, pick(rng, [29, 35, 39, 49, 50, 60, 75]))) })
    return splices(chance(rng, 0.5) ? inContact(page, rng, text) : insert(blockSpot(rng, page), `<p class="${pick(rng, ["shipping-info", "delivery-note", "usp"])}">${text}</p>`))
  }),
  benign("second-service-number", (page, rng) => {
    const n = makePhone(page.site.locale, between(rng, 0, 5), rng)
    const shownNo = chance(rng, 0.5) ? n.national : n.intl
    const link = chance(rng, 0.6) ? `<a href="tel:${n.tel}">${shownNo}</a>` : shownNo
    return splices(lineBeside(page, [page.ids.phone.intl, page.ids.phone.national], fill(esc(pick(rng, say(page, secondPhone))), { n: link }), bottom(page)))
  }),
  benign("live-chat-widget", (page, rng) => {
    const script = pick(rng, [
      `<script src="//code.tidio.co/${alnum(rng, 32)}.js" async></script>`,
      `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="${alnum(rng, 8)}-${alnum(rng, 4)}-${alnum(rng, 4)}-${alnum(rng, 4)}-${alnum(rng, 12)}";(function(){var d=document,s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s)})();</script>`,
      `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${alnum(rng, 8)}-${alnum(rng, 4)}-${alnum(rng, 4)}-${alnum(rng, 4)}-${alnum(rng, 12)}"></script>`,
      `<script src="https://widget.gorgias.chat/${pick(rng, ["", "v1/"])}gorgias-chat-bundle-loader.js?applicationId=${between(rng, 10000, 99999)}" defer></script>`
    ])
    const s: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), script)]
    if (chance(rng, 0.6)) s.push(inContact(page, rng, esc(say(page, chatWith))))
    return splices(...s)
  }),
  benign("payment-logos-row", (page, rng) => {
    const ms = sample(rng, ["visa", "mastercard", "amex", "maestro", "paypal", "apple-pay", "google-pay", "klarna", "ideal", "bancontact", "sofort", "cb"], between(rng, 3, 7))
    const dir = pick(rng, ["/images/payments/", "/assets/payment-icons/", "/static/img/pay/", "/media/logos/"])
    const ext = pick(rng, ["svg", "png", "webp"])
    const imgs = ms.map((m) => `<img src="${dir}${m}.${ext}" alt="${m}" width="${between(rng, 32, 48)}" height="${between(rng, 20, 30)}" loading="lazy">`).join(" ")
    return splices(insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "middle")]), `<div class="${pick(rng, ["payment-icons", "footer-payments", "accepted-cards"])}"><span>${esc(say(page, paymentsTitle))}</span> ${imgs}</div>`))
  }),
  benign("christmas-cutoff-notice", (page, rng) => {
    const d = page.site.locale.date(new Date(Date.UTC(2025 + between(rng, 0, 1), 11, between(rng, 15, 21))))
    const text = fill(pick(rng, say(page, xmas)), { date: d })
    return splices(chance(rng, 0.5) ? insert(top(page), `<div class="${pick(rng, ["holiday-notice", "shipping-banner", "notice"])}" style="background:#${pick(rng, ["165b33", "bb2528", "146b3a", "8b0000"])};color:#fff;padding:8px;text-align:center">${esc(text)}</div>`) : inContact(page, rng, esc(text)))
  }),
  benign("returns-policy-extended", (page, rng) => {
    const d = page.site.locale.date(new Date(Date.UTC(2026, 0, between(rng, 15, 31))))
    const text = fill(pick(rng, say(page, returns)), { date: d, n: String(pick(rng, [14, 30, 60, 100])) })
    const link = chance(rng, 0.6) ? ` <a href="/${pick(rng, [say(page, returnsPath), "pages/returns", "help/returns"])}">›</a>` : ""
    return splices(chance(rng, 0.5) ? inContact(page, rng, esc(text) + link) : insert(blockSpot(rng, page), `<p class="returns-note">${esc(text)}${link}</p>`))
  }),
  benign("shop-gift-cards", (page, rng) => {
    const url = pick(rng, [`/${say(page, giftPath)}`, `/${say(page, giftPath)}`, "/products/gift-card", `https://${page.site.host}/${say(page, giftPath)}`])
    const text = fill(say(page, giftCards), { amount: esc(money(page, pick(rng, [10, 15, 20, 25]))), url })
    return splices(chance(rng, 0.5) ? inContact(page, rng, text) : insert(blockSpot(rng, page), `<p class="gift-cards">${text}</p>`))
  }),
  benign("order-email-added", (page, rng) => {
    const m = `${pick(rng, [...say(page, mailLocal), "shop", "webshop", "service"])}@${page.site.domain}`
    const link = chance(rng, 0.7) ? `<a href="mailto:${m}">${m}</a>` : m
    return splices(lineBeside(page, [page.ids.email], fill(esc(pick(rng, say(page, orderMail))), { m: link }), bottom(page)))
  }),
  benign("sale-markdown-prices", (page, rng) => {
    const ps = priceRuns(page)
    const f = pick(rng, [0.7, 0.75, 0.8, 0.85, 0.9])
    if (ps.length === 0) return splices(insert(top(page), `<p class="sale-note">${esc(fill(say(page, sale)[1]!, { pct: String(Math.round((1 - f) * 100)) }))}</p>`))
    const seen = new Set<number>()
    const out: Array<Splice> = []
    for (const { r } of ps.slice(0, between(rng, 1, 10))) {
      if (seen.has(r.start)) continue
      seen.add(r.start)
      const was = page.html.slice(r.start, r.end)
      out.push(replace(r, `<del>${was}</del> <ins class="${pick(rng, ["sale-price", "price--sale", "special-price"])}">${esc(rescale(was, f))}</ins>`))
    }
    return splices(...out)
  }),
  benign("provider-payment-link", (page, rng) => {
    const href = pick(rng, [
      `https://buy.stripe.com/${alnum(rng, 14)}`,
      `https://www.paypal.com/paypalme/${cap(bare(page))}`,
      `https://pay.sumup.com/b2c/Q${upper(rng, 7)}`,
      `https://checkout.mollie.com/${pick(rng, ["select-method", "payscreen"])}/${alnum(rng, 10)}`
    ])
    return splices(inContact(page, rng, `<a href="${esc(href)}" rel="noopener">${esc(say(page, payInvoice))}</a>`))
  })
]

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

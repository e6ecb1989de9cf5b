/**
 * Fresh17 benign classes: written after round 16, by someone who does not
 * read the engines, from how real clubs, charities, shops, publishers,
 * brokers, training centres, game studios and community groups change
 * their pages. Several are honest counterparts of attacker techniques: the
 * site's own Web Monetization payment pointer, an SSL trust seal script
 * from the site's certificate authority, oEmbed and REST discovery links
 * on the site's own host, a direct-debit mandate form posting to the site
 * itself, an e-signature link for the organisation's own forms, an
 * official fan-to-fan ticket resale link, an authorised exam test-centre
 * notice, an ESMA risk warning on a broker's site, an April Fools' joke
 * revealed as such, an online vote for members' annual meeting and an
 * online charity auction; others are ordinary new widgets and content: a
 * Strava club or Komoot tour embed, an overlay checkout for a digital
 * product, a daily puzzle embed, launch and review-site badges, a Ramadan
 * timetable, an Instagram feed widget, a Steam or itch.io store widget, a
 * Hypothesis annotation layer and a charity's wish list. Each differs from
 * every class in benign.ts and fresh-benign.ts through fresh16-benign.ts,
 * and is written in the site's own language where it shows text. None
 * replaces the site's phone numbers, payment details or e-mail addresses,
 * or changes where its own forms and sign-in go. The writer had no internet
 * access: sources and vendors' snippets are recalled from memory and may
 * differ in detail. Scored in the `fresh17` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, head, say, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, anySlot, esc, insert, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh17", make })

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

const monetizeWords: Words<readonly [string, string]> = {
  en: ["This site supports Web Monetization", "How it works"], fr: ["Ce site accepte la Web Monetization", "Comment ça marche"], de: ["Diese Website unterstützt Web Monetization", "So funktioniert es"],
  es: ["Este sitio admite Web Monetization", "Cómo funciona"], nl: ["Deze site ondersteunt Web Monetization", "Hoe het werkt"], pt: ["Este site aceita Web Monetization", "Como funciona"], it: ["Questo sito supporta la Web Monetization", "Come funziona"]
}

// Web Monetization, recalled from memory of the proposal by Coil and the Interledger Foundation (about 2019–2023), which bloggers, artists and small publishers adopted by adding their wallet's payment pointer (first <meta name="monetization" content="$...">, later <link rel="monetization" href="https://...">, a pointer possibly on their own domain through /.well-known/pay) and often a note explaining it: the site's own pointer in the head and, at times, such a note.
const ownWebMonetization = benign("the site's own Web Monetization payment pointer added to the head, sometimes with a short explanatory note", (page, rng) => {
  const b = bare(page)
  const url = pick(rng, [`${origin(page)}/.well-known/pay`, `https://ilp.uphold.com/${alnum(rng, 12)}`, `https://ilp.gatehub.net/${digits(rng, 9)}/${pick(rng, ["EUR", "USD"])}`, `https://wallet.fynbos.app/${b}`])
  const pointer = `$${url.replace(/^https:\/\//, "").replace(/\/\.well-known\/pay$/, "")}`
  const tag = chance(rng, 0.6) ? `<link rel="monetization" href="${url}">` : `<meta name="monetization" content="${esc(pointer)}">`
  const out = [insert(head(page), tag)]
  if (chance(rng, 0.5)) {
    const [h, more] = say(page, monetizeWords)
    out.push(insert(footerSpot(rng, page), `<p class="${pick(rng, ["wm-note", "support-note", "monetization"])}">💸 ${esc(h)} · <a href="https://webmonetization.org/">${esc(more)}</a></p>`))
  }
  return { splices: out }
})

// Site seals, recalled from memory of the seal snippets certificate authorities give customers to paste in their footers: DigiCert's Smart Seal (a DigiCertClickID div and seal.min.js from seal.digicert.com), Sectigo's TrustLogo (trustlogo.js from secure.trust-provider.com and a TrustLogo(...) call), GoDaddy's site seal (getSeal?sealID=... from seal.godaddy.com) and GlobalSign's (seal.globalsign.com): one such seal in the footer.
const caSeal = benign("SSL site seal from the site's certificate authority in the footer (DigiCert Smart Seal, Sectigo TrustLogo, GoDaddy, GlobalSign)", (page, rng) => {
  const seal = pick(rng, [
    () => { const id = alnum(rng, 8); return `<div id="DigiCertClickID_${id}" data-language="${page.site.locale.lang}"></div><script type="text/javascript">var __dcid=__dcid||[];__dcid.push({"cid":"DigiCertClickID_${id}","tag":"${id}"});(function(){var cid=document.createElement("script");cid.async=true;cid.src="//seal.digicert.com/seals/cascade/seal.min.js";var s=document.getElementsByTagName("script");var ls=s[(s.length-1)];ls.parentNode.insertBefore(cid,ls.nextSibling)}());</script>` },
    () => `<script type="text/javascript">var tlJsHost=((window.location.protocol=="https:")?"https://secure.trust-provider.com/":"http://www.trustlogo.com/");document.write(unescape("%3Cscript src='"+tlJsHost+"trustlogo/javascript/trustlogo.js' type='text/javascript'%3E%3C/script%3E"));</script><script type="text/javascript">TrustLogo("https://sectigo.com/images/seals/sectigo_trust_seal_${pick(rng, ["sm", "md", "lg"])}_2x.png","${pick(rng, ["SECDV", "SECOV", "SECEV"])}","none");</script>`,
    () => `<span id="siteseal"><script async type="text/javascript" src="https://seal.godaddy.com/getSeal?sealID=${alnum(rng, 60)}"></script></span>`,
    () => `<span id="ss_img_wrapper_gmogs_image_90-50_en_dblue"><a href="https://www.globalsign.com/" target="_blank" title="GlobalSign"><img alt="SSL" border="0" id="ss_img" src="//seal.globalsign.com/SiteSeal/images/gs_noscript_90-50_en.gif"></a></span><script type="text/javascript" src="//seal.globalsign.com/SiteSeal/gmogs_image_90-50_en_dblue.js"></script>`
  ])()
  return splices(insert(footerSpot(rng, page), `<div class="${pick(rng, ["site-seal", "ssl-seal", "footer-badges"])}" style="text-align:center;margin:8px 0">${seal}</div>`))
})

const esignWords: Words<(doc: string) => readonly [string, string, string, string]> = {
  en: (d) => [`Sign the ${d} online`, "No printing or scanning: fill it in and sign on any device. You will receive a signed copy by e-mail.", "Sign online", "Download the PDF instead"],
  fr: (d) => [`Signez le ${d} en ligne`, "Sans impression ni scan : remplissez et signez depuis n'importe quel appareil. Vous recevrez une copie signée par e-mail.", "Signer en ligne", "Télécharger le PDF"],
  de: (d) => [`${d} online unterschreiben`, "Ohne Drucken und Scannen: auf jedem Gerät ausfüllen und unterschreiben. Sie erhalten eine unterschriebene Kopie per E-Mail.", "Online unterschreiben", "Stattdessen PDF herunterladen"],
  es: (d) => [`Firma el ${d} en línea`, "Sin imprimir ni escanear: rellénalo y fírmalo desde cualquier dispositivo. Recibirás una copia firmada por correo.", "Firmar en línea", "Descargar el PDF"],
  nl: (d) => [`Onderteken het ${d} online`, "Zonder printen of scannen: invullen en ondertekenen op elk apparaat. U ontvangt een ondertekende kopie per e-mail.", "Online ondertekenen", "Download de pdf"],
  pt: (d) => [`Assine o ${d} online`, "Sem imprimir nem digitalizar: preencha e assine em qualquer aparelho. Você receberá uma cópia assinada por e-mail.", "Assinar online", "Baixar o PDF"],
  it: (d) => [`Firma il ${d} online`, "Senza stampare né scansionare: compila e firma da qualsiasi dispositivo. Riceverai una copia firmata via e-mail.", "Firma online", "Scarica il PDF"]
}
const esignDocs: Words<ReadonlyArray<string>> = {
  en: ["membership form", "tenancy agreement", "photo consent form", "volunteer agreement", "enrolment form"], fr: ["bulletin d'adhésion", "contrat de location", "formulaire d'autorisation"],
  de: ["Mitgliedsantrag", "Mietvertrag", "Einverständniserklärung"], es: ["formulario de socio", "contrato de alquiler", "formulario de consentimiento"], nl: ["lidmaatschapsformulier", "huurcontract", "toestemmingsformulier"],
  pt: ["formulário de associação", "contrato de locação", "termo de consentimento"], it: ["modulo di iscrizione", "contratto di locazione", "modulo di consenso"]
}

// E-signature forms, recalled from memory of DocuSign PowerForms (a public powerforms.docusign.net link per form), Adobe Acrobat Sign web forms (an esignWidget URL on the account's regional host) and Dropbox Sign (formerly HelloSign) self-service forms, which clubs, letting agents and schools link from their sites: a box linking the organisation's own form on such a service, with its PDF on the site's host.
const eSignForm = benign("'sign the form online' box linking the organisation's own form on an e-signature service (DocuSign PowerForm, Acrobat Sign web form, Dropbox Sign)", (page, rng) => {
  const doc = pick(rng, say(page, esignDocs))
  const [h, p, cta, pdf] = say(page, esignWords)(doc)
  const url = pick(rng, [
    () => `https://powerforms.docusign.net/${uuid(rng)}?env=${pick(rng, ["na3", "na4", "eu", "au"])}&acct=${uuid(rng)}&accountId=${uuid(rng)}`,
    () => `https://${pick(rng, ["secure.eu1", "secure.na1", "secure.na2", "secure.au1"])}.adobesign.com/public/esignWidget?wid=${alnum(rng, 40)}*&hosted=false`,
    () => `https://app.hellosign.com/s/${hex(rng, 8)}`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["esign", "forms", "sign-online"])}"><h3>✍️ ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(url)}">${esc(cta)}</a> · <a href="${esc(own(rng, page, `/${pick(rng, ["docs", "forms", "files"])}/${slug(doc) || "form"}.pdf`))}">${esc(pdf)}</a></p></section>`))
})

const clubWords: Words<readonly [string, string]> = {
  en: ["Club runs and rides", "We meet every Tuesday evening and Saturday morning. Join our club on Strava to see the routes and everyone's activities."],
  fr: ["Sorties du club", "Rendez-vous le mardi soir et le samedi matin. Rejoignez notre club sur Strava pour voir les parcours et les activités."],
  de: ["Vereinsläufe und -ausfahrten", "Wir treffen uns dienstags abends und samstags morgens. Tritt unserem Club auf Strava bei, um Strecken und Aktivitäten zu sehen."],
  es: ["Salidas del club", "Quedamos los martes por la tarde y los sábados por la mañana. Únete a nuestro club en Strava para ver las rutas y actividades."],
  nl: ["Clubtrainingen en -ritten", "We verzamelen op dinsdagavond en zaterdagochtend. Word lid van onze club op Strava om de routes en activiteiten te zien."],
  pt: ["Treinos do clube", "Nos encontramos às terças à noite e aos sábados de manhã. Entre no nosso clube no Strava para ver os percursos e atividades."],
  it: ["Uscite del club", "Ci troviamo il martedì sera e il sabato mattina. Unisciti al nostro club su Strava per vedere percorsi e attività."]
}

// Club widgets, recalled from memory of Strava's club "latest activities" and "summary" iframe widgets (strava.com/clubs/<id>/latest-rides/<token>, from about 2012) and Komoot's tour embeds (komoot.com/tour/<id>/embed), which running, cycling and hiking clubs put on their sites: a short box with the club's schedule, one such widget and a link to the club page.
const stravaClub = benign("running or cycling club's Strava club widget or Komoot tour embed with the club's schedule", (page, rng) => {
  const [h, p] = say(page, clubWords)
  const club = digits(rng, 6)
  const widget = pick(rng, [
    () => `<iframe allowtransparency="true" frameborder="0" height="${pick(rng, ["160", "454"])}" scrolling="no" src="https://www.strava.com/clubs/${club}/latest-rides/${hex(rng, 40)}?show_rides=${pick(rng, ["true", "false"])}" width="300"></iframe>`,
    () => `<iframe src="https://www.komoot.com/tour/${digits(rng, 10)}/embed?share_token=${alnum(rng, 40)}&amp;profile=1" width="100%" height="${pick(rng, ["440", "580", "700"])}" frameborder="0" scrolling="no"></iframe>`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["club-runs", "rides", "strava"])}"><h3>🏃 ${esc(h)}</h3><p>${esc(p)}</p>${widget}<p><a href="https://www.strava.com/clubs/${chance(rng, 0.5) ? club : slug(page.site.brand) || club}">Strava</a></p></section>`))
})

const productWords: Words<readonly [ReadonlyArray<string>, string, string]> = {
  en: [["e-book", "field guide (PDF)", "template pack", "online course"], "Instant download, secure checkout.", "Buy now"],
  fr: [["livre numérique", "guide pratique (PDF)", "pack de modèles", "cours en ligne"], "Téléchargement immédiat, paiement sécurisé.", "Acheter"],
  de: [["E-Book", "Praxisleitfaden (PDF)", "Vorlagenpaket", "Online-Kurs"], "Sofortiger Download, sichere Zahlung.", "Jetzt kaufen"],
  es: [["libro electrónico", "guía práctica (PDF)", "pack de plantillas", "curso en línea"], "Descarga inmediata, pago seguro.", "Comprar"],
  nl: [["e-book", "praktische gids (pdf)", "templatepakket", "online cursus"], "Direct downloaden, veilig afrekenen.", "Nu kopen"],
  pt: [["e-book", "guia prático (PDF)", "pacote de modelos", "curso online"], "Download imediato, pagamento seguro.", "Comprar agora"],
  it: [["e-book", "guida pratica (PDF)", "pacchetto di modelli", "corso online"], "Download immediato, pagamento sicuro.", "Acquista ora"]
}

// Overlay checkouts, recalled from memory of the embed snippets of Gumroad (gumroad.js and a gumroad-button link to <creator>.gumroad.com/l/<id>), Lemon Squeezy (lemon.js and a lemonsqueezy-button link with ?embed=1) and Paddle Billing (paddle.js v2, Paddle.Initialize with a client token and a paddle_button with data-items), which writers, designers and software makers add to sell a digital product from their own pages: a product line with a price and such a button.
const digitalCheckout = benign("digital product sold through an overlay checkout (Gumroad, Lemon Squeezy, Paddle button and script)", (page, rng) => {
  const [products, p, cta] = say(page, productWords)
  const product = `${brandName(page)} ${pick(rng, products)}`
  const b = bare(page)
  const price = page.site.locale.money(between(rng, 5, 79) + pick(rng, [0, 0.99, 0.5]))
  const btn = pick(rng, [
    () => `<script src="https://gumroad.com/js/gumroad.js"></script><a class="gumroad-button" href="https://${b}.gumroad.com/l/${alnum(rng, 5)}">${esc(cta)}</a>`,
    () => `<a class="lemonsqueezy-button" href="https://${b}.lemonsqueezy.com/buy/${uuid(rng)}?embed=1">${esc(cta)}</a><script src="https://assets.lemonsqueezy.com/lemon.js" defer></script>`,
    () => `<script src="https://cdn.paddle.com/paddle/v2/paddle.js"></script><script type="text/javascript">Paddle.Initialize({token:"live_${hex(rng, 27)}"});</script><a href="#" class="paddle_button" data-display-mode="overlay" data-items='[{"priceId":"pri_${alnum(rng, 26)}","quantity":1}]'>${esc(cta)}</a>`
  ])()
  return splices(insert(someSpot(rng, page), `<div class="${pick(rng, ["product", "shop-item", "buy-box"])}"><h3>📘 ${esc(product)}</h3><p>${esc(price)} · ${esc(p)}</p>${btn}</div>`))
})

const ddWords: Record<"bacs" | "ach" | "ddr" | "nach" | "debito", (c: string, id: string) => readonly [string, string, ReadonlyArray<string>, string, string]> = {
  bacs: (c, id) => ["Instruction to your bank or building society to pay by Direct Debit", `Service user number: ${id}`, ["Name(s) of account holder(s)", "Branch sort code", "Account number"], `Please pay ${c} Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee.`, "Set up Direct Debit"],
  ach: (c, id) => ["ACH debit authorization", `Company ID: ${id}`, ["Account holder name", "Routing number", "Account number"], `I authorize ${c} to electronically debit my account for my monthly membership fee. I can revoke this authorization at any time by notifying ${c} in writing.`, "Authorize"],
  ddr: (c, id) => ["Direct Debit Request", `User ID: ${id}`, ["Account name", "BSB", "Account number"], `I request and authorise ${c} to arrange for funds to be debited from my account through the Bulk Electronic Clearing System, according to the Direct Debit Request Service Agreement.`, "Submit request"],
  nach: (c, id) => ["NACH e-mandate registration", `Utility code: ${id}`, ["Account holder name", "IFSC", "Account number"], `I authorise ${c} to debit my account for the subscription through NACH. The mandate will be confirmed with my bank's net banking or debit card.`, "Register mandate"],
  debito: (c, id) => ["Autorização de débito automático", `Convênio: ${id}`, ["Nome do titular", "Banco", "Agência", "Conta"], `Autorizo ${c} a debitar mensalmente da conta abaixo o valor da mensalidade, podendo cancelar a autorização a qualquer momento.`, "Autorizar"]
}
const sepaWords: Partial<Record<Lang, (c: string) => readonly [string, string, string, string, string, string]>> = {
  de: (c) => ["SEPA-Lastschriftmandat", "Kontoinhaber", "Gläubiger-Identifikationsnummer", "Mandatsreferenz", `Ich ermächtige ${c}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${c} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen.`, "Mandat erteilen"],
  fr: (c) => ["Mandat de prélèvement SEPA", "Titulaire du compte", "ICS", "Référence unique du mandat", `En signant ce formulaire de mandat, vous autorisez ${c} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${c}. Vous bénéficiez du droit d'être remboursé par votre banque dans les 8 semaines suivant la date de débit.`, "Signer le mandat"],
  es: (c) => ["Orden de domiciliación de adeudo directo SEPA", "Titular de la cuenta", "Identificador del acreedor", "Referencia de la orden", `Mediante la firma de esta orden de domiciliación, el deudor autoriza a ${c} a enviar instrucciones a su entidad para adeudar su cuenta y a la entidad para efectuar los adeudos siguiendo las instrucciones de ${c}. El deudor tiene derecho al reembolso por su entidad en las ocho semanas siguientes a la fecha de adeudo.`, "Firmar la orden"],
  nl: (c) => ["Machtiging doorlopende SEPA-incasso", "Rekeninghouder", "Incassant ID", "Kenmerk machtiging", `Door ondertekening van dit formulier geeft u toestemming aan ${c} om doorlopende incasso-opdrachten te sturen naar uw bank om een bedrag van uw rekening af te schrijven, en aan uw bank om dat bedrag af te schrijven overeenkomstig de opdracht van ${c}. Bent u het niet eens met een afschrijving, dan kunt u die binnen 8 weken laten terugboeken.`, "Machtiging afgeven"],
  it: (c) => ["Mandato per addebito diretto SEPA", "Intestatario del conto", "Codice identificativo del creditore", "Riferimento del mandato", `La sottoscrizione del presente mandato comporta l'autorizzazione a ${c} a richiedere alla banca del debitore l'addebito del suo conto e l'autorizzazione alla banca a procedere a tale addebito conformemente alle disposizioni impartite da ${c}. Il debitore ha diritto di essere rimborsato dalla propria banca entro 8 settimane dalla data di addebito.`, "Firma il mandato"]
}

// Direct-debit mandates, recalled from memory of the SEPA Core Direct Debit rulebook's mandate wording (2009 on: the creditor identifier, the mandate reference and the eight-week refund right), of the UK Bacs Direct Debit Instruction with its service user number and the Direct Debit Guarantee, of US ACH authorisations, Australian Direct Debit Requests, India's NACH e-mandates and Brazil's débito automático forms, which clubs, schools and charities put online for recurring fees: a mandate form in the country's usual wording naming the organisation as creditor, posting to the site's own path.
const directDebitMandate = benign("direct-debit mandate form for membership fees naming the organisation as creditor (SEPA with creditor identifier, Bacs, ACH, BECS, NACH), posting to the site itself", (page, rng) => {
  const c = brandName(page)
  const action = own(rng, page, `/${pick(rng, ["membership", "mitglied", "adhesion", "socios", "donate", "account"])}/${pick(rng, ["mandate", "direct-debit", "sepa", "debit"])}`)
  const field = (label: string, name: string) => `<label style="display:block;margin:4px 0">${esc(label)} <input name="${name}" autocomplete="off"></label>`
  const cc = country(page)
  const sepa = sepaWords[page.site.locale.lang]
  let inner: string
  if (sepa !== undefined && ["de", "fr", "es", "nl", "it"].includes(cc)) {
    const [title, holder, cidLabel, refLabel, text, cta] = sepa(c)
    const cid = cc === "es" ? `ES${digits(rng, 2)}000${upper(rng, 1)}${digits(rng, 8)}` : `${cc.toUpperCase()}${digits(rng, 2)}ZZZ${cc === "de" ? digits(rng, 11) : cc === "fr" ? alnum(rng, 6).toUpperCase() : digits(rng, 12)}`
    inner = `<h3>${esc(title)}</h3><p><small>${esc(c)} · ${esc(cidLabel)}: ${esc(cid)} · ${esc(refLabel)}: ${upper(rng, 2)}${digits(rng, 8)}</small></p>${field(holder, "holder")}${field("IBAN", "iban")}${field("BIC", "bic")}<p style="font-size:12px">${esc(text)}</p><button type="submit">${esc(cta)}</button>`
  } else {
    const kind = cc === "uk" ? "bacs" : cc === "us" ? "ach" : cc === "au" ? "ddr" : cc === "in" ? "nach" : cc === "br" ? "debito" : "ach"
    const [title, idLine, fields, text, cta] = ddWords[kind](c, kind === "ach" ? `1${digits(rng, 9)}` : digits(rng, 6))
    inner = `<h3>${esc(title)}</h3><p><small>${esc(c)} · ${esc(idLine)}</small></p>${fields.map((f) => field(f, slug(f).replace(/-/g, "_") || "field")).join("")}<p style="font-size:12px">${esc(text)}${kind === "bacs" ? ` <a href="https://www.directdebit.co.uk/direct-debit-explained/direct-debit-guarantee/">Direct Debit Guarantee</a>` : ""}</p><button type="submit">${esc(cta)}</button>`
  }
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<form class="${pick(rng, ["mandate", "direct-debit", "dd-form"])}" action="${esc(action)}" method="post" style="border:1px solid #ccc;padding:12px;max-width:560px">${inner}</form>`))
})

const resaleWords: Words<(platform: string) => readonly [string, string, string]> = {
  en: (p) => ["Can't make it?", `Resell your tickets at face value on our official resale partner, ${p}. Tickets bought from other sellers or at inflated prices may be cancelled.`, "Buy or sell resale tickets"],
  fr: (p) => ["Vous ne pouvez plus venir ?", `Revendez vos billets au prix d'origine sur notre plateforme officielle de revente, ${p}. Les billets achetés ailleurs ou au-dessus du prix peuvent être annulés.`, "Acheter ou revendre"],
  de: (p) => ["Sie können nicht kommen?", `Verkaufen Sie Ihre Tickets zum Originalpreis über unsere offizielle Zweitmarkt-Plattform ${p}. Anderswo oder überteuert gekaufte Tickets können storniert werden.`, "Tickets kaufen oder verkaufen"],
  es: (p) => ["¿No puedes ir?", `Revende tus entradas a precio original en nuestra plataforma oficial de reventa, ${p}. Las entradas compradas a otros vendedores o con sobreprecio pueden anularse.`, "Comprar o revender entradas"],
  nl: (p) => ["Kun je toch niet?", `Verkoop je tickets voor de originele prijs via onze officiële doorverkooppartner ${p}. Tickets die elders of te duur zijn gekocht, kunnen worden geblokkeerd.`, "Tickets kopen of verkopen"],
  pt: (p) => ["Não vai poder ir?", `Revenda seus ingressos pelo preço original na nossa plataforma oficial de revenda, ${p}. Ingressos comprados de terceiros ou acima do preço podem ser cancelados.`, "Comprar ou revender ingressos"],
  it: (p) => ["Non puoi più venire?", `Rivendi i biglietti al prezzo nominale sulla nostra piattaforma ufficiale di rivendita, ${p}. I biglietti acquistati altrove o a prezzi maggiorati possono essere annullati.`, "Compra o rivendi biglietti"]
}

// Official resale, recalled from memory of venues' and promoters' pages pointing fans to face-value resale partners (Twickets in the UK, Ticketmaster Fan-to-Fan resale, CTS Eventim's fanSALE in Germany and Italy, TicketSwap in the Netherlands, about 2015–2024) and warning that tickets from touts may be cancelled: such a notice with a link to the event on the partner.
const officialResale = benign("'can't make it? resell at face value' notice linking to the official fan-to-fan resale partner (Twickets, Ticketmaster, fanSALE, TicketSwap)", (page, rng) => {
  const event = slug(`${page.site.brand} ${pick(rng, ["summer concert", "live", "festival", "season ticket"])}`)
  const [name, url] = pick(rng, [
    () => ["Twickets", `https://www.twickets.live/en/event/${digits(rng, 18)}`] as const,
    () => ["Ticketmaster Fan-to-Fan Resale", `https://www.ticketmaster.${pick(rng, ["co.uk", "de", "fr", "es", "nl", "it", "com"])}/event/${hex(rng, 16).toUpperCase()}`] as const,
    () => ["fanSALE", `https://www.fansale.${pick(rng, ["de", "it", "at", "ch"])}/tickets/all/${event}/${digits(rng, 6)}`] as const,
    () => ["TicketSwap", `https://www.ticketswap.${pick(rng, ["com", "nl", "fr", "de", "es"])}/event/${event}/${uuid(rng)}`] as const
  ])()
  const [h, p, cta] = say(page, resaleWords)(name)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["resale", "ticket-info", "fan-resale"])}"><strong>🎟️ ${esc(h)}</strong> ${esc(p)} <a href="${esc(url)}">${esc(cta)}</a></aside>`))
})

const puzzleWords: Words<string> = { en: "Today's crossword", fr: "Les mots croisés du jour", de: "Das Kreuzworträtsel des Tages", es: "El crucigrama del día", nl: "De kruiswoordpuzzel van vandaag", pt: "As palavras cruzadas de hoje", it: "Il cruciverba di oggi" }

// Puzzle embeds, recalled from memory of Amuse Labs' PuzzleMe (used by many newspapers from about 2017: an iframe on amuselabs.com/pmm with the puzzle set and id, or its embed div and script) and Keesing's web puzzle player used by European publishers: a daily crossword or puzzle embedded with a heading.
const puzzleEmbed = benign("daily crossword or puzzle embedded from a puzzle provider (Amuse Labs PuzzleMe, Keesing)", (page, rng) => {
  const b = bare(page)
  const embed = pick(rng, [
    () => `<iframe height="700" width="100%" allow="web-share; fullscreen" style="border:none;width:100%;display:block;margin:0" src="https://amuselabs.com/pmm/crossword?id=${hex(rng, 8)}&amp;set=${b}-daily&amp;embed=1"></iframe>`,
    () => `<div class="pm-embed-div" data-id="${hex(rng, 8)}" data-set="${b}" data-puzzletype="crossword" data-height="700px"></div><script src="https://amuselabs.com/pmm/js/puzzleme-embed.js"></script>`,
    () => `<iframe src="https://web.keesing.com/pub/player/v2/?gameType=${pick(rng, ["arrowword", "sudoku", "wordsearch", "crossword"])}&amp;customerId=${b}&amp;puzzleId=${alnum(rng, 12)}" width="100%" height="640" frameborder="0"></iframe>`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["puzzles", "crossword", "games"])}"><h3>🧩 ${esc(say(page, puzzleWords))}</h3>${embed}</section>`))
})

// Launch and review badges, recalled from memory of Product Hunt's "Featured on Product Hunt" and "Product of the Day" badges (an SVG from api.producthunt.com/widgets/embed-image/v1/ linking to the post), G2's seasonal report badges and Capterra's review badges, which software companies put on their home pages: one to three such badges in a row.
const launchBadges = benign("Product Hunt, G2 or Capterra badges added to the home page, linking to the product's pages there", (page, rng) => {
  const b = slug(page.site.brand) || "app"
  const all = [
    `<a href="https://www.producthunt.com/posts/${b}?utm_source=badge-${pick(rng, ["featured", "top-post-badge"])}&amp;utm_medium=badge" target="_blank"><img src="https://api.producthunt.com/widgets/embed-image/v1/${pick(rng, ["featured", "top-post-badge"])}.svg?post_id=${digits(rng, 6)}&amp;theme=${pick(rng, ["light", "neutral", "dark"])}" alt="${esc(brandName(page))} | Product Hunt" width="250" height="54"></a>`,
    `<a href="https://www.g2.com/products/${b}/reviews" target="_blank"><img src="https://images.g2crowd.com/uploads/report_medal/image/${digits(rng, 4)}/medal.svg" alt="G2 ${pick(rng, ["High Performer", "Leader", "Easiest To Use", "Momentum Leader"])} ${pick(rng, ["Spring", "Summer", "Fall", "Winter"])} 2026" width="90"></a>`,
    `<a href="https://www.capterra.com/p/${digits(rng, 6)}/${b}/reviews/" target="_blank"><img border="0" src="https://assets.capterra.com/badge/${hex(rng, 32)}.svg?v=${digits(rng, 7)}&amp;p=${digits(rng, 6)}" alt="Capterra reviews"></a>`
  ]
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), footerSpot(rng, page), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["badges", "awards", "as-seen"])}" style="display:flex;gap:12px;align-items:center;flex-wrap:wrap">${sample(rng, all, between(rng, 1, 3)).join("")}</div>`))
})

// Discovery links, recalled from memory of WordPress core (4.4, December 2015) printing <link rel="https://api.w.org/"> and oEmbed discovery links (wp-json/oembed/1.0/embed?url=..., JSON and XML) in every post's head, and of the JSON Feed format (2017) some sites added beside their RSS: those links for the page on the site's own host.
const ownDiscoveryLinks = benign("REST API, oEmbed and JSON Feed discovery links in the head, all on the site's own host (WordPress)", (page, rng) => {
  const o = origin(page)
  const u = encodeURIComponent(page.site.url)
  const tags = [`<link rel="https://api.w.org/" href="${o}/wp-json/">`, `<link rel="alternate" title="oEmbed (JSON)" type="application/json+oembed" href="${o}/wp-json/oembed/1.0/embed?url=${u}">`]
  if (chance(rng, 0.7)) tags.push(`<link rel="alternate" title="oEmbed (XML)" type="text/xml+oembed" href="${o}/wp-json/oembed/1.0/embed?url=${u}&amp;format=xml">`)
  if (chance(rng, 0.4)) tags.push(`<link rel="alternate" type="application/feed+json" title="${esc(brandName(page))}" href="${o}/feed/json/">`)
  if (chance(rng, 0.4)) tags.push(`<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${o}/xmlrpc.php?rsd">`)
  return splices(insert(head(page), tags.join("\n")))
})

const ramadanWords: Words<readonly [string, string, string, string, string]> = {
  en: ["Ramadan timetable", "Date", "Suhoor ends (Fajr)", "Iftar (Maghrib)", "Ramadan Mubarak to all our members and neighbours. Times are for our city; please check with your local mosque."],
  fr: ["Horaires du Ramadan", "Date", "Fin du shour (Fajr)", "Iftar (Maghrib)", "Ramadan Moubarak à tous nos adhérents et voisins. Horaires pour notre ville ; renseignez-vous auprès de votre mosquée."],
  de: ["Ramadan-Kalender", "Datum", "Ende Sahur (Fadschr)", "Iftar (Maghrib)", "Ramadan Mubarak an alle Mitglieder und Nachbarn. Zeiten für unsere Stadt; bitte bei der örtlichen Moschee nachfragen."],
  es: ["Horario de Ramadán", "Fecha", "Fin del suhur (Fajr)", "Iftar (Magrib)", "Ramadán Mubarak a todos nuestros socios y vecinos. Horarios para nuestra ciudad; consulta con tu mezquita."],
  nl: ["Ramadanrooster", "Datum", "Einde suhoor (Fajr)", "Iftar (Maghrib)", "Ramadan Mubarak aan al onze leden en buren. Tijden gelden voor onze stad; vraag het na bij je moskee."],
  pt: ["Horários do Ramadã", "Data", "Fim do suhur (Fajr)", "Iftar (Maghrib)", "Ramadã Mubarak a todos os nossos membros e vizinhos. Horários para a nossa cidade; confirme com a sua mesquita."],
  it: ["Calendario del Ramadan", "Data", "Fine del suhur (Fajr)", "Iftar (Maghrib)", "Ramadan Mubarak a tutti i nostri soci e vicini. Orari per la nostra città; verificate con la vostra moschea."]
}

// Ramadan timetables, recalled from memory of the timetables that mosques, councils, universities and community centres publish each year (and of supermarkets' and libraries' Ramadan opening notes): a table of a few days with the end of suhoor and the time of iftar, and a greeting.
const ramadanTimetable = benign("Ramadan timetable with suhoor and iftar times for the coming days and a greeting", (page, rng) => {
  const [h, d, fajr, iftar, note] = say(page, ramadanWords)
  const start = someDate(rng)
  let fm = between(rng, 4 * 60, 5 * 60 + 30)
  let mm = between(rng, 17 * 60 + 50, 20 * 60)
  const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`
  const rowsHtml = Array.from({ length: between(rng, 5, 8) }, (_, i) => {
    const day = new Date(start.getTime() + i * 86400000)
    fm -= between(rng, 1, 2)
    mm += between(rng, 1, 2)
    return `<tr><td>${esc(page.site.locale.date(day))}</td><td>${t(fm)}</td><td>${t(mm)}</td></tr>`
  }).join("")
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["ramadan", "timetable", "community-notice"])}"><h3>🌙 ${esc(h)} ${start.getUTCFullYear()}</h3><table><tr><th>${esc(d)}</th><th>${esc(fajr)}</th><th>${esc(iftar)}</th></tr>${rowsHtml}</table><p>${esc(note)}</p></section>`))
})

const agmWords: Words<(date: string) => readonly [string, string, string]> = {
  en: (d) => ["Annual general meeting: vote online", `Members can vote on this year's resolutions and the board election online until ${d}. Your personal voting code has been sent to you by e-mail.`, "Go to the ballot"],
  fr: (d) => ["Assemblée générale : votez en ligne", `Les adhérents peuvent voter sur les résolutions et l'élection du conseil en ligne jusqu'au ${d}. Votre code de vote personnel vous a été envoyé par e-mail.`, "Accéder au vote"],
  de: (d) => ["Mitgliederversammlung: online abstimmen", `Mitglieder können bis zum ${d} online über die Anträge und die Vorstandswahl abstimmen. Ihren persönlichen Wahlcode haben Sie per E-Mail erhalten.`, "Zur Abstimmung"],
  es: (d) => ["Asamblea general: vota en línea", `Los socios pueden votar las propuestas y la elección de la junta en línea hasta el ${d}. Tu código de voto personal te ha llegado por correo.`, "Ir a la votación"],
  nl: (d) => ["Algemene ledenvergadering: online stemmen", `Leden kunnen tot ${d} online stemmen over de voorstellen en de bestuursverkiezing. Uw persoonlijke stemcode is per e-mail verstuurd.`, "Naar de stemming"],
  pt: (d) => ["Assembleia geral: vote online", `Os associados podem votar as propostas e a eleição da diretoria online até ${d}. Seu código pessoal de votação foi enviado por e-mail.`, "Ir para a votação"],
  it: (d) => ["Assemblea dei soci: vota online", `I soci possono votare le delibere e l'elezione del consiglio online fino al ${d}. Il codice di voto personale è stato inviato via e-mail.`, "Vai al voto"]
}

// Online member votes, recalled from memory of associations, unions, co-operatives and clubs running their annual meeting's ballots on ElectionBuddy, Simply Voting, OpaVote, Civica Election Services or Lumi (about 2015–2024, more so since 2020), each member getting a personal code by e-mail: a box with the closing date and a link to the ballot on the provider.
const memberVote = benign("members' annual-meeting ballot held online on a voting provider (ElectionBuddy, Simply Voting, OpaVote, Lumi, Civica)", (page, rng) => {
  const b = bare(page)
  const [h, p, cta] = say(page, agmWords)(dateOf(rng, page))
  const url = pick(rng, [`https://secure.electionbuddy.com/ballot/${alnum(rng, 10)}`, `https://${b}.simplyvoting.com/`, `https://www.opavote.com/vote/${digits(rng, 16)}`, `https://web.lumiagm.com/${digits(rng, 9)}`, `https://www.cesvotes.com/${b}${pick(rng, ["2026", "agm", "ballot"])}`])
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<section class="${pick(rng, ["agm", "vote", "members-news"])}"><h3>🗳️ ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(url)}">${esc(cta)}</a> · <a href="${esc(own(rng, page, `/${pick(rng, ["agm", "members/agm", "assemblee", "ledenvergadering"])}`))}">${esc(brandName(page))}</a></p></section>`))
})

const foolWords: Words<readonly [ReadonlyArray<readonly [string, string]>, string]> = {
  en: [[["We're moving our headquarters to the Moon", "After months of planning we will open our new office in the Sea of Tranquillity. Opening hours may vary with the phases of the Moon."], ["From today, all our e-mails will be delivered by carrier pigeon", "Please leave a window open and some seeds on the sill."], ["Our office cat has been promoted to chief executive", "Her first decision: meetings will now take place in cardboard boxes."]], "Happy April Fools' Day! 🐟 None of this is true."],
  fr: [[["Nous déménageons notre siège sur la Lune", "Après des mois de préparation, nous ouvrons un bureau dans la mer de la Tranquillité. Horaires variables selon les phases de la Lune."], ["Désormais, nos courriels seront livrés par pigeon voyageur", "Merci de laisser une fenêtre ouverte et quelques graines sur le rebord."]], "Poisson d'avril ! 🐟 Rien de tout cela n'est vrai."],
  de: [[["Wir verlegen unseren Sitz auf den Mond", "Nach monatelanger Planung eröffnen wir ein Büro im Meer der Ruhe. Öffnungszeiten je nach Mondphase."], ["Ab heute stellen wir E-Mails per Brieftaube zu", "Bitte lassen Sie ein Fenster offen und etwas Futter auf dem Fensterbrett."]], "April, April! 🐟 Nichts davon stimmt."],
  es: [[["Trasladamos nuestra sede a la Luna", "Tras meses de preparación abrimos oficina en el mar de la Tranquilidad. El horario variará según las fases lunares."], ["A partir de hoy, nuestros correos llegarán por paloma mensajera", "Deja una ventana abierta y unas semillas en el alféizar."]], "¡Es una inocentada! 🐟 Nada de esto es verdad."],
  nl: [[["We verhuizen ons hoofdkantoor naar de maan", "Na maanden voorbereiding openen we een kantoor in de Zee der Rust. Openingstijden afhankelijk van de maanstand."], ["Vanaf vandaag bezorgen we e-mails per postduif", "Laat een raam open en wat zaadjes op de vensterbank."]], "1 aprilgrap! 🐟 Niets hiervan is waar."],
  pt: [[["Vamos mudar nossa sede para a Lua", "Depois de meses de planejamento, abriremos um escritório no Mar da Tranquilidade. O horário varia com as fases da Lua."], ["A partir de hoje, nossos e-mails serão entregues por pombo-correio", "Deixe uma janela aberta e algumas sementes no parapeito."]], "Primeiro de abril! 🐟 Nada disso é verdade."],
  it: [[["Trasferiamo la sede sulla Luna", "Dopo mesi di preparativi apriremo un ufficio nel Mare della Tranquillità. Orari variabili secondo le fasi lunari."], ["Da oggi le nostre e-mail saranno consegnate da piccioni viaggiatori", "Lasciate una finestra aperta e qualche seme sul davanzale."]], "Pesce d'aprile! 🐟 Niente di tutto questo è vero."]
}

// April Fools' posts, recalled from memory of the jokes organisations publish on their own sites each 1 April (the BBC's spaghetti harvest of 1957 is the classic; companies, museums and councils post "we're moving to the Moon" style news), usually revealed as a joke at the end or later that day: a short joke announcement with the reveal line.
const aprilFools = benign("April Fools' Day joke announcement on the site, revealed as a joke in the same box", (page, rng) => {
  const [jokes, reveal] = say(page, foolWords)
  const [h, p] = pick(rng, jokes)
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<article class="${pick(rng, ["news-item", "april-fools", "announcement"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p><p><em>${esc(reveal)}</em></p></article>`))
})

const testCentreWords: Words<(provider: string, id: string) => readonly [string, string, string]> = {
  en: (p, i) => ["We are now an authorised test centre", `You can sit IT and professional certification exams (CompTIA, Cisco, Microsoft, AWS and others) at our centre. Exams are booked directly with ${p}; our test centre ID is ${i}.`, `Book an exam with ${p}`],
  fr: (p, i) => ["Nous sommes désormais centre d'examen agréé", `Passez vos certifications informatiques et professionnelles (CompTIA, Cisco, Microsoft, AWS…) dans nos locaux. La réservation se fait directement auprès de ${p} ; notre identifiant de centre est ${i}.`, `Réserver chez ${p}`],
  de: (p, i) => ["Wir sind jetzt autorisiertes Testcenter", `Legen Sie IT- und Berufszertifizierungen (CompTIA, Cisco, Microsoft, AWS u. a.) bei uns ab. Gebucht wird direkt bei ${p}; unsere Testcenter-ID lautet ${i}.`, `Prüfung bei ${p} buchen`],
  es: (p, i) => ["Ya somos centro examinador autorizado", `Puedes hacer exámenes de certificación informática y profesional (CompTIA, Cisco, Microsoft, AWS…) en nuestro centro. La reserva se hace directamente con ${p}; nuestro ID de centro es ${i}.`, `Reservar con ${p}`],
  nl: (p, i) => ["We zijn nu een erkend examencentrum", `Je kunt bij ons IT- en beroepscertificeringen afleggen (CompTIA, Cisco, Microsoft, AWS e.a.). Boeken doe je rechtstreeks bij ${p}; onze centrum-ID is ${i}.`, `Examen boeken bij ${p}`],
  pt: (p, i) => ["Agora somos centro de testes autorizado", `Faça exames de certificação de TI e profissionais (CompTIA, Cisco, Microsoft, AWS e outros) no nosso centro. O agendamento é feito diretamente com a ${p}; nosso ID de centro é ${i}.`, `Agendar com a ${p}`],
  it: (p, i) => ["Siamo ora un test center autorizzato", `Puoi sostenere esami di certificazione IT e professionali (CompTIA, Cisco, Microsoft, AWS e altri) presso la nostra sede. La prenotazione si fa direttamente con ${p}; il nostro ID centro è ${i}.`, `Prenota con ${p}`]
}

// Authorised test centres, recalled from memory of training companies, colleges and libraries announcing that they became Pearson VUE Authorized Test Centers, Prometric, PSI or Kryterion testing sites, with a link to the provider's test-taker booking page and their centre ID: such a box.
const testCentre = benign("'we are now an authorised test centre' notice linking to the exam provider's booking page (Pearson VUE, Prometric, PSI, Kryterion)", (page, rng) => {
  const [name, url] = pick(rng, [["Pearson VUE", "https://home.pearsonvue.com/test-taker.aspx"], ["Prometric", "https://www.prometric.com/test-takers/search"], ["PSI", "https://test-takers.psiexams.com/"], ["Kryterion", "https://www.kryteriononline.com/"]] as const)
  const [h, p, cta] = say(page, testCentreWords)(name, digits(rng, 5))
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["test-centre", "exams", "news"])}"><h3>🎓 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${url}">${esc(cta)}</a></p></aside>`))
})

const cfdWords: Words<(n: number) => string> = {
  en: (n) => `CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ${n}% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`,
  fr: (n) => `Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l'effet de levier. ${n} % des comptes d'investisseurs particuliers perdent de l'argent lors de la négociation de CFD avec ce fournisseur. Vous devez vous assurer que vous comprenez le fonctionnement des CFD et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.`,
  de: (n) => `CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. ${n} % der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter. Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.`,
  es: (n) => `Los CFD son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. El ${n} % de las cuentas de inversores minoristas pierden dinero en la negociación de CFD con este proveedor. Debe considerar si comprende el funcionamiento de los CFD y si puede permitirse asumir un alto riesgo de perder su dinero.`,
  nl: (n) => `CFD's zijn complexe instrumenten en brengen door de hefboomwerking een hoog risico met zich mee om snel geld te verliezen. ${n}% van de rekeningen van particuliere beleggers verliest geld bij de handel in CFD's met deze aanbieder. U dient te overwegen of u begrijpt hoe CFD's werken en of u het zich kunt veroorloven om het hoge risico te lopen uw geld te verliezen.`,
  pt: (n) => `Os CFDs são instrumentos complexos e apresentam um risco elevado de perda rápida de dinheiro devido à alavancagem. ${n}% das contas de investidores não profissionais perdem dinheiro ao negociar CFDs com este fornecedor. Deve ponderar se compreende como funcionam os CFDs e se pode correr o risco elevado de perder o seu dinheiro.`,
  it: (n) => `I CFD sono strumenti complessi e comportano un alto rischio di perdere denaro rapidamente a causa della leva finanziaria. Il ${n}% dei conti degli investitori al dettaglio perde denaro negoziando CFD con questo fornitore. Valuta se comprendi il funzionamento dei CFD e se puoi permetterti di correre l'alto rischio di perdere il tuo denaro.`
}

// Risk warnings, recalled from memory of ESMA's product-intervention measures on CFDs (August 2018), made permanent by national regulators (the FCA, BaFin, AMF, CNMV, AFM, CONSOB, about 2019), which require brokers to show a standard warning with the percentage of their retail accounts that lose money, updated every quarter: that warning as a bar at the top or a block in the footer.
const cfdRiskWarning = benign("regulator-mandated CFD risk warning with the broker's loss percentage shown at the top or in the footer (ESMA wording)", (page, rng) => {
  const text = say(page, cfdWords)(between(rng, 61, 84))
  const atTop = chance(rng, 0.6)
  return splices(insert(atTop ? top(page) : footerSpot(rng, page), `<div class="${pick(rng, ["risk-warning", "esma-warning", "disclaimer"])}" role="note" style="${atTop ? "background:#f5f5f5;border-bottom:1px solid #ddd;padding:8px 16px;font-size:12px" : "font-size:11px;color:#555;margin:10px 0"}">${esc(text)}</div>`))
})

// Instagram feed widgets, recalled from memory of Behold (a behold-widget element and w.behold.so/widget.js), SnapWidget (an iframe from snapwidget.com/embed/<id> and snapwidget.js), LightWidget (cdn.lightwidget.com/widgets/lightwidget.js and an iframe) and Curator.io (a feed div and cdn.curator.io/published/<id>.js), which shops, cafés and venues use to show their latest Instagram posts: a heading with the site's own handle and one such widget.
const instagramFeed = benign("grid of the site's latest Instagram posts from a feed-widget provider (Behold, SnapWidget, LightWidget, Curator.io)", (page, rng) => {
  const ig = page.ids.social.find((s) => s.href !== null && s.href.includes("instagram.com"))
  const name = ig?.href?.replace(/^https:\/\/www\.instagram\.com\//, "").replace(/\/$/, "") ?? bare(page)
  const widget = pick(rng, [
    () => `<script type="module" src="https://w.behold.so/widget.js"></script><behold-widget feed-id="${alnum(rng, 20)}"></behold-widget>`,
    () => `<script src="https://snapwidget.com/js/snapwidget.js"></script><iframe src="https://snapwidget.com/embed/${digits(rng, 7)}" class="snapwidget-widget" allowtransparency="true" frameborder="0" scrolling="no" style="border:none;overflow:hidden;width:100%"></iframe>`,
    () => `<script src="https://cdn.lightwidget.com/widgets/lightwidget.js"></script><iframe src="//lightwidget.com/widgets/${hex(rng, 32)}.html" scrolling="no" allowtransparency="true" class="lightwidget-widget" style="width:100%;border:0;overflow:hidden"></iframe>`,
    () => `<div id="curator-feed-default-feed-layout"><a href="https://curator.io" target="_blank" class="crt-logo crt-tag">Powered by Curator.io</a></div><script type="text/javascript">(function(){var i,e,d=document,s="script";i=d.createElement("script");i.async=1;i.charset="UTF-8";i.src="https://cdn.curator.io/published/${uuid(rng)}.js";e=d.getElementsByTagName(s)[0];e.parentNode.insertBefore(i,e)})();</script>`
  ])()
  const h = say(page, { en: "Follow us on Instagram", fr: "Suivez-nous sur Instagram", de: "Folgen Sie uns auf Instagram", es: "Síguenos en Instagram", nl: "Volg ons op Instagram", pt: "Siga-nos no Instagram", it: "Seguici su Instagram" })
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<section class="${pick(rng, ["instagram-feed", "social-feed", "insta"])}"><h3>${esc(h)} <a href="https://www.instagram.com/${esc(name)}/">@${esc(name)}</a></h3>${widget}</section>`))
})

const auctionWords: Words<(items: string, date: string) => readonly [string, string, string]> = {
  en: (i, d) => ["Online charity auction", `Bid on ${i} and more — every penny goes to our work. Bidding closes on ${d}.`, "See the lots and bid"],
  fr: (i, d) => ["Vente aux enchères caritative en ligne", `Enchérissez sur ${i} et bien plus — tout est reversé à nos actions. Clôture le ${d}.`, "Voir les lots"],
  de: (i, d) => ["Online-Benefizauktion", `Bieten Sie auf ${i} und mehr – jeder Cent kommt unserer Arbeit zugute. Gebotsende: ${d}.`, "Zu den Losen"],
  es: (i, d) => ["Subasta solidaria en línea", `Puja por ${i} y mucho más: todo lo recaudado va a nuestros proyectos. La puja cierra el ${d}.`, "Ver lotes y pujar"],
  nl: (i, d) => ["Online benefietveiling", `Bied op ${i} en meer — elke euro gaat naar ons werk. Bieden kan tot ${d}.`, "Bekijk de kavels"],
  pt: (i, d) => ["Leilão beneficente online", `Dê seu lance em ${i} e muito mais — toda a renda vai para nossos projetos. Os lances encerram em ${d}.`, "Ver lotes"],
  it: (i, d) => ["Asta benefica online", `Fai un'offerta per ${i} e altro ancora: tutto il ricavato va ai nostri progetti. Chiusura il ${d}.`, "Vedi i lotti"]
}
const lotWords: Words<ReadonlyArray<string>> = {
  en: ["a signed football shirt", "a weekend in a cottage", "a painting by a local artist", "dinner for two", "a behind-the-scenes tour"], fr: ["un maillot dédicacé", "un week-end au gîte", "un tableau d'un artiste local", "un dîner pour deux"],
  de: ["ein signiertes Trikot", "ein Wochenende im Ferienhaus", "ein Bild einer lokalen Künstlerin", "ein Abendessen für zwei"], es: ["una camiseta firmada", "un fin de semana en una casa rural", "un cuadro de un artista local", "una cena para dos"],
  nl: ["een gesigneerd shirt", "een weekend in een vakantiehuisje", "een schilderij van een lokale kunstenaar", "een diner voor twee"], pt: ["uma camisa autografada", "um fim de semana numa pousada", "um quadro de um artista local", "um jantar para dois"],
  it: ["una maglia autografata", "un weekend in agriturismo", "un quadro di un artista locale", "una cena per due"]
}

// Online charity auctions, recalled from memory of schools, charities and clubs running silent auctions on 32auctions, Givergy, Bidding Owl or GalaBid (about 2012–2024), linked from their sites with a few highlight lots and a closing date: such a box.
const charityAuction = benign("online charity auction with highlight lots and a closing date on an auction platform (32auctions, Givergy, Bidding Owl, GalaBid)", (page, rng) => {
  const b = bare(page)
  const lots = sample(rng, say(page, lotWords), 2).join(", ")
  const [h, p, cta] = say(page, auctionWords)(lots, dateOf(rng, page))
  const url = pick(rng, [`https://www.32auctions.com/${b}${pick(rng, ["2026", "auction", "gala"])}`, `https://${b}.givergy.com/`, `https://www.biddingowl.com/${b}`, `https://galabid.com/${b}`])
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["auction", "fundraiser", "appeal"])}"><h3>🔨 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${url}">${esc(cta)}</a></p></aside>`))
})

const steamWords: Words<(date: string) => readonly [string, string]> = {
  en: (d) => ["Wishlist our game", `Coming ${d}. Adding it to your wishlist really helps a small studio.`], fr: (d) => ["Ajoutez notre jeu à votre liste de souhaits", `Sortie le ${d}. Cela aide énormément un petit studio.`],
  de: (d) => ["Setzt unser Spiel auf die Wunschliste", `Erscheint am ${d}. Das hilft einem kleinen Studio sehr.`], es: (d) => ["Añade nuestro juego a tu lista de deseados", `Sale el ${d}. Ayuda muchísimo a un estudio pequeño.`],
  nl: (d) => ["Zet onze game op je verlanglijst", `Verschijnt op ${d}. Dat helpt een kleine studio enorm.`], pt: (d) => ["Adicione nosso jogo à lista de desejos", `Lançamento em ${d}. Isso ajuda muito um estúdio pequeno.`],
  it: (d) => ["Aggiungi il nostro gioco alla lista dei desideri", `In uscita il ${d}. Aiuta tantissimo un piccolo studio.`]
}

// Store widgets, recalled from memory of Steam's store widget (an iframe from store.steampowered.com/widget/<appid>/) and itch.io's embed iframe (itch.io/embed/<id>), which independent studios put on their sites next to a "wishlist" request: a short box with the release date and one such widget.
const storeWidget = benign("indie game's Steam store widget or itch.io embed with a 'wishlist our game' request", (page, rng) => {
  const [h, p] = say(page, steamWords)(dateOf(rng, page))
  const app = between(rng, 1200000, 3600000)
  const game = slug(`${page.site.brand} ${pick(rng, ["quest", "tales", "odyssey", "garden", "rush"])}`)
  const widget = chance(rng, 0.65)
    ? `<iframe src="https://store.steampowered.com/widget/${app}/" frameborder="0" width="646" height="190"></iframe><p><a href="https://store.steampowered.com/app/${app}/${game}/">Steam</a></p>`
    : `<iframe frameborder="0" src="https://itch.io/embed/${digits(rng, 7)}?linkback=true" width="552" height="167"></iframe><p><a href="https://${bare(page)}.itch.io/${game}">itch.io</a></p>`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["game", "wishlist", "store"])}"><h3>🎮 ${esc(h)}</h3><p>${esc(p)}</p>${widget}</section>`))
})

const annotateWords: Words<string> = {
  en: "You can now annotate this page and see public notes from readers, with Hypothesis.", fr: "Vous pouvez désormais annoter cette page et voir les notes publiques des lecteurs avec Hypothesis.",
  de: "Sie können diese Seite jetzt mit Hypothesis annotieren und öffentliche Notizen anderer Leser sehen.", es: "Ahora puedes anotar esta página y ver las notas públicas de otros lectores con Hypothesis.",
  nl: "Je kunt deze pagina nu annoteren en openbare notities van lezers zien met Hypothesis.", pt: "Agora você pode anotar esta página e ver notas públicas de leitores com o Hypothesis.",
  it: "Ora puoi annotare questa pagina e vedere le note pubbliche dei lettori con Hypothesis."
}

// Annotation layers, recalled from memory of Hypothesis (hypothes.is, the annotation layer journals, course sites and documentation projects add with <script src="https://hypothes.is/embed.js" async> and an optional js-hypothesis-config JSON block, about 2015 on): the script, sometimes its configuration, and a note telling readers.
const hypothesisLayer = benign("Hypothesis annotation layer (embed.js and its configuration) added, with a note to readers", (page, rng) => {
  const config = chance(rng, 0.5) ? `<script type="application/json" class="js-hypothesis-config">{"openSidebar":false,"showHighlights":"${pick(rng, ["always", "whenSidebarOpen", "never"])}"${chance(rng, 0.4) ? `,"theme":"clean"` : ""}}</script>` : ""
  const out = [insert(pick(rng, [head(page), bottom(page)]), `${config}<script src="https://hypothes.is/embed.js" async></script>`)]
  if (chance(rng, 0.6)) out.push(insert(pick(rng, [slotAt(page.spots, "top"), footerSpot(rng, page)]), `<p class="${pick(rng, ["annotate-note", "hypothesis", "note"])}">✏️ ${esc(say(page, annotateWords))}</p>`))
  return { splices: out }
})

const wishWords: Words<(items: string) => readonly [string, string, string]> = {
  en: (i) => ["Our wish list", `Want to help? Right now we most need ${i}. You can order them from our wish list and they will be delivered straight to us.`, "Open our wish list"],
  fr: (i) => ["Notre liste de souhaits", `Envie d'aider ? Nous avons surtout besoin de ${i}. Commandez-les depuis notre liste, ils nous seront livrés directement.`, "Voir la liste"],
  de: (i) => ["Unsere Wunschliste", `Sie möchten helfen? Gerade brauchen wir vor allem ${i}. Bestellen Sie über unsere Wunschliste, die Sachen werden direkt zu uns geliefert.`, "Zur Wunschliste"],
  es: (i) => ["Nuestra lista de deseos", `¿Quieres ayudar? Ahora necesitamos sobre todo ${i}. Puedes pedirlos desde nuestra lista y nos llegarán directamente.`, "Ver la lista"],
  nl: (i) => ["Ons verlanglijstje", `Wil je helpen? We hebben nu vooral ${i} nodig. Bestel ze via ons verlanglijstje, ze worden rechtstreeks bij ons bezorgd.`, "Bekijk het verlanglijstje"],
  pt: (i) => ["Nossa lista de desejos", `Quer ajudar? Agora precisamos principalmente de ${i}. Você pode comprar pela nossa lista e tudo chega direto para nós.`, "Ver a lista"],
  it: (i) => ["La nostra lista dei desideri", `Vuoi aiutarci? Ora ci servono soprattutto ${i}. Puoi ordinarli dalla nostra lista e ci verranno consegnati direttamente.`, "Apri la lista"]
}
const needWords: Words<ReadonlyArray<string>> = {
  en: ["dog and cat food", "blankets", "nappies", "art supplies", "tinned food", "toiletries"], fr: ["croquettes", "couvertures", "couches", "fournitures de dessin", "conserves"],
  de: ["Tierfutter", "Decken", "Windeln", "Bastelmaterial", "Konserven"], es: ["pienso", "mantas", "pañales", "material de dibujo", "conservas"], nl: ["dierenvoer", "dekens", "luiers", "knutselspullen", "blikvoer"],
  pt: ["ração", "cobertores", "fraldas", "material de desenho", "alimentos enlatados"], it: ["crocchette", "coperte", "pannolini", "materiale da disegno", "cibo in scatola"]
}
const amazonTld: Record<string, string> = { us: "com", uk: "co.uk", de: "de", fr: "fr", es: "es", it: "it", nl: "nl", au: "com.au", in: "in", br: "com.br" }

// Wish lists, recalled from memory of animal shelters, food banks, schools and refuges sharing Amazon wish lists (amazon.<tld>/hz/wishlist/ls/<id>) so supporters can send items directly, a practice that grew during 2020: a box naming the items most needed and linking the list.
const wishList = benign("charity's wish list of needed items linked on Amazon for supporters to send directly", (page, rng) => {
  const items = sample(rng, say(page, needWords), 3).join(", ")
  const [h, p, cta] = say(page, wishWords)(items)
  const url = `https://www.amazon.${amazonTld[country(page)] ?? "com"}/hz/wishlist/ls/${(digits(rng, 1) + alnum(rng, 12)).toUpperCase()}?ref_=wl_share`
  return splices(insert(pick(rng, [someSpot(rng, page), footerSpot(rng, page)]), `<aside class="${pick(rng, ["wishlist", "how-to-help", "donate-items"])}"><h3>🎁 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${url}">${esc(cta)}</a></p></aside>`))
})

/** Every fresh17 benign class, in a fixed order. */
export const fresh17Benigns: ReadonlyArray<ChangeClass> = [
  ownWebMonetization, caSeal, eSignForm, stravaClub, digitalCheckout, directDebitMandate, officialResale, puzzleEmbed, launchBadges,
  ownDiscoveryLinks, ramadanTimetable, memberVote, aprilFools, testCentre, cfdRiskWarning, instagramFeed, charityAuction, storeWidget,
  hypothesisLayer, wishList
]

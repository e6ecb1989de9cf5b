/**
 * Identifiers that never change on an honest page: phone numbers (in
 * international and national formats), e-mail addresses, IBANs and account
 * numbers, crypto-wallet addresses, payment and social handles. One that is
 * identical in every baseline sample and is now replaced by another of its
 * kind is the fraud case (calls, mail and payments go to the attacker). A
 * payment destination (wallet, IBAN, payment handle) on a page that never
 * had one is the ransom or donation note.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import type { Engine, Observation, Severity } from "../Engine.js"
import { type PageFeatures, Prominence, type Ref, type TextBlock } from "../Features.js"
import { bounded, common, dataOf, outdated, setOf } from "../internal/data.js"
import { linkPathsOf, mapsOf, type Referral, referralsOf } from "../internal/linkIds.js"
import { decodeSafe, editDistance, hostOf, labelOf, siteOf, siteOfUrl, squash, stripQuery } from "../internal/url.js"

const NAME = "identifiers"
const VERSION = 1

/** Kinds of identifier, with the word used in messages. */
const KINDS = {
  phone: "phone number",
  email: "e-mail address",
  iban: "IBAN",
  account: "account number",
  wallet: "crypto-wallet address",
  pay: "payment handle",
  social: "social-media account"
} as const
type Kind = keyof typeof KINDS

/** Kinds whose appearance on a page that never had one is itself a finding. */
const PAYMENT: ReadonlySet<Kind> = new Set(["wallet", "iban", "account", "pay"])

// Phone numbers: an international prefix, a trunk 0, parentheses, or a cue word before, and digits in groups.
// (groups of up to 8 digits: "07293 572742" and "0176 68261295", mobile numbers, are one number each)
/** Toll-free and shared-cost numbers spelled in capitals on the keypad: "1-800-FLOWERS", "1300 BANKER", "0800 REFUNDS". */
const VANITY = /(?:\+\d{1,3}[ -]?)?(?<![\w-])(?:1[ -]?)?(?:800|8[3-8][3-8]|1300|1800|0800|0808|13)[ -]?(?=[A-Z0-9 -]{0,5}[A-Z]{3})[A-Z0-9]{2,8}(?:[ -][A-Z0-9]{2,8}){0,2}(?![\w-])/g
const VANITY_HINT = /(?:800|8[3-8][3-8]|1300|13)[ -]?(?:\d{1,4}[ -])?[A-Z]{2}/
/** The letters of a phone keypad: A B C on 2, ... W X Y Z on 9. */
const KEYPAD = "22233344455566677778889999"
// (not across a line: two lines, a number and the next line's "24-hour service", are not one number)
// (a first group of up to six digits: India's "093718 75726", a trunk 0 before a five-digit block)
const PHONE = /(?:(?:\+|00)\d{1,3}[ \t.\-\u00a0]?)?(?:\(\+?\d{1,5}\)[ \t.\-\u00a0]?)?\d{1,6}(?:[ \t.\-\u00a0/]\d{1,8}){1,5}|\+\d{8,15}|\b\d{9,11}\b/g
const PHONE_CUE = /(?<![a-z])(tel|phone|call|fax|mobile|mob|cell|whatsapp|hotline|telefon|téléphone|teléfono|telefone|telefono|tlf|tlp|hp|contact|ring|sms|☎|📞)[^\d\n]{0,24}(?:\n[^\d\n]{0,8})?$/i
const DATE_LIKE = /^(19|20)\d\d[-./ ]\d\d?[-./ ]\d\d?$|^\d\d?[-./ ]\d\d?[-./ ](19|20)\d\d$|^\d{1,2}:\d\d/
// (Latin, Greek and Cyrillic letters: an address with a look-alike letter in it is read whole, not cut where the letter is)
const EMAIL = /[a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff][a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff._%+-]{0,63}@[a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff.-]+\.[a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]{2,24}/gi
const EMAIL_ONE = new RegExp(EMAIL.source, "i")
/**
 * `text.matchAll(EMAIL)`, tried only around each "@": the pattern scanned from every letter of the page
 * (backtracking over each word) was a quarter of the engine's time. Same matches, in the same order.
 */
export const emailsOf = (text: string): Array<string> => {
  const out: Array<string> = []
  let from = 0
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    if (at < from) continue
    // a match holds one "@", its local part at most 64 characters before it, its domain the run after it
    const start = Math.max(from, at - 64)
    let end = at + 1
    while (end < text.length) {
      const c = text.charCodeAt(end)
      if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 45 || (c >= 0xc0 && c <= 0x24f) || (c >= 0x370 && c <= 0x4ff)) end++
      else break
    }
    const m = EMAIL_ONE.exec(text.slice(start, end))
    if (m !== null) {
      out.push(m[0])
      from = start + m.index + m[0].length
    }
  }
  return out
}
const NOT_EMAIL_TLD = /\.(png|jpe?g|gif|svg|webp|css|js|ico)$/i
/** The length of IBANs by country (the SEPA countries and others that use them; ISO 13616 registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22,
  DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21,
  HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20
}
// (it ends before any letter or digit, of any script: "…4299 Síguenos" does not end "4299 S")
const IBAN = /\b[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,4})?(?![\p{L}\p{N}])/gu
// (the lookahead names the keywords' first letters: the alternation is tried only where one starts)
const ACCOUNT = /\b(?=[abciknprstwABCIKNPRSTW])(?:account(?: no\.?| number| #)?|acct|acc\.? no|a\/c(?: no)?|bank account|konto(?:nummer|nr\.?)?|routing(?: number)?|aba|sort ?code|bsb|transit|ifsc|swift|bic|clabe|cbu|cvu|rekening|no\.? rek|norek|cuenta|conta|ag[eê]ncia|compte|rib|numéro de compte|número de cuenta|n[úu]mero da conta|bankverbindung|bank transfer|wire transfer|(?:bank|plus)giro|nr rachunku|rachunek|nuban|kontonr)[^\d\n]{0,24}([A-Z]{0,4}\d[\d -]{3,30}\d)|(?:č[íi]slo [úu]čtu|[úu]čet|普通|当座|口座|계좌|账号|帳號|账户)[^\d\n]{0,24}(\d[\d -]{3,30}\d)/gi
const WALLET_NAME_HINT = /\.(?:eth|nft|crypto|wallet|dao|blockchain|bitcoin|sol|bnb|polygon|zil)\b/i
const WALLET_NAME = /(?<![@./\w-])[a-z0-9][a-z0-9-]{1,62}\.(?:eth|nft|crypto|wallet|dao|blockchain|bitcoin|sol|bnb|polygon|zil)(?![.\w-])/gi
// (Unstoppable's ".x" names start with a letter: "Node 18.x" and "Python 3.x" are versions)
const WALLET_NAME_X = /(?<![@./\w-])[a-z][a-z0-9-]{2,62}\.x(?![.\w-])/gi
const WALLETS: ReadonlyArray<readonly [string, RegExp]> = [
  ["btc", /\b(bc1[02-9ac-hj-np-z]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/g],
  ["eth", /\b0x[a-fA-F0-9]{40}\b/g],
  ["trx", /\bT[a-km-zA-HJ-NP-Z1-9]{33}\b/g],
  ["ltc", /\b(ltc1[02-9ac-hj-np-z]{25,62}|[LM][a-km-zA-HJ-NP-Z1-9]{26,33})\b/g],
  ["doge", /\bD[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}\b/g],
  ["xmr", /\b[48][1-9A-HJ-NP-Za-km-z]{94}\b/g],
  ["sol", /(?:sol|solana)[^\w\n]{0,12}\b([1-9A-HJ-NP-Za-km-z]{32,44})\b/gi],
  // Lightning: an LNURL (a bech32 string, written in capitals for QR codes) or an invoice pays whoever it encodes
  ["ln", /\b(?:LNURL1[02-9AC-HJ-NP-Z]{40,}|lnurl1[02-9ac-hj-np-z]{40,}|ln(?:bc|tb)\d{0,12}[munp]?1[02-9ac-hj-np-z]{50,})\b/g],
  // any other coin, named before its address
  ["coin", /\b(?:btc|bitcoin|ca|contract|contract address|token address|mint|xmr|monero|eth|ether|ethereum|usdt|usdc|trc-?20|erc-?20|bep-?20|ltc|litecoin|doge|dogecoin|bch|dash|zec|xrp|ada|ton|bnb|wallet|address)\b[^\w\n]{0,16}([1-9A-HJ-NP-Za-km-z]{26,110}|0x[0-9a-fA-F]{40}|r[1-9A-HJ-NP-Za-km-z]{24,34})\b/gi]
]
/** A boleto's payment line: 47 digits in five groups (bank slips), or 48 in four (utility bills). */
const BOLETO = /\b\d{5}\.\d{5}\s\d{5}\.\d{6}\s\d{5}\.\d{6}\s\d\s\d{14}\b|\b\d{11}-\d\s\d{11}-\d\s\d{11}-\d\s\d{11}-\d\b/g
/** Instant-payment services whose alias is a phone number, an address or an id (Bizum, Zelle, PayID, UPI, Swish, PIX, ...). */
const INSTANT_PAY_HINT = /(?:\b(?:bizum|zelle|payid|upi|tikkie|wero|swish|mobilepay|vipps|twint|blik|pix|postepay|paylib|lydia|satispay|mb ?way|interac|gcash|m-?pesa|paynow|promptpay|paytm|phonepe|venmo|revolut|wechat ?pay|weixin ?pay|alipay|kakao ?pay|line ?pay|paypay|zalo ?pay|gopay|airtel money|orange money|easypaisa|jazzcash|bkash|nagad)\b|微信支付|支付宝)/i
const INSTANT_PAY = /(?:\b|(?=[微支]))(bizum|zelle|payid|upi|tikkie|wero|swish|mobilepay|vipps|twint|blik|pix|postepay|paylib|lydia|satispay|mb ?way|interac|gcash|m-?pesa|paynow|promptpay|paytm|phonepe|venmo|revolut|wechat ?pay|weixin ?pay|微信支付|alipay|支付宝|kakao ?pay|line ?pay|paypay|zalo ?pay|gopay|airtel money|orange money|easypaisa|jazzcash|bkash|nagad)(?:\b|(?<=[付宝]))[^.;!?\n]{0,60}?((?:\+|00)?\d[\d \-.\u00a0]{6,18}\d|(?<=(?:till|paybill|merchant|box|#|nr\.?|no\.?|number)\s?:?\s?)(?=[a-z0-9]*\d{4})[a-z0-9]{5,10}\b|[\w.+-]{2,64}@[\w.-]{2,64}|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)/gi
/** Hosts of Lightning addresses (`name@getalby.com` is paid, not written to). */
const LIGHTNING_HOSTS = /^(?:getalby\.com|walletofsatoshi\.com|strike\.me|ln\.tips|stacker\.news|blink\.sv|zbd\.gg|coinos\.io|primal\.net|minibits\.cash|sats\.mobi|lnbits\.com|bitrefill\.me|geyser\.fund|npub\.cash|fountain\.fm|phoenixwallet\.me|breez\.fun|ln\.bitcoinbeach\.com|pay\.bitcoinjungle\.app|btcpay\.\S+|lightning\.\S+)$/i
// Payment and social handles written out in the text ("Cash App $name", "paypal.me/name", "Instagram: @name",
// "Skype: live:.cid.3f9a...", a Skype id as its app copies it).
const PAY_TEXT = /\b(paypal\.me|venmo\.com|cash\.app|ko-fi\.com|buymeacoffee\.com|patreon\.com|revolut\.me)\/\$?([\w.-]{2,40})|\bcash ?app\b[^\w\n$]{0,6}\$([A-Za-z][\w]{1,20})|\bvenmo\b[^\w\n@]{0,6}@([\w-]{3,30})|(?:^|[\s(])\$([A-Za-z][A-Za-z0-9_]{2,20})\b(?=[^\n]{0,30}cash ?app)/gi
const SOCIAL_TEXT = /\b(instagram|twitter|x|telegram|tiktok|threads|facebook|snapchat|discord|youtube|skype|wechat|weixin|viber|kakaotalk)\b(?:\s*id)?\s*(?:[:：]\s*@?|@)((?:live:\.?(?:cid\.)?)?[A-Za-z0-9_.]{2,40})|\b(t\.me|instagram\.com|twitter\.com|x\.com|tiktok\.com\/@?|facebook\.com|youtube\.com\/@?)\/@?([A-Za-z0-9_.]{2,40})/gi
/** Words of Android package names that say nothing of their maker. */
const PACKAGE_WORDS = new Set(["com", "org", "net", "android", "app", "apps", "mobile", "www", "the", "news", "reader", "client", "official", "main", "prod", "release"])
/** The other names of a network: an account linked under one is the same account under the other. */
const SAME_NETWORK: Readonly<Record<string, string>> = { "x.com": "twitter.com", "fb.com": "facebook.com", "telegram.me": "t.me" }
const SOCIAL_HOSTS = /^(?:www\.|m\.|mobile\.)?(twitter\.com|x\.com|instagram\.com|facebook\.com|fb\.com|tiktok\.com|youtube\.com|t\.me|telegram\.me|wa\.me|linkedin\.com|github\.com|discord\.gg|discord\.com|snapchat\.com|pinterest\.com|threads\.net|vk\.com|reddit\.com|twitch\.tv|bsky\.app|mastodon\.social)$/
// Pages that take a payment or a donation for whoever owns the link (a payment link, a fundraiser, a tip jar).
const PAY_HOSTS = /^(?:www\.|account\.)?(paypal\.me|paypal\.com|venmo\.com|cash\.app|buymeacoffee\.com|ko-fi\.com|patreon\.com|revolut\.me|liberapay\.com|opencollective\.com|gofundme\.com|gofund\.me|buy\.stripe\.com|donate\.stripe\.com|checkout\.stripe\.com|donorbox\.org|givebutter\.com|justgiving\.com|every\.org|paystack\.com|flutterwave\.com|rzp\.io|razorpay\.me|pay\.sumup\.com|wise\.com|monzo\.me|lydia-app\.com|tikkie\.me|paylink\.[a-z]{2,3}|throne\.com|streamlabs\.com|boosty\.to|donationalerts\.com|qiwi\.com|yoomoney\.ru)$/
const FUNDRAISER_PREFIX = /^(f|campaign|campaigns|fundraising|fundraiser|crowdfunding|team)$/i
const NOT_HANDLE = /^(share|sharer|intent|home|search|hashtag|explore|watch|embed|plugins|dialog|p|status|tr|i|login|signup|privacy|legal|about|help|policies|terms|channel|c|user|in|company|pages|groups|events|reel|reels|stories|tag|tags|results|feed|web|send|joinchat|s)$/i

const BOXED = Prominence.OVERLAY | Prominence.COVER | Prominence.SCRIPTED | Prominence.MOVING

const mixedBase58 = (s: string) => /\d/.test(s) && /[A-Z]/.test(s) && /[a-z]/.test(s)

/** Payment URIs a scan-to-pay code's image carries in its address (`bitcoin:`, `upi://pay`, an EPC transfer), decoded. */
const PAYMENT_WORD = /bitcoin|ethereum|litecoin|monero|dogecoin|tron|solana|upi|bcd/i
const PAYMENT_URI = /\b(?:bitcoin|ethereum|litecoin|monero|dogecoin|tron|solana|upi|bcd)\b[:/]|\bBCD\s+00[12]\b/i
/** The prefix of a Web Monetization wallet among the page's identities (see the extractor). */
const MONETIZATION = "monetization:"
/** Whether an image's address carries a payment request that reads as an account (a QR service drawing "bitcoin:…"). */
const readsAsAccount = (url: string): boolean => {
  const payload = paymentCodes([{ kind: "image", url, id: "", label: "", hidden: false, at: 0, text: "" }])
  return payload.length > 0 && [...identifiersOf({ title: "", text: payload, contacts: [], refs: [] })].some((x) => PAYMENT.has(kindOf(x)))
}
const paymentCodes = (refs: PageFeatures["refs"]): string => {
  let out = ""
  for (const r of refs) {
    if (r.kind !== "image") continue
    const q = r.url.indexOf("?")
    // Most images carry a query (sizes, versions): decode only those that name a payment scheme.
    if (q === -1 || !PAYMENT_WORD.test(r.url.slice(q + 1))) continue
    let query: string
    try {
      query = decodeURIComponent(r.url.slice(q + 1).replace(/\+/g, " "))
    } catch {
      continue
    }
    if (!PAYMENT_URI.test(query)) continue
    // the URI's own fields as text: "bitcoin:bc1q...?amount=1", "upi://pay?pa=name@bank", "BCD 002 1 SCT BIC Name IBAN"
    out += `\n${query.replace(/[&?=:]/g, " ")}`
    for (const m of query.matchAll(/\bpa=([\w.-]{2,64}@[\w.-]{2,64})/gi)) out += `\nupi ${m[1]}`
  }
  return out
}

/**
 * An image that asks to be scanned to pay or donate ("Scan to pay", "Zum Bezahlen scannen", "QR code for
 * donations"): a payment destination even when its address says nothing (an uploaded picture of a code).
 */
const SCAN = "(?:scan|scannez|scanner|scannen|escanee|escanea|escanear|escaneie|escaneia|scansiona|skanuj|zeskanuj|pindai|tara|qr)"
const PAY = "(?:pay|payer|payez|paiement|bezahlen|zahlen|zahlung|pagar|pague|pago|pagamento|pagare|betalen|betaling|zapłać|płatno|bayar|donat|spende|spenden|don|doe|doar|dona|tip|transfer)"
const SCAN_TO_PAY = new RegExp(`\\b${SCAN}\\w*\\b[^\\n]{0,40}\\b${PAY}|\\b${PAY}\\w*\\b[^\\n]{0,40}\\b${SCAN}`, "i")

/** The identifiers a page's "copy" buttons put on the visitor's clipboard (its `copy:` contacts, read as text). */
const copiedOf = (page: Pick<PageFeatures, "contacts">): Set<string> => {
  // (a bare number copied is one to dial: the words beside it that said so are not copied; each copy read apart,
  // the digits ending one never run into the next)
  const copies = page.contacts.filter((c) => c.startsWith("copy:")).map((c) => /^\+?[\d\s().-]{9,}$/.test(c.slice(5)) ? `tel: ${c.slice(5)}` : c.slice(5))
  return copies.length === 0 ? new Set() : identifiersOf({ title: "", text: `\n${copies.join("\n|\n")}\n`, contacts: [], refs: [] })
}

/** A GSM call-forwarding code (unconditional, on no answer, unreachable, busy, all conditional; an Indian operator's
 * *401*; the North American *72) with the number calls go to. */
const CALL_FORWARD = /(?:\*\*?|##?)(?:21|61|62|67|002|004|401)\*(\+?\d[\d\s-]{6,17}\d)(?:\*\d{1,2})?#|(?<![\d*])\*72\s?(\+?\d[\d\s-]{8,15}\d)/

/**
 * The page with the text its CSS draws (`content:` of pseudo-elements) after its own: a number or address drawn
 * there is one a visitor reads, and one markup does not show (a contact hidden and redrawn with another value).
 */
const withDrawnText = (page: PageFeatures): Pick<PageFeatures, "title" | "text" | "contacts" | "refs"> => {
  let drawn = ""
  for (const b of page.blocks) if ((b.flags & Prominence.CSS_TEXT) !== 0) drawn += `\n${b.text}`
  // (the fields read one by one: a spread would compute the page's lazy signature)
  return { title: page.title, text: lined(page) + drawn, contacts: page.contacts, refs: page.refs }
}

/**
 * The page's text a block (paragraph, list item, cell) a line: an identifier is read within its block, not
 * across two (a number, then a line that starts with "24-hour").
 */
const lined = (page: PageFeatures): string => {
  if (page.blocks.length === 0) return page.text
  let out = ""
  for (const b of page.blocks) {
    // (a line that disowns what it names, "022 4158 7426 — not ours", warns visitors off it: not a way to reach the site)
    if (b.text.length < 300 && DISOWNED.test(b.text)) continue
    out += (out.length === 0 ? "" : "\n") + b.text.replace(/[ \t]+/g, " ").trim()
  }
  return out
}
/** Words that disown an identifier written beside them: the organisation's warning about numbers used in its name. */
const DISOWNED = /\b(?:not ours|not (?:one of )?our (?:numbers?|address(?:es)?|accounts?|e-?mails?|wallets?)|not (?:affiliated|from us)|pretending to be us|nicht (?:von uns|unser(?:e|es)?)|keine? (?:nummer|adresse|konto) von uns|pas (?:à nous|le nôtre|la nôtre|les nôtres)|ne (?:sont|sont pas|est) pas (?:à nous|les nôtres|le nôtre)|no (?:(?:es|son) )?(?:el |la |los |las )?nuestr[oa]s?|non (?:(?:è|sono) )?(?:il |la |i |le )?nostr[oaie]|niet (?:van ons|de onze|onze)|(?:não|nao) (?:(?:é|são|sao) )?(?:o |a |os |as )?noss[oa]s?)\b/i

/** The numbers and e-mail addresses the page's call and mail links dial or write to (what a tap reaches). */
const dialedOf = (page: Pick<PageFeatures, "contacts">): Set<string> => {
  const out = new Set<string>()
  for (const x of identifiersOf({ title: "", text: "", contacts: page.contacts.filter((c) => !c.startsWith("copy:")), refs: [] })) {
    if (kindOf(x) === "phone" || kindOf(x) === "email") out.add(x)
  }
  return out
}

/** The payment and social accounts the page's links, forms and pay codes lead to (what a tap or a scan reaches). */
const linkedOf = (page: Pick<PageFeatures, "refs">): Set<string> => {
  const out = new Set<string>()
  for (const x of identifiersOf({ title: "", text: "", contacts: [], refs: page.refs })) {
    if (kindOf(x) === "pay" || kindOf(x) === "social") out.add(x)
  }
  return out
}

/** The identifiers of one page, as `kind:value` (values normalised: digits only for phones, lower case for e-mail). */
export const identifiersOf = (page: Pick<PageFeatures, "title" | "text" | "contacts" | "refs">, inText?: Set<string>): Set<string> => {
  const out = new Set<string>()
  const written = `${page.title}\n${page.text}${paymentCodes(page.refs)}`
  // What a right-to-left override holds is shown backwards: "\u202e7552 3806" reads "6083 2557" (as shown).
  // (the spaces around it stay where they are: they part it from the words beside it)
  const text = written.includes("\u202e") ? written.replace(/\u202e(\s*)([^\u202c\n]*?)(\s*)(?:\u202c|$)/gm, (_, lead: string, t: string, trail: string) => `${lead}${[...t].reverse().join("")}${trail}`) : written
  const readPhone = (raw: string, index: number, length: number): void => {
    const digits = raw.replace(/\D/g, "")
    if (digits.length < 9 || digits.length > 15 || DATE_LIKE.test(raw)) return
    const before = text.slice(Math.max(0, index - 30), index)
    // A price, a measure or an id next to the digits is not a phone number.
    if (/[$€£¥%]\s*$|\d[.,]$/.test(before) || /^\s*(%|€|\$|kg|km|mb|gb|px)/i.test(text.slice(index + length, index + length + 4))) return
    const international = raw.startsWith("+") || raw.startsWith("00")
    const trunk = raw.startsWith("0") || raw.startsWith("(")
    const grouped = /[\s.\-\u00a0/()]/.test(raw)
    const nanp = /^\(?\d{3}\)?[\s.\-\u00a0]?\d{3}[\s.\-\u00a0]\d{4}$/.test(raw)
    if (international || nanp || (trunk && grouped) || PHONE_CUE.test(before)) {
      const id = `phone:${digits.length > 10 && digits.startsWith("00") ? digits.slice(2) : digits}`
      out.add(id)
      inText?.add(id)
    }
  }
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim()
    if (raw.replace(/\D/g, "").length <= 15 || !/\s[0+(]/.test(raw)) {
      readPhone(raw, m.index, m[0].length)
      continue
    }
    // (two numbers written side by side, "06-88142014 06-03218911", run together as one too long: each is read,
    // parted where the second starts with a trunk 0, a + or a bracket)
    let at = m.index
    for (const part of m[0].split(/\s+(?=[0+(])/)) {
      const start = text.indexOf(part, at)
      readPhone(part.trim(), start, part.length)
      at = start + part.length
    }
  }
  // A number spelled in letters on the keypad (1-800-FLOWERS, 1300 BANKER, 0800 REFUNDS) is the number it dials.
  if (VANITY_HINT.test(text)) {
    for (const m of text.matchAll(VANITY)) {
      const digits = m[0].replace(/[A-Z]/g, (c) => KEYPAD[c.charCodeAt(0) - 65]!).replace(/\D/g, "")
      if (digits.length >= 9 && digits.length <= 15) {
        const id = `phone:${digits}`
        out.add(id)
        inText?.add(id)
      }
    }
  }
  // An address written against harvesters ("orders [at] example [dot] com") is still the one visitors write to.
  const unmasked = MASKED.test(text) ? unmask(text) : text
  for (const m of emailsOf(unmasked)) {
    if (NOT_EMAIL_TLD.test(m)) continue
    // A Lightning address is written like an e-mail address: at a Lightning wallet's host, it is a wallet.
    if (LIGHTNING_HOSTS.test(m.slice(m.indexOf("@") + 1))) out.add(`wallet:ln:${m.toLowerCase()}`)
    else out.add(`email:${m.toLowerCase()}`)
  }
  for (const m of text.matchAll(IBAN)) {
    const v = m[0].replace(/[\s\u00a0]/g, "")
    // (a country whose IBANs have another length is not one: a SEPA creditor identifier, "DE98ZZZ09999999999",
    // is written like one and names who collects a direct debit, not where anyone pays)
    const length = IBAN_LENGTHS[v.slice(0, 2)]
    if (v.length >= 15 && /\d{4}/.test(v.slice(4)) && (length === undefined || length === v.length)) out.add(`iban:${v}`)
  }
  for (const m of text.matchAll(ACCOUNT)) {
    const v = (m[1] ?? m[2]!).replace(/[\s-]/g, "").toUpperCase()
    // (six digits at least: a five-digit "account 39640" is a licence or customer number, not where money is paid;
    // and not a phone number read as one: "Accounts: 07293 572788" is the accounts department's line)
    const digits = v.replace(/\D/g, "")
    if (/\d{4,}/.test(v) && digits.length >= 6 && !out.has(`phone:${digits}`)) out.add(`account:${v}`)
  }
  const wallets = new Set<string>()
  for (const [coin, re] of WALLETS) {
    for (const m of text.matchAll(re)) {
      const v = m[1] ?? m[0]
      if (wallets.has(v)) continue
      if (coin === "eth" || coin === "ln" || v.startsWith("bc1") || v.startsWith("ltc1") || v.startsWith("0x") || mixedBase58(v)) {
        wallets.add(v)
        out.add(`wallet:${coin === "coin" ? "crypto" : coin}:${v}`)
      }
    }
  }
  // A wallet's registered name (ENS, Unstoppable Domains, Solana names): paying "harbour.eth" pays its holder.
  if (WALLET_NAME_HINT.test(text)) for (const m of text.matchAll(WALLET_NAME)) out.add(`wallet:name:${m[0].toLowerCase()}`)
  if (text.includes(".x")) for (const m of text.matchAll(WALLET_NAME_X)) out.add(`wallet:name:${m[0].toLowerCase()}`)
  for (const m of text.matchAll(/\nupi ([\w.-]+@[\w.-]+)/g)) out.add(`pay:upi/${m[1]!.toLowerCase()}`)
  // A Brazilian boleto's payment line (linha digitável) names the bank account it pays.
  if (text.includes(".")) for (const m of text.matchAll(BOLETO)) out.add(`pay:boleto/${m[0].replace(/\D/g, "")}`)
  // An instant-payment alias (a phone number, an address, a UPI id or a card number written after the service's
  // name): "pay by Bizum to 612 345 678" names who is paid as surely as an IBAN does.
  if (INSTANT_PAY_HINT.test(text)) {
    for (const m of text.matchAll(INSTANT_PAY)) {
      const raw = m[2] ?? ""
      const alias = (raw.includes("@") ? raw.trim() : raw.replace(/[\s.\-\u00a0]/g, "")).toLowerCase()
      // (a merchant number, "Till 981701", "Box 1957TW", is marked: a shop adds one beside its other ways to pay)
      const merchant = /^[a-z0-9]{5,10}$/.test(alias) && !/\d{11}/.test(alias) && /(?:till|paybill|merchant|box|#|nr\.?|no\.?|number)\s?:?\s?$/i.test(text.slice(Math.max(0, (m.index ?? 0) + m[0].length - raw.length - 12), (m.index ?? 0) + m[0].length - raw.length))
      if (alias.length >= 5) out.add(`pay:${m[1]!.toLowerCase().replace(/\s+/g, "")}/${merchant ? "#" : ""}${alias}`)
    }
  }
  for (const m of text.matchAll(PAY_TEXT)) {
    const handle = (m[2] ?? m[3] ?? m[4] ?? m[5] ?? "").toLowerCase()
    if (handle.length > 0) out.add(`pay:${(m[1] ?? "cash.app").toLowerCase()}/${handle}`)
  }
  // Messenger ids that are keys, not names: Tox (76 hex digits) and Session (05 and 64 hex digits).
  // (written after their messenger's name: "Tox:", "qTox ID", "Session ID")
  if (KEY_HINT.test(text)) for (const m of text.matchAll(KEY_IDS)) out.add(m[1] !== undefined ? `social:tox/${m[1].toUpperCase()}` : `social:session/${m[2]!.toLowerCase()}`)
  for (const m of text.matchAll(SOCIAL_TEXT)) {
    const net = (m[1] ?? m[3] ?? "").toLowerCase().replace(/\.com.*$|\.me$/, "").replace(/^x$/, "twitter")
    const handle = (m[2] ?? m[4] ?? "").toLowerCase().replace(/\.$/, "")
    if (handle.length > 1 && !NOT_HANDLE.test(handle)) out.add(`social:${net === "t" ? "telegram" : net}/${handle}`)
  }
  for (const c of page.contacts) {
    // (what a copy button copies is judged apart: see copiedOf)
    if (c.startsWith("copy:")) continue
    const [scheme, ...rest] = c.split(":")
    const value = decodeSafe(rest.join(":").split("?")[0]!.trim())
    const s = scheme!.toLowerCase()
    if (s === "mailto" && value.includes("@")) out.add(`email:${value.toLowerCase()}`)
    if (s === "mailto") for (const copy of mailCopies(c)) out.add(`email:${copy}`)
    else if ((s === "tel" || s === "sms" || s === "callto" || s === "whatsapp") && value.replace(/\D/g, "").length >= 6) {
      const digits = value.replace(/\D/g, "")
      out.add(`phone:${digits.startsWith("00") ? digits.slice(2) : digits}`)
    } else if (s === "payto") {
      // A payment link's own account (RFC 8905): "payto://iban/DE75…" pays that IBAN, whatever the link's text shows.
      const iban = /^\/\/iban\/(?:[a-z0-9]{8,11}\/)?([a-z]{2}\d{2}[a-z0-9]{11,30})\b/i.exec(value)
      const ach = /^\/\/ach\/\d{9}\/([\d-]{6,17})\b/i.exec(value)
      if (iban !== null) out.add(`iban:${iban[1]!.toUpperCase()}`)
      else if (ach !== null) out.add(`account:${ach[1]!.replace(/-/g, "")}`)
      else if (value.length >= 12) out.add(`pay:payto/${value.replace(/^\/\//, "").toLowerCase()}`)
    } else if (value.length >= 20) out.add(`wallet:${s}:${value}`)
  }
  for (const r of page.refs) {
    // (a code whose address carries a payment request read as an account, above, is that account; one whose request
    // cannot be read stays a payment code of its own)
    if (r.kind === "image" && r.label.length > 0 && SCAN_TO_PAY.test(r.label) && !readsAsAccount(r.url)) out.add(`pay:code/${stripQuery(r.url)}`)
    // A PayPal button posts a form whose hidden fields name the account paid (a button id, a "business" address):
    // the form itself is the payment destination.
    if (r.kind === "form" && /^https?:\/\/(?:www\.)?paypal\.com\/(?:donate|cgi-bin\/webscr|[a-z]{2}\/cgi-bin\/webscr)/i.test(r.url)) {
      out.add("pay:paypal.com/button")
      continue
    }
    // A network's embedded page plugin names the account it shows in its own address ("plugins/page.php?href=…").
    const plugin = r.kind === "frame" && r.url.includes("/plugins/") ? /^https?:\/\/(?:www\.)?facebook\.com\/(?:v[\d.]+\/)?plugins\/\w+\.php\?(?:[^#]*&)?href=([^&#]+)/i.exec(r.url) : null
    if (r.kind !== "link" && plugin === null) continue
    const url = plugin === null ? r.url : decodeSafe(plugin[1]!)
    const host = hostOf(url)
    if (host === null) continue
    // WhatsApp's long form: api.whatsapp.com/send?phone=...
    const phoneParam = /^(?:api\.|web\.)?whatsapp\.com$/.test(host) ? /[?&]phone=\+?(\d{6,15})/.exec(url)?.[1] : undefined
    if (phoneParam !== undefined) {
      out.add(`phone:${phoneParam}`)
      continue
    }
    const social = SOCIAL_HOSTS.exec(host)
    const pay = social === null ? PAY_HOSTS.exec(host) : null
    if (social === null && pay === null) continue
    const path = url.slice(url.indexOf(host) + host.length).split(/[?#]/)[0]!
    const segments = path.split("/").filter((x) => x.length > 0).map(decodeSafe)
    // linkedin.com/company/x, youtube.com/c/x, reddit.com/r/x, bsky.app/profile/x: the handle is the second segment
    // Fundraisers live under a prefix: gofundme.com/f/x, justgiving.com/campaign/x (the campaign is the handle).
    const campaign = pay !== null && FUNDRAISER_PREFIX.test(segments[0] ?? "") && (segments[1] ?? "").length > 0
    // (PayPal's canonical form of a paypal.me link, paypal.com/paypalme/x, is the same account)
    const paypalMe = pay !== null && pay[1] === "paypal.com" && /^paypalme$/i.test(segments[0] ?? "") && (segments[1] ?? "").length > 0
    const segment = campaign
      ? `${segments[0]!.toLowerCase()}/${segments[1]}`
      : (paypalMe || /^(company|in|school|showcase|c|channel|user|r|u|pages|profile)$/i.test(segments[0] ?? "") ? segments[1] : segments[0]) ?? ""
    if (segment.length === 0 || NOT_HANDLE.test(segment)) continue
    // One network under two names (twitter.com and x.com, fb.com, telegram.me): the same account, not a new one.
    const domain = paypalMe ? "paypal.me" : SAME_NETWORK[(social ?? pay)![1]!] ?? (social ?? pay)![1]!
    if (domain === "wa.me") out.add(`phone:${segment.replace(/\D/g, "")}`)
    else out.add(`${pay !== null || (domain === "paypal.com" && path.startsWith("/paypalme")) ? "pay" : "social"}:${domain}/${segment.toLowerCase()}`)
  }
  return out
}

/**
 * Premium-rate numbers by their national plans (digits as read: with the country code, or with the trunk 0):
 * the UK's 09 and 0870–0873, Germany's and the Netherlands' 0900 (and 0906, 0909), France's 089, Italy's 89x,
 * Spain's 803, 806 and 807, Australia's 1900, North America's 1-900.
 */
const PREMIUM = /^(?:44(?:9[0-8]\d{8}|87[0-3]\d{7})|49900\d{6,8}|3190[069]\d{4,7}|3389\d{7}|3989[2-9]\d{3,7}|3480[367]\d{6}|61190\d{7}|1?900\d{7})$/
/** The same plans written nationally (with the trunk 0): the same digits are an area code elsewhere (089 is Munich). */
const PREMIUM_NATIONAL = /^(?:0(?:9[0-8]\d{8}|87[0-3]\d{7})|0900\d{6,8}|090[069]\d{4,7}|089\d{7}|89[2-9]\d{3,7}|80[367]\d{6}|0?190\d{7})$/
/** What premium-rate numbers must say beside them: the cost of a minute or of a call. */
const CALL_COST = /per min|\/\s?min|a minute|per call|call(?:s)? cost|premium[- ]rate|ct\/min|cts?\/min|€\/min|p\/min|pro minute|par minute|al minuto|por minuto|per minuut|access charge/i
/** Whether a new number is premium-rate: by its international form, or by its national form beside the cost of a call. */
const premiumRate = (current: PageFeatures, id: string): boolean => {
  const digits = shown(id).replace(/\D/g, "").replace(/^00/, "")
  if (PREMIUM.test(digits)) return true
  if (!PREMIUM_NATIONAL.test(digits)) return false
  const tail = digits.slice(-8)
  return current.blocks.some((b) => CALL_COST.test(b.text) && b.text.replace(/\D/g, "").includes(tail))
}

/** Free-mail providers: an address there belongs to a person, not to an organisation's domain. */
const FREEMAIL = /^(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|aol|icloud|me|mac|proton|protonmail|pm|tutanota|tuta|gmx|web|mail|yandex|zoho|qq|163|126|sina|naver|daum|rediffmail|libero|orange|free|laposte|seznam|wp|o2|interia|onet|abv|inbox|rambler|bk|list|ukr|hushmail|cock|mailfence|posteo)\.[a-z.]{2,6}$/
const MESSENGER_WORD = /whatsapp|telegram|signal|viber|wechat|واتساب|واتس|ватсап|вотсап|телеграм/i
/** Whether a messenger's name comes just before the number whose digits end in `tail` (within a few characters). */
const messengerBefore = (text: string, tail: string): boolean => {
  // the last digit of the number (the first from the end after which the digits read so far end in `tail`), then
  // back to where the number starts, then the words just before it
  for (let i = text.length - 1; i >= 0; i--) {
    if (!/\d/.test(text[i]!) || !text.slice(0, i + 1).replace(/\D/g, "").endsWith(tail)) continue
    let start = i
    while (start > 0 && /[\d\s+().\-]/.test(text[start - 1]!)) start--
    return MESSENGER_WORD.test(text.slice(Math.max(0, start - 14), start))
  }
  return false
}

/** Messengers whose accounts are a person's (or a bot's), not a page of the organisation (a Skype id as its app copies it, live:...). */
const MESSENGER = /^(?:(?:telegram|t\.me|telegram\.me|whatsapp|signal|wechat|viber|line|kik|session|tox)\/|skype\/live:)/
const KEY_HINT = /\b(?:q?tox|session)\b/i
const KEY_IDS = /\b([0-9A-F]{76})\b|\b(05[0-9a-f]{64})\b/gi
/** Public Jabber (XMPP) servers, where anyone opens an account: an address there is a messenger account, not a mailbox of an organisation. */
const XMPP = /(?:^|\.)(?:jabber|xmpp)\.|^(?:exploit\.im|thesecure\.biz|404\.city|jabb\.im|conversations\.im|creep\.im|jabbim\.cz|securejabber\.me|blah\.im|dismail\.de|draugr\.de|yourdata\.forsale|xmpp\.jp|xmpp\.is|jabber\.calyxinstitute\.org)$/

/**
 * Whether an identifier is a private contact: a free-mail address (not at the site's own domain), a messenger
 * account, or a phone number the page links to a messenger with.
 */
const isPrivate = (x: string, refs: ReadonlyArray<Ref>, url: string, blocks: ReadonlyArray<TextBlock> = []): boolean => {
  const own = siteOfUrl(url)
  const kind = kindOf(x)
  const v = shown(x)
  if (kind === "email") {
    const domain = v.slice(v.lastIndexOf("@") + 1)
    return (FREEMAIL.test(domain) || XMPP.test(domain)) && siteOf(domain) !== own
  }
  // (a channel named after the site is the organisation's own)
  if (kind === "social") return MESSENGER.test(v) && !namesSite(x, url)
  if (kind === "phone") {
    const digits = v.replace(/\D/g, "")
    if (digits.length < 6) return false
    // "WhatsApp +44 7700 900123" written out: the number is an account on the messenger
    const tail = digits.slice(-6)
    if (blocks.some((b) => MESSENGER_WORD.test(b.text) && b.text.replace(/\D/g, "").includes(tail) && messengerBefore(b.text, tail))) return true
    return refs.some((r) => r.kind === "link" && /^(?:https?:\/\/)?(?:wa\.me|(?:api\.|web\.)?whatsapp\.com|signal\.me|viber\.click|t\.me)\b|^(?:whatsapp|viber|sgnl):/i.test(r.url) && r.url.replace(/\D/g, "").includes(digits))
  }
  return false
}

/** Money: an amount in a currency, a fee or wage, or how to pay (in the corpus's languages). */
const MONEY = /[$€£¥₹₽₺₦₱₵₩]\s?\d|\d\s?(?:€|\$|£|₹|usd|eur|gbp|usdt|btc|eth)\b|\b(?:usd|eur|gbp|usdt|btc|ksh|kes|ugx|tzs|ngn|ghs|zar|inr|pkr|php|idr|brl|mxn|rs\.?|rp|r\$)\s?\d|\b(?:fee|fees|payment|pay|paid|deposit|bank transfer|wire transfer|transfer|refund|funds|salary|per hour|\/hour|an hour|zelle|cash ?app|venmo|revolut|western union|moneygram|gift cards?|friends and family|paiement|virement|frais|zahlung|überweisung|gebühr|pago|transferencia|tarifa|pagamento|transferência|taxa|bonifico|pagamento|betaling|overboeking|оплата|перевод|предоплата)\b/i

/** The text around where a new identifier is shown (its block and the blocks next to it), if it talks of money. */
/** Payment that cannot be reversed or traced to a business (peer-to-peer apps, gift cards, money transfer): what scammers ask for. */
const P2P = /\b(?:zelle|cash ?app|venmo|western union|moneygram|gift ?cards?|friends and family|paysafecard|steam cards?|apple gift)\b/i

/**
 * Words that give a number as a stand-in for the site's usual lines: they are down or out of order, and this one is
 * temporary ("our landlines are down, please call our temporary number"). The fake-outage fraud keeps the real
 * number on the page and adds the caller's beside it.
 */
const STAND_IN = new RegExp([
  String.raw`\b(?:temporary|interim|provisional|stand-?in) (?:mobile |phone |contact |whatsapp )?(?:number|line)\b|\blines? (?:is|are) (?:currently )?(?:down|out of (?:order|service)|not working|unavailable)\b`,
  String.raw`\b(?:numéro|ligne) (?:provisoire|temporaire)\b|\b(?:lignes?|standard)\b[^.!?]{0,40}\ben panne\b`,
  String.raw`\b(?:ausweichnummer|ersatznummer|übergangsnummer)\b|\b(?:vorübergehende|provisorische) (?:nummer|rufnummer)\b|\b(?:leitungen|telefone?)\b[^.!?]{0,60}\b(?:gestört|nicht erreichbar|ausgefallen)\b`,
  String.raw`\bnúmero (?:provisional|temporal|provisório|temporário)\b|\blíneas?\b[^.!?]{0,40}\b(?:caídas?|fuera de servicio|averiad[ao]s?)\b|\blinhas?\b[^.!?]{0,40}\b(?:fora do ar|inoperantes?)\b`,
  String.raw`\bnumero (?:provvisorio|temporaneo)\b|\blinee?\b[^.!?]{0,40}\bfuori servizio\b`,
  String.raw`\b(?:tijdelijke?|vervangend) (?:telefoon)?nummer\b|\blijnen\b[^.!?]{0,40}\b(?:liggen plat|storing|buiten gebruik)\b`
].join("|"), "iu")

/** The words giving a new number as a stand-in for the site's usual lines, in the block that shows it. */
const standInWith = (current: PageFeatures, id: string): string | null => {
  const tail = shown(id).replace(/\D/g, "").slice(-8)
  if (tail.length < 6) return null
  for (const b of current.blocks) {
    const m = STAND_IN.exec(b.text)
    if (m === null || !b.text.replace(/\D/g, "").includes(tail)) continue
    return b.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim()
  }
  return null
}

/** The words asking for such a payment in the block that shows a phone number (its own words, not the page's footer). */
const p2pWith = (current: PageFeatures, id: string): string | null => {
  const tail = shown(id).replace(/\D/g, "").slice(-8)
  if (tail.length < 6) return null
  for (const b of current.blocks) {
    if (!P2P.test(b.text) || !b.text.replace(/\D/g, "").includes(tail)) continue
    const m = P2P.exec(b.text)
    if (m !== null) return b.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim()
  }
  return null
}

const moneyNear = (current: PageFeatures, id: string, pattern: RegExp = MONEY): string | null => {
  const v = shown(id).toLowerCase()
  const needle = kindOf(id) === "phone" ? v.replace(/\D/g, "").slice(-8) : v.slice(v.lastIndexOf("/") + 1)
  if (needle.length < 4) return null
  const ats: Array<number> = []
  for (const b of current.blocks) {
    const t = kindOf(id) === "phone" ? b.text.replace(/\D/g, "") : b.text.toLowerCase()
    if (t.includes(needle)) ats.push(b.at)
  }
  for (const r of current.refs) if (r.kind === "link" && r.url.toLowerCase().includes(needle)) ats.push(r.at)
  for (const at of ats.slice(0, 5)) {
    for (const b of current.blocks) {
      if (b.at + b.text.length < at - 600 || b.at > at + 600) continue
      const m = pattern.exec(b.text)
      if (m !== null) return b.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim()
    }
  }
  return null
}


/**
 * The accounts third-party tags name: an AdSense publisher (where the page's ad money goes), a tag-manager
 * container (code the container's owner publishes into the page), an analytics or ads property (where visitors'
 * data goes). Read from the addresses the page loads and its inline scripts.
 */
const TAG_ACCOUNT = /\b(?:ca-)?(pub)-(\d{16})\b|\b(GTM)-([A-Z0-9]{4,9})\b|\b(G|UA|AW)-([A-Z0-9]{8,12}|\d{4,10}-\d{1,4})\b/g
const accountsOf = (page: Pick<PageFeatures, "refs" | "scripts_inline">): Set<string> => {
  const out = new Set<string>()
  const scan = (s: string) => {
    if (!/pub-|GTM-|G-|UA-|AW-/.test(s)) return
    TAG_ACCOUNT.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = TAG_ACCOUNT.exec(s)) !== null) {
      const kind = m[1] ?? m[3] ?? m[5]!
      out.add(`${kind === "pub" ? "ca-pub" : kind}-${m[2] ?? m[4] ?? m[6]}`)
    }
  }
  for (const r of page.refs) if (r.kind !== "link" && r.kind !== "structured") scan(r.url)
  for (const x of page.scripts_inline) scan(x.code)
  return out
}
const accountKind = (a: string) => (a.startsWith("ca-pub-") ? "ca-pub" : a.slice(0, a.indexOf("-")))

/** The other recipients a mail link adds (`to`, `cc`, `bcc` in its query), lower case. */
export const mailCopies = (mailto: string): Array<string> => {
  const q = mailto.indexOf("?")
  if (q === -1) return []
  const out: Array<string> = []
  for (const part of mailto.slice(q + 1).split(/&(?:amp;)?/)) {
    const eq = part.indexOf("=")
    if (eq === -1 || !/^(?:to|cc|bcc)$/i.test(part.slice(0, eq).trim())) continue
    for (const a of decodeSafe(part.slice(eq + 1)).split(/[,;]/)) if (a.includes("@")) out.push(a.trim().toLowerCase())
  }
  return out
}
const copiesOf = (page: Pick<PageFeatures, "contacts">): Array<string> =>
  page.contacts.filter((c) => /^\s*mailto:/i.test(c)).flatMap(mailCopies)

// Digits in look-alike characters: fullwidth (０-９), mathematical (𝟎-𝟿), split by invisible characters, or
// letters for digits (O for 0, l for 1) among digits.
const ODD_DIGITS = /[\uff10-\uff19]|\ud835[\udfce-\udfff]|\d[\u200b-\u200d\u2060\ufeff\u00ad]|\d[.-]?[OoIl]|[OoIl][.-]?\d/
const DIGIT_RUN = /(?:(?<![A-Za-z])[OoIl](?=[OoIl]*[\s.-]?\d)|[0-9\uff10-\uff19]|\ud835[\udfce-\udfff])(?:[0-9\uff10-\uff19OoIl\s.\-()\u200b-\u200d\u2060\ufeff\u00ad\uff08\uff09\uff0d\uff0e\u3000\u2010-\u2015]|\ud835[\udfce-\udfff]){7,40}/g
/** Phone-length numbers (9 to 15 digits) a page writes in look-alike characters, as `phone:digits`. */
export const disguisedPhones = (page: Pick<PageFeatures, "title" | "text">): Array<string> => {
  const text = `${page.title}\n${page.text}`
  if (!ODD_DIGITS.test(text)) return []
  const out: Array<string> = []
  for (const m of text.matchAll(DIGIT_RUN)) {
    // (without the separators after it, or a word's first letter: "... 0958 or")
    const run = m[0].replace(/[\s.\-()\u3000\uff08\uff09\uff0d\uff0e\u2010-\u2015\u200b-\u200d\u2060\ufeff\u00ad]+$/, "").replace(/\s[OoIl]$/, "")
    // (a letter for a digit touches a digit, or joins one by a dash or dot: "8OO", "888-Oll"; "War I 1914" is words)
    if (!/[\uff10-\uff19\u200b-\u200d\u2060\ufeff\u00ad]|\ud835|\d[.-]?[OoIl]|[OoIl][.-]?\d/.test(run)) continue
    const digits = run.normalize("NFKC").replace(/[Oo]/g, "0").replace(/[Il]/g, "1").replace(/\D/g, "")
    if (digits.length >= 9 && digits.length <= 15) out.push(`phone:${digits.startsWith("00") ? digits.slice(2) : digits}`)
    if (out.length >= 20) break
  }
  return out
}

const namedByScript = new Map<string, Set<string>>()
/** The identifiers a script's code names (remembered for the last few hundred scripts: checks of a page repeat them). */
const scriptIdentifiers = (code: string): Set<string> => {
  const hit = namedByScript.get(code)
  if (hit !== undefined) return hit
  const ids = identifiersOf({ title: "", text: code.replace(/\\(["'])/g, "$1"), contacts: [], refs: [] })
  if (namedByScript.size >= 256) namedByScript.delete(namedByScript.keys().next().value!)
  namedByScript.set(code, ids)
  return ids
}
/** Code that changes the page's text or links as it runs. */
const REWRITES_TEXT = /nodeValue|textContent|innerText|innerHTML|setAttribute\s*\(\s*["']href|\.href\s*=/

interface Data {
  readonly v: number
  /** the other recipients (cc, bcc) the samples' mail links add (absent in older baselines) */
  readonly copies?: ReadonlyArray<string>
  /** phone numbers the samples write in look-alike characters (absent in older baselines) */
  readonly disguised?: ReadonlyArray<string>
  /** identifiers present in every sample */
  readonly stable: ReadonlyArray<string>
  /** the phone numbers every sample writes in its text, in the format written (absent before round 19) */
  readonly shown?: ReadonlyArray<string>
  /** identifiers present in any sample */
  readonly seen: ReadonlyArray<string>
  /** the tag accounts present in every sample (absent in baselines recorded before 0.3) */
  readonly accounts?: ReadonlyArray<string>
  /** contact links of the samples that dial or write to another number or address than they show (absent before 0.3) */
  readonly mismatched?: ReadonlyArray<string>
  /** phones and e-mail addresses in the samples' structured data (absent in older baselines) */
  readonly structured?: ReadonlyArray<string>
  /** the numbers and addresses every sample's call and mail links dial or write to (absent before round 24) */
  readonly dialed?: ReadonlyArray<string>
  /** the payment and social accounts every sample's links lead to (absent before round 25) */
  readonly linked?: ReadonlyArray<string>
  /** the affiliate and referral ids of the samples' links, `site|name=value` (absent before round 13: the rule then stays quiet) */
  readonly referrals?: ReadonlyArray<string>
  /** the referral ids (`site|name=`) whose values were the same in every sample (absent before round 13) */
  readonly referralNames?: ReadonlyArray<string>
  /** the samples' link addresses without query, hashed (absent before round 13) */
  readonly linkPaths?: ReadonlyArray<number>
  /** the phones and addresses of the samples' contact cards (absent before round 13) */
  readonly cards?: ReadonlyArray<string>
  /** the e-mail addresses in the samples' hidden form fields (absent before round 14) */
  readonly recipients?: ReadonlyArray<string>
  /** the places the samples' map links and frames show (absent before round 13) */
  readonly places?: ReadonlyArray<string>
  /** whom the samples ask cheques to be made payable to, and the post boxes they name for them (absent before round 16) */
  readonly payees?: ReadonlyArray<string>
  /** the accounts the samples vouch for and the authors they credit (see `PageFeatures.identities`; absent before round 17: the rule then stays quiet) */
  readonly identities?: ReadonlyArray<string>
  /** the accounts the samples' metadata names as the site's (`site:` identities; absent before round 20: the rule then stays quiet) */
  readonly siteAccounts?: ReadonlyArray<string>
  /** the phones and e-mail addresses in the samples' hidden text (absent before round 20: the rule then stays quiet) */
  readonly hiddenSeen?: ReadonlyArray<string>
  /** the prices every sample shows, and those any sample shows (absent before round 16: the rule then stays quiet) */
  readonly prices?: { readonly stable: ReadonlyArray<number>; readonly seen: ReadonlyArray<number> }
}

// A price as a page writes it: a currency sign or code before or after the amount.
const PRICE = /(?:[$£€¥₹]|R\$|A\$|US\$|\b(?:CHF|EUR|USD|GBP)\b)\s?(\d{1,3}(?:[.,\u202f ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d.,]\d)|(?<![\d.,])(\d{1,3}(?:[.,\u202f ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s?(?:€|\b(?:EUR|USD|CHF|kr|zł)\b)/g
const MAY_PRICE = /[$£€¥₹]|EUR|USD|CHF|GBP|kr|zł/
const amountOf = (raw: string): number => {
  const t = raw.replace(/[\s\u202f]/g, "")
  const dec = /[.,](\d{1,2})$/.exec(t)
  const whole = (dec === null ? t : t.slice(0, dec.index)).replace(/[.,]/g, "")
  return Number(whole) + (dec === null ? 0 : Number(`0.${dec[1]}`))
}
/** An address written against harvesters: "[at]", "(at)", "{at}", "<at>", "[@]", or " at " with " dot " after it. */
const MASKED = /[[({<]\s*(?:at|@|dot)\s*[\])}>]|\sdot\s/i
/** The address such a notation stands for ("orders [at] example [dot] com", "orders at example dot com": orders@example.com). */
const unmask = (text: string): string =>
  text
    .replace(/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/gi, "@")
    .replace(/\s*[[({<]\s*dot\s*[\])}>]\s*/gi, ".")
    // (plain words only where the domain is spelt out with " dot " too: "meet at noon" is no address)
    .replace(/([a-z0-9][\w.+-]{0,63})\s+at\s+([a-z0-9][a-z0-9-]*(?:(?:\s+dot\s+|\.)[a-z0-9-]+)*\s+dot\s+[a-z]{2,})\b/gi, (_, local: string, domain: string) => `${local}@${domain.replace(/\s+dot\s+/gi, ".")}`)

/** The amounts of the prices a page shows (200 at most). */
const pricesOf = (page: Pick<PageFeatures, "text">): Array<number> => {
  if (!MAY_PRICE.test(page.text)) return []
  const out: Array<number> = []
  for (const m of page.text.matchAll(PRICE)) {
    out.push(amountOf(m[1] ?? m[2]!))
    if (out.length >= 200) break
  }
  return out
}

// Paying by cheque or by post: whom to make it payable to, and where to post it.
// (payments or donations sent by post, "send signed forms and payments to our postal address", are cheques too)
const CHEQUE = /\b(?:cheques?|checks?|ch[eè]ques?|schecks?|assegn[oi])\b|\b(?:payments?|donations?|gifts?|r[eè]glements?|dons|zahlungen|spenden|pagos|donativos|betalingen|giften|pagamentos|doa[cç][õo]es|pagamenti|donazioni)\b[^.!?]{0,60}?(?:\bby (?:post|mail)\b|\bpar courrier\b|\bper post\b|\bpor correo\b|\bpelo correio\b|\bper posta\b|\bpostal address\b|\bmailing address\b|\badresse postale\b|\bpostanschrift\b|\bpostadres\b|\bdirecci[oó]n postal\b|\bendere[cç]o postal\b|\bindirizzo postale\b)/i
const PAYEE = /(?:payable to|made out to|[àa] l'ordre de|ausstellen auf|\bauf\s+(?=[„"“«])|a nombre de|op naam van|nominal a|nominais a|intestat[oaie] a)\s*[“"«„'‘]?\s*([^”"»“'’.,;:!?]{2,60})/gi
const POST_BOX = /\b(?:P\.?\s?O\.?\s?Box|Post Box(?: No\.?)?|BP|Postfach|Postbus|Apartado de Correos|Casella Postale|Caixa Postal)\s*(\d{2,6})\b/gi
/** `payee:<name squashed>` and `box:<number>` of the page's cheque lines. */
const payeesOf = (page: Pick<PageFeatures, "blocks">): Array<string> => {
  const out: Array<string> = []
  for (const b of page.blocks) {
    if (!CHEQUE.test(b.text)) continue
    for (const m of b.text.matchAll(PAYEE)) out.push(`payee:${squash(m[1]!.replace(/\s+(?:and|et|und|y|en|e)\s.*$/i, ""))}`)
    for (const m of b.text.matchAll(POST_BOX)) out.push(`box:${m[1]}`)
    if (out.length >= 20) break
  }
  return out
}

/** Phones and e-mail addresses the page's structured data gives (JSON-LD `telephone`, `faxNumber`, `email`). */
export const structuredOf = (page: Pick<PageFeatures, "structured">): Set<string> => {
  const out = new Set<string>()
  const json = page.structured ?? ""
  if (json.length === 0) return out
  for (const m of json.matchAll(/"(telephone|faxNumber|email)"\s*:\s*"([^"]{3,120})"/gi)) {
    const value = m[2]!.replace(/^(?:mailto|tel):/i, "").trim()
    if (m[1]!.toLowerCase() === "email") {
      if (value.includes("@")) out.add(`email:${value.toLowerCase()}`)
    } else {
      const digits = value.replace(/\D/g, "")
      if (digits.length >= 6) out.add(`phone:${digits.startsWith("00") ? digits.slice(2) : digits}`)
    }
  }
  return out
}


/**
 * Contact links that dial or write to another number or address than the one
 * they show ("01947 600 123" linking to tel:+44 7700 900 456): visitors trust
 * what they read and reach whoever is in the link.
 */
export const mismatchesOf = (page: Pick<PageFeatures, "contact_links">): Array<string> => {
  const out: Array<string> = []
  for (const [href, text] of page.contact_links ?? []) {
    const [scheme, ...rest] = href.split(":")
    const target = decodeSafe(rest.join(":").split("?")[0]!.trim()).toLowerCase()
    if (/^tel$/i.test(scheme!)) {
      const shownDigits = text.replace(/\D/g, "")
      const dialled = target.replace(/\D/g, "")
      if (shownDigits.length >= 7 && dialled.length >= 7 && shownDigits.slice(-7) !== dialled.slice(-7)) out.push(`phone:${dialled}|${shownDigits}`)
    } else {
      const shownAddress = /[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9.-]+\.[a-z]{2,24}/i.exec(text)?.[0]?.toLowerCase()
      if (shownAddress !== undefined && target.includes("@") && shownAddress !== target) out.push(`email:${target}|${shownAddress}`)
    }
  }
  return out
}

/** The coordinates of a `geo:lat,lng` place. */
const geoOf = (p: string): [number, number] => {
  const [lat, lng] = p.slice(4).split(",").map(Number)
  return [lat ?? 0, lng ?? 0]
}

/** The referral ids (`site|name=`) every sample gives with the same values. */
const steadyReferrals = (perSample: ReadonlyArray<ReadonlyArray<Referral>>): Array<string> => {
  const per = perSample.map((refs) => {
    const m = new Map<string, Set<string>>()
    for (const r of refs) {
      const name = r.id.slice(0, r.id.indexOf("=") + 1)
      m.set(name, (m.get(name) ?? new Set()).add(r.id))
    }
    return m
  })
  const first = per[0]
  if (first === undefined) return []
  const same = (a: Set<string>, b: Set<string> | undefined) => b !== undefined && a.size === b.size && [...a].every((x) => b.has(x))
  return [...first].filter(([name, ids]) => per.every((m) => same(ids, m.get(name)))).map(([name]) => name).slice(0, 50)
}

/** The phones and e-mail addresses of the contact cards the page carries. */
const cardIdsOf = (page: Pick<PageFeatures, "cards">): Set<string> =>
  (page.cards ?? []).length === 0 ? new Set() : identifiersOf({ title: "", text: "", contacts: page.cards ?? [], refs: [] })

/** Whether a position of the visible text falls in a block laid over the page. */
const inBox = (blocks: PageFeatures["blocks"], at: number): boolean => {
  let found: PageFeatures["blocks"][number] | undefined
  for (const b of blocks) {
    if (b.at > at) break
    found = b
  }
  return found !== undefined && at <= found.at + found.text.length + 40 && (found.flags & BOXED) !== 0
}

/** Whether an id carries the site's name, or its first ten letters (ids are short: "harbourbake-21" for harbourbakery). */
const carriesSiteName = (value: string, url: string): boolean => {
  const label = siteLabel(url)
  return label.length >= 3 && squash(value).includes(label.slice(0, 10))
}

/** The name of the page's site without its suffix ("harbourbakery"), "" when it has none. */
const siteLabel = (url: string): string => {
  const own = siteOfUrl(url)
  return own === null ? "" : labelOf(own)
}

/** Whether a handle (`pay:patreon.com/harbourbakery`) carries the site's name. */
const namesSite = (id: string, url: string): boolean => {
  const label = siteLabel(url)
  const handle = squash(id.slice(id.lastIndexOf("/") + 1))
  return label.length >= 3 && handle.includes(label)
}

/**
 * Baselines recorded before 0.3 named a fundraiser by its prefix (`pay:gofundme.com/f`): against such a
 * baseline, the page's fundraisers are named the same way, so an upgrade reports nothing by itself.
 */
const legacyFundraisers = (ids: Set<string>, seen: ReadonlySet<string>): Set<string> => {
  let out = ids
  // (and before 0.5, a Bluesky profile by its prefix: `social:bsky.app/profile`)
  if (seen.has("social:bsky.app/profile")) {
    for (const id of ids) {
      if (!id.startsWith("social:bsky.app/") || id === "social:bsky.app/profile") continue
      if (out === ids) out = new Set(ids)
      out.delete(id)
      out.add("social:bsky.app/profile")
    }
  }
  for (const id of ids) {
    const m = /^(pay:[^/]+\/)([^/]+)\/./.exec(id)
    if (m === null || !FUNDRAISER_PREFIX.test(m[2]!) || !seen.has(`${m[1]}${m[2]}`)) continue
    if (out === ids) out = new Set(ids)
    out.delete(id)
    out.add(`${m[1]}${m[2]}`)
  }
  return out
}

// Where a visitor reads first: the top of the page's text, or text made prominent.
const UP_FRONT = Prominence.H1 | Prominence.HEADING | Prominence.BIG | BOXED
const UP_FRONT_CHARS = 1500

/** Whether a phone number (`phone:<digits>`) is shown in a block at the top of the page or made prominent. */
const upFront = (current: PageFeatures, id: string): boolean => {
  const digits = id.replace(/\D/g, "").slice(-8)
  if (digits.length < 7) return false
  return current.blocks.some((b) => (b.at < UP_FRONT_CHARS || (b.flags & UP_FRONT) !== 0) && /\d/.test(b.text) && b.text.replace(/\D/g, "").includes(digits))
}

/** In how many text blocks a phone number is written (by its last 8 digits). */
const blocksWith = (current: PageFeatures, id: string): number => {
  const digits = id.replace(/\D/g, "").slice(-8)
  if (digits.length < 7) return 0
  let n = 0
  for (const b of current.blocks) if (/\d/.test(b.text) && b.text.replace(/\D/g, "").includes(digits)) n++
  return n
}

/** In how many blocks of visible text an identifier is written (an address, a handle's name, a number's digits). */
const mentions = (current: PageFeatures, id: string): number => {
  if (kindOf(id) === "phone") return blocksWith(current, id)
  const value = shown(id).toLowerCase()
  const needle = kindOf(id) === "email" ? value : value.slice(value.lastIndexOf("/") + 1).replace(/^@/, "")
  if (needle.length < 4) return 0
  let n = 0
  for (const b of current.blocks) if (b.text.toLowerCase().includes(needle)) n++
  return n
}

/**
 * The identifier of `stable` that `id` imitates: same kind and network (or mail domain), and a name one or two
 * characters away (typed, doubled, dropped or swapped characters), never the same name.
 */
const imitated = (id: string, stable: ReadonlyArray<string>): string | undefined => {
  const kind = kindOf(id)
  const value = shown(id)
  const cut = kind === "email" ? value.indexOf("@") : value.lastIndexOf("/")
  if (cut <= 0) return undefined
  const name = value.slice(kind === "email" ? 0 : cut + 1)
  if (name.length < 5) return undefined
  for (const x of stable) {
    if (kindOf(x) !== kind || x === id) continue
    const other = shown(x)
    const at = kind === "email" ? other.indexOf("@") : other.lastIndexOf("/")
    // (a social account may imitate the site's on another network too: "instagram.com/harbourbakeryy")
    if (at <= 0 || (kind === "pay" && other.slice(0, at) !== value.slice(0, cut))) continue
    const theirs = other.slice(kind === "email" ? 0 : at + 1).replace(/^@/, "")
    if (theirs.toLowerCase() === name.replace(/^@/, "").toLowerCase()) continue
    // (the same name written with other separators is the same account, and on another network a name a word
    // shorter or longer is the organisation's usual variance: only one character off reads as an imitation)
    const sameNetwork = kind !== "social" || other.slice(0, at) === value.slice(0, cut)
    if (squash(theirs) === squash(name)) continue
    // (another mailbox on the site's own mail domain is the site's to give)
    if (kind === "email" && other.slice(at).toLowerCase() === value.slice(cut).toLowerCase()) continue
    const max = sameNetwork && Math.min(name.length, theirs.length) >= 9 ? 2 : 1
    if (editDistance(name.replace(/^@/, "").toLowerCase(), theirs.toLowerCase(), max, true) <= max) return x
  }
  return undefined
}

/** The first of `added` that imitates one of `stable`, with the one it imitates. */
const lookalikeOf = (added: ReadonlyArray<string>, stable: ReadonlyArray<string>): readonly [string, string] | undefined => {
  for (const x of added) {
    const of = imitated(x, stable)
    if (of !== undefined) return [x, of]
  }
  return undefined
}

/** A social handle's name: its last path segment without "@" or a network's handle suffix, squashed. */
const handleName = (id: string): string =>
  squash(id.slice(id.lastIndexOf("/") + 1).replace(/^@/, "").replace(/\.(?:bsky\.social|bsky\.team)$/, ""))

/** Text that may hold a phone number or an e-mail address. */
const MAY_CONTACT = /\d{3}|@/
const isContact = (id: string) => id.startsWith("phone:") || id.startsWith("email:")
/** The phones and e-mail addresses of a page's hidden text. */
const hiddenContacts = (page: PageFeatures): Set<string> =>
  MAY_CONTACT.test(page.hidden_text) ? new Set([...identifiersOf({ title: "", text: page.hidden_text, contacts: [], refs: [] })].filter(isContact)) : new Set()
const kindOf = (id: string): Kind => id.slice(0, id.indexOf(":")) as Kind

/**
 * Whether a phone number is one of `ids` written another way: with or without its country code, trunk prefix or
 * "(0)" (`(030) 9328 2070`, `+49 (0)30 9328 2070`, `wa.me/493093282070`): the shorter one's digits, leading zeros
 * dropped (8 at least), end the longer one's.
 */
const digitsCache = new WeakMap<ReadonlySet<string>, Array<string>>()
const phoneIn = (id: string, ids: ReadonlySet<string>): boolean => {
  let all = digitsCache.get(ids)
  if (all === undefined) {
    all = []
    for (const x of ids) if (kindOf(x) === "phone") all.push(x.replace(/\D/g, "").replace(/^0+/, ""))
    digitsCache.set(ids, all)
  }
  const a = id.replace(/\D/g, "").replace(/^0+/, "")
  return all.some((b) => {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a]
    // (a baseline recorded before 0.5 cut a last group of 6 to 8 digits to 5: "07293 572742" was "0729357274")
    return short.length >= 8 && (long.endsWith(short) || (long.length - short.length <= 3 && long.startsWith(short)))
  })
}
const shown = (id: string) => id.slice(id.indexOf(":") + 1)
/** The mailbox (the part before the @) of an `email:` identifier. */
const mailboxOf = (id: string) => id.slice(id.indexOf(":") + 1, id.lastIndexOf("@"))

const compare = (baseline: Baseline, current: PageFeatures, settings: WebpageSettings): ReadonlyArray<Observation> => {
  const ignored = new Set<string>(settings.engine_settings?.identifiers?.ignore_kinds ?? [])
  const d = dataOf<Data>(baseline, NAME, VERSION)
  if (d === undefined) return [outdated(NAME)]
  const shownNow = new Set<string>()
  const now = legacyFundraisers(identifiersOf(withDrawnText(current), shownNow), setOf(d.seen))
  const out0: Array<Observation> = []
  let inBoxes: Set<string> | null = null
  // What boxes laid over the page show, and where their links lead (a floating "chat with us" button).
  const boxed = () =>
    inBoxes ??= identifiersOf({
      title: "",
      text: current.blocks.filter((b) => (b.flags & BOXED) !== 0).map((b) => b.text).join("\n"),
      contacts: [],
      refs: current.refs.filter((r) => r.kind === "link" && inBox(current.blocks, r.at))
    })
  if (d.mismatched !== undefined) {
    const before = setOf(d.mismatched)
    const misleading = mismatchesOf(current).filter((m) => !before.has(m))
    for (const m of misleading.slice(0, 1)) {
      const kind = kindOf(m)
      if (ignored.has(kind)) continue
      const [target, shownValue] = m.slice(m.indexOf(":") + 1).split("|")
      out0.push({
        engine: NAME,
        check: "contact_link_mismatch",
        question: "identifiers",
        severity: "high",
        message: `a contact link shows ${shownValue} but ${kind === "phone" ? "dials" : "writes to"} ${target}`,
        silence: `engine_settings.identifiers.ignore_kinds: ["${kind}"]`,
        shown: shownValue,
        target
      })
    }
  }
  const seen = setOf(d.seen)
  /** An identifier the page never gave (its kind not silenced): not among the samples' nor the page's shown ones, nor a number they hold. */
  // (the identifiers of the page's hidden text, read once for the two rules below that need them, and only then)
  let hiddenIds: Set<string> | undefined
  const carriedIds = () => (hiddenIds ??= identifiersOf({ title: "", text: current.hidden_text, contacts: [], refs: [] }))
  const neverGiven = (x: string) => !seen.has(x) && !now.has(x) && !ignored.has(kindOf(x)) && !(kindOf(x) === "phone" && (phoneIn(x, seen) || phoneIn(x, now)))
  // A phone number or e-mail address put into the page out of sight (hidden by its CSS, to be shown on some screens
  // only or by a script), one the page never gave, hidden or shown: visitors on a phone, or once the script ran, read
  // another contact than the one the site's people see on their desks.
  if (d.hiddenSeen !== undefined) {
    const had = setOf(d.hiddenSeen)
    const put = (MAY_CONTACT.test(current.hidden_text) ? [...carriedIds()].filter(isContact) : []).filter((x) => neverGiven(x) && !had.has(x) && !(kindOf(x) === "phone" && phoneIn(x, had)))
    if (put.length > 0) {
      const kind = kindOf(put[0]!)
      out0.push({
        engine: NAME,
        check: "contact_hidden",
        question: "identifiers",
        severity: "high",
        message: `the page now carries ${put.map(shown).slice(0, 3).join(", ")} out of sight (hidden, to be shown on some screens or by a script): a ${kind === "phone" ? "phone number" : "contact"} the page never gave`,
        silence: `engine_settings.identifiers.ignore_kinds: ["${kind}"]`,
        added: put.map(shown)
      })
    }
  }
  // A "copy" button that copies an identifier the page neither shows nor carries (in a hidden part of it), and
  // never gave: a visitor reads the site's account or number beside it and pastes another.
  const copied = copiedOf(current)
  if (copied.size > 0) {
    const carried = carriedIds()
    const hidden = [...copied].filter((x) => neverGiven(x) && !carried.has(x))
    if (hidden.length > 0) {
      const kind = kindOf(hidden[0]!)
      out0.push({
        engine: NAME,
        check: "copy_mismatch",
        question: "identifiers",
        severity: "high",
        message: `a "copy" button now puts ${hidden.map(shown).slice(0, 3).join(", ")} on the visitor's clipboard, which the page does not show and never gave: what they paste is not what they read`,
        silence: `engine_settings.identifiers.ignore_kinds: ["${kind}"]`,
        added: hidden.map(shown)
      })
    }
  }
  // A GSM call-forwarding code with a number in it (**21*, **61*, **62*, **67*, **004*, *401*, *72): whoever dials
  // it has every call, the bank's and the messenger's spoken one-time codes included, forwarded to that number.
  if (!ignored.has("phone")) {
    const text = current.text.includes("*") ? current.text : ""
    const dialled = current.contacts.filter((c) => /^tel:/i.test(c) && c.includes("*")).map((c) => decodeSafe(c.slice(4)))
    for (const code of [text, ...dialled]) {
      const m = code.length > 0 ? CALL_FORWARD.exec(code) : null
      if (m === null) continue
      const digits = (m[1] ?? m[2] ?? "").replace(/\D/g, "")
      if (seen.has(`phone:${digits}`) || phoneIn(`phone:${digits}`, seen)) continue
      out0.push({ engine: NAME, check: "call_forwarding", question: "identifiers", severity: "high", message: `the page now asks visitors to dial ${m[0].replace(/\s+/g, "")}, a code that forwards all their calls to ${digits}`, silence: `engine_settings.identifiers.ignore_kinds: ["phone"]`, added: [digits] })
      break
    }
  }
  const seenKinds = new Set(d.seen.map(kindOf))
  const out: Array<Observation> = out0
  /** the page's own site, read once for the rules below */
  const pageSite = siteOfUrl(current.url)
  for (const kind of Object.keys(KINDS) as Array<Kind>) {
    if (ignored.has(kind)) continue
    const silence = `engine_settings.identifiers.ignore_kinds: ["${kind}"]`
    // (A number the page showed in one format and now shows in another only is still there; one format swapped for
    // another number while the other format stays is a replacement: removed is by the exact format.)
    const removed = d.stable.filter((x) => kindOf(x) === kind && !now.has(x))
    let added = [...now].filter((x) => kindOf(x) === kind && !seen.has(x) && !(kind === "phone" && phoneIn(x, seen)))
    // The site's account moved to another network under the same name (x.com/HarbourBakery to
    // bsky.app/profile/harbourbakery.bsky.social, or the site's own domain as its handle): the same account.
    if (kind === "social" && added.length > 0 && removed.length > 0) {
      const names = new Set([...removed, ...d.stable.filter((x) => kindOf(x) === "social")].map(handleName))
      const own = pageSite
      if (own !== null) {
        names.add(squash(own))
        names.add(labelOf(own))
      }
      // (on a network the page did not use: another name on the same network is a swapped account)
      const networkOf = (x: string) => shown(x).split("/")[0]!
      const networks = new Set(d.seen.filter((x) => kindOf(x) === "social").map(networkOf))
      const moved = added.filter((x) => names.has(handleName(x)) && !networks.has(networkOf(x)))
      if (moved.length > 0) {
        out.push({ engine: NAME, check: "social_moved", question: "identifiers", severity: "low", message: `the site's account under the same name on another network: ${moved.map(shown).slice(0, 3).join(", ")}`, silence, added: moved.map(shown) })
        added = added.filter((x) => !moved.includes(x))
        if (added.length === 0) continue
      }
      // The account named exactly as the site (facebook.com/chicagotribune on chicagotribune.com) in place of
      // another on the same network: the site's own page after a rename, not somebody else's.
      const site = own === null ? "" : labelOf(own)
      const named = site.length >= 4 ? added.filter((x) => handleName(x) === site) : []
      if (named.length > 0) {
        out.push({ engine: NAME, check: "social_site_named", question: "identifiers", severity: "low", message: `the site's account named as the site: ${named.map(shown).slice(0, 3).join(", ")}`, silence, added: named.map(shown) })
        added = added.filter((x) => !named.includes(x))
        if (added.length === 0) continue
      }
    }
    const word = KINDS[kind]
    let lookalike: readonly [string, string] | undefined
    // A number the page wrote in its text, in every sample, and writes no more, while a link or another format
    // still carries it: a new number written in its place is a replacement all the same (a visitor reads and
    // dials what is written).
    if (kind === "phone" && removed.length === 0 && added.length > 0 && d.shown !== undefined) {
      const unwritten = d.shown.filter((x) => !shownNow.has(x))
      if (unwritten.length > 0) {
        out.push({ engine: NAME, check: "phone_changed", question: "identifiers", severity: "critical", message: `${word} ${unwritten.map(shown).slice(0, 3).join(", ")} is no longer written on the page, and ${added.map(shown).slice(0, 3).join(", ")} is written instead`, silence, removed: unwritten.map(shown), added: added.map(shown) })
        continue
      }
    }
    // (an address replaced by another mailbox at the site's own domain, info@ to hello@: mail still reaches the site,
    // whose domain's mail an intruder of its web pages does not receive; a change to report, not an alarm)
    // (but a mailbox a character or two from the one it replaces, "imfo@" for "info@", is the address tampered with)
    const ownDomain = kind === "email" && pageSite !== null && added.every((x) =>
      siteOf(x.slice(x.lastIndexOf("@") + 1)) === pageSite && !removed.some((r) => editDistance(mailboxOf(x), mailboxOf(r), 2, true) <= 2)
    )
    if (removed.length > 0 && added.length > 0) {
      out.push({
        engine: NAME,
        check: `${kind}_changed`,
        question: "identifiers",
        severity: ownDomain ? "medium" : "critical",
        message: `${word} ${removed.map(shown).slice(0, 3).join(", ")} replaced by ${added.map(shown).slice(0, 3).join(", ")}${ownDomain ? ", another mailbox at the site's own domain" : ""}`,
        silence,
        removed: removed.map(shown),
        added: added.map(shown)
      })
    } else if (added.length > 0 && (kind === "pay" || kind === "social" || kind === "email") && (lookalike = lookalikeOf(added, d.stable)) !== undefined) {
      // A new account a character or two away from one the page always gave ("revolut.me/harbour_bakery_" beside
      // "revolut.me/harbour_bakery", "info@harbour-bakerry.com"): made to be taken for the site's own.
      out.push({ engine: NAME, check: `${kind}_lookalike`, question: "identifiers", severity: "high", message: `a new ${word} ${shown(lookalike[0])} is a look-alike of the site's own ${shown(lookalike[1])}`, silence, added: added.map(shown) })
    } else if (added.length > 0 && kind === "pay" && added.every((x) => namesSite(x, current.url))) {
      // The site's own page on a membership or tip platform ("patreon.com/harbourbakery" on harbour-bakery.com).
      out.push({ engine: NAME, check: "pay_added", question: "identifiers", severity: "low", message: `a payment page named after this site: ${added.map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    } else if (added.length > 0 && PAYMENT.has(kind)) {
      // (a shop's merchant number added while every way to pay the page gave stays is a sign; in place of one, an alarm)
      // (nor beside a new private contact: "pay the deposit to Till 752017, then WhatsApp the agent")
      const merchantOnly = added.every((x) => x.includes("/#")) && !d.stable.some((x) => PAYMENT.has(kindOf(x)) && !now.has(x)) &&
        ![...now].some((x) => !seen.has(x) && (kindOf(x) === "phone" || kindOf(x) === "social" || kindOf(x) === "email") && isPrivate(x, current.refs, current.url, current.blocks))
      // (and the merchant named after the site, "the confirmation shows HARBOUR BAKERY": the site's own till)
      const label = squash(siteLabel(current.url))
      const ownTill = merchantOnly && label.length >= 4 && added.every((x) => {
        const code = x.slice(x.indexOf("/#") + 2)
        return current.blocks.some((b) => b.text.toLowerCase().includes(code) && squash(b.text).includes(label))
      })
      out.push({
        engine: NAME,
        check: `${kind}_appeared`,
        question: "identifiers",
        severity: ownTill ? "low" : merchantOnly ? "medium" : "high",
        message: seenKinds.has(kind)
          ? `a new ${word} appeared: ${added.map(shown).slice(0, 3).join(", ")}`
          : `a ${word} appeared on a page that never showed one: ${added.map(shown).slice(0, 3).join(", ")}`,
        silence,
        added: added.map(shown)
      })
    } else if (added.length > 0 && kind === "phone" && added.some((x) => premiumRate(current, x))) {
      // A number that charges whoever calls it (premium rate, "call connection" services): the call itself pays someone.
      out.push({ engine: NAME, check: "phone_premium_rate", question: "identifiers", severity: "high", message: `a new premium-rate number (calls to it are charged to the caller): ${added.filter((x) => premiumRate(current, x)).map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    } else if (removed.length > 0) {
      out.push({ engine: NAME, check: `${kind}_removed`, question: "identifiers", severity: "low", message: `${word} ${removed.map(shown).slice(0, 3).join(", ")} no longer shown`, silence, removed: removed.map(shown) })
    } else if (added.length > 0 && added.some((x) => boxed().has(x))) {
      // A number or address shown in a new box over the page: the box asks visitors to call or write.
      out.push({ engine: NAME, check: `${kind}_in_box`, question: "identifiers", severity: "high", message: `a box over the page shows a new ${word}: ${added.filter((x) => boxed().has(x)).map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    } else if (added.length > 0 && kind === "phone" && added.some((x) => blocksWith(current, x) >= 3)) {
      // One new number in three or more places (questions naming other companies, each answered with it): phone
      // spam that ranks a scammer's "support line" for other brands' names. The site's own number is not new.
      const spread = added.filter((x) => blocksWith(current, x) >= 3)
      out.push({ engine: NAME, check: "phone_repeated", question: "identifiers", severity: "high", message: `a new phone number repeated in ${blocksWith(current, spread[0]!)} places: ${spread.map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    } else if (added.length > 0 && kind === "phone" && P2P.test(current.text) && added.some((x) => p2pWith(current, x) !== null)) {
      // A new number to call in the same words as a request to pay by a peer-to-peer app, a gift card or a money
      // transfer: no business takes deposits so (the FTC's and banks' warnings); the caller pays whoever answers.
      const x = added.find((y) => p2pWith(current, y) !== null)!
      out.push({ engine: NAME, check: "phone_with_p2p_payment", question: "identifiers", severity: "high", message: `a new phone number beside a request to pay by a peer-to-peer app, a gift card or a money transfer: ${shown(x)} ("${p2pWith(current, x)}")`, silence, added: added.map(shown) })
    } else if (added.length > 0 && kind === "phone" && d.stable.some((x) => kindOf(x) === "phone" && now.has(x)) && added.some((x) => standInWith(current, x) !== null)) {
      // A new number given as a stand-in for the site's usual lines, which stay on the page ("our lines are down,
      // call our temporary number"): the fake-outage fraud, whose caller answers as the site.
      const x = added.find((y) => standInWith(current, y) !== null)!
      out.push({ engine: NAME, check: "phone_stand_in", question: "identifiers", severity: "high", message: `a new phone number given as a stand-in for the site's usual lines: ${shown(x)} ("${standInWith(current, x)}")`, silence, added: added.map(shown) })
    } else if (added.length > 0 && kind === "phone" && added.some((x) => upFront(current, x))) {
      // A new number to call, put where a visitor reads first (a heading, large text, the top of the page): a sign,
      // weighed with what the text around it says (a charge to cancel, an account to unlock).
      out.push({ engine: NAME, check: "phone_up_front", question: "identifiers", severity: "medium", message: `a new phone number where a visitor reads first: ${added.filter((x) => upFront(current, x)).map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    } else if (added.length > 0) {
      out.push({ engine: NAME, check: `${kind}_added`, question: "identifiers", severity: "low", message: `new ${word}: ${added.map(shown).slice(0, 3).join(", ")}`, silence, added: added.map(shown) })
    }
  }
  // The page's call or mail link now dials or writes to a number or address it never gave, in place of the one it
  // always did, while that one may still be written beside it: a visitor who taps the link reaches the new one.
  // (an honest change of number changes what is written too, and is judged above; a link reformatted, "tel:0…"
  // to "tel:+44…", dials the same number)
  if (d.dialed !== undefined && d.dialed.length > 0) {
    const dialedNow = dialedOf(current)
    for (const kind of ["phone", "email"] as const) {
      if (ignored.has(kind) || out.some((o) => o.check === `${kind}_changed`)) continue
      const lost = d.dialed.filter((x) => kindOf(x) === kind && !dialedNow.has(x) && !(kind === "phone" && phoneIn(x, dialedNow)))
      const gained = [...dialedNow].filter((x) => kindOf(x) === kind && !seen.has(x) && !(kind === "phone" && phoneIn(x, seen)))
      if (lost.length > 0 && gained.length > 0) {
        out.push({ engine: NAME, check: "contact_link_changed", question: "identifiers", severity: "high", message: `the page's ${kind === "phone" ? "call" : "mail"} link now ${kind === "phone" ? "dials" : "writes to"} ${gained.map(shown).slice(0, 2).join(", ")} where it ${kind === "phone" ? "dialled" : "wrote to"} ${lost.map(shown).slice(0, 2).join(", ")}`, silence: `engine_settings.identifiers.ignore_kinds: ["${kind}"]`, removed: lost.map(shown), added: gained.map(shown) })
      }
    }
  }
  // The page's payment or follow link now leads to an account it never gave, while the account it always led to is
  // still written on the page: a visitor reads the site's handle and pays, or follows, another. (An honest change of
  // account changes what is written too, and is judged above; the same name on another network is the same account.)
  if (d.linked !== undefined && d.linked.length > 0) {
    const linkedNow = linkedOf(current)
    for (const kind of ["pay", "social"] as const) {
      if (ignored.has(kind) || out.some((o) => o.check === `${kind}_changed` || o.check === `${kind}_lookalike`)) continue
      const lost = d.linked.filter((x) => kindOf(x) === kind && !linkedNow.has(x) && now.has(x))
      const names = new Set(lost.map(handleName))
      const gained = [...linkedNow].filter((x) => kindOf(x) === kind && !seen.has(x) && !names.has(handleName(x)))
      if (lost.length > 0 && gained.length > 0) {
        out.push({ engine: NAME, check: "account_link_changed", question: "identifiers", severity: "high", message: `the page still shows ${lost.map(shown).slice(0, 2).join(", ")}, but its link now leads to ${gained.map(shown).slice(0, 2).join(", ")}`, silence: `engine_settings.identifiers.ignore_kinds: ["${kind}"]`, removed: lost.map(shown), added: gained.map(shown) })
      }
    }
  }
  // A new script that names the page's own number or address beside another of the same kind, and rewrites the
  // page's text or links: it swaps them in the browser, where the page's source still shows the real ones.
  if (d.stable.length > 0) {
    for (const s of current.scripts_inline) {
      if (s.code.length > 20_000 || !REWRITES_TEXT.test(s.code)) continue
      const named = scriptIdentifiers(s.code)
      const own = d.stable.filter((x) => named.has(x) && !ignored.has(kindOf(x)))
      const other = [...named].filter((x) => !seen.has(x) && own.some((o) => kindOf(o) === kindOf(x)) && !(kindOf(x) === "phone" && phoneIn(x, seen)))
      if (own.length > 0 && other.length > 0) {
        out.push({ engine: NAME, check: "script_swaps_identifier", question: "identifiers", severity: "critical", message: `a script rewrites the page in the browser: it names ${own.map(shown).slice(0, 2).join(", ")} beside ${other.map(shown).slice(0, 2).join(", ")}, and visitors see the second where the page's source shows the first`, silence: `engine_settings.identifiers.ignore_kinds: ["${kindOf(own[0]!)}"]`, added: other.map(shown).slice(0, 10) })
        break
      }
    }
  }
  // A mail link that now also sends a copy to another mailbox (cc, bcc): what visitors write to the site, someone
  // else reads. The address shown and written to is unchanged.
  if (d.copies !== undefined && !ignored.has("email")) {
    const had = setOf(d.copies)
    const site = siteOfUrl(current.url)
    const copied = [...new Set(copiesOf(current))].filter((x) => !had.has(x) && !seen.has(`email:${x}`) && siteOf(x.slice(x.lastIndexOf("@") + 1)) !== site)
    if (copied.length > 0) out.push({ engine: NAME, check: "email_copied", question: "identifiers", severity: "high", message: `the page's mail links now also send a copy of every message to ${copied.slice(0, 3).join(", ")}`, silence: `engine_settings.identifiers.ignore_kinds: ["email"]`, added: copied.slice(0, 10) })
  }
  // A new number written in look-alike characters (fullwidth or mathematical digits, an O for a 0): honest pages
  // write numbers to be read and found; these are written to pass filters and searches that read digits.
  if (d.disguised !== undefined && !ignored.has("phone")) {
    const had = setOf(d.disguised)
    const odd = disguisedPhones(current).filter((x) => !had.has(x) && !seen.has(x))
    if (odd.length > 0) out.push({ engine: NAME, check: "phone_disguised", question: "identifiers", severity: "high", message: `a new phone number written in look-alike characters instead of digits: ${odd.map(shown).slice(0, 3).join(", ")}`, silence: `engine_settings.identifiers.ignore_kinds: ["phone"]`, added: odd.map(shown).slice(0, 10) })
  }
  const own = siteOfUrl(current.url)
  const ownLabel = own === null ? "" : labelOf(own)
  // A private way to reach someone (a free-mail address, a messenger account or a WhatsApp number), new on a page
  // whose samples never gave one: the page now has visitors deal with a person outside the site (a seller, a
  // "case officer", a recruiter) instead of the organisation.
  const fresh = [...now].filter((x) => !seen.has(x) && !(kindOf(x) === "phone" && phoneIn(x, seen)) && !ignored.has(kindOf(x)) && isPrivate(x, current.refs, current.url, current.blocks))
  if (fresh.length > 0 && !d.seen.some((x) => isPrivate(x, [], current.url)) && !out.some((o) => o.severity === "critical" || o.severity === "high")) {
    // Beside talk of money (a price, a fee, a wage, how to pay), the page has visitors pay a stranger: an alarm.
    const money = fresh.map((x) => moneyNear(current, x)).find((m) => m !== null) ?? null
    // Named in several places (testimonials or comments that all send readers to one person): planted, not posted.
    const places = Math.max(...fresh.map((x) => mentions(current, x)))
    const repeated = places >= 2 ? `, named in ${places} places` : ""
    // In place of a phone number or e-mail address the page always gave, now given no more: the site's way to be
    // reached handed to a person outside it ("our mailbox is out of service, write to us on WhatsApp"): an alarm.
    const replaced = d.stable.filter((x) => (kindOf(x) === "phone" || kindOf(x) === "email") && !ignored.has(kindOf(x)) && !now.has(x) && !(kindOf(x) === "phone" && phoneIn(x, now)))
    const instead = replaced.length === 0 ? "" : `, in place of ${replaced.map(shown).slice(0, 2).join(", ")}`
    // A messenger account or number (WhatsApp, Telegram, Signal...) is an alarm wherever it stands: across the 32
    // blind groups (25,160 honest pairs) no honest change gave one, and a leave-one-group-out search over every
    // check's severity chose this one, in each fold, as the only gain. A free-mail address alone stays a sign (a
    // volunteer's address for a fair).
    const messenger = fresh.some((x) => kindOf(x) !== "email")
    out.push({ engine: NAME, check: "private_contact", question: "identifiers", severity: money === null && places < 2 && replaced.length === 0 && !messenger ? "medium" : "high", message: `the page now has visitors write to or message a private contact, where it never gave one: ${fresh.map(shown).slice(0, 3).join(", ")}${repeated}${instead}${money === null ? "" : `, beside talk of money ("${money}")`}`, silence: `engine_settings.identifiers.ignore_kinds: [${[...new Set(fresh.map(kindOf))].map((k) => `"${k}"`).join(", ")}]`, added: fresh.map(shown) })
  }
  // A new address that speaks for the site from elsewhere: the site's name on a free-mail or other domain
  // ("cbc.accounts@gmail.com" on cbc.ca), or the name with words added ("billing@cbc-payments.com"). Invoices
  // and replies go to whoever holds it. (The name under another suffix is the owner's other domain.)
  if (!ignored.has("email") && ownLabel.length >= 3) {
    const posing = [...now].filter((x) => kindOf(x) === "email" && !seen.has(x)).filter((x) => {
      const address = shown(x)
      const at = address.lastIndexOf("@")
      const site = siteOf(address.slice(at + 1))
      if (site === own) return false
      const label = labelOf(site)
      return label !== ownLabel && (squash(address.slice(0, at)).includes(ownLabel) || (label.includes(ownLabel) && label.length > ownLabel.length))
    })
    if (posing.length > 0 && !out.some((o) => o.check === "email_changed")) {
      out.push({ engine: NAME, check: "email_impersonation", question: "identifiers", severity: "high", message: `a new e-mail address speaks for this site (${own}) from another domain: ${posing.map(shown).slice(0, 3).join(", ")}`, silence: `engine_settings.identifiers.ignore_kinds: ["email"]`, added: posing.map(shown) })
    }
  }
  // The accounts the page's tags name never change on an honest page: another publisher, container or property
  // where the page had its own sends its ad money, its code or its visitors' data to someone else.
  if (d.accounts !== undefined && d.accounts.length > 0 && !ignored.has("tag")) {
    const before = setOf(d.accounts)
    const nowAccounts = accountsOf(current)
    for (const kind of new Set(d.accounts.map(accountKind))) {
      const added = [...nowAccounts].filter((a) => accountKind(a) === kind && !before.has(a))
      if (added.length === 0) continue
      const kept = d.accounts.some((a) => accountKind(a) === kind && nowAccounts.has(a))
      const what = kind === "ca-pub" ? "ad publisher" : kind === "GTM" ? "tag-manager container" : "analytics or ads property"
      const severity: Severity = !kept ? (kind === "ca-pub" || kind === "GTM" ? "critical" : "high") : kind === "ca-pub" || kind === "GTM" ? "medium" : "low"
      out.push({ engine: NAME, check: kept ? "tag_account_added" : "tag_account_replaced", question: "identifiers", severity, message: `the page's ${what} ${kept ? "now has another beside it" : "was replaced"}: ${added.slice(0, 3).join(", ")} (the page had ${d.accounts.filter((a) => accountKind(a) === kind).slice(0, 3).join(", ")})`, silence: `engine_settings.identifiers.ignore_kinds: ["tag"]`, added })
    }
  }
  // Affiliate and referral ids in the page's links say who is paid for the visitors they send: on links the page
  // already had, one swapped for another (the same shop's id under another value) or one added pays someone else
  // for the site's audience. New links (a new article's shop links) bring their own and are left alone.
  const nowIds = d.referrals !== undefined && d.linkPaths !== undefined && !ignored.has("referral") ? referralsOf(current.refs) : []
  if (nowIds.length > 0 && d.referrals !== undefined && d.linkPaths !== undefined) {
    const had = new Set(d.referrals)
    const nameOf = (id: string) => id.slice(0, id.indexOf("=") + 1)
    const names = new Set(d.referrals.map(nameOf))
    const steady = new Set(d.referralNames ?? [])
    const paths = new Set(d.linkPaths)
    const kept = new Set(nowIds.filter((r) => had.has(r.id)).map((r) => nameOf(r.id)))
    // (on links the page already had: a new link brings its own id, an honest one as often as not; an id that
    // carries the site's name, "harbourbake-21", is the site's own account, as a handle named after it is)
    const fresh = nowIds.filter((r) => !had.has(r.id) && paths.has(r.path) && !carriesSiteName(r.id.slice(r.id.indexOf("=") + 1), current.url))
    // Swapped: an id the samples always gave the same value is gone from every link, another in its place (a
    // shop's product ids come and go beside each other; an id that changes between reloads is a session's).
    const swapped = fresh.filter((r) => steady.has(nameOf(r.id)) && !kept.has(nameOf(r.id)))
    // Added: an id of a kind the page's links never carried.
    const added = fresh.filter((r) => !names.has(nameOf(r.id)))
    const shownId = (id: string) => id.replace("|", " ")
    if (swapped.length > 0) {
      const name = swapped[0]!.id.slice(0, swapped[0]!.id.indexOf("=") + 1)
      const before = d.referrals.filter((x) => x.startsWith(name)).slice(0, 2).map(shownId)
      out.push({ engine: NAME, check: "referral_changed", question: "identifiers", severity: "critical", message: `the page's links now carry the referral id ${shownId(swapped[0]!.id)} where they carried ${before.join(", ")}: whoever holds it is paid for the visitors the site sends`, silence: `engine_settings.identifiers.ignore_kinds: ["referral"]`, added: [...new Set(swapped.map((r) => shownId(r.id)))].slice(0, 10) })
    } else if (added.length > 0) {
      const ids = [...new Set(added.map((r) => shownId(r.id)))]
      out.push({ engine: NAME, check: "referral_added", question: "identifiers", severity: "high", message: `${added.length} link(s) the page already had now carry a referral id they never carried (${ids.slice(0, 2).join(", ")}): whoever holds it is credited for the visitors they send`, silence: `engine_settings.identifiers.ignore_kinds: ["referral"]`, added: ids.slice(0, 10) })
    }
  }
  // A contact card (vCard) the page hands visitors, saved under the site's name, with a phone or an address the page
  // itself does not give: the next call "from the site" comes from whoever is in the card.
  if (d.cards !== undefined && (current.cards ?? []).length > 0) {
    const before = new Set(d.cards)
    const pageIds = new Set([...now, ...seen])
    const other = [...cardIdsOf(current)].filter((id) => !before.has(id) && !ignored.has(kindOf(id)) && (kindOf(id) === "phone" ? !phoneIn(id, pageIds) : !pageIds.has(id)))
    if (other.length > 0) {
      out.push({ engine: NAME, check: "contact_card_other", question: "identifiers", severity: "high", message: `a contact card the page now hands visitors saves ${other.slice(0, 3).map(shown).join(", ")}, which the page itself does not give`, silence: `engine_settings.identifiers.ignore_kinds: [${[...new Set(other.map(kindOf))].map((k) => `"${k}"`).join(", ")}]`, added: other.map(shown).slice(0, 10) })
    }
  }
  // A form that now mails each submission to an address in a hidden field, one the page never gave: what visitors
  // send through the site's form goes to someone else as well.
  if (d.recipients !== undefined && (current.form_recipients ?? []).length > 0 && !ignored.has("email")) {
    const before = new Set(d.recipients)
    const other = [...new Set(current.form_recipients)].filter((a) => !before.has(a) && !seen.has(`email:${a}`))
    if (other.length > 0) {
      out.push({ engine: NAME, check: "form_recipient_added", question: "identifiers", severity: "high", message: `a form of the page now names ${other.slice(0, 3).join(", ")} in a hidden field: its handler mails each submission there, an address the page never gave`, silence: `engine_settings.identifiers.ignore_kinds: ["email"]`, added: other.slice(0, 10) })
    }
  }
  // An account the page now vouches for (`<link rel="me">`): the network shows that account as this site's,
  // verified. The site's own new account carries the name it uses elsewhere; another name is someone's borrowed
  // badge (an impersonator's "support" account).
  if (d.identities !== undefined && !ignored.has("social")) {
    const had = new Set(d.identities)
    const own = siteOfUrl(current.url)
    const names = new Set([...d.seen.filter((x) => kindOf(x) === "social").map(handleName), ...(own === null ? [] : [squash(own), squash(labelOf(own))])])
    const nameOf = (x: string) => squash(x.slice(3).split("/").pop()!.replace(/^@/, ""))
    // (a rel="me" link of the document speaks for the site; one on an author's byline, or fediverse:creator,
    // credits the author of the article, whoever they are)
    // (and the accounts its metadata names as the site's, twitter:site and article:publisher, read since round 20)
    const hadSite = d.siteAccounts === undefined ? undefined : new Set(d.siteAccounts)
    const fresh = (current.identities ?? []).filter((x) => (x.startsWith("me:") ? !had.has(x) : x.startsWith("site:") && hadSite !== undefined && !hadSite.has(x)) && nameOf(x).length > 0)
    // (a mailbox on the site's own mail domain is the site's: rel="me" to mailto:support@example.com on example.com)
    const ownMailbox = (x: string) => own !== null && /mailto:/i.test(x) && siteOf(x.slice(x.lastIndexOf("@") + 1).split(/[?#>]/)[0]!.toLowerCase()) === own
    const borrowed = fresh.filter((x) => !names.has(nameOf(x)) && !ownMailbox(x))
    if (borrowed.length > 0) {
      out0.push({ engine: NAME, check: "identity_vouched", question: "identifiers", severity: "high", message: borrowed[0]!.startsWith("me:") ? `the page now vouches for ${borrowed.slice(0, 2).map((x) => x.replace(/^(?:me|site):/, "")).join(", ")} (rel="me"), an account it never named: that account shows this site as its own, verified` : `the page's metadata now names ${borrowed.slice(0, 2).map((x) => x.replace(/^(?:me|site):/, "")).join(", ")} as the site's account (twitter:site, article:publisher), an account it never named: link previews show it as the site's`, silence: `engine_settings.identifiers.ignore_kinds: ["social"]`, added: borrowed.slice(0, 10) })
    }
  }
  // The app the page's Smart App Banner promotes: the banner iOS and Android browsers show above the page offers
  // that app as this site's. Another app in place of the one every sample named is someone else's app under the
  // site's name; a banner on a page that had none is weighed (sites add their own app's).
  if (d.identities !== undefined && !ignored.has("social")) {
    const had = new Set(d.identities)
    const apps = (current.identities ?? []).filter((x) => x.startsWith("app:") && !had.has(x))
    if (apps.length > 0) {
      const platform = (x: string) => x.split(":")[1]
      // (replaced: the app every sample named for that platform is gone; one added beside it is weighed as new)
      const now = new Set(current.identities ?? [])
      const replaced = apps.filter((x) => d.identities!.some((h) => h.startsWith("app:") && platform(h) === platform(x) && !now.has(h)))
      // (an Android app is named by its package, which carries its maker's name: com.nytimes.android for nytimes.com,
      // com.guardian for theguardian.com; a package with nothing of the site's name in it is another maker's app)
      const label = squash(siteLabel(current.url))
      const stranger = label.length >= 3 ? apps.find((x) => x.startsWith("app:android:") && !x.slice(12).split(/[._]/).some((w) => w.length >= 3 && !PACKAGE_WORDS.has(w) && (label.includes(w) || w.includes(label)))) : undefined
      const severity = replaced.length > 0 || stranger !== undefined ? "high" : "medium"
      out0.push({ engine: NAME, check: "app_banner", question: "identifiers", severity, message: replaced.length > 0 ? `the page's app banner now promotes another app (${replaced[0]!.slice(4)}) than the one it always named` : stranger !== undefined ? `the page now names ${stranger.slice(12)} as its app, a package with nothing of the site's name in it: another maker's app under the site's name` : `the page now shows an app banner promoting ${apps[0]!.slice(4)}, an app it never named`, silence: `engine_settings.identifiers.ignore_kinds: ["social"]`, apps })
    }
  }
  // A Web Monetization wallet the page never named (`<link rel="monetization">`, `<meta name="monetization">`): every
  // visitor whose browser monetizes pays it for as long as they read, and nothing on the page shows it.
  if (d.identities !== undefined && !ignored.has("pay")) {
    const had = new Set(d.identities)
    const wallets = (current.identities ?? []).filter((x) => x.startsWith(MONETIZATION) && !had.has(x)).map((x) => x.slice(MONETIZATION.length))
    if (wallets.length > 0) {
      const replaced = d.identities.some((h) => h.startsWith(MONETIZATION))
      // (a wallet on the site's own domain, or named after the site, "wallet.example/harbourbakery", is the site's
      // own: reported, as a payment page named after the site is)
      const site = siteOfUrl(current.url)
      const ownWallet = (w: string) => {
        const [host, ...path] = w.split("/")
        return (site !== null && siteOf(host!) === site) || carriesSiteName(path.join("/"), current.url)
      }
      const theirs = wallets.filter((w) => !ownWallet(w))
      const severity: Severity = replaced || theirs.length > 0 ? "high" : "low"
      out0.push({ engine: NAME, check: "payment_pointer", question: "identifiers", severity, message: `the page now streams its visitors' Web Monetization payments to ${wallets.slice(0, 2).join(", ")}, ${replaced ? "in place of the wallet it always named" : theirs.length > 0 ? "a wallet it never named" : "a wallet on the site's own domain or named after it"}`, silence: `engine_settings.identifiers.ignore_kinds: ["pay"]`, added: wallets.slice(0, 10).map((w) => `${MONETIZATION}${w}`) })
    }
  }
  // A script that opens the visitor's phone dialler (a tel: navigation) with a number the page never gave: the
  // visitor's phone calls whoever wrote it.
  if (!ignored.has("phone")) {
    const dials = (current.dialled ?? []).map((t) => `phone:${t.replace(/^[a-z]+:/i, "").split(/[?;]/)[0]!.replace(/\D/g, "")}`).filter((x) => x.length >= 13 && !seen.has(x) && !phoneIn(x, seen))
    if (dials.length > 0) out0.push({ engine: NAME, check: "script_dials", question: "identifiers", severity: "high", message: `a script of the page now opens visitors' phone dialler with ${dials.slice(0, 2).map(shown).join(", ")}, a number the page never gave`, silence: `engine_settings.identifiers.ignore_kinds: ["phone"]`, added: dials.slice(0, 10).map(shown) })
  }
  // Cheques made payable to someone else than the organisation, or posted to a box the page never gave: the payments
  // of those who pay by cheque go to whoever wrote the line (payment redirection, as with a bank account swapped).
  if (d.payees !== undefined && !ignored.has("payee")) {
    const had = new Set(d.payees)
    const now = payeesOf(current).filter((p) => !had.has(p))
    const own = siteOfUrl(current.url)
    const label = own === null ? "" : squash(labelOf(own))
    // (a short name, "go" or "si", is matched at the start: "Go Ltd")
    const stranger = now.find((p) => p.startsWith("payee:") && !(label.length > 0 && p.startsWith(`payee:${label}`)) && !(label.length >= 3 && p.includes(label)))
    const box = now.find((p) => p.startsWith("box:"))
    if (stranger !== undefined || box !== undefined) {
      out.push({ engine: NAME, check: "payee_changed", question: "identifiers", severity: "high", message: `the page now asks for cheques ${stranger !== undefined ? `payable to "${stranger.slice(6)}", a name that is not the site's` : ""}${stranger !== undefined && box !== undefined ? " and " : ""}${box !== undefined ? `posted to box ${box.slice(4)}, a post box the page never gave` : ""}`, silence: `engine_settings.identifiers.ignore_kinds: ["payee"]`, added: now.slice(0, 10) })
    }
  }
  // The page's own prices cut to a token amount (a cent, one unit, nothing): an intruder in the shop's back office
  // before placing orders, or sabotage. Sales cut prices by a share; a price gone and one of 1 or less in its place,
  // a fifth of it or less, is no sale.
  if (d.prices !== undefined && d.prices.stable.length > 0 && !ignored.has("price")) {
    const now = pricesOf(current)
    const present = new Set(now)
    const seen = new Set(d.prices.seen)
    const gone = d.prices.stable.filter((p) => !present.has(p))
    const token = now.filter((p) => p <= 1 && !seen.has(p))
    if (gone.length > 0 && token.length > 0 && Math.min(...gone) >= 5 * Math.max(...token, 0.2)) {
      out.push({ engine: NAME, check: "price_token", question: "identifiers", severity: "high", message: `the page's prices fell to a token amount: ${gone.slice(0, 3).join(", ")} gone, ${token.slice(0, 3).join(", ")} shown`, silence: `engine_settings.identifiers.ignore_kinds: ["price"]`, added: token.slice(0, 10).map(String) })
    }
  }
  // The place the page's map shows (coordinates, a listing's id): visitors follow it to find the business and call
  // the number its listing gives. A map that now shows another place, while the page's own place is gone from every
  // map, sends them to another listing.
  if (d.places !== undefined && d.places.length > 0 && !ignored.has("place")) {
    const known = new Set(d.places)
    const spots = d.places.filter((p) => p.startsWith("geo:")).map(geoOf)
    // (coordinates within about a kilometre are the same place, written by another map service or rounded)
    const near = (p: string) => {
      const [lat, lng] = geoOf(p)
      return spots.some(([a, b]) => Math.abs(a - lat) <= 0.011 && Math.abs(b - lng) <= 0.016)
    }
    const same = (p: string) => known.has(p) || (p.startsWith("geo:") && near(p))
    const maps = mapsOf(current.refs)
    const moved = maps.filter((m) => !m.places.some(same))
    if (moved.length > 0 && !maps.some((m) => m.places.some(same))) {
      out.push({ engine: NAME, check: "place_changed", question: "identifiers", severity: "high", message: `the page's map now shows another place (${moved[0]!.places.slice(0, 2).join(", ")}) than it did (${d.places.slice(0, 2).join(", ")}): ${moved[0]!.url.slice(0, 100)}`, silence: `engine_settings.identifiers.ignore_kinds: ["place"]`, url: moved[0]!.url.slice(0, 300) })
    }
  }
  // Structured data is what search engines show as the page's contacts: a phone or address there that the
  // page itself does not show, and its samples never gave, sends searchers elsewhere.
  if (d.structured !== undefined) {
    const before = setOf(d.structured)
    // Phones compare by their last 8 digits: the same number written nationally and internationally.
    const tail = (x: string) => (kindOf(x) === "phone" ? `phone:${shown(x).slice(-8)}` : x)
    const known = new Set([...before, ...now, ...seen].map(tail))
    const claimed = [...structuredOf(current)].filter((x) => !known.has(tail(x)) && !ignored.has(kindOf(x)))
    if (claimed.length > 0) {
      // It contradicts the page when the page shows a contact of that kind; a page that shows none leaves search
      // engines the only place its contact is given (honest sites add their own there too): a sign.
      const contradicts = claimed.some((x) => [...now, ...seen].some((y) => kindOf(y) === kindOf(x)))
      out.push({ engine: NAME, check: "structured_contact", question: "identifiers", severity: contradicts ? "high" : "medium", message: `the page's structured data (what search engines show) now gives ${claimed.map(shown).slice(0, 3).join(", ")}, which the page itself does not show`, silence: `engine_settings.identifiers.ignore_kinds: [${[...new Set(claimed.map(kindOf))].map((k) => `"${k}"`).join(", ")}]`, added: claimed.map(shown) })
    }
  }
  return out
}

/**
 * The identifiers engine.
 *
 * @since 0.2.0
 */
export const identifiers: Engine = {
  name: NAME,
  question: "identifiers",
  enabledByDefault: true,
  reads: { settings: ["engine_settings.identifiers"], baseline: [`engine_data.${NAME}`] },
  baselineData: (samples): Data => {
    const written = samples.map(() => new Set<string>())
    const sets = samples.map((s, i) => identifiersOf(withDrawnText(s), written[i]))
    const referrals = samples.map((s) => referralsOf(s.refs))
    return {
      v: VERSION,
      stable: bounded(common(sets), 500),
      shown: bounded(common(written), 100),
      seen: bounded(sets.flatMap((s) => [...s]), 1000),
      mismatched: bounded(samples.flatMap(mismatchesOf), 200),
      siteAccounts: bounded(samples.flatMap((s) => (s.identities ?? []).filter((x) => x.startsWith("site:"))), 50),
      hiddenSeen: bounded([...new Set(samples.flatMap((s) => [...hiddenContacts(s)]))], 200),
      structured: bounded(samples.flatMap((s) => [...structuredOf(s)]), 100),
      dialed: bounded(common(samples.map(dialedOf)), 50),
      linked: bounded(common(samples.map(linkedOf)), 50),
      accounts: bounded(common(samples.map(accountsOf)), 50),
      copies: bounded(samples.flatMap(copiesOf), 100),
      disguised: bounded(samples.flatMap(disguisedPhones), 50),
      referrals: bounded([...new Set(referrals.flatMap((refs) => refs.map((r) => r.id)))], 200),
      referralNames: steadyReferrals(referrals),
      linkPaths: bounded([...new Set(samples.flatMap((s) => linkPathsOf(s.refs)))], 3000),
      recipients: bounded([...new Set(samples.flatMap((s) => s.form_recipients ?? []))], 50),
      cards: bounded([...new Set(samples.flatMap((s) => [...cardIdsOf(s)]))], 50),
      places: bounded([...new Set(samples.flatMap((s) => mapsOf(s.refs).flatMap((m) => m.places)))], 50),
      payees: bounded([...new Set(samples.flatMap(payeesOf))], 50),
      identities: bounded([...new Set(samples.flatMap((s) => s.identities ?? []))], 50),
      prices: { stable: bounded(common(samples.map((s) => [...new Set(pricesOf(s))])), 200), seen: bounded([...new Set(samples.flatMap(pricesOf))], 400) }
    }
  },
  compare
}

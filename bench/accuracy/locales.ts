/**
 * National formats of the identifiers a site publishes (phone numbers, bank
 * accounts, prices, dates) and the words of its contact block, per country.
 * Phone formats follow each numbering plan's usual written form
 * (e.g. "(555) 123-4567", "020 7946 0958", "06 12 34 56 78").
 */
import { type Rng, between, digits, int, pick, upper } from "./rng.js"

export type Lang = "en" | "fr" | "de" | "es" | "nl" | "pt" | "it"

/** One way a country writes a phone number: digits in, national / international / tel: out. */
export interface PhoneFormat {
  readonly digits: (rng: Rng) => string
  readonly national: (d: string) => string
  readonly intl: (d: string) => string
  readonly cc: string
}

export interface Phone {
  readonly format: number
  readonly digits: string
  readonly national: string
  readonly intl: string
  readonly tel: string
}

export interface Locale {
  readonly country: string
  readonly lang: Lang
  readonly tlds: ReadonlyArray<string>
  readonly phones: ReadonlyArray<PhoneFormat>
  /** a national bank-account line, e.g. "Sort code 20-00-00 · Account 12345678" */
  readonly nationalBank: ((rng: Rng) => string) | null
  /** the country's IBAN, when it has one */
  readonly iban: ((rng: Rng) => string) | null
  readonly money: (amount: number) => string
  readonly date: (d: Date) => string
}

const g = (d: string, ...sizes: Array<number>): Array<string> => {
  const out: Array<string> = []
  let i = 0
  for (const n of sizes) {
    out.push(d.slice(i, i + n))
    i += n
  }
  return out
}
const nz = (rng: Rng) => String(between(rng, 2, 9))

/** ISO 13616 check digits (mod 97) for a BBAN of `country`. */
export const iban = (country: string, bban: string): string => {
  const numeric = (bban + country + "00").toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rem = 0
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97
  const check = String(98 - rem).padStart(2, "0")
  return country + check + bban
}
export const groupIban = (s: string): string => s.replace(/(.{4})/g, "$1 ").trim()

/** An ABA routing number with its check digit (3-7-1 weights). */
const abaRouting = (rng: Rng): string => {
  const d = "0" + String(between(rng, 1, 9)) + digits(rng, 6)
  const n = [...d].map(Number)
  const sum = 3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + (n[2]! + n[5]!)
  return d + String((10 - (sum % 10)) % 10)
}

const monthsBy: Record<Lang, ReadonlyArray<string>> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
}
const dm = (lang: Lang, sep: string) => (d: Date) => `${d.getUTCDate()}${sep}${monthsBy[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`
const euro = (sepThousands: string) => (a: number) => `${a.toFixed(2).replace(".", ",").replace(/\B(?=(\d{3})+,)/g, sepThousands)} €`

export const locales: ReadonlyArray<Locale> = [
  {
    country: "us",
    lang: "en",
    tlds: ["com", "org", "net", "us"],
    phones: [
      { cc: "1", digits: (r) => nz(r) + digits(r, 2) + nz(r) + digits(r, 6), national: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `(${a}) ${e}-${l}` }, intl: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `+1 ${a} ${e} ${l}` } },
      { cc: "1", digits: (r) => nz(r) + digits(r, 2) + nz(r) + digits(r, 6), national: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `${a}-${e}-${l}` }, intl: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `+1-${a}-${e}-${l}` } },
      { cc: "1", digits: (r) => nz(r) + digits(r, 2) + nz(r) + digits(r, 6), national: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `${a}.${e}.${l}` }, intl: (d) => { const [a, e, l] = g(d, 3, 3, 4); return `+1 (${a}) ${e}-${l}` } }
    ],
    nationalBank: (r) => `Routing number ${abaRouting(r)} · Account ${digits(r, between(r, 8, 12))}`,
    iban: null,
    money: (a) => `$${a.toFixed(2)}`,
    date: (d) => `${monthsBy.en[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
  },
  {
    country: "uk",
    lang: "en",
    tlds: ["co.uk", "org.uk", "uk", "com"],
    phones: [
      { cc: "44", digits: (r) => "20" + nz(r) + digits(r, 7), national: (d) => { const [a, b, c] = g(d, 2, 4, 4); return `0${a} ${b} ${c}` }, intl: (d) => { const [a, b, c] = g(d, 2, 4, 4); return `+44 ${a} ${b} ${c}` } },
      { cc: "44", digits: (r) => "161" + nz(r) + digits(r, 6), national: (d) => { const [a, b, c] = g(d, 3, 3, 4); return `0${a} ${b} ${c}` }, intl: (d) => { const [a, b, c] = g(d, 3, 3, 4); return `+44 (0)${a} ${b} ${c}` } },
      { cc: "44", digits: (r) => "7" + digits(r, 9), national: (d) => { const [a, b] = g(d, 4, 6); return `0${a} ${b}` }, intl: (d) => { const [a, b] = g(d, 4, 6); return `+44 ${a} ${b}` } }
    ],
    nationalBank: (r) => `Sort code ${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)}, account number ${digits(r, 8)}`,
    iban: (r) => iban("GB", pick(r, ["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "WEST"]) + digits(r, 14)),
    money: (a) => `£${a.toFixed(2)}`,
    date: dm("en", " ")
  },
  {
    country: "fr",
    lang: "fr",
    tlds: ["fr", "com", "org"],
    phones: [
      { cc: "33", digits: (r) => String(between(r, 1, 7)) + digits(r, 8), national: (d) => `0${d[0]} ${g(d.slice(1), 2, 2, 2, 2).join(" ")}`, intl: (d) => `+33 ${d[0]} ${g(d.slice(1), 2, 2, 2, 2).join(" ")}` },
      { cc: "33", digits: (r) => String(between(r, 6, 7)) + digits(r, 8), national: (d) => `0${d[0]}.${g(d.slice(1), 2, 2, 2, 2).join(".")}`, intl: (d) => `+33 (0)${d[0]} ${g(d.slice(1), 2, 2, 2, 2).join(" ")}` }
    ],
    nationalBank: null,
    iban: (r) => { const body = digits(r, 10) + upper(r, 1) + digits(r, 10); return iban("FR", body + String(between(r, 10, 96))) },
    money: euro("\u202f"),
    date: dm("fr", " ")
  },
  {
    country: "de",
    lang: "de",
    tlds: ["de", "com", "org"],
    phones: [
      { cc: "49", digits: (r) => "30" + digits(r, 8), national: (d) => `0${d.slice(0, 2)} ${d.slice(2)}`, intl: (d) => `+49 ${d.slice(0, 2)} ${d.slice(2)}` },
      { cc: "49", digits: (r) => "30" + digits(r, 8), national: (d) => `(0${d.slice(0, 2)}) ${d.slice(2, 6)} ${d.slice(6)}`, intl: (d) => `+49 (0)${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}` },
      { cc: "49", digits: (r) => "1" + pick(r, ["51", "60", "70", "76", "78"]) + digits(r, 8), national: (d) => `0${d.slice(0, 3)} ${d.slice(3)}`, intl: (d) => `+49 ${d.slice(0, 3)} ${d.slice(3)}` },
      { cc: "49", digits: (r) => "89" + digits(r, 7), national: (d) => `0${d.slice(0, 2)}/${d.slice(2)}`, intl: (d) => `+49 ${d.slice(0, 2)} ${d.slice(2)}` }
    ],
    nationalBank: null,
    iban: (r) => iban("DE", digits(r, 18)),
    money: euro("."),
    date: (d) => `${d.getUTCDate()}. ${monthsBy.de[d.getUTCMonth()]} ${d.getUTCFullYear()}`
  },
  {
    country: "es",
    lang: "es",
    tlds: ["es", "com", "org"],
    phones: [
      { cc: "34", digits: (r) => "9" + digits(r, 8), national: (d) => g(d, 3, 3, 3).join(" "), intl: (d) => `+34 ${g(d, 3, 3, 3).join(" ")}` },
      { cc: "34", digits: (r) => "6" + digits(r, 8), national: (d) => g(d, 3, 2, 2, 2).join(" "), intl: (d) => `+34 ${g(d, 3, 2, 2, 2).join(" ")}` }
    ],
    nationalBank: null,
    iban: (r) => iban("ES", digits(r, 20)),
    money: euro("."),
    date: (d) => `${d.getUTCDate()} de ${monthsBy.es[d.getUTCMonth()]} de ${d.getUTCFullYear()}`
  },
  {
    country: "nl",
    lang: "nl",
    tlds: ["nl", "com"],
    phones: [
      { cc: "31", digits: (r) => "20" + digits(r, 7), national: (d) => `0${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`, intl: (d) => `+31 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}` },
      { cc: "31", digits: (r) => "6" + digits(r, 8), national: (d) => `06-${d.slice(1)}`, intl: (d) => `+31 6 ${d.slice(1)}` }
    ],
    nationalBank: null,
    iban: (r) => iban("NL", pick(r, ["ABNA", "RABO", "INGB", "TRIO", "SNSB"]) + digits(r, 10)),
    money: (a) => `€ ${a.toFixed(2).replace(".", ",")}`,
    date: dm("nl", " ")
  },
  {
    country: "au",
    lang: "en",
    tlds: ["com.au", "org.au", "au"],
    phones: [
      { cc: "61", digits: (r) => pick(r, ["2", "3", "7", "8"]) + digits(r, 8), national: (d) => `(0${d[0]}) ${d.slice(1, 5)} ${d.slice(5)}`, intl: (d) => `+61 ${d[0]} ${d.slice(1, 5)} ${d.slice(5)}` },
      { cc: "61", digits: (r) => "4" + digits(r, 8), national: (d) => `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, intl: (d) => `+61 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` }
    ],
    nationalBank: (r) => `BSB ${digits(r, 3)}-${digits(r, 3)} · Account ${digits(r, 4)} ${digits(r, 4)}`,
    iban: null,
    money: (a) => `A$${a.toFixed(2)}`,
    date: dm("en", " ")
  },
  {
    country: "in",
    lang: "en",
    tlds: ["in", "co.in", "com"],
    phones: [
      { cc: "91", digits: (r) => String(between(r, 7, 9)) + digits(r, 9), national: (d) => `0${d.slice(0, 5)} ${d.slice(5)}`, intl: (d) => `+91 ${d.slice(0, 5)} ${d.slice(5)}` },
      { cc: "91", digits: (r) => "22" + digits(r, 8), national: (d) => `022 ${d.slice(2, 6)} ${d.slice(6)}`, intl: (d) => `+91-22-${d.slice(2, 6)}-${d.slice(6)}` }
    ],
    nationalBank: (r) => `IFSC ${pick(r, ["HDFC", "SBIN", "ICIC", "UTIB", "KKBK"])}0${digits(r, 6)}, A/c No. ${digits(r, between(r, 11, 14))}`,
    iban: null,
    money: (a) => `₹${Math.round(a * 80).toLocaleString("en-IN")}`,
    date: dm("en", " ")
  },
  {
    country: "br",
    lang: "pt",
    tlds: ["com.br", "org.br", "br"],
    phones: [
      { cc: "55", digits: (r) => pick(r, ["11", "21", "31", "41", "51"]) + "9" + digits(r, 8), national: (d) => `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`, intl: (d) => `+55 ${d.slice(0, 2)} ${d.slice(2, 7)}-${d.slice(7)}` },
      { cc: "55", digits: (r) => pick(r, ["11", "21", "31"]) + String(between(r, 2, 5)) + digits(r, 7), national: (d) => `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`, intl: (d) => `+55 ${d.slice(0, 2)} ${d.slice(2, 6)}-${d.slice(6)}` }
    ],
    nationalBank: (r) => `Banco ${pick(r, ["001", "237", "341", "104", "033"])} · Agência ${digits(r, 4)} · Conta ${digits(r, 5)}-${digits(r, 1)}`,
    iban: null,
    money: (a) => `R$ ${a.toFixed(2).replace(".", ",")}`,
    date: (d) => `${d.getUTCDate()} de ${monthsBy.pt[d.getUTCMonth()]} de ${d.getUTCFullYear()}`
  },
  {
    country: "it",
    lang: "it",
    tlds: ["it", "com"],
    phones: [
      { cc: "39", digits: (r) => "06" + digits(r, 8), national: (d) => `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`, intl: (d) => `+39 ${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}` },
      { cc: "39", digits: (r) => "3" + String(between(r, 20, 99)) + digits(r, 7), national: (d) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, intl: (d) => `+39 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` }
    ],
    nationalBank: null,
    iban: (r) => iban("IT", upper(r, 1) + digits(r, 10) + digits(r, 12)),
    money: euro("."),
    date: dm("it", " ")
  }
]

/** The locale a host suggests by its TLD, or a random one (US-heavy, like the web). */
const generic = new Set(["com", "org", "net"])

/** Words common in running text of each language, to tell a page's language when its markup does not say. */
const stopwords: Record<Lang, ReadonlySet<string>> = {
  en: new Set(["the", "and", "of", "to", "is", "in", "for", "with", "that", "this", "you", "are", "on", "from"]),
  fr: new Set(["le", "la", "les", "et", "des", "du", "est", "pour", "dans", "une", "sur", "avec", "qui", "pas"]),
  de: new Set(["der", "die", "das", "und", "ist", "nicht", "mit", "den", "ein", "eine", "sie", "auf", "für", "von"]),
  es: new Set(["el", "la", "los", "las", "y", "que", "del", "para", "con", "una", "por", "es", "en", "se"]),
  nl: new Set(["de", "het", "een", "en", "van", "is", "niet", "met", "voor", "op", "zijn", "dat", "ook", "bij"]),
  pt: new Set(["o", "os", "as", "e", "do", "da", "dos", "para", "com", "uma", "não", "que", "em", "por"]),
  it: new Set(["il", "lo", "gli", "e", "di", "che", "della", "per", "con", "una", "non", "sono", "nel", "del"])
}

/** The page's language: its `<html lang>`, else the language whose common words its text uses most, else null. */
export const languageOf = (htmlLang: string | undefined, text: string): Lang | null => {
  const tag = (htmlLang ?? "").trim().slice(0, 2).toLowerCase()
  if (tag in stopwords) return tag as Lang
  const counts = new Map<Lang, number>()
  let n = 0
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (w.length === 0 || n++ > 5000) continue
    for (const [lang, set] of Object.entries(stopwords) as Array<[Lang, ReadonlySet<string>]>) if (set.has(w)) counts.set(lang, (counts.get(lang) ?? 0) + 1)
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]
  return best !== undefined && best[1] >= 10 ? best[0] : null
}

/**
 * The locale a host suggests by its country TLD; on a generic TLD, a random
 * country (US-heavy, like the web). The site writes in the page's own
 * language when that is known: an English page of a German company on a
 * .com gives German phone numbers and IBAN, in an English contact block
 * with English dates.
 */
export const localeFor = (host: string, rng: Rng, lang: Lang | null = null): Locale => {
  const byTld = locales.find((l) => l.tlds.some((t) => !generic.has(t) && host.endsWith("." + t)))
  if (byTld !== undefined) return byTld
  const drawn = rng() < 0.4 ? locales[0]! : pick(rng, locales)
  if (lang === null || drawn.lang === lang) return drawn
  const home = locales.find((l) => l.lang === lang)!
  return { ...drawn, lang, date: home.date }
}

export const makePhone = (locale: Locale, format: number, rng: Rng, from?: string): Phone => {
  const f = locale.phones[format % locale.phones.length]!
  const d = from ?? f.digits(rng)
  return { format, digits: d, national: f.national(d), intl: f.intl(d), tel: `+${f.cc}${d}` }
}

/** Another number in the same format: all new digits, or (as often in real swaps) only the last few. */
export const swapPhone = (locale: Locale, phone: Phone, rng: Rng): Phone => {
  const f = locale.phones[phone.format % locale.phones.length]!
  for (;;) {
    const fresh = f.digits(rng)
    const keep = rng() < 0.5 ? phone.digits.length - between(rng, 2, 4) : 0
    const d = phone.digits.slice(0, keep) + fresh.slice(keep)
    if (d !== phone.digits) return makePhone(locale, phone.format, rng, d)
  }
}

/** The words of a site's contact block and shop line. */
export interface Words {
  readonly contact: string
  readonly phone: string
  readonly abroad: string
  readonly email: string
  readonly bank: string
  readonly donate: string
  readonly follow: string
  readonly newsletter: string
  readonly subscribe: string
  readonly yourEmail: string
  readonly updated: string
  readonly latest: string
  readonly comments: (n: number) => string
  readonly featured: string
  readonly inStock: string
  readonly fewLeft: (n: number) => string
  readonly soldOut: string
  readonly payWith: string
}

export const words: Record<Lang, Words> = {
  en: { contact: "Contact us", phone: "Phone", abroad: "From abroad", email: "E-mail", bank: "Bank transfer", donate: "Support our work", follow: "Follow us", newsletter: "Newsletter", subscribe: "Subscribe", yourEmail: "Your e-mail address", updated: "Last updated", latest: "Latest posts", comments: (n) => `${n} comment${n === 1 ? "" : "s"}`, featured: "Featured", inStock: "In stock", fewLeft: (n) => `Only ${n} left`, soldOut: "Sold out", payWith: "Pay with" },
  fr: { contact: "Nous contacter", phone: "Téléphone", abroad: "Depuis l'étranger", email: "Courriel", bank: "Virement bancaire", donate: "Soutenez-nous", follow: "Suivez-nous", newsletter: "Lettre d'information", subscribe: "S'abonner", yourEmail: "Votre adresse e-mail", updated: "Dernière mise à jour", latest: "Derniers articles", comments: (n) => `${n} commentaire${n > 1 ? "s" : ""}`, featured: "À la une", inStock: "En stock", fewLeft: (n) => `Plus que ${n} en stock`, soldOut: "Épuisé", payWith: "Payer avec" },
  de: { contact: "Kontakt", phone: "Telefon", abroad: "Aus dem Ausland", email: "E-Mail", bank: "Bankverbindung", donate: "Unterstützen Sie uns", follow: "Folgen Sie uns", newsletter: "Newsletter", subscribe: "Abonnieren", yourEmail: "Ihre E-Mail-Adresse", updated: "Zuletzt aktualisiert", latest: "Neueste Beiträge", comments: (n) => `${n} Kommentar${n === 1 ? "" : "e"}`, featured: "Empfehlung", inStock: "Auf Lager", fewLeft: (n) => `Nur noch ${n} verfügbar`, soldOut: "Ausverkauft", payWith: "Bezahlen mit" },
  es: { contact: "Contacto", phone: "Teléfono", abroad: "Desde el extranjero", email: "Correo", bank: "Transferencia bancaria", donate: "Apóyanos", follow: "Síguenos", newsletter: "Boletín", subscribe: "Suscribirse", yourEmail: "Tu correo electrónico", updated: "Última actualización", latest: "Últimas entradas", comments: (n) => `${n} comentario${n === 1 ? "" : "s"}`, featured: "Destacado", inStock: "Disponible", fewLeft: (n) => `Solo quedan ${n}`, soldOut: "Agotado", payWith: "Paga con" },
  nl: { contact: "Contact", phone: "Telefoon", abroad: "Vanuit het buitenland", email: "E-mail", bank: "Bankoverschrijving", donate: "Steun ons", follow: "Volg ons", newsletter: "Nieuwsbrief", subscribe: "Aanmelden", yourEmail: "Je e-mailadres", updated: "Laatst bijgewerkt", latest: "Laatste berichten", comments: (n) => `${n} reactie${n === 1 ? "" : "s"}`, featured: "Uitgelicht", inStock: "Op voorraad", fewLeft: (n) => `Nog ${n} op voorraad`, soldOut: "Uitverkocht", payWith: "Betaal met" },
  pt: { contact: "Fale conosco", phone: "Telefone", abroad: "Do exterior", email: "E-mail", bank: "Transferência bancária", donate: "Apoie nosso trabalho", follow: "Siga-nos", newsletter: "Newsletter", subscribe: "Assinar", yourEmail: "Seu e-mail", updated: "Última atualização", latest: "Últimas postagens", comments: (n) => `${n} comentário${n === 1 ? "" : "s"}`, featured: "Destaque", inStock: "Em estoque", fewLeft: (n) => `Restam apenas ${n}`, soldOut: "Esgotado", payWith: "Pague com" },
  it: { contact: "Contatti", phone: "Telefono", abroad: "Dall'estero", email: "E-mail", bank: "Bonifico bancario", donate: "Sostienici", follow: "Seguici", newsletter: "Newsletter", subscribe: "Iscriviti", yourEmail: "Il tuo indirizzo e-mail", updated: "Ultimo aggiornamento", latest: "Ultimi articoli", comments: (n) => `${n} comment${n === 1 ? "o" : "i"}`, featured: "In evidenza", inStock: "Disponibile", fewLeft: (n) => `Solo ${n} rimasti`, soldOut: "Esaurito", payWith: "Paga con" }
}

/** A date between 2025 and 2026, for "last updated" lines. */
export const someDate = (rng: Rng): Date => new Date(Date.UTC(2025 + int(rng, 2), int(rng, 12), 1 + int(rng, 28)))

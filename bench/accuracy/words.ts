/**
 * Vocabulary of the generators: random domains and look-alikes, defacer
 * nicknames, teams and greetings, and messages in the languages defacers
 * write in (archives such as Zone-H show English, Turkish, Indonesian,
 * Arabic, Persian, Portuguese, Spanish, Russian, Urdu and Vietnamese
 * signatures). Random parts everywhere, so no string or domain defines a class.
 */
import { type Rng, alnum, between, digits, int, pick, sample } from "./rng.js"

/** A URL- and file-name-safe form of `s`. */
export const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")

const domainWords = [
  "cdn", "static", "stats", "metric", "track", "pixel", "secure", "cloud", "data", "api", "web", "img", "media", "js",
  "lib", "tag", "sync", "fast", "load", "edge", "app", "assets", "content", "global", "smart", "go", "my", "top",
  "daily", "info", "link", "hub", "zone", "host", "serv", "pay", "check", "verify", "update", "safe", "trust", "ad",
  "click", "view", "flow", "wave", "bit", "nova", "star", "prime", "mega", "ultra", "alpha", "delta", "sky", "sun",
  "blue", "red", "green", "dark", "net", "font", "count", "gate", "shop", "deal", "win", "bonus", "lucky", "max"
]
const badTlds = [
  "com", "net", "org", "info", "biz", "xyz", "top", "ru", "cn", "su", "pw", "tk", "ml", "ga", "cc", "io", "co", "me",
  "site", "online", "live", "club", "shop", "store", "click", "link", "pro", "space", "fun", "icu", "vip", "work",
  "ws", "host", "website", "tech", "cloud", "app", "in", "to", "la", "best", "rest", "bar", "buzz", "monster"
]

/** A domain no page of the corpus uses: two words, a word and digits, or random letters, on a random TLD. */
export const randomDomain = (rng: Rng): string => {
  const tld = pick(rng, badTlds)
  switch (int(rng, 5)) {
    case 0: return `${pick(rng, domainWords)}-${pick(rng, domainWords)}.${tld}`
    case 1: return `${pick(rng, domainWords)}${pick(rng, domainWords)}.${tld}`
    case 2: return `${pick(rng, domainWords)}${between(rng, 2, 999)}.${tld}`
    case 3: return `${alnum(rng, between(rng, 5, 10)).replace(/^[0-9]/, "x")}.${tld}`
    default: return `${pick(rng, ["www.", "cdn.", "js.", "static.", "api.", "img."])}${pick(rng, domainWords)}-${alnum(rng, 3)}.${tld}`
  }
}

const typo = (rng: Rng, s: string): string => {
  if (s.length < 3) return s + pick(rng, ["s", "x", "1"])
  const i = between(rng, 1, s.length - 2)
  switch (int(rng, 6)) {
    case 0: return s.slice(0, i) + s[i] + s.slice(i) // doubled letter
    case 1: return s.slice(0, i) + s.slice(i + 1) // dropped letter
    case 2: return s.slice(0, i - 1) + s[i] + s[i - 1] + s.slice(i + 1) // swapped letters
    case 3: return s.replace(/o/, "0").replace(/l/, "1") === s ? s + "s" : s.replace(/o/, "0").replace(/l/, "1")
    case 4: return s.replace(/m/, "rn") === s ? s.replace(/i/, "l") === s ? s + "-" + pick(rng, ["js", "cdn"]) : s.replace(/i/, "l") : s.replace(/m/, "rn")
    default: return s + pick(rng, ["s", "-inc", "-online", "-secure", "hq"])
  }
}

/** A domain that imitates the page's own brand (typosquat or brand plus a service word). */
export const brandLookalike = (rng: Rng, brand: string): string => {
  const tld = pick(rng, ["com", "net", "org", "co", "info", "shop", "site", "online", "xyz", "top", "cc", "io"])
  switch (int(rng, 4)) {
    case 0: return `${brand}-${pick(rng, ["cdn", "static", "analytics", "js", "secure", "pay", "checkout", "api", "assets", "media", "cart"])}.${tld}`
    case 1: return `${pick(rng, ["cdn", "static", "secure", "my", "pay", "checkout", "api", "img", "js"])}-${brand}.${tld}`
    case 2: return `${typo(rng, brand)}.${tld}`
    default: return `${brand}${pick(rng, ["cdn", "stats", "js", "pay", "secure", "shop"])}.${tld}`
  }
}

const libs = [
  "jquery", "googleapis", "google-analytics", "googletagmanager", "gstatic", "cloudflare", "cdnjs", "jsdelivr",
  "unpkg", "bootstrapcdn", "fontawesome", "facebook", "stripe", "paypal", "braintree", "magento", "shopify",
  "wordpress", "recaptcha", "hotjar", "segment", "doubleclick", "typekit", "polyfill", "jqueryui", "gravatar"
]

/** A domain that imitates a well-known library, analytics or payment host (Magecart style). */
export const libLookalike = (rng: Rng): string => {
  const lib = pick(rng, libs)
  const tld = pick(rng, ["com", "net", "org", "co", "info", "cc", "io", "pw", "top", "xyz", "su", "in", "biz", "me"])
  switch (int(rng, 4)) {
    case 0: return `${lib}-${pick(rng, ["cdn", "js", "min", "api", "static", "stats", "lib", "code", "cloud"])}.${tld}`
    case 1: return `${typo(rng, lib)}.${tld}`
    case 2: return `${pick(rng, ["cdn", "js", "static", "api", "secure"])}-${lib}.${tld}`
    default: return `${lib}${pick(rng, ["js", "cdn", "s", "-analytics", "-stat", "-pixel"])}.${tld}`
  }
}

/** Any attacker-controlled host: random, brand look-alike or library look-alike. */
export const attackerDomain = (rng: Rng, brand: string): string => {
  const r = rng()
  return r < 0.45 ? randomDomain(rng) : r < 0.7 ? brandLookalike(rng, brand) : libLookalike(rng)
}

/** A script or asset path as attackers name them (imitating library files). */
export const scriptPath = (rng: Rng): string =>
  pick(rng, [
    () => `/${pick(rng, ["js", "lib", "static", "assets", "cdn", "dist", "s"])}/${pick(rng, ["jquery", "app", "main", "analytics", "gtag", "bundle", "common", "min", "checkout", "pixel", "stats", "lib"])}${pick(rng, [".min", "", "-" + digits(rng, 1) + "." + digits(rng, 1) + "." + digits(rng, 1), ".bundle"])}.js`,
    () => `/${alnum(rng, between(rng, 6, 12))}.js`,
    () => `/${pick(rng, ["ga", "gtm", "track", "c", "s", "p"])}.js?${pick(rng, ["id", "v", "k", "ref"])}=${alnum(rng, 8)}`,
    () => `/${pick(rng, ["wp-content", "media", "static"])}/${alnum(rng, 6)}/${pick(rng, ["core", "loader", "init"])}.js`
  ])()

const nickCores = [
  "Gh0st", "Shadow", "Viper", "Phantom", "D4rk", "Cyb3r", "Zer0", "Sn1per", "Hex", "Ninja", "Wolf", "Falcon",
  "Spectre", "Kr4ken", "Venom", "Joker", "Reaper", "Hunter", "Raven", "Storm", "Blaze", "Toxic", "Demon", "Angel",
  "Knight", "Samurai", "Dragon", "Tiger", "Lion", "Syst3m", "R00t", "Sh3ll", "Byte", "Null", "Anon", "Xploit",
  "Sultan", "Garuda", "Jin", "Sayap", "Kurd", "Osman", "Sahin", "Badboy", "Mafia", "Haxor", "L0rd", "K1ng"
]

/** A defacer's handle: "Mr.Gh0st", "xXViperXx", "Sh3ll_404"... */
export const nick = (rng: Rng): string => {
  const core = pick(rng, nickCores)
  switch (int(rng, 6)) {
    case 0: return `Mr.${core}`
    case 1: return `xX${core}Xx`
    case 2: return `${core}${pick(rng, ["1337", "404", "007", "99", "666", "_ID", "-TN", "_MA"])}`
    case 3: return `${pick(rng, ["Dr.", "Sir", "Lord ", "King ", "0x", "Kid"])}${core}`
    case 4: return `${core}_${pick(rng, nickCores).toLowerCase()}`
    default: return core
  }
}

const teamHeads = [
  "Moroccan", "Turkish", "Indonesian", "Bangladesh", "Pakistan", "Algerian", "Tunisian", "Iraqi", "Persian",
  "Brazilian", "Vietnam", "Anon", "Cyber", "Ghost", "Shadow", "Dark", "Black", "Red", "Silent", "Electronic",
  "Garuda", "Nusantara", "Ottoman", "Sultan", "Phantom", "Kashmir", "Balkan", "Caucasus", "Sudan", "Yemen"
]
const teamTails = [
  "Cyber Army", "Hackers", "Team", "Crew", "Squad", "Security Team", "Ghosts", "Cyber Team", "Black Hats", "Legion",
  "Xploit Crew", "Cyber Force", "Defacers", "Hacktivists", "Cyber Troops", "Electronic Army", "Sec", "Cyber Knights"
]

/** A crew name: "Moroccan Cyber Army", "Garuda Security Team"... */
export const team = (rng: Rng): string => `${pick(rng, teamHeads)} ${pick(rng, teamTails)}`

/** A "greetz" line: thanks to other defacers, as signed on defacement pages. */
export const greetz = (rng: Rng): string => {
  const who = Array.from({ length: between(rng, 3, 9) }, () => nick(rng))
  const sep = pick(rng, [" - ", " | ", ", ", " ~ ", " & ", " :: "])
  return `${pick(rng, ["Greetz", "Greetz to", "Thanks to", "Special thanks", "Salam to", "Greets", "Big thanks", "Shout out to", "Saludos a", "Teşekkürler", "Terima kasih"])}: ${who.join(sep)}`
}

export interface Message {
  readonly lang: string
  readonly text: string
}

/** "hacked by X" in the words and languages defacers sign with. */
export const signature = (rng: Rng, who: string): Message => {
  const forms: ReadonlyArray<readonly [string, (w: string) => string]> = [
    ["en", (w) => `Hacked by ${w}`], ["en", (w) => `HACKED BY ${w.toUpperCase()}`], ["en", (w) => `Owned by ${w}`],
    ["en", (w) => `Defaced by ${w}`], ["en", (w) => `Pwned by ${w}`], ["en", (w) => `h4ck3d by ${w}`],
    ["es", (w) => `Hackeado por ${w}`], ["pt", (w) => `Hackeado por ${w}`], ["pt", (w) => `Invadido por ${w}`],
    ["fr", (w) => `Piraté par ${w}`], ["de", (w) => `Gehackt von ${w}`], ["tr", (w) => `${w} tarafından hacklendi`],
    ["tr", (w) => `Hacklendi! ${w}`], ["id", (w) => `Di Hack Oleh ${w}`], ["id", (w) => `Hacked By ${w} - Indonesia`],
    ["ar", (w) => `تم اختراق الموقع بواسطة ${w}`], ["fa", (w) => `هک شد توسط ${w}`], ["ru", (w) => `Взломано ${w}`],
    ["vi", (w) => `Bị hack bởi ${w}`]
  ]
  const [lang, f] = pick(rng, forms)
  return { lang, text: f(who) }
}

/** A boast about the site's security, with no "hacked by" in it. */
export const boast = (rng: Rng): Message =>
  pick(rng, [
    { lang: "en", text: pick(rng, ["Your security is just an illusion.", "We are everywhere. We are watching.", "Patch your system, admin.", "Nothing is safe from us.", "This website is now under our control.", "Security level: zero.", "Your admin was sleeping.", "Your server belongs to us now.", "We warned you. You did not listen.", "Expect us."]) },
    { lang: "es", text: pick(rng, ["Tu seguridad es una ilusión.", "Este sitio está bajo nuestro control.", "Administrador, revisa tu seguridad."]) },
    { lang: "pt", text: pick(rng, ["Sua segurança é uma piada.", "Este site agora é nosso.", "Acorda, admin!"]) },
    { lang: "fr", text: pick(rng, ["Votre sécurité n'existe pas.", "Ce site est sous notre contrôle.", "Réveille-toi, admin."]) },
    { lang: "tr", text: pick(rng, ["Güvenliğiniz bir hayal.", "Sistem artık bizim kontrolümüzde.", "Admin uyuma!"]) },
    { lang: "id", text: pick(rng, ["Keamanan website anda sangat lemah.", "Jangan main-main dengan kami.", "Admin, tolong perbaiki keamanan situs anda."]) },
    { lang: "ar", text: pick(rng, ["أمنكم مجرد وهم", "هذا الموقع تحت سيطرتنا الآن", "نحن في كل مكان"]) },
    { lang: "ru", text: pick(rng, ["Ваша безопасность — иллюзия.", "Этот сайт теперь под нашим контролем."]) },
    { lang: "fa", text: pick(rng, ["امنیت شما یک شوخی است", "این سایت در کنترل ماست"]) },
    { lang: "vi", text: pick(rng, ["Bảo mật của bạn chỉ là ảo tưởng.", "Trang web này đã nằm trong tay chúng tôi."]) }
  ])

/** A hacktivist slogan and statement, as on politically motivated defacements. */
export const political = (rng: Rng): Message =>
  pick(rng, [
    { lang: "en", text: `${pick(rng, ["Free Palestine!", "Stop the genocide.", "Stop the war now.", "Justice for Kashmir.", "No to censorship.", "#OpIsrael", "#OpIndia", "#OpFrance", "#FreeUyghurs", "The world is watching."])} ${pick(rng, ["Your government has blood on its hands.", "We will not stay silent while innocent people die.", "This is a message to the world: wake up.", "Until the occupation ends, no server is safe.", "We are the voice of the voiceless."])}` },
    { lang: "ar", text: pick(rng, ["فلسطين حرة من النهر إلى البحر", "القدس لنا ولن نتركها", "لن نسكت على الظلم", "رسالة إلى الحكومة: الشعب لن ينسى"]) },
    { lang: "tr", text: pick(rng, ["Kudüs bizimdir!", "Doğu Türkistan'a özgürlük!", "Mazlumların sesi olmaya devam edeceğiz.", "Zulme karşı susmayacağız!"]) },
    { lang: "id", text: pick(rng, ["Bebaskan Palestina! Kami tidak akan diam.", "Save Uyghur! Hentikan penindasan.", "Ini adalah pesan untuk pemerintah anda."]) },
    { lang: "ru", text: pick(rng, ["Нет войне! Остановите убийства.", "Мы не будем молчать.", "Правительство лжёт своему народу."]) },
    { lang: "fa", text: pick(rng, ["زن، زندگی، آزادی", "صدای مردم را بشنوید", "آزادی برای ایران"]) },
    { lang: "ur", text: pick(rng, ["کشمیر بنے گا پاکستان", "ظلم کے خلاف آواز اٹھاؤ"]) },
    { lang: "pt", text: pick(rng, ["Fora, corruptos! O povo não esquece.", "Chega de censura. Liberdade já!"]) },
    { lang: "es", text: pick(rng, ["¡Justicia para el pueblo! Basta de corrupción.", "No olvidamos, no perdonamos."]) },
    { lang: "bn", text: pick(rng, ["অন্যায়ের বিরুদ্ধে আমরা চুপ থাকব না", "আমরা সব দেখছি"]) }
  ])

/** Where a defacer says where to reach or verify them. */
export const contactLine = (rng: Rng, who: string): string => {
  const handle = who.replace(/[^A-Za-z0-9_]/g, "").toLowerCase() || "anon" + digits(rng, 3)
  return sample(rng, [
    `Telegram: @${handle}`, `t.me/${handle}${pick(rng, ["", "_official", "team"])}`, `Contact: ${handle}@${pick(rng, ["protonmail.com", "proton.me", "tutanota.com", "yandex.ru", "cock.li", "gmail.com"])}`,
    `ICQ: ${digits(rng, 9)}`, `Instagram: @${handle}`, `Discord: ${handle}#${digits(rng, 4)}`, `Jabber: ${handle}@xmpp.jp`
  ], between(rng, 1, 3)).join(pick(rng, [" | ", " - ", "<br>", " · "]))
}

/** A line naming a defacement archive the defacer notified ("notify" pages). */
export const notifyLine = (rng: Rng, who: string): string =>
  pick(rng, [
    `Notified to ${pick(rng, ["Zone-H", "Zone-XSEC", "Mirror-H", "Haxor.id", "Defacer.id", "Hack-Mirror", "Zone-H.org"])} by ${who}`,
    `Mirror: ${pick(rng, ["zone-h.org", "zone-xsec.com", "mirror-h.org", "haxor.id", "defacer.id", "hack-mirror.com"])}/${pick(rng, ["mirror/id", "archive", "notify", "attacker"])}/${digits(rng, between(rng, 5, 8))}`,
    `${pick(rng, ["Submitted to", "Recorded on", "Check the mirror at", "Arşiv:"])} ${pick(rng, ["zone-h", "zone-xsec", "mirror-h", "haxor.id"])} — ${who}`,
    `${who} ${pick(rng, ["was here", "estuvo aquí", "buradaydı", "ada di sini", "était là", "esteve aqui"])}`
  ])

/** Filler sentences in English for benign articles (news, blogs, shops). */
export const newsSentences = [
  "The council confirmed the new schedule after a public consultation that ran for six weeks.",
  "Researchers say the results, published this week, could change how the service is delivered.",
  "Local businesses welcomed the decision, although some residents raised concerns about parking.",
  "The report, which covers the last two years, found that demand has grown steadily.",
  "Organisers expect more visitors than last year and have added extra sessions on Saturday.",
  "A spokesperson said further details would be shared once the review is complete.",
  "The project is funded jointly by the regional government and several private partners.",
  "Tickets go on sale next Monday, with discounts for students and families.",
  "Our team spent the last month testing the update with a small group of users.",
  "The changes take effect at the start of next month and apply to all existing accounts.",
  "Volunteers will be on hand throughout the weekend to answer questions.",
  "The museum's new wing opens to the public after three years of restoration work.",
  "Analysts expect prices to remain stable for the rest of the quarter.",
  "The full interview is available on our podcast, along with a transcript.",
  "We would like to thank everyone who took part in the survey earlier this year.",
  "The trail reopens after repairs to the footbridge damaged in last winter's storms.",
  "Applications for the summer programme close at the end of the month.",
  "The recipe works just as well with frozen berries, and takes about forty minutes."
]

export const headlines = [
  "New opening hours from next month", "What we learned from this year's survey", "Five things to do this weekend",
  "Community garden project gets the green light", "Our autumn collection is here", "How we rebuilt our delivery service",
  "Road closures planned for the festival", "Meet the team behind the new app", "Annual report now available",
  "Winter timetable announced", "Tips for a greener home", "Behind the scenes at the workshop",
  "Record turnout at the charity run", "Library extends weekend hours", "Why we're changing our packaging"
]

export const reputableSites = [
  "en.wikipedia.org", "www.bbc.co.uk", "www.reuters.com", "www.theguardian.com", "www.nytimes.com", "www.who.int",
  "europa.eu", "www.gov.uk", "github.com", "www.lemonde.fr", "www.spiegel.de", "elpais.com", "www.nature.com",
  "www.nasa.gov", "apnews.com", "www.un.org", "arxiv.org", "www.npr.org", "www.economist.com", "www.ft.com"
]

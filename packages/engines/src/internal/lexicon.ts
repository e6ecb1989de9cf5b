/**
 * Words that weigh a change, in the languages defacers and spammers write
 * in. They never alarm alone: a new message that also carries these words
 * is more likely a defacement, new links that carry them more likely spam.
 * Matched on the leetspeak fold (`H4CK3D` reads `hacked`).
 */
import { fold, foldWords } from "./text.js"

/**
 * Round 18's verticals, spam and vice alike: power-saving plugs, emissions-defeat kits, grey-market software keys,
 * pre-IPO shares, "seized vehicle" auctions, tap-to-earn airdrops.
 */
const SCAM_VERTICALS = [
  "power saver", "energy saver", "electricity saving box", "electricity saver", "energy companies hate", "stromsparer",
  "dpf delete", "egr delete", "adblue delete", "def delete", "adblue emulator", "dpf off", "egr off", "adblue off", "dpf removal",
  "adblue removal", "emissions delete", "delete kit", "suppression adblue", "suppression fap", "anulacion egr", "anulacion adblue",
  "adblue deaktivieren", "windows 11 pro key", "windows 10 pro key", "windows key", "office key", "office 2021 key", "office 2019 key",
  "product key", "product keys", "cd key", "cd keys", "oem key", "retail key", "pre ipo", "pre ipo shares", "seized vehicles",
  "seized cars", "impounded cars", "impounded vehicles", "confiscated cars", "customs auction", "police auction", "tap to earn",
  "claim your airdrop", "airdrop", "hamster kombat", "notcoin"
]

/** Words of defacement and hacktivist messages (folded: lower case, letters only). */
const DEFACEMENT = [
  // English
  "hacked", "hacker", "hackers", "hacking", "owned by", "defaced", "deface", "defacer", "pwned", "owned", "rooted", "greetz", "greets",
  "cyber army", "cyber team", "hacker team", "security team", "was here", "we are legion", "expect us", "anonymous",
  "compromised", "breached", "security breach", "your security", "security is", "patch your", "admin", "site is down",
  "shell", "exploit", "vulnerable", "vulnerability", "wake up", "free palestine", "stop the war", "justice for",
  "death to", "long live", "down with", "resistance", "operation", "hacktivist", "ransom", "your files", "encrypted",
  "bitcoin", "contact us on telegram", "telegram", "zone h", "zoneh", "mirror h", "zone mirror",
  // the notices intruders leave for the owner ("beg bounty", responsible-disclosure ransom)
  "bounty", "bug bounty", "dear admin", "dear administrator", "dear webmaster", "webmaster", "security notice", "security hole",
  "security flaw", "sql injection", "xss", "file upload", "backdoor", "is vulnerable",
  // ransomware crews recruiting insiders and selling access
  "insiders", "initial access", "access broker", "ransomware", "we buy access",
  // Turkish, Indonesian and Malay, Arabic in Latin letters, Spanish, Portuguese, French, Italian, German, Polish, Russian, Persian, Arabic
  "hacklendi", "hacklenmistir", "hacklenmi", "tarafindan", "sitenizi", "guvenlik", "diretas", "di retas", "retas", "peretas",
  "jebol", "kami", "hackeado", "hackeada", "hackeo", "vulnerado", "pirateado", "invadido", "invadida", "seguranca",
  "pirate", "piratee", "hacke", "securite", "gehackt", "sicherheitsluecke", "hackerato", "violato", "zhakowana",
  "zhakowany", "взломан", "взломано", "взлом", "хакер", "хакеры", "هک", "هکر", "اختراق", "تم اختراق", "هكر", "مخترق"
]

/** Words of link spam and SEO spam (pharma, gambling, loans, replicas, adult, and their Indonesian variants). */
const SPAM = [
  "viagra", "cialis", "levitra", "pharmacy", "pills", "casino", "poker", "slot", "slots", "gacor", "judi", "togel",
  "betting", "bet", "gambling", "jackpot", "roulette", "payday", "loan", "loans", "replica", "replicas", "porn",
  "xxx", "sex", "escort", "dating", "essay", "essays", "cheap", "forex", "crypto", "bokep", "situs", "maxwin", "sbobet",
  "vape", "cbd", "weight loss", "followers", "seo", "backlinks", "iptv", "torrent",
  // the verticals of bought links and planted pages: essay mills, social-media panels, hackers and card shops for
  // hire, diet and "enhancement" pills, cracked software
  "assignment help", "homework help", "do my homework", "dissertation", "dissertations", "thesis writing", "ghostwriting",
  "ghostwriter", "term paper", "term papers", "coursework", "smm panel", "buy followers", "instagram followers",
  "tiktok followers", "youtube views", "buy likes", "hire a hacker", "hacker for hire", "hire hacker", "cvv", "fullz",
  "dumps", "carding", "keto", "gummies", "diet pills", "fat burner", "male enhancement", "mod apk", "keygen", "crack",
  // game cheats sold by key, abortion pills sold without prescription, "miracle" cures (chlorine dioxide)
  "aimbot", "wallhack", "hwid spoofer", "game cheats", "obat aborsi", "aborsi", "cytotec", "misoprostol", "abortion pills",
  "miracle mineral", "chlorine dioxide", "mms protocol",
  // textbook test banks, "paying hours" of Brazil's Fortune Tiger slots, "undress" AI apps, steroids and SARMs,
  // stalkerware, magic mushrooms, and the sales talk of prescription drugs sold without one
  "test bank", "test banks", "solutions manual", "solution manual", "instant download", "tigrinho", "fortune tiger",
  "horarios pagantes", "plataforma pagante", "bonus de cadastro", "undress", "clothes remover", "nudify", "deepnude",
  "steroids", "sarms", "anavar", "trenbolone", "clenbuterol", "ostarine", "testosterone cypionate", "spy app", "spy apps",
  "phone tracker", "spy on", "stalkerware", "keylogger", "cheating partner", "cheating spouse", "monitor any phone", "phone spy",
  "track any phone", "read whatsapp", "magic mushrooms", "psilocybin", "shrooms", "shroom", "microdose", "golden teacher",
  "no prescription", "without prescription", "discreet shipping", "surrogacy",
  // untaxed tobacco, coin mixers, psychic lines, bulletproof hosting and fraud services (spoofed SMS, OTP bots),
  // skin gambling, signal jammers, mail-order brides
  "cigarettes", "cheap cigarettes", "duty free", "bitcoin mixer", "bitcoin tumbler", "tumbler", "coin mixing", "no kyc", "no logs",
  "psychic", "psychic reading", "voyance", "voyant", "clairvoyance", "tarot", "cartomanzia", "hellseher", "vidente", "videncia",
  "bulletproof hosting", "dmca ignored", "abuse ignored", "fast flux", "otp bot", "sms blaster", "sender id", "caller id spoofing",
  "case opening", "cs2 skins", "csgo skins", "skin gambling", "coinflip", "jammer", "jammers", "signal jammer", "mail order brides",
  "free spins", "provably fair", "promocode", "free case", "free cases", "skin roulette", "zigaretten", "sigarette", "sigaretten",
  "cigarrillos", "cigarros", "zollfrei", "hors taxes", "cigarettes online", "zigaretten online",
  // gambling in Turkish and Persian (the "deneme bonusu" and "شرط بندی" pages planted on hacked sites)
  "bahis", "bahis siteleri", "deneme bonusu", "kumar", "iddaa", "slot siteleri", "شرط بندی", "کازینو", "پیش بینی فوتبال", "بازی انفجار",
  // quick loans, betting and pills without prescription in the languages of Europe and Indonesia
  "ohne schufa", "sofortkredit", "préstamos rápidos", "prestamos rapidos", "crédito rápido", "credito rapido", "prestito veloce",
  "prêt rapide", "pret rapide", "chwilówki", "chwilówka", "chwilowki",
  "pinjol", "pinjaman online", "casino en ligne", "casinò", "kasino", "sportwetten", "wettanbieter", "paris sportifs", "scommesse",
  "apuestas", "apostas", "sans ordonnance", "ohne rezept", "sin receta", "senza ricetta", "zonder recept", "sem receita",
  // the prescription drugs and lottery sites pharma and Indonesian gambling spam names
  "tramadol", "xanax", "oxycodone", "adderall", "valium", "phentermine", "modafinil", "kamagra", "situs toto", "bandar togel",
  // the weight-loss injections sold without prescription (GLP-1 pens, the pharma spam of the mid-2020s)
  "ozempic", "wegovy", "mounjaro", "semaglutide", "tirzepatide", "saxenda", "zepbound", "liraglutide",
  ...SCAM_VERTICALS
]

/**
 * The vices of link spam (drugs, gambling, adult, counterfeits, payday loans): words an honest site rarely
 * puts alone in a link to a site it never linked to. A short link text made of them is a bought backlink.
 */
const VICE = [
  "viagra", "cialis", "levitra", "casino", "casinos", "poker", "gacor", "judi", "togel", "sbobet", "maxwin", "bokep",
  "porn", "xxx", "escort", "escorts", "replica", "replicas", "payday", "gambling", "betting", "roulette", "jackpot",
  "slot online", "situs slot", "slot gacor", "live cams", "sex cams", "adult dating", "hot singles", "essay writing",
  "buy essays", "buy essay", "essays online", "essay service", "write my essay", "custom essays", "pay for essay", "cheap essays",
  "assignment help", "do my homework", "homework help", "buy dissertation", "dissertation help", "thesis writing", "ghostwriting",
  "buy followers", "smm panel", "cheap followers", "hire a hacker", "hacker for hire", "fullz", "cvv shop", "dumps with pin",
  "keto gummies", "cbd gummies", "diet pills", "mod apk", "aimbot", "wallhack", "obat aborsi", "cytotec", "miracle mineral", "chlorine dioxide",
  "test bank", "solutions manual", "tigrinho", "fortune tiger", "horarios pagantes", "undress ai", "clothes remover", "nudify",
  "steroids", "sarms", "anavar", "spy app", "magic mushrooms", "psilocybin", "shrooms", "keylogger", "cheating partner", "phone spy",
  "cheap cigarettes", "bitcoin mixer", "bitcoin tumbler", "psychic reading", "voyance", "bulletproof hosting", "dmca ignored", "otp bot",
  "sms blaster", "case opening", "cs2 skins", "signal jammer", "jammers", "mail order brides", "cigarettes online", "zigaretten online",
  "free spins", "provably fair", "ohne schufa", "sofortkredit", "préstamos rápidos", "prestamos rapidos", "crédito rápido",
  "prestito veloce", "prêt rapide", "chwilówki", "pinjol", "casino en ligne", "casinò", "sportwetten", "paris sportifs",
  "sans ordonnance", "ohne rezept", "sin receta", "senza ricetta", "zonder recept", "sem receita",
  // the prescription drugs and lottery sites pharma and Indonesian gambling spam names
  "tramadol", "xanax", "oxycodone", "adderall", "valium", "phentermine", "modafinil", "kamagra", "situs toto", "bandar togel",
  // Turkish and Persian betting
  "bahis", "bahis siteleri", "deneme bonusu", "kumar", "iddaa", "slot siteleri", "شرط بندی", "کازینو",
  ...SCAM_VERTICALS
]

const pattern = (terms: ReadonlyArray<string>) =>
  new RegExp(`(?:^| )(${terms.map((t) => fold(t).trim().replace(/ /g, " ")).filter((t) => t.length > 0).join("|")})(?= |$)`, "g")

const DEFACEMENT_RE = pattern(DEFACEMENT)
const SPAM_RE = pattern(SPAM)
const VICE_RE = pattern(VICE)

const found = (re: RegExp, text: string): Array<string> => foundFolded(re, ` ${foldWords(text)} `)

const foundFolded = (re: RegExp, f: string): Array<string> => {
  const out = new Set<string>()
  re.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(f)) !== null) {
    out.add(m[1]!)
    re.lastIndex = m.index + m[0].length
  }
  return [...out]
}

/** The distinct defacement words in a text. */
export const defacementTerms = (text: string): Array<string> => found(DEFACEMENT_RE, text)

/** The distinct spam words in a text. */
export const spamTerms = (text: string): Array<string> => found(SPAM_RE, text)

/** The distinct vice words in a text (a subset of the spam words, see VICE). */
export const viceTerms = (text: string): Array<string> => found(VICE_RE, text)

/** The distinct defacement words, then the distinct spam words, of a text folded once. */
export const defacementAndSpamTerms = (text: string): Array<string> => {
  const f = ` ${foldWords(text)} `
  return [...foundFolded(DEFACEMENT_RE, f), ...foundFolded(SPAM_RE, f)]
}

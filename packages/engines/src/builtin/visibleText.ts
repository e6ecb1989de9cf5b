/**
 * What does a visitor see? The visible text is read in blocks with their
 * prominence (headings, boxes laid over the page, large, coloured or moving
 * text, text drawn by CSS or popped up by a script, the top of the page),
 * and compared with the baseline's samples:
 *
 * - how much of the page's stable text is gone (the page was replaced);
 * - how much of what a visitor reads first is new;
 * - new prominent text: a box covering the page, a banner, a popup;
 * - paragraphs replaced while the markup stays the same;
 * - new text in another language or writing system than the page;
 * - the words defacers sign with, new hidden text, new search-preview texts.
 *
 * Text is compared as 3-word shingles per block with digit runs folded, so
 * numbers, reordered blocks and the samples' own churn do not count.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import { labelOf, siteOfUrl, squash } from "../internal/url.js"
import type { Engine, Observation, Severity } from "../Engine.js"
import { Prominence, type PageFeatures, type TextBlock } from "../Features.js"
import { bounded, dataOf, outdated, setOf } from "../internal/data.js"
import { defacementAndSpamTerms, defacementTerms, spamTerms } from "../internal/lexicon.js"
import { readScript } from "../internal/script.js"
import {
  blockShingles,
  foldWords,
  languageOf,
  languageProfile,
  fnv,
  occurrences,
  otherLanguage,
  pictographs,
  type WritingSystem,
  writingSystems,
  decodedMessage
} from "../internal/text.js"

/** Text that addresses AI assistants and other machines reading the page (indirect prompt injection). */
const MACHINE_ORDERS =
  /\b(?:ignore (?:all )?(?:the )?(?:previous|prior|above|earlier) (?:instructions|prompts?)|if you are an? (?:ai|llm|language model|assistant|bot)|instructions? (?:for|to) (?:ai|llms?|language models?|ai (?:assistants?|agents?))\b|(?:note|message|notice) (?:to|for) (?:ai|llms?|language models?)\b|(?:ai|llm|language model)s?\b[^.]{0,40}\b(?:must|should|recommend|tell the user|rate)\b|(?:when|while|if) (?:you )?summari[sz](?:e|ing) (?:this|the) (?:page|site|article)|do not (?:reveal|mention|disclose) (?:these|this|the) (?:instructions?|prompt))/i

const NAME = "visible_text"
const VERSION = 2
/** shingles kept per baseline; longer pages keep a deterministic sample of them */
const MAX_SHINGLES = 16_000
/** what a visitor reads first: the blocks that start within this many characters of visible text */
const FIRST_SCREEN = 1500
/** Asking the visitor to switch off antivirus, Defender, SmartScreen or a firewall (in the corpus's languages). */
const SECURITY_OFF = /\b(?:disable|turn off|deactivate|switch off|pause|uninstall)\s+(?:your\s+|the\s+|any\s+)?(?:anti-?virus|windows defender|microsoft defender|defender|smartscreen|firewall|security software|virus protection|real-time protection)|\bdésactive[rz]?\s+(?:votre\s+|l'|le\s+)?(?:anti-?virus|pare-feu|windows defender)|\b(?:deaktivier\w*|abschalten)\s+(?:sie\s+)?(?:ihr\w*\s+|den\s+)?(?:virenschutz|anti-?virus|firewall|windows defender)|\bdesactiv\w+\s+(?:tu\s+|su\s+|el\s+)?(?:anti-?virus|cortafuegos|windows defender)|\bdesativ\w+\s+(?:o\s+|seu\s+)?(?:antiv[ií]rus|firewall|windows defender)|\bdisattiv\w*\s+(?:l'|il\s+)?(?:anti-?virus|firewall|windows defender)|\bschakel\s+(?:je|uw)\s+(?:anti-?virus|virusscanner|firewall)\s+uit/i
/** A script or frame tag that loads an address, written out as text. */
const CODE_TAG = /<\s*(?:script|iframe)\b[^<>]*\bsrc\s*=\s*["']?[^\s"'<>]+/gi
const codeTagsOf = (text: string): Array<string> =>
  text.includes("<") ? [...text.matchAll(CODE_TAG)].map((m) => m[0].toLowerCase().replace(/[?#].*$/, "").replace(/\d+/g, "0").replace(/\s+/g, " ").slice(0, 200)) : []
/**
 * Errors a server prints into the page: PHP's "Warning: ... in /path/file.php on line 12" (a broken include, a
 * backdoor that fails to load), ASP.NET's yellow page, a Python traceback. Named by kind and file, digits folded.
 */
const SERVER_ERROR = /\b(Warning|Fatal error|Parse error|Catchable fatal error|Notice|Deprecated|Strict Standards)\s*:\s.{0,400}?\sin\s((?:\/|[A-Za-z]:\\)[^\s]{1,200}?)(?:\(\d+\)\s*:\s*.{0,40}?)?\s+on line\s+\d+|(Server Error in '[^']{0,80}' Application)|(Traceback \(most recent call last\))/g
export const serverErrorsOf = (text: string): Array<string> => {
  if (!text.includes(" line ") && !text.includes("Server Error") && !text.includes("Traceback")) return []
  return [...text.matchAll(SERVER_ERROR)].map((m) => (m[1] !== undefined ? `${m[1]} ${m[2]!.replace(/\d+/g, "0")}` : (m[3] ?? m[4])!)).slice(0, 20)
}
/** Errors that are notices of old code, not failures: a sign. */
const MILD_ERROR = /^(?:Notice|Deprecated|Strict Standards) /

/** pictographs (emoji, flags) that make a line a picture message */
const MIN_PICTOGRAPHS = 5

/** Phrases defacers sign their work with (matched on the leetspeak fold). */
export const SIGNATURES = [
  // English
  "hacked by", "defaced by", "pwned by", "owned by hackers", "greetz", "greets to", "security is just an illusion",
  "your security is low", "your site has been hacked", "this site has been hacked", "site hacked", "hacker team", "haxor",
  // "hacked by" and "was here" as defacers write them in other languages
  "hackeado por", "hackeada por", "hackeado pelo", "invadido por", "piraté par", "hacké par", "gehackt von",
  "gehackt door", "hackerato da", "di hack oleh", "dihack oleh", "diretas oleh", "di retas oleh", "hacked oleh",
  "tarafından hacklendi", "hacklendi", "bị hack bởi", "zhakowana przez", "взломан", "взломано", "تم اختراق",
  "هک شد", "estuvo aquí", "buradaydı", "ada di sini", "était là", "esteve aqui",
  // the archives defacers report their work to
  "zone h", "zone xsec", "mirror h", "haxor id", "defacer id", "hack mirror"
]

/** The site speaking of its own website ("our website", "unsere Webseite", "il nostro sito", "notre site"). */
const OUR_SITE = /(?<!\p{L})(?:our|unser(?:e|er|es|em|en)?|notre|nos|nuestr[oa]s?|noss[oa]s?|nostr[oa]|onze|ons|vår|vårt|vores|nasz[aeyi]?|naš[aei]?|meidän)\s+(?:\p{L}+\s+)?(?:web\s?site|site|sites|sito|sitio|página|pagina|webseite|website|internetseite|internetauftritt|homepage|strona|serwis|webbplats|nettside|hjemmeside|sivusto|portal|portale|web)(?!\p{L})/iu
/** An injection's probe: a template expression that multiplies or reaches the constructor, or an attribute breakout. */
const PROBE = /\{\{\s*\d+\s*\*\s*\d+\s*\}\}|\$\{\s*\d+\s*\*\s*\d+\s*\}|#\{\s*\d+\s*\*\s*\d+\s*\}|<%=?\s*\d+\s*\*\s*\d+\s*%>|\{\{\s*constructor\b|(?:^|\s)["']\s*\/?>(?=\s|$)/
/** Words quoted in a sentence: between typographic or straight quotation marks. */
const QUOTED = /[“«„‘"'‹][^“”«»„‘’"‹›]{3,160}[”»“’"'›]/u
/** Repaired: restored, back online, in the page's languages. */
const REPAIRED = /(?<!\p{L})(?:restored|recovered|back online|wiederhergestellt|behoben|rétabli|restauré|remis en ligne|restaurad[oa]|recuperad[oa]|ripristinat[oa]|hersteld|återställ\p{L}*|gendannet|gjenopprettet|przywrócon\p{L}*|obnoven\p{L}*|palautettu|dipulihkan)(?!\p{L})/iu

/** A discount of the whole price, or everything declared free, in the page's languages. */
const GIVEAWAY = /(?<![\d.,])100\s?%\s?(?:off\b|discount|rabatt|korting|de (?:descuento|réduction|remise|desconto)|di sconto|sconto|indirim|zniżki)|\b(?:everything(?: is)? free|alles (?:ist )?gratis|alles kostenlos|tout (?:est )?gratuit|todo (?:es )?gratis|tutto (?:è )?gratis|tudo (?:é )?gr[aá]tis)\b/iu

/** Words as the shingles read them: runs of letters and digits. */
/**
 * The words of phishing lures: a document "shared with you" to open, an account to verify or confirm (by a link or a
 * code to scan), an account said to be suspended. An organisation's page does not tell every visitor that a file
 * awaits them or that their account needs them; a lure planted on it does (what file-share and account-check
 * phishing says, in the languages of the corpus).
 */
const LURE = new RegExp([
  String.raw`\b(?:documents?|files?|folder|invoices?|statement|fax|voicemail|contract|presentation)\s+(?:has|have)\s+been\s+shared\s+with\s+you`,
  String.raw`\bshared\s+(?:a|an)\s+(?:secure\s+|protected\s+|encrypted\s+|confidential\s+)?(?:document|file|folder)\s+with\s+you`,
  String.raw`\b(?:verify|confirm|validate|re-?activate|unlock|restore|re-?confirm)\s+your\s+(?:account|identity|login|mailbox|e-?mail account|payment (?:details|method))\b`,
  String.raw`\byour\s+account\s+(?:has\s+been|will\s+be|is)\s+(?:suspended|locked|limited|disabled|restricted|on hold)`,
  String.raw`(?:dokument|datei)\p{L}*\s+(?:wurde|wurden)\s+(?:mit\s+)?ihnen\s+(?:freigegeben|geteilt)`,
  String.raw`\b(?:bestätigen|verifizieren)\s+sie\s+(?:ihr|ihre)\s+(?:konto|identität|zugangsdaten|zahlungsdaten)`,
  String.raw`\bihr\s+konto\s+(?:wurde|wird)\s+(?:gesperrt|eingeschränkt|deaktiviert)`,
  String.raw`\bdocument\s+(?:sécurisé\s+|protégé\s+)?a\s+été\s+partagé\s+avec\s+vous`,
  String.raw`\b(?:confirm(?:ez|er)|vérifi(?:ez|er)|valid(?:ez|er))\s+votre\s+(?:compte|identité)`,
  String.raw`\bvotre\s+compte\s+(?:a\s+été|sera)\s+(?:suspendu|bloqué|limité|désactivé)`,
  String.raw`\bdocumento\s+(?:seguro\s+|protegido\s+)?(?:ha\s+sido\s+)?compartido\s+con\s+usted`,
  String.raw`\b(?:confirme|verifique|valide|confirmar|verificar)\s+su\s+(?:cuenta|identidad)`,
  String.raw`\bsu\s+cuenta\s+(?:ha\s+sido|será)\s+(?:suspendida|bloqueada|limitada)`,
  String.raw`\bdocumento\s+(?:protetto\s+)?è\s+stato\s+condiviso\s+con\s+te`,
  String.raw`\b(?:conferma(?:re)?|verifica(?:re)?)\s+(?:il\s+tuo|la\s+tua)\s+(?:account|identità)`,
  String.raw`\bil\s+tuo\s+account\s+(?:è\s+stato|sarà)\s+(?:sospeso|bloccato|limitato)`,
  String.raw`\bdocument\s+met\s+(?:u|je)\s+gedeeld`,
  String.raw`\b(?:bevestig|verifieer)\s+(?:uw|je)\s+(?:account|identiteit)`,
  String.raw`\b(?:uw|je)\s+account\s+(?:is|wordt)\s+(?:geblokkeerd|opgeschort)`,
  String.raw`\bdocumento\s+(?:seguro\s+)?(?:foi\s+)?compartilhado\s+com\s+você`,
  String.raw`\b(?:confirme|verifique)\s+(?:a\s+)?sua\s+(?:conta|identidade)`
].join("|"), "iu")

/**
 * Whether the sentence around a lure's words denies or asks it (never, jamais, nunca, ...; a warning of scams; a
 * question): a warning or an FAQ, not a lure. ("If you do not verify your account..." is a lure's threat: "not" alone
 * denies nothing.)
 */
const lureDenied = (text: string, from: number, to: number): boolean => {
  const start = Math.max(text.lastIndexOf(".", from), text.lastIndexOf("!", from), text.lastIndexOf("\n", from), from - 120, 0)
  const end = text.slice(to, to + 160).search(/[.!?\n]/)
  const sentence = text.slice(start, end === -1 ? to + 160 : to + end + 1)
  return /\?\s*$/.test(sentence) || /(?<!\p{L})(?:never|won't|will not|beware|scams?|phishing|fraud|niemals|nie|jamais|nunca|mai|nooit|nigdy)(?!\p{L})/iu.test(sentence.slice(0, Math.max(0, from - start) + 1) + " " + sentence.slice(Math.max(0, from - start)))
}

const WORDS = /[\p{L}\p{N}]+/gu
/** Words that turn a sentence into its opposite, in the languages of the page's blocks. */
const NEGATIONS = new Set([
  "not", "never", "no", "nor", "cannot", "nobody", "nothing", "none",
  "nicht", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals",
  "pas", "jamais", "aucun", "aucune", "non",
  "nunca", "jamás", "ningún", "ninguna", "ninguno", "não", "nenhum", "nenhuma",
  "mai", "nessun", "nessuno", "nessuna",
  "niet", "geen", "nooit", "inte", "aldrig", "ingen", "ikke", "aldri",
  "nigdy", "żaden", "żadna", "nikdy", "не", "нет", "никогда", "değil", "asla", "tidak", "bukan", "belum", "hindi"
])

interface Data {
  readonly v: number
  /** what the samples' blocks written in code (Morse, binary, hex, base64) say (absent in older baselines) */
  readonly coded?: ReadonlyArray<string>
  /** 1 keeps every shingle; 2^k keeps those whose low k bits are zero */
  readonly rate: number
  /** shingles in every sample */
  readonly stable: ReadonlyArray<number>
  /** shingles in some samples only */
  readonly volatile: ReadonlyArray<number>
  /** shingles of the hidden text of any sample */
  readonly hidden: ReadonlyArray<number>
  /** shingles of the search-preview texts (meta description, og:title, ...) per name */
  readonly meta: Readonly<Record<string, ReadonlyArray<number>>>
  /** the language of the page by its stop words, if one is clear */
  readonly lang: string | null
  /** every language a block of the samples is written in (a page may carry a notice in a second language) */
  readonly langs: ReadonlyArray<string>
  /** share of the page's letters per writing system */
  readonly systems: Readonly<Partial<Record<WritingSystem, number>>>
  /** defacement signatures already on the page, with their counts */
  readonly signatures: Readonly<Record<string, number>>
  /** defacement words already on the page */
  readonly terms: ReadonlyArray<string>
  /** inline script shapes of the samples */
  readonly shapes: ReadonlyArray<number>
  /** the pictograph lines of the samples' blocks (hashes; absent in baselines recorded before 0.3) */
  readonly symbols?: ReadonlyArray<number>
  /** defacement and spam words in the samples' image and link labels (absent in baselines recorded before 0.3) */
  readonly labelTerms?: ReadonlyArray<string>
  /** the shingles of the page's main heading (its first h1) when every sample has the same one, else [] (absent before 0.3) */
  readonly heading?: ReadonlyArray<number>
  /** the pictures drawn in characters (text art) of the samples' blocks (hashes; absent before 0.5) */
  readonly art?: ReadonlyArray<number>
  /** the script and frame tags the samples show as text (absent in baselines recorded before round 9: the rule then stays quiet until the page is rebaselined) */
  readonly codeTags?: ReadonlyArray<string>
  /** the server errors the samples print (absent in baselines recorded before round 13: the rule then stays quiet) */
  readonly errors?: ReadonlyArray<string>
  /** the defacer's marks in the first sample's source-only text (hidden text, meta tags, image and link labels); absent before round 16: the rule then reads new scripts only */
  readonly marks?: number
}

/**
 * Whether a block is a picture drawn in characters (ASCII art): 25 strokes (ASCII punctuation, box drawing)
 * of 6 kinds or more, half of what it shows. A separator line, a code sample or a row of emoji is not.
 */
const isTextArt = (text: string): boolean => {
  let strokes = 0
  let chars = 0
  const kinds = new Set<string>()
  for (const c of text) {
    if (c === " " || c === "\n" || c === "\t" || c === "\u00a0") continue
    chars++
    // strokes: ASCII punctuation and box drawing (emoji are pictographs, judged above)
    if (/[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u2500-\u259f]/.test(c)) {
      strokes++
      if (kinds.size < 8) kinds.add(c)
    }
  }
  return strokes >= 25 && strokes >= chars * 0.5 && kinds.size >= 6
}

const kept = (rate: number) => (h: number) => (h & (rate - 1)) === 0

const blocksShingles = (blocks: ReadonlyArray<{ readonly text: string }>): Array<number> => {
  const out: Array<number> = []
  for (const b of blocks) blockShingles(b.text, out)
  return out
}

/** The first label of the page's registrable domain ("harbour-bakery.co.uk" -> "harbourbakery"), or a value no name contains. */
const siteLabel = (url: string) => {
  const site = siteOfUrl(url)
  const label = site === null ? "" : labelOf(site)
  return label.length >= 3 ? label : "\u0000"
}

/** Whether any signature occurs: one pass, where counting each would scan the text once per phrase. */
const ANY_SIGNATURE = new RegExp(` (?:${SIGNATURES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}) `)

/**
 * A defacer's mark where only the site's own people look (the source's hidden text and meta tags, the developer
 * console, the address bar): there "owned by X", "X was here" and a crew's name ("Balkan Cyber Team") sign as
 * "hacked by" does on screen, and no honest page writes them. (A bare "hacked" is left out: a news site's hidden
 * menu carries headlines about hacks.)
 */
const MARK = / (?:(?:hacked|defaced|pwned|owned) by|was here|cyber (?:army|team|troops|force|knights|squad)|electronic army|xploit crew|defacers|hacktivists|black hats) /g
/** The marks in a text: those words, and the signatures defacers write on screen (the text folded once). */
const marksOf = (text: string): number => {
  if (text.trim().length === 0) return 0
  const f = ` ${foldWords(text)} `
  return (f.match(MARK) ?? []).length + Object.keys(signaturesOfFolded(f)).length
}
/** What the page says where visitors do not read: hidden text, meta tags other than previews, labels. */
const sourceText = (page: PageFeatures, labels: string = labelsOf(page)): string => `${page.hidden_text} ${page.meta.filter(([n]) => SOURCE_META.test(n)).map(([, c]) => c).join(" ")} ${labels}`
const SOURCE_META = /^(?:author|generator|owner|copyright|designer|publisher|keywords)$/
const NOT_PREVIEW = /^(?:generator|owner|copyright|designer|publisher)$|verif/

const signaturesOf = (text: string): Record<string, number> => signaturesOfFolded(` ${foldWords(text)} `)

const signaturesOfFolded = (f: string): Record<string, number> => {
  const out: Record<string, number> = {}
  if (!ANY_SIGNATURE.test(f)) return out
  for (const p of SIGNATURES) {
    const n = occurrences(f, ` ${p} `)
    if (n > 0) out[p] = n
  }
  return out
}

const shares = (counts: Partial<Record<WritingSystem, number>>): Partial<Record<WritingSystem, number>> => {
  const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0)
  if (total === 0) return {}
  return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, Math.round(((n ?? 0) / total) * 1000) / 1000]))
}

const baselineData = (samples: ReadonlyArray<PageFeatures>): Data => {
  const sets = samples.map((s) => new Set(blocksShingles(s.blocks)))
  const all = new Set<number>()
  for (const s of sets) for (const h of s) all.add(h)
  let rate = 1
  while (all.size / rate > MAX_SHINGLES) rate *= 2
  const keep = kept(rate)
  const stable: Array<number> = []
  const volatile: Array<number> = []
  for (const h of all) {
    if (!keep(h)) continue
    if (sets.every((s) => s.has(h))) stable.push(h)
    else volatile.push(h)
  }
  const first = samples[0]
  const text = first === undefined ? "" : `${first.title} ${first.text}`
  const meta: Record<string, Array<number>> = {}
  for (const s of samples) for (const [name, content] of s.meta) {
    const out = meta[name] ?? []
    blockShingles(content, out)
    meta[name] = out
  }
  const hidden: Array<number> = []
  for (const s of samples) blockShingles(s.hidden_text, hidden)
  return {
    v: VERSION,
    rate,
    stable: stable.sort((a, b) => a - b),
    volatile: volatile.sort((a, b) => a - b),
    hidden: bounded(hidden, 4000),
    meta: Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, bounded(v, 500)])),
    lang: languageOf(languageProfile(text), 8),
    langs: bounded(samples.flatMap((s) => s.blocks.map((b) => languageOf(languageProfile(b.text), 3)).filter((l): l is string => l !== null)), 20),
    systems: shares(writingSystems(text)),
    signatures: signaturesOf(`${text} ${first?.hidden_text ?? ""} ${first === undefined ? "" : labelsOf(first)}`),
    terms: bounded(samples.flatMap((s) => defacementTerms(`${s.title} ${s.text}`)), 200),
    coded: bounded(samples.flatMap((s) => s.blocks.map((b) => decodedMessage(b.text)).filter((x): x is string => x !== null)), 20),
    shapes: bounded(samples.flatMap((s) => s.scripts_inline.map((x) => x.shape)), 2000),
    heading: mainHeading(samples),
    labelTerms: bounded(samples.flatMap((s) => labelTermsOf(labelsOf(s))), 200),
    symbols: bounded(samples.flatMap((s) => s.blocks.map((b) => pictographs(b.text)).filter((p) => p.count >= MIN_PICTOGRAPHS).map((p) => fnv(p.seq))), 500),
    art: bounded(samples.flatMap((s) => s.blocks.filter((b) => b.text.length >= 40 && isTextArt(b.text)).map((b) => fnv(b.text))), 200),
    codeTags: bounded([...new Set(samples.flatMap((s) => [s.title, ...s.blocks.map((b) => b.text)].flatMap(codeTagsOf)))], 100),
    errors: bounded([...new Set(samples.flatMap((s) => serverErrorsOf(s.text)))], 50),
    marks: first === undefined ? 0 : marksOf(sourceText(first))
  }
}

/** Prominence of a block: how much more than plain text a visitor notices it. */
const weightOf = (b: TextBlock): number => {
  const f = b.flags
  let w = 1
  if (f & Prominence.H1) w += 2
  if (f & Prominence.HEADING) w += 1
  if (f & Prominence.OVERLAY) w += 2
  if (f & Prominence.COVER) w += 3
  if (f & Prominence.BIG) w += 1
  if (f & Prominence.COLOURED) w += 0.5
  if (f & Prominence.MOVING) w += 2
  if (f & Prominence.SCRIPTED) w += 2
  if (f & Prominence.CSS_TEXT) w += 1
  if (b.at < FIRST_SCREEN) w += 1
  return w
}

const GREETINGS =
  /\b(?:greets?z?|greetings|shout-?outs?|thanks to|special thanks|saludos a|salam|terima kasih|selamlar|te[sş]ekk[üu]rler|merci [àa]|obrigado|grüße an)\s*[:：]\s*\S+(?:\s*(?:[-|,&~·/]|&amp;)\s*\S+){2,}/i
/** A crew signing a message: "— Persian Team", "- by Cyber Ghost Army" (a line of its own, at the end). */
const CREW = /(?:^|\s)(?:[—–~]|-{1,2})\s*(?:by\s+)?(?:the\s+)?((?:[\p{Lu}\d][\p{L}\d_.]*\s+){0,3}(?:team|crew|army|squad|hackers|ghosts|legion|cyber|group|defacers|hacktivists|troops|force|knights|hats))\s*[.!]*\s*$/iu
/** Text without the hashtags it ends with ("— Moroccan Cyber Force – #ClimateStrike"): a crew signs before its tags. */
const untagged = (t: string): string => t.replace(/(?:\s*[–—-]?\s*#[\p{L}\d_]+)+\s*$/u, "")
/** A crew's name alone: words, then a crew word ("Garuda Squad", "0xGaruda | Iraqi Team"). */
const CREW_NAME = /^\s*(?:[\p{L}\d_.]+\s*[|&~]?\s*){1,4}(?:team|crew|army|squad|ghosts|legion|sec|hackers|defacers|hacktivists|troops|force|knights|hats)\s*[.!]*\s*$/iu
/** Words of a site's own service boxes ("Chat with our Support Team"): no crew's name. */
const SERVICE_WORDS = /\b(?:support|sales|customer|help|chat|service|care|contact|our|your|the|with|us|events?|editorial|news)\b/i
/** Crew words only intruders sign with, wherever the text stands. */
const INTRUDERS = /\b(?:cyber\s+(?:army|troops|force|knights|squad)|electronic\s+army|defacers|hacktivists|black\s+hats|xploit\s+crew)\s*[.!]*\s*$/i
/** An operation's hashtag as hacktivists name them (#OpIsrael, #OpFossilFree); an op-ed is not one. */
const OPERATION = /(?:^|\s)#Op(?!Eds?\b)[A-Z][A-Za-z0-9_]{2,}/
/** A signature only crews of intruders sign with ("— Garuda Cyber Army", "— Sultan Defacers"): a signature wherever it stands. */
const HOSTILE_CREW = /(?:cyber\s+(?:army|team|troops|force|knights|squad)|electronic\s+army|hackers|defacers|hacktivists|black\s+hats|xploit\s+crew|legion)\s*[.!]*\s*$/i
/** The labels editors put before or after their own headlines and links ("New", "Updated", "Live", "Video", "Sale"). */
const EDITORIAL_LABEL = /^(?:new|neu|nieuw|nouveau|nuevo|novo|nuovo|nowy|yeni|updated?|aktualisiert|mis à jour|actualizado|live|en direct|en vivo|ao vivo|video|vidéo|vídeo|audio|podcast|photos?|gallery|galerie|sponsored|ad|anzeige|advertisement|publicité|exclusive|exclusif|exclusivo|premium|plus|breaking|eilmeldung|urgent|opinion|meinung|analysis|analyse|análisis|review|test|interview|watch|listen|read|more|mehr|plus|más|mais|sale|soldes|rebajas|angebot|offer|hot|top|free|gratis|gratuit|pdf|beta|coming soon|sold out|ausverkauft|agotado|épuisé|in stock|pre order|preorder|now|today|heute|hoy|aujourd hui|oggi|updated today|new post|trending|featured|recommended|popular|editor s pick|staff pick|members|members only|subscriber|abonnent|abonné|paywall|lock|closed|open|full|cancelled|canceled|postponed|abgesagt|annulé|cancelado|rinviato|verschoben|reprogramado|moved|online|hybrid|webinar|event|news|blog|update|info|notice|hinweis|aviso|avviso|alert|warning|draft|archived|archiv|archive|correction|korrektur|rectificación|fixed|solved|resolved|pinned|sticky|explainer|explained|uitleg|uitgelegd|recensie|gesponsord|opinie|kritik|erklärt|erklärstück|entretien|décryptage|tribune|éditorial|editorial|kommentar|commentaar|commento|comentario|gastbeitrag|reportage|reportaje|hintergrund|achtergrond|ratgeber|column|kolumne|chronique|crónica|cronaca|opinión|opinione|entrevista|intervista|reseña|recensione|critique|análisis|analisi|spiegazione|explicación|patrocinado|sponsorizzato|sponsorisé|gesponsert|dossier|guide|ratgeber|how to|faq|fact check|faktencheck|faitcheck|fact checking|letters|leserbrief|obituary|nachruf|nécrologie|feature|longread|essay|satire|report|bericht|rapport|informe|study|studie|étude|estudio|case study|press release|pressemitteilung|communiqué|comunicado|partner content|paid post|brand studio|advertorial|promoted|promoción|werbung|reklame|[a-z]{1,2})$/
/**
 * A nickname as intruders spell theirs: leetspeak inside letters ("Gh0st", "R00t"), xX..Xx, words joined by "_"
 * and starting with a capital ("Samurai_joker"; a cookie's or a variable's name, "cookieconsent_status",
 * "AMP_TOKEN", is not one), "0x…", "Mr.X".
 */
const HANDLE = String.raw`(?:xX[\p{L}\d]{2,}Xx|[A-Za-z]*[A-Za-z][0-9]+[A-Za-z][A-Za-z0-9]*|[A-Z](?=[A-Za-z0-9_]*[a-z])[A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]|0x[A-Z][A-Za-z0-9]+|(?:Mr|Dr)\.[A-Z][a-z]+)`
/** "X was here", as intruders sign the page they took, in the languages they write in (read in boxes over the page or large text only: prose says "the mill was here"). */
const WAS_HERE = /(?:^|[^\p{L}])(?:(?:was|were) here|passou por aqui|passaram por aqui|estiveram aqui|esteve aqui|estuvo aquí|estuvieron aquí|pasó por aquí|(?:è|e) passat[oa] di qui|sono passati di qui|(?:war|waren) hier|était là|étaient là|est passé par (?:ici|là)|(?:был|были|была) здесь|był tutaj|byli tutaj|buradaydı|ada di sini|pernah di sini|burdaydı)\s*[!.]*/iu
const SIGNED_HANDLE = new RegExp(String.raw`(?:^|\s)(?:(?:by|von|par|por|da|di|door|oleh|przez|от|tarafından)\s(?:[\p{L}]+\s){0,3})?[-—–~@]?\s*(${HANDLE})(?:\s+(?:19|20)\d\d)?\s*[.!☠💀]*\s*$`, "u")
const signedByHandle = (text: string): boolean => {
  const t = text.replace(/\s+/g, " ").trim()
  const m = SIGNED_HANDLE.exec(t)
  return m !== null && m[1]!.length >= 4 && !/^(?:mp[34]|[a-z]\d+[a-z]?)$/i.test(m[1]!)
}
const INTRUSIVE = Prominence.MOVING | Prominence.SCRIPTED | Prominence.CSS_TEXT
const PROMINENT = Prominence.H1 | Prominence.OVERLAY | Prominence.COVER | Prominence.BIG | Prominence.MOVING | Prominence.SCRIPTED | Prominence.CSS_TEXT

/** The words of a block as the shingles count them (letters and digits), and a word of two letters or more. */
const TOKEN = /[\p{L}\p{N}]+/gu
const LETTERS = /\p{L}{2,}/u
const DIGIT = /\d/
interface NewBlock {
  readonly block: TextBlock
  readonly words: number
  /** share of its shingles the baseline never had */
  readonly novelty: number
}

const excerpt = (blocks: ReadonlyArray<NewBlock>, max = 120) => {
  const t = blocks.map((b) => b.block.text.replace(/\s+/g, " ").trim()).join(" / ")
  return t.length > max ? `"${t.slice(0, max - 3)}..."` : `"${t}"`
}

const silence = `engines.${NAME} = false`

const compare = (baseline: Baseline, current: PageFeatures, settings: WebpageSettings): ReadonlyArray<Observation> => {
  const d = dataOf<Data>(baseline, NAME, VERSION)
  if (d === undefined) return [outdated(NAME)]
  const out: Array<Observation> = []
  const add = (check: string, severity: Severity, message: string, detail: Record<string, unknown> = {}) =>
    out.push({ engine: NAME, check, question: "appearance", severity, message, silence, ...detail })
  const keep = kept(d.rate)
  const stable = setOf(d.stable)
  const volatile = setOf(d.volatile)

  // Text popped up or written by new inline scripts is shown too.
  const blocks: Array<TextBlock> = [...current.blocks]
  const shapes = setOf(d.shapes)
  for (const s of current.scripts_inline) {
    if (shapes.has(s.shape)) continue
    const f = readScript(s.code)
    for (const t of f.writes) blocks.push({ text: t, flags: Prominence.SCRIPTED | Prominence.OVERLAY, link: 0, at: 0 })
    // What a script writes into the page's own text as it runs (a text walker's replacements) is read in place.
    for (const t of f.rewrites) blocks.push({ text: t, flags: 0, link: 0, at: Number.MAX_SAFE_INTEGER })
    // What a script spells into the window's title is shown as the title is (prominent, not popped up: tab
    // reminders such as "Don't forget your basket" are honest).
    for (const t of f.titles) blocks.push({ text: t, flags: Prominence.H1, link: 0, at: 0 })
  }

  // Which blocks are new, and which of the baseline's stable shingles remain.
  const present = new Set<number>()
  const fresh: Array<NewBlock> = []
  const freshLinks: Array<NewBlock> = []
  let totalWords = 0
  let firstWords = 0
  let firstNew = 0
  const scratch: Array<number> = []
  const edited: Array<{ readonly text: string; readonly at: ReadonlyArray<number> }> = []
  // New phrases inside the page's own paragraphs, by the blocks they are in: one phrase put into many of them
  // (a slogan appended to every paragraph by a bulk edit of the database) is what nobody editing a page does by hand.
  const spread = new Map<number, Array<string>>()
  /** the words of each spread shingle, to tell them from link text */
  const phrases = new Map<number, string>()
  for (const b of blocks) {
    scratch.length = 0
    const words = blockShingles(b.text, scratch)
    if (words === 0) continue
    let judged = 0
    let unseen = 0
    for (const h of scratch) {
      present.add(h)
      if (!keep(h)) continue
      judged++
      if (!stable.has(h) && !volatile.has(h)) unseen++
    }
    // Sampled baselines judge a block without kept shingles by its neighbours: count it as seen.
    const novelty = judged === 0 ? 0 : unseen / judged
    totalWords += words
    // Link text is mostly navigation and headlines, which rotate; a sentence-long link reads as prose.
    const isLink = b.link > 0.5 && words < 15
    // Boxes laid over the page are not where the markup puts them: their own rules judge them.
    if (b.at < FIRST_SCREEN && !isLink && (b.flags & Prominence.OVERLAY) === 0) {
      firstWords += words
      firstNew += words * novelty
    }
    // (headings are judged by their own rule: the same words stamped on several of them)
    if (novelty < 0.5 && unseen > 0 && !isLink && words >= 8 && (b.flags & (Prominence.HEADING | Prominence.H1)) === 0 && spread.size < 2000) {
      // (words, not figures: a time or a price rewritten the same way everywhere is one edit of notation)
      // (nor new words that come with figures: "lowest price in the last 30 days: 19.99", "4 × 12.50 with Klarna",
      // notes a shop puts beside each price)
      const tokens = b.text.toLowerCase().match(TOKEN) ?? []
      const isNew = (j: number) => keep(scratch[j]!) && !stable.has(scratch[j]!) && !volatile.has(scratch[j]!)
      let figures = false
      for (let j = 0; j < scratch.length && !figures; j++) if (isNew(j) && tokens.slice(j, j + 3).some((w) => DIGIT.test(w))) figures = true
      for (let j = 0; j < scratch.length && !figures; j++) {
        const h = scratch[j]!
        if (!isNew(j)) continue
        if (!tokens.slice(j, j + 3).every((w) => LETTERS.test(w))) continue
        if (!phrases.has(h)) phrases.set(h, tokens.slice(j, j + 3).join(" "))
        const where = spread.get(h) ?? []
        if (where.length < 10 && where[where.length - 1] !== b.text) where.push(b.text)
        spread.set(h, where)
      }
    }
    if (novelty >= 0.5) (isLink ? freshLinks : fresh).push({ block: b, words, novelty })
    // A sentence of the page kept but for a word or two: where those words are (the shingles that are new).
    else if (unseen > 0 && unseen <= 6 && judged >= 10 && words >= 10 && !isLink && (b.flags & (Prominence.HEADING | Prominence.H1)) === 0 && edited.length < 50) {
      const at: Array<number> = []
      for (let j = 0; j < scratch.length; j++) if (keep(scratch[j]!) && !stable.has(scratch[j]!) && !volatile.has(scratch[j]!)) at.push(j)
      edited.push({ text: b.text, at })
    }
  }
  let missing = 0
  for (const h of d.stable) if (!present.has(h)) missing++
  const removedShare = d.stable.length === 0 ? 0 : missing / d.stable.length
  const newWords = fresh.reduce((n, b) => n + b.words * b.novelty, 0)
  const pageWords = Math.max(1, d.stable.length * d.rate)

  // 1. The page's text was replaced.
  if (d.stable.length >= 20 && removedShare >= 0.6) {
    add("text_replaced", "critical", `only ${Math.round((1 - removedShare) * 100)}% of the page's stable text remains`, { removed_share: round(removedShare) })
  } else if (d.stable.length >= 20 && removedShare >= 0.35) {
    add("text_replaced", "medium", `${Math.round(removedShare * 100)}% of the page's stable text is gone`, { removed_share: round(removedShare) })
  } else if (d.stable.length >= 20 && removedShare >= 0.2 && newWords < 5) {
    // A fifth of the page's text cut and nothing put in its place: pages that drop old items add new ones.
    add("text_removed", "medium", `${Math.round(removedShare * 100)}% of the page's stable text is gone and nothing took its place`, { removed_share: round(removedShare) })
  }

  // 2. What a visitor reads first is new. News and shop front pages put new text at the top every day: this
  // corroborates other signs, it never alerts alone.
  const firstShare = firstWords === 0 ? 0 : firstNew / firstWords
  const firstScreen = firstNew >= 10 && firstShare >= 0.3

  // 3. New prominent text: a box covering the page, an overlay, a banner, a popup.
  const covering = fresh.filter((b) => (b.block.flags & Prominence.COVER) !== 0)
  const coverWords = covering.reduce((n, b) => n + b.words, 0)
  // Prominent: large, laid over the page, moving, popped up; or a heading or coloured text where a visitor reads first.
  const prominent = fresh.filter((b) => (b.block.flags & PROMINENT) !== 0 || (b.block.at < FIRST_SCREEN && (b.block.flags & (Prominence.HEADING | Prominence.COLOURED)) !== 0))
  const prominentWords = prominent.reduce((n, b) => n + b.words * b.novelty, 0)
  // Moving text, popups and text drawn by CSS push themselves in front of the visitor.
  const intrusive = fresh.filter((b) => (b.block.flags & INTRUSIVE) !== 0)
  const intrusiveWords = intrusive.reduce((n, b) => n + b.words * b.novelty, 0)
  // Moving text and popups are rare enough on honest pages that one new word counts; CSS-drawn text needs a phrase.
  // (a script's one- or two-word writes are a button's states, "Copied", "Loading": a phrase, as for CSS)
  const loud = intrusive.some((b) => (b.block.flags & Prominence.MOVING) !== 0 || ((b.block.flags & Prominence.SCRIPTED) !== 0 && b.words >= 3))
  const weighted = fresh.reduce((n, b) => n + b.words * b.novelty * weightOf(b.block), 0)
  if (coverWords >= 3) {
    add("page_covered", "high", `a box covering the whole page shows new text: ${excerpt(covering)}`, { words: coverWords })
  } else if (intrusiveWords >= 3 || (loud && intrusiveWords >= 1)) {
    add("intrusive_text", "high", `new text pushed in front of the visitor (moving, popped up or drawn by CSS): ${excerpt(intrusive)}`, { words: Math.round(intrusiveWords) })
  } else if (prominentWords >= 4) {
    // New prominent text and new text at the top are one sign when they are the same text.
    add("prominent_text", "medium", `new prominent text${firstScreen ? " where a visitor reads first" : ""}: ${excerpt(prominent)}`, { words: Math.round(prominentWords), weight: Math.round(weighted) })
  } else if (firstScreen) {
    add("first_screen", "medium", `${Math.round(firstShare * 100)}% of what a visitor reads first is new: ${excerpt(fresh.filter((b) => b.block.at < FIRST_SCREEN))}`, { new_share: round(firstShare) })
  }

  // 3a. The page's main heading, the same in every sample, is gone and a new one stands in its place: what the
  // page says it is was rewritten. A redesign that drops the heading, or adds one beside it, is not this. A sign:
  // marketing rewrites headlines too (A/B tests: 3.5% of that benign class's pairs if it alerted).
  if (d.heading !== undefined && d.heading.length > 0 && !d.heading.some((h) => present.has(h))) {
    const now = fresh.find((b) => (b.block.flags & Prominence.H1) !== 0 && b.novelty >= 0.8 && b.words >= 3)
    if (now !== undefined) add("heading_replaced", "medium", `the page's main heading was replaced: ${excerpt([now])}`)
  }

  // 3c. The page's own headings and links, kept, with new words stamped before or after them ("FAKE", "LIES",
  // a crew's tag): several of them at once is someone labelling the site's content, not its editors, whose labels
  // ("New", "Updated", "Live", "Video") are a short list. And the same new text put in place of many of the page's
  // own link or heading texts (every menu entry reading the crew's tag): the page's words are replaced, the count
  // of its blocks is not. Both read what the samples never showed beside what they always did.
  {
    const stampedOn: Array<string> = []
    const stamps = new Set<string>()
    const translated = new Map<string, Array<string>>()
    const same = new Map<string, number>()
    const shingle: Array<number> = []
    // (the page's block texts, read only once a heading or link has changed: most checks change none)
    let aloneSet: Set<string> | undefined
    const alone = { has: (t: string) => (aloneSet ??= new Set(current.blocks.map((b) => b.text.replace(/\s+/g, " ").trim().toLowerCase()))).has(t) }
    let lowered: string | undefined
    const pageText = () => (lowered ??= current.text.toLowerCase())
    const judge = (text: string): { judged: number; unseen: number } => {
      shingle.length = 0
      blockShingles(text, shingle)
      let judged = 0
      let unseen = 0
      for (const h of shingle) {
        if (!keep(h)) continue
        judged++
        if (!stable.has(h) && !volatile.has(h)) unseen++
      }
      return { judged, unseen }
    }
    for (let i = 0; i < current.blocks.length; i++) {
      const b = current.blocks[i]!
      if ((b.flags & (Prominence.H1 | Prominence.HEADING)) === 0 && b.link <= 0.5) continue
      const text = b.text.replace(/\s+/g, " ").trim()
      const words = text.split(" ")
      if (words.length > 16 || text.length === 0) continue
      const whole = judge(text)
      if (whole.judged === 0 || whole.unseen === 0) continue
      if (whole.unseen === whole.judged) {
        const key = text.toLowerCase()
        same.set(key, (same.get(key) ?? 0) + 1)
      }
      if (words.length < 2) continue
      // (a copy of a heading the page still shows on its own, with a label or a number before it, "Story 2: ...",
      // is a list that quotes it, not the heading stamped)
      let quotes = false
      for (let k = 1; k <= Math.min(3, words.length - 1) && !quotes; k++) {
        quotes = alone.has(words.slice(k).join(" ").toLowerCase()) || alone.has(words.slice(0, words.length - k).join(" ").toLowerCase())
      }
      if (quotes) continue
      for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
        const front = words.slice(0, k).join(" ")
        const back = words.slice(words.length - k).join(" ")
        // (what is left is the page's own words, a word at least, not a number or a date; and it no longer stands
        // alone elsewhere on the page: a new hotspot naming a product the page lists is an addition, not a stamp)
        const ownWords = (t: string) => /\p{L}{4}/u.test(t) && !alone.has(t.toLowerCase())
        const restAfter = words.slice(k).join(" ")
        const restBefore = words.slice(0, words.length - k).join(" ")
        const before = ownWords(restAfter) ? judge(restAfter) : { judged: 0, unseen: 1 }
        const after = ownWords(restBefore) ? judge(restBefore) : { judged: 0, unseen: 1 }
        const stamp = before.judged > 0 && before.unseen === 0 ? front : after.judged > 0 && after.unseen === 0 ? back : null
        if (stamp === null) continue
        const bare = stamp.replace(/[^\p{L}\s]/gu, "").trim().toLowerCase()
        // (a word cut short at the end, "ready to deal with 'natio", is a heading shortened for a table of
        // contents or a teaser, not a stamp)
        const cut = stamp === back && new RegExp(`${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\p{L}`, "u").test(pageText())
        // (and a stamp is words: "Story 0:", "Part 2" number what follows)
        if (bare.length >= 2 && !EDITORIAL_LABEL.test(bare) && !cut && !/\d/.test(stamp)) {
          // (set off by a slash or a bar, "Contact / Nous contacter", a label is given in a second language:
          // each says its own heading's words again, so each differs; a stamp is the same words on several)
          const parted = stamp === back ? /^[/|]$|[/|]$/.test(words[words.length - k - 1]!) : /^[/|]$|^[/|]/.test(words[k]!)
          if (parted) (translated.get(bare) ?? translated.set(bare, []).get(bare)!).push(text)
          else {
            stampedOn.push(text)
            stamps.add(bare)
          }
        }
        break
      }
    }
    for (const [bare, on] of translated) {
      if (on.length < 2) continue
      stampedOn.push(...on)
      stamps.add(bare)
    }
    // (every heading stamped names the site: the site's name changed, "Harbour Bakery" now "Harbour Bakery & Co",
    // wherever it stands; a rename, judged with the title, not a label put on the site's content)
    const label = siteLabel(current.url)
    const renamed = label.length >= 4 && stampedOn.every((t) => squash(t).includes(label))
    if (stampedOn.length >= 3 && !renamed) {
      add("headings_stamped", "high", `${stampedOn.length} of the page's own headings or links now carry new words (${[...stamps].slice(0, 4).map((w) => `"${w}"`).join(", ")}): ${stampedOn.slice(0, 3).map((t) => `"${t.slice(0, 50)}"`).join(", ")}`, { stamps: [...stamps].slice(0, 10) })
    }
    // (a word, not a two-letter label: "cr" beside each picture's credit)
    const repeated = [...same].filter(([t, n]) => n >= 5 && /\p{L}/u.test(t) && t.replace(/\s+/g, "").length >= 3).sort((a, b) => b[1] - a[1])[0]
    if (repeated !== undefined && missing >= repeated[1] * 0.8) {
      add("text_relabelled", "high", `${repeated[1]} of the page's headings or links now read the same new text in place of their own: "${repeated[0].slice(0, 80)}"`, { text: repeated[0].slice(0, 200), count: repeated[1] })
    }
  }

  // 3b. A new line of pictographs shown large (flags, skulls, fists): a message words do not carry, which
  // the word-based signs above cannot weigh. Honest emoji ride along with words ("🎄 Season's greetings 🎄").
  if (d.symbols !== undefined) {
    const knownSymbols = setOf(d.symbols)
    const pictured = blocks.find((b) => {
      const large = (b.flags & PROMINENT) !== 0 || (b.at < FIRST_SCREEN && (b.flags & Prominence.HEADING) !== 0)
      if (!large) return false
      const p = pictographs(b.text)
      if (p.count < MIN_PICTOGRAPHS || knownSymbols.has(fnv(p.seq))) return false
      return p.count >= (b.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0)
    })
    if (pictured !== undefined) add("pictographs", "high", `a new large line of pictographs: ${excerpt([{ block: pictured, words: 0, novelty: 1 }])}`)
  }

  // 3c. A new picture drawn in characters (a skull, a crew's logo in ASCII art): a defacer's signature that
  // carries few words for the signs above to weigh.
  if (d.art !== undefined) {
    const knownArt = setOf(d.art)
    const drawn = blocks.find((b) => b.text.length >= 40 && isTextArt(b.text) && !knownArt.has(fnv(b.text)))
    if (drawn !== undefined) add("text_art", "high", `a new picture drawn in characters: ${excerpt([{ block: drawn, words: 0, novelty: 1 }])}`)
  }

  // 4. Paragraphs replaced while the markup may stay the same.
  if (missing * d.rate >= 15 && newWords >= 30 && fresh.length >= 2) {
    add("text_rewritten", "high", `${Math.round(newWords)} words of new text replace ${missing * d.rate} words of the page's text: ${excerpt(fresh)}`, { new_words: Math.round(newWords), removed_words: missing * d.rate })
  } else if (newWords >= Math.max(150, pageWords * 0.5)) {
    add("text_added", "medium", `${Math.round(newWords)} words of new text: ${excerpt(fresh)}`, { new_words: Math.round(newWords) })
  }

  // 4a. The same new words in four or more of the page's own paragraphs, which otherwise stay as they were. (Three is
  // what an honest edit of a few items does: "Also available on: Amazon" under each of three products.)
  // (words the page's new title carries too are the page naming itself anew: an organisation renamed)
  const titled: Array<number> = []
  blockShingles(current.title, titled)
  for (const h of titled) spread.delete(h)
  // (and words that are part of the page's links, "(opens in a new tab)" added to each, label those links)
  if (spread.size > 0) {
    const labels = current.refs.filter((r) => r.kind === "link" && r.label.length > 0).map((r) => (r.label.toLowerCase().match(TOKEN) ?? []).join(" "))
    for (const [h, words] of phrases) if (spread.has(h) && (spread.get(h)!.length >= 4) && labels.some((l) => l.includes(words))) spread.delete(h)
  }
  const planted = [...spread.values()].find((where) => new Set(where).size >= 4)
  if (planted !== undefined) {
    add("phrase_spread", "high", `the same new words were put into ${new Set(planted).size} of the page's own paragraphs: ${planted.slice(0, 2).map((t) => `"${t.replace(/\s+/g, " ").trim().slice(-90)}"`).join(", ")}`, { blocks: new Set(planted).size })
  }

  // 4b. The page's own sentences kept word for word but for a negation put into them, in two paragraphs or more:
  // what the page says is turned into its opposite while it reads the same ("are not among", "was never"). An
  // editor's correction changes a figure or a name in one place; numbers are read as numbers by the shingles
  // (every figure alike), so only the words count here.
  if (edited.length >= 2) {
    const negated: Array<string> = []
    for (const e of edited) {
      const words = e.text.toLowerCase().match(WORDS) ?? []
      if (e.at.some((j) => words.slice(j, j + 3).some((w) => NEGATIONS.has(w)))) negated.push(e.text)
    }
    if (negated.length >= 2) {
      add("meaning_inverted", "high", `${negated.length} of the page's own sentences are kept word for word but for a negation put into them: ${negated.slice(0, 2).map((t) => `"${t.replace(/\s+/g, " ").trim().slice(0, 90)}"`).join(", ")}`, { blocks: negated.length })
    }
  }

  // 5. New text in another language or writing system, block by block (link text too: spam pages are
  // linked in their language). Boxes laid over the page are judged by their own rules.
  const freshText = fresh.map((b) => b.block.text).join(" ")
  const spoken = [...fresh, ...freshLinks].filter((b) => (b.block.flags & (Prominence.OVERLAY | Prominence.COVER)) === 0 || (b.block.flags & Prominence.SCRIPTED) !== 0)
  const own = new Set([...d.langs, ...localeLanguages(current), ...(settings.engine_settings?.visible_text?.languages ?? [])])
  const foreignSystems = new Set<string>()
  const foreignLanguages = new Set<string>()
  const foreignBlocks: Array<NewBlock> = []
  /** the languages of new sentences (five words or more) the page never used */
  const foreignSentences = new Set<string>()
  for (const b of spoken) {
    const alien = alienSystems(b.block.text, d.systems)
    if (alien.length > 0) {
      for (const sys of alien) foreignSystems.add(sys)
      foreignBlocks.push(b)
      continue
    }
    if (d.lang === null) continue
    const p = languageProfile(b.block.text)
    const other = otherLanguage(p, d.lang)
    if (other !== null && !own.has(other)) {
      foreignLanguages.add(other)
      foreignBlocks.push(b)
      if (b.words >= 5 && !freshLinks.includes(b)) foreignSentences.add(other)
    }
  }
  if (foreignBlocks.length > 0) {
    // Read first or made prominent: the visitor cannot miss it.
    const seen = foreignBlocks.some((b) => b.block.at < FIRST_SCREEN || (b.block.flags & (PROMINENT | Prominence.HEADING)) !== 0)
    if (foreignSystems.size > 0) {
      // A sentence in a script the page never used is rarely an honest edit wherever it stands; a language
      // switcher's labels ("العربية", "中文") are link text, and count only where a visitor reads first.
      const sentence = foreignBlocks.some((b) => !freshLinks.includes(b) && b.words >= 3)
      add("language", seen || sentence ? "high" : "medium", `new text in a writing system the page does not use (${[...foreignSystems].join(", ")}): ${excerpt(foreignBlocks)}`, { systems: [...foreignSystems] })
    } else {
      // Another language in the page's own script is a sign, not an alarm, unless it is shouted (a headline,
      // large, laid over the page, moving): sites add notices, translations and quotes in a second language.
      const shouted = foreignBlocks.some((b) => (b.block.flags & PROMINENT) !== 0 || (b.block.at < FIRST_SCREEN && (b.block.flags & Prominence.HEADING) !== 0))
      // Sentences in three languages or more that the page never used: text written for other countries' readers
      // (spam campaigns localise so), not for this page's. A site's notice in its second language is one.
      const many = foreignSentences.size >= 3
      add("language", shouted || many ? "high" : "medium", `new text in ${many ? `${foreignSentences.size} languages` : "another language"} (${[...foreignLanguages].join(", ")}) than the page (${d.lang}): ${excerpt(foreignBlocks)}`, {
        languages: [...foreignLanguages],
        page_language: d.lang,
        silence: `engine_settings.visible_text.languages: ${JSON.stringify([...foreignLanguages])}`
      })
    }
  }

  // 5b. A new message written in a code a visitor cannot read (Morse, binary, hexadecimal, base64) that decodes to
  // words: the vanity of a defacer, who signs in code. What it says is read with the rest of the new text below.
  // (every block is read: Morse and binary have no words, so they are never among the new blocks above)
  const hadCoded = new Set(d.coded ?? [])
  const coded = d.coded === undefined ? [] : current.blocks.map((b) => [b, decodedMessage(b.text)] as const).filter((x): x is readonly [TextBlock, string] => x[1] !== null && !hadCoded.has(x[1]))
  if (coded.length > 0) add("coded_message", "high", `new text written in code that decodes to words: "${coded[0]![0].text.slice(0, 60)}" reads "${coded[0]![1].slice(0, 120)}"`, { decoded: coded.map((x) => x[1].slice(0, 500)) })
  const decodedText = coded.map((x) => x[1]).join(" ")
  // 5b. An injection's probe left in the text: a template expression that computes ("{{7*7}}", "${7*7}",
  // "{{constructor.constructor(...)}}") or the quote-and-bracket that breaks out of an attribute ('"><h1>').
  // Such text is what an attacker types to see whether the page runs what it is given.
  const probed = [...fresh.map((b) => b.block.text), ...edited.map((e) => e.text)].find((t) => PROBE.test(t))
  if (probed !== undefined) add("injection_probe", "high", `new text carries an injection probe: "${probed.slice(0, 100)}"`, { text: probed.slice(0, 200) })
  // 6. The words defacers sign with.
  const scripted = blocks.slice(current.blocks.length).map((b) => b.text).join(" ") + (decodedText.length > 0 ? ` ${decodedText}` : "")
  const labels = labelsOf(current)
  const now = signaturesOf(`${current.title} ${current.text} ${scripted} ${current.hidden_text} ${labels}`)
  // (the site's own report of an intrusion it has repaired, "our website was defaced ... has been restored", speaks
  // of defacement in the site's voice: its words are the site's, not a defacer's)
  // (and a report of another site's repaired intrusion that quotes its message, in a paragraph of narration:
  // "visitors found a message reading “Hacked by …” ... restored from a backup": reported speech, with its heading)
  const told = fresh.filter((b) => REPAIRED.test(b.block.text) && (OUR_SITE.test(b.block.text) || (b.words >= 30 && (b.block.flags & PROMINENT) === 0 && QUOTED.test(b.block.text))))
  const reports = told.length === 0 ? told : fresh.filter((b) => told.includes(b) || ((b.block.flags & Prominence.HEADING) !== 0 && told.some((t) => t.block.at > b.block.at && t.block.at - b.block.at <= 300)))
  const reported = reports.length === 0 ? {} : signaturesOf(reports.map((b) => b.block.text).join(" "))
  const signed = Object.keys(now).filter((p) => now[p]! - (reported[p] ?? 0) > (d.signatures[p] ?? 0))
  if (signed.length > 0) add("signature", "high", `defacement signature(s) appeared: ${signed.join(", ")}`, { found: signed })
  else {
    // Signed where only the site's people look: the console, the address bar, the source.
    const printed = current.scripts_inline.filter((s) => !shapes.has(s.shape)).flatMap((s) => readScript(s.code).prints)
    const inPrint = printed.find((t) => marksOf(t) > 0)
    const inSource = d.marks !== undefined && marksOf(sourceText(current, labels)) > d.marks
    if (inPrint !== undefined) add("signature", "high", `a new script signs where the site's own people look (the developer console or the address bar): "${inPrint.slice(0, 100)}"`, { found: [inPrint.slice(0, 200)] })
    else if (inSource) add("signature", "high", "a defacer's mark appeared in the page's source only (hidden text, a meta tag or a label): \"owned by\", \"was here\", a crew's name", { found: ["source mark"] })
  }
  // The greetings list defacers sign with: "Greets: a - b - c", "Saludos a: a, b, c".
  const greetings = [...fresh, ...blocks.slice(current.blocks.length).map((block) => ({ block, words: 0, novelty: 1 }))].find((b) => GREETINGS.test(b.block.text))
  if (greetings !== undefined && signed.length === 0) add("signature", "high", `a defacer's greetings list appeared: ${excerpt([greetings])}`, { found: ["greetings list"] })
  // Large or boxed new text signed by a crew: a message from whoever signs it, not the site (a site's own
  // notice signed "— The Harbour Bakery Team" names the site and is left alone).
  const ownLabel = siteLabel(current.url)
  const crew = greetings === undefined && signed.length === 0
    ? fresh.find((b) => CREW.test(b.block.text) && ((b.block.flags & PROMINENT) !== 0 || HOSTILE_CREW.test(b.block.text)) && !squash(CREW.exec(b.block.text)![1]!).includes(ownLabel))
    : undefined
  // A crew's name alone in a box of its own (a fixed corner, a large line): the signature of whoever added it.
  // (in a box over the page any crew word signs; in the flow of the page only those no organisation calls itself)
  const named = crew === undefined && greetings === undefined && signed.length === 0
    ? fresh.find((b) => b.block.text.length <= 80 && b.block.link < 0.5 && !squash(b.block.text).includes(ownLabel) &&
      ((b.block.flags & (Prominence.OVERLAY | Prominence.COVER | Prominence.MOVING)) !== 0 ? HOSTILE_CREW.test(untagged(b.block.text)) || (CREW_NAME.test(untagged(b.block.text)) && !SERVICE_WORDS.test(b.block.text)) : INTRUDERS.test(untagged(b.block.text))))
    : undefined
  if (named !== undefined) add("signature", "high", `a crew's name in new text: ${excerpt([named])}`, { found: [named.block.text.slice(0, 80)] })
  // A statement under a large new heading, signed by a crew (a word no company's department uses: crew, army, squad,
  // ghosts, legion, ...): the crew's statement, not the site's. And an operation's hashtag (#OpIsrael, #OpPayback):
  // hacktivists name their campaigns so.
  const statement = crew === undefined && named === undefined && signed.length === 0
    ? fresh.find((b) => CREW.test(untagged(b.block.text)) && !/\b(?:team|group)\s*[.!]*\s*$/i.test(untagged(b.block.text)) && !squash(CREW.exec(untagged(b.block.text))![1]!).includes(ownLabel) &&
      fresh.some((h) => h !== b && (h.block.flags & (Prominence.H1 | Prominence.BIG | Prominence.OVERLAY | Prominence.COVER)) !== 0 && h.block.at <= b.block.at && b.block.at - h.block.at <= 800))
    : undefined
  if (statement !== undefined) add("signature", "high", `a new statement under a large heading, signed by a crew: ${excerpt([statement])}`, { found: [CREW.exec(untagged(statement.block.text))![1]!.trim()] })
  const operation = signed.length === 0 && crew === undefined && named === undefined && statement === undefined ? fresh.find((b) => OPERATION.test(b.block.text)) : undefined
  if (operation !== undefined) add("signature", "high", `a hacktivist operation's hashtag in new text: ${OPERATION.exec(operation.block.text)![0]}`, { found: [OPERATION.exec(operation.block.text)![0]] })
  // A box laid over the page, or large text, signed with a handle (a nickname spelt as nobody's name is: "Gh0st",
  // "xXSahinXx", "Samurai_joker", "0xGh0st", "Mr.Storm") on a line of its own or after "by": an intruder signing
  // what they put over the site. Names of people and companies are not spelt so.
  if (!out.some((o) => o.check === "signature")) {
    const handled = fresh.find((b) => (b.block.flags & (Prominence.OVERLAY | Prominence.COVER | Prominence.BIG | Prominence.H1 | Prominence.MOVING)) !== 0 && b.words <= 40 && (signedByHandle(b.block.text) || WAS_HERE.test(b.block.text)))
      ?? fresh.find((b) => (b.block.flags & Prominence.COLOURED) !== 0 && b.words <= 30 && WAS_HERE.test(b.block.text))
      ?? fresh.find((b) => b.words <= 6 && signedByHandle(b.block.text) && fresh.some((h) => h !== b && (h.block.flags & (Prominence.OVERLAY | Prominence.COVER | Prominence.BIG | Prominence.H1)) !== 0 && Math.abs(b.block.at - h.block.at) <= 400))
    if (handled !== undefined) add("signature", "high", `new text over the page signed with a nickname: ${excerpt([handled])}`, { found: [handled.block.text.trim().slice(-40)] })
  }
  if (crew !== undefined) add("signature", "high", `new text signed by a crew: ${excerpt([crew])}`, { found: [CREW.exec(crew.block.text)![1]!.trim()] })
  const known = new Set(d.terms)
  const terms = defacementTerms(`${current.title} ${reports.length === 0 ? freshText : fresh.filter((b) => !reports.includes(b)).map((b) => b.block.text).join(" ")}`).filter((t) => !known.has(t))
  if (terms.length >= 3 || (terms.length >= 1 && prominentWords >= 2)) {
    add("defacement_words", "high", `new text speaks of ${terms.slice(0, 6).join(", ")}`, { terms })
  }

  // 6a''. New text that gives everything away: a discount of 100% on every order, "everything is free today". No shop
  // sells at nothing; a prankster in the shop's voice (or a scam collecting the orders) does.
  const giveaway = GIVEAWAY.exec(freshText)
  if (giveaway !== null) add("impossible_offer", "high", `new text gives everything away: "${giveaway[0].trim()}"`, { text: giveaway[0] })

  // 6a'''. New text that tells every visitor a document awaits them or their account needs them: a phishing lure.
  // (not a warning against lures, "we will never ask you to verify your account", nor a help page's question)
  const lure = LURE.exec(freshText)
  if (lure !== null && !lureDenied(freshText, lure.index, lure.index + lure[0].length)) add("account_lure", "high", `new text lures visitors: "${lure[0].trim()}"`, { text: lure[0] })

  // 6a'. New text that has visitors switch off their protection (antivirus, Defender, SmartScreen, a firewall) before
  // running something: what cracked-software and fake-update pages say. No honest page asks it.
  const unguard = SECURITY_OFF.exec(freshText)
  if (unguard !== null) add("disable_security", "high", `new text asks visitors to switch off their protection: "${unguard[0]}"`, { text: unguard[0] })

  // 6a. Script or frame tags shown as text: an injection wrote them into the site's data and the page escapes them
  // (mass SQL injection appends the same tag to every text field it reaches). The same tag in two or more places
  // the page never showed it (its title included) is that; one place is a sign (an article quoting code).
  // (A page that already shows many tags as text, its own markup escaped by mistake, shows new ones as it changes.)
  if (d.codeTags !== undefined && d.codeTags.length < 10) {
    const shownBefore = new Set(d.codeTags)
    const tagsShown = new Map<string, number>()
    for (const text of [current.title, ...blocks.map((b) => b.text)]) {
      for (const tag of codeTagsOf(text)) if (!shownBefore.has(tag)) tagsShown.set(tag, (tagsShown.get(tag) ?? 0) + 1)
    }
    if (tagsShown.size > 0) {
      const [tag, n] = [...tagsShown].sort((a, b) => b[1] - a[1])[0]!
      add("code_in_text", n >= 2 ? "high" : "medium", `the page now shows ${n >= 2 ? `the same script or frame tag as text in ${n} places` : "a script or frame tag as text"} (${tag.slice(0, 120)}): code written into the site's data by an injection`, { tag: tag.slice(0, 200), places: n })
    }
  }

  // 6a'. Errors the server now prints into the page (a PHP warning naming a file and a line): the page is broken where
  // visitors see it, and shows them the server's paths; a failing include of a file nobody wrote is what a removed
  // or broken backdoor leaves. Notices of old code (Deprecated, Notice) are a sign.
  if (d.errors !== undefined) {
    const before = new Set(d.errors)
    const errors = serverErrorsOf(current.text).filter((e) => !before.has(e))
    if (errors.length > 0) {
      const failing = errors.filter((e) => !MILD_ERROR.test(e))
      add("server_error", failing.length > 0 ? "high" : "medium", `the page now shows server errors to visitors: ${[...new Set(errors)].slice(0, 3).join("; ")}`, { errors: errors.slice(0, 10) })
    }
  }

  // 6b. What screen readers and search engines read of images and links (alt, title, aria-label) is text of the
  // page too: new defacement or spam words there, two or more, are a message hidden from sighted visitors.
  if (d.labelTerms !== undefined) {
    const knownLabels = new Set([...d.labelTerms, ...d.terms])
    const labelled = labelTermsOf(labels).filter((t) => !knownLabels.has(t) && !terms.includes(t))
    if (labelled.length >= 2) add("label_words", "high", `image and link labels now speak of ${labelled.slice(0, 6).join(", ")}`, { terms: labelled })
  }

  // 7. New hidden text (cloaked SEO text) and new search-preview texts.
  const hiddenNow: Array<number> = []
  const hiddenWords = blockShingles(current.hidden_text, hiddenNow)
  // The page's own text, now hidden.
  let nowHidden = 0
  for (const h of hiddenNow) if (stable.has(h)) nowHidden++
  if (d.stable.length >= 20 && nowHidden >= 20 && nowHidden / d.stable.length >= 0.25) {
    add("text_hidden", "high", `${Math.round((nowHidden / d.stable.length) * 100)}% of the page's text is now hidden from visitors`, { hidden_share: round(nowHidden / d.stable.length) })
  }
  // Orders to machines are short: a sentence is enough.
  const machineOrders = hiddenWords >= 8 && MACHINE_ORDERS.test(current.hidden_text)
  if (hiddenWords >= 20 || machineOrders) {
    const seen = setOf(d.hidden)
    const fresh = hiddenNow.filter((h) => !seen.has(h)).length
    const unseen = fresh / Math.max(1, hiddenNow.length)
    const spam = spamTerms(current.hidden_text)
    if ((unseen >= 0.5 && hiddenWords * unseen >= 20) || (machineOrders && fresh >= 8)) {
      // Hidden text is for whoever reads the page without seeing it: search engines and, now, AI assistants.
      // Owners hide menus and dialogs; text that sends its reader somewhere (an address, a phone number), speaks
      // of spam or hacking, or gives orders to a machine was hidden to mislead.
      const t = current.hidden_text
      const orders = machineOrders
      const sends = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.|\+\d[\d ().-]{8,}\d/i.test(t)
      const hostile = spam.length >= 2 || orders || (sends && (spam.length > 0 || defacementTerms(t).filter((w) => !known.has(w)).length > 0 || /\b(?:call|phone|visit|sign in|log ?in|verify|download|paste|run)\b/i.test(t)))
      add("hidden_text", hostile ? "high" : "medium", `${Math.round(Math.max(hiddenWords * unseen, orders ? fresh : 0))} words of new hidden text${orders ? " giving orders to AI assistants or other machines that read the page" : spam.length > 0 ? ` about ${spam.slice(0, 5).join(", ")}` : sends ? " sending its reader to an address or a phone number" : ""}`, { words: Math.round(hiddenWords * unseen), terms: spam })
    }
  }
  const replacedMeta: Array<string> = []
  let metaText = ""
  const addedMeta: Array<string> = []
  for (const [name, content] of current.meta) {
    // (who made the page and the ownership tokens are no preview: read for marks above, and by destinations)
    if (NOT_PREVIEW.test(name)) continue
    // A preview text the samples had (even empty) now says something else.
    const before = d.meta[name]
    // (one the samples did not have is what SEO plugins add every day: only what it says weighs)
    if (before === undefined) {
      if (/^(?:description|og:title|og:description|twitter:title|twitter:description)$/.test(name) && (defacementTerms(content).filter((t) => !known.has(t)).length >= 2 || Object.keys(signaturesOf(content)).length > 0 || spamTerms(content).length >= 2)) addedMeta.push(name)
      continue
    }
    const sh: Array<number> = []
    if (blockShingles(content, sh) < 2) continue
    const seen = new Set(before)
    // (a description taken from the page's own text, its first paragraph, says what the page says)
    if (sh.filter((h) => !seen.has(h) && !stable.has(h)).length / sh.length >= 0.8) {
      replacedMeta.push(name)
      metaText += ` ${content}`
    }
  }
  if (replacedMeta.length > 0) {
    // Owners rewrite their previews (a new campaign, a new season): an alarm when the new text speaks of hacking or
    // spam, signs itself, or is written in a language or script the page does not use; else a sign.
    const alienScript = alienSystems(metaText, d.systems).length > 0
    const otherLang = d.lang === null ? null : otherLanguage(languageProfile(metaText), d.lang)
    const hostile = defacementTerms(metaText).filter((t) => !known.has(t)).length > 0 || spamTerms(metaText).length > 0 ||
      Object.keys(signaturesOf(metaText)).length > 0 || alienScript || (otherLang !== null && !own.has(otherLang))
    add("meta_replaced", hostile ? "high" : "medium", `search and link-preview text replaced: ${replacedMeta.join(", ")}`, { names: replacedMeta })
  } else if (addedMeta.length > 0) {
    add("meta_replaced", "high", `new search and link-preview text speaks of hacking or spam, or signs itself: ${addedMeta.join(", ")}`, { names: addedMeta })
  }
  return out
}

/** What images and links say to screen readers and search engines (alt, aria-label, title): defacers sign there too. */
const labelsOf = (page: PageFeatures): string => {
  let out = ""
  for (const r of page.refs) if ((r.kind === "image" || r.kind === "link") && r.label.length > 0) out += ` ${r.label}`
  return out
}

/** The shingles of the first h1 of a page, or null when it has none. */
const firstHeading = (page: PageFeatures): Array<number> | null => {
  const h = page.blocks.find((b) => (b.flags & Prominence.H1) !== 0)
  if (h === undefined) return null
  const out: Array<number> = []
  blockShingles(h.text, out)
  return out
}

/** The main heading's shingles when every sample shows the same one (a rotating headline is not the page's own). */
const mainHeading = (samples: ReadonlyArray<PageFeatures>): Array<number> => {
  const all = samples.map(firstHeading)
  const first = all[0]
  if (first === null || first === undefined || first.length === 0) return []
  const key = [...first].sort((a, b) => a - b).join(",")
  return all.every((h) => h !== null && [...h].sort((a, b) => a - b).join(",") === key) ? bounded(first, 50) : []
}

const labelTermsOf = (labels: string): Array<string> => labels.length === 0 ? [] : defacementAndSpamTerms(labels)

/** The writing systems that make up a text (6+ letters, 30%+ of them) and the page barely uses (under 2% of its letters). */
const alienSystems = (text: string, page: Data["systems"]): Array<string> => {
  const systems = writingSystems(text)
  const letters = Object.values(systems).reduce((a, n) => a + (n ?? 0), 0)
  return Object.entries(systems).filter(([sys, n]) => (n ?? 0) >= 6 && (n ?? 0) / letters >= 0.3 && (page[sys as WritingSystem] ?? 0) < 0.02).map(([sys]) => sys)
}

const round = (x: number) => Math.round(x * 1000) / 1000

/** Languages of the country-code top-level domains (a .nl site may well speak Dutch). */
const TLD_LANGUAGE: Readonly<Record<string, string>> = {
  de: "de", at: "de", ch: "de", li: "de", fr: "fr", be: "fr", lu: "fr", es: "es", mx: "es", ar: "es", co: "es", cl: "es",
  pe: "es", it: "it", nl: "nl", pt: "pt", br: "pt", pl: "pl", tr: "tr", id: "id", my: "id", ru: "ru", by: "ru", kz: "ru",
  ua: "uk", se: "sv", ro: "ro", md: "ro", vn: "vi"
}

/** The languages a page's address and markup announce: its country domain's and its `<html lang>`. */
const localeLanguages = (page: PageFeatures): Array<string> => {
  const out: Array<string> = []
  const host = /^https?:\/\/([^/:?#]+)/i.exec(page.url)?.[1]?.toLowerCase() ?? ""
  const tld = host.slice(host.lastIndexOf(".") + 1)
  const byTld = TLD_LANGUAGE[tld]
  if (byTld !== undefined) out.push(byTld)
  if (host.endsWith(".be")) out.push("nl")
  if (host.endsWith(".ch")) out.push("fr", "it")
  const tag = page.lang.split("-")[0]
  if (tag !== undefined && tag.length > 0) out.push(tag === "ms" ? "id" : tag)
  return out
}

/**
 * The visible-text engine.
 *
 * @since 0.2.0
 */
export const visibleText: Engine = {
  name: NAME,
  question: "appearance",
  enabledByDefault: true,
  reads: { settings: ["engine_settings.visible_text"], baseline: [`engine_data.${NAME}`] },
  baselineData,
  compare
}

/**
 * Where does the page send visitors and their data? Every reference a
 * browser follows or loads is compared with the sites the baseline's
 * samples used:
 *
 * - an element present in every sample that now points at a site the page
 *   never used is retargeted (the login form, a script, a link, an image);
 * - new active content (script, frame, embed, stylesheet, form action,
 *   base, redirect, URLs of a new inline script) from a site the page never
 *   used alarms;
 * - new plain links to new sites are weighed by how many, whether they are
 *   hidden, and what they say.
 *
 * Widely used providers (analytics, consent managers, embeds, fonts, ...)
 * are reported but do not alarm by themselves: a page that starts using one
 * has most likely added a feature.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { Engine, Observation, Severity } from "../Engine.js"
import { Prominence, type PageFeatures, type Ref, type TextBlock } from "../Features.js"
import { bounded, boundedText, dataOf, outdated, setOf } from "../internal/data.js"
import { spamTerms, viceTerms } from "../internal/lexicon.js"
import { refKeys } from "../internal/refs.js"
import { readScript } from "../internal/script.js"
import { writingSystems } from "../internal/text.js"
import { assetKey, assetPath, combinedPackages, hostOf, onSharedSuffix, isChat, isPopularPackage, packageImitated, packageOf, repoImitating, isCompromised, isOpenCdn, isProvider, brandImitated, decodeSafe, editDistance, isFileLocker, isFormService, isPublicBody, isUserFileHost, labelOf, ownStorage, pathOf, siteOf, siteOfUrl, squash, stripQuery } from "../internal/url.js"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"

const NAME = "destinations"
const VERSION = 3
/** stable element identities kept per baseline (links last) */
const MAX_STABLE = 4000
const MAX_SITES = 2000
/**
 * Characters kept per field, at most (identities with their sites; sites;
 * asset keys; own paths): a page of relative references under a 2,000-character
 * URL made 8 MB of this engine's data from 0.33 MB of HTML. An identity or
 * file past it is treated like one past the counts.
 */
const MAX_STABLE_CHARS = 512 * 1024
const MAX_LIST_CHARS = 256 * 1024

interface Data {
  readonly v: number
  /** every site the samples referenced */
  readonly sites: ReadonlyArray<string>
  /** recorded with the addresses of data-* attributes among the page's references (absent before round 24) */
  readonly dataRefs?: boolean
  /** element identity -> site, for elements present in every sample with the same site */
  readonly stable: Readonly<Record<string, string>>
  /** shapes of the samples' inline scripts */
  readonly shapes: ReadonlyArray<number>
  /** shapes of inline scripts a sample had more than one of, each as many times as the sample with most had it (absent before round 13) */
  readonly repeated?: ReadonlyArray<number>
  /** redirect targets of the samples (sites) */
  readonly redirects: ReadonlyArray<string>
  /** how many other sites the page links to */
  readonly linkSites: number
  /** scripts, frames, embeds and media of the samples, as asset keys (fingerprints folded, any host of the site) */
  readonly urls: ReadonlyArray<string>
  /** paths of the page's own files (scripts, styles, images, icons), to follow a move to another host */
  readonly ownPaths: ReadonlyArray<string>
  /** files the samples carried inside the page (data: and blob: links), by name (absent in older baselines) */
  readonly embedded?: ReadonlyArray<string>
  /** links to local handlers in any sample (absent in baselines recorded before 0.3: read as none) */
  readonly handlers?: ReadonlyArray<string>
  /** writing systems of the samples' text (2% of its letters or more; absent in baselines recorded before 0.3) */
  readonly systems?: ReadonlyArray<string>
  /** whether a sample told search engines to leave the page out (absent in baselines recorded before 0.6) */
  readonly noindex?: boolean
  /** whether a sample sent its full address to other hosts (referrer policy unsafe-url or always; absent before round 15) */
  readonly leaky?: boolean
  /** the vice words (see lexicon.ts) the samples' text already carries (absent before round 15) */
  readonly vices?: ReadonlyArray<string>
  /** the marks of a scam advert's pitch (see `PITCH`) the samples' text already carries (absent before round 18) */
  readonly pitches?: ReadonlyArray<string>
  /** the hosts with a port of their own (host:port, not 80 or 443) the samples' references named (absent before round 23) */
  readonly ports?: ReadonlyArray<string>
  /** the samples' references that carried markup in their address or named a program as a document (absent before round 23) */
  readonly marked?: ReadonlyArray<string>
  /** the samples' links and forms to pages in the site's file and system folders (absent before round 14) */
  readonly folderPages?: ReadonlyArray<string>
  /** the fields each form of the samples asks for, by where it posts (address without query; absent before 0.6) */
  readonly forms?: Readonly<Record<string, string>>
  /** the search engines' ownership tokens of the samples (`google-site-verification=...`; absent before round 16) */
  readonly owners?: ReadonlyArray<string>
  /** the sitemaps the samples name (`<link rel=sitemap>`; absent before round 16) */
  readonly sitemaps?: ReadonlyArray<string>
  /** the content security policies of the samples (absent before round 17: the rule then stays quiet) */
  readonly policies?: ReadonlyArray<string>
  /** the Tor addresses (.onion) the samples' text and links name (absent before round 17) */
  readonly onions?: ReadonlyArray<string>
  /** whether a sample's text spoke of coins (bitcoin, monero, escrow; absent before round 17) */
  readonly coins?: boolean
}

const silence = `engines.${NAME} = false`

/** The embed addresses of federated video and social servers (PeerTube, Mastodon, Pixelfed). */
const FEDIVERSE_EMBED = /^https:\/\/[^/?#]+\/(?:videos\/embed\/[\w-]{6,}|@[\w.]+\/\d{6,}\/embed|p\/[\w.]+\/\d{6,}\/embed)(?:[?#]|$)/i
/** Documents and pictures a site publishes (not pages, not programs). */
const DOCUMENT = /\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|odp|csv|txt|rtf|epub|jpe?g|png|gif|webp|avif|svg|mp3|mp4|m4a|webm)$/i
/** The last segment of a path (a file's name), or "" for a folder. */
const fileNameOf = (path: string): string => path.slice(path.lastIndexOf("/") + 1)
/** The kinds of reference that are files a site serves itself (and may move to another host). */
const ASSETS: ReadonlySet<string> = new Set(["script", "stylesheet", "image", "resource", "media"])

/** Archives where defacers register their work: a new link to one is the defacer's signature. */
const DEFACEMENT_ARCHIVES = new Set(["zone-h.org", "zone-h.com", "zone-xsec.com", "mirror-h.org", "haxor.id", "defacer.id", "hack-mirror.com", "zone-hc.com"])

const baselineData = (samples: ReadonlyArray<PageFeatures>): Data => {
  const sites = new Set<string>()
  const perSample = samples.map((s) => {
    const keys = refKeys(s.refs)
    const m = new Map<string, string>()
    s.refs.forEach((r, i) => {
      const site = siteOfUrl(r.url)
      if (site === null) return
      sites.add(site)
      m.set(keys[i]!, site)
    })
    return m
  })
  // Sites the page's own inline scripts already name (state, configuration, embeds) are the page's too.
  for (const s of samples) for (const x of s.scripts_inline) for (const u of readScript(x.code).urls) {
    const site = siteOfUrl(u)
    if (site !== null) sites.add(site)
  }
  const first = perSample[0] ?? new Map<string, string>()
  const stable: Array<[string, string]> = []
  for (const [k, site] of first) if (perSample.every((m) => m.get(k) === site)) stable.push([k, site])
  // Keep active elements first when a page has more identities than a baseline keeps.
  stable.sort((a, b) => Number(a[0].startsWith("link:")) - Number(b[0].startsWith("link:")))
  const own = samples[0] === undefined ? null : siteOfUrl(samples[0].url)
  const linkSites = new Set<string>()
  for (const s of samples) for (const r of s.refs) if (r.kind === "link") {
    const site = siteOfUrl(r.url)
    if (site !== null && site !== own) linkSites.add(site)
  }
  let stableChars = 0
  let stableKept = 0
  for (const [k, site] of stable.slice(0, MAX_STABLE)) {
    stableChars += k.length + site.length
    if (stableChars > MAX_STABLE_CHARS) break
    stableKept++
  }
  return {
    v: VERSION,
    sites: boundedText(sites, MAX_SITES, MAX_LIST_CHARS),
    dataRefs: true,
    stable: Object.fromEntries(stable.slice(0, stableKept)),
    shapes: bounded(samples.flatMap((s) => s.scripts_inline.map((x) => x.shape)), 2000),
    repeated: repeatedShapes(samples),
    redirects: bounded(samples.flatMap((s) => s.refs.filter((r) => r.kind === "redirect").map((r) => siteOfUrl(r.url) ?? "")), 50),
    linkSites: linkSites.size,
    urls: boundedText(samples.flatMap((s) => s.refs.filter((r) => r.kind === "script" || r.kind === "frame" || r.kind === "embed" || r.kind === "media").map((r) => assetKey(r.url))), 2000, MAX_LIST_CHARS),
    ownPaths: boundedText(samples.flatMap((s) => s.refs.filter((r) => ASSETS.has(r.kind) && siteOfUrl(r.url) === own).map((r) => assetPath(r.url))), 2000, MAX_LIST_CHARS),
    embedded: bounded(samples.flatMap((s) => s.embedded ?? []), 200),
    systems: systemsOf(samples),
    handlers: boundedText(samples.flatMap((s) => s.handlers ?? []), 100, 12_000),
    noindex: samples.some((s) => NOINDEX.test(s.robots ?? "")),
    leaky: samples.some((s) => LEAKY.test(s.referrer ?? "")),
    vices: bounded([...new Set(samples.flatMap((s) => viceTerms(s.text)))], 50),
    pitches: [...new Set(samples.flatMap((s) => pitchOf(s.text)))],
    forms: formsOf(samples),
    owners: bounded([...new Set(samples.flatMap(ownersOf))], 50),
    sitemaps: bounded([...new Set(samples.flatMap(sitemapsOf))], 50),
    policies: bounded([...new Set(samples.map((x) => x.policy ?? ""))], 10),
    onions: bounded([...new Set(samples.flatMap(onionsOf))], 50),
    coins: samples.some((x) => COINS.test(x.text)),
    folderPages: bounded([...new Set(samples.flatMap((s) => s.refs.filter((r) => (r.kind === "link" || r.kind === "form") && folderPage(r.url, own)).map((r) => stripQuery(r.url))))], 50),
    marked: bounded([...new Set(samples.flatMap((s) => s.refs.filter((r) => injected(r.url) !== "" || DISGUISED.test(pathOf(r.url))).map((r) => r.url)))], 50),
    ports: bounded([...new Set(samples.flatMap((s) => s.refs.map((r) => hostPort(r.url)).filter((x): x is string => x !== null)))], 100)
  }
}

/** Shapes of inline scripts a sample has several of, each repeated as often as the most in one sample (500 at most). */
const repeatedShapes = (samples: ReadonlyArray<PageFeatures>): Array<number> => {
  const most = new Map<number, number>()
  for (const s of samples) {
    const n = new Map<number, number>()
    for (const x of s.scripts_inline) n.set(x.shape, (n.get(x.shape) ?? 0) + 1)
    for (const [shape, k] of n) if (k > 1 && k > (most.get(shape) ?? 0)) most.set(shape, k)
  }
  const out: Array<number> = []
  for (const [shape, k] of most) for (let i = 0; i < k && out.length < 500; i++) out.push(shape)
  return out
}

/** The page's ownership tokens for search engines and platforms (`<meta name="google-site-verification">`): who may run its search presence. */
const ownersOf = (p: PageFeatures): Array<string> => p.meta.filter(([n]) => n.includes("verif")).map(([n, c]) => `${n}=${c}`)
const sitemapsOf = (p: PageFeatures): Array<string> => p.refs.filter((r) => r.kind === "resource" && /\bsitemap\b/i.test(r.label)).map((r) => stripQuery(r.url))
/** Folders that hold what visitors and plugins upload, caches and temporary files: no site generates its sitemap there. */
const UPLOAD_FOLDER = /\/(?:wp-content\/uploads|uploads?|cache|tmp|temp|images?|img|media|files)\//i

const POLICY_WORD: Readonly<Record<string, string>> = { "script-src": "scripts", "style-src": "styles", "img-src": "images", "media-src": "media", "frame-src": "frames", "form-action": "form posts" }

/** Code that shows a hidden element. */
const REVEALS = /\.style\.display\s*=\s*["'](?:block|flex|grid|inline|inline-block|table)["']|\.style\.visibility\s*=\s*["']visible["']|\.removeAttribute\s*\(\s*["']hidden["']|\.hidden\s*=\s*false|\.showModal\s*\(|classList\.(?:remove|toggle)\s*\(\s*["'](?:hidden|d-none|is-hidden|hide)["']/

/** Money and coins: what a hidden service that sells asks for. */
const ONION_TRADE = /[$€£]\s?\d|\d\s?%|\b(?:btc|xmr|usdt|bitcoins?|monero|fees?|price|prices|buy|sell|deposit|mixing|tumbler|escrow)\b/i

const COINS = /\b(?:btc|xmr|usdt|bitcoins?|monero|mixing|mixer|tumbler|escrow)\b/i

/** Tor hidden services (v3: 56 base32 characters; v2: 16) the page names in its text or links. */
const ONION = /\b[a-z2-7]{56}\.onion\b|\b[a-z2-7]{16}\.onion\b/gi
const onionsOf = (p: PageFeatures): Array<string> => {
  const out: Array<string> = []
  if (p.text.includes(".onion")) for (const m of p.text.match(ONION) ?? []) out.push(m.toLowerCase())
  for (const r of p.refs) if (r.url.includes(".onion")) for (const m of r.url.match(ONION) ?? []) out.push(m.toLowerCase())
  return [...new Set(out)].slice(0, 50)
}

/**
 * What a content security policy lets the browser load, by kind: for each kind the page loads from its own site
 * (scripts, styles, images, media, frames, form posts), whether the policy still allows the page's own
 * origin. A policy that forbids them breaks the page for every visitor (sabotage); one that allows only another
 * host hands the page to it.
 */
const POLICY_KIND: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["script-src", ["script"]], ["style-src", ["stylesheet"]], ["img-src", ["image"]], ["media-src", ["media"]],
  ["frame-src", ["frame"]], ["form-action", ["form"]]
]
const blockedByPolicy = (policy: string, page: PageFeatures, own: string | null): Array<string> => {
  const directives = new Map<string, Array<string>>()
  for (const line of policy.split("\n")) for (const part of line.split(";")) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/)
    if (name !== undefined && name.length > 0 && !directives.has(name)) directives.set(name, sources)
  }
  const allowsOwn = (sources: ReadonlyArray<string>) =>
    // (a nonce, a hash or strict-dynamic lets the page's own tagged scripts run: not judged here)
    sources.some((x) => x === "'self'" || x === "*" || x.startsWith("'nonce-") || x.startsWith("'sha") || x === "'strict-dynamic'" || x === "https:" || x === "http:" || (own !== null && x.replace(/^https?:\/\//, "").replace(/^\*\./, "").replace(/[:/].*$/, "").endsWith(own)))
  const out: Array<string> = []
  for (const [name, kinds] of POLICY_KIND) {
    // (form-action has no fallback; the fetch directives fall back to default-src)
    const sources = directives.get(name) ?? (name === "form-action" ? undefined : directives.get("default-src"))
    if (sources === undefined || allowsOwn(sources)) continue
    if (page.refs.some((r) => kinds.includes(r.kind) && siteOfUrl(r.url) === own)) out.push(name)
  }
  return out
}

/** A robots directive that leaves the page out of search results. */
const NOINDEX = /\b(?:noindex|none)\b/
/** A link whose words are its site's name ("Leeds Herald" to leedsherald.co.uk). */
/**
 * A link that names its site and leads to its front page ("Leeds Herald" to https://www.leedsherald.co.uk/): an
 * entry of a directory. (One that leads past the front page or carries a code, `?ref=x7k2`, is an advert.)
 */
const namesItsSite = (r: Ref): boolean => {
  const name = squash(r.label)
  return name.length >= 4 && name === labelOf(siteOfUrl(r.url) ?? "") && /^https?:\/\/[^/?#]+\/?$/i.test(r.url)
}
/** Referrer policies that send the page's full address (path and query: tokens, search terms) to every host it loads. */
const LEAKY = /(?:^|\s)(?:unsafe-url|always)(?:\s|$)/
/** Fields that ask for a secret: PINs, one-time and security codes, memorable words, card and account numbers, passwords. */
const SECRET_FIELD = /(?:^|[^a-z])(?:pin|otp|tan|cvv2?|cvc2?|cvn|ssn|sin)(?:$|[^a-z])|one.?time|passcode|memorable|mother|maiden|security.?(?:code|answer|question)|card.?(?:num|no)|cc.?(?:num|no)|pass(?:word|wd)|2fa|mfa|auth.?code|verif\w*.?code|sms.?code/i
/** A JSONP callback is a function's name; one that carries code runs whatever its writer chose on the page. */
const CALLBACK_CODE = /[?&](?:callback|cb|jsonp|jsoncallback|jsonpcallback)=([^&#]*)/i
const carriesCode = (url: string): boolean => {
  const m = CALLBACK_CODE.exec(url)
  if (m === null) return false
  let v = m[1]!
  try {
    v = decodeURIComponent(v.replace(/\+/g, " "))
  } catch {
    // as written
  }
  return !/^[\w.$\[\]]*$/.test(v)
}
const formKey = (url: string) => stripQuery(url).toLowerCase()
/** How many fields of a form hide what is typed (passwords, PINs). */
const secretsOf = (r: Ref): number => Number(/secrets:(\d+)/.exec(r.text)?.[1] ?? (r.text.includes("password") ? 1 : 0))
/** Each form's fields across the samples, by where it posts (50 forms at most). */
const formsOf = (samples: ReadonlyArray<PageFeatures>): Record<string, string> => {
  const fields = new Map<string, Set<string>>()
  for (const s of samples) for (const r of s.refs) {
    if (r.kind !== "form") continue
    const k = formKey(r.url)
    if (!fields.has(k) && fields.size >= 50) continue
    const set = fields.get(k) ?? new Set<string>()
    for (const f of r.label.split(" ")) if (f.length > 0 && set.size < 60) set.add(f.slice(0, 60))
    set.add(`*secrets:${secretsOf(r)}`)
    fields.set(k, set)
  }
  return Object.fromEntries([...fields].map(([k, set]) => [k, [...set].sort().join(" ")]))
}

/** `<link rel>` values search engines follow to pick the page that ranks. */
/** A form on a form service, by its address. */
const HOSTED_FORM = /^https?:\/\/(?:docs\.google\.com\/forms\/|forms\.gle\/|forms\.(?:office|microsoft)\.com\/|(?:[\w-]+\.)?jotform\.com\/(?:form\/)?\d|[\w-]+\.typeform\.com\/to\/|tally\.so\/r\/|airtable\.com\/(?:app\w+\/)?shr|(?:www\.)?surveymonkey\.com\/r\/|[\w-]+\.formstack\.com\/forms\/|(?:www\.)?cognitoforms\.com\/[\w-]+\/|[\w-]+\.wufoo\.com\/forms\/|forms\.zohopublic\.\w+\/|form\.123formbuilder\.com\/|(?:[\w-]+\.)?formsite\.com\/[\w-]+\/|(?:www\.)?paperform\.co\/|[\w-]+\.paperform\.co\/|form\.questionscout\.com\/|(?:www\.)?emailmeform\.com\/builder\/form\/)/i
/** A space of its own on a documentation, help-desk, status or booking service (`example.gitbook.io`). */
const TENANT_HOST = /^[a-z0-9-]+\.(?:gitbook\.io|readme\.io|document360\.io|mintlify\.app|helpjuice\.com|zendesk\.com|freshdesk\.com|helpscoutdocs\.com|notion\.site|statuspage\.io|atlassian\.net|intercom\.help|teamtailor\.com|recruitee\.com|workable\.com|simplybook\.me|setmore\.com)$/
const SHOP_TENANT = /^[a-z0-9-]+\.(?:myshopify\.com|square\.site|bigcartel\.com|ecwid\.com|storenvy\.com)$/
const COUNTRY_SUFFIX = /^(?!(?:io|co|me|tv|cc|ws|to|ai|ly|gg|su|fm|am|la|vc|sh|so|nu|pw|tk|ml|ga|cf|gq)$)(?:[a-z]{2}|(?:co|com|org|net|ac|gov|edu|or|ne|gob|gv)\.[a-z]{2})$/
const BIDI_OVERRIDE = /[\u202d\u202e]|%e2%80%a[de]/i
const SEARCH_RELS = /\b(?:canonical|amphtml|next|prev|previous)\b/i
/** `rel=alternate` names the page's other versions (languages, mobile) and its feeds; feeds are left out. */
/** The pressure of a scam advert, by kind: what consumer-protection agencies list as its marks. */
const PITCH: ReadonlyArray<readonly [string, RegExp]> = [
  ["a discount past half price", /(?:^|[\s(–-])-?(?:[5-9]\d)\s?%\s?(?:off|discount|rabatt|reduziert|de (?:desconto|descuento|réduction|remise)|di sconto|korting|indirim|zniżki)|(?:save|spare|économisez|ahorra|risparmia|bespaar)\s+(?:up to\s+)?[5-9]\d\s?%/i],
  ["stock or time running out", /\b(?:only \d+ left|only \d+ (?:units|pieces|items) left|nur noch \d+|(?:solo|sólo) quedan \d+|plus que \d+|(?:solo|soltanto) \d+ rimast|restam apenas \d+|nog maar \d+|today only|ends (?:tonight|today|at midnight)|offer ends in|limited stock|stock limité|stock limitado|scorte limitate|while stocks last)\b/i],
  ["payment without buyer protection", /\b(?:friends (?:and|&) family|amici e familiari|amigos y familiares|freunde und familie|amis et famille|vrienden en familie|western union|moneygram|pay (?:by|with|in) (?:crypto|bitcoin|gift cards?|usdt)|(?:or|o|oder|ou|of) (?:crypto|cripto|krypto)\b)/i],
  ["a miracle claim", /\b(?:(?:companies|banks|doctors|dentists|experts|utilities) (?:hate|are furious|don't want you)|(?:hassen|odian|détestent|odiano) (?:dieses|este|ce|questo)|cuts? (?:your )?\w+ bills? by (?:up to )?\d{2}\s?%|one weird trick|miracle (?:device|cure|plug))\b/i],
  ["a lifetime licence sold cheap", /\b(?:lifetime (?:activation|licen[cs]e|key)|attivazione a vita|activación de por vida|activation à vie|lebenslange aktivierung|genuine (?:licen[cs]e )?keys?)\b/i]
]
/** The site's contact channels said to be out of use, or its payment details said to be new, in the page's languages. */
const DETAILS_MOVED = new RegExp([
  // contacts out of use
  String.raw`(?:phone|telephone|line|e-?mail|inbox|number|address|chat)s?\b[^.!?]{0,40}\b(?:(?:are|is) )?(?:no longer|not (?:being )?(?:monitored|answered|read|in use))\b`,
  String.raw`(?:telefon\p{L}*|e-?mail|nummer|adresse|postfach)[^.!?]{0,40}\bnicht mehr\b`,
  String.raw`(?:téléphon\p{L}*|ligne|e-?mail|courriel|numéro|adresse)[^.!?]{0,50}\b(?:ne sont plus|n'est plus|ne sera plus)\b`,
  String.raw`(?:teléfono|telefónica|línea|correo|e-?mail|número|dirección)[^.!?]{0,40}\bya no\b`,
  String.raw`(?:telefon\p{L}*|linea|e-?mail|numero|indirizzo)[^.!?]{0,40}\bnon (?:sono|è|viene|vengono) più\b`,
  String.raw`(?:telefoon\p{L}*|lijn|e-?mail|nummer|adres)[^.!?]{0,40}\bniet meer\b`,
  String.raw`(?:telefone|telefônica|telefónica|linha|e-?mail|número|endereço)[^.!?]{0,40}\b(?:não (?:são|é|está|estão|será) mais|já não)\b`,
  // payment details new
  String.raw`\b(?:updated|new|changed|revised)\s+(?:payment|bank(?:ing)?|remittance|wire|billing)\s+(?:instructions|details|information|account)`,
  String.raw`\b(?:payment|bank(?:ing)?) (?:details|instructions) (?:have|has) (?:changed|been updated)`,
  String.raw`\b(?:neu\p{L}*|aktualisiert\p{L}*|geändert\p{L}*)\s+(?:zahlungs(?:anweisung|information|daten|details|angaben)\p{L}*|bankverbindung\p{L}*|bankdaten|kontodaten|kontoverbindung\p{L}*)`,
  String.raw`\b(?:nouvel(?:le)?s?|mises? à jour)\s+(?:coordonnées (?:bancaires|de paiement)|instructions de paiement|rib)\b|\b(?:coordonnées bancaires|instructions de paiement) (?:ont changé|mises? à jour)`,
  String.raw`\b(?:nuev[oa]s|actualizad[oa]s)\s+(?:instrucciones de pago|datos bancarios|datos de pago)|\b(?:instrucciones de pago|datos bancarios) actualizad`,
  String.raw`\b(?:nuove|aggiornate)\s+(?:istruzioni di pagamento|coordinate bancarie|coordinate di pagamento)|\b(?:istruzioni di pagamento|coordinate bancarie) aggiornate`,
  String.raw`\b(?:nieuwe|bijgewerkte|gewijzigde)\s+(?:betaal(?:instructies|gegevens|informatie)|bankgegevens|rekeningnummer|rekeninggegevens)`,
  String.raw`\b(?:nov[oa]s|atualizad[oa]s)\s+(?:instruções de pagamento|dados bancários|dados de pagamento)|\b(?:instruções de pagamento|dados bancários) atualizad`
].join("|"), "iu")
/** The site saying it is licensed by a regulator, in the page's languages. */
const REGULATED = /\b(?:authori[sz]ed and regulated|regulated by|licensed by|registered with the|supervised by)\b|\b(?:zugelassen|beaufsichtigt|reguliert) (?:durch|von)\b|\b(?:agréée?|régulée?|autorisée?) (?:et (?:contrôlée?|régulée?) )?par\b|\b(?:autorizad[oa]|regulad[oa]|supervisad[oa]) (?:y (?:regulad[oa]|supervisad[oa]) )?por\b|\b(?:autorizzat[oa]|vigilat[oa]) (?:e vigilat[oa] )?dalla?\b|\b(?:vergund|onder toezicht van)\b|\b(?:autorizad[oa]|regulad[oa]) (?:e (?:regulad[oa]|supervisionad[oa]) )?pel[oa]\b/i
/** The text of the blocks from `before` characters before a position to `after` characters past it, joined. */
const textAround = (blocks: ReadonlyArray<TextBlock>, at: number, before: number, after: number): string => {
  let text = ""
  for (const b of blocks) {
    if (b.at > at + after) break
    if (b.at + b.text.length >= at - before) text += ` ${b.text}`
  }
  return text
}
const pitchOf = (text: string): Array<string> => PITCH.filter(([, re]) => re.test(text)).map(([what]) => what)

const ALTERNATE = /\balternate\b/i
const FEED = /(?:rss|atom|feed|\.xml|\/comments\/|json)/i



/**
 * A site that imitates the page's own: its name holds the page's name ("harbourbakery-secure.com",
 * "my-harbourbakery.shop") or is one or two typos from it ("harbourbakrey.com"). Attackers register such
 * names for phishing copies, "we have moved" notices and skimmer hosts; an owner's real second site is
 * usually already linked from the page, and an alert on a new one is worth a look anyway.
 */
export const imitates = (site: string, own: string | null): boolean => {
  if (own === null || site === own) return false
  const mine = labelOf(own)
  const theirs = labelOf(site)
  // (a short name, three or four letters, imitated as a whole word of the other's name: smh-assets.cc for smh.com.au)
  // (not on storage or hosting suffixes, where a bucket named after a short brand is as often its own)
  // (the bare acronym under another suffix is as often another organisation's: cbc.de is not cbc.ca)
  if (mine.length >= 3 && mine.length < 5 && own.split(".")[0]!.length === mine.length && site.split(".").length <= 3 && (site.split(".")[0] ?? "").split("-").length > 1 && (site.split(".")[0] ?? "").split("-").includes(mine)) return true
  if (mine.length < 5 || theirs.length < 5) return false
  if (theirs.includes(mine)) return true
  return editDistance(theirs, mine, mine.length >= 9 ? 2 : 1) <= (mine.length >= 9 ? 2 : 1)
}

/**
 * A host name that carries the site's whole domain before another one's (example.com.top, example.com-login.net);
 * not the site's own name under a country's suffix (example.com.au for example.com).
 */
const embedsOwn = (host: string | null, site: string, own: string | null): boolean =>
  host !== null && own !== null && !host.endsWith(`.${own}`) && host !== own && labelOf(site) !== labelOf(own) &&
  (host.startsWith(`${own}.`) || host.startsWith(`${own}-`) || host.includes(`.${own}.`) || host.includes(`.${own}-`))

/**
 * Top-level domains where most registrations serve spam and phishing (the cheap and free ones that abuse reports
 * rank highest, year after year): a site's name under one of them is not where an organisation moves. (Not the
 * suffixes organisations pick for their own short links and apps: .link, .app, .dev, .page, .me, .ly.)
 */
const ABUSED_TLD = /\.(?:xyz|top|cc|sbs|icu|cfd|click|info|online|site|shop|live|pro|ws|pm|pw|buzz|rest|fun|monster|quest|cyou|bond|tk|ml|ga|cf|gq|work|vip|loan|win|bid|club|support|website|store|ltd|cam|lol|mom|beauty|hair|skin|autos|boats|homes|biz|su|zip|mov)$/i
/** A section of an organisation's site that moves to a domain of its own (news.example → example-news.com). */
const SECTION_WORDS = /^(?:news|video|videos|tv|radio|finance|business|money|markets|environment|climate|sport|sports|jobs|careers|events|blog|media|group|magazine|kids|travel|health|education|learning|music|foundation|archive|local|politics|science|tech|culture|arts|food|weather|games|data|research|press|studio|labs|live|podcasts?|books)$/
/** Words no section is named by, that phishers add to a site's name: where visitors sign in, pay, or fetch files. */
const INFRA_WORDS = /secure|login|signin|logon|auth|sso|verif|account|billing|pay|wallet|update|webmail|donat|checkout|order|buy|ticket|regist|signup|join|refund|invoice|^(?:cdn|static|assets?|img|images|files?|download|support|help|portal|app|online|web|mail|cloud|id|my|official|service|services)$/
/**
 * The site's name under another reputable suffix, or with a section's name before or after it (a word of a known
 * section, or the words of the path the link leads to: example-reviews.com for /reviews/): where an organisation's
 * section moves.
 */
export const ownMove = (site: string, own: string | null, hint = ""): boolean => {
  // (nor is .co, .cm or .om for a .com: the suffix typed with a letter missing)
  // (and a name on a host anyone can use, netlify.app or github.io, is anyone's)
  if (own === null || site === own || ABUSED_TLD.test(site) || (own.endsWith(".com") && /\.(?:co|cm|om)$/.test(site)) || onSharedSuffix(site)) return false
  const mine = labelOf(own)
  const theirs = site.split(".")[0] ?? ""
  if (mine.length < 3) return false
  if (labelOf(site) === mine || labelOf(site) === `the${mine}` || mine === `the${labelOf(site)}`) return true
  const flat = theirs.replace(/-/g, "")
  const rest = flat.startsWith(mine) ? flat.slice(mine.length) : flat.endsWith(mine) ? flat.slice(0, -mine.length) : null
  return rest !== null && rest.length >= 2 && (SECTION_WORDS.test(rest) || (rest.length >= 3 && squash(hint).includes(rest) && !INFRA_WORDS.test(rest)))
}
/** A web address with a user name that looks like a host or a path (a dot, or a look-alike slash: ∕ ⁄ ／). */
const DISGUISED_URL = /^https?:\/\/[^/?#@]*(?:\.|%E2%88%95|%E2%81%84|%EF%BC%8F|%E2%A7%B8)[^/?#@]*@/i
/** A path where visitors sign in, pay or confirm something. */
const CREDENTIAL_PATH = /secure|log-?in|sign-?in|logon|auth|sso|verif|account|billing|pay|checkout|wallet|password|unlock|confirm/i
/** Payment requests a QR code may carry (wallets' URI schemes, UPI). */
const PAYMENT_SCHEME = /^QR code: (?:bitcoin|bitcoincash|ethereum|litecoin|monero|dogecoin|tron|solana|ripple|stellar|upi|payto):(?:\/\/)?([^?&\s]{12,})/i
/** Whether a handler is a QR code's payment request to an account the page writes in its text. */
const paysWritten = (handler: string, text: string): boolean => {
  const m = PAYMENT_SCHEME.exec(handler)
  return m !== null && text.toLowerCase().includes(m[1]!.toLowerCase())
}
/** Where a sign-in link returns its visitor: OAuth's `redirect_uri` (and the `redirect_url` some providers take). */
const RETURN_PARAM = /[?&]redirect_ur[il]=([^&#]+)/i
/** A path that opens a sign-in page. */
const SIGN_IN_PATH = /(?:^|\/)(?:log-?in|sign-?in|log-?on|auth|authenticate|sso)(?:\/|$|\.|\?)/i
/** A link to sign in, or into a visitor's account: where the site's own address matters most. */
const ACCOUNT_CTA = /\b(?:log ?in|sign ?in|sign ?up|register|account|password|my [a-z]+|anmelden|einloggen|konto|connexion|compte|accedi|accesso|acceder|iniciar sesi[oó]n|mi cuenta|inloggen|registreren|entrar|zaloguj)\b/i

/** Where a visitor reads first: the first characters of the page's visible text. */
/** The folders CMSs keep uploaded files in (WordPress, Drupal, Joomla, TYPO3, generic upload folders). */
const UPLOADS = /\/(?:wp-content\/uploads|sites\/[^/]+\/files|images\/uploads|fileadmin|uploads?|user_?files|attachments|media\/(?:uploads|catalog|wysiwyg))\//i
/**
 * Folders a site keeps its software's files in, where no page of its own lives: `.well-known` (certificate
 * checks, security.txt), WordPress's `wp-includes` and `wp-admin` assets, `cgi-bin`'s and other hidden folders;
 * and the uploads folders (UPLOADS). A page there (a folder, a script, an HTML file: not a PDF or an image) is what a phishing kit
 * dropped on the server looks like.
 */
const SYSTEM_FOLDER = /\/(?:\.well-known\/|wp-includes\/|wp-admin\/(?:css|js|images|includes)\/|cgi-bin\/\.|(?:[^/]+\/)*\.[a-z0-9_-]{2,}\/(?![^?#]*\.(?:txt|json|xml)(?:[?#]|$)))/i
const FOLDER_HINT = /\/\.|wp-|upload|cgi-bin|files\/|fileadmin|attachments|\/media\//i
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|docx?|xlsx?|pptx?|odt|ods|csv|txt|zip|mp3|mp4|webm|mov|json|xml|ics|vcf|epub|css|js|woff2?|ttf)$/i
/** Whether an address is a page in one of the site's own system or uploads folders (SYSTEM_FOLDER, UPLOADS). */
const folderPage = (url: string, own: string | null): boolean => {
  // (most of a page's own links are to pages: a cheap look for a folder's name first)
  if (own === null || !FOLDER_HINT.test(url) || siteOfUrl(url) !== own) return false
  const path = pathOf(url)
  // (a file's address given a trailing slash by a permalink setting is still the file)
  return (SYSTEM_FOLDER.test(path) || UPLOADS.test(path)) && !NOT_A_PAGE.test(path.replace(/\/+$/, "")) && !/\/\.well-known\/(?:security\.txt|change-password|openid-configuration|assetlinks\.json|apple-app-site-association)/i.test(path)
}
const TOP_OF_PAGE = 1500
const LOUD = Prominence.OVERLAY | Prominence.COVER | Prominence.MOVING | Prominence.SCRIPTED | Prominence.BIG

/** The text block a position of the visible text falls in. */
const blockOf = (page: PageFeatures, at: number): TextBlock | undefined => {
  let found: TextBlock | undefined
  for (const b of page.blocks) {
    if (b.at > at) break
    found = b
  }
  return found !== undefined && at <= found.at + found.text.length + 40 ? found : undefined
}

/** Markup inside an address: an encoded tag with an attribute ("%3Cform%20action=", "%3Cinput%20type="). */
const SWALLOWED = /%3C\/?(?:form|input|textarea|select|button|div|p|a|img|script|meta|span|table|section|label)(?:%20|\s)+[a-z-]+=|%3C\/(?:form|div|p|a|script|span|table|section|label)%3E/i


/** A web archive's copy of a page, which names the page's own address in its path. */
const ARCHIVE_COPY = /^https?:\/\/(?:web\.archive\.org\/web\/|archive\.(?:org\/web|today|ph|is|li|md|vn)\/|webcache\.googleusercontent\.com\/|arquivo\.pt\/wayback\/|webarchive\.(?:nationalarchives\.gov\.uk|loc\.gov)\/)/i

/** What a data: link opens as a page of its own (HTML, XHTML, SVG), by its media type or file name. */
const DATA_PAGE = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)$|\.(?:html?|xhtml|svg|mhtml?)$/i

/** Files a visitor downloads and opens: programs, installers, scripts, macro documents, disk images and archives, and iPhone configuration profiles and apps (a profile can route the phone's traffic and trust a certificate). */
// (and the files Windows and desktop shells open by running or connecting something: shortcuts, library and
// search-connector descriptions, remote-desktop connections, launchers, help and control-panel files, ClickOnce)
/** `<link rel>` values that hand the site's identity to a server: IndieAuth and OpenID delegation. */
const IDENTITY_RELS = /(?:^|\s)(?:authorization_endpoint|token_endpoint|indieauth-metadata|openid2?\.(?:server|delegate|provider|local_id))(?:\s|$)/i
/** A password given beside a download ("Password: 1234", "Passwort: …", "mot de passe : …"). */
const PASSWORD_GIVEN = /\b(?:password|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|parola(?: d'ordine)?|hasło|пароль|şifre|heslo|lösenord|adgangskode|salasana|jelszó)\b\s*(?:is|ist|est|es|é|[:=：])\s*\S|\b(?:pw|pwd|pass)\s*[:=]\s*\S/i
/** A server-side script's address, and a folder of static files where no such script belongs. */
const SERVER_SCRIPT = /\.(?:php\d?|phtml|cgi|pl|aspx?|jsp)$/i
const STATIC_FOLDER = /\/(?:images?|img|pics?|fonts?|css|js|assets|static|cache|tmp|temp|media|uploads?|files|\.well-known)\//i
/** A document's name with a program's extension after it ("report.pdf.exe", "invoice_pdf.scr", "photo.jpg .lnk"). */
const DISGUISED = /[._\s-](?:pdf|docx?|xlsx?|pptx?|odt|rtf|txt|jpe?g|png|gif|mp4|mp3)(?:\s|%20)*\.(?:exe|scr|pif|bat|cmd|com|ps1|vbs|vbe|jse?|wsf|hta|lnk|msi|jar|cpl)$/i
/** An explicit port other than the scheme's own, as host:port, or null. */
const hostPort = (url: string): string | null => {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:@]+):(\d{1,5})(?=[/?#]|$)/i.exec(url)
  return m === null || m[2] === "80" || m[2] === "443" ? null : `${m[1]!.toLowerCase()}:${m[2]}`
}
/** Markup or script in a URL's query or fragment, decoded ("<svg", "onerror=", "javascript:", a template expression that runs code): what it carries, or "". */
const injected = (url: string): string => {
  const q = url.search(/[?#]/)
  if (q === -1) return ""
  const tail = url.slice(q + 1)
  if (!/[<%{]|on\w+\s*=|javascript/i.test(tail)) return ""
  let text = decodeSafe(tail.replace(/\+/g, " "))
  if (text.includes("%")) text = decodeSafe(text)
  const m = /<\s*\/?\s*(?:script|svg|img|iframe|body|object|embed|details|math|style|a)\b[^>]*|\bon(?:error|load|focus|mouseover|toggle|begin|animationstart|pointerenter)\s*=|javascript\s*:|\{\{[^}]{0,80}(?:constructor|import\s*\(|eval\s*\(|fetch\s*\(|alert\s*\()|\$\{[^}]{0,80}(?:import\s*\(|eval\s*\(|fetch\s*\()/i.exec(text)
  return m === null ? "" : m[0].slice(0, 60)
}
const EXECUTABLE = /\.(?:exe|msi|msix|appx|appinstaller|scr|pif|bat|cmd|ps1|vbs|vbe|jse?|wsf|wsh|hta|jar|jnlp|apk|xapk|dmg|pkg|app|deb|rpm|run|bin|sh|command|iso|img|vhdx?|docm|xlsm|pptm|lnk|url|website|scf|library-ms|searchconnector-ms|settingcontent-ms|appref-ms|application|rdp|desktop|chm|cpl|msc|xll|reg|inf|diagcab|zip|rar|7z|tar|gz|tgz|cab|mobileconfig|ipa)$/i

/** A link into a file locker that names a program or archive anywhere in its path (mediafire.com/file/x/Setup.zip/file). */
const lockedFile = (u: string): boolean => isFileLocker(hostOf(u)) && /\.(?:exe|msi|scr|zip|rar|7z|iso|img|dmg|apk|jar|vbs|js|hta|lnk|cab)(?:[/?#]|$)/i.test(pathOf(u))

const fileName = (u: string) => {
  const segments = u.replace(/[?#].*$/, "").replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, "").split("/")
  for (let i = segments.length - 1; i >= 0; i--) if (/\.[a-z0-9]{2,4}$/i.test(segments[i]!)) return segments[i]!
  return segments[segments.length - 1]!
}

/** A paid-content disclosure: "Sponsored by", "Paid for by", "In partnership with", in the languages the bench pages use. */
const SPONSOR_LINE = /\b(?:sponsored by|paid (?:for|post|content) (?:by|from)|paid partnership|in partnership with|presented by|gesponsert von|bezahlt von|in zusammenarbeit mit|sponsoris[ée]e? par|financ[ée] par|en partenariat avec|patrocinado por|pagado por|en colaboraci[óo]n con|pago por|em parceria com|sponsorizzato da|pagato da|in collaborazione con|gesponsord door|betaald door|in samenwerking met)\b/i
/** A file's name without folders, query or letters' case, and only letters and digits: "TeamViewer_QS-15.exe" -> "teamviewerqs15exe". */
const squashedFile = (u: string): string => fileNameOf(pathOf(u)).toLowerCase().replace(/[^a-z0-9]/g, "")
/** A version number in a file's name (1.2, 2.12.6, v8): a release, named so by whoever builds it. */
const VERSIONED = /(?:^|[^a-z0-9])v?\d{1,4}\.\d{1,4}(?:\.\d{1,5})?(?:[^0-9]|$)/i
/**
 * A program whose file is named for the site that serves it (TeamViewerQS.exe from teamviewer.com, AnyDesk.exe from
 * anydesk.com): the publisher's own download of its own product, not an intruder's payload on a host of its own.
 * (Not on a host anyone can upload to, nor on a name that claims an update, a login or a well-known brand.)
 */
const publishersOwn = (u: string, site: string): boolean => {
  const label = labelOf(site)
  const name = site.split(".")[0] ?? ""
  return label.length >= 5 && /^[a-z0-9]+$/.test(name) && !GENERIC_PROGRAM.test(name) && squashedFile(u).startsWith(label) && !ABUSED_TLD.test(`.${site}`) && !INFRA_WORDS.test(label) && !isUserFileHost(hostOf(u)) && brandImitated(site) === null
}
/** Publishers of remote-access programs, the tools tech-support scams have visitors install. */
const REMOTE_ACCESS = /^(?:anydesk|teamviewer|splashtop|rustdesk|screenconnect|connectwise|logmein|ultraviewer|supremofree|nanosystems|gotoassist|goto|remotepc|zohoassist|bomgar|beyondtrust|dwservice|aeroadmin|ammyy|litemanager|netsupport|remoteutilities|getscreen|hoptodesk|parsec|rsupport|islonline|showmypc|realvnc|tightvnc)$/
/**
 * A host named for a kind of program, not for its maker ("codecpack.net", "freevideoplayer.com", "driverfix.com"):
 * it publishes nothing of its own. (A maker's name may end in such a word: TeamViewer, AnyDesk.)
 */
const GENERIC_PROGRAM = /^(?:codec|player|driver|setup|install|flash|video|media|free|soft|crack|patch|fix|clean|boost|vpn|antivir|secur|plugin|viewer|reader|tool|helper|manager|download|update|get|fast|quick|turbo)/
const quote = (s: string) => {
  const t = s.replace(/\s+/g, " ").trim()
  return t.length > 60 ? `"${t.slice(0, 57)}..."` : `"${t}"`
}

/**
 * A sign-up form: it asks for an e-mail address among a few fields (at most six), none a password or a
 * card. Moved to an e-mail marketing service it is a vendor change, not a hijack.
 */
/** Fundraising platforms whose donation forms organisations embed (a frame of one is the platform's form). */
const FUNDRAISING = new Set(["justgiving.com", "gofundme.com", "whydonate.com", "vakinha.com.br", "retedeldono.it", "migranodearena.org", "leetchi.com", "ulule.com", "kisskissbankbank.com", "startnext.com", "ketto.org", "milaap.org", "givealittle.co.nz", "mycause.com.au", "helloasso.com", "betterplace.org", "donorbox.org", "givebutter.com"])
/** A search form: one field a visitor fills in, named as search queries are, and nothing secret or payable. */
const SEARCH_FIELD = /^(?:q|s|query|search|searchterm|search_query|keys|keyword|keywords|term|terms|k|as_q|p|text|searchword|suche|recherche|buscar|zoeken|cerca)$/
const searchOnly = (r: Ref) => {
  if (r.text.includes("password") || r.text.includes("payment") || secretsOf(r) > 0) return false
  const shown = r.label.split(" ").filter((f) => f.length > 0 && !f.startsWith("~"))
  return shown.length === 1 && SEARCH_FIELD.test(shown[0]!)
}
/** The web's search engines: a site search handed to one of them sends the query, restricted to the site. */
const SEARCH_ENGINES = new Set(["google.com", "bing.com", "duckduckgo.com", "yahoo.com", "yandex.com", "yandex.ru", "baidu.com", "ecosia.org", "startpage.com", "qwant.com", "brave.com", "ask.com", "naver.com", "seznam.cz"])
const signupOnly = (r: Ref) => !r.text.includes("password") && !r.text.includes("payment") && /mail/i.test(r.label) && r.label.split(" ").length <= 6

/** Query names and paths of affiliate and referral links (not of ad or analytics pixels). */
const AFFILIATE = /[?&](?:aid|tag|campid|affid|aff_id|affiliate|affiliate_id|afftrack|clickref|awinaffid|irclickid|ranmid|murl|ref_id|refid|partner_id)=|\/(?:rover\/\d|deeplink\b|aff\/click|cread\.php|aff_c\b)/i

/** Link text that asks to pay ("Pay now", "Jetzt bezahlen", "Payer maintenant", "Pagar ahora", ...). */
const PAY_CTA = /\b(?:pay|payer|payez|paiement|bezahlen|zahlen|begleichen|pagar|pague|pagare|paga|betalen|betaal|betala|betal|zapłać|opłać|plătiți|platiti|öde|ödeme|bayar|settle|checkout)\b/i
/** Store pages of browser extensions: a link to one asks visitors to install software. */
const EXTENSION_STORE = /^https?:\/\/(?:chromewebstore\.google\.com\/detail|chrome\.google\.com\/webstore\/detail|addons\.mozilla\.org\/(?:[\w-]+\/)?(?:firefox\/)?addon|microsoftedge\.microsoft\.com\/addons\/detail|addons\.opera\.com\/(?:[\w-]+\/)?extensions\/details)\//i

/** Device-code sign-in pages: whoever shows a visitor the code gets the session the visitor signs in. */
const DEVICE_LOGIN = /^https?:\/\/(?:www\.)?(?:microsoft\.com\/(?:[a-z]{2}-[a-z]{2}\/)?devicelogin|login\.microsoftonline\.com\/[^/?#]+\/oauth2\/(?:v2\.0\/)?deviceauth|login\.live\.com\/oauth20_remoteconnect|aka\.ms\/devicelogin|github\.com\/login\/device|google\.com\/device|accounts\.google\.com\/o\/oauth2\/device)/i
const AUTHORIZE = /\/(?:oauth2?\/(?:v2\.0\/)?authorize|o\/oauth2\/(?:v2\/)?auth|login\/oauth\/authorize|dialog\/oauth)\b/i
/** An OAuth authorization link whose grant goes (redirect_uri) to a site the page never used. */
const grantsElsewhere = (url: string, known: ReadonlySet<string>): boolean => {
  if (!AUTHORIZE.test(url)) return false
  const site = returnSite(url, REDIRECT_URI)
  return site !== null && !known.has(site)
}
const REDIRECT_URI = /[?&]redirect_uri=([^&#]+)/i
/** The site a sign-in address sends its visitor back to (its `redirect_uri`, or the parameter `name` matches), or null. */
const returnSite = (url: string, name: RegExp): string | null => {
  const m = name.exec(url)
  return m === null ? null : siteOfUrl(decodeSafe(m[1]!))
}

/** The writing systems a page is written in: those of 2% of its letters or more, in any sample. */
const systemsOf = (samples: ReadonlyArray<PageFeatures>): Array<string> => {
  const out = new Set<string>()
  for (const s of samples) {
    const systems = writingSystems(`${s.title} ${s.text}`)
    const letters = Object.values(systems).reduce((a, n) => a + (n ?? 0), 0)
    for (const [sys, n] of Object.entries(systems)) if ((n ?? 0) >= Math.max(3, letters * 0.02)) out.add(sys)
  }
  return [...out].sort()
}

/** Link text no visitor notices: one to three punctuation marks. */
const SPECK = /^[\s.,;:'"\-_|·•]*[.,;:'"\-_|·•][\s.,;:'"\-_|·•]*$/

const formName = (r: Ref) =>
  r.label === "Sign in with Google" ? "a \"Sign in with Google\" prompt" : r.text.includes("password") ? "the login form" : r.text.includes("payment") ? "the payment form" : r.label === "formaction" ? "a form button" : "a form"

const list = (xs: Iterable<string>, max = 5) => {
  const a = [...new Set(xs)]
  return a.length <= max ? a.join(", ") : `${a.slice(0, max).join(", ")} and ${a.length - max} more`
}

const KIND_WORD: Record<string, string> = {
  script: "script",
  frame: "frame",
  embed: "embedded object",
  stylesheet: "stylesheet",
  media: "audio or video",
  image: "image",
  style: "CSS resource",
  resource: "linked resource",
  beacon: "click report (a link's ping)"
}

const compare = (baseline: Baseline, page: PageFeatures, settings: WebpageSettings): ReadonlyArray<Observation> => {
  const own_ = settings.engine_settings?.destinations
  const d = dataOf<Data>(baseline, NAME, VERSION)
  if (d === undefined) return [outdated(NAME)]
  // (a baseline recorded before data-* addresses were read knows none of them: they are left out until the page is
  // rebaselined, so an upgrade does not report a lazy loader's long-standing pictures as new)
  const current = d.dataRefs === true ? page : { ...page, refs: page.refs.filter((r) => r.text !== "data") }
  const own = siteOfUrl(current.url)
  const known = new Set(d.sites)
  if (own !== null) known.add(own)
  // Sites the user allowed count as the page's own.
  for (const host of own_?.allowed_domains ?? []) known.add(siteOf(host.toLowerCase()))
  // A site that now serves several of the page's own files, under the same paths, is the page's new host (a CDN).
  // (Not where a new <base> points: that moves every relative URL at once, which is the hijack itself.)
  const ownPaths = setOf(d.ownPaths)
  const baseSites = new Set(current.refs.filter((r) => r.kind === "base").map((r) => siteOfUrl(r.url)))
  const movedTo = new Map<string, number>()
  /** the sites that now serve the page's own scripts under their paths */
  const codeMovedTo = new Set<string>()
  for (const r of current.refs) {
    if (!ASSETS.has(r.kind)) continue
    const site = siteOfUrl(r.url)
    if (site === null || known.has(site) || baseSites.has(site) || !ownPaths.has(assetPath(r.url))) continue
    movedTo.set(site, (movedTo.get(site) ?? 0) + 1)
    if (r.kind === "script") codeMovedTo.add(site)
  }
  // Or object storage named after the site (a bucket "examplemedia" for example.com) that now serves several of its
  // files under their own names: the site's files moved off its server. (A look-alike domain is not storage.)
  const ownNames = new Set(d.ownPaths.map(fileNameOf))
  for (const r of current.refs) {
    if (!ASSETS.has(r.kind)) continue
    const site = siteOfUrl(r.url)
    if (site === null || known.has(site) || baseSites.has(site) || ownPaths.has(assetPath(r.url)) || !ownNames.has(fileNameOf(assetPath(r.url))) || !ownStorage(site, own)) continue
    movedTo.set(site, (movedTo.get(site) ?? 0) + 1)
  }
  const hosts: Array<string> = []
  for (const [site, n] of movedTo) {
    if (n >= 2) {
      known.add(site)
      hosts.push(site)
    }
  }
  let keys: ReadonlyArray<string> | null = null
  const keyOf = (i: number) => (keys ??= refKeys(current.refs))[i]!
  const baseKey = (k: string) => {
    const at = k.lastIndexOf("@")
    return at === -1 ? k : k.slice(0, at)
  }
  const stillThere = (key: string, site: string): boolean => {
    const all = keys ??= refKeys(current.refs)
    const b = baseKey(key)
    return current.refs.some((r, j) => baseKey(all[j]!) === b && siteOfUrl(r.url) === site)
  }
  const out: Array<Observation> = []
  // A finding about sites names the setting that allows them; the others, the engine's toggle.
  const add = (check: string, severity: Severity, message: string, detail: Record<string, unknown> = {}) => {
    const sites = (detail.sites as ReadonlyArray<string> | undefined) ?? (typeof detail.site === "string" ? [detail.site] : [])
    const quiet = sites.length > 0 ? `engine_settings.destinations.allowed_domains: ${JSON.stringify(sites.slice(0, 5))}` : silence
    out.push({ engine: NAME, check, question: "destinations", severity, message, silence: quiet, ...detail })
  }

  // A chat widget (loaded by a script element or an inline loader) on a page that had none.
  const chatAdded = (site: string, url?: string) => {
    if (d.sites.some(isChat) || out.some((o) => o.check === "chat_added")) return
    add("chat_added", "medium", `a chat widget from ${site} now talks to visitors, on a page that had none: whoever holds its account answers them and reads what they type`, url === undefined ? { site } : { url, site })
  }

  // New active content, grouped by kind: one finding per kind and severity.
  const active = new Map<string, { severity: Severity; sites: Set<string>; urls: Array<string> }>()
  const note = (kind: string, severity: Severity, site: string, url: string) => {
    const k = `${kind}/${severity}`
    const g = active.get(k) ?? { severity, sites: new Set(), urls: [] }
    g.sites.add(site)
    if (g.urls.length < 20) g.urls.push(url)
    active.set(k, g)
  }
  // The programs the page offers from its own site, by file name, and the new sites that offer the same files: a list
  // of mirrors (universities, ISPs, a project host) gives the site's own file from two sites or more, beside the site's
  // own link. An intruder's download is one host, and a name of its own.
  const ownFiles = new Set(current.refs.filter((r) => r.kind === "link" && EXECUTABLE.test(pathOf(r.url)) && siteOfUrl(r.url) === own).map((r) => fileNameOf(pathOf(r.url)).toLowerCase()))
  // (or, when the page had no link to it, the same file from three new sites or more)
  const sameFile = new Map<string, Set<string>>()
  for (const r of current.refs) {
    const site = r.kind === "link" && EXECUTABLE.test(pathOf(r.url)) ? siteOfUrl(r.url) : null
    if (site === null || known.has(site)) continue
    const file = fileNameOf(pathOf(r.url)).toLowerCase()
    sameFile.set(file, (sameFile.get(file) ?? new Set<string>()).add(site))
  }
  const mirrored = (u: string) => {
    const file = fileNameOf(pathOf(u)).toLowerCase()
    const sites = sameFile.get(file)?.size ?? 0
    return sites >= 3 || (sites >= 2 && ownFiles.has(file))
  }
  const visibleLinks = new Map<string, Ref>()
  const newLinks: Array<Ref> = []
  const hiddenLinks = new Map<string, Ref>()
  const hiddenRefs: Array<Ref> = []
  const providerLinks = new Set<string>()
  /** visible new links to known providers' sites */
  const providerRefs: Array<Ref> = []
  const structuredSites = new Set<string>()

  // New code and media on the page's own sites: uploaded with the defacement more often than not.
  const ownNew = new Map<string, Array<string>>()
  const knownUrls = setOf(d.urls)
  // Files carried inside the page for visitors to save (HTML smuggling): no site serves them, nobody scans them.
  // A link that makes the visitor's machine search a share, open a local file or install a package.
  const knownHandlers = setOf(d.handlers ?? [])
  // (a QR code asking to pay the account written beside it, "bitcoin:bc1q…" under the address the page shows, is
  // that account drawn for phones: the identifiers engine judges the account)
  const launched = (current.handlers ?? []).filter((h) => !knownHandlers.has(h) && !paysWritten(h, current.text))
  if (launched.length > 0) add("link_local_handler", "high", `the page now opens a program or a file on the visitor's machine or phone, or loads one from another machine's share (a link, an image, a style, a redirect or a QR code): ${list(launched.map((h) => h.slice(0, 60)), 3)}`, { links: launched.slice(0, 10) })
  // Told to leave the page out of search results: the page disappears for everyone who looks for it.
  if (d.noindex === false && NOINDEX.test(current.robots ?? "")) {
    add("search_removed", "high", `the page now tells search engines to leave it out of their results (${quote(current.robots ?? "")})`, {})
  }
  // Search presence claimed: an ownership token the page never carried lets an account run how search engines see the
  // site (a Search Console takeover adds the intruder's), and a sitemap on another host or in an upload folder lists
  // pages the site never made. Owners verify once, with their sitemap where the CMS writes it: a token alone is a sign.
  if (d.owners !== undefined && d.sitemaps !== undefined) {
    const had = new Set(d.owners)
    const claims = ownersOf(current).filter((o) => !had.has(o))
    const maps = new Set(d.sitemaps)
    const odd = sitemapsOf(current).filter((u) => !maps.has(u) && (siteOfUrl(u) !== own && !known.has(siteOfUrl(u) ?? "") || UPLOAD_FOLDER.test(pathOf(u))))
    if (odd.length > 0) {
      add("sitemap_planted", "high", `the page now names a sitemap ${siteOfUrl(odd[0]!) === own ? `in a folder of uploaded or cached files (${pathOf(odd[0]!)})` : `on ${siteOfUrl(odd[0]!)}, a domain this page never used`}${claims.length > 0 ? `, beside new search-engine ownership tokens (${claims.map((c) => c.split("=")[0]).join(", ")})` : ""}: search engines will read pages the site never made`, { url: odd[0]! })
    } else if (claims.length > 0) {
      add("search_owner_added", had.size > 0 ? "medium" : "low", `new search-engine ownership token(s) on the page (${claims.map((c) => c.split("=")[0]).join(", ")}): whoever holds them can run the site's search presence`, { names: claims.map((c) => c.split("=")[0]) })
    }
  }
  // A content security policy the page never had that forbids what the page loads from its own site: the
  // browser refuses the page's scripts, styles, images or form posts for every visitor (sabotage), or loads them
  // only from the host the policy names.
  if (d.policies !== undefined && (current.policy ?? "").length > 0 && !d.policies.includes(current.policy ?? "")) {
    const blocked = blockedByPolicy(current.policy!, current, own)
    if (blocked.length > 0) add("policy_blocks_page", "high", `the page now sets a content security policy that forbids browsers the page's own ${blocked.map((b) => POLICY_WORD[b] ?? b).join(", ")}: it breaks the page for every visitor (${quote(current.policy!.slice(0, 120))})`, { directives: blocked })
  }
  // A Tor address the page never named, beside talk of money or coins: visitors are sent to a hidden service that
  // The address a Smart App Banner opens the app at (app-argument): on a host the page never used, the banner sends
  // those who tap it there, in the app or, without it, in the browser.
  for (const x of current.identities ?? []) {
    if (!x.startsWith("appurl:")) continue
    const site = siteOfUrl(x.slice(7))
    if (site === null || known.has(site) || site === siteOfUrl(current.url) || isProvider(site)) continue
    add("app_banner_new_domain", "high", `the page's app banner now opens ${site}, a domain this page never used (${x.slice(7, 107)})`, { url: x.slice(7), site })
    break
  }
  // sells (a market, a mixer). Alone it is reported: newsrooms publish their SecureDrop address and sites their own
  // onion mirror (Onion-Location).
  if (d.onions !== undefined) {
    const had = new Set(d.onions)
    // (the site's own mirror, declared with Onion-Location, is the site)
    const mirrors = new Set((current.identities ?? []).filter((x) => x.startsWith("onion:")).map((x) => x.slice(6)))
    const onions = onionsOf(current).filter((o) => !had.has(o) && !mirrors.has(o))
    if (onions.length > 0) {
      // (in the block that names it, or coins named within 400 characters of it on a page that never spoke of coins:
      // a page's footer with prices, or its own bitcoin donation line, beside a newsroom's tip line says nothing of it)
      const at = current.blocks.filter((b) => b.text.includes(".onion")).map((b) => b.at)
      const selling = current.blocks.some((b) => (b.text.includes(".onion") && ONION_TRADE.test(b.text)) || (d.coins === false && COINS.test(b.text) && at.some((a) => Math.abs(a - b.at) <= 400)))
      add("onion_address", selling ? "high" : "low", `the page now ${selling ? "sends visitors, with talk of money, to" : "names"} a Tor hidden service it never named: ${onions.slice(0, 2).join(", ")}`, { onions: onions.slice(0, 10) })
    }
  }
  // A referrer policy loosened to send the page's full address, with whatever it carries (reset and session tokens,
  // search terms), to every host it loads: with something new loaded from another host, that host gets it.
  if (d.leaky === false && LEAKY.test(current.referrer ?? "")) {
    const loaded = (r: Ref) => (ASSETS.has(r.kind) || r.kind === "frame") && !known.has(siteOfUrl(r.url) ?? own ?? "")
    const to = current.refs.find(loaded)
    const site = to === undefined ? null : siteOfUrl(to.url)
    if (site !== null) add("referrer_leak", "high", `the page now sends its full address (with any token or search it carries) to the hosts it loads, and loads something new from ${site}, a domain this page never used`, { url: to!.url, site })
    else add("referrer_loosened", "medium", `the page now sends its full address (with any token or search it carries) to every host it loads (referrer policy ${quote(current.referrer ?? "")})`, {})
  }
  // A form that now asks for secrets it never asked for (a PIN, a one-time code, a memorable word, a card
  // number) where it posted before: fields injected into the page's own form.
  if (d.forms !== undefined) {
    for (const r of current.refs) {
      if (r.kind !== "form") continue
      const before = d.forms[formKey(r.url)]
      if (before === undefined) continue
      const had = new Set(before.split(" "))
      // (another small form posting to the same address, a members' password box beside the search form, shares
      // none of its fields: it is a new form, judged as one, not the old one asking more; fields injected into a
      // form come several at a time, named)
      const named = r.label.split(" ").filter((f) => f.length > 0 && !f.startsWith("~"))
      const fieldsBefore = [...had].filter((f) => !f.startsWith("*"))
      if (fieldsBefore.length > 0 && named.length <= 1 && !named.some((f) => had.has(f))) continue
      const asked = named.filter((f) => !had.has(f) && SECRET_FIELD.test(f))
      // (older baselines: no count, nothing to compare with)
      const secretsBefore = Math.max(-1, ...[...had].map((f) => Number(/^\*secrets:(\d+)$/.exec(f)?.[1] ?? -1)))
      const hidden = secretsOf(r)
      if (asked.length > 0 && ![...had].some((f) => SECRET_FIELD.test(f) && asked.some((a) => a.replace(/\d+$/, "") === f.replace(/\d+$/, "")))) {
        add("form_asks_more", "high", `the form that posts to ${pathOf(r.url) || "/"} now also asks for ${list(asked, 4)}, which it never asked for`, { url: r.url, fields: asked.slice(0, 10) })
        break
      }
      if (secretsBefore >= 0 && hidden > secretsBefore) {
        add("form_asks_more", "high", `the form that posts to ${pathOf(r.url) || "/"} now has ${hidden} fields that hide what is typed (passwords, PINs) where it had ${secretsBefore}`, { url: r.url })
        break
      }
      // A sign-in form does not grow: two or more fields it never had, whatever their names ("f1", "x2": a web
      // inject labels them for the visitor, not for the server), are questions someone else added.
      const added = r.label.split(" ").filter((f) => f.length > 0 && !f.startsWith("~") && !had.has(f) && !/token|csrf|nonce|captcha|honeypot|remember/.test(f))
      if (secretsBefore >= 1 && added.length >= 2) {
        add("form_asks_more", "high", `the sign-in form that posts to ${pathOf(r.url) || "/"} now asks for ${added.length} more fields (${list(added, 4)}), which it never had`, { url: r.url, fields: added.slice(0, 10) })
        break
      }
    }
  }
  if (d.embedded !== undefined) {
    const before = setOf(d.embedded)
    const smuggled = (current.embedded ?? []).filter((n) => !before.has(n) && (EXECUTABLE.test(n) || /octet-stream|x-ms|x-msdownload|java-archive|x-sh|zip|x-rar|x-7z|vnd\.android|x-apple-diskimage|hta|x-apple-aspen-config/.test(n)))
    if (smuggled.length > 0) add("download_embedded", "high", `the page now hands visitors a file it carries inside itself: ${list(smuggled, 3)} (nothing on the network serves or scans it)`, { files: smuggled.slice(0, 10) })
    // A link that opens a page written inside the link itself (data:text/html): no site serves it, no address bar
    // says who wrote it, and what it shows (a sign-in form, a frame) is whatever the link's writer chose.
    const pages = (current.embedded ?? []).filter((n) => !before.has(n) && DATA_PAGE.test(n))
    if (pages.length > 0) add("link_data_page", "high", `a link now opens a page written inside the link itself (${list(pages, 3)}): no site serves it and the address bar does not say who wrote it`, { files: pages.slice(0, 10) })
  }
  // The site's own files moved together to one new host (its images, scripts and style sheets, four in five of them
  // at least, scripts under the paths they had): the owner's own static domain (a cookieless asset host, a CDN
  // name), weighed as a provider of this page. An intruder swaps one script for theirs; moving every file means
  // serving a copy of every file.
  const assetHosts = new Set<string>()
  // (read only when one of those files now comes from a site the page never used: the element keys it needs are
  // made on demand, and an unchanged page needs none)
  const ASSET_KINDS = (k: string) => k === "script" || k === "image" || k === "stylesheet" || k === "resource"
  if (own !== null && current.refs.some((r) => { const site = ASSET_KINDS(r.kind) ? siteOfUrl(r.url) : null; return site !== null && site !== own && !known.has(site) })) {
    const moved = new Map<string, { count: number; kinds: Set<string>; pathsKept: boolean }>()
    let ownAssets = 0
    current.refs.forEach((r, i) => {
      if (!ASSET_KINDS(r.kind)) return
      const before = d.stable[keyOf(i)]
      if (before !== own) return
      ownAssets++
      const site = siteOfUrl(r.url)
      if (site === null || site === own || known.has(site)) return
      const m = moved.get(site) ?? { count: 0, kinds: new Set<string>(), pathsKept: true }
      m.count++
      m.kinds.add(r.kind)
      if (r.kind === "script" && !knownUrls.has(`${own}${assetPath(r.url)}`)) m.pathsKept = false
      moved.set(site, m)
    })
    for (const [site, m] of moved) if (m.count >= 3 && m.kinds.size >= 2 && m.pathsKept && m.count >= 0.8 * ownAssets) assetHosts.add(site)
  }
  // Links moved to a domain that reads as the site's own, per domain (see link_retargeted below).
  const movedLinks = new Map<string, Set<number>>()
  /** Counts a link (by its index) moved to a domain that reads as the site's own; true when it is the third. */
  const movedThird = (site: string, i: number): boolean => {
    const seen = movedLinks.get(site) ?? new Set<number>()
    movedLinks.set(site, seen)
    const before = seen.size
    seen.add(i)
    return before === 2 && seen.size === 3
  }
  current.refs.forEach((r, i) => {
    const site = siteOfUrl(r.url)
    if (site === null) return
    if (DEFACEMENT_ARCHIVES.has(site) && !d.sites.includes(site)) {
      add("defacement_archive", "critical", `the page now links to ${site}, an archive where defacers register their work`, { url: r.url })
      return
    }
    // A name written with a right-to-left override shows its end backwards ("invoice_\u202efdp.exe" reads
    // "invoice_exe.pdf"): no honest file or link needs one to be read, a disguised program does.
    if (r.kind === "link" && BIDI_OVERRIDE.test(r.label + r.url) && d.stable[keyOf(i)] === undefined && !out.some((o) => o.check === "link_disguised")) {
      add("link_disguised", "high", `a new link hides what it leads to behind a right-to-left override: ${quote(r.label.replace(/[\u202d\u202e]/g, "[override]") || r.url)}`, { url: r.url })
    }
    // Sound that starts by itself for every visitor (browsers let muted video play, so honest pages mute it), or a
    // hidden player: what the visitor hears is no longer this page's.
    const plays = (r.kind === "media" || r.kind === "embed") && r.text.includes("autoplay") && !r.text.includes("muted")
    const hiddenPlayer = r.kind === "frame" && r.hidden && /[?&](?:autoplay|auto_play)=(?:1|true)/i.test(r.url)
    if ((plays || hiddenPlayer) && d.stable[keyOf(i)] === undefined && !out.some((o) => o.check === "sound_autoplay")) {
      add("sound_autoplay", "high", `the page now plays ${hiddenPlayer ? "a hidden video player" : "sound"} by itself as it opens (${r.url.slice(0, 100)})`, { url: r.url })
    }
    // A script whose address carries code (a JSONP callback that is not a function's name): the endpoint
    // echoes it back, so the page runs what the address's writer chose, from a host it trusts.
    if (r.kind === "script" && carriesCode(r.url) && !knownUrls.has(assetKey(r.url)) && !out.some((o) => o.check === "script_url_code")) {
      add("script_url_code", "high", `a new script's address carries code for the server to send back and the page to run (${r.url.slice(0, 120)})`, { url: r.url })
    }
    // A link to a form on a form service (Google or Microsoft Forms, Jotform, Typeform...): what visitors type
    // there goes to whoever made the form, not to this site. Surveys are made so too: new, it is a sign.
    if (r.kind === "link" && !r.hidden && HOSTED_FORM.test(r.url) && d.stable[keyOf(i)] === undefined && !out.some((o) => o.check === "link_hosted_form")) {
      add("link_hosted_form", "medium", `the new link ${quote(r.label || r.url)} leads to a form on ${hostOf(r.url) ?? site}: what visitors type there goes to whoever made the form`, { url: r.url })
    }
    // An iPhone app installed from a manifest (itms-services), outside the App Store: the visitor is walked through
    // trusting an enterprise developer profile, and the app can then do what that profile allows. From a host the
    // page never used it is someone else's app; from the site's own, a sign (internal apps are shipped so).
    if (r.kind === "link" && r.text === "sideload" && d.stable[keyOf(i)] === undefined && !out.some((o) => o.check === "app_sideload")) {
      const foreign = !known.has(site)
      add("app_sideload", foreign ? "high" : "medium", `the new link ${quote(r.label || r.url)} installs an iPhone app outside the App Store from a manifest on ${foreign ? `${site}, a domain this page never used` : "the page's own site"}`, { url: r.url, site })
      if (foreign) return
    }
    // A package on an open CDN named like a well-known one with a letter off or a word added is a typosquat,
    // there to be mistaken for it (whether or not the page used the CDN before).
    if ((r.kind === "script" || r.kind === "stylesheet") && isOpenCdn(site) && !knownUrls.has(assetKey(r.url))) {
      // (a combine URL serves several packages in one file: each is judged)
      const combined = combinedPackages(r.url)
      const pkg = combined.find((x) => packageImitated(x) !== null) ?? packageOf(r.url)
      const real = pkg === null ? null : packageImitated(pkg)
      const copy = real === null ? repoImitating(r.url) : null
      if (real !== null && !out.some((o) => o.check === "package_lookalike")) {
        add("package_lookalike", "high", `a new ${r.kind} comes from the package "${pkg}" on ${site}, named to pass for the well-known "${real}"`, { url: r.url, site, package: pkg, imitates: real })
      } else if (copy !== null && !out.some((o) => o.check === "package_lookalike")) {
        add("package_lookalike", "high", `a new ${r.kind} comes from the GitHub repository ${copy.repo} on ${site}: named like the well-known "${copy.imitates}", it belongs to another account than the project's`, { url: r.url, site, package: copy.repo, imitates: copy.imitates })
      }
    }
    // A link that carries markup or script in its query or fragment ('"><svg onload=…>', "<script src=…>"): a
    // reflected injection, which runs on whichever site echoes it back, the page's own included.
    const carried = (r.kind === "link" || r.kind === "form" || r.kind === "frame") && d.marked !== undefined && !out.some((o) => o.check === "link_injection") ? injected(r.url) : ""
    if (carried !== "" && !d.marked!.includes(r.url)) {
      add("link_injection", "high", `${r.kind === "form" ? formName(r) : `the link ${quote(r.label || r.url)}`} carries markup or script in its address (${carried}), a reflected injection into ${site}`, { url: r.url, site })
    }
    // A file named as a document with a program's extension after it ("report.pdf.exe", "form_pdf.lnk"): made to
    // be opened as the document it pretends to be.
    if (r.kind === "link" && d.marked !== undefined && DISGUISED.test(pathOf(r.url)) && !d.marked.includes(r.url) && !out.some((o) => o.check === "download_disguised")) {
      add("download_disguised", "high", `the link ${quote(r.label || r.url)} downloads ${fileName(r.url)}, a program named as a document`, { url: r.url, site })
    }
    // A file on a file-sharing host with its password printed beside the link ("the archive is password-protected.
    // Password: 1234"): an archive locked so that no scanner on the way can look inside, how malware is handed out.
    if (r.kind === "link" && !r.hidden && isUserFileHost(hostOf(r.url)) && d.stable[keyOf(i)] !== site && !out.some((o) => o.check === "download_locked")) {
      const b = blockOf(current, r.at)
      if (b !== undefined && PASSWORD_GIVEN.test(b.text)) add("download_locked", "high", `the link ${quote(r.label || r.url)} leads to a file on ${hostOf(r.url)}, a file-sharing host, with its password printed beside it: "${b.text.slice(0, 120)}"`, { url: r.url, site })
    }
    if (known.has(site)) {
      // One of the page's own links or forms now leading to its site on a port the page never named
      // ("online.example.com:4443/account"): another server listening on the host, not the site's.
      if ((r.kind === "link" || r.kind === "form") && d.ports !== undefined && d.stable[keyOf(i)] !== undefined && !out.some((o) => o.check === "link_other_port")) {
        const hp = hostPort(r.url)
        if (hp !== null && !d.ports.includes(hp)) add("link_other_port", "high", `${r.kind === "form" ? formName(r) : `the link ${quote(r.label || r.url)}`} now leads to ${hp}, a port of the site this page never used`, { url: r.url, site })
      }
      // One of the page's forms now posting to a script among the site's static files ("/images/m.php",
      // "/assets/fonts/x.php"), or to a script that is handed the page's address to send each visitor on to: a
      // collector dropped on the server, which keeps what is typed and forwards the visitor as if nothing happened.
      if (r.kind === "form" && site === own && d.stable[keyOf(i)] !== undefined && !out.some((o) => o.check === "form_collector")) {
        const path = pathOf(r.url)
        const script = SERVER_SCRIPT.test(path)
        // (a return address the page's forms did not carry before)
        // (in this form: the fields read after it, before the next form)
        const next = current.refs.findIndex((x, j) => j > i && x.kind === "form")
        const forwards = script && current.refs.some((x, j) => j > i && (next === -1 || j < next) && x.kind === "redirect" && x.label.startsWith("form field") && siteOfUrl(x.url) === own && d.stable[keyOf(j)] === undefined)
        // (and only where no form of the samples posted)
        const moved = d.forms === undefined || d.forms[formKey(r.url)] === undefined
        if (script && moved && (STATIC_FOLDER.test(path) || forwards) && !(d.folderPages ?? []).includes(stripQuery(r.url))) {
          add("form_collector", "high", `${formName(r)} now posts to ${path}, ${forwards ? "a script handed the page's own address to send visitors on to" : "a script among the site's static files"}: a collector that keeps what visitors type`, { url: r.url })
        }
      }
      // A link or form now leading to a page in the site's file or system folders: a kit planted on the server.
      if ((r.kind === "link" || r.kind === "form") && d.folderPages !== undefined && folderPage(r.url, own) && !d.folderPages.includes(stripQuery(r.url)) && !out.some((o) => o.check === "link_into_file_folder")) {
        add("link_into_file_folder", "high", `${r.kind === "form" ? formName(r) : `the link ${quote(r.label || r.url)}`} now leads to ${pathOf(r.url)}, a page in one of the site's file or system folders (where no page of the site lives: what a phishing kit dropped on the server looks like)`, { url: r.url })
      }
      // A new form that takes a file and nothing else (no name, no e-mail, no message): what intruders leave to come
      // back and drop files. A job application or a support form asks who is sending.
      if (r.kind === "form" && r.text.includes("upload") && d.stable[keyOf(i)] === undefined && r.label.split(" ").filter((f) => f.length > 0).length <= 2 && !out.some((o) => o.check === "upload_form")) {
        add("upload_form", "high", `a new form takes files from anyone who opens the page and asks nothing else (${r.label || "no named fields"}), posting to ${pathOf(r.url) || "/"}`, { url: r.url })
      }
      // A program or archive to download, new on the page's own site: planted with the page as often as
      // released by its owner (a sign, weighed with what else changed).
      if (r.kind === "link" && !r.hidden && (EXECUTABLE.test(pathOf(r.url)) || lockedFile(r.url)) && d.stable[keyOf(i)] === undefined && isUserFileHost(hostOf(r.url)) && !out.some((o) => o.check === "download_shared_host")) {
        add("download_shared_host", "high", `a new link ${quote(r.label || r.url)} downloads ${fileName(r.url)} from ${hostOf(r.url)}, where anyone can upload a file`, { url: r.url })
      }
      if (r.kind === "link" && !r.hidden && EXECUTABLE.test(pathOf(r.url)) && d.stable[keyOf(i)] === undefined && !out.some((o) => o.check === "download_own_site")) {
        // (a release of the site's own software, named for the site with its version, "example-2.4.1-setup.exe":
        // how the site ships what it makes; reported)
        const name = own === null ? "" : squash(labelOf(own))
        const release = name.length >= 3 && (squashedFile(r.url).startsWith(name) || (name.length >= 5 && squashedFile(r.url).includes(name))) && VERSIONED.test(fileNameOf(pathOf(r.url)))
        add("download_own_site", release ? "low" : "medium", `a new link ${quote(r.label || r.url)} downloads ${fileName(r.url)} from ${site === own ? "the page's own site" : `${site}, a site the page already uses`}${release ? ", a release named for the site with its version" : ""}`, { url: r.url })
      }
      if (site === own && (r.kind === "script" || r.kind === "frame" || r.kind === "embed" || (r.kind === "media" && r.text.includes("autoplay"))) && !knownUrls.has(assetKey(r.url))) {
        const list = ownNew.get(r.kind) ?? []
        list.push(r.url)
        ownNew.set(r.kind, list)
      }
      return
    }
    const key = keyOf(i)
    const before = d.stable[key]
    // The element the key named may still be there, numbered after a new one of the same name.
    // (a link pointed at an archive's copy of where it led, web.archive.org/web/2019/https://old.example/, still
    // leads to that page as it was: a dead link mended)
    const archived = before !== undefined && r.kind === "link" && ARCHIVE_COPY.test(r.url) && r.url.toLowerCase().includes(before)
    const retargeted = before !== undefined && before !== site && !archived && !stillThere(key, before)
    const provider = isProvider(site) || assetHosts.has(site)
    switch (r.kind) {
      case "base":
        add("base_retargeted", "critical", `the page's base URL now points to ${site}, a domain this page never used: every relative link and script follows it`, { url: r.url, site })
        return
      case "redirect":
        // (a form's hidden return address sends whoever submits it: the form's own destination says the rest)
        if (r.label.startsWith("form field")) {
          if (!provider) add("form_sends_on", "high", `a form now sends whoever submits it on to ${site} (${r.label}: ${r.url.slice(0, 100)}), a domain this page never used`, { url: r.url, site })
        } else add("redirect", "critical", `the page now sends visitors to ${site} (${r.label}), a domain this page never used`, { url: r.url, site })
        return
      case "form":
        // (the page's own form handed to a form service: its messages now go to whoever holds that form's account)
        // (the site's search handed to a web search engine restricted to it: the visitor's query, and nothing else, goes there)
        if (SEARCH_ENGINES.has(site) && searchOnly(r)) add("form_provider", "low", `the site's search form now runs on ${site}, a web search engine${retargeted ? ` (it posted to ${before})` : ""}`, { url: r.url, site })
        else if (retargeted && isFormService(site)) add("form_retargeted", "high", `${formName(r)} now posts to ${site}, a form service that mails each message to whoever made the form (it posted to ${before})`, { url: r.url, site, before })
        else if (retargeted && provider && signupOnly(r)) add("form_provider", "low", `a sign-up form (${r.label}) now posts to ${site}, a widely used e-mail service`, { url: r.url, site })
        else if (retargeted) add("form_retargeted", "critical", `${formName(r)} now posts to ${site}, a domain this page never used (it posted to ${before})`, { url: r.url, site, before })
        // (a form that posts to a public body's site, a national post's tracker or a tax office, sends its fields
        // where no attacker can register a name)
        // (a new contact form posting to a form service: how a site without a server takes messages; one asking for
        // passwords or cards there is judged as on any new domain)
        else if (isFormService(site) && secretsOf(r) === 0 && !r.text.includes("payment")) add("form_service", "low", `${formName(r)} posts to ${site}, a form service that mails each message to the form's maker`, { url: r.url, site })
        else if (!provider && !isPublicBody(site)) add("form_new_domain", "high", `${formName(r)} sends ${r.label === "Sign in with Google" ? "the identity of visitors who sign in" : "what visitors type"} to ${site}, a domain this page never used`, { url: r.url, site })
        else add("form_provider", "low", `${formName(r)} posts to ${site} (${provider ? "a widely used provider" : "a public body's site"})`, { url: r.url, site })
        return
      case "link":
        // A much-impersonated brand's name with words added (a giveaway, an airdrop, an account check): the link
        // sends visitors to someone posing as that brand.
        const brand = provider || imitates(site, own) ? null : brandImitated(site)
        if (brand !== null && !r.hidden && !before) {
          add("link_brand_lookalike", "high", `the new link ${quote(r.label || r.url)} leads to ${site}, a domain that poses as ${brand}`, { url: r.url, site, brand })
        }
        // (a document on storage named after the site, "annual-report.pdf" on examplemedia.s3...: the site's own file;
        // a page there is what phishers put on storage named after their target)
        const ownDocument = ownStorage(site, own) && DOCUMENT.test(pathOf(r.url))
        const embedded = embedsOwn(hostOf(r.url), site, own)
        if (!provider && !ownDocument && (imitates(site, own) || embedded)) {
          // The same name under another suffix, or with "the" before it, is as often the owner's other domain (bbc.com
          // and bbc.co.uk, theguardian.com and guardian.co.uk): a sign. Words or typos added to the name are an alarm.
          // (so is one section word added to it, news or video, under a reputable suffix: where a section moves; under a
          // suffix that mostly serves phishing, the same name is an alarm)
          // (and the site's exact name on a shop or hosting platform, example.myshopify.com, stays a sign here as before:
          // whether the link moved there is judged below)
          const variant = !embedded && (ownMove(site, own, pathOf(r.url)) || (own !== null && onSharedSuffix(site) && labelOf(site) === labelOf(own))) && !CREDENTIAL_PATH.test(pathOf(r.url))
          if (variant && movedThird(site, i)) add("link_lookalike", "high", `three or more of the page's links now lead to ${site}, a new domain with this site's name (${own})`, { url: r.url, site })
          add("link_lookalike", variant ? "medium" : "high", `the link ${quote(r.label || r.url)} leads to ${site}, a new domain ${variant ? "with this site's name" : "that imitates this site's own"} (${own})`, { url: r.url, site })
        }
        // A share button whose message carries another site's address: the page has its visitors send their
        // friends there (a "share to claim your gift" chain). Honest share buttons carry the page's own address.
        if (r.text === "shared" && !provider) {
          if (!out.some((o) => o.check === "share_new_domain")) add("share_new_domain", "high", `share buttons now have visitors send their friends a link to ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        if (r.text === "covers" && !provider) {
          add("link_covers_page", "critical", `a new link spread over the whole page sends every click to ${site}, a domain this page never used`, { url: r.url, site })
          return
        }
        // Files a visitor downloads and runs, served from a site the page never used (or a bare IP address).
        if ((EXECUTABLE.test(pathOf(r.url)) || lockedFile(r.url)) && (!provider || isUserFileHost(hostOf(r.url)))) {
          // (a new link, beside the site's own one to the same file, among mirrors of it; or the publisher's own
          // download of its own program: reported. A link that led elsewhere before is judged as retargeted.)
          // (a remote-access tool from its publisher stays a sign: it is how tech-support scams get into visitors' computers)
          if (!retargeted && before === undefined && EXECUTABLE.test(pathOf(r.url)) && (mirrored(r.url) || publishersOwn(r.url, site))) {
            const remote = !mirrored(r.url) && REMOTE_ACCESS.test(labelOf(site))
            add("download_known_source", remote ? "medium" : "low", `the new link ${quote(r.label || r.url)} downloads ${fileName(r.url)} from ${site}, ${mirrored(r.url) ? "one of several mirrors of a file the page offers from its own site" : remote ? "the publisher of that remote-access program (whoever has visitors run it can take over their computer)" : "the publisher of that program"}`, { url: r.url, site })
            return
          }
          add("download_new_domain", "high", `the link ${quote(r.label || r.url)} now downloads ${fileName(r.url)} from ${site}, a domain this page never used`, { url: r.url, site })
          return
        }
        // A contact card from a site the page never used: a phone saves whatever numbers it gives under the name it gives.
        if (/\.vcf$/i.test(pathOf(r.url)) && !provider) {
          add("contact_card_new_domain", "high", `the link ${quote(r.label || r.url)} now saves a contact card from ${site}, a domain this page never used, into visitors' phones`, { url: r.url, site })
          return
        }
        // A file someone put on a file locker (the link names no file: mediafire, pixeldrain, 1drv.ms): a sign.
        if (!r.hidden && !before && isFileLocker(hostOf(r.url)) && !out.some((o) => o.check === "link_file_locker" || o.check === "download_new_domain")) {
          add("link_file_locker", "medium", `the new link ${quote(r.label || r.url)} leads to a file someone put on ${hostOf(r.url)}, a file-sharing host`, { url: r.url, site })
        }
        if (EXTENSION_STORE.test(r.url) && !r.hidden && !before) {
          const slug = pathOf(r.url).toLowerCase().replace(/[^a-z0-9]/g, "")
          const named = own !== null && labelOf(own).length >= 4 && slug.includes(labelOf(own))
          add("extension_install", named ? "low" : "high", `the new link ${quote(r.label || r.url)} asks visitors to install a browser extension (${r.url.slice(0, 120)})`, { url: r.url, site })
          return
        }
        // A link that has visitors grant an account to someone: a device-code sign-in page (enter the code shown
        // here), or an app-consent page that hands the grant to a site this page never used.
        if (!r.hidden && (DEVICE_LOGIN.test(r.url) || grantsElsewhere(r.url, known))) {
          add("link_account_grant", "high", `the new link ${quote(r.label || r.url)} asks visitors to sign in and grant their account to someone else (${r.url.slice(0, 120)})`, { url: r.url, site })
          return
        }
        // (paying a public body on its own government domain, a council's or a tax office's, is not paying a stranger)
        if (!provider && !r.hidden && PAY_CTA.test(r.label) && !isPublicBody(site) && !isPublicBody(hostOf(r.url) ?? "")) {
          add("link_payment", "high", `the new link ${quote(r.label)} asks visitors to pay on ${site}, a domain this page never used`, { url: r.url, site })
          return
        }
        if (retargeted && !provider) {
          // The site's own shop on a shop platform (example.myshopify.com for example.com): a sign. Elsewhere on a
          // host anyone can use (github.io, netlify.app), the site's name is what phishers borrow.
          const ownShop = own !== null && SHOP_TENANT.test(site) && labelOf(site) === labelOf(own)
          // Likewise its own space on a documentation, help-desk or booking service, named exactly as the site is
          // (example.gitbook.io): a sign. A space named with words added (example-support.zendesk.com) is anyone's.
          const tenant = hostOf(r.url) ?? ""
          const ownSpace = own !== null && TENANT_HOST.test(tenant) && squash(tenant.slice(0, tenant.indexOf("."))) === squash(labelOf(own))
          // And a section's link moved to the site's own name elsewhere (a section word added, a reputable suffix): a
          // sign, unless it is where visitors sign in or pay.
          const moved = ownMove(site, own, pathOf(r.url)) && !ACCOUNT_CTA.test(r.label) && !PAY_CTA.test(r.label) && !CREDENTIAL_PATH.test(pathOf(r.url))
          // (a section moves its own links; three or more of the page's links moved to one such domain at once are
          // the page sent there)
          if (moved && movedThird(site, i)) add("link_retargeted", "high", `three or more of the page's links now lead to ${site}, a domain this page never used`, { url: r.url, site, before })
          add("link_retargeted", ownShop || ownSpace || moved ? "medium" : "high", `the link ${quote(r.label || r.url)} now points to ${site}, a domain this page never used (it pointed to ${before})`, { url: r.url, site, before })
          return
        }
        // A QR code is a call to action by design ("scan this"): one that sends phones to a site the page never
        // used (not a shop, app store or payment provider) is the page sending its visitors elsewhere.
        if (r.text === "qr" && !provider) {
          if (!out.some((o) => o.check === "qr_new_domain")) add("qr_new_domain", "high", `a new QR code sends the phones that scan it to ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // A link laid over a whole picture (an image map's default area): a click anywhere on it goes there.
        if (r.text === "over picture" && !provider && !r.hidden) {
          if (!out.some((o) => o.check === "link_over_picture")) add("link_over_picture", "high", `a new link laid over a whole picture of the page (an image map) leads to ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // An address that reads as another (a host name, or look-alike slashes, before an "@": everything before it is
        // a user name and the browser goes to the host after it: https://github.com∕x∕y∕@setup.zip): the link lies.
        if (!r.hidden && DISGUISED_URL.test(r.url)) {
          if (!out.some((o) => o.check === "link_disguised")) add("link_disguised", "high", `the link ${quote(r.label || r.url)} is written to read as another address but leads to ${hostOf(r.url) ?? site} (${decodeSafe(r.url.slice(0, 120))})`, { url: r.url, site })
          return
        }
        // A document viewer (PDF.js, an office viewer) opening a file from a domain the page never used: the visitor
        // reads, and the viewer runs, another host's document under a trusted address.
        if (r.text === "viewer" && !provider && !r.hidden) {
          if (!out.some((o) => o.check === "document_viewer_new_domain")) add("document_viewer_new_domain", "high", `a document viewer on the page now opens a file from ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // An SVG animation that sets a link's address (<set>/<animate attributeName="href">) hides where the link
        // leads from whoever reads its markup: it leads there, whatever its href says.
        if (r.text === "animated" && !provider) {
          if (!out.some((o) => o.check === "link_animated")) add("link_animated", "high", `an SVG animation of the page now sets a link's address to ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // A script that points the page's links at a site the page never used: they lead there, whatever the markup says.
        if (r.text === "rewritten" && !provider) {
          if (!out.some((o) => o.check === "links_rewritten")) add("links_rewritten", "high", `a script of the page now points its links at ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // A calendar subscription: whoever runs the server writes events into the calendars of visitors who follow it.
        if (r.text === "calendar" && !provider && !r.hidden) {
          add("calendar_subscription", "high", `the new link ${quote(r.label || r.url)} subscribes visitors' calendars to ${site}, a domain this page never used: it can put any event, link or message into them`, { url: r.url, site })
          return
        }
        if (provider) {
          providerLinks.add(site)
          if (!r.hidden) providerRefs.push(r)
        }
        // A link on a lone dot or comma is there for search engines, not for visitors: hidden in plain sight.
        // (a link with nothing in it is as unseen as a hidden one; named, it is there for the scripts that read the
        // element by its name: document.x or window.x is now that link, and its address the one they use)
        else if (r.text === "empty" && r.id.length > 0 && before === undefined) {
          if (!out.some((o) => o.check === "named_invisible")) add("named_invisible", "high", `a new link with nothing in it for a visitor to see, named "${r.id.slice(0, 40)}", points at ${site}, a domain this page never used: scripts that read the page's elements by name (DOM clobbering) now get this address`, { url: r.url, site, id: r.id })
        }
        else if (r.hidden || (r.text === "empty" && before === undefined) || (r.label.trim().length <= 3 && SPECK.test(r.label))) {
          hiddenLinks.set(site, r)
          hiddenRefs.push(r)
        }
        else {
          visibleLinks.set(site, r)
          newLinks.push(r)
        }
        return
      case "image":
      case "style":
      case "resource":
      case "media":
      case "script":
      case "frame":
      case "embed":
      case "stylesheet": {
        // A hidden image or frame that "clicks" an affiliate link for every visitor (cookie stuffing): the
        // referral is paid to whoever planted it. Ad pixels carry ids too, but not a referral's.
        if ((r.kind === "frame" || r.kind === "image") && r.hidden && AFFILIATE.test(r.url) && !before) {
          if (!out.some((o) => o.check === "hidden_affiliate")) add("hidden_affiliate", "high", `a hidden ${r.kind} now opens an affiliate link on ${site} for every visitor (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        const word = KIND_WORD[r.kind]!
        if (isCompromised(site) && r.kind !== "image") {
          add(`${r.kind}_compromised_host`, "critical", `a ${word} of the page is now loaded from ${site}, a host known to have served malware to every site that loaded it`, { url: r.url, site })
          return
        }
        // The page's canonical address (and its AMP version) tell search engines which page ranks: pointed at
        // another site, they hand the page's audience over (an SEO hijack). `alternate` is left out: feeds
        // hosted by a feed service use it too.
        // A version in another language on a domain with the site's own name under a country's suffix (example.de,
        // example.co.uk beside example.com) is the owner's country site, not a hijack; under a generic one
        // (example.shop, example.online, or a country code sold as generic: .io, .co) it may be anyone's.
        if (r.kind === "resource" && !SEARCH_RELS.test(r.label) && ALTERNATE.test(r.label) && own !== null && labelOf(site) === labelOf(own) && COUNTRY_SUFFIX.test(site.slice(site.indexOf(".") + 1))) return
        // An OpenSearch description (`<link rel=search>`) offers the browser a search engine under the page's name:
        // added, every search the visitor types in the address bar goes to whoever serves the description.
        // A web app manifest decides what opens when a visitor installs the site or adds it to the home screen
        // (its start page, name and icons): one from another host, or naming another host's start page, makes the
        // installed site that host's.
        // Links that delegate the site's identity (IndieAuth's authorization and token endpoints, OpenID's server
        // and delegate): whoever runs the host they name signs in elsewhere as the site, and as its owner.
        if (r.kind === "resource" && IDENTITY_RELS.test(r.label) && !provider) {
          if (!out.some((o) => o.check === "identity_delegated")) add("identity_delegated", "high", `the page now hands sign-in as this site to ${site}, a domain this page never used (${r.label}: ${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        if (r.kind === "resource" && /(?:^|\s)manifest(?:\s|$)/i.test(r.label) && !provider) {
          if (!out.some((o) => o.check === "manifest_new_domain")) add("manifest_new_domain", "high", `the page's web app manifest now comes from or opens ${site}, a domain this page never used: installed or added to a home screen, the site opens there (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        if (r.kind === "resource" && /(?:^|\s)search(?:\s|$)/i.test(r.label) && !provider) {
          add("search_engine_new_domain", "high", r.label === "search box"
            ? `the search box that search results show under the page's name now sends searches to ${site}, a domain this page never used (${r.url.slice(0, 100)})`
            : `the page now offers visitors' browsers a search engine described on ${site}, a domain this page never used: searches typed in the address bar can go there`, { url: r.url, site })
          return
        }
        // The page's feed or oEmbed endpoint as its head announces them (rel=alternate): feed readers, podcast apps,
        // aggregators and link previews subscribe to or embed what is there under the page's name. Another host's,
        // not a feed service's: the page's subscribers now read whoever serves it.
        if (r.kind === "resource" && ALTERNATE.test(r.label) && FEED.test(r.url) && !provider) {
          if (!out.some((o) => o.check === "feed_new_domain")) add("feed_new_domain", "high", `the page now announces its feed or embed endpoint on ${site}, a domain this page never used: feed readers and link previews take what is there as this page's (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        if (r.kind === "resource" && (SEARCH_RELS.test(r.label) || (ALTERNATE.test(r.label) && !FEED.test(r.url))) && !provider) {
          add("canonical_new_domain", "high", `the page now tells search engines that its ${/canonical/i.test(r.label) ? "canonical address" : /amphtml/i.test(r.label) ? "AMP version" : /\b(?:next|prev|previous)\b/i.test(r.label) ? "next or previous page" : "version in another language or for other devices"} is on ${site}, a domain this page never used`, { url: r.url, site })
          return
        }
        if (retargeted) {
          // (a well-known library moved to an open CDN that serves it by name and version: the same file, from
          // another of the public CDNs every site uses)
          // (and a picture moved to the site's own space on a storage or CDN host, named after the site: a pull zone or
          // bucket where it keeps its files, bbc-img.b-cdn.net for bbc.co.uk; a picture shows, it runs nothing)
          if (provider || ((r.kind === "script" || r.kind === "stylesheet") && isOpenCdn(site) && isPopularPackage(r.url) && packageImitated(packageOf(r.url) ?? "") === null) ||
            (r.kind === "image" && ownStorage(site, own))) note(`${r.kind}_retargeted`, "low", site, r.url)
          else {
            const sev: Severity = r.kind === "script" || r.kind === "frame" || r.kind === "embed" || r.kind === "stylesheet" ? "critical" : "high"
            add(`${r.kind}_retargeted`, sev, `a ${word} of the page is now loaded from ${site}, a domain this page never used (it came from ${before})`, { url: r.url, site, before })
          }
          return
        }
        // CSS that loads a URL when a form field holds a given value reads what visitors type, a character at a time.
        if (r.kind === "style" && /\[\s*value\s*[\^$*~|]?=/.test(r.label)) {
          if (out.some((o) => o.check === "style_reads_input")) return
          add("style_reads_input", "critical", `the page's CSS now loads addresses on ${site} depending on what visitors type into a form field (${r.label.slice(0, 60)})`, { url: r.url, site })
          return
        }
        // Speculation rules and prerender or prefetch hints: the browser loads (prerender: and runs) the page of
        // another host behind the visitor's back, as a hidden frame would.
        if (r.kind === "frame" && r.hidden && (r.label === "prerender" || r.label === "prefetch") && !provider) {
          if (!out.some((o) => o.check === "background_page_new_domain")) add("background_page_new_domain", "high", `the page now has visitors' browsers ${r.label} pages of ${site}, a domain this page never used, in the background (${r.url.slice(0, 100)})`, { url: r.url, site })
          return
        }
        // (a visible frame of a public body's site: a transport operator's departures, a weather service's warnings;
        // nobody else can serve pages there)
        // (and a visible player or post of the federated networks, whose servers are many and run by anyone:
        // PeerTube's /videos/embed/<id>, Mastodon's /@user/<id>/embed, Pixelfed's /p/<user>/<id>/embed)
        // (and a visible donation form of a fundraising platform, the organisation's campaign embedded: what a visitor
        // gives goes through the platform, to the campaign it names, and a link to a campaign is judged as a payment)
        if (provider || (r.kind === "frame" && !r.hidden && (isPublicBody(site) || FEDIVERSE_EMBED.test(r.url) || FUNDRAISING.has(site)))) {
          note(r.kind, "low", site, r.url)
          // A chat widget on a page that had none: what visitors type into it goes to whoever holds its account (a
          // sign, weighed with what the page now tells visitors).
          if (r.kind === "script" && isChat(site)) chatAdded(site, r.url)
          return
        }
        // A visible image from a site the page never used shows visitors something its owner does not host
        // (image hosts, CDNs and ad networks are providers, judged above): an alarm. A hidden one (a pixel) is a sign.
        // (An image linking to the site that serves it, a partner's badge, was tried as a sign in round 6: it let
        // an adult-ad banner and ad grids through and no benign class needed it.)
        const sev: Severity = r.kind === "script" || r.kind === "frame" || r.kind === "embed" || r.kind === "stylesheet"
          ? "high"
          : r.kind === "media"
          ? (r.text.includes("autoplay") ? "high" : "medium")
          : r.kind === "style"
          // (a rule on the page itself, or on its images: `img { content: url(...) }` draws another picture in
          // place of every image, whatever their src says)
          // (or a picture set behind the page's header or hero banner by its own style attribute)
          ? (/^(@import|@font-face|html|body|:root|\*)/.test(r.label) || r.label.includes("body") || /(?:^|[\s,>+~])img\b/.test(r.label) || r.label.startsWith("header ") ? "high" : "medium")
          : r.kind === "resource"
          ? (/icon/.test(r.label) ? "high" : "low")
          : r.kind === "image"
          ? (r.hidden && r.id.length === 0 ? "medium" : "high")
          : "low"
        // A package CDN serves whatever anyone publishes: a new file from one is a sign, not an alarm.
        // (unless the file is a well-known package's, which only its maintainers publish: a library added)
        note(r.kind, sev === "high" && isOpenCdn(site) ? (isPopularPackage(r.url) ? "low" : "medium") : sev, site, r.url)
        return
      }
      case "beacon":
        // Every click on the link is reported to this address (the browser POSTs to it, with the page's address):
        // the visitors' clicks, and their browsers' requests, go to a domain the page never used.
        if (!out.some((o) => o.check === "beacon_new_domain")) {
          add("beacon_new_domain", provider ? "medium" : "high", `the page's links now report every click to ${site}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, site })
        }
        return
      case "inline-script":
        return
      // Structured data: what search results show under the page's name, and link to.
      case "structured":
        if (!provider && !before) structuredSites.add(site)
        return
    }
  })

  for (const [k, g] of active) {
    const kind = k.slice(0, k.indexOf("/"))
    const retargeted = kind.endsWith("_retargeted")
    const word = KIND_WORD[retargeted ? kind.slice(0, -"_retargeted".length) : kind] ?? kind
    const message = g.severity === "low"
      ? `new ${word}(s) from ${list(g.sites)} (${retargeted ? "moved to " : ""}widely used provider or passive content)`
      : `new ${word}(s) from ${list(g.sites)}, domain(s) this page never used`
    add(retargeted ? kind : `${kind}_new_domain`, g.severity, message, { sites: [...g.sites], urls: g.urls })
  }

  // Code from the folder where the site keeps what its editors and visitors upload (images, documents): a CMS
  // never serves its scripts from there unless the page did already (Drupal's aggregates); a script dropped there
  // is what an intruder with an upload form leaves.
  const uploaded = (ownNew.get("script") ?? []).filter((u) => UPLOADS.test(pathOf(u)))
  if (uploaded.length > 0 && !d.ownPaths.some((p) => UPLOADS.test(p) && /\.m?js$/i.test(p.split("?")[0]!))) {
    add("script_from_uploads", "high", `a new script is served from the site's uploads folder, where the page never ran code from: ${list(uploaded, 3)}`, { urls: uploaded.slice(0, 10) })
  }
  // The site's own new files are its own code: reported for context, weighed by what else changed.
  for (const [kind, urls] of ownNew) {
    add(`${kind}_new_file`, "low", `new ${KIND_WORD[kind] ?? kind}(s) on the page's own site: ${list(urls, 3)}`, { urls: urls.slice(0, 20) })
  }
  // (to a domain that imitates the site's, a typo of its name ("harbourbakrey.com") or its name under a suffix that
  // mostly serves phishing ("harbourbakery-cdn.xyz"): its own files, as the site's own, from whoever owns that; the
  // name with a word under a reputable suffix, "harbourbakery-static.net", is as often the site's own static domain)
  const posing = own === null ? [] : hosts.filter((h) => (imitates(h, own) || embedsOwn(h, h, own)) && !ownStorage(h, own) && !onSharedSuffix(h) &&
    (!labelOf(h).includes(labelOf(own)) || ABUSED_TLD.test(h)))
  // (its own code, under the same paths, from a domain that bears nothing of the site's name and is no provider's
  // or hosting platform's: where an honest build moves it is its own subdomain, its own static domain, or its CDN's
  // or builder's host; an intruder who changed the build's asset prefix serves every page's code from theirs)
  // (its name, a part of it, or its first four letters with a word, "voanimg.com" for voanews.com as twimg.com for twitter.com)
  const named = (h: string) => own !== null && (labelOf(h).includes(labelOf(own)) || (labelOf(h).length >= 3 && labelOf(own).includes(labelOf(h))) ||
    (labelOf(own).length >= 5 && labelOf(h).length >= 5 && labelOf(h).slice(0, 4) === labelOf(own).slice(0, 4)))
  const foreign = own === null ? [] : hosts.filter((h) => codeMovedTo.has(h) && !posing.includes(h) && !named(h) && !isProvider(h) && !isOpenCdn(h) && !onSharedSuffix(h) && !ownStorage(h, own))
  if (posing.length > 0) add("assets_lookalike", "high", `the page now serves its own files from ${list(posing)}, a new domain that imitates this site's own (${own})`, { hosts: posing })
  else if (foreign.length > 0) add("code_moved", "high", `the page's own scripts now load, under the same paths, from ${list(foreign)}, a domain this page never used that is neither the site's nor a known provider's`, { hosts: foreign })
  else if (hosts.length > 0) add("assets_moved", "low", `the page now serves its own files from ${list(hosts)}`, { hosts })

  // Links that open this very page on another host (its path, under a language folder or a query): a copy of the
  // site somewhere else (a translated clone, a mirror that serves ads or a kit). Two links or more to one host,
  // as language bars and menus have; one is a citation or a syndicated copy.
  {
    const path = pathOf(current.url).toLowerCase().replace(/\/+$/, "")
    if (path.length >= 12 && /[a-z]{3}/.test(path)) {
      const copies = new Map<string, number>()
      for (const r of current.refs) {
        if (r.kind !== "link") continue
        const site = siteOfUrl(r.url)
        if (site === null || known.has(site) || isProvider(site)) continue
        if (pathOf(r.url).toLowerCase().replace(/\/+$/, "").endsWith(path)) copies.set(site, (copies.get(site) ?? 0) + 1)
      }
      const clone = [...copies].find(([, n]) => n >= 2)
      if (clone !== undefined) add("links_to_copy", "high", `${clone[1]} new links open this page's own address (${path.slice(0, 60)}) on ${clone[0]}, a domain this page never used: a copy of the site elsewhere`, { site: clone[0] })
    }
  }

  // Images swapped: images from a new site, and either a stable image of the page is gone or the page shows
  // no more images than its samples did (so the new ones took the place of old ones).
  const newImageSites = [...active.entries()].filter(([k]) => k.startsWith("image/")).flatMap(([, g]) => [...g.sites]).filter((s) => !isProvider(s))
  if (newImageSites.length > 0) {
    const present = new Set(keys ?? refKeys(current.refs))
    // Ads and trackers rotate their creatives: a provider's image that is gone was not the page's.
    const gone = Object.entries(d.stable).filter(([k, site]) => k.startsWith("image:") && !present.has(k) && !isProvider(site)).map(([k]) => k)
    const swapped = current.count_image <= (baseline.spread.count_image?.max ?? baseline.count_image)
    if (gone.length > 0 || swapped) {
      add("image_replaced", "high", `images of the page were replaced by images from ${list(newImageSites)}, a domain this page never used`, { removed: gone.slice(0, 10), sites: newImageSites })
    }
  }

  // Whether a new inline script shows hidden parts of the page (sets an element's display, removes a hidden class,
  // opens a dialog): what is hidden now is what it will show.
  const shapes = setOf(d.shapes)
  const revealing = current.scripts_inline.some((x) => !shapes.has(x.shape) && REVEALS.test(x.code))
  // New links to new sites, weighed by how many, whether hidden, and what they say.
  const linkThreshold = own_?.new_link_domains ?? Math.max(5, Math.round(d.linkSites * 0.25))
  // Spam is advertised in link text and URLs, on new sites or on pages planted on this one.
  const keysNow = keys ?? refKeys(current.refs)
  const stableKeys = d.stable
  // (The query is left out: share buttons carry the page's own address there.)
  // (structured data naming the site's own pages is the site's: a pharmacy's own URLs say "pharmacy")
  // (a regulator's or a helpline's site named after the vice it fights, a gambling commission, advertises nothing)
  const spammy = current.refs.filter((r, i) => (r.kind === "link" || (r.kind === "structured" && !known.has(siteOfUrl(r.url) ?? ""))) && stableKeys[keysNow[i]!] === undefined && !isPublicBody(siteOfUrl(r.url) ?? "") && spamTerms(`${r.label} ${stripQuery(r.url)}`).length > 0)
  // (several hidden links to one new site are as planted as links to several)
  if (hiddenLinks.size >= 2 || hiddenRefs.length >= 3) {
    add("hidden_links", "high", `${hiddenRefs.length} hidden links to ${hiddenLinks.size === 1 ? "a domain" : "domains"} this page never used: ${list(hiddenLinks.keys())}`, { sites: [...hiddenLinks.keys()] })
  } else if (hiddenLinks.size === 1 && revealing) {
    // (a new script shows what is hidden when the visitor leaves, scrolls or waits: a pop-up held back, not a
    // link nobody sees)
    add("hidden_links", "high", `a hidden box that a new script shows (on leaving, after a delay) sends visitors to ${list(hiddenLinks.keys())}, a domain this page never used`, { sites: [...hiddenLinks.keys()] })
  } else if (hiddenLinks.size === 1) {
    add("hidden_links", "medium", `a hidden link to ${list(hiddenLinks.keys())}, a domain this page never used`, { sites: [...hiddenLinks.keys()] })
  }
  // Links whose words are a button ("sign up", "play") in a block that advertises: a ranked table of casinos.
  const spamAround = new Set<string>()
  const aroundSites = new Set<string>()
  if (spammy.length < 2 && newLinks.length >= 2) {
    // the text from just before the first of the new links to the last, when they sit together (a table, a list)
    const first = Math.min(...newLinks.map((r) => r.at))
    const last = Math.max(...newLinks.map((r) => r.at))
    if (last - first <= 2000) {
      let text = ""
      // (and the line just after them: a list's caption or its last item)
      for (const b of current.blocks) if (b.at + b.text.length >= first - 200 && b.at <= last + 200) text += ` ${b.text}`
      for (const t of spamTerms(text)) spamAround.add(t)
      for (const r of newLinks) aroundSites.add(siteOfUrl(r.url)!)
    }
  }
  // (or a shop's list: three links or more to one new site, a vice named around them: "Mounjaro 10 mg — 264 €")
  // (a vice of link spam's own, not a word any business uses: "seo" or "loans" around a help desk's links is no shop)
  const perSite = new Map<string, number>()
  const vices = spamAround.size > 0 ? [...spamAround].filter((t) => viceTerms(t).length > 0) : []
  // (links to a web archive's copies of dead pages are the page's old links mended, whatever those pages sold)
  if (vices.length > 0) for (const r of newLinks) if (!ARCHIVE_COPY.test(r.url)) perSite.set(siteOfUrl(r.url)!, (perSite.get(siteOfUrl(r.url)!) ?? 0) + 1)
  const shop = [...perSite.values()].some((n) => n >= 3)
  if (spammy.length < 2 && ((spamAround.size >= 2 && aroundSites.size >= 2) || shop)) {
    add("spam_links", "high", `new links to ${list(aroundSites)}, domains this page never used, in text that advertises ${list(spamAround)}`, { sites: [...aroundSites] })
  } else if (spammy.length >= 2) {
    add("spam_links", "high", `${spammy.length} new links advertise ${list(spammy.flatMap((r) => spamTerms(`${r.label} ${stripQuery(r.url)}`)))}`, { sites: spammy.map((r) => siteOfUrl(r.url)) })
  } else {
    // One bought backlink: a short link text that is a vice keyword ("online casino", "cheap viagra"), to a
    // site the page never used. Honest links name a brand, a title or a sentence, not a search term.
    const anchor = spammy.find((r) => {
      const site = siteOfUrl(r.url)
      return site !== null && !known.has(site) && !isProvider(site) && !isPublicBody(site) && r.label.trim().split(/\s+/).length <= 5 && viceTerms(r.label).length > 0
    })
    // One link out of an advert for a vice (a cure, a casino, pills) written around it: the link's words are a
    // button ("order the kit"), the words just before it say what it sells. (A link whose own words are a
    // sentence, "how the new law on casino advertising changes...", cites an article.)
    // (and the heading just above, within a screen: what a box says it sells is in its heading)
    const around = (r: Ref) => {
      let text = ""
      let heading = ""
      for (const b of current.blocks) {
        if (b.at > r.at) break
        if (b.at + b.text.length >= r.at - 300) text += ` ${b.text}`
        else if ((b.flags & (Prominence.H1 | Prominence.HEADING)) !== 0 && b.at >= r.at - 1500) heading = b.text
      }
      return `${heading} ${text}`
    }
    const vices = setOf(d.vices ?? [])
    const advertises = (r: Ref) => viceTerms(around(r)).filter((t) => !vices.has(t))
    const advert = anchor === undefined && d.vices !== undefined && newLinks.length <= 3
      ? newLinks.find((r) => {
        const site = siteOfUrl(r.url)
        return site !== null && !isProvider(site) && !isPublicBody(site) && r.label.trim().split(/\s+/).length <= 4 && viceTerms(r.label).length === 0 && advertises(r).length > 0
      })
      : undefined
    if (anchor !== undefined) {
      add("spam_links", "high", `a new link ${quote(anchor.label)} to ${siteOfUrl(anchor.url)}, a domain this page never used, advertises ${list(viceTerms(anchor.label))}`, { sites: [siteOfUrl(anchor.url)] })
    } else if (advert !== undefined) {
      add("spam_links", "high", `a new link ${quote(advert.label)} to ${siteOfUrl(advert.url)}, a domain this page never used, in text that advertises ${list(advertises(advert))}, which the page never mentioned`, { sites: [siteOfUrl(advert.url)] })
    }
  }
  // A sales pitch out of a scam advert around a new link to a site the page never used: at least two kinds of
  // pressure that consumer-protection agencies list as the marks of scam adverts (discounts past half price,
  // stock or time running out, payment without buyer protection, "they hate this" miracle claims). A shop's own
  // promotion links to the shop; an affiliate deal to a known merchant (a provider).
  if (!out.some((o) => o.check === "spam_links")) {
    // (marks the page's own text already carries, a shop's "50% off, only 3 left", are the page's)
    const pitched = setOf(d.pitches ?? [])
    for (const r of newLinks) {
      const site = siteOfUrl(r.url)
      if (site === null || isProvider(site) || isPublicBody(site)) continue
      const marks = pitchOf(textAround(current.blocks, r.at, 1500, 400)).filter((m) => !pitched.has(m))
      if (marks.length < 2) continue
      add("spam_links", "high", `a new link to ${site}, a domain this page never used, in a pitch with the marks of a scam advert (${marks.join(", ")})`, { sites: [site] })
      break
    }
  }
  // The site's own ways to be reached or paid said to be out of use or replaced, beside a link to a domain the
  // page never used ("our phone and e-mail are no longer monitored, open a ticket here", "use our updated payment
  // instructions"): the diversion of support and payment fraud, on any host, a known help-desk or file host included.
  // And a link offered as the check of the site's licence ("authorised and regulated by ..., check our
  // registration") on a domain that is no public body's: the regulator's register imitated. A site changing its
  // channels says so on its own pages; a regulator's register is on the regulator's own domain.
  {
    for (const r of [...newLinks, ...providerRefs]) {
      const site = siteOfUrl(r.url)
      if (site === null || site === own || isPublicBody(site)) continue
      const moved = DETAILS_MOVED.exec(textAround(current.blocks, r.at, 800, 300))
      if (moved !== null) {
        add("details_moved", "high", `new text says the site's contact or payment details are out of use or replaced ("${moved[0].trim().slice(0, 80)}") and links to ${site}, a domain this page never used`, { sites: [site] })
        break
      }
      // (the claim in the link's own block: a licence line the footer always had says nothing of a new link beside it)
      const licensed = REGULATED.exec(blockOf(current, r.at)?.text ?? "")
      if (licensed !== null) {
        add("register_lookalike", "high", `new text says the site is licensed ("${licensed[0].trim().slice(0, 60)}") and offers the check on ${site}, which is not a public body's site`, { sites: [site] })
        break
      }
    }
  }
  // A sign-in link (OAuth or OpenID Connect) whose redirect_uri is on a domain the page never used: the provider
  // signs the visitor in and hands the authorisation code, or the token, to that domain. The site's own sign-in
  // returns to the site, whichever provider it uses.
  for (const r of current.refs) {
    if (r.kind !== "link" && r.kind !== "form") continue
    const to = returnSite(r.url, RETURN_PARAM)
    if (to !== null && !known.has(to) && !isProvider(to)) {
      add("sign_in_returns_elsewhere", "high", `a sign-in link now returns visitors, with what proves their sign-in, to ${to}, a domain this page never used (${r.url.slice(0, 100)})`, { url: r.url, sites: [to] })
      break
    }
  }
  // Several new links that each open a sign-in page on one domain the page never used (a "pay by bank" box listing
  // banks, a "log in with" row): each is a login form elsewhere, one per account the visitor might hold, the shape
  // of a phishing kit's bank picker. A site's own new portal gives one sign-in link, not a list of them.
  {
    const logins = new Map<string, Set<string>>()
    for (const r of newLinks) {
      const site = siteOfUrl(r.url)
      if (site === null || isProvider(site) || isPublicBody(site) || !SIGN_IN_PATH.test(pathOf(r.url))) continue
      logins.set(site, (logins.get(site) ?? new Set<string>()).add(pathOf(r.url).toLowerCase()))
    }
    const listed = [...logins].find(([, paths]) => paths.size >= 2)
    if (listed !== undefined) add("login_links_new_domain", "high", `${listed[1].size} new links each open a sign-in page on ${listed[0]}, a domain this page never used`, { sites: [listed[0]], paths: [...listed[1]].slice(0, 6) })
  }
  // Visible links to new sites are what new articles, partner footers and link lists add every day: many of
  // them are a sign to weigh; only a flood (a link farm) alerts by itself. Spam and hidden links are judged above.
  // (Links each named as their site is, "Leeds Herald" to leedsherald.co.uk, are a directory of named sites: a
  // publisher's network bar, a group's brands; a few of them weigh nothing.)
  if (visibleLinks.size >= Math.max(linkThreshold * 2, 12)) {
    add("links_new_domains", "high", `links to ${visibleLinks.size} domains this page never used: ${list(visibleLinks.keys())}`, { sites: [...visibleLinks.keys()] })
  } else if (visibleLinks.size >= linkThreshold && ![...visibleLinks.values()].every(namesItsSite)) {
    add("links_new_domains", "medium", `links to ${visibleLinks.size} domains this page never used: ${list(visibleLinks.keys())}`, { sites: [...visibleLinks.keys()] })
  } else if (visibleLinks.size > 0) {
    add("links_new_domains", "low", `link(s) to ${list(visibleLinks.keys())}, new for this page`, { sites: [...visibleLinks.keys()] })
  }
  // A short notice set apart at the top of the page, or laid over it, whose call to action leads to a site the
  // page never used: the page sends its audience elsewhere ("we have moved", an appeal, a prize). An article that
  // cites other sites is part of the page's flow and carries few of its words in links.
  const callsToAction = newLinks.filter((r) => {
    const b = blockOf(current, r.at)
    if (b === undefined || b.link < 0.08) return false
    const words = b.text.split(/\s+/).length
    // Set apart from the page's flow: laid over it, large, moving, or on its own coloured box near the top.
    return words <= 80 && ((b.flags & LOUD) !== 0 || (b.at < TOP_OF_PAGE && (b.flags & Prominence.COLOURED) !== 0))
  })
  if (callsToAction.length > 0) {
    const sites = [...new Set(callsToAction.map((r) => siteOfUrl(r.url)!))]
    // The site's own name under another suffix (example.io beside example.com) is as often the owner's other
    // domain (a status page, a country site): a sign. Another name is an alarm.
    const ownName = own !== null && sites.every((s) => labelOf(s) === labelOf(own))
    // A public body (a government's site, a weather service, the Red Cross) is a domain no attacker can
    // register: a warning or an appeal that sends visitors there sends them somewhere safe.
    const publicBodies = sites.every(isPublicBody)
    // A row of three or more links, each named as its site is ("Leeds Herald" to leedsherald.co.uk): a directory
    // of named sites (a publisher's network bar, a group's brands), not a call to go somewhere.
    const directory = sites.length >= 3 && callsToAction.every(namesItsSite)
    // Links the page marks as paid for (rel="sponsored", or a "sponsored by" line), to the company its notice names
    // ("Sponsored by Enel" to enel.it): a disclosed advertisement. Link spam is never marked so, and a phishing notice
    // does not name its host.
    const disclosed = callsToAction.every((r) => {
      const label = squash(labelOf(siteOfUrl(r.url) ?? ""))
      return (r.text === "sponsored" || SPONSOR_LINE.test(textAround(current.blocks, r.at, 400, 200))) && label.length >= 3 && brandImitated(siteOfUrl(r.url)!) === null && squash(textAround(current.blocks, r.at, 400, 200)).includes(label)
    })
    add("link_prominent", publicBodies || directory || disclosed ? "low" : ownName ? "medium" : "high", `a notice ${callsToAction.some((r) => (blockOf(current, r.at)!.flags & LOUD) !== 0) ? "laid over the page" : "at the top of the page"} sends visitors to ${list(sites)}, ${sites.length === 1 ? "a domain" : "domains"} this page never used: ${quote(blockOf(current, callsToAction[0]!.at)!.text)}`, { sites })
  }
  // Links to new sites whose text is in a writing system the page never uses: the page now advertises to
  // readers it never wrote for (spam in Thai or Chinese on an English page). A language menu links the page's own site.
  if (d.systems !== undefined) {
    const pageSystems = new Set(d.systems)
    const foreignLinks = [...newLinks, ...hiddenRefs].filter((r) => {
      const systems = writingSystems(r.label)
      return Object.entries(systems).some(([sys, n]) => (n ?? 0) >= 3 && sys !== "other" && !pageSystems.has(sys))
    })
    const sites = new Set(foreignLinks.map((r) => siteOfUrl(r.url)!))
    if (foreignLinks.length > 0) {
      add("links_foreign_script", foreignLinks.length >= 2 ? "high" : "medium", `${foreignLinks.length} new link(s) to ${list(sites)} written in a script this page never uses: ${quote(foreignLinks[0]!.label)}`, { sites: [...sites] })
    }
  }
  // Structured data naming sites the page never used: search results for this page now advertise them.
  if (structuredSites.size > 0) {
    add("structured_data_links", structuredSites.size >= 2 ? "high" : "medium", `the page's structured data (what search results show of it) now links to ${list(structuredSites)}, ${structuredSites.size === 1 ? "a domain" : "domains"} this page never used`, { sites: [...structuredSites] })
  }
  if (providerLinks.size > 0) add("links_providers", "info", `link(s) to ${list(providerLinks)}`, { sites: [...providerLinks] })

  // An address that holds the page's own markup (an attribute left open by an injection swallows what follows it,
  // a form and its token included, and the browser sends it to the address's site): dangling markup.
  for (const r of current.refs) {
    if (r.kind === "inline-script" || !/%3C/i.test(r.url) || !SWALLOWED.test(r.url)) continue
    const site = siteOfUrl(r.url)
    if (site === null || known.has(site)) continue
    add("url_swallows_markup", "critical", `a new address on the page holds the page's own markup (${decodeSafe(r.url.slice(r.url.search(/%3C/i), r.url.search(/%3C/i) + 60))}...): an attribute left open swallows what follows it and the browser sends it to ${site}`, { url: r.url.slice(0, 200), site })
    break
  }

  // New inline scripts: where they send data, and whether they hide their code.
  // A script of a shape the page had, once more than the page ever had it (a loader written like the page's own
  // document.write tag), is new too: judged by where it sends, since its shape says nothing.
  const extra = new Map<number, number>()
  if (d.repeated !== undefined) {
    const had = new Map<number, number>()
    for (const x of d.repeated) had.set(x, (had.get(x) ?? 0) + 1)
    const now = new Map<number, number>()
    for (const s of current.scripts_inline) if (shapes.has(s.shape)) now.set(s.shape, (now.get(s.shape) ?? 0) + 1)
    for (const [shape, n] of now) if (n > Math.max(1, had.get(shape) ?? 1)) extra.set(shape, n)
  }
  for (const s of current.scripts_inline) {
    if (shapes.has(s.shape)) {
      if (!extra.has(s.shape)) continue
      const f = readScript(s.code)
      const foreign = [...new Set(f.urls.map(siteOfUrl).filter((x): x is string => x !== null && !known.has(x) && !isProvider(x)))]
      if (foreign.length > 0 && !out.some((o) => o.check === "inline_script_new_domain")) add("inline_script_new_domain", "high", `a new inline script, written like one the page has, loads from or sends data to ${list(foreign)}, a domain this page never used`, { sites: foreign })
      continue
    }
    const f = readScript(s.code)
    // (a well-known package imported from a package CDN, `import {onLCP} from "https://unpkg.com/web-vitals@4"`, is
    // a library the script uses, as a script element loading it is: not where it sends anything)
    const sites = [...new Set(f.urls.filter((u) => !isPopularPackage(u)).map(siteOfUrl).filter((x): x is string => x !== null && !known.has(x)))]
    const foreign = sites.filter((x) => !isProvider(x))
    if (foreign.length > 0) {
      if (f.collects) add("script_exfiltrates", "critical", `a new inline script reads what visitors type and sends it to ${list(foreign)}, a domain this page never used`, { sites: foreign })
      // A button's script that only moves the visitor who clicks it (a quick-exit button) leads where a link would.
      else if (f.onAction) add("script_link_new_domain", "low", `a new button's script sends visitors who click it to ${list(foreign)}, new for this page`, { sites: foreign })
      else add("inline_script_new_domain", "high", `a new inline script loads from or sends data to ${list(foreign)}, a domain this page never used`, { sites: foreign })
    } else if (f.sends && (f.decodes || f.computedHost)) {
      add("script_hidden_destination", "high", `a new inline script sends data to a destination it spells out only when it runs${f.computedHost ? " (a host name it builds and has the browser look up)" : ""}${f.collects ? ", after reading what visitors type" : ""}`, {})
    } else if (f.collects) {
      // Reading card or password fields, or handing what visitors type to another site (even a well-known one:
      // skimmers post through analytics and tag endpoints), is what skimmers do; honest scripts that read a form
      // (search suggestions, validation) talk to their own site.
      const third = [...new Set(f.urls.map(siteOfUrl).filter((x): x is string => x !== null && x !== own))]
      // (or mails it: a browser mail API or a form service sends it to a mailbox the script names, on no site of the page's)
      const mailbox = f.mailboxes.find((m) => { const site = siteOf(m.slice(m.indexOf("@") + 1)); return site !== own && !known.has(site) })
      if (mailbox !== undefined) {
        add("script_exfiltrates", "critical", `a new inline script reads what visitors type and sends it to the mailbox ${mailbox}, on a domain this page never used`, { sites: [mailbox] })
      } else if (f.secrets || third.length > 0) {
        add("script_collects", "high", `a new inline script reads what visitors type${f.secrets ? " into card, password or code fields" : ""} and sends it${third.length > 0 ? ` to ${list(third)}` : ""}`, { sites: third })
      } else add("script_collects", "medium", "a new inline script reads what visitors type and sends it", {})
    }
    if (f.session && foreign.length === 0) {
      add("script_session_request", "high", "a new inline script reads the visitor's cookies or stored data and sends requests that change something with them (it acts as the logged-in visitor: an account created, a setting changed)", {})
    }
    // A frame the visitor cannot see, kept under their pointer: whatever they click, they click the frame
    // (likejacking, clickjacking).
    if (f.followsPointer && !out.some((o) => o.check === "frame_under_pointer") && current.refs.some((r, i) => r.kind === "frame" && r.hidden && d.stable[keysNow[i]!] === undefined)) {
      add("frame_under_pointer", "high", "a new script keeps an element under the visitor's pointer while a new frame on the page is invisible: every click lands on the hidden frame (clickjacking)", {})
    }
    if (f.runsProgram && !out.some((o) => o.check === "script_runs_program")) {
      add("script_runs_program", "critical", "a new script runs programs or writes files on the visitor's computer (ActiveX or Windows Script Host objects), or carries a Windows program in its code: a file infector's dropper", {})
    }
    if (f.clipboard) add("script_clipboard", "critical", "a new script puts a system command on the visitor's clipboard (the \"paste this into Run\" lure)", {})
    if (f.copyHijack) add("script_copy_hijack", "high", "a new script rewrites what visitors copy from the page, or the crypto addresses it receives or shows (the clipper that swaps a wallet address or IBAN for the attacker's)", {})
    if (f.wallet) add("script_wallet", "high", "a new inline script asks the visitor's crypto wallet for accounts or signatures", {})
    if (f.generatedDomain && !out.some((o) => o.check === "script_generated_domain")) {
      add("script_generated_domain", "high", "a new inline script makes up, as it runs, the host it loads from or sends visitors to (only the domain's suffix is written): a name generated from the clock or a counter, as malware campaigns rotate theirs", {})
    }
    if (f.obfuscated) add("script_obfuscated", "high", "a new inline script hides its code (it decodes strings and runs or inserts them)", {})
    // A chat widget's loader written inline: the widget is as new as one loaded by a script element.
    const chat = f.urls.map(siteOfUrl).find((x): x is string => x !== null && isChat(x))
    if (chat !== undefined) chatAdded(chat)
    // Cookies kilobytes long: every later request to the site carries them, and its server refuses requests whose
    // headers grow that large (a cookie bomb: the site stops answering that visitor until they clear its cookies).
    if (f.floodsCookies && !out.some((o) => o.check === "script_floods_cookies")) {
      add("script_floods_cookies", "high", "a new inline script sets cookies kilobytes long: the site's server refuses requests that carry them, so the site stops answering each visitor (a cookie bomb)", {})
    }
    if (f.setsSession && !out.some((o) => o.check === "script_sets_session")) {
      add("script_sets_session", "high", "a new inline script sets the visitor's session cookie to a value written in the script: once the visitor signs in, whoever chose that value holds the session (session fixation)", {})
    }
    // The browser then opens that page for every such link the visitor follows, on any site: mail addresses,
    // payment requests and numbers go where the page's writer chose.
    if (f.protocolHandler && !out.some((o) => o.check === "script_protocol_handler")) {
      add("script_protocol_handler", "high", "a new inline script asks the visitor's browser to open one of its pages for every mailto:, bitcoin:, tel: or web+ link they follow, on any site", {})
    }
    // A session recorder told to record what visitors type (its input masking turned off): every keystroke, the
    // passwords and card numbers too, goes to whoever owns the recording project.
    if (f.unmasks && !out.some((o) => o.check === "recording_unmasked")) {
      add("recording_unmasked", "high", "a new inline script sets a session recorder to record what visitors type into form fields (input masking turned off): passwords and card numbers go to whoever holds the recording project", {})
    }
    if (f.peer && !out.some((o) => o.check === "script_data_channel")) {
      add("script_data_channel", "high", "a new inline script opens a direct data channel (WebRTC) to a peer it names itself: what it sends or runs passes outside the page's web requests", {})
    }
    if (f.lan && !out.some((o) => o.check === "script_local_network")) {
      add("script_local_network", "high", "a new inline script sends requests to addresses of the visitor's own network (a home router's admin pages): it works on the visitor's devices, not on this site", {})
    }
    if (f.probe && !out.some((o) => o.check === "script_probe")) {
      add("script_probe", "high", `new code on the page does nothing but open a dialog (${s.code.trim().slice(0, 60)}): the proof an intruder leaves after injecting script into the page (cross-site scripting)`, {})
    }
  }

  // A new redirect to the page's own site: to a page in its file or system folders, or to a program, it is what a
  // planted kit looks like (an alarm). To one of the site's own pages (its mobile host, a page in another language,
  // an A/B test's variant) it is how sites route their own visitors: a sign, weighed with what else changed.
  const redirectSites = setOf(d.redirects)
  for (const r of current.refs) {
    if (r.kind !== "redirect" || r.label.startsWith("form field")) continue
    const site = siteOfUrl(r.url)
    if (site !== null && known.has(site) && !redirectSites.has(site)) {
      // A refresh that waits for its reader (a "this page has moved" notice) is how sites move their own pages: reported.
      const planted = folderPage(r.url, site) || EXECUTABLE.test(pathOf(r.url))
      add("redirect_same_site", /^meta refresh after/.test(r.label) ? "low" : planted ? "high" : "medium", `the page now moves visitors to ${r.url} without a click (${r.label})${planted ? ", a page in the site's file folders or a program" : ""}`, { url: r.url })
      break
    }
  }
  return out
}

/**
 * The destinations engine.
 *
 * @since 0.2.0
 */
export const destinations: Engine = {
  name: NAME,
  question: "destinations",
  enabledByDefault: true,
  reads: { settings: ["engine_settings.destinations"], baseline: [`engine_data.${NAME}`] },
  baselineData,
  compare
}

/**
 * URLs as the engines see them: absolute http(s) URLs, hosts, and the site
 * (registrable domain) a host belongs to.
 */

import { registryHosts } from "./registry.js"
import { chatHosts, compromisedHosts, formServiceHosts, impersonatedBrands, openCdnHosts, packageOwners, popularPackages, publicBodyHosts, vendorHosts } from "./providers.js"

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const PLAIN = /^[^\s\\]*$/
/** An http(s) URL with a host, PLAIN. */
const HTTP_PLAIN = /^https?:\/\/[^\s\\/?#][^\s\\]*$/i

/**
 * An absolute URL of an attribute value, or null for fragments and non-web
 * schemes. `origin` is the base's origin (`https://host`), passed so the
 * common forms skip URL parsing, which otherwise dominates the pass.
 */
export const absolute = (value: string, base: string, origin = originOf(base)): string | null => {
  const v = value.trim()
  if (v.length === 0) return null
  const c0 = v.charCodeAt(0)
  if (c0 === 35 /* # */) return null
  if (c0 === 47 /* / */) {
    // "/path" on the same origin, without dot segments or escapes to normalise
    if (v.charCodeAt(1) !== 47 && origin !== null && !v.includes("/.") && PLAIN.test(v)) return origin + v
  } else if (c0 === 104 || c0 === 72) {
    // "http://" or "https://" as written (and PLAIN: one pattern, one run)
    if (HTTP_PLAIN.test(v)) return v
  } else {
    const scheme = SCHEME.exec(v)
    if (scheme !== null) {
      const s = scheme[1]!.toLowerCase()
      if (s !== "http" && s !== "https") return null
    }
  }
  try {
    const u = new URL(v, base)
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null
  } catch {
    return null
  }
}

/** `scheme://host[:port]` of an http(s) URL, or null. */
export const originOf = (url: string): string | null => {
  try {
    const u = new URL(url)
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null
  } catch {
    return null
  }
}

/** The lower-case host of an absolute http(s) URL (without parsing the whole URL), or null. */
export const hostOf = (url: string): string | null => {
  const start = url.indexOf("//")
  if (start === -1) return null
  // The authority runs to the first "/", "?", "#" or "\\"; the host is after its last "@" (what comes before is a
  // user name and password: "https://bank.example:login@evil.example/" leads to evil.example) and before its port.
  let end = start + 2
  let colon = -1
  let at = -1
  while (end < url.length) {
    const c = url.charCodeAt(end)
    if (c === 47 || c === 63 || c === 35 || c === 92) break
    if (c === 58) colon = end
    else if (c === 64) at = end
    end++
  }
  let host = url.slice(at === -1 ? start + 2 : at + 1, colon > at ? colon : end).toLowerCase()
  if (host.endsWith(".")) host = host.slice(0, -1)
  return host.length === 0 ? null : host
}

/**
 * Suffixes under which anyone can own a name: `a.github.io` and
 * `b.github.io` are different sites. Attackers host payloads there, so they
 * must never count as the page's own site.
 */
const SHARED_SUFFIXES = new Set([
  "github.io", "githubusercontent.com", "gitlab.io", "blogspot.com", "wordpress.com", "wixsite.com", "weebly.com",
  "herokuapp.com", "netlify.app", "vercel.app", "pages.dev", "workers.dev", "web.app", "firebaseapp.com",
  "appspot.com", "azurewebsites.net", "cloudfront.net", "amazonaws.com", "s3.amazonaws.com", "000webhostapp.com",
  "glitch.me", "repl.co", "ngrok.io", "ngrok-free.app", "duckdns.org", "no-ip.org", "tumblr.com", "myshopify.com",
  "onrender.com", "fly.dev", "surge.sh", "neocities.org", "r2.dev", "trycloudflare.com", "windows.net", "core.windows.net",
  "blob.core.windows.net", "web.core.windows.net", "azureedge.net", "b-cdn.net", "backblazeb2.com", "supabase.co",
  "digitaloceanspaces.com", "linodeobjects.com"
])

/** Second-level labels of country TLDs that act as public suffixes (co.uk, com.au, ...). */
const SECOND_LEVEL = new Set(["co", "com", "net", "org", "gov", "edu", "ac", "or", "ne", "go", "gob", "nic", "mil", "ltd", "plc", "sch", "nom", "gen"])

/** Hosts already resolved to their site: a page names the same few hosts again and again. */
const sites = new Map<string, string>()

/** The registrable part of a host: `www.shop.example.co.uk` -> `example.co.uk`. IP literals stay whole. */
export const siteOf = (host: string): string => {
  let site = sites.get(host)
  if (site === undefined) {
    site = registrable(host)
    if (sites.size >= 8192) sites.clear()
    sites.set(host, site)
  }
  return site
}

const REGION_BUCKET = /^[^.]+\.[a-z0-9-]+\.(?:cdn\.)?(?:digitaloceanspaces|linodeobjects)\.com$/
const S3_BUCKET = /^[^.]+(?:\.[^.]+)*?\.s3(?:[.-][a-z0-9-]+)*\.amazonaws\.com$/
const registrable = (host: string): string => {
  if (/^[\d.]+$/.test(host) || host.startsWith("[")) return host
  // An S3 bucket addressed by name (media.s3.us-east-1.amazonaws.com, media.s3-eu-west-1.amazonaws.com): anyone
  // can own a bucket, so the bucket is the site, not the region.
  if (host.endsWith(".amazonaws.com") && S3_BUCKET.test(host)) return host
  // (so is a Space or a Linode bucket under its region: media.fra1.digitaloceanspaces.com)
  if (REGION_BUCKET.test(host)) return host
  const labels = host.split(".")
  if (labels.length <= 2) return host
  const n = labels.length
  // The longest shared suffix, and the name owned under it.
  for (let k = Math.min(4, n - 1); k >= 2; k--) {
    if (SHARED_SUFFIXES.has(labels.slice(-k).join("."))) return labels.slice(-(k + 1)).join(".")
  }
  const tld = labels[n - 1]!
  const take = tld.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? 3 : 2
  return labels.slice(-take).join(".")
}

/**
 * Object-storage hosts that name the bucket in the path
 * (`storage.googleapis.com/<bucket>/...`, `s3.amazonaws.com/<bucket>/...`):
 * anyone can own a bucket, so the bucket is the site.
 */
const PATH_BUCKETS = /^(?:storage\.googleapis\.com|storage\.cloud\.google\.com|s3\.amazonaws\.com|s3[.-][a-z0-9-]+\.amazonaws\.com|[a-z0-9-]+\.digitaloceanspaces\.com|[a-z0-9-]+\.linodeobjects\.com|s3\.[a-z0-9-]+\.wasabisys\.com|[a-z0-9-]+\.r2\.cloudflarestorage\.com|f\d{3}\.backblazeb2\.com)$/

/** The first label of a registrable domain, without hyphens ("harbour-bakery.co.uk" -> "harbourbakery"). */
export const labelOf = (site: string): string => (site.split(".")[0] ?? "").replace(/-/g, "")

/** Letters and digits only, lower case: how a name is compared with a site's label. */
export const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "")

/** The site of an absolute URL, or null. */
export const siteOfUrl = (url: string): string | null => {
  const h = hostOf(url)
  if (h === null) return null
  if (h.endsWith(".com") && PATH_BUCKETS.test(h)) {
    // (Backblaze B2: f001.backblazeb2.com/file/<bucket>/...)
    const bucket = /^[a-z][\w+.-]*:\/\/[^/]+\/(?:file\/(?=[^/?#]+\/))?([^/?#]+)/i.exec(url)?.[1]
    if (bucket !== undefined) return `${h}/${bucket.toLowerCase()}`
  }
  return siteOf(h)
}

/**
 * Whether a site (as siteOfUrl gives it) is object storage or a shared host whose own name (the bucket, the
 * subdomain) holds the page's site name: `thehindumedia` on storage.googleapis.com, iafricaassets.blob.core.windows.net
 * for iafrica.com. Where a site keeps its files when it moves them off its own server. A look-alike domain of its
 * own (thehindu-media.top) is not storage and does not count.
 */
/** Whether a site is a name under a suffix anyone can register names on (GitHub Pages, Netlify, object storage, ...). */
export const onSharedSuffix = (site: string): boolean => {
  const labels = site.split(".")
  for (let k = Math.min(4, labels.length - 1); k >= 2; k--) if (SHARED_SUFFIXES.has(labels.slice(-k).join("."))) return true
  return false
}

export const ownStorage = (site: string, own: string | null): boolean => {
  if (own === null) return false
  const label = labelOf(own).toLowerCase()
  if (label.length < 4) return false
  const slash = site.indexOf("/")
  if (slash > 0) return PATH_BUCKETS.test(site.slice(0, slash)) && squash(site.slice(slash + 1)).includes(label)
  const labels = site.split(".")
  for (let k = Math.min(4, labels.length - 1); k >= 2; k--) {
    if (SHARED_SUFFIXES.has(labels.slice(-k).join("."))) return squash(labels.slice(0, -k).join(".")).includes(label)
  }
  return false
}

/** The URL without its query and fragment. */
export const stripQuery = (u: string): string => {
  const q = u.search(/[?#]/)
  return q === -1 ? u : u.slice(0, q)
}

/** The last path segment of a URL, digits folded (`app.3f9a1.js` and `app.8c2d0.js` read alike). */
export const fileOf = (u: string): string => {
  let end = u.length
  for (let i = u.indexOf("//") + 2; i < u.length; i++) {
    const c = u.charCodeAt(i)
    if (c === 63 || c === 35) {
      end = i
      break
    }
  }
  const slash = u.lastIndexOf("/", end - 1)
  const name = u.slice(slash + 1, end)
  return HASHY.test(name) ? name.toLowerCase().replace(HASHES, "0") : name.toLowerCase()
}
const HASHY = /\d/
const HASHES = /[0-9a-f]{6,}|\d+/g

const COMPROMISED_SITES = new Set(compromisedHosts.map((p) => siteOf(p)))
const PROVIDER_SITES = new Set(vendorHosts.map((p) => siteOf(p)).filter((s) => !COMPROMISED_SITES.has(s)))
const OPEN_CDN_SITES = new Set(openCdnHosts.map((p) => siteOf(p)))

/** Whether a site belongs to a widely used third-party provider (see providers.ts). */
export const isProvider = (site: string): boolean => PROVIDER_SITES.has(site)

/** Whether a site is a package CDN that serves whatever anyone publishes (see providers.ts). */
export const isOpenCdn = (site: string): boolean => OPEN_CDN_SITES.has(site)

/**
 * Hosts where anyone can put a file and get a link to it, besides the file lockers below: cloud storage
 * buckets, free site builders, code hosts' raw files, tunnels. A program or archive there was put there by
 * whoever wrote the link.
 */
const USER_FILES = /^(?:(?:docs|sites|storage)\.google\.com|(?:firebasestorage|storage|[\w-]+\.storage)\.googleapis\.com|[\w-]+\.(?:appspot\.com|web\.app|firebaseapp\.com|r2\.dev|pages\.dev|netlify\.app|vercel\.app|github\.io|gitlab\.io|glitch\.me|replit\.app|surge\.sh|blob\.core\.windows\.net|sharepoint\.com|ipfs\.dweb\.link)|(?:[\w.-]+\.)?s3(?:[.-][\w-]+)*\.amazonaws\.com|cdn\.discordapp\.com|media\.discordapp\.net|(?:raw|gist|objects)\.githubusercontent\.com|(?:app\.)?box\.com|ipfs\.io|cloudflare-ipfs\.com|[\w-]+\.ngrok(?:-free)?\.(?:app|io)|[\w-]+\.trycloudflare\.com)$/i

/** File lockers: hosts whose links are files someone uploaded, whatever the address says (mediafire.com/file/x/y/file). */
const FILE_LOCKERS = /^(?:(?:www\.|dl\.)?dropbox(?:usercontent)?\.com|drive\.google\.com|onedrive\.live\.com|1drv\.ms|(?:www\.)?mediafire\.com|(?:www\.)?mega\.(?:nz|io)|(?:www\.)?wetransfer\.com|we\.tl|transfer\.sh|file\.io|(?:www\.)?4shared\.com|pixeldrain\.com|gofile\.io|anonfiles\.com|(?:files\.)?catbox\.moe|(?:www\.)?sendspace\.com|(?:www\.)?zippyshare\.com|(?:www\.)?uploadhaven\.com|(?:www\.)?krakenfiles\.com|(?:www\.)?workupload\.com|(?:www\.)?filemail\.com|(?:www\.)?swisstransfer\.com|disk\.yandex\.(?:ru|com|com\.tr|kz|by)|yadi\.sk|(?:www\.)?transfernow\.net|(?:www\.)?smash\.gg|fromsmash\.com|(?:www\.)?terabox\.com|(?:www\.)?uptobox\.com|(?:www\.)?rapidgator\.net|(?:www\.)?nitroflare\.com|(?:www\.)?filebin\.net|(?:www\.)?bashupload\.com|(?:www\.)?send\.vis\.ee)$/i

/** Whether a host is a file locker (see FILE_LOCKERS). */
export const isFileLocker = (host: string | null): boolean => host !== null && FILE_LOCKERS.test(host)

/** Whether a host serves files anyone can upload (a file locker, or see USER_FILES). */
export const isUserFileHost = (host: string | null): boolean => host !== null && (USER_FILES.test(host) || FILE_LOCKERS.test(host))

/**
 * Sites of the public third-party registry (registry.ts) left out of the providers: hosts where anyone with an
 * account serves files (generic CDNs), pop-under and push networks that malvertising runs on, link shorteners
 * (the link hides where it leads), IP-lookup services skimmers use to pick their victims, and hosts of pictures
 * and code anyone uploads.
 */
const NOT_PROVIDERS = new Set([
  "akamaihd.net", "akamaized.net", "edgecastdns.net", "alphacdn.net", "fastly.net", "cdn77.org", "cdn77.com", "b-cdn.net",
  "popads.net", "megapopads.com", "clickadu.com", "exoclick.com", "juicyads.com", "popcash.net", "propellerads.com",
  "bitly.com", "bit.ly", "tinyurl.com", "ipify.org", "ipapi.co", "ipinfo.io", "ip-api.com",
  // (image hosts and code hosts anyone uploads to: a defacer's banner is hosted there as often as an editor's)
  "imgur.com", "photobucket.com", "postimg.org", "postimg.cc", "ibb.co", "imgbb.com", "flickr.com", "staticflickr.com", "github.com"
])

// The registry's services count as providers, less what anyone can host files on (see NOT_PROVIDERS, SHARED_SUFFIXES,
// USER_FILES, FILE_LOCKERS, the open CDNs) and the compromised hosts.
for (const host of registryHosts) {
  const site = siteOf(host)
  if (SHARED_SUFFIXES.has(site) || NOT_PROVIDERS.has(site) || COMPROMISED_SITES.has(site) || OPEN_CDN_SITES.has(site) || isUserFileHost(host)) continue
  PROVIDER_SITES.add(site)
}

/**
 * The much-impersonated brand (see providers.ts) a site's name holds with something added ("roblox-gift.com",
 * "binance-airdrop.net", "paypal-secure.info"), or null. The brand's own domains (a catalogued provider, or the
 * bare name under any suffix: paypal.de) hold it alone. Names of four letters or fewer count only as a word of
 * their own between hyphens ("dhl-parcel.com", not "dhlaw.com").
 */
export const brandImitated = (site: string): string | null => {
  if (PROVIDER_SITES.has(site)) return null
  const first = (site.split(".")[0] ?? "").toLowerCase()
  const label = first.replace(/-/g, "")
  const words = first.split("-")
  for (const brand of impersonatedBrands) {
    if (label === brand) return null
    if (brand.length <= 4) {
      if (words.length > 1 && words.includes(brand)) return brand
      continue
    }
    // the name with a word added: after a hyphen, or a word of scams ("robloxgift", "binanceairdrop")
    if (label.includes(brand) && (words.length > 1 || SCAM_WORD.test(label.replace(brand, "")))) return brand
    // the name misspelt: a letter changed, added, dropped or two swapped ("steamcommunlty", "dicsord")
    if (brand.length >= 7 && Math.abs(label.length - brand.length) <= 1 && editDistance(label, brand, brand.length >= 10 ? 2 : 1, true) <= (brand.length >= 10 ? 2 : 1)) return brand
  }
  // A known service's name (six letters or more) as a word of a name that is not the service's own ("my-opentable.net",
  // "app-treatwell.net", "zendesk-help.online"): a booking, help-desk or payment page posing as the service's.
  vendorLabels ??= new Set([...PROVIDER_SITES].map((s) => s.slice(0, s.indexOf("."))).filter((l) => l.length >= 6 && /^[a-z]+$/.test(l)))
  if (words.length > 1) {
    for (const w of words) if (vendorLabels.has(w)) return w
  }
  // A known service's name written with look-alike characters ("w0rdpress", "cloudf1are", "rnailchimp") or, when it is
  // long (eight letters or more), misspelt by one letter ("googletagmanagers", "cloudfalre"): the service's look-alike.
  const seen = lookalikeCache.get(label)
  if (seen !== undefined) return seen
  const found = vendorLookalike(label, vendorLabels)
  if (lookalikeCache.size < 5000) lookalikeCache.set(label, found)
  return found
}
let vendorLabels: Set<string> | undefined
const lookalikeCache = new Map<string, string | null>()
/** Characters written for letters they resemble. */
const unconfuse = (label: string): string => label.replace(/0/g, "o").replace(/1/g, "l").replace(/3/g, "e").replace(/5/g, "s").replace(/rn/g, "m").replace(/vv/g, "w")
const vendorLookalike = (label: string, vendors: ReadonlySet<string>): string | null => {
  if (vendors.has(label)) return null
  const plain = unconfuse(label)
  if (plain !== label && (vendors.has(plain) || impersonatedBrands.includes(plain))) return plain
  if (label.length < 8 || !/^[a-z]+$/.test(label)) return null
  for (const v of vendors) {
    if (v.length >= 8 && Math.abs(v.length - label.length) <= 1 && v[0] === label[0] && editDistance(label, v, 1, true) <= 1) return v
  }
  return null
}

const SCAM_WORD = /gift|claim|free|airdrop|drop|verify|secure|login|signin|support|wallet|reward|bonus|promo|giveaway|nitro|event|help|account|update|auth|connect|official|recovery|unlock|prize|win/


/**
 * Edit distance between two short names (letters changed, added or dropped; with `swaps`, two neighbours
 * swapped count as one edit too), bounded: stops at `max + 1`.
 */
/**
 * Whether `proxiedTo` reads the links of a host (a lower-case host, as `hostOf` gives it): the hosts its tests below
 * name. Links on any other host lead where they say.
 */
export const isProxyHost = (host: string): boolean =>
  host.endsWith(".cdn.ampproject.org") || host === "www.google.com" || host === "google.com" || host.endsWith(".translate.goog") ||
  host === "metamask.app.link" || host === "link.trustwallet.com" || host === "go.cb-w.com" || host === "phantom.app" ||
  host.endsWith(".okx.com") || host === "okx.com" || host === "translate.google.com"

/**
 * Where a link through a page proxy leads: Google's AMP cache (`<x>.cdn.ampproject.org/c/s/host/path`,
 * `google.com/amp/s/host/path`) and Google Translate's proxy (`host-name.translate.goog/path`,
 * `translate.google.com/translate?u=`) serve another site's page under their own name. Null for other addresses.
 */
export const proxiedTo = (url: string): string | null => {
  const host = hostOf(url)
  if (host === null || !isProxyHost(host)) return null
  if (host.endsWith(".cdn.ampproject.org") || ((host === "www.google.com" || host === "google.com") && /^https?:\/\/[^/]+\/amp\/s\//i.test(url))) {
    const m = /^https?:\/\/[^/]+\/(?:[cvi]\/(?:s\/)?|amp\/(?:s\/)?)([^/?#]+)(.*)$/i.exec(url)
    return m === null ? null : `https://${m[1]}${m[2]}`
  }
  if (host.endsWith(".translate.goog")) {
    const name = host.slice(0, -".translate.goog".length).replace(/--/g, "\u0000").replace(/-/g, ".").replace(/\u0000/g, "-")
    return `https://${name}${url.slice(url.indexOf(host) + host.length).replace(/[?&]_x_tr_[^&#]*/g, "")}`
  }
  // A wallet's deep link opens the address it carries in the wallet's own browser (MetaMask's /dapp/<host>,
  // Trust Wallet's open_url, Coinbase Wallet's cb_url, Phantom's /ul/browse/<url>): it leads there.
  if (host === "metamask.app.link") {
    const m = /^https?:\/\/[^/]+\/dapp\/([^?#]+(?:[?#].*)?)$/i.exec(url)
    return m === null ? null : /^https?:\/\//i.test(m[1]!) ? m[1]! : `https://${m[1]}`
  }
  if (host === "link.trustwallet.com" || host === "go.cb-w.com" || host === "phantom.app" || host.endsWith(".okx.com") || host === "okx.com") {
    const carried = /[?&](?:url|cb_url|dappUrl|deeplink)=([^&#]+)/i.exec(url)?.[1] ?? /\/ul\/browse\/([^/?#]+)/i.exec(url)?.[1]
    const target = carried === undefined ? "" : decodeSafe(carried)
    return /^https?:\/\//i.test(target) ? target : null
  }
  if (host === "translate.google.com") {
    const u = /[?&]u=([^&#]+)/.exec(url)?.[1]
    if (u === undefined) return null
    const target = decodeSafe(u)
    return /^https?:\/\//i.test(target) ? target : `https://${target}`
  }
  return null
}

/** The npm package an open-CDN address serves (jsDelivr /npm/x, unpkg /x, esm.sh /x, cdnjs /ajax/libs/x), or null. */
export const packageOf = (url: string): string | null => {
  const m = /^https?:\/\/([^/?#]+)(\/[^?#]*)/i.exec(url)
  if (m === null) return null
  const host = m[1]!.toLowerCase()
  const path = m[2]!
  const rest = host.endsWith("jsdelivr.net") ? /^\/npm\/(.+)$/.exec(path)?.[1] : host.endsWith("cdnjs.cloudflare.com") ? /^\/ajax\/libs\/([^/]+)/.exec(path)?.[1] : /^(?:unpkg\.com|esm\.sh|cdn\.skypack\.dev|esm\.run|ga\.jspm\.io)$/.test(host) ? path.replace(/^\/(?:npm:)?/, "") : undefined
  if (rest === undefined || rest.length === 0) return null
  const parts = rest.split("/")
  const name = parts[0]!.startsWith("@") && parts.length > 1 ? `${parts[0]}/${parts[1]}` : parts[0]!
  const at = name.lastIndexOf("@")
  return (at > 0 ? name.slice(0, at) : name).toLowerCase()
}

/** The packages of a jsDelivr combine URL ("/combine/npm/jquery@3.7.1/dist/jquery.min.js,npm/x@1"), each by name. */
export const combinedPackages = (url: string): Array<string> => {
  const m = /^https?:\/\/(?:cdn\.|fastly\.|gcore\.)?jsdelivr\.net\/combine\/([^?#]+)/i.exec(url)
  if (m === null) return []
  const out: Array<string> = []
  for (const part of m[1]!.split(",")) {
    const pkg = packageOf(`https://cdn.jsdelivr.net/${part.replace(/^\/+/, "")}`)
    if (pkg !== null) out.push(pkg)
  }
  return out
}

const CHAT_SITES = new Set(chatHosts.map((h) => siteOf(h)))
/** Whether a site serves a chat or support widget (see providers.ts). */
export const isChat = (site: string): boolean => CHAT_SITES.has(site)

const FORM_SERVICE_SITES = new Set(formServiceHosts.map((h) => siteOf(h)))
/** Whether a site mails the submissions of other sites' forms to their makers (see providers.ts). */
export const isFormService = (site: string): boolean => FORM_SERVICE_SITES.has(site)

const POPULAR = new Set(popularPackages)
/** A package's name without its scope and a ".js" ending ("@splidejs/splide" → "splide", "chart.js" → "chart"). */
const bareName = (p: string): string => p.replace(/^@[^/]+\//, "").replace(/\.js$/, "")
const OWNERS = new Set(packageOwners)
/**
 * A GitHub repository served by an open CDN (jsDelivr /gh/owner/repo, githack, statically) that is named like a
 * popular package but belongs to another account than the package's: someone's copy, whatever it holds. As
 * `owner/repo → package`, or null.
 */
export const repoImitating = (url: string): { readonly repo: string; readonly imitates: string } | null => {
  const m = /^https?:\/\/(?:cdn\.|fastly\.|gcore\.|testingcf\.)?jsdelivr\.net\/gh\/([\w.-]+)\/([\w.-]+?)(?:@[^/]*)?(?:\/|$)|^https?:\/\/(?:raw\.githack\.com|rawcdn\.githack\.com|cdn\.statically\.io\/gh)\/([\w.-]+)\/([\w.-]+)\//i.exec(url)
  if (m === null) return null
  const owner = (m[1] ?? m[3]!).toLowerCase()
  const repo = (m[2] ?? m[4]!).toLowerCase()
  if (OWNERS.has(owner)) return null
  const name = repo.replace(/\.js$/, "")
  const imitates = popularPackages.find((p) => p === repo || bareName(p) === name) ?? packageImitated(repo)
  // (an account named as the project, "swiper/swiper", is taken as its own)
  if (imitates === null || imitates === undefined || owner === name) return null
  return { repo: `${owner}/${repo}`, imitates }
}
/**
 * Whether a file on an open CDN belongs to a well-known package (by its exact name, or a GitHub repository of the
 * account that publishes it): only its maintainers can publish under that name, so a page that starts loading it
 * has added a library, as from a curated CDN.
 */
export const isPopularPackage = (url: string): boolean => {
  const pkg = packageOf(url)
  if (pkg !== null) return POPULAR.has(pkg)
  const m = /^https?:\/\/(?:cdn\.|fastly\.|gcore\.)?jsdelivr\.net\/gh\/([\w.-]+)\//i.exec(url)
  return m !== null && OWNERS.has(m[1]!.toLowerCase())
}
const PACKAGE_WORDS = /^(?:js|lib|core|cdn|min|dist|latest|utils?|helpers?|client|http|official|new|v\d|pro|plus|secure|fix|patch|loader|bundle|full|stable|module|esm|custom|build|animate|touch|web|ui|kit|tools?|addon|ext|extra|lite|polyfill)$/
/** The well-known package a package name imitates (a letter changed, added, dropped or swapped; a generic word added), or null. */
export const packageImitated = (name: string): string | null => {
  if (POPULAR.has(name) || name.length < 3) return null
  for (const p of popularPackages) {
    const max = p.length >= 8 ? 2 : 1
    if (Math.abs(p.length - name.length) <= max && editDistance(name, p, max, true) <= max) return p
    const bare = bareName(p)
    // (not a scoped package's generic last word: "core-js-bundle" does not pass for "@popperjs/core")
    if (bare.length >= 4 && !PACKAGE_WORDS.test(bare) && name.startsWith(bare) && name.length > bare.length) {
      const words = name.slice(bare.length).split(/[-._]/).filter((w) => w.length > 0)
      if (words.length > 0 && words.every((w) => PACKAGE_WORDS.test(w))) return p
    }
  }
  return null
}

export const editDistance = (a: string, b: string, max: number, swaps = false): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: Array<number> = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1)
      row.push(v)
      if (v < best) best = v
    }
    if (best > max) return max + 1
    before = prev
    prev = row
  }
  return prev[b.length]!
}

/** `decodeURIComponent`, or the text as it is when it is not a valid escape sequence. */
export const decodeSafe = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Whether a site is known to have served malware to the sites that loaded it (see providers.ts). */
export const isCompromised = (site: string): boolean => COMPROMISED_SITES.has(site)

const PUBLIC_BODY_SITES = new Set(publicBodyHosts.map((p) => siteOf(p)))
/** Government and intergovernmental names: `.gov`, `.gov.uk`, `.gouv.fr`, `.gob.es`, `.go.jp`, `.gc.ca`, `.admin.ch`, `.europa.eu`, `.int`, `.mil`. */
const GOVERNMENT = /(?:^|\.)(?:gov|gouv|gob|govt|go|gv|gc|admin|bund|mil|int|europa|jus)\.(?:[a-z]{2,3})$|\.(?:gov|mil|int)$/

/**
 * A public body's site: a government's or an intergovernmental body's (by its suffix), a national
 * weather service, a Red Cross or Red Crescent society, a UN agency (`PUBLIC_BODIES` in providers.ts).
 *
 * @since 0.6.0
 */
export const isPublicBody = (site: string): boolean => PUBLIC_BODY_SITES.has(site) || GOVERNMENT.test(site)

/** The path of a URL without its host, query and fragment. */
export const pathOf = (u: string): string => {
  const start = u.indexOf("//")
  const slash = start === -1 ? -1 : u.indexOf("/", start + 2)
  const q = u.search(/[?#]/)
  const end = q === -1 ? u.length : q
  return slash === -1 || slash >= end ? "/" : u.slice(slash, end)
}

/**
 * What identifies one of the site's own files across releases: its site and
 * its path with fingerprints folded (`app.3f9a1c.js`, `v=123`, `/2024/11/`
 * read alike), whichever of the site's hosts serves it (`www.`, `static.`,
 * `cdn.`). A file renamed by a new build is the same file.
 */
export const assetKey = (u: string): string => {
  const site = siteOfUrl(u) ?? ""
  const path = pathOf(u).toLowerCase()
  return `${site}${foldFingerprints(path)}`
}

/**
 * A path with its build fingerprints folded: a hash segment a build adds or
 * changes (`app.3f9a1c2b.js`, `app-3f9a1c2b.js` and `app.js` read alike)
 * and other digit runs (`v2`, `/2024/11/`) read as one.
 */
const foldFingerprints = (path: string): string =>
  /\d/.test(path) ? path.replace(/[.\-_~]?(?=[0-9a-f]*\d)[0-9a-f]{6,}(?=[./\-_~]|$)/g, "").replace(/\d+/g, "0") : path

/** An asset's path with fingerprints folded, without its site (to follow a move to another host). */
export const assetPath = (u: string): string => {
  const path = pathOf(u).toLowerCase()
  return foldFingerprints(path)
}

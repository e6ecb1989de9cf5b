/**
 * URLs as the engines see them: absolute http(s) URLs, hosts, and the site
 * (registrable domain) a host belongs to.
 */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const PLAIN = /^[^\s\\]*$/

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
    // "http://" or "https://" as written
    if (/^https?:\/\/[^\s\\/?#]/i.test(v) && PLAIN.test(v)) return v
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
  let end = start + 2
  while (end < url.length) {
    const c = url.charCodeAt(end)
    if (c === 47 || c === 63 || c === 35 || c === 58 || c === 92) break
    end++
  }
  let host = url.slice(start + 2, end).toLowerCase()
  const at = host.lastIndexOf("@")
  if (at !== -1) host = host.slice(at + 1)
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
  "onrender.com", "fly.dev", "surge.sh", "neocities.org", "r2.dev", "trycloudflare.com"
])

/** Second-level labels of country TLDs that act as public suffixes (co.uk, com.au, ...). */
const SECOND_LEVEL = new Set(["co", "com", "net", "org", "gov", "edu", "ac", "or", "ne", "go", "gob", "nic", "mil", "ltd", "plc", "sch", "nom", "gen"])

/** The registrable part of a host: `www.shop.example.co.uk` -> `example.co.uk`. IP literals stay whole. */
export const siteOf = (host: string): string => {
  if (/^[\d.]+$/.test(host) || host.startsWith("[")) return host
  const labels = host.split(".")
  if (labels.length <= 2) return host
  const n = labels.length
  const lastTwo = `${labels[n - 2]}.${labels[n - 1]}`
  if (SHARED_SUFFIXES.has(lastTwo)) return labels.slice(-3).join(".")
  const lastThree = labels.slice(-3).join(".")
  if (n >= 4 && SHARED_SUFFIXES.has(lastThree)) return labels.slice(-4).join(".")
  const tld = labels[n - 1]!
  const take = tld.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? 3 : 2
  return labels.slice(-take).join(".")
}

/** The site of an absolute URL, or null. */
export const siteOfUrl = (url: string): string | null => {
  const h = hostOf(url)
  return h === null ? null : siteOf(h)
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

/**
 * Widely used third-party providers (analytics, tag managers, ads, consent
 * managers, fonts, library CDNs with curated content, social embeds, video,
 * maps, chat, payments). A page that starts loading one of them has most
 * likely added a feature, not been compromised: a new reference to one is
 * reported, not alerted on by itself. User-content hosts (GitHub Pages,
 * raw.githubusercontent.com, jsDelivr's /gh/ paths, paste sites) are not on
 * the list: attackers host payloads there.
 */
const PROVIDERS = [
  // analytics and tag managers
  "google-analytics.com", "googletagmanager.com", "googleoptimize.com", "analytics.google.com", "hotjar.com", "hotjar.io",
  "segment.com", "segment.io", "mixpanel.com", "amplitude.com", "heap.io", "heapanalytics.com", "fullstory.com",
  "clarity.ms", "matomo.cloud", "plausible.io", "newrelic.com", "nr-data.net", "datadoghq.com", "datadoghq-browser-agent.com",
  "sentry.io", "sentry-cdn.com", "quantserve.com", "scorecardresearch.com", "chartbeat.com", "chartbeat.net", "parsely.com",
  "omtrdc.net", "adobedtm.com", "demdex.net", "typekit.net", "statcounter.com", "yandex.ru", "mc.yandex.ru", "cloudflareinsights.com",
  "mouseflow.com", "crazyegg.com", "optimizely.com", "vwo.com", "visualwebsiteoptimizer.com", "abtasty.com", "kameleoon.eu",
  // advertising
  "doubleclick.net", "2mdn.net", "googletagservices.com", "googlesyndication.com", "adservice.google.com", "googleadservices.com", "google.com", "googleapis.com", "gstatic.com",
  "adnxs.com", "amazon-adsystem.com", "criteo.com", "criteo.net", "taboola.com", "outbrain.com", "pubmatic.com",
  "rubiconproject.com", "openx.net", "casalemedia.com", "adsrvr.org", "moatads.com", "adform.net", "smartadserver.com",
  "bing.com", "bat.bing.com", "ads-twitter.com", "linkedin.com", "licdn.com", "snapchat.com", "sc-static.net", "tiktok.com",
  "pinterest.com", "pinimg.com", "reddit.com", "redditstatic.com", "quora.com", "yahoo.com", "media.net", "sharethrough.com",
  "teads.tv", "yieldmo.com", "33across.com", "indexww.com", "lijit.com", "sovrn.com", "gumgum.com", "triplelift.com",
  // consent managers
  "cookiebot.com", "cookielaw.org", "onetrust.com", "cookiepro.com", "trustarc.com", "truste.com", "consensu.org",
  "quantcast.com", "didomi.io", "usercentrics.eu", "iubenda.com", "cookieyes.com", "termly.io", "osano.com", "cookie-script.com",
  "privacy-mgmt.com", "sourcepoint.com", "consentmanager.net", "privacy-center.org", "didomi.io", "termsfeed.com",
  // fonts and library CDNs (curated content)
  "fonts.googleapis.com", "fonts.gstatic.com", "fontawesome.com", "bootstrapcdn.com", "cdnjs.cloudflare.com", "cloudflare.com",
  "jquery.com", "code.jquery.com", "aspnetcdn.com", "polyfill.io", "akamaihd.net", "akamaized.net", "fastly.net",
  "cloudinary.com", "imgix.net", "unsplash.com", "gravatar.com", "wp.com", "wordpress.org", "shopify.com", "shopifycdn.com",
  "squarespace.com", "squarespace-cdn.com", "wix.com", "wixstatic.com", "parastorage.com", "hubspot.com", "hs-scripts.com",
  "hs-analytics.net", "hsforms.com", "hscollectedforms.net", "hubspotusercontent.com", "mailchimp.com", "list-manage.com",
  "chimpstatic.com", "klaviyo.com", "sendinblue.com", "brevo.com", "convertkit.com", "typeform.com", "jotform.com",
  "recaptcha.net", "hcaptcha.com", "challenges.cloudflare.com",
  // social embeds, video, maps
  "facebook.com", "facebook.net", "fbcdn.net", "instagram.com", "cdninstagram.com", "twitter.com", "twimg.com", "x.com",
  "youtube.com", "youtube-nocookie.com", "ytimg.com", "youtu.be", "vimeo.com", "vimeocdn.com", "soundcloud.com",
  "spotify.com", "scdn.co", "tiktokcdn.com", "flickr.com", "staticflickr.com", "disqus.com", "disquscdn.com",
  "addthis.com", "addtoany.com", "sharethis.com", "maps.google.com", "openstreetmap.org", "mapbox.com", "wistia.com",
  "wistia.net", "brightcove.net", "jwplayer.com", "jwpcdn.com", "embedly.com", "giphy.com", "tenor.com", "threads.net",
  "bsky.app", "mastodon.social", "whatsapp.com", "telegram.org", "apple.com", "mzstatic.com", "microsoft.com",
  // chat and support widgets
  "intercom.io", "intercomcdn.com", "zendesk.com", "zdassets.com", "zopim.com", "drift.com", "driftt.com", "tawk.to",
  "crisp.chat", "livechatinc.com", "livechat.com", "olark.com", "freshchat.com", "freshworks.com", "tidio.co", "tidiochat.com",
  // payments and commerce
  "stripe.com", "stripe.network", "paypal.com", "paypalobjects.com", "braintreegateway.com", "adyen.com", "klarna.com",
  "afterpay.com", "affirm.com", "trustpilot.com", "yotpo.com", "bazaarvoice.com", "judge.me", "feefo.com", "reviews.io"
]
const PROVIDER_SITES = new Set(PROVIDERS.map((p) => siteOf(p)))

/** Whether a site belongs to a widely used third-party provider. */
export const isProvider = (site: string): boolean => PROVIDER_SITES.has(site)

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
  return `${site}${/\d/.test(path) ? path.replace(/[0-9a-f]{6,}|\d+/g, "0") : path}`
}

/** An asset's path with fingerprints folded, without its site (to follow a move to another host). */
export const assetPath = (u: string): string => {
  const path = pathOf(u).toLowerCase()
  return /\d/.test(path) ? path.replace(/[0-9a-f]{6,}|\d+/g, "0") : path
}

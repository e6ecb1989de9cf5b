/**
 * Identifiers written inside the page's links: the affiliate and referral ids
 * that say who is paid for the visitors a link sends, and the place a map
 * link or map frame shows (what visitors follow to find, and phone, the
 * business). Neither changes on an honest page without the owner meaning it.
 */
import type { Ref } from "../Features.js"
import { fnv } from "./text.js"
import { siteOfUrl } from "./url.js"

/** Query names of affiliate and referral ids (not of analytics: utm_*, gclid, fbclid). */
const REFERRAL_PARAM = /^(?:aff|affid|aff_id|affiliate|affiliate_id|affiliateid|aff_sub|ref|ref_id|refid|referral|referral_code|refcode|ref_code|partner|partner_id|partnerid|a_aid|wpam_id|clickref|awinaffid|irclickid|camref|campid|afftrack|associate_id|associateid|rfsn|irgwc|affcode|pid|publisher_id|pubid)$/i
/** Shops whose `tag` (Amazon Associates) is the affiliate id; elsewhere `tag` names a topic. */
const TAG_SHOP = /(?:^|\.)(?:amazon\.[a-z.]+|amzn\.to|amzn\.eu)$/i
/** A quick test before a link's query is parsed. */
const HINT = /[?&;](?:aff|ref|tag|partner|a_aid|wpam|clickref|awin|irclick|irgwc|camref|campid|associate|rfsn|pid|pub)/i

/** One affiliate or referral id of a link: the link's address without query (hashed) and `site|name=value`. */
export interface Referral {
  readonly path: number
  readonly id: string
}

/** The affiliate and referral ids the page's links carry. */
export const referralsOf = (refs: ReadonlyArray<Ref>): Array<Referral> => {
  const out: Array<Referral> = []
  for (const r of refs) {
    if (r.kind !== "link" || !HINT.test(r.url)) continue
    let u: URL
    try {
      u = new URL(r.url)
    } catch {
      continue
    }
    const site = siteOfUrl(r.url) ?? u.hostname
    for (const [k, v] of u.searchParams) {
      const value = v.trim()
      if (value.length < 2 || value.length > 80) continue
      if (REFERRAL_PARAM.test(k) || (k.toLowerCase() === "tag" && TAG_SHOP.test(u.hostname))) {
        out.push({ path: linkPath(r.url), id: `${site}|${k.toLowerCase()}=${value}` })
        if (out.length >= 200) return out
      }
    }
  }
  return out
}

/** A link's address without query or fragment, lower case, hashed. */
export const linkPath = (url: string): number => {
  const q = url.search(/[?#]/)
  return fnv((q === -1 ? url : url.slice(0, q)).toLowerCase().replace(/\/+$/, ""))
}

/** The addresses of the page's links without their query (hashed), 3,000 at most. */
export const linkPathsOf = (refs: ReadonlyArray<Ref>): Array<number> => {
  const out = new Set<number>()
  for (const r of refs) if (r.kind === "link" && out.size < 3000) out.add(linkPath(r.url))
  return [...out]
}

/** A map or directions service: Google Maps (and its short links), Apple Maps, Bing Maps, OpenStreetMap, Waze. */
const MAP = /^https?:\/\/(?:(?:www\.|maps\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+\/|maps\.app\.goo\.gl\/|goo\.gl\/maps\/|maps\.apple\.com\/|(?:www\.)?bing\.com\/maps|(?:www\.)?openstreetmap\.org\/|(?:www\.)?waze\.com\/)/i

/**
 * The places one map reference shows: coordinates (to about a kilometre, two decimals), a Google feature id
 * (`0x...:0x...`), a customer id (`cid=`), a short link's code. An empty list when it names none.
 */
export const placesOfUrl = (url: string): Array<string> => {
  const out: Array<string> = []
  let s = url
  try {
    s = decodeURIComponent(url)
  } catch {
    // as written
  }
  const coords = (lat: string, lng: string) => {
    const a = Number(lat)
    const b = Number(lng)
    if (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180) out.push(`geo:${a.toFixed(2)},${b.toFixed(2)}`)
  }
  for (const m of s.matchAll(/@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/g)) coords(m[1]!, m[2]!)
  for (const m of s.matchAll(/!3d(-?\d{1,2}\.\d+)!4d(-?\d{1,3}\.\d+)/g)) coords(m[1]!, m[2]!)
  for (const m of s.matchAll(/!2d(-?\d{1,3}\.\d+)!3d(-?\d{1,2}\.\d+)/g)) coords(m[2]!, m[1]!)
  for (const m of s.matchAll(/[?&](?:ll|q|center|sll|daddr|destination|query|mlat)=(-?\d{1,2}\.\d+),\s*(-?\d{1,3}\.\d+)/g)) coords(m[1]!, m[2]!)
  for (const m of s.matchAll(/0x[0-9a-f]{6,16}:0x[0-9a-f]{6,16}/gi)) out.push(`fid:${m[0].toLowerCase()}`)
  for (const m of s.matchAll(/[?&]cid=(\d{6,25})/g)) out.push(`cid:${m[1]}`)
  const short = /^https?:\/\/(?:maps\.app\.goo\.gl|goo\.gl\/maps)\/([\w-]{4,40})/i.exec(url)
  if (short !== null) out.push(`short:${short[1]}`)
  return [...new Set(out)]
}

/** The map links and frames of the page, each with the places it shows (those that name none are left out). */
export const mapsOf = (refs: ReadonlyArray<Ref>): Array<{ readonly url: string; readonly places: ReadonlyArray<string> }> => {
  const out: Array<{ url: string; places: Array<string> }> = []
  for (const r of refs) {
    if ((r.kind !== "link" && r.kind !== "frame") || !MAP.test(r.url)) continue
    const places = placesOfUrl(r.url)
    if (places.length > 0 && out.length < 50) out.push({ url: r.url, places })
  }
  return out
}

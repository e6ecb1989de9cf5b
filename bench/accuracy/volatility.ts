/**
 * What changes on every reload of a real page, applied to every baseline
 * sample and every current page: CSRF tokens (meta and form fields),
 * script nonces, inline state with clocks and request ids, a clock and
 * reader counter, an ad slot with rotating ids and creatives, a cache-busted
 * stylesheet and script, "related" links rotating through a pool, and a
 * request-id comment. Where each part sits is fixed per page (it is the
 * page's template); what it contains changes per reload.
 */
import { type Splice, insert } from "./edit.js"
import type { Spots } from "./locate.js"
import { type Rng, alnum, between, hex, int, pick, sample, seeded } from "./rng.js"
import { headlines, slug } from "./words.js"

/** How one reload may differ beyond the usual: the ad slot serving a creative from another ad host. */
export interface ReloadVariant {
  readonly ads?: "other-creative"
}

const adSlot = (rng: Rng, r: number, variant: ReloadVariant): string => {
  if (variant.ads === undefined) {
    return `<div class="ad-slot" id="div-gpt-ad-${r}-0"><a href="https://adclick.g.doubleclick.net/pcs/click?xai=${alnum(rng, 24)}"><img src="https://tpc.googlesyndication.com/simgad/${r % 7}"></a><iframe src="https://googleads.g.doubleclick.net/pagead/ads?slot=${r}&amp;correlator=${between(rng, 1e6, 1e9)}" width="300" height="250"></iframe></div>`
  }
  return `<div class="ad-slot" id="div-gpt-ad-${r}-0"><a href="https://ad.doubleclick.net/ddm/trackclk/N${between(rng, 1e5, 1e6)}.${between(rng, 1e5, 1e6)}/B${between(rng, 1e7, 1e8)}"><img src="https://s0.2mdn.net/${between(rng, 1e6, 1e7)}/${pick(rng, ["300x250", "300x250_v2", "static_300x250"])}.${pick(rng, ["jpg", "png", "gif"])}"></a><iframe src="https://${pick(rng, ["securepubads.g.doubleclick.net/gampad/ads", "googleads.g.doubleclick.net/pagead/ads", "tpc.googlesyndication.com/safeframe/1-0-40/html/container.html"])}?slot=${r}&amp;correlator=${between(rng, 1e6, 1e9)}" width="300" height="250"></iframe></div>`
}

/** Insertions for one reload of the page at `url` whose layout is `spots`. */
export const volatility = (spots: Spots, url: string, rng: Rng, variant: ReloadVariant = {}): Array<Splice> => {
  const layout = seeded(url, "layout")
  const s = spots.slots
  const adAt = s[Math.floor(s.length * (0.3 + 0.4 * layout()))] ?? spots.bodyClose
  const relatedAt = s[Math.floor(s.length * (0.5 + 0.5 * layout()))] ?? spots.bodyClose
  const section = pick(layout, ["/news/", "/story/", "/blog/", "/article/", "/p/"])
  const pool = headlines.map((h) => `<li><a href="${section}${slug(h)}-${between(layout, 1000, 99999)}">${h}</a></li>`)
  const r = int(rng, 1e9)
  const token = alnum(rng, 40)
  const nonce = alnum(rng, 22)
  const rid = hex(rng, 16)
  const when = new Date(1.7e12 + r * 1000)
  const head = `<meta name="csrf-token" content="${token}"><script nonce="${nonce}">window.__state={t:${when.getTime()},rid:"${rid}",ab:${int(rng, 2)}}</script><link rel="stylesheet" href="/assets/site.css?v=${r % 1000}">`
  const clock = `<p class="updated">Updated ${when.toUTCString()} · ${r % 100000} readers</p>`
  const ad = adSlot(rng, r, variant)
  const related = `<aside class="related"><h3>Related</h3><ul>${sample(rng, pool, 3).join("")}</ul></aside>`
  const tail = `<script src="/assets/app.js?_=${when.getTime()}" defer></script><!-- served by web-${between(rng, 1, 24)} in ${between(rng, 8, 900)} ms, request ${rid}, cache ${pick(rng, ["HIT", "MISS", "EXPIRED"])} -->`
  const out: Array<Splice> = [
    insert(spots.headClose, head),
    insert(spots.bodyOpenEnd, clock),
    insert(adAt, ad),
    insert(relatedAt, related),
    insert(spots.bodyClose, tail)
  ]
  for (const e of spots.elements) {
    if (e.name === "form" && (e.attribs.method ?? "").toLowerCase() === "post") {
      out.push(insert(e.openEnd, `<input type="hidden" name="_csrf" value="${alnum(rng, 32)}">`))
    }
  }
  return out
}

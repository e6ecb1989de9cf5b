/**
 * The rules of round 18 (tuned on fresh17 and fresh18 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, ex, page, samples, URL_, verdictOf } from "../support/pages.js"

const HEADLINES = ["Winter opening hours", "Our new rye starter", "Meet the Saturday team", "The lemon drizzle recipe"]
/** The bakery page with four headlines of its own, each passed through `f`. */
const headlines = (f: (h: string, i: number) => string = (h) => h, seed = 4) =>
  page({ seed, main: HEADLINES.map((h, i) => `<h2>${f(h, i)}</h2><p>Read how we bake ${i === 0 ? "through the winter" : "every week"} on the harbour.</p>`).join("") })
const withHeadlines = baselineOf(samples((seed) => headlines((h) => h, seed)))

describe("round 18: what a visitor sees", () => {
  it("new words stamped on several of the page's own headlines alert; an editor's genre labels do not", () => {
    const stamp = (w: string) => `<b style="background:#000;color:#fff;transform:rotate(-6deg)">${w}</b> `
    expect(breaches(verdictOf(headlines((h, i) => `${stamp(["LIES", "PROPAGANDA", "FAKE", "LIES"][i]!)}${h}`), withHeadlines))).toContain("visible_text/headings_stamped")
    const labels = verdictOf(headlines((h, i) => `<span class="kicker">${["New", "Opinion", "Explainer", "Sponsored"][i]}</span> ${h}`), withHeadlines)
    expect(checks(labels)).not.toContain("visible_text/headings_stamped")
    // (a list that quotes the headlines, numbered, beside them stamps nothing)
    const quoted = headlines().replace("<main id=\"content\">", `<main id="content"><ul class="latest">${HEADLINES.map((h, i) => `<li><h3><a href="#s">Story ${i}: ${h}</a></h3></li>`).join("")}</ul>`)
    expect(checks(verdictOf(quoted, withHeadlines))).not.toContain("visible_text/headings_stamped")
    // (a table of contents that shortens long headlines, cutting their last word, stamps nothing)
    const LONG = ["Why we light the ovens at four o'clock every morning", "How the harbour fishermen shaped our first sourdough loaves", "What the Saturday team bakes before the swing bridge opens"]
    const long = (toc: boolean) => (seed: number) => page({ seed, main: `${toc ? `<nav class="toc">${LONG.map((h) => `<h3><a href="#s">${h.slice(0, h.lastIndexOf(" ") + 4)}</a></h3>`).join("")}</nav>` : ""}${LONG.map((h) => `<h2>${h}</h2><p>More on the blog.</p>`).join("")}` })
    expect(checks(verdictOf(long(true)(4), baselineOf(samples(long(false)))))).not.toContain("visible_text/headings_stamped")
  })

  it("the same new text in place of many of the page's own link texts alerts; a new list of links with one label does not", () => {
    const links = (label: (i: number) => string) =>
      page({ seed: 4, body: `<ul class="archive">${Array.from({ length: 8 }, (_, i) => `<li><a href="/news/${i}">${label(i)}</a></li>`).join("")}</ul>` })
    const base = baselineOf(samples((seed) => links((i) => ["Winter hours", "Rye starter", "Saturday team", "Lemon drizzle", "Cardamom buns", "Swing bridge", "Harbour walk", "Flour mill"][i]!).replace(`seed`, `${seed}`)))
    expect(breaches(verdictOf(links(() => "Owned by N1ghtWolf ☠"), base))).toContain("visible_text/text_relabelled")
    // (a new section of links that all read "Read more" removes nothing)
    const more = page({ seed: 4, body: `<ul class="more">${Array.from({ length: 8 }, (_, i) => `<li>Story ${i}: <a href="/news/${300 + i}">Read more</a></li>`).join("")}</ul>` })
    expect(checks(verdictOf(more))).not.toContain("visible_text/text_relabelled")
  })

  it("a box over the page signed with a nickname, or \"was here\" in a coloured banner, alerts; prose and names of people do not", () => {
    expect(breaches(verdictOf(page({ seed: 4, top: `<div style="position:fixed;top:30%;left:20%;z-index:99999;font:bold 70px monospace;color:#c00">CENSORED<div style="font-size:14px">by order of Gh0st_knight</div></div>` })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, top: `<div style="background:#0b3d91;color:#fff;padding:20px">La Curva Nord è passata di qui! Roma è biancoceleste!</div>` })))).toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, main: `<p>The old lifeboat station was here until 1919, where the café stands today.</p>` })))).not.toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, top: `<div style="position:fixed;bottom:0;left:0;right:0;z-index:1000;background:#fffbe6">Cakes by Mary Fisher</div>` })))).not.toContain("visible_text/signature")
  })

  it("CSS that sets the text of the page in the colour of its background alerts; a dark theme does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>p,li,a,h1{background:#111!important;color:#111!important}</style>` })))).toContain("appearance/content_hidden")
    expect(checks(verdictOf(page({ seed: 4, head: `<style>p,li,a{background:#111;color:#eee}</style>` })))).not.toContain("appearance/content_hidden")
  })
})

describe("round 18: where the page sends visitors and their data", () => {
  it("a session recorder told to record what visitors type alerts; the same recorder with its masking on does not", () => {
    const snippet = (config: string) => `<script>window.smartlook||(function(d){var o=smartlook=function(){o.api.push(arguments)};o.api=[];var c=d.createElement("script");c.async=true;c.src="https://web-sdk.smartlook.com/recorder.js";d.head.appendChild(c)})(document);smartlook("init","0f3c9a",{region:"eu"});${config}</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: snippet(`smartlook("record",{forms:true,numbers:true,emails:true});`) })))).toContain("destinations/recording_unmasked")
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>posthog.init("phc_x",{api_host:"https://eu.posthog.com",session_recording:{maskAllInputs:false}})</script>` })))).toContain("destinations/recording_unmasked")
    expect(checks(verdictOf(page({ seed: 4, body: snippet(`smartlook("record",{forms:false});`) })))).not.toContain("destinations/recording_unmasked")
  })

  it("a feed announced on a host the page never used alerts; the site's own feed does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="alternate" type="application/rss+xml" title="Harbour Bakery" href="https://feeds.harbour-news.example.top/rss.xml">` })))).toContain("destinations/feed_new_domain")
    expect(checks(verdictOf(page({ seed: 4, head: `<link rel="alternate" type="application/rss+xml" title="Harbour Bakery" href="/feed.xml">` })))).not.toContain("destinations/feed_new_domain")
  })

  it("an app banner for another app than the page's own alerts; one that opens a new host alerts; the page's own app does not", () => {
    const banner = (c: string) => `<meta name="apple-itunes-app" content="${c}">`
    const base = baselineOf(samples((seed) => page({ seed, head: banner("app-id=1450011223, app-argument=https://harbourbakery.co.uk/app") })))
    expect(breaches(verdictOf(page({ seed: 4, head: banner("app-id=6620044871") }), base))).toContain("identifiers/app_banner")
    expect(breaches(verdictOf(page({ seed: 4, head: banner("app-id=1450011223, app-argument=https://open-harbour.example.top/login") }), base))).toContain("destinations/app_banner_new_domain")
    expect(verdictOf(page({ seed: 4, head: banner("app-id=1450011223, app-argument=https://harbourbakery.co.uk/app") }), base).alert).toBe(false)
  })

  it("a new link out of a pitch with the marks of a scam advert alerts; the bakery's own offer does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<div class="promo"><h3>Energy companies are furious about this little plug</h3><p>It cuts your electricity bills by up to 90%. Only 37 left at 50% off today!</p><a href="https://voltplug-deal.example.top/order">Order now</a></div>` })))).toContain("destinations/spam_links")
    expect(checks(verdictOf(page({ seed: 4, body: `<div class="promo"><h3>Half-price buns on Fridays</h3><p>Save 50% on cardamom buns after 4pm, only 20 left each day.</p><a href="/order">Order now</a></div>` })))).not.toContain("destinations/spam_links")
  })

  it("a well-known package from a package CDN is a library added; an unknown one is weighed", () => {
    const f = (src: string) => verdictOf(page({ seed: 4, head: `<script src="${src}"></script>` })).findings.find((x) => x.check === "script_new_domain")?.severity
    expect(f("https://cdn.jsdelivr.net/npm/katex@0.16.9/dist/katex.min.js")).toBe("low")
    expect(f("https://cdn.jsdelivr.net/npm/harbour-helper-lib@1.0.2/index.js")).toBe("medium")
  })

  it("widgets of well-known platforms are reported, not alerted on", () => {
    expect(verdictOf(page({ seed: 4, body: `<iframe src="https://www.strava.com/clubs/123456/latest-rides/abc?show_rides=true" width="300" height="454"></iframe>` })).alert).toBe(false)
    expect(verdictOf(page({ seed: 4, body: `<a href="https://www.producthunt.com/posts/harbour"><img src="https://api.producthunt.com/widgets/embed-image/v1/featured.svg?post_id=1" alt="Product Hunt"></a>` })).alert).toBe(false)
  })
})

describe("round 18: identifiers", () => {
  it("a SEPA creditor identifier is not an IBAN; an IBAN is", () => {
    const f = ex.extract(page({ seed: 4, body: `<p>Direct debit: creditor identifier DE98ZZZ09999999999, mandate reference on your letter.</p>` }), URL_)
    expect(verdictOf(page({ seed: 4, body: `<p>Direct debit: creditor identifier DE98ZZZ09999999999, mandate reference on your letter.</p>` })).findings.map((x) => x.check)).not.toContain("iban_appeared")
    expect(f.text).toContain("DE98ZZZ09999999999")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Donations: IBAN DE89 3704 0044 0532 0130 00</p>` })))).toContain("identifiers/iban_appeared")
  })

  it("an IBAN ends before the next word in any script, and one shown backwards reads as shown", () => {
    const body = (iban: string) => (seed: number) => page({ seed, body: `<p>Transferencia bancaria: IBAN ${iban}</p><p>Síguenos en LinkedIn</p>` })
    const base = baselineOf(samples(body("ES91 2100 0418 4502 0005 1332")))
    const v = verdictOf(body(`<span dir="rtl" style="unicode-bidi:bidi-override">9924 4398 1985 7002 9232 26SE</span>`)(4), base)
    expect(breaches(v)).toContain("identifiers/iban_changed")
    expect(JSON.stringify(v.findings.find((f) => f.check === "iban_changed"))).toContain("ES62")
  })
})

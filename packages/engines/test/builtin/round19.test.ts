/**
 * The rules of round 19 (tuned on fresh19 and fresh20 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import * as BaselineBuilder from "../../src/BaselineBuilder.js"
import { compareWith } from "../../src/Engine.js"
import { Builtins } from "../../src/Engines.js"
import { baselineOf, breaches, checks, ex, page, samples, settings, verdictOf } from "../support/pages.js"

const CONTACT = (lines: string) => `<section class="contact"><h2>Contact</h2>${lines}</section>`
const PHONE_LINES = `<p>Phone: <a href="tel:+441947600123">01947 600 123</a></p><p>From abroad: +44 1947 600 123</p><p>Bank transfer: account number 41235678, sort code 20-45-77</p>`
const withContact = baselineOf(samples((seed) => page({ seed, body: CONTACT(PHONE_LINES) })))
const contact = (lines: string) => verdictOf(page({ seed: 4, body: CONTACT(lines) }), withContact)

describe("round 19: identifiers", () => {
  it("a second line added under the phone (a 24-hour line) is not read as the phone changed; the written number replaced while its link still dials it is", () => {
    const added = contact(PHONE_LINES.replace("</p><p>From abroad", `</p><p>24-hour emergency line: <a href="tel:+441947600199">01947 600 199</a></p><p>From abroad`))
    expect(checks(added)).not.toContain("identifiers/phone_changed")
    const abroad = contact(PHONE_LINES.replace("From abroad: +44 1947 600 123", "From abroad: +62 895 5182 8331"))
    expect(breaches(abroad)).toContain("identifiers/phone_changed")
  })

  it("a number spelled in letters on the keypad is the number it dials", () => {
    const vanity = contact(PHONE_LINES.replace(`Phone: <a href="tel:+441947600123">01947 600 123</a>`, "Phone: 0800 REFUNDS").replace("From abroad: +44 1947 600 123", "From abroad: +44 800 REFUNDS"))
    expect(breaches(vanity)).toContain("identifiers/phone_changed")
  })

  it("an account written in another country's notation (Bankgiro, Czech account) is an account; a payment handle after WeChat Pay or M-Pesa till is a payment identifier", () => {
    expect(breaches(contact(PHONE_LINES.replace("account number 41235678, sort code 20-45-77", "Bankgiro 6841-1150")))).toContain("identifiers/account_changed")
    expect(breaches(contact(PHONE_LINES.replace("account number 41235678, sort code 20-45-77", "Číslo účtu: 7224564748/0800")))).toContain("identifiers/account_changed")
    expect(breaches(contact(`${PHONE_LINES}<p>Pay with 微信支付 WeChat Pay: 1580 2205 9985</p>`)).join(" ")).toMatch(/identifiers\/pay/)
    // (a shop's merchant number beside its other ways to pay is reported; in place of its bank line it alerts)
    expect(checks(contact(`${PHONE_LINES}<p>Pay with Lipa na M-Pesa · Till 981701</p>`))).toContain("identifiers/pay_appeared")
    expect(breaches(contact(`${PHONE_LINES}<p>Pay with Lipa na M-Pesa · Till 981701</p>`))).toEqual([])
    expect(breaches(contact(PHONE_LINES.replace("Bank transfer: account number 41235678, sort code 20-45-77", "Pay with Lipa na M-Pesa · Till 981701")))).toContain("identifiers/pay_appeared")
    // (beside a new WhatsApp agent it alerts; named after the site, it is the site's own till)
    expect(breaches(contact(`${PHONE_LINES}<p>Deposit by M-Pesa Till 752017 · WhatsApp <a href="https://wa.me/254786604182">+254 786 604 182</a></p>`))).toContain("identifiers/pay_appeared")
    const own = contact(`${PHONE_LINES}<p>Pay with M-Pesa: enter merchant number 21342 and the amount. The confirmation shows HARBOUR BAKERY.</p>`)
    expect(own.findings.find((f) => f.check === "pay_appeared")?.severity).toBe("low")
  })

  it("an app named in App Links meta tags whose package has nothing of the site's name, or whose web fallback is another host, alerts; the site's own app does not", () => {
    const meta = (pkg: string, web: string) => `<meta property="al:android:package" content="${pkg}"><meta property="al:android:url" content="harbourbakery://open"><meta property="al:web:url" content="${web}">`
    expect(breaches(verdictOf(page({ seed: 4, head: meta("com.x78fk.wallet", "https://www.harbourbakery.co.uk/app") })))).toContain("identifiers/app_banner")
    expect(breaches(verdictOf(page({ seed: 4, head: meta("uk.co.harbourbakery.app", "https://m-harbour.top/app") })))).toContain("destinations/app_banner_new_domain")
    expect(breaches(verdictOf(page({ seed: 4, head: meta("uk.co.harbourbakery.app", "https://www.harbourbakery.co.uk/app") })))).toEqual([])
  })

  it("a social link moved from twitter.com to x.com under the same name is the same account; another name on x.com is not", () => {
    const social = (href: string) => page({ seed: 4 }).replace("https://www.instagram.com/harbourbakerywhitby/", href)
    const base = baselineOf(samples((seed) => page({ seed }).replace("https://www.instagram.com/harbourbakerywhitby/", "https://twitter.com/harbourbakery")))
    expect(checks(verdictOf(social("https://x.com/harbourbakery"), base))).not.toContain("identifiers/social_changed")
    expect(breaches(verdictOf(social("https://x.com/harbour_bakery_deals"), base))).toContain("identifiers/social_changed")
  })
})

describe("round 19: where the page sends visitors and their data", () => {
  it("a frame from a service of the public third-party registry is reported, not alerted on; an unknown host and a pop-under network still alert", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="https://play.vidyard.com/Xk3c9.html" width="640" height="360"></iframe>` })))).toEqual([])
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="https://decks-embed.example-slides.net/Xk3c9" width="640" height="360"></iframe>` })))).toContain("destinations/frame_new_domain")
    expect(breaches(verdictOf(page({ seed: 4, body: `<script src="https://c1.popads.net/pop.js"></script>` })))).toContain("destinations/script_new_domain")
  })

  it("the page's images moved to storage named after the site are its own; moved to a stranger's bucket they are retargeted", () => {
    const images = (host: string, folder = "/img/") => (seed: number) => page({ seed, main: ["front", "ovens", "team"].map((n) => `<img src="${host}${folder}${n}.jpg" alt="${n}">`).join("") })
    const base = baselineOf(samples(images("")))
    expect(breaches(verdictOf(images("https://harbourbakery-media.s3.eu-west-2.amazonaws.com", "/2026/11/")(4), base))).toEqual([])
    expect(breaches(verdictOf(images("https://storage.googleapis.com/harbourbakery-assets", "/site/")(4), base))).toEqual([])
    expect(breaches(verdictOf(images("https://pics-cdn-77.s3.eu-west-2.amazonaws.com", "/2026/11/")(4), base))).toContain("destinations/image_retargeted")
    // (a look-alike domain of the site's own is not storage)
    expect(breaches(verdictOf(images("https://harbourbakery-media.top", "/2026/11/")(4), base))).toContain("destinations/image_retargeted")
  })

  it("a WebSite SearchAction that sends searches to another host alerts; one on the site's own host does not", () => {
    const ld = (target: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","url":"https://www.harbourbakery.co.uk/","potentialAction":{"@type":"SearchAction","target":{"@type":"EntryPoint","urlTemplate":"${target}"},"query-input":"required name=search_term_string"}}</script>`
    expect(breaches(verdictOf(page({ seed: 4, head: ld("https://seekenq.link/q?query={search_term_string}") })))).toContain("destinations/search_engine_new_domain")
    expect(checks(verdictOf(page({ seed: 4, head: ld("https://www.harbourbakery.co.uk/search?q={search_term_string}") })))).not.toContain("destinations/search_engine_new_domain")
  })

  it("an iPhone app installed from a manifest on another host alerts", () => {
    const install = `<p><a href="itms-services://?action=download-manifest&amp;url=https%3A%2F%2Fdl-harbour.vip%2Fapp%2Fmanifest.plist">Install on iPhone</a></p>`
    expect(breaches(verdictOf(page({ seed: 4, body: install })))).toContain("destinations/app_sideload")
  })

  it("a jump menu's options are links: a menu of casino sites alerts", () => {
    const menu = `<select onchange="location=this.value"><option>Partner sites</option>${["https://casino-bonus77.top/", "https://slot-gacor88.xyz/", "https://bet-online-365.click/"].map((u, i) => `<option value="${u}">Casino bonus slot ${i}</option>`).join("")}</select>`
    const features = ex.extract(page({ seed: 4, body: menu }), "https://www.harbourbakery.co.uk/")
    expect(features.refs.filter((r) => r.kind === "link" && r.url.includes("casino-bonus77.top"))).toHaveLength(1)
  })

  it("a script that points the page's phone links at another number, or its links at another host, alerts", () => {
    const rewrite = (target: string) => `<script>document.addEventListener("DOMContentLoaded",function(){[].forEach.call(document.querySelectorAll("a[href^='${target.startsWith("tel") ? "tel" : "/order"}']"),function(a){a.href="${target}"})})</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: rewrite("tel:+34563103781") })))).toContain("identifiers/script_dials")
    expect(breaches(verdictOf(page({ seed: 4, body: rewrite("https://order-harbour.shop/checkout") })))).toContain("destinations/links_rewritten")
  })

  it("a link laid over a whole picture (an image map's default area) to a new host alerts; a PeerTube player from any server is a video embed", () => {
    const map = `<p><img src="/static/ovens.jpg" usemap="#m" alt="Our ovens"><map name="m"><area shape="default" href="https://win-go.top/go/i8opn0" alt=""></map></p>`
    expect(breaches(verdictOf(page({ seed: 4, body: map })))).toContain("destinations/link_over_picture")
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="https://tilvids.com/videos/embed/9c9de5e8-0a1b-4c2d-8e7f-123456789abc" width="560" height="315"></iframe>` })))).toEqual([])
  })

  it("a wallet's deep link leads to the address it carries; a desktop notification's words are read", () => {
    const drainer = `<div class="promo"><h2>Claim your airdrop</h2><p>Eligible holders can claim until Friday. Open this page in your wallet:</p><a href="https://metamask.app.link/dapp/pzeadfm.vip/mint?ref=9e">Open in MetaMask</a></div>`
    const v = verdictOf(page({ seed: 4, body: drainer }))
    expect(v.findings.some((f) => JSON.stringify(f).includes("pzeadfm.vip"))).toBe(true)
    expect(breaches(v).length).toBeGreaterThan(0)
    const notify = `<script>document.addEventListener("click",function(){Notification.requestPermission().then(function(){new Notification("Pwned by Anon",{body:"We are everywhere."})})})</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: notify }))).join(" ")).toMatch(/visible_text/)
  })

  it("links that open this very page on another host (a translated clone) alert; a single citation of it does not", () => {
    const url = "https://www.harbourbakery.co.uk/news/2026/winter-opening-hours"
    const base = BaselineBuilder.build(samples().map((h) => ex.extract(h, url)), Builtins, "2026-11-22T10:00:00.000Z")
    const bar = (hosts: ReadonlyArray<string>) => page({ seed: 4, top: `<div class="lang">${hosts.map((h, i) => `<a href="https://${h}/${["es", "pl", "it"][i]}/news/2026/winter-opening-hours" hreflang="x">L${i}</a>`).join(" | ")}</div>` })
    expect(breaches(compareWith(Builtins, base, ex.extract(bar(["harbourb.io", "harbourb.io", "harbourb.io"]), url), settings()))).toContain("destinations/links_to_copy")
    expect(checks(compareWith(Builtins, base, ex.extract(bar(["news-digest.example"]), url), settings()))).not.toContain("destinations/links_to_copy")
  })
})

describe("round 19: what a visitor sees", () => {
  const PARAS = [
    "The harbour council agreed to repair the swing bridge before the summer season and to keep the fish market open on Sundays.",
    "Our bakers are among the founders of the Whitby food festival, which raised money for the lifeboat station last year.",
    "The new ovens use less gas than the old ones and were paid for by the regional business fund after a long application."
  ]
  const article = (f: (p: string, i: number) => string = (p) => p) => (seed: number) => page({ seed, main: PARAS.map((p, i) => `<p>${f(p, i)}</p>`).join("") })
  const base = baselineOf(samples(article()))

  it("negations put into two of the page's own sentences alert; a figure corrected in one does not", () => {
    const negated = article((p, i) => (i === 0 ? p.replace("agreed to", "did not agree to") : i === 1 ? p.replace("are among", "are not among") : p))(4)
    expect(breaches(verdictOf(negated, base))).toContain("visible_text/meaning_inverted")
    const corrected = article((p, i) => (i === 2 ? p.replace("less gas", "a third less gas") : p))(4)
    expect(checks(verdictOf(corrected, base))).not.toContain("visible_text/meaning_inverted")
  })

  it("a band laid slantwise across the whole window over the page alerts; a feedback tab turned on the window's side does not", () => {
    const tape = `<div style="position:fixed;left:-20%;width:140%;top:30%;transform:rotate(20deg);background:#fdd835;color:#111;font:bold 20px Impact;z-index:2147483000;pointer-events:none">CRIME SCENE – DO NOT CROSS · N1GHT CREW · CRIME SCENE – DO NOT CROSS</div>`
    expect(breaches(verdictOf(page({ seed: 4, top: tape }))).length).toBeGreaterThan(0)
    const tab = `<a href="/feedback" style="position:fixed;right:-40px;top:50%;transform:rotate(-90deg);background:#0b3d91;color:#fff;padding:6px 12px">Feedback</a>`
    expect(breaches(verdictOf(page({ seed: 4, top: tab })))).toEqual([])
  })
})

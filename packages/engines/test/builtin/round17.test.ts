/**
 * The rules of round 17 (tuned on fresh16 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, ex, page, samples, URL_, verdictOf } from "../support/pages.js"

describe("round 17: what the browser is told to load and open", () => {
  it("a content security policy that forbids the page's own scripts or form posts alerts; a strict honest one does not", () => {
    const csp = (p: string) => `<meta http-equiv="Content-Security-Policy" content="${p}">`
    expect(breaches(verdictOf(page({ seed: 4, head: csp("default-src 'none'") })))).toContain("destinations/policy_blocks_page")
    expect(breaches(verdictOf(page({ seed: 4, head: csp("form-action 'none'") })))).toContain("destinations/policy_blocks_page")
    expect(breaches(verdictOf(page({ seed: 4, head: csp("default-src https://cdn.other-host.example.top; script-src https://cdn.other-host.example.top") })))).toContain("destinations/policy_blocks_page")
    expect(verdictOf(page({ seed: 4, head: csp("default-src 'self'; script-src 'self' https://www.googletagmanager.com; img-src 'self' data: https:; form-action 'self'") })).alert).toBe(false)
    expect(checks(verdictOf(page({ seed: 4, head: csp("script-src 'nonce-r4nd0m' 'strict-dynamic'; object-src 'none'; base-uri 'none'") })))).not.toContain("destinations/policy_blocks_page")
  })

  it("a web app manifest from another host, or one written inline that opens another host, alerts; the site's own does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="manifest" href="https://harbour-bakery-app.example.top/manifest.json">` })))).toContain("destinations/manifest_new_domain")
    const inline = `data:application/manifest+json,${encodeURIComponent(JSON.stringify({ name: "Harbour Bakery", start_url: "https://login-harbour.example.top/app" }))}`
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="manifest" href="${inline}">` })))).toContain("destinations/manifest_new_domain")
    expect(verdictOf(page({ seed: 4, head: `<link rel="manifest" href="/site.webmanifest">` })).alert).toBe(false)
  })

  it("an intent: link leads where its browser fallback leads", () => {
    const f = ex.extract(page({ body: `<a href="intent://shop.example.top/x#Intent;scheme=https;package=com.x.app;S.browser_fallback_url=https%3A%2F%2Fgo.example.top%2Fr;end">Open</a>` }), URL_)
    expect(f.refs.some((r) => r.kind === "link" && r.url === "https://go.example.top/r")).toBe(true)
    // (the site's own "open in our app" link falls back to the app's store page)
    const own = ex.extract(page({ body: `<a href="intent://harbourbakery.co.uk/order#Intent;scheme=https;package=uk.co.harbourbakery;S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Duk.co.harbourbakery;end">App</a>` }), URL_)
    expect(own.refs.some((r) => r.kind === "link" && r.url.startsWith("https://play.google.com/store/apps/details"))).toBe(true)
  })

  it("a Tor address the page never named, beside talk of coins, alerts; a newsroom's SecureDrop address does not", () => {
    const onion = `${"abcdefghijklmnopqrstuvwxyz234567".repeat(2).slice(0, 56)}.onion`
    expect(breaches(verdictOf(page({ seed: 4, body: `<div><h3>CoinFog: clean your coins</h3><p>Fee 0.5%, random delay, no logs. Tor: <code>${onion}</code></p></div>` })))).toContain("destinations/onion_address")
    const tips = verdictOf(page({ seed: 4, body: `<aside><h4>Send us a tip securely</h4><p>Use SecureDrop through Tor: <code>${onion}</code></p></aside>` }))
    expect(breaches(tips)).not.toContain("destinations/onion_address")
    expect(checks(tips)).toContain("destinations/onion_address")
    // (the site's own mirror, declared with Onion-Location, is the site, whatever the footer around it says of prices)
    const mirror = verdictOf(page({ seed: 4, head: `<meta http-equiv="onion-location" content="http://${onion}/">`, body: `<p>Loaves from £3.50. Also on Tor: <a href="http://${onion}/">${onion}</a></p>` }))
    expect(checks(mirror)).not.toContain("destinations/onion_address")
  })
})

describe("round 17: whose accounts and numbers the page gives", () => {
  it("a rel=me link for an account of another name alerts; for the bakery's own name, or an author's credit, it does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="me" href="https://mastodon.social/@harbourbakery_support">` })))).toContain("identifiers/identity_vouched")
    // (an author's credit, fediverse:creator or rel="me" on a byline, names the writer, not the site)
    expect(checks(verdictOf(page({ seed: 4, head: `<meta name="fediverse:creator" content="@mary_fisher@mas.to">` })))).not.toContain("identifiers/identity_vouched")
    expect(checks(verdictOf(page({ seed: 4, body: `<div class="author-box">By Mary Fisher · <a href="https://mastodon.social/@maryfisher" rel="me noopener">mastodon.social</a></div>` })))).not.toContain("identifiers/identity_vouched")
    expect(checks(verdictOf(page({ seed: 4, head: `<link rel="me" href="https://mastodon.social/@harbourbakerywhitby">` })))).not.toContain("identifiers/identity_vouched")
    // (the same account's link upgraded to https is the same account)
    const base = baselineOf(samples((seed) => page({ seed, head: `<link rel="me" href="http://mastodon.social/@whitby_loaves">` })))
    expect(checks(verdictOf(page({ seed: 4, head: `<link rel="me" href="https://mastodon.social/@whitby_loaves/">` }), base))).not.toContain("identifiers/identity_vouched")
  })

  it("a script that opens the dialler with a number the page never gave alerts; with the bakery's own number it does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>if(/Android|iPhone/i.test(navigator.userAgent)){document.addEventListener("touchend",function(){location.href="tel:+18885550147"},{once:true})}</script>` })))).toContain("identifiers/script_dials")
    expect(checks(verdictOf(page({ seed: 4, body: `<script>document.getElementById("call").onclick=function(){location.href="tel:+441947600123"}</script>` })))).not.toContain("identifiers/script_dials")
  })
})

describe("round 17: what a visitor sees", () => {
  it("the pointer over the whole page replaced by an inline picture alerts; a button's pointer does not", () => {
    const svg = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text y="26">X</text></svg>`)}`
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>html,body{cursor:url("${svg}") 16 16,auto}</style>` })))).toContain("appearance/cursor_replaced")
    expect(checks(verdictOf(page({ seed: 4, head: `<style>.btn{cursor:pointer}</style>` })))).not.toContain("appearance/cursor_replaced")
  })

  it("a crew's name alone in a fixed corner alerts; the bakery's name there does not", () => {
    const corner = (t: string) => `<div style="position:fixed;right:6px;bottom:6px;z-index:99999;font:bold 11px monospace">${t}</div>`
    expect(breaches(verdictOf(page({ seed: 4, body: corner("Shadow Cyber Army") })))).toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, body: corner("Harbour Bakery") })))).not.toContain("visible_text/signature")
  })
})

describe("round 17: who writes to the visitor, and how they ask to be paid", () => {
  it("an address on a public Jabber server beside prices is a private contact; the bakery's own address is not", () => {
    const offer = (who: string) => `<div class="offer"><h3>Offshore servers</h3><p>VPS from $30/mo, crypto only.</p><p>Jabber: ${who}</p></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: offer("shieldservers@xmpp.is") })))).toContain("identifiers/private_contact")
    expect(checks(verdictOf(page({ seed: 4, body: offer("orders@harbourbakery.co.uk") })))).not.toContain("identifiers/private_contact")
  })

  it("a new phone number beside a request to pay by Zelle or gift cards alerts; beside a card payment it does not", () => {
    const line = (pay: string) => `<div class="movers"><h3>Move out of state for less</h3><p>Book today: call (888) 555-0147. ${pay}</p></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: line("Reserve your date with a 40% deposit via Zelle or Cash App.") })))).toContain("identifiers/phone_with_p2p_payment")
    expect(checks(verdictOf(page({ seed: 4, body: line("Pay by card when you book.") })))).not.toContain("identifiers/phone_with_p2p_payment")
  })

  it("a hidden box with a link to a new domain that a new script shows alerts; a hidden link alone is a sign", () => {
    const modal = `<div id="xq1" style="display:none;position:fixed;inset:0;z-index:99999"><h2>Wait! Claim your reward</h2><a href="https://gift-survey.example.top/q/1">Claim now</a></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: `${modal}<script>document.addEventListener("mouseout",function(e){if(!e.relatedTarget){document.getElementById("xq1").style.display="block"}})</script>` })))).toContain("destinations/hidden_links")
    expect(breaches(verdictOf(page({ seed: 4, body: modal })))).not.toContain("destinations/hidden_links")
  })
})

describe("round 17: who signs new text", () => {
  it("a statement under a large heading signed by a crew, or an operation's hashtag, alerts; an editors' note does not", () => {
    const statement = (h: string, sig: string) => `<div class="statement"><h1>${h}</h1><p>While you read this page, the owners keep financing what poisons our rivers. Publish your real figures.</p><p>— ${sig}</p></div>`
    expect(breaches(verdictOf(page({ seed: 4, body: statement("Harbour is burning our future", "Ottoman Ghosts") })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>The planet has no backup. #OpFossilFree</p>` })))).toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, body: statement("A note to our readers", "The Editorial Team") })))).not.toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Read our latest #OpEd on the harbour plans.</p>` })))).not.toContain("visible_text/signature")
  })
})

describe("round 17: what an advert's box says it sells", () => {
  it("the heading of a new box counts as the words around its one link; an honest box's heading does not make it an advert", () => {
    const box = (h: string, items: string, link: string) => `<div class="post"><h3>${h}</h3><ul>${items}</ul><p>Payment by transfer · <a href="https://${link}/brands">Order now</a></p></div>`
    const items = Array.from({ length: 8 }, (_, i) => `<li>Brand ${i + 1} carton — <s>€${90 + i}</s> <b>€${20 + i}</b></li>`).join("")
    expect(breaches(verdictOf(page({ seed: 4, body: box("Cheap cigarettes online – duty free", items, "smokes-eu.example.top") })))).toContain("destinations/spam_links")
    expect(checks(verdictOf(page({ seed: 4, body: box("Our Christmas hampers", items, "hampers.example.top") })))).not.toContain("destinations/spam_links")
  })

  it("a crew signs before the hashtags it ends with", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>The planet has no backup. — Moroccan Cyber Force – #ClimateStrike</p>` })))).toContain("visible_text/signature")
  })
})


/**
 * The rules of round 14 (tuned on fresh12 and fresh13 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { looksLikeCode, readScript } from "../../src/internal/script.js"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 14: what scripts do", () => {
  it("a script element's body written through innerHTML is code, not text shown to the visitor", () => {
    expect(looksLikeCode("window.__cfg={r:'35d6',t:'MTc4'};var a=document.createElement('script');a.src='/x.js';")).toBe(true)
    expect(looksLikeCode("Hacked by the Harbour Crew. Your security is an illusion!")).toBe(false)
    const cf = `<script>(function(){var f=document.createElement('iframe');document.body.appendChild(f);var d=f.contentDocument.createElement('script');d.innerHTML="window.__params={r:'8c1f2a',t:'MTc0'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';document.head.appendChild(a);";f.contentDocument.head.appendChild(d)})();</script>`
    expect(verdictOf(page({ seed: 4, body: cf })).alert).toBe(false)
    // (the words of markup a script writes are still read, even beside a script it carries)
    expect(readScript(`document.body.innerHTML="<h1>Hacked by Harbour Crew</h1><script>var x=1;</script>"`).writes).toEqual(["Hacked by Harbour Crew"])
  })

  it("a script that hides data in invisible characters and runs it hides its code", () => {
    const hidden = String.fromCodePoint(...Array.from({ length: 40 }, (_, i) => 0xe0100 + (i % 200)))
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>var v="v2${hidden}";eval([...v].map(c=>String.fromCharCode(c.codePointAt(0)-0xe0100)).join(""))</script>` })))).toContain("destinations/script_obfuscated")
  })

  it("a script that makes one of its pages the browser's handler for mailto: or bitcoin: links alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>navigator.registerProtocolHandler("mailto","/static/m.html?u=%s")</script>` })))).toContain("destinations/script_protocol_handler")
  })
})

describe("round 14: where links and forms send visitors", () => {
  it("a link into the site's file or system folders (a kit dropped there) alerts; a PDF in the uploads folder does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="/wp-content/uploads/2026/03/office365/index.php">Staff webmail</a></p>` })))).toContain("destinations/link_into_file_folder")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="/.well-known/pki-validation/owa/">Staff webmail</a></p>` })))).toContain("destinations/link_into_file_folder")
    expect(verdictOf(page({ seed: 4, body: `<p><a href="/wp-content/uploads/2026/03/autumn-menu.pdf">Autumn menu (PDF)</a></p>` })).alert).toBe(false)
    expect(verdictOf(page({ seed: 4, body: `<p><a href="/.well-known/security.txt">Security contact</a></p>` })).alert).toBe(false)
  })

  it("share buttons whose message carries another site's link alert; sharing the page itself does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://wa.me/?text=Free%20gift%20card%20%F0%9F%91%89%20https%3A%2F%2Fclaim-gifts.example.top%2Fx">Share on WhatsApp</a></p>` })))).toContain("destinations/share_new_domain")
    expect(verdictOf(page({ seed: 4, body: `<p><a href="https://wa.me/?text=Our%20new%20sourdough%20https%3A%2F%2Fwww.harbourbakery.co.uk%2Fsourdough">Share on WhatsApp</a></p>` })).alert).toBe(false)
  })

  it("another form posting to the same address as the page's form is a new form, not the old one asking more", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<form action="/members"><input name="q"><button>Search</button></form>` })))
    expect(verdictOf(page({ seed: 4, body: `<form action="/members"><input name="q"><button>Search</button></form><form action="/members"><input type="password" id="pw"><button>Unlock</button></form>` }), base).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: `<form action="/members"><input name="q"><input type="password" name="pin"><button>Search</button></form>` }), base))).toContain("destinations/form_asks_more")
  })

  it("an iPhone configuration profile from a new domain is a download that alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://secure-profile.example.top/harbour.mobileconfig">Install the security profile</a></p>` })))).toContain("destinations/download_new_domain")
  })

  it("a link to a regulator or a helpline named after the vice it fights is not spam", () => {
    expect(verdictOf(page({ seed: 4, body: `<p>18+ · <a href="https://www.begambleaware.org/">BeGambleAware</a> · <a href="https://www.gamblingcommission.gov.uk/">Gambling Commission</a> (account 39640)</p>` })).alert).toBe(false)
  })
})

describe("round 14: identifiers", () => {
  it("a hidden form field that mails each submission to an address the page never gave alerts", () => {
    const form = (extra: string) => `<form action="/contact" method="post">${extra}<input name="email"><textarea name="msg"></textarea><button>Send</button></form>`
    const base = baselineOf(samples((seed) => page({ seed, body: form(`<input type="hidden" name="recipient" value="hello@harbourbakery.co.uk">`) })))
    expect(breaches(verdictOf(page({ seed: 4, body: form(`<input type="hidden" name="recipient" value="hello@harbourbakery.co.uk"><input type="hidden" name="_cc" value="orders@harbour-bakery.example.top">`) }), base))).toContain("identifiers/form_recipient_added")
    expect(verdictOf(page({ seed: 4, body: form(`<input type="hidden" name="recipient" value="hello@harbourbakery.co.uk">`) }), base).alert).toBe(false)
  })

  it("a department's phone line is not an account number; a five-digit licence account is not a bank account", () => {
    expect(checks(verdictOf(page({ seed: 4, body: `<table><tr><td>Accounts: 01947 600 188</td></tr></table>` })))).not.toContain("identifiers/account_appeared")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Pay by bank transfer: sort code 40-11-62, account number 71834529</p>` })))).toContain("identifiers/account_appeared")
  })

  it("a boleto's payment line is a payment destination", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>2ª via: 34191.79001 01043.510047 91020.150008 6 91230000026000</p>` })))).toContain("identifiers/pay_appeared")
  })
})

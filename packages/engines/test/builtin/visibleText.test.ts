import { describe, expect, it } from "@effect/vitest"
import { Prominence } from "../../src/Features.js"
import { baselineOf, breaches, checks, ex, page, samples, URL_, verdictOf } from "../support/pages.js"

const manifesto =
  "The people of this region have been ignored for too long. Every day the authorities pretend that nothing is happening while our families suffer. We will keep speaking until the world listens, and this page is now our voice."

describe("visible text: what a visitor sees", () => {
  it("a box covering the whole viewport with a message alerts, without any signature words", () => {
    const v = verdictOf(page({ seed: 5, body: `<div style="position:fixed;inset:0;background:#000;color:#fff;z-index:99999"><h2>This website is no longer operated by its owners</h2><p>${manifesto}</p></div>` }))
    expect(breaches(v)).toContain("visible_text/page_covered")
  })

  it("a cover laid by a class in a style sheet is read too", () => {
    const v = verdictOf(page({ seed: 5, head: `<style>.notice-x{position:fixed;top:0;left:0;width:100vw;height:100vh;background:#101010}</style>`, body: `<div class="notice-x"><p>${manifesto}</p></div>` }))
    expect(breaches(v)).toContain("visible_text/page_covered")
  })

  it("a cookie banner and a newsletter pop-up over a dimmed page do not alert", () => {
    const banner = verdictOf(page({ seed: 5, body: `<div class="cc" style="position:fixed;bottom:0;left:0;right:0;z-index:1000;background:#333;color:#fff">We use cookies to remember your basket and to understand how the site is used. You can change your choice at any time on our privacy page. <a href="/privacy">Settings</a> <button>Accept all</button></div>` }))
    expect(banner.alert).toBe(false)
    const modal = verdictOf(page({ seed: 5, body: `<div style="position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:500"><div class="box"><h2>Fresh news from the ovens</h2><p>Join 4,000 bread lovers and get a free loaf with your first order.</p><input type="email"><button>Sign up</button></div></div>` }))
    expect(modal.alert).toBe(false)
  })

  it("paragraphs replaced while every count stays the same alert", () => {
    const v = verdictOf(page({ seed: 5 }).replace(/<p>Our ovens[^<]*<\/p>/, `<p>${manifesto}</p>`).replace(/<p>The café upstairs[^<]*<\/p>/, `<p>${manifesto.split(" ").reverse().join(" ")}</p>`))
    expect(v.alert).toBe(true)
    expect(checks(v)).toContain("visible_text/text_rewritten")
  })

  it("a small correction, prices and dates changing, and the blocks reordered do not alert", () => {
    expect(verdictOf(page({ seed: 5 }).replace("thirty", "forty")).alert).toBe(false)
    expect(verdictOf(page({ seed: 5, main: `<p>This season we are baking rye and caraway loaves (£4.20), cardamom buns (£2.10) and a lemon drizzle that regulars queue for on Saturdays. Celebration cakes can be ordered with 9 days' notice.</p>` })).alert).toBe(false)
    const swapped = page({ seed: 5 }).replace(/(<p>Our ovens[^<]*<\/p>)([^]*?)(<p>The café[^<]*<\/p>)/, "$3$2$1")
    expect(verdictOf(swapped).alert).toBe(false)
  })

  it("the page replaced by another one is critical", () => {
    const v = verdictOf(`<html><head><title>Harbour Bakery</title></head><body><h1>Closed</h1><p>Gone fishing, see you never.</p></body></html>`)
    expect(v.findings.find((f) => f.check === "text_replaced")).toMatchObject({ severity: "critical" })
  })

  it("new text in another writing system at the top, or shouted in another language, alerts; a plain notice in another language is a sign", () => {
    expect(breaches(verdictOf(page({ seed: 5, top: `<h3>Этот сайт больше не принадлежит владельцу. Свобода слова для всех.</h3>` })))).toContain("visible_text/language")
    expect(breaches(verdictOf(page({ seed: 5, top: `<h1>Situs ini telah diambil alih oleh kami dan tidak akan dikembalikan kepada anda</h1>` })))).toContain("visible_text/language")
    const notice = verdictOf(page({ seed: 5, top: `<div>Situs ini telah diambil alih oleh kami dan tidak akan dikembalikan kepada anda</div>` }))
    expect(notice.findings.find((f) => f.check === "language")).toMatchObject({ severity: "medium", breach: false })
  })

  it("moving text, popped-up text and text drawn by CSS push themselves in front of the visitor", () => {
    expect(breaches(verdictOf(page({ seed: 5, top: `<marquee>Greetings to all our friends across the sea</marquee>` })))).toContain("visible_text/intrusive_text")
    expect(breaches(verdictOf(page({ seed: 5, body: `<script>alert("Nobody is watching this server")</script>` })))).toContain("visible_text/intrusive_text")
    expect(breaches(verdictOf(page({ seed: 5, head: `<style>main::before{content:"Read the truth they hide from you"}</style>` })))).toContain("visible_text/intrusive_text")
  })

  it("signature phrases alert in any spelling, and only when new", () => {
    expect(breaches(verdictOf(page({ seed: 5, body: `<p>h4ck3d_by Z3r0 Cr3w</p>` })))).toContain("visible_text/signature")
    const quoting = (seed: number) => page({ seed, main: `<p>Last year our old website was hacked by a bot and we rebuilt it from scratch.</p>` })
    expect(verdictOf(quoting(5), baselineOf(samples(quoting))).alert).toBe(false)
  })

  it("the page's text moved out of sight alerts", () => {
    const v = verdictOf(page({ seed: 5 }).replace(`<main id="content">`, `<main id="content" style="display:none">`))
    expect(breaches(v)).toContain("visible_text/text_hidden")
  })

  it("new hidden text stuffed with spam, and a replaced search description, are found", () => {
    const v = verdictOf(page({ seed: 5, body: `<div style="position:absolute;left:-9999px">cheap viagra online pharmacy best price cialis no prescription fast delivery buy viagra now discount pills casino bonus online casino free spins payday loans approved today</div>` }))
    expect(breaches(v)).toContain("visible_text/hidden_text")
    const meta = verdictOf(page({ seed: 5 }).replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="Buy cheap viagra and cialis online without prescription from a trusted pharmacy">`))
    expect(breaches(meta)).toContain("visible_text/meta_replaced")
  })
})

describe("visible text: text drawn by SVG, tickers, and what images say", () => {
  it("text drawn by an inline SVG is read; its icons' titles are not", () => {
    const drawn = ex.extract(page({ seed: 5, top: `<svg width="800" height="120"><title>banner</title><text x="10" y="60" font-size="48">Nobody guards this server</text></svg>` }), URL_)
    expect(drawn.text).toContain("Nobody guards this server")
    expect(drawn.text).not.toContain("banner")
  })

  it("text slid across the page by a CSS animation is moving text", () => {
    const ticker = `<style>@keyframes slide{from{transform:translateX(100%)}to{transform:translateX(-100%)}}.crawl{display:inline-block;animation:slide 20s linear infinite}</style>`
    const v = verdictOf(page({ seed: 5, head: ticker, top: `<div><span class="crawl">Harbour closed by order of the council until further notice</span></div>` }))
    expect(breaches(v)).toContain("visible_text/intrusive_text")
    const spinner = `<style>@keyframes spin{to{transform:rotate(360deg)}}.spin{animation:spin 1s linear infinite}</style>`
    expect(ex.extract(page({ seed: 5, head: spinner, top: `<div class="spin">Loading fresh bread</div>` }), URL_).blocks.some((b) => (b.flags & Prominence.MOVING) !== 0)).toBe(false)
  })

  it("a defacer's signature in an image's alt text or a link's label alerts", () => {
    const v = verdictOf(page({ seed: 5, main: `<p><img src="/static/cakes.jpg" alt="owned by hackers - greetz to the crew"> Celebration cakes can be ordered with a week's notice.</p>` }))
    expect(breaches(v)).toContain("visible_text/signature")
  })

  it("text an inline SVG draws in large type reads as prominent; small labels of a chart do not", () => {
    const banner = verdictOf(page({ seed: 5, body: `<svg width="100%" height="200" viewBox="0 0 1200 200"><rect width="1200" height="200" fill="#000"/><text x="600" y="100" font-size="56" fill="#0f0">Your security is our playground now</text></svg>` }))
    expect(checks(banner)).toContain("visible_text/prominent_text")
    const chart = verdictOf(page({ seed: 5, main: `<svg width="300" height="120"><text x="10" y="110" font-size="11">Loaves sold per week in October and November</text></svg>` }))
    expect(checks(chart)).not.toContain("visible_text/prominent_text")
  })

  it("large new text signed by a crew alerts; a notice signed by the site's own team does not", () => {
    const crew = verdictOf(page({ seed: 5, main: `<center><font size="7" color="green">Turn back before it is too late.</font><br><b>Repent now — Ghost Falcon Team</b></center>` }))
    expect(crew.findings.find((f) => f.check === "signature")).toMatchObject({ severity: "high", breach: true })
    const own = verdictOf(page({ seed: 5, main: `<h1>We are closed on Monday for the holiday — The Harbour Bakery Team</h1>` }))
    expect(checks(own)).not.toContain("visible_text/signature")
  })

  it("a note to the owner about a hole in the site, asking for a bounty, alerts", () => {
    const v = verdictOf(page({ seed: 5, main: `<div style="border:1px dashed red"><h3>Security notice</h3><p>Dear webmaster, your upload form is vulnerable to file upload abuse. I found a backdoor risk; a bounty is expected for the details.</p></div>` }))
    expect(breaches(v)).toContain("visible_text/defacement_words")
  })

  it("a new large line of flags and pictographs alerts; emoji beside words, and the page's own emoji line, do not", () => {
    const slogan = verdictOf(page({ seed: 5, top: `<div style="font-size:64px;text-align:center">🇵🇸🇵🇸🇵🇸 ✊🔥 FREE 🔥✊ 🇵🇸🇵🇸🇵🇸</div>` }))
    expect(breaches(slogan)).toContain("visible_text/pictographs")
    const skulls = verdictOf(page({ seed: 5, main: `<h1>💀💀💀 GG 💀💀💀 👁️👁️</h1>` }))
    expect(breaches(skulls)).toContain("visible_text/pictographs")
    const greeting = verdictOf(page({ seed: 5, top: `<div style="font-size:40px">🎄 Season's greetings from all of us at the bakery 🎄</div>` }))
    expect(checks(greeting)).not.toContain("visible_text/pictographs")
    const small = verdictOf(page({ seed: 5, main: `<p>Rated ⭐⭐⭐⭐⭐ by our customers</p>` }))
    expect(checks(small)).not.toContain("visible_text/pictographs")
    const withStars = (seed: number) => page({ seed, top: `<div style="font-size:48px">🥐🥖🍰🧁🥯</div>` })
    expect(checks(verdictOf(withStars(7), baselineOf(samples(withStars))))).not.toContain("visible_text/pictographs")
  })

  it("the page's main heading replaced by a new statement is a sign; a rotating headline, or a heading added beside it, is not", () => {
    const replaced = verdictOf(page({ seed: 5 }).replace("Baked on the harbour every morning", "The owners have fled the country with your deposits"))
    expect(replaced.findings.find((f) => f.check === "heading_replaced")).toMatchObject({ severity: "medium" })
    const added = verdictOf(page({ seed: 5, top: `<h1>Winter opening hours start on Monday</h1>` }))
    expect(checks(added)).not.toContain("visible_text/heading_replaced")
    const rotating = (seed: number) => page({ seed }).replace("Baked on the harbour every morning", ["Fresh rye today", "Cardamom buns are back", "Saturday queue tips"][seed % 3]!)
    expect(checks(verdictOf(rotating(7), baselineOf(samples(rotating))))).not.toContain("visible_text/heading_replaced")
  })

  it("defacement or spam words new in image and link labels alert; one such word does not", () => {
    const spam = verdictOf(page({ seed: 5, main: `<p><img src="/static/rye.jpg" alt="slot gacor hari ini"> <a href="/cakes" title="best online casino bonus">Celebration cakes</a> can be ordered with a week's notice.</p>` }))
    expect(breaches(spam)).toContain("visible_text/label_words")
    const one = verdictOf(page({ seed: 5, main: `<p><img src="/static/poker-night.jpg" alt="Poker night at the café"> Celebration cakes can be ordered with a week's notice.</p>` }))
    expect(checks(one)).not.toContain("visible_text/label_words")
  })

  it("a search preview the owner rewrote is a sign; one that now speaks of hacking or spam, or in another script, alerts", () => {
    const preview = (text: string) => page({ seed: 5 }).replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${text}">`)
    const rewritten = verdictOf(preview("Whitby's harbour bakery: winter opening hours, new rye loaves and cakes to order for the holidays."))
    expect(rewritten.findings.find((f) => f.check === "meta_replaced")).toMatchObject({ severity: "medium", breach: false })
    expect(breaches(verdictOf(preview("Hacked by the Ghost Falcon crew, your security is an illusion")))).toContain("visible_text/meta_replaced")
    expect(breaches(verdictOf(preview("最新オンラインカジノ ボーナス 無料で遊べるスロット 今すぐ登録")))).toContain("visible_text/meta_replaced")
  })
})

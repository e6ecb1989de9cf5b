import { describe, expect, it } from "@effect/vitest"
import { Prominence } from "../src/Features.js"
import { refKeys } from "../src/internal/refs.js"
import { ex, page, URL_ } from "./support/pages.js"

const f = (html: string) => ex.extract(html, URL_)

describe("extractor: what the engines' questions need", () => {
  it("records every reference a browser follows or loads, with its kind", () => {
    const x = f(`<html><head><base href="https://cdn.example.net/b/"><link rel="stylesheet" href="s.css"><link rel="icon" href="/i.ico">
      <meta http-equiv="refresh" content="5;url=/next"><style>body{background:url(bg.png)} @import "more.css";</style></head>
      <body><a href="/a">A</a><area href="/m"><form action="/f"><button formaction="https://pay.example.org/">Pay</button></form>
      <script src="x.js"></script><iframe src="//fr.example.org/"></iframe><embed src="e.swf"><object data="o.swf"></object>
      <img srcset="small.jpg 1x, big.jpg 2x"><video src="v.mp4" poster="p.jpg" autoplay></video><audio><source src="s.mp3"></audio>
      <div style="background-image:url('/d.png')">x</div><script>location.replace("https://away.example.com/")</script></body></html>`)
    const got = x.refs.map((r) => `${r.kind} ${r.url}`)
    expect(got).toEqual(expect.arrayContaining([
      "base https://cdn.example.net/b/",
      "stylesheet https://cdn.example.net/b/s.css",
      "resource https://cdn.example.net/i.ico",
      "redirect https://cdn.example.net/next",
      "link https://cdn.example.net/a",
      "link https://cdn.example.net/m",
      "form https://cdn.example.net/f",
      "form https://pay.example.org/",
      "script https://cdn.example.net/b/x.js",
      "frame https://fr.example.org/",
      "embed https://cdn.example.net/b/e.swf",
      "embed https://cdn.example.net/b/o.swf",
      "image https://cdn.example.net/b/small.jpg",
      "media https://cdn.example.net/b/v.mp4",
      "media https://cdn.example.net/b/p.jpg",
      "media https://cdn.example.net/b/s.mp3",
      "style https://cdn.example.net/d.png",
      "redirect https://away.example.com/"
    ]))
    expect(got.filter((r) => r.startsWith("style ")).length).toBe(3)
    expect(x.refs.find((r) => r.url.endsWith("v.mp4"))?.text).toBe("autoplay")
  })

  it("gives elements identities that survive a retargeting: id, link text, alt, file", () => {
    const x = f(`<body><a href="/a">Log in</a><a href="/b" id="cart">Cart</a><a href="/c">Log in</a><img src="/l.png" alt="Logo"><script src="/js/app.93af01.js"></script></body>`)
    expect(refKeys(x.refs)).toEqual(["link:log in", "link:#cart", "link:log in@1", "image:logo", "script:app.0.js"])
    const moved = f(`<body><a href="https://evil.example/a">Log in</a></body>`)
    expect(refKeys(moved.refs)[0]).toBe("link:log in")
  })

  it("notes what a login form asks for", () => {
    expect(f(page()).refs.find((r) => r.kind === "form")?.text).toBe("password")
  })

  it("reads the visible text in blocks with their prominence", () => {
    const x = f(`<body><h1>Title</h1><p>Plain <b>text</b> here</p><marquee>moving</marquee><font size="7" color="red">loud</font>
      <div style="position:fixed;inset:0;background:#000"><p>covering</p></div><div style="position:absolute;z-index:999">over</div>
      <p><a href="/x">all link</a></p></body>`)
    const flags = Object.fromEntries(x.blocks.map((b) => [b.text.replace(/\s+/g, " ").trim(), b.flags]))
    expect(flags["Title"]! & Prominence.H1).toBeTruthy()
    expect(flags["Plain text here"]).toBe(0)
    expect(flags["moving"]! & Prominence.MOVING).toBeTruthy()
    expect(flags["loud"]! & Prominence.BIG).toBeTruthy()
    expect(flags["covering"]! & Prominence.COVER).toBeTruthy()
    expect(flags["over"]! & Prominence.OVERLAY).toBeTruthy()
    expect(x.blocks.find((b) => b.text.trim() === "all link")?.link).toBeGreaterThan(0.8)
  })

  it("adds text drawn by CSS, and keeps inline scripts' shape across reloads", () => {
    const x = f(`<head><style>h1::after{content:"drawn words"}</style></head><body><script>var t = {nonce: "a1b2", at: 1700000001}</script></body>`)
    expect(x.blocks.some((b) => b.text === "drawn words" && (b.flags & Prominence.CSS_TEXT) !== 0)).toBe(true)
    const y = f(`<body><script>var t = {nonce: "zz99", at: 1700000999}</script></body>`)
    expect(x.scripts_inline[0]!.shape).toBe(y.scripts_inline[0]!.shape)
    const z = f(`<body><script>var t = {nonce: "zz99", at: 1700000999}; fetch("//x.example/c")</script></body>`)
    expect(z.scripts_inline[0]!.shape).not.toBe(y.scripts_inline[0]!.shape)
  })

  it("closes elements as a browser does: a stray end tag inside a table cell stays in the cell", () => {
    const x = f(`<body><table><tr><td><div style="display:none"><div>menu</td><td>cell two</td></tr></table><p>after the table</p></body>`)
    expect(x.hidden_text).toBe("menu")
    expect(x.text).toContain("cell two")
    expect(x.text).toContain("after the table")
    const lists = f(`<body><ul><li>one<li style="display:none">two<li>three</ul><p>four</p></body>`)
    expect(lists.text).toBe("one three four")
  })

  it("records CSS facts, search-preview texts, the language and contact links", () => {
    const x = f(`<html lang="de-DE"><head><meta name="description" content="Brot und Kuchen"><meta property="og:title" content="Bäckerei">
      <style>body{background:#000;transform:rotate(2deg)} .modal{position:fixed;inset:0;background:#fff}</style></head>
      <body><a href="mailto:a@b.example">mail</a><a href="tel:+49301234567">tel</a></body></html>`)
    expect(x.styles).toEqual(expect.arrayContaining(["background body #000", "transform body rotate(2deg)", "cover .modal"]))
    expect(x.meta).toEqual([["description", "Brot und Kuchen"], ["og:title", "Bäckerei"]])
    expect(x.lang).toBe("de-de")
    expect(f(`<HTML><HEAD><STYLE>BODY { display: none }</STYLE></HEAD><BODY>x</BODY></HTML>`).styles).toEqual(["hide body"])
    expect(x.contacts).toEqual(["mailto:a@b.example", "tel:+49301234567"])
  })
})

import { describe, expect, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import * as fc from "fast-check"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import * as BaselineBuilder from "../src/BaselineBuilder.js"
import * as Check from "../src/Compare.js"
import { compareWith, type Engine } from "../src/Engine.js"
import { Builtins, Engines } from "../src/Engines.js"
import * as Extractor from "../src/Extractor.js"
import * as Text from "../src/internal/text.js"
import { emailsOf } from "../src/builtin/identifiers.js"
import type { Baseline } from "@defmon/core/domain/Baseline"
import { applyUpdate } from "@defmon/core/rules/Transitions"
import { defaultSettings, type Webpage, type WebpageSettings, type WebpageUpdate } from "@defmon/core/domain/Webpage"

const ex = await Effect.runPromise(Extractor.make)

/** Real pages (the htmlparser-benchmark corpus). */
const corpusSample = (count = 60) => {
  const dir = join(dirname(createRequire(import.meta.url).resolve("htmlparser-benchmark/package.json")), "files")
  return readdirSync(dir).filter((f) => f.endsWith(".html")).sort().slice(0, count).map((f) => readFileSync(join(dir, f), "utf8"))
}

const URL_ = "https://shop.example.com/index.html"
const settings = (): WebpageSettings => defaultSettings() as unknown as WebpageSettings

/** A page with the usual volatility: a nonce, a CSRF token, a cache buster, a clock and a rotating ad. */
const page = (o: { seed?: number; body?: string; head?: string; title?: string; phone?: string } = {}) => {
  const s = o.seed ?? 0
  return `<!doctype html><html><head><title>${o.title ?? "Example Shop – quality tools"}</title>
<meta name="csrf-token" content="tok${s * 7919}">
<link rel="stylesheet" href="/css/site.css?v=${1000 + s}">
<script nonce="n${s}abc" src="/js/app.js?cb=${s}"></script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>${o.head ?? ""}
</head><body><div id="header"><a href="/">Home</a> <a href="/products">Products</a> <a href="/about">About us</a> <a href="/contact">Contact</a></div>
<div id="main"><h1>Quality tools for every workshop</h1>
<p>We have sold hand tools and power tools to craftsmen and hobbyists since 1987. Every product is tested in our own workshop before it goes on sale.</p>
<p>Free delivery on orders over fifty euros. Returns are accepted within thirty days of purchase, no questions asked.</p>
<p>Questions? Call our team on ${o.phone ?? "+49 30 1234 5678"} from Monday to Friday, or visit the shop in the old town.</p>
<div class="news"><a href="/news/${100 + (s % 3)}">Latest: opening hours for the holidays ${s % 3}</a></div>
<div class="ad"><a href="https://ads.example.net/click?id=${s}"><img src="https://ads.example.net/banner${s % 4}.png"></a></div>
<p class="clock">Updated ${new Date(1700000000000 + s * 61_000).toISOString()}</p>
<img src="/img/logo.png" alt="logo"><img data-src="/img/lazy-${s % 2}.jpg">
</div>${o.body ?? ""}<div id="footer"><a href="/privacy">Privacy</a> <a href="/imprint">Imprint</a></div></body></html>`
}

const baselineOf = (htmls: ReadonlyArray<string>, engines: ReadonlyArray<Engine> = Builtins) =>
  BaselineBuilder.build(htmls.map((h) => ex.extract(h, URL_)), engines, "2026-11-22T10:00:00.000Z")

const verdictOf = (html: string, base = baselineOf([page({ seed: 1 }), page({ seed: 2 }), page({ seed: 3 })]), s = settings()) =>
  compareWith(Builtins, base, ex.extract(html, URL_), s)

describe("extractor", () => {
  it("extracts counts, absolute element lists, title, visible and hidden text, redirects and hiding CSS", () => {
    const f = ex.extract(
      `<html><head><base href="https://cdn.example.org/base/"><title> Hello
      world </title><link rel="stylesheet alternate" href="a.css"><link rel="icon" href="x.ico">
      <meta http-equiv="refresh" content="0; url=https://evil.example/">
      <style>body { display: none }</style></head><body>
      <a href="/x">x</a><a href="mailto:a@b.c">m</a><a name="anchor">n</a>
      <script src="s.js"></script><script>var t = 1; window.location = "https://away.example/";</script>
      <iframe src="//frames.example.net/f"></iframe><img src="i.png"><div><div style="display:none">secret spam</div>shown</div>
      </body></html>`,
      "https://site.example/page"
    )
    expect(f.title).toBe("Hello world")
    expect([f.count_href, f.count_script, f.count_link, f.count_image, f.count_div, f.count_iframe]).toEqual([2, 2, 1, 1, 2, 1])
    expect(f.hrefs).toEqual(["https://cdn.example.org/x"])
    expect(f.scripts).toEqual(["https://cdn.example.org/base/s.js"])
    expect(f.stylesheets).toEqual(["https://cdn.example.org/base/a.css"])
    expect(f.iframes).toEqual(["https://frames.example.net/f"])
    expect(f.images).toEqual(["https://cdn.example.org/base/i.png"])
    expect(f.text).toContain("shown")
    expect(f.text).not.toContain("secret spam")
    expect(f.text).not.toContain("var t")
    expect(f.hidden_text).toBe("secret spam")
    expect(f.redirects).toEqual(["https://evil.example/", "https://away.example/"])
    expect(f.hiding_css).toEqual(["hide body"])
    expect(f.hash).toMatch(/^[0-9a-f]{16}$/)
  })

  it("the signature ignores nonces, CSRF tokens, cache busters and clocks, and sees real changes", () => {
    const a = ex.extract(page({ seed: 1 }).replace(/ads\.example\.net\/banner\d/, "ads.example.net/banner0"), URL_)
    const b = ex.extract(page({ seed: 5 }).replace(/ads\.example\.net\/banner\d/, "ads.example.net/banner0"), URL_)
    // seeds also rotate news and lazy images: compare pages whose only differences are volatile values
    const same = (s: number) =>
      page({ seed: s }).replace(/news\/\d+/, "news/100").replace(/holidays \d/, "holidays 0").replace(/banner\d/, "banner0").replace(/lazy-\d/, "lazy-0")
    expect(ex.extract(same(1), URL_).hash).toBe(ex.extract(same(4), URL_).hash)
    expect(ex.extract(same(1), URL_).hash).not.toBe(ex.extract(same(1).replace("fifty euros", "sixty euros"), URL_).hash)
    expect(a.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(b.hash).toMatch(/^[0-9a-f]{16}$/)
  })

  it("never throws on random or mutated HTML, and stays fast per document", () => {
    const require = createRequire(import.meta.url)
    const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
    const corpus = readdirSync(dir).slice(0, 40).map((f) => readFileSync(join(dir, f), "utf8"))
    const fragments = ["<", ">", "</div>", "<script>", "</script>", "<!--", "-->", "<style>", "\"", "'", "&amp;", "&#x0;", "<a href=", "<base href=\"::\">", "<meta http-equiv=refresh content=\"0;url=", "<![CDATA[", "\u0000", "<svg><title>"]
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          fc.array(fc.constantFrom(...fragments), { maxLength: 400 }).map((xs) => xs.join("")),
          fc.tuple(fc.integer({ min: 0, max: corpus.length - 1 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 5_000 }), fc.string({ maxLength: 50 })).map(
            ([i, at, len, insert]) => {
              const p = corpus[i]!
              const k = at % (p.length + 1)
              return p.slice(0, k) + insert + p.slice(k + len)
            }
          ),
          fc.integer({ min: 1, max: 20_000 }).map((n) => "<div>".repeat(n))
        ),
        (html) => {
          const start = performance.now()
          const f = ex.extract(html, "https://fuzz.example/")
          expect(typeof f.hash).toBe("string")
          expect(performance.now() - start).toBeLessThan(2_000)
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe("multi-sample baseline", () => {
  it("marks elements that differ between samples as not watched and keeps each count's spread", () => {
    const b = baselineOf([page({ seed: 1 }), page({ seed: 2 }), page({ seed: 3 })])
    expect(b.samples).toBe(3)
    const ads = b.baseline_hrefs.filter((e) => e.value.includes("ads.example.net"))
    expect(ads.length).toBe(3)
    expect(ads.every((e) => !e.selected)).toBe(true)
    expect(b.baseline_hrefs.find((e) => e.value === "https://shop.example.com/products")?.selected).toBe(true)
    expect(new Set(b.baseline_hrefs.map((e) => e.id)).size).toBe(b.baseline_hrefs.length)
    expect(b.spread.count_href).toEqual({ min: b.count_href, max: b.count_href })
  })
})

const benign: ReadonlyArray<[string, string]> = [
  ["a reload (nonces, tokens, cache busters, clock)", page({ seed: 9 })],
  ["the ad rotated", page({ seed: 2 }).replace(/banner\d/, "banner3")],
  ["a news item changed", page({ seed: 1 }).replace(/Latest: [^<]+/, "Latest: new winter catalogue is out")],
  ["a small text edit", page({ seed: 1 }).replace("thirty days", "sixty days")],
  ["lazy images", page({ seed: 1 }).replace("data-src", "src")]
]

const defacements: ReadonlyArray<[string, string, string]> = [
  ["full page replacement", "<html><head><title>Hacked</title></head><body><h1>owned</h1><p>nothing to see</p></body></html>", "visible_text"],
  ["hacked-by in the title", page({ seed: 2, title: "Hacked by Cyb3r Team" }), "content"],
  ["hacked-by in the body", page({ seed: 2, body: "<h2>Hacked by Anonymous Ghost</h2>" }), "visible_text"],
  ["injected external script", page({ seed: 2, body: "<script src=\"https://coinhive.evil.example/m.js\"></script>" }), "destinations"],
  ["hidden iframe", page({ seed: 2, body: "<iframe src=\"https://malware.example.org/x\" width=0 height=0 style=\"display:none\"></iframe>" }), "destinations"],
  [
    "hidden SEO spam links",
    page({
      seed: 2,
      body: "<div style=\"position:absolute;left:-9999px\"><a href=\"https://pills.example/\">pills</a><a href=\"https://casino.example/\">casino</a><a href=\"https://loans.example/\">loans</a><a href=\"https://replica.example/\">replica</a></div>"
    }),
    "destinations"
  ],
  ["meta refresh redirect", page({ seed: 2, head: "<meta http-equiv=\"refresh\" content=\"0;url=https://scam.example/\">" }), "destinations"],
  ["script redirect", page({ seed: 2, body: "<script>window.location.href='https://scam.example/'</script>" }), "destinations"],
  ["CSS hiding the content", page({ seed: 2, head: "<style>body { visibility: hidden }</style>" }), "appearance"],
  ["phone number swapped", page({ seed: 2, phone: "+49 30 9999 0000" }), "identifiers"]
]

describe("baseline edits", () => {
  it("an edited title or count replaces what the samples showed", () => {
    const samples = [page({ seed: 1 }), page({ seed: 2 }), page({ seed: 3 })]
    const edit = (update: Record<string, unknown>) => {
      const p = { ...(defaultSettings() as object), id: 1, current_baseline: baselineOf(samples) } as unknown as Webpage
      return Either.getOrThrow(applyUpdate(p, { current_baseline: update } as WebpageUpdate, "2026-11-22T11:00:00.000Z")).current_baseline!
    }
    const checks = (html: string, base: Baseline) => verdictOf(html, base).findings.filter((f) => f.breach).map((f) => `${f.engine}/${f.check}`)
    expect(checks(page({ seed: 4 }), baselineOf(samples))).toEqual([])
    const retitled = edit({ title: "Example Shop – new name" })
    expect(checks(page({ seed: 4 }), retitled)).toContain("content/title")
    expect(checks(page({ seed: 4, title: "Example Shop – new name" }), retitled)).not.toContain("content/title")
    const base = baselineOf(samples)
    const recounted = edit({ count_href: base.count_href + 50 })
    expect(checks(page({ seed: 4 }), recounted)).toContain("content/count_href")
  })
})

describe("engines with default settings", () => {
  for (const [name, html] of benign) {
    it(`no alert: ${name}`, () => {
      const v = verdictOf(html)
      expect(v.findings.filter((f) => f.breach)).toEqual([])
      expect(v.alert).toBe(false)
    })
  }
  for (const [name, html, engine] of defacements) {
    it(`alert: ${name} (${engine})`, () => {
      const v = verdictOf(html)
      expect(v.alert).toBe(true)
      expect(v.findings.map((f) => f.engine)).toContain(engine)
    })
  }

  it("count findings carry baseline, threshold, current and difference", () => {
    const links = "<div>" + "<a href=\"/p\">x</a>".repeat(40) + "</div>"
    const v = verdictOf(page({ seed: 2 }), baselineOf([1, 2, 3].map((seed) => page({ seed, body: links }))))
    const href = v.findings.find((f) => f.check === "count_href")
    expect(href).toMatchObject({ engine: "content", breach: true, threshold: 10 })
    expect(href!.current).toBe((href!.baseline as number) - 40)
    expect(href!.difference).toBe(40)
  })

  it("keywords: blacklist, must appear, must not appear", () => {
    const s = settings()
    const custom = {
      ...s,
      keyword_set_configuration: ["casino"],
      monitoring_configuration: { user_agent_id: 1, text_string_appear: "Free delivery", text_string_not_appear: "out of stock" }
    } as WebpageSettings
    expect(verdictOf(page({ seed: 2 }), undefined, custom).alert).toBe(false)
    const found = verdictOf(page({ seed: 2, body: "<p>Best online casino</p>" }), undefined, custom)
    expect(found.findings).toEqual(expect.arrayContaining([expect.objectContaining({ check: "blacklist", found: ["casino"] })]))
    const missing = verdictOf(page({ seed: 2 }).replace("Free delivery", "Paid delivery"), undefined, custom)
    expect(missing.findings.map((f) => f.check)).toContain("text_string_appear")
    const present = verdictOf(page({ seed: 2, body: "<p>This item is out of stock</p>" }), undefined, custom)
    expect(present.findings.map((f) => f.check)).toContain("text_string_not_appear")
  })

  it("the hash engine runs only when enable_hash is set", () => {
    const s = settings()
    const onlyHash = { ...s, threshold: { ...s.threshold, enable_hash: true } } as WebpageSettings
    const edited = page({ seed: 1 }).replace("thirty days", "sixty days")
    expect(verdictOf(edited).findings.some((f) => f.engine === "hash")).toBe(false)
    expect(verdictOf(edited, undefined, onlyHash).findings.some((f) => f.engine === "hash")).toBe(true)
  })

  it("per-page toggles turn an engine off", () => {
    const s = { ...settings(), engines: { visible_text: false, content: false } } as WebpageSettings
    const v = verdictOf(page({ seed: 2, body: "<h2>Hacked by Anonymous Ghost</h2>" }), undefined, s)
    expect(v.findings.some((f) => f.engine === "visible_text")).toBe(false)
    expect(verdictOf(page({ seed: 2, body: "<h2>Hacked by Anonymous Ghost</h2>" })).findings.some((f) => f.engine === "visible_text")).toBe(true)
  })
})

const noBitcoin: Engine = {
  name: "no_bitcoin",
  enabledByDefault: true,
  compare: (_b, current) =>
    current.text.toLowerCase().includes("bitcoin")
      ? [{ engine: "no_bitcoin", check: "bitcoin", breach: true, message: "bitcoin address on the page" }]
      : []
}

describe("engine plugins", () => {
  it.effect("a host app registers its own engine without editing core", () =>
    Effect.gen(function*() {
      const engines = yield* Engines
      expect(engines.map((e) => e.name)).toContain("no_bitcoin")
      const base = baselineOf([page({ seed: 1 })], engines)
      expect(compareWith(engines, base, ex.extract(page({ seed: 1 }), URL_), settings()).alert).toBe(false)
      const v = compareWith(engines, base, ex.extract(page({ seed: 1, body: "<p>send bitcoin to 1Abc</p>" }), URL_), settings())
      expect(v.findings.map((f) => f.engine)).toContain("no_bitcoin")
    }).pipe(Effect.provide(Engines.layerWith([noBitcoin]))))
})

describe("detection details", () => {
  const three = () => [page({ seed: 1 }), page({ seed: 2 }), page({ seed: 3 })]

  it("reads leetspeak defacement signatures, and only new occurrences alarm", () => {
    const v = verdictOf(page({ seed: 4, body: "<p>H4CK3D_BY t3am x</p>" }))
    expect(v.findings.find((f) => f.check === "signature")?.found).toEqual(["hacked by"])
    // a page that already quotes the phrase does not alarm on reload, but a second occurrence does
    const quoting = (seed: number, extra = "") => page({ seed, body: `<p>The bank was hacked by criminals last year.</p>${extra}` })
    const base = baselineOf([quoting(1), quoting(2), quoting(3)])
    expect(verdictOf(quoting(4), base).alert).toBe(false)
    expect(verdictOf(quoting(4, "<h1>hacked by Sh4d0w</h1>"), base).alert).toBe(true)
    // the baseline keeps its signature counts
    expect((base.engine_data.visible_text as { signatures: unknown }).signatures).toEqual({ "hacked by": 1 })
  })

  it("the one-pass fold equals its regex definition on any text", () => {
    const leetish = fc.stringOf(fc.constantFrom(..."4@31!05$78 aZ_-.é\u00dfİ\u3042\ud835\udc00\ud800\udc00x\ud800", "\udc00", "HACKED by"))
    fc.assert(fc.property(fc.oneof(fc.fullUnicodeString(), fc.string({ unit: "binary" } as never), leetish), (text) => {
      expect(Text.fold(text)).toBe(Text.foldByRegex(text))
    }), { numRuns: 2000 })
    for (const html of corpusSample()) expect(Text.fold(html)).toBe(Text.foldByRegex(html))
  })

  it("e-mail addresses found around each @ are the pattern's matches over the whole text", () => {
    // (letters of Latin, Greek and Cyrillic scripts: a look-alike letter does not cut an address, round 11)
    const L = "a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"
    const EMAIL = new RegExp(`[${L}][${L}._%+-]{0,63}@[${L}.-]+\\.[a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]{2,24}`, "gi")
    const mailish = fc.stringOf(fc.constantFrom("a", "Z", "0", ".", "-", "_", "+", "%", "@", " ", "é", "с", "ß", "\u3042", "\n", "x".repeat(70), "info@bakery.co.uk", "@@", "a.b-c"))
    fc.assert(fc.property(fc.oneof(mailish, fc.fullUnicodeString()), (text) => {
      expect(emailsOf(text)).toEqual([...text.matchAll(EMAIL)].map((m) => m[0]))
    }), { numRuns: 3000 })
    for (const html of corpusSample()) expect(emailsOf(html)).toEqual([...html.matchAll(EMAIL)].map((m) => m[0]))
  })

  it("block shingles are the FNV-1a hashes of each run of three words, digit runs read 0", () => {
    const fnv1a = (s: string) => {
      let h = 0x811c9dc5
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
      return h >>> 0
    }
    const definition = (text: string) => {
      const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).map((w) => w.replace(/[0-9]+/g, "0"))
      const expected: Array<number> = []
      if (words.length > 0 && words.length < 3) expected.push(fnv1a(words.join(" ")))
      for (let i = 0; i + 2 < words.length; i++) expected.push(fnv1a(`${words[i]} ${words[i + 1]} ${words[i + 2]}`))
      return expected
    }
    const actual = (text: string) => {
      const out: Array<number> = []
      Text.blockShingles(text, out)
      return out
    }
    const wordy = fc.stringOf(fc.constantFrom(..."abcXYZé019 \u3042\u0661-İ\ud835\udc00\ud800", "\udc00", "  "))
    fc.assert(fc.property(fc.oneof(wordy, fc.fullUnicodeString(), fc.string({ unit: "binary" } as never)), (text) => {
      expect(actual(text)).toEqual(definition(text))
    }), { numRuns: 2000 })
    for (const html of corpusSample(30)) expect(actual(html)).toEqual(definition(html))
  })

  it("user keywords count occurrences too, case-insensitively and across whitespace", () => {
    const s = { ...settings(), keyword_set_configuration: ["Free   Casino"] }
    const base = baselineOf(three())
    expect(verdictOf(page({ seed: 4 }), base, s).alert).toBe(false)
    const v = verdictOf(page({ seed: 4, body: "<p>free\ncasino bonus</p>" }), base, s)
    expect(v.findings.find((f) => f.check === "blacklist")?.found).toEqual(["Free   Casino"])
  })

  it("keywords on a page with more text than a baseline keeps are counted like for like, with an info finding", () => {
    const s = { ...settings(), keyword_set_configuration: ["casino"] }
    // About 300,000 characters of text: more than the 2 x KeptEnd a baseline keeps.
    const filler = Array.from({ length: 3000 }, (_, i) => `<p>Paragraph ${i} of the archive about tools and their care, kept for the record.</p>`).join("")
    const long = (seed: number, o: { middle?: string; end?: string } = {}) =>
      page({ seed, body: `<div>${filler.slice(0, filler.length / 2)}${o.middle ?? ""}${filler.slice(filler.length / 2)}</div><p>${o.end ?? "Archive ends here."}</p>` })
    // "casino" is in the baseline past its first 200,000 characters: an honest reload does not alert.
    const withWord = (seed: number) => long(seed, { end: "Our museum has an old casino table." })
    const base = baselineOf([withWord(1), withWord(2), withWord(3)])
    const reload = verdictOf(withWord(4), base, s)
    expect(reload.alert).toBe(false)
    expect(reload.findings.find((f) => f.check === "text_capped")).toMatchObject({ engine: "keywords", severity: "info", breach: false })
    // Added at the end of a long page: counted (the ends are read).
    const plain = baselineOf([long(1), long(2), long(3)])
    expect(verdictOf(long(4, { end: "Play at the best online casino today." }), plain, s).findings.find((f) => f.check === "blacklist")?.found).toEqual(["casino"])
    // A baseline recorded by an earlier defmon kept the first 200,000 characters: the same of the page now is read.
    const legacy = { ...base, engine_data: { ...base.engine_data, keywords: { v: 1, text: (base.engine_data.keywords as { text: string }).text.slice(0, 200_000) } } }
    const old = verdictOf(withWord(4), legacy, s)
    expect(old.findings.some((f) => f.check === "blacklist")).toBe(false)
    expect(old.findings.find((f) => f.check === "text_capped")?.message).toMatch(/rebaseline/)
    // A short page keeps the whole-page comparison and no info finding.
    expect(verdictOf(page({ seed: 4 }), baselineOf(three()), s).findings.some((f) => f.check === "text_capped")).toBe(false)
  })

  it("a swapped phone number alarms; digits that change outside a phone context do not", () => {
    const base = baselineOf(three())
    const swapped = verdictOf(page({ seed: 4, phone: "+49 30 9999 0000" }), base)
    expect(swapped.findings.map((f) => f.check)).toContain("phone_changed")
    const counters = (seed: number, n: number) => page({ seed, body: `<p>Stock 2013 10 22 ${n} 55 items</p>` })
    const b2 = baselineOf([counters(1, 1234), counters(2, 1234), counters(3, 1234)])
    expect(verdictOf(counters(4, 8765), b2).findings.map((f) => f.check)).not.toContain("phone_changed")
  })

  it("checkPage builds the baseline from HTML samples and returns the verdict", () => {
    const v = Check.checkPage(ex, Builtins, { baseline: three(), current: page({ seed: 4 }), url: URL_, settings: settings() })
    expect(v).toMatchObject({ alert: false })
    expect(v.findings.filter((f) => f.breach)).toEqual([])
    const bad = Check.checkPage(ex, Builtins, {
      baseline: three(),
      current: page({ seed: 4, head: "<script src=\"https://evil.example.ru/x.js\"></script>" }),
      url: URL_,
      settings: settings()
    })
    expect(bad.alert).toBe(true)
    expect(() => Check.checkPage(ex, Builtins, { baseline: [], current: "", url: URL_, settings: settings() })).toThrow(/at least one/)
  })

  it("the signature ignores a CSRF meta token and comments, and tag names in any case are counted", () => {
    const a = ex.extract(`<HTML><head><meta name="csrf-token" content="abcXYZ"><!-- built in 0.12s by node-7 --></head><BODY><DIV><A HREF="/x">x</A></DIV></BODY></HTML>`, URL_)
    const b = ex.extract(`<HTML><head><meta name="csrf-token" content="qwerty"><!-- cache miss --></head><BODY><DIV><A HREF="/x">x</A></DIV></BODY></HTML>`, URL_)
    expect(a.hash).toBe(b.hash)
    expect([a.count_div, a.count_href, a.hrefs[0]]).toEqual([1, 1, "https://shop.example.com/x"])
  })
})

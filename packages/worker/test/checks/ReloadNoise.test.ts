import { PageFarm } from "@defmon/testing"
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { randomBytes } from "node:crypto"
import * as ReloadNoise from "../../src/checks/ReloadNoise.js"

// Real corpus pages, each reload with what real pages change on every
// request: a CSRF token, a script nonce, inline state with a clock, a
// clock and reader count, a cache-busted script, a hidden form token.
const pages = PageFarm.corpusPages().filter((p) => /<\/head>/i.test(p) && /<\/body>/i.test(p)).slice(0, 20)
// a random token that holds a digit (one without any, ~2% of real nonces,
// digests as a change: the check then runs in full)
const token = (n: number) => randomBytes(n).toString("base64url").slice(0, n - 1) + String(n % 10)
const requestId = () => randomBytes(3).toString("hex") + String(Math.floor(Math.random() * 10))
let t = Date.parse("2026-11-25T10:00:00Z")
const reload = (html: string, body: (when: Date) => string = (when) =>
  `<p class="updated">Updated ${when.toISOString()} · ${Math.floor(Math.random() * 99999)} readers (request ${requestId()})</p>`) => {
  const when = new Date(t += 61_000 + Math.floor(Math.random() * 1e6))
  const head = `<meta name="csrf-token" content="${randomBytes(16).toString("hex")}"><script nonce="${token(22)}">window.__s={t:${when.getTime()},rid:"${randomBytes(8).toString("hex")}"}</script>`
  const tail = `<script src="/assets/app.js?_=${when.getTime()}" defer></script><input type="hidden" name="_csrf" value="${token(32)}">`
  return html.replace(/<\/head>/i, head + "</head>").replace(/<body([^>]*)>/i, (m) => m + body(when)).replace(/<\/body>/i, tail + "</body>")
}
const digestOf = (html: string, slots: ReloadNoise.ReloadSlots | null) => ReloadNoise.normalised(html, slots)

describe("reload noise", () => {
  it("learns the spots that change between samples, and a later reload digests like an earlier one", () => {
    for (const page of pages) {
      const slots = ReloadNoise.slotsOf([reload(page), reload(page), reload(page)])
      expect(slots).not.toBeNull()
      expect(slots!.slots.length).toBeGreaterThanOrEqual(4)
      const first = digestOf(reload(page), slots)
      expect(first.startsWith("~")).toBe(true)
      expect(digestOf(reload(page), slots)).toBe(first)
      expect(digestOf(reload(page), slots)).toBe(first)
    }
  })

  it("a page that never changes, or whose samples do not line up, has no slots: the document is digested as fetched", () => {
    const page = pages[0]!
    expect(ReloadNoise.slotsOf([page, page, page])).toBeNull()
    expect(ReloadNoise.slotsOf([reload(page), reload(page) + "<p>one more</p>", reload(page)])).toBeNull()
    expect(ReloadNoise.slotsOf([reload(page)])).toBeNull()
    expect(digestOf(page, null)).toBe("=" + page)
  })

  it("words in a slot, numbers outside the slots, and another number of tags change the digest", () => {
    for (const page of pages.slice(0, 8)) {
      const slots = ReloadNoise.slotsOf([reload(page), reload(page), reload(page)])!
      const honest = digestOf(reload(page), slots)
      // the clock's words replaced, its shape kept
      const hacked = reload(page, (when) => `<p class="updated">HACKED BY ${when.toISOString()} · 31337 readers (request 0x1337)</p>`)
      expect(digestOf(hacked, slots)).not.toBe(honest)
      // the clock paragraph carries a wallet address
      const wallet = reload(page, (when) => `<p class="updated">Updated ${when.toISOString()} · 12 readers (request bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh)</p>`)
      expect(digestOf(wallet, slots)).not.toBe(honest)
      // the nonce script from another host: the host is not a token
      const retargeted = reload(page).replace(/<script src="\/assets\/app\.js/, "<script src=\"https://cdn-js4.example.net/app.js")
      expect(digestOf(retargeted, slots)).not.toBe(honest)
      // a digit changed outside the slots (a phone number, a price, an account)
      const at = page.search(/[0-9]/)
      if (at !== -1) {
        const digit = page[at] === "7" ? "8" : "7"
        const edited = page.slice(0, at) + digit + page.slice(at + 1)
        const before = digestOf(reload(page), slots)
        const after = digestOf(reload(edited), slots)
        expect(after).not.toBe(before)
      }
      // one more tag anywhere: the segments no longer line up
      expect(digestOf(reload(page).replace(/<\/body>/i, "<b>x</b></body>"), slots).startsWith("=")).toBe(true)
    }
  })

  it("a slot's masked text keeps every letter outside numbers and hexadecimal words", () => {
    const slots = ReloadNoise.slotsOf([reload(pages[1]!), reload(pages[1]!), reload(pages[1]!)])!
    const reference = digestOf(reload(pages[1]!), slots)
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{1,30}$/).filter((w) => w !== "readers"), (words) => {
        const defaced = reload(pages[1]!, (when) => `<p class="updated">Updated ${when.toISOString()} · 12 ${words} (request 1ab2)</p>`)
        expect(digestOf(defaced, slots)).not.toBe(reference)
      }),
      { numRuns: 200 }
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 }), fc.hexaString({ minLength: 1, maxLength: 12 }), (n, hex) => {
        const noise = reload(pages[1]!, (when) => `<p class="updated">Updated ${when.toISOString()} · ${n} readers (request ${hex}7)</p>`)
        expect(digestOf(noise, slots)).toBe(reference)
      }),
      { numRuns: 200 }
    )
  })

  it("masks numbers, hexadecimal words and long tokens in tags, and keeps words", () => {
    expect(ReloadNoise.mask(`meta content="9f8e7d6c5b4a39281706f5e4d3c2b1a0">`)).toBe(`meta content="#">`)
    expect(ReloadNoise.mask(`script nonce="Zq3vR8kLm2Pw9XyT4bNc0a">window.t=1764064800000`)).toBe(`script nonce="#">window.t=0`)
    expect(ReloadNoise.mask(`p>Updated 2026-11-25T10:00:00.123Z (request a1b2c3)`)).toBe(`p>Updated 0-0-0T0:0:0.0Z (request 0)`)
    expect(ReloadNoise.mask(`p>Call +1 (555) 010-1001 or write to crew1337`)).toBe(`p>Call +0 (0) 0-0 or write to crew0`)
    expect(ReloadNoise.mask(`p>Zq3vR8kLm2Pw9XyT4bNc0a`)).toBe(`p>Zq0vR0kLm0Pw0XyT0bNc0a`)
  })

  it("reads only well-formed slots from a baseline", () => {
    expect(ReloadNoise.fromEngineData({ reload: { segments: 10, slots: [1, 4, 9] } })).toEqual({ segments: 10, slots: [1, 4, 9] })
    expect(ReloadNoise.fromEngineData(undefined)).toBeNull()
    expect(ReloadNoise.fromEngineData({})).toBeNull()
    expect(ReloadNoise.fromEngineData({ reload: { segments: 10, slots: [] } })).toBeNull()
    expect(ReloadNoise.fromEngineData({ reload: { segments: 10, slots: [4, 1] } })).toBeNull()
    expect(ReloadNoise.fromEngineData({ reload: { segments: 10, slots: [10] } })).toBeNull()
    expect(ReloadNoise.fromEngineData({ reload: { segments: "10", slots: [1] } })).toBeNull()
  })
})

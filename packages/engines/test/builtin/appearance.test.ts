import { describe, expect, it } from "@effect/vitest"
import { breaches, checks, page, verdictOf } from "../support/pages.js"

describe("appearance: CSS that changes how the page looks", () => {
  it("new CSS hiding the page alerts, by style sheet or on the body", () => {
    expect(breaches(verdictOf(page({ seed: 5, head: `<style>#content{display:none!important}</style>` })))).toContain("appearance/content_hidden")
    expect(breaches(verdictOf(page({ seed: 5, bodyAttrs: ` style="visibility:hidden"` })))).toContain("appearance/content_hidden")
  })

  it("a turned or inverted page is a sign; a seasonal colour change is reported only", () => {
    const turned = verdictOf(page({ seed: 5, head: `<style>body{transform:rotate(180deg)}</style>` }))
    expect(checks(turned)).toContain("appearance/page_transformed")
    const winter = verdictOf(page({ seed: 5, head: `<style>body{background-color:#eef4fb}</style>` }))
    expect(winter.alert).toBe(false)
    expect(checks(winter)).toContain("appearance/restyled")
  })

  it("a background loaded from a domain the page never used alerts", () => {
    expect(breaches(verdictOf(page({ seed: 5, head: `<style>html,body{background:url("https://i.imgpile.cc/z/skull.gif") #000}</style>` })))).toContain("destinations/style_new_domain")
  })

  it("a box covering the page is a sign; with a new frame in the page it alerts (another page laid over this one)", () => {
    const box = `<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:99999;background:#fff">`
    const framed = verdictOf(page({ seed: 5, body: `${box}<iframe src="https://sites.google.com/view/x" style="width:100%;height:100%;border:0"></iframe></div>` }))
    expect(framed.findings.find((f) => f.engine === "appearance" && f.check === "page_covered")).toMatchObject({ severity: "high", breach: true })
    const empty = verdictOf(page({ seed: 5, body: `${box}</div>` }))
    expect(empty.findings.find((f) => f.engine === "appearance" && f.check === "page_covered")).toMatchObject({ severity: "medium" })
  })

  it("the same CSS after a reload is not new", () => {
    const themed = (seed: number) => page({ seed, head: `<style>body{background:#fff}.promo{position:fixed;top:0;z-index:500}</style>` })
    expect(checks(verdictOf(themed(9), undefined)).filter((c) => c.startsWith("appearance/"))).toContain("appearance/restyled")
  })
})

import { describe, expect, it } from "@effect/vitest"
import { MaxElementChars, MaxElements } from "../../src/BaselineBuilder.js"
import { baselineOf, page, verdictOf } from "../support/pages.js"

/** a page with `n` links to pages of its own site */
const linkFarm = (n: number, from = 0) => page({ seed: 5, main: `<ul>${Array.from({ length: n }, (_, i) => `<li><a href="/archive/${from + i}">entry ${from + i}</a></li>`).join("")}</ul>` })

describe("integrity: bounded baselines", () => {
  it("a baseline keeps at most MaxElements per list, and a page over it gets a finding at every check", () => {
    const base = baselineOf([linkFarm(5_000), linkFarm(5_000)])
    expect(base.baseline_hrefs.length).toBe(MaxElements)
    expect(JSON.stringify(base).length).toBeLessThan(1_000_000)
    const same = verdictOf(linkFarm(5_000), base)
    expect(same.alert).toBe(false)
    expect(same.findings.find((f) => f.check === "list_capped")).toMatchObject({ engine: "integrity", severity: "info", lists: ["hrefs"] })
    expect(same.findings.find((f) => f.check === "list_capped")!.message).toContain(`first ${MaxElements}`)
    // a page under the cap gets no such finding
    expect(verdictOf(linkFarm(10), baselineOf([linkFarm(10)])).findings.find((f) => f.check === "list_capped")).toBeUndefined()
  })

  it("past the cap a change is still seen: links to a new domain at the end of a long page alert", () => {
    const base = baselineOf([linkFarm(5_000), linkFarm(5_000)])
    const spam = linkFarm(5_000).replace("</ul>", `${["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"].map((x) => `<li><a href="https://${x}-casino-spins.example/">online casino ${x}</a></li>`).join("")}</ul>`)
    expect(verdictOf(spam, base).alert).toBe(true)
  })

  it("a baseline keeps element URLs up to MaxElementChars per list, with the same finding; a long title is cut at 1,000 characters", () => {
    // 1,500 links of 1,000 characters each: 1.5 M characters, under MaxElements but over the budget
    const long = (n: number) => page({ seed: 5, title: "T".repeat(50_000), main: `<ul>${Array.from({ length: n }, (_, i) => `<li><a href="/archive/${String(i).padStart(990, "x")}">entry ${i}</a></li>`).join("")}</ul>` })
    const base = baselineOf([long(1_500), long(1_500)])
    const kept = base.baseline_hrefs.reduce((n, e) => n + e.value.length, 0)
    expect(kept).toBeLessThanOrEqual(MaxElementChars)
    expect(base.baseline_hrefs.length).toBeGreaterThan(400)
    expect(base.baseline_hrefs.length).toBeLessThan(1_500)
    expect(base.title.length).toBe(1_000)
    expect(JSON.stringify(base).length).toBeLessThan(3_000_000)
    const same = verdictOf(long(1_500), base)
    expect(same.alert).toBe(false)
    expect(same.findings.find((f) => f.check === "title")).toBeUndefined()
    expect(same.findings.find((f) => f.check === "list_capped")).toMatchObject({ engine: "integrity", severity: "info", lists: ["hrefs"] })
    // a few long links under the budget: no finding
    expect(verdictOf(long(10), baselineOf([long(10)])).findings.find((f) => f.check === "list_capped")).toBeUndefined()
  })
})

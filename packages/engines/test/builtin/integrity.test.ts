import { describe, expect, it } from "@effect/vitest"
import { MaxElements } from "../../src/BaselineBuilder.js"
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
})

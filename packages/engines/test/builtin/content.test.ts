import { Either } from "effect"
import { describe, expect, it } from "@effect/vitest"
import type { Webpage, WebpageUpdate } from "@defmon/core/domain/Webpage"
import { applyUpdate } from "@defmon/core/rules/Transitions"
import { defaultSettings } from "@defmon/core/domain/Webpage"
import { baselineOf, breaches, checks, page, samples, settings, verdictOf } from "../support/pages.js"

describe("content: the spec's counts and title", () => {
  it("count findings carry baseline, threshold, current and difference; a count that fell by half alerts", () => {
    const links = "<div>" + `<a href="/p">x</a>`.repeat(40) + "</div>"
    const v = verdictOf(page({ seed: 5 }), baselineOf(samples((seed) => page({ seed, body: links }))))
    const href = v.findings.find((f) => f.check === "count_href")!
    expect(href).toMatchObject({ engine: "content", threshold: 10, severity: "high" })
    expect(href.current).toBe((href.baseline as number) - 40)
    expect(href.difference).toBe(40)
  })

  it("a replaced title alerts; an edited one is a sign; digits in it never count", () => {
    expect(breaches(verdictOf(page({ seed: 5, title: "Gone. Nothing to see here" })))).toContain("content/title")
    const edited = verdictOf(page({ seed: 5, title: "Harbour Bakery – sourdough, pastries and cakes in Whitby | Christmas orders open" }))
    expect(edited.findings.find((f) => f.check === "title")).toMatchObject({ severity: "medium", breach: false })
    const counted = (seed: number) => page({ seed, title: `(${seed}) Harbour Bakery – orders waiting` })
    expect(checks(verdictOf(counted(12), baselineOf(samples(counted))))).not.toContain("content/title")
  })

  it("a count that grew is context: what was added is judged by the engines that read it", () => {
    const grown = verdictOf(page({ seed: 5, body: "<div>" + `<a href="/p">x</a>`.repeat(40) + "</div>" }))
    expect(grown.findings.find((f) => f.check === "count_href")).toMatchObject({ severity: "low", difference: 40 })
    const tag = verdictOf(page({ seed: 5, body: `<script src="https://connect.facebook.net/en_US/fbevents.js"></script>` }))
    expect(tag.findings.find((f) => f.check === "count_script")).toMatchObject({ severity: "low" })
    expect(tag.alert).toBe(false)
    const foreign = verdictOf(page({ seed: 5, body: `<script src="https://cdn-stats.example-metrics.top/s.js"></script>` }))
    expect(foreign.findings.find((f) => f.check === "count_script")).toMatchObject({ severity: "low" })
    expect(breaches(foreign)).toContain("destinations/script_new_domain")
  })

  it("an edited title or count replaces what the samples showed", () => {
    const edit = (update: Record<string, unknown>) => {
      const p = { ...(defaultSettings() as object), id: 1, current_baseline: baselineOf(samples()) } as unknown as Webpage
      return Either.getOrThrow(applyUpdate(p, { current_baseline: update } as WebpageUpdate, "2026-11-22T11:00:00.000Z")).current_baseline!
    }
    const retitled = edit({ title: "Harbour Bakery – new name" })
    expect(checks(verdictOf(page({ seed: 4 }), retitled))).toContain("content/title")
    expect(checks(verdictOf(page({ seed: 4, title: "Harbour Bakery – new name" }), retitled))).not.toContain("content/title")
    const recounted = edit({ count_href: baselineOf(samples()).count_href + 50 })
    expect(checks(verdictOf(page({ seed: 4 }), recounted))).toContain("content/count_href")
  })

  it("thresholds and toggles silence counts", () => {
    const s = settings()
    const loose = { ...s, threshold: { ...s.threshold, threshold_href: 100 } }
    expect(checks(verdictOf(page({ seed: 5, body: `<a href="/x">x</a>`.repeat(40) }), undefined, loose))).not.toContain("content/count_href")
  })
})

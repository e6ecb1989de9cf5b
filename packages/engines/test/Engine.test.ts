import { describe, expect, it } from "@effect/vitest"
import * as ComparisonKey from "../src/ComparisonKey.js"
import { decide, type Engine, type Observation } from "../src/Engine.js"
import { Builtins } from "../src/Engines.js"
import { page, settings, standard, verdictOf } from "./support/pages.js"

const o = (check: string, severity: NonNullable<Observation["severity"]>, engine = "t"): Observation => ({ engine, check, severity, message: `${check} happened` })

describe("the verdict", () => {
  it("alerts on one critical or high finding, or on medium findings of two different engines", () => {
    expect(decide([o("a", "critical")]).alert).toBe(true)
    expect(decide([o("a", "high")]).alert).toBe(true)
    expect(decide([o("a", "medium")]).alert).toBe(false)
    expect(decide([o("a", "medium"), o("a", "medium")]).alert).toBe(false)
    // two checks of one engine most often read one change twice
    expect(decide([o("a", "medium"), o("b", "medium")]).alert).toBe(false)
    expect(decide([o("a", "medium"), o("b", "medium", "u")]).alert).toBe(true)
    expect(decide([o("a", "medium"), o("b", "low"), o("c", "low"), o("d", "info")]).alert).toBe(false)
  })

  it("marks what made it an alert, sorts by severity and sums up in one line", () => {
    const v = decide([o("minor", "low"), o("first", "medium"), o("second", "medium", "u")])
    expect(v.findings.map((f) => [f.check, f.breach])).toEqual([["first", true], ["second", true], ["minor", false]])
    expect(v.summary).toBe("first happened (and 1 more)")
    expect(decide([o("minor", "low")]).summary).toBe("no alert: minor happened")
    expect(decide([]).summary).toBe("no change a visitor would notice")
  })

  it("reads a plugin's `breach: true` without a severity as high", () => {
    expect(decide([{ engine: "plugin", check: "x", message: "x", breach: true }]).alert).toBe(true)
    expect(decide([{ engine: "plugin", check: "x", message: "x" }]).alert).toBe(false)
  })

  it("every finding of the built-in engines names its question, its severity and the setting that silences it", () => {
    const v = verdictOf(page({ seed: 5, title: "Gone", loginAction: "https://evil.example/x", phone: "0800 000 1111", body: `<marquee>see you all very soon</marquee>` }))
    expect(v.findings.length).toBeGreaterThan(3)
    for (const f of v.findings) {
      expect(["destinations", "appearance", "identifiers", "rules"]).toContain(f.question)
      expect(["critical", "high", "medium", "low", "info"]).toContain(f.severity)
      expect(typeof f.silence).toBe("string")
    }
  })
})

describe("the comparison key of the unchanged-document fast path", () => {
  const key = (engines: ReadonlyArray<Engine>, s = settings()) => ComparisonKey.of(engines, s, standard)

  it("changes with a setting an enabled engine reads, and not with one no engine reads", () => {
    const s = settings()
    const base = key(Builtins, s)
    expect(key(Builtins, { ...s, keyword_set_configuration: ["casino"] })).not.toBe(base)
    expect(key(Builtins, { ...s, threshold: { ...s.threshold, threshold_div: 99 } })).not.toBe(base)
    expect(key(Builtins, { ...s, engines: { destinations: false } })).not.toBe(base)
    expect(key(Builtins, { ...s, warning_limit: 7 })).toBe(base)
    expect(key(Builtins, { ...s, image_regions: [{ coord_x: 0, coord_y: 0, coord_w: 10, coord_h: 10 }] } as never)).toBe(base)
  })

  it("an engine that reads a new setting invalidates it by declaring the setting", () => {
    const regions: Engine = {
      name: "regions",
      enabledByDefault: true,
      reads: { settings: ["image_regions"], baseline: [] },
      compare: () => []
    }
    const s = settings()
    const withRegions = { ...s, image_regions: [{ coord_x: 0, coord_y: 0, coord_w: 10, coord_h: 10 }] } as never
    expect(key([...Builtins, regions], withRegions)).not.toBe(key([...Builtins, regions], s))
    // An engine that declares nothing may read anything: every setting enters the key.
    const silent: Engine = { name: "silent", enabledByDefault: true, compare: () => [] }
    expect(key([silent], { ...s, warning_limit: 7 })).not.toBe(key([silent], s))
  })

  it("changes with a baseline edit: a watched element, a scalar, engine data an edit removed", () => {
    const base = ComparisonKey.of(Builtins, settings(), standard)
    const unwatched = { ...standard, baseline_scripts: standard.baseline_scripts.map((e, i) => (i === 0 ? { ...e, selected: !e.selected } : e)) }
    expect(ComparisonKey.of(Builtins, settings(), unwatched)).not.toBe(base)
    expect(ComparisonKey.of(Builtins, settings(), { ...standard, title: "other" })).not.toBe(base)
    const { titles: _, ...rest } = standard.engine_data.content as Record<string, unknown>
    expect(ComparisonKey.of(Builtins, settings(), { ...standard, engine_data: { ...standard.engine_data, content: rest } })).not.toBe(base)
    expect(ComparisonKey.of(Builtins, settings(), { ...standard, captured_at: "2026-12-01T00:00:00.000Z" })).not.toBe(base)
  })
})

describe("per-engine settings silence what a finding names", () => {
  it("an allowed domain, a language and an identifier kind", () => {
    const s = settings()
    const cdn = page({ seed: 5, body: `<script src="https://assets.newcdn.example/app.js"></script>` })
    const flagged = verdictOf(cdn).findings.find((f) => f.check === "script_new_domain")!
    expect(flagged.silence).toBe(`engine_settings.destinations.allowed_domains: ["newcdn.example"]`)
    expect(verdictOf(cdn, undefined, { ...s, engine_settings: { destinations: { allowed_domains: ["assets.newcdn.example"] } } }).findings.map((f) => f.check)).not.toContain("script_new_domain")

    const welsh = page({ seed: 5, top: `<h2>Croeso i'r becws, mae'r bara yn y ffwrn ac mae'r caffi ar agor</h2><h3>Этот сайт теперь на русском языке для всех гостей</h3>` })
    const lang = verdictOf(welsh).findings.find((f) => f.check === "language")!
    expect(lang.silence).toBeDefined()

    const phone = page({ seed: 5, phone: "01947 611 999" })
    expect(verdictOf(phone).findings.find((f) => f.check === "phone_changed")?.silence).toBe(`engine_settings.identifiers.ignore_kinds: ["phone"]`)
    expect(verdictOf(phone, undefined, { ...s, engine_settings: { identifiers: { ignore_kinds: ["phone"] } } }).alert).toBe(false)
  })

  it("another language the page may show is not new", () => {
    const s = settings()
    const german = page({ seed: 5, top: `<h2>Wir sind eine Bäckerei und wir backen jeden Morgen das Brot für die Stadt</h2>` })
    expect(verdictOf(german).findings.map((f) => f.check)).toContain("language")
    expect(verdictOf(german, undefined, { ...s, engine_settings: { visible_text: { languages: ["de"] } } }).findings.map((f) => f.check)).not.toContain("language")
  })
})

import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { Baseline, BaselineElement } from "../../src/domain/Baseline.js"
import { progressOf, jobStatusOf, type BatchItemStatus } from "../../src/domain/BatchJob.js"
import { ImageRegion } from "../../src/domain/Settings.js"
import * as T from "../../src/rules/Transitions.js"
import { countsAgainstQuota, type HealthStatus, newWebpage, type UserId, type Webpage, type WebpageUpdate } from "../../src/domain/Webpage.js"

const NOW = "2026-11-22T10:00:00.000Z"
const LATER = "2026-11-22T10:05:00.000Z"

const element = (id: number, value: string, selected = true) => BaselineElement.make({ id, value, selected })

const baseline = (hrefs = 3): Baseline =>
  Baseline.make({
    title: "Home",
    line_num: 100,
    count_href: hrefs,
    count_script: 2,
    count_link: 1,
    count_image: 4,
    count_div: 20,
    count_iframe: 0,
    hash: "0123456789abcdef",
    baseline_hrefs: Array.from({ length: hrefs }, (_, i) => element(i + 1, `https://example.com/${i}`)),
    baseline_iframes: [],
    baseline_images: [element(1, "https://example.com/logo.png")],
    baseline_scripts: [element(1, "https://example.com/app.js"), element(2, "https://ads.example.net/ad.js", false)],
    baseline_stylesheets: [],
    spread: {},
    samples: 3,
    captured_at: NOW,
    engine_data: {}
  })

const statuses: ReadonlyArray<HealthStatus> = [
  "Awaiting Verification",
  "OK",
  "Warning",
  "Alert",
  "Continuous Monitoring",
  "Unreachable",
  "Baseline Incomplete",
  "Blackout in Progress"
]

const pageArb: fc.Arbitrary<Webpage> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    status: fc.constantFrom(...statuses),
    plan: fc.constantFrom<Webpage["plan_type"]>("STANDARD", "ARCHIVED"),
    warning_limit: fc.integer({ min: 0, max: 10 }),
    polling_interval: fc.integer({ min: 1, max: 1440 }),
    continuous: fc.boolean(),
    regions: fc.array(fc.record({ x: fc.nat(2000), y: fc.nat(2000), w: fc.nat(2000), h: fc.nat(2000) }), { maxLength: 5 })
  })
  .map((r) =>
    ({
      id: r.id,
      ...newWebpage(
        {
          user_id: 1 as UserId,
          url: `https://example.com/${r.id}`,
          domain: "example.com",
          current_baseline: baseline(),
          now: NOW,
          next_check_at: NOW
        },
        {
          health_status: r.plan === "ARCHIVED" ? "Archived" : r.status,
          plan_type: r.plan,
          paused: r.plan === "ARCHIVED",
          polling_interval: r.polling_interval,
          warning_limit: r.warning_limit,
          continuous_monitoring: r.continuous,
          image_regions: r.regions.map((g) => ImageRegion.make({ coord_x: g.x, coord_y: g.y, coord_w: g.w, coord_h: g.h })),
          archived_at: r.plan === "ARCHIVED" ? NOW : null
        }
      )
    }) as Webpage
  )

/** Only non-archived pages are monitored: the check rules start from those. */
const monitoredArb = pageArb.filter((p) => p.plan_type === "STANDARD")

describe("archive", () => {
  it("an archived page never counts against the quota, and the record keeps the previous plan", () => {
    fc.assert(
      fc.property(pageArb, fc.option(fc.string(), { nil: null }), (page, remark) => {
        const { page: next, record } = T.archive(page, LATER, remark)
        expect(next.health_status).toBe("Archived")
        expect(next.plan_type).toBe("ARCHIVED")
        expect(countsAgainstQuota(next)).toBe(false)
        expect(next.next_check_at).toBeNull()
        expect(record.previous_plan_type).toBe(page.plan_type)
        expect(record.remark).toBe(remark)
        // settings and baseline are retained
        expect(next.current_baseline).toEqual(page.current_baseline)
        expect(next.threshold).toEqual(page.threshold)
      })
    )
  })

  it("the quota count over any mix of pages equals the non-archived pages", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pageArb, fc.boolean()), { maxLength: 30 }), (entries) => {
        const pages = entries.map(([p, doArchive]) => (doArchive ? T.archive(p, LATER, null).page : p))
        const quota = pages.filter(countsAgainstQuota).length
        expect(quota).toBe(pages.filter((p) => p.plan_type !== "ARCHIVED").length)
        expect(pages.filter((p) => p.health_status === "Archived").every((p) => !countsAgainstQuota(p))).toBe(true)
      })
    )
  })

  it("archiving twice keeps the first archive time", () => {
    fc.assert(
      fc.property(pageArb, (page) => {
        const once = T.archive(page, NOW, null).page
        const twice = T.archive(once, LATER, null).page
        expect(twice.archived_at).toBe(once.archived_at)
        expect(twice.plan_type).toBe("ARCHIVED")
      })
    )
  })
})

describe("combined baseline and rebaseline completion", () => {
  it("an existing page becomes Baseline Incomplete at once and is paused", () => {
    fc.assert(
      fc.property(monitoredArb, (page) => {
        const next = T.markBaselineIncomplete(page, LATER)
        expect(next.health_status).toBe("Baseline Incomplete")
        expect(next.paused).toBe(true)
        expect(next.next_check_at).toBeNull()
      })
    )
  })

  it("the first finished rebaseline removes Baseline Incomplete even with more queued", () => {
    fc.assert(
      fc.property(monitoredArb, fc.integer({ min: 1, max: 5 }), (page, queued) => {
        let p = T.markBaselineIncomplete(page, NOW)
        const seen: Array<HealthStatus> = []
        for (let i = 0; i < queued; i++) {
          p = T.completeRebaseline(p, baseline(3 + i), LATER)
          seen.push(p.health_status)
        }
        expect(seen[0]).not.toBe("Baseline Incomplete")
        expect(seen.every((s) => s === "Awaiting Verification")).toBe(true)
        expect(p.paused).toBe(false)
        expect(p.current_baseline?.count_href).toBe(3 + queued - 1)
        expect(p.consecutive_changes).toBe(0)
      })
    )
  })
})

const itemStatus = fc.constantFrom<BatchItemStatus>("In Queue", "Processing", "Completed", "Failed", "Cancelled")

describe("cancel", () => {
  it("only In Queue items stop; Processing and final items are untouched", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), status: itemStatus }), { maxLength: 50 }), (items) => {
        const after = T.cancelItems(items)
        expect(after).toHaveLength(items.length)
        after.forEach((item, i) => {
          const before = items[i]!
          expect(item.id).toBe(before.id)
          if (before.status === "In Queue") expect(item.status).toBe("Cancelled")
          else expect(item.status).toBe(before.status)
        })
        // after a cancel nothing is left in the queue, and the job is done once nothing is Processing
        const progress = progressOf(after.map((i) => i.status))
        expect(progress.in_queue).toBe(0)
        if (progress.processing === 0 && progress.total > 0) {
          expect(["Completed", "Failed", "Cancelled"]).toContain(jobStatusOf(progress))
        }
      })
    )
  })

  it("cancelling twice equals cancelling once", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ status: itemStatus }), { maxLength: 30 }), (items) => {
        expect(T.cancelItems(T.cancelItems(items))).toEqual(T.cancelItems(items))
      })
    )
  })
})

const updateArb: fc.Arbitrary<WebpageUpdate> = fc.record(
  {
    config_name: fc.string({ maxLength: 20 }),
    polling_interval: fc.integer({ min: 1, max: 1440 }),
    continuous_monitoring: fc.boolean(),
    warning_limit: fc.integer({ min: 0, max: 10 }),
    threshold: fc.record(
      {
        threshold_href: fc.integer({ min: 0, max: 100_000 }),
        enable_hash: fc.boolean(),
        image_similarity: fc.integer({ min: 0, max: 100 })
      },
      { requiredKeys: [] }
    ),
    monitoring_configuration: fc.record(
      { user_agent_id: fc.integer({ min: 1, max: 7 }), text_string_appear: fc.string({ maxLength: 10 }) },
      { requiredKeys: [] }
    ),
    image_regions: fc.array(
      fc.record({ x: fc.nat(100), y: fc.nat(100), w: fc.nat(100), h: fc.nat(100) }).map((g) =>
        ImageRegion.make({ coord_x: g.x, coord_y: g.y, coord_w: g.w, coord_h: g.h })
      ),
      { maxLength: 3 }
    ),
    keyword_set_configuration: fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 4 }),
    current_baseline: fc.record(
      {
        title: fc.string({ maxLength: 10 }),
        baseline_scripts: fc.subarray([
          { id: 1, selected: false },
          { id: 2, selected: true }
        ])
      },
      { requiredKeys: [] }
    )
  },
  { requiredKeys: [] }
)

describe("full update", () => {
  it("applying the same update twice equals applying it once", () => {
    fc.assert(
      fc.property(monitoredArb, updateArb, (page, update) => {
        const once = T.applyUpdate(page, update, LATER)
        expect(Either.isRight(once)).toBe(true)
        const twice = Either.flatMap(once, (p) => T.applyUpdate(p, update, LATER))
        expect(twice).toEqual(once)
      })
    )
  })

  it("properties absent from the body stay unchanged; present ones are set", () => {
    fc.assert(
      fc.property(monitoredArb, updateArb, (page, update) => {
        const next = Either.getOrThrow(T.applyUpdate(page, update, LATER))
        const simple = ["config_name", "polling_interval", "continuous_monitoring", "warning_limit", "keyword_set_configuration"] as const
        for (const key of simple) {
          expect(next[key]).toEqual(update[key] === undefined ? page[key] : update[key])
        }
        expect(next.image_regions).toEqual(update.image_regions ?? page.image_regions)
        for (const [key, value] of Object.entries(page.threshold)) {
          const given = (update.threshold as Record<string, unknown> | undefined)?.[key]
          expect((next.threshold as unknown as Record<string, unknown>)[key]).toEqual(given ?? value)
        }
        // fields the update cannot touch
        expect(next.id).toBe(page.id)
        expect(next.url).toBe(page.url)
        expect(next.health_status).toBe(page.health_status)
        expect(next.plan_type).toBe(page.plan_type)
      })
    )
  })

  it("image_regions: [] deletes every region", () => {
    fc.assert(
      fc.property(monitoredArb, (page) => {
        const next = Either.getOrThrow(T.applyUpdate(page, { image_regions: [] }, LATER))
        expect(next.image_regions).toEqual([])
      })
    )
  })

  it("refuses a baseline element id that does not exist, naming the list", () => {
    const page = fc.sample(monitoredArb, 1)[0]!
    const result = T.applyUpdate(page, { current_baseline: { baseline_hrefs: [{ id: 999, selected: false }] } }, LATER)
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) expect(result.left).toContain("baseline_hrefs")
  })
})

type Outcome = "match" | "changed" | "unreachable"

const outcomeOf = (o: Outcome): T.CheckOutcome =>
  o === "match"
    ? { _tag: "Match" }
    : o === "changed"
    ? { _tag: "Changed", findings: [{ engine: "test" }], sameAsReference: false, reference: null }
    : { _tag: "Unreachable", findings: [{ error: "timeout" }] }

/** Runs checks through the rule, creating and resolving incidents as a use case would. */
const run = (start: Webpage, outcomes: ReadonlyArray<Outcome>) => {
  let page = start
  let nextIncident = 1
  const open = new Set<number>()
  const opened: Array<number> = []
  const steps: Array<T.CheckTransition> = []
  outcomes.forEach((o, i) => {
    const now = new Date(Date.parse(NOW) + (i + 1) * 60_000).toISOString()
    const step = T.applyCheck(page, outcomeOf(o), now)
    page = step.page
    if (step.incident._tag === "Open") {
      if (step.incident.supersedes !== null) open.delete(step.incident.supersedes)
      const id = nextIncident++
      open.add(id)
      opened.push(i)
      page = { ...page, open_incident_id: id }
    } else if (step.incident._tag === "Resolve") {
      open.delete(step.incident.incidentId)
    }
    steps.push(step)
  })
  return { page, steps, open, opened }
}

describe("check outcomes", () => {
  const outcomes = fc.array(fc.constantFrom<Outcome>("match", "changed", "unreachable"), { maxLength: 40 })

  it("an incident opens exactly when a run of failed checks exceeds warning_limit", () => {
    fc.assert(
      fc.property(monitoredArb.map((p) => ({ ...p, continuous_monitoring: false })), outcomes, (page, seq) => {
        const { opened, open, steps } = run(page, seq)
        // expected: the index of the (L+1)th failed check of each run
        const expected: Array<number> = []
        let streak = 0
        seq.forEach((o, i) => {
          streak = o === "match" ? 0 : streak + 1
          if (streak === page.warning_limit + 1) expected.push(i)
        })
        expect(opened).toEqual(expected)
        expect(open.size).toBeLessThanOrEqual(1)
        steps.forEach((s, i) => {
          const o = seq[i]!
          if (o === "match") expect(s.page.health_status).toBe("OK")
          if (o === "unreachable") expect(s.page.health_status).toBe("Unreachable")
          if (o === "changed") {
            expect(["Warning", "Alert"]).toContain(s.page.health_status)
          }
        })
      })
    )
  })

  it("Warning is shown for at most warning_limit changed checks in a row, then Alert", () => {
    fc.assert(
      fc.property(monitoredArb.map((p) => ({ ...p, continuous_monitoring: false })), fc.integer({ min: 1, max: 15 }), (page, n) => {
        const { steps } = run(page, Array.from({ length: n }, () => "changed" as const))
        steps.forEach((s, i) => {
          expect(s.page.health_status).toBe(i < page.warning_limit ? "Warning" : "Alert")
        })
      })
    )
  })

  it("a match returns to OK and resolves the open incident", () => {
    fc.assert(
      fc.property(monitoredArb, outcomes, (page, seq) => {
        const { page: after, open } = run(page, [...seq, "match"])
        expect(after.health_status).toBe("OK")
        expect(after.consecutive_changes).toBe(0)
        expect(after.open_incident_id).toBeNull()
        expect(open.size).toBe(0)
      })
    )
  })

  it("warning checks are re-checked sooner than the polling interval allows", () => {
    fc.assert(
      fc.property(monitoredArb.filter((p) => p.warning_limit > 0), (page) => {
        const step = T.applyCheck(page, outcomeOf("changed"), NOW)
        expect(step.page.health_status).toBe("Warning")
        const minutes = (Date.parse(step.page.next_check_at!) - Date.parse(NOW)) / 60_000
        expect(minutes).toBeLessThanOrEqual(Math.min(page.polling_interval, 1))
      })
    )
  })

  it("continuous monitoring: the alerted page does not alert again; a new change does", () => {
    fc.assert(
      fc.property(monitoredArb.map((p) => ({ ...p, continuous_monitoring: true, warning_limit: 0 })), fc.integer({ min: 1, max: 10 }), (page, repeats) => {
        const reference = baseline(7)
        let step = T.applyCheck(page, { _tag: "Changed", findings: [], sameAsReference: false, reference }, NOW)
        expect(step.incident._tag).toBe("Open")
        expect(step.page.health_status).toBe("Continuous Monitoring")
        expect(step.page.continuous_reference).toEqual(reference)
        let p: Webpage = { ...step.page, open_incident_id: 1 }
        for (let i = 0; i < repeats; i++) {
          step = T.applyCheck(p, { _tag: "Changed", findings: [], sameAsReference: true, reference }, LATER)
          expect(step.incident._tag).toBe("None")
          expect(step.page.health_status).toBe("Continuous Monitoring")
          p = step.page
        }
        step = T.applyCheck(p, { _tag: "Changed", findings: [], sameAsReference: false, reference: baseline(9) }, LATER)
        expect(step.incident).toMatchObject({ _tag: "Open", supersedes: 1 })
        expect(step.page.continuous_reference?.count_href).toBe(9)
      })
    )
  })
})

describe("blackout", () => {
  it("inside a window the check is skipped until the window ends; outside nothing happens", () => {
    fc.assert(
      fc.property(monitoredArb, fc.integer({ min: -120, max: 120 }), fc.integer({ min: 1, max: 120 }), (page, startOffset, length) => {
        const start = new Date(Date.parse(NOW) + startOffset * 60_000).toISOString()
        const end = new Date(Date.parse(start) + length * 60_000).toISOString()
        const p = { ...page, blackout_schedules: [{ start, end }] } as unknown as Webpage
        const inside = Date.parse(start) <= Date.parse(NOW) && Date.parse(NOW) < Date.parse(end)
        const windowEnd = T.blackoutEnd(p, NOW)
        expect(windowEnd).toBe(inside ? end : null)
        if (windowEnd !== null) {
          const next = T.applyBlackout(p, windowEnd, NOW)
          expect(next.health_status).toBe("Blackout in Progress")
          expect(next.next_check_at).toBe(end)
          expect(next.consecutive_changes).toBe(p.consecutive_changes)
          expect(next.open_incident_id).toBe(p.open_incident_id)
        }
      })
    )
  })
})

/**
 * When pages are checked next: on the configured minute, first checks
 * spread over the interval, later ones never late.
 */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { firstCheckAt, nextCheckAt } from "../../src/scheduler/Timing.js"

const now = "2026-01-01T00:00:00.000Z"
const at = (ms: number) => new Date(Date.parse(now) + ms).toISOString()

describe("schedule", () => {
  it("scales the domain's minutes to the configured minute", () => {
    // 15 real minutes ahead, on a 100 ms minute, no jitter (random = 0)
    expect(nextCheckAt(now, at(15 * 60_000), 100, false, () => 0)).toBe(at(1500))
    expect(nextCheckAt(now, null, 100, false)).toBeNull()
  })

  it("later checks come at most 10% early and never late", () =>
    fc.assert(fc.property(fc.integer({ min: 1, max: 1440 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (minutes, r) => {
      const delay = Date.parse(nextCheckAt(now, at(minutes * 60_000), 60_000, false, () => r)!) - Date.parse(now)
      return delay <= minutes * 60_000 && delay >= minutes * 60_000 * 0.9 - 1
    })))

  it("first checks of pages baselined together spread over the interval", () => {
    const phases = Array.from({ length: 1000 }, () => Date.parse(nextCheckAt(now, at(15 * 60_000), 60_000, true)!) - Date.parse(now))
    const buckets = new Set(phases.map((d) => Math.floor(d / 60_000)))
    expect(Math.max(...phases)).toBeLessThanOrEqual(15 * 60_000)
    expect(buckets.size).toBeGreaterThanOrEqual(13) // nearly every minute of the interval has some
  })

  it("new pages' first checks fall within the spread", () => {
    const times = Array.from({ length: 200 }, () => Date.parse(firstCheckAt(now, 60_000)) - Date.parse(now))
    expect(Math.min(...times)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...times)).toBeLessThan(60_000)
    expect(firstCheckAt(now, 0)).toBe(now)
  })
})

import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { identifierOf, jobStatusOf, parseJobId, progressOf } from "../../src/domain/BatchJob.js"

describe("batch job identifiers", () => {
  it("parses ids with or without their prefix", () => {
    expect(parseJobId("42")).toEqual(Option.some({ id: 42, prefix: null }))
    expect(parseJobId("BL42")).toEqual(Option.some({ id: 42, prefix: "BL" }))
    expect(parseJobId("rb7")).toEqual(Option.some({ id: 7, prefix: "RB" }))
    for (const bad of ["", "XX4", "4a", "-1", "0", "BL", "1e3"]) expect(Option.isNone(parseJobId(bad))).toBe(true)
  })

  it("round-trips the display identifier", () => {
    fc.assert(
      fc.property(fc.constantFrom<Array<"baseline" | "rebaseline" | "combined_baseline">>("baseline", "rebaseline", "combined_baseline"), fc.integer({ min: 1, max: 1e9 }), (kind, id) => {
        expect(parseJobId(identifierOf(kind, id))).toEqual(Option.some({ id, prefix: identifierOf(kind, id).slice(0, 2) }))
      })
    )
  })

  it("derives the job status from its items", () => {
    expect(jobStatusOf(progressOf(["In Queue", "In Queue"]))).toBe("In Queue")
    expect(jobStatusOf(progressOf(["Completed", "In Queue"]))).toBe("Processing")
    expect(jobStatusOf(progressOf(["Completed", "Failed"]))).toBe("Completed")
    expect(jobStatusOf(progressOf(["Failed", "Failed"]))).toBe("Failed")
    expect(jobStatusOf(progressOf(["Completed", "Cancelled"]))).toBe("Cancelled")
    expect(jobStatusOf(progressOf(["Processing", "Cancelled"]))).toBe("Processing")
  })
})

import { describe, expect, it } from "@effect/vitest"
import { Either, Option, ParseResult, Schema } from "effect"
import * as fc from "fast-check"
import { identifierOf, jobStatusOf, parseJobId, progressOf } from "../src/BatchJob.js"
import { defaultThreshold, Limits } from "../src/Settings.js"
import { normaliseUrl } from "../src/Url.js"
import { WebpageUpdate } from "../src/Webpage.js"

const decodeUpdate = (input: unknown) =>
  Either.mapLeft(Schema.decodeUnknownEither(WebpageUpdate)(input), (e) => ParseResult.TreeFormatter.formatErrorSync(e))

describe("settings ranges", () => {
  const cases: ReadonlyArray<[string, unknown, string]> = [
    ["polling_interval 0", { polling_interval: 0 }, "polling_interval must be an integer from 1 to 1440"],
    ["polling_interval 1441", { polling_interval: 1441 }, "polling_interval must be an integer from 1 to 1440"],
    ["polling_interval 1.5", { polling_interval: 1.5 }, "polling_interval must be an integer from 1 to 1440"],
    ["warning_limit 11", { warning_limit: 11 }, "warning_limit must be an integer from 0 to 10"],
    ["threshold_href -1", { threshold: { threshold_href: -1 } }, "threshold.threshold_href must be an integer from 0 to 100000"],
    ["image_similarity 101", { threshold: { image_similarity: 101 } }, "threshold.image_similarity must be a number from 0 to 100"],
    ["text_string_appear too long", { monitoring_configuration: { text_string_appear: "x".repeat(1001) } }, "text_string_appear must be at most 1000 characters"],
    ["too many keywords", { keyword_set_configuration: Array.from({ length: 501 }, (_, i) => `k${i}`) }, "keyword_set_configuration must have at most 500 entries"],
    ["too many regions", { image_regions: Array.from({ length: 51 }, () => ({ coord_x: 0, coord_y: 0, coord_w: 1, coord_h: 1 })) }, "image_regions must have at most 50 entries"],
    ["blackout end before start", { blackout_schedules: [{ start: "2026-11-22T10:00:00Z", end: "2026-11-22T09:00:00Z" }] }, "end must be after start"],
    ["webhook not http", { notification_configuration: { webhook_url: "ftp://x", secret: "s" } }, "webhook_url must be an http(s) URL"],
    ["wrong type", { continuous_monitoring: "yes" }, "continuous_monitoring"]
  ]
  for (const [name, input, message] of cases) {
    it(`rejects ${name} with a message naming the field`, () => {
      const result = decodeUpdate(input)
      expect(Either.isLeft(result)).toBe(true)
      if (Either.isLeft(result)) expect(result.left).toContain(message)
    })
  }

  it("accepts every value inside the ranges", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Limits.pollingInterval.min, max: Limits.pollingInterval.max }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (polling_interval, warning_limit, threshold_div, image_similarity) => {
          const result = decodeUpdate({ polling_interval, warning_limit, threshold: { threshold_div, image_similarity } })
          expect(Either.isRight(result)).toBe(true)
        }
      )
    )
  })

  it("the default threshold is inside its own ranges", () => {
    expect(Either.isRight(decodeUpdate({ threshold: { ...defaultThreshold() } }))).toBe(true)
  })
})

describe("URL normalisation", () => {
  it("lower-cases scheme and host, drops default ports and fragments", () => {
    expect(normaliseUrl("HTTP://Example.COM:80/a/B?x=1#frag")).toEqual(
      Either.right({ url: "http://example.com/a/B?x=1", domain: "example.com" })
    )
    expect(normaliseUrl("https://example.com:443")).toEqual(Either.right({ url: "https://example.com/", domain: "example.com" }))
    expect(normaliseUrl("https://example.com:8443/x")).toEqual(
      Either.right({ url: "https://example.com:8443/x", domain: "example.com" })
    )
  })

  it("refuses what is not an absolute http(s) URL", () => {
    for (const bad of ["", "example.com", "ftp://example.com/", "javascript:alert(1)", "https://u:p@example.com/", `https://e.com/${"a".repeat(2100)}`]) {
      expect(Either.isLeft(normaliseUrl(bad))).toBe(true)
    }
  })

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const once = normaliseUrl(url)
        if (Either.isRight(once)) expect(normaliseUrl(once.right.url)).toEqual(once)
      })
    )
  })
})

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

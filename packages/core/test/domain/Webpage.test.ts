import { describe, expect, it } from "@effect/vitest"
import { Either, ParseResult, Schema } from "effect"
import * as fc from "fast-check"
import { defaultThreshold, Limits } from "../../src/domain/Settings.js"
import { WebpageUpdate } from "../../src/domain/Webpage.js"

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

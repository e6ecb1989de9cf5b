/**
 * The worker's side of a baseline: fetch the samples of a page, extract
 * them and build the baseline with the engines' data (core's
 * `BaselineCapture` port).
 *
 * @since 0.1.0
 */
import { BaselineCapture, CaptureFailed } from "@defmon/core/ports/BaselineCapture"
import { nowIso } from "@defmon/core/ports/Clock"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Engines } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { type Duration, Effect } from "effect"
import { PageFetcher } from "../fetch/PageFetcher.js"

/**
 * How a baseline is sampled.
 *
 * @since 0.1.0
 */
export interface Sampling {
  /** fetches per baseline */
  readonly samples: number
  /** pause between the samples */
  readonly sampleDelay: Duration.Duration
}

/**
 * The capture on the fetcher and engines in context.
 *
 * @since 0.1.0
 */
export const make = (sampling: Sampling) =>
  Effect.gen(function*() {
    const fetcher = yield* PageFetcher
    const engines = yield* Engines
    const extractor = yield* Extractor.make
    return BaselineCapture.of({
      capture: (url, userAgentId) =>
        Effect.gen(function*() {
          const samples = []
          for (let i = 0; i < sampling.samples; i++) {
            if (i > 0) yield* Effect.sleep(sampling.sampleDelay)
            const res = yield* Effect.mapError(
              fetcher.fetch(url, { userAgentId }),
              (e) => new CaptureFailed({ reason: e.reason, message: e.message })
            )
            if (res.status >= 400) return yield* new CaptureFailed({ reason: "http_error", message: `HTTP ${res.status} from ${url}` })
            samples.push(extractor.extract(res.body, res.finalUrl))
          }
          return BaselineBuilder.build(samples, engines, yield* nowIso)
        })
    })
  })

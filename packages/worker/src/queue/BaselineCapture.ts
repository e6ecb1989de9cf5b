/**
 * The worker's side of a baseline: fetch the samples of a page, extract
 * them and build the baseline with the engines' data (core's
 * `BaselineCapture` port). With the image engine on, the page is also
 * rendered once per sample, beside the fetches: the image baseline goes
 * into `engine_data.image` and its reference screenshot into the
 * screenshot storage (the batch item links it to the page).
 *
 * @since 0.1.0
 */
import { Baseline } from "@defmon/core/domain/Baseline"
import { BaselineCapture, CaptureFailed } from "@defmon/core/ports/BaselineCapture"
import { nowIso } from "@defmon/core/ports/Clock"
import { ImageEngine } from "@defmon/core/ports/ImageEngine"
import { ScreenshotRepo } from "@defmon/core/ports/storage"
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
 * The capture on the fetcher, engines, image engine and screenshot storage in context.
 *
 * @since 0.1.0
 */
export const make = (sampling: Sampling) =>
  Effect.gen(function*() {
    const fetcher = yield* PageFetcher
    const engines = yield* Engines
    const extractor = yield* Extractor.make
    const image = yield* ImageEngine
    const screenshots = yield* ScreenshotRepo
    return BaselineCapture.of({
      capture: (url, userAgentId, options) => {
        const html = Effect.gen(function*() {
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
          return samples
        })
        const rendered = options?.image === true
          ? image.baseline(url, { userAgentId, samples: sampling.samples, delay: sampling.sampleDelay }).pipe(
            Effect.mapError((e) =>
              new CaptureFailed({ reason: "render_failed", message: `the image engine could not render the page (${e.reason}): ${e.message}` })
            ),
            Effect.flatMap((captured) => Effect.as(Effect.flatMap(nowIso, (now) => screenshots.save(captured.reference, now)), captured.data))
          )
          : Effect.succeed(null)
        return Effect.gen(function*() {
          // The renders run beside the fetches: a baseline with screenshots takes about as long as one without.
          const [samples, imageData] = yield* Effect.all([html, rendered], { concurrency: 2 })
          const built = BaselineBuilder.build(samples, engines, yield* nowIso)
          return imageData === null ? built : Baseline.make({ ...built, engine_data: { ...built.engine_data, image: imageData } })
        })
      }
    })
  })

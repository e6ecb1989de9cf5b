/**
 * The worker's side of a baseline: fetch the samples of a page, extract
 * them and build the baseline with the engines' data (core's
 * `BaselineCapture` port). With the image engine on, the page is also
 * rendered once per sample, beside the fetches: the image baseline goes
 * into `engine_data.image` and its reference screenshot into the
 * screenshot storage (the batch item links it to the page). The spots that
 * differ between the samples go into `engine_data.reload` (`ReloadNoise`).
 *
 * @since 0.1.0
 */
import { Baseline } from "@defmon/core/domain/Baseline"
import { BaselineCapture, CaptureFailed } from "@defmon/core/ports/BaselineCapture"
import { nowIso } from "@defmon/core/ports/Clock"
import { ImageEngine } from "@defmon/core/ports/ImageEngine"
import { ScreenshotRepo } from "@defmon/core/ports/storage"
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import type { Engine } from "@defmon/engines/Engine"
import { Engines } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { type Duration, Effect } from "effect"
import * as ReloadNoise from "../checks/ReloadNoise.js"
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
 * A fetched sample: the document and where it was fetched from in the end.
 *
 * @since 0.3.0
 */
export interface Fetched {
  readonly body: string
  readonly finalUrl: string
}

/**
 * The baseline of a page's fetched samples: the engines' baseline of their
 * features, and the spots that differ between the samples
 * (`engine_data.reload`, read by the unchanged-document shortcut).
 *
 * @since 0.3.0
 */
export const build = (
  fetched: ReadonlyArray<Fetched>,
  extractor: Extractor.Extractor,
  engines: ReadonlyArray<Engine>,
  now: string
): Baseline => {
  const built = BaselineBuilder.build(fetched.map((f) => extractor.extract(f.body, f.finalUrl)), engines, now)
  const reload = ReloadNoise.slotsOf(fetched.map((f) => f.body))
  return reload === null ? built : Baseline.make({ ...built, engine_data: { ...built.engine_data, [ReloadNoise.EngineDataKey]: reload } })
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
          const fetched: Array<Fetched> = []
          for (let i = 0; i < sampling.samples; i++) {
            if (i > 0) yield* Effect.sleep(sampling.sampleDelay)
            const res = yield* Effect.mapError(
              fetcher.fetch(url, { userAgentId }),
              (e) => new CaptureFailed({ reason: e.reason, message: e.message })
            )
            if (res.status >= 400) return yield* new CaptureFailed({ reason: "http_error", message: `HTTP ${res.status} from ${url}` })
            fetched.push(res)
          }
          return fetched
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
          const [fetched, imageData] = yield* Effect.all([html, rendered], { concurrency: 2 })
          const built = build(fetched, extractor, engines, yield* nowIso)
          return imageData === null ? built : Baseline.make({ ...built, engine_data: { ...built.engine_data, image: imageData } })
        })
      }
    })
  })

/**
 * The image engine end to end, over the `Renderer` port: a baseline from
 * a few renders of a page, and a check of a new render against it. What
 * the CLI runs today and the worker will run.
 *
 * @since 0.1.0
 */
import { type RenderError, Renderer, type RenderOptions, type Screenshot } from "@defmon/core/ports/Renderer"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import { Effect } from "effect"
import * as ImageBaseline from "./ImageBaseline.js"
import * as ImageCheck from "./ImageCheck.js"
import * as Png from "./Png.js"

/**
 * What the check reads of a webpage's settings.
 *
 * @since 0.1.0
 */
export const settingsOf = (settings: Pick<WebpageSettings, "threshold" | "image_regions">): ImageCheck.CheckSettings => ({
  threshold: settings.threshold.image_similarity,
  regions: settings.image_regions.map(ImageCheck.fromImageRegion)
})

/**
 * A baseline with its reference screenshot decoded.
 *
 * @since 0.1.0
 */
export interface Reference {
  readonly baseline: ImageBaseline.ImageBaseline
  readonly reference: Png.Rgba
  /** the sample screenshots, the reference first */
  readonly screenshots: ReadonlyArray<Screenshot>
}

/**
 * Builds the image baseline of pages rendered one after the other (the
 * same URL `samples` times, or several URLs: one sample each).
 *
 * @since 0.1.0
 */
export const baseline = (
  urls: ReadonlyArray<string>,
  options?: RenderOptions
): Effect.Effect<Reference, RenderError, Renderer> =>
  Effect.gen(function*() {
    const renderer = yield* Renderer
    const screenshots: Array<Screenshot> = []
    for (const url of urls) screenshots.push(yield* renderer.render(url, options))
    const built = ImageBaseline.build(screenshots)
    return { baseline: built.baseline, reference: built.reference, screenshots }
  }).pipe(Effect.withSpan("ImageEngine.baseline"))

/**
 * Renders a page and checks it against its baseline.
 *
 * @since 0.1.0
 */
export const check = (
  url: string,
  reference: Pick<Reference, "baseline" | "reference">,
  settings: ImageCheck.CheckSettings,
  options?: RenderOptions & ImageCheck.CheckOptions
): Effect.Effect<{ readonly screenshot: Screenshot; readonly result: ImageCheck.ImageCheck }, RenderError, Renderer> =>
  Effect.gen(function*() {
    const renderer = yield* Renderer
    const screenshot = yield* renderer.render(url, options)
    const result = ImageCheck.check(
      reference.baseline,
      reference.reference,
      { image: Png.decode(screenshot.png), scale: screenshot.scale, pageHeight: screenshot.pageHeight },
      settings,
      options
    )
    return { screenshot, result }
  }).pipe(Effect.withSpan("ImageEngine.check"))

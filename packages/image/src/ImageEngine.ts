/**
 * The image engine end to end, over the `Renderer` port: a baseline from
 * a few renders of a page, and a check of a new render against it. What
 * the CLI runs, and the core `ImageEngine` port the worker runs (`layer`).
 *
 * @since 0.1.0
 */
import { type RenderError, Renderer, type RenderOptions, type Screenshot } from "@defmon/core/ports/Renderer"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import { ImageEngine, type ImageEngineService } from "@defmon/core/ports/ImageEngine"
import { Effect, Layer } from "effect"
import * as ChromiumRenderer from "./ChromiumRenderer.js"
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

/**
 * The core `ImageEngine` port over a render function: baselines from
 * `samples` renders `delay` apart, checks of a new render against the
 * reference (decoded references of the last few baselines are kept, so a
 * page checked again is not decoded again).
 *
 * @since 0.1.0
 */
export const service = (
  render: (url: string, options?: RenderOptions) => Effect.Effect<Screenshot, RenderError>
): ImageEngineService => {
  const decoded = new Map<string, Png.Rgba>()
  const referenceOf = (sha: string, png: Uint8Array) => {
    let img = decoded.get(sha)
    if (img === undefined) {
      img = Png.decode(png)
      if (decoded.size >= 4) decoded.delete(decoded.keys().next().value!)
      decoded.set(sha, img)
    }
    return img
  }
  return {
    available: true,
    baseline: (url, options) =>
      Effect.gen(function*() {
        const screenshots: Array<Screenshot> = []
        for (let i = 0; i < Math.max(1, options.samples); i++) {
          if (i > 0) yield* Effect.sleep(options.delay)
          screenshots.push(yield* render(url, { userAgentId: options.userAgentId }))
        }
        const built = ImageBaseline.build(screenshots)
        decoded.set(built.baseline.reference, built.reference)
        if (decoded.size > 4) decoded.delete(decoded.keys().next().value!)
        return { data: { ...built.baseline }, reference: screenshots[0]!.png }
      }).pipe(Effect.withSpan("ImageEngine.baseline")),
    check: (url, input) =>
      Effect.gen(function*() {
        const screenshot = yield* render(url, { userAgentId: input.userAgentId })
        const baseline = input.baseline as unknown as ImageBaseline.ImageBaseline
        const result = ImageCheck.check(
          baseline,
          referenceOf(baseline.reference, input.reference),
          { image: Png.decode(screenshot.png), scale: screenshot.scale, pageHeight: screenshot.pageHeight },
          settingsOf(input.settings)
        )
        return { alert: result.alert, findings: result.findings, screenshot: screenshot.png, diff: result.diff?.png ?? null }
      }).pipe(Effect.withSpan("ImageEngine.check"))
  }
}

/**
 * The core `ImageEngine` port on Chromium (the browser starts on the first
 * render, so a process whose pages never turn the engine on never starts
 * it).
 *
 * @since 0.1.0
 */
export const layer = (options: ChromiumRenderer.ChromiumOptions = {}): Layer.Layer<ImageEngine> =>
  Layer.scoped(ImageEngine, Effect.map(ChromiumRenderer.make(options), (r) => service(r.render)))

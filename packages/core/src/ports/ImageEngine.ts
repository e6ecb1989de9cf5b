/**
 * The port through which the worker runs the image engine: screenshots of
 * a page's baseline samples, and a check of a new render against them.
 * `@defmon/image` provides it on Chromium (`ImageEngine.layer`); a process
 * without it gets `unavailable`, whose every render fails with reason
 * `unavailable`, so a page with the image engine on gets a clear finding
 * instead of a crash.
 *
 * @since 0.1.0
 */
import { Context, Effect } from "effect"
import type { Duration } from "effect"
import type { WebpageSettings } from "../domain/Webpage.js"
import { RenderError } from "./Renderer.js"

/**
 * The image part of a baseline: what the engine keeps in
 * `current_baseline.engine_data.image` (the reference's address, the mask,
 * the sample heights) and the reference screenshot's PNG.
 *
 * @since 0.1.0
 */
export interface ImageBaselineCapture {
  readonly data: { readonly reference: string } & Record<string, unknown>
  readonly reference: Uint8Array
}

/**
 * The result of a check: the findings (`engine: "image"`; a breach alerts),
 * the screenshot taken and, when the check breached, the diff image.
 *
 * @since 0.1.0
 */
export interface ImageCheckResult {
  readonly alert: boolean
  readonly findings: ReadonlyArray<Record<string, unknown>>
  readonly screenshot: Uint8Array
  readonly diff: Uint8Array | null
}

/**
 * Runs the image engine.
 *
 * @since 0.1.0
 */
export interface ImageEngineService {
  /** whether renders can run in this process */
  readonly available: boolean
  /** renders the page `samples` times, `delay` apart, and builds its image baseline */
  readonly baseline: (
    url: string,
    options: { readonly userAgentId: number; readonly samples: number; readonly delay: Duration.Duration }
  ) => Effect.Effect<ImageBaselineCapture, RenderError>
  /** renders the page and compares it with its image baseline (page or `image_regions`, alert below `image_similarity`) */
  readonly check: (
    url: string,
    input: {
      readonly userAgentId: number
      readonly baseline: ImageBaselineCapture["data"]
      readonly reference: Uint8Array
      readonly settings: Pick<WebpageSettings, "threshold" | "image_regions">
    }
  ) => Effect.Effect<ImageCheckResult, RenderError>
}

/**
 * No image engine in this process.
 *
 * @since 0.1.0
 */
export const unavailable: ImageEngineService = {
  available: false,
  baseline: () => Effect.fail(new RenderError({ reason: "unavailable", message: "the image engine is not available in this process" })),
  check: () => Effect.fail(new RenderError({ reason: "unavailable", message: "the image engine is not available in this process" }))
}

/**
 * The image engine in use (default: `unavailable`).
 *
 * @since 0.1.0
 */
export class ImageEngine extends Context.Reference<ImageEngine>()("@defmon/core/ImageEngine", {
  defaultValue: (): ImageEngineService => unavailable
}) {}

/**
 * Whether a page's settings turn the image engine on: the spec's
 * `threshold.enable_image_engine`, unless `engines.image` is `false`.
 *
 * @since 0.1.0
 */
export const enabledFor = (settings: Pick<WebpageSettings, "threshold" | "engines">): boolean =>
  settings.threshold.enable_image_engine && settings.engines["image"] !== false

/**
 * The image baseline data a page's baseline carries, if any.
 *
 * @since 0.1.0
 */
export const baselineOf = (
  baseline: { readonly engine_data: Record<string, unknown> } | null
): ImageBaselineCapture["data"] | null => {
  const data = baseline?.engine_data["image"]
  return typeof data === "object" && data !== null && typeof (data as { reference?: unknown }).reference === "string"
    ? (data as ImageBaselineCapture["data"])
    : null
}

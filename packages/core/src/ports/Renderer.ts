/**
 * The renderer port: loads a page in a browser and takes a full-page
 * screenshot, for the image engine. Layers: the Chromium renderer of
 * `@defmon/image`; tests may provide their own.
 *
 * @since 0.1.0
 */
import { Context, Data, type Effect } from "effect"

/**
 * Why a render failed: `timeout` (no screenshot within the time bound),
 * `blocked` (the page's own URL is refused: scheme or SSRF guard),
 * `crashed` (the browser or the page's renderer died, also after the one
 * retry), `unavailable` (no browser could be started), `failed` (the page
 * could not be loaded: DNS, connection, HTTP error page, ...).
 *
 * @since 0.1.0
 */
export class RenderError extends Data.TaggedError("RenderError")<{
  readonly reason: "timeout" | "blocked" | "crashed" | "unavailable" | "failed"
  readonly message: string
}> {}

/**
 * A request of the page that the renderer refused (a sub-resource or a
 * navigation), kept as evidence.
 *
 * @since 0.1.0
 */
export interface BlockedRequest {
  readonly url: string
  readonly reason: string
}

/**
 * A full-page screenshot.
 *
 * @since 0.1.0
 */
export interface Screenshot {
  /** PNG bytes, RGBA */
  readonly png: Uint8Array
  /** in device pixels (CSS px times `scale`) */
  readonly width: number
  readonly height: number
  /** device pixels per CSS pixel */
  readonly scale: number
  /** the page's full height in CSS px; larger than `height / scale` when the screenshot was cut at the height cap */
  readonly pageHeight: number
  /** the URL after redirects */
  readonly finalUrl: string
  /** the main document's HTTP status (0 for file://) */
  readonly status: number
  readonly blocked: ReadonlyArray<BlockedRequest>
  readonly renderMs: number
}

/**
 * Per-render options.
 *
 * @since 0.1.0
 */
export interface RenderOptions {
  /** index into the user-agent catalogue */
  readonly userAgentId?: number
  /** overrides the layer's time bound for this page */
  readonly timeoutMs?: number
}

/**
 * Renders pages.
 *
 * @since 0.1.0
 */
export class Renderer extends Context.Tag("@defmon/core/Renderer")<
  Renderer,
  {
    readonly render: (url: string, options?: RenderOptions) => Effect.Effect<Screenshot, RenderError>
  }
>() {}

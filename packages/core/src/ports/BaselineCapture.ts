/**
 * The port through which a batch item records a page's baseline: fetch the
 * samples, extract them and build the baseline with the engines' data. The
 * worker provides it (core neither fetches nor parses HTML).
 *
 * @since 0.1.0
 */
import { Context, Data, type Effect } from "effect"
import type { Baseline } from "../domain/Baseline.js"
import type { FailureReason } from "../domain/BatchJob.js"

/**
 * Why no baseline could be recorded (the item fails with this reason).
 *
 * @since 0.1.0
 */
export class CaptureFailed extends Data.TaggedError("CaptureFailed")<{
  readonly reason: FailureReason
  readonly message: string
}> {}

/**
 * Records baselines.
 *
 * @since 0.1.0
 */
export class BaselineCapture extends Context.Tag("@defmon/core/BaselineCapture")<
  BaselineCapture,
  {
    /**
     * samples `url` with the catalogue's user agent `userAgentId`; the
     * baseline's `captured_at` is when it was built. With `image`, the
     * samples are also rendered: the image baseline goes into
     * `engine_data.image` and its reference screenshot is saved (the caller
     * links it to the page); a page that cannot be rendered fails with
     * `render_failed`.
     */
    readonly capture: (url: string, userAgentId: number, options?: { readonly image?: boolean }) => Effect.Effect<Baseline, CaptureFailed>
  }
>() {}

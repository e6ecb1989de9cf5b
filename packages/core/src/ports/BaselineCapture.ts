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
    /** samples `url` with the catalogue's user agent `userAgentId`; the baseline's `captured_at` is when it was built */
    readonly capture: (url: string, userAgentId: number) => Effect.Effect<Baseline, CaptureFailed>
  }
>() {}

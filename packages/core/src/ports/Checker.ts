/**
 * The port through which the API runs a check of one webpage now
 * (`POST /api/v1/urls/{url}/verify`). The worker provides it.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer } from "effect"
import { Conflict, type WebpageNotFound } from "../domain/Errors.js"
import type { VerificationRecord } from "../domain/Verification.js"
import type { UserId } from "../domain/Webpage.js"

/**
 * Runs one check of a page immediately and returns its record.
 *
 * @since 0.1.0
 */
export class Checker extends Context.Tag("@defmon/core/Checker")<
  Checker,
  {
    readonly checkNow: (owner: UserId, webpageId: number) => Effect.Effect<VerificationRecord, WebpageNotFound | Conflict>
  }
>() {}

/**
 * A checker for processes that cannot fetch pages (API-only deployments):
 * every request is refused with `Conflict`.
 *
 * @since 0.1.0
 */
export const unavailable: Layer.Layer<Checker> = Layer.succeed(Checker, {
  checkNow: () => Effect.fail(new Conflict({ message: "checks cannot run in this process: no worker is configured" }))
})

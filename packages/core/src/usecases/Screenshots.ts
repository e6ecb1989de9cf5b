/**
 * The image engine's evidence, as the API serves it: a page's baseline
 * screenshot, and the screenshot and diff image of one of its checks. Every
 * read is scoped to the owner: another user's page is a page that does not
 * exist.
 *
 * @since 0.1.0
 */
import { Effect, Option } from "effect"
import { ScreenshotNotFound, WebpageNotFound } from "../domain/Errors.js"
import type { UserId } from "../domain/Webpage.js"
import { ScreenshotRepo, type ScreenshotRole, type StoredImage, WebpageRepo } from "../ports/storage/index.js"

/**
 * The use cases.
 *
 * @since 0.1.0
 */
export class Screenshots extends Effect.Service<Screenshots>()("@defmon/core/Screenshots", {
  effect: Effect.gen(function*() {
    const pages = yield* WebpageRepo
    const screenshots = yield* ScreenshotRepo

    const image = (owner: UserId, webpageId: number, verificationId: number | null, role: ScreenshotRole, what: string) =>
      Effect.gen(function*() {
        if (Option.isNone(yield* pages.findById(owner, webpageId))) {
          return yield* new WebpageNotFound({ message: `webpage ${webpageId} not found` })
        }
        const found = yield* screenshots.find(owner, webpageId, verificationId, role)
        if (Option.isNone(found)) return yield* new ScreenshotNotFound({ message: `webpage ${webpageId} has no ${what}` })
        return found.value satisfies StoredImage
      })

    return {
      /** the reference screenshot of the page's image baseline */
      baseline: Effect.fn("Screenshots.baseline")((owner: UserId, webpageId: number) =>
        image(owner, webpageId, null, "baseline", "baseline screenshot (turn the image engine on and rebaseline the page)")
      ),
      /** the screenshot a check took */
      screenshot: Effect.fn("Screenshots.screenshot")((owner: UserId, webpageId: number, verificationId: number) =>
        image(owner, webpageId, verificationId, "screenshot", `screenshot for check ${verificationId}`)
      ),
      /** the diff image of a check that breached */
      diff: Effect.fn("Screenshots.diff")((owner: UserId, webpageId: number, verificationId: number) =>
        image(owner, webpageId, verificationId, "diff", `diff image for check ${verificationId}`)
      )
    } as const
  })
}) {}

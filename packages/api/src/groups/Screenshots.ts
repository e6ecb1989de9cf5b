/**
 * Screenshots (extension): the image engine's evidence as PNG images: a
 * page's baseline screenshot, and the screenshot and diff image of one of
 * its checks (`GET /urls/{url}/verifications` lists the checks; an image
 * finding of an incident names its check as `verification_id`).
 *
 * @since 0.1.0
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { ScreenshotNotFound, WebpageNotFound } from "@defmon/core/domain/Errors"
import { Schema } from "effect"
import { Authorization } from "../Security.js"

/**
 * A PNG image.
 *
 * @since 0.1.0
 */
export const Png = HttpApiSchema.Uint8Array({ contentType: "image/png" })

const webpageId = HttpApiSchema.param("url", Schema.NumberFromString.pipe(Schema.int()))
const verificationId = HttpApiSchema.param("verification", Schema.NumberFromString.pipe(Schema.int()))

/**
 * The group.
 *
 * @since 0.1.0
 */
export class ScreenshotsGroup extends HttpApiGroup.make("Screenshots")
  .add(
    HttpApiEndpoint.get("baseline")`/urls/${webpageId}/baseline/screenshot`
      .addSuccess(Png)
      .addError(WebpageNotFound, { status: 404 })
      .addError(ScreenshotNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the screenshot of the webpage's image baseline (PNG)")
  )
  .add(
    HttpApiEndpoint.get("screenshot")`/urls/${webpageId}/verifications/${verificationId}/screenshot`
      .addSuccess(Png)
      .addError(WebpageNotFound, { status: 404 })
      .addError(ScreenshotNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the screenshot a check of the webpage took (PNG)")
  )
  .add(
    HttpApiEndpoint.get("diff")`/urls/${webpageId}/verifications/${verificationId}/diff`
      .addSuccess(Png)
      .addError(WebpageNotFound, { status: 404 })
      .addError(ScreenshotNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "Extension: the diff image of a check that breached the image engine's threshold (PNG)")
  )
  .middleware(Authorization)
{}

/**
 * The API paths of a page's images, as webhooks and findings link them.
 *
 * @since 0.1.0
 */
export const paths = {
  baseline: (webpageId: number) => `/api/v1/urls/${webpageId}/baseline/screenshot`,
  screenshot: (webpageId: number, verificationId: number) => `/api/v1/urls/${webpageId}/verifications/${verificationId}/screenshot`,
  diff: (webpageId: number, verificationId: number) => `/api/v1/urls/${webpageId}/verifications/${verificationId}/diff`
} as const

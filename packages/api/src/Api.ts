/**
 * The HttpApi contract of the Webpage Defacement Monitoring API (spec version
 * 2021-08-31): 19 endpoints under `/api/v1` in the groups User, Webpages,
 * Batch Jobs and Domains (one module each in `groups/`), plus documented
 * extensions. Server and client both derive from it.
 *
 * @since 0.1.0
 */
import { HttpApi, OpenApi } from "@effect/platform"
import { PayloadTooLarge, StorageUnavailable } from "./Errors.js"
import { BatchJobsGroup } from "./groups/BatchJobs.js"
import { DomainsGroup } from "./groups/Domains.js"
import { ScreenshotsGroup } from "./groups/Screenshots.js"
import { UserGroup } from "./groups/User.js"
import { WebpagesGroup } from "./groups/Webpages.js"

/**
 * The whole API.
 *
 * @since 0.1.0
 */
export class DefmonApi extends HttpApi.make("defmon")
  .add(UserGroup)
  .add(WebpagesGroup)
  .add(BatchJobsGroup)
  .add(DomainsGroup)
  .add(ScreenshotsGroup)
  .prefix("/api/v1")
  .addError(PayloadTooLarge, { status: 413 })
  .addError(StorageUnavailable, { status: 503 })
  .annotateContext(
    OpenApi.annotations({
      title: "Webpage Defacement Monitoring API",
      version: "2021-08-31",
      description: "defmon: monitors webpages for defacement. All operations act on the authenticated user's own data."
    })
  )
{}

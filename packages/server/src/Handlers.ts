/**
 * The handlers: each maps one endpoint onto a core use case, nothing more.
 *
 * @since 0.1.0
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Api, type Schemas } from "@defmon/api"
import type { Account } from "@defmon/core/Account"
import { Accounts } from "@defmon/core/Accounts"
import type { BatchJobKind } from "@defmon/core/BatchJob"
import { BatchJobs } from "@defmon/core/BatchJobs"
import { Checker } from "@defmon/core/Checker"
import * as UserAgents from "@defmon/core/UserAgents"
import type { Webpage } from "@defmon/core/Webpage"
import { Webpages } from "@defmon/core/Webpages"
import { Effect, Layer } from "effect"
import { AuthorizationLive } from "./Authorization.js"

/**
 * A webpage as the API shows it to `account`: no owner, no internal
 * reference, no webhook secret; `status_code_monitoring` only for accounts
 * that have it (spec rule 4).
 *
 * @since 0.1.0
 */
export const toWebpageResponse = (page: Webpage, account: Account): Schemas.WebpageResponse => {
  const {
    user_id: _owner,
    continuous_reference: _reference,
    notification_configuration,
    status_code_monitoring,
    ...rest
  } = page
  return {
    ...rest,
    notification_configuration: notification_configuration === null
      ? null
      : { webhook_url: notification_configuration.webhook_url, secret_set: notification_configuration.secret.length > 0 },
    ...(account.status_code_monitoring ? { status_code_monitoring } : {})
  }
}

const DefaultHistory = 100

/**
 * Webpage responses are built from trusted, already valid records whose
 * encoded form equals their type (plain structs, no transformations), so
 * they are serialised directly instead of re-validated field by field by the
 * response schema: the schema walk was the largest cost of a read (see
 * docs/performance.md). The declared type stays the contract's.
 */
const direct = <A>(body: A): A => HttpServerResponse.unsafeJson(body) as unknown as A

const UserLive = HttpApiBuilder.group(Api.DefmonApi, "User", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return handlers
      .handle("activityLog", ({ path }) =>
        Effect.flatMap(Api.CurrentUser, (user) => accounts.activity(user.id, path.activity_log)))
      .handle("activityLogList", ({ urlParams }) =>
        Effect.flatMap(Api.CurrentUser, (user) => accounts.activityList(user.id, urlParams.limit ?? DefaultHistory)))
      .handle("userAgents", () => Effect.succeed(UserAgents.catalogue))
  }))

const WebpagesLive = HttpApiBuilder.group(Api.DefmonApi, "Webpages", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    const checker = yield* Checker
    const respond = (page: Webpage) => Effect.map(Api.CurrentUser, (user) => direct(toWebpageResponse(page, user)))
    return handlers
      .handle("batchArchive", ({ payload }) =>
        Effect.gen(function*() {
          const user = yield* Api.CurrentUser
          const pages = yield* webpages.archiveMany(user.id, payload.url_ids, payload.remark ?? null)
          return {
            archived: pages.map((p) => ({
              id: p.id,
              url: p.url,
              health_status: p.health_status,
              plan_type: p.plan_type,
              archived_at: p.archived_at
            }))
          }
        }))
      .handle("list", ({ urlParams }) =>
        Effect.gen(function*() {
          const user = yield* Api.CurrentUser
          const pages = yield* webpages.list(user.id, urlParams)
          return direct(pages.map((p) => toWebpageResponse(p, user)))
        }))
      .handle("getByUrl", ({ payload }) =>
        Effect.flatMap(Api.CurrentUser, (user) => Effect.flatMap(webpages.getByUrl(user.id, payload.url), respond)))
      .handle("deleteByUrl", ({ payload }) =>
        Effect.gen(function*() {
          const user = yield* Api.CurrentUser
          const page = yield* webpages.getByUrl(user.id, payload.url)
          yield* webpages.remove(user.id, page.id)
          return { id: page.id, url: page.url, deleted: true as const }
        }))
      .handle("get", ({ path }) =>
        Effect.flatMap(Api.CurrentUser, (user) => Effect.flatMap(webpages.get(user.id, path.url), respond)))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(Api.CurrentUser, (user) => Effect.flatMap(webpages.update(user.id, path.url, payload), respond)))
      .handle("delete", ({ path }) =>
        Effect.gen(function*() {
          const user = yield* Api.CurrentUser
          const page = yield* webpages.get(user.id, path.url)
          yield* webpages.remove(user.id, page.id)
          return { id: page.id, url: page.url, deleted: true as const }
        }))
      .handle("incidents", ({ path, urlParams }) =>
        Effect.flatMap(Api.CurrentUser, (user) => webpages.incidents(user.id, path.url, urlParams.limit ?? DefaultHistory)))
      .handle("verifications", ({ path, urlParams }) =>
        Effect.flatMap(
          Api.CurrentUser,
          (user) => webpages.verifications(user.id, path.url, urlParams.limit ?? DefaultHistory)
        ))
      .handle("webhookDeliveries", ({ path, urlParams }) =>
        Effect.flatMap(Api.CurrentUser, (user) => webpages.deliveries(user.id, path.url, urlParams.limit ?? DefaultHistory)))
      .handle("verify", ({ path }) =>
        Effect.flatMap(Api.CurrentUser, (user) => checker.checkNow(user.id, path.url)))
  }))

const BatchJobsLive = HttpApiBuilder.group(Api.DefmonApi, "Batch Jobs", (handlers) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobs
    const detail = (kind: BatchJobKind, id: string) =>
      Effect.flatMap(Api.CurrentUser, (user) =>
        Effect.map(jobs.get(user.id, kind, id), ({ items, job }) => ({ ...job, items })))
    return handlers
      .handle("createCombined", ({ payload }) => Effect.flatMap(Api.CurrentUser, (user) => jobs.createCombined(user.id, payload)))
      .handle("createBaseline", ({ payload }) => Effect.flatMap(Api.CurrentUser, (user) => jobs.createBaseline(user.id, payload)))
      .handle("createRebaseline", ({ payload }) =>
        Effect.flatMap(Api.CurrentUser, (user) => jobs.createRebaseline(user.id, payload.url_ids)))
      .handle("getCombined", ({ path }) => detail("combined_baseline", path.batch_combined_baseline_job))
      .handle("getRebaseline", ({ path }) => detail("rebaseline", path.batch_rebaseline_job))
      .handle("getBaseline", ({ path }) => detail("baseline", path.batch_baseline_job))
      .handle("listBaseline", () => Effect.flatMap(Api.CurrentUser, (user) => jobs.list(user.id, "baseline")))
      .handle("list", () => Effect.flatMap(Api.CurrentUser, (user) => jobs.list(user.id)))
      .handle("cancel", ({ path }) => Effect.flatMap(Api.CurrentUser, (user) => jobs.cancel(user.id, path.batch_job_id)))
  }))

const DomainsLive = HttpApiBuilder.group(Api.DefmonApi, "Domains", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    return handlers
      .handle("list", () => Effect.flatMap(Api.CurrentUser, (user) => webpages.domains(user.id)))
      .handle("webpages", ({ path }) =>
        Effect.gen(function*() {
          const user = yield* Api.CurrentUser
          const pages = yield* webpages.domainWebpages(user.id, decodeURIComponent(path.domain))
          return direct(pages.map((p) => toWebpageResponse(p, user)))
        }))
  }))

/**
 * Every group, each with the bearer middleware provided to it.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.api(Api.DefmonApi).pipe(
  Layer.provide(
    Layer.mergeAll(UserLive, WebpagesLive, BatchJobsLive, DomainsLive).pipe(Layer.provide(AuthorizationLive))
  )
)

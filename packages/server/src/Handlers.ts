/**
 * The handlers: each maps one endpoint onto a core use case, nothing more.
 *
 * @since 0.1.0
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Api, type Schemas } from "@defmon/api"
import type { Account } from "@defmon/core/domain/Account"
import { Accounts } from "@defmon/core/usecases/Accounts"
import type { BatchJobKind } from "@defmon/core/domain/BatchJob"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Checker } from "@defmon/core/ports/Checker"
import * as UserAgents from "@defmon/core/domain/UserAgents"
import type { Webpage } from "@defmon/core/domain/Webpage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Effect, Layer } from "effect"
import { AuthorizationLive } from "./Authorization.js"
import { Caches } from "./ReadCache.js"

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
 * Runs `f` with the authenticated account, in a span named after the
 * endpoint (`Group.endpoint`; no stack capture: it runs per request).
 */
const withUser = <A, E, R>(name: string, f: (user: Account) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Api.CurrentUser, f).pipe(Effect.withSpan(name, { captureStackTrace: false }))

/**
 * Webpage responses are built from trusted, already valid records whose
 * encoded form equals their type (plain structs, no transformations), so
 * they are serialised directly instead of re-validated field by field by the
 * response schema: the schema walk was the largest cost of a read (see
 * docs/performance.md). The declared type stays the contract's.
 */
const direct = <A>(body: A): A => {
  // A string body is written by Node itself (no intermediate byte copy).
  const json = JSON.stringify(body)
  return HttpServerResponse.raw(json, {
    contentType: "application/json",
    contentLength: Buffer.byteLength(json)
  }) as unknown as A
}

const pageOf = (user: Account) => (page: Webpage) => direct(toWebpageResponse(page, user))

/** A JSON array of already encoded elements, as `direct` would write it. */
const rawArray = <A>(parts: ReadonlyArray<string>): A => {
  const json = `[${parts.join(",")}]`
  return HttpServerResponse.raw(json, { contentType: "application/json", contentLength: Buffer.byteLength(json) }) as unknown as A
}
const pagesOf = (user: Account) => (pages: ReadonlyArray<Webpage>) => direct(pages.map((p) => toWebpageResponse(p, user)))
const deleted = (page: Webpage) => ({ id: page.id, url: page.url, deleted: true as const })

/** A path segment as sent: percent-escapes the router left in place are decoded when valid. */
const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const UserLive = HttpApiBuilder.group(Api.DefmonApi, "User", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return handlers
      .handle("activityLog", ({ path }) =>
        withUser("User.activityLog", (user) => accounts.activity(user.id, path.activity_log)))
      .handle("activityLogList", ({ urlParams }) =>
        withUser("User.activityLogList", (user) => accounts.activityList(user.id, urlParams.limit ?? DefaultHistory)))
      .handle("userAgents", () => withUser("User.userAgents", () => Effect.succeed(UserAgents.catalogue)))
  }))

const WebpagesLive = HttpApiBuilder.group(Api.DefmonApi, "Webpages", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    const checker = yield* Checker
    const cache = yield* Caches
    // The list from encoded pages kept by the read cache: the ids from
    // storage, then only the records of pages that changed since.
    const listEncoded = (user: Account, query: Parameters<typeof webpages.list>[1]) =>
      Effect.gen(function*() {
        const seen = cache.changeNumber()
        const ids = yield* webpages.listIds(user.id, query)
        const parts = ids.map((id) => cache.fragment(user, id))
        const missing = ids.filter((_, i) => parts[i] === undefined)
        if (missing.length > 0) {
          const found = new Map((yield* webpages.getMany(user.id, missing)).map((p) => [p.id as number, p]))
          ids.forEach((id, i) => {
            const page = found.get(id)
            if (parts[i] !== undefined || page === undefined) return
            const json = JSON.stringify(toWebpageResponse(page, user))
            cache.rememberFragment(user, id, seen, json)
            parts[i] = json
          })
        }
        // A page deleted between the two reads is left out.
        return rawArray<ReadonlyArray<Schemas.WebpageResponse>>(parts.filter((p): p is string => p !== undefined))
      })
    const history = (limit: number | undefined) => limit ?? DefaultHistory
    return handlers
      .handle("batchArchive", ({ payload }) =>
        withUser("Webpages.batchArchive", (user) =>
          Effect.map(webpages.archiveMany(user.id, payload.url_ids, payload.remark ?? null), (pages) => ({
            archived: pages.map((p) => ({
              id: p.id,
              url: p.url,
              health_status: p.health_status,
              plan_type: p.plan_type,
              archived_at: p.archived_at
            }))
          }))))
      .handle("list", ({ urlParams }) =>
        withUser("Webpages.list", (user) =>
          cache.fragmentsOn() ? listEncoded(user, urlParams) : Effect.map(webpages.list(user.id, urlParams), pagesOf(user))))
      .handle("getByUrl", ({ payload }) =>
        withUser("Webpages.getByUrl", (user) => Effect.map(webpages.getByUrl(user.id, payload.url), pageOf(user))))
      .handle("deleteByUrl", ({ payload }) =>
        withUser("Webpages.deleteByUrl", (user) =>
          Effect.flatMap(webpages.getByUrl(user.id, payload.url), (page) =>
            Effect.as(webpages.remove(user.id, page.id), deleted(page)))))
      .handle("get", ({ path }) =>
        withUser("Webpages.get", (user) => Effect.map(webpages.get(user.id, path.url), pageOf(user))))
      .handle("update", ({ path, payload }) =>
        withUser("Webpages.update", (user) => Effect.map(webpages.update(user.id, path.url, payload), pageOf(user))))
      .handle("delete", ({ path }) =>
        withUser("Webpages.delete", (user) =>
          Effect.flatMap(webpages.get(user.id, path.url), (page) => Effect.as(webpages.remove(user.id, page.id), deleted(page)))))
      .handle("incidents", ({ path, urlParams }) =>
        withUser("Webpages.incidents", (user) => webpages.incidents(user.id, path.url, history(urlParams.limit))))
      .handle("verifications", ({ path, urlParams }) =>
        withUser("Webpages.verifications", (user) => webpages.verifications(user.id, path.url, history(urlParams.limit))))
      .handle("webhookDeliveries", ({ path, urlParams }) =>
        withUser("Webpages.webhookDeliveries", (user) => webpages.deliveries(user.id, path.url, history(urlParams.limit))))
      .handle("verify", ({ path }) => withUser("Webpages.verify", (user) => checker.checkNow(user.id, path.url)))
  }))

const BatchJobsLive = HttpApiBuilder.group(Api.DefmonApi, "Batch Jobs", (handlers) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobs
    const detail = (name: string, kind: BatchJobKind, id: string) =>
      withUser(name, (user) => Effect.map(jobs.get(user.id, kind, id), ({ items, job }) => ({ ...job, items })))
    return handlers
      .handle("createCombined", ({ payload }) =>
        withUser("BatchJobs.createCombined", (user) => jobs.createCombined(user.id, payload)))
      .handle("createBaseline", ({ payload }) =>
        withUser("BatchJobs.createBaseline", (user) => jobs.createBaseline(user.id, payload)))
      .handle("createRebaseline", ({ payload }) =>
        withUser("BatchJobs.createRebaseline", (user) => jobs.createRebaseline(user.id, payload.url_ids)))
      .handle("getCombined", ({ path }) =>
        detail("BatchJobs.getCombined", "combined_baseline", path.batch_combined_baseline_job))
      .handle("getRebaseline", ({ path }) => detail("BatchJobs.getRebaseline", "rebaseline", path.batch_rebaseline_job))
      .handle("getBaseline", ({ path }) => detail("BatchJobs.getBaseline", "baseline", path.batch_baseline_job))
      .handle("listBaseline", () => withUser("BatchJobs.listBaseline", (user) => jobs.list(user.id, "baseline")))
      .handle("list", () => withUser("BatchJobs.list", (user) => jobs.list(user.id)))
      .handle("cancel", ({ path }) => withUser("BatchJobs.cancel", (user) => jobs.cancel(user.id, path.batch_job_id)))
  }))

const DomainsLive = HttpApiBuilder.group(Api.DefmonApi, "Domains", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    return handlers
      .handle("list", () => withUser("Domains.list", (user) => webpages.domains(user.id)))
      .handle("webpages", ({ path }) =>
        withUser("Domains.webpages", (user) =>
          Effect.map(webpages.domainWebpages(user.id, segment(path.domain)), pagesOf(user))))
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

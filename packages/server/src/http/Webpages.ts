/**
 * The handlers of the Webpages group: each maps one endpoint onto the
 * `Webpages` use case (or the `Checker` port), nothing more. Webpage reads
 * are written directly (see `direct`); the list reuses the pages the read
 * cache keeps encoded.
 *
 * @since 0.1.0
 */
import { Api, type Webpages as WebpagesApi } from "@defmon/api"
import type { Account } from "@defmon/core/domain/Account"
import type { Webpage } from "@defmon/core/domain/Webpage"
import { Conflict } from "@defmon/core/domain/Errors"
import { Checker } from "@defmon/core/ports/Checker"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Caches } from "../fastpath/ReadCache.js"
import { DefaultHistory, direct, rawArray, withUser } from "../internal/handlers.js"

/**
 * A webpage as the API shows it to `account`: no owner, no internal
 * reference, no webhook secret; `status_code_monitoring` only for accounts
 * that have it (spec rule 4).
 *
 * @since 0.1.0
 */
export const toWebpageResponse = (page: Webpage, account: Account): WebpagesApi.WebpageResponse => {
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

/**
 * A list of pages as the API writes it.
 *
 * @since 0.1.0
 */
export const pagesOf = (user: Account) => (pages: ReadonlyArray<Webpage>) => direct(pages.map((p) => toWebpageResponse(p, user)))

const pageOf = (user: Account) => (page: Webpage) => direct(toWebpageResponse(page, user))
const deleted = (page: Webpage) => ({ id: page.id, url: page.url, deleted: true as const })

/**
 * Checks (`POST /urls/{id}/verify`) one account may run at once; more get
 * 409 `Conflict`.
 *
 * @since 0.3.0
 */
export const MaxVerifiesPerAccount = 4

/**
 * The group's handlers.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.group(Api.DefmonApi, "Webpages", (handlers) =>
  Effect.gen(function*() {
    const webpages = yield* Webpages
    const checker = yield* Checker
    const cache = yield* Caches
    // Checks run now per account: each holds a fetched page (up to 10 MiB)
    // and a comparison, so one account cannot fill the server's memory.
    const running = new Map<number, number>()
    const verify = (user: Account, id: number) =>
      Effect.suspend(() => {
        const now = running.get(user.id) ?? 0
        if (now >= MaxVerifiesPerAccount) {
          return Effect.fail(new Conflict({
            message: `at most ${MaxVerifiesPerAccount} checks of one account run at once: retry when one has finished`
          }))
        }
        running.set(user.id, now + 1)
        return Effect.ensuring(
          checker.checkNow(user.id, id),
          Effect.sync(() => {
            const left = (running.get(user.id) ?? 1) - 1
            if (left <= 0) running.delete(user.id)
            else running.set(user.id, left)
          })
        )
      })
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
        return rawArray<ReadonlyArray<WebpagesApi.WebpageResponse>>(parts.filter((p): p is string => p !== undefined))
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
      .handle("verify", ({ path }) => withUser("Webpages.verify", (user) => verify(user, path.url)))
  }))

/**
 * Webpage use cases: list, read, full update, delete, archive, domains and
 * the per-page history. The HTTP layer only maps these.
 *
 * @since 0.1.0
 */
import { Effect, Either, Option } from "effect"
import { nowIso } from "../ports/Clock.js"
import type { Domain } from "../domain/Host.js"
import { DomainNotFound, InvalidInput, WebpageNotFound } from "../domain/Errors.js"
import { Limits } from "../domain/Settings.js"
import { ActivityLogRepo, ArchiveRepo, IncidentRepo, Transactor, VerificationRepo, WebhookDeliveryRepo, WebpageRepo } from "../ports/storage/index.js"
import * as Transitions from "../rules/Transitions.js"
import { normaliseUrl } from "../domain/Url.js"
import { webhookTargetProblem } from "../domain/Address.js"
import { WebhookTargets } from "../ports/WebhookTargets.js"
import type { UserId, Webpage, WebpageUpdate } from "../domain/Webpage.js"

/**
 * Query of the webpage list (spec endpoint 11).
 *
 * @since 0.1.0
 */
export interface ListQuery {
  readonly status_code?: number | undefined
  readonly archived?: boolean | undefined
}

const notFound = (id: number | string) => new WebpageNotFound({ message: `webpage ${id} not found` })

/**
 * Normalises a URL or fails with `InvalidInput` naming the field.
 *
 * @since 0.1.0
 */
export const parseUrl = (raw: string, field = "url") =>
  Either.match(normaliseUrl(raw), {
    onLeft: (why) => Effect.fail(new InvalidInput({ field, message: `${field}: ${why}` })),
    onRight: Effect.succeed
  })

/**
 * The owner's pages for a list of ids (spec endpoints 1 and 4): 1..1000 ids,
 * duplicates dropped, every one the owner's or `WebpageNotFound` naming the
 * missing ones (other users' ids are simply missing).
 *
 * @since 0.1.0
 */
export const ownedPages = (repo: WebpageRepo["Type"], owner: UserId, ids: ReadonlyArray<number>) =>
  Effect.gen(function*() {
    if (ids.length === 0) return yield* new InvalidInput({ field: "url_ids", message: "url_ids must not be empty" })
    if (ids.length > Limits.urlIdsPerRequest) {
      return yield* new InvalidInput({
        field: "url_ids",
        message: `url_ids must have at most ${Limits.urlIdsPerRequest} entries, got ${ids.length}`
      })
    }
    const unique = [...new Set(ids)]
    const found = new Map((yield* repo.findByIds(owner, unique)).map((p) => [p.id as number, p]))
    const missing = unique.filter((id) => !found.has(id))
    if (missing.length > 0) {
      return yield* new WebpageNotFound({ message: `webpages not found: ${missing.slice(0, 20).join(", ")}` })
    }
    return unique.map((id) => found.get(id)!)
  })

const changedKeys = (update: WebpageUpdate): ReadonlyArray<string> =>
  Object.entries(update)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k)

/**
 * Webpage use cases.
 *
 * @since 0.1.0
 */
export class Webpages extends Effect.Service<Webpages>()("@defmon/core/Webpages", {
  effect: Effect.gen(function*() {
    const targets = yield* WebhookTargets
    const pages = yield* WebpageRepo
    const archives = yield* ArchiveRepo
    const activity = yield* ActivityLogRepo
    const incidents = yield* IncidentRepo
    const verifications = yield* VerificationRepo
    const deliveries = yield* WebhookDeliveryRepo
    const tx = yield* Transactor

    const get = (owner: UserId, id: number) =>
      Effect.flatMap(pages.findById(owner, id), Option.match({ onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed }))

    const getByUrl = (owner: UserId, rawUrl: string) =>
      Effect.gen(function*() {
        const { url } = yield* parseUrl(rawUrl)
        const page = yield* pages.findByUrl(owner, url)
        return yield* Option.match(page, { onNone: () => Effect.fail(notFound(url)), onSome: Effect.succeed })
      })

    const remove = (owner: UserId, page: Webpage) =>
      tx.withTransaction(
        Effect.gen(function*() {
          yield* pages.remove(owner, page.id)
          const now = yield* nowIso
          yield* activity.append(owner, { action: "webpage.delete", target: `webpage:${page.id}`, details: { url: page.url } }, now)
        })
      )

    return {
      /** spec 11: archived pages only with `archived: true`; optional status-code filter */
      list: Effect.fn("Webpages.list")((owner: UserId, query: ListQuery) =>
        pages.list(owner, { archived: query.archived ?? false, status_code: query.status_code })
      ),

      /** the ids `list` returns, in its order (for callers that keep encoded pages) */
      listIds: Effect.fn("Webpages.listIds")((owner: UserId, query: ListQuery) =>
        pages.listIds(owner, { archived: query.archived ?? false, status_code: query.status_code })
      ),

      /** the owner's pages among `ids` (others' and missing ids left out), ordered by id */
      getMany: Effect.fn("Webpages.getMany")((owner: UserId, ids: ReadonlyArray<number>) => pages.findByIds(owner, ids)),

      /** spec 12 */
      get: Effect.fn("Webpages.get")(get),

      /** spec 13 */
      getByUrl: Effect.fn("Webpages.getByUrl")(getByUrl),

      /** spec 14: the full-update rule */
      update: Effect.fn("Webpages.update")(function*(owner: UserId, id: number, update: WebpageUpdate) {
        const hook = update.notification_configuration
        if (hook !== undefined && hook !== null) {
          const problem = webhookTargetProblem(hook.webhook_url, targets.allowHosts)
          if (problem !== undefined) {
            return yield* new InvalidInput({ field: "notification_configuration.webhook_url", message: `notification_configuration.${problem}` })
          }
        }
        const now = yield* nowIso
        const updated = yield* pages.modify(owner, id, (page) =>
          Either.match(Transitions.applyUpdate(page, update, now), {
            onLeft: (message) => Effect.fail(new InvalidInput({ field: message.startsWith("engines") ? "engines" : "current_baseline", message })),
            onRight: Effect.succeed
          }))
        const page = yield* Option.match(updated, { onNone: () => Effect.fail(notFound(id)), onSome: Effect.succeed })
        yield* activity.append(
          owner,
          { action: "webpage.update", target: `webpage:${id}`, details: { fields: changedKeys(update) } },
          now
        )
        return page
      }, tx.withTransaction),

      /** spec 15 */
      remove: Effect.fn("Webpages.remove")((owner: UserId, id: number) =>
        Effect.flatMap(get(owner, id), (page) => remove(owner, page))
      ),

      /** spec 16 */
      removeByUrl: Effect.fn("Webpages.removeByUrl")((owner: UserId, url: string) =>
        Effect.flatMap(getByUrl(owner, url), (page) => remove(owner, page))
      ),

      /**
       * spec 1: archives every id or none (unknown ids are reported and
       * nothing changes); frees quota slots and keeps archive records.
       */
      archiveMany: Effect.fn("Webpages.archiveMany")(function*(owner: UserId, ids: ReadonlyArray<number>, remark: string | null) {
        const owned = yield* ownedPages(pages, owner, ids)
        const now = yield* nowIso
        const archived: Array<Webpage> = []
        for (const { id } of owned) {
          const result = yield* pages.modify(owner, id, (page) => {
            const { page: next, record } = Transitions.archive(page, now, remark)
            return Effect.as(archives.insert(owner, { webpage_id: page.id, ...record }), next)
          })
          if (Option.isSome(result)) archived.push(result.value)
          yield* activity.append(owner, { action: "webpage.archive", target: `webpage:${id}`, details: { remark } }, now)
        }
        return archived
      }, tx.withTransaction),

      /** spec 17: hosts with at least one non-archived page */
      domains: Effect.fn("Webpages.domains")((owner: UserId): Effect.Effect<ReadonlyArray<Domain>> => pages.activeDomains(owner)),

      /** spec 18: the non-archived pages of a domain (404 when the account has no page there) */
      domainWebpages: Effect.fn("Webpages.domainWebpages")(function*(owner: UserId, domain: string) {
        const host = domain.trim().toLowerCase()
        const active = yield* pages.list(owner, { archived: false, domain: host })
        if (active.length > 0) return active
        const archived = yield* pages.list(owner, { archived: true, domain: host })
        if (archived.length > 0) return active
        return yield* new DomainNotFound({ message: `domain ${domain} not found` })
      }),

      /** the ids `domainWebpages` returns, in its order (for callers that read the records in batches) */
      domainWebpageIds: Effect.fn("Webpages.domainWebpageIds")(function*(owner: UserId, domain: string) {
        const host = domain.trim().toLowerCase()
        const active = yield* pages.listIds(owner, { archived: false, domain: host })
        if (active.length > 0) return active
        const archived = yield* pages.listIds(owner, { archived: true, domain: host })
        if (archived.length > 0) return active
        return yield* new DomainNotFound({ message: `domain ${domain} not found` })
      }),

      /** a page's incidents, newest first */
      incidents: (owner: UserId, id: number, limit: number) =>
        Effect.zipRight(get(owner, id), incidents.listByWebpage(owner, id, limit)),

      /** a page's check history, newest first */
      verifications: (owner: UserId, id: number, limit: number) =>
        Effect.zipRight(get(owner, id), verifications.listByWebpage(owner, id, limit)),

      /** a page's webhook deliveries, newest first */
      deliveries: (owner: UserId, id: number, limit: number) =>
        Effect.zipRight(get(owner, id), deliveries.listByWebpage(owner, id, limit))
    } as const
  })
}) {}

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
import type { StoredWebpage } from "@defmon/core/ports/storage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder } from "@effect/platform"
import { Chunk, Effect, Option, Stream } from "effect"
import { Caches, type ReadCache } from "../fastpath/ReadCache.js"
import { DefaultHistory, direct, rawArray, streamArray, withUser } from "../internal/handlers.js"

/**
 * A webpage as the API shows it to `account`: no owner, no internal
 * reference, no webhook secret; `status_code_monitoring` only for accounts
 * that have it (spec rule 4).
 *
 * @since 0.1.0
 */
export const toWebpageResponse = (page: Webpage, account: Account): WebpagesApi.WebpageResponse => {
  // The fields in the record's order, but the four below; a loop, not a
  // rest pattern and spreads (those cost ~14 µs a page, a third of a list).
  const out: Record<string, unknown> = {}
  for (const key in page) {
    if (!hidden.has(key)) out[key] = page[key as keyof Webpage]
  }
  const hook = page.notification_configuration
  out.notification_configuration = hook === null ? null : { webhook_url: hook.webhook_url, secret_set: hook.secret.length > 0 }
  if (account.status_code_monitoring) out.status_code_monitoring = page.status_code_monitoring
  return out as unknown as WebpagesApi.WebpageResponse
}

/** fields of a record `toWebpageResponse` leaves out or writes last */
const hidden: ReadonlySet<string> = new Set(["user_id", "continuous_reference", "notification_configuration", "status_code_monitoring"])

const baselineNull = `"current_baseline":null`

/**
 * `toWebpageResponse` of a page as stored, as `direct` writes it: the
 * baseline is copied as its stored JSON text, not decoded and encoded
 * again (the same text: storage writes it with `JSON.stringify`). The
 * first `"current_baseline":null` of the text is the property (inside a
 * string every `"` is escaped).
 *
 * @since 0.5.0
 */
export const encodeStored = (stored: StoredWebpage, account: Account): string => {
  const json = JSON.stringify(toWebpageResponse(stored.page, account))
  if (stored.baseline === null) return json
  const at = json.indexOf(baselineNull) + baselineNull.length - "null".length
  return json.slice(0, at) + stored.baseline + json.slice(at + "null".length)
}

/**
 * A list of pages as the API writes it.
 *
 * @since 0.1.0
 */
export const pagesOf = (user: Account) => (pages: ReadonlyArray<Webpage>) => direct(pages.map((p) => toWebpageResponse(p, user)))

/**
 * Characters of encoded pages up to which a list is answered in one piece
 * (with Content-Length, and replayed by the read cache's fast path while
 * nothing under it changed); a longer list is streamed page by page. 4 MiB:
 * a list of 1,000 ordinary pages (2.2 MB, `pnpm bench:api`) stays whole, a
 * list of pages of about 10 MiB (a baseline of 0.8 MB each) is streamed
 * from its sixth page on.
 *
 * @since 0.4.0
 */
export const ListInlineChars = 4 * 1024 * 1024

/**
 * Characters of records read from storage at once while a list is written:
 * a batch is as many pages as fit, at least one and at most
 * `ListMaxBatch`, judged by the largest page seen so far in that list (the
 * first batch is one page).
 *
 * @since 0.4.0
 */
export const ListBatchChars = 1024 * 1024

/**
 * Pages read from storage at once while a list is written, at most.
 *
 * @since 0.4.0
 */
export const ListMaxBatch = 500

/**
 * Lets the event loop run (timers, new connections, other requests' I/O)
 * before the next batch of a list is read. A list streamed to a fast
 * client never waits for the socket, and fibers resume each other on
 * microtasks: four such lists kept `/healthz` waiting for 2-4 s.
 */
const turn = Effect.async<void>((resume) => {
  const id = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(id))
})

/**
 * Writes the pages `ids` of `user` as a JSON array, in that order, with
 * bounded memory: the records are read in batches (`ListBatchChars`),
 * encoded one by one (reusing the pages the read cache keeps encoded), and
 * a list longer than `ListInlineChars` is streamed, so a request holds at
 * most that much plus one batch, however many and however large the
 * pages. A page deleted between the reads is left out. `seen`: the change
 * number read before the ids were.
 *
 * @since 0.4.0
 */
export const encodedList = (webpages: Webpages, cache: ReadCache) => {
  const batchOf = (user: Account, seen: number, ids: ReadonlyArray<number>) =>
    Effect.gen(function*() {
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
      return parts.filter((p): p is string => p !== undefined)
    })
  return <A>(user: Account, seen: number, ids: ReadonlyArray<number>): Effect.Effect<A> =>
    Effect.gen(function*() {
      let next = 0
      // One page until one was read: the size of the pages is not known before.
      let largest = 0
      /** the next batch, after a turn of the event loop (but the first) */
      const read = Effect.suspend(() => {
        const first = next === 0
        const n = largest === 0 ? 1 : Math.min(ListMaxBatch, Math.max(1, Math.floor(ListBatchChars / largest)))
        const batch = ids.slice(next, next + n)
        next += batch.length
        return Effect.map(Effect.zipRight(first ? Effect.void : turn, batchOf(user, seen, batch)), (parts) => {
          for (const p of parts) largest = Math.max(largest, p.length)
          return parts
        })
      })
      // The first pages in one piece, while they fit.
      const head: Array<string> = []
      let chars = 0
      while (next < ids.length && chars <= ListInlineChars) {
        for (const p of yield* read) {
          head.push(p)
          chars += p.length
        }
      }
      if (chars <= ListInlineChars) return rawArray<A>(head)
      // The rest as the client reads it.
      const rest = Stream.unfoldChunkEffect(undefined, () =>
        next >= ids.length ? Effect.succeed(Option.none()) : Effect.map(read, (parts) => Option.some([Chunk.unsafeFromArray(parts), undefined] as const)))
      return streamArray<A>(Stream.concat(Stream.fromIterable(head.splice(0)), rest))
    })
}

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
    const list = encodedList(webpages, cache)
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
          Effect.suspend(() => {
            // Read before the ids are (see ReadCache).
            const seen = cache.changeNumber()
            return Effect.flatMap(webpages.listIds(user.id, urlParams), (ids) =>
              list<ReadonlyArray<WebpagesApi.WebpageResponse>>(user, seen, ids))
          })))
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

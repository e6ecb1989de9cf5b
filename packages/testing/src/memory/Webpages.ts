/**
 * The webpages table in memory.
 *
 * @since 0.1.0
 */
import { storedRevisionOf, withStoredRevision } from "@defmon/core/domain/Baseline"
import type { Domain } from "@defmon/core/domain/Host"
import { type UserId, type Webpage, WebpageId } from "@defmon/core/domain/Webpage"
import { type WebpageFilter, WebpageRepo } from "@defmon/core/ports/storage"
import { Effect, Option } from "effect"
import { owned, type Owned, type Store, type Tables } from "./Store.js"

const byId = (a: Webpage, b: Webpage) => a.id - b.id

// A stored baseline names its revision (`storedRevisionOf`), a new one
// whenever the page's baseline or reference is written, as on SQL: a copy
// of it carries the name (records are shared, so the caller's is not marked).
let revisions = 0
const stored = (row: Webpage, before?: Webpage): Webpage =>
  row.current_baseline === null ||
    (before !== undefined && row.current_baseline === before.current_baseline &&
      row.continuous_reference === before.continuous_reference)
    ? row
    : { ...row, current_baseline: withStoredRevision({ ...row.current_baseline }, `${row.id}@${++revisions}`) }

const listed = (t: Tables, owner: UserId, filter: WebpageFilter) =>
  [...t.webpages.values()]
    .filter(
      (p) =>
        p.user_id === owner &&
        (p.plan_type === "ARCHIVED") === filter.archived &&
        (filter.status_code === undefined || p.status_code_monitoring?.status_code === filter.status_code) &&
        (filter.domain === undefined || p.domain === filter.domain)
    )
    .sort(byId)

const dropRelated = <A extends Owned & { readonly webpage_id: number }>(map: Map<number, A>, owner: UserId, id: number) => {
  for (const [k, v] of map) if (v.user_id === owner && v.webpage_id === id) map.delete(k)
}

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): WebpageRepo["Type"] =>
  WebpageRepo.of({
    insert: (page) =>
      store.sync((t) => {
        for (const p of t.webpages.values()) {
          if (p.user_id === page.user_id && p.url === page.url) return Option.none()
        }
        const row = stored({ ...page, id: WebpageId.make(store.nextId("webpages")) })
        t.webpages.set(row.id, row)
        return Option.some(row)
      }),
    findById: (owner, id) => store.sync((t) => owned(t.webpages, owner, id)),
    findByIds: (owner, ids) =>
      store.sync((t) =>
        [...new Set(ids)]
          .sort((a, b) => a - b)
          .flatMap((id) => Option.toArray(owned(t.webpages, owner, id)))
      ),
    findByUrl: (owner, url) =>
      store.sync((t) => Option.fromNullable([...t.webpages.values()].find((p) => p.user_id === owner && p.url === url))),
    findByUrls: (owner, urls) =>
      store.sync((t) => {
        const wanted = new Set(urls)
        return [...t.webpages.values()].filter((p) => p.user_id === owner && wanted.has(p.url)).sort(byId)
      }),
    list: (owner, filter) => store.sync((t) => listed(t, owner, filter)),
    listIds: (owner, filter) => store.sync((t) => listed(t, owner, filter).map((p): number => p.id)),
    modify: (owner, id, f) =>
      store.withTransaction(
        Effect.gen(function*() {
          const current = yield* store.sync((t) => owned(t.webpages, owner, id))
          if (Option.isNone(current)) return Option.none()
          const next = yield* f(current.value)
          const row = stored({ ...next, id: current.value.id, user_id: current.value.user_id }, current.value)
          yield* store.sync((t) => t.webpages.set(id, row))
          return Option.some(row)
        })
      ),
    remove: (owner, id) =>
      store.sync((t) => {
        if (Option.isNone(owned(t.webpages, owner, id))) return false
        t.webpages.delete(id)
        dropRelated(t.incidents, owner, id)
        dropRelated(t.verifications, owner, id)
        dropRelated(t.archives, owner, id)
        dropRelated(t.deliveries, owner, id)
        return true
      }),
    countQuota: (owner) =>
      store.sync((t) => [...t.webpages.values()].filter((p) => p.user_id === owner && p.plan_type !== "ARCHIVED").length),
    activeDomains: (owner) =>
      store.sync((t) => {
        const counts = new Map<string, number>()
        for (const p of t.webpages.values()) {
          if (p.user_id === owner && p.plan_type !== "ARCHIVED") counts.set(p.domain, (counts.get(p.domain) ?? 0) + 1)
        }
        return [...counts.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([domain, url_count]): Domain => ({ domain, url_count }))
      }),
    claimDue: (now, leaseUntil, limit) =>
      store.sync((t) => {
        const due = [...t.webpages.values()]
          .filter(
            (p) =>
              p.next_check_at !== null &&
              p.next_check_at <= now &&
              !p.paused &&
              p.plan_type !== "ARCHIVED" &&
              p.current_baseline !== null
          )
          .sort((a, b) => (a.next_check_at! < b.next_check_at! ? -1 : a.next_check_at! > b.next_check_at! ? 1 : a.id - b.id))
          .slice(0, limit)
        const claimed = due.map((p): Webpage => ({ ...p, next_check_at: leaseUntil }))
        for (const p of claimed) t.webpages.set(p.id, p)
        return claimed.sort(byId)
      }),
    storedBaselines: (owner, id, revision) =>
      store.sync((t) =>
        Option.flatMap(owned(t.webpages, owner, id), (p) =>
          p.current_baseline !== null && storedRevisionOf(p.current_baseline) === revision
            ? Option.some({
              baseline: JSON.stringify(p.current_baseline),
              reference: p.continuous_reference === null ? null : JSON.stringify(p.continuous_reference)
            })
            : Option.none())
      )
  })

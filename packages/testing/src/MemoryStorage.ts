/**
 * The in-memory storage layer: the same port as the SQL layers, for tests
 * and embedding. Transactions are all or nothing (snapshot and restore) and
 * serialised; every operation outside a transaction is atomic.
 *
 * @since 0.1.0
 */
import * as ChangeFeed from "@defmon/core/ports/ChangeFeed"
import type { Account, ApiToken } from "@defmon/core/domain/Account"
import type { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import type { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import type { BatchJob, BatchJobItem, BatchJobKind } from "@defmon/core/domain/BatchJob"
import { identifierOf, jobStatusOf, progressOf } from "@defmon/core/domain/BatchJob"
import type { Domain } from "@defmon/core/domain/Host"
import type { Incident } from "@defmon/core/domain/Incident"
import type { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import type { MonitoringConfiguration } from "@defmon/core/domain/Settings"
import * as Storage from "@defmon/core/ports/storage"
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import type { UserId, Webpage, WebpageId } from "@defmon/core/domain/Webpage"
import { Context, Effect, FiberRef, Layer, Option } from "effect"

interface JobRow {
  readonly id: number
  readonly user_id: UserId
  readonly kind: BatchJobKind
  readonly options: MonitoringConfiguration
  readonly created_at: string
  readonly cancelled_at: string | null
}

interface ItemRow extends BatchJobItem {
  readonly user_id: UserId
  readonly lease_owner: string | null
  readonly lease_expires_at: string | null
}

interface Owned {
  readonly user_id: UserId
}

interface OutboxRow extends Storage.OutboxItem {
  readonly next_attempt_at: string
  readonly lease_owner: string | null
  readonly lease_expires_at: string | null
}

interface State {
  seq: Record<string, number>
  webpages: Map<number, Webpage>
  archives: Map<number, ArchiveRecord & Owned>
  jobs: Map<number, JobRow>
  items: Map<number, ItemRow>
  activity: Map<number, ActivityLogEntry>
  incidents: Map<number, Incident>
  verifications: Map<number, VerificationRecord & Owned>
  deliveries: Map<number, WebhookDelivery & Owned>
  outbox: Map<number, OutboxRow>
  accounts: Map<number, Account>
  tokens: Map<number, ApiToken>
}

const emptyState = (): State => ({
  seq: {},
  webpages: new Map(),
  archives: new Map(),
  jobs: new Map(),
  items: new Map(),
  activity: new Map(),
  incidents: new Map(),
  verifications: new Map(),
  deliveries: new Map(),
  outbox: new Map(),
  accounts: new Map(),
  tokens: new Map()
})

// Records are immutable values: a snapshot copies the maps, not the records.
const snapshot = (s: State): State => ({
  seq: { ...s.seq },
  webpages: new Map(s.webpages),
  archives: new Map(s.archives),
  jobs: new Map(s.jobs),
  items: new Map(s.items),
  activity: new Map(s.activity),
  incidents: new Map(s.incidents),
  verifications: new Map(s.verifications),
  deliveries: new Map(s.deliveries),
  outbox: new Map(s.outbox),
  accounts: new Map(s.accounts),
  tokens: new Map(s.tokens)
})

const strip = <A extends Owned>(row: A): Omit<A, "user_id"> => {
  const { user_id: _, ...rest } = row
  return rest
}

/**
 * Builds the repositories over one in-memory state.
 *
 * @since 0.1.0
 */
export const make = Effect.gen(function*() {
  let state = emptyState()
  const lock = yield* Effect.makeSemaphore(1)
  const inTransaction = yield* FiberRef.make(false)

  const nextId = (table: string) => {
    const n = (state.seq[table] ?? 0) + 1
    state.seq[table] = n
    return n
  }

  /** runs `f` atomically: under the lock unless a transaction already holds it */
  const atomic = <A, E, R>(f: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(inTransaction), (inside) => (inside ? f : lock.withPermits(1)(f)))

  const sync = <A>(f: () => A): Effect.Effect<A> => atomic(Effect.sync(f))

  const withTransaction = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(inTransaction), (inside) =>
      inside
        ? self
        : lock.withPermits(1)(
          Effect.suspend(() => {
            const before = snapshot(state)
            return Effect.locally(self, inTransaction, true).pipe(
              Effect.onExit((exit) =>
                Effect.sync(() => {
                  if (exit._tag === "Failure") state = before
                })
              )
            )
          })
        ))

  const jobOf = (row: JobRow): BatchJob => {
    const statuses: Array<BatchJobItem["status"]> = []
    for (const item of state.items.values()) if (item.job_id === row.id) statuses.push(item.status)
    const progress = progressOf(statuses)
    return {
      id: row.id,
      identifier: identifierOf(row.kind, row.id),
      kind: row.kind,
      user_id: row.user_id,
      status: jobStatusOf(progress),
      options: row.options,
      progress,
      created_at: row.created_at,
      cancelled_at: row.cancelled_at
    } as BatchJob
  }

  const itemOf = (row: ItemRow): BatchJobItem => {
    const { user_id: _u, lease_owner: _o, lease_expires_at: _e, ...item } = row
    return item as BatchJobItem
  }

  const owned = <A extends Owned>(map: Map<number, A>, owner: UserId, id: number): Option.Option<A> => {
    const row = map.get(id)
    return row !== undefined && row.user_id === owner ? Option.some(row) : Option.none()
  }

  const pageOf = (owner: UserId, id: number) => owned(state.webpages, owner, id)

  const listed = (owner: UserId, filter: Storage.WebpageFilter) =>
    [...state.webpages.values()]
      .filter(
        (p) =>
          p.user_id === owner &&
          (p.plan_type === "ARCHIVED") === filter.archived &&
          (filter.status_code === undefined || p.status_code_monitoring?.status_code === filter.status_code) &&
          (filter.domain === undefined || p.domain === filter.domain)
      )
      .sort((a, b) => a.id - b.id)

  const webpages: Storage.WebpageRepo["Type"] = {
    insert: (page) =>
      sync(() => {
        for (const p of state.webpages.values()) {
          if (p.user_id === page.user_id && p.url === page.url) return Option.none()
        }
        const row = { ...page, id: nextId("webpages") as WebpageId } as Webpage
        state.webpages.set(row.id, row)
        return Option.some(row)
      }),
    findById: (owner, id) => sync(() => pageOf(owner, id)),
    findByIds: (owner, ids) =>
      sync(() =>
        [...new Set(ids)]
          .sort((a, b) => a - b)
          .flatMap((id) => Option.toArray(pageOf(owner, id)))
      ),
    findByUrl: (owner, url) =>
      sync(() => Option.fromNullable([...state.webpages.values()].find((p) => p.user_id === owner && p.url === url))),
    findByUrls: (owner, urls) =>
      sync(() => {
        const wanted = new Set(urls)
        return [...state.webpages.values()].filter((p) => p.user_id === owner && wanted.has(p.url)).sort((a, b) => a.id - b.id)
      }),
    list: (owner, filter) => sync(() => listed(owner, filter)),
    listIds: (owner, filter) => sync(() => listed(owner, filter).map((p) => p.id as number)),
    modify: (owner, id, f) =>
      withTransaction(
        Effect.gen(function*() {
          const current = pageOf(owner, id)
          if (Option.isNone(current)) return Option.none()
          const next = yield* f(current.value)
          const row = { ...next, id: current.value.id, user_id: current.value.user_id } as Webpage
          state.webpages.set(id, row)
          return Option.some(row)
        })
      ),
    remove: (owner, id) =>
      sync(() => {
        if (Option.isNone(pageOf(owner, id))) return false
        state.webpages.delete(id)
        const drop = <A extends Owned & { readonly webpage_id: number }>(map: Map<number, A>) => {
          for (const [k, v] of map) if (v.user_id === owner && v.webpage_id === id) map.delete(k)
        }
        drop(state.incidents)
        drop(state.verifications)
        drop(state.archives)
        drop(state.deliveries)
        return true
      }),
    countQuota: (owner) =>
      sync(() => [...state.webpages.values()].filter((p) => p.user_id === owner && p.plan_type !== "ARCHIVED").length),
    activeDomains: (owner) =>
      sync(() => {
        const counts = new Map<string, number>()
        for (const p of state.webpages.values()) {
          if (p.user_id === owner && p.plan_type !== "ARCHIVED") counts.set(p.domain, (counts.get(p.domain) ?? 0) + 1)
        }
        return [...counts.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([domain, url_count]) => ({ domain, url_count }) as Domain)
      }),
    claimDue: (now, leaseUntil, limit) =>
      sync(() => {
        const due = [...state.webpages.values()]
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
        const claimed = due.map((p) => ({ ...p, next_check_at: leaseUntil }) as Webpage)
        for (const p of claimed) state.webpages.set(p.id, p)
        return claimed.sort((a, b) => a.id - b.id)
      })
  }

  const archives: Storage.ArchiveRepo["Type"] = {
    insert: (owner, record) =>
      sync(() => {
        const row = { ...record, id: nextId("archives"), user_id: owner } as ArchiveRecord & Owned
        state.archives.set(row.id, row)
        return strip(row) as ArchiveRecord
      }),
    listByWebpage: (owner, webpageId) =>
      sync(() =>
        [...state.archives.values()]
          .filter((a) => a.user_id === owner && a.webpage_id === webpageId)
          .map((a) => strip(a) as ArchiveRecord)
      )
  }

  const jobs: Storage.BatchJobRepo["Type"] = {
    create: (owner, kind, options, items, now) =>
      sync(() => {
        const row: JobRow = { id: nextId("jobs"), user_id: owner, kind, options, created_at: now, cancelled_at: null }
        state.jobs.set(row.id, row)
        items.forEach((item, position) => {
          const id = nextId("items")
          state.items.set(id, {
            id,
            job_id: row.id,
            user_id: owner,
            position,
            url: item.url,
            webpage_id: item.webpage_id,
            action: item.action,
            status: item.status,
            reason: item.reason,
            message: item.message,
            attempts: 0,
            started_at: null,
            finished_at: item.status === "In Queue" ? null : now,
            lease_owner: null,
            lease_expires_at: null
          } as ItemRow)
        })
        return jobOf(row)
      }),
    get: (owner, id) =>
      sync(() => {
        const row = state.jobs.get(id)
        if (row === undefined || row.user_id !== owner) return Option.none()
        const items = [...state.items.values()].filter((i) => i.job_id === id).sort((a, b) => a.position - b.position)
        return Option.some({ job: jobOf(row), items: items.map(itemOf) })
      }),
    list: (owner, kind, limitPerKind) =>
      sync(() => {
        const kinds: ReadonlyArray<BatchJobKind> = kind === undefined ? ["baseline", "rebaseline", "combined_baseline"] : [kind]
        const mine = [...state.jobs.values()].filter((j) => j.user_id === owner).sort((a, b) => b.id - a.id)
        return kinds
          .flatMap((k) => mine.filter((j) => j.kind === k).slice(0, limitPerKind))
          .sort((a, b) => b.id - a.id)
          .map(jobOf)
      }),
    cancel: (owner, id, now) =>
      sync(() => {
        const row = state.jobs.get(id)
        if (row === undefined || row.user_id !== owner) return Option.none()
        const next = { ...row, cancelled_at: row.cancelled_at ?? now }
        state.jobs.set(id, next)
        for (const item of state.items.values()) {
          if (item.job_id === id && item.status === "In Queue") {
            state.items.set(item.id, { ...item, status: "Cancelled", finished_at: now } as ItemRow)
          }
        }
        return Option.some(jobOf(next))
      }),
    claim: (workerId, now, leaseUntil, limit) =>
      sync(() => {
        const claimable = [...state.items.values()]
          .filter((i) => i.status === "In Queue" || (i.status === "Processing" && i.lease_expires_at !== null && i.lease_expires_at < now))
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
        return claimable.map((i) => {
          const next = {
            ...i,
            status: "Processing",
            lease_owner: workerId,
            lease_expires_at: leaseUntil,
            attempts: i.attempts + 1,
            started_at: i.started_at ?? now
          } as ItemRow
          state.items.set(i.id, next)
          const job = state.jobs.get(i.job_id)!
          return { item: itemOf(next), job_id: job.id, kind: job.kind, user_id: job.user_id, options: job.options }
        })
      }),
    renew: (workerId, itemIds, leaseUntil) =>
      sync(() => {
        for (const id of itemIds) {
          const i = state.items.get(id)
          if (i !== undefined && i.lease_owner === workerId && i.status === "Processing") {
            state.items.set(id, { ...i, lease_expires_at: leaseUntil })
          }
        }
      }),
    finish: (workerId, itemId, outcome, now) =>
      sync(() => {
        const i = state.items.get(itemId)
        if (i === undefined || i.lease_owner !== workerId || i.status !== "Processing") return false
        state.items.set(itemId, {
          ...i,
          status: outcome.status,
          reason: outcome.reason,
          message: outcome.message,
          webpage_id: outcome.webpage_id ?? i.webpage_id,
          finished_at: now,
          lease_owner: null,
          lease_expires_at: null
        } as ItemRow)
        return true
      }),
    release: (workerId, itemIds) =>
      sync(() => {
        for (const id of itemIds) {
          const i = state.items.get(id)
          if (i !== undefined && i.lease_owner === workerId && i.status === "Processing") {
            state.items.set(id, { ...i, status: "In Queue", lease_owner: null, lease_expires_at: null } as ItemRow)
          }
        }
      })
  }

  const activity: Storage.ActivityLogRepo["Type"] = {
    append: (owner, entry, now) =>
      sync(() => {
        const row = { id: nextId("activity"), user_id: owner, created_at: now, ...entry } as ActivityLogEntry
        state.activity.set(row.id, row)
        return row
      }),
    get: (owner, id) => sync(() => owned(state.activity, owner, id)),
    list: (owner, limit) =>
      sync(() => [...state.activity.values()].filter((a) => a.user_id === owner).sort((a, b) => b.id - a.id).slice(0, limit))
  }

  const incidents: Storage.IncidentRepo["Type"] = {
    open: (owner, webpageId, kind, findings, now) =>
      sync(() => {
        const row = {
          id: nextId("incidents"),
          webpage_id: webpageId,
          user_id: owner,
          kind,
          status: "open",
          opened_at: now,
          resolved_at: null,
          findings
        } as Incident
        state.incidents.set(row.id, row)
        return row
      }),
    resolve: (owner, id, now) =>
      sync(() =>
        Option.map(owned(state.incidents, owner, id), (i) => {
          const next = { ...i, status: "resolved", resolved_at: i.resolved_at ?? now } as Incident
          state.incidents.set(id, next)
          return next
        })
      ),
    get: (owner, id) => sync(() => owned(state.incidents, owner, id)),
    listByWebpage: (owner, webpageId, limit) =>
      sync(() =>
        [...state.incidents.values()]
          .filter((i) => i.user_id === owner && i.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
      )
  }

  const verifications: Storage.VerificationRepo["Type"] = {
    append: (owner, record, keep) =>
      sync(() => {
        const row = { ...record, id: nextId("verifications"), user_id: owner } as VerificationRecord & Owned
        state.verifications.set(row.id, row)
        const mine = [...state.verifications.values()]
          .filter((v) => v.user_id === owner && v.webpage_id === record.webpage_id)
          .sort((a, b) => b.id - a.id)
        for (const old of mine.slice(keep)) state.verifications.delete(old.id)
        return strip(row) as VerificationRecord
      }),
    listByWebpage: (owner, webpageId, limit) =>
      sync(() =>
        [...state.verifications.values()]
          .filter((v) => v.user_id === owner && v.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
          .map((v) => strip(v) as VerificationRecord)
      )
  }

  const deliveries: Storage.WebhookDeliveryRepo["Type"] = {
    append: (owner, d) =>
      sync(() => {
        const row = { ...d, id: nextId("deliveries"), user_id: owner } as WebhookDelivery & Owned
        state.deliveries.set(row.id, row)
        return strip(row) as WebhookDelivery
      }),
    listByWebpage: (owner, webpageId, limit) =>
      sync(() =>
        [...state.deliveries.values()]
          .filter((d) => d.user_id === owner && d.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
          .map((d) => strip(d) as WebhookDelivery)
      )
  }

  const accounts: Storage.AccountRepo["Type"] = {
    create: (a) =>
      sync(() => {
        for (const x of state.accounts.values()) if (x.name === a.name) return Option.none()
        const row = { ...a, id: nextId("accounts") as UserId } as Account
        state.accounts.set(row.id, row)
        return Option.some(row)
      }),
    get: (id) => sync(() => Option.fromNullable(state.accounts.get(id))),
    findByName: (name) => sync(() => Option.fromNullable([...state.accounts.values()].find((a) => a.name === name))),
    update: (a) =>
      sync(() => {
        if (state.accounts.has(a.id)) state.accounts.set(a.id, a)
      })
  }

  const tokens: Storage.ApiTokenRepo["Type"] = {
    insert: (t) =>
      sync(() => {
        const row = { ...t, id: nextId("tokens") } as ApiToken
        state.tokens.set(row.id, row)
        return row
      }),
    findByHash: (hash) => sync(() => Option.fromNullable([...state.tokens.values()].find((t) => t.token_hash === hash))),
    listByUser: (userId) => sync(() => [...state.tokens.values()].filter((t) => t.user_id === userId).sort((a, b) => a.id - b.id)),
    revoke: (userId, idOrPrefix, now) =>
      sync(() => {
        const asId = /^\d{1,9}$/.test(idOrPrefix) ? Number(idOrPrefix) : -1
        const t = [...state.tokens.values()].find((t) => t.user_id === userId && (t.id === asId || t.prefix === idOrPrefix))
        if (t === undefined) return Option.none()
        const next = { ...t, revoked_at: t.revoked_at ?? now } as ApiToken
        state.tokens.set(t.id, next)
        return Option.some(next)
      })
  }

  const outbox: Storage.WebhookOutboxRepo["Type"] = {
    enqueue: (owner, e, now) =>
      sync(() => {
        const id = nextId("outbox")
        state.outbox.set(id, {
          id,
          user_id: owner,
          webpage_id: e.webpage_id,
          incident_id: e.incident_id,
          event: e.event,
          attempts: 0,
          created_at: now,
          next_attempt_at: now,
          lease_owner: null,
          lease_expires_at: null
        })
      }),
    claim: (workerId, now, leaseUntil, limit) =>
      sync(() => {
        const due = [...state.outbox.values()]
          .filter((r) => r.next_attempt_at <= now && (r.lease_owner === null || (r.lease_expires_at ?? "") < now))
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
        return due.map((r) => {
          const leased: OutboxRow = { ...r, lease_owner: workerId, lease_expires_at: leaseUntil }
          state.outbox.set(r.id, leased)
          const { lease_expires_at: _l, lease_owner: _o, next_attempt_at: _n, ...item } = leased
          return item
        })
      }),
    finish: (workerId, id) =>
      sync(() => {
        const r = state.outbox.get(id)
        if (r === undefined || r.lease_owner !== workerId) return false
        state.outbox.delete(id)
        return true
      }),
    retry: (workerId, id, nextAt) =>
      sync(() => {
        const r = state.outbox.get(id)
        if (r === undefined || r.lease_owner !== workerId) return
        state.outbox.set(id, { ...r, attempts: r.attempts + 1, next_attempt_at: nextAt, lease_owner: null, lease_expires_at: null })
      })
  }

  return Context.empty().pipe(
    Context.add(Storage.WebpageRepo, webpages),
    Context.add(Storage.ArchiveRepo, archives),
    Context.add(Storage.BatchJobRepo, jobs),
    Context.add(Storage.ActivityLogRepo, activity),
    Context.add(Storage.IncidentRepo, incidents),
    Context.add(Storage.VerificationRepo, verifications),
    Context.add(Storage.WebhookDeliveryRepo, deliveries),
    Context.add(Storage.WebhookOutboxRepo, outbox),
    Context.add(Storage.AccountRepo, accounts),
    Context.add(Storage.ApiTokenRepo, tokens),
    Context.add(Storage.Transactor, { withTransaction })
  )
})

/**
 * A fresh in-memory storage per use of the layer.
 *
 * @since 0.1.0
 */
export const layer: Layer.Layer<Storage.Storage> = Layer.scopedContext(Effect.map(make, ChangeFeed.tracked))

/**
 * Batch jobs and their items in memory, also the work queue.
 *
 * @since 0.1.0
 */
import { type BatchJob, type BatchJobItem, type BatchJobKind, identifierOf, jobStatusOf, progressOf } from "@defmon/core/domain/BatchJob"
import { BatchJobRepo, type ClaimedItem } from "@defmon/core/ports/storage"
import { Option } from "effect"
import type { ItemRow, JobRow, Store, Tables } from "./Store.js"

const jobOf = (t: Tables, row: JobRow): BatchJob => {
  const statuses: Array<BatchJobItem["status"]> = []
  for (const item of t.items.values()) if (item.job_id === row.id) statuses.push(item.status)
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
  }
}

const itemOf = (row: ItemRow): BatchJobItem => {
  const { lease_expires_at: _e, lease_owner: _o, user_id: _u, ...item } = row
  return item
}

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): BatchJobRepo["Type"] =>
  BatchJobRepo.of({
    create: (owner, kind, options, items, now) =>
      store.sync((t) => {
        const row: JobRow = { id: store.nextId("jobs"), user_id: owner, kind, options, created_at: now, cancelled_at: null }
        t.jobs.set(row.id, row)
        items.forEach((item, position) => {
          const id = store.nextId("items")
          t.items.set(id, {
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
          })
        })
        return jobOf(t, row)
      }),
    get: (owner, id) =>
      store.sync((t) => {
        const row = t.jobs.get(id)
        if (row === undefined || row.user_id !== owner) return Option.none()
        const items = [...t.items.values()].filter((i) => i.job_id === id).sort((a, b) => a.position - b.position)
        return Option.some({ job: jobOf(t, row), items: items.map(itemOf) })
      }),
    list: (owner, kind, limitPerKind) =>
      store.sync((t) => {
        const kinds: ReadonlyArray<BatchJobKind> = kind === undefined ? ["baseline", "rebaseline", "combined_baseline"] : [kind]
        const mine = [...t.jobs.values()].filter((j) => j.user_id === owner).sort((a, b) => b.id - a.id)
        return kinds
          .flatMap((k) => mine.filter((j) => j.kind === k).slice(0, limitPerKind))
          .sort((a, b) => b.id - a.id)
          .map((j) => jobOf(t, j))
      }),
    cancel: (owner, id, now) =>
      store.sync((t) => {
        const row = t.jobs.get(id)
        if (row === undefined || row.user_id !== owner) return Option.none()
        const next: JobRow = { ...row, cancelled_at: row.cancelled_at ?? now }
        t.jobs.set(id, next)
        for (const item of t.items.values()) {
          if (item.job_id === id && item.status === "In Queue") t.items.set(item.id, { ...item, status: "Cancelled", finished_at: now })
        }
        return Option.some(jobOf(t, next))
      }),
    claim: (workerId, now, leaseUntil, limit) =>
      store.sync((t) => {
        // Fair across accounts: each item ranked within its account, oldest first; taken by rank, then id.
        const rank = new Map<number, number>()
        const claimable = [...t.items.values()]
          .filter((i) => i.status === "In Queue" || (i.status === "Processing" && i.lease_expires_at !== null && i.lease_expires_at < now))
          .sort((a, b) => a.id - b.id)
          .map((i) => {
            const r = rank.get(i.user_id) ?? 0
            rank.set(i.user_id, r + 1)
            return { i, r }
          })
          .sort((a, b) => a.r - b.r || a.i.id - b.i.id)
          .slice(0, limit)
          .map(({ i }) => i)
        return claimable.map((i): ClaimedItem => {
          const next: ItemRow = {
            ...i,
            status: "Processing",
            lease_owner: workerId,
            lease_expires_at: leaseUntil,
            attempts: i.attempts + 1,
            started_at: i.started_at ?? now
          }
          t.items.set(i.id, next)
          const job = t.jobs.get(i.job_id)!
          return { item: itemOf(next), job_id: job.id, kind: job.kind, user_id: job.user_id, options: job.options }
        })
      }),
    renew: (workerId, itemIds, leaseUntil) =>
      store.sync((t) => {
        for (const id of itemIds) {
          const i = t.items.get(id)
          if (i !== undefined && i.lease_owner === workerId && i.status === "Processing") t.items.set(id, { ...i, lease_expires_at: leaseUntil })
        }
      }),
    finish: (workerId, itemId, outcome, now) =>
      store.sync((t) => {
        const i = t.items.get(itemId)
        if (i === undefined || i.lease_owner !== workerId || i.status !== "Processing") return false
        t.items.set(itemId, {
          ...i,
          status: outcome.status,
          reason: outcome.reason,
          message: outcome.message,
          webpage_id: outcome.webpage_id ?? i.webpage_id,
          finished_at: now,
          lease_owner: null,
          lease_expires_at: null
        })
        return true
      }),
    release: (workerId, itemIds) =>
      store.sync((t) => {
        for (const id of itemIds) {
          const i = t.items.get(id)
          if (i !== undefined && i.lease_owner === workerId && i.status === "Processing") {
            t.items.set(id, { ...i, status: "In Queue", lease_owner: null, lease_expires_at: null })
          }
        }
      })
  })

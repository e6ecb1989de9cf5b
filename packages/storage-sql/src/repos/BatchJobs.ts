/**
 * Batch jobs and their items on SQL: one table for every kind (ids from one
 * sequence), items that are also the durable work queue. Claims take items
 * in one statement through the partial index of live items.
 *
 * @since 0.1.0
 */
import {
  BatchItemAction,
  BatchItemStatus,
  type BatchJob,
  type BatchJobItem,
  BatchJobKind,
  FailureReason,
  identifierOf,
  jobStatusOf,
  progressOf
} from "@defmon/core/domain/BatchJob"
import type { MonitoringConfiguration } from "@defmon/core/domain/Settings"
import { UserId, WebpageId } from "@defmon/core/domain/Webpage"
import { BatchJobRepo, type ClaimedItem } from "@defmon/core/ports/storage"
import { Effect, Option } from "effect"
import { chunks, int, ITEM_ROWS, json, literal, type Row, text, textOrNull } from "../internal/columns.js"
import { type RepoContext, rows } from "../internal/context.js"

const kindOf = literal(BatchJobKind)
const statusOf = literal(BatchItemStatus)
const actionOf = literal(BatchItemAction)
const reasonOf = literal(FailureReason)

const toItem = (r: Row): BatchJobItem => ({
  id: int(r.id),
  job_id: int(r.job_id),
  position: int(r.position),
  url: text(r.url),
  webpage_id: r.webpage_id === null || r.webpage_id === undefined ? null : WebpageId.make(int(r.webpage_id)),
  action: actionOf(r.action),
  status: statusOf(r.status),
  reason: r.reason === null || r.reason === undefined ? null : reasonOf(r.reason),
  message: textOrNull(r.message),
  attempts: int(r.attempts),
  started_at: textOrNull(r.started_at),
  finished_at: textOrNull(r.finished_at)
})

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ clauses, sql, withTransaction }: RepoContext): BatchJobRepo["Type"] => {
  const skipLocked = sql.literal(clauses.skipLocked)

  // Jobs with their progress, counted per status from the (job, status) index.
  const jobsOf = (jobRows: ReadonlyArray<Row>) =>
    Effect.gen(function*() {
      if (jobRows.length === 0) return [] as Array<BatchJob>
      const counts = new Map<number, Array<[BatchJobItem["status"], number]>>()
      for (const chunk of chunks(jobRows.map((r) => int(r.id)))) {
        const rs = yield* rows(
          sql`SELECT job_id, status, CAST(COUNT(*) AS INTEGER) AS n FROM batch_job_items
              WHERE ${sql.in("job_id", chunk)} GROUP BY job_id, status`
        )
        for (const r of rs) {
          const list = counts.get(int(r.job_id)) ?? []
          list.push([statusOf(r.status), int(r.n)])
          counts.set(int(r.job_id), list)
        }
      }
      return jobRows.map((r): BatchJob => {
        const id = int(r.id)
        const kind = kindOf(r.kind)
        const progress = progressOf((counts.get(id) ?? []).flatMap(([s, n]) => Array.from({ length: n }, () => s)))
        return {
          id,
          identifier: identifierOf(kind, id),
          kind,
          user_id: UserId.make(int(r.user_id)),
          status: jobStatusOf(progress),
          options: json<MonitoringConfiguration>(r.options),
          progress,
          created_at: text(r.created_at),
          cancelled_at: textOrNull(r.cancelled_at)
        }
      })
    })

  return BatchJobRepo.of({
    create: (owner, kind, options, items, now) =>
      withTransaction(
        Effect.gen(function*() {
          const [job] = yield* rows(
            sql`INSERT INTO batch_jobs ${
              sql.insert({ user_id: owner, kind, options: JSON.stringify(options), created_at: now, cancelled_at: null })
            } RETURNING *`
          )
          const jobId = int(job!.id)
          const values = items.map((item, position) => ({
            job_id: jobId,
            user_id: owner,
            position,
            url: item.url,
            webpage_id: item.webpage_id,
            action: item.action,
            status: item.status,
            reason: item.reason,
            message: item.message,
            attempts: 0,
            lease_owner: null,
            lease_expires_at: null,
            started_at: null,
            finished_at: item.status === "In Queue" ? null : now
          }))
          for (const chunk of chunks(values, ITEM_ROWS)) yield* rows(sql`INSERT INTO batch_job_items ${sql.insert(chunk)}`)
          return (yield* jobsOf([job!]))[0]!
        })
      ),

    get: (owner, id) =>
      Effect.gen(function*() {
        const rs = yield* rows(sql`SELECT * FROM batch_jobs WHERE user_id = ${owner} AND id = ${id}`)
        if (rs.length === 0) return Option.none()
        const [job] = yield* jobsOf(rs)
        const items = yield* rows(
          sql`SELECT * FROM batch_job_items WHERE job_id = ${id} AND user_id = ${owner} ORDER BY position`
        )
        return Option.some({ job: job!, items: items.map(toItem) })
      }),

    list: (owner, kind, limitPerKind) =>
      Effect.gen(function*() {
        const kinds: ReadonlyArray<BatchJobKind> = kind === undefined ? ["baseline", "rebaseline", "combined_baseline"] : [kind]
        const all: Array<Row> = []
        for (const k of kinds) {
          all.push(
            ...(yield* rows(
              sql`SELECT * FROM batch_jobs WHERE user_id = ${owner} AND kind = ${k} ORDER BY id DESC LIMIT ${limitPerKind}`
            ))
          )
        }
        all.sort((a, b) => int(b.id) - int(a.id))
        return yield* jobsOf(all)
      }),

    cancel: (owner, id, now) =>
      withTransaction(
        Effect.gen(function*() {
          const rs = yield* rows(
            sql`UPDATE batch_jobs SET cancelled_at = COALESCE(cancelled_at, ${now})
                WHERE user_id = ${owner} AND id = ${id} RETURNING *`
          )
          if (rs.length === 0) return Option.none()
          yield* rows(
            sql`UPDATE batch_job_items SET status = 'Cancelled', finished_at = ${now}
                WHERE job_id = ${id} AND user_id = ${owner} AND status = 'In Queue'`
          )
          return Option.some((yield* jobsOf(rs))[0]!)
        })
      ),

    claim: (workerId, now, leaseUntil, limit) =>
      Effect.gen(function*() {
        // Fair across accounts: the accounts with live items (an index seek
        // each), then each account's oldest claimable items, taken in turns
        // (every account's first, then every account's second, ...), so one
        // account's 10,000 queued items do not hold back another's first.
        const users = (yield* rows(
          sql`WITH RECURSIVE u(user_id) AS (
                SELECT MIN(user_id) FROM batch_job_items WHERE status IN ('In Queue', 'Processing')
                UNION ALL
                SELECT (SELECT MIN(b.user_id) FROM batch_job_items b
                        WHERE b.status IN ('In Queue', 'Processing') AND b.user_id > u.user_id)
                FROM u WHERE u.user_id IS NOT NULL
              )
              SELECT user_id FROM u WHERE user_id IS NOT NULL`
        )).map((r) => int(r.user_id))
        if (users.length === 0) return []
        // Each account may fill the claim when the others have few items; with many accounts, each its share.
        const share = users.length <= 8 ? limit : Math.max(1, Math.ceil(limit / users.length))
        const perUser = yield* Effect.forEach(users.slice(0, Math.max(1, limit)), (user) =>
          Effect.map(
            rows(
              sql`SELECT id FROM batch_job_items
                  WHERE user_id = ${user} AND status IN ('In Queue', 'Processing') AND (status = 'In Queue' OR lease_expires_at < ${now})
                  ORDER BY id LIMIT ${share}`
            ),
            (rs) => rs.map((r) => int(r.id))
          ))
        const chosen: Array<number> = []
        for (let rank = 0; chosen.length < limit && perUser.some((ids) => rank < ids.length); rank++) {
          const turn = perUser.flatMap((ids) => (rank < ids.length ? [ids[rank]!] : [])).sort((a, b) => a - b)
          chosen.push(...turn.slice(0, limit - chosen.length))
        }
        if (chosen.length === 0) return []
        const claimed = yield* rows(
          sql`UPDATE batch_job_items
              SET status = 'Processing', lease_owner = ${workerId}, lease_expires_at = ${leaseUntil},
                  attempts = attempts + 1, started_at = COALESCE(started_at, ${now})
              WHERE id IN (
                SELECT id FROM batch_job_items
                WHERE ${sql.in("id", chosen)} AND status IN ('In Queue', 'Processing') AND (status = 'In Queue' OR lease_expires_at < ${now})
                ${skipLocked}
              ) RETURNING *`
        )
        if (claimed.length === 0) return []
        const jobIds = [...new Set(claimed.map((r) => int(r.job_id)))]
        const jobRows = yield* rows(sql`SELECT * FROM batch_jobs WHERE ${sql.in("id", jobIds)}`)
        const byId = new Map(jobRows.map((r) => [int(r.id), r]))
        return claimed
          .map((r): ClaimedItem => {
            const job = byId.get(int(r.job_id))!
            return {
              item: toItem(r),
              job_id: int(job.id),
              kind: kindOf(job.kind),
              user_id: UserId.make(int(job.user_id)),
              options: json<MonitoringConfiguration>(job.options)
            }
          })
          .sort((a, b) => a.item.id - b.item.id)
      }),

    renew: (workerId, itemIds, leaseUntil) =>
      itemIds.length === 0
        ? Effect.void
        : Effect.asVoid(
          rows(
            sql`UPDATE batch_job_items SET lease_expires_at = ${leaseUntil}
                WHERE lease_owner = ${workerId} AND status = 'Processing' AND ${sql.in("id", itemIds)}`
          )
        ),

    finish: (workerId, itemId, outcome, now) =>
      Effect.map(
        rows(
          sql`UPDATE batch_job_items
              SET status = ${outcome.status}, reason = ${outcome.reason}, message = ${outcome.message},
                  webpage_id = COALESCE(${outcome.webpage_id}, webpage_id), finished_at = ${now},
                  lease_owner = NULL, lease_expires_at = NULL
              WHERE id = ${itemId} AND lease_owner = ${workerId} AND status = 'Processing' RETURNING id`
        ),
        (rs) => rs.length === 1
      ),

    release: (workerId, itemIds) =>
      itemIds.length === 0
        ? Effect.void
        : Effect.asVoid(
          rows(
            sql`UPDATE batch_job_items SET status = 'In Queue', lease_owner = NULL, lease_expires_at = NULL
                WHERE lease_owner = ${workerId} AND status = 'Processing' AND ${sql.in("id", itemIds)}`
          )
        )
  })
}

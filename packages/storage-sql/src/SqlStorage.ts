/**
 * The storage port on `@effect/sql`: one implementation of every repository,
 * run on SQLite and PostgreSQL. Every query of user data filters by the
 * owner. SQL failures are defects: use cases never see an `SqlError`.
 *
 * @since 0.1.0
 */
import * as ChangeFeed from "@defmon/core/ports/ChangeFeed"
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type { BatchJob, BatchJobItem, BatchJobKind } from "@defmon/core/domain/BatchJob"
import { identifierOf, jobStatusOf, progressOf } from "@defmon/core/domain/BatchJob"
import type { Domain } from "@defmon/core/domain/Host"
import type { MonitoringConfiguration } from "@defmon/core/domain/Settings"
import * as Storage from "@defmon/core/ports/storage"
import type { UserId, Webpage, WebpageId } from "@defmon/core/domain/Webpage"
import { Context, Effect, FiberRef, Layer, Option } from "effect"
import {
  chunks,
  docOf,
  ITEM_ROWS,
  num,
  parse,
  type Row,
  toAccount,
  toActivity,
  toArchive,
  toDelivery,
  toIncident,
  toItem,
  toToken,
  toVerification,
  toWebpage,
  webpageColumns
} from "./internal/rows.js"

/**
 * Builds every repository of the storage port on the `SqlClient` in context.
 *
 * @since 0.1.0
 */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const forUpdate = sql.literal(isPg ? "FOR UPDATE" : "")
  const skipLocked = sql.literal(isPg ? "FOR UPDATE SKIP LOCKED" : "")

  // Nested calls join the outer transaction directly: no savepoint, no second
  // write-lock statement (a check runs several repository calls in one).
  const inTransaction = FiberRef.unsafeMake(false)
  const begin: Effect.Effect<unknown, SqlError> = isPg ? Effect.void : sql`UPDATE write_lock SET n = n WHERE id = 0`
  const withTransaction = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(inTransaction), (inside) =>
      inside
        ? self
        : sql.withTransaction(
          // On SQLite, take the write lock first (see the write_lock table): an
          // UPDATE locks when it starts, and matching no row it writes nothing.
          Effect.zipRight(begin, Effect.locally(self, inTransaction, true))
        ).pipe(Effect.catchTag("SqlError", Effect.die)) as Effect.Effect<A, E, R>)

  const byId = (a: Webpage, b: Webpage) => a.id - b.id
  const rows = (statement: Effect.Effect<ReadonlyArray<Row>, unknown>) => Effect.orDie(statement)

  // ---------------------------------------------------------------- webpages

  const findById = (owner: UserId, id: number) =>
    rows(sql`SELECT * FROM webpages WHERE user_id = ${owner} AND id = ${id}`).pipe(
      Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(withRevision(rs[0]!))))
    )

  // Which write of its baseline columns a page record read from here
  // carries: `modify(…, known)` reuses the known baseline and reference when
  // the row still has that revision.
  const revisions = new WeakMap<Webpage, number>()
  const withRevision = (r: Row): Webpage => {
    const page = toWebpage(r)
    revisions.set(page, num(r.baselines_rev))
    return page
  }
  const lightColumns = sql.literal(
    "id, user_id, url, domain, health_status, plan_type, paused, has_baseline, last_status_code, next_check_at, doc, baselines_rev"
  )

  const listWhere = (owner: UserId, filter: Storage.WebpageFilter) => {
    const clauses = [
      sql`user_id = ${owner}`,
      filter.archived ? sql`plan_type = 'ARCHIVED'` : sql`plan_type <> 'ARCHIVED'`
    ]
    if (filter.status_code !== undefined) clauses.push(sql`last_status_code = ${filter.status_code}`)
    if (filter.domain !== undefined) clauses.push(sql`domain = ${filter.domain}`)
    return sql.and(clauses)
  }

  const webpages: Storage.WebpageRepo["Type"] = {
    insert: (page) =>
      rows(
        sql`INSERT INTO webpages ${
          sql.insert({
            ...webpageColumns(page, docOf(page as Webpage)),
            baseline: page.current_baseline === null ? null : JSON.stringify(page.current_baseline),
            reference: page.continuous_reference === null ? null : JSON.stringify(page.continuous_reference)
          })
        } ON CONFLICT (user_id, url) DO NOTHING RETURNING *`
      ).pipe(Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toWebpage(rs[0]!))))),

    findById,

    findByIds: (owner, ids) =>
      ids.length === 0
        ? Effect.succeed([])
        : Effect.map(
          Effect.forEach(chunks([...new Set(ids)]), (chunk) =>
            rows(sql`SELECT * FROM webpages WHERE user_id = ${owner} AND ${sql.in("id", chunk)}`)),
          (parts) => parts.flat().map(toWebpage).sort(byId)
        ),

    findByUrl: (owner, url) =>
      rows(sql`SELECT * FROM webpages WHERE user_id = ${owner} AND url = ${url}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toWebpage(rs[0]!))))
      ),

    findByUrls: (owner, urls) =>
      urls.length === 0
        ? Effect.succeed([])
        : Effect.map(
          Effect.forEach(chunks([...new Set(urls)]), (chunk) =>
            rows(sql`SELECT * FROM webpages WHERE user_id = ${owner} AND ${sql.in("url", chunk)}`)),
          (parts) => parts.flat().map(toWebpage).sort(byId)
        ),

    list: (owner, filter) =>
      rows(sql`SELECT * FROM webpages WHERE ${listWhere(owner, filter)} ORDER BY id`).pipe(
        Effect.map((rs) => rs.map(toWebpage))
      ),
    listIds: (owner, filter) =>
      rows(sql`SELECT id FROM webpages WHERE ${listWhere(owner, filter)} ORDER BY id`).pipe(
        Effect.map((rs) => rs.map((r) => num(r.id)))
      ),

    modify: (owner, id, f, known) =>
      withTransaction(
        Effect.gen(function*() {
          const knownRev = known !== undefined && known.id === id && known.user_id === owner ? revisions.get(known) : undefined
          let row: Row | undefined
          let before: Webpage
          if (knownRev !== undefined) {
            const light = yield* rows(sql`SELECT ${lightColumns} FROM webpages WHERE user_id = ${owner} AND id = ${id} ${forUpdate}`)
            if (light.length === 0) return Option.none()
            if (num(light[0]!.baselines_rev) === knownRev) {
              row = light[0]!
              before = {
                ...toWebpage({ ...row, baseline: null, reference: null }),
                current_baseline: known!.current_baseline,
                continuous_reference: known!.continuous_reference
              }
            }
          }
          if (row === undefined) {
            const rs = yield* rows(sql`SELECT * FROM webpages WHERE user_id = ${owner} AND id = ${id} ${forUpdate}`)
            if (rs.length === 0) return Option.none()
            row = rs[0]!
            before = toWebpage(row)
          }
          before = before!
          const after = yield* f(before)
          const doc = docOf(after)
          const set: Record<string, unknown> = {}
          const cols = webpageColumns(after, doc)
          for (const [k, v] of Object.entries(cols)) {
            const old = row[k]
            const same = k === "paused" || k === "has_baseline" ? num(old) === v : (old ?? null) === v
            if (!same) set[k] = v
          }
          // The baseline and reference are rewritten only when they changed.
          if (after.current_baseline !== before.current_baseline) {
            set.baseline = after.current_baseline === null ? null : JSON.stringify(after.current_baseline)
          }
          if (after.continuous_reference !== before.continuous_reference) {
            set.reference = after.continuous_reference === null ? null : JSON.stringify(after.continuous_reference)
          }
          if ("baseline" in set || "reference" in set) set.baselines_rev = num(row.baselines_rev) + 1
          delete set.user_id
          if (Object.keys(set).length > 0) {
            yield* rows(sql`UPDATE webpages SET ${sql.update(set)} WHERE user_id = ${owner} AND id = ${id}`)
          }
          return Option.some({ ...after, id: before.id, user_id: before.user_id } as Webpage)
        })
      ),

    remove: (owner, id) =>
      withTransaction(
        Effect.gen(function*() {
          const rs = yield* rows(sql`DELETE FROM webpages WHERE user_id = ${owner} AND id = ${id} RETURNING id`)
          if (rs.length === 0) return false
          for (const table of ["incidents", "verifications", "archive_records", "webhook_deliveries"]) {
            yield* rows(sql`DELETE FROM ${sql(table)} WHERE user_id = ${owner} AND webpage_id = ${id}`)
          }
          return true
        })
      ),

    countQuota: (owner) =>
      rows(sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM webpages WHERE user_id = ${owner} AND plan_type <> 'ARCHIVED'`).pipe(
        Effect.map((rs) => num(rs[0]!.n))
      ),

    activeDomains: (owner) =>
      rows(
        sql`SELECT domain, CAST(COUNT(*) AS INTEGER) AS url_count FROM webpages
            WHERE user_id = ${owner} AND plan_type <> 'ARCHIVED' GROUP BY domain ORDER BY domain`
      ).pipe(Effect.map((rs) => rs.map((r) => ({ domain: r.domain, url_count: num(r.url_count) }) as Domain))),

    claimDue: (now, leaseUntil, limit) =>
      rows(
        sql`UPDATE webpages SET next_check_at = ${leaseUntil} WHERE id IN (
              SELECT id FROM webpages
              WHERE next_check_at <= ${now} AND paused = 0 AND plan_type <> 'ARCHIVED' AND has_baseline = 1
              ORDER BY next_check_at, id LIMIT ${limit} ${skipLocked}
            ) RETURNING *`
      ).pipe(Effect.map((rs) => rs.map(withRevision).sort((a, b) => a.id - b.id)))
  }

  // ---------------------------------------------------------------- archives

  const archives: Storage.ArchiveRepo["Type"] = {
    insert: (owner, record) =>
      rows(sql`INSERT INTO archive_records ${sql.insert({ user_id: owner, ...record })} RETURNING *`).pipe(
        Effect.map((rs) => toArchive(rs[0]!))
      ),
    listByWebpage: (owner, webpageId) =>
      rows(sql`SELECT * FROM archive_records WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id`).pipe(
        Effect.map((rs) => rs.map(toArchive))
      )
  }

  // ---------------------------------------------------------------- batch jobs

  const jobsOf = (jobRows: ReadonlyArray<Row>) =>
    Effect.gen(function*() {
      if (jobRows.length === 0) return [] as Array<BatchJob>
      const ids = jobRows.map((r) => num(r.id))
      const counts = new Map<number, Array<[string, number]>>()
      for (const chunk of chunks(ids)) {
        const rs = yield* rows(
          sql`SELECT job_id, status, CAST(COUNT(*) AS INTEGER) AS n FROM batch_job_items
              WHERE ${sql.in("job_id", chunk)} GROUP BY job_id, status`
        )
        for (const r of rs) {
          const list = counts.get(num(r.job_id)) ?? []
          list.push([r.status, num(r.n)])
          counts.set(num(r.job_id), list)
        }
      }
      return jobRows.map((r) => {
        const statuses = (counts.get(num(r.id)) ?? []).flatMap(([s, n]) => Array.from({ length: n }, () => s as BatchJobItem["status"]))
        const progress = progressOf(statuses)
        return {
          id: num(r.id),
          identifier: identifierOf(r.kind, num(r.id)),
          kind: r.kind,
          user_id: num(r.user_id) as UserId,
          status: jobStatusOf(progress),
          options: parse(r.options) as MonitoringConfiguration,
          progress,
          created_at: r.created_at,
          cancelled_at: r.cancelled_at ?? null
        } as BatchJob
      })
    })

  const jobs: Storage.BatchJobRepo["Type"] = {
    create: (owner, kind, options, items, now) =>
      withTransaction(
        Effect.gen(function*() {
          const [job] = yield* rows(
            sql`INSERT INTO batch_jobs ${
              sql.insert({ user_id: owner, kind, options: JSON.stringify(options), created_at: now, cancelled_at: null })
            } RETURNING *`
          )
          const jobId = num(job!.id)
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
          for (const chunk of chunks(values, ITEM_ROWS)) {
            yield* rows(sql`INSERT INTO batch_job_items ${sql.insert(chunk as unknown as Array<Row>)}`)
          }
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
        all.sort((a, b) => num(b.id) - num(a.id))
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
        const claimed = yield* rows(
          sql`UPDATE batch_job_items
              SET status = 'Processing', lease_owner = ${workerId}, lease_expires_at = ${leaseUntil},
                  attempts = attempts + 1, started_at = COALESCE(started_at, ${now})
              WHERE id IN (
                SELECT id FROM batch_job_items
                WHERE status IN ('In Queue', 'Processing') AND (status = 'In Queue' OR lease_expires_at < ${now})
                ORDER BY id LIMIT ${limit} ${skipLocked}
              ) RETURNING *`
        )
        if (claimed.length === 0) return []
        const jobIds = [...new Set(claimed.map((r) => num(r.job_id)))]
        const jobRows = yield* rows(sql`SELECT * FROM batch_jobs WHERE ${sql.in("id", jobIds)}`)
        const byId = new Map(jobRows.map((r) => [num(r.id), r]))
        return claimed
          .map((r) => {
            const job = byId.get(num(r.job_id))!
            return {
              item: toItem(r),
              job_id: num(job.id),
              kind: job.kind as BatchJobKind,
              user_id: num(job.user_id) as UserId,
              options: parse(job.options) as MonitoringConfiguration
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
      rows(
        sql`UPDATE batch_job_items
            SET status = ${outcome.status}, reason = ${outcome.reason}, message = ${outcome.message},
                webpage_id = COALESCE(${outcome.webpage_id}, webpage_id), finished_at = ${now},
                lease_owner = NULL, lease_expires_at = NULL
            WHERE id = ${itemId} AND lease_owner = ${workerId} AND status = 'Processing' RETURNING id`
      ).pipe(Effect.map((rs) => rs.length === 1)),

    release: (workerId, itemIds) =>
      itemIds.length === 0
        ? Effect.void
        : Effect.asVoid(
          rows(
            sql`UPDATE batch_job_items SET status = 'In Queue', lease_owner = NULL, lease_expires_at = NULL
                WHERE lease_owner = ${workerId} AND status = 'Processing' AND ${sql.in("id", itemIds)}`
          )
        )
  }

  // ---------------------------------------------------------------- activity log

  const activity: Storage.ActivityLogRepo["Type"] = {
    append: (owner, entry, now) =>
      rows(
        sql`INSERT INTO activity_log ${
          sql.insert({ user_id: owner, created_at: now, action: entry.action, target: entry.target, details: JSON.stringify(entry.details) })
        } RETURNING *`
      ).pipe(Effect.map((rs) => toActivity(rs[0]!))),
    get: (owner, id) =>
      rows(sql`SELECT * FROM activity_log WHERE user_id = ${owner} AND id = ${id}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toActivity(rs[0]!))))
      ),
    list: (owner, limit) =>
      rows(sql`SELECT * FROM activity_log WHERE user_id = ${owner} ORDER BY id DESC LIMIT ${limit}`).pipe(
        Effect.map((rs) => rs.map(toActivity))
      )
  }

  // ---------------------------------------------------------------- incidents

  const incidents: Storage.IncidentRepo["Type"] = {
    open: (owner, webpageId, kind, findings, now) =>
      rows(
        sql`INSERT INTO incidents ${
          sql.insert({
            user_id: owner,
            webpage_id: webpageId,
            kind,
            status: "open",
            opened_at: now,
            resolved_at: null,
            findings: JSON.stringify(findings)
          })
        } RETURNING *`
      ).pipe(Effect.map((rs) => toIncident(rs[0]!))),
    resolve: (owner, id, now) =>
      rows(
        sql`UPDATE incidents SET status = 'resolved', resolved_at = COALESCE(resolved_at, ${now})
            WHERE user_id = ${owner} AND id = ${id} RETURNING *`
      ).pipe(Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toIncident(rs[0]!))))),
    get: (owner, id) =>
      rows(sql`SELECT * FROM incidents WHERE user_id = ${owner} AND id = ${id}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toIncident(rs[0]!))))
      ),
    listByWebpage: (owner, webpageId, limit) =>
      rows(
        sql`SELECT * FROM incidents WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`
      ).pipe(Effect.map((rs) => rs.map(toIncident)))
  }

  // ---------------------------------------------------------------- verifications

  const verifications: Storage.VerificationRepo["Type"] = {
    append: (owner, record, keep) =>
      Effect.gen(function*() {
        const [row] = yield* rows(
          sql`INSERT INTO verifications ${
            sql.insert({
              user_id: owner,
              webpage_id: record.webpage_id,
              checked_at: record.checked_at,
              status_code: record.status_code,
              response_time_ms: record.response_time_ms,
              error: record.error,
              verdict: record.verdict,
              health_status: record.health_status,
              findings: JSON.stringify(record.findings)
            })
          } RETURNING *`
        )
        // Bounded history: drop what is older than the newest `keep`.
        yield* rows(
          sql`DELETE FROM verifications WHERE webpage_id = ${record.webpage_id} AND user_id = ${owner} AND id <= (
                SELECT id FROM verifications WHERE webpage_id = ${record.webpage_id} AND user_id = ${owner}
                ORDER BY id DESC LIMIT 1 OFFSET ${keep}
              )`
        )
        return toVerification(row!)
      }),
    listByWebpage: (owner, webpageId, limit) =>
      rows(
        sql`SELECT * FROM verifications WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`
      ).pipe(Effect.map((rs) => rs.map(toVerification)))
  }

  // ---------------------------------------------------------------- deliveries

  const deliveries: Storage.WebhookDeliveryRepo["Type"] = {
    append: (owner, d) =>
      rows(
        sql`INSERT INTO webhook_deliveries ${
          sql.insert({ user_id: owner, ...d, delivered: d.delivered ? 1 : 0 })
        } RETURNING *`
      ).pipe(Effect.map((rs) => toDelivery(rs[0]!))),
    listByWebpage: (owner, webpageId, limit) =>
      rows(
        sql`SELECT * FROM webhook_deliveries WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`
      ).pipe(Effect.map((rs) => rs.map(toDelivery)))
  }

  const toOutbox = (r: Row): Storage.OutboxItem => ({
    id: num(r.id),
    user_id: num(r.user_id) as UserId,
    webpage_id: num(r.webpage_id) as WebpageId,
    incident_id: num(r.incident_id),
    event: r.event as Storage.OutboxItem["event"],
    attempts: num(r.attempts),
    created_at: String(r.created_at)
  })

  const outbox: Storage.WebhookOutboxRepo["Type"] = {
    enqueue: (owner, e, now) =>
      Effect.asVoid(rows(sql`INSERT INTO webhook_outbox ${
        sql.insert({
          user_id: owner,
          webpage_id: e.webpage_id,
          incident_id: e.incident_id,
          event: e.event,
          attempts: 0,
          next_attempt_at: now,
          created_at: now
        })
      }`)),
    claim: (workerId, now, leaseUntil, limit) =>
      rows(
        sql`UPDATE webhook_outbox SET lease_owner = ${workerId}, lease_expires_at = ${leaseUntil}
            WHERE id IN (
              SELECT id FROM webhook_outbox
              WHERE next_attempt_at <= ${now} AND (lease_owner IS NULL OR lease_expires_at < ${now})
              ORDER BY id LIMIT ${limit} ${skipLocked}
            ) RETURNING *`
      ).pipe(Effect.map((rs) => rs.map(toOutbox).sort((a, b) => a.id - b.id))),
    finish: (workerId, id) =>
      rows(sql`DELETE FROM webhook_outbox WHERE id = ${id} AND lease_owner = ${workerId} RETURNING id`).pipe(
        Effect.map((rs) => rs.length === 1)
      ),
    retry: (workerId, id, nextAt) =>
      Effect.asVoid(rows(
        sql`UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = ${nextAt}, lease_owner = NULL, lease_expires_at = NULL
            WHERE id = ${id} AND lease_owner = ${workerId}`
      ))
  }

  // ---------------------------------------------------------------- accounts, tokens

  const accounts: Storage.AccountRepo["Type"] = {
    create: (a) =>
      rows(
        sql`INSERT INTO accounts ${
          sql.insert({ ...a, status_code_monitoring: a.status_code_monitoring ? 1 : 0 })
        } ON CONFLICT (name) DO NOTHING RETURNING *`
      ).pipe(Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toAccount(rs[0]!))))),
    get: (id) =>
      rows(sql`SELECT * FROM accounts WHERE id = ${id}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toAccount(rs[0]!))))
      ),
    findByName: (name) =>
      rows(sql`SELECT * FROM accounts WHERE name = ${name}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toAccount(rs[0]!))))
      ),
    update: (a) =>
      Effect.asVoid(
        rows(
          sql`UPDATE accounts SET quota = ${a.quota}, status_code_monitoring = ${a.status_code_monitoring ? 1 : 0}
              WHERE id = ${a.id}`
        )
      )
  }

  const tokens: Storage.ApiTokenRepo["Type"] = {
    insert: (t) => rows(sql`INSERT INTO api_tokens ${sql.insert({ ...t })} RETURNING *`).pipe(Effect.map((rs) => toToken(rs[0]!))),
    findByHash: (hash) =>
      rows(sql`SELECT * FROM api_tokens WHERE token_hash = ${hash}`).pipe(
        Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toToken(rs[0]!))))
      ),
    listByUser: (userId) =>
      rows(sql`SELECT * FROM api_tokens WHERE user_id = ${userId} ORDER BY id`).pipe(Effect.map((rs) => rs.map(toToken))),
    revoke: (userId, idOrPrefix, now) => {
      const asId = /^\d{1,9}$/.test(idOrPrefix) ? Number(idOrPrefix) : -1
      return rows(
        sql`UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, ${now})
            WHERE user_id = ${userId} AND (id = ${asId} OR prefix = ${idOrPrefix}) RETURNING *`
      ).pipe(Effect.map((rs) => (rs.length === 0 ? Option.none() : Option.some(toToken(rs[0]!)))))
    }
  }

  return { webpages, archives, jobs, activity, incidents, verifications, deliveries, outbox, accounts, tokens, withTransaction }
})

/**
 * The whole storage port on the `SqlClient` in context (migrations are run by
 * the dialect layers before this).
 *
 * @since 0.1.0
 */
export const layer: Layer.Layer<Storage.Storage, never, SqlClient.SqlClient> = Layer.effectContext(
  Effect.map(make, (s) =>
    ChangeFeed.tracked(Context.empty().pipe(
      Context.add(Storage.WebpageRepo, s.webpages),
      Context.add(Storage.ArchiveRepo, s.archives),
      Context.add(Storage.BatchJobRepo, s.jobs),
      Context.add(Storage.ActivityLogRepo, s.activity),
      Context.add(Storage.IncidentRepo, s.incidents),
      Context.add(Storage.VerificationRepo, s.verifications),
      Context.add(Storage.WebhookDeliveryRepo, s.deliveries),
      Context.add(Storage.WebhookOutboxRepo, s.outbox),
      Context.add(Storage.AccountRepo, s.accounts),
      Context.add(Storage.ApiTokenRepo, s.tokens),
      Context.add(Storage.Transactor, { withTransaction: s.withTransaction })
    )))
)

/**
 * The webpages table on SQL: indexed columns for filters and the scheduler,
 * the rest of the record as JSON (`doc`); the baseline and the
 * continuous-monitoring reference live in `webpage_baselines` (one row per
 * page that has either), so a check neither rewrites nor (with a known
 * page) re-reads them, and a write of the page's state stays small.
 *
 * @since 0.1.0
 */
import { type Baseline, withStoredRevision } from "@defmon/core/domain/Baseline"
import { HealthStatus, type NewWebpage, PlanType, UserId, type Webpage, WebpageId } from "@defmon/core/domain/Webpage"
import { type StoredWebpage, WebpageRepo, type WebpageFilter } from "@defmon/core/ports/storage"
import { Effect, Option } from "effect"
import { chunks, flag, int, json, jsonOrNull, literal, type Row, text, textOrNull } from "../internal/columns.js"
import * as BaselineHead from "../internal/baselineHead.js"
import { first, type RepoContext, rows } from "../internal/context.js"

/**
 * Where a field of a webpage is stored.
 *
 * @since 0.1.0
 */
export type Place = "column" | "doc" | "baseline" | "reference"

/**
 * The storage layout of a webpage: every field of the record, and where it
 * goes. A field added to `Webpage` and not placed here is a type error, so
 * it cannot be silently dropped (see test/WebpageLayout.test.ts).
 *
 * @since 0.1.0
 */
export const layout = {
  id: "column",
  user_id: "column",
  url: "column",
  domain: "column",
  health_status: "column",
  plan_type: "column",
  paused: "column",
  next_check_at: "column",
  current_baseline: "baseline",
  continuous_reference: "reference",
  // The doc keeps this order, so a record is written as the same text.
  config_name: "doc",
  polling_interval: "doc",
  continuous_monitoring: "doc",
  warning_limit: "doc",
  threshold: "doc",
  monitoring_configuration: "doc",
  image_regions: "doc",
  keyword_set_configuration: "doc",
  engines: "doc",
  engine_settings: "doc",
  notification_configuration: "doc",
  blackout_schedules: "doc",
  status_code_monitoring: "doc",
  consecutive_changes: "doc",
  open_incident_id: "doc",
  created_at: "doc",
  updated_at: "doc",
  last_checked_at: "doc",
  archived_at: "doc"
} as const satisfies Record<keyof Webpage, Place>

type DocKey = { [K in keyof typeof layout]: (typeof layout)[K] extends "doc" ? K : never }[keyof typeof layout]

const docKeys = (Object.keys(layout) as Array<keyof typeof layout>).filter((k): k is DocKey => layout[k] === "doc")

/** the parts of a webpage that live in the JSON `doc` column */
const docOf = (p: NewWebpage): string => {
  const doc: Partial<Record<DocKey, unknown>> = {}
  for (const k of docKeys) doc[k] = p[k]
  return JSON.stringify(doc)
}

/** the scalar columns of a webpage (everything but id and the baseline columns) */
const columnsOf = (p: NewWebpage, doc: string) => ({
  user_id: p.user_id,
  url: p.url,
  domain: p.domain,
  health_status: p.health_status,
  plan_type: p.plan_type,
  paused: p.paused ? 1 : 0,
  has_baseline: p.current_baseline === null ? 0 : 1,
  last_status_code: p.status_code_monitoring?.status_code ?? null,
  next_check_at: p.next_check_at,
  doc
})

/** Fields added to the doc after a row was written start from their defaults. */
const withDefaults = (doc: Pick<Webpage, DocKey>): Pick<Webpage, DocKey> =>
  doc.engine_settings === undefined ? { ...doc, engine_settings: {} } : doc

const healthStatus = literal(HealthStatus)
const planType = literal(PlanType)

/** a row of the table as a record, with the given baseline and reference */
const recordOf = (r: Row, current_baseline: Baseline | null, continuous_reference: Baseline | null): Webpage => ({
  // `int` has checked them (the brands' own check costs ~1 µs each, a list reads thousands)
  id: WebpageId.make(int(r.id), true),
  user_id: UserId.make(int(r.user_id), true),
  url: text(r.url),
  domain: text(r.domain),
  health_status: healthStatus(r.health_status),
  plan_type: planType(r.plan_type),
  paused: flag(r.paused),
  next_check_at: textOrNull(r.next_check_at),
  current_baseline,
  continuous_reference,
  ...withDefaults(json<Pick<Webpage, DocKey>>(r.doc))
})

/** a row of the table as a record */
const toWebpage = (r: Row): Webpage => recordOf(r, jsonOrNull<Baseline>(r.baseline), jsonOrNull<Baseline>(r.reference))

const baselineText = (b: Baseline | null) => (b === null ? null : JSON.stringify(b))

/** a page with its baseline and reference (`SELECT *` gives both tables' columns) */
const joined = "webpages LEFT JOIN webpage_baselines ON webpage_baselines.webpage_id = webpages.id"

/**
 * The columns `toStored` reads: all but the continuous-monitoring
 * reference, which no answer of the API shows.
 *
 * @since 0.5.0
 */
export const storedColumns = "id, user_id, url, domain, health_status, plan_type, paused, next_check_at, doc, baseline"

/**
 * A row read with `storedColumns` as a record whose baseline stays the
 * stored JSON text (see `StoredWebpage`).
 *
 * @since 0.5.0
 */
export const toStored = (r: Row): StoredWebpage => ({
  page: recordOf(r, null, null),
  baseline: textOrNull(r.baseline)
})

/**
 * The statement behind `WebpageReads.listAfter` for `filter` (`?`
 * placeholders: owner, `status_code` when filtered on, `domain` when
 * filtered on, the id to start after, the limit), and its parameters.
 *
 * @since 0.5.0
 */
export const storedListAfter = (owner: number, filter: WebpageFilter, after: number, limit: number) => {
  const where = ["user_id = ?", filter.archived ? "plan_type = 'ARCHIVED'" : "plan_type <> 'ARCHIVED'"]
  const params: Array<string | number> = [owner]
  if (filter.status_code !== undefined) {
    where.push("last_status_code = ?")
    params.push(filter.status_code)
  }
  if (filter.domain !== undefined) {
    where.push("domain = ?")
    params.push(filter.domain)
  }
  return {
    sql: `SELECT ${storedColumns} FROM ${joined} WHERE ${where.join(" AND ")} AND id > ? ORDER BY id LIMIT ?`,
    params: [...params, after, limit]
  }
}

/**
 * The statement behind `WebpageReads.byId` (owner, id).
 *
 * @since 0.5.0
 */
export const storedById = `SELECT ${storedColumns} FROM ${joined} WHERE user_id = ? AND id = ?`

const byId = (a: Webpage, b: Webpage) => a.id - b.id

// whether a page has a reference, without reading it
const hasReferenceColumn = "CASE WHEN reference IS NULL THEN 0 ELSE 1 END AS has_reference"

/** the `baselines_rev` a revision of page `id` (`storedRevisionOf`, written `id@rev` here) names */
const revisionOf = (id: number, revision: string): number | undefined => {
  const at = revision.indexOf("@")
  if (at === -1 || revision.slice(0, at) !== String(id)) return undefined
  const rev = Number(revision.slice(at + 1))
  return Number.isSafeInteger(rev) && revision.slice(at + 1) === String(rev) ? rev : undefined
}

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ clauses, sql, withTransaction }: RepoContext): WebpageRepo["Type"] => {
  const rowLock = sql.literal(clauses.rowLock)
  const pageRows = sql.literal(joined)
  const skipLocked = sql.literal(clauses.skipLocked)
  const hasReference = sql.literal(hasReferenceColumn)

  // Which write of its baseline columns a page record read from here
  // carries: `modify(…, known)` reuses the known baseline and reference when
  // the row still has that revision. Such a record's baseline is deferred
  // when it has a head (`BaselineHead`: a check whose document is unchanged
  // never parses it) and names its revision (`storedRevisionOf`).
  const revisions = new WeakMap<Webpage, number>()
  const withRevision = (r: Row): Webpage => {
    const rev = int(r.baselines_rev)
    const baseline = r.baseline === null || r.baseline === undefined
      ? null
      : withStoredRevision(BaselineHead.read(text(r.baseline), r.baseline_head, rev), `${int(r.id)}@${rev}`)
    const page = recordOf(r, baseline, jsonOrNull<Baseline>(r.reference))
    revisions.set(page, rev)
    return page
  }
  const lightColumns = sql.literal(
    "id, user_id, url, domain, health_status, plan_type, paused, has_baseline, last_status_code, next_check_at, doc, baselines_rev"
  )

  const listWhere = (owner: UserId, filter: WebpageFilter) => {
    const clauses = [
      sql`user_id = ${owner}`,
      filter.archived ? sql`plan_type = 'ARCHIVED'` : sql`plan_type <> 'ARCHIVED'`
    ]
    if (filter.status_code !== undefined) clauses.push(sql`last_status_code = ${filter.status_code}`)
    if (filter.domain !== undefined) clauses.push(sql`domain = ${filter.domain}`)
    return sql.and(clauses)
  }

  const findMany = <A extends string | number>(owner: UserId, column: string, values: ReadonlyArray<A>) =>
    values.length === 0
      ? Effect.succeed([])
      : Effect.map(
        Effect.forEach(chunks([...new Set(values)]), (chunk) =>
          rows(sql`SELECT * FROM ${pageRows} WHERE user_id = ${owner} AND ${sql.in(column, chunk)}`)),
        (parts) => parts.flat().map(toWebpage).sort(byId)
      )

  return WebpageRepo.of({
    insert: (page) =>
      withTransaction(
        Effect.gen(function*() {
          const rs = yield* rows(
            sql`INSERT INTO webpages ${sql.insert(columnsOf(page, docOf(page)))} ON CONFLICT (user_id, url) DO NOTHING RETURNING *`
          )
          if (rs.length === 0) return Option.none()
          const row = rs[0]!
          const baseline = baselineText(page.current_baseline)
          const reference = baselineText(page.continuous_reference)
          if (baseline !== null || reference !== null) {
            const baseline_head = BaselineHead.headOf(page.current_baseline, page.continuous_reference, int(row.baselines_rev))
            yield* rows(sql`INSERT INTO webpage_baselines ${sql.insert({ webpage_id: int(row.id), baseline, reference, baseline_head })}`)
          }
          return Option.some(toWebpage({ ...row, baseline, reference }))
        })
      ),

    findById: (owner, id) => first(sql`SELECT * FROM ${pageRows} WHERE user_id = ${owner} AND id = ${id}`, withRevision),

    findByIds: (owner, ids) => findMany(owner, "id", ids),

    findByUrl: (owner, url) => first(sql`SELECT * FROM ${pageRows} WHERE user_id = ${owner} AND url = ${url}`, toWebpage),

    findByUrls: (owner, urls) => findMany(owner, "url", urls),

    list: (owner, filter) =>
      Effect.map(rows(sql`SELECT * FROM ${pageRows} WHERE ${listWhere(owner, filter)} ORDER BY id`), (rs) => rs.map(toWebpage)),

    listIds: (owner, filter) =>
      Effect.map(rows(sql`SELECT id FROM webpages WHERE ${listWhere(owner, filter)} ORDER BY id`), (rs) => rs.map((r) => int(r.id))),

    modify: (owner, id, f, known) =>
      withTransaction(
        Effect.gen(function*() {
          const knownRev = known !== undefined && known.id === id && known.user_id === owner ? revisions.get(known) : undefined
          // The page's row is locked first; its baseline and reference are
          // read only when the caller's copy is not of the row's revision.
          const light = yield* rows(sql`SELECT ${lightColumns} FROM webpages WHERE user_id = ${owner} AND id = ${id} ${rowLock}`)
          if (light.length === 0) return Option.none()
          const row = light[0]!
          const before: Webpage = known !== undefined && knownRev !== undefined && int(row.baselines_rev) === knownRev
            ? {
              ...recordOf(row, null, null),
              current_baseline: known.current_baseline,
              continuous_reference: known.continuous_reference
            }
            : yield* Effect.map(
              rows(sql`SELECT baseline, reference FROM webpage_baselines WHERE webpage_id = ${id}`),
              (bs) => toWebpage({ ...row, baseline: bs[0]?.baseline ?? null, reference: bs[0]?.reference ?? null })
            )
          const after = yield* f(before)
          const set: Record<string, unknown> = {}
          for (const [k, v] of Object.entries(columnsOf(after, docOf(after)))) {
            const old = row[k]
            const same = k === "paused" || k === "has_baseline" ? Number(old) === v : (old ?? null) === v
            if (!same) set[k] = v
          }
          // The baseline and reference are rewritten only when they changed.
          const baselines: Record<string, string | null> = {}
          if (after.current_baseline !== before.current_baseline) baselines.baseline = baselineText(after.current_baseline)
          if (after.continuous_reference !== before.continuous_reference) baselines.reference = baselineText(after.continuous_reference)
          if (Object.keys(baselines).length > 0) {
            const rev = int(row.baselines_rev) + 1
            set.baselines_rev = rev
            // the head names the revision, so it is written with either
            baselines.baseline_head = BaselineHead.headOf(after.current_baseline, after.continuous_reference, rev)
            // A column left as it was is not serialised again (a known page's
            // baseline may be a claimed page's head): in a row that does not
            // exist yet it is null (a page's row there goes only with the page).
            yield* rows(
              sql`INSERT INTO webpage_baselines ${
                sql.insert({
                  webpage_id: id,
                  baseline: baselines.baseline ?? null,
                  reference: baselines.reference ?? null,
                  baseline_head: baselines.baseline_head
                })
              } ON CONFLICT (webpage_id) DO UPDATE SET ${sql.update(baselines)}`
            )
          }
          delete set.user_id
          if (Object.keys(set).length > 0) {
            yield* rows(sql`UPDATE webpages SET ${sql.update(set)} WHERE user_id = ${owner} AND id = ${id}`)
          }
          return Option.some<Webpage>({ ...after, id: before.id, user_id: before.user_id })
        })
      ),

    remove: (owner, id) =>
      withTransaction(
        Effect.gen(function*() {
          const rs = yield* rows(sql`DELETE FROM webpages WHERE user_id = ${owner} AND id = ${id} RETURNING id`)
          if (rs.length === 0) return false
          yield* rows(sql`DELETE FROM webpage_baselines WHERE webpage_id = ${id}`)
          for (const table of ["incidents", "verifications", "archive_records", "webhook_deliveries"]) {
            yield* rows(sql`DELETE FROM ${sql(table)} WHERE user_id = ${owner} AND webpage_id = ${id}`)
          }
          return true
        })
      ),

    countQuota: (owner) =>
      Effect.map(
        rows(sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM webpages WHERE user_id = ${owner} AND plan_type <> 'ARCHIVED'`),
        (rs) => int(rs[0]!.n)
      ),

    activeDomains: (owner) =>
      Effect.map(
        rows(
          sql`SELECT domain, CAST(COUNT(*) AS INTEGER) AS url_count FROM webpages
              WHERE user_id = ${owner} AND plan_type <> 'ARCHIVED' GROUP BY domain ORDER BY domain`
        ),
        (rs) => rs.map((r) => ({ domain: text(r.domain), url_count: int(r.url_count) }))
      ),

    // The claimed rows stay locked (or, on SQLite, the database written)
    // until the heads are read, so each page comes with the head of the
    // revision it carries. The baseline and reference JSON (~54 KB for a
    // real page) is read only when a check compares (`storedBaselines`), or
    // here when a head cannot serve (`BaselineHead.readHeads`).
    claimDue: (now, leaseUntil, limit) =>
      withTransaction(
        Effect.gen(function*() {
          const claimed = yield* rows(
            sql`UPDATE webpages SET next_check_at = ${leaseUntil} WHERE id IN (
                  SELECT id FROM webpages
                  WHERE next_check_at <= ${now} AND paused = 0 AND plan_type <> 'ARCHIVED' AND has_baseline = 1
                  ORDER BY next_check_at, id LIMIT ${limit} ${skipLocked}
                ) RETURNING ${lightColumns}`
          )
          if (claimed.length === 0) return []
          const heads = new Map<number, Row>()
          for (const chunk of chunks(claimed.map((r) => int(r.id)))) {
            for (const h of yield* rows(sql`SELECT webpage_id, baseline_head, ${hasReference} FROM webpage_baselines WHERE ${sql.in("webpage_id", chunk)}`)) {
              heads.set(int(h.webpage_id), h)
            }
          }
          const pages: Array<Webpage> = []
          const whole: Array<Row> = []
          for (const r of claimed) {
            const h = heads.get(int(r.id))
            const rev = int(r.baselines_rev)
            const read = h === undefined ? undefined : BaselineHead.readHeads(h.baseline_head, rev, flag(h.has_reference))
            if (read === undefined) {
              whole.push(r)
              continue
            }
            const page = recordOf(r, withStoredRevision(read.baseline, `${int(r.id)}@${rev}`), read.reference)
            revisions.set(page, rev)
            pages.push(page)
          }
          const baselines = new Map<number, Row>()
          for (const chunk of chunks(whole.map((r) => int(r.id)))) {
            for (const b of yield* rows(sql`SELECT * FROM webpage_baselines WHERE ${sql.in("webpage_id", chunk)}`)) {
              baselines.set(int(b.webpage_id), b)
            }
          }
          for (const r of whole) {
            const b = baselines.get(int(r.id))
            pages.push(withRevision({ ...r, baseline: b?.baseline ?? null, reference: b?.reference ?? null, baseline_head: b?.baseline_head ?? null }))
          }
          return pages.sort(byId)
        })
      ),

    // One statement: the texts are those of the revision, or nothing.
    storedBaselines: (owner, id, revision) => {
      const rev = revisionOf(id, revision)
      return rev === undefined
        ? Effect.succeed(Option.none())
        : Effect.map(
          rows(
            sql`SELECT webpage_baselines.baseline, webpage_baselines.reference FROM ${pageRows}
                WHERE user_id = ${owner} AND id = ${id} AND baselines_rev = ${rev} AND webpage_baselines.baseline IS NOT NULL`
          ),
          (rs) => rs.length === 0 ? Option.none() : Option.some({ baseline: text(rs[0]!.baseline), reference: textOrNull(rs[0]!.reference) })
        )
    }
  })
}

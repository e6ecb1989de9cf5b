/**
 * Rows to domain records and back: the one place that knows how a record is
 * laid out in columns. Both drivers come through here, so a record reads the
 * same on SQLite and PostgreSQL (pg returns BIGINT as a string: every id goes
 * through `Number`; booleans are stored as 0/1).
 */
import type { Account, ApiToken } from "@defmon/core/domain/Account"
import type { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import type { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { BatchJobItem } from "@defmon/core/domain/BatchJob"
import type { Incident } from "@defmon/core/domain/Incident"
import type { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import type { UserId, Webpage, WebpageId } from "@defmon/core/domain/Webpage"

/** a row as the drivers return it */
export type Row = Record<string, any>

/** a JSON column (null stays null) */
export const parse = (s: unknown): any => (s === null || s === undefined ? null : JSON.parse(String(s)))
/** a 0/1 column */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === "1"
/** an integer column (pg returns BIGINT as a string) */
export const num = (v: unknown): number => Number(v)
/** a nullable integer column */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

// SQLite allows 32766 bound parameters per statement, PostgreSQL 65535:
// `IN` lists go 500 at a time, job items (14 columns) 2000 rows a statement,
// so a 10,000-item job is five inserts.
export const CHUNK = 500
export const ITEM_ROWS = 2000

/** splits a list for statements that bind one parameter or row per element */
export const chunks = <A>(xs: ReadonlyArray<A>, size = CHUNK): Array<ReadonlyArray<A>> => {
  const out: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size))
  return out
}

/** the parts of a webpage that live in the JSON `doc` column */
export const docOf = (p: Webpage) =>
  JSON.stringify({
    config_name: p.config_name,
    polling_interval: p.polling_interval,
    continuous_monitoring: p.continuous_monitoring,
    warning_limit: p.warning_limit,
    threshold: p.threshold,
    monitoring_configuration: p.monitoring_configuration,
    image_regions: p.image_regions,
    keyword_set_configuration: p.keyword_set_configuration,
    engines: p.engines,
    notification_configuration: p.notification_configuration,
    blackout_schedules: p.blackout_schedules,
    status_code_monitoring: p.status_code_monitoring,
    consecutive_changes: p.consecutive_changes,
    open_incident_id: p.open_incident_id,
    created_at: p.created_at,
    updated_at: p.updated_at,
    last_checked_at: p.last_checked_at,
    archived_at: p.archived_at
  })

/** the scalar columns of a webpage (everything but id and the baseline columns) */
export const webpageColumns = (p: Omit<Webpage, "id">, doc: string) => ({
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

/** row mappers: one per table */
export const toWebpage = (r: Row): Webpage => {
  const doc = parse(r.doc)
  return {
    id: num(r.id) as WebpageId,
    user_id: num(r.user_id) as UserId,
    url: r.url,
    domain: r.domain,
    health_status: r.health_status,
    plan_type: r.plan_type,
    paused: bool(r.paused),
    ...doc,
    current_baseline: parse(r.baseline) as Baseline | null,
    continuous_reference: parse(r.reference) as Baseline | null,
    next_check_at: r.next_check_at ?? null
  } as Webpage
}

export const toAccount = (r: Row): Account =>
  ({
    id: num(r.id) as UserId,
    name: r.name,
    quota: num(r.quota),
    status_code_monitoring: bool(r.status_code_monitoring),
    created_at: r.created_at
  }) as Account

export const toToken = (r: Row): ApiToken =>
  ({
    id: num(r.id),
    user_id: num(r.user_id) as UserId,
    prefix: r.prefix,
    token_hash: r.token_hash,
    created_at: r.created_at,
    revoked_at: r.revoked_at ?? null
  }) as ApiToken

export const toItem = (r: Row): BatchJobItem =>
  ({
    id: num(r.id),
    job_id: num(r.job_id),
    position: num(r.position),
    url: r.url,
    webpage_id: numOrNull(r.webpage_id) as WebpageId | null,
    action: r.action,
    status: r.status,
    reason: r.reason ?? null,
    message: r.message ?? null,
    attempts: num(r.attempts),
    started_at: r.started_at ?? null,
    finished_at: r.finished_at ?? null
  }) as BatchJobItem

export const toActivity = (r: Row): ActivityLogEntry =>
  ({
    id: num(r.id),
    user_id: num(r.user_id) as UserId,
    created_at: r.created_at,
    action: r.action,
    target: r.target,
    details: parse(r.details)
  }) as ActivityLogEntry

export const toIncident = (r: Row): Incident =>
  ({
    id: num(r.id),
    webpage_id: num(r.webpage_id) as WebpageId,
    user_id: num(r.user_id) as UserId,
    kind: r.kind,
    status: r.status,
    opened_at: r.opened_at,
    resolved_at: r.resolved_at ?? null,
    findings: parse(r.findings)
  }) as Incident

export const toVerification = (r: Row): VerificationRecord =>
  ({
    id: num(r.id),
    webpage_id: num(r.webpage_id) as WebpageId,
    checked_at: r.checked_at,
    status_code: numOrNull(r.status_code),
    response_time_ms: numOrNull(r.response_time_ms),
    error: r.error ?? null,
    verdict: r.verdict,
    health_status: r.health_status,
    findings: parse(r.findings)
  }) as VerificationRecord

export const toArchive = (r: Row): ArchiveRecord =>
  ({
    id: num(r.id),
    webpage_id: num(r.webpage_id) as WebpageId,
    archived_at: r.archived_at,
    previous_plan_type: r.previous_plan_type,
    remark: r.remark ?? null
  }) as ArchiveRecord

export const toDelivery = (r: Row): WebhookDelivery =>
  ({
    id: num(r.id),
    webpage_id: num(r.webpage_id) as WebpageId,
    incident_id: num(r.incident_id),
    event: r.event,
    url: r.url,
    attempt: num(r.attempt),
    status_code: numOrNull(r.status_code),
    error: r.error ?? null,
    delivered: bool(r.delivered),
    created_at: r.created_at
  }) as WebhookDelivery

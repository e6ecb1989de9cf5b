/**
 * Batch job use cases: create (items are enqueued here; the worker processes
 * them), list, read and cancel.
 *
 * @since 0.1.0
 */
import { Effect, Either, Option } from "effect"
import type { BatchJobKind } from "../domain/BatchJob.js"
import { identifierOf, parseJobId, prefixOf } from "../domain/BatchJob.js"
import { nowIso } from "../ports/Clock.js"
import { BatchJobNotFound, InvalidInput } from "../domain/Errors.js"
import { defaultMonitoringConfiguration, Limits, MonitoringConfiguration } from "../domain/Settings.js"
import type { NewBatchItem } from "../ports/storage/index.js"
import { ActivityLogRepo, BatchJobRepo, Transactor, WebpageRepo } from "../ports/storage/index.js"
import * as Transitions from "../rules/Transitions.js"
import { normaliseUrl } from "../domain/Url.js"
import { ownedPages } from "./Webpages.js"
import type { UserId } from "../domain/Webpage.js"

/**
 * The body of a baseline or combined job (spec endpoints 2 and 3).
 *
 * @since 0.1.0
 */
export interface BaselineJobRequest {
  readonly urls: ReadonlyArray<string>
  readonly user_agent_id?: number | undefined
  readonly text_string_appear?: string | undefined
  readonly text_string_not_appear?: string | undefined
}

/**
 * How many jobs of each kind the job list returns (spec limit).
 *
 * @since 0.1.0
 */
export const JobListLimit = 200

const jobNotFound = (id: string | number) => new BatchJobNotFound({ message: `batch job ${id} not found` })

const normaliseAll = (urls: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    if (urls.length === 0) return yield* new InvalidInput({ field: "urls", message: "urls must not be empty" })
    if (urls.length > Limits.urlsPerJob) {
      return yield* new InvalidInput({
        field: "urls",
        message: `urls must have at most ${Limits.urlsPerJob} entries, got ${urls.length}`
      })
    }
    // Duplicates (after normalisation) are dropped: one item, one webpage, per URL.
    const seen = new Set<string>()
    const out: Array<string> = []
    for (let i = 0; i < urls.length; i++) {
      const result = normaliseUrl(urls[i]!)
      if (Either.isLeft(result)) {
        return yield* new InvalidInput({ field: `urls[${i}]`, message: `urls[${i}]: ${result.left}` })
      }
      if (!seen.has(result.right.url)) {
        seen.add(result.right.url)
        out.push(result.right.url)
      }
    }
    return out
  })

const optionsOf = (req: BaselineJobRequest) =>
  MonitoringConfiguration.make({
    ...defaultMonitoringConfiguration(),
    ...(req.user_agent_id === undefined ? {} : { user_agent_id: req.user_agent_id }),
    ...(req.text_string_appear === undefined ? {} : { text_string_appear: req.text_string_appear }),
    ...(req.text_string_not_appear === undefined ? {} : { text_string_not_appear: req.text_string_not_appear })
  })

/**
 * Batch job use cases.
 *
 * @since 0.1.0
 */
export class BatchJobs extends Effect.Service<BatchJobs>()("@defmon/core/BatchJobs", {
  effect: Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const pages = yield* WebpageRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transactor

    const record = (owner: UserId, kind: BatchJobKind, id: number, count: number, now: string) =>
      activity.append(
        owner,
        { action: `batch_job.create`, target: `batch_job:${identifierOf(kind, id)}`, details: { kind, items: count } },
        now
      )

    const createFromUrls = (owner: UserId, kind: "baseline" | "combined_baseline", req: BaselineJobRequest) =>
      Effect.gen(function*() {
        const urls = yield* normaliseAll(req.urls)
        const options = optionsOf(req)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            const now = yield* nowIso
            const existing = new Map((yield* pages.findByUrls(owner, urls)).map((p) => [p.url, p]))
            const items: Array<NewBatchItem> = urls.map((url) => {
              const page = existing.get(url)
              if (page === undefined) {
                return { url, webpage_id: null, action: "baseline", status: "In Queue", reason: null, message: null }
              }
              if (kind === "baseline") {
                return {
                  url,
                  webpage_id: page.id,
                  action: "baseline",
                  status: "Failed",
                  reason: "already_exists",
                  message: `webpage ${page.id} already has this URL; use a combined job to rebaseline it`
                }
              }
              if (page.plan_type === "ARCHIVED") {
                return {
                  url,
                  webpage_id: page.id,
                  action: "rebaseline",
                  status: "Failed",
                  reason: "archived",
                  message: `webpage ${page.id} is archived`
                }
              }
              return { url, webpage_id: page.id, action: "rebaseline", status: "In Queue", reason: null, message: null }
            })
            if (kind === "combined_baseline") {
              // Existing pages show `Baseline Incomplete` at once, monitoring paused.
              for (const item of items) {
                if (item.action === "rebaseline" && item.status === "In Queue" && item.webpage_id !== null) {
                  yield* pages.modify(owner, item.webpage_id, (p) => Effect.succeed(Transitions.markBaselineIncomplete(p, now)))
                }
              }
            }
            const job = yield* jobs.create(owner, kind, options, items, now)
            yield* record(owner, kind, job.id, items.length, now)
            return job
          })
        )
      })

    const detail = (owner: UserId, kind: BatchJobKind | undefined, rawId: string) =>
      Effect.gen(function*() {
        const parsed = parseJobId(rawId)
        if (Option.isNone(parsed)) return yield* jobNotFound(rawId)
        const found = yield* jobs.get(owner, parsed.value.id)
        if (Option.isNone(found)) return yield* jobNotFound(rawId)
        const job = found.value.job
        if (kind !== undefined && job.kind !== kind) return yield* jobNotFound(rawId)
        if (parsed.value.prefix !== null && parsed.value.prefix !== prefixOf[job.kind]) return yield* jobNotFound(rawId)
        return found.value
      })

    return {
      /** spec 3: adds new webpages; URLs that exist fail with `already_exists` */
      createBaseline: Effect.fn("BatchJobs.createBaseline")((owner: UserId, req: BaselineJobRequest) =>
        createFromUrls(owner, "baseline", req)
      ),

      /** spec 2: adds new URLs, rebaselines existing ones (`Baseline Incomplete` at once) */
      createCombined: Effect.fn("BatchJobs.createCombined")((owner: UserId, req: BaselineJobRequest) =>
        createFromUrls(owner, "combined_baseline", req)
      ),

      /** spec 4: rebaselines existing pages; every id must be the user's; archived pages fail `archived` */
      createRebaseline: Effect.fn("BatchJobs.createRebaseline")(function*(owner: UserId, ids: ReadonlyArray<number>) {
        const owned = yield* ownedPages(pages, owner, ids)
        const now = yield* nowIso
        const items: Array<NewBatchItem> = owned.map((page) =>
          page.plan_type === "ARCHIVED"
            ? {
              url: page.url,
              webpage_id: page.id,
              action: "rebaseline",
              status: "Failed",
              reason: "archived",
              message: `webpage ${page.id} is archived`
            }
            : { url: page.url, webpage_id: page.id, action: "rebaseline", status: "In Queue", reason: null, message: null }
        )
        const job = yield* jobs.create(owner, "rebaseline", defaultMonitoringConfiguration(), items, now)
        yield* record(owner, "rebaseline", job.id, items.length, now)
        return job
      }, tx.withTransaction),

      /** spec 5-7: a job of one kind with its items; the path id has no prefix, or its own */
      get: Effect.fn("BatchJobs.get")((owner: UserId, kind: BatchJobKind, rawId: string) => detail(owner, kind, rawId)),

      /** spec 9 (all kinds, 200 newest of each) and 8 (one kind) */
      list: Effect.fn("BatchJobs.list")((owner: UserId, kind?: BatchJobKind) => jobs.list(owner, kind, JobListLimit)),

      /** spec 10: `42` or `BL42`; only `In Queue` items stop; the job stays */
      cancel: Effect.fn("BatchJobs.cancel")(function*(owner: UserId, rawId: string) {
        const { job } = yield* detail(owner, undefined, rawId)
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            const now = yield* nowIso
            const cancelled = yield* jobs.cancel(owner, job.id, now)
            if (Option.isNone(cancelled)) return yield* jobNotFound(rawId)
            yield* activity.append(owner, { action: "batch_job.cancel", target: `batch_job:${job.identifier}`, details: {} }, now)
            return cancelled.value
          })
        )
      })
    } as const
  })
}) {}

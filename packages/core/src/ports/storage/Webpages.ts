/**
 * The webpages table: the monitored pages with their settings, baseline and
 * state; also the scheduler's queue of due pages.
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { Domain } from "../../domain/Host.js"
import type { NewWebpage, UserId, Webpage } from "../../domain/Webpage.js"

/**
 * Filter of the webpage list.
 *
 * @since 0.1.0
 */
export interface WebpageFilter {
  /** true: only archived pages; false: only non-archived pages */
  readonly archived: boolean
  /** only pages whose latest observed status code is this */
  readonly status_code?: number | undefined
  /** only pages of this host name */
  readonly domain?: string | undefined
}

/**
 * Webpages table.
 *
 * @since 0.1.0
 */
export class WebpageRepo extends Context.Tag("@defmon/core/WebpageRepo")<
  WebpageRepo,
  {
    /** inserts a page; `None` when the owner already has a page with this URL */
    readonly insert: (page: NewWebpage) => Effect.Effect<Option.Option<Webpage>>
    readonly findById: (owner: UserId, id: number) => Effect.Effect<Option.Option<Webpage>>
    readonly findByIds: (owner: UserId, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Webpage>>
    readonly findByUrl: (owner: UserId, url: string) => Effect.Effect<Option.Option<Webpage>>
    readonly findByUrls: (owner: UserId, urls: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<Webpage>>
    /** pages of the owner, ordered by id */
    readonly list: (owner: UserId, filter: WebpageFilter) => Effect.Effect<ReadonlyArray<Webpage>>
    /** the ids `list` would return, in the same order, without reading the records */
    readonly listIds: (owner: UserId, filter: WebpageFilter) => Effect.Effect<ReadonlyArray<number>>
    /**
     * Reads the page with a row lock (inside a transaction), applies `f` and
     * writes the result back. `None` when the owner has no such page.
     *
     * `known`: the page as the caller read it earlier (e.g. from
     * `claimDue`). A storage may then skip reading the baseline and the
     * continuous-monitoring reference again and hand `f` the known ones,
     * but only when neither has been written since.
     */
    readonly modify: <E, R>(
      owner: UserId,
      id: number,
      f: (page: Webpage) => Effect.Effect<Webpage, E, R>,
      known?: Webpage
    ) => Effect.Effect<Option.Option<Webpage>, E, R>
    /** deletes the page and its related data (incidents, verifications, archive records, policies, deliveries) */
    readonly remove: (owner: UserId, id: number) => Effect.Effect<boolean>
    /** pages that count against the plan quota (plan type not ARCHIVED) */
    readonly countQuota: (owner: UserId) => Effect.Effect<number>
    /** host names with at least one non-archived page, with their page counts, ordered by name */
    readonly activeDomains: (owner: UserId) => Effect.Effect<ReadonlyArray<Domain>>
    /**
     * System-wide, for the scheduler: up to `limit` pages that are due
     * (`next_check_at <= now`, not archived, not paused, with a baseline),
     * oldest due first; their `next_check_at` is moved to `leaseUntil` in the
     * same statement so no other scheduler takes them.
     *
     * A claimed page's `current_baseline` and `continuous_reference` may be
     * *heads*: their small fields (`captured_at`, `engine_data.reload`, what
     * a check reads before it decides to compare) are values, and reading
     * any other field is a defect. The baseline names its revision
     * (`Baseline.storedRevisionOf`); a check that compares reads both whole
     * with `storedBaselines`.
     */
    readonly claimDue: (now: string, leaseUntil: string, limit: number) => Effect.Effect<ReadonlyArray<Webpage>>
    /**
     * The page's baseline and continuous-monitoring reference as stored
     * (JSON text) at `revision`, the `Baseline.storedRevisionOf` of a
     * baseline this storage read (`claimDue`, `findById`). `None` when the
     * owner has no such page any more, or either has been written since
     * (rebaselined, a new reference): what was read with that revision no
     * longer applies.
     */
    readonly storedBaselines: (owner: UserId, id: number, revision: string) => Effect.Effect<Option.Option<StoredBaselines>>
  }
>() {}

/**
 * A page's baseline and continuous-monitoring reference as their stored
 * JSON text (written by `JSON.stringify`, so `JSON.parse` gives them back):
 * a comparison in another thread parses them there.
 *
 * @since 0.6.0
 */
export interface StoredBaselines {
  readonly baseline: string
  readonly reference: string | null
}

/**
 * A page as stored, for callers that write it out without decoding what
 * they only copy: the record with `current_baseline` and
 * `continuous_reference` null, and the baseline as its stored JSON text
 * (written by `JSON.stringify`, so it reads back as the same text).
 *
 * @since 0.5.0
 */
export interface StoredWebpage {
  readonly page: Webpage
  readonly baseline: string | null
}

/**
 * Synchronous reads of webpages as stored, offered by a storage that can
 * answer them without waiting (SQLite in a file); optional (a server looks
 * it up with `Effect.serviceOption`). Every method answers `undefined`
 * when it cannot answer now (no such page, a busy or failed database, a
 * storage that has no synchronous reads): the caller then takes the
 * ordinary way through `WebpageRepo`, which reports what happened.
 *
 * @since 0.5.0
 */
export class WebpageReads extends Context.Tag("@defmon/core/WebpageReads")<
  WebpageReads,
  {
    /** the owner's page `id` */
    readonly byId: (owner: UserId, id: number) => StoredWebpage | undefined
    /**
     * Up to `limit` of the pages `WebpageRepo.list` returns for `filter`
     * whose id is over `after`, ordered by id (an empty array: no more).
     */
    readonly listAfter: (
      owner: UserId,
      filter: WebpageFilter,
      after: number,
      limit: number
    ) => ReadonlyArray<StoredWebpage> | undefined
  }
>() {}

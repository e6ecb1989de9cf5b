/**
 * Processing one claimed batch item (DESIGN section 4): a baseline item
 * creates its webpage, a rebaseline item gives an existing page a new
 * baseline. The queue (claims, leases, shutdown) is the worker's; the rules
 * of an item are here, so they run on any storage layer.
 *
 * @since 0.1.0
 */
import { Data, Effect, Either, Option } from "effect"
import type { Baseline } from "../domain/Baseline.js"
import type { FailureReason } from "../domain/BatchJob.js"
import { normaliseUrl } from "../domain/Url.js"
import { newWebpage, type UserId, type Webpage } from "../domain/Webpage.js"
import { BaselineCapture, type CaptureFailed } from "../ports/BaselineCapture.js"
import * as ImageEngine from "../ports/ImageEngine.js"
import { nowIso } from "../ports/Clock.js"
import * as StorageFaults from "../ports/StorageFaults.js"
import {
  AccountRepo,
  ActivityLogRepo,
  BatchJobRepo,
  type ClaimedItem,
  IncidentRepo,
  type ItemOutcome,
  ScreenshotRepo,
  Transactor,
  WebpageRepo
} from "../ports/storage/index.js"
import * as Transitions from "../rules/Transitions.js"

/**
 * How the items of one worker are processed.
 *
 * @since 0.1.0
 */
export interface Settings {
  /** names the worker in leases: only the lease holder ends an item */
  readonly workerId: string
  /** when a new page's first check is due (spread so that a big job does not make every page due at once) */
  readonly firstCheckAt: (now: string, pollingInterval: number) => string
}

class ItemFailed extends Data.TaggedError("ItemFailed")<{ readonly reason: FailureReason; readonly message: string }> {}

/**
 * Attempts an item may use on a database that cannot be reached before it
 * fails with `internal_error` (each comes a lease later).
 *
 * @since 0.1.0
 */
export const TransientAttempts = 5

/** the lease was lost before the item ended: its transaction is rolled back */
class LeaseLost extends Data.TaggedError("LeaseLost") {}

const failed = (e: CaptureFailed): ItemFailed => new ItemFailed({ reason: e.reason, message: e.message })

const exists = new ItemFailed({ reason: "already_exists", message: "a webpage with this URL exists" })

/**
 * The processor of claimed items: ends each item exactly once (or leaves it
 * to whoever holds its lease now). Failures end the item `Failed` with
 * their reason; a defect ends it `internal_error`, except a database out of
 * reach, which leaves it to be taken again when its lease runs out; an
 * interruption (shutdown) leaves it to the queue.
 *
 * @since 0.1.0
 */
export const make = (settings: Settings) =>
  Effect.gen(function*() {
    const jobs = yield* BatchJobRepo
    const pages = yield* WebpageRepo
    const accounts = yield* AccountRepo
    const incidents = yield* IncidentRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transactor
    const capture = yield* BaselineCapture
    const screenshots = yield* ScreenshotRepo

    const finish = (claimed: ClaimedItem, outcome: ItemOutcome) =>
      Effect.flatMap(nowIso, (now) => jobs.finish(settings.workerId, claimed.item.id, outcome, now))

    // The baseline's reference screenshot (image engine), saved by the capture, is linked in the baseline's transaction.
    const linkScreenshot = (owner: UserId, webpageId: number, built: Baseline, now: string) => {
      const image = ImageEngine.baselineOf(built)
      return image === null
        ? Effect.void
        : screenshots.link(owner, { webpage_id: webpageId, verification_id: null, role: "baseline", sha256: image.reference }, now)
    }

    // Inside the transaction the account is locked first, so concurrent
    // items of one account count their pages one after the other.
    const quotaLeft = (owner: UserId, lock = false) =>
      Effect.gen(function*() {
        const account = yield* (lock ? accounts.getForUpdate(owner) : accounts.get(owner))
        const quota = Option.match(account, { onNone: () => 0, onSome: (a) => a.quota })
        const used = yield* pages.countQuota(owner)
        return used < quota
          ? Option.none<ItemFailed>()
          : Option.some(new ItemFailed({ reason: "quota_exceeded", message: `the account's quota of ${quota} webpages is used up` }))
      })

    const baseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const parsed = normaliseUrl(claimed.item.url)
        if (Either.isLeft(parsed)) return yield* new ItemFailed({ reason: "invalid_url", message: parsed.left })
        const { domain, url } = parsed.right
        // Cheap refusals first, so doomed items cost no fetches; both are
        // decided again inside the transaction.
        if (Option.isSome(yield* pages.findByUrl(owner, url))) return yield* exists
        const early = yield* quotaLeft(owner)
        if (Option.isSome(early)) return yield* early.value
        const built = yield* Effect.mapError(capture.capture(url, claimed.options.user_agent_id), failed)
        const now = built.captured_at
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            const refused = yield* quotaLeft(owner, true)
            if (Option.isSome(refused)) return yield* refused.value
            const page = newWebpage(
              { user_id: owner, url, domain, current_baseline: built, now, next_check_at: null },
              { monitoring_configuration: claimed.options }
            )
            const inserted = yield* pages.insert({ ...page, next_check_at: settings.firstCheckAt(now, page.polling_interval) })
            if (Option.isNone(inserted)) return yield* exists
            const id = inserted.value.id
            yield* linkScreenshot(owner, id, built, now)
            if (!(yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: id }))) {
              return yield* new LeaseLost()
            }
            yield* activity.append(
              owner,
              { action: "webpage.create", target: `webpage:${id}`, details: { url, job_id: claimed.job_id, samples: built.samples } },
              now
            )
          })
        )
      })

    const rebaseline = (claimed: ClaimedItem) =>
      Effect.gen(function*() {
        const owner = claimed.user_id
        const id = claimed.item.webpage_id
        const gone = new ItemFailed({ reason: "not_found", message: "the webpage no longer exists" })
        const archived = new ItemFailed({ reason: "archived", message: "the webpage is archived" })
        const page = id === null ? Option.none<Webpage>() : yield* pages.findById(owner, id)
        if (Option.isNone(page)) return yield* gone
        if (page.value.plan_type === "ARCHIVED") return yield* archived
        const built = yield* Effect.mapError(
          capture.capture(page.value.url, page.value.monitoring_configuration.user_agent_id, {
            image: ImageEngine.enabledFor(page.value)
          }),
          failed
        )
        const now = built.captured_at
        return yield* tx.withTransaction(
          Effect.gen(function*() {
            let openIncident: number | null = null
            const updated = yield* pages.modify(owner, page.value.id, (p) => {
              // Archived while the samples were taken.
              if (p.plan_type === "ARCHIVED") return Effect.fail(archived)
              openIncident = p.open_incident_id
              return Effect.succeed(Transitions.completeRebaseline(p, built, now))
            })
            if (Option.isNone(updated)) return yield* gone
            yield* linkScreenshot(owner, page.value.id, built, now)
            // The new baseline accepts the page as it is: its incident is over.
            if (openIncident !== null) yield* incidents.resolve(owner, openIncident, now)
            if (!(yield* finish(claimed, { status: "Completed", reason: null, message: null, webpage_id: page.value.id }))) {
              return yield* new LeaseLost()
            }
            yield* activity.append(
              owner,
              {
                action: "webpage.rebaseline",
                target: `webpage:${page.value.id}`,
                details: { url: page.value.url, job_id: claimed.job_id, samples: built.samples }
              },
              now
            )
          })
        )
      })

    const leaseLost = (claimed: ClaimedItem) =>
      Effect.logWarning(`lease lost on item ${claimed.item.id}; another worker has it`)

    return Effect.fn("ProcessBatchItem.process", { captureStackTrace: false })(
      function*(claimed: ClaimedItem) {
        yield* Effect.annotateCurrentSpan({ item: claimed.item.id, action: claimed.item.action })
        yield* claimed.item.action === "rebaseline" ? rebaseline(claimed) : baseline(claimed)
      },
      (effect, claimed) =>
        effect.pipe(
          Effect.catchTag("ItemFailed", (e) =>
            Effect.flatMap(
              finish(claimed, { status: "Failed", reason: e.reason, message: e.message, webpage_id: claimed.item.webpage_id }),
              (ok) => ok ? Effect.void : leaseLost(claimed)
            )),
          Effect.catchTag("LeaseLost", () => leaseLost(claimed)),
          Effect.catchAllDefect((defect) =>
            // The database out of reach for a moment (it restarts, the
            // connection was cut): nothing of the item was committed, and it
            // is no answer about the URL. The item is left `Processing`, to
            // be taken again when its lease runs out (the database may still
            // be away now), up to `TransientAttempts` attempts.
            StorageFaults.unavailable(defect) && claimed.item.attempts < TransientAttempts
              ? Effect.logWarning(
                `item ${claimed.item.id}: the database could not be reached; the item is taken again when its lease runs out`,
                defect
              )
              : Effect.zipRight(
                Effect.logError(`item ${claimed.item.id} failed`, defect),
                finish(claimed, { status: "Failed", reason: "internal_error", message: String(defect), webpage_id: claimed.item.webpage_id })
              )
          ),
          Effect.asVoid
        )
    )
  })

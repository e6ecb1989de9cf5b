/**
 * Which owners' and pages' webpage rows changed, and when, in this process:
 * what lets the API reuse an encoded response until the data under it
 * changes (see `@defmon/server`'s response cache).
 *
 * Every storage layer is wrapped by `tracked`: each write through
 * `WebpageRepo` records the owner and the page it touched, and inside a
 * transaction the record waits until the transaction has ended, so a reader
 * that sees the new change number also sees the committed rows. Writes made
 * by other processes reach the feed only where the storage relays them (the
 * PostgreSQL layer does, with LISTEN/NOTIFY); readers also bound how long
 * they trust a cached value.
 *
 * @since 0.1.0
 */
import { Context, Effect, FiberRef } from "effect"
import { Transactor } from "./storage/Transactor.js"
import { WebpageRepo } from "./storage/Webpages.js"
import type { UserId } from "../domain/Webpage.js"

/**
 * The change numbers. `current()` grows with every recorded change; a value
 * read before reading storage is still good while the owner's (or page's)
 * last change is not above it.
 *
 * @since 0.1.0
 */
export interface ChangeNumbers {
  /** the number of the latest change */
  readonly current: () => number
  /** the number of the latest change to any page of `owner` (0: none seen) */
  readonly ofOwner: (owner: UserId) => number
  /** the number of the latest change to page `id` (0: none seen) */
  readonly ofPage: (id: number) => number
  /** records a change made in this process to the owner's page (`null`: to several or unknown pages) */
  readonly record: (owner: UserId, page: number | null) => void
  /** records a change made in this process to everything (a write whose owner is not known) */
  readonly recordAll: () => void
  /** records a change another process reported (`owner` null: everything); not passed on */
  readonly apply: (owner: UserId | null, page: number | null) => void
  /** calls `f` after each change recorded in this process (`owner` null: everything) */
  readonly onLocalChange: (f: (owner: UserId | null, page: number | null) => void) => void
}

/**
 * The change numbers of this process's storage.
 *
 * @since 0.1.0
 */
export class ChangeFeed extends Context.Tag("@defmon/core/ChangeFeed")<ChangeFeed, ChangeNumbers>() {}

/**
 * A fresh set of change numbers.
 *
 * @since 0.1.0
 */
export const make = (): ChangeNumbers => {
  let seq = 0
  // Everything at or below this number changed (recordAll).
  let floor = 0
  const owners = new Map<number, number>()
  const pages = new Map<number, number>()
  const listeners: Array<(owner: UserId | null, page: number | null) => void> = []
  const apply = (owner: UserId | null, page: number | null) => {
    seq += 1
    if (owner === null) floor = seq
    else owners.set(owner, seq)
    if (page !== null) pages.set(page, seq)
  }
  const local = (owner: UserId | null, page: number | null) => {
    apply(owner, page)
    for (const f of listeners) f(owner, page)
  }
  return {
    current: () => seq,
    ofOwner: (owner) => Math.max(floor, owners.get(owner) ?? 0),
    ofPage: (id) => Math.max(floor, pages.get(id) ?? 0),
    record: local,
    recordAll: () => local(null, null),
    apply,
    onLocalChange: (f) => void listeners.push(f)
  }
}

// Changes made inside the current transaction, recorded when it ends.
const pending = FiberRef.unsafeMake<Array<() => void> | undefined>(undefined)

const after = (f: () => void): Effect.Effect<void> =>
  Effect.flatMap(FiberRef.get(pending), (list) => Effect.sync(() => list === undefined ? f() : void list.push(f)))

// Methods of WebpageRepo that only read; any other method is a write.
const reads = new Set(["findById", "findByIds", "findByUrl", "findByUrls", "list", "listIds", "countQuota", "activeDomains", "storedBaselines"])

const trackPages = (repo: WebpageRepo["Type"], feed: ChangeNumbers): WebpageRepo["Type"] => {
  const touched = (owner: UserId, page: number | null) => after(() => feed.record(owner, page))
  const known: Partial<WebpageRepo["Type"]> = {
    insert: (page) =>
      Effect.tap(repo.insert(page), (inserted) => inserted._tag === "Some" ? touched(page.user_id, inserted.value.id) : Effect.void),
    modify: (owner, id, f, known) => Effect.tap(repo.modify(owner, id, f, known), (updated) => updated._tag === "Some" ? touched(owner, id) : Effect.void),
    remove: (owner, id) => Effect.tap(repo.remove(owner, id), (removed) => removed ? touched(owner, id) : Effect.void),
    claimDue: (now, leaseUntil, limit) =>
      Effect.tap(repo.claimDue(now, leaseUntil, limit), (claimed) => Effect.forEach(claimed, (p) => touched(p.user_id, p.id), { discard: true }))
  }
  const out: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(repo)) {
    if (reads.has(name)) out[name] = method
    else if (name in known) out[name] = known[name as keyof typeof known]
    // A write this wrapper does not know yet: it changes everything.
    else {
      out[name] = (...args: Array<unknown>) =>
        Effect.tap((method as (...a: Array<unknown>) => Effect.Effect<unknown>)(...args), () => after(feed.recordAll))
    }
  }
  return out as unknown as WebpageRepo["Type"]
}

const trackTransactions = (tx: Transactor["Type"]): Transactor["Type"] => ({
  withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) =>
    Effect.flatMap(FiberRef.get(pending), (outer) => {
      if (outer !== undefined) return tx.withTransaction(self)
      const list: Array<() => void> = []
      return tx.withTransaction(Effect.locally(self, pending, list)).pipe(
        // Committed or rolled back, the transaction is over: a rollback only
        // makes readers fetch again.
        Effect.ensuring(Effect.sync(() => {
          for (const f of list) f()
        }))
      )
    })
})

/**
 * The storage services with webpage writes recorded in a new `ChangeFeed`
 * (which is added to the context).
 *
 * @since 0.1.0
 */
export const tracked = <R>(context: Context.Context<R | WebpageRepo | Transactor>) => {
  const feed = make()
  return context.pipe(
    Context.add(WebpageRepo, trackPages(Context.get(context, WebpageRepo), feed)),
    Context.add(Transactor, trackTransactions(Context.get(context, Transactor))),
    Context.add(ChangeFeed, feed)
  )
}

/**
 * The state of one in-memory storage: a map per table, each holding
 * immutable records, replaced as a whole when a transaction rolls back.
 * Transactions are serialised; every operation outside one is atomic.
 *
 * @since 0.1.0
 */
import type { Account, ApiToken, PortalSession } from "@defmon/core/domain/Account"
import type { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import type { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import type { BatchJobItem, BatchJobKind } from "@defmon/core/domain/BatchJob"
import type { Incident } from "@defmon/core/domain/Incident"
import type { MonitoringConfiguration } from "@defmon/core/domain/Settings"
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import type { WebhookDelivery } from "@defmon/core/domain/WebhookDelivery"
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import type { OutboxItem, ScreenshotLink } from "@defmon/core/ports/storage"
import { Effect, FiberRef, Option } from "effect"

/**
 * A row that belongs to a user.
 *
 * @since 0.1.0
 */
export interface Owned {
  readonly user_id: UserId
}

/**
 * A batch job as stored (progress and status are derived from its items).
 *
 * @since 0.1.0
 */
export interface JobRow {
  readonly id: number
  readonly user_id: UserId
  readonly kind: BatchJobKind
  readonly options: MonitoringConfiguration
  readonly created_at: string
  readonly cancelled_at: string | null
}

/**
 * A batch item as stored, with its lease.
 *
 * @since 0.1.0
 */
export interface ItemRow extends BatchJobItem, Owned {
  readonly lease_owner: string | null
  readonly lease_expires_at: string | null
}

/**
 * An outbox event as stored, with its lease.
 *
 * @since 0.1.0
 */
export interface OutboxRow extends OutboxItem {
  readonly next_attempt_at: string
  readonly lease_owner: string | null
  readonly lease_expires_at: string | null
}

/**
 * A stored image.
 *
 * @since 0.1.0
 */
export interface ImageRow {
  readonly png: Uint8Array
  readonly created_at: string
}

/**
 * A link to an image, with its owner.
 *
 * @since 0.1.0
 */
export interface LinkRow extends ScreenshotLink, Owned {
  readonly id: number
}

/**
 * The tables.
 *
 * @since 0.1.0
 */
export interface Tables {
  readonly webpages: Map<number, Webpage>
  readonly archives: Map<number, ArchiveRecord & Owned>
  readonly jobs: Map<number, JobRow>
  readonly items: Map<number, ItemRow>
  readonly activity: Map<number, ActivityLogEntry>
  readonly incidents: Map<number, Incident>
  readonly verifications: Map<number, VerificationRecord & Owned>
  readonly deliveries: Map<number, WebhookDelivery & Owned>
  readonly outbox: Map<number, OutboxRow>
  readonly accounts: Map<number, Account>
  readonly tokens: Map<number, ApiToken>
  readonly images: Map<string, ImageRow>
  readonly links: Map<number, LinkRow>
  /** password hashes by account id */
  readonly passwords: Map<number, string>
  /** portal sessions by the hash of their id */
  readonly sessions: Map<string, PortalSession>
  /** when each incident was acknowledged, by incident id */
  readonly acknowledgements: Map<number, string>
}

interface State {
  readonly seq: Partial<Record<keyof Tables, number>>
  readonly tables: Tables
}

// Records are immutable values: a snapshot copies the maps, not the records.
const tablesOf = (from?: Tables): Tables => ({
  webpages: new Map(from?.webpages),
  archives: new Map(from?.archives),
  jobs: new Map(from?.jobs),
  items: new Map(from?.items),
  activity: new Map(from?.activity),
  incidents: new Map(from?.incidents),
  verifications: new Map(from?.verifications),
  deliveries: new Map(from?.deliveries),
  outbox: new Map(from?.outbox),
  accounts: new Map(from?.accounts),
  tokens: new Map(from?.tokens),
  images: new Map(from?.images),
  links: new Map(from?.links),
  passwords: new Map(from?.passwords),
  sessions: new Map(from?.sessions),
  acknowledgements: new Map(from?.acknowledgements)
})

/**
 * One storage's state.
 *
 * @since 0.1.0
 */
export interface Store {
  /** runs `f` on the current tables atomically (inside the running transaction, if any) */
  readonly sync: <A>(f: (tables: Tables) => A) => Effect.Effect<A>
  /** the next id of a table (a rolled-back transaction gives its ids out again, as SQLite does) */
  readonly nextId: (table: Exclude<keyof Tables, "images">) => number
  /** all or nothing: a failure or defect restores the tables as they were */
  readonly withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/**
 * An empty store.
 *
 * @since 0.1.0
 */
export const make = Effect.gen(function*() {
  let state: State = { seq: {}, tables: tablesOf() }
  const lock = yield* Effect.makeSemaphore(1)
  const inTransaction = yield* FiberRef.make(false)

  // Under the lock unless a transaction already holds it.
  const atomic = <A, E, R>(f: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(inTransaction), (inside) => (inside ? f : lock.withPermits(1)(f)))

  const store: Store = {
    sync: (f) => atomic(Effect.sync(() => f(state.tables))),
    nextId: (table) => {
      const n = (state.seq[table] ?? 0) + 1
      state.seq[table] = n
      return n
    },
    withTransaction: (self) =>
      Effect.flatMap(FiberRef.get(inTransaction), (inside) =>
        inside
          ? self
          : lock.withPermits(1)(
            Effect.suspend(() => {
              const before: State = { seq: { ...state.seq }, tables: tablesOf(state.tables) }
              return Effect.locally(self, inTransaction, true).pipe(
                Effect.onExit((exit) =>
                  Effect.sync(() => {
                    if (exit._tag === "Failure") state = before
                  })
                )
              )
            })
          ))
  }
  return store
})

/**
 * The row `id` of `map` if it belongs to `owner`.
 *
 * @since 0.1.0
 */
export const owned = <A extends Owned>(map: Map<number, A>, owner: UserId, id: number): Option.Option<A> => {
  const row = map.get(id)
  return row !== undefined && row.user_id === owner ? Option.some(row) : Option.none()
}

/**
 * A row without its owner (records that do not carry it).
 *
 * @since 0.1.0
 */
export const strip = <A extends Owned>(row: A): Omit<A, "user_id"> => {
  const { user_id: _, ...rest } = row
  return rest
}

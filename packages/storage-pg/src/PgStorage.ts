/**
 * The scale-out storage: PostgreSQL, shared by several API and worker
 * processes; migrations run at start-up.
 *
 * @since 0.1.0
 */
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import type * as Storage from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { Migrations, SqlStorage } from "@defmon/storage-sql"
import * as SqlClient from "@effect/sql/SqlClient"
import { PgClient } from "@effect/sql-pg"
import { Cause, Duration, Effect, Layer, Redacted, Stream } from "effect"
import { randomUUID } from "node:crypto"

/**
 * Options of the PostgreSQL layer.
 *
 * @since 0.1.0
 */
export interface Options {
  /** e.g. `postgres://postgres@127.0.0.1:5432/defmon` */
  readonly url: string
  readonly maxConnections?: number
  /** a directory for the bytes of screenshots, shared by every process (default: in the database) */
  readonly screenshotDir?: string
  /**
   * relay webpage changes between processes (`relayLayer`; default true). A
   * one-shot process (a CLI command) turns it off: nothing of it reads a
   * cache, and the relay's listening connection would keep it alive.
   */
  readonly relay?: boolean
}

/**
 * The SQL client alone (for commands such as `defmon migrate`).
 *
 * @since 0.1.0
 */
export const clientLayer = (options: Options): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient> =>
  PgClient.layer({
    url: Redacted.make(options.url),
    maxConnections: options.maxConnections ?? 10,
    applicationName: "defmon"
  }).pipe(Layer.orDie)

/**
 * Migrations on the client. The migrations table is created first under an
 * advisory lock (two processes starting at once would race on it); the
 * migrator then serialises on a lock of that table, so a migration never
 * runs twice.
 *
 * @since 0.1.0
 */
export const migrate: Effect.Effect<void, never, SqlClient.SqlClient> = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql.withTransaction(
    Effect.zipRight(
      sql`SELECT pg_advisory_xact_lock(724311)`,
      sql`CREATE TABLE IF NOT EXISTS ${sql(Migrations.table)} (
        migration_id integer primary key,
        created_at timestamp with time zone not null default now(),
        name text not null
      )`
    )
  )
  yield* Migrations.run
}).pipe(Effect.orDie)

/** The channel webpage changes are relayed on. */
const Channel = "defmon_changes"
/** NOTIFY payloads must stay under 8,000 bytes. */
const MaxPayload = 7_000

/** How often the listening connection is proven alive (a NOTIFY of this process's own, which must come back). */
const Heartbeat = Duration.seconds(1)
/** A listening connection whose heartbeats have not come back for this long is replaced. */
const HeartbeatTimeout = Duration.seconds(3)

/**
 * Relays webpage changes between the processes sharing the database, so a
 * process's read cache drops what another process's worker changed within
 * milliseconds (the cache's time bound remains the fallback, e.g. while the
 * listening connection reconnects). Local changes are batched (every 10 ms)
 * into `NOTIFY defmon_changes, '<origin> <owner>:<page> …'`, sent after their
 * transaction committed; notifications from other origins are applied to
 * this process's feed.
 *
 * The listening connection says nothing when it dies (a database restart
 * ends it without an error on the stream), so every second the process
 * notifies its bare origin on the channel and expects it back. When none has
 * come back for 3 s the connection is dropped and the process listens again
 * on a new one; once that one works, the whole feed is marked changed, for
 * the notifications sent while nobody listened are lost.
 *
 * @since 0.1.0
 */
export const relayLayer: Layer.Layer<never, never, ChangeFeed | PgClient.PgClient | SqlClient.SqlClient> = Layer.scopedDiscard(
  Effect.gen(function*() {
    const feed = yield* ChangeFeed
    const pg = yield* PgClient.PgClient
    const sql = yield* SqlClient.SqlClient
    const origin = randomUUID().slice(0, 8)
    // when this process's heartbeat last came back; `null` until a listening connection works
    let alive: number | null = null
    let lost = false
    const apply = (payload: string): Effect.Effect<void> => {
      const [from, ...changes] = payload.split(" ")
      if (from === origin) {
        // the heartbeat (no changes): this connection listens
        if (changes.length === 0) {
          const back = alive === null && lost
          alive = Date.now()
          if (back) {
            // changes relayed while the connection was down never arrived
            feed.apply(null, null)
            lost = false
            return Effect.logInfo("change relay: listening again")
          }
        }
        return Effect.void
      }
      for (const change of changes) {
        if (change === "*") {
          feed.apply(null, null)
          continue
        }
        const [owner, page] = change.split(":")
        if (owner === undefined || owner === "") continue
        feed.apply(Number(owner) as UserId, page === undefined || page === "" ? null : Number(page))
      }
      return Effect.void
    }
    const heartbeatMs = Duration.toMillis(HeartbeatTimeout)
    // one listening connection, until its heartbeats stop coming back
    const session = Effect.gen(function*() {
      const started = Date.now()
      alive = null
      const watchdog = Effect.gen(function*() {
        while (true) {
          // a NOTIFY that fails (the database is away) shows as a heartbeat that does not come back
          yield* Effect.ignore(sql`SELECT pg_notify(${Channel}, ${origin})`)
          yield* Effect.sleep(Heartbeat)
          if (Date.now() - (alive ?? started) > heartbeatMs) return "the listening connection stopped answering"
        }
      })
      const listening = pg.listen(Channel).pipe(
        Stream.runForEach((payload) => Effect.suspend(() => apply(payload))),
        Effect.as("the listening connection ended")
      )
      // `disconnect`: a connection that died silently may take its time to close; the next one need not wait
      return yield* Effect.raceFirst(Effect.disconnect(listening), watchdog)
    })
    yield* session.pipe(
      Effect.catchAllCause((cause) => Effect.succeed(Cause.pretty(cause))),
      Effect.flatMap((why) =>
        Effect.zipRight(
          lost ? Effect.void : Effect.logWarning(
            `change relay: ${why}; listening again on a new connection (meanwhile other processes' writes are seen within the read cache's time bound)`
          ),
          Effect.sync(() => {
            lost = true
          })
        )
      ),
      Effect.zipRight(Effect.sleep(Heartbeat)),
      Effect.forever,
      Effect.forkScoped
    )
    let pending = new Set<string>()
    feed.onLocalChange((owner, page) => void pending.add(owner === null ? "*" : `${owner}:${page ?? ""}`))
    const flush = Effect.suspend(() => {
      if (pending.size === 0) return Effect.void
      const batch = [...pending]
      pending = new Set()
      const payloads: Array<string> = []
      let current = origin
      for (const change of batch) {
        if (current.length + change.length + 1 > MaxPayload) {
          payloads.push(current)
          current = origin
        }
        current += ` ${change}`
      }
      payloads.push(current)
      // `pg_notify` rather than PgClient.notify: 0.53 sends `NOTIFY channel, $1`,
      // which PostgreSQL refuses (NOTIFY takes no parameters).
      return Effect.forEach(payloads, (p) => sql`SELECT pg_notify(${Channel}, ${p})`, { discard: true }).pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("change relay: NOTIFY failed", cause))
      )
    })
    yield* Effect.forkScoped(Effect.forever(Effect.zipRight(Effect.sleep("10 millis"), flush)))
  })
)

/**
 * The whole storage port on PostgreSQL, with webpage changes relayed
 * between processes (`relayLayer`).
 *
 * @since 0.1.0
 */
export const layer = (options: Options): Layer.Layer<Storage.Storage | SqlClient.SqlClient> =>
  (options.relay === false ? Layer.empty : relayLayer).pipe(
    Layer.provideMerge(SqlStorage.layerWith({ screenshotDir: options.screenshotDir })),
    Layer.provideMerge(Layer.effectDiscard(migrate)),
    Layer.provideMerge(clientLayer(options))
  )

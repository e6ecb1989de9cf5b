/**
 * Transactions on the SQL client. Nested calls join the outer transaction
 * directly: no savepoint, no second write-lock statement (a check runs
 * several repository calls in one).
 *
 * On SQLite the transactions of one process are committed in groups: a
 * commit there waits for the disk (`synchronous=FULL`) and blocks the
 * process while it does, so one commit for every check caps a worker at a
 * few hundred checks a second whatever else it does. A transaction joins
 * the group that is open (its own savepoint inside the group's transaction,
 * taken one after the other); the group commits once no transaction joined
 * during a turn of the event loop, or after `window` or `max` joiners; and
 * every transaction of the group returns only after that commit. A
 * transaction that fails rolls back to its savepoint alone; a commit that
 * fails fails every transaction of its group (none of them returned yet,
 * so nothing was acknowledged that is not on disk).
 *
 * @since 0.1.0
 */
import { Transactor } from "@defmon/core/ports/storage"
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Deferred, Duration, Effect, Exit, FiberRef } from "effect"
import type * as Dialect from "../Dialect.js"

/**
 * How transactions are grouped into commits.
 *
 * @since 0.5.0
 */
export interface Grouping {
  /** the longest a group stays open for more transactions */
  readonly window: Duration.DurationInput
  /** the most transactions in one commit */
  readonly max: number
}

/**
 * The grouping used on SQLite.
 *
 * @since 0.5.0
 */
export const sqliteGrouping: Grouping = { window: Duration.millis(20), max: 256 }

type Connection = readonly [conn: unknown, depth: number]

interface Group {
  open: boolean
  admitted: number
  running: number
  readonly turn: Effect.Semaphore
  /** the group's transaction, once it began */
  readonly ready: Deferred.Deferred<Connection>
  /** the last joiner finished after the group closed */
  readonly idle: Deferred.Deferred<void>
  /** the group's commit */
  readonly committed: Deferred.Deferred<void>
}

// One turn of the event loop (I/O callbacks included): the checks whose
// fetches completed meanwhile can join before the group commits.
const nextTurn = Effect.async<void>((resume) => {
  const h = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(h))
})

/**
 * The transactor of one client; with `grouping`, transactions commit in
 * groups (SQLite).
 *
 * @since 0.1.0
 */
export const make = (sql: SqlClient.SqlClient, clauses: Dialect.Clauses, grouping?: Grouping): Transactor["Type"] => {
  const inTransaction = FiberRef.unsafeMake(false)
  // On SQLite, take the write lock first (see the write_lock table): an
  // UPDATE locks when it starts, and matching no row it writes nothing.
  const begin: Effect.Effect<unknown, SqlError> = clauses.writeLockFirst ? sql`UPDATE write_lock SET n = n WHERE id = 0` : Effect.void
  const alone = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    sql.withTransaction(Effect.zipRight(begin, Effect.locally(self, inTransaction, true))).pipe(
      Effect.catchTag("SqlError", Effect.die)
    ) as Effect.Effect<A, E, R>
  const grouped = grouping === undefined ? undefined : groups(sql, begin, grouping)
  return Transactor.of({
    withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.flatMap(FiberRef.get(inTransaction), (inside) => {
        if (inside) return self
        if (grouped === undefined) return alone(self)
        return grouped(Effect.locally(self, inTransaction, true))
      })
  })
}

const groups = (sql: SqlClient.SqlClient, begin: Effect.Effect<unknown, SqlError>, grouping: Grouping) => {
  const windowMs = Duration.toMillis(Duration.decode(grouping.window))
  let current: Group | undefined

  // The group's transaction: begun, held open while transactions join, committed.
  const lead = (g: Group) =>
    sql.withTransaction(
      Effect.gen(function*() {
        yield* begin
        yield* Deferred.succeed(g.ready, yield* SqlClient.TransactionConnection)
        const opened = Date.now()
        while (g.admitted < grouping.max && Date.now() - opened < windowMs) {
          const before = g.admitted
          yield* nextTurn
          if (g.admitted === before && g.running === 0) break
        }
        g.open = false
        if (current === g) current = undefined
        if (g.running > 0) yield* Deferred.await(g.idle)
      })
    ).pipe(
      Effect.exit,
      Effect.flatMap((exit) =>
        Effect.zipRight(
          // a group whose transaction never began: its joiners fail with it
          Exit.isFailure(exit) ? Deferred.failCause(g.ready, exit.cause as never) : Effect.void,
          Deferred.done(g.committed, Exit.asVoid(exit) as Exit.Exit<void>)
        )
      ),
      Effect.ensuring(Effect.sync(() => {
        g.open = false
        if (current === g) current = undefined
      }))
    )

  const finish = (g: Group) =>
    Effect.suspend(() => {
      g.running--
      return g.running === 0 && !g.open ? Deferred.succeed(g.idle, undefined) : Effect.void
    })

  return <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        let g = current
        if (g === undefined || !g.open || g.admitted >= grouping.max) {
          g = {
            open: true,
            admitted: 0,
            running: 0,
            turn: yield* Effect.makeSemaphore(1),
            ready: yield* Deferred.make<Connection>(),
            idle: yield* Deferred.make<void>(),
            committed: yield* Deferred.make<void>()
          }
          current = g
          yield* Effect.forkDaemon(lead(g))
        }
        const group = g
        group.admitted++
        group.running++
        const exit = yield* Effect.exit(restore(
          Effect.flatMap(Deferred.await(group.ready), (conn) =>
            group.turn.withPermits(1)(
              // a savepoint of the group's transaction
              Effect.provideService(sql.withTransaction(self), SqlClient.TransactionConnection, conn as never)
            ))
        )).pipe(Effect.ensuring(finish(group)))
        if (Exit.isFailure(exit)) {
          const failed = exit.cause
          return yield* Effect.failCause(failed)
        }
        // acknowledged only once it is on disk
        yield* Deferred.await(group.committed)
        return exit.value
      })
    ).pipe(Effect.catchTag("SqlError" as never, Effect.die)) as Effect.Effect<A, E, R>
}

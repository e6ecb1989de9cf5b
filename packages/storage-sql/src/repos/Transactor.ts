/**
 * Transactions on the SQL client. Nested calls join the outer transaction
 * directly: no savepoint, no second write-lock statement (a check runs
 * several repository calls in one).
 *
 * @since 0.1.0
 */
import { Transactor } from "@defmon/core/ports/storage"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, FiberRef } from "effect"
import type * as Dialect from "../Dialect.js"

/**
 * The transactor of one client.
 *
 * @since 0.1.0
 */
export const make = (sql: SqlClient.SqlClient, clauses: Dialect.Clauses): Transactor["Type"] => {
  const inTransaction = FiberRef.unsafeMake(false)
  // On SQLite, take the write lock first (see the write_lock table): an
  // UPDATE locks when it starts, and matching no row it writes nothing.
  const begin: Effect.Effect<unknown, SqlError> = clauses.writeLockFirst ? sql`UPDATE write_lock SET n = n WHERE id = 0` : Effect.void
  return Transactor.of({
    withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.flatMap(FiberRef.get(inTransaction), (inside) =>
        inside
          ? self
          : sql.withTransaction(Effect.zipRight(begin, Effect.locally(self, inTransaction, true))).pipe(
            Effect.catchTag("SqlError", Effect.die)
          ) as Effect.Effect<A, E, R>)
  })
}

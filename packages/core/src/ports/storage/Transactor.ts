/**
 * Transactions of the storage port.
 *
 * @since 0.1.0
 */
import type { Effect } from "effect"
import { Context } from "effect"

/**
 * Runs an effect in one transaction: every write in it lands, or none does.
 * Nested calls join the outer transaction.
 *
 * @since 0.1.0
 */
export class Transactor extends Context.Tag("@defmon/core/Transactor")<
  Transactor,
  {
    readonly withTransaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>() {}

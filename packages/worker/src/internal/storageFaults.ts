/**
 * Storage calls of the worker's background loops (claims, lease renewals)
 * must outlive a database that goes away for a while (a PostgreSQL restart,
 * a failover): storage failures are defects, and a defect in a loop's fiber
 * would end the loop for good, leaving the process up but idle.
 */
import { Cause, Effect } from "effect"

/**
 * Wraps the storage call of a loop: a failure or defect answers `fallback`
 * (so the loop waits its poll interval and tries again) and is logged once
 * per run of failures, with a line when the call works again. Interruption
 * is not caught.
 */
export const surviving = <A>(what: string, fallback: A) => {
  let failing = false
  return <E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, never, R> =>
    effect.pipe(
      Effect.tap(() => {
        if (!failing) return Effect.void
        failing = false
        return Effect.logInfo(`${what}: works again`)
      }),
      Effect.catchAllCause((cause) => {
        if (Cause.isInterruptedOnly(cause)) return Effect.interrupt
        const first = !failing
        failing = true
        return Effect.as(first ? Effect.logWarning(`${what} failed; trying again at every poll until it works`, cause) : Effect.void, fallback)
      })
    )
}

/**
 * Telling storage faults apart. Storage turns SQL failures into defects
 * (see `ports/storage`), so the API and the worker look at the defect to
 * decide what to do: a database that cannot be reached for a moment (it
 * restarts, a connection was cut) is worth trying again; other failures
 * are not.
 *
 * @since 0.1.0
 */

/**
 * Whether a defect is a failure of the storage (an `SqlError`), whatever its kind.
 *
 * @since 0.1.0
 */
export const isStorageFailure = (defect: unknown): boolean =>
  typeof defect === "object" && defect !== null && (defect as { _tag?: unknown })._tag === "SqlError"

/**
 * An error's message with the messages and codes of its causes.
 *
 * @since 0.1.0
 */
export const describe = (e: unknown, depth = 0): string => {
  if (typeof e !== "object" || e === null || depth > 5) return String(e)
  const o = e as { message?: unknown; code?: unknown; cause?: unknown }
  return `${String(o.message ?? "")} ${String(o.code ?? "")} ${o.cause === undefined ? "" : describe(o.cause, depth + 1)}`
}

const unreachable =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connection.*(closed|ended|lost)|shutting down|starting up|terminating connection|timeout/i

/**
 * Whether a storage failure is the database being out of reach for now
 * (refused or cut connections, a server starting up or shutting down, a
 * timeout): nothing was done, and the same work may succeed when tried again.
 *
 * @since 0.1.0
 */
export const unavailable = (defect: unknown): boolean => isStorageFailure(defect) && unreachable.test(describe(defect))

/**
 * Time helpers: the domain stores instants as ISO 8601 strings.
 *
 * @since 0.1.0
 */
import { Clock, Effect } from "effect"

/**
 * The current instant as an ISO 8601 string, from Effect's `Clock` (so tests
 * can drive it with `TestClock`).
 *
 * @since 0.1.0
 */
export const nowIso: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

/**
 * An ISO instant `ms` milliseconds after `iso`.
 *
 * @since 0.1.0
 */
export const addMillis = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString()

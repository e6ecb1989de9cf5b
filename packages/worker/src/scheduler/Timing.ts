/**
 * When a page is checked next: the state rules speak in minutes of the
 * domain; the worker runs them on a configurable minute (tests use
 * milliseconds) and spreads pages out so a large job does not make every
 * page due at the same instant.
 */

/** Milliseconds in a real minute: the unit of `Transitions.applyCheck`'s delays. */
const REAL_MINUTE = 60_000

/**
 * The next check of a page after `applyCheck` (which computed `next` as
 * `now` + whole real minutes), on a minute of `minuteMs`:
 *
 * - the first check of a new page moves it to a random phase within the
 *   delay (pages baselined together spread over their polling interval);
 * - every later delay is shortened by up to 10% at random, so pages that
 *   happen to share a phase drift apart and nothing runs late.
 */
export const nextCheckAt = (
  now: string,
  next: string | null,
  minuteMs: number,
  firstCheck: boolean,
  random: () => number = Math.random
): string | null => {
  if (next === null) return null
  const t = Date.parse(now)
  const delay = Math.max(0, Date.parse(next) - t) * (minuteMs / REAL_MINUTE)
  const factor = firstCheck ? 0.1 + 0.9 * random() : 1 - 0.1 * random()
  return new Date(t + Math.round(delay * factor)).toISOString()
}

/**
 * The first check of a page created now: within `spreadMs` at random.
 */
export const firstCheckAt = (now: string, spreadMs: number, random: () => number = Math.random): string =>
  new Date(Date.parse(now) + Math.floor(random() * Math.max(0, spreadMs))).toISOString()

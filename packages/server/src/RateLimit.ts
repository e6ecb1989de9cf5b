/**
 * A per-account token bucket: each account may send `burst` requests at once
 * and `requestsPerSecond` on average; beyond that the API answers 429
 * `RateLimited`. In memory, per server process.
 *
 * @since 0.1.0
 */
import { Context, Layer } from "effect"

/**
 * Rate of the bucket.
 *
 * @since 0.1.0
 */
export interface Config {
  readonly requestsPerSecond: number
  readonly burst: number
}

/**
 * The default: 100 requests per second per account on average, bursts of
 * 1,000 (a client may run through a test suite or a bulk export in a burst;
 * a runaway loop is held to the average).
 *
 * @since 0.1.0
 */
export const defaults: Config = { requestsPerSecond: 100, burst: 1000 }

/**
 * Takes one request from an account's bucket: `0` when allowed, otherwise
 * the whole seconds to wait.
 *
 * @since 0.1.0
 */
export class RateLimit extends Context.Tag("@defmon/server/RateLimit")<RateLimit, {
  readonly take: (account: number) => number
}>() {}

/**
 * The limiter with the given rate, or none (`false`).
 *
 * @since 0.1.0
 */
export const layer = (config: Config | false): Layer.Layer<RateLimit> =>
  Layer.sync(RateLimit, () => {
    if (config === false || config.requestsPerSecond <= 0) return { take: () => 0 }
    const rate = config.requestsPerSecond / 1000
    const burst = Math.max(1, config.burst)
    const buckets = new Map<number, { tokens: number; at: number }>()
    return {
      take: (account) => {
        const now = Date.now()
        const bucket = buckets.get(account) ?? { tokens: burst, at: now }
        bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * rate)
        bucket.at = now
        buckets.set(account, bucket)
        if (bucket.tokens >= 1) {
          bucket.tokens -= 1
          return 0
        }
        return Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000))
      }
    }
  })

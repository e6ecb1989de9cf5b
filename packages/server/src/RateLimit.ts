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
 * The default for requests that carry no valid token, per client address:
 * 20 per second on average, bursts of 200 (a client that lost its token
 * learns it at once; a token guesser or a flood of unauthenticated bodies is
 * held to the average).
 *
 * @since 0.3.0
 */
export const addressDefaults: Config = { requestsPerSecond: 20, burst: 200 }

/**
 * Takes one request from an account's bucket: `0` when allowed, otherwise
 * the whole seconds to wait. `takeAddress` does the same for a request
 * without a valid token, by client address; `addressWait` tells the wait of
 * an address without taking.
 *
 * @since 0.1.0
 */
export class RateLimit extends Context.Tag("@defmon/server/RateLimit")<RateLimit, {
  readonly take: (account: number) => number
  readonly takeAddress: (address: string) => number
  readonly addressWait: (address: string) => number
}>() {}

/** Keys kept at most per bucket map; the oldest half is dropped when full. */
const MaxKeys = 100_000

const buckets = <K>(config: Config | false) => {
  if (config === false || config.requestsPerSecond <= 0) return { take: (_: K) => 0, wait: (_: K) => 0 }
  const rate = config.requestsPerSecond / 1000
  const burst = Math.max(1, config.burst)
  const map = new Map<K, { tokens: number; at: number }>()
  const refill = (key: K) => {
    const now = Date.now()
    const bucket = map.get(key) ?? { tokens: burst, at: now }
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * rate)
    bucket.at = now
    if (!map.has(key)) {
      if (map.size >= MaxKeys) {
        let drop = map.size / 2
        for (const old of map.keys()) {
          if (drop-- <= 0) break
          map.delete(old)
        }
      }
      map.set(key, bucket)
    }
    return bucket
  }
  const waitOf = (tokens: number) => Math.max(1, Math.ceil((1 - tokens) / rate / 1000))
  return {
    take: (key: K) => {
      const bucket = refill(key)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return 0
      }
      return waitOf(bucket.tokens)
    },
    wait: (key: K) => {
      const bucket = refill(key)
      return bucket.tokens >= 1 ? 0 : waitOf(bucket.tokens)
    }
  }
}

/**
 * The limiter with the given rate, or none (`false`); `address` limits
 * requests without a valid token per client address (default
 * `addressDefaults`).
 *
 * @since 0.1.0
 */
export const layer = (config: Config | false, address: Config | false = addressDefaults): Layer.Layer<RateLimit> =>
  Layer.sync(RateLimit, () => {
    const accounts = buckets<number>(config)
    const addresses = buckets<string>(address)
    return { take: accounts.take, takeAddress: addresses.take, addressWait: addresses.wait }
  })

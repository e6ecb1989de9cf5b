/**
 * Seeded randomness for the accuracy bench. Every page, sample and class gets
 * its own generator derived from (SEED, page, name), so adding or removing a
 * class does not change what the others generate.
 */

/** A number in [0, 1). */
export type Rng = () => number

/** FNV-1a, 32 bits, over the UTF-16 code units of `s`. */
export const fnv1a = (s: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast, and good enough for test data. */
export const mulberry32 = (seed: number): Rng => {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A generator keyed by its parts, e.g. `seeded(SEED, page, className)`. */
export const seeded = (...parts: ReadonlyArray<string | number>): Rng => mulberry32(fnv1a(parts.join("\u0000")))

export const int = (rng: Rng, n: number): number => Math.floor(rng() * n)
export const between = (rng: Rng, lo: number, hi: number): number => lo + int(rng, hi - lo + 1)
export const chance = (rng: Rng, p: number): boolean => rng() < p
export const pick = <A>(rng: Rng, xs: ReadonlyArray<A>): A => {
  if (xs.length === 0) throw new Error("pick from an empty list")
  return xs[int(rng, xs.length)]!
}
export const shuffle = <A>(rng: Rng, xs: ReadonlyArray<A>): Array<A> => {
  const out = [...xs]
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, i + 1)
    const t = out[i]!
    out[i] = out[j]!
    out[j] = t
  }
  return out
}
/** `k` distinct elements of `xs` (all of them if fewer). */
export const sample = <A>(rng: Rng, xs: ReadonlyArray<A>, k: number): Array<A> => shuffle(rng, xs).slice(0, k)

const charset = (rng: Rng, chars: string, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += chars[int(rng, chars.length)]
  return s
}
export const digits = (rng: Rng, n: number): string => charset(rng, "0123456789", n)
export const hex = (rng: Rng, n: number): string => charset(rng, "0123456789abcdef", n)
export const alnum = (rng: Rng, n: number): string => charset(rng, "abcdefghijklmnopqrstuvwxyz0123456789", n)
export const base58 = (rng: Rng, n: number): string => charset(rng, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", n)
export const bech32 = (rng: Rng, n: number): string => charset(rng, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", n)
export const upper = (rng: Rng, n: number): string => charset(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", n)

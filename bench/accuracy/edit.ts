/**
 * Edits as splices on a located document, so a class's change and the
 * reload volatility compose in one pass without re-parsing the page.
 */
import type { Range, Spots } from "./locate.js"
import { type Rng, pick } from "./rng.js"

/** Replace `remove` characters at `at` with `insert`. */
export interface Splice {
  readonly at: number
  readonly remove: number
  readonly insert: string
}

/** What a class does to a page: splices on it, or a whole new document. */
export type Change = { readonly splices: ReadonlyArray<Splice> } | { readonly html: string }

export const insert = (at: number, text: string): Splice => ({ at, remove: 0, insert: text })
export const replace = (r: Range, text: string): Splice => ({ at: r.start, remove: r.end - r.start, insert: text })
export const splices = (...xs: ReadonlyArray<Splice>): Change => ({ splices: xs })

/**
 * Applies non-overlapping splices. At one offset, insertions come before a
 * replacement that starts there, and insertions keep their order.
 */
export const apply = (html: string, xs: ReadonlyArray<Splice>): string => {
  const replacing = (s: Splice) => (s.remove > 0 ? 1 : 0)
  const sorted = xs.map((s, i) => [s, i] as const)
    .sort((a, b) => a[0].at - b[0].at || replacing(a[0]) - replacing(b[0]) || a[1] - b[1])
    .map(([s]) => s)
  let out = ""
  let pos = 0
  for (const s of sorted) {
    if (s.at < pos) throw new Error(`overlapping edits at ${s.at} (previous edit ends at ${pos})`)
    out += html.slice(pos, s.at) + s.insert
    pos = s.at + s.remove
  }
  return out + html.slice(pos)
}

/**
 * Applies a class's splices and the reload's insertions together. An
 * insertion that falls inside a range the class replaced moves to its end
 * (the template still renders the volatile part; the content around it changed).
 */
export const compose = (html: string, change: ReadonlyArray<Splice>, volatile: ReadonlyArray<Splice>): string => {
  const moved = volatile.map((v) => {
    const inside = change.find((c) => c.remove > 0 && v.at > c.at && v.at < c.at + c.remove)
    return inside === undefined ? v : { ...v, at: inside.at + inside.remove }
  })
  return apply(html, [...change, ...moved])
}

/** A slot near the top, in the middle, or at the bottom of the body. */
export const slotAt = (spots: Spots, where: "top" | "middle" | "bottom"): number => {
  const s = spots.slots
  if (where === "top") return s[Math.min(1, s.length - 1)]!
  if (where === "bottom") return s[s.length - 1]!
  return s[Math.floor(s.length / 2)]!
}

export const anySlot = (rng: Rng, spots: Spots): number => slotAt(spots, pick(rng, ["top", "middle", "bottom"] as const))

/** Escapes text for HTML content and attribute values. */
export const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

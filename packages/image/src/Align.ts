/**
 * Vertical alignment of two screenshots: content inserted or removed near
 * the top of a page shifts everything below it, and a pixel-by-pixel
 * comparison would then see the whole rest of the page as changed. Rows of
 * pixels are hashed and matched like lines of text in a patience diff
 * (anchors on rows unique to both images, then common prefixes and
 * suffixes); what is left are hunks of replaced, removed or inserted rows.
 *
 * @since 0.1.0
 */
import { type Rgba, words } from "./Png.js"

/**
 * How the rows of a reference image map to the rows of a current one.
 *
 * @since 0.1.0
 */
export interface Alignment {
  /** for each reference row: the current row shown in its place, or -1 when it was removed */
  readonly partner: Int32Array
  /** for each reference row: 1 when its partner row is identical */
  readonly same: Uint8Array
  /** current rows with no reference row: inserted just before reference row `at` */
  readonly inserted: ReadonlyArray<{ readonly at: number; readonly from: number; readonly count: number }>
}

/**
 * A hash of every pixel row (two 32-bit multiplicative hashes in one
 * number, so unequal rows collide with odds of about 2^-53).
 *
 * @since 0.1.0
 */
export const rowHashes = (img: Rgba): Float64Array => {
  const pixels = words(img)
  const out = new Float64Array(img.height)
  for (let y = 0; y < img.height; y++) {
    let h1 = 0x811c9dc5
    let h2 = 0x01000193
    const end = (y + 1) * img.width
    for (let i = y * img.width; i < end; i++) {
      const w = pixels[i]!
      h1 = Math.imul(h1 ^ w, 0x9e3779b1)
      h2 = Math.imul(h2 + w, 0x85ebca77) ^ (h2 >>> 15)
    }
    out[y] = (h1 >>> 0) * 2097152 + ((h2 >>> 0) & 0x1fffff)
  }
  return out
}

type Segment =
  | { readonly same: true; readonly a: number; readonly b: number; readonly n: number }
  | { readonly same: false; readonly a0: number; readonly a1: number; readonly b0: number; readonly b1: number }

// Longest increasing subsequence of `ys` (indices into it), patience sorting.
const lis = (ys: ReadonlyArray<number>): Array<number> => {
  const tails: Array<number> = []
  const prev = new Int32Array(ys.length).fill(-1)
  for (let i = 0; i < ys.length; i++) {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ys[tails[mid]!]! < ys[i]!) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) prev[i] = tails[lo - 1]!
    tails[lo] = i
  }
  const out: Array<number> = []
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i !== -1; i = prev[i]!) out.push(i)
  return out.reverse()
}

const diff = (ha: Float64Array, hb: Float64Array, a0: number, a1: number, b0: number, b1: number, out: Array<Segment>): void => {
  let n = 0
  while (a0 + n < a1 && b0 + n < b1 && ha[a0 + n] === hb[b0 + n]) n++
  if (n > 0) out.push({ same: true, a: a0, b: b0, n })
  a0 += n
  b0 += n
  let m = 0
  while (a1 - m > a0 && b1 - m > b0 && ha[a1 - m - 1] === hb[b1 - m - 1]) m++
  a1 -= m
  b1 -= m
  if (a0 < a1 && b0 < b1) {
    const counts = new Map<number, { na: number; ia: number; nb: number; ib: number }>()
    for (let i = a0; i < a1; i++) {
      const c = counts.get(ha[i]!)
      if (c === undefined) counts.set(ha[i]!, { na: 1, ia: i, nb: 0, ib: -1 })
      else c.na++
    }
    for (let j = b0; j < b1; j++) {
      const c = counts.get(hb[j]!)
      if (c !== undefined) {
        c.nb++
        c.ib = j
      }
    }
    const anchors: Array<readonly [number, number]> = []
    for (let i = a0; i < a1; i++) {
      const c = counts.get(ha[i]!)!
      if (c.na === 1 && c.nb === 1) anchors.push([i, c.ib])
    }
    const chain = lis(anchors.map(([, j]) => j)).map((k) => anchors[k]!)
    if (chain.length === 0) {
      out.push({ same: false, a0, a1, b0, b1 })
    } else {
      let pa = a0
      let pb = b0
      for (const [i, j] of chain) {
        if (i < pa || j < pb) continue
        diff(ha, hb, pa, i, pb, j, out)
        out.push({ same: true, a: i, b: j, n: 1 })
        pa = i + 1
        pb = j + 1
      }
      diff(ha, hb, pa, a1, pb, b1, out)
    }
  } else if (a0 < a1 || b0 < b1) {
    out.push({ same: false, a0, a1, b0, b1 })
  }
  if (m > 0) out.push({ same: true, a: a1, b: b1, n: m })
}

/**
 * Aligns the rows of `current` to those of `reference` (given their row
 * hashes). Within a hunk, rows are paired from the top; the surplus is
 * removed (reference) or inserted (current) content.
 *
 * @since 0.1.0
 */
export const align = (reference: Float64Array, current: Float64Array): Alignment => {
  const segments: Array<Segment> = []
  diff(reference, current, 0, reference.length, 0, current.length, segments)
  const partner = new Int32Array(reference.length).fill(-1)
  const same = new Uint8Array(reference.length)
  const inserted: Array<{ at: number; from: number; count: number }> = []
  for (const s of segments) {
    if (s.same) {
      for (let k = 0; k < s.n; k++) {
        partner[s.a + k] = s.b + k
        same[s.a + k] = 1
      }
      continue
    }
    const la = s.a1 - s.a0
    const lb = s.b1 - s.b0
    const k = Math.min(la, lb)
    for (let t = 0; t < k; t++) partner[s.a0 + t] = s.b0 + t
    if (lb > la) inserted.push({ at: s.a1, from: s.b0 + la, count: lb - la })
  }
  return { partner, same, inserted }
}

/**
 * Rows paired by position, as a plain comparison pairs them (what the
 * alignment is measured against).
 *
 * @since 0.1.0
 */
export const byPosition = (reference: Float64Array, current: Float64Array): Alignment => {
  const partner = new Int32Array(reference.length).fill(-1)
  const same = new Uint8Array(reference.length)
  const k = Math.min(reference.length, current.length)
  for (let i = 0; i < k; i++) {
    partner[i] = i
    same[i] = reference[i] === current[i] ? 1 : 0
  }
  const inserted = current.length > reference.length ? [{ at: reference.length, from: reference.length, count: current.length - reference.length }] : []
  return { partner, same, inserted }
}

/**
 * Reload noise: the spots of a page that change on every reload (CSRF
 * tokens, script nonces, clocks, request ids, cache busters), learned from
 * the baseline's own samples, so that the unchanged-document shortcut of a
 * check also holds for pages that are never byte for byte the same.
 *
 * A document is cut at every `<` into segments (segment 0 is what comes
 * before the first tag). A baseline whose samples all have the same number
 * of segments records which segments differ between them: its *slots*. A
 * check's document digest then hashes every other segment as fetched and
 * each slot *masked*: its numbers, the hexadecimal words that hold a digit,
 * and, inside the tag, the long tokens that hold a digit (nonces, CSRF
 * tokens) each become one placeholder. Letters outside such words stay as
 * they are, so a slot whose words change ("HACKED BY ...", another host,
 * another script) no longer masks to the same digest, and a number that was
 * the same in every sample (a phone, an account) is in no slot and is
 * hashed as fetched.
 *
 * Two documents with equal digests therefore differ only in the numbers and
 * random tokens of spots that changed between the baseline's samples: the
 * shortcut treats a document whose digest equals that of the page's last
 * matching document (under the same baseline and settings) as a match
 * without extraction or engines. Documents with another number of segments
 * are hashed as fetched, as before (`docs/decisions.md`).
 *
 * @since 0.3.0
 */

/**
 * The spots that change between a baseline's samples (`engine_data.reload`).
 *
 * @since 0.3.0
 */
export interface ReloadSlots {
  /** how many segments (`<` + 1) every sample had */
  readonly segments: number
  /** the segments that differ between the samples, ascending */
  readonly slots: ReadonlyArray<number>
}

/** The key of the slots in a baseline's `engine_data`. */
export const EngineDataKey = "reload"

// A page whose samples differ in more than this share of their segments, or
// in more than MAX_SLOTS of them, is too unsettled for the shortcut to help.
const MAX_SHARE = 1 / 8
const MAX_SLOTS = 512

const segmentsOf = (html: string): Array<string> => html.split("<")

/**
 * The slots of a page's samples, or null when they cannot be lined up (a
 * different number of tags) or nothing changed between them (the exact
 * digest then serves), or too much did.
 *
 * @since 0.3.0
 */
export const slotsOf = (samples: ReadonlyArray<string>): ReloadSlots | null => {
  if (samples.length < 2) return null
  const cut = samples.map(segmentsOf)
  const n = cut[0]!.length
  if (cut.some((c) => c.length !== n)) return null
  const slots: Array<number> = []
  for (let i = 0; i < n; i++) {
    const first = cut[0]![i]
    if (cut.some((c) => c[i] !== first)) {
      slots.push(i)
      if (slots.length > MAX_SLOTS) return null
    }
  }
  if (slots.length === 0 || slots.length > n * MAX_SHARE) return null
  return { segments: n, slots }
}

/**
 * The slots recorded in a baseline's engine data, if well formed.
 *
 * @since 0.3.0
 */
export const fromEngineData = (engineData: Readonly<Record<string, unknown>> | undefined): ReloadSlots | null => {
  const d = engineData?.[EngineDataKey]
  if (d === null || typeof d !== "object") return null
  const { segments, slots } = d as { segments?: unknown; slots?: unknown }
  if (typeof segments !== "number" || !Array.isArray(slots) || slots.length === 0) return null
  let last = -1
  for (const s of slots) {
    if (typeof s !== "number" || !Number.isInteger(s) || s <= last || s >= segments) return null
    last = s
  }
  return { segments, slots: slots as Array<number> }
}

const WORD = /[A-Za-z0-9_+=-]+/g
const DIGIT = /[0-9]/
const DIGITS = /[0-9]+/g
const HEX = /^[0-9a-fA-F]+$/

/**
 * A slot's segment as the digest reads it: inside the tag (up to its
 * first `>`), a word of 16+ characters holding a digit becomes `#`; every
 * other word holding a digit has its runs of digits become `0`, and becomes
 * `0` itself when what is left is hexadecimal. Words without a digit stay.
 *
 * @since 0.3.0
 */
export const mask = (segment: string): string => {
  const tagEnd = segment.indexOf(">")
  return segment.replace(WORD, (word: string, at: number) => {
    if (!DIGIT.test(word)) return word
    if (at < tagEnd && word.length >= 16) return "#"
    const d = word.replace(DIGITS, "0")
    return HEX.test(d) ? "0" : d
  })
}

/**
 * The text a document's digest is taken of: the document as fetched when
 * there are no slots or its segments do not line up with them (prefixed
 * `=`), else every segment as fetched and every slot masked (prefixed `~`).
 * The prefixes keep the two kinds apart.
 *
 * @since 0.3.0
 */
export const normalised = (html: string, reload: ReloadSlots | null): string => {
  if (reload === null) return "=" + html
  const parts: Array<string> = ["~"]
  let from = 0 // start of the text not yet copied
  let segment = 0 // index of the segment that starts at `start`
  let start = 0
  let next = 0 // which slot comes next
  const slots = reload.slots
  while (true) {
    const lt = html.indexOf("<", start)
    const end = lt === -1 ? html.length : lt
    if (next < slots.length && slots[next] === segment) {
      // segment `segment` is html[start, end); segments after 0 begin with the `<` before them
      parts.push(html.slice(from, start), mask(html.slice(start, end)))
      from = end
      next++
    }
    if (lt === -1) break
    segment++
    start = lt + 1
  }
  if (segment + 1 !== reload.segments || next !== slots.length) return "=" + html
  parts.push(html.slice(from))
  return parts.join("")
}

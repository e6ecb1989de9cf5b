/**
 * Element identities of references, made on demand: a check needs them only
 * when a reference points somewhere the baseline never did.
 */
import type { Ref } from "../Features.js"
import { fileOf } from "./url.js"

/** Folds a label for an element identity: lower case, digit runs as 0, whitespace collapsed, at most 80 characters. */
export const label = (s: string): string => {
  let out = ""
  let gap = true
  let digit = false
  for (let i = 0; i < s.length && out.length < 80; i++) {
    const c = s.charCodeAt(i)
    if (c <= 32 || c === 160) {
      if (!gap) out += " "
      gap = true
      digit = false
    } else if (c >= 48 && c <= 57) {
      if (!digit) out += "0"
      digit = true
      gap = false
    } else {
      out += s[i]
      gap = false
      digit = false
    }
  }
  return (gap ? out.slice(0, -1) : out).toLowerCase()
}

const cache = new WeakMap<ReadonlyArray<Ref>, ReadonlyArray<string>>()

/**
 * The identity of each reference (same order): the kind and the element's
 * id, else its label (link text, alt, title), else the file it loads,
 * numbered when several share it. The same key pointing elsewhere is a
 * retargeted element; a key the baseline never had is a new element.
 */
export const refKeys = (refs: ReadonlyArray<Ref>): ReadonlyArray<string> => {
  const hit = cache.get(refs)
  if (hit !== undefined) return hit
  const seen = new Map<string, number>()
  const out: Array<string> = []
  for (const r of refs) {
    // (a form by the fields a visitor fills in: its hidden fields, marked "~", left out)
    const shown = r.kind === "form" && r.label.includes("~") ? r.label.split(" ").filter((f) => !f.startsWith("~")).join(" ") : r.label
    const lbl = shown.length > 0 ? label(shown) : ""
    const who = r.id.length > 0
      ? `#${r.id.toLowerCase()}`
      : lbl.length > 0
      ? lbl
      : r.kind === "link" || r.kind === "form" || r.kind === "redirect" || r.kind === "base"
      ? ""
      : fileOf(r.url)
    const k = `${r.kind}:${who}`
    const n = seen.get(k) ?? 0
    seen.set(k, n + 1)
    out.push(n === 0 ? k : `${k}@${n}`)
  }
  cache.set(refs, out)
  return out
}

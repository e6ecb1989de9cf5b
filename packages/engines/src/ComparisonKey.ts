/**
 * The key of "what a comparison depends on besides the document": the
 * settings and baseline parts the enabled engines declare they read
 * (`Engine.reads`). A check whose document, final URL and key equal those
 * of the page's last match is a match without extraction or engines; the
 * key is derived from the declarations, so an engine that reads a new
 * setting invalidates it by declaring that setting, never by a hand-kept
 * list elsewhere.
 *
 * @since 0.2.0
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import { type Engine, isEnabled } from "./Engine.js"

const at = (root: unknown, path: string): unknown => {
  let v = root
  for (const part of path.split(".")) {
    if (v === null || typeof v !== "object") return undefined
    v = (v as Record<string, unknown>)[part]
  }
  return v
}

/**
 * A part of the baseline as it enters the key. Element lists enter as
 * their selection (which elements are watched: the only thing an edit
 * changes), engine data by its field names (written at capture, where
 * `captured_at` changes, and by baseline edits, which remove fields).
 */
const baselinePart = (baseline: Baseline, part: string): unknown => {
  if (part.startsWith("engine_data.")) {
    const d = baseline.engine_data[part.slice("engine_data.".length)]
    return d !== null && typeof d === "object" ? Object.keys(d).join(",") : d
  }
  const v = at(baseline, part)
  if (Array.isArray(v)) {
    let bits = ""
    for (const e of v) bits += (e as { selected?: boolean }).selected === false ? "0" : "1"
    return bits
  }
  return v
}

/**
 * The comparison key of a page under a set of engines.
 *
 * @since 0.2.0
 */
export const of = (
  engines: ReadonlyArray<Engine>,
  settings: WebpageSettings,
  baseline: Baseline | null
): string => {
  const parts: Array<unknown> = [baseline?.captured_at ?? null, settings.engines]
  for (const e of engines) {
    const on = isEnabled(e, settings)
    parts.push(e.name, on)
    if (!on) continue
    if (e.reads === undefined) {
      // An engine that does not say what it reads may read anything.
      parts.push(settings, baseline)
      continue
    }
    for (const path of e.reads.settings) parts.push(at(settings, path) ?? null)
    if (baseline !== null) for (const part of e.reads.baseline) parts.push(baselinePart(baseline, part) ?? null)
  }
  return JSON.stringify(parts)
}

/**
 * The spec's hash engine (off by default): the normalised-document
 * signature. Any change a reload does not explain alerts; for pages that
 * must not change at all.
 */
import type { Engine } from "../Engine.js"
import { dataOf } from "../internal/data.js"

const NAME = "hash"
const VERSION = 1

interface Data {
  readonly v: number
  readonly hashes: ReadonlyArray<string>
}

/**
 * The hash engine.
 *
 * @since 0.1.0
 */
export const hash: Engine = {
  name: NAME,
  question: "rules",
  enabledByDefault: true,
  enabled: (s) => s.threshold.enable_hash,
  reads: { settings: ["threshold.enable_hash"], baseline: ["hash", `engine_data.${NAME}`] },
  baselineData: (samples): Data => ({ v: VERSION, hashes: [...new Set(samples.map((s) => s.hash))] }),
  compare: (baseline, current) => {
    const hashes = dataOf<Data>(baseline, NAME, VERSION)?.hashes ?? [baseline.hash]
    return hashes.includes(current.hash)
      ? []
      : [{ engine: NAME, check: "hash", question: "rules", severity: "high", message: "the page signature changed", silence: "threshold.enable_hash = false", baseline: baseline.hash, current: current.hash }]
  }
}

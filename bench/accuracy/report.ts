/**
 * Scoring and printing: per-class rates with 95% Wilson intervals, the
 * findings that fired, totals per group (the held-out groups first, fresh11, fresh10, fresh9, fresh8, fresh7,
 * fresh6, fresh5, fresh4, fresh3, fresh2 then fresh, then the reporting half, then the tuning half), and the acceptance targets of issue 9 beside
 * every figure.
 */
import type { Kind } from "./classes.js"
import { type Half, HALVES } from "./split.js"

export const targets = {
  tprOverall: 0.99,
  tprPerClass: 0.95,
  fprOverall: 0.005,
  fprPerClass: 0.02
} as const

export interface Finding {
  readonly engine: string
  readonly check: string
  readonly breach: boolean
  readonly severity?: unknown
}

export interface ClassStats {
  readonly name: string
  readonly kind: Kind
  readonly half: Half
  /** alerts: caught defacements, or false alarms on benign changes */
  hits: number
  n: number
  /** `engine/check` of breaching findings, counted once per alerting pair */
  readonly fired: Map<string, number>
  /** severities of breaching findings, when the engines report them */
  readonly severities: Map<string, number>
  example: string | null
}

export const newStats = (name: string, kind: Kind, half: Half): ClassStats => ({
  name, kind, half, hits: 0, n: 0, fired: new Map(), severities: new Map(), example: null
})

export const record = (s: ClassStats, verdict: { readonly alert: boolean; readonly findings: ReadonlyArray<Finding>; readonly summary?: unknown }) => {
  s.n++
  if (!verdict.alert) return
  s.hits++
  const breaching = verdict.findings.filter((f) => f.breach)
  for (const key of new Set(breaching.map((f) => `${f.engine}/${f.check}`))) s.fired.set(key, (s.fired.get(key) ?? 0) + 1)
  for (const f of breaching) {
    if (typeof f.severity === "string") s.severities.set(f.severity, (s.severities.get(f.severity) ?? 0) + 1)
  }
  if (s.example === null && typeof verdict.summary === "string") s.example = verdict.summary
}

/** Wilson score interval at 95%. */
export const wilson = (k: number, n: number): readonly [number, number] => {
  if (n === 0) return [0, 1]
  const z = 1.96
  const p = k / n
  const d = 1 + (z * z) / n
  const c = p + (z * z) / (2 * n)
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))
  return [Math.max(0, (c - m) / d), Math.min(1, (c + m) / d)]
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const rate = (s: { hits: number; n: number }) => (s.n === 0 ? 0 : s.hits / s.n)
const meetsClass = (s: ClassStats) => s.kind === "defacement" ? rate(s) >= targets.tprPerClass : rate(s) <= targets.fprPerClass

export interface Total {
  readonly hits: number
  readonly n: number
}
const total = (rows: ReadonlyArray<ClassStats>): Total => rows.reduce((a, s) => ({ hits: a.hits + s.hits, n: a.n + s.n }), { hits: 0, n: 0 })

const topFired = (s: ClassStats, k: number, counts: boolean) =>
  [...s.fired.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, k).map(([e, n]) => counts ? `${e} (${n})` : e).join(", ")

/**
 * What each group is: when it was written and, once a round tuned on it, that it is tuning data since. Only
 * the newest group is held out; every other figure is a tuned one.
 */
const LABELS: Partial<Record<Half, string>> = {
  fresh37: "FRESH37 — written after round 27; held out: first look on round 27",
  fresh38: "FRESH38 — written after round 27; held out: first look on round 27",
  fresh35: "FRESH35 — written after round 26, during round 27; first look on round 26, tuning data since round 27",
  fresh36: "FRESH36 — written after round 26, during round 27; first look on round 26, tuning data since round 27",
  fresh33: "FRESH33 — written after round 24, during round 25; first look on rounds 24 and 25, tuning data since round 26",
  fresh34: "FRESH34 — written after round 24, during round 25; first look on rounds 24 and 25, tuning data since round 26",
  fresh31: "FRESH31 — written after round 23, during round 24; tuning data since round 25",
  fresh32: "FRESH32 — written after round 23, during round 24; tuning data since round 25",
  fresh29: "FRESH29 — written after round 22, during round 23; tuning data since round 24",
  fresh30: "FRESH30 — written after round 22, during round 23; tuning data since round 24",
  fresh27: "FRESH27 — written after round 21, during round 22; tuning data since round 23",
  fresh28: "FRESH28 — written after round 21, during round 22; tuning data since round 23",
  fresh25: "FRESH25 — written after round 20, during round 21; tuning data since round 22",
  fresh26: "FRESH26 — written after round 20, during round 21; tuning data since round 22",
  fresh23: "FRESH23 — written after round 19, during round 20; tuning data since round 21",
  fresh24: "FRESH24 — written after round 19, during round 20; tuning data since round 21",
  fresh21: "FRESH21 — written after round 18, during round 19; tuning data since round 20",
  fresh22: "FRESH22 — written after round 18, during round 19; tuning data since round 20",
  fresh19: "FRESH19 — written after round 17, during round 18; tuning data since round 19",
  fresh20: "FRESH20 — written after round 17, during round 18; tuning data since round 19",
  fresh18: "FRESH18 — written after round 16, during round 17; tuning data since round 18",
  fresh17: "FRESH17 — written after round 16; tuning data since round 18",
  fresh16: "FRESH16 — written after round 15; tuning data since round 17",
  fresh15: "FRESH15 — written after round 14; tuning data since round 16",
  fresh14: "FRESH14 — written after round 13; tuning data since round 15",
  fresh13: "FRESH13 — written after round 13; tuning data since round 14",
  fresh12: "FRESH12 — written after round 13; tuning data since round 14",
  fresh11: "FRESH11 — written after round 12; tuning data since round 13",
  fresh10: "FRESH10 — written after round 11; tuning data since round 12",
  fresh9: "FRESH9 — written after round 10; tuning data since round 11",
  fresh8: "FRESH8 — written after round 9; tuning data since round 10",
  fresh7: "FRESH7 — written after round 8; tuning data since round 9",
  fresh6: "FRESH6 — written after round 7; tuning data since round 8",
  fresh5: "FRESH5 — written after round 6; tuning data since round 7",
  fresh4: "FRESH4 — written after round 5; tuning data since round 6",
  fresh3: "FRESH3 — written after round 4; tuning data since round 5",
  fresh2: "FRESH2 — written after round 2; tuning data since round 4",
  fresh: "FRESH — written after round 1; tuning data since",
  reporting: "REPORTING HALF — split off by rule, but tuned on since round 4: a tuned figure, not an untouched one"
}

/** The markdown tables of one half. */
export const renderHalf = (half: Half, rows: ReadonlyArray<ClassStats>): string => {
  const out: Array<string> = []
  const d = rows.filter((s) => s.kind === "defacement")
  const b = rows.filter((s) => s.kind === "benign")
  const label = LABELS[half] ?? "TUNING HALF — for tuning only; do not report these as accuracy"
  out.push(`### ${label}: ${d.length} defacement classes, ${b.length} benign classes`, "")
  if (d.length > 0) {
    out.push(`| defacement (${half}) | caught | TPR | 95% CI | target ≥ ${pct(targets.tprPerClass)} | what fired most |`, "|---|---:|---:|---|---|---|")
    for (const s of d) {
      const [lo, hi] = wilson(s.hits, s.n)
      out.push(`| ${s.name} | ${s.hits}/${s.n} | ${pct(rate(s))} | ${pct(lo)}–${pct(hi)} | ${meetsClass(s) ? "ok" : "**MISS**"} | ${topFired(s, 2, false)} |`)
    }
    const t = total(d)
    const [lo, hi] = wilson(t.hits, t.n)
    out.push(`| **all defacements (${half})** | ${t.hits}/${t.n} | **${pct(rate(t))}** | ${pct(lo)}–${pct(hi)} | target ≥ ${pct(targets.tprOverall)}: ${rate(t) >= targets.tprOverall ? "ok" : "**MISS**"} | ${d.filter((s) => !meetsClass(s)).length} classes under ${pct(targets.tprPerClass)} |`, "")
  }
  if (b.length > 0) {
    out.push(`| benign change (${half}) | false alarms | FPR | 95% CI | target ≤ ${pct(targets.fprPerClass)} | what fired |`, "|---|---:|---:|---|---|---|")
    for (const s of b) {
      const [lo, hi] = wilson(s.hits, s.n)
      out.push(`| ${s.name} | ${s.hits}/${s.n} | ${pct(rate(s))} | ${pct(lo)}–${pct(hi)} | ${meetsClass(s) ? "ok" : "**MISS**"} | ${topFired(s, 3, true)} |`)
    }
    const t = total(b)
    const [lo, hi] = wilson(t.hits, t.n)
    out.push(`| **all benign changes (${half})** | ${t.hits}/${t.n} | **${pct(rate(t))}** | ${pct(lo)}–${pct(hi)} | target ≤ ${pct(targets.fprOverall)}: ${rate(t) <= targets.fprOverall ? "ok" : "**MISS**"} | ${b.filter((s) => !meetsClass(s)).length} classes over ${pct(targets.fprPerClass)} |`, "")
  }
  return out.join("\n")
}

/** Results as JSON-ready data. */
export const toJson = (rows: ReadonlyArray<ClassStats>) => {
  const summary = (xs: ReadonlyArray<ClassStats>, overall: (r: number) => boolean) => {
    const t = total(xs)
    return { hits: t.hits, n: t.n, rate: rate(t), ci95: wilson(t.hits, t.n), meets_target: t.n === 0 ? null : overall(rate(t)) }
  }
  const halves = HALVES.map((h) => {
    const xs = rows.filter((s) => s.half === h)
    return [h, {
      defacements: summary(xs.filter((s) => s.kind === "defacement"), (r) => r >= targets.tprOverall),
      benign: summary(xs.filter((s) => s.kind === "benign"), (r) => r <= targets.fprOverall)
    }] as const
  })
  return {
    targets,
    totals: Object.fromEntries(halves),
    classes: rows.map((s) => ({
      name: s.name,
      kind: s.kind,
      half: s.half,
      hits: s.hits,
      n: s.n,
      rate: rate(s),
      ci95: wilson(s.hits, s.n),
      meets_target: meetsClass(s),
      fired: Object.fromEntries([...s.fired.entries()].sort((a, b) => b[1] - a[1])),
      severities: Object.fromEntries(s.severities),
      example_summary: s.example
    }))
  }
}

/**
 * How the portal says things: times, health statuses, findings in words.
 *
 * @since 0.1.0
 */
import { html, type Html } from "./Html.js"

/**
 * An ISO instant as `2026-11-24 21:05 UTC` in a `<time>` element.
 *
 * @since 0.1.0
 */
export const time = (iso: string | null | undefined): Html | string =>
  iso === null || iso === undefined ? "never" : html`<time datetime="${iso}">${iso.slice(0, 16).replace("T", " ")} UTC</time>`

const tone: Record<string, string> = {
  OK: "good",
  Warning: "warn",
  Alert: "bad",
  Unreachable: "bad",
  "Continuous Monitoring": "warn",
  "Baseline Incomplete": "warn",
  Completed: "good",
  Failed: "bad",
  Cancelled: "other",
  open: "bad",
  resolved: "good"
}

/**
 * A status as a badge (its words, not only a colour).
 *
 * @since 0.1.0
 */
export const status = (value: string) => html`<span class="status ${tone[value] ?? "other"}">${value}</span>`

interface FindingLike {
  readonly engine?: unknown
  readonly check?: unknown
  readonly message?: unknown
  readonly breach?: unknown
  readonly severity?: unknown
}

/**
 * Findings as a list of sentences: the engine's message, what it weighs,
 * whether it made the alert. Everything in them may come from the
 * monitored page, so all of it is escaped by `html`.
 *
 * @since 0.1.0
 */
export const findings = (list: ReadonlyArray<unknown>, onlyBreaches = false): Html | string => {
  const items = list.filter((f): f is FindingLike => typeof f === "object" && f !== null)
    .filter((f) => !onlyBreaches || f.breach === true)
  if (items.length === 0) return html`<span class="muted">no findings</span>`
  return html`<ul class="findings">${
    items.map((f) =>
      html`<li>${f.breach === true ? html`<strong>Alert:</strong> ` : ""}${String(f.message ?? f.check ?? "a change")}<span class="muted"> (${
        String(f.engine ?? "engine")
      }${typeof f.severity === "string" ? `, ${f.severity}` : ""})</span></li>`
    )
  }</ul>`
}

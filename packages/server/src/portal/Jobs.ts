/**
 * Batch jobs: create one from a pasted list of URLs or a CSV file (the
 * script reads the file into the list; without it, paste the CSV), the
 * list of jobs, one job with per-item progress that refreshes itself
 * until every item is final, cancel.
 *
 * @since 0.1.0
 */
import type { BatchJob, BatchJobItem, BatchJobKind } from "@defmon/core/domain/BatchJob"
import { isFinal, prefixOf } from "@defmon/core/domain/BatchJob"
import type { UserId } from "@defmon/core/domain/Webpage"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Portal } from "@defmon/core/usecases/Portal"
import { HttpApiBuilder, HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { csrfField, html, type Html, layout, notice, respond, seeOther, type Viewer } from "./Html.js"
import { guards } from "./Session.js"
import { status, time } from "./Words.js"

const kindLabel: Record<BatchJobKind, string> = {
  baseline: "Baseline (add new pages)",
  combined_baseline: "Combined (add new, rebaseline existing)",
  rebaseline: "Rebaseline"
}

/**
 * The URLs of a pasted list or CSV: every cell that looks like an http(s)
 * URL, in order (header rows and other columns are skipped).
 *
 * @since 0.1.0
 */
export const urlsOf = (text: string): ReadonlyArray<string> =>
  text.split(/\r?\n/).flatMap((line) =>
    line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, "$1").trim()).filter((cell) => /^https?:\/\//i.test(cell))
  )

const progressBar = (job: BatchJob) => {
  const p = job.progress
  const done = p.completed + p.failed + p.cancelled
  return html`<progress max="${p.total}" value="${done}" aria-label="${job.identifier} progress">${done} of ${p.total}</progress> ${done}/${p.total}`
}

const listScreen = (viewer: Viewer, jobs: ReadonlyArray<BatchJob>, flash?: Html) =>
  layout(
    "Batch jobs",
    viewer,
    "/jobs",
    html`<h2>New job</h2>
<form class="stack" method="post" action="/jobs">${csrfField(viewer)}
  <label>Kind <select name="kind">${
      (["baseline", "combined_baseline"] as const).map((k) => html`<option value="${k}">${kindLabel[k]}</option>`)
    }</select></label>
  <label>URLs, one per line, or CSV <textarea id="job-urls" name="urls" required placeholder="https://www.example.com/"></textarea></label>
  <label>Or a CSV file <input type="file" accept=".csv,text/csv,text/plain" data-csv-into="job-urls"></label>
  <div><button type="submit">Create job</button></div>
</form>
<h2>Jobs</h2>
${
      jobs.length === 0 ? html`<p class="muted">No jobs yet.</p>` : html`<div class="scroll"><table>
<thead><tr><th scope="col">Job</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Progress</th><th scope="col">Created</th></tr></thead>
<tbody>${
        jobs.map((j) =>
          html`<tr><td><a href="/jobs/${j.identifier}">${j.identifier}</a></td><td>${kindLabel[j.kind]}</td><td>${status(j.status)}</td><td>${
            progressBar(j)
          }</td><td>${time(j.created_at)}</td></tr>`
        )
      }</tbody></table></div>`
    }`,
    flash
  )

/** The live part of a job: refreshes itself (`data-refresh`) until every item is final. */
const progressPart = (viewer: Viewer, job: BatchJob, items: ReadonlyArray<BatchJobItem>) => {
  const live = items.some((i) => !isFinal(i.status))
  return html`<section id="job-progress"${live ? html` data-refresh="/jobs/${job.identifier}"` : ""} aria-live="polite">
<p>Status: <strong class="job-status">${job.status}</strong> · ${progressBar(job)} · created ${time(job.created_at)}${
    job.cancelled_at === null ? "" : html` · cancelled ${time(job.cancelled_at)}`
  }</p>
${
    live
      ? html`<form method="post" action="/jobs/${job.identifier}/cancel" data-confirm="Cancel the items still in the queue?">${
        csrfField(viewer)
      }<button type="submit" class="danger">Cancel job</button></form>`
      : ""
  }
<div class="scroll"><table>
<thead><tr><th scope="col">#</th><th scope="col">URL</th><th scope="col">Action</th><th scope="col">Status</th><th scope="col">Why</th><th scope="col">Webpage</th></tr></thead>
<tbody>${
    items.map((i) =>
      html`<tr><td>${i.position + 1}</td><td class="url">${i.url}</td><td>${i.action}</td><td>${status(i.status)}</td><td>${
        i.reason === null ? "" : html`${i.reason}${i.message === null ? "" : html`: ${i.message}`}`
      }</td><td>${i.webpage_id === null ? "" : html`<a href="/pages/${i.webpage_id}">page ${i.webpage_id}</a>`}</td></tr>`
    )
  }</tbody></table></div>
</section>`
}

const kindOfPrefix = Object.fromEntries(Object.entries(prefixOf).map(([k, p]) => [p, k as BatchJobKind]))

/**
 * `GET /jobs`, `POST /jobs`, `GET /jobs/:id`, `POST /jobs/:id/cancel`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { action, page } = guards(yield* Portal)
    const jobs = yield* BatchJobs
    const list = (owner: UserId) => Effect.map(jobs.list(owner), (all) => [...all].sort((a, b) => b.id - a.id))
    const detail = (viewer: Viewer, owner: UserId, raw: string, flash?: Html) =>
      Effect.gen(function*() {
        const kind = kindOfPrefix[raw.slice(0, 2).toUpperCase()]
        const found = kind === undefined ? undefined : yield* Effect.option(jobs.get(owner, kind, raw))
        if (found === undefined || found._tag === "None") {
          return respond(layout("Not found", viewer, "/jobs", notice("error", `batch job ${raw} not found`)), 404)
        }
        const { items, job } = found.value
        return respond(layout(`Batch job ${job.identifier}`, viewer, "/jobs", progressPart(viewer, job, items), flash))
      })
    yield* router.get("/jobs", page((s) => Effect.map(list(s.account.id), (all) => respond(listScreen(s.viewer, all)))))
    yield* router.post(
      "/jobs",
      action((s, form) =>
        Effect.gen(function*() {
          const urls = urlsOf(form.get("urls") ?? "")
          const kind = form.get("kind") === "combined_baseline" ? "combined_baseline" : "baseline"
          const refuse = (message: string) => Effect.map(list(s.account.id), (all) => respond(listScreen(s.viewer, all, notice("error", message)), 400))
          if (urls.length === 0) return yield* refuse("urls: paste at least one http(s) URL")
          const created = yield* Effect.either(
            kind === "baseline" ? jobs.createBaseline(s.account.id, { urls }) : jobs.createCombined(s.account.id, { urls })
          )
          if (created._tag === "Left") return yield* refuse(created.left.message)
          return seeOther(`/jobs/${created.right.identifier}`)
        })
      )
    )
    yield* router.get("/jobs/:id", page((s) => Effect.flatMap(HttpRouter.params, ({ id }) => detail(s.viewer, s.account.id, id ?? ""))))
    yield* router.post(
      "/jobs/:id/cancel",
      action((s) =>
        Effect.gen(function*() {
          const { id } = yield* HttpRouter.params
          const cancelled = yield* Effect.either(jobs.cancel(s.account.id, id ?? ""))
          if (cancelled._tag === "Left") return yield* detail(s.viewer, s.account.id, id ?? "", notice("error", cancelled.left.message))
          return seeOther(`/jobs/${cancelled.right.identifier}`)
        })
      )
    )
  })
)

/**
 * Incidents across the account's pages: open and resolved, their findings
 * in words, a time line (opened, acknowledged, resolved), acknowledge.
 *
 * @since 0.1.0
 */
import type { Webpage } from "@defmon/core/domain/Webpage"
import type { AcknowledgedIncident } from "@defmon/core/ports/storage"
import { Portal } from "@defmon/core/usecases/Portal"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { HttpApiBuilder, HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { csrfField, html, type Html, layout, notice, respond, seeOther, type Viewer } from "./Html.js"
import { guards } from "./Session.js"
import { findings, status, time } from "./Words.js"

const card = (viewer: Viewer, pages: ReadonlyMap<number, Webpage>, { acknowledged_at, incident: i }: AcknowledgedIncident) => {
  const p = pages.get(i.webpage_id)
  return html`<article class="incident" id="incident-${i.id}">
<h3>${status(i.status)} Incident ${i.id}: ${i.kind} of ${
    p === undefined ? html`webpage ${i.webpage_id}` : html`<a href="/pages/${p.id}">${p.url}</a>`
  }</h3>
<ol class="timeline">
  <li>${time(i.opened_at)}: opened</li>
  ${acknowledged_at === null ? "" : html`<li>${time(acknowledged_at)}: acknowledged</li>`}
  ${i.resolved_at === null ? "" : html`<li>${time(i.resolved_at)}: resolved (the page matched its baseline again, or was rebaselined)</li>`}
</ol>
${findings(i.findings)}
${
    acknowledged_at === null && i.status === "open"
      ? html`<form method="post" action="/incidents/${i.id}/acknowledge">${csrfField(viewer)}<button type="submit" class="secondary">Acknowledge</button></form>`
      : ""
  }
</article>`
}

const screen = (
  viewer: Viewer,
  open: ReadonlyArray<AcknowledgedIncident>,
  resolved: ReadonlyArray<AcknowledgedIncident>,
  pages: ReadonlyMap<number, Webpage>,
  flash?: Html
) =>
  layout(
    "Incidents",
    viewer,
    "/incidents",
    html`<h2>Open (${open.length})</h2>
${open.length === 0 ? html`<p class="muted">No open incident.</p>` : open.map((x) => card(viewer, pages, x))}
<h2>Resolved (latest ${resolved.length})</h2>
${resolved.length === 0 ? html`<p class="muted">None.</p>` : resolved.map((x) => card(viewer, pages, x))}`,
    flash
  )

/**
 * `GET /incidents`, `POST /incidents/:id/acknowledge`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { action, page } = guards(yield* Portal)
    const portal = yield* Portal
    const webpages = yield* Webpages
    const show = (viewer: Viewer, owner: Parameters<typeof portal.incidents>[0], flash?: Html) =>
      Effect.gen(function*() {
        const open = yield* portal.incidents(owner, "open", 200)
        const resolved = yield* portal.incidents(owner, "resolved", 50)
        const ids = [...new Set([...open, ...resolved].map((x) => x.incident.webpage_id as number))]
        const pages = new Map((yield* webpages.getMany(owner, ids)).map((p) => [p.id as number, p]))
        return respond(screen(viewer, open, resolved, pages, flash))
      })
    yield* router.get("/incidents", page((s) => show(s.viewer, s.account.id)))
    yield* router.post(
      "/incidents/:id/acknowledge",
      action((s) =>
        Effect.gen(function*() {
          const { id } = yield* HttpRouter.params
          const done = yield* Effect.either(portal.acknowledge(s.account.id, /^\d{1,9}$/.test(id ?? "") ? Number(id) : -1))
          if (done._tag === "Right") return seeOther(`/incidents#incident-${done.right.incident.id}`)
          return yield* show(s.viewer, s.account.id, notice("error", done.left.message))
        })
      )
    )
  })
)

/**
 * The activity log: the account's newest records (every change a user
 * made and every alert).
 *
 * @since 0.1.0
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Portal } from "@defmon/core/usecases/Portal"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { html, layout, respond } from "./Html.js"
import { guards } from "./Session.js"
import { time } from "./Words.js"

const details = (d: Record<string, unknown>) =>
  Object.entries(d).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ")

/**
 * `GET /activity`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { page } = guards(yield* Portal)
    const accounts = yield* Accounts
    yield* router.get(
      "/activity",
      page((s) =>
        Effect.map(accounts.activityList(s.account.id, 200), (records) =>
          respond(layout(
            "Activity log",
            s.viewer,
            "/activity",
            records.length === 0 ? html`<p class="muted">Nothing yet.</p>` : html`<div class="scroll"><table>
<thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Details</th></tr></thead>
<tbody>${
              records.map((r) =>
                html`<tr><td>${r.id}</td><td>${time(r.created_at)}</td><td>${r.action}</td><td>${r.target}</td><td class="url">${details(r.details)}</td></tr>`
              )
            }</tbody></table></div>`
          )))
      )
    )
  })
)

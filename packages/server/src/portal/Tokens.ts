/**
 * API tokens: create (shown once, with a copy button), list, revoke. The
 * token never appears in a URL: it is the body of the answer to the form
 * post that made it.
 *
 * @since 0.1.0
 */
import type { ApiToken } from "@defmon/core/domain/Account"
import type { UserId } from "@defmon/core/domain/Webpage"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Portal } from "@defmon/core/usecases/Portal"
import { HttpApiBuilder, HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { csrfField, html, type Html, layout, notice, respond, seeOther, type Viewer } from "./Html.js"
import { guards } from "./Session.js"
import { time } from "./Words.js"

const screen = (viewer: Viewer, tokens: ReadonlyArray<ApiToken>, flash?: Html) =>
  layout(
    "API tokens",
    viewer,
    "/tokens",
    html`<h2>Create a token</h2>
<form class="filters" method="post" action="/tokens">${csrfField(viewer)}
  <label>Name <input type="text" name="name" maxlength="100" placeholder="e.g. CI pipeline" required></label>
  <button type="submit">Create token</button>
</form>
<h2>Your tokens</h2>
${
      tokens.length === 0
        ? html`<p class="muted">No tokens yet.</p>`
        : html`<div class="scroll"><table>
<thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${
          tokens.map((t) =>
            html`<tr><td>${t.name === "" ? html`<span class="muted">(no name)</span>` : t.name}</td><td><code>${t.prefix}…</code></td><td>${
              time(t.created_at)
            }</td><td>${time(t.last_used_at)}</td><td>${t.revoked_at === null ? "active" : html`revoked ${time(t.revoked_at)}`}</td><td>${
              t.revoked_at === null
                ? html`<form class="inline" method="post" action="/tokens/${t.id}/revoke" data-confirm="Revoke this token? Programs using it will get 401.">${
                  csrfField(viewer)
                }<button class="danger" type="submit" aria-label="Revoke token ${t.name || t.prefix}">Revoke</button></form>`
                : ""
            }</td></tr>`
          )
        }</tbody></table></div>`
    }
<p class="muted">Use a token with the API: <code>curl -H "Authorization: Bearer $TOKEN" ${"<server>"}/api/v1/urls</code></p>`,
    flash
  )

const shown = (token: string, name: string) =>
  html`<div class="notice ok" role="status"><p>Token ${name === "" ? "" : html`“${name}” `}created. Copy it now: it is shown only this once.</p>
<div class="secret"><code id="new-token">${token}</code><button type="button" class="secondary" data-copy="new-token">Copy</button></div></div>`

/**
 * `GET /tokens`, `POST /tokens`, `POST /tokens/:id/revoke`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { action, page } = guards(yield* Portal)
    const accounts = yield* Accounts
    const list = (owner: UserId) => accounts.tokensOf(owner)
    yield* router.get("/tokens", page((s) => Effect.map(list(s.account.id), (tokens) => respond(screen(s.viewer, tokens)))))
    yield* router.post(
      "/tokens",
      action((s, form) =>
        Effect.gen(function*() {
          const name = form.get("name") ?? ""
          const created = yield* Effect.either(accounts.createTokenFor(s.account.id, name))
          const tokens = yield* list(s.account.id)
          if (created._tag === "Left") return respond(screen(s.viewer, tokens, notice("error", created.left.message)), 400)
          return respond(screen(s.viewer, tokens, shown(created.right.token, created.right.record.name)))
        })
      )
    )
    yield* router.post(
      "/tokens/:id/revoke",
      action((s) =>
        Effect.gen(function*() {
          const { id } = yield* HttpRouter.params
          const revoked = yield* Effect.either(accounts.revokeTokenOf(s.account.id, Number(id)))
          if (revoked._tag === "Right") return seeOther("/tokens")
          return respond(screen(s.viewer, yield* list(s.account.id), notice("error", revoked.left.message)), 404)
        })
      )
    )
  })
)

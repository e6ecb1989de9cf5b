/**
 * Sign-in and sign-out. A successful sign-in always starts a new session
 * (the cookie is rotated); failed attempts of a name wait longer and
 * longer (`Portal.signIn`).
 *
 * @since 0.1.0
 */
import { Portal } from "@defmon/core/usecases/Portal"
import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { html, layout, notice, respond, seeOther } from "./Html.js"
import { clearCookie, guards, crossSite, forbidden, formOf, overTls, sessionCookie, sessionIdOf } from "./Session.js"

const form = (name: string, problem?: string) =>
  layout(
    "Sign in",
    undefined,
    "/signin",
    html`<form class="stack" method="post" action="/signin">
  <label>User name <input type="text" name="name" value="${name}" autocomplete="username" required autofocus></label>
  <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
  <div><button type="submit">Sign in</button></div>
</form>
<p class="muted">Accounts and passwords are made by the operator: <code>defmon user create NAME --password-stdin</code>.</p>`,
    problem === undefined ? undefined : notice("error", problem)
  )

/**
 * `GET /signin`, `POST /signin`, `POST /signout`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const portal = yield* Portal
    const { action } = guards(portal)
    yield* router.get("/signin", Effect.succeed(respond(form(""))))
    yield* router.post(
      "/signin",
      Effect.gen(function*() {
        const request = yield* HttpServerRequest.HttpServerRequest
        // A sign-in forged by another site would sign the victim into the
        // attacker's account.
        if (crossSite(request)) return forbidden(undefined)
        const fields = yield* formOf(request)
        const name = fields.get("name") ?? ""
        const password = fields.get("password") ?? ""
        if (name.trim() === "" || password === "") return respond(form(name, "Enter your user name and password."), 400)
        const outcome = yield* portal.signIn(name, password, sessionIdOf(request))
        switch (outcome._tag) {
          case "SignedIn":
            return seeOther("/", { "set-cookie": sessionCookie(outcome.sessionId, overTls(request)) })
          case "Wait":
            return respond(
              form(name, `Too many failed attempts: try again in ${outcome.seconds} s.`),
              429,
              { "retry-after": String(outcome.seconds) }
            )
          case "Refused":
            return respond(form(name, "Wrong user name or password."), 401)
        }
      })
    )
    yield* router.post(
      "/signout",
      action((signed, _form) =>
        Effect.gen(function*() {
          const id = sessionIdOf(signed.request)
          if (id !== undefined) yield* portal.signOut(id)
          return seeOther("/signin", { "set-cookie": clearCookie(overTls(signed.request)) })
        })
      )
    )
  })
)

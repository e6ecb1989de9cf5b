/**
 * The portal's session cookie, its CSRF defence and the guards every
 * screen's handlers go through: `page` for reads (signed in, else to the
 * sign-in form), `action` for changes (same site, signed in, a form with
 * the session's CSRF token).
 *
 * @since 0.1.0
 */
import type { Account, PortalSession } from "@defmon/core/domain/Account"
import { type Portal, SessionLimits } from "@defmon/core/usecases/Portal"
import { HttpServerRequest, type HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { timingSafeEqual } from "node:crypto"
import { html, layout, notice, respond, seeOther, type Viewer } from "./Html.js"

/**
 * The session cookie's name.
 *
 * @since 0.1.0
 */
export const cookieName = "defmon_session"

/**
 * Whether the request came over TLS (directly or through a proxy that says
 * so): the cookie is then `Secure`.
 *
 * @since 0.1.0
 */
export const overTls = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers["x-forwarded-proto"]?.split(",")[0]?.trim() === "https"

/**
 * The `Set-Cookie` of a new session: HttpOnly, SameSite=Lax, Secure behind
 * TLS, for the session's absolute lifetime.
 *
 * @since 0.1.0
 */
export const sessionCookie = (id: string, secure: boolean) =>
  `${cookieName}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SessionLimits.absoluteMs / 1000}${secure ? "; Secure" : ""}`

/**
 * The `Set-Cookie` that removes the session cookie.
 *
 * @since 0.1.0
 */
export const clearCookie = (secure: boolean) =>
  `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`

/**
 * The session id the browser sent, if any.
 *
 * @since 0.1.0
 */
export const sessionIdOf = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const id = request.cookies[cookieName]
  return id === undefined || id.length === 0 ? undefined : id
}

/**
 * Whether a state-changing request came from another site: the browser's
 * `Sec-Fetch-Site`, else the `Origin` against the `Host` it was sent to.
 * Requests without either (curl) still need the CSRF token of a session.
 *
 * @since 0.1.0
 */
export const crossSite = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin" && site !== "none") return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  if (origin === "null") return true
  try {
    return new URL(origin).host !== request.headers.host
  } catch {
    return true
  }
}

/**
 * A signed-in request.
 *
 * @since 0.1.0
 */
export interface Signed {
  readonly account: Account
  readonly session: PortalSession
  readonly viewer: Viewer
  readonly request: HttpServerRequest.HttpServerRequest
}

/**
 * The fields of a form post (`application/x-www-form-urlencoded`).
 *
 * @since 0.1.0
 */
export const formOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(Effect.orElseSucceed(request.text, () => ""), (text) => new URLSearchParams(text))

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The page that refuses a forged or cross-site post (403).
 *
 * @since 0.1.0
 */
export const forbidden = (viewer: Viewer | undefined) =>
  respond(
    layout(
      "Refused",
      viewer,
      "",
      html`${notice("error", "This request came from another site or from an out-of-date form, so nothing was changed.")}
<p><a href="/">Back to the portal</a></p>`
    ),
    403
  )

/**
 * The guards of the screens' handlers, over the portal's use cases:
 * `page` for a read of a signed-in user (anyone else goes to the sign-in
 * form); `action` for a change, refused (403) when it came from another
 * site or its form lacks the session's CSRF token.
 *
 * @since 0.1.0
 */
export const guards = (portal: Portal) => {
  const signedIn = Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const id = sessionIdOf(request)
    if (id === undefined) return Option.none<Signed>()
    const found = yield* portal.session(id)
    return Option.map(found, ({ account, session }): Signed => ({
      account,
      session,
      viewer: { name: account.name, csrf: session.csrf_token },
      request
    }))
  })
  const toSignIn = seeOther("/signin")
  const page = <E, R>(f: (signed: Signed) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.flatMap(signedIn, Option.match({ onNone: () => Effect.succeed(toSignIn), onSome: f }))
  const action = <E, R>(
    f: (signed: Signed, form: URLSearchParams) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      if (crossSite(request)) return forbidden(undefined)
      const signed = yield* signedIn
      if (Option.isNone(signed)) return toSignIn
      const form = yield* formOf(request)
      const csrf = form.get("_csrf") ?? ""
      if (!sameToken(csrf, signed.value.session.csrf_token)) return forbidden(signed.value.viewer)
      return yield* f(signed.value, form)
    })
  return { page, action } as const
}

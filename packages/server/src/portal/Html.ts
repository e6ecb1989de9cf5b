/**
 * HTML for the portal: a tagged template that escapes every interpolated
 * value unless it is already `Html`, the page layout, and the portal's
 * security headers. Everything a monitored page or a user typed reaches the
 * browser through `escape`: titles, URLs, findings, messages.
 *
 * @since 0.1.0
 */
import { HttpServerResponse } from "@effect/platform"

/**
 * Markup that is safe to send as is (built by `html`).
 *
 * @since 0.1.0
 */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "`": "&#96;" }

/**
 * Text made safe for element content and quoted attribute values.
 *
 * @since 0.1.0
 */
export const escape = (value: unknown): string => String(value).replace(/[&<>"'`]/g, (c) => entities[c]!)

type Part = Html | string | number | boolean | null | undefined | ReadonlyArray<Part>

const render = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ""
    : part instanceof Html
    ? part.value
    : Array.isArray(part)
    ? part.map(render).join("")
    : escape(part)

/**
 * The template: literal parts as written, values escaped (arrays joined,
 * `null`/`undefined`/`false` left out).
 *
 * @since 0.1.0
 */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<Part>): Html =>
  new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i] as Part) : ""), ""))

/**
 * A link target for a URL from a monitored page or a user: only http(s)
 * URLs become links (a `javascript:` URL would run on click).
 *
 * @since 0.1.0
 */
export const safeHref = (url: string): string | undefined => (/^https?:\/\//i.test(url) ? url : undefined)

/**
 * The Content-Security-Policy of every portal page: scripts and styles only
 * from defmon's own files (no inline code), no frames of the portal, forms
 * posting only to it.
 *
 * @since 0.1.0
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'"
].join("; ")

/**
 * Security headers of every portal response.
 *
 * @since 0.1.0
 */
export const securityHeaders: Record<string, string> = {
  "content-security-policy": contentSecurityPolicy,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "cache-control": "no-store"
}

/**
 * An HTML response with the portal's headers.
 *
 * @since 0.1.0
 */
export const respond = (body: Html, status = 200, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(`<!doctype html>\n${body.value}`, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { ...securityHeaders, ...headers }
  })

/**
 * A redirect after a form post (303: the browser follows with a GET).
 *
 * @since 0.1.0
 */
export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  HttpServerResponse.empty({ status: 303, headers: { ...securityHeaders, location, ...headers } })

/**
 * The portal's screens, in the order of the navigation.
 *
 * @since 0.1.0
 */
export const screens = [
  { path: "/", label: "Webpages" },
  { path: "/incidents", label: "Incidents" },
  { path: "/jobs", label: "Batch jobs" },
  { path: "/tokens", label: "API tokens" },
  { path: "/activity", label: "Activity" }
] as const

/**
 * Who is signed in, for the layout (the sign-out form needs the CSRF token).
 *
 * @since 0.1.0
 */
export interface Viewer {
  readonly name: string
  readonly csrf: string
}

/**
 * A hidden field with the session's CSRF token: every form that changes
 * something carries it.
 *
 * @since 0.1.0
 */
export const csrfField = (viewer: Viewer) => html`<input type="hidden" name="_csrf" value="${viewer.csrf}">`

/**
 * The page around a screen's content.
 *
 * @since 0.1.0
 */
export const layout = (title: string, viewer: Viewer | undefined, current: string, content: Html, flash?: Html) =>
  html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · defmon</title>
<link rel="stylesheet" href="/assets/portal.css">
<script src="/assets/portal.js" defer></script>
</head>
<body>
<header class="top">
  <a class="brand" href="/">defmon</a>
  ${viewer === undefined ? "" : html`<nav aria-label="Main">
    <ul>${screens.map((s) => html`<li><a href="${s.path}"${s.path === current ? html` aria-current="page"` : ""}>${s.label}</a></li>`)}</ul>
  </nav>
  <form class="signout" method="post" action="/signout">${csrfField(viewer)}<span class="who">${viewer.name}</span> <button type="submit">Sign out</button></form>`}
</header>
<main id="main">
<h1>${title}</h1>
${flash ?? ""}
${content}
</main>
</body>
</html>`

/**
 * A message box above a screen's content.
 *
 * @since 0.1.0
 */
export const notice = (kind: "error" | "ok", message: string) =>
  html`<p class="notice ${kind}" role="${kind === "error" ? "alert" : "status"}">${message}</p>`

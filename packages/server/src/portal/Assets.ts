/**
 * The portal's only style sheet and script, served by defmon itself (no
 * CDN): the Content-Security-Policy allows no other source and no inline
 * code. The script is progressive enhancement: every screen works without
 * it; with it, the token has a copy button, job progress refreshes live,
 * a CSV file fills the URL list and deletions ask first.
 *
 * @since 0.1.0
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { securityHeaders } from "./Html.js"

/**
 * The style sheet: readable at 1280 px and on a phone (tables scroll
 * sideways inside their box, the navigation wraps).
 *
 * @since 0.1.0
 */
export const css = `
:root { --fg: #1b1f24; --muted: #4a5563; --bg: #fff; --line: #d0d7de; --accent: #0b5cad; --bad: #a40e26; --warn: #7a4b00; --ok: #116329; --soft: #f4f6f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
header.top { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding: .6rem 1rem; border-bottom: 1px solid var(--line); background: var(--soft); }
.brand { font-weight: 700; text-decoration: none; color: var(--fg); font-size: 1.1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
nav a[aria-current="page"] { font-weight: 700; color: var(--fg); }
.signout { margin-left: auto; display: flex; align-items: center; gap: .5rem; }
.who { color: var(--muted); }
main { max-width: 1200px; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
.scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--soft); font-weight: 600; white-space: nowrap; }
td.url { word-break: break-all; min-width: 14rem; }
form.inline { display: inline; }
form.filters { display: flex; flex-wrap: wrap; gap: .75rem; align-items: flex-end; margin-bottom: 1rem; }
form.stack { display: flex; flex-direction: column; gap: .75rem; max-width: 40rem; margin-bottom: 1rem; }
label { display: flex; flex-direction: column; gap: .2rem; font-weight: 600; }
label.check { flex-direction: row; align-items: center; font-weight: 400; gap: .4rem; }
input, select, textarea, button { font: inherit; max-width: 100%; }
label, form, fieldset { min-width: 0; }
input[type=text], input[type=password], input[type=number], input[type=search], input[type=url], select, textarea { padding: .4rem .5rem; border: 1px solid #8c959f; border-radius: 4px; background: #fff; color: var(--fg); }
textarea { min-height: 8rem; width: 100%; }
button { padding: .4rem .9rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--bad); border-color: var(--bad); }
.notice { padding: .6rem .8rem; border-radius: 6px; border: 1px solid; }
.notice.error { color: var(--bad); border-color: var(--bad); background: #fff0f1; }
.notice.ok { color: var(--ok); border-color: var(--ok); background: #eefbf1; }
.status { display: inline-block; padding: 0 .4rem; border-radius: 4px; border: 1px solid currentColor; white-space: nowrap; font-size: .9rem; }
.status.bad { color: var(--bad); } .status.warn { color: var(--warn); } .status.good { color: var(--ok); } .status.other { color: var(--muted); }
.secret { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.secret code { padding: .4rem .6rem; background: var(--soft); border: 1px solid var(--line); border-radius: 4px; word-break: break-all; }
.muted { color: var(--muted); }
.shots { display: flex; flex-wrap: wrap; gap: 1rem; }
.shots figure { margin: 0; flex: 1 1 18rem; min-width: 0; }
.shots img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; }
ul.findings { margin: .25rem 0; padding-left: 1.2rem; }
progress { width: 12rem; max-width: 100%; }
.fieldset { border: 1px solid var(--line); border-radius: 6px; padding: .75rem; display: flex; flex-wrap: wrap; gap: .75rem; }
.fieldset legend { font-weight: 700; }
.shots { display: flex; flex-wrap: wrap; gap: 1rem; }
.shots figure { margin: 0; max-width: 100%; }
.shots img { max-width: 360px; width: 100%; border: 1px solid var(--line); }
@media (max-width: 640px) { main { padding: .6rem; } .signout { margin-left: 0; } th, td { padding: .35rem .4rem; } }
`

/**
 * The script (no inline handlers: the CSP forbids them).
 *
 * @since 0.1.0
 */
export const js = `"use strict";
document.addEventListener("click", function (e) {
  var b = e.target.closest("[data-copy]");
  if (!b) return;
  var el = document.getElementById(b.getAttribute("data-copy"));
  if (!el || !navigator.clipboard) return;
  navigator.clipboard.writeText(el.textContent).then(function () { b.textContent = "Copied"; });
});
document.addEventListener("submit", function (e) {
  var q = e.target.getAttribute("data-confirm");
  if (q && !window.confirm(q)) e.preventDefault();
});
document.addEventListener("change", function (e) {
  var input = e.target;
  if (!input.matches || !input.matches("input[type=file][data-csv-into]") || !input.files || !input.files[0]) return;
  var target = document.getElementById(input.getAttribute("data-csv-into"));
  input.files[0].text().then(function (text) { target.value = text; });
});
function refresh(el) {
  var url = el.getAttribute("data-refresh");
  fetch(url, { credentials: "same-origin", headers: { accept: "text/html" } }).then(function (r) {
    if (!r.ok) throw new Error(String(r.status));
    return r.text();
  }).then(function (body) {
    var next = new DOMParser().parseFromString(body, "text/html").getElementById(el.id);
    if (!next) return;
    el.replaceWith(next);
    if (next.hasAttribute("data-refresh")) setTimeout(function () { refresh(next); }, 1000);
  }).catch(function () { setTimeout(function () { refresh(el); }, 3000); });
}
document.querySelectorAll("[data-refresh]").forEach(function (el) { setTimeout(function () { refresh(el); }, 1000); });
`

const asset = (body: string, contentType: string) =>
  HttpServerResponse.text(body, { contentType, headers: { ...securityHeaders, "cache-control": "no-cache" } })

/**
 * `/assets/portal.css` and `/assets/portal.js`.
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.all([
    router.get("/assets/portal.css", Effect.succeed(asset(css, "text/css; charset=utf-8"))),
    router.get("/assets/portal.js", Effect.succeed(asset(js, "text/javascript; charset=utf-8")))
  ])
)

/**
 * Webpages: the list (health, plan, last check, status code; search and
 * filters; archive and delete) and one page (its settings as a form, its
 * check history, the findings of its last change in words, its incidents).
 * Titles, URLs and findings come from monitored pages: `html` escapes them.
 *
 * @since 0.1.0
 */
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import { HealthStatus, WebpageUpdate } from "@defmon/core/domain/Webpage"
import { Checker } from "@defmon/core/ports/Checker"
import * as UserAgents from "@defmon/core/domain/UserAgents"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Portal } from "@defmon/core/usecases/Portal"
import { Screenshots } from "@defmon/core/usecases/Screenshots"
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Either, ParseResult, Schema } from "effect"
import { csrfField, html, type Html, layout, notice, respond, safeHref, securityHeaders, seeOther, type Viewer } from "./Html.js"
import { guards } from "./Session.js"
import { findings, status, time } from "./Words.js"

interface Filters {
  readonly q: string
  readonly status: string
  readonly domain: string
  readonly archived: boolean
}

const titleOf = (p: Webpage) => p.current_baseline?.title ?? ""

const link = (url: string) => {
  const href = safeHref(url)
  return href === undefined ? url : html`<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${url}</a>`
}

const matches = (f: Filters) => (p: Webpage) =>
  (f.status === "" || p.health_status === f.status) &&
  (f.domain === "" || p.domain === f.domain) &&
  (f.q === "" || p.url.toLowerCase().includes(f.q.toLowerCase()) || titleOf(p).toLowerCase().includes(f.q.toLowerCase()))

/** Rows a list shows at most (an account may have 100,000 pages: search narrows them). */
const maxRows = 500

const listScreen = (viewer: Viewer, all: ReadonlyArray<Webpage>, f: Filters, flash?: Html) => {
  const found = all.filter(matches(f))
  const shown = found.slice(0, maxRows)
  const domains = [...new Set(all.map((p) => p.domain))].sort()
  return layout(
    "Webpages",
    viewer,
    "/",
    html`<form class="filters" method="get" action="/" role="search" aria-label="Filter webpages">
  <label>Search <input type="search" name="q" value="${f.q}" placeholder="URL or title"></label>
  <label>Status <select name="status"><option value="">any</option>${
      HealthStatus.literals.map((s) => html`<option${s === f.status ? html` selected` : ""}>${s}</option>`)
    }</select></label>
  <label>Domain <select name="domain"><option value="">any</option>${
      domains.map((d) => html`<option${d === f.domain ? html` selected` : ""}>${d}</option>`)
    }</select></label>
  <label class="check"><input type="checkbox" name="archived" value="true"${f.archived ? html` checked` : ""}> archived pages</label>
  <button type="submit" class="secondary">Filter</button>
</form>
<p class="muted">${found.length} of ${all.length} ${f.archived ? "archived " : ""}pages${
      found.length > shown.length ? `; the first ${maxRows} are shown, search to narrow them` : ""
    }. Add pages with a <a href="/jobs">batch job</a>.</p>
${
      shown.length === 0 ? html`<p>No webpages here.</p>` : html`<form method="post" action="/pages/archive" id="bulk">${csrfField(viewer)}
<div class="scroll"><table>
<thead><tr><th scope="col"><span class="muted">Select</span></th><th scope="col">Webpage</th><th scope="col">Title</th><th scope="col">Health</th><th scope="col">Plan</th><th scope="col">Last check</th><th scope="col">Status code</th></tr></thead>
<tbody>${
        shown.map((p) =>
          html`<tr><td><input type="checkbox" name="id" value="${p.id}" aria-label="Select ${p.url}"></td><td class="url"><a href="/pages/${p.id}">${p.url}</a></td><td class="title">${
            titleOf(p)
          }</td><td>${status(p.health_status)}</td><td>${p.plan_type}</td><td>${time(p.last_checked_at)}</td><td>${
            p.status_code_monitoring?.status_code ?? ""
          }</td></tr>`
        )
      }</tbody></table></div>
<p class="filters">
  ${f.archived ? "" : html`<label>Archive remark <input type="text" name="remark" maxlength="1000"></label><button type="submit">Archive selected</button>`}
  <button type="submit" class="danger" formaction="/pages/delete" data-confirm="Delete the selected pages and their history?">Delete selected</button>
</p>
</form>`
    }`,
    flash
  )
}

const filtersOf = (params: URLSearchParams): Filters => ({
  q: (params.get("q") ?? "").trim().slice(0, 200),
  status: params.get("status") ?? "",
  domain: params.get("domain") ?? "",
  archived: params.get("archived") === "true"
})

const checkbox = (name: string, label: string, on: boolean) =>
  html`<label class="check"><input type="checkbox" name="${name}" value="on"${on ? html` checked` : ""}> ${label}</label>`

const number = (name: string, label: string, value: number, min: number, max: number, step = 1) =>
  html`<label>${label} <input type="number" name="${name}" value="${value}" min="${min}" max="${max}" step="${step}"></label>`

const counts = [
  ["line_num", "Lines"],
  ["href", "Links"],
  ["img", "Images"],
  ["script", "Scripts"],
  ["div", "Divs"],
  ["iframe", "Iframes"],
  ["link", "Style sheets"]
] as const

/** The built-in engines (docs/engines.md) and any other a page names. */
const builtinEngines = ["content", "integrity", "hash", "keywords", "visible_text", "destinations", "identifiers", "appearance"]
const engineNames = (p: Webpage) => [...new Set([...builtinEngines, ...Object.keys(p.engines)])]

// A page's engine toggle overrides the engine's own default, and a full
// update merges toggles: once set, a toggle is on or off.
const engineChoice = (name: string, toggle: boolean | undefined) =>
  html`<label>Engine ${name} <select name="engine.${name}">${toggle === undefined ? html`<option value="" selected>default</option>` : ""}<option value="on"${
    toggle === true ? html` selected` : ""
  }>on</option><option value="off"${toggle === false ? html` selected` : ""}>off</option></select></label>`

const settingsForm = (viewer: Viewer, p: Webpage) => {
  const t = p.threshold
  return html`<form class="stack" method="post" action="/pages/${p.id}">${csrfField(viewer)}
<fieldset class="fieldset"><legend>Monitoring</legend>
  <label>Configuration name <input type="text" name="config_name" value="${p.config_name}" maxlength="200"></label>
  ${number("polling_interval", "Polling interval (minutes)", p.polling_interval, 1, 1440)}
  ${number("warning_limit", "Warning limit (changed checks before the alert)", p.warning_limit, 0, 10)}
  ${checkbox("continuous_monitoring", "Continuous monitoring", p.continuous_monitoring)}
  <label>User agent <select name="user_agent_id">${
    UserAgents.catalogue.map((u) =>
      html`<option value="${u.id}"${u.id === p.monitoring_configuration.user_agent_id ? html` selected` : ""}>${u.name}</option>`
    )
  }</select></label>
</fieldset>
<fieldset class="fieldset"><legend>Engines</legend>
  ${checkbox("enable_content_engine", "Content engine", t.enable_content_engine)}
  ${checkbox("enable_image_engine", "Image engine (screenshots)", t.enable_image_engine)}
  ${checkbox("enable_title", "Title must not change", t.enable_title)}
  ${checkbox("enable_hash", "Whole-page hash", t.enable_hash)}
  ${number("image_similarity", "Image similarity (%)", t.image_similarity, 0, 100, 0.1)}
  ${engineNames(p).map((name) => engineChoice(name, p.engines[name]))}
</fieldset>
<fieldset class="fieldset"><legend>Thresholds (largest allowed difference)</legend>
  ${
    counts.map(([key, label]) =>
      html`<div>${checkbox(`enable_${key}`, `Watch ${label.toLowerCase()}`, t[`enable_${key}`])}${
        number(`threshold_${key}`, label, t[`threshold_${key}`], 0, 100000)
      }</div>`
    )
  }
</fieldset>
<fieldset class="fieldset"><legend>Keywords and text</legend>
  <label>Keywords that must not appear (one per line) <textarea name="keywords">${p.keyword_set_configuration.join("\n")}</textarea></label>
  <label>Text that must appear <input type="text" name="text_string_appear" value="${p.monitoring_configuration.text_string_appear}"></label>
  <label>Text that must not appear <input type="text" name="text_string_not_appear" value="${p.monitoring_configuration.text_string_not_appear}"></label>
</fieldset>
<fieldset class="fieldset"><legend>Image regions, blackout, notification</legend>
  <label>Image regions (x,y,w,h per line; empty = whole page) <textarea name="image_regions">${
    p.image_regions.map((r) => `${r.coord_x},${r.coord_y},${r.coord_w},${r.coord_h}`).join("\n")
  }</textarea></label>
  <label>Blackout windows (ISO start and end per line) <textarea name="blackout">${
    p.blackout_schedules.map((b) => `${b.start} ${b.end}`).join("\n")
  }</textarea></label>
  <label>Webhook URL (empty = none) <input type="url" name="webhook_url" value="${p.notification_configuration?.webhook_url ?? ""}"></label>
  <label>Webhook secret (empty = keep) <input type="password" name="webhook_secret" autocomplete="off"></label>
</fieldset>
<div><button type="submit">Save settings</button></div>
</form>`
}

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0)

/** The form as a full update (spec 14): what the API would take as JSON. */
const updateOf = (p: Webpage, f: URLSearchParams): unknown => {
  const num = (name: string) => {
    const v = (f.get(name) ?? "").trim()
    return v === "" ? undefined : Number(v)
  }
  const on = (name: string) => f.get(name) === "on"
  const threshold: Record<string, unknown> = {
    enable_content_engine: on("enable_content_engine"),
    enable_image_engine: on("enable_image_engine"),
    enable_title: on("enable_title"),
    enable_hash: on("enable_hash"),
    image_similarity: num("image_similarity")
  }
  for (const [key] of counts) {
    threshold[`enable_${key}`] = on(`enable_${key}`)
    threshold[`threshold_${key}`] = num(`threshold_${key}`)
  }
  const webhook = (f.get("webhook_url") ?? "").trim()
  const secret = f.get("webhook_secret") ?? ""
  return {
    config_name: f.get("config_name") ?? p.config_name,
    polling_interval: num("polling_interval"),
    warning_limit: num("warning_limit"),
    continuous_monitoring: on("continuous_monitoring"),
    threshold,
    monitoring_configuration: {
      user_agent_id: num("user_agent_id"),
      text_string_appear: f.get("text_string_appear") ?? "",
      text_string_not_appear: f.get("text_string_not_appear") ?? ""
    },
    keyword_set_configuration: lines(f.get("keywords") ?? ""),
    engines: Object.fromEntries(
      engineNames(p).flatMap((name) => {
        const v = f.get(`engine.${name}`)
        return v === "on" ? [[name, true]] : v === "off" ? [[name, false]] : []
      })
    ),
    image_regions: lines(f.get("image_regions") ?? "").map((l) => {
      const [x, y, w, h] = l.split(/[\s,]+/).map(Number)
      return { coord_x: x, coord_y: y, coord_w: w, coord_h: h }
    }),
    blackout_schedules: lines(f.get("blackout") ?? "").map((l) => {
      const [start, end] = l.split(/\s+/)
      return { start, end }
    }),
    notification_configuration: webhook === ""
      ? null
      : { webhook_url: webhook, secret: secret === "" ? (p.notification_configuration?.secret ?? "") : secret }
  }
}

const decodeUpdate = Schema.decodeUnknownEither(WebpageUpdate, { errors: "first" })

/** The first problem of a form, naming the field as the API would. */
const problemOf = (error: ParseResult.ParseError) => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  if (issue === undefined) return "invalid settings"
  const field = issue.path.map(String).join(".")
  return issue.message.startsWith(field) || field === "" ? issue.message : `${field}: ${issue.message}`
}

const detailScreen = (
  viewer: Viewer,
  p: Webpage,
  history: ReadonlyArray<import("@defmon/core/domain/Verification").VerificationRecord>,
  incidents: ReadonlyArray<import("@defmon/core/domain/Incident").Incident>,
  images: Images,
  flash?: Html
) => {
  const lastChange = history.find((v) => v.verdict === "changed" || v.verdict === "unreachable")
  return layout(
    titleOf(p) === "" ? p.url : titleOf(p),
    viewer,
    "/",
    html`<p class="url">${link(p.url)}</p>
<p>${status(p.health_status)} · plan ${p.plan_type} · last check ${time(p.last_checked_at)} · next ${time(p.next_check_at)}${
      p.status_code_monitoring === null ? "" : html` · HTTP ${p.status_code_monitoring.status_code ?? p.status_code_monitoring.error ?? ""}`
    }</p>
<form method="post" action="/pages/${p.id}/verify">${csrfField(viewer)}<button type="submit" class="secondary">Check now</button></form>
<h2>The last change</h2>
${
      lastChange === undefined
        ? html`<p class="muted">No change seen since the baseline.</p>`
        : html`<p>${time(lastChange.checked_at)}: ${lastChange.verdict}${lastChange.error === null ? "" : html` (${lastChange.error})`}</p>${
          findings(lastChange.findings)
        }`
    }
<h2>Incidents</h2>
${
      incidents.length === 0 ? html`<p class="muted">None.</p>` : html`<ul>${
        incidents.map((i) =>
          html`<li>${status(i.status)} ${i.kind}, opened ${time(i.opened_at)}${i.resolved_at === null ? "" : html`, resolved ${time(i.resolved_at)}`}${
            findings(i.findings, true)
          }</li>`
        )
      }</ul>`
    }
<h2>Screenshots</h2>
${
      !p.threshold.enable_image_engine
        ? html`<p class="muted">The image engine is off for this page.</p>`
        : !images.baseline && images.check === null
        ? html`<p class="muted">No screenshot yet: rebaseline the page to take the baseline's.</p>`
        : html`<div class="shots">${
          images.baseline ? html`<figure><img src="/pages/${p.id}/images/baseline" alt="the baseline screenshot" loading="lazy"><figcaption>Baseline</figcaption></figure>` : ""
        }${
          images.check === null ? "" : html`<figure><img src="/pages/${p.id}/images/${images.check.id}/screenshot" alt="the page at the check of ${images.check.at}" loading="lazy"><figcaption>At the check of ${time(images.check.at)}</figcaption></figure>${
            images.check.diff ? html`<figure><img src="/pages/${p.id}/images/${images.check.id}/diff" alt="what changed at that check" loading="lazy"><figcaption>What changed</figcaption></figure>` : ""
          }`
        }</div>`
    }
<h2>Verification history</h2>
${
      history.length === 0 ? html`<p class="muted">No checks yet.</p>` : html`<div class="scroll"><table>
<thead><tr><th scope="col">Checked</th><th scope="col">Verdict</th><th scope="col">Health</th><th scope="col">HTTP</th><th scope="col">Time (ms)</th><th scope="col">Findings</th></tr></thead>
<tbody>${
        history.map((v) =>
          html`<tr><td>${time(v.checked_at)}</td><td>${v.verdict}</td><td>${status(v.health_status)}</td><td>${v.status_code ?? v.error ?? ""}</td><td>${
            v.response_time_ms === null ? "" : Math.round(v.response_time_ms)
          }</td><td>${v.findings.length === 0 ? "" : findings(v.findings, true)}</td></tr>`
        )
      }</tbody></table></div>`
    }
<h2>Settings</h2>
${settingsForm(viewer, p)}`,
    flash
  )
}

/** Which stored images the webpage screen shows: the baseline's, and the last check that has one. */
interface Images {
  readonly baseline: boolean
  readonly check: { readonly id: number; readonly at: string; readonly diff: boolean } | null
}

const idsOf = (form: URLSearchParams) => form.getAll("id").filter((v) => /^\d{1,9}$/.test(v)).map(Number)

/**
 * `GET /`, `POST /pages/archive`, `POST /pages/delete`, `GET /pages/:id`,
 * `POST /pages/:id` (settings), `POST /pages/:id/verify` (check now),
 * `GET /pages/:id/images/baseline` and `GET /pages/:id/images/:check/(screenshot|diff)`
 * (the image engine's PNGs, the signed-in owner's only).
 *
 * @since 0.1.0
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { action, page } = guards(yield* Portal)
    const webpages = yield* Webpages
    const screenshots = yield* Screenshots
    const checker = yield* Checker
    const list = (owner: UserId, archived: boolean) => webpages.list(owner, { archived })
    const detail = (viewer: Viewer, owner: UserId, id: number, flash?: Html, statusCode = 200) =>
      Effect.gen(function*() {
        const found = yield* Effect.either(webpages.get(owner, id))
        if (found._tag === "Left") return respond(layout("Not found", viewer, "/", notice("error", `webpage ${id} not found`)), 404)
        const history = yield* Effect.orDie(webpages.verifications(owner, id, 50))
        const incidents = yield* Effect.orDie(webpages.incidents(owner, id, 20))
        const images = found.right.threshold.enable_image_engine ? yield* imagesOf(owner, id, history) : { baseline: false, check: null }
        return respond(detailScreen(viewer, found.right, history, incidents, images, flash), statusCode)
      })
    const pageId = Effect.map(HttpRouter.params, ({ id }) => (/^\d{1,9}$/.test(id ?? "") ? Number(id) : -1))
    const exists = <E>(read: Effect.Effect<unknown, E>) => Effect.map(Effect.either(read), (r) => r._tag === "Right")
    // The newest check that kept a screenshot (a changed one first), looked up among the last few checks.
    const imagesOf = (owner: UserId, id: number, history: ReadonlyArray<{ readonly id: number; readonly checked_at: string; readonly verdict: string }>) =>
      Effect.gen(function*() {
        const baseline = yield* exists(screenshots.baseline(owner, id))
        const candidates = [...history.filter((v) => v.verdict === "changed"), ...history.filter((v) => v.verdict !== "changed")].slice(0, 5)
        for (const v of candidates) {
          if (yield* exists(screenshots.screenshot(owner, id, v.id))) {
            return { baseline, check: { id: v.id, at: v.checked_at, diff: yield* exists(screenshots.diff(owner, id, v.id)) } } satisfies Images
          }
        }
        return { baseline, check: null } satisfies Images
      })
    const png = (read: Effect.Effect<{ readonly png: Uint8Array }, unknown>) =>
      Effect.map(Effect.either(read), (r) =>
        r._tag === "Right"
          ? HttpServerResponse.uint8Array(r.right.png, { contentType: "image/png", headers: { ...securityHeaders, "cache-control": "private, max-age=300" } })
          : HttpServerResponse.text("no such image", { status: 404, headers: securityHeaders }))
    const imageParams = Effect.map(HttpRouter.params, ({ check, role }) => ({
      check: /^\d{1,12}$/.test(check ?? "") ? Number(check) : -1,
      role: role === "diff" ? "diff" as const : role === "screenshot" ? "screenshot" as const : null
    }))
    yield* router.get("/pages/:id/images/baseline", page((s) => Effect.flatMap(pageId, (id) => png(screenshots.baseline(s.account.id, id)))))
    yield* router.get(
      "/pages/:id/images/:check/:role",
      page((s) =>
        Effect.gen(function*() {
          const id = yield* pageId
          const { check, role } = yield* imageParams
          if (role === null) return HttpServerResponse.text("no such image", { status: 404, headers: securityHeaders })
          return yield* png(role === "diff" ? screenshots.diff(s.account.id, id, check) : screenshots.screenshot(s.account.id, id, check))
        })
      )
    )

    yield* router.get(
      "/",
      page((s) =>
        Effect.gen(function*() {
          const request = yield* HttpServerRequest.HttpServerRequest
          const f = filtersOf(new URLSearchParams(request.url.split("?")[1] ?? ""))
          return respond(listScreen(s.viewer, yield* list(s.account.id, f.archived), f))
        })
      )
    )
    const bulk = (verb: "archive" | "delete") =>
      action((s, form) =>
        Effect.gen(function*() {
          const ids = idsOf(form)
          const done = ids.length === 0
            ? Either.left("Select at least one webpage.")
            : yield* Effect.either(
              verb === "archive"
                ? Effect.asVoid(webpages.archiveMany(s.account.id, ids, (form.get("remark") ?? "").trim() || null))
                : Effect.forEach(ids, (id) => webpages.remove(s.account.id, id), { discard: true })
            ).pipe(Effect.map(Either.mapLeft((e) => e.message)))
          if (Either.isRight(done)) return seeOther("/")
          const f = filtersOf(new URLSearchParams())
          return respond(listScreen(s.viewer, yield* list(s.account.id, false), f, notice("error", done.left)), 400)
        })
      )
    yield* router.post("/pages/archive", bulk("archive"))
    yield* router.post("/pages/delete", bulk("delete"))
    yield* router.post(
      "/pages/:id/verify",
      action((s) =>
        Effect.gen(function*() {
          const id = yield* pageId
          const checked = yield* Effect.either(checker.checkNow(s.account.id, id))
          if (checked._tag === "Left") return yield* detail(s.viewer, s.account.id, id, notice("error", checked.left.message), 409)
          const v = checked.right
          return yield* detail(s.viewer, s.account.id, id, notice("ok", `Checked: ${v.verdict}, now ${v.health_status}.`))
        })
      )
    )
    yield* router.get("/pages/:id", page((s) => Effect.flatMap(pageId, (id) => detail(s.viewer, s.account.id, id))))
    yield* router.post(
      "/pages/:id",
      action((s, form) =>
        Effect.gen(function*() {
          const id = yield* pageId
          const current = yield* Effect.either(webpages.get(s.account.id, id))
          if (current._tag === "Left") return yield* detail(s.viewer, s.account.id, id)
          const update = decodeUpdate(updateOf(current.right, form))
          if (Either.isLeft(update)) return yield* detail(s.viewer, s.account.id, id, notice("error", problemOf(update.left)), 400)
          const saved = yield* Effect.either(webpages.update(s.account.id, id, update.right))
          if (saved._tag === "Left") return yield* detail(s.viewer, s.account.id, id, notice("error", saved.left.message), 400)
          return yield* detail(s.viewer, s.account.id, id, notice("ok", "Settings saved."))
        })
      )
    )
  })
)

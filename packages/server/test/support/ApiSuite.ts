/**
 * The API suite, run against a real server on loopback for each storage
 * backend: every endpoint's success path, the spec's rules 1-5 and States
 * table, bad input, limits, and the auth / ownership matrix over every
 * operation the server's own `/openapi.json` lists (a new endpoint is
 * probed without being added here).
 */
import { ArchiveRepo, BatchJobRepo, ScreenshotRepo, VerificationRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type * as Storage from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { authMatrix } from "./AuthMatrix.js"
import { api, fixture } from "./Fixture.js"
import { call, Harness, insertPage, layer as harnessLayer, newUser } from "./Harness.js"

export const apiSuite = (name: string, storage: Layer.Layer<Storage.Storage>) =>
  layer(harnessLayer(storage), { excludeTestServices: true, timeout: 120_000 })(`api [${name}]`, (it) => {
    authMatrix(it)

    it.effect("every endpoint's success path", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const token = f.user.token
        const go = (method: string, path: string, body?: unknown) => call(f.baseUrl, method, api(path), { token, body })

        const list = yield* go("GET", "/urls")
        expect(list.status).toBe(200)
        expect(list.json.map((p: any) => p.id)).toEqual([f.p1.id, f.p2.id])
        // rule 4: status_code_monitoring only for accounts that have it
        expect(list.json[0].status_code_monitoring).toMatchObject({ status_code: 200 })
        expect(list.json[0]).not.toHaveProperty("user_id")

        const one = yield* go("GET", `/urls/${f.p1.id}`)
        expect(one.json).toMatchObject({ id: f.p1.id, url: f.p1.url, domain: f.host, health_status: "OK", plan_type: "STANDARD" })
        expect(one.json.current_baseline.baseline_hrefs[0]).toEqual({ id: 1, value: "https://example.com/a", selected: true })

        const byUrl = yield* go("POST", "/urls/get_by_url", { url: f.p1.url.replace(f.host, f.host.toUpperCase()).replace("https", "HTTPS") })
        expect(byUrl.status).toBe(200)
        expect(byUrl.json.id).toBe(f.p1.id)
        const byUrlExact = yield* go("POST", "/urls/get_by_url", { url: `${f.p1.url}#fragment` })
        expect(byUrlExact.json.id).toBe(f.p1.id)

        const domains = yield* go("GET", "/domains")
        expect(domains.json).toEqual([{ domain: f.host, url_count: 2 }])
        const domainUrls = yield* go("GET", `/domains/${f.host}/urls`)
        expect(domainUrls.json.map((p: any) => p.id)).toEqual([f.p1.id, f.p2.id])
        expect((yield* go("GET", "/domains/nowhere.example/urls")).status).toBe(404)

        expect(f.bl).toMatchObject({ identifier: `BL${f.bl.id}`, kind: "baseline", status: "In Queue" })
        expect(f.rb).toMatchObject({ identifier: `RB${f.rb.id}`, kind: "rebaseline" })
        expect(f.cb).toMatchObject({ identifier: `CB${f.cb.id}`, kind: "combined_baseline" })
        const blDetail = yield* go("GET", `/batch_jobs/baseline/${f.bl.id}`)
        expect(blDetail.json.items).toEqual([expect.objectContaining({ url: `https://${f.host}/new`, status: "In Queue" })])
        expect((yield* go("GET", `/batch_jobs/rebaseline/${f.rb.id}`)).json.items[0].webpage_id).toBe(f.p2.id)
        expect((yield* go("GET", `/batch_jobs/combined_baseline/${f.cb.id}`)).json.items).toHaveLength(1)
        // a detail path of the wrong kind is not found
        expect((yield* go("GET", `/batch_jobs/baseline/${f.rb.id}`)).status).toBe(404)
        expect((yield* go("GET", "/batch_jobs/baseline")).json.map((j: any) => j.id)).toEqual([f.bl.id])
        expect((yield* go("GET", "/batch_jobs")).json.map((j: any) => j.id)).toEqual([f.cb.id, f.rb.id, f.bl.id])

        const log = yield* go("GET", `/user/activity_log/${f.logId}`)
        expect(log.json).toMatchObject({ id: f.logId, action: expect.any(String), target: expect.any(String) })
        expect((yield* go("GET", "/user/activity_log/99999999")).status).toBe(404)

        for (const history of ["incidents", "verifications", "webhook_deliveries"]) {
          const res = yield* go("GET", `/urls/${f.p1.id}/${history}?limit=10`)
          expect(res.status, history).toBe(200)
          expect(res.json, history).toEqual([])
        }
        const logList = yield* go("GET", "/user/activity_log?limit=2")
        expect(logList.json).toHaveLength(2)
        expect(logList.json[0].id).toBeGreaterThan(logList.json[1].id)

        const agents = yield* go("GET", "/user_agents")
        expect(agents.json[0]).toMatchObject({ id: 1, name: expect.any(String) })

        const del = yield* go("DELETE", `/urls/${f.p2.id}`)
        expect(del.json).toEqual({ id: f.p2.id, url: f.p2.url, deleted: true })
        expect((yield* go("GET", `/urls/${f.p2.id}`)).status).toBe(404)
        const delByUrl = yield* go("POST", "/urls/delete_by_url", { url: f.p1.url })
        expect(delByUrl.json).toMatchObject({ id: f.p1.id, deleted: true })
        expect((yield* go("GET", "/urls")).json).toEqual([])
        expect((yield* go("GET", "/domains")).json).toEqual([])
      }))

    it.effect("screenshots (extension): the baseline's, a check's screenshot and diff as PNG; 404 without one; 400 for a bad id", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const repo = yield* ScreenshotRepo
        const history = yield* VerificationRepo
        const owner = f.user.account.id
        const image = (seed: string) => new TextEncoder().encode(`\x89PNG\r\n${seed}`)
        const now = new Date().toISOString()
        const get = (path: string) =>
          Effect.promise(async () => {
            const res = await fetch(`${f.baseUrl}${api(path)}`, { headers: { authorization: `Bearer ${f.user.token}` } })
            return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) }
          })
        // none yet: 404 naming what is missing
        const none = yield* call(f.baseUrl, "GET", api(`/urls/${f.p1.id}/baseline/screenshot`), { token: f.user.token })
        expect(none.status).toBe(404)
        expect(none.json._tag).toBe("ScreenshotNotFound")
        const baseline = image("baseline")
        yield* repo.link(owner, { webpage_id: f.p1.id, verification_id: null, role: "baseline", sha256: yield* repo.save(baseline, now) }, now)
        const check = yield* history.append(owner, {
          webpage_id: f.p1.id,
          checked_at: now,
          status_code: 200,
          response_time_ms: 1,
          error: null,
          verdict: "changed",
          health_status: "Warning",
          findings: []
        }, 1000)
        const shot = image("screenshot")
        const diff = image("diff")
        for (const [role, bytes] of [["screenshot", shot], ["diff", diff]] as const) {
          yield* repo.link(owner, { webpage_id: f.p1.id, verification_id: check.id, role, sha256: yield* repo.save(bytes, now) }, now)
        }
        for (const [path, bytes] of [
          [`/urls/${f.p1.id}/baseline/screenshot`, baseline],
          [`/urls/${f.p1.id}/verifications/${check.id}/screenshot`, shot],
          [`/urls/${f.p1.id}/verifications/${check.id}/diff`, diff]
        ] as const) {
          const res = yield* get(path)
          expect(res.status, path).toBe(200)
          expect(res.type).toBe("image/png")
          expect(res.bytes.equals(Buffer.from(bytes))).toBe(true)
        }
        // the same check under another page of the owner: not found
        expect((yield* get(`/urls/${f.p2.id}/verifications/${check.id}/screenshot`)).status).toBe(404)
        const bad = yield* call(f.baseUrl, "GET", api(`/urls/${f.p1.id}/verifications/abc/diff`), { token: f.user.token })
        expect(bad.status).toBe(400)
        expect(bad.json).toMatchObject({ _tag: "InvalidInput", field: "verification" })
      }))

    it.effect("status_code filter and archived flag; no status_code_monitoring without the account flag", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser({ statusCodeMonitoring: false })
        const p404 = yield* insertPage(user.account.id, "https://codes.example/missing", {
          status_code_monitoring: { status_code: 404, response_time_ms: 3, checked_at: "2026-11-22T10:00:00.000Z", error: null } as never
        })
        yield* insertPage(user.account.id, "https://codes.example/fine")
        const filtered = yield* call(baseUrl, "GET", api("/urls?status_code=404"), { token: user.token })
        expect(filtered.json.map((p: any) => p.id)).toEqual([p404.id])
        expect(filtered.json[0]).not.toHaveProperty("status_code_monitoring")
        expect((yield* call(baseUrl, "GET", api("/urls?status_code=abc"), { token: user.token })).status).toBe(400)
        expect((yield* call(baseUrl, "GET", api("/urls?archived=true"), { token: user.token })).json).toEqual([])
      }))

    it.effect("archive (rule 3, States): Archived/ARCHIVED, out of the list, quota freed, record kept, all or nothing", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser({ quota: 2 })
        const a = yield* insertPage(user.account.id, "https://arch.example/a")
        const b = yield* insertPage(user.account.id, "https://arch.example/b")
        const repo = yield* WebpageRepo
        expect(yield* repo.countQuota(user.account.id)).toBe(2)
        // unknown id: 404 and nothing archived
        const bad = yield* call(baseUrl, "POST", api("/urls/batch_archive"), { token: user.token, body: { url_ids: [a.id, 99999999] } })
        expect(bad.status).toBe(404)
        expect(yield* repo.countQuota(user.account.id)).toBe(2)
        const ok = yield* call(baseUrl, "POST", api("/urls/batch_archive"), {
          token: user.token,
          body: { url_ids: [a.id], remark: "site retired" }
        })
        expect(ok.status).toBe(200)
        expect(ok.json.archived).toEqual([expect.objectContaining({ id: a.id, health_status: "Archived", plan_type: "ARCHIVED" })])
        expect(yield* repo.countQuota(user.account.id)).toBe(1)
        const active = yield* call(baseUrl, "GET", api("/urls"), { token: user.token })
        expect(active.json.map((p: any) => p.id)).toEqual([b.id])
        const archived = yield* call(baseUrl, "GET", api("/urls?archived=true"), { token: user.token })
        expect(archived.json.map((p: any) => p.id)).toEqual([a.id])
        // data retained
        expect(archived.json[0].current_baseline.title).toBe("Home")
        expect(Option.getOrThrow(yield* repo.findById(user.account.id as UserId, a.id)).archived_at).not.toBeNull()
        // the archive record: when, the previous plan type, the remark
        const records = yield* (yield* ArchiveRepo).listByWebpage(user.account.id, a.id)
        expect(records).toEqual([
          expect.objectContaining({ webpage_id: a.id, previous_plan_type: "STANDARD", remark: "site retired", archived_at: expect.any(String) })
        ])
        // the page's domain stays active only through b
        expect((yield* call(baseUrl, "GET", api("/domains"), { token: user.token })).json).toEqual([{ domain: "arch.example", url_count: 1 }])
        // over the limit
        const tooMany = yield* call(baseUrl, "POST", api("/urls/batch_archive"), {
          token: user.token,
          body: { url_ids: Array.from({ length: 1001 }, (_, i) => i + 1) }
        })
        expect(tooMany.status).toBe(400)
        expect(tooMany.json.message).toContain("url_ids")
      }))

    it.effect("combined job on an existing page: Baseline Incomplete at once, monitoring paused; new URLs queued", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://cb.example/existing")
        const res = yield* call(baseUrl, "POST", api("/batch_jobs/combined_baseline"), {
          token: user.token,
          body: { urls: [page.url, "https://cb.example/new"], user_agent_id: 2, text_string_appear: "Welcome" }
        })
        expect(res.status).toBe(200)
        expect(res.json.options).toEqual({ user_agent_id: 2, text_string_appear: "Welcome", text_string_not_appear: "" })
        const after = yield* call(baseUrl, "GET", api(`/urls/${page.id}`), { token: user.token })
        expect(after.json).toMatchObject({ health_status: "Baseline Incomplete", paused: true })
        const detail = yield* call(baseUrl, "GET", api(`/batch_jobs/combined_baseline/${res.json.id}`), { token: user.token })
        expect(detail.json.items.map((i: any) => [i.action, i.status])).toEqual([["rebaseline", "In Queue"], ["baseline", "In Queue"]])
        // a plain baseline job fails the existing URL with already_exists
        const bl = yield* call(baseUrl, "POST", api("/batch_jobs/baseline"), { token: user.token, body: { urls: [page.url] } })
        const blDetail = yield* call(baseUrl, "GET", api(`/batch_jobs/baseline/${bl.json.id}`), { token: user.token })
        expect(blDetail.json.items[0]).toMatchObject({ status: "Failed", reason: "already_exists" })
      }))

    it.effect("cancel (States): In Queue items stop, a Processing item goes on, the job stays; BL prefix accepted", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const created = yield* call(baseUrl, "POST", api("/batch_jobs/baseline"), {
          token: user.token,
          body: { urls: ["https://cancel.example/1", "https://cancel.example/2", "https://cancel.example/3"] }
        })
        // a worker takes the first item
        const jobs = yield* BatchJobRepo
        const now = new Date().toISOString()
        const claimed = yield* jobs.claim("test-worker", now, new Date(Date.now() + 600_000).toISOString(), 100_000)
        const mine = claimed.filter((c) => c.job_id === created.json.id)
        const others = claimed.filter((c) => c.job_id !== created.json.id || c.item.position !== 0)
        yield* jobs.release("test-worker", others.map((c) => c.item.id))
        expect(mine.length).toBeGreaterThan(0)
        const res = yield* call(baseUrl, "DELETE", api(`/batch_jobs/BL${created.json.id}`), { token: user.token })
        expect(res.status).toBe(200)
        expect(res.json.progress).toMatchObject({ processing: 1, cancelled: 2, in_queue: 0 })
        const detail = yield* call(baseUrl, "GET", api(`/batch_jobs/baseline/${created.json.id}`), { token: user.token })
        expect(detail.json.items.map((i: any) => i.status)).toEqual(["Processing", "Cancelled", "Cancelled"])
        expect((yield* call(baseUrl, "GET", api("/batch_jobs"), { token: user.token })).json.map((j: any) => j.id)).toContain(
          created.json.id
        )
        expect((yield* call(baseUrl, "DELETE", api(`/batch_jobs/RB${created.json.id}`), { token: user.token })).status).toBe(404)
        expect((yield* call(baseUrl, "DELETE", api("/batch_jobs/xyz"), { token: user.token })).status).toBe(404)
      }))

    it.effect("full update (rule 1): absent properties unchanged, image_regions [] deletes all, twice equals once", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://upd.example/")
        const put = (body: unknown) => call(baseUrl, "PUT", api(`/urls/${page.id}`), { token: user.token, body })
        const first = yield* put({
          polling_interval: 30,
          threshold: { threshold_href: 7 },
          image_regions: [{ coord_x: 0, coord_y: 0, coord_w: 100, coord_h: 50 }],
          notification_configuration: { webhook_url: "https://hooks.example/x", secret: "s3cret" },
          current_baseline: { baseline_scripts: [{ id: 1, selected: false }] }
        })
        expect(first.status).toBe(200)
        expect(first.json).toMatchObject({ polling_interval: 30, warning_limit: 1, config_name: "default" })
        expect(first.json.threshold.threshold_href).toBe(7)
        expect(first.json.threshold.threshold_div).toBe(page.threshold.threshold_div)
        expect(first.json.image_regions).toHaveLength(1)
        expect(first.json.notification_configuration).toEqual({ webhook_url: "https://hooks.example/x", secret_set: true })
        expect(first.text).not.toContain("s3cret")
        expect(first.json.current_baseline.baseline_scripts[0].selected).toBe(false)
        const again = yield* put({
          polling_interval: 30,
          threshold: { threshold_href: 7 },
          image_regions: [{ coord_x: 0, coord_y: 0, coord_w: 100, coord_h: 50 }],
          notification_configuration: { webhook_url: "https://hooks.example/x", secret: "s3cret" },
          current_baseline: { baseline_scripts: [{ id: 1, selected: false }] }
        })
        const { updated_at: _a, ...firstRest } = first.json
        const { updated_at: _b, ...againRest } = again.json
        expect(againRest).toEqual(firstRest)
        const other = yield* put({ warning_limit: 3 })
        expect(other.json.image_regions).toHaveLength(1)
        expect(other.json.polling_interval).toBe(30)
        const cleared = yield* put({ image_regions: [] })
        expect(cleared.json.image_regions).toEqual([])
        expect(cleared.json.warning_limit).toBe(3)
      }))

    it.effect("bad input gets 4xx naming the field, and storage is unchanged", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://bad.example/")
        const get = () => call(baseUrl, "GET", api(`/urls/${page.id}`), { token: user.token })
        const before = (yield* get()).json
        const cases: ReadonlyArray<[string, string, string, { body?: unknown; rawBody?: string }, number, string]> = [
          ["malformed JSON", "PUT", `/urls/${page.id}`, { rawBody: "{not json" }, 400, "JSON"],
          ["wrong type", "PUT", `/urls/${page.id}`, { body: { polling_interval: "often" } }, 400, "polling_interval"],
          ["polling_interval 0", "PUT", `/urls/${page.id}`, { body: { polling_interval: 0 } }, 400, "polling_interval must be an integer from 1 to 1440"],
          ["warning_limit 11", "PUT", `/urls/${page.id}`, { body: { warning_limit: 11 } }, 400, "warning_limit"],
          ["threshold_href -1", "PUT", `/urls/${page.id}`, { body: { threshold: { threshold_href: -1 } } }, 400, "threshold_href"],
          ["image_similarity 101", "PUT", `/urls/${page.id}`, { body: { threshold: { image_similarity: 101 } } }, 400, "image_similarity"],
          ["unknown element id", "PUT", `/urls/${page.id}`, { body: { current_baseline: { baseline_hrefs: [{ id: 77, selected: false }] } } }, 400, "baseline_hrefs"],
          ["bad webhook", "PUT", `/urls/${page.id}`, { body: { notification_configuration: { webhook_url: "ftp://x", secret: "" } } }, 400, "webhook_url"],
          ["unknown page", "PUT", "/urls/99999999", { body: { polling_interval: 5 } }, 404, "not found"],
          ["non-numeric id", "GET", "/urls/abc", {}, 400, "url"],
          ["1001 url_ids", "POST", "/batch_jobs/rebaseline", { body: { url_ids: Array.from({ length: 1001 }, (_, i) => i) } }, 400, "url_ids"],
          ["10001 urls", "POST", "/batch_jobs/baseline", { body: { urls: Array.from({ length: 10_001 }, (_, i) => `https://x.example/${i}`) } }, 400, "urls"],
          ["invalid url", "POST", "/batch_jobs/baseline", { body: { urls: ["https://ok.example/", "javascript:alert(1)"] } }, 400, "urls[1]"],
          ["empty urls", "POST", "/batch_jobs/combined_baseline", { body: { urls: [] } }, 400, "urls"],
          ["user_agent_id 0", "POST", "/batch_jobs/baseline", { body: { urls: ["https://ok.example/"], user_agent_id: 0 } }, 400, "user_agent_id"],
          ["missing url_ids", "POST", "/urls/batch_archive", { body: { remark: "x" } }, 400, "url_ids"],
          ["unknown rebaseline id", "POST", "/batch_jobs/rebaseline", { body: { url_ids: [99999999] } }, 404, "99999999"],
          ["get_by_url not a URL", "POST", "/urls/get_by_url", { body: { url: "nope" } }, 400, "url"]
        ]
        const jobsBefore = (yield* call(baseUrl, "GET", api("/batch_jobs"), { token: user.token })).json
        for (const [label, method, path, payload, status, mention] of cases) {
          const res = yield* call(baseUrl, method, api(path), { token: user.token, ...payload })
          expect(res.status, label).toBe(status)
          expect(res.json?.message, label).toContain(mention)
          expect(typeof res.json?._tag, label).toBe("string")
        }
        expect((yield* get()).json).toEqual(before)
        expect((yield* call(baseUrl, "GET", api("/batch_jobs"), { token: user.token })).json).toEqual(jobsBefore)
      }))

    it.effect("a body over 5 MiB gets 413", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const huge = JSON.stringify({ urls: ["https://x.example/" + "a".repeat(5 * 1024 * 1024)] })
        const res = yield* call(baseUrl, "POST", api("/batch_jobs/baseline"), { token: user.token, rawBody: huge })
        expect(res.status).toBe(413)
        expect(res.json._tag).toBe("PayloadTooLarge")
      }))

    it.effect("the job list keeps the newest 200 of each type", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const jobs = yield* BatchJobRepo
        const now = "2026-11-22T10:00:00.000Z"
        const item = { url: "https://many.example/", webpage_id: null, action: "baseline", status: "In Queue", reason: null, message: null } as const
        const options = { user_agent_id: 1, text_string_appear: "", text_string_not_appear: "" } as never
        const ids: Array<number> = []
        for (let i = 0; i < 203; i++) ids.push((yield* jobs.create(user.account.id, "baseline", options, [item], now)).id)
        yield* jobs.create(user.account.id, "rebaseline", options, [item], now)
        const all = (yield* call(baseUrl, "GET", api("/batch_jobs"), { token: user.token })).json
        expect(all).toHaveLength(201)
        expect(all.filter((j: any) => j.kind === "baseline").map((j: any) => j.id)).toEqual(ids.slice(3).reverse())
        const baselines = (yield* call(baseUrl, "GET", api("/batch_jobs/baseline"), { token: user.token })).json
        expect(baselines).toHaveLength(200)
      }))

    it.effect("serves /openapi.json, /docs and /healthz", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const doc = yield* call(baseUrl, "GET", "/openapi.json")
        expect(doc.status).toBe(200)
        expect(doc.json.openapi).toBe("3.1.0")
        expect(Object.keys(doc.json.paths)).toEqual(expect.arrayContaining(["/api/v1/urls", "/api/v1/batch_jobs/{batch_job_id}"]))
        expect((yield* call(baseUrl, "GET", "/docs")).status).toBe(200)
        expect((yield* call(baseUrl, "GET", "/healthz")).json).toEqual({ status: "ok" })
      }))
  })

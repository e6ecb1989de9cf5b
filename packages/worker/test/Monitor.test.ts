/**
 * The scheduler end to end on SQLite with real loopback HTTP: the worker's
 * queue consumer and scheduler run on their own; the tests only change the
 * page farm and watch the pages. The worker's "minute" lasts 150 ms (see
 * `WorkerConfig.minute`), so a polling interval of 1 is a check every
 * ~150 ms in real time; TestClock is not used because the fetches, the
 * database and the webhooks all run on real time anyway.
 */
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Conflict } from "@defmon/core/domain/Errors"
import { IncidentRepo, ScreenshotRepo, VerificationRepo, WebhookDeliveryRepo, WebhookOutboxRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type { UserId, Webpage, WebpageUpdate } from "@defmon/core/domain/Webpage"
import { BlackoutSchedule, NotificationConfiguration } from "@defmon/core/domain/Settings"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Monitor } from "@defmon/worker"
import * as SqlClient from "@effect/sql/SqlClient"
import { describe, expect, layer } from "@effect/vitest"
import { Duration, Effect, Option } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { PageFarm } from "@defmon/testing"
import { Farm, harness, newUser, Receiver, settled, until } from "./support/Harness.js"

const page = (owner: UserId, id: number) =>
  Effect.map(Effect.flatMap(WebpageRepo, (r) => r.findById(owner, id)), Option.getOrThrow)

const history = (owner: UserId, id: number) =>
  Effect.flatMap(VerificationRepo, (r) => r.listByWebpage(owner, id, 1000))

/** baselines farm paths through the queue; returns the pages, with `settings` applied */
const baselined = (paths: ReadonlyArray<string>, settings: WebpageUpdate = {}, quota = 100) =>
  Effect.gen(function*() {
    const farm = yield* Farm
    const user = yield* newUser(quota)
    const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
    const d = yield* settled(user.id, job.id)
    const pages: Array<Webpage> = []
    for (const item of d.items) {
      if (item.webpage_id !== null) pages.push(yield* (yield* Webpages).update(user.id, item.webpage_id, { polling_interval: 1, ...settings }))
    }
    return { user, job: d, pages }
  })

const verify = (secret: string, headers: Record<string, unknown>, body: string) => {
  const expected = `sha256=${createHmac("sha256", secret).update(`${headers["x-defmon-timestamp"]}.${body}`).digest("hex")}`
  const given = String(headers["x-defmon-signature"] ?? "")
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** a second, different defacement */
const anotherDefacement = `<!doctype html><html><head><title>Owned by another-crew</title></head>
<body><h2>another-crew was here</h2><p>Patch your servers.</p>
<iframe src="https://worse.example.org/x"></iframe></body></html>`

describe("Monitor", () => {
  layer(harness({}, true), { excludeTestServices: true, timeout: 60_000 })("the scheduler", (it) => {
    it.effect("baseline -> Awaiting Verification -> OK; deface -> Warning -> Alert, incident, signed webhook; restore -> OK, resolved", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const receiver = yield* Receiver
        const { pages: [p], user } = yield* baselined(["/p/20"], {
          warning_limit: 1,
          notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "hook-secret" })
        })
        const first = yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        expect(first.status_code_monitoring).toMatchObject({ status_code: 200, error: null })
        receiver.failNext(1) // the first delivery is retried

        farm.deface("/p/20")
        const alerted = yield* until(page(user.id, p!.id), (x) => x.health_status === "Alert", "the alert")
        const statuses = (yield* history(user.id, p!.id)).map((r) => r.health_status).reverse()
        expect(statuses.indexOf("Warning")).toBeGreaterThan(statuses.indexOf("OK"))
        expect(statuses.indexOf("Alert")).toBe(statuses.indexOf("Warning") + 1) // warning_limit 1: one Warning, then Alert
        const [incident] = yield* (yield* IncidentRepo).listByWebpage(user.id, p!.id, 10)
        expect(incident).toMatchObject({ kind: "defacement", status: "open", id: alerted.open_incident_id })
        const opened = yield* until(Effect.sync(() => receiver.received), (r) => r.length >= 2, "the retried webhook")
        for (const hook of opened) expect(verify("hook-secret", hook.headers, hook.body)).toBe(true)
        const body = JSON.parse(opened[1]!.body)
        expect(body).toMatchObject({
          event: "incident.opened",
          webpage: { id: p!.id, url: farm.url("/p/20") },
          incident: { id: incident!.id, kind: "defacement" }
        })
        expect(body.summary.findings).toBeGreaterThan(0)
        expect(String(body.timestamp)).toBe(opened[1]!.headers["x-defmon-timestamp"])

        farm.restore("/p/20")
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the recovery")
        expect((yield* (yield* IncidentRepo).get(user.id, incident!.id)).pipe(Option.getOrThrow).status).toBe("resolved")
        yield* until(Effect.sync(() => receiver.received), (r) => r.length >= 3, "the resolve webhook")
        expect(JSON.parse(receiver.received[2]!.body).event).toBe("incident.resolved")
        // The delivery log is written once the receiver has answered: wait for it too.
        const logged = yield* until(
          Effect.flatMap(WebhookDeliveryRepo, (r) => r.listByWebpage(user.id, p!.id, 10)),
          (d) => d.length >= 3,
          "the delivery log"
        )
        const deliveries = logged.slice().reverse()
        expect(deliveries.map((d) => [d.event, d.attempt, d.delivered, d.status_code])).toEqual([
          ["incident.opened", 1, false, 500],
          ["incident.opened", 2, true, 200],
          ["incident.resolved", 1, true, 200]
        ])
      }))

    it.effect("image engine on, no renderer in this process: the rebaseline fails with render_failed, checks go on with a finding that does not alert", () =>
      Effect.gen(function*() {
        const { pages: [p], user } = yield* baselined(["/p/38"], { threshold: { enable_image_engine: true } })
        // no image baseline yet: the checks say so and match
        // (a check the scheduler ran before the settings were saved has no image finding: wait for one that ran after)
        const checked = yield* until(
          history(user.id, p!.id),
          (h) => h.some((r) => r.verdict === "match" && r.findings.some((f: any) => f.engine === "image")),
          "a check with the image engine on"
        )
        const first = checked.find((r) => r.findings.some((f: any) => f.engine === "image"))
        expect(first!.findings).toEqual([expect.objectContaining({ engine: "image", check: "no_baseline", breach: false })])
        expect((yield* page(user.id, p!.id)).health_status).toBe("OK")
        // a rebaseline cannot render: the item fails with its reason, the page keeps its baseline
        const job = yield* (yield* BatchJobs).createRebaseline(user.id, [p!.id])
        const done = yield* settled(user.id, job.id)
        expect(done.items[0]).toMatchObject({ status: "Failed", reason: "render_failed" })
        expect(done.items[0]!.message).toContain("unavailable")
        // with an image baseline (as a rebaseline elsewhere recorded it), a render that fails is a finding, not a crash
        const shots = yield* ScreenshotRepo
        const reference = yield* shots.save(new TextEncoder().encode("png"), new Date().toISOString())
        yield* (yield* WebpageRepo).modify(user.id, p!.id, (x) =>
          Effect.succeed({
            ...x,
            current_baseline: { ...x.current_baseline!, engine_data: { ...x.current_baseline!.engine_data, image: { reference } } }
          }))
        const failed = yield* until(
          history(user.id, p!.id),
          (h) => h.some((r) => r.findings.some((f: any) => f.check === "render_failed")),
          "a check with a failed render"
        )
        const record = failed.find((r) => r.findings.some((f: any) => f.check === "render_failed"))!
        expect(record).toMatchObject({ verdict: "match", health_status: "OK" })
        expect(record.findings[0]).toMatchObject({ engine: "image", breach: false, reason: "unavailable" })
      }))

    it.effect("server errors make a page Unreachable; with warning_limit 0 an unreachable incident opens", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const { pages: [p], user } = yield* baselined(["/p/21"], { warning_limit: 0 })
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        farm.status("/p/21", 500)
        const down = yield* until(page(user.id, p!.id), (x) => x.health_status === "Unreachable", "Unreachable")
        expect(down.status_code_monitoring).toMatchObject({ status_code: 500, error: "HTTP 500" })
        const [incident] = yield* (yield* IncidentRepo).listByWebpage(user.id, p!.id, 10)
        expect(incident).toMatchObject({ kind: "unreachable", status: "open" })
        expect((yield* history(user.id, p!.id))[0]).toMatchObject({ verdict: "unreachable", status_code: 500 })
        farm.restore("/p/21")
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the recovery")
      }))

    it.effect("blackout: no checks inside the window, Blackout in Progress, checks resume after it", () =>
      Effect.gen(function*() {
        const { pages: [p], user } = yield* baselined(["/p/22"])
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        // Long enough for a loaded CI machine to reach the page inside the window (4 s was not, once, on a
        // fresh clone's CI run: the page came out of its window before the scheduler had marked it).
        const end = new Date(Date.now() + 15_000).toISOString()
        yield* (yield* Webpages).update(user.id, p!.id, {
          blackout_schedules: [BlackoutSchedule.make({ start: new Date(Date.now() - 1000).toISOString(), end })]
        })
        const during = yield* until(page(user.id, p!.id), (x) => x.health_status === "Blackout in Progress", "the blackout")
        expect(during.next_check_at).toBe(end)
        const checksBefore = (yield* history(user.id, p!.id)).length
        yield* Effect.sleep(Duration.millis(Math.max(0, Date.parse(end) - Date.now() - 200)))
        expect((yield* history(user.id, p!.id)).length).toBe(checksBefore)
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "checks after the window")
        const last = (yield* history(user.id, p!.id))[0]!
        expect(Date.parse(last.checked_at)).toBeGreaterThanOrEqual(Date.parse(end))
      }))

    it.effect("continuous monitoring: the same defacement does not alert again, a new change does", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const { pages: [p], user } = yield* baselined(["/p/23"], { continuous_monitoring: true, warning_limit: 0 })
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        farm.deface("/p/23")
        yield* until(page(user.id, p!.id), (x) => x.health_status === "Continuous Monitoring", "the alert")
        const incidents = () => Effect.flatMap(IncidentRepo, (r) => r.listByWebpage(user.id, p!.id, 10))
        const checks = (yield* history(user.id, p!.id)).length
        yield* until(history(user.id, p!.id), (h) => h.length >= checks + 4, "four more checks")
        expect((yield* incidents()).map((i) => i.status)).toEqual(["open"])
        farm.deface("/p/23", anotherDefacement)
        yield* until(incidents(), (i) => i.length === 2, "the second alert")
        expect((yield* incidents()).map((i) => i.status)).toEqual(["open", "resolved"])
        farm.restore("/p/23")
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the recovery")
        expect((yield* incidents()).map((i) => i.status)).toEqual(["resolved", "resolved"])
      }))

    it.effect("benign volatility (a nonce and a clock on every request) does not alarm", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        farm.volatile("/p/24", true)
        const { pages: [p], user } = yield* baselined(["/p/24"], { warning_limit: 0 })
        yield* until(history(user.id, p!.id), (h) => h.length >= 5, "five checks")
        const h = yield* history(user.id, p!.id)
        expect(h.map((r) => r.verdict)).toEqual(h.map(() => "match"))
        const ok = yield* page(user.id, p!.id)
        expect(ok.health_status).toBe("OK")
        // the baseline knows the spots that change on every reload (the CSRF meta, the clock)
        const reload = ok.current_baseline!.engine_data["reload"] as { segments: number; slots: Array<number> }
        expect(reload.slots.length).toBeGreaterThanOrEqual(2)
        // a phone number changed outside those spots, the tags as they were: still compared, and caught
        const monitor = yield* Monitor.Monitor
        farm.deface("/p/24", PageFarm.samplePage(24).replace("+1 555 010 1024", "+1 555 019 7766"))
        const phone = yield* monitor.checkNow(user.id, p!.id)
        expect(phone.verdict).toBe("changed")
        expect(JSON.stringify(phone.findings)).toContain("phone_changed")
        farm.restore("/p/24")
      }))

    it.effect("new pages of a job are spread out, and quota_exceeded creates nothing", () =>
      Effect.gen(function*() {
        const { job, pages } = yield* baselined(["/p/25", "/p/26", "/p/27"], {}, 2)
        expect(job.items.map((i) => i.reason)).toContain("quota_exceeded")
        expect(pages).toHaveLength(2)
      }))

    it.effect("checkNow runs one check and returns its record; archived pages are refused", () =>
      Effect.gen(function*() {
        const { pages: [p], user } = yield* baselined(["/p/28"])
        const monitor = yield* Monitor.Monitor
        const record = yield* monitor.checkNow(user.id, p!.id)
        expect(record).toMatchObject({ webpage_id: p!.id, verdict: "match", status_code: 200, health_status: "OK" })
        expect(record.response_time_ms).toBeGreaterThanOrEqual(0)
        yield* (yield* Webpages).archiveMany(user.id, [p!.id], null)
        const refused = yield* Effect.flip(monitor.checkNow(user.id, p!.id))
        expect(refused).toBeInstanceOf(Conflict)
        expect((yield* page(user.id, p!.id)).health_status).toBe("Archived")
      }))

    it.effect("webhook targets go through the SSRF guard: a loopback name not on the allow-list is refused", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const receiver = yield* Receiver
        const { pages: [p], user } = yield* baselined(["/p/29"], {
          warning_limit: 0,
          notification_configuration: NotificationConfiguration.make({ webhook_url: `http://localhost:${receiver.port}/hook`, secret: "s" })
        })
        const received = receiver.received.length
        farm.deface("/p/29")
        const deliveries = () => Effect.flatMap(WebhookDeliveryRepo, (r) => r.listByWebpage(user.id, p!.id, 10))
        const log = yield* until(deliveries(), (d) => d.length >= 4, "all attempts")
        expect(log.every((d) => !d.delivered && (d.error ?? "").startsWith("blocked_address"))).toBe(true)
        expect(receiver.received.length).toBe(received)
        farm.restore("/p/29")
      }))

    it.effect("an unchanged document is not compared again, unless the baseline or the settings changed since", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const monitor = yield* Monitor.Monitor
        const { pages: [p], user } = yield* baselined(["/p/31"], { warning_limit: 5, polling_interval: 1440 })
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        const checkNow = () => monitor.checkNow(user.id, p!.id)
        expect(yield* checkNow()).toMatchObject({ verdict: "match" })
        expect(yield* checkNow()).toMatchObject({ verdict: "match" })
        // the same bytes, but the baseline's title was edited: compared again
        yield* (yield* Webpages).update(user.id, p!.id, { current_baseline: { title: "Another title" } } as WebpageUpdate)
        const edited = yield* checkNow()
        expect(edited.verdict).toBe("changed")
        expect(edited.findings.map((f) => { const x = f as { engine: string; check: string }; return `${x.engine}/${x.check}` })).toContain("content/title")
        yield* (yield* Webpages).update(user.id, p!.id, { current_baseline: { title: "Example site page 31" } } as WebpageUpdate)
        expect(yield* checkNow()).toMatchObject({ verdict: "match" })
        // the same bytes, a new setting: compared again
        yield* (yield* Webpages).update(user.id, p!.id, {
          monitoring_configuration: { text_string_not_appear: "friendly support" }
        } as WebpageUpdate)
        expect((yield* checkNow()).verdict).toBe("changed")
        yield* (yield* Webpages).update(user.id, p!.id, { monitoring_configuration: { text_string_not_appear: "" } } as WebpageUpdate)
        expect(yield* checkNow()).toMatchObject({ verdict: "match" })
        // new bytes: compared again
        farm.deface("/p/31")
        expect((yield* checkNow()).verdict).toBe("changed")
        farm.restore("/p/31")
      }))

    it.effect("two checks of one page at once (verify beside the scheduler) open one incident under continuous monitoring", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const monitor = yield* Monitor.Monitor
        const { pages: [p], user } = yield* baselined(["/p/32"], { continuous_monitoring: true, warning_limit: 0, polling_interval: 1440 })
        const ok = yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        farm.deface("/p/32")
        // both compare against the same snapshot (no reference yet); the second to commit is stale
        const results = yield* Effect.all([monitor.check(ok), monitor.check(ok)], { concurrency: 2 })
        expect(results.filter(Option.isSome)).toHaveLength(1)
        const incidents = yield* (yield* IncidentRepo).listByWebpage(user.id, p!.id, 10)
        expect(incidents.map((i) => i.status)).toEqual(["open"])
        expect((yield* page(user.id, p!.id)).health_status).toBe("Continuous Monitoring")
        // the verify endpoint retries on the page as it is now instead of answering 409
        expect((yield* monitor.checkNow(user.id, p!.id)).health_status).toBe("Continuous Monitoring")
        expect(yield* (yield* IncidentRepo).listByWebpage(user.id, p!.id, 10)).toHaveLength(1)
        farm.restore("/p/32")
      }))

    it.effect("an event left leased by a process that died is delivered once its lease runs out", () =>
      Effect.gen(function*() {
        const receiver = yield* Receiver
        const { pages: [p], user } = yield* baselined(["/p/30"], {
          notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "dead" })
        })
        const incident = yield* (yield* IncidentRepo).open(user.id, p!.id, "defacement", [{ engine: "test" }], new Date().toISOString())
        const outbox = yield* WebhookOutboxRepo
        // What a process leaves when it dies after the commit, mid-delivery.
        yield* outbox.enqueue(user.id, { webpage_id: p!.id, incident_id: incident.id, event: "incident.opened" }, new Date().toISOString())
        const leaseEnd = Date.now() + 600
        const taken = yield* outbox.claim("dead-process", new Date().toISOString(), new Date(leaseEnd).toISOString(), 100)
        // (events of other tests that happen to be due are taken too: they wait out the short lease)
        expect(taken.map((e) => e.incident_id)).toContain(incident.id)
        const mine = () => receiver.received.filter((r) => JSON.parse(r.body).incident.id === incident.id)
        const got = yield* until(Effect.sync(mine), (r) => r.length >= 1, "the orphaned event")
        expect(got[0]!.at).toBeGreaterThanOrEqual(leaseEnd)
        expect(verify("dead", got[0]!.headers, got[0]!.body)).toBe(true)
        const log = yield* until(
          Effect.flatMap(WebhookDeliveryRepo, (r) => r.listByWebpage(user.id, p!.id, 10)),
          (d) => d.length >= 1,
          "the delivery log"
        )
        expect(log.map((d) => [d.incident_id, d.attempt, d.delivered])).toEqual([[incident.id, 1, true]])
        // delivered once: it left the outbox
        yield* Effect.sleep(Duration.millis(300))
        expect(mine()).toHaveLength(1)
        const sql = yield* SqlClient.SqlClient
        const left = yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_outbox WHERE incident_id = ${incident.id}`
        expect(Number(left[0]!.n)).toBe(0)
      }))
  })
})


/** a page whose baseline is larger than its head (`webpage_baselines.baseline_head`): 300 links */
const bigPage = (n: number) =>
  PageFarm.samplePage(n).replace(
    "</body>",
    `<div class="links">${Array.from({ length: 300 }, (_, i) => `<a href="/articles/${n}/${i}">Article ${i} of page ${n}</a>`).join(" ")}</div></body>`
  )

/** the same page defaced: another title and a script from another site */
const bigDefaced = (n: number) =>
  bigPage(n)
    .replace(`<title>Example site page ${n}</title>`, "<title>HACKED BY x0r</title>")
    .replace("</body>", "<h1>Hacked by x0r</h1><script src=\"https://evil.example.net/miner.js\"></script></body>")

describe("Monitor, baselines larger than their heads", () => {
  layer(harness({}, true), { excludeTestServices: true, timeout: 60_000 })("the scheduler", (it) => {
    it.effect("a claimed page is compared with its baseline and reference read whole; continuous monitoring as with small pages", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        farm.deface("/p/5", bigPage(5))
        const { pages: [p], user } = yield* baselined(["/p/5"], { continuous_monitoring: true, warning_limit: 0 })
        const read = yield* page(user.id, p!.id)
        // larger than a head keeps: a claim reads these only when a check compares
        expect(JSON.stringify(read.current_baseline!.baseline_hrefs).length).toBeGreaterThan(4096)
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        const incidents = () => Effect.flatMap(IncidentRepo, (r) => r.listByWebpage(user.id, p!.id, 10))
        farm.deface("/p/5", bigDefaced(5))
        const alerted = yield* until(page(user.id, p!.id), (x) => x.health_status === "Continuous Monitoring", "the alert")
        expect(JSON.stringify(alerted.continuous_reference!.baseline_hrefs).length).toBeGreaterThan(4096)
        // the same defacement, compared with the reference read whole: no new alert
        const checks = (yield* history(user.id, p!.id)).length
        yield* until(history(user.id, p!.id), (h) => h.length >= checks + 4, "four more checks")
        expect((yield* incidents()).map((i) => i.status)).toEqual(["open"])
        expect((yield* history(user.id, p!.id)).slice(0, 4).map((r) => r.verdict)).toEqual(["changed", "changed", "changed", "changed"])
        farm.deface("/p/5", bigPage(5))
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the recovery")
        expect((yield* incidents()).map((i) => i.status)).toEqual(["resolved"])
        farm.restore("/p/5")
      }))

    it.effect("a page rebaselined between its read and its comparison is not checked against the old baseline", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const monitor = yield* Monitor.Monitor
        farm.deface("/p/6", bigPage(6))
        const { pages: [p], user } = yield* baselined(["/p/6"], { warning_limit: 0, polling_interval: 1440 })
        yield* until(page(user.id, p!.id), (x) => x.health_status === "OK", "the first check")
        const read = yield* page(user.id, p!.id)
        const before = (yield* history(user.id, p!.id)).length
        // the baseline edited (its capture time kept), then a changed document to compare
        yield* (yield* Webpages).update(user.id, p!.id, { current_baseline: { title: "Edited title" } } as WebpageUpdate)
        farm.deface("/p/6", bigDefaced(6))
        expect(yield* monitor.check(read)).toEqual(Option.none())
        expect(yield* history(user.id, p!.id)).toHaveLength(before)
        expect((yield* page(user.id, p!.id)).health_status).toBe("OK")
        // read again, it is checked against the edited baseline
        expect((yield* monitor.checkNow(user.id, p!.id)).verdict).toBe("changed")
        farm.restore("/p/6")
      }))
  })
})

/**
 * The acceptance path of the image engine, end to end: a real server and
 * worker on SQLite, a loopback page farm and real Chromium. A page of the
 * farm is baselined, the image engine turned on and the page rebaselined
 * (screenshots per sample); a defacement made by its stylesheet alone (the
 * HTML stays byte for byte the same) is caught by the scheduler's checks
 * on the image lane: an incident opens with the image engine's finding,
 * and the baseline screenshot, the check's screenshot and its diff image
 * are served by the API and linked from the webhook.
 */
import { HttpServer } from "@effect/platform"
import { App } from "@defmon/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Portal } from "@defmon/core/usecases/Portal"
import * as ChromiumRenderer from "@defmon/image/ChromiumRenderer"
import * as Png from "@defmon/image/Png"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { describe, expect, it as vitestIt, layer } from "@effect/vitest"
import { Context, Duration, Effect, Layer } from "effect"
import { existsSync, mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

// The suites that drive Chromium run when it is installed, and must run in CI.
const chromium = (() => {
  if (ChromiumRenderer.available()) return true
  const why = `Chromium is not installed at ${ChromiumRenderer.defaults.executablePath} (apt-get install -y chromium)`
  if (process.env.CI) throw new Error(`${why}: the image end-to-end suite must run in CI`)
  console.log(`[defmon] ${why}: the image end-to-end suite is skipped`)
  return false
})()

class Farm extends Context.Tag("test/Farm")<Farm, PageFarm.PageFarm>() {}
class Base extends Context.Tag("test/Base")<Base, string>() {}

const page = `<!doctype html>
<html><head><title>Harbour bakery</title><link rel="stylesheet" href="/shop.css"></head>
<body><header><h1>Harbour bakery</h1><nav><a href="/">Home</a> <a href="/bread">Bread</a></nav></header>
<main>${Array.from({ length: 12 }, (_, i) => `<p>Loaf ${i + 1}: sourdough, rye and spelt, baked every morning since 1952.</p>`).join("\n")}</main>
</body></html>`
const css = `body { margin: 0; font: 16px/1.5 sans-serif; background: #fff; color: #222 }
header { background: #264; color: #fff; padding: 20px } main { padding: 20px }`
// the defacement: the same HTML, a stylesheet that lays a banner over the page
const defaced = `${css}
body::after { content: "HACKED BY x0r"; position: fixed; top: 0; left: 0; right: 0; height: 600px; background: #000;
  color: #f00; font: bold 72px sans-serif; display: flex; align-items: center; justify-content: center }`

const dataDir = mkdtempSync(join(tmpdir(), "defmon-image-e2e-"))
const storage = SqliteStorage.layer({ dataDir })

const farmLayer = Layer.scoped(Farm, PageFarm.make({ pages: { "/shop": page, "/shop.css": css } }))

const appLayer = App.layer({
  port: 0,
  host: "127.0.0.1",
  allowHosts: ["127.0.0.1"],
  storage,
  // a minute of 500 ms: the page (polling_interval 1) is checked about every half second
  worker: {
    samples: 2,
    sampleDelay: Duration.millis(20),
    pollInterval: Duration.millis(50),
    lease: Duration.seconds(30),
    firstCheckSpread: Duration.millis(0),
    minute: Duration.millis(500),
    webhook: { attempts: 3, firstDelay: Duration.millis(50) }
  }
})

const testLayer = Layer.mergeAll(
  Layer.effect(Base, Effect.map(HttpServer.HttpServer, (s) => `http://127.0.0.1:${(s.address as HttpServer.TcpAddress).port}`)).pipe(
    Layer.provideMerge(appLayer)
  ),
  Layer.mergeAll(Accounts.Default, Portal.Default).pipe(Layer.provide(storage))
).pipe(Layer.provideMerge(farmLayer))

const request = (base: string, token: string, method: string, path: string, body?: unknown) =>
  Effect.promise(async () => {
    const res = await fetch(`${base}${path.startsWith("/api/") ? "" : "/api/v1"}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const bytes = Buffer.from(await res.arrayBuffer())
    const type = res.headers.get("content-type") ?? ""
    return { status: res.status, type, bytes, json: type.includes("json") ? JSON.parse(bytes.toString()) : undefined as any }
  })

const until = <A>(effect: Effect.Effect<A>, ok: (a: A) => boolean, label: string, seconds = 60) =>
  Effect.gen(function*() {
    const end = Date.now() + seconds * 1000
    while (Date.now() < end) {
      const a = yield* effect
      if (ok(a)) return a
      yield* Effect.sleep(Duration.millis(100))
    }
    return yield* Effect.dieMessage(`timed out waiting for ${label}`)
  })

if (chromium) {
  layer(testLayer, { excludeTestServices: true, timeout: 180_000 })("image engine end to end [sqlite, Chromium]", (it) => {
    it.effect("enable the image engine, baseline, CSS-only defacement -> incident with the baseline screenshot, the current one and the diff", () =>
      Effect.gen(function*() {
        const base = yield* Base
        const farm = yield* Farm
        const accounts = yield* Accounts
        const user = yield* accounts.createUser({ name: "imager", quota: 10, status_code_monitoring: false }).pipe(Effect.orDie)
        const { token } = yield* accounts.createToken(user.name).pipe(Effect.orDie)
        const api = (method: string, path: string, body?: unknown) => request(base, token, method, path, body)

        // baseline the farm page (HTML engines only: the image engine is off by default)
        const job = yield* api("POST", "/batch_jobs/baseline", { urls: [farm.url("/shop")] })
        const done = (kind: string, id: number) =>
          until(api("GET", `/batch_jobs/${kind}/${id}`), (r) => r.json.status === "Completed", `${kind} job ${id}`)
        const items = (yield* done("baseline", job.json.id)).json.items
        const id: number = items[0].webpage_id
        expect((yield* api("GET", `/urls/${id}/baseline/screenshot`)).json._tag).toBe("ScreenshotNotFound")

        // turn the image engine on, alert on the first changed check, a webhook; rebaseline with screenshots
        const updated = yield* api("PUT", `/urls/${id}`, {
          polling_interval: 1,
          warning_limit: 0,
          threshold: { enable_image_engine: true },
          notification_configuration: { webhook_url: farm.url("/_webhook"), secret: "s3cret" }
        })
        expect(updated.json.threshold).toMatchObject({ enable_image_engine: true, image_similarity: 95 })
        const rb = yield* api("POST", "/batch_jobs/rebaseline", { url_ids: [id] })
        const rebaselined = yield* done("rebaseline", rb.json.id)
        expect(rebaselined.json.items[0]).toMatchObject({ status: "Completed", reason: null })
        const record = (yield* api("GET", `/urls/${id}`)).json
        expect(record.current_baseline.engine_data.image).toMatchObject({ samples: 2, width: 1280, scale: 1, maskedPercent: 0 })
        const baselineShot = yield* api("GET", `/urls/${id}/baseline/screenshot`)
        expect(baselineShot.status).toBe(200)
        expect(baselineShot.type).toBe("image/png")
        expect(Png.decode(baselineShot.bytes).width).toBe(1280)
        // stored content-addressed in the data directory
        expect(existsSync(join(dataDir, "screenshots", Png.sha256(baselineShot.bytes).slice(0, 2), `${Png.sha256(baselineShot.bytes)}.png`)))
          .toBe(true)

        // the scheduler's checks (image lane) match the unchanged page, with a screenshot each
        const matched = yield* until(
          api("GET", `/urls/${id}/verifications`),
          (r) => r.json.some((v: any) => v.verdict === "match" && v.findings.some((f: any) => f.check === "page_similarity")),
          "a matching check with the image engine"
        )
        const first = matched.json.find((v: any) => v.verdict === "match")
        expect(first.findings).toEqual([expect.objectContaining({ engine: "image", check: "page_similarity", breach: false, similarity: 100 })])
        expect((yield* api("GET", `/urls/${id}/verifications/${first.id}/screenshot`)).status).toBe(200)
        expect((yield* api("GET", `/urls/${id}/verifications/${first.id}/diff`)).json._tag).toBe("ScreenshotNotFound")

        // a CSS-only defacement: the HTML is the same byte for byte
        farm.set("/shop.css", defaced)
        const incidents = yield* until(
          api("GET", `/urls/${id}/incidents`),
          (r) => r.json.some((i: any) => i.status === "open"),
          "the incident"
        )
        const incident = incidents.json.find((i: any) => i.status === "open")
        expect(incident.kind).toBe("defacement")
        // only the image engine saw it
        expect(incident.findings.every((f: any) => f.engine === "image")).toBe(true)
        const finding = incident.findings.find((f: any) => f.check === "page_similarity")
        expect(finding).toMatchObject({ engine: "image", breach: true, threshold: 95 })
        expect(finding.similarity).toBeLessThan(95)
        const check: number = finding.verification_id
        expect((yield* api("GET", `/urls/${id}`)).json.health_status).toBe("Alert")

        const current = yield* api("GET", `/urls/${id}/verifications/${check}/screenshot`)
        const diff = yield* api("GET", `/urls/${id}/verifications/${check}/diff`)
        for (const img of [current, diff]) {
          expect(img.status).toBe(200)
          expect(img.type).toBe("image/png")
          expect(Png.decode(img.bytes).width).toBe(1280)
        }
        expect(current.bytes.equals(baselineShot.bytes)).toBe(false)
        expect(Png.sha256(diff.bytes)).toBe(finding.diff)

        // the portal's webpage screen shows the baseline, the check's screenshot and the diff to its signed-in owner
        yield* (yield* Portal).setPassword(user.name, "portal passphrase 42").pipe(Effect.orDie)
        const signedIn = yield* Effect.promise(() =>
          fetch(`${base}/signin`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ name: user.name, password: "portal passphrase 42" })
          })
        )
        const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!
        const portal = (path: string, withCookie = true) =>
          Effect.promise(async () => {
            const res = await fetch(`${base}${path}`, { redirect: "manual", headers: withCookie ? { cookie } : {} })
            return { status: res.status, type: res.headers.get("content-type") ?? "", bytes: Buffer.from(await res.arrayBuffer()) }
          })
        const screen = (yield* portal(`/pages/${id}`)).bytes.toString()
        // the page is still checked meanwhile: the screen shows the last change, the incident's check or a later one
        const last = Number(new RegExp(`src="/pages/${id}/images/(\\d+)/screenshot"`).exec(screen)?.[1])
        expect(last).toBeGreaterThanOrEqual(check)
        for (const src of [`/pages/${id}/images/baseline`, `/pages/${id}/images/${last}/screenshot`, `/pages/${id}/images/${last}/diff`]) {
          expect(screen).toContain(`src="${src}"`)
        }
        const shown = [yield* portal(`/pages/${id}/images/baseline`), yield* portal(`/pages/${id}/images/${last}/screenshot`), yield* portal(`/pages/${id}/images/${last}/diff`)]
        expect(shown.map((r) => [r.status, r.type])).toEqual(Array(3).fill([200, "image/png"]))
        expect(shown[0]!.bytes.equals(baselineShot.bytes)).toBe(true)
        const lastDiff = last === check ? diff : yield* api("GET", `/urls/${id}/verifications/${last}/diff`)
        expect(shown[2]!.bytes.equals(lastDiff.bytes)).toBe(true)
        expect((yield* portal(`/pages/${id}/images/baseline`, false)).status).toBe(303)

        // the webhook links the three images
        const hook = yield* until(
          Effect.sync(() => farm.webhooks.map((w) => JSON.parse(w.body)).filter((b) => b.event === "incident.opened")),
          (ws) => ws.length > 0,
          "the webhook"
        )
        const links = hook[0]!.screenshots
        expect(links).toEqual({
          verification_id: check,
          baseline: `/api/v1/urls/${id}/baseline/screenshot`,
          screenshot: `/api/v1/urls/${id}/verifications/${check}/screenshot`,
          diff: `/api/v1/urls/${id}/verifications/${check}/diff`
        })
        expect((yield* api("GET", links.diff)).bytes.equals(diff.bytes)).toBe(true)

        // restored: the next checks match and resolve the incident
        farm.set("/shop.css", css)
        yield* until(api("GET", `/urls/${id}/incidents`), (r) => r.json.every((i: any) => i.status === "resolved"), "the resolution")
        expect(readdirSync(join(dataDir, "screenshots")).length).toBeGreaterThan(0)
      }), 150_000)
  })
} else {
  describe.skip("image engine end to end [sqlite, Chromium]", () => {
    vitestIt("needs Chromium", () => {})
  })
}

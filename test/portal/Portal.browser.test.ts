/**
 * The web portal in a real browser (Debian's Chromium through
 * playwright-core, never a downloaded one), against `defmon serve`'s
 * layers (SQLite, server, worker) and a loopback page farm: sign in, an
 * API token made, used and revoked, pages added by a job whose progress
 * refreshes to Completed, a defaced page's incident with its findings, a
 * hostile title shown as text, a cross-site form post refused, axe-core
 * on every screen at desktop and phone widths. Screenshots of every
 * screen go to `DEFMON_PORTAL_SCREENSHOTS` (docs/portal/ when the docs
 * are refreshed), else to a temporary folder.
 *
 * The suites that drive Chromium fail instead of skipping in CI.
 */
import { App } from "@defmon/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Portal } from "@defmon/core/usecases/Portal"
import { ChromiumRenderer } from "@defmon/image"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { PageFarm } from "@defmon/testing"
import { HttpServer } from "@effect/platform"
import axe from "axe-core"
import { Duration, Effect, Layer, ManagedRuntime } from "effect"
import { mkdirSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const chromiumRuns = (suite: string): boolean => {
  if (ChromiumRenderer.available()) return true
  const why = `Chromium is not installed at ${ChromiumRenderer.defaults.executablePath} (apt-get install -y chromium)`
  if (process.env.CI) throw new Error(`${why}: the ${suite} suite must run in CI`)
  console.log(`[defmon] ${why}: the ${suite} suite is skipped`)
  return false
}

const hostile = "<img src=x onerror=alert(1)>"
const hostilePage = `<!doctype html><html><head><title>${hostile}</title></head>
<body><h1>Shop</h1><p>Plain page whose title is markup.</p><a href="/a">a</a></body></html>`

const user = { name: "alice", password: "correct horse battery staple" }
const shots = process.env.DEFMON_PORTAL_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), "defmon-portal-shots-"))

describe.skipIf(!chromiumRuns("portal"))("the web portal in Chromium", () => {
  let runtime: ManagedRuntime.ManagedRuntime<HttpServer.HttpServer | Accounts | Portal, unknown>
  let farm: PageFarm.PageFarm
  let base: string
  let browser: Browser
  let context: BrowserContext
  let page: Page
  // alert() calls: a script injected through a monitored page would make one
  const alerts: Array<string> = []
  let jobPath = ""

  beforeAll(async () => {
    farm = await PageFarm.start({
      pages: { "/site/0": PageFarm.samplePage(0), "/site/1": PageFarm.samplePage(1), "/hostile": hostilePage }
    })
    const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-portal-")) })
    const app = App.layer({
      port: 0,
      host: "127.0.0.1",
      allowHosts: ["127.0.0.1"],
      storage,
      worker: { samples: 2, sampleDelay: Duration.millis(20), pollInterval: Duration.millis(50), lease: Duration.seconds(10), firstCheckSpread: Duration.minutes(10) }
    })
    runtime = ManagedRuntime.make(Layer.mergeAll(app, Layer.mergeAll(Accounts.Default, Portal.Default).pipe(Layer.provide(storage))))
    const server = await runtime.runPromise(HttpServer.HttpServer)
    base = `http://127.0.0.1:${(server.address as HttpServer.TcpAddress).port}`
    await runtime.runPromise(
      Effect.gen(function*() {
        yield* (yield* Accounts).createUser({ name: user.name, quota: 10, status_code_monitoring: true })
        yield* (yield* Portal).setPassword(user.name, user.password)
      })
    )
    mkdirSync(shots, { recursive: true })
    browser = await chromium.launch({ executablePath: ChromiumRenderer.defaults.executablePath, timeout: 60_000 })
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    page = await context.newPage()
    page.on("dialog", (dialog) => {
      if (dialog.type() === "confirm") return dialog.accept()
      alerts.push(dialog.message())
      return dialog.dismiss()
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await runtime?.dispose()
    await farm?.close()
  })

  const api = async (token: string, path: string) =>
    (await fetch(`${base}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })).status

  const signIn = async (password: string) => {
    await page.goto(`${base}/signin`)
    await page.getByLabel("User name").fill(user.name)
    await page.getByLabel("Password").fill(password)
    await page.getByRole("button", { name: "Sign in" }).click()
  }

  it("signs in with a rotated HttpOnly, SameSite=Lax session cookie; a wrong password is refused", async () => {
    // a session id planted before sign-in is not the one used after it
    const planted = "A".repeat(43)
    await context.addCookies([{ name: "defmon_session", value: planted, url: base }])
    await page.goto(`${base}/`)
    await expect.poll(() => page.url()).toBe(`${base}/signin`)
    await signIn("not the password")
    await page.getByText("Wrong user name or password.").waitFor()
    await signIn(user.password)
    await page.getByRole("heading", { name: "Webpages" }).waitFor()
    const cookie = (await context.cookies(base)).find((c) => c.name === "defmon_session")!
    expect(cookie.value).not.toBe(planted)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false })
    expect(page.url()).not.toContain(cookie.value)
  })

  it("creates an API token shown once, which the API accepts until it is revoked", async () => {
    await page.goto(`${base}/tokens`)
    await page.getByLabel("Name").fill("laptop <script>")
    await page.getByRole("button", { name: "Create token" }).click()
    const token = (await page.locator("#new-token").textContent())!
    expect(token).toMatch(/^dmn_[A-Za-z0-9_-]{43}$/)
    expect(page.url()).not.toContain(token)
    expect(await api(token, "/urls")).toBe(200)
    await page.screenshot({ path: join(shots, "tokens.png"), fullPage: true })
    await page.goto(`${base}/tokens`)
    // shown once: the list has its prefix only
    expect(await page.content()).not.toContain(token)
    await page.getByRole("cell", { name: "laptop <script>", exact: true }).waitFor()
    await page.getByRole("button", { name: /Revoke token laptop/ }).click()
    await page.getByText(/^revoked/).waitFor()
    // the server reuses an authentication for at most 1 s
    await expect.poll(() => api(token, "/urls"), { timeout: 5_000, interval: 200 }).toBe(401)
  })

  it("adds the farm's pages with a baseline job whose progress refreshes to Completed", async () => {
    await page.goto(`${base}/jobs`)
    const urls = ["/site/0", "/site/1", "/hostile"].map((p) => farm.url(p))
    // a CSV with a header row and a second column
    await page.getByLabel("URLs, one per line, or CSV").fill(`url,team\n${urls.map((u) => `${u},web`).join("\n")}\nnot a url,x`)
    // a slow page keeps the job running after its screen first shows
    farm.delay("/site/0", 1500)
    await page.getByRole("button", { name: "Create job" }).click()
    await page.getByRole("heading", { name: /^Batch job BL\d+$/ }).waitFor()
    jobPath = new URL(page.url()).pathname
    expect(await page.locator(".job-status").textContent()).not.toBe("Completed")
    // no reload: the script refreshes the progress until every item is final
    await page.locator(".job-status", { hasText: "Completed" }).waitFor({ timeout: 60_000 })
    expect(await page.locator("tbody tr").count()).toBe(3)
    expect(await page.locator("tbody .status", { hasText: "Completed" }).count()).toBe(3)
    farm.delay("/site/0", 0)
    await page.screenshot({ path: join(shots, "job.png"), fullPage: true })
  }, 90_000)

  it("shows a page title made of markup as text and runs nothing", async () => {
    await page.goto(`${base}/`)
    const cell = page.locator("td.title", { hasText: hostile })
    await cell.waitFor()
    expect(await cell.textContent()).toBe(hostile)
    expect(await page.locator("td.title img").count()).toBe(0)
    await page.screenshot({ path: join(shots, "webpages.png"), fullPage: true })
    await page.getByRole("link", { name: farm.url("/hostile") }).click()
    await page.getByRole("heading", { name: hostile }).waitFor()
    expect(await page.locator("main img").count()).toBe(0)
    expect(await page.title()).toBe(`${hostile} · defmon`)
    expect(alerts).toEqual([])
  })

  it("shows the incident of a defaced page with its findings in words", async () => {
    await page.goto(`${base}/?q=${encodeURIComponent("/site/1")}`)
    await page.getByRole("link", { name: farm.url("/site/1") }).click()
    await page.getByRole("button", { name: "Check now" }).click()
    await page.getByText(/Checked: match, now OK/).waitFor()
    farm.deface("/site/1")
    await page.getByRole("button", { name: "Check now" }).click()
    await page.getByText(/Checked: changed, now Warning/).waitFor()
    await page.getByRole("button", { name: "Check now" }).click()
    await page.getByText(/Checked: changed, now Alert/).waitFor()
    await page.screenshot({ path: join(shots, "webpage.png"), fullPage: true })
    await page.getByRole("link", { name: "Incidents" }).click()
    const incident = page.locator("article.incident").first()
    await incident.waitFor()
    expect(await incident.textContent()).toContain(`defacement of ${farm.url("/site/1")}`)
    // the defacement's title, in the content engine's words
    expect(await incident.locator("ul.findings").textContent()).toMatch(/HACKED BY x0r/)
    await incident.getByRole("button", { name: "Acknowledge" }).click()
    await page.locator("article.incident ol.timeline", { hasText: "acknowledged" }).waitFor()
    await page.screenshot({ path: join(shots, "incidents.png"), fullPage: true })
  }, 60_000)

  it("refuses a form posted from another site, with or without a CSRF token", async () => {
    const csrf = await page.goto(`${base}/tokens`).then(() => page.locator("input[name=_csrf]").first().getAttribute("value"))
    farm.set(
      "/attack",
      `<!doctype html><html><head><title>prize</title></head><body>
<form method="post" action="${base}/tokens"><input name="name" value="stolen"><input name="_csrf" value="${csrf}"></form>
<script>document.forms[0].submit()</script></body></html>`
    )
    const refused = page.waitForResponse((r) => r.url() === `${base}/tokens` && r.request().method() === "POST")
    await page.goto(farm.url("/attack"))
    expect((await refused).status()).toBe(403)
    await page.getByText(/came from another site/).waitFor()
    await page.goto(`${base}/tokens`)
    expect(await page.getByRole("cell", { name: "stolen" }).count()).toBe(0)
    // and a post of the portal's own origin without the session's token
    const forged = await page.evaluate(async () =>
      (await fetch("/tokens", { method: "POST", body: new URLSearchParams({ name: "forged" }) })).status
    )
    expect(forged).toBe(403)
  })

  it("every screen passes axe-core (no serious or critical violation) and fits a phone", async () => {
    const screens: Array<[string, string]> = [
      ["webpages", "/"],
      ["webpage", (await page.goto(`${base}/`).then(() => page.locator("td.url a").first().getAttribute("href")))!],
      ["incidents", "/incidents"],
      ["jobs", "/jobs"],
      ["job", jobPath],
      ["tokens", "/tokens"],
      ["activity", "/activity"]
    ]
    const audit = async () => {
      await page.evaluate(axe.source)
      const result = await page.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] })
      )
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    }
    for (const [name, path] of screens) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${base}${path}`)
      expect([name, await audit()]).toEqual([name, []])
      if (name !== "tokens" && name !== "webpages" && name !== "webpage" && name !== "incidents" && name !== "job") {
        await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
      }
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${base}${path}`)
      // the page itself never scrolls sideways (wide tables scroll inside their box)
      const overflow = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body *"))
          .filter((e) => e.closest(".scroll") === null && e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}${e.id === "" ? "" : `#${e.id}`}${e.className === "" ? "" : `.${e.className}`}`)
      )
      expect([name, overflow]).toEqual([name, []])
      if (name === "webpages") await page.screenshot({ path: join(shots, "phone-webpages.png"), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    const anonymous = await browser.newPage()
    await anonymous.goto(`${base}/signin`)
    await anonymous.evaluate(axe.source)
    const signin = await anonymous.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] })
    )
    expect(signin.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([])
    await anonymous.screenshot({ path: join(shots, "signin.png") })
    await anonymous.close()
  }, 120_000)

  it("signs out: the session ends on the server", async () => {
    const before = (await context.cookies(base)).find((c) => c.name === "defmon_session")!.value
    await page.goto(`${base}/`)
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.getByRole("heading", { name: "Sign in" }).waitFor()
    // replaying the old cookie does not sign in
    const replay = await fetch(`${base}/tokens`, { headers: { cookie: `defmon_session=${before}` }, redirect: "manual" })
    expect(replay.status).toBe(303)
    expect(replay.headers.get("location")).toBe("/signin")
  })
})

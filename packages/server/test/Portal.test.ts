/**
 * The portal over HTTP without a browser: what every response carries
 * (CSP without inline scripts, frames denied), the cookie behind TLS,
 * sign-in and CSRF refusals, and that the API does not take the session
 * cookie (bearer tokens only).
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { PasswordCost, Portal } from "@defmon/core/usecases/Portal"
import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { Harness, insertPage, layer as harness } from "./support/Harness.js"

const password = "correct horse battery staple"
const cheap = Layer.succeed(PasswordCost, { N: 1 << 10, r: 8, p: 1 })

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  Effect.promise(() =>
    fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields)
    })
  )

const get = (url: string, headers: Record<string, string> = {}) => Effect.promise(() => fetch(url, { redirect: "manual", headers }))

let n = 0
const newUser = Effect.gen(function*() {
  const name = `portal${++n}`
  yield* (yield* Accounts).createUser({ name, quota: 10, status_code_monitoring: false })
  yield* (yield* Portal).setPassword(name, password)
  return name
})

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0]!

layer(
  Layer.mergeAll(harness(MemoryStorage.layer), Layer.mergeAll(Portal.Default, Webpages.Default).pipe(Layer.provide(MemoryStorage.layer))).pipe(
    Layer.provideMerge(cheap)
  ),
  { excludeTestServices: true, timeout: 60_000 }
)("portal over HTTP", (it) => {
  it.effect("pages carry a CSP without inline scripts and deny frames; anonymous readers go to the sign-in form", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const signin = yield* get(`${baseUrl}/signin`)
      expect(signin.status).toBe(200)
      const csp = signin.headers.get("content-security-policy")!
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain("unsafe-inline")
      expect(signin.headers.get("x-frame-options")).toBe("DENY")
      expect(yield* Effect.promise(() => signin.text())).not.toMatch(/<script>|\son\w+=/i)
      for (const path of ["/", "/tokens", "/jobs", "/incidents", "/activity", "/pages/1", "/jobs/BL1"]) {
        const res = yield* get(`${baseUrl}${path}`)
        expect([path, res.status, res.headers.get("location")]).toEqual([path, 303, "/signin"])
      }
      const js = yield* get(`${baseUrl}/assets/portal.js`)
      expect(js.headers.get("content-type")).toContain("text/javascript")
    }))

  it.effect("the session cookie is HttpOnly and SameSite=Lax, Secure behind TLS; the API does not take it", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const name = yield* newUser
      const plain = yield* post(`${baseUrl}/signin`, { name, password })
      expect(plain.status).toBe(303)
      expect(plain.headers.get("set-cookie")).toMatch(/^defmon_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/)
      const tls = yield* post(`${baseUrl}/signin`, { name, password }, { "x-forwarded-proto": "https" })
      expect(tls.headers.get("set-cookie")).toMatch(/; Secure$/)
      const api = yield* get(`${baseUrl}/api/v1/urls`, { cookie: cookieOf(plain) })
      expect(api.status).toBe(401)
      const tokens = yield* get(`${baseUrl}/tokens`, { cookie: cookieOf(plain) })
      expect(tokens.status).toBe(200)
    }))

  it.effect("a wrong password is 401, then 429 with Retry-After; a post from another origin or without the CSRF token is 403", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const name = yield* newUser
      for (let i = 0; i < 4; i++) expect((yield* post(`${baseUrl}/signin`, { name, password: "wrong password" })).status).toBe(401)
      const wait = yield* post(`${baseUrl}/signin`, { name, password })
      expect(wait.status).toBe(429)
      expect(Number(wait.headers.get("retry-after"))).toBeGreaterThan(0)
      expect((yield* post(`${baseUrl}/signin`, { name: "", password: "" })).status).toBe(400)

      const other = yield* newUser
      const cookie = cookieOf(yield* post(`${baseUrl}/signin`, { name: other, password }))
      const page = yield* Effect.promise(() => fetch(`${baseUrl}/tokens`, { headers: { cookie } }).then((r) => r.text()))
      const csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!
      expect((yield* post(`${baseUrl}/tokens`, { name: "x" }, { cookie })).status).toBe(403)
      expect((yield* post(`${baseUrl}/tokens`, { name: "x", _csrf: "A".repeat(43) }, { cookie })).status).toBe(403)
      expect((yield* post(`${baseUrl}/tokens`, { name: "x", _csrf: csrf }, { cookie, origin: "http://evil.example" })).status).toBe(403)
      expect((yield* post(`${baseUrl}/tokens`, { name: "x", _csrf: csrf }, { cookie, "sec-fetch-site": "cross-site" })).status).toBe(403)
      expect((yield* post(`${baseUrl}/signin`, { name: other, password }, { origin: "http://evil.example" })).status).toBe(403)
      const made = yield* post(`${baseUrl}/tokens`, { name: "x", _csrf: csrf }, { cookie, origin: baseUrl })
      expect(made.status).toBe(200)
      expect(yield* Effect.promise(() => made.text())).toMatch(/id="new-token">dmn_/)
      // bad input names the field, never a 500
      const long = yield* post(`${baseUrl}/tokens`, { name: "x".repeat(101), _csrf: csrf }, { cookie })
      expect(long.status).toBe(400)
      expect(yield* Effect.promise(() => long.text())).toContain("name: at most 100 characters")
      const settings = yield* post(`${baseUrl}/pages/abc`, { _csrf: csrf }, { cookie })
      expect(settings.status).toBe(404)
    }))

  it.effect("the settings form saves what it shows, and a value out of range is a 400 naming the field, changing nothing", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const name = yield* newUser
      const account = yield* (yield* Accounts).findUser(name)
      const page = yield* insertPage(account.id, "https://settings.example/<b>")
      const cookie = cookieOf(yield* post(`${baseUrl}/signin`, { name, password }))
      const html = yield* Effect.promise(() => fetch(`${baseUrl}/pages/${page.id}`, { headers: { cookie } }).then((r) => r.text()))
      expect(html).toContain("https://settings.example/%3Cb%3E")
      const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!
      // the form as the browser sends it: every field it shows, changed where a user typed
      const fields = Object.fromEntries(
        [...html.matchAll(/<input type="(?:text|number|url)" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll("&quot;", "\"")])
      )
      const checked = [...html.matchAll(/<input type="checkbox" name="([^"]+)" value="on" checked>/g)].map((m) => m[1]!)
      const form = { ...fields, ...Object.fromEntries(checked.map((c) => [c, "on"])), _csrf: csrf, keywords: "hacked by\ndefaced", user_agent_id: "1" }
      const bad = yield* post(`${baseUrl}/pages/${page.id}`, { ...form, polling_interval: "0" }, { cookie })
      expect(bad.status).toBe(400)
      expect(yield* Effect.promise(() => bad.text())).toContain("polling_interval must be an integer from 1 to 1440, got 0")
      const webpages = yield* Webpages
      const before = yield* webpages.get(account.id, page.id)
      expect(before.polling_interval).toBe(page.polling_interval)
      expect(before.updated_at).toBe(page.updated_at)
      const good = yield* post(`${baseUrl}/pages/${page.id}`, { ...form, polling_interval: "30", "engine.hash": "off", "engine.content": "" }, { cookie })
      expect(good.status).toBe(200)
      const after = yield* webpages.get(account.id, page.id)
      expect(after.polling_interval).toBe(30)
      expect(after.keyword_set_configuration).toEqual(["hacked by", "defaced"])
      // an engine left at "default" gets no toggle
      expect(after.engines).toEqual({ ...before.engines, hash: false })
      // what the form did not change stays as it was
      expect(after.threshold).toEqual(before.threshold)
      expect(after.monitoring_configuration).toEqual(before.monitoring_configuration)
      expect(after.notification_configuration).toEqual(before.notification_configuration)
    }))
})

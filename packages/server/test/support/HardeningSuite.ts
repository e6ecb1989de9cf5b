/**
 * Hostile input against a real server on loopback, per storage backend
 * (issue 15): no input answers 5xx, refused input changes nothing, and each
 * limit is named in the 400.
 */
import type * as Storage from "@defmon/core/ports/storage"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { api, fixture, snapshot } from "./Fixture.js"
import { call, layer as harnessLayer } from "./Harness.js"

const deep = (n: number) => "[".repeat(n) + "]".repeat(n)

export const hardeningSuite = (name: string, storage: Layer.Layer<Storage.Storage>) =>
  layer(harnessLayer(storage), { excludeTestServices: true, timeout: 120_000 })(`hardening [${name}]`, (it) => {
    it.effect("JSON nested 100,000 deep gets 400 naming the depth limit on every endpoint with a body", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const before = yield* snapshot(f)
        const bodies: ReadonlyArray<readonly [string, string, string]> = [
          ["POST", "/batch_jobs/baseline", `{"urls":${deep(100_000)}}`],
          ["POST", "/batch_jobs/combined_baseline", `{"urls":${deep(100_000)}}`],
          ["POST", "/batch_jobs/rebaseline", `{"url_ids":${deep(100_000)}}`],
          ["POST", "/urls/get_by_url", `{"url":${deep(100_000)}}`],
          ["POST", "/urls/delete_by_url", `{"url":${deep(100_000)}}`],
          ["POST", "/urls/batch_archive", `{"url_ids":${deep(100_000)}}`],
          ["PUT", `/urls/${f.p1.id}`, `{"engine_settings":${deep(100_000)}}`]
        ]
        for (const [method, path, rawBody] of bodies) {
          const res = yield* call(f.baseUrl, method, api(path), { token: f.user.token, rawBody })
          expect(res.status, path).toBe(400)
          expect(res.json.message, path).toMatch(/nested deeper than 32 levels/)
        }
        expect(yield* snapshot(f)).toEqual(before)
      }))

    it.effect("NUL and other unstorable characters get 400 and store nothing (remark, path, webhook_url, url, keywords)", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const token = f.user.token
        const before = yield* snapshot(f)
        const cases: ReadonlyArray<readonly [string, string, unknown]> = [
          ["POST", "/urls/batch_archive", { url_ids: [f.p1.id], remark: "a\u0000b" }],
          ["PUT", `/urls/${f.p1.id}`, { notification_configuration: { webhook_url: "https://hooks.example/a\u0000b", secret: "s" } }],
          ["PUT", `/urls/${f.p1.id}`, { keyword_set_configuration: ["bad\u0000word"] }],
          ["PUT", `/urls/${f.p1.id}`, { config_name: "x\u0007y" }],
          ["PUT", `/urls/${f.p1.id}`, { config_name: "lone \ud800 surrogate" }],
          ["PUT", `/urls/${f.p1.id}`, { current_baseline: { title: "t\u0000" } }],
          ["POST", "/urls/get_by_url", { url: `${f.p1.url}\u0000` }],
          ["POST", "/batch_jobs/baseline", { urls: [`https://${f.host}/x\u0000y`] }]
        ]
        for (const [method, path, body] of cases) {
          const res = yield* call(f.baseUrl, method, api(path), { token, body })
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
          expect(res.json.message).toMatch(/cannot be stored/)
        }
        for (const path of ["/domains/a%00b/urls", "/domains/a%01b/urls", `/urls/${f.p1.id}%00`, "/urls?archived=%00"]) {
          const res = yield* call(f.baseUrl, "GET", api(path), { token })
          expect(res.status, path).toBe(400)
        }
        expect(yield* snapshot(f)).toEqual(before)
        // tab, line feed and carriage return are stored faithfully
        const ok = yield* call(f.baseUrl, "PUT", api(`/urls/${f.p1.id}`), { token, body: { keyword_set_configuration: ["a\tb", "c\r\nd"] } })
        expect(ok.status).toBe(200)
        expect(ok.json.keyword_set_configuration).toEqual(["a\tb", "c\r\nd"])
      }))

    it.effect("webhook targets are checked when written: http(s), no credentials, no blocked address, a secret", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const token = f.user.token
        const before = yield* snapshot(f)
        const refused: ReadonlyArray<readonly [string, string, RegExp]> = [
          ["http://127.0.0.1:8080/hook", "s", /127\.0\.0\.1 is not a public address/],
          ["http://[::1]/hook", "s", /is not a public address/],
          ["http://169.254.169.254/latest/meta-data", "s", /is not a public address/],
          ["http://2130706433/", "s", /127\.0\.0\.1 is not a public address/],
          ["http://[::ffff:10.0.0.1]/", "s", /is not a public address/],
          ["http://192.88.99.1/", "s", /is not a public address/],
          ["http://localhost:9000/", "s", /localhost is not a public host name/],
          ["http://vm/hook", "s", /vm is not a public host name/],
          ["http://metadata.google.internal/", "s", /is not a public host name/],
          ["https://user:pass@hooks.example/x", "s", /must not contain credentials/],
          ["ftp://hooks.example/x", "s", /http\(s\)/],
          ["https://hooks.example/x", "", /secret must not be empty/]
        ]
        for (const [webhook_url, secret, why] of refused) {
          const res = yield* call(f.baseUrl, "PUT", api(`/urls/${f.p1.id}`), { token, body: { notification_configuration: { webhook_url, secret } } })
          expect(res.status, webhook_url).toBe(400)
          expect(res.json.message, webhook_url).toMatch(why)
        }
        expect(yield* snapshot(f)).toEqual(before)
        const ok = yield* call(f.baseUrl, "PUT", api(`/urls/${f.p1.id}`), {
          token,
          body: { notification_configuration: { webhook_url: "https://93.184.216.34/hook", secret: "s" } }
        })
        expect(ok.status).toBe(200)
      }))

    it.effect("unknown keys in settings get 400 naming them; every stored string and list is bounded", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const token = f.user.token
        const before = yield* snapshot(f)
        const put = (body: unknown) => call(f.baseUrl, "PUT", api(`/urls/${f.p1.id}`), { token, body })
        const unknown: ReadonlyArray<readonly [unknown, string]> = [
          [{ engine_settings: { destinations: { allowed_domains: ["cdn.example"], junk: "x".repeat(1000) } } }, "junk"],
          [{ engine_settings: { padding: { a: 1 } } }, "padding"],
          [{ threshold: { threshold_href: 3, extra: true } }, "extra"],
          [{ monitoring_configuration: { user_agent_id: 1, blob: "x" } }, "blob"],
          [{ current_baseline: { title: "t", more: 1 } }, "more"],
          [{ notification_configuration: { webhook_url: "https://hooks.example/x", secret: "s", x: 1 } }, "x"]
        ]
        for (const [body, key] of unknown) {
          const res = yield* put(body)
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(JSON.stringify(res.json), JSON.stringify(body)).toContain(key)
        }
        const tooLong: ReadonlyArray<readonly [string, string, unknown, RegExp]> = [
          ["PUT", `/urls/${f.p1.id}`, { current_baseline: { title: "t".repeat(1001) } }, /title must be at most 1000/],
          ["PUT", `/urls/${f.p1.id}`, { current_baseline: { hash: "h".repeat(129) } }, /hash must be at most 128/],
          ["PUT", `/urls/${f.p1.id}`, { engines: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`e${i}`, true])) }, /at most 32/],
          ["PUT", `/urls/${f.p1.id}`, { engines: { ["E".repeat(200)]: true } }, /unexpected|not an engine name/],
          ["PUT", `/urls/${f.p1.id}`, { current_baseline: { baseline_hrefs: Array.from({ length: 10_001 }, (_, i) => ({ id: i, selected: true })) } }, /at most 10000/],
          ["POST", "/urls/get_by_url", { url: `https://${f.host}/${"a".repeat(3000)}` }, /at most 2048/],
          ["POST", "/batch_jobs/baseline", { urls: [`https://${f.host}/${"a".repeat(3000)}`] }, /at most 2048/]
        ]
        for (const [method, path, body, why] of tooLong) {
          const res = yield* call(f.baseUrl, method, api(path), { token, body })
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 100)}`).toBe(400)
          expect(res.json.message, path).toMatch(why)
        }
        // path parameters: the schema's bound, and the router's own (100 characters: 404)
        for (const path of [`/batch_jobs/baseline/${"9".repeat(90)}`, `/domains/${"a".repeat(300)}.example/urls`, `/batch_jobs/baseline/${"9".repeat(300)}`]) {
          const res = yield* call(f.baseUrl, "GET", api(path), { token })
          expect([400, 404], path).toContain(res.status)
        }
        expect((yield* call(f.baseUrl, "GET", api(`/batch_jobs/baseline/${"9".repeat(90)}`), { token })).status).toBe(400)
        expect(yield* snapshot(f)).toEqual(before)
        // engine toggles merge, but the page never holds more than 32
        for (let round = 0; round < 2; round++) {
          const res = yield* put({ engines: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`r${round}e${i}`, false])) })
          expect(res.status).toBe(round === 0 ? 200 : 400)
        }
        const page = yield* call(f.baseUrl, "GET", api(`/urls/${f.p1.id}`), { token })
        expect(Object.keys(page.json.engines)).toHaveLength(20)
      }))

    it.effect("a body with more than 100,000 JSON values gets 400 naming the limit", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const rawBody = `{"url_ids":[${Array.from({ length: 100_001 }, () => "0").join(",")}]}`
        const res = yield* call(f.baseUrl, "POST", api("/urls/batch_archive"), { token: f.user.token, rawBody })
        expect(res.status).toBe(400)
        expect(res.json.message).toMatch(/more than 100000 JSON values/)
      }))
  })

/**
 * Server behaviour that does not depend on the storage backend: unknown
 * routes, streamed bodies over the limit, the per-account rate limit, the
 * request log, and the typed client against the real server.
 */
import { Client } from "@defmon/client"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { FetchHttpClient } from "@effect/platform"
import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect, Either } from "effect"
import { request } from "node:http"
import { call, Harness, insertPage, layer as harnessLayer, newUser } from "./support/Harness.js"

/** Sends a body of at least `bytes` in chunks, without a Content-Length. */
const chunkedPost = (baseUrl: string, path: string, token: string, bytes: number) =>
  Effect.async<{ status: number; body: string }>((resume) => {
    const req = request(`${baseUrl}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "transfer-encoding": "chunked" }
    }, (res) => {
      let body = ""
      res.on("data", (c) => (body += c))
      res.on("end", () => resume(Effect.succeed({ status: res.statusCode ?? 0, body })))
    })
    // The server may answer and close before the whole body is sent.
    req.on("error", () => {})
    const chunk = Array.from({ length: 512 }, (_, i) => `"https://chunked.example/${i}"`).join(",")
    req.write(`{"urls":[${chunk}`)
    for (let sent = chunk.length; sent < bytes; sent += chunk.length) req.write(`,${chunk}`)
    req.end("]}")
  })

layer(harnessLayer(MemoryStorage.layer), { excludeTestServices: true })("server", (it) => {
  it.effect("an unknown route gets 404 with a JSON body", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      const res = yield* call(baseUrl, "GET", "/api/v1/nope", { token: user.token })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ _tag: "NotFound", message: "no route for GET /api/v1/nope" })
    }))

  it.effect("odd percent-escapes in a path are a 4xx, never a 500", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      for (const path of ["/api/v1/domains/100%25/urls", "/api/v1/domains/%E0%A4%A/urls", "/api/v1/urls/%FF"]) {
        const res = yield* call(baseUrl, "GET", path, { token: user.token })
        expect(res.status, path).toBeGreaterThanOrEqual(400)
        expect(res.status, path).toBeLessThan(500)
        expect(typeof res.json?._tag, path).toBe("string")
      }
    }))

  it.effect("a chunked body over 5 MiB without Content-Length gets 413", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      const res = yield* chunkedPost(baseUrl, "/api/v1/batch_jobs/baseline", user.token, 6 * 1024 * 1024)
      expect(res.status).toBe(413)
      expect(JSON.parse(res.body)._tag).toBe("PayloadTooLarge")
      const jobs = yield* call(baseUrl, "GET", "/api/v1/batch_jobs", { token: user.token })
      expect(jobs.json).toEqual([])
    }))

  it.effect("a chunked body under the limit is accepted", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      const res = yield* chunkedPost(baseUrl, "/api/v1/batch_jobs/baseline", user.token, 1024)
      expect(res.status).toBe(200)
    }))

  it.effect("the typed client: lists, creates a job, reads it, and gets typed errors", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      const page = yield* insertPage(user.account.id, "https://client.example/")
      const client = yield* Client.make({ baseUrl, token: user.token })
      const pages = yield* client.Webpages.list({ urlParams: {} })
      expect(pages.map((p) => p.id)).toEqual([page.id])
      const job = yield* client["Batch Jobs"].createBaseline({ payload: { urls: ["https://client.example/new"] } })
      expect(job.identifier).toBe(`BL${job.id}`)
      const detail = yield* client["Batch Jobs"].getBaseline({ path: { batch_baseline_job: String(job.id) } })
      expect(detail.items.map((i) => i.status)).toEqual(["In Queue"])
      const missing = yield* Effect.either(client.Webpages.get({ path: { url: 99999999 } }))
      expect(Either.isLeft(missing) && missing.left._tag).toBe("WebpageNotFound")
      const stranger = yield* Client.make({ baseUrl, token: "dmn_unknown" })
      const refused = yield* Effect.either(stranger.Domains.list())
      expect(Either.isLeft(refused) && refused.left._tag).toBe("Unauthorized")
    }).pipe(Effect.provide(FetchHttpClient.layer)))
})

layer(harnessLayer(MemoryStorage.layer, { rateLimit: { requestsPerSecond: 1, burst: 3 } }), { excludeTestServices: true })(
  "rate limit",
  (it) => {
    it.effect("beyond the burst an account gets 429 RateLimited; other accounts are not affected", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const busy = yield* newUser()
        const calm = yield* newUser()
        const statuses: Array<number> = []
        for (let i = 0; i < 4; i++) statuses.push((yield* call(baseUrl, "GET", "/api/v1/urls", { token: busy.token })).status)
        expect(statuses).toEqual([200, 200, 200, 429])
        const limited = yield* call(baseUrl, "GET", "/api/v1/urls", { token: busy.token })
        expect(limited.json).toMatchObject({ _tag: "RateLimited", retry_after_seconds: 1 })
        const again = yield* Effect.promise(() => fetch(`${baseUrl}/api/v1/urls`, { headers: { authorization: `Bearer ${busy.token}` } }))
        expect(again.status).toBe(429)
        expect(again.headers.get("retry-after")).toBe("1")
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: calm.token })).status).toBe(200)
      }))
  }
)

layer(harnessLayer(MemoryStorage.layer, { log: true }), { excludeTestServices: true })("request log", (it) => {
  it.effect("one JSON line per request with method, path, status and duration; never the token", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      const lines: Array<string> = []
      const write = process.stdout.write
      process.stdout.write = ((chunk: string | Uint8Array, ...rest: Array<any>) => {
        lines.push(String(chunk))
        return write.call(process.stdout, chunk, ...rest)
      }) as typeof process.stdout.write
      try {
        yield* call(baseUrl, "GET", "/api/v1/urls?archived=true", { token: user.token })
        yield* call(baseUrl, "GET", "/api/v1/urls/123456", { token: user.token })
        yield* call(baseUrl, "GET", "/api/v1/urls", { authorization: `Bearer ${user.token}x` })
      } finally {
        process.stdout.write = write
      }
      const records = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l))
      expect(records.map((r) => [r.method, r.path, r.status])).toEqual([
        ["GET", "/api/v1/urls", 200],
        ["GET", "/api/v1/urls/123456", 404],
        ["GET", "/api/v1/urls", 401]
      ])
      for (const r of records) expect(typeof r.duration_ms).toBe("number")
      expect(lines.join("")).not.toContain(user.token.slice(4))
    }))
})

layer(harnessLayer(MemoryStorage.layer, { authCacheMs: 300 }), { excludeTestServices: true })("authentication cache", (it) => {
  it.effect("a token revoked after use stops working once the cache entry expires", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).status).toBe(200)
      const accounts = yield* Accounts
      yield* accounts.revokeToken(user.account.name, String(user.tokenId)).pipe(Effect.orDie)
      yield* Effect.sleep("400 millis")
      const res = yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })
      expect(res.status).toBe(401)
      expect(res.json._tag).toBe("Unauthorized")
    }))
})

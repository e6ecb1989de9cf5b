/**
 * The fast path's direct reads (fastpath/DirectReads.ts) answer exactly as
 * the pipeline does: three servers on one SQLite file — the pipeline alone
 * (direct reads off, response cache off), direct reads with the response
 * cache off, and as shipped (direct reads and the cache) — are sent the
 * same raw requests, and every status line, header (but `Date`) and body
 * byte must be the same. The reads a direct answer needs are counted (the
 * storage's `WebpageReads` is wrapped), so a case meant for the direct
 * path cannot pass by falling through to the pipeline; 401, 404, 400 and
 * queries fall through and are answered by the pipeline.
 */
import type { Baseline } from "@defmon/core/domain/Baseline"
import * as Checker from "@defmon/core/ports/Checker"
import { WebpageReads, WebpageRepo } from "@defmon/core/ports/storage"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Server, WebpagesHttp } from "@defmon/server"
import { SqliteStorage } from "@defmon/storage-sqlite"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mkdtempSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { insertPage, newUser, sampleBaseline } from "./support/Harness.js"

const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-direct-")), synchronous: "NORMAL" })

/** Direct reads that answered something (not `undefined`). */
let answered = 0
const counting = Layer.effect(
  WebpageReads,
  Effect.map(WebpageReads, (reads) => ({
    byId: (...args: Parameters<typeof reads.byId>) => {
      const r = reads.byId(...args)
      if (r !== undefined) answered++
      return r
    },
    listAfter: (...args: Parameters<typeof reads.listAfter>) => {
      const r = reads.listAfter(...args)
      if (r !== undefined) answered++
      return r
    }
  }))
)

/** The raw response to a raw GET: head (status line and headers, `Date` removed) and the body, de-chunked. */
const rawGet = (port: number, path: string, authorization?: string) =>
  Effect.async<{ head: string; body: Buffer }>((resume) => {
    const socket = connect(port, "127.0.0.1")
    const parts: Array<Buffer> = []
    socket.on("data", (c) => parts.push(c))
    socket.on("end", () => {
      const all = Buffer.concat(parts)
      const split = all.indexOf("\r\n\r\n")
      const head = all.subarray(0, split).toString("latin1").split("\r\n").filter((l) => !/^date:/i.test(l)).join("\r\n")
      let body = all.subarray(split + 4)
      if (/^transfer-encoding: chunked$/im.test(head)) {
        const out: Array<Buffer> = []
        let at = 0
        for (;;) {
          const eol = body.indexOf("\r\n", at)
          const size = parseInt(body.subarray(at, eol).toString("latin1"), 16)
          if (size === 0) break
          out.push(body.subarray(eol + 2, eol + 2 + size))
          at = eol + 2 + size + 2
        }
        body = Buffer.concat(out)
      }
      resume(Effect.succeed({ head, body }))
    })
    socket.write(
      `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n` +
        (authorization === undefined ? "" : `authorization: ${authorization}\r\n`) + "\r\n"
    )
  })

let nextPort = 19_500 + Math.floor(Math.random() * 400)

/** The three servers, on ports of their own. */
const servers = Effect.gen(function*() {
  const ports = { pipeline: nextPort++, direct: nextPort++, shipped: nextPort++ }
  const context = yield* Effect.context<WebpageRepo | Accounts>()
  const start = (port: number, options: Partial<Server.Options>) =>
    Layer.build(
      // Authentications kept for the whole test (a slow list read must not expire them).
      Server.layer({ port, host: "127.0.0.1", log: false, authCacheMs: 600_000, ...options }).pipe(
        Layer.provide(Checker.unavailable),
        Layer.provide(counting),
        Layer.provide(Layer.succeedContext(context))
      )
    )
  yield* start(ports.pipeline, { directReads: false, responseCacheMs: 0 })
  yield* start(ports.direct, { responseCacheMs: 0 })
  yield* start(ports.shipped, {})
  return ports
})

/**
 * Sends `path` to the three servers (the shipped one twice: a miss, then
 * the cached answer) and expects the same bytes from each; `direct`: the
 * direct servers must have answered from their reads.
 */
const same = (ports: Effect.Effect.Success<typeof servers>, path: string, authorization: string | undefined, direct: boolean) =>
  Effect.gen(function*() {
    const expected = yield* rawGet(ports.pipeline, path, authorization)
    const before = answered
    const fromDirect = yield* rawGet(ports.direct, path, authorization)
    if (direct) expect(answered).toBeGreaterThan(before)
    const first = yield* rawGet(ports.shipped, path, authorization)
    const second = yield* rawGet(ports.shipped, path, authorization)
    for (const got of [fromDirect, first, second]) {
      expect(got.head).toBe(expected.head)
      expect(got.body.equals(expected.body), `body of ${path}`).toBe(true)
    }
    return expected
  })

/** A baseline of about `chars` characters (to make a list longer than `ListInlineChars`). */
const bigBaseline = (chars: number): Baseline => {
  const base = sampleBaseline()
  const value = "https://example.com/" + "x".repeat(1000)
  const n = Math.ceil(chars / value.length)
  return { ...base, baseline_hrefs: Array.from({ length: n }, (_, i) => ({ id: i + 1, value: `${value}${i}`, selected: i % 2 === 0 })) }
}

layer(Layer.mergeAll(Accounts.Default).pipe(Layer.provideMerge(storage)), { excludeTestServices: true })(
  "direct reads [sqlite]",
  (it) => {
    it.scoped("single reads and lists: the same status, headers and bytes as the pipeline; the rest falls through", () =>
      Effect.gen(function*() {
        const ports = yield* servers
        const plain = yield* newUser()
        const monitored = yield* newUser({ statusCodeMonitoring: true })
        const other = yield* newUser()
        const a = yield* insertPage(plain.account.id, "https://direct-a.example/")
        const b = yield* insertPage(plain.account.id, "https://direct-b.example/é?q=\"quoted\"&x=\\", {
          notification_configuration: { webhook_url: "https://hooks.example/x", secret: "s3cret" }
        })
        const none = yield* insertPage(plain.account.id, "https://direct-c.example/", { current_baseline: null })
        yield* insertPage(plain.account.id, "https://direct-archived.example/", { plan_type: "ARCHIVED", archived_at: "2026-11-22T11:00:00.000Z" })
        const m = yield* insertPage(monitored.account.id, "https://direct-m.example/")
        const o = yield* insertPage(other.account.id, "https://direct-o.example/")
        const bearer = (t: string) => `Bearer ${t}`
        // Authenticates each token on each server (the direct reads use the authentication cache).
        for (const user of [plain, monitored, other]) {
          for (const port of Object.values(ports)) yield* rawGet(port, "/api/v1", bearer(user.token))
        }

        for (const page of [a, b, none]) {
          const res = yield* same(ports, `/api/v1/urls/${page.id}`, bearer(plain.token), true)
          expect(res.head).toMatch(/^HTTP\/1\.1 200 OK/)
        }
        const withStatus = yield* same(ports, `/api/v1/urls/${m.id}`, bearer(monitored.token), true)
        expect(JSON.parse(withStatus.body.toString()).status_code_monitoring.status_code).toBe(200)
        const list = yield* same(ports, "/api/v1/urls", bearer(plain.token), true)
        expect(JSON.parse(list.body.toString()).map((p: { id: number }) => p.id)).toEqual([a.id, b.id, none.id])
        expect(JSON.parse((yield* same(ports, "/api/v1/urls", bearer(monitored.token), true)).body.toString())).toHaveLength(1)
        expect((yield* same(ports, "/api/v1/urls", bearer(other.token), true)).body.toString()).toMatch(/^\[\{"id":/)
        const empty = yield* newUser()
        yield* rawGet(ports.direct, "/api/v1", bearer(empty.token))
        yield* rawGet(ports.shipped, "/api/v1", bearer(empty.token))
        expect((yield* same(ports, "/api/v1/urls", bearer(empty.token), true)).body.toString()).toBe("[]")

        // Everything else is the pipeline's: another account's page, no
        // such page, no or a wrong token, a query, a malformed id.
        expect((yield* same(ports, `/api/v1/urls/${o.id}`, bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 404/)
        expect((yield* same(ports, "/api/v1/urls/999999999", bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 404/)
        expect((yield* same(ports, `/api/v1/urls/${a.id}`, undefined, false)).head).toMatch(/^HTTP\/1\.1 401/)
        expect((yield* same(ports, "/api/v1/urls", "Bearer not-a-token", false)).head).toMatch(/^HTTP\/1\.1 401/)
        expect((yield* same(ports, "/api/v1/urls?archived=true", bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 200/)
        expect((yield* same(ports, "/api/v1/urls?status_code=abc", bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 400/)
        expect((yield* same(ports, "/api/v1/urls/abc", bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 400/)
        expect((yield* same(ports, `/api/v1/urls/0${a.id}`, bearer(plain.token), false)).head).toMatch(/^HTTP\/1\.1 200/)
      }))

    it.scoped("an account over its rate limit gets the pipeline's 429, for a single read and for a list (answered after its turn)", () =>
      Effect.gen(function*() {
        const port = nextPort++
        const context = yield* Effect.context<WebpageRepo | Accounts>()
        yield* Layer.build(
          Server.layer({ port, host: "127.0.0.1", log: false, responseCacheMs: 0, rateLimit: { requestsPerSecond: 0.01, burst: 3 } }).pipe(
            Layer.provide(Checker.unavailable),
            Layer.provide(counting),
            Layer.provide(Layer.succeedContext(context))
          )
        )
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://direct-limited.example/")
        const auth = `Bearer ${user.token}`
        expect((yield* rawGet(port, `/api/v1/urls/${page.id}`, auth)).head).toMatch(/^HTTP\/1\.1 200/)
        const before = answered
        expect((yield* rawGet(port, `/api/v1/urls/${page.id}`, auth)).head).toMatch(/^HTTP\/1\.1 200/)
        expect((yield* rawGet(port, "/api/v1/urls", auth)).head).toMatch(/^HTTP\/1\.1 200/)
        expect(answered).toBeGreaterThan(before)
        for (const path of [`/api/v1/urls/${page.id}`, "/api/v1/urls"]) {
          const refused = yield* rawGet(port, path, auth)
          expect(refused.head).toMatch(/^HTTP\/1\.1 429/)
          expect(refused.head).toMatch(/^retry-after: \d+$/im)
          expect(JSON.parse(refused.body.toString())._tag).toBe("RateLimited")
        }
      }))

    it.scoped("a record the encoding cannot take goes to the pipeline (the same 500), and the server keeps answering", () =>
      Effect.gen(function*() {
        const ports = yield* servers
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://direct-broken.example/")
        const sql = yield* SqlClient.SqlClient
        // A webhook without its secret: `toWebpageResponse` throws on it.
        yield* sql`UPDATE webpages SET doc = json_set(doc, '$.notification_configuration', json('{"webhook_url":"https://x.example/"}'))
                   WHERE id = ${page.id}`.pipe(Effect.orDie)
        for (const port of Object.values(ports)) yield* rawGet(port, "/api/v1", `Bearer ${user.token}`)
        for (const path of [`/api/v1/urls/${page.id}`, "/api/v1/urls"]) {
          expect((yield* same(ports, path, `Bearer ${user.token}`, false)).head).toMatch(/^HTTP\/1\.1 500/)
        }
        const fine = yield* insertPage(user.account.id, "https://direct-fine.example/")
        expect((yield* same(ports, `/api/v1/urls/${fine.id}`, `Bearer ${user.token}`, true)).head).toMatch(/^HTTP\/1\.1 200/)
      }))

    it.scoped("a list longer than ListInlineChars is streamed with the pipeline's headers and bytes", () =>
      Effect.gen(function*() {
        const ports = yield* servers
        const user = yield* newUser()
        const repo = yield* WebpageRepo
        const pages = Math.ceil(WebpagesHttp.ListInlineChars / (1024 * 1024)) + 2
        for (let i = 0; i < pages; i++) {
          const page = yield* insertPage(user.account.id, `https://direct-big${i}.example/`)
          yield* repo.modify(user.account.id, page.id, (p) => Effect.succeed({ ...p, current_baseline: bigBaseline(1024 * 1024) }))
        }
        for (const port of Object.values(ports)) yield* rawGet(port, "/api/v1", `Bearer ${user.token}`)
        const list = yield* same(ports, "/api/v1/urls", `Bearer ${user.token}`, true)
        expect(list.head).toMatch(/^transfer-encoding: chunked$/im)
        expect(list.body.length).toBeGreaterThan(WebpagesHttp.ListInlineChars)
        expect(JSON.parse(list.body.toString())).toHaveLength(pages)
      }))
  }
)

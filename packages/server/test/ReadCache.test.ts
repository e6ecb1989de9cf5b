/**
 * The read cache over real HTTP on SQLite: repeated webpage reads are
 * answered from it with the pipeline's exact bytes and headers; writes made
 * in this process (through the API or the storage port, as the worker makes
 * them) are seen at once; a write behind the process's back (another process
 * on the database, simulated with raw SQL) is seen within `responseCacheMs`;
 * other accounts never get an entry.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { WebpagesHttp } from "@defmon/server"
import { Transactor, WebpageRepo } from "@defmon/core/ports/storage"
import { SqliteStorage } from "@defmon/storage-sqlite"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mkdtempSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { call, Harness, insertPage, layer as harnessLayer, newUser } from "./support/Harness.js"

const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-cache-")) })
const TtlMs = 400

/** A GET with the raw response headers. */
const raw = (baseUrl: string, path: string, token: string) =>
  Effect.async<{ status: number; headers: Record<string, unknown>; body: string }>((resume) => {
    request(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = ""
      res.on("data", (c) => (body += c))
      res.on("end", () => {
        const { date: _date, ...headers } = res.headers
        resume(Effect.succeed({ status: res.statusCode ?? 0, headers, body }))
      })
    }).end()
  })

/** Changes a page with SQL only, as another process would: this process records nothing. */
const behindTheBack = (id: number, status: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE webpages SET health_status = ${status} WHERE id = ${id}`).pipe(Effect.orDie)

const healthOf = (baseUrl: string, path: string, token: string) =>
  Effect.map(call(baseUrl, "GET", path, { token }), (res) => res.json.health_status as string)

layer(Layer.mergeAll(harnessLayer(storage, { responseCacheMs: TtlMs }), storage), { excludeTestServices: true })(
  "read cache [sqlite]",
  (it) => {
    it.effect("a repeated read gets the same bytes and headers; another process's write shows within the cache time", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://cache-a.example/")
        const first = yield* raw(baseUrl, `/api/v1/urls/${page.id}`, user.token)
        yield* behindTheBack(page.id, "Alert")
        const second = yield* raw(baseUrl, `/api/v1/urls/${page.id}`, user.token)
        // Served from the cache: the SQL change is not in it, and it is
        // byte for byte what the pipeline wrote.
        expect(second).toEqual(first)
        expect(JSON.parse(second.body).health_status).toBe("OK")
        yield* Effect.sleep(`${TtlMs + 100} millis`)
        expect(yield* healthOf(baseUrl, `/api/v1/urls/${page.id}`, user.token)).toBe("Alert")
      }))

    it.effect("a write through the API is seen by the next read at once", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://cache-b.example/")
        expect((yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: user.token })).json.polling_interval).toBe(15)
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).json).toHaveLength(1)
        const put = yield* call(baseUrl, "PUT", `/api/v1/urls/${page.id}`, { token: user.token, body: { polling_interval: 7 } })
        expect(put.status).toBe(200)
        expect((yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: user.token })).json.polling_interval).toBe(7)
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).json[0].polling_interval).toBe(7)
        const del = yield* call(baseUrl, "DELETE", `/api/v1/urls/${page.id}`, { token: user.token })
        expect(del.status).toBe(200)
        expect((yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: user.token })).status).toBe(404)
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).json).toEqual([])
      }))

    it.effect("a check's write through the storage port, in a transaction, is seen at once; only the pages under it are dropped", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const one = yield* insertPage(user.account.id, "https://cache-c.example/1")
        const two = yield* insertPage(user.account.id, "https://cache-c.example/2")
        const token = user.token
        yield* healthOf(baseUrl, `/api/v1/urls/${one.id}`, token)
        yield* healthOf(baseUrl, `/api/v1/urls/${two.id}`, token)
        yield* call(baseUrl, "GET", "/api/v1/urls", { token })
        // Page two changes unseen; page one changes as the worker changes it.
        yield* behindTheBack(two.id, "Unreachable")
        const pages = yield* WebpageRepo
        const tx = yield* Transactor
        yield* tx.withTransaction(pages.modify(user.account.id, one.id, (p) => Effect.succeed({ ...p, health_status: "Warning" as const })))
        expect(yield* healthOf(baseUrl, `/api/v1/urls/${one.id}`, token)).toBe("Warning")
        // The single read of page two is not under page one's change...
        expect(yield* healthOf(baseUrl, `/api/v1/urls/${two.id}`, token)).toBe("OK")
        // ...the owner's list is: rebuilt with page one read again and page
        // two's kept encoding (its change was made behind the process's back).
        const list = (yield* call(baseUrl, "GET", "/api/v1/urls", { token })).json
        expect(list.map((p: any) => p.health_status)).toEqual(["Warning", "OK"])
        yield* Effect.sleep(`${TtlMs + 100} millis`)
        const later = (yield* call(baseUrl, "GET", "/api/v1/urls", { token })).json
        expect(later.map((p: any) => p.health_status)).toEqual(["Warning", "Unreachable"])
      }))

    it.effect("a list rebuilt from kept pages is the same document the pipeline builds from storage", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser({ statusCodeMonitoring: true })
        const token = user.token
        const made = []
        for (let i = 0; i < 12; i++) made.push(yield* insertPage(user.account.id, `https://cache-f.example/${i}`))
        const pages = yield* WebpageRepo
        const tx = yield* Transactor
        const fresh = () => Effect.map(call(baseUrl, "GET", "/api/v1/urls", { token }), (r) => r.text)
        yield* fresh()
        // changes, a deletion and a new page between reads: each answer equals
        // the list encoded from storage at that moment
        const fromStorage = Effect.map(pages.list(user.account.id, { archived: false }), (ps) => JSON.stringify(ps.map((p) => WebpagesHttp.toWebpageResponse(p, user.account))))
        yield* tx.withTransaction(pages.modify(user.account.id, made[3]!.id, (p) => Effect.succeed({ ...p, health_status: "Alert" as const })))
        expect(yield* fresh()).toBe(yield* fromStorage)
        yield* pages.remove(user.account.id, made[5]!.id)
        expect(yield* fresh()).toBe(yield* fromStorage)
        yield* insertPage(user.account.id, "https://cache-f.example/new")
        expect(yield* fresh()).toBe(yield* fromStorage)
        expect(JSON.parse(yield* fresh())).toHaveLength(12)
        // a filtered list is kept apart
        const filtered = yield* call(baseUrl, "GET", "/api/v1/urls?status_code=200", { token })
        expect(filtered.json).toHaveLength(12)
        const none = yield* call(baseUrl, "GET", "/api/v1/urls?status_code=404", { token })
        expect(none.json).toEqual([])
      }))

    it.effect("a transaction that is rolled back leaves the data and the reads as they were", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        const page = yield* insertPage(user.account.id, "https://cache-d.example/")
        yield* healthOf(baseUrl, `/api/v1/urls/${page.id}`, user.token)
        const pages = yield* WebpageRepo
        const tx = yield* Transactor
        const failed = yield* tx.withTransaction(
          Effect.zipRight(
            pages.modify(user.account.id, page.id, (p) => Effect.succeed({ ...p, health_status: "Alert" as const })),
            Effect.fail("rolled back" as const)
          )
        ).pipe(Effect.flip)
        expect(failed).toBe("rolled back")
        expect(yield* healthOf(baseUrl, `/api/v1/urls/${page.id}`, user.token)).toBe("OK")
      }))

    it.effect("another account never gets a cached read; a revoked token is refused within the cache time", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const owner = yield* newUser()
        const other = yield* newUser({ statusCodeMonitoring: true })
        const page = yield* insertPage(owner.account.id, "https://cache-e.example/")
        for (let i = 0; i < 2; i++) {
          expect((yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: owner.token })).status).toBe(200)
          expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: owner.token })).json).toHaveLength(1)
        }
        const theirs = yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: other.token })
        expect(theirs.status).toBe(404)
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: other.token })).json).toEqual([])
        const accounts = yield* Accounts
        yield* accounts.revokeToken(owner.account.name, String(owner.tokenId)).pipe(Effect.orDie)
        yield* Effect.sleep("1100 millis")
        expect((yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: owner.token })).status).toBe(401)
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: owner.token })).status).toBe(401)
      }))

    it.effect("only the Bearer scheme authenticates, cached or not", () =>
      Effect.gen(function*() {
        const { baseUrl } = yield* Harness
        const user = yield* newUser()
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).status).toBe(200)
        for (const authorization of [`Basic ${user.token}`, `Token  ${user.token}`, `${user.token}`]) {
          const res = yield* call(baseUrl, "GET", "/api/v1/urls", { authorization })
          expect(res.status, authorization.slice(0, 6)).toBe(401)
        }
        expect((yield* call(baseUrl, "GET", "/api/v1/urls", { authorization: `bearer ${user.token}` })).status).toBe(200)
      }))
  }
)

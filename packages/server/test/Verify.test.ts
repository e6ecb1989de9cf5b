/**
 * Checks run now (`POST /urls/{id}/verify`) are bounded per account (issue
 * 15): each holds a fetched page and a comparison in memory. The checker
 * here is the worker's port held open until the test lets it finish, so
 * the checks are in flight for as long as the test needs.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import { VerificationRecord } from "@defmon/core/domain/Verification"
import { Checker } from "@defmon/core/ports/Checker"
import { WebpageId } from "@defmon/core/domain/Webpage"
import { Server } from "@defmon/server"
import { MemoryStorage } from "@defmon/testing"
import { HttpServer } from "@effect/platform"
import { expect, layer } from "@effect/vitest"
import { Deferred, Effect, Layer } from "effect"
import { call, Harness, insertPage, newUser } from "./support/Harness.js"

let started = 0
const gate = Effect.runSync(Deferred.make<void>())
const heldChecker = Layer.succeed(Checker, {
  checkNow: (_owner, id) =>
    Effect.sync(() => started++).pipe(
      Effect.zipRight(Deferred.await(gate)),
      Effect.as(VerificationRecord.make({
        id: 1,
        webpage_id: WebpageId.make(id),
        checked_at: "2026-11-22T10:00:00.000Z",
        status_code: 200,
        response_time_ms: 1,
        error: null,
        verdict: "match",
        health_status: "OK",
        findings: []
      }))
    )
})

const server = Server.layer({ log: false, port: 0, host: "127.0.0.1" }).pipe(Layer.provide(heldChecker))
const testLayer = Layer.mergeAll(
  Layer.effect(Harness, Effect.map(HttpServer.HttpServer, (s) => ({ baseUrl: `http://127.0.0.1:${(s.address as HttpServer.TcpAddress).port}` }))).pipe(
    Layer.provide(server)
  ),
  Accounts.Default,
  server
).pipe(Layer.provideMerge(MemoryStorage.layer))

layer(testLayer, { excludeTestServices: true, timeout: 30_000 })("verify", (it) => {
  it.effect("at most 4 checks of one account run at once; the 5th gets 409; another account is not held back", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const a = yield* newUser()
      const b = yield* newUser()
      const page = yield* insertPage(a.account.id, "https://verify.example/")
      const other = yield* insertPage(b.account.id, "https://verify-b.example/")
      const held = Array.from({ length: 4 }, () => Effect.runPromise(call(baseUrl, "POST", `/api/v1/urls/${page.id}/verify`, { token: a.token })))
      // wait until the four are running
      yield* Effect.promise(async () => {
        const until = Date.now() + 10_000
        while (started < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 5))
      })
      expect(started).toBe(4)
      const fifth = yield* call(baseUrl, "POST", `/api/v1/urls/${page.id}/verify`, { token: a.token })
      expect(fifth.status).toBe(409)
      expect(fifth.json.message).toMatch(/at most 4 checks of one account/)
      const fromB = Effect.runPromise(call(baseUrl, "POST", `/api/v1/urls/${other.id}/verify`, { token: b.token }))
      yield* Effect.promise(async () => {
        const until = Date.now() + 10_000
        while (started < 5 && Date.now() < until) await new Promise((r) => setTimeout(r, 5))
      })
      expect(started).toBe(5)
      yield* Deferred.succeed(gate, undefined)
      const done = yield* Effect.promise(() => Promise.all([...held, fromB]))
      expect(done.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
      // the slots are free again
      expect((yield* call(baseUrl, "POST", `/api/v1/urls/${page.id}/verify`, { token: a.token })).status).toBe(200)
    }))
})

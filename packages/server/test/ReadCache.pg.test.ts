/**
 * Two processes on one PostgreSQL database (two storage layers here, each
 * with its own change feed and connections): a page changed through one is
 * dropped from the other's read cache within moments, by the LISTEN/NOTIFY
 * relay, although that server trusts its cache for a whole minute.
 */
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import { Transactor, WebpageRepo } from "@defmon/core/ports/storage"
import { PgStorage, PgTestDatabase } from "@defmon/storage-pg"
import { describe, expect, it } from "@effect/vitest"
import { Context, Duration, Effect, Layer } from "effect"
import { call, Harness, insertPage, layer as harnessLayer, newUser } from "./support/Harness.js"

const until = <A>(label: string, self: Effect.Effect<A>, ok: (a: A) => boolean) =>
  Effect.gen(function*() {
    for (let i = 0; i < 100; i++) {
      const a = yield* self
      if (ok(a)) return a
      yield* Effect.sleep(Duration.millis(30))
    }
    return yield* Effect.dieMessage(`timed out: ${label}`)
  })

if (await PgTestDatabase.shouldRun("read cache [pg]")) {
  describe("read cache [pg]", () => {
    it.scopedLive("a write by another process is seen at once, not after the cache time", () =>
      Effect.gen(function*() {
        const url = yield* PgTestDatabase.database("defmon_relay")
        // process B: the API server, trusting its cache for a minute
        const b = yield* Layer.build(harnessLayer(PgStorage.layer({ url }), { responseCacheMs: 60_000, authCacheMs: 60_000 }))
        // process A: a worker writing to the same database
        const a = yield* Layer.build(PgStorage.layer({ url }))
        const { baseUrl } = Context.get(b, Harness)
        const user = yield* newUser().pipe(Effect.provide(b))
        const page = yield* insertPage(user.account.id, "https://relay.example/").pipe(Effect.provide(b))
        const health = Effect.map(call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: user.token }), (r) => r.json.health_status)
        const listed = Effect.map(call(baseUrl, "GET", "/api/v1/urls", { token: user.token }), (r) => r.json[0]?.health_status)
        expect(yield* health).toBe("OK")
        expect(yield* listed).toBe("OK")
        const seenByA = Context.get(a, ChangeFeed).ofPage(page.id)
        yield* Effect.gen(function*() {
          const tx = yield* Transactor
          const pages = yield* WebpageRepo
          yield* tx.withTransaction(pages.modify(user.account.id, page.id, (p) => Effect.succeed({ ...p, health_status: "Alert" as const })))
        }).pipe(Effect.provide(a))
        expect(Context.get(a, ChangeFeed).ofPage(page.id)).toBeGreaterThan(seenByA)
        const started = Date.now()
        expect(yield* until("the single read", health, (h) => h === "Alert")).toBe("Alert")
        expect(yield* until("the list", listed, (h) => h === "Alert")).toBe("Alert")
        expect(Date.now() - started).toBeLessThan(3_000)
        // and the other way round: B's own write reaches A's feed
        const beforeB = Context.get(a, ChangeFeed).ofOwner(user.account.id)
        yield* call(baseUrl, "PUT", `/api/v1/urls/${page.id}`, { token: user.token, body: { polling_interval: 9 } })
        yield* until("B's write in A's feed", Effect.sync(() => Context.get(a, ChangeFeed).ofOwner(user.account.id)), (n) => n > beforeB)
      }), { timeout: 60_000 })
  })
} else {
  describe.skip("read cache [pg]", () => it("PostgreSQL not reachable", () => {}))
}

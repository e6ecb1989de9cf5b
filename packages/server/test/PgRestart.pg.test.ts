/**
 * PostgreSQL restarted under two processes that share it (two storage
 * layers here, each with its own connections and change feed; the API of B
 * trusts its read cache for a minute): after the restart, a write by either
 * process still reaches the other within moments, because the LISTEN/NOTIFY
 * relay listens again on a new connection. The database is a private
 * cluster of this suite (`PgTestCluster`).
 */
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import { Transactor, WebpageRepo } from "@defmon/core/ports/storage"
import { PgStorage, PgTestCluster } from "@defmon/storage-pg"
import { describe, expect, it } from "@effect/vitest"
import { Context, Duration, Effect, Layer } from "effect"
import { call, Harness, insertPage, layer as harnessLayer, newUser } from "./support/Harness.js"

const suite = "PostgreSQL restarted under the change relay"

/** Polls `self` until `ok` (bounded: 10 s). */
const until = <A>(label: string, self: Effect.Effect<A>, ok: (a: A) => boolean) =>
  Effect.gen(function*() {
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      const a = yield* self
      if (ok(a)) return a
      yield* Effect.sleep(Duration.millis(30))
    }
    return yield* Effect.dieMessage(`timed out: ${label}`)
  })

if (PgTestCluster.shouldRun(suite)) {
  describe(suite, () => {
    it.scopedLive("crashed and restarted: writes of each process still reach the other's cache at once", () =>
      Effect.gen(function*() {
        const cluster = yield* PgTestCluster.make
        // process B: the API server, trusting its cache for a minute
        const b = yield* Layer.build(harnessLayer(PgStorage.layer({ url: cluster.url }), { responseCacheMs: 60_000, authCacheMs: 60_000 }))
        // process A: a worker writing to the same database
        const a = yield* Layer.build(PgStorage.layer({ url: cluster.url }))
        const { baseUrl } = Context.get(b, Harness)
        const user = yield* newUser().pipe(Effect.provide(b))
        const page = yield* insertPage(user.account.id, "https://relay.example/").pipe(Effect.provide(b))
        const health = Effect.map(call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token: user.token }), (r) => r.json?.health_status)
        const setHealth = (health_status: "Alert" | "Warning" | "OK") =>
          Effect.gen(function*() {
            const tx = yield* Transactor
            const pages = yield* WebpageRepo
            yield* tx.withTransaction(pages.modify(user.account.id, page.id, (p) => Effect.succeed({ ...p, health_status })))
          }).pipe(Effect.provide(a))
        const aFeed = () => Context.get(a, ChangeFeed).ofOwner(user.account.id)

        expect(yield* health).toBe("OK")
        yield* setHealth("Warning")
        expect(yield* until("A's write before the restart", health, (h) => h === "Warning")).toBe("Warning")

        yield* cluster.crash
        yield* Effect.sleep(Duration.millis(500))
        yield* cluster.start
        // the database answers again (B's cache still holds the page)
        yield* until("B's API after the restart", Effect.map(call(baseUrl, "GET", "/api/v1/urls", { token: user.token }), (r) => r.status), (s) => s === 200)

        yield* setHealth("Alert")
        const started = Date.now()
        expect(yield* until("A's write after the restart", health, (h) => h === "Alert")).toBe("Alert")
        // within moments, not the cache's minute (a listener reconnects within a few seconds)
        yield* Effect.log(`A's write seen by B ${Date.now() - started} ms after the restart`)
        expect(Date.now() - started).toBeLessThan(8_000)
        // and the other way round: B's own write reaches A's feed
        const beforeB = aFeed()
        yield* until(
          "B's write in A's feed",
          Effect.zipRight(
            call(baseUrl, "PUT", `/api/v1/urls/${page.id}`, { token: user.token, body: { polling_interval: 9 } }),
            Effect.sync(aFeed)
          ),
          (n) => n > beforeB
        )
      }), { timeout: 60_000 })
  })
} else {
  describe.skip(suite, () => it("the PostgreSQL server binaries are not installed", () => {}))
}

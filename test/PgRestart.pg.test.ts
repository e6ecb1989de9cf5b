/**
 * PostgreSQL goes away under the one-process defmon (`App.layer`, what
 * `defmon serve --database-url` runs: the API and the worker), issue 15's
 * fault injection. The database is a private cluster of this suite
 * (`PgTestCluster`); the process is never restarted. While the database is
 * down the API answers 503 `StorageUnavailable` (never a 500) and changes
 * nothing; once it is back the same process answers again, the batch job cut
 * by the fault completes with every item once and every webpage created (or
 * rebaselined) once, and new jobs are taken.
 */
import { HttpServer } from "@effect/platform"
import { App } from "@defmon/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { PgStorage, PgTestCluster } from "@defmon/storage-pg"
import { PageFarm } from "@defmon/testing"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, describe, expect, it, layer } from "@effect/vitest"
import { Context, Duration, Effect, Exit, Layer, Scope } from "effect"
import { request } from "./support/api.js"

const suite = "PostgreSQL restarted under the API and worker"

class Farm extends Context.Tag("test/Farm")<Farm, PageFarm.PageFarm>() {}
class Base extends Context.Tag("test/Base")<Base, string>() {}

/** Polls `effect` until `ok` (bounded: 30 s). */
const until = <A, E, R>(effect: Effect.Effect<A, E, R>, ok: (a: A) => boolean, label: string) =>
  Effect.gen(function*() {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      const a = yield* effect
      if (ok(a)) return a
      yield* Effect.sleep(Duration.millis(50))
    }
    return yield* Effect.dieMessage(`timed out waiting for ${label}`)
  })

if (PgTestCluster.shouldRun(suite)) {
  // Started by the first test that runs, not when the file loads: a run that filters every test of
  // this file out (`-t`) runs no hook either, and would leave a cluster behind.
  const scope = Effect.runSync(Scope.make())
  let started: Promise<PgTestCluster.PgTestCluster> | undefined
  const clusterOf = Effect.promise(() => (started ??= Effect.runPromise(Scope.extend(PgTestCluster.make, scope))))
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

  const storage = Layer.unwrapEffect(Effect.map(clusterOf, (cluster) => PgStorage.layer({ url: cluster.url })))
  const app = App.layer({
    port: 0,
    host: "127.0.0.1",
    allowHosts: ["127.0.0.1"],
    storage,
    rateLimit: false,
    worker: {
      concurrency: 4,
      samples: 2,
      sampleDelay: Duration.millis(20),
      pollInterval: Duration.millis(50),
      // items cut by the fault are taken again when their leases run out
      lease: Duration.seconds(3),
      firstCheckSpread: Duration.millis(0),
      compareThreads: 1
    }
  })
  const testLayer = Layer.mergeAll(
    Layer.effect(Base, Effect.map(HttpServer.HttpServer, (s) => `http://127.0.0.1:${(s.address as HttpServer.TcpAddress).port}`)).pipe(
      Layer.provideMerge(app)
    ),
    Accounts.Default.pipe(Layer.provideMerge(storage))
  ).pipe(Layer.provideMerge(Layer.scoped(Farm, PageFarm.make({ sample: 24 }))))

  layer(testLayer, { excludeTestServices: true, timeout: 60_000 })(suite, (it) => {
    const newToken = Effect.gen(function*() {
      const accounts = yield* Accounts
      const user = yield* accounts.createUser({ name: `restart${Date.now()}`, quota: 100, status_code_monitoring: false })
      return { user, token: (yield* accounts.createToken(user.name)).token }
    }).pipe(Effect.orDie)

    /** one `action` entry per target in the account's activity log: no item's transaction committed twice */
    const logged = (userId: number, action: string) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ target: string; n: number }>`
          SELECT target, count(*)::int AS n FROM activity_log WHERE user_id = ${userId} AND action = ${action} GROUP BY target`)

    it.effect("crashed during a baseline job: 503 while down, nothing changed; then the same process answers and the job completes once", () =>
      Effect.gen(function*() {
        const base = yield* Base
        const farm = yield* Farm
        const { token, user } = yield* newToken
        const urls = farm.paths.map((p) => farm.url(p))
        // slow pages, so the job is in full flight when the database goes down
        for (const p of farm.paths) farm.delay(p, 60)
        const created = yield* request(base, token, "POST", "/batch_jobs/baseline", { urls })
        expect(created.status).toBe(200)
        const job = (): Effect.Effect<{ status: number; json: any; text: string }> => request(base, token, "GET", `/batch_jobs/baseline/${created.json.id}`)
        const completed = (r: { json: any }) => r.json.items.filter((i: any) => i.status === "Completed").length
        const atCrash = yield* until(job(), (r) => completed(r) >= 4, "the first items")

        yield* (yield* clusterOf).crash
        const down = Date.now()
        const duringOutage = [
          yield* job(),
          yield* request(base, token, "POST", "/batch_jobs/baseline", { urls: [farm.url("/refused")] }),
          yield* request(base, token, "PUT", `/urls/${atCrash.json.items.find((i: any) => i.status === "Completed").webpage_id}`, {
            polling_interval: 5
          })
        ]
        for (const r of duringOutage) {
          expect(r.status, r.text).toBe(503)
          expect(r.json).toMatchObject({ _tag: "StorageUnavailable" })
          expect(r.json.message).toMatch(/cannot be reached/)
        }
        yield* Effect.sleep(Duration.millis(Math.max(0, 1500 - (Date.now() - down))))
        yield* (yield* clusterOf).start

        // the same server answers again (503 only while the database recovers), and the job completes
        const statuses = new Set<number>()
        const done = yield* until(
          Effect.tap(job(), (r) => Effect.sync(() => statuses.add(r.status))),
          (r) => r.status === 200 && r.json.items.every((i: any) => i.status !== "In Queue" && i.status !== "Processing"),
          "the job to complete"
        )
        for (const p of farm.paths) farm.delay(p, 0)
        expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([])
        expect(completed(atCrash)).toBeLessThan(urls.length)
        expect(done.json.items.map((i: any) => i.status)).toEqual(urls.map(() => "Completed"))
        const list = yield* request(base, token, "GET", "/urls")
        expect(list.status).toBe(200)
        expect(list.json.map((p: any) => p.url).sort()).toEqual([...urls].sort())
        expect(new Set(done.json.items.map((i: any) => i.webpage_id))).toEqual(new Set(list.json.map((p: any) => p.id)))
        const creates = yield* logged(user.id, "webpage.create")
        expect(creates).toHaveLength(urls.length)
        expect(creates.filter((c) => c.n !== 1)).toEqual([])
        // the write refused during the outage changed nothing: one job, the settings as they were
        expect((yield* request(base, token, "GET", "/batch_jobs")).json.map((j: any) => j.id)).toEqual([created.json.id])
        expect(list.json.every((p: any) => p.polling_interval !== 5)).toBe(true)
        // writes work again, and the worker takes new jobs
        const again = yield* request(base, token, "POST", "/batch_jobs/rebaseline", { url_ids: [list.json[0].id] })
        expect(again.status).toBe(200)
        const rebaselined = yield* until(
          request(base, token, "GET", `/batch_jobs/rebaseline/${again.json.id}`),
          (r) => r.json.items[0].status !== "In Queue" && r.json.items[0].status !== "Processing",
          "the new job"
        )
        expect(rebaselined.json.items[0].status).toBe("Completed")
      }), 60_000)

    it.effect("restarted (pg_ctl restart -m fast) during a rebaseline job: every page rebaselined once, no request answered 500", () =>
      Effect.gen(function*() {
        const base = yield* Base
        const farm = yield* Farm
        const { token, user } = yield* newToken
        const urls = farm.paths.slice(0, 16).map((p) => farm.url(p))
        const first = yield* request(base, token, "POST", "/batch_jobs/baseline", { urls })
        const baselined = yield* until(
          request(base, token, "GET", `/batch_jobs/baseline/${first.json.id}`),
          (r) => r.json.items.every((i: any) => i.status === "Completed"),
          "the baselines"
        )
        const ids: Array<number> = baselined.json.items.map((i: any) => i.webpage_id)
        for (const p of farm.paths) farm.delay(p, 60)
        const job = yield* request(base, token, "POST", "/batch_jobs/rebaseline", { url_ids: ids })
        expect(job.status).toBe(200)
        const progress = request(base, token, "GET", `/batch_jobs/rebaseline/${job.json.id}`)
        yield* until(progress, (r) => r.json.items.some((i: any) => i.status === "Completed"), "the first items")

        // requests keep coming while the database restarts
        const answers: Array<string> = []
        let restarting = true
        const traffic = Effect.gen(function*() {
          let n = 0
          while (restarting) {
            const r = yield* request(base, token, "GET", `/urls/${ids[n++ % ids.length]}`)
            answers.push(r.status === 200 ? "200" : `${r.status} ${r.json?._tag}`)
          }
        })
        const fiber = yield* Effect.fork(traffic)
        yield* (yield* clusterOf).restart
        restarting = false
        yield* fiber.await

        const done = yield* until(
          progress,
          (r) => r.status === 200 && r.json.items.every((i: any) => i.status !== "In Queue" && i.status !== "Processing"),
          "the job to complete"
        )
        for (const p of farm.paths) farm.delay(p, 0)
        expect(answers.length).toBeGreaterThan(0)
        expect(answers.filter((a) => a !== "200" && a !== "503 StorageUnavailable")).toEqual([])
        yield* Effect.log(`during the restart: ${answers.length} requests, ${answers.filter((a) => a !== "200").length} answered 503`)
        expect(done.json.items.map((i: any) => i.status)).toEqual(ids.map(() => "Completed"))
        expect(done.json.items.map((i: any) => i.webpage_id)).toEqual(ids)
        const rebaselines = yield* logged(user.id, "webpage.rebaseline")
        expect(rebaselines.map((r) => r.target).sort()).toEqual(ids.map((id) => `webpage:${id}`).sort())
        expect(rebaselines.filter((r) => r.n !== 1)).toEqual([])
        expect((yield* request(base, token, "GET", "/urls")).json).toHaveLength(ids.length)
      }), 60_000)
  })
} else {
  describe.skip(suite, () => it("the PostgreSQL server binaries are not installed", () => {}))
}

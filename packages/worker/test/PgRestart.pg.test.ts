/**
 * PostgreSQL crashes and comes back under a running worker (issue 15,
 * fault injection). The database is a private cluster of this suite
 * (`PgTestCluster`: `pg_ctl stop -m immediate`, then a start with crash
 * recovery); the worker (queue consumer, scheduler, webhook deliverer) is
 * the same for the whole file and is never restarted. After the database is
 * back, the worker carries on by itself: a batch job cut by the crash ends
 * with every item once and every webpage once; checks cut by the crash are
 * made again, every page is checked, each defacement opens one incident and
 * one webhook.
 */
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import { NotificationConfiguration } from "@defmon/core/domain/Settings"
import { BatchJobRepo, WebpageRepo } from "@defmon/core/ports/storage"
import { Webpages } from "@defmon/core/usecases/Webpages"
import { PgStorage, PgTestCluster } from "@defmon/storage-pg"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, describe, expect, it, layer } from "@effect/vitest"
import { Duration, Effect, Exit, Layer, Option, Scope } from "effect"
import { Farm, harness, newUser, Receiver, settled, until } from "./support/Harness.js"

const suite = "PostgreSQL restarted under the worker"

const pageOf = (owner: UserId, id: number) => Effect.map(Effect.flatMap(WebpageRepo, (r) => r.findById(owner, id)), Option.getOrThrow)

if (PgTestCluster.shouldRun(suite)) {
  // Started by the first test that runs, not when the file loads: a run that filters every test of
  // this file out (`-t`) runs no hook either, and would leave a cluster behind.
  const scope = Effect.runSync(Scope.make())
  let started: Promise<PgTestCluster.PgTestCluster> | undefined
  const clusterOf = Effect.promise(() => (started ??= Effect.runPromise(Scope.extend(PgTestCluster.make, scope))))
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

  /** the database is down for `downMs` (a crash, then crash recovery); resolves once it is back */
  const outage = (downMs: number) =>
    Effect.gen(function*() {
      yield* (yield* clusterOf).crash
      yield* Effect.sleep(Duration.millis(downMs))
      yield* (yield* clusterOf).start
    })

  layer(
    harness({ concurrency: 4, lease: Duration.seconds(3) }, true, Layer.unwrapEffect(Effect.map(clusterOf, (cluster) => PgStorage.layer({ url: cluster.url })))),
    { excludeTestServices: true, timeout: 60_000 }
  )(suite, (it) => {
    it.effect("crashed during a batch job: the job completes, every item ends once, every webpage is created once", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const sql = yield* SqlClient.SqlClient
        const paths = farm.paths.slice(0, 20)
        // slow pages, so the job is in full flight when the database goes down
        for (const p of paths) farm.delay(p, 60)
        const user = yield* newUser()
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
        const repo = yield* BatchJobRepo
        const progress = Effect.map(repo.get(user.id, job.id), (d) => Option.getOrThrow(d).job.progress)
        const atCrash = yield* until(progress, (p) => p.completed >= 4, "the first items")
        yield* outage(1500)
        const done = yield* settled(user.id, job.id)
        for (const p of paths) farm.delay(p, 0)

        expect(atCrash.completed).toBeLessThan(paths.length)
        expect(done.job.progress).toMatchObject({ total: paths.length, completed: paths.length, failed: 0 })
        expect(done.items.map((i) => i.status)).toEqual(paths.map(() => "Completed"))
        const pages = yield* (yield* WebpageRepo).list(user.id, { archived: false })
        expect(pages.map((p) => p.url).sort()).toEqual(paths.map((p) => farm.url(p)).sort())
        expect(new Set(done.items.map((i) => i.webpage_id))).toEqual(new Set(pages.map((p) => p.id)))
        // one `webpage.create` per page: no item's transaction committed twice
        const created = yield* sql<{ target: string; n: number }>`
          SELECT target, count(*)::int AS n FROM activity_log WHERE user_id = ${user.id} AND action = 'webpage.create' GROUP BY target`
        expect(created).toHaveLength(paths.length)
        expect(created.filter((c) => c.n !== 1)).toEqual([])
        // items cut by the crash were taken again once their leases ran out
        yield* Effect.log(`batch job: ${atCrash.completed} items completed at the crash; attempts ${done.items.map((i) => i.attempts).join(",")}`)
      }))

    it.effect("connections cut under items inside their transaction (pg_terminate_backend): the items are taken again, not failed", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const sql = yield* SqlClient.SqlClient
        const paths = farm.paths.slice(0, 4)
        const user = yield* newUser()
        // (pg_stat_activity is read once per transaction unless its snapshot is cleared)
        const waiting = Effect.zipRight(sql`SELECT pg_stat_clear_snapshot()`, sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = 'defmon' AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`)
        // slow pages: the account's row is locked below while the items take their samples
        for (const p of paths) farm.delay(p, 300)
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
        // The items' transactions lock the account's row first (for the
        // quota), so they wait for this one; their connections are then cut.
        const terminated = yield* sql.withTransaction(Effect.gen(function*() {
          yield* sql`SELECT id FROM accounts WHERE id = ${user.id} FOR UPDATE`
          yield* until(waiting, (r) => r[0]!.n === paths.length, "the items to wait for the account's lock")
          yield* sql`SELECT pg_stat_clear_snapshot()`
          return yield* sql<{ pid: number }>`
            WITH blocked AS MATERIALIZED (
              SELECT pid FROM pg_stat_activity
              WHERE application_name = 'defmon' AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()
            )
            SELECT pid FROM blocked WHERE pg_terminate_backend(pid)`
        }))
        for (const p of paths) farm.delay(p, 0)
        expect(terminated).toHaveLength(paths.length)
        const done = yield* settled(user.id, job.id)
        expect(done.items.map((i) => [i.status, i.reason])).toEqual(paths.map(() => ["Completed", null]))
        expect(done.items.every((i) => i.attempts === 2)).toBe(true)
        const pages = yield* (yield* WebpageRepo).list(user.id, { archived: false })
        expect(pages.map((p) => p.url).sort()).toEqual(paths.map((p) => farm.url(p)).sort())
      }))

    it.effect("crashed while checks run: every page is checked again, each defacement opens one incident and one webhook", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const receiver = yield* Receiver
        const sql = yield* SqlClient.SqlClient
        const paths = farm.paths.slice(20, 40)
        const defaced = new Set(paths.slice(0, 10))
        const user = yield* newUser()
        const job = yield* settled(user.id, (yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })).id)
        expect(job.job.progress.completed).toBe(paths.length)
        // checked every (test) minute; two Warnings before an Alert, so no incident can open before the crash below
        const pages: Array<Webpage> = []
        for (const item of job.items) {
          pages.push(yield* (yield* Webpages).update(user.id, item.webpage_id!, {
            polling_interval: 1,
            warning_limit: 2,
            notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "restart" })
          }))
        }
        const pathOf = (p: Webpage) => paths.find((x) => farm.url(x) === p.url)!
        const all = Effect.forEach(pages, (p) => pageOf(user.id, p.id))
        yield* until(all, (ps) => ps.every((p) => p.health_status === "OK"), "the first checks")

        for (const p of defaced) farm.deface(p)
        // the database goes down as the first breaches are being recorded
        yield* until(all, (ps) => ps.some((p) => p.health_status === "Warning"), "the first Warning")
        yield* outage(1500)
        const back = new Date().toISOString()

        const final = yield* until(
          all,
          (ps) =>
            ps.every((p) =>
              p.last_checked_at !== null && p.last_checked_at > back &&
              p.health_status === (defaced.has(pathOf(p)) ? "Alert" : "OK")
            ),
          "every page checked after the restart"
        )
        // one incident per defaced page, none for the others
        const ids = pages.map((p) => p.id)
        const incidents = yield* sql<{ id: number; webpage_id: number; status: string }>`
          SELECT id::int AS id, webpage_id::int AS webpage_id, status FROM incidents WHERE user_id = ${user.id} ORDER BY id`
        expect(incidents.map((i) => i.webpage_id).sort()).toEqual(final.filter((p) => defaced.has(pathOf(p))).map((p) => p.id).sort())
        expect(incidents.every((i) => i.status === "open")).toBe(true)
        for (const p of final) if (defaced.has(pathOf(p))) expect(p.open_incident_id).toBe(incidents.find((i) => i.webpage_id === p.id)!.id)
        expect(ids.length).toBe(paths.length)
        // each incident's event delivered once, and the outbox empty
        const opened = (r: typeof receiver.received) =>
          r.map((w) => JSON.parse(w.body)).filter((b) => ids.includes(b.webpage.id)).map((b) => `${b.incident.id} ${b.event}`)
        yield* until(Effect.sync(() => opened(receiver.received)), (o) => new Set(o).size === incidents.length, "the webhooks")
        yield* until(
          sql<{ n: number }>`SELECT count(*)::int AS n FROM webhook_outbox WHERE user_id = ${user.id}`,
          (r) => r[0]!.n === 0,
          "the outbox to drain"
        )
        expect(opened(receiver.received).sort()).toEqual(incidents.map((i) => `${i.id} incident.opened`).sort())
        for (const p of defaced) farm.restore(p)
      }), 90_000) // a ceiling, not a wait: 14-20 s alone, past 30 s on a machine running benchmarks beside it
  })
} else {
  describe.skip(suite, () => it("the PostgreSQL server binaries are not installed", () => {}))
}

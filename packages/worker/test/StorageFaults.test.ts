/**
 * The SQLite disk fills up under a running worker (issue 15): checks whose
 * record cannot be written fail without taking the worker down; once there
 * is room again the same process goes on checking, the defacement that
 * happened meanwhile alerts once, and the database passes its integrity
 * check. The API side of the same fault is in
 * packages/server/test/StorageFaults.sqlite.test.ts.
 */
import { IncidentRepo, VerificationRepo, WebpageRepo } from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Webpages } from "@defmon/core/usecases/Webpages"
import * as SqlClient from "@effect/sql/SqlClient"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { Farm, harness, newUser, settled, until } from "./support/Harness.js"

const page = (owner: UserId, id: number) =>
  Effect.map(Effect.flatMap(WebpageRepo, (r) => r.findById(owner, id)), Option.getOrThrow)

const checks = (owner: UserId, id: number) =>
  Effect.map(Effect.flatMap(VerificationRepo, (r) => r.listByWebpage(owner, id, 1000)), (l) => l.length)

describe("storage faults under the worker", () => {
  layer(harness({}, true), { excludeTestServices: true, timeout: 90_000 })("[sqlite]", (it) => {
    it.effect("a full disk: checks fail while it lasts, the worker lives on; with room again it checks on and the defacement alerts once", () =>
      Effect.gen(function*() {
        const farm = yield* Farm
        const sql = yield* SqlClient.SqlClient
        const user = yield* newUser()
        const paths = ["/p/31", "/p/32", "/p/33"]
        const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: paths.map((p) => farm.url(p)) })
        const ids: Array<number> = []
        for (const item of (yield* settled(user.id, job.id)).items) {
          yield* (yield* Webpages).update(user.id, item.webpage_id!, { polling_interval: 1, warning_limit: 0 })
          ids.push(item.webpage_id!)
        }
        for (const id of ids) yield* until(page(user.id, id), (p) => p.health_status === "OK", `page ${id} OK`)

        // The database may not grow by one page from now on; packed first, so little room is left inside its pages.
        yield* sql.unsafe("CREATE TABLE IF NOT EXISTS test_filler (b BLOB)")
        yield* sql.unsafe("VACUUM")
        const [{ page_count }] = yield* sql<{ page_count: number }>`PRAGMA page_count`
        yield* sql.unsafe(`PRAGMA max_page_count = ${Number(page_count)}`)
        const roomAgain = Effect.orDie(sql.unsafe("PRAGMA max_page_count = 1073741823"))
        yield* Effect.gen(function*() {
          // Fill the free pages the file still has.
          yield* Effect.ignore(Effect.forever(sql.unsafe("INSERT INTO test_filler VALUES (zeroblob(4096))")))
          const before = yield* Effect.forEach(ids, (id) => checks(user.id, id))
          farm.deface("/p/32")
          // The scheduler keeps fetching (the farm sees it) while the records of its checks stop fitting:
          // wait until more checks were fetched than recorded than the three pages can have in flight.
          const hits = paths.map((p) => farm.hits(p))
          const lost = Effect.gen(function*() {
            const fetched = paths.reduce((n, p, i) => n + farm.hits(p) - hits[i]!, 0)
            const recorded = (yield* Effect.forEach(ids, (id) => checks(user.id, id))).reduce((n, c, i) => n + c - before[i]!, 0)
            return fetched - recorded
          })
          yield* until(lost, (n) => n > paths.length, "checks that could not be recorded", 45_000)
        }).pipe(Effect.ensuring(roomAgain), Effect.ensuring(Effect.orDie(sql.unsafe("DROP TABLE IF EXISTS test_filler"))))

        // Room again: the same worker goes on, and the defacement is found once.
        const alerted = yield* until(page(user.id, ids[1]!), (p) => p.health_status === "Alert", "the alert after the fault")
        for (const id of [ids[0]!, ids[2]!]) {
          const n = yield* checks(user.id, id)
          yield* until(checks(user.id, id), (m) => m > n, `page ${id} checked again`)
          expect((yield* page(user.id, id)).health_status).toBe("OK")
        }
        const incidents = yield* (yield* IncidentRepo).listByWebpage(user.id, ids[1]!, 10)
        expect(incidents.map((i) => i.id)).toEqual([alerted.open_incident_id])
        expect((yield* sql<{ integrity_check: string }>`PRAGMA integrity_check`)[0]!.integrity_check).toBe("ok")
      }))
  })
})

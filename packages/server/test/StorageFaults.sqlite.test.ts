/**
 * The SQLite database fails under the API (issue 15): its disk full, or
 * read-only. A write answers 503 `StorageUnavailable` saying which (never a
 * 500, never the driver's words), changes nothing, and works again once the
 * fault is gone; the database passes its integrity check afterwards.
 */
import { SqliteStorage } from "@defmon/storage-sqlite"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { call, Harness, insertPage, layer as harness, newUser } from "./support/Harness.js"

const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-faults-")) })

layer(harness(storage).pipe(Layer.provideMerge(storage)), { excludeTestServices: true, timeout: 60_000 })("storage faults [sqlite]", (it) => {
  const archive = (baseUrl: string, token: string, id: number) =>
    call(baseUrl, "POST", "/api/v1/urls/batch_archive", { token, body: { url_ids: [id], remark: "x".repeat(900) } })

  it.effect("a read-only database: writes answer 503 saying so and change nothing, reads go on; writable again, writes work", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const sql = yield* SqlClient.SqlClient
      const { account, token } = yield* newUser()
      const page = yield* insertPage(account.id, "https://faults.example/ro")
      yield* sql.unsafe("PRAGMA query_only = ON")
      const refused = yield* archive(baseUrl, token, page.id).pipe(Effect.ensuring(Effect.orDie(sql.unsafe("PRAGMA query_only = OFF"))))
      expect(refused.status).toBe(503)
      expect(refused.json).toMatchObject({ _tag: "StorageUnavailable" })
      expect(refused.json.message).toMatch(/read-only/)
      expect(refused.text).not.toMatch(/SQLITE|sqlite|UPDATE|INSERT/)
      const still = yield* call(baseUrl, "GET", `/api/v1/urls/${page.id}`, { token })
      expect(still.status).toBe(200)
      expect(still.json.plan_type).not.toBe("ARCHIVED")
      const ok = yield* archive(baseUrl, token, page.id)
      expect(ok.status).toBe(200)
      expect((yield* sql<{ integrity_check: string }>`PRAGMA integrity_check`)[0]!.integrity_check).toBe("ok")
    }))

  it.effect("a full disk: a write answers 503 saying so and changes nothing; with room again, the same write works", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const sql = yield* SqlClient.SqlClient
      const { token } = yield* newUser()
      const urls = Array.from({ length: 3_000 }, (_, i) => `https://faults.example/full/${i}`)
      const jobs = () => Effect.map(call(baseUrl, "GET", "/api/v1/batch_jobs", { token }), (r) => r.json)
      const before = yield* jobs()
      // the database may not grow by a single page: a job of 3,000 items needs hundreds
      const [{ page_count }] = yield* sql<{ page_count: number }>`PRAGMA page_count`
      yield* sql.unsafe(`PRAGMA max_page_count = ${Number(page_count)}`)
      const refused = yield* call(baseUrl, "POST", "/api/v1/batch_jobs/baseline", { token, body: { urls } }).pipe(
        Effect.ensuring(Effect.orDie(sql.unsafe("PRAGMA max_page_count = 1073741823")))
      )
      expect(refused.status).toBe(503)
      expect(refused.json).toMatchObject({ _tag: "StorageUnavailable" })
      expect(refused.json.message).toMatch(/disk is full/)
      expect(yield* jobs()).toEqual(before)
      const again = yield* call(baseUrl, "POST", "/api/v1/batch_jobs/baseline", { token, body: { urls } })
      expect(again.status).toBe(200)
      expect((yield* sql<{ integrity_check: string }>`PRAGMA integrity_check`)[0]!.integrity_check).toBe("ok")
    }))
})

/**
 * Migration 0009 on a database written by an earlier release: the baselines
 * and references that sat in `webpages` move to `webpage_baselines`, every
 * page reads back as it was, and the old columns are gone.
 */
import type { Webpage } from "@defmon/core/domain/Webpage"
import * as S from "@defmon/core/ports/storage"
import { Migrations, SqlStorage } from "@defmon/storage-sql"
import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { newWebpage, NOW, plainBaseline } from "./fixtures.js"

/** the record's fields that release 0.5 kept in the JSON `doc` column */
const columns = new Set(["id", "user_id", "url", "domain", "health_status", "plan_type", "paused", "next_check_at", "current_baseline", "continuous_reference"])
const docOf = (p: object) => JSON.stringify(Object.fromEntries(Object.entries(p).filter(([k]) => !columns.has(k))))

/**
 * Registers the test on `client`, a connection to an empty database.
 */
export const baselinesMigrationSuite = (name: string, client: Layer.Layer<SqlClient.SqlClient>) =>
  layer(client, { excludeTestServices: true, timeout: 60_000 })(`migration 0009 [${name}]`, (it) => {
    it.effect("pages written before it read back whole: baseline, reference, state", () =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const before = Object.fromEntries(Object.entries(Migrations.migrations).filter(([k]) => k < "0009"))
        yield* Migrator.make({})({ loader: Migrator.fromRecord(before), table: Migrations.table })
        const accounts = yield* Effect.provide(S.AccountRepo, SqlStorage.layer)
        const user = Option.getOrThrow(
          yield* accounts.create({ name: "migrating", quota: 10, status_code_monitoring: false, created_at: NOW })
        )
        const pages = [
          newWebpage(user.id, "https://a.example/", { current_baseline: plainBaseline("a"), continuous_reference: plainBaseline("a-ref") }),
          newWebpage(user.id, "https://b.example/", { current_baseline: plainBaseline("b") }),
          newWebpage(user.id, "https://c.example/", { current_baseline: null, health_status: "Baseline In Progress" })
        ]
        for (const p of pages) {
          yield* sql`INSERT INTO webpages ${
            sql.insert({
              user_id: p.user_id,
              url: p.url,
              domain: p.domain,
              health_status: p.health_status,
              plan_type: p.plan_type,
              paused: 0,
              has_baseline: p.current_baseline === null ? 0 : 1,
              last_status_code: null,
              next_check_at: p.next_check_at,
              doc: docOf(p),
              baseline: p.current_baseline === null ? null : JSON.stringify(p.current_baseline),
              reference: p.continuous_reference === null ? null : JSON.stringify(p.continuous_reference),
              baselines_rev: 1
            })
          }`
        }

        expect(yield* Migrations.run).toEqual([[9, "baselines_table"]])

        const repo = yield* Effect.provide(S.WebpageRepo, SqlStorage.layer)
        const read = yield* repo.list(user.id, { archived: false })
        expect(read.map((p) => p.url)).toEqual(pages.map((p) => p.url))
        for (const [i, p] of read.entries()) {
          const want = pages[i]!
          expect(p.current_baseline).toEqual(want.current_baseline)
          expect(p.continuous_reference).toEqual(want.continuous_reference)
          expect(p.health_status).toBe(want.health_status)
        }
        const moved = yield* sql`SELECT webpage_id FROM webpage_baselines ORDER BY webpage_id`
        expect(moved.map((r) => Number(r.webpage_id))).toEqual(read.slice(0, 2).map((p) => p.id))
        // the old columns are gone: nothing can read a stale copy
        const left = yield* Effect.either(sql`SELECT baseline FROM webpages`)
        expect(left._tag).toBe("Left")

        // the moved pages are claimed with their baselines and checked as before
        const claimed = yield* repo.claimDue(NOW, "2026-11-22T10:05:00.000Z", 10)
        expect(claimed.map((p) => p.current_baseline?.title)).toEqual(["a", "b"])
        const checked = yield* repo.modify(user.id, claimed[0]!.id, (p) => Effect.succeed({ ...p, consecutive_changes: 2 } as Webpage), claimed[0])
        expect(Option.getOrThrow(checked).continuous_reference?.title).toBe("a-ref")
      }))
  })

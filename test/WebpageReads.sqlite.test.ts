/**
 * SQLite's synchronous `WebpageReads` (used by the server's direct reads):
 * the same records as `WebpageRepo` without the baseline columns, the
 * baseline as its stored JSON text, the list's filters and order in
 * batches after an id, other owners' pages never; an in-memory database
 * answers nothing (the caller goes through the repository).
 */
import * as S from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { newWebpage, NOW, plainBaseline } from "./storage/fixtures.js"

const user = (name: string) =>
  Effect.map(S.AccountRepo, (accounts) => accounts.create({ name, quota: 100, status_code_monitoring: false, created_at: NOW })).pipe(
    Effect.flatten,
    Effect.map(Option.getOrThrow)
  )

const file = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-reads-")), synchronous: "NORMAL" })

layer(file, { excludeTestServices: true })("webpage reads [sqlite]", (it) => {
  it.effect("byId and listAfter read what the repository reads, the baseline as its stored text", () =>
    Effect.gen(function*() {
      const repo = yield* S.WebpageRepo
      const reads = yield* S.WebpageReads
      const owner = yield* user("reads-owner")
      const other = yield* user("reads-other")
      const insert = (owner: UserId, url: string, over: Parameters<typeof newWebpage>[2] = {}) =>
        Effect.map(repo.insert(newWebpage(owner, url, over)), Option.getOrThrow)
      const a = yield* insert(owner.id, "https://a.reads.example/", { current_baseline: plainBaseline("a"), continuous_reference: plainBaseline("r") })
      const b = yield* insert(owner.id, "https://b.reads.example/", { current_baseline: null })
      const archived = yield* insert(owner.id, "https://c.reads.example/", { plan_type: "ARCHIVED" })
      const others = yield* insert(other.id, "https://o.reads.example/")

      const stored = reads.byId(owner.id, a.id)!
      const found = Option.getOrThrow(yield* repo.findById(owner.id, a.id))
      expect(stored.page).toEqual({ ...found, current_baseline: null, continuous_reference: null })
      expect(stored.baseline).toBe(JSON.stringify(found.current_baseline))
      expect(reads.byId(owner.id, b.id)!.baseline).toBeNull()
      expect(reads.byId(owner.id, others.id)).toBeUndefined()
      expect(reads.byId(owner.id, 999_999_999)).toBeUndefined()

      const ids = (filter: S.WebpageFilter, after: number, limit: number) =>
        reads.listAfter(owner.id, filter, after, limit)!.map((s) => s.page.id as number)
      expect(ids({ archived: false }, 0, 10)).toEqual([a.id, b.id])
      expect(ids({ archived: false }, 0, 1)).toEqual([a.id])
      expect(ids({ archived: false }, a.id, 10)).toEqual([b.id])
      expect(ids({ archived: false }, b.id, 10)).toEqual([])
      expect(ids({ archived: true }, 0, 10)).toEqual([archived.id])
      expect(ids({ archived: false, domain: "b.reads.example" }, 0, 10)).toEqual([b.id])
      expect(ids({ archived: false, status_code: 599 }, 0, 10)).toEqual([])
      expect(yield* repo.listIds(owner.id, { archived: false })).toEqual(ids({ archived: false }, 0, 10))
    }))
})

layer(SqliteStorage.layer({ filename: ":memory:" }), { excludeTestServices: true })("webpage reads [sqlite, in memory]", (it) => {
  it.effect("an in-memory database answers nothing", () =>
    Effect.gen(function*() {
      const repo = yield* S.WebpageRepo
      const reads = yield* S.WebpageReads
      const owner = yield* user("reads-memory")
      const page = Option.getOrThrow(yield* repo.insert(newWebpage(owner.id, "https://m.reads.example/")))
      expect(reads.byId(owner.id, page.id)).toBeUndefined()
      expect(reads.listAfter(owner.id, { archived: false }, 0, 10)).toBeUndefined()
    }))
})

/**
 * What only the SQL layers (SQLite, PostgreSQL) promise beyond the port:
 * migrations that apply once, and a `modify` that writes only the columns
 * that changed (the worker updates check state hundreds of times a second).
 * The statements are observed through `@effect/sql`'s statement transformer.
 */
import { Baseline, storedRevisionOf } from "@defmon/core/domain/Baseline"
import * as S from "@defmon/core/ports/storage"
import type { UserId, Webpage } from "@defmon/core/domain/Webpage"
import { Migrations } from "@defmon/storage-sql"
import * as SqlClient from "@effect/sql/SqlClient"
import * as Statement from "@effect/sql/Statement"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { newWebpage, NOW, plainBaseline } from "./fixtures.js"


/** runs `self` and returns the SQL text of every statement it issued */
const statementsOf = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const seen: Array<string> = []
    const value = yield* Statement.withTransformer(self, (statement) => {
      seen.push(statement.compile()[0])
      return Effect.succeed(statement)
    })
    return [value, seen] as const
  })

const baseline = (title: string): Baseline => plainBaseline(title)

/** a new account whose name starts with `prefix` */
const newAccount = (prefix: string) =>
  Effect.flatMap(S.AccountRepo, (accounts) =>
    accounts.create({ name: `${prefix}-${Date.now()}-${Math.random()}`, quota: 10, status_code_monitoring: false, created_at: NOW })
  ).pipe(Effect.map(Option.getOrThrow))

/** a baseline larger than its head: 300 links and a large `engine_data` entry beside `data` */
const largeBaseline = (title: string, data: Record<string, unknown>): Baseline => ({
  ...plainBaseline(title),
  baseline_hrefs: Array.from({ length: 300 }, (_, id) => ({ id, value: `https://large.example/${title}/${id}`, selected: id % 3 !== 0 })),
  engine_data: { reload: data.reload, big: { words: "w".repeat(10_000) }, ...data }
}) as Baseline

/** the columns a SELECT reads, less a test of whether the reference is null */
const selected = (statement: string) => statement.split(/\bFROM\b/i)[0]!.replace(/\breference IS NULL\b/gi, "")

/** a page of `user` at `url` with baseline `b` (and reference `r`) */
const newPage = (user: { readonly id: UserId }, url: string, b: Baseline, r: Baseline | null = null) =>
  newWebpage(user.id, url, { current_baseline: b, continuous_reference: r })

/**
 * Registers the SQL-only tests for one SQL storage layer.
 */
export const sqlStorageSuite = (name: string, storage: Layer.Layer<S.Storage | SqlClient.SqlClient>) =>
  layer(storage, { excludeTestServices: true, timeout: 60_000 })(`sql storage [${name}]`, (it) => {
    it.effect("migrations are recorded and apply once", () =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        expect(yield* Migrations.run).toEqual([])
        const applied = yield* sql`SELECT migration_id FROM ${sql(Migrations.table)} ORDER BY migration_id`
        expect(applied.map((r) => Number(r.migration_id))).toEqual(Object.keys(Migrations.migrations).map((k) => Number.parseInt(k, 10)))
      }))

    it.effect("modify writes only what changed and never an unchanged baseline", () =>
      Effect.gen(function*() {
        const accounts = yield* S.AccountRepo
        const repo = yield* S.WebpageRepo
        const user = Option.getOrThrow(
          yield* accounts.create({ name: `sql-${Date.now()}-${Math.random()}`, quota: 10, status_code_monitoring: false, created_at: NOW })
        )
        const page = Option.getOrThrow(
          yield* repo.insert(newPage(user, "https://writes.example/", baseline("b"), baseline("r")))
        )
        const updates = (seen: ReadonlyArray<string>) => seen.filter((s) => /^\s*UPDATE\s+"?webpages"?/i.test(s))
        const baselineWrites = (seen: ReadonlyArray<string>) => seen.filter((s) => /webpage_baselines/i.test(s) && !/^\s*SELECT/i.test(s))

        // a check: state columns change, the baselines do not
        const [, check] = yield* statementsOf(
          repo.modify(user.id, page.id, (p) =>
            Effect.succeed({ ...p, health_status: "Warning", consecutive_changes: 1, last_checked_at: NOW } as Webpage))
        )
        expect(updates(check)).toHaveLength(1)
        const set = updates(check)[0]!
        expect(set).toMatch(/health_status/)
        expect(set).toMatch(/doc/)
        expect(set).not.toMatch(/baseline/)
        expect(set).not.toMatch(/reference/)
        expect(set).not.toMatch(/url|domain|plan_type|paused|next_check_at/)
        expect(baselineWrites(check)).toEqual([])

        // nothing changed: no write at all
        const [, noop] = yield* statementsOf(repo.modify(user.id, page.id, Effect.succeed))
        expect(updates(noop)).toEqual([])

        // a new baseline is written, the reference is not
        const [, rebaseline] = yield* statementsOf(
          repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, current_baseline: baseline("b2") } as Webpage))
        )
        expect(updates(rebaseline)).toHaveLength(1)
        expect(updates(rebaseline)[0]).toMatch(/baselines_rev/)
        // the page's row holds no baseline: the new one goes to its own table, the reference is not rewritten
        expect(baselineWrites(rebaseline)).toHaveLength(1)
        const onConflict = baselineWrites(rebaseline)[0]!.split(/DO UPDATE SET/i)[1] ?? ""
        expect(onConflict).toMatch(/baseline/)
        expect(onConflict).not.toMatch(/reference/)
        const reread = Option.getOrThrow(yield* repo.findById(user.id, page.id))
        expect(reread.current_baseline?.title).toBe("b2")
        expect(reread.continuous_reference?.title).toBe("r")
        expect(reread.health_status).toBe("Warning")
      }))

    it.effect("modify with a known page reads its baselines again only when they were written since", () =>
      Effect.gen(function*() {
        const accounts = yield* S.AccountRepo
        const repo = yield* S.WebpageRepo
        const user = Option.getOrThrow(
          yield* accounts.create({ name: `known-${Date.now()}-${Math.random()}`, quota: 10, status_code_monitoring: false, created_at: NOW })
        )
        const inserted = Option.getOrThrow(
          yield* repo.insert(newPage(user, "https://known.example/", baseline("b1")))
        )
        const reads = (seen: ReadonlyArray<string>) => seen.filter((s) => /^\s*SELECT/i.test(s))
        const known = Option.getOrThrow(yield* repo.findById(user.id, inserted.id))
        let handed: Webpage | undefined
        const look = (p: Webpage) => {
          handed = p
          return Effect.succeed({ ...p, consecutive_changes: p.consecutive_changes + 1 } as Webpage)
        }

        // nothing written since: one read without the baseline columns, the known baselines handed on
        const [, light] = yield* statementsOf(repo.modify(user.id, inserted.id, look, known))
        expect(reads(light)).toHaveLength(1)
        expect(reads(light)[0]).not.toMatch(/\*|[\s,]baseline\b|[\s,]reference\b/)
        expect(handed!.current_baseline).toBe(known.current_baseline)
        expect(handed!.consecutive_changes).toBe(0)
        expect(Option.getOrThrow(yield* repo.findById(user.id, inserted.id)).consecutive_changes).toBe(1)

        // another writer replaced the baseline: the stale known one is not used
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, current_baseline: baseline("b2") } as Webpage))
        yield* repo.modify(user.id, inserted.id, look, known)
        expect(handed!.current_baseline?.title).toBe("b2")
        expect(handed!.consecutive_changes).toBe(1)

        // and the same for the reference
        const known2 = Option.getOrThrow(yield* repo.findById(user.id, inserted.id))
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, continuous_reference: baseline("ref") } as Webpage))
        yield* repo.modify(user.id, inserted.id, look, known2)
        expect(handed!.continuous_reference?.title).toBe("ref")
        expect(handed!.current_baseline?.title).toBe("b2")

        // a record this storage did not read (no revision) is never trusted
        const foreign = { ...known2, current_baseline: baseline("forged") } as Webpage
        yield* repo.modify(user.id, inserted.id, look, foreign)
        expect(handed!.current_baseline?.title).toBe("b2")
      }))

    it.effect("a page read for a check has a deferred baseline: read as written, parsed only for its large fields, named by its revision", () =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const repo = yield* S.WebpageRepo
        const user = yield* newAccount("deferred")
        const large = (title: string) => largeBaseline(title, { reload: { segments: 10, slots: [3, 7] }, small: { n: 1 } })
        const written = large("d1")
        const inserted = Option.getOrThrow(yield* repo.insert(newPage(user, "https://deferred.example/", written)))
        const read = Option.getOrThrow(yield* repo.findById(user.id, inserted.id)).current_baseline!
        // small fields are values, large ones are read on first use
        expect(Object.getOwnPropertyDescriptor(read, "captured_at")?.value).toBe(written.captured_at)
        expect(Object.getOwnPropertyDescriptor(read.engine_data, "reload")?.value).toEqual({ segments: 10, slots: [3, 7] })
        expect(Object.getOwnPropertyDescriptor(read, "baseline_hrefs")?.get).toBeTypeOf("function")
        expect(Object.getOwnPropertyDescriptor(read.engine_data, "big")?.get).toBeTypeOf("function")
        // and every reader sees the baseline as written: fields, order, values, JSON, a copy
        expect(Object.keys(read)).toEqual(Object.keys(JSON.parse(JSON.stringify(written))))
        expect(Object.keys(read.engine_data)).toEqual(["reload", "big", "small"])
        expect(JSON.stringify(read)).toBe(JSON.stringify(written))
        expect(read).toEqual(JSON.parse(JSON.stringify(written)))
        expect({ ...read }).toEqual(JSON.parse(JSON.stringify(written)))
        expect(structuredClone(read)).toEqual(JSON.parse(JSON.stringify(written)))
        expect(read.baseline_hrefs[7]).toEqual({ id: 7, value: "https://large.example/d1/7", selected: true })

        // claimed as its head alone, named by a revision that a baseline write changes
        const [claims, claiming] = yield* statementsOf(repo.claimDue(NOW, "2026-11-22T10:05:00.000Z", 100))
        const claimed = claims.find((p) => p.id === inserted.id)!
        // the claim reads neither JSON text: only the head, and whether there is a reference
        const baselineReads = claiming.filter((q) => /webpage_baselines/i.test(q))
        expect(baselineReads.length).toBeGreaterThan(0)
        for (const q of baselineReads) expect(selected(q)).not.toMatch(/\*|\bbaseline\b|\breference\b/i)
        expect(claimed.current_baseline!.captured_at).toBe(written.captured_at)
        expect(claimed.current_baseline!.engine_data.reload).toEqual({ segments: 10, slots: [3, 7] })
        expect(Object.keys(claimed.current_baseline!)).toEqual(Object.keys(read))
        expect(() => claimed.current_baseline!.baseline_hrefs).toThrow(/storedBaselines/)
        expect(() => claimed.current_baseline!.engine_data.big).toThrow(/storedBaselines/)
        expect(() => JSON.stringify(claimed.current_baseline)).toThrow(/storedBaselines/)
        expect(claimed.continuous_reference).toBeNull()
        const first = storedRevisionOf(claimed.current_baseline)
        // read whole on demand, as written
        const whole = Option.getOrThrow(yield* repo.storedBaselines(user.id, inserted.id, first!))
        expect(whole).toEqual({ baseline: JSON.stringify(written), reference: null })
        expect(first).toBeTypeOf("string")
        expect(storedRevisionOf(read)).toBe(first)
        expect(storedRevisionOf(written)).toBeUndefined()
        expect(storedRevisionOf({ ...read } as Baseline)).toBeUndefined()
        // a check's write keeps the deferred baseline and writes no baseline
        const [, check] = yield* statementsOf(
          repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, consecutive_changes: 1 } as Webpage), claimed)
        )
        expect(check.filter((q) => /webpage_baselines/i.test(q))).toEqual([])
        expect(storedRevisionOf(Option.getOrThrow(yield* repo.findById(user.id, inserted.id)).current_baseline)).toBe(first)
        // a rebaseline, and a reference alone, each give a new revision
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, current_baseline: large("d2") } as Webpage))
        const second = Option.getOrThrow(yield* repo.findById(user.id, inserted.id))
        expect(second.current_baseline?.title).toBe("d2")
        expect(storedRevisionOf(second.current_baseline)).not.toBe(first)
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, continuous_reference: large("ref") } as Webpage))
        const third = Option.getOrThrow(yield* repo.findById(user.id, inserted.id))
        expect(JSON.stringify(third.current_baseline)).toBe(JSON.stringify(large("d2")))
        expect(third.continuous_reference?.title).toBe("ref")
        expect(storedRevisionOf(third.current_baseline)).not.toBe(storedRevisionOf(second.current_baseline))

        // a baseline written without its head (a release before heads) is read whole, never with the old head
        const older = large("older")
        yield* sql`UPDATE webpage_baselines SET baseline = ${JSON.stringify(older)} WHERE webpage_id = ${inserted.id}`
        yield* sql`UPDATE webpages SET baselines_rev = baselines_rev + 1 WHERE id = ${inserted.id}`
        const fourth = Option.getOrThrow(yield* repo.findById(user.id, inserted.id)).current_baseline!
        expect(fourth.title).toBe("older")
        expect(JSON.stringify(fourth)).toBe(JSON.stringify(older))
        // and one with no head at all (written before migration 0010)
        yield* sql`UPDATE webpage_baselines SET baseline_head = NULL WHERE webpage_id = ${inserted.id}`
        const fifth = Option.getOrThrow(yield* repo.findById(user.id, inserted.id)).current_baseline!
        expect(JSON.stringify(fifth)).toBe(JSON.stringify(older))
        expect(storedRevisionOf(fifth)).toBe(storedRevisionOf(fourth))
      }))

    it.effect("a claimed page's check writes a reference beside its head without reading the baseline; heads that cannot serve a claim are read whole", () =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const repo = yield* S.WebpageRepo
        const user = yield* newAccount("heads")
        const large = (title: string, reload: unknown = { segments: 4, slots: [1] }) => largeBaseline(title, { reload })
        const inserted = Option.getOrThrow(yield* repo.insert(newPage(user, "https://heads.example/", large("b"))))
        const claim = Effect.map(
          repo.claimDue("2999-01-01T00:00:00.000Z", "2999-01-01T00:05:00.000Z", 1_000),
          (ps) => ps.find((p) => p.id === inserted.id)!
        )
        const due = sql`UPDATE webpages SET next_check_at = ${NOW} WHERE id = ${inserted.id}`

        // continuous monitoring: the check sets a new reference, which the page's head then describes
        const claimed = yield* claim
        const [, check] = yield* statementsOf(
          repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, continuous_reference: large("ref") } as Webpage), claimed)
        )
        const writes = check.filter((q) => /webpage_baselines/i.test(q))
        expect(writes).toHaveLength(1)
        const onConflict = writes[0]!.split(/DO UPDATE SET/i)[1] ?? ""
        expect(onConflict).toMatch(/reference/)
        expect(onConflict).toMatch(/baseline_head/)
        expect(onConflict).not.toMatch(/\bbaseline\b/)
        yield* due
        const withReference = yield* claim
        expect(withReference.continuous_reference!.captured_at).toBe(NOW)
        expect(() => withReference.continuous_reference!.baseline_hrefs).toThrow(/storedBaselines/)
        expect(() => withReference.current_baseline!.baseline_hrefs).toThrow(/storedBaselines/)
        const revision = storedRevisionOf(withReference.current_baseline)!
        expect(revision).not.toBe(storedRevisionOf(claimed.current_baseline))
        const texts = Option.getOrThrow(yield* repo.storedBaselines(user.id, inserted.id, revision))
        expect(texts).toEqual({ baseline: JSON.stringify(large("b")), reference: JSON.stringify(large("ref")) })
        // what the first claim read is gone
        expect(yield* repo.storedBaselines(user.id, inserted.id, storedRevisionOf(claimed.current_baseline)!)).toEqual(Option.none())
        // the page as the API reads it is whole
        const found = Option.getOrThrow(yield* repo.findById(user.id, inserted.id))
        expect(JSON.stringify(found.current_baseline)).toBe(JSON.stringify(large("b")))
        expect(found.continuous_reference).toEqual(JSON.parse(JSON.stringify(large("ref"))))

        // a head written before references had a part: the page is read whole
        const head = JSON.parse(String((yield* sql`SELECT baseline_head FROM webpage_baselines WHERE webpage_id = ${inserted.id}`)[0]!.baseline_head))
        delete head.reference
        yield* sql`UPDATE webpage_baselines SET baseline_head = ${JSON.stringify(head)} WHERE webpage_id = ${inserted.id}`
        yield* due
        const old = yield* claim
        expect(old.continuous_reference!.baseline_hrefs).toHaveLength(300)
        expect(JSON.stringify(old.current_baseline)).toBe(JSON.stringify(large("b")))
        expect(storedRevisionOf(old.current_baseline)).toBe(revision)
        // and its check's write of the state keeps both
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, consecutive_changes: 3 } as Webpage), old)
        expect(Option.getOrThrow(yield* repo.storedBaselines(user.id, inserted.id, revision))).toEqual(texts)

        // reload noise too large for the head: read whole, so a check can read it
        const noisy = large("noisy", { segments: 10_000_000, slots: Array.from({ length: 512 }, (_, i) => 9_999_000 + i) })
        expect(JSON.stringify(noisy.engine_data.reload).length).toBeGreaterThan(4096)
        yield* repo.modify(user.id, inserted.id, (p) => Effect.succeed({ ...p, current_baseline: noisy, continuous_reference: null } as Webpage))
        yield* due
        const whole = yield* claim
        expect(whole.current_baseline!.engine_data.reload).toEqual(noisy.engine_data.reload)
        expect(JSON.stringify(whole.current_baseline)).toBe(JSON.stringify(noisy))
        expect(whole.continuous_reference).toBeNull()
      }))
  })

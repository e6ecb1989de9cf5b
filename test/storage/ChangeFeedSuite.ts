/**
 * Every storage layer records its webpage writes in its `ChangeFeed`, and a
 * write made inside a transaction only when the transaction has ended (so a
 * reader that sees the new number also sees the committed row).
 */
import { ChangeFeed } from "@defmon/core/ports/ChangeFeed"
import * as S from "@defmon/core/ports/storage"
import type { UserId } from "@defmon/core/domain/Webpage"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { newWebpage, NOW } from "./fixtures.js"

let counter = 0

const newUser = Effect.flatMap(S.AccountRepo, (r) =>
  r.create({ name: `feed-${Date.now().toString(36)}-${++counter}`, quota: 10, status_code_monitoring: false, created_at: NOW })
).pipe(Effect.map((a) => Option.getOrThrow(a).id))

const insert = (owner: UserId, path: string) =>
  Effect.flatMap(S.WebpageRepo, (r) =>
    r.insert(newWebpage(owner, `https://feed.example/${path}`, { next_check_at: "2000-01-01T00:00:00.000Z" }))
  ).pipe(Effect.map((p) => Option.getOrThrow(p)))

export const changeFeedSuite = (name: string, storage: Layer.Layer<S.Storage>) =>
  layer(storage, { excludeTestServices: true })(`change feed [${name}]`, (it) => {
    it.effect("writes move the owner's and the page's numbers; reads and other owners' writes do not", () =>
      Effect.gen(function*() {
        const feed = yield* ChangeFeed
        const pages = yield* S.WebpageRepo
        const a = yield* newUser
        const b = yield* newUser
        const before = feed.current()
        const one = yield* insert(a, `${counter}/1`)
        const two = yield* insert(a, `${counter}/2`)
        expect(feed.ofPage(one.id)).toBeGreaterThan(before)
        expect(feed.ofOwner(a)).toBe(feed.ofPage(two.id))
        const seen = feed.current()
        yield* pages.findById(a, one.id)
        yield* pages.list(a, { archived: false })
        yield* pages.countQuota(a)
        expect(feed.current()).toBe(seen)
        yield* insert(b, `${counter}/3`)
        expect(feed.ofOwner(a)).toBeLessThanOrEqual(seen)
        yield* pages.modify(a, one.id, (p) => Effect.succeed({ ...p, health_status: "Warning" as const }))
        expect(feed.ofPage(one.id)).toBeGreaterThan(seen)
        expect(feed.ofPage(two.id)).toBeLessThanOrEqual(seen)
        const beforeRemove = feed.current()
        expect(yield* pages.remove(a, two.id)).toBe(true)
        expect(feed.ofPage(two.id)).toBeGreaterThan(beforeRemove)
        // A failed write (no such page) records nothing.
        const idle = feed.current()
        yield* pages.modify(b, one.id, (p) => Effect.succeed(p))
        expect(feed.current()).toBe(idle)
      }))

    it.effect("inside a transaction, nested or not, the change is recorded when the outermost one ends", () =>
      Effect.gen(function*() {
        const feed = yield* ChangeFeed
        const pages = yield* S.WebpageRepo
        const tx = yield* S.Transactor
        const owner = yield* newUser
        const page = yield* insert(owner, `${counter}/tx`)
        const before = feed.ofPage(page.id)
        const inside = yield* tx.withTransaction(Effect.gen(function*() {
          yield* tx.withTransaction(pages.modify(owner, page.id, (p) => Effect.succeed({ ...p, health_status: "Alert" as const })))
          return [feed.ofPage(page.id), feed.ofOwner(owner)] as const
        }))
        expect(inside).toEqual([before, before])
        expect(feed.ofPage(page.id)).toBeGreaterThan(before)
        expect(feed.ofOwner(owner)).toBe(feed.ofPage(page.id))
      }))

    it.effect("the scheduler's claim is a write of every page it claims", () =>
      Effect.gen(function*() {
        const feed = yield* ChangeFeed
        const pages = yield* S.WebpageRepo
        const owner = yield* newUser
        const page = yield* insert(owner, `${counter}/due`)
        const before = feed.current()
        const claimed = yield* pages.claimDue(NOW, "2026-11-22T10:05:00.000Z", 10_000)
        expect(claimed.map((p) => p.id)).toContain(page.id)
        expect(feed.ofPage(page.id)).toBeGreaterThan(before)
      }))
  })

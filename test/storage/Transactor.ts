/**
 * Transactions: all or nothing, nested calls join, defects roll back too.
 */
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Either, Option } from "effect"
import { insert, newPage, newUser, NOW, type Suite } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const transactor = (it: Suite) => {
  it.effect("transactions at once (on SQLite: committed in groups) each commit or roll back alone, and are read back once returned", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const activity = yield* S.ActivityLogRepo
      const tx = yield* S.Transactor
      const results = yield* Effect.forEach(Array.from({ length: 40 }, (_, i) => i), (i) =>
        tx.withTransaction(
          Effect.gen(function*() {
            yield* activity.append(user.id, { action: `a${i}`, target: "t", details: { i } }, NOW)
            yield* Effect.yieldNow()
            yield* activity.append(user.id, { action: `b${i}`, target: "t", details: { i } }, NOW)
            if (i % 7 === 3) return yield* Effect.fail(`no ${i}` as const)
            if (i % 11 === 5) return yield* Effect.die(`bug ${i}`)
            return i
          })
        ).pipe(
          Effect.exit,
          // once a transaction returned, what it wrote is there (committed) for every reader
          Effect.tap((exit) =>
            exit._tag === "Success"
              ? Effect.map(activity.list(user.id, 200), (l) => expect(l.filter((e) => e.details.i === i)).toHaveLength(2))
              : Effect.void
          )
        ), { concurrency: "unbounded" })
      const ok = results.flatMap((r, i) => (r._tag === "Success" ? [i] : []))
      expect(ok).toEqual(Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 7 !== 3 && i % 11 !== 5))
      const written = (yield* activity.list(user.id, 200)).map((e) => e.action).sort()
      expect(written).toEqual(ok.flatMap((i) => [`a${i}`, `b${i}`]).sort())
    }))

  it.effect("a transaction that fails after two writes leaves nothing", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const repo = yield* S.WebpageRepo
      const activity = yield* S.ActivityLogRepo
      const tx = yield* S.Transactor
      const page = yield* insert(newPage(user, "tx"))
      const result = yield* tx.withTransaction(
        Effect.gen(function*() {
          yield* repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, config_name: "changed" }))
          yield* activity.append(user.id, { action: "a", target: "t", details: {} }, NOW)
          yield* insert(newPage(user, "tx-new"))
          return yield* Effect.fail("boom" as const)
        })
      ).pipe(Effect.either)
      expect(result).toEqual(Either.left("boom"))
      expect(Option.getOrThrow(yield* repo.findById(user.id, page.id)).config_name).toBe("default")
      expect(yield* activity.list(user.id, 10)).toEqual([])
      expect(Option.isNone(yield* repo.findByUrl(user.id, "https://example.com/tx-new"))).toBe(true)
      // nested transactions join the outer one: the inner commit is undone too
      const nested = yield* tx.withTransaction(
        Effect.gen(function*() {
          yield* tx.withTransaction(activity.append(user.id, { action: "inner", target: "t", details: {} }, NOW))
          yield* insert(newPage(user, "tx-nested"))
          return yield* Effect.fail("outer" as const)
        })
      ).pipe(Effect.either)
      expect(nested).toEqual(Either.left("outer"))
      expect(yield* activity.list(user.id, 10)).toEqual([])
      expect(Option.isNone(yield* repo.findByUrl(user.id, "https://example.com/tx-nested"))).toBe(true)
      // a defect rolls back as well
      const died = yield* tx.withTransaction(
        Effect.zipRight(activity.append(user.id, { action: "d", target: "t", details: {} }, NOW), Effect.die("bug"))
      ).pipe(Effect.exit)
      expect(died._tag).toBe("Failure")
      expect(yield* activity.list(user.id, 10)).toEqual([])
      // a failing f inside modify rolls back too
      const failed = yield* repo.modify(user.id, page.id, () => Effect.fail("no" as const)).pipe(Effect.either)
      expect(Either.isLeft(failed)).toBe(true)
      // and a successful one commits everything
      yield* tx.withTransaction(
        Effect.zipRight(
          repo.modify(user.id, page.id, (p) => Effect.succeed({ ...p, config_name: "ok" })),
          activity.append(user.id, { action: "b", target: "t", details: { n: 1 } }, NOW)
        )
      )
      expect(Option.getOrThrow(yield* repo.findById(user.id, page.id)).config_name).toBe("ok")
      expect((yield* activity.list(user.id, 10)).map((e) => e.details)).toEqual([{ n: 1 }])
    }))
}

/**
 * Accounts and API tokens.
 */
import { ApiToken } from "@defmon/core/domain/Account"
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option } from "effect"
import { at, newUser, NOW, type Suite, unique, valid } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const accounts = (it: Suite) => {
  it.effect("accounts are unique by name; tokens found by hash and revoked by id or prefix", () =>
    Effect.gen(function*() {
      const accounts = yield* S.AccountRepo
      const tokens = yield* S.ApiTokenRepo
      const name = unique("acct")
      const a = Option.getOrThrow(yield* accounts.create({ name, quota: 5, status_code_monitoring: true, created_at: NOW }))
      expect(Option.isNone(yield* accounts.create({ name, quota: 1, status_code_monitoring: false, created_at: NOW }))).toBe(true)
      expect(Option.getOrThrow(yield* accounts.findByName(name))).toEqual(a)
      yield* accounts.update({ ...a, quota: 9, status_code_monitoring: false })
      expect(Option.getOrThrow(yield* accounts.get(a.id))).toMatchObject({ quota: 9, status_code_monitoring: false })
      const hash1 = unique("hash")
      const t1 = yield* tokens.insert({ user_id: a.id, prefix: unique("p"), token_hash: hash1, created_at: NOW, revoked_at: null })
      const t2 = yield* tokens.insert({ user_id: a.id, prefix: unique("q"), token_hash: unique("hash"), created_at: NOW, revoked_at: null })
      expect(Option.getOrThrow(yield* tokens.findByHash(hash1))).toEqual(t1)
      valid(ApiToken, t1)
      expect(Option.isNone(yield* tokens.findByHash(unique("nohash")))).toBe(true)
      expect(Option.getOrThrow(yield* tokens.revoke(a.id, String(t1.id), at(1))).revoked_at).toBe(at(1))
      expect(Option.getOrThrow(yield* tokens.revoke(a.id, t2.prefix, at(2))).revoked_at).toBe(at(2))
      const other = yield* newUser()
      expect(Option.isNone(yield* tokens.revoke(other.id, t2.prefix, at(3)))).toBe(true)
      expect((yield* tokens.listByUser(a.id)).map((t) => t.revoked_at)).toEqual([at(1), at(2)])
    }))
}

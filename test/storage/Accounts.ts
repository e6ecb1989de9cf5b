/**
 * Accounts and API tokens.
 */
import { ApiToken, PortalSession } from "@defmon/core/domain/Account"
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
      const t1 = yield* tokens.insert({ user_id: a.id, prefix: unique("p"), token_hash: hash1, created_at: NOW, revoked_at: null, name: "ci <deploy>", last_used_at: null })
      const t2 = yield* tokens.insert({ user_id: a.id, prefix: unique("q"), token_hash: unique("hash"), created_at: NOW, revoked_at: null, name: "", last_used_at: null })
      expect(Option.getOrThrow(yield* tokens.findByHash(hash1))).toEqual(t1)
      valid(ApiToken, t1)
      expect(Option.isNone(yield* tokens.findByHash(unique("nohash")))).toBe(true)
      expect(Option.getOrThrow(yield* tokens.revoke(a.id, String(t1.id), at(1))).revoked_at).toBe(at(1))
      expect(Option.getOrThrow(yield* tokens.revoke(a.id, t2.prefix, at(2))).revoked_at).toBe(at(2))
      const other = yield* newUser()
      expect(Option.isNone(yield* tokens.revoke(other.id, t2.prefix, at(3)))).toBe(true)
      expect((yield* tokens.listByUser(a.id)).map((t) => t.revoked_at)).toEqual([at(1), at(2)])
      yield* tokens.touch(t1.id, at(4))
      expect(Option.getOrThrow(yield* tokens.findByHash(hash1))).toMatchObject({ name: "ci <deploy>", last_used_at: at(4) })
    }))

  it.effect("passwords are set, replaced and read per account; accounts without one have none", () =>
    Effect.gen(function*() {
      const accounts = yield* S.AccountRepo
      const a = yield* newUser()
      const b = yield* newUser()
      expect(Option.isNone(yield* accounts.passwordHash(a.id))).toBe(true)
      yield* accounts.setPassword(a.id, "scrypt$1", NOW)
      yield* accounts.setPassword(a.id, "scrypt$2", at(1))
      expect(Option.getOrThrow(yield* accounts.passwordHash(a.id))).toBe("scrypt$2")
      expect(Option.isNone(yield* accounts.passwordHash(b.id))).toBe(true)
    }))

  it.effect("portal sessions: found by hash, touched, removed, expired by age or idleness", () =>
    Effect.gen(function*() {
      const sessions = yield* S.SessionRepo
      const user = yield* newUser()
      const make = (h: string, created: string) =>
        PortalSession.make({ id_hash: h, user_id: user.id, csrf_token: unique("csrf"), created_at: created, last_seen_at: created })
      const old = make(unique("old"), "2000-01-01T00:00:00.000Z")
      const idle = make(unique("idle"), NOW)
      const live = make(unique("live"), NOW)
      for (const s of [old, idle, live]) yield* sessions.insert(s)
      expect(Option.getOrThrow(yield* sessions.find(live.id_hash))).toEqual(live)
      valid(PortalSession, Option.getOrThrow(yield* sessions.find(live.id_hash)))
      yield* sessions.touch(live.id_hash, at(30))
      expect(Option.getOrThrow(yield* sessions.find(live.id_hash)).last_seen_at).toBe(at(30))
      // created before 2001 or unseen since NOT + 10 min: old and idle go, live stays
      const removed = yield* sessions.removeExpired("2001-01-01T00:00:00.000Z", at(10))
      expect(removed).toBeGreaterThanOrEqual(2)
      expect(Option.isNone(yield* sessions.find(old.id_hash))).toBe(true)
      expect(Option.isNone(yield* sessions.find(idle.id_hash))).toBe(true)
      expect(Option.isSome(yield* sessions.find(live.id_hash))).toBe(true)
      yield* sessions.remove(live.id_hash)
      expect(Option.isNone(yield* sessions.find(live.id_hash))).toBe(true)
    }))
}

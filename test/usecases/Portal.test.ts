/**
 * The portal's use cases on the in-memory storage with a test clock:
 * passwords (scrypt, stored hashed), sign-in with its back-off, a new
 * session at every sign-in, idle and absolute expiry, sign-out, tokens
 * the owner makes and revokes, incidents acknowledged.
 */
import { AccountRepo, IncidentRepo, SessionRepo } from "@defmon/core/ports/storage"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { hashPassword, hashSessionId, PasswordCost, Portal, SessionLimits, verifyPassword } from "@defmon/core/usecases/Portal"
import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Duration, Effect, Layer, Option, TestClock } from "effect"

const password = "correct horse battery staple"
let users = 0

const newUser = Effect.gen(function*() {
  const name = `portal-${++users}`
  yield* (yield* Accounts).createUser({ name, quota: 10, status_code_monitoring: false })
  yield* (yield* Portal).setPassword(name, password)
  return name
})

const signedIn = (name: string) =>
  Effect.flatMap(Portal, (p) => p.signIn(name, password, undefined)).pipe(
    Effect.map((r) => {
      if (r._tag !== "SignedIn") throw new Error(`expected a sign-in, got ${r._tag}`)
      return r
    })
  )

// The rules do not depend on the cost; the browser suite signs in with the
// default one.
const cheap = Layer.succeed(PasswordCost, { N: 1 << 10, r: 8, p: 1 })
const storage = MemoryStorage.layer
layer(Layer.mergeAll(Portal.Default, Accounts.Default, cheap).pipe(Layer.provideMerge(storage)), { timeout: 60_000 })("Portal", (it) => {
  it.effect("new hashes use the default cost, an OWASP-equivalent scrypt setting, unless told otherwise", () =>
    Effect.gen(function*() {
      const stored = yield* hashPassword(password).pipe(Effect.provideService(PasswordCost, PasswordCost.defaultValue()))
      expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
      expect(yield* verifyPassword(password, stored)).toBe(true)
      expect(yield* hashPassword(password)).toMatch(/^scrypt\$1024\$8\$1\$/)
      expect(yield* verifyPassword(password, "scrypt$0$8$1$AAAA$AAAA")).toBe(false)
      expect(yield* verifyPassword(password, "plain")).toBe(false)
    }))

  it.effect("a password is stored as an scrypt hash and must be 12 characters or more", () =>
    Effect.gen(function*() {
      const name = yield* newUser
      const account = yield* (yield* Accounts).findUser(name)
      const stored = Option.getOrThrow(yield* (yield* AccountRepo).passwordHash(account.id))
      expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/)
      expect(stored).not.toContain(password)
      expect(yield* verifyPassword(password, stored)).toBe(true)
      expect(yield* verifyPassword(password + "!", stored)).toBe(false)
      const short = yield* Effect.flip((yield* Portal).setPassword(name, "short"))
      expect(short).toMatchObject({ _tag: "InvalidInput", field: "password" })
      const nobody = yield* Effect.flip((yield* Portal).setPassword("nobody-here", password))
      expect(nobody).toMatchObject({ _tag: "InvalidInput", field: "user" })
    }))

  it.effect("sign-in gives a new session each time and removes the one presented; the store holds only its hash", () =>
    Effect.gen(function*() {
      const name = yield* newUser
      const portal = yield* Portal
      const first = yield* signedIn(name)
      expect(first.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const sessions = yield* SessionRepo
      expect(Option.isSome(yield* sessions.find(hashSessionId(first.sessionId)))).toBe(true)
      expect(Option.isNone(yield* sessions.find(first.sessionId))).toBe(true)
      const second = yield* portal.signIn(name, password, first.sessionId)
      expect(second._tag).toBe("SignedIn")
      if (second._tag !== "SignedIn") return
      expect(second.sessionId).not.toBe(first.sessionId)
      expect(second.session.csrf_token).not.toBe(first.session.csrf_token)
      expect(Option.isNone(yield* portal.session(first.sessionId))).toBe(true)
      expect(Option.getOrThrow(yield* portal.session(second.sessionId)).account.name).toBe(name)
      yield* portal.signOut(second.sessionId)
      expect(Option.isNone(yield* portal.session(second.sessionId))).toBe(true)
      expect(Option.isNone(yield* portal.session("not-a-session"))).toBe(true)
    }))

  it.effect("failed sign-ins of a name wait longer and longer; a wrong name fails the same way", () =>
    Effect.gen(function*() {
      const name = yield* newUser
      const portal = yield* Portal
      for (let i = 0; i < SessionLimits.freeFailures; i++) {
        expect((yield* portal.signIn(name, "wrong password!", undefined))._tag).toBe("Refused")
      }
      // the 4th failure starts a 1 s wait, the 5th a 2 s one
      expect((yield* portal.signIn(name, "wrong password!", undefined))._tag).toBe("Refused")
      expect(yield* portal.signIn(name, password, undefined)).toEqual({ _tag: "Wait", seconds: 1 })
      yield* TestClock.adjust(Duration.seconds(1))
      expect((yield* portal.signIn(name, "wrong password!", undefined))._tag).toBe("Refused")
      expect(yield* portal.signIn(name.toUpperCase(), password, undefined)).toEqual({ _tag: "Wait", seconds: 2 })
      yield* TestClock.adjust(Duration.seconds(2))
      // the right password after the wait signs in and clears the count
      expect((yield* portal.signIn(name, password, undefined))._tag).toBe("SignedIn")
      expect((yield* portal.signIn(name, "wrong password!", undefined))._tag).toBe("Refused")
      expect((yield* portal.signIn(name, password, undefined))._tag).toBe("SignedIn")
      expect((yield* portal.signIn("no-such-user", password, undefined))._tag).toBe("Refused")
    }))

  it.effect("a session ends after its idle time, and after its absolute lifetime even when used", () =>
    Effect.gen(function*() {
      const name = yield* newUser
      const portal = yield* Portal
      const idle = yield* signedIn(name)
      yield* TestClock.adjust(Duration.millis(SessionLimits.idleMs + 1000))
      expect(Option.isNone(yield* portal.session(idle.sessionId))).toBe(true)

      const busy = yield* signedIn(name)
      const step = SessionLimits.idleMs / 2
      for (let t = step; t < SessionLimits.absoluteMs; t += step) {
        yield* TestClock.adjust(Duration.millis(step))
        expect(Option.isSome(yield* portal.session(busy.sessionId))).toBe(true)
      }
      yield* TestClock.adjust(Duration.millis(step + 1000))
      expect(Option.isNone(yield* portal.session(busy.sessionId))).toBe(true)
    }))

  it.effect("tokens made in the portal are the owner's: named, listed newest first, revoked only by their owner", () =>
    Effect.gen(function*() {
      const accounts = yield* Accounts
      const alice = yield* accounts.findUser(yield* newUser)
      const bob = yield* accounts.findUser(yield* newUser)
      const a1 = yield* accounts.createTokenFor(alice.id, "  ci  ")
      const a2 = yield* accounts.createTokenFor(alice.id, "")
      expect(a1.record.name).toBe("ci")
      expect((yield* accounts.tokensOf(alice.id)).map((t) => t.id)).toEqual([a2.record.id, a1.record.id])
      expect(yield* Effect.flip(accounts.createTokenFor(alice.id, "x".repeat(101)))).toMatchObject({ field: "name" })
      expect(yield* Effect.flip(accounts.revokeTokenOf(bob.id, a1.record.id))).toMatchObject({ _tag: "InvalidInput" })
      expect(Option.getOrThrow(yield* accounts.authenticate(a1.token)).id).toBe(alice.id)
      expect((yield* accounts.tokensOf(alice.id)).find((t) => t.id === a1.record.id)!.last_used_at).not.toBeNull()
      yield* accounts.revokeTokenOf(alice.id, a1.record.id)
      expect(Option.isNone(yield* accounts.authenticate(a1.token))).toBe(true)
    }))

  it.effect("incidents are listed by status and acknowledged once, by their owner only", () =>
    Effect.gen(function*() {
      const accounts = yield* Accounts
      const portal = yield* Portal
      const alice = yield* accounts.findUser(yield* newUser)
      const bob = yield* accounts.findUser(yield* newUser)
      const incident = yield* (yield* IncidentRepo).open(alice.id, 1 as never, "defacement", [{ message: "<b>x</b>" }], "2020-01-01T00:00:00.000Z")
      expect((yield* portal.incidents(alice.id, "open", 10)).map((x) => x.incident.id)).toEqual([incident.id])
      expect(yield* Effect.flip(portal.acknowledge(bob.id, incident.id))).toMatchObject({ field: "incident" })
      const acked = yield* portal.acknowledge(alice.id, incident.id)
      expect(acked.acknowledged_at).not.toBeNull()
      expect((yield* portal.incidents(alice.id, "open", 10))[0]!.acknowledged_at).toBe(acked.acknowledged_at)
      const log = yield* accounts.activityList(alice.id, 10)
      expect(log.map((r) => r.action)).toContain("incident.acknowledge")
    }))
})

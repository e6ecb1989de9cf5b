/**
 * The web portal's own use cases: passwords (scrypt), sign-in with a
 * back-off after failed attempts, sessions with idle and absolute expiry,
 * and incidents across the account's pages. The API never uses these: it
 * keeps bearer tokens only.
 *
 * @since 0.1.0
 */
import { Context, Effect, Option } from "effect"
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import type { Account, PortalSession } from "../domain/Account.js"
import { InvalidInput } from "../domain/Errors.js"
import type { UserId } from "../domain/Webpage.js"
import { nowIso } from "../ports/Clock.js"
import { AccountRepo, ActivityLogRepo, IncidentRepo, SessionRepo } from "../ports/storage/index.js"

/**
 * Limits of the portal's sessions and sign-in.
 *
 * @since 0.1.0
 */
export const SessionLimits = {
  /** a session unused this long ends */
  idleMs: 2 * 60 * 60_000,
  /** a session ends this long after sign-in, used or not */
  absoluteMs: 12 * 60 * 60_000,
  /** last activity is written at most this often per session */
  touchEveryMs: 60_000,
  /** failed sign-ins of one name allowed before the back-off starts */
  freeFailures: 3,
  /** the longest wait the back-off asks for */
  maxBackoffMs: 5 * 60_000,
  passwordMin: 12,
  passwordMax: 1024
} as const

/**
 * The scrypt cost of new password hashes. The default, N = 2^15, r = 8,
 * p = 3 (32 MiB), is one of the settings OWASP's password storage cheat
 * sheet lists as equal to its N = 2^17 minimum, with a quarter of the
 * memory per sign-in. Each stored hash carries its own parameters, so a
 * change applies to new passwords and old ones still verify. Tests of the
 * sign-in rules may provide a cheaper cost.
 *
 * @since 0.1.0
 */
export class PasswordCost extends Context.Reference<PasswordCost>()("@defmon/core/PasswordCost", {
  defaultValue: () => ({ N: 1 << 15, r: 8, p: 3 })
}) {}

const KEY = 32

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  Effect.async<Buffer>((resume) => {
    scrypt(password.normalize("NFC"), salt, KEY, { N: n, r, p, maxmem: 256 * n * r }, (error, key) => {
      if (error) resume(Effect.die(error))
      else resume(Effect.succeed(key))
    })
  })

/**
 * The stored form of a password: `scrypt$N$r$p$salt$key` (base64url).
 *
 * @since 0.1.0
 */
export const hashPassword = (password: string) =>
  Effect.gen(function*() {
    const { N, p, r } = yield* PasswordCost
    const salt = randomBytes(16)
    const key = yield* derive(password, salt, N, r, p)
    return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`
  })

/**
 * Whether `password` matches a stored hash (constant-time comparison).
 *
 * @since 0.1.0
 */
export const verifyPassword = (password: string, stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split("$")
  const cost = [Number(n), Number(r), Number(p)] as const
  if (scheme !== "scrypt" || salt === undefined || key === undefined || !cost.every((x) => Number.isSafeInteger(x) && x > 0)) {
    return Effect.succeed(false)
  }
  const expected = Buffer.from(key, "base64url")
  return Effect.map(derive(password, Buffer.from(salt, "base64url"), ...cost), (actual) =>
    actual.length === expected.length && timingSafeEqual(actual, expected))
}

// Compared against when the name is unknown, so a wrong name costs as long
// as a wrong password and does not reveal which names exist.
const decoyOf = (cost: PasswordCost["Type"]) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${randomBytes(16).toString("base64url")}$${randomBytes(KEY).toString("base64url")}`

/**
 * SHA-256 (hex) of a session id: the only form in which it is stored.
 *
 * @since 0.1.0
 */
export const hashSessionId = (id: string): string => createHash("sha256").update(id, "utf8").digest("hex")

const wellFormedSession = /^[A-Za-z0-9_-]{43}$/

/**
 * The outcome of a sign-in attempt.
 *
 * @since 0.1.0
 */
export type SignIn =
  | { readonly _tag: "SignedIn"; readonly account: Account; readonly sessionId: string; readonly session: PortalSession }
  | { readonly _tag: "Refused" }
  | { readonly _tag: "Wait"; readonly seconds: number }

/**
 * A signed-in request: its account and session.
 *
 * @since 0.1.0
 */
export interface Signed {
  readonly account: Account
  readonly session: PortalSession
}

/**
 * The portal's use cases.
 *
 * @since 0.1.0
 */
export class Portal extends Effect.Service<Portal>()("@defmon/core/Portal", {
  effect: Effect.gen(function*() {
    const accounts = yield* AccountRepo
    const sessions = yield* SessionRepo
    const incidents = yield* IncidentRepo
    const activity = yield* ActivityLogRepo
    // Failed sign-ins per name in this process: count and the time before
    // which the next attempt is refused unread.
    const failures = new Map<string, { count: number; until: number }>()

    const now = Effect.map(nowIso, (iso) => ({ iso, ms: Date.parse(iso) }))
    const decoy = decoyOf(yield* PasswordCost)

    return {
      /** sets a user's password (operator: `defmon user create|password --password-stdin`) */
      setPassword: (name: string, password: string) =>
        Effect.gen(function*() {
          if (password.length < SessionLimits.passwordMin || password.length > SessionLimits.passwordMax) {
            return yield* new InvalidInput({
              field: "password",
              message: `password: ${SessionLimits.passwordMin} to ${SessionLimits.passwordMax} characters`
            })
          }
          const account = yield* Effect.flatMap(accounts.findByName(name), Option.match({
            onNone: () => Effect.fail(new InvalidInput({ field: "user", message: `no user named "${name}"` })),
            onSome: Effect.succeed
          }))
          const t = yield* now
          yield* accounts.setPassword(account.id, yield* hashPassword(password), t.iso)
          yield* activity.append(account.id, { action: "password.set", target: `user:${account.id}`, details: {} }, t.iso)
          return account
        }),

      /**
       * Checks a name and password; on success a new session (a new id:
       * the one presented before, if any, is removed, so an id planted
       * before sign-in is worthless after it).
       */
      signIn: (name: string, password: string, previousSessionId: string | undefined) =>
        Effect.gen(function*() {
          const t = yield* now
          const key = name.trim().toLowerCase()
          const failed = failures.get(key)
          if (failed !== undefined && failed.until > t.ms) {
            return { _tag: "Wait", seconds: Math.ceil((failed.until - t.ms) / 1000) } satisfies SignIn as SignIn
          }
          const account = yield* accounts.findByName(name.trim())
          const stored = Option.isSome(account) ? yield* accounts.passwordHash(account.value.id) : Option.none<string>()
          const ok = yield* verifyPassword(password, Option.getOrElse(stored, () => decoy))
          if (!ok || Option.isNone(account) || Option.isNone(stored)) {
            const count = (failed?.count ?? 0) + 1
            const over = count - SessionLimits.freeFailures
            const wait = over <= 0 ? 0 : Math.min(SessionLimits.maxBackoffMs, 1000 * 2 ** (over - 1))
            failures.set(key, { count, until: t.ms + wait })
            if (Option.isSome(account)) {
              yield* activity.append(account.value.id, { action: "signin.failed", target: `user:${account.value.id}`, details: { failures: count } }, t.iso)
            }
            return { _tag: "Refused" } satisfies SignIn as SignIn
          }
          failures.delete(key)
          if (previousSessionId !== undefined) yield* sessions.remove(hashSessionId(previousSessionId))
          yield* sessions.removeExpired(new Date(t.ms - SessionLimits.absoluteMs).toISOString(), new Date(t.ms - SessionLimits.idleMs).toISOString())
          const sessionId = randomBytes(32).toString("base64url")
          const session: PortalSession = {
            id_hash: hashSessionId(sessionId),
            user_id: account.value.id,
            csrf_token: randomBytes(32).toString("base64url"),
            created_at: t.iso,
            last_seen_at: t.iso
          }
          yield* sessions.insert(session)
          yield* activity.append(account.value.id, { action: "signin", target: `user:${account.value.id}`, details: {} }, t.iso)
          return { _tag: "SignedIn", account: account.value, sessionId, session } satisfies SignIn as SignIn
        }),

      /** the account and session of a cookie value; `None` when unknown or expired (an expired one is removed) */
      session: (sessionId: string): Effect.Effect<Option.Option<Signed>> =>
        Effect.gen(function*() {
          if (!wellFormedSession.test(sessionId)) return Option.none()
          const idHash = hashSessionId(sessionId)
          const found = yield* sessions.find(idHash)
          if (Option.isNone(found)) return Option.none()
          const t = yield* now
          const s = found.value
          if (t.ms - Date.parse(s.created_at) > SessionLimits.absoluteMs || t.ms - Date.parse(s.last_seen_at) > SessionLimits.idleMs) {
            yield* sessions.remove(idHash)
            return Option.none()
          }
          const account = yield* accounts.get(s.user_id)
          if (Option.isNone(account)) return Option.none()
          if (t.ms - Date.parse(s.last_seen_at) > SessionLimits.touchEveryMs) yield* sessions.touch(idHash, t.iso)
          return Option.some({ account: account.value, session: s })
        }),

      /** ends a session */
      signOut: (sessionId: string) => sessions.remove(hashSessionId(sessionId)),

      /** the owner's incidents, open or resolved, newest first */
      incidents: (owner: UserId, status: "open" | "resolved", limit: number) => incidents.list(owner, status, limit),

      /** marks an incident as seen */
      acknowledge: (owner: UserId, id: number) =>
        Effect.gen(function*() {
          const t = yield* now
          const done = yield* incidents.acknowledge(owner, id, t.iso)
          if (Option.isNone(done)) return yield* new InvalidInput({ field: "incident", message: `no incident ${id}` })
          yield* activity.append(owner, { action: "incident.acknowledge", target: `incident:${id}`, details: {} }, t.iso)
          return done.value
        })
    } as const
  })
}) {}

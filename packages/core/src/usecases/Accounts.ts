/**
 * Account and API token use cases (operator side: the `defmon` CLI), and the
 * bearer-token check of the API.
 *
 * @since 0.1.0
 */
import { Effect, Option } from "effect"
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { Account, ApiToken } from "../domain/Account.js"
import { ActivityLogNotFound, Conflict, InvalidInput } from "../domain/Errors.js"
import { nowIso } from "../ports/Clock.js"
import { AccountRepo, ActivityLogRepo, ApiTokenRepo } from "../ports/storage/index.js"
import type { UserId } from "../domain/Webpage.js"

/**
 * Prefix of every token, so a leaked token is easy to recognise in logs and
 * by secret scanners.
 *
 * @since 0.1.0
 */
export const TokenPrefix = "dmn_"

/**
 * SHA-256 (hex) of a token: the only form in which tokens are stored.
 *
 * @since 0.1.0
 */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

const wellFormed = /^dmn_[A-Za-z0-9_-]{43}$/

/**
 * A new token: 32 random bytes, base64url, with the `dmn_` prefix.
 *
 * @since 0.1.0
 */
export const generateToken = (): string => TokenPrefix + randomBytes(32).toString("base64url")

/**
 * Account and token use cases.
 *
 * @since 0.1.0
 */
export class Accounts extends Effect.Service<Accounts>()("@defmon/core/Accounts", {
  effect: Effect.gen(function*() {
    const accounts = yield* AccountRepo
    const tokens = yield* ApiTokenRepo
    const activity = yield* ActivityLogRepo

    const issueToken = (owner: UserId, rawName: string) =>
      Effect.gen(function*() {
        const tokenName = rawName.trim()
        if (tokenName.length > 100) {
          return yield* new InvalidInput({ field: "name", message: "name: at most 100 characters" })
        }
        const token = generateToken()
        const now = yield* nowIso
        const record = yield* tokens.insert({
          user_id: owner,
          name: tokenName,
          prefix: token.slice(0, TokenPrefix.length + 6),
          token_hash: hashToken(token),
          created_at: now,
          revoked_at: null,
          last_used_at: null
        })
        yield* activity.append(owner, { action: "token.create", target: `token:${record.id}`, details: { prefix: record.prefix, name: tokenName } }, now)
        return { token, record }
      })

    const byName = (name: string) =>
      Effect.flatMap(
        accounts.findByName(name),
        Option.match({
          onNone: () => Effect.fail(new InvalidInput({ field: "user", message: `no user named "${name}"` })),
          onSome: Effect.succeed
        })
      )

    return {
      /** creates a user (account) with its quota of non-archived webpages */
      createUser: (input: { readonly name: string; readonly quota: number; readonly status_code_monitoring: boolean }) =>
        Effect.gen(function*() {
          const name = input.name.trim()
          if (!/^[A-Za-z0-9._@-]{1,100}$/.test(name)) {
            return yield* new InvalidInput({
              field: "name",
              message: "name must be 1 to 100 letters, digits or . _ @ -"
            })
          }
          if (!Number.isInteger(input.quota) || input.quota < 0 || input.quota > 10_000_000) {
            return yield* new InvalidInput({ field: "quota", message: "quota must be an integer from 0 to 10000000" })
          }
          const now = yield* nowIso
          const created = yield* accounts.create({
            name,
            quota: input.quota,
            status_code_monitoring: input.status_code_monitoring,
            created_at: now
          })
          return yield* Option.match(created, {
            onNone: () => Effect.fail(new Conflict({ message: `a user named "${name}" already exists` })),
            onSome: Effect.succeed
          })
        }),

      /** finds a user by name */
      findUser: byName,

      /** changes a user's quota or status-code monitoring flag */
      updateUser: (name: string, patch: { readonly quota?: number; readonly status_code_monitoring?: boolean }) =>
        Effect.gen(function*() {
          const account = yield* byName(name)
          const next: Account = { ...account, ...patch }
          yield* accounts.update(next)
          return next
        }),

      /** creates a token for a user; the token is returned once and stored only as a hash */
      createToken: (userName: string, tokenName = "") =>
        Effect.flatMap(byName(userName), (account) => issueToken(account.id, tokenName)),

      /** creates a token for the signed-in owner (the portal); returned once */
      createTokenFor: (owner: UserId, tokenName: string) => issueToken(owner, tokenName),

      /** the owner's tokens, newest first (the portal) */
      tokensOf: (owner: UserId) => Effect.map(tokens.listByUser(owner), (ts) => [...ts].reverse()),

      /** revokes one of the owner's tokens by id (the portal) */
      revokeTokenOf: (owner: UserId, id: number) =>
        Effect.gen(function*() {
          const now = yield* nowIso
          const revoked = yield* tokens.revoke(owner, String(id), now)
          const record = yield* Option.match(revoked, {
            onNone: () => Effect.fail(new InvalidInput({ field: "token", message: `no token ${id}` })),
            onSome: Effect.succeed
          })
          yield* activity.append(owner, { action: "token.revoke", target: `token:${record.id}`, details: { prefix: record.prefix } }, now)
          return record
        }),

      /** revokes one of a user's tokens by id or prefix */
      revokeToken: (userName: string, idOrPrefix: string) =>
        Effect.gen(function*() {
          const account = yield* byName(userName)
          const now = yield* nowIso
          const revoked = yield* tokens.revoke(account.id, idOrPrefix, now)
          const record = yield* Option.match(revoked, {
            onNone: () => Effect.fail(new InvalidInput({ field: "token", message: `user "${userName}" has no token "${idOrPrefix}"` })),
            onSome: Effect.succeed
          })
          yield* activity.append(account.id, { action: "token.revoke", target: `token:${record.id}`, details: { prefix: record.prefix } }, now)
          return record
        }),

      /** a user's tokens (hashes never leave storage through the CLI) */
      listTokens: (userName: string): Effect.Effect<ReadonlyArray<ApiToken>, InvalidInput> =>
        Effect.flatMap(byName(userName), (a) => tokens.listByUser(a.id)),

      /**
       * The account of a bearer token; `None` for a missing, malformed,
       * unknown or revoked token. The stored hash is compared in constant time.
       */
      authenticate: (token: string): Effect.Effect<Option.Option<Account>> =>
        Effect.gen(function*() {
          if (!wellFormed.test(token)) return Option.none()
          const hash = hashToken(token)
          const found = yield* tokens.findByHash(hash)
          if (Option.isNone(found) || found.value.revoked_at !== null) return Option.none()
          const a = Buffer.from(found.value.token_hash, "hex")
          const b = Buffer.from(hash, "hex")
          if (a.length !== b.length || !timingSafeEqual(a, b)) return Option.none()
          // Last use to the minute: one write a minute at most per token. A
          // database that cannot take the write (full, read-only) does not
          // stop the request: reads go on, and a write says what is wrong.
          const minute = (yield* nowIso).slice(0, 16) + ":00.000Z"
          if (found.value.last_used_at === null || found.value.last_used_at < minute) {
            yield* Effect.catchAllDefect(tokens.touch(found.value.id, minute), (d) => Effect.logWarning("token last use not recorded", d))
          }
          return yield* accounts.get(found.value.user_id)
        }),

      /** spec 19: one of the user's activity log records */
      activity: (owner: UserId, id: number) =>
        Effect.flatMap(
          activity.get(owner, id),
          Option.match({
            onNone: () => Effect.fail(new ActivityLogNotFound({ message: `activity log record ${id} not found` })),
            onSome: Effect.succeed
          })
        ),

      /** the user's newest activity log records */
      activityList: (owner: UserId, limit: number) => activity.list(owner, limit)
    } as const
  })
}) {}

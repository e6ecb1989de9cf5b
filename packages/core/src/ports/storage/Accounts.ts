/**
 * Accounts (operator-managed) and their API tokens (hashes only).
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { Account, ApiToken, PortalSession } from "../../domain/Account.js"
import type { UserId } from "../../domain/Webpage.js"

/**
 * Accounts table (operator-managed).
 *
 * @since 0.1.0
 */
export class AccountRepo extends Context.Tag("@defmon/core/AccountRepo")<
  AccountRepo,
  {
    /** `None` when the name is taken */
    readonly create: (account: Omit<Account, "id">) => Effect.Effect<Option.Option<Account>>
    readonly get: (id: UserId) => Effect.Effect<Option.Option<Account>>
    /**
     * The account, locked until the transaction ends (PostgreSQL: its row
     * `FOR UPDATE`; SQLite and memory serialise writers anyway): what counts
     * against its quota cannot change under the caller.
     */
    readonly getForUpdate: (id: UserId) => Effect.Effect<Option.Option<Account>>
    readonly findByName: (name: string) => Effect.Effect<Option.Option<Account>>
    readonly update: (account: Account) => Effect.Effect<void>
    /** sets the account's portal password (its scrypt hash) */
    readonly setPassword: (id: UserId, passwordHash: string, now: string) => Effect.Effect<void>
    /** the account's password hash; `None` when it has no password (cannot sign in) */
    readonly passwordHash: (id: UserId) => Effect.Effect<Option.Option<string>>
  }
>() {}

/**
 * API tokens table (hashes only).
 *
 * @since 0.1.0
 */
export class ApiTokenRepo extends Context.Tag("@defmon/core/ApiTokenRepo")<
  ApiTokenRepo,
  {
    readonly insert: (token: Omit<ApiToken, "id">) => Effect.Effect<ApiToken>
    readonly findByHash: (tokenHash: string) => Effect.Effect<Option.Option<ApiToken>>
    readonly listByUser: (userId: UserId) => Effect.Effect<ReadonlyArray<ApiToken>>
    /** revokes the user's token with this id or prefix; `None` when there is none */
    readonly revoke: (userId: UserId, idOrPrefix: string, now: string) => Effect.Effect<Option.Option<ApiToken>>
    /** records that the token authenticated a request at `now` */
    readonly touch: (id: number, now: string) => Effect.Effect<void>
  }
>() {}

/**
 * Portal sessions (by the hash of their id).
 *
 * @since 0.1.0
 */
export class SessionRepo extends Context.Tag("@defmon/core/SessionRepo")<
  SessionRepo,
  {
    readonly insert: (session: PortalSession) => Effect.Effect<void>
    readonly find: (idHash: string) => Effect.Effect<Option.Option<PortalSession>>
    /** moves the session's last activity to `now` */
    readonly touch: (idHash: string, now: string) => Effect.Effect<void>
    readonly remove: (idHash: string) => Effect.Effect<void>
    /** removes the sessions created before `createdBefore` or idle since before `seenBefore`; their number */
    readonly removeExpired: (createdBefore: string, seenBefore: string) => Effect.Effect<number>
  }
>() {}

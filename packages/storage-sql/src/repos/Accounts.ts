/**
 * Accounts and API tokens on SQL.
 *
 * @since 0.1.0
 */
import type { Account, ApiToken, PortalSession } from "@defmon/core/domain/Account"
import { UserId } from "@defmon/core/domain/Webpage"
import { AccountRepo, ApiTokenRepo, SessionRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { flag, int, type Row, text, textOrNull } from "../internal/columns.js"
import { first, type RepoContext, rows } from "../internal/context.js"

const toAccount = (r: Row): Account => ({
  id: UserId.make(int(r.id)),
  name: text(r.name),
  quota: int(r.quota),
  status_code_monitoring: flag(r.status_code_monitoring),
  created_at: text(r.created_at)
})

const toToken = (r: Row): ApiToken => ({
  id: int(r.id),
  user_id: UserId.make(int(r.user_id)),
  name: text(r.name),
  prefix: text(r.prefix),
  token_hash: text(r.token_hash),
  created_at: text(r.created_at),
  revoked_at: textOrNull(r.revoked_at),
  last_used_at: textOrNull(r.last_used_at)
})

const toSession = (r: Row): PortalSession => ({
  id_hash: text(r.id_hash),
  user_id: UserId.make(int(r.user_id)),
  csrf_token: text(r.csrf_token),
  created_at: text(r.created_at),
  last_seen_at: text(r.last_seen_at)
})

/**
 * The accounts on a client.
 *
 * @since 0.1.0
 */
export const makeAccounts = ({ clauses, sql }: RepoContext): AccountRepo["Type"] =>
  AccountRepo.of({
    create: (a) =>
      first(
        sql`INSERT INTO accounts ${
          sql.insert({ ...a, status_code_monitoring: a.status_code_monitoring ? 1 : 0 })
        } ON CONFLICT (name) DO NOTHING RETURNING *`,
        toAccount
      ),
    get: (id) => first(sql`SELECT * FROM accounts WHERE id = ${id}`, toAccount),
    getForUpdate: (id) => first(sql`SELECT * FROM accounts WHERE id = ${id} ${sql.unsafe(clauses.rowLock)}`, toAccount),
    findByName: (name) => first(sql`SELECT * FROM accounts WHERE name = ${name}`, toAccount),
    update: (a) =>
      Effect.asVoid(
        rows(
          sql`UPDATE accounts SET quota = ${a.quota}, status_code_monitoring = ${a.status_code_monitoring ? 1 : 0}
              WHERE id = ${a.id}`
        )
      ),
    setPassword: (id, hash, now) =>
      Effect.asVoid(
        rows(
          sql`INSERT INTO account_passwords ${sql.insert({ user_id: id, password_hash: hash, updated_at: now })}
              ON CONFLICT (user_id) DO UPDATE SET password_hash = ${hash}, updated_at = ${now}`
        )
      ),
    passwordHash: (id) => first(sql`SELECT password_hash FROM account_passwords WHERE user_id = ${id}`, (r) => text(r.password_hash))
  })

/**
 * The tokens on a client.
 *
 * @since 0.1.0
 */
export const makeTokens = ({ sql }: RepoContext): ApiTokenRepo["Type"] =>
  ApiTokenRepo.of({
    insert: (t) => Effect.map(rows(sql`INSERT INTO api_tokens ${sql.insert({ ...t })} RETURNING *`), (rs) => toToken(rs[0]!)),
    findByHash: (hash) => first(sql`SELECT * FROM api_tokens WHERE token_hash = ${hash}`, toToken),
    listByUser: (userId) =>
      Effect.map(rows(sql`SELECT * FROM api_tokens WHERE user_id = ${userId} ORDER BY id`), (rs) => rs.map(toToken)),
    revoke: (userId, idOrPrefix, now) => {
      const asId = /^\d{1,9}$/.test(idOrPrefix) ? Number(idOrPrefix) : -1
      return first(
        sql`UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, ${now})
            WHERE user_id = ${userId} AND (id = ${asId} OR prefix = ${idOrPrefix}) RETURNING *`,
        toToken
      )
    },
    touch: (id, now) => Effect.asVoid(rows(sql`UPDATE api_tokens SET last_used_at = ${now} WHERE id = ${id}`))
  })

/**
 * The portal sessions on a client.
 *
 * @since 0.1.0
 */
export const makeSessions = ({ sql }: RepoContext): SessionRepo["Type"] =>
  SessionRepo.of({
    insert: (s) => Effect.asVoid(rows(sql`INSERT INTO portal_sessions ${sql.insert({ ...s })}`)),
    find: (idHash) => first(sql`SELECT * FROM portal_sessions WHERE id_hash = ${idHash}`, toSession),
    touch: (idHash, now) => Effect.asVoid(rows(sql`UPDATE portal_sessions SET last_seen_at = ${now} WHERE id_hash = ${idHash}`)),
    remove: (idHash) => Effect.asVoid(rows(sql`DELETE FROM portal_sessions WHERE id_hash = ${idHash}`)),
    removeExpired: (createdBefore, seenBefore) =>
      Effect.map(
        rows(sql`DELETE FROM portal_sessions WHERE created_at < ${createdBefore} OR last_seen_at < ${seenBefore} RETURNING id_hash`),
        (rs) => rs.length
      )
  })

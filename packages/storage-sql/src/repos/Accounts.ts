/**
 * Accounts and API tokens on SQL.
 *
 * @since 0.1.0
 */
import type { Account, ApiToken } from "@defmon/core/domain/Account"
import { UserId } from "@defmon/core/domain/Webpage"
import { AccountRepo, ApiTokenRepo } from "@defmon/core/ports/storage"
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
  prefix: text(r.prefix),
  token_hash: text(r.token_hash),
  created_at: text(r.created_at),
  revoked_at: textOrNull(r.revoked_at)
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
      )
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
    }
  })

/**
 * Accounts and API tokens in memory.
 *
 * @since 0.1.0
 */
import type { Account, ApiToken } from "@defmon/core/domain/Account"
import { UserId } from "@defmon/core/domain/Webpage"
import { AccountRepo, ApiTokenRepo, SessionRepo } from "@defmon/core/ports/storage"
import { Option } from "effect"
import type { Store } from "./Store.js"

/**
 * The accounts on a store.
 *
 * @since 0.1.0
 */
export const makeAccounts = (store: Store): AccountRepo["Type"] =>
  AccountRepo.of({
    create: (a) =>
      store.sync((t) => {
        for (const x of t.accounts.values()) if (x.name === a.name) return Option.none()
        const row: Account = { ...a, id: UserId.make(store.nextId("accounts")) }
        t.accounts.set(row.id, row)
        return Option.some(row)
      }),
    get: (id) => store.sync((t) => Option.fromNullable(t.accounts.get(id))),
    getForUpdate: (id) => store.sync((t) => Option.fromNullable(t.accounts.get(id))),
    findByName: (name) => store.sync((t) => Option.fromNullable([...t.accounts.values()].find((a) => a.name === name))),
    update: (a) =>
      store.sync((t) => {
        if (t.accounts.has(a.id)) t.accounts.set(a.id, a)
      }),
    setPassword: (id, hash) =>
      store.sync((t) => {
        if (t.accounts.has(id)) t.passwords.set(id, hash)
      }),
    passwordHash: (id) => store.sync((t) => Option.fromNullable(t.passwords.get(id)))
  })

/**
 * The tokens on a store.
 *
 * @since 0.1.0
 */
export const makeTokens = (store: Store): ApiTokenRepo["Type"] =>
  ApiTokenRepo.of({
    insert: (token) =>
      store.sync((t) => {
        const row: ApiToken = { ...token, id: store.nextId("tokens") }
        t.tokens.set(row.id, row)
        return row
      }),
    findByHash: (hash) => store.sync((t) => Option.fromNullable([...t.tokens.values()].find((x) => x.token_hash === hash))),
    listByUser: (userId) => store.sync((t) => [...t.tokens.values()].filter((x) => x.user_id === userId).sort((a, b) => a.id - b.id)),
    revoke: (userId, idOrPrefix, now) =>
      store.sync((t) => {
        const asId = /^\d{1,9}$/.test(idOrPrefix) ? Number(idOrPrefix) : -1
        const found = [...t.tokens.values()].find((x) => x.user_id === userId && (x.id === asId || x.prefix === idOrPrefix))
        if (found === undefined) return Option.none()
        const next: ApiToken = { ...found, revoked_at: found.revoked_at ?? now }
        t.tokens.set(found.id, next)
        return Option.some(next)
      }),
    touch: (id, now) =>
      store.sync((t) => {
        const found = t.tokens.get(id)
        if (found !== undefined) t.tokens.set(id, { ...found, last_used_at: now })
      })
  })

/**
 * The portal sessions on a store.
 *
 * @since 0.1.0
 */
export const makeSessions = (store: Store): SessionRepo["Type"] =>
  SessionRepo.of({
    insert: (session) =>
      store.sync((t) => {
        t.sessions.set(session.id_hash, session)
      }),
    find: (idHash) => store.sync((t) => Option.fromNullable(t.sessions.get(idHash))),
    touch: (idHash, now) =>
      store.sync((t) => {
        const found = t.sessions.get(idHash)
        if (found !== undefined) t.sessions.set(idHash, { ...found, last_seen_at: now })
      }),
    remove: (idHash) =>
      store.sync((t) => {
        t.sessions.delete(idHash)
      }),
    removeExpired: (createdBefore, seenBefore) =>
      store.sync((t) => {
        let n = 0
        for (const [k, v] of t.sessions) {
          if (v.created_at < createdBefore || v.last_seen_at < seenBefore) {
            t.sessions.delete(k)
            n++
          }
        }
        return n
      })
  })

/**
 * The server's caches and the fast path that answers from them.
 *
 * - Authentications: token digest → account, reused for `authMs` (a token
 *   revoked by another process stops working within that time).
 * - Webpage reads: the encoded 200 response of `GET /api/v1/urls` and
 *   `GET /api/v1/urls/{id}`, per account and exact URL. An entry is served
 *   while no write to the data under it was recorded in this process's
 *   `ChangeFeed` (the page for `/urls/{id}`, any page of the owner for the
 *   list) and for at most `responseMs` (bounds how long a write made by
 *   another process can stay unseen where no relay reports it; on
 *   PostgreSQL the storage relays other processes' writes into the feed).
 * - Encoded pages: each page of a list answer, per account, under the same
 *   rules as a single read; a list whose whole answer is stale reads the
 *   ids it must show and only the records of pages that changed. A list
 *   too long to answer in one piece is streamed (`encodedList` in
 *   http/Webpages.ts) and kept only page by page.
 *
 * The fast path (`FastServer`) runs before the Effect HTTP pipeline, on the Node request:
 * a GET whose token and response are both cached (and whose account is
 * within its rate limit) is answered with the cached bytes and the same
 * headers and log line; a read that misses may be answered by the direct
 * reads (`DirectReads`), everything else goes through the pipeline. Both
 * fill the caches; bytes are only stored for an account the pipeline
 * authenticated, after the owner filter and rule 4 of the spec
 * (`toWebpageResponse`) produced them.
 *
 * @since 0.1.0
 */
import type { Account } from "@defmon/core/domain/Account"
import type { ChangeNumbers } from "@defmon/core/ports/ChangeFeed"
import { Context } from "effect"
import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { bearerOf, logRequest } from "../internal/request.js"

/**
 * How long the caches trust an entry, in ms (`0` turns a cache off).
 *
 * @since 0.1.0
 */
export interface Config {
  readonly authMs: number
  readonly responseMs: number
  /** bytes of responses kept at most (the cache is emptied when full) */
  readonly maxBytes: number
}

/**
 * Defaults: 1 s for both, 64 MiB of responses.
 *
 * @since 0.1.0
 */
export const defaults: Config = { authMs: 1000, responseMs: 1000, maxBytes: 64 * 1024 * 1024 }

/** Authentications kept at most; the map is emptied when full (it refills at once). */
const MaxAccounts = 10_000

interface Response {
  readonly body: Buffer
  readonly headers: Readonly<Record<string, string>>
  /** the change number read before storage was */
  readonly seen: number
  readonly owner: Account["id"]
  /** the page under a single read; null: the owner's list */
  readonly page: number | null
  readonly until: number
}

const cacheable = /^\/api\/v1\/urls(?:\/(\d+))?(?:\?|$)/

/** Keyed by a digest, so the process never holds the tokens it was sent. */
const digest = (token: string) => createHash("sha256").update(token).digest("base64")

const keyOf = (account: Account, url: string) => `${account.id}:${account.status_code_monitoring ? 1 : 0}:${url}`

/**
 * The caches of one server.
 *
 * @since 0.1.0
 */
export interface ReadCache {
  readonly config: Config
  /** the account a token authenticated as, while fresh */
  readonly account: (token: string) => Account | undefined
  readonly rememberAccount: (token: string, account: Account) => void
  readonly forgetAccount: (token: string) => void
  /** the change number to remember with a response about to be read */
  readonly changeNumber: () => number
  /** stores a 200 response the pipeline produced for `url` (ignored when not cacheable) */
  readonly rememberResponse: (
    account: Account,
    url: string,
    seen: number,
    body: Buffer,
    headers: Readonly<Record<string, string>>
  ) => void
  /** a stored response still good for `url` */
  readonly response: (account: Account, url: string) => Response | undefined
  /** whether encoded pages are kept (the change feed is bound and the cache is on) */
  readonly fragmentsOn: () => boolean
  /** the encoded page `id` as `account` sees it, while nothing changed it */
  readonly fragment: (account: Account, id: number) => string | undefined
  /** keeps an encoded page, built after `seen` was read */
  readonly rememberFragment: (account: Account, id: number, seen: number, json: string) => void
  /** connects the change feed and the rate limit once the layers are built */
  readonly bind: (feed: ChangeNumbers, take: (account: number) => number) => void
  /**
   * Answers a request from the caches, or returns false (the pipeline
   * handles it then). `log` writes the request line.
   */
  readonly serve: (req: IncomingMessage, res: ServerResponse, log: boolean) => boolean
}

/**
 * New, empty caches.
 *
 * @since 0.1.0
 */
export const make = (config: Config = defaults): ReadCache => {
  const accounts = new Map<string, { readonly account: Account; readonly until: number }>()
  const responses = new Map<string, Response>()
  let bytes = 0
  // Encoded pages: a list whose whole answer is stale is rebuilt from the
  // pages that did not change and reads only the ones that did.
  const fragments = new Map<string, { readonly json: string; readonly seen: number; readonly until: number }>()
  let fragmentBytes = 0
  let feed: ChangeNumbers | undefined
  let take: (account: number) => number = () => 0

  const account = (token: string) => {
    if (config.authMs <= 0) return undefined
    const hit = accounts.get(digest(token))
    return hit !== undefined && hit.until > Date.now() ? hit.account : undefined
  }

  const response = (who: Account, url: string) => {
    if (feed === undefined || config.responseMs <= 0) return undefined
    const key = keyOf(who, url)
    const hit = responses.get(key)
    if (hit === undefined) return undefined
    const changed = hit.page === null ? feed.ofOwner(hit.owner) : feed.ofPage(hit.page)
    if (changed > hit.seen || hit.until <= Date.now()) {
      responses.delete(key)
      bytes -= hit.body.length
      return undefined
    }
    return hit
  }

  return {
    config,
    account,
    rememberAccount: (token, who) => {
      if (config.authMs <= 0) return
      if (accounts.size >= MaxAccounts) accounts.clear()
      accounts.set(digest(token), { account: who, until: Date.now() + config.authMs })
    },
    forgetAccount: (token) => void accounts.delete(digest(token)),
    changeNumber: () => feed?.current() ?? 0,
    rememberResponse: (who, url, seen, body, headers) => {
      if (feed === undefined || config.responseMs <= 0 || body.length > config.maxBytes) return
      const match = cacheable.exec(url)
      if (match === null) return
      if (bytes + body.length > config.maxBytes) {
        responses.clear()
        bytes = 0
      }
      const key = keyOf(who, url)
      const old = responses.get(key)
      if (old !== undefined) bytes -= old.body.length
      const page = match[1] === undefined ? null : Number(match[1])
      responses.set(key, { body, headers, seen, owner: who.id, page, until: Date.now() + config.responseMs })
      bytes += body.length
    },
    response,
    fragmentsOn: () => feed !== undefined && config.responseMs > 0,
    fragment: (who, id) => {
      if (feed === undefined || config.responseMs <= 0) return undefined
      const key = keyOf(who, String(id))
      const hit = fragments.get(key)
      if (hit === undefined) return undefined
      if (feed.ofPage(id) > hit.seen || hit.until <= Date.now()) {
        fragments.delete(key)
        fragmentBytes -= hit.json.length
        return undefined
      }
      return hit.json
    },
    rememberFragment: (who, id, seen, json) => {
      if (feed === undefined || config.responseMs <= 0) return
      if (fragmentBytes + json.length > config.maxBytes) {
        fragments.clear()
        fragmentBytes = 0
      }
      const key = keyOf(who, String(id))
      const old = fragments.get(key)
      if (old !== undefined) fragmentBytes -= old.json.length
      fragments.set(key, { json, seen, until: Date.now() + config.responseMs })
      fragmentBytes += json.length
    },
    bind: (f, t) => {
      feed = f
      take = t
    },
    serve: (req, res, log) => {
      if (req.method !== "GET" || feed === undefined) return false
      const url = req.url ?? ""
      if (!url.startsWith("/api/v1/urls")) return false
      const token = bearerOf(req.headers.authorization)
      if (token === undefined) return false
      const who = account(token)
      if (who === undefined) return false
      const hit = response(who, url)
      // Over the rate limit: the pipeline answers 429 (a refused take costs nothing).
      if (hit === undefined || take(who.id) > 0) return false
      const start = log ? Date.now() : 0
      res.writeHead(200, hit.headers)
      res.end(hit.body)
      if (log) logRequest("GET", url, 200, start, Date.now())
      return true
    }
  }
}

/**
 * The caches of the running server.
 *
 * @since 0.1.0
 */
export class Caches extends Context.Tag("@defmon/server/ReadCache")<Caches, ReadCache>() {}

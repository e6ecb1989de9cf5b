/**
 * The fast path's answer to a read the caches cannot answer: `GET
 * /api/v1/urls/{id}` and `GET /api/v1/urls` (no query) of an account whose
 * token is in the authentication cache are read through the storage's
 * synchronous `WebpageReads` (SQLite in a file) and written out before the
 * Effect HTTP pipeline sees them, with the same status, headers and bytes
 * as the pipeline's answer (test/DirectReads.sqlite.test.ts compares them).
 * The baselines are copied as stored (`encodeStored`), the
 * continuous-monitoring reference is not read at all.
 *
 * Anything else goes through the pipeline, which then answers as it always
 * did: another method, path or query; a request with a body; a token not
 * in the authentication cache; an account over its rate limit (429); a
 * page the owner does not have (404); a storage without synchronous reads
 * (PostgreSQL, an in-memory database) or a read that cannot be answered at
 * once (a busy database, any failure).
 *
 * A list waits its turn (one is built per turn of the event loop) and is
 * written like `encodedList` writes it: in one piece while it
 * fits in `ListInlineChars` (read in batches of `ListBatchChars`, without
 * turns of the event loop between them: 4 MiB of pages take a few ms),
 * streamed beyond that, one batch per turn of the event loop and only as
 * fast as the client reads. With the read cache on, answers and encoded
 * pages are offered to it as the pipeline's are.
 *
 * @since 0.5.0
 */
import type { Account } from "@defmon/core/domain/Account"
import type { StoredWebpage, WebpageFilter, WebpageReads } from "@defmon/core/ports/storage"
import type { IncomingMessage, ServerResponse } from "node:http"
import { encodeStored, ListBatchChars, ListInlineChars, ListMaxBatch } from "../http/Webpages.js"
import { bearerOf, logRequest } from "../internal/request.js"
import type { ReadCache } from "./ReadCache.js"

/**
 * The direct reads of one server.
 *
 * @since 0.5.0
 */
export interface DirectReads {
  /** connects the storage's reads (none: every request goes through the pipeline) and the rate limit */
  readonly bind: (reads: WebpageReads["Type"] | undefined, take: (account: number) => number) => void
  /**
   * Answers a request, or returns false (the pipeline handles it then);
   * `log` writes the request line. A request answered later (a list) that
   * cannot be answered after all is handed to `fallback` (the pipeline).
   */
  readonly serve: (req: IncomingMessage, res: ServerResponse, log: boolean, fallback: () => void) => boolean
}

const target = /^\/api\/v1\/urls(?:\/([1-9][0-9]{0,14}))?$/

const listFilter: WebpageFilter = { archived: false }

const open = Buffer.from("[")
const comma = Buffer.from(",")
const close = Buffer.from("]")

/**
 * The JSON array of encoded elements, as bytes: each element encoded on its
 * own (one `Buffer.from` of the joined 2 MB text cost three times as much).
 */
const arrayOf = (parts: ReadonlyArray<string>): Buffer => {
  const bytes: Array<Buffer> = [open]
  parts.forEach((p, i) => {
    if (i > 0) bytes.push(comma)
    bytes.push(Buffer.from(p))
  })
  bytes.push(close)
  return Buffer.concat(bytes)
}

/**
 * Runs `answer`; an exception (a record the encoding does not expect)
 * leaves the request to the pipeline, which reports it as it reports any
 * failure, when nothing was written yet, and cuts the response off
 * otherwise (never an exception out of the server's `request` event).
 */
const guarded = (res: ServerResponse, answer: () => boolean): boolean => {
  try {
    return answer()
  } catch {
    if (!res.headersSent) return false
    res.destroy()
    return true
  }
}

const withBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined ||
  (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0")

/**
 * New direct reads over `cache` (its authentications, and its answers and
 * encoded pages when it keeps them).
 *
 * @since 0.5.0
 */
export const make = (cache: ReadCache): DirectReads => {
  let reads: WebpageReads["Type"] | undefined
  let take: (account: number) => number = () => 0

  /** the page's encoding, kept by the cache or made (and offered to it) */
  const encoded = (who: Account, seen: number, stored: StoredWebpage) => {
    const id = stored.page.id
    const kept = cache.fragment(who, id)
    if (kept !== undefined) return kept
    const json = encodeStored(stored, who)
    cache.rememberFragment(who, id, seen, json)
    return json
  }

  const answer = (res: ServerResponse, who: Account, url: string, seen: number, body: Buffer) => {
    const headers = { "content-type": "application/json", "content-length": String(body.length) }
    cache.rememberResponse(who, url, seen, body, headers)
    res.writeHead(200, headers)
    res.end(body)
  }

  const single = (res: ServerResponse, who: Account, url: string, id: number, seen: number) => {
    const stored = reads!.byId(who.id, id)
    // Over the rate limit: the pipeline answers 429 (a refused take costs nothing).
    if (stored === undefined || take(who.id) > 0) return false
    answer(res, who, url, seen, Buffer.from(encodeStored(stored, who)))
    return true
  }

  const list = (res: ServerResponse, who: Account, url: string, seen: number, done: () => void) => {
    let after = 0
    let largest = 0
    let finished = false
    /** the next batch's encodings, or undefined when it cannot be read */
    const next = (): Array<string> | undefined => {
      const n = largest === 0 ? 1 : Math.min(ListMaxBatch, Math.max(1, Math.floor(ListBatchChars / largest)))
      const batch = reads!.listAfter(who.id, listFilter, after, n)
      if (batch === undefined) return undefined
      if (batch.length < n) finished = true
      return batch.map((stored) => {
        const json = encoded(who, seen, stored)
        largest = Math.max(largest, json.length)
        after = stored.page.id
        return json
      })
    }
    const head: Array<string> = []
    let chars = 0
    while (!finished && chars <= ListInlineChars) {
      const parts = next()
      if (parts === undefined) return false
      for (const p of parts) {
        head.push(p)
        chars += p.length
      }
    }
    if (take(who.id) > 0) return false
    if (chars <= ListInlineChars) {
      answer(res, who, url, seen, arrayOf(head))
      done()
      return true
    }
    // The rest as the client reads it (as `streamArray` writes it), one
    // batch per turn of the event loop; a batch that cannot be read cuts
    // the response off (the client sees a truncated body).
    res.writeHead(200, { "content-type": "application/json" })
    res.write(`[${head.join(",")}`)
    head.length = 0
    const pump = () => {
      if (!res.destroyed) guarded(res, step)
    }
    const step = () => {
      if (finished) {
        res.end("]")
        done()
        return true
      }
      const parts = next()
      if (parts === undefined) {
        res.destroy()
        return true
      }
      const more = parts.length === 0 || res.write(`,${parts.join(",")}`)
      if (more) setImmediate(pump)
      else res.once("drain", pump)
      return true
    }
    setImmediate(pump)
    return true
  }

  // Lists wait their turn: one is built per turn of the event loop, so
  // the sockets still writing earlier answers are flushed between two
  // (built as their requests arrived, 32 lists took turns of ~1 s each and
  // a response that needed a few flushes waited over 10 s).
  const waiting: Array<() => void> = []
  let scheduled = false
  const runNext = () => {
    scheduled = false
    waiting.shift()?.()
    if (waiting.length > 0) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(runNext)
  }

  return {
    bind: (r, t) => {
      reads = r
      take = t
    },
    serve: (req, res, log, fallback) => {
      if (reads === undefined || req.method !== "GET") return false
      const url = req.url ?? ""
      const match = target.exec(url)
      if (match === null || withBody(req)) return false
      const token = bearerOf(req.headers.authorization)
      const who = token === undefined ? undefined : cache.account(token)
      if (who === undefined) return false
      const start = Date.now()
      const done = () => {
        if (log) logRequest("GET", url, 200, start, Date.now())
      }
      if (match[1] === undefined) {
        waiting.push(() => {
          if (res.destroyed) return
          // Read before storage is (see ReadCache).
          if (!guarded(res, () => list(res, who, url, cache.changeNumber(), done))) fallback()
        })
        schedule()
        return true
      }
      if (!guarded(res, () => single(res, who, url, Number(match[1]), cache.changeNumber()))) return false
      done()
      return true
    }
  }
}

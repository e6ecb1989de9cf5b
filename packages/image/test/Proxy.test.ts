import { describe, expect, it } from "@effect/vitest"
import { lookup as dnsLookup } from "node:dns"
import * as http from "node:http"
import * as net from "node:net"
import { afterAll, beforeAll } from "vitest"
import * as Guard from "../src/internal/guard.js"
import * as Proxy from "../src/internal/proxy.js"
import { serve, type TestServer } from "./server.js"

// rebound.test resolves to the loopback server, as a name re-pointed after a check would
const lookup = ((hostname: string, options: any, callback: any) => {
  if (hostname !== "rebound.test") return dnsLookup(hostname, options, callback)
  return options?.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)
}) as typeof dnsLookup

let origin: TestServer
beforeAll(async () => {
  origin = await serve("127.0.0.1", (req, res) => {
    res.writeHead(200, { "content-type": "text/plain" }).end(req.url === "/big" ? "x".repeat(1024 * 1024) : "small")
  })
})
afterAll(() => origin.close())

const get = (proxy: Proxy.Proxy, url: string) =>
  new Promise<{ status: number; bytes: number; complete: boolean }>((resolve) => {
    const p = new URL(proxy.url)
    const req = http.request({ host: p.hostname, port: p.port, path: url, headers: { host: new URL(url).host } }, (res) => {
      let bytes = 0
      res.on("data", (c: Buffer) => (bytes += c.length))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, complete: true }))
      res.on("error", () => resolve({ status: res.statusCode ?? 0, bytes, complete: false }))
      res.on("close", () => resolve({ status: res.statusCode ?? 0, bytes, complete: res.complete }))
    })
    req.on("error", () => resolve({ status: 0, bytes: 0, complete: false }))
    req.end()
  })

const connect = (proxy: Proxy.Proxy, authority: string) =>
  new Promise<string>((resolve) => {
    const p = new URL(proxy.url)
    const socket = net.connect(Number(p.port), p.hostname, () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n\r\n`))
    socket.once("data", (d) => {
      resolve(d.toString().split("\r\n")[0]!)
      socket.destroy()
    })
  })

describe("the renderer's guarding proxy", () => {
  it("forwards allowed requests and refuses blocked addresses, checked when the connection is made", async () => {
    const blocked: Array<string> = []
    const proxy = await Proxy.start({
      guard: Guard.make(["127.0.0.1"], lookup),
      onBlocked: (u) => blocked.push(u),
      maxBytes: 10 * 1024 * 1024,
      offline: false
    })
    try {
      expect(await get(proxy, origin.url("/small"))).toEqual({ status: 200, bytes: 5, complete: true })
      expect((await get(proxy, `http://rebound.test:${origin.port}/x`)).status).toBe(403)
      expect((await get(proxy, "http://169.254.169.254/latest/meta-data/")).status).toBe(403)
      expect(await connect(proxy, `127.0.0.1:${origin.port}`)).toBe("HTTP/1.1 200 Connection Established")
      expect(await connect(proxy, "10.0.0.1:443")).toBe("HTTP/1.1 403 Forbidden")
      expect(await connect(proxy, `rebound.test:${origin.port}`)).toBe("HTTP/1.1 403 Forbidden")
      expect(blocked).toEqual([`http://rebound.test:${origin.port}/x`, "http://169.254.169.254/latest/meta-data/", "10.0.0.1:443", `rebound.test:${origin.port}`])
      expect(origin.hits.filter((h) => h === "/x")).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it("cuts a page's downloads at the byte budget", async () => {
    const proxy = await Proxy.start({ guard: Guard.make(["127.0.0.1"]), onBlocked: () => undefined, maxBytes: 64 * 1024, offline: false })
    try {
      const big = await get(proxy, origin.url("/big"))
      expect(big.complete).toBe(false)
      expect(big.bytes).toBeLessThan(1024 * 1024)
    } finally {
      await proxy.close()
    }
  })

  it("offline, refuses everything", async () => {
    const proxy = await Proxy.start({ guard: Guard.make(["127.0.0.1"]), onBlocked: () => undefined, maxBytes: 1024, offline: true })
    try {
      expect((await get(proxy, origin.url("/small"))).status).toBe(403)
      expect(await connect(proxy, `127.0.0.1:${origin.port}`)).toBe("HTTP/1.1 403 Forbidden")
    } finally {
      await proxy.close()
    }
  })
})

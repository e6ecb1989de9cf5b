import { describe, expect, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll } from "vitest"
import * as Fetcher from "../../src/fetch/PageFetcher.js"
import * as SsrfGuard from "../../src/fetch/SsrfGuard.js"

let server: Server
let port = 0
let hits = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++
    const url = new URL(req.url ?? "/", "http://x")
    if (url.pathname === "/redirect-to-loopback") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end()
    } else if (url.pathname === "/loop") {
      res.writeHead(302, { location: "/loop" }).end()
    } else if (url.pathname === "/big") {
      res.writeHead(200).end("x".repeat(2048))
    } else if (url.pathname === "/slow") {
      setTimeout(() => res.writeHead(200).end("late"), 500)
    } else if (url.pathname === "/ua") {
      res.writeHead(200).end(req.headers["user-agent"])
    } else if (url.pathname === "/latin1") {
      res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]))
    } else if (url.pathname === "/meta-charset") {
      res.writeHead(200, { "content-type": "text/html" }).end(Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), Buffer.from([0x82, 0xa0, 0x31])]))
    } else if (url.pathname === "/missing") {
      res.writeHead(404).end("no")
    } else {
      res.writeHead(200, { "content-type": "text/html" }).end("<title>ok</title>")
    }
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

const guarded = Fetcher.make({})
const allowed = Fetcher.make({ allowHosts: ["127.0.0.1", "localhost"], maxBytes: 1024, timeoutMs: 200, maxRedirects: 3 })

const reasonOf = (effect: Effect.Effect<unknown, Fetcher.FetchError>) =>
  Effect.map(Effect.either(effect), (r) => (Either.isLeft(r) ? r.left.reason : "ok"))

describe("SSRF guard", () => {
  const bypasses: ReadonlyArray<[string, (p: number) => string]> = [
    ["loopback", (p) => `http://127.0.0.1:${p}/`],
    ["localhost name", (p) => `http://localhost:${p}/`],
    ["decimal IP", (p) => `http://2130706433:${p}/`],
    ["octal IP", (p) => `http://0177.0.0.1:${p}/`],
    ["hex IP", (p) => `http://0x7f000001:${p}/`],
    ["short form", (p) => `http://127.1:${p}/`],
    ["IPv4-mapped IPv6", (p) => `http://[::ffff:127.0.0.1]:${p}/`],
    ["IPv6 loopback", (p) => `http://[::1]:${p}/`],
    ["zero address", (p) => `http://0.0.0.0:${p}/`],
    ["metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["private 10/8", () => "http://10.0.0.1/"],
    ["private 192.168/16", () => "http://192.168.1.1/"],
    ["private 172.16/12", () => "http://172.16.5.4/"],
    ["CGNAT", () => "http://100.64.0.1/"]
  ]
  for (const [name, url] of bypasses) {
    it.effect(`refuses ${name} without connecting`, () =>
      Effect.gen(function*() {
        const before = hits
        expect(yield* reasonOf(guarded.fetch(url(port)))).toBe("blocked_address")
        expect(hits).toBe(before)
      }))
  }

  it.effect("refuses a redirect from an allowed host to a blocked address", () =>
    Effect.gen(function*() {
      // localhost is allowed by name only; the redirect target 127.0.0.1 is not.
      const onlyName = Fetcher.make({ allowHosts: ["localhost"] })
      const result = yield* reasonOf(onlyName.fetch(`http://localhost:${port}/redirect-to-loopback`))
      expect(result).toBe("blocked_address")
    }))

  it.effect("refuses a host name that resolves to a private address (checked in the connection's lookup)", () =>
    Effect.gen(function*() {
      const fakeDns: any = (_host: string, _opts: unknown, cb: any) => cb(null, [{ address: "10.1.2.3", family: 4 }])
      const f = Fetcher.make({ lookup: fakeDns })
      expect(yield* reasonOf(f.fetch("http://intranet.example.com/"))).toBe("blocked_address")
      const rebind: any = (_host: string, _opts: unknown, cb: any) => cb(null, [{ address: "127.0.0.1", family: 4 }])
      const g = Fetcher.make({ lookup: rebind })
      expect(yield* reasonOf(g.fetch(`http://rebind.example.com:${port}/`))).toBe("blocked_address")
    }))

  it("classifies addresses", () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "172.31.255.255", "192.168.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "::1", "::", "fc00::1", "fd12::1", "fe80::1", "::ffff:10.0.0.1", "64:ff9b::7f00:1", "::ffff:7f00:1"]) {
      expect(SsrfGuard.isBlockedAddress(ip), ip).toBe(true)
    }
    for (const ip of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8"]) {
      expect(SsrfGuard.isBlockedAddress(ip), ip).toBe(false)
    }
  })

  it.effect("allow-listed hosts are reachable", () =>
    Effect.gen(function*() {
      const res = yield* allowed.fetch(`http://127.0.0.1:${port}/`)
      expect(res.status).toBe(200)
      expect(res.body).toBe("<title>ok</title>")
      expect(res.responseTimeMs).toBeGreaterThanOrEqual(0)
    }))
})

describe("fetch bounds", () => {
  it.effect("caps the response size", () =>
    Effect.gen(function*() {
      expect(yield* reasonOf(allowed.fetch(`http://127.0.0.1:${port}/big`))).toBe("too_large")
    }))

  it.effect("times out", () =>
    Effect.gen(function*() {
      expect(yield* reasonOf(allowed.fetch(`http://127.0.0.1:${port}/slow`))).toBe("timeout")
    }))

  it.effect("caps redirects", () =>
    Effect.gen(function*() {
      expect(yield* reasonOf(allowed.fetch(`http://127.0.0.1:${port}/loop`))).toBe("too_many_redirects")
    }))

  it.effect("returns 4xx/5xx as responses and sends the catalogue's user agent", () =>
    Effect.gen(function*() {
      expect((yield* allowed.fetch(`http://127.0.0.1:${port}/missing`)).status).toBe(404)
      expect((yield* allowed.fetch(`http://127.0.0.1:${port}/ua`, { userAgentId: 6 })).body).toContain("Googlebot")
    }))

  it.effect("decodes the body with the charset of the header or of <meta charset>", () =>
    Effect.gen(function*() {
      expect((yield* allowed.fetch(`http://127.0.0.1:${port}/latin1`)).body).toBe("café")
      expect((yield* allowed.fetch(`http://127.0.0.1:${port}/meta-charset`)).body).toContain("<p>あ1")
    }))

  it.effect("reports unreachable hosts", () =>
    Effect.gen(function*() {
      expect(yield* reasonOf(allowed.fetch("http://127.0.0.1:1/"))).toBe("unreachable")
      expect(yield* reasonOf(allowed.fetch("ftp://127.0.0.1/"))).toBe("invalid_url")
    }))
})

import { describe, expect, it } from "@effect/vitest"
import { RenderError } from "@defmon/core/ports/Renderer"
import * as PageFarm from "@defmon/testing/PageFarm"
import { Effect, Exit, Fiber, Scope } from "effect"
import { lookup as dnsLookup } from "node:dns"
import { afterAll, beforeAll } from "vitest"
import { chromiumRuns } from "./chromium.js"
import * as ChromiumRenderer from "../src/ChromiumRenderer.js"
import * as Png from "../src/Png.js"
import { serve, type TestServer, waitFor } from "./server.js"

// Names under .test resolve to 127.0.0.2, where the "internal" server
// listens; only allowed.test is allow-listed.
const lookup = ((hostname: string, options: any, callback: any) => {
  if (!hostname.endsWith(".test")) return dnsLookup(hostname, options, callback)
  return options?.all ? callback(null, [{ address: "127.0.0.2", family: 4 }]) : callback(null, "127.0.0.2", 4)
}) as typeof dnsLookup

let farm: PageFarm.PageFarm
let internal: TestServer
let hang: TestServer
let renderer: ChromiumRenderer.ChromiumRenderer
const scope = Effect.runSync(Scope.make())

describe.skipIf(!chromiumRuns("renderer"))("ChromiumRenderer", () => {
  beforeAll(async () => {
    internal = await serve("127.0.0.2", (req, res) => {
      if (req.url === "/redirect") res.writeHead(302, { location: `http://127.0.0.2:${internal.port}/redirected.png` }).end()
      else res.writeHead(200, { "content-type": "text/plain" }).end("internal")
    })
    // never answers: the page's load event never fires
    hang = await serve("127.0.0.1", () => undefined)
    const p = internal.port
    farm = await PageFarm.start({
      sample: 1,
      pages: {
        "/ssrf": `<!doctype html><html><body><h1>Sub-requests</h1>
  <img src="http://127.0.0.2:${p}/direct.png">
  <img src="http://blocked.test:${p}/by-name.png">
  <img src="http://169.254.169.254/latest/meta-data/">
  <img src="http://allowed.test:${p}/redirect">
  <img src="http://allowed.test:${p}/allowed.png">
  <script>try { new WebSocket("ws://127.0.0.2:${p}/ws") } catch {}
  fetch("http://127.0.0.2:${p}/fetch").catch(() => {})</script></body></html>`,
        "/hangs": `<!doctype html><html><body><h1>Never loads</h1><img src="${hang.url("/forever.png")}"></body></html>`
      }
    })
    renderer = await Effect.runPromise(
      Scope.extend(ChromiumRenderer.make({ allowHosts: ["127.0.0.1", "allowed.test"], lookup, pages: 2, settleMs: 1000 }), scope)
    )
  })

  afterAll(async () => {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await Promise.all([farm.close(), internal.close(), hang.close()])
  })

  const render = (url: string, options?: { timeoutMs?: number }) => Effect.runPromise(renderer.render(url, options))
  const failure = (url: string, options?: { timeoutMs?: number }) =>
    Effect.runPromise(Effect.flip(renderer.render(url, options)))

  it("renders a page 1280 CSS px wide, full page, as a PNG", async () => {
    const shot = await render(farm.url("/p/0"))
    const img = Png.decode(shot.png)
    expect([img.width, img.height]).toEqual([1280, shot.height])
    expect(shot).toMatchObject({ width: 1280, scale: 1, status: 200, finalUrl: farm.url("/p/0"), blocked: [] })
    expect(shot.pageHeight).toBeGreaterThanOrEqual(800)
  })

  it("cuts a tall page at the height cap and reports its full height", async () => {
    farm.set("/tall", `<!doctype html><html><body style="margin:0"><div style="height:12000px;background:linear-gradient(#fff,#00f)"></div></body></html>`)
    const shot = await render(farm.url("/tall"))
    expect(shot.height).toBe(8000)
    expect(shot.pageHeight).toBe(12000)
    expect(Png.decode(shot.png).height).toBe(8000)
  })

  it("lets no sub-request reach a blocked address, by IP, by name, through a redirect or a WebSocket, unless allowed", async () => {
    const shot = await render(farm.url("/ssrf"))
    const refused = shot.blocked.map((b) => b.url)
    expect(refused).toEqual(
      expect.arrayContaining([
        `http://127.0.0.2:${internal.port}/direct.png`,
        `http://blocked.test:${internal.port}/by-name.png`,
        "http://169.254.169.254/latest/meta-data/",
        `http://127.0.0.2:${internal.port}/redirected.png`,
        `http://127.0.0.2:${internal.port}/fetch`,
        // the WebSocket's tunnel
        `127.0.0.2:${internal.port}`
      ])
    )
    // the allowed name got through (and its redirect hop was refused)
    expect([...internal.hits].sort()).toEqual(["/allowed.png", "/redirect"])
  })

  it("refuses pages that are not http(s) or whose host is blocked", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "http://169.254.169.254/", `http://blocked.test:${internal.port}/`]) {
      const e = await failure(url)
      expect(e).toBeInstanceOf(RenderError)
      expect(e.reason).toBe("blocked")
    }
    expect(internal.hits.filter((h) => h === "/")).toEqual([])
  })

  it("times out cleanly on a page that never finishes loading, and renders the next page", async () => {
    const start = Date.now()
    const e = await failure(farm.url("/hangs"), { timeoutMs: 1500 })
    expect(e.reason).toBe("timeout")
    expect(Date.now() - start).toBeLessThan(1500 + 6000)
    expect(renderer.openPages()).toBe(0)
    expect((await render(farm.url("/p/0"))).status).toBe(200)
  })

  it("restarts a browser killed mid-render and retries the render once", async () => {
    await render(farm.url("/p/0"))
    const launches = renderer.launches()
    const pid = renderer.browserPid()
    expect(pid).toBeGreaterThan(0)
    farm.set("/slow", PageFarm.samplePage(7))
    farm.delay("/slow", 10_000)
    const fiber = Effect.runFork(renderer.render(farm.url("/slow")))
    await waitFor(() => farm.hits("/slow") === 1, 10_000, "the browser to request the page")
    farm.delay("/slow", 0)
    process.kill(pid!, "SIGKILL")
    const shot = await Effect.runPromise(Fiber.join(fiber))
    expect(shot.status).toBe(200)
    expect(farm.hits("/slow")).toBe(2)
    expect(renderer.launches()).toBe(launches + 1)
    expect(renderer.browserPid()).not.toBe(pid)
  })
})

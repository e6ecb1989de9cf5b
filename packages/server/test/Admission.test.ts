/**
 * Authentication and the rate limit come before any body is read (issue
 * 15): unauthenticated bodies cost the server nothing to refuse, and
 * requests without a valid token are limited per client address.
 */
import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { spawn } from "node:child_process"
import { request } from "node:http"
import { call, Harness, layer as harnessLayer, newUser } from "./support/Harness.js"

/**
 * Another process sends eight 5 MiB bodies of nested arrays (the costliest
 * JSON to parse) without a token, so the server's latency is measured apart
 * from the sender's work; it prints `started` once all eight are connected
 * and then their statuses.
 */
const uploader = `
const { Agent, request } = require("node:http")
// keep-alive, as browsers and most clients send (agent: false would ask the server to close)
const agent = new Agent({ keepAlive: true, maxSockets: 8 })
const depth = Math.floor((5 * 1024 * 1024 - 16) / 2)
const body = Buffer.from(('{"urls":' + "[".repeat(depth) + "]".repeat(depth) + "}").slice(0, 5 * 1024 * 1024))
let connected = 0
const one = (path) => new Promise((resolve, reject) => {
  let status
  const req = request(process.argv[1] + path, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": body.length } }, (res) => {
    status = res.statusCode
    res.resume()
    res.on("end", () => resolve(status))
  })
  // the server may close the connection after its answer, before the whole body was sent
  req.on("error", (e) => status === undefined ? reject(e) : resolve(status))
  req.on("socket", (s) => s.once("connect", () => { if (++connected === 8) process.stdout.write("started\\n") }))
  req.end(body)
})
Promise.all(Array.from({ length: 8 }, (_, i) => one(i % 2 === 0 ? "/api/v1/batch_jobs/baseline" : "/api/v1/urls/get_by_url")))
  .then((s) => { process.stdout.write(JSON.stringify(s) + "\\n"); agent.destroy() }, (e) => { process.stdout.write("error " + e.message + "\\n"); process.exit(1) })
`

/** A small POST without a token; resolves with the status once the response ended. */
const post = (baseUrl: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const body = Buffer.alloc(5 * 1024 * 1024, 91)
    const req = request(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": body.length }
    }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.on("error", reject)
    req.end(body)
  })

const timedHealth = (baseUrl: string) =>
  Effect.promise(async () => {
    const t0 = performance.now()
    const res = await fetch(`${baseUrl}/healthz`)
    await res.text()
    return { status: res.status, ms: performance.now() - t0 }
  })

layer(harnessLayer(MemoryStorage.layer), { excludeTestServices: true, timeout: 90_000 })("admission", (it) => {
  it.effect("a 5 MiB body to a path outside the API is not read nor parsed", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const t0 = performance.now()
      const statuses = yield* Effect.promise(() => Promise.all(["/healthz", "/nothing"].map((p) => post(baseUrl, p))))
      expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true)
      expect(performance.now() - t0).toBeLessThan(1000)
    }))

  it.effect("eight 5 MiB unauthenticated bodies get 401 unparsed: under 1 s of server CPU in all, /healthz slowed by under 100 ms", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      // warm the connection pool and the route
      yield* timedHealth(baseUrl)
      const child = spawn(process.execPath, ["-e", uploader, baseUrl], { stdio: ["ignore", "pipe", "inherit"] })
      const lines: Array<string> = []
      let wake: () => void = () => {}
      child.stdout.setEncoding("utf8").on("data", (d: string) => {
        lines.push(...d.split("\n").filter((l) => l.length > 0))
        wake()
      })
      const waitFor = (ok: () => boolean) =>
        Effect.promise(() =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`uploader said ${JSON.stringify(lines)}`)), 30_000)
            wake = () => {
              if (ok()) {
                clearTimeout(timer)
                resolve()
              }
            }
            wake()
          })
        )
      const idle: Array<number> = []
      for (let i = 0; i < 5; i++) idle.push((yield* timedHealth(baseUrl)).ms)
      // probe while the uploads are under way
      yield* waitFor(() => lines.includes("started"))
      const cpu0 = process.cpuUsage()
      const probes: Array<number> = []
      for (let i = 0; i < 20; i++) {
        const h = yield* timedHealth(baseUrl)
        expect(h.status).toBe(200)
        probes.push(h.ms)
        if (lines.length > 1 && i >= 4) break
      }
      yield* waitFor(() => lines.length > 1)
      expect(JSON.parse(lines[1]!)).toEqual(Array(8).fill(401))
      // CPU this process (the server, and the probes) spent while the eight
      // bodies were refused: what they cost the server, whatever else the
      // machine is busy with (parsing them cost seconds before).
      const cpu = process.cpuUsage(cpu0)
      const cpuMs = (cpu.user + cpu.system) / 1000
      const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
      const figures = `server CPU ${cpuMs.toFixed(0)} ms; healthz idle ${idle.map((p) => p.toFixed(1)).join(", ")} ms, during uploads ${
        probes.map((p) => p.toFixed(1)).join(", ")
      } ms`
      console.log(figures)
      expect(cpuMs, figures).toBeLessThan(1000)
      // The uploads add under 100 ms to /healthz (the median during them
      // against the median just before, so a machine busy with other work
      // moves both; before the guards they added seconds).
      expect(median(probes) - median(idle), figures).toBeLessThan(100)
    }), 60_000)

  it.effect("2,000 requests with bad tokens from one address get 429 once over the address limit, and a valid token still works", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const user = yield* newUser()
      // the valid token is known to the server before the flood
      expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).status).toBe(200)
      const counts = new Map<number, number>()
      let sample: any = undefined
      const t0 = Date.now()
      // 2,000 requests at most, 40 s at most (a loaded machine sends fewer)
      for (let batch = 0; batch < 40 && Date.now() - t0 < 40_000; batch++) {
        const statuses = yield* Effect.all(
          Array.from({ length: 50 }, (_, i) =>
            Effect.map(call(baseUrl, "GET", "/api/v1/urls", { token: `dm_bad${batch}x${i}` }), (r) => {
              if (r.status === 429) sample = r.json
              return r.status
            })),
          { concurrency: 10 }
        )
        for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
      }
      const seconds = (Date.now() - t0) / 1000
      expect([...counts.keys()].sort()).toEqual([401, 429])
      // the burst of 200, then 20 per second while the loop ran
      expect(counts.get(401)!).toBeLessThanOrEqual(200 + Math.ceil(20 * seconds) + 1)
      expect(sample._tag).toBe("RateLimited")
      expect(sample.retry_after_seconds).toBeGreaterThan(0)
      // a valid token is not locked out by the flood from its address
      expect((yield* call(baseUrl, "GET", "/api/v1/urls", { token: user.token })).status).toBe(200)
    }), 60_000)
})

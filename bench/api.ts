/**
 * pnpm bench:api — GET /api/v1/urls/{id} and GET /api/v1/urls (1,000 pages)
 * on our server (SQLite), beside a bare node:http server that returns the
 * same bytes, loaded from a second process (autocannon) on loopback.
 *
 * Env: DURATION seconds per run (default 10), CONNECTIONS (default 32).
 */
import { Accounts } from "@defmon/core/Accounts"
import { Baseline, BaselineElement } from "@defmon/core/Baseline"
import * as Checker from "@defmon/core/Checker"
import { WebpageRepo } from "@defmon/core/Storage"
import { defaultSettings, type Webpage } from "@defmon/core/Webpage"
import { Server } from "@defmon/server"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { Effect, Layer } from "effect"
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const execFileAsync = promisify(execFile)
const DURATION = Number(process.env.DURATION ?? 10)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32)
const PORT = 18_900 + Math.floor(Math.random() * 90)

const storage = SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-bench-api-")) })
const server = Server.layer({ port: PORT, host: "127.0.0.1", log: false }).pipe(Layer.provide(Checker.unavailable))
const app = Layer.mergeAll(server, Accounts.Default).pipe(Layer.provideMerge(storage))

const NOW = "2026-11-22T10:00:00.000Z"
const baseline = Baseline.make({
  title: "Home",
  line_num: 120,
  count_href: 40,
  count_script: 6,
  count_link: 3,
  count_image: 12,
  count_div: 80,
  count_iframe: 1,
  hash: "0123456789abcdef",
  baseline_hrefs: Array.from({ length: 10 }, (_, i) => BaselineElement.make({ id: i + 1, value: `https://example.com/p/${i}`, selected: true })),
  baseline_iframes: [],
  baseline_images: [],
  baseline_scripts: [BaselineElement.make({ id: 1, value: "https://example.com/app.js", selected: true })],
  baseline_stylesheets: [],
  spread: {},
  samples: 3,
  captured_at: NOW,
  engine_data: {}
})

// Asynchronous on purpose: the server under test runs in this process's event loop.
const autocannon = (url: string, token: string) =>
  Effect.promise(async () => {
    const { stdout } = await execFileAsync(
      join("node_modules", ".bin", "autocannon"),
      ["-j", "-c", String(CONNECTIONS), "-d", String(DURATION), "-H", `authorization=Bearer ${token}`, url],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }
    )
    const r = JSON.parse(stdout)
    return { rps: r.requests.average as number, p99: r.latency.p99 as number, mbps: r.throughput.average / 1e6, errors: r.errors + r.non2xx }
  })

const program = Effect.gen(function*() {
  const accounts = yield* Accounts
  const pages = yield* WebpageRepo
  const user = yield* accounts.createUser({ name: "bench", quota: 10_000, status_code_monitoring: true })
  const { token } = yield* accounts.createToken("bench")
  let firstId = 0
  for (let i = 0; i < 1000; i++) {
    const inserted = yield* pages.insert({
      user_id: user.id,
      url: `https://site${i % 50}.example.com/page/${i}`,
      domain: `site${i % 50}.example.com`,
      health_status: "OK",
      plan_type: "STANDARD",
      paused: false,
      ...defaultSettings(),
      current_baseline: baseline,
      continuous_reference: null,
      status_code_monitoring: { status_code: 200, response_time_ms: 42, checked_at: NOW, error: null },
      consecutive_changes: 0,
      open_incident_id: null,
      created_at: NOW,
      updated_at: NOW,
      last_checked_at: NOW,
      next_check_at: NOW,
      archived_at: null
    } as Omit<Webpage, "id">)
    if (i === 0 && inserted._tag === "Some") firstId = inserted.value.id
  }
  const ours = `http://127.0.0.1:${PORT}`
  const paths = [`/api/v1/urls/${firstId}`, "/api/v1/urls"]
  // The bare server answers with exactly the bytes ours returned.
  const bodies = new Map<string, Buffer>()
  for (const p of paths) {
    const res = yield* Effect.promise(() => fetch(ours + p, { headers: { authorization: `Bearer ${token}` } }))
    bodies.set(p, Buffer.from(yield* Effect.promise(() => res.arrayBuffer())))
  }
  const bare = createServer((req, res) => {
    const body = bodies.get(req.url ?? "")
    if (body === undefined) return void res.writeHead(404).end()
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length }).end(body)
  })
  yield* Effect.promise(() => new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r())))
  const barePort = (bare.address() as AddressInfo).port

  console.log(`1,000 pages; autocannon -c ${CONNECTIONS} -d ${DURATION} in a second process; 2 cores shared by server and load`)
  console.log("| endpoint | response bytes | server | req/s | p99 ms | MB/s | defmon / bare |")
  console.log("|---|---:|---|---:|---:|---:|---:|")
  for (const p of paths) {
    const a = yield* autocannon(ours + p, token)
    const b = yield* autocannon(`http://127.0.0.1:${barePort}${p}`, token)
    const size = bodies.get(p)!.length
    const label = p.endsWith("/urls") ? "GET /api/v1/urls (1,000 pages)" : "GET /api/v1/urls/{id}"
    console.log(`| ${label} | ${size} | defmon | ${a.rps.toFixed(0)} | ${a.p99} | ${a.mbps.toFixed(1)} | ${(a.rps / b.rps).toFixed(2)}x |`)
    console.log(`| ${label} | ${size} | bare node:http | ${b.rps.toFixed(0)} | ${b.p99} | ${b.mbps.toFixed(1)} | |`)
    if (a.errors > 0) console.log(`(defmon: ${a.errors} errors or non-2xx)`)
  }
  bare.close()
})

Effect.runPromise(program.pipe(Effect.provide(app))).then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)

import { describe, expect, it } from "vitest"
import { spawn } from "node:child_process"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { existsSync, mkdtempSync, writeFileSync } from "node:fs"
import * as ChromiumRenderer from "@defmon/image/ChromiumRenderer"
import { tmpdir } from "node:os"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..", "..")
const bin = join(root, "packages", "cli", "src", "bin.ts")
const dir = mkdtempSync(join(tmpdir(), "defmon-check-"))

const page = (h1: string, extra = "") => `<html><head><title>Tool shop</title><script src="/app.js"></script></head><body>
<div><h1>${h1}</h1><p>We have sold hand tools and power tools to craftsmen and hobbyists since 1987, tested in our own workshop.</p>
<p>Free delivery on orders over fifty euros and returns within thirty days of purchase, no questions asked at all.</p>
<a href="/a">a</a><a href="/b">b</a>${extra}</div></body></html>`

const file = (name: string, content: string) => {
  const p = join(dir, name)
  writeFileSync(p, content)
  return p
}

const a = file("a.html", page("Welcome"))
const a2 = file("a2.html", page("Welcome"))
const hacked = file("hacked.html", page("Hacked by x0r"))
file("injected.html", page("Welcome", "<script src=\"https://evil.example.net/x.js\"></script>"))
const settings = file("settings.json", JSON.stringify({ engines: { visible_text: false, content: false, destinations: false } }))
const badSettings = file("bad.json", JSON.stringify({ threshold: { threshold_href: -1 } }))

// Asynchronous, so the test worker keeps answering vitest while the command runs.
// The built command (`pnpm test` builds first): a batch's worker threads run built JavaScript.
const builtBin = join(root, "packages", "cli", "dist", "src", "bin.js")

const checkWith = (env: Record<string, string>, ...args: Array<string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const command = env.BUILT === "1" ? [builtBin, "check", ...args] : ["--import", "tsx", bin, "check", ...args]
    const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env } })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d))
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

const check = (...args: Array<string>) => checkWith({}, ...args)

describe("defmon check", () => {
  it("exits 0 with no alert for an unchanged page", async () => {
    const r = await check("--baseline", a, "--baseline", a2, "--current", a)
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ alert: false, findings: [], summary: "no change a visitor would notice" })
  })

  it("exits 1 with the findings for a defaced page", async () => {
    const r = await check("--baseline", a, "--current", hacked)
    expect(r.code).toBe(1)
    const v = JSON.parse(r.stdout)
    expect(v.alert).toBe(true)
    expect(v.findings.map((f: any) => f.engine)).toContain("visible_text")
  })

  it("applies --settings (engines turned off) and refuses bad settings with exit 2 naming the field", async () => {
    expect((await check("--baseline", a, "--current", hacked, "--settings", settings)).code).toBe(0)
    const bad = await check("--baseline", a, "--current", hacked, "--settings", badSettings)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("threshold.threshold_href must be an integer from 0 to 100000")
  })

  it("exits 2 on a missing file or missing arguments", async () => {
    expect((await check("--baseline", join(dir, "nope.html"), "--current", a)).code).toBe(2)
    expect((await check("--current", a)).code).toBe(2)
  })

  it("--batch writes one verdict line per pair with its id, and an error line for a bad pair", async () => {
    const pairs = file(
      "pairs.jsonl",
      [
        JSON.stringify({ id: 1, baseline: ["a.html", "a2.html"], current: "a.html" }),
        JSON.stringify({ id: "two", baseline: ["a.html"], current: "injected.html" }),
        JSON.stringify({ id: 3, baseline: ["missing.html"], current: "a.html" }),
        JSON.stringify({ id: 4, baseline: ["a.html"], current: "hacked.html", settings: { engines: { visible_text: false, content: false, destinations: false } } })
      ].join("\n")
    )
    const r = await check("--batch", pairs)
    const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.id, l.alert ?? "error"])).toEqual([[1, false], ["two", true], [3, "error"], [4, false]])
    expect(lines[1].findings.map((f: any) => f.check)).toContain("script_new_domain")
    expect(r.code).toBe(2)
  })

  it("--batch on several threads prints the same lines in the order of the pairs as on one", async () => {
    const lines: Array<string> = []
    for (let i = 0; i < 40; i++) {
      const current = ["a.html", "injected.html", "hacked.html", "missing.html"][i % 4]
      lines.push(JSON.stringify({ id: `p${i}`, baseline: i % 3 === 0 ? ["a.html"] : ["a.html", "a2.html"], current }))
      if (i === 17) lines.push("{ not json")
    }
    const pairs = file("many.jsonl", lines.join("\n"))
    const one = await checkWith({ DEFMON_CHECK_THREADS: "1" }, "--batch", pairs)
    const three = await checkWith({ DEFMON_CHECK_THREADS: "3", BUILT: "1", NODE_OPTIONS: "" }, "--batch", pairs)
    expect(three.stderr).toBe("")
    expect(three.stdout).toBe(one.stdout)
    expect(three.code).toBe(one.code)
    const out = three.stdout.trim().split("\n").map((l) => JSON.parse(l))
    expect(out).toHaveLength(41)
    expect(out.filter((l) => l.id !== null).map((l) => l.id)).toEqual(Array.from({ length: 40 }, (_, i) => `p${i}`))
    expect(out[18]).toMatchObject({ id: null, error: expect.any(String) })
    expect(out.filter((l) => l.alert === true).length).toBeGreaterThanOrEqual(20)
    expect(out.filter((l) => typeof l.error === "string").length).toBe(11)
  }, 60_000)

  it("--batch stops quietly with status 141 when its reader closes the pipe early (| head), on one thread and several", async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => JSON.stringify({ id: `q${i}`, baseline: ["a.html"], current: "hacked.html" }))
    const pairs = file("long.jsonl", lines.join("\n"))
    for (const threads of ["1", "2"]) {
      const r = await new Promise<{ code: number | null; first: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [builtBin, "check", "--batch", pairs], { cwd: root, env: { ...process.env, DEFMON_CHECK_THREADS: threads, NODE_OPTIONS: "" } })
        let first = ""
        let stderr = ""
        child.stdout.setEncoding("utf8").on("data", (d: string) => {
          // like `head -1`: read the first line, then close the pipe while the batch still writes
          first += d
          if (first.includes("\n")) child.stdout.destroy()
        })
        child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
        child.on("error", reject)
        child.on("close", (code) => resolve({ code, first, stderr }))
      })
      expect(JSON.parse(r.first.split("\n")[0]!)).toMatchObject({ id: "q0", alert: true })
      expect(r.stderr, `threads ${threads}`).toBe("")
      expect(r.code, `threads ${threads}`).toBe(141)
    }
  }, 60_000)

  // like the image package's Chromium suites: skipped without Chromium, except in CI
  it.skipIf(!ChromiumRenderer.available() && !process.env.CI)("--render adds the image engine: a CSS-only defacement the HTML engines miss is flagged, with the network off", async () => {
    // a loopback server the rendered pages point at: it must never be reached
    let hits = 0
    const server = createServer((_req, res) => {
      hits++
      res.end()
    })
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
    const port = (server.address() as AddressInfo).port
    const shop = (css: string) => page("Welcome", `<style>h1 { color: #234 }${css}</style><div class="shop-hero"></div><img src="http://127.0.0.1:${port}/track.png">`)
    file("shop.html", shop(""))
    file("shop2.html", shop(""))
    // A restyled block the HTML engines do not weigh (a component's class, no text drawn, nothing laid over
    // the page): only a rendering shows the page turned into a black wall.
    file("overlay.html", shop(`.shop-hero { display: block; position: relative; min-height: 3000px; background: #000 }`))
    const pairs = file(
      "render.jsonl",
      [
        JSON.stringify({ id: "same", baseline: ["shop.html", "shop2.html"], current: "shop.html" }),
        JSON.stringify({ id: "overlay", baseline: ["shop.html", "shop2.html"], current: "overlay.html" })
      ].join("\n")
    )
    const run = (...args: Array<string>) =>
      new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", bin, "check", ...args], { cwd: root })
        let stdout = ""
        child.stdout.on("data", (d) => (stdout += d))
        child.on("close", (code) => resolve({ code, stdout }))
      })
    try {
      expect((await run("--baseline", join(dir, "shop.html"), "--current", join(dir, "overlay.html"))).code).toBe(0)
      const diffs = join(dir, "diffs")
      const single = await run("--render", "--diff-dir", diffs, "--baseline", join(dir, "shop.html"), "--current", join(dir, "overlay.html"))
      expect(single.code).toBe(1)
      const finding = JSON.parse(single.stdout).findings.find((f: any) => f.engine === "image")
      expect(finding).toMatchObject({ check: "page_similarity", breach: true })
      expect(finding.similarity).toBeLessThan(50)
      expect(existsSync(finding.diff)).toBe(true)
      const batch = await run("--render", "--batch", pairs)
      const lines = batch.stdout.trim().split("\n").map((l) => JSON.parse(l))
      expect(lines.map((l) => [l.id, l.alert])).toEqual([["same", false], ["overlay", true]])
      expect(lines[0].findings).toEqual([expect.objectContaining({ engine: "image", breach: false, similarity: 100 })])
      expect(batch.code).toBe(1)
      expect(hits).toBe(0)
    } finally {
      server.close()
    }
  }, 180_000)
})

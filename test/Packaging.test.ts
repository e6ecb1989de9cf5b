/**
 * defmon as a new user gets it: every package packed as it would be
 * published (`pnpm pack`; every package's `exports` give only the built
 * `dist/`), installed with npm
 * into a new app outside the workspace, and used on plain `node` with no
 * loader: the public entry points, the README's "Use as a library" program
 * (type-checked with `strict` and NodeNext against the installed
 * declarations, then run), a compare thread started from built JavaScript,
 * and the installed `defmon` command run from another directory.
 *
 * The app's install skips install scripts: the only one in the tree is
 * better-sqlite3's native build (minutes with a compiler), so the binary the
 * workspace already built for this Node is copied in, pinned to the same
 * version.
 */
import { PgTestDatabase } from "@defmon/storage-pg"
import { Effect, Exit, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { spawn } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

const root = join(import.meta.dirname, "..")
const work = mkdtempSync(join(tmpdir(), "defmon-pack-"))
const tarballs = join(work, "tarballs")
const app = join(work, "app")

interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

// Asynchronous, so the test worker stays responsive while npm and tsc run; killed at `timeout`.
const run = (command: string, args: ReadonlyArray<string>, cwd: string, timeout = 180_000, env: Record<string, string> = {}): Promise<Ran> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_OPTIONS: "", ...env } })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d))
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
    const timer = setTimeout(() => child.kill("SIGKILL"), timeout)
    child.on("error", reject)
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })

const must = async (ran: Promise<Ran>, what: string) => {
  const r = await ran
  if (r.code !== 0) throw new Error(`${what} failed (exit ${r.code}):\n${r.stdout}\n${r.stderr}`)
  return r
}

const versionOf = (name: string, from: string) =>
  JSON.parse(readFileSync(join(dirname(createRequire(join(from, "package.json")).resolve(`${name}/package.json`)), "package.json"), "utf8")).version as string

/** The README's "Use as a library" program, exactly as printed. */
const readmeProgram = () => {
  const readme = readFileSync(join(root, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("## Use as a library"))
  const block = /```ts\n([\s\S]*?)```/.exec(section)
  if (block === null) throw new Error("README.md: no ts block under \"Use as a library\"")
  return block[1]!
}

const sqlite = (() => {
  const dir = dirname(createRequire(join(root, "packages", "storage-sqlite", "package.json")).resolve("@effect/sql-sqlite-node/package.json"))
  const pkg = dirname(createRequire(join(dir, "package.json")).resolve("better-sqlite3/package.json"))
  return { dir: pkg, version: JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")).version as string }
})()

const setUp = async () => {
  // The workspace's build must be current: pack what `tsc -b` emits.
  await must(run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-b"], root, 300_000), "tsc -b")
  await must(run("npx", ["-y", "pnpm@10", "-r", "--filter", "./packages/*", "pack", "--pack-destination", tarballs], root), "pnpm pack")

  const dependencies: Record<string, string> = {}
  for (const file of readdirSync(tarballs)) {
    const name = /^defmon-(.+)-\d+\.\d+\.\d+\.tgz$/.exec(file)
    if (name !== null) dependencies[`@defmon/${name[1]}`] = `file:${join(tarballs, file)}`
  }
  const packages = Object.keys(dependencies)
  const platform = join(root, "packages", "server")
  mkdirSync(app)
  writeFileSync(join(app, "package.json"), JSON.stringify({
    name: "defmon-host",
    private: true,
    type: "module",
    dependencies: {
      ...dependencies,
      effect: versionOf("effect", platform),
      "@effect/platform": versionOf("@effect/platform", platform),
      "@effect/platform-node": versionOf("@effect/platform-node", platform)
    },
    devDependencies: { "@types/node": versionOf("@types/node", root) },
    // every @defmon package from its tarball, never from the registry
    overrides: { ...Object.fromEntries(packages.map((p) => [p, `$${p}`])), "better-sqlite3": sqlite.version }
  }, null, 2))
  await must(run("npm", ["install", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], app, 300_000), "npm install")
  cpSync(join(sqlite.dir, "build", "Release", "better_sqlite3.node"), join(app, "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node"))

  writeFileSync(join(app, "host.ts"), readmeProgram())
  // With skipLibCheck, a declaration that fails to resolve turns into \`any\` silently: these
  // expected errors fail the check (as unused) when types across packages are lost.
  writeFileSync(join(app, "types.ts"), [
    `import type { Engine } from "@defmon/engines/Engine"`,
    `import type { Client } from "@defmon/client/Client"`,
    `declare const args: Parameters<Engine["compare"]>`,
    `// @ts-expect-error a baseline's title (a @defmon/core type) is a string`,
    `export const title: number = args[0].title`,
    `// @ts-expect-error a page's visible text is a string`,
    `export const text: number = args[1].text`,
    `declare const client: Client`,
    `// @ts-expect-error the typed client has no such group`,
    `export const nothing = client.Nothing`,
    ``
  ].join("\n"))
  writeFileSync(join(app, "tsconfig.json"), JSON.stringify({
    compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", types: ["node"], outDir: "out", skipLibCheck: true },
    files: ["host.ts", "types.ts"]
  }))
  return { packages }
}


// The tests share one install and run at once: most of their time is processes starting.
describe.concurrent("packed packages installed with npm into a host app", () => {
  const scope = Effect.runSync(Scope.make())
  afterAll(async () => {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    rmSync(work, { recursive: true, force: true })
  })
  let installed: Promise<{ readonly packages: ReadonlyArray<string> }> | undefined
  const setup = () => (installed ??= setUp())

  it("installs every package without tsx or any dev tool", async () => {
    const { packages } = await setup()
    expect(packages).toEqual(expect.arrayContaining(["@defmon/core", "@defmon/engines", "@defmon/storage-sqlite", "@defmon/testing", "@defmon/server", "@defmon/worker", "@defmon/client", "@defmon/cli"]))
    for (const tool of ["tsx", "vitest", "typescript"]) {
      const ls = await run("npm", ["ls", tool, "--omit=dev", "--json"], app)
      expect(JSON.parse(ls.stdout).dependencies ?? {}, tool).toEqual({})
    }
    const ls = await run("npm", ["ls", "tsx", "--json"], app)
    expect(JSON.parse(ls.stdout).dependencies ?? {}).toEqual({})
    const manifest = JSON.parse(readFileSync(join(app, "node_modules", "@defmon", "core", "package.json"), "utf8"))
    // what a host resolves: the built JavaScript and declarations
    expect(manifest.exports["."]).toMatchObject({ types: "./dist/src/index.d.ts", import: "./dist/src/index.js" })
    expect(Object.keys(manifest.exports["."]).at(-1)).toBe("import")
    expect(manifest.main).toBe("./dist/src/index.js")
    expect(manifest.exports["./internal/*"]).toBeNull()
    // no installed package names a TypeScript source in its exports, under any condition: plain node resolves every one
    for (const name of readdirSync(join(app, "node_modules", "@defmon"))) {
      const installed = readFileSync(join(app, "node_modules", "@defmon", name, "package.json"), "utf8")
      const exported = JSON.stringify(JSON.parse(installed).exports ?? {})
      expect(exported, `@defmon/${name}`).not.toMatch(/\.\/src\/|@defmon\/source|(?<!\.d)\.ts"/)
    }
  }, 900_000)

  it("imports the public entry points on plain node; internal modules are closed", async () => {
    await setup()
    writeFileSync(join(app, "imports.mjs"), `
import * as core from "@defmon/core"
import * as engines from "@defmon/engines"
import * as sqlite from "@defmon/storage-sqlite"
import * as testing from "@defmon/testing"
import * as server from "@defmon/server"
import * as worker from "@defmon/worker"
import * as client from "@defmon/client"
import { Builtins } from "@defmon/engines/Engines"
import * as ComparePool from "@defmon/worker/checks/ComparePool"
import { Effect, Logger } from "effect"
process.stderr.write("imported the entry points\\n")
let internal = "importable"
try { await import("@defmon/engines/internal/Text") } catch (e) { internal = e.code }
// A compare thread from built JavaScript: a thread that cannot start is logged and skipped.
const warnings = []
const logger = Logger.make(({ logLevel, message }) => { if (logLevel._tag === "Warning") warnings.push(String(message)) })
await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
  const extractor = yield* engines.Extractor.make
  yield* ComparePool.make(1, Builtins, extractor)
  process.stderr.write("a compare thread started\\n")
})).pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger))))
console.log(JSON.stringify({
  core: Object.keys(core), engines: Object.keys(engines), sqlite: Object.keys(sqlite), testing: Object.keys(testing),
  server: Object.keys(server), worker: Object.keys(worker), client: Object.keys(client), internal, warnings
}))
`)
    const r = await must(run(process.execPath, ["imports.mjs"], app, 240_000), "imports.mjs")
    const out = JSON.parse(r.stdout.trim().split("\n").at(-1)!)
    expect(out.core).toEqual(expect.arrayContaining(["Accounts", "Webpage", "Storage"]))
    expect(out.engines).toEqual(expect.arrayContaining(["Compare", "Engine", "Extractor"]))
    expect(out.sqlite).toContain("SqliteStorage")
    expect(out.testing).toEqual(expect.arrayContaining(["MemoryStorage", "PageFarm"]))
    expect(out.server).toContain("Server")
    expect(out.worker).toContain("Worker")
    expect(out.client).toContain("Client")
    expect(out.internal).toBe("ERR_PACKAGE_PATH_NOT_EXPORTED")
    expect(out.warnings).toEqual([])
  }, 900_000)

  it("type-checks the README's library program (strict, NodeNext) and runs it: server, worker with a host engine, SQLite, a farm page baselined and read back", async () => {
    await setup()
    await must(run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "."], app, 300_000), "tsc in the host app")
    const r = await must(run(process.execPath, ["out/host.js"], app, 240_000), "the README program")
    const line = r.stdout.split("\n").find((l) => l.startsWith("{\"job\""))
    expect(JSON.parse(line ?? "null")).toEqual({ job: "Completed", title: "Example site page 1", verdict: "changed", engines: ["casino"] })
  }, 900_000)

  it("runs the installed defmon bin from another directory, paths relative to it", async () => {
    await setup()
    const bin = join(app, "node_modules", ".bin", "defmon")
    const help = await must(run(bin, ["--help"], work, 240_000), "defmon --help")
    expect(help.stdout).toContain("check")
    // piped: 80 columns, no colour codes, on the overview and a command's own help
    const serveHelp = await must(run(bin, ["serve", "--help"], work, 240_000), "defmon serve --help")
    expect(serveHelp.stdout).toContain("--database-url")
    for (const text of [help.stdout, serveHelp.stdout]) {
      expect(text.split("\n").filter((l) => l.length > 80)).toEqual([])
      expect(text).not.toContain("\x1b[")
    }
    const pages = join(work, "pages")
    mkdirSync(pages, { recursive: true })
    const page = (h1: string) => `<html><head><title>Shop</title></head><body><h1>${h1}</h1><p>Hand tools since 1987.</p></body></html>`
    writeFileSync(join(pages, "a.html"), page("Welcome"))
    writeFileSync(join(pages, "b.html"), page("Hacked by x0r"))
    const same = await run(bin, ["check", "--baseline", "a.html", "--current", "a.html"], pages, 240_000)
    expect(same.code, same.stderr).toBe(0)
    expect(JSON.parse(same.stdout)).toMatchObject({ alert: false })
    const hacked = await run(bin, ["check", "--baseline", "a.html", "--current", "b.html"], pages, 240_000)
    expect(hacked.code, hacked.stderr).toBe(1)
    expect(JSON.parse(hacked.stdout)).toMatchObject({ alert: true })
  }, 900_000)

  // Each command runs to its end within the bound or the test fails: a command
  // that printed its result and kept a connection open is killed at the bound.
  const commands = async (storage: { readonly args: ReadonlyArray<string>; readonly env: Record<string, string> }) => {
    const bin = join(app, "node_modules", ".bin", "defmon")
    const defmon = (...args: Array<string>) => run(bin, [...args, ...storage.args], work, 240_000, storage.env)
    const lines = (r: Ran) => r.stdout.split("\n").filter((l) => l.length > 0)
    const migrate = await defmon("migrate")
    expect(migrate.code, migrate.stderr).toBe(0)
    expect(lines(migrate)).toEqual(["migrations are up to date"])
    const created = await defmon("user", "create", "alice", "--quota", "5")
    expect(created.code, created.stderr).toBe(0)
    expect(JSON.parse(created.stdout)).toMatchObject({ name: "alice", quota: 5 })
    const updated = await defmon("user", "update", "alice", "--quota", "7")
    expect(updated.code, updated.stderr).toBe(0)
    expect(JSON.parse(updated.stdout)).toMatchObject({ name: "alice", quota: 7 })
    const shown = await defmon("user", "show", "alice")
    expect(shown.code, shown.stderr).toBe(0)
    expect(JSON.parse(shown.stdout)).toMatchObject({ name: "alice", quota: 7 })
    const token = await defmon("token", "create", "alice")
    expect(token.code, token.stderr).toBe(0)
    expect(lines(token)).toHaveLength(1)
    expect(token.stdout).toMatch(/^dmn_[A-Za-z0-9_-]{20,}\n$/)
    const listed = await defmon("token", "list", "alice")
    expect(listed.code, listed.stderr).toBe(0)
    const [record] = lines(listed).map((l) => JSON.parse(l))
    expect(lines(listed)).toHaveLength(1)
    const revoked = await defmon("token", "revoke", "alice", record.prefix)
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: record.id, revoked_at: expect.any(String) })
    const unknown = await defmon("user", "show", "nobody")
    expect(unknown.code).toBe(1)
    expect(unknown.stdout).toBe("")
    expect(unknown.stderr).toBe("defmon: no user named \"nobody\"\n")
  }

  it("runs every one-shot command to its end on SQLite (--data relative to the current directory)", async () => {
    await setup()
    await commands({ args: ["--data", "sqlite-data"], env: {} })
  }, 900_000)

  it("runs every one-shot command to its end on PostgreSQL (the URL from DEFMON_DATABASE_URL)", async () => {
    await setup()
    if (!(await PgTestDatabase.shouldRun("defmon command"))) return
    const url = await Effect.runPromise(Scope.extend(PgTestDatabase.database("defmon_cli"), scope))
    await commands({ args: [], env: { DEFMON_DATABASE_URL: url } })
  }, 900_000)

  it("explains in one line: a database it cannot reach, a port in use; the config file gives what flags do not", async () => {
    await setup()
    const bin = join(app, "node_modules", ".bin", "defmon")
    const unreachable = await run(bin, ["user", "show", "alice", "--database-url", "postgres://postgres:secret@127.0.0.1:1/none"], work, 240_000)
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toMatch(/^defmon: cannot reach the database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/none: .*ECONNREFUSED.*\n$/)

    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve))
    const port = (taken.address() as { port: number }).port
    writeFileSync(join(work, "defmon.json"), JSON.stringify({ port, data: "serve-data", "compare-threads": 0 }))
    const serve = await run(bin, ["serve", "--config", "defmon.json"], work, 240_000)
    taken.close()
    expect(serve.code).toBe(1)
    expect(serve.stderr).toContain(`defmon: port ${port} on 127.0.0.1 is in use: stop what listens there, or give another with --port (DEFMON_PORT)\n`)
    expect(serve.stdout).toBe("")
  }, 900_000)
})

/**
 * A private PostgreSQL cluster for fault-injection tests: `initdb` into a
 * temporary directory, a server on a free loopback port, and controls to
 * crash it (`pg_ctl stop -m immediate`), start it again (crash recovery) or
 * restart it cleanly, while the code under test keeps running. The shared
 * server of the other suites is never touched. Settings are PostgreSQL's
 * defaults (`fsync` and `synchronous_commit` on), so what committed before a
 * crash must still be there after it.
 *
 * Run as root (CI), the cluster belongs to the `postgres` user (PostgreSQL
 * refuses to run as root) and every command goes through `runuser`.
 *
 * @since 0.1.0
 */
import { Effect, type Scope } from "effect"
import { execFile, spawnSync } from "node:child_process"
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir, userInfo } from "node:os"
import { join } from "node:path"

/**
 * A running private cluster.
 *
 * @since 0.1.0
 */
export interface PgTestCluster {
  readonly port: number
  /** the URL of the cluster's `postgres` database (trust authentication, user `postgres`) */
  readonly url: string
  /** kills the server without a shutdown checkpoint (as a crash or power cut would); resolves once it is down */
  readonly crash: Effect.Effect<void>
  /** starts the server again (after `crash`: crash recovery); resolves once it accepts connections */
  readonly start: Effect.Effect<void>
  /** `pg_ctl restart -m fast`: every session is cut, the server is back when it resolves */
  readonly restart: Effect.Effect<void>
  /** the server's log so far (for failure messages) */
  readonly log: () => string
}

const candidates = (): Array<string> => {
  const dirs = ["/usr/local/bin"]
  try {
    // newest major version first
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))
    for (const v of versions) dirs.push(join("/usr/lib/postgresql", v, "bin"))
  } catch {
    // none installed there
  }
  if (process.env.DEFMON_TEST_PG_BIN) dirs.unshift(process.env.DEFMON_TEST_PG_BIN)
  return dirs
}

/**
 * The directory holding `initdb` and `pg_ctl` (`DEFMON_TEST_PG_BIN`,
 * `/usr/local/bin`, `/usr/lib/postgresql/<version>/bin`), or `null`.
 *
 * @since 0.1.0
 */
export const binDir = (): string | null => {
  for (const dir of candidates()) {
    try {
      accessSync(join(dir, "initdb"), constants.X_OK)
      accessSync(join(dir, "pg_ctl"), constants.X_OK)
      return dir
    } catch {
      // not here
    }
  }
  return null
}

const asRoot = (): boolean => userInfo().uid === 0

/**
 * Decides whether a suite on a private cluster runs: `true` when the
 * PostgreSQL server binaries are installed (and, as root, a `postgres` user
 * exists to own the cluster); otherwise throws under CI (the suites must
 * never be skipped there) and prints one line and returns `false` elsewhere.
 *
 * @since 0.1.0
 */
export const shouldRun = (suite: string): boolean => {
  const dir = binDir()
  let why: string | null = null
  if (dir === null) why = "the PostgreSQL server binaries (initdb, pg_ctl) are not installed"
  else if (asRoot() && spawnSync("id", ["-u", "postgres"]).status !== 0) why = "running as root and there is no postgres user"
  if (why === null) return true
  if (process.env.CI) throw new Error(`${why}: the ${suite} suite must run in CI`)
  console.log(`[defmon] ${why}: the ${suite} suite is skipped`)
  return false
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port")))
    })
  })

/**
 * Starts a private cluster for the life of the scope; closing the scope
 * stops it (immediately) and deletes its directory, also when the test failed.
 *
 * @since 0.1.0
 */
export const make: Effect.Effect<PgTestCluster, never, Scope.Scope> = Effect.gen(function*() {
  const bin = binDir()
  if (bin === null) return yield* Effect.dieMessage("the PostgreSQL server binaries (initdb, pg_ctl) are not installed")
  const root = mkdtempSync(join(tmpdir(), "defmon-pgcluster-"))
  const data = join(root, "data")
  const logFile = join(root, "server.log")
  const root_ = asRoot()
  if (root_) chownSync(root, Number(spawnSync("id", ["-u", "postgres"]).stdout.toString()), Number(spawnSync("id", ["-g", "postgres"]).stdout.toString()))
  // asynchronous, so the code under test keeps running while the server stops and starts
  const run = (tool: string, args: ReadonlyArray<string>) =>
    Effect.async<void>((resume) => {
      const [file, argv] = root_ ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), [...args]]
      execFile(file, argv, { timeout: 60_000 }, (error, stdout, stderr) => {
        if (error) {
          const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : ""
          resume(Effect.dieMessage(`${tool} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}\n${log}`))
        } else resume(Effect.void)
      })
    })
  const stopNow = () => {
    spawnSync(root_ ? "runuser" : join(bin, "pg_ctl"), [
      ...(root_ ? ["-u", "postgres", "--", join(bin, "pg_ctl")] : []),
      "stop",
      "-D",
      data,
      "-m",
      "immediate",
      "-w"
    ], { stdio: "ignore", timeout: 30_000 })
  }
  // Should the test runner exit without closing the scope, the server is not left behind.
  const onExit = () => {
    stopNow()
    rmSync(root, { recursive: true, force: true })
  }
  yield* Effect.acquireRelease(
    Effect.sync(() => process.once("exit", onExit)),
    () =>
      Effect.sync(() => {
        process.off("exit", onExit)
        onExit()
      })
  )
  yield* run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"])
  const port = yield* Effect.promise(freePort)
  // the socket directory is the cluster's own, so nothing else on the machine is in its way
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`
  const start = run("pg_ctl", ["start", "-D", data, "-l", logFile, "-w", "-t", "30", "-o", options])
  yield* start
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: run("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w", "-t", "30"]),
    start,
    // with the log file: a server started without one would hold pg_ctl's output open
    restart: run("pg_ctl", ["restart", "-D", data, "-l", logFile, "-m", "fast", "-w", "-t", "30", "-o", options]),
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "")
  }
})

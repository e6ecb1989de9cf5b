/**
 * Throwaway PostgreSQL databases for test suites: created fresh for a run,
 * dropped afterwards, and a clear decision when PostgreSQL is not reachable
 * (CI must fail; a developer machine may skip with one line).
 *
 * @since 0.1.0
 */
import type * as Storage from "@defmon/core/ports/storage"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, type Scope } from "effect"
import { Socket } from "node:net"
import * as PgStorage from "./PgStorage.js"

/**
 * The admin URL tests use: `DEFMON_TEST_PG_URL`, by default the `test`
 * database on 127.0.0.1:5432.
 *
 * @since 0.1.0
 */
export const adminUrl = (): string => process.env.DEFMON_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test"

/**
 * Whether something accepts TCP connections at the URL's host and port.
 *
 * @since 0.1.0
 */
export const reachable = (url: string = adminUrl(), timeoutMs = 2000): Promise<boolean> =>
  new Promise((resolve) => {
    const u = new URL(url)
    const socket = new Socket()
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("error", () => done(false))
    socket.connect(Number(u.port || 5432), u.hostname, () => done(true))
  })

/**
 * Decides whether the PostgreSQL suites run: `true` when reachable; when not,
 * throws under CI (the suites must never be skipped there) and otherwise
 * prints one line and returns `false`.
 *
 * @since 0.1.0
 */
export const shouldRun = async (suite: string): Promise<boolean> => {
  const url = adminUrl()
  if (await reachable(url)) return true
  const redacted = url.replace(/\/\/[^@]*@/, "//***@")
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${redacted}: the ${suite} suite must run in CI`)
  console.log(`[defmon] PostgreSQL is not reachable at ${redacted}: the ${suite} suite is skipped`)
  return false
}

/**
 * The URL of a fresh database, created on the admin connection and dropped
 * when the scope closes.
 *
 * @since 0.1.0
 */
export const database = (prefix = "defmon_test"): Effect.Effect<string, never, Scope.Scope> =>
  Effect.gen(function*() {
    const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    const admin = PgStorage.clientLayer({ url: adminUrl(), maxConnections: 1 })
    const run = (statement: string) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(admin), Effect.orDie)
    yield* Effect.acquireRelease(run(`CREATE DATABASE ${name}`), () =>
      run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.ignore))
    const u = new URL(adminUrl())
    u.pathname = `/${name}`
    return u.toString()
  })

/**
 * Storage on a fresh database (dropped when the layer is released).
 *
 * @since 0.1.0
 */
export const storageLayer = (prefix?: string): Layer.Layer<Storage.Storage | SqlClient.SqlClient> =>
  Layer.unwrapScoped(Effect.map(database(prefix), (url) => PgStorage.layer({ url })))

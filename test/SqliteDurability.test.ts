/**
 * SQLite durability and file modes (issue 15): `synchronous=FULL`, a data
 * directory defmon makes is 0700 and the database (with its WAL) 0600.
 */
import { SqliteStorage } from "@defmon/storage-sqlite"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const mode = (path: string) => statSync(path).mode & 0o777

it.effect("synchronous is FULL, the data directory 0700, the database and its WAL 0600", () =>
  Effect.gen(function*() {
    const dataDir = join(mkdtempSync(join(tmpdir(), "defmon-durable-")), "data")
    const layer = SqliteStorage.layer({ dataDir })
    const sync = yield* Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE IF NOT EXISTS probe (x INTEGER)`
      yield* sql`INSERT INTO probe VALUES (1)`
      return (yield* sql<{ synchronous: number }>`PRAGMA synchronous`)[0]!.synchronous
    }).pipe(Effect.provide(Layer.fresh(layer)), Effect.scoped)
    expect(sync).toBe(2) // FULL
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, "defmon.sqlite"))).toBe(0o600)
    for (const side of ["-wal", "-shm"]) {
      const path = join(dataDir, `defmon.sqlite${side}`)
      if (existsSync(path)) expect(mode(path), side).toBe(0o600)
    }
  }))

it.effect("an existing world-readable database file is narrowed to 0600", () =>
  Effect.gen(function*() {
    const dir = mkdtempSync(join(tmpdir(), "defmon-durable-"))
    const filename = join(dir, "old.sqlite")
    writeFileSync(filename, "")
    chmodSync(filename, 0o644)
    yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1`).pipe(
      Effect.provide(Layer.fresh(SqliteStorage.layer({ filename }))),
      Effect.scoped
    )
    expect(mode(filename)).toBe(0o600)
  }))

/**
 * Run as a child process by the memory test, so the server's memory is
 * measured alone: `node --max-old-space-size=N --import tsx listServer.ts
 * <dataDir>` serves the SQLite database in `dataDir` on a free loopback
 * port (no worker, no request log, no rate limit), prints
 * `{"port":…}` once it listens, and runs until it is killed.
 */
import * as Checker from "@defmon/core/ports/Checker"
import { Server } from "@defmon/server"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { HttpServer } from "@effect/platform"
import { Effect, Layer } from "effect"

const dataDir = process.argv[2]
if (dataDir === undefined) throw new Error("usage: listServer.ts <dataDir>")

const server = Server.layer({ port: 0, host: "127.0.0.1", log: false, rateLimit: false }).pipe(
  Layer.provide(Checker.unavailable),
  Layer.provide(SqliteStorage.layer({ dataDir, synchronous: "NORMAL" }))
)

Effect.runFork(
  Effect.gen(function*() {
    const address = (yield* HttpServer.HttpServer).address as HttpServer.TcpAddress
    console.log(JSON.stringify({ port: address.port }))
    return yield* Effect.never
  }).pipe(Effect.provide(server), Effect.scoped)
)

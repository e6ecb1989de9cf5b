import * as Command from "@effect/cli/Command"
import { NodeContext } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { envName, provider, readFile, splitConfigFlag } from "../src/Configuration.js"
import { compareThreadsOption } from "../src/ServeCommand.js"
import { storageOptions } from "../src/StorageOptions.js"

const dir = mkdtempSync(join(tmpdir(), "defmon-config-"))

// What the storage options and one worker option resolve to for these arguments.
const resolve = (args: ReadonlyArray<string>, file: Record<string, unknown> | undefined, env: Record<string, string>) =>
  Effect.gen(function*() {
    let seen: { databaseUrl: Option.Option<string>; data: string; compareThreads: Option.Option<number> } | undefined
    const probe = Command.make("probe", { ...storageOptions, compareThreads: compareThreadsOption }, (o) =>
      Effect.sync(() => {
        seen = o
      }))
    const saved = { ...process.env }
    Object.assign(process.env, env)
    try {
      yield* Command.run(probe, { name: "probe", version: "0" })(["node", "probe", ...args]).pipe(
        Effect.withConfigProvider(provider(file)),
        Effect.provide(NodeContext.layer)
      )
    } finally {
      for (const k of Object.keys(env)) {
        if (saved[k] === undefined) delete process.env[k]
        else process.env[k] = saved[k]
      }
    }
    return seen!
  })

describe("Configuration", () => {
  it("names the environment variable of a flag", () => {
    expect(envName("database-url")).toBe("DEFMON_DATABASE_URL")
    expect(envName("sample-delay-ms")).toBe("DEFMON_SAMPLE_DELAY_MS")
  })

  it("takes --config FILE (or --config=FILE) out of the arguments, else DEFMON_CONFIG", () => {
    expect(splitConfigFlag(["node", "defmon", "serve", "--config", "a.json", "--port", "1"], {})).toEqual({
      argv: ["node", "defmon", "serve", "--port", "1"],
      file: "a.json"
    })
    expect(splitConfigFlag(["node", "defmon", "--config=b.json"], {}).file).toBe("b.json")
    expect(splitConfigFlag(["node", "defmon"], { DEFMON_CONFIG: "c.json" }).file).toBe("c.json")
  })

  it("reads a JSON object keyed by flag names and refuses anything else in one line", () => {
    const good = join(dir, "good.json")
    writeFileSync(good, JSON.stringify({ "database-url": "postgres://x", port: 9000, "allow-hosts": ["a", "b"] }))
    expect(readFile(good)).toEqual({ "database-url": "postgres://x", port: "9000", "allow-hosts": "a,b" })
    const bad = join(dir, "bad.json")
    writeFileSync(bad, "[1]")
    expect(() => readFile(bad)).toThrow(`the config file ${bad} must hold a JSON object keyed by flag names`)
    expect(() => readFile(join(dir, "missing.json"))).toThrow("cannot read the config file")
  })

  it.effect("a flag wins over the environment, the environment over the file, the file over the default", () =>
    Effect.gen(function*() {
      const file = { "database-url": "postgres://file", data: "file-data", "compare-threads": "3" }
      const env = { DEFMON_DATABASE_URL: "postgres://env", DEFMON_COMPARE_THREADS: "2" }
      const flags = yield* resolve(["--database-url", "postgres://flag"], file, env)
      expect(flags.databaseUrl).toEqual(Option.some("postgres://flag"))
      expect(flags.compareThreads).toEqual(Option.some(2))
      expect(flags.data).toBe("file-data")
      const fromEnv = yield* resolve([], file, env)
      expect(fromEnv.databaseUrl).toEqual(Option.some("postgres://env"))
      const fromFile = yield* resolve([], file, {})
      expect(fromFile.databaseUrl).toEqual(Option.some("postgres://file"))
      expect(fromFile.compareThreads).toEqual(Option.some(3))
      const defaults = yield* resolve([], undefined, {})
      expect(defaults.databaseUrl).toEqual(Option.none())
      expect(defaults.data).toBe("./data")
      expect(defaults.compareThreads).toEqual(Option.none())
    }))
})

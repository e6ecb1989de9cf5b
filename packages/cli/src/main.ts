/**
 * The full `defmon` command line on @effect/cli: every command and its
 * `--help`. Usage errors exit with 2 (like diff); other failures print one
 * line, `defmon: <what went wrong>`, and exit with 1. Machine output goes to
 * stdout, logs to stderr. Settings not given as flags come from the
 * environment and the config file (`Configuration`). Commands load their
 * packages when they run. Effect modules are imported one by one: the
 * `effect` index alone costs a cold start more than the rest of this file.
 *
 * @since 0.2.0
 */
import * as ValidationError from "@effect/cli/ValidationError"
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import { run } from "./Cli.js"
import { provider, readFile, splitConfigFlag } from "./Configuration.js"

const fail = (message: string, code: number) => {
  process.stderr.write(`defmon: ${message}\n`)
  process.exitCode = code
}

/**
 * Runs the command line (`process.argv`) through the full CLI.
 *
 * @since 0.2.0
 */
export const main = (processArgv: ReadonlyArray<string>): void => {
  const { argv, file } = splitConfigFlag(processArgv)
  let config: Record<string, unknown> | undefined
  try {
    config = file === undefined ? undefined : readFile(file)
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e), 2)
  }

  // Help and messages piped into a file or another program carry no colour codes.
  if (!process.stdout.isTTY) {
    const log = globalThis.console.log.bind(globalThis.console)
    globalThis.console.log = (...args: Array<unknown>) => log(...args.map((a) => (typeof a === "string" ? a.replace(/\x1b\[[0-9;]*m/g, "") : a)))
  }

  run(argv).pipe(
    Effect.catchAll((error) =>
      Effect.sync(() => {
        if (ValidationError.isValidationError(error)) {
          process.exitCode = 2
          return
        }
        fail(typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error), 1)
      })
    ),
    Effect.withConfigProvider(provider(config)),
    Effect.provide(Logger.replace(Logger.defaultLogger, Logger.prettyLogger({ stderr: true }))),
    Effect.provide(NodeContext.layer),
    (effect) => NodeRuntime.runMain(effect, { disablePrettyLogger: true })
  )
}

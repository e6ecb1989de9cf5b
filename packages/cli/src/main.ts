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

/**
 * Wraps the lines of `text` longer than `width` at spaces, continuing at the
 * line's indentation (two more for a line that starts with `$ `).
 *
 * @since 0.2.0
 */
export const wrap = (text: string, width: number): string =>
  text.split("\n").map((line) => {
    if (line.length <= width) return line
    const indent = /^ */.exec(line)![0] + (line.trimStart().startsWith("$ ") ? "  " : "")
    const out: Array<string> = []
    let current = ""
    for (const word of line.trim().split(/ +/)) {
      const next = current === "" ? (out.length === 0 ? /^ */.exec(line)![0] : indent) + word : `${current} ${word}`
      if (next.length > width && current !== "") {
        out.push(current)
        current = indent + word
      } else {
        current = next
      }
    }
    out.push(current)
    return out.join("\n")
  }).join("\n")

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

  // Help fits the terminal (80 columns when piped), and output piped into a
  // file or another program carries no colour codes.
  const helping = argv.some((a) => a === "--help" || a === "-h")
  const width = process.stdout.isTTY ? Math.max(40, process.stdout.columns ?? 80) : 80
  if (helping || !process.stdout.isTTY) {
    const log = globalThis.console.log.bind(globalThis.console)
    const plain = (a: unknown) => (typeof a === "string" && !process.stdout.isTTY ? a.replace(/\x1b\[[0-9;]*m/g, "") : a)
    globalThis.console.log = (...args: Array<unknown>) =>
      log(...args.map((a) => (helping && typeof plain(a) === "string" ? wrap(plain(a) as string, width) : plain(a))))
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

/**
 * `defmon check` without the command-line framework: its options parsed
 * here, so a check loads only the engines (and, with `--render`, the image
 * package). `defmon check --help` goes through the full CLI.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { isMainThread, workerData } from "node:worker_threads"
import type { CheckOptions } from "./internal/check.js"

// Started as one of `--batch`'s worker threads: serve pairs instead of running a command.
if (!isMainThread && (workerData as { readonly defmonCheck?: boolean } | null)?.defmonCheck === true) {
  void import("./internal/check.js").then((m) => m.serveBatchWorker())
}

const valued = new Set(["--baseline", "--current", "--settings", "--url", "--batch", "--diff-dir"])

/**
 * Parses the arguments after `check`; a `string` is a usage error.
 *
 * @since 0.2.0
 */
export const parse = (args: ReadonlyArray<string>): CheckOptions | string => {
  const values = new Map<string, Array<string>>()
  let render = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const eq = arg.indexOf("=")
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg
    if (name === "--render") {
      render = true
      continue
    }
    if (!valued.has(name)) return `unknown argument ${arg} (defmon check --help lists the options)`
    const value = eq > 0 && arg.startsWith("--") ? arg.slice(eq + 1) : args[++i]
    if (value === undefined) return `${name} needs a value`
    values.set(name, [...(values.get(name) ?? []), value])
  }
  const one = (name: string) => Option.fromNullable(values.get(name)?.at(-1))
  return {
    baseline: values.get("--baseline") ?? [],
    current: one("--current"),
    settings: one("--settings"),
    url: Option.getOrElse(one("--url"), () => "https://example.com/"),
    batch: one("--batch"),
    render,
    diffDir: one("--diff-dir")
  }
}

/**
 * Runs `defmon check` with the arguments after `check`.
 *
 * @since 0.2.0
 */
export const main = async (args: ReadonlyArray<string>): Promise<void> => {
  const options = parse(args)
  if (typeof options === "string") {
    process.stderr.write(`defmon check: ${options}\n`)
    process.exitCode = 2
    return
  }
  const { run } = await import("./internal/check.js")
  // Worker threads load this module again: built JavaScript only (a thread does not inherit a TypeScript
  // loader, so the workspace's `pnpm defmon` checks a batch on one thread).
  const self = new URL(import.meta.url)
  await Effect.runPromise(run(/\.m?js$/.test(self.pathname) ? { ...options, workerUrl: self } : options))
}

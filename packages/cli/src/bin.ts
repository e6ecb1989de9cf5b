#!/usr/bin/env node
/**
 * Entry point of the `defmon` command. Usage errors exit with 2 (like diff);
 * other failures print their message and exit with 1.
 *
 * @since 0.1.0
 */
import { ValidationError } from "@effect/cli"
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Effect } from "effect"
import { run } from "./Cli.js"

run(process.argv).pipe(
  Effect.catchAll((error) =>
    Effect.sync(() => {
      if (ValidationError.isValidationError(error)) {
        process.exitCode = 2
        return
      }
      const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error)
      process.stderr.write(`defmon: ${message}\n`)
      process.exitCode = 1
    })
  ),
  Effect.provide(NodeContext.layer),
  NodeRuntime.runMain
)

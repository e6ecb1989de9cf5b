#!/usr/bin/env node
/**
 * Entry point of the `defmon` command. It loads only what the command at
 * hand needs: the overview (`defmon`, `defmon --help`) loads nothing,
 * `defmon check` loads the engines without the command-line framework
 * (installed, from one bundled file), every other command and every
 * command's `--help` go through the full CLI (`main.ts`).
 *
 * @since 0.1.0
 */
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

const usage = `defmon: webpage defacement monitoring

Usage: defmon COMMAND [OPTIONS]

Commands:
  serve     run the API server and the worker in one process
  worker    run a worker process (batch jobs and checks) on a shared database
  user      create, show or update a user (account), set its portal password
  token     create, list or revoke a user's API tokens
  migrate   run the database migrations
  check     compare saved pages offline: exit 0 no alert, 1 alert, 2 error

Storage (every command but check):
  --data DIR           the SQLite database's directory (default ./data)
  --database-url URL   PostgreSQL instead: postgres://USER@HOST:5432/DB

Flags may also be set in the environment, DEFMON_ and the flag's name
(DEFMON_DATABASE_URL, DEFMON_PORT, ...), or in a JSON file named by
--config FILE or DEFMON_CONFIG ({"database-url": "...", "port": 8080}).
A flag wins over the environment, the environment over the file.
Paths are relative to the current directory.

Run defmon COMMAND --help for a command's options.
`

// A reader that stops early (`defmon check --batch pairs.jsonl | head`) closes our stdout: stop at once
// and quietly, with the status a Unix filter ends with on SIGPIPE (128 + 13), instead of a stack trace.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(141)
  throw e
})

const args = process.argv.slice(2)
const isHelp = (a: string) => a === "--help" || a === "-h"

if (args.length === 0 || (args.length === 1 && isHelp(args[0]!))) {
  process.stdout.write(usage)
} else if (args[0] === "check" && !args.some((a) => isHelp(a) || a === "--wizard")) {
  // The bundle (built when the package is packed) holds the engines in one file;
  // `--render` needs the image package beside the engines, so it takes the modules.
  const bundle = new URL("../check.mjs", import.meta.url)
  const fast = !args.includes("--render") && existsSync(fileURLToPath(bundle))
  const { main } = (await import(fast ? bundle.href : "./checkMain.js")) as typeof import("./checkMain.js")
  await main(args.slice(1))
} else {
  const { main } = await import("./main.js")
  main(process.argv)
}

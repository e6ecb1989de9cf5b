/**
 * The `defmon` command and its subcommands.
 *
 * @since 0.1.0
 */
import * as Command from "@effect/cli/Command"
import { checkCommand } from "./CheckCommand.js"
import { migrateCommand } from "./MigrateCommand.js"
import { serveCommand } from "./ServeCommand.js"
import { tokenCommand } from "./TokenCommand.js"
import { userCommand } from "./UserCommand.js"
import { workerCommand } from "./WorkerCommand.js"

/**
 * The root command.
 *
 * @since 0.1.0
 */
export const command = Command.make("defmon").pipe(
  Command.withDescription("webpage defacement monitoring"),
  Command.withSubcommands([serveCommand, workerCommand, userCommand, tokenCommand, migrateCommand, checkCommand])
)

/**
 * Runs the CLI on `process.argv`.
 *
 * @since 0.1.0
 */
export const run = Command.run(command, { name: "defmon", version: "0.1.0" })

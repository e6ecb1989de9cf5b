/**
 * `defmon migrate`: runs the pending migrations and exits.
 *
 * @since 0.1.0
 */
import { Command } from "@effect/cli"
import { Console, Effect, Layer } from "effect"
import { storageLayer, storageOptions } from "./StorageOptions.js"

/**
 * The `migrate` command (storage layers also migrate at start-up).
 *
 * @since 0.1.0
 */
export const migrateCommand = Command.make("migrate", storageOptions, (o) =>
  Effect.zipRight(Layer.build(storageLayer(o)), Console.log("migrations are up to date")).pipe(Effect.scoped)).pipe(
    Command.withDescription("run database migrations")
  )

/**
 * `defmon migrate`: runs the pending migrations and exits.
 *
 * @since 0.1.0
 */
import * as Command from "@effect/cli/Command"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { storageLayer, storageOptions } from "./StorageOptions.js"

/**
 * The `migrate` command (storage layers also migrate at start-up).
 *
 * @since 0.1.0
 */
export const migrateCommand = Command.make("migrate", storageOptions, (o) =>
  Effect.zipRight(Layer.build(storageLayer(o, { relay: false })), Console.log("migrations are up to date")).pipe(Effect.scoped)).pipe(
    Command.withDescription("run database migrations")
  )

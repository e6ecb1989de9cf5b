import type { Accounts } from "@defmon/core/usecases/Accounts"
import * as Effect from "effect/Effect"
import { storageLayer } from "../StorageOptions.js"

/**
 * Runs `f` with the account use cases on the selected storage, loaded when
 * the command runs. No change relay: the command exits when `f` is done.
 */
export const withAccounts = <A, E>(
  options: Parameters<typeof storageLayer>[0],
  f: (accounts: Accounts) => Effect.Effect<A, E>
) =>
  Effect.promise(() => import("@defmon/core/usecases/Accounts")).pipe(
    Effect.flatMap((m) => Effect.flatMap(m.Accounts, f).pipe(Effect.provide(m.Accounts.Default))),
    Effect.provide(storageLayer(options, { relay: false }))
  )

/**
 * `defmon token create|revoke|list`: API tokens (shown once, stored hashed).
 *
 * @since 0.1.0
 */
import { Args, Command, Options } from "@effect/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Console, Effect } from "effect"
import { storageLayer, storageOptions } from "./StorageOptions.js"

const user = Args.text({ name: "USER" }).pipe(Args.withDescription("user name"))

const tokenName = Options.text("name").pipe(Options.withDescription("what the token is for (shown in the portal)"), Options.withDefault(""))

const create = Command.make("create", { ...storageOptions, user, name: tokenName }, (o) =>
  Effect.flatMap(Accounts, (accounts) => accounts.createToken(o.user, o.name)).pipe(
    Effect.flatMap(({ record, token }) =>
      Effect.zipRight(
        Console.error(`token ${record.id} (${record.prefix}...) for ${o.user}; it is shown once, store it now:`),
        // The token alone on the last line of stdout, for scripts.
        Console.log(token)
      )),
    Effect.provide(Accounts.Default),
    Effect.provide(storageLayer(o))
  )).pipe(Command.withDescription("create an API token; prints the token alone on the last line"))

const revoke = Command.make(
  "revoke",
  { ...storageOptions, user, token: Args.text({ name: "TOKEN_ID_OR_PREFIX" }) },
  (o) =>
    Effect.flatMap(Accounts, (accounts) => accounts.revokeToken(o.user, o.token)).pipe(
      Effect.flatMap((t) => Console.log(JSON.stringify({ id: t.id, prefix: t.prefix, revoked_at: t.revoked_at }))),
      Effect.provide(Accounts.Default),
      Effect.provide(storageLayer(o))
    )
).pipe(Command.withDescription("revoke a token by its id or prefix"))

const list = Command.make("list", { ...storageOptions, user }, (o) =>
  Effect.flatMap(Accounts, (accounts) => accounts.listTokens(o.user)).pipe(
    Effect.flatMap((tokens) =>
      Effect.forEach(tokens, (t) =>
        Console.log(JSON.stringify({ id: t.id, name: t.name, prefix: t.prefix, created_at: t.created_at, revoked_at: t.revoked_at, last_used_at: t.last_used_at })))
    ),
    Effect.provide(Accounts.Default),
    Effect.provide(storageLayer(o))
  )).pipe(Command.withDescription("list a user's tokens (ids and prefixes only)"))

/**
 * The `token` command.
 *
 * @since 0.1.0
 */
export const tokenCommand = Command.make("token").pipe(
  Command.withDescription("manage API tokens"),
  Command.withSubcommands([create, revoke, list])
)

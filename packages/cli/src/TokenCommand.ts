/**
 * `defmon token create|revoke|list`: API tokens (shown once, stored hashed).
 *
 * @since 0.1.0
 */
import * as Args from "@effect/cli/Args"
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { withAccounts } from "./internal/withAccounts.js"
import { storageOptions } from "./StorageOptions.js"

const user = Args.text({ name: "USER" }).pipe(Args.withDescription("user name"))

const tokenName = Options.text("name").pipe(Options.withDescription("what the token is for (shown in the portal)"), Options.withDefault(""))

const create = Command.make("create", { ...storageOptions, user, name: tokenName }, (o) =>
  withAccounts(o, (accounts) => accounts.createToken(o.user, o.name)).pipe(
    Effect.flatMap(({ record, token }) =>
      Effect.zipRight(
        Console.error(`token ${record.id} (${record.prefix}...) for ${o.user}; it is shown once, store it now:`),
        // The token alone on stdout, for scripts.
        Console.log(token)
      ))
  )).pipe(Command.withDescription("create an API token; prints the token alone on stdout"))

const revoke = Command.make(
  "revoke",
  { ...storageOptions, user, token: Args.text({ name: "TOKEN_ID_OR_PREFIX" }) },
  (o) =>
    withAccounts(o, (accounts) => accounts.revokeToken(o.user, o.token)).pipe(
      Effect.flatMap((t) => Console.log(JSON.stringify({ id: t.id, prefix: t.prefix, revoked_at: t.revoked_at })))
    )
).pipe(Command.withDescription("revoke a token by its id or prefix"))

const list = Command.make("list", { ...storageOptions, user }, (o) =>
  withAccounts(o, (accounts) => accounts.listTokens(o.user)).pipe(
    Effect.flatMap((tokens) =>
      Effect.forEach(tokens, (t) =>
        Console.log(JSON.stringify({ id: t.id, name: t.name, prefix: t.prefix, created_at: t.created_at, revoked_at: t.revoked_at, last_used_at: t.last_used_at })))
    )
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

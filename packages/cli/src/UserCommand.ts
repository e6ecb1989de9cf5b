/**
 * `defmon user create|show|update|password`: operator-managed accounts and
 * their portal passwords (read from stdin, never from an argument, so they
 * stay out of shell history and process lists).
 *
 * @since 0.1.0
 */
import * as Args from "@effect/cli/Args"
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import { InvalidInput } from "@defmon/core/domain/Errors"
import type { Accounts } from "@defmon/core/usecases/Accounts"
import type { Portal } from "@defmon/core/usecases/Portal"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { withAccounts } from "./internal/withAccounts.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

/** Runs `f` with the account and portal use cases, loaded when the command runs (no change relay: it exits). */
const withUsers = <A, E>(options: Parameters<typeof storageLayer>[0], f: (accounts: Accounts, portal: Portal) => Effect.Effect<A, E>) =>
  Effect.promise(() => Promise.all([import("@defmon/core/usecases/Accounts"), import("@defmon/core/usecases/Portal")])).pipe(
    Effect.flatMap(([a, p]) =>
      Effect.flatMap(Effect.all([a.Accounts, p.Portal]), ([accounts, portal]) => f(accounts, portal)).pipe(
        Effect.provide(Layer.merge(a.Accounts.Default, p.Portal.Default))
      )
    ),
    Effect.provide(storageLayer(options, { relay: false }))
  )

/**
 * The password on stdin: everything up to the first line break (so
 * `echo pw | defmon ...` and a file both work).
 */
const readPassword = Effect.promise(async () => {
  const chunks: Array<Buffer> = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? ""
})

const passwordStdin = Options.boolean("password-stdin").pipe(
  Options.withDescription("read the user's portal password from stdin (12 to 1024 characters)")
)

const setPassword = (portal: Portal, user: string) =>
  Effect.flatMap(readPassword, (password) => portal.setPassword(user, password)).pipe(
    Effect.zipRight(Console.error(`password set for ${user}: sign in at the server's / page`))
  )

const name = Args.text({ name: "NAME" }).pipe(Args.withDescription("user name"))

const print = (account: { readonly id: number; readonly name: string; readonly quota: number; readonly status_code_monitoring: boolean }) =>
  Console.log(JSON.stringify({ id: account.id, name: account.name, quota: account.quota, status_code_monitoring: account.status_code_monitoring }))

const create = Command.make(
  "create",
  {
    ...storageOptions,
    name,
    quota: Options.integer("quota").pipe(Options.withDescription("quota of non-archived webpages"), Options.withDefault(100)),
    statusCodeMonitoring: Options.boolean("status-code-monitoring").pipe(
      Options.withDescription("enable HTTP status-code monitoring for the account")
    ),
    passwordStdin
  },
  (o) =>
    withUsers(o, (accounts, portal) =>
      accounts.createUser({ name: o.name, quota: o.quota, status_code_monitoring: o.statusCodeMonitoring }).pipe(
        Effect.tap((account) => (o.passwordStdin ? setPassword(portal, account.name) : Effect.void))
      )).pipe(Effect.flatMap(print))
).pipe(Command.withDescription("create a user (account); --password-stdin also lets it sign in to the portal"))

const password = Command.make("password", { ...storageOptions, name, passwordStdin }, (o) =>
  o.passwordStdin
    ? withUsers(o, (_accounts, portal) => setPassword(portal, o.name)).pipe(Effect.asVoid)
    : Effect.fail(new InvalidInput({ field: "password-stdin", message: "pass --password-stdin and the password on stdin" }))).pipe(
      Command.withDescription("set a user's portal password, read from stdin")
    )

const show = Command.make("show", { ...storageOptions, name }, (o) =>
  withAccounts(o, (accounts) => accounts.findUser(o.name)).pipe(Effect.flatMap(print))).pipe(Command.withDescription("show a user"))

const update = Command.make(
  "update",
  {
    ...storageOptions,
    name,
    quota: Options.integer("quota").pipe(Options.optional),
    statusCodeMonitoring: Options.choice("status-code-monitoring", ["on", "off"]).pipe(Options.optional)
  },
  (o) =>
    withAccounts(o, (accounts) =>
      accounts.updateUser(o.name, {
        ...Option.match(o.quota, { onNone: () => ({}), onSome: (quota) => ({ quota }) }),
        ...Option.match(o.statusCodeMonitoring, { onNone: () => ({}), onSome: (v) => ({ status_code_monitoring: v === "on" }) })
      })).pipe(Effect.flatMap(print))
).pipe(Command.withDescription("change a user's quota or status-code monitoring"))

/**
 * The `user` command.
 *
 * @since 0.1.0
 */
export const userCommand = Command.make("user").pipe(
  Command.withDescription("manage users"),
  Command.withSubcommands([create, show, update, password])
)

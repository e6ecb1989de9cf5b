/**
 * `defmon user create|show|update`: operator-managed accounts.
 *
 * @since 0.1.0
 */
import * as Args from "@effect/cli/Args"
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { withAccounts } from "./internal/withAccounts.js"
import { storageOptions } from "./StorageOptions.js"

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
    )
  },
  (o) =>
    withAccounts(o, (accounts) => accounts.createUser({ name: o.name, quota: o.quota, status_code_monitoring: o.statusCodeMonitoring })).pipe(
      Effect.flatMap(print)
    )
).pipe(Command.withDescription("create a user (account)"))

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
  Command.withSubcommands([create, show, update])
)

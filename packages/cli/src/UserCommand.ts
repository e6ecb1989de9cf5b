/**
 * `defmon user create|show|update|password`: operator-managed accounts and
 * their portal passwords (read from stdin, never from an argument, so they
 * stay out of shell history and process lists).
 *
 * @since 0.1.0
 */
import { Args, Command, Options } from "@effect/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Portal } from "@defmon/core/usecases/Portal"
import { InvalidInput } from "@defmon/core/domain/Errors"
import { Console, Effect, Layer, Option } from "effect"
import { storageLayer, storageOptions } from "./StorageOptions.js"

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

const setPassword = (user: string) =>
  Effect.flatMap(readPassword, (password) => Effect.flatMap(Portal, (portal) => portal.setPassword(user, password))).pipe(
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
    Effect.flatMap(Accounts, (accounts) =>
      accounts.createUser({ name: o.name, quota: o.quota, status_code_monitoring: o.statusCodeMonitoring })).pipe(
        Effect.tap((account) => (o.passwordStdin ? setPassword(account.name) : Effect.void)),
        Effect.flatMap(print),
        Effect.provide(Layer.merge(Accounts.Default, Portal.Default)),
        Effect.provide(storageLayer(o))
      )
).pipe(Command.withDescription("create a user (account); --password-stdin also lets it sign in to the portal"))

const password = Command.make("password", { ...storageOptions, name, passwordStdin }, (o) =>
  (o.passwordStdin
    ? setPassword(o.name)
    : Effect.fail(new InvalidInput({ field: "password-stdin", message: "pass --password-stdin and the password on stdin" }))).pipe(
      Effect.asVoid,
      Effect.provide(Portal.Default),
      Effect.provide(storageLayer(o))
    )).pipe(Command.withDescription("set a user's portal password, read from stdin"))

const show = Command.make("show", { ...storageOptions, name }, (o) =>
  Effect.flatMap(Accounts, (accounts) => accounts.findUser(o.name)).pipe(
    Effect.flatMap(print),
    Effect.provide(Accounts.Default),
    Effect.provide(storageLayer(o))
  )).pipe(Command.withDescription("show a user"))

const update = Command.make(
  "update",
  {
    ...storageOptions,
    name,
    quota: Options.integer("quota").pipe(Options.optional),
    statusCodeMonitoring: Options.choice("status-code-monitoring", ["on", "off"]).pipe(Options.optional)
  },
  (o) =>
    Effect.flatMap(Accounts, (accounts) =>
      accounts.updateUser(o.name, {
        ...Option.match(o.quota, { onNone: () => ({}), onSome: (quota) => ({ quota }) }),
        ...Option.match(o.statusCodeMonitoring, { onNone: () => ({}), onSome: (v) => ({ status_code_monitoring: v === "on" }) })
      })).pipe(Effect.flatMap(print), Effect.provide(Accounts.Default), Effect.provide(storageLayer(o)))
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

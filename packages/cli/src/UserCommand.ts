/**
 * `defmon user create|show|update`: operator-managed accounts.
 *
 * @since 0.1.0
 */
import { Args, Command, Options } from "@effect/cli"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Console, Effect, Option } from "effect"
import { storageLayer, storageOptions } from "./StorageOptions.js"

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
    Effect.flatMap(Accounts, (accounts) =>
      accounts.createUser({ name: o.name, quota: o.quota, status_code_monitoring: o.statusCodeMonitoring })).pipe(
        Effect.flatMap(print),
        Effect.provide(Accounts.Default),
        Effect.provide(storageLayer(o))
      )
).pipe(Command.withDescription("create a user (account)"))

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
  Command.withSubcommands([create, show, update])
)

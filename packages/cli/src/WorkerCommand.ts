/**
 * `defmon worker`: an extra worker process (batch items and checks) on the
 * shared database, for scaling out on PostgreSQL. SIGTERM stops it
 * gracefully: no new claims, in-flight items finish within the grace
 * period, the rest go back to the queue. Every flag can also be given in
 * the environment (`DEFMON_CONCURRENCY`, ...) or the config file.
 *
 * @since 0.1.0
 */
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import * as Config from "effect/Config"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { flag, ifSome, key } from "./Configuration.js"
import { allowHostsOption, compareThreadsOption, hosts } from "./ServeCommand.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

const int = (name: string, description: string) =>
  Options.integer(name).pipe(
    Options.withDescription(description),
    Options.withFallbackConfig(Config.integer(key(name))),
    Options.optional
  )

/**
 * The `worker` command.
 *
 * @since 0.1.0
 */
export const workerCommand = Command.make(
  "worker",
  {
    ...storageOptions,
    allowHosts: allowHostsOption("the fetcher (page fetches and webhooks)"),
    workerId: Options.text("worker-id").pipe(
      Options.withDescription("name of this process in leases (default: random)"),
      Options.withFallbackConfig(Config.string(key("worker-id"))),
      Options.optional
    ),
    concurrency: int("concurrency", "batch items processed at once (default 16)"),
    checkConcurrency: int("check-concurrency", "checks run at once (default 64)"),
    samples: int("samples", "samples per baseline (default 3)"),
    sampleDelayMs: int("sample-delay-ms", "pause between the samples of a baseline (default 3000)"),
    leaseMs: int("lease-ms", "lease of a claimed item; a dead worker's items are taken again after it (default 60000)"),
    graceMs: int("grace-ms", "how long in-flight items may finish on SIGTERM (default 20000)"),
    historyKeep: int("history", "verification records kept per page (default 1000)"),
    compareThreads: compareThreadsOption,
    noScheduler: Options.boolean("no-scheduler").pipe(Options.withDescription("process batch jobs only (DEFMON_NO_SCHEDULER=true)")),
    noQueue: Options.boolean("no-queue").pipe(Options.withDescription("run checks only (DEFMON_NO_QUEUE=true)")),
    publicUrl: Options.text("public-url").pipe(
      Options.withDescription("the API server's address as webhook receivers reach it (http://host:port): screenshot links in webhooks are absolute with it"),
      Options.withFallbackConfig(Config.string(key("public-url"))),
      Options.optional
    )
  },
  (o) =>
    Effect.gen(function*() {
      const noScheduler = yield* flag("no-scheduler", o.noScheduler)
      const noQueue = yield* flag("no-queue", o.noQueue)
      const { Worker } = yield* Effect.promise(() => import("@defmon/worker"))
      // The image engine (Chromium) is loaded with the worker: only pages that turn it on render.
      const { chromiumImageEngine } = yield* Effect.promise(() => import("./App.js"))
      const ms = (n: Option.Option<number>) => Option.map(n, Duration.millis)
      return yield* Layer.launch(
        Worker.layer({
          ...ifSome("workerId", o.workerId),
          allowHosts: hosts(o.allowHosts),
          ...ifSome("concurrency", o.concurrency),
          ...ifSome("checkConcurrency", o.checkConcurrency),
          ...ifSome("samples", o.samples),
          ...ifSome("sampleDelay", ms(o.sampleDelayMs)),
          ...ifSome("lease", ms(o.leaseMs)),
          ...ifSome("grace", ms(o.graceMs)),
          ...ifSome("historyKeep", o.historyKeep),
          ...ifSome("compareThreads", Option.map(o.compareThreads, (n) => Math.max(0, n))),
          scheduler: !noScheduler,
          queue: !noQueue,
          publicUrl: Option.getOrNull(o.publicUrl)
        }).pipe(Layer.provide(chromiumImageEngine(hosts(o.allowHosts))), Layer.provide(storageLayer(o)))
      )
    })
).pipe(Command.withDescription("run a worker process (batch jobs and checks) on the shared database"))

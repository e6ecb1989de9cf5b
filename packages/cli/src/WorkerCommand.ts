/**
 * `defmon worker`: an extra worker process (batch items and checks) on the
 * shared database, for scaling out on PostgreSQL. SIGTERM stops it
 * gracefully: no new claims, in-flight items finish within the grace
 * period, the rest go back to the queue.
 *
 * @since 0.1.0
 */
import { Command, Options } from "@effect/cli"
import { Worker } from "@defmon/worker"
import { Duration, Layer, Option } from "effect"
import { chromiumImageEngine } from "./App.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

const defaults = Worker.defaults()

/**
 * The `worker` command.
 *
 * @since 0.1.0
 */
export const workerCommand = Command.make(
  "worker",
  {
    ...storageOptions,
    allowHosts: Options.text("allow-hosts").pipe(
      Options.withDescription("comma-separated hosts the fetcher may reach despite the SSRF guard (page fetches and webhooks); off by default"),
      Options.withDefault("")
    ),
    workerId: Options.text("worker-id").pipe(
      Options.withDescription("name of this process in leases (default: random)"),
      Options.optional
    ),
    concurrency: Options.integer("concurrency").pipe(
      Options.withDescription("batch items processed at once"),
      Options.withDefault(defaults.concurrency)
    ),
    checkConcurrency: Options.integer("check-concurrency").pipe(
      Options.withDescription("checks run at once"),
      Options.withDefault(defaults.checkConcurrency)
    ),
    samples: Options.integer("samples").pipe(Options.withDescription("samples per baseline"), Options.withDefault(defaults.samples)),
    sampleDelayMs: Options.integer("sample-delay-ms").pipe(
      Options.withDescription("pause between the samples of a baseline"),
      Options.withDefault(Duration.toMillis(defaults.sampleDelay))
    ),
    leaseMs: Options.integer("lease-ms").pipe(
      Options.withDescription("lease of a claimed item; a dead worker's items are taken again after it"),
      Options.withDefault(Duration.toMillis(defaults.lease))
    ),
    graceMs: Options.integer("grace-ms").pipe(
      Options.withDescription("how long in-flight items may finish on SIGTERM"),
      Options.withDefault(Duration.toMillis(defaults.grace))
    ),
    historyKeep: Options.integer("history").pipe(
      Options.withDescription("verification records kept per page"),
      Options.withDefault(defaults.historyKeep)
    ),
    compareThreads: Options.integer("compare-threads").pipe(
      Options.withDescription("threads that extract and compare fetched pages beside the main thread (default: cores - 1; 0 = none)"),
      Options.withDefault(defaults.compareThreads)
    ),
    noScheduler: Options.boolean("no-scheduler").pipe(Options.withDescription("process batch jobs only")),
    noQueue: Options.boolean("no-queue").pipe(Options.withDescription("run checks only")),
    publicUrl: Options.text("public-url").pipe(
      Options.withDescription("the API server's address as webhook receivers reach it (http://host:port): screenshot links in webhooks are absolute with it"),
      Options.optional
    )
  },
  (o) =>
    Layer.launch(
      Worker.layer({
        ...Option.match(o.workerId, { onNone: () => ({}), onSome: (workerId) => ({ workerId }) }),
        allowHosts: o.allowHosts.split(",").map((h) => h.trim()).filter((h) => h.length > 0),
        concurrency: o.concurrency,
        checkConcurrency: o.checkConcurrency,
        samples: o.samples,
        sampleDelay: Duration.millis(o.sampleDelayMs),
        lease: Duration.millis(o.leaseMs),
        grace: Duration.millis(o.graceMs),
        historyKeep: o.historyKeep,
        compareThreads: Math.max(0, o.compareThreads),
        scheduler: !o.noScheduler,
        queue: !o.noQueue,
        publicUrl: Option.getOrNull(o.publicUrl)
      }).pipe(
        Layer.provide(chromiumImageEngine(o.allowHosts.split(",").map((h) => h.trim()).filter((h) => h.length > 0))),
        Layer.provide(storageLayer(o))
      )
    )
).pipe(Command.withDescription("run a worker process (batch jobs and checks) on the shared database"))

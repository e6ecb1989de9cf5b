/**
 * `defmon worker`: an extra worker process (batch items and checks), for
 * scaling out on PostgreSQL.
 *
 * @since 0.1.0
 */
import { Command, Options } from "@effect/cli"
import { Duration, Layer } from "effect"
import * as App from "./App.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

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
      Options.withDescription("comma-separated hosts the fetcher may reach despite the SSRF guard; off by default"),
      Options.withDefault("")
    ),
    concurrency: Options.integer("concurrency").pipe(Options.withDefault(16)),
    samples: Options.integer("samples").pipe(Options.withDescription("samples per baseline"), Options.withDefault(3)),
    sampleDelayMs: Options.integer("sample-delay-ms").pipe(Options.withDescription("pause between samples"), Options.withDefault(3000)),
    leaseMs: Options.integer("lease-ms").pipe(Options.withDescription("lease of a claimed item"), Options.withDefault(60_000)),
    scheduler: Options.boolean("no-scheduler").pipe(Options.withDescription("process batch jobs only"), Options.map((off) => !off))
  },
  (o) =>
    Layer.launch(
      App.workerLayer({
        allowHosts: o.allowHosts.split(",").map((h) => h.trim()).filter((h) => h.length > 0),
        storage: storageLayer(o),
        worker: {
          concurrency: o.concurrency,
          samples: o.samples,
          sampleDelay: Duration.millis(o.sampleDelayMs),
          lease: Duration.millis(o.leaseMs),
          scheduler: o.scheduler
        }
      })
    )
).pipe(Command.withDescription("run a worker process (batch jobs and checks) on the shared database"))

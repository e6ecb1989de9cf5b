/**
 * `defmon worker`: an extra worker process (batch items and checks), for
 * scaling out on PostgreSQL.
 *
 * @since 0.1.0
 */
import { Command, Options } from "@effect/cli"
import { Layer } from "effect"
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
    concurrency: Options.integer("concurrency").pipe(Options.withDefault(16))
  },
  (o) =>
    Layer.launch(
      App.workerLayer({
        allowHosts: o.allowHosts.split(",").map((h) => h.trim()).filter((h) => h.length > 0),
        storage: storageLayer(o),
        worker: { concurrency: o.concurrency }
      })
    )
).pipe(Command.withDescription("run a worker process (batch jobs and checks) on the shared database"))

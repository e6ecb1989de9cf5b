/**
 * `defmon serve`: the API (and the worker) in one process.
 *
 * @since 0.1.0
 */
import { Command, Options } from "@effect/cli"
import { RateLimit } from "@defmon/server"
import { Worker } from "@defmon/worker"
import { Layer } from "effect"
import * as App from "./App.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

/**
 * The `serve` command.
 *
 * @since 0.1.0
 */
export const serveCommand = Command.make(
  "serve",
  {
    ...storageOptions,
    port: Options.integer("port").pipe(Options.withDefault(8080)),
    host: Options.text("host").pipe(Options.withDefault("127.0.0.1")),
    allowHosts: Options.text("allow-hosts").pipe(
      Options.withDescription("comma-separated hosts the fetcher may reach despite the SSRF guard (e.g. 127.0.0.1,localhost); off by default"),
      Options.withDefault("")
    ),
    compareThreads: Options.integer("compare-threads").pipe(
      Options.withDescription("threads that extract and compare fetched pages beside the main thread (default: cores - 1; 0 = none)"),
      Options.withDefault(Worker.defaults().compareThreads)
    ),
    rateLimit: Options.integer("rate-limit").pipe(
      Options.withDescription("requests per second per account on average (bursts of ten times as many); 0 turns the limit off"),
      Options.withDefault(RateLimit.defaults.requestsPerSecond)
    )
  },
  (o) =>
    Layer.launch(
      App.layer({
        worker: { compareThreads: Math.max(0, o.compareThreads) },
        port: o.port,
        host: o.host,
        allowHosts: o.allowHosts.split(",").map((h) => h.trim()).filter((h) => h.length > 0),
        rateLimit: o.rateLimit > 0 ? { requestsPerSecond: o.rateLimit, burst: 10 * o.rateLimit } : false,
        storage: storageLayer(o)
      })
    )
).pipe(Command.withDescription("run the API server and worker in one process"))

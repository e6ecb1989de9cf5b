/**
 * `defmon serve`: the API (and the worker) in one process. Every flag can
 * also be given in the environment (`DEFMON_PORT`, ...) or the config file;
 * see `Configuration`.
 *
 * @since 0.1.0
 */
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { key } from "./Configuration.js"
import { explainListen } from "./internal/friendly.js"
import { storageLayer, storageOptions } from "./StorageOptions.js"

/**
 * The hosts flag shared by `serve` and `worker`.
 *
 * @since 0.2.0
 */
export const allowHostsOption = (what: string) =>
  Options.text("allow-hosts").pipe(
    Options.withDescription(`comma-separated hosts ${what} may reach despite the SSRF guard (e.g. 127.0.0.1,localhost); off by default`),
    Options.withFallbackConfig(Config.string(key("allow-hosts"))),
    Options.withDefault("")
  )

/**
 * The compare-threads flag shared by `serve` and `worker`.
 *
 * @since 0.2.0
 */
export const compareThreadsOption = Options.integer("compare-threads").pipe(
  Options.withDescription("threads that extract and compare fetched pages beside the main thread (default: cores - 1; 0 = none)"),
  Options.withFallbackConfig(Config.integer(key("compare-threads"))),
  Options.optional
)

/**
 * `a, b ,c` -> `["a", "b", "c"]`.
 *
 * @since 0.2.0
 */
export const hosts = (text: string): ReadonlyArray<string> => text.split(",").map((h) => h.trim()).filter((h) => h.length > 0)

/**
 * The `serve` command.
 *
 * @since 0.1.0
 */
export const serveCommand = Command.make(
  "serve",
  {
    ...storageOptions,
    port: Options.integer("port").pipe(Options.withFallbackConfig(Config.integer(key("port"))), Options.withDefault(8080)),
    host: Options.text("host").pipe(Options.withFallbackConfig(Config.string(key("host"))), Options.withDefault("127.0.0.1")),
    allowHosts: allowHostsOption("the fetcher"),
    compareThreads: compareThreadsOption,
    rateLimit: Options.integer("rate-limit").pipe(
      Options.withDescription("requests per second per account on average (bursts of ten times as many; default 100); 0 turns the limit off"),
      Options.withFallbackConfig(Config.integer(key("rate-limit"))),
      Options.optional
    )
  },
  (o) =>
    Effect.promise(() => import("./App.js")).pipe(
      Effect.flatMap((App) =>
        Layer.launch(App.layer({
          worker: Option.match(o.compareThreads, { onNone: () => ({}), onSome: (n) => ({ compareThreads: Math.max(0, n) }) }),
          port: o.port,
          host: o.host,
          allowHosts: hosts(o.allowHosts),
          ...Option.match(o.rateLimit, {
            onNone: () => ({}),
            onSome: (n) => ({ rateLimit: n > 0 ? { requestsPerSecond: n, burst: 10 * n } : (false as const) })
          }),
          storage: storageLayer(o)
        }))
      ),
      explainListen(o.port, o.host)
    )
).pipe(Command.withDescription("run the API server and worker in one process"))

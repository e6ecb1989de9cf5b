/**
 * defmon in one process: the API (and the worker) on the embedded SQLite
 * database in `./data`. `PORT`, `HOST`, `DEFMON_DATA`, `DEFMON_ALLOW_HOSTS`
 * and `DEFMON_RATE_LIMIT` (requests per second per account, 0 = off)
 * override the defaults.
 */
import { App } from "@defmon/cli"
import { SqliteStorage } from "@defmon/storage-sqlite"
import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Layer } from "effect"

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? "127.0.0.1"
const dataDir = process.env.DEFMON_DATA ?? "./data"
const rateLimit = Number(process.env.DEFMON_RATE_LIMIT ?? 100)
const allowHosts = (process.env.DEFMON_ALLOW_HOSTS ?? "").split(",").map((h) => h.trim()).filter((h) => h.length > 0)

const banner = Console.log(
  [
    `defmon is starting on http://${host}:${port} (SQLite in ${dataDir})`,
    "create a user who may sign in, in another shell (the password is read from stdin):",
    `  echo 'a long passphrase' | npx -y pnpm@10 defmon user create alice --quota 100 --password-stdin --data ${dataDir}`,
    `then sign in at http://${host}:${port}/ and create an API token under "API tokens"`,
    `(or: npx -y pnpm@10 defmon token create alice --data ${dataDir})`,
    `then: curl -H "Authorization: Bearer <token>" http://${host}:${port}/api/v1/urls`,
    `API docs: http://${host}:${port}/docs`
  ].join("\n")
)

Effect.zipRight(banner, Layer.launch(App.layer({
  port,
  host,
  allowHosts,
  rateLimit: rateLimit > 0 ? { requestsPerSecond: rateLimit, burst: 10 * rateLimit } : false,
  storage: SqliteStorage.layer({ dataDir })
}))).pipe(
  NodeRuntime.runMain
)

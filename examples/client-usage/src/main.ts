/**
 * A host app using the typed client: lists webpages, starts a baseline job
 * and follows its progress. Run with a server up:
 *
 *   DEFMON_URL=http://127.0.0.1:8080 DEFMON_TOKEN=dmn_... npx tsx examples/client-usage/src/main.ts https://example.com/
 */
import { Client } from "@defmon/client"
import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect } from "effect"

const program = Effect.gen(function*() {
  const client = yield* Client.DefmonClient
  const pages = yield* client.Webpages.list({ urlParams: {} })
  yield* Console.log(`${pages.length} webpage(s) monitored`)
  for (const page of pages) yield* Console.log(`  #${page.id} ${page.health_status.padEnd(22)} ${page.url}`)

  const urls = process.argv.slice(2)
  if (urls.length === 0) return
  const job = yield* client["Batch Jobs"].createBaseline({ payload: { urls } })
  yield* Console.log(`created ${job.identifier} (${job.progress.total} item(s))`)
  const detail = yield* client["Batch Jobs"].getBaseline({ path: { batch_baseline_job: String(job.id) } })
  for (const item of detail.items) yield* Console.log(`  ${item.status.padEnd(10)} ${item.url}`)
})

program.pipe(
  Effect.provide(
    Client.layer({
      baseUrl: process.env.DEFMON_URL ?? "http://127.0.0.1:8080",
      token: process.env.DEFMON_TOKEN ?? ""
    })
  ),
  NodeRuntime.runMain
)

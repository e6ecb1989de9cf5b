/**
 * A page farm on 127.0.0.1 for demos and benchmarks.
 *
 *   npx tsx examples/page-farm/src/main.ts [--port 8081] [--pages 20] [--corpus]
 *
 * Serves `/site/0` … `/site/<pages-1>`: small sample pages, or with `--corpus`
 * the 258 real pages of the htmlparser-benchmark corpus (cycled). Change pages
 * with curl (see the PageFarm module): `POST /_control/deface/site/3`,
 * `POST /_control/restore/site/3`, `POST /_control/status/site/3?code=500`;
 * webhooks POSTed to `/_webhook` are listed at `GET /_control/webhooks`.
 */
import { PageFarm } from "@defmon/testing"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1] ?? fallback
}
const port = Number(arg("port", "8081"))
const count = Number(arg("pages", "20"))
const useCorpus = process.argv.includes("--corpus")

const corpus = (): Array<string> => {
  const require = createRequire(import.meta.url)
  const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
  return readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => readFileSync(join(dir, f), "utf8"))
}

const sources = useCorpus ? corpus() : null
const pages: Record<string, string> = {}
for (let i = 0; i < count; i++) pages[`/site/${i}`] = sources === null ? PageFarm.samplePage(i) : sources[i % sources.length]!

const farm = await PageFarm.start({ port, pages })
console.log(`page farm: ${count} pages at ${farm.url("/site/0")} … ${farm.url(`/site/${count - 1}`)}`)
console.log(`deface one: curl -X POST ${farm.baseUrl}/_control/deface/site/0`)
console.log(`restore it: curl -X POST ${farm.baseUrl}/_control/restore/site/0`)
console.log(`webhooks received: curl ${farm.baseUrl}/_control/webhooks (send them to ${farm.url("/_webhook")})`)
process.on("SIGTERM", () => void farm.close().then(() => process.exit(0)))
process.on("SIGINT", () => void farm.close().then(() => process.exit(0)))

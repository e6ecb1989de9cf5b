/**
 * A page farm on 127.0.0.1 for demos and benchmarks.
 *
 *   npx tsx examples/page-farm/src/main.ts [--port 8081] [--pages 20] [--corpus] [--volatile]
 *
 * Serves `/p/0` … `/p/<pages-1>`: small sample pages, or with `--corpus` the
 * 258 real pages of the htmlparser-benchmark corpus (cycled). Change pages
 * with curl: `POST /_control/deface/3`, `POST /_control/restore/3`,
 * `POST /_control/status/3?code=500`, `POST /_control/delay/3?ms=2000`,
 * `POST /_control/volatile/3?on=1` (a fresh nonce and clock per request);
 * webhooks POSTed to `/_webhook` are listed at `GET /_control/webhooks`.
 */
import { PageFarm } from "@defmon/testing"

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1] ?? fallback
}
const port = Number(arg("port", "8081"))
const count = Number(arg("pages", "20"))
const corpus = process.argv.includes("--corpus")
const volatile = process.argv.includes("--volatile")

const farm = await PageFarm.start(corpus ? { port, corpus: count, volatile } : { port, sample: count, volatile })
console.log(`page farm: ${count} ${corpus ? "corpus" : "sample"} pages at ${farm.url("/p/0")} … ${farm.url(PageFarm.pathOf(count - 1))}`)
console.log(`deface one:   curl -X POST ${farm.baseUrl}/_control/deface/0`)
console.log(`restore it:   curl -X POST ${farm.baseUrl}/_control/restore/0`)
console.log(`break it:     curl -X POST '${farm.baseUrl}/_control/status/0?code=500'`)
console.log(`webhooks:     send them to ${farm.url("/_webhook")}; list: curl ${farm.baseUrl}/_control/webhooks`)
const stop = () => void farm.close().then(() => process.exit(0))
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

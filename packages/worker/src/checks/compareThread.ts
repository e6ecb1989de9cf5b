/**
 * A compare thread: extracts a fetched document's features and runs the
 * built-in engines against the page's baseline, off the thread that fetches
 * and persists. Messages in: `CompareRequest`; out: `CompareReply`.
 */
import * as Check from "@defmon/engines/Compare"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { parentPort } from "node:worker_threads"
import { comparable, type CompareReply, type CompareRequest } from "./ComparePool.js"

const extractor = await Extractor.makeExtractor()
const port = parentPort!

port.on("message", (m: CompareRequest) => {
  let reply: CompareReply
  try {
    reply = { id: m.id, outcome: Check.outcome(Builtins, comparable(m.page, m.stored), extractor.extract(m.body, m.url), m.now).outcome }
  } catch (e) {
    reply = { id: m.id, error: e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e) }
  }
  port.postMessage(reply)
})
port.postMessage({ ready: true })

/**
 * What `defmon check` does, loaded when the command runs.
 */
import * as Check from "@defmon/engines/Compare"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { Effect, Either, Option } from "effect"
import { createReadStream, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { availableParallelism } from "node:os"
import { createInterface } from "node:readline"
import { parentPort, Worker } from "node:worker_threads"
import { decodeSettings } from "../CheckSettings.js"
import * as RenderCheck from "../RenderCheck.js"

export interface CheckOptions {
  readonly baseline: ReadonlyArray<string>
  readonly current: Option.Option<string>
  readonly settings: Option.Option<string>
  readonly url: string
  readonly batch: Option.Option<string>
  readonly render: boolean
  readonly diffDir: Option.Option<string>
  /** the module a batch's worker threads run (checkMain: it serves a batch when started as one) */
  readonly workerUrl?: URL
}

/** One pair of a batch, its files resolved and its settings decoded. */
interface Pair {
  readonly baseline: ReadonlyArray<string>
  readonly current: string
  readonly url: string
  readonly settings: import("@defmon/core/domain/Webpage").WebpageSettings
}

/** A line of `--batch`, checked: the pair, or the error line to print. */
const pairOf = (line: string, dir: string, url: string): { readonly id: unknown; readonly pair?: Pair; readonly error?: string } => {
  let id: unknown = null
  try {
    const raw = JSON.parse(line)
    id = raw.id ?? null
    const baselines = Array.isArray(raw.baseline) ? raw.baseline : [raw.baseline]
    if (baselines.length === 0 || typeof raw.current !== "string") throw new Error("each line needs baseline and current")
    const settings = decodeSettings(raw.settings)
    if (Either.isLeft(settings)) throw new Error(settings.left)
    return { id, pair: { baseline: baselines.map((b: string) => resolve(dir, b)), current: resolve(dir, raw.current), settings: settings.right, url: typeof raw.url === "string" ? raw.url : url } }
  } catch (e) {
    return { id, error: message(e) }
  }
}

const resultLine = (id: unknown, v: { readonly alert: boolean; readonly summary: string; readonly findings: ReadonlyArray<unknown> }) =>
  JSON.stringify({ id, alert: v.alert, summary: v.summary, findings: v.findings })

/**
 * A batch worker thread: checks the pairs it is sent with its own baseline cache and answers each with its
 * output line. Started by `checkBatchThreads` (through checkMain, which calls this when run as a worker).
 */
export const serveBatchWorker = async (): Promise<void> => {
  const extractor = await Extractor.makeExtractor()
  const check = Check.fileChecker(extractor, Builtins)
  parentPort!.on("message", (m: { readonly i: number; readonly id: unknown; readonly pair: Pair }) => {
    try {
      const v = check(m.pair)
      parentPort!.postMessage({ i: m.i, line: resultLine(m.id, v), alert: v.alert })
    } catch (e) {
      parentPort!.postMessage({ i: m.i, line: JSON.stringify({ id: m.id, error: message(e) }), error: true })
    }
  })
}

/**
 * `--batch` on worker threads (one per core by default, `DEFMON_CHECK_THREADS`): the pairs are read and
 * checked in parallel, each thread keeping its own baselines, and printed in the order they were read.
 */
const checkBatchThreads = async (file: string, url: string, threads: number, workerUrl: URL): Promise<{ alerts: number; errors: number }> => {
  const dir = dirname(resolve(file))
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { workerData: { defmonCheck: true } }))
  const busy = workers.map(() => 0)
  const done = new Map<number, string>()
  let next = 0
  let alerts = 0
  let errors = 0
  let wake: (() => void) | undefined
  let failed: Error | undefined
  const flush = () => {
    for (let line = done.get(next); line !== undefined; line = done.get(next)) {
      process.stdout.write(line + "\n")
      done.delete(next++)
    }
  }
  workers.forEach((w, k) => {
    w.on("message", (m: { readonly i: number; readonly line: string; readonly alert?: boolean; readonly error?: boolean }) => {
      busy[k]!--
      if (m.alert === true) alerts++
      if (m.error === true) errors++
      done.set(m.i, m.line)
      flush()
      wake?.()
    })
    w.on("error", (e) => {
      failed = e
      wake?.()
    })
  })
  const idle = () => new Promise<void>((r) => (wake = r))
  let i = 0
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })
  try {
    for await (const line of lines) {
      if (line.trim().length === 0) continue
      const { id, pair, error } = pairOf(line, dir, url)
      if (pair === undefined) {
        errors++
        done.set(i++, JSON.stringify({ id, error }))
        flush()
        continue
      }
      // A few pairs queued per thread keep it busy while the next lines are read.
      while (failed === undefined && Math.min(...busy) >= 4) await idle()
      if (failed !== undefined) throw failed
      const k = busy.indexOf(Math.min(...busy))
      busy[k]!++
      workers[k]!.postMessage({ i: i++, id, pair })
    }
    while (failed === undefined && next < i) await idle()
    if (failed !== undefined) throw failed
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return { alerts, errors }
}

/** Threads for `--batch`: `DEFMON_CHECK_THREADS`, else one per core. */
const batchThreads = (): number => {
  const n = Number(process.env.DEFMON_CHECK_THREADS ?? availableParallelism())
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 16) : 1
}

const read = (path: string): string => readFileSync(path, "utf8")

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

export const run = (o: CheckOptions) =>
    Effect.gen(function*() {
      const extractor = yield* Extractor.make
      if (Option.isSome(o.batch)) {
        const file = o.batch.value
        const dir = dirname(resolve(file))
        let alerts = 0
        let errors = 0
        const threads = batchThreads()
        // Screenshots (--render) share one browser: that batch stays on this thread.
        if (threads > 1 && !o.render && o.workerUrl !== undefined) {
          const counts = yield* Effect.promise(() => checkBatchThreads(file, o.url, threads, o.workerUrl!))
          process.exitCode = counts.errors > 0 ? 2 : counts.alerts > 0 ? 1 : 0
          return
        }
        yield* Effect.promise(async () => {
          const image = await RenderCheck.start(o.render, Option.getOrUndefined(o.diffDir))
          const check = Check.fileChecker(extractor, Builtins)
          const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })
          for await (const line of lines) {
            if (line.trim().length === 0) continue
            const { id, pair, error } = pairOf(line, dir, o.url)
            try {
              if (pair === undefined) throw new Error(error)
              const v = await image.add(check(pair), pair)
              if (v.alert) alerts++
              process.stdout.write(resultLine(id, v) + "\n")
            } catch (e) {
              errors++
              process.stdout.write(JSON.stringify({ id, error: message(e) }) + "\n")
            }
          }
          await image.close()
        })
        process.exitCode = errors > 0 ? 2 : alerts > 0 ? 1 : 0
        return
      }
      if (o.baseline.length === 0 || Option.isNone(o.current)) {
        process.stderr.write("defmon check: give --baseline FILE (one or more) and --current FILE, or --batch FILE\n")
        process.exitCode = 2
        return
      }
      const current = o.current.value
      yield* Effect.promise(async () => {
        const image = await RenderCheck.start(o.render, Option.getOrUndefined(o.diffDir))
        try {
          const settingsJson = Option.match(o.settings, { onNone: () => ({}), onSome: (p) => JSON.parse(read(p)) })
          const settings = decodeSettings(settingsJson)
          if (Either.isLeft(settings)) throw new Error(settings.left)
          const files = { baseline: o.baseline, current, settings: settings.right }
          const v = await image.add(Check.checkFiles(extractor, Builtins, { ...files, url: o.url }), files)
          process.stdout.write(JSON.stringify({ alert: v.alert, summary: v.summary, findings: v.findings }, null, 2) + "\n")
          process.exitCode = v.alert ? 1 : 0
        } catch (e) {
          process.stderr.write(`defmon check: ${message(e)}\n`)
          process.exitCode = 2
        } finally {
          await image.close()
        }
      })
    })

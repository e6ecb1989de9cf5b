/**
 * Threads for the CPU-heavy part of a check (feature extraction and the
 * engines, ~2.5 ms of a ~4 ms check of a 95 KB page), so a worker process
 * uses more than one core. A comparison goes to the thread with the fewest
 * in flight. Running some on the calling thread when the threads are busy
 * was measured and is slower (the calling thread is then short of time for
 * the fetches and statements that feed the threads); it happens only when
 * every thread has died.
 */
import type { Engine } from "@defmon/engines/Engine"
import * as Check from "@defmon/engines/Compare"
import type { Extractor } from "@defmon/engines/Extractor"
import type { CheckOutcome } from "@defmon/core/rules/Transitions"
import type { Webpage } from "@defmon/core/domain/Webpage"
import { Deferred, Effect, Exit, type Scope } from "effect"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"

export interface CompareRequest {
  readonly id: number
  readonly page: Check.ComparablePage
  readonly body: string
  readonly url: string
  readonly now: string
}

export type CompareReply =
  | { readonly id: number; readonly outcome: CheckOutcome }
  | { readonly id: number; readonly error: string }

export interface ComparePool {
  readonly compare: (page: Webpage, body: string, url: string, now: string) => Effect.Effect<CheckOutcome>
}

// Only what a comparison reads crosses to the thread.
const trim = (p: Webpage): Check.ComparablePage => ({
  id: p.id,
  current_baseline: p.current_baseline,
  continuous_reference: p.continuous_reference,
  threshold: p.threshold,
  monitoring_configuration: p.monitoring_configuration,
  image_regions: p.image_regions,
  keyword_set_configuration: p.keyword_set_configuration,
  engines: p.engines,
  engine_settings: p.engine_settings,
  warning_limit: p.warning_limit,
  continuous_monitoring: p.continuous_monitoring
})

// Installed, the package runs built JavaScript and a thread imports its entry
// as it is. Inside the workspace the sources run (under tsx or vitest): the
// thread then registers tsx's loader (a dev dependency) before the import.
const spawn = (entry: string): Worker => {
  if (!entry.endsWith(".ts")) return new Worker(new URL(entry))
  // `require.resolve` finds the CommonJS build; its ES module sits beside it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(code, { eval: true })
}

// The thread's entry beside this module, in the same language as this module.
const defaultEntry = new URL(`./compareThread${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url).href

interface Thread {
  readonly worker: Worker
  inFlight: number
}

/**
 * Starts `threads` compare threads for the scope's life. With 0 threads,
 * every comparison runs on the calling thread.
 */
export const make = (
  threads: number,
  engines: ReadonlyArray<Engine>,
  extractor: Extractor,
  entry: string = defaultEntry
): Effect.Effect<ComparePool, never, Scope.Scope> =>
  Effect.gen(function*() {
    const inline = (page: Webpage, body: string, url: string, now: string) =>
      Effect.sync(() => Check.outcome(engines, page, extractor.extract(body, url), now).outcome)
    if (threads <= 0) return { compare: inline }

    const waiting = new Map<number, { readonly done: Deferred.Deferred<CheckOutcome>; readonly thread: Thread }>()
    let next = 0
    const pool: Array<Thread> = []
    // A thread that dies fails what it had in flight; it is never picked again.
    const lost = (t: Thread, why: string) => {
      t.inFlight = Number.POSITIVE_INFINITY
      for (const [id, w] of waiting) {
        if (w.thread !== t) continue
        waiting.delete(id)
        Deferred.unsafeDone(w.done, Effect.dieMessage(`compare thread stopped: ${why}`))
      }
    }
    for (let i = 0; i < threads; i++) {
      const started = yield* Effect.exit(Effect.acquireRelease(
        Effect.async<Thread>((resume) => {
          const worker = spawn(entry)
          const t: Thread = { worker, inFlight: 0 }
          let ready = false
          worker.on("message", (m: CompareReply | { ready: true }) => {
            if ("ready" in m) {
              ready = true
              // Once started, the process must not wait for idle threads.
              worker.unref()
              return resume(Effect.succeed(t))
            }
            const w = waiting.get(m.id)
            if (w === undefined) return
            waiting.delete(m.id)
            t.inFlight--
            Deferred.unsafeDone(w.done, "error" in m ? Effect.dieMessage(`compare thread: ${m.error}`) : Effect.succeed(m.outcome))
          })
          worker.on("error", (e) => (ready ? lost(t, String(e)) : resume(Effect.die(e))))
          worker.on("exit", (code) => (ready ? lost(t, `exit ${code}`) : resume(Effect.dieMessage(`exit ${code}`))))
        }),
        (t) => Effect.promise(() => t.worker.terminate())
      ))
      // A thread that cannot start (an old Node without module hooks, a
      // broken install) costs speed, not checks.
      if (Exit.isFailure(started)) {
        yield* Effect.logWarning("a compare thread did not start; comparisons run on the main thread", started.cause)
        continue
      }
      pool.push(started.value)
    }
    if (pool.length === 0) return { compare: inline }

    return {
      compare: (page, body, url, now) =>
        Effect.suspend(() => {
          let best = pool[0]!
          for (const t of pool) if (t.inFlight < best.inFlight) best = t
          if (best.inFlight === Number.POSITIVE_INFINITY) return inline(page, body, url, now)
          return Effect.flatMap(Deferred.make<CheckOutcome>(), (done) => {
            const id = next++
            waiting.set(id, { done, thread: best })
            best.inFlight++
            const request: CompareRequest = { id, page: trim(page), body, url, now }
            best.worker.postMessage(request)
            return Deferred.await(done)
          })
        })
    }
  })

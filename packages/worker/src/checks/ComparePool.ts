/**
 * Threads for the CPU-heavy part of a check (feature extraction and the
 * engines, ~2.5 ms of a ~4 ms check of a 95 KB page), so a worker process
 * uses more than one core. A comparison goes to the thread with the fewest
 * in flight. Running some on the calling thread when the threads are busy
 * was measured and is slower (the calling thread is then short of time for
 * the fetches and statements that feed the threads); it happens only when
 * every thread has died. A comparison that runs over its budget
 * (`DefaultBudget`) fails with `compare_timeout` and its thread is replaced.
 */
import type { Engine } from "@defmon/engines/Engine"
import * as Check from "@defmon/engines/Compare"
import type { Extractor } from "@defmon/engines/Extractor"
import type { CheckOutcome } from "@defmon/core/rules/Transitions"
import type { Webpage } from "@defmon/core/domain/Webpage"
import type { StoredBaselines } from "@defmon/core/ports/storage"
import { Deferred, Effect, Exit, type Scope } from "effect"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"

export interface CompareRequest {
  readonly id: number
  /** without its baseline and reference when `stored` gives them */
  readonly page: Check.ComparablePage
  readonly stored: StoredBaselines | undefined
  readonly body: string
  readonly url: string
  readonly now: string
}

export type CompareReply =
  | { readonly id: number; readonly outcome: CheckOutcome }
  | { readonly id: number; readonly error: string }

export interface ComparePool {
  /**
   * Compares a fetched document with the page's baseline and reference:
   * `stored` when given (a claimed page's are heads), else the page's own.
   */
  readonly compare: (
    page: Webpage,
    body: string,
    url: string,
    now: string,
    stored?: StoredBaselines
  ) => Effect.Effect<CheckOutcome>
}

/**
 * The page to compare with: with the stored baseline and reference parsed,
 * when given. A thread is sent their text, which crosses as one copy of its
 * characters and is parsed there; the parsed graph would cost the sending
 * thread the parse and a clone of every object.
 */
export const comparable = (page: Check.ComparablePage, stored: StoredBaselines | undefined): Check.ComparablePage =>
  stored === undefined ? page : {
    ...page,
    current_baseline: JSON.parse(stored.baseline),
    continuous_reference: stored.reference === null ? null : JSON.parse(stored.reference)
  }

// Only what a comparison reads crosses to the thread.
const trim = (p: Webpage, stored: StoredBaselines | undefined): Check.ComparablePage => ({
  id: p.id,
  current_baseline: stored === undefined ? p.current_baseline : null,
  continuous_reference: stored === undefined ? p.continuous_reference : null,
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
  worker: Worker
  inFlight: number
  /** the requests posted to it, oldest first (a thread answers them in order) */
  readonly queue: Array<{ readonly id: number; readonly postedAt: number }>
  /** when it last answered: the oldest request started then, or when it was posted if later */
  lastReplyAt: number
}

/**
 * How long one comparison may run on its thread (its wall time there from
 * the moment it starts, the thread doing nothing else meanwhile) before the
 * thread is stopped and replaced, and the check fails with
 * `compare_timeout`: a page crafted to be slow (or 500 long keywords against
 * a 10 MiB page) must not hold a thread, and the checks behind it, for ever.
 * A 95 KB page takes ~10 ms; a 10 MiB page ~1 s.
 *
 * @since 0.2.0
 */
export const DefaultBudget = 10_000

/** The outcome of a comparison stopped for running over the budget: the page could not be judged. */
export const overBudget = (budgetMs: number): CheckOutcome => ({
  _tag: "Unreachable",
  findings: [{
    engine: "compare",
    check: "compare_timeout",
    breach: true,
    message: `the comparison ran over its ${budgetMs / 1000} s budget and was stopped (a page built to be slow to read, or too many long keywords for its size)`
  }]
})

/**
 * Starts `threads` compare threads for the scope's life. With 0 threads,
 * every comparison runs on the calling thread (no budget: the caller's own
 * time).
 */
export const make = (
  threads: number,
  engines: ReadonlyArray<Engine>,
  extractor: Extractor,
  entry: string = defaultEntry,
  budgetMs: number = DefaultBudget
): Effect.Effect<ComparePool, never, Scope.Scope> =>
  Effect.gen(function*() {
    const inline = (page: Webpage, body: string, url: string, now: string, stored?: StoredBaselines) =>
      Effect.sync(() => Check.outcome(engines, comparable(page, stored), extractor.extract(body, url), now).outcome)
    if (threads <= 0) return { compare: inline }

    const waiting = new Map<number, { readonly done: Deferred.Deferred<CheckOutcome>; readonly thread: Thread; readonly request: CompareRequest }>()
    let next = 0
    const pool: Array<Thread> = []
    const forget = (t: Thread, id: number) => {
      const at = t.queue.findIndex((q) => q.id === id)
      if (at !== -1) t.queue.splice(at, 1)
    }
    // A thread that dies fails what it had in flight; it is never picked again.
    const lost = (t: Thread, why: string) => {
      t.inFlight = Number.POSITIVE_INFINITY
      t.queue.length = 0
      for (const [id, w] of waiting) {
        if (w.thread !== t) continue
        waiting.delete(id)
        Deferred.unsafeDone(w.done, Effect.dieMessage(`compare thread stopped: ${why}`))
      }
    }
    // Listens to one worker of a thread (a thread's worker is replaced when it runs over the budget).
    const listen = (t: Thread, worker: Worker, onReady: (() => void) | null, onStartFailure: ((e: unknown) => void) | null) => {
      let ready = false
      worker.on("message", (m: CompareReply | { ready: true }) => {
        if (t.worker !== worker) return
        if ("ready" in m) {
          ready = true
          // Once started, the process must not wait for idle threads.
          worker.unref()
          return onReady?.()
        }
        const w = waiting.get(m.id)
        if (w === undefined) return
        waiting.delete(m.id)
        forget(t, m.id)
        t.lastReplyAt = Date.now()
        t.inFlight--
        Deferred.unsafeDone(w.done, "error" in m ? Effect.dieMessage(`compare thread: ${m.error}`) : Effect.succeed(m.outcome))
      })
      worker.on("error", (e) => (t.worker !== worker ? undefined : ready || onStartFailure === null ? lost(t, String(e)) : onStartFailure(e)))
      worker.on("exit", (code) => (t.worker !== worker ? undefined : ready || onStartFailure === null ? lost(t, `exit ${code}`) : onStartFailure(new Error(`exit ${code}`))))
    }
    // The oldest request of a thread over the budget: that check fails, the
    // thread's worker is replaced, and the requests behind it go to the new one.
    const watch = () => {
      const now = Date.now()
      for (const t of pool) {
        const head = t.queue[0]
        if (head === undefined || t.inFlight === Number.POSITIVE_INFINITY) continue
        if (now - Math.max(head.postedAt, t.lastReplyAt) <= budgetMs) continue
        const old = t.worker
        const stopped = waiting.get(head.id)
        waiting.delete(head.id)
        t.queue.shift()
        t.inFlight--
        t.worker = spawn(entry)
        // The requests behind wait for the new worker to start before their time counts.
        t.lastReplyAt = Number.POSITIVE_INFINITY
        listen(t, t.worker, () => {
          t.lastReplyAt = Date.now()
        }, null)
        void old.terminate()
        for (const q of t.queue) {
          const w = waiting.get(q.id)
          if (w !== undefined) t.worker.postMessage(w.request)
        }
        if (stopped !== undefined) Deferred.unsafeDone(stopped.done, Effect.succeed(overBudget(budgetMs)))
      }
    }
    for (let i = 0; i < threads; i++) {
      const started = yield* Effect.exit(Effect.acquireRelease(
        Effect.async<Thread>((resume) => {
          const worker = spawn(entry)
          const t: Thread = { worker, inFlight: 0, queue: [], lastReplyAt: 0 }
          listen(t, worker, () => resume(Effect.succeed(t)), (e) => resume(Effect.die(e)))
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
    const timer = setInterval(watch, Math.max(10, Math.min(1000, Math.floor(budgetMs / 4))))
    timer.unref()
    yield* Effect.addFinalizer(() => Effect.sync(() => clearInterval(timer)))

    return {
      compare: (page, body, url, now, stored) =>
        Effect.suspend(() => {
          let best = pool[0]!
          for (const t of pool) if (t.inFlight < best.inFlight) best = t
          if (best.inFlight === Number.POSITIVE_INFINITY) return inline(page, body, url, now, stored)
          return Effect.flatMap(Deferred.make<CheckOutcome>(), (done) => {
            const id = next++
            const request: CompareRequest = { id, page: trim(page, stored), stored, body, url, now }
            waiting.set(id, { done, thread: best, request })
            best.inFlight++
            best.queue.push({ id, postedAt: Date.now() })
            best.worker.postMessage(request)
            return Deferred.await(done)
          })
        })
    }
  })

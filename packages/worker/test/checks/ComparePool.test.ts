import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { defaultSettings, type Webpage, type WebpageId } from "@defmon/core/domain/Webpage"
import { PageFarm } from "@defmon/testing"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit } from "effect"
import * as ComparePool from "../../src/checks/ComparePool.js"

const URL_ = "https://www.example.org/"
const NOW = "2026-11-23T08:00:00.000Z"

const ex = await Extractor.makeExtractor()

const pageOf = (html: string, over: Partial<Webpage> = {}): Webpage =>
  ({
    ...(defaultSettings() as object),
    id: 1 as WebpageId,
    current_baseline: BaselineBuilder.build([ex.extract(html, URL_)], Builtins, NOW),
    continuous_reference: null,
    ...over
  }) as unknown as Webpage

/** a pool of one thread and one of none, on one extractor */
const pools = Effect.gen(function*() {
  const extractor = yield* Extractor.make
  return { threaded: yield* ComparePool.make(1, Builtins, extractor), inline: yield* ComparePool.make(0, Builtins, extractor) }
})

describe("compare threads", () => {
  it.scoped("a thread's outcome is the calling thread's, for real pages and their defacements", () =>
    Effect.gen(function*() {
      const { inline, threaded } = yield* pools
      const pages = PageFarm.corpusPages().slice(0, 12)
      let changed = 0
      for (const [i, html] of pages.entries()) {
        const page = pageOf(html, { continuous_monitoring: i % 2 === 0 })
        for (const current of [html, PageFarm.defacement, html.replace(/<\/body>/i, "<iframe src=\"https://evil.example.net/x\" style=\"display:none\"></iframe></body>")]) {
          const [a, b] = yield* Effect.all([threaded.compare(page, current, URL_, NOW), inline.compare(page, current, URL_, NOW)])
          expect(a).toEqual(b)
          if (a._tag === "Changed") changed++
        }
      }
      expect(changed).toBeGreaterThanOrEqual(pages.length * 2 - 1)
    }))

  it.scoped("a baseline and reference sent as their stored text give the outcome of the objects, on a thread and on the calling thread", () =>
    Effect.gen(function*() {
      const { inline, threaded } = yield* pools
      const pages = PageFarm.corpusPages().slice(12, 20)
      for (const [i, html] of pages.entries()) {
        const reference = i % 2 === 0 ? BaselineBuilder.reference(ex.extract(PageFarm.defacement, URL_), Builtins, NOW) : null
        const page = pageOf(html, { continuous_monitoring: reference !== null, continuous_reference: reference as Webpage["continuous_reference"] })
        const stored = { baseline: JSON.stringify(page.current_baseline), reference: reference === null ? null : JSON.stringify(reference) }
        // the page's own are never read when the texts are given
        const heads = { ...page, current_baseline: null, continuous_reference: null } as unknown as Webpage
        for (const current of [html, PageFarm.defacement, html.replace(/<\/body>/i, "<p>HACKED BY nobody</p></body>")]) {
          const objects = yield* inline.compare(page, current, URL_, NOW)
          const [a, b] = yield* Effect.all([
            threaded.compare(heads, current, URL_, NOW, stored),
            inline.compare(heads, current, URL_, NOW, stored)
          ])
          expect(a).toEqual(objects)
          expect(b).toEqual(objects)
        }
      }
    }))

  it.scoped("a thread that cannot start leaves the comparisons on the calling thread", () =>
    Effect.gen(function*() {
      const missing = new URL("./no-such-thread.ts", import.meta.url).href
      const pool = yield* ComparePool.make(1, Builtins, yield* Extractor.make, missing)
      const html = PageFarm.samplePage(2)
      expect((yield* pool.compare(pageOf(html), html, URL_, NOW))._tag).toBe("Match")
      expect((yield* pool.compare(pageOf(html), PageFarm.defacement, URL_, NOW))._tag).toBe("Changed")
    }))

  it.scoped("a comparison over the budget fails with compare_timeout, its thread is replaced, and the checks behind it are answered", () =>
    Effect.gen(function*() {
      const slow = new URL("../fixtures/slowCompareThread.ts", import.meta.url).href
      const pool = yield* ComparePool.make(1, Builtins, yield* Extractor.make, slow, 300)
      const page = pageOf(PageFarm.samplePage(1))
      expect((yield* pool.compare(page, "<p>quick</p>", URL_, NOW))._tag).toBe("Match")
      // the spinning one, and two queued behind it on the same thread
      const [stuck, after1, after2] = yield* Effect.all([
        pool.compare(page, "<p>SPIN</p>", URL_, NOW),
        pool.compare(page, "<p>next</p>", URL_, NOW),
        pool.compare(page, "<p>and the next</p>", URL_, NOW)
      ], { concurrency: "unbounded" })
      expect(stuck).toEqual(ComparePool.overBudget(300))
      expect(stuck).toMatchObject({ _tag: "Unreachable", findings: [{ engine: "compare", check: "compare_timeout" }] })
      expect([after1._tag, after2._tag]).toEqual(["Match", "Match"])
      // the new thread keeps answering, and runs over the budget again only when it spins again
      expect((yield* pool.compare(page, "<p>later</p>", URL_, NOW))._tag).toBe("Match")
      expect((yield* pool.compare(page, "<p>SPIN again</p>", URL_, NOW))._tag).toBe("Unreachable")
      expect((yield* pool.compare(page, "<p>still there</p>", URL_, NOW))._tag).toBe("Match")
    }), 30_000)

  it.scoped("an error in a thread fails that comparison only", () =>
    Effect.gen(function*() {
      const pool = yield* ComparePool.make(1, Builtins, yield* Extractor.make)
      const html = PageFarm.samplePage(1)
      const exit = yield* Effect.exit(pool.compare(pageOf(html, { current_baseline: null }), html, URL_, NOW))
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toContain("has no baseline")
      expect((yield* pool.compare(pageOf(html), html, URL_, NOW))._tag).toBe("Match")
    }))
})

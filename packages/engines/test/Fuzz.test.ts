import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import * as Compare from "../src/Compare.js"
import { Builtins } from "../src/Engines.js"
import { ex, settings } from "./support/pages.js"

const dir = join(dirname(createRequire(import.meta.url).resolve("htmlparser-benchmark/package.json")), "files")
const corpus = readdirSync(dir).filter((f) => f.endsWith(".html")).sort().slice(0, 30).map((f) => readFileSync(join(dir, f), "utf8"))

// Pieces that stress the parts the engines read: CSS, scripts, forms, identifiers, scope boundaries.
const fragments = [
  "<", ">", "</div>", "<div style=\"position:fixed;inset:0;background:#000\">", "<style>", "</style>", "body{display:none}",
  "::before{content:\"x\"}", "<script>", "</script>", "eval(atob(\"", "location.href=\"//e.example/\"", "<form action=\"//f.example\">",
  "<a href=\"", "\">", "<td>", "</td>", "<table>", "<marquee>", "+44 20 7946 0958", "(555) 123-4567", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  "<base href=\"::\">", "<meta http-equiv=refresh content=\"0;url=", "url(", "\u0000", "&#x0;", "<!--", "-->", "<svg><title>", "\"", "'"
]

const documents = fc.oneof(
  fc.string({ maxLength: 3000 }),
  fc.array(fc.constantFrom(...fragments), { maxLength: 600 }).map((xs) => xs.join("")),
  fc.tuple(fc.integer({ min: 0, max: corpus.length - 1 }), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 5_000 }), fc.array(fc.constantFrom(...fragments), { maxLength: 20 }))
    .map(([i, at, len, insert]) => {
      const p = corpus[i]!
      const k = at % (p.length + 1)
      return p.slice(0, k) + insert.join("") + p.slice(k + len)
    }),
  fc.integer({ min: 1, max: 20_000 }).map((n) => "<td><div style=\"display:none\">".repeat(n))
)

describe("comparison under random and mutated HTML", () => {
  it("never throws and stays bounded in time per pair", () => {
    fc.assert(
      fc.property(documents, documents, (a, b) => {
        const start = performance.now()
        const v = Compare.checkPage(ex, Builtins, { baseline: [a, a], current: b, url: "https://fuzz.example/", settings: settings() })
        expect(typeof v.alert).toBe("boolean")
        expect(typeof v.summary).toBe("string")
        expect(performance.now() - start).toBeLessThan(3_000)
      }),
      { numRuns: 150 }
    )
  })
})

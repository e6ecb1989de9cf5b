/**
 * Property-based fuzzing of every operation of the running server's
 * `/openapi.json` (issue 15): path parameters, queries and bodies generated
 * from the operation's schemas, and mutations of them (wrong types, huge
 * numbers, deep nesting, long strings, unicode, NUL). No answer may be a
 * 5xx, and a 4xx to a write leaves the caller's data unchanged. Bounded in
 * runs and time so it stays fast in CI; a failure prints its seed.
 */
import type * as Storage from "@defmon/core/ports/storage"
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import fc from "fast-check"
import { fixture, snapshot } from "./Fixture.js"
import { call, layer as harnessLayer } from "./Harness.js"

interface Operation {
  readonly method: string
  readonly path: string
  readonly params: ReadonlyArray<{ readonly name: string; readonly in: string; readonly schema: any }>
  readonly body: any
}

/** Values no schema expects. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    1.5,
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\u202e\u0301🙂",
    "x".repeat(10_000),
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse("{\"__proto__\":{\"polluted\":true}}")
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.nat(40).map((n) => {
    let v: unknown = []
    for (let i = 0; i < n; i++) v = [v]
    return v
  }),
  fc.jsonValue({ maxDepth: 3 })
)

const resolver = (doc: any) => {
  const resolve = (schema: any, depth = 0): any => {
    if (schema?.$ref !== undefined && depth < 20) return resolve(doc.components.schemas[schema.$ref.split("/").pop()], depth + 1)
    return schema
  }
  return resolve
}

/** Values from a JSON schema (bounded), or now and then a hostile value. */
const fromSchema = (resolve: (s: any) => any, raw: any, depth = 0): fc.Arbitrary<unknown> => {
  const schema = resolve(raw)
  if (schema === undefined || depth > 6) return hostile
  const own = (): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
    if (schema.const !== undefined) return fc.constant(schema.const)
    const alternatives = schema.anyOf ?? schema.oneOf
    if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((s: any) => fromSchema(resolve, s, depth + 1)))
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return fromSchema(resolve, schema.allOf[0], depth + 1)
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
    switch (type) {
      case "string":
        return fc.oneof(
          fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }),
          fc.webUrl(),
          fc.constantFrom("https://example.com/", "http://127.0.0.1/", "2026-11-22T10:00:00Z", "dm_x")
        )
      case "integer":
        return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 100, 100_000) }), fc.integer())
      case "number":
        return fc.oneof(fc.double({ noNaN: true, min: schema.minimum ?? -10, max: schema.maximum ?? 100 }), fc.double())
      case "boolean":
        return fc.boolean()
      case "null":
        return fc.constant(null)
      case "array":
        return fc.array(fromSchema(resolve, schema.items, depth + 1), { maxLength: 4 })
      case "object": {
        const props = Object.entries((schema.properties ?? {}) as Record<string, any>)
        if (props.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
        return fc.record(
          Object.fromEntries(props.map(([k, s]) => [k, fromSchema(resolve, s, depth + 1)])),
          { requiredKeys: [] }
        )
      }
      default:
        return fc.jsonValue({ maxDepth: 2 })
    }
  }
  return fc.oneof({ arbitrary: own(), weight: 5 }, { arbitrary: hostile, weight: 1 })
}

/** A path or query value: what the schema takes, or anything. */
const paramValue = (ownIds: ReadonlyArray<string>) =>
  fc.oneof(
    fc.constantFrom(...ownIds),
    fc.integer().map(String),
    fc.constantFrom("1e999", "-0", "9".repeat(40), "%00", "%ff", "..%2F..", "a%00b", "%F0%9F%99%82", "true", "null"),
    fc.string({ maxLength: 20 }).map(encodeURIComponent)
  )

export const fuzzSuite = (name: string, storage: Layer.Layer<Storage.Storage>, runs = 12) =>
  layer(harnessLayer(storage, { rateLimit: false }), { excludeTestServices: true, timeout: 300_000 })(`fuzz [${name}]`, (it) => {
    it.effect("every operation of /openapi.json: no 5xx, and a refused write changes nothing", () =>
      Effect.gen(function*() {
        const f = yield* fixture
        const doc = (yield* call(f.baseUrl, "GET", "/openapi.json")).json
        const resolve = resolver(doc)
        const operations: Array<Operation> = []
        for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
          for (const [method, op] of Object.entries(ops)) {
            operations.push({
              method: method.toUpperCase(),
              path,
              params: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, schema: p.schema })),
              body: op.requestBody?.content?.["application/json"]?.schema
            })
          }
        }
        expect(operations.length).toBeGreaterThanOrEqual(19)
        const ownIds = [String(f.p1.id), String(f.p2.id), String(f.bl.id), f.bl.identifier, f.rb.identifier, f.cb.identifier, f.host, String(f.logId)]
        const deadline = Date.now() + 100_000
        for (const op of operations) {
          if (Date.now() > deadline) break
          const pathParams = op.params.filter((p) => p.in === "path")
          const queryParams = op.params.filter((p) => p.in === "query")
          const request = fc.record({
            path: fc.tuple(...pathParams.map(() => paramValue(ownIds))),
            query: fc.array(fc.tuple(fc.constantFrom(...queryParams.map((p) => p.name), "x"), paramValue(ownIds)), { maxLength: 3 }),
            body: op.body === undefined ? fc.constant(undefined) : fromSchema(resolve, op.body)
          })
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(request, async (r) => {
                let path = op.path
                pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, r.path[i]!)))
                const query = r.query.map(([k, v]) => `${k}=${v}`).join("&")
                const url = `${path}${query === "" ? "" : `?${query}`}`
                const write = op.method !== "GET"
                const before = write ? await Effect.runPromise(snapshot(f)) : undefined
                const res = await Effect.runPromise(call(f.baseUrl, op.method, url, {
                  token: f.user.token,
                  ...(r.body === undefined ? {} : { rawBody: JSON.stringify(r.body) })
                }))
                if (res.status >= 500) throw new Error(`${op.method} ${url} ${JSON.stringify(r.body)?.slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`)
                if (write && res.status >= 400) {
                  const after = await Effect.runPromise(snapshot(f))
                  expect(after, `${op.method} ${url} -> ${res.status} changed data`).toEqual(before)
                }
              }),
              { numRuns: runs, interruptAfterTimeLimit: 10_000 }
            )
          )
        }
      }), 150_000)
  })

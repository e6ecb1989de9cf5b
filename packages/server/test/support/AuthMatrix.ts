/**
 * The authorization and ownership matrix, built from the running server's
 * `/openapi.json`: every operation, present and future, is probed without a
 * token, with an empty, malformed, unknown and revoked one, and with another
 * user's ids, and must answer 401 / as for a missing id with the owner's
 * data unchanged.
 */
import { Accounts } from "@defmon/core/usecases/Accounts"
import type * as Storage from "@defmon/core/ports/storage"
import { expect, type Vitest } from "@effect/vitest"
import { Effect } from "effect"
import { fixture, type Fixture, snapshot } from "./Fixture.js"
import { call, type Harness, newUser } from "./Harness.js"

/** One operation of the OpenAPI document. */
interface Operation {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly pathParams: ReadonlyArray<string>
  readonly body: { readonly properties: Record<string, unknown>; readonly required: ReadonlyArray<string> } | undefined
}

/** Every operation of the running server's `/openapi.json`: what the matrix probes, present and future. */
const operations = (baseUrl: string) =>
  Effect.gen(function*() {
    const doc = (yield* call(baseUrl, "GET", "/openapi.json")).json
    const resolve = (schema: any): any => schema?.$ref === undefined ? schema : resolve(doc.components.schemas[schema.$ref.split("/").pop()])
    const out: Array<Operation> = []
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const body = resolve(op.requestBody?.content?.["application/json"]?.schema)
        out.push({
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParams: (op.parameters ?? []).filter((p: any) => p.in === "path").map((p: any) => p.name),
          body: body === undefined ? undefined : { properties: body.properties ?? {}, required: body.required ?? [] }
        })
      }
    }
    return out
  })

/** Body properties that name existing pages: an operation that takes them acts on its caller's pages. */
const pageReferences = new Set(["url", "url_ids"])

/**
 * Values for the path parameters and body properties of an operation: the
 * fixture owner's ids (`owned`), or ids nobody has (`missing`). A path
 * parameter or a required property without a value fails the test, so a new
 * endpoint cannot escape the matrix: give its parameter a value here.
 */
const valuesOf = (f: Fixture, ids: "owned" | "missing") => {
  const missing = ids === "missing"
  const params: Record<string, string | number> = missing
    ? {
      url: 99_999_999,
      batch_combined_baseline_job: "CB99999999",
      batch_rebaseline_job: "RB99999999",
      batch_baseline_job: "BL99999999",
      batch_job_id: 99_999_999,
      domain: "nowhere.example",
      activity_log: 99_999_999,
      verification: 99_999_999
    }
    : {
      url: f.p1.id,
      batch_combined_baseline_job: f.cb.id,
      batch_rebaseline_job: f.rb.id,
      batch_baseline_job: f.bl.id,
      batch_job_id: f.bl.id,
      domain: f.host,
      activity_log: f.logId,
      verification: 1
    }
  const properties: Record<string, unknown> = {
    url: missing ? "https://nowhere.example/" : f.p1.url,
    url_ids: [missing ? 99_999_999 : f.p1.id],
    urls: ["https://x.example/"],
    config_name: "pwned",
    remark: "pwned"
  }
  return { params, properties }
}

/** The request of an operation, its parameters filled with the fixture owner's or with missing ids. */
const requestOf = (f: Fixture, op: Operation, ids: "owned" | "missing") => {
  const { params, properties } = valuesOf(f, ids)
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${op.name}: no value for the path parameter ${name}: add one to valuesOf`)
    return encodeURIComponent(String(params[name]))
  })
  let body: Record<string, unknown> | undefined
  if (op.body !== undefined) {
    body = {}
    for (const name of Object.keys(op.body.properties)) {
      if (name in properties) body[name] = properties[name]
      else if (op.body.required.includes(name)) throw new Error(`${op.name}: no value for the body property ${name}: add one to valuesOf`)
    }
  }
  // An id in the path or a page named in the body: the operation acts on its caller's data.
  const owned = op.pathParams.length > 0 || Object.keys(body ?? {}).some((name) => pageReferences.has(name))
  return { method: op.method, path, body, owned }
}

/**
 * Registers the two matrices on an API suite.
 */
export const authMatrix = (it: Vitest.MethodsNonLive<Harness | Accounts | Storage.Storage, true>) => {
  it.effect("the auth matrix (every operation of /openapi.json): no, empty, malformed, unknown and revoked tokens get 401 and no data", () =>
    Effect.gen(function*() {
      const f = yield* fixture
      const ops = yield* operations(f.baseUrl)
      // the 19 spec operations and the 6 extensions at least
      expect(ops.length).toBeGreaterThanOrEqual(25)
      const revoked = yield* newUser()
      const accounts = yield* Accounts
      yield* accounts.revokeToken(revoked.account.name, String(revoked.tokenId)).pipe(Effect.orDie)
      const before = yield* snapshot(f)
      const cases: ReadonlyArray<[string, { token?: string | null; authorization?: string }]> = [
        ["no header", { token: null }],
        ["empty bearer", { authorization: "Bearer " }],
        ["wrong scheme", { authorization: `Basic ${f.user.token}` }],
        ["malformed token", { token: "not-a-token" }],
        ["unknown token", { token: `dmn_${"A".repeat(43)}` }],
        ["revoked token", { token: revoked.token }]
      ]
      for (const op of ops) {
        const request = requestOf(f, op, "owned")
        for (const [label, auth] of cases) {
          const res = yield* call(f.baseUrl, request.method, request.path, { ...auth, body: request.body })
          expect(res.status, `${op.name} with ${label}`).toBe(401)
          expect(res.json._tag).toBe("Unauthorized")
          expect(res.text).not.toContain(f.host)
        }
      }
      expect(yield* snapshot(f)).toEqual(before)
    }))

  it.effect("the ownership matrix (every operation of /openapi.json): another user's ids get what missing ones get (404), reveal nothing and change nothing", () =>
    Effect.gen(function*() {
      const f = yield* fixture
      const ops = yield* operations(f.baseUrl)
      const intruder = yield* newUser()
      const before = yield* snapshot(f)
      // what marks the owner's data in an answer
      const markers = [f.host, `BL${f.bl.id}`, `RB${f.rb.id}`, `CB${f.cb.id}`]
      let owned = 0
      for (const op of ops) {
        const request = requestOf(f, op, "owned")
        const res = yield* call(f.baseUrl, request.method, request.path, { token: intruder.token, body: request.body })
        // (an answer may repeat what the request itself sent)
        const sent = request.path + JSON.stringify(request.body ?? {})
        for (const marker of markers.filter((m) => !sent.includes(m))) {
          // as a word of its own: a random token prefix in the body ("dmn_iPRB5l") is not the job RB5
          const alone = new RegExp(`(?<![A-Za-z0-9_])${marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9])`)
          expect(res.text, `${op.name} shows ${marker}`).not.toMatch(alone)
        }
        expect(res.text, op.name).not.toContain("pwned")
        if (request.owned) {
          owned++
          const probe = requestOf(f, op, "missing")
          const missing = yield* call(f.baseUrl, probe.method, probe.path, { token: intruder.token, body: probe.body })
          // An id nobody has gets 404, or in this API-only server (no worker)
          // the refusal of checks that any id gets; another user's id the same.
          const refused = missing.json?._tag === "Conflict" && String(missing.json.message).includes("no worker is configured")
          expect(missing.status === 404 || refused, `${op.name}: ${missing.status} for a missing id`).toBe(true)
          expect(res.status, op.name).toBe(missing.status)
          expect(res.json?._tag, op.name).toBe(missing.json?._tag)
        } else if (request.method === "GET") {
          // the lists show the intruder nothing of the owner's
          expect(res.status, op.name).toBe(200)
        }
      }
      // the 13 spec and 4 extension operations on ids at least
      expect(owned).toBeGreaterThanOrEqual(17)
      expect(yield* snapshot(f)).toEqual(before)
    }))
}

/**
 * What the handlers of every group share.
 */
import { Security } from "@defmon/api"
import type { Account } from "@defmon/core/domain/Account"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

/** records returned by a history endpoint without `?limit=` */
export const DefaultHistory = 100

/**
 * Runs `f` with the authenticated account, in a span named after the
 * endpoint (`Group.endpoint`; no stack capture: it runs per request).
 */
export const withUser = <A, E, R>(name: string, f: (user: Account) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Security.CurrentUser, f).pipe(Effect.withSpan(name, { captureStackTrace: false }))

/**
 * Webpage responses are built from trusted, already valid records whose
 * encoded form equals their type (plain structs, no transformations), so
 * they are serialised directly instead of re-validated field by field by the
 * response schema: the schema walk was the largest cost of a read (see
 * docs/performance.md). The declared type stays the contract's.
 */
export const direct = <A>(body: A): A => {
  // A string body is written by Node itself (no intermediate byte copy).
  const json = JSON.stringify(body)
  return HttpServerResponse.raw(json, {
    contentType: "application/json",
    contentLength: Buffer.byteLength(json)
  }) as unknown as A
}

/** A JSON array of already encoded elements, as `direct` would write it. */
export const rawArray = <A>(parts: ReadonlyArray<string>): A => {
  const json = `[${parts.join(",")}]`
  return HttpServerResponse.raw(json, { contentType: "application/json", contentLength: Buffer.byteLength(json) }) as unknown as A
}

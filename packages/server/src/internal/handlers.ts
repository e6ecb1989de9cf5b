/**
 * What the handlers of every group share.
 */
import { Errors, Security } from "@defmon/api"
import type { Account } from "@defmon/core/domain/Account"
import * as StorageFaults from "@defmon/core/ports/StorageFaults"
import { HttpServerResponse } from "@effect/platform"
import { Effect, Stream } from "effect"

/** records returned by a history endpoint without `?limit=` */
export const DefaultHistory = 100

/**
 * Runs `f` with the authenticated account, in a span named after the
 * endpoint (`Group.endpoint`; no stack capture: it runs per request).
 */
export const withUser = <A, E, R>(name: string, f: (user: Account) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Security.CurrentUser, f).pipe(
    Effect.catchAllDefect((defect) => {
      const why = storageFault(defect)
      return why === null ? Effect.die(defect) : Effect.fail(new Errors.StorageUnavailable({ message: why }))
    }),
    Effect.withSpan(name, { captureStackTrace: false })
  )

/**
 * What a database failure tells the client (a 503, nothing changed): the
 * kind of fault, never the statement or the driver's words. Storage turns
 * SQL failures into defects (`rows` in storage-sql); `null` for any other defect.
 */
export const storageFault = (defect: unknown): string | null => {
  if (!StorageFaults.isStorageFailure(defect)) return null
  const text = StorageFaults.describe(defect)
  if (/SQLITE_FULL|disk is full|No space left|ENOSPC|could not extend file/i.test(text)) {
    return "the database's disk is full: nothing was changed; try again once the operator has made room"
  }
  if (/SQLITE_READONLY|readonly database|read-only/i.test(text)) {
    return "the database is read-only: nothing was changed; try again once the operator has made it writable"
  }
  if (StorageFaults.unavailable(defect)) {
    return "the database cannot be reached: nothing was changed; try again in a moment"
  }
  return "the database refused the request: nothing was changed; try again later"
}

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

const open: Uint8Array = Buffer.from("[")
const comma: Uint8Array = Buffer.from(",")

/**
 * A JSON array of encoded elements written as they are produced: the same
 * bytes as `rawArray` of all of them, sent chunked (no Content-Length).
 * `parts` is pulled only as fast as the client reads (Node's write
 * backpressure), so the response holds one pull of `parts` at a time, not
 * the array. A failure of `parts` after the first bytes cuts the response
 * off: the client sees a truncated body, never a well-formed partial list.
 */
export const streamArray = <A>(parts: Stream.Stream<string>): A => {
  const body = Stream.suspend(() => {
    let opened = false
    return parts.pipe(
      Stream.mapConcat((json): ReadonlyArray<Uint8Array> => {
        const separator = opened ? comma : open
        opened = true
        return [separator, Buffer.from(json)]
      }),
      Stream.concat(Stream.sync((): Uint8Array => Buffer.from(opened ? "]" : "[]")))
    )
  })
  return HttpServerResponse.stream(body, { contentType: "application/json" }) as unknown as A
}

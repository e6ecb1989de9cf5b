/**
 * The webhook outbox: enqueued with the transaction, leased, retried.
 */
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Either } from "effect"
import { at, insert, newPage, newUser, NOW, type Suite, unique } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const webhooks = (it: Suite) => {
  it.effect("webhook outbox: enqueued with the transaction, leased, retried, re-taken after a lease expires", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const page = yield* insert(newPage(user, "outbox"))
      const incident = yield* (yield* S.IncidentRepo).open(user.id, page.id, "defacement", [], NOW)
      const outbox = yield* S.WebhookOutboxRepo
      const tx = yield* S.Transactor
      const event = { webpage_id: page.id, incident_id: incident.id }
      // rolled back with its transaction
      const failed = yield* tx.withTransaction(
        Effect.zipRight(outbox.enqueue(user.id, { ...event, event: "incident.opened" }, NOW), Effect.fail("boom" as const))
      ).pipe(Effect.either)
      expect(Either.isLeft(failed)).toBe(true)
      expect(yield* outbox.claim(unique("w0"), at(1000), at(1001), 10)).toEqual([])

      yield* outbox.enqueue(user.id, { ...event, event: "incident.opened" }, at(0))
      yield* outbox.enqueue(user.id, { ...event, event: "incident.resolved" }, at(0))
      const [w1, w2, w3] = [unique("w1"), unique("w2"), unique("w3")]
      expect(yield* outbox.claim(w1, at(-1), at(0), 10)).toEqual([]) // not due yet
      const first = yield* outbox.claim(w1, at(0), at(1), 10)
      expect(first.map((e) => [e.event, e.attempts, e.user_id, e.webpage_id, e.incident_id])).toEqual([
        ["incident.opened", 0, user.id, page.id, incident.id],
        ["incident.resolved", 0, user.id, page.id, incident.id]
      ])
      const [opened, resolved] = first
      // leased: nobody else gets them, finishes them or retries them
      expect(yield* outbox.claim(w2, at(0.5), at(2), 10)).toEqual([])
      expect(yield* outbox.finish(w2, opened!.id)).toBe(false)
      yield* outbox.retry(w2, opened!.id, at(50))
      // w1 retries the first at minute 3; the second's lease runs out at minute 1
      yield* outbox.retry(w1, opened!.id, at(3))
      const retaken = yield* outbox.claim(w2, at(2), at(4), 10)
      expect(retaken.map((e) => e.id)).toEqual([resolved!.id])
      expect(yield* outbox.finish(w1, resolved!.id)).toBe(false) // w1 lost that lease
      expect(yield* outbox.finish(w2, resolved!.id)).toBe(true)
      const again = yield* outbox.claim(w3, at(3), at(5), 10)
      expect(again.map((e) => [e.id, e.attempts])).toEqual([[opened!.id, 1]])
      expect(yield* outbox.finish(w3, opened!.id)).toBe(true)
      expect(yield* outbox.claim(w3, at(1000), at(1001), 10)).toEqual([])
    }))
}

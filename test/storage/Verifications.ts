/**
 * Verification records: the bounded history.
 */
import { type WebpageId } from "@defmon/core/domain/Webpage"
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect } from "effect"
import { at, insert, newPage, newUser, type Suite } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const verifications = (it: Suite) => {
  it.effect("verification history is bounded, newest first", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const page = yield* insert(newPage(user, "history"))
      const other = yield* insert(newPage(user, "history-2"))
      const repo = yield* S.VerificationRepo
      const record = (webpage_id: WebpageId, i: number) => ({
        webpage_id,
        checked_at: at(i),
        status_code: 200,
        response_time_ms: i,
        error: null,
        verdict: "match" as const,
        health_status: "OK" as const,
        findings: [{ i }]
      })
      yield* repo.append(user.id, record(other.id, 0), 5)
      for (let i = 0; i < 12; i++) yield* repo.append(user.id, record(page.id, i), 5)
      const history = yield* repo.listByWebpage(user.id, page.id, 100)
      expect(history.map((v) => v.response_time_ms)).toEqual([11, 10, 9, 8, 7])
      expect(history[0]!.findings).toEqual([{ i: 11 }])
      expect(yield* repo.listByWebpage(user.id, other.id, 100)).toHaveLength(1)
    }))
}

/**
 * Incidents: open and resolve.
 */
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option } from "effect"
import { at, insert, newPage, newUser, NOW, type Suite } from "./support.js"

/**
 * Registers the tests on the suite's layer.
 */
export const incidents = (it: Suite) => {
  it.effect("incidents open and resolve", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const page = yield* insert(newPage(user, "incidents"))
      const repo = yield* S.IncidentRepo
      const a = yield* repo.open(user.id, page.id, "defacement", [{ engine: "content" }], NOW)
      const b = yield* repo.open(user.id, page.id, "unreachable", [], at(1))
      expect(a.status).toBe("open")
      const resolved = Option.getOrThrow(yield* repo.resolve(user.id, a.id, at(2)))
      expect(resolved).toMatchObject({ status: "resolved", resolved_at: at(2), findings: [{ engine: "content" }] })
      expect((yield* repo.listByWebpage(user.id, page.id, 10)).map((i) => i.id)).toEqual([b.id, a.id])
    }))
}

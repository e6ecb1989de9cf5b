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
      expect((yield* repo.list(user.id, "open", 10)).map((x) => [x.incident.id, x.acknowledged_at])).toEqual([[b.id, null]])
      expect((yield* repo.list(user.id, "resolved", 10)).map((x) => x.incident.id)).toEqual([a.id])
      const other = yield* newUser()
      expect(Option.isNone(yield* repo.acknowledge(other.id, b.id, at(3)))).toBe(true)
      expect(yield* repo.list(other.id, "open", 10)).toEqual([])
      expect(Option.getOrThrow(yield* repo.acknowledge(user.id, b.id, at(3))).acknowledged_at).toBe(at(3))
      // the first acknowledgement counts
      expect(Option.getOrThrow(yield* repo.acknowledge(user.id, b.id, at(4))).acknowledged_at).toBe(at(3))
      expect((yield* repo.list(user.id, "open", 10))[0]).toMatchObject({ incident: { id: b.id, kind: "unreachable" }, acknowledged_at: at(3) })
    }))
}

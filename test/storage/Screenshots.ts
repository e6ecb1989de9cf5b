/**
 * Screenshots: content-addressed images, links from a page's baseline and
 * from its checks, owner scoping, and pruning with the check history.
 */
import * as S from "@defmon/core/ports/storage"
import { expect } from "@effect/vitest"
import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import { at, insert, newPage, newUser, type Suite } from "./support.js"

const png = (seed: string) => new TextEncoder().encode(`\x89PNG fake image ${seed} ${Math.random()}`)
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")

/**
 * Registers the tests on the suite's layer.
 */
export const screenshots = (it: Suite) => {
  it.effect("screenshots are stored once by content and read back byte for byte", () =>
    Effect.gen(function*() {
      const repo = yield* S.ScreenshotRepo
      const bytes = png("a")
      const address = yield* repo.save(bytes, at(0))
      expect(address).toBe(sha(bytes))
      expect(yield* repo.save(bytes, at(1))).toBe(address)
      const read = yield* repo.read(address)
      expect(Option.map(read, (b) => Buffer.from(b).equals(Buffer.from(bytes)))).toEqual(Option.some(true))
      expect(Option.isNone(yield* repo.read(sha(png("never saved"))))).toBe(true)
    }))

  it.effect("links: a page's baseline (replaced by the next), a check's screenshot and diff, owner-scoped", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const intruder = yield* newUser()
      const page = yield* insert(newPage(user, "shots"))
      const repo = yield* S.ScreenshotRepo
      const verifications = yield* S.VerificationRepo
      const [b1, b2, shot, diff] = [png("b1"), png("b2"), png("shot"), png("diff")]
      const a1 = yield* repo.save(b1, at(0))
      yield* repo.link(user.id, { webpage_id: page.id, verification_id: null, role: "baseline", sha256: a1 }, at(0))
      const a2 = yield* repo.save(b2, at(1))
      yield* repo.link(user.id, { webpage_id: page.id, verification_id: null, role: "baseline", sha256: a2 }, at(1))
      const base = yield* repo.find(user.id, page.id, null, "baseline")
      expect(Option.map(base, (i) => i.sha256)).toEqual(Option.some(a2))
      expect(Option.map(base, (i) => Buffer.from(i.png).equals(Buffer.from(b2)))).toEqual(Option.some(true))
      const v = yield* verifications.append(user.id, {
        webpage_id: page.id,
        checked_at: at(2),
        status_code: 200,
        response_time_ms: 1,
        error: null,
        verdict: "changed",
        health_status: "Warning",
        findings: []
      }, 10)
      const s = yield* repo.save(shot, at(2))
      const d = yield* repo.save(diff, at(2))
      yield* repo.link(user.id, { webpage_id: page.id, verification_id: v.id, role: "screenshot", sha256: s }, at(2))
      yield* repo.link(user.id, { webpage_id: page.id, verification_id: v.id, role: "diff", sha256: d }, at(2))
      expect(Option.map(yield* repo.find(user.id, page.id, v.id, "screenshot"), (i) => i.sha256)).toEqual(Option.some(s))
      expect(Option.map(yield* repo.find(user.id, page.id, v.id, "diff"), (i) => i.sha256)).toEqual(Option.some(d))
      // another user, another page, another check: nothing
      expect(Option.isNone(yield* repo.find(intruder.id, page.id, v.id, "screenshot"))).toBe(true)
      expect(Option.isNone(yield* repo.find(intruder.id, page.id, null, "baseline"))).toBe(true)
      expect(Option.isNone(yield* repo.find(user.id, page.id, v.id + 1000, "screenshot"))).toBe(true)
    }))

  it.effect("images are pruned with the check history; young unlinked images and linked ones stay", () =>
    Effect.gen(function*() {
      const user = yield* newUser()
      const page = yield* insert(newPage(user, "prune"))
      const repo = yield* S.ScreenshotRepo
      const verifications = yield* S.VerificationRepo
      const pages = yield* S.WebpageRepo
      const baseline = yield* repo.save(png("baseline"), at(0))
      yield* repo.link(user.id, { webpage_id: page.id, verification_id: null, role: "baseline", sha256: baseline }, at(0))
      const shots: Array<string> = []
      const ids: Array<number> = []
      for (let i = 0; i < 3; i++) {
        const v = yield* verifications.append(user.id, {
          webpage_id: page.id,
          checked_at: at(i + 1),
          status_code: 200,
          response_time_ms: 1,
          error: null,
          verdict: "match",
          health_status: "OK",
          findings: []
        }, 2)
        const s = yield* repo.save(png(`check ${i}`), at(i + 1))
        yield* repo.link(user.id, { webpage_id: page.id, verification_id: v.id, role: "screenshot", sha256: s }, at(i + 1))
        shots.push(s)
        ids.push(v.id)
      }
      const young = yield* repo.save(png("young"), at(10))
      // the oldest check left the history (keep 2): its screenshot goes, nothing else
      expect(yield* repo.prune(at(5))).toBeGreaterThanOrEqual(1)
      expect(Option.isNone(yield* repo.read(shots[0]!))).toBe(true)
      expect(Option.isNone(yield* repo.find(user.id, page.id, ids[0]!, "screenshot"))).toBe(true)
      for (const kept of [shots[1]!, shots[2]!, baseline, young]) expect(Option.isSome(yield* repo.read(kept))).toBe(true)
      // a deleted page takes its images with it
      yield* pages.remove(user.id, page.id)
      yield* repo.prune(at(5))
      for (const gone of [shots[1]!, shots[2]!, baseline]) expect(Option.isNone(yield* repo.read(gone))).toBe(true)
      expect(Option.isSome(yield* repo.read(young))).toBe(true)
    }))
}

import { PgTestDatabase } from "@defmon/storage-pg"
import { describe, it } from "@effect/vitest"
import { fuzzSuite } from "./support/FuzzSuite.js"

if (await PgTestDatabase.shouldRun("fuzz [pg]")) {
  fuzzSuite("pg", PgTestDatabase.storageLayer("defmon_fuzz"))
} else {
  describe.skip("fuzz [pg]", () => it("PostgreSQL not reachable", () => {}))
}

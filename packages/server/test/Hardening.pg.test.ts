import { PgTestDatabase } from "@defmon/storage-pg"
import { describe, it } from "@effect/vitest"
import { hardeningSuite } from "./support/HardeningSuite.js"

if (await PgTestDatabase.shouldRun("hardening [pg]")) {
  hardeningSuite("pg", PgTestDatabase.storageLayer("defmon_hardening"))
} else {
  describe.skip("hardening [pg]", () => it("PostgreSQL not reachable", () => {}))
}

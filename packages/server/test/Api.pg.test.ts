import { PgTestDatabase } from "@defmon/storage-pg"
import { describe, it } from "@effect/vitest"
import { apiSuite } from "./support/ApiSuite.js"

if (await PgTestDatabase.shouldRun("api [pg]")) {
  apiSuite("pg", PgTestDatabase.storageLayer("defmon_api"))
} else {
  describe.skip("api [pg]", () => it("PostgreSQL not reachable", () => {}))
}

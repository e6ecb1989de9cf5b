import { PgTestDatabase } from "@defmon/storage-pg"
import { describe, it } from "@effect/vitest"
import { storageSuite } from "./storage/StorageSuite.js"

if (await PgTestDatabase.shouldRun("storage [pg]")) {
  storageSuite("pg", PgTestDatabase.storageLayer())
} else {
  describe.skip("storage [pg]", () => it("PostgreSQL not reachable", () => {}))
}

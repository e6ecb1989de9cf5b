import { PgStorage, PgTestDatabase } from "@defmon/storage-pg"
import { describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { baselinesMigrationSuite } from "./storage/BaselinesMigration.js"
import { sqlStorageSuite } from "./storage/SqlStorageSuite.js"
import { changeFeedSuite } from "./storage/ChangeFeedSuite.js"
import { storageSuite } from "./storage/StorageSuite.js"

if (await PgTestDatabase.shouldRun("storage [pg]")) {
  storageSuite("pg", PgTestDatabase.storageLayer())
  changeFeedSuite("pg", PgTestDatabase.storageLayer())
  sqlStorageSuite("pg", PgTestDatabase.storageLayer())
  baselinesMigrationSuite("pg", Layer.unwrapScoped(Effect.map(PgTestDatabase.database(), (url) => PgStorage.clientLayer({ url }))))
} else {
  describe.skip("storage [pg]", () => it("PostgreSQL not reachable", () => {}))
}

import { SqliteStorage } from "@defmon/storage-sqlite"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { baselinesMigrationSuite } from "./storage/BaselinesMigration.js"
import { sqlStorageSuite } from "./storage/SqlStorageSuite.js"
import { changeFeedSuite } from "./storage/ChangeFeedSuite.js"
import { storageSuite } from "./storage/StorageSuite.js"

const dataDir = mkdtempSync(join(tmpdir(), "defmon-storage-"))

storageSuite("sqlite", SqliteStorage.layer({ dataDir }))

changeFeedSuite("sqlite", SqliteStorage.layer({ filename: join(dataDir, "feed.sqlite") }))

sqlStorageSuite("sqlite", SqliteStorage.layer({ filename: join(dataDir, "sql-only.sqlite") }))

baselinesMigrationSuite("sqlite", SqliteStorage.clientLayer({ filename: join(dataDir, "migration-0009.sqlite") }))

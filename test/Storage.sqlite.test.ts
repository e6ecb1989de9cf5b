import { SqliteStorage } from "@defmon/storage-sqlite"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { storageSuite } from "./storage/StorageSuite.js"

const dataDir = mkdtempSync(join(tmpdir(), "defmon-storage-"))

storageSuite("sqlite", SqliteStorage.layer({ dataDir }))

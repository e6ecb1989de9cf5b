import { SqliteStorage } from "@defmon/storage-sqlite"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { apiSuite } from "./support/ApiSuite.js"

apiSuite("sqlite", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-api-")) }))

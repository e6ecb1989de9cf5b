import { SqliteStorage } from "@defmon/storage-sqlite"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fuzzSuite } from "./support/FuzzSuite.js"

fuzzSuite("sqlite", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-fuzz-")) }))

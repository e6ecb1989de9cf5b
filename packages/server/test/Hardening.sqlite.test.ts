import { SqliteStorage } from "@defmon/storage-sqlite"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { hardeningSuite } from "./support/HardeningSuite.js"

hardeningSuite("sqlite", SqliteStorage.layer({ dataDir: mkdtempSync(join(tmpdir(), "defmon-hardening-")) }))

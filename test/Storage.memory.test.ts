import { MemoryStorage } from "@defmon/testing"
import { storageSuite } from "./storage/StorageSuite.js"

storageSuite("memory", MemoryStorage.layer)

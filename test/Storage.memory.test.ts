import { MemoryStorage } from "@defmon/testing"
import { changeFeedSuite } from "./storage/ChangeFeedSuite.js"
import { storageSuite } from "./storage/StorageSuite.js"

storageSuite("memory", MemoryStorage.layer)
changeFeedSuite("memory", MemoryStorage.layer)

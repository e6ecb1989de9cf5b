import { MemoryStorage } from "@defmon/testing"
import { apiSuite } from "./support/ApiSuite.js"

apiSuite("memory", MemoryStorage.layer)

import { readdirSync } from "node:fs"
import { defineConfig } from "vitest/config"

const packages = readdirSync(new URL("./packages", import.meta.url))

// The workspace runs from source: each package's exports map "@defmon/source"
// to its src/*.ts (published builds resolve to dist/). Vite's default
// conditions are kept after ours.
const conditions = ["@defmon/source", "module", "node", "development|production"]

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@defmon/source"] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // a turn of the event loop after every test (see the file)
    setupFiles: [new URL("./test/support/yieldBetweenTests.ts", import.meta.url).pathname],
    projects: [
      ...packages.map((name) => ({
        extends: true as const,
        test: { name, include: [`packages/${name}/test/**/*.test.ts`] }
      })),
      { extends: true as const, test: { name: "integration", include: ["test/**/*.test.ts"] } }
    ]
  }
})

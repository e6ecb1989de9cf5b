import { readdirSync } from "node:fs"
import { defineConfig } from "vitest/config"

const packages = readdirSync(new URL("./packages", import.meta.url))

// The workspace runs from source: `@defmon/<package>[/<path>]` is read from
// packages/<package>/src/<path>.ts (published packages export only dist/). The
// same mapping serves processes and threads the tests start, through
// scripts/workspace-source.mjs in NODE_OPTIONS (the test scripts set it).
const src = (path: string) => new URL(`./packages/${path}`, import.meta.url).pathname
const alias = [
  { find: /^@defmon\/core\/ports\/storage$/, replacement: src("core/src/ports/storage/index.ts") },
  ...packages.map((name) => ({ find: new RegExp(`^@defmon/${name}$`), replacement: src(`${name}/src/index.ts`) })),
  ...packages.map((name) => ({ find: new RegExp(`^@defmon/${name}/(?!internal/|package\\.json$)(.+)$`), replacement: `${src(`${name}/src`)}/$1.ts` }))
]

export default defineConfig({
  resolve: { alias },
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

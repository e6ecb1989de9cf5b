import { readdirSync } from "node:fs"
import { defineConfig } from "vitest/config"

const packages = readdirSync(new URL("./packages", import.meta.url))

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      ...packages.map((name) => ({
        extends: true as const,
        test: { name, include: [`packages/${name}/test/**/*.test.ts`] }
      })),
      { extends: true as const, test: { name: "integration", include: ["test/**/*.test.ts"] } }
    ]
  }
})

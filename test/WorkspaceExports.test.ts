/**
 * What every package's own manifest exports, as any install or link of it
 * (npm, pnpm, a git dependency, a bundler) sees it: built JavaScript and
 * declarations only, never a TypeScript source. The workspace runs from
 * source through scripts/workspace-source.mjs instead, whose resolve hook is
 * checked here against the same manifests.
 */
import { describe, expect, it } from "@effect/vitest"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { resolve as resolveSource } from "../scripts/workspace-source-hooks.mjs"

const root = new URL("../packages/", import.meta.url)
const packages = readdirSync(root).filter((name) => existsSync(new URL(`${name}/package.json`, root)))
const manifest = (name: string) => JSON.parse(readFileSync(new URL(`${name}/package.json`, root), "utf8"))

const viaHook = async (specifier: string): Promise<string> => {
  const r = await resolveSource(specifier, {}, () => {
    throw new Error(`not a workspace package: ${specifier}`)
  })
  return fileURLToPath(r.url)
}

describe("workspace packages' exports", () => {
  it("name only dist/ JavaScript and declarations, under no custom condition", () => {
    expect(packages.length).toBeGreaterThan(5)
    for (const name of packages) {
      const m = manifest(name)
      const exported = JSON.stringify(m.exports)
      expect(exported, name).not.toMatch(/\.\/src\/|@defmon\/source|(?<!\.d)\.ts"/)
      expect(m.exports["."], name).toEqual({ types: "./dist/src/index.d.ts", import: "./dist/src/index.js" })
      expect(m.exports["./internal/*"], name).toBeNull()
      expect(m.publishConfig?.exports, name).toBeUndefined()
    }
  })

  it("resolve in the workspace to the sources of the files they export", async () => {
    for (const name of packages) {
      expect(await viaHook(`@defmon/${name}`)).toBe(fileURLToPath(new URL(`${name}/src/index.ts`, root)))
    }
    expect(await viaHook("@defmon/core/ports/storage")).toBe(fileURLToPath(new URL("core/src/ports/storage/index.ts", root)))
    expect(await viaHook("@defmon/engines/Extractor")).toBe(fileURLToPath(new URL("engines/src/Extractor.ts", root)))
    // what the manifests keep private stays private
    await expect(viaHook("@defmon/engines/internal/url")).rejects.toMatchObject({ code: "ERR_PACKAGE_PATH_NOT_EXPORTED" })
  })
})

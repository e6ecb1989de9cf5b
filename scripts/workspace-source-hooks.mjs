// The resolve hook of workspace-source.mjs: `@defmon/<package>[/<path>]` to
// packages/<package>/src/<path>.ts (a directory's index.ts), as the packages'
// exports map them to dist/ (their `./internal/*` stays private).
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"

const root = new URL("../packages/", import.meta.url)
const SPECIFIER = /^@defmon\/([a-z0-9-]+)(?:\/(.+))?$/

export async function resolve(specifier, context, next) {
  const m = SPECIFIER.exec(specifier)
  if (m === null) return next(specifier, context)
  const [, name, sub] = m
  const dir = new URL(`${name}/src/`, root)
  if (!existsSync(dir)) return next(specifier, context)
  if (sub === "package.json") return next(specifier, context)
  if (sub !== undefined && (sub.startsWith("internal/") || sub.includes(".."))) {
    const e = new Error(`Package subpath './${sub}' is not defined by "exports" in @defmon/${name}`)
    e.code = "ERR_PACKAGE_PATH_NOT_EXPORTED"
    throw e
  }
  const file = sub === undefined
    ? new URL("index.ts", dir)
    : existsSync(new URL(`${sub}.ts`, dir))
    ? new URL(`${sub}.ts`, dir)
    : new URL(`${sub}/index.ts`, dir)
  return { url: pathToFileURL(decodeURIComponent(file.pathname)).href, shortCircuit: true }
}

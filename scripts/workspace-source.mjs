// Runs the workspace from source: `node --import ./scripts/workspace-source.mjs`
// (the package scripts set it in NODE_OPTIONS). Published packages export only
// their built dist/; inside this repository every `@defmon/<package>[/<path>]`
// import is resolved to packages/<package>/src/<path>.ts instead, by the
// resolve hook in workspace-source-hooks.mjs. TypeScript itself is loaded by tsx.
import { register } from "node:module"

register("./workspace-source-hooks.mjs", import.meta.url)

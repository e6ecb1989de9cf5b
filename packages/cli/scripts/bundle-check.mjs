// Bundles `defmon check` (the engines, the core schemas and the parts of
// effect they use) into dist/check.mjs when the package is packed: one file
// parses in a fraction of the time Node takes to resolve and load the ~2,000
// modules behind it (docs/performance.md). The image package stays outside:
// `--render` runs from the modules.
import { build } from "esbuild"
import { fileURLToPath } from "node:url"

const dir = fileURLToPath(new URL("..", import.meta.url))
await build({
  absWorkingDir: dir,
  entryPoints: ["src/checkMain.ts"],
  outfile: "dist/check.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  // (licence notices of what is bundled, the third-party registry's among them, kept at the end of the file)
  legalComments: "eof",
  external: ["@defmon/image", "@defmon/image/*"],
  // for the CommonJS modules inside the bundle
  banner: { js: "import { createRequire as __defmonRequire } from \"node:module\"; const require = __defmonRequire(import.meta.url);" },
  logLevel: "warning"
})

#!/usr/bin/env node
// The installed `defmon` command: the built CLI (inside the workspace, run `pnpm defmon`, which runs from source).
import "../dist/src/bin.js"

// Whether the suites that drive Chromium run: they fail, not skip, in CI.
import * as ChromiumRenderer from "../src/ChromiumRenderer.js"

export const chromiumRuns = (suite: string): boolean => {
  if (ChromiumRenderer.available()) return true
  const why = `Chromium is not installed at ${ChromiumRenderer.defaults.executablePath} (apt-get install -y chromium)`
  if (process.env.CI) throw new Error(`${why}: the ${suite} suite must run in CI`)
  console.log(`[defmon] ${why}: the ${suite} suite is skipped`)
  return false
}

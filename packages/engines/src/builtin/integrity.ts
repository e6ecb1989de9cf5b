/**
 * The spec's integrity engine: the watched elements of the baseline's lists
 * (`selected: true`). Most of the page's own scripts and stylesheets gone at
 * once is a replaced page; elements new to the page are judged by the
 * destinations engine, which knows where they point.
 */
import type { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import type { Engine, Observation } from "../Engine.js"
import type { PageFeatures } from "../Features.js"
import { keptCount, MaxElementChars, MaxElements } from "../BaselineBuilder.js"
import { assetKey, assetPath, siteOfUrl } from "../internal/url.js"

const NAME = "integrity"

const removedOf = (watched: ReadonlyArray<BaselineElement>, now: ReadonlyArray<string>) => {
  // Files renamed by a new build (fingerprints, versions), served from another host of the site, or moved to a
  // CDN under the same path are still there (where they are loaded from is the destinations engine's question).
  const present = new Set(now.map(assetKey))
  const paths = new Set(now.map(assetPath))
  return watched.filter((e) => e.selected && !present.has(assetKey(e.value)) && !paths.has(assetPath(e.value))).map((e) => e.value)
}

/** The page's lists longer than a baseline keeps: said at every check, so the cap never hides a change silently. */
const capped = (current: PageFeatures): Array<Observation> => {
  const over = (["hrefs", "images", "scripts", "stylesheets", "iframes"] as const)
    .map((name) => {
      const values = new Set(current[name])
      return { name, n: values.size, kept: keptCount(values) }
    })
    .filter((l) => l.kept < l.n)
  if (over.length === 0) return []
  return [{
    engine: NAME,
    check: "list_capped",
    question: "rules",
    severity: "info",
    message: `the page has ${over.map((l) => `${l.n} ${l.name === "hrefs" ? "links" : l.name}`).join(", ")}; a baseline keeps the first ${MaxElements} of each (fewer when their URLs pass ${MaxElementChars} characters: ${over.map((l) => l.kept).join(", ")} here), the others are judged by the destinations engine and the page hash`,
    lists: over.map((l) => l.name)
  }]
}

const watchedGone = (baseline: Baseline, current: PageFeatures): ReadonlyArray<Observation> => {
  const lists = [
    { name: "scripts", watched: baseline.baseline_scripts.filter((e) => e.selected), now: current.scripts },
    { name: "stylesheets", watched: baseline.baseline_stylesheets.filter((e) => e.selected), now: current.stylesheets }
  ].map((l) => ({ ...l, removed: removedOf(l.watched, l.now) }))
  const gone = lists.filter((l) => l.watched.length >= 2 && l.removed.length * 2 >= l.watched.length)
  if (gone.length === 0) return []
  // The site's own files replaced by as many new ones from its own site (a rebuild into another folder, each
  // file renamed): the page still runs the site's code. Reported.
  const own = siteOfUrl(current.url)
  const rebuilt = own !== null && gone.every((l) => {
    const had = new Set(l.watched.map((e) => assetKey(e.value)))
    return l.now.filter((u) => siteOfUrl(u) === own && !had.has(assetKey(u))).length >= l.removed.length
  })
  return [{
    engine: NAME,
    check: rebuilt ? "assets_rebuilt" : gone.length === 2 ? "assets_removed" : `${gone[0]!.name}_removed`,
    question: "rules",
    severity: rebuilt ? "low" : gone.length === 2 ? "high" : "medium",
    message: gone.map((l) => `${l.removed.length} of ${l.watched.length} watched ${l.name} removed`).join(", "),
    silence: "set selected: false on the elements in current_baseline, or engines.integrity = false",
    removed: gone.flatMap((l) => l.removed).slice(0, 50)
  }]
}

const compare = (baseline: Baseline, current: PageFeatures): ReadonlyArray<Observation> => [...watchedGone(baseline, current), ...capped(current)]

/**
 * The integrity engine.
 *
 * @since 0.1.0
 */
export const integrity: Engine = {
  name: NAME,
  question: "rules",
  enabledByDefault: true,
  reads: { settings: [], baseline: ["baseline_scripts", "baseline_stylesheets"] },
  compare
}

/**
 * `defmon check --render`: the image engine for saved pages. Each file is
 * rendered in Chromium with the network off (the file itself is the only
 * thing the page may load), the baseline files become the image baseline
 * (one sample each; a lone baseline file is rendered twice, so what its
 * scripts change on every load is masked) and the current file is checked
 * against it. The image engine's findings join the verdict. Chromium and
 * the image package are loaded only when `--render` is given.
 *
 * @since 0.1.0
 */
import { decide, type Verdict } from "@defmon/engines/Engine"
import type { WebpageSettings } from "@defmon/core/domain/Webpage"
import { Effect, Exit, Scope } from "effect"
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"

/**
 * The files of one comparison.
 *
 * @since 0.1.0
 */
export interface Files {
  readonly baseline: ReadonlyArray<string>
  readonly current: string
  readonly settings: WebpageSettings
}

/**
 * Adds the image engine's findings to verdicts.
 *
 * @since 0.1.0
 */
export interface ImageRun {
  readonly add: (verdict: Verdict, files: Files) => Promise<Verdict>
  readonly close: () => Promise<void>
}

const off: ImageRun = { add: (verdict) => Promise.resolve(verdict), close: () => Promise.resolve() }

/**
 * Starts the image engine for a run (`enabled` = `--render`); diff images
 * of alerts are written to `diffDir` when given, and the findings name
 * the file.
 *
 * @since 0.1.0
 */
export const start = async (enabled: boolean, diffDir?: string): Promise<ImageRun> => {
  if (!enabled) return off
  const [{ make }, ImageBaseline, ImageCheck, Png] = await Promise.all([
    import("@defmon/image/ChromiumRenderer"),
    import("@defmon/image/ImageBaseline"),
    import("@defmon/image/ImageCheck"),
    import("@defmon/image/Png")
  ])
  const scope = Effect.runSync(Scope.make())
  const renderer = await Effect.runPromise(Scope.extend(make({ offline: true }), scope))
  const render = (path: string) => Effect.runPromise(renderer.render(pathToFileURL(resolve(path)).href))
  if (diffDir !== undefined) mkdirSync(diffDir, { recursive: true })
  // batches often check many pages against the same baseline files: build each baseline once
  const baselines = new Map<string, Promise<ReturnType<typeof ImageBaseline.build>>>()
  const baselineOf = (paths: ReadonlyArray<string>) => {
    const key = JSON.stringify(paths)
    let built = baselines.get(key)
    if (built === undefined) {
      if (baselines.size >= 32) baselines.clear()
      const samples = paths.length === 1 ? [paths[0]!, paths[0]!] : paths
      built = Promise.all(samples.map(render)).then(ImageBaseline.build)
      baselines.set(key, built)
      built.catch(() => baselines.delete(key))
    }
    return built
  }
  return {
    add: async (verdict, files) => {
      // a page may turn the engine off for itself
      if (files.settings.engines["image"] === false) return verdict
      const [current, { baseline, reference }] = await Promise.all([render(files.current), baselineOf(files.baseline)])
      const result = ImageCheck.check(
        baseline,
        reference,
        { image: Png.decode(current.png), scale: current.scale, pageHeight: current.pageHeight },
        {
          threshold: files.settings.threshold.image_similarity,
          regions: files.settings.image_regions.map(ImageCheck.fromImageRegion)
        }
      )
      let findings: ReadonlyArray<Record<string, unknown>> = result.findings
      if (result.diff !== null) {
        const file = diffDir === undefined ? undefined : join(diffDir, `${result.diff.sha256}.png`)
        if (file !== undefined) writeFileSync(file, result.diff.png)
        // the diff's content address means nothing without the image: name the file, or nothing
        findings = result.findings.map(({ diff: _, ...f }) => (file !== undefined && f.breach ? { ...f, diff: file } : f))
      }
      // The image engine's breaches weigh like any engine's high findings; the verdict is decided again over all.
      const image = (findings as ReadonlyArray<Verdict["findings"][number]>).map((f) => ({
        ...f,
        question: "appearance" as const,
        severity: f.breach ? ("high" as const) : ("info" as const),
        silence: "threshold.image_similarity, image_regions, or engines.image = false"
      }))
      return decide([...verdict.findings, ...image])
    },
    close: () => Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

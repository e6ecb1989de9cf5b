/**
 * `defmon check`: offline comparison of saved pages, like diff. Prints the
 * verdict as JSON and exits 0 (no alert), 1 (alert) or 2 (error).
 *
 *   defmon check --baseline a.html [--baseline a2.html ...] --current b.html [--settings s.json] [--url URL]
 *   defmon check --batch pairs.jsonl
 *
 * `--render` adds the image engine: the files are rendered in Chromium with
 * the network off and their screenshots compared (see RenderCheck.ts).
 *
 * @since 0.1.0
 */
import { Command, Options } from "@effect/cli"
import * as Check from "@defmon/engines/Compare"
import { describeParseError } from "@defmon/core/domain/Errors"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { EngineSettings, EngineToggles, KeywordSet, WebpageSettingsFields, defaultSettings, type WebpageSettings } from "@defmon/core/domain/Webpage"
import { MonitoringConfigurationUpdate, ThresholdUpdate } from "@defmon/core/domain/Settings"
import { Effect, Either, Option, Schema } from "effect"
import { createReadStream, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { createInterface } from "node:readline"
import * as RenderCheck from "./RenderCheck.js"

/**
 * The settings a check accepts: a partial of the webpage settings.
 *
 * @since 0.1.0
 */
export const CheckSettings = Schema.Struct({
  threshold: Schema.optional(ThresholdUpdate),
  monitoring_configuration: Schema.optional(MonitoringConfigurationUpdate),
  keyword_set_configuration: Schema.optional(KeywordSet),
  image_regions: Schema.optional(WebpageSettingsFields.image_regions),
  engines: Schema.optional(EngineToggles),
  engine_settings: Schema.optional(EngineSettings)
})

const defined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined))

/**
 * Decodes settings (a JSON value) over the defaults; `Left` names the bad field.
 *
 * @since 0.1.0
 */
export const decodeSettings = (input: unknown): Either.Either<WebpageSettings, string> =>
  Schema.decodeUnknownEither(CheckSettings)(input ?? {}, { onExcessProperty: "error" }).pipe(
    Either.mapLeft((e) => `invalid settings: ${describeParseError(e).message}`),
    Either.map((s) => {
      const d = defaultSettings()
      return {
        ...d,
        threshold: { ...d.threshold, ...defined(s.threshold) },
        monitoring_configuration: { ...d.monitoring_configuration, ...defined(s.monitoring_configuration) },
        keyword_set_configuration: s.keyword_set_configuration ?? d.keyword_set_configuration,
        image_regions: s.image_regions ?? d.image_regions,
        engines: s.engines ?? d.engines,
        engine_settings: s.engine_settings ?? d.engine_settings
      } as unknown as WebpageSettings
    })
  )

const read = (path: string): string => readFileSync(path, "utf8")

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * The `check` command.
 *
 * @since 0.1.0
 */
export const checkCommand = Command.make(
  "check",
  {
    baseline: Options.file("baseline").pipe(Options.withDescription("a baseline sample (repeat for several)"), Options.repeated),
    current: Options.file("current").pipe(Options.withDescription("the page to check"), Options.optional),
    settings: Options.file("settings").pipe(Options.withDescription("JSON settings (threshold, monitoring_configuration, keyword_set_configuration, engines, engine_settings)"), Options.optional),
    url: Options.text("url").pipe(Options.withDescription("the page's URL (resolves relative links)"), Options.withDefault("https://example.com/")),
    batch: Options.file("batch").pipe(Options.withDescription("JSON lines {id, baseline: [...], current, settings}"), Options.optional),
    render: Options.boolean("render").pipe(Options.withDescription("also render the files in Chromium (network off) and compare the screenshots: the image engine")),
    diffDir: Options.text("diff-dir").pipe(Options.withDescription("with --render: write the diff image of an alert here"), Options.optional)
  },
  (o) =>
    Effect.gen(function*() {
      const extractor = yield* Extractor.make
      if (Option.isSome(o.batch)) {
        const file = o.batch.value
        const dir = dirname(resolve(file))
        let alerts = 0
        let errors = 0
        yield* Effect.promise(async () => {
          const image = await RenderCheck.start(o.render, Option.getOrUndefined(o.diffDir))
          const check = Check.fileChecker(extractor, Builtins)
          const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })
          for await (const line of lines) {
            if (line.trim().length === 0) continue
            let id: unknown = null
            try {
              const pair = JSON.parse(line)
              id = pair.id ?? null
              const baselines = Array.isArray(pair.baseline) ? pair.baseline : [pair.baseline]
              if (baselines.length === 0 || typeof pair.current !== "string") throw new Error("each line needs baseline and current")
              const settings = decodeSettings(pair.settings)
              if (Either.isLeft(settings)) throw new Error(settings.left)
              const files = { baseline: baselines.map((b: string) => resolve(dir, b)), current: resolve(dir, pair.current), settings: settings.right }
              const v = await image.add(check({ ...files, url: typeof pair.url === "string" ? pair.url : o.url }), files)
              if (v.alert) alerts++
              process.stdout.write(JSON.stringify({ id, alert: v.alert, summary: v.summary, findings: v.findings }) + "\n")
            } catch (e) {
              errors++
              process.stdout.write(JSON.stringify({ id, error: message(e) }) + "\n")
            }
          }
          await image.close()
        })
        process.exitCode = errors > 0 ? 2 : alerts > 0 ? 1 : 0
        return
      }
      if (o.baseline.length === 0 || Option.isNone(o.current)) {
        process.stderr.write("defmon check: give --baseline FILE (one or more) and --current FILE, or --batch FILE\n")
        process.exitCode = 2
        return
      }
      const current = o.current.value
      yield* Effect.promise(async () => {
        const image = await RenderCheck.start(o.render, Option.getOrUndefined(o.diffDir))
        try {
          const settingsJson = Option.match(o.settings, { onNone: () => ({}), onSome: (p) => JSON.parse(read(p)) })
          const settings = decodeSettings(settingsJson)
          if (Either.isLeft(settings)) throw new Error(settings.left)
          const files = { baseline: o.baseline, current, settings: settings.right }
          const v = await image.add(Check.checkFiles(extractor, Builtins, { ...files, url: o.url }), files)
          process.stdout.write(JSON.stringify({ alert: v.alert, summary: v.summary, findings: v.findings }, null, 2) + "\n")
          process.exitCode = v.alert ? 1 : 0
        } catch (e) {
          process.stderr.write(`defmon check: ${message(e)}\n`)
          process.exitCode = 2
        } finally {
          await image.close()
        }
      })
    })
).pipe(Command.withDescription("compare saved pages offline; exit 0 = no alert, 1 = alert, 2 = error"))

/**
 * What `defmon check` does, loaded when the command runs.
 */
import * as Check from "@defmon/engines/Compare"
import { Builtins } from "@defmon/engines/Engines"
import * as Extractor from "@defmon/engines/Extractor"
import { Effect, Either, Option } from "effect"
import { createReadStream, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { createInterface } from "node:readline"
import { decodeSettings } from "../CheckSettings.js"
import * as RenderCheck from "../RenderCheck.js"

export interface CheckOptions {
  readonly baseline: ReadonlyArray<string>
  readonly current: Option.Option<string>
  readonly settings: Option.Option<string>
  readonly url: string
  readonly batch: Option.Option<string>
  readonly render: boolean
  readonly diffDir: Option.Option<string>
}

const read = (path: string): string => readFileSync(path, "utf8")

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

export const run = (o: CheckOptions) =>
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

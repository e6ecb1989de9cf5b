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
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import * as Effect from "effect/Effect"

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
  (o) => Effect.flatMap(Effect.promise(() => import("./internal/check.js")), (check) => check.run(o))
).pipe(Command.withDescription("compare saved pages offline; exit 0 = no alert, 1 = alert, 2 = error"))

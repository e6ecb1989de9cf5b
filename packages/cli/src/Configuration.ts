/**
 * Where the `serve` and `worker` settings come from, strongest first: the
 * command-line flag, the environment variable (`DEFMON_` and the flag's name
 * in upper case with `_`: `--database-url` is `DEFMON_DATABASE_URL`), the
 * config file (a JSON object keyed by flag names, e.g.
 * `{"database-url": "postgres://...", "port": 8080}`, named by `--config
 * FILE` or `DEFMON_CONFIG`), then the built-in default.
 *
 * @since 0.2.0
 */
import * as Config from "effect/Config"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Option from "effect/Option"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"

/**
 * The configuration key of a flag (its name without the dashes in front).
 *
 * @since 0.2.0
 */
export const key = (flag: string): string => flag

/**
 * The environment variable of a flag: `database-url` -> `DEFMON_DATABASE_URL`.
 *
 * @since 0.2.0
 */
export const envName = (flag: string): string => `DEFMON_${flag.replace(/-/g, "_").toUpperCase()}`

/**
 * Takes `--config FILE` (or `--config=FILE`) out of the arguments; the file
 * named there, else by `DEFMON_CONFIG`, else none.
 *
 * @since 0.2.0
 */
export const splitConfigFlag = (
  argv: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv = process.env
): { readonly argv: ReadonlyArray<string>; readonly file: string | undefined } => {
  const rest: Array<string> = []
  let file: string | undefined = env.DEFMON_CONFIG === undefined || env.DEFMON_CONFIG === "" ? undefined : env.DEFMON_CONFIG
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === "--config" && i + 1 < argv.length) {
      file = argv[++i]
    } else if (a.startsWith("--config=")) {
      file = a.slice("--config=".length)
    } else {
      rest.push(a)
    }
  }
  return { argv: rest, file }
}

/**
 * Reads a config file: a JSON object keyed by flag names. Relative paths are
 * the caller's (the current directory).
 *
 * @since 0.2.0
 */
export const readFile = (file: string): Record<string, unknown> => {
  let text: string
  try {
    text = readFileSync(resolve(file), "utf8")
  } catch (e) {
    throw new Error(`cannot read the config file ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    throw new Error(`the config file ${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`the config file ${file} must hold a JSON object keyed by flag names`)
  }
  // Config reads text; numbers and booleans in the file are written as text.
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]))
}

/**
 * The provider of the settings not given as flags: the environment first,
 * then the config file when there is one.
 *
 * @since 0.2.0
 */
export const provider = (file: Record<string, unknown> | undefined): ConfigProvider.ConfigProvider => {
  const env = ConfigProvider.fromEnv().pipe(ConfigProvider.constantCase, ConfigProvider.nested("DEFMON"))
  return file === undefined ? env : env.pipe(ConfigProvider.orElse(() => ConfigProvider.fromJson(file)))
}

/**
 * A boolean flag's value: set by the flag, else by the environment or the
 * config file (`true`/`false`), else off.
 *
 * @since 0.2.0
 */
export const flag = (name: string, given: boolean) =>
  given ? Config.succeed(true) : Config.boolean(key(name)).pipe(Config.withDefault(false))

/**
 * `{ [k]: value }` when the option was given, `{}` otherwise: spread into a
 * config, an option not given leaves the default in place.
 *
 * @since 0.2.0
 */
export const ifSome = <A, K extends string>(k: K, o: Option.Option<A>): { readonly [P in K]?: A } =>
  (Option.isSome(o) ? { [k]: o.value } : {}) as { readonly [P in K]?: A }

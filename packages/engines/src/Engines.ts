/**
 * The engine registry: the built-in engines, and a host app's own beside them.
 *
 * @since 0.2.0
 */
import { Context, Layer } from "effect"
import { builtins } from "./builtin/index.js"
import type { Engine } from "./Engine.js"

/**
 * The engine registry.
 *
 * @since 0.1.0
 */
export class Engines extends Context.Tag("@defmon/engines/Engines")<Engines, ReadonlyArray<Engine>>() {
  /** the built-in engines */
  static readonly Default: Layer.Layer<Engines> = Layer.succeed(Engines, builtins)
  /** the built-ins plus a host app's own engines */
  static readonly layerWith = (extra: ReadonlyArray<Engine>): Layer.Layer<Engines> =>
    Layer.succeed(Engines, [...builtins, ...extra])
}

/**
 * The built-in engines.
 *
 * @since 0.1.0
 */
export const Builtins: ReadonlyArray<Engine> = builtins

import * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"

/** A failure the command explains in one line (printed as `defmon: <message>`). */
export class CommandFailed extends Data.TaggedError("CommandFailed")<{ readonly message: string }> {}

/** Every message in a cause, errors and defects, with their causes. */
export const messages = (cause: Cause.Cause<unknown>): ReadonlyArray<string> => {
  const out: Array<string> = []
  const walk = (e: unknown, depth: number) => {
    if (depth > 5 || e === undefined || e === null) return
    if (e instanceof Error || (typeof e === "object" && "message" in e)) {
      out.push(String((e as { message: unknown }).message))
      walk((e as { cause?: unknown }).cause, depth + 1)
    } else {
      out.push(String(e))
    }
  }
  for (const e of Cause.failures(cause)) walk(e, 0)
  for (const d of Cause.defects(cause)) walk(d, 0)
  return out
}

/** `port in use` as one line naming the flag that changes it; anything else unchanged. */
export const explainListen = (port: number, host: string) =>
<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | CommandFailed, R> =>
  Effect.catchAllCause(self, (cause): Effect.Effect<never, E | CommandFailed> =>
    messages(cause).some((m) => m.includes("EADDRINUSE"))
      ? Effect.fail(new CommandFailed({ message: `port ${port} on ${host} is in use: stop what listens there, or give another with --port (DEFMON_PORT)` }))
      : messages(cause).some((m) => m.includes("EACCES"))
      ? Effect.fail(new CommandFailed({ message: `not allowed to listen on port ${port} of ${host}: give a port above 1023 with --port (DEFMON_PORT)` }))
      : Effect.failCause(cause))

/**
 * The incidents table.
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { Incident, IncidentKind } from "../../domain/Incident.js"
import type { UserId, WebpageId } from "../../domain/Webpage.js"

/**
 * Incidents table.
 *
 * @since 0.1.0
 */
export class IncidentRepo extends Context.Tag("@defmon/core/IncidentRepo")<
  IncidentRepo,
  {
    readonly open: (
      owner: UserId,
      webpageId: WebpageId,
      kind: IncidentKind,
      findings: ReadonlyArray<unknown>,
      now: string
    ) => Effect.Effect<Incident>
    readonly resolve: (owner: UserId, id: number, now: string) => Effect.Effect<Option.Option<Incident>>
    readonly get: (owner: UserId, id: number) => Effect.Effect<Option.Option<Incident>>
    /** newest first */
    readonly listByWebpage: (owner: UserId, webpageId: number, limit: number) => Effect.Effect<ReadonlyArray<Incident>>
  }
>() {}

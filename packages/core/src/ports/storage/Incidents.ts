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
 * An incident and when a person acknowledged it (portal state, not part of
 * the API's incident record).
 *
 * @since 0.1.0
 */
export interface AcknowledgedIncident {
  readonly incident: Incident
  readonly acknowledged_at: string | null
}

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
    /** the owner's incidents, newest first, open or resolved, each with when it was acknowledged */
    readonly list: (
      owner: UserId,
      status: Incident["status"],
      limit: number
    ) => Effect.Effect<ReadonlyArray<AcknowledgedIncident>>
    /** marks an incident as seen by a person (the first time counts); `None` when the owner has no such incident */
    readonly acknowledge: (owner: UserId, id: number, now: string) => Effect.Effect<Option.Option<AcknowledgedIncident>>
  }
>() {}

/**
 * The events of an incident that webhooks receive.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * An incident opened or resolved.
 *
 * @since 0.1.0
 */
export const IncidentEvent = Schema.Literal("incident.opened", "incident.resolved")
export type IncidentEvent = typeof IncidentEvent.Type

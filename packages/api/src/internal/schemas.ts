/**
 * Schemas the groups share.
 */
import { Schema } from "effect"

/**
 * Any JSON value (findings, details). Named, so the OpenAPI document holds
 * one shared schema instead of a repeated `$id`.
 */
export const Json = Schema.Unknown.annotations({ identifier: "JsonValue", description: "any JSON value" })

/**
 * The `?limit=` of history endpoints.
 */
export const HistoryParams = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000)))
})

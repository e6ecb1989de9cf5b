/**
 * Errors of the HTTP API itself (the use cases' errors are in
 * `@defmon/core/domain/Errors`; each group gives them their statuses).
 *
 * @since 0.1.0
 */
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * A missing, empty, malformed, unknown or revoked bearer token.
 *
 * @since 0.1.0
 */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/**
 * Too many requests for one account in a short time (the server's per-account
 * token bucket, `defmon serve --rate-limit`).
 *
 * @since 0.1.0
 */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  { message: Schema.String, retry_after_seconds: Schema.Int },
  HttpApiSchema.annotations({ status: 429 })
) {}

/**
 * A request body over the limit (`Limits.jsonBodyBytes`, 5 MiB). Produced by
 * the server before the body is read; declared so that the OpenAPI document
 * and the typed client know it.
 *
 * @since 0.1.0
 */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 413 })
) {}

/**
 * The database cannot take the request now: its disk is full, it is
 * read-only, or it cannot be reached (a PostgreSQL restart). Nothing was
 * changed; the request may be sent again once the operator has fixed it.
 *
 * @since 0.2.0
 */
export class StorageUnavailable extends Schema.TaggedError<StorageUnavailable>()(
  "StorageUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/**
 * Domains: the host names of an account's webpages.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * An active domain (at least one non-archived webpage).
 *
 * @since 0.1.0
 */
export class Domain extends Schema.Class<Domain>("Domain")({
  domain: Schema.String,
  url_count: Schema.Int
}) {}

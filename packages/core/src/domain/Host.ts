/**
 * Host names of an account's webpages, which the spec calls domains (the
 * module is named for what they are, beside the `domain/` folder's name).
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

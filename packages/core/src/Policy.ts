/**
 * Policies: named rule sets kept with a webpage (related data of the spec).
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { WebpageId } from "./Webpage.js"

/**
 * A policy attached to a webpage.
 *
 * @since 0.1.0
 */
export class Policy extends Schema.Class<Policy>("Policy")({
  id: Schema.Int,
  webpage_id: WebpageId,
  name: Schema.String,
  rules: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  created_at: Schema.String
}) {}

/**
 * Accounts (users) and their API tokens.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"
import { UserId } from "./Webpage.js"

/**
 * An account: its plan quota of non-archived webpages and whether HTTP
 * status-code monitoring is enabled (operator-managed).
 *
 * @since 0.1.0
 */
export class Account extends Schema.Class<Account>("Account")({
  id: UserId,
  name: Schema.String,
  quota: Schema.Int,
  status_code_monitoring: Schema.Boolean,
  created_at: Schema.String
}) {}

/**
 * An API token: stored only as a SHA-256 hash; `prefix` identifies it to
 * humans without revealing it.
 *
 * @since 0.1.0
 */
export class ApiToken extends Schema.Class<ApiToken>("ApiToken")({
  id: Schema.Int,
  user_id: UserId,
  prefix: Schema.String,
  token_hash: Schema.String,
  created_at: Schema.String,
  revoked_at: Schema.NullOr(Schema.String)
}) {}

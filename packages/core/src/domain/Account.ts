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
  /** what the user called it ("" for tokens made before names existed) */
  name: Schema.String,
  prefix: Schema.String,
  token_hash: Schema.String,
  created_at: Schema.String,
  revoked_at: Schema.NullOr(Schema.String),
  /** when it last authenticated a request (to the minute), `null` if never */
  last_used_at: Schema.NullOr(Schema.String)
}) {}

/**
 * A signed-in portal session: stored by the SHA-256 of its id (the cookie
 * value), with the CSRF token its forms carry.
 *
 * @since 0.1.0
 */
export class PortalSession extends Schema.Class<PortalSession>("PortalSession")({
  id_hash: Schema.String,
  user_id: UserId,
  csrf_token: Schema.String,
  created_at: Schema.String,
  last_seen_at: Schema.String
}) {}

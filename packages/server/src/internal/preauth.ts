/**
 * The account the middleware authenticated (and charged to the rate limit)
 * before the body was read: the bearer middleware of the API takes it from
 * here instead of authenticating and charging the request again.
 */
import type { Account } from "@defmon/core/domain/Account"
import { FiberRef, Option } from "effect"

/**
 * Set for the handling of one request.
 */
export const Preauthenticated: FiberRef.FiberRef<Option.Option<Account>> = FiberRef.unsafeMake<Option.Option<Account>>(Option.none())

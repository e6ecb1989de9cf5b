/**
 * @since 0.1.0
 */
export * as Authorization from "./Authorization.js"
export * as Handlers from "./Handlers.js"
export * as RateLimit from "./RateLimit.js"
export * as ReadCache from "./ReadCache.js"
export * as Server from "./Server.js"

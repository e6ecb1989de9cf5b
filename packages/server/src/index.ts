/**
 * @since 0.1.0
 */
export * as BatchJobsHttp from "./http/BatchJobs.js"
export * as DomainsHttp from "./http/Domains.js"
export * as FastServer from "./fastpath/FastServer.js"
export * as Health from "./Health.js"
export * as Middleware from "./Middleware.js"
export * as Portal from "./portal/Portal.js"
export * as RateLimit from "./RateLimit.js"
export * as ReadCache from "./fastpath/ReadCache.js"
export * as SecurityHttp from "./http/Security.js"
export * as Server from "./Server.js"
export * as UserHttp from "./http/User.js"
export * as WebpagesHttp from "./http/Webpages.js"

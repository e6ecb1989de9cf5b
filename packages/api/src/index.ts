/**
 * @since 0.1.0
 */
export * as Api from "./Api.js"
export * as BatchJobs from "./groups/BatchJobs.js"
export * as Domains from "./groups/Domains.js"
export * as Errors from "./Errors.js"
export * as Screenshots from "./groups/Screenshots.js"
export * as Security from "./Security.js"
export * as User from "./groups/User.js"
export * as Webpages from "./groups/Webpages.js"

/**
 * @since 0.1.0
 */
export * as ActivityLog from "./ActivityLog.js"
export * as Account from "./Account.js"
export * as Archive from "./Archive.js"
export * as Baseline from "./Baseline.js"
export * as BatchJob from "./BatchJob.js"
export * as Clock from "./Clock.js"
export * as Domain from "./Domain.js"
export * as Errors from "./Errors.js"
export * as Incident from "./Incident.js"
export * as Notification from "./Notification.js"
export * as Policy from "./Policy.js"
export * as Settings from "./Settings.js"
export * as Url from "./Url.js"
export * as Verification from "./Verification.js"
export * as Webpage from "./Webpage.js"

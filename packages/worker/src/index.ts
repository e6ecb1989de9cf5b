/**
 * @since 0.1.0
 */
export * as Monitor from "./checks/Monitor.js"
export * as Notifier from "./webhooks/Notifier.js"
export * as PageFetcher from "./fetch/PageFetcher.js"
export * as Worker from "./Worker.js"

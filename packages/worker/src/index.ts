/**
 * @since 0.1.0
 */
export * as Monitor from "./Monitor.js"
export * as Notifier from "./Notifier.js"
export * as Worker from "./Worker.js"

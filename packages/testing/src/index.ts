/**
 * @since 0.1.0
 */
export * as MemoryStorage from "./MemoryStorage.js"
export * as PageFarm from "./PageFarm.js"
export * as WebhookReceiver from "./WebhookReceiver.js"

/**
 * @since 0.2.0
 */
export * as LargePage from "./LargePage.js"

/**
 * @since 0.1.0
 */
export * as MemoryStorage from "./MemoryStorage.js"
export * as PageFarm from "./PageFarm.js"
export * as WebhookReceiver from "./WebhookReceiver.js"

/**
 * @since 0.1.0
 */
export * as MemoryStorage from "./MemoryStorage.js"

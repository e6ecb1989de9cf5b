/**
 * @since 0.1.0
 */
export * as SqliteStorage from "./SqliteStorage.js"

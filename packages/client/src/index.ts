/**
 * @since 0.1.0
 */
export * as Client from "./Client.js"

/**
 * @since 0.1.0
 */
export * as App from "./App.js"
export * as Cli from "./Cli.js"
export * as StorageOptions from "./StorageOptions.js"

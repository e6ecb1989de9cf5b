/**
 * @since 0.1.0
 */
export * as App from "./App.js"
export * as CheckSettings from "./CheckSettings.js"
export * as Cli from "./Cli.js"
export * as Configuration from "./Configuration.js"
export * as StorageOptions from "./StorageOptions.js"

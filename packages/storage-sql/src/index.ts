/**
 * @since 0.1.0
 */
export * as Dialect from "./Dialect.js"
export * as Migrations from "./Migrations.js"
export * as SqlStorage from "./SqlStorage.js"

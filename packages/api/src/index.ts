/**
 * @since 0.1.0
 */
export * as Api from "./Api.js"
export * as Schemas from "./Schemas.js"

/**
 * @since 0.1.0
 */
export * as BaselineBuilder from "./BaselineBuilder.js"
export * as Compare from "./Compare.js"
export * as Engine from "./Engine.js"
export * as Extractor from "./Extractor.js"

/**
 * @since 0.1.0
 */
export * as PgStorage from "./PgStorage.js"
export * as PgTestDatabase from "./PgTestDatabase.js"
export * as PgTestCluster from "./PgTestCluster.js"

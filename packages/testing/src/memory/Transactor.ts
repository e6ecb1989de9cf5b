/**
 * Transactions in memory: all or nothing (the tables are restored on a
 * failure or defect) and serialised; nested calls join the outer one.
 *
 * @since 0.1.0
 */
import { Transactor } from "@defmon/core/ports/storage"
import type { Store } from "./Store.js"

/**
 * The transactor of a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): Transactor["Type"] => Transactor.of({ withTransaction: store.withTransaction })

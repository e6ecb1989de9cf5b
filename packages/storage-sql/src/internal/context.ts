/**
 * What every repository of the SQL storage is built on.
 */
import type { Transactor } from "@defmon/core/ports/storage"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option } from "effect"
import type * as Dialect from "../Dialect.js"
import type { Row } from "./columns.js"

/**
 * The client, the dialect's clauses and the transactor of one storage.
 */
export interface RepoContext {
  readonly sql: SqlClient.SqlClient
  readonly clauses: Dialect.Clauses
  readonly withTransaction: Transactor["Type"]["withTransaction"]
}

/** the rows of a statement; an SQL failure is a defect (use cases never see an `SqlError`) */
export const rows = (statement: Effect.Effect<ReadonlyArray<Row>, unknown>): Effect.Effect<ReadonlyArray<Row>> =>
  Effect.orDie(statement)

/** the first row of a statement, if any */
export const first = <A>(statement: Effect.Effect<ReadonlyArray<Row>, unknown>, read: (row: Row) => A) =>
  Effect.map(rows(statement), (rs) => (rs.length === 0 ? Option.none<A>() : Option.some(read(rs[0]!))))

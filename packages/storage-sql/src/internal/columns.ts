/**
 * Column values as the drivers return them, read into the domain's types.
 * Both drivers come through here, so a record reads the same on SQLite and
 * PostgreSQL: pg returns BIGINT as a string (every id goes through
 * `Number`), booleans are stored as 0/1, JSON columns are text. A value of
 * the wrong shape is a defect (storage failures are defects), never a
 * record that lies about its type.
 */
import { Schema } from "effect"

/** a row as the drivers return it */
export type Row = Readonly<Record<string, unknown>>

const wrong = (what: string, v: unknown): never => {
  throw new Error(`storage: expected ${what}, got ${typeof v === "string" ? JSON.stringify(v.slice(0, 100)) : String(v)}`)
}

/** an integer column (BIGINT arrives as a string on pg) */
export const int = (v: unknown): number => {
  const n = typeof v === "number" ? v : typeof v === "string" || typeof v === "bigint" ? Number(v) : Number.NaN
  return Number.isSafeInteger(n) ? n : wrong("an integer", v)
}

/** a nullable integer column */
export const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : int(v))

/** a nullable number column (REAL, DOUBLE PRECISION) */
export const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined) return null
  const n = typeof v === "number" || typeof v === "string" ? Number(v) : Number.NaN
  return Number.isFinite(n) ? n : wrong("a number", v)
}

/** a text column */
export const text = (v: unknown): string => (typeof v === "string" ? v : wrong("text", v))

/** a nullable text column */
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : text(v))

/** a 0/1 column */
export const flag = (v: unknown): boolean => v === true || v === 1 || v === "1"

/** a text column holding one of a schema's literals (a `Schema.Literal` is checked against a set of them) */
export const literal = <A extends string>(schema: Schema.Schema<A>) => {
  const literals = "literals" in schema ? new Set<unknown>(schema.literals as ReadonlyArray<unknown>) : undefined
  const is = literals === undefined ? Schema.is(schema) : (v: unknown): v is A => literals.has(v)
  return (v: unknown): A => (is(v) ? v : wrong(`one of ${String(schema)}`, v))
}

/**
 * A JSON column written by this storage from a value of type `A` (so its
 * content is trusted: the baselines are tens of KB, read on every check).
 */
export const json = <A>(v: unknown): A => JSON.parse(text(v))

/** a nullable JSON column */
export const jsonOrNull = <A>(v: unknown): A | null => (v === null || v === undefined ? null : json<A>(v))

// SQLite allows 32766 bound parameters per statement, PostgreSQL 65535:
// `IN` lists go 500 at a time, job items (14 columns) 2000 rows a statement,
// so a 10,000-item job is five inserts.
export const CHUNK = 500
export const ITEM_ROWS = 2000

/** splits a list for statements that bind one parameter or row per element */
export const chunks = <A>(xs: ReadonlyArray<A>, size = CHUNK): Array<ReadonlyArray<A>> => {
  const out: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size))
  return out
}

import type { DbOrTx } from '@silk/db/client'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

/** Runs raw SQL and returns its rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const dialect = new PgDialect()

/**
 * As `queryRows`, as a named (prepared) statement: PostgreSQL parses and plans it once per
 * connection instead of at every call. For a hot statement whose planning costs as much as its run
 * (joins of many tables). The name stands for one SQL text: a query whose text changes with its
 * arguments (not only its values) needs one name per shape, or node-postgres refuses it.
 */
export async function queryRowsPrepared<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session
    .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
    .execute()) as unknown as { rows: T[] }
  return result.rows
}

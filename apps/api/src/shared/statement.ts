import type { DbOrTx } from '@silk/db/client'
import { getTableColumns, type Table } from 'drizzle-orm'

interface Driver {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * A hot statement: SQL text written once with `$n` parameters. Each call binds its parameters and
 * runs on the connection of `db` (inside its transaction, if it is one). On PostgreSQL it is a named
 * prepared statement, so the server parses and plans it once per connection; the ORM does not rebuild
 * it either. Checkout and the cart use these: building and planning a dozen ORM statements per
 * checkout cost more CPU than executing them. Rows come back with the column names the text gives
 * (alias them in camelCase).
 */
export function statement<Row>(name: string, text: string) {
  return async (db: DbOrTx, params: unknown[]): Promise<Row[]> => {
    // Both drivers sit on drizzle's session: node-postgres (Pool or PoolClient) and PGlite.
    const driver = (db as unknown as { session: { client: Driver } }).session.client
    const result =
      'exec' in driver
        ? await driver.query(text, params) // PGlite: no named statements, and no planning to save
        : await driver.query({ name, text, values: params })
    return result.rows as Row[]
  }
}

/**
 * The select list of a whole table row under the ORM's property names (`"member_id" as "memberId"`,
 * …), so a hot statement returns the same row shape as `db.select().from(table)`.
 */
export function rowColumns(table: Table, alias?: string): string {
  const prefix = alias ? `"${alias}".` : ''
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `${prefix}"${column.name}" as "${key}"`)
    .join(', ')
}

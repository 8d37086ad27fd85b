import type { DbOrTx } from '@silk/db/client'
import type { SQL } from 'drizzle-orm'

/** Runs raw SQL and returns its rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

import { sql } from 'drizzle-orm'
import { type Database, JOB_QUEUE_SCHEMA, openDatabase } from './client.ts'
import { prepareTestImage, readTestImage } from './test-image.ts'
import { createTestPgDatabase, dropTestPgDatabase, runDropsTestDatabases } from './test-template.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a newly created
 * database on the server named by TEST_DATABASE_URL, a copy of the run's template (test-template.ts),
 * dropped at the run's end (or by `close` in a run without Vitest's global setup).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    // The image Vitest's global setup made and holds open (test-image.ts). Only in a run without that
    // setup is it made here, by one file while the others wait; gone even then, migrate from empty.
    const image = (await readTestImage()) ?? (await prepareTestImage().then(() => readTestImage()))
    const database = await openDatabase({ memory: true, ...(image ? { image } : {}) })
    // Nothing to do when the image is current; kept so a stale image could never hide a migration.
    await database.migrate()
    return database
  }
  const { name, url } = await createTestPgDatabase(serverUrl)
  const database = await openDatabase({ url, poolSize: 20 })
  // Nothing to do on a copy of the run's template; an empty database (no template) is migrated here.
  await database.migrate()
  if (runDropsTestDatabases()) return database
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropTestPgDatabase(serverUrl, name)
    },
  }
}

/** Empties every application table (between tests); the migration journal is untouched. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  const names =
    (rows as unknown as { rows?: { tablename: string }[] }).rows ??
    (rows as unknown as { tablename: string }[])
  if (names.length === 0) return
  const list = names.map((r) => `"${r.tablename}"`).join(', ')
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`))
  // Queued and finished jobs go too; the queues themselves (pgboss.queue) stay.
  await database.db.execute(sql.raw(`truncate ${JOB_QUEUE_SCHEMA}.job, ${JOB_QUEUE_SCHEMA}.archive`))
}

import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, JOB_QUEUE_SCHEMA, openDatabase } from './client.ts'
import { prepareTestImage, readTestImage } from './test-image.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a newly created
 * database on the server named by TEST_DATABASE_URL (dropped again by `close`).
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
  const name = `silk_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 20 })
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
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

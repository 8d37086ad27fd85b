import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, migrationsFolder, openDatabase } from './client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a newly created
 * database on the server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ memory: true, image: await migratedImage() })
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
}

/**
 * A migrated, empty PGlite data directory, made once per set of migrations (and PGlite version) and
 * shared by every test file through a file in the temp directory. A new in-memory PGlite runs initdb
 * and then the migrations, about 5 s per test file on a two-core machine; opening the image takes
 * under 1 s. Written under a temporary name and renamed, so files racing to make it never read half
 * of one.
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash('sha256')
  // Its package.json is not exported: found beside the entry point (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')))
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  const file = path.join(tmpdir(), `silk-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    const database = await openDatabase({ memory: true })
    await database.migrate()
    const image = await database.dumpImage!()
    await database.close()
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, Buffer.from(await image.arrayBuffer()))
    await rename(partial, file)
    return image
  }
}

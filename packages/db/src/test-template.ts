import pg from 'pg'
import { openDatabase } from './client.ts'
import { alive, migrationsKey } from './test-image.ts'

/**
 * PostgreSQL test databases (TEST_DATABASE_URL) are copies of one migrated, empty template (decision
 * 138): creating a database from it takes about 0.4 s on a two-core machine, where creating an empty
 * one and migrating it took 5–6 s per test file. Vitest's global setup prepares the template once,
 * before any file starts, and drops the run's databases at its end (a drop costs a checkpoint, about
 * 2 s, which a test file no longer waits for).
 *
 * Names on the server (all start `silk_test_`; the pids are of processes on this machine):
 * - `silk_test_tpl_<key>`: the template of migrations <key>, complete (only ever made by a rename); its
 *   comment says when a run last used it; another key's template unused for six hours is dropped;
 * - `silk_test_tpl_<key>_<pid>`: one being made, under an advisory lock, by process pid;
 * - `silk_test_<pid>_<random>`: a test file's database, owned by the run whose global setup is pid;
 *   dropped by that run's teardown, or by a later setup once pid has ended.
 */
export const TEST_TEMPLATE_ENV = 'SILK_TEST_PG_TEMPLATE'
/** The pid of the run (its global setup) that owns and drops the test databases. */
export const TEST_OWNER_ENV = 'SILK_TEST_PG_OWNER'

const LOCK = 0x5117_7e57
const UNUSED_FOR_MS = 6 * 60 * 60 * 1000

/** Makes this checkout's template unless it exists, removes what ended runs left; returns its name. */
export async function prepareTestTemplate(serverUrl: string): Promise<string> {
  const name = `silk_test_tpl_${migrationsKey()}`
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [LOCK])
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) {
        const building = `${name}_${process.pid}`
        await admin.query(`drop database if exists ${building} with (force)`)
        await admin.query(`create database ${building}`)
        const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 2 })
        try {
          await database.migrate()
        } finally {
          await database.close()
        }
        await retryWhileAccessed(() => admin.query(`alter database ${building} rename to ${name}`))
      }
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`)
      await removeLeftovers(admin, name)
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [LOCK])
    }
  })
  return name
}

/**
 * A new database for a test file: a copy of the template when the run has one (and it is still there),
 * else empty (the caller migrates either way). Returns its URL.
 */
export async function createTestPgDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const owner = process.env[TEST_OWNER_ENV] ?? String(process.pid)
  const name = `silk_test_${owner}_${Math.random().toString(16).slice(2, 14)}`
  const template = process.env[TEST_TEMPLATE_ENV]
  await withAdmin(serverUrl, async (admin) => {
    if (template) {
      const copied = await admin.query(`create database ${name} template ${template}`).then(
        () => true,
        // 3D000: dropped meanwhile (another checkout's clean-up); 55006: someone connected to it.
        (error: { code?: string }) => {
          if (error.code === '3D000' || error.code === '55006') return false
          throw error
        },
      )
      if (copied) return
    }
    await admin.query(`create database ${name}`)
  })
  return { name, url: databaseUrl(serverUrl, name) }
}

/** Whether a test file's database is dropped by the run's teardown rather than by the file. */
export function runDropsTestDatabases(): boolean {
  return process.env[TEST_OWNER_ENV] !== undefined
}

export async function dropTestPgDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))
}

/** Drops every test database of the run whose global setup is `owner` (at that run's end). */
export async function dropRunTestDatabases(serverUrl: string, owner = process.pid): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`silk\\_test\\_${owner}\\_%`],
    )
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`)
  })
}

async function removeLeftovers(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'silk\\_test\\_%'`,
  )
  for (const { datname, used } of rows) {
    if (datname === current) continue
    const run = /^silk_test_(\d+)_[0-9a-f]+$/.exec(datname)
    const template = /^silk_test_tpl_[0-9a-f]{16}$/.test(datname)
    // Under the lock nobody is making a template: one half made is left over.
    const partial = /^silk_test_tpl_[0-9a-f]{16}_\d+$/.test(datname)
    const unused = template && !(used && Date.now() - Date.parse(used) < UNUSED_FOR_MS)
    if (partial || unused || (run && !alive(Number(run[1])))) {
      await admin.query(`drop database if exists ${datname} with (force)`)
    }
  }
}

async function withAdmin<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await use(admin)
  } finally {
    await admin.end()
  }
}

/** A database just closed may still show its connections for a moment (55006). */
async function retryWhileAccessed<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

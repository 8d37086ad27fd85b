import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type Database, openDatabase } from '@silk/db/client'
import { runSeeders } from '@silk/db/seed/index'
import { type Config, loadConfig } from './config.ts'
import { ensureFirstAdmin } from './modules/admin/first-admin.ts'

/** Migrations, seeders and (in production, from ADMIN_USERNAME / ADMIN_PASSWORD) the first super admin. */
export async function prepareDatabase(database: Database, config: Config) {
  await database.migrate()
  const seeded = await runSeeders(database.db, { demo: config.SEED_DEMO })
  const firstAdmin = await ensureFirstAdmin(database.db, config)
  if (firstAdmin === 'missing') {
    console.warn('no super admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one')
  }
  return { seeded, firstAdmin }
}

/**
 * Prepares the embedded database in a short-lived child process. Creating it (initdb), migrating and
 * seeding grow PGlite's WebAssembly memory and leave its initdb module resident, several hundred MB
 * that the process that did it never gives back; the serving process then opens the prepared files
 * at about 140 MB. Throws when the child fails.
 */
export function prepareEmbeddedDatabaseApart(): void {
  const script = fileURLToPath(import.meta.url)
  const child = spawnSync(process.execPath, [...process.execArgv, script], { stdio: 'inherit' })
  if (child.status !== 0) throw new Error('preparing the embedded database failed')
}

// Run as a script (by prepareEmbeddedDatabaseApart): prepare, report, exit.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = loadConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 })
  const prepared = await prepareDatabase(database, config)
  await database.close()
  if (prepared.seeded.length > 0) console.log(`embedded database prepared: ${JSON.stringify(prepared)}`)
}

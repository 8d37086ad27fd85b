import { spawn } from 'node:child_process'
import type { Database } from '@silk/db/client'
import { runSeeders } from '@silk/db/seed/index'
import type { Config } from './config.ts'
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

/** The argument that makes the server prepare the database and exit (see below). */
export const PREPARE_ONLY = '--prepare-database'

/**
 * Prepares the embedded database in a short-lived child process: the server's own entry (source or
 * bundle) run with PREPARE_ONLY. Creating it (initdb), migrating and seeding grow PGlite's
 * WebAssembly memory and leave its initdb module resident, several hundred MB that the process that
 * did it never gives back; the serving process then opens the prepared files at about 140 MB.
 * Throws when the child fails.
 */
export async function prepareEmbeddedDatabaseApart(): Promise<void> {
  // Not spawnSync: meanwhile this process answers `starting` and draws the seeded pictures.
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, PREPARE_ONLY], {
    stdio: 'inherit',
  })
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
  if (status !== 0) throw new Error('preparing the embedded database failed')
}

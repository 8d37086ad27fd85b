import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database type the modules see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
export type DbOrTx = Db | Tx

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs committed migrations; idempotent. */
  migrate(): Promise<void>
  /** Raw SQL for health checks and tooling. */
  ping(): Promise<void>
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball, which `image` opens again (test databases). */
  dumpImage?(): Promise<Blob>
}

export interface DatabaseOptions {
  /** postgres://… ; when absent an embedded PGlite database lives under `dataDir`. */
  url?: string
  dataDir?: string
  /** PGlite only: keep everything in memory (tests). */
  memory?: boolean
  poolSize?: number
  /**
   * PostgreSQL only: seconds an idle pooled connection is kept (0 = until closed). Unset, node-postgres
   * closes it after 10 s, which suits a script; a server passes its own.
   */
  poolIdleSeconds?: number
  /** PGlite only: PostgreSQL's shared buffers in MB (16). */
  sharedBuffersMb?: number
  /** PGlite in memory only: start from this data directory tarball (`dumpImage`), not an empty cluster. */
  image?: Blob
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.poolIdleSeconds)
  return openPglite(options)
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dir: string | undefined
  if (!options.memory) {
    dir = path.resolve(options.dataDir ?? './data', 'pgdata')
    mkdirSync(dir, { recursive: true })
  }
  // PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, all of them touched (so
  // resident) when it opens, for the node's life. The embedded database is small (the demo: 20 MB,
  // 9 MB of it our tables and indexes) and its files stay in the OS page cache, so 16 MB serve it as
  // fast as 128 MB did and keep the node over 100 MB lighter (decisions 024, 022).
  const conf = {
    postgresqlconf: [`shared_buffers=${options.sharedBuffersMb ?? 16}MB`],
    ...(options.image && !dir ? { loadDataDir: options.image } : {}),
  }
  // Loaded only here: a node on PostgreSQL would otherwise hold PGlite's code and buffers for nothing.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const client = dir ? new PGlite(dir, conf) : new PGlite(conf)
  await client.waitReady
  await client.exec(`SET TIME ZONE 'Asia/Shanghai'`)
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  }
}

async function openPostgres(url: string, max: number, idleSeconds?: number): Promise<Database> {
  // random_page_cost 1.1 rather than the spinning-disk default 4: the catalogue's tables and indexes
  // are meant to stay in memory (and disks are SSDs), and at 4 the planner reads the whole listing
  // table rather than the few thousand rows a keyword's index entries point at (decision 013).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A connection closed when idle takes its prepared hot statements and the backend's warm caches
    // with it: the next busy moment pays a new backend, a login and a parse and plan of every hot
    // statement again (decision 012).
    ...(idleSeconds === undefined ? {} : { idleTimeoutMillis: idleSeconds * 1000 }),
    options: '-c timezone=Asia/Shanghai -c random_page_cost=1.1',
    // An unreachable server fails a request in 5 s (503) instead of holding it until the client gives up.
    connectionTimeoutMillis: 5000,
  })
  // An idle connection that the server closes (restart, failover, a dropped test database) emits
  // 'error'; without a listener that would crash the process. The pool replaces the connection.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.warn(`postgres pool: ${err.message}`)
  })
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}

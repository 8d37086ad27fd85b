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
  /**
   * Raw SQL with `$n` parameters, outside any transaction: what the job queue (pg-boss) runs on. Text
   * without parameters may hold several statements (pg-boss's own `BEGIN … COMMIT` maintenance).
   */
  executeSql: SqlExecutor['executeSql']
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball, which `image` opens again (test databases). */
  dumpImage?(): Promise<Blob>
}

/** What pg-boss asks of a database: `executeSql(text, values)` answering `{ rows }`. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The same for a Drizzle transaction (or database), so a job is queued inside the caller's
 * transaction and exists exactly when its commit does. Both drivers keep their connection as
 * `session.client` (a node-postgres client or pool, a PGlite transaction or instance), whose
 * `query(text, values)` takes `$n` parameters.
 */
export function executorOf(db: DbOrTx): SqlExecutor {
  const client = (db as unknown as { session?: { client?: { query?: unknown } } }).session?.client
  if (typeof client?.query !== 'function')
    throw new Error('executorOf: no SQL client under this Drizzle handle')
  const query = client.query as (
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: Record<string, unknown>[] }>
  return {
    executeSql: async (text, values) => ({ rows: (await query.call(client, text, values)).rows }),
  }
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
  const executeSql: SqlExecutor['executeSql'] = async (text, values) => {
    // PGlite's query() takes one statement; exec() takes several, without parameters.
    if (values && values.length > 0) return { rows: (await client.query(text, values)).rows as never }
    const results = await client.exec(text)
    return { rows: (results.at(-1)?.rows ?? []) as never }
  }
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder })
      await installJobQueue(executeSql)
    },
    ping: async () => {
      await client.query('select 1')
    },
    executeSql,
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
  // A connection the server closes (restart, failover, a dropped test database) emits 'error' on its
  // client; an 'error' event nobody listens to ends the process. The pool listens only while a client
  // is idle, so a client checked out for a transaction — between two of its statements when the
  // server says 57P01 — would take the node down (issue 59). Every client gets its own listener for
  // its whole life; the statement in flight or the next one fails (503), the transaction never
  // commits, and the pool drops the dead client when it is released.
  const onClientError = (err: Error) => {
    if ((err as { code?: string }).code !== '57P01') console.warn(`postgres connection: ${err.message}`)
  }
  pool.on('connect', (client) => client.on('error', onClientError))
  // The pool re-emits an idle client's error; already logged above.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  const executeSql: SqlExecutor['executeSql'] = async (text, values) => ({
    rows: (await pool.query(text, values)).rows,
  })
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder })
      await installJobQueue(executeSql)
    },
    ping: async () => {
      await pool.query('select 1')
    },
    executeSql,
    close: () => pool.end(),
  }
}

/** The schema the job queue's tables live in (pg-boss's own; decision 140). */
export const JOB_QUEUE_SCHEMA = 'pgboss'

/**
 * Creates or upgrades the job queue's tables with pg-boss's own construction and migration plans, so
 * every database that `migrate()` prepares (the test image too) has them and no node installs them
 * while serving. Nodes then start pg-boss with `migrate: false`, which refuses a schema of another
 * version. Several processes migrating at once are kept apart by pg-boss's advisory lock.
 */
async function installJobQueue(executeSql: SqlExecutor['executeSql']): Promise<void> {
  const { default: PgBoss } = await import('pg-boss')
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  })
  await boss.start()
  await boss.stop({ graceful: false, close: false })
}

import { randomBytes } from 'node:crypto'
import type { Database } from '@silk/db/client'
import { runSeeders } from '@silk/db/seed/index'
import { createTestDatabase, truncateAll } from '@silk/db/testing'
import { type BuildOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { createStore } from '../shared/store/index.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  store: EphemeralStore
  config: Config
  /** Empties every table and the store, then runs the reference seeders again. */
  reset(options?: { demo?: boolean }): Promise<void>
  close(): Promise<void>
}

/**
 * One app per test file on its own database (PGlite in memory, or a fresh database on
 * TEST_DATABASE_URL) and its own store (Redis when TEST_REDIS_URL is set).
 */
export interface TestAppOptions {
  seed?: 'reference' | 'demo' | 'none'
  env?: Record<string, string>
  extraRoutes?: BuildOptions['extraRoutes']
  jobs?: BuildOptions['jobs']
  /** Pictures the node draws as it starts (server.ts does it for the seeded ones). */
  pictures?: BuildOptions['pictures']
  /** Another node on this database (a second app on an open test database; its owner closes it). */
  database?: Database
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database
  const database = shared ?? (await createTestDatabase())
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/silk-test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    PAGE_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  })
  // Each test app gets its own Redis key space: counters (lockouts, rate limits) never leak between
  // files or runs.
  const store = createStore(process.env.TEST_REDIS_URL, `silk:test:${randomBytes(6).toString('hex')}:`)
  const seed = options.seed ?? 'reference'
  if (seed !== 'none' && !shared) await runSeeders(database.db, { demo: seed === 'demo' })
  const app = await buildApp({
    config,
    database,
    store,
    logger: false,
    extraRoutes: options.extraRoutes,
    jobs: options.jobs,
    pictures: options.pictures,
  })
  await app.ready()
  return {
    app,
    database,
    store,
    config,
    async reset(resetOptions = {}) {
      await truncateAll(database)
      await runSeeders(database.db, { demo: resetOptions.demo ?? false })
    },
    async close() {
      await app.close()
      await store.close()
      if (!shared) await database.close()
    },
  }
}

// First: V8 must see Node's tick objects keep one shape from the start (tick-objects.ts).
import './tick-objects.ts'
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@silk/db/client'
import { buildApp } from './app.ts'
import { runPrimary, workerCount } from './cluster.ts'
import { loadConfig, publicConfig } from './config.ts'
import { webPlugin } from './plugins/web.ts'
import { PREPARE_ONLY, prepareDatabase, prepareEmbeddedDatabaseApart } from './prepare-database.ts'
import { createStore } from './shared/store/index.ts'

const startedAt = Date.now()
const config = loadConfig()
const workers = workerCount(config)

if (process.argv.includes(PREPARE_ONLY)) {
  // Run by prepareEmbeddedDatabaseApart: prepare, report, exit.
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
    sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB,
  })
  const prepared = await prepareDatabase(database, config)
  await database.close()
  if (prepared.seeded.length > 0) console.log(`embedded database prepared: ${JSON.stringify(prepared)}`)
} else if (workers > 1 && cluster.isPrimary) {
  await runPrimary(workers, async () => {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 })
    await prepareDatabase(database, config)
    await database.close()
  })
} else {
  await serve()
}

async function serve() {
  // In cluster mode the primary has migrated and seeded already; the embedded database is prepared
  // by a child process, whose memory goes with it.
  const embedded = !config.DATABASE_URL
  if (!cluster.isWorker && embedded) prepareEmbeddedDatabaseApart()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    poolIdleSeconds: config.DATABASE_POOL_IDLE_SECONDS,
    sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB,
  })
  const prepared = cluster.isWorker || embedded ? null : await prepareDatabase(database, config)
  const store = createStore(config.REDIS_URL)
  const app = await buildApp({ config, database, store })

  const webBuild = config.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../web/build', import.meta.url))
  await app.register(webPlugin, {
    buildDir: path.resolve(webBuild),
    publicConfig: publicConfig(config),
    apiOrigin: config.API_ORIGIN,
    pageCache: {
      ttlSeconds: config.PAGE_CACHE_SECONDS,
      staleSeconds: config.PAGE_CACHE_STALE_SECONDS,
      maxBytes: config.PAGE_CACHE_MB * 2 ** 20,
      memberMaxBytes: config.PAGE_CACHE_MEMBER_MB * 2 ** 20,
    },
    renders: {
      concurrency: config.PAGE_RENDER_CONCURRENCY || Math.max(4, 2 * availableParallelism()),
      queueMs: config.PAGE_QUEUE_MS,
      timeoutMs: config.PAGE_RENDER_TIMEOUT_MS,
      shedLagMs: config.PAGE_SHED_LAG_MS,
    },
    frozenChrome: config.FROZEN_CHROME,
  })

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    { database: database.kind, store: store.kind, ...prepared, ms: Date.now() - startedAt },
    `丝路之舟 listening on http://localhost:${config.PORT}`,
  )

  // Graceful shutdown: stop accepting, let in-flight requests finish, then release the database.
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      const force = setTimeout(() => process.exit(1), 15_000)
      force.unref()
      try {
        await app.close()
        await store.close()
        await database.close()
        process.exit(0)
      } catch (err) {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      }
    })
  }
}

// First: V8 must see Node's tick objects keep one shape from the start (tick-objects.ts).
import './tick-objects.ts'
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@silk/db/client'
import { seededPictures } from '@silk/db/seed/pictures'
import { buildApp } from './app.ts'
import { runPrimary, workerCount } from './cluster.ts'
import { loadConfig, publicConfig } from './config.ts'
import { drawPictures, mediaCacheDir } from './modules/media/render-goods-image.ts'
import { webPlugin } from './plugins/web.ts'
import { PREPARE_ONLY, prepareDatabase, prepareEmbeddedDatabaseApart } from './prepare-database.ts'
import { answerStarting } from './shared/starting-server.ts'
import { createStore } from './shared/store/index.ts'
import { warmPages } from './shared/warm-pages.ts'

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
    // The workers then find the seeded pictures drawn.
    const pictures = drawSeededPictures()
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 })
    await prepareDatabase(database, config)
    await database.close()
    await pictures.finished
  })
} else {
  await serve()
}

/**
 * Draws the pictures the seeders write (issue 64), on libuv's threads beside the start's other work;
 * `/readyz` says `starting` until they are done. Kept on disk: a restart draws none.
 */
function drawSeededPictures() {
  const started = Date.now()
  let failed = 0
  const drawing = drawPictures(mediaCacheDir(config), seededPictures({ demo: config.SEED_DEMO }), {
    concurrency: availableParallelism(),
    onError: (url, error) => {
      failed++
      console.error(`drawing ${url} failed: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
  drawing.finished.then(() => {
    if (config.LOG_LEVEL !== 'silent')
      console.log(
        JSON.stringify({
          msg: 'seeded pictures ready',
          pictures: drawing.total,
          failed,
          ms: Date.now() - started,
        }),
      )
  })
  return drawing
}

async function serve() {
  // In cluster mode the primary has migrated and seeded already; the embedded database is prepared
  // by a child process, whose memory goes with it.
  const embedded = !config.DATABASE_URL
  // The port answers `starting` (readiness 503, liveness 200) until the node takes it over below.
  const starting = await answerStarting(config.PORT, config.HOST)
  const pictures = drawSeededPictures()
  if (!cluster.isWorker && embedded) await prepareEmbeddedDatabaseApart()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    poolIdleSeconds: config.DATABASE_POOL_IDLE_SECONDS,
    sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB,
  })
  const prepared = cluster.isWorker || embedded ? null : await prepareDatabase(database, config)
  const store = createStore(config.REDIS_URL)
  const app = await buildApp({ config, database, store, pictures })

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

  await app.ready()
  await starting.close()
  await app.listen({ port: config.PORT, host: config.HOST })
  warmPages(app, pictures.finished)
  app.log.info(
    { database: database.kind, store: store.kind, ...prepared, ms: Date.now() - startedAt },
    `丝路之舟 listening on http://localhost:${config.PORT}`,
  )

  // Graceful shutdown: stop accepting, let in-flight requests finish, then release the database.
  let closing = false
  // A job still running when the queue's 10 s grace ended is failed (and so retried) by the queue;
  // when its handler returns later, the queue library reports it on a pool that is closing, and that
  // rejection has no one to catch it. While closing it is logged, not a crash of a node that is
  // leaving anyway (seen at the end of a chat bench). At any other time it still crashes.
  process.on('unhandledRejection', (err) => {
    if (!closing) throw err
    app.log.warn({ err }, 'late rejection while shutting down')
  })
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

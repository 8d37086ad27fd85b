import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@silk/db/client'
import { runSeeders } from '@silk/db/seed/index'
import { buildApp } from './app.ts'
import { loadConfig, publicConfig } from './config.ts'
import { ensureFirstAdmin } from './modules/admin/first-admin.ts'
import { webPlugin } from './plugins/web.ts'
import { createStore } from './shared/store/index.ts'

const startedAt = Date.now()
const config = loadConfig()
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  poolIdleSeconds: config.DATABASE_POOL_IDLE_SECONDS,
})
await database.migrate()
const seeded = await runSeeders(database.db, { demo: config.SEED_DEMO })
const firstAdmin = await ensureFirstAdmin(database.db, config)
const store = createStore(config.REDIS_URL)
const app = await buildApp({ config, database, store })

const webBuild = config.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../web/build', import.meta.url))
await app.register(webPlugin, {
  buildDir: path.resolve(webBuild),
  publicConfig: publicConfig(config),
  apiOrigin: config.API_ORIGIN,
})

await app.listen({ port: config.PORT, host: config.HOST })
app.log.info(
  { database: database.kind, store: store.kind, seeded, firstAdmin, ms: Date.now() - startedAt },
  `丝路之舟 listening on http://localhost:${config.PORT}`,
)
if (firstAdmin === 'missing') {
  app.log.warn('no super admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one')
}

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

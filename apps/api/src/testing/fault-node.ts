// An API node in its own process for the fault tests (plugins/database-faults.test.ts), so a fault
// that would crash a node really ends a process. It serves the API on DATABASE_URL with an in-process
// store, plus one probe route that holds a transaction open across an await (as checkout does between
// its statements), and prints the port it listens on.
import { randomUUID } from 'node:crypto'
import { openDatabase } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createMemoryStore } from '../shared/store/memory-store.ts'

// The probe is hammered from one address by 16 loops; on a fast machine that passed the default limits
// and the answers became 429s, hiding what the test looks at (200 or 503 only). The probe's path is not
// under an API prefix, so it is counted as a page (PAGE_RATE_LIMIT_PER_MINUTE).
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  PAGE_RATE_LIMIT_PER_MINUTE: '1000000',
})
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 8 })
const app = await buildApp({
  config,
  database,
  store: createMemoryStore(),
  logger: false,
  extraRoutes: [
    async (app) => {
      app.post('/test/fault/two-step', async () => {
        const id = randomUUID()
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into fault_probe (id, step) values (${id}, 1)`)
          await new Promise((resolve) => setTimeout(resolve, 15))
          await tx.execute(sql`insert into fault_probe (id, step) values (${id}, 2)`)
        })
        return { success: true }
      })
    },
  ],
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)

// A chat node in its own process for the two-node test (chat-nodes.test.ts): the API on PostgreSQL
// and Redis, listening on a free port it prints, until it is killed.
import { openDatabase } from '@silk/db/client'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createStore } from '../shared/store/index.ts'

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 4 })
const store = createStore(process.env.CHAT_NODE_REDIS_URL, process.env.CHAT_NODE_REDIS_PREFIX)
const app = await buildApp({ config, database, store, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)

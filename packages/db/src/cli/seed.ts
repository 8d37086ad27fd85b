import { runSeeders } from '../seed/index.ts'
import { openFromEnv } from './env.ts'

const database = await openFromEnv()
await database.migrate()
const ran = await runSeeders(database.db, { demo: process.env.SEED_DEMO !== 'false' })
console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'nothing to seed')
await database.close()

import { openFromEnv } from './env.ts'

const database = await openFromEnv()
await database.migrate()
console.log(`migrations applied (${database.kind})`)
await database.close()

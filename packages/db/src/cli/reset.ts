import { sql } from 'drizzle-orm'
import { runSeeders } from '../seed/index.ts'
import { openFromEnv } from './env.ts'

// Drops every table and re-creates the schema from the migrations, then seeds again.
const database = await openFromEnv()
await database.db.execute(sql`drop schema if exists public cascade`)
await database.db.execute(sql`drop schema if exists drizzle cascade`)
await database.db.execute(sql`create schema public`)
await database.migrate()
const ran = await runSeeders(database.db, { demo: process.env.SEED_DEMO !== 'false' })
console.log(`database reset (${database.kind}); seeded: ${ran.join(', ')}`)
await database.close()

import { openDatabase } from '../client.ts'

/** The database the CLI commands act on: DATABASE_URL, or the embedded one under DATA_DIR. */
export function openFromEnv() {
  return openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
  })
}

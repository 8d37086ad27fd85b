/**
 * One app node in a process of its own working the jobs of decision 147 (kill-mid-job.test.ts): it
 * opens the PostgreSQL database CLOCK_DATABASE_URL with Kuaidi100 at KUAIDI100_URL, works the queue
 * and prints `ready`. The test kills it with SIGKILL in the middle of a job.
 */
import { openDatabase } from '@silk/db/client'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createStore } from '../../shared/store/index.ts'
import { CLOCK_JOBS, CLOCK_TUNING } from './clock-jobs.ts'

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/silk-test-data',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LOG_LEVEL: 'silent',
  KUAIDI100_KEY: process.env.KUAIDI100_KEY,
  KUAIDI100_CUSTOMER: process.env.KUAIDI100_CUSTOMER,
  KUAIDI100_URL: process.env.KUAIDI100_URL,
})
const database = await openDatabase({ url: process.env.CLOCK_DATABASE_URL, poolSize: 4 })
const app = await buildApp({
  config,
  database,
  store: createStore(undefined),
  logger: false,
  jobs: { definitions: CLOCK_JOBS, start: true, tuning: CLOCK_TUNING },
})
await app.ready()
process.stdout.write('ready\n')

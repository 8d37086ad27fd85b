/**
 * One app node in a process of its own, for the two-node fault test (two-nodes.test.ts): it opens the
 * PostgreSQL database PROBE_DATABASE_URL, works the job queue with the probe jobs named PROBE_NODE and
 * prints `ready`. The test kills it with SIGKILL in the middle of a job.
 */
import { openDatabase } from '@silk/db/client'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createStore } from '../../shared/store/index.ts'
import { probeJobs } from './probe-jobs.ts'

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/silk-test-data',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LOG_LEVEL: 'silent',
})
const database = await openDatabase({ url: process.env.PROBE_DATABASE_URL, poolSize: 4 })
const app = await buildApp({
  config,
  database,
  store: createStore(undefined),
  logger: false,
  jobs: {
    definitions: probeJobs(process.env.PROBE_NODE ?? 'child').all,
    start: true,
    tuning: { maintenanceSeconds: 1, pollSeconds: 0.5 },
  },
})
await app.ready()
process.stdout.write('ready\n')

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type AnyJob, JobQueue, type JobQueueDeps } from '../jobs/queue.ts'
import { JOBS } from '../jobs/registry.ts'

export interface JobsOptions {
  /** The jobs this app knows; the registry by default (tests add their own). */
  definitions?: readonly AnyJob[]
  /** Work the queue on this node: JOBS_ENABLED by default. */
  start?: boolean
  tuning?: JobQueueDeps['tuning']
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (decision 140): `send` a job, `runDue` one in this process (tests). */
    jobs: JobQueue
  }
}

/**
 * The job queue as `app.jobs`. A node with JOBS_ENABLED starts working it once the app is ready and
 * stops (letting running jobs finish) before the database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const { database, store, config } = app.services
  const queue = new JobQueue({
    database,
    store,
    config,
    log: app.log,
    definitions: options.definitions ?? JOBS,
    tuning: options.tuning,
  })
  app.decorate('jobs', queue)
  if (options.start ?? config.JOBS_ENABLED) {
    app.addHook('onReady', async () => {
      await queue.start()
      app.log.info({ jobs: [...queue.definitions.keys()] }, 'job queue started')
    })
  }
  app.addHook('onClose', async () => queue.stop())
})

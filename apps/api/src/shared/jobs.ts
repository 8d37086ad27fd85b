import type { Db, DbOrTx } from '@silk/db/client'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Config } from '../config.ts'
import type { EphemeralStore } from './store/types.ts'

/**
 * A job of the platform's clock or of its background work (decision 140): one file a job in jobs/,
 * listed in `jobs/registry.ts`. The queue (pg-boss on the app's own database) runs each due job once
 * across every node, retries a failed one with backoff and keeps its outcome for the operator's 任务 page.
 *
 * A handler must be safe to run again: a node that dies mid-job leaves the job active until
 * `expireSeconds` pass, then it is retried on another node. Do the work in transactions (a killed node's
 * open transaction rolls back) and claim rows (`FOR UPDATE SKIP LOCKED`, conditional updates), so a
 * retry finds only what is still to do.
 */
export interface JobDefinition<Data = unknown> extends JobRef<Data> {
  /**
   * When it runs by itself: every N seconds (one run per N-second slot across all nodes), or a cron
   * expression (minute granularity, `tz` default Asia/Shanghai). A function of the configuration may
   * answer null: not scheduled (an interval set to 0). Jobs without a schedule run when sent.
   */
  schedule?: JobSchedule | ((config: Config) => JobSchedule | null)
  /** Attempts after the first and the wait before each (doubled each time with backoff). Default 3 × 30 s, backoff. */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean }
  /** A run still active after this long counts as lost (its node died) and is retried. Default 900. */
  expireSeconds?: number
  /** How often an idle node asks for this job's due runs (seconds). Default 5. */
  pollSeconds?: number
  handler(ctx: JobCtx, data: Data): Promise<unknown>
}

/**
 * What a sender needs of a job: its name and its payload's schema. A job that modules or flows queue
 * (they may not import jobs/, which sits above them) has its ref declared beside the module functions
 * its handler calls (`jobRef`), and its definition in jobs/ is built from that ref:
 * `defineJob({ ...paymentRefundJob, schedule, handler })`. The queue accepts the ref or the definition.
 */
export interface JobRef<Data = unknown> {
  /** Letters, digits and hyphens: `order-auto-cancel`. Also the key of its zh/en label (web `jobs` namespace). */
  name: string
  /** The payload's schema: a send with bad data throws, and a handler gets it parsed. */
  data?: z.ZodType<Data>
}

export type JobSchedule = { every: number } | { cron: string; tz?: string }

/** What a handler gets besides its data: the app's services, a logger naming the job, and the queue. */
export interface JobCtx {
  db: Db
  store: EphemeralStore
  config: Config
  log: FastifyBaseLogger
  jobs: JobSender
  job: { id: string; name: string /** 1 for the first run, 2 for the first retry… */; attempt: number }
}

export interface SendOptions {
  /** Not before this moment (a delay). */
  startAfter?: Date
  /** Queue the job inside this transaction: it exists exactly when the transaction commits. */
  tx?: DbOrTx
}

export interface JobSender {
  /** Queues one run; its id. */
  send<Data>(job: JobRef<Data>, data: Data, options?: SendOptions): Promise<string>
}

/** Declares a job; the identity function, there for the types. */
export function defineJob<Data = undefined>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition
}

/** Declares what a sender needs of a job whose definition (in jobs/) spreads this ref. */
export function jobRef<Data>(name: string, data: z.ZodType<Data>): JobRef<Data> {
  return { name, data }
}

export const JOB_NAME = /^[a-z][a-z0-9-]{1,62}$/

import type { Db, DbOrTx } from '@silk/db/client'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Config } from '../config.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

/**
 * A job of the platform's clock or of its background work (decision 140): one file a job in this
 * folder, listed in `registry.ts`. The queue (pg-boss on the app's own database) runs each due job once
 * across every node, retries a failed one with backoff and keeps its outcome for the operator's 任务 page.
 *
 * A handler must be safe to run again: a node that dies mid-job leaves the job active until
 * `expireSeconds` pass, then it is retried on another node. Do the work in transactions (a killed node's
 * open transaction rolls back) and claim rows (`FOR UPDATE SKIP LOCKED`, conditional updates), so a
 * retry finds only what is still to do.
 */
export interface JobDefinition<Data = unknown> {
  /** Letters, digits and hyphens: `order-auto-cancel`. Also the key of its zh/en label (web `jobs` namespace). */
  name: string
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
  /** The payload's schema: a send with bad data throws, and a handler gets it parsed. */
  data?: z.ZodType<Data>
  handler(ctx: JobCtx, data: Data): Promise<unknown>
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
  send<Data>(job: JobDefinition<Data>, data: Data, options?: SendOptions): Promise<string>
}

/** Declares a job; the identity function, there for the types. */
export function defineJob<Data = undefined>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition
}

export const JOB_NAME = /^[a-z][a-z0-9-]{1,62}$/

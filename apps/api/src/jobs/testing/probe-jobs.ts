import type { DbOrTx } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { defineJob } from '../../shared/jobs.ts'
import { queryRows } from '../../shared/sql-rows.ts'

/**
 * Jobs the queue's own tests run (never registered in the app): each run writes a row to `job_probe`
 * with the node that ran it, so a test can count runs per job, per slot and per node.
 */
export async function createProbeTable(db: DbOrTx) {
  await db.execute(sql`create table if not exists job_probe (
    job_id uuid not null, node text not null, attempt int not null, kind text not null,
    at timestamptz not null default clock_timestamp())`)
}

export const probeRows = (db: DbOrTx) =>
  queryRows<{ job_id: string; node: string; attempt: number; kind: string }>(
    db,
    sql`select job_id::text, node, attempt, kind from job_probe order by at`,
  )

/** The probe jobs as one node declares them: each run writes that node's name. */
export function probeJobs(node: string) {
  const probeEvery = defineJob({
    name: 'probe-every',
    schedule: { every: 1 },
    retry: { limit: 0, delaySeconds: 1 },
    handler: async (ctx) => {
      await ctx.db.execute(
        sql`insert into job_probe (job_id, node, attempt, kind) values (${ctx.job.id}, ${node}, ${ctx.job.attempt}, 'every')`,
      )
    },
  })

  const probeTask = defineJob({
    name: 'probe-task',
    data: z.object({ n: z.number().int(), failUntilAttempt: z.number().int().default(0) }),
    retry: { limit: 2, delaySeconds: 1 },
    pollSeconds: 0.5,
    handler: async (ctx, data) => {
      if (ctx.job.attempt <= data.failUntilAttempt)
        throw new Error(`probe ${data.n} fails on attempt ${ctx.job.attempt}`)
      await ctx.db.execute(
        sql`insert into job_probe (job_id, node, attempt, kind) values (${ctx.job.id}, ${node}, ${ctx.job.attempt}, ${`task ${data.n}`})`,
      )
      return { n: data.n }
    },
  })

  /**
   * A job whose first attempt hangs after writing `started` (its node is then killed), and whose retry
   * writes `done` in a transaction with its effect: the two-node fault test.
   */
  const probeHang = defineJob({
    name: 'probe-hang',
    retry: { limit: 2, delaySeconds: 0 },
    expireSeconds: 3,
    pollSeconds: 0.5,
    handler: async (ctx) => {
      await ctx.db.execute(
        sql`insert into job_probe (job_id, node, attempt, kind) values (${ctx.job.id}, ${node}, ${ctx.job.attempt}, 'started')`,
      )
      await ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into job_probe (job_id, node, attempt, kind) values (${ctx.job.id}, ${node}, ${ctx.job.attempt}, 'done')`,
        )
        // The first attempt holds its transaction open until the node is killed: nothing of it commits.
        if (ctx.job.attempt === 1) await new Promise((resolve) => setTimeout(resolve, 120_000))
      })
    },
  })

  return { probeEvery, probeTask, probeHang, all: [probeEvery, probeTask, probeHang] }
}

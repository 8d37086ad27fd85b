import type { DbOrTx } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import { formatDateTime } from '../shared/dates.ts'
import { queryRows } from '../shared/sql-rows.ts'
import { type AnyJob, DEFAULT_CRON_TZ, scheduleOf } from './queue.ts'

/** How many failed runs of each job the 任务 page lists. */
const FAILURES_SHOWN = 5

interface RunRow {
  id: string
  state: string
  retry_count: number
  started_on: Date | null
  completed_on: Date | null
  created_on: Date
  start_after: Date
  output: unknown
}

const endOf = (r: RunRow) => new Date(r.completed_on ?? r.started_on ?? r.created_on).getTime()

/** A failed run's error as pg-boss kept it (the thrown error's message, else its JSON). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message.slice(0, 500)
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500)
}

/**
 * The operator's 任务 page (decision 140, 147): each registered job with its schedule, its last
 * finished run, when it runs next (a queued run's time, else the next slot of its interval) and its
 * latest failures with their errors, read from pg-boss's job table and archive.
 */
export async function jobsOverview(
  db: DbOrTx,
  config: Config,
  definitions: Iterable<AnyJob>,
  now = new Date(),
) {
  const out = []
  for (const job of definitions) {
    const runs = await queryRows<RunRow>(
      db,
      sql`select id::text, state, retry_count, started_on, completed_on, created_on, start_after, output from (
            select id, state, retry_count, started_on, completed_on, created_on, start_after, output from pgboss.job where name = ${job.name}
            union all
            select id, state, retry_count, started_on, completed_on, created_on, start_after, output from pgboss.archive where name = ${job.name}
          ) runs order by coalesce(completed_on, started_on, start_after) desc limit 200`,
    )
    // A failed attempt waiting for its retry counts as a failed run too.
    const finished = runs
      .filter((r) => r.state === 'completed' || r.state === 'failed' || (r.state === 'retry' && r.output))
      .sort((a, b) => endOf(b) - endOf(a))
    const last = finished[0] ?? null
    const waiting = runs
      .filter((r) => r.state === 'created' || r.state === 'retry')
      .sort((a, b) => new Date(a.start_after).getTime() - new Date(b.start_after).getTime())[0]
    const schedule = scheduleOf(job, config)
    let next: Date | null = waiting ? new Date(waiting.start_after) : null
    if (!next && schedule && 'every' in schedule) {
      const lastCreated = runs.reduce((max, r) => Math.max(max, new Date(r.created_on).getTime()), 0)
      next = new Date(Math.max(now.getTime(), lastCreated + schedule.every * 1000))
    }
    const failures = runs
      .filter((r) => r.state === 'failed' || (r.state === 'retry' && r.output))
      .slice(0, FAILURES_SHOWN)
      .map((r) => ({
        id: r.id,
        state: r.state as 'failed' | 'retry',
        // pg-boss counts a retry when it is fetched: the attempt that failed is one more than the count.
        attempt: r.retry_count + 1,
        time: formatDateTime(r.completed_on ?? r.started_on ?? r.created_on) ?? '',
        error: errorText(r.output),
      }))
    out.push({
      name: job.name,
      schedule: schedule
        ? 'every' in schedule
          ? { every: schedule.every, cron: null, tz: null }
          : { every: null, cron: schedule.cron, tz: schedule.tz ?? DEFAULT_CRON_TZ }
        : null,
      lastRun: last
        ? {
            state: last.state === 'completed' ? ('completed' as const) : ('failed' as const),
            startedAt: formatDateTime(last.started_on),
            finishedAt: formatDateTime(last.completed_on ?? last.started_on) ?? '',
          }
        : null,
      running: runs.some((r) => r.state === 'active'),
      nextRun: next ? formatDateTime(next) : null,
      failedLastDay: runs.filter(
        (r) =>
          r.state === 'failed' &&
          r.completed_on &&
          now.getTime() - new Date(r.completed_on).getTime() < 86_400_000,
      ).length,
      failures,
    })
  }
  return out
}

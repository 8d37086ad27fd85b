import { z } from 'zod'

/** `GET /manager/setting/jobs` (the operator's 任务 page, decisions 140 and 147): each job of the platform. */
export const JobOverview = z.object({
  /** The job's name; also its label's key in the web's `jobs` namespace. */
  name: z.string(),
  /** Every N seconds, or a cron expression in a time zone; null: it runs when something queues it. */
  schedule: z
    .object({ every: z.number().int().nullable(), cron: z.string().nullable(), tz: z.string().nullable() })
    .nullable(),
  lastRun: z
    .object({
      state: z.enum(['completed', 'failed']),
      startedAt: z.string().nullable(),
      finishedAt: z.string(),
    })
    .nullable(),
  running: z.boolean(),
  nextRun: z.string().nullable(),
  failedLastDay: z.number().int(),
  /** The latest failed runs, newest first: `retry` ones will run again. */
  failures: z.array(
    z.object({
      id: z.string(),
      state: z.enum(['failed', 'retry']),
      attempt: z.number().int(),
      time: z.string(),
      error: z.string(),
    }),
  ),
})
export type JobOverview = z.infer<typeof JobOverview>
export const JobsOverview = z.array(JobOverview)

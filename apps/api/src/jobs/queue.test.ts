import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineJob } from '../shared/jobs.ts'
import { queryRows } from '../shared/sql-rows.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { JOBS } from './registry.ts'
import { createProbeTable, probeJobs, probeRows } from './testing/probe-jobs.ts'

const probes = probeJobs('a')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', jobs: { definitions: [...JOBS, ...probes.all] } })
  await createProbeTable(t.database.db)
})
afterAll(() => t.close())

const jobRow = async (id: string) =>
  (
    await queryRows<{ state: string; retry_count: number; output: { message?: string; n?: number } | null }>(
      t.database.db,
      sql`select state::text, retry_count, output from pgboss.job where id = ${id}`,
    )
  )[0]

describe('the job queue in one process', () => {
  it('runs a sent job once, with its parsed data, and keeps its answer', async () => {
    const id = await t.app.jobs.send(probes.probeTask, { n: 1, failUntilAttempt: 0 })
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 1, failed: 0 })
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 0, failed: 0 })
    const rows = (await probeRows(t.database.db)).filter((r) => r.job_id === id)
    expect(rows).toEqual([{ job_id: id, node: 'a', attempt: 1, kind: 'task 1' }])
    expect(await jobRow(id)).toMatchObject({ state: 'completed', output: { n: 1 } })
  })

  it('records a failure with its error and retries it after its delay', async () => {
    const id = await t.app.jobs.send(probes.probeTask, { n: 2, failUntilAttempt: 1 })
    const first = await t.app.jobs.runDue(probes.probeTask)
    expect(first).toMatchObject({ completed: 0, failed: 1 })
    expect(await jobRow(id)).toMatchObject({
      state: 'retry',
      output: { message: 'probe 2 fails on attempt 1' },
    })
    // The retry waits its delay (1 s).
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 0, failed: 0 })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 1 })
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 1 })
    expect((await probeRows(t.database.db)).filter((r) => r.job_id === id)).toEqual([
      { job_id: id, node: 'a', attempt: 2, kind: 'task 2' },
    ])
  })

  it('fails for good after the last retry, and the operator may queue it again', async () => {
    const id = await t.app.jobs.send(probes.probeTask, { n: 3, failUntilAttempt: 9 })
    await t.app.jobs.runDue(probes.probeTask)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await t.app.jobs.runDue(probes.probeTask)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await t.app.jobs.runDue(probes.probeTask)
    expect(await jobRow(id)).toMatchObject({ state: 'failed', retry_count: 2 })
    expect(await t.app.jobs.retry('probe-task', id)).toBe(true)
    expect(await t.app.jobs.retry('probe-task', id)).toBe(false)
    expect((await jobRow(id)).state).toBe('retry')
  })

  it('a job queued in a transaction exists only if the transaction commits', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.jobs.send(probes.probeTask, { n: 4, failUntilAttempt: 0 }, { tx })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 0 })
    await t.database.db.transaction(async (tx) => {
      await t.app.jobs.send(probes.probeTask, { n: 5, failUntilAttempt: 0 }, { tx })
    })
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 1 })
  })

  it('waits for a delayed job', async () => {
    await t.app.jobs.send(
      probes.probeTask,
      { n: 6, failUntilAttempt: 0 },
      { startAfter: new Date(Date.now() + 1_000) },
    )
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 0 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await t.app.jobs.runDue(probes.probeTask)).toMatchObject({ completed: 1 })
  })

  it('refuses bad data and a job missing from the registry', async () => {
    await expect(t.app.jobs.send(probes.probeTask, { n: 'x' } as never)).rejects.toThrow()
    const stray = defineJob({ name: 'stray', handler: async () => undefined })
    await expect(t.app.jobs.send(stray, undefined)).rejects.toThrow(/registry/)
  })

  it('runs every registered job through the queue', async () => {
    // Jobs that need a payload get one naming nothing (the parcel of an order that does not exist).
    const payloads: Record<string, unknown> = {
      'parcel-subscribe': { orderSn: 'O000000000000' },
      'pintuan-expire': { groupId: '1' },
      'coupon-activity-send': { activityId: '1' },
    }
    for (const job of JOBS) {
      const outcome = await t.app.jobs.run(job, payloads[job.name])
      expect(outcome, job.name).toEqual({ completed: 1, failed: 0 })
    }
  })
})

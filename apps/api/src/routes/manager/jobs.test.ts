import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parcelSubscribe } from '../../jobs/parcel-subscribe.ts'
import { JOBS } from '../../jobs/registry.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { deliveredOrder } from '../../testing/orders.ts'

let t: TestApp
beforeAll(async () => {
  // Kuaidi100 at an address where nothing listens: the subscription fails as a network fault would.
  t = await createTestApp({ env: { KUAIDI100_KEY: 'k', KUAIDI100_URL: 'http://127.0.0.1:9' } })
}, 120_000)
afterAll(() => t?.close())

describe('the operator’s 任务 page', () => {
  it('lists every job with its schedule, last run, next run and failures with their error', async () => {
    const operator = await makeAdmin(t, { permissions: ['setting:read'] })
    await deliveredOrder(t)
    const run = await t.app.jobs.runDue(parcelSubscribe)
    expect(run).toMatchObject({ failed: 1 })
    const res = await t.app.inject({ method: 'GET', url: '/manager/setting/jobs', headers: operator.headers })
    const jobs = res.json().result as {
      name: string
      schedule: unknown
      lastRun: { state: string } | null
      nextRun: string | null
      failures: { state: string; attempt: number; error: string }[]
    }[]
    expect(jobs.map((j) => j.name)).toEqual(JOBS.map((j) => j.name))
    const subscribe = jobs.find((j) => j.name === 'parcel-subscribe')!
    expect(subscribe.schedule).toBeNull()
    expect(subscribe.lastRun).toMatchObject({ state: 'failed' })
    // Retried later: the next run is the retry's time, and the failure says why.
    expect(subscribe.nextRun).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(subscribe.failures[0]).toMatchObject({ state: 'retry', attempt: 1 })
    expect(subscribe.failures[0].error).toContain('kuaidi100 subscribe')
    const cancel = jobs.find((j) => j.name === 'order-auto-cancel')!
    expect(cancel).toMatchObject({ schedule: { every: 60 }, lastRun: null, failures: [] })
    expect(cancel.nextRun).not.toBeNull()
    expect(jobs.find((j) => j.name === 'hot-word-prune')?.schedule).toMatchObject({ cron: '15 0 * * *' })
  })

  it('a seller or a buyer cannot read it; an operator without the setting area cannot either', async () => {
    const other = await makeAdmin(t, { permissions: ['order:read'] })
    const res = await t.app.inject({ method: 'GET', url: '/manager/setting/jobs', headers: other.headers })
    expect(res.statusCode).toBe(403)
  })

  it('every registered job has its label in Chinese and English', () => {
    for (const lang of ['zh', 'en']) {
      const file = fileURLToPath(new URL(`../../../../web/app/i18n/${lang}/jobs.ts`, import.meta.url))
      const text = readFileSync(file, 'utf8')
      for (const job of JOBS)
        expect(text, `${lang} ${job.name}`).toMatch(new RegExp(`'${job.name}': '[^']+'`))
    }
  })
})

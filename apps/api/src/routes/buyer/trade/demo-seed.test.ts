import { runSeeders } from '@silk/db/seed/index'
import { seedTradeDemo } from '@silk/db/seed/trade'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
})
afterAll(() => t.close())

describe('trade demo seed', () => {
  it('seeds platform coupons even without a catalogue', async () => {
    await runSeeders(t.database.db, { demo: false })
    await seedTradeDemo(t.database.db)
    const centre = (await t.app.inject({ method: 'GET', url: '/buyer/promotion/coupon?pageSize=50' })).json()
      .result
    expect(centre.total).toBe(3)
    expect(centre.records.every((c: { storeId: string }) => c.storeId === '0')).toBe(true)
  })
})

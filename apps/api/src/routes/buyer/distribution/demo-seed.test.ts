import { distributionGoods, distributions, members, stores } from '@silk/db/schema/index'
import { seedDistributionDemo } from '@silk/db/seed/distribution'
import { DEMO_MEMBER_2_ID, DEMO_MEMBER_ID, seedDemoMembers } from '@silk/db/seed/members'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../../modules/accounts/sessions.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { caller, makeSku } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function signedIn(memberId: string) {
  const [member] = await t.database.db.select().from(members).where(eq(members.id, memberId))
  const tokens = await startSession({ db: t.database.db, store: t.store, config: t.config }, member)
  return caller(t, { accessToken: tokens.accessToken, uuid: `test-${memberId}` })
}

describe('distribution demo seed', () => {
  it('opens six goods of a demo store with fixed commissions and makes buyer2 a PASS distributor', async () => {
    await seedDemoMembers(t.database.db)
    await t.database.db.insert(stores).values({
      id: '2001',
      storeName: '景德镇御窑瓷器馆',
      storeLogo: '/logo.png',
      countryCode: 'CN',
      countryName: '中国',
    })
    const prices = [10_000, 56_890, 3_000, 1_000, 92_100, 25_000, 8_800]
    for (const price of prices) await makeSku(t, { id: '2001' }, { price })
    await seedDistributionDemo(t.database.db)

    const opened = await t.database.db
      .select()
      .from(distributionGoods)
      .where(eq(distributionGoods.storeId, '2001'))
      .orderBy(asc(distributionGoods.goodsId))
    expect(opened).toHaveLength(6)
    // 6 %, 8 %, 10 %, 5 %, 12 %, 7 % of the price, rounded to ¥0.50, at least ¥1.
    expect(opened.map((g) => g.commission)).toEqual([600, 4550, 300, 100, 11_050, 1750])

    const [buyer2] = await t.database.db
      .select()
      .from(distributions)
      .where(eq(distributions.memberId, DEMO_MEMBER_2_ID))
    expect(buyer2.distributionStatus).toBe('PASS')
    const api = await signedIn(DEMO_MEMBER_2_ID)
    const chosen = (await api.get('/buyer/distribution/goods?checked=true')).result
    expect(chosen.total).toBe(1)
    expect((await api.get('/buyer/distribution/goods?checked=false')).result.total).toBe(5)

    const demo = await signedIn(DEMO_MEMBER_ID)
    expect((await demo.get('/buyer/distribution/distribution')).result).toBeNull()
  })
})

import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeStoreApply } from '../../testing/store-apply.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

/** Issue 67: answers lilishop's seller and manager consoles read in another shape than this shop's. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const pageShape = {
  records: expect.any(Array),
  total: expect.any(Number),
  current: 1,
  pages: expect.any(Number),
}

describe('lilishop seller console shapes', () => {
  it('pages the pickup points and roles, and says whether the store is open', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const seller = caller(t, m.headers)
    for (const name of ['东门自提点', '西门自提点']) {
      const added = await seller.post('/store/member/storeAddress', {
        addressName: name,
        address: '杭州市西湖区湖滨路1号',
        mobile: '057188886666',
        center: '120.15,30.27',
      })
      expect(added.success).toBe(true)
    }
    const points = await seller.get('/store/member/storeAddress?pageNumber=1&pageSize=1')
    expect(points.result).toMatchObject({ ...pageShape, size: 1, total: 2, pages: 2 })
    expect(points.result.records).toHaveLength(1)
    const roles = await seller.get('/store/role?pageNumber=1&pageSize=10')
    expect(roles.result).toMatchObject(pageShape)
    expect((await seller.get('/store/settings/storeSettings')).result.storeDisable).toBe('OPEN')
  })
})

describe('lilishop manager console shapes', () => {
  it('takes the recycle bin’s disabled=CLOSE, the store review’s APPLYING and the goods review’s authFlag=0', async () => {
    const { accessToken } = await makeAdmin(t, { superUser: true })
    const admin = caller(t, { accessToken })
    const gone = await createMember(t)
    await t.database.db.update(members).set({ disabled: false }).where(eq(members.id, gone.member.id))
    const active = await createMember(t)
    const bin = await admin.get(`/manager/passport/member?disabled=CLOSE&pageSize=100`)
    const ids = bin.result.records.map((r: { id: string }) => r.id)
    expect(ids).toContain(gone.member.id)
    expect(ids).not.toContain(active.member.id)

    const application = await makeStoreApply(t)
    const review = await admin.get('/manager/store/store?storeDisable=APPLYING&pageSize=100')
    expect(review.success).toBe(true)
    expect(review.result.records).toContainEqual(
      expect.objectContaining({
        id: application.id,
        storeName: application.storeName,
        storeDisable: 'APPLYING',
      }),
    )
    // Open stores are not in the review list.
    expect(review.result.records.every((r: { storeDisable: string }) => r.storeDisable === 'APPLYING')).toBe(
      true,
    )

    const queue = await admin.get('/manager/goods/goods/auth/list?authFlag=0&pageNumber=1&pageSize=10')
    expect(queue).toMatchObject({ success: true, result: pageShape })
    expect((await admin.get('/manager/goods/goods/list?authFlag=3')).success).toBe(false)
  })

  it('answers the two list URLs lilishop calls where an `/:id` route used to take them', async () => {
    const { accessToken } = await makeAdmin(t, { superUser: true })
    const admin = caller(t, { accessToken })
    expect(await admin.get('/manager/other/article/getByPage?pageNumber=1&pageSize=10')).toMatchObject({
      success: true,
      result: pageShape,
    })
    expect(await admin.get('/manager/promotion/coupon/received?pageNumber=1&pageSize=10')).toMatchObject({
      success: true,
      result: pageShape,
    })
  })
})

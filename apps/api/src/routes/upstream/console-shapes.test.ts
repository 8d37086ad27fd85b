import { members, orderItems, orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { paidOrder } from '../../testing/orders.ts'
import { shopTomorrow } from '../../testing/seckill.ts'
import { makeStoreApply } from '../../testing/store-apply.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
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
  it('answers 秒杀活动 with the session hours as one comma list, as seckill.vue and seckill-goods.vue split them', async () => {
    const op = await makeAdmin(t, { permissions: ['promotion:write'] })
    const day = shopTomorrow()
    // lilishop's seckill-add.vue posts the hours joined ("seckillPeriod.toString()"), form-encoded.
    const made = await t.app.inject({
      method: 'POST',
      url: '/manager/promotion/seckill',
      headers: { ...op.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        seckillName: '逗号场次',
        day,
        hours: '20,10',
        applyEndTime: `${day} 08:00:00`,
      }).toString(),
    })
    expect(made.json()).toMatchObject({ success: true, result: { hours: '10,20', sessions: [10, 20] } })
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const list = await caller(t, m.headers).get('/store/promotion/seckill?pageNumber=1&pageSize=50')
    const row = list.result.records.find((r: { seckillName: string }) => r.seckillName === '逗号场次')
    expect(row.hours.split(',')).toEqual(['10', '20'])
  })

  it('answers 系统消息 as message.vue reads it: `all` with the three tabs’ pages, StoreMessage rows', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const seller = caller(t, m.headers)
    const op = await makeAdmin(t, { permissions: ['store:write'] })
    // The manager's 站内信 form, as lilishop's postRequest sends it (form-encoded, userIds joined).
    const form = new URLSearchParams({
      title: '通知',
      content: '内容',
      messageClient: 'store',
      messageRange: 'APPOINT',
      userIds: store.id,
    })
    const sent = await t.app.inject({
      method: 'POST',
      url: '/manager/other/message',
      headers: { ...op.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    expect(sent.json()).toMatchObject({ success: true, code: 200 })
    const all = (await seller.get('/store/message/storeMessage/all?pageNumber=1&pageSize=10')).result
    for (const tab of ['UN_READY', 'ALREADY_READY', 'ALREADY_REMOVE'])
      expect(all[tab]).toMatchObject(pageShape)
    expect(all.UN_READY.total).toBe(1)
    expect(Object.keys(all.UN_READY.records[0]).sort()).toEqual(
      [
        'content',
        'createTime',
        'id',
        'messageId',
        'status',
        'storeId',
        'storeName',
        'title',
        'updateTime',
      ].sort(),
    )
    const id = all.UN_READY.records[0].id
    expect(await seller.put(`/store/message/storeMessage/${id}/read`)).toMatchObject({
      success: true,
      result: true,
    })
    const read = (await seller.get('/store/message/storeMessage?status=ALREADY_READY')).result
    expect(read).toMatchObject({ ...pageShape, total: 1 })
    // The manager's sent list (getMessagePage) and a message's stores (getShopMessage).
    const admin = caller(t, op.headers)
    const list = (await admin.get('/manager/other/message?pageNumber=1&pageSize=20')).result
    expect(list.records[0]).toMatchObject({ title: '通知', messageClient: 'store', messageRange: 'APPOINT' })
    const stores = (await admin.get(`/manager/other/storeMessage?messageId=${list.records[0].id}`)).result
    expect(stores.records).toEqual([expect.objectContaining({ storeId: store.id, status: 'ALREADY_READY' })])
  })

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

  it('answers the home’s figures (statistics/index), only those of the areas a clerk may read', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const seller = caller(t, m.headers)
    const home = await seller.get('/store/statistics/index')
    expect(home.success).toBe(true)
    // The fields lilishop's home.vue reads, all numbers for the owner.
    for (const field of [
      'goodsNum',
      'orderNum',
      'orderPrice',
      'storeUV',
      'unPaidOrder',
      'unDeliveredOrder',
      'deliveredOrder',
      'returnGoods',
      'returnMoney',
      'memberEvaluation',
      'complaint',
      'waitAuth',
      'seckillNum',
      'waitPayBill',
      'alertQuantityNum',
    ])
      expect([field, typeof home.result[field]]).toEqual([field, 'number'])
    const role = await makeRole(t, m.headers, '订单员', ['order:read'])
    const clerk = await makeClerk(t, m.headers, store.id, [role.id])
    const clerkHome = (await caller(t, clerk.headers).get('/store/statistics/index')).result
    expect(clerkHome).toMatchObject({ unPaidOrder: 0, deliveredOrder: 0, goodsNum: null, waitPayBill: null })
    expect(clerkHome.orderPrice).toBeNull()
  })

  it('answers the menu tree as the client’s router builds it: Main groups on /, views as frontRoute', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    type Node = { id: string; title: string; name: string; path: string; level: number; frontRoute: string }
    type Tree = (Node & { children: (Node & { children: (Node & { children: [] })[] })[] })[]
    const menu = (await caller(t, m.headers).get('/store/menu/memberMenu')).result as Tree
    expect(menu.length).toBeGreaterThan(0)
    for (const top of menu) {
      expect(top).toMatchObject({ level: 0, path: '/', frontRoute: 'Main' })
      for (const group of top.children) {
        // util.initRouterNode loads `@/views/${frontRoute}.vue`: a group is the layout, Main.
        expect(group).toMatchObject({ level: 1, path: '/', frontRoute: 'Main' })
        for (const leaf of group.children) {
          expect(leaf.level).toBe(2)
          expect(leaf.children).toEqual([])
          expect(leaf.frontRoute).toMatch(/^[a-z][\w-]*(\/[\w-]+)+$/)
          expect(leaf.path).toBe(leaf.name)
        }
      }
    }
    const ids = menu.flatMap((top) => [
      top.id,
      ...top.children.flatMap((g) => [g.id, ...g.children.map((l) => l.id)]),
    ])
    expect(new Set(ids).size).toBe(ids.length)
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

  it('answers the home’s figures and the header’s notice, only for the areas the operator may read', async () => {
    const { accessToken } = await makeAdmin(t, { superUser: true })
    const admin = caller(t, { accessToken })
    await createMember(t)
    await makeStoreApply(t)
    const home = (await admin.get('/manager/statistics/index')).result
    // lilishop's home.vue reads these flat fields; this console's own stay in today/pending/days.
    for (const field of [
      'orderNum',
      'goodsNum',
      'memberNum',
      'storeNum',
      'todayUV',
      'todayOrderNum',
      'todayOrderPrice',
      'todayMemberNum',
      'todayGoodsNum',
      'todayStoreNum',
      'todayMemberEvaluation',
    ])
      expect([field, typeof home[field]]).toEqual([field, 'number'])
    expect(home.todayMemberNum).toBeGreaterThanOrEqual(1)
    expect(home.memberNum).toBeGreaterThanOrEqual(home.todayMemberNum)
    expect(home).toMatchObject({ today: expect.any(Object), pending: expect.any(Object) })

    const notice = await admin.get('/manager/statistics/index/notice')
    expect(notice.success).toBe(true)
    for (const field of ['goods', 'store', 'refund', 'complain', 'distributionCash', 'waitPayBill'])
      expect([field, typeof notice.result[field]]).toEqual([field, 'number'])
    expect(notice.result.store).toBe(home.pending.storeApplies)

    const goodsOnly = caller(t, (await makeAdmin(t, { permissions: ['goods:read'] })).headers)
    expect((await goodsOnly.get('/manager/statistics/index/notice')).result).toMatchObject({
      goods: expect.any(Number),
      store: null,
      refund: null,
      waitPayBill: null,
    })
    expect((await goodsOnly.get('/manager/statistics/index')).result).toMatchObject({
      goodsNum: expect.any(Number),
      memberNum: null,
      todayOrderPrice: null,
    })
  })

  it('answers the home’s TOP10 goods and stores over lilishop’s ranges, for who reads statistics', async () => {
    const { accessToken } = await makeAdmin(t, { superUser: true })
    const admin = caller(t, { accessToken })
    const { orderSn } = await paidOrder(t)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, orderSn))
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
    const goods = (await admin.get('/manager/statistics/index/goodsStatistics?searchType=TODAY')).result
    expect(goods.length).toBeLessThanOrEqual(10)
    expect(goods).toContainEqual(
      expect.objectContaining({ goodsId: line.goodsId, goodsName: line.goodsName, num: expect.any(String) }),
    )
    const stores = (await admin.get('/manager/statistics/index/storeStatistics?searchType=TODAY')).result
    expect(stores).toContainEqual(
      expect.objectContaining({
        storeId: order.storeId,
        storeName: order.storeName,
        price: expect.any(Number),
      }),
    )
    // Paid today: not in yesterday's nor the seven days before today.
    for (const range of ['YESTERDAY', 'LAST_SEVEN'])
      expect(
        (await admin.get(`/manager/statistics/index/storeStatistics?searchType=${range}`)).result.map(
          (s: { storeId: string }) => s.storeId,
        ),
      ).not.toContain(order.storeId)
    expect((await admin.get('/manager/statistics/index/goodsStatistics?searchType=LAST_YEAR')).code).toBe(
      4002,
    )
    const goodsOnly = caller(t, (await makeAdmin(t, { permissions: ['goods:read'] })).headers)
    expect((await goodsOnly.get('/manager/statistics/index/goodsStatistics')).success).toBe(false)
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

import { ErrorCodes } from '@silk/contracts/errors'
import { orders, pintuanGroups, pintuanMembers, walletLogs } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireGroup, GROUP_FAILED_REASON } from '../../flows/pintuan-expire.ts'
import { pintuanExpire } from '../../jobs/pintuan-expire.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, fundedBuyer, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * 拼团 (decision 161): the seller's activities and wall, a group that fills and ships, one that
 * expires and is refunded, a buyer's walls, and the group rules under concurrency. The races run as
 * parallel requests: real concurrent transactions on PostgreSQL (TEST_DATABASE_URL), serialised on
 * PGlite, with the same outcome required.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const at = (minutesFromNow: number) => formatDateTime(Date.now() + minutesFromNow * 60_000) as string
const db = () => t.database.db
type Api = ReturnType<typeof caller>

async function shop() {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 10_000, stock: 100 })
  const owner = await createMember(t)
  await makeSeller(t, owner, store.id)
  return { store, sku, seller: caller(t, owner.headers) }
}

let n = 0
const form = (goodsId: string, skuId: string, over: Record<string, unknown> = {}) => ({
  promotionName: `拼团${++n}`,
  goodsId,
  requiredNum: 3,
  limitHours: 24,
  fictitious: false,
  startTime: at(-60),
  endTime: at(60 * 24 * 7),
  skus: [{ skuId, price: 60 }],
  ...over,
})

const buyer = (nickName?: string) => fundedBuyer(t, nickName)

/** Puts the SKU in the buyer's PINTUAN cart and checks out (joining `parentOrderSn` when given). */
async function groupBuy(api: Api, skuId: string, parentOrderSn?: string) {
  const added = await api.post(`/buyer/trade/carts?skuId=${skuId}&num=1&cartType=PINTUAN`)
  if (!added.success) return added
  return api.post('/buyer/trade/carts/create/trade', {
    way: 'PINTUAN',
    client: 'PC',
    ...(parentOrderSn ? { parentOrderSn } : {}),
  })
}
const payWallet = (api: Api, tradeSn: string) =>
  api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${tradeSn}`)
const orderOf = async (tradeSn: string) =>
  (await db().select().from(orders).where(eq(orders.tradeSn, tradeSn)))[0]
const groupRow = async (id: string) =>
  (await db().select().from(pintuanGroups).where(eq(pintuanGroups.id, id)))[0]

async function running(requiredNum = 3, over: Record<string, unknown> = {}) {
  const s = await shop()
  const made = await s.seller.post(
    '/store/promotion/pintuan',
    form(s.sku.goodsId, s.sku.id, { requiredNum, ...over }),
  )
  expect(made.success, JSON.stringify(made)).toBe(true)
  return { ...s, pintuan: made.result as { id: string } }
}

describe('拼团: the seller centre', () => {
  it('creates, lists, edits before the start, closes; refuses bad input and another store’s activity', async () => {
    const s = await shop()
    const created = await s.seller.post(
      '/store/promotion/pintuan',
      form(s.sku.goodsId, s.sku.id, { startTime: at(60), endTime: at(120) }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      storeId: s.store.id,
      goodsId: s.sku.goodsId,
      requiredNum: 3,
      limitHours: 24,
      fictitious: false,
      promotionStatus: 'NEW',
      skus: [{ skuId: s.sku.id, normalPrice: 100, price: 60 }],
    })
    const id = created.result.id
    const edited = await s.seller.put(
      `/store/promotion/pintuan/${id}`,
      form(s.sku.goodsId, s.sku.id, {
        startTime: at(60),
        endTime: at(120),
        requiredNum: 2,
        skus: [{ skuId: s.sku.id, price: 55.5 }],
      }),
    )
    expect(edited.success, JSON.stringify(edited)).toBe(true)
    expect(edited.result).toMatchObject({ requiredNum: 2, skus: [{ price: 55.5 }] })
    const listed = await s.seller.get('/store/promotion/pintuan?promotionStatus=NEW')
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([id])

    const bad = async (over: Record<string, unknown>) =>
      (await s.seller.post('/store/promotion/pintuan', form(s.sku.goodsId, s.sku.id, over))).code
    expect(await bad({ startTime: at(-90), endTime: at(-30) })).toBe(ErrorCodes.PINTUAN_TIME_ERROR.code)
    expect(await bad({ skus: [{ skuId: s.sku.id, price: 100 }] })).toBe(ErrorCodes.PINTUAN_PRICE_ERROR.code)
    // Overlaps the activity above on the same goods.
    expect(await bad({ startTime: at(90), endTime: at(200) })).toBe(ErrorCodes.PINTUAN_OVERLAP.code)
    const elsewhere = await makeSku(t, await makeStore(t))
    expect(await bad({ goodsId: elsewhere.goodsId, skus: [{ skuId: elsewhere.id, price: 1 }] })).toBe(
      ErrorCodes.PINTUAN_GOODS_ERROR.code,
    )
    const offSale = await makeSku(t, s.store, { marketEnable: 'DOWN' })
    expect(await bad({ goodsId: offSale.goodsId, skus: [{ skuId: offSale.id, price: 1 }] })).toBe(
      ErrorCodes.PINTUAN_GOODS_ERROR.code,
    )
    for (const over of [{ requiredNum: 1 }, { requiredNum: 11 }, { limitHours: 0 }, { skus: [] }]) {
      const res = await s.seller.post('/store/promotion/pintuan', form(s.sku.goodsId, s.sku.id, over))
      expect(res.success).toBe(false)
      expect(res.code).not.toBe(500)
    }

    // Another store sees none of it and cannot touch it.
    const other = await shop()
    expect((await other.seller.get(`/store/promotion/pintuan/${id}`)).code).toBe(
      ErrorCodes.PINTUAN_NOT_EXIST.code,
    )
    expect((await other.seller.put(`/store/promotion/pintuan/${id}/close`)).code).toBe(
      ErrorCodes.PINTUAN_NOT_EXIST.code,
    )
    expect((await other.seller.get('/store/promotion/pintuan')).result.total).toBe(0)

    // Started: no more edits; closing is allowed once.
    const live = await running()
    const late = await live.seller.put(
      `/store/promotion/pintuan/${live.pintuan.id}`,
      form(live.sku.goodsId, live.sku.id),
    )
    expect(late.code).toBe(ErrorCodes.PINTUAN_STARTED.code)
    expect(
      (await live.seller.put(`/store/promotion/pintuan/${live.pintuan.id}/close`)).result.promotionStatus,
    ).toBe('CLOSE')
    expect((await live.seller.put(`/store/promotion/pintuan/${live.pintuan.id}/close`)).code).toBe(
      ErrorCodes.PINTUAN_CLOSED.code,
    )
    // Closed: the goods takes no group order any more.
    const b = await buyer()
    expect((await groupBuy(b.api, live.sku.id)).code).toBe(ErrorCodes.PINTUAN_NOT_RUNNING.code)
  })
})

describe('拼团: a group fills, ships; another expires and is refunded', () => {
  it('three buyers fill a 3-person group: orders wait (待成团) until the last payment, then ship', async () => {
    const s = await running(3)
    const [a, b, c, stranger] = [await buyer('张三丰'), await buyer(), await buyer(), await buyer()]

    const goodsBox = await a.api.get(`/buyer/promotion/pintuan/goods/${s.sku.goodsId}`)
    expect(goodsBox.result.pintuan).toMatchObject({ id: s.pintuan.id, requiredNum: 3 })
    expect(goodsBox.result.groups).toEqual([])

    const opened = await groupBuy(a.api, s.sku.id)
    expect(opened.success, JSON.stringify(opened)).toBe(true)
    expect(opened.result).toMatchObject({ flowPrice: 60 })
    const leader = await orderOf(opened.result.sn)
    expect(leader).toMatchObject({ orderPromotionType: 'PINTUAN', goodsPrice: 6_000 })
    expect((await payWallet(a.api, opened.result.sn)).success).toBe(true)
    expect((await orderOf(opened.result.sn)).orderStatus).toBe('PAID')

    // The seller cannot ship an order whose group is still forming.
    const early = await s.seller.post(
      `/store/order/order/${leader.sn}/delivery?logisticsId=1&logisticsNo=SF1`,
    )
    expect(early.success).toBe(false)

    // The goods page and the share link show the group, the leader masked.
    const box = await b.api.get(`/buyer/promotion/pintuan/goods/${s.sku.goodsId}`)
    expect(box.result.groups).toHaveLength(1)
    expect(box.result.groups[0]).toMatchObject({ lack: 2, parentOrderSn: leader.sn, nickName: '张**' })
    const groupId = box.result.groups[0].id
    const share = await stranger.api.get(`/buyer/promotion/pintuan/share?parentOrderSn=${leader.sn}`)
    expect(share.result.group).toMatchObject({ id: groupId, status: 'FORMING', lack: 2 })
    expect(share.result.pintuanMemberVOS).toEqual([
      { nickName: '张**', face: null, leader: true, paid: true },
    ])
    expect((await stranger.api.get(`/buyer/promotion/pintuan/${s.pintuan.id}/members`)).result).toHaveLength(
      1,
    )

    // 我的订单: 拼团中 还差2人.
    const mine = await a.api.get('/buyer/order/order?pageSize=10')
    expect(mine.result.records[0].pintuan).toMatchObject({
      groupId,
      status: 'FORMING',
      lack: 2,
      requiredNum: 3,
    })
    // Another buyer cannot read it.
    expect((await stranger.api.get(`/buyer/order/order/${leader.sn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    // The leader cannot join their own group.
    expect((await groupBuy(a.api, s.sku.id, leader.sn)).code).toBe(ErrorCodes.PINTUAN_GROUP_JOINED.code)

    const joinB = await groupBuy(b.api, s.sku.id, leader.sn)
    expect(joinB.success, JSON.stringify(joinB)).toBe(true)
    expect((await payWallet(b.api, joinB.result.sn)).success).toBe(true)
    const joinC = await groupBuy(c.api, s.sku.id, leader.sn)
    expect(joinC.success, JSON.stringify(joinC)).toBe(true)
    expect((await orderOf(joinB.result.sn)).orderStatus).toBe('PAID')
    expect((await payWallet(c.api, joinC.result.sn)).success).toBe(true)

    expect(await groupRow(groupId)).toMatchObject({ status: 'SUCCESS', paid: 3, taken: 3 })
    for (const sn of [opened.result.sn, joinB.result.sn, joinC.result.sn])
      expect((await orderOf(sn)).orderStatus).toBe('UNDELIVERED')
    const detail = await a.api.get(`/buyer/order/order/${leader.sn}`)
    expect(detail.result.pintuan).toMatchObject({ status: 'SUCCESS', lack: 0 })
    // Full: nobody else joins.
    expect((await groupBuy(stranger.api, s.sku.id, leader.sn)).code).toBe(
      ErrorCodes.PINTUAN_GROUP_CLOSED.code,
    )
    // The job at the deadline changes nothing now.
    expect(
      (await expireGroup({ db: db(), jobs: t.app.jobs }, groupId, new Date(Date.now() + 86_400_000 * 2)))
        .status,
    ).toBe('NONE')
  })

  it('a group short at its deadline fails: the job cancels its orders and refunds the paid one, once', async () => {
    const s = await running(3)
    const [a, b] = [await buyer(), await buyer()]
    const opened = await groupBuy(a.api, s.sku.id)
    expect((await payWallet(a.api, opened.result.sn)).success).toBe(true)
    const leader = await orderOf(opened.result.sn)
    const joined = await groupBuy(b.api, s.sku.id, leader.sn)
    expect(joined.success, JSON.stringify(joined)).toBe(true)
    const groupId = leader.pintuanGroupId as string
    await db()
      .update(pintuanGroups)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(pintuanGroups.id, groupId))

    const ran = await t.app.jobs.run(pintuanExpire, { groupId })
    expect(ran).toMatchObject({ completed: 1, failed: 0 })
    expect(await groupRow(groupId)).toMatchObject({ status: 'FAILED' })
    const paid = await orderOf(opened.result.sn)
    expect(paid).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelReason: GROUP_FAILED_REASON,
      payStatus: 'PAID',
    })
    expect((await orderOf(joined.result.sn)).orderStatus).toBe('CANCELLED')
    const refunds = await db().select().from(walletLogs).where(eq(walletLogs.memberId, a.member.member.id))
    expect(refunds.filter((l) => l.serviceType === 'WALLET_REFUND').map((l) => l.money)).toEqual([6_000])
    const mine = await a.api.get(`/buyer/order/order/${leader.sn}`)
    expect(mine.result.pintuan).toMatchObject({ status: 'FAILED' })

    // Again (a retry, a second node): nothing more happens.
    expect(await t.app.jobs.run(pintuanExpire, { groupId })).toMatchObject({ completed: 1, failed: 0 })
    const again = await db().select().from(walletLogs).where(eq(walletLogs.memberId, a.member.member.id))
    expect(again.filter((l) => l.serviceType === 'WALLET_REFUND')).toHaveLength(1)
  })

  it('an unpaid order cancelled gives its place back; 虚拟成团 succeeds with the paid members', async () => {
    const s = await running(2, { fictitious: true })
    const [a, b, c] = [await buyer(), await buyer(), await buyer()]
    const opened = await groupBuy(a.api, s.sku.id)
    const leader = await orderOf(opened.result.sn)
    const groupId = leader.pintuanGroupId as string
    const joined = await groupBuy(b.api, s.sku.id, leader.sn)
    expect(joined.success).toBe(true)
    expect((await groupBuy(c.api, s.sku.id, leader.sn)).code).toBe(ErrorCodes.PINTUAN_GROUP_FULL.code)
    const cancelled = await b.api.post(
      `/buyer/order/order/${(await orderOf(joined.result.sn)).sn}/cancel?reason=${encodeURIComponent('不想要了')}`,
    )
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true)
    expect(await groupRow(groupId)).toMatchObject({ taken: 1, paid: 0 })
    expect(await db().select().from(pintuanMembers).where(eq(pintuanMembers.groupId, groupId))).toHaveLength(
      1,
    )
    // c takes the freed place, pays; a pays later. Both paid: filled.
    const joinC = await groupBuy(c.api, s.sku.id, leader.sn)
    expect(joinC.success, JSON.stringify(joinC)).toBe(true)
    expect((await payWallet(a.api, opened.result.sn)).success).toBe(true)
    await db()
      .update(pintuanGroups)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(pintuanGroups.id, groupId))
    // Short at the deadline (c unpaid), but 虚拟成团: the paid leader's order ships, c's is cancelled.
    expect((await expireGroup({ db: db(), jobs: t.app.jobs }, groupId)).status).toBe('SUCCESS')
    expect((await orderOf(opened.result.sn)).orderStatus).toBe('UNDELIVERED')
    expect((await orderOf(joinC.result.sn)).orderStatus).toBe('CANCELLED')
  })
})

describe('拼团 under concurrency', () => {
  it('six buyers join a 3-person group at once: two get the places, the rest are refused 42049', async () => {
    const s = await running(3)
    const a = await buyer()
    const opened = await groupBuy(a.api, s.sku.id)
    const leader = await orderOf(opened.result.sn)
    const joiners = await Promise.all(Array.from({ length: 6 }, () => buyer()))
    for (const j of joiners)
      expect((await j.api.post(`/buyer/trade/carts?skuId=${s.sku.id}&num=1&cartType=PINTUAN`)).success).toBe(
        true,
      )
    const results = await Promise.all(
      joiners.map((j) =>
        j.api.post('/buyer/trade/carts/create/trade', {
          way: 'PINTUAN',
          client: 'PC',
          parentOrderSn: leader.sn,
        }),
      ),
    )
    const ok = results.filter((r) => r.success)
    expect(ok).toHaveLength(2)
    expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual(
      Array(4).fill(ErrorCodes.PINTUAN_GROUP_FULL.code),
    )
    expect(await groupRow(leader.pintuanGroupId as string)).toMatchObject({ taken: 3, paid: 0 })
    // All pay at once: the group fills exactly once.
    const payers = [a, ...joiners.filter((_, i) => results[i].success)]
    const trades = [opened.result.sn, ...ok.map((r) => r.result.sn)]
    const paid = await Promise.all(payers.map((p, i) => payWallet(p.api, trades[i])))
    expect(
      paid.every((p) => p.success),
      JSON.stringify(paid),
    ).toBe(true)
    expect(await groupRow(leader.pintuanGroupId as string)).toMatchObject({
      status: 'SUCCESS',
      paid: 3,
      taken: 3,
    })
    for (const sn of trades) expect((await orderOf(sn)).orderStatus).toBe('UNDELIVERED')
  })

  it('the deadline and the last payment racing end in exactly one outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await running(2)
      const [a, b] = [await buyer(), await buyer()]
      const opened = await groupBuy(a.api, s.sku.id)
      expect((await payWallet(a.api, opened.result.sn)).success).toBe(true)
      const leader = await orderOf(opened.result.sn)
      const joined = await groupBuy(b.api, s.sku.id, leader.sn)
      const groupId = leader.pintuanGroupId as string
      await db()
        .update(pintuanGroups)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(eq(pintuanGroups.id, groupId))
      const [expired, pay] = await Promise.all([
        expireGroup({ db: db(), jobs: t.app.jobs }, groupId),
        payWallet(b.api, joined.result.sn),
      ])
      const group = await groupRow(groupId)
      const states = [
        (await orderOf(opened.result.sn)).orderStatus,
        (await orderOf(joined.result.sn)).orderStatus,
      ]
      if (group.status === 'SUCCESS') {
        expect(pay.success).toBe(true)
        expect(expired.status).toBe('NONE')
        expect(states).toEqual(['UNDELIVERED', 'UNDELIVERED'])
      } else {
        expect(group.status).toBe('FAILED')
        expect(expired.status).toBe('FAILED')
        expect(pay.success).toBe(false)
        expect(states).toEqual(['CANCELLED', 'CANCELLED'])
        // b's wallet was never charged; a's payment came back once.
        const bLogs = await db().select().from(walletLogs).where(eq(walletLogs.memberId, b.member.member.id))
        expect(bLogs.filter((l) => l.serviceType !== 'WALLET_RECHARGE')).toEqual([])
      }
    }
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import {
  afterSaleLogs,
  goodsSkus,
  memberEvaluations,
  orderItems,
  orders,
  storeAfterSaleAddresses,
  walletLogs,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletBalance } from '../../modules/wallet/ledger.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { fileComplaint } from '../../testing/arbitration.ts'
import { completedOrder } from '../../testing/orders.ts'
import { caller } from '../../testing/trade.ts'

/**
 * The seller's queues (decision 121): after-sale counts, log, return address and restock on receipt;
 * review list, filters and the one reply; complaint appeal and dialogue. Parallel requests are real
 * concurrent transactions on PostgreSQL (TEST_DATABASE_URL) and serialised on PGlite; both must end
 * the same way.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

type Fixture = Awaited<ReturnType<typeof completedOrder>>

async function returned(f: Fixture) {
  const sn = (
    await f.buyer.post(
      `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_GOODS&num=${f.item.num}&reason=r&problemDesc=d`,
    )
  ).result.sn as string
  const passed = await f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS&remark=ok`)
  expect(passed.success, JSON.stringify(passed)).toBe(true)
  const carriers = (await f.buyer.get('/buyer/other/logistics')).result
  const shipped = await f.buyer.post(
    `/buyer/order/afterSale/delivery/${sn}?logisticsNo=SF20261124&logisticsId=${carriers[0].id}&mDeliverTime=2026-11-24`,
  )
  expect(shipped.success, JSON.stringify(shipped)).toBe(true)
  return sn
}

const stock = async (skuId: string) =>
  (await t.database.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0].quantity

describe('after-sale queue', () => {
  it('counts per status, the log and the return address from the store settings', async () => {
    const f = await completedOrder(t, { num: 2 })
    const empty = await f.seller.get('/store/order/afterSale/numbers')
    expect(empty.result).toMatchObject({ APPLY: 0, PASS: 0, COMPLETE: 0 })
    const sn = (
      await f.buyer.post(
        `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_GOODS&num=1&reason=r&problemDesc=d`,
      )
    ).result.sn
    expect((await f.seller.get('/store/order/afterSale/numbers')).result.APPLY).toBe(1)
    const listed = await f.seller.get('/store/order/afterSale/page?serviceStatus=APPLY')
    expect(listed.result.records.map((r: { sn: string }) => r.sn)).toEqual([sn])
    await f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)
    const counts = (await f.seller.get('/store/order/afterSale/numbers')).result
    expect(counts).toMatchObject({ APPLY: 0, PASS: 1 })
    const log = await f.seller.get(`/store/order/afterSale/log/${sn}`)
    expect(log.result.map((l: { message: string }) => l.message).join('|')).toContain('审核通过')

    const none = await f.seller.get(`/store/order/afterSale/getStoreAfterSaleAddress/${sn}`)
    expect(none.result.salesConsigneeName).toBeNull()
    await t.database.db.insert(storeAfterSaleAddresses).values({
      storeId: f.store.id,
      salesConsigneeName: '退货仓',
      salesConsigneeMobile: '13900000000',
      salesConsigneeAddressId: '110000,110100,110105',
      salesConsigneeAddressPath: '北京市,北京市,朝阳区',
      salesConsigneeDetail: '建国路2号',
    })
    const address = await f.seller.get(`/store/order/afterSale/getStoreAfterSaleAddress/${sn}`)
    expect(address.result).toMatchObject({ salesConsigneeName: '退货仓', salesConsigneeDetail: '建国路2号' })
    // The buyer sees the same address.
    const theirs = await f.buyer.get(`/buyer/order/afterSale/getStoreAfterSaleAddress/${sn}`)
    expect(theirs.result.salesConsigneeName).toBe('退货仓')

    const other = await completedOrder(t)
    for (const url of [
      `/store/order/afterSale/log/${sn}`,
      `/store/order/afterSale/getStoreAfterSaleAddress/${sn}`,
    ])
      expect((await other.seller.get(url)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await other.seller.get('/store/order/afterSale/numbers')).result.PASS).toBe(0)
    expect((await f.seller.get('/store/order/afterSale/log/A0000')).code).toBe(
      ErrorCodes.AFTER_SALES_NOT_EXIST.code,
    )
  })

  it('confirming receipt with restock puts the returned units back; without, stock stays', async () => {
    const f = await completedOrder(t, { num: 2, stock: 10 })
    const before = await stock(f.sku.id)
    const sn = await returned(f)
    const done = await f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS&restock=true`)
    expect(done.success, JSON.stringify(done)).toBe(true)
    expect(done.result.serviceStatus).toBe('COMPLETE')
    expect(await stock(f.sku.id)).toBe(before + 2)
    const log = (await f.seller.get(`/store/order/afterSale/log/${sn}`)).result
    expect(log.map((l: { message: string }) => l.message).join('|')).toContain('2件退回商品已入库')

    const g = await completedOrder(t, { num: 1, stock: 10 })
    const gBefore = await stock(g.sku.id)
    const gSn = await returned(g)
    expect((await g.seller.post(`/store/order/afterSale/confirm/${gSn}?serviceStatus=PASS`)).success).toBe(
      true,
    )
    expect(await stock(g.sku.id)).toBe(gBefore)
  })

  it('restock only with an accepted parcel (60209)', async () => {
    const f = await completedOrder(t)
    const before = await stock(f.sku.id)
    const sn = await returned(f)
    const res = await f.seller.post(
      `/store/order/afterSale/confirm/${sn}?serviceStatus=REFUSE&remark=${encodeURIComponent('破损')}&restock=true`,
    )
    expect(res.code).toBe(ErrorCodes.AFTER_SALE_RESTOCK_ERROR.code)
    expect(await stock(f.sku.id)).toBe(before)
    expect((await f.seller.get(`/store/order/afterSale/get/${sn}`)).result.serviceStatus).toBe('BUYER_RETURN')
  })

  it('two receipts with restock at once: stock returned once, refund once', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await completedOrder(t, { num: 3, stock: 20, price: 2_000 })
      const stockBefore = await stock(f.sku.id)
      const balanceBefore = (await walletBalance(t.database.db, f.buyerMember.member.id)).balance
      const sn = await returned(f)
      // Distinct remarks: the duplicate-submit guard must not be what stops the second call.
      const results = await Promise.all([
        f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS&restock=true&remark=a`),
        f.seller.post(`/store/order/afterSale/confirm/${sn}?serviceStatus=PASS&restock=true&remark=b`),
      ])
      expect(results.filter((r) => r.success)).toHaveLength(1)
      const lost = results.find((r) => !r.success)
      expect(lost?.code).toBe(ErrorCodes.AFTER_STATUS_ERROR.code)
      expect(await stock(f.sku.id)).toBe(stockBefore + 3)
      const refunds = await t.database.db
        .select()
        .from(walletLogs)
        .where(
          and(eq(walletLogs.memberId, f.buyerMember.member.id), eq(walletLogs.serviceType, 'WALLET_REFUND')),
        )
      expect(refunds).toHaveLength(1)
      expect((await walletBalance(t.database.db, f.buyerMember.member.id)).balance).toBe(
        balanceBefore + 6_000,
      )
      const logs = await t.database.db.select().from(afterSaleLogs).where(eq(afterSaleLogs.sn, sn))
      expect(logs.filter((l) => l.toStatus === 'SELLER_CONFIRM')).toHaveLength(1)
    }
  })
})

async function review(f: Fixture, grade: string, images = '') {
  const res = await f.buyer.post(
    `/buyer/member/evaluation?${new URLSearchParams({ orderItemSn: f.orderItemSn, goodsId: f.sku.goodsId, skuId: f.sku.id, grade, content: `${grade}的评价`, deliveryScore: '5', serviceScore: '5', descriptionScore: '5', ...(images ? { images } : {}) })}`,
  )
  expect(res.success, JSON.stringify(res)).toBe(true)
  return res.result.id as string
}

describe('names in the reader’s language', () => {
  it('after-sales and complaints name goods, variant and store as their order did, in each console', async () => {
    const f = await completedOrder(t)
    // The order as an English-named goods leaves it; this store gave no English name.
    await t.database.db
      .update(orderItems)
      .set({
        goodsNameEn: 'Celadon Cup',
        specList: [{ specName: '规格', specValue: '标准', specNameEn: 'Size', specValueEn: 'Standard' }],
      })
      .where(eq(orderItems.sn, f.orderItemSn))
    const sn = (
      await f.buyer.post(
        `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
      )
    ).result.sn
    const id = await fileComplaint(f)
    // Filed: later changes to the order do not reach them.
    await t.database.db.update(orders).set({ storeNameEn: 'Later Name' }).where(eq(orders.sn, f.orderSn))
    const chinese = { goodsName: f.item.goodsName, storeName: f.store.storeName }
    const english = { goodsName: 'Celadon Cup', storeName: f.store.storeName }
    const seller = { zh: f.seller, en: caller(t, { ...f.sellerMember.headers, 'accept-language': 'en' }) }
    const operator = (await makeAdmin(t, { superUser: true })).headers
    const admin = { zh: caller(t, operator), en: caller(t, { ...operator, 'accept-language': 'en' }) }
    for (const [lang, names] of [
      ['zh', { ...chinese, simpleSpecs: '标准' }],
      ['en', { ...english, simpleSpecs: 'Standard' }],
    ] as const) {
      const afterSale = { sn, ...names }
      expect((await seller[lang].get('/store/order/afterSale/page')).result.records).toEqual([
        expect.objectContaining(afterSale),
      ])
      expect((await seller[lang].get(`/store/order/afterSale/get/${sn}`)).result).toMatchObject(afterSale)
      const listed = (await admin[lang].get(`/manager/order/afterSale/page?keywords=${sn}`)).result.records
      expect(listed).toEqual([expect.objectContaining(afterSale)])
      expect((await admin[lang].get(`/manager/order/afterSale/get/${sn}`)).result.afterSale).toMatchObject(
        afterSale,
      )
      const { simpleSpecs: _variant, ...complaint } = { id, ...names }
      expect((await seller[lang].get('/store/order/complain')).result.records).toEqual([
        expect.objectContaining(complaint),
      ])
      expect((await seller[lang].get(`/store/order/complain/${id}`)).result).toMatchObject(complaint)
      expect((await admin[lang].get(`/manager/order/complain/${id}`)).result).toMatchObject(complaint)
    }
    // The seller finds it by the name it reads.
    const found = await seller.en.get('/store/order/afterSale/page?keywords=celadon%20cup')
    expect(found.result.records.map((r: { sn: string }) => r.sn)).toEqual([sn])
  })
})

describe('review queue', () => {
  it('lists the store’s reviews with grade and reply filters, counts them, and takes one reply', async () => {
    const f = await completedOrder(t)
    const id = await review(f, 'WORSE')
    const list = await f.seller.get('/store/member/evaluation?grade=WORSE')
    expect(list.result.records.map((r: { id: string }) => r.id)).toEqual([id])
    expect((await f.seller.get('/store/member/evaluation?grade=GOOD')).result.total).toBe(0)
    expect((await f.seller.get('/store/member/evaluation?haveImage=1')).result.total).toBe(0)
    expect((await f.seller.get('/store/member/evaluation/numbers')).result).toEqual({
      all: 1,
      good: 0,
      moderate: 0,
      worse: 1,
      haveImage: 0,
      unreplied: 1,
    })
    const reviews = `/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation?pageSize=10`
    expect(JSON.stringify((await f.buyer.get(reviews)).result)).not.toContain('抱歉')
    const first = await f.seller.put(
      `/store/member/evaluation/reply/${id}?reply=${encodeURIComponent('抱歉，已为您补发')}`,
    )
    expect(first.success, JSON.stringify(first)).toBe(true)
    const second = await f.seller.put(
      `/store/member/evaluation/reply/${id}?reply=${encodeURIComponent('再回一次')}`,
    )
    expect(second.code).toBe(ErrorCodes.EVALUATION_ALREADY_REPLIED.code)
    expect((await f.seller.get('/store/member/evaluation?replied=1')).result.records[0]).toMatchObject({
      reply: '抱歉，已为您补发',
      replyStatus: true,
    })
    expect((await f.seller.get('/store/member/evaluation/numbers')).result.unreplied).toBe(0)
    // The buyer goods page's review list shows the reply.
    expect(JSON.stringify((await f.buyer.get(reviews)).result)).toContain('抱歉，已为您补发')

    const other = await completedOrder(t)
    expect((await other.seller.get('/store/member/evaluation')).result.total).toBe(0)
    expect((await other.seller.get('/store/member/evaluation/numbers')).result.all).toBe(0)
  })

  it('two replies at once: one lands, the other is refused', async () => {
    const f = await completedOrder(t)
    const id = await review(f, 'GOOD')
    const results = await Promise.all(
      ['谢谢', '感谢支持'].map((r) =>
        f.seller.put(`/store/member/evaluation/reply/${id}?reply=${encodeURIComponent(r)}`),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.EVALUATION_ALREADY_REPLIED.code)
    const [row] = await t.database.db.select().from(memberEvaluations).where(eq(memberEvaluations.id, id))
    expect(['谢谢', '感谢支持']).toContain(row.reply)
  })
})

describe('complaint queue', () => {
  it('the store answers, appeals with pictures, and the buyer sees the dialogue', async () => {
    const f = await completedOrder(t)
    const id = await fileComplaint(f)
    const page = await f.seller.get('/store/order/complain?status=NEW')
    expect(page.result.records.map((c: { id: string }) => c.id)).toEqual([id])
    const said = await f.seller.post(
      `/store/order/complain/communication?complainId=${id}&content=${encodeURIComponent('请提供照片')}`,
    )
    expect(said.success, JSON.stringify(said)).toBe(true)
    const bad = await f.seller.put(
      `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=x&appealImages=${encodeURIComponent('https://evil.example/a.png')}`,
    )
    expect(bad.success).toBe(false)
    const appealed = await f.seller.put(
      `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=${encodeURIComponent('发货前已检查')}`,
    )
    expect(appealed.result.complainStatus).toBe('WAIT_ARBITRATION')
    const detail = await f.buyer.get(`/buyer/order/complain/${id}`)
    expect(detail.result.orderComplaintCommunications.map((c: { content: string }) => c.content)).toEqual([
      '请提供照片',
    ])
    expect(detail.result.appealContent).toBe('发货前已检查')
  })
})

import { chinaDay, chinaDayAhead, dayParts } from '@silk/contracts/china-time'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liliRange } from '../../modules/reports/lili-statistics.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { completedOrder } from '../../testing/orders.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { caller } from '../../testing/trade.ts'

/** Issue 67: lilishop's seller 统计 pages, answered from this product's report in lilishop's VOs. */
let t: TestApp
let a: Awaited<ReturnType<typeof completedOrder>>
let b: Awaited<ReturnType<typeof completedOrder>>
beforeAll(async () => {
  t = await createTestApp()
  a = await completedOrder(t)
  b = await completedOrder(t)
  // B gets a second order and an after-sale: none of it may show in A's figures.
  const applied = await b.buyer.post(
    `/buyer/order/afterSale/save/${b.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
  )
  expect(applied.success).toBe(true)
}, 180_000)
afterAll(() => t.close())

const refused = { success: false, code: ErrorCodes.USER_AUTHORITY_ERROR.code }

describe('lilishop’s seller 统计 pages', () => {
  it('takes lilishop’s ranges: searchType (today included) or a calendar month', () => {
    const now = Date.parse('2026-03-10T04:00:00Z') // 12:00 in China
    expect(liliRange({ searchType: 'TODAY' }, now)).toEqual({ from: '2026-03-10', to: '2026-03-10' })
    expect(liliRange({ searchType: 'YESTERDAY' }, now)).toEqual({ from: '2026-03-09', to: '2026-03-09' })
    expect(liliRange({ searchType: 'LAST_SEVEN' }, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' })
    expect(liliRange({ searchType: 'LAST_THIRTY' }, now)).toEqual({ from: '2026-02-09', to: '2026-03-10' })
    expect(liliRange({ searchType: '', year: 2024, month: 2 }, now)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    })
    expect(liliRange({ searchType: '', year: 2025, month: 12 }, now)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(liliRange({}, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' })
  })

  it('answers the goods ranking, the chart, the overview, the order and refund tables and the views', async () => {
    const goods = (await a.seller.get('/store/statistics/goods?searchType=LAST_SEVEN&year=&month=&type=NUM'))
      .result
    expect(goods).toEqual([
      { goodsId: a.sku.goodsId, goodsName: expect.any(String), num: 1, price: expect.any(Number) },
    ])
    const byPrice = (await a.seller.get('/store/statistics/goods?searchType=TODAY&type=PRICE')).result
    expect(byPrice[0].price).toBe(goods[0].price)

    const chart = (await a.seller.get('/store/statistics/order?searchType=LAST_SEVEN')).result
    expect(chart.map((p: { createTime: string }) => p.createTime)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((d) => chinaDayAhead(d)),
    )
    expect(chart[6].price).toBe(goods[0].price)
    expect(chart.slice(0, 6).every((p: { price: number }) => p.price === 0)).toBe(true)

    const overview = (await a.seller.get('/store/statistics/order/overview?searchType=TODAY')).result
    expect(overview).toMatchObject({
      orderNum: 1,
      orderMemberNum: 1,
      paymentOrderNum: 1,
      paymentsNum: 1,
      paymentAmount: goods[0].price,
      refundOrderNum: 0,
      refundOrderPrice: 0,
      // No visits recorded: lilishop writes 0% rather than dividing by zero.
      orderConversionRate: '0%',
      paymentsConversionRate: '100%',
    })

    const placed = (
      await a.seller.get('/store/statistics/order/order?searchType=TODAY&pageNumber=1&pageSize=10')
    ).result
    expect(placed).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 })
    expect(placed.records[0]).toMatchObject({
      sn: a.orderSn,
      orderStatus: 'COMPLETED',
      flowPrice: goods[0].price,
      createTime: expect.stringMatching(new RegExp(`^${chinaDay()} \\d{2}:\\d{2}:\\d{2}$`)),
    })
    // Last month has none of today's orders.
    const { year, month } = dayParts(chinaDayAhead(-40))
    expect(
      (await a.seller.get(`/store/statistics/order/order?searchType=&year=${year}&month=${month}`)).result
        .total,
    ).toBe(0)

    const refunds = (await b.seller.get('/store/statistics/order/refund?searchType=TODAY')).result
    expect(refunds.records).toHaveLength(1)
    expect(refunds.records[0]).toMatchObject({
      orderSn: b.orderSn,
      serviceType: 'RETURN_MONEY',
      serviceStatus: 'APPLY',
    })
    expect((await a.seller.get('/store/statistics/order/refund?searchType=TODAY')).result.total).toBe(0)

    const views = (await a.seller.get('/store/statistics/view/list?searchType=LAST_THIRTY')).result
    expect(views).toHaveLength(30)
    expect(views[29]).toEqual({ date: chinaDay(), pvNum: expect.any(Number), uvNum: expect.any(Number) })

    const shops = (await a.seller.get('/store/shop?pageNumber=1&pageSize=10')).result
    expect(shops).toMatchObject({ total: 1, records: [{ id: a.store.id }] })
  })

  it('is the seller’s own store whatever storeId the console sends', async () => {
    const mine = (await a.seller.get(`/store/statistics/order/order?searchType=TODAY&storeId=${b.store.id}`))
      .result
    expect(mine.records.map((o: { sn: string }) => o.sn)).toEqual([a.orderSn])
    const goods = (await a.seller.get(`/store/statistics/goods?searchType=TODAY&storeId=${b.store.id}`))
      .result
    expect(goods.map((g: { goodsId: string }) => g.goodsId)).toEqual([a.sku.goodsId])
  })

  it('refuses bad ranges with a parameter error, and a clerk without statistics', async () => {
    for (const q of [
      'searchType=LAST_YEAR',
      'searchType=&year=1999&month=1',
      'searchType=&year=2025&month=13',
      'type=BOTH',
    ])
      expect(await a.seller.get(`/store/statistics/goods?${q}`)).toMatchObject({
        success: false,
        code: ErrorCodes.PARAMS_ERROR.code,
      })
    const role = await makeRole(t, a.sellerMember.headers, '商品员', ['goods:read'])
    const clerk = caller(t, (await makeClerk(t, a.sellerMember.headers, a.store.id, [role.id])).headers)
    for (const url of [
      '/store/shop',
      '/store/statistics/goods',
      '/store/statistics/order',
      '/store/statistics/order/overview',
      '/store/statistics/order/order',
      '/store/statistics/order/refund',
      '/store/statistics/view/list',
    ])
      expect(await clerk.get(url)).toMatchObject(refused)
    const reporter = await makeRole(t, a.sellerMember.headers, '统计员', ['statistics:read'])
    const reader = caller(t, (await makeClerk(t, a.sellerMember.headers, a.store.id, [reporter.id])).headers)
    expect(
      (await reader.get('/store/statistics/order/overview?searchType=TODAY')).result.paymentOrderNum,
    ).toBe(1)
  })
})

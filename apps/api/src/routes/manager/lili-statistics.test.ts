import { chinaDay, chinaDayAhead } from '@silk/contracts/china-time'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liliRange } from '../../modules/reports/lili-statistics.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { paidOrder } from '../../testing/orders.ts'
import { caller } from '../../testing/trade.ts'

/** lilishop's 会员统计, 商品统计, 流量统计 and 订单统计 pages, answered from this product's report (decision 158). */
let t: TestApp
let auditor: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp()
  auditor = caller(t, (await makeAdmin(t, { permissions: ['statistics:read'] })).headers)
}, 60_000)
afterAll(() => t.close())

describe('lilishop statistics ranges', () => {
  const now = Date.parse('2026-03-15T10:00:00+08:00')
  it('reads searchType as days ending today, or a calendar month up to today', () => {
    expect(liliRange({ searchType: 'TODAY' }, now)).toEqual({ from: '2026-03-15', to: '2026-03-15' })
    expect(liliRange({ searchType: 'YESTERDAY' }, now)).toEqual({ from: '2026-03-14', to: '2026-03-14' })
    expect(liliRange({ searchType: 'LAST_SEVEN' }, now)).toEqual({ from: '2026-03-09', to: '2026-03-15' })
    expect(liliRange({ searchType: 'LAST_THIRTY' }, now)).toEqual({ from: '2026-02-14', to: '2026-03-15' })
    expect(liliRange({ searchType: '', year: 2026, month: 2 }, now)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(liliRange({ searchType: '', year: 2025, month: 12 }, now)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(liliRange({ searchType: '', year: 2026, month: 3 }, now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    })
    expect(liliRange({}, now)).toEqual({ from: '2026-03-09', to: '2026-03-15' })
    expect(() => liliRange({ searchType: '', year: 2026, month: 4 }, now)).toThrow()
  })
})

describe('GET /manager/statistics/{member,goods,view/list}', () => {
  it('answers a row a day of members, the top goods by quantity and amount, and page views', async () => {
    const order = await paidOrder(t, { price: 2_500, num: 2 })
    const members = await auditor.get('/manager/statistics/member?searchType=LAST_SEVEN')
    expect(members.success).toBe(true)
    expect(members.result.map((r: { createDate: string }) => r.createDate)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((d) => chinaDayAhead(d)),
    )
    const today = members.result[6]
    expect(today.newlyAdded).toBeGreaterThanOrEqual(2)
    expect(today.memberCount).toBeGreaterThanOrEqual(today.newlyAdded)
    expect(today.activeQuantity).toBeNull()

    const byNum = (await auditor.get('/manager/statistics/goods?searchType=TODAY&type=NUM')).result
    const row = byNum.find((g: { goodsId: string }) => g.goodsId === order.sku.goodsId)
    expect(row).toMatchObject({ num: 2, price: expect.any(Number) })
    expect(row.price).toBeGreaterThanOrEqual(50)
    const byPrice = (await auditor.get('/manager/statistics/goods?searchType=TODAY&type=PRICE')).result
    expect(byPrice.map((g: { goodsId: string }) => g.goodsId)).toContain(order.sku.goodsId)
    const elsewhere = await auditor.get(
      `/manager/statistics/goods?searchType=TODAY&storeId=${order.store.id}9`,
    )
    expect(elsewhere.success).toBe(false)

    const views = await auditor.get(
      `/manager/statistics/view/list?searchType=&year=${chinaDay().slice(0, 4)}&month=${Number(chinaDay().slice(5, 7))}`,
    )
    expect(views.success).toBe(true)
    expect(views.result[0]).toEqual({
      date: `${chinaDay().slice(0, 8)}01`,
      pvNum: expect.any(Number),
      uvNum: expect.any(Number),
    })
  })

  it('refuses a range it cannot read with a clear error, never a 500', async () => {
    const bad = await t.app.inject({
      url: '/manager/statistics/member?searchType=LAST_YEAR',
      headers: (await makeAdmin(t, { permissions: ['statistics:read'] })).headers,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('统计时间须为今天、昨天、近7天或近30天')
    const future = await auditor.get(`/manager/statistics/view/list?searchType=&year=2099&month=1`)
    expect(future.code).toBe(ErrorCodes.REPORT_DATE_RANGE.code)
  })
})

describe('GET /manager/statistics/order{,/overview,/order,/refund}', () => {
  it('counts the whole platform, or the store the console picks', async () => {
    const a = await paidOrder(t, { price: 1_000 })
    const b = await paidOrder(t, { price: 3_000 })
    const all = (await auditor.get('/manager/statistics/order/overview?searchType=TODAY')).result
    expect(all.orderNum).toBeGreaterThanOrEqual(2)
    expect(all.paymentOrderNum).toBeGreaterThanOrEqual(2)
    const one = (
      await auditor.get(`/manager/statistics/order/overview?searchType=TODAY&storeId=${a.store.id}`)
    ).result
    expect(one).toMatchObject({ orderNum: 1, orderMemberNum: 1, paymentOrderNum: 1, paymentsNum: 1 })
    expect(one.orderAmount).toBeGreaterThanOrEqual(10)

    const sns = (
      await auditor.get('/manager/statistics/order/order?searchType=TODAY&pageNumber=1&pageSize=100')
    ).result.records.map((o: { sn: string }) => o.sn)
    expect(sns).toEqual(expect.arrayContaining([a.orderSn, b.orderSn]))
    const mine = (
      await auditor.get(`/manager/statistics/order/order?searchType=TODAY&storeId=${b.store.id}&pageSize=10`)
    ).result
    expect(mine.records.map((o: { sn: string }) => o.sn)).toEqual([b.orderSn])
    const chart = (await auditor.get('/manager/statistics/order?searchType=LAST_SEVEN')).result
    expect(chart).toHaveLength(7)
    expect(chart[6].price).toBeGreaterThanOrEqual(40)
    const refunds = await auditor.get(
      `/manager/statistics/order/refund?searchType=TODAY&storeId=${a.store.id}`,
    )
    expect(refunds.result).toMatchObject({ total: 0, records: [] })

    const unknown = await auditor.get(
      `/manager/statistics/order/overview?searchType=TODAY&storeId=${a.store.id}9`,
    )
    expect(unknown.code).toBe(ErrorCodes.REPORT_STORE_NOT_EXIST.code)
  })
})

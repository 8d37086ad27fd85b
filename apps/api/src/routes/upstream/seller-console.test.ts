import { chinaDay, chinaDayAhead, dayParts } from '@silk/contracts/china-time'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liliRange } from '../../modules/reports/lili-statistics.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { completedOrder } from '../../testing/orders.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { caller, regionPath } from '../../testing/trade.ts'

/** Issue 67: lilishop's seller 统计 pages (this product's report in lilishop's VOs) and its ship-from address. */
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
      {
        goodsId: a.sku.goodsId,
        goodsName: expect.any(String),
        storeName: expect.any(String),
        num: 1,
        price: expect.any(Number),
      },
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

describe('lilishop’s ship-from address (店铺设置)', () => {
  it('is this product’s own ship-from address, in StoreDeliverGoodsAddressDTO, saved without the return address', async () => {
    const url = '/store/settings/storeSettings/storeDeliverGoodsAddress'
    const region = await regionPath(t)
    // The seller centre's own form sets both addresses; lilishop's reads the ship-from one.
    const own = await a.seller.put('/store/settings/storeSettings/address', {
      shipAddress: { name: '发货员', mobile: '13800138001', regionIdPath: region, detail: '仓库一号' },
      returnAddress: { name: '退货员', mobile: '13800138002', regionIdPath: region, detail: '退货处' },
    })
    expect(own.success).toBe(true)
    const read = (await a.seller.get(url)).result
    expect(read).toEqual({
      salesConsignorName: '发货员',
      salesConsignorMobile: '13800138001',
      salesConsignorAddressId: region,
      salesConsignorAddressPath: own.result.shipAddress.regionPath,
      salesConsignorDetail: '仓库一号',
    })
    const saved = await a.seller.put(
      `${url}?salesConsignorName=${encodeURIComponent('新发货员')}&salesConsignorMobile=13800138003&salesConsignorAddressId=${region}&salesConsignorAddressPath=x&salesConsignorDetail=${encodeURIComponent('仓库二号')}`,
    )
    // The region names come from the ids, not from what the client wrote.
    expect(saved.result).toMatchObject({
      salesConsignorName: '新发货员',
      salesConsignorAddressPath: read.salesConsignorAddressPath,
    })
    const settings = (await a.seller.get('/store/settings/storeSettings')).result
    expect(settings.shipAddress).toMatchObject({ name: '新发货员', detail: '仓库二号' })
    expect(settings.returnAddress).toMatchObject({ name: '退货员' })
    // B has none: lilishop answers null.
    expect(await b.seller.get(url)).toMatchObject({ success: true, result: null })
    // Bad input: a clear parameter error; a region chain that does not exist: the settings' own refusal.
    expect(
      await a.seller.put(`${url}?salesConsignorName=&salesConsignorMobile=1&salesConsignorAddressId=x`),
    ).toMatchObject({
      success: false,
      code: ErrorCodes.PARAMS_ERROR.code,
    })
    expect(
      await a.seller.put(
        `${url}?salesConsignorName=a&salesConsignorMobile=13800138003&salesConsignorAddressId=999999,1&salesConsignorDetail=d`,
      ),
    ).toMatchObject({ success: false, code: ErrorCodes.STORE_SETTINGS_REGION_ERROR.code })
    // A clerk who reads settings may look, not change.
    const reader = await makeRole(t, a.sellerMember.headers, '设置查看', ['setting:read'])
    const clerk = caller(t, (await makeClerk(t, a.sellerMember.headers, a.store.id, [reader.id])).headers)
    expect((await clerk.get(url)).result.salesConsignorName).toBe('新发货员')
    expect(
      await clerk.put(
        `${url}?salesConsignorName=a&salesConsignorMobile=13800138003&salesConsignorAddressId=${region}&salesConsignorDetail=d`,
      ),
    ).toMatchObject(refused)
  })
})

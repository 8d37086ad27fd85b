import { ErrorCodes } from '@silk/contracts/errors'
import {
  memberCoupons,
  members,
  orderItems,
  orderLogs,
  orders,
  trades,
  walletLogs,
} from '@silk/db/schema/index'
import { parse } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit, walletBalance } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { orderAt, paidOrder } from '../../testing/orders.ts'
import { addAddress, caller, makeCoupon, regionPath, stockOf } from '../../testing/trade.ts'

/**
 * The seller order desk (issue 20, decision 120): list, counts, detail, export and every action,
 * each through the order state machine and into the order log, and none across stores.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const row = async (sn: string) => (await t.database.db.select().from(orders).where(eq(orders.sn, sn)))[0]
const logsOf = (sn: string) => t.database.db.select().from(orderLogs).where(eq(orderLogs.orderSn, sn))
const carriers = async (f: Awaited<ReturnType<typeof paidOrder>>) =>
  (await f.seller.get('/store/other/logistics')).result as { id: string; name: string; code: string }[]
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

describe('list, counts and detail', () => {
  it('lists the store’s orders by tab with counts, and searches by sn, buyer, goods and dates', async () => {
    const f = await paidOrder(t)
    const unpaid = await orderAt(t, f, { pay: false })
    const shipped = await orderAt(t, f)
    const [carrier] = await carriers(f)
    expect(
      (
        await f.seller.post(
          `/store/order/order/${shipped.sn}/delivery?logisticsId=${carrier.id}&logisticsNo=SF100200300`,
        )
      ).success,
    ).toBe(true)
    const other = await paidOrder(t)

    const counts = (await f.seller.get('/store/order/order/orderNum')).result
    expect(counts).toEqual({
      ALL: 3,
      UNPAID: 1,
      UNDELIVERED: 1,
      DELIVERED: 1,
      TAKE: 0,
      COMPLETED: 0,
      CANCELLED: 0,
    })
    const waiting = (await f.seller.get('/store/order/order?orderStatus=UNDELIVERED')).result
    expect(waiting.total).toBe(1)
    expect(waiting.records[0].sn).toBe(f.orderSn)
    expect(waiting.records[0].orderItems[0].name).toBe(f.item.goodsName)
    expect(waiting.records[0].consigneeName).toBe('张三')
    const all = (await f.seller.get('/store/order/order?pageSize=2')).result
    expect([all.total, all.pages, all.records.length]).toEqual([3, 2, 2])
    expect(JSON.stringify(all)).not.toContain(other.orderSn)

    const bySn = (await f.seller.get(`/store/order/order?orderSn=${unpaid.sn.slice(-8)}`)).result
    expect(bySn.records.map((r: { sn: string }) => r.sn)).toEqual([unpaid.sn])
    const { memberName } = await row(unpaid.sn)
    const byName = (await f.seller.get(`/store/order/order?buyer=${encodeURIComponent(memberName)}`)).result
    expect(byName.records.map((r: { sn: string }) => r.sn)).toContain(unpaid.sn)
    expect(byName.records.every((r: { memberName: string }) => r.memberName.includes(memberName))).toBe(true)
    const [m] = await t.database.db.select().from(members).where(eq(members.id, shipped.member.member.id))
    const byMobile = (await f.seller.get(`/store/order/order?buyer=${m.mobile}`)).result
    expect(byMobile.records.map((r: { sn: string }) => r.sn)).toEqual([shipped.sn])
    const goods = encodeURIComponent(f.item.goodsName.slice(0, 4))
    expect((await f.seller.get(`/store/order/order?goodsName=${goods}`)).result.total).toBe(3)
    expect(
      (await f.seller.get(`/store/order/order?goodsName=${encodeURIComponent('没有这种商品')}`)).result.total,
    ).toBe(0)
    expect(
      (await f.seller.get(`/store/order/order?startDate=${today()}&endDate=${today()}`)).result.total,
    ).toBe(3)
    expect(
      (await f.seller.get('/store/order/order?startDate=2020-01-01&endDate=2020-01-31')).result.total,
    ).toBe(0)
    // Counts follow the filters.
    const filtered = (await f.seller.get(`/store/order/order/orderNum?buyer=${m.mobile}`)).result
    expect([filtered.ALL, filtered.DELIVERED, filtered.UNPAID]).toEqual([1, 1, 0])
    expect((await f.seller.get('/store/order/order?startDate=2026-02-01&endDate=2026-01-01')).code).toBe(
      ErrorCodes.STORE_ORDER_DATE_RANGE.code,
    )
    expect((await f.seller.get('/store/order/order?orderStatus=NOPE')).success).toBe(false)
  })

  it('shows the detail with items, prices, remark, address, logistics and the log; never another store’s', async () => {
    const f = await paidOrder(t, { price: 12_345, num: 2 })
    const [carrier] = await carriers(f)
    await f.seller.post(
      `/store/order/order/${f.orderSn}/delivery?logisticsId=${carrier.id}&logisticsNo=YT998877665`,
    )
    const d = (await f.seller.get(`/store/order/order/${f.orderSn}`)).result
    expect(d.order.sn).toBe(f.orderSn)
    expect(d.order.goodsPrice).toBe(246.9)
    expect(d.order.consigneeName).toBe('张三')
    expect(d.order.consigneeDetail).toBe('建国路1号')
    expect(d.orderItems[0]).toMatchObject({ goodsName: f.item.goodsName, num: 2, unitPrice: 123.45 })
    expect(d.order.logisticsName).toBe(carrier.name)
    expect(d.traces.logisticCode).toBe('YT998877665')
    expect(d.orderLogs.map((l: { message: string }) => l.message).join('\n')).toContain('发货')
    expect(d.memberMobile).toMatch(/^1\d{10}$/)
    expect(d.allowOperationVO.ship).toBe(false)

    const other = await paidOrder(t)
    expect((await f.seller.get(`/store/order/order/${other.orderSn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await f.seller.get('/store/order/order/O000000000000')).code).toBe(
      ErrorCodes.ORDER_NOT_EXIST.code,
    )
  })

  it('reads the log in the caller’s language, on the operator’s detail too; each row keeps its code (decision 137)', async () => {
    const f = await paidOrder(t)
    const remark = encodeURIComponent('加急，送小样')
    await f.seller.put(`/store/order/order/${f.orderSn}/sellerRemark?sellerRemark=${remark}`)
    const [carrier] = await carriers(f)
    await f.seller.post(
      `/store/order/order/${f.orderSn}/delivery?logisticsId=${carrier.id}&logisticsNo=SF2026`,
    )
    const operator = await makeAdmin(t, { superUser: true })
    const read = async (url: string, headers: Record<string, string>, lang: string) =>
      (await t.app.inject({ url, headers: { ...headers, 'accept-language': lang } }))
        .json()
        .result.orderLogs.map(
          (l: { operatorName: string; message: string }) => `${l.operatorName}: ${l.message}`,
        )
    for (const [url, headers] of [
      [`/store/order/order/${f.orderSn}`, f.sellerMember.headers],
      [`/manager/order/order/${f.orderSn}`, operator.headers],
    ] as const) {
      const en = await read(url, headers, 'en')
      expect(en).toHaveLength(5)
      expect(en).toContain('System: Stock confirmed; waiting for the seller to ship')
      expect(en.join('\n')).toContain(`: Order ${f.orderSn}: seller’s note: 加急，送小样`)
      // What the seller typed stays as typed; nothing else is Chinese (names aside).
      for (const line of en)
        expect(line.split(': ').slice(1).join(': ').replace('加急，送小样', '')).not.toMatch(
          /\p{Script=Han}/u,
        )
      const zh = await read(url, headers, 'zh-CN')
      expect(zh).toContain('系统: 订单库存确认，等待商家发货')
      expect(zh.join('\n')).toContain(`订单[${f.orderSn}]商家备注：加急，送小样`)
    }
    const logs = await logsOf(f.orderSn)
    expect(logs.map((l) => l.messageCode).sort()).toEqual(
      ['ORDER_CONFIRMED', 'ORDER_CREATED', 'ORDER_PAID', 'ORDER_REMARK', 'ORDER_SHIPPED'].sort(),
    )
    expect(logs.find((l) => l.messageCode === 'ORDER_SHIPPED')?.messageArgs).toEqual({
      sn: f.orderSn,
      carrier: carrier.name,
      no: 'SF2026',
    })
  })
})

describe('shipping', () => {
  it('ships one order with a carrier from the list, once, and logs it', async () => {
    const f = await paidOrder(t)
    const [carrier] = await carriers(f)
    const url = `/store/order/order/${f.orderSn}/delivery?logisticsId=${carrier.id}&logisticsNo=SF123456789`
    expect((await f.seller.post(url)).success).toBe(true)
    expect((await f.seller.post(url)).code).toBe(ErrorCodes.ORDER_DELIVER_ERROR.code)
    const o = await row(f.orderSn)
    expect([o.orderStatus, o.logisticsNo, o.logisticsName]).toEqual([
      'DELIVERED',
      'SF123456789',
      carrier.name,
    ])
    expect((await logsOf(f.orderSn)).filter((l) => l.toStatus === 'DELIVERED')).toHaveLength(1)
  })

  it('ships a CSV batch in one go, with a line per order', async () => {
    const f = await paidOrder(t)
    const second = await orderAt(t, f)
    const [sf, yt] = await carriers(f)
    const template = await t.app.inject({
      url: '/store/order/order/downLoadDeliverExcel',
      headers: f.sellerMember.headers,
    })
    expect(template.headers['content-type']).toContain('text/csv')
    expect(template.body.startsWith('\uFEFF订单编号,物流公司,物流单号')).toBe(true)
    expect(template.body).toContain(f.orderSn)
    expect(template.body).toContain(second.sn)
    const csv = `订单编号,物流公司,物流单号\r\n${f.orderSn},${sf.name},SF0000000001\r\n\r\n${second.sn},${yt.code},YT0000000002\r\n`
    const res = (await f.seller.put('/store/order/order/batchDeliver', { csv })).result
    expect(res.applied).toBe(true)
    expect(res.shipped).toBe(2)
    expect(res.lines.map((l: { line: number; code: null }) => [l.line, l.code])).toEqual([
      [2, null],
      [4, null],
    ])
    expect((await row(f.orderSn)).logisticsNo).toBe('SF0000000001')
    expect(await row(second.sn)).toMatchObject({ orderStatus: 'DELIVERED', logisticsName: yt.name })
  })

  it('ships nothing when one line is bad, and says which line and why', async () => {
    const f = await paidOrder(t)
    const unpaid = await orderAt(t, f, { pay: false })
    const good = await orderAt(t, f)
    const dup = await orderAt(t, f)
    const foreign = await paidOrder(t)
    const [sf] = await carriers(f)
    const csv = [
      'sn,carrier,tracking',
      `${f.orderSn},${sf.name},SF1111111111`,
      `${good.sn},不存在的快递,SF2222222222`,
      `${unpaid.sn},${sf.name},SF3333333333`,
      `${foreign.orderSn},${sf.name},SF4444444444`,
      `${dup.sn},${sf.name},bad no`,
      `${dup.sn},${sf.name},SF5555555555`,
    ].join('\n')
    const res = (await f.seller.put('/store/order/order/batchDeliver', { csv })).result
    expect(res.applied).toBe(false)
    expect(res.shipped).toBe(0)
    expect(res.lines.map((l: { line: number; code: number | null }) => [l.line, l.code])).toEqual([
      [2, null],
      [3, ErrorCodes.STORE_ORDER_BATCH_CARRIER.code],
      [4, ErrorCodes.ORDER_DELIVER_ERROR.code],
      [5, ErrorCodes.ORDER_NOT_EXIST.code],
      [6, ErrorCodes.STORE_ORDER_BATCH_DUPLICATE.code],
      [7, ErrorCodes.STORE_ORDER_BATCH_DUPLICATE.code],
    ])
    expect(res.lines[0].message).toBe('未发货：其他行有错误')
    for (const sn of [f.orderSn, good.sn, dup.sn, foreign.orderSn])
      expect((await row(sn)).orderStatus).toBe('UNDELIVERED')
    expect((await logsOf(f.orderSn)).filter((l) => l.toStatus === 'DELIVERED')).toHaveLength(0)
    const tracking = (
      await f.seller.put('/store/order/order/batchDeliver', { csv: `${good.sn},${sf.name},x` })
    ).result
    expect(tracking.lines[0].code).toBe(ErrorCodes.STORE_ORDER_BATCH_TRACKING.code)

    expect(
      (await f.seller.put('/store/order/order/batchDeliver', { csv: '订单编号,物流公司,物流单号\n' })).code,
    ).toBe(ErrorCodes.STORE_ORDER_BATCH_EMPTY.code)
    expect((await f.seller.put('/store/order/order/batchDeliver', { csv: 'a,"b\n' })).code).toBe(
      ErrorCodes.STORE_ORDER_BATCH_FORMAT.code,
    )
    const many = Array.from({ length: 501 }, (_, i) => `O${String(i).padStart(12, '0')},x,SF00000000`).join(
      '\n',
    )
    expect((await f.seller.put('/store/order/order/batchDeliver', { csv: many })).code).toBe(
      ErrorCodes.STORE_ORDER_BATCH_TOO_MANY.code,
    )
  })
})

describe('price, consignee, remark, cancel', () => {
  it('changes an unpaid order’s price with its items, trade and invoice; the buyer pays the new price', async () => {
    const f = await paidOrder(t, { price: 10_000 })
    const u = await orderAt(t, f, { pay: false, num: 3 })
    const before = await row(u.sn)
    expect(
      (await f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=${before.flowPrice / 100}`))
        .code,
    ).toBe(ErrorCodes.STORE_ORDER_PRICE_SAME.code)
    expect((await f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=0`)).success).toBe(false)
    expect((await f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=1.234`)).success).toBe(
      false,
    )
    expect((await f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=250.5`)).success).toBe(
      true,
    )
    const after = await row(u.sn)
    expect([after.flowPrice, after.updatePrice, after.priceDetail.flowPrice]).toEqual([
      25_050,
      25_050 - before.flowPrice,
      25_050,
    ])
    const [trade] = await t.database.db.select().from(trades).where(eq(trades.sn, u.tradeSn))
    expect(trade.flowPrice).toBe(25_050)
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, u.sn))
    expect(items.reduce((s, i) => s + i.flowPrice, 0)).toBe(25_050 - after.freightPrice)
    expect((await logsOf(u.sn)).map((l) => l.message).join()).toContain('改为¥250.50')
    const cashier = (
      await u.buyer.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${u.tradeSn}&clientType=PC`)
    ).result
    expect(cashier.price).toBe(250.5)
    const { balance } = await walletBalance(t.database.db, u.member.member.id)
    expect((await u.pay()).success).toBe(true)
    expect((await walletBalance(t.database.db, u.member.member.id)).balance).toBe(balance - 25_050)
    expect((await f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=1`)).code).toBe(
      ErrorCodes.STORE_ORDER_PRICE_ERROR.code,
    )
    const other = await paidOrder(t, { pay: false })
    expect((await f.seller.put(`/store/order/order/update/${other.orderSn}/price?orderPrice=1`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await row(other.orderSn)).flowPrice).not.toBe(100)
  })

  it('changes the consignee before shipping only', async () => {
    const f = await paidOrder(t)
    const path = await regionPath(t)
    const body = {
      consigneeName: '李四',
      consigneeMobile: '13900139000',
      consigneeAddressIdPath: path,
      consigneeDetail: '人民路8号',
    }
    expect((await f.seller.post(`/store/order/order/update/${f.orderSn}/consignee`, body)).success).toBe(true)
    const o = await row(f.orderSn)
    expect([o.consigneeName, o.consigneeMobile, o.consigneeDetail]).toEqual([
      '李四',
      '13900139000',
      '人民路8号',
    ])
    expect(o.consigneeAddressPath?.split(',').length).toBe(path.split(',').length)
    expect((await logsOf(f.orderSn)).map((l) => l.message).join()).toContain('修改收货人')
    expect(
      (
        await f.seller.post(`/store/order/order/update/${f.orderSn}/consignee`, {
          ...body,
          consigneeMobile: '123',
        })
      ).success,
    ).toBe(false)
    const [carrier] = await carriers(f)
    await f.seller.post(
      `/store/order/order/${f.orderSn}/delivery?logisticsId=${carrier.id}&logisticsNo=SF123456789`,
    )
    expect((await f.seller.post(`/store/order/order/update/${f.orderSn}/consignee`, body)).code).toBe(
      ErrorCodes.STORE_ORDER_CONSIGNEE_ERROR.code,
    )
  })

  it('keeps a seller remark, shown in the list and logged', async () => {
    const f = await paidOrder(t)
    expect(
      (
        await f.seller.put(
          `/store/order/order/${f.orderSn}/sellerRemark?sellerRemark=${encodeURIComponent('加急，送小样')}`,
        )
      ).success,
    ).toBe(true)
    expect((await f.seller.get('/store/order/order')).result.records[0].sellerRemark).toBe('加急，送小样')
    expect((await logsOf(f.orderSn)).map((l) => l.message).join()).toContain('商家备注：加急，送小样')
  })

  it('cancels with a reason: stock, coupon and money go back, the buyer is told', async () => {
    const f = await paidOrder(t, { price: 15_000, stock: 10 })
    const m = await createMember(t)
    const buyer = caller(t, m.headers)
    await addAddress(t, m.headers)
    const coupon = await makeCoupon(t, {
      storeId: f.store.id,
      storeName: f.store.storeName,
      price: 2000,
      consumeThreshold: 10_000,
    })
    expect((await buyer.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    await buyer.post(`/buyer/trade/carts?skuId=${f.sku.id}&num=2`)
    const [mc] = await t.database.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, m.member.id))
    await buyer.get(`/buyer/trade/carts/select/coupon?way=CART&memberCouponId=${mc.id}&used=true`)
    const trade = (await buyer.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })).result
    const sn = trade.orderSns[0]
    await credit(
      t.database.db,
      { memberId: m.member.id, memberName: m.member.username },
      100_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    expect(
      (await buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.sn}`)).success,
    ).toBe(true)
    const stock = await stockOf(t, f.sku.id)
    const paidBalance = (await walletBalance(t.database.db, m.member.id)).balance
    expect((await f.seller.post(`/store/order/order/${sn}/cancel`)).success).toBe(false)
    expect(
      (await f.seller.post(`/store/order/order/${sn}/cancel?reason=${encodeURIComponent('缺货')}`)).success,
    ).toBe(true)
    const o = await row(sn)
    expect([o.orderStatus, o.cancelReason]).toEqual(['CANCELLED', '缺货'])
    expect(await stockOf(t, f.sku.id)).toBe(stock + 2)
    expect((await walletBalance(t.database.db, m.member.id)).balance).toBe(paidBalance + o.flowPrice)
    const [back] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.id, mc.id))
    expect(back.memberCouponStatus).toBe('NEW')
    expect((await logsOf(sn)).find((l) => l.toStatus === 'CANCELLED')?.operatorType).toBe('STORE')
    const messages = (await buyer.get('/buyer/message/member?pageSize=50')).result
    expect(JSON.stringify(messages)).toContain('缺货')
    // Shipped orders are past cancelling (an after-sale handles them).
    const [carrier] = await carriers(f)
    await f.seller.post(
      `/store/order/order/${f.orderSn}/delivery?logisticsId=${carrier.id}&logisticsNo=SF123456789`,
    )
    expect((await f.seller.post(`/store/order/order/${f.orderSn}/cancel?reason=x`)).code).toBe(
      ErrorCodes.ORDER_CAN_NOT_CANCEL.code,
    )
  })
})

describe('export', () => {
  it('exports the filtered list as CSV with a BOM, in the caller’s language', async () => {
    const f = await paidOrder(t)
    const u = await orderAt(t, f, { pay: false })
    await f.seller.put(
      `/store/order/order/${f.orderSn}/sellerRemark?sellerRemark=${encodeURIComponent('易碎, "轻放"\n谢谢')}`,
    )
    const zh = await t.app.inject({
      url: '/store/order/order/queryExportOrder?orderStatus=UNDELIVERED',
      headers: f.sellerMember.headers,
    })
    expect(zh.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(zh.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.csv"$/)
    expect(zh.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows = parse(zh.body, { bom: true }) as string[][]
    expect(rows[0].slice(0, 3)).toEqual(['订单编号', '下单时间', '订单状态'])
    expect(rows.slice(1).map((r) => r[0])).toEqual([f.orderSn])
    expect(rows[1][2]).toBe('待发货')
    expect(rows[1][4]).toContain(f.item.goodsName)
    expect(rows[1][17]).toBe('易碎, "轻放"\n谢谢')
    const en = await t.app.inject({
      url: '/store/order/order/queryExportOrder',
      headers: { ...f.sellerMember.headers, 'accept-language': 'en' },
    })
    const enRows = parse(en.body, { bom: true }) as string[][]
    expect(enRows[0][0]).toBe('Order sn')
    expect(
      enRows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([f.orderSn, u.sn].sort())
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('two sellers shipping the same order at once make one shipment and one log line', async () => {
    for (let round = 0; round < 5; round++) {
      const f = await paidOrder(t)
      const clerk = await createMember(t)
      const { makeSeller } = await import('../../testing/trade.ts')
      await makeSeller(t, clerk, f.store.id)
      const [a, b] = await carriers(f)
      const results = await Promise.all([
        f.seller.post(
          `/store/order/order/${f.orderSn}/delivery?logisticsId=${a.id}&logisticsNo=SFAAAAAAAA${round}`,
        ),
        caller(t, clerk.headers).post(
          `/store/order/order/${f.orderSn}/delivery?logisticsId=${b.id}&logisticsNo=YTBBBBBBBB${round}`,
        ),
      ])
      expect(results.filter((r) => r.success)).toHaveLength(1)
      expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.ORDER_DELIVER_ERROR.code)
      expect((await logsOf(f.orderSn)).filter((l) => l.toStatus === 'DELIVERED')).toHaveLength(1)
      const o = await row(f.orderSn)
      const winner = results[0].success ? `SFAAAAAAAA${round}` : `YTBBBBBBBB${round}`
      expect(o.logisticsNo).toBe(winner)
    }
  })

  it('a price change racing the buyer’s payment: the paid amount is the old or the new price, order/trade/payment agree', async () => {
    const f = await paidOrder(t, { price: 10_000 })
    const outcomes = new Set<string>()
    for (let round = 0; round < 8; round++) {
      const u = await orderAt(t, f, { pay: false })
      const old = (await row(u.sn)).flowPrice
      const start = (await walletBalance(t.database.db, u.member.member.id)).balance
      const [paid, changed] = await Promise.all([
        u.pay(),
        f.seller.put(`/store/order/order/update/${u.sn}/price?orderPrice=${(old - 1234) / 100}`),
      ])
      expect(paid.success).toBe(true)
      const o = await row(u.sn)
      const [trade] = await t.database.db.select().from(trades).where(eq(trades.sn, u.tradeSn))
      const debits = await t.database.db
        .select()
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, u.member.member.id), eq(walletLogs.serviceType, 'WALLET_PAY')))
      expect(o.payStatus).toBe('PAID')
      expect(debits).toHaveLength(1)
      expect(-debits[0].money).toBe(o.flowPrice)
      expect(trade.flowPrice).toBe(o.flowPrice)
      expect((await walletBalance(t.database.db, u.member.member.id)).balance).toBe(start - o.flowPrice)
      const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, u.sn))
      expect(items.reduce((s, i) => s + i.flowPrice, 0) + o.freightPrice).toBe(o.flowPrice)
      if (changed.success) expect(o.flowPrice).toBe(old - 1234)
      else {
        expect(changed.code).toBe(ErrorCodes.STORE_ORDER_PRICE_ERROR.code)
        expect(o.flowPrice).toBe(old)
      }
      outcomes.add(changed.success ? 'new' : 'old')
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })

  it('a batch racing a one-by-one shipment of one of its orders applies wholly or not at all', async () => {
    const f = await paidOrder(t)
    const others = [await orderAt(t, f), await orderAt(t, f), await orderAt(t, f)]
    const [sf, yt] = await carriers(f)
    const csv = others.map((o, i) => `${o.sn},${sf.name},SF77777777${i}`).join('\n')
    const [batch, single] = await Promise.all([
      f.seller.put('/store/order/order/batchDeliver', { csv }),
      f.seller.post(
        `/store/order/order/${others[1].sn}/delivery?logisticsId=${yt.id}&logisticsNo=YT666666666`,
      ),
    ])
    const statuses = await Promise.all(others.map(async (o) => (await row(o.sn)).orderStatus))
    if (batch.result.applied) {
      expect(single.code).toBe(ErrorCodes.ORDER_DELIVER_ERROR.code)
      expect(statuses).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED'])
    } else {
      expect(single.success).toBe(true)
      expect(statuses).toEqual(['UNDELIVERED', 'DELIVERED', 'UNDELIVERED'])
      expect((await row(others[1].sn)).logisticsNo).toBe('YT666666666')
    }
    for (const o of others)
      expect((await logsOf(o.sn)).filter((l) => l.toStatus === 'DELIVERED')).toHaveLength(
        1 - Number(!batch.result.applied && o !== others[1]),
      )
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { adminLogs, bills, categories, distributionOrders, orderItems, orders } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cutBills } from '../../modules/settlement/cut-bills.ts'
import { credit } from '../../modules/wallet/ledger.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeBill } from '../../testing/settlement.ts'
import { makeCategoryPath } from '../../testing/store-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 60_000)
afterAll(() => t.close())

const DAY = 86_400_000

/** A store with its seller, a buyer with money, and goods in two categories (5.5 % and 12 %). */
async function shop() {
  const store = await makeStore(t)
  const sellerMember = await createMember(t)
  await makeSeller(t, sellerMember, store.id)
  const teaPath = await makeCategoryPath(t, ['茶', '绿茶', '龙井'])
  const cupPath = await makeCategoryPath(t, ['器', '茶具', '茶杯'])
  await t.database.db
    .update(categories)
    .set({ commissionRate: 550 })
    .where(eq(categories.id, teaPath.split(',')[2]))
  await t.database.db
    .update(categories)
    .set({ commissionRate: 1200 })
    .where(eq(categories.id, cupPath.split(',')[2]))
  const tea = await makeSku(t, store, { price: 12_345, categoryPath: teaPath })
  const cup = await makeSku(t, store, { price: 6_789, categoryPath: cupPath })
  const seller = caller(t, sellerMember.headers)
  const carrier = (await seller.get('/store/other/logistics')).result[0].id
  const buyers = new Map<string, ReturnType<typeof caller>>()
  /** Buys, pays, ships and receives one order (a buyer of its own each: no repeated-submit guard): COMPLETED. */
  const completed = async (skuId: string, num: number) => {
    const buyerMember = await createMember(t)
    await addAddress(t, buyerMember.headers)
    await credit(
      t.database.db,
      { memberId: buyerMember.member.id, memberName: buyerMember.member.username },
      10_000_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const buyer = caller(t, buyerMember.headers)
    expect((await buyer.post(`/buyer/trade/carts?skuId=${skuId}&num=${num}&cartType=BUY_NOW`)).success).toBe(
      true,
    )
    const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
    const orderSn: string = trade.result.orderSns[0]
    expect(
      (await buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`))
        .success,
    ).toBe(true)
    expect(
      (
        await seller.post(
          `/store/order/order/${orderSn}/delivery?logisticsId=${carrier}&logisticsNo=SF${nextId()}`,
        )
      ).success,
    ).toBe(true)
    expect((await buyer.post(`/buyer/order/order/${orderSn}/receiving`)).success).toBe(true)
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
    buyers.set(item.sn, buyer)
    return { orderSn, item }
  }
  /** A refund-only request for `num` units, approved by the seller (refunded at once). */
  const refund = async (itemSn: string, num: number, actual?: string) => {
    const buyer = buyers.get(itemSn) as ReturnType<typeof caller>
    const applied = await buyer.post(
      `/buyer/order/afterSale/save/${itemSn}?serviceType=RETURN_MONEY&num=${num}&reason=r&problemDesc=d`,
    )
    expect(applied.success).toBe(true)
    const reviewed = await seller.post(
      `/store/order/afterSale/review/${applied.result.sn}?serviceStatus=PASS${actual ? `&actualRefundPrice=${actual}` : ''}`,
    )
    expect(reviewed.result.serviceStatus).toBe('COMPLETE')
    return applied.result.sn as string
  }
  return { store, sellerMember, seller, tea, cup, completed, refund }
}

/** The sums the bill must equal, computed here from the orders, items, categories, after-sales and distribution rows. */
async function independentSums(storeId: string) {
  const [o] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select coalesce(sum(o.flow_price), 0) as order_price,
               coalesce(sum((o.price_detail->>'siteCouponPrice')::int), 0) as site_coupon,
               count(*) as order_count
        from orders o where o.store_id = ${storeId} and o.complete_time is not null`,
  )
  const [c] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select coalesce(sum(round(i.flow_price * c.commission_rate / 10000.0)), 0) as commission
        from order_item i join orders o on o.sn = i.order_sn join category c on c.id = i.category_id
        where o.store_id = ${storeId} and o.complete_time is not null`,
  )
  const [r] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select coalesce(sum(a.actual_refund_price), 0) as refund_price,
               coalesce(sum(round(a.actual_refund_price * c.commission_rate / 10000.0)), 0) as refund_commission,
               count(*) as refund_count
        from after_sale a join order_item i on i.sn = a.order_item_sn join category c on c.id = i.category_id
        where a.store_id = ${storeId} and a.service_status = 'COMPLETE'`,
  )
  const [d] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select coalesce(sum(rebate), 0) as rebate, coalesce(sum(sell_back_rebate), 0) as sell_back
        from distribution_order where store_id = ${storeId}`,
  )
  const n = (v: string) => Number(v)
  const sums = {
    orderPrice: n(o.order_price),
    siteCouponCommission: n(o.site_coupon),
    commissionPrice: n(c.commission),
    refundPrice: n(r.refund_price),
    refundCommissionPrice: n(r.refund_commission),
    distributionCommission: n(d.rebate),
    distributionRefundCommission: n(d.sell_back),
    orderCount: n(o.order_count),
    refundCount: n(r.refund_count),
  }
  return {
    ...sums,
    billPrice:
      sums.orderPrice +
      sums.siteCouponCommission -
      sums.commissionPrice -
      sums.refundPrice +
      sums.refundCommissionPrice -
      sums.distributionCommission +
      sums.distributionRefundCommission,
  }
}

describe('cutting a period', () => {
  it('reconciles: orders in two categories, a partial and a full refund, a platform coupon and a distribution commission', async () => {
    const s = await shop()
    const a = await s.completed(s.tea.id, 3)
    const b = await s.completed(s.cup.id, 2)
    const c = await s.completed(s.cup.id, 1)
    const e = await s.completed(s.tea.id, 1)
    // The platform coupon's share on order a (what checkout records when a platform coupon applies)
    // and a distributor's commission on order b's line (what payment records for a bound buyer).
    await t.database.db
      .update(orders)
      .set({ priceDetail: sql`jsonb_set(price_detail, '{siteCouponPrice}', '1500'::jsonb)` })
      .where(eq(orders.sn, a.orderSn))
    await t.database.db.insert(distributionOrders).values({
      id: nextId(),
      distributionOrderStatus: 'COMPLETE',
      memberId: '1',
      memberName: 'buyer',
      distributionId: nextId(),
      distributionName: '分销员',
      rebate: 999,
      storeId: s.store.id,
      storeName: s.store.storeName,
      orderSn: b.orderSn,
      orderItemSn: b.item.sn,
      goodsId: s.cup.goodsId,
      goodsName: 'cup',
      skuId: s.cup.id,
      specs: {},
      image: '/x.webp',
      num: 2,
      flowPrice: b.item.flowPrice,
    })
    // A partial refund (1 of 2 cups, less than applied) and a full refund (the whole of order c).
    const partial = await s.refund(b.item.sn, 1, '50.01')
    const full = await s.refund(c.item.sn, 1)

    const made = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    expect(made).toHaveLength(1)
    const bill = (await s.seller.get(`/store/order/bill/get/${made[0].sn}`)).result
    const expected = await independentSums(s.store.id)
    const [row] = await t.database.db.select().from(bills).where(eq(bills.sn, made[0].sn))
    expect({
      orderPrice: row.orderPrice,
      siteCouponCommission: row.siteCouponCommission,
      commissionPrice: row.commissionPrice,
      refundPrice: row.refundPrice,
      refundCommissionPrice: row.refundCommissionPrice,
      distributionCommission: row.distributionCommission,
      distributionRefundCommission: row.distributionRefundCommission,
      orderCount: row.orderCount,
      refundCount: row.refundCount,
      billPrice: row.billPrice,
    }).toEqual(expected)
    expect(expected.orderCount).toBe(4)
    expect(expected.refundCount).toBe(2)
    expect(expected.siteCouponCommission).toBe(1500)
    expect(expected.distributionCommission).toBe(999)
    // Each commission is rounded per line from the goods' own category rate.
    expect(expected.commissionPrice).toBe(
      Math.round((12_345 * 3 * 550) / 10_000) +
        Math.round((6_789 * 2 * 1200) / 10_000) +
        Math.round((6_789 * 1200) / 10_000) +
        Math.round((12_345 * 550) / 10_000),
    )
    expect(bill.billPrice).toBe(row.billPrice / 100)
    expect(bill.billStatus).toBe('OUT')

    const flows = (await s.seller.get(`/store/order/bill/${bill.sn}/getStoreFlow?pageSize=50`)).result.records
    expect(flows.map((f: { sn: string }) => f.sn).sort()).toEqual(
      [a.orderSn, b.orderSn, c.orderSn, e.orderSn, partial, full].sort(),
    )
    const partialLine = flows.find((f: { sn: string }) => f.sn === partial)
    expect(partialLine).toMatchObject({ flowType: 'REFUND', price: 50.01, orderSn: b.orderSn })
    // Half the units back: half the distributor's commission comes back to the store.
    expect(partialLine.distributionCommission).toBe(4.99)

    // Nothing is billed twice: cutting again makes no bill.
    expect(await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })).toEqual([])
  })

  it('bills a refund made after its order was billed in the next period, and never a refund of an order never completed', async () => {
    const s = await shop()
    const a = await s.completed(s.tea.id, 2)
    const [first] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    expect(first.orderCount).toBe(1)
    const back = await s.refund(a.item.sn, 1)
    const [second] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    expect(second.startTime.getTime()).toBe(first.endTime.getTime())
    expect([second.orderCount, second.refundCount, second.refundPrice]).toEqual([0, 1, 12_345])
    expect(second.billPrice).toBe(-12_345 + Math.round((12_345 * 550) / 10_000))
    const flows = (await s.seller.get(`/store/order/bill/${second.sn}/getStoreFlow`)).result.records
    expect(flows.map((f: { sn: string }) => f.sn)).toEqual([back])
  })

  it('the scheduled cut bills only whole periods (settlementCycleDays), once, from the end of the last bill', async () => {
    const s = await shop()
    await s.completed(s.tea.id, 1)
    // The store opened 10 days ago; the period is 7 days: one period has ended.
    const opened = new Date(Date.now() - 10 * DAY)
    await t.database.db.execute(sql`update store set create_time = ${opened} where id = ${s.store.id}`)
    await t.database.db.execute(
      sql`update orders set complete_time = ${new Date(Date.now() - 5 * DAY)} where store_id = ${s.store.id}`,
    )
    const cut = () => cutBills(t.database.db, { mode: 'due', storeId: s.store.id })
    const [bill] = await cut()
    expect(bill.startTime.getTime()).toBe(opened.getTime())
    expect(bill.endTime.getTime()).toBe(opened.getTime() + 7 * DAY)
    expect(bill.orderCount).toBe(1)
    expect(await cut()).toEqual([])
    // An order completed in the running period waits for its end.
    await s.completed(s.cup.id, 1)
    expect(await cut()).toEqual([])
  })
})

describe('a bill’s states', () => {
  it('the seller confirms (OUT → CHECK), the operator examines and pays with a reference the seller sees; each once', async () => {
    const s = await shop()
    await s.completed(s.tea.id, 1)
    const [made] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    const operator = await makeAdmin(t, { permissions: ['store:write'] })
    const admin = caller(t, operator.headers)
    expect((await admin.put(`/manager/order/bill/examine/${made.sn}`)).code).toBe(
      ErrorCodes.BILL_STATUS_ERROR.code,
    )
    const listed = (await s.seller.get('/store/order/bill/getByPage?billStatus=OUT')).result
    expect(listed.records.map((b: { sn: string }) => b.sn)).toEqual([made.sn])
    expect((await s.seller.put(`/store/order/bill/check/${made.sn}`)).result.billStatus).toBe('CHECK')
    expect((await s.seller.put(`/store/order/bill/check/${made.sn}`)).code).toBe(
      ErrorCodes.BILL_STATUS_ERROR.code,
    )
    expect((await admin.put(`/manager/order/bill/pay/${made.sn}?payReference=TR1`)).code).toBe(
      ErrorCodes.BILL_STATUS_ERROR.code,
    )
    expect((await admin.put(`/manager/order/bill/examine/${made.sn}`)).result.billStatus).toBe('EXAMINE')
    expect((await admin.put(`/manager/order/bill/pay/${made.sn}?payReference=%20`)).code).toBe(4002)
    const paid = await admin.put(`/manager/order/bill/pay/${made.sn}?payReference=ICBC-20261124-0001`)
    expect(paid.result).toMatchObject({ billStatus: 'PAY', payReference: 'ICBC-20261124-0001' })
    const seen = (await s.seller.get(`/store/order/bill/get/${made.sn}`)).result
    expect(seen).toMatchObject({ billStatus: 'PAY', payReference: 'ICBC-20261124-0001' })
    expect(seen.payTime).toMatch(/^\d{4}-/)
    const logs = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, made.sn))
    expect(logs.map((l) => l.action).sort()).toEqual(['bill.examine', 'bill.pay'])
    expect((await admin.get(`/manager/order/bill/get/${made.sn}`)).result.billStatus).toBe('PAY')
  })

  it('downloads the bill as CSV with a byte-order mark and one row per line', async () => {
    const s = await shop()
    const a = await s.completed(s.tea.id, 1)
    const [made] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    const res = await t.app.inject({
      url: `/store/order/bill/downLoad/${made.sn}`,
      headers: s.sellerMember.headers,
    })
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain(`bill-${made.sn}.csv`)
    expect(res.body.startsWith('\uFEFF结算单号,')).toBe(true)
    expect(res.body).toContain(`订单,${a.orderSn},${a.orderSn},123.45,6.79,0.00,0.00,116.66,`)
  })

  it('answers a malformed or unknown bill clearly', async () => {
    const s = await shop()
    expect((await s.seller.get('/store/order/bill/get/nope')).code).toBe(4002)
    expect((await s.seller.get(`/store/order/bill/get/B${nextId()}`)).code).toBe(
      ErrorCodes.BILL_NOT_EXIST.code,
    )
    const other = await makeBill(t)
    expect((await s.seller.put(`/store/order/bill/check/${other.sn}`)).code).toBe(
      ErrorCodes.BILL_NOT_EXIST.code,
    )
  })

  it('the operator’s 立即出账 cuts every store with unbilled orders and logs it', async () => {
    const s = await shop()
    await s.completed(s.tea.id, 1)
    const operator = await makeAdmin(t, { permissions: ['store:write'] })
    const closed = await caller(t, operator.headers).post('/manager/order/bill/close')
    expect(closed.result.bills.map((b: { storeId: string }) => b.storeId)).toContain(s.store.id)
    const listed = (await caller(t, operator.headers).get('/manager/order/bill/getByPage?billStatus=OUT'))
      .result
    expect(listed.records.some((b: { storeId: string }) => b.storeId === s.store.id)).toBe(true)
  })
})

describe('the seller dashboard', () => {
  it('counts what waits, today’s orders and 30 days of sales, for the store only', async () => {
    const s = await shop()
    await s.completed(s.tea.id, 2)
    await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    const other = await shop()
    await other.completed(other.cup.id, 1)
    const d = (await s.seller.get('/store/statistics/dashboard')).result
    expect(d.pending).toMatchObject({ unpaid: 0, undelivered: 0, billsToConfirm: 1 })
    expect(d.today).toEqual({ orders: 1, amount: 246.9 })
    expect(d.days).toHaveLength(30)
    expect(d.days.at(-1)).toMatchObject({ orders: 1, amount: 246.9 })
    expect(d.days.slice(0, 29).every((x: { orders: number }) => x.orders === 0)).toBe(true)
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('two confirms, two examines, two pays and two cuts at once: one transition each, one bill', async () => {
    const s = await shop()
    await s.completed(s.tea.id, 1)
    const cuts = await Promise.all([
      cutBills(t.database.db, { mode: 'due', storeId: s.store.id, now: new Date(Date.now() + 8 * DAY) }),
      cutBills(t.database.db, { mode: 'due', storeId: s.store.id, now: new Date(Date.now() + 8 * DAY) }),
      cutBills(t.database.db, { mode: 'now', storeId: s.store.id }),
    ])
    expect(cuts.flat()).toHaveLength(1)
    const sn = cuts.flat()[0].sn
    expect(await t.database.db.select().from(bills).where(eq(bills.storeId, s.store.id))).toHaveLength(1)
    const confirms = await Promise.all([
      s.seller.put(`/store/order/bill/check/${sn}`),
      s.seller.put(`/store/order/bill/check/${sn}`),
    ])
    expect(confirms.map((r) => r.success).sort()).toEqual([false, true])
    expect(confirms.find((r) => !r.success)?.code).toBe(ErrorCodes.BILL_STATUS_ERROR.code)
    const operator = await makeAdmin(t, { permissions: ['store:write'] })
    const admin = caller(t, operator.headers)
    const examines = await Promise.all([
      admin.put(`/manager/order/bill/examine/${sn}`),
      admin.put(`/manager/order/bill/examine/${sn}`),
    ])
    expect(examines.map((r) => r.success).sort()).toEqual([false, true])
    const pays = await Promise.all([
      admin.put(`/manager/order/bill/pay/${sn}?payReference=A-1`),
      admin.put(`/manager/order/bill/pay/${sn}?payReference=B-2`),
    ])
    expect(pays.map((r) => r.success).sort()).toEqual([false, true])
    const winner = pays.find((r) => r.success)?.result.payReference
    const [row] = await t.database.db.select().from(bills).where(eq(bills.sn, sn))
    expect([row.billStatus, row.payReference]).toEqual(['PAY', winner])
    const logs = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, sn))
    expect(logs).toHaveLength(2)
  })
})

import { nextId } from '@silk/db/ids'
import { billFlows, bills, categories, orderItems, orders } from '@silk/db/schema/index'
import { eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cutBills } from '../../modules/settlement/cut-bills.ts'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeCategoryPath } from '../../testing/store-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 180_000)
afterAll(() => t.close())

/**
 * One completed order of `num` units at `price` fen with `freight` fen of shipping, in a category
 * charged `rate` basis points, bought through the API; returns what the refunds need.
 */
async function completedOrder(price: number, num: number, freight: number, rate: number) {
  const store = await makeStore(t)
  const sellerMember = await createMember(t)
  await makeSeller(t, sellerMember, store.id)
  const path = await makeCategoryPath(t, ['费率', `费率${nextId().slice(-5)}`, '叶'])
  const leaf = path.split(',')[2] as string
  await t.database.db.update(categories).set({ commissionRate: rate }).where(eq(categories.id, leaf))
  const sku = await makeSku(t, store, { price, categoryPath: path })
  const seller = caller(t, sellerMember.headers)
  const buyerMember = await createMember(t)
  await addAddress(t, buyerMember.headers)
  await credit(
    t.database.db,
    { memberId: buyerMember.member.id, memberName: buyerMember.member.username },
    price * num + freight,
    'WALLET_RECHARGE',
    '测试充值',
  )
  const buyer = caller(t, buyerMember.headers)
  await buyer.post(`/buyer/trade/carts?skuId=${sku.id}&num=${num}&cartType=BUY_NOW`)
  const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
  const orderSn: string = trade.result.orderSns[0]
  // The goods carry no freight template here; the order is given `freight` of shipping as a
  // checkout with one would record it (the trade's total with it), before it is paid.
  if (freight > 0) {
    await t.database.db.execute(
      sql`update orders set freight_price = ${freight}, flow_price = flow_price + ${freight},
            price_detail = jsonb_set(jsonb_set(price_detail, '{freightPrice}', ${String(freight)}::jsonb),
              '{flowPrice}', to_jsonb(flow_price + ${freight}))
          where sn = ${orderSn}`,
    )
    await t.database.db.execute(
      sql`update trade set freight_price = ${freight}, flow_price = flow_price + ${freight} where sn = ${trade.result.sn}`,
    )
  }
  const paid = await buyer.get(
    `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
  )
  expect(paid.success).toBe(true)
  const carrier = (await seller.get('/store/other/logistics')).result[0].id
  await seller.post(`/store/order/order/${orderSn}/delivery?logisticsId=${carrier}&logisticsNo=SF${nextId()}`)
  expect((await buyer.post(`/buyer/order/order/${orderSn}/receiving`)).success).toBe(true)
  const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
  const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, orderSn))
  expect(order.flowPrice).toBe(price * num + freight)
  /** Refunds `units` (refund only, approved at once), giving back `keep` fen less than applied. */
  const refund = async (units: number, keep: number) => {
    const applied = await buyer.post(
      `/buyer/order/afterSale/save/${item.sn}?serviceType=RETURN_MONEY&num=${units}&reason=r&problemDesc=d${nextId()}`,
    )
    expect(applied, JSON.stringify(applied)).toMatchObject({ success: true })
    const apply = Math.round(applied.result.applyRefundPrice * 100)
    const actual = Math.max(apply - keep, 0)
    const reviewed = await seller.post(
      `/store/order/afterSale/review/${applied.result.sn}?serviceStatus=PASS&actualRefundPrice=${(actual / 100).toFixed(2)}`,
    )
    expect(reviewed.result?.serviceStatus, JSON.stringify(reviewed)).toBe('COMPLETE')
    return actual
  }
  return { store, orderSn, item, leaf, refund }
}

/** Splits `num` units into refunds of the sizes drawn (the last one takes what is left). */
function split(num: number, sizes: number[]) {
  const out: number[] = []
  let left = num
  for (const s of sizes) {
    if (left === 0) break
    const take = Math.min(s, left)
    out.push(take)
    left -= take
  }
  if (left > 0) out.push(left)
  return out
}

describe('commission on refunds (decision 144)', () => {
  it('any sequence of partial refunds: a fully refunded order nets zero commission, and every bill reconciles to the fen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          price: fc.integer({ min: 1, max: 99_999 }),
          num: fc.integer({ min: 1, max: 6 }),
          freight: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
          rate: fc.integer({ min: 0, max: 3_000 }),
          sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
          cuts: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
          newRate: fc.option(fc.integer({ min: 0, max: 3_000 })),
          keeps: fc.option(fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 7, maxLength: 7 })),
        }),
        async (p) => {
          const o = await completedOrder(p.price, p.num, p.freight, p.rate)
          // The order may be billed before any refund; the category's rate may change after that.
          if (p.cuts[6]) await cutBills(t.database.db, { mode: 'now', storeId: o.store.id })
          if (p.newRate !== null)
            await t.database.db
              .update(categories)
              .set({ commissionRate: p.newRate })
              .where(eq(categories.id, o.leaf))
          let refunded = 0
          const parts = split(p.num, p.sizes)
          for (const [i, units] of parts.entries()) {
            refunded += await o.refund(units, p.keeps?.[i] ?? 0)
            if (p.cuts[i]) await cutBills(t.database.db, { mode: 'now', storeId: o.store.id })
          }
          await cutBills(t.database.db, { mode: 'now', storeId: o.store.id })

          const made = await t.database.db.select().from(bills).where(eq(bills.storeId, o.store.id))
          const lines = await t.database.db
            .select()
            .from(billFlows)
            .where(
              inArray(
                billFlows.billSn,
                made.map((b) => b.sn),
              ),
            )
          // Each bill is the sum of its lines, to the fen.
          for (const b of made) {
            const mine = lines.filter((l) => l.billSn === b.sn)
            const sum = (type: string, pick: (l: (typeof lines)[number]) => number) =>
              mine.filter((l) => l.flowType === type).reduce((s, l) => s + pick(l), 0)
            expect(b.billPrice).toBe(mine.reduce((s, l) => s + l.finalPrice, 0))
            expect(b.orderPrice).toBe(sum('ORDER', (l) => l.price))
            expect(b.refundPrice).toBe(sum('REFUND', (l) => l.price))
            expect(b.commissionPrice).toBe(sum('ORDER', (l) => l.commissionPrice))
            expect(b.refundCommissionPrice).toBe(sum('REFUND', (l) => l.commissionPrice))
            expect(b.billPrice).toBe(
              b.orderPrice +
                b.siteCouponCommission -
                b.refundPrice -
                b.commissionPrice +
                b.refundCommissionPrice -
                b.distributionCommission +
                b.distributionRefundCommission,
            )
          }
          const order = lines.filter((l) => l.flowType === 'ORDER')
          const refunds = lines.filter((l) => l.flowType === 'REFUND')
          expect(order).toHaveLength(1)
          expect(refunds).toHaveLength(parts.length)
          // Commission is charged on the goods (freight excluded) at the rate when the order was billed.
          const billedRate = p.cuts[6] ? p.rate : (p.newRate ?? p.rate)
          const charged = order[0].commissionPrice
          expect(charged).toBe(Math.floor((p.price * p.num * billedRate + 5_000) / 10_000))
          const back = refunds.reduce((s, l) => s + l.commissionPrice, 0)
          expect(refunds.every((l) => l.commissionPrice >= 0)).toBe(true)
          expect(back).toBeLessThanOrEqual(charged)
          expect(refunds.reduce((s, l) => s + l.price, 0)).toBe(refunded)
          const net = made.reduce((s, b) => s + b.billPrice, 0)
          expect(net).toBe(p.price * p.num + p.freight - refunded - charged + back)
          if (refunded === p.price * p.num + p.freight) {
            // Fully refunded: all the commission came back and the store is left with nothing.
            expect(back).toBe(charged)
            expect(net).toBe(0)
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 8) },
    )
  }, 600_000)
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('partial refunds of one order approved at once while bills are cut at once: the order still nets zero', async () => {
    const o = await completedOrder(3_333, 5, 777, 733)
    await cutBills(t.database.db, { mode: 'now', storeId: o.store.id })
    const results = await Promise.all([
      o.refund(1, 0),
      o.refund(2, 0),
      cutBills(t.database.db, { mode: 'now', storeId: o.store.id }),
      o.refund(1, 0),
      cutBills(t.database.db, {
        mode: 'due',
        storeId: o.store.id,
        now: new Date(Date.now() + 30 * 86_400_000),
      }),
    ])
    expect(results.filter((r) => typeof r === 'number')).toHaveLength(3)
    await o.refund(1, 0)
    // The 'due' cut above plays a month ahead: when it got its lock its bill ends in that future, so
    // the last cut must end after it to bill what came later (a real cut never ends after its now).
    await cutBills(t.database.db, {
      mode: 'now',
      storeId: o.store.id,
      now: new Date(Date.now() + 60 * 86_400_000),
    })
    const made = await t.database.db.select().from(bills).where(eq(bills.storeId, o.store.id))
    const lines = await t.database.db
      .select()
      .from(billFlows)
      .where(
        inArray(
          billFlows.billSn,
          made.map((b) => b.sn),
        ),
      )
    expect(lines.filter((l) => l.flowType === 'REFUND')).toHaveLength(4)
    const charged = Math.floor((3_333 * 5 * 733 + 5_000) / 10_000)
    expect(lines.find((l) => l.flowType === 'ORDER')?.commissionPrice).toBe(charged)
    expect(lines.filter((l) => l.flowType === 'REFUND').reduce((s, l) => s + l.commissionPrice, 0)).toBe(
      charged,
    )
    expect(made.reduce((s, b) => s + b.billPrice, 0)).toBe(0)
  })
})

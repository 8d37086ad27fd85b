import { nextId } from '@silk/db/ids'
import { bills, categories, orderItems, orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cutBills } from '../../modules/settlement/cut-bills.ts'
import { credit } from '../../modules/wallet/ledger.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeCategoryPath } from '../../testing/store-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * Who pays a full discount (decision 160), through the bill: a store's own 满减 is the store's (it is
 * billed the order's flow price, net of the discount, and commission is on that); the platform's is the
 * platform's (the bill adds it back to the store as the platform subsidy). Each bill reconciles to the
 * fen with sums computed here from the orders, items, categories and refunds.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 60_000)
afterAll(() => t.close())

const at = (minutes: number) => formatDateTime(Date.now() + minutes * 60_000) as string
const form = (over: Record<string, unknown>) => ({
  promotionName: `满减${nextId().slice(-4)}`,
  startTime: at(-60),
  endTime: at(600),
  fullMoney: 100,
  discountType: 'MINUS',
  fullMinus: 30,
  scopeType: 'ALL',
  goodsIds: [],
  description: '',
  ...over,
})

async function shop() {
  const store = await makeStore(t)
  const owner = await createMember(t)
  await makeSeller(t, owner, store.id)
  const path = await makeCategoryPath(t, ['茶', '绿茶', `龙井${nextId().slice(-4)}`])
  await t.database.db
    .update(categories)
    .set({ commissionRate: 550 })
    .where(eq(categories.id, path.split(',')[2]))
  const tea = await makeSku(t, store, { price: 4_567, categoryPath: path })
  const cup = await makeSku(t, store, { price: 6_789, categoryPath: path })
  const seller = caller(t, owner.headers)
  const carrier = (await seller.get('/store/other/logistics')).result[0].id
  /** Buys one of each, pays, ships and receives: COMPLETED. */
  const completed = async () => {
    const m = await createMember(t)
    await addAddress(t, m.headers)
    await credit(
      t.database.db,
      { memberId: m.member.id, memberName: m.member.username },
      1_000_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const buyer = caller(t, m.headers)
    await buyer.post(`/buyer/trade/carts?skuId=${tea.id}&num=1`)
    await buyer.post(`/buyer/trade/carts?skuId=${cup.id}&num=2`)
    const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    const sn: string = trade.result.orderSns[0]
    expect(
      (await buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`))
        .success,
    ).toBe(true)
    expect(
      (
        await seller.post(
          `/store/order/order/${sn}/delivery?logisticsId=${carrier}&logisticsNo=SF${nextId()}`,
        )
      ).success,
    ).toBe(true)
    expect((await buyer.post(`/buyer/order/order/${sn}/receiving`)).success).toBe(true)
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, sn))
    return { sn, items, buyer }
  }
  /** Refunds one cup of the order (approved at once). */
  const refundOneCup = async (o: Awaited<ReturnType<typeof completed>>) => {
    const cupItem = o.items.find((i) => i.skuId === cup.id)!
    const applied = await o.buyer.post(
      `/buyer/order/afterSale/save/${cupItem.sn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
    )
    expect(applied.success, JSON.stringify(applied)).toBe(true)
    const reviewed = await seller.post(
      `/store/order/afterSale/review/${applied.result.sn}?serviceStatus=PASS`,
    )
    expect(reviewed.result.serviceStatus).toBe('COMPLETE')
    return reviewed.result
  }
  return { store, tea, cup, seller, completed, refundOneCup }
}

const commission = (fen: number) => Math.floor((fen * 550 + 5_000) / 10_000)

describe('settlement of a full discount', () => {
  it('store-borne: billed net of the discount, commission on the net, no subsidy', async () => {
    const s = await shop()
    expect((await s.seller.post('/store/promotion/fullDiscount', form({}))).success).toBe(true)
    const o = await s.completed()
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, o.sn))
    const goods = 4_567 + 2 * 6_789
    expect(order).toMatchObject({ discountPrice: 3_000, discountBearer: 'STORE', flowPrice: goods - 3_000 })
    const [bill] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    const [row] = await t.database.db.select().from(bills).where(eq(bills.sn, bill.sn))
    const itemCommission = o.items.reduce((sum, i) => sum + commission(i.flowPrice), 0)
    expect(row).toMatchObject({
      orderPrice: goods - 3_000,
      siteCouponCommission: 0,
      commissionPrice: itemCommission,
      billPrice: goods - 3_000 - itemCommission,
    })
  })

  it('platform-borne: the platform adds the discount back to the store; a refund reconciles to the fen', async () => {
    const s = await shop()
    const admin = await makeAdmin(t, { superUser: true })
    const operator = caller(t, admin.headers)
    // On this store's goods only: other tests' stores share the database.
    const created = await operator.post(
      '/manager/promotion/fullDiscount',
      form({ scopeType: 'PORTION_GOODS', goodsIds: [s.tea.goodsId, s.cup.goodsId] }),
    )
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({ storeId: '0', bearer: 'PLATFORM' })
    // A seller cannot see or close the platform's.
    expect((await s.seller.put(`/store/promotion/fullDiscount/${created.result.id}/close`)).success).toBe(
      false,
    )
    const o = await s.completed()
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, o.sn))
    const goods = 4_567 + 2 * 6_789
    expect(order).toMatchObject({
      discountPrice: 3_000,
      discountBearer: 'PLATFORM',
      fullDiscountId: created.result.id,
    })
    const refund = await s.refundOneCup(o)
    const [bill] = await cutBills(t.database.db, { mode: 'now', storeId: s.store.id })
    const [row] = await t.database.db.select().from(bills).where(eq(bills.sn, bill.sn))
    const itemCommission = o.items.reduce((sum, i) => sum + commission(i.flowPrice), 0)
    const refunded = Math.round(refund.actualRefundPrice * 100)
    // The cup line paid (2 × 67.89 − its share of 30); one cup refunds half of that, rounded down.
    const cupItem = o.items.find((i) => i.skuId === s.cup.id)!
    expect(refunded).toBe(Math.floor(cupItem.flowPrice / 2))
    expect(row.orderPrice).toBe(goods - 3_000)
    expect(row.siteCouponCommission).toBe(3_000)
    expect(row.commissionPrice).toBe(itemCommission)
    expect(row.refundPrice).toBe(refunded)
    expect(row.billPrice).toBe(goods - 3_000 + 3_000 - itemCommission - refunded + row.refundCommissionPrice)
    // What the store nets before commission on the goods it kept: the buyer's payment plus the subsidy.
    expect(row.orderPrice + row.siteCouponCommission).toBe(goods)
  })
})

import { orderItems } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import { credit } from '../modules/wallet/ledger.ts'
import { createMember } from './accounts.ts'
import type { TestApp } from './app.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from './trade.ts'

export interface OrderFixtureOptions {
  /** Unit price in fen (default ¥100.00). */
  price?: number
  num?: number
  stock?: number
  /** Pay with the wallet (default) or leave the order unpaid. */
  pay?: boolean
}

/**
 * A buyer with one paid order from a store of its own, and that store's seller account, through the
 * real API calls (cart → create/trade → wallet payment). The order waits for shipping (UNDELIVERED).
 */
export async function paidOrder(t: TestApp, options: OrderFixtureOptions = {}) {
  const buyerMember = await createMember(t)
  const buyer = caller(t, buyerMember.headers)
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: options.price ?? 10_000, stock: options.stock ?? 100 })
  const sellerMember = await createMember(t)
  await makeSeller(t, sellerMember, store.id)
  const seller = caller(t, sellerMember.headers)
  await addAddress(t, buyerMember.headers)
  const added = await buyer.post(
    `/buyer/trade/carts?skuId=${sku.id}&num=${options.num ?? 1}&cartType=BUY_NOW`,
  )
  if (!added.success) throw new Error(`add to cart: ${JSON.stringify(added)}`)
  const trade = await buyer.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
  if (!trade.success) throw new Error(`create trade: ${JSON.stringify(trade)}`)
  const orderSn: string = trade.result.orderSns[0]
  if (options.pay !== false) {
    await credit(
      t.database.db,
      { memberId: buyerMember.member.id, memberName: buyerMember.member.username },
      Math.round(trade.result.flowPrice * 100),
      'WALLET_RECHARGE',
      '测试充值',
    )
    const paid = await buyer.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    if (!paid.success) throw new Error(`pay: ${JSON.stringify(paid)}`)
  }
  const [item] = await t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderSn, orderSn))
    .orderBy(asc(orderItems.id))
  return {
    buyerMember,
    buyer,
    sellerMember,
    seller,
    store,
    sku,
    tradeSn: trade.result.sn as string,
    orderSn,
    orderItemSn: item.sn,
    item,
  }
}

/** A paid order the seller has shipped (DELIVERED): complaints open, receipt can be confirmed. */
export async function deliveredOrder(t: TestApp, options: OrderFixtureOptions = {}) {
  const fixture = await paidOrder(t, options)
  const carriers = (await fixture.buyer.get('/buyer/other/logistics')).result
  const shipped = await fixture.seller.post(
    `/store/order/order/${fixture.orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
  )
  if (!shipped.success) throw new Error(`ship: ${JSON.stringify(shipped)}`)
  return fixture
}

/** A delivered order the buyer has received (COMPLETED): reviews and after-sale open. */
export async function completedOrder(t: TestApp, options: OrderFixtureOptions = {}) {
  const fixture = await deliveredOrder(t, options)
  const received = await fixture.buyer.post(`/buyer/order/order/${fixture.orderSn}/receiving`)
  if (!received.success) throw new Error(`receive: ${JSON.stringify(received)}`)
  return fixture
}

/**
 * Another buyer's order at a fixture's store (paid unless told otherwise), through the real API;
 * `pay` pays it later (a race's other side).
 */
/** A new member with an address and ¥10,000 in the wallet, and their API caller. */
async function buyerWithMoney(t: TestApp) {
  const m = await createMember(t)
  const buyer = caller(t, m.headers)
  await addAddress(t, m.headers)
  await credit(
    t.database.db,
    { memberId: m.member.id, memberName: m.member.username },
    1_000_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  return { m, buyer }
}

async function createTrade(buyer: ReturnType<typeof caller>, way: 'BUY_NOW' | 'CART') {
  const trade = await buyer.post('/buyer/trade/carts/create/trade', { way, client: 'PC' })
  if (!trade.success) throw new Error(JSON.stringify(trade))
  return { tradeSn: trade.result.sn as string, orderSns: trade.result.orderSns as string[] }
}

export async function orderAt(
  t: TestApp,
  f: Pick<Awaited<ReturnType<typeof paidOrder>>, 'sku'>,
  options: { pay?: boolean; num?: number } = {},
) {
  const { m, buyer } = await buyerWithMoney(t)
  const added = await buyer.post(
    `/buyer/trade/carts?skuId=${f.sku.id}&num=${options.num ?? 1}&cartType=BUY_NOW`,
  )
  if (!added.success) throw new Error(JSON.stringify(added))
  const { tradeSn, orderSns } = await createTrade(buyer, 'BUY_NOW')
  const pay = () => buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${tradeSn}`)
  if (options.pay !== false) {
    const paid = await pay()
    if (!paid.success) throw new Error(JSON.stringify(paid))
  }
  return { member: m, buyer, sn: orderSns[0], tradeSn, pay }
}

/**
 * An unpaid trade of a new buyer (with money in the wallet) holding one order in each of `stores` new
 * stores (¥100, ¥40, ¥25), its order numbers sorted.
 */
export async function multiStoreTrade(t: TestApp, stores = 2) {
  const { m, buyer } = await buyerWithMoney(t)
  for (const [i, price] of [10_000, 4_000, 2_500].slice(0, stores).entries()) {
    const sku = await makeSku(t, await makeStore(t, `多店交易${i}${Date.now() % 10_000}`), {
      price,
      stock: 10,
    })
    const added = await buyer.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    if (!added.success) throw new Error(JSON.stringify(added))
  }
  const { tradeSn, orderSns } = await createTrade(buyer, 'CART')
  return { member: m, buyer, tradeSn, orderSns: [...orderSns].sort() }
}

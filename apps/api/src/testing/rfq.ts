import { chinaDayAhead } from '@silk/contracts/china-time'
import { createMember } from './accounts.ts'
import type { TestApp } from './app.ts'
import { makeCategoryPath } from './store-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from './trade.ts'

/** `yyyy-MM-dd` `days` from today in GMT+8. */
export const dayFromNow = (days: number) => chinaDayAhead(days)

/** A seller with a store selling in `categoryPath`, one SKU of `stock` pieces; `api` carries its STORE token. */
export async function rfqSeller(t: TestApp, categoryPath: string, stock = 5_000) {
  const who = await createMember(t)
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { categoryPath, stock, price: 2_000 })
  await makeSeller(t, who, store.id)
  return { who, store, sku, api: caller(t, who.headers) }
}

/** A buyer with a default address, a category chain, and its request for `quantity` pieces posted. */
export async function rfqBuyer(t: TestApp) {
  const who = await createMember(t)
  await addAddress(t, who.headers)
  return { who, api: caller(t, who.headers) }
}

export const requestForm = (categoryPath: string, extra: Record<string, unknown> = {}) => ({
  title: '青瓷茶具套装 2000套',
  categoryId: categoryPath.split(',').at(-1),
  quantity: 2000,
  unit: '套',
  targetPrice: 15.5,
  currency: 'USD',
  incoterm: 'FOB',
  destinationCountry: 'de',
  deadline: dayFromNow(7),
  description: '每套含一壶四杯，礼盒包装',
  ...extra,
})

export const quoteForm = (purchaseOrderId: string, skuId: string, extra: Record<string, unknown> = {}) => ({
  purchaseOrderId,
  skuId,
  tiers: [
    { num: 500, price: 18 },
    { num: 1000, price: 16.5 },
    { num: 2000, price: 15.2 },
  ],
  moq: 500,
  incoterm: 'FOB',
  leadDays: 20,
  validUntil: dayFromNow(30),
  message: '宁波港FOB，可提供样品',
  ...extra,
})

export { makeCategoryPath }

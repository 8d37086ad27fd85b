import { ErrorCodes } from '@silk/contracts/errors'
import { orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore, stockOf } from '../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function shop() {
  const m = await createMember(t)
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  const edit = (payload: object) =>
    t.app
      .inject({ method: 'PUT', url: '/store/goods/goods/update/stocks', headers: m.headers, payload })
      .then((r) => r.json())
  return { ...m, store, api: caller(t, m.headers), edit }
}

describe('stock edits', () => {
  it('sets one SKU, and adds or removes units on several at once', async () => {
    const s = await shop()
    const x = await makeSku(t, s.store, { stock: 10 })
    const y = await makeSku(t, s.store, { stock: 4 })
    const one = await s.edit([{ skuId: x.id, quantity: 25 }])
    expect(one.result).toEqual([expect.objectContaining({ skuId: x.id, quantity: 25 })])
    const both = await s.edit([
      { skuId: x.id, quantity: 5, type: 'SUB' },
      { skuId: y.id, quantity: 6, type: 'ADD' },
    ])
    expect(both.success).toBe(true)
    expect([await stockOf(t, x.id), await stockOf(t, y.id)]).toEqual([20, 10])
  })

  it('applies a batch entirely or not at all: too few units (11011), unknown SKU (11012), another store’s (20005)', async () => {
    const s = await shop()
    const other = await shop()
    const x = await makeSku(t, s.store, { stock: 10 })
    const y = await makeSku(t, s.store, { stock: 2 })
    const theirs = await makeSku(t, other.store, { stock: 7 })
    const short = await s.edit([
      { skuId: x.id, quantity: 1, type: 'ADD' },
      { skuId: y.id, quantity: 3, type: 'SUB' },
    ])
    expect(short.code).toBe(ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code)
    expect(
      (
        await s.edit([
          { skuId: x.id, quantity: 1 },
          { skuId: '123456789', quantity: 1 },
        ])
      ).code,
    ).toBe(ErrorCodes.GOODS_SKU_NOT_EXIST.code)
    expect(
      (
        await s.edit([
          { skuId: x.id, quantity: 1 },
          { skuId: theirs.id, quantity: 0 },
        ])
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect([await stockOf(t, x.id), await stockOf(t, y.id), await stockOf(t, theirs.id)]).toEqual([10, 2, 7])
  })

  it('validates the list (4002): negative or fractional counts, repeated SKUs, empty, unknown type', async () => {
    const s = await shop()
    const x = await makeSku(t, s.store, { stock: 10 })
    for (const bad of [
      [{ skuId: x.id, quantity: -1 }],
      [{ skuId: x.id, quantity: 1.5 }],
      [
        { skuId: x.id, quantity: 1 },
        { skuId: x.id, quantity: 2 },
      ],
      [],
      [{ skuId: x.id, quantity: 1, type: 'MUL' }],
    ]) {
      expect((await s.edit(bad)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    }
    expect(await stockOf(t, x.id)).toBe(10)
  })

  it('a SKU set to 0 can no longer be bought, and comes back when stocked', async () => {
    const s = await shop()
    const x = await makeSku(t, s.store, { stock: 3 })
    const buyer = await createMember(t)
    await addAddress(t, buyer.headers)
    const api = caller(t, buyer.headers)
    await s.edit([{ skuId: x.id, quantity: 0 }])
    expect((await api.post(`/buyer/trade/carts?skuId=${x.id}&num=1&cartType=BUY_NOW`)).code).toBe(
      ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code,
    )
    await s.edit([{ skuId: x.id, quantity: 2, type: 'ADD' }])
    expect((await api.post(`/buyer/trade/carts?skuId=${x.id}&num=1&cartType=BUY_NOW`)).success).toBe(true)
  })
})

describe('库存管理', () => {
  it('lists every SKU lowest first, whatever the threshold; lowStock keeps those at or below it', async () => {
    const s = await shop()
    const low = await makeSku(t, s.store, { stock: 3, name: '快卖完的茶杯' })
    const none = await makeSku(t, s.store, { stock: 0 })
    const plenty = await makeSku(t, s.store, { stock: 50, name: '库存充足的茶壶' })
    const ids = (view: { goodsSkuPage: { records: { skuId: string }[] } }) =>
      view.goodsSkuPage.records.map((r) => r.skuId)
    // A new store's threshold is 0: the SKUs with stock are still listed, to be raised.
    const before = (await s.api.get('/store/goods/goods/list/stocks')).result
    expect(before.stockWarningNum).toBe(0)
    expect(ids(before)).toEqual([none.id, low.id, plenty.id])
    expect(before.lowStockCount).toBe(1)
    expect(ids((await s.api.get('/store/goods/goods/list/stocks?lowStock=true')).result)).toEqual([none.id])
    expect((await s.api.put('/store/settings/storeSettings/updateStockWarning?stockWarning=-1')).code).toBe(
      4002,
    )
    expect((await s.api.put('/store/settings/storeSettings/updateStockWarning?stockWarning=5')).success).toBe(
      true,
    )
    const after = (await s.api.get('/store/goods/goods/list/stocks?lowStock=true')).result
    expect(after.stockWarningNum).toBe(5)
    expect(after.lowStockCount).toBe(2)
    expect(after.goodsSkuPage.total).toBe(2)
    expect(after.goodsSkuPage.records).toEqual([
      expect.objectContaining({ skuId: none.id, quantity: 0 }),
      expect.objectContaining({ skuId: low.id, quantity: 3, goodsName: '快卖完的茶杯', price: 100 }),
    ])
    const all = (await s.api.get('/store/goods/goods/list/stocks')).result
    expect([all.goodsSkuPage.total, all.lowStockCount]).toEqual([3, 2])
    // Found by name, and raised from the list like any other.
    const found = (await s.api.get(`/store/goods/goods/list/stocks?goodsName=${encodeURIComponent('茶壶')}`))
      .result
    expect(ids(found)).toEqual([plenty.id])
    await s.edit([{ skuId: plenty.id, quantity: 10, type: 'ADD' }])
    const raised = (await s.api.get('/store/goods/goods/list/stocks')).result.goodsSkuPage.records
    expect(raised.find((r: { skuId: string }) => r.skuId === plenty.id).quantity).toBe(60)
  })
})

// PGlite is a single connection: real races need the PostgreSQL server.
// Each test first signs up its buyers one by one: on a loaded machine that alone passed 30 s.
describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'stock edits racing checkouts on PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('50 checkouts and 10 restocks at once: no negative stock, no lost unit', async () => {
      const s = await shop()
      const sku = await makeSku(t, s.store, { price: 990, stock: 20 })
      const buyers = []
      for (let i = 0; i < 50; i++) {
        const b = await createMember(t)
        await addAddress(t, b.headers)
        const api = caller(t, b.headers)
        expect((await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)).success).toBe(true)
        buyers.push(api)
      }
      const [checkouts, restocks] = await Promise.all([
        Promise.all(buyers.map((api) => api.post('/buyer/trade/carts/create/trade', { way: 'CART' }))),
        Promise.all(Array.from({ length: 10 }, () => s.edit([{ skuId: sku.id, quantity: 3, type: 'ADD' }]))),
      ])
      expect(restocks.every((r) => r.success)).toBe(true)
      const sold = checkouts.filter((r) => r.success).length
      expect(
        checkouts
          .filter((r) => !r.success)
          .every((r) => r.code === ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code),
      ).toBe(true)
      // Every unit is accounted for: 20 + 30 restocked = what is left + what was sold.
      const left = await stockOf(t, sku.id)
      expect(left).toBeGreaterThanOrEqual(0)
      expect(left + sold).toBe(50)
      const placed = await t.database.db.select().from(orders).where(eq(orders.storeId, s.store.id))
      expect(placed).toHaveLength(sold)
      expect(sold).toBeGreaterThanOrEqual(20)
    })

    it('counted-stock SETs racing checkouts never go negative, and the last SET is the base of what is left', async () => {
      const s = await shop()
      const sku = await makeSku(t, s.store, { price: 990, stock: 10 })
      const buyers = []
      for (let i = 0; i < 30; i++) {
        const b = await createMember(t)
        await addAddress(t, b.headers)
        const api = caller(t, b.headers)
        await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
        buyers.push(api)
      }
      const [checkouts, sets] = await Promise.all([
        Promise.all(buyers.map((api) => api.post('/buyer/trade/carts/create/trade', { way: 'CART' }))),
        Promise.all(Array.from({ length: 5 }, () => s.edit([{ skuId: sku.id, quantity: 12 }]))),
      ])
      expect(sets.every((r) => r.success)).toBe(true)
      const sold = checkouts.filter((r) => r.success).length
      const left = await stockOf(t, sku.id)
      // Whatever sold after the last SET came out of its 12; nothing else moved the row.
      expect(left).toBeGreaterThanOrEqual(0)
      expect(12 - left).toBeLessThanOrEqual(sold)
    })
  },
)

import { ErrorCodes } from '@silk/contracts/errors'
import { distributionGoods, distributionSelectedGoods } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeDistributor } from '../../testing/distribution.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * The seller's 分销商品 and 分销订单 (decision 166): a store opts its SKUs into the distribution
 * programme with a commission per unit, changes and removes them, and reads the distribution orders of
 * its goods; the commission it sets is the one a bound buyer's order pays the distributor.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 60_000)
afterAll(() => t.close())

async function member() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

async function seller() {
  const store = await makeStore(t)
  const owner = await member()
  await makeSeller(t, owner, store.id)
  return { store, api: owner.api }
}

describe('分销商品', () => {
  it('opts an own SKU in, changes its commission, lists it and takes it out', async () => {
    const s = await seller()
    const sku = await makeSku(t, s.store, { price: 10_000, stock: 20, name: '景德镇茶杯' })
    const added = await s.api.put(`/store/distribution/goods/checked/${sku.id}?commission=5.5`)
    expect(added.success, JSON.stringify(added)).toBe(true)
    expect(added.result).toMatchObject({ skuId: sku.id, goodsId: sku.goodsId, commission: 5.5, price: 100 })
    const changed = await s.api.put(`/store/distribution/goods/checked/${sku.id}?commission=8`)
    expect(changed.result).toMatchObject({ id: added.result.id, commission: 8 })
    const rows = await t.database.db
      .select()
      .from(distributionGoods)
      .where(eq(distributionGoods.skuId, sku.id))
    expect(rows.map((r) => r.commission)).toEqual([800])
    const listed = await s.api.get('/store/distribution/goods?goodsName=景德镇')
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([added.result.id])
    expect((await s.api.get('/store/distribution/goods?goodsName=没有')).result.total).toBe(0)
    // A distributor's selection of it goes with it.
    const d = await member()
    const record = await makeDistributor(t, d.member)
    await t.database.db
      .insert(distributionSelectedGoods)
      .values({ distributionId: record.id, distributionGoodsId: added.result.id })
    expect((await s.api.del(`/store/distribution/goods/cancel/${added.result.id}`)).success).toBe(true)
    expect((await s.api.get('/store/distribution/goods')).result.total).toBe(0)
    const selections = await t.database.db
      .select()
      .from(distributionSelectedGoods)
      .where(eq(distributionSelectedGoods.distributionGoodsId, added.result.id))
    expect(selections).toEqual([])
    expect((await s.api.del(`/store/distribution/goods/cancel/${added.result.id}`)).code).toBe(
      ErrorCodes.DISTRIBUTION_GOODS_NOT_EXIST.code,
    )
  })

  it('refuses another store’s SKU, goods off the shelf and commissions out of range', async () => {
    const s = await seller()
    const other = await seller()
    const mine = await makeSku(t, s.store, { price: 1_000, stock: 5 })
    const theirs = await makeSku(t, other.store, { price: 1_000, stock: 5 })
    const down = await makeSku(t, s.store, { price: 1_000, stock: 5, marketEnable: 'DOWN' })
    const code = async (url: string) => (await s.api.put(url)).code
    expect(await code(`/store/distribution/goods/checked/${theirs.id}?commission=1`)).toBe(
      ErrorCodes.DISTRIBUTION_GOODS_SKU_ERROR.code,
    )
    expect(await code(`/store/distribution/goods/checked/${down.id}?commission=1`)).toBe(
      ErrorCodes.DISTRIBUTION_GOODS_SKU_ERROR.code,
    )
    expect(await code(`/store/distribution/goods/checked/${mine.id}?commission=10`)).toBe(
      ErrorCodes.DISTRIBUTION_GOODS_COMMISSION_ERROR.code,
    )
    for (const bad of ['0', '-1', '1.234', 'abc', ''])
      expect(await code(`/store/distribution/goods/checked/${mine.id}?commission=${bad}`)).toBe(
        ErrorCodes.PARAMS_ERROR.code,
      )
    const rows = await t.database.db
      .select()
      .from(distributionGoods)
      .where(eq(distributionGoods.storeId, s.store.id))
    expect(rows).toEqual([])
  })
})

describe('分销订单', () => {
  it('a bound buyer’s paid order of an opted-in SKU pays the commission the store set, and the store lists it', async () => {
    const s = await seller()
    const sku = await makeSku(t, s.store, { price: 10_000, stock: 20 })
    expect((await s.api.put(`/store/distribution/goods/checked/${sku.id}?commission=6`)).success).toBe(true)
    const d = await member()
    const record = await makeDistributor(t, d.member)
    const b = await member()
    await addAddress(t, b.headers)
    await credit(
      t.database.db,
      { memberId: b.member.id, memberName: b.member.username },
      1_000_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    expect(
      (await b.api.get(`/buyer/distribution/distribution/bindingDistribution/${record.id}`)).result,
    ).toBe(true)
    expect((await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2`)).success).toBe(true)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    const paid = await b.api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    expect(paid.code).toBe(ErrorCodes.PAY_SUCCESS.code)
    const orders = (await s.api.get('/store/distribution/order')).result
    expect(orders.records).toEqual([
      expect.objectContaining({
        orderSn: trade.result.orderSns[0],
        skuId: sku.id,
        num: 2,
        rebate: 12,
        distributionId: record.id,
        distributionOrderStatus: 'NO_COMPLETED',
        storeId: s.store.id,
      }),
    ])
    expect((await s.api.get('/store/distribution/order?distributionOrderStatus=COMPLETE')).result.total).toBe(
      0,
    )
    // Another store sees none of it.
    const other = await seller()
    expect((await other.api.get('/store/distribution/order')).result.total).toBe(0)
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { goodsSkus } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { paidOrder } from '../../../testing/orders.ts'
import { makeSku, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { GOODS_CACHE_SECONDS: '30' } })
})
afterAll(() => t.close())

const detail = async (sku: { goodsId: string; id: string }, headers?: Record<string, string>) =>
  (await t.app.inject({ url: `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`, headers })).json()

describe('goods page cache (GOODS_CACHE_SECONDS)', () => {
  it('serves a repeated goods page from memory; an outside change shows after the TTL only', async () => {
    const sku = await makeSku(t, await makeStore(t), { stock: 40 })
    expect((await detail(sku)).result.data.quantity).toBe(40)
    await t.database.db.update(goodsSkus).set({ quantity: 7 }).where(eq(goodsSkus.id, sku.id))
    const cached = await detail(sku)
    expect(cached.success).toBe(true)
    expect(cached.result.data.quantity).toBe(40)
    // A fresh envelope around the cached result.
    expect(cached.timestamp).toBeGreaterThan(0)
  })

  it('answers from memory with the same Chinese text and a content-length that counts UTF-8 bytes', async () => {
    const sku = await makeSku(t, await makeStore(t))
    const first = await t.app.inject({ url: `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}` })
    const again = await t.app.inject({ url: `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}` })
    for (const res of [first, again]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    }
    expect(again.json().result).toEqual(first.json().result)
    expect(again.json().result.data.storeName).toMatch(/[\u4e00-\u9fff]/)
  })

  it('checkout and cancelling on this node drop the page at once', async () => {
    const order = await paidOrder(t, { stock: 10, num: 2, pay: false })
    const sku = { goodsId: order.sku.goodsId, id: order.sku.id }
    expect((await detail(sku)).result.data.quantity).toBe(8)
    const cancelled = await order.buyer.post(`/buyer/order/order/${order.orderSn}/cancel?reason=不想要了`)
    expect(cancelled.success).toBe(true)
    expect((await detail(sku)).result.data.quantity).toBe(10)
  })

  it('still records the footprint of a signed-in member when the page comes from memory', async () => {
    const sku = await makeSku(t, await makeStore(t))
    await detail(sku)
    const { headers } = await createMember(t)
    expect((await detail(sku, headers)).success).toBe(true)
    const list = (await t.app.inject({ url: '/buyer/member/footprint', headers })).json().result
    expect(list.records.map((r: { goodsId: string }) => r.goodsId)).toEqual([sku.goodsId])
  })

  it('does not cache a refusal: goods put back on shelf show at once', async () => {
    const sku = await makeSku(t, await makeStore(t), { marketEnable: 'DOWN' })
    expect((await detail(sku)).code).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
    const { goods } = await import('@silk/db/schema/index')
    await t.database.db.update(goods).set({ marketEnable: 'UPPER' }).where(eq(goods.id, sku.goodsId))
    expect((await detail(sku)).result.data.id).toBe(sku.id)
  })
})

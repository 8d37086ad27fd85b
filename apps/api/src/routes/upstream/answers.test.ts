import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { paidOrder } from '../../testing/orders.ts'
import { addAddress, caller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * The answers lilishop's own PC buyer client reads, sent the way it sends them (issue #25: each of
 * these broke one of its pages).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

async function buyerWithCart() {
  const m = await createMember(t)
  const api = caller(t, m.headers)
  await addAddress(t, m.headers)
  const store = await makeStore(t)
  const [a, b] = [await makeSku(t, store, { price: 1000 }), await makeSku(t, store, { price: 2000 })]
  for (const sku of [a, b]) {
    const added = await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=CART`)
    expect(added.success).toBe(true)
  }
  const post = async (url: string, fields: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...m.headers, ...FORM },
      payload: form(fields),
    })
    return res.json()
  }
  return { m, api, store, a, b, post }
}

describe('cart checks as lilishop sends them (checked=0|1, form body)', () => {
  it('unticks a line with checked=0 so checkout leaves it out, and ticks with 1, true or false', async () => {
    const { api, a, b, post, store } = await buyerWithCart()
    expect(
      (await post(`/buyer/trade/carts/sku/checked/${a.id}`, { skuId: a.id, checked: '0' })).success,
    ).toBe(true)
    const checked = (await api.get('/buyer/trade/carts/checked?way=CART')).result
    expect(checked.skuList.map((l: { goodsSku: { id: string } }) => l.goodsSku.id)).toEqual([b.id])
    expect(checked.skuList[0].goodsSku.goodsType).toBe('PHYSICAL_GOODS')
    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.success).toBe(true)
    const order = (await api.get(`/buyer/order/order/${trade.result.orderSns[0]}`)).result
    expect(order.orderItems.map((i: { skuId: string }) => i.skuId)).toEqual([b.id])
    // The unticked line stays in the cart; the store box and the select-all box take 0/1 and words.
    expect(
      (await post(`/buyer/trade/carts/store/${store.id}`, { storeId: store.id, checked: '1' })).success,
    ).toBe(true)
    expect((await api.get('/buyer/trade/carts/all')).result.cartList[0].checked).toBe(true)
    expect((await post('/buyer/trade/carts/sku/checked', { checked: 'false' })).success).toBe(true)
    expect((await api.get('/buyer/trade/carts/all')).result.cartList[0].checked).toBe(false)
    const bad = await post('/buyer/trade/carts/sku/checked', { checked: 'maybe' })
    expect(bad).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })
})

describe('goods page', () => {
  it('lists the SKU pictures as the `images` spec the client builds its gallery from', async () => {
    const store = await makeStore(t)
    const sku = await makeSku(t, store)
    const detail = (await t.app.inject(`/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)).json().result
    const images = detail.data.specList.find((s: { specName: string }) => s.specName === 'images')
    expect(images.specImage).toEqual([`${t.config.PUBLIC_ORIGIN}/media/goods/test.webp`])
    expect(detail.data.specList.filter((s: { specName: string }) => s.specName !== 'images')).toHaveLength(1)
  })
})

describe('my orders', () => {
  it('answers unit prices in the detail, no packages before shipping and the items’ after-sale states', async () => {
    const f = await paidOrder(t, { price: 2500, num: 2 })
    const detail = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result
    expect(detail.orderItems[0]).toMatchObject({ num: 2, goodsPrice: 25, unitPrice: 25, subTotal: 50 })
    const packages = await f.buyer.get(`/buyer/order/order/getPackage/${f.orderSn}`)
    expect(packages).toMatchObject({ success: true, result: [] })
    const list = (await f.buyer.get('/buyer/order/order?pageNumber=1&pageSize=10&tag=ALL')).result
    expect(list.records[0]).toMatchObject({ sn: f.orderSn, groupAfterSaleStatus: 'NEW' })
  })
})

describe('empty optional values are ignored, as Spring binds them', () => {
  it('saves a profile with an empty avatar and lists articles for an empty category', async () => {
    const m = await createMember(t)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/buyer/passport/member/editOwn',
      headers: { ...m.headers, ...FORM },
      payload: form({ nickName: '丝路买家', sex: '1', birthday: '', face: '', regionId: '', region: '' }),
    })
    expect(res.json(), res.body).toMatchObject({ success: true, result: { nickName: '丝路买家' } })
    const articles = await t.app.inject('/buyer/other/article?pageNumber=1&pageSize=5&categoryId=&title=')
    expect(articles.json()).toMatchObject({ success: true })
    expect(articles.json().result.records.length).toBeGreaterThan(0)
  })

  it('still refuses an empty value where the parameter is required', async () => {
    const res = await t.app.inject('/buyer/other/article/get/')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    const sku = await t.app.inject('/buyer/trade/carts/sku/checked?checked=')
    expect(sku.statusCode).toBeGreaterThanOrEqual(400)
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { goodsSkus, orderItems, orders, purchaseOrders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  dayFromNow,
  makeCategoryPath,
  quoteForm,
  requestForm,
  rfqBuyer,
  rfqSeller,
} from '../../../testing/rfq.ts'

let t: TestApp
let path: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  path = await makeCategoryPath(t, ['茶具', '茶具套装', '陶瓷茶具'])
})
afterAll(() => t.close())

async function posted(extra: Record<string, unknown> = {}) {
  const buyer = await rfqBuyer(t)
  const res = await buyer.api.post('/buyer/other/purchase/purchase', requestForm(path, extra))
  expect(res.success).toBe(true)
  return { buyer, id: res.result.id as string, sn: res.result.sn as string }
}

describe('posting a request', () => {
  it('keeps what the buyer asked, in fen, and lists it as the member’s own and open to all', async () => {
    const { buyer, id, sn } = await posted()
    expect(sn).toMatch(/^CG\d{16}$/)
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
    expect(row).toMatchObject({
      targetPrice: 1550,
      quantity: 2000,
      incoterm: 'FOB',
      destinationCountry: 'DE',
    })
    expect(row.categoryPath).toBe(path)
    const mine = await buyer.api.get('/buyer/other/purchase/purchase/getByMember')
    expect(mine.result.records.map((r: { id: string }) => r.id)).toEqual([id])
    const other = await rfqBuyer(t)
    const open = await other.api.get('/buyer/other/purchase/purchase?pageSize=100')
    const seen = open.result.records.find((r: { id: string }) => r.id === id)
    expect(seen.status).toBe('OPEN')
    expect(seen.memberName).toContain('*')
    const detail = await other.api.get(`/buyer/other/purchase/purchase/${id}`)
    expect(detail.result).toMatchObject({
      id,
      title: '青瓷茶具套装 2000套',
      targetPrice: 15.5,
      categoryName: '陶瓷茶具',
    })
  })

  it('refuses a deadline in the past or beyond 90 days, an unknown category, bad fields', async () => {
    const buyer = await rfqBuyer(t)
    for (const deadline of [dayFromNow(0), dayFromNow(-3), dayFromNow(95)]) {
      const res = await buyer.api.post('/buyer/other/purchase/purchase', requestForm(path, { deadline }))
      expect(res.code).toBe(ErrorCodes.PURCHASE_DEADLINE_INVALID.code)
    }
    const cat = await buyer.api.post(
      '/buyer/other/purchase/purchase',
      requestForm(path, { categoryId: '999999' }),
    )
    expect(cat.code).toBe(ErrorCodes.PURCHASE_CATEGORY_INVALID.code)
    const bad = await buyer.api.post(
      '/buyer/other/purchase/purchase',
      requestForm(path, { incoterm: 'CFR', quantity: 0 }),
    )
    expect(bad.success).toBe(false)
    expect(bad.code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('needs a signed-in member; a seller token cannot post', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/buyer/other/purchase/purchase',
      payload: requestForm(path),
    })
    expect(anon.statusCode).toBe(401)
    const s = await rfqSeller(t, path)
    const res = await s.api.post('/buyer/other/purchase/purchase', requestForm(path))
    expect(res.success).toBe(false)
  })
})

describe('quoting', () => {
  it('a seller of the category quotes with tiers; the owner sees it priced at the tier reached, others see nothing', async () => {
    const { buyer, id } = await posted()
    const s = await rfqSeller(t, path)
    const list = await s.api.get('/store/rfq')
    expect(list.result.records.map((r: { id: string }) => r.id)).toContain(id)
    const q = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    expect(q.success).toBe(true)
    expect(q.result).toMatchObject({ unitPrice: 15.2, total: 30400, status: 'SUBMITTED', revision: 1 })
    const quotes = await buyer.api.get(`/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`)
    expect(quotes.result).toHaveLength(1)
    expect(quotes.result[0]).toMatchObject({ storeId: s.store.id, moq: 500, leadDays: 20, incoterm: 'FOB' })
    const one = await buyer.api.get(`/buyer/other/purchase/purchaseQuoted/${q.result.id}`)
    expect(one.result.id).toBe(q.result.id)

    const stranger = await rfqBuyer(t)
    expect(
      (await stranger.api.get(`/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`)).result,
    ).toEqual([])
    const peek = await stranger.api.get(`/buyer/other/purchase/purchaseQuoted/${q.result.id}`)
    expect(peek.code).toBe(ErrorCodes.PURCHASE_QUOTE_NOT_EXIST.code)
    // The upstream typo path is not served.
    const typo = await t.app.inject({
      method: 'GET',
      url: `/buyer/other/purchase/purchaseQuotedpurchaseQuoted/${q.result.id}`,
      headers: buyer.who.headers,
    })
    expect(typo.statusCode).toBe(404)
  })

  it('a store revises its own quote (one per store); the count stays', async () => {
    const { id } = await posted()
    const s = await rfqSeller(t, path)
    await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    const again = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id, { leadDays: 12 }))
    expect(again.result).toMatchObject({ revision: 2, leadDays: 12 })
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
    expect(row.quoteCount).toBe(1)
  })

  it('refuses tiers out of order, an MOQ above the quantity, a SKU of another store, a past validity', async () => {
    const { id } = await posted()
    const s = await rfqSeller(t, path)
    const other = await rfqSeller(t, path)
    const order = await s.api.post(
      '/store/rfq/quote',
      quoteForm(id, s.sku.id, {
        tiers: [
          { num: 1000, price: 10 },
          { num: 500, price: 12 },
        ],
        moq: 1000,
      }),
    )
    expect(order.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const moq = await s.api.post(
      '/store/rfq/quote',
      quoteForm(id, s.sku.id, { moq: 3000, tiers: [{ num: 3000, price: 10 }] }),
    )
    expect(moq.code).toBe(ErrorCodes.PURCHASE_QUOTE_MOQ_TOO_HIGH.code)
    const sku = await s.api.post('/store/rfq/quote', quoteForm(id, other.sku.id))
    expect(sku.code).toBe(ErrorCodes.PURCHASE_QUOTE_SKU_INVALID.code)
    const valid = await s.api.post(
      '/store/rfq/quote',
      quoteForm(id, s.sku.id, { validUntil: dayFromNow(-1) }),
    )
    expect(valid.code).toBe(ErrorCodes.PURCHASE_QUOTE_VALIDITY_INVALID.code)
  })

  it('a request addressed to store A: only A sees and quotes it; B is refused', async () => {
    const a = await rfqSeller(t, path)
    const b = await rfqSeller(t, path)
    const { buyer, id } = await posted({ storeId: a.store.id })
    expect((await b.api.get('/store/rfq')).result.records.map((r: { id: string }) => r.id)).not.toContain(id)
    expect((await a.api.get('/store/rfq')).result.records.map((r: { id: string }) => r.id)).toContain(id)
    expect((await b.api.get(`/store/rfq/${id}`)).code).toBe(ErrorCodes.PURCHASE_NOT_EXIST.code)
    const refused = await b.api.post('/store/rfq/quote', quoteForm(id, b.sku.id))
    expect(refused.code).toBe(ErrorCodes.PURCHASE_NOT_ADDRESSED.code)
    expect((await a.api.post('/store/rfq/quote', quoteForm(id, a.sku.id))).success).toBe(true)
    // Not in the public list, and another buyer cannot open it.
    const stranger = await rfqBuyer(t)
    const open = await stranger.api.get('/buyer/other/purchase/purchase?pageSize=100')
    expect(open.result.records.map((r: { id: string }) => r.id)).not.toContain(id)
    expect((await stranger.api.get(`/buyer/other/purchase/purchase/${id}`)).code).toBe(
      ErrorCodes.PURCHASE_NOT_EXIST.code,
    )
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result.storeName).toBe(
      a.store.storeName,
    )
  })

  it('a store of another category does not see the request', async () => {
    const { id } = await posted()
    const elsewhere = await rfqSeller(t, await makeCategoryPath(t, ['服装', '女装', '连衣裙']))
    expect(
      (await elsewhere.api.get('/store/rfq')).result.records.map((r: { id: string }) => r.id),
    ).not.toContain(id)
  })

  it('the buyer-side quote route refuses: quoting belongs to the seller centre', async () => {
    const { id } = await posted()
    const buyer = await rfqBuyer(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/other/purchase/purchaseQuoted',
      headers: buyer.who.headers,
      payload: { purchaseOrderId: id },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe(ErrorCodes.PURCHASE_QUOTE_BY_STORE.code)
  })

  it('closes at the deadline (read as CLOSED, no quote taken) and when the buyer closes it', async () => {
    const { buyer, id } = await posted()
    const s = await rfqSeller(t, path)
    await t.database.db
      .update(purchaseOrders)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(purchaseOrders.id, id))
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result).toMatchObject({
      status: 'CLOSED',
      closeReason: 'DEADLINE',
    })
    expect((await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))).code).toBe(
      ErrorCodes.PURCHASE_NOT_OPEN.code,
    )
    const second = await posted()
    const stranger = await rfqBuyer(t)
    expect((await stranger.api.put(`/buyer/other/purchase/purchase/${second.id}`)).code).toBe(
      ErrorCodes.PURCHASE_NOT_EXIST.code,
    )
    const closed = await second.buyer.api.put(`/buyer/other/purchase/purchase/${second.id}`)
    expect(closed.result).toMatchObject({ status: 'CLOSED', closeReason: 'BUYER' })
    expect((await s.api.post('/store/rfq/quote', quoteForm(second.id, s.sku.id))).code).toBe(
      ErrorCodes.PURCHASE_NOT_OPEN.code,
    )
  })

  it('closes at the 10th quote; the 11th store is refused', async () => {
    const { buyer, id } = await posted()
    for (let i = 0; i < 10; i++) {
      const s = await rfqSeller(t, path)
      expect((await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))).success).toBe(true)
    }
    const late = await rfqSeller(t, path)
    expect((await late.api.post('/store/rfq/quote', quoteForm(id, late.sku.id))).code).toBe(
      ErrorCodes.PURCHASE_NOT_OPEN.code,
    )
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result).toMatchObject({
      status: 'CLOSED',
      closeReason: 'FULL',
      quoteCount: 10,
    })
  })
})

describe('accepting a quote', () => {
  it('becomes one UNPAID order at the tier price, takes the stock, declines the others; paid like any order', async () => {
    const { buyer, id } = await posted({ destinationCountry: 'CN' })
    const s1 = await rfqSeller(t, path)
    const s2 = await rfqSeller(t, path)
    const q1 = await s1.api.post('/store/rfq/quote', quoteForm(id, s1.sku.id))
    const q2 = await s2.api.post(
      '/store/rfq/quote',
      quoteForm(id, s2.sku.id, { tiers: [{ num: 500, price: 14.8 }] }),
    )
    const stranger = await rfqBuyer(t)
    expect(
      (await stranger.api.post(`/buyer/other/purchase/purchase/${id}/accept`, { quoteId: q2.result.id }))
        .code,
    ).toBe(ErrorCodes.PURCHASE_NOT_EXIST.code)

    const accepted = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q2.result.id,
    })
    expect(accepted.success).toBe(true)
    expect(accepted.result.flowPrice).toBe(29600)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, accepted.result.orderSn))
    expect(order).toMatchObject({
      storeId: s2.store.id,
      orderStatus: 'UNPAID',
      flowPrice: 2_960_000,
      goodsNum: 2000,
    })
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, order.sn))
    expect(item).toMatchObject({ skuId: s2.sku.id, num: 2000, unitPrice: 1480 })
    const [sku] = await t.database.db.select().from(goodsSkus).where(eq(goodsSkus.id, s2.sku.id))
    expect(sku.quantity).toBe(3000)

    const quotes = (await buyer.api.get(`/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`)).result
    expect(Object.fromEntries(quotes.map((q: { id: string; status: string }) => [q.id, q.status]))).toEqual({
      [q1.result.id]: 'DECLINED',
      [q2.result.id]: 'ACCEPTED',
    })
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result).toMatchObject({
      status: 'ACCEPTED',
      orderSn: order.sn,
      orderStatus: 'UNPAID',
    })
    const again = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q1.result.id,
    })
    expect(again.code).toBe(ErrorCodes.PURCHASE_ALREADY_ACCEPTED.code)
    const revise = await s1.api.post('/store/rfq/quote', quoteForm(id, s1.sku.id, { leadDays: 9 }))
    expect(revise.code).toBe(ErrorCodes.PURCHASE_QUOTE_LOCKED.code)

    await credit(
      t.database.db,
      { memberId: buyer.who.member.id, memberName: 'b' },
      2_960_000,
      'WALLET_RECHARGE',
      '充值',
    )
    const paid = await buyer.api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${accepted.result.tradeSn}`,
    )
    expect(paid.success).toBe(true)
    const [after] = await t.database.db.select().from(orders).where(eq(orders.sn, order.sn))
    expect(after.orderStatus).toBe('UNDELIVERED')
    // The request reads the order's state, so its page offers payment no more (issue 60 §13).
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result.orderStatus).toBe(
      'UNDELIVERED',
    )
    const mine = await buyer.api.get('/buyer/other/purchase/purchase/getByMember')
    expect(mine.result.records.find((r: { id: string }) => r.id === id).orderStatus).toBe('UNDELIVERED')
    // Nobody else learns it: the seller's view of the request carries no order state.
    expect((await s2.api.get(`/store/rfq/${id}`)).result.orderStatus).toBeNull()
  })

  it('refuses a quote above the SKU’s stock; shows each quote’s stock; an accept after the stock fell says so (nothing written)', async () => {
    const { buyer, id } = await posted({ destinationCountry: 'CN' })
    const s = await rfqSeller(t, path, 100)
    const over = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    expect(over.code).toBe(ErrorCodes.PURCHASE_QUOTE_STOCK_SHORT.code)
    expect(over.message).toContain('库存 100')
    await t.database.db.update(goodsSkus).set({ quantity: 2_500 }).where(eq(goodsSkus.id, s.sku.id))
    const q = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    expect(q.result.stock).toBe(2_500)
    // The stock falls after the quote: the comparison shows it, the accept says so and writes nothing.
    await t.database.db.update(goodsSkus).set({ quantity: 100 }).where(eq(goodsSkus.id, s.sku.id))
    const quotes = await buyer.api.get(`/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`)
    expect(quotes.result[0]).toMatchObject({ id: q.result.id, stock: 100 })
    const short = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q.result.id,
    })
    expect(short.code).toBe(ErrorCodes.PURCHASE_QUOTE_STOCK_GONE.code)
    expect(short.message).toContain('库存 100')
    expect((await buyer.api.get(`/buyer/other/purchase/purchase/${id}`)).result.status).toBe('OPEN')
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, buyer.who.member.id))).toEqual(
      [],
    )
    await t.database.db.update(goodsSkus).set({ quantity: 5000 }).where(eq(goodsSkus.id, s.sku.id))
    const { purchaseQuotes } = await import('@silk/db/schema/index')
    await t.database.db
      .update(purchaseQuotes)
      .set({ validUntil: dayFromNow(-1) })
      .where(eq(purchaseQuotes.id, q.result.id))
    const expired = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q.result.id,
    })
    expect(expired.code).toBe(ErrorCodes.PURCHASE_QUOTE_EXPIRED.code)
  })
})

describe('accepting a quote for goods going abroad', () => {
  it('the buyer gives the consignee abroad; the order keeps the incoterm, destination and currency', async () => {
    const { buyer, id, sn } = await posted({ incoterm: 'CIF', destinationCountry: 'HU', currency: 'EUR' })
    const s = await rfqSeller(t, path)
    const q = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id, { incoterm: 'CIF' }))
    const accept = (body: object) =>
      buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, { quoteId: q.result.id, ...body })
    // No consignee: the default address in China is not where the request says the goods go.
    expect((await accept({})).code).toBe(ErrorCodes.PURCHASE_CONSIGNEE_REQUIRED.code)
    const consignee = {
      name: 'Kovács Anna',
      phone: '+36 1 234 5678',
      country: 'hu',
      address: 'Váci utca 12, Budapest',
      postcode: '1052',
    }
    expect((await accept({ consignee: { ...consignee, phone: 'call me' } })).code).toBe(4002)
    expect((await accept({ consignee: { ...consignee, country: 'CN' } })).code).toBe(4002)
    const accepted = await accept({ consignee })
    expect(accepted.success).toBe(true)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, accepted.result.orderSn))
    expect(order).toMatchObject({
      consigneeName: 'Kovács Anna',
      consigneeMobile: '+36 1 234 5678',
      consigneeAddressPath: '匈牙利',
      consigneeAddressIdPath: null,
      consigneeDetail: 'Váci utca 12, Budapest 1052',
      tradeTerms: { purchaseSn: sn, incoterm: 'CIF', destinationCountry: 'HU', currency: 'EUR' },
    })
    const seen = await buyer.api.get(`/buyer/order/order/${order.sn}`)
    expect(seen.result.order.tradeTerms).toEqual({
      purchaseSn: sn,
      incoterm: 'CIF',
      destinationCountry: 'HU',
      currency: 'EUR',
    })
    const desk = await s.api.get(`/store/order/order/${order.sn}`)
    expect(desk.result.order.tradeTerms).toMatchObject({ incoterm: 'CIF', destinationCountry: 'HU' })
    expect(order.remark).toBeNull()
  })

  it('an order accepted before the terms were kept: its generated note reads in the reader’s language', async () => {
    const { buyer, id, sn } = await posted({ destinationCountry: 'CN' })
    const s = await rfqSeller(t, path)
    const q = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    const accepted = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q.result.id,
    })
    // As decision 132's acceptance wrote it: a Chinese note, no terms.
    await t.database.db
      .update(orders)
      .set({ remark: `采购需求 ${sn} · FOB`, tradeTerms: null })
      .where(eq(orders.sn, accepted.result.orderSn))
    const read = async (headers: Record<string, string>, url: string, lang: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } })).json()
        .result.order.remark
    const buyerUrl = `/buyer/order/order/${accepted.result.orderSn}`
    const deskUrl = `/store/order/order/${accepted.result.orderSn}`
    expect(await read(buyer.who.headers, buyerUrl, 'en')).toBe(`RFQ ${sn} · FOB`)
    expect(await read(s.who.headers, deskUrl, 'en')).toBe(`RFQ ${sn} · FOB`)
    expect(await read(buyer.who.headers, buyerUrl, 'zh-CN')).toBe(`采购需求 ${sn} · FOB`)
    const admin = await makeAdmin(t, { permissions: ['order:read'] })
    const console = await t.app.inject({
      method: 'GET',
      url: `/manager/order/order/${accepted.result.orderSn}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    })
    expect(console.json().result.order.remark).toBe(`RFQ ${sn} · FOB`)
    // What a buyer typed stays as typed.
    await t.database.db
      .update(orders)
      .set({ remark: '采购需求请尽快发货' })
      .where(eq(orders.sn, accepted.result.orderSn))
    expect(await read(buyer.who.headers, buyerUrl, 'en')).toBe('采购需求请尽快发货')
  })

  it('a request delivered in China takes the chosen address from the book, or the default', async () => {
    const { buyer, id } = await posted({ destinationCountry: 'CN', currency: 'CNY' })
    const s = await rfqSeller(t, path)
    const q = await s.api.post('/store/rfq/quote', quoteForm(id, s.sku.id))
    const accepted = await buyer.api.post(`/buyer/other/purchase/purchase/${id}/accept`, {
      quoteId: q.result.id,
    })
    expect(accepted.success).toBe(true)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, accepted.result.orderSn))
    expect(order.consigneeAddressIdPath).toMatch(/^\d+(,\d+)+$/)
    expect(order.tradeTerms).toMatchObject({ incoterm: 'FOB', destinationCountry: 'CN', currency: 'CNY' })
    expect(order.remark).toBeNull()
  })
})

describe('operator oversight', () => {
  it('lists every request read-only for who may read orders', async () => {
    const { id } = await posted({ title: '监管可见的采购需求' })
    const admin = await makeAdmin(t, { permissions: ['order:read'] })
    const res = await t.app.inject({
      method: 'GET',
      url: `/manager/other/purchase/purchase?keyword=${encodeURIComponent('监管可见')}`,
      headers: admin.headers,
    })
    expect(res.json().result.records.map((r: { id: string }) => r.id)).toEqual([id])
  })
})

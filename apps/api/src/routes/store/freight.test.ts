import { ErrorCodes } from '@silk/contracts/errors'
import { afterSales, goods, goodsSkus, memberWallets, orders, regions, trades } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { goodsForm, makeCategoryPath } from '../../testing/store-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore, regionPath } from '../../testing/trade.ts'

/**
 * Freight templates (运费模板): the seller's CRUD and its checks, and what checkout charges with them
 * (by piece, by weight, a region row before the default, free shipping, two stores in one checkout),
 * what the order keeps, and the refund rule (shipping comes back only with the whole order).
 */
let t: TestApp
/** The buyer address's province and city (the first of each in the region table). */
let province: string
let city: string
let otherProvince: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  const path = (await regionPath(t)).split(',')
  province = path[0] as string
  city = path[1] as string
  const provinces = await t.database.db.select().from(regions).where(eq(regions.parentId, '0'))
  otherProvince = provinces.find((p) => p.id !== province)?.id ?? province
  if (otherProvince === province) {
    await t.database.db
      .insert(regions)
      .values({ id: '310000', parentId: '0', name: '上海市', level: 'province' })
    otherProvince = '310000'
  }
})
afterAll(() => t.close())

async function seller() {
  const m = await createMember(t)
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  return { api: caller(t, m.headers), store }
}

const byPiece = {
  name: '按件计费',
  pricingMethod: 'NUM',
  firstUnit: 1,
  firstFee: 10,
  extraUnit: 1,
  extraFee: 5,
  rows: [] as object[],
}

describe('运费模板 /store/setting/freightTemplate', () => {
  it('creates, lists, reads, edits and deletes a template with region rows', async () => {
    const { api } = await seller()
    const created = await api.post('/store/setting/freightTemplate', {
      ...byPiece,
      rows: [{ regionIds: [province], firstUnit: 2, firstFee: 8.5, extraUnit: 1, extraFee: 3 }],
    })
    expect(created.success).toBe(true)
    const [row] = await t.database.db.select().from(regions).where(eq(regions.id, province))
    expect(created.result).toMatchObject({
      name: '按件计费',
      pricingMethod: 'NUM',
      firstFee: 10,
      rows: [{ regionIds: [province], regionNames: [row?.name], firstUnit: 2, firstFee: 8.5, extraFee: 3 }],
      goodsCount: 0,
    })
    const id = created.result.id
    expect((await api.get('/store/setting/freightTemplate')).result.map((x: { id: string }) => x.id)).toEqual(
      [id],
    )
    expect((await api.get(`/store/setting/freightTemplate/${id}`)).result.name).toBe('按件计费')
    const edited = await api.put(`/store/setting/freightTemplate/${id}`, {
      ...byPiece,
      name: '按重量',
      pricingMethod: 'WEIGHT',
      firstUnit: 1000,
      extraUnit: 500,
    })
    expect(edited.result).toMatchObject({
      name: '按重量',
      pricingMethod: 'WEIGHT',
      firstUnit: 1000,
      rows: [],
    })
    // A FREE template keeps no charges.
    const free = await api.post('/store/setting/freightTemplate', {
      ...byPiece,
      name: '包邮',
      pricingMethod: 'FREE',
    })
    expect(free.result).toMatchObject({ pricingMethod: 'FREE', firstFee: 0, extraFee: 0, rows: [] })
    expect((await api.del(`/store/setting/freightTemplate/${id}`)).success).toBe(true)
    expect((await api.del(`/store/setting/freightTemplate/${id}`)).code).toBe(
      ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code,
    )
    expect((await api.get(`/store/setting/freightTemplate/${id}`)).code).toBe(
      ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code,
    )
  })

  it('refuses bad forms field by field (4002) and unknown regions (11252)', async () => {
    const { api } = await seller()
    const bad = async (form: object) => {
      const res = await api.post('/store/setting/freightTemplate', form)
      expect(res.code).toBe(ErrorCodes.PARAMS_ERROR.code)
      return res.message as string
    }
    expect(await bad({ ...byPiece, name: ' ' })).toContain('模板名称')
    expect(await bad({ ...byPiece, pricingMethod: 'BOX' })).toContain('计价方式')
    expect(await bad({ ...byPiece, firstFee: -1 })).toContain('首费不能为负数')
    expect(await bad({ ...byPiece, extraFee: 1.234 })).toContain('续费最多两位小数')
    expect(await bad({ ...byPiece, firstUnit: 0 })).toContain('至少为1')
    expect(
      await bad({
        ...byPiece,
        rows: [
          { regionIds: [province], firstUnit: 1, firstFee: 1, extraUnit: 1, extraFee: 1 },
          { regionIds: [province], firstUnit: 1, firstFee: 1, extraUnit: 1, extraFee: 1 },
        ],
      }),
    ).toContain('同一地区')
    expect(
      await bad({
        ...byPiece,
        rows: [{ regionIds: [], firstUnit: 1, firstFee: 1, extraUnit: 1, extraFee: 1 }],
      }),
    ).toContain('请选择配送地区')
    const unknown = await api.post('/store/setting/freightTemplate', {
      ...byPiece,
      rows: [{ regionIds: ['999999'], firstUnit: 1, firstFee: 1, extraUnit: 1, extraFee: 1 }],
    })
    expect(unknown.code).toBe(ErrorCodes.FREIGHT_REGION_NOT_EXIST.code)
  })

  it('goods take only the store’s own templates, and a used template cannot be deleted (11251)', async () => {
    const { api, store } = await seller()
    const other = await seller()
    const mine = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const theirs = (await other.api.post('/store/setting/freightTemplate', byPiece)).result.id
    const category = await makeCategoryPath(t)
    // Publishing with another store's template is refused; with its own it is kept.
    expect(
      (await api.post('/store/goods/goods/create', goodsForm(category, { templateId: theirs }))).code,
    ).toBe(ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code)
    const saved = await api.post('/store/goods/goods/create', goodsForm(category, { templateId: mine }))
    expect(saved.success).toBe(true)
    expect((await api.get(`/store/goods/goods/get/${saved.result.id}`)).result.templateId).toBe(mine)
    expect((await api.get('/store/setting/freightTemplate')).result[0].goodsCount).toBe(1)
    expect((await api.del(`/store/setting/freightTemplate/${mine}`)).code).toBe(
      ErrorCodes.FREIGHT_TEMPLATE_IN_USE.code,
    )
    // The bulk setter: another store's template or goods are refused, '0' frees the template.
    const sku = await makeSku(t, store)
    expect(
      (await api.put(`/store/goods/goods/freight?goodsId=${sku.goodsId}&templateId=${theirs}`)).code,
    ).toBe(ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code)
    const foreign = await makeSku(t, other.store)
    expect(
      (
        await api.put(
          `/store/goods/goods/freight?goodsId=${sku.goodsId},${foreign.goodsId}&templateId=${mine}`,
        )
      ).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect(
      (await api.put(`/store/goods/goods/freight?goodsId=${saved.result.id}&templateId=0`)).success,
    ).toBe(true)
    expect((await api.del(`/store/setting/freightTemplate/${mine}`)).success).toBe(true)
  })
})

/** A buyer with a default address (province, city of `regionPath`) and wallet money. */
async function buyer() {
  const m = await createMember(t)
  await addAddress(t, m.headers)
  await credit(
    t.database.db,
    { memberId: m.member.id, memberName: m.member.username },
    10_000_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  return { ...m, api: caller(t, m.headers) }
}

/** A goods of the store at `price` fen weighing `grams` a piece, using `templateId`. */
async function goodsWith(
  store: { id: string },
  templateId: string,
  options: { price?: number; grams?: number } = {},
) {
  const sku = await makeSku(t, store, { price: options.price ?? 5000 })
  await t.database.db.update(goods).set({ templateId, weight: 200 }).where(eq(goods.id, sku.goodsId))
  if (options.grams !== undefined)
    await t.database.db.update(goodsSkus).set({ weight: options.grams }).where(eq(goodsSkus.id, sku.id))
  return sku
}

async function checkoutOf(api: ReturnType<typeof caller>, lines: [string, number][]) {
  for (const [skuId, num] of lines)
    expect((await api.post(`/buyer/trade/carts?skuId=${skuId}&num=${num}`)).success).toBe(true)
  return (await api.get('/buyer/trade/carts/checked?way=CART')).result
}

describe('checkout freight', () => {
  it('charges by piece: first piece, then every extra piece', async () => {
    const { api, store } = await seller()
    const tpl = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const sku = await goodsWith(store, tpl)
    const b = await buyer()
    const checked = await checkoutOf(b.api, [[sku.id, 3]])
    // ¥10 for the first piece, ¥5 for each of the other two.
    expect(checked.cartList[0].priceDetailDTO).toMatchObject({
      goodsPrice: 150,
      freightPrice: 20,
      flowPrice: 170,
    })
    expect(checked.cartList[0].priceDetailVO.freight).toBe(20)
    expect(checked.priceDetailDTO).toMatchObject({ freightPrice: 20, flowPrice: 170 })
  })

  it('charges by weight (SKU weight × quantity, else the goods’), rounding extra steps up', async () => {
    const { api, store } = await seller()
    const tpl = (
      await api.post('/store/setting/freightTemplate', {
        ...byPiece,
        pricingMethod: 'WEIGHT',
        firstUnit: 1000,
        firstFee: 12,
        extraUnit: 500,
        extraFee: 4,
      })
    ).result.id
    const heavy = await goodsWith(store, tpl, { grams: 1500 })
    // No SKU weight: the goods' 200 g apply.
    const light = await goodsWith(store, tpl)
    const b = await buyer()
    const checked = await checkoutOf(b.api, [
      [heavy.id, 2],
      [light.id, 1],
    ])
    // 3000 g + 200 g = 3200 g: ¥12 for the first kilo, 2200 g more is 5 started steps of 500 g at ¥4.
    expect(checked.cartList[0].priceDetailDTO.freightPrice).toBe(32)
  })

  it('prices the consignee’s region by its most specific row, else the default', async () => {
    const { api, store } = await seller()
    const row = (regionIds: string[], firstFee: number) => ({
      regionIds,
      firstUnit: 1,
      firstFee,
      extraUnit: 1,
      extraFee: 1,
    })
    const tpl = (
      await api.post('/store/setting/freightTemplate', {
        ...byPiece,
        firstFee: 20,
        rows: [row([province], 8)],
      })
    ).result.id
    const sku = await goodsWith(store, tpl)
    const b = await buyer()
    expect((await checkoutOf(b.api, [[sku.id, 1]])).priceDetailDTO.freightPrice).toBe(8)
    await api.put(`/store/setting/freightTemplate/${tpl}`, {
      ...byPiece,
      firstFee: 20,
      rows: [row([province], 8), row([city], 6)],
    })
    expect((await b.api.get('/buyer/trade/carts/checked?way=CART')).result.priceDetailDTO.freightPrice).toBe(
      6,
    )
    await api.put(`/store/setting/freightTemplate/${tpl}`, {
      ...byPiece,
      firstFee: 20,
      rows: [row([otherProvince], 8)],
    })
    expect((await b.api.get('/buyer/trade/carts/checked?way=CART')).result.priceDetailDTO.freightPrice).toBe(
      20,
    )
  })

  it('ships free with a FREE template or none, and charges once per template of a store', async () => {
    const { api, store } = await seller()
    const free = (await api.post('/store/setting/freightTemplate', { ...byPiece, pricingMethod: 'FREE' }))
      .result.id
    const tpl = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const a = await goodsWith(store, free)
    const none = await goodsWith(store, '0')
    const c1 = await goodsWith(store, tpl)
    const c2 = await goodsWith(store, tpl)
    const b = await buyer()
    expect(
      (
        await checkoutOf(b.api, [
          [a.id, 2],
          [none.id, 1],
        ])
      ).priceDetailDTO.freightPrice,
    ).toBe(0)
    // Two goods of one template: 2 pieces together, ¥10 + ¥5 (not ¥10 twice).
    const checked = await checkoutOf(b.api, [
      [c1.id, 1],
      [c2.id, 1],
    ])
    expect(checked.priceDetailDTO.freightPrice).toBe(15)
  })

  it('two stores in one checkout: each its own freight, the orders and the trade keep it', async () => {
    const s1 = await seller()
    const s2 = await seller()
    const t1 = (await s1.api.post('/store/setting/freightTemplate', byPiece)).result.id
    const t2 = (
      await s2.api.post('/store/setting/freightTemplate', {
        ...byPiece,
        pricingMethod: 'WEIGHT',
        firstUnit: 1000,
        firstFee: 6,
        extraUnit: 1000,
        extraFee: 2,
      })
    ).result.id
    const x = await goodsWith(s1.store, t1, { price: 10_000 })
    const y = await goodsWith(s2.store, t2, { price: 2_000, grams: 1200 })
    const b = await buyer()
    const checked = await checkoutOf(b.api, [
      [x.id, 2],
      [y.id, 1],
    ])
    const byStore = Object.fromEntries(
      checked.cartList.map((c: { storeId: string; priceDetailDTO: { freightPrice: number } }) => [
        c.storeId,
        c.priceDetailDTO.freightPrice,
      ]),
    )
    expect(byStore).toEqual({ [s1.store.id]: 15, [s2.store.id]: 8 })
    expect(checked.priceDetailDTO).toMatchObject({ goodsPrice: 220, freightPrice: 23, flowPrice: 243 })
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.result).toMatchObject({ freightPrice: 23, flowPrice: 243 })
    const [tr] = await t.database.db.select().from(trades).where(eq(trades.sn, trade.result.sn))
    expect(tr).toMatchObject({ freightPrice: 2300, flowPrice: 24_300 })
    const rows = await t.database.db.select().from(orders).where(eq(orders.tradeSn, trade.result.sn))
    const kept = Object.fromEntries(
      rows.map((o) => [o.storeId, [o.freightPrice, o.flowPrice, o.priceDetail.freightPrice]]),
    )
    expect(kept).toEqual({ [s1.store.id]: [1500, 21_500, 1500], [s2.store.id]: [800, 2800, 800] })
    // The buyer's order page shows it.
    const detail = (await b.api.get(`/buyer/order/order/${rows[0]?.sn}`)).result
    expect(detail.order.freightPrice).toBe((rows[0]?.freightPrice ?? 0) / 100)
    // Paying takes goods and freight.
    const paid = await b.api.get(
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
    )
    expect(paid.success).toBe(true)
  })

  it('self-pickup ships nothing', async () => {
    const { api, store } = await seller()
    const tpl = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const sku = await goodsWith(store, tpl)
    expect(
      (
        await api.post('/store/member/storeAddress', {
          addressName: '门店',
          address: '杭州市西湖路1号',
          mobile: '057188886666',
        })
      ).success,
    ).toBe(true)
    const b = await buyer()
    await checkoutOf(b.api, [[sku.id, 2]])
    await b.api.put('/buyer/trade/carts/shippingMethod?way=CART&shippingMethod=SELF_PICK_UP')
    expect((await b.api.get('/buyer/trade/carts/checked?way=CART')).result.priceDetailDTO.freightPrice).toBe(
      0,
    )
  })
})

describe('refunds and freight', () => {
  it('refunds the freight only with the last units of the whole order', async () => {
    const { api, store } = await seller()
    const tpl = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const cup = await goodsWith(store, tpl, { price: 3000 })
    const pot = await goodsWith(store, tpl, { price: 8000 })
    const b = await buyer()
    await checkoutOf(b.api, [
      [cup.id, 1],
      [pot.id, 1],
    ])
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.result.freightPrice).toBe(15)
    await b.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`)
    const orderSn = trade.result.orderSns[0]
    const carriers = (await b.api.get('/buyer/other/logistics')).result
    expect(
      (
        await api.post(
          `/store/order/order/${orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
        )
      ).success,
    ).toBe(true)
    expect((await b.api.post(`/buyer/order/order/${orderSn}/receiving`)).success).toBe(true)
    const order = (await b.api.get(`/buyer/order/order/${orderSn}`)).result
    const itemOf = (skuId: string) => order.orderItems.find((i: { skuId: string }) => i.skuId === skuId).sn
    const apply = (itemSn: string) =>
      b.api.post(
        `/buyer/order/afterSale/save/${itemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
      )
    // A part of the order: the goods only.
    const first = await apply(itemOf(cup.id))
    expect(first.result.applyRefundPrice).toBe(30)
    // The last units of the order: the goods and the ¥15 shipping.
    const last = await apply(itemOf(pot.id))
    expect(last.result.applyRefundPrice).toBe(95)
    const reviewed = await api.post(`/store/order/afterSale/review/${last.result.sn}?serviceStatus=PASS`)
    expect(reviewed.success).toBe(true)
    const [row] = await t.database.db.select().from(afterSales).where(eq(afterSales.sn, last.result.sn))
    expect(row).toMatchObject({ serviceStatus: 'COMPLETE', actualRefundPrice: 9500 })
  })

  it('cancelling a paid, unshipped order gives goods and freight back', async () => {
    const { api, store } = await seller()
    const tpl = (await api.post('/store/setting/freightTemplate', byPiece)).result.id
    const sku = await goodsWith(store, tpl, { price: 3000 })
    const b = await buyer()
    const wallet = async () =>
      (await t.database.db.select().from(memberWallets).where(eq(memberWallets.memberId, b.member.id)))[0]
        ?.balance
    const before = await wallet()
    await checkoutOf(b.api, [[sku.id, 2]])
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
    expect(trade.result).toMatchObject({ freightPrice: 15, flowPrice: 75 })
    await b.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`)
    expect(await wallet()).toBe((before ?? 0) - 7500)
    const cancelled = await b.api.post(`/buyer/order/order/${trade.result.orderSns[0]}/cancel?reason=r`)
    expect(cancelled.success).toBe(true)
    expect(await wallet()).toBe(before)
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import {
  members,
  pointsGoods,
  pointsGoodsCategories,
  seckillGoods,
  seckillMemberBuys,
  seckills,
} from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../testing/accounts.ts'
import { makeAdmin } from '../testing/admin.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { addAddress, caller, makeSku, makeStore, stockOf } from '../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const DAY = 24 * 3600_000
const EVERY_HOUR = Array.from({ length: 24 }, (_, h) => h)

async function buyer(point = 0) {
  const m = await createMember(t, { point })
  await addAddress(t, m.headers)
  return { ...m, api: caller(t, m.headers) }
}

/** A SKU at ¥100 in a flash sale at ¥50 in every hour's session (so it is live whenever the test runs). */
async function flashSku(options: { quantity: number; limitNum: number; stock?: number }) {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 10_000, stock: options.stock ?? 100 })
  const seckillId = nextId()
  await t.database.db.insert(seckills).values({
    id: seckillId,
    seckillName: '测试秒杀',
    hours: EVERY_HOUR,
    startTime: new Date(Date.now() - DAY),
    endTime: new Date(Date.now() + DAY),
  })
  await t.database.db.insert(seckillGoods).values(
    EVERY_HOUR.map((h) => ({
      id: nextId(),
      seckillId,
      timeLine: h,
      skuId: sku.id,
      goodsId: sku.goodsId,
      storeId: store.id,
      price: 5_000,
      quantity: options.quantity,
      limitNum: options.limitNum,
      // Approved by the operator: the buyer pages and checkout sell only PASS rows (issue 66).
      applyStatus: 'PASS',
    })),
  )
  return sku
}

async function pointsSku(options: { points: number; activeStock: number }) {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 3_000, stock: 100 })
  const categoryId = nextId()
  await t.database.db.insert(pointsGoodsCategories).values({ id: categoryId, name: '测试分类', sortOrder: 1 })
  const id = nextId()
  await t.database.db.insert(pointsGoods).values({
    id,
    skuId: sku.id,
    goodsId: sku.goodsId,
    storeId: store.id,
    categoryId,
    points: options.points,
    activeStock: options.activeStock,
    startTime: new Date(Date.now() - DAY),
    endTime: new Date(Date.now() + DAY),
  })
  return { ...sku, pointsGoodsId: id, categoryId }
}

const pointsOf = async (memberId: string) =>
  (await t.database.db.select({ point: members.point }).from(members).where(eq(members.id, memberId)))[0]
    .point

describe('flash sales', () => {
  it('lists the running session with its goods and prices the goods page and checkout at the flash price', async () => {
    const sku = await flashSku({ quantity: 10, limitNum: 1 })
    const b = await buyer()
    const today = (await b.api.get('/buyer/promotion/seckill')).result
    expect(today[0].distanceStartTime).toBe(0)
    const listed = today[0].seckillGoodsList.find((g: { skuId: string }) => g.skuId === sku.id)
    expect(listed).toMatchObject({ price: 50, originalPrice: 100, quantity: 10, salesNum: 0, limitNum: 1 })
    const session = (await b.api.get(`/buyer/promotion/seckill/${today[0].timeLine}`)).result
    expect(session.map((g: { skuId: string }) => g.skuId)).toContain(sku.id)

    const detail = (await b.api.get(`/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)).result
    expect(detail.data.promotionPrice).toBe(50)
    const [key] = Object.keys(detail.promotionMap)
    expect(key).toMatch(/^SECKILL-/)
    expect(detail.promotionMap[key].endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/)

    expect((await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)).success).toBe(true)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })
    expect(trade.result.flowPrice).toBe(50)
    expect(await stockOf(t, sku.id)).toBe(99)
    const after = (await b.api.get(`/buyer/promotion/seckill/${today[0].timeLine}`)).result
    expect(after.find((g: { skuId: string }) => g.skuId === sku.id).salesNum).toBe(1)

    // The limit is 1: a second is refused when added, and at checkout if it got into the cart earlier.
    const again = await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    expect(again.code).toBe(ErrorCodes.SECKILL_LIMIT_EXCEEDED.code)
  })

  it('refuses more than the limit in one checkout, before the cart', async () => {
    const sku = await flashSku({ quantity: 10, limitNum: 2 })
    const b = await buyer()
    const three = await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=3&cartType=BUY_NOW`)
    expect(three.code).toBe(ErrorCodes.SECKILL_LIMIT_EXCEEDED.code)
  })

  it("a cancelled flash order gives its flash stock and the member's limit back", async () => {
    const sku = await flashSku({ quantity: 5, limitNum: 1 })
    const b = await buyer()
    await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })
    const sn = trade.result.orderSns[0]
    expect((await b.api.post(`/buyer/order/order/${sn}/cancel?reason=不想要了`)).success).toBe(true)
    const rows = await t.database.db.select().from(seckillGoods).where(eq(seckillGoods.skuId, sku.id))
    expect(rows.reduce((n, r) => n + r.salesNum, 0)).toBe(0)
    const [bought] = await t.database.db
      .select()
      .from(seckillMemberBuys)
      .where(eq(seckillMemberBuys.memberId, b.member.id))
    expect(bought.num).toBe(0)
    // The limit counts it no more: the member may add it again (a second checkout at once would meet
    // create/trade's rate limit, not the flash sale).
    expect((await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)).success).toBe(true)
  })

  it('sells at the SKU price again once the flash stock is gone', async () => {
    const sku = await flashSku({ quantity: 1, limitNum: 0 })
    const first = await buyer()
    await first.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    expect(
      (await first.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })).result.flowPrice,
    ).toBe(50)
    const second = await buyer()
    await second.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    expect(
      (await second.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })).result.flowPrice,
    ).toBe(100)
  })
})

describe('points mall', () => {
  it('lists, shows and exchanges points goods through the trade: points spent, order paid', async () => {
    const sku = await pointsSku({ points: 300, activeStock: 5 })
    const b = await buyer(1000)
    const list = (
      await b.api.get(
        `/buyer/promotion/pointsGoods?pageNumber=1&pageSize=10&pointsGoodsCategoryId=${sku.categoryId}`,
      )
    ).result
    expect(list.records).toHaveLength(1)
    expect(list.records[0]).toMatchObject({ points: 300, skuId: sku.id, pointsGoodsCategoryName: '测试分类' })
    expect(list.records[0].goodsSku.quantity).toBe(5)
    const categories = (await b.api.get('/buyer/promotion/pointsGoods/category?pageNumber=1&pageSize=100'))
      .result
    expect(categories.records.map((c: { id: string }) => c.id)).toContain(sku.categoryId)
    const detail = (await b.api.get(`/buyer/promotion/pointsGoods/${sku.pointsGoodsId}`)).result
    expect(detail.goodsSku.goodsName).toBeTruthy()

    expect((await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2&cartType=POINTS`)).success).toBe(true)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })
    expect(trade.result).toMatchObject({ flowPrice: 0, payStatus: 'PAID' })
    expect(await pointsOf(b.member.id)).toBe(400)
    const order = (await b.api.get(`/buyer/order/order/${trade.result.orderSns[0]}`)).result
    expect(order.order).toMatchObject({
      orderStatus: 'UNDELIVERED',
      orderPromotionType: 'POINTS',
      paymentMethod: 'POINT',
    })
    const history = (await b.api.get('/buyer/member/memberPointsHistory/getByPage?pageNumber=1&pageSize=10'))
      .result
    expect(history.records[0]).toMatchObject({ variablePoint: 600, pointType: 'REDUCE' })
  })

  it('refuses an exchange the member has too few points for, and leaves stock and points alone', async () => {
    const sku = await pointsSku({ points: 300, activeStock: 5 })
    const b = await buyer(500)
    await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=2&cartType=POINTS`)
    const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })
    expect(trade.code).toBe(ErrorCodes.POINTS_NOT_ENOUGH.code)
    expect(await pointsOf(b.member.id)).toBe(500)
    expect(await stockOf(t, sku.id)).toBe(100)
  })

  it('refuses a SKU that is not a points goods', async () => {
    const store = await makeStore(t)
    const plain = await makeSku(t, store, { price: 100, stock: 5 })
    const b = await buyer(1000)
    const added = await b.api.post(`/buyer/trade/carts?skuId=${plain.id}&num=1&cartType=POINTS`)
    expect(added.code).toBe(ErrorCodes.POINTS_GOODS_NOT_EXIST.code)
    expect((await b.api.get('/buyer/promotion/pointsGoods/1')).code).toBe(
      ErrorCodes.POINTS_GOODS_NOT_EXIST.code,
    )
  })
})

// PGlite is a single connection: real races need the PostgreSQL server.
describe.runIf(!!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('20 buyers for 5 flash-sale units: exactly 5 at the flash price, never oversold', async () => {
    const sku = await flashSku({ quantity: 5, limitNum: 1, stock: 8 })
    const buyers = []
    for (let i = 0; i < 20; i++) {
      const b = await buyer()
      await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
      buyers.push(b)
    }
    const results = await Promise.all(
      buyers.map((b) => b.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' })),
    )
    const ok = results.filter((r) => r.success)
    // A checkout that read the flash price but lost the race is refused (42002), never charged more;
    // one that read the flash stock already gone buys at the SKU price while the SKU has stock.
    expect(ok.filter((r) => r.result.flowPrice === 50)).toHaveLength(5)
    expect(ok.filter((r) => r.result.flowPrice !== 50).every((r) => r.result.flowPrice === 100)).toBe(true)
    const refusals = [ErrorCodes.SECKILL_SOLD_OUT.code, ErrorCodes.GOODS_SKU_QUANTITY_NOT_ENOUGH.code]
    expect(results.filter((r) => !r.success).every((r) => refusals.includes(r.code))).toBe(true)
    const sold = await t.database.db.select().from(seckillGoods).where(eq(seckillGoods.skuId, sku.id))
    expect(sold.reduce((n, r) => n + r.salesNum, 0)).toBe(5)
    expect(await stockOf(t, sku.id)).toBe(8 - ok.length)
  })

  it('one member checking out the same flash goods from two carts at once gets it once (limit 1)', async () => {
    const sku = await flashSku({ quantity: 10, limitNum: 1 })
    const b = await buyer()
    await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1`)
    const [a, c] = await Promise.all([
      b.api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW' }),
      b.api.post('/buyer/trade/carts/create/trade', { way: 'CART' }),
    ])
    expect([a.success, c.success].filter(Boolean)).toHaveLength(1)
    expect([a, c].find((r) => !r.success)?.code).toBe(ErrorCodes.SECKILL_LIMIT_EXCEEDED.code)
  })

  it('12 members racing for 4 points goods: exactly 4 exchanges, stock never negative', async () => {
    const sku = await pointsSku({ points: 100, activeStock: 4 })
    const buyers = []
    for (let i = 0; i < 12; i++) {
      const b = await buyer(500)
      await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=POINTS`)
      buyers.push(b)
    }
    const results = await Promise.all(
      buyers.map((b) => b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })),
    )
    expect(results.filter((r) => r.success)).toHaveLength(4)
    expect(
      results
        .filter((r) => !r.success)
        .every((r) => r.code === ErrorCodes.POINTS_GOODS_STOCK_NOT_ENOUGH.code),
    ).toBe(true)
    const [left] = await t.database.db.select().from(pointsGoods).where(eq(pointsGoods.id, sku.pointsGoodsId))
    expect(left.activeStock).toBe(0)
    const spent = await Promise.all(buyers.map((b) => pointsOf(b.member.id)))
    expect(spent.filter((p) => p === 400)).toHaveLength(4)
  })

  it('the operator adds 4 to a points goods while 12 members race for its 6: 10 in all, never more', async () => {
    const sku = await pointsSku({ points: 100, activeStock: 6 })
    const operator = caller(t, (await makeAdmin(t, { permissions: ['promotion:write'] })).headers)
    const buyers = []
    for (let i = 0; i < 12; i++) {
      const b = await buyer(500)
      await b.api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=POINTS`)
      buyers.push(b)
    }
    const terms = {
      pointsGoodsCategoryId: sku.categoryId,
      points: 100,
      startTime: '2026-01-01 00:00:00',
      endTime: '2099-12-31 23:59:59',
    }
    // The form was opened at 6 and saved at 10 while the checkouts run (decision 156).
    const [edit, ...results] = await Promise.all([
      operator.put(`/manager/promotion/pointsGoods/${sku.pointsGoodsId}`, {
        ...terms,
        activeStock: 10,
        originalStock: 6,
      }),
      ...buyers.map((b) => b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })),
    ])
    expect(edit.success).toBe(true)
    const exchanged = results.filter((r) => r.success).length
    expect(
      results
        .filter((r) => !r.success)
        .every((r) => r.code === ErrorCodes.POINTS_GOODS_STOCK_NOT_ENOUGH.code),
    ).toBe(true)
    const [left] = await t.database.db.select().from(pointsGoods).where(eq(pointsGoods.id, sku.pointsGoodsId))
    // No exchange is lost under the edit and none is sold past the 10 the operator allowed.
    expect(exchanged + left.activeStock).toBe(10)
    expect(exchanged).toBeGreaterThanOrEqual(6)
    const spent = await Promise.all(buyers.map((b) => pointsOf(b.member.id)))
    expect(spent.filter((p) => p === 400)).toHaveLength(exchanged)
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, goods, members, pointsGoods } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makePointsCategory, makePointsGoods } from '../../testing/points-goods.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * The operator's points mall (decision 156): points goods added from a SKU on sale, edited, put on
 * and taken off sale and deleted, and their categories; what the operator sets is what the buyer's
 * points mall shows and checkout takes. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
 * where the concurrent calls really race.
 */
let t: TestApp
let admin: ReturnType<typeof caller>
let adminEn: ReturnType<typeof caller>
let adminId: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  const op = await makeAdmin(t, { superUser: true })
  admin = caller(t, op.headers)
  adminEn = caller(t, { ...op.headers, 'accept-language': 'en' } as typeof op.headers)
  adminId = op.admin.id
}, 60_000)
afterAll(() => t.close())

const DAY = 86_400_000
/** `yyyy-MM-dd HH:mm:ss` in China time, `offset` ms from now. */
const china = (offset: number) =>
  new Date(Date.now() + offset + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

async function freshSku(options: { marketEnable?: string } = {}) {
  return makeSku(t, await makeStore(t), { price: 4_000, stock: 50, ...options })
}

const form = (over: Record<string, unknown> = {}) => ({
  points: 120,
  activeStock: 3,
  startTime: china(-3600_000),
  endTime: china(7 * DAY),
  ...over,
})

async function buyer(point: number) {
  const m = await createMember(t, { point })
  await addAddress(t, m.headers)
  return { ...m, api: caller(t, m.headers) }
}

const pointsOf = async (memberId: string) =>
  (await t.database.db.select({ point: members.point }).from(members).where(eq(members.id, memberId)))[0]
    .point

const exchange = async (b: Awaited<ReturnType<typeof buyer>>, skuId: string) => {
  const added = await b.api.post(`/buyer/trade/carts?skuId=${skuId}&num=1&cartType=POINTS`)
  if (!added.success) return added
  return b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })
}

describe('points goods', () => {
  it('adds a SKU on sale that the points mall shows and a buyer exchanges; the stock goes down', async () => {
    const category = await makePointsCategory(t)
    const sku = await freshSku()
    const created = await admin.post(
      '/manager/promotion/pointsGoods',
      form({ skuId: sku.id, pointsGoodsCategoryId: category.id }),
    )
    expect(created.success).toBe(true)
    const id = created.result.id
    expect(created.result).toMatchObject({
      skuId: sku.id,
      goodsId: sku.goodsId,
      points: 120,
      activeStock: 3,
      pointsGoodsCategoryName: category.name,
      status: 'UPPER',
      promotionStatus: 'START',
      goodsOnSale: true,
      price: 40,
      skuQuantity: 50,
    })

    const b = await buyer(500)
    const mall = (await b.api.get(`/buyer/promotion/pointsGoods?pointsGoodsCategoryId=${category.id}`)).result
    expect(mall.records.map((g: { id: string }) => g.id)).toEqual([id])
    const done = await exchange(b, sku.id)
    expect(done.success).toBe(true)
    expect(await pointsOf(b.member.id)).toBe(380)
    expect((await admin.get(`/manager/promotion/pointsGoods/${id}`)).result.activeStock).toBe(2)

    // The list finds it by name (Chinese), category and state; the category counts it.
    const listed = await admin.get(
      `/manager/promotion/pointsGoods?goodsName=${encodeURIComponent(created.result.goodsName)}&pointsGoodsCategoryId=${category.id}&promotionStatus=START`,
    )
    expect(listed.result.records).toHaveLength(1)
    expect(listed.result.records[0]).toMatchObject({ id, activeStock: 2 })
    const none = await admin.get(
      `/manager/promotion/pointsGoods?pointsGoodsCategoryId=${category.id}&promotionStatus=DOWN`,
    )
    expect(none.result.total).toBe(0)
    const categories = await admin.get(
      `/manager/promotion/pointsGoodsCategory?name=${encodeURIComponent(category.name)}`,
    )
    expect(categories.result.records).toEqual([
      expect.objectContaining({ id: category.id, goodsCount: 1, nameEn: category.nameEn }),
    ])

    // The SKU picker marks it as taken.
    const picker = await admin.get(`/manager/promotion/pointsGoods/skus?keyword=${sku.id}`)
    expect(picker.result.records).toEqual([
      expect.objectContaining({ skuId: sku.id, pointsGoodsId: id, price: 40, quantity: 49 }),
    ])
    const actions = await t.database.db
      .select({ action: adminLogs.action })
      .from(adminLogs)
      .where(and(eq(adminLogs.target, id), eq(adminLogs.adminId, adminId)))
    expect(actions.map((a) => a.action)).toEqual(['promotion.pointsGoods.create'])
  })

  it('edits points, window and category; a stock change is a difference, so exchanges meanwhile count', async () => {
    const made = await makePointsGoods(t, { activeStock: 10, points: 100 })
    const b = await buyer(1000)
    expect((await exchange(b, made.skuId)).success).toBe(true)
    // The form was opened at 10; one was exchanged since; the operator raises it to 15.
    const other = await makePointsCategory(t)
    const edited = await admin.put(
      `/manager/promotion/pointsGoods/${made.id}`,
      form({ points: 150, activeStock: 15, originalStock: 10, pointsGoodsCategoryId: other.id }),
    )
    expect(edited.result).toMatchObject({ points: 150, activeStock: 14, pointsGoodsCategoryId: other.id })
    // Without originalStock the stock is set as given.
    const set = await admin.put(
      `/manager/promotion/pointsGoods/${made.id}`,
      form({ points: 150, activeStock: 7, pointsGoodsCategoryId: other.id }),
    )
    expect(set.result.activeStock).toBe(7)
    // Lowering it below what is left refuses rather than going negative (7 left; seen 20, asks 0 → −13).
    const below = await admin.put(
      `/manager/promotion/pointsGoods/${made.id}`,
      form({ activeStock: 0, originalStock: 20, pointsGoodsCategoryId: other.id }),
    )
    expect(below.code).toBe(ErrorCodes.POINTS_GOODS_STOCK_INVALID.code)
    // The buyer now pays the new points.
    const c = await buyer(1000)
    expect((await exchange(c, made.skuId)).success).toBe(true)
    expect(await pointsOf(c.member.id)).toBe(850)
  })

  it('takes it off sale (the mall and checkout refuse it) and puts it back on sale', async () => {
    const made = await makePointsGoods(t)
    const b = await buyer(1000)
    // In the cart before the take-down: checkout refuses it after.
    expect((await b.api.post(`/buyer/trade/carts?skuId=${made.skuId}&num=1&cartType=POINTS`)).success).toBe(
      true,
    )
    const down = await admin.put(`/manager/promotion/pointsGoods/status/${made.id}?status=DOWN`)
    expect(down.result).toMatchObject({ status: 'DOWN', promotionStatus: 'DOWN' })
    expect((await b.api.get(`/buyer/promotion/pointsGoods/${made.id}`)).code).toBe(
      ErrorCodes.POINTS_GOODS_NOT_EXIST.code,
    )
    const refused = await b.api.post('/buyer/trade/carts/create/trade', { way: 'POINTS' })
    expect(refused.code).toBe(ErrorCodes.POINTS_GOODS_NOT_EXIST.code)
    expect(await pointsOf(b.member.id)).toBe(1000)
    const listed = await admin.get(
      `/manager/promotion/pointsGoods?pointsGoodsCategoryId=${made.categoryId}&promotionStatus=DOWN`,
    )
    expect(listed.result.records.map((r: { id: string }) => r.id)).toEqual([made.id])

    const up = await admin.put(`/manager/promotion/pointsGoods/status/${made.id}?status=UPPER`)
    expect(up.result.promotionStatus).toBe('START')
    expect((await b.api.get(`/buyer/promotion/pointsGoods/${made.id}`)).success).toBe(true)
    // Its goods taken off the shelf: it cannot be put on sale again (42105).
    await admin.put(`/manager/promotion/pointsGoods/status/${made.id}?status=DOWN`)
    await t.database.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, made.goodsId))
    const again = await admin.put(`/manager/promotion/pointsGoods/status/${made.id}?status=UPPER`)
    expect(again.code).toBe(ErrorCodes.POINTS_GOODS_SKU_NOT_ON_SALE.code)
    expect((await admin.get(`/manager/promotion/pointsGoods/${made.id}`)).result).toMatchObject({
      status: 'DOWN',
      goodsOnSale: false,
    })
  })

  it('deletes it: gone from the console and the mall', async () => {
    const made = await makePointsGoods(t)
    expect((await admin.del(`/manager/promotion/pointsGoods/${made.id}`)).success).toBe(true)
    expect((await admin.get(`/manager/promotion/pointsGoods/${made.id}`)).code).toBe(
      ErrorCodes.POINTS_GOODS_NOT_EXIST.code,
    )
    expect((await admin.del(`/manager/promotion/pointsGoods/${made.id}`)).code).toBe(
      ErrorCodes.POINTS_GOODS_NOT_EXIST.code,
    )
    const b = await buyer(1000)
    expect((await b.api.post(`/buyer/trade/carts?skuId=${made.skuId}&num=1&cartType=POINTS`)).code).toBe(
      ErrorCodes.POINTS_GOODS_NOT_EXIST.code,
    )
  })

  it('refuses bad terms with their own codes, in Chinese and English, and never a 500', async () => {
    const category = await makePointsCategory(t)
    const sku = await freshSku()
    const base = { skuId: sku.id, pointsGoodsCategoryId: category.id }
    const cases: [Record<string, unknown>, keyof typeof ErrorCodes][] = [
      [form({ ...base, points: 0 }), 'POINTS_GOODS_POINTS_INVALID'],
      [form({ ...base, points: -5 }), 'POINTS_GOODS_POINTS_INVALID'],
      [form({ ...base, activeStock: -1 }), 'POINTS_GOODS_STOCK_INVALID'],
      [form({ ...base, endTime: china(-2 * 3600_000) }), 'POINTS_GOODS_TIME_ERROR'],
      [form({ ...base, startTime: china(DAY), endTime: china(DAY) }), 'POINTS_GOODS_TIME_ERROR'],
      [form({ ...base, skuId: '99999999999' }), 'POINTS_GOODS_SKU_NOT_EXIST'],
      [
        form({ ...base, skuId: (await freshSku({ marketEnable: 'DOWN' })).id }),
        'POINTS_GOODS_SKU_NOT_ON_SALE',
      ],
      [form({ ...base, pointsGoodsCategoryId: '99999999999' }), 'POINTS_GOODS_CATEGORY_NOT_EXIST'],
    ]
    for (const [body, name] of cases) {
      const zh = await admin.post('/manager/promotion/pointsGoods', body)
      expect([zh.success, zh.code, zh.message], name).toEqual([
        false,
        ErrorCodes[name].code,
        ErrorCodes[name].message,
      ])
      const en = await adminEn.post('/manager/promotion/pointsGoods', body)
      expect(en.message, name).toBe(ErrorCodes[name].en)
    }
    // A SKU is one points goods at most.
    expect((await admin.post('/manager/promotion/pointsGoods', form(base))).success).toBe(true)
    expect((await admin.post('/manager/promotion/pointsGoods', form(base))).code).toBe(
      ErrorCodes.POINTS_GOODS_SKU_EXISTS.code,
    )
    // Shapes: a fraction, text, a missing SKU or time are parameter errors (4002), not 500s.
    for (const body of [
      form({ ...base, points: 1.5 }),
      form({ ...base, activeStock: 'many' }),
      form({ pointsGoodsCategoryId: category.id }),
      { ...base, points: 10, activeStock: 1, startTime: '', endTime: '' },
      form({ ...base, startTime: 'tomorrow' }),
    ]) {
      const res = await admin.post('/manager/promotion/pointsGoods', body)
      expect([res.success, res.code]).toEqual([false, ErrorCodes.PARAMS_ERROR.code])
    }
    const made = await makePointsGoods(t)
    const edit = await admin.put(
      `/manager/promotion/pointsGoods/${made.id}`,
      form({ points: 0, pointsGoodsCategoryId: made.categoryId }),
    )
    expect(edit.code).toBe(ErrorCodes.POINTS_GOODS_POINTS_INVALID.code)
    expect(
      (
        await admin.put(
          '/manager/promotion/pointsGoods/99999999999',
          form({ pointsGoodsCategoryId: made.categoryId }),
        )
      ).code,
    ).toBe(ErrorCodes.POINTS_GOODS_NOT_EXIST.code)
    expect((await admin.put(`/manager/promotion/pointsGoods/status/${made.id}?status=GONE`)).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })

  it('refuses buyers and sellers, and the read-only operator’s writes', async () => {
    const made = await makePointsGoods(t)
    const member = await createMember(t)
    const seller = await makeSeller(t, await createMember(t), made.storeId)
    const auditor = caller(t, (await makeAdmin(t, { permissions: ['promotion:read'] })).headers)
    for (const who of [caller(t, member.headers), caller(t, { accessToken: seller.accessToken } as never)]) {
      for (const res of [
        await who.get('/manager/promotion/pointsGoods'),
        await who.get('/manager/promotion/pointsGoodsCategory'),
        await who.post(
          '/manager/promotion/pointsGoods',
          form({ skuId: made.skuId, pointsGoodsCategoryId: made.categoryId }),
        ),
        await who.put(`/manager/promotion/pointsGoods/status/${made.id}?status=DOWN`),
        await who.del(`/manager/promotion/pointsGoods/${made.id}`),
        await who.del(`/manager/promotion/pointsGoodsCategory/${made.categoryId}`),
      ])
        expect(res.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    }
    expect((await auditor.get('/manager/promotion/pointsGoods')).success).toBe(true)
    expect((await auditor.del(`/manager/promotion/pointsGoods/${made.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    const [still] = await t.database.db.select().from(pointsGoods).where(eq(pointsGoods.id, made.id))
    expect(still.status).toBe('UPPER')
  })
})

describe('points goods categories', () => {
  it('adds, edits and deletes a category; one in use cannot be deleted; names are unique', async () => {
    const name = `测试分类${Date.now() % 1_000_000}`
    const created = await admin.post('/manager/promotion/pointsGoodsCategory', {
      name,
      nameEn: 'Test gifts',
      sortOrder: 3,
    })
    expect(created.result).toMatchObject({ name, nameEn: 'Test gifts', sortOrder: 3, goodsCount: 0 })
    const id = created.result.id
    expect((await admin.post('/manager/promotion/pointsGoodsCategory', { name })).code).toBe(
      ErrorCodes.POINTS_GOODS_CATEGORY_NAME_EXISTS.code,
    )
    const edited = await admin.put(`/manager/promotion/pointsGoodsCategory/${id}`, {
      name: `${name}改`,
      nameEn: '',
      sortOrder: 1,
    })
    expect(edited.result).toMatchObject({ name: `${name}改`, nameEn: null, sortOrder: 1 })
    // The buyer's mall lists it, in English by its Chinese name when it has no English one.
    const b = await buyer(0)
    const en = caller(t, { ...b.headers, 'accept-language': 'en' } as typeof b.headers)
    const tabs = (await en.get('/buyer/promotion/pointsGoods/category?pageSize=100')).result.records
    expect(tabs).toContainEqual(expect.objectContaining({ id, name: `${name}改` }))

    // In use: refused (42108) until its goods are gone.
    const made = await makePointsGoods(t, { categoryId: id })
    const refused = await adminEn.del(`/manager/promotion/pointsGoodsCategory/${id}`)
    expect([refused.code, refused.message]).toEqual([
      ErrorCodes.POINTS_GOODS_CATEGORY_IN_USE.code,
      ErrorCodes.POINTS_GOODS_CATEGORY_IN_USE.en,
    ])
    await admin.del(`/manager/promotion/pointsGoods/${made.id}`)
    expect((await admin.del(`/manager/promotion/pointsGoodsCategory/${id}`)).success).toBe(true)
    expect((await admin.del(`/manager/promotion/pointsGoodsCategory/${id}`)).code).toBe(
      ErrorCodes.POINTS_GOODS_CATEGORY_NOT_EXIST.code,
    )
    expect((await admin.post('/manager/promotion/pointsGoodsCategory', { name: '' })).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })

  it('a category deleted while a goods is added to it: one of the two is refused, never both kept', async () => {
    for (let round = 0; round < 3; round++) {
      const category = await makePointsCategory(t)
      const sku = await freshSku()
      const [added, removed] = await Promise.all([
        admin.post(
          '/manager/promotion/pointsGoods',
          form({ skuId: sku.id, pointsGoodsCategoryId: category.id }),
        ),
        admin.del(`/manager/promotion/pointsGoodsCategory/${category.id}`),
      ])
      // Exactly one wins: the goods in its category, or the category gone and the goods refused.
      expect([added.success, removed.success].filter(Boolean)).toHaveLength(1)
      if (added.success) expect(removed.code).toBe(ErrorCodes.POINTS_GOODS_CATEGORY_IN_USE.code)
      else expect(added.code).toBe(ErrorCodes.POINTS_GOODS_CATEGORY_NOT_EXIST.code)
    }
  })
})

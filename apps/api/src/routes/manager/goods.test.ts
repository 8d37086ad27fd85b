import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, goods, goodsSkus } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { makeListedGoods, makePendingGoods } from '../../testing/admin-goods.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { goodsForm, makeCategoryPath } from '../../testing/store-goods.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

/** The goods review queue, approve / refuse (once under concurrency), forced take-down, the platform list. */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
const q = encodeURIComponent

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { permissions: ['goods:write'] })
}, 180_000)
afterAll(() => t.close())

const put = (url: string, headers: Record<string, string> = operator.headers) =>
  t.app.inject({ method: 'PUT', url, headers }).then((r) => ({ status: r.statusCode, ...r.json() }))
const get = (url: string, headers: Record<string, string> = operator.headers) =>
  t.app.inject({ url, headers }).then((r) => ({ status: r.statusCode, ...r.json() }))

const row = async (id: string) => (await t.database.db.select().from(goods).where(eq(goods.id, id)))[0]
async function skuPage(goodsId: string) {
  const [sku] = await t.database.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId))
  return t.app.inject(`/buyer/goods/goods/sku/${goodsId}/${sku.id}`).then((r) => r.json())
}
const logsOf = (target: string, action: string) =>
  t.database.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.target, target), eq(adminLogs.action, action)))

describe('goods review queue', () => {
  it('lists goods waiting, oldest first, with detail (pictures, SKUs, price)', async () => {
    const name = `待审茶盏${Date.now() % 10000}`
    const id = await makePendingGoods(t, name)
    const queue = await get(`/manager/goods/goods/auth/list?goodsName=${q(name)}`)
    expect(queue.result.total).toBe(1)
    expect(queue.result.records[0]).toMatchObject({ id, authFlag: 'TOBEAUDITED', price: 100, quantity: 100 })
    const all = await get('/manager/goods/goods/auth/list?pageSize=100')
    expect(all.result.records.every((r: { authFlag: string }) => r.authFlag === 'TOBEAUDITED')).toBe(true)
    const detail = await get(`/manager/goods/goods/get/${id}`)
    expect(detail.result).toMatchObject({ id, goodsName: name })
    expect(detail.result.images[0]).toMatch(/\/media\/goods\/test\.webp$/)
    expect(detail.result.skus[0]).toMatchObject({ price: 100, quantity: 100, specs: '规格: 标准' })
    expect((await get('/manager/goods/goods/get/123456789')).code).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
  })

  it('approves: the goods goes on sale and the verdict is logged', async () => {
    const id = await makePendingGoods(t)
    expect((await skuPage(id)).success).toBe(false)
    const res = await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=PASS`)
    expect(res.result).toBe(1)
    expect((await row(id)).authFlag).toBe('PASS')
    expect((await skuPage(id)).success).toBe(true)
    const [log] = await logsOf(id, 'goods.goods.approve')
    expect(log.adminId).toBe(operator.admin.id)
  })

  it('refuses with a reason the seller sees in its goods list; no reason is a 400', async () => {
    const id = await makePendingGoods(t)
    const bare = await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=REFUSE`)
    expect(bare.status).toBe(400)
    expect((await row(id)).authFlag).toBe('TOBEAUDITED')
    expect(
      (await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=REFUSE&reason=${q('图片模糊')}`)).success,
    ).toBe(true)
    const g = await row(id)
    const seller = await makeSeller(t, await createMember(t), g.storeId)
    const list = await get('/store/goods/goods/list?pageSize=50', { accessToken: seller.accessToken })
    expect(list.result.records.find((r: { id: string }) => r.id === id)).toMatchObject({
      authFlag: 'REFUSE',
      authMessage: '图片模糊',
    })
  })

  it('two operators judging one goods at once: one verdict, one log row, the other 11106', async () => {
    const other = await makeAdmin(t, { permissions: ['goods:write'] })
    const id = await makePendingGoods(t)
    const answers = await Promise.all([
      put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=PASS`),
      put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=REFUSE&reason=x`, other.headers),
    ])
    expect(answers.filter((a) => a.success)).toHaveLength(1)
    expect(answers.find((a) => !a.success)?.code).toBe(ErrorCodes.GOODS_NOT_TO_BE_AUDITED.code)
    const logs = [...(await logsOf(id, 'goods.goods.approve')), ...(await logsOf(id, 'goods.goods.refuse'))]
    expect(logs).toHaveLength(1)
    // Judged already: a second approval changes nothing.
    expect((await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=PASS`)).code).toBe(
      ErrorCodes.GOODS_NOT_TO_BE_AUDITED.code,
    )
  })

  it('forced take-down: off sale at once, the seller sees why, twice is refused', async () => {
    const id = await makeListedGoods(t)
    expect((await skuPage(id)).success).toBe(true)
    expect((await put(`/manager/goods/goods/${id}/under`)).status).toBe(400)
    const res = await put(`/manager/goods/goods/${id}/under?reason=${q('涉嫌侵权')}`)
    expect(res.success).toBe(true)
    expect(await row(id)).toMatchObject({ marketEnable: 'DOWN', authFlag: 'REFUSE', authMessage: '涉嫌侵权' })
    expect((await skuPage(id)).code).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
    expect(await logsOf(id, 'goods.goods.under')).toHaveLength(1)
    expect((await put(`/manager/goods/goods/${id}/under?reason=x`)).code).toBe(
      ErrorCodes.GOODS_ALREADY_TAKEN_DOWN.code,
    )
    // The seller putting it back on shelf does not sell it: it was refused.
    const seller = await makeSeller(t, await createMember(t), (await row(id)).storeId)
    await put(`/store/goods/goods/up?goodsId=${id}`, { accessToken: seller.accessToken })
    expect((await skuPage(id)).success).toBe(false)
  })

  it('the platform list filters by name, store, category and state', async () => {
    const name = `筛选紫砂壶${Date.now() % 10000}`
    const id = await makeListedGoods(t, name)
    const g = await row(id)
    const found = await get(`/manager/goods/goods/list?goodsName=${q(name)}`)
    expect(found.result.records.map((r: { id: string }) => r.id)).toEqual([id])
    const storeName = found.result.records[0].storeName
    expect((await get(`/manager/goods/goods/list?storeName=${q(storeName)}`)).result.total).toBe(1)
    expect((await get(`/manager/goods/goods/list?goodsName=${q(name)}&categoryId=1`)).result.total).toBe(1)
    expect(
      (await get(`/manager/goods/goods/list?goodsName=${q(name)}&categoryId=${g.categoryId}`)).result.total,
    ).toBe(1)
    expect((await get(`/manager/goods/goods/list?goodsName=${q(name)}&categoryId=999`)).result.total).toBe(0)
    expect((await get(`/manager/goods/goods/list?goodsName=${q(name)}&marketEnable=DOWN`)).result.total).toBe(
      0,
    )
    expect((await get(`/manager/goods/goods/list?goodsName=${q(name)}&authFlag=PASS`)).result.total).toBe(1)
    expect((await get('/manager/goods/goods/list?authFlag=NOPE')).status).toBe(400)
  })

  it('shows what an edit changed against the approved version; a new goods is a first review (issue 60 #10)', async () => {
    const root = await makeAdmin(t, { superUser: true })
    const path = await makeCategoryPath(t)
    const sellerMember = await createMember(t)
    const seller = await makeSeller(t, sellerMember, (await makeStore(t)).id)
    const store = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app
        .inject({
          method,
          url,
          headers: { accessToken: seller.accessToken },
          ...(payload ? { payload } : {}),
        })
        .then((r) => r.json())
    expect((await put('/manager/setting/goods?goodsCheck=true', root.headers)).success).toBe(true)
    try {
      const name = `差异茶杯${Date.now() % 10000}`
      const { id } = (await store('POST', '/store/goods/goods/create', goodsForm(path, { goodsName: name })))
        .result
      // Never approved: a first review, nothing to compare with.
      expect((await get(`/manager/goods/goods/get/${id}`)).result.changes).toBeNull()
      expect((await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=PASS`)).result).toBe(1)
      expect((await get(`/manager/goods/goods/get/${id}`)).result.changes).toEqual([])

      // The seller renames it, changes a parameter-free selling point and drops one SKU: back in review.
      const current = (await store('GET', `/store/goods/goods/get/${id}`)).result
      const edited = {
        ...goodsForm(path, { goodsName: `${name}（新款）`, sellingPoint: '新卖点' }),
        skuList: current.skuList.slice(1),
      }
      const updated = await store('PUT', `/store/goods/goods/update/${id}`, edited)
      expect(updated.result.authFlag, JSON.stringify(updated)).toBe('TOBEAUDITED')
      const detail = (await get(`/manager/goods/goods/get/${id}`)).result
      const byField = Object.fromEntries(
        detail.changes.map((c: { field: string; before: string; after: string }) => [c.field, c]),
      )
      expect(Object.keys(byField).sort()).toEqual(['goodsName', 'sellingPoint', 'skus'])
      expect(byField.goodsName).toEqual({ field: 'goodsName', before: name, after: `${name}（新款）` })
      expect(byField.sellingPoint).toMatchObject({ before: '手工拉坯 釉下彩', after: '新卖点' })
      expect(byField.skus.before.split('\n')).toHaveLength(6)
      expect(byField.skus.after.split('\n')).toHaveLength(5)

      // Approved again: the edit is the approved version now.
      await put(`/manager/goods/goods/auth?goodsId=${id}&authFlag=PASS`)
      expect((await get(`/manager/goods/goods/get/${id}`)).result.changes).toEqual([])
    } finally {
      await put('/manager/setting/goods?goodsCheck=false', root.headers)
    }
  })

  it('the review switch: on, what a seller publishes waits in the queue; off, it sells at once', async () => {
    const root = await makeAdmin(t, { superUser: true })
    const path = await makeCategoryPath(t)
    const seller = await makeSeller(t, await createMember(t), (await makeStore(t)).id)
    const publish = async (goodsName: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/store/goods/goods/create',
        headers: { accessToken: seller.accessToken },
        payload: goodsForm(path, { goodsName }),
      })
      return res.json().result.id as string
    }
    expect((await put('/manager/setting/goods?goodsCheck=true', root.headers)).result).toEqual({
      goodsCheck: true,
    })
    expect((await get('/manager/setting/goods', root.headers)).result).toEqual({ goodsCheck: true })
    const waiting = await publish(`开关审核杯${Date.now() % 10000}`)
    expect((await row(waiting)).authFlag).toBe('TOBEAUDITED')
    const queue = await get('/manager/goods/goods/auth/list?pageSize=100')
    expect(queue.result.records.map((r: { id: string }) => r.id)).toContain(waiting)
    expect((await put('/manager/setting/goods?goodsCheck=false', root.headers)).success).toBe(true)
    expect((await row(await publish(`免审杯${Date.now() % 10000}`))).authFlag).toBe('PASS')
    const [log] = await logsOf('GOODS_SETTING', 'setting.goods.review.enable')
    expect(log.after).toEqual({ goodsCheck: true })
    expect((await logsOf('GOODS_SETTING', 'setting.goods.review.disable'))[0].title).toBe('关闭商品审核')
  })
})

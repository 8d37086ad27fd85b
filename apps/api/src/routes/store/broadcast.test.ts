import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, goods, liveCommodities, liveStudioGoods } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveApi } from '../../modules/broadcast/live-api.ts'
import { syncLive } from '../../modules/broadcast/sync.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { uploadPicture } from '../../testing/chat.ts'
import { caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'
import { startWechatLiveStandin } from '../../testing/wechat-live-standin.ts'

/**
 * 直播 (decision 169) in the embedded sandbox: the seller's rooms (WeChat's name, anchor and time
 * rules as error codes, pictures through the upload checks, edit before the start, delete), its live
 * goods (own on-sale SKU, live price, one per SKU, withdraw/resubmit, the sync job's verdict, into and
 * out of a room, not deleted while in one), the operator's list and 推荐 (logged), the buyer's list
 * (recommended first) and room; two adds of one goods to a room and two submissions of one SKU at
 * once (real concurrency on PostgreSQL). Then once against the local WeChat stand-in with keys set.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { LIVE_SANDBOX_AUDIT_SECONDS: '0' } })
}, 60_000)
afterAll(() => t.close())

const MIN = 60_000
const at = (offsetMs: number) => formatDateTime(new Date(Date.now() + offsetMs)) as string

async function seller(app = t) {
  const store = await makeStore(app)
  const owner = await createMember(app)
  await makeSeller(app, owner, store.id)
  const api = caller(app, owner.headers)
  const cover = (await uploadPicture(app, owner.headers)).result
  const share = (await uploadPicture(app, owner.headers)).result
  return { store, api, headers: owner.headers, cover, share }
}
type Seller = Awaited<ReturnType<typeof seller>>

const studioBody = (s: Seller, over: Record<string, unknown> = {}) => ({
  name: '景德镇茶具直播间',
  anchorName: '小瓷主播',
  anchorWechat: 'xiaoci2026',
  coverImg: s.cover,
  shareImg: s.share,
  startTime: at(60 * MIN),
  endTime: at(120 * MIN),
  ...over,
})

describe('直播间', () => {
  it('creates a room at the sandbox, lists, edits and deletes it', async () => {
    const s = await seller()
    expect(s.cover).toMatch(/^\/uploads\/|^http/)
    expect((await s.api.get('/store/broadcast/mode')).result).toEqual({ sandbox: true })
    const created = await s.api.post('/store/broadcast/studio', studioBody(s))
    expect(created.success, JSON.stringify(created)).toBe(true)
    expect(created.result).toMatchObject({
      name: '景德镇茶具直播间',
      status: 'NEW',
      sandbox: true,
      recommend: false,
      roomGoodsNum: 0,
      roomGoodsList: [],
    })
    expect(created.result.roomId).toBeGreaterThan(0)
    expect(created.result.mediaPath).toContain(`room_id=${created.result.roomId}`)
    expect(created.result.shareQrcode).toBeNull()
    const list = await s.api.get('/store/broadcast/studio?status=NEW')
    expect(list.result.records.map((r: { id: string }) => r.id)).toEqual([created.result.id])
    expect((await s.api.get('/store/broadcast/studio?status=END')).result.total).toBe(0)
    const edited = await s.api.put('/store/broadcast/studio/edit', {
      ...studioBody(s, { name: '景德镇春季新品直播' }),
      id: created.result.id,
    })
    expect(edited.result).toMatchObject({ name: '景德镇春季新品直播', roomId: created.result.roomId })
    expect((await s.api.del(`/store/broadcast/studio/${created.result.id}`)).success).toBe(true)
    expect((await s.api.get(`/store/broadcast/studio/studioInfo/${created.result.id}`)).code).toBe(
      ErrorCodes.LIVE_STUDIO_NOT_EXIST.code,
    )
  })

  it('refuses WeChat’s rules with their own codes, never a 500', async () => {
    const s = await seller()
    const code = async (over: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/store/broadcast/studio',
        headers: s.headers,
        payload: studioBody(s, over),
      })
      expect(res.statusCode).toBeLessThan(500)
      return res.json().code
    }
    expect(await code({ name: '直播' })).toBe(ErrorCodes.LIVE_NAME_LENGTH.code)
    expect(await code({ name: '一二三四五六七八九十一二三四五六七八' })).toBe(
      ErrorCodes.LIVE_NAME_LENGTH.code,
    )
    expect(await code({ anchorName: '瓷' })).toBe(ErrorCodes.LIVE_ANCHOR_NAME_LENGTH.code)
    expect(await code({ startTime: at(120 * MIN), endTime: at(60 * MIN) })).toBe(
      ErrorCodes.LIVE_END_BEFORE_START.code,
    )
    expect(await code({ startTime: at(5 * MIN), endTime: at(60 * MIN) })).toBe(
      ErrorCodes.LIVE_START_TOO_SOON.code,
    )
    expect(
      await code({ startTime: at(200 * 24 * 60 * MIN), endTime: at(200 * 24 * 60 * MIN + 60 * MIN) }),
    ).toBe(ErrorCodes.LIVE_START_TOO_SOON.code)
    expect(await code({ startTime: at(60 * MIN), endTime: at(80 * MIN) })).toBe(ErrorCodes.LIVE_DURATION.code)
    expect(await code({ startTime: at(60 * MIN), endTime: at(26 * 60 * MIN) })).toBe(
      ErrorCodes.LIVE_DURATION.code,
    )
    expect(await code({ coverImg: 'https://elsewhere.example/a.png' })).toBe(
      ErrorCodes.LIVE_PICTURE_INVALID.code,
    )
    expect(await code({ startTime: 'tomorrow' })).toBe(ErrorCodes.PARAMS_ERROR.code)
    // Nothing was made.
    expect((await s.api.get('/store/broadcast/studio')).result.total).toBe(0)
    // Another store's room is not found.
    const other = await seller()
    const theirs = await other.api.post('/store/broadcast/studio', studioBody(other))
    expect((await s.api.get(`/store/broadcast/studio/studioInfo/${theirs.result.id}`)).code).toBe(
      ErrorCodes.LIVE_STUDIO_NOT_EXIST.code,
    )
    expect((await s.api.del(`/store/broadcast/studio/${theirs.result.id}`)).code).toBe(
      ErrorCodes.LIVE_STUDIO_NOT_EXIST.code,
    )
  })
})

describe('直播商品', () => {
  it('submits an own SKU, withdraws and resubmits it, gets WeChat’s verdict and puts it in a room', async () => {
    const s = await seller()
    const sku = await makeSku(t, s.store, { price: 12_800, name: '青花瓷茶杯' })
    const added = await s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 99.9 }])
    expect(added.success, JSON.stringify(added)).toBe(true)
    const [item] = added.result
    expect(item).toMatchObject({
      skuId: sku.id,
      name: '青花瓷茶杯',
      price: 99.9,
      auditStatus: 1,
      sandbox: true,
    })
    const liveGoodsId = item.liveGoodsId as number
    expect((await s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 90 }])).code).toBe(
      ErrorCodes.LIVE_GOODS_SKU_EXISTS.code,
    )
    expect((await s.api.put(`/store/broadcast/commodity/resubmit/${liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_AUDIT_STATE.code,
    )
    expect((await s.api.put(`/store/broadcast/commodity/withdraw/${liveGoodsId}`)).result.auditStatus).toBe(0)
    expect((await s.api.put(`/store/broadcast/commodity/resubmit/${liveGoodsId}`)).result.auditStatus).toBe(1)

    const room = (await s.api.post('/store/broadcast/studio', studioBody(s))).result
    expect((await s.api.put(`/store/broadcast/studio/push/${room.roomId}/${liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_GOODS_NOT_APPROVED.code,
    )
    // The job's run: the sandbox approved it (0 s audit here).
    const synced = await syncLive(t.database.db, liveApi(t.config))
    expect(synced.goods).toBeGreaterThanOrEqual(1)
    expect((await s.api.get('/store/broadcast/commodity?auditStatus=2')).result.records).toMatchObject([
      { id: item.id, auditStatus: 2, roomCount: 0 },
    ])
    const pushed = await s.api.put(`/store/broadcast/studio/push/${room.roomId}/${liveGoodsId}`)
    expect(pushed.success, JSON.stringify(pushed)).toBe(true)
    expect((await s.api.put(`/store/broadcast/studio/push/${room.roomId}/${liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_ROOM_GOODS_EXISTS.code,
    )
    const detail = await s.api.get(`/store/broadcast/studio/studioInfo/${room.id}`)
    expect(detail.result.roomGoodsList.map((g: { id: string }) => g.id)).toEqual([item.id])
    expect(detail.result.roomGoodsNum).toBe(1)
    // Not deleted while in the room.
    expect((await s.api.del(`/store/broadcast/commodity/${liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_GOODS_IN_ROOM.code,
    )
    expect(
      (await s.api.del(`/store/broadcast/studio/deleteInRoom/${room.roomId}/${liveGoodsId}`)).success,
    ).toBe(true)
    expect((await s.api.del(`/store/broadcast/studio/deleteInRoom/${room.roomId}/${liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_ROOM_GOODS_NOT_EXIST.code,
    )
    expect((await s.api.del(`/store/broadcast/commodity/${liveGoodsId}`)).success).toBe(true)
    expect((await s.api.get('/store/broadcast/commodity')).result.total).toBe(0)
  })

  it('refuses another store’s SKU, goods off sale and bad prices', async () => {
    const s = await seller()
    const other = await seller()
    const mine = await makeSku(t, s.store, { price: 1_000 })
    const theirs = await makeSku(t, other.store, { price: 1_000 })
    const down = await makeSku(t, s.store, { price: 1_000, marketEnable: 'DOWN' })
    const code = async (body: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/store/broadcast/commodity',
        headers: s.headers,
        payload: body as object,
      })
      expect(res.statusCode).toBeLessThan(500)
      return res.json().code
    }
    expect(await code([{ skuId: theirs.id, price: 5 }])).toBe(ErrorCodes.LIVE_GOODS_NOT_STORE.code)
    expect(await code([{ skuId: down.id, price: 5 }])).toBe(ErrorCodes.LIVE_GOODS_NOT_STORE.code)
    expect(await code([{ skuId: mine.id, price: 0 }])).toBe(ErrorCodes.LIVE_PRICE_INVALID.code)
    expect(await code([{ skuId: mine.id, price: 10.01 }])).toBe(ErrorCodes.LIVE_PRICE_INVALID.code)
    expect(await code([{ skuId: mine.id, price: 1.234 }])).toBe(ErrorCodes.LIVE_PRICE_INVALID.code)
    expect(await code([{ skuId: mine.id, price: 'abc' }])).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(await code([{ skuId: mine.id, price: 5, name: '一二三四五六七八九十一二三四五' }])).toBe(
      ErrorCodes.LIVE_GOODS_NAME_LENGTH.code,
    )
    expect(await code([])).toBe(ErrorCodes.PARAMS_ERROR.code)
    // B's live goods is not A's to delete or put in A's room.
    const b = await other.api.post('/store/broadcast/commodity', [{ skuId: theirs.id, price: 5 }])
    expect((await s.api.del(`/store/broadcast/commodity/${b.result[0].liveGoodsId}`)).code).toBe(
      ErrorCodes.LIVE_GOODS_NOT_EXIST.code,
    )
    expect(
      await t.database.db.select().from(liveCommodities).where(eq(liveCommodities.storeId, s.store.id)),
    ).toEqual([])
  })
})

describe('operator and buyer', () => {
  it('lists every store’s rooms, recommends one (logged) and the buyer sees it first', async () => {
    const a = await seller()
    const b = await seller()
    const roomA = (await a.api.post('/store/broadcast/studio', studioBody(a, { name: '甲店铺春茶直播' })))
      .result
    const roomB = (
      await b.api.post(
        '/store/broadcast/studio',
        studioBody(b, { name: '乙店铺瓷器直播', startTime: at(30 * MIN), endTime: at(90 * MIN) }),
      )
    ).result
    const op = await makeAdmin(t, { permissions: ['promotion:read', 'promotion:write'] })
    const admin = caller(t, op.headers)
    const all = await admin.get(`/manager/broadcast/studio?storeId=${a.store.id}`)
    expect(all.result.records.map((r: { id: string }) => r.id)).toEqual([roomA.id])
    const before = await t.app.inject({ method: 'GET', url: '/buyer/broadcast/studio?pageSize=50' })
    const order = (r: { records: { id: string }[] }) =>
      r.records.map((x) => x.id).filter((id) => id === roomA.id || id === roomB.id)
    expect(order(before.json().result)).toEqual([roomB.id, roomA.id])
    const recommended = await admin.put(`/manager/broadcast/studio/recommend/${roomA.id}?recommend=true`)
    expect(recommended.result).toMatchObject({ id: roomA.id, recommend: true })
    const logs = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, roomA.id))
    expect(logs.map((l) => l.action)).toEqual(['promotion.live.recommend'])
    const after = await t.app.inject({ method: 'GET', url: '/buyer/broadcast/studio?pageSize=50' })
    expect(order(after.json().result)).toEqual([roomA.id, roomB.id])
    expect(
      (await t.app.inject({ method: 'GET', url: '/buyer/broadcast/studio?recommend=true' }))
        .json()
        .result.records.map((r: { id: string }) => r.id),
    ).toContain(roomA.id)
    const info = await t.app.inject({
      method: 'GET',
      url: `/buyer/broadcast/studio/getLiveInfo/${roomA.roomId}`,
    })
    expect(info.json().result).toMatchObject({
      id: roomA.id,
      storeName: a.store.storeName,
      roomGoodsList: [],
    })
    expect(
      (await t.app.inject({ method: 'GET', url: '/buyer/broadcast/studio/getLiveInfo/1' })).json().code,
    ).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code)
    expect((await admin.get(`/manager/broadcast/studio/studioInfo/${roomB.id}`)).result.name).toBe(
      '乙店铺瓷器直播',
    )
    // A reader cannot recommend.
    const reader = caller(t, (await makeAdmin(t, { permissions: ['promotion:read'] })).headers)
    expect((await reader.put(`/manager/broadcast/studio/recommend/${roomB.id}?recommend=true`)).success).toBe(
      false,
    )
  })
})

describe('concurrency', () => {
  it('two adds of one goods to one room at once give one', async () => {
    const s = await seller()
    const sku = await makeSku(t, s.store, { price: 5_000 })
    const [item] = (await s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 30 }])).result
    await syncLive(t.database.db, liveApi(t.config))
    const room = (await s.api.post('/store/broadcast/studio', studioBody(s))).result
    for (let round = 0; round < 3; round++) {
      await t.database.db.delete(liveStudioGoods).where(eq(liveStudioGoods.commodityId, item.id))
      const answers = await Promise.all([
        s.api.put(`/store/broadcast/studio/push/${room.roomId}/${item.liveGoodsId}`),
        s.api.put(`/store/broadcast/studio/push/${room.roomId}/${item.liveGoodsId}`),
      ])
      expect(answers.map((a) => a.success).sort()).toEqual([false, true])
      expect(answers.find((a) => !a.success)?.code).toBe(ErrorCodes.LIVE_ROOM_GOODS_EXISTS.code)
      const rows = await t.database.db
        .select()
        .from(liveStudioGoods)
        .where(eq(liveStudioGoods.commodityId, item.id))
      expect(rows).toHaveLength(1)
    }
  })

  it('two submissions of one SKU at once give one live goods', async () => {
    const s = await seller()
    for (let round = 0; round < 3; round++) {
      const sku = await makeSku(t, s.store, { price: 5_000 })
      const answers = await Promise.all([
        s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 30 }]),
        s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 31 }]),
      ])
      expect(answers.map((a) => a.success).sort()).toEqual([false, true])
      expect(answers.find((a) => !a.success)?.code).toBe(ErrorCodes.LIVE_GOODS_SKU_EXISTS.code)
      const rows = await t.database.db.select().from(liveCommodities).where(eq(liveCommodities.skuId, sku.id))
      expect(rows).toHaveLength(1)
      expect(rows[0].liveGoodsId).toBeGreaterThan(0)
    }
  })
})

describe('with WeChat keys (against the local WeChat stand-in)', () => {
  it('creates the room and the goods at WeChat and reads its verdict and live status', async () => {
    const wx = await startWechatLiveStandin({ appId: 'wx-live-app', secret: 'live-secret' })
    const real = await createTestApp({
      seed: 'reference',
      env: {
        WECHAT_LIVE_APP_ID: 'wx-live-app',
        WECHAT_LIVE_APP_SECRET: 'live-secret',
        WECHAT_LIVE_BASE_URL: wx.url,
      },
    })
    try {
      const s = await seller(real)
      expect((await s.api.get('/store/broadcast/mode')).result).toEqual({ sandbox: false })
      const room = await s.api.post('/store/broadcast/studio', studioBody(s))
      expect(room.success, JSON.stringify(room)).toBe(true)
      expect(room.result.sandbox).toBe(false)
      expect(wx.rooms.has(room.result.roomId)).toBe(true)
      expect(room.result.shareQrcode).toBe(`https://mmbiz.qpic.cn/mmbiz_jpg/room${room.result.roomId}/0`)
      expect(wx.calls.filter((c) => c.path === '/cgi-bin/media/upload')).toHaveLength(2)
      const sku = await makeSku(real, s.store, { price: 5_000, name: '白瓷盖碗' })
      await real.database.db
        .update(goods)
        .set({ images: [new URL(s.cover, 'http://x').pathname] })
        .where(eq(goods.id, sku.goodsId))
      const [item] = (await s.api.post('/store/broadcast/commodity', [{ skuId: sku.id, price: 45 }])).result
      expect(wx.goods.get(item.liveGoodsId)?.status).toBe(1)
      // WeChat's refusal comes back as 44002 with its errcode, and nothing is kept.
      const sku2 = await makeSku(real, s.store, { price: 5_000 })
      await real.database.db
        .update(goods)
        .set({ images: [new URL(s.cover, 'http://x').pathname] })
        .where(eq(goods.id, sku2.goodsId))
      wx.refuseNext('/wxaapi/broadcast/goods/add', 300004, '商品名称存在违规违法或者禁售品')
      const refused = await s.api.post('/store/broadcast/commodity', [{ skuId: sku2.id, price: 1 }])
      expect(refused.code).toBe(ErrorCodes.LIVE_PLATFORM_ERROR.code)
      expect(refused.message).toContain('300004')
      expect(
        await real.database.db.select().from(liveCommodities).where(eq(liveCommodities.skuId, sku2.id)),
      ).toEqual([])
      // The token expires between the calls: the job's run still reads the verdict.
      wx.decide(item.liveGoodsId, 2)
      wx.expire()
      const synced = await syncLive(real.database.db, liveApi(real.config))
      expect(synced).toMatchObject({ goods: 1, rooms: 1, sandbox: false })
      const detail = await s.api.get(`/store/broadcast/studio/studioInfo/${room.result.id}`)
      expect(detail.result).toMatchObject({ liveStatus: 101, status: 'START' })
      expect(
        (await s.api.put(`/store/broadcast/studio/push/${room.result.roomId}/${item.liveGoodsId}`)).success,
      ).toBe(true)
      expect(wx.rooms.get(room.result.roomId)?.goods.has(item.liveGoodsId)).toBe(true)
    } finally {
      await real.close()
      await wx.close()
    }
  })
})

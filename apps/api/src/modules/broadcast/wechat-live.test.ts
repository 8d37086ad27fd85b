import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWechatLiveStandin } from '../../testing/wechat-live-standin.ts'
import { httpTransport, LiveApiError, liveClient } from './wechat-live.ts'

/**
 * The WeChat live client against a local server playing WeChat's side as documented (decision 169):
 * the stable token fetched once and sent on every call, the JSON each call sends, a token that
 * expired (42001) or was replaced (40001) refreshed and the call sent once more, WeChat's refusals as
 * `LiveApiError` with its errcode, and getliveinfo's errcode 1 read as "no rooms".
 */
let wx: Awaited<ReturnType<typeof startWechatLiveStandin>>
beforeAll(async () => {
  wx = await startWechatLiveStandin({ appId: 'wx-test-app', secret: 'test-secret' })
})
afterAll(() => wx.close())

const client = (secret = 'test-secret') =>
  liveClient({ appId: 'wx-test-app', secret, transport: httpTransport(wx.url), sandbox: false })
const picture = async () => ({
  data: Buffer.from('picture-bytes'),
  contentType: 'image/png',
  filename: 'a.png',
})
const tokenCalls = () => wx.calls.filter((c) => c.path === '/cgi-bin/stable_token')

describe('WeChat live client', () => {
  it('fetches one stable token and creates a room and a goods with WeChat’s shapes', async () => {
    const api = client()
    const before = tokenCalls().length
    const cover = await api.uploadImage(picture)
    const share = await api.uploadImage(picture)
    expect(cover).toMatch(/^media_/)
    const start = new Date('2027-03-01T12:00:00Z')
    const room = await api.createRoom({
      name: '景德镇茶具直播',
      coverMediaId: cover,
      shareMediaId: share,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      anchorName: '小瓷',
      anchorWechat: 'xiaoci2026',
    })
    expect(room.roomId).toBeGreaterThan(0)
    const created = wx.calls.findLast((c) => c.path === '/wxaapi/broadcast/room/create')
    expect(created?.body).toMatchObject({
      name: '景德镇茶具直播',
      coverImg: cover,
      shareImg: share,
      feedsImg: cover,
      startTime: start.getTime() / 1000,
      endTime: start.getTime() / 1000 + 3600,
      anchorName: '小瓷',
      anchorWechat: 'xiaoci2026',
      type: 0,
    })
    const goods = await api.addGoods({
      coverMediaId: cover,
      name: '青花茶杯',
      price: 88.5,
      url: 'pages/product/goods?id=1',
    })
    expect(goods.goodsId).toBeGreaterThan(0)
    expect(wx.calls.findLast((c) => c.path === '/wxaapi/broadcast/goods/add')?.body).toEqual({
      goodsInfo: {
        coverImgUrl: cover,
        name: '青花茶杯',
        priceType: 1,
        price: 88.5,
        url: 'pages/product/goods?id=1',
      },
    })
    // One token for all six calls, sent as WeChat asks.
    expect(tokenCalls().length - before).toBe(1)
    expect(tokenCalls().at(-1)?.body).toEqual({
      grant_type: 'client_credential',
      appid: 'wx-test-app',
      secret: 'test-secret',
      force_refresh: false,
    })
    // Not approved yet: WeChat refuses it in a room (300025), and the client says so.
    const refused = await api.addGoodsToRoom(room.roomId, [goods.goodsId]).catch((e) => e)
    expect(refused).toBeInstanceOf(LiveApiError)
    expect(refused.errcode).toBe(300025)
    wx.decide(goods.goodsId, 2)
    await api.addGoodsToRoom(room.roomId, [goods.goodsId])
    expect(wx.rooms.get(room.roomId)?.goods.has(goods.goodsId)).toBe(true)
    const approved = await api.approvedGoods(2, 0, 100)
    expect(approved.goodsIds).toContain(goods.goodsId)
    const live = await api.liveInfo(0, 100)
    expect(live.rooms.map((r) => r.roomid)).toContain(room.roomId)
  })

  it('refreshes an expired token (42001) and sends the call once more', async () => {
    const api = client()
    await api.approvedGoods(1, 0, 10)
    const before = tokenCalls().length
    wx.expire()
    const result = await api.approvedGoods(1, 0, 10)
    expect(result.total).toBeGreaterThanOrEqual(0)
    expect(tokenCalls().length - before).toBe(1)
    const last = wx.calls.filter((c) => c.path === '/wxaapi/broadcast/goods/getapproved').slice(-2)
    expect(last[0].query.access_token).not.toBe(last[1].query.access_token)
  })

  it('forces a refresh when WeChat keeps handing back the token it refuses (40001)', async () => {
    const api = client()
    await api.approvedGoods(2, 0, 10)
    const before = tokenCalls().length
    wx.revoke()
    await api.approvedGoods(2, 0, 10)
    const asked = tokenCalls().slice(before)
    expect(asked.map((c) => (c.body as { force_refresh: boolean }).force_refresh)).toEqual([false, true])
  })

  it('retries only once: a token refused twice is WeChat’s error', async () => {
    const api = client()
    await api.approvedGoods(2, 0, 10)
    wx.refuseNext('/wxaapi/broadcast/goods/delete', 42001, 'access_token expired')
    // The refusal is answered once; the retry with a fresh token reaches the goods, which is unknown.
    const error = await api.deleteGoods(999_999).catch((e) => e)
    expect(error).toBeInstanceOf(LiveApiError)
    expect(error.errcode).toBe(300024)
  })

  it('passes WeChat’s refusal through without retrying it', async () => {
    const api = client()
    const cover = await api.uploadImage(picture)
    wx.refuseNext('/wxaapi/broadcast/goods/add', 300004, '商品名称存在违规违法或者禁售品')
    const count = wx.calls.length
    const error = await api
      .addGoods({ coverMediaId: cover, name: '违禁品', price: 1, url: 'p' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(LiveApiError)
    expect(error).toMatchObject({ errcode: 300004, errmsg: '商品名称存在违规违法或者禁售品' })
    expect(wx.calls.length - count).toBe(1)
  })

  it('refuses a wrong secret with WeChat’s 40125', async () => {
    const error = await client('wrong')
      .approvedGoods(2, 0, 10)
      .catch((e) => e)
    expect(error).toBeInstanceOf(LiveApiError)
    expect(error.errcode).toBe(40125)
  })

  it('reads getliveinfo’s errcode 1 as no rooms', async () => {
    const empty = await startWechatLiveStandin({ appId: 'a', secret: 's' })
    try {
      const api = liveClient({ appId: 'a', secret: 's', transport: httpTransport(empty.url), sandbox: false })
      expect(await api.liveInfo(0, 100)).toEqual({ total: 0, rooms: [] })
    } finally {
      await empty.close()
    }
  })
})

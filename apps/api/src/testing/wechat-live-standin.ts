import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for WeChat's 小程序直播 server API, answering as WeChat documents it
 * (modules/broadcast/wechat-live.ts has the calls): `POST /cgi-bin/stable_token` checks the AppID
 * (40013) and AppSecret (40125) and hands out one token until it expires or `force_refresh`; every other
 * call needs it in `?access_token=` (40001 when unknown, 42001 once `expire()` made it stale);
 * `media/upload` wants a multipart `media` part; rooms and goods answer WeChat's JSON with `errcode`.
 * `refuseNext(path, errcode, errmsg)` makes one call answer WeChat's refusal; `calls` records each call
 * (path, query, body) for the test to read.
 */
export async function startWechatLiveStandin(options: { appId: string; secret: string }) {
  let token: { value: string; stale: boolean; revoked?: boolean } | null = null
  const calls: { path: string; query: Record<string, string>; body: unknown }[] = []
  const refusals = new Map<string, { errcode: number; errmsg: string }>()
  const rooms = new Map<number, { name: string; start: number; end: number; goods: Set<number> }>()
  const goods = new Map<number, { status: number; auditId: number }>()
  let next = 1000

  const send = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' })
    res.end(JSON.stringify(body))
  }
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin')
    const query = Object.fromEntries(url.searchParams)
    const raw = await read(req)
    const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data')
    let body: Record<string, unknown> = {}
    if (!multipart && raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        return send(res, { errcode: 47001, errmsg: 'data format error' })
      }
    }
    const path = url.pathname
    calls.push({ path, query, body: multipart ? { multipart: raw.length } : body })
    if (path === '/cgi-bin/stable_token') {
      if (req.method !== 'POST' || body.grant_type !== 'client_credential')
        return send(res, { errcode: 40002, errmsg: 'invalid grant_type' })
      if (body.appid !== options.appId) return send(res, { errcode: 40013, errmsg: 'invalid appid' })
      if (body.secret !== options.secret) return send(res, { errcode: 40125, errmsg: 'invalid appsecret' })
      // The stable token stays the same until it expires; force_refresh makes a new one.
      if (!token || token.stale || body.force_refresh === true)
        token = { value: randomBytes(16).toString('hex'), stale: false }
      return send(res, { access_token: token.value, expires_in: 7200 })
    }
    if (!token || query.access_token !== token.value || token.revoked)
      return send(res, {
        errcode: 40001,
        errmsg: 'invalid credential, access_token is invalid or not latest',
      })
    if (token.stale) return send(res, { errcode: 42001, errmsg: 'access_token expired' })
    const refusal = refusals.get(path)
    if (refusal) {
      refusals.delete(path)
      return send(res, refusal)
    }
    switch (path) {
      case '/cgi-bin/media/upload':
        if (req.method !== 'POST' || query.type !== 'image' || !multipart || !raw.includes('name="media"'))
          return send(res, { errcode: 41005, errmsg: 'media data missing' })
        return send(res, {
          type: 'image',
          media_id: `media_${next++}`,
          created_at: Math.floor(Date.now() / 1000),
        })
      case '/wxaapi/broadcast/room/create': {
        for (const key of [
          'name',
          'coverImg',
          'startTime',
          'endTime',
          'anchorName',
          'anchorWechat',
          'shareImg',
          'feedsImg',
        ])
          if (body[key] === undefined || body[key] === '')
            return send(res, { errcode: 200002, errmsg: `parameter ${key} must no be null` })
        const roomId = next++
        rooms.set(roomId, {
          name: String(body.name),
          start: Number(body.startTime),
          end: Number(body.endTime),
          goods: new Set(),
        })
        return send(res, { errcode: 0, roomId })
      }
      case '/wxaapi/broadcast/room/deleteroom':
        if (!rooms.delete(Number(body.id))) return send(res, { errcode: 300022, errmsg: '此房间号不存在' })
        return send(res, { errcode: 0 })
      case '/wxaapi/broadcast/room/getsharedcode': {
        const roomId = Number(query.roomId)
        if (req.method !== 'GET' || !rooms.has(roomId))
          return send(res, { errcode: 300022, errmsg: '此房间号不存在' })
        return send(res, {
          errcode: 0,
          cdnUrl: `http://mmbiz.qpic.cn/mmbiz_jpg/room${roomId}/0`,
          pagePath: `plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin?room_id=${roomId}`,
          posterUrl: `http://mmbiz.qpic.cn/mmbiz_jpg/poster${roomId}/0`,
        })
      }
      case '/wxaapi/broadcast/room/addgoods': {
        const room = rooms.get(Number(body.roomId))
        if (!room) return send(res, { errcode: 300022, errmsg: '此房间号不存在' })
        for (const id of body.ids as number[]) {
          if (goods.get(id)?.status !== 2) return send(res, { errcode: 300025, errmsg: '商品审核未通过' })
          room.goods.add(id)
        }
        return send(res, { errcode: 0 })
      }
      case '/wxaapi/broadcast/goods/add': {
        const info = body.goodsInfo as Record<string, unknown> | undefined
        if (
          !info?.coverImgUrl ||
          !info.name ||
          !info.url ||
          info.priceType !== 1 ||
          !(Number(info.price) > 0)
        )
          return send(res, { errcode: 300002, errmsg: 'invalid goodsInfo' })
        const goodsId = next++
        const auditId = next++
        goods.set(goodsId, { status: 1, auditId })
        return send(res, { goodsId, auditId, errcode: 0 })
      }
      case '/wxaapi/broadcast/goods/resetaudit': {
        const g = goods.get(Number(body.goodsId))
        if (!g || g.auditId !== Number(body.auditId))
          return send(res, { errcode: 300024, errmsg: '商品不存在' })
        g.status = 0
        return send(res, { errcode: 0 })
      }
      case '/wxaapi/broadcast/goods/audit': {
        const g = goods.get(Number(body.goodsId))
        if (!g) return send(res, { errcode: 300024, errmsg: '商品不存在' })
        g.status = 1
        g.auditId = next++
        return send(res, { errcode: 0, auditId: g.auditId })
      }
      case '/wxaapi/broadcast/goods/delete':
        if (!goods.delete(Number(body.goodsId))) return send(res, { errcode: 300024, errmsg: '商品不存在' })
        return send(res, { errcode: 0 })
      case '/wxaapi/broadcast/goods/getapproved': {
        if (req.method !== 'GET' || query.status === undefined || query.offset === undefined)
          return send(res, { errcode: 47001, errmsg: 'data format error' })
        const list = [...goods].filter(([, g]) => g.status === Number(query.status))
        const offset = Number(query.offset)
        const limit = Number(query.limit ?? 30)
        return send(res, {
          errcode: 0,
          total: list.length,
          goods: list
            .slice(offset, offset + limit)
            .map(([goodsId]) => ({ goodsId, priceType: 1, thirdPartyTag: 2 })),
        })
      }
      case '/wxa/business/getliveinfo': {
        if (rooms.size === 0) return send(res, { errcode: 1, errmsg: 'no room' })
        const list = [...rooms]
        const start = Number(body.start)
        const limit = Number(body.limit)
        return send(res, {
          errcode: 0,
          errmsg: 'ok',
          total: list.length,
          room_info: list.slice(start, start + limit).map(([roomid, r]) => ({
            name: r.name,
            roomid,
            live_status: 101,
            start_time: r.start,
            end_time: r.end,
            goods: [],
          })),
        })
      }
      default:
        return send(res, { errcode: 40066, errmsg: 'invalid url' })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    goods,
    rooms,
    /** The token in hand expires: calls with it get 42001 and stable_token hands a new one. */
    expire() {
      if (token) token.stale = true
    },
    /** Another caller forced a refresh: the token in hand becomes unknown (40001). */
    rotate() {
      token = { value: randomBytes(16).toString('hex'), stale: false }
    },
    /**
     * The token in hand is refused (40001) but stable_token keeps answering it until a caller asks
     * with force_refresh: true.
     */
    revoke() {
      if (token) token.revoked = true
    },
    /** WeChat approves (2) or refuses (3) a goods. */
    decide(goodsId: number, status: 2 | 3) {
      const g = goods.get(goodsId)
      if (g) g.status = status
    },
    refuseNext(path: string, errcode: number, errmsg: string) {
      refusals.set(path, { errcode, errmsg })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { randomBytes, randomInt } from 'node:crypto'
import type { LiveTransport } from './wechat-live.ts'

/*
 * The embedded stand-in for WeChat's 小程序直播 when no keys are configured (decision 169). It answers
 * the same calls with the same JSON as WeChat documents them (wechat-live.ts), in this process and in
 * memory: a stable token that must be sent, rooms whose live_status follows their times (102 未开始,
 * 101 直播中, 103 已结束), goods that wait in 审核中 and are approved `auditSeconds` after they were
 * submitted (rejected, 3, when the name contains 违禁 — so a refusal can be seen), room/addgoods only
 * with approved goods (300025). Nothing leaves the machine; the screens say "sandbox". Its memory ends
 * with the process: rows made before a restart keep the last status they were given, and a room's
 * status then follows its times.
 */

interface Room {
  roomid: number
  name: string
  start: number
  end: number
  goods: Set<number>
}
interface Goods {
  goodsId: number
  auditId: number
  name: string
  price: number
  url: string
  status: 0 | 1 | 2 | 3
  submitted: number
}

export function sandboxTransport(options: { auditSeconds: number; now?: () => number }): LiveTransport {
  const now = options.now ?? Date.now
  const rooms = new Map<number, Room>()
  const goods = new Map<number, Goods>()
  let token: { value: string; until: number } | null = null
  // Ids start at a random point so a restarted sandbox does not hand out ids it gave before.
  let nextId = randomInt(100_000_000, 1_900_000_000)
  const id = () => nextId++

  const ok = (more: Record<string, unknown> = {}) => ({ errcode: 0, errmsg: 'ok', ...more })
  const refuse = (errcode: number, errmsg: string) => ({ errcode, errmsg })
  const tokenValid = (query: Record<string, string>) =>
    token !== null && query.access_token === token.value && token.until > now()

  const audit = () => {
    for (const g of goods.values()) {
      if (g.status === 1 && now() - g.submitted >= options.auditSeconds * 1000)
        g.status = g.name.includes('违禁') ? 3 : 2
    }
  }

  const handle = (path: string, query: Record<string, string>, body: Record<string, unknown>) => {
    if (path === '/cgi-bin/stable_token') {
      if (body.grant_type !== 'client_credential' || !body.appid || !body.secret)
        return refuse(40002, 'invalid grant_type')
      if (!token || body.force_refresh === true || token.until <= now())
        token = { value: `sandbox-${randomBytes(12).toString('hex')}`, until: now() + 7_200_000 }
      return { access_token: token.value, expires_in: Math.floor((token.until - now()) / 1000) }
    }
    if (!tokenValid(query)) return refuse(40001, 'invalid credential, access_token is invalid or not latest')
    switch (path) {
      case '/cgi-bin/media/upload':
        if (query.type !== 'image') return refuse(40004, 'invalid media type')
        return {
          type: 'image',
          media_id: `sandbox_${randomBytes(16).toString('hex')}`,
          created_at: Math.floor(now() / 1000),
        }
      case '/wxaapi/broadcast/room/create': {
        const room: Room = {
          roomid: id(),
          name: String(body.name ?? ''),
          start: Number(body.startTime),
          end: Number(body.endTime),
          goods: new Set(),
        }
        rooms.set(room.roomid, room)
        return ok({ roomId: room.roomid })
      }
      case '/wxaapi/broadcast/room/editroom': {
        const room = rooms.get(Number(body.id))
        if (!room) return refuse(300022, '此房间号不存在')
        Object.assign(room, {
          name: String(body.name),
          start: Number(body.startTime),
          end: Number(body.endTime),
        })
        return ok()
      }
      case '/wxaapi/broadcast/room/deleteroom':
        if (!rooms.delete(Number(body.id))) return refuse(300022, '此房间号不存在')
        return ok()
      case '/wxaapi/broadcast/room/getsharedcode': {
        const roomId = Number(query.roomId)
        if (!rooms.has(roomId)) return refuse(300022, '此房间号不存在')
        // No real QR picture here: the sandbox names the room's page only.
        return ok({
          cdnUrl: '',
          pagePath: `plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin?room_id=${roomId}`,
          posterUrl: '',
        })
      }
      case '/wxaapi/broadcast/room/addgoods': {
        const room = rooms.get(Number(body.roomId))
        if (!room) return refuse(300022, '此房间号不存在')
        audit()
        const ids = Array.isArray(body.ids) ? body.ids.map(Number) : []
        for (const goodsId of ids) {
          const g = goods.get(goodsId)
          if (!g) return refuse(300024, '商品不存在')
          if (g.status !== 2) return refuse(300025, '商品审核未通过')
        }
        for (const goodsId of ids) room.goods.add(goodsId)
        return ok()
      }
      case '/wxaapi/broadcast/goods/deleteInRoom': {
        const room = rooms.get(Number(body.roomId))
        if (!room) return refuse(300022, '此房间号不存在')
        room.goods.delete(Number(body.goodsId))
        return ok()
      }
      case '/wxaapi/broadcast/goods/add': {
        const info = (body.goodsInfo ?? {}) as Record<string, unknown>
        if (!info.coverImgUrl || !info.name || !info.url || !(Number(info.price) > 0))
          return refuse(300002, 'invalid goodsInfo')
        const g: Goods = {
          goodsId: id(),
          auditId: id(),
          name: String(info.name),
          price: Number(info.price),
          url: String(info.url),
          status: 1,
          submitted: now(),
        }
        goods.set(g.goodsId, g)
        return ok({ goodsId: g.goodsId, auditId: g.auditId })
      }
      case '/wxaapi/broadcast/goods/audit': {
        const g = goods.get(Number(body.goodsId))
        if (!g) return refuse(300024, '商品不存在')
        if (g.status === 1 || g.status === 2) return refuse(300023, '当前状态不允许此操作')
        Object.assign(g, { status: 1, auditId: id(), submitted: now() })
        return ok({ auditId: g.auditId })
      }
      case '/wxaapi/broadcast/goods/resetaudit': {
        const g = goods.get(Number(body.goodsId))
        if (!g || g.auditId !== Number(body.auditId)) return refuse(300024, '商品不存在')
        if (g.status !== 1) return refuse(300023, '当前状态不允许此操作')
        g.status = 0
        return ok()
      }
      case '/wxaapi/broadcast/goods/delete': {
        const goodsId = Number(body.goodsId)
        if (!goods.delete(goodsId)) return refuse(300024, '商品不存在')
        for (const room of rooms.values()) room.goods.delete(goodsId)
        return ok()
      }
      case '/wxaapi/broadcast/goods/getapproved': {
        audit()
        const status = Number(query.status)
        const all = [...goods.values()].filter((g) => g.status === status)
        const offset = Number(query.offset ?? 0)
        const limit = Math.min(100, Number(query.limit ?? 30))
        return ok({
          total: all.length,
          goods: all.slice(offset, offset + limit).map((g) => ({
            goodsId: g.goodsId,
            name: g.name,
            coverImgUrl: '',
            price: g.price,
            price2: 0,
            priceType: 1,
            url: g.url,
            thirdPartyTag: 2,
          })),
        })
      }
      case '/wxa/business/getliveinfo': {
        if (rooms.size === 0) return refuse(1, 'no room')
        const seconds = Math.floor(now() / 1000)
        const list = [...rooms.values()]
        const start = Number(body.start ?? 0)
        const limit = Math.min(100, Number(body.limit ?? 10))
        return ok({
          total: list.length,
          room_info: list.slice(start, start + limit).map((r) => ({
            name: r.name,
            roomid: r.roomid,
            live_status: seconds < r.start ? 102 : seconds < r.end ? 101 : 103,
            start_time: r.start,
            end_time: r.end,
            goods: [...r.goods].map((goodsId) => ({ goods_id: goodsId })),
          })),
        })
      }
      default:
        return refuse(40066, 'invalid url')
    }
  }

  return {
    async json(_method, path, query, body) {
      return handle(path, query, (body ?? {}) as Record<string, unknown>)
    },
    async upload(path, query) {
      return handle(path, query, {})
    },
  }
}

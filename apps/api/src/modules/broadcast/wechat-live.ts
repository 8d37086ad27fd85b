/*
 * WeChat 小程序直播 (mini-program live) as its published server API documents it (decision 169):
 *
 * - access_token: `POST /cgi-bin/stable_token` `{grant_type: "client_credential", appid, secret,
 *   force_refresh}` → `{access_token, expires_in}` (7200 s). The stable token is the same for every
 *   caller while it lives, so several nodes asking never invalidate each other's; a call refused with
 *   40001 (invalid credential), 40014 (invalid access_token) or 42001 (expired) gets a fresh token and
 *   is sent once more (force_refresh only when WeChat hands back the token it just refused).
 * - every call: `?access_token=…`, JSON in, JSON out with `errcode` (0 = ok) and `errmsg`.
 * - pictures: `POST /cgi-bin/media/upload?type=image` multipart `media` → `{type, media_id, created_at}`
 *   (a temporary material, three days); rooms and goods take media ids, not URLs.
 * - rooms: `POST /wxaapi/broadcast/room/create` `{name, coverImg, startTime, endTime, anchorName,
 *   anchorWechat, shareImg, feedsImg, type, closeLike, closeGoods, closeComment, …}` (seconds) →
 *   `{roomId, qrcode_url?}`; `POST …/room/editroom` the same with `id`; `POST …/room/deleteroom` `{id}`;
 *   `GET …/room/getsharedcode?roomId` → `{cdnUrl, pagePath, posterUrl}`; `POST …/room/addgoods` `{ids, roomId}`; `POST …/goods/deleteInRoom` `{roomId, goodsId}`;
 *   `POST /wxa/business/getliveinfo` `{start, limit}` → `{room_info: [{roomid, live_status, …}], total}`
 *   (errcode 1: no room yet).
 * - goods: `POST …/goods/add` `{goodsInfo: {coverImgUrl, name, priceType, price, price2, url}}` →
 *   `{goodsId, auditId}`; `POST …/goods/audit` `{goodsId}` → `{auditId}` (submit again);
 *   `POST …/goods/resetaudit` `{auditId, goodsId}` (withdraw the audit); `POST …/goods/delete`
 *   `{goodsId}`; `GET …/goods/getapproved?offset&limit&status` → `{total, goods: [{goodsId, …}]}`.
 */

/** WeChat's own refusal: its errcode and errmsg. */
export class LiveApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wechat live ${errcode}: ${errmsg}`)
  }
}

/** WeChat could not be reached or answered something that is not its JSON. */
export class LiveApiUnavailable extends Error {}

/** What the client sends; the real one is HTTP, the sandbox answers in process by the same rules. */
export interface LiveTransport {
  json(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown): Promise<unknown>
  /** Multipart upload of one file as `media`; `file` is read only by a transport that sends it. */
  upload(
    path: string,
    query: Record<string, string>,
    file: () => Promise<{ data: Buffer; contentType: string; filename: string }>,
  ): Promise<unknown>
}

export function httpTransport(baseUrl: string, timeoutMs = 10_000): LiveTransport {
  const base = baseUrl.replace(/\/+$/, '')
  const read = async (response: Response) => {
    const text = await response.text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new LiveApiUnavailable(`wechat answered ${response.status} ${text.slice(0, 120)}`)
    }
  }
  const send = async (url: string, init: RequestInit) => {
    try {
      return await read(await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }))
    } catch (error) {
      if (error instanceof LiveApiUnavailable) throw error
      throw new LiveApiUnavailable(`wechat unreachable: ${(error as Error).message}`)
    }
  }
  return {
    json(method, path, query, body) {
      const url = `${base}${path}?${new URLSearchParams(query)}`
      return send(
        url,
        method === 'GET'
          ? { method }
          : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) },
      )
    },
    async upload(path, query, file) {
      const { data, contentType, filename } = await file()
      const form = new FormData()
      form.append('media', new Blob([new Uint8Array(data)], { type: contentType }), filename)
      return send(`${base}${path}?${new URLSearchParams(query)}`, { method: 'POST', body: form })
    },
  }
}

export interface RoomInput {
  name: string
  coverMediaId: string
  shareMediaId: string
  startTime: Date
  endTime: Date
  anchorName: string
  anchorWechat: string
}

export interface GoodsInput {
  coverMediaId: string
  name: string
  /** Yuan, at most two decimals (WeChat's unit). */
  price: number
  url: string
}

export interface LiveRoomInfo {
  roomid: number
  name: string
  live_status: number
  start_time: number
  end_time: number
}

export interface LiveApi {
  readonly sandbox: boolean
  uploadImage(file: () => Promise<{ data: Buffer; contentType: string; filename: string }>): Promise<string>
  createRoom(room: RoomInput): Promise<{ roomId: number; qrcodeUrl: string | null }>
  editRoom(roomId: number, room: RoomInput): Promise<void>
  deleteRoom(roomId: number): Promise<void>
  /** The room's share QR code (`cdnUrl`, empty when WeChat gives none) and its page path. */
  sharedCode(roomId: number): Promise<{ cdnUrl: string; pagePath: string }>
  addGoodsToRoom(roomId: number, goodsIds: number[]): Promise<void>
  deleteGoodsInRoom(roomId: number, goodsId: number): Promise<void>
  addGoods(goods: GoodsInput): Promise<{ goodsId: number; auditId: string }>
  auditGoods(goodsId: number): Promise<{ auditId: string }>
  resetAudit(goodsId: number, auditId: string): Promise<void>
  deleteGoods(goodsId: number): Promise<void>
  /** One page of the library in one audit status. */
  approvedGoods(
    status: 0 | 1 | 2 | 3,
    offset: number,
    limit: number,
  ): Promise<{ total: number; goodsIds: number[] }>
  /** One page of the rooms (none yet: empty). */
  liveInfo(start: number, limit: number): Promise<{ total: number; rooms: LiveRoomInfo[] }>
}

/** Codes that mean "this access_token is no good": fetch another and send once more. */
export const TOKEN_ERRCODES = new Set([40001, 40014, 42001])

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

/**
 * The client over a transport: token kept until five minutes before WeChat's expiry, refreshed and the
 * call sent again once on a token error; any other errcode is a `LiveApiError`.
 */
export function liveClient(options: {
  appId: string
  secret: string
  transport: LiveTransport
  sandbox: boolean
  now?: () => number
}): LiveApi {
  const { appId, secret, transport } = options
  const now = options.now ?? Date.now
  let token: { value: string; until: number } | null = null
  let pending: Promise<string> | null = null

  const check = (answer: unknown) => {
    const body = (answer ?? {}) as { errcode?: unknown; errmsg?: unknown }
    if (typeof body !== 'object') throw new LiveApiUnavailable('wechat answered no object')
    const code = typeof body.errcode === 'number' ? body.errcode : 0
    if (code !== 0) throw new LiveApiError(code, String(body.errmsg ?? ''))
    return body as Record<string, unknown>
  }

  const fetchToken = async (force: boolean) => {
    const answer = check(
      await transport.json(
        'POST',
        '/cgi-bin/stable_token',
        {},
        {
          grant_type: 'client_credential',
          appid: appId,
          secret,
          force_refresh: force,
        },
      ),
    )
    const value = answer.access_token
    const expires = Number(answer.expires_in ?? 7200)
    if (typeof value !== 'string' || !value) throw new LiveApiUnavailable('wechat gave no access_token')
    token = { value, until: now() + Math.max(60, expires - 300) * 1000 }
    return value
  }

  const accessToken = async (refused?: string): Promise<string> => {
    if (token && !refused && token.until > now()) return token.value
    if (refused && token && token.value !== refused && token.until > now()) return token.value
    if (!pending) {
      pending = (async () => {
        const fresh = await fetchToken(false)
        return refused && fresh === refused ? fetchToken(true) : fresh
      })().finally(() => {
        pending = null
      })
    }
    return pending
  }

  const call = async (send: (token: string) => Promise<unknown>) => {
    const first = await accessToken()
    try {
      return check(await send(first))
    } catch (error) {
      if (!(error instanceof LiveApiError) || !TOKEN_ERRCODES.has(error.errcode)) throw error
      token = null
      return check(await send(await accessToken(first)))
    }
  }
  const post = (path: string, body: unknown) =>
    call((access_token) => transport.json('POST', path, { access_token }, body))

  const roomBody = (room: RoomInput) => ({
    name: room.name,
    coverImg: room.coverMediaId,
    startTime: seconds(room.startTime),
    endTime: seconds(room.endTime),
    anchorName: room.anchorName,
    anchorWechat: room.anchorWechat,
    shareImg: room.shareMediaId,
    feedsImg: room.coverMediaId,
    isFeedsPublic: 1,
    type: 0,
    closeLike: 0,
    closeGoods: 0,
    closeComment: 0,
    closeReplay: 0,
    closeShare: 0,
    closeKf: 0,
  })

  return {
    sandbox: options.sandbox,
    async uploadImage(file) {
      const answer = await call((access_token) =>
        transport.upload('/cgi-bin/media/upload', { access_token, type: 'image' }, file),
      )
      if (typeof answer.media_id !== 'string') throw new LiveApiUnavailable('wechat gave no media_id')
      return answer.media_id
    },
    async createRoom(room) {
      const answer = await post('/wxaapi/broadcast/room/create', roomBody(room))
      const roomId = Number(answer.roomId)
      if (!Number.isInteger(roomId) || roomId <= 0) throw new LiveApiUnavailable('wechat gave no roomId')
      return { roomId, qrcodeUrl: typeof answer.qrcode_url === 'string' ? answer.qrcode_url : null }
    },
    async editRoom(roomId, room) {
      await post('/wxaapi/broadcast/room/editroom', { id: roomId, ...roomBody(room) })
    },
    async deleteRoom(roomId) {
      await post('/wxaapi/broadcast/room/deleteroom', { id: roomId })
    },
    async sharedCode(roomId) {
      const answer = await call((access_token) =>
        transport.json('GET', '/wxaapi/broadcast/room/getsharedcode', {
          access_token,
          roomId: String(roomId),
        }),
      )
      return {
        cdnUrl: typeof answer.cdnUrl === 'string' ? answer.cdnUrl : '',
        pagePath: typeof answer.pagePath === 'string' ? answer.pagePath : '',
      }
    },
    async addGoodsToRoom(roomId, ids) {
      await post('/wxaapi/broadcast/room/addgoods', { ids, roomId })
    },
    async deleteGoodsInRoom(roomId, goodsId) {
      await post('/wxaapi/broadcast/goods/deleteInRoom', { roomId, goodsId })
    },
    async addGoods(goods) {
      const answer = await post('/wxaapi/broadcast/goods/add', {
        goodsInfo: {
          coverImgUrl: goods.coverMediaId,
          name: goods.name,
          priceType: 1,
          price: goods.price,
          url: goods.url,
        },
      })
      const goodsId = Number(answer.goodsId)
      if (!Number.isInteger(goodsId) || goodsId <= 0) throw new LiveApiUnavailable('wechat gave no goodsId')
      return { goodsId, auditId: String(answer.auditId ?? '') }
    },
    async auditGoods(goodsId) {
      const answer = await post('/wxaapi/broadcast/goods/audit', { goodsId })
      return { auditId: String(answer.auditId ?? '') }
    },
    async resetAudit(goodsId, auditId) {
      await post('/wxaapi/broadcast/goods/resetaudit', { auditId: Number(auditId), goodsId })
    },
    async deleteGoods(goodsId) {
      await post('/wxaapi/broadcast/goods/delete', { goodsId })
    },
    async approvedGoods(status, offset, limit) {
      const answer = await call((access_token) =>
        transport.json('GET', '/wxaapi/broadcast/goods/getapproved', {
          access_token,
          offset: String(offset),
          limit: String(limit),
          status: String(status),
        }),
      )
      const goods = Array.isArray(answer.goods) ? (answer.goods as { goodsId?: unknown }[]) : []
      return {
        total: Number(answer.total ?? goods.length),
        goodsIds: goods.map((g) => Number(g.goodsId)).filter((id) => Number.isInteger(id)),
      }
    },
    async liveInfo(start, limit) {
      try {
        const answer = await post('/wxa/business/getliveinfo', { start, limit })
        const rooms = Array.isArray(answer.room_info) ? (answer.room_info as LiveRoomInfo[]) : []
        return { total: Number(answer.total ?? rooms.length), rooms }
      } catch (error) {
        // errcode 1: the mini program has no room yet.
        if (error instanceof LiveApiError && error.errcode === 1) return { total: 0, rooms: [] }
        throw error
      }
    },
  }
}

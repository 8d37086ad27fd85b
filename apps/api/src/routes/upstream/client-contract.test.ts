import { ErrorCodes } from '@silk/contracts/errors'
import { goodsSkus } from '@silk/db/schema/index'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { DUPLICATE_WINDOW_MS } from '../../plugins/duplicate-submit.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { completedOrder } from '../../testing/orders.ts'
import { regionPath } from '../../testing/trade.ts'
import { CALLS, type Call, type S } from './client-calls.ts'

/**
 * lilishop's PC buyer client against this API, call by call (`client-calls.ts` is the table): no call a
 * page makes may meet a 404 or have its parameters refused (4002), every answer is the envelope, and
 * the fields the pages read are there.
 */
let t: TestApp
let s: S
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
  const f = await completedOrder(t)
  // The fixture confirmed receipt through the API: the client's own 确认收货 on the same order must
  // reach the order's rules (31003), not the duplicate-submit guard that holds the call for a moment.
  const guardEnds = Date.now() + DUPLICATE_WINDOW_MS
  const [sku] = await t.database.db.select().from(goodsSkus).orderBy(asc(goodsSkus.id)).limit(1)
  const store = (await t.app.inject(`/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)).json().result.data
    .storeId
  const { id, username } = f.buyerMember.member
  await credit(
    t.database.db,
    { memberId: id, memberName: username },
    1_000_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  headers = f.buyerMember.headers
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, guardEnds - Date.now())))
  s = {
    goodsId: sku.goodsId,
    skuId: sku.id,
    storeId: store,
    orderSn: f.orderSn,
    orderItemSn: f.orderItemSn,
    completedGoodsId: f.sku.goodsId,
    completedSkuId: f.sku.id,
    regionPath: await regionPath(t),
    refreshToken: f.buyerMember.refreshToken,
    defaultAddressId: (await f.buyer.get('/buyer/member/address/get/default')).result.id,
  }
}, 120_000)
afterAll(() => t.close())

function request(call: Call) {
  const params = call.params?.(s) ?? {}
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v))
  }
  const url = call.url(s)
  const sent: Record<string, string> = {
    uuid: headers.uuid,
    ...(call.token ? { accessToken: headers.accessToken } : {}),
  }
  if (call.enc === 'json') {
    return {
      method: call.method,
      url,
      headers: { ...sent, 'content-type': 'application/json' },
      payload: JSON.stringify(params),
    }
  }
  if (call.enc === 'form') {
    const payload = search.toString()
    return {
      method: call.method,
      url,
      headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    }
  }
  const query = search.toString()
  return {
    method: call.method,
    url: query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url,
    headers: sent,
  }
}

const read = (value: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), value)

describe('lilishop PC buyer client, every function of src/api/*.js', () => {
  it.each(CALLS.map((c) => [`${c.file}.js ${c.fn}`, c] as const))('%s', async (_name, call) => {
    const res = await t.app.inject(request(call))
    const expected = call.expect ?? 'ok'
    if (typeof expected === 'object' && 'notBuilt' in expected) {
      expect(res.statusCode, `${call.fn} is answered now: make its row a real one`).toBe(404)
      return
    }
    const body = res.json()
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['success', 'message', 'code', 'timestamp']))
    expect(res.statusCode, res.body).not.toBe(404)
    expect(body.code, `parameters refused: ${body.message}`).not.toBe(ErrorCodes.PARAMS_ERROR.code)
    if (expected === 'ok') {
      expect(body.success, res.body).toBe(true)
      for (const path of call.reads ?? [])
        expect(read(body.result, path), `${call.fn} reads ${path}`).toBeDefined()
      call.keep?.(body.result, s)
    } else {
      expect(body, res.body).toMatchObject({ success: false, code: expected.code })
    }
  })
})

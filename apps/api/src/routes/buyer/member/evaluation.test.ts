import { ErrorCodes } from '@silk/contracts/errors'
import { goods, memberEvaluations, memberPointsHistory, orderItems } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { completedOrder, deliveredOrder, paidOrder } from '../../../testing/orders.ts'
import { caller } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

type Fixture = Awaited<ReturnType<typeof completedOrder>>

/** Uploads a generated PNG through the real endpoint and returns its URL. */
async function uploadPng(headers: Record<string, string>, color = '#2e86c1') {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .png()
    .toBuffer()
  const boundary = '----silk-eval-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`
  const res = await t.app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  })
  const body = res.json()
  if (!body.success) throw new Error(`upload: ${JSON.stringify(body)}`)
  return body.result as string
}

interface Review {
  orderItemSn: string
  goodsId: string
  skuId: string
  grade?: string
  content?: string
  images?: string
  deliveryScore?: number | string
  serviceScore?: number | string
  descriptionScore?: number | string
}

function reviewQuery(r: Review) {
  const q = new URLSearchParams({
    orderItemSn: r.orderItemSn,
    goodsId: r.goodsId,
    skuId: r.skuId,
    grade: r.grade ?? 'GOOD',
    content: r.content ?? '包装很好，茶具质感不错',
    deliveryScore: String(r.deliveryScore ?? 5),
    serviceScore: String(r.serviceScore ?? 5),
    descriptionScore: String(r.descriptionScore ?? 5),
  })
  if (r.images !== undefined) q.set('images', r.images)
  return q
}

const target = (f: Fixture, extra: Partial<Review> = {}): Review => ({
  orderItemSn: f.orderItemSn,
  goodsId: f.sku.goodsId,
  skuId: f.sku.id,
  ...extra,
})

const review = (api: ReturnType<typeof caller>, r: Review) =>
  api.post(`/buyer/member/evaluation?${reviewQuery(r)}`)

/** The same SKU bought, shipped and received once more by the fixture's buyer. */
async function buyAgain(f: Fixture) {
  const added = await f.buyer.post(`/buyer/trade/carts?skuId=${f.sku.id}&num=1&cartType=BUY_NOW`)
  if (!added.success) throw new Error(JSON.stringify(added))
  // A remark of its own, so the duplicate-submit guard does not take it for the fixture's call.
  const trade = await f.buyer.post('/buyer/trade/carts/create/trade', {
    way: 'BUY_NOW',
    client: 'PC',
    remark: [{ storeId: f.store.id, remark: `again ${Date.now()} ${Math.random()}` }],
  })
  if (!trade.success) throw new Error(JSON.stringify(trade))
  await credit(
    t.database.db,
    { memberId: f.buyerMember.member.id, memberName: f.buyerMember.member.username },
    Math.round(trade.result.flowPrice * 100),
    'WALLET_RECHARGE',
    '测试充值',
  )
  const paid = await f.buyer.get(
    `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.result.sn}`,
  )
  if (!paid.success) throw new Error(JSON.stringify(paid))
  const orderSn: string = trade.result.orderSns[0]
  const carriers = (await f.buyer.get('/buyer/other/logistics')).result
  const shipped = await f.seller.post(
    `/store/order/order/${orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
  )
  if (!shipped.success) throw new Error(JSON.stringify(shipped))
  const received = await f.buyer.post(`/buyer/order/order/${orderSn}/receiving`)
  if (!received.success) throw new Error(JSON.stringify(received))
  const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
  return { orderSn, orderItemSn: item.sn }
}

async function goodsRow(goodsId: string) {
  const [row] = await t.database.db.select().from(goods).where(eq(goods.id, goodsId))
  return row
}

describe('POST /buyer/member/evaluation', () => {
  it('reviews a received item with a picture: item FINISHED, public list and counts, goods stats', async () => {
    const f = await completedOrder(t)
    const publicApi = caller(t, {})
    const before = (await publicApi.get(`/buyer/member/evaluation/${f.sku.goodsId}/evaluationNumber`)).result
    expect(before).toEqual({ all: 0, good: 0, moderate: 0, worse: 0, haveImage: 0 })

    const picture = await uploadPng(f.buyerMember.headers)
    const res = await review(
      f.buyer,
      target(f, { grade: 'GOOD', content: '  釉色温润，送礼很体面  ', images: picture, deliveryScore: 4 }),
    )
    expect(res).toMatchObject({ success: true, code: 200 })
    expect(res.result).toMatchObject({
      orderItemSn: f.orderItemSn,
      goodsId: f.sku.goodsId,
      skuId: f.sku.id,
      grade: 'GOOD',
      content: '釉色温润，送礼很体面',
      images: picture,
      deliveryScore: 4,
      serviceScore: 5,
      descriptionScore: 5,
    })

    const detail = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result
    expect(detail.orderItems[0].commentStatus).toBe('FINISHED')
    const list = (await f.buyer.get('/buyer/order/order?tag=COMPLETE')).result
    expect(list.records[0].orderItems[0].commentStatus).toBe('FINISHED')

    const shown = (await publicApi.get(`/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation`)).result
    expect(shown.total).toBe(1)
    expect(shown.records[0]).toMatchObject({
      id: res.result.id,
      status: 'OPEN',
      grade: 'GOOD',
      images: picture,
      haveImage: true,
      storeName: f.store.storeName,
      goodsName: f.item.goodsName,
    })
    // The public sees a masked name (张**) and no member id.
    const nick = [...(f.buyerMember.member.nickName as string)]
    expect(shown.records[0].memberName).toBe(`${nick[0]}${'*'.repeat(Math.min(nick.length - 1, 4))}`)
    expect(shown.records[0].memberName).not.toBe(f.buyerMember.member.nickName)
    expect(shown.records[0].memberId).toBe('')
    const withPictures = (
      await publicApi.get(`/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation?haveImage=1`)
    ).result
    expect(withPictures.total).toBe(1)
    expect(
      (await publicApi.get(`/buyer/member/evaluation/${f.sku.goodsId}/evaluationNumber`)).result,
    ).toEqual({
      all: 1,
      good: 1,
      moderate: 0,
      worse: 0,
      haveImage: 1,
    })
    expect(await goodsRow(f.sku.goodsId)).toMatchObject({ commentNum: 1, grade: 100 })
    const sku = (await publicApi.get(`/buyer/goods/goods/sku/${f.sku.goodsId}/${f.sku.id}`)).result
    expect(sku.data).toMatchObject({ commentNum: 1, grade: 100 })
    // The review points of the reference setting, once.
    const points = await t.database.db
      .select()
      .from(memberPointsHistory)
      .where(
        and(
          eq(memberPointsHistory.memberId, f.buyerMember.member.id),
          eq(memberPointsHistory.sourceKey, `COMMENT:${f.orderItemSn}`),
        ),
      )
    expect(points.map((p) => p.variablePoint)).toEqual([10])
    // The stored picture is served back.
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200)
  })

  it('recounts the good-review rate over every shown review of the goods', async () => {
    const f = await completedOrder(t)
    expect((await review(f.buyer, target(f, { grade: 'GOOD' }))).success).toBe(true)
    const second = await buyAgain(f)
    const worse = await review(f.buyer, {
      ...target(f),
      orderItemSn: second.orderItemSn,
      grade: 'WORSE',
      content: '有一只杯子磕了个口',
      descriptionScore: 1,
    })
    expect(worse.success).toBe(true)
    expect(await goodsRow(f.sku.goodsId)).toMatchObject({ commentNum: 2, grade: 50 })
    const third = await buyAgain(f)
    await review(f.buyer, {
      ...target(f),
      orderItemSn: third.orderItemSn,
      grade: 'MODERATE',
      content: '一般',
    })
    expect(await goodsRow(f.sku.goodsId)).toMatchObject({ commentNum: 3, grade: 33 })
    const counts = (await f.buyer.get(`/buyer/member/evaluation/${f.sku.goodsId}/evaluationNumber`)).result
    expect(counts).toEqual({ all: 3, good: 1, moderate: 1, worse: 1, haveImage: 0 })
    const worseOnly = (
      await f.buyer.get(`/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation?grade=WORSE`)
    ).result
    expect(worseOnly.records.map((r: { content: string }) => r.content)).toEqual(['有一只杯子磕了个口'])
  })

  it('counts two reviews of the same goods sent at once (the goods row is locked for the recount)', async () => {
    const f = await completedOrder(t)
    const second = await buyAgain(f)
    const results = await Promise.all([
      review(f.buyer, target(f, { grade: 'GOOD', content: '同时提交一' })),
      review(f.buyer, {
        ...target(f),
        orderItemSn: second.orderItemSn,
        grade: 'WORSE',
        content: '同时提交二',
      }),
    ])
    expect(results.map((r) => r.success)).toEqual([true, true])
    expect(await goodsRow(f.sku.goodsId)).toMatchObject({ commentNum: 2, grade: 50 })
  })

  it('refuses a second review of the same item (35001) and a double click (1003), keeping one row', async () => {
    const f = await completedOrder(t)
    const r = target(f)
    const [a, b] = await Promise.all([review(f.buyer, r), review(f.buyer, r)])
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 1003])
    const again = await review(f.buyer, { ...r, content: '再评一次', grade: 'WORSE' })
    expect(again).toMatchObject({ success: false, code: ErrorCodes.EVALUATION_DOUBLE_ERROR.code })
    // Two different submissions racing: one wins, the other is told it is already reviewed.
    const g = await completedOrder(t)
    const race = await Promise.all([
      review(g.buyer, target(g, { content: '第一条' })),
      review(g.buyer, target(g, { content: '第二条' })),
    ])
    expect(race.map((x) => x.code).sort((x, y) => x - y)).toEqual([
      200,
      ErrorCodes.EVALUATION_DOUBLE_ERROR.code,
    ])
    for (const sn of [f.orderItemSn, g.orderItemSn]) {
      const rows = await t.database.db
        .select()
        .from(memberEvaluations)
        .where(eq(memberEvaluations.orderItemSn, sn))
      expect(rows).toHaveLength(1)
    }
    expect(await goodsRow(f.sku.goodsId)).toMatchObject({ commentNum: 1 })
  })

  it('answers 31014 for an unknown item, 31007 for another member’s, 35003 before the order is received', async () => {
    const f = await completedOrder(t)
    expect((await review(f.buyer, target(f, { orderItemSn: 'OI000000000000' }))).code).toBe(
      ErrorCodes.ORDER_ITEM_NOT_EXIST.code,
    )

    const other = await createMember(t)
    const stranger = caller(t, other.headers)
    expect(await review(stranger, target(f))).toMatchObject({
      success: false,
      code: ErrorCodes.ORDER_NOT_USER.code,
    })

    const shipped = await deliveredOrder(t)
    expect((await review(shipped.buyer, target(shipped))).code).toBe(ErrorCodes.EVALUATION_NOT_ALLOWED.code)
    const paid = await paidOrder(t)
    expect((await review(paid.buyer, target(paid))).code).toBe(ErrorCodes.EVALUATION_NOT_ALLOWED.code)
    const unpaid = await paidOrder(t, { pay: false })
    expect((await review(unpaid.buyer, target(unpaid))).code).toBe(ErrorCodes.EVALUATION_NOT_ALLOWED.code)

    // A deleted (completed) order's items are gone for its owner too.
    expect((await f.buyer.del(`/buyer/order/order/${f.orderSn}`)).success).toBe(true)
    expect((await review(f.buyer, target(f))).code).toBe(ErrorCodes.ORDER_ITEM_NOT_EXIST.code)

    // None of this changed the items.
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.sn, shipped.orderItemSn))
    expect(item.commentStatus).toBe('NEW')
  })

  it('needs a login and validates every field (4002), the goods of the item and the pictures', async () => {
    const f = await completedOrder(t)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/buyer/member/evaluation?${reviewQuery(target(f))}`,
    })
    expect(anonymous.statusCode).toBe(401)

    const bad: Partial<Review>[] = [
      { grade: 'EXCELLENT' },
      { grade: '' },
      { content: '   ' },
      { content: '好'.repeat(501) },
      { deliveryScore: 0 },
      { serviceScore: 6 },
      { descriptionScore: 4.5 },
      { descriptionScore: 'five' },
      { goodsId: 'abc' },
      { images: Array.from({ length: 6 }, (_, i) => `/uploads/202611/abcdef${i}.webp`).join(',') },
    ]
    for (const extra of bad) {
      const res = await review(f.buyer, target(f, extra))
      expect(res, JSON.stringify(extra)).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    }
    const missing = await f.buyer.post(`/buyer/member/evaluation?orderItemSn=${f.orderItemSn}&grade=GOOD`)
    expect(missing.code).toBe(ErrorCodes.PARAMS_ERROR.code)

    // The goods and SKU must be the item's own.
    const other = await completedOrder(t)
    const mismatch = await review(f.buyer, { ...target(f), goodsId: other.sku.goodsId, skuId: other.sku.id })
    expect(mismatch).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })

    // Pictures must be files our upload endpoint stored.
    for (const images of [
      'https://evil.example.com/a.png',
      'javascript:alert(1)',
      '/uploads/../../etc/passwd',
      '/uploads/202611/x.svg',
      '//evil.example.com/uploads/202611/abcdef1.webp',
    ]) {
      const res = await review(f.buyer, target(f, { images }))
      expect(res, images).toMatchObject({ success: false, code: ErrorCodes.EVALUATION_IMAGE_ERROR.code })
    }

    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.sn, f.orderItemSn))
    expect(item.commentStatus).toBe('UNFINISHED')

    // 500 characters exactly is fine, sent as a form body like the web client.
    const form = reviewQuery(target(f, { content: '好'.repeat(500) }))
    const ok = await t.app.inject({
      method: 'POST',
      url: '/buyer/member/evaluation',
      headers: { ...f.buyerMember.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    expect(ok.json()).toMatchObject({ success: true, result: { content: '好'.repeat(500), images: '' } })
  })
})

describe('GET /buyer/member/evaluation (mine) and get/{id}', () => {
  it('lists only my reviews, newest first, with grade, goods name, picture and date filters', async () => {
    const f = await completedOrder(t)
    const picture = await uploadPng(f.buyerMember.headers, '#27ae60')
    const first = await review(f.buyer, target(f, { grade: 'WORSE', content: '第一条' }))
    const second = await buyAgain(f)
    const latest = await review(f.buyer, {
      ...target(f),
      orderItemSn: second.orderItemSn,
      content: '第二条',
      images: picture,
    })
    // Someone else's review of the same goods is not mine.
    const g = await completedOrder(t)
    await review(g.buyer, target(g))

    const mine = (await f.buyer.get('/buyer/member/evaluation')).result
    expect(mine.total).toBe(2)
    expect(mine.records.map((r: { id: string }) => r.id)).toEqual([latest.result.id, first.result.id])
    expect(mine.records[0]).toMatchObject({
      orderNo: second.orderSn,
      orderItemSn: second.orderItemSn,
      goodsName: f.item.goodsName,
      grade: 'GOOD',
      haveImage: true,
      images: picture,
      status: 'OPEN',
    })
    expect(mine.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // In English the goods' English name (the review keeps the Chinese it was written under).
    await t.database.db
      .update(goods)
      .set({ goodsNameEn: 'Celadon tea set' })
      .where(eq(goods.id, f.sku.goodsId))
    const en = { ...f.buyerMember.headers, 'accept-language': 'en' }
    const mineEn = (await t.app.inject({ url: '/buyer/member/evaluation', headers: en })).json().result
    expect(mineEn.records.map((r: { goodsName: string }) => r.goodsName)).toEqual([
      'Celadon tea set',
      'Celadon tea set',
    ])
    const oneEn = (
      await t.app.inject({ url: `/buyer/member/evaluation/get/${latest.result.id}`, headers: en })
    ).json()
    expect(oneEn.result.goodsName).toBe('Celadon tea set')
    expect((await f.buyer.get(`/buyer/member/evaluation/get/${latest.result.id}`)).result.goodsName).toBe(
      f.item.goodsName,
    )

    const get = async (q: string) =>
      (await f.buyer.get(`/buyer/member/evaluation?${q}`)).result.records.map(
        (r: { content: string }) => r.content,
      )
    expect(await get('grade=WORSE')).toEqual(['第一条'])
    expect(await get('haveImage=1')).toEqual(['第二条'])
    expect(await get('haveImage=0')).toEqual(['第一条'])
    expect(await get(`goodsName=${encodeURIComponent(f.item.goodsName.slice(0, 4))}`)).toHaveLength(2)
    expect(await get('goodsName=%25')).toEqual([])
    expect(await get('goodsName=不存在的商品')).toEqual([])
    const today = mine.records[0].createTime.slice(0, 10)
    expect(await get(`startTime=${today}&endTime=${today}`)).toHaveLength(2)
    expect(await get('endTime=2000-01-01')).toEqual([])
    expect(await get('startTime=2999-01-01')).toEqual([])
    expect((await f.buyer.get('/buyer/member/evaluation?startTime=yesterday')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )

    const paged = (await f.buyer.get('/buyer/member/evaluation?pageNumber=2&pageSize=1')).result
    expect(paged).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 })
    expect(paged.records[0].id).toBe(first.result.id)

    expect((await t.app.inject({ method: 'GET', url: '/buyer/member/evaluation' })).statusCode).toBe(401)
  })

  it('shows one review with its pictures to its author only', async () => {
    const f = await completedOrder(t)
    const a = await uploadPng(f.buyerMember.headers, '#8e44ad')
    const b = await uploadPng(f.buyerMember.headers, '#d35400')
    const res = await review(f.buyer, target(f, { images: `${a},${b},${a}` }))
    expect(res.result.images).toBe(`${a},${b}`)
    const one = await f.buyer.get(`/buyer/member/evaluation/get/${res.result.id}`)
    expect(one.result).toMatchObject({
      id: res.result.id,
      evaluationImages: [a, b],
      replyEvaluationImages: [],
      orderNo: f.orderSn,
    })
    const stranger = caller(t, (await createMember(t)).headers)
    expect(await stranger.get(`/buyer/member/evaluation/get/${res.result.id}`)).toMatchObject({
      success: false,
      code: ErrorCodes.USER_AUTHORITY_ERROR.code,
    })
    expect((await f.buyer.get('/buyer/member/evaluation/get/123456789')).code).toBe(
      ErrorCodes.EVALUATION_NOT_EXIST.code,
    )
    expect((await f.buyer.get('/buyer/member/evaluation/get/abc')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('hides closed reviews from the goods page and its counts', async () => {
    const f = await completedOrder(t)
    const res = await review(f.buyer, target(f))
    await t.database.db
      .update(memberEvaluations)
      .set({ status: 'CLOSE' })
      .where(eq(memberEvaluations.id, res.result.id))
    expect(
      (await f.buyer.get(`/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation`)).result.total,
    ).toBe(0)
    expect((await f.buyer.get(`/buyer/member/evaluation/${f.sku.goodsId}/evaluationNumber`)).result.all).toBe(
      0,
    )
    // Still in my own list.
    expect((await f.buyer.get('/buyer/member/evaluation')).result.records[0].status).toBe('CLOSE')
  })
})

describe('PUT /store/member/evaluation/reply/{id}', () => {
  it('lets the reviewed store’s seller reply, nobody else', async () => {
    const f = await completedOrder(t)
    const res = await review(f.buyer, target(f))
    const id = res.result.id
    const reply = (api: ReturnType<typeof caller>, text: string) =>
      api.put(`/store/member/evaluation/reply/${id}?reply=${encodeURIComponent(text)}`)

    expect((await reply(f.buyer, '我自己回复')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const otherShop = await completedOrder(t)
    expect((await reply(otherShop.seller, '别家店回复')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await reply(f.seller, '   ')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await f.seller.put('/store/member/evaluation/reply/123456789?reply=x')).code).toBe(
      ErrorCodes.EVALUATION_NOT_EXIST.code,
    )

    expect((await reply(f.seller, '感谢惠顾，欢迎再来')).success).toBe(true)
    const shown = (await f.buyer.get(`/buyer/member/evaluation/${f.sku.goodsId}/goodsEvaluation`)).result
    expect(shown.records[0]).toMatchObject({ reply: '感谢惠顾，欢迎再来', replyStatus: true })
    expect((await f.buyer.get(`/buyer/member/evaluation/get/${id}`)).result.reply).toBe('感谢惠顾，欢迎再来')
  })
})

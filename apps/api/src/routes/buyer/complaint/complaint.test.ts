import { ErrorCodes } from '@silk/contracts/errors'
import { goodsSkus, memberMessages, orderComplaintLogs, orderItems, orders } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arbitrateComplaint, forwardComplaint } from '../../../modules/complaints/complaints.ts'
import { COMPLAINT_TRANSITIONS, canTransition } from '../../../modules/complaints/state-machine.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { completedOrder, deliveredOrder, paidOrder } from '../../../testing/orders.ts'
import { caller, makeSeller, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const PICTURE = '/uploads/202611/abcdef123456.webp'
/** Answers carry pictures on the media origin (PUBLIC_ORIGIN here). */
const abs = (path: string | null) => `${t.config.PUBLIC_ORIGIN}${path}`
type Fixture = Awaited<ReturnType<typeof deliveredOrder>>

const form = (f: Fixture, extra: Record<string, string> = {}) => ({
  complainTopic: '商品质量问题',
  content: '收到的茶具有裂纹',
  orderSn: f.orderSn,
  goodsId: f.sku.goodsId,
  skuId: f.sku.id,
  ...extra,
})

async function stranger() {
  const m = await createMember(t)
  return caller(t, m.headers)
}

async function file(f: Fixture, extra: Record<string, string> = {}) {
  const res = await f.buyer.post('/buyer/order/complain', form(f, extra))
  if (!res.success) throw new Error(`complain: ${JSON.stringify(res)}`)
  return res.result as { id: string; complainStatus: string }
}

async function item(sn: string) {
  const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.sn, sn))
  return row
}

async function inbox(memberId: string) {
  return t.database.db
    .select()
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId))
    .orderBy(asc(memberMessages.createTime))
}

describe('filing a complaint', () => {
  it('creates it from a JSON body with the order snapshot and marks the item APPLYING', async () => {
    const f = await deliveredOrder(t, { price: 2500, num: 2 })
    const res = await f.buyer.post('/buyer/order/complain', form(f, { images: `${PICTURE},${PICTURE}` }))
    expect(res.success).toBe(true)
    const c = res.result
    expect(c).toMatchObject({
      complainTopic: '商品质量问题',
      content: '收到的茶具有裂纹',
      images: `${abs(PICTURE)},${abs(PICTURE)}`,
      complainStatus: 'NEW',
      complainStatusValue: '新投诉',
      orderSn: f.orderSn,
      orderItemSn: f.orderItemSn,
      goodsId: f.sku.goodsId,
      skuId: f.sku.id,
      goodsName: f.item.goodsName,
      goodsImage: abs(f.item.image),
      goodsPrice: 25,
      num: 2,
      orderPrice: 50,
      freightPrice: 0,
      storeId: f.store.id,
      storeName: f.store.storeName,
      memberId: f.buyerMember.member.id,
      consigneeName: '张三',
      consigneeMobile: '13800138000',
      appealContent: null,
      arbitrationResult: null,
    })
    expect(c.logisticsNo).toMatch(/^SF/)
    expect(c.consigneeAddressPath).toContain('建国路1号')
    expect(c.orderTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const orderItem = (await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.orderItems[0]
    expect(orderItem).toMatchObject({ complainStatus: 'APPLYING', complainId: c.id })
    const listed = (await f.buyer.get('/buyer/order/order')).result.records[0].orderItems[0]
    expect(listed.complainStatus).toBe('APPLYING')
  })

  it('accepts the fields as a query string or a form too', async () => {
    const f = await deliveredOrder(t)
    const query = new URLSearchParams(form(f))
    const res = await f.buyer.post(`/buyer/order/complain?${query}`)
    expect(res.success).toBe(true)
    const g = await deliveredOrder(t)
    const formRes = await t.app.inject({
      method: 'POST',
      url: '/buyer/order/complain',
      headers: { ...g.buyerMember.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form(g)).toString(),
    })
    expect(formRes.json()).toMatchObject({ success: true, result: { orderSn: g.orderSn } })
  })

  it('is open on completed orders, and receiving keeps an earlier complaint', async () => {
    const done = await completedOrder(t)
    expect((await item(done.orderItemSn)).complainStatus).toBe('NO_APPLY')
    await file(done)
    expect((await item(done.orderItemSn)).complainStatus).toBe('APPLYING')

    const f = await deliveredOrder(t)
    const c = await file(f)
    expect((await f.buyer.post(`/buyer/order/order/${f.orderSn}/receiving`)).success).toBe(true)
    expect(await item(f.orderItemSn)).toMatchObject({ complainStatus: 'APPLYING', complainId: c.id })
    expect((await f.buyer.post('/buyer/order/complain', form(f, { content: '再投诉一次' }))).code).toBe(
      ErrorCodes.COMPLAINT_ERROR.code,
    )
  })

  it('checks the order, the item, the SKU and eligibility', async () => {
    const f = await deliveredOrder(t)
    const other = await deliveredOrder(t)
    const api = f.buyer
    // Missing or malformed fields: 4002.
    for (const key of ['complainTopic', 'content', 'orderSn', 'goodsId', 'skuId']) {
      const body: Record<string, string> = form(f)
      delete body[key]
      expect((await api.post('/buyer/order/complain', body)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    }
    expect((await api.post('/buyer/order/complain', form(f, { content: '   ' }))).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await api.post('/buyer/order/complain', form(f, { content: 'x'.repeat(501) }))).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await api.post('/buyer/order/complain', form(f, { skuId: 'abc' }))).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    // Unknown order, someone else's order, a SKU or goods not in the order: 33100.
    expect((await api.post('/buyer/order/complain', form(f, { orderSn: 'O404' }))).code).toBe(
      ErrorCodes.COMPLAINT_ORDER_ITEM_EMPTY_ERROR.code,
    )
    expect((await api.post('/buyer/order/complain', form(f, { orderSn: other.orderSn }))).code).toBe(
      ErrorCodes.COMPLAINT_ORDER_ITEM_EMPTY_ERROR.code,
    )
    expect((await api.post('/buyer/order/complain', form(f, { skuId: other.sku.id }))).code).toBe(
      ErrorCodes.COMPLAINT_ORDER_ITEM_EMPTY_ERROR.code,
    )
    expect((await api.post('/buyer/order/complain', form(f, { goodsId: other.sku.goodsId }))).code).toBe(
      33100,
    )
    // Pictures: at most five, and only ones this site stored.
    const six = Array(6).fill(PICTURE).join(',')
    expect((await api.post('/buyer/order/complain', form(f, { images: six }))).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    for (const bad of ['https://evil.example/x.png', 'javascript:alert(1)', '//evil.example/a.webp']) {
      expect((await api.post('/buyer/order/complain', form(f, { images: bad }))).code).toBe(
        ErrorCodes.COMPLAINT_ERROR.code,
      )
    }
    // Nothing was filed by the failures.
    expect((await api.get('/buyer/order/complain')).result.total).toBe(0)
    expect((await item(f.orderItemSn)).complainStatus).toBe('NO_APPLY')

    // A paid order not yet shipped cannot be complained about.
    const paid = await paidOrder(t)
    expect((await paid.buyer.post('/buyer/order/complain', form(paid as Fixture))).code).toBe(
      ErrorCodes.COMPLAINT_ERROR.code,
    )

    // A SKU that no longer exists: 33101.
    const gone = await deliveredOrder(t)
    await t.database.db.delete(goodsSkus).where(eq(goodsSkus.id, gone.sku.id))
    expect((await gone.buyer.post('/buyer/order/complain', form(gone))).code).toBe(
      ErrorCodes.COMPLAINT_SKU_EMPTY_ERROR.code,
    )
  })

  it('files one complaint per item, even for concurrent or repeated submissions', async () => {
    const f = await deliveredOrder(t)
    const results = await Promise.all(
      ['第一次', '第二次', '第三次', '第四次'].map((content) =>
        f.buyer.post('/buyer/order/complain', form(f, { content })),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(
      results.filter((r) => !r.success).every((r) => r.code === ErrorCodes.COMPLAINT_NOT_ALLOWED.code),
    ).toBe(true)
    expect((await f.buyer.get('/buyer/order/complain')).result.total).toBe(1)
  })

  it('needs a signed-in member', async () => {
    for (const [method, url] of [
      ['POST', '/buyer/order/complain'],
      ['GET', '/buyer/order/complain'],
      ['GET', '/buyer/order/complain/1'],
      ['POST', '/buyer/order/complain/communication?complainId=1&content=x'],
      ['PUT', '/buyer/order/complain/status/1'],
      ['GET', '/store/order/complain'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401)
    }
  })
})

describe('my complaints', () => {
  it('lists only the member’s own, with filters', async () => {
    const a = await deliveredOrder(t)
    const b = await deliveredOrder(t)
    const first = await file(a)
    const second = await file(b)
    const api = a.buyer
    const mine = (await api.get('/buyer/order/complain')).result
    expect(mine.records.map((r: { id: string }) => r.id)).toEqual([first.id])
    expect((await b.buyer.get('/buyer/order/complain')).result.records[0].id).toBe(second.id)

    expect((await api.get(`/buyer/order/complain?status=NEW`)).result.total).toBe(1)
    expect((await api.get(`/buyer/order/complain?status=CANCEL`)).result.total).toBe(0)
    expect((await api.get('/buyer/order/complain?status=BOGUS')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await api.get(`/buyer/order/complain?orderSn=${a.orderSn}`)).result.total).toBe(1)
    expect((await api.get(`/buyer/order/complain?orderSn=${b.orderSn}`)).result.total).toBe(0)
    const storeName = encodeURIComponent(a.store.storeName)
    expect((await api.get(`/buyer/order/complain?storeName=${storeName}`)).result.total).toBe(1)
    expect((await api.get('/buyer/order/complain?storeName=%25')).result.total).toBe(0)
  })

  it('orders several complaints of one member newest first', async () => {
    const buyer = await createMember(t)
    const api = caller(t, buyer.headers)
    const ids: string[] = []
    for (const _ of [1, 2, 3]) {
      const f = await deliveredOrder(t)
      // Hand the order to this buyer (fixtures create a buyer per order).
      await t.database.db.update(orders).set({ memberId: buyer.member.id }).where(eq(orders.sn, f.orderSn))
      const res = await api.post('/buyer/order/complain', form(f))
      expect(res.success).toBe(true)
      ids.push(res.result.id)
    }
    const page = (await api.get('/buyer/order/complain?pageSize=2')).result
    expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 })
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]])
    const last = (await api.get('/buyer/order/complain?pageSize=2&pageNumber=2')).result
    expect(last.records.map((r: { id: string }) => r.id)).toEqual([ids[0]])
  })

  it('shows the detail to its owner only, with pictures and the conversation', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f, { images: PICTURE })
    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail).toMatchObject({
      id: c.id,
      orderComplaintImages: [abs(PICTURE)],
      appealImagesList: [],
      orderComplaintCommunications: [],
    })
    const other = await stranger()
    expect((await other.get(`/buyer/order/complain/${c.id}`)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await other.get('/buyer/order/complain')).result.total).toBe(0)
    expect((await f.buyer.get('/buyer/order/complain/123456')).code).toBe(ErrorCodes.COMPLAINT_NOT_EXIT.code)
    expect((await f.buyer.get('/buyer/order/complain/abc')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })
})

describe('the conversation and the store side', () => {
  it('store reply opens the dialogue, buyer answers, both are in the thread and the buyer is told', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f)
    const before = (await inbox(f.buyerMember.member.id)).length

    const reply = await f.seller.post(
      `/store/order/complain/communication?complainId=${c.id}&content=${encodeURIComponent('已安排补发')}`,
    )
    expect(reply.result).toMatchObject({ complainId: c.id, owner: 'STORE', ownerName: f.store.storeName })
    const answer = await f.buyer.post('/buyer/order/complain/communication', {
      complainId: c.id,
      content: '好的，谢谢',
    })
    expect(answer.result).toMatchObject({
      owner: 'BUYER',
      ownerId: f.buyerMember.member.id,
      content: '好的，谢谢',
    })

    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail.complainStatus).toBe('COMMUNICATION')
    expect(detail.orderComplaintCommunications.map((m: { content: string }) => m.content)).toEqual([
      '已安排补发',
      '好的，谢谢',
    ])
    const messages = await inbox(f.buyerMember.member.id)
    expect(messages).toHaveLength(before + 1)
    expect(messages.at(-1)).toMatchObject({ title: '投诉有新回复', messageId: c.id })
    expect(messages.at(-1)?.content).toContain('已安排补发')

    // A second store line keeps the status and tells the buyer again.
    await f.seller.post('/store/order/complain/communication', {
      complainId: c.id,
      content: '快递单号稍后提供',
    })
    const store = (await f.seller.get(`/store/order/complain/${c.id}`)).result
    expect(store.complainStatus).toBe('COMMUNICATION')
    expect(store.orderComplaintCommunications).toHaveLength(3)
    expect(await inbox(f.buyerMember.member.id)).toHaveLength(before + 2)

    const logs = await t.database.db
      .select()
      .from(orderComplaintLogs)
      .where(eq(orderComplaintLogs.complainId, c.id))
    expect(logs).toMatchObject([{ fromStatus: 'NEW', toStatus: 'COMMUNICATION', operatorType: 'STORE' }])

    expect(
      (await f.buyer.post('/buyer/order/complain/communication', { complainId: c.id, content: ' ' })).code,
    ).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('lets nobody else read or write the thread', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f)
    const other = await stranger()
    expect(
      (await other.post('/buyer/order/complain/communication', { complainId: c.id, content: '插话' })).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await other.put(`/buyer/order/complain/status/${c.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    // A member without a store, and the seller of another store.
    expect((await other.get('/store/order/complain')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect(
      (await other.post('/store/order/complain/communication', { complainId: c.id, content: 'x' })).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const otherSeller = await createMember(t)
    await makeSeller(t, otherSeller, (await makeStore(t)).id)
    const seller2 = caller(t, otherSeller.headers)
    expect((await seller2.get('/store/order/complain')).result.total).toBe(0)
    expect((await seller2.get(`/store/order/complain/${c.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect(
      (await seller2.post('/store/order/complain/communication', { complainId: c.id, content: 'x' })).code,
    ).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const appeal = await t.app.inject({
      method: 'PUT',
      url: '/store/order/complain/appeal',
      headers: otherSeller.headers,
      payload: { orderComplaintId: c.id, appealContent: '不是我们的问题' },
    })
    expect(appeal.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    // The buyer cannot act as the store either.
    expect((await f.buyer.get(`/store/order/complain/${c.id}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )

    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail.complainStatus).toBe('NEW')
    expect(detail.orderComplaintCommunications).toEqual([])
    expect(
      (await f.seller.get('/store/order/complain')).result.records.map((r: { id: string }) => r.id),
    ).toEqual([c.id])
    expect(
      (await f.seller.post('/store/order/complain/communication', { complainId: '99', content: 'x' })).code,
    ).toBe(ErrorCodes.COMPLAINT_NOT_EXIT.code)
  })

  it('store appeal moves the complaint to arbitration with its pictures', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f)
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/store/order/complain/appeal',
        headers: f.sellerMember.headers,
        payload,
      })
    expect((await put({ orderComplaintId: c.id })).json().code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(
      (await put({ orderComplaintId: c.id, appealContent: '已发货', appealImages: 'http://x/y.png' })).json()
        .code,
    ).toBe(ErrorCodes.COMPLAINT_ERROR.code)
    const res = (
      await put({ orderComplaintId: c.id, appealContent: '发货时完好', appealImages: PICTURE })
    ).json()
    expect(res.result).toMatchObject({ complainStatus: 'WAIT_ARBITRATION', appealContent: '发货时完好' })
    expect(res.result.appealTime).toMatch(/^\d{4}-/)
    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail.appealImagesList).toEqual([abs(PICTURE)])
    expect((await inbox(f.buyerMember.member.id)).at(-1)?.content).toContain('等待仲裁')
    // Appealing twice is not in the table; the conversation still goes on while waiting.
    expect((await put({ orderComplaintId: c.id, appealContent: '再申诉' })).json().code).toBe(
      ErrorCodes.COMPLAINT_ERROR.code,
    )
    expect(
      (await f.buyer.post('/buyer/order/complain/communication', { complainId: c.id, content: '请尽快' }))
        .success,
    ).toBe(true)
  })
})

describe('status changes', () => {
  it('the buyer withdraws an open complaint; it is then closed for good', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f)
    expect((await f.buyer.put(`/buyer/order/complain/status/${c.id}`)).success).toBe(true)
    // The same call again within 3 s: the duplicate-submit guard.
    expect((await f.buyer.put(`/buyer/order/complain/status/${c.id}`)).code).toBe(ErrorCodes.LIMIT_ERROR.code)
    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail).toMatchObject({ complainStatus: 'CANCEL', complainStatusValue: '已撤销' })
    expect(await item(f.orderItemSn)).toMatchObject({ complainStatus: 'CANCEL', complainId: c.id })
    expect((await inbox(f.buyerMember.member.id)).at(-1)?.title).toBe('投诉已撤销')
    expect(
      (await f.buyer.post('/buyer/order/complain/communication', { complainId: c.id, content: '还在吗' }))
        .code,
    ).toBe(ErrorCodes.COMPLAINT_ERROR.code)
    expect(
      (await f.seller.post('/store/order/complain/communication', { complainId: c.id, content: '在' })).code,
    ).toBe(ErrorCodes.COMPLAINT_ERROR.code)
    expect((await f.buyer.post('/buyer/order/complain', form(f, { content: '重新投诉' }))).code).toBe(
      ErrorCodes.COMPLAINT_ERROR.code,
    )
    expect((await f.buyer.put('/buyer/order/complain/status/123')).code).toBe(
      ErrorCodes.COMPLAINT_NOT_EXIT.code,
    )
  })

  it('cannot withdraw a completed complaint (33106); arbitration closes the item', async () => {
    const f = await deliveredOrder(t)
    const c = await file(f)
    await forwardComplaint(t.database.db, c.id)
    expect((await f.buyer.get(`/buyer/order/complain/${c.id}`)).result.complainStatus).toBe('WAIT_APPEAL')
    await expect(arbitrateComplaint(t.database.db, c.id, '  ')).rejects.toMatchObject({
      code: ErrorCodes.COMPLAINT_ARBITRATION_RESULT_ERROR.code,
    })
    await arbitrateComplaint(t.database.db, c.id, '商家补发一件')
    const detail = (await f.buyer.get(`/buyer/order/complain/${c.id}`)).result
    expect(detail).toMatchObject({ complainStatus: 'COMPLETE', arbitrationResult: '商家补发一件' })
    expect((await item(f.orderItemSn)).complainStatus).toBe('COMPLETE')
    expect((await f.buyer.put(`/buyer/order/complain/status/${c.id}`)).code).toBe(
      ErrorCodes.COMPLAINT_CANCEL_ERROR.code,
    )
    await expect(forwardComplaint(t.database.db, c.id)).rejects.toMatchObject({
      code: ErrorCodes.COMPLAINT_ERROR.code,
    })
    const titles = (await inbox(f.buyerMember.member.id)).map((m) => m.title)
    expect(titles).toEqual(expect.arrayContaining(['投诉状态更新', '投诉已处理完成']))
  })

  it('follows the transition table and no one acts for another party', () => {
    expect(canTransition('NEW', 'CANCEL', 'BUYER')).toBe(true)
    expect(canTransition('NEW', 'COMMUNICATION', 'STORE')).toBe(true)
    expect(canTransition('NEW', 'COMMUNICATION', 'BUYER')).toBe(false)
    expect(canTransition('COMMUNICATION', 'COMPLETE', 'STORE')).toBe(false)
    expect(canTransition('WAIT_ARBITRATION', 'COMPLETE', 'PLATFORM')).toBe(true)
    expect(canTransition('WAIT_ARBITRATION', 'COMMUNICATION', 'STORE')).toBe(false)
    expect(canTransition('COMPLETE', 'CANCEL', 'BUYER')).toBe(false)
    expect(canTransition('CANCEL', 'NEW', 'PLATFORM')).toBe(false)
    expect(COMPLAINT_TRANSITIONS.CANCEL).toEqual({})
    expect(COMPLAINT_TRANSITIONS.COMPLETE).toEqual({})
  })
})

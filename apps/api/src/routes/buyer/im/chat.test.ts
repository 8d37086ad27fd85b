import { CHAT_RATE, CHAT_TEXT_MAX } from '@silk/contracts/chat'
import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, chatMessages, stores } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withinHours } from '../../../modules/chat/send.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { refusedAfterSale } from '../../../testing/arbitration.ts'
import { chatPair, clientId, sendText, uploadPicture } from '../../../testing/chat.ts'
import { makeClerk, makeRole } from '../../../testing/store-staff.ts'
import { caller, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const codeOf = (res: { code?: number }) => res.code

describe('opening a conversation: the bad inputs are told apart', () => {
  it('a store that does not exist is 62000, the own store 62002, a closed one 62001; a visitor 401', async () => {
    const f = await chatPair(t)
    expect(codeOf(await f.buyer.post('/buyer/im/talk?storeId=999999999'))).toBe(
      ErrorCodes.CHAT_STORE_NOT_EXIST.code,
    )
    // A seller-centre token is not a buyer's: the buyer's chat is closed to it.
    const sellerToken = await t.app.inject({
      method: 'POST',
      url: `/buyer/im/talk?storeId=${f.store.id}`,
      headers: f.sellerMember.headers,
    })
    expect(sellerToken.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const closed = await makeStore(t)
    await t.database.db.update(stores).set({ storeDisable: 'CLOSED' }).where(eq(stores.id, closed.id))
    expect(codeOf(await f.buyer.post(`/buyer/im/talk?storeId=${closed.id}`))).toBe(
      ErrorCodes.CHAT_STORE_CLOSED.code,
    )
    const anonymous = await t.app.inject({ method: 'POST', url: `/buyer/im/talk?storeId=${f.store.id}` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('a store owner shopping with its buyer login is refused its own store (62002)', async () => {
    const f = await chatPair(t)
    const { startSession } = await import('../../../modules/accounts/sessions.ts')
    const tokens = await startSession(
      { db: t.database.db, store: t.store, config: t.config },
      f.sellerMember.member,
    )
    const ownerAsBuyer = caller(t, { accessToken: tokens.accessToken })
    expect(codeOf(await ownerAsBuyer.post(`/buyer/im/talk?storeId=${f.store.id}`))).toBe(
      ErrorCodes.CHAT_SELF.code,
    )
  })
})

describe('messages', () => {
  it('text is stored as written (no markup is interpreted), once per client id, within the size limit', async () => {
    const f = await chatPair(t)
    const xss = '<img src=x onerror=alert(1)> 你好'
    const id = clientId()
    const first = await f.buyer.post('/buyer/im/message', {
      type: 'TEXT',
      conversationId: f.conversationId,
      clientId: id,
      content: xss,
    })
    expect(first).toMatchObject({ success: true, result: { seq: 1, sender: 'BUYER', content: xss } })
    // The same client id again (an answer lost on the way): the same message, nothing new.
    const again = await f.buyer.post('/buyer/im/message', {
      type: 'TEXT',
      conversationId: f.conversationId,
      clientId: id,
      content: xss,
    })
    expect(again.result.id).toBe(first.result.id)
    const long = await sendText(f.buyer, 'buyer', f.conversationId, 'x'.repeat(CHAT_TEXT_MAX + 1))
    expect(long.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const blank = await sendText(f.buyer, 'buyer', f.conversationId, '  \u200b ')
    expect(blank.success).toBe(false)
    const history = await f.buyer.get(`/buyer/im/talk/${f.conversationId}/message`)
    expect(history.result.map((m: { content: string }) => m.content)).toEqual([xss])
  })

  it('a picture must be one of this site’s uploads (62005); not a picture is refused by the upload check', async () => {
    const f = await chatPair(t)
    const picture = await uploadPicture(t, f.buyerMember.headers)
    expect(picture.success).toBe(true)
    const sent = await f.buyer.post('/buyer/im/message', {
      type: 'PICTURE',
      conversationId: f.conversationId,
      clientId: clientId(),
      content: picture.result,
    })
    expect(sent.success).toBe(true)
    // Stored as the site path, answered with the media origin.
    expect(sent.result.content).toBe(picture.result)
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.result.id))
    expect(row.content.startsWith('/uploads/')).toBe(true)
    for (const content of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/202601/never-stored.webp',
    ]) {
      const res = await f.buyer.post('/buyer/im/message', {
        type: 'PICTURE',
        conversationId: f.conversationId,
        clientId: clientId(),
        content,
      })
      expect(res.code).toBe(ErrorCodes.CHAT_PICTURE_INVALID.code)
    }
    const notPicture = await uploadPicture(t, f.buyerMember.headers, Buffer.from('%PDF-1.4 not a picture'))
    expect(notPicture.code).toBe(ErrorCodes.FILE_TYPE_NOT_SUPPORT.code)
    // A clerk with the chat role uploads its pictures through the same route.
    const role = await makeRole(t, f.sellerMember.headers, '客服', ['chat:write'])
    const clerk = await makeClerk(t, f.sellerMember.headers, f.store.id, [role.id])
    expect((await uploadPicture(t, clerk.headers)).success).toBe(true)
  })

  it('goods cards only of the store’s goods (62006), order cards only of this buyer’s orders with it (62007)', async () => {
    const f = await chatPair(t)
    const goods = await f.buyer.post('/buyer/im/message', {
      type: 'GOODS',
      conversationId: f.conversationId,
      clientId: clientId(),
      skuId: f.sku.id,
    })
    expect(goods.result).toMatchObject({
      type: 'GOODS',
      card: { kind: 'GOODS', skuId: f.sku.id, price: 100 },
    })
    const order = await f.buyer.post('/buyer/im/message', {
      type: 'ORDER',
      conversationId: f.conversationId,
      clientId: clientId(),
      orderSn: f.orderSn,
    })
    expect(order.result).toMatchObject({
      type: 'ORDER',
      card: { kind: 'ORDER', orderSn: f.orderSn, flowPrice: expect.any(Number) },
    })
    const other = await chatPair(t)
    const foreignGoods = await f.buyer.post('/buyer/im/message', {
      type: 'GOODS',
      conversationId: f.conversationId,
      clientId: clientId(),
      skuId: other.sku.id,
    })
    expect(foreignGoods.code).toBe(ErrorCodes.CHAT_GOODS_INVALID.code)
    const foreignOrder = await f.buyer.post('/buyer/im/message', {
      type: 'ORDER',
      conversationId: f.conversationId,
      clientId: clientId(),
      orderSn: other.orderSn,
    })
    expect(foreignOrder.code).toBe(ErrorCodes.CHAT_ORDER_INVALID.code)
    // The store sends the buyer's own order back to it, and the store's goods.
    expect(
      (
        await f.seller.post('/store/im/message', {
          type: 'ORDER',
          conversationId: f.conversationId,
          clientId: clientId(),
          orderSn: f.orderSn,
        })
      ).success,
    ).toBe(true)
  })

  it('unread counts and marks: each side’s messages count for the other until it reads them', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '请问有现货吗')
    await sendText(f.buyer, 'buyer', f.conversationId, '想要两套')
    expect((await f.seller.get('/store/im/unread')).result).toEqual({ unread: 2, conversations: 1 })
    const waiting = (await f.seller.get('/store/im/talk?scope=WAITING')).result.records
    expect(waiting.map((c: { id: string }) => c.id)).toEqual([f.conversationId])
    expect((await f.seller.get('/store/statistics/dashboard')).result.pending.unansweredChats).toBe(1)
    const read = await f.seller.put(`/store/im/talk/${f.conversationId}/read?seq=2`)
    expect(read.result).toMatchObject({ storeUnread: 0, storeReadSeq: 2, storeDeliveredSeq: 2 })
    const reply = await sendText(f.seller, 'store', f.conversationId, '有的，今天发货')
    expect(reply.result).toMatchObject({ seq: 3, sender: 'STORE' })
    // Answered: no longer waiting, and the owner who answered took it.
    const mine = (await f.seller.get('/store/im/talk?scope=MINE')).result.records
    expect(mine[0]).toMatchObject({
      id: f.conversationId,
      waiting: false,
      clerkMemberId: f.sellerMember.member.id,
    })
    expect((await f.seller.get('/store/statistics/dashboard')).result.pending.unansweredChats).toBe(0)
    expect((await f.buyer.get('/buyer/im/unread')).result).toEqual({ unread: 1, conversations: 1 })
    const list = (await f.buyer.get('/buyer/im/talk')).result.records
    expect(list[0]).toMatchObject({ lastPreview: '有的，今天发货', buyerUnread: 1, storeReadSeq: 3 })
    await f.buyer.put(`/buyer/im/talk/${f.conversationId}/read?seq=99`)
    expect((await f.buyer.get('/buyer/im/unread')).result.unread).toBe(0)
    // Marks never pass the last message.
    expect((await f.buyer.get(`/buyer/im/talk/${f.conversationId}`)).result.buyerReadSeq).toBe(3)
  })

  it('a blocked buyer reads its history but cannot write (62003); a closed store is told (62001)', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '在吗')
    const blocked = await f.seller.put(`/store/im/talk/${f.conversationId}/block`)
    expect(blocked.result.blocked).toBe(true)
    expect((await sendText(f.buyer, 'buyer', f.conversationId, '为什么')).code).toBe(
      ErrorCodes.CHAT_BLOCKED.code,
    )
    expect((await f.buyer.get(`/buyer/im/talk/${f.conversationId}/message`)).result).toHaveLength(1)
    expect((await f.buyer.post(`/buyer/im/talk?storeId=${f.store.id}`)).result.blocked).toBe(true)
    await f.seller.put(`/store/im/talk/${f.conversationId}/unblock`)
    expect((await sendText(f.buyer, 'buyer', f.conversationId, '好的')).success).toBe(true)
    await t.database.db.update(stores).set({ storeDisable: 'CLOSED' }).where(eq(stores.id, f.store.id))
    expect((await sendText(f.buyer, 'buyer', f.conversationId, '还在吗')).code).toBe(
      ErrorCodes.CHAT_STORE_CLOSED.code,
    )
    expect((await f.buyer.get('/buyer/im/talk')).result.records[0].storeClosed).toBe(true)
  })

  it('a sender past CHAT_RATE is refused 62008', async () => {
    const f = await chatPair(t)
    const results = []
    for (let i = 0; i <= CHAT_RATE.messages; i++)
      results.push(await sendText(f.buyer, 'buyer', f.conversationId, `第${i}条`))
    expect(results.slice(0, CHAT_RATE.messages).every((r) => r.success)).toBe(true)
    expect(results[CHAT_RATE.messages].code).toBe(ErrorCodes.CHAT_TOO_FAST.code)
  })
})

describe('the store’s voice', () => {
  it('greets on the first message, answers outside the hours once per half hour, and neither counts as an answer', async () => {
    const f = await chatPair(t)
    const saved = await f.seller.put('/store/im/setting', {
      greeting: '您好，欢迎光临！',
      offHoursReply: '客服已下班，明早回复',
      // Closed all day but one minute: every test run is out of hours.
      hoursStart: '03:00',
      hoursEnd: '03:01',
    })
    expect(saved.result).toEqual({
      greeting: '您好，欢迎光临！',
      offHoursReply: '客服已下班，明早回复',
      hoursStart: '03:00',
      hoursEnd: '03:01',
    })
    const bad = await f.seller.put('/store/im/setting', { hoursStart: '25:00' })
    expect(bad.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    await sendText(f.buyer, 'buyer', f.conversationId, '你好')
    await sendText(f.buyer, 'buyer', f.conversationId, '还有人吗')
    const history = (await f.buyer.get(`/buyer/im/talk/${f.conversationId}/message`)).result
    expect(history.map((m: { content: string; auto: boolean }) => [m.content, m.auto])).toEqual([
      ['你好', false],
      ['您好，欢迎光临！', true],
      ['客服已下班，明早回复', true],
      ['还有人吗', false],
    ])
    // Still waiting for a person; the buyer, who wrote after the replies, has them read.
    const conversation = (await f.seller.get(`/store/im/talk/${f.conversationId}`)).result
    expect(conversation).toMatchObject({ waiting: true, clerkMemberId: null, buyerUnread: 0, storeUnread: 2 })
  })

  it('service hours read in GMT+8 and may span midnight', () => {
    const at = (hhmm: string) => new Date(`2026-03-01T${hhmm}:00+08:00`)
    expect(withinHours(at('09:00'), 540, 1320)).toBe(true)
    expect(withinHours(at('22:00'), 540, 1320)).toBe(false)
    expect(withinHours(at('23:30'), 1320, 120)).toBe(true)
    expect(withinHours(at('03:00'), 1320, 120)).toBe(false)
    expect(withinHours(at('12:00'), 600, 600)).toBe(true)
  })

  it('sensitive words are masked in stored messages, on the operator’s list, logged', async () => {
    const f = await chatPair(t)
    const admin = await makeAdmin(t, { superUser: true })
    const op = caller(t, admin.headers)
    const added = await op.post(`/manager/im/sensitiveWord?word=${encodeURIComponent('微信')}`)
    expect(added.success).toBe(true)
    expect((await op.post(`/manager/im/sensitiveWord?word=${encodeURIComponent('微信')}`)).code).toBe(
      ErrorCodes.CHAT_WORD_EXISTS.code,
    )
    await op.post('/manager/im/sensitiveWord?word=QQ')
    const sent = await sendText(f.buyer, 'buyer', f.conversationId, '加我微信或者qq聊')
    expect(sent.result).toMatchObject({ content: '加我**或者**聊', masked: true })
    const list = await op.get('/manager/im/sensitiveWord')
    expect(list.result.total).toBe(2)
    expect((await op.del(`/manager/im/sensitiveWord/${added.result.id}`)).success).toBe(true)
    expect((await sendText(f.buyer, 'buyer', f.conversationId, '微信')).result.content).toBe('微信')
    const logged = await t.database.db.select().from(adminLogs).where(eq(adminLogs.adminId, admin.admin.id))
    expect(logged.map((l) => l.action).sort()).toEqual([
      'chat.word.create',
      'chat.word.create',
      'chat.word.delete',
    ])
  })
})

describe('the workbench', () => {
  it('transfers only to the store’s chat staff (62009), with a line both sides read; quick replies; recent orders', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '在吗')
    const chatRole = await makeRole(t, f.sellerMember.headers, '客服', ['chat:write'])
    const goodsRole = await makeRole(t, f.sellerMember.headers, '商品', ['goods:write'])
    const clerk = await makeClerk(t, f.sellerMember.headers, f.store.id, [chatRole.id])
    const noChat = await makeClerk(t, f.sellerMember.headers, f.store.id, [goodsRole.id])
    const staff = (await f.seller.get('/store/im/clerks')).result.map((c: { memberId: string }) => c.memberId)
    expect(staff).toEqual([f.sellerMember.member.id, clerk.member.id])
    const refused = await f.seller.post(
      `/store/im/talk/${f.conversationId}/transfer?clerkMemberId=${noChat.member.id}`,
    )
    expect(refused.code).toBe(ErrorCodes.CHAT_CLERK_INVALID.code)
    const moved = await f.seller.post(
      `/store/im/talk/${f.conversationId}/transfer?clerkMemberId=${clerk.member.id}`,
    )
    expect(moved.result).toMatchObject({
      clerkMemberId: clerk.member.id,
      clerkName: expect.stringContaining('店员'),
    })
    const clerkApi = caller(t, clerk.headers)
    expect((await clerkApi.get('/store/im/talk?scope=MINE')).result.records[0].id).toBe(f.conversationId)
    const lines = (await f.buyer.get(`/buyer/im/talk/${f.conversationId}/message`)).result
    expect(lines.at(-1)).toMatchObject({ type: 'SYSTEM', content: 'TRANSFER', card: { kind: 'SYSTEM' } })
    // The clerk's reply carries its name.
    const reply = await sendText(clerkApi, 'store', f.conversationId, '我来为您服务')
    expect(reply.result.senderName).toBe(moved.result.clerkName)

    const q = await f.seller.post(
      `/store/im/quickReply?content=${encodeURIComponent('亲，已为您备注')}&sort=1`,
    )
    expect(q.success).toBe(true)
    expect((await clerkApi.get('/store/im/quickReply')).result).toEqual([
      { id: q.result.id, content: '亲，已为您备注', sort: 1 },
    ])
    expect(
      (await f.seller.put(`/store/im/quickReply/${q.result.id}?content=${encodeURIComponent('好的')}`)).result
        .content,
    ).toBe('好的')
    const other = await chatPair(t)
    expect((await other.seller.del(`/store/im/quickReply/${q.result.id}`)).code).toBe(
      ErrorCodes.CHAT_QUICK_REPLY_NOT_EXIST.code,
    )
    const orders = (await f.seller.get(`/store/im/talk/${f.conversationId}/orders`)).result
    expect(orders).toEqual([
      expect.objectContaining({ orderSn: f.orderSn, goodsNum: 1, image: expect.any(String) }),
    ])
  })
})

describe('who reads which conversation', () => {
  it('another buyer, another store and a clerk without the chat role read nothing of it', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '私密内容')
    const other = await chatPair(t)
    const notFound = ErrorCodes.CHAT_NOT_EXIST.code
    for (const url of [`/buyer/im/talk/${f.conversationId}`, `/buyer/im/talk/${f.conversationId}/message`])
      expect((await other.buyer.get(url)).code).toBe(notFound)
    expect((await other.buyer.put(`/buyer/im/talk/${f.conversationId}/read?seq=1`)).code).toBe(notFound)
    expect((await sendText(other.buyer, 'buyer', f.conversationId, '冒充')).code).toBe(notFound)
    for (const url of [
      `/store/im/talk/${f.conversationId}`,
      `/store/im/talk/${f.conversationId}/message`,
      `/store/im/talk/${f.conversationId}/orders`,
    ])
      expect((await other.seller.get(url)).code).toBe(notFound)
    expect((await sendText(other.seller, 'store', f.conversationId, '冒充')).code).toBe(notFound)
    expect((await other.seller.put(`/store/im/talk/${f.conversationId}/block`)).code).toBe(notFound)
    expect(
      (await other.seller.get('/store/im/talk')).result.records.map((c: { id: string }) => c.id),
    ).not.toContain(f.conversationId)
    // A clerk whose roles do not grant chat reaches no chat route; read-only chat cannot reply.
    const goodsRole = await makeRole(t, f.sellerMember.headers, '商品员', ['goods:write'])
    const readRole = await makeRole(t, f.sellerMember.headers, '质检', ['chat:read'])
    const noChat = caller(t, (await makeClerk(t, f.sellerMember.headers, f.store.id, [goodsRole.id])).headers)
    const readOnly = caller(
      t,
      (await makeClerk(t, f.sellerMember.headers, f.store.id, [readRole.id])).headers,
    )
    for (const url of ['/store/im/talk', `/store/im/talk/${f.conversationId}/message`, '/store/im/unread'])
      expect((await noChat.get(url)).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await readOnly.get(`/store/im/talk/${f.conversationId}/message`)).result).toHaveLength(1)
    expect((await sendText(readOnly, 'store', f.conversationId, '你好')).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    // Tokens of one audience open nothing of another's chat.
    expect((await f.buyer.get('/store/im/talk')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await f.seller.get('/buyer/im/talk')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
  })

  it('the operator reads only a case’s chat (a complaint, an after-sale in arbitration), and each reading is logged', async () => {
    const f = await refusedAfterSale(t, { escalate: false })
    const opened = await f.buyer.post(`/buyer/im/talk?storeId=${f.store.id}`)
    await sendText(f.buyer, 'buyer', opened.result.id, '商家拒绝了我的售后')
    const admin = await makeAdmin(t, { permissions: ['order:read'] })
    const op = caller(t, admin.headers)
    // Refused but not yet taken to the platform: not a case.
    expect((await op.get(`/manager/im/case?afterSaleSn=${f.sn}`)).code).toBe(
      ErrorCodes.CHAT_CASE_NOT_FOUND.code,
    )
    const escalated = await f.buyer.post(
      `/buyer/order/afterSale/escalate/${f.sn}?reason=${encodeURIComponent('请平台介入')}`,
    )
    expect(escalated.success).toBe(true)
    const read = await op.get(`/manager/im/case?afterSaleSn=${f.sn}`)
    expect(read.result.conversation.id).toBe(opened.result.id)
    expect(read.result.messages.map((m: { content: string }) => m.content)).toEqual(['商家拒绝了我的售后'])
    const [log] = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminId, admin.admin.id), eq(adminLogs.action, 'chat.case.read')))
    expect(log).toMatchObject({
      target: `afterSale:${f.sn}`,
      after: { conversationId: opened.result.id, messages: 1 },
    })
    expect((await op.get('/manager/im/case?complaintId=123456')).code).toBe(
      ErrorCodes.CHAT_CASE_NOT_FOUND.code,
    )
    expect((await op.get('/manager/im/case')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    // Without the order area it is not the operator's to read; buyer and seller tokens never.
    const noOrder = caller(t, (await makeAdmin(t, { permissions: ['goods:read'] })).headers)
    expect((await noOrder.get(`/manager/im/case?afterSaleSn=${f.sn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect((await f.buyer.get(`/manager/im/case?afterSaleSn=${f.sn}`)).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
  })

  it('a complaint opens its pair’s chat to the operator', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '货还没到')
    const carriers = (await f.buyer.get('/buyer/other/logistics')).result
    await f.seller.post(
      `/store/order/order/${f.orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
    )
    const complaint = await f.buyer.post('/buyer/order/complain', {
      complainTopic: '商品质量问题',
      content: '有裂纹',
      orderSn: f.orderSn,
      goodsId: f.sku.goodsId,
      skuId: f.sku.id,
    })
    const op = caller(t, (await makeAdmin(t, { superUser: true })).headers)
    const read = await op.get(`/manager/im/case?complaintId=${complaint.result.id}`)
    expect(read.result.messages).toHaveLength(1)
  })
})

describe('GET /common/common/IM', () => {
  it('answers the chat page while chat is on, an IM_SETTING address first, and 1006 when chat is off', async () => {
    expect((await t.app.inject('/common/common/IM')).json().result).toBe(`${t.config.PUBLIC_ORIGIN}/im`)
    const off = await createTestApp({ seed: 'reference', env: { CHAT_ENABLED: 'false' } })
    try {
      expect((await off.app.inject('/common/common/IM')).json().code).toBe(ErrorCodes.IM_NOT_SETTING.code)
    } finally {
      await off.close()
    }
  })
})

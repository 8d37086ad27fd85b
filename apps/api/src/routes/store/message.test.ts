import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeClosedStore } from '../../testing/store-apply.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

/** The operator's 站内信 to stores and each store's 系统消息 (decision 174). */
let t: TestApp
let operator: ReturnType<typeof caller>
let operatorEn: ReturnType<typeof caller>
let a: { store: { id: string; storeName: string }; seller: ReturnType<typeof caller> }
let b: { store: { id: string; storeName: string }; seller: ReturnType<typeof caller> }
let closedId = ''

async function sellerOf(name: string) {
  const store = await makeStore(t, name)
  const who = await createMember(t)
  await makeSeller(t, who, store.id)
  return { store, seller: caller(t, who.headers) }
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  const op = await makeAdmin(t, { permissions: ['store:write'] })
  operator = caller(t, op.headers)
  operatorEn = caller(t, { ...op.headers, 'accept-language': 'en' })
  a = await sellerOf('消息A店')
  b = await sellerOf('消息B店')
  closedId = (await makeClosedStore(t)).id
}, 60_000)
afterAll(() => t.close())

describe('platform messages to stores', () => {
  it('sends to the chosen stores only, logged, and lists what was sent with its readers', async () => {
    const sent = await operator.post('/manager/other/message', {
      title: '只给A店',
      content: '请核对发货地址',
      messageRange: 'APPOINT',
      userIds: [a.store.id],
    })
    expect(sent.success).toBe(true)
    expect(sent.result.storeCount).toBe(1)
    const [log] = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, sent.result.id))
    expect(log.action).toBe('store.message.send')
    expect((await b.seller.get('/store/message/storeMessage/count')).result).toBe(0)
    const all = (await a.seller.get('/store/message/storeMessage/all')).result
    expect(all.UN_READY.total).toBe(1)
    expect(all.UN_READY.records[0]).toMatchObject({
      title: '只给A店',
      content: '请核对发货地址',
      storeId: a.store.id,
      storeName: '消息A店',
      status: 'UN_READY',
    })
    expect(all.ALREADY_READY.total).toBe(0)
    const list = (await operator.get('/manager/other/message?title=只给')).result
    expect(list.records[0]).toMatchObject({ messageRange: 'APPOINT', storeCount: 1, readCount: 0 })
  })

  it('sends to every open store with lilishop’s form (userIds comma-separated), never a closed one', async () => {
    const op = await makeAdmin(t, { permissions: ['store:write'] })
    const form = new URLSearchParams({
      title: '全体',
      content: '停机维护',
      messageClient: 'store',
      messageRange: 'ALL',
      userIds: '',
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/manager/other/message',
      headers: { ...op.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    expect(res.json().success).toBe(true)
    const messageId = res.json().result.id
    const recipients = (await operator.get(`/manager/other/storeMessage?messageId=${messageId}&pageSize=100`))
      .result
    const storeIds = recipients.records.map((r: { storeId: string }) => r.storeId)
    expect(storeIds).toEqual(expect.arrayContaining([a.store.id, b.store.id]))
    expect(storeIds).not.toContain(closedId)
    expect((await b.seller.get('/store/message/storeMessage/count')).result).toBe(1)
  })

  it('refuses a send without stores, to an unknown or closed store, or to members; in the caller’s language', async () => {
    const base = { title: 't', content: 'c' }
    const none = await operator.post('/manager/other/message', { ...base, messageRange: 'APPOINT' })
    expect(none.success).toBe(false)
    expect(none.message).toContain('请选择发送对象')
    const closed = await operator.post('/manager/other/message', {
      ...base,
      messageRange: 'APPOINT',
      userIds: `${a.store.id},${closedId}`,
    })
    expect(closed.code).toBe(ErrorCodes.STORE_MESSAGE_STORES_UNKNOWN.code)
    const en = await operatorEn.post('/manager/other/message', {
      ...base,
      messageRange: 'APPOINT',
      userIds: [closedId],
    })
    expect(en.message).toBe(ErrorCodes.STORE_MESSAGE_STORES_UNKNOWN.en)
    const member = await operator.post('/manager/other/message', {
      ...base,
      messageClient: 'member',
      messageRange: 'ALL',
    })
    expect(member.success).toBe(false)
    const long = await operator.post('/manager/other/message', {
      title: 'x'.repeat(101),
      content: 'c',
      messageRange: 'ALL',
    })
    expect(long.success).toBe(false)
  })

  it('reads, bins, restores and clears the store’s own messages; another store’s ids are not found', async () => {
    const unread = (await a.seller.get('/store/message/storeMessage?status=UN_READY')).result.records
    expect(unread.length).toBe(2)
    const [first, second] = unread.map((m: { id: string }) => m.id)
    expect((await a.seller.put(`/store/message/storeMessage/${first}/read`)).result).toBe(true)
    expect((await a.seller.get('/store/message/storeMessage/count')).result).toBe(1)
    const bOwn = (await b.seller.get('/store/message/storeMessage')).result.records[0].id
    const cross = await a.seller.put(`/store/message/storeMessage/${first},${bOwn}/read`)
    expect(cross.code).toBe(ErrorCodes.STORE_MESSAGE_NOT_EXIST.code)
    expect((await b.seller.get('/store/message/storeMessage/count')).result).toBe(1)
    // Both into the recycle bin, one back out (as read), the other cleared for good.
    expect((await a.seller.del(`/store/message/storeMessage/${first},${second}/delete`)).result).toBe(true)
    let all = (await a.seller.get('/store/message/storeMessage/all')).result
    expect([all.UN_READY.total, all.ALREADY_READY.total, all.ALREADY_REMOVE.total]).toEqual([0, 0, 2])
    await a.seller.put(`/store/message/storeMessage/${second}/reduction`)
    // Clearing a message that is not in the recycle bin leaves it alone.
    await a.seller.del(`/store/message/storeMessage/${second}`)
    await a.seller.del(`/store/message/storeMessage/${first}`)
    all = (await a.seller.get('/store/message/storeMessage/all')).result
    expect([all.UN_READY.total, all.ALREADY_READY.total, all.ALREADY_REMOVE.total]).toEqual([0, 1, 0])
    const gone = await a.seller.put(`/store/message/storeMessage/${first}/read`)
    expect(gone.code).toBe(ErrorCodes.STORE_MESSAGE_NOT_EXIST.code)
    const bad = await a.seller.put('/store/message/storeMessage/abc/read')
    expect(bad.success).toBe(false)
    // The operator sees A has read the message sent to A alone.
    const list = (await operator.get('/manager/other/message?title=只给')).result
    expect(list.records[0]).toMatchObject({ storeCount: 1, readCount: 1 })
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { memberMessages } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelExpiredOrders } from '../../../flows/cancel-order.ts'
import { postMemberMessage } from '../../../modules/messages/post-message.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { deliveredOrder, paidOrder } from '../../../testing/orders.ts'
import { caller, makeCoupon } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function member() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

type Message = { id: string; title: string; content: string; status: string; messageId: string | null }
async function inbox(api: ReturnType<typeof caller>, query = '') {
  const res = await api.get(`/buyer/message/member${query}`)
  expect(res.success).toBe(true)
  return res.result as { records: Message[]; total: number; pages: number }
}

async function post(memberId: string, title: string) {
  return postMemberMessage(t.database.db, { memberId, title, content: `${title}的内容` })
}

describe('member messages', () => {
  it('needs a member for every call', async () => {
    const anonymous = caller(t, {})
    const id = nextId()
    expect((await anonymous.get('/buyer/message/member')).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    expect((await anonymous.get('/buyer/message/member/count')).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    expect((await anonymous.put(`/buyer/message/member/${id}`)).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    expect((await anonymous.del(`/buyer/message/member/${id}`)).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
  })

  it('lists my messages newest first, with status and title filters and paging', async () => {
    const { api, member: me } = await member()
    for (let i = 1; i <= 12; i++) await post(me.id, i % 2 ? `订单通知${i}` : `优惠券通知${i}`)
    const first = await inbox(api, '?pageSize=5')
    expect(first).toMatchObject({ total: 12, pages: 3 })
    expect(first.records.map((m) => m.title)).toEqual([
      '优惠券通知12',
      '订单通知11',
      '优惠券通知10',
      '订单通知9',
      '优惠券通知8',
    ])
    expect(first.records[0]).toMatchObject({
      status: 'UN_READY',
      content: '优惠券通知12的内容',
      memberId: me.id,
    })
    const third = await inbox(api, '?pageSize=5&pageNumber=3')
    expect(third.records.map((m) => m.title)).toEqual(['优惠券通知2', '订单通知1'])
    const coupons = await inbox(api, `?title=${encodeURIComponent('优惠券')}&pageSize=20`)
    expect(coupons.total).toBe(6)
    expect((await inbox(api, `?title=${encodeURIComponent('%')}`)).total).toBe(0)
    expect((await inbox(api, '?status=ALREADY_READY')).total).toBe(0)
    expect((await api.get('/buyer/message/member?status=SOMETHING')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await api.get('/buyer/message/member/count')).result).toBe(12)
  })

  it('reads a message: the unread count drops, reading again changes nothing', async () => {
    const { api, member: me } = await member()
    const id = await post(me.id, '发货通知')
    await post(me.id, '另一条')
    expect((await api.get('/buyer/message/member/count')).result).toBe(2)
    expect(await api.put(`/buyer/message/member/${id}`)).toMatchObject({ success: true, result: true })
    expect(await api.put(`/buyer/message/member/${id}`)).toMatchObject({ success: true, result: true })
    expect((await api.get('/buyer/message/member/count')).result).toBe(1)
    const read = await inbox(api, '?status=ALREADY_READY')
    expect(read.records.map((m) => m.id)).toEqual([id])
    expect((await inbox(api, '?status=UN_READY')).records.map((m) => m.title)).toEqual(['另一条'])
  })

  it('deletes to the recycle bin first, and for good from the recycle bin', async () => {
    const { api, member: me } = await member()
    const id = await post(me.id, '要删除的')
    await post(me.id, '留下的')
    expect(await api.del(`/buyer/message/member/${id}`)).toMatchObject({ success: true, result: true })
    expect((await api.get('/buyer/message/member/count')).result).toBe(1)
    expect((await inbox(api, '?status=ALREADY_REMOVE')).records.map((m) => m.id)).toEqual([id])
    expect((await inbox(api, '?status=UN_READY')).total).toBe(1)
    // Without a status the recycle bin is listed too (reference §15.3).
    expect((await inbox(api)).total).toBe(2)
    // Reading a removed message leaves it in the recycle bin.
    expect((await api.put(`/buyer/message/member/${id}`)).success).toBe(true)
    expect((await inbox(api, '?status=ALREADY_REMOVE')).total).toBe(1)
    // The second delete removes it for good.
    expect(await api.del(`/buyer/message/member/${id}`)).toMatchObject({ success: true, result: true })
    expect((await inbox(api)).records.map((m) => m.title)).toEqual(['留下的'])
    expect((await api.del(`/buyer/message/member/${id}`)).code).toBe(ErrorCodes.NOT_FOUND.code)
    expect((await api.put(`/buyer/message/member/${id}`)).code).toBe(ErrorCodes.NOT_FOUND.code)
  })

  it('never lets another member see, read or delete my messages', async () => {
    const owner = await member()
    const other = await member()
    const id = await post(owner.member.id, '私人消息')
    expect((await inbox(other.api)).total).toBe(0)
    expect((await inbox(other.api, `?messageId=${id}`)).total).toBe(0)
    expect((await other.api.get('/buyer/message/member/count')).result).toBe(0)
    expect(await other.api.put(`/buyer/message/member/${id}`)).toMatchObject({
      success: false,
      code: ErrorCodes.USER_AUTHORITY_ERROR.code,
    })
    expect(await other.api.del(`/buyer/message/member/${id}`)).toMatchObject({
      success: false,
      code: ErrorCodes.USER_AUTHORITY_ERROR.code,
    })
    const [row] = await t.database.db.select().from(memberMessages).where(eq(memberMessages.id, id))
    expect(row.status).toBe('UN_READY')
    expect((await owner.api.get('/buyer/message/member/count')).result).toBe(1)
  })

  it('answers unknown and malformed ids without a server error', async () => {
    const { api } = await member()
    expect((await api.put(`/buyer/message/member/${nextId()}`)).code).toBe(ErrorCodes.NOT_FOUND.code)
    expect((await api.del(`/buyer/message/member/${nextId()}`)).code).toBe(ErrorCodes.NOT_FOUND.code)
    expect((await api.put('/buyer/message/member/abc')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await api.del('/buyer/message/member/1%27%20or%201=1')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })
})

describe('messages from events', () => {
  it('the seller shipping an order tells the buyer, about that order', async () => {
    const f = await deliveredOrder(t)
    const { records } = await inbox(f.buyer)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ title: '订单发货通知', status: 'UN_READY', messageId: f.orderSn })
    expect(records[0].content).toContain(f.orderSn)
    expect(records[0].content).toMatch(/物流单号：SF\d+/)
    // The seller's own member inbox gets nothing (its seller token does not open the buyer inbox).
    const sellerInbox = await t.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, f.sellerMember.member.id))
    expect(sellerInbox).toHaveLength(0)
    expect((await f.seller.get('/buyer/message/member')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await inbox(f.buyer, `?messageId=${f.orderSn}`)).total).toBe(1)
  })

  it('claiming a coupon leaves a message', async () => {
    const { api } = await member()
    const coupon = await makeCoupon(t, { couponName: '满200减30' })
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const [message] = (await inbox(api)).records
    expect(message).toMatchObject({ title: '优惠券领取成功', messageId: coupon.id })
    expect(message.content).toContain('满200减30')
    // A refused claim (over the limit) posts nothing.
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).code).toBe(
      ErrorCodes.COUPON_LIMIT_ERROR.code,
    )
    expect((await inbox(api)).total).toBe(1)
  })

  it('the system cancelling an unpaid order tells the buyer; the buyer`s own cancel does not', async () => {
    const expired = await paidOrder(t, { pay: false })
    const own = await paidOrder(t, { pay: false })
    expect(
      (
        await own.buyer.post(
          `/buyer/order/order/${own.orderSn}/cancel?reason=${encodeURIComponent('不想要了')}`,
        )
      ).success,
    ).toBe(true)
    await cancelExpiredOrders({ db: t.database.db, config: t.config }, new Date(Date.now() + 24 * 3600_000))
    const [message] = (await inbox(expired.buyer)).records
    expect(message).toMatchObject({ title: '订单取消通知', messageId: expired.orderSn })
    expect(message.content).toContain('系统')
    expect(message.content).toContain('超时未支付自动取消')
    expect((await inbox(own.buyer)).total).toBe(0)
  })
})

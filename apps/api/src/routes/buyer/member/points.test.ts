import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { memberCoupons, memberPointsHistory, memberSigns, members, orders } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  grantCommentPoints,
  grantOrderPoints,
  grantPoints,
  reverseOrderPoints,
  reversePoints,
} from '../../../modules/points/ledger.ts'
import { credit } from '../../../modules/wallet/ledger.ts'
import { formatDate } from '../../../shared/dates.ts'
import { createMember, registerThroughApi } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { refusedAfterSale } from '../../../testing/arbitration.ts'
import { completedOrder, paidOrder } from '../../../testing/orders.ts'
import { caller, makeCoupon } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  // The reference seed holds POINT_SETTING: register 100, signIn 5, tiers 3→10 / 7→30 / 30→100,
  // consumer 1 per ¥1, comment 10.
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const DAY_MS = 86_400_000
const chinaDay = (offset = 0) => formatDate(Date.now() + offset * DAY_MS) as string

async function buyer(point = 0) {
  const m = await createMember(t, { point })
  return { ...m, api: caller(t, m.headers) }
}

async function memberPoints(memberId: string) {
  const [row] = await t.database.db
    .select({ point: members.point, totalPoint: members.totalPoint })
    .from(members)
    .where(eq(members.id, memberId))
  return row
}

async function orderRow(sn: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, sn))
  return row
}

describe('points ledger', () => {
  it('needs a member', async () => {
    const anonymous = caller(t, {})
    expect((await anonymous.get('/buyer/member/memberPointsHistory/getByPage')).code).toBe(
      ErrorCodes.USER_NOT_LOGIN.code,
    )
    expect((await anonymous.get('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')).code).toBe(
      20003,
    )
    expect((await anonymous.post('/buyer/members/sign')).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    expect((await anonymous.get('/buyer/members/sign?time=202611')).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
  })

  it('grants 1 point per whole ¥1 of flowPrice when the order completes, once', async () => {
    const f = await completedOrder(t, { price: 12_399, num: 2 })
    const order = await orderRow(f.orderSn)
    const expected = Math.floor(order.flowPrice / 100)
    expect(expected).toBeGreaterThanOrEqual(247)
    expect((await f.buyer.get('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')).result).toEqual({
      point: expected,
      totalPoint: expected,
    })
    const history = (await f.buyer.get('/buyer/member/memberPointsHistory/getByPage')).result
    expect(history.total).toBe(1)
    expect(history.records[0]).toMatchObject({
      memberId: f.buyerMember.member.id,
      pointType: 'INCREASE',
      beforePoint: 0,
      variablePoint: expected,
      point: expected,
    })
    expect(history.records[0].content).toContain(f.orderSn)
    expect(history.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // The hook running again (a retry) grants nothing more.
    expect(await t.database.db.transaction((tx) => grantOrderPoints(tx, order))).toBe(0)
    expect((await memberPoints(f.buyerMember.member.id)).point).toBe(expected)
  })

  it('grants nothing for an order under ¥1 or a points order', async () => {
    const { member } = await buyer()
    const base = await orderRow((await paidOrder(t)).orderSn)
    const cheap = { ...base, sn: `O${nextId()}`, memberId: member.id, flowPrice: 99 }
    const points = { ...base, sn: `O${nextId()}`, memberId: member.id, orderPromotionType: 'POINTS' }
    expect(await t.database.db.transaction((tx) => grantOrderPoints(tx, cheap))).toBe(0)
    expect(await t.database.db.transaction((tx) => grantOrderPoints(tx, points))).toBe(0)
    expect(await memberPoints(member.id)).toEqual({ point: 0, totalPoint: 0 })
  })

  it('reverses the refunded share of an order`s points, once per refund, never below 0', async () => {
    const f = await completedOrder(t, { price: 10_000 })
    const order = await orderRow(f.orderSn)
    const memberId = f.buyerMember.member.id
    const granted = Math.floor(order.flowPrice / 100)
    const refund = (refundFen: number, refundKey: string) =>
      t.database.db.transaction((tx) =>
        reverseOrderPoints(tx, { memberId, orderSn: f.orderSn, refundFen, refundKey }),
      )
    const half = Math.floor(granted / 2)
    expect(await refund(Math.floor(order.flowPrice / 2), 'A1')).toBe(half)
    expect(await refund(Math.floor(order.flowPrice / 2), 'A1')).toBe(0)
    expect((await memberPoints(memberId)).point).toBe(granted - half)
    // The member spends most of what is left; the next full refund only takes what remains.
    await t.database.db.update(members).set({ point: 3 }).where(eq(members.id, memberId))
    expect(await refund(order.flowPrice, 'A2')).toBe(3)
    expect(await memberPoints(memberId)).toEqual({ point: 0, totalPoint: granted })
    expect(await refund(order.flowPrice, 'A3')).toBe(0)
    const rows = (await f.buyer.get('/buyer/member/memberPointsHistory/getByPage?pageSize=10')).result.records
    expect(rows.map((r: { pointType: string }) => r.pointType)).toEqual(['REDUCE', 'REDUCE', 'INCREASE'])
    expect(rows[0]).toMatchObject({ beforePoint: 3, variablePoint: 3, point: 0 })
    expect(rows[1]).toMatchObject({ beforePoint: granted, variablePoint: half, point: granted - half })
  })

  it('grantPoints and reversePoints keep the balance at or above 0 and ignore repeated keys', async () => {
    const { member, api } = await buyer()
    const change = (points: number, sourceKey?: string) => ({
      memberId: member.id,
      points,
      content: '测试',
      sourceKey,
    })
    const db = t.database.db
    expect(await db.transaction((tx) => grantPoints(tx, change(0)))).toBe(0)
    expect(await db.transaction((tx) => grantPoints(tx, change(-5)))).toBe(0)
    expect(await db.transaction((tx) => grantPoints(tx, change(20, 'K1')))).toBe(20)
    expect(await db.transaction((tx) => grantPoints(tx, change(20, 'K1')))).toBe(0)
    expect(await db.transaction((tx) => reversePoints(tx, change(50, 'R1')))).toBe(20)
    expect(await db.transaction((tx) => reversePoints(tx, change(50, 'R2')))).toBe(0)
    expect(await memberPoints(member.id)).toEqual({ point: 0, totalPoint: 20 })
    // The database refuses a negative balance even if code tried.
    await expect(db.update(members).set({ point: -1 }).where(eq(members.id, member.id))).rejects.toThrow()
    expect((await api.get('/buyer/member/memberPointsHistory/getByPage')).result.total).toBe(2)
  })

  it('grants review points once per order item', async () => {
    const { member } = await buyer()
    const db = t.database.db
    const review = () =>
      db.transaction((tx) => grantCommentPoints(tx, { memberId: member.id, orderItemSn: 'OI1' }))
    expect(await review()).toBe(10)
    expect(await review()).toBe(0)
    expect((await memberPoints(member.id)).point).toBe(10)
  })

  it('grants registration points to a new account', async () => {
    const { accessToken } = await registerThroughApi(t, 'pts')
    const api = caller(t, { accessToken })
    expect((await api.get('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')).result).toEqual({
      point: 100,
      totalPoint: 100,
    })
    const [row] = (await api.get('/buyer/member/memberPointsHistory/getByPage')).result.records
    expect(row).toMatchObject({ pointType: 'INCREASE', variablePoint: 100, content: '注册会员，赠送积分' })
  })

  it('pages the log newest first and only shows my rows', async () => {
    const me = await buyer()
    const other = await buyer()
    const db = t.database.db
    for (let i = 1; i <= 12; i++) {
      await db.transaction((tx) =>
        grantPoints(tx, { memberId: me.member.id, points: i, content: `第${i}笔` }),
      )
    }
    await db.transaction((tx) => grantPoints(tx, { memberId: other.member.id, points: 7, content: '别人的' }))
    const first = (await me.api.get('/buyer/member/memberPointsHistory/getByPage?pageSize=5')).result
    expect(first).toMatchObject({ total: 12, size: 5, current: 1, pages: 3 })
    expect(first.records.map((r: { content: string }) => r.content)).toEqual([
      '第12笔',
      '第11笔',
      '第10笔',
      '第9笔',
      '第8笔',
    ])
    const last = (await me.api.get('/buyer/member/memberPointsHistory/getByPage?pageSize=5&pageNumber=3'))
      .result
    expect(last.records.map((r: { variablePoint: number }) => r.variablePoint)).toEqual([2, 1])
    const others = (await other.api.get('/buyer/member/memberPointsHistory/getByPage')).result
    expect(others.total).toBe(1)
    expect((await me.api.get('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')).result).toEqual({
      point: 78,
      totalPoint: 78,
    })
  })
})

describe('daily sign-in', () => {
  const month = (offset = 0) => chinaDay(offset).slice(0, 7).replace('-', '')

  it('signs in once a day (47001 on the same GMT+8 day) and lists the month', async () => {
    const { api, member } = await buyer()
    expect(await api.post('/buyer/members/sign')).toMatchObject({ success: true, result: true })
    // Another query string passes the 3 s duplicate-submit guard: the day itself refuses it.
    expect(await api.post('/buyer/members/sign?again=1')).toMatchObject({
      success: false,
      code: ErrorCodes.MEMBER_SIGN_REPEAT.code,
    })
    expect((await memberPoints(member.id)).point).toBe(5)
    const signs = (await api.get(`/buyer/members/sign?time=${month()}`)).result
    expect(signs).toHaveLength(1)
    expect(signs[0]).toMatchObject({ memberId: member.id, signDay: 1, day: Number(chinaDay().slice(8)) })
    const [log] = (await api.get('/buyer/member/memberPointsHistory/getByPage')).result.records
    expect(log).toMatchObject({ pointType: 'INCREASE', variablePoint: 5, content: '会员签到，连续签到第1天' })
    // Another month, and another member's view of this month, are empty.
    const lastYear = `${Number(month().slice(0, 4)) - 1}${month().slice(4)}`
    expect((await api.get(`/buyer/members/sign?time=${lastYear}`)).result).toEqual([])
    const other = await buyer()
    expect((await other.api.get(`/buyer/members/sign?time=${month()}`)).result).toEqual([])
  })

  it('rejects a malformed month with 4002', async () => {
    const { api } = await buyer()
    for (const time of ['2026-11', '202613', '202600', 'abc', '']) {
      expect((await api.get(`/buyer/members/sign?time=${time}`)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    }
    expect((await api.get('/buyer/members/sign')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('continues a streak from yesterday and pays the tier amount on its day', async () => {
    const { api, member } = await buyer()
    await t.database.db.insert(memberSigns).values([
      { id: nextId(), memberId: member.id, signDate: chinaDay(-2), signDay: 1 },
      { id: nextId(), memberId: member.id, signDate: chinaDay(-1), signDay: 2 },
    ])
    expect((await api.post('/buyer/members/sign')).success).toBe(true)
    const [today] = await t.database.db
      .select()
      .from(memberSigns)
      .where(and(eq(memberSigns.memberId, member.id), eq(memberSigns.signDate, chinaDay())))
    expect(today.signDay).toBe(3)
    expect((await memberPoints(member.id)).point).toBe(10)
  })

  it('starts again at day 1 after a missed day', async () => {
    const { api, member } = await buyer()
    await t.database.db
      .insert(memberSigns)
      .values({ id: nextId(), memberId: member.id, signDate: chinaDay(-2), signDay: 6 })
    expect((await api.post('/buyer/members/sign')).success).toBe(true)
    const rows = await t.database.db.select().from(memberSigns).where(eq(memberSigns.memberId, member.id))
    expect(rows.find((r) => r.signDate === chinaDay())?.signDay).toBe(1)
    expect((await memberPoints(member.id)).point).toBe(5)
  })

  it('concurrent sign-ins give one sign-in and one grant', async () => {
    const { api, member } = await buyer()
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post(`/buyer/members/sign?n=${i}`)),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(
      results.filter((r) => !r.success).every((r) => r.code === ErrorCodes.MEMBER_SIGN_REPEAT.code),
    ).toBe(true)
    const rows = await t.database.db.select().from(memberSigns).where(eq(memberSigns.memberId, member.id))
    expect(rows).toHaveLength(1)
    const logs = await t.database.db
      .select()
      .from(memberPointsHistory)
      .where(eq(memberPointsHistory.memberId, member.id))
    expect(logs).toHaveLength(1)
    expect((await memberPoints(member.id)).point).toBe(5)
  })
})

describe('member centre overview', () => {
  it('needs a member', async () => {
    expect((await caller(t, {}).get('/buyer/member/overview')).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
  })

  it('counts my orders by status, usable coupons, points, balance and unread messages', async () => {
    const f = await completedOrder(t, { price: 5_000 })
    const { buyer: api, sku, buyerMember } = f
    // Each trade names another client: the same body within 3 s would be the duplicate-submit guard's.
    const buyNow = async (pay: boolean, client: string) => {
      await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
      const trade = (await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client })).result
      if (pay) {
        await credit(
          t.database.db,
          { memberId: buyerMember.member.id, memberName: 'x' },
          5_000,
          'WALLET_RECHARGE',
          '充值',
        )
        const paid = await api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.sn}`)
        expect(paid.success).toBe(true)
      }
      return trade.orderSns[0] as string
    }
    await buyNow(false, 'H5')
    await buyNow(false, 'APP')
    await buyNow(true, 'WECHAT_MP')
    const coupon = await makeCoupon(t)
    expect((await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)).success).toBe(true)
    const expired = await makeCoupon(t)
    expect((await api.get(`/buyer/promotion/coupon/receive/${expired.id}`)).success).toBe(true)
    await t.database.db
      .update(memberCoupons)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(memberCoupons.couponId, expired.id))
    await credit(
      t.database.db,
      { memberId: buyerMember.member.id, memberName: 'x' },
      12_345,
      'WALLET_RECHARGE',
      '充值',
    )
    const points = (await memberPoints(buyerMember.member.id)).point
    const balance = (await api.get('/buyer/wallet/wallet')).result.memberWallet
    expect(balance).toBeGreaterThanOrEqual(123.45)
    const overview = (await api.get('/buyer/member/overview')).result
    expect(overview).toEqual({
      orders: { waitPay: 2, waitShip: 1, waitRog: 0, waitTake: 0, waitComment: 1, afterSale: 0 },
      coupons: 1,
      point: points,
      totalPoint: points,
      balance,
      // shipped + two coupons received
      unreadMessages: 3,
    })
    expect(points).toBeGreaterThanOrEqual(50)
    // Another member sees only their own (empty) centre.
    const other = await buyer()
    expect((await other.api.get('/buyer/member/overview')).result).toEqual({
      orders: { waitPay: 0, waitShip: 0, waitRog: 0, waitTake: 0, waitComment: 0, afterSale: 0 },
      coupons: 0,
      point: 0,
      totalPoint: 0,
      balance: 0,
      unreadMessages: 0,
    })
  })

  it('counts my after-sales in progress (退款/售后), and a refusal only while the platform arbitrates', async () => {
    const afterSales = async (api: ReturnType<typeof caller>) =>
      (await api.get('/buyer/member/overview')).result.orders.afterSale
    const f = await completedOrder(t)
    expect(await afterSales(f.buyer)).toBe(0)
    const applied = await f.buyer.post(
      `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('质量问题')}&problemDesc=${encodeURIComponent('杯口有裂纹')}`,
    )
    expect(applied.success).toBe(true)
    expect(await afterSales(f.buyer)).toBe(1)
    expect((await f.buyer.post(`/buyer/order/afterSale/cancel/${applied.result.sn}`)).success).toBe(true)
    expect(await afterSales(f.buyer)).toBe(0)

    const refused = await refusedAfterSale(t, { escalate: false })
    expect(await afterSales(refused.buyer)).toBe(0)
    const escalated = await refused.buyer.post(
      `/buyer/order/afterSale/escalate/${refused.sn}?reason=${encodeURIComponent('商家拒绝不合理，附照片为证')}`,
    )
    expect(escalated.success).toBe(true)
    expect(await afterSales(refused.buyer)).toBe(1)
  })
})

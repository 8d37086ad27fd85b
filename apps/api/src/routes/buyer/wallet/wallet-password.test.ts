import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember, md5, requestSmsCode } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { paidOrder } from '../../../testing/orders.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const PASSWORD = md5('pay-123456')

type Signed = { member: { mobile: string }; headers: { accessToken: string; uuid: string } }
/** A WALLET_PASSWORD code, sent (whatever number the client names) to the member's own mobile. */
const walletCode = (m: Signed) =>
  requestSmsCode(t, 'WALLET_PASSWORD', m.member.mobile, m.headers.uuid, {
    accessToken: m.headers.accessToken,
  })

describe('payment password (wallet/set-password)', () => {
  it('cannot be set without an SMS code sent to the member’s own mobile', async () => {
    const m = await createMember(t)
    const post = async (url: string, headers: Record<string, string> = m.headers) =>
      (await t.app.inject({ method: 'POST', url, headers })).json()
    const bare = await post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}`)
    expect(bare).toMatchObject({ success: false, code: ErrorCodes.VERIFICATION_SMS_CHECKED_ERROR.code })
    const wrong = await post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=000000`)
    expect(wrong.success).toBe(false)
    // A code asked for another number still goes to the member's own, and only works on its device.
    const code = await requestSmsCode(t, 'WALLET_PASSWORD', m.member.mobile, m.headers.uuid, {
      accessToken: m.headers.accessToken,
    })
    const elsewhere = await post(
      `/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${code}`,
      {
        ...m.headers,
        uuid: 'another-device',
      },
    )
    expect(elsewhere.success).toBe(false)
    expect(
      (await t.app.inject({ url: '/buyer/passport/member/wallet/check', headers: m.headers })).json().result,
    ).toBe(false)
    const ok = await post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${code}`)
    expect(ok).toMatchObject({ success: true, result: true })
    // Single use: the same code cannot set another one.
    const replay = await post(`/buyer/passport/member/wallet/set-password?password=${md5('x')}&code=${code}`)
    expect(replay.success).toBe(false)
  })

  it('is optional until set, then wallet payment needs the right one', async () => {
    const f = await paidOrder(t, { pay: false, price: 3000 })
    expect((await f.buyer.get('/buyer/passport/member/wallet/check')).result).toBe(false)
    const code = await walletCode(f.buyerMember)
    const set = await f.buyer.post(
      `/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${code}`,
    )
    expect(set).toMatchObject({ success: true, result: true })
    expect((await f.buyer.get('/buyer/passport/member/wallet/check')).result).toBe(true)
    const { id, username } = f.buyerMember.member
    await credit(t.database.db, { memberId: id, memberName: username }, 3000, 'WALLET_RECHARGE', '测试充值')
    const pay = (extra: string) =>
      f.buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${f.tradeSn}${extra}`)
    expect(await pay('')).toMatchObject({ success: false, code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code })
    const wrong = await pay(`&password=${md5('nope')}`)
    expect(wrong).toMatchObject({ success: false, code: ErrorCodes.WALLET_PASSWORD_ERROR.code })
    expect((await f.buyer.get('/buyer/wallet/wallet')).result.memberWallet).toBe(30)
    expect(await pay(`&password=${PASSWORD}`)).toMatchObject({ success: true })
    expect((await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.order.payStatus).toBe('PAID')
  })

  it('guards withdrawals too, and changing it needs the old one', async () => {
    const m = await createMember(t)
    await credit(
      t.database.db,
      { memberId: m.member.id, memberName: m.member.username },
      5000,
      'WALLET_RECHARGE',
      '充值',
    )
    const post = async (url: string) =>
      (await t.app.inject({ method: 'POST', url, headers: m.headers })).json()
    const first = await post(
      `/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${await walletCode(m)}`,
    )
    expect(first.success).toBe(true)
    const again = await post(`/buyer/passport/member/wallet/set-password?password=${md5('other')}`)
    expect(again).toMatchObject({ success: false, code: ErrorCodes.VERIFICATION_SMS_CHECKED_ERROR.code })
    const wrongOld = await post(
      `/buyer/passport/member/wallet/set-password?password=${md5('other')}&oldPassword=${md5('nope')}`,
    )
    expect(wrongOld).toMatchObject({ success: false, code: ErrorCodes.WALLET_PASSWORD_ERROR.code })
    const changed = await post(
      `/buyer/passport/member/wallet/set-password?password=${md5('other')}&oldPassword=${PASSWORD}`,
    )
    expect(changed.success).toBe(true)
    const withdraw = (extra: string) =>
      post(
        `/buyer/wallet/wallet/withdrawal?price=10&realName=${encodeURIComponent('张三')}&connectNumber=a@b.cn${extra}`,
      )
    expect(await withdraw('')).toMatchObject({
      success: false,
      code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code,
    })
    expect(await withdraw(`&password=${PASSWORD}`)).toMatchObject({
      code: ErrorCodes.WALLET_PASSWORD_ERROR.code,
    })
    expect(await withdraw(`&password=${md5('other')}`)).toMatchObject({ success: true })
    const setting = await t.app.inject({
      url: '/buyer/wallet/wallet/withdrawalSettingVO',
      headers: m.headers,
    })
    expect(setting.json().result).toEqual({ minPrice: 1, fee: 0, type: 'ALI' })
  })

  it('lets only one of two concurrent changes win', async () => {
    const m = await createMember(t)
    const set = `/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${await walletCode(m)}`
    expect((await t.app.inject({ method: 'POST', url: set, headers: m.headers })).json().success).toBe(true)
    const results = await Promise.all(
      [md5('first-1'), md5('second-2')].map(async (password) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/buyer/passport/member/wallet/set-password?password=${password}&oldPassword=${PASSWORD}`,
            headers: m.headers,
          })
        ).json(),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.WALLET_PASSWORD_ERROR.code)
  })

  it('lets a payment without the password (lilishop’s PC cashier) pass within the day’s 免密 amount', async () => {
    const f = await paidOrder(t, { pay: false, price: 3000 })
    const { id, username } = f.buyerMember.member
    await credit(t.database.db, { memberId: id, memberName: username }, 10000, 'WALLET_RECHARGE', '充值')
    const put = (query: string) => f.buyer.put(`/buyer/wallet/wallet/free-pay?${query}`)
    // No password yet: nothing to be free of.
    expect(await put(`limit=50&password=${PASSWORD}`)).toMatchObject({
      code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code,
    })
    const code = await walletCode(f.buyerMember)
    await f.buyer.post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${code}`)
    const pay = () => f.buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${f.tradeSn}`)
    expect(await pay()).toMatchObject({ code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code })
    expect(await put(`limit=50&password=${md5('nope')}`)).toMatchObject({
      code: ErrorCodes.WALLET_PASSWORD_ERROR.code,
    })
    expect(await put(`limit=5000&password=${PASSWORD}`)).toMatchObject({ success: false })
    // ¥20 a day is less than the ¥30 order: still refused, saying what is left.
    expect(await put(`limit=20&password=${PASSWORD}`)).toMatchObject({ result: { limit: 20, left: 20 } })
    const over = await pay()
    expect(over).toMatchObject({ code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code })
    expect(over.message).toContain('20.00')
    expect(await put(`limit=40&password=${PASSWORD}`)).toMatchObject({ result: { limit: 40, left: 40 } })
    expect(await pay()).toMatchObject({ success: true })
    expect((await f.buyer.get(`/buyer/order/order/${f.orderSn}`)).result.order.payStatus).toBe('PAID')
    expect((await f.buyer.get('/buyer/wallet/wallet/free-pay')).result).toEqual({ limit: 40, left: 10 })
    // Withdrawals always need the password.
    const withdraw = await f.buyer.post(
      `/buyer/wallet/wallet/withdrawal?price=5&realName=${encodeURIComponent('张三')}&connectNumber=a@b.cn`,
    )
    expect(withdraw).toMatchObject({ code: ErrorCodes.WALLET_PASSWORD_REQUIRED.code })
  })

  it('counts concurrent 免密 payments against one day’s amount', async () => {
    const a = await paidOrder(t, { pay: false, price: 3000 })
    const { id, username } = a.buyerMember.member
    await credit(t.database.db, { memberId: id, memberName: username }, 10000, 'WALLET_RECHARGE', '充值')
    const code = await walletCode(a.buyerMember)
    await a.buyer.post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}&code=${code}`)
    expect(await a.buyer.put(`/buyer/wallet/wallet/free-pay?limit=50&password=${PASSWORD}`)).toMatchObject({
      success: true,
    })
    // Two ¥30 orders of the same member: only one fits in ¥50.
    expect((await a.buyer.post(`/buyer/trade/carts?skuId=${a.sku.id}&num=1&cartType=BUY_NOW`)).success).toBe(
      true,
    )
    // (another body than the fixture's first trade: the same call within 3 s is a duplicate submit)
    const second = await a.buyer.post('/buyer/trade/carts/create/trade', {
      way: 'BUY_NOW',
      client: 'PC',
      remark: [],
    })
    expect(second).toMatchObject({ success: true })
    const results = await Promise.all(
      [a.tradeSn, second.result.sn].map((sn) =>
        a.buyer.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${sn}`),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.WALLET_PASSWORD_REQUIRED.code)
    expect((await a.buyer.get('/buyer/wallet/wallet/free-pay')).result).toEqual({ limit: 50, left: 20 })
  })
})

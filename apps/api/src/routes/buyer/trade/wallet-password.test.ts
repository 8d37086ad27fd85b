import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember, md5 } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { paidOrder } from '../../../testing/orders.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const PASSWORD = md5('pay-123456')

describe('payment password (wallet/set-password)', () => {
  it('is optional until set, then wallet payment needs the right one', async () => {
    const f = await paidOrder(t, { pay: false, price: 3000 })
    expect((await f.buyer.get('/buyer/passport/member/wallet/check')).result).toBe(false)
    const set = await f.buyer.post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}`)
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
    expect((await post(`/buyer/passport/member/wallet/set-password?password=${PASSWORD}`)).success).toBe(true)
    const again = await post(`/buyer/passport/member/wallet/set-password?password=${md5('other')}`)
    expect(again).toMatchObject({ success: false, code: ErrorCodes.WALLET_PASSWORD_ERROR.code })
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

  it('lets only one of two concurrent first settings win', async () => {
    const m = await createMember(t)
    const results = await Promise.all(
      [md5('first-1'), md5('second-2')].map(async (password) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/buyer/passport/member/wallet/set-password?password=${password}`,
            headers: m.headers,
          })
        ).json(),
      ),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.WALLET_PASSWORD_ERROR.code)
  })
})

import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { addAddress, caller, makeSku, makeStore } from '../../../testing/trade.ts'

/**
 * Wallet top-up limits are the operator's (RECHARGE_SETTING, issue 60 #4): a B2B-sized shortfall is
 * refused with the limits named until the operator raises them, and the cashier carries the limits so
 * it can say which methods pay an amount the wallet cannot be topped up for. Money rules: run on
 * PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
}, 120_000)
afterAll(() => t.close())

describe('top-up limits', () => {
  it('refuses past the default ¥10,000 naming the limits; the operator raises them and ¥167,600 is taken', async () => {
    const m = await createMember(t)
    await addAddress(t, m.headers)
    const api = caller(t, m.headers)
    const sku = await makeSku(t, await makeStore(t), { price: 16_760_000, stock: 5 })
    await api.post(`/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
    const trade = await api.post('/buyer/trade/carts/create/trade', { way: 'BUY_NOW', client: 'PC' })
    expect(trade.success, JSON.stringify(trade)).toBe(true)
    const cashier = async () =>
      (await api.get(`/buyer/payment/cashier/tradeDetail?orderType=TRADE&sn=${trade.result.sn}`)).result
    const before = await cashier()
    expect(before.price).toBe(167_600)
    expect(before.recharge).toEqual({ minPrice: 1, maxPrice: 10_000 })
    expect((await api.get('/buyer/wallet/wallet')).result.recharge).toEqual({ minPrice: 1, maxPrice: 10_000 })

    const refused = await api.post('/buyer/trade/recharge?price=167600')
    expect(refused.code).toBe(ErrorCodes.RECHARGE_PRICE_ERROR.code)
    expect(refused.message).toContain('单次充值金额须在1.00元至10000.00元之间')
    const english = await t.app.inject({
      method: 'POST',
      url: '/buyer/trade/recharge?price=167600',
      headers: { ...m.headers, 'accept-language': 'en' },
    })
    expect(english.json().message).toContain('between ¥1.00 and ¥10000.00')
    expect((await api.post('/buyer/trade/recharge?price=10000')).success).toBe(true)

    const operator = await makeAdmin(t, { permissions: ['setting:write'] })
    const put = (payload: object) =>
      t.app
        .inject({
          method: 'PUT',
          url: '/manager/setting/setting/RECHARGE_SETTING',
          headers: operator.headers,
          payload,
        })
        .then((r) => r.json())
    // The least above the most is refused, and nothing changes.
    expect((await put({ minPrice: 500, maxPrice: 100 })).success).toBe(false)
    expect((await cashier()).recharge.maxPrice).toBe(10_000)
    const saved = await put({ minPrice: 100, maxPrice: 500_000 })
    expect(saved.result.RECHARGE_SETTING).toEqual({ minPrice: 100, maxPrice: 500_000 })
    expect((await cashier()).recharge).toEqual({ minPrice: 100, maxPrice: 500_000 })
    const taken = await api.post('/buyer/trade/recharge?price=167600')
    expect(taken.success, JSON.stringify(taken)).toBe(true)
    expect(taken.result.rechargeMoney).toBe(167_600)
    // Under the new least, refused.
    expect((await api.post('/buyer/trade/recharge?price=50')).code).toBe(ErrorCodes.RECHARGE_PRICE_ERROR.code)
  })
})

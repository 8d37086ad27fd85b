import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { caller } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

describe('after-sale reasons', () => {
  it('lists the seeded reasons of each service type in order', async () => {
    const api = caller(t, (await createMember(t)).headers)
    const cancel = await api.get('/buyer/order/afterSale/get/afterSaleReason/CANCEL')
    expect(cancel.success).toBe(true)
    expect(cancel.result.map((r: { reason: string }) => r.reason).slice(0, 2)).toEqual([
      '不想买了',
      '信息填写错误，重新下单',
    ])
    expect(cancel.result.every((r: { serviceType: string }) => r.serviceType === 'CANCEL')).toBe(true)
    for (const type of ['RETURN_GOODS', 'RETURN_MONEY', 'COMPLAIN']) {
      const res = await api.get(`/buyer/order/afterSale/get/afterSaleReason/${type}`)
      expect(res.result.length).toBeGreaterThan(3)
      expect(res.result[0]).toMatchObject({ serviceType: type, id: expect.stringMatching(/^\d+$/) })
    }
    const returns = await api.get('/buyer/order/afterSale/get/afterSaleReason/RETURN_GOODS')
    expect(returns.result[0].reason).toBe('七天无理由退货')
  })

  it('rejects an unknown type and requires a token', async () => {
    const api = caller(t, (await createMember(t)).headers)
    expect((await api.get('/buyer/order/afterSale/get/afterSaleReason/OTHER')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    const anon = await t.app.inject({
      method: 'GET',
      url: '/buyer/order/afterSale/get/afterSaleReason/CANCEL',
    })
    expect(anon.statusCode).toBe(401)
  })
})
